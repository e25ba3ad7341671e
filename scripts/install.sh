#!/usr/bin/env bash
# `make install` / `make uninstall`. Install: a stripped binary (with DEBUG=1 also its debug
# information as bin/darkscreen.debug, linked by --add-gnu-debuglink so gdb finds it), the shipped
# themes, the completions, the man page, the user documents (share/doc/darkscreen), and a manifest
# of every file and every folder it created: share/darkscreen/install-manifest. Uninstall removes
# exactly those (folders only when empty); without a manifest (an install older than it) it
# removes the files darkscreen installs.
#   scripts/install.sh install BINARY GENERATED_DIR      scripts/install.sh uninstall
# Environment: DESTDIR (staging root, not recorded in the manifest), PREFIX, DEBUG=1.
set -euo pipefail
# llvm-objcopy (the Swift toolchain's, else one on PATH): binutils' objcopy refuses the layout
# llvm-bolt gives the release binary (scripts/link-release.sh).
objcopy=$(dirname "$(readlink -f "$(command -v swift || echo /nonexistent)")")/llvm-objcopy
[ -x "$objcopy" ] || objcopy=$(command -v llvm-objcopy || echo llvm-objcopy)
: "${PREFIX:=/usr/local}" "${DESTDIR:=}" "${DEBUG:=0}"
root="$DESTDIR$PREFIX"
manifest_path="$PREFIX/share/darkscreen/install-manifest"
manifest="$DESTDIR$manifest_path"
files=(bin/darkscreen share/darkscreen/themes.json share/darkscreen/catalog.json share/darkscreen/THIRD-PARTY.md
       share/bash-completion/completions/darkscreen
       share/zsh/site-functions/_darkscreen share/fish/vendor_completions.d/darkscreen.fish
       share/man/man1/darkscreen.1 share/doc/darkscreen/README.md)
# The user documents (docs/*.md but the developers' own), in one folder with the README, as in the
# packages (scripts/package.sh): darkscreen names them there (`darkscreen schedule`).
checkout="$(dirname "$0")/.."
for f in "$checkout"/docs/*.md; do case "${f##*/}" in BUILDING.md|CONTRIBUTING.md) ;; *) files+=("share/doc/darkscreen/${f##*/}") ;; esac; done

install_all() {
  local binary="$1" generated="$2"
  staging="$(mktemp -d)" # global: the EXIT trap runs after this function returns
  trap 'rm -rf "$staging"' EXIT
  # Folders this install creates (recorded so uninstall can remove them again), outermost first;
  # folders an earlier install created stay recorded.
  local -a created=() recorded=()
  if [ -f "$manifest" ]; then mapfile -t recorded < <(sed -n 's/^dir //p' "$manifest"); fi
  make_dir() {
    local dir="$1" path="" part
    IFS=/ read -ra parts <<< "${dir#/}"
    for part in "${parts[@]}"; do
      path="$path/$part"
      if [ ! -d "$DESTDIR$path" ]; then
        mkdir -m 755 "$DESTDIR$path"
        created+=("$path")
      fi
    done
  }
  mkdir -p "$DESTDIR" 2>/dev/null || true
  make_dir "$PREFIX/bin"; make_dir "$PREFIX/share/darkscreen"; make_dir "$PREFIX/share/bash-completion/completions"
  make_dir "$PREFIX/share/zsh/site-functions"; make_dir "$PREFIX/share/fish/vendor_completions.d"
  make_dir "$PREFIX/share/man/man1"; make_dir "$PREFIX/share/doc/darkscreen"

  local -a installed=()
  if [ "$DEBUG" = 1 ]; then
    "$objcopy" --only-keep-debug "$binary" "$staging/darkscreen.debug"
    "$objcopy" --strip-all --add-gnu-debuglink="$staging/darkscreen.debug" "$binary" "$staging/darkscreen"
    install -m 644 "$staging/darkscreen.debug" "$root/bin/darkscreen.debug"
    installed+=("$PREFIX/bin/darkscreen.debug")
  else
    "$objcopy" --strip-all "$binary" "$staging/darkscreen"
    # A debug file left by an earlier DEBUG=1 install would no longer match the binary.
    if [ -f "$root/bin/darkscreen.debug" ] && grep -qx "file $PREFIX/bin/darkscreen.debug" "$manifest" 2>/dev/null; then
      rm -f "$root/bin/darkscreen.debug"
    fi
  fi
  install -m 755 "$staging/darkscreen" "$root/bin/darkscreen"
  install -m 644 themes.json "$root/share/darkscreen/themes.json"
  install -m 644 catalog.json "$root/share/darkscreen/catalog.json"
  install -m 644 THIRD-PARTY.md "$root/share/darkscreen/THIRD-PARTY.md"
  install -m 644 "$generated/darkscreen.bash" "$root/share/bash-completion/completions/darkscreen"
  install -m 644 "$generated/_darkscreen" "$root/share/zsh/site-functions/_darkscreen"
  install -m 644 "$generated/darkscreen.fish" "$root/share/fish/vendor_completions.d/darkscreen.fish"
  install -m 644 "$generated/darkscreen.1" "$root/share/man/man1/darkscreen.1"
  sed 's#](docs/#](#g' "$checkout/README.md" > "$root/share/doc/darkscreen/README.md"
  for f in "${files[@]}"; do
    case "$f" in
      share/doc/darkscreen/README.md) ;;
      share/doc/darkscreen/*) sed 's#](\.\./README\.md#](README.md#g' "$checkout/docs/${f##*/}" > "$root/$f" ;;
    esac
  done
  chmod 644 "$root/share/doc/darkscreen/"*
  for f in "${files[@]}"; do installed+=("$PREFIX/$f"); done

  {
    echo "# darkscreen install manifest: 'make uninstall' removes these files, then these folders when empty"
    for f in "${installed[@]}"; do echo "file $f"; done
    echo "file $manifest_path"
    for d in "${recorded[@]}" "${created[@]}"; do echo "dir $d"; done | awk '!seen[$0]++'
  } > "$manifest.tmp"
  mv "$manifest.tmp" "$manifest"
  chmod 644 "$manifest"
  echo "installed darkscreen in $root$([ "$DEBUG" = 1 ] && echo ' (with bin/darkscreen.debug)')"
}

uninstall_all() {
  if [ ! -f "$manifest" ]; then
    echo "no install manifest at $manifest; removing the files darkscreen installs" >&2
    for f in "${files[@]}" bin/darkscreen.debug; do rm -f "$root/$f"; done
    rmdir "$root/share/darkscreen" "$root/share/doc/darkscreen" 2>/dev/null || true
    return
  fi
  local -a dirs=()
  while read -r kind path; do
    case "$kind" in
      file) rm -f "$DESTDIR$path" ;;
      dir) dirs=("$path" "${dirs[@]}") ;; # innermost first
    esac
  done < "$manifest"
  rm -f "$manifest"
  for d in "${dirs[@]}"; do rmdir "$DESTDIR$d" 2>/dev/null || true; done
  echo "uninstalled darkscreen from $root"
}

case "${1:-}" in
  install) install_all "$2" "$3" ;;
  uninstall) uninstall_all ;;
  *) echo "usage: $0 install BINARY GENERATED_DIR | uninstall" >&2; exit 2 ;;
esac
