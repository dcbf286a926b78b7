#!/usr/bin/env python3
"""What each frame of a ptymeter run costs, as written and as an encoder of our own could write it
(docs/performance.md, "Bytes per key, and what ncurses writes").

Replays the bytes a program wrote (ptymeter's --dump and --timeline) into a small screen model
(cursor moves, EL/ECH/ED, 256-color SGR, UTF-8 text; enough for ncurses' output to
xterm-256color), groups them into frames (a gap of 30 ms ends one), and encodes the cells each
frame changed again the cheapest way: the shortest of an absolute move and relative ones (CUF,
CUB or BS, HPA, LF), one SGR naming only what changed, and ECMA-48 REP (`CSI n b`) for a
repeated character where it is shorter, which ncurses never sends in a UTF-8 locale. An
estimate for deciding, not an encoder: the terminal's pending wrap and wide characters' second
cells are not modelled.

Usage: key-bytes.py DUMP TIMELINE [FROM_S TO_S]   frames starting in [FROM_S, TO_S] (default all)
"""
import re
import sys

WIDTH, HEIGHT = 120, 40
PLAIN = (None, None, ())
BLANK = (" ", PLAIN)
SEQUENCE = re.compile(rb"\x1b(\[[?>]?[0-9;]*[A-Za-z@]|\][^\x07\x1b]*(\x07|\x1b\\)|\([0B]|[=>78M])")


class Screen:
    """The cells (character, (foreground, background, attributes)) and the cursor."""

    def __init__(self):
        self.cells = [[BLANK] * WIDTH for _ in range(HEIGHT)]
        self.row = self.column = 0
        self.style = PLAIN

    def copy(self):
        return [row[:] for row in self.cells]

    def set_style(self, parameters):
        foreground, background, attributes = self.style
        codes = parameters.split(";") if parameters else ["0"]
        index = 0
        while index < len(codes):
            code = codes[index] or "0"
            if code == "0":
                foreground, background, attributes = PLAIN
            elif code == "39":
                foreground = None
            elif code == "49":
                background = None
            elif code in ("38", "48") and codes[index + 1] == "5":
                if code == "38":
                    foreground = int(codes[index + 2])
                else:
                    background = int(codes[index + 2])
                index += 2
            elif code in ("1", "2", "3", "4", "7", "9"):
                attributes = tuple(sorted(set(attributes) | {code}))
            index += 1
        self.style = (foreground, background, attributes)

    def erase(self, columns):
        for x in columns:
            self.cells[self.row][x] = (" ", (None, self.style[1], ()))

    def control(self, final, parameters):
        numbers = [int(n) if n else 0 for n in parameters.split(";")] if parameters else []
        first = numbers[0] if numbers else 0
        if final == "H":
            self.row = (first or 1) - 1
            self.column = (numbers[1] if len(numbers) > 1 else 1) - 1
        elif final == "G":
            self.column = (first or 1) - 1
        elif final == "d":
            self.row = (first or 1) - 1
        elif final in "CDBA":
            step = first or 1
            if final == "C":
                self.column += step
            elif final == "D":
                self.column -= step
            elif final == "B":
                self.row += step
            else:
                self.row -= step
        elif final == "m":
            self.set_style(parameters)
        elif final == "K":
            self.erase(range(self.column, WIDTH) if first == 0 else range(self.column + 1) if first == 1 else range(WIDTH))
        elif final == "X":
            self.erase(range(self.column, min(WIDTH, self.column + (first or 1))))
        elif final == "J":
            saved = self.row
            for self.row in range(HEIGHT):
                self.erase(range(WIDTH))
            self.row = saved

    def feed(self, data):
        index = 0
        while index < len(data):
            match = SEQUENCE.match(data, index)
            if match:
                index = match.end()
                sequence = match.group(1).decode()
                if sequence[0] == "[" and sequence[1:2] not in ("?", ">"):
                    self.control(sequence[-1], sequence[1:-1])
                continue
            byte = data[index]
            if byte in (8, 10, 13):
                self.column, self.row = (self.column - 1, self.row) if byte == 8 else (self.column, self.row + 1) if byte == 10 else (0, self.row)
                index += 1
                continue
            length = 1 if byte < 0x80 else 2 if byte < 0xE0 else 3 if byte < 0xF0 else 4
            character = data[index:index + length].decode("utf-8", "replace")
            index += length
            if 0 <= self.row < HEIGHT and 0 <= self.column < WIDTH:
                self.cells[self.row][self.column] = (character, self.style)
            self.column = min(self.column + 1, WIDTH - 1)


