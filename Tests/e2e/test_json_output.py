"""`list --json` and `show --json`: one versioned shape (README "JSON output (version 1)"),
checked by parsing what the release binary prints."""
import json
import re


from terminal import REPO

SHIPPED = [t["name"] for t in json.load(open(f"{REPO}/themes.json"))["themes"]]
HEX = re.compile(r"^#[0-9A-F]{6}$")
ROLES = ["background", "primary", "secondary", "statusBackground", "separator", "selection"]
THEME_KEYS = ["name", "committed", "dynamic", "statusLine", "colors", "palette", "cursor", "source", "metadata"]


def check_color(value):
    assert set(value) == {"light", "dark"} and HEX.match(value["light"]) and HEX.match(value["dark"]), value


def check_theme(theme):
    assert list(theme)[:len(THEME_KEYS)] == THEME_KEYS
    assert isinstance(theme["name"], str) and isinstance(theme["committed"], bool) and isinstance(theme["dynamic"], bool)
    assert theme["statusLine"] in ("default", "lightContent", "darkContent")
    assert list(theme["colors"]) == ROLES
    for color in theme["colors"].values():
        check_color(color)
    if theme["palette"] is not None:
        assert len(theme["palette"]) == 16
        for color in theme["palette"]:
            check_color(color)
    if theme["cursor"] is not None:
        check_color(theme["cursor"])
    assert set(theme["source"]) == {"file", "format"}
    assert set(theme["metadata"]) == {"author", "license", "upstream", "description"}


def test_list_and_show_print_the_same_versioned_shape(config):
    config.run("set", "90s")
    listed = json.loads(config.run("list", "--json").stdout)
    assert list(listed) == ["version", "committed", "themes"] and listed["version"] == 1
    assert listed["committed"] == "90s"
    assert [t["name"] for t in listed["themes"]] == SHIPPED
    for theme in listed["themes"]:
        check_theme(theme)
        shown = json.loads(config.run("show", theme["name"], "--json").stdout)
        assert list(shown) == ["version", "theme", "contrast"] and shown["version"] == 1
        assert shown["theme"] == theme, "show prints the theme exactly as list does"


def test_the_json_carries_the_palette_cursor_and_source_of_themes_json(config):
    shipped = {t["name"]: t for t in json.load(open(f"{REPO}/themes.json"))["themes"]}
    listed = {t["name"]: t for t in json.loads(config.run("list", "--json").stdout)["themes"]}
    nineties = listed["90s"]
    assert [c["dark"] for c in nineties["palette"]] == shipped["90s"]["palette"]
    assert nineties["cursor"] == {"light": "#FFFF66", "dark": "#FFFF66"}
    assert nineties["source"]["format"] == "darkscreen" and nineties["source"]["file"].endswith("themes.json")
    automatic = listed["Automatic"]
    assert automatic["dynamic"] is True and automatic["palette"][1] == {"light": "#D70015", "dark": "#FF453A"}
    assert automatic["cursor"] == automatic["colors"]["secondary"], "the cursor derives from the secondary colour"


def test_metadata_from_a_themes_file_is_printed_as_written(config, tmp_path):
    path = tmp_path / "meta.json"
    path.write_text(json.dumps({"themes": [{
        "name": "Meta", "colors": {"background": "#101010", "primary": "#EEEEEE", "secondary": "#3377FF"},
        "metadata": {"author": "A. Author \u001b[31m", "license": "MIT"}}]}))
    shown = json.loads(config.run("show", "meta", "--json", "--themes", str(path)).stdout)["theme"]
    assert shown["metadata"] == {"author": "A. Author \u001b[31m", "license": "MIT", "upstream": None, "description": None}
    assert shown["source"] == {"file": str(path), "format": "darkscreen"}
    assert shown["palette"] is None and shown["cursor"] is None
    text = config.run("show", "meta", "--themes", str(path)).stdout
    assert "author:           A. Author \\x1B[31m" in text and "\x1b" not in text, "metadata shown escaped"
