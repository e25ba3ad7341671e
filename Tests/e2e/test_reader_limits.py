"""Every theme reader is bounded by its input (docs/limits.md "Theme files"): a file nested past the
limit (64 levels) or larger than 8 MiB is one clear error naming the file, the line and the limit,
never a crash; in a drop-in folder it is skipped while the other files load; and files built to
cost far more than their size (a long table name then many keys, long nested YAML keys, a plist of
many keys, a JSON file of many small values) are read in memory bounded by a small multiple of
their size."""
import json
import os
import subprocess
import sys

import pytest

from exit_codes import BAD_INPUT_FILE, FAILURE, OK
from terminal import DARKSCREEN

DEPTH = 65  # one level past the limit
MIB = 1024 * 1024

GOOD = {
    "good-kitty.conf": "background #101010\nforeground #f0f0f0\n",
    "good-ghostty": "palette = 0=#000000\nbackground = #111111\nforeground = #eeeeee\n",
    "good-foot.ini": "[colors]\nbackground=121212\nforeground=ededed\n",
    "good-base16.yaml": 'scheme: "Good Base16"\nbase00: "131313"\nbase05: "ececec"\n',
    "good-alacritty.toml": '[colors.primary]\nbackground = "#141414"\nforeground = "#ebebeb"\n',
    "good-wt.json": '{"name": "Good WT", "background": "#151515", "foreground": "#eaeaea"}\n',
    "good-darkscreen.json": '{"themes": [{"name": "Good Darkscreen", "colors": {"background": "#161616", "primary": "#e9e9e9", "secondary": "#888888"}}]}\n',
    "good-iterm.itermcolors": """<?xml version="1.0" encoding="UTF-8"?>
<plist version="1.0"><dict>
<key>Background Color</key><dict><key>Blue Component</key><real>0</real><key>Green Component</key><real>0</real><key>Red Component</key><real>0</real></dict>
<key>Foreground Color</key><dict><key>Blue Component</key><real>1</real><key>Green Component</key><real>1</real><key>Red Component</key><real>1</real></dict>
</dict></plist>
""",
}
GOOD_NAMES = ["good-kitty", "good-ghostty", "good-foot", "Good Base16", "good-alacritty", "Good WT", "Good Darkscreen", "good-iterm"]


def nested_plist(depth):
    return ('<?xml version="1.0"?>\n<plist version="1.0"><dict>\n<key>Background Color</key>\n'
            + "<array>" * (depth - 1) + "</array>" * (depth - 1) + "\n</dict></plist>\n")


# Each format's file one level past the nesting limit (the line-based formats have no nesting:
# theirs is one past the size limit), and what its message says.
OVER = {
    "deep-darkscreen.json": ('{"themes":\n' + "[" * DEPTH + "]" * DEPTH + "}", ":2:64: nested deeper than 64 levels"),
    "deep-wt.json": ('{"background": "#000000", "foreground": "#ffffff",\n"x": ' + "[" * DEPTH + "]" * DEPTH + "}",
                     ":2:69: nested deeper than 64 levels"),
    "deep-base16.yaml": ('scheme: "Deep"\nbase00: "000000"\nbase05: "ffffff"\n'
                         + "".join(" " * i + "k:\n" for i in range(DEPTH)), ":68:1: mappings nested deeper than 64 levels (the limit)"),
    "deep-alacritty.toml": ('[colors.primary]\nbackground = "#000000"\nforeground = "#ffffff"\n['
                            + ".".join(["t"] * DEPTH) + ']\nx = "y"\n', ":4:1: a key of more than 64 dotted parts (the limit)"),
    "deep-iterm.itermcolors": (nested_plist(DEPTH + 1), ":4:1: arrays and dictionaries nested deeper than 64 levels (the limit)"),
    "huge-kitty.conf": ("background #000000\nforeground #ffffff\n" + "#" * (8 * MIB), ": file too large"),
    "huge-ghostty": ("background = #000000\nforeground = #ffffff\n" + "#" * (8 * MIB), ": file too large"),
    "huge-foot.ini": ("[colors]\nbackground=000000\nforeground=ffffff\n" + "#" * (8 * MIB), ": file too large"),
}


