#!/usr/bin/env bash
# Regenerates scripts/startup-symbols.txt: the functions darkscreen runs from start-up to the first
# theme switches, which the release link (Makefile RELEASE_FLAGS, lld --symbol-ordering-file) puts
# side by side at the front of .text, so the kernel's 64 KiB fault-around maps fewer pages
# (peak RSS -2 MiB at 200x50). A stale list costs only locality, never correctness.
# Usage: scripts/startup-symbols.sh [PATH-TO-release-darkscreen]   (needs valgrind and tmux)
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-$(swift build -c release --show-bin-path)/darkscreen}
work=$(mktemp -d)
trap 'tmux -L startup-symbols kill-server 2>/dev/null || true; rm -rf "$work"' EXIT
mkdir -p "$work/config"
tmux -L startup-symbols new-session -d -x 200 -y 50 \
  "env DARKSCREEN_DATA_DIR=$PWD XDG_CONFIG_HOME=$work/config TERM=xterm-256color valgrind --tool=callgrind --demangle=no --callgrind-out-file=$work/cg.out $bin --theme Dark 2>$work/valgrind.err"
sleep 8; tmux -L startup-symbols send-keys Down; sleep 2; tmux -L startup-symbols send-keys Up; sleep 2
tmux -L startup-symbols send-keys q; sleep 3
python3 - "$work/cg.out" "$bin" scripts/startup-symbols.txt <<'PY'
import re, subprocess, sys
ran = {m.group(1).strip() for line in open(sys.argv[1]) if (m := re.match(r'^c?fn=\(\d+\)\s+(\S.*)$', line))}
out = subprocess.run(["nm", "--defined-only", sys.argv[2]], capture_output=True, text=True).stdout
defined = {p[2] for p in (l.split() for l in out.splitlines()) if len(p) == 3 and p[1] in "tTwW"}
symbols = sorted(ran & defined)
open(sys.argv[3], "w").write("\n".join(symbols) + "\n")
print(f"{len(symbols)} functions written to {sys.argv[3]}")
print(f"SwiftPM does not relink when only this list changed: rm {sys.argv[2]} && make build")
PY
