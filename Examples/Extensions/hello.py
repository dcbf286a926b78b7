#!/usr/bin/env python3
"""A homescreen widget extension in Python, standard library only.

It offers one widget, "hello": a greeting with a name you choose, the time, a Wave button that
counts the waves, and a Loud toggle that shouts the greeting. The home screen runs this program
and writes one JSON request per line to its standard input; it answers each with one JSON line
on its standard output (docs/extension-protocol.md). A press of the button or the toggle comes
as a `performIntent` request naming the intent ("wave", "loud"); the program does what it says
and answers `performed`, and the home screen asks for a new timeline.

Try it:  homescreen extension check Examples/Extensions/hello.py
Install: homescreen extension add Examples/Extensions/hello.py
"""
import json
import os
import sys

FAMILIES = ["systemSmall", "systemMedium"]


def text(string, *attributes):
    run = {"kind": "verbatim", "text": string}
    if attributes:
        run["attributes"] = list(attributes)
    return {"kind": "text", "runs": [run]}


STATE = os.path.join(os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "homescreen-hello.json")


def state():
    """The waves counted and whether the greeting is loud, kept between runs."""
    try:
        with open(STATE) as file:
            return json.load(file)
    except (OSError, ValueError):
        return {"waves": 0, "loud": False}


def save(values):
    """Written atomically: to a temporary file, then renamed over the old one."""
    os.makedirs(os.path.dirname(STATE), exist_ok=True)
    with open(STATE + ".tmp", "w") as file:
        json.dump(values, file)
    os.replace(STATE + ".tmp", STATE)


def view(name, date, values):
    """The widget: the greeting in bold, the time of the entry (the host formats it), the
    waves so far, and the controls: a button and a toggle, each with the intent it runs."""
    greeting = "Hello, %s!" % name
    return {"kind": "stack", "axis": "vertical", "alignment": {"horizontal": "leading"}, "children": [
        text(greeting.upper() if values["loud"] else greeting, "bold"),
        {"kind": "text", "runs": [{"kind": "date", "date": date, "style": "time"}]},
        text("Waved %d times" % values["waves"]),
        {"kind": "button", "intent": {"identifier": "wave"}, "children": [text("Wave")]},
        {"kind": "toggle", "intent": {"identifier": "loud"}, "isOn": values["loud"], "children": [text("Loud")]},
    ]}


def entry(name, date, values=None):
    return {"date": date, "view": view(name, date, values or {"waves": 0, "loud": False})}


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
        return {"kind": "entry", "entry": entry(name_in(context), int(context["date"]), state())}
    if kind == "timeline":
        # One entry a minute for five minutes, then ask again a minute after the last.
        context = call["context"]
        minute = int(context["date"]) // 60 * 60
        values = state()
        entries = [entry(name_in(context), minute + 60 * step, values) for step in range(5)]
        return {"kind": "timeline", "timeline": {"entries": entries, "policy": {"kind": "after", "date": minute + 300}}}
    if kind == "performIntent":
        # A press: "wave" counts one more wave; "loud" is the toggle, "value" its new state.
        values = state()
        if call["intent"] == "wave":
            values["waves"] += 1
        elif call["intent"] == "loud":
            values["loud"] = bool(call.get("value", not values["loud"]))
        else:
            return {"kind": "error", "message": "hello has no intent %s" % call["intent"]}
        save(values)
        return {"kind": "performed"}
    return {"kind": "error", "message": "hello does not answer %s" % kind}


for line in sys.stdin:
    request = json.loads(line)
    try:
        result = answer(request["call"])
    except Exception as error:  # a bad request fails that request, not the program
        result = {"kind": "error", "message": str(error)}
    sys.stdout.write(json.dumps({"version": 1, "id": request["id"], "result": result}) + "\n")
    sys.stdout.flush()
