"""Mouse, split ratio and side, scrolling a long list, long and wide names."""
import json
import unicodedata

from terminal import darkscreen, xterm256

LIGHT_BG = xterm256("#FFFFFF")
DARK_BG = xterm256("#000000")


def click(t, column, row, button=0):
    """An SGR mouse press and release at a 0-based cell."""
    t.hex(f"\x1b[<{button};{column + 1};{row + 1}M\x1b[<{button};{column + 1};{row + 1}m".encode())


def test_click_applies_double_click_commits_wheel_scrolls(tmux):
    t = tmux(80, 24)
    t.start(darkscreen("--theme", "Dark"))
    t.wait_text("Themes")
    t.keys("Enter", "Tab")  # Dark committed; the list hid ("list": "auto") and Tab shows it again
    t.wait_for(lambda s: "✓ Dark" in s.text[3], what="Dark committed")
    click(t, 5, 4)  # row 4: Light
    screen = t.wait_for(lambda s: " Light" in s.text[0], what="click applies Light")
    assert screen.cell(40, 10).bg == LIGHT_BG
    assert "✓ Dark" in screen.text[3], "a single click does not commit"
    click(t, 60, 5)  # the companion pane: nothing
    click(t, 5, 1)  # the title bar: nothing
    t.keys("Escape")  # back to the committed theme: the clicks above changed nothing else
    t.wait_for(lambda s: " Dark" in s.text[0], what="Esc reverts to Dark")
    t.hex(b"\x1b[<0;30;10M\x1b[<0;30;10m")  # with the list hidden after Esc, a click anywhere brings it back
    t.wait_text("Themes")
    t.hex(b"\x1b[<0;6;6M\x1b[<0;6;6m\x1b[<0;6;6M\x1b[<0;6;6m")  # double click on row 5: 80s
    screen = t.wait_for(lambda s: "✓ 80s" in s.text[5], what="double click commits 80s")
    assert " 80s" in screen.text[0]
    t.keys("Escape")
    t.wait_for(lambda s: " 80s" in s.text[0], what="80s is the committed theme")
    t.keys("q")
    assert t.exit_status() == 0


def write_themes(tmp_path, count, name=lambda i: f"Theme {i:03d}"):
    themes = [{"name": name(i), "colors": {"background": f"#{i % 256:02X}{(i * 7) % 256:02X}40",
                                           "primary": "#FFFFFF", "secondary": "#FFCC00"}} for i in range(count)]
    path = tmp_path / "many.json"
    path.write_text(json.dumps({"themes": themes}))
    return str(path)


def highlighted_row(screen, width):
    """The list row drawn on the selection colour (its background differs from the title's)."""
    title_bg = screen.cell(1, 1).bg
    rows = [r for r in range(2, len(screen.rows)) if screen.cell(2, r).bg != title_bg]
    return rows


def test_500_themes_scroll_to_keep_the_highlight_visible(tmux, tmp_path):
    t = tmux(80, 24)
    t.start(darkscreen("--themes", write_themes(tmp_path, 500)))
    t.wait_text("Themes")
    t.keys("End")
    screen = t.wait_for(lambda s: "Theme 499" in s.text[0], what="last theme")
    assert "Theme 499" in screen.text[23], f"the last theme on the last row\n{screen}"
    assert highlighted_row(screen, 80) == [23]
    t.keys("PPage")
    screen = t.wait_for(lambda s: "Theme 477" in s.text[0], what="a page up (22 rows)")
    assert "Theme 477" in screen.text[2] and highlighted_row(screen, 80) == [2]
    for _ in range(5):
        t.keys("Up")
    screen = t.wait_for(lambda s: "Theme 472" in s.text[0], what="five up")
    assert "Theme 472" in screen.text[2], "scrolled one row a step"
    # the wheel scrolls the list by 3 rows; the highlight and the theme stay
    t.hex(b"\x1b[<65;5;10M")
    screen = t.wait_for(lambda s: "Theme 475" in s.text[2], what="wheel down")
    assert "Theme 472" in screen.text[0] and highlighted_row(screen, 80) == []
    t.keys("Home")
    screen = t.wait_for(lambda s: "Automatic" in s.text[0], what="first theme")
    assert "Automatic" in screen.text[2]
    t.keys("q")
    assert t.exit_status() == 0


def test_split_ratio_cycles_and_sides_swap(tmux):
    t = tmux(90, 20)
    t.start(darkscreen("--theme", "Dark"))
    t.wait_text("Themes")
    for key, column in [("]", 45), ("]", 60), ("]", 30), ("[", 60), ("[", 45)]:
        t.keys(key)
        screen = t.wait_for(lambda s: all(s.cell(column, r).char == "│" for r in range(1, 20)), what=f"separator at {column}")
        assert all(screen.cell(c, 10).bg == DARK_BG for c in range(column + 1, 90)), "companion fills the rest"
    t.keys("s")  # half: list on the right, companion on the left
    screen = t.wait_for(lambda s: s.text[1][45:].startswith(" Themes"), what="list on the right")
    assert all(screen.cell(44, r).char == "│" for r in range(1, 20))
    assert all(screen.cell(c, r).bg == DARK_BG and screen.cell(c, r).char == " " for r in range(1, 20) for c in range(0, 44))
    t.keys("[")  # a third, still on the right
    screen = t.wait_for(lambda s: s.text[1][60:].startswith(" Themes"), what="a third on the right")
    assert screen.cell(59, 5).char == "│"
    t.keys("s")
    t.wait_for(lambda s: s.text[1].startswith(" Themes") and s.cell(30, 5).char == "│", what="back on the left")
    t.keys("q")
    assert t.exit_status() == 0


def columns(text):
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 0 if unicodedata.combining(ch) else 1 for ch in text)


def test_long_and_wide_names_keep_columns(tmux, tmp_path):
    names = ["夜の東京 Night Tokyo", "🌃 City 🌃 lights", "An extremely long theme name that cannot possibly fit", "東京" * 20, "Plain"]
    t = tmux(80, 16)
    t.start(darkscreen("--themes", write_themes(tmp_path, len(names), name=lambda i: names[i])))
    t.wait_text("Themes")
    t.keys("End")
    screen = t.wait_for(lambda s: "Plain" in s.text[0], what="Plain")
    for row in range(1, 16):
        before = screen.text[row].split("│")[0]
        assert columns(before) == 26, f"row {row}: separator at column 26: {screen.text[row]!r}"
    lists = [line.split("│")[0] for line in screen.text]
    assert "   An extremely long them…" in lists, "cut with … right at the pane's edge"
    assert any(pane.startswith("   東京東京") and pane.rstrip().endswith("…") for pane in lists)
    assert "   夜の東京 Night Tokyo" in [pane.rstrip() for pane in lists]
    assert "   🌃 City 🌃 lights" in [pane.rstrip() for pane in lists]
    t.keys("q")
    assert t.exit_status() == 0
