"""darkscreen's own files — settings.json, state.json, the theme folder cache, tmux restore records,
the hooks' log and the settings backups — are never waited on: a FIFO, a folder or a symlink to
/dev/zero at any of those paths is refused with one line naming the path and what it is (the cache
is ignored without a word), start-up is not slowed, and the thing is left as it was. A backup never
replaces another file (the user's own settings.json.bak is kept), and says where it went; the hooks'
log is kept to about 256 KiB, with one older part."""
import os
import stat
import time

import pytest

from settings_env import Config
from terminal import DARKSCREEN, darkscreen

KINDS = {"fifo": "a FIFO (named pipe)", "folder": "a folder", "device": "a character device"}
# Start-up with a special file in the way, on a loaded shared machine: a blocking open never returns.
BOUND = 5.0


def put(path, kind):
    """A FIFO, a folder or a symlink to /dev/zero at `path`."""
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "folder":
        os.mkdir(path)
    else:
        os.symlink("/dev/zero", path)


def still_there(path, kind):
    info = os.lstat(path)
    expected = {"fifo": stat.S_ISFIFO, "folder": stat.S_ISDIR, "device": stat.S_ISLNK}[kind]
    return expected(info.st_mode)


def start_ui(tmux, env, *args):
    t = tmux(200, 24)
    started = time.monotonic()
    t.start(darkscreen("--theme", "Dark", *args), env=env)
    screen = t.wait_text("Themes", timeout=BOUND)
    return t, screen, time.monotonic() - started


@pytest.mark.parametrize("kind", list(KINDS))
@pytest.mark.parametrize("name", ["settings.json", "state.json"])
def test_settings_or_state_that_is_not_a_file_the_ui_starts_and_says_so(tmux, config, kind, name):
    path = config.settings if name == "settings.json" else config.state
    put(path, kind)
    t, screen, elapsed = start_ui(tmux, config.env)
    assert elapsed < BOUND
    line = t.wait_text("not a regular file").text[0]
    assert name in line and KINDS[kind] in line, line
    t.keys("q")
    assert t.exit_status() == 0
    assert still_there(path, kind)


@pytest.mark.parametrize("kind", list(KINDS))
def test_theme_folder_cache_that_is_not_a_file_is_ignored(tmux, config, tmp_path, kind):
    cache = tmp_path / "cache"
    path = str(cache / "darkscreen" / "theme-folders.cache")
    put(path, kind)
    folder = tmp_path / "themes"
    folder.mkdir()
    (folder / "drop-in.conf").write_text("## name: Drop In\nbackground #102030\nforeground #E0E0E0\n")
    env = dict(config.env, XDG_CACHE_HOME=str(cache), DARKSCREEN_THEME_DIRS=str(folder))
    t, screen, elapsed = start_ui(tmux, env)
    assert elapsed < BOUND
    t.keys("End")
    t.wait_text("Drop In", timeout=BOUND)
    assert "cache" not in str(t.capture()), "a cache is only a cache: nothing to say"
    t.keys("q")
    assert t.exit_status() == 0
    assert still_there(path, kind), "not darkscreen's to replace"


def hook_env(config, tmp_path):
    return {k: v for k, v in os.environ.items() if k not in ("DARKSCREEN_THEMES", "NO_COLOR")} | config.env


@pytest.mark.parametrize("kind", list(KINDS))
def test_hooks_log_that_is_not_a_file_hooks_run_and_it_says_so(config, tmp_path, kind):
    log = os.path.join(config.state_home, "darkscreen", "hooks.log")
    put(log, kind)
    marker = tmp_path / "ran"
    started = time.monotonic()
    result = config.run("set", "Dark", "--hook", f"echo ran > {marker}")
    assert time.monotonic() - started < BOUND
    assert result.returncode == 0, result.stderr
    assert "hooks.log" in result.stderr and f"is {KINDS[kind]}, not a regular file" in result.stderr, result.stderr
    assert marker.read_text() == "ran\n", "the hook still ran"
    assert still_there(log, kind)


def test_hooks_log_is_kept_to_about_256_kib_with_one_older_part(config, tmp_path):
    log = os.path.join(config.state_home, "darkscreen", "hooks.log")
    os.makedirs(os.path.dirname(log))
    old = "old line\n" * 40000  # about 350 KiB
    with open(log, "w") as f:
        f.write(old)
    for name in ("Dark", "Light"):
        result = config.run("set", name, "--hook", "echo hook-for-$DARKSCREEN_THEME")
        assert result.returncode == 0, result.stderr
    assert open(log + ".1").read() == old, "the previous log is kept once as .1"
    assert open(log).read() == "hook-for-Dark\nhook-for-Light\n"
    assert sorted(n for n in os.listdir(os.path.dirname(log)) if n.startswith("hooks.log")) == ["hooks.log", "hooks.log.1"]


@pytest.mark.parametrize("kind", list(KINDS))
def test_restore_record_that_is_not_a_file_is_skipped_with_a_word(config, kind):
    record = os.path.join(config.state_home, "darkscreen", "tmux", "4242.json")
    put(record, kind)
    started = time.monotonic()
    result = config.run("restore")
    assert time.monotonic() - started < BOUND
    assert "4242.json" in result.stderr and f"is {KINDS[kind]}, not a regular file" in result.stderr, result.stderr
    assert still_there(record, kind)


def test_a_backup_never_replaces_the_users_own_bak_and_says_where_it_went(config):
    config.write(config.settings + ".bak", "my own backup, by hand\n")
    broken = ['{"theme": "Dark",,}', '{"theme": oops}', '{"theme']
    for round, text in enumerate(broken, start=1):
        config.write_settings(text)
        result = config.run("set", "Light")
        assert result.returncode == 0, result.stderr
        backup = f"{config.settings}.bak.{round}"
        assert f"kept as {backup}" in result.stderr, result.stderr
        assert open(backup).read() == text, "what the user wrote is kept, each time under a new name"
    assert open(config.settings + ".bak").read() == "my own backup, by hand\n"
    assert config.read_settings()["theme"] == "Light"


@pytest.mark.parametrize("kind", list(KINDS))
def test_a_special_file_at_the_backup_name_is_passed_over(config, kind):
    put(config.settings + ".bak", kind)
    config.write_settings('{"theme": "Dark",,}')
    started = time.monotonic()
    result = config.run("set", "Light")
    assert time.monotonic() - started < BOUND
    assert result.returncode == 0, result.stderr
    assert f"kept as {config.settings}.bak.1" in result.stderr, result.stderr
    assert still_there(config.settings + ".bak", kind)


def test_darkscreen_keeps_at_most_five_of_its_own_backups(config):
    for round in range(8):
        config.write_settings('{"theme": broken %d' % round)
        assert config.run("set", "Light").returncode == 0
    names = sorted(n for n in os.listdir(config.folder) if n.startswith("settings.json.bak"))
    assert names == [f"settings.json.bak.{n}" for n in range(3, 8)], names
    assert open(config.settings + ".bak.7").read() == '{"theme": broken 7'


def test_the_ui_says_where_the_backup_went(tmux, config):
    config.write(config.settings + ".bak", "mine\n")
    config.write_settings('{"theme": "Dark",,}')
    t, screen, elapsed = start_ui(tmux, config.env)
    t.keys("j", "Enter")
    t.wait_for(lambda s: "settings.json.bak.1" in s.text[0], what="the notice naming the backup")
    t.keys("q")
    assert t.exit_status() == 0
    assert open(config.settings + ".bak").read() == "mine\n"
    assert open(config.settings + ".bak.1").read() == '{"theme": "Dark",,}'
