"""Command-line conventions: one exit-status scheme for every command and error, `--color` with
NO_COLOR / CLICOLOR / CLICOLOR_FORCE, `--version` with what a bug report needs, and the shipped
themes found through XDG_DATA_DIRS."""
import os
import pty
import re
import shutil
import subprocess

import pytest

from exit_codes import BAD_INPUT_FILE, FAILURE, NOT_A_TERMINAL, OK, USAGE
from terminal import DARKSCREEN, REPO

BAD_THEMES = os.path.join(REPO, "Tests", "corpus", "bad-themes", "truncated.json")
# (DARKSCREEN_DATA_DIR stays as conftest sets it: the shipped themes without the catalog.)
COLOR_VARIABLES = ("NO_COLOR", "CLICOLOR", "CLICOLOR_FORCE", "DARKSCREEN_THEMES")


def clean_env(tmp_path, **extra):
    env = {k: v for k, v in os.environ.items() if k not in COLOR_VARIABLES}
    env.update({"TERM": "xterm-256color", "XDG_CONFIG_HOME": str(tmp_path / "config")}, **extra)
    return env


def run(args, env, stdout_tty=False, binary=DARKSCREEN):
    """Runs darkscreen with stdin closed off (never a terminal); stdout on a pty when asked."""
    if not stdout_tty:
        result = subprocess.run([binary, *args], env=env, stdin=subprocess.DEVNULL, capture_output=True, timeout=20)
        return result.returncode, result.stdout.decode(), result.stderr.decode()
    master, slave = pty.openpty()
    try:
        process = subprocess.run([binary, *args], env=env, stdin=subprocess.DEVNULL, stdout=slave,
                                 stderr=subprocess.PIPE, timeout=20)
        os.close(slave)
        slave = None
        out = b""
        while True:
            try:
                chunk = os.read(master, 65536)
            except OSError:
                break
            if not chunk:
                break
            out += chunk
        return process.returncode, out.decode(), process.stderr.decode()
    finally:
        if slave is not None:
            os.close(slave)
        os.close(master)


# (arguments, expected status, text the message must contain): every kind of error, every command.
EXIT_CASES = [
    (["list"], OK, ""),
    (["get"], OK, ""),
    (["show", "Dark"], OK, ""),
    (["validate", os.path.join(REPO, "themes.json")], OK, ""),
    (["--help"], OK, ""),
    (["--version"], OK, ""),
    (["--frobnicate"], USAGE, "frobnicate"),
    (["list", "--frobnicate"], USAGE, "frobnicate"),
    (["--colors", "bogus"], USAGE, "bogus"),
    (["run", "--appearance", "sepia"], USAGE, "sepia"),
    (["list", "--color", "sometimes"], USAGE, "sometimes"),
    (["set"], USAGE, "Missing expected argument"),
    (["show"], USAGE, "Missing expected argument"),
    (["set", "No Such Theme"], USAGE, "unknown theme"),
    (["show", "No Such Theme"], USAGE, "unknown theme"),
    (["--theme", "No Such Theme"], USAGE, "unknown theme"),
    (["list", "--themes", BAD_THEMES], BAD_INPUT_FILE, "truncated.json:3:1"),
    (["get", "--themes", "/nonexistent/themes.json"], BAD_INPUT_FILE, "No such file"),
    (["set", "Dark", "--themes", BAD_THEMES], BAD_INPUT_FILE, "truncated.json"),
    (["run", "--themes", BAD_THEMES], BAD_INPUT_FILE, "truncated.json"),
    (["validate", BAD_THEMES], FAILURE, "invalid"),
    (["import", BAD_THEMES], BAD_INPUT_FILE, "nothing imported"),
    (["export", "Automatic", "--format", "kitty"], USAGE, "--appearance"),
    (["export", "Dark", "--format", "bogus"], USAGE, "bogus"),
    (["run"], NOT_A_TERMINAL, "needs a terminal"),
    (["--theme", "Dark"], NOT_A_TERMINAL, "needs a terminal"),
]


@pytest.mark.parametrize("args,status,needle", EXIT_CASES, ids=[" ".join(a) for a, _, _ in EXIT_CASES])
@pytest.mark.parametrize("parser_only", [False, True], ids=["fast-path", "parser"])
def test_exit_status_follows_the_documented_scheme(args, status, needle, parser_only, tmp_path):
    env = clean_env(tmp_path)
    if parser_only:
        env["DARKSCREEN_ARGUMENT_PARSER"] = "1"
    code, out, err = run(args, env)
    assert code == status, f"{args}: status {code}, stderr: {err}"
    assert needle in out + err, err
    if status == USAGE and not err.startswith("darkscreen:"):
        assert "Usage:" in err, "the parser's own usage errors still show the usage"
    if args in (["--colors", "bogus"], ["set"], ["list", "--color", "sometimes"]):
        assert "Usage:" in err, "these are the parser's (EX_USAGE before), now exit 2 with the same message"


