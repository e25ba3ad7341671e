"""Keys typed before the first frame — while the start-up probe has the terminal in raw mode and
is waiting for the terminal's answers — are not lost: they are handled like any other key."""
from pty_session import PtySession


def test_q_typed_before_the_first_frame_quits():
    # A pty answers no query: the probe waits its whole budget, and the q arrives within it.
    s = PtySession("--theme", "Dark")
    try:
        s.send(b"q")
        assert s.wait(timeout=10) == 0
        assert s.echo_and_canonical(), "the terminal is given back"
    finally:
        s.close()

