#!/usr/bin/env bash
# Regenerates the start-up lists: the functions darkscreen runs from start-up to the first theme
# switches, which the release link puts side by side, so the kernel's 64 KiB fault-around maps
# fewer pages (DECISIONS.md "Peak RSS: the executable's pages"):
#   scripts/startup-symbols.txt   those lld orders (Makefile STARTUP_ORDER, --symbol-ordering-file);
#   scripts/startup-split.txt     those inside the prebuilt libraries' one-section objects, which
#                                 llvm-bolt moves after the link (scripts/link-release.sh);
#   scripts/startup-sections.ld   the compiler's unnamed ones, by object file and section.
# Then scripts/startup-native.py adds what only full-speed starts run. A stale list costs only
# locality, never correctness.
# Usage: scripts/startup-symbols.sh [--check] [PATH-TO-release-darkscreen]   (needs valgrind, tmux, python3)
# --check: writes nothing; fails (exit 1) when the committed lists are stale — when more than 10% of
# the functions a start runs today are not in them, or they name functions the binary no longer has
# (`make check-release` runs it, so the lists cannot silently rot).
set -euo pipefail
# llvm-objcopy (the Swift toolchain's, else one on PATH): binutils' objcopy refuses the layout
# llvm-bolt gives the release binary (scripts/link-release.sh).
objcopy=$(dirname "$(readlink -f "$(command -v swift || echo /nonexistent)")")/llvm-objcopy
[ -x "$objcopy" ] || objcopy=$(command -v llvm-objcopy || echo llvm-objcopy)
cd "$(dirname "$0")/.."
check=0
if [ "${1:-}" = "--check" ]; then check=1; shift; fi
bin=${1:-$(swift build -c release --show-bin-path)/darkscreen}
work=$(mktemp -d)
sock=startup-symbols-$$  # a tmux server of its own, so two checkouts can check at once
trap 'tmux -L "$sock" kill-server 2>/dev/null || true; rm -rf "$work"' EXIT
mkdir -p "$work/config/darkscreen"  # as for anyone who has saved a setting (its themes folder is watched)
# valgrind cannot read the static executable's DWARF ("possibly corrupted debuginfo"): it runs a
# copy without debug info (the symbol table, which is all this needs, stays).
"$objcopy" --strip-debug "$bin" "$work/darkscreen"
callgrind="valgrind --tool=callgrind --dump-instr=yes --compress-pos=no --demangle=no"
export DARKSCREEN_DATA_DIR=$PWD XDG_CONFIG_HOME=$work/config XDG_CACHE_HOME=$work/cache
# Nine starts, each: the first frame, Down and Up (ten keys in the pseudo-terminal, two in tmux),
# quit. Eight in a pseudo-terminal of the benchmark's harness (bench/pty_bench.py: a terminal that
# answers the device attributes, one that also tells its colours as xterm does, one with TERM=xterm;
# one with no config folder yet, one at 80x24, the rest at 200x50): the first before any cache exists, the others
# once the start inside tmux (whose route differs: passthrough, tmux's own answers; it runs long
# enough to write them) has written the theme folder and catalog caches, which every later start
# reads on threads of its own. What those threads finish before the first frame varies from start
# to start, and a function that ran but is not listed costs a 64 KiB window (DECISIONS.md "Peak
# RSS: the executable's pages"): hence the repeated start.
in_pty() {
  python3 - "env $2 $callgrind --callgrind-out-file=$work/cg-$1.out $work/darkscreen --theme Dark" "${3:-200x50}" "${4:-da1}" <<'PY'
import sys
sys.path.insert(0, "bench")
import pty_bench
columns, rows = (int(n) for n in sys.argv[2].split("x"))
run = pty_bench.run_program(sys.argv[1], columns, rows, 10, key=["down", "up"], startup_timeout_s=120,
                            key_timeout_s=30, quit_timeout_s=60, answer=sys.argv[3])
if run["startup_ms"] is None or run["returncode"] != 0:
    sys.exit(f"startup-symbols: darkscreen under callgrind did not start and quit: {run}")
PY
}
in_pty 1 ""
tmux -L "$sock" new-session -d -x 200 -y 50 \
  "env TERM=xterm-256color $callgrind --callgrind-out-file=$work/cg-2.out $work/darkscreen --theme Dark 2>$work/valgrind.err"
