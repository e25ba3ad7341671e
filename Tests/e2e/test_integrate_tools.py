"""`darkscreen integrate` for the tools that are not terminals' colour files: bat, fzf, btop, ls
(LS_COLORS), fish's colour variables, xterm's X resources and open windows, GNOME Terminal's and Tilix's profiles in
dconf. Each real tool reads what darkscreen wrote; `--undo` gives back what the tool had. The
generic checks (one line added, the exact bytes after `--undo`, a symbolic link kept, `--status`)
are in test_integrate.py's table."""
import os
import re
import subprocess

import pytest

from desktop_session import DesktopSession
from terminal import DARKSCREEN, need, start_xvfb, wait_until
from test_integrate import Home, prepare_config, theme_colors

THEME = "Outrun"


@pytest.fixture
def home(tmp_path):
    h = Home(tmp_path / "home")
    yield h
    h.close()


def rgb(hex_colour):
    value = hex_colour.lstrip("#")
    return tuple(int(value[i:i + 2], 16) for i in (0, 2, 4))


def sgr(hex_colour, background=False):
    return ("48;2;%d;%d;%d" if background else "38;2;%d;%d;%d") % rgb(hex_colour)


def connect(home, target):
    result = home.run("integrate", target, "--yes")
    assert result.returncode == 0, result.stdout + result.stderr
    assert home.run("set", THEME).returncode == 0
    assert re.search(rf"^{target}: connected", home.run("integrate", "--status").stdout, re.M)
    return theme_colors(THEME)


def shell(home, command, env=None):
    """An interactive bash of the user's (reading ~/.bashrc), its output."""
    return subprocess.run(["bash", "-ic", command], capture_output=True, text=True, timeout=30,
                          env=dict(home.env, **(env or {})), stdin=subprocess.DEVNULL).stdout


def test_bat_colours_python_with_the_theme(home):
    need("batcat", "bat")
    prepare_config(home, "bat")
    colors = connect(home, "bat")
    home.write("f.py", b"def greet(name):\n    return 'hi' + name  # say\n")
    out = subprocess.run(["batcat", "--color=always", "--paging=never", home.path("f.py")], capture_output=True, text=True,
                         timeout=30, env=dict(home.env, COLORTERM="truecolor")).stdout
    assert "\x1b[" + sgr(colors["color5"]) + "m" in out, out  # the keyword in the theme's magenta
    assert "\x1b[" + sgr(colors["color2"]) + "m" in out  # the string in its green
    assert home.run("integrate", "--undo", "bat").returncode == 0
    out = subprocess.run(["batcat", "--color=always", "--paging=never", home.path("f.py")], capture_output=True, text=True,
                         timeout=30, env=dict(home.env, COLORTERM="truecolor"))
    assert out.returncode == 0 and sgr(colors["color5"]) not in out.stdout, out.stderr


def test_fzf_gets_the_colours_after_the_users_options(home):
    need("fzf", "fzf")
    prepare_config(home, "fzf")
    colors = connect(home, "fzf")
    out = shell(home, 'printf "%s\\n" "$FZF_DEFAULT_OPTS"; printf "apple\\nxylophone\\n" | fzf --filter x; echo "status=$?"')
    lines = out.splitlines()
    assert lines[0].startswith("--reverse --color=fg:" + colors["foreground"].lower() + ",bg:" + colors["background"].lower()), out
    assert lines[1:] == ["xylophone", "status=0"], out


def test_ls_colours_each_kind_of_file_from_the_palette(home):
    prepare_config(home, "ls-colors")
    colors = connect(home, "ls-colors")
    folder = home.path("kinds")
    os.makedirs(folder + "/folder")
    open(folder + "/archive.tar", "wb").close()
    os.symlink("nowhere", folder + "/orphan")
    os.mkfifo(folder + "/pipe")
    out = shell(home, "ls --color=always -1 " + folder)
    line = {name: next(l for l in out.splitlines() if name in l) for name in ("folder", "archive.tar", "orphan", "pipe")}
    assert sgr(colors["color4"]) in line["folder"], out
    assert sgr(colors["color1"]) in line["archive.tar"] and sgr(colors["color1"]) in line["orphan"]
    assert sgr(colors["color3"]) in line["pipe"]


