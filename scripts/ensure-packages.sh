#!/usr/bin/env bash
# Makes sure the system packages a make target needs are there: installs them with apt-get
# when running as root, otherwise stops with the exact command to run.
set -euo pipefail
need=()
case "${1:-build}" in
  build)
    # the real library, not darkscreen's own .pc (the Makefile puts that on PKG_CONFIG_PATH)
    # (and its static archives: the release binary is linked fully static)
    { [ -f /usr/include/ncursesw/curses.h ] && PKG_CONFIG_PATH= pkg-config --exists ncursesw 2>/dev/null \
      && [ -f "$(PKG_CONFIG_PATH= pkg-config --variable=libdir ncursesw)/libncursesw.a" ]; } \
      || need+=(libncurses-dev pkg-config)
    ;;
  test)
    command -v tmux >/dev/null 2>&1 || need+=(tmux)
    python3 -c 'import pytest' 2>/dev/null || need+=(python3-pytest)
    # xterm-direct (24-bit colour terminfo) for the colour-mode tests
    infocmp xterm-direct >/dev/null 2>&1 || need+=(ncurses-term)
    ;;
esac
[ ${#need[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "installing: ${need[*]}"
  if [ ! -f /tmp/.darkscreen-apt-updated ]; then
    apt-get update -qq && touch /tmp/.darkscreen-apt-updated
  fi
  # pytest may live in a pyenv Python that Debian's package does not reach: use pip for it.
  apt_pkgs=()
  for p in "${need[@]}"; do
    if [ "$p" = python3-pytest ]; then python3 -m pip install -q pytest; else apt_pkgs+=("$p"); fi
  done
  [ ${#apt_pkgs[@]} -eq 0 ] || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${apt_pkgs[@]}"
else
  echo "darkscreen needs: ${need[*]}" >&2
  echo "run: sudo apt-get update && sudo apt-get install -y ${need[*]/python3-pytest/python3-pytest}" >&2
  exit 1
fi
