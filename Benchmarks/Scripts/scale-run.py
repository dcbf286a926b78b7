#!/usr/bin/env python3
"""The scale benchmark: the release home screen with 10, 100, 1,000 and 10,000 small widgets,
six to a page (scale-layout.py), each size run twice under ptymeter in throwaway XDG folders: a
first run with no caches, then a restart with the caches the first run left. Prints a table
(docs/performance.md, "Scale").

    Benchmarks/Scripts/scale-run.py [--sizes 10,100,1000,10000] [--kinds clock] [--restarts N] [--json OUT]

Needs the release build of the README, from the repository's root:
    swift build -c release --static-swift-stdlib -Xlinker -no-pie -Xlinker --no-export-dynamic --product homescreen
(BINARY overrides .build/release/homescreen) and /work/shared/tools/ptymeter.py (PTYMETER
overrides). About 4 minutes with the default sizes and one restart each. A single start varies by
a few milliseconds from run to run: --restarts N restarts N times and gives each restart
column's median (N = 7 tells 1.5 times apart from noise at these sizes). KEEP=1 keeps the folders (their paths are
printed) for a look at the logs and caches.

The columns, all from ptymeter (120 x 40, the process tree: the home screen and the extension
programs it starts):
  settled      the first frame's last byte before 200 ms of quiet (ms from the start)
  CPU 2 s      CPU in the first 2 s: the whole run's CPU (getrusage of the reaped tree) less
               the window from 2 s to the end (per-thread schedstat); the stop is counted in it
  CPU run      the whole run's CPU: a 30 s run (15 s at 10,000 and over, RUN_SECONDS overrides)
  peak RSS     the largest VmHWM of any process of the tree
  threads      the most threads alive at once in the tree (sampled every 100 ms)
  answered     first run only: '?' is typed at KEY_AT s (default 1.0: at 1,000 and more the
               start still loads, at 10,000 the first frame may not be written yet) and Escape
               3 s later; the time from the key to the first write of the help sheet (ptymeter
               cannot tell which output answers a key, so the script finds a word of the help
               in the output and times its chunk). A key typed before the first frame waits
               for it: the figure is what the user waits, start included
  timelines    timelines received in the run (from the log: a line each, or a summary's count)
  log lines    lines the run added to homescreen.log (with its rotated files), and their size
"""
import argparse
import json
import re
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.abspath(os.path.join(HERE, "..", ".."))
BINARY = os.environ.get("BINARY", os.path.join(REPO, ".build", "release", "homescreen"))
PTYMETER = os.environ.get("PTYMETER", "/work/shared/tools/ptymeter.py")
KEY_AT = float(os.environ.get("KEY_AT", "1.0"))
HELP_TEXT = b"swipe"  # a word of the help sheet, found whole in the output


def run_seconds(size):
    if "RUN_SECONDS" in os.environ:
        return float(os.environ["RUN_SECONDS"])
    return 15.0 if size >= 10000 else 30.0


def first_seconds(size):
    """The first run lasts until its reloads are in and their caches written."""
    return 20.0 if size >= 10000 else 10.0


def ptymeter(root, duration, warmup, sends=(), dump=None, timeline=None):
    env = {
        "XDG_CONFIG_HOME": f"{root}/config", "XDG_DATA_HOME": f"{root}/data", "XDG_STATE_HOME": f"{root}/state",
        "XDG_CACHE_HOME": f"{root}/cache", "XDG_RUNTIME_DIR": f"{root}/run", "HOME": f"{root}/home",
        "LANG": "C.UTF-8", "TZ": "UTC",
    }
    command = [sys.executable, PTYMETER, "--clean-env", "--cols", "120", "--rows", "40",
               "--duration", str(duration), "--warmup", str(warmup), "--grace", "10"]
    for key, value in env.items():
        command += ["--env", f"{key}={value}"]
    for at, keys in sends:
        command += ["--send", f"{at}:{keys}"]
    if dump:
        command += ["--dump", dump, "--timeline", timeline]
    command += ["--", BINARY]
    result = subprocess.run(command, capture_output=True, text=True, check=True)
    return json.loads(result.stdout)


def answered_ms(dump, timeline, key_at):
    """Milliseconds from the key to the chunk holding the first byte of the help's text."""
    data = open(dump, "rb").read()
    start = data.find(HELP_TEXT)
    if start < 0:
        return None
    offset = 0
    for line in open(timeline):
        parts = line.split()
        if len(parts) != 2:
            continue
        at, count = float(parts[0]), int(parts[1])
        offset += count
        if offset > start:
            return round((at - key_at) * 1000)
    return None


def read_log(root):
    """The log's lines, the rotated generations first."""
    lines = []
    for name in ["homescreen.log.3", "homescreen.log.2", "homescreen.log.1", "homescreen.log"]:
        try:
            with open(f"{root}/state/homescreen/{name}", "rb") as log:
                lines += log.read().splitlines()
        except OSError:
            pass
    return lines


