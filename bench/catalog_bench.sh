#!/usr/bin/env bash
# The catalog (catalog.json beside themes.json) against the C peer and against darkscreen with the
# catalog hidden ("catalog": false), and the / filter typed over it; `list` and `list --json` of it.
# Run by bench/run.sh (which sets DARKSCREEN_DATA_DIR to the checkout); on its own:
#   DARKSCREEN_DATA_DIR=$PWD bench/catalog_bench.sh BINARY PEER [ROUNDS] [KEYS]
set -euo pipefail
bin=$1 peer=$2 rounds=${3:-3} keys=${4:-30}
hidden=$PWD/.build-bench/no-catalog
mkdir -p "$hidden/darkscreen" "$PWD/.build-bench/catalog-cache"
echo '{"catalog": false}' > "$hidden/darkscreen/settings.json"
shown=$PWD/.build-bench/catalog-config
mkdir -p "$shown"
themes=$(env XDG_CONFIG_HOME="$shown" DARKSCREEN_THEME_DIRS= "$bin" list | wc -l)
echo; echo "## 200x50, the catalog ($themes themes, from its cache after a warm-up round) vs the catalog hidden (targets: start-up <= 1.0x the C peer, RSS <= +1 MiB)"
python3 bench/pty_bench.py -q --markdown --size 200x50 --rounds "$rounds" --warmup 1 --keys "$keys" --key down,up \
  --ref "c_peer=$peer" \
  --prog "darkscreen-catalog=env XDG_CONFIG_HOME=$shown XDG_CACHE_HOME=$PWD/.build-bench/catalog-cache $bin --theme Dark" \
  --prog "darkscreen-no-catalog=env XDG_CONFIG_HOME=$hidden XDG_CACHE_HOME=$PWD/.build-bench/catalog-cache $bin --theme Dark"
echo; echo "## 200x50, the / filter over the catalog: s, o, l typed and erased (target: <= 1 ms a key)"
python3 bench/pty_bench.py -q --markdown --size 200x50 --rounds "$rounds" --warmup 1 --keys "$keys" \
  --prog "darkscreen-filter=env XDG_CONFIG_HOME=$shown XDG_CACHE_HOME=$PWD/.build-bench/catalog-cache $bin --theme Dark" \
  --prelude "darkscreen-filter=/" --key 's,o,l,\x7f,\x7f,\x7f'
echo; echo "## list and list --json of the catalog (target: list --json <= 50 ms), CPU time, 10 runs"
command -v perf >/dev/null 2>&1 || { echo "(perf is not installed: apt-get install linux-perf)"; exit 0; }
for args in "list" "list --json"; do
  for config in "$shown" "$hidden"; do
    ms=$(env XDG_CONFIG_HOME="$config" DARKSCREEN_THEME_DIRS= perf stat -x, -e task-clock -r 10 "$bin" $args 2>&1 >/dev/null | cut -d, -f1)
    echo "- \`$args\` ($( [ "$config" = "$shown" ] && echo catalog || echo hidden )): $ms ms"
  done
done
