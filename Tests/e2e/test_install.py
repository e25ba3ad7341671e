"""`make install` puts a stripped, self-contained binary, the shipped themes, completions and the
man page under DESTDIR/PREFIX; DEBUG=1 keeps the debug information beside the binary; `make
uninstall` removes exactly what was installed. (Each make reuses the release build the e2e run
was started with: only the install steps run.)"""
import os
import subprocess

import pytest

from terminal import REPO, standalone_make_env

# `make install` builds the man page's generator and writes .build/generated in the checkout:
# `make check-release`, one test at a time.
pytestmark = pytest.mark.release

PREFIX = "/opt/darkscreen-test"


def make(*args):
    result = subprocess.run(["make", "-C", REPO, *args], capture_output=True, text=True, timeout=900, env=standalone_make_env())
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-2000:]
    return result.stdout


def sections(path):
    out = subprocess.run(["readelf", "-SW", str(path)], capture_output=True, text=True, check=True).stdout
    return {line.split("]", 1)[1].split()[0] for line in out.splitlines() if "]" in line and line.strip().startswith("[")
            and line.split("]", 1)[1].split()}


def tree(root):
    return sorted(os.path.relpath(os.path.join(d, n), root) for d, dirs, files in os.walk(root) for n in dirs + files)


def test_install_is_stripped_self_contained_and_uninstall_leaves_nothing(tmp_path):
    destdir = tmp_path / "stage"
    destdir.mkdir()
    make("install", f"DESTDIR={destdir}", f"PREFIX={PREFIX}")
    root = destdir / PREFIX.lstrip("/")
    binary = root / "bin" / "darkscreen"
    for path in ("share/darkscreen/themes.json", "share/darkscreen/catalog.json", "share/darkscreen/THIRD-PARTY.md", "share/man/man1/darkscreen.1", "share/bash-completion/completions/darkscreen",
                 "share/zsh/site-functions/_darkscreen", "share/fish/vendor_completions.d/darkscreen.fish"):
        assert (root / path).is_file(), path
    assert not (root / "bin" / "darkscreen.debug").exists(), "no debug file unless DEBUG=1"
    names = sections(binary)
    assert ".debug_info" not in names and ".symtab" not in names, "stripped: no debug information, no symbol table"
    assert "stripped" in subprocess.run(["file", str(binary)], capture_output=True, text=True).stdout
    # Fully static: no shared library at all (no Swift runtime, ncursesw or libc to be found).
    assert "NEEDED" not in subprocess.run(["readelf", "-d", str(binary)], capture_output=True, text=True).stdout
    assert "INTERP" not in subprocess.run(["readelf", "-l", str(binary)], capture_output=True, text=True).stdout
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path / "cfg"),
           "XDG_DATA_DIRS": str(tmp_path / "nowhere"), "DARKSCREEN_THEME_DIRS": ""}
    listed = subprocess.run([str(binary), "list"], capture_output=True, text=True, cwd=tmp_path, env=env, timeout=10)
    lines = listed.stdout.splitlines()
    assert listed.returncode == 0 and lines[5].split()[-1] == "Outrun", "the stripped binary runs and finds its themes"
    assert len(lines) >= 300 and lines[-1].endswith("(catalog)"), "and the catalog installed beside them"
    assert ".TH" in (root / "share/man/man1/darkscreen.1").read_text() or ".Dt DARKSCREEN 1" in (
        root / "share/man/man1/darkscreen.1").read_text()

    # DEBUG=1 over it: the debug information moves to bin/darkscreen.debug, linked from the binary.
    make("install", f"DESTDIR={destdir}", f"PREFIX={PREFIX}", "DEBUG=1")
    debug = root / "bin" / "darkscreen.debug"
    assert ".debug_info" in sections(debug)
    assert ".debug_info" not in sections(binary) and ".gnu_debuglink" in sections(binary)
    link = subprocess.run(["readelf", "-p", ".gnu_debuglink", str(binary)], capture_output=True).stdout
    assert b"darkscreen.debug" in link
    listed = subprocess.run([str(binary), "list"], capture_output=True, text=True, cwd=tmp_path, env=env, timeout=10)
    assert listed.returncode == 0

    make("uninstall", f"DESTDIR={destdir}", f"PREFIX={PREFIX}")
    assert tree(destdir) == [], "uninstall leaves nothing behind"

    # Folders that were there before, and what else is in them, stay.
    other = root / "share" / "man" / "man1" / "other.1"
    other.parent.mkdir(parents=True)
    other.write_text("not darkscreen's")
    before = tree(destdir)
    make("install", f"DESTDIR={destdir}", f"PREFIX={PREFIX}")
    make("uninstall", f"DESTDIR={destdir}", f"PREFIX={PREFIX}")
    assert tree(destdir) == before
