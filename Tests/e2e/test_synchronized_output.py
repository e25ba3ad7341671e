"""Synchronized output (mode 2026): asked once at start with DECRQM, in the same write as the other
questions; where the terminal says it knows the mode, every frame — each theme switch, each fade
frame, with the terminal's own colours written with it — is one update between CSI ? 2026 h and
CSI ? 2026 l. A terminal that does not say so (tmux 3.3 answers no DECRQM) gets no 2026 bytes."""
import json
import re
import shlex
import subprocess
import time

import pytest

from fake_terminal import ColorModel
from terminal import DARKSCREEN
from test_apply_terminal import environment

BEGIN, END = b"\x1b[?2026h", b"\x1b[?2026l"
ASK = b"\x1b[?2026$p"
BACKGROUND = re.compile(rb"\x1b\]11;#([0-9A-F]{6})\x07")


def settings(tmp_path, values):
    folder = tmp_path / "config" / "darkscreen"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "settings.json").write_text(json.dumps(values))


def outside_updates(data: bytes) -> bytes:
    """What was written outside BEGIN … END pairs; fails on a pair that is not closed or nested."""
    outside, at = b"", 0
    while True:
        begin = data.find(BEGIN, at)
        if begin < 0:
            return outside + data[at:]
        outside += data[at:begin]
        end = data.find(END, begin)
        assert end >= 0, f"an update never ended: {data[begin:begin + 200]!r}"
        assert data.find(BEGIN, begin + 1, end) < 0, "updates nested"
        at = end + len(END)


def frames_settled(t, after):
    """All the output once darkscreen is idle; what came after `after` ends an update."""
    data = t.settled()
    assert data[after:].rstrip().endswith(END), f"the output did not end an update: {data[-200:]!r}"
    return data


@pytest.mark.parametrize("state", [1, 2, 3])
def test_each_switch_is_one_update_where_the_terminal_knows_the_mode(terminals, tmp_path, state):
    settings(tmp_path, {"theme": "Dark"})
    t = terminals([], environment(tmp_path), answers={"11": "rgb:0000/0000/0000"}, modes={2026: state})
    t.wait_for(b"Themes")
    first = frames_settled(t, 0)
    assert first.count(ASK) == 1, "asked once"
    assert first.find(ASK) < first.find(b"\x1b[c"), "in the same exchange, before the fence"
    assert BEGIN in first, "the first frame is an update"
    for key in (b"\x1b[B", b"\x1b[B", b"\x1b[A", b"\t", b"\x1b[B"):
        mark = len(t.bytes())
        t.send(key)
        t.wait_for(END, after=mark)
        data = frames_settled(t, mark)[mark:]
        assert data.startswith(BEGIN), f"the switch opens an update: {data[:40]!r}"
        assert outside_updates(data) == b"", f"every byte of the switch inside the update: {outside_updates(data)[:120]!r}"
    t.send(b"q")
    assert t.wait_exit() == 0
    assert t.bytes().count(BEGIN) == t.bytes().count(END), "every update ended, the last one too"


def test_not_asked_when_start_up_asks_nothing(terminals, tmp_path):
    settings(tmp_path, {"theme": "Dark"})
    t = terminals(["--appearance", "dark"], environment(tmp_path), modes={2026: 2})
    t.wait_for(b"Themes")
    t.send(b"q")
    assert t.wait_exit() == 0
    assert b"2026" not in t.bytes(), "no exchange of its own for the mode"


@pytest.mark.parametrize("modes", [None, {2026: 0}, {2026: 4}, {2004: 2}], ids=["no-answer", "not-recognised", "permanently-reset", "other-mode"])
def test_a_terminal_that_does_not_say_it_knows_the_mode_gets_no_2026_bytes(terminals, tmp_path, modes):
    settings(tmp_path, {"theme": "Dark"})
    t = terminals([], environment(tmp_path), answers={"11": "rgb:0000/0000/0000"}, modes=modes)
    t.wait_for(b"Themes")
    mark = len(t.bytes())
    t.send(b"\x1b[B")
    t.wait_for(b"Light", after=mark)
    t.send(b"q")
    assert t.wait_exit() == 0
    data = t.bytes()
    assert data.count(ASK) == 1
    assert b"2026" not in data.replace(ASK, b""), "only the question, no synchronized-output bytes"


def test_each_fade_frame_with_the_terminals_colours_is_one_update(terminals, tmp_path):
    settings(tmp_path, {"theme": "Dark"})
    initial = {"10": "#101010", "11": "#FAFAFA", "12": "#202020", "17": "#303030", "19": "#404040",
               **{f"4;{i}": f"#{i:02X}{i:02X}{i:02X}" for i in range(16)}}
    model = ColorModel(initial, answers=("10", "11", "12", "17", "19", "4"))
    t = terminals(["--apply", "terminal", "--appearance", "dark"], environment(tmp_path), model=model, modes={2026: 2})
    t.wait_for(b"\x1b]11;#000000\x07")
    t.wait_for(b"Themes")
    frames_settled(t, 0)
    mark = len(t.bytes())
    done = subprocess.run([DARKSCREEN, "set", "Light"], env=environment(tmp_path), capture_output=True, timeout=20)
    assert done.returncode == 0, done.stderr
    t.wait_for(b"\x1b]11;#FFFFFF\x07", after=mark)
    data = frames_settled(t, mark)[mark:]
    updates = data.count(BEGIN)
    colours = [m.group(1) for m in BACKGROUND.finditer(data)]
    assert len(colours) >= 2 and updates >= len(colours), f"each fade frame its own update: {updates} updates, {colours}"
    assert outside_updates(data) == b"", f"no byte of a frame or its colours outside an update: {outside_updates(data)[:120]!r}"
    t.send(b"q")
    t.wait_exit()


def test_inside_tmux_3_3_no_2026_bytes(tmux, tmp_path):
    """tmux 3.3 answers no DECRQM: darkscreen asks once and writes frames as they are."""
    settings(tmp_path, {"theme": "Dark"})
    log = tmp_path / "out.log"
    t = tmux(80, 24)
    # `script` keeps every byte darkscreen writes (through a pty of its own, inside the pane).
    t.start("script -qfec " + shlex.quote(shlex.quote(DARKSCREEN)) + " " + shlex.quote(str(log)),
            env={"XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_STATE_HOME": str(tmp_path / "state")})
    t.wait_text("Themes")
    t.keys("Down")
    t.wait_text("Light")
    t.keys("q")
    assert t.exit_status() == 0
    data = log.read_bytes()
    assert data.count(ASK) == 1, "asked once"
    assert BEGIN not in data and END not in data
