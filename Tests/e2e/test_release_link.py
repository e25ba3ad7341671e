"""The release link did what the Makefile says: the start-up functions llvm-bolt moves
(scripts/startup-split.txt, scripts/link-release.sh) lie side by side in the binary under test, in
llvm-bolt's own .text. Without it the peak RSS is 1 MiB higher (BENCHMARKS.md "Within 2×") and
nothing else would notice."""
import os
import re
import subprocess

import pytest

from terminal import DARKSCREEN, REPO


def section_table(path):
    """name → (address, size) of the binary's sections."""
    out = subprocess.run(["readelf", "-SW", path], capture_output=True, text=True, check=True).stdout
    table = {}
    for m in re.finditer(r"\]\s+(\S+)\s+\S+\s+([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)", out):
        table[m[1]] = (int(m[2], 16), int(m[3], 16))
    return table


def linking():
    out = subprocess.run([DARKSCREEN, "--version"], capture_output=True, text=True, timeout=20).stdout
    return re.search(r"linking: (.*)", out)[1]


def test_the_start_up_functions_of_the_standard_library_are_side_by_side():
    if linking() != "static":
        pytest.skip(f"{DARKSCREEN} is a {linking()} build: llvm-bolt moves functions in the static one only")
    sections = section_table(DARKSCREEN)
    assert ".bolt.org.text" in sections, "llvm-bolt did not run in the release link (scripts/link-release.sh)"
    start, size = sections[".text"]
    listed = set(open(os.path.join(REPO, "scripts", "startup-split.txt")).read().split())
    out = subprocess.run(["nm", "--defined-only", DARKSCREEN], capture_output=True, text=True, check=True).stdout
    at = {p[2]: int(p[0], 16) for p in (line.split() for line in out.splitlines()) if len(p) == 3 and p[2] in listed}
    moved = [name for name, address in at.items() if start <= address < start + size]
    assert len(at) >= len(listed) * 0.9, "most listed functions are in the binary"
    assert len(moved) >= len(at) * 0.9, f"{len(at) - len(moved)} of {len(at)} listed functions were not moved"
    assert size < 256 * 1024, f"the moved functions take {size} bytes: side by side, a few fault-around windows"

