"""--apply terminal, byte for byte on a pty: the terminal's own colours follow the highlighted
theme (only what changed is written), and every way out gives back exactly what was there —
popped where the terminal has a colour stack, written back from its answers where it answered,
reset where it answered nothing."""
import os
import re
import signal
import subprocess
import time

import pytest

from terminal import DARKSCREEN

SET = re.compile(rb"\x1b\](1[0-9]|4(?:;\d+;#[0-9A-F]{6})+|11[0-9]|104[;\d]*)(?:;(#[0-9A-F]{6}))?\x07|\x1b\[#[PQ]")
LEAVE_ALT_SCREEN = b"\x1b[?1049l"

# the first shipped theme (Dark) and the next (its primary differs, its background does not)
FIRST = {b"11": b"#000000", b"10": b"#F2F2F7"}
SECOND_FOREGROUND = b"\x1b]10;#FFCC00\x07"

# what a terminal like alacritty answers: 10, 11, 12 and the palette, not 17/19
ANSWERS = {"10": "rgb:0000/0000/0000", "11": "rgb:ffff/ffff/ffff", "12": "rgb:1111/2222/3333",
           **{f"4;{i}": "rgb:cdcd/0000/0000" for i in range(16)}}


def environment(tmp_path, **extra):
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "LANG": "C.UTF-8", "TERM": "xterm-256color",
           "HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_STATE_HOME": str(tmp_path / "state")}
    # `make sanitize`'s settings for the sanitized binary go with it.
    env.update({k: v for k, v in os.environ.items() if k in ("ASAN_OPTIONS", "LSAN_OPTIONS", "TSAN_OPTIONS", "SWIFT_BACKTRACE")})
    env.update(extra)
    return env


def sequences(data: bytes) -> list[bytes]:
    return [m.group(0) for m in SET.finditer(data)]


def start(terminals, tmp_path, answers=None, job_control=False, **env):
    t = terminals(["--apply", "terminal", "--appearance", "dark"], environment(tmp_path, **env), answers=answers,
                  job_control=job_control)
    t.wait_for(b"\x1b]10;#F2F2F7\x07")
    return t


def after_switch(t):
    mark = len(t.bytes())
    t.send(b"j")
    at = t.wait_for(SECOND_FOREGROUND, after=mark)
    # only what changed: the background is the same in both themes, so it is not written again
    assert b"\x1b]11;" not in t.bytes()[mark:at + 40]
    return len(t.bytes())


def restore_bytes(t, mark):
    return sequences(t.bytes()[mark:])


EXITS = {
    "q": lambda t: t.send(b"q"),
    "ctrl-c": lambda t: t.send(b"\x03"),
    "esc-then-q": lambda t: (t.send(b"\x1b"), t.send(b"q")),
    "SIGTERM": lambda t: os.kill(t.pid, signal.SIGTERM),
    "SIGHUP": lambda t: os.kill(t.pid, signal.SIGHUP),
    "SIGINT": lambda t: os.kill(t.pid, signal.SIGINT),
    "SIGQUIT": lambda t: os.kill(t.pid, signal.SIGQUIT),
    # a crash: the handler writes the prepared bytes, the colours given back included
    "SIGSEGV": lambda t: os.kill(t.pid, signal.SIGSEGV),
    "SIGABRT": lambda t: os.kill(t.pid, signal.SIGABRT),
}


@pytest.mark.parametrize("how", list(EXITS))
def test_every_exit_writes_back_what_the_terminal_answered(terminals, tmp_path, how):
    if how in ("SIGSEGV", "SIGABRT") and os.environ.get("DARKSCREEN_SANITIZER"):
        # darkscreen's handler hands a crash signal on to the sanitizer's, which reports it on the
        # terminal and exits its own way (sometimes not at all within a minute under TSan)
        pytest.skip("under a sanitizer, its own handler takes the fatal signals")
    t = start(terminals, tmp_path, answers=ANSWERS)
    # the first change comes after the queries were answered; it sets background, foreground, selection
    first = sequences(t.bytes())
    assert b"\x1b]11;#000000\x07" in first and b"\x1b]10;#F2F2F7\x07" in first
    mark = after_switch(t)
    EXITS[how](t)
    t.wait_exit()
    back = restore_bytes(t, mark)
    # exactly the answered colours back (background, foreground, cursor, the shipped theme's
    # palette), the selection reset (not answered); nothing else, and nothing set after it
    palette = b"\x1b]4" + b"".join(b";%d;#CD0000" % i for i in range(16)) + b"\x07"
    assert back == [b"\x1b]11;#FFFFFF\x07", b"\x1b]10;#000000\x07", b"\x1b]12;#112233\x07", palette, b"\x1b]117\x07"], back


def test_a_terminal_with_a_colour_stack_is_pushed_then_popped(terminals, tmp_path):
    t = start(terminals, tmp_path, XTERM_VERSION="XTerm(379)")
    assert sequences(t.bytes())[0] == b"\x1b[#P"
    mark = after_switch(t)
    t.send(b"q")
    t.wait_exit()
    assert restore_bytes(t, mark) == [b"\x1b[#Q"]
    everything = sequences(t.bytes())
    assert everything.count(b"\x1b[#P") == everything.count(b"\x1b[#Q") == 1


