"""Contrast before a theme is used: `show`, `show --json` and `validate` give WCAG 2 ratios and
APCA Lc for every text role and ANSI colour (docs/picker.md), and the list marks a theme whose
primary text is below the `minimumContrast` setting."""
import json
import os

from terminal import darkscreen


def wcag(a, b):
    def lum(hex_color):
        def lin(c):
            c = c / 255
            return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
        r, g, b2 = (int(hex_color[i:i + 2], 16) for i in (1, 3, 5))
        return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b2)
    x, y = sorted((lum(a), lum(b)))
    return (y + 0.05) / (x + 0.05)


def themes_file(tmp_path, *themes):
    path = tmp_path / "low.json"
    path.write_text(json.dumps({"themes": list(themes)}))
    return str(path)


GREY_ON_WHITE = {"name": "Grey Paper", "statusLine": "darkContent", "colors": {"background": "#FFFFFF", "primary": "#888888", "secondary": "#0040DD"}}
SILVER_ON_BLACK = {"name": "Silver Night", "statusLine": "lightContent", "colors": {"background": "#000000", "primary": "#757575", "secondary": "#FFCC00"}}
CLEAR = {"name": "Clear", "statusLine": "lightContent", "colors": {"background": "#000000", "primary": "#FFFFFF", "secondary": "#FFCC00"}}


def test_show_json_carries_ratio_and_lc_for_text_and_palette(config):
    shown = json.loads(config.run("show", "90s", "--json").stdout)
    contrast = shown["contrast"]
    assert list(contrast) == ["light", "dark"]
    theme = shown["theme"]
    for appearance in ("light", "dark"):
        text = contrast[appearance]["text"]
        assert list(text) == ["primary", "secondary", "separator", "statusLine", "selection"]
        primary = text["primary"]
        assert primary["text"] == theme["colors"]["primary"][appearance]
        assert primary["background"] == theme["colors"]["background"][appearance]
        assert abs(primary["ratio"] - wcag(primary["text"], primary["background"])) < 0.011
        palette = contrast[appearance]["palette"]
        assert [p["text"] for p in palette] == [c[appearance] for c in theme["palette"]]
        for figure in palette:
            assert 1 <= figure["ratio"] <= 21 and -110 < figure["lc"] < 110


def test_show_json_lc_has_apca_values_and_polarity(config, tmp_path):
    path = themes_file(tmp_path, GREY_ON_WHITE, SILVER_ON_BLACK)
    grey = json.loads(config.run("show", "Grey Paper", "--json", "--themes", path).stdout)["contrast"]["dark"]
    assert grey["text"]["primary"]["lc"] == 63.05, "#888 on #fff: APCA's published Lc 63.06, rounded towards zero"
    assert grey["text"]["primary"]["ratio"] == 3.54
    assert grey["palette"] is None
    silver = json.loads(config.run("show", "Silver Night", "--json", "--themes", path).stdout)["contrast"]["light"]
    assert silver["text"]["primary"]["lc"] == -29.64, "light text on dark: a negative Lc"
    assert silver["text"]["primary"]["ratio"] == 4.55


def test_show_prints_the_contrast_table(config, tmp_path):
    out = config.run("show", "Grey Paper", "--themes", themes_file(tmp_path, GREY_ON_WHITE)).stdout
    row = next(line for line in out.splitlines() if line.startswith("primary ") and ":1" in line)
    assert "3.54:1  Lc 63.0 !" in row, row


def test_validate_warns_by_wcag_and_by_apca(config, tmp_path):
    out = config.run("validate", themes_file(tmp_path, GREY_ON_WHITE, SILVER_ON_BLACK, CLEAR))
    assert out.returncode == 0, "warnings do not make a file invalid"
    lines = out.stdout.splitlines()
    grey = [line for line in lines if '"Grey Paper"' in line and "primary" in line]
    silver = [line for line in lines if '"Silver Night"' in line and "primary" in line]
    assert grey and "3.54:1" in grey[0] and "Lc 63.0" in grey[0], "below 4.5:1 though above Lc 30"
    assert silver and "Lc -29.6" in silver[0], "above 4.5:1 (4.55:1) but below Lc 30"
    assert not any('"Clear"' in line for line in lines)
    assert "2 warnings" in lines[-1]


