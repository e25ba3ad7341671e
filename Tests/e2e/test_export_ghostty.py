"""`darkscreen export NAME --format ghostty --output DIR`: a dynamic theme as two Ghostty theme
files ("NAME Light", "NAME Dark") and the `theme = light:…,dark:…` line for Ghostty's config;
a file the user has is never replaced (unless --force); a name that cannot be a file name is
refused; the files import back as the same dynamic theme."""
import json
import os

from exit_codes import FAILURE, USAGE
from settings_env import user_theme


def ghostty_colours(path):
    """The file's settings as Ghostty reads them (`key = value`; `palette = N=#rrggbb`)."""
    found = {}
    for line in open(path):
        if "=" in line and not line.startswith("#"):
            key, value = (part.strip() for part in line.split("=", 1))
            if key == "palette":
                index, value = value.split("=", 1)
                key = f"palette {index}"
            found[key] = value.upper()
    return found


def listed(config, env=None):
    result = config.run("list", "--json", env=env)
    assert result.returncode == 0, result.stderr
    return {t["name"]: t for t in json.loads(result.stdout)["themes"]}


def test_a_dynamic_theme_becomes_two_files_and_the_line_for_ghosttys_config(config, tmp_path):
    folder = tmp_path / "not yet" / "themes"
    result = config.run("export", "Automatic", "--format", "ghostty", "--output", str(folder))
    assert result.returncode == 0, result.stderr
    assert result.stdout == f"theme = light:{folder}/Automatic Light,dark:{folder}/Automatic Dark\n", \
        "elsewhere than Ghostty's folder, the files by absolute path"
    assert sorted(os.listdir(folder)) == ["Automatic Dark", "Automatic Light"], "the folder created; no temporary file left"
    assert f'"{folder}/Automatic Light"' in result.stderr and "ghostty/config" in result.stderr
    automatic = listed(config)["Automatic"]
    for appearance in ("light", "dark"):
        written = ghostty_colours(folder / f"Automatic {appearance.title()}")
        assert written["background"] == automatic["colors"]["background"][appearance]
        assert written["foreground"] == automatic["colors"]["primary"][appearance]
        assert [written[f"palette {i}"] for i in range(16)] == [c[appearance] for c in automatic["palette"]]

    ghosttys = os.path.join(config.home, "ghostty", "themes")
    by_name = config.run("export", "Automatic", "--format", "ghostty", "--output", ghosttys)
    assert by_name.returncode == 0, by_name.stderr
    assert by_name.stdout == "theme = light:Automatic Light,dark:Automatic Dark\n", "in Ghostty's own folder, by name"
    one = config.run("export", "90s", "--format", "ghostty", "--output", ghosttys)
    assert one.returncode == 0 and one.stdout == "theme = 90s\n"
    variant = config.run("export", "Automatic", "--format", "ghostty", "--appearance", "dark", "--output", str(tmp_path / "one"))
    assert variant.returncode == 0 and os.listdir(tmp_path / "one") == ["Automatic Dark"]
    assert variant.stdout == f"theme = {tmp_path}/one/Automatic Dark\n"
    odd = config.run("export", "Automatic", "--format", "ghostty", "--output", str(tmp_path / "a,b"))
    assert odd.returncode == 0 and odd.stdout == by_name.stdout, "a path Ghostty's setting cannot hold: the files by name"
    assert f"move the files to {ghosttys}" in odd.stderr


def test_without_output_a_dynamic_theme_is_refused_naming_both_ways(config):
    result = config.run("export", "Automatic", "--format", "ghostty")
    assert result.returncode == USAGE and result.stdout == ""
    assert "--appearance light" in result.stderr and "--output DIR" in result.stderr


def test_output_goes_with_ghostty_only_and_force_with_output(config, tmp_path):
    other = config.run("export", "90s", "--format", "alacritty", "--output", str(tmp_path / "k"))
    assert other.returncode == USAGE and "--output" in other.stderr and "--format ghostty" in other.stderr
    assert not os.path.exists(tmp_path / "k")
    force = config.run("export", "90s", "--format", "ghostty", "--force")
    assert force.returncode == USAGE and "--force goes with --output" in force.stderr
    empty = config.run("export", "90s", "--format", "ghostty", "--output", "")
    assert empty.returncode == USAGE and "--output must name a folder" in empty.stderr


def test_an_existing_file_is_refused_and_left_byte_for_byte_unchanged(config, tmp_path):
    folder = tmp_path / "themes"
    folder.mkdir()
    mine = b"# my own\nbackground = #123456\n\xff not even UTF-8\n"
    (folder / "Automatic Dark").write_bytes(mine)
    os.chmod(folder / "Automatic Dark", 0o600)
    result = config.run("export", "Automatic", "--format", "ghostty", "--output", str(folder))
    assert result.returncode == FAILURE and result.stdout == ""
    assert f"{folder}/Automatic Dark: already exists; not replaced" in result.stderr and "--force" in result.stderr
    assert (folder / "Automatic Dark").read_bytes() == mine
    assert oct(os.stat(folder / "Automatic Dark").st_mode & 0o777) == "0o600"
    assert os.listdir(folder) == ["Automatic Dark"], "the free name not written either; no temporary file left"

    forced = config.run("export", "Automatic", "--format", "ghostty", "--output", str(folder), "--force")
    assert forced.returncode == 0, forced.stderr
    assert ghostty_colours(folder / "Automatic Dark")["background"] == "#000000"


