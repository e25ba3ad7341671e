"""`darkscreen gallery` (docs/picker.md "The gallery"): the whole catalog on one static HTML page,
its options, every theme-file text escaped, and the page rendered by a real browser (Debian's
Chromium, headless) with the themes' colours where the cards are."""
import json
import os
import struct
import subprocess
import zlib

import pytest

from terminal import REPO, need


def env_with_catalog(config):
    env = {k: v for k, v in os.environ.items() if k not in ("DARKSCREEN_THEMES", "NO_COLOR")}
    env.update(config.env, DARKSCREEN_DATA_DIR=REPO, DARKSCREEN_THEME_DIRS="")
    return env


def test_the_whole_catalog_on_one_page_without_script(config, tmp_path):
    env = env_with_catalog(config)
    result = config.run("gallery", "--output", str(tmp_path / "out"), env=env)
    assert result.returncode == 0, result.stderr
    html = (tmp_path / "out" / "gallery.html").read_text()
    listed = config.run("list", "--color", "never", env=env).stdout.splitlines()
    assert html.count("<article>") == len(listed) >= 300
    assert "<script" not in html and "src=" not in html and "<link" not in html
    dynamic = json.loads(config.run("show", "Catppuccin", "--json", env=env).stdout)["theme"]
    assert dynamic["colors"]["background"]["light"] in html and dynamic["colors"]["background"]["dark"] in html, "both variants"
    assert "⚠ " in html, "some catalog palettes collide under a deficiency"


def test_category_floor_and_lens(config, tmp_path):
    env = env_with_catalog(config)
    pairs = config.run("gallery", "--category", "pairs", env=env).stdout
    cards = pairs.split("<article>")[1:]
    assert cards and all(card.count("<figcaption>") == 2 for card in cards), "a pair shows both variants"
    strict = config.run("gallery", "--min-contrast", "7", env=env).stdout
    everything = config.run("gallery", env=env).stdout
    assert 0 < strict.count("<article>") < everything.count("<article>")
    assert 'class="low">text' not in strict, "every theme shown reaches 7:1"
    assert config.run("gallery", "--min-contrast", "Lc60", "--lens", "tritanopia", env=env).returncode == 0
    bad = config.run("gallery", "--min-contrast", "30", env=env)
    assert bad.returncode == 2 and "--min-contrast" in bad.stderr


def test_names_and_authors_are_escaped(config, tmp_path):
    hostile = {"name": "<img src=x onerror=alert(1)>\u202e", "colors": {"background": "#123456", "primary": "#F0F0F0", "secondary": "#40A0FF"},
               "metadata": {"author": "\"Eve\" & <b>", "upstream": "javascript:alert(2)"}}
    themes = tmp_path / "hostile.json"
    themes.write_text(json.dumps({"themes": [hostile]}))
    html = config.run("gallery", "--no-catalog", "--themes", str(themes), "--category", "yours").stdout
    assert "<img" not in html and "&lt;img src=x onerror=alert(1)&gt;" in html
    assert "by &quot;Eve&quot; &amp; &lt;b&gt;" in html
    assert "javascript:" not in html and "\u202e" not in html


def png_pixels(path):
    """(width, height, rows of (r, g, b)) of an 8-bit RGB or RGBA PNG, unfiltered by hand."""
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    offset, chunks, header = 8, b"", None
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        body = data[offset + 8:offset + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            chunks += body
        offset += 12 + length
    width, height, depth, color_type = header[:4]
    assert depth == 8 and color_type in (2, 6)
    step = 3 if color_type == 2 else 4
    raw, stride, rows, previous = zlib.decompress(chunks), width * step, [], bytearray(width * step)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for x in range(stride):
            left = line[x - step] if x >= step else 0
            up, corner = previous[x], previous[x - step] if x >= step else 0
            if kind == 1:
                line[x] = (line[x] + left) & 255
            elif kind == 2:
                line[x] = (line[x] + up) & 255
            elif kind == 3:
                line[x] = (line[x] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[x] = (line[x] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append([tuple(line[x:x + 3]) for x in range(0, stride, step)])
        previous = line
    return width, height, rows


def test_chromium_renders_the_cards_in_the_themes_colours(config, tmp_path):
    need("chromium")
    themes = tmp_path / "two.json"
    themes.write_text(json.dumps({"themes": [
        {"name": "Deep Teal", "colors": {"background": "#123456", "primary": "#F0F0F0", "secondary": "#40A0FF"}},
        {"name": "Pale Sand", "colors": {"background": "#F4E8C8", "primary": "#202020", "secondary": "#0050C0"}},
    ]}))
    page = tmp_path / "gallery.html"
    result = config.run("gallery", "--no-catalog", "--themes", str(themes), "--category", "yours", "--output", str(page))
    assert result.returncode == 0, result.stderr
    shot = tmp_path / "shot.png"
    subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", f"--user-data-dir={tmp_path / 'profile'}",
                    "--window-size=1000,700", f"--screenshot={shot}", f"file://{page}"],
                   capture_output=True, timeout=90, check=False)
    assert shot.exists(), "Chromium wrote no screenshot"
    width, height, rows = png_pixels(shot)
    colours = {}
    for row in rows[::4]:
        for pixel in row[::4]:
            colours[pixel] = colours.get(pixel, 0) + 1
    sample = (width // 4) * (height // 4)
    for background in ((0x12, 0x34, 0x56), (0xF4, 0xE8, 0xC8)):
        assert colours.get(background, 0) > sample // 100, f"no card in #{bytes(background).hex()}"
