"""DARKSCREEN_FRAME_REPORT, the diagnostic a script that drives darkscreen waits on: one line,
`frames=N state=busy|pending|idle pid=P`, replaced whole as it changes; idle only when nothing is
due (a fade's frames are not); nothing written when unset; a file it cannot write changes nothing
on screen."""
import os
import re

import pytest

from terminal import child_pid, darkscreen, read_frame_report, wait_until
from test_live_sync import shows

LINE = re.compile(r"frames=(\d+) state=(busy|pending|idle) pid=(\d+)\n")


def test_the_report_counts_frames_and_says_idle_once_a_key_is_drawn(tmux):
    t = tmux(80, 24)
    t.start(darkscreen("--theme", "Dark", "--appearance", "dark"))
    t.wait_text("Themes")
    report = wait_until(lambda: (r := read_frame_report(t.report)) and r[1] == "idle" and r, what="idle after the first frame")
    with open(t.report) as f:
        assert LINE.fullmatch(f.read()), "one line in the documented form"
    assert report[2] == child_pid(t), "the pid is darkscreen's"
    assert report[0] >= 1, "the first frame is counted"
    t.keys("Down")
    screen = t.wait_frame_after(report[0])
    assert "  Light  " in screen.text[0], f"the frame after the key shows it\n{screen}"
    after = read_frame_report(t.report)
    assert after[1] == "idle" and after[0] > report[0]
    t.keys("q")
    assert t.exit_status() == 0
    assert read_frame_report(t.report) is None, "the report of a darkscreen that has exited is none"


def test_a_fade_is_never_idle_before_its_last_frame(tmux, config):
    config.write_settings({"theme": "Dark", "transition": "fade"})
    t = tmux(80, 24)
    t.start(darkscreen("--appearance", "dark"), env=config.env)
    t.wait_text("Themes")
    start = wait_until(lambda: (r := read_frame_report(t.report)) and r[1] == "idle" and r, what="idle after the first frame")
    assert config.run("set", "Light").returncode == 0
    seen = []

    def faded():
        with open(t.report) as f:
            seen.append(f.read())
        report = read_frame_report(t.report)
        return report and report[0] > start[0] and report[1] == "idle" and shows("Light")(t.capture())
    wait_until(faded, what="Light's colours shown, darkscreen idle", interval=0.002)
    end = read_frame_report(t.report)[0]
    if end - start[0] < 2:
        pytest.skip("the fade ended at once (a frame late for its slot ends it: a loaded machine)")
    states = [LINE.fullmatch(line) for line in seen]
    assert all(states), f"every read saw a whole line: {seen}"
    early = [m.group(0) for m in states if m.group(2) == "idle" and start[0] < int(m.group(1)) < end]
    assert early == [], f"idle in the middle of the fade ({start[0]} → {end} frames): {early[:5]}"


def test_unset_writes_nothing_and_an_unwritable_file_changes_nothing_on_screen(tmux, tmp_path):
    t = tmux(80, 24)
    t.start(darkscreen("--theme", "Dark", "--appearance", "dark"), env={"DARKSCREEN_FRAME_REPORT": ""})
    t.wait_text("Themes")
    t.keys("Down")
    t.wait_for(lambda s: "  Light  " in s.text[0], what="the key drawn")
    assert not os.path.exists(t.report), "empty: no report"
    t.keys("q")
    assert t.exit_status() == 0
    blocked = tmp_path / "a-file"
    blocked.write_text("")
    u = tmux(80, 24)
    u.start(darkscreen("--theme", "Dark", "--appearance", "dark"), env={"DARKSCREEN_FRAME_REPORT": str(blocked / "report")})
    shown = u.wait_text("Themes")
    u.keys("Down")
    moved = u.wait_for(lambda s: "  Light  " in s.text[0], what="the key drawn")
    assert all("report" not in line for line in moved.text), "no message on the screen"
    assert moved.text[1:] != shown.text[1:] or moved.text[0] != shown.text[0]
    u.keys("q")
    assert u.exit_status() == 0
