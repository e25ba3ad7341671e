"""Every way out gives the terminal back: normal screen, cursor, echo, mouse reporting off."""
import os
import pty
import re
import select
import signal
import subprocess

import pytest

from exit_codes import NOT_A_TERMINAL, USAGE
from terminal import DARKSCREEN, STTY_AFTER, child_pid, darkscreen, pane_flags

RESTORED = {"alternate_on": 0, "cursor_flag": 1, "mouse_standard_flag": 0, "mouse_sgr_flag": 0,
            "mouse_any_flag": 0, "mouse_button_flag": 0}


def assert_restored(t):
    flags = pane_flags(t)
    assert flags == RESTORED, f"terminal modes after exit: {flags}"
    screen = t.wait_text("TTY:")
    tty = next(line for line in screen.text if line.startswith("TTY:")).split()
    assert "echo" in tty and "icanon" in tty, f"echo and canonical input back: {tty}"
    assert "Themes" not in str(screen), "the shell's screen is back"


def start(tmux):
    t = tmux(80, 24)
    t.start(darkscreen("--theme", "Dark") + STTY_AFTER)
    t.wait_text("Themes")
    flags = pane_flags(t)
    assert flags["alternate_on"] == 1 and flags["mouse_sgr_flag"] == 1 and flags["mouse_standard_flag"] == 1
    return t


# Settings are written by the effect path of another branch; a signal ends the run loop the same
# way `q` does (InteractiveSession.run returns), so whatever the caller saves runs on both paths.
@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGHUP, signal.SIGINT])
def test_signal_restores_terminal_and_exits_conventionally(tmux, sig):
    t = start(tmux)
    os.kill(child_pid(t), sig)
    assert t.exit_status() == 128 + sig
    assert_restored(t)


def test_ctrl_c_key_is_sigint(tmux):
    t = start(tmux)
    t.keys("C-c")
    assert t.exit_status() == 130
    assert_restored(t)


@pytest.mark.parametrize("sig", [signal.SIGSEGV, signal.SIGABRT])
def test_fatal_error_restores_terminal(tmux, sig):
    if os.environ.get("DARKSCREEN_SANITIZER"):
        pytest.skip("under a sanitizer, its own handler takes the fatal signals")
    t = start(tmux)
    os.kill(child_pid(t), sig)
    assert t.exit_status() == 128 + sig
    assert_restored(t)


def test_quit_restores_terminal(tmux):
    t = start(tmux)
    t.keys("q")
    assert t.exit_status() == 0
    assert_restored(t)


def test_ctrl_z_suspends_and_fg_redraws(tmux):
    t = tmux(80, 24)
    t.start("bash --norc --noprofile -i", env={"PS1": "$ "})
    t.wait_text("$")
    t.literal(darkscreen("--theme", "Dark"))
    t.keys("Enter")
    t.wait_text("Themes")
    t.keys("Down")
    t.wait_for(lambda s: "Light" in s.text[0], what="Light applied")
    t.keys("C-z")
    screen = t.wait_text("Stopped")
    assert pane_flags(t) == RESTORED, "suspended: the terminal is the shell's"
    t.literal("echo TTY: $(stty -a | tr ' ;' '\\n\\n' | grep -E '^-?(echo|icanon)$' | tr '\\n' ' ')")
    t.keys("Enter")
    screen = t.wait_for(lambda s: any(line.startswith("TTY:") for line in s.text), what="stty")
    tty = next(line for line in screen.text if line.startswith("TTY:")).split()
    assert "echo" in tty and "icanon" in tty
    t.literal("fg")
    t.keys("Enter")
    screen = t.wait_for(lambda s: "Light" in s.text[0] and "Themes" in s.text[1], what="darkscreen back")
    assert pane_flags(t)["alternate_on"] == 1 and pane_flags(t)["mouse_sgr_flag"] == 1
    # fully redrawn: every row of the list and every companion cell is back, in Light's colours
    assert [line[3:].split("│")[0].strip() for line in screen.text[2:8]] == ["Automatic", "Dark", "Light", "80s", "90s", "Outrun"]
    companion = [screen.cell(c, r) for r in range(1, 24) for c in range(27, 80)]
    assert all(c.char == " " and c.bg == "5;231" for c in companion), f"companion pane repainted\n{screen}"
    t.keys("Down")
    t.wait_for(lambda s: "80s" in s.text[0], what="keys work after fg")
    t.keys("q")
    t.wait_text("$ ")


