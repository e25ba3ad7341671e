"""`darkscreen integrate TARGET`: the committed theme kept in the user's tools. Each test has its
own HOME, XDG folders, TMPDIR, XDG_RUNTIME_DIR and TMUX_TMPDIR, so the tmux servers and Neovims
darkscreen finds and tells are only the ones the test started. The real tools read what darkscreen
wrote: Neovim and Vim load the colour scheme, a private tmux server sources its file, an
interactive bash prints the escapes, kitty parses its config."""
import os
import re
import select
import shutil
import socket
import stat
import subprocess
import time
import uuid

import pytest

from terminal import DARKSCREEN, need, start_xvfb, wait_until

def list_targets():
    """The targets as darkscreen lists them (`integrate --list-targets`: name, tab, how it follows)."""
    out = subprocess.run([DARKSCREEN, "integrate", "--list-targets"], capture_output=True, text=True, timeout=20, check=True).stdout
    return [line.split("\t") for line in out.splitlines()]


TARGETS = [name for name, _ in list_targets()]



class Home:
    """A private HOME with XDG folders, TMPDIR, XDG_RUNTIME_DIR and TMUX_TMPDIR inside it."""

    def __init__(self, root):
        self.root = str(root)
        self.config = os.path.join(self.root, ".config")
        self.state = os.path.join(self.root, ".local", "state")
        self.tmp = os.path.join(self.root, "tmp")
        self.runtime = os.path.join(self.root, "run")
        for folder in (self.config, self.state, self.tmp, self.runtime):
            os.makedirs(folder, exist_ok=True)
        os.chmod(self.runtime, 0o700)
        self.own = os.path.join(self.config, "darkscreen", "integrations")
        self.started = []
        self.tmux_name = "ds-int-" + uuid.uuid4().hex[:10]
        self.appearance = "dark"  # DARKSCREEN_APPEARANCE; None: darkscreen's default (dark, no terminal answers)

    @property
    def env(self):
        env = {k: v for k, v in os.environ.items()
               if k not in ("DARKSCREEN_THEMES", "NO_COLOR", "TMUX", "TMUX_PANE", "KITTY_CONFIG_DIRECTORY", "NVIM_LISTEN_ADDRESS",
                            "DISPLAY", "DBUS_SESSION_BUS_ADDRESS", "BAT_CONFIG_DIR", "BAT_CONFIG_PATH", "BAT_CACHE_PATH", "FZF_DEFAULT_OPTS", "LS_COLORS")}
        env.update(HOME=self.root, XDG_CONFIG_HOME=self.config, XDG_STATE_HOME=self.state,
                   XDG_CACHE_HOME=os.path.join(self.root, ".cache"), TMPDIR=self.tmp, XDG_RUNTIME_DIR=self.runtime,
                   TMUX_TMPDIR=self.tmp, SHELL="/bin/bash")
        env.pop("DARKSCREEN_APPEARANCE", None)
        if self.appearance:
            env["DARKSCREEN_APPEARANCE"] = self.appearance
        return env

    def run(self, *args, input=None, timeout=30):
        return subprocess.run([DARKSCREEN, *args], capture_output=True, text=True, timeout=timeout, env=self.env,
                              input=input, stdin=None if input is not None else subprocess.DEVNULL)

    def path(self, relative):
        return os.path.join(self.root, relative)

    def write(self, relative, data: bytes, mode=None):
        path = self.path(relative)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as f:
            f.write(data)
        if mode is not None:
            os.chmod(path, mode)
        return path

    def read(self, relative) -> bytes:
        with open(self.path(relative), "rb") as f:
            return f.read()

    def tmux(self, *args, check=True):
        """A command to the test's tmux server; a server it starts reads the user's .tmux.conf (as
        tmux does by default), so `integrate tmux` reaches it."""
        config = self.path(".tmux.conf") if os.path.exists(self.path(".tmux.conf")) else "/dev/null"
        result = subprocess.run(["tmux", "-L", self.tmux_name, "-f", config, *args], capture_output=True,
                                text=True, timeout=20, env=self.env)
        if check and result.returncode != 0:
            raise RuntimeError(f"tmux {args}: {result.stderr}")
        return result.stdout

    def close(self):
        for process in self.started:
            if process.poll() is None:
                process.kill()
                process.wait(timeout=5)
        subprocess.run(["tmux", "-L", self.tmux_name, "kill-server"], capture_output=True, env=self.env, timeout=20)


@pytest.fixture
def home(tmp_path):
    h = Home(tmp_path / "home")
    yield h
    h.close()


def theme_colors(name):
    """The theme's background, foreground and ANSI colours as darkscreen's own kitty export gives them."""
    out = subprocess.run([DARKSCREEN, "export", name, "--format", "kitty"], capture_output=True, text=True,
                         timeout=20, check=True, env=dict(os.environ, DARKSCREEN_THEME_DIRS="")).stdout
    values = dict(line.split(" ", 1) for line in out.splitlines() if line and not line.startswith("#"))
    return {k: v.strip().upper() for k, v in values.items()}


