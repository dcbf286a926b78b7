#!/usr/bin/env python3
"""activity-updates -- what a live activity updated once a second costs the home screen.

Runs each BINARY under ptymeter (120 x 40 by default) in a fresh set of folders, alternating
the binaries round after round, while a driver outside the measured tree starts the bundled
`build` activity and (mode `update`) runs `BINARY activity update ID --state ...` once a second
on a fixed schedule. Prints, per binary, the medians of the rounds: CPU % of a core (sched),
wakeups (voluntary context switches) per second, bytes per second written to the terminal,
and how busy the machine was; then, by thread (the main thread, the control socket's, Dispatch's
workers), the CPU milliseconds and wakeups per second of the steady window, read from
/proc/PID/task/*/schedstat and status (counts that stay meaningful on a busy machine, where the
CPU % is noisy).

Modes:
  update  the activity started, then updated once a second (the case issue 35 measures)
  follow  the same, the states fed once a second to one `activity update ID --follow` process
          (one connection kept open for every update)
  still   the activity started and left alone (its elapsed seconds: a seconds display)
  none    no activity

A BINARY may be written MODE:BINARY to measure it in that mode instead of --mode's, so that
modes alternate too (each MODE:BINARY pair is reported on its own).

Examples:
  Benchmarks/Scripts/activity-updates.py --rounds 3 --mode update /tmp/before/homescreen .build/release/homescreen
  Benchmarks/Scripts/activity-updates.py --rounds 3 follow:.build/release/homescreen update:/tmp/before/homescreen \\
      still:/tmp/before/homescreen

The `activity update` processes are not in the measured tree: ptymeter measures the home
screen's own processes (the CLI's own cost: see docs/performance.md).

Page 1's smart stack turns to the sun and moon near sunrise and sunset, and in the hour before
either its countdown shows seconds ("in 45 min, 23 sec", Greenwich's times, TZ=UTC): a run then
measures a seconds display besides the activity. Compare builds within one run, and the
activity against the seconds display (`tick.py`) away from those hours.
"""

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time

from pty_folders import PTYMETER, folders, meter_command

MODES = ["update", "follow", "still", "none"]


def mode_and_binary(spec, default):
    """`MODE:BINARY` or `BINARY` (in `default` mode)."""
    mode, _, binary = spec.partition(":")
    return (mode, binary) if binary and mode in MODES else (default, spec)


def home_screen(binary, env):
    """The PID of the home screen run with `env` (not the `activity` commands)."""
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as cmdline:
                if cmdline.read().split(b"\0")[:2] != [binary.encode(), b""]:
                    continue
            with open(f"/proc/{pid}/environ", "rb") as environ:
                if f"HOME={env['HOME']}".encode() in environ.read().split(b"\0"):
                    return int(pid)
        except OSError:
            continue
    return None


def threads(pid, binary):
    """By thread id: its name, CPU nanoseconds and voluntary switches so far."""
    found = {}
    try:
        tids = os.listdir(f"/proc/{pid}/task")
    except OSError:
        return found
    for tid in tids:
        try:
            with open(f"/proc/{pid}/task/{tid}/comm") as comm:
                name = comm.read().strip()
            with open(f"/proc/{pid}/task/{tid}/schedstat") as schedstat:
                cpu = int(schedstat.read().split()[0])
            with open(f"/proc/{pid}/task/{tid}/status") as status:
                switches = next(int(line.split()[1]) for line in status if line.startswith("voluntary_ctxt_switches"))
        except (OSError, StopIteration, ValueError):
            continue
        # Unnamed threads (Dispatch's, the cache writer's) carry the process's name.
        name = "main thread" if tid == str(pid) else "other threads" if name == os.path.basename(binary)[:15] else name
        found[tid] = (name, cpu, switches)
    return found


def sample(binary, env, args, window):
    """By thread name, CPU ms and wakeups per second over the steady window (threads that ended
    within it are missed, as ptymeter's sched figures say)."""
    time.sleep(args.warmup)
    pid = home_screen(binary, env)
    if pid is None:
        return
    first = threads(pid, binary)
    span = args.duration - args.warmup - 1
    time.sleep(span)
    for tid, (name, cpu, switches) in threads(pid, binary).items():
        _, cpu0, switches0 = first.get(tid, (name, 0, 0))
        total = window.get(name, (0, 0))
        window[name] = (total[0] + (cpu - cpu0) / 1e6 / span, total[1] + (switches - switches0) / span)