def test_btop_draws_with_the_theme(home):
    need("btop", "btop")
    prepare_config(home, "btop")
    colors = connect(home, "btop")
    home.tmux("new-session", "-d", "-x", "100", "-y", "30", "env TERM=tmux-256color COLORTERM=truecolor btop; sleep 600")

    def drawn():
        screen = home.tmux("capture-pane", "-p", "-e")
        return "cpu" in screen and sgr(colors["background"], background=True) in screen
    wait_until(drawn, what="btop drawn on the theme's background")


def test_fish_variables_set_and_given_back(home):
    need("fish", "fish")
    env = home.env
    subprocess.run(["fish", "-c", "set -U fish_color_command magenta; set -U fish_color_quote yellow --bold; set -e -U fish_color_keyword; true"],
                   env=env, timeout=30, check=True)
    colors = connect(home, "fish")
    read = ["fish", "-c", "echo $fish_color_command; echo $fish_color_quote; set -q -U fish_color_keyword; and echo keyword set"]
    out = subprocess.run(read, capture_output=True, text=True, env=env, timeout=30).stdout
    assert out.splitlines() == [colors["color4"].lower().lstrip("#"), colors["color2"].lower().lstrip("#"), "keyword set"], out
    assert home.run("integrate", "--undo", "fish").returncode == 0
    out = subprocess.run(read, capture_output=True, text=True, env=env, timeout=30).stdout
    assert out.splitlines() == ["magenta", "yellow --bold"], out
    assert not os.listdir(home.own), os.listdir(home.own)


def screen_pixel(env, x, y):
    """One pixel of the X screen (`env`'s DISPLAY) as `#RRGGBB`, read with ImageMagick's `import`."""
    out = subprocess.run(["import", "-window", "root", "-crop", f"1x1+{x}+{y}", "-depth", "8", "txt:-"],
                         capture_output=True, text=True, env=env, timeout=20).stdout
    found = re.search(r"#[0-9A-F]{6}", out)
    return found.group(0) if found else None


def screenshot(env, path):
    """The whole X screen as a PNG (kept in the test's folder, to look at when a test fails)."""
    subprocess.run(["import", "-window", "root", "-depth", "8", str(path)], env=env, timeout=20, capture_output=True)


@pytest.fixture
def display(home):
    need("Xvfb", "xvfb")
    xvfb, number = start_xvfb("320x200x24")
    home.started.append(xvfb)
    return number


@pytest.mark.release  # a real terminal's window under Xvfb, read pixel by pixel: `make check-release`
def test_xterm_resources_merged_a_new_window_in_the_theme_and_given_back(home, display):
    need("xrdb", "x11-xserver-utils")
    need("xterm", "xterm")
    need("import", "imagemagick")
    prepare_config(home, "xterm")
    env = dict(home.env, DISPLAY=display)
    subprocess.run(["xrdb", "-nocpp", "-merge", "-"], input=b"*VT100.background: red\n*mine: kept\n", env=env, timeout=20, check=True)
    before = subprocess.run(["xrdb", "-query"], capture_output=True, env=env, timeout=20).stdout
    result = subprocess.run([DARKSCREEN, "integrate", "xterm", "--yes"], capture_output=True, text=True, env=env, timeout=60,
                            stdin=subprocess.DEVNULL)
    assert result.returncode == 0, result.stderr
    assert subprocess.run([DARKSCREEN, "set", THEME], env=env, timeout=60, stdin=subprocess.DEVNULL).returncode == 0
    colors = theme_colors(THEME)
    query = subprocess.run(["xrdb", "-query"], capture_output=True, text=True, env=env, timeout=20).stdout
    assert "*VT100.background:\t" + colors["background"].lower() in query, query
    assert "*mine:\tkept" in query
    term = subprocess.Popen(["xterm", "-geometry", "30x8+0+0", "-e", "sleep", "60"], env=env)
    home.started.append(term)
    wait_until(lambda: screen_pixel(env, 120, 60) == colors["background"].upper(), what="a new xterm window in the theme's background")
    undone = subprocess.run([DARKSCREEN, "integrate", "--undo", "xterm"], capture_output=True, text=True, env=env, timeout=60)
    assert undone.returncode == 0, undone.stderr
    after = subprocess.run(["xrdb", "-query"], capture_output=True, env=env, timeout=20).stdout
    assert sorted(after.splitlines()) == sorted(before.splitlines()), after  # the same resources and values


