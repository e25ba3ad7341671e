"""What scripts/startup-symbols.sh and scripts/startup-native.py share: naming the code that ran,
and telling which functions lld can order and which llvm-bolt must move.

The release binary is lld's output with the functions of scripts/startup-split.txt moved by llvm-bolt
(scripts/link-release.sh) into a new .text; everything else, the old copies of the moved functions
too, stays where lld put it, named by lld's own output (DARKSCREEN_KEEP_LINKED=1 keeps it).
"""
import bisect
import collections
import json
import os
import re
import subprocess

MAP_LINE = re.compile(r"^\s*([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)\s+\d+ (\s*)(\S.*)$")
WINDOW = 65536  # the kernel's fault-around: what one touch of a file page maps in


def symbol_table(binary):
    """(functions, starts, text, sized): functions (address, size, name) sorted by address; a symbol
    without a size (the metadata accessors of concrete generic types have none) extends to the next
    one, and its entry in `sized` is False."""
    text = subprocess.run(["nm", "-S", "--defined-only", binary], capture_output=True, text=True).stdout
    # (llvm-bolt names some constants by their text, newlines and all: only lines that start with an address)
    text = "\n".join(line for line in text.splitlines() if re.match(r"^[0-9a-f]{16} ", line))
    rows = sorted([(int(p[0], 16), int(p[1], 16) if len(p) == 4 else None, p[-1]) for p in (line.split() for line in text.splitlines())
                   if len(p) in (3, 4) and p[-2] in "tTwWi"], key=lambda row: row[0])
    following = [a for a, _, _ in rows[1:]] + [rows[-1][0] + 1]
    functions = [(a, s if s is not None else max(b - a, 1), n) for (a, s, n), b in zip(rows, following)]
    return functions, [f[0] for f in functions], text, [s is not None for _, s, _ in rows]


def names_at(table, address):
    """The symbols (aliases too) whose extent holds `address`, among those starting up to 4 KiB before."""
    functions, starts = table[0], table[1]
    found = set()
    i = bisect.bisect_right(starts, address) - 1
    first = i
    while i >= 0 and (i == first or starts[i] + 4096 > address):
        if starts[i] <= address < starts[i] + max(functions[i][1], 1):
            found.add(functions[i][2])
        i -= 1
    return found


class Namer:
    """Names an address of the release binary: in llvm-bolt's new .text by the binary's symbols,
    elsewhere by lld's output (`linked`), where the old copies still have their names."""

    def __init__(self, binary, linked):
        self.table, self.linked = symbol_table(binary), symbol_table(linked)
        sections = subprocess.run(["readelf", "-SW", binary], capture_output=True, text=True).stdout
        moved = re.search(r"\] \.text\s+PROGBITS\s+([0-9a-f]+)", sections) if ".bolt.org.text" in sections else None
        self.moved_from = int(moved[1], 16) if moved else float("inf")

    def __call__(self, address):
        return names_at(self.table if address >= self.moved_from else self.linked, address)


def shared_sections(map_file, larger_than=WINDOW):
    """(start, end) of every input section of .text larger than `larger_than` in an lld -Map file
    that holds a whole object's code (`(.text)`, not a function's `(.text.NAME)`): by default those
    larger than one fault-around window, the prebuilt Swift.o's and _Concurrency.o's, thousands of
    functions each."""
    shared = []
    for line in open(map_file, errors="replace"):
        m = MAP_LINE.match(line)
        if m and m[3] and len(m[3]) <= 8 and ":(.text)" in m[4] and int(m[2], 16) > larger_than:
            shared.append((int(m[1], 16), int(m[1], 16) + int(m[2], 16)))
    return shared


def split_names(names, linked, map_file):
    """Those of `names` llvm-bolt must move: a copy lies in a shared section. A name may be defined
    in several objects, each copy local to its own (a specialisation): lld orders every copy, so a
    copy inside an object's whole `.text` (FoundationEssentials' URLComponents.swift.o, 59 KB) would
    pull all of that section to the front; such names go to llvm-bolt too."""
    shared, whole = shared_sections(map_file), shared_sections(map_file, larger_than=0)
    text = subprocess.run(["nm", "--defined-only", linked], capture_output=True, text=True).stdout
    at = collections.defaultdict(list)
    for p in (line.split() for line in text.splitlines() if re.match(r"^[0-9a-f]{16} ", line)):
        if len(p) == 3:
            at[p[2]].append(int(p[0], 16))

    def inside(sections, addresses):
        return any(a <= address < b for address in addresses for a, b in sections)
    return {n for n in names if inside(shared, at.get(n, [])) or (len(at.get(n, [])) > 1 and inside(whole, at[n]))}


def relink(binary, output, map_file):
    """The release link of `binary` run again from SwiftPM's build manifest (.build/release.yaml),
    into `output` (named darkscreen: scripts/link-release.sh moves functions only in that
    executable), with lld's map; lld's own output is kept as OUTPUT.linked."""
    binary = os.path.realpath(binary)
    folder = os.path.dirname(binary)
    while folder != "/" and not os.path.exists(os.path.join(folder, "release.yaml")):
        folder = os.path.dirname(folder)
    manifest = os.path.join(folder, "release.yaml")
    if not os.path.exists(manifest):
        raise SystemExit(f"startup lists: no release.yaml above {binary}: give the binary `make build` made")
    text = open(manifest).read()
    start = text.find("C.darkscreen-x86_64-unknown-linux-gnu-release.exe")
    args = json.loads(text[text.find("args:", start):].split("\n", 1)[0][len("args:"):])
    args[args.index("-o") + 1] = output
    subprocess.run(args + ["-Xlinker", "-Map=" + map_file], check=True, env=dict(os.environ, DARKSCREEN_KEEP_LINKED="1"))
    if not os.path.exists(output + ".linked"):
        os.link(output, output + ".linked")
    return manifest
