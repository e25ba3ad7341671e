"""The release packages as a user without Swift gets them: `make deb` builds a .deb that lintian
passes, `dpkg -i` installs it, and darkscreen then works from /usr/bin with a PATH holding no Swift
toolchain and no build folder (--version, list, the UI in tmux, `man darkscreen`, bash completion,
the documents its messages name); `dpkg -r` leaves no file of it and the user's own
~/.config/darkscreen as it was. The same for `make dist`'s tarball and its install.sh into a
temporary PREFIX, and ~/.local by default.

dpkg installs system-wide: the package test runs only when no darkscreen package is installed
(it never replaces one of the user's), holds a lock so two runs never overlap, and removes the
package at the end whatever happens; /usr/local is not touched."""
import fcntl
import glob
import gzip
import hashlib
import os
import re
import shutil
import subprocess
import time

import pytest

from terminal import REPO, Tmux, standalone_make_env, wait_until

# Builds the release binary, the man page and both packages in the checkout, and installs system-wide.
pytestmark = pytest.mark.release

SYSTEM_PATH = "/usr/bin:/bin"
EXPECTED = ["bin/darkscreen", "share/darkscreen/themes.json", "share/man/man1/darkscreen.1.gz",
            "share/bash-completion/completions/darkscreen", "share/fish/vendor_completions.d/darkscreen.fish",
            "share/doc/darkscreen/README.md", "share/doc/darkscreen/schedule.md", "share/doc/darkscreen/copyright"]


def run(*args, env=None, timeout=60, **kwargs):
    return subprocess.run(list(args), capture_output=True, text=True, timeout=timeout, env=env, **kwargs)


@pytest.fixture(scope="module")
def packages(tmp_path_factory):
    out = tmp_path_factory.mktemp("packages")
    made = run("make", "-C", REPO, "deb", "dist", f"PACKAGE_DIR={out}", env=standalone_make_env(), timeout=1800)
    assert made.returncode == 0, made.stdout[-3000:] + made.stderr[-3000:]
    debs = glob.glob(str(out / "darkscreen_*_amd64.deb"))
    tarballs = glob.glob(str(out / "darkscreen-*-x86_64-linux.tar.gz"))
    assert len(debs) == 1 and len(tarballs) == 1, os.listdir(out)
    return debs[0], tarballs[0]


def user_home(root):
    """A HOME with the user's own ~/.config/darkscreen (settings and a theme of theirs)."""
    home = root / "home"
    config = home / ".config" / "darkscreen"
    config.mkdir(parents=True)
    (config / "settings.json").write_text('{ "theme": "Outrun", "mine": true }\n')
    (config / "themes.json").write_text('{"themes": [{"name": "Mine", "colors": {"background": "#102030", '
                                        '"primary": "#F0F0F0", "secondary": "#80C0FF"}}]}\n')
    return home


def snapshot(folder):
    return {os.path.relpath(os.path.join(d, n), folder): open(os.path.join(d, n), "rb").read()
            for d, _, files in os.walk(folder) for n in files}


def user_env(home, path):
    """What a login shell of the user has: HOME, PATH; no XDG overrides, no DARKSCREEN_*."""
    env = {"HOME": str(home), "PATH": path, "LANG": "C.UTF-8", "TERM": "xterm-256color"}
    assert shutil.which("swift", path=path) is None, f"the PATH {path} holds a Swift toolchain"
    assert ".build" not in path
    return env


def check_installed_darkscreen(binary, home, path, doc_dir, man_args, completion):
    """--version, list (the shipped themes and the user's own), schedule naming an installed
    document, the man page, bash completion, and the UI in a private tmux server."""
    env = user_env(home, path)
    assert run("sh", "-c", "command -v darkscreen", env=env).stdout.strip() == binary
    version = run("darkscreen", "--version", env=env, cwd=str(home))
    assert version.returncode == 0 and version.stdout.startswith("darkscreen "), version.stderr
    listed = run("darkscreen", "list", env=env, cwd=str(home))
    names = [line[2:].split("  (from ")[0] for line in listed.stdout.splitlines()]
    assert listed.returncode == 0 and "Outrun" in names and "Mine" in names, listed.stdout + listed.stderr
    schedule = run("darkscreen", "schedule", env=env, cwd=str(home))
    assert schedule.returncode == 0 and f"see {doc_dir}/schedule.md" in schedule.stdout, schedule.stdout
    assert os.path.isfile(f"{doc_dir}/schedule.md")

    man = run(*man_args, env=dict(env, MANPAGER="cat", PAGER="cat", MANWIDTH="100"), timeout=60)
    assert man.returncode == 0, man.stderr
    check_man_page_covers_the_readme(man.stdout)

    script = (f"source {completion}; COMP_WORDS=(darkscreen integrate ''); COMP_CWORD=2; "
              "COMP_LINE='darkscreen integrate '; COMP_POINT=${#COMP_LINE}; "
              "$(complete -p darkscreen | sed -n 's/.*-F \\([^ ]*\\) .*/\\1/p') darkscreen '' integrate; "
              "printf '%s\\n' \"${COMPREPLY[@]}\"")
    completed = run("bash", "--norc", "--noprofile", "-c", script, env=env)
    assert {"kitty", "ghostty", "alacritty", "foot", "shell", "tmux", "vim", "neovim"} <= set(completed.stdout.split()), \
        completed.stdout + completed.stderr

    t = Tmux(100, 30)
    try:
        env_text = " ".join(f"{k}='{v}'" for k, v in env.items() if k != "TERM")
        t.start(f"cd '{home}' && env -i {env_text} TERM=tmux-256color darkscreen --theme Outrun")
        t.wait_text("Outrun", timeout=20)
        t.wait_text("Themes")
        t.keys("q")
        assert t.exit_status() == 0
    finally:
        t.close()


