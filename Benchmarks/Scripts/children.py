#!/usr/bin/env python3
"""Samples the children of a running home screen: which extension processes are alive, when,
and each one's peak RSS (VmHWM), with the host's own peak.

Run it beside ptymeter.py (see extensions-run.sh): it waits for a process whose executable is
BINARY and whose environment has HOME=HOME_DIR (so another engineer's home screen is never
taken), then reads /proc every INTERVAL seconds until that process ends, and prints JSON:

  host_pid, host_vmhwm_kb          the home screen's peak RSS (last sample before it ended)
  children[]                       every process whose parent was the home screen: pid,
                                   command, first/last seen (s after the host was found),
                                   peak VmHWM (kB)
  alive_samples[]                  [t, count] whenever the number of live children changed
  alive_after_s                    the last time any child was seen alive
  peak_alive                       the most children alive in one sample
  peak_descendants_rss_kb          the most resident memory (VmRSS) of every process below the
                                   home screen (children and theirs: an extension's supervisor
                                   and its program) in one sample

Usage: children.py BINARY HOME_DIR [INTERVAL] > out.json
"""
import json
import os
import sys
import time


def read(path):
    try:
        with open(path, "rb") as f:
            return f.read()
    except OSError:
        return None


def vmhwm(pid):
    status = read(f"/proc/{pid}/status")
    if not status:
        return None
    for line in status.decode(errors="replace").splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1])
    return None


def vmrss(pid):
    status = read(f"/proc/{pid}/status")
    if not status:
        return 0
    for line in status.decode(errors="replace").splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def state(pid):
    stat = read(f"/proc/{pid}/stat")
    return stat[stat.rindex(b")") + 2:].split()[0].decode() if stat else None


def parent(pid):
    stat = read(f"/proc/{pid}/stat")
    if not stat:
        return None
    # The command is in parentheses and may hold spaces: the fields after the last ')'.
    return int(stat[stat.rindex(b")") + 2:].split()[1])


def find_host(binary, home):
    wanted = f"HOME={home}".encode()
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            if os.readlink(f"/proc/{entry}/exe") != binary:
                continue
        except OSError:
            continue
        environment = read(f"/proc/{entry}/environ") or b""
        if wanted in environment.split(b"\0"):
            return int(entry)
    return None


def main():
    binary, home = os.path.realpath(sys.argv[1]), sys.argv[2]
    interval = float(sys.argv[3]) if len(sys.argv) > 3 else 0.05
    deadline = time.monotonic() + 30
    host = None
    while host is None and time.monotonic() < deadline:
        host = find_host(binary, home)
        if host is None:
            time.sleep(0.005)
    if host is None:
        print(json.dumps({"error": "no home screen found"}))
        return
    start = time.monotonic()
    children, changes, host_peak, last_count, last_alive = {}, [], 0, -1, None
    peak_alive, peak_rss = 0, 0
    while os.path.exists(f"/proc/{host}"):
        now = time.monotonic() - start
        host_peak = max(host_peak, vmhwm(host) or 0)
        alive = 0
        parents = {int(entry): parent(entry) for entry in os.listdir("/proc") if entry.isdigit()}
        below, frontier = set(), {host}
        while frontier:
            frontier = {pid for pid, up in parents.items() if up in frontier and pid not in below}
            below |= frontier
        peak_rss = max(peak_rss, sum(vmrss(pid) for pid in below))
        for entry, up in parents.items():
            # A stopped program not yet reaped (a zombie) is not alive.
            if up != host or state(entry) == "Z":
                continue
            pid = int(entry)
            alive += 1
            record = children.setdefault(pid, {
                "pid": pid,
                "command": (read(f"/proc/{pid}/cmdline") or b"").replace(b"\0", b" ").decode(errors="replace").strip(),
                "first_s": round(now, 3), "vmhwm_kb": 0})
            record["last_s"] = round(now, 3)
            record["vmhwm_kb"] = max(record["vmhwm_kb"], vmhwm(pid) or 0)
        peak_alive = max(peak_alive, alive)
        if alive:
            last_alive = round(now, 3)
        if alive != last_count:
            changes.append([round(now, 3), alive])
            last_count = alive
        time.sleep(interval)
    print(json.dumps({"host_pid": host, "host_vmhwm_kb": host_peak, "children": list(children.values()),
                      "alive_samples": changes, "alive_after_s": last_alive,
                      "peak_alive": peak_alive, "peak_descendants_rss_kb": peak_rss}, indent=1))


main()
