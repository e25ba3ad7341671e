"""Every colour depth looks like the theme: at 8 colours (Debian xterm's TERM=xterm) 80s, 90s and
Outrun keep backgrounds of their own hue, and with --apply terminal the pane is painted in the
colours darkscreen set — the terminal's default background, which --apply terminal sets to the
theme's — at 8, 256 and direct colour, never in a slot darkscreen redefined to something else.

Two views of the screen: the pane's own cells (`capture-pane -e` of darkscreen's tmux: the colour
numbers darkscreen asked for), and what a user sees: that tmux drawn by a client attached from a
second tmux, which paints every cell in the colour it shows, with the pane's palette and default
colours as darkscreen set them (capture-pane alone leaves out cells a terminal with back-colour
erase cleared, as xterm's terminfo lets curses do)."""
import json
import os

import pytest

from terminal import REPO, Tmux, darkscreen

BASIC_BG = {str(n): n - 40 for n in range(40, 48)} | {str(n): n - 100 + 8 for n in range(100, 108)}
BASIC_FG = {str(n): n - 30 for n in range(30, 38)} | {str(n): n - 90 + 8 for n in range(90, 98)}
THEMES = ["80s", "90s", "Outrun"]


def shipped(name):
    with open(os.path.join(REPO, "themes.json")) as f:
        return next(t for t in json.load(f)["themes"] if t["name"] == name)


def dark(value):
    return (value["dark"] if isinstance(value, dict) else value).upper()


def as_captured(hex_color):
    """A colour as capture-pane shows an RGB cell: "2;r;g;b"."""
    return "2;" + ";".join(str(int(hex_color[i:i + 2], 16)) for i in (1, 3, 5))


def slot(value):
    """The palette index a captured background names (None: the default colour, or RGB)."""
    if value in BASIC_BG:
        return BASIC_BG[value]
    if value and value.startswith("5;"):
        return int(value[2:])
    return None


def pane_cells(screen, width, height):
    """The companion pane: right of the list's separator, below the status line."""
    separator = screen.text[2].index("│")
    return [screen.cell(c, r) for r in range(1, height) for c in range(separator + 1, width)]


def start(tmux, term, *args):
    """darkscreen at 80×24 with TERM=`term`, and a second tmux attached to it that shows what a
    user sees (in RGB: the viewer's terminal is told it has 24-bit colour)."""
    t = tmux(80, 24)
    t.start(darkscreen("--theme", "Light", "--appearance", "dark", *args), term=term)
    t.wait_text("Themes")
    t.tmux("set", "-as", "terminal-features", ",tmux-256color:RGB")
    viewer = tmux(80, 24)
    viewer.start(f"env -u TMUX tmux -L {t.socket} -f {Tmux.CONFIG} attach -t {t.session}", term="tmux-256color")
    viewer.wait_text("Themes")
    return t, viewer


def show(t, viewer, theme):
    t.keys("Down")
    t.wait_for(lambda s: f" {theme}" in s.text[0], what=theme)
    return viewer.wait_for(lambda s: f" {theme}" in s.text[0], what=f"{theme} in the viewer")


def test_at_8_colours_80s_90s_and_outrun_keep_their_own_hue(tmux):
    t, viewer = start(tmux, "xterm")
    backgrounds = {}
    for theme in THEMES:
        seen = show(t, viewer, theme)
        found = {c.bg for c in pane_cells(seen, 80, 24)}
        assert len(found) == 1, f"{theme}: one background across the pane, found {found}"
        backgrounds[theme] = found.pop()
        screen = t.capture()
        text = [c for row in screen.rows for c in row if c.char.strip() and c.fg in BASIC_FG and c.bg in BASIC_BG]
        assert text, f"{theme}: text in colour"
        hidden = [c.char for c in text if BASIC_FG[c.fg] == BASIC_BG[c.bg]]
        assert not hidden, f"{theme}: text in its background's colour: {hidden[:10]}"
    # magenta, cyan, blue: not black, and three different themes
    assert backgrounds == {"80s": "45", "90s": "46", "Outrun": "44"}, backgrounds
    t.keys("q")
    assert t.exit_status() == 0


@pytest.mark.parametrize("term", ["xterm", "xterm-256color", "xterm-direct"])
def test_with_apply_terminal_the_pane_is_in_the_colour_darkscreen_set(tmux, term):
    t, viewer = start(tmux, term, "--apply", "terminal")
    for theme in THEMES:
        seen = show(t, viewer, theme)
        screen = t.capture()
        data = shipped(theme)
        background = dark(data["colors"]["background"])
        palette = [dark(c) for c in data["palette"]]
        # darkscreen's own cells: the default colour, or a slot it set to the theme's background
        for cell in pane_cells(screen, 80, 24):
            index = slot(cell.bg)
            assert cell.bg is None or (index is not None and index < 16 and palette[index] == background), \
                f"{theme} on {term}: a pane cell in {cell.bg}, not the colour darkscreen set ({background})\n{screen}"
        # what the user sees: the pane, the list beside it and its frame in the theme's background
        shown = {c.bg for c in pane_cells(seen, 80, 24)} | {seen.cell(0, 2).bg}
        assert shown == {as_captured(background)}, f"{theme} on {term}: the pane shows {shown}, not {background}"
        # the status line in the theme's statusBackground (one of its ANSI colours: the slot holding it)
        status = dark(data["colors"]["statusBackground"])
        assert seen.cell(1, 0).bg == as_captured(status), (theme, term, seen.cell(1, 0).bg)
    t.keys("q")
    assert t.exit_status() == 0
