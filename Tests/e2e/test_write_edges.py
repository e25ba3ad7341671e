"""What darkscreen writes holds at the system's edges: a file-size limit, a full disk or a signal in
the middle of a write leave the user's file as it was and no temporary file behind, and the command
says what failed; HOME and the XDG folders are never taken relative to the current folder; `--undo`
finds darkscreen's line after the user's editor saved the config again."""
import os
import resource
import shutil
import signal
import subprocess
import time
import uuid

import pytest

from terminal import DARKSCREEN, need, wait_until


def base_env(root):
    env = {k: v for k, v in os.environ.items() if k not in ("DARKSCREEN_THEMES", "NO_COLOR", "TMUX", "TMUX_PANE")}
    env.update(HOME=str(root), XDG_CONFIG_HOME=f"{root}/.config", XDG_STATE_HOME=f"{root}/.local/state",
               XDG_CACHE_HOME=f"{root}/.cache", TMPDIR=f"{root}", TMUX_TMPDIR=f"{root}", XDG_RUNTIME_DIR=f"{root}",
               SHELL="/bin/bash", DARKSCREEN_APPEARANCE="dark")
    return env


def run(env, *args, cwd=None, preexec_fn=None):
    return subprocess.run([DARKSCREEN, *args], env=env, capture_output=True, text=True, timeout=30, cwd=cwd,
                          stdin=subprocess.DEVNULL, preexec_fn=preexec_fn)


def temporaries(folder):
    return [name for name in os.listdir(folder) if name.endswith(".tmp")] if os.path.isdir(folder) else []


def settings_path(root):
    return f"{root}/.config/darkscreen/settings.json"


# ---- a file-size limit ----------------------------------------------------------------------

@pytest.mark.parametrize("limit", [1, 8, 20])
def test_a_file_size_limit_fails_the_write_and_keeps_the_settings(tmp_path, limit):
    env = base_env(tmp_path)
    assert run(env, "set", "Light").returncode == 0
    with open(settings_path(tmp_path), "rb") as f:
        before = f.read()
    assert len(before) > limit

    def limited():
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))

    result = run(env, "set", "Outrun", preexec_fn=limited)
    # Not killed by SIGXFSZ: a failure it reports, in one line that says why.
    assert result.returncode == 1, (result.returncode, result.stderr)
    assert "File too large" in result.stderr, result.stderr
    assert len(result.stderr.strip().splitlines()) == 1, result.stderr
    with open(settings_path(tmp_path), "rb") as f:
        assert f.read() == before
    assert temporaries(os.path.dirname(settings_path(tmp_path))) == []


@pytest.mark.parametrize("target,config", [("tmux", ".tmux.conf"), ("vim", ".vimrc"), ("foot", ".config/foot/foot.ini")])
def test_integrate_under_a_file_size_limit_leaves_the_users_config(tmp_path, target, config):
    env = base_env(tmp_path)
    path = tmp_path / config
    path.parent.mkdir(parents=True, exist_ok=True)
    original = b"# mine\n" + b"x" * 200 + b"\n"
    path.write_bytes(original)

    def limited():
        resource.setrlimit(resource.RLIMIT_FSIZE, (100, 100))

    result = run(env, "integrate", target, "--yes", preexec_fn=limited)
    assert result.returncode != 0 and result.returncode < 128, (result.returncode, result.stderr)
    assert "File too large" in result.stderr, result.stderr
    assert path.read_bytes() == original
    assert temporaries(str(path.parent)) == []
    assert "not connected" in run(env, "integrate", "--status").stdout.split(f"{target}:")[1].splitlines()[0]


# ---- a full disk ----------------------------------------------------------------------------

@pytest.fixture
def small_disk(tmp_path):
    mount = tmp_path / "disk"
    mount.mkdir()
    result = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(mount)], capture_output=True, text=True, timeout=20)
    if result.returncode != 0:
        pytest.skip(f"cannot mount a small tmpfs to fill (needs root): {result.stderr.strip()}")
    yield mount
    subprocess.run(["umount", "-l", str(mount)], capture_output=True, timeout=20)