# Each target's config with content of the user's own: comments, other includes, a setting; some
# reached through a symbolic link (a dotfile manager's), some without a final newline. The lines
# darkscreen adds (matched by a pattern) are the only difference afterwards.
CONFIGS = {
    "kitty": (".config/kitty/kitty.conf", b"# my kitty\ninclude other.conf\nfont_size 12\n", True,
              rb"include /.*/integrations/kitty\.conf"),
    "ghostty": (".config/ghostty/config", b"# ghostty\nfont-size = 12\nconfig-file = other", False,
                rb"theme = light:/.*/ghostty-light,dark:/.*/ghostty-dark"),
    "alacritty": (".config/alacritty/alacritty.yml", b"# alacritty\nimport:\n  - /etc/other.yml\n\nfont:\n  size: 12\n", False,
                  rb"  - \"/.*/integrations/alacritty\.yml\""),
    "foot": (".config/foot/foot.ini", b"# foot\nfont=monospace:size=10\ninclude=/etc/other.ini\n\n[colors]\nalpha=0.9\n", True,
             rb"include=/.*/integrations/foot\.ini"),
    "shell": (".bashrc", b"# bashrc\nalias ll='ls -l'\n. ~/.other\n", True,
              rb"if \[ -r '/.*/shell\.sh' \]; then \. '/.*/shell\.sh'; fi"),
    "tmux": (".tmux.conf", b"# tmux\nsource-file ~/.other.conf\nset -g mouse on", False, rb"source-file -q '/.*/integrations/tmux\.conf'"),
    "vim": (".vimrc", b"\" vimrc\nsource ~/.other.vim\nset number\n", True, rb"colorscheme darkscreen"),
    "neovim": (".config/nvim/init.vim", b"\" init\nset number\n", False, rb"colorscheme darkscreen"),
    "bat": (".config/bat/config", b"# my bat\n--style=plain\n--theme=ansi", True, rb"--theme=darkscreen"),
    "fzf": (".bashrc", b"# bashrc\nexport FZF_DEFAULT_OPTS='--reverse'\n. ~/.other\n", True,
            rb"if \[ -r '/.*/fzf\.sh' \]; then \. '/.*/fzf\.sh'; fi"),
    "btop": (".config/btop/btop.conf", b"#? Config file for btop\ncolor_theme = \"Default\"\ntheme_background = True\n", False,
             rb'color_theme = "/.*/btop/themes/darkscreen\.theme"'),
    "ls-colors": (".bashrc", b"# bashrc\nalias ls='ls --color=auto'\n", True,
                  rb"if \[ -r '/.*/ls-colors\.sh' \]; then \. '/.*/ls-colors\.sh'; fi"),
    "xterm": (".Xresources", b"! mine\n#include \".Xresources.local\"\nXTerm*faceName: mono\n", True,
              rb'#include "/.*/integrations/xterm\.Xresources"'),
    # No line of the user's: fish's universal variables, dconf profiles (Tests/e2e/test_integrate_tools.py).
    "fish": None,
    "gnome-terminal": None,
    "tilix": None,
    "xfce4-terminal": None,
    "ssh": (".ssh/config", b"# ssh\nHost other\n  User me\n\nHost *\n  ServerAliveInterval 30\n", True,
            rb"SendEnv LC_DARKSCREEN_APPEARANCE LC_DARKSCREEN_THEME"),
}


def test_every_target_has_an_example_config_and_a_row_in_the_docs():
    assert set(CONFIGS) == set(TARGETS)
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    text = open(os.path.join(root, "docs", "keep-the-theme.md"), encoding="utf-8").read()
    table = text.split("## Targets", 1)[1].split("\n\n", 2)[1]
    rows = [line.split("|")[1].strip().strip("`") for line in table.splitlines()[2:] if line.startswith("|")]
    assert rows == TARGETS
    # How each follows a commit, as the docs say it.
    follows = {name: how for name, how in list_targets()}
    for line in table.splitlines()[2:]:
        cells = [cell.strip() for cell in line.split("|")]
        how = follows[cells[1].strip("`")]
        assert cells[-2] == how or cells[-2].startswith(how + ":") or cells[-2].startswith(how + " ("), line


def prepare_config(home, target):
    assert CONFIGS[target] is not None, f"{target} has no config line"
    relative, original, linked, _ = CONFIGS[target]
    if target == "tmux":  # what the example sources (a tmux server started with it would stop at a missing file)
        home.write(".other.conf", b"set -g history-limit 5000\n")
    if linked:
        real = home.write("dotfiles/" + os.path.basename(relative), original, mode=0o640)
        link = home.path(relative)
        os.makedirs(os.path.dirname(link), exist_ok=True)
        os.symlink(real, link)
    else:
        home.write(relative, original, mode=0o640)
    return home.path(relative), original


@pytest.mark.parametrize("target", TARGETS)
def test_integrate_adds_one_line_and_undo_gives_back_the_bytes(home, target):
    if target == "alacritty":
        need("alacritty")
    if CONFIGS[target] is None:
        pytest.skip(f"{target} adds no line to a config of the user's (Tests/e2e/test_integrate_tools.py)")
    config, original = prepare_config(home, target)
    linked = os.path.islink(config)
    result = home.run("integrate", target, "--yes")
    assert result.returncode == 0, result.stderr
    # The line and the file it goes into were shown before it was added.
    assert "adds this line to " + config in result.stdout
    edited = open(config, "rb").read()
    pattern = CONFIGS[target][3]
    matches = [line for line in edited.split(b"\n") if re.fullmatch(pattern, line)]
    assert len(matches) == 1, edited
    shown = [line for line in result.stdout.splitlines() if line.startswith("  ")]
    assert shown == ["  " + matches[0].decode()]
    # Every other byte is the user's: taking out the one line (and the newline it needed) gives the original.
    without = edited.replace(matches[0] + b"\n", b"", 1)
    assert without == original or without == original + b"\n" or without.rstrip(b"\n") == original.rstrip(b"\n") and len(without) - len(original) <= 1
    if original.endswith(b"\n"):
        assert without == original
    assert os.path.islink(config) == linked
    assert stat.S_IMODE(os.stat(config).st_mode) == 0o640
    real = os.path.realpath(config)
    assert open(real + ".darkscreen-backup", "rb").read() == original
    if target == "foot":  # in the main section: before the first [section]
        assert edited.index(matches[0]) < edited.index(b"[colors]")
    if target == "alacritty":  # an item of the user's import list, after theirs
        assert edited.startswith(b"# alacritty\nimport:\n  - /etc/other.yml\n" + matches[0] + b"\n")
    status = home.run("integrate", "--status").stdout
    assert re.search(rf"^{target}: connected", status, re.M), status

    undone = home.run("integrate", "--undo", target)
    assert undone.returncode == 0, undone.stderr
    assert open(config, "rb").read() == original
    assert os.path.islink(config) == linked
    assert stat.S_IMODE(os.stat(config).st_mode) == 0o640
    assert not os.path.exists(os.path.join(home.own, {"kitty": "kitty.conf"}.get(target, "none")))
    assert re.search(rf"^{target}: not connected", home.run("integrate", "--status").stdout, re.M)


