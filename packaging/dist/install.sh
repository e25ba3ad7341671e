#!/bin/sh
# darkscreen's release tarball: installs the files beside this script (bin/, share/) under PREFIX,
# ~/.local by default, and records every file and every folder it created in
# PREFIX/share/darkscreen/install-manifest; --uninstall removes exactly those (folders only when
# empty again), nothing else.
#   ./install.sh [--prefix DIR]              (or PREFIX=DIR ./install.sh)
#   ./install.sh --uninstall [--prefix DIR]
set -eu
prefix="${PREFIX:-${HOME:?set HOME or give --prefix}/.local}"
action=install
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) [ $# -ge 2 ] || { echo "install.sh: --prefix needs a folder" >&2; exit 2; }; prefix="$2"; shift ;;
    --prefix=*) prefix="${1#--prefix=}" ;;
    --uninstall) action=uninstall ;;
    -h|--help) sed -n '2,8p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "install.sh: unknown argument '$1' (--prefix DIR, --uninstall)" >&2; exit 2 ;;
  esac
  shift
done
case "$prefix" in
  /*) ;;
  *) prefix="$(pwd)/$prefix" ;;
esac
prefix="${prefix%/}"
manifest="$prefix/share/darkscreen/install-manifest"
here=$(cd "$(dirname "$0")" && pwd)

install_all() {
  # Folders an earlier install created stay recorded.
  recorded=""
  [ -f "$manifest" ] && recorded=$(sed -n 's/^dir //p' "$manifest")
  created=""
  list=$(mktemp)
  trap 'rm -f "$list"' EXIT
  (cd "$here" && find bin share -type f | LC_ALL=C sort) > "$list"
  while IFS= read -r f; do
    dir=$(dirname "$prefix/$f")
    # each missing folder from the outermost in, recorded as created
    missing=""
    d="$dir"
    while [ ! -d "$d" ]; do missing="$d
$missing"; d=$(dirname "$d"); done
    while IFS= read -r m; do
      [ -n "$m" ] || continue
      mkdir -m 755 "$m"
      created="$created
$m"
    done <<EOF_MISSING
$missing
EOF_MISSING
    mode=644
    [ -x "$here/$f" ] && mode=755
    cp "$here/$f" "$prefix/$f.new.$$"
    chmod "$mode" "$prefix/$f.new.$$"
    mv -f "$prefix/$f.new.$$" "$prefix/$f"
  done < "$list"
  {
    echo "# darkscreen install manifest: './install.sh --uninstall' removes these files, then these folders when empty"
    sed "s|^|file $prefix/|" "$list"
    echo "file $manifest"
    printf '%s\n%s\n' "$recorded" "$created" | sed '/^$/d' | awk '!seen[$0]++' | sed 's/^/dir /'
  } > "$manifest.new.$$"
  mv -f "$manifest.new.$$" "$manifest"
  chmod 644 "$manifest"
  echo "installed darkscreen in $prefix (run $prefix/bin/darkscreen; uninstall: $0 --uninstall --prefix $prefix)"
  case ":$PATH:" in
    *":$prefix/bin:"*) ;;
    *) echo "note: $prefix/bin is not on your PATH" ;;
  esac
}

uninstall_all() {
  if [ ! -f "$manifest" ]; then
    echo "install.sh: no darkscreen install manifest at $manifest: nothing removed" >&2
    exit 1
  fi
  dirs=""
  while IFS=' ' read -r kind path; do
    case "$kind" in
      file) [ "$path" = "$manifest" ] || rm -f "$path" ;;
      dir) dirs="$path
$dirs" ;;  # innermost first
    esac
  done < "$manifest"
  rm -f "$manifest"
  printf '%s\n' "$dirs" | while IFS= read -r d; do
    [ -n "$d" ] && rmdir "$d" 2>/dev/null || true
  done
  echo "uninstalled darkscreen from $prefix"
}

"${action}_all"