def run_in_pty(args, env, stdin_tty=True, stdout_tty=True):
    """Runs darkscreen with stdin/stdout on a pty (or not); returns status, stderr, what reached the pty."""
    master, slave = pty.openpty()
    result = subprocess.run([DARKSCREEN, *args], env=env, capture_output=False, timeout=10,
                            stdin=slave if stdin_tty else subprocess.DEVNULL,
                            stdout=slave if stdout_tty else subprocess.PIPE, stderr=subprocess.PIPE)
    os.close(slave)
    written = b""
    while select.select([master], [], [], 0.1)[0]:
        try:
            chunk = os.read(master, 4096)
        except OSError:
            break
        if not chunk:
            break
        written += chunk
    os.close(master)
    return result.returncode, result.stderr.decode(), written + (result.stdout or b"")


BASE_ENV = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "LANG": "C.UTF-8"}


@pytest.mark.parametrize("stdin_tty,stdout_tty", [(False, True), (True, False), (False, False)])
def test_not_a_terminal_refuses_with_one_line(stdin_tty, stdout_tty):
    status, err, written = run_in_pty([], BASE_ENV | {"TERM": "xterm-256color"}, stdin_tty, stdout_tty)
    assert status == NOT_A_TERMINAL
    assert len(err.strip().splitlines()) == 1 and "terminal" in err
    assert b"\x1b" not in written and "\x1b" not in err, "no escape sequences"


def test_shell_redirections_refuse():
    for command in [f"{DARKSCREEN} < /dev/null", f"{DARKSCREEN} | cat"]:
        result = subprocess.run(["bash", "-c", "set -o pipefail; " + command], capture_output=True, timeout=10)
        assert result.returncode == NOT_A_TERMINAL, command
        assert b"\x1b" not in result.stdout + result.stderr
        assert len(result.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("term,needle", [(None, "TERM is not set"), ("no-such-terminal", "not known to terminfo"),
                                         ("evil\x1b[31m", "\\x1B")])
def test_unusable_term_names_the_problem(term, needle):
    env = dict(BASE_ENV)
    if term is not None:
        env["TERM"] = term
    status, err, written = run_in_pty([], env)
    assert status == NOT_A_TERMINAL
    assert len(err.strip().splitlines()) == 1 and needle in err, err
    assert b"\x1b" not in written and "\x1b" not in err, "no escape sequences"


LEFTOVER_INPUT = """import os, select, tty
tty.setcbreak(0)
left = b""
while select.select([0], [], [], 0.5)[0]:
    left += os.read(0, 100)
print("LEFT=%r" % left)
"""


def test_error_after_the_appearance_probe_leaves_no_reply_for_the_shell(tmux, tmp_path):
    # The appearance queries go out while the themes load; an error there must still wait for the
    # terminal's replies, so none of them reach the shell as typed input.
    script = tmp_path / "leftover.py"
    script.write_text(LEFTOVER_INPUT)
    t = tmux(80, 24)
    t.start(darkscreen("--theme", "nope") + f" 2>&1; echo STATUS=$?; python3 {script}")
    screen = t.wait_text("LEFT=", timeout=10)
    text = str(screen)
    assert f"STATUS={USAGE}" in text
    assert "unknown theme" in text and text.count("darkscreen:") == 1
    assert "LEFT=b''" in text, text


def test_sigtstp_from_outside_suspends_like_ctrl_z_with_the_help_open(tmux):
    t = tmux(80, 24)
    t.start("bash --norc --noprofile -i", env={"PS1": "$ "})
    t.wait_text("$")
    t.literal(darkscreen("--theme", "Dark"))
    t.keys("Enter")
    t.wait_text("Themes")
    t.keys("?")
    t.wait_text("close this help")
    # The pane runs sh, which runs the interactive bash, which runs darkscreen.
    bash = child_pid(t)
    with open(f"/proc/{bash}/task/{bash}/children") as f:
        children = [int(p) for p in f.read().split()]
    assert len(children) == 1, f"darkscreen under the shell: {children}"
    os.kill(children[0], signal.SIGTSTP)
    t.wait_text("Stopped")
    assert pane_flags(t) == RESTORED, "suspended: the terminal is the shell's"
    t.literal("fg")
    t.keys("Enter")
    t.wait_for(lambda s: "close this help" in str(s) and pane_flags(t)["alternate_on"] == 1, what="darkscreen back, the help open")
    t.keys("Escape")
    t.wait_for(lambda s: "close this help" not in str(s), what="keys work after fg")
    t.keys("q")
    t.wait_text("$ ")
