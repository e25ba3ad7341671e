"""`darkscreen beside` and a `darkscreen --apply tmux` started by hand in the same window: the
instance never takes beside's colours for the user's own, and whatever the order in which beside
is turned off and the instance ends (quit, or SIGKILL then `darkscreen restore`), the window's and
the session's options come back byte for byte."""
import os
import subprocess

import pytest

from terminal import DARKSCREEN
from test_apply_tmux_shared import Window, wait_until


class BesideWindow(Window):
    """The shared-apply window with `darkscreen beside` run as if typed in its first pane."""

    def __init__(self, tmux, state):
        super().__init__(tmux, state)
        self.pane = self.t.tmux("display-message", "-p", "-t", self.window, "#{pane_id}").strip()
        self.socket = self.t.tmux("display-message", "-p", "#{socket_path}").strip()

    def beside(self, *args):
        environment = dict(os.environ, TMUX=f"{self.socket},1,0", TMUX_PANE=self.pane, XDG_STATE_HOME=str(self.state),
                           COLORTERM="truecolor")
        result = subprocess.run([DARKSCREEN, "beside", *args], capture_output=True, text=True, timeout=20, env=environment)
        assert result.returncode == 0, result.stderr
        return result

    def beside_on(self):
        self.beside()
        # beside's colours are on the window (the default theme's background)
        return wait_until(lambda: (lambda v: v if v.startswith("bg=#") else None)(self.option("window-style")),
                          what="beside's window-style")

    def beside_off(self):
        self.beside("--off")
        wait_until(lambda: self.option("@darkscreen-beside") == "", what="beside closed")


@pytest.fixture
def window(tmux, tmp_path):
    return BesideWindow(tmux, tmp_path / "state")


def started_in_beside(window):
    """beside on, then an instance on Light applying tmux in the same window."""
    beside_style = window.beside_on()
    instance = window.start("--theme", "Light")
    window.registered(instance[1])
    window.applied(previous=beside_style)
    # the user's own values are recorded, never beside's colours
    assert window.option("@darkscreen-saved-pane-border-style") == "=fg=red"
    assert window.option("@darkscreen-saved-window-style") == "-"
    assert window.option("@darkscreen-saved-window-active-style") == "=bg=#101010,fg=yellow"
    return instance


@pytest.mark.parametrize("order", ["instance first", "beside first"])
def test_quit_and_off_in_either_order_give_the_users_values_back(window, order):
    instance = started_in_beside(window)
    if order == "instance first":
        window.quit(instance[0])
        # beside still runs: the window keeps beside's theme, not the user's values
        assert window.option("window-style").startswith("bg=#")
        assert window.option("@darkscreen-beside") != ""
        window.beside_off()
    else:
        window.beside_off()
        window.quit(instance[0])
    window.assert_users_own()


@pytest.mark.parametrize("order", ["restore then off", "off then restore"])
def test_sigkill_then_restore_gives_the_users_values_back(window, order):
    instance = started_in_beside(window)
    window.kill(instance)
    if order == "restore then off":
        assert window.restore().returncode == 0
        window.beside_off()
    else:
        window.beside_off()
        assert window.restore().returncode == 0
    window.assert_users_own()


@pytest.mark.parametrize("order", ["instance first", "beside first"])
def test_beside_opened_while_an_instance_holds_the_window(window, order):
    """beside opened after the instance: beside records the user's values, not the instance's colours."""
    instance = window.start("--theme", "Light")
    window.registered(instance[1])
    light = window.applied()
    window.beside()
    wait_until(lambda: window.option("@darkscreen-beside") != "" and window.option("window-style") != light,
               what="beside's colours on the window")
    if order == "instance first":
        window.quit(instance[0])
        window.beside_off()
    else:
        window.beside_off()
        window.quit(instance[0])
    window.assert_users_own()
