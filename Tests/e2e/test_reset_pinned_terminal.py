"""--apply terminal where a terminal's reset pins a colour (Ghostty up to 1.3.1 takes OSC 111 as
a fixed background): darkscreen changes only the colours the terminal answered and gives back the
exact values it read, never a reset, on every way out."""
import os
import re
import signal

import pytest

from fake_terminal import ColorModel
from test_apply_terminal import environment

INITIAL = {"10": "#101010", "11": "#FAFAFA", "12": "#202020", "17": "#303030", "19": "#404040",
           **{f"4;{i}": f"#{i:02X}{i:02X}{i:02X}" for i in range(16)}}
RESET = re.compile(rb"\x1b\](?:11[0-9]|104)[;\x07\x1b]")

WAYS_OUT = {"q": lambda t: t.send(b"q"), "SIGTERM": lambda t: os.kill(t.pid, signal.SIGTERM),
            "SIGHUP": lambda t: os.kill(t.pid, signal.SIGHUP)}


@pytest.mark.parametrize("version", ["1.3.1", "1.2.3", "1.1.0-main+abc"])
@pytest.mark.parametrize("answers", [("10", "11"), ("10", "11", "12", "17", "19", "4")], ids=["some", "all"])
@pytest.mark.parametrize("way", list(WAYS_OUT), ids=list(WAYS_OUT))
def test_ghostty_gets_its_exact_colours_back_and_no_reset(terminals, tmp_path, version, answers, way):
    folder = tmp_path / "config" / "darkscreen"
    folder.mkdir(parents=True)
    (folder / "settings.json").write_text('{"theme": "Dark"}')
    model = ColorModel(INITIAL, answers=answers)
    env = environment(tmp_path, TERM_PROGRAM="ghostty", TERM_PROGRAM_VERSION=version)
    t = terminals(["--apply", "terminal", "--appearance", "dark"], env, model=model)
    t.wait_for(b"\x1b]11;#000000\x07")
    t.wait_for(b"Themes")
    mark = len(t.bytes())
    t.send(b"\x1b[B")  # another theme: the colours change again
    t.wait_for(b"\x1b]11;#", after=mark)
    WAYS_OUT[way](t)
    t.wait_exit()
    out = t.bytes()
    assert not RESET.search(out), f"a reset was written: {RESET.search(out).group(0)!r}"
    assert model.colors == INITIAL, "every colour back exactly as it was read"
    for slot in set(["12", "17", "19"]) - set(answers):
        assert f"\x1b]{slot};#".encode() not in out, f"OSC {slot} was not answered, so it is never changed"


def test_a_later_ghostty_is_reset_as_before(terminals, tmp_path):
    folder = tmp_path / "config" / "darkscreen"
    folder.mkdir(parents=True)
    (folder / "settings.json").write_text('{"theme": "Dark"}')
    model = ColorModel(INITIAL, answers=("10", "11"))
    env = environment(tmp_path, TERM_PROGRAM="ghostty", TERM_PROGRAM_VERSION="1.3.2")
    t = terminals(["--apply", "terminal", "--appearance", "dark"], env, model=model)
    t.wait_for(b"Themes")
    t.send(b"q")
    t.wait_exit()
    assert RESET.search(t.bytes()), "a slot it did not answer is reset there"
