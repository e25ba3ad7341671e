"""Messages fit: command output wraps at word boundaries to the terminal's width (COLUMNS, else the
tty's) when it goes to a terminal and is left whole when piped; what says what to do is kept whole."""
import os
import re
import subprocess

import pytest

from terminal import DARKSCREEN, darkscreen


def joined_lines(t):
    """The pane's text as the program wrote it: lines tmux wrapped itself (-J) joined again."""
    text = t.tmux("capture-pane", "-p", "-J", "-t", t.session)
    return text.rstrip("\n").split("\n")


def piped(*args, **env):
    result = subprocess.run([DARKSCREEN, *args], capture_output=True, text=True, timeout=20,
                            env={**os.environ, "TERM": "xterm-256color", **env}, stdin=subprocess.DEVNULL)
    return result


def run_in_pane(tmux, width, command, env):
    t = tmux(width, 80)
    t.start(command + " 2>&1", env=env, term="xterm-256color")
    t.exit_status()
    lines = joined_lines(t)
    return t, lines[:next(i for i, line in enumerate(lines) if line.startswith("EXIT="))]


def expect_fits(lines, width, words):
    for line in lines:
        assert len(line.rstrip()) <= width, f"wider than {width}: {line!r}"
        for token in re.sub(r"\d+\.\d", "0", line).split():
            assert token in words, f"{token!r} is not a whole word of the message (broken mid-word?): {line!r}"


def words(text):
    """Its words, with the times in milliseconds (which differ from run to run) as 0."""
    return [re.sub(r"\d+\.\d", "0", w) for w in text.split()]


@pytest.mark.parametrize("width", [79, 40])
def test_appearance_explain_wraps_to_the_terminal_at_word_boundaries(tmux, width):
    env = {"COLORFGBG": "15;0"}
    # the same question asked in a terminal wide enough for every line: the words to expect
    _, wide = run_in_pane(tmux, 250, darkscreen("appearance", "--explain"), {**env, "COLUMNS": "250"})
    assert any(len(line) > width for line in wide), wide
    _, lines = run_in_pane(tmux, width, darkscreen("appearance", "--explain"), {**env, "COLUMNS": str(width)})
    assert len(lines) > len(wide), "wrapped onto more lines"
    expect_fits(lines, width, set(words("\n".join(wide))))
    # the same words in the same order: every source is still there, with what it said
    assert words("\n".join(lines)) == words("\n".join(wide))
    # piped: unbounded, one line per source
    whole = piped("appearance", "--explain", COLORFGBG="15;0", COLUMNS=str(width))
    assert whole.returncode == 0, whole.stderr
    assert any(len(line) > width for line in whole.stdout.splitlines()), whole.stdout


@pytest.mark.parametrize("width", [79, 40])
def test_an_error_message_wraps_and_keeps_its_action_whole(tmux, width):
    # no terminal on stdin: the interactive UI refuses and says what to use instead
    t, lines = run_in_pane(tmux, width, darkscreen() + " </dev/null", {"COLUMNS": str(width)})
    whole = piped()
    assert whole.returncode == 4
    message = whole.stderr.strip()
    assert len(message) > width and "for scripts use 'darkscreen list'" in message
    expect_fits(lines, width, set(message.split()))
    assert any("for scripts use 'darkscreen list'" in line for line in lines), f"the action is split: {lines}"
    assert " ".join(lines).split() == message.split()


def test_unknown_theme_lists_the_themes_within_the_width(tmux):
    t, lines = run_in_pane(tmux, 40, darkscreen("--theme", "No Such Theme", "list"), {"COLUMNS": "40"})
    whole = piped("--theme", "No Such Theme", "list")
    assert whole.returncode == 2
    expect_fits(lines, 40, set(whole.stderr.split()))
    assert " ".join(lines).split() == whole.stderr.split()
