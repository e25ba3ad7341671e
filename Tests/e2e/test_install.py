"""`make install` puts a self-contained binary and the shipped themes under PREFIX, and the
installed darkscreen finds its themes from anywhere."""
import os
import subprocess

from terminal import REPO


def test_make_install_gives_a_working_self_contained_binary(tmp_path):
    prefix = tmp_path / "prefix"
    result = subprocess.run(["make", "-C", REPO, "install", f"PREFIX={prefix}"], capture_output=True, text=True, timeout=900)
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-2000:]
    binary = prefix / "bin" / "darkscreen"
    assert (prefix / "share" / "darkscreen" / "themes.json").is_file()
    assert (prefix / "share" / "man" / "man1" / "darkscreen.1").is_file()
    assert (prefix / "share" / "bash-completion" / "completions" / "darkscreen").is_file()
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path / "cfg")}
    listed = subprocess.run([str(binary), "list"], capture_output=True, text=True, cwd=tmp_path, env=env, timeout=10)
    assert listed.returncode == 0 and listed.stdout.split()[-1] == "Outrun"
    # Fully static: no shared library at all (no Swift runtime, ncursesw or libc to be found).
    dynamic = subprocess.run(["readelf", "-d", str(binary)], capture_output=True, text=True).stdout
    assert "NEEDED" not in dynamic and "INTERP" not in subprocess.run(["readelf", "-l", str(binary)], capture_output=True,
                                                                      text=True).stdout, "a self-contained static executable"
