"""Hooks end to end: executables in $XDG_CONFIG_HOME/darkscreen/hooks/ and --hook CMD run after a
committed change (Enter, `darkscreen set`), never on a highlight move, with the theme in their
environment; detached, logged to $XDG_STATE_HOME/darkscreen/hooks.log; a failing one is named in
the status line; a hanging one is stopped after 10 s; one change runs them once."""
import os
import stat
import subprocess
import time

from terminal import DARKSCREEN, darkscreen


def write_hook(folder, name, body):
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text("#!/bin/sh\n" + body)
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return path


def wait_file(path, timeout=8.0, lines=1):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if path.exists() and len(path.read_text().splitlines()) >= lines:
            return path.read_text()
        time.sleep(0.05)
    raise AssertionError(f"{path} was not written")


def parse_env(text):
    return dict(line.split("=", 1) for line in text.splitlines() if "=" in line)


def test_a_commit_runs_the_hooks_with_the_theme_in_their_environment(tmux, tmp_path):
    config, state, out = tmp_path / "config", tmp_path / "state", tmp_path / "out"
    out.mkdir()
    write_hook(config / "darkscreen" / "hooks", "10-env", f'env | grep ^DARKSCREEN_ | sort > {out}/env.$$; '
               f'ls -l /proc/$$/fd/0 > {out}/stdin; echo logged-by-hook; echo "$DARKSCREEN_THEME" >> {out}/runs; '
               f'mv {out}/env.$$ {out}/env\n')
    t = tmux()
    t.start(darkscreen("--appearance", "dark", "--hook", f"echo arg-hook >> {out}/arg"),
            env={"XDG_CONFIG_HOME": str(config), "XDG_STATE_HOME": str(state)})
    t.wait_text("darkscreen")
    t.keys("j")
    t.wait_text("Dark")
    t.keys("Enter")
    env = parse_env(wait_file(out / "env"))
    assert wait_file(out / "arg") == "arg-hook\n"
    # A run for the highlight move would have started before the commit's and written first.
    assert (out / "runs").read_text() == env["DARKSCREEN_THEME"] + "\n", "a highlight move ran the hooks"
    assert env["DARKSCREEN_APPEARANCE"] == "dark"
    assert env["DARKSCREEN_STATUS_LINE"] in ("lightContent", "darkContent")
    name = env["DARKSCREEN_THEME"]
    shown = subprocess.run([DARKSCREEN, "get"], capture_output=True, text=True,
                           env=dict(os.environ, XDG_CONFIG_HOME=str(config))).stdout.strip()
    assert name == shown
    for role in ("BACKGROUND", "PRIMARY", "SECONDARY", "STATUS_BACKGROUND", "SEPARATOR", "SELECTION"):
        value = env[f"DARKSCREEN_COLOR_{role}"]
        assert len(value) == 7 and value.startswith("#"), (role, value)
    assert env["DARKSCREEN_COLOR_PRIMARY"] == "#FFCC00"
    # detached: stdin is /dev/null, output went to the log
    assert "/dev/null" in (out / "stdin").read_text()
    assert "logged-by-hook" in wait_file(state / "darkscreen" / "hooks.log")
    t.keys("q")
    assert t.exit_status() == 0


def test_a_failing_hook_shows_one_escaped_line(tmux, tmp_path):
    config = tmp_path / "config"
    write_hook(config / "darkscreen" / "hooks", "bad\x1b[31mname", "exit 3\n")
    t = tmux()
    t.start(darkscreen(), env={"XDG_CONFIG_HOME": str(config), "XDG_STATE_HOME": str(tmp_path / "state")})
    t.wait_text("darkscreen")
    t.keys("j", "Enter")
    screen = t.wait_text("failed (exit 3)")
    assert "\\u{1B}" in screen.text[0] or "\\e" in screen.text[0] or "^[" in screen.text[0] or "\\x1b" in screen.text[0].lower()
    t.keys("j")  # the UI keeps working
    t.keys("q")
    assert t.exit_status() == 0


def test_a_hanging_hook_is_stopped_after_ten_seconds_and_the_ui_never_waits(tmux, tmp_path):
    config, out = tmp_path / "config", tmp_path / "out"
    out.mkdir()
    write_hook(config / "darkscreen" / "hooks", "hang", f"echo $$ > {out}/pid; sleep 600\n")
    t = tmux()
    t.start(darkscreen(), env={"XDG_CONFIG_HOME": str(config), "XDG_STATE_HOME": str(tmp_path / "state")})
    t.wait_text("darkscreen")
    t.keys("j", "Enter")
    pid = int(wait_file(out / "pid"))
    # keys are handled at once while the hook hangs
    before = t.capture().text[0]
    t.keys("j")
    # (the hook hangs for 10 s: a key that waited for it would take that long)
    t.wait_for(lambda s: s.text[0] != before, timeout=6, what="the next theme while the hook hangs")
    assert os.path.exists(f"/proc/{pid}")
    t.wait_text("stopped after 10 s", timeout=20)
    assert not os.path.exists(f"/proc/{pid}") or open(f"/proc/{pid}/stat").read().split()[2] == "Z"
    t.keys("q")
    assert t.exit_status() == 0


def test_set_runs_the_hooks_once_even_with_darkscreen_running(tmux, tmp_path):
    config, state, out = tmp_path / "config", tmp_path / "state", tmp_path / "out"
    out.mkdir()
    write_hook(config / "darkscreen" / "hooks", "count", f"echo \"$DARKSCREEN_THEME\" >> {out}/runs\n")
    env = dict(os.environ, XDG_CONFIG_HOME=str(config), XDG_STATE_HOME=str(state), DARKSCREEN_APPEARANCE="dark")
    t = tmux()
    t.start(darkscreen(), env={"XDG_CONFIG_HOME": str(config), "XDG_STATE_HOME": str(state), "DARKSCREEN_APPEARANCE": "dark"})
    t.wait_text("darkscreen")
    names = subprocess.run([DARKSCREEN, "list"], capture_output=True, text=True, env=env).stdout.split("\n")
    third = names[2].strip()
    done = subprocess.run([DARKSCREEN, "set", third], capture_output=True, text=True, env=env, timeout=30)
    assert done.returncode == 0, done.stderr
    assert (out / "runs").read_text() == third + "\n"  # set waited for its hooks
    t.wait_text(third)  # the running darkscreen followed
    # A commit in the running darkscreen runs the hooks once more; had following `set` run them
    # again, that run would have started first and written its line before this one.
    fourth = names[3].strip()
    t.keys("Down")
    t.wait_for(lambda s: fourth in s.text[0], what=f"{fourth} highlighted")
    t.keys("Enter")
    assert wait_file(out / "runs", lines=2) == f"{third}\n{fourth}\n", "the same change ran the hooks twice"
    t.keys("q")
    assert t.exit_status() == 0