def backups(home, config):
    folder = os.path.dirname(os.path.realpath(config))
    return sorted(f for f in os.listdir(folder) if ".darkscreen-backup" in f)


def test_one_backup_kept_while_connected_and_removed_by_undo(home):
    config, original = prepare_config(home, "tmux")
    for _ in range(6):  # a round of integrates and undos leaves no pile
        assert home.run("integrate", "tmux", "--yes").returncode == 0
        assert backups(home, config) == [".tmux.conf.darkscreen-backup"]
        assert open(config + ".darkscreen-backup", "rb").read() == original
        assert home.run("integrate", "--undo", "tmux").returncode == 0
        assert open(config, "rb").read() == original
        assert backups(home, config) == []
    # Edited in between: the file is not what the backup holds, so the backup stays.
    assert home.run("integrate", "tmux", "--yes").returncode == 0
    with open(config, "r+b") as f:
        f.seek(0)
        f.write(b"X")
    undone = home.run("integrate", "--undo", "tmux")
    assert undone.returncode == 0, undone.stderr
    assert backups(home, config) == [".tmux.conf.darkscreen-backup"]
    assert open(config + ".darkscreen-backup", "rb").read() == original


def test_a_backup_the_user_made_is_never_touched(home):
    config, original = prepare_config(home, "kitty")
    real = os.path.realpath(config)
    mine = b"my own backup\n"
    with open(real + ".darkscreen-backup", "wb") as f:
        f.write(mine)
    assert home.run("integrate", "kitty", "--yes").returncode == 0
    assert open(real + ".darkscreen-backup", "rb").read() == mine
    assert home.run("integrate", "--undo", "kitty").returncode == 0
    assert open(real + ".darkscreen-backup", "rb").read() == mine
    assert open(config, "rb").read() == original
    assert backups(home, config) == ["kitty.conf.darkscreen-backup"]


def test_tmux_reaches_only_servers_that_read_the_users_config_and_undo_puts_their_options_back(home):
    home.write(".tmux.conf", b"set -g status-style bg=red\nset -g mode-style fg=blue\n")
    original = home.read(".tmux.conf")
    home.tmux("new-session", "-d", "-s", "main", "sleep 600")
    # A server with a config of its own (-f): never the user's, never reached.
    other = "ds-own-" + uuid.uuid4().hex[:6]
    own_config = home.write("own.conf", b"set -g status-style bg=yellow\n")
    def tmux_other(*args):
        result = subprocess.run(["tmux", "-L", other, "-f", own_config, *args], capture_output=True, text=True, timeout=20,
                                env=home.env)
        assert result.returncode == 0, result.stderr
        return result.stdout
    tmux_other("new-session", "-d", "sleep 600")
    try:
        before_other = tmux_other("show-options", "-g")
        assert home.run("integrate", "tmux", "--yes").returncode == 0
        result = home.run("set", "Outrun")
        assert "1 of 1 reached" in result.stderr, result.stderr
        colors = theme_colors("Outrun")
        assert home.tmux("show-options", "-gv", "window-style").strip().upper().startswith("BG=" + colors["background"])
        assert home.tmux("show-options", "-gv", "pane-colours[1]").strip().upper() == colors["color1"]
        assert tmux_other("show-options", "-g") == before_other
        assert "1 with a config of its own left alone" in home.run("integrate", "--status").stdout

        assert home.run("integrate", "--undo", "tmux").returncode == 0
        assert home.read(".tmux.conf") == original
        # The user's own values are back, the others at tmux's defaults, nothing of darkscreen's left.
        assert home.tmux("show-options", "-gv", "status-style").strip() == "bg=red"
        assert home.tmux("show-options", "-gv", "mode-style").strip() == "fg=blue"
        assert home.tmux("show-options", "-gv", "window-style").strip() == "default"
        assert home.tmux("show-options", "-gv", "pane-colours").strip() == ""
        assert "darkscreen" not in home.tmux("show-options", "-g")
        assert tmux_other("show-options", "-g") == before_other
        assert not os.path.exists(home.own + "/tmux-undo.conf")
    finally:
        subprocess.run(["tmux", "-L", other, "kill-server"], capture_output=True, env=home.env, timeout=20)


def test_without_a_terminal_or_yes_nothing_changes(home):
    config, original = prepare_config(home, "kitty")
    result = home.run("integrate", "kitty")
    assert result.returncode == 1
    assert "include " + home.own + "/kitty.conf" in result.stdout  # the line to add by hand
    assert "--yes" in result.stderr
    assert open(config, "rb").read() == original
    assert not os.path.exists(home.own + "/kitty.conf")


def test_a_no_on_the_terminal_changes_nothing_and_a_yes_connects(home):
    import pty
    config, original = prepare_config(home, "neovim")

    def answer(text):
        pid, fd = pty.fork()
        if pid == 0:
            os.execve(DARKSCREEN, [DARKSCREEN, "integrate", "neovim"], home.env)
        out = b""
        deadline = time.monotonic() + 10
        sent = False
        while time.monotonic() < deadline:
            ready, _, _ = select.select([fd], [], [], 0.1)
            if ready:
                try:
                    chunk = os.read(fd, 4096)
                except OSError:
                    break
                if not chunk:
                    break
                out += chunk
            if not sent and b"[y/N]" in out:
                os.write(fd, text)
                sent = True
        _, status = os.waitpid(pid, 0)
        os.close(fd)
        return os.waitstatus_to_exitcode(status), out

    code, out = answer(b"\n")
    assert code == 1 and b"nothing changed" in out
    assert open(config, "rb").read() == original
    code, out = answer(b"y\n")
    assert code == 0, out
    assert open(config, "rb").read() == original + b"colorscheme darkscreen\n"


