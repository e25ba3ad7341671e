"""Theme files of other terminals, read as they are: Debian's foot-themes imported whole (every
file loads, its colours match the file, light/dark pairs become dynamic themes that follow the
appearance), drop-in folders with hot reload, `darkscreen import` and `export` round trips."""
import json
import os
import re
import subprocess

import pytest

from exit_codes import BAD_INPUT_FILE, USAGE
from terminal import DARKSCREEN, darkscreen, need, xterm256

FOOT = "/usr/share/foot/themes"
PAIRS = {"solarized": ("solarized-light", "solarized-dark"), "selenized": ("selenized-light", "selenized-dark"),
         "gruvbox": ("gruvbox-light", "gruvbox-dark"), "paper-color": ("paper-color-light", "paper-color-dark"),
         "tempus": ("tempus-day", "tempus-night"), "tokyonight": ("tokyonight-day", "tokyonight-night")}


def foot_colors(path):
    """background and foreground as the foot file says (our own tiny reading of it)."""
    found = {}
    section = None
    for line in open(path):
        line = line.split(" #")[0].strip()
        if line.startswith("["):
            section = line
        elif section == "[colors]" and "=" in line:
            key, value = (part.strip() for part in line.split("=", 1))
            if key in ("background", "foreground"):
                found[key] = "#" + value.upper()
    return found


def run(*args, env=None):
    environment = {**os.environ, **(env or {})}
    return subprocess.run([DARKSCREEN, *args], capture_output=True, text=True, timeout=30, env=environment)


def listed(env):
    result = run("list", "--json", env=env)
    assert result.returncode == 0, result.stderr
    return result, {t["name"]: t for t in json.loads(result.stdout)["themes"]}


def test_every_foot_theme_loads_with_the_colours_of_its_file():
    need(FOOT)
    result, themes = listed({"DARKSCREEN_THEME_DIRS": FOOT})
    assert result.stderr == "", "every file loads without a warning"
    files = sorted(os.listdir(FOOT))
    paired = {member for pair in PAIRS.values() for member in pair}
    for name in files:
        expected = foot_colors(os.path.join(FOOT, name))
        if name in paired:
            continue
        theme = themes.get(name)
        assert theme is not None, f"{name} is listed"
        assert theme["source"] == {"file": os.path.join(FOOT, name), "format": "foot"}
        colors = theme["colors"]
        assert colors["background"]["dark"] == expected["background"], name
        assert colors["primary"]["dark"] == expected["foreground"], name
        assert len(theme["palette"]) == 16
    for pair, (light, dark) in PAIRS.items():
        theme = themes[pair]
        assert theme["dynamic"], f"{pair} is one dynamic theme"
        assert light not in themes and dark not in themes, "the pair replaces its two files"
        for appearance, member in (("light", light), ("dark", dark)):
            expected = foot_colors(os.path.join(FOOT, member))
            assert theme["colors"]["background"][appearance] == expected["background"], (pair, appearance)
            assert theme["colors"]["primary"][appearance] == expected["foreground"], (pair, appearance)


@pytest.mark.parametrize("appearance", ["light", "dark"])
def test_a_foot_pair_follows_the_appearance_in_the_ui(tmux, config, appearance):
    t = tmux(80, 24)
    t.start(darkscreen("--theme", "solarized", "--colors", "256"),
            env={**config.env, "DARKSCREEN_THEME_DIRS": FOOT, "DARKSCREEN_APPEARANCE": appearance})
    expected = xterm256(foot_colors(f"{FOOT}/solarized-{appearance}")["background"])
    t.wait_for(lambda s: "solarized" in s.text[0] and {s.cell(70, r).bg for r in range(3, 10)} == {expected},
               what=f"the companion pane in solarized-{appearance}'s background")
    t.keys("q")
    assert t.exit_status() == 0


KITTY = """## name: Drop In
## author: Someone
background #102030
foreground #E0E0E0
color4 #4080FF
"""


