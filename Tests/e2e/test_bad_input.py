"""A corpus of bad themes files: each gives exit status 3 (a bad input file) and one clear message naming the file
and line:column (or theme and field), with no stack trace, no crash and nothing raw on the terminal."""
import os
import shutil
import subprocess
import tempfile

import pytest

from exit_codes import BAD_INPUT_FILE, USAGE
from terminal import DARKSCREEN, REPO

CORPUS = os.path.join(REPO, "Tests", "corpus", "bad-themes")


def cases():
    for line in open(os.path.join(CORPUS, "expected.txt")):
        if line.startswith("#") or not line.strip():
            continue
        name, status, where, what = line.rstrip("\n").split(None, 3)
        yield pytest.param(name, int(status), where, what.strip(), id=name)


def run(*args, user=None):
    cmd = [DARKSCREEN, *args]
    return subprocess.run(cmd, capture_output=True, timeout=20, env={**os.environ, "TERM": "xterm-256color"})


def check_clean(result):
    err = result.stderr.decode("utf-8", "replace")
    assert "Fatal error" not in err and "Stack dump" not in err and "Backtrace" not in err
    for ch in err + result.stdout.decode("utf-8", "replace"):
        assert ord(ch) >= 0x20 or ch == "\n", f"raw control character {ord(ch):#x} in output"
    return err


@pytest.mark.parametrize("name,status,where,what", list(cases()))
def test_bad_themes_file(name, status, where, what):
    path = os.path.join(CORPUS, name)
    for command in (["list", "--themes", path], ["run", "--themes", path]):
        result = run(*command)
        assert result.returncode == status, result.stderr
        err = check_clean(result)
        assert f"{path}{where}" in err, err
        assert what in err, err


def test_ten_megabyte_file(tmp_path):
    big = tmp_path / "big.json"
    big.write_text('{"themes": [' + " " * (10 * 1024 * 1024) + "]}")
    result = run("list", "--themes", str(big))
    assert result.returncode == BAD_INPUT_FILE
    err = check_clean(result)
    assert str(big) in err and "too large" in err


def test_folder_instead_of_file(tmp_path):
    result = run("list", "--themes", str(tmp_path))
    assert result.returncode == BAD_INPUT_FILE
    assert f"{tmp_path}" in check_clean(result) and "folder" in result.stderr.decode()


def test_missing_file(tmp_path):
    result = run("list", "--themes", str(tmp_path / "nope.json"))
    assert result.returncode == BAD_INPUT_FILE
    assert "No such file" in check_clean(result)


def test_unreadable_file(tmp_path):
    path = tmp_path / "secret.json"
    shutil.copy(os.path.join(REPO, "themes.json"), path)
    path.chmod(0)
    cmd = [DARKSCREEN, "list", "--themes", str(path)]
    env = dict(os.environ)
    shipped = None
    if os.geteuid() == 0:
        if not shutil.which("setpriv"):
            pytest.skip("running as root without setpriv: cannot make a file unreadable")
        os.chmod(tmp_path, 0o755)
        cmd = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", *cmd]
        # The unprivileged user must still reach the shipped themes, wherever the checkout is
        # (a clone in a private folder is not readable by it).
        shipped = tempfile.mkdtemp(prefix="ds-shipped-")
        os.chmod(shipped, 0o755)
        shutil.copy(os.path.join(REPO, "themes.json"), shipped)
        env["DARKSCREEN_DATA_DIR"] = shipped
    try:
        result = subprocess.run(cmd, capture_output=True, timeout=20, env=env)
    finally:
        if shipped:
            shutil.rmtree(shipped, ignore_errors=True)
    assert result.returncode == BAD_INPUT_FILE, result.stderr
    assert "Permission denied" in check_clean(result)


def test_control_characters_in_arguments_are_escaped():
    result = run("--theme", "\x1b]0;pwned\x07\x9b2J")
    assert result.returncode == USAGE
    err = check_clean(result)
    assert "\\x1B]0;pwned\\x07\\x9B2J" in err
