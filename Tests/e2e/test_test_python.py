"""`make test` on a stock Debian 12: pytest never goes into a system Python with pip (PEP 668);
Debian's python3 uses Debian's python3-pytest, any other python3 a project virtual environment."""
import os
import shutil
import subprocess
import sys

import pytest

from terminal import REPO

SCRIPT = os.path.join(REPO, "scripts", "ensure-packages.sh")


def checkout(tmp_path):
    """A copy of the script in a folder of its own, so a virtual environment lands there."""
    (tmp_path / "scripts").mkdir()
    shutil.copy(SCRIPT, tmp_path / "scripts")
    return str(tmp_path / "scripts" / "ensure-packages.sh")


def run(script, path):
    env = {"PATH": path, "HOME": os.environ.get("HOME", "/root")}
    return subprocess.run([script, "python"], capture_output=True, text=True, env=env, timeout=600)


@pytest.mark.skipif(not os.path.exists("/usr/lib/python3/dist-packages/pytest"), reason="Debian's python3-pytest is not installed: apt-get install -y python3-pytest")
def test_debian_python3_uses_debian_pytest_without_pip(tmp_path):
    script = checkout(tmp_path)
    result = run(script, "/usr/bin:/bin")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "/usr/bin/python3"
    assert not (tmp_path / ".venv-test").exists(), "no virtual environment for Debian's own python3"
    assert "pip" not in result.stderr


@pytest.mark.release  # pip fetches pytest and its plugins from the network: `make check-release`
def test_a_virtual_environment_python_without_pytest_gets_a_project_environment(tmp_path):
    # A python3 that is not Debian's (here a bare virtual environment, like pyenv's or a source build)
    # and has no pytest: the script makes .venv-test beside the checkout and never touches the
    # interpreter itself.
    foreign = tmp_path / "foreign"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(foreign)], check=True, timeout=120)
    script = checkout(tmp_path)
    result = run(script, f"{foreign}/bin:/usr/bin:/bin")
    if result.returncode != 0 and "no virtual environment" in result.stderr:
        pytest.skip("no network for pip here")
    assert result.returncode == 0, result.stderr
    chosen = result.stdout.strip()
    if chosen == "/usr/bin/python3":  # pip had no network: Debian's interpreter is the fallback
        assert "using Debian's /usr/bin/python3" in result.stderr
        return
    assert chosen == str(tmp_path / ".venv-test" / "bin" / "python")
    assert subprocess.run([chosen, "-c", "import pytest"], timeout=60).returncode == 0
    assert subprocess.run([str(foreign / "bin" / "python3"), "-c", "import pytest"],
                          capture_output=True, timeout=60).returncode != 0, "the foreign python3 itself is left alone"
    # A second run reuses the environment.
    again = run(script, f"{foreign}/bin:/usr/bin:/bin")
    assert again.stdout.strip() == chosen and "creating" not in again.stderr


def test_ignored_by_git():
    result = subprocess.run(["git", "-C", REPO, "check-ignore", "-q", ".venv-test/bin/python"], timeout=30)
    assert result.returncode == 0
