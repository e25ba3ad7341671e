#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/targets and runs each for FUZZ_SECONDS (default 60).
# Usage: scripts/fuzz.sh [build|run] [TARGET...]
# The pure modules are compiled with swiftc directly, -sanitize=fuzzer,address, so every line of
# the parsers is coverage-instrumented (SwiftPM's --sanitize=fuzzer leaves dependencies
# uninstrumented here). Corpora live in Fuzz/corpus/<Target>; crashes land in .build-fuzz/crashes.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=.build-fuzz
SECONDS_EACH=${FUZZ_SECONDS:-60}
FLAGS=(-O -sanitize=fuzzer,address -swift-version 6 -parse-as-library)
mode=${1:-run}; shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=($(cd Fuzz/targets && ls *.swift | sed 's/\.swift$//'))

build() {
  mkdir -p "$OUT"
  local stamp="$OUT/.stamp" newest
  newest=$(find Sources/TerminalAppearance Sources/DarkscreenCore Sources/DarkscreenUI Sources/CThreadPlacement Fuzz/targets scripts/fuzz.sh \( -name '*.swift' -o -name '*.[ch]' -o -name fuzz.sh \) -newer "$stamp" 2>/dev/null | head -1 || true)
  if [ -f "$stamp" ] && [ -z "$newest" ]; then return; fi
  echo "building fuzz targets (swiftc -sanitize=fuzzer,address)"
  # DarkscreenCore uses TerminalAppearance, which uses libdbus-1 (CDBus, a module map over it, and
  # CDBusStaticSupport's C file).
  local dbus_cflags=() cflag
  for cflag in $(pkg-config --cflags dbus-1); do dbus_cflags+=(-Xcc "$cflag"); done
  local modules=(-I "$OUT" -I "$OUT/CThreadPlacement" -I Sources/CDBus -I Sources/CDBusStaticSupport/include "${dbus_cflags[@]}")
  clang -c -O1 -fsanitize=fuzzer-no-link,address -I Sources/CDBusStaticSupport/include $(pkg-config --cflags dbus-1) \
    Sources/CDBusStaticSupport/dbus_static_support.c -o "$OUT/dbus_static_support.o"
  ar rcs "$OUT/libCDBusStaticSupport.a" "$OUT/dbus_static_support.o"
  # DarkscreenCore also uses CThreadPlacement (a C file; SwiftPM makes its module map, so one is
  # written here over the same header).
  mkdir -p "$OUT/CThreadPlacement"
  printf 'module CThreadPlacement {\n  header "%s"\n  export *\n}\n' "$PWD/Sources/CThreadPlacement/include/thread_placement.h" \
    > "$OUT/CThreadPlacement/module.modulemap"
  clang -c -O1 -fsanitize=fuzzer-no-link,address -I Sources/CThreadPlacement/include \
    Sources/CThreadPlacement/thread_placement.c -o "$OUT/thread_placement.o"
  ar rcs "$OUT/libCThreadPlacement.a" "$OUT/thread_placement.o"
  swiftc "${FLAGS[@]}" -emit-library -static -module-name TerminalAppearance "${modules[@]}" -emit-module-path "$OUT/TerminalAppearance.swiftmodule" \
    $(find Sources/TerminalAppearance -name '*.swift') -o "$OUT/libTerminalAppearance.a" 2>&1 | grep -v "Cannot export local symbol" || true
  swiftc "${FLAGS[@]}" -emit-library -static -module-name DarkscreenCore "${modules[@]}" -emit-module-path "$OUT/DarkscreenCore.swiftmodule" \
    $(find Sources/DarkscreenCore -name '*.swift') -o "$OUT/libDarkscreenCore.a" 2>&1 | grep -v "Cannot export local symbol" || true
  swiftc "${FLAGS[@]}" -emit-library -static -module-name DarkscreenUI "${modules[@]}" -emit-module-path "$OUT/DarkscreenUI.swiftmodule" \
    $(find Sources/DarkscreenUI -name '*.swift') -o "$OUT/libDarkscreenUI.a" 2>&1 | grep -v "Cannot export local symbol" || true
  for file in Fuzz/targets/*.swift; do
    name=$(basename "$file" .swift)
    swiftc "${FLAGS[@]}" "${modules[@]}" -L "$OUT" -lDarkscreenUI -lDarkscreenCore -lTerminalAppearance -lCThreadPlacement -lCDBusStaticSupport -lpthread -ldbus-1 "$file" -o "$OUT/$name" 2>&1 \
      | grep -v -e "Cannot export local symbol" -e "^$" || true
    [ -x "$OUT/$name" ] || { echo "fuzz: failed to build $name" >&2; exit 1; }
  done
  touch "$stamp"
}

build
[ "$mode" = build ] && exit 0
mkdir -p "$OUT/crashes"
status=0
for name in "${targets[@]}"; do
  corpus="$OUT/corpus/$name"
  mkdir -p "$corpus"
  seeds="Fuzz/corpus/$name"
  echo "== $name: ${SECONDS_EACH}s"
  if ! "$OUT/$name" -max_total_time="$SECONDS_EACH" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
       -artifact_prefix="$OUT/crashes/$name-" "$corpus" "$seeds" 2>"$OUT/$name.log"; then
    echo "fuzz: $name found a crash; see $OUT/$name.log and $OUT/crashes/" >&2
    tail -30 "$OUT/$name.log" >&2
    status=1
  fi
  grep -E "^stat::number_of_executed_units|^#[0-9]+.*DONE" "$OUT/$name.log" | tail -2
done
exit $status