def test_a_file_dropped_in_changed_and_removed_shows_at_once(tmux, config):
    folder = os.path.join(config.home, "darkscreen", "themes")
    os.makedirs(folder)
    t = tmux(80, 24)
    t.start(darkscreen(), env=config.env)
    t.wait_text("Themes")
    path = os.path.join(folder, "drop.conf")
    with open(path + ".tmp", "w") as f:
        f.write(KITTY)
    os.replace(path + ".tmp", path)
    t.wait_for(lambda s: any("Drop In" in row for row in s.text), timeout=3, what="the dropped-in theme is listed")
    with open(path, "w") as f:
        f.write(KITTY.replace("## name: Drop In", "## name: Renamed"))
    t.wait_for(lambda s: any("Renamed" in row for row in s.text) and not any("Drop In" in row for row in s.text),
               timeout=3, what="the change shows")
    bad = os.path.join(folder, "bad.conf")
    with open(bad, "w") as f:
        f.write("background #nothex\n")
    t.wait_for(lambda s: "bad.conf" in s.text[0] and any("Renamed" in row for row in s.text), timeout=3,
               what="a broken file is named in the status line; the other themes keep working")
    os.remove(path)
    os.remove(bad)
    t.wait_for(lambda s: not any("Renamed" in row for row in s.text) and "bad.conf" not in s.text[0], timeout=3,
               what="removed: gone from the list")
    t.keys("q")
    assert t.exit_status() == 0


def test_the_users_folder_wins_over_the_system_folders(config, tmp_path):
    system = tmp_path / "share" / "darkscreen" / "themes"
    system.mkdir(parents=True)
    (system / "nord.conf").write_text("## name: Nord\nbackground #2E3440\nforeground #D8DEE9\n")
    (system / "extra.conf").write_text("## name: Extra\nbackground #000000\nforeground #FFFFFF\n")
    mine = os.path.join(config.home, "darkscreen", "themes")
    os.makedirs(mine)
    with open(os.path.join(mine, "nord.conf"), "w") as f:
        f.write("## name: Nord\nbackground #111111\nforeground #EEEEEE\n")
    env = {**config.env, "XDG_DATA_DIRS": str(tmp_path / "share")}
    env.pop("DARKSCREEN_THEME_DIRS", None)
    environment = {k: v for k, v in os.environ.items() if k != "DARKSCREEN_THEME_DIRS"}
    result = subprocess.run([DARKSCREEN, "list", "--json"], capture_output=True, text=True, timeout=30, env={**environment, **env})
    themes = {t["name"]: t for t in json.loads(result.stdout)["themes"]}
    assert themes["Nord"]["colors"]["background"]["dark"] == "#111111", "the user's own Nord wins"
    assert themes["Extra"]["source"]["file"] == str(system / "extra.conf")
    text = subprocess.run([DARKSCREEN, "list"], capture_output=True, text=True, timeout=30, env={**environment, **env}).stdout
    assert f"  Extra  (from {system}/extra.conf (kitty))" in text.splitlines(), "list says where each theme came from"


@pytest.mark.parametrize("fmt", ["kitty", "ghostty", "alacritty", "foot", "wt", "base16", "itermcolors"])
def test_export_then_import_gives_back_the_same_colours(config, tmp_path, fmt):
    exported = config.run("export", "90s", "--format", fmt)
    assert exported.returncode == 0, exported.stderr
    path = tmp_path / f"nineties.{'itermcolors' if fmt == 'itermcolors' else 'theme'}"
    path.write_text(exported.stdout.replace('"90s"', '"Nineties"').replace("## name: 90s", "## name: Nineties"))
    imported = config.run("import", str(path))
    assert imported.returncode == 0, imported.stderr
    themes = {t["name"]: t for t in json.loads(config.run("list", "--json").stdout)["themes"]}
    original, back = themes["90s"], themes[next(n for n in themes if n not in ("Automatic", "Dark", "Light", "80s", "90s", "Outrun"))]
    assert back["colors"]["background"] == original["colors"]["background"]
    assert back["colors"]["primary"] == original["colors"]["primary"]
    held = [1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14, 15] if fmt == "base16" else range(16)
    assert [back["palette"][i] for i in held] == [original["palette"][i] for i in held]