@pytest.mark.parametrize("kind", ["read-only", "folder", "fifo"])
def test_a_config_darkscreen_cannot_edit_is_refused_with_the_line_to_add(home, kind):
    config = home.path(".tmux.conf")
    if kind == "read-only":
        home.write(".tmux.conf", b"set -g mouse on\n", mode=0o444)
    elif kind == "folder":
        os.makedirs(config)
    else:
        os.mkfifo(config)
    result = home.run("integrate", "tmux", "--yes", timeout=10)
    assert result.returncode == 1
    assert "by hand" in result.stderr and "source-file -q '" + home.own + "/tmux.conf'" in result.stderr
    if kind == "read-only":
        assert open(config, "rb").read() == b"set -g mouse on\n"
    assert not os.path.exists(home.own + "/tmux.conf")
    assert "tmux: not connected" in home.run("integrate", "--status").stdout


def test_neovim_and_vim_load_the_colour_scheme(home):
    need("nvim")
    need("vim")
    prepare_config(home, "neovim")
    prepare_config(home, "vim")
    assert home.run("integrate", "neovim", "--yes").returncode == 0
    assert home.run("integrate", "vim", "--yes").returncode == 0
    assert home.run("set", "Outrun").returncode == 0
    colors = theme_colors("Outrun")
    out = subprocess.run(["nvim", "--headless", "-c", "colorscheme darkscreen", "-c", "hi Normal", "-c", "q"],
                         capture_output=True, text=True, timeout=20, env=home.env)
    text = (out.stdout + out.stderr).upper()
    assert "GUIFG=" + colors["foreground"] in text and "GUIBG=" + colors["background"] in text, text
    # The user's init.vim loads it by itself (its one line), and so does Vim's vimrc.
    out = subprocess.run(["nvim", "--headless", "-c", "hi String", "-c", "q"], capture_output=True, text=True, timeout=20, env=home.env)
    assert "GUIFG=" + colors["color2"] in (out.stdout + out.stderr).upper()
    out = subprocess.run(["vim", "-u", home.path(".vimrc"), "-es", "-c", "redir! > /dev/stdout | hi Normal | redir END", "-c", "q"],
                         capture_output=True, text=True, timeout=20, env=home.env)
    assert "GUIBG=" + colors["background"] in out.stdout.upper(), out.stdout


def nvim_exec(sock, command, timeout=5.0):
    """`nvim_exec(command, true)` over the socket (a hand-made msgpack request); the reply's text."""
    payload = command.encode()
    request = bytes([0x94, 0x00, 0x01, 0xA9]) + b"nvim_exec" + bytes([0x92, 0xD9, len(payload)]) + payload + bytes([0xC3])
    with socket.socket(socket.AF_UNIX) as s:
        s.settimeout(timeout)
        s.connect(sock)
        s.sendall(request)
        reply = s.recv(65536)
    return reply.decode("utf-8", "replace")