def marked(screen, name):
    row = next(line for line in screen.text if name in line)
    return row[row.index(name) - 3] == "!"


def test_the_list_marks_themes_below_minimum_contrast(tmux, config, tmp_path):
    path = themes_file(tmp_path, GREY_ON_WHITE, SILVER_ON_BLACK, CLEAR)
    config.write_settings({"minimumContrast": "Lc60"})
    t = tmux(100, 24)
    t.start(darkscreen("--themes", path, "--appearance", "dark"), env=config.env)
    screen = t.wait_text("Silver Night")
    assert not marked(screen, "Grey Paper"), "Lc 63 passes Lc 60"
    assert marked(screen, "Silver Night"), "Lc -29.6 is below Lc 60"
    assert not marked(screen, "Clear")
    config.write_settings({"minimumContrast": 4.5})  # followed live
    screen = t.wait_for(lambda s: marked(s, "Grey Paper") and not marked(s, "Silver Night"), what="the 4.5:1 floor")
    assert not marked(screen, "Clear")
    t.keys("q")
    assert t.exit_status() == 0


PALETTE = ["#000000", "#C03030", "#30C030", "#C0C030", "#3030C0", "#C030C0", "#30C0C0", "#C0C0C0",
           "#606060", "#FF5050", "#50FF50", "#FFFF50", "#5050FF", "#FF50FF", "#50FFFF", "#FFFFFF"]


def test_p_previews_the_highlighted_theme_and_p_again_is_calm(tmux, tmp_path):
    with_palette = dict(CLEAR, name="Painted", palette=PALETTE, metadata={"author": "Ann Example"})
    path = themes_file(tmp_path, CLEAR, with_palette)
    t = tmux(100, 30)
    t.start(darkscreen("--themes", path, "--theme", "Clear", "--appearance", "dark"))
    t.wait_text("Painted")
    t.keys("p")
    screen = t.wait_text("no ANSI palette")
    t.keys("Down")
    screen = t.wait_text("Ann Example")
    assert "git diff" in str(screen) and "primary" in str(screen)
    t.keys("p")
    t.wait_for(lambda s: "Ann Example" not in str(s) and "git diff" not in str(s), what="the calm pane")
    t.keys("q")
    assert t.exit_status() == 0


def test_derive_contrast_writes_a_variant_that_validates(config, tmp_path):
    dim = {"name": "Dim Dusk", "colors": {"background": {"light": "#F0F0F0", "dark": "#1A1A1A"},
                                         "primary": {"light": "#9A9A9A", "dark": "#505050"}, "secondary": "#4A7ABF"},
           "palette": PALETTE}
    path = themes_file(tmp_path, dim)
    before = config.run("validate", path)
    assert "Dim Dusk" in before.stdout and "colors.primary" in before.stdout, "the original is flagged"
    out = config.run("derive", "Dim Dusk", "--contrast", "4.5", "--themes", path)
    assert out.returncode == 0, out.stderr
    assert "primary (light)" in out.stdout and "primary (dark)" in out.stdout
    saved = json.load(open(config.user_themes))["themes"]
    assert [t["name"] for t in saved] == ["Dim Dusk (contrast 4.5)"]
    checked = config.run("validate", config.user_themes)
    assert checked.returncode == 0 and "valid" in checked.stdout.splitlines()[-1]
    assert not any("4.5:1" in line and ":1  Lc" in line and "colors.primary" in line and
                   any(float(r.split(":")[0]) < 4.5 for r in line.split() if r.endswith(":1")) for line in checked.stdout.splitlines())
    shown = json.loads(config.run("show", "Dim Dusk (contrast 4.5)", "--json").stdout)
    for appearance in ("light", "dark"):
        assert shown["contrast"][appearance]["text"]["primary"]["ratio"] >= 4.5
    variant = saved[0]
    assert variant["palette"][0] == PALETTE[0] and variant["palette"][15] == PALETTE[15], "greys left alone"
    again = config.run("derive", "Dim Dusk", "--contrast", "4.5", "--themes", path)
    assert again.returncode == 3 and "already has" in again.stderr, "a name taken is refused, nothing half-written"
    assert config.run("derive", "Dim Dusk", "--contrast", "loud", "--themes", path).returncode == 2


