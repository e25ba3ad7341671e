#!/usr/bin/env bash
# xterm-shot.sh — run a terminal program in a REAL xterm under a private Xvfb,
# type keys into it with xdotool, and save a PNG screenshot of the window.
#
# Usage:
#   scripts/xterm-shot.sh OUT.png COLSxROWS "COMMAND" [KEY...]
#
#   KEY is an xdotool keysym name (Down, Up, Left, Right, Return, Tab, Escape,
#   q, ctrl+c, shift+Tab, F1, ...).  Two special forms:
#     type:TEXT   types TEXT literally (xdotool type)
#     sleep:SECS  waits SECS seconds before the next key
#
# Example:
#   scripts/xterm-shot.sh /tmp/shot.png 100x30 "swift run darkscreen" Down Down
#
# Needs (Debian):  apt-get install -y xvfb xterm xdotool x11-apps imagemagick fonts-dejavu-core
# Headless: does not need (and ignores) any DISPLAY set beforehand.
#
# Tunables (environment):
#   XSHOT_FONT       font face              (default "DejaVu Sans Mono")
#   XSHOT_FONTSIZE   point size             (default 11)
#   XSHOT_STARTUP    secs before first key  (default 1.5)
#   XSHOT_KEYDELAY   secs between keys      (default 0.3)
#   XSHOT_SETTLE     secs after last key    (default 0.7)
#   XSHOT_TIMEOUT    secs to wait for window (default 15)
#   XSHOT_NOHOLD=1   do not keep the window open after COMMAND exits
#   XTERM_TERM       TERM inside the xterm  (default xterm-256color)
#
# Note: a stock xterm with DejaVu leaves a 1-px gap between rows in a column of
# U+2502 │ glyphs; that is the terminal's rendering, not a bug in the app.
# The xterm is started with -hold, so a COMMAND that finishes early still shows
# its last output in the screenshot. Exactly the Xvfb and xterm this script
# started are killed on exit (trap), whatever happens.
# Prints the PNG path on stdout on success; exits non-zero on failure.

set -u

die() { echo "xterm-shot: $*" >&2; exit 1; }

