"""Context tints on real tmux panes: `ssh` to a real sshd on 127.0.0.1 from a pane tints that
pane (and only it) per a host rule, and `exit` gives the pane back exactly what it had; a path
rule on `cd`; a uid rule when the pane's foreground user changes (`su` to another user, then
back); `darkscreen restore` after the tinting process was killed; `darkscreen context` names the
context and the rule, and a tmux in a tmux pane as a layer. The pane's shell runs the hooks
`darkscreen integrate shell` installs: `darkscreen context --apply` before each prompt, and
`--after-start` (in the background, from PS0) when a command starts."""
import json
import os
import shlex
import subprocess

import pytest

from loopback_sshd import LoopbackSSHD
from terminal import DARKSCREEN, wait_until


@pytest.fixture
def sshd(tmp_path):
    server = LoopbackSSHD(tmp_path / "sshd")
    yield server
    server.close()


def write_settings(contexts, extra=None):
    folder = os.path.join(os.environ["XDG_CONFIG_HOME"], "darkscreen")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "settings.json"), "w") as f:
        json.dump({"theme": "Dark", "appearance": "dark", "contexts": contexts, **(extra or {})}, f)


def hooked_shell(tmp_path):
    """bash with the hooks `darkscreen integrate shell` installs inside tmux: `context --apply`
    before each prompt, `--apply --after-start` as a command starts."""
    home = tmp_path / "home"
    home.mkdir(exist_ok=True)
    rc = home / ".bashrc"
    rc.write_text("PS1='ready$ '\n")
    connected = subprocess.run([DARKSCREEN, "integrate", "shell", "--yes"], capture_output=True, text=True, timeout=60,
                               env=dict(os.environ, HOME=str(home), SHELL="/bin/bash"))
    assert connected.returncode == 0, connected.stderr
    assert "_darkscreen_context" in (tmp_path / "xdg-config" / "darkscreen" / "integrations" / "shell.sh").read_text()
    return f"bash --noprofile --rcfile {shlex.quote(str(rc))} -i"


def pane_option(t, pane, name):
    return t.tmux("show-options", "-p", "-q", "-v", "-t", pane, name).strip()


def panes(t):
    return t.tmux("list-panes", "-t", t.session, "-F", "#{pane_id}").split()


def test_ssh_tints_the_pane_only_and_exit_puts_it_back_exactly(tmux, sshd, tmp_path):
    write_settings([{"when": {"host": "127.0.0.1"}, "tint": "red", "label": "loopback"}])
    t = tmux(120, 30)
    t.start(hooked_shell(tmp_path))
    t.wait_text("ready$")
    t.tmux("split-window", "-d", "-t", t.session, "sleep 600")
    mine, other = panes(t)
    t.tmux("set-option", "-p", "-t", mine, "window-style", "bg=#101820,fg=#c0c0c0")
    before = {name: pane_option(t, mine, name) for name in ("window-style", "window-active-style", "pane-colours")}
    ssh = " ".join(shlex.quote(a) for a in sshd.ssh_argv("-tt")) + " 'PS1=remote\\$\\  exec sh -i'"
    t.literal(ssh)
    t.keys("Enter")
    t.wait_text("remote$", timeout=20)
    style = wait_until(lambda: pane_option(t, mine, "window-style") != before["window-style"] and pane_option(t, mine, "window-style"),
                       timeout=5, what="the pane tinted")
    assert style.startswith("bg=#") and style != before["window-style"]
    assert pane_option(t, mine, "window-active-style") == style
    assert pane_option(t, mine, "@darkscreen-label") == "loopback"
    assert pane_option(t, other, "window-style") == "" and pane_option(t, other, "@darkscreen-context") == "", "the other pane is not tinted"
    shown = subprocess.run([DARKSCREEN, "context", "--pane", mine], capture_output=True, text=True, timeout=30,
                           env=dict(os.environ, TMUX=f"{t.tmux('display-message', '-p', '#{socket_path}').strip()},0,0"))
    assert "127.0.0.1 (over ssh" in shown.stdout and 'contexts[0]: host "127.0.0.1" → tint red' in shown.stdout, shown.stdout + shown.stderr
    t.literal("exit")
    t.keys("Enter")
    wait_until(lambda: pane_option(t, mine, "@darkscreen-context") == "", timeout=10, what="the tint taken away")
    assert {name: pane_option(t, mine, name) for name in before} == before
    assert pane_option(t, mine, "@darkscreen-label") == ""