def run(*args, env=None):
    return subprocess.run([DARKSCREEN, *args], capture_output=True, text=True, timeout=60,
                          env={**os.environ, "TERM": "xterm-256color", **(env or {})})


def check_clean(text):
    assert "Fatal error" not in text and "Stack dump" not in text and "Backtrace" not in text, text


@pytest.fixture
def folder(tmp_path):
    themes = tmp_path / "themes"
    themes.mkdir()
    for name, text in GOOD.items():
        (themes / name).write_text(text)
    return themes


def test_a_folder_with_an_over_limit_file_of_each_format_loads_the_others(folder):
    for name, (text, _) in OVER.items():
        (folder / name).write_text(text)
    result = run("list", "--json", env={"DARKSCREEN_THEME_DIRS": str(folder)})
    check_clean(result.stderr)
    assert result.returncode == OK, result.stderr
    names = {theme["name"] for theme in json.loads(result.stdout)["themes"]}
    assert set(GOOD_NAMES) <= names, result.stderr
    assert not any(name.startswith(("deep", "huge", "Deep")) for name in names)
    for name, (_, message) in OVER.items():
        line = f"{folder / name}{message}"
        if "too large" in message:
            assert str(folder / name) in result.stderr and "too large" in result.stderr
            assert str(8 * MIB) in next(l for l in result.stderr.splitlines() if name in l), result.stderr
        else:
            assert line in result.stderr, result.stderr


@pytest.mark.parametrize("name", sorted(OVER))
def test_validate_prints_one_clear_error(tmp_path, name):
    text, message = OVER[name]
    path = tmp_path / name
    path.write_text(text)
    result = run("validate", str(path))
    check_clean(result.stdout + result.stderr)
    assert result.returncode == FAILURE
    output = (result.stdout + result.stderr).splitlines()
    errors = [line for line in output if line.startswith(str(path) + ":") and "invalid (" not in line]
    assert len(errors) == 1, output
    if "too large" in message:
        assert "too large" in errors[0] and str(8 * MIB) in errors[0]
    else:
        assert errors[0] == f"{path}{message}"
    # Named with --themes, the file stops darkscreen with its message and the bad-input status.
    listed = run("list", "--themes", str(path))
    check_clean(listed.stderr)
    assert listed.returncode == BAD_INPUT_FILE
    assert str(path) in listed.stderr and ("too large" in listed.stderr if "too large" in message else message in listed.stderr)


def test_a_plist_400000_levels_deep_is_one_error_not_a_crash(tmp_path):
    path = tmp_path / "deep.itermcolors"
    path.write_text(nested_plist(400_000))
    result = run("validate", str(path))
    check_clean(result.stdout + result.stderr)
    assert result.returncode == FAILURE
    assert f"{path}:4:1: arrays and dictionaries nested deeper than 64 levels (the limit)" in result.stdout + result.stderr
    # The interactive start reads the drop-in folders the same way.
    result = run("list", env={"DARKSCREEN_THEME_DIRS": str(tmp_path)})
    assert result.returncode == OK and "nested deeper than 64 levels" in result.stderr


def unsanitized():
    """Peak memory means nothing under a sanitizer (its shadow memory and quarantine come on top)."""
    if os.environ.get("DARKSCREEN_SANITIZER"):
        pytest.skip("peak memory is measured on the release binary, not under a sanitizer")


def peak_kib(*args):
    """The peak resident memory (KiB) of one darkscreen run, measured by a Python of its own (so no other child counts)."""
    probe = ("import resource, subprocess, sys\n"
             "subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120)\n"
             "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)")
    result = subprocess.run([sys.executable, "-c", probe, DARKSCREEN, *args], capture_output=True, text=True, timeout=150)
    return int(result.stdout.strip())