@pytest.mark.parametrize("existing", [True, False], ids=["replacing", "first save"])
def test_a_full_disk_fails_the_write_and_keeps_the_settings(tmp_path, small_disk, existing):
    env = base_env(tmp_path)
    env["XDG_CONFIG_HOME"] = str(small_disk)
    settings = small_disk / "darkscreen" / "settings.json"
    if existing:
        assert run(env, "set", "Light").returncode == 0
    else:
        settings.parent.mkdir()
    before = settings.read_bytes() if existing else None
    fd = os.open(small_disk / "filler", os.O_WRONLY | os.O_CREAT)
    try:
        while os.write(fd, b"\0" * 4096) > 0:
            pass
    except OSError:
        pass
    finally:
        os.close(fd)
    result = run(env, "set", "Outrun")
    assert result.returncode == 1, (result.returncode, result.stderr)
    assert "No space left on device" in result.stderr, result.stderr
    assert len(result.stderr.strip().splitlines()) == 1, result.stderr
    assert (settings.read_bytes() if settings.exists() else None) == before
    assert temporaries(str(settings.parent)) == []


# ---- a signal in the middle of a write --------------------------------------------------------

@pytest.mark.parametrize("number", [signal.SIGTERM, signal.SIGINT, signal.SIGHUP, signal.SIGQUIT, signal.SIGUSR1])
def test_a_signal_halfway_through_a_write_leaves_no_temporary_file(tmp_path, number):
    need("strace")
    env = base_env(tmp_path)
    assert run(env, "set", "Light").returncode == 0
    folder = os.path.dirname(settings_path(tmp_path))
    with open(settings_path(tmp_path), "rb") as f:
        before = f.read()
    # strace holds the first fsync (of the temporary file, written but not yet renamed) for 3 s.
    tracer = subprocess.Popen(["strace", "-f", "-o", "/dev/null", "-e", "trace=fsync",
                               "-e", "inject=fsync:delay_enter=3000000:when=1", DARKSCREEN, "set", "Outrun"],
                              env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=str(tmp_path),
                              preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_CORE, (0, 0)))
    try:
        wait_until(lambda: temporaries(folder), timeout=15, what="the temporary settings file")
        name = temporaries(folder)[0]
        pid = int(name.split(".")[-3])  # .settings.json.PID.RANDOM.tmp
        os.kill(pid, number)
        _, err = tracer.communicate(timeout=40)
    finally:
        if tracer.poll() is None:
            tracer.kill()
            tracer.wait(timeout=5)
    assert temporaries(folder) == [], err
    with open(settings_path(tmp_path), "rb") as f:
        assert f.read() == before


# ---- HOME and the XDG folders -----------------------------------------------------------------

COMMANDS = [["list"], ["get"], ["set", "Light"], ["appearance"], ["integrate", "--status"], ["schedule"], ["restore"]]