[ $# -ge 3 ] || die "usage: $0 OUT.png COLSxROWS \"COMMAND\" [KEY...]"
OUT=$1; GEOM=$2; CMD=$3; shift 3
[[ $GEOM =~ ^[0-9]+x[0-9]+$ ]] || die "geometry must look like 100x30, got '$GEOM'"

FONT=${XSHOT_FONT:-DejaVu Sans Mono}
FONTSIZE=${XSHOT_FONTSIZE:-11}
STARTUP=${XSHOT_STARTUP:-1.5}
KEYDELAY=${XSHOT_KEYDELAY:-0.3}
SETTLE=${XSHOT_SETTLE:-0.7}
TIMEOUT=${XSHOT_TIMEOUT:-15}

for t in Xvfb xterm xdotool; do
    command -v "$t" >/dev/null 2>&1 || die "missing '$t'; install: apt-get install -y xvfb xterm xdotool x11-apps imagemagick fonts-dejavu-core"
done
# Use the real ImageMagick, never a stand-in 'convert' earlier on PATH.
IMPORT=/usr/bin/import
CONVERT=/usr/bin/convert
XWD=$(command -v xwd || true)
[ -x "$IMPORT" ] || [ -x "$CONVERT" -a -n "$XWD" ] || die "need ImageMagick (/usr/bin/import or /usr/bin/convert+xwd)"

# Absolute output path so it is unambiguous.
case $OUT in /*) ;; *) OUT="$PWD/$OUT" ;; esac
mkdir -p "$(dirname "$OUT")" || die "cannot create directory for $OUT"

XVFB_PID=""
XTERM_PID=""
LOGDIR=$(mktemp -d /tmp/xterm-shot.XXXXXX)

cleanup() {
    local pid
    for pid in $XTERM_PID $XVFB_PID; do
        [ -n "$pid" ] || continue
        kill "$pid" 2>/dev/null
    done
    for pid in $XTERM_PID $XVFB_PID; do
        [ -n "$pid" ] || continue
        for _ in 1 2 3 4 5 6 7 8 9 10; do
            kill -0 "$pid" 2>/dev/null || break
            sleep 0.1
        done
        kill -9 "$pid" 2>/dev/null
        wait "$pid" 2>/dev/null
    done
    rm -rf "$LOGDIR"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM HUP

# ---- start a private Xvfb on a free display (:99 upward) ----
unset DISPLAY
DISP=""
for n in $(seq 99 199); do
    [ -e "/tmp/.X11-unix/X$n" ] && continue
    [ -e "/tmp/.X$n-lock" ] && continue
    Xvfb ":$n" -screen 0 3000x2000x24 -nolisten tcp -noreset >"$LOGDIR/xvfb.log" 2>&1 &
    XVFB_PID=$!
    # wait for its socket; if it dies (race on the display number), try the next one
    for _ in $(seq 1 50); do
        [ -e "/tmp/.X11-unix/X$n" ] && break
        kill -0 "$XVFB_PID" 2>/dev/null || break
        sleep 0.1
    done
    if kill -0 "$XVFB_PID" 2>/dev/null && [ -e "/tmp/.X11-unix/X$n" ]; then
        DISP=":$n"; break
    fi
    kill "$XVFB_PID" 2>/dev/null; wait "$XVFB_PID" 2>/dev/null; XVFB_PID=""
done
[ -n "$DISP" ] || { cat "$LOGDIR/xvfb.log" >&2; die "could not start Xvfb on any display :99..:199"; }
export DISPLAY=$DISP

# ---- start xterm ----
XTERM_TERM=${XTERM_TERM:-xterm-256color}
export TERM=$XTERM_TERM
export LANG=C.UTF-8 LC_ALL=C.UTF-8
HOLD=(-hold)
[ "${XSHOT_NOHOLD:-0}" = 1 ] && HOLD=()
XCLASS="XShot$$"
xterm -class "$XCLASS" -name xshot "${HOLD[@]}" \
      -geometry "$GEOM+0+0" -fa "$FONT" -fs "$FONTSIZE" -u8 \
      -bg black -fg white -bc -cr white +sb -b 0 -bw 0 \
      -tn "$XTERM_TERM" \
      -xrm 'XTerm*allowSendEvents: true' \
      -xrm 'XTerm*colorMode: true' \
      -xrm 'XTerm*boldColors: false' \
      -xrm 'XTerm*utf8Title: true' \
      -e sh -c "$CMD" >"$LOGDIR/xterm.log" 2>&1 &
XTERM_PID=$!

# ---- wait for the window ----
WID=""
deadline=$(( $(date +%s) + TIMEOUT ))
while [ -z "$WID" ]; do
    if ! kill -0 "$XTERM_PID" 2>/dev/null; then
        cat "$LOGDIR/xterm.log" >&2
        die "xterm exited before its window appeared"
    fi
    [ "$(date +%s)" -lt "$deadline" ] || die "timed out waiting for the xterm window"
    WID=$(xdotool search --onlyvisible --class "$XCLASS" 2>/dev/null | head -n1)
    [ -n "$WID" ] || sleep 0.1
done

sleep "$STARTUP"   # let the program draw its first frame

# Give the window keyboard focus (no window manager here) so XTEST keys reach it.
xdotool windowfocus "$WID" 2>/dev/null
xdotool mousemove --window "$WID" 5 5 2>/dev/null

# ---- send keys ----
for key in "$@"; do
    kill -0 "$XTERM_PID" 2>/dev/null || die "xterm exited while sending keys"
    case $key in
        sleep:*) sleep "${key#sleep:}"; continue ;;
        type:*)  xdotool type --delay 50 "${key#type:}" ;;
        *)       xdotool key --clearmodifiers "$key" || echo "xterm-shot: bad key '$key'" >&2 ;;
    esac
    sleep "$KEYDELAY"
done
[ $# -gt 0 ] && sleep "$SETTLE"

kill -0 "$XTERM_PID" 2>/dev/null || die "xterm exited before the screenshot (use a longer-lived COMMAND)"

# ---- screenshot ----
rm -f "$OUT"
if [ -x "$IMPORT" ]; then
    "$IMPORT" -window "$WID" "$OUT" 2>"$LOGDIR/shot.log"
fi
if [ ! -s "$OUT" ] && [ -n "$XWD" ] && [ -x "$CONVERT" ]; then
    "$XWD" -silent -id "$WID" | "$CONVERT" xwd:- "$OUT" 2>>"$LOGDIR/shot.log"
fi
[ -s "$OUT" ] || { cat "$LOGDIR/shot.log" >&2; die "screenshot failed"; }

echo "$OUT"
