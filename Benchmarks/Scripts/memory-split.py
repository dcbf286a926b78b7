#!/usr/bin/env python3
"""What a running home screen's resident memory is made of (docs/performance.md, "Memory").

Reads /proc/PID/smaps for every mapping, splits the resident set into anonymous memory (the
heap, thread stacks, pages of the program's writable image it changed) and file-backed pages
(clean pages of the program file and the shared libraries, which the kernel may drop and read
again), and attributes the program file's resident pages to the code and data they hold: each
present page (the present bit of /proc/PID/pagemap, readable without privileges) is shared
among the symbols it overlaps (`nm -S` of the program; the release build is not
position-independent, so the addresses are the file's), and each symbol is given a component
by its name: a Swift symbol by its module, a C or C++ symbol by its library's naming.

Usage: memory-split.py PID            prints a table (kB) and, with --json, JSON
"""
import json
import os
import re
import subprocess
import sys
from bisect import bisect_right

PAGE = os.sysconf("SC_PAGE_SIZE")

OURS = {
    "Archive", "BundledWidgets", "CellGrid", "Containment", "HomeScreenCLI", "HomeScreenUI", "HostIO",
    "Plugins", "Terminal", "WidgetEngine", "WidgetNetwork", "WidgetUI", "homescreen", "AppIntents",
    "ActivityKit", "SwiftUI", "WidgetKit",
}
FOUNDATION = {
    "Foundation", "FoundationEssentials", "FoundationInternationalization", "_FoundationCollections",
    "_FoundationCShims", "FoundationNetworking", "_FoundationICU",
}


def component(name):
    match = re.match(r"^\$s(s|S)", name)
    if match:
        return "Swift standard library"
    match = re.match(r"^\$s(\d+)", name)
    if match:
        length = int(match.group(1))
        start = match.end()
        module = name[start:start + length]
        if module in OURS:
            return "homescreen's own code"
        if module in FOUNDATION:
            return "Foundation"
        if module in ("Dispatch", "Synchronization", "_Concurrency", "_StringProcessing", "RegexBuilder"):
            return "Swift standard library"
        return "Swift packages (TOMLKit, Logging, ArgumentParser, Collections, …)"
    if name.startswith(("swift_", "_swift", "$s", "symbolic", "associated", "_swiftEmpty", "__swift")):
        return "Swift runtime and metadata"
    if re.search(r"_7\d$", name) or "icu_7" in name or name.startswith(("icudt", "_ZN6icu")):
        return "ICU"
    if name.startswith(("CF", "_CF", "__CF", "kCF", "__kCF", "_kCF")):
        return "Foundation"
    if name.startswith(("dispatch_", "_dispatch", "_os_", "DISPATCH")):
        return "Swift standard library"
    return "C and C++ (ours, libc's static parts, libpng, libjpeg, …)"


def symbols(program):
    listing = subprocess.run(["nm", "-S", "--defined-only", program], capture_output=True, text=True, check=True).stdout
    table = []
    for line in listing.splitlines():
        parts = line.split()
        if len(parts) < 4:
            continue
        start, size = int(parts[0], 16), int(parts[1], 16)
        if size:
            table.append((start, start + size, component(parts[3])))
    table.sort()
    return table


def smaps(pid):
    maps, current = [], None
    for line in open(f"/proc/{pid}/smaps"):
        fields = line.split()
        if re.match(r"^[0-9a-f]+-[0-9a-f]+ ", line):
            low, high = (int(x, 16) for x in fields[0].split("-"))
            current = {"low": low, "high": high, "perms": fields[1], "path": fields[5] if len(fields) > 5 else ""}
            maps.append(current)
        elif current is not None and fields[0].endswith(":") and len(fields) >= 2 and fields[1].isdigit():
            current[fields[0][:-1]] = int(fields[1])
    return maps


def present_pages(pid, low, high):
    with open(f"/proc/{pid}/pagemap", "rb") as pagemap:
        pagemap.seek(low // PAGE * 8)
        data = pagemap.read((high - low) // PAGE * 8)
    for index in range(len(data) // 8):
        entry = int.from_bytes(data[index * 8:index * 8 + 8], "little")
        if entry >> 63 & 1:
            yield low + index * PAGE


def main():
    pid = int(sys.argv[1])
    program = os.path.realpath(f"/proc/{pid}/exe")
    maps = smaps(pid)
    table = symbols(program)
    starts = [start for start, _, _ in table]
    rss = sum(m.get("Rss", 0) for m in maps)
    anonymous = sum(m.get("Anonymous", 0) for m in maps)
    by_file = {}
    for m in maps:
        file_backed = m.get("Rss", 0) - m.get("Anonymous", 0)
        if file_backed:
            by_file[m["path"] or "(no file)"] = by_file.get(m["path"] or "(no file)", 0) + file_backed
    anonymous_kinds = {}
    for m in maps:
        if m.get("Anonymous", 0):
            kind = "the program's writable image (changed pages)" if m["path"] == program else (
                m["path"] if m["path"].startswith("[") else ("anonymous mappings (malloc arenas, thread stacks)"
                                                             if not m["path"] else "libraries' writable pages"))
            anonymous_kinds[kind] = anonymous_kinds.get(kind, 0) + m["Anonymous"]
    parts = {}
    for m in maps:
        if m["path"] != program:
            continue
        segment = "code and read-only data" if "x" in m["perms"] or "w" not in m["perms"] else "writable data"
        for page in present_pages(pid, m["low"], m["high"]):
            end = page + PAGE
            index = max(0, bisect_right(starts, page) - 1)
            covered = 0
            while index < len(table) and table[index][0] < end:
                start, stop, name = table[index]
                overlap = min(stop, end) - max(start, page)
                if overlap > 0:
                    parts[(segment, name)] = parts.get((segment, name), 0) + overlap
                    covered += overlap
                index += 1
            if covered < PAGE:
                key = (segment, "section data without a symbol (metadata, strings, relocations)")
                parts[key] = parts.get(key, 0) + PAGE - min(covered, PAGE)
    result = {
        "pid": pid, "program": program, "rss_kb": rss, "anonymous_kb": anonymous,
        "file_backed_kb": rss - anonymous,
        "anonymous_by_kind_kb": anonymous_kinds,
        "file_backed_by_file_kb": by_file,
        "program_pages_by_part_kb": {f"{segment}: {name}": round(size / 1024) for (segment, name), size in
                                     sorted(parts.items(), key=lambda item: -item[1])},
    }
    if "--json" in sys.argv:
        print(json.dumps(result, indent=1))
        return
    print(f"resident {rss} kB = anonymous {anonymous} kB + file-backed {rss - anonymous} kB")
    for kind, size in sorted(anonymous_kinds.items(), key=lambda item: -item[1]):
        print(f"  anonymous  {size:7d} kB  {kind}")
    for path, size in sorted(by_file.items(), key=lambda item: -item[1]):
        print(f"  file       {size:7d} kB  {path}")
    print(f"the program file's resident pages (shared among the symbols each page holds):")
    for name, size in result["program_pages_by_part_kb"].items():
        if size:
            print(f"  {size:7d} kB  {name}")


main()