sleep 8; tmux -L "$sock" send-keys Down; sleep 2; tmux -L "$sock" send-keys Up; sleep 2
tmux -L "$sock" send-keys q; sleep 3
in_pty 3 ""
in_pty 4 "DARKSCREEN_THEME_DIRS="  # no theme folders (the benchmark's setting, bench/run.sh)
in_pty 6 "DARKSCREEN_THEME_DIRS= XDG_CONFIG_HOME=$work/fresh-config"  # nothing saved yet: no config folder
in_pty 7 "DARKSCREEN_THEME_DIRS=" 80x24  # the smallest common window: its layout runs code of its own
in_pty 5 "DARKSCREEN_THEME_DIRS="  # again: what the background threads finish before the first frame varies
in_pty 8 "DARKSCREEN_THEME_DIRS=" 200x50 xterm  # a terminal that also tells its colours (OSC 10/11), as xterm does
in_pty 9 "DARKSCREEN_THEME_DIRS= TERM=xterm"  # eight colours (TERM=xterm, many systems' default): colours matched by family
# The link's map (which input section of which object file holds each address): the release link
# run again from SwiftPM's own build manifest, with `-Map`; its output must be the binary itself.
python3 - "$bin" "$work" <<'PY'
import os, sys
sys.path.insert(0, "scripts")
import startup_layout
binary, work = os.path.realpath(sys.argv[1]), sys.argv[2]
os.makedirs(os.path.join(work, "relink"))
relinked = os.path.join(work, "relink", "darkscreen")
manifest = startup_layout.relink(binary, relinked, os.path.join(work, "link.map"))
if open(relinked, "rb").read() != open(binary, "rb").read():
    sys.exit(f"startup-symbols: the link in {manifest} does not give {binary} again (built since?): make build first")
PY
python3 - "$(echo "$work"/cg-*.out)" "$bin" scripts/startup-symbols.txt "$check" "$work/link.map" scripts/startup-sections.ld \
  scripts/startup-split.txt "$work/relink/darkscreen.linked" <<'PY'
import bisect, re, sys
# Every instruction that ran (callgrind --dump-instr, absolute addresses), named by the symbols
# that hold it: callgrind's own function names miss a routine picked at start (memcpy's AVX2
# variant, expf's FMA one) and code it cannot name, and each such routine left elsewhere costs a
# 64 KiB fault-around window of the binary in memory.
ran = set()
for path in sys.argv[1].split():
    for line in open(path):
        m = re.match(r'^(?:calls=\d+ )?(0x[0-9a-f]+)', line)
        if m:
            ran.add(int(m.group(1), 16))
sys.path.insert(0, "scripts")
import startup_layout
namer = startup_layout.Namer(sys.argv[2], sys.argv[8])
functions, starts, out, sized = namer.table
names = set()
for address in ran:
    names |= namer(address)
# libc picks a routine's variant for the CPU at start (IFUNC: memcpy's AVX-512 one here, its
# AVX2 one under valgrind, whose CPU has no AVX-512): every variant of a routine that ran is
# listed, so the one this machine picks is at the front too.
variant = re.compile(r"^(__[a-z0-9]+(?:_chk)?)_(?:sse2|ssse3|sse4_1|sse4_2|sse41|avx|avx2|evex|avx512|erms|c|fma|fma4)(?:_|$)")
stems = {m.group(1) for m in map(variant.match, names) if m}
names |= {name for _, _, name in functions if (m := variant.match(name)) and m.group(1) in stems}
# (a function llvm-bolt moved keeps its name; an old copy it could not name is NAME.org.0)
names = {name.removesuffix(".org.0") for name in names}
everything = {p[-1] for p in (l.split() for l in out.splitlines()) if len(p) in (3, 4)}
if not names:
    sys.exit("startup-symbols: callgrind saw no start-up (did darkscreen start?)")

