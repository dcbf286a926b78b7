#!/usr/bin/env python3
"""When a program's first frame is on the terminal, alternating programs, medians
(docs/performance.md, "The first start's frame, measured apart from what fills it").

Runs each PROGRAM under ptymeter (120 x 40, terminal queries answered, fresh XDG folders per
run) with --timeline, and reads the chunks it wrote:
  first output   the first byte (the terminal set up);
  first frame    the end of the first run of chunks (gaps under 3 ms) that holds >= 2 KB: the
                 first whole screen written at once (ncurses writes a frame in one go);
  first burst    ptymeter's first burst: the last byte before a 50 ms gap.
For homescreen on a first start the first frame is the page's placeholders, and the first burst
runs on until the bundled widgets' program has answered and its content is drawn (it answers
within 50 ms of the placeholders). btop writes its boxes first and its figures ~4 ms later, so
its first whole frame is its first burst.

MODE: fresh (a first start: empty folders), cached (the second start of the same folders) or
steady (the third: the layout read from its snapshot, not the TOML).

Usage: first-frame.py RUNS MODE PROGRAM...   (a PROGRAM is a path, or a command on PATH)
"""
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile

PTY = os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../../shared/tools/ptymeter.py")
if not os.path.exists(PTY):
    PTY = "/work/shared/tools/ptymeter.py"


def meter(program, root, seconds, timeline=None):
    env = {"XDG_CONFIG_HOME": "cfg", "XDG_DATA_HOME": "data", "XDG_STATE_HOME": "state", "XDG_CACHE_HOME": "cache",
           "XDG_RUNTIME_DIR": "run", "HOME": "home"}
    args = ["python3", PTY, "--clean-env", "--cols", "120", "--rows", "40", "--duration", str(seconds), "--warmup", "0.5"]
    for key, folder in env.items():
        args += ["--env", f"{key}={root}/{folder}"]
    for pair in ["LANG=C.UTF-8", "TZ=UTC", "PATH=/usr/bin:/bin", "TERM=xterm-256color"]:
        args += ["--env", pair]
    if timeline:
        args += ["--timeline", timeline]
    out = subprocess.run(args + ["--", program], capture_output=True, text=True).stdout
    return json.loads(out)


def first_frame(timeline):
    groups = []
    with open(timeline) as f:
        for line in f:
            t, n = line.split()
            t, n = float(t), int(n)
            if groups and t - groups[-1][1] < 0.003:
                groups[-1][1] = t
                groups[-1][2] += n
            else:
                groups.append([t, t, n])
    big = [g for g in groups if g[2] >= 2048]
    return big[0][1] if big else None


def main():
    runs, mode, programs = int(sys.argv[1]), sys.argv[2], sys.argv[3:]
    starts = {"fresh": 0, "cached": 1, "steady": 2}[mode]
    results = {p: [] for p in programs}
    for _ in range(runs):
        for program in programs:
            root = tempfile.mkdtemp(prefix="first-frame-")
            for folder in ["home", "cfg", "data", "state", "cache", "run"]:
                os.makedirs(f"{root}/{folder}")
            os.chmod(f"{root}/run", 0o700)
            for _ in range(starts):
                meter(program, root, 4)
            timeline = f"{root}/timeline"
            d = meter(program, root, 1.5, timeline)
            bursts = d.get("first_bursts") or [{}]
            results[program].append(
                (d.get("first_output_s"), first_frame(timeline), bursts[0].get("end_s"), d["noise"]["system_busy_pct"]))
            shutil.rmtree(root)
    for program, values in results.items():
        def median(k):
            v = [x[k] for x in values if x[k] is not None]
            return statistics.median(v) * (1000 if k < 3 else 1) if v else float("nan")
        frames = [round(x[1] * 1000, 1) for x in values if x[1] is not None]
        print("%-32s first output %5.1f ms, first frame %5.1f ms, first burst %5.1f ms, busy %.0f %%  frames %s" % (
            program, median(0), median(1), median(2), median(3), frames))


if __name__ == "__main__":
    main()
