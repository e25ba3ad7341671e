#!/usr/bin/env bash
# The version of darkscreen's packages (`make deb`, `make dist`), in Debian's format:
#   a tag vX.Y.Z (or X.Y.Z) on the commit, no local changes:  X.Y.Z
#   otherwise:  VERSION~gitYYYYMMDD.HASH, VERSION the binary's own (`darkscreen --version`), the
#   date and the 12-digit hash the commit's, +dirty with local changes. `~` sorts before the
#   release itself, so a later vVERSION package upgrades a snapshot of it.
#   scripts/package-version.sh BINARY
set -euo pipefail
cd "$(dirname "$0")/.."
binary="$1"
own=$("$binary" --version | head -n 1 | awk '{print $2}')
if ! [[ "$own" =~ ^[0-9][0-9A-Za-z.+~]*$ ]]; then
  echo "$binary --version gave no version: '$own'" >&2
  exit 1
fi
if tag=$(git describe --tags --exact-match --dirty=-dirty 2>/dev/null) && [[ "$tag" =~ ^v?([0-9][0-9A-Za-z.+~]*)$ ]]; then
  echo "${BASH_REMATCH[1]}"
  exit 0
fi
if ! git rev-parse --verify -q HEAD >/dev/null 2>&1; then
  echo "$own"  # a source tree without git history
  exit 0
fi
dirty=""
git diff --quiet HEAD 2>/dev/null || dirty="+dirty"
echo "$own~git$(git log -1 --date=format:%Y%m%d --format=%cd).$(git rev-parse --short=12 HEAD)$dirty"
