"""derive at its edges: a floor the background does not allow is said, and the variant is named for
what it reaches; anything but a plain decimal in range is refused in one line (exit 2)."""
import json
import re

import pytest

GREY = {"name": "Mid Grey", "colors": {"background": "#777777", "primary": "#808080", "secondary": "#707070"}}
INK = {"name": "Ink", "colors": {"background": "#FFFFFF", "primary": "#999999", "secondary": "#3060C0"}}


def themes(tmp_path):
    path = tmp_path / "edges.json"
    path.write_text(json.dumps({"themes": [GREY, INK]}))
    return str(path)


def luminance(hex_color):
    def channel(v):
        v /= 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(int(hex_color[i:i + 2], 16)) for i in (1, 3, 5))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def ratio(a, b):
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


@pytest.mark.parametrize("floor", ["7", "10", "21", "12.5"])
def test_a_floor_the_background_does_not_allow_is_said_and_not_claimed(config, tmp_path, floor):
    result = config.run("derive", "Mid Grey", "--contrast", floor, "--themes", themes(tmp_path))
    assert result.returncode == 0, result.stderr
    warning = [line for line in result.stderr.splitlines() if "cannot be reached" in line]
    assert len(warning) == 1 and "primary (dark)" in warning[0], result.stderr
    saved = json.load(open(config.user_themes))["themes"][0]
    named = float(re.search(r"\(contrast ([0-9.]+)\)", saved["name"]).group(1))
    assert named < float(floor), f"not named for the floor asked: {saved['name']}"
    reached = min(ratio(saved["colors"][role], "#777777") for role in ("primary", "secondary"))
    assert named <= reached < named + 0.1, f"named for what it reaches ({reached:.3f}): {saved['name']}"
    assert f"{named}" in warning[0] or f"{named:g}" in warning[0]


@pytest.mark.parametrize("floor,name", [("4.5", "Ink (contrast 4.5)"), ("7", "Ink (contrast 7)"), ("Lc60", "Ink (contrast Lc60)"),
                                        ("4.5:1", "Ink (contrast 4.5:1)")])
def test_a_floor_that_is_reached_names_the_variant_for_it_with_no_warning(config, tmp_path, floor, name):
    result = config.run("derive", "Ink", "--contrast", floor, "--themes", themes(tmp_path))
    assert result.returncode == 0 and result.stderr == "", result.stderr
    assert json.load(open(config.user_themes))["themes"][0]["name"] == name


@pytest.mark.parametrize("floor", ["1e3", "1e1", "nan", "inf", "-inf", "=-3", "0x10", " 4.5", "4.5 ", "4.5.1", "100", "21.5", "0",
                                   "0.5", "Lc200", "Lc0", "Lc-5", "4.", ".5", "", "４.５", "4,5", "Lc", "+4.5"])
def test_anything_but_a_plain_decimal_in_range_is_one_line_and_exit_2(config, tmp_path, floor):
    args = ["derive", "Ink", "--themes", themes(tmp_path)]
    args += [f"--contrast{floor}"] if floor.startswith("=") else ["--contrast", floor]
    result = config.run(*args)
    assert result.returncode == 2, (floor, result.stderr)
    errors = [line for line in result.stderr.splitlines() if line.startswith("Error:")]
    assert len(errors) == 1 and "--contrast" in errors[0], result.stderr
    assert "Traceback" not in result.stderr
    assert not (tmp_path / "config" / "darkscreen" / "themes.json").exists(), "nothing written"
