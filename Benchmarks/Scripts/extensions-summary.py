#!/usr/bin/env python3
"""Summarizes extensions-run.sh folders: one line a run, the figures of docs/performance.md.

Usage: extensions-summary.py OUT...    (each OUT holds ptymeter.json and children.json)
"""
import json
import os
import sys

print("run | CPU % (sched) | wakeups/s | bytes/s | first frame written / settled ms | host peak MB "
      "| children alive in the window | last child seen s | each extension's peak MB")
for folder in sys.argv[1:]:
    meter = json.load(open(os.path.join(folder, "ptymeter.json")))
    children = json.load(open(os.path.join(folder, "children.json")))
    steady = meter["steady"]
    warmup = meter["warmup_s"]
    # Children seen after the window opened (children.py's clock starts a few ms after ptymeter's).
    late = [c for c in children["children"] if c["last_s"] >= warmup]
    peaks = {}
    for child in children["children"]:
        name = os.path.basename(child["command"].split()[-1] if "python" in child["command"] or "/sh " in child["command"]
                                else child["command"].split()[0])
        peaks[name] = max(peaks.get(name, 0), child["vmhwm_kb"])
    print(f"{os.path.basename(folder)} | {steady['cpu_pct_sched']:.4f} | {steady['ctx_switches_per_s']:.2f} "
          f"| {steady['bytes_per_s']:.1f} | {meter['first_output_s'] * 1000:.0f} / {meter['first_frame_end_s'] * 1000:.0f} "
          f"| {children['host_vmhwm_kb'] / 1024:.1f} | {len(late)} | {children['alive_after_s']} "
          f"| {', '.join(f'{k} {v / 1024:.1f}' for k, v in sorted(peaks.items()))} "
          f"| load {meter['noise']['loadavg_at_start'][0]}")
