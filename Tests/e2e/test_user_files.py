"""The user's files are theirs: a symlinked settings.json is written through to its target
(atomically in the target's folder, mode and owner kept); read-only files and dangling links are
reported, not replaced; unknown members are kept byte for byte; nothing larger than darkscreen
reads back is written; stale temporaries of killed writes are cleaned up (only its own). Live sync
follows symlink targets, a re-created config folder and an inotify queue overflow."""
import json
import os
import shutil
import signal
import stat
import time

import pytest

from settings_env import user_theme
from terminal import child_pid
from test_live_sync import background, shows, start

LIMIT = 8 << 20


def temporaries(folder):
    return sorted(n for n in os.listdir(folder) if n.endswith(".tmp"))


@pytest.mark.parametrize("layout", ["relative", "absolute", "chain"])
def test_symlinked_settings_are_written_through_to_the_target(config, tmp_path, layout):
    dotfiles = tmp_path / "dotfiles"
    dotfiles.mkdir()
    target = dotfiles / "settings.json"
    target.write_text('{"theme": "Light", "keep": [1, 2]}\n')
    os.chmod(target, 0o600)
    os.makedirs(config.folder)
    if layout == "relative":
        os.symlink(os.path.relpath(target, config.folder), config.settings)
    elif layout == "absolute":
        os.symlink(target, config.settings)
    else:
        os.symlink(target, dotfiles / "middle.json")
        os.symlink(dotfiles / "middle.json", config.settings)
    link_before = os.readlink(config.settings)
    result = config.run("set", "Dark")
    assert result.returncode == 0, result.stderr
    assert os.path.islink(config.settings) and os.readlink(config.settings) == link_before, "the link stays a link"
    assert json.loads(target.read_text()) == {"theme": "Dark", "keep": [1, 2]}
    assert stat.S_IMODE(os.stat(target).st_mode) == 0o600, "a 0600 file stays 0600"
    assert temporaries(dotfiles) == [] and temporaries(config.folder) == []
    assert config.run("get").stdout.strip() == "Dark"


@pytest.mark.parametrize("mode", [0o600, 0o640, 0o664])
def test_mode_and_owner_are_kept(config, mode):
    config.write_settings({"theme": "Light"})
    os.chmod(config.settings, mode)
    uid, gid = 4242, 4343
    os.chown(config.settings, uid, gid)  # the tests run as root on the CI machine
    assert config.run("set", "Dark").returncode == 0
    info = os.stat(config.settings)
    assert stat.S_IMODE(info.st_mode) == mode
    assert (info.st_uid, info.st_gid) == (uid, gid)


@pytest.mark.parametrize("mode", [0o444, 0o400, 0o000])
def test_read_only_settings_are_not_replaced(config, mode):
    config.write_settings({"theme": "Light"})
    os.chmod(config.settings, mode)
    before = open(config.settings).read()
    result = config.run("set", "Dark")
    assert result.returncode != 0
    assert "settings.json" in result.stderr and "read-only; not replaced" in result.stderr, result.stderr
    assert open(config.settings).read() == before and stat.S_IMODE(os.stat(config.settings).st_mode) == mode


def test_read_only_settings_in_the_ui_say_so(tmux, config):
    config.write_settings({"theme": "Dark"})
    os.chmod(config.settings, 0o444)
    t = start(tmux, config, width=160)
    t.keys("Down", "Enter")
    t.wait_text("read-only", timeout=3)
    assert json.load(open(config.settings)) == {"theme": "Dark"}
    t.keys("q")
    assert t.exit_status() == 0


@pytest.mark.parametrize("target", ["missing.json", "missing-folder/settings.json"])
def test_a_dangling_symlink_is_reported_not_replaced(config, tmp_path, target):
    os.makedirs(config.folder)
    os.symlink(tmp_path / target, config.settings)
    got = config.run("get")
    assert "settings.json" in got.stderr and "leads nowhere" in got.stderr, got.stderr
    result = config.run("set", "Dark")
    assert result.returncode != 0 and "leads nowhere" in result.stderr and "not replaced" in result.stderr
    assert os.path.islink(config.settings) and not os.path.exists(config.settings)


UNKNOWN = [('"big"', "12345678901234567890"), ('"float"', "1.0"), ('"exp"', "1E2"), ('"negzero"', "-0"),
           ('"tiny"', "1e-7"), ('"slash"', '"a\\/b"'), ('"uni"', '"caf\\u00e9"'),
           ('"nested"', '{ "x" : [1,2.50 , 3e0],"y":null }'), ('"esc\\/key"', "true")]


def test_unknown_members_are_kept_byte_for_byte(config):
    text = "{\n" + ",\n".join(f"  {k}: {v}" for k, v in UNKNOWN) + ',\n  "theme": "Light"\n}\n'
    config.write_settings(text)
    assert config.run("set", "Dark").returncode == 0
    written = open(config.settings).read()
    for key, value in UNKNOWN:
        assert f"{key}: {value}" in written, f"{key}: {value} not kept in:\n{written}"
    assert '"theme": "Dark"' in written
    assert config.run("set", "Outrun").returncode == 0
    again = open(config.settings).read()
    assert again == written.replace('"Dark"', '"Outrun"'), "a second write changes only the theme"


