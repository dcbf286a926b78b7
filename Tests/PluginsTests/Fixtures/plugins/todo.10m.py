#!/usr/bin/env python3
# <xbar.title>To do</xbar.title>
# <xbar.desc>Open items of a todo.txt file.</xbar.desc>
# <xbar.var>string(VAR_FILE="~/todo.txt"): The todo.txt file.</xbar.var>
import os
path = os.path.expanduser(os.environ.get("VAR_FILE", "~/todo.txt"))
lines = [line.rstrip("\n") for line in open(path, encoding="utf-8") if line.strip()]
open_items = [line for line in lines if not line.startswith("x ")]
done = [line for line in lines if line.startswith("x ")]
print(f"☑ {len(open_items)} | color={'red' if any(l.startswith('(A)') for l in open_items) else 'blue'}")
print("---")
for number, line in enumerate(lines, start=1):
    if line.startswith("x "):
        continue
    color = " color=red" if line.startswith("(A)") else ""
    print(f"{line} | bash=/usr/bin/sed param1=-i param2={number}s/^/x\\ / param3={path} terminal=false refresh=true{color}")
print("---")
for line in done:
    print(f"{line[2:]} | checked=true color=gray")
