#!/usr/bin/env python3
"""A widget extension that misbehaves on purpose: the fault suite's (README, "Fault suite").

One widget per fault, each answering a good timeline ("good 1", asking again in 60 s) to a
request dated before the fault instant and misbehaving from it on. The fault instant is
`--fault-from UNIX_SECONDS`; without it, every request dated in an odd minute faults (so a run
by hand alternates). Standard library only.

    fault-extension.py [--fault-from UNIX_SECONDS] [--crash-marker PATH] [--only KIND[,KIND...]]

`--crash-marker`: once fault-crashloop has crashed, every later start of the program crashes
at once (before reading a request), until the file is removed. `--only`: describes only these widgets (one program per fault, so a
fault of one widget never fails another's request).
"""
import json
import os
import signal
import sys
import time

FAULTS = {
    "fault-throw": "raises an exception (uncaught: the program ends)",
    "fault-exit": "writes half an answer and exits with status 1",
    "fault-segv": "kills itself with SIGSEGV",
    "fault-silent": "never answers",
    "fault-twice": "answers twice",
    "fault-busy": "spins the processor, never answering",
    "fault-alloc": "allocates 2 GB",
    "fault-garbage": "writes a line that is not JSON",
    "fault-flood": "writes 100 MB on one line",
    "fault-escape": "puts terminal escape sequences in its text",
    "fault-many": "answers 100,000 entries",
    "fault-nodes": "answers a view of 250,000 nodes",
    "fault-slow": "answers after 2 s",
    "fault-crashloop": "crashes, then crashes at every start",
    "fault-tty": "writes to the terminal, prompts on it and takes its foreground",
    "fault-orphans": "leaves processes behind: a new session, a double fork, a child holding its output",
}


def argument(name):
    if name in sys.argv:
        index = sys.argv.index(name)
        if index + 1 < len(sys.argv):
            return sys.argv[index + 1]
    return None


FAULT_FROM = argument("--fault-from")
CRASH_MARKER = argument("--crash-marker")
ONLY = argument("--only")


def send(message):
    sys.stdout.write(json.dumps(message, separators=(",", ":")) + "\n")
    sys.stdout.flush()


def answer(request, result):
    send({"version": 1, "id": request["id"], "result": result})


def text(value):
    return {"kind": "text", "runs": [{"kind": "verbatim", "text": value}]}


def entry(date, value):
    return {"date": date, "view": text(value)}


def timeline(date, value):
    return {"kind": "timeline",
            "timeline": {"entries": [entry(date, value)], "policy": {"kind": "after", "date": date + 60}}}


def describe():
    widgets = []
    for kind, what in FAULTS.items():
        if ONLY is not None and kind not in ONLY.split(","):
            continue
        widgets.append({"widget": kind, "displayName": kind, "description": "A widget that " + what + ".",
                        "families": ["systemSmall"], "placeholders": {"systemSmall": entry(0, kind)}})
    return {"kind": "widgets", "widgets": widgets}