@pytest.mark.release  # a real terminal's window under Xvfb, read pixel by pixel: `make check-release`
def test_an_open_xterm_window_takes_the_commit_through_its_pty_and_undo_gives_back_its_own(home, display, tmp_path):
    need("xrdb", "x11-xserver-utils")
    need("xterm", "xterm")
    need("import", "imagemagick")
    prepare_config(home, "xterm")
    env = dict(home.env, DISPLAY=display)
    term = subprocess.Popen(["xterm", "-geometry", "30x8+0+0", "-e", "sh", "-c", "sleep 60; :"], env=env)
    home.started.append(term)
    own = "#FFFFFF"  # xterm's own background, with no resources of the user's
    wait_until(lambda: screen_pixel(env, 120, 60) == own, timeout=20, what="the xterm window open in its own colours")
    result = subprocess.run([DARKSCREEN, "integrate", "xterm", "--yes"], capture_output=True, text=True, env=env, timeout=60,
                            stdin=subprocess.DEVNULL)
    assert result.returncode == 0, result.stderr
    result = subprocess.run([DARKSCREEN, "set", THEME], capture_output=True, text=True, env=env, timeout=60, stdin=subprocess.DEVNULL)
    assert result.returncode == 0, result.stderr
    assert "1 of 1 reached" in result.stderr, result.stderr
    colors = theme_colors(THEME)
    try:
        wait_until(lambda: screen_pixel(env, 120, 60) == colors["background"].upper(), timeout=20,
                   what="the open xterm window in the theme's background")
    finally:
        screenshot(env, tmp_path / "xterm-open-window.png")
    status = home.run("integrate", "--status").stdout
    assert "1 open window recoloured" in status, status
    undone = subprocess.run([DARKSCREEN, "integrate", "--undo", "xterm"], capture_output=True, text=True, env=env, timeout=60)
    assert undone.returncode == 0, undone.stderr
    wait_until(lambda: screen_pixel(env, 120, 60) == own, timeout=20, what="the open xterm window back in its own background")
    assert term.poll() is None  # the window was recoloured, not restarted


