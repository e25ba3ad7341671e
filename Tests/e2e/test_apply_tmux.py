"""--apply tmux against a real (private) tmux server: darkscreen's window and session take the
theme's colours while it runs; every way out puts back exactly what was there (unset stays unset,
a local value comes back), another window is never touched, and after a SIGKILL `darkscreen
restore` puts things back from the record the killed instance left."""
import json
import os
import signal
import subprocess
import time

import pytest

from terminal import DARKSCREEN, child_pid, darkscreen, wait_until

WINDOW_OPTIONS = ["pane-border-style", "pane-active-border-style", "window-style", "window-active-style"]


def options(t, target, window=True) -> dict:
    out = t.tmux("show-options", *(["-w"] if window else []), "-t", target)
    values = {}
    for line in out.splitlines():
        name, _, value = line.partition(" ")
        values[name] = value.strip('"')
    return values


def ours(t):
    """darkscreen's window's own style options and its session's status-style."""
    window = {k: v for k, v in options(t, f"{t.session}:0").items() if k in WINDOW_OPTIONS}
    status = options(t, t.session, window=False).get("status-style")
    return window, status



@pytest.fixture
def themed(tmux, tmp_path):
    """A session whose window 0 has a local pane-border-style and nothing else, a second window
    with its own window-style, and darkscreen --apply tmux started in window 0 once all is set."""
    state = tmp_path / "state"
    t = tmux()
    t.start("read go; " + darkscreen("--apply", "tmux"), env={"XDG_STATE_HOME": str(state)})
    t.tmux("set-option", "-w", "-t", f"{t.session}:0", "pane-border-style", "fg=red")
    t.tmux("new-window", "-d", "-t", f"{t.session}:1", "sleep 600")
    t.tmux("set-option", "-w", "-t", f"{t.session}:1", "window-style", "bg=blue")
    other_before = options(t, f"{t.session}:1")
    before = ours(t)
    assert before == ({"pane-border-style": "fg=red"}, None)
    t.keys("Enter")
    t.wait_text("darkscreen")
    # the first theme (Dark): panes on #000000 in its primary, status line on its statusBackground
    window, status = wait_until(lambda: ours(t) if ours(t)[1] else None, what="status-style set")
    assert window["window-style"] == "bg=#000000,fg=#F2F2F7"
    assert window["window-active-style"] == window["window-style"]
    assert status == "bg=#000000,fg=#F2F2F7"
    return t, state, before, other_before


def test_styles_follow_the_list_live(themed):
    t, _, _, other_before = themed
    _, first_status = ours(t)
    t.keys("j")
    window, status = wait_until(lambda: ours(t) if ours(t)[1] != first_status else None, what="next theme's styles")
    assert status.startswith("bg=#1C1C1E,")
    assert window["pane-border-style"] != "fg=red"
    assert options(t, f"{t.session}:1") == other_before
    # no global option was touched
    assert "window-style" not in options(t, f"{t.session}:1") or options(t, f"{t.session}:1")["window-style"] == "bg=blue"
    assert "bg=#" not in t.tmux("show-options", "-g", "status-style")


def test_quit_puts_back_exactly_what_was_there(themed):
    t, state, before, other_before = themed
    t.keys("j")
    t.keys("q")
    assert t.exit_status() == 0
    assert ours(t) == before
    assert options(t, f"{t.session}:1") == other_before
    assert os.listdir(state / "darkscreen" / "tmux") == []


def test_sigterm_puts_back_exactly_what_was_there(themed):
    t, _, before, other_before = themed
    t.keys("j")
    os.kill(child_pid(t), signal.SIGTERM)
    t.exit_status()
    assert ours(t) == before
    assert options(t, f"{t.session}:1") == other_before


def test_sigterm_while_a_large_catalog_is_read_after_the_first_frame_puts_back_what_was_there(tmux, tmp_path):
    """A signal during work the run loop does between two waits (here the rest of a 70,000-theme
    file, read after the first frame) still goes out through the way that puts tmux's options back."""
    big = tmp_path / "big.json"
    themes = [{"name": f"Big {i:05d}", "colors": {"background": "#203040", "primary": "label", "secondary": "#0A84FF"}}
              for i in range(70000)]
    big.write_text(json.dumps({"themes": themes}))
    t = tmux()
    t.start("read go; " + darkscreen("--apply", "tmux", "--themes", str(big)), env={"XDG_STATE_HOME": str(tmp_path / "state")})
    t.tmux("set-option", "-w", "-t", f"{t.session}:0", "pane-border-style", "fg=red")
    before = ours(t)
    t.keys("Enter")
    wait_until(lambda: ours(t)[1], what="status-style set")
    os.kill(child_pid(t), signal.SIGTERM)
    assert t.exit_status() == 128 + signal.SIGTERM
    assert ours(t) == before
    assert os.listdir(tmp_path / "state" / "darkscreen" / "tmux") == []


