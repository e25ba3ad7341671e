"""The picker's categories (← →), favourites (f), recent themes, a random theme (r) and a legible
variant from the preview (d), against the built binary in tmux at 80×24 (docs/picker.md).
Themes named on the command line are the user's own ("Yours"); the shipped ones fill the rest."""
import json
import os
import re

from terminal import darkscreen

NIGHT = {"name": "Zebra Night", "statusLine": "lightContent",
         "colors": {"background": "#101418", "primary": "#E8E8E8", "secondary": "#40A0FF"}}
PAPER = {"name": "Zebra Paper", "statusLine": "darkContent",
         "colors": {"background": "#FAFAF6", "primary": "#202020", "secondary": "#0050C0"}}
TWILIGHT = {"name": "Zebra Twilight", "statusLine": "default",
            "colors": {"background": {"light": "#F4F0E8", "dark": "#141018"},
                       "primary": {"light": "#2A2020", "dark": "#ECE4F0"}, "secondary": "#A05030"}}
# Grey on dark grey: about 2:1, below the 4.5:1 floor.
MURKY = {"name": "Zebra Murky", "statusLine": "lightContent",
         "colors": {"background": "#303030", "primary": "#707070", "secondary": "#505050"}}
ZEBRAS = [NIGHT, PAPER, TWILIGHT]


def themes_file(tmp_path, *themes):
    path = tmp_path / "zebras.json"
    path.write_text(json.dumps({"themes": list(themes)}))
    return str(path)


def status(screen):
    return screen.text[0]


def listed(screen, width=26):
    """The theme names in the list pane (left third at 80 columns), marks stripped."""
    names = []
    for line in screen.text[2:]:
        cell = line[:width].rstrip(" │")
        name = cell[3:].removesuffix(" ★").strip()
        if name:
            names.append(name)
    return names


def start(tmux, config, *args):
    t = tmux(80, 24)
    t.start(darkscreen(*args, "--appearance", "dark"), env=config.env)
    t.wait_for(lambda s: "darkscreen" in status(s), what="the first frame")
    return t


def shown_name(screen):
    """The theme named in the status line (after the category, if any)."""
    match = re.match(r" darkscreen  (?:\[[^\]]+\] )?(.+?)\s{2,}", status(screen))
    return match.group(1) if match else ""


def test_left_and_right_change_the_category_in_the_status_line_and_the_list(tmux, config, tmp_path):
    t = start(tmux, config, "--themes", themes_file(tmp_path, *ZEBRAS), "--theme", "Zebra Night")
    screen = t.capture()
    assert "[" not in status(screen), "All is not named"
    t.keys("Right")
    t.wait_for(lambda s: "[Dark] Zebra Night" in status(s), what="the Dark category")
    t.keys("/")
    t.literal("zebra")
    screen = t.wait_for(lambda s: "/zebra" in str(s) and listed(s)[:2] == ["Zebra Night", "Zebra Twilight"], what="dark zebras")
    assert "Zebra Paper" not in str(screen), "a light theme is not among the dark ones"
    t.keys("Right")  # the filter searches the next category
    screen = t.wait_for(lambda s: "[Light]" in status(s), what="the Light category")
    screen = t.wait_for(lambda s: listed(s)[:2] == ["Zebra Paper", "Zebra Twilight"] and "Zebra Night" not in str(s),
                        what="light zebras")
    assert shown_name(screen) == "Zebra Paper", "Zebra Night is not light: the highlight goes to the first"
    t.keys("Escape")  # the filter first; Zebra Night is not light: the category's first
    screen = t.wait_for(lambda s: "/zebra" not in str(s), what="the filter closed")
    assert "[Light]" in status(screen) and shown_name(screen) == listed(screen)[0]
    t.keys("Right", "Right")
    screen = t.wait_for(lambda s: "[Yours]" in status(s), what="Yours")
    assert listed(screen) == ["Zebra Night", "Zebra Paper", "Zebra Twilight"], "only the themes of the user's files"
    t.keys("Left")
    screen = t.wait_for(lambda s: "[Light/dark pairs]" in status(s), what="the pairs")
    assert "Zebra Twilight" in listed(screen) and "Zebra Night" not in listed(screen)
    t.keys("Escape")
    screen = t.wait_for(lambda s: "[" not in status(s), what="Esc: back to All")
    t.keys("q")
    assert t.exit_status() == 0


def test_f_marks_a_favourite_kept_in_state_json_for_the_next_run(tmux, config, tmp_path):
    path = themes_file(tmp_path, *ZEBRAS)
    config.write_state({"splitRatio": "1/3", "someone else's key": [1, 2]})
    t = start(tmux, config, "--themes", path, "--theme", "Zebra Paper")
    t.keys("Left")
    t.wait_text("No favourites yet")
    t.keys("Escape")
    t.wait_for(lambda s: "[" not in status(s), what="All")
    t.keys("f")
    t.wait_for(lambda s: any("Zebra Paper ★" in line for line in s.text), what="the favourite mark")
    t.keys("q")
    assert t.exit_status() == 0
    state = config.read_state()
    assert state["favourites"] == ["Zebra Paper"]
    assert state["someone else's key"] == [1, 2] and state["splitRatio"] == "1/3", "other keys kept"

    again = start(tmux, config, "--themes", path, "--theme", "Zebra Night")
    again.keys("Left")
    screen = again.wait_for(lambda s: "[Favourites]" in status(s), what="Favourites")
    assert listed(screen) == ["Zebra Paper"]
    assert shown_name(screen) == "Zebra Paper"
    again.keys("f")  # unmarked: the category is empty again
    again.wait_text("No favourites yet")
    again.keys("q")
    assert again.exit_status() == 0
    assert config.read_state()["favourites"] == []


