#!/usr/bin/env bash
# `make deb` and `make dist`: darkscreen as a Debian package or a release tarball, both from the
# static release binary (stripped), with the shipped themes, the man page, the shell completions
# and the user documents (README.md and docs/, without the developer ones).
#   scripts/package.sh deb  BINARY GENERATED_DIR OUT_DIR   → OUT_DIR/darkscreen_VERSION-1_amd64.deb
#   scripts/package.sh dist BINARY GENERATED_DIR OUT_DIR   → OUT_DIR/darkscreen-VERSION-x86_64-linux.tar.gz
# VERSION: scripts/package-version.sh. File dates are the commit's (SOURCE_DATE_EPOCH), owners root,
# modes 755/644: the same commit gives the same package.
set -euo pipefail
# llvm-objcopy (the Swift toolchain's, else one on PATH): binutils' objcopy refuses the layout
# llvm-bolt gives the release binary (scripts/link-release.sh).
objcopy=$(dirname "$(readlink -f "$(command -v swift || echo /nonexistent)")")/llvm-objcopy
[ -x "$objcopy" ] || objcopy=$(command -v llvm-objcopy || echo llvm-objcopy)
cd "$(dirname "$0")/.."
kind="${1:-}" binary="${2:-}" generated="${3:-}" out="${4:-}"
if [ -z "$out" ] || [ ! -x "$binary" ] || [ ! -f "$generated/darkscreen.1" ]; then
  echo "usage: $0 deb|dist BINARY GENERATED_DIR OUT_DIR (GENERATED_DIR from make man completions)" >&2
  exit 2
fi
version=$(scripts/package-version.sh "$binary")
export SOURCE_DATE_EPOCH="${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}"
# The user documents: docs/*.md but the developers' own (as scripts/install.sh installs them).
DOCS=()
for f in docs/*.md; do case "${f##*/}" in BUILDING.md|CONTRIBUTING.md) ;; *) DOCS+=("${f##*/}") ;; esac; done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
umask 022

# stage ROOT PREFIX ZSH_FOLDER: the files both packages hold, under ROOT/PREFIX.
stage() {
  local root="$1$2" zsh="$3" doc
  doc="$root/share/doc/darkscreen"
  install -d "$root/bin" "$root/share/darkscreen" "$root/share/man/man1" "$root/share/bash-completion/completions" \
    "$root/$zsh" "$root/share/fish/vendor_completions.d" "$doc"
  "$objcopy" --strip-all --remove-section=.comment "$binary" "$root/bin/darkscreen"
  chmod 755 "$root/bin/darkscreen"
  install -m 644 themes.json "$root/share/darkscreen/themes.json"
  gzip -9nc "$generated/darkscreen.1" > "$root/share/man/man1/darkscreen.1.gz"
  # (a completion file is sourced, never run: no #! line)
  sed '1{/^#!/d}' "$generated/darkscreen.bash" > "$root/share/bash-completion/completions/darkscreen"
  install -m 644 "$generated/_darkscreen" "$root/$zsh/_darkscreen"
  install -m 644 "$generated/darkscreen.fish" "$root/share/fish/vendor_completions.d/darkscreen.fish"
  # One folder for the documents: the README's links to docs/NAME become NAME, the documents' links
  # to ../README.md become README.md.
  sed 's#](docs/#](#g' README.md > "$doc/README.md"
  for f in "${DOCS[@]}"; do sed 's#](\.\./README\.md#](README.md#g' "docs/$f" > "$doc/$f"; done
  install -m 644 packaging/debian/copyright "$doc/copyright"
  chmod 644 "$root/share/man/man1/darkscreen.1.gz" "$root/share/bash-completion/completions/darkscreen" "$doc"/*
}

# Every file and folder dated by the commit (the man page's gzip header carries no date: -n).
settle_dates() { find "$1" -exec touch -h -d "@$SOURCE_DATE_EPOCH" {} +; }

# The project's own name and address (a packager's own with DEB_MAINTAINER="Name <address>"), not
# whoever made the last commit.
maintainer() {
  echo "${DEB_MAINTAINER:-darkscreen developers <darkscreen@example.org>}"
}

build_deb() {
  local root="$work/deb" debian_version="$version-1" commit
  stage "$root" /usr share/zsh/vendor-completions
  local doc="$root/usr/share/doc/darkscreen"
  commit=$(git describe --always --dirty --abbrev=12 2>/dev/null || echo unknown)
  {
    echo "darkscreen ($debian_version) unstable; urgency=medium"
    echo
    echo "  * Built from commit $commit."
    echo
    echo " -- $(maintainer)  $(date -u -R -d "@$SOURCE_DATE_EPOCH")"
  } | gzip -9n > "$doc/changelog.Debian.gz"
  chmod 644 "$doc/changelog.Debian.gz"
  if grep -q '^[^#]' packaging/debian/lintian-overrides; then
    install -d "$root/usr/share/lintian/overrides"
    install -m 644 packaging/debian/lintian-overrides "$root/usr/share/lintian/overrides/darkscreen"
    chmod 644 "$root/usr/share/lintian/overrides/darkscreen"
  fi
  install -d "$root/DEBIAN"
  sed -e "s/@VERSION@/$debian_version/" -e "s/@MAINTAINER@/$(maintainer | sed 's/[\/&]/\\&/g')/" \
      -e "s/@INSTALLED_SIZE@/$(du -sk --exclude=DEBIAN "$root" | cut -f1)/" packaging/debian/control.in > "$root/DEBIAN/control"
  (cd "$root" && find usr -type f -print0 | sort -z | xargs -0 md5sum) > "$root/DEBIAN/md5sums"
  chmod 644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"
  settle_dates "$root"
  local deb="$out/darkscreen_${debian_version}_amd64.deb"
  dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" >/dev/null
  echo "$deb"
}

build_dist() {
  local name="darkscreen-$version-x86_64-linux"
  local root="$work/$name"
  stage "$root" "" share/zsh/site-functions
  install -m 755 packaging/dist/install.sh "$root/install.sh"
  settle_dates "$root"
  local tarball="$out/$name.tar.gz"
  tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$SOURCE_DATE_EPOCH" -C "$work" -cf - "$name" \
    | gzip -9n > "$tarball"
  echo "$tarball"
}

mkdir -p "$out"
case "$kind" in
  deb) build_deb ;;
  dist) build_dist ;;
  *) echo "usage: $0 deb|dist BINARY GENERATED_DIR OUT_DIR" >&2; exit 2 ;;
esac
