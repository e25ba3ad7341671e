"""The command-line tools (list, set, get, validate) without a terminal, and settings.json on disk."""
import json
import os
import subprocess

from settings_env import parallel_writers, user_theme
from terminal import DARKSCREEN, REPO

SHIPPED = [t["name"] for t in json.load(open(f"{REPO}/themes.json"))["themes"]]


def test_set_commits_case_insensitively_and_get_prints_it(config):
    assert config.run("get").stdout.strip() == SHIPPED[0], "nothing committed: the first theme"
    result = config.run("set", "outrun")
    assert result.returncode == 0, result.stderr
    assert config.read_settings()["theme"] == "Outrun", "stored with the theme's own spelling"
    assert config.run("get").stdout == "Outrun\n"
    listing = config.run("list").stdout.splitlines()
    assert listing == [("* " if n == "Outrun" else "  ") + n for n in SHIPPED], "in order, the committed one marked"
    assert "\x1b" not in config.run("list").stdout, "no colour codes into a pipe"


def test_unknown_name_exits_2_with_the_names_and_leaves_settings_untouched(config):
    config.write_settings('{"theme": "Dark", "mine": 1}')
    before = open(config.settings, "rb").read()
    result = config.run("set", "Nope\x1b[31m")
    assert result.returncode == 2
    assert "Nope\\x1B[31m" in result.stderr and "\x1b" not in result.stderr, "the name is shown escaped"
    assert all(name in result.stderr for name in SHIPPED), "the available names are listed"
    assert open(config.settings, "rb").read() == before


def test_unknown_keys_survive_a_set(config):
    config.write_settings('{"editor": {"font": "Menlo"}, "theme": "Dark", "splitRatio": "2/3"}')
    assert config.run("set", "Light").returncode == 0
    settings = config.read_settings()
    assert list(settings) == ["editor", "theme", "splitRatio"]
    assert settings == {"editor": {"font": "Menlo"}, "theme": "Light", "splitRatio": "2/3"}


