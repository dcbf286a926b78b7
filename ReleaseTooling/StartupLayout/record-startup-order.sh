#!/usr/bin/env bash
# Records startup-order.txt (beside this script): the functions a start of the home screen runs, in the order
# they first run, for lld's --symbol-ordering-file (see homescreen.ld and Package.swift).
#
# Runs a release build of the homescreen program three times under callgrind (valgrind) in a
# 120x40 tmux window with a fresh configuration, waits for the home screen, quits, and reads
# which functions of the program ran in each slice of each run (callgrind dumps every N basic
# blocks); the list is their union, each function at its earliest slice. Needs valgrind and tmux. Rerun it after changes to start-up code; a function it no
# longer lists is laid out among the rest, which costs a cold start time, not correctness.
#
#   ReleaseTooling/StartupLayout/record-startup-order.sh [seconds under callgrind per run, default 40; about 2.5 min]
set -euo pipefail
cd "$(dirname "$0")/../.."
export HOMESCREEN_STARTUP_LAYOUT=1
seconds=${1:-40}
work=$(mktemp -d)
trap 'tmux -L startup-order kill-server 2>/dev/null || true; rm -rf "$work"' EXIT

swift build -c release --static-swift-stdlib -Xlinker -no-pie -Xlinker --no-export-dynamic --product homescreen
# valgrind cannot read this toolchain's DWARF; the symbol table is enough.
objcopy --strip-debug .build/release/homescreen "$work/homescreen"
mkdir -p "$work/config" "$work/state" "$work/cache" "$work/run"
chmod 700 "$work/run"
environment="LANG=C.UTF-8 TERM=xterm-256color XDG_CONFIG_HOME=$work/config XDG_STATE_HOME=$work/state XDG_CACHE_HOME=$work/cache XDG_RUNTIME_DIR=$work/run"

run() { # command, seconds to wait before quitting
    tmux -L startup-order new-session -d -x 120 -y 40 "env $environment $1"
    sleep "$2"
    tmux -L startup-order send-keys q
    for _ in $(seq 1 60); do tmux -L startup-order has-session 2>/dev/null || return 0; sleep 1; done
    echo "record-startup-order: the home screen did not quit" >&2
    exit 1
}

# A first start writes the default layout and the timeline caches; the traced starts are the
# usual one, that finds them. Which functions a start runs depends on timing (which thread
# gets there first, when a cache is adopted), so the list is the union of three traced starts.
run "$work/homescreen" 3
for trace in 1 2 3; do
    mkdir "$work/trace$trace"
    run "valgrind --tool=callgrind --demangle=no --dump-every-bb=100000 --callgrind-out-file=$work/trace$trace/cg.out $work/homescreen" "$seconds"
done

python3 - "$work" ReleaseTooling/StartupLayout/startup-order.txt <<'PY'
import glob, os, re, sys
work, out = sys.argv[1], sys.argv[2]
def dump_number(path):
    m = re.search(r"\.(\d+)(?:-\d+)?$", path)
    return int(m.group(1)) if m else 1 << 30
first = {}  # function: the earliest slice of any trace in which it ran
for path, rank in [(path, rank) for trace in sorted(glob.glob(os.path.join(work, "trace*")))
                   for rank, path in enumerate(sorted(glob.glob(os.path.join(trace, "cg.out*")), key=dump_number))]:
    objects, names, current = {}, {}, None
    for line in open(path, errors="replace"):
        m = re.match(r"^(c?ob)=\((\d+)\)(?: (.*))?$", line.rstrip("\n"))
        if m:
            if m.group(3): objects[m.group(2)] = m.group(3)
            if m.group(1) == "ob": current = objects.get(m.group(2), "")
            continue
        m = re.match(r"^(c?fn)=\((\d+)\)(?: (.*))?$", line.rstrip("\n"))
        if m:
            if m.group(3): names[m.group(2)] = m.group(3)
            if m.group(1) == "fn" and current and current.endswith("/homescreen"):
                name = re.sub(r"'\d+$", "", names[m.group(2)])
                if not name.startswith(("0x", "(")) and " " not in name: first[name] = min(first.get(name, rank), rank)
# valgrind calls the program's entry and the C runtime's start-up "(below main)": name them
# first, so that the entry point sits beside the headers and executing it reads no window.
entry = ["_start", "frame_dummy", "register_tm_clones"]
ordered = entry + [n for n in sorted(first, key=lambda n: (first[n], n)) if n not in entry]
# The Swift runtime's metadata cache waits on a queue only when two threads instantiate the
# same metadata at once: callgrind runs one thread at a time and rarely sees it, but a start
# does (a provider and a placeholder), and then a cold page cost an 8 MB window. Name them.
runtime_waits = [line.split()[-1] for line in os.popen(f"nm {work}/homescreen")
                 if re.search(r"AtomicWaitQueue|MetadataWaitQueue", line) and line.split()[-2] in "tTwW"]
ordered += [n for n in runtime_waits if n not in first]
ordered = [n for n in ordered if n != "startup_hot_text_end"]
if len(ordered) < 1000:
    sys.exit(f"record-startup-order: only {len(ordered)} functions ran: did the home screen start?")
with open(out + ".tmp", "w") as f:
    f.write("# Functions a start of the home screen runs, in the order they first run, for lld's\n"
            "# --symbol-ordering-file (Package.swift): they are laid out first in the code segment.\n"
            "# Generated by record-startup-order.sh; startup_hot_text_end must stay last\n"
            "# (it marks where they end).\n")
    f.write("\n".join(ordered) + "\nstartup_hot_text_end\n")
os.replace(out + ".tmp", out)
slices = sorted(set(first.values()))
print(f"record-startup-order: {len(ordered)} functions in {out}, first run in {len(slices)} slices of the trace")
PY
# SwiftPM does not know the linker reads the list: remove the binary so that the next build
# links it again.
rm -f .build/release/homescreen
echo "record-startup-order: build again (README) to link with the new list"
