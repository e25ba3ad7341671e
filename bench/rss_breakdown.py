#!/usr/bin/env python3
"""What a program's resident set is made of at its first frame (or after some keys).

Runs the program in a pty like bench/pty_bench.py, waits for the first complete frame, then reads
/proc/PID/smaps (every mapping's Rss, split into file-backed and anonymous pages) and
/proc/PID/pagemap (which pages of the executable are present), and prints:
  1. the resident set by kind: the executable's file pages (text, rodata), its written pages
     (data, bss: anonymous), heap, stack, other files (locale, terminfo, shared libraries);
  2. the executable's present pages by ELF section;
  3. with --map (an lld -Map file of the same link), the executable's present pages by the module
     or library whose input sections they hold (a page shared by two counts for each, in parts).
Reading pagemap needs root (else only the smaps part is printed).

  python3 bench/rss_breakdown.py --size 200x50 [--keys 2] [--map darkscreen.map] -- BIN ARGS...
"""
import argparse
import bisect
import collections
import os
import re
import shlex
import struct
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pty_bench  # noqa: E402

PAGE = os.sysconf("SC_PAGE_SIZE")


def smaps(pid: int) -> list[dict]:
    """Every mapping with its fields in KiB."""
    maps, cur = [], None
    header = re.compile(r"^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \d+\s*(.*)$")
    with open(f"/proc/{pid}/smaps") as f:
        for line in f:
            m = header.match(line)
            if m:
                cur = {"start": int(m[1], 16), "end": int(m[2], 16), "perms": m[3], "path": m[4].strip()}
                maps.append(cur)
            elif cur is not None and line.endswith("kB\n"):
                key, value = line.split(":", 1)
                cur[key] = int(value.split()[0])
    return maps


