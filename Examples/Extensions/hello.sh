#!/bin/sh
# A homescreen widget extension in POSIX sh: no jq, no library. It reads one JSON request a
# line, pulls out the request's id and the call's kind with sed, and answers fixed JSON with
# printf (docs/extension-protocol.md). It offers one widget, "hello-sh": a greeting, the time and
# a Ping button; a press comes as a `performIntent` request, which stores the time of the ping.
#
# Try it:  homescreen extension check Examples/Extensions/hello.sh

pinged="${XDG_CACHE_HOME:-$HOME/.cache}/homescreen-hello-sh.pinged"

pings() { # "Pinged at TIME" once the button was pressed, else "Not pinged yet"
    if [ -s "$pinged" ]; then
        printf '{"kind": "text", "runs": [{"kind": "verbatim", "text": "Pinged at "}, {"kind": "date", "date": %s, "style": "time"}]}' "$(cat "$pinged")"
    else
        printf '{"kind": "text", "runs": [{"kind": "verbatim", "text": "Not pinged yet"}]}'
    fi
}

view() { # $1: the greeting, $2: the time shown (Unix seconds)
    printf '{"kind": "stack", "axis": "vertical", "alignment": {"horizontal": "leading"}, "children": [{"kind": "text", "runs": [{"kind": "verbatim", "text": "%s", "attributes": ["bold"]}]}, {"kind": "text", "runs": [{"kind": "date", "date": %s, "style": "time"}]}, %s, {"kind": "button", "intent": {"identifier": "ping"}, "children": [{"kind": "text", "runs": [{"kind": "verbatim", "text": "Ping"}]}]}]}' "$1" "$2" "$(pings)"
}

entry() { # $1: the date, $2: the greeting
    printf '{"date": %s, "view": %s}' "$1" "$(view "$2" "$1")"
}

while IFS= read -r line; do
    id=$(printf '%s\n' "$line" | sed -n 's/^{ *"version": *1, *"id": *\([0-9][0-9]*\).*/\1/p')
    kind=$(printf '%s\n' "$line" | sed -n 's/.*"call": *{ *"kind": *"\([A-Za-z]*\)".*/\1/p')
    now=$(date +%s)
    minute=$((now / 60 * 60))
    case $kind in
    describe)
        placeholder=$(entry 0 "Hello")
        result=$(printf '{"kind": "widgets", "widgets": [{"widget": "hello-sh", "displayName": "Hello from sh", "description": "A greeting and the time, from a shell script.", "families": ["systemSmall"], "placeholders": {"systemSmall": %s}}]}' "$placeholder")
        ;;
    snapshot)
        result=$(printf '{"kind": "entry", "entry": %s}' "$(entry "$now" "Hello, sh!")")
        ;;
    timeline)
        # Three entries a minute apart, then ask again a minute after the last.
        result=$(printf '{"kind": "timeline", "timeline": {"entries": [%s, %s, %s], "policy": {"kind": "after", "date": %s}}}' \
            "$(entry "$minute" "Hello, sh!")" "$(entry $((minute + 60)) "Hello, sh!")" \
            "$(entry $((minute + 120)) "Hello, sh!")" $((minute + 180)))
        ;;
    performIntent)
        # The press's date (the host's clock) when it says one, else now; written atomically.
        at=$(printf '%s\n' "$line" | sed -n 's/.*"date": *\([0-9][0-9]*\).*/\1/p')
        mkdir -p "$(dirname "$pinged")" && printf '%s\n' "${at:-$now}" >"$pinged.tmp" && mv "$pinged.tmp" "$pinged"
        result='{"kind": "performed"}'
        ;;
    *)
        result=$(printf '{"kind": "error", "message": "hello.sh does not answer %s"}' "$kind")
        ;;
    esac
    printf '{"version": 1, "id": %s, "result": %s}\n' "${id:-0}" "$result"
done
