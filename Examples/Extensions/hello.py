#!/usr/bin/env python3
"""A homescreen widget extension in Python, standard library only.

It offers one widget, "hello": a greeting with a name you choose and the time. The home screen
runs this program and writes one JSON request per line to its standard input; it answers each
with one JSON line on its standard output (docs/extension-protocol.md).

Try it:  homescreen extension check Examples/Extensions/hello.py
Install: homescreen extension add Examples/Extensions/hello.py
"""
import json
import sys

FAMILIES = ["systemSmall", "systemMedium"]


def text(string, *attributes):
    run = {"kind": "verbatim", "text": string}
    if attributes:
        run["attributes"] = list(attributes)
    return {"kind": "text", "runs": [run]}


def view(name, date):
    """The widget: the greeting in bold, then the time of the entry (the host formats it)."""
    return {"kind": "stack", "axis": "vertical", "alignment": {"horizontal": "leading"}, "spacing": 1, "children": [
        text("Hello, %s!" % name, "bold"),
        {"kind": "text", "runs": [{"kind": "date", "date": date, "style": "time"}]},
    ]}


def entry(name, date):
    return {"date": date, "view": view(name, date)}


def name_in(context):
    value = context.get("configuration", {}).get("name", {}).get("value", "")
    return value or "world"


def answer(call):
    kind = call["kind"]
    if kind == "describe":
        return {"kind": "widgets", "widgets": [{
            "widget": "hello",
            "displayName": "Hello",
            "description": "A greeting and the time, from a Python script.",
            "families": FAMILIES,
            "parameters": [{"name": "name", "title": "Name", "default": {"kind": "string", "value": "world"},
                            "type": {"kind": "string"}}],
            "placeholders": {family: entry("…", 0) for family in FAMILIES},
        }]}
    if kind == "snapshot":
        context = call["context"]
        return {"kind": "entry", "entry": entry(name_in(context), int(context["date"]))}
    if kind == "timeline":
        # One entry a minute for five minutes, then ask again a minute after the last.
        context = call["context"]
        minute = int(context["date"]) // 60 * 60
        entries = [entry(name_in(context), minute + 60 * step) for step in range(5)]
        return {"kind": "timeline", "timeline": {"entries": entries, "policy": {"kind": "after", "date": minute + 300}}}
    return {"kind": "error", "message": "hello does not answer %s" % kind}


for line in sys.stdin:
    request = json.loads(line)
    try:
        result = answer(request["call"])
    except Exception as error:  # a bad request fails that request, not the program
        result = {"kind": "error", "message": str(error)}
    sys.stdout.write(json.dumps({"version": 1, "id": request["id"], "result": result}) + "\n")
    sys.stdout.flush()