def last_start(lines):
    """The lines of the last start: from the last line every start writes first."""
    starts = [index for index, line in enumerate(lines) if b" widgets run " in line]
    return lines[starts[-1]:] if starts else lines


def timelines_received(lines):
    """Timelines received, from a line per instance or from a summary's count."""
    count = 0
    for line in lines:
        summary = re.search(rb"timeline received for ([0-9,]+) instance", line)
        if summary:
            count += int(summary.group(1).replace(b",", b""))
        elif b" timeline received: " in line:
            count += 1
    return count


def figures(run, answered, log):
    whole = run["whole_run"]["cpu_s"]
    window = run["steady"]["cpu_s_sched"]
    return {
        "settled_ms": round(run["first_frame_end_s"] * 1000) if run["first_frame_end_s"] is not None else None,
        "cpu_first_2s": round(whole - window, 2),
        "cpu_run": round(whole, 2),
        "run_s": round(run["duration_s"]),
        "peak_rss_mb": round(run["peak_rss_kb"] / 1024, 1),
        "peak_threads": run["max_threads"],
        "answered_ms": answered,
        "log_lines": len(log),
        "log_bytes": sum(len(line) + 1 for line in log),
        "timelines": timelines_received(log),
        "busy_pct": run["noise"]["system_busy_pct"],
    }


def median_row(rows):
    """Each figure's median over the runs that have it (None when none has)."""
    if len(rows) == 1:
        return rows[0]
    merged = {}
    for key in rows[0]:
        values = sorted(row[key] for row in rows if row[key] is not None)
        merged[key] = values[len(values) // 2] if values else None
    return merged


def measure(size, kinds, restart_count=1):
    root = tempfile.mkdtemp(prefix=f"hs-scale-{size}-")
    try:
        for folder in ["config/homescreen", "data", "state", "cache", "home"]:
            os.makedirs(f"{root}/{folder}")
        os.makedirs(f"{root}/run", mode=0o700)
        layout = subprocess.run([sys.executable, os.path.join(HERE, "scale-layout.py"), str(size), *kinds],
                                capture_output=True, text=True, check=True).stdout
        with open(f"{root}/config/homescreen/home.toml", "w") as file:
            file.write(layout)
        dump, timeline = f"{root}/first.out", f"{root}/first.timeline"
        sends = [(KEY_AT, "?"), (KEY_AT + 3, "\\x1b")]
        first = ptymeter(root, first_seconds(size), 2, sends, dump, timeline)
        first_log = read_log(root)
        answer = answered_ms(dump, timeline, KEY_AT)
        restarts = []
        for _ in range(restart_count):
            restart = ptymeter(root, run_seconds(size), 2)
            restarts.append(figures(restart, None, last_start(read_log(root))))
        rows = [("first run", figures(first, answer, first_log)),
                ("restart" if restart_count == 1 else f"restart (median of {restart_count})", median_row(restarts))]
        if os.environ.get("KEEP"):
            print(f"kept: {root}", file=sys.stderr)
        return rows
    finally:
        if not os.environ.get("KEEP"):
            shutil.rmtree(root, ignore_errors=True)


def cell(value, unit=""):
    if value is None:
        return "–"
    if isinstance(value, float):
        return f"{value:g}{unit}"
    return f"{value:,}{unit}"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="10,100,1000,10000")
    parser.add_argument("--kinds", default="", help="comma-separated kinds (default: scale-layout.py's mix)")
    parser.add_argument("--restarts", type=int, default=1, help="restarts per size; the table gives their medians")
    parser.add_argument("--json", help="also write every figure to this file")
    args = parser.parse_args()
    if not os.access(BINARY, os.X_OK):
        sys.exit(f"no release build at {BINARY}: build it first (see --help)")
    kinds = [kind for kind in args.kinds.split(",") if kind]
    results = []
    print("| instances | run | first frame settled | CPU in first 2 s | CPU in the run | peak RSS | peak threads "
          "| key answered | timelines received | log lines |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for size in [int(size) for size in args.sizes.split(",")]:
        for run, row in measure(size, kinds, max(1, args.restarts)):
            results.append({"instances": size, "run": run, **row})
            print(f"| {size:,} | {run} | {cell(row['settled_ms'], ' ms')} | {cell(row['cpu_first_2s'], ' s')} "
                  f"| {cell(row['cpu_run'], ' s')} ({row['run_s']} s) | {cell(row['peak_rss_mb'], ' MB')} "
                  f"| {cell(row['peak_threads'])} | {cell(row['answered_ms'], ' ms')} | {cell(row['timelines'])} "
                  f"| {cell(row['log_lines'])} ({row['log_bytes'] / 1024:,.0f} KB) |",
                  flush=True)
    busy = [row["busy_pct"] for row in results if row["busy_pct"] is not None]
    if busy:
        print(f"\nmachine busy (all cores) in the measured windows: {min(busy):.0f}–{max(busy):.0f} %")
    if args.json:
        with open(args.json, "w") as file:
            json.dump(results, file, indent=1)


if __name__ == "__main__":
    main()
