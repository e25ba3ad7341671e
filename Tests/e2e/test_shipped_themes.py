"""Polish of the shipped themes: each passes darkscreen's own `validate` (contrast included), and
each looks different from every other at 16 and at 8 colours (and 256), on the cell grid in a real
terminal: the set of colours its frame uses is its own."""
import itertools
import json

import pytest

from terminal import REPO, darkscreen

NAMES = [t["name"] for t in json.load(open(f"{REPO}/themes.json"))["themes"]]


def test_shipped_themes_pass_validate_without_warnings(config):
    result = config.run("validate", f"{REPO}/themes.json")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "warning" not in result.stdout + result.stderr, result.stdout + result.stderr
    assert "valid" in result.stdout


def looks(tmux, depth, appearance):
    """Each shipped theme's main colours on screen, (foreground, background) of the cells that show them."""
    t = tmux(80, 24)
    t.start(darkscreen("--theme", NAMES[0], "--appearance", appearance, "--colors", depth), term="tmux-256color")
    t.wait_text("Themes")
    seen = {}
    for index, name in enumerate(NAMES):
        if index:
            t.keys("Down")
        screen = t.wait_for(lambda s: f" {name} " in s.text[0], what=name)
        # What the eye takes in: the status line, a plain row of the list, the highlighted row, the
        # separator beside the list and the companion pane (theme i is on row 2 + i; a plain row is
        # another theme's, not the committed first one's).
        plain = 2 + (index + 1 if index + 1 < len(NAMES) else index - 1)
        if plain == 2:
            plain = 2 + index + 2
        cell = lambda col, row: (screen.cell(col, row).fg, screen.cell(col, row).bg)
        separator = screen.text[1].index("│")
        seen[name] = (cell(2, 0), cell(4, plain), cell(4, 2 + index), cell(separator, 12), cell(70, 12))
    t.keys("q")
    assert t.exit_status() == 0
    return seen


@pytest.mark.parametrize("depth", ["256", "16", "8"])
@pytest.mark.parametrize("appearance", ["light", "dark"])
def test_every_shipped_theme_looks_different_at_each_depth(tmux, depth, appearance):
    seen = looks(tmux, depth, appearance)
    same = [(a, b) for a, b in itertools.combinations(NAMES, 2) if seen[a] == seen[b]]
    assert not same, f"at {depth} colours ({appearance}) these look the same: {same}"
