"""The documents a reader follows: every relative link in README.md, docs/ and the top-level
Markdown files leads to a file of the repository (and to a heading that exists, when it names one),
and the README stays a quick read."""
import glob
import os
import re

import pytest

from terminal import REPO

DOCUMENTS = sorted({os.path.join(REPO, name) for name in ("README.md", "ARCHITECTURE.md", "DECISIONS.md", "BENCHMARKS.md")}
                   | set(glob.glob(os.path.join(REPO, "docs", "*.md"))))
LINK = re.compile(r"!?\[(?:[^\]\[]|\[[^\]]*\])*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
FENCE = re.compile(r"^\s*(```|~~~)")
INLINE_CODE = re.compile(r"`[^`]*`")


def prose_lines(path):
    """The file's lines outside fenced code blocks, inline code removed: (line number, text)."""
    inside = False
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            if FENCE.match(line):
                inside = not inside
                continue
            if not inside:
                yield number, INLINE_CODE.sub("", line)


def links(path):
    for number, line in prose_lines(path):
        for match in LINK.finditer(line):
            yield number, match.group(1)


def slug(heading):
    """The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens."""
    text = "".join(c for c in heading.strip().lower() if c.isalnum() or c in " -_")
    return text.replace(" ", "-")


def anchors(path):
    seen = {}
    result = set()
    for _, line in prose_lines_with_code_headings(path):
        m = re.match(r"^(#{1,6})\s+(.*?)\s*#*\s*$", line)
        if not m:
            continue
        base = slug(m.group(2))
        count = seen.get(base, 0)
        seen[base] = count + 1
        result.add(base if count == 0 else f"{base}-{count}")
    return result


def prose_lines_with_code_headings(path):
    """Lines outside fenced code blocks, inline code kept (a heading's anchor includes it)."""
    inside = False
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            if FENCE.match(line):
                inside = not inside
                continue
            if not inside:
                yield number, line


def relative_links():
    for path in DOCUMENTS:
        for number, target in links(path):
            if re.match(r"^[a-z][a-z0-9+.-]*:", target, re.I):
                continue  # https:, mailto:
            yield path, number, target


def test_there_are_documents_with_links():
    assert os.path.join(REPO, "docs", "user-guide.md") in DOCUMENTS
    assert len(list(relative_links())) > 20


@pytest.mark.parametrize("path", DOCUMENTS, ids=lambda p: os.path.relpath(p, REPO))
def test_every_relative_link_leads_to_a_file_of_the_repository(path):
    broken = []
    for number, target in links(path):
        if re.match(r"^[a-z][a-z0-9+.-]*:", target, re.I):
            continue
        file_part, _, anchor = target.partition("#")
        destination = path if not file_part else os.path.normpath(os.path.join(os.path.dirname(path), file_part))
        where = f"{os.path.relpath(path, REPO)}:{number}: {target}"
        if not (destination + os.sep).startswith(REPO + os.sep) and destination != REPO:
            broken.append(f"{where} (outside the repository)")
        elif not os.path.exists(destination):
            broken.append(f"{where} (no such file)")
        elif anchor and destination.endswith(".md") and anchor not in anchors(destination):
            broken.append(f"{where} (no such heading in {os.path.relpath(destination, REPO)})")
    assert not broken, "broken links:\n" + "\n".join(broken)


def test_the_readme_is_a_quick_read():
    with open(os.path.join(REPO, "README.md"), encoding="utf-8") as f:
        lines = f.read().splitlines()
    assert len(lines) <= 200, f"README.md has {len(lines)} lines: the details belong in docs/"
    assert lines[0] == "# darkscreen"
    assert any("docs/screenshots/" in line and line.startswith("![") for line in lines[:12]), "a screenshot first"


def test_slug_matches_the_anchors_headings_get():
    assert slug("The theme around darkscreen: `--apply` and hooks") == "the-theme-around-darkscreen---apply-and-hooks"
    assert slug("JSON output (version 1)") == "json-output-version-1"
    assert slug("themes.json") == "themesjson"
    assert slug("Where to add …") == "where-to-add-"
