"""The terminal's colours, asked in one fenced exchange: OSC 10 and 11 in one write behind one DA1
fence, one budget for the whole exchange, the CIE L* rule, refusals where asking is unsafe, and
no reply ever left for the shell. A fake terminal on a real pty answers (or not)."""
import json
import time

from query_terminal import QueryTerminal
from terminal import DARKSCREEN

BASE_ENV = {"PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "LANG": "C.UTF-8", "HOME": "/nonexistent"}


def appearance_json(tmp_path, extra_env=None, **terminal):
    env = {**BASE_ENV, "XDG_CONFIG_HOME": str(tmp_path), **(extra_env or {})}
    with QueryTerminal([DARKSCREEN, "appearance", "--json"], env, **terminal) as term:
        start = time.monotonic()
        status = term.run()
        elapsed = time.monotonic() - start
        text = term.output.decode(errors="replace").replace("\r\n", "\n")
        body = text[text.index("{"):]
        term.left = term.leftover()
        return json.loads(body), term, status, elapsed


def source(report, name):
    return next(s for s in report["sources"] if s["source"] == name)


def test_foreground_and_background_are_asked_in_one_write_and_decide_by_lightness(tmp_path):
    # grey paper with black ink: light, although the background alone is near the middle
    report, term, status, _ = appearance_json(tmp_path, foreground="rgb:0000/0000/0000", background="rgb:8080/8080/8080")
    assert status == 0
    assert b"\x1b]10;?\x1b\\\x1b]11;?\x1b\\\x1b[c" in term.output, "OSC 10, OSC 11 and the DA1 fence together"
    assert report["version"] == 1 and report["appearance"] == "light" and report["source"] == "terminalColors"
    colours = source(report, "terminalColors")
    assert colours["detail"].startswith("background #808080") and "foreground #000000" in colours["detail"]
    assert colours["milliseconds"] is not None and colours["milliseconds"] < 100
    # grey slate with white chalk: dark
    report, *_ = appearance_json(tmp_path, foreground="rgb:ffff/ffff/ffff", background="rgb:8080/8080/8080")
    assert report["appearance"] == "dark" and report["source"] == "terminalColors"


def test_a_late_answer_is_read_up_to_the_fence_and_never_left_for_the_shell(tmp_path):
    report, term, status, _ = appearance_json(tmp_path, {"COLORFGBG": "0;15"}, foreground="rgb:ffff/ffff/ffff",
                                              background="rgb:0000/0000/0000", delay=0.3)
    assert term.queries[-1] == b"\x1b[c"
    assert status == 0
    assert source(report, "terminalColors")["status"] == "noAnswer", "too late for the 100 ms budget"
    assert report["source"] == "colorFGBG"
    assert term.left == b"", "the late reply was drained, nothing reaches the shell"


def test_a_terminal_that_answers_nothing_costs_only_the_budget(tmp_path):
    # 100 ms budget, then (a command about to exit) at most 500 ms more waiting for the fence
    report, term, status, elapsed = appearance_json(tmp_path, answers_da1=False)
    assert status == 0 and elapsed < 2.0
    assert source(report, "terminalColors")["detail"] == "the terminal answered nothing within the budget"
    assert report["appearance"] == "dark" and report["source"] == "fallback"


def test_no_question_where_it_cannot_be_answered(tmp_path):
    for env, reason in (({"TERM": "dumb"}, "TERM=dumb"),
                        ({"STY": "1234.pts-1.host"}, "inside GNU screen"),
                        ({"TERM": "screen"}, "inside GNU screen")):
        report, term, status, _ = appearance_json(tmp_path, env, foreground="rgb:0/0/0", background="rgb:f/f/f")
        assert status == 0
        assert b"\x1b]11;?" not in term.output and b"\x1b[c" not in term.output, env
        assert reason in source(report, "terminalColors")["detail"], (env, report)


def test_no_question_from_a_background_process_group(tmp_path):
    env = {**BASE_ENV, "XDG_CONFIG_HOME": str(tmp_path)}
    with QueryTerminal(["/bin/sh", "-c", f"set -m; {DARKSCREEN} appearance --explain & wait"], env,
                       foreground="rgb:0/0/0", background="rgb:f/f/f") as term:
        assert term.run() == 0
        assert b"\x1b]11;?" not in term.output
        assert b"not in the terminal's foreground process group" in term.output


def test_the_ui_starts_in_the_terminals_appearance_and_says_why(tmp_path):
    env = {**BASE_ENV, "XDG_CONFIG_HOME": str(tmp_path)}
    with QueryTerminal([DARKSCREEN, "--theme", "Automatic"], env, foreground="rgb:1c1c/1c1c/1e1e", background="rgb:f2f2/f2f2/f7f7") as term:
        term.run(until=lambda out: "light · terminal background".encode() in out)
        term.write(b"q")
        assert term.run() == 0
        assert term.leftover() == b""


def test_a_997_report_makes_the_ui_ask_the_colours_again_and_follow_them(tmp_path):
    env = {**BASE_ENV, "XDG_CONFIG_HOME": str(tmp_path)}
    with QueryTerminal([DARKSCREEN, "--theme", "Automatic"], env, foreground="rgb:ffff/ffff/ffff", background="rgb:0000/0000/0000") as term:
        term.run(until=lambda out: "dark · terminal background".encode() in out)
        asked = term.output.count(b"\x1b]11;?")
        # the user switches the terminal to a light palette; it reports the change (mode 2031)
        term.answers = {b"10": "rgb:0000/0000/0000", b"11": "rgb:ffff/ffff/ffff"}
        mark = len(term.output)
        term.write(b"\x1b[?997;2n")
        term.run(until=lambda out: out.count(b"\x1b]11;?") > asked and "light · terminal".encode() in out[mark:])
        assert term.output[mark:].count(b"\x1b]10;?\x1b\\\x1b]11;?\x1b\\\x1b[c") == 1, "asked again: both colours, one fence"
        term.write(b"q")
        assert term.run() == 0
