#!/usr/bin/env bash
# `make screenshots`: PNG screenshots of darkscreen in a real xterm under a private Xvfb
# (scripts/xterm-shot.sh), for the README: the split view in each shipped theme (Automatic in
# light and in dark), the help panel, the filter, and a theme imported from a foot theme file
# dropped into a theme folder. Each is palette-quantised (ImageMagick -colors) to stay small.
#   scripts/screenshots.sh DARKSCREEN_BINARY [OUT_DIR]      (OUT_DIR default docs/screenshots)
#   SHOT_ONLY=NAME takes only that one (e.g. SHOT_ONLY=beside).
# A private XDG_CONFIG_HOME/XDG_STATE_HOME: your settings are neither read nor changed.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(realpath "$1")
out=${2:-docs/screenshots}
geometry=${SHOT_GEOMETRY:-80x20}
colors=${SHOT_COLORS:-48}
mkdir -p "$out"
# A fixed, install-like folder: the help panel names the themes file it shows, and the README's
# pictures should not carry a checkout's path or a random one.
work=/tmp/darkscreen-shots
mkdir "$work" 2>/dev/null || { echo "screenshots: $work exists (another run?); remove it first" >&2; exit 1; }
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/bin" "$work/share/darkscreen" "$work/drop-in"
cp "$bin" "$work/bin/darkscreen"
cp themes.json "$work/share/darkscreen/themes.json"
bin=$work/bin/darkscreen
[ -f /usr/share/foot/themes/dracula ] || { echo "screenshots: need Debian's foot-themes (apt-get install -y foot-themes)" >&2; exit 1; }
cp /usr/share/foot/themes/dracula "$work/drop-in/dracula" # Debian's foot-themes: an imported theme
# The theme folders are only the private drop-in folder; direct colour, so what is shown is the
# theme's own colours, not the nearest of 256.
env_prefix="XDG_CONFIG_HOME=$work/config XDG_STATE_HOME=$work/state DARKSCREEN_THEME_DIRS=$work/drop-in DARKSCREEN_DATA_DIR= COLORTERM= NO_COLOR="
export XTERM_TERM=xterm-direct XSHOT_STARTUP=${XSHOT_STARTUP:-2.5} XSHOT_SETTLE=${XSHOT_SETTLE:-1}

only=${SHOT_ONLY:-}
shot() { # NAME "ARGS" [KEY...]
  local name=$1 args=$2
  shift 2
  [ -z "$only" ] || [ "$only" = "$name" ] || return 0
  scripts/xterm-shot.sh "$work/$name.png" "$geometry" "env $env_prefix '$bin' $args" "$@" >/dev/null
  # -colors: a palette of at most $colors entries (the themes use a handful; the rest is the
  # font's anti-aliasing); -strip drops the timestamps, so an unchanged picture is the same file.
  convert "$work/$name.png" -strip -dither None -colors "$colors" "PNG8:$out/$name.png"
  echo "$out/$name.png $(stat -c %s "$out/$name.png") bytes"
}

shot automatic-light "--theme Automatic --appearance light"
shot automatic-dark "--theme Automatic --appearance dark"
shot dark "--theme Dark --appearance dark"
shot light "--theme Light --appearance light"
shot 80s "--theme 80s --appearance dark"
shot 90s "--theme 90s --appearance dark"
shot outrun "--theme Outrun --appearance dark"
shot help "--theme Dark --appearance dark" question
shot filter "--theme Outrun --appearance dark" slash type:o
shot imported-dracula "--theme dracula --appearance dark"

# darkscreen beside (docs/beside.md): Vim centred at 80 columns between two darkscreen panes in a
# 200-column xterm, in a private tmux server; the window's borders and palette in the theme (Outrun).
if [ -z "$only" ] || [ "$only" = beside ]; then
mkdir -p "$work/config/darkscreen"
printf '{"theme": "Outrun", "appearance": "dark"}\n' > "$work/config/darkscreen/settings.json"
cat > "$work/sample.c" <<'C'
/* Vim draws comments in an ANSI colour: pane-colours makes it the theme's. */
#include <stdio.h>

// Prints a greeting.
int main(void) {
    const char *who = "world";
    for (int i = 0; i < 3; i++) {
        printf("hello, %s (%d)\n", who, i);
    }
    return 0;
}
C
printf 'set -g status off\nset -g default-terminal tmux-256color\nset -ga terminal-features ",xterm-direct:RGB"\n' > "$work/tmux.conf"
cat > "$work/beside.sh" <<SH
#!/bin/sh
export $env_prefix COLORTERM=truecolor
exec tmux -L darkscreen-shots -f $work/tmux.conf new-session "sh -c '$bin beside --width 80 && exec vim -u NONE -N -c \"syntax on\" -c \"set background=dark\" $work/sample.c'"
SH
chmod +x "$work/beside.sh"
XSHOT_STARTUP=${XSHOT_STARTUP_BESIDE:-4} scripts/xterm-shot.sh "$work/beside.png" 200x60 "$work/beside.sh" >/dev/null
tmux -L darkscreen-shots kill-server 2>/dev/null || true
convert "$work/beside.png" -strip -dither None -colors "$colors" "PNG8:$out/beside.png"
echo "$out/beside.png $(stat -c %s "$out/beside.png") bytes"
fi
du -ch "$out"/*.png | tail -n 1
