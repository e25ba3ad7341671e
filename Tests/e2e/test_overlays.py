"""Help overlay and theme filter end to end: the status line follows the overlay's style and
comes back exactly; the filter narrows live and Esc restores the list and the highlight."""
import re

from terminal import darkscreen, xterm256


def status_cells(screen, width):
    return [(c.fg, c.bg) for c in screen.rows[0][:width]]


def test_help_overlay_owns_the_status_line_while_shown(tmux):
    t = tmux(100, 24)
    t.start(darkscreen("--theme", "Dark", "--appearance", "dark"))
    before = t.wait_text("Themes")
    t.keys("?")
    shown = t.wait_text("close this help")
    assert shown.cell(2, 0).bg == xterm256("#FFCC00"), "the status line sits on the panel (Dark's primary)"
    assert shown.cell(2, 0).fg == xterm256("#1C1C1E"), "and shows dark content, legible on it"
    t.keys("Down", "j", "q")  # keys behind the overlay do nothing
    # nothing must happen within 300 ms (a key reaches darkscreen and its frame the pane well within it)
    t.stays(lambda s: "close this help" in str(s) and " Dark " in s.text[0], 0.3, "the help over an unmoved picker")
    t.keys("Escape")
    after = t.wait_for(lambda s: "close this help" not in str(s), what="help closed")
    assert status_cells(after, 100) == status_cells(before, 100), "exactly the status colours from before"
    assert after.text_without_clock() == before.text_without_clock()
    t.keys("?")
    t.wait_text("close this help")
    t.keys("?")  # ? closes it too
    t.wait_for(lambda s: "close this help" not in str(s))
    t.keys("q")
    assert t.exit_status() == 0


def test_filter_narrows_live_and_escape_restores(tmux):
    t = tmux(100, 24)
    t.start(darkscreen("--theme", "Dark"))
    t.wait_text("Themes")
    t.keys("Down")  # Light highlighted
    before = t.wait_for(lambda s: " Light " in s.text[0])
    t.keys("/")
    every = t.wait_for(lambda s: any(row.startswith("/") for row in s.text), what="the prompt")
    names = ["Automatic", "Dark", "Light", "80s", "90s", "Outrun"]
    assert all(any(n in row for row in every.text[2:9]) for n in names), "an empty filter shows every theme"
    t.literal("out")
    narrowed = t.wait_for(lambda s: any(row.startswith("/out") for row in s.text), what="typed filter")
    listed = [n for n in names if any(n in row[:33] for row in narrowed.text[2:-1])]
    assert listed == ["Outrun"]
    assert " Outrun " in narrowed.text[0], "the match is applied live"
    t.keys("Escape")
    restored = t.wait_for(lambda s: not any(row.startswith("/") for row in s.text), what="filter closed")
    # The clock may have moved on to the next minute in between: compare everything but it.
    def without_clock(rows):
        return [re.sub(r"\d\d:\d\d\s*$", "", rows[0])] + rows[1:]
    assert without_clock(restored.text) == without_clock(before.text), "full list, highlight where it was, that theme applied"
    t.keys("q")
    assert t.exit_status() == 0
