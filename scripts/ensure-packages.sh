#!/usr/bin/env bash
# Makes sure the system packages a make target needs are there: installs them with apt-get
# when running as root, otherwise stops with the exact command to run.
#   ensure-packages.sh build    the C library and headers the build links against
#   ensure-packages.sh test     tmux, terminfo entries, and a Python that can run pytest with
#                               pytest-xdist (parallel workers) and pytest-timeout (a per-test bound)
#   ensure-packages.sh python   the same as `test`, then prints that Python's path (for the Makefile)
# pytest never goes into a system Python with pip (PEP 668 refuses it on Debian 12): Debian's own
# python3 gets Debian's python3-pytest, python3-pytest-xdist and python3-pytest-timeout; any other
# python3 (pyenv, a build from source) gets a project virtual environment, .venv-test (ignored by
# git), with pytest, pytest-xdist and pytest-timeout from pip.
set -euo pipefail
cd "$(dirname "$0")/.."
VENV=.venv-test
need=()

say() { echo "$@" >&2; }

apt_install() {
  [ $# -eq 0 ] && return 0
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    say "installing: $*"
    if [ ! -f /tmp/.darkscreen-apt-updated ]; then
      apt-get -o DPkg::Lock::Timeout=120 update -qq && touch /tmp/.darkscreen-apt-updated
    fi
    DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=120 install -y -qq "$@" >&2
  else
    say "darkscreen needs: $*"
    say "run: sudo apt-get update && sudo apt-get install -y $*"
    exit 1
  fi
}

DEBIAN_TEST_PACKAGES=(python3-pytest python3-pytest-xdist python3-pytest-timeout)
PIP_TEST_PACKAGES=(pytest pytest-xdist pytest-timeout)

# pytest with both plugins the Makefile uses (-n, --timeout)
has_pytest() { "$1" -c 'import pytest, xdist, pytest_timeout' >/dev/null 2>&1; }

# True when the interpreter's executable belongs to a Debian package (so Debian's
# python3-pytest is what it imports), false for pyenv, conda, /usr/local builds and the like.
is_debian_python() {
  local exe
  # (a virtual environment made from Debian's python3 does not see Debian's packages: not Debian's)
  exe=$("$1" -c 'import os, sys; print(os.path.realpath(sys.executable) if sys.prefix == sys.base_prefix == "/usr" else "")' 2>/dev/null) || return 1
  case "$exe" in /usr/bin/*) ;; *) return 1 ;; esac
  command -v dpkg >/dev/null 2>&1 && dpkg -S "$exe" >/dev/null 2>&1
}

# Prints the Python that runs the end-to-end tests, installing pytest for it first when needed.
test_python() {
  if ! command -v python3 >/dev/null 2>&1; then
    apt_install python3 "${DEBIAN_TEST_PACKAGES[@]}"
  fi
  local system
  system=$(command -v python3)
  if is_debian_python "$system"; then
    has_pytest "$system" || apt_install "${DEBIAN_TEST_PACKAGES[@]}"
    echo "$system"
    return
  fi
  # Not Debian's python3: it may already have pytest and both plugins (then nothing is installed) ...
  if has_pytest "$system"; then echo "$system"; return; fi
  # ... or gets a project virtual environment of its own.
  if [ -x "$VENV/bin/python" ] && has_pytest "$VENV/bin/python"; then
    echo "$PWD/$VENV/bin/python"
    return
  fi
  say "creating $VENV (python3 is $system, not Debian's) and installing ${PIP_TEST_PACKAGES[*]} into it"
  rm -rf "$VENV"
  if "$system" -m venv "$VENV" >&2 && "$VENV/bin/python" -m pip install -q "${PIP_TEST_PACKAGES[@]}" >&2; then
    echo "$PWD/$VENV/bin/python"
    return
  fi
  rm -rf "$VENV"
  # No network for pip: Debian's own interpreter with Debian's pytest still runs the tests.
  say "no virtual environment with pytest; using Debian's /usr/bin/python3 and ${DEBIAN_TEST_PACKAGES[*]}"
  has_pytest /usr/bin/python3 || apt_install python3 "${DEBIAN_TEST_PACKAGES[@]}"
  echo /usr/bin/python3
}

case "${1:-build}" in
  build)
    # ncursesw (the build finds it on the default paths; pkg-config only checks it is there)
    # (and its static archives: the release binary is linked fully static)
    { [ -f /usr/include/ncursesw/curses.h ] && PKG_CONFIG_PATH= pkg-config --exists ncursesw 2>/dev/null \
      && [ -f "$(PKG_CONFIG_PATH= pkg-config --variable=libdir ncursesw)/libncursesw.a" ]; } \
      || need+=(libncurses-dev pkg-config)
    # libdbus-1 (TerminalAppearance's desktop-portal client), with its static archive for the release link
    { PKG_CONFIG_PATH= pkg-config --exists dbus-1 2>/dev/null \
      && [ -f "$(PKG_CONFIG_PATH= pkg-config --variable=libdir dbus-1)/libdbus-1.a" ]; } || need+=(libdbus-1-dev)
    apt_install "${need[@]+"${need[@]}"}"
    ;;
  test|python)
    command -v tmux >/dev/null 2>&1 || need+=(tmux)
    command -v valgrind >/dev/null 2>&1 || need+=(valgrind)  # scripts/startup-symbols.sh --check
    command -v gdb >/dev/null 2>&1 || need+=(gdb)  # test_crash_stack.py: exhausts a running darkscreen's stack
    # xterm-direct (24-bit colour terminfo) for the colour-mode tests
    infocmp xterm-direct >/dev/null 2>&1 || need+=(ncurses-term)
    # the desktop-portal tests: a private session bus, Xvfb for the GTK backend, the real portal
    command -v dbus-daemon >/dev/null 2>&1 || need+=(dbus)
    command -v Xvfb >/dev/null 2>&1 || need+=(xvfb)
    command -v gsettings >/dev/null 2>&1 || need+=(libglib2.0-bin)
    command -v gdbus >/dev/null 2>&1 || need+=(libglib2.0-bin)
    [ -x /usr/libexec/xdg-desktop-portal ] || need+=(xdg-desktop-portal)
    [ -x /usr/libexec/xdg-desktop-portal-gtk ] || need+=(xdg-desktop-portal-gtk)
    [ -x /usr/libexec/dconf-service ] || need+=(dconf-service dconf-gsettings-backend)
    # real theme files in another terminal's format, imported by Tests/e2e/test_formats.py
    [ -d /usr/share/foot/themes ] || need+=(foot-themes)
    # xfce4-terminal's and Tilix's theme files, read from their folders by Tests/e2e/test_terminal_folders.py
    [ -d /usr/share/xfce4/terminal/colorschemes ] || need+=(xfce4-terminal)
    [ -d /usr/share/tilix/schemes ] || need+=(tilix-common)
    # a real browser for `darkscreen gallery`'s page (Tests/e2e/test_gallery.py)
    command -v chromium >/dev/null 2>&1 || need+=(chromium)
    # the tools `darkscreen integrate` connects, which read its files in Tests/e2e/test_integrate.py
    command -v nvim >/dev/null 2>&1 || need+=(neovim)
    command -v vim >/dev/null 2>&1 || need+=(vim)
    command -v kitty >/dev/null 2>&1 || need+=(kitty)
    command -v alacritty >/dev/null 2>&1 || need+=(alacritty)
    command -v script >/dev/null 2>&1 || need+=(bsdutils)
    apt_install "${need[@]+"${need[@]}"}"
    python=$(test_python)
    if [ "$1" = python ]; then echo "$python"; fi
    ;;
  *)
    say "usage: $0 build|test|python"
    exit 2
    ;;
esac
