import os
import subprocess

import pytest

from terminal import DARKSCREEN, Tmux


def pytest_sessionstart(session):
    if not os.path.exists(DARKSCREEN):
        raise pytest.UsageError(f"darkscreen binary not found at {DARKSCREEN}; run `make build` first")
    if subprocess.run(["sh", "-c", "command -v tmux"], capture_output=True).returncode != 0:
        raise pytest.UsageError("tmux is not installed; `make test` installs it (apt-get install -y tmux)")


@pytest.fixture
def tmux():
    sessions = []

    def make(width=120, height=40):
        t = Tmux(width, height)
        sessions.append(t)
        return t

    yield make
    for t in sessions:
        t.close()