def present_pages(pid: int, start: int, end: int) -> list[int]:
    """Addresses of the pages in [start, end) present in memory (pagemap bit 63)."""
    out = []
    with open(f"/proc/{pid}/pagemap", "rb") as f:
        f.seek(start // PAGE * 8)
        data = f.read((end - start) // PAGE * 8)
    for i, (entry,) in enumerate(struct.iter_unpack("<Q", data)):
        if entry >> 63:
            out.append(start + i * PAGE)
    return out


def elf_sections(binary: str) -> list[tuple[int, int, str]]:
    """(address, size, name) of the allocated sections, from readelf."""
    text = subprocess.run(["readelf", "-SW", binary], capture_output=True, text=True, check=True).stdout
    out = []
    for m in re.finditer(r"\]\s+(\S+)\s+\S+\s+([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)\s+\S+\s+(\S*A\S*)\s", text):
        addr, size = int(m[2], 16), int(m[3], 16)
        if addr and size:
            out.append((addr, size, m[1]))
    return sorted(out)


def module_of(path: str) -> str:
    """The module or library an lld map input line belongs to."""
    m = re.search(r"/([^/]+)\.build/[^/]+\.o", path)
    if m:
        return m[1]
    m = re.search(r"lib([^/(]+)\.a\(", path)
    if m:
        return "lib" + m[1]
    return os.path.basename(path.split("(")[0].split(":")[0]) or "?"


def map_inputs(map_file: str) -> list[tuple[int, int, str, str]]:
    """(address, size, module, output section) of each input section in an lld -Map file."""
    out, section = [], ""
    line_re = re.compile(r"^\s*([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)\s+\d+ (\s*)(\S.*)$")
    with open(map_file, errors="replace") as f:
        for line in f:
            m = line_re.match(line)
            if not m:
                continue
            indent = len(m[3])
            if indent == 0:
                section = m[4] if int(m[1], 16) else ""  # no address: not loaded (debug information)
            elif section and indent <= 8 and ":(" in m[4]:
                size = int(m[2], 16)
                if size:
                    out.append((int(m[1], 16), size, module_of(m[4]), section))
    out.sort()
    return out


def attribute(pages: list[int], ranges: list[tuple[int, int, str, str]], key) -> collections.Counter:
    """KiB of the present pages per key(range): each page split by the bytes of it each range holds."""
    starts = [r[0] for r in ranges]
    kib = collections.Counter()
    for page in pages:
        i = max(bisect.bisect_right(starts, page) - 1, 0)
        covered = 0
        while i < len(ranges) and ranges[i][0] < page + PAGE:
            lo, hi = max(ranges[i][0], page), min(ranges[i][0] + ranges[i][1], page + PAGE)
            if hi > lo:
                kib[key(ranges[i])] += (hi - lo) / 1024
                covered += hi - lo
            i += 1
        if covered < PAGE:
            kib["(padding, headers)"] += (PAGE - covered) / 1024
    return kib


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--size", default="200x50")
    ap.add_argument("--keys", type=int, default=0, help="Down/Up keys after the first frame before reading")
    ap.add_argument("--map", help="an lld -Map file of the same executable")
    ap.add_argument("--top", type=int, default=14)
    ap.add_argument("cmd", nargs=argparse.REMAINDER)
    a = ap.parse_args(argv)
    cmd = a.cmd[1:] if a.cmd[:1] == ["--"] else a.cmd
    cols, rows = (int(x) for x in a.size.split("x"))
    binary = os.path.realpath(cmd[0])
    master, slave = os.openpty()
    import fcntl
    import termios
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
    term = pty_bench.PtyTerminal(master, cols, rows)
    proc = pty_bench.spawn(cmd, os.ttyname(slave), pty_bench.build_env())
    os.close(slave)
    try:
        term.read_frame(30_000_000, 5_000_000_000, need_text=True)
        for i in range(a.keys):
            term.write(term.key_bytes("down" if i % 2 == 0 else "up"))
            term.read_frame(30_000_000, 2_000_000_000)
        if proc.exited():
            print("the program exited before its first frame", file=sys.stderr)
            return 1
        status = pty_bench._proc_status(proc.pid)
        with open(f"/proc/{proc.pid}/status") as f:
            detail = {k: v.strip() for k, v in (line.split(":", 1) for line in f) if k in ("RssAnon", "RssFile", "VmHWM", "VmRSS")}
        maps = smaps(proc.pid)
        pages = []
        try:
            for m in maps:
                if m["path"] == binary:
                    pages += present_pages(proc.pid, m["start"], m["end"])
        except PermissionError:
            pages = None
    finally:
        proc.finish()
        os.close(master)

    print(f"{' '.join(shlex.quote(c) for c in cmd)} at {a.size}, after {a.keys} keys")
    print(f"VmHWM {status.get('VmHWM')} KiB; now: " + ", ".join(f"{k} {v}" for k, v in detail.items() if k != "VmHWM"))
    kinds = collections.Counter()
    for m in maps:
        rss, anon = m.get("Rss", 0), m.get("Anonymous", 0)
        if m["path"] == binary:
            what = "executable " + ("text" if "x" in m["perms"] else "rodata" if "w" not in m["perms"] else "data/bss")
        elif m["path"] == "[heap]":
            what = "heap (brk)"
        elif m["path"] == "[stack]":
            what = "main stack"
        elif m["path"].startswith("["):
            what = m["path"]
        elif m["path"]:
            what = "file " + os.path.basename(m["path"])
        else:
            what = "anonymous mmap (malloc arenas, thread stacks)"
        kinds[(what, "file")] += rss - anon
        kinds[(what, "anon")] += anon
    print("\n| resident | file-backed KiB | anonymous KiB |\n|---|---:|---:|")
    for what in sorted({w for w, _ in kinds}, key=lambda w: -(kinds[(w, 'file')] + kinds[(w, 'anon')])):
        if kinds[(what, "file")] + kinds[(what, "anon")]:
            print(f"| {what} | {kinds[(what, 'file')]} | {kinds[(what, 'anon')]} |")
    print(f"| total | {sum(v for (w, k), v in kinds.items() if k == 'file')} | {sum(v for (w, k), v in kinds.items() if k == 'anon')} |")
    if pages is None:
        print("\n(pagemap needs root: no per-section figures)")
        return 0
    header = subprocess.run(["readelf", "-hW", binary], capture_output=True, text=True).stdout
    if "EXEC (Executable file)" not in header:
        print("\n(a position-independent executable: its sections are not at their link addresses; no per-section figures)")
        return 0
    sections = [(addr, size, name, name) for addr, size, name in elf_sections(binary)]
    by_section = attribute(pages, sections, key=lambda r: r[2])
    total = {name: size for _, size, name, _ in sections}
    print(f"\nthe executable's present pages: {len(pages) * PAGE // 1024} KiB\n\n| section | present KiB | section size KiB |\n|---|---:|---:|")
    for name, kib in by_section.most_common(a.top):
        print(f"| {name} | {kib:.0f} | {total.get(name, 0) / 1024:.0f} |")
    if a.map:
        inputs = map_inputs(a.map)
        by_module = attribute(pages, inputs, key=lambda r: r[2])
        print("\n| module or library | present KiB |\n|---|---:|")
        for name, kib in by_module.most_common(a.top):
            print(f"| {name} | {kib:.0f} |")
        by_both = attribute(pages, inputs, key=lambda r: (r[2], r[3]))
        print("\n| module, section | present KiB |\n|---|---:|")
        for (mod, sec), kib in sorted(((k, v) for k, v in by_both.items() if isinstance(k, tuple)), key=lambda kv: -kv[1])[:a.top * 2]:
            print(f"| {mod}, {sec} | {kib:.0f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
