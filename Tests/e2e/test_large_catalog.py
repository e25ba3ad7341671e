"""A large --themes file: darkscreen shows its first frame from the file's first themes and reads
the rest right after; a bad theme late in the file is shown in the status line (the valid themes
stay), while a bad theme early in it still stops darkscreen with exit status 2 and line:column."""
import json
import subprocess

from exit_codes import BAD_INPUT_FILE
from terminal import DARKSCREEN, darkscreen


def theme(i):
    return {"name": f"Big {i:04d}", "colors": {"background": "#203040", "primary": "label", "secondary": "#0A84FF"}}


def write_catalog(path, count=1500, bad=None):
    themes = [theme(i) for i in range(count)]
    if bad is not None:
        themes[bad] = {"name": "Broken", "colors": {"background": "not a colour", "primary": "label", "secondary": "#0A84FF"}}
    path.write_text(json.dumps({"themes": themes}, indent=1))
    assert path.stat().st_size > 128 * 1024, "large enough to be read in two steps"
    return str(path)


def test_late_error_shows_in_the_status_line_and_valid_themes_stay(tmux, tmp_path):
    big = write_catalog(tmp_path / "big.json", bad=1400)
    t = tmux(120, 30)
    t.start(darkscreen("--themes", big), env={"XDG_CONFIG_HOME": str(tmp_path / "config")})
    t.wait_for(lambda s: "big.json:" in s.text[0] and "Broken" in s.text[0], what="the late error in the status line")
    t.keys("End")
    screen = t.wait_text("Big 1499")
    assert "Broken" not in "\n".join(screen.text[1:]), "the invalid theme is not listed"
    t.keys("q")
    assert t.exit_status() == 0


def test_a_theme_near_the_end_can_be_chosen_at_start(tmux, tmp_path):
    big = write_catalog(tmp_path / "big.json")
    t = tmux(120, 30)
    t.start(darkscreen("--themes", big, "--theme", "big 1498"), env={"XDG_CONFIG_HOME": str(tmp_path / "config")})
    screen = t.wait_for(lambda s: "Big 1498" in s.text[0], what="the chosen theme in the status line")
    t.keys("q")
    assert t.exit_status() == 0


def test_early_error_still_exits_3_with_line_and_column(tmp_path):
    big = write_catalog(tmp_path / "big.json", bad=3)
    result = subprocess.run([DARKSCREEN, "run", "--themes", big], capture_output=True, text=True, timeout=20,
                            env={"TERM": "xterm-256color", "XDG_CONFIG_HOME": str(tmp_path / "config")})
    assert result.returncode == BAD_INPUT_FILE
    assert "big.json:" in result.stderr and "Broken" in result.stderr
    line = [l for l in result.stderr.splitlines() if "big.json:" in l][0]
    assert line.split("big.json:")[1].split(":")[0].isdigit(), line