def test_c_cycles_the_colour_vision_lens_over_the_companion(tmux, tmp_path):
    painted = dict(CLEAR, name="Painted", palette=PALETTE)
    t = tmux(100, 30)
    t.start(darkscreen("--themes", themes_file(tmp_path, painted), "--theme", "Painted", "--appearance", "dark"))
    t.wait_text("Painted")
    t.keys("p")
    normal = t.wait_text("git diff")
    swatches = [c.bg for c in normal.rows[next(i for i, line in enumerate(normal.text) if " 0   1   2 " in line) - 2]]
    for lens in ("protanopia", "deuteranopia", "tritanopia", "protanomaly 60%", "deuteranomaly 60%", "tritanomaly 60%"):
        t.keys("c")
        seen = t.wait_text(lens)
        row = next(i for i, line in enumerate(seen.text) if " 0   1   2 " in line) - 2
        assert [c.bg for c in seen.rows[row]] != swatches, f"the swatches look different with {lens}"
    t.keys("c")
    t.wait_for(lambda s: "tritanomaly" not in str(s), what="normal vision again")
    t.keys("q")
    assert t.exit_status() == 0


def test_lens_severity_setting_changes_the_anomalous_lens(tmux, config, tmp_path):
    painted = dict(CLEAR, name="Painted", palette=PALETTE)
    config.write_settings({"lensSeverity": 0.3})
    t = tmux(100, 30)
    t.start(darkscreen("--themes", themes_file(tmp_path, painted), "--theme", "Painted", "--appearance", "dark"), env=config.env)
    t.wait_text("Painted")
    t.keys("p")
    t.wait_text("git diff")
    t.keys("c", "c", "c", "c")
    light = t.wait_text("protanomaly 30%")
    row = next(i for i, line in enumerate(light.text) if " 0   1   2 " in line) - 2
    mild = [c.bg for c in light.rows[row]]
    config.write_settings({"lensSeverity": 1.0})
    strong = t.wait_text("protanomaly 100%")
    assert [c.bg for c in strong.rows[row]] != mild, "a stronger anomaly looks different"
    config.write_settings({"lensSeverity": 7})
    t.wait_text('lensSeverity: 7 is not')
    t.wait_text("protanomaly 60%")
    t.keys("q")
    assert t.exit_status() == 0


def test_list_safe_for_ranks_by_how_far_apart_red_green_yellow_blue_stay(config, tmp_path):
    clear_hues = dict(CLEAR, name="Clear Hues", palette=PALETTE)
    muddy = list(PALETTE)
    muddy[1], muddy[2], muddy[3] = "#B05030", "#709030", "#A09030"  # red and green close for red-green deficiency
    muddy_theme = dict(CLEAR, name="Muddy", palette=muddy)
    path = themes_file(tmp_path, muddy_theme, CLEAR, clear_hues)
    out = config.run("list", "--safe-for", "deuteranopia", "--themes", path, "--color", "never")
    assert out.returncode == 0, out.stderr
    ours = [line for line in out.stdout.splitlines() if line.endswith(("Clear Hues", "Muddy")) or "Clear  (no palette)" in line]
    assert [line.split("  ")[-1] for line in ours[:2]] == ["Clear Hues", "Muddy"], out.stdout
    assert config.run("list", "--safe-for", "none").returncode == 2
