#!/usr/bin/env bash
# The side-by-side benchmark behind BENCHMARKS.md: darkscreen against the C peer on ncursesw
# (bench/c_reference.c, built here with cc), interleaved A B A B in one run, at 80x24, 200x50 and
# 300x100, with 6 and 10,000 themes.
# Usage: bench/run.sh [PATH-TO-darkscreen]     (ROUNDS and KEYS override the defaults 3 and 30)
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-$(swift build -c release --show-bin-path)/darkscreen}
rounds=${ROUNDS:-3}
keys=${KEYS:-30}
peer_src=bench/c_reference.c
mkdir -p .build-bench
peer=.build-bench/c_reference
[ "$peer" -nt "$peer_src" ] || cc -O2 -o "$peer" "$peer_src" $(pkg-config --cflags --libs ncursesw)
# pyte (a terminal emulator the pty bench reads the screen with): pip where the python3 allows it,
# else Debian's python3-pyte (a stock Debian python3 refuses pip, PEP 668).
python3 -c 'import pyte' 2>/dev/null || python3 -m pip install -q pyte 2>/dev/null \
  || DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=120 install -y -qq python3-pyte
# 10,000 themes, each valid and distinct
big=.build-bench/themes-10000.json
[ -f "$big" ] || python3 - "$big" <<'PY'
import json, sys
themes = [{"name": f"Theme {i:05d}", "statusLine": "default",
           "colors": {"background": {"light": "#F2F2F7", "dark": f"#{i % 256:02X}{(i // 256) % 256:02X}40"},
                      "primary": "label", "secondary": "#0A84FF",
                      "separator": {"from": "secondary", "darken": 0.4}}} for i in range(10000)]
json.dump({"themes": themes}, open(sys.argv[1], "w"), indent=1)
PY
# 500 theme files in the seven imported formats, for the drop-in folder case
folder=.build-bench/themes-500-files
[ -d "$folder" ] || python3 bench/theme_folder.py "$folder" 500
# No system theme folder (/usr/share/foot/themes…) in the other cases: the same 6 themes everywhere.
export DARKSCREEN_DATA_DIR=$PWD XDG_CONFIG_HOME=$PWD/.build-bench/config XDG_CACHE_HOME=$PWD/.build-bench/cache DARKSCREEN_THEME_DIRS=
echo "machine: $(nproc) cores, $(uname -r); $(date -u +%Y-%m-%d); load: $(cut -d' ' -f1-3 /proc/loadavg)"
for size in 80x24 200x50 300x100; do
  echo; echo "## $size, 6 themes"
  python3 bench/pty_bench.py -q --markdown --size "$size" --rounds "$rounds" --keys "$keys" --key down,up \
    --ref "c_peer=$peer" --prog "darkscreen=$bin --theme Dark"
  python3 bench/lower_bound.py --size "$size" "$bin --theme Dark"
done
echo; echo "## 200x50: what darkscreen's resident set is made of at the first frame and two keys (bench/rss_breakdown.py)"
python3 bench/rss_breakdown.py --size 200x50 --keys 2 -- "$bin" --theme Dark
echo; echo "## 200x50, 10,000 themes (darkscreen) vs the C peer's 10"
python3 bench/pty_bench.py -q --markdown --size 200x50 --rounds "$rounds" --keys "$keys" --key down,up \
  --ref "c_peer=$peer" --prog "darkscreen-6=$bin --theme Dark" --prog "darkscreen-10000=$bin --themes $big"
echo; echo "## 200x50, the preview: highlight moves with the preview shown (after p), and p on and off (target: key <= 1.0x the C peer's key)"
python3 bench/pty_bench.py -q --markdown --size 200x50 --rounds "$rounds" --keys "$keys" --key down,up \
  --ref "c_peer=$peer" --prog "darkscreen-preview-moves=$bin --theme Dark" --prog "darkscreen-p-on-off=$bin --theme Dark" \
  --prelude "darkscreen-preview-moves=p" --keys-for "darkscreen-p-on-off=p"
echo; echo "## 200x50, a drop-in folder of 500 files in 7 formats vs 6 themes (target: start-up <= 1.5x, key latency unchanged)"
# One warm-up round: its start reads the folder after the first frame and writes the theme folder
# cache; the measured starts are the usual ones, with the folder's themes from the cache.
python3 bench/pty_bench.py -q --markdown --size 200x50 --rounds "$rounds" --warmup 1 --keys "$keys" --key down,up \
  --prog "darkscreen-6=env DARKSCREEN_THEME_DIRS= $bin --theme Dark" \
  --prog "darkscreen-500-files=env DARKSCREEN_THEME_DIRS=$PWD/$folder $bin --theme Dark"
# The rows above leave out the system's theme folders on purpose (the same 6 themes for everyone);
# a user with foot-themes installed has /usr/share/foot/themes read after every first frame: both rows.
echo; echo "## 200x50, the 6 shipped themes: no theme folders (the rows above) vs the system's theme folders as installed ($(ls /usr/share/foot/themes 2>/dev/null | wc -l) files in /usr/share/foot/themes)"
python3 bench/pty_bench.py -q --markdown --size 200x50 --rounds "$rounds" --keys "$keys" --key down,up \
  --prog "darkscreen-no-folders=env DARKSCREEN_THEME_DIRS= $bin --theme Dark" \
  --prog "darkscreen-system-folders=env -u DARKSCREEN_THEME_DIRS $bin --theme Dark"
bench/catalog_bench.sh "$bin" "$peer" "$rounds" "$keys"
echo; echo "## start-up, 200x50: a terminal answering OSC 10/11 and DA1 (the appearance from its colours)"
python3 bench/pty_bench.py -q --markdown --size 200x50 --rounds "$rounds" --keys 5 --key down,up --answer xterm \
  --ref "c_peer=$peer" --prog "darkscreen=$bin --theme Dark"
echo; echo "## start-up, 200x50: a terminal that answers nothing (bounded by the 100 ms budget)"
python3 bench/pty_bench.py -q --markdown --size 200x50 --rounds "$rounds" --keys 5 --key down,up --answer none \
  --ref "c_peer=$peer" --prog "darkscreen=$bin --theme Dark"
echo; echo "## desktop setting changed -> every running darkscreen repainted (3 instances, 20 changes)"
python3 bench/portal_follow.py "$bin" --instances 3 --changes 20
echo; echo "## scheduled switch -> every running darkscreen repainted (3 instances, fake clock)"
python3 bench/schedule_follow.py "$bin" --instances 3 --switches 10
echo; echo "## calm transitions: a fade's frames against one theme switch (targets: <= 15 frames, each <= one switch's bytes, the last the target)"
python3 bench/fade_bench.py "$bin" --rounds "$rounds"
echo; echo "## --apply terminal / --apply tmux (bytes per switch, latency, tmux calls per frame)"
python3 bench/apply_bench.py "$bin" --peer "$peer" --rounds "$rounds" --keys "$keys"
echo; echo "## darkscreen integrate: a commit reaching six connected tools (target: <= 200 ms; Enter answered as fast as with none)"
python3 bench/integrate_bench.py "$bin" --commits 20
echo; echo "## darkscreen beside in a private tmux, 200x50 (targets: open <= 150 ms and <= 1.5x by hand, resize <= 100 ms, idle 0 wake-ups besides the clock)"
python3 bench/beside_bench.py "$bin" --rounds "$rounds"
