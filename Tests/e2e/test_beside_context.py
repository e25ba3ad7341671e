"""beside's gutters say where the work pane is: in a private tmux server, `darkscreen beside`
around a shell whose hooks run `darkscreen context --apply` (as `darkscreen integrate shell`
installs them); `cd` into a folder a path rule tints, and the darkscreen panes beside it and the
window's styles, borders and palette take the tint the work pane took; `cd` out, and they are the
theme's again exactly; `darkscreen restore` puts a tinted work pane and its gutters back too."""
import os
import shlex
import subprocess

from terminal import DARKSCREEN, wait_until
from test_context_tint import hooked_shell, pane_option, panes, write_settings

THEMED = ["pane-border-style", "pane-active-border-style", "window-style", "window-active-style"]


def window_options(t, window):
    out = t.tmux("show-options", "-w", "-t", window)
    return {line.split(" ", 1)[0]: line.split(" ", 1)[1].strip('"') for line in out.splitlines()
            if line.split(" ", 1)[0] in THEMED or line.startswith("pane-colours")}


def pane_colours(t, pane):
    out = t.tmux("show-options", "-p", "-t", pane, "pane-colours")
    return {line.split(" ", 1)[0]: line.split(" ", 1)[1].strip('"').upper() for line in out.splitlines()}


class Beside:
    """A hooked shell in a 200-column window with beside open around it."""

    def __init__(self, t, tmp_path):
        self.t = t
        t.start(hooked_shell(tmp_path))
        t.wait_text("ready$")
        self.pane = panes(t)[0]
        socket = t.tmux("display-message", "-p", "#{socket_path}").strip()
        self.env = dict(os.environ, TMUX=f"{socket},1,0", TMUX_PANE=self.pane, COLORTERM="truecolor")
        opened = subprocess.run([DARKSCREEN, "beside"], env=self.env, capture_output=True, text=True, timeout=30)
        assert opened.returncode == 0, opened.stderr
        self.window = t.tmux("display-message", "-p", "-t", self.pane, "#{window_id}").strip()
        self.gutters = [p for p in panes(t) if p != self.pane]
        assert len(self.gutters) == 2
        self.themed = window_options(t, self.window)
        assert self.themed["window-style"].startswith("bg=#")

    def cd(self, folder):
        self.t.literal(f"cd {shlex.quote(str(folder))}")
        self.t.keys("Enter")

    def tinted_like_the_work_pane(self):
        style = pane_option(self.t, self.pane, "window-style")
        if not style.startswith("bg=#"):
            return False
        options = window_options(self.t, self.window)
        return options.get("window-style", "").upper() == style.upper() and style

    def gutter_backgrounds(self):
        return {self.t.tmux("display-message", "-p", "-t", g, "#{pane_bg}").strip().upper() for g in self.gutters}


def test_the_gutters_take_the_work_panes_tint_and_give_it_back_exactly(tmux, tmp_path):
    work = tmp_path / "payments"
    work.mkdir()
    write_settings([{"when": {"path": str(work)}, "tint": "red", "label": "payments"}])
    b = Beside(tmux(200, 30), tmp_path)
    theme_background = b.themed["window-style"].split(",")[0][3:].upper()
    assert b.gutter_backgrounds() == {theme_background}
    b.cd(work)
    style = wait_until(b.tinted_like_the_work_pane, timeout=10, what="the window in the work pane's tint")
    tint = style.split(",")[0][3:].upper()
    assert tint != theme_background
    options = window_options(b.t, b.window)
    assert options["window-active-style"].upper() == style.upper()
    assert options["pane-border-style"].upper() == f"FG={tint},BG={tint}"
    assert options["pane-active-border-style"] == options["pane-border-style"]
    # the palette the tint kept legible, in the gutters as in the work pane
    assert {k: v.upper() for k, v in options.items() if k.startswith("pane-colours")} == pane_colours(b.t, b.pane)
    assert b.gutter_backgrounds() == {tint}
    b.cd(tmp_path)
    wait_until(lambda: pane_option(b.t, b.pane, "@darkscreen-context") == "" and window_options(b.t, b.window) == b.themed,
               timeout=10, what="the window in the theme's colours again")
    assert b.gutter_backgrounds() == {theme_background}


def test_restore_gives_the_gutters_back_with_the_work_pane(tmux, tmp_path):
    work = tmp_path / "payments"
    work.mkdir()
    write_settings([{"when": {"path": str(work)}, "tint": 200}])
    b = Beside(tmux(200, 30), tmp_path)
    b.cd(work)
    wait_until(b.tinted_like_the_work_pane, timeout=10, what="the window in the work pane's tint")
    # (as after the tinting process was killed: the pane is left tinted, the record on it)
    restored = subprocess.run([DARKSCREEN, "restore"], env=b.env, capture_output=True, text=True, timeout=30)
    assert f"put pane {b.pane}'s colours back" in restored.stdout, restored.stdout + restored.stderr
    assert restored.returncode == 0, restored.stderr
    assert pane_option(b.t, b.pane, "@darkscreen-context") == ""
    assert window_options(b.t, b.window) == b.themed


def test_beside_opened_in_a_tinted_pane_starts_in_the_tint(tmux, tmp_path):
    work = tmp_path / "payments"
    work.mkdir()
    write_settings([{"when": {"path": str(work)}, "tint": "green"}])
    t = tmux(200, 30)
    t.start(f"cd {shlex.quote(str(work))} && {hooked_shell(tmp_path)}")
    t.wait_text("ready$")
    pane = panes(t)[0]
    style = wait_until(lambda: pane_option(t, pane, "window-style").startswith("bg=#") and pane_option(t, pane, "window-style"),
                       timeout=10, what="the work pane tinted")
    socket = t.tmux("display-message", "-p", "#{socket_path}").strip()
    env = dict(os.environ, TMUX=f"{socket},1,0", TMUX_PANE=pane, COLORTERM="truecolor")
    opened = subprocess.run([DARKSCREEN, "beside"], env=env, capture_output=True, text=True, timeout=30)
    assert opened.returncode == 0, opened.stderr
    window = t.tmux("display-message", "-p", "-t", pane, "#{window_id}").strip()
    assert window_options(t, window)["window-style"].upper() == style.upper()
