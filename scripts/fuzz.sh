#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/targets and runs each for FUZZ_SECONDS (default 60).
# Usage: scripts/fuzz.sh [build|run] [TARGET...]   (FUZZ_SECONDS, FUZZ_MAX_LEN)
# The pure modules are compiled with swiftc directly, -sanitize=fuzzer,address, so every line of
# the parsers is coverage-instrumented (SwiftPM's --sanitize=fuzzer leaves dependencies
# uninstrumented here). Corpora live in Fuzz/corpus/<Target>; crashes land in .build-fuzz/crashes.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=.build-fuzz
SECONDS_EACH=${FUZZ_SECONDS:-60}
# Inputs up to 64 KiB (FUZZ_MAX_LEN): large enough to pass every reader's nesting limit (64
# levels) and to grow long lines and many keys; libFuzzer still starts short and grows them.
MAX_LEN=${FUZZ_MAX_LEN:-65536}
# -package-name as SwiftPM gives it: the modules share `package` declarations (Locked, ThreadStart).
FLAGS=(-O -sanitize=fuzzer,address -swift-version 6 -parse-as-library -package-name darkscreen)
mode=${1:-run}; shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=($(cd Fuzz/targets && ls *.swift | sed 's/\.swift$//'))

# Sources/NAME's C files, instrumented, as $OUT/libNAME.a (extra arguments: C flags).
c_library() {
  local name=$1 source objects=()
  shift
  for source in Sources/"$name"/*.c; do
    clang -c -O1 -fsanitize=fuzzer-no-link,address -I Sources/"$name"/include "$@" "$source" -o "$OUT/$(basename "$source" .c).o"
    objects+=("$OUT/$(basename "$source" .c).o")
  done
  ar rcs "$OUT/lib$name.a" "${objects[@]}"
}

# Sources/NAME's Swift files as $OUT/libNAME.a and its module (uses `modules` from build()).
swift_library() {
  local name=$1
  swiftc "${FLAGS[@]}" -emit-library -static -module-name "$name" "${modules[@]}" -emit-module-path "$OUT/$name.swiftmodule" \
    $(find Sources/"$name" -name '*.swift') -o "$OUT/lib$name.a" 2>&1 | grep -v "Cannot export local symbol" || true
}

build() {
  mkdir -p "$OUT"
  local stamp="$OUT/.stamp" newest
  newest=$(find Sources/TerminalAppearance Sources/DarkscreenPlatform Sources/DarkscreenCore Sources/DarkscreenTools Sources/DarkscreenState Sources/DarkscreenUI Sources/CThreadPlacement Sources/CClockSetTimer \
    Sources/CDBusStaticSupport Fuzz/targets scripts/fuzz.sh -type f -newer "$stamp" 2>/dev/null | head -1 || true)
  if [ -f "$stamp" ] && [ -z "$newest" ]; then return; fi
  echo "building fuzz targets (swiftc -sanitize=fuzzer,address)"
  # DarkscreenPlatform uses TerminalAppearance, which uses libdbus-1 (CDBus, a module map over it, and
  # CDBusStaticSupport's C file); both use CThreadPlacement (C files; SwiftPM makes its module map,
  # so one is written here over the same header).
  local dbus_cflags=() cflag
  for cflag in $(pkg-config --cflags dbus-1); do dbus_cflags+=(-Xcc "$cflag"); done
  local modules=(-I "$OUT" -I "$OUT/CThreadPlacement" -I "$OUT/CClockSetTimer" -I Sources/CDBus -I Sources/CDBusStaticSupport/include "${dbus_cflags[@]}")
  mkdir -p "$OUT/CThreadPlacement"
  printf 'module CThreadPlacement {\n  header "%s"\n  export *\n}\n' "$PWD/Sources/CThreadPlacement/include/thread_placement.h" \
    > "$OUT/CThreadPlacement/module.modulemap"
  mkdir -p "$OUT/CClockSetTimer"
  printf 'module CClockSetTimer {\n  header "%s"\n  export *\n}\n' "$PWD/Sources/CClockSetTimer/include/clock_set_timer.h" \
    > "$OUT/CClockSetTimer/module.modulemap"
  c_library CDBusStaticSupport $(pkg-config --cflags dbus-1)
  c_library CThreadPlacement
  c_library CClockSetTimer
  swift_library TerminalAppearance
  swift_library DarkscreenPlatform
  swift_library DarkscreenCore
  swift_library DarkscreenTools
  swift_library DarkscreenState
  swift_library DarkscreenUI
  for file in Fuzz/targets/*.swift; do
    name=$(basename "$file" .swift)
    swiftc "${FLAGS[@]}" "${modules[@]}" -L "$OUT" -lDarkscreenUI -lDarkscreenState -lDarkscreenTools -lDarkscreenCore -lDarkscreenPlatform -lTerminalAppearance -lCThreadPlacement -lCClockSetTimer -lCDBusStaticSupport -ldbus-1 "$file" -o "$OUT/$name" 2>&1 \
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
  if ! "$OUT/$name" -max_total_time="$SECONDS_EACH" -max_len="$MAX_LEN" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
       -artifact_prefix="$OUT/crashes/$name-" "$corpus" "$seeds" 2>"$OUT/$name.log"; then
    echo "fuzz: $name found a crash; see $OUT/$name.log and $OUT/crashes/" >&2
    tail -30 "$OUT/$name.log" >&2
    status=1
  fi
  grep -E "^stat::number_of_executed_units|^#[0-9]+.*DONE" "$OUT/$name.log" | tail -2
done
exit $status
