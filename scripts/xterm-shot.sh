#!/usr/bin/env bash
# Runs a command in a real xterm under its own Xvfb, types keys with xdotool, and saves a PNG
# screenshot of the window: the check "as a person sees it" that tmux cannot give.
# Usage: scripts/xterm-shot.sh OUT.png COLSxROWS "COMMAND" [KEY...]   (KEY: xdotool keysym, e.g. Down)
# Needs: xvfb xterm xdotool imagemagick fonts-dejavu-core (Debian packages).
set -euo pipefail
out=$1 geometry=$2 command=$3; shift 3
for tool in Xvfb xterm xdotool import; do
  command -v "$tool" >/dev/null || { echo "xterm-shot: $tool missing (apt-get install -y xvfb xterm xdotool imagemagick fonts-dejavu-core)" >&2; exit 1; }
done
display=99
while [ -e "/tmp/.X11-unix/X$display" ] || [ -e "/tmp/.X$display-lock" ]; do display=$((display + 1)); done
Xvfb ":$display" -screen 0 1920x1200x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
xterm_pid=
cleanup() { [ -n "$xterm_pid" ] && kill "$xterm_pid" 2>/dev/null; kill "$xvfb" 2>/dev/null; wait 2>/dev/null || true; }
trap cleanup EXIT
export DISPLAY=":$display"
for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break; [ -e "/tmp/.X11-unix/X$display" ] && break; sleep 0.1; done
xterm -tn "${XTERM_TERM:-xterm-256color}" -geometry "$geometry" -fa 'DejaVu Sans Mono' -fs 11 -bg black -fg white \
  -xrm 'XTerm*allowSendEvents: true' -e sh -c "$command" &
xterm_pid=$!
wid=
for _ in $(seq 100); do
  wid=$(xdotool search --pid "$xterm_pid" 2>/dev/null | tail -1 || true)
  [ -n "$wid" ] && break
  sleep 0.1
done
[ -n "$wid" ] || { echo "xterm-shot: no xterm window appeared" >&2; exit 1; }
sleep 1.0
for key in "$@"; do
  xdotool key --window "$wid" "$key"
  sleep 0.3
done
sleep 0.5
import -window "$wid" "$out"
echo "$out"
