#!/usr/bin/env python3
"""Writes a layout of N small widgets, six to a page, for measuring the home screen at scale.

    Benchmarks/Scripts/scale-layout.py 1000 > layout.toml
    Benchmarks/Scripts/scale-layout.py 1000 --kinds clock > clocks.toml
    homescreen --layout layout.toml

Each page holds six small widgets (2 x 2 slots each on the 4 x 6 page grid), in the order
of --kinds, round robin. The default kinds need no configuration and no files.
"""

import argparse
import sys

DEFAULT_KINDS = "trophies,health,gamescore,battery,system"
SLOTS = [(column, row) for row in (0, 2, 4) for column in (0, 2)]


def layout(count: int, kinds: list[str]) -> str:
    lines: list[str] = []
    for index in range(count):
        if index % len(SLOTS) == 0:
            if lines:
                lines.append("")
            lines.append("[[page]]")
        column, row = SLOTS[index % len(SLOTS)]
        kind = kinds[index % len(kinds)]
        lines += [
            "",
            "[[page.widget]]",
            f'id = "{kind}-{index + 1}"',
            f'kind = "{kind}"',
            'family = "small"',
            f"column = {column}",
            f"row = {row}",
        ]
    return "\n".join(lines) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("count", type=int, help="how many widget instances")
    parser.add_argument("--kinds", default=DEFAULT_KINDS, help=f"comma-separated kinds, used in turn (default {DEFAULT_KINDS})")
    arguments = parser.parse_args()
    kinds = [kind.strip() for kind in arguments.kinds.split(",") if kind.strip()]
    if arguments.count < 1 or not kinds:
        parser.error("give a count of at least 1 and at least one kind")
    sys.stdout.write(layout(arguments.count, kinds))
    return 0


if __name__ == "__main__":
    sys.exit(main())
