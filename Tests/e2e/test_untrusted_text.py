"""Text from arguments and files never reaches the terminal raw: swift-argument-parser's own
messages escape what the user typed; bidirectional overrides/isolates and other invisible format
characters are escaped in names, errors, list/show output and the UI; with LANG=C names stay legible."""
import json
import os
import subprocess

import pytest

from terminal import DARKSCREEN, darkscreen

RAW = ["\x1b", "\x07", "\x9b", "\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2067", "\u2068", "\u2069",
       "\u200b", "\u200c", "\u200e", "\u200f", "\ufeff", "\u2060", "\u2061", "\u2064"]


def run(*args, env=None):
    full = {k: v for k, v in os.environ.items() if k not in ("DARKSCREEN_THEMES",)}
    full.update(env or {})
    return subprocess.run([DARKSCREEN, *args], capture_output=True, timeout=20, env=full)


def assert_clean(data: bytes):
    text = data.decode("utf-8", "replace")
    leaked = [f"U+{ord(c):04X}" for c in RAW if c in text]
    assert not leaked, f"raw characters reached the output: {leaked}\n{text!r}"
    return text


# swift-argument-parser's messages quote the argument: unknown option, bad values, unexpected arguments.
@pytest.mark.parametrize("args,shown", [
    (["--bogus\x1b[31m"], "--bogus\\x1B[31m"),
    (["--colors", "\x1b]0;pwned\x07"], "\\x1B]0;pwned\\x07"),
    (["--colors=256\x1b[2J"], "256\\x1B[2J"),
    (["--appearance", "da\u202erk"], "da\\u{202E}rk"),
    (["--companion", "\x1b[5mx"], "\\x1B[5mx"),
    (["list", "\x1b[2J\u2066"], "\\x1B[2J\\u{2066}"),
    (["show"], None),
    (["run", "--theme"], None),
    (["get", "extra\x07"], "extra\\x07"),
])
def test_argument_parser_messages_escape_the_arguments(args, shown):
    result = run(*args, env={"DARKSCREEN_ARGUMENT_PARSER": "1"} if args[0] == "--colors" else None)
    assert result.returncode != 0
    err = assert_clean(result.stderr)
    assert "Error:" in err or "darkscreen:" in err, err
    if shown:
        assert shown in err, err
    assert_clean(result.stdout)


NAMES = {"Evil\u202eevil": "Evil\\u{202E}evil", "Iso\u2066late\u2069": "Iso\\u{2066}late\\u{2069}",
         "Zero\u200bWidth": "Zero\\u{200B}Width", "Bom\ufeffName": "Bom\\u{FEFF}Name",
         "Word\u2060Joiner": "Word\\u{2060}Joiner", "Mark\u200fRTL": "Mark\\u{200F}RTL"}


@pytest.fixture
def themes(tmp_path):
    path = tmp_path / "cf.json"
    entries = list(NAMES) + ["Coder \U0001F469\u200d\U0001F4BB", "Caf\u00e9 Cr\u00e8me"]
    path.write_text(json.dumps({"themes": [{"name": n, "colors": {"background": "#101010", "primary": "#FFFFFF",
                                                                   "secondary": "#FF9500"}} for n in entries]}))
    return str(path)


def test_list_escapes_invisible_format_characters_and_keeps_emoji(themes):
    out = assert_clean(run("list", "--themes", themes).stdout)
    for shown in NAMES.values():
        assert shown in out
    assert "Coder \U0001F469\u200d\U0001F4BB" in out, "a joiner inside an emoji sequence is kept"
    assert "Caf\u00e9 Cr\u00e8me" in out, "ordinary non-ASCII text is untouched in UTF-8"


def test_list_json_escapes_them_as_json_escapes(themes):
    result = run("list", "--json", "--themes", themes)
    out = assert_clean(result.stdout)
    assert "Evil\\u202Eevil" in out
    names = [t["name"] for t in json.loads(out)["themes"]] if isinstance(json.loads(out), dict) else \
        [t["name"] for t in json.loads(out)]
    assert "Evil\u202eevil" in names, "the JSON still means the same name"


@pytest.mark.parametrize("name", list(NAMES))
def test_show_and_errors_escape_names(themes, name):
    shown = assert_clean(run("show", name, "--themes", themes).stdout)
    assert NAMES[name] in shown
    error = run("--theme", name + "x", "--themes", themes)
    assert error.returncode == 2
    err = assert_clean(error.stderr)
    assert NAMES[name] + "x" in err


def test_ui_shows_invisible_characters_escaped(tmux, themes):
    t = tmux(100, 20)
    t.start(darkscreen("--theme", "Evil\u202eevil", "--themes", themes))
    screen = t.wait_text("Evil\\u{202E}evil")
    text = str(screen)
    assert "Iso\\u{2066}late\\u{2069}" in text and "Zero\\u{200B}Width" in text
    assert not any(c in text for c in RAW)
    t.keys("q")
    assert t.exit_status() == 0


def test_ui_under_lang_c_shows_names_legibly(tmux, themes):
    t = tmux(100, 20)
    t.start(darkscreen("--theme", "Dark", "--themes", themes), env={"LANG": "C", "LC_ALL": "C"})
    screen = t.wait_text("Caf\\u{E9} Cr\\u{E8}me")
    text = str(screen)
    assert "Evil\\u{202E}evil" in text
    assert "Coder \\u{1F469}" in text
    rows = [line for line in screen.text[2:] if line.strip()]
    assert all(line.strip() for line in rows)
    t.keys("q")
    assert t.exit_status() == 0
