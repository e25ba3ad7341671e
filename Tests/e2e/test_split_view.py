"""darkscreen end to end in a real terminal (tmux) against the built binary."""
import json
import subprocess

from exit_codes import BAD_INPUT_FILE
from terminal import DARKSCREEN, REPO, darkscreen, xterm256

THEMES = {t["name"]: t for t in json.load(open(f"{REPO}/themes.json"))["themes"]}


def bg_of(theme):
    color = THEMES[theme]["colors"]["background"]
    return xterm256(color if isinstance(color, str) else color["dark"])


def companion_cells(screen, width, height):
    # the list pane is a third of the width; the companion pane is right of the separator
    start = width // 3 + 1
    return [screen.cell(c, r) for r in range(1, height) for c in range(start, width)]


def test_start_switch_and_quit(tmux):
    t = tmux(120, 40)
    t.start(darkscreen("--theme", "Dark"))
    screen = t.wait_text("Themes")
    status = screen.text[0]
    assert "darkscreen" in status and "Dark" in status and "dark" in status
    bad = [(i, c) for i, c in enumerate(companion_cells(screen, 120, 40)) if c.bg != bg_of("Dark")]
    assert not bad, f"companion pane is the Dark background: {bad[:3]}\n{screen}"
    assert all(c.char == " " for c in companion_cells(screen, 120, 40)), "nothing is drawn on the companion pane"
    # the status line is light content on Dark: light text
    assert screen.cell(1, 0).fg == xterm256("#F2F2F7")
    assert screen.cell(1, 0).bg == xterm256(THEMES["Dark"]["colors"]["statusBackground"])

    t.keys("Down")
    screen = t.wait_for(lambda s: "Light" in s.text[0], what="status line shows Light")
    assert all(c.bg == bg_of("Light") for c in companion_cells(screen, 120, 40)), "companion pane switched to Light"
    assert screen.cell(1, 0).fg == xterm256("#1C1C1E"), "dark content on Light: dark text"

    t.keys("q")
    assert t.exit_status() == 0
    text = t.text()
    assert "Themes" not in text, "the shell's screen is back (alternate screen left)"


def test_enter_commits_and_escape_reverts(tmux):
    t = tmux(80, 24)
    t.start(darkscreen("--theme", "Dark"))
    t.wait_text("Themes")
    t.keys("Down", "Down")
    t.wait_for(lambda s: "80s" in s.text[0])
    t.keys("Enter")
    screen = t.wait_for(lambda s: "Themes" not in str(s), what="Enter hides the list (\"list\": \"auto\")")
    assert all(c.bg == bg_of("80s") for row in screen.rows[1:] for c in row), "the pane is the theme's colour edge to edge"
    t.keys("Tab")
    screen = t.wait_for(lambda s: any("✓ 80s" in row for row in s.text), what="80s committed")
    t.keys("Down")
    t.wait_for(lambda s: "90s" in s.text[0])
    t.keys("Escape")
    screen = t.wait_for(lambda s: "80s" in s.text[0], what="Esc reverts to committed theme")
    assert all(c.bg == bg_of("80s") for c in companion_cells(screen, 80, 24))
    t.keys("C-c")
    assert t.exit_status() in (0, 130)


def test_home_end_and_vim_keys(tmux):
    t = tmux(80, 24)
    t.start(darkscreen())
    t.wait_text("Themes")
    t.keys("End")
    t.wait_for(lambda s: "Outrun" in s.text[0])
    t.keys("k")
    t.wait_for(lambda s: "90s" in s.text[0])
    t.keys("Home")
    t.wait_for(lambda s: "Automatic" in s.text[0])
    t.keys("j")
    t.wait_for(lambda s: " Dark" in s.text[0])
    t.keys("q")
    assert t.exit_status() == 0


def test_unknown_theme_is_one_line_and_status_2():
    result = subprocess.run([DARKSCREEN, "--theme", "Nope"], capture_output=True, text=True, timeout=10)
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "Nope" in lines[0] and "Outrun" in lines[0]
    assert "\x1b" not in result.stdout + result.stderr


def test_invalid_themes_file_names_file_and_position(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{ "themes": [\n  { "name": "X", "colors": { "background": "#GG0000", "primary": "#fff", "secondary": "#000" } }\n] }\n')
    result = subprocess.run([DARKSCREEN, "list", "--themes", str(bad)], capture_output=True, text=True, timeout=10)
    assert result.returncode == BAD_INPUT_FILE
    assert f"{bad}:2:" in result.stderr and "colors.background" in result.stderr and "#GG0000" in result.stderr

    broken = tmp_path / "broken.json"
    broken.write_text('{ "themes": [\n  { "name": "X",, } ] }\n')
    result = subprocess.run([DARKSCREEN, "--themes", str(broken)], capture_output=True, text=True, timeout=10)
    assert result.returncode == BAD_INPUT_FILE
    assert f"{broken}:2:17" in result.stderr


def test_terminal_hangup_ends_darkscreen(tmux):
    """Closing the terminal (the pty hangs up) ends darkscreen, even under a shell that ignores
    SIGHUP: it must not keep running and spinning on a dead terminal."""
    import os
    import time
    t = tmux(80, 24)
    t.start("trap : HUP; " + darkscreen())
    t.wait_text("Themes")
    pids = [p for p in t.child_pids() if "darkscreen" in open(f"/proc/{p}/cmdline").read()]
    assert pids
    pane = t.pane_pid()
    t.tmux("kill-server", check=False)
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline and any(os.path.exists(f"/proc/{p}") for p in pids):
        time.sleep(0.05)
    alive = [p for p in pids if os.path.exists(f"/proc/{p}") and open(f"/proc/{p}/stat").read().split()[2] != "Z"]
    os.killpg(pane, 9)  # the test's shell ignores SIGHUP: end it here
    assert not alive, "darkscreen still running after its terminal went away"
