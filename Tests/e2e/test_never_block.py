"""Never wait without a bound: a themes or settings file that is not a regular file is refused
with a message naming the path and what it is (CLI and UI, other themes keep working); the
settings lock is taken with a bound (about 2 s) and a key press never waits for another process."""
import fcntl
import os
import socket
import subprocess
import time

import pytest

from settings_env import user_theme
from terminal import DARKSCREEN, darkscreen, wait_until
from test_live_sync import shows, start


def special(tmp_path, kind):
    path = tmp_path / f"special-{kind}"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    elif kind == "socket":
        s = socket.socket(socket.AF_UNIX)
        s.bind(str(path))
        return str(path), s
    elif kind == "device":
        os.symlink("/dev/zero", path)
    elif kind == "link-to-fifo":
        os.mkfifo(tmp_path / "fifo-target")
        os.symlink(tmp_path / "fifo-target", path)
    return str(path), None


KINDS = {"fifo": "a FIFO (named pipe)", "folder": "a folder", "socket": "a socket", "device": "a character device",
         "link-to-fifo": "a FIFO (named pipe)"}


@pytest.mark.parametrize("kind", list(KINDS))
def test_themes_option_refuses_what_is_not_a_regular_file(tmp_path, config, kind):
    path, keep = special(tmp_path, kind)
    started = time.monotonic()
    result = config.run("list", "--themes", path)
    assert time.monotonic() - started < 5
    assert result.returncode == 3, "a themes file that cannot be used (the exit-status scheme)"
    assert path in result.stderr and f"is {KINDS[kind]}, not a regular file" in result.stderr, result.stderr


@pytest.mark.parametrize("kind", ["fifo", "folder", "socket", "device"])
def test_settings_that_is_not_a_regular_file_is_reported_and_not_replaced(tmp_path, config, kind):
    os.makedirs(config.folder, exist_ok=True)
    path, keep = special(tmp_path, kind)
    os.rename(path, config.settings) if kind != "device" else os.symlink("/dev/zero", config.settings)
    got = config.run("get")
    assert got.returncode == 0 and "settings.json" in got.stderr and KINDS[kind] in got.stderr, got.stderr
    result = config.run("set", "Dark")
    assert result.returncode != 0
    assert "settings.json" in result.stderr and "not a regular file; not replaced" in result.stderr, result.stderr
    assert not os.path.isfile(config.settings) or kind == "device", "left as it was"


@pytest.mark.parametrize("kind", ["fifo", "folder", "socket"])
def test_user_themes_file_that_is_not_a_regular_file_in_the_ui(tmux, config, tmp_path, kind):
    os.makedirs(config.folder, exist_ok=True)
    config.write(config.user_themes, user_theme("Mine"))
    t = start(tmux, config, "--theme", "Dark", width=160)
    t.wait_text("Mine")
    os.unlink(config.user_themes)
    path, keep = special(tmp_path, kind)
    os.rename(path, config.user_themes)
    screen = t.wait_text("not a regular file", timeout=5)
    assert "themes.json" in screen.text[0] and KINDS[kind] in screen.text[0]
    t.keys("Down")
    t.wait_for(lambda s: "  Light  " in s.text[0], what="other themes keep working")
    t.keys("q")
    assert t.exit_status() == 0


def hold_lock(folder):
    fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    fcntl.flock(fd, fcntl.LOCK_EX)
    return fd


def locker_process(folder, seconds):
    """Another process holding the settings lock, as a second darkscreen would."""
    script = f"import fcntl, os, time; fd = os.open({folder!r}, os.O_RDONLY); fcntl.flock(fd, fcntl.LOCK_EX); print('held', flush=True); time.sleep({seconds})"
    process = subprocess.Popen(["python3", "-c", script], stdout=subprocess.PIPE, text=True)
    assert process.stdout.readline().strip() == "held"
    return process


def test_set_gives_up_on_a_held_lock_after_about_two_seconds(config):
    config.write_settings({"theme": "Light", "mine": 1})
    before = open(config.settings).read()
    locker = locker_process(config.folder, 30)
    try:
        started = time.monotonic()
        result = config.run("set", "Dark")
        elapsed = time.monotonic() - started
    finally:
        locker.kill()
        locker.wait()
    assert 1.5 < elapsed < 6, elapsed
    assert result.returncode != 0
    assert f"settings are locked by another process (pid {locker.pid}); not saved" in result.stderr, result.stderr
    assert open(config.settings).read() == before


def test_set_waits_for_a_short_lock_and_saves(config):
    config.write_settings({"theme": "Light"})
    locker = locker_process(config.folder, 0.5)
    result = config.run("set", "Dark")
    locker.wait()
    assert result.returncode == 0, result.stderr
    assert config.read_settings()["theme"] == "Dark"


def test_ui_keys_never_wait_for_a_held_lock(tmux, config):
    config.write_settings({"theme": "Dark"})
    t = start(tmux, config, width=160)
    t.wait_for(lambda s: "  Dark  " in s.text[0])
    locker = locker_process(config.folder, 30)
    try:
        t.keys("Down", "Enter")
        started = time.monotonic()
        t.keys("Down")
        # A key that waited for the lock would take its 2 s bound; 1.5 s leaves room for load.
        # (the screen as soon as it shows the key, not settled: the save's retries are still due)
        wait_until(lambda: "  80s  " in t.capture().text[0], timeout=1.5, what="the next key is handled at once")
        assert time.monotonic() - started < 1.5
        t.wait_text("settings are locked by another process", timeout=6)
        assert f"pid {locker.pid}" in str(t.capture())
    finally:
        locker.kill()
        locker.wait()
    assert config.read_settings()["theme"] == "Dark", "not saved"
    t.keys("Up", "Enter")
    t.wait_for(lambda s: "locked" not in s.text[0] and config.read_settings()["theme"] == "Light", timeout=3, what="saved once free")
    t.keys("q")
    assert t.exit_status() == 0


def test_ui_saves_when_the_lock_is_released_within_the_bound(tmux, config):
    config.write_settings({"theme": "Dark"})
    t = start(tmux, config)
    t.wait_for(shows("Dark"))
    locker = locker_process(config.folder, 0.7)
    t.keys("Down", "Enter")
    locker.wait()
    deadline = time.monotonic() + 6
    while time.monotonic() < deadline and config.read_settings().get("theme") != "Light":
        time.sleep(0.05)
    assert config.read_settings()["theme"] == "Light"
    assert "locked" not in t.capture().text[0]
    t.keys("q")
    assert t.exit_status() == 0


def test_reading_a_file_that_keeps_growing_is_bounded(config, tmp_path):
    # A themes file being replaced or appended to while darkscreen reads it: the read stops at the
    # size limit (8 MiB) instead of following the writer.
    import threading
    path = tmp_path / "growing.json"
    path.write_text('{"themes": [')
    stop = threading.Event()

    def grow():
        chunk = ('{"name": "T", "colors": {"background": "#000000", "primary": "#FFFFFF", "secondary": "#FF9500"}},' * 2000).encode()
        with open(path, "ab") as f:
            while not stop.is_set() and f.tell() < 200 << 20:
                f.write(chunk)
                f.flush()

    writer = threading.Thread(target=grow)
    writer.start()
    try:
        started = time.monotonic()
        result = config.run("list", "--themes", str(path))
        elapsed = time.monotonic() - started
    finally:
        stop.set()
        writer.join()
    assert elapsed < 10
    assert result.returncode == 3
    assert str(path) in result.stderr and ("too large" in result.stderr or "unexpected end of file" in result.stderr), result.stderr