# Code that ran but has no symbol to name it: the compiler's private functions (a closure
# context's `objectdestroy`, `__unnamed_N`), each in a section of its own that no ordering file can
# name, left among cold code: one 64 KiB window each (19 windows, 1.0 MiB at 200x50). They are
# named by object file and section in a linker script (scripts/startup-sections.ld, INSERT BEFORE
# .text), from the link's map.
def covered(address):
    i = bisect.bisect_right(starts, address) - 1
    while i >= 0 and starts[i] + 65536 > address:
        if starts[i] <= address < starts[i] + functions[i][1] and sized[i]:
            return True
        i -= 1
    return False
inputs, section = [], ""
for line in open(sys.argv[5], errors="replace"):
    m = startup_layout.MAP_LINE.match(line)
    if not m:
        continue
    if not m[3]:
        section = m[4]
    elif section in (".text", ".text.startup_private") and len(m[3]) <= 8:
        private = re.match(r"^.*/([^/]+\.build/[^/]+\.o):\((\.text\.\.L[^)]*)\)$", m[4])
        if private:
            inputs.append((int(m[1], 16), int(m[2], 16), f"*{private[1]}({private[2]})"))
inputs.sort()
input_starts = [i[0] for i in inputs]
sections = set()
for address in ran:
    i = bisect.bisect_right(input_starts, address) - 1
    if i >= 0 and inputs[i][0] <= address < inputs[i][0] + inputs[i][1] and not covered(address):
        sections.add(inputs[i][2])
present = {entry for _, _, entry in inputs}

# Which functions lld can order (scripts/startup-symbols.txt) and which llvm-bolt moves
# (scripts/startup-split.txt, scripts/link-release.sh): a function in an input section larger than
# one 64 KiB fault-around window that holds other functions too (the prebuilt Swift.o's and
# _Concurrency.o's .text) can only be moved by llvm-bolt. Addresses from lld's own output and its map.
split = sorted(startup_layout.split_names(names, sys.argv[8], sys.argv[5]))
symbols = sorted(names - set(split))

if sys.argv[4] == "1":
    listed = set(open(sys.argv[3]).read().split()) | set(open(sys.argv[7]).read().split())
    symbols = sorted(names)
    unlisted, gone = set(symbols) - listed, listed - everything
    print(f"startup-symbols: {len(symbols)} functions ran; {len(unlisted)} not in the list, {len(gone)} listed but gone")
    listed_sections = {line.strip() for line in open(sys.argv[6]) if line.strip().startswith("*")}
    unlisted_sections, gone_sections = sections - listed_sections, listed_sections - present
    print(f"startup-sections: {len(sections)} unnamed functions ran; {len(unlisted_sections)} not in the list, {len(gone_sections)} listed but gone")
    if len(unlisted) > len(symbols) * 0.10 or len(gone) > len(listed) * 0.10 \
            or len(unlisted_sections) > len(sections) * 0.25 or len(gone_sections) > len(listed_sections) * 0.25:
        sys.exit("startup-symbols: scripts/startup-symbols.txt or startup-sections.ld is stale: run scripts/startup-symbols.sh, then rm the binary and make build")
    sys.exit(0)
open(sys.argv[3], "w").write("\n".join(symbols) + "\n")
open(sys.argv[7], "w").write("\n".join(split) + "\n")
open(sys.argv[6], "w").write(
    "/* Generated by scripts/startup-symbols.sh: the compiler's unnamed functions a start runs, by object\n"
    "   file and section, put in front of .text beside the named ones (scripts/startup-symbols.txt). */\n"
    "SECTIONS\n{\n  .text.startup_private :\n  {\n"
    + "".join(f"    {entry}\n" for entry in sorted(sections))
    + "  }\n}\nINSERT BEFORE .text;\n")
print(f"{len(symbols)} functions written to {sys.argv[3]}, {len(split)} to {sys.argv[7]}, {len(sections)} unnamed ones to {sys.argv[6]}")
PY
# What a start runs at full speed but not under callgrind (other threads finish in another order):
# found from the page faults of real starts, when perf is here (scripts/startup-native.py).
if [ "$check" = 0 ]; then python3 scripts/startup-native.py "$bin"; fi
