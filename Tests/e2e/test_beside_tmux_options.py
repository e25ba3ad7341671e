"""`darkscreen beside` whatever options the user's tmux has: `remain-on-exit on` (no dead gutter
is left, and the user's pane ending closes beside), a zoomed window (zoom kept or given back by
`--off`), `swap-pane`, `rotate-window` and `move-pane` (the user's pane keeps the reading width),
`base-index`/`pane-base-index` 1, and the user's own hooks (kept, and not able to break the
layout)."""
import os
import signal
import subprocess

import pytest

from terminal import DARKSCREEN, wait_until
from test_beside import Window, companions_drawn, window  # noqa: F401 (the fixture)

OPENED = [(0, 49), (50, 100), (151, 49)]


def pane_pid(w, pane):
    return int(w.t.tmux("display-message", "-p", "-t", pane, "#{pane_pid}").strip())


def dead(w):
    out = w.t.tmux("list-panes", "-t", w.window, "-F", "#{pane_id} #{pane_dead}")
    return [line.split()[0] for line in out.splitlines() if line.endswith(" 1")]


def zoomed(w):
    return w.t.tmux("display-message", "-p", "-t", w.window, "#{window_zoomed_flag}").strip() == "1"


def restore(w):
    env = dict(os.environ, TMUX=f"{w.socket},1,0", TMUX_PANE=w.pane)
    result = subprocess.run([DARKSCREEN, "restore"], capture_output=True, text=True, timeout=20, env=env)
    assert result.returncode == 0, result.stderr
    return result.stdout


# ---- remain-on-exit on ----------------------------------------------------------------------

@pytest.mark.parametrize("scope", ["-g", "-w"])
@pytest.mark.parametrize("how", ["q", signal.SIGTERM, signal.SIGKILL])
def test_remain_on_exit_leaves_no_dead_gutter(window, scope, how):
    w = window()
    w.t.tmux("set-option", scope, *([] if scope == "-g" else ["-t", w.window]), "remain-on-exit", "on")
    assert w.beside().returncode == 0
    companions_drawn(w)
    left = w.companions()[0]
    if how == "q":
        w.t.tmux("send-keys", "-t", left, "q")
    else:
        os.kill(pane_pid(w, left), how)
    w.wait_geometry([(0, 200)], "both gutters gone")
    assert dead(w) == []
    w.wait_restored(f"a gutter ended ({how})")
    assert "pane-died" not in w.hooks()


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGKILL, signal.SIGHUP])
def test_remain_on_exit_the_users_pane_ending_closes_beside(window, sig):
    w = window()
    w.t.tmux("set-option", "-g", "remain-on-exit", "on")
    assert w.beside().returncode == 0
    companions_drawn(w)
    os.kill(pane_pid(w, w.pane), sig)
    # The user's pane stays (dead, as remain-on-exit asks); the gutters and the options go. tmux
    # 3.3a now and then skips the pane-died hook (under load, when the pane's end is seen in one
    # order): then `darkscreen restore` is what closes it (docs/limits.md).
    wait_until(lambda: dead(w) == [w.pane], what="the user's pane dead")
    try:
        wait_until(lambda: [p for p, *_ in w.panes()] == [w.pane], timeout=3, what="the companions closed")
    except AssertionError:
        assert "closed beside in tmux window" in restore(w)
    assert [p for p, *_ in w.panes()] == [w.pane]
    w.wait_restored("the user's pane ended")
    assert "pane-died" not in w.hooks()


def test_restore_puts_right_a_window_left_with_a_dead_users_pane(window):
    w = window()
    w.t.tmux("set-option", "-g", "remain-on-exit", "on")
    assert w.beside().returncode == 0
    companions_drawn(w)
    # A hook that could not run (darkscreen moved or tmux lost it).
    w.t.tmux("set-hook", "-w", "-u", "-t", w.window, "pane-died[990]")
    os.kill(pane_pid(w, w.pane), signal.SIGKILL)
    wait_until(lambda: dead(w) == [w.pane], what="the user's pane dead")
    assert len(w.panes()) == 3
    assert "closed beside in tmux window" in restore(w)
    assert [p for p, *_ in w.panes()] == [w.pane]
    assert w.options() == w.before


# ---- zoom -------------------------------------------------------------------------------------

def test_off_gives_back_the_zoom_beside_opened_in(window):
    w = window()
    second = w.t.tmux("split-window", "-h", "-d", "-P", "-F", "#{pane_id}", "-t", w.pane, "sleep", "600").strip()
    w.t.tmux("resize-pane", "-Z", "-t", w.pane)
    assert zoomed(w)
    assert w.beside().returncode == 0
    assert not zoomed(w)  # the gutters must show
    assert len(w.panes()) == 4
    assert w.beside("--off").returncode == 0
    assert zoomed(w)
    assert w.t.tmux("display-message", "-p", "-t", w.window, "#{pane_id}").strip() == w.pane
    assert second in [p for p, *_ in w.panes()]
    w.wait_restored("--off")


