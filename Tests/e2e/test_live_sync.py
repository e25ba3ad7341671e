"""Live sync across running darkscreens (settings.json) and hot reload of themes files, in tmux."""
import json
import subprocess
import time

from settings_env import user_theme
from terminal import REPO, darkscreen, xterm256

# "Within a second" as a test can check it while other builds load the 2 cores: every change
# arrives through inotify (no polling to fall back on), so a change that is not followed fails
# whatever the bound.
FOLLOW_SECONDS = 3.0
THEMES = {t["name"]: t for t in json.load(open(f"{REPO}/themes.json"))["themes"]}


def background(name):
    color = THEMES[name]["colors"]["background"]
    return xterm256(color if isinstance(color, str) else color["dark"])


def companion_bg(screen, width=80):
    """The colours of the companion pane (right of the list pane at any ratio and the separator)."""
    return {screen.cell(c, r).bg for r in range(2, 10) for c in range(2 * width // 3 + 2, width - 1)}


def shows(theme, bg=None):
    bg = bg or background(theme)
    return lambda s: f"  {theme}" in s.text[0] and companion_bg(s) == {bg}


def start(tmux, config, *args, width=80, height=24):
    t = tmux(width, height)
    t.start(darkscreen(*args), env=config.env)
    t.wait_text("Themes")
    return t


def test_set_from_outside_and_enter_in_one_reach_every_running_darkscreen(tmux, config):
    config.write_settings({"theme": "Dark"})
    one, two = start(tmux, config), start(tmux, config)
    for t in (one, two):
        t.wait_for(shows("Dark"), timeout=2, what="both start on the committed Dark")

    assert config.run("set", "Outrun").returncode == 0
    for t in (one, two):
        t.wait_for(shows("Outrun"), timeout=FOLLOW_SECONDS, what="Outrun within a second")

    one.keys("Up")
    one.wait_for(shows("90s"), what="browsing in one")
    two.stays(lambda s: "Outrun" in s.text[0], 0.3, what="Outrun in the other: browsing is not committing")
    one.keys("Enter")
    two.wait_for(shows("90s"), timeout=FOLLOW_SECONDS, what="Enter in one: the other follows")
    assert config.read_settings()["theme"] == "90s"
    one.keys("Tab")   # Enter hid the list ("list": "auto")
    screen = one.wait_for(lambda s: any("✓ 90s" in row for row in s.text), what="the committer shows it committed")
    assert "settings" not in screen.text[0], "no message: its own write did not come back as a problem"
    for t in (one, two):
        t.keys("q")
        assert t.exit_status() == 0


def test_an_editor_changing_settings_is_followed_and_own_write_does_not_bounce(tmux, config):
    t = start(tmux, config)
    t.keys("Down", "Down")
    t.wait_for(shows("Light"))
    t.keys("Enter", "Tab")   # Enter hides the list ("list": "auto"), Tab shows it
    t.wait_for(lambda s: any("✓ Light" in row for row in s.text))
    t.keys("Down")
    t.wait_for(shows("80s"), what="browsing after the commit")
    t.stays(lambda s: "80s" in s.text[0], 0.4, what="80s: our own write must not pull the highlight back to Light")

    with open(config.settings, "w") as f:   # an editor writing in place
        f.write('{"theme": "Dark"}\n')
    t.wait_for(shows("Dark", background("Dark")), timeout=FOLLOW_SECONDS, what="the edited theme")
    config.write_state({"splitRatio": "1/2"})   # the layout lives in state.json
    t.wait_for(lambda s: s.text[2][80 // 2] == "│", timeout=FOLLOW_SECONDS, what="the edited split ratio (1/2) too")
    t.keys("q")
    assert t.exit_status() == 0


def test_corrupt_and_missing_settings_at_start_say_so_in_the_status_line(tmux, config):
    config.write_settings('{"theme": ')
    t = start(tmux, config, width=120)
    screen = t.wait_for(lambda s: "settings.json is not valid JSON at 1:11" in s.text[0], what="the problem, one line")
    assert "Automatic" in screen.text[0], "defaults"
    assert open(config.settings).read() == '{"theme": ', "untouched until a commit"
    t.keys("Down", "Enter")
    t.wait_for(lambda s: "settings.json.bak" in s.text[0], what="commit keeps the old file")
    assert open(config.settings + ".bak").read() == '{"theme": '
    assert config.read_settings() == {"theme": "Dark"}
    t.keys("q")
    assert t.exit_status() == 0

    config.write_settings({"theme": "Solarized"})
    t = start(tmux, config, width=120)
    t.wait_for(lambda s: 'theme "Solarized" not found; showing Automatic' in s.text[0], what="fallback said")
    assert config.read_settings() == {"theme": "Solarized"}
    t.keys("q")


def test_editing_the_user_themes_file_reloads_live_and_errors_show_until_fixed(tmux, config):
    config.write(config.user_themes, user_theme("Mine", background="#123456"))
    config.write_settings({"theme": "Mine"})
    t = start(tmux, config, width=120)
    t.wait_for(shows("Mine", xterm256("#123456")), what="the user theme", )

    config.write(config.user_themes, user_theme("Mine", background="#AA0000"))
    t.wait_for(shows("Mine", xterm256("#AA0000")), timeout=FOLLOW_SECONDS, what="the changed colour")

    broken = user_theme("Mine", background="#ZZ0000")
    config.write(config.user_themes, broken)
    line = next(i for i, text in enumerate(broken.splitlines(), 1) if "#ZZ0000" in text)
    screen = t.wait_for(lambda s: f"themes.json:{line}:" in s.text[0], timeout=FOLLOW_SECONDS, what="the error in the status line")
    assert "colors.background" in screen.text[0] and 'theme "Mine"' in screen.text[0]
    assert companion_bg(screen) == {xterm256("#AA0000")}, "the last good theme stays"

    config.write(config.user_themes, user_theme("Mine", background="#00AA00"))
    screen = t.wait_for(shows("Mine", xterm256("#00AA00")), timeout=FOLLOW_SECONDS, what="fixed")
    assert "themes.json:" not in screen.text[0], "the error is gone"
    t.keys("q")
    assert t.exit_status() == 0


def test_idle_darkscreen_uses_almost_no_cpu(tmux, config):
    t = start(tmux, config)
    pid = int(subprocess.run(["pgrep", "-P", str(t.pane_pid()), "darkscreen"], capture_output=True, text=True).stdout.split()[0])

    def cpu_ticks():
        fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
        return int(fields[11]) + int(fields[12])

    before = cpu_ticks()
    time.sleep(1.0)  # a measurement: what a second of idling costs (nothing must happen within it)
    assert cpu_ticks() - before <= 2, "idle: asleep in poll, not spinning"
    t.keys("q")


def test_list_on_a_terminal_shows_a_swatch_per_theme(tmux, config):
    config.run("set", "Light")
    t = tmux(80, 12)
    t.start(darkscreen("list"), env=config.env)
    assert t.exit_status() == 0
    screen = t.capture()
    rows = [r for r, text in enumerate(screen.text) if text.rstrip().endswith(" Light")]
    assert rows and screen.text[rows[0]].startswith("* "), "the committed theme is marked"
    row = rows[0]
    assert screen.cell(2, row).bg == xterm256("#FFFFFF"), "the swatch starts with the background colour"


def test_the_status_line_says_where_darkscreen_runs_and_follows_the_rules(tmux, config):
    """A `"contexts"` rule that matches darkscreen's own context (its user) shows its label in the
    status line; editing the rules in settings.json takes it away, live."""
    import getpass
    user = getpass.getuser()
    config.write_settings({"theme": "Dark", "contexts": [{"when": {"user": user}, "label": "lab-bench"},
                                                        {"when": {"user": user, "host": "no-such-host-*"}, "label": "elsewhere"}]})
    t = start(tmux, config)
    t.wait_for(lambda s: "lab-bench · dark" in s.text[0], what="the label beside the appearance")
    assert "elsewhere" not in t.capture().text[0]
    config.write_settings({"theme": "Dark", "contexts": [{"when": {"user": "not-" + user}, "label": "lab-bench"}]})
    t.wait_for(lambda s: "lab-bench" not in s.text[0] and " dark" in s.text[0], timeout=FOLLOW_SECONDS,
               what="the label gone once no rule matches")
