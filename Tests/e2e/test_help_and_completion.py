"""--help and the man page list every key (KeyMap is the one list) and keep their ellipses;
shell completion offers theme names for `set`, `show` and `--theme`, case-insensitively;
`validate` reports each error once."""
import os
import re
import shlex
import subprocess
import time

import pytest

from terminal import DARKSCREEN, REPO

KEYS = ["Up", "Down", "Home", "End", "PgUp", "PgDn", "Enter", "Esc", "/", "?", "Ctrl-Z", "Ctrl-C", "[", "]"]


def help_text(config):
    result = config.run("--help")
    assert result.returncode == 0
    return " ".join(result.stdout.split())


def test_help_lists_every_key_including_filter_and_help(config):
    text = help_text(config)
    keys = text[text.index("Keys:"):text.index("Environment:")]
    for key in KEYS:
        assert key in keys, f"{key!r} missing from the keys in --help"
    assert "/: filter the list" in keys and "?" in keys


def test_every_key_of_the_key_map_is_in_help(config):
    # KeyMap is the list the help panel shows: each of its keys must be in --help too.
    source = open(os.path.join(REPO, "Sources/DarkscreenState/KeyMap.swift")).read()
    text = help_text(config)
    bindings = re.findall(r'Binding\(\s*keys: "([^"]+)"', source)
    assert len(bindings) == source.count("Binding("), "every Binding( of KeyMap read"
    for keys in bindings:
        for key in keys.split():
            assert key in text, f"key {key!r} from KeyMap missing from --help"


def test_help_keeps_its_ellipses(config):
    out = config.run("list", "--help").stdout
    assert "[THEME, ...]" in " ".join(out.split()) and "<FILE> ..." in out


@pytest.mark.release  # `make man` builds its generator in the checkout: `make check-release`
def test_man_page_lists_every_key_and_keeps_ellipses():
    made = subprocess.run(["make", "-C", REPO, "man"], capture_output=True, text=True, timeout=900)
    assert made.returncode == 0, made.stdout[-2000:] + made.stderr[-2000:]
    page = open(os.path.join(REPO, ".build/generated/darkscreen.1")).read()
    rendered = subprocess.run(["man", "-l", "-"], input=page, capture_output=True, text=True,
                              env={**os.environ, "MANWIDTH": "200", "LANG": "C.UTF-8"}).stdout
    flat = " ".join(re.sub(r".\x08", "", rendered).split())
    keys = flat[flat.index("Keys:"):flat.index("Environment:")]
    for key in KEYS:
        assert key in keys, f"{key!r} missing from the man page"
    # mdoc drops a Unicode ellipsis: the help texts use "..." so the man page keeps them.
    assert "[THEME, ...]" in flat and "FILE..." in flat
    export = flat[flat.index("export Write a theme in a terminal's theme format to stdout (Ghostty's and kitty's also"):]
    assert "--output DIR With --format ghostty" in export and "--force With --output" in export, "export's options in the man page"


def complete_in_bash(tmux, tmp_path, typed):
    script = tmp_path / "darkscreen.bash"
    script.write_text(subprocess.run([DARKSCREEN, "--generate-completion-script", "bash"], capture_output=True,
                                     text=True, check=True).stdout)
    t = tmux(160, 10)
    bindir = os.path.dirname(DARKSCREEN)
    t.start(f"PATH={shlex.quote(bindir)}:$PATH PS1='$ ' bash --norc --noprofile -i")
    t.wait_text("$")
    t.literal(f"source {script}; clear\n")
    # Typed before `clear` has run, the text would be echoed by the tty and then wiped.
    t.wait_for(lambda s: s.text[0].strip() == "$" and "source" not in str(s), what="the prompt after clear")
    t.literal(typed)
    typed_line = t.wait_for(lambda s: any(line.rstrip() == "$ " + typed for line in s.text), what="the typed line").text
    t.keys("Tab")
    # The second Tab once bash has handled the first (the line changed), or after at most 0.5 s
    # (a first Tab that only rings the bell).
    deadline = time.monotonic() + 0.5
    while t.capture().text == typed_line and time.monotonic() < deadline:
        time.sleep(0.02)  # poll interval of a bounded wait
    t.keys("Tab")
    return t


@pytest.mark.parametrize("typed,expected", [
    ("darkscreen set out", "darkscreen set outrun"),
    ("darkscreen show DA", "darkscreen show DArk"),
    ("darkscreen show 9", "darkscreen show 90s"),
    ("darkscreen run --theme lig", "darkscreen run --theme light"),
    ("darkscreen run --theme OUTR", "darkscreen run --theme OUTRun"),
])
def test_bash_completes_theme_names_case_insensitively(tmux, tmp_path, typed, expected):
    t = complete_in_bash(tmux, tmp_path, typed)
    t.wait_for(lambda s: any(line.strip().startswith("$ " + expected) for line in s.text), timeout=5, what=expected)


def test_export_help_and_completions_offer_output_and_force(config, tmux, tmp_path):
    out = " ".join(config.run("export", "--help").stdout.split())
    assert "--output <DIR>" in out and "--force" in out and '"NAME Light" and "NAME Dark"' in out
    for shell in ("bash", "zsh", "fish"):
        script = subprocess.run([DARKSCREEN, "--generate-completion-script", shell], capture_output=True, text=True, check=True).stdout
        assert "output" in script and "force" in script, shell
    t = complete_in_bash(tmux, tmp_path, "darkscreen export 90s --format ghostty --outp")
    t.wait_for(lambda s: any(line.strip().startswith("$ darkscreen export 90s --format ghostty --output") for line in s.text),
               timeout=5, what="--output completed")


def test_validate_reports_each_error_once(config, tmp_path):
    path = tmp_path / "bad.json"
    path.write_text('{"themes": [\n'
                    ' {"name": "X", "colors": {"background": "#GG0000", "primary": "#FFFFFF", "secondary": "#FF9500"}},\n'
                    ' {"name": "Y", "colors": {"background": "#000000", "primary": 12, "secondary": {"from": "nope", "darken": 0.2}}},\n'
                    ' {"name": "Z", "colors": {"background": "#000000", "primary": "#FFFFFF"}}\n]}\n')
    result = config.run("validate", str(path))
    lines = [l for l in result.stdout.splitlines() + result.stderr.splitlines() if l.startswith(str(path) + ":")]
    assert result.returncode == 1
    problems = [l for l in lines if "invalid" not in l.split(": ", 1)[1][:8]]
    assert sum('"#GG0000" is not a colour' in l for l in lines) == 1
    assert sum("colors.primary" in l for l in lines) == 1, lines
    assert sum("colors.secondary" in l for l in lines) == 2, "Y's bad derivation and Z's missing secondary"
    assert not any('missing required role "background"' in l or 'missing required role "primary"' in l for l in lines), lines
    assert any('theme "Z"' in l and 'missing required role "secondary"' in l for l in lines)
    assert "(4 errors)" in result.stdout + result.stderr, problems
