"""The theme folder cache ($XDG_CACHE_HOME/darkscreen/theme-folders.cache): the second start with
a drop-in folder has every folder theme in its first frame; a file changed between two starts
shows as it is now, never as cached; a damaged cache is ignored without a word; a bad file's error
shows in the status line whether the folder came from the cache or not, and a folder that came from
the cache is still watched."""
import os
import re
import subprocess
import sys
import time

from pty_session import PtySession
from terminal import REPO, darkscreen, wait_until, xterm256

END = b"\x1b[F"
KITTY = "## name: Drop In\nbackground #102030\nforeground #E0E0E0\ncolor4 #4080FF\n"


def cache_file():
    return os.path.join(os.environ["XDG_CACHE_HOME"], "darkscreen", "theme-folders.cache")


def settle(folder, timeout=5.0):
    """Returns once every file in `folder` was last changed over 150 ms ago (by the file system's
    clock): a file changed within 100 ms of the listing is not cached."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        newest = max((e.stat().st_mtime for e in os.scandir(folder)), default=0.0)
        if time.time() - newest > 0.15:
            return
        time.sleep(0.02)
    raise AssertionError(f"the files in {folder} keep changing")


def theme_folder(tmp_path, count=40):
    """`count` theme files in the seven formats (bench/theme_folder.py; the last is "Bench 39"),
    settled."""
    folder = tmp_path / "themes"
    subprocess.run([sys.executable, os.path.join(REPO, "bench", "theme_folder.py"), str(folder), str(count)], check=True)
    settle(folder)
    return folder


def wait_for_cache(since=None, timeout=10.0):
    """The cache written (after `since`, a stat of an older one); its stat."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            info = os.stat(cache_file())
            if since is None or (info.st_ino, info.st_mtime_ns) != (since.st_ino, since.st_mtime_ns):
                return info
        except FileNotFoundError:
            pass
        time.sleep(0.05)
    raise AssertionError("the theme folder cache was not written")


def start_with_end_typed(session, folder):
    """darkscreen with End already typed: handled before any work after the first frame, so the
    highlight goes to the last theme the first frame has."""
    return session(env={"DARKSCREEN_THEME_DIRS": str(folder)}, size=(80, 24), typed=END)


def test_the_second_start_has_every_folder_theme_in_its_first_frame(session, tmp_path):
    folder = theme_folder(tmp_path)
    first = start_with_end_typed(session, folder)
    written = wait_for_cache()
    first.pump(0.2)
    assert b"Outrun" in first.output and b"Bench 39" not in first.output, \
        "without a cache the first frame ends at the shipped themes: End stops at Outrun"
    first.send(b"q")
    assert first.wait() == 0

    second = start_with_end_typed(session, folder)
    assert second.read_until(b"Bench 39", timeout=5), "End reaches the folder's last theme: it was in the first frame"
    second.send(b"q")
    assert second.wait() == 0
    again = os.stat(cache_file())
    assert (again.st_ino, again.st_mtime_ns) == (written.st_ino, written.st_mtime_ns), "a valid cache is not written again"
    assert again.st_mode & 0o777 == 0o600