def test_a_terminal_that_answers_nothing_gets_the_resets(terminals, tmp_path):
    t = start(terminals, tmp_path)
    mark = after_switch(t)
    os.kill(t.pid, signal.SIGTERM)
    t.wait_exit()
    palette = b"\x1b]104;" + b";".join(b"%d" % i for i in range(16)) + b"\x07"
    assert restore_bytes(t, mark) == [b"\x1b]111\x07", b"\x1b]110\x07", b"\x1b]112\x07", b"\x1b]117\x07", palette]


def test_ctrl_z_gives_the_colours_back_and_fg_applies_them_again(terminals, tmp_path):
    t = start(terminals, tmp_path, job_control=True, XTERM_VERSION="XTerm(379)")
    mark = after_switch(t)
    t.send(b"\x1a")
    t.wait_for(b"\x1b[#Q", after=mark)
    # stopped: the pop is the last colour sequence written
    deadline = time.monotonic() + 5
    while not t.is_stopped():
        assert time.monotonic() < deadline, "Ctrl-Z did not stop darkscreen"
        time.sleep(0.02)
    assert sequences(t.bytes()[mark:]) == [b"\x1b[#Q"]
    resumed = len(t.bytes())
    os.kill(t.pid, signal.SIGCONT)
    t.wait_for(SECOND_FOREGROUND, after=resumed)
    again = sequences(t.bytes()[resumed:])
    # curses' own first refresh after fg resets the palette (terminfo oc, OSC 104): darkscreen
    # applies its colours after it, so the theme's palette is not lost
    if again[0] == b"\x1b]104\x07":
        again = again[1:]
    assert again[0] == b"\x1b[#P" and b"\x1b]11;#000000\x07" in again
    assert b"\x1b]104\x07" not in again
    mark = len(t.bytes())
    t.send(b"q")
    t.wait_exit()
    assert restore_bytes(t, mark) == [b"\x1b[#Q"]


def test_without_apply_no_colour_sequence_is_written(terminals, tmp_path):
    t = terminals([], environment(tmp_path), answers=ANSWERS)
    t.wait_for(b"darkscreen")
    t.send(b"j")
    t.send(b"q")
    t.wait_exit()
    assert sequences(t.bytes()) == []


def test_export_escapes_prints_what_apply_terminal_writes(terminals, tmp_path):
    env = environment(tmp_path)
    exported = subprocess.run([DARKSCREEN, "export", "90s", "--format", "escapes", "--appearance", "dark"],
                              capture_output=True, env=env, timeout=20)
    assert exported.returncode == 0, exported.stderr
    assert exported.stdout.startswith(b"\x1b]11;#") and b"\x1b]4;0;#" in exported.stdout
    t = terminals(["--apply", "terminal", "--appearance", "dark", "--theme", "90s"], env)
    t.wait_for(exported.stdout)
    t.send(b"q")
    t.wait_exit()


INITIAL = {"10": "#101010", "11": "#FAFAFA", "12": "#202020", "17": "#303030", "19": "#404040",
           **{f"4;{i}": f"#{i:02X}{i:02X}{i:02X}" for i in range(16)}}


@pytest.mark.parametrize("kind", ["stack", "write-back"])
def test_a_second_darkscreen_while_the_first_is_suspended_leaves_every_colour_as_it_was(terminals, tmp_path, kind):
    """A terminal that keeps its colours (a model of xterm: sets, queries, resets, its stack), a shell
    with job control: darkscreen A, Ctrl-Z, darkscreen B with another theme, q, fg, q. In the end
    every colour is the terminal's own again, and while A runs again its theme is back."""
    from fake_terminal import ColorModel
    stack = kind == "stack"
    model = ColorModel(INITIAL, answers=("10", "11", "12", "17", "19", "4"), stack=stack)
    env = environment(tmp_path, PS1="$ ", **({"XTERM_VERSION": "XTerm(379)"} if stack else {}))
    t = terminals(["--norc", "--noprofile", "-i"], env, model=model, program="/bin/bash")
    t.wait_for(b"$ ")
    t.send(f"{DARKSCREEN} --apply terminal --appearance dark --theme 80s\r".encode())
    t.wait_for(b"darkscreen")
    deadline = time.monotonic() + 5
    while model.colors["11"] == INITIAL["11"]:
        assert time.monotonic() < deadline, "the first darkscreen did not set the background"
        time.sleep(0.02)
    first = dict(model.colors)
    mark = len(t.bytes())
    t.send(b"\x1a")
    t.wait_for(b"Stopped", after=mark)
    assert model.colors == INITIAL  # given back while suspended
    mark = len(t.bytes())
    t.send(f"{DARKSCREEN} --apply terminal --appearance dark --theme 90s\r".encode())
    t.wait_for(b"darkscreen", after=mark)
    deadline = time.monotonic() + 5
    while model.colors["11"] in (INITIAL["11"], first["11"]):
        assert time.monotonic() < deadline, "the second darkscreen did not set its background"
        time.sleep(0.02)
    mark = len(t.bytes())
    t.send(b"q")
    t.wait_for(b"$ ", after=mark)
    assert model.colors == INITIAL
    mark = len(t.bytes())
    t.send(b"fg\r")
    deadline = time.monotonic() + 5
    while model.colors != first:
        assert time.monotonic() < deadline, f"fg did not apply the first theme again: {model.colors}"
        time.sleep(0.02)
    t.send(b"q")
    t.wait_for(b"$ ", after=len(t.bytes()) - 1)
    deadline = time.monotonic() + 5
    while model.colors != INITIAL:
        assert time.monotonic() < deadline, f"not given back: {model.colors}"
        time.sleep(0.02)
    t.send(b"exit\r")