def test_a_name_that_cannot_be_a_file_name_is_refused(config, tmp_path):
    names = ["../escape", ".hidden", "red\x1b[31mred", "light:x,dark:y"]
    config.write(config.user_themes, json.dumps({"themes": [json.loads(user_theme(name))["themes"][0] for name in names]}))
    folder = tmp_path / "deep" / "themes"
    for name in names:
        result = config.run("export", name, "--format", "ghostty", "--output", str(folder))
        assert result.returncode == USAGE, (name, result.stderr)
        assert "cannot name a Ghostty theme file after" in result.stderr and "\x1b" not in result.stderr, result.stderr
        if "\x1b" in name:
            assert '"red\\x1B[31mred"' in result.stderr, "the name shown escaped"
    assert not os.path.exists(tmp_path / "deep"), "nothing written, not even the folder"
    assert not os.path.exists(tmp_path / "escape") and not os.path.exists(tmp_path / "deep" / "escape")


def test_the_two_files_import_back_as_the_same_dynamic_theme(config, tmp_path):
    folder = tmp_path / "themes"
    assert config.run("export", "Automatic", "--format", "ghostty", "--output", str(folder)).returncode == 0
    original = listed(config)["Automatic"]

    def same_colours(back):
        assert back["dynamic"]
        for role in ("background", "primary", "selection"):
            assert back["colors"][role] == original["colors"][role], role
        assert back["palette"] == original["palette"]
        assert back["cursor"] == original["cursor"]

    light, dark = str(folder / "Automatic Light"), str(folder / "Automatic Dark")
    dry = config.run("import", "--light", light, "--dark", dark, "--name", "Back", "--dry-run")
    assert dry.returncode == 0 and json.loads(dry.stdout.split("\n", 1)[1])["themes"][0]["name"] == "Back"
    assert config.run("import", "--light", light, "--dark", dark, "--name", "Back").returncode == 0
    same_colours(listed(config)["Back"])

    env = {k: v for k, v in os.environ.items() if k not in ("DARKSCREEN_THEMES", "NO_COLOR")}
    dropped = listed(config, env={**env, **config.env, "DARKSCREEN_THEME_DIRS": str(folder)})["Automatic"]
    assert dropped["source"]["file"].startswith(light), "the drop-in pair replaces the shipped Automatic in place"
    same_colours(dropped)


def kitty_settings(path):
    return {k: v.strip().upper() for k, v in (line.split(" ", 1) for line in open(path) if line.strip() and not line.startswith("#"))}


def test_a_dynamic_theme_becomes_kittys_three_automatic_theme_files(config, tmp_path):
    """kitty 0.38 and later switch between light-theme.auto.conf and dark-theme.auto.conf (and use
    no-preference-theme.auto.conf without a preference) in its config folder by themselves."""
    stdout = config.run("export", "Automatic", "--format", "kitty")
    assert stdout.returncode == USAGE and "--output DIR" in stdout.stderr and "light-theme.auto.conf" in stdout.stderr
    folder = tmp_path / "kitty"
    result = config.run("export", "Automatic", "--format", "kitty", "--output", str(folder))
    assert result.returncode == 0, result.stderr
    assert sorted(os.listdir(folder)) == ["dark-theme.auto.conf", "light-theme.auto.conf", "no-preference-theme.auto.conf"]
    automatic = listed(config)["Automatic"]
    for name, appearance in (("light", "light"), ("dark", "dark"), ("no-preference", "dark")):
        written = kitty_settings(folder / f"{name}-theme.auto.conf")
        assert written["background"] == automatic["colors"]["background"][appearance]
    chosen = config.run("export", "Automatic", "--format", "kitty", "--appearance", "light", "--output", str(tmp_path / "k2"))
    assert chosen.returncode == 0, chosen.stderr
    assert kitty_settings(tmp_path / "k2" / "no-preference-theme.auto.conf")["background"] == automatic["colors"]["background"]["light"]
    again = config.run("export", "Automatic", "--format", "kitty", "--output", str(folder))
    assert again.returncode == FAILURE and "--force" in again.stderr


def test_foot_export_of_a_dynamic_theme_holds_both_sections(config):
    result = config.run("export", "Automatic", "--format", "foot")
    assert result.returncode == 0, result.stderr
    sections = [line for line in result.stdout.splitlines() if line.startswith("[")]
    assert sections == ["[colors-light]", "[colors-dark]"]
