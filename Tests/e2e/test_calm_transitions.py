"""Calm transitions against the built binary: a change that happens by itself (here another
darkscreen's commit, `darkscreen set`, or the schedule on its test clock) fades darkscreen's colours
and, with `--apply terminal`, the terminal's, over at most 15 frames, in OKLab, ending exactly at
the target; a key ends a fade at its target at once; every way out during a fade gives the
terminal back exactly its own colours; `"transition": "none"` switches in one frame. The bytes are
read on a pty of the test's own (a fake terminal that keeps the colours it is sent)."""
import json
import os
import re
import signal
import subprocess
import time

import pytest

from fake_terminal import ColorModel
from terminal import DARKSCREEN, wait_until
from test_apply_terminal import environment

BACKGROUND = re.compile(rb"\x1b\]11;#([0-9A-F]{6})\x07")
DARK, LIGHT = "000000", "FFFFFF"  # the shipped Dark's and Light's backgrounds
MAX_FRAMES = 15
# the terminal's own colours before darkscreen: what every way out must give back
INITIAL = {"10": "#101010", "11": "#FAFAFA", "12": "#202020", "17": "#303030", "19": "#404040",
           **{f"4;{i}": f"#{i:02X}{i:02X}{i:02X}" for i in range(16)}}


def lightness(hex6: str) -> float:
    """OKLab lightness of an sRGB colour (Björn Ottosson's matrices)."""
    def linear(c):
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (linear(int(hex6[i:i + 2], 16)) for i in (0, 2, 4))
    l = (0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b) ** (1 / 3)
    m = (0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b) ** (1 / 3)
    s = (0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b) ** (1 / 3)
    return 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s


def settings(tmp_path, values):
    folder = tmp_path / "config" / "darkscreen"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "settings.json").write_text(json.dumps(values))


def start(terminals, tmp_path, values=None, job_control=False):
    """darkscreen with --apply terminal on Dark (committed in settings.json), its first frame out."""
    settings(tmp_path, {"theme": "Dark", **(values or {})})
    model = ColorModel(INITIAL, answers=("10", "11", "12", "17", "19", "4"))
    t = terminals(["--apply", "terminal", "--appearance", "dark"], environment(tmp_path), model=model, job_control=job_control)
    t.wait_for(b"\x1b]11;#" + DARK.encode() + b"\x07")
    t.wait_for(b"Themes")
    return t, model


def commit_elsewhere(tmp_path, theme):
    """Another darkscreen commits `theme` (`darkscreen set`): a change that happens by itself here."""
    done = subprocess.run([DARKSCREEN, "set", theme], env=environment(tmp_path), capture_output=True, timeout=20)
    assert done.returncode == 0, done.stderr


def backgrounds(t, mark):
    return [m.group(1).decode() for m in BACKGROUND.finditer(t.bytes(), mark)]


def test_another_darkscreens_commit_fades_the_terminal_in_at_most_15_frames_to_the_target_exactly(terminals, tmp_path):
    t, model = start(terminals, tmp_path)
    mark = len(t.bytes())
    commit_elsewhere(tmp_path, "Light")
    t.wait_for(b"\x1b]11;#" + LIGHT.encode() + b"\x07", after=mark)
    t.settled()  # the fade is over: nothing may follow the target
    frames = backgrounds(t, mark)
    assert frames[-1] == LIGHT, frames
    assert 2 <= len(frames) <= MAX_FRAMES, frames
    levels = [lightness(DARK)] + [lightness(f) for f in frames]
    assert all(a < b for a, b in zip(levels, levels[1:])), frames  # lighter every frame, never back
    assert model.colors["11"] == "#" + LIGHT
    t.send(b"q")
    t.wait_exit()
    assert model.colors == INITIAL