def check_man_page_covers_the_readme(text):
    readme = open(os.path.join(REPO, "README.md")).read()
    commands = set(re.findall(r"`darkscreen (\w+)", readme))
    assert {"beside", "integrate", "schedule", "list", "set"} <= commands, commands
    for command in sorted(commands):
        assert re.search(rf"^\s+{command}\b", text, re.M), f"man darkscreen has no section for `darkscreen {command}`"
    settings = set(re.findall(r'"(\w+)":', readme)) - {"version"}  # (`"version": 1` is the JSON output's)
    row = next(line for line in readme.splitlines() if line.startswith("| `~/.config/darkscreen/settings.json`"))
    settings |= set(re.findall(r"`(\w+)`", row)) | set(re.findall(r"`([a-z]+[A-Z]\w*)`", readme))
    assert {"theme", "appearance", "apply", "schedule", "transition", "list", "minimumContrast"} <= settings, settings
    missing = [s for s in sorted(settings) if f'"{s}"' not in text]
    assert missing == [], f"settings the README names that man darkscreen does not: {missing}"


def file_hash(path):
    return hashlib.sha256(open(path, "rb").read()).hexdigest() if os.path.isfile(path) else None


def dpkg(*args):
    """dpkg, waiting (bounded) while another dpkg or apt holds its lock."""
    deadline = time.monotonic() + 300
    while True:
        result = run("dpkg", *args, timeout=300)
        if result.returncode == 0 or "lock" not in result.stderr or time.monotonic() > deadline:
            return result
        time.sleep(1)  # poll interval of a bounded wait (another dpkg's lock)


def test_the_debian_package_passes_lintian_installs_works_without_swift_and_removes_cleanly(packages, tmp_path):
    deb, _ = packages
    if os.geteuid() != 0 or shutil.which("dpkg") is None:
        pytest.skip("installing a .deb needs root and dpkg")
    fields = run("dpkg-deb", "--field", deb, "Package", "Version", "Architecture", "Depends").stdout
    assert "Package: darkscreen" in fields and "Architecture: amd64" in fields and "Depends:" not in fields, fields
    version = re.search(r"Version: (\S+)", fields).group(1)
    assert os.path.basename(deb) == f"darkscreen_{version}_amd64.deb"
    assert run("dpkg", "--compare-versions", version, "gt", "0").returncode == 0, f"not a Debian version: {version}"
    contents = run("dpkg-deb", "--contents", deb).stdout
    assert "TerminalAppearance" not in contents and "FollowAppearance" not in contents
    for path in ("./usr/share/zsh/vendor-completions/_darkscreen", "./usr/share/doc/darkscreen/changelog.Debian.gz",
                 *(f"./usr/{p}" for p in EXPECTED)):
        assert f" {path}\n" in contents + "\n", f"{path} not in the package:\n{contents}"

    lint = run("lintian", "--fail-on", "error,warning", deb, timeout=600)
    problems = [line for line in lint.stdout.splitlines() if line[:2] in ("E:", "W:")]
    assert lint.returncode == 0 and problems == [], lint.stdout + lint.stderr

    lock = open("/tmp/darkscreen-package-test.lock", "w")
    fcntl.flock(lock, fcntl.LOCK_EX)  # one installing test at a time on this machine
    try:
        if run("dpkg-query", "-W", "darkscreen").returncode == 0:
            pytest.skip("a darkscreen package is installed already: not replaced by a test")
        local = "/usr/local/bin/darkscreen"
        local_before = file_hash(local)
        home = user_home(tmp_path)
        installed = dpkg("-i", deb)
        try:
            assert installed.returncode == 0, installed.stdout + installed.stderr
            owned = [p for p in run("dpkg-query", "-L", "darkscreen").stdout.splitlines() if p.strip() and p != "/."]
            assert "/usr/bin/darkscreen" in owned and "/usr/share/doc/darkscreen/copyright" in owned, owned
            copyright = open("/usr/share/doc/darkscreen/copyright").read()
            assert copyright.startswith("Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/")
            assert version in gzip.open("/usr/share/doc/darkscreen/changelog.Debian.gz", "rt").read().splitlines()[0]
            check_installed_darkscreen("/usr/bin/darkscreen", home, SYSTEM_PATH, "/usr/share/doc/darkscreen",
                                       ["man", "darkscreen"], "/usr/share/bash-completion/completions/darkscreen")
            config_before = snapshot(home / ".config" / "darkscreen")
        finally:
            removed = dpkg("-r", "darkscreen")
        assert removed.returncode == 0, removed.stdout + removed.stderr
        assert run("dpkg-query", "-W", "darkscreen").returncode != 0 or \
            "not-installed" in run("dpkg-query", "-W", "-f=${Status}", "darkscreen").stdout
        left = [p for p in owned if os.path.lexists(p) and not (os.path.isdir(p) and run("dpkg-query", "-S", p).returncode == 0)]
        assert left == [], f"left behind by dpkg -r: {left}"
        assert snapshot(home / ".config" / "darkscreen") == config_before, "the user's ~/.config/darkscreen changed"
        assert file_hash(local) == local_before, "/usr/local/bin/darkscreen changed"
    finally:
        fcntl.flock(lock, fcntl.LOCK_UN)
        lock.close()