def test_sigkill_then_restore_and_the_next_start_offers_it(themed, tmp_path):
    t, state, before, other_before = themed
    os.kill(child_pid(t), signal.SIGKILL)
    t.exit_status()
    assert ours(t)[1] is not None  # nothing could put it back
    records = os.listdir(state / "darkscreen" / "tmux")
    assert len(records) == 1
    # the next start says so in its status line
    t2 = t
    t2.tmux("new-window", "-d", "-t", f"{t.session}:2",
            f"env XDG_STATE_HOME={state} TERM=tmux-256color {darkscreen()}; sleep 600")
    deadline = time.monotonic() + 8
    while "darkscreen restore" not in t.tmux("capture-pane", "-p", "-t", f"{t.session}:2"):
        assert time.monotonic() < deadline, "no restore offer in the status line"
        time.sleep(0.1)
    env = dict(os.environ, XDG_STATE_HOME=str(state))
    env.pop("TMUX", None)
    done = subprocess.run([DARKSCREEN, "restore"], capture_output=True, text=True, env=env, timeout=20)
    assert done.returncode == 0, done.stderr
    assert "restored tmux styles" in done.stdout
    assert ours(t) == before
    assert options(t, f"{t.session}:1") == other_before
    assert os.listdir(state / "darkscreen" / "tmux") == []
    again = subprocess.run([DARKSCREEN, "restore"], capture_output=True, text=True, env=env, timeout=20)
    assert "nothing to restore" in again.stdout


def test_outside_tmux_says_so_and_keeps_working(tmux):
    t = tmux()
    t.start("env -u TMUX " + darkscreen("--apply", "tmux"))
    t.wait_text("not inside tmux")
    t.keys("j")
    t.keys("q")
    assert t.exit_status() == 0


def test_a_tmux_that_refuses_says_so_in_one_line_and_the_ui_keeps_working(tmux, tmp_path):
    t = tmux()
    t.start(f"env TMUX={tmp_path}/no-server,1,0 TMUX_PANE=%0 " + darkscreen("--apply", "tmux"),
            env={"XDG_STATE_HOME": str(tmp_path / "state")})
    screen = t.wait_text("tmux:")
    assert "no server running" in screen.text[0] or "error connecting" in screen.text[0], screen.text[0]
    before = t.capture().text[0]
    t.keys("j")
    t.wait_for(lambda s: s.text[0] != before, what="the next theme")
    t.keys("q")
    assert t.exit_status() == 0


def test_ctrl_z_puts_back_what_was_there_and_fg_applies_the_theme_again(tmux, tmp_path):
    """In a shell with job control, as a person uses it: darkscreen --apply tmux, Ctrl-Z (the
    window's own options are back while it is stopped), fg (the theme's styles again), q."""
    t = tmux()
    t.start("PS1='$ ' bash --norc --noprofile -i", env={"XDG_STATE_HOME": str(tmp_path / "state")})
    t.wait_text("$ ")
    t.tmux("set-option", "-w", "-t", f"{t.session}:0", "pane-border-style", "fg=red")
    before = ours(t)
    assert before == ({"pane-border-style": "fg=red"}, None)
    t.literal(darkscreen("--apply", "tmux"))
    t.keys("Enter")
    t.wait_text("darkscreen")
    themed = wait_until(lambda: ours(t) if ours(t)[1] else None, what="status-style set")
    assert themed[0]["window-style"] == "bg=#000000,fg=#F2F2F7"
    t.keys("C-z")
    t.wait_text("Stopped")
    assert ours(t) == before
    t.literal("fg")
    t.keys("Enter")
    t.wait_text("Automatic")
    assert wait_until(lambda: ours(t) if ours(t)[1] else None, what="styles applied again after fg") == themed
    t.keys("q")
    t.wait_text("$ ")
    assert wait_until(lambda: ours(t) == before, what="styles put back after q")
