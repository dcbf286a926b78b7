#!/usr/bin/env python3
"""Prints a layout (home.toml) of N small widgets, six to a page, for the scale benchmarks.

    Benchmarks/Scripts/scale-layout.py N [KIND ...] > home.toml

Without KIND the widgets cycle through six bundled kinds that read no machine data and tick no
faster than a minute (trophies, health, gamescore, notes, sunmoon, battery), so that each page
holds one of each; with KIND (e.g. clock) every widget is of the kinds given, in turn. Ids are
KIND-NUMBER, numbered from 1 in reading order; slots fill a page's 2 x 3 small-widget places
(columns 0 and 2, rows 0, 2 and 4 of the phone's 4 x 6 grid).
"""
import sys

DEFAULT_KINDS = ["trophies", "health", "gamescore", "notes", "sunmoon", "battery"]


def layout(count, kinds):
    lines = [f"# {count} small widgets, six to a page (Benchmarks/Scripts/scale-layout.py)"]
    for index in range(count):
        if index % 6 == 0:
            lines.append("\n[[page]]")
        slot = index % 6
        kind = kinds[index % len(kinds)]
        lines.append(
            f'\n[[page.widget]]\nid = "{kind}-{index + 1}"\nkind = "{kind}"\nfamily = "small"\n'
            f"column = {slot % 2 * 2}\nrow = {slot // 2 * 2}"
        )
    return "\n".join(lines) + "\n"


def main(argv):
    if len(argv) < 2 or not argv[1].isdigit() or int(argv[1]) < 1:
        sys.exit("usage: scale-layout.py N [KIND ...]   (N: how many widgets, at least 1)")
    sys.stdout.write(layout(int(argv[1]), argv[2:] or DEFAULT_KINDS))


if __name__ == "__main__":
    main(sys.argv)