@pytest.mark.parametrize("size", [LIMIT - 64, LIMIT - 4096])
def test_never_writes_more_than_it_reads_back(config, size):
    # A settings file just under the read limit: reformatting it must not push it over.
    padding = "x" * (size - 40)
    config.write_settings('{"theme":"Light","pad":"' + padding + '"}')
    before = open(config.settings).read()
    result = config.run("set", "Dark")
    assert os.path.getsize(config.settings) <= LIMIT
    if result.returncode == 0:
        assert config.run("get").stdout.strip() == "Dark", "what was written reads back"
    else:
        assert "not saved" in result.stderr and open(config.settings).read() == before


def test_stale_temporaries_of_killed_writes_are_cleaned_up_only_its_own(config):
    config.write_settings({"theme": "Light"})
    folder = config.folder
    old = time.time() - 3600
    stale = [".settings.json.12345.678.tmp", ".settings.json.1.2.tmp"]
    kept = [".settings.json.99999.111.tmp",  # fresh: maybe a write in progress
            ".settings.json.notes.tmp", "settings.json.12345.678.tmp", ".themes.json.12345.678.tmp", "mine.tmp"]
    for name in stale + kept:
        with open(os.path.join(folder, name), "w") as f:
            f.write("{")
        if name != kept[0]:
            os.utime(os.path.join(folder, name), (old, old))
    assert config.run("set", "Dark").returncode == 0
    assert temporaries(folder) == sorted(kept)


def test_live_sync_follows_a_symlinked_settings_file_and_its_retargeting(tmux, config, tmp_path):
    dotfiles = tmp_path / "dotfiles"
    dotfiles.mkdir()
    (dotfiles / "a.json").write_text('{"theme": "Dark"}')
    (dotfiles / "b.json").write_text('{"theme": "Outrun"}')
    os.makedirs(config.folder)
    os.symlink(dotfiles / "a.json", config.settings)
    t = start(tmux, config)
    t.wait_for(shows("Dark"), what="the linked settings")
    tmp = dotfiles / ".a.json.new"
    tmp.write_text('{"theme": "80s"}')
    os.replace(tmp, dotfiles / "a.json")  # an editor saving the target, in the target's folder
    t.wait_for(shows("80s"), timeout=5, what="the target's change")
    (dotfiles / "a.json").write_text('{"theme": "Light"}')  # in place
    t.wait_for(shows("Light"), timeout=5, what="an in-place write to the target")
    link = config.settings + ".new"
    os.symlink(dotfiles / "b.json", link)
    os.replace(link, config.settings)  # re-pointed, as stow/home-manager do
    t.wait_for(shows("Outrun"), timeout=5, what="the new target")
    (dotfiles / "b.json").write_text('{"theme": "90s"}')
    t.wait_for(shows("90s"), timeout=5, what="the new target's change")
    t.keys("q")
    assert t.exit_status() == 0


def test_live_sync_follows_a_symlinked_user_themes_file(tmux, config, tmp_path):
    dotfiles = tmp_path / "dotfiles"
    dotfiles.mkdir()
    (dotfiles / "themes.json").write_text(user_theme("Mine", background="#123456"))
    os.makedirs(config.folder)
    os.symlink(dotfiles / "themes.json", config.user_themes)
    config.write_settings({"theme": "Mine"})
    t = start(tmux, config)
    t.wait_for(shows("Mine", "5;" + background_index("#123456")), what="the linked themes")
    (dotfiles / "themes.json").write_text(user_theme("Mine", background="#AA0000"))
    t.wait_for(shows("Mine", "5;" + background_index("#AA0000")), timeout=5, what="the target's change")
    t.keys("q")
    assert t.exit_status() == 0


def background_index(hex_color):
    from terminal import xterm256
    return xterm256(hex_color).split(";")[1]


def test_live_sync_survives_the_config_folder_being_deleted_and_recreated(tmux, config):
    config.write_settings({"theme": "Dark"})
    t = start(tmux, config)
    t.wait_for(shows("Dark"))
    shown = "Dark"
    for theme in ["Outrun", "Light"]:
        shutil.rmtree(config.folder)
        # the scenario: the folder stays gone a moment (a dotfiles tool replacing it), and nothing
        # must happen within those 300 ms (the theme shown stays)
        t.stays(shows(shown), 0.3, f"{shown} while the folder is gone")
        os.makedirs(config.folder)
        config.write_settings({"theme": theme})
        t.wait_for(shows(theme), timeout=3, what=f"{theme} after the folder came back")
        shown = theme
    config.write_settings({"theme": "80s"})
    t.wait_for(shows("80s"), timeout=5, what="and later changes too")
    t.keys("q")
    assert t.exit_status() == 0


def test_live_sync_rereads_everything_after_an_inotify_overflow(tmux, config):
    config.write_settings({"theme": "Dark"})
    t = start(tmux, config)
    t.wait_for(shows("Dark"))
    pid = child_pid(t)
    os.kill(pid, signal.SIGSTOP)
    try:
        limit = int(open("/proc/sys/fs/inotify/max_queued_events").read())
        for i in range(limit + 100):
            # distinct names: inotify merges identical consecutive events, not these
            with open(os.path.join(config.folder, f"noise-{i}"), "w"):
                pass
        config.write_settings({"theme": "Outrun"})  # its event is lost in the overflow
    finally:
        os.kill(pid, signal.SIGCONT)
    t.wait_for(shows("Outrun"), timeout=3, what="everything re-read after the overflow")
    t.keys("q")
    assert t.exit_status() == 0
