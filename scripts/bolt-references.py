#!/usr/bin/env python3
"""Points the references llvm-bolt leaves behind at the functions it moved (scripts/link-release.sh).

llvm-bolt moves a function and rewrites the code and the absolute pointers that reach it, but not
the 32-bit relative references from data: the Swift runtime's metadata (a generic type's
instantiation and completion functions, value witnesses, accessors) points at code that way. Such a
reference keeps reaching the function's old copy, which llvm-bolt leaves in place: correct, but
each such function costs a 64 KiB window of the old code in memory (nine of the standard library's
at start). This reads every relocation lld kept (--emit-relocs) in the sections that are not code,
and where one reaches a function that moved and the BOLTed file still holds the old value, writes
the new one (a relative reference: the same displacement plus the distance moved; an absolute one:
the new address).

  scripts/bolt-references.py LINKED BOLTED    (LINKED: lld's output with --emit-relocs; BOLTED: rewritten in place)
"""
import bisect
import collections
import struct
import subprocess
import sys

R_X86_64_64, R_X86_64_PC32 = 1, 2


def sections(data):
    """(name, type, flags, address, offset, size, link, info, entry size) of every section."""
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    raw = [struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize) for i in range(shnum)]
    names = raw[shstrndx][4]
    def name(offset):
        return data[names + offset:data.index(b"\0", names + offset)].decode()
    return [(name(r[0]), r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[9]) for r in raw]


def moved_functions(linked, bolted):
    """old address → (old size, new address) of every function llvm-bolt moved. A name local to
    several objects has several copies: the one whose old address is gone and the one new address
    are a pair when they are the only ones."""
    def table(path):
        out = subprocess.run(["nm", "-S", "--defined-only", path], capture_output=True, text=True, check=True).stdout
        copies = collections.defaultdict(dict)
        for line in out.splitlines():
            p = line.split()
            if len(p) == 4 and p[2] in "tTwW" and all(c in "0123456789abcdef" for c in p[0]):
                copies[p[3]][int(p[0], 16)] = int(p[1], 16)
        return copies
    before, after = table(linked), table(bolted)
    moved = {}
    for name, old_copies in before.items():
        gone = set(old_copies) - set(after.get(name, {}))
        new = set(after.get(name, {})) - set(old_copies)
        if len(gone) == 1 and len(new) == 1:
            old = gone.pop()
            if old_copies[old] > 0:
                moved[old] = (old_copies[old], new.pop())
    return moved


def main() -> int:
    linked_path, bolted_path = sys.argv[1], sys.argv[2]
    linked = open(linked_path, "rb").read()
    bolted = bytearray(open(bolted_path, "rb").read())
    moved = moved_functions(linked_path, bolted_path)
    starts = sorted(moved)
    # the BOLTed file's loadable segments: an address's place in the file
    phoff, = struct.unpack_from("<Q", bolted, 0x20)
    phentsize, phnum = struct.unpack_from("<HH", bolted, 0x36)
    loads = [struct.unpack_from("<IIQQQQQQ", bolted, phoff + i * phentsize) for i in range(phnum)]
    loads = [(vaddr, offset, filesz) for kind, _, offset, vaddr, _, filesz, _, _ in loads if kind == 1]

    def file_offset(address):
        for vaddr, offset, size in loads:
            if vaddr <= address < vaddr + size:
                return address - vaddr + offset
        return None

    table = sections(linked)
    patched = 0
    for name, kind, _, _, offset, size, link, info, entsize in table:
        if kind != 4 or not 0 < info < len(table):  # RELA only
            continue
        target_section = table[info]
        if target_section[2] & 0x4 or not target_section[2] & 0x2:  # for loadable data only
            continue
        if target_section[0] in (".eh_frame", ".eh_frame_hdr", ".gcc_except_table"):
            continue  # llvm-bolt writes these anew
        symbols = table[link]
        for at in range(offset, offset + size, entsize):
            place, symbol_type, addend = struct.unpack_from("<QQq", linked, at)
            kind_of = symbol_type & 0xFFFFFFFF
            if kind_of not in (R_X86_64_64, R_X86_64_PC32):
                continue
            value, = struct.unpack_from("<Q", linked, symbols[4] + (symbol_type >> 32) * symbols[8] + 8)
            target = value + addend
            i = bisect.bisect_right(starts, target) - 1
            if i < 0 or not starts[i] <= target < starts[i] + moved[starts[i]][0]:
                continue
            distance = moved[starts[i]][1] - starts[i]
            where = file_offset(place)
            if where is None:
                continue
            if kind_of == R_X86_64_PC32:
                current, = struct.unpack_from("<i", bolted, where)
                if current != (target - place) & 0xFFFFFFFF and current != target - place:
                    continue  # llvm-bolt rewrote it already (or it is not what lld wrote)
                new = target + distance - place
                if not -(1 << 31) <= new < (1 << 31):
                    continue
                struct.pack_into("<i", bolted, where, new)
            else:
                current, = struct.unpack_from("<Q", bolted, where)
                if current != target:
                    continue
                struct.pack_into("<Q", bolted, where, target + distance)
            patched += 1
    open(bolted_path, "wb").write(bolted)
    print(f"bolt-references: {patched} references to {len(moved)} moved functions pointed at their new place")
    return 0


if __name__ == "__main__":
    sys.exit(main())
