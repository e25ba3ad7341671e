#!/usr/bin/env bash
# Regenerates scripts/startup-symbols.txt: the functions darkscreen runs from start-up to the first
# theme switches, which the release link (Makefile RELEASE_FLAGS, lld --symbol-ordering-file) puts
# side by side at the front of .text, so the kernel's 64 KiB fault-around maps fewer pages
# (peak RSS -1 MiB at 200x50 with FUNCTION_SECTIONS; DECISIONS.md "Peak RSS: the executable's
# pages"). A stale list costs only locality, never correctness.
# Usage: scripts/startup-symbols.sh [--check] [PATH-TO-release-darkscreen]   (needs valgrind, tmux, python3)
# --check: writes nothing; fails (exit 1) when the committed list is stale — when more than 10% of
# the functions a start runs today are not in it, or it names functions the binary no longer has
# (`make check-release` runs it, so the list cannot silently rot).
set -euo pipefail
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
objcopy --strip-debug "$bin" "$work/darkscreen"
callgrind="valgrind --tool=callgrind --dump-instr=yes --compress-pos=no --demangle=no"
export DARKSCREEN_DATA_DIR=$PWD XDG_CONFIG_HOME=$work/config XDG_CACHE_HOME=$work/cache
# Five starts, each: the first frame, Down and Up (ten keys in the pseudo-terminal, two in tmux),
# quit. Four in a pseudo-terminal of the benchmark's harness (bench/pty_bench.py: a terminal that
# answers like xterm, the way most people start it): the first before any cache exists, the others
# once the start inside tmux (whose route differs: passthrough, tmux's own answers; it runs long
# enough to write them) has written the theme folder and catalog caches, which every later start
# reads on threads of its own. What those threads finish before the first frame varies from start
# to start, and a function that ran but is not listed costs a 64 KiB window (DECISIONS.md "Peak
# RSS: the executable's pages"): hence the repeated start.
in_pty() {
  python3 - "env $2 $callgrind --callgrind-out-file=$work/cg-$1.out $work/darkscreen --theme Dark" <<'PY'
import sys
sys.path.insert(0, "bench")
import pty_bench
run = pty_bench.run_program(sys.argv[1], 200, 50, 10, key=["down", "up"], startup_timeout_s=120,
                            key_timeout_s=30, quit_timeout_s=60)
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
in_pty 5 "DARKSCREEN_THEME_DIRS="  # again: what the background threads finish before the first frame varies
python3 - "$(echo "$work"/cg-*.out)" "$bin" scripts/startup-symbols.txt "$check" <<'PY'
import bisect, re, subprocess, sys
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
out = subprocess.run(["nm", "-S", "--defined-only", sys.argv[2]], capture_output=True, text=True).stdout
# (address, size, name); a symbol without a size (the metadata accessors of concrete generic
# types have none) extends to the next symbol
rows = sorted([(int(p[0], 16), int(p[1], 16) if len(p) == 4 else None, p[-1]) for p in (l.split() for l in out.splitlines())
               if len(p) in (3, 4) and p[-2] in "tTwW"], key=lambda row: row[0])
following = [a for a, _, _ in rows[1:]] + [rows[-1][0] + 1]
functions = [(a, s if s is not None else max(b - a, 1), n) for (a, s, n), b in zip(rows, following)]
starts = [f[0] for f in functions]
names = set()
for address in ran:
    i = bisect.bisect_right(starts, address) - 1
    first = i
    # the symbols (aliases too) whose extent holds it, among those starting up to 4 KiB before
    while i >= 0 and (i == first or starts[i] + 4096 > address):
        if starts[i] <= address < starts[i] + max(functions[i][1], 1):
            names.add(functions[i][2])
        i -= 1
symbols = sorted(names)
everything = {p[-1] for p in (l.split() for l in out.splitlines()) if len(p) in (3, 4)}
if not symbols:
    sys.exit("startup-symbols: callgrind saw no start-up (did darkscreen start?)")
if sys.argv[4] == "1":
    listed = set(open(sys.argv[3]).read().split())
    unlisted, gone = set(symbols) - listed, listed - everything
    print(f"startup-symbols: {len(symbols)} functions ran; {len(unlisted)} not in the list, {len(gone)} listed but gone")
    if len(unlisted) > len(symbols) * 0.10 or len(gone) > len(listed) * 0.10:
        sys.exit("startup-symbols: scripts/startup-symbols.txt is stale: run scripts/startup-symbols.sh, then rm the binary and make build")
    sys.exit(0)
open(sys.argv[3], "w").write("\n".join(symbols) + "\n")
print(f"{len(symbols)} functions written to {sys.argv[3]}")
print(f"SwiftPM does not relink when only this list changed: rm {sys.argv[2]} && make build")
PY