def fading(t, tmp_path):
    """Starts a fade and returns once a frame part of the way is on the terminal."""
    mark = len(t.bytes())
    commit_elsewhere(tmp_path, "Light")
    deadline = time.monotonic() + 15
    while not [f for f in backgrounds(t, mark) if f != LIGHT]:
        assert time.monotonic() < deadline, "no frame part of the way"
        time.sleep(0.005)  # poll interval of a bounded wait
    return mark


def test_a_key_during_a_fade_lands_on_the_target_at_once(terminals, tmp_path):
    t, _ = start(terminals, tmp_path)
    mark = fading(t, tmp_path)  # the first frame part of the way (not yet the target): the key comes now
    if LIGHT in backgrounds(t, mark):
        pytest.skip("the fade ended before the key could be sent (a loaded machine)")
    key = len(t.bytes())
    t.send(b"\t")  # Tab: the list goes; the theme stays, so the target is Light still
    t.wait_for(b"\x1b]11;#" + LIGHT.encode() + b"\x07", after=mark)
    t.settled()
    frames = backgrounds(t, mark)
    after_key = backgrounds(t, key)
    # a frame on its way when the key arrived may still come out; then the target, and nothing after it
    assert after_key[-1:] == [LIGHT] and after_key.count(LIGHT) == 1 and len(after_key) <= 2, \
        f"the key's frame is the target, and nothing fades after it: {frames}"
    assert len(frames) < MAX_FRAMES
    t.send(b"q")
    t.wait_exit()


EXITS = {
    "q": lambda t: t.send(b"q"),
    "SIGTERM": lambda t: os.kill(t.pid, signal.SIGTERM),
    "SIGINT": lambda t: os.kill(t.pid, signal.SIGINT),
    "SIGHUP": lambda t: os.kill(t.pid, signal.SIGHUP),
}


@pytest.mark.parametrize("how", list(EXITS))
def test_every_way_out_during_a_fade_gives_the_terminal_its_own_colours_back(terminals, tmp_path, how):
    t, model = start(terminals, tmp_path)
    fading(t, tmp_path)
    EXITS[how](t)
    t.wait_exit()
    assert model.colors == INITIAL, {k: v for k, v in model.colors.items() if INITIAL.get(k) != v}


def test_ctrl_z_during_a_fade_gives_the_colours_back_and_fg_shows_the_target(terminals, tmp_path):
    t, model = start(terminals, tmp_path, job_control=True)
    fading(t, tmp_path)
    t.send(b"\x1a")
    deadline = time.monotonic() + 10
    while not t.is_stopped():
        assert time.monotonic() < deadline, "Ctrl-Z did not stop darkscreen"
        time.sleep(0.02)  # poll interval of a bounded wait
    wait_until(t.caught_up, what="every byte before the stop read")
    assert model.colors == INITIAL
    resumed = len(t.bytes())
    os.kill(t.pid, signal.SIGCONT)
    t.wait_for(b"\x1b]11;#" + LIGHT.encode() + b"\x07", after=resumed)
    t.settled()
    assert backgrounds(t, resumed)[-1] == LIGHT
    t.send(b"q")
    t.wait_exit()
    assert model.colors == INITIAL


def test_transition_none_switches_in_one_frame(terminals, tmp_path):
    t, model = start(terminals, tmp_path, {"transition": "none"})
    mark = len(t.bytes())
    commit_elsewhere(tmp_path, "Light")
    t.wait_for(b"\x1b]11;#" + LIGHT.encode() + b"\x07", after=mark)
    t.settled()
    assert backgrounds(t, mark) == [LIGHT]
    t.send(b"q")
    t.wait_exit()
    assert model.colors == INITIAL


def test_a_bad_transition_says_so_in_one_line_and_the_rest_of_the_settings_hold(terminals, tmp_path):
    t, _ = start(terminals, tmp_path, {"transition": "slow"})
    t.wait_for(b"settings.json: transition:")
    mark = len(t.bytes())
    commit_elsewhere(tmp_path, "Light")
    t.wait_for(b"\x1b]11;#" + LIGHT.encode() + b"\x07", after=mark)
    t.send(b"q")
    t.wait_exit()


