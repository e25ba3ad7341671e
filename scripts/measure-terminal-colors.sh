#!/usr/bin/env bash
# Measures what real terminals do with the colour sequences of `--apply terminal`: starts each
# terminal under a private Xvfb, runs scripts/terminal-color-replies.py inside it, and prints the
# raw replies and verdicts (OSC 10/11/12/17/19/4 queries, XTPUSHCOLORS/XTPOPCOLORS, OSC 110/111/104).
# Usage: scripts/measure-terminal-colors.sh [OUTDIR]   (needs xvfb and the terminals; Debian 12)
set -u
out=${1:-$(mktemp -d /tmp/ds-colors-XXXXXX)}
mkdir -p "$out"
here=$(cd "$(dirname "$0")" && pwd)
display=:$(( 200 + RANDOM % 500 ))
Xvfb "$display" -screen 0 1024x768x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null' EXIT
sleep 1
export DISPLAY=$display
probe="python3 $here/terminal-color-replies.py"
run() { # name command...
  local name=$1; shift
  rm -f "$out/$name.json"
  timeout 40 "$@" >/dev/null 2>&1 &
  local pid=$!
  for _ in $(seq 1 80); do [ -s "$out/$name.json" ] && break; sleep 0.5; done
  kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null
  echo "== $name"; cat "$out/$name.json" 2>/dev/null || echo "(no result)"
}
run xterm xterm -e $probe "$out/xterm.json"
run urxvt urxvt -e $probe "$out/urxvt.json"
LIBGL_ALWAYS_SOFTWARE=1 run kitty kitty -e $probe "$out/kitty.json"
cfg=$(mktemp -d); XDG_CONFIG_HOME=$cfg run sakura sakura -x "$probe $out/sakura.json"
LIBGL_ALWAYS_SOFTWARE=1 run alacritty alacritty -e $probe "$out/alacritty.json"
run st stterm -e $probe "$out/st.json"
