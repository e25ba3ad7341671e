"""Resizing: the layout follows at once, too small says so, and it comes back."""
import json

from terminal import REPO, darkscreen, xterm256

DARK = json.load(open(f"{REPO}/themes.json"))["themes"][1]
assert DARK["name"] == "Dark"
DARK_BG = xterm256(DARK["colors"]["background"])
DARK_STATUS_BG = xterm256(DARK["colors"]["statusBackground"])


def assert_layout(screen, width, height, ratio=1 / 3):
    """Status across the width, separator at the ratio, companion exactly the rest."""
    assert len(screen.rows) == height, f"{height} rows\n{screen}"
    assert all(c.bg == DARK_STATUS_BG for c in screen.rows[0][:width]), f"status line spans {width}\n{screen}"
    assert screen.text[0].startswith(" darkscreen  Dark")
    list_width = max(1, min(int(width * ratio) if ratio != 1 / 3 else width // 3, width - 2))
    for row in range(1, height):
        assert screen.cell(list_width, row).char == "│", f"separator at column {list_width}, row {row}\n{screen}"
        companion = screen.rows[row][list_width + 1:width]
        assert len(companion) == width - list_width - 1
        assert all(c.bg == DARK_BG and c.char == " " for c in companion), f"companion row {row}\n{screen}"
    assert screen.text[1].startswith(" Themes")


def test_resize_relayouts_down_to_too_small_and_back(tmux):
    t = tmux(120, 40)
    t.start(darkscreen("--theme", "Dark"))
    assert_layout(t.wait_text("Themes"), 120, 40)
    for width, height in [(60, 15), (200, 60)]:
        t.resize(width, height)
        screen = t.wait_for(lambda s: len(s.text) == height and s.cell(width // 3, height - 1).char == "│",
                            what=f"{width}×{height} layout")
        assert_layout(screen, width, height)
    t.resize(10, 3)
    # a narrow status line keeps the theme's name; "darkscreen", the clock and the source go first
    screen = t.wait_for(lambda s: len(s.text) == 3 and s.text[0].startswith(" Dark ") and "Them" in s.text[1],
                        what="10×3: the status line shortened, the list in all the width")
    assert "too small" not in str(screen)
    t.resize(5, 2)
    screen = t.wait_for(lambda s: len(s.text) == 2 and s.text[0] == " Dark" and s.text[1].strip() == "",
                        what="5×2: below the list's minimum, the theme's colour under the status line")
    t.keys("j")   # keys still work at any size: the next theme shows
    t.wait_for(lambda s: s.cell(2, 1).bg != screen.cell(2, 1).bg, what="the next theme's colour at 5×2")
    t.keys("k")
    t.resize(39, 12)
    screen = t.wait_for(lambda s: len(s.text) == 12 and "Themes" in s.text[1], what="39×12 lays out the list")
    t.resize(120, 40)
    assert_layout(t.wait_for(lambda s: s.cell(40, 39).char == "│", what="back to normal"), 120, 40)
    t.keys("q")
    assert t.exit_status() == 0


def test_tiny_sizes_never_crash(tmux):
    t = tmux(40, 10)
    t.start(darkscreen("--theme", "Dark"))
    t.wait_text("Themes")
    for width, height in [(1, 1), (2, 1), (1, 5), (5, 2), (39, 9), (1, 1)]:
        t.resize(width, height)
    # (at 1×1 the only cell is the bottom-right corner, which curses cannot write without scrolling)
    t.resize(5, 2)
    t.wait_for(lambda s: s.text[:2] == [" Dark", "     "], what="5×2: the theme's name, the last thing cut, and the theme's colour")
    t.resize(3, 1)
    t.wait_for(lambda s: len(s.text) == 1 and s.text[0] == "   ", what="3×1: the status line's colour alone")
    t.resize(40, 10)
    assert_layout(t.wait_text("Themes"), 40, 10)
    t.keys("q")
    assert t.exit_status() == 0


def test_burst_of_100_resizes_leaves_a_correct_frame(tmux):
    t = tmux(100, 30)
    t.start(darkscreen("--theme", "Dark"))
    t.wait_text("Themes")
    t.keys("]")  # the split ratio survives resizing
    for i in range(100):
        t.tmux("resize-window", "-t", t.session, "-x", str(30 + (i * 37) % 150), "-y", str(5 + (i * 13) % 50))
    t.resize(90, 25)
    screen = t.wait_for(lambda s: len(s.text) == 25 and s.cell(45, 24).char == "│", what="final 90×25 frame")
    assert_layout(screen, 90, 25, ratio=1 / 2)
    t.keys("q")
    assert t.exit_status() == 0