@pytest.mark.parametrize("target,schema,lists,schema_file", [
    ("gnome-terminal", "org.gnome.Terminal.Legacy.Profile", "/org/gnome/terminal/legacy/profiles:/", "org.gnome.Terminal.gschema.xml"),
    ("tilix", "com.gexperts.Tilix.Profile", "/com/gexperts/Tilix/profiles/", "com.gexperts.Tilix.gschema.xml"),
])
def test_a_dconf_profile_made_the_default_and_undo_gives_back_the_users(home, target, schema, lists, schema_file):
    need("dbus-run-session", "dbus")
    need("dconf", "dconf-cli")
    if not os.path.exists(f"/usr/share/glib-2.0/schemas/{schema_file}"):
        pytest.fail(f"{target} is not installed (its schema); `scripts/ensure-packages.sh test` installs it")
    mine = "b1dcc9dd-5262-4d8d-a863-c897e6d979b9"
    script = f"""
        set -e
        dconf write {lists}list "['{mine}']"
        dconf write {lists}default "'{mine}'"
        dconf write {lists}{':' if target == 'gnome-terminal' else ''}{mine}/background-color "'#123456'"
        dconf dump / > before
        '{DARKSCREEN}' integrate {target} --yes >/dev/null
        '{DARKSCREEN}' set '{THEME}' >/dev/null
        id=$(dconf read {lists}default | tr -d "'")
        echo "default=$id"
        echo "list=$(dconf read {lists}list)"
        echo "background=$(gsettings get {schema}:{lists}{':' if target == 'gnome-terminal' else ''}$id/ background-color)"
        echo "palette=$(gsettings get {schema}:{lists}{':' if target == 'gnome-terminal' else ''}$id/ palette)"
        '{DARKSCREEN}' integrate --status | grep '^{target}:'
        '{DARKSCREEN}' integrate --undo {target} >/dev/null
        dconf dump / > after
        cmp before after && echo same
    """
    out = subprocess.run(["dbus-run-session", "--", "sh", "-c", script], capture_output=True, text=True, timeout=90,
                         env=home.env, cwd=home.root, stdin=subprocess.DEVNULL)
    colors = theme_colors(THEME)
    lines = dict(line.split("=", 1) for line in out.stdout.splitlines() if "=" in line)
    assert lines.get("default") not in (None, "", mine), out.stdout + out.stderr
    assert lines["list"] == f"['{mine}', '{lines['default']}']"
    assert lines["background"] == "'" + colors["background"].lower() + "'"
    assert lines["palette"].startswith("['" + colors["color0"].lower() + "', '" + colors["color1"].lower() + "'")
    assert f"{target}: connected (running instances are told)" in out.stdout
    assert out.stdout.rstrip().endswith("same"), out.stdout + out.stderr


