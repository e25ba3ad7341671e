"""A crash gives the terminal back even when it is a stack overflow, where no stack is left for the
handler: the crash signals are handled on a stack of their own. A real overflow, not a `kill`:
darkscreen runs, its stack limit is lowered below what its stack already spans (`prlimit --pid`),
then a drop-in theme file that the library's property-list reader takes apart recursively is
dropped into a watched folder; reading it needs more stack than the limit now allows, and the
main thread faults with its stack exhausted. The shell's screen, cursor, echo and canonical input
come back, mouse reporting is off, and with --apply terminal the terminal's own colours are given
back too. (`kill -SEGV` and `kill -ABRT` are covered in test_exits.py and test_signals.py.) The
position-independent build passes the same: DARKSCREEN_BIN=.build-pie/release/darkscreen after
`make build-pie`."""
import os
import shutil
import signal
import subprocess

import pytest

from terminal import STTY_AFTER, child_pid, darkscreen, pane_flags
from test_apply_terminal import ANSWERS, environment, sequences, terminals  # noqa: F401 (a fixture)

RESTORED = {"alternate_on": 0, "cursor_flag": 1, "mouse_standard_flag": 0, "mouse_sgr_flag": 0,
            "mouse_any_flag": 0, "mouse_button_flag": 0}
# Below what the main stack already spans after start-up (the kernel maps 128 KiB and more at exec),
# so the next growth of the stack faults.
STACK_LIMIT = 64 * 1024
NESTING = 400


def nested_plist(depth=NESTING) -> str:
    """An .itermcolors file nested `depth` dictionaries deep."""
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0">' + "<dict><key>a</key>" * depth
            + "<string>x</string>" + "</dict>" * depth + "</plist>\n")


def overflow_the_stack(pid, folder):
    if shutil.which("prlimit") is None:
        pytest.fail("prlimit (util-linux) is needed to lower a running process's stack limit")
    subprocess.run(["prlimit", "--pid", str(pid), f"--stack={STACK_LIMIT}"], check=True)
    staged = folder / ".deep.tmp"
    staged.write_text(nested_plist())
    os.rename(staged, folder / "deep.itermcolors")


def no_overflow():
    """The nested file no longer makes the stack grow past the lowered limit (its reader refuses
    such nesting before taking it apart): the crash path is then not reached by this input."""
    pytest.skip("the nested .itermcolors file no longer overflows the stack: this test needs another "
                "input whose reading recurses deeper than start-up did")


def sanitized():
    if os.environ.get("DARKSCREEN_SANITIZER"):
        pytest.skip("under a sanitizer, its own handler takes the fatal signals")


def test_a_stack_overflow_gives_the_terminal_back(tmux, tmp_path):
    sanitized()
    folder = tmp_path / "themes"
    folder.mkdir()
    t = tmux(80, 24)
    t.start(darkscreen("--theme", "Dark") + STTY_AFTER, env={"DARKSCREEN_THEME_DIRS": str(folder)})
    t.wait_text("Themes")
    flags = pane_flags(t)
    assert flags["alternate_on"] == 1 and flags["mouse_sgr_flag"] == 1 and flags["cursor_flag"] == 0
    overflow_the_stack(child_pid(t), folder)
    try:
        status = t.exit_status()
    except AssertionError:
        no_overflow()
    assert status == 128 + signal.SIGSEGV, "a real stack overflow: SIGSEGV"
    flags = pane_flags(t)
    assert flags == RESTORED, f"terminal modes after the crash: {flags}"
    screen = t.wait_text("TTY:")
    tty = next(line for line in screen.text if line.startswith("TTY:")).split()
    assert "echo" in tty and "icanon" in tty, f"echo and canonical input back: {tty}"
    assert "Themes" not in str(screen), "the shell's screen is back"


def test_a_stack_overflow_gives_the_terminal_its_colours_back(terminals, tmp_path):  # noqa: F811
    sanitized()
    folder = tmp_path / "themes"
    folder.mkdir()
    t = terminals(["--apply", "terminal", "--appearance", "dark", "--theme", "Dark"],
                  environment(tmp_path, DARKSCREEN_THEME_DIRS=str(folder)), answers=ANSWERS)
    t.wait_for(b"\x1b]11;#000000\x07")  # Dark's background: the colours are darkscreen's now
    mark = len(t.bytes())
    overflow_the_stack(t.pid, folder)
    try:
        status = t.wait_exit(timeout=10)
    except AssertionError:
        no_overflow()
    assert os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGSEGV, "a real stack overflow: SIGSEGV"
    written = t.bytes()[mark:]
    assert b"\x1b[?1049l" in written and b"\x1b[?1000l" in written, "the screen given back"
    back = sequences(written)
    palette = b"\x1b]4" + b"".join(b";%d;#CD0000" % i for i in range(16)) + b"\x07"
    # exactly what the terminal answered at start-up, the selection reset, and nothing after it
    assert back == [b"\x1b]11;#FFFFFF\x07", b"\x1b]10;#000000\x07", b"\x1b]12;#112233\x07", palette, b"\x1b]117\x07"], back