def start_nvim(home, name="nvimtest"):
    folder = os.path.join(home.tmp, name)
    os.makedirs(folder)
    sock = os.path.join(folder, "0")
    process = subprocess.Popen(["nvim", "--headless", "--listen", sock], env=home.env, stdin=subprocess.DEVNULL,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    home.started.append(process)
    wait_until(lambda: os.path.exists(sock), what="Neovim's socket")
    return sock


def test_a_running_neovim_changes_colours_after_set(home):
    need("nvim")
    prepare_config(home, "neovim")
    assert home.run("integrate", "neovim", "--yes").returncode == 0
    sock = start_nvim(home)
    for name in ("Outrun", "Light"):
        colors = theme_colors(name)
        result = home.run("set", name)
        assert result.returncode == 0, result.stderr
        assert "1 of 1 reached" in result.stderr
        assert "guibg=" + colors["background"] in nvim_exec(sock, "hi Normal").upper().replace("GUIBG", "guibg")


def test_a_private_tmux_server_takes_the_styles_after_a_commit(home):
    prepare_config(home, "tmux")
    assert home.run("integrate", "tmux", "--yes").returncode == 0
    home.tmux("new-session", "-d", "-s", "main", "sleep 600")
    result = home.run("set", "Outrun")
    assert "1 of 1 reached" in result.stderr, result.stderr
    colors = theme_colors("Outrun")
    style = home.tmux("show-options", "-gv", "window-style").strip().upper()
    assert style == f"BG={colors['background']},FG={colors['foreground']}"
    assert home.tmux("show-options", "-gv", "pane-colours[1]").strip().upper() == colors["color1"]
    assert "BG=" in home.tmux("show-options", "-gv", "status-style").upper()
    # A server started later reads it through the user's .tmux.conf.
    subprocess.run(["tmux", "-L", home.tmux_name + "b", "new-session", "-d", "sleep 600"], env=home.env, timeout=20, check=True)
    try:
        later = subprocess.run(["tmux", "-L", home.tmux_name + "b", "show-options", "-gv", "window-style"], env=home.env,
                               capture_output=True, text=True, timeout=20).stdout.strip().upper()
        assert later == style
    finally:
        subprocess.run(["tmux", "-L", home.tmux_name + "b", "kill-server"], env=home.env, timeout=20)
    status = home.run("integrate", "--status").stdout
    assert re.search(r"last commit: .* Outrun: reached \(told 1 tmux server\)", status), status


def test_a_new_interactive_bash_writes_the_escapes(home):
    prepare_config(home, "shell")
    assert home.run("integrate", "shell", "--yes").returncode == 0
    assert home.run("set", "Outrun").returncode == 0
    escapes = subprocess.run([DARKSCREEN, "export", "Outrun", "--format", "escapes"], capture_output=True,
                             timeout=20, check=True).stdout
    home.tmux("new-session", "-d", "-s", "sh", "-x", "80", "-y", "24", "bash --norc -c 'script -qfc \"bash -i\" /dev/null > " + home.tmp + "/out; sleep 600'")
    wait_until(lambda: os.path.exists(home.tmp + "/out") and escapes in open(home.tmp + "/out", "rb").read(),
               what="the escapes from bash -i")


def test_kitty_reads_the_included_theme(home):
    need("kitty")
    config, _ = prepare_config(home, "kitty")
    assert home.run("integrate", "kitty", "--yes").returncode == 0
    assert home.run("set", "Outrun").returncode == 0
    colors = theme_colors("Outrun")
    out = subprocess.run(["kitty", "+runpy", "import sys; from kitty.config import load_config; o = load_config(sys.argv[-1]); "
                          "print('%02X%02X%02X' % (o.background.red, o.background.green, o.background.blue), o.font_size)", config],
                         capture_output=True, text=True, timeout=60, env=home.env)
    assert out.stdout.split() == [colors["background"].lstrip("#"), "12.0"], out.stderr


def test_one_failing_target_holds_up_no_other(home):
    need("nvim")
    for target in ("tmux", "neovim", "foot", "kitty"):
        prepare_config(home, target)
        assert home.run("integrate", target, "--yes").returncode == 0
    home.tmux("new-session", "-d", "-s", "main", "sleep 600")
    # A Neovim socket nobody reads, and darkscreen's foot file replaced by a folder.
    hung_folder = os.path.join(home.tmp, "nvimhung")
    os.makedirs(hung_folder)
    hung = socket.socket(socket.AF_UNIX)
    hung.bind(os.path.join(hung_folder, "0"))
    hung.listen(4)
    try:
        os.unlink(home.own + "/foot.ini")
        os.makedirs(home.own + "/foot.ini")
        started = time.monotonic()
        result = home.run("set", "Outrun")
        elapsed = time.monotonic() - started
    finally:
        hung.close()
    assert result.returncode == 0
    assert "Outrun: 2 of 4 reached" in result.stderr and "foot, neovim failed" in result.stderr, result.stderr
    assert elapsed < 5
    colors = theme_colors("Outrun")
    assert home.tmux("show-options", "-gv", "window-style").strip().upper().startswith("BG=" + colors["background"])
    assert "background " + colors["background"].lower() in open(home.own + "/kitty.conf").read()
    status = home.run("integrate", "--status").stdout
    assert re.search(r"neovim: connected.*\n(  .*\n)*  last commit: .* failed \(.*did not (answer|take)", status), status
    assert re.search(r"foot: connected.*\n(  .*\n)*  last commit: .* failed \(.*not darkscreen's file", status), status


def test_a_hostile_theme_name_reaches_no_file_raw(home, tmp_path):
    themes = tmp_path / "hostile.json"
    name = "Evil\u001b]0;pwned\u0007\nset -g x\u202e"
    import json
    themes.write_text(json.dumps({"themes": [{"name": name, "statusLine": "lightContent",
                                              "colors": {"background": "#101010", "primary": "#EEEEEE", "secondary": "#888888"}}]}))
    for target in TARGETS:
        if target == "alacritty" and shutil.which("alacritty") is None:
            continue
        if target in ("gnome-terminal", "tilix"):  # dconf needs a session bus: test_integrate_tools.py
            continue
        assert home.run("integrate", target, "--yes").returncode == 0, target
    env_result = subprocess.run([DARKSCREEN, "set", name, "--themes", str(themes)], capture_output=True, timeout=30,
                                env=home.env, stdin=subprocess.DEVNULL)
    assert env_result.returncode == 0, env_result.stderr
    files = [os.path.join(home.own, f) for f in os.listdir(home.own)]
    files += [home.path(".vim/colors/darkscreen.vim"), home.path(".config/nvim/colors/darkscreen.vim")]
    for path in files:
        data = open(path, "rb").read()
        assert b"\x1b]0;pwned" not in data and "\u202e".encode() not in data, path
        assert b"\nset -g x" not in data, path
        control = [b for b in data if b < 0x20 and b not in (0x0A,)]
        assert control == [], path


def start_ui(home, *args):
    """darkscreen in a pane of the test's private tmux server (so the tmux it reaches is that one)."""
    import shlex
    env_text = " ".join(f"{k}={shlex.quote(v)}" for k, v in home.env.items() if k not in ("TMUX", "TMUX_PANE"))
    command = f"export {env_text} TERM=tmux-256color LANG=C.UTF-8; {shlex.quote(DARKSCREEN)} {' '.join(map(shlex.quote, args))}; echo EXIT=$?; sleep 600"
    home.tmux("new-session", "-d", "-s", "ui", "-x", "120", "-y", "30", "sh", "-c", command)

    def screen():
        return home.tmux("capture-pane", "-p", "-t", "ui")
    wait_until(lambda: "Automatic" in screen(), what="darkscreen's first frame")
    return screen


def test_enter_in_the_ui_reaches_the_connected_tools_and_a_move_does_not(home):
    need("nvim")
    prepare_config(home, "tmux")
    prepare_config(home, "neovim")
    assert home.run("integrate", "tmux", "--yes").returncode == 0
    assert home.run("integrate", "neovim", "--yes").returncode == 0
    sock = start_nvim(home)
    tmux_file = home.own + "/tmux.conf"
    before = open(tmux_file, "rb").read()
    screen = start_ui(home)
    global_before = home.tmux("show-options", "-gv", "window-style")
    # Moving through the list is a preview: no file written, no tool told.
    home.tmux("send-keys", "-t", "ui", "j")
    wait_until(lambda: "Dark" in screen().splitlines()[-1] or "Dark" in screen(), what="the highlight on Dark")
    time.sleep(0.3)  # nothing must happen within 300 ms (a commit's writes take a few ms): no file written
    assert open(tmux_file, "rb").read() == before
    assert home.tmux("show-options", "-gv", "window-style") == global_before
    # Enter commits: the status line says how far it got; tmux and the running Neovim have it.
    home.tmux("send-keys", "-t", "ui", "Enter")
    try:
        wait_until(lambda: "Dark: 2 of 2 reached" in screen(), what="the commit's summary in the status line")
    except AssertionError:
        raise AssertionError(screen() + "\n" + home.run("integrate", "--status").stdout)
    colors = theme_colors("Dark")
    assert home.tmux("show-options", "-gv", "window-style").strip().upper() == f"BG={colors['background']},FG={colors['foreground']}"
    assert "GUIBG=" + colors["background"] in nvim_exec(sock, "hi Normal").upper()
    # After quitting, tmux keeps the committed theme (its global styles are not put back).
    home.tmux("send-keys", "-t", "ui", "q")
    wait_until(lambda: "EXIT=0" in screen(), what="darkscreen to quit")
    assert home.tmux("show-options", "-gv", "window-style").strip().upper() == f"BG={colors['background']},FG={colors['foreground']}"


def pixel(display, x, y):
    result = subprocess.run(["import", "-display", display, "-window", "root", "-crop", f"1x1+{x}+{y}", "txt:-"],
                            capture_output=True, text=True, timeout=20)
    out = result.stdout
    match = re.search(r"#([0-9A-F]{12}|[0-9A-F]{6})\b", out)
    if not match:
        return None
    value = match.group(1)
    return "#" + (value[0:2] + value[4:6] + value[8:10] if len(value) == 12 else value)


def wait_for_pixel(display, colour, timeout, what, terminal=None, log=None):
    """Until the window's pixel at (100, 100) is `colour`; a failure says what it was instead, and
    whether the terminal (when given) still runs and what it printed."""
    seen = []
    try:
        wait_until(lambda: seen.append(pixel(display, 100, 100)) or seen[-1] == colour, timeout=timeout, what=what)
    except AssertionError as error:
        said = ""
        if terminal is not None:
            state = "running" if terminal.poll() is None else f"exited with {terminal.returncode}"
            printed = open(log, errors="replace").read()[-2000:] if log and os.path.exists(log) else ""
            said = f"; the terminal is {state}, it printed: {printed!r}"
        raise AssertionError(f"{error}: wanted {colour} on {display}, saw {sorted(set(map(str, seen)))}{said}") from None


def private_display(home):
    """A private Xvfb display (`start_xvfb`), stopped with the test's other programs."""
    xvfb, display = start_xvfb("400x300x24", log=home.path("xvfb.log"))
    home.started.append(xvfb)
    return display


@pytest.mark.release  # a real terminal's window under Xvfb, read pixel by pixel: `make check-release`
@pytest.mark.parametrize("target", ["alacritty", "kitty"])
def test_a_real_terminal_shows_the_theme_follows_a_commit_and_keeps_it_in_a_new_window(home, target):
    """The window's pixels: in the committed theme at start, in the next theme after a commit
    (Alacritty reads its imports again by itself, kitty is sent its reload signal), and a window
    opened after that (darkscreen not running) starts in it."""
    need(target)
    need("Xvfb")
    need("import")
    prepare_config(home, target)
    assert home.run("integrate", target, "--yes").returncode == 0
    assert home.run("set", "Outrun").returncode == 0
    display = private_display(home)
    env = dict(home.env, DISPLAY=display, LIBGL_ALWAYS_SOFTWARE="1")

    log = home.path(f"{target}.log")

    def window():
        terminal = subprocess.Popen([target, "-e", "sleep", "120"], env=env, stdout=subprocess.DEVNULL,
                                    stderr=open(log, "a"))
        home.started.append(terminal)
        return terminal

    first = window()
    outrun = theme_colors("Outrun")["background"]
    # a window starts slowly on a busy machine (software GL, other terminals' tests beside it)
    wait_for_pixel(display, outrun, timeout=60, what=f"{target}'s window in Outrun's background", terminal=first, log=log)
    assert "1 of 1 reached" in home.run("set", "90s").stderr
    nineties = theme_colors("90s")["background"]
    wait_for_pixel(display, nineties, timeout=15, what=f"{target}'s window in 90s' background", terminal=first, log=log)
    first.terminate()
    first.wait(timeout=10)
    wait_until(lambda: pixel(display, 100, 100) != nineties, timeout=10, what=f"{target}'s window closed")
    second = window()
    wait_for_pixel(display, nineties, timeout=60, what=f"a new {target} window in 90s' background", terminal=second, log=log)


def test_quitting_leaves_a_connected_terminal_in_the_committed_theme(home):
    import json
    from fake_terminal import FakeTerminal
    prepare_config(home, "shell")
    assert home.run("integrate", "shell", "--yes").returncode == 0
    answers = {"10": "rgb:0000/0000/0000", "11": "rgb:ffff/ffff/ffff", "12": "rgb:1111/2222/3333",
               **{f"4;{i}": "rgb:cdcd/0000/0000" for i in range(16)}}
    env = dict(home.env, TERM="xterm-256color", LANG="C.UTF-8")
    t = FakeTerminal(["--apply", "terminal", "--appearance", "dark"], env, answers=answers)
    try:
        t.wait_for(b"\x1b]10;#")  # the first frame's colours: darkscreen is up
        t.send(b"j")
        t.send(b"j")
        t.send(b"\r")
        settings = os.path.join(home.config, "darkscreen", "settings.json")
        committed = wait_until(lambda: os.path.exists(settings) and json.load(open(settings)).get("theme"), what="the commit")
        # The frame's diff may leave part of the status line unwritten: the record says the commit reached the shell.
        wait_until(lambda: re.search(rf"last commit: .* {re.escape(committed)}: reached", home.run("integrate", "--status").stdout),
                   what="the commit's reach")
        frames = t.frames()
        t.send(b"k")  # a preview of another theme, not committed
        t.wait_frame_after(frames)
        mark = len(t.bytes())
        t.send(b"q")
        t.wait_exit()
        after = t.bytes()[mark:]
    finally:
        t.close()
    escapes = subprocess.run([DARKSCREEN, "export", committed, "--format", "escapes", "--appearance", "dark"],
                             capture_output=True, timeout=20, check=True, env=dict(os.environ, DARKSCREEN_THEME_DIRS="")).stdout
    # The terminal's own colours are given back first (as without a connection), then the committed theme's set.
    restored = after.find(b"\x1b]11;#FFFFFF\x07")
    assert restored >= 0, after
    assert after.find(escapes, restored) > restored, after


def test_a_dynamic_theme_follows_the_appearance_and_ghostty_gets_both(home):
    home.appearance = None  # `a` then chooses light
    prepare_config(home, "tmux")
    prepare_config(home, "ghostty")
    assert home.run("integrate", "tmux", "--yes").returncode == 0
    assert home.run("integrate", "ghostty", "--yes").returncode == 0
    assert home.run("set", "Automatic").returncode == 0  # dynamic: light and dark colours

    def exported(appearance):
        out = subprocess.run([DARKSCREEN, "export", "Automatic", "--format", "kitty", "--appearance", appearance],
                             capture_output=True, text=True, timeout=20, check=True, env=dict(os.environ, DARKSCREEN_THEME_DIRS="")).stdout
        return dict(line.split(" ", 1) for line in out.splitlines() if line and not line.startswith("#"))["background"].upper()
    dark, light = exported("dark"), exported("light")
    assert dark != light
    # Ghostty picks the variant itself: both files, each with its own background.
    assert f"background = {light.lower()}" in open(home.own + "/ghostty-light").read()
    assert f"background = {dark.lower()}" in open(home.own + "/ghostty-dark").read()
    screen = start_ui(home)  # dark: nothing says otherwise
    assert "1 of 2 reached · ghostty at next start" in home.run("set", "Automatic").stderr  # now to the running server too
    assert home.tmux("show-options", "-gv", "window-style").upper().startswith("BG=" + dark)
    # `a` cycles the appearance (auto, light, dark): the resolved appearance changes, the files follow.
    home.tmux("send-keys", "-t", "ui", "a")
    try:
        wait_until(lambda: home.tmux("show-options", "-gv", "window-style").upper().startswith("BG=" + light), what="tmux in the light variant")
    except AssertionError:
        raise AssertionError(screen() + home.run("integrate", "--status").stdout)
    assert "# Automatic (light)" in open(home.own + "/tmux.conf").read()


def form_of(status, target):
    match = re.search(rf"^{target}: connected.*\n(?:  .*\n)*?  form: (.*)$", status, re.M)
    assert match, status
    return match.group(1)


def test_the_debian_tools_read_every_file_of_a_dynamic_theme(home):
    """Debian 12's kitty 0.26, foot 1.13, tmux 3.3a, Vim 9.0 and Neovim 0.7 are older than the
    versions that switch by themselves: each gets the form it reads, reads it without a
    complaint, and `--status` says which form and why."""
    for program in ("kitty", "foot", "tmux", "vim", "nvim"):
        need(program)
    for target in ("tmux", "vim", "neovim"):
        prepare_config(home, target)
    # kitty's and foot's with content of their own, whose other includes exist.
    home.write(".config/kitty/other.conf", b"font_size 12\n")
    home.write(".config/kitty/kitty.conf", b"# my kitty\ninclude other.conf\ncursor_blink_interval 0\n")
    home.write(".config/foot/other.ini", b"font=monospace:size=10\n")
    home.write(".config/foot/foot.ini", b"# foot\ninclude=" + home.path(".config/foot/other.ini").encode() + b"\n\n[colors]\nalpha=0.9\n")
    for target in ("kitty", "foot", "tmux", "vim", "neovim"):
        assert home.run("integrate", target, "--yes").returncode == 0
    home.appearance = "light"
    assert home.run("set", "Automatic").returncode == 0
    light = theme_colors_for("Automatic", "light")
    dark = theme_colors_for("Automatic", "dark")
    status = home.run("integrate", "--status").stdout
    assert re.match(r"one variant: kitty 0\.2\d\.\d+ is older than 0\.38; kitty 0\.38 and later switches", form_of(status, "kitty"))
    assert re.match(r"one variant: foot 1\.1\d\.\d+ is older than 1\.26;", form_of(status, "foot"))
    assert re.match(r"one variant: tmux 3\.\d+a? is older than 3\.6;", form_of(status, "tmux"))
    assert "chosen by 'background'" in form_of(status, "neovim")
    assert not os.path.exists(home.path(".config/kitty/light-theme.auto.conf"))

    # foot checks its config (with darkscreen's include) without a window.
    out = subprocess.run(["foot", "--check-config"], capture_output=True, text=True, timeout=20, env=home.env)
    assert out.returncode == 0 and " err:" not in out.stderr, out.stderr
    assert "background=" + light["background"].lstrip("#").lower() in open(home.own + "/foot.ini").read()
    # kitty parses its config and the include without a warning.
    config = home.path(".config/kitty/kitty.conf")
    out = subprocess.run(["kitty", "+runpy", "import sys; from kitty.config import load_config; o = load_config(sys.argv[-1]); "
                          "print('%02X%02X%02X' % (o.background.red, o.background.green, o.background.blue))", config],
                         capture_output=True, text=True, timeout=60, env=home.env)
    assert out.stdout.split() == [light["background"].lstrip("#")] and out.stderr.strip() == "", out.stderr
    # tmux sources the user's config (which sources darkscreen's) without an error.
    home.tmux("new-session", "-d", "-s", "main", "sleep 600")
    sourced = subprocess.run(["tmux", "-L", home.tmux_name, "source-file", home.path(".tmux.conf")], capture_output=True,
                             text=True, timeout=20, env=home.env)
    assert sourced.returncode == 0 and sourced.stderr == "", sourced.stderr
    assert home.tmux("show-options", "-gv", "window-style").upper().startswith("BG=" + light["background"])

    # Neovim 0.7 and Vim 9.0 load the one scheme with no error, start in the committed variant,
    # and `:set bg=` picks the other variant from the same file.
    def editor(command):
        probe = "redir! > " + home.tmp + "/out | echo &background | hi Normal | set bg=dark | echo &background | hi Normal | redir END"
        out = subprocess.run(command + ["-c", probe, "-c", "qa!"], capture_output=True, text=True, timeout=20, env=home.env,
                             stdin=subprocess.DEVNULL)
        assert "E" not in "".join(re.findall(r"\bE\d+:", out.stdout + out.stderr)), out.stdout + out.stderr
        return open(home.tmp + "/out").read().upper().split()
    for command in (["nvim", "--headless"], ["vim", "-N", "-u", home.path(".vimrc"), "-i", "NONE", "-es"]):
        words = editor(command)
        assert [w for w in words if w in ("LIGHT", "DARK")] == ["LIGHT", "DARK"], (command, words)
        normals = [w for w in words if w.startswith("GUIBG=")]
        assert normals == ["GUIBG=" + light["background"], "GUIBG=" + dark["background"]], (command, words)


def theme_colors_for(name, appearance):
    out = subprocess.run([DARKSCREEN, "export", name, "--format", "kitty", "--appearance", appearance], capture_output=True,
                         text=True, timeout=20, check=True, env=dict(os.environ, DARKSCREEN_THEME_DIRS="")).stdout
    values = dict(line.split(" ", 1) for line in out.splitlines() if line and not line.startswith("#"))
    return {k: v.strip().upper() for k, v in values.items()}


def test_a_running_neovim_07_is_given_the_committed_variant_of_a_dynamic_theme(home):
    need("nvim")
    prepare_config(home, "neovim")
    assert home.run("integrate", "neovim", "--yes").returncode == 0
    sock = start_nvim(home)
    for appearance in ("light", "dark", "light"):
        home.appearance = appearance
        result = home.run("set", "Automatic")
        assert "1 of 1 reached" in result.stderr, result.stderr
        colors = theme_colors_for("Automatic", appearance)
        assert appearance in nvim_exec(sock, "echo &background")
        assert "GUIBG=" + colors["background"] in nvim_exec(sock, "hi Normal").upper()
    # The scheme itself holds both: Neovim's own `:set bg=` switches it.
    nvim_exec(sock, "set background=dark")
    assert "GUIBG=" + theme_colors_for("Automatic", "dark")["background"] in nvim_exec(sock, "hi Normal").upper()


def test_a_kitty_helper_process_is_never_signalled(home):
    """`kitty +runpy …` is kitty's own helper (comm "kitty"): SIGUSR1 would end it. A commit
    reaches kitty terminals only; the helper lives on."""
    need("kitty")
    prepare_config(home, "kitty")
    assert home.run("integrate", "kitty", "--yes").returncode == 0
    ready = os.path.join(home.tmp, "helper-ready")
    helper = subprocess.Popen(["kitty", "+runpy", f"import time; open({ready!r}, 'w').close(); time.sleep(600)"],
                              env=home.env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    home.started.append(helper)
    wait_until(lambda: os.path.exists(ready), what="kitty's helper")
    assert open(f"/proc/{helper.pid}/comm").read().strip() == "kitty"
    result = home.run("set", "Outrun")
    assert result.returncode == 0, result.stderr
    assert helper.poll() is None, "the helper was signalled"
    assert "no kitty running" in home.run("integrate", "--status").stdout


def test_many_neovims_that_never_answer_cost_one_budget(home):
    """Twenty sockets that accept and never answer (as a Neovim stopped with Ctrl-Z does): `set`
    asks them side by side under one budget (1 s), and `--status` names each."""
    prepare_config(home, "neovim")
    assert home.run("integrate", "neovim", "--yes").returncode == 0
    silent = []
    try:
        for n in range(20):
            folder = os.path.join(home.tmp, f"nvim{n:02d}")
            os.makedirs(folder)
            s = socket.socket(socket.AF_UNIX)
            s.bind(os.path.join(folder, "0"))
            s.listen(4)
            silent.append(s)
        started = time.monotonic()
        result = home.run("set", "Outrun")
        elapsed = time.monotonic() - started
    finally:
        for s in silent:
            s.close()
    assert result.returncode == 0 and "neovim failed" in result.stderr, result.stderr
    assert elapsed < 1.0 + 1.5, elapsed  # the budget, and darkscreen's own start and commit
    status = home.run("integrate", "--status").stdout
    for n in range(20):
        assert f"nvim{n:02d}/0: did not answer" in status, status


def test_completions_offer_the_targets_darkscreen_lists():
    for shell in ("bash", "zsh", "fish"):
        script = subprocess.run([DARKSCREEN, "--generate-completion-script", shell], capture_output=True, text=True,
                                timeout=20, check=True).stdout
        for target in TARGETS:
            assert re.search(rf"\b{target}\b", script), (shell, target)
    script = subprocess.run([DARKSCREEN, "--generate-completion-script", "bash"], capture_output=True, text=True,
                            timeout=20, check=True).stdout
    offered = re.search(r"-W '(kitty'[^\n]*'" + TARGETS[-1] + "')", script).group(1)
    assert re.findall(r"'([a-z0-9-]+)'", "'" + offered) == TARGETS


def test_a_tmux_socket_another_user_owns_is_never_asked(home):
    """Only the user's own sockets in the user's own tmux folder are asked: one owned by another
    uid (here made so with chown, which needs root) is left alone even though it reads the config."""
    if os.getuid() != 0:
        pytest.skip("making a socket another user's needs root")
    prepare_config(home, "tmux")
    assert home.run("integrate", "tmux", "--yes").returncode == 0
    home.tmux("new-session", "-d", "-s", "main", "sleep 600")
    before = home.tmux("show-options", "-gv", "window-style")
    os.chown(os.path.join(home.tmp, f"tmux-{os.getuid()}", home.tmux_name), 65534, 65534)
    result = home.run("set", "Outrun")
    assert result.returncode == 0, result.stderr
    assert home.tmux("show-options", "-gv", "window-style") == before
    assert "no tmux server running" in home.run("integrate", "--status").stdout