def test_import_pairs_forces_a_pair_dry_runs_and_refuses_bad_files(config, tmp_path):
    dry = config.run("import", "--dry-run", f"{FOOT}/gruvbox-light", f"{FOOT}/gruvbox-dark")
    assert dry.returncode == 0 and "would add 1 theme" in dry.stdout and not os.path.exists(config.user_themes)
    assert json.loads(dry.stdout.split("\n", 1)[1])["themes"][0]["name"] == "gruvbox"
    forced = config.run("import", "--light", f"{FOOT}/tempus-dawn", "--dark", f"{FOOT}/nord", "--name", "Dawn Nord")
    assert forced.returncode == 0, forced.stderr
    apart = config.run("import", "--no-pair", f"{FOOT}/solarized-light", f"{FOOT}/solarized-dark")
    assert apart.returncode == 0
    themes = {t["name"]: t for t in json.loads(config.run("list", "--json").stdout)["themes"]}
    assert themes["Dawn Nord"]["dynamic"] and themes["Dawn Nord"]["colors"]["background"]["dark"] == foot_colors(f"{FOOT}/nord")["background"]
    assert "solarized-light" in themes and "solarized-dark" in themes
    before = open(config.user_themes, "rb").read()
    bad = tmp_path / "bad.conf"
    bad.write_text("background #000000\nforeground #12\x1b[31m\n")
    result = config.run("import", str(bad), f"{FOOT}/nord")
    assert result.returncode == BAD_INPUT_FILE and "nothing imported" in result.stderr
    assert re.search(r"bad\.conf:2:1: field foreground: \"#12\\x1B\[31m\" is not a colour", result.stderr), result.stderr
    assert "\x1b" not in result.stderr
    assert open(config.user_themes, "rb").read() == before, "nothing written"
    assert config.run("import", f"{FOOT}/nord").returncode == 0
    again = config.run("import", f"{FOOT}/nord")
    assert again.returncode == BAD_INPUT_FILE and 'already has "nord"' in again.stderr


def test_export_of_a_dynamic_theme(config):
    both = config.run("export", "Automatic", "--format", "foot")
    assert both.returncode == 0 and "[colors-light]" in both.stdout and "[colors-dark]" in both.stdout
    refused = config.run("export", "Automatic", "--format", "kitty")
    assert refused.returncode == USAGE and "--appearance" in refused.stderr
    light = config.run("export", "Automatic", "--format", "kitty", "--appearance", "light")
    assert "background #f2f2f7" in light.stdout


def test_themes_option_and_validate_read_other_terminals_files(config, tmp_path):
    listed = config.run("list", "--themes", f"{FOOT}/nord")
    assert listed.returncode == 0 and listed.stdout.splitlines()[-1] == f"  nord  (from {FOOT}/nord (foot))"
    assert config.run("validate", f"{FOOT}/nord").stdout.strip().endswith("valid")
    bad = tmp_path / "bad.toml"
    bad.write_text("[colors.primary]\nbackground = '#000000'\n")
    result = config.run("validate", str(bad))
    assert result.returncode == 1 and f"{bad}: field colors.primary.foreground: no foreground colour" in result.stdout


def test_keys_and_q_are_handled_while_a_large_folder_loads(tmux, config, tmp_path):
    """500 files in a drop-in folder load after the first frame, a file at a time between keys:
    keys pressed at once are all handled (the highlight moves), the folder's themes arrive, and a
    `q` pressed at once quits promptly with the terminal given back."""
    folder = tmp_path / "many"
    folder.mkdir()
    for i in range(500):
        (folder / f"t{i:03d}.conf").write_text(KITTY.replace("## name: Drop In", f"## name: Many {i:03d}"))
    env = {**config.env, "DARKSCREEN_THEME_DIRS": str(folder)}
    t = tmux(100, 30)
    t.start(darkscreen("--theme", "Dark"), env=env)
    t.wait_text("Themes")
    t.keys("Down", "Down")
    t.wait_for(lambda s: "80s" in s.text[0], timeout=5, what="both keys handled: Dark -> Light -> 80s")
    t.wait_for(lambda s: any("Many 000" in row for row in s.text), timeout=10, what="the folder's themes listed")
    assert "80s" in t.wait_text("Themes").text[0], "the highlight stays where the keys put it when the list grows"
    t.keys("End")
    t.wait_for(lambda s: "Many 499" in s.text[0], timeout=5, what="the last folder theme applied")
    t.keys("q")
    assert t.exit_status() == 0

    q = tmux(100, 30)
    q.start(darkscreen("--theme", "Dark"), env=env)
    q.wait_text("Themes")
    q.keys("q")
    assert q.exit_status(timeout=3) == 0
