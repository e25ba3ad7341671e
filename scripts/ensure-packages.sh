#!/usr/bin/env bash
# Makes sure the system packages a make target needs are there: installs them with apt-get
# when running as root, otherwise stops with the exact command to run.
#   ensure-packages.sh build    the C library and headers the build links against
#   ensure-packages.sh test     tmux, terminfo entries, and a Python that can run pytest with
#                               pytest-xdist (parallel workers) and pytest-timeout (a per-test bound)
#   ensure-packages.sh python   the same as `test`, then prints that Python's path (for the Makefile)
#   ensure-packages.sh list build|test   prints what is checked and the packages it comes from, one
#                               line each: `WHAT PACKAGE...` (docs/BUILDING.md and a test compare them)
# pytest never goes into a system Python with pip (PEP 668 refuses it on Debian 12): Debian's own
# python3 gets Debian's python3-pytest, python3-pytest-xdist and python3-pytest-timeout; any other
# python3 (pyenv, a build from source) gets a project virtual environment, .venv-test (ignored by
# git), with pytest, pytest-xdist and pytest-timeout from pip.
set -euo pipefail
cd "$(dirname "$0")/.."
VENV=.venv-test
need=()

say() { echo "$@" >&2; }

# check WHAT PACKAGE...: the packages are installed unless WHAT is there. WHAT is a program on PATH,
# an absolute path, terminfo:NAME (a terminfo entry) or static:MODULE (a pkg-config module with its
# static archive, libMODULE.a). With `list`, prints WHAT and the packages instead.
listing=0
check() {
  local what="$1"; shift
  if [ "$listing" = 1 ]; then echo "$what $*"; return; fi
  case "$what" in
    /*) [ -e "$what" ] ;;
    terminfo:*) infocmp "${what#terminfo:}" >/dev/null 2>&1 ;;
    static:*) PKG_CONFIG_PATH= pkg-config --exists "${what#static:}" 2>/dev/null \
      && [ -f "$(PKG_CONFIG_PATH= pkg-config --variable=libdir "${what#static:}")/lib${what#static:}.a" ] ;;
    *) command -v "$what" >/dev/null 2>&1 ;;
  esac || need+=("$@")
}

apt_install() {
  [ $# -eq 0 ] && return 0
  mapfile -t unique < <(printf '%s\n' "$@" | awk '!seen[$0]++')
  set -- "${unique[@]}"
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

# (and a mustache renderer that is not darkscreen's, for the template tests: chevron from PyPI,
# Debian's python3-pystache for Debian's python3)
DEBIAN_TEST_PACKAGES=(python3-pytest python3-pytest-xdist python3-pytest-timeout python3-pystache)
PIP_TEST_PACKAGES=(pytest pytest-xdist pytest-timeout chevron)

# pytest with both plugins the Makefile uses (-n, --timeout), and a mustache renderer
has_pytest() {
  "$1" -c 'import pytest, xdist, pytest_timeout' >/dev/null 2>&1 \
    && { "$1" -c 'import chevron' >/dev/null 2>&1 || "$1" -c 'import pystache' >/dev/null 2>&1; }
}

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

# What `make build` needs: ncursesw's headers (found on the compiler's default paths) and its static
# archive (the release binary is linked fully static); libdbus-1 (TerminalAppearance's
# desktop-portal client) with its static archive; binutils (readelf, nm: the start-up lists;
# `make install` strips with the Swift toolchain's llvm-objcopy); llvm-bolt (the release link,
# scripts/link-release.sh).
build_needs() {
  check /usr/include/ncursesw/curses.h libncurses-dev
  check pkg-config pkg-config
  check static:ncursesw libncurses-dev
  check static:dbus-1 libdbus-1-dev
  check nm binutils
  check llvm-bolt-19 bolt-19  # scripts/link-release.sh: the start-up functions moved after the link
  check python3 python3  # scripts/bolt-references.py, run by the release link
}

# What the tests start (Tests/e2e/test_test_packages.py checks that every program they run is
# here, comes with Debian itself, or its test skips without it).
test_needs() {
  check make make  # the release tests run make in the checkout
  check git git  # the version of `make deb` and `make dist`; the build-flag tests
  check python3 python3
  check tmux tmux
  check valgrind valgrind  # scripts/startup-symbols.sh --check
  check gdb gdb  # test_crash_stack.py: exhausts a running darkscreen's stack
  check strace strace  # test_write_edges.py: holds a write halfway to signal it there
  check mount mount  # test_write_edges.py: a small tmpfs filled up
  check umount mount
  check terminfo:xterm-direct ncurses-term  # 24-bit colour terminfo for the colour-mode tests
  # the desktop-portal tests: a private session bus, Xvfb for the GTK backend, the real portal
  check dbus-daemon dbus
  check dbus-run-session dbus  # a private session bus around dconf (Tests/e2e/test_integrate_tools.py)
  check Xvfb xvfb
  check gsettings libglib2.0-bin
  check gdbus libglib2.0-bin
  check /usr/libexec/xdg-desktop-portal xdg-desktop-portal
  check /usr/libexec/xdg-desktop-portal-gtk xdg-desktop-portal-gtk
  check /usr/libexec/dconf-service dconf-service dconf-gsettings-backend
  # real theme files in another terminal's format, imported by Tests/e2e/test_formats.py
  check /usr/share/foot/themes foot-themes
  # the tools `darkscreen integrate` connects, which read its files in Tests/e2e/test_integrate.py
  check nvim neovim
  check vim vim
  check kitty kitty
  check alacritty alacritty
  check foot foot  # foot --check-config reads the files integrate writes
  # xfce4-terminal's and Tilix's theme files, read from their folders by Tests/e2e/test_terminal_folders.py
  check /usr/share/xfce4/terminal/colorschemes xfce4-terminal
  check /usr/share/tilix/schemes tilix-common
  check chromium chromium  # the gallery rendered in a real browser (test_gallery.py)
  check import imagemagick  # a real terminal window's pixels under Xvfb (test_integrate.py)
  check script bsdutils
  check ps procps
  check pgrep procps
  check kill procps
  check file file  # test_install.py: the installed binary is stripped
  check readelf binutils  # test_install.py: no shared library, no debug information
  check man man-db  # the installed man page (test_package.py)
  check lintian lintian  # the Debian package (test_package.py)
  # the tools darkscreen's tool formats are read by (Tests/DarkscreenCoreTests/Formats)
  check batcat bat
  check fzf fzf
  check btop btop
  check fish fish
  check xterm xterm
  check xrdb x11-xserver-utils
  check dconf dconf-cli
  check gnome-terminal gnome-terminal
  check tilix tilix
  check xfce4-terminal xfce4-terminal
  check /usr/sbin/sshd openssh-server  # a real sshd on 127.0.0.1, started by the test (test_ssh_forwarding.py)
  check ssh openssh-client
  check ssh-keygen openssh-client
  check mosh mosh  # a real mosh over the loopback sshd (test_mosh.py)
  check mosh-server mosh
}

case "${1:-build}" in
  list)
    listing=1
    case "${2:-}" in
      build) build_needs ;;
      test) test_needs ;;
      *) say "usage: $0 list build|test"; exit 2 ;;
    esac
    ;;
  build)
    build_needs
    apt_install "${need[@]+"${need[@]}"}"
    ;;
  test|python)
    test_needs
    apt_install "${need[@]+"${need[@]}"}"
    python=$(test_python)
    if [ "$1" = python ]; then echo "$python"; fi
    ;;
  *)
    say "usage: $0 build|test|python|list build|test"
    exit 2
    ;;
esac
