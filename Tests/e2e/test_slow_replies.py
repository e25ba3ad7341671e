"""A terminal on a slow link: its replies to darkscreen's questions (OSC 10/11, the 997 report,
DA1) arrive in pieces with pauses between them, across the start-up budget and while the UI runs.
No piece is ever taken as a key: the reply bytes hold `]` (wider split), `?` (help), `a`
(appearance), `c`, digits; after it all the layout, the appearance setting and the theme are as
they were, and no help panel was drawn."""
import time

import pytest

from query_terminal import QueryTerminal
from terminal import DARKSCREEN

BASE_ENV = {"PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "LANG": "C.UTF-8", "HOME": "/nonexistent"}


def cut_after_escapes(reply: bytes):
    """Every reply cut right after its ESC and again in its middle: the worst places."""
    pieces, start = [], 0
    for at in range(len(reply)):
        if reply[at] == 0x1B and at + 1 < len(reply) and reply[at + 1] != ord("\\"):
            pieces += [reply[start:at + 1]]
            start = at + 1
            middle = reply.find(b":", start)
            if middle > 0:
                pieces.append(reply[start:middle + 3])
                start = middle + 3
    return pieces + [reply[start:]]


def wait(term, seconds):
    """The terminal keeps answering meanwhile."""
    deadline = time.monotonic() + seconds
    term.run(until=lambda out: time.monotonic() >= deadline, timeout=seconds + 10)


def cut_every_byte(reply: bytes):
    return [reply[i:i + 1] for i in range(len(reply))]


@pytest.mark.parametrize("cut,pause", [(cut_after_escapes, 0.07), (cut_after_escapes, 0.2), (cut_every_byte, 0.012)],
                         ids=["after-esc-70ms", "after-esc-200ms", "byte-by-byte"])
def test_replies_split_with_pauses_are_never_keys(tmp_path, cut, pause):
    config, state = tmp_path / "config", tmp_path / "state"
    env = {**BASE_ENV, "XDG_CONFIG_HOME": str(config), "XDG_STATE_HOME": str(state), "XDG_CACHE_HOME": str(tmp_path / "cache")}
    with QueryTerminal([DARKSCREEN, "--theme", "Automatic"], {**env, "DARKSCREEN_THEME_DIRS": ""}, foreground="rgb:1c1c/1c1c/1e1e",
                       background="rgb:f2f2/f2f2/f7f7", cut=cut, pause=pause) as term:
        term.run(until=lambda out: "light · terminal background".encode() in out, timeout=20)
        # the start-up replies all out (a terminal sends a report after the reply it is writing, not inside it)
        term.run(until=lambda out: not term.pending, timeout=20)
        # the terminal reports a palette change (mode 2031): darkscreen asks its colours again,
        # and the answers come as slowly (now dark)
        term.answers = {b"10": "rgb:ffff/ffff/ffff", b"11": "rgb:0a0a/0a0a/0a0a"}
        mark = len(term.output)
        # (the report is unsolicited: an ESC alone is the Escape key after 30 ms, so it is cut after its CSI)
        for piece in [b"\x1b[", b"?99", b"7;1", b"n"]:
            term.write(piece)
            wait(term, pause)
        term.run(until=lambda out: "dark · terminal".encode() in out[mark:], timeout=20)
        # every answer has come (the fence too): then quit
        asked = term.output[mark:].count(b"\x1b[c")
        assert asked == 1
        term.run(until=lambda out: not term.pending, timeout=20)
        term.write(b"q")
        assert term.run(timeout=20) == 0
        assert term.leftover() == b""
    shown = term.output.decode(errors="replace")
    assert "close this help" not in shown, "a reply's ? opened the help"
    assert not (state / "darkscreen" / "state.json").exists(), "a reply's ] or [ changed the split"
    assert not (config / "darkscreen" / "settings.json").exists(), "a reply's a changed the appearance, or a theme was committed"


# A reply whose ESC stalls past the point where it is the Escape key (longer than any hold): its rest
# is the reply's tail, recognised whatever the cut, never keys.
STALLED = [
    [b"\x1b", b"[?997;1n"],
    [b"\x1b", b"[", b"?997;1n"],
    [b"\x1b", b"[?", b"997;", b"1n"],
    [b"\x1b", b"[?997;1", b"n"],
]


@pytest.mark.parametrize("pieces", STALLED, ids=["after-esc", "after-csi", "three-cuts", "before-final"])
def test_a_report_whose_escape_stalled_is_still_the_report(tmp_path, pieces):
    config, state = tmp_path / "config", tmp_path / "state"
    env = {**BASE_ENV, "XDG_CONFIG_HOME": str(config), "XDG_STATE_HOME": str(state), "XDG_CACHE_HOME": str(tmp_path / "cache")}
    with QueryTerminal([DARKSCREEN, "--theme", "Automatic"], {**env, "DARKSCREEN_THEME_DIRS": ""}, foreground="rgb:1c1c/1c1c/1e1e",
                       background="rgb:f2f2/f2f2/f7f7") as term:
        term.run(until=lambda out: "light · terminal background".encode() in out, timeout=20)
        term.run(until=lambda out: not term.pending, timeout=20)
        term.answers = {b"10": "rgb:ffff/ffff/ffff", b"11": "rgb:0a0a/0a0a/0a0a"}
        mark = len(term.output)
        for piece in pieces:
            term.write(piece)
            wait(term, 0.6 if piece == b"\x1b" else 0.3)
        term.run(until=lambda out: "dark · terminal".encode() in out[mark:], timeout=20)
        term.run(until=lambda out: not term.pending, timeout=20)
        term.write(b"q")
        assert term.run(timeout=20) == 0
        assert term.leftover() == b""
    shown = term.output.decode(errors="replace")
    assert "close this help" not in shown, "a reply's ? opened the help"
    assert not (state / "darkscreen" / "state.json").exists(), "a reply's [ changed the split"


@pytest.mark.parametrize("pieces", [[b"\x1b", b"]11;rgb:0000/0000/0000\x07"], [b"\x1b", b"]", b"11;rgb:00", b"00/0000/0000\x07"],
                                    [b"\x1b", b"]1", b"1;rgb:0000/0000/0000\x1b", b"\\"]],
                         ids=["after-esc", "after-osc", "inside-st"])
def test_a_colour_reply_whose_escape_stalled_types_nothing(tmp_path, pieces):
    config, state = tmp_path / "config", tmp_path / "state"
    env = {**BASE_ENV, "XDG_CONFIG_HOME": str(config), "XDG_STATE_HOME": str(state), "XDG_CACHE_HOME": str(tmp_path / "cache")}
    with QueryTerminal([DARKSCREEN, "--theme", "Automatic", "--appearance", "light"], {**env, "DARKSCREEN_THEME_DIRS": ""},
                       foreground="rgb:1c1c/1c1c/1e1e", background="rgb:f2f2/f2f2/f7f7") as term:
        term.run(until=lambda out: b"Automatic" in out, timeout=20)
        term.run(until=lambda out: not term.pending, timeout=20)
        for piece in pieces:
            term.write(piece)
            wait(term, 0.6 if piece == b"\x1b" else 0.3)
        # then a key that shows it is read: the help, closed again
        mark = len(term.output)
        term.write(b"?")
        term.run(until=lambda out: b"close this help" in out[mark:], timeout=20)
        term.write(b"?")
        term.write(b"q")
        assert term.run(timeout=20) == 0
        assert term.leftover() == b""
    assert not (state / "darkscreen" / "state.json").exists(), "the reply's ] widened the split"
    assert not (config / "darkscreen" / "settings.json").exists(), "a reply's byte changed a setting"