def test_the_schedules_switch_fades_on_screen_in_tmux(tmux, config, tmp_path):
    """In a private tmux on a direct-colour TERM: the companion pane's background, polled with
    `capture-pane -p -e` through the schedule's switch at 07:00 (its test clock), only ever gets
    lighter and ends exactly at Automatic's light background."""
    from test_schedule import set_clock
    from terminal import darkscreen
    clock = tmp_path / "clock"
    config.write_settings({"schedule": {"light": "07:00", "dark": "19:30"}})
    set_clock(clock, "2026-06-21T06:50:00Z")
    t = tmux(80, 24)
    t.start(darkscreen("--theme", "Automatic"), env={**config.env, "DARKSCREEN_FAKE_CLOCK": str(clock), "TZ": "UTC"},
            term="tmux-direct")
    t.wait_text("dark · schedule")
    seen = [t.capture().cell(60, 12).bg]
    set_clock(clock, "2026-06-21T06:59:59Z")  # the switch one second from now
    # black (#000000, which a direct-colour terminfo sends as #010101: 0 to 7 are palette numbers)
    assert seen[0] in ("2;0;0;0", "2;1;1;1"), seen
    deadline = time.monotonic() + 15
    while seen[-1] != "2;242;242;247":
        assert time.monotonic() < deadline, f"no switch to light: {seen}"
        bg = t.capture().cell(60, 12).bg
        if bg != seen[-1]:
            seen.append(bg)
    t.stays(lambda s: s.cell(60, 12).bg == "2;242;242;247", 0.3, what="nothing after the target")
    levels = [lightness("".join(f"{int(v):02X}" for v in bg.split(";")[1:])) for bg in seen]
    assert all(a < b for a, b in zip(levels, levels[1:])), seen
    # (which frames a capture catches depends on the machine: the pty tests above count them)
    assert len(seen) <= MAX_FRAMES + 1, seen
    t.keys("q")
    assert t.exit_status() == 0


@pytest.mark.parametrize("depth", ["256", "8"])
def test_at_fewer_colours_frames_that_change_nothing_are_not_sent(tmp_path, depth):
    """At 256 or 8 colours neighbouring frames of a fade often map to the same colours: such a
    frame writes no byte. Frames are told apart by the pauses between writes (35 ms apart)."""
    from pty_session import PtySession
    settings(tmp_path, {"theme": "Dark"})
    env = {"XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_STATE_HOME": str(tmp_path / "state"), "DARKSCREEN_THEME_DIRS": ""}
    s = PtySession("--appearance", "dark", "--colors", depth, env=env)
    try:
        assert s.read_until(b"Themes")
        deadline = time.monotonic() + 1
        while time.monotonic() < deadline:
            s.pump(0.05)
        mark = len(s.output)
        minute = time.localtime().tm_min
        commit_elsewhere(tmp_path, "Light")
        bursts, last = [], None
        deadline = time.monotonic() + 1.5
        while time.monotonic() < deadline:
            before = len(s.output)
            if s.pump(0.005):
                now = time.monotonic()
                if last is None or now - last > 0.012:
                    bursts.append(b"")
                bursts[-1] += s.output[before:]
                last = now
        if time.localtime().tm_min != minute:
            pytest.skip("the minute changed: the clock's redraw is a frame too")
        assert mark < len(s.output)
        assert 1 <= len(bursts) <= MAX_FRAMES
        assert all(burst for burst in bursts)
        if depth == "8":
            # each role flips between few of the 8 colours: most of the 15 frames change nothing, and are not sent
            assert len(bursts) <= MAX_FRAMES // 2, [len(b) for b in bursts]
        s.send(b"q")
        assert s.wait() == 0
    finally:
        s.close()


