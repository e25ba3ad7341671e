"""Preferences stay in $XDG_CONFIG_HOME/darkscreen/settings.json; the layout, which changes as
darkscreen is used, lives in $XDG_STATE_HOME/darkscreen/state.json — and an older settings.json
that still holds it is moved there once, every other key left as it was."""
import os

from terminal import darkscreen


def start(tmux, config, width=90):
    t = tmux(width, 20)
    t.start(darkscreen("--theme", "Dark"), env=config.env)
    t.wait_text("Themes")
    return t


def list_on_the_right_from(column):
    """The list pane starts at `column` (on the right), the separator just before it."""
    return lambda s: s.text[1][column:].startswith(" Themes") and s.cell(column - 1, 5).char == "│"


def test_the_layout_is_saved_in_XDG_STATE_HOME_not_in_settings(tmux, config):
    config.write_settings('{"theme": "Dark", "editor": {"font": "Menlo"}}')
    before = open(config.settings, "rb").read()
    t = start(tmux, config)
    t.keys("]", "s")
    t.wait_for(list_on_the_right_from(45), what="half, list on the right")
    t.wait_for(lambda s: os.path.exists(config.state) and config.read_state() == {"splitRatio": "1/2", "listOnRight": True},
               what="state.json written")
    t.keys("q")
    assert t.exit_status() == 0
    assert config.read_state() == {"splitRatio": "1/2", "listOnRight": True}
    assert open(config.settings, "rb").read() == before, "settings.json untouched by a layout change"

    again = start(tmux, config)
    again.wait_for(list_on_the_right_from(45), what="the saved layout at start")
    again.keys("q")
    assert again.exit_status() == 0


def test_an_older_settings_file_is_migrated_once_keeping_every_other_key(tmux, config):
    old = '{\n  "editor": {"font": "Menlo"},\n  "splitRatio": "2/3",\n  "theme": "Dark",\n  "listOnRight": true,\n  "zz": [1, 2]\n}\n'
    config.write_settings(old)
    t = start(tmux, config)
    t.wait_for(list_on_the_right_from(30), what="2/3, list on the right")
    t.keys("q")
    assert t.exit_status() == 0
    assert config.read_state() == {"splitRatio": "2/3", "listOnRight": True}
    settings = config.read_settings()
    assert list(settings) == ["editor", "theme", "zz"], "the other keys stay, in their order"
    assert settings == {"editor": {"font": "Menlo"}, "theme": "Dark", "zz": [1, 2]}
    state_bytes = open(config.state, "rb").read()
    settings_bytes = open(config.settings, "rb").read()

    again = start(tmux, config)
    again.wait_for(list_on_the_right_from(30), what="the moved layout at the next start")
    again.keys("q")
    assert again.exit_status() == 0
    assert open(config.state, "rb").read() == state_bytes and open(config.settings, "rb").read() == settings_bytes, \
        "nothing moved or rewritten the second time"
