#!/usr/bin/env python3
"""The least bytes a full theme switch could cost, computed from the frame itself.

Runs a program once in a pty (bench/pty_bench.run_program with capture=True), replays its output
through a terminal emulator (pyte) to get the screen after the last switch, and prices a repaint
of that screen by this rule:
  - the frame's most common blank background is painted first with one clear (ESC [ 2 J plus
    one colour change): xterm-256color has back-colour erase, so blanks in it then cost nothing;
  - per row, each run of cells that is not such a blank costs a cursor move (ESC [ r ; c H, as
    wide as r and c are), one colour change per change of style inside the run
    (ESC [ 38;5;N m ESC [ 48;5;N m with three-digit N, i.e. 22 bytes; the terminal keeps its
    colours across cursor moves), and its characters in UTF-8;
  - a run of such blanks shorter than the cursor move it would save is written as spaces.
Compare: bytes per switch / lower bound (the target is within 1.5x).

Usage: lower_bound.py --size 200x50 --key down,up "COMMAND"
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pty_bench  # noqa: E402

STYLE_CHANGE = len("\x1b[38;5;123m\x1b[48;5;123m")


def screen_after(stream: bytes, cols: int, rows: int):
    import re
    import pyte
    # pyte does not know private status reports (CSI ? 996 n) or OSC queries: drop the start-up
    # queries, which draw nothing.
    stream = re.sub(rb"\x1b\[\?\d+n|\x1b\]11;\?(\x1b\\\\|\x07)|\x1b\[c", b"", stream)
    screen = pyte.Screen(cols, rows)
    pyte.ByteStream(screen).feed(stream)
    return screen


def price(screen, cols: int, rows: int) -> int:
    counts = {}
    for y in range(rows):
        for x in range(cols):
            cell = screen.buffer[y][x]
            if cell.data == " ":
                counts[cell.bg] = counts.get(cell.bg, 0) + 1
    common = max(counts, key=counts.get) if counts else None
    total = len("\x1b[2J") + STYLE_CHANGE

    def cleared(cell):
        return cell.data == " " and cell.bg == common and not cell.reverse

    style = None  # the terminal keeps its SGR state across cursor moves
    for y in range(rows):
        cells = [screen.buffer[y][x] for x in range(cols)]
        x = 0
        while x < cols:
            if cleared(cells[x]):
                x += 1
                continue
            move = len(f"\x1b[{y + 1};{x + 1}H")
            total += move
            while x < cols:
                if cleared(cells[x]):
                    gap = x
                    while gap < cols and cleared(cells[gap]):
                        gap += 1
                    if gap == cols or gap - x > move:
                        break
                    total += gap - x  # a short gap is cheaper written than jumped
                    x = gap
                    continue
                cell = cells[x]
                key = (cell.fg, cell.bg, cell.bold, cell.reverse, cell.underscore)
                if key != style:
                    total += STYLE_CHANGE
                    style = key
                total += len(cell.data.encode())
                x += 1
    return total


def lower_bound(cmd, cols, rows, key="down,up", env=None) -> tuple[int, float]:
    result = pty_bench.run_program(cmd, cols, rows, 4, env, key=key, capture=True)
    stream = result["output"]
    screen = screen_after(stream, cols, rows)
    bytes_per_key = sorted(result["bytes"])[len(result["bytes"]) // 2]
    return price(screen, cols, rows), bytes_per_key


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--size", default="200x50")
    ap.add_argument("--key", default="down,up")
    ap.add_argument("--env", action="append", default=[], metavar="KEY=VAL")
    ap.add_argument("command")
    args = ap.parse_args()
    cols, rows = map(int, args.size.split("x"))
    env = dict(e.split("=", 1) for e in args.env)
    bound, actual = lower_bound(args.command, cols, rows, args.key, env)
    print(f"{args.size}: lower bound {bound} bytes; measured {actual} bytes per switch ({actual / bound:.2f}x the bound)")


if __name__ == "__main__":
    main()
