"""A crash gives the terminal back even when it is a stack overflow, where no stack is left for the
handler: the crash signals are handled on a stack of their own. Not a `kill`: darkscreen runs, its
stack limit is lowered to exactly what its stack already spans (`prlimit --pid`), so the stack cannot
grow, and its stack pointer is moved to the last bytes of that stack (gdb), where an overflow leaves
it; the next call faults, and the kernel has no room on that stack for the signal's frame. (Every
theme reader now refuses nesting before it could recurse that deep, so no input file reaches this
state any more; gdb puts the process where such a bug would.) The shell's screen, cursor, echo and
canonical input come back, mouse reporting is off, and with --apply terminal the terminal's own
colours are given back too. Without the signal stack both tests fail: the process dies with the
alternate screen, mouse reporting and raw mode left on. The same holds on a thread darkscreen
started (the one that runs tmux for --apply tmux): each has a signal stack of its own. (`kill -SEGV` and `kill -ABRT` are covered
in test_exits.py and test_signals.py.) The position-independent build passes the same:
DARKSCREEN_BIN=.build-pie/release/darkscreen after `make build-pie`."""
import os
import re
import signal
import subprocess

import pytest

from terminal import STTY_AFTER, child_pid, darkscreen, need, pane_flags
from test_apply_terminal import ANSWERS, environment, sequences
from test_exits import assert_restored

# Bytes left above the stack's lowest mapped address: less than one signal frame.
LEFT = 256


def main_stack(pid):
    """The lowest and highest address of the process's main stack."""
    with open(f"/proc/{pid}/maps") as maps:
        for line in maps:
            if line.rstrip().endswith("[stack]"):
                low, high = line.split()[0].split("-")
                return int(low, 16), int(high, 16)
    pytest.fail(f"no [stack] mapping in /proc/{pid}/maps")


def overflow_the_stack(pid):
    for tool, package in (("prlimit", "util-linux"), ("gdb", "gdb")):
        need(tool, package)  # to exhaust a running process's stack
    low, high = main_stack(pid)
    subprocess.run(["prlimit", "--pid", str(pid), f"--stack={high - low}"], check=True)
    moved = subprocess.run(["gdb", "-p", str(pid), "-batch", "-nx", "-ex", f"set $sp = {low + LEFT:#x}", "-ex", "detach"],
                           capture_output=True, text=True, timeout=30)
    if "detached]" not in moved.stdout + moved.stderr:
        pytest.fail(f"gdb could not attach to darkscreen (ptrace not allowed here?): {moved.stderr.strip()[-300:]}")


def thread_stack(pid, name):
    """gdb's number for darkscreen's thread called `name`, and the lowest address of its stack."""
    listed = subprocess.run(["gdb", "-p", str(pid), "-batch", "-nx", "-ex", "thread apply all p/x $sp", "-ex", "detach"],
                            capture_output=True, text=True, timeout=30).stdout
    found = re.search(r'^Thread (\d+) \(.*"%s"\):\n\$\d+ = (0x[0-9a-f]+)' % re.escape(name), listed, re.M)
    if not found:
        pytest.fail(f"no thread {name!r} in darkscreen:\n{listed[-800:]}")
    sp = int(found.group(2), 16)
    with open(f"/proc/{pid}/maps") as maps:
        for line in maps:
            low, high = (int(x, 16) for x in line.split()[0].split("-"))
            if low <= sp < high:
                return int(found.group(1)), low
    pytest.fail(f"the stack pointer {sp:#x} of {name!r} is in no mapping")


def assert_the_terminal_given_back(t):
    """darkscreen ended by SIGSEGV, and the shell after it has its screen, cursor, echo and
    canonical input back, with mouse reporting off."""
    status = t.exit_status()
    assert status == 128 + signal.SIGSEGV, "a real stack overflow: SIGSEGV"
    assert_restored(t)


def sanitized():
    if os.environ.get("DARKSCREEN_SANITIZER"):
        pytest.skip("under a sanitizer, its own handler takes the fatal signals")


def test_a_stack_overflow_gives_the_terminal_back(tmux, tmp_path):
    sanitized()
    t = tmux(80, 24)
    t.start(darkscreen("--theme", "Dark") + STTY_AFTER)
    t.wait_text("Themes")
    flags = pane_flags(t)
    assert flags["alternate_on"] == 1 and flags["mouse_sgr_flag"] == 1 and flags["cursor_flag"] == 0
    overflow_the_stack(child_pid(t))
    t.keys("Down")  # it sleeps in its poll until something happens: a key wakes it onto the exhausted stack
    assert_the_terminal_given_back(t)


def test_a_stack_overflow_gives_the_terminal_its_colours_back(terminals, tmp_path):
    sanitized()
    t = terminals(["--apply", "terminal", "--appearance", "dark", "--theme", "Dark"],
                  environment(tmp_path), answers=ANSWERS)
    t.wait_for(b"\x1b]11;#000000\x07")  # Dark's background: the colours are darkscreen's now
    mark = len(t.bytes())
    overflow_the_stack(t.pid)
    t.send(b"\x1b[B")  # a key wakes it onto the exhausted stack
    status = t.wait_exit(timeout=10)
    assert os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGSEGV, "a real stack overflow: SIGSEGV"
    written = t.bytes()[mark:]
    assert b"\x1b[?1049l" in written and b"\x1b[?1000l" in written, "the screen given back"
    back = sequences(written)
    palette = b"\x1b]4" + b"".join(b";%d;#CD0000" % i for i in range(16)) + b"\x07"
    # exactly what the terminal answered at start-up, the selection reset, and nothing after it
    assert back == [b"\x1b]11;#FFFFFF\x07", b"\x1b]10;#000000\x07", b"\x1b]12;#112233\x07", palette, b"\x1b]117\x07"], back


def test_a_stack_overflow_on_another_thread_gives_the_terminal_back(tmux, tmp_path):
    sanitized()
    for tool, package in (("gdb", "gdb"),):
        need(tool, package)  # to exhaust a running thread's stack
    t = tmux(80, 24)
    t.start(darkscreen("--apply", "tmux", "--theme", "Dark") + STTY_AFTER)
    t.wait_text("Themes")
    pid = child_pid(t)
    number, low = thread_stack(pid, "ds-commands")  # it waits for the next tmux command to run
    moved = subprocess.run(["gdb", "-p", str(pid), "-batch", "-nx", "-ex", f"thread {number}", "-ex", f"set $sp = {low + LEFT:#x}",
                            "-ex", "detach"], capture_output=True, text=True, timeout=30)
    assert "detached]" in moved.stdout + moved.stderr, moved.stderr[-300:]
    t.keys("Down")  # a theme to apply: the thread wakes onto the exhausted stack
    assert_the_terminal_given_back(t)