def tree(root):
    return sorted(os.path.relpath(os.path.join(d, n), root) for d, dirs, files in os.walk(root) for n in dirs + files)


def test_the_tarball_installs_into_a_prefix_or_home_works_without_swift_and_uninstalls_exactly(packages, tmp_path):
    _, tarball = packages
    unpacked = tmp_path / "unpacked"
    unpacked.mkdir()
    assert run("tar", "-xzf", tarball, "-C", str(unpacked)).returncode == 0
    name = os.path.basename(tarball)[:-len(".tar.gz")]
    top = unpacked / name
    assert os.listdir(unpacked) == [name] and (top / "install.sh").is_file()
    for path in EXPECTED + ["share/zsh/site-functions/_darkscreen"]:
        assert (top / path).is_file(), path
    assert not any("TerminalAppearance" in p or "FollowAppearance" in p for p in tree(top))

    # Into a PREFIX that already holds something of the user's: that stays.
    prefix = tmp_path / "prefix"
    (prefix / "share" / "man" / "man1").mkdir(parents=True)
    (prefix / "share" / "man" / "man1" / "other.1").write_text("not darkscreen's\n")
    before = tree(prefix)
    home = user_home(tmp_path)
    done = run(str(top / "install.sh"), "--prefix", str(prefix), env=user_env(home, SYSTEM_PATH))
    assert done.returncode == 0, done.stdout + done.stderr
    for path in EXPECTED:
        assert (prefix / path).is_file(), path
    shutil.rmtree(unpacked)  # the install stands on its own
    check_installed_darkscreen(str(prefix / "bin" / "darkscreen"), home, f"{prefix}/bin:{SYSTEM_PATH}",
                               f"{prefix}/share/doc/darkscreen", ["man", "-l", str(prefix / "share/man/man1/darkscreen.1.gz")],
                               str(prefix / "share/bash-completion/completions/darkscreen"))
    config_before = snapshot(home / ".config" / "darkscreen")
    uninstaller = prefix / "share" / "darkscreen" / "install-manifest"
    assert uninstaller.is_file()
    # uninstall with the install.sh of a fresh copy of the tarball (the unpacked one is gone)
    unpacked.mkdir()
    assert run("tar", "-xzf", tarball, "-C", str(unpacked)).returncode == 0
    gone = run(str(top / "install.sh"), "--uninstall", "--prefix", str(prefix), env=user_env(home, SYSTEM_PATH))
    assert gone.returncode == 0, gone.stdout + gone.stderr
    assert tree(prefix) == before, "uninstall removes exactly what install.sh installed"
    assert snapshot(home / ".config" / "darkscreen") == config_before

    # No PREFIX: ~/.local of the user; uninstalled, nothing of it is left.
    local_home = tmp_path / "fresh-home"
    local_home.mkdir()
    env = user_env(local_home, SYSTEM_PATH)
    done = run(str(top / "install.sh"), env=env)
    assert done.returncode == 0 and (local_home / ".local" / "bin" / "darkscreen").is_file(), done.stdout + done.stderr
    listed = run(str(local_home / ".local" / "bin" / "darkscreen"), "list", env=env, cwd=str(local_home))
    assert listed.returncode == 0 and "Outrun" in listed.stdout
    assert run(str(top / "install.sh"), "--uninstall", env=env).returncode == 0
    assert tree(local_home) == [], tree(local_home)
