import os
import subprocess

import pytest

from settings_env import Config

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


@pytest.fixture
def config(tmp_path):
    """XDG_CONFIG_HOME in a temporary folder (never the real ~/.config)."""
    return Config(tmp_path / "config")