@pytest.mark.parametrize("term", ["xterm-direct", "xterm-256color", "tmux-direct"])
def test_in_a_real_terminal_a_fade_keeps_every_character_and_ends_as_a_switch_does(tmux, tmp_path, term):
    """A fade's in-between frames are written by darkscreen itself (not curses): after a clear in
    the new background where the terminal erases in it (an xterm TERM: tmux does), every cell where
    it does not (tmux's own TERM). In a private tmux, polled with
    `capture-pane -p -e` through the fade, every screen holds the same characters as before or after
    the change, and colours between the two themes are seen; the fade ends on exactly the screen a switch
    without fading (`"transition": "none"`, a second darkscreen beside it) shows, cell for cell, and
    so does the next key (curses, back at work, knows what is on the screen)."""
    from settings_env import Config
    from terminal import darkscreen
    runs = {}
    for transition in ("fade", "none"):
        config = Config(tmp_path / transition)
        config.write_settings({"theme": "Dark", "transition": transition})
        t = tmux(80, 24)
        t.start(darkscreen("--appearance", "dark"), env={**config.env, "DARKSCREEN_THEME_DIRS": ""}, term=term)
        runs[transition] = (t, config)
    for t, _ in runs.values():
        t.wait_text("Themes")
    faded, _ = runs["fade"]
    switched, _ = runs["none"]
    before = faded.settled(faded.capture())

    def pane_colours(screen):
        # the list's background, under its rows but the highlighted ones (Dark's, then Light's):
        # capture-pane leaves out blanks a line ends with, so the companion pane is not in it
        return {screen.cell(column, row).bg for row in (2, *range(5, 24)) for column in range(0, 26)}
    assert len(pane_colours(before)) == 1

    def same(a, b):
        return all(x.fg == y.fg and x.bg == y.bg and (x.bold, x.reverse, x.underline) == (y.bold, y.reverse, y.underline)
                   for ra, rb in zip(a.rows, b.rows) for x, y in zip(ra, rb)) and a.text_without_clock() == b.text_without_clock()

    def fade_to(theme, before):
        """Both commit `theme`; returns the faded screen at its end and whether a frame between was seen."""
        for _, config in runs.values():
            done = config.run("set", theme)
            assert done.returncode == 0, done.stderr
        after = switched.wait_for(lambda s: theme in s.text[0] and pane_colours(s) != pane_colours(before), what="the switch")
        target = pane_colours(after)
        seen, deadline = [], time.monotonic() + 10
        while not seen or pane_colours(seen[-1]) != target:
            assert time.monotonic() < deadline, "the fade did not end at the target"
            seen.append(faded.capture())
        # (a capture may catch tmux half-way through a frame: its colours are checked at the end)
        for screen in seen:
            assert screen.text_without_clock() in (before.text_without_clock(), after.text_without_clock()), str(screen)
        ended = faded.settled(faded.capture())
        assert same(ended, switched.settled(switched.capture())), f"{ended}\n---\n{switched.capture()}"
        between = {frozenset(pane_colours(s)) for s in seen} - {frozenset(pane_colours(before)), frozenset(target)}
        return ended, bool(between)

    # a fade on a slow machine (a sanitizer, a loaded CI) may end at once (a frame late for its slot
    # ends it): fade back and forth until frames between the themes were caught
    ended, between = fade_to("Light", before)
    for theme in ("Dark", "Light", "Dark"):
        if between:
            break
        ended, between = fade_to(theme, ended)
    if not between:
        pytest.skip("every fade ended at once: the machine is too slow for one (the end states were checked)")
    for t, _ in runs.values():
        t.keys("Down")
    faded.wait_for(lambda s: s.text != ended.text, what="the highlight moved")
    moved = faded.settled(faded.capture())
    assert same(moved, switched.settled(switched.capture()))
    for t, _ in runs.values():
        t.keys("q")
        assert t.exit_status() == 0