@pytest.mark.release  # a real terminal's window under Xvfb, read pixel by pixel: `make check-release`
def test_gnome_terminal_opens_in_darkscreens_profile_and_follows_the_next_commit(home, tmp_path):
    """Debian's GNOME Terminal on a private session bus: its server is activated by the bus, so the
    bus's environment must hold the display and a UTF-8 locale (without one the server exits:
    "Non UTF-8 locale (ANSI_X3.4-1968) is not supported!"); dconf's database and profile are the
    test's own."""
    need("dbus-daemon", "dbus")
    need("Xvfb", "xvfb")
    need("dconf", "dconf-cli")
    need("gnome-terminal", "gnome-terminal")
    need("/usr/libexec/dconf-service", "dconf-service")
    need("import", "imagemagick")
    profile = tmp_path / "dconf-profile"
    profile.write_text("user-db:user\n")
    private = dict(HOME=home.root, XDG_CONFIG_HOME=home.config, XDG_RUNTIME_DIR=home.runtime, LANG="C.UTF-8",
                   DCONF_PROFILE=str(profile))
    session = DesktopSession(**private)
    try:
        env = dict(home.env, DISPLAY=session.env["DISPLAY"], DBUS_SESSION_BUS_ADDRESS=session.env["DBUS_SESSION_BUS_ADDRESS"],
                   **private)
        mine = "b1dcc9dd-5262-4d8d-a863-c897e6d979b9"
        lists = "/org/gnome/terminal/legacy/profiles:/"
        for key, value in (("list", f"['{mine}']"), ("default", f"'{mine}'"), (f":{mine}/background-color", "'#123456'"),
                           (f":{mine}/use-theme-colors", "false")):
            subprocess.run(["dconf", "write", lists + key, value], env=env, timeout=20, check=True)
        for args in (["integrate", "gnome-terminal", "--yes"], ["set", THEME]):
            result = subprocess.run([DARKSCREEN, *args], capture_output=True, text=True, env=env, timeout=60, stdin=subprocess.DEVNULL)
            assert result.returncode == 0, result.stdout + result.stderr
        colors = theme_colors(THEME)
        term = subprocess.Popen(["gnome-terminal", "--wait", "--hide-menubar", "--geometry", "30x8+0+0", "--", "sleep", "60"],
                                env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        home.started.append(term)
        try:
            wait_until(lambda: screen_pixel(env, 120, 60) == colors["background"].upper(), timeout=30,
                       what="a GNOME Terminal window in the theme's background (darkscreen's profile is the default)")
        finally:
            screenshot(env, tmp_path / "gnome-terminal.png")
        other = theme_colors("80s")
        assert other["background"] != colors["background"]
        result = subprocess.run([DARKSCREEN, "set", "80s"], capture_output=True, text=True, env=env, timeout=60, stdin=subprocess.DEVNULL)
        assert result.returncode == 0, result.stderr
        wait_until(lambda: screen_pixel(env, 120, 60) == other["background"].upper(), timeout=30,
                   what="the open GNOME Terminal window follows the next commit (dconf)")
    finally:
        session.close()


@pytest.mark.release  # a real terminal's window under Xvfb, read pixel by pixel: `make check-release`
def test_xfce4_terminal_follows_terminalrc_by_itself_and_undo_gives_back_the_bytes(home, display):
    need("xfce4-terminal", "xfce4-terminal")
    need("import", "imagemagick")
    original = b"[Configuration]\nFontName=Monospace 12\nColorForeground=#ffffff\nMiscBell=TRUE"
    real = home.write("dotfiles/terminalrc", original, mode=0o640)
    rc = home.path(".config/xfce4/terminal/terminalrc")
    os.makedirs(os.path.dirname(rc))
    os.symlink(real, rc)
    env = dict(home.env, DISPLAY=display)
    colors = connect(home, "xfce4-terminal")
    assert os.path.islink(rc)
    text = open(real, "rb").read()
    assert text.startswith(b"[Configuration]\nFontName=Monospace 12\nColorForeground=" + colors["foreground"].lower().encode() + b"\nMiscBell=TRUE\n")
    assert b"ColorBackground=" + colors["background"].lower().encode() in text
    term = subprocess.Popen(["dbus-run-session", "--", "xfce4-terminal", "--disable-server", "--geometry", "30x8+0+0", "-x", "sleep", "60"],
                            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    home.started.append(term)

    def pixel():
        return screen_pixel(env, 120, 90)
    wait_until(lambda: pixel() == colors["background"].upper(), what="xfce4-terminal in the theme's background")
    other = theme_colors("80s")
    assert home.run("set", "80s").returncode == 0
    wait_until(lambda: pixel() == other["background"].upper(), what="the running xfce4-terminal follows the commit by itself")
    assert home.run("integrate", "--undo", "xfce4-terminal").returncode == 0
    assert open(real, "rb").read() == original and os.path.islink(rc)


TEMPLATES = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "fixtures", "templates")


def test_a_template_target_rendered_read_by_tmux_and_undone_to_the_bytes(home):
    """tinted-tmux's own template, rendered into a file tmux sources through a line in the user's
    .tmux.conf (a symbolic link, with content): tmux shows the theme's colours; --undo gives back
    the config's bytes and removes the output."""
    original = b"# tmux\nsource-file ~/.other.conf\nset -g mouse on\n"
    real = home.write("dotfiles/tmux.conf", original, mode=0o640)
    os.symlink(real, home.path(".tmux.conf"))
    home.write(".other.conf", b"")
    output = home.path("colors/tmux-base16.conf")
    args = ["integrate", "template", "tmux-colors", "--template", os.path.join(TEMPLATES, "tinted-tmux-base16.mustache"),
            "--output", output, "--reload", "echo reloaded >> " + home.path("reloads"),
            "--line", home.path(".tmux.conf") + ":source-file " + output, "--yes"]
    result = home.run(*args)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "adds this line to " + home.path(".tmux.conf") in result.stdout
    assert home.run("set", THEME).returncode == 0
    colors = theme_colors(THEME)
    status = home.run("integrate", "--status").stdout
    assert re.search(r"^template:tmux-colors: connected", status, re.M), status
    assert "Outrun: reached (rendered; --reload ran)" in status
    assert open(home.path("reloads")).read().count("reloaded") == 2
    home.tmux("new-session", "-d", "sleep 600")
    style = home.tmux("show-options", "-gv", "status-style").strip()
    assert style == f"fg={colors['foreground'].lower()},bg={colors['background'].lower()}", style
    # Connected twice under one name: refused.
    again = home.run(*args)
    assert again.returncode == 1 and "template:tmux-colors is already connected" in again.stderr
    undone = home.run("integrate", "--undo", "template", "tmux-colors")
    assert undone.returncode == 0, undone.stderr
    assert open(real, "rb").read() == original and os.path.islink(home.path(".tmux.conf"))
    assert not os.path.exists(output)
    assert not os.listdir(home.own)
    assert "template:" not in home.run("integrate", "--status").stdout


def test_a_template_changed_by_the_user_is_kept_and_a_broken_one_refused(home):
    template = home.write("t.mustache", b"bg={{base00-hex}} name={{scheme-name}}\n")
    output = home.path("out.txt")
    assert home.run("integrate", "template", "mine", "--template", template, "--output", output, "--yes").returncode == 0
    assert home.run("set", THEME).returncode == 0
    assert open(output).read() == f"bg={theme_colors(THEME)['background'].lower().lstrip('#')} name=Outrun\n"
    with open(output, "a") as f:
        f.write("my own edit\n")
    set_again = home.run("set", "80s")
    assert "template:mine failed" in set_again.stdout + set_again.stderr
    assert open(output).read().endswith("my own edit\n")
    undone = home.run("integrate", "--undo", "template", "mine")
    assert undone.returncode == 0 and "changed since darkscreen wrote it; it is kept" in undone.stderr
    assert os.path.exists(output)
    broken = home.write("b.mustache", b"ok\n{{#base08-hex}}\n")
    refused = home.run("integrate", "template", "b", "--template", broken, "--output", home.path("b.txt"), "--yes")
    assert refused.returncode == 1
    assert refused.stderr.strip() == f"darkscreen: {broken}: line 2: {{{{#base08-hex}}}} is never closed"
    bad_name = home.run("integrate", "template", "A;B", "--template", broken, "--output", home.path("b.txt"), "--yes")
    assert bad_name.returncode != 0 and "is not a template's name" in bad_name.stderr


def test_a_hostile_theme_name_reaches_a_template_only_as_a_label(home, tmp_path):
    themes = tmp_path / "hostile.json"
    name = "Evil\u001b]0;pwned\u0007\n$(touch x)'\"`"
    import json
    themes.write_text(json.dumps({"themes": [{"name": name, "statusLine": "lightContent",
                                              "colors": {"background": "#101010", "primary": "#EEEEEE", "secondary": "#888888"}}]}))
    template = home.write("t.mustache", b"# {{scheme-name}}\nexport THEME=\"{{{scheme-name}}}\" SLUG={{scheme-slug}}\n")
    output = home.path("out.sh")
    assert home.run("integrate", "template", "sh", "--template", template, "--output", output, "--yes").returncode == 0
    result = subprocess.run([DARKSCREEN, "set", name, "--themes", str(themes)], capture_output=True, timeout=30,
                            env=home.env, stdin=subprocess.DEVNULL)
    assert result.returncode == 0, result.stderr
    text = open(output).read()
    label = "Evil__0_pwned___(touch x)___"
    assert text == f"# {label}\nexport THEME=\"{label}\" SLUG=evil0pwnedtouch-x\n", text
