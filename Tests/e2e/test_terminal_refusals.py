"""Terminals darkscreen cannot draw on are refused in one message with exit status 4 and nothing
written to the terminal: no cursor addressing (TERM=dumb and the like), or a window larger than
darkscreen draws (COLUMNS/LINES or the real size) — at start or when the window grows later,
with memory bounded whatever the size."""
import fcntl
import os
import signal
import struct
import termios

import pytest

from exit_codes import NOT_A_TERMINAL



def refused(s, needle):
    status = s.wait()
    text = s.output.decode("utf-8", "replace")
    assert status == NOT_A_TERMINAL, text
    assert b"\x1b" not in s.output, f"escape sequences written: {s.output!r}"
    lines = [line for line in text.replace("\r", "").split("\n") if line]
    # one message, wrapped at word boundaries to the terminal's width: what follows is indented
    assert lines[0].startswith("darkscreen: ") and all(line.startswith("  ") for line in lines[1:]), lines
    assert needle in " ".join(" ".join(lines).split()), lines
    assert s.echo_and_canonical()


@pytest.mark.parametrize("term", ["dumb", "lpr", "glasstty", "tty33"])
def test_terminal_without_cursor_addressing_is_refused_without_a_query(session, term):
    s = session(env={"TERM": term})
    refused(s, f"TERM={term} cannot move the cursor")


@pytest.mark.parametrize("columns,lines", [("40000", "30"), ("100", "99999999999999999999"), ("2000", "1000"), ("32768", "1")])
def test_columns_and_lines_beyond_what_darkscreen_draws(session, columns, lines):
    s = session(env={"COLUMNS": columns, "LINES": lines})
    refused(s, "terminal too large")


@pytest.mark.parametrize("size", [(60000, 40), (2000, 600), (1200, 1000)])
def test_a_real_window_beyond_what_darkscreen_draws(session, size):
    s = session(size=size)
    refused(s, f"terminal too large ({size[0]}x{size[1]})")


def test_a_large_but_drawable_window_starts(session):
    s = session("--theme", "Dark", size=(1000, 500))
    assert s.read_until(b"Themes")
    s.send(b"q")
    assert s.wait() == 0


@pytest.mark.parametrize("size", [(10000, 10000), (65535, 24), (1500, 700)])
def test_growing_past_the_limit_while_running_ends_with_a_message_and_bounded_memory(session, size):
    s = session("--theme", "Dark", "--appearance", "dark")
    assert s.read_until(b"Themes")
    fcntl.ioctl(s.slave, termios.TIOCSWINSZ, struct.pack("HHHH", size[1], size[0], 0, 0))
    s.kill(signal.SIGWINCH)
    status = s.wait(timeout=20)
    assert status == NOT_A_TERMINAL
    tail = s.output[s.output.rfind(b"\x1b[?1049l"):]
    assert b"\x1b[?1049l" in tail and f"terminal too large ({size[0]}x{size[1]})".encode() in tail
    assert s.echo_and_canonical()
    # darkscreen's own largest resident size, from its wait4 (not RUSAGE_CHILDREN: that is the
    # peak of every child pytest has waited for, an earlier test's `swift build` included).
    assert s.peak_rss_kib is not None
    peak_mib = s.peak_rss_kib / 1024
    assert peak_mib < 200, f"peak RSS {peak_mib:.0f} MiB"
