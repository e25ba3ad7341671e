#!/usr/bin/env bash
# apply-terminal-shot.sh — checks `--apply terminal` in a REAL terminal under a private Xvfb, by
# pixels: the terminal's padding (its inner border, painted in its default background) takes the
# theme's background while darkscreen runs, and the original colour again after q and after SIGTERM.
# Usage: scripts/apply-terminal-shot.sh TERMINAL [OUTDIR]   (TERMINAL: xterm, kitty, alacritty, sakura)
# Prints one line per check and saves the screenshots in OUTDIR; exits non-zero when a check fails.
set -u
term=${1:?terminal}; out=${2:-$(mktemp -d /tmp/ds-shot-XXXXXX)}; mkdir -p "$out"
bin=${DARKSCREEN_BIN:-$(cd "$(dirname "$0")/.." && pwd)/.build/release/darkscreen}
disp=:$(( 300 + RANDOM % 400 ))
Xvfb "$disp" -screen 0 1000x700x24 -nolisten tcp >/dev/null 2>&1 & xvfb=$!
pids=()
trap 'for p in "${pids[@]}"; do kill "$p" 2>/dev/null; done; kill $xvfb 2>/dev/null' EXIT
sleep 1; export DISPLAY=$disp LANG=C.UTF-8
cfg=$(mktemp -d); export XDG_CONFIG_HOME=$cfg XDG_STATE_HOME=$cfg/state
# the theme "80s" (background #3D1A6E) on a terminal started white on black... or black on white
cmd="$bin --apply terminal --theme 80s; read _; $bin --apply terminal --theme 80s; echo; sleep 600"
case $term in
  xterm) xterm -geometry 80x24+0+0 -b 20 -bg '#FFFFFF' -fg '#000000' -e sh -c "$cmd" & ;;
  kitty) LIBGL_ALWAYS_SOFTWARE=1 kitty -o window_padding_width=20 -o background=#ffffff -o foreground=#000000 sh -c "$cmd" & ;;
  alacritty) printf 'window:\n  padding:\n    x: 20\n    y: 20\ncolors:\n  primary:\n    background: "#ffffff"\n    foreground: "#000000"\n' > "$cfg/a.yml"
     LIBGL_ALWAYS_SOFTWARE=1 alacritty --config-file "$cfg/a.yml" -e sh -c "$cmd" & ;;
  sakura) mkdir -p "$cfg/sakura"; printf '[sakura]\ncolorset1_back=rgb(255,255,255)\ncolorset1_fore=rgb(0,0,0)\nshow_tab_bar=never\n' > "$cfg/sakura/sakura.conf"
     sakura -x "sh -c '$cmd'" & ;;
  *) echo "unknown terminal $term" >&2; exit 2 ;;
esac
pids+=($!)
# a pixel of the padding: xterm, kitty and alacritty get 20 px of it; VTE keeps 1 px
at=5; [ "$term" = sakura ] && at=0
pixel() { import -display "$disp" -window root "$out/$1.png" 2>/dev/null; convert "$out/$1.png" -format "%[hex:p{$at,$at}]" info: 2>/dev/null | cut -c1-6; }
wait_pixel() { # name expected
  for _ in $(seq 1 60); do p=$(pixel "$1"); [ "$p" = "$2" ] && { echo "$term $1: padding #$p (expected #$2) ok"; return 0; }; sleep 0.25; done
  echo "$term $1: padding #$p (expected #$2) FAILED"; return 1; }
darkscreen_pid() { pgrep -n -f "^$bin --apply terminal"; }
status=0
sleep 2
wait_pixel running 3D1A6E || status=1
wid=$(xdotool search --onlyvisible --name . 2>/dev/null | tail -1)
xdotool windowactivate --sync "$wid" 2>/dev/null; xdotool windowfocus "$wid" 2>/dev/null
xdotool type --delay 50 q
wait_pixel after-q FFFFFF || status=1
xdotool key Return
wait_pixel running-again 3D1A6E || status=1
kill -TERM "$(darkscreen_pid)"
wait_pixel after-sigterm FFFFFF || status=1
echo "screenshots: $out"
exit $status