@pytest.mark.parametrize("home", ["", "relative", ".", "./home", "~"])
@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: c[0])
def test_a_relative_or_empty_home_is_refused_in_one_line(tmp_path, home, command):
    env = base_env(tmp_path / "home")
    env["HOME"] = home
    for name in ("XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        env.pop(name)
    work = tmp_path / "work"
    work.mkdir()
    result = run(env, *command, cwd=str(work))
    assert result.returncode == 2, (result.returncode, result.stdout, result.stderr)
    assert result.stderr.startswith("darkscreen: HOME "), result.stderr
    assert len(result.stderr.strip().splitlines()) == 1, result.stderr
    assert os.listdir(work) == []  # nothing made relative to the current folder


@pytest.mark.parametrize("name", ["HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME", "XDG_DATA_HOME", "XDG_RUNTIME_DIR"])
def test_a_home_or_xdg_folder_that_is_a_file_is_refused(tmp_path, name):
    env = base_env(tmp_path)
    (tmp_path / "file").write_text("x")
    env[name] = str(tmp_path / "file")
    for command in (["list"], ["set", "Light"], ["integrate", "--status"]):
        result = run(env, *command)
        assert result.returncode == 2, (command, result.stderr)
        assert result.stderr.startswith(f"darkscreen: {name} is "), result.stderr
        assert "not a folder" in result.stderr
    assert run(env, "--version").returncode == 0


@pytest.mark.parametrize("value", ["", "relative", "./config", "config/sub"])
@pytest.mark.parametrize("name", ["XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME", "XDG_DATA_HOME", "XDG_RUNTIME_DIR"])
def test_a_relative_xdg_folder_is_ignored_never_used_from_the_current_folder(tmp_path, name, value):
    env = base_env(tmp_path / "home")
    (tmp_path / "home").mkdir()
    for other in ("XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME", "XDG_RUNTIME_DIR"):
        env.pop(other)
    env[name] = value
    work = tmp_path / "work"
    work.mkdir()
    for command in (["set", "Light"], ["get"], ["list"], ["integrate", "--status"]):
        result = run(env, *command, cwd=str(work))
        assert result.returncode == 0, (command, result.stderr)
    assert os.listdir(work) == []
    # The spec's default under HOME.
    assert os.path.isfile(tmp_path / "home" / ".config" / "darkscreen" / "settings.json")


# ---- --undo after the user's editor saved the config again -------------------------------------

def integrate(env, target):
    result = run(env, "integrate", target, "--yes")
    assert result.returncode == 0, result.stderr


RESAVED = {
    "CRLF": lambda text: text.replace("\n", "\r\n"),
    "indented": lambda text: "\n".join("    " + line if "darkscreen" in line else line for line in text.split("\n")),
    "spaces": lambda text: "\n".join(line.replace(" ", "   ") if "darkscreen" in line else line for line in text.split("\n")),
    "duplicated": lambda text: text + "".join(line + "\n" for line in text.split("\n") if "darkscreen" in line),
    "tab and CRLF": lambda text: "\n".join("\t" + line if "darkscreen" in line else line for line in text.split("\n")).replace("\n", "\r\n"),
}


@pytest.mark.parametrize("how", list(RESAVED))
@pytest.mark.parametrize("target,config", [("tmux", ".tmux.conf"), ("vim", ".vimrc"), ("foot", ".config/foot/foot.ini")])
def test_undo_after_the_editor_saved_the_config_again(tmp_path, target, config, how):
    env = base_env(tmp_path)
    path = tmp_path / config
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("# mine\nsomething = 1\n")
    integrate(env, target)
    resaved = RESAVED[how](path.read_text())
    path.write_bytes(resaved.encode())
    user_part = RESAVED[how]("# mine\nsomething = 1\n") if how != "duplicated" else "# mine\nsomething = 1\n"
    result = run(env, "integrate", "--undo", target)
    assert result.returncode == 0, result.stderr
    assert path.read_bytes() == user_part.encode()
    assert not os.path.isdir(tmp_path / ".config" / "darkscreen" / "integrations") or \
        os.listdir(tmp_path / ".config" / "darkscreen" / "integrations") == []
    assert not (tmp_path / ".vim" / "colors" / "darkscreen.vim").exists()


@pytest.mark.parametrize("changed", ["colorscheme darkscreen | set background=dark", "silent! colorscheme darkscreen"])
def test_undo_that_cannot_recognise_the_line_removes_nothing_and_says_what_to_do(tmp_path, changed):
    env = base_env(tmp_path)
    vimrc = tmp_path / ".vimrc"
    vimrc.write_text("set number\n")
    integrate(env, "vim")
    vimrc.write_text(f"set number\n{changed}\n")
    result = run(env, "integrate", "--undo", "vim")
    assert result.returncode != 0
    assert ".vimrc line 2" in result.stderr and "by hand" in result.stderr and "--undo vim" in result.stderr, result.stderr
    # Vim still starts: the colour scheme the line names is there, the record too.
    assert (tmp_path / ".vim" / "colors" / "darkscreen.vim").is_file()
    assert vimrc.read_text() == f"set number\n{changed}\n"
    assert "vim: connected" in run(env, "integrate", "--status").stdout
    if shutil.which("vim"):
        check = subprocess.run(["vim", "-Nu", str(vimrc), "-es", "+qa!"], env=env, capture_output=True, text=True, timeout=20)
        assert "E185" not in check.stdout + check.stderr
