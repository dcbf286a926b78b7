#!/usr/bin/env python3
"""Checks that a release build of the homescreen program has the start-up layout of
homescreen.ld and startup-order.txt beside this script (build.sh runs it after its build).

    python3 ReleaseTooling/StartupLayout/check-layout.py .build/release/homescreen

Prints each problem and exits 1 when there is one. Besides the layout itself, it counts the
functions startup-order.txt lists that the binary no longer has (a rename, a function inlined
away): lld skips them silently, so past MISSING_LIMIT of the list the order is stale and the
check fails; re-record it with record-startup-order.sh.
"""
import os
import re
import subprocess
import sys

PAGE = 4096
# The share of the order file's functions that may be missing from the binary before the check
# fails. A fresh recording misses none; edits to start-up code remove a few at a time.
MISSING_LIMIT = 0.03
ORDER_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "startup-order.txt")


def missing_ordered_symbols(symbols):
    """The functions of the order file that the binary does not define, and how many it lists."""
    with open(ORDER_FILE) as order:
        listed = [line.strip() for line in order if line.strip() and not line.startswith("#")]
    return [name for name in listed if name not in symbols], len(listed)


def run(*command):
    return subprocess.run(command, check=True, capture_output=True, text=True).stdout


def main(binary):
    problems = []
    loads = []  # (offset, vaddr, filesz, memsz, flags)
    for line in run("readelf", "-lW", binary).splitlines():
        fields = line.split()
        if fields and fields[0] == "LOAD":
            offset, vaddr, _, filesz, memsz = (int(f, 16) for f in fields[1:6])
            loads.append((offset, vaddr, filesz, memsz, "".join(fields[6:-1])))
    sections = {}  # name: (address, size, file offset)
    for line in run("readelf", "-SW", binary).splitlines():
        m = re.match(r"\s*\[\s*\d+\]\s+(\S+)\s+\S+\s+([0-9a-f]+)\s+([0-9a-f]+)\s+([0-9a-f]+)", line)
        if m:
            sections[m.group(1)] = (int(m.group(2), 16), int(m.group(4), 16), int(m.group(3), 16))
    symbols = {}
    for line in run("nm", "--defined-only", binary).splitlines():
        fields = line.split()
        if len(fields) == 3:
            symbols[fields[2]] = int(fields[0], 16)

    if "homescreen_startup_layout" not in symbols:
        problems.append("homescreen_startup_layout is not defined: not linked with homescreen.ld")
    missing, listed = missing_ordered_symbols(symbols)
    if len(missing) > listed * MISSING_LIMIT:
        problems.append(f"{len(missing):,} of the {listed:,} functions in startup-order.txt are not in the "
                        f"binary (more than {MISSING_LIMIT:.0%}): the order is stale, re-record it with "
                        f"record-startup-order.sh; the first missing: {', '.join(missing[:5])}")
    code = [load for load in loads if "E" in load[4]]
    if len(code) != 1:
        problems.append(f"expected one code segment, found {len(code)}")
    else:
        _, start, size, _, _ = code[0]
        end = symbols.get("startup_hot_text_end")
        if end is None or not start <= end < start + size:
            problems.append("startup_hot_text_end is not in the code segment")
        else:
            # The start-up functions come first: the marker is well before the end, and the
            # functions a start runs first are before it.
            if end - start > size * 0.75:
                problems.append(f"start-up code runs {end - start} of {size} bytes: the order file did not apply")
            for name in ("startup_prefetch", "main", "swift_getGenericMetadata"):
                if name not in symbols or not start <= symbols[name] < end:
                    problems.append(f"{name} is not among the start-up functions")
            # The entry point runs before the constructor that reads ahead: it must sit in
            # the window the dynamic linker's first fault reads, the front of the code.
            entry = symbols.get("_start")
            if entry is None or not start <= entry < start + PAGE * 16:
                problems.append("_start (the entry point) is not at the front of the code")
        for name in (".init", ".plt"):
            if name in sections and sections[name][0] > sections[".text"][0]:
                problems.append(f"{name} comes after .text")
        if ".eh_frame" in sections and sections[".eh_frame"][0] < sections[".text"][0]:
            problems.append(".eh_frame comes before .text")
        # What the dynamic linker touches comes before the code, in the window its first
        # fault reads: 8 MB around .dynamic, which starts at the file's start (the headers,
        # read next) when .dynamic is in the first 4 MB.
        window = 8 * 1024 * 1024
        for name, limit in ((".dynamic", window // 2), (".got", window), (".got.plt", window)):
            if name in sections and (sections[name][0] > sections[".text"][0] or sections[name][2] >= limit):
                problems.append(f"{name} is not before .text in the file's first {limit // (1024 * 1024)} MB")
    if not loads or "W" in loads[-1][4] or "E" in loads[-1][4]:
        problems.append("the last segment is not read-only data")
    else:
        _, vaddr, filesz, _, _ = loads[-1]
        icu = [a for name, a in symbols.items() if re.fullmatch(r"icudt\d+_dat", name)]
        if len(icu) != 1 or icu[0] != vaddr:
            problems.append("ICU's data table does not start the last segment")
    # The second page of the file holds nothing: exec's read of the headers marks it for
    # read-ahead, and the dynamic linker's first touch of it read the next 8 MB of code.
    pad = sections.get(".headers.pagepad")
    if pad is None or not (pad[2] <= PAGE and pad[2] + pad[1] >= 2 * PAGE):
        problems.append("the file's second page is not padding (.headers.pagepad)")
    for offset, vaddr, filesz, memsz, flags in loads:
        if memsz > filesz and (vaddr + filesz) % PAGE != 0:
            problems.append(f"the {flags} segment at {vaddr:#x} ends its file part inside a page (exec zeroes the rest)")

    for problem in problems:
        print(f"{binary}: {problem}")
    if not problems:
        print(f"{binary}: start-up layout as homescreen.ld lays it out "
              f"(start-up code {end - start:,} of {size:,} bytes of code; "
              f"{len(missing):,} of {listed:,} ordered functions missing)")
    return 1 if problems else 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1]))
