"""UI state in a real terminal: the help panel scrolls at the minimum size and says so; a long
paste into the filter over 10,000 themes shows its result quickly and q still quits at once; the
"terminal too small" message keeps its parenthesised part together; with --theme, the check mark,
`darkscreen get` and the status line agree on what is committed and what is shown."""
import ctypes
import json
import locale
import re
import time

from terminal import darkscreen


def test_help_scrolls_at_40x10_and_says_so(tmux):
    t = tmux(40, 10)
    t.start(darkscreen("--theme", "Dark"))
    t.wait_text("Themes")
    t.keys("?")
    first = t.wait_text("Up/Down: more")
    total = int(re.search(r"1-6 of (\d+)", str(first)).group(1))
    assert "quit" not in str(first)
    t.keys("End")
    last = t.wait_text(f"{total - 5}-{total} of {total}")
    t.keys("Home")
    t.wait_text(f"1-6 of {total}")
    for _ in range(total):
        t.keys("Down")
        if "quit" in str(t.capture()):
            break
    last = t.wait_text("quit")
    assert "close this help" in str(last) or "Up/Down: more" in str(last)
    assert " Dark " in last.text[0], "scrolling the help does not move the list behind it"
    t.keys("Escape")
    t.wait_for(lambda s: "more" not in str(s), what="help closed")
    t.keys("q")
    assert t.exit_status() == 0


def test_a_long_paste_into_the_filter_over_10000_themes_shows_at_once_and_q_quits(tmux, tmp_path):
    themes = {"themes": [{"name": f"Theme {i}", "colors": {"background": "#102030", "primary": "#F0F0F0",
                                                           "secondary": "#0A84FF"}} for i in range(10_000)]}
    path = tmp_path / "many.json"
    path.write_text(json.dumps(themes))
    t = tmux(80, 24)
    t.start(darkscreen("--themes", str(path)))
    t.wait_text("Theme 0")
    t.keys("/")
    t.wait_for(lambda s: s.text[-1].startswith("/"), what="the prompt")
    t.literal("Theme 99")
    t.wait_for(lambda s: "Theme 990" in str(s) and "Theme 98" not in str(s), what="narrowed to Theme 99…")
    pasted = "z" * 3000
    started = time.monotonic()
    t.literal(pasted)
    t.wait_for(lambda s: "no match" in str(s) and "zzzzzzzzzz" in s.text[-1], timeout=10, what="the paste's result")
    elapsed = time.monotonic() - started
    # tmux itself feeds 3,000 characters in pieces; on a loaded 2-core machine allow a few seconds.
    assert elapsed < 5, f"the paste's result took {elapsed:.2f} s"
    t.keys("q")  # typed into the filter: a letter, not quit
    t.keys("Escape")
    t.wait_for(lambda s: not s.text[-1].startswith("/"), what="filter closed")
    started = time.monotonic()
    t.keys("q")
    assert t.exit_status() == 0
    assert time.monotonic() - started < 2


def test_a_small_window_shows_the_list_not_a_message(tmux):
    t = tmux(20, 5)
    t.start(darkscreen("--theme", "Dark"))
    screen = t.wait_text("Themes")
    assert "too small" not in str(screen)
    t.keys("q")
    assert t.exit_status() == 0


def test_theme_flag_without_a_commit_check_get_and_status_agree(tmux, config):
    assert config.run("set", "Outrun").returncode == 0
    t = tmux(80, 24)
    t.start(darkscreen("--theme", "Light"), env=config.env)
    screen = t.wait_text("Themes")
    assert " Light " in screen.text[0], "the status line shows the theme shown"
    assert any("✓ Outrun" in row for row in screen.text), "the check stays on the committed theme"
    assert not any("✓ Light" in row for row in screen.text)
    assert config.run("get").stdout.strip() == "Outrun", "get reports the same committed theme"
    t.keys("Escape")
    t.wait_for(lambda s: " Outrun " in s.text[0], what="Esc goes back to the committed theme")
    t.keys("q")
    assert t.exit_status() == 0


