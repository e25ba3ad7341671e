"""Every command tells of a settings.json it cannot fully use, as the running app does: one line on
stderr per problem, naming the file and the field, never a silent default."""
import os

import pytest

from terminal import darkscreen

COMMANDS = [["appearance", "--appearance", "dark"], ["get"], ["list"], ["schedule"], ["set", "Dark"]]

# Each field, a value darkscreen cannot use, and what the line must name besides the file.
BAD_FIELDS = [
    ('"appearance": "purple"', "appearance:", '"purple"'),
    ('"appearance": 1', "appearance:", "1 is not"),
    ('"lensSeverity": 1.5', "lensSeverity:", "1.5 is not"),
    ('"lensSeverity": "strong"', "lensSeverity:", '"strong"'),
    ('"theme": 3', "theme:", "a number"),
    ('"list": "sometimes"', "list:", '"sometimes"'),
    ('"statusLine": "no"', "statusLine:", '"no"'),
    ('"apply": ["termnal"]', "apply:", '"termnal"'),
    ('"minimumContrast": "loud"', "minimumContrast:", '"loud"'),
    ('"transition": "slow"', "transition:", '"slow"'),
    ('"schedule": {"light": "7:75", "dark": "19:00"}', "schedule.light:", '"7:75"'),
    ('"schedule": "evenings"', "schedule:", "a string"),
]


def problem_lines(stderr, path):
    return [line for line in stderr.splitlines() if path in line or "settings.json" in line]


@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: c[0])
@pytest.mark.parametrize("member,field,value", BAD_FIELDS, ids=[b[1].rstrip(":") + "-" + str(i) for i, b in enumerate(BAD_FIELDS)])
def test_a_field_that_cannot_be_used_is_one_line_naming_file_and_field(config, command, member, field, value):
    config.write_settings("{" + member + "}" if member.startswith('"theme"') else '{"theme": "Dark", ' + member + "}")
    result = config.run(*command)
    lines = problem_lines(result.stderr, config.settings)
    assert len(lines) == 1, f"one line for the one problem: {result.stderr!r}"
    assert "settings.json" in lines[0] and field in lines[0] and value in lines[0], lines[0]
    assert "Traceback" not in result.stderr and "Fatal" not in result.stderr


@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: c[0])
@pytest.mark.parametrize("kind", ["invalid-json", "not-an-object", "fifo", "folder"])
def test_a_file_that_cannot_be_read_or_parsed_is_one_line(config, command, kind):
    os.makedirs(config.folder, exist_ok=True)
    if kind == "invalid-json":
        config.write_settings('{"theme": "Dark", oops')
        expected = "not valid JSON"
    elif kind == "not-an-object":
        config.write_settings('["Dark"]')
        expected = "JSON object"
    elif kind == "fifo":
        os.mkfifo(config.settings)
        expected = "FIFO"
    else:
        os.mkdir(config.settings)
        expected = "folder"
    result = config.run(*command)
    named = [line for line in result.stderr.splitlines() if config.settings in line and expected in line]
    assert named, f"the file and what is wrong with it are named: {result.stderr!r}"
    assert "using defaults" in named[0] or "not replaced" in named[0] or "kept as" in named[0]
    assert "Traceback" not in result.stderr


def test_several_problems_each_get_their_line_and_a_good_file_gets_none(config):
    config.write_settings('{"appearance": "purple", "list": 3, "transition": "slow", "theme": "Dark"}')
    lines = problem_lines(config.run("get").stderr, config.settings)
    assert [line.split(": ")[2] for line in lines] == ["appearance", "list", "transition"]
    config.write_settings('{"appearance": "light", "list": "hidden", "transition": "none", "statusLine": false,'
                          ' "apply": ["tmux"], "minimumContrast": "Lc60", "schedule": {"light": "07:00", "dark": "19:00"}}')
    for command in COMMANDS:
        assert config.run(*command).stderr == "", command


def test_the_running_app_says_the_same(tmux, config):
    config.write_settings('{"appearance": "purple"}')
    t = tmux(140, 20)
    t.start(darkscreen(), env=config.env)
    t.wait_text('appearance: "purple"')
    t.keys("q")
    assert t.exit_status() == 0
