#!/usr/bin/env bash
# Regenerates scripts/startup-symbols.txt: the functions darkscreen runs from start-up to the first
# theme switches, which the release link (Makefile RELEASE_FLAGS, lld --symbol-ordering-file) puts
# side by side at the front of .text, so the kernel's 64 KiB fault-around maps fewer pages
# (peak RSS -2 MiB at 200x50). A stale list costs only locality, never correctness.
# Usage: scripts/startup-symbols.sh [--check] [PATH-TO-release-darkscreen]   (needs valgrind and tmux)
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
mkdir -p "$work/config"
# valgrind cannot read the static executable's DWARF ("possibly corrupted debuginfo"): it runs a
# copy without debug info (the symbol table, which is all this needs, stays).
objcopy --strip-debug "$bin" "$work/darkscreen"
tmux -L "$sock" new-session -d -x 200 -y 50 \
  "env DARKSCREEN_DATA_DIR=$PWD XDG_CONFIG_HOME=$work/config XDG_CACHE_HOME=$work/cache TERM=xterm-256color valgrind --tool=callgrind --demangle=no --callgrind-out-file=$work/cg.out $work/darkscreen --theme Dark 2>$work/valgrind.err"
sleep 8; tmux -L "$sock" send-keys Down; sleep 2; tmux -L "$sock" send-keys Up; sleep 2
tmux -L "$sock" send-keys q; sleep 3
python3 - "$work/cg.out" "$bin" scripts/startup-symbols.txt "$check" <<'PY'
import re, subprocess, sys
ran = {m.group(1).strip() for line in open(sys.argv[1]) if (m := re.match(r'^c?fn=\(\d+\)\s+(\S.*)$', line))}
out = subprocess.run(["nm", "--defined-only", sys.argv[2]], capture_output=True, text=True).stdout
defined = {p[2] for p in (l.split() for l in out.splitlines()) if len(p) == 3 and p[1] in "tTwW"}
symbols = sorted(ran & defined)
if not symbols:
    sys.exit("startup-symbols: callgrind saw no start-up (did darkscreen start?)")
if sys.argv[4] == "1":
    listed = set(open(sys.argv[3]).read().split())
    unlisted, gone = set(symbols) - listed, listed - defined
    print(f"startup-symbols: {len(symbols)} functions ran; {len(unlisted)} not in the list, {len(gone)} listed but gone")
    if len(unlisted) > len(symbols) * 0.10 or len(gone) > len(listed) * 0.10:
        sys.exit("startup-symbols: scripts/startup-symbols.txt is stale: run scripts/startup-symbols.sh, then rm the binary and make build")
    sys.exit(0)
open(sys.argv[3], "w").write("\n".join(symbols) + "\n")
print(f"{len(symbols)} functions written to {sys.argv[3]}")
print(f"SwiftPM does not relink when only this list changed: rm {sys.argv[2]} && make build")
PY
