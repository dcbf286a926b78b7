#!/usr/bin/env python3
"""first-start-idle -- whether a FIRST start sleeps once it has settled.

The other idle figures (docs/performance.md) restart with caches, where no placeholder is
made; a first start makes the page's placeholders, and that once left libdispatch's
worker-pool monitor waking the process every second for its whole life (stop 49). This runs
each PROGRAM under ptymeter (120 x 40, `pages_across = 1`, page 1, fresh XDG and HOME folders
every run, no caches), alternating round after round, and measures a window of SECONDS after
an 8 s warm-up: CPU % of a core (sched), wakeups (voluntary context switches of every thread of the
process tree) and bytes a second, and how busy the machine was. At the floor: 0 wakeups.

Usage: first-start-idle.py ROUNDS SECONDS PROGRAM...
"""
import json
import shutil
import statistics
import subprocess
import sys
import tempfile

from pty_folders import folders, meter_command


def run(program, seconds):
    root = tempfile.mkdtemp(prefix="first-start-idle-")
    try:
        args = meter_command(folders(root)) + ["--duration", str(8 + seconds), "--warmup", "8"]
        out = subprocess.run(args + ["--", program], capture_output=True, text=True).stdout
        result = json.loads(out)
        steady = result["steady"]
        return (steady["cpu_pct_sched"], steady["voluntary_per_s"], steady["bytes_per_s"],
                result["noise"]["system_busy_pct"])
    finally:
        shutil.rmtree(root, ignore_errors=True)


def main():
    rounds, seconds, programs = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3:]
    results = {p: [] for p in programs}
    for k in range(rounds):
        for program in programs:
            results[program].append(run(program, seconds))
            print(program, k, results[program][-1], flush=True)
    for program, values in results.items():
        cpu = [v[0] for v in values]
        wakeups = [v[1] for v in values]
        print(f"{program}: CPU {statistics.median(cpu):.4f} % [{min(cpu):.4f}-{max(cpu):.4f}], "
              f"wakeups {statistics.median(wakeups):.2f}/s [{min(wakeups):.2f}-{max(wakeups):.2f}], "
              f"bytes {statistics.median([v[2] for v in values]):.1f}/s, busy {[round(v[3], 1) for v in values]}")


if __name__ == "__main__":
    main()
