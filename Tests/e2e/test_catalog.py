"""The catalog (catalog.json beside themes.json, README "The catalog"): hundreds of themes with no
theme folder, the shipped six first, each with its provenance; a layer below the user's themes,
not "Yours", hidden by a setting or a flag; and the picker across it in tmux at 80×24 and 40×12."""
import json
import os
import re

from terminal import REPO, darkscreen

SHIPPED = [t["name"] for t in json.load(open(f"{REPO}/themes.json"))["themes"]]
CATALOG = json.load(open(f"{REPO}/catalog.json"))["themes"]


def with_catalog(config, **more):
    """The checkout's data folder (themes.json and catalog.json), no theme folder."""
    env = {k: v for k, v in os.environ.items() if k not in ("DARKSCREEN_THEMES", "NO_COLOR")}
    env.update(config.env, DARKSCREEN_DATA_DIR=REPO, DARKSCREEN_THEME_DIRS="", **more)
    return env


def names(result):
    return [line[2:].split("  (")[0] for line in result.stdout.splitlines()]


def test_list_holds_hundreds_of_themes_with_the_shipped_six_first(config):
    result = config.run("list", "--color", "never", env=with_catalog(config))
    assert result.returncode == 0, result.stderr
    listed = names(result)
    assert len(listed) >= 300
    assert listed[:6] == SHIPPED
    assert "Catppuccin" in listed and "Catppuccin Latte" not in listed, "Latte and Mocha are one dynamic theme"
    assert all(line.endswith("(catalog)") for line in result.stdout.splitlines()[6:])


def test_the_flag_and_the_setting_hide_the_catalog(config):
    assert names(config.run("list", "--no-catalog", env=with_catalog(config))) == SHIPPED
    config.write(config.settings, json.dumps({"catalog": False}))
    assert names(config.run("list", env=with_catalog(config))) == SHIPPED
    config.write(config.settings, json.dumps({"catalog": True}))
    assert len(names(config.run("list", env=with_catalog(config)))) >= 300


def test_every_catalog_theme_passes_validate(config):
    result = config.run("validate", os.path.join(REPO, "catalog.json"), env=with_catalog(config))
    assert result.returncode == 0, result.stdout + result.stderr
    assert "valid" in result.stdout.splitlines()[-1]


def test_show_json_carries_the_provenance(config):
    result = config.run("show", "Catppuccin", "--json", env=with_catalog(config))
    assert result.returncode == 0, result.stderr
    theme = json.loads(result.stdout)["theme"]
    assert theme["dynamic"] is True
    assert theme["source"]["file"] == os.path.join(REPO, "catalog.json")
    metadata = theme["metadata"]
    assert metadata["license"].startswith("MIT (iTerm2-Color-Schemes")
    assert re.fullmatch(r"(https://github\.com/mbadolato/iTerm2-Color-Schemes/blob/[0-9a-f]{40}/ghostty/\S+ ?){2}", metadata["upstream"])
    assert "Catppuccin%20Latte" in metadata["upstream"] and "Catppuccin%20Mocha" in metadata["upstream"]


def test_the_users_theme_of_the_same_name_wins(config):
    mine = {"name": "Dracula", "colors": {"background": "#010203", "primary": "#F0F0F0", "secondary": "#40A0FF"}}
    config.write(config.user_themes, json.dumps({"themes": [mine]}))
    env = with_catalog(config)
    listed = names(config.run("list", "--color", "never", env=env))
    assert listed.count("Dracula") == 1
    shown = json.loads(config.run("show", "Dracula", "--json", env=env).stdout)["theme"]
    assert shown["colors"]["background"]["dark"] == "#010203"
    assert shown["source"]["file"] == config.user_themes


def test_catalog_themes_round_trip_through_export_and_import(config, tmp_path):
    """A sample (the first theme, the pairs' first, a light one) through the seven formats; every
    theme, every format is a unit test (ThemeCatalogFileTests)."""
    env = with_catalog(config)
    light = next(t["name"] for t in CATALOG if t["statusLine"] == "darkContent")
    sample = [CATALOG[0]["name"], "Catppuccin", light]
    formats = {"kitty": "", "ghostty": "", "alacritty": ".toml", "foot": ".ini", "wt": ".json", "base16": ".yaml",
               "itermcolors": ".itermcolors"}
    for name in sample:
        original = json.loads(config.run("show", name, "--json", env=env).stdout)["theme"]
        for format, suffix in formats.items():
            args = ["export", name, "--format", format, "--appearance", "dark"]
            exported = config.run(*args, env=env)
            assert exported.returncode == 0, (name, format, exported.stderr)
            path = tmp_path / f"{format}-{len(name)}{suffix}"
            path.write_text(exported.stdout)
            back = config.run("import", "--dry-run", str(path), env=env)
            assert back.returncode == 0, (name, format, back.stderr)
            theme = json.loads(back.stdout.split("\n", 1)[1])["themes"][0]
            background = theme["colors"]["background"]
            assert (background if isinstance(background, str) else background["dark"]) == original["colors"]["background"]["dark"], (name, format)


def status(screen):
    return screen.text[0]


def test_the_picker_steps_through_categories_and_previews_across_the_catalog(tmux, config):
    for width, height in ((80, 24), (40, 12)):
        t = tmux(width, height)
        t.start(darkscreen("--appearance", "dark", "--theme", "Catppuccin"), env={**config.env, "DARKSCREEN_DATA_DIR": REPO})
        screen = t.wait_for(lambda s: "Catppu" in status(s), what="a catalog theme shown at start")
        t.keys("Right")
        screen = t.wait_for(lambda s: "[Dark" in status(s), what="the Dark category")
        t.keys("Right", "Right", "Right")
        screen = t.wait_for(lambda s: "[Yours" in status(s), what="Yours")
        assert "None of" in str(screen), "the catalog is not Yours"
        t.keys("Left", "Left", "Left", "Left")
        t.wait_for(lambda s: "[" not in status(s), what="All again")
        t.keys("/")
        t.literal("tokyo")
        screen = t.wait_for(lambda s: "TokyoN" in str(s), what="the filter finds a catalog theme")
        t.keys("Enter")
        t.wait_for(lambda s: "TokyoN" in status(s), what="the found theme committed")
        t.keys("p")
        screen = t.wait_for(lambda s: "TokyoN" in status(s) and s.text != screen.text, what="the preview of the found theme")
        t.keys("q")
        t.wait_for(lambda s: "EXIT=0" in str(s), what="quit")