def test_a_settings_file_that_cannot_be_written_is_a_failure(tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the config folder should be")
    code, _, err = run(["set", "Dark"], clean_env(tmp_path, XDG_CONFIG_HOME=str(blocker)))
    assert code == FAILURE and "darkscreen:" in err


def test_the_UI_without_TERM_is_not_a_terminal(tmp_path):
    env = clean_env(tmp_path)
    env.pop("TERM")
    master, slave = pty.openpty()
    try:
        result = subprocess.run([DARKSCREEN], env=env, stdin=slave, stdout=slave, stderr=subprocess.PIPE, timeout=20)
    finally:
        os.close(slave)
        os.close(master)
    assert result.returncode == NOT_A_TERMINAL and b"TERM" in result.stderr


def test_help_and_man_page_carry_the_exit_status_table(tmp_path):
    code, out, _ = run(["--help"], clean_env(tmp_path))
    assert code == OK
    text = " ".join(out.split())
    for expected in ("0 success", "1 a failure", "2 a usage error", "3 a themes file", "4 the UI needs a terminal",
                     "128+N"):
        assert expected in text, expected


def expect_colour(flag, env, terminal):
    """The documented precedence, restated: the flag, CLICOLOR_FORCE, NO_COLOR, CLICOLOR=0, a terminal."""
    if flag in ("always", "never"):
        return flag == "always"
    if env.get("CLICOLOR_FORCE", "0") not in ("", "0"):
        return True
    if env.get("NO_COLOR", ""):
        return False
    if env.get("CLICOLOR") == "0":
        return False
    return terminal


COLOR_ENVS = [{}, {"NO_COLOR": "1"}, {"CLICOLOR_FORCE": "1"}, {"CLICOLOR": "0"}, {"NO_COLOR": "1", "CLICOLOR_FORCE": "1"},
              {"CLICOLOR_FORCE": "0"}]


@pytest.mark.parametrize("terminal", [False, True], ids=["pipe", "terminal"])
@pytest.mark.parametrize("env_vars", COLOR_ENVS, ids=lambda e: ",".join(f"{k}={v}" for k, v in e.items()) or "no-env")
@pytest.mark.parametrize("flag", [None, "auto", "always", "never"], ids=lambda f: f"--color={f}" if f else "no-flag")
def test_list_colour_follows_the_flag_and_the_environment(flag, env_vars, terminal, tmp_path):
    args = ["list"] + (["--color", flag] if flag else [])
    code, out, err = run(args, clean_env(tmp_path, **env_vars), stdout_tty=terminal)
    assert code == OK, err
    coloured = "\x1b[" in out
    assert coloured == expect_colour(flag, env_vars, terminal), out[:200]
    names = [line.split()[-1] for line in out.replace("\r", "").splitlines() if line.strip()]
    assert names[-1] == "Outrun", "the themes are listed either way"


def test_version_names_the_commit_compiler_ncurses_and_linking(tmp_path):
    code, out, err = run(["--version"], clean_env(tmp_path))
    assert code == OK, err
    fields = dict(line.split(": ", 1) for line in out.splitlines()[1:])
    assert re.fullmatch(r"darkscreen \d+\.\d+\.\d+", out.splitlines()[0])
    ncurses = subprocess.run(["pkg-config", "--modversion", "ncursesw"], capture_output=True, text=True,
                             env={**os.environ, "PKG_CONFIG_PATH": ""}).stdout.strip()
    assert fields["ncurses"] == f"ncurses {ncurses}"
    program_headers = subprocess.run(["readelf", "-lW", DARKSCREEN], capture_output=True, text=True).stdout
    elf_type = subprocess.run(["readelf", "-hW", DARKSCREEN], capture_output=True, text=True).stdout
    dynamic = "INTERP" in program_headers
    pie = "DYN (" in elf_type
    assert fields["linking"] == {(False, False): "static", (False, True): "static-pie",
                                 (True, True): "dynamic, PIE", (True, False): "dynamic"}[(dynamic, pie)]
    if os.path.realpath(DARKSCREEN).startswith(os.path.realpath(REPO) + os.sep):
        # Built by make in this checkout: the commit and the compiler are known. The commit is
        # HEAD or, when a commit landed while the tests ran, one of its ancestors.
        commit = fields["commit"].removesuffix("-dirty")
        assert re.fullmatch(r"[0-9a-f]{7,40}", commit), fields["commit"]
        known = subprocess.run(["git", "-C", REPO, "merge-base", "--is-ancestor", commit, "HEAD"], capture_output=True, text=True)
        assert known.returncode == 0, (fields["commit"], known.stderr)
        swift = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()[0]
        assert fields["swift"] == swift


def test_shipped_themes_are_found_through_XDG_DATA_DIRS(tmp_path):
    # A copy of the binary with no themes.json beside it, in its share folder or above it.
    binary = tmp_path / "opt" / "bin" / "darkscreen"
    binary.parent.mkdir(parents=True)
    shutil.copy(DARKSCREEN, binary)
    env = clean_env(tmp_path, XDG_DATA_DIRS=str(tmp_path / "empty"), XDG_DATA_HOME=str(tmp_path / "empty-home"))
    env.pop("DARKSCREEN_DATA_DIR", None)
    code, _, err = run(["list"], env, binary=str(binary))
    assert code == BAD_INPUT_FILE and "cannot find the shipped themes" in err
    assert str(tmp_path / "empty" / "darkscreen" / "themes.json") in err, "the message says where it looked"
    data = tmp_path / "data"
    (data / "darkscreen").mkdir(parents=True)
    shutil.copy(os.path.join(REPO, "themes.json"), data / "darkscreen" / "themes.json")
    env["XDG_DATA_DIRS"] = f"relative/ignored:{tmp_path / 'empty'}:{data}"
    code, out, err = run(["list"], env, binary=str(binary))
    assert code == OK, err
    assert out.split()[-1] == "Outrun"