def faulting(date):
    if FAULT_FROM is not None:
        return date >= float(FAULT_FROM)
    return (int(date) // 60) % 2 == 1


def fault(kind, request, date):
    """Misbehaves as `kind` does; returns only for the faults that answer."""
    if kind == "fault-throw":
        raise RuntimeError("the widget's code failed")
    if kind == "fault-exit":
        sys.stdout.write('{"version":1,"id":%d,"result":{"kind":"timeline","timeline":{"entr' % request["id"])
        sys.stdout.flush()
        sys.exit(1)
    if kind == "fault-segv":
        os.kill(os.getpid(), signal.SIGSEGV)
    if kind == "fault-silent":
        return
    if kind == "fault-twice":
        answer(request, timeline(date, "twice: first"))
        answer(request, timeline(date, "twice: second"))
        return
    if kind == "fault-busy":
        while True:
            pass
    if kind == "fault-alloc":
        hog = bytearray(2 << 30)
        answer(request, timeline(date, "allocated %d bytes" % len(hog)))
        return
    if kind == "fault-garbage":
        sys.stdout.write("garbage \x00\x1b[2J\xff{not json\n")
        sys.stdout.flush()
        return
    if kind == "fault-flood":
        chunk = "x" * (1 << 20)
        sys.stdout.write('{"version":1,"id":%d,"result":{"kind":"error","message":"' % request["id"])
        for _ in range(100):
            sys.stdout.write(chunk)
        sys.stdout.write('"}}\n')
        sys.stdout.flush()
        return
    if kind == "fault-escape":
        answer(request, timeline(date, "esc \x1b[2J\x1b[31mred\x1b]0;pwned\x07 \x9b6n end"))
        return
    if kind == "fault-many":
        # Written piece by piece: 100,000 entries as objects would pass the memory limit.
        sys.stdout.write('{"version":1,"id":%d,"result":{"kind":"timeline","timeline":{"entries":[' % request["id"])
        for index in range(100_000):
            sys.stdout.write(("," if index else "") + json.dumps(entry(int(date) + index, "e"), separators=(",", ":")))
        sys.stdout.write('],"policy":{"kind":"atEnd"}}}}\n')
        sys.stdout.flush()
        return
    if kind == "fault-nodes":
        spacers = ",".join(['{"kind":"spacer"}'] * 250_000)
        sys.stdout.write('{"version":1,"id":%d,"result":{"kind":"timeline","timeline":{"entries":[{"date":%d,"view":'
                         '{"kind":"stack","axis":"vertical","children":[%s]}}],"policy":{"kind":"atEnd"}}}}\n'
                         % (request["id"], int(date), spacers))
        sys.stdout.flush()
        return
    if kind == "fault-slow":
        time.sleep(2)
        answer(request, timeline(date, "good 2, slowly"))
        return
    if kind == "fault-tty":
        try:
            terminal = os.open("/dev/tty", os.O_RDWR)
        except OSError as error:
            answer(request, timeline(date, "no terminal: " + os.strerror(error.errno)))
            return
        # What a careless widget does with a terminal: clears it, leaves the alternate screen,
        # renames the window, prompts, and takes the foreground to read the user's keys.
        os.write(terminal, b"\x1b[2J\x1b[?1049l\x1b]2;pwned\x07Password: ")
        os.tcsetpgrp(terminal, os.getpgrp())
        while True:
            os.read(terminal, 1)
    if kind == "fault-orphans":
        # The marker (the crash marker's path, unique per run) names what it leaves behind.
        marker = CRASH_MARKER or "fault-orphans"
        sleeper = [sys.executable, "-c", "import time; time.sleep(300)", "fault-orphan", marker]
        if os.fork() == 0:
            os.setsid()
            os.execv(sys.executable, sleeper)
        if os.fork() == 0:
            if os.fork() == 0:
                os.execv(sys.executable, sleeper)
            os._exit(0)
        if os.fork() == 0:
            # Holds the extension's standard output, which then never ends by itself.
            os.execv(sys.executable, sleeper)
        answer(request, timeline(date, "orphans left"))
        return
    if kind == "fault-crashloop":
        if CRASH_MARKER is not None:
            open(CRASH_MARKER, "w").write("crashed\n")
        os._exit(70)
    answer(request, {"kind": "error", "message": "unknown widget " + kind})


def main():
    if CRASH_MARKER is not None and os.path.exists(CRASH_MARKER):
        sys.stderr.write("crashing at start\n")
        os._exit(70)
    for line in sys.stdin:
        request = json.loads(line)
        call = request["call"]
        if call["kind"] == "describe":
            answer(request, describe())
        elif call["kind"] in ("timeline", "snapshot"):
            context = call["context"]
            kind, date = context["widget"], context["date"]
            if not faulting(date):
                if call["kind"] == "timeline":
                    answer(request, timeline(date, "good 1"))
                else:
                    answer(request, {"kind": "entry", "entry": entry(date, "good 1")})
            else:
                fault(kind, request, date)
        else:
            answer(request, {"kind": "error", "message": call["kind"] + " is not offered"})


main()