def drive(binary, env, mode, delay, count, updated):
    time.sleep(delay)
    if mode == "none":
        return
    started = subprocess.run([binary, "activity", "start", "build", "--attributes", '{"name":"api"}'],
                             env=env, capture_output=True, text=True)
    activity = started.stdout.strip()
    if mode == "follow":
        follower = subprocess.Popen([binary, "activity", "update", activity, "--follow"], env=env, stdin=subprocess.PIPE,
                                    stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        begin = time.time()
        for k in range(count):
            time.sleep(max(0, begin + 1 + k - time.time()))
            follower.stdin.write(json.dumps({"progress": (k % 100) / 100.0}) + "\n")
            follower.stdin.flush()
            updated.append(k)
        follower.stdin.close()
        if follower.wait() != 0:
            print(f"follow: exit {follower.returncode}: {follower.stderr.read()}", file=sys.stderr)
        return
    if mode != "update":
        return
    begin = time.time()
    for k in range(count):
        time.sleep(max(0, begin + 1 + k - time.time()))
        state = json.dumps({"progress": (k % 100) / 100.0})
        if subprocess.run([binary, "activity", "update", activity, "--state", state], env=env,
                          capture_output=True).returncode == 0:
            updated.append(k)


def measure(binary, mode, args):
    root = tempfile.mkdtemp(prefix="activity-updates-")
    try:
        env = folders(root)
        meter = meter_command(env, args.cols, args.rows)
        meter[1] = args.ptymeter
        # A first run makes the caches, so the measured one is a restart like any other.
        subprocess.run(meter + ["--duration", "6", "--warmup", "1", "--", binary], capture_output=True)
        updated = []
        driver = threading.Thread(target=drive, args=(binary, env, mode, 2.5, args.duration + 5, updated))
        window = {}
        sampler = threading.Thread(target=sample, args=(binary, env, args, window))
        driver.start()
        sampler.start()
        out = subprocess.run(meter + ["--duration", str(args.duration), "--warmup", str(args.warmup), "--", binary],
                             capture_output=True, text=True).stdout
        driver.join()
        sampler.join()
        result = json.loads(out)
        steady = result["steady"]
        return (steady["cpu_pct_sched"], steady["voluntary_per_s"], steady["bytes_per_s"],
                result["noise"]["system_busy_pct"], len(updated), window)
    finally:
        shutil.rmtree(root, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("binaries", nargs="+")
    parser.add_argument("--mode", choices=MODES, default="update")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--duration", type=int, default=30)
    parser.add_argument("--warmup", type=int, default=8)
    parser.add_argument("--cols", type=int, default=120)
    parser.add_argument("--rows", type=int, default=40)
    parser.add_argument("--ptymeter", default=PTYMETER)
    args = parser.parse_args()
    results = {spec: [] for spec in args.binaries}
    for _ in range(args.rounds):
        for spec in args.binaries:
            mode, binary = mode_and_binary(spec, args.mode)
            results[spec].append(measure(binary, mode, args))
    for spec, rows in results.items():
        mode, binary = mode_and_binary(spec, args.mode)
        medians = [statistics.median(row[k] for row in rows) for k in range(5)]
        print(f"{mode} {binary}: cpu {medians[0]:.3f} %, wakeups {medians[1]:.2f}/s, {medians[2]:.1f} B/s, "
              f"busy {medians[3]:.0f} %, updates {medians[4]:.0f}; cpu by round {[round(row[0], 3) for row in rows]}")
        names = sorted({name for row in rows for name in row[5]})
        for name in names:
            cpu = statistics.median(row[5].get(name, (0, 0))[0] for row in rows)
            wakes = statistics.median(row[5].get(name, (0, 0))[1] for row in rows)
            print(f"    {name}: {cpu:.3f} ms CPU/s, {wakes:.2f} wakeups/s")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