COSTLY = {
    # 300 KB of this took 3.6 GB and 15 s: every key joined the table's 150 KB name.
    "long-table.toml": lambda: ('[colors.primary]\nbackground = "#000000"\nforeground = "#ffffff"\n['
                                + "a" * 150_000 + "]\n" + "b = 'c'\n" * 1_000_000),
    # Every entry joined its 60 parents' 1,500-character keys.
    "long-keys.yaml": lambda: ('scheme: "K"\nbase00: "000000"\nbase05: "ffffff"\n'
                               + "".join(" " * i + "k" * 1500 + ":\n" for i in range(60)) + (" " * 60 + "x: 1\n") * 100_000),
    # 300,000 keys: each was decoded as a value of its own.
    "many-keys.itermcolors": lambda: ('<?xml version="1.0"?>\n<plist version="1.0"><dict>'
                                      + "".join(f"<key>k{i}</key><true/>" for i in range(300_000)) + "</dict></plist>\n"),
    "many-lines.conf": lambda: "background #000000\nforeground #ffffff\n" + "a\n" * 4_000_000,
}
# JSON keeps a tree of what it reads, and a value of two bytes ("1,") is more than a few times that
# in the tree: there memory is bounded by the values a document may keep (2^20) instead.
JSON_AT_THE_VALUES_LIMIT = '{"background": "#000000", "foreground": "#ffffff", "x": [' + "1," * 1_000_000 + "1]}"


@pytest.mark.parametrize("name", sorted(COSTLY))
def test_memory_stays_a_small_multiple_of_the_file(tmp_path, name):
    unsanitized()
    path = tmp_path / name
    path.write_text(COSTLY[name]())
    size = path.stat().st_size
    assert size <= 8 * MIB
    baseline = peak_kib("validate", str(tmp_path / "absent.conf"))
    peak = peak_kib("validate", str(path))
    # Reading a file holds its bytes, their text and what is kept: a few times its size.
    assert peak - baseline <= 6 * size // 1024, f"{name}: {size} bytes took {peak - baseline} KiB over the {baseline} KiB baseline"


def test_a_json_file_of_a_million_values_is_bounded_by_the_values_limit(tmp_path):
    unsanitized()
    path = tmp_path / "many-values.json"
    path.write_text(JSON_AT_THE_VALUES_LIMIT)
    baseline = peak_kib("validate", str(tmp_path / "absent.json"))
    assert peak_kib("validate", str(path)) - baseline <= 48 * 1024
    over = tmp_path / "over.json"
    over.write_text(JSON_AT_THE_VALUES_LIMIT.replace("1]}", "1" + ",1" * 50_000 + "]}"))
    result = run("validate", str(over))
    assert result.returncode == FAILURE
    assert f"{over}:1:" in result.stdout + result.stderr and "more than 1048576 values (the limit)" in result.stdout + result.stderr


def test_a_kitty_theme_keeps_its_selection_background_through_show_and_export(tmp_path):
    """A theme's data is the file's: a selection darkscreen would not draw its highlight on (the
    row's text below 3:1 on it) is still the theme's selection in `show` and in every export."""
    themes = tmp_path / "themes"
    themes.mkdir()
    (themes / "Faint.conf").write_text("## name: Faint\nbackground #282a36\nforeground #f8f8f2\n"
                                        "selection_background #44475a\nselection_foreground #f8f8f2\n"
                                        + "".join(f"color{i} #{(i * 16):02x}80c0\n" for i in range(16)))
    env = {"DARKSCREEN_THEME_DIRS": str(themes)}
    shown = run("show", "Faint", "--json", env=env)
    assert shown.returncode == OK, shown.stderr
    colors = json.loads(shown.stdout)["theme"]["colors"]
    assert colors["selection"]["dark"] == "#44475A"
    exported = run("export", "Faint", "--format", "kitty", env=env)
    assert exported.returncode == OK, exported.stderr
    assert "selection_background #44475a" in exported.stdout.splitlines()
    again = tmp_path / "again"
    again.mkdir()
    (again / "Faint.conf").write_text(exported.stdout)
    second = run("export", "Faint", "--format", "kitty", env={"DARKSCREEN_THEME_DIRS": str(again)})
    assert second.stdout == exported.stdout, "a second round trip changes nothing"