NAMES = {
    "cjk": "夜の東京 Tokyo",
    "combining": "Cafe\u0301 Noir",            # e + COMBINING ACUTE: one column
    "hexagram": "I Ching \u4dc0 Force",        # wcwidth 2 (a table of our own said 1)
    "thermometer": "Heat \U0001F321 Wave",     # wcwidth 1 without VS16 (a table of our own said 2)
    "zwj": "Family \U0001F468\u200d\U0001F469\u200d\U0001F467 Home",
    "flag": "Norge \U0001F1F3\U0001F1F4 Fjord",
    "tone": "Crew \U0001F9D1\U0001F3FD\u200d\U0001F680 Lift",
    "family": "Big \U0001F468\u200d\U0001F469\u200d\U0001F467\u200d\U0001F466 Table",
}


def test_wide_and_combining_names_take_the_columns_tmux_gives_them(tmux, tmp_path):
    themes = {"themes": [{"name": name, "colors": {"background": "#102030", "primary": "#F0F0F0",
                                                   "secondary": "#0A84FF"}} for name in NAMES.values()]}
    path = tmp_path / "wide.json"
    path.write_text(json.dumps(themes, ensure_ascii=False))
    t = tmux(80, 24)
    t.start(darkscreen("--themes", str(path), "--theme", NAMES["cjk"]))
    screen = t.wait_text("Themes")
    separator_column = 80 // 3
    rows = screen.text[2:2 + 6 + len(NAMES)]
    # Every cluster is shown whole (an emoji ZWJ sequence, a flag, a skin tone); one of more than
    # five scalars, more than a curses cell holds, is one stand-in for all of it in its two columns.
    shown = {**NAMES, "family": "Big \ufffd  Table"}
    for key in NAMES:
        name = shown[key]
        row = next((r for r in rows if name in r), None)
        assert row is not None, f"{key}: {name!r} shown whole, nothing overwritten: {rows}"
        # What precedes the name and follows it up to the separator is blank, one space after
        # the name: darkscreen counted the name's columns as tmux placed them.
        before, after = row.split(name, 1)
        pad = after[:after.index("│")]
        assert before.strip(" ✓") == "" and pad.strip() == "", f"{key}: only blanks around the name: {row!r}"
        assert tmux_width(before + name) + len(pad) == separator_column, f"{key}: the separator where darkscreen drew it"
    t.keys("q")
    assert t.exit_status() == 0


def tmux_width(text):
    """Columns as tmux 3.3 counts them: glibc's wcwidth for each character, except that a
    character after a zero-width joiner joins the one before it and takes no columns."""
    locale.setlocale(locale.LC_CTYPE, "C.UTF-8")
    libc = ctypes.CDLL("libc.so.6")
    return sum(0 if i > 0 and text[i - 1] == "\u200d" else max(0, libc.wcwidth(ctypes.c_wchar(ch)))
               for i, ch in enumerate(text))


def test_theme_flag_with_nothing_committed_check_get_and_status_agree(tmux, config):
    # Nothing committed yet: `get` names the first theme, and so does the check mark.
    first = config.run("get").stdout.strip()
    t = tmux(80, 24)
    t.start(darkscreen("--theme", "Light"), env=config.env)
    screen = t.wait_text("Themes")
    assert " Light " in screen.text[0], "the status line shows the theme shown"
    assert any(f"✓ {first}" in row for row in screen.text), "the check is on what get reports"
    assert not any("✓ Light" in row for row in screen.text)
    t.keys("Escape")
    t.wait_for(lambda s: f" {first} " in s.text[0], what="Esc goes back to the committed theme")
    t.keys("q")
    assert t.exit_status() == 0
    assert config.run("get").stdout.strip() == first, "nothing was committed behind the user's back"
