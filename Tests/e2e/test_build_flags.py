"""The build does not depend on where its output goes: `make run` after `make test | tee log`
must not compile anything again (SwiftPM adds colour to every compile command when its output is
a terminal, which changed its build manifest and rebuilt everything)."""
import os
import subprocess

import pytest

from terminal import REPO, standalone_make_env

# Builds in the checkout (it would relink the binary other tests are running): `make check-release`,
# which runs these tests one at a time.
pytestmark = [pytest.mark.skipif(bool(os.environ.get("DARKSCREEN_SANITIZER")),
                                 reason="checks the release build in the checkout, not a sanitizer build"),
              pytest.mark.release]


def build_commit() -> str:
    """The commit both builds name (`make test` gives its own): a commit landing between them would
    otherwise recompile the file that carries it."""
    given = os.environ.get("DARKSCREEN_BUILD_COMMIT")
    if given:
        return given
    return subprocess.run(["git", "-C", REPO, "describe", "--always", "--dirty", "--abbrev=12"],
                          capture_output=True, text=True).stdout.strip()


def make_build(on_terminal: bool, commit: str) -> str:
    command = ["make", "-C", REPO, "build"]
    if on_terminal:
        # `script` gives make (and so swift build) a pseudo-terminal as stdout.
        command = ["script", "-qec", " ".join(command), "/dev/null"]
    env = {**standalone_make_env(), "DARKSCREEN_BUILD_COMMIT": commit}
    result = subprocess.run(command, stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=900, env=env)
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-2000:]
    return result.stdout + result.stderr


@pytest.mark.parametrize("first, then", [(False, True), (True, False)], ids=["pipe-then-terminal", "terminal-then-pipe"])
def test_a_build_to_a_terminal_after_one_to_a_pipe_compiles_nothing(first, then):
    commit = build_commit()
    make_build(first, commit)  # brings the build up to date, whichever way it was last built
    output = make_build(then, commit)
    compiled = [line for line in output.replace("\r", "\n").split("\n") if "Compiling" in line]
    assert compiled == [], "a second, identical build compiled again:\n" + "\n".join(compiled[:10])
