#!/usr/bin/env bash
# The release link (Makefile RELEASE_FLAGS: swiftc -ld-path): lld, then llvm-bolt moves the start-up
# functions lld cannot place next to each other.
#
# lld orders whole input sections (scripts/startup-symbols.txt). The prebuilt standard library
# keeps thousands of functions in one section each (Swift.o's .text: 1.6 MB, _Concurrency.o's:
# 0.25 MB): a start runs about 60 KB of them, spread so that nearly every 64 KiB fault-around
# window of those sections is mapped in (1.4 MiB of the resident set at 200x50). llvm-bolt moves
# functions one by one: those named in scripts/startup-split.txt (written by
# scripts/startup-symbols.sh) go side by side into a section of their own; the rest of the binary
# stays where lld put it, and the old copies stay too (a reference llvm-bolt does not rewrite
# still reaches working code; scripts/bolt-references.py rewrites the relative ones from data). DECISIONS.md "Peak RSS: the functions inside the standard library's
# one section".
#
# Called by clang in place of ld.lld, with ld.lld's arguments. Only the darkscreen executable of a
# fixed-address build is moved (not darkscreen-bench, not a position-independent variant); without
# llvm-bolt (scripts/ensure-packages.sh build installs it) the link is lld's alone, with a note.
# DARKSCREEN_KEEP_LINKED=1 also keeps lld's output beside the result as OUT.linked (for
# scripts/startup-symbols.sh, which reads its addresses with the link's map).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
lld=$(dirname "$(readlink -f "$(command -v swiftc || command -v swift)")")/ld.lld
[ -x "$lld" ] || lld=$(command -v ld.lld)

out="" previous="" position_independent=0
for argument in "$@"; do
  [ "$previous" = "-o" ] && out=$argument
  case "$argument" in -pie | --pie | -static-pie | --static-pie) position_independent=1 ;; esac
  previous=$argument
done
split="$here/startup-split.txt"
bolt=$(command -v llvm-bolt-19 || true)
if [ "$(basename "$out")" != darkscreen ] || [ "$position_independent" = 1 ] || [ ! -s "$split" ]; then
  exec "$lld" "$@"
fi
if [ -z "$bolt" ]; then
  echo "note: llvm-bolt-19 is not installed: the start-up functions of the standard library stay where lld put them (scripts/ensure-packages.sh build)" >&2
  exec "$lld" "$@"
fi

# llvm-bolt needs the relocations (--emit-relocs) to move code; its output drops them again.
"$lld" "$@" --emit-relocs
work=$(mktemp -d "${TMPDIR:-/tmp}/darkscreen-link.XXXXXX")
trap 'rm -rf "$work"' EXIT
[ "${DARKSCREEN_KEEP_LINKED:-}" = 1 ] && cp "$out" "$out.linked"
# A function local to its object file is named NAME/1 by llvm-bolt (NAME/2 for a second object's
# copy): every spelling is given.
sed -e 'p' -e 's|$|/1|p' -e 's|/1$|/2|' "$split" > "$work/functions"
mv "$out" "$work/linked"
# (no note of llvm-bolt's command line, which names the build's folders: the same sources give the
# same binary, and `scripts/startup-symbols.sh` relinks to compare)
if ! (cd "$work" && "$bolt" linked -o darkscreen --bolt-info=false --funcs-file-no-regex=functions \
  --reorder-functions=user --function-order=functions --update-debug-sections > bolt.log 2>&1); then
  cat "$work/bolt.log" >&2
  echo "error: llvm-bolt could not move the start-up functions of $out (its messages are above)" >&2
  exit 1
fi
# The relative references from data that llvm-bolt leaves at the old copies (scripts/bolt-references.py).
python3 "$here/bolt-references.py" "$work/linked" "$work/darkscreen" > /dev/null
mv "$work/darkscreen" "$out"