def test_fifty_concurrent_sets_leave_a_valid_file_naming_one_of_them(config):
    config.write_settings('{"keep": "me"}')
    env = {k: v for k, v in os.environ.items() if k != "DARKSCREEN_THEMES"}
    env.update(config.env)
    names = ["Outrun", "Light"]
    count = parallel_writers(env, 50)
    config.write_settings('{"keep": "me"}')
    procs = [subprocess.Popen([DARKSCREEN, "set", names[i % 2]], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
             for i in range(count)]
    codes = [p.wait(timeout=60) for p in procs]
    errors = [p.stderr.read() for p in procs]
    assert codes == [0] * count, errors
    settings = config.read_settings()
    assert settings["theme"] in names
    assert settings["keep"] == "me", "no writer lost another's keys"
    assert sorted(os.listdir(config.folder)) == ["settings.json"], "no temporary file left behind"


def test_corrupt_settings_defaults_then_kept_as_bak_on_commit(config):
    garbage = '{"theme": "Outrun", oops'
    config.write_settings(garbage)
    result = config.run("get")
    assert result.returncode == 0
    assert result.stdout.strip() == SHIPPED[0], "defaults"
    assert len(result.stderr.strip().splitlines()) == 1 and "1:21" in result.stderr, result.stderr
    assert open(config.settings).read() == garbage, "reading leaves the file untouched"
    result = config.run("set", "90s")
    assert result.returncode == 0
    assert "settings.json.bak" in result.stderr
    assert open(config.settings + ".bak").read() == garbage, "nothing the user wrote is lost"
    assert config.read_settings() == {"theme": "90s"}


def test_missing_settings_file_and_folder(config):
    assert not os.path.exists(config.folder)
    result = config.run("get")
    assert result.returncode == 0 and result.stdout.strip() == SHIPPED[0] and result.stderr == ""
    assert config.run("set", "Dark").returncode == 0
    assert config.read_settings() == {"theme": "Dark"}


def test_committed_theme_that_no_longer_exists(config):
    config.write(config.user_themes, user_theme("Mine"))
    assert config.run("set", "mine").returncode == 0
    os.remove(config.user_themes)
    result = config.run("get")
    assert result.stdout.strip() == "Mine", "the setting is kept"
    assert "no longer exists" in result.stderr and SHIPPED[0] in result.stderr
    listing = config.run("list").stdout.splitlines()
    assert listing[0] == "* " + SHIPPED[0], "darkscreen falls back to the first theme"
    assert config.read_settings()["theme"] == "Mine", "untouched until the user commits another"


def test_user_themes_and_darkscreen_themes_are_merged(config, tmp_path):
    config.write(config.user_themes, user_theme("Dark", background="#101010") )
    extra = tmp_path / "extra.json"
    extra.write_text(user_theme("Extra"))
    env = {"DARKSCREEN_THEMES": str(extra)}
    result = config.run("list", "--json", env={**os.environ, **config.env, **env})
    data = json.loads(result.stdout)
    names = [t["name"] for t in data["themes"]]
    assert names == SHIPPED + ["Extra"], "same name replaces in place, new ones come after"
    dark = next(t for t in data["themes"] if t["name"] == "Dark")
    assert dark["colors"]["background"] == {"light": "#101010", "dark": "#101010"}, "the user's Dark replaced the shipped one"
    only_cli = tmp_path / "cli.json"
    only_cli.write_text(user_theme("Cli"))
    result = config.run("list", "--themes", str(only_cli), env={**os.environ, **config.env, **env})
    last = result.stdout.splitlines()[-1]
    assert last == f"  Cli  (from {only_cli} (darkscreen))" and "Extra" not in result.stdout, "--themes is used instead of DARKSCREEN_THEMES"


def test_list_json_marks_the_committed_theme(config):
    config.run("set", "80s")
    data = json.loads(config.run("list", "--json").stdout)
    assert data["committed"] == "80s"
    assert [t["name"] for t in data["themes"]] == SHIPPED
    assert [t["committed"] for t in data["themes"]] == [n == "80s" for n in SHIPPED]
    assert set(data["themes"][0]["colors"]) >= {"background", "primary", "secondary"}


def write(tmp_path, name, text):
    path = tmp_path / name
    path.write_text(text)
    return str(path)


def test_validate_reports_each_kind_of_problem(config, tmp_path):
    good = write(tmp_path, "good.json", user_theme("Good"))
    result = config.run("validate", good)
    assert result.returncode == 0, result.stdout
    assert "valid" in result.stdout

    syntax = write(tmp_path, "syntax.json", '{ "themes": [\n  { "name": "X",, } ] }\n')
    schema = write(tmp_path, "schema.json", user_theme("S", background="#GG0000"))
    roles = write(tmp_path, "roles.json", json.dumps({"themes": [{"name": "R", "colors": {
        "background": "#000000", "primary": "#FFFFFF", "secondary": "#FF9500", "glow": "#FF00FF"}}]}))
    dupes = write(tmp_path, "dupes.json", json.dumps({"themes": [json.loads(user_theme("Twin"))["themes"][0],
                                                                 json.loads(user_theme("twin"))["themes"][0]]}))
    cycle = write(tmp_path, "cycle.json", json.dumps({"themes": [{"name": "C", "colors": {
        "background": "#000000", "primary": {"from": "secondary", "darken": 0.1},
        "secondary": {"from": "primary", "lighten": 0.1}}}]}))
    for path, needles in [(syntax, ["syntax.json:2:17"]),
                          (schema, ['theme "S"', "colors.background", "#GG0000"]),
                          (roles, ['theme "R"', "colors.glow", "unknown role"]),
                          (dupes, ["duplicate", '"twin"']),
                          (cycle, ["cycle", 'theme "C"'])]:
        result = config.run("validate", path)
        assert result.returncode == 1, (path, result.stdout)
        for needle in needles:
            assert needle in result.stdout, (needle, result.stdout)

    both = config.run("validate", good, schema)
    assert both.returncode == 1 and "good.json: valid" in both.stdout and "schema.json: invalid" in both.stdout


def test_validate_warns_about_low_contrast_without_failing(config, tmp_path):
    grey = write(tmp_path, "grey.json", user_theme("Grey", background="#000000", primary="#444444"))
    result = config.run("validate", grey)
    assert result.returncode == 0
    assert "warning" in result.stdout and 'theme "Grey"' in result.stdout and "colors.primary" in result.stdout
    assert "4.5:1" in result.stdout
    status = write(tmp_path, "status.json", json.dumps({"themes": [{"name": "Pale", "statusLine": "lightContent", "colors": {
        "background": "#000000", "primary": "#FFFFFF", "secondary": "#FF9500", "statusBackground": "#EEEEEE"}}]}))
    result = config.run("validate", status)
    assert result.returncode == 0 and "statusLine" in result.stdout and "in light, " in result.stdout


def test_validate_without_files_checks_the_loaded_ones(config):
    result = config.run("validate")
    assert result.returncode == 0, result.stdout
    assert "themes.json: valid" in result.stdout
    config.write(config.user_themes, "{ broken")
    result = config.run("validate")
    assert result.returncode == 1
    assert f"{config.user_themes}:1:3" in result.stdout


def test_completion_script_and_help_name_the_commands(config):
    script = config.run("--generate-completion-script", "bash")
    assert script.returncode == 0
    for command in ("list", "set", "get", "validate"):
        assert command in script.stdout