def sgr_length(old, new):
    """The shortest SGR from `old` (None: unknown) to `new`."""
    if old == new:
        return 0
    foreground, background, attributes = new
    if old is None or set(old[2]) - set(attributes):
        codes = ["0", *attributes]
        codes += [f"38;5;{foreground}"] if foreground is not None else []
        codes += [f"48;5;{background}"] if background is not None else []
    else:
        codes = [a for a in attributes if a not in old[2]]
        if foreground != old[0]:
            codes.append(f"38;5;{foreground}" if foreground is not None else "39")
        if background != old[1]:
            codes.append(f"48;5;{background}" if background is not None else "49")
    return len("\x1b[" + ";".join(codes) + "m")


def horizontal_length(start, end):
    if end == start:
        return 0
    if end > start:
        return len(f"\x1b[{end - start}C") if end - start > 1 else 3
    return 1 if start - end == 1 else len(f"\x1b[{start - end}D")


def move_length(start, end):
    """The shortest move from `start` to `end` (row, column)."""
    (row, column), (to_row, to_column) = start, end
    best = len(f"\x1b[{to_row + 1};{to_column + 1}H")
    if to_row == row:
        best = min(best, horizontal_length(column, to_column), len(f"\x1b[{to_column + 1}G"))
    elif to_row > row:
        down = to_row - row if to_row - row <= 2 else len(f"\x1b[{to_row - row}B")
        best = min(best, down + horizontal_length(column, to_column), down + 1 + horizontal_length(0, to_column))
    return best


def encode_length(old, new):
    """Bytes to turn `old` into `new`: changed runs (gaps under 4 unchanged cells rewritten)."""
    total, position, style = 0, None, None
    for y in range(HEIGHT):
        x = 0
        while x < WIDTH:
            if old[y][x] == new[y][x]:
                x += 1
                continue
            total += move_length(position, (y, x)) if position else len(f"\x1b[{y + 1};{x + 1}H")
            end = x
            while end < WIDTH:
                if old[y][end] != new[y][end]:
                    end += 1
                    continue
                gap = end
                while gap < WIDTH and old[y][gap] == new[y][gap] and gap - end < 4:
                    gap += 1
                if gap < WIDTH and gap - end < 4 and old[y][gap] != new[y][gap]:
                    end = gap
                    continue
                break
            index = x
            while index < end:
                character, cell_style = new[y][index]
                total += sgr_length(style, cell_style)
                style = cell_style
                repeat = 1
                while index + repeat < end and new[y][index + repeat] == new[y][index]:
                    repeat += 1
                size = len(character.encode())
                rep = len(f"\x1b[{repeat - 1}b")
                total += size + rep if repeat > 2 and rep < (repeat - 1) * size else repeat * size
                index += repeat
            position, x = (y, min(end, WIDTH - 1)), end
    return total


def main():
    dump, timeline = sys.argv[1], sys.argv[2]
    start, stop = (float(sys.argv[3]), float(sys.argv[4])) if len(sys.argv) > 4 else (0.0, float("inf"))
    data = open(dump, "rb").read()
    frames, offset = [], 0
    for line in open(timeline):
        time, count = line.split()
        chunk = data[offset:offset + int(count)]
        offset += int(count)
        if frames and float(time) - frames[-1][0] < 0.03:
            frames[-1] = (float(time), frames[-1][1] + chunk, frames[-1][2])
        else:
            frames.append((float(time), chunk, float(time)))
    screen = Screen()
    written = estimated = counted = 0
    for _, chunk, began in frames:
        before = screen.copy()
        screen.feed(chunk)
        if start <= began <= stop:
            written += len(chunk)
            estimated += encode_length(before, screen.cells)
            counted += 1
    if counted:
        print(f"{counted} frames: written {written / counted:.0f} B a frame, re-encoded {estimated / counted:.0f} B")


if __name__ == "__main__":
    main()
