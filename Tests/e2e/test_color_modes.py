"""Colour modes: what darkscreen sends (as tmux stores it) matches the terminal's colour depth."""
import pytest

from terminal import darkscreen

BASIC_FG = {str(n): n - 30 for n in range(30, 38)} | {str(n): n - 90 + 8 for n in range(90, 98)}
BASIC_BG = {str(n): n - 40 for n in range(40, 48)} | {str(n): n - 100 + 8 for n in range(100, 108)}


def start(tmux, term, *args, env=None, size=(80, 24)):
    t = tmux(*size)
    t.start(darkscreen("--theme", "Dark", *args), env=env, term=term)
    return t, t.wait_text("Themes")


def colored_cells(screen):
    return [c for row in screen.rows for c in row if c.fg is not None or c.bg is not None]


def text_cells(screen):
    return [c for row in screen.rows for c in row if c.char.strip()]


@pytest.mark.parametrize("term,env,args", [
    ("xterm-direct", {}, []),
    ("tmux-direct", {}, []),
    ("tmux-256color", {"COLORTERM": "truecolor"}, []),
    ("xterm-256color", {"COLORTERM": "24bit"}, []),
    ("tmux-256color", {}, ["--colors", "direct"]),
])
def test_direct_color_sends_exact_rgb(tmux, term, env, args):
    t, screen = start(tmux, term, *args, env=env)
    assert all(c.fg.startswith("2;") for c in text_cells(screen)), f"every text cell in 38;2\n{screen}"
    assert all(c.bg is None or c.bg.startswith("2;") for c in colored_cells(screen))
    assert screen.cell(1, 0).fg == "2;242;242;247", "status text #F2F2F7 exactly"
    assert screen.cell(1, 0).bg == "2;28;28;30", "status background #1C1C1E exactly"
    assert screen.cell(3, 3).bg == "2;255;149;0", "selection #FF9500 exactly"
    # Dark's #000000 background is nudged to #010101 (ncurses reads 0-7 as palette indexes)
    assert any(c.bg == "2;1;1;1" for c in colored_cells(screen))
    t.keys("q")
    assert t.exit_status() == 0


@pytest.mark.parametrize("term,args,limit", [
    ("xterm-16color", [], 16),
    ("tmux-256color", ["--colors", "16"], 16),
    ("xterm", [], 8),
    ("linux", [], 8),
    ("tmux-256color", ["--colors", "8"], 8),
])
def test_few_colors_use_basic_indexes_and_keep_text_visible(tmux, term, args, limit):
    t, screen = start(tmux, term, *args)
    for theme in ["Dark", "Light", "80s", "90s", "Outrun", "Automatic"]:
        if theme != "Dark":
            t.keys("Down" if theme != "Automatic" else "Home")
            screen = t.wait_for(lambda s: f" {theme}" in s.text[0], what=theme)
        cells = colored_cells(screen)
        assert cells, "colours are used"
        for c in cells:
            assert c.fg is None or c.fg in BASIC_FG, f"{theme}: fg {c.fg} is a basic colour"
            assert c.bg is None or c.bg in BASIC_BG, f"{theme}: bg {c.bg} is a basic colour"
            assert c.fg is None or BASIC_FG[c.fg] < limit
            assert c.bg is None or BASIC_BG[c.bg] < limit
        hidden = [c.char for c in text_cells(screen) if c.fg and c.bg and BASIC_FG[c.fg] == BASIC_BG[c.bg]]
        assert not hidden, f"{theme}: text on its own colour: {hidden[:10]}\n{screen}"
    t.keys("q")
    assert t.exit_status() == 0


@pytest.mark.parametrize("term,env,args", [
    ("vt100", {}, []),
    ("tmux-256color", {"NO_COLOR": "1"}, []),
    ("tmux-256color", {}, ["--colors", "none"]),
])
def test_no_color_shows_state_through_attributes(tmux, term, env, args):
    t, screen = start(tmux, term, *args, env=env)
    t.keys("Enter", "Tab")  # Dark committed (--theme alone shows it without committing); Enter hid the list, Tab shows it
    screen = t.wait_for(lambda s: "✓ Dark" in s.text[3], what="Dark committed")
    assert not colored_cells(screen), f"no colour at all\n{screen}"
    assert all(c.reverse for c in screen.rows[0]), "the status line is reversed across the width"
    assert screen.cell(5, 3).reverse and "Dark" in screen.text[3], "the highlighted (and committed) row is reversed"
    t.keys("Down")
    screen = t.wait_for(lambda s: "Light" in s.text[0], what="Light applied")
    assert screen.cell(5, 4).reverse, "highlight moved to Light"
    assert not screen.cell(5, 3).reverse and screen.cell(5, 3).bold, "committed Dark: bold, not reversed"
    assert not screen.cell(5, 5).reverse and not screen.cell(5, 5).bold, "a plain row"
    t.keys("q")
    assert t.exit_status() == 0


def test_no_color_env_loses_to_the_colors_flag(tmux):
    t, screen = start(tmux, "tmux-256color", "--colors", "256", env={"NO_COLOR": "1"})
    assert all(c.fg.startswith("5;") for c in text_cells(screen))
    t.keys("q")
    assert t.exit_status() == 0