def test_enter_commits_and_the_theme_is_first_in_recent_next_run(tmux, config, tmp_path):
    path = themes_file(tmp_path, *ZEBRAS)
    config.write_settings({"list": "shown"})  # the list stays after Enter
    t = start(tmux, config, "--themes", path, "--theme", "Zebra Night")
    t.keys("Enter")
    t.wait_for(lambda s: config.read_settings().get("theme") == "Zebra Night", what="the commit saved")
    t.keys("/")
    t.literal("zebra twi")
    t.wait_for(lambda s: shown_name(s) == "Zebra Twilight", what="Zebra Twilight found")
    t.keys("Enter")
    t.wait_for(lambda s: config.read_settings().get("theme") == "Zebra Twilight", what="the second commit saved")
    t.keys("q")
    assert t.exit_status() == 0
    assert config.read_state()["recent"] == ["Zebra Twilight", "Zebra Night"], "most recent first"

    again = start(tmux, config, "--themes", path, "--theme", "Zebra Paper")
    again.keys("Left", "Left")
    screen = again.wait_for(lambda s: "[Recent]" in status(s), what="Recent")
    assert listed(screen) == ["Zebra Twilight", "Zebra Night"]
    assert shown_name(screen) == "Zebra Twilight", "Zebra Paper was never committed: the first of Recent"
    again.keys("q")
    assert again.exit_status() == 0


def test_set_on_the_command_line_is_in_recent_too(tmux, config, tmp_path):
    path = themes_file(tmp_path, *ZEBRAS)
    config.write_state({"recent": ["Zebra Paper"], "splitRatio": "1/3"})
    for name in ("zebra night", "Zebra Twilight", "ZEBRA NIGHT"):
        done = config.run("set", name, "--themes", path)
        assert done.returncode == 0 and done.stderr == "", done.stderr
    state = config.read_state()
    assert state["recent"] == ["Zebra Night", "Zebra Twilight", "Zebra Paper"], "each set first, once, in the theme's spelling"
    assert state["splitRatio"] == "1/3", "the rest of state.json kept"
    t = start(tmux, config, "--themes", path, "--theme", "Zebra Paper")
    t.keys("Left", "Left")
    screen = t.wait_for(lambda s: "[Recent]" in status(s), what="Recent")
    assert listed(screen) == ["Zebra Night", "Zebra Twilight", "Zebra Paper"]
    # a set while this darkscreen runs: its Recent follows
    assert config.run("set", "Zebra Paper", "--themes", path).returncode == 0
    t.wait_for(lambda s: listed(s)[:1] == ["Zebra Paper"], what="Recent following the set")
    t.keys("q")
    assert t.exit_status() == 0


def test_set_with_an_unusable_recent_still_commits(config, tmp_path):
    path = themes_file(tmp_path, *ZEBRAS)
    config.write_state({"recent": "Zebra Paper"})
    assert config.run("set", "Zebra Night", "--themes", path).returncode == 0
    assert config.read_state()["recent"] == ["Zebra Night"], "a recent that is no list is replaced"
    os.remove(config.state)
    os.mkfifo(config.state)
    done = config.run("set", "Zebra Paper", "--themes", path)
    assert done.returncode == 0, done.stderr
    assert "recent themes" in done.stderr and "FIFO" in done.stderr and len(done.stderr.splitlines()) == 1, done.stderr
    assert config.read_settings()["theme"] == "Zebra Paper"


def test_r_shows_every_theme_of_the_category_once_in_n_presses(tmux, config, tmp_path):
    t = start(tmux, config, "--themes", themes_file(tmp_path, *ZEBRAS), "--theme", "Zebra Night")
    t.keys("Right", "Right", "Right", "Right")
    t.wait_for(lambda s: "[Yours] Zebra Night" in status(s), what="Yours")
    seen = []
    for _ in range(3):
        before = shown_name(t.capture())
        t.keys("r")
        screen = t.wait_for(lambda s: shown_name(s) != before and "[Yours]" in status(s), what="a random theme")
        seen.append(shown_name(screen))
    assert sorted(seen) == ["Zebra Night", "Zebra Paper", "Zebra Twilight"], f"3 presses, 3 different themes: {seen}"
    t.keys("q")
    assert t.exit_status() == 0


def test_d_in_the_preview_derives_a_variant_that_validates(tmux, config, tmp_path):
    t = start(tmux, config, "--themes", themes_file(tmp_path, MURKY, NIGHT), "--theme", "Zebra Murky")
    t.keys("d")
    t.wait_text("press p first")
    t.keys("p")
    t.wait_text("git diff")
    t.keys("d")
    screen = t.wait_for(lambda s: '"Zebra Murky (contrast 4.5)"' in status(s), what="the notice naming the variant")
    assert "made legible" in status(screen) or "…" in status(screen)
    saved = json.load(open(config.user_themes))["themes"]
    assert [theme["name"] for theme in saved] == ["Zebra Murky (contrast 4.5)"]
    checked = config.run("validate", config.user_themes)
    assert checked.returncode == 0 and "valid" in checked.stdout.splitlines()[-1], checked.stdout + checked.stderr
    assert "below" not in checked.stdout, "the variant's text passes the floor"
    # The file watcher reloads the catalog: the variant is among the user's themes.
    t.keys("Right", "Right", "Right", "Right")
    screen = t.wait_for(lambda s: "[Yours]" in status(s), what="Yours")
    assert listed(screen)[1:] == ["Zebra Murky", "Zebra Night"] and listed(screen)[0].startswith("Zebra Murky (contrast")
    assert shown_name(screen) == "Zebra Murky (contrast 4.5)", "the first of Yours, the variant, shown"
    t.keys("q")
    assert t.exit_status() == 0