def test_zooming_while_beside_runs_is_kept(window):
    w = window()
    assert w.beside().returncode == 0
    w.wait_geometry(OPENED, "opened")
    w.t.tmux("resize-pane", "-Z", "-t", w.pane)
    # The hook runs on the zoom's layout change; a resize would unzoom. A later change shows it ran:
    # the window's own record of the layout beside made is left as it was, and the zoom stays.
    made = w.t.tmux("show-options", "-w", "-v", "-t", w.window, "@darkscreen-beside-layout")
    w.t.tmux("set-option", "-w", "-t", w.window, "@probe", "1")
    wait_until(lambda: zoomed(w) and w.t.tmux("show-options", "-w", "-v", "-t", w.window, "@darkscreen-beside-layout") == made,
               what="the zoom kept")
    w.t.tmux("resize-pane", "-Z", "-t", w.pane)
    w.wait_geometry(OPENED, "unzoomed: the widths as before")
    w.t.tmux("resize-pane", "-Z", "-t", w.pane)
    assert w.beside("--off").returncode == 0
    w.t.tmux("set-option", "-w", "-u", "-t", w.window, "@probe")
    assert w.geometry() == [(0, 200)]
    w.wait_restored("--off while zoomed")


# ---- swap-pane, rotate-window, move-pane ------------------------------------------------------

def reading_width(w):
    return [width for p, _, width, _ in w.panes() if p == w.pane][0]


@pytest.mark.parametrize("move", [
    ["swap-pane", "-d", "-s", "{left}", "-t", "{right}"],
    ["swap-pane", "-d", "-U"],
    ["swap-pane", "-d", "-D"],
    ["rotate-window"],
    ["rotate-window", "-D"],
])
def test_the_users_pane_keeps_the_reading_width(window, move):
    w = window()
    assert w.beside().returncode == 0
    w.wait_geometry(OPENED, "opened")
    targeted = [a.replace("{left}", f"{w.window}.{{left}}").replace("{right}", f"{w.window}.{{right}}") for a in move]
    if "-s" not in targeted:
        targeted += ["-t", w.pane]
    w.t.tmux(*targeted)
    wait_until(lambda: reading_width(w) == 100 and len(w.panes()) == 3, what=f"the reading width after {move}")
    assert w.beside("--off").returncode == 0
    assert len(w.panes()) == 1
    w.wait_restored(str(move))


def test_move_pane_in_and_out(window):
    w = window()
    assert w.beside().returncode == 0
    w.wait_geometry(OPENED, "opened")
    # A pane of the user's other window moved in beside the user's pane: the gutters keep their widths.
    incoming = w.t.tmux("list-panes", "-t", w.other, "-F", "#{pane_id}").split()[0]
    w.t.tmux("move-pane", "-h", "-d", "-s", incoming, "-t", w.pane)
    wait_until(lambda: (g := w.geometry())[0][1] == 49 and g[-1][1] == 49 and len(g) == 4, what="gutters kept")
    # The user's own panes moved out to a window of their own: beside has nothing to sit beside.
    elsewhere = w.t.tmux("break-pane", "-d", "-P", "-F", "#{window_id}", "-s", incoming).strip()
    w.t.tmux("move-pane", "-d", "-s", w.pane, "-t", elsewhere)
    wait_until(lambda: w.window not in w.t.tmux("list-windows", "-a", "-F", "#{window_id}").split()
               or w.t.tmux("show-options", "-w", "-q", "-v", "-t", w.window, "@darkscreen-beside") == "",
               what="beside closed")


# ---- base-index, pane-base-index ---------------------------------------------------------------

@pytest.mark.parametrize("options", [{"base-index": "1"}, {"pane-base-index": "1"}, {"base-index": "1", "pane-base-index": "1"}])
def test_base_indexes(window, options):
    w = window()
    for name, value in options.items():
        w.t.tmux("set-option", "-g", name, value)
    assert w.beside().returncode == 0
    w.wait_geometry(OPENED, "opened")
    w.t.tmux("resize-window", "-t", w.window, "-x", "240")
    w.wait_geometry([(0, 69), (70, 100), (171, 69)], "resized")
    assert w.beside("--off").returncode == 0
    assert w.geometry() == [(0, 240)]
    w.wait_restored("--off")


# ---- the user's own hooks ------------------------------------------------------------------

def test_the_users_hooks_stay_and_cannot_break_the_layout(window):
    w = window()
    w.t.tmux("set-hook", "-w", "-t", w.window, "window-layout-changed[3]", "set-option -w @mine-layout yes")
    w.t.tmux("set-hook", "-w", "-t", w.window, "pane-died[1]", "set-option -w @mine-died yes")
    # A global hook that evens out every split: beside puts its widths back after it.
    w.t.tmux("set-hook", "-g", "after-split-window", "select-layout even-horizontal")
    hooks = w.hooks()
    assert w.beside().returncode == 0
    w.wait_geometry(OPENED, "opened despite the user's after-split-window hook")
    assert w.beside("--off").returncode == 0
    assert w.hooks() == hooks
    assert "even-horizontal" in w.t.tmux("show-hooks", "-g", "after-split-window")
