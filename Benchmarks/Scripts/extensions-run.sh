#!/bin/sh
# One ptymeter run of the release home screen in a fresh HOME with the caches of a run before
# it, and the children it had (children.py): the figures of docs/performance.md, "Extensions".
#
#   Benchmarks/Scripts/extensions-run.sh LAYOUT MODE OUT
#
#   LAYOUT  extensions: 20 small widgets across 3 extensions (8 bundled ones through
#           homescreen-widgets, 6 hello.py, 6 hello.sh), on 4 pages
#           default: the default layout
#   MODE    out (the default: widgets in homescreen-widgets) or in (--in-process, which only
#           builds before issue 33 have: the home screen no longer runs widgets in process)
#   OUT     a folder for ptymeter.json and children.json
#
# Needs the release build beside each other, from the repository's root:
#   swift build -c release --static-swift-stdlib -Xlinker -no-pie -Xlinker --no-export-dynamic --product homescreen
#   swift build -c release --static-swift-stdlib -Xlinker -no-pie -Xlinker --no-export-dynamic --product homescreen-widgets
# and /work/shared/tools/ptymeter.py (PTYMETER overrides). DURATION and WARMUP (s) default to
# 40 and 10: the 30 s after the start's reloads and their programs' 5 s idle stop.
# KEEP=1 keeps the temporary HOME (its path is printed) for a look at the log and caches.
set -eu
layout=$1 mode=$2 out=$3
repo=$(cd "$(dirname "$0")/../.." && pwd)
binary=$repo/.build/release/homescreen
ptymeter=${PTYMETER:-/work/shared/tools/ptymeter.py}
duration=${DURATION:-40} warmup=${WARMUP:-10}
mkdir -p "$out"
root=$(mktemp -d /tmp/hs-ext-XXXXXX)
[ -n "${KEEP:-}" ] && echo "root: $root" >&2 || trap 'rm -rf "$root"' EXIT
mkdir -p "$root/home" "$root/config/homescreen" "$root/data" "$root/state" "$root/cache" "$root/run"
chmod 700 "$root/run"
set -- --clean-env --env "XDG_CONFIG_HOME=$root/config" --env "XDG_DATA_HOME=$root/data" \
    --env "XDG_STATE_HOME=$root/state" --env "XDG_CACHE_HOME=$root/cache" --env "XDG_RUNTIME_DIR=$root/run" \
    --env LANG=C.UTF-8 --env TZ=UTC --env "HOME=$root/home" --cols 120 --rows 40
flag=
[ "$mode" = in ] && flag=--in-process

if [ "$layout" = extensions ]; then
    env -i PATH="$PATH" HOME="$root/home" XDG_DATA_HOME="$root/data" XDG_CONFIG_HOME="$root/config" \
        "$binary" extension add "$repo/Examples/Extensions/hello.py" >/dev/null
    env -i PATH="$PATH" HOME="$root/home" XDG_DATA_HOME="$root/data" XDG_CONFIG_HOME="$root/config" \
        "$binary" extension add "$repo/Examples/Extensions/hello.sh" --name hello-sh >/dev/null
    # Slots: a small widget is 2 x 2 of the 4 x 6 page, so 6 a page.
    python3 - "$root/config/homescreen/home.toml" <<'EOF'
import sys
kinds = ["clock", "calendar", "trophies", "notes", "reminders", "health", "sunmoon", "battery"] \
    + ["hello"] * 6 + ["hello-sh"] * 6
lines = []
for index, kind in enumerate(kinds):
    if index % 6 == 0:
        lines.append("[[page]]\n")
    slot = index % 6
    lines.append(f'[[page.widget]]\nid = "{kind}-{index}"\nkind = "{kind}"\nfamily = "small"\n'
                 f'column = {slot % 2 * 2}\nrow = {slot // 2 * 2}\n')
open(sys.argv[1], "w").write("\n".join(lines))
EOF
fi

# The run that leaves the caches (and the extensions' stored descriptions).
python3 "$ptymeter" "$@" --duration 12 --warmup 2 -- "$binary" $flag >/dev/null
# The measured run, and its children.
python3 "$repo/Benchmarks/Scripts/children.py" "$binary" "$root/home" >"$out/children.json" &
sampler=$!
python3 "$ptymeter" "$@" --duration "$duration" --warmup "$warmup" --label "$layout $mode" -- "$binary" $flag >"$out/ptymeter.json"
wait $sampler
