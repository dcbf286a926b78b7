#!/usr/bin/env python3
"""tick -- what a seconds display costs: the home screen ticking on page 2 against tty-clock.

Runs each PROGRAM under ptymeter (120 x 40), alternating the programs round after round. A
home screen (a PROGRAM whose name starts with `homescreen`, or any path but the peers below)
runs in fresh folders (`pages_across = 1`) primed by a 6 s run, so the measured run is a restart
with caches; `2` at 1 s turns to page 2, whose countdown shows seconds. `tty-clock` runs as
`tty-clock -s -c`. A PROGRAM named `TickFloor` (Benchmarks/Profile/TickFloor: the least a Swift
program does to show a seconds display) runs as it is, as the peers do. A window of SECONDS
after a WARMUP is measured: CPU % of a core (sched), CPU microseconds a tick (CPU over the ticks
the window holds: the wakeups a second), wakeups and bytes a second, and how busy the machine
was. Medians, with the range.

A PROGRAM written `NAME=VALUE,...:PATH` runs PATH with those variables set as well (to compare
a build's modes).

Usage: tick.py [--rounds N] [--seconds S] [--warmup W] PROGRAM...
"""
import argparse
import json
import os
import shutil
import statistics
import subprocess
import tempfile

from pty_folders import folders, meter_command

PEERS = {"tty-clock": ["tty-clock", "-s", "-c"]}


def run(spec, seconds, warmup):
    extra, _, path = spec.rpartition(":") if "=" in spec.split(":")[0] else ("", "", spec)
    root = tempfile.mkdtemp(prefix="tick-")
    try:
        env = folders(root)
        env.update(dict(pair.split("=", 1) for pair in extra.split(",") if pair))
        meter = meter_command(env)
        command = PEERS.get(path, [path])
        sends = []
        if path not in PEERS and os.path.basename(path) != "TickFloor":
            subprocess.run(meter + ["--duration", "6", "--warmup", "1", "--"] + command, capture_output=True)
            sends = ["--send", "1:2"]
        out = subprocess.run(meter + ["--duration", str(warmup + seconds), "--warmup", str(warmup)] + sends + ["--"]
                             + command, capture_output=True, text=True).stdout
        result = json.loads(out)
        steady = result["steady"]
        cpu, wakeups = steady["cpu_pct_sched"], steady["voluntary_per_s"]
        per_tick = cpu / 100 * 1e6 / wakeups if wakeups else float("nan")
        return cpu, per_tick, wakeups, steady["bytes_per_s"], result["noise"]["system_busy_pct"]
    finally:
        shutil.rmtree(root, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("programs", nargs="+")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=int, default=30)
    parser.add_argument("--warmup", type=int, default=8)
    args = parser.parse_args()
    results = {p: [] for p in args.programs}
    for k in range(args.rounds):
        for program in args.programs:
            results[program].append(run(program, args.seconds, args.warmup))
            print(program, k, [round(v, 4) for v in results[program][-1]], flush=True)
    for program, rows in results.items():
        def figure(k, digits):
            values = [row[k] for row in rows]
            return f"{statistics.median(values):.{digits}f} [{min(values):.{digits}f}-{max(values):.{digits}f}]"
        print(f"{program}: CPU {figure(0, 4)} %, {figure(1, 0)} µs a tick, wakeups {figure(2, 2)}/s, "
              f"{figure(3, 1)} B/s, busy {[round(row[4]) for row in rows]}")


if __name__ == "__main__":
    main()
