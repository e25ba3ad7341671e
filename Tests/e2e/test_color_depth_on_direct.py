"""`--colors 256/16/8` on a terminal whose terminfo is direct colour (xterm-direct, tmux-direct)
draws in that many colours — the palette's RGB values — as the README promises, not exact RGB."""
import pytest

from terminal import STEPS, darkscreen, xterm256

XTERM16 = [(0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
           (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255),
           (255, 255, 255)]
CUBE_AND_GREYS = {(STEPS[n // 36], STEPS[n // 6 % 6], STEPS[n % 6]) for n in range(216)} | \
                 {(8 + 10 * i,) * 3 for i in range(24)}
BASIC = {str(n) for n in range(30, 38)} | {str(n) for n in range(40, 48)}


def rgb(value):
    return tuple(int(x) for x in value.split(";")[1:]) if value and value.startswith("2;") else None


def palette_rgb(index_value):
    n = int(index_value.split(";")[1])
    if n < 16:
        return XTERM16[n]
    if n < 232:
        n -= 16
        return (STEPS[n // 36], STEPS[n // 6 % 6], STEPS[n % 6])
    return (8 + 10 * (n - 232),) * 3


def colours(screen):
    return [v for row in screen.rows for c in row for v in (c.fg, c.bg) if v is not None]


def start(tmux, term, depth):
    t = tmux(80, 24)
    t.start(darkscreen("--theme", "Dark", "--appearance", "dark", "--colors", depth), term=term)
    return t, t.wait_text("Themes")


THEMES = ["Dark", "Light", "80s", "90s", "Outrun"]


@pytest.mark.parametrize("term", ["xterm-direct", "tmux-direct"])
def test_256_colours_on_a_direct_terminal_use_the_palette_rgb(tmux, term):
    t, screen = start(tmux, term, "256")
    # Dark's status line: #F2F2F7 on #1C1C1E, each the nearest xterm-256 colour.
    assert rgb(screen.cell(1, 0).fg) == palette_rgb(xterm256("#F2F2F7"))
    assert rgb(screen.cell(1, 0).bg) == palette_rgb(xterm256("#1C1C1E"))
    assert rgb(screen.cell(3, 3).bg) == palette_rgb(xterm256("#FF9500")), "selection"
    for theme in THEMES[1:]:
        t.keys("Down")
        screen = t.wait_for(lambda s: f" {theme}" in s.text[0], what=theme)
        values = colours(screen)
        assert values
        off_palette = {v for v in values if v not in BASIC and rgb(v) not in CUBE_AND_GREYS}
        assert not off_palette, f"{theme}: colours outside the 256-colour palette: {sorted(off_palette)[:5]}"
    t.keys("q")
    assert t.exit_status() == 0


@pytest.mark.parametrize("term", ["xterm-direct", "tmux-direct"])
@pytest.mark.parametrize("depth,allowed", [("16", set(XTERM16)), ("8", set())])
def test_16_and_8_colours_on_a_direct_terminal(tmux, term, depth, allowed):
    t, screen = start(tmux, term, depth)
    for theme in THEMES:
        if theme != "Dark":
            t.keys("Down")
            screen = t.wait_for(lambda s: f" {theme}" in s.text[0], what=theme)
        values = colours(screen)
        assert values
        distinct = {v if v in BASIC else rgb(v) for v in values}
        outside = {v for v in distinct if v not in BASIC and v not in allowed}
        assert not outside, f"{theme} at {depth} colours: {sorted(map(str, outside))[:5]}"
        assert len(distinct) <= int(depth) * 2
    t.keys("q")
    assert t.exit_status() == 0
