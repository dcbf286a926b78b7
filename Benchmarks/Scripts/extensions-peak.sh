#!/bin/sh
# Many extensions described together: N Python extensions (copies of Examples/Extensions/hello.py,
# one widget kind each) installed, then each program touched so that its stored description is
# stale; a start of the home screen describes them all again in the background. Prints the most
# extension processes alive at once and the most memory of everything below the home screen
# (children.py), the figure docs/performance.md gives for the extension-program limit.
#
#   Benchmarks/Scripts/extensions-peak.sh [N] [BINARY]
#
# N defaults to 50; BINARY to the release build in .build/release (another build's binary
# alternates with it). Needs /work/shared/tools/ptymeter.py (PTYMETER overrides).
set -eu
count=${1:-50}
repo=$(cd "$(dirname "$0")/../.." && pwd)
binary=$(realpath "${2:-$repo/.build/release/homescreen}")
ptymeter=${PTYMETER:-/work/shared/tools/ptymeter.py}
root=$(mktemp -d /tmp/hs-peak-XXXXXX)
trap 'rm -rf "$root"' EXIT
mkdir -p "$root/home" "$root/config/homescreen" "$root/data" "$root/state" "$root/cache" "$root/run" "$root/src"
chmod 700 "$root/run"
export_env="HOME=$root/home XDG_DATA_HOME=$root/data XDG_CONFIG_HOME=$root/config XDG_CACHE_HOME=$root/cache"
i=1
while [ "$i" -le "$count" ]; do
    sed "s/\"widget\": \"hello\"/\"widget\": \"hello$i\"/" "$repo/Examples/Extensions/hello.py" >"$root/src/hello$i.py"
    chmod +x "$root/src/hello$i.py"
    env -i PATH="$PATH" $export_env "$binary" extension add "$root/src/hello$i.py" --name "hello$i" >/dev/null
    i=$((i + 1))
done
# Stale: each program's modification time is no longer the one its description was made for.
sleep 1
find "$root/data/homescreen/extensions" -name '*.py' -exec touch {} +
touch "$root/src"/*.py
python3 "$repo/Benchmarks/Scripts/children.py" "$binary" "$root/home" >"$root/children.json" &
sampler=$!
python3 "$ptymeter" --clean-env --env "XDG_CONFIG_HOME=$root/config" --env "XDG_DATA_HOME=$root/data" \
    --env "XDG_STATE_HOME=$root/state" --env "XDG_CACHE_HOME=$root/cache" --env "XDG_RUNTIME_DIR=$root/run" \
    --env LANG=C.UTF-8 --env TZ=UTC --env "HOME=$root/home" --env PATH=/usr/bin:/bin --cols 120 --rows 40 \
    --duration 12 --warmup 2 -- "$binary" >"$root/ptymeter.json"
wait $sampler
python3 - "$root/children.json" "$root/state/homescreen/homescreen.log" <<'PY'
import json, sys
c = json.load(open(sys.argv[1]))
log = open(sys.argv[2], errors="replace").read()
described = log.count("described") + log.count("description")
print(json.dumps({"peak_alive": c.get("peak_alive"), "peak_descendants_rss_mb": round(c.get("peak_descendants_rss_kb", 0) / 1024, 1),
                  "children": len(c.get("children", [])), "host_vmhwm_mb": round(c.get("host_vmhwm_kb", 0) / 1024, 1),
                  "alive_after_s": c.get("alive_after_s")}))
PY
