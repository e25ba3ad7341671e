import os
import signal
import subprocess
import tempfile

import pytest

from settings_env import Config

from fake_terminal import FakeTerminal
from pty_session import PtySession
from terminal import DARKSCREEN, REPO, Tmux


def pytest_configure(config):
    config.addinivalue_line("markers", "release: a slow check `make check-release` runs, not `make test`")


def pytest_sessionstart(session):
    # Started in the background by a non-interactive shell (`make test &`, a CI runner doing so),
    # this process inherits SIGINT and SIGQUIT ignored, and so would every darkscreen a test
    # starts; darkscreen keeps an ignored signal ignored (as nohup wants it), so the signal tests
    # would see nothing happen. Tests start darkscreen as a terminal's shell would: signals at
    # their defaults, none blocked (a test that wants one ignored sets that itself).
    # Under `nohup` (or a caller's `trap '' HUP`) SIGHUP is ignored the same way: pytest itself keeps
    # running on a hang-up (a handler that does nothing), while every program it starts gets the
    # default action back (exec resets a caught signal to its default; an ignored one stays ignored).
    if signal.getsignal(signal.SIGINT) == signal.SIG_IGN:
        signal.signal(signal.SIGINT, signal.default_int_handler)
    if signal.getsignal(signal.SIGQUIT) == signal.SIG_IGN:
        signal.signal(signal.SIGQUIT, signal.SIG_DFL)
    if signal.getsignal(signal.SIGHUP) == signal.SIG_IGN:
        signal.signal(signal.SIGHUP, lambda signum, frame: None)
    signal.pthread_sigmask(signal.SIG_SETMASK, [])
    # No test may read or write the real ~/.config, ~/.local/state or ~/.cache: every process a
    # test starts (directly or in its tmux server) inherits a throwaway XDG_CONFIG_HOME,
    # XDG_STATE_HOME and XDG_CACHE_HOME unless the test sets its own.
    os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="darkscreen-e2e-config-")
    os.environ["XDG_STATE_HOME"] = tempfile.mkdtemp(prefix="darkscreen-e2e-state-")
    os.environ["XDG_CACHE_HOME"] = tempfile.mkdtemp(prefix="darkscreen-e2e-cache-")
    os.environ.pop("DARKSCREEN_APPEARANCE", None)
    # What an SSH client sent along (ForwardedAppearance) is the test's to set.
    for name in ("LC_DARKSCREEN_APPEARANCE", "LC_DARKSCREEN_THEME", "SSH_CONNECTION", "STY", "ZELLIJ"):
        os.environ.pop(name, None)
    # Only the shipped themes unless a test asks for drop-in folders: no system theme folder
    # (/usr/share/foot/themes, XDG_DATA_DIRS) joins the list behind a test's back.
    os.environ["DARKSCREEN_THEME_DIRS"] = ""
    # Nor the catalog (catalog.json beside the checkout's themes.json): the shipped themes are read
    # from a folder holding only them; a catalog test sets DARKSCREEN_DATA_DIR to the checkout.
    shipped_only = tempfile.mkdtemp(prefix="darkscreen-e2e-data-")
    os.symlink(os.path.join(REPO, "themes.json"), os.path.join(shipped_only, "themes.json"))
    os.environ["DARKSCREEN_DATA_DIR"] = shipped_only
    os.environ.pop("COLORFGBG", None)
    # GTK terminals a test starts (xfce4-terminal, GNOME Terminal, Tilix) start no accessibility
    # bus: its launcher would outlive the test that started the terminal.
    os.environ["NO_AT_BRIDGE"] = "1"
    os.environ["GTK_A11Y"] = "none"
    # Whether the tests' terminal says 24-bit colour is the test's to say (beside passes it on).
    os.environ.pop("COLORTERM", None)
    # pytest-xdist's workers set COLUMNS and LINES (80x24) for their own output: darkscreen would
    # take them for the window's size. A terminal's shell exports neither; a test that wants them
    # sets them itself.
    os.environ.pop("COLUMNS", None)
    os.environ.pop("LINES", None)
    if not os.path.exists(DARKSCREEN):
        raise pytest.UsageError(f"darkscreen binary not found at {DARKSCREEN}; run `make build` first")
    if subprocess.run(["sh", "-c", "command -v tmux"], capture_output=True).returncode != 0:
        raise pytest.UsageError("tmux is not installed; `make test` installs it (apt-get install -y tmux)")


@pytest.fixture(autouse=True)
def private_config(tmp_path, monkeypatch):
    """Each test gets its own empty XDG_CONFIG_HOME, XDG_STATE_HOME and XDG_CACHE_HOME: what one
    test commits, saves or caches (a theme, a split ratio, the theme folders) must not leak into
    the next."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg-config"))
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "xdg-state"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg-cache"))


@pytest.fixture
def tmux():
    sessions = []

    def make(width=120, height=40):
        t = Tmux(width, height)
        sessions.append(t)
        return t

    yield make
    for t in sessions:
        t.close()


@pytest.fixture
def config(tmp_path):
    """XDG_CONFIG_HOME in a temporary folder (never the real ~/.config)."""
    return Config(tmp_path / "config")


@pytest.fixture
def session():
    """PtySession factory: darkscreen on a pty of the test's own; every session is closed at the end."""
    sessions = []

    def make(*args, **kwargs):
        s = PtySession(*args, **kwargs)
        sessions.append(s)
        return s

    yield make
    for s in sessions:
        s.close()


@pytest.fixture
def terminals():
    """Makes FakeTerminals (a pty that answers as a terminal would and keeps its colours); all of
    them are closed, their darkscreens ended, after the test."""
    made = []

    def make(*args, **kwargs):
        t = FakeTerminal(*args, **kwargs)
        made.append(t)
        return t
    yield make
    for t in made:
        t.close()