def test_a_path_rule_tints_on_cd_and_cd_out_restores(tmux, tmp_path):
    work = tmp_path / "work" / "payments"
    (work / "api").mkdir(parents=True)
    write_settings([{"when": {"path": str(tmp_path / "work" / "payments") + "/**"}, "tint": "blue"}])
    t = tmux(100, 25)
    t.start(hooked_shell(tmp_path))
    t.wait_text("ready$")
    pane = panes(t)[0]
    assert pane_option(t, pane, "window-style") == ""
    t.literal(f"cd {shlex.quote(str(work / 'api'))}")
    t.keys("Enter")
    wait_until(lambda: pane_option(t, pane, "window-style").startswith("bg=#"), timeout=5, what="the pane tinted on cd")
    t.literal("cd /")
    t.keys("Enter")
    wait_until(lambda: pane_option(t, pane, "@darkscreen-context") == "", timeout=5, what="the tint taken away on cd out")
    assert pane_option(t, pane, "window-style") == ""


@pytest.mark.skipif(os.geteuid() != 0, reason="the tests change user with su, which needs root")
def test_a_user_rule_follows_the_foreground_user(tmux, tmp_path):
    write_settings([{"when": {"user": "root"}, "tint": "amber", "label": "root"}])
    t = tmux(100, 25)
    t.start(hooked_shell(tmp_path))
    pane = panes(t)[0]
    wait_until(lambda: pane_option(t, pane, "@darkscreen-label") == "root", timeout=5, what="root's pane tinted")
    assert pane_option(t, pane, "window-style").startswith("bg=#")
    t.literal("PS1='nobody$ ' su -s /bin/sh nobody")
    t.keys("Enter")
    t.wait_text("nobody$")
    wait_until(lambda: pane_option(t, pane, "@darkscreen-context") == "", timeout=5, what="the tint taken away for nobody")
    assert pane_option(t, pane, "window-style") == ""
    t.literal("exit")
    t.keys("Enter")
    wait_until(lambda: pane_option(t, pane, "@darkscreen-label") == "root", timeout=5, what="tinted again as root")


def test_restore_puts_a_tinted_pane_back(tmux, tmp_path):
    write_settings([{"when": {"command": "sleep"}, "tint": 140}])
    t = tmux(80, 24)
    t.start("exec sleep 600")
    pane = panes(t)[0]
    socket = t.tmux("display-message", "-p", "#{socket_path}").strip()
    env = dict(os.environ, TMUX=f"{socket},0,0", TMUX_PANE=pane)
    applied = subprocess.run([DARKSCREEN, "context", "--apply", "--pane", pane], env=env, capture_output=True, text=True, timeout=30)
    assert applied.returncode == 0, applied.stderr
    assert pane_option(t, pane, "window-style").startswith("bg=#")
    # The process that tinted it is gone (killed or not): restore puts the pane back.
    restored = subprocess.run([DARKSCREEN, "restore"], env=env, capture_output=True, text=True, timeout=30)
    assert f"put pane {pane}'s colours back" in restored.stdout, restored.stdout + restored.stderr
    assert pane_option(t, pane, "window-style") == "" and pane_option(t, pane, "@darkscreen-context") == ""


def test_context_names_a_tmux_inside_the_pane_as_a_layer(tmux, tmp_path):
    t = tmux(100, 25)
    inner = "ds-inner-" + os.urandom(4).hex()
    t.start(f"env -u TMUX tmux -L {inner} -f /dev/null new-session 'sleep 600'")
    pane = panes(t)[0]
    socket = t.tmux("display-message", "-p", "#{socket_path}").strip()
    try:
        wait_until(lambda: subprocess.run(["tmux", "-L", inner, "has-session"], capture_output=True).returncode == 0,
                   timeout=10, what="the inner tmux")
        shown = subprocess.run([DARKSCREEN, "context", "--pane", pane], capture_output=True, text=True, timeout=30,
                               env=dict(os.environ, TMUX=f"{socket},0,0"))
        assert "nested tmux (a tmux client runs in the pane)" in shown.stdout, shown.stdout + shown.stderr
    finally:
        subprocess.run(["tmux", "-L", inner, "kill-server"], capture_output=True, timeout=10)
