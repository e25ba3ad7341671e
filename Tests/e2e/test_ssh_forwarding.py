"""Light/dark across SSH and the layers in between, against a real sshd on 127.0.0.1 started by
the test: `LC_DARKSCREEN_APPEARANCE` sent with `SendEnv` decides on the far side and
`appearance --explain` names it and where it came from; `integrate ssh` adds the `SendEnv` line
that makes ssh send it and `--undo` gives the config's bytes back; a layer that answers for the
terminal (zellij, mosh) does not decide."""
import json
import os
import shlex
import subprocess

import pytest

from loopback_sshd import LoopbackSSHD
from query_terminal import QueryTerminal
from terminal import DARKSCREEN


@pytest.fixture
def sshd(tmp_path):
    server = LoopbackSSHD(tmp_path / "sshd")
    yield server
    server.close()


def remote(tmp_path, *args: str) -> str:
    """A darkscreen command line for the far side, with private folders (sshd gives the login
    its own environment: only what SendEnv sent comes along)."""
    folders = f"XDG_CONFIG_HOME={shlex.quote(str(tmp_path / 'remote-config'))} XDG_STATE_HOME={shlex.quote(str(tmp_path / 'remote-state'))}"
    return f"env {folders} DARKSCREEN_THEME_DIRS= {shlex.quote(os.path.abspath(DARKSCREEN))} " + " ".join(map(shlex.quote, args))


def test_forwarded_appearance_decides_on_the_far_side_and_is_named(sshd, tmp_path):
    env = dict(os.environ, LC_DARKSCREEN_APPEARANCE="light")
    result = subprocess.run(sshd.ssh_argv("-o", "SendEnv=LC_DARKSCREEN_APPEARANCE") + [remote(tmp_path, "appearance", "--explain")],
                            env=env, capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == "light · forwarded over SSH"
    chosen = [line for line in lines if line.startswith("→")]
    assert len(chosen) == 1 and "LC_DARKSCREEN_APPEARANCE forwarded over SSH" in chosen[0]
    assert "sent by the SSH client at 127.0.0.1" in chosen[0]
    # Not sent, the far side decides without it (nothing else answers there: dark).
    plain = subprocess.run(sshd.ssh_argv() + [remote(tmp_path, "appearance", "--json")],
                           env=env, capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)
    report = json.loads(plain.stdout)
    assert report["appearance"] == "dark" and report["source"] != "forwarded"
    assert next(s for s in report["sources"] if s["source"] == "forwarded")["status"] == "notAsked"


def test_integrate_ssh_adds_the_line_that_sends_it_and_undo_gives_the_bytes_back(sshd, tmp_path):
    home = tmp_path / "home"
    (home / ".ssh").mkdir(parents=True)
    config = home / ".ssh" / "config"
    original = "# mine\nHost other\n  User nobody\n\nHost *\n  ServerAliveInterval 30\n"
    config.write_text(original)
    env = dict(os.environ, HOME=str(home))
    added = subprocess.run([DARKSCREEN, "integrate", "ssh", "--yes"], env=env, capture_output=True, text=True, timeout=60)
    assert added.returncode == 0, added.stderr
    assert "SendEnv LC_DARKSCREEN_APPEARANCE LC_DARKSCREEN_THEME" in added.stdout, "the line is shown"
    assert config.read_text() == original.replace("Host *\n", "Host *\nSendEnv LC_DARKSCREEN_APPEARANCE LC_DARKSCREEN_THEME\n")
    status = subprocess.run([DARKSCREEN, "integrate", "--status"], env=env, capture_output=True, text=True, timeout=30).stdout
    assert "ssh: connected" in status
    # The user's own ssh, reading that config, sends the variable: the far side names it.
    sent = subprocess.run(sshd.ssh_argv(config=str(config)) + [remote(tmp_path, "appearance")],
                          env=dict(env, LC_DARKSCREEN_APPEARANCE="light"), capture_output=True, text=True, timeout=60,
                          stdin=subprocess.DEVNULL)
    assert sent.stdout.strip() == "light (from the LC_DARKSCREEN_APPEARANCE forwarded over SSH)", sent.stderr
    undone = subprocess.run([DARKSCREEN, "integrate", "--undo", "ssh"], env=env, capture_output=True, text=True, timeout=30)
    assert undone.returncode == 0, undone.stderr
    assert config.read_text() == original


def test_the_shell_snippet_exports_the_variant_ssh_sends(tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    (home / ".bashrc").write_text("# mine\n")
    env = dict(os.environ, HOME=str(home), SHELL="/bin/bash")
    subprocess.run([DARKSCREEN, "set", "Light"], env=env, capture_output=True, timeout=60, check=True)
    subprocess.run([DARKSCREEN, "integrate", "shell", "--yes"], env=env, capture_output=True, timeout=60, check=True)
    shown = subprocess.run(["bash", "-c", f". {shlex.quote(str(home / '.bashrc'))}; env"], env=env,
                           capture_output=True, text=True, timeout=30).stdout.splitlines()
    assert "LC_DARKSCREEN_APPEARANCE=light" in shown
    assert "LC_DARKSCREEN_THEME=Light" in shown


def explain_under(tmp_path, argv, extra_env):
    """`appearance --json` on a terminal that answers light (black on white), under `argv`'s wrapper."""
    env = {"PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "LANG": "C.UTF-8", "HOME": str(tmp_path),
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "DARKSCREEN_THEME_DIRS": "", **extra_env}
    terminal = QueryTerminal(argv([DARKSCREEN, "appearance", "--json"]), env,
                             foreground="rgb:0000/0000/0000", background="rgb:ffff/ffff/ffff")
    try:
        terminal.run(timeout=20)
    finally:
        terminal.close()
    text = terminal.output.decode(errors="replace")
    report = json.loads(text[text.index("{"):text.rindex("}") + 1])
    return report, {s["source"]: s for s in report["sources"]}


def test_a_layer_that_answers_for_the_terminal_does_not_decide(tmp_path):
    report, sources = explain_under(tmp_path, lambda c: c, {})
    assert (report["appearance"], report["source"]) == ("light", "terminalColors"), "the terminal itself answers light"
    report, sources = explain_under(tmp_path, lambda c: c, {"ZELLIJ": "0"})
    assert report["source"] != "terminalColors"
    assert sources["terminalColors"]["status"] == "noAnswer"
    assert sources["terminalColors"]["detail"].startswith("answered by zellij (ZELLIJ is set)")
    # mosh: a mosh-server among the ancestors (a stand-in of that name runs the command as its child).
    stand_in = tmp_path / "mosh-server"
    stand_in.write_text("#!/bin/sh\n\"$@\"\nexit $?\n")
    os.chmod(stand_in, 0o755)
    report, sources = explain_under(tmp_path, lambda c: [str(stand_in)] + c, {})
    assert report["source"] != "terminalColors"
    assert "mosh-server is an ancestor of this process" in sources["terminalColors"]["detail"]