def test_a_file_changed_between_two_starts_shows_as_it_is_now(tmux, config, tmp_path):
    folder = theme_folder(tmp_path, 10)
    path = folder / "drop.conf"
    path.write_text(KITTY)
    settle(folder)
    env = {**config.env, "DARKSCREEN_THEME_DIRS": str(folder), "DARKSCREEN_APPEARANCE": "dark"}
    companion = lambda s: {s.cell(70, r).bg for r in range(3, 10)}

    t = tmux(80, 24)
    t.start(darkscreen("--theme", "Drop In", "--colors", "256"), env=env)
    t.wait_for(lambda s: companion(s) == {xterm256("#102030")}, what="the theme as first written")
    written = wait_for_cache()
    t.keys("q")
    assert t.exit_status() == 0

    # The same size, the same modification time, the same inode: only the colour (and the
    # status-change time the kernel sets) differ.
    before = path.stat()
    with open(path, "r+") as f:
        f.write(KITTY.replace("#102030", "#A0C0E0"))
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))
    assert path.stat().st_size == before.st_size and path.stat().st_mtime_ns == before.st_mtime_ns

    t2 = tmux(80, 24)
    t2.start(darkscreen("--theme", "Drop In", "--colors", "256"), env=env)
    t2.wait_for(lambda s: companion(s) == {xterm256("#A0C0E0")}, what="the new colour, never the cached one")
    t2.keys("q")
    assert t2.exit_status() == 0

    # a file changed within 100 ms of the listing is not cached: the start after waits until the
    # change (its status-change time) is older than that
    wait_until(lambda: time.time() - path.stat().st_ctime > 0.15, what="the change older than 150 ms")
    t3 = tmux(80, 24)
    t3.start(darkscreen("--theme", "Drop In", "--colors", "256"), env=env)
    t3.wait_for(lambda s: companion(s) == {xterm256("#A0C0E0")}, what="the new colour on the start after")
    t3.keys("q")
    assert t3.exit_status() == 0
    assert wait_for_cache(since=written), "the cache was written again for the changed file"


def test_a_damaged_cache_is_ignored_without_a_word(session, tmp_path):
    folder = theme_folder(tmp_path)
    os.makedirs(os.path.dirname(cache_file()))
    with open(cache_file(), "wb") as f:
        f.write(b"DSTHEMEC" + os.urandom(4096))
    s = start_with_end_typed(session, folder)
    rewritten = wait_for_cache(since=os.stat(cache_file()))
    s.pump(0.2)
    assert b"Outrun" in s.output and b"cache" not in s.output.lower(), "read as if there were no cache, and no message"
    s.send(END)
    assert s.read_until(b"Bench 39"), "every folder theme is there"
    s.send(b"q")
    assert s.wait() == 0

    with open(cache_file(), "r+b") as f:  # the cache as it is, cut short
        f.truncate(rewritten.st_size // 2)
    s2 = start_with_end_typed(session, folder)
    wait_for_cache(since=os.stat(cache_file()))
    s2.pump(0.2)
    assert b"Outrun" in s2.output and b"cache" not in s2.output.lower()
    s2.send(b"q")
    assert s2.wait() == 0


def test_a_bad_files_error_shows_on_a_cached_start_as_on_an_uncached_one(tmux, config, tmp_path):
    folder = theme_folder(tmp_path, 10)
    (folder / "bad.conf").write_text("background #nothex\n")
    settle(folder)
    env = {**config.env, "DARKSCREEN_THEME_DIRS": str(folder)}
    notice = lambda s: re.sub(r"\d\d:\d\d\s*$", "", s.text[0])  # the status line but its clock

    t = tmux(120, 24)
    t.start(darkscreen(), env=env)
    uncached = notice(t.wait_for(lambda s: "bad.conf" in s.text[0], what="the bad file named in the status line"))
    written = wait_for_cache()
    t.keys("q")
    assert t.exit_status() == 0

    t2 = tmux(120, 24)
    t2.start(darkscreen(), env=env)
    cached = notice(t2.wait_for(lambda s: "bad.conf" in s.text[0], what="the bad file named on the cached start"))
    assert cached == uncached
    again = os.stat(cache_file())
    assert (again.st_ino, again.st_mtime_ns) == (written.st_ino, written.st_mtime_ns), "the second start used the cache"
    # Started from the cache, the folder is still watched: the file fixed shows at once.
    (folder / "bad.conf").write_text(KITTY.replace("Drop In", "Fixed Now"))
    t2.wait_for(lambda s: "bad.conf" not in s.text[0] and any("Fixed Now" in row for row in s.text), timeout=3,
                what="the fixed file listed, its error gone")
    t2.keys("q")
    assert t2.exit_status() == 0
