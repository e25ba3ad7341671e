#!/usr/bin/env bash
# The side-by-side benchmark behind BENCHMARKS.md: darkscreen against the C peer on ncursesw,
# interleaved A B A B in one run, at 80x24, 200x50 and 300x100, with 6 and 10,000 themes.
# Usage: bench/run.sh [PATH-TO-darkscreen]     (ROUNDS and KEYS override the defaults 3 and 30)
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-$(swift build -c release --show-bin-path)/darkscreen}
rounds=${ROUNDS:-3}
keys=${KEYS:-30}
peer_src=../shared/peers/c_themes.c
[ -f "$peer_src" ] || { echo "bench: the C peer is not at $peer_src" >&2; exit 1; }
mkdir -p .build-bench
peer=.build-bench/c_themes
[ "$peer" -nt "$peer_src" ] || cc -O2 -o "$peer" "$peer_src" $(PKG_CONFIG_PATH= pkg-config --cflags --libs ncursesw)
python3 -c 'import pyte' 2>/dev/null || python3 -m pip install -q pyte
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
export DARKSCREEN_DATA_DIR=$PWD XDG_CONFIG_HOME=$PWD/.build-bench/config
echo "machine: $(nproc) cores, $(uname -r); $(date -u +%Y-%m-%d); load: $(cut -d' ' -f1-3 /proc/loadavg)"
for size in 80x24 200x50 300x100; do
  echo; echo "## $size, 6 themes"
  python3 bench/pty_bench.py -q --markdown --size "$size" --rounds "$rounds" --keys "$keys" --key down,up \
    --ref "c_peer=$peer" --prog "darkscreen=$bin --theme Dark"
  python3 bench/lower_bound.py --size "$size" "$bin --theme Dark"
done
echo; echo "## 200x50, 10,000 themes (darkscreen) vs the C peer's 10"
python3 bench/pty_bench.py -q --markdown --size 200x50 --rounds "$rounds" --keys "$keys" --key down,up \
  --ref "c_peer=$peer" --prog "darkscreen-6=$bin --theme Dark" --prog "darkscreen-10000=$bin --themes $big"
echo; echo "## --apply terminal / --apply tmux (bytes per switch, latency, tmux calls per frame)"
python3 bench/apply_bench.py "$bin" --peer "$peer" --rounds "$rounds" --keys "$keys"
