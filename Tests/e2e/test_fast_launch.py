"""The plain `darkscreen [run] [--theme ...]` invocations skip swift-argument-parser for speed;
they must behave exactly as the parser would: same stdout, stderr and exit status."""
import os
import subprocess

import pytest

from terminal import DARKSCREEN, REPO

BAD = os.path.join(REPO, "Tests", "corpus", "bad-themes")
NEEDS_TERMINAL = "the interactive UI needs a terminal"


def run(args, home, parser_only):
    env = {**os.environ, "TERM": "xterm-256color", "XDG_CONFIG_HOME": str(home)}
    env.pop("DARKSCREEN_ARGUMENT_PARSER", None)
    if parser_only:
        env["DARKSCREEN_ARGUMENT_PARSER"] = "1"
    # stdin and stdout are pipes, so a valid invocation stops at the terminal check.
    result = subprocess.run([DARKSCREEN, *args], capture_output=True, timeout=20, env=env, stdin=subprocess.DEVNULL)
    return result.returncode, result.stdout.decode(), result.stderr.decode()


def bad_file():
    return os.path.join(BAD, sorted(f for f in os.listdir(BAD) if f.endswith(".json"))[0])


CASES = [
    ([], NEEDS_TERMINAL),
    (["run"], NEEDS_TERMINAL),
    (["--theme", "Dark"], NEEDS_TERMINAL),
    (["run", "--theme=dark", "--appearance", "light", "--companion=dark", "--colors", "256"], NEEDS_TERMINAL),
    (["--themes", os.path.join(REPO, "themes.json"), "--themes=" + os.path.join(REPO, "themes.json")], NEEDS_TERMINAL),
    (["--theme", "No Such Theme"], "unknown theme"),
    (["run", "--theme=nope", "--colors=none"], "unknown theme"),
    (["--themes", "BAD"], "invalid themes file"),
    (["--colors", "bogus"], "bogus"),
    (["--appearance=sepia"], "sepia"),
    (["--theme"], "--theme"),
    (["--theme", "Dark", "--theme", "nope"], None),
    (["--frobnicate", "1"], "frobnicate"),
    (["--theme", "list"], None),
]


@pytest.mark.parametrize("args,expected", CASES, ids=[" ".join(a) or "(none)" for a, _ in CASES])
def test_fast_path_matches_the_parser(args, expected, tmp_path):
    args = [bad_file() if a == "BAD" else a for a in args]
    fast = run(args, tmp_path, parser_only=False)
    parsed = run(args, tmp_path, parser_only=True)
    assert fast == parsed
    status, _, err = fast
    assert status != 0
    if expected:
        assert expected in err
