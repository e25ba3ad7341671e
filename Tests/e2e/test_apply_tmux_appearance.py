"""darkscreen never reads its own colours back as the terminal's: with --apply tmux inside tmux
3.3a, tmux answers a colour question from the pane's style — which darkscreen sets. A resize (on
which darkscreen would ask again) must leave the appearance as it was before darkscreen changed
anything, whatever theme was highlighted last, light after dark or dark after light."""
import time

import pytest

from terminal import darkscreen

ORDER = ["Automatic", "Dark", "Light", "80s", "90s", "Outrun"]


def status(t):
    return t.tmux("capture-pane", "-p", "-t", f"{t.session}:0").split("\n")[0]


def window_style(t):
    return t.tmux("show-options", "-q", "-v", "-w", "-t", f"{t.session}:0", "window-style").strip()


@pytest.mark.parametrize("start_env,appearance", [({}, "dark · default"), ({"COLORFGBG": "0;15"}, "light · COLORFGBG")],
                         ids=["starts-dark", "starts-light"])
@pytest.mark.parametrize("themes", [["Light", "Dark"], ["Dark", "Light"], ["80s", "Light", "Outrun"]],
                         ids=lambda names: "-then-".join(names))
def test_a_resize_keeps_the_appearance_darkscreen_started_with(tmux, tmp_path, start_env, appearance, themes):
    t = tmux(100, 30)
    t.start(darkscreen("--apply", "tmux", "--theme", "Automatic"), env={"XDG_STATE_HOME": str(tmp_path / "state"), **start_env})
    t.wait_for(lambda s: appearance in s.text[0], what=f"{appearance!r} at start")
    at = 0
    width = 100
    for name in themes:
        previous = window_style(t)
        target = ORDER.index(name)
        t.keys(*(["j"] * (target - at) if target > at else ["k"] * (at - target)))
        at = target
        t.wait_for(lambda s: f"darkscreen  {name} " in s.text[0], what=f"{name} highlighted")
        deadline = time.monotonic() + 10
        while window_style(t) == previous and time.monotonic() < deadline:
            time.sleep(0.05)
        assert window_style(t) != previous, f"{name}'s style applied to the window"
        # a resize: darkscreen would ask the colours again inside tmux
        before = len(status(t).rstrip())
        width = 90 if width == 100 else 100
        t.resize(width, 28)
        # the status line is right-aligned to the width: redrawn at the new size
        deadline = time.monotonic() + 10
        while len(status(t).rstrip()) != before + (width - (190 - width)) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert len(status(t).rstrip()) == before + (width - (190 - width)), "redrawn at the new size"
        # nothing must happen within 500 ms: the answer (if darkscreen asked) would be back
        # within a few ms
        end = time.monotonic() + 0.5
        while time.monotonic() < end:
            assert appearance in status(t), f"after {name} and a resize: {status(t)!r}"
            time.sleep(0.05)
    t.keys("q")
    assert t.exit_status() == 0


def pane_status(t, pane):
    return t.tmux("capture-pane", "-p", "-t", pane).split("\n")[0]


def second_darkscreen(t, tmp_path):
    """darkscreen (no --apply) in a new pane of window 0; its pane id."""
    command = (f"export TERM=tmux-256color LANG=C.UTF-8 XDG_STATE_HOME={tmp_path / 'state'}; "
               f"{darkscreen('--theme', 'Automatic')}; sleep 600")
    return t.tmux("split-window", "-d", "-t", f"{t.session}:0", "-P", "-F", "#{pane_id}", "sh", "-c", command).strip()


def test_a_second_darkscreen_does_not_take_the_firsts_colours_for_the_terminals(tmux, tmp_path):
    """tmux answers the second one's colour question with the light style the first set: that is
    not the terminal's appearance. The user's own light window-style does count (the control)."""
    t = tmux(100, 40)
    t.start(darkscreen("--apply", "tmux", "--theme", "Light"), env={"XDG_STATE_HOME": str(tmp_path / "state")})
    deadline = time.monotonic() + 10
    while not window_style(t).startswith("bg=#FFFFFF") and time.monotonic() < deadline:
        time.sleep(0.05)
    assert window_style(t).startswith("bg=#FFFFFF")
    second = second_darkscreen(t, tmp_path)
    t.wait_for(lambda s: "darkscreen" in pane_status(t, second), what="the second darkscreen")
    assert "dark · default" in pane_status(t, second), pane_status(t, second)
    t.tmux("send-keys", "-t", second, "q")
    t.tmux("kill-pane", "-t", second)
    # the control: the first quits (the window's own style comes back), the user sets a light style
    t.tmux("send-keys", "-t", f"{t.session}:0.0", "q")
    t.exit_status()
    assert window_style(t) == ""
    t.tmux("set-option", "-w", "-t", f"{t.session}:0", "window-style", "bg=#FFFFFF")
    third = second_darkscreen(t, tmp_path)
    t.wait_for(lambda s: "darkscreen" in pane_status(t, third), what="the third darkscreen")
    assert "light · terminal background" in pane_status(t, third), pane_status(t, third)
