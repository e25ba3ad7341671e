"""After a commit in a companion pane `darkscreen beside` opened, the focus goes back to the work
pane beside it: the user's next keys reach their work, not the picker."""
import pytest

from terminal import wait_until
from test_beside import companions_drawn, list_shown, window  # noqa: F401 (the fixture)


def active(w):
    return next(p for p, _, _, is_active in w.panes() if is_active)


@pytest.mark.parametrize("args,side", [([], 0), ([], 1), (["--side", "left"], 0), (["--side", "right"], 0)],
                         ids=["centred-left", "centred-right", "work-left", "work-right"])
@pytest.mark.parametrize("commit", [["Enter"], ["Tab", "Down", "Enter"]], ids=["enter", "move-then-enter"])
def test_enter_in_a_companion_gives_the_focus_back_to_the_work_pane(window, args, side, commit):  # noqa: F811
    w = window()
    assert w.beside(*args).returncode == 0
    companions_drawn(w)
    companion = w.companions()[side]
    w.t.tmux("select-pane", "-t", companion)
    wait_until(lambda: active(w) == companion, what="the companion focused")
    w.t.tmux("send-keys", "-t", companion, *commit)
    wait_until(lambda: active(w) == w.pane, what="the focus back in the work pane after Enter")
    assert w.beside("--off").returncode == 0


def test_keys_that_do_not_commit_keep_the_focus(window):  # noqa: F811
    w = window()
    assert w.beside().returncode == 0
    companions_drawn(w)
    left = w.companions()[0]
    w.t.tmux("select-pane", "-t", left)
    wait_until(lambda: active(w) == left, what="the companion focused")
    w.t.tmux("send-keys", "-t", left, "Tab", "Down")
    wait_until(lambda: list_shown(w, left), what="the list shown")
    w.t.tmux("send-keys", "-t", left, "Escape")
    wait_until(lambda: not list_shown(w, left), what="Esc hides the list")
    assert active(w) == left, "Tab, Down and Esc commit nothing: the focus stays"
    w.t.tmux("send-keys", "-t", left, "Enter")
    wait_until(lambda: active(w) == w.pane, what="the focus back after the Enter")
    assert w.beside("--off").returncode == 0
