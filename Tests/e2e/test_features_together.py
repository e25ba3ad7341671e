"""The features together, as a user has them all at once: a schedule, `set`, `integrate`, beside,
`--apply tmux` and `darkscreen follow` — and one answer to light or dark for every writer. Each
test runs in private tmux servers, a private HOME and a fake clock (DARKSCREEN_FAKE_CLOCK)."""
import os
import re
import subprocess
import time

import pytest

from terminal import DARKSCREEN, need, wait_until
from test_integrate import Home, nvim_exec, prepare_config, start_nvim, private_display, wait_for_pixel
from test_beside import Window

SCHEDULE = '{"schedule": {"light": "07:00", "dark": "19:30"}}\n'


def variant(name, appearance):
    """A theme's colours in one variant, as darkscreen's own kitty export gives them."""
    out = subprocess.run([DARKSCREEN, "export", name, "--format", "kitty", "--appearance", appearance], capture_output=True,
                         text=True, timeout=20, check=True, env=dict(os.environ, DARKSCREEN_THEME_DIRS="")).stdout
    values = dict(line.split(" ", 1) for line in out.splitlines() if line and not line.startswith("#"))
    return {k: v.strip().upper() for k, v in values.items()}


def set_clock(path, utc):
    with open(path, "w") as f:
        f.write(utc + "\n")


class ScheduledHome(Home):
    """A Home whose darkscreen decides light or dark by itself (no DARKSCREEN_APPEARANCE), on a fake clock."""

    def __init__(self, root, utc):
        super().__init__(root)
        self.appearance = None
        self.clock = os.path.join(self.root, "clock")
        set_clock(self.clock, utc)
        self.write(".config/darkscreen/settings.json", SCHEDULE.encode())

    @property
    def env(self):
        env = super().env
        env.update(DARKSCREEN_FAKE_CLOCK=self.clock, TZ="UTC")
        for name in ("COLORFGBG", "COLORTERM", "DBUS_SESSION_BUS_ADDRESS"):
            env.pop(name, None)
        return env

    def settings(self, text):
        path = self.path(".config/darkscreen/settings.json")
        with open(path + ".new", "w") as f:
            f.write(text)
        os.replace(path + ".new", path)


@pytest.fixture
def noon(tmp_path):
    h = ScheduledHome(tmp_path / "home", "2026-06-21T12:00:00Z")
    yield h
    h.close()


def shell_escapes(home):
    """What the shell snippet prints in an interactive shell (its printf run, decoded)."""
    text = home.read(".config/darkscreen/integrations/shell.sh").decode()
    argument = re.search(r"printf '([^']*)'", text).group(1)
    return subprocess.run(["sh", "-c", f"printf '{argument}'"], capture_output=True, timeout=10, check=True).stdout


def escapes(name, appearance):
    return subprocess.run([DARKSCREEN, "export", name, "--format", "escapes", "--appearance", appearance],
                          capture_output=True, timeout=20, check=True, env=dict(os.environ, DARKSCREEN_THEME_DIRS="")).stdout


def window_background(style):
    return re.search(r"bg=(#[0-9A-Fa-f]{6}|colour\d+)", style).group(1).upper()


def test_a_scheduled_light_day_reaches_every_tool_in_light_through_set_and_integrate(noon):
    """(a) The schedule says light: `integrate` and `set` write the light variant into tmux, Neovim
    and the shell — the same variant `darkscreen appearance` names."""
    need("nvim")
    assert noon.run("appearance").stdout.startswith("light (from the schedule")
    for target in ("tmux", "neovim", "shell"):
        prepare_config(noon, target)
        result = noon.run("integrate", target, "--yes")
        assert result.returncode == 0, result.stderr
    light, dark = variant("Automatic", "light"), variant("Automatic", "dark")
    assert light["background"] != dark["background"]
    # integrate alone already wrote the light variant
    assert shell_escapes(noon) == escapes("Automatic", "light")
    noon.tmux("new-session", "-d", "-s", "main", "sleep 600")
    sock = start_nvim(noon)
    result = noon.run("set", "Automatic")
    assert result.returncode == 0 and "3 of 3 reached" in result.stderr, result.stderr
    assert window_background(noon.tmux("show-options", "-gv", "window-style")) == light["background"]
    assert "GUIBG=" + light["background"] in nvim_exec(sock, "hi Normal").upper()
    assert shell_escapes(noon) == escapes("Automatic", "light")
    # and at night, the same commands write the dark one
    set_clock(noon.clock, "2026-06-21T21:00:00Z")
    assert noon.run("set", "Automatic").returncode == 0
    assert window_background(noon.tmux("show-options", "-gv", "window-style")) == dark["background"]
    assert "GUIBG=" + dark["background"] in nvim_exec(sock, "hi Normal").upper()
    assert shell_escapes(noon) == escapes("Automatic", "dark")


def gutter_backgrounds(w):
    """The background SGR of each companion's cells below its status line (capture-pane -e; tmux
    writes an SGR where the colours change, so each blank body shows it once)."""
    found = set()
    for pane in w.companions():
        out = w.t.tmux("capture-pane", "-p", "-e", "-t", pane)
        body = out.split("\n", 1)[-1]
        found.update(re.findall(r"48;(?:2;\d+;\d+;\d+|5;\d+)", body))
    return found


def sgr_of(style_colour):
    """tmux's style colour (#RRGGBB or colourN) as the SGR capture-pane shows for it."""
    if style_colour.startswith("COLOUR"):
        return "48;5;" + style_colour[len("COLOUR"):]
    r, g, b = (int(style_colour[i:i + 2], 16) for i in (1, 3, 5))
    return f"48;2;{r};{g};{b}"


def beside_window(tmp_path, clock, env=None, width=200, height=30):
    w = Window(width, height)
    config = tmp_path / "cfg"
    (config / "darkscreen").mkdir(parents=True)
    (config / "darkscreen" / "settings.json").write_text(SCHEDULE)
    w.env = {"XDG_CONFIG_HOME": str(config), "DARKSCREEN_FAKE_CLOCK": str(clock), "TZ": "UTC", **(env or {})}
    # the companions are started by tmux in the server's environment: the fake clock must be there too
    for name, value in w.env.items():
        w.t.tmux("set-environment", "-g", name, value)
    return w


def test_beside_across_a_scheduled_switch_ends_in_one_colour(tmp_path):
    """(b) beside open when the schedule turns dark: the window's styles, its borders and both
    gutters end in the dark variant's one colour (no black frame around a light pane or the reverse)."""
    clock = tmp_path / "clock"
    set_clock(clock, "2026-06-21T19:29:57Z")
    w = beside_window(tmp_path, clock)
    try:
        assert w.beside(env=dict(w.env, COLORTERM="truecolor")).returncode == 0
        light, dark = variant("Automatic", "light"), variant("Automatic", "dark")
        wait_until(lambda: w.options().get("window-style", "").upper().startswith("BG=" + light["background"]),
                   what="the window in the light variant")

        def settled_dark():
            options = w.options()
            style = window_background(options.get("window-style", "bg=#000000")) if "bg=" in options.get("window-style", "") else None
            borders = options.get("pane-border-style", "").upper()
            return style if style and style != light["background"] and f"BG={style}" in borders \
                and gutter_backgrounds(w) == {sgr_of(style)} else None
        style = wait_until(settled_dark, timeout=15, what="the window, its borders and the gutters in one dark colour")
        # the dark variant's background (#000000 is sent as #010101 in direct colour)
        assert style in (dark["background"], "#010101")
    finally:
        w.t.close()


class PtyClient:
    """A tmux client attached through a pty of the test's own that answers none of tmux's questions
    (a plain terminal: tmux learns its features from TERM and its own `terminal-features` alone)."""

    def __init__(self, w, term):
        import fcntl
        import pty
        import struct
        import termios
        import threading
        self.master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", w.t.height, w.t.width, 0, 0))
        env = {k: v for k, v in os.environ.items() if k not in ("TMUX", "TMUX_PANE", "COLORTERM")}
        self.process = subprocess.Popen(["tmux", "-L", w.t.socket, "attach", "-t", w.t.session], stdin=slave, stdout=slave,
                                        stderr=slave, env=dict(env, TERM=term), start_new_session=True)
        os.close(slave)
        self.reader = threading.Thread(target=self.drain, daemon=True)
        self.reader.start()
        wait_until(lambda: w.t.tmux("list-clients", "-F", "#{client_termname}").strip() == term, what="the client attached")

    def drain(self):
        try:
            while os.read(self.master, 65536):
                pass
        except OSError:
            pass

    def close(self):
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait(timeout=10)
        os.close(self.master)


@pytest.mark.parametrize("rgb", [False, True], ids=["stock-tmux", "rgb-tmux"])
def test_beside_gutters_and_window_are_one_tone_in_a_stock_and_an_rgb_tmux(tmp_path, rgb):
    """(c) A stock tmux (no RGB for the client, no COLORTERM in the pane): the gutters draw the
    nearest 256 colour and the window's styles take the same colour number. With
    `terminal-features ",xterm*:RGB"`: both exact RGB."""
    clock = tmp_path / "clock"
    set_clock(clock, "2026-06-21T21:00:00Z")
    w = beside_window(tmp_path, clock)
    outer = None
    try:
        if rgb:
            w.t.tmux("set-option", "-as", "terminal-features", ",xterm*:RGB")
        outer = PtyClient(w, "xterm-256color")
        assert w.beside("--width", "80", env=dict(w.env, COLORTERM="")).returncode == 0
        assert w.beside("--off").returncode == 0
        # Outrun committed: #1F0A4F, colour 17 (#00005F) at 256 colours
        assert subprocess.run([DARKSCREEN, "set", "Outrun"], env=dict(os.environ, **w.env), capture_output=True, timeout=20).returncode == 0
        assert w.beside("--width", "80", env=dict(w.env, COLORTERM="")).returncode == 0
        expected = "#1F0A4F" if rgb else "COLOUR17"

        def one_tone():
            style = w.options().get("window-style", "")
            return "bg=" in style and window_background(style) == expected \
                and gutter_backgrounds(w) == {sgr_of(expected)} and f"BG={expected}" in w.options().get("pane-border-style", "").upper()
        wait_until(one_tone, timeout=15, what=f"gutters, borders and window all {expected}")
    finally:
        w.t.close()
        if outer:
            outer.close()


def explain_in_pane(t, pane, env):
    """`darkscreen appearance --explain` run in `pane` (its output a tty, which tmux answers), as the pane shows it."""
    env_text = " ".join(f"{k}='{v}'" for k, v in env.items())
    t.tmux("respawn-pane", "-k", "-t", pane, "sh", "-c", f"env {env_text} {DARKSCREEN} appearance --explain; sleep 600")
    return wait_until(lambda: (lambda text: "high contrast" in text and text)(t.tmux("capture-pane", "-p", "-J", "-t", pane)),
                      what="--explain's output")


def test_darkscreens_own_paint_is_not_taken_for_the_terminal(tmp_path):
    """(d) beside has given the window its style: tmux 3.3 answers OSC 11 from it, and
    `appearance --explain` says that answer is darkscreen's own, not the terminal's."""
    clock = tmp_path / "clock"
    set_clock(clock, "2026-06-21T21:00:00Z")
    w = beside_window(tmp_path, clock)
    try:
        (tmp_path / "cfg" / "darkscreen" / "settings.json").write_text("{}\n")
        assert subprocess.run([DARKSCREEN, "set", "Light"], env=dict(os.environ, **w.env), capture_output=True, timeout=20).returncode == 0
        assert w.beside(env=dict(w.env, COLORTERM="truecolor")).returncode == 0
        wait_until(lambda: w.options().get("window-style", "").upper().startswith("BG=#FFFFFF"), what="beside's light window")
        text = explain_in_pane(w.t, w.pane, w.env)
        flat = " ".join(text.split())
        line = flat[flat.index("terminal's colours"):flat.index("tmux client theme")]
        assert "tmux answered with the colours darkscreen beside set on this window" in line, text
        assert "light · terminal background" not in text.splitlines()[0], text
    finally:
        w.t.close()


def test_the_follower_keeps_the_tools_in_the_variant_with_no_darkscreen_running(noon):
    """(e) `darkscreen follow` alone: the settings' appearance changes and, within a second,
    kitty's file, a running Neovim, a tmux server and the shell snippet are in the new variant;
    then the scheduled switch does the same."""
    need("nvim")
    need("kitty")
    for target in ("kitty", "tmux", "neovim", "shell"):
        prepare_config(noon, target)
        assert noon.run("integrate", target, "--yes").returncode == 0
    noon.tmux("new-session", "-d", "-s", "main", "sleep 600")
    sock = start_nvim(noon)
    assert noon.run("set", "Automatic").returncode == 0
    follower = subprocess.Popen([DARKSCREEN, "follow"], env=noon.env, stdin=subprocess.DEVNULL,
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    noon.started.append(follower)
    wait_until(lambda: os.path.exists(noon.path(".local/state/darkscreen/follow.json")), what="the follower's record")
    second = noon.run("follow")
    assert second.returncode == 0 and "already runs" in second.stdout
    light, dark = variant("Automatic", "light"), variant("Automatic", "dark")

    def in_variant(colours, name):
        kitty = noon.read(".config/darkscreen/integrations/kitty.conf").decode().upper()
        return (f"BACKGROUND {colours['background']}" in re.sub(r"\s+", " ", kitty)
                and window_background(noon.tmux("show-options", "-gv", "window-style")) == colours["background"]
                and "GUIBG=" + colours["background"] in nvim_exec(sock, "hi Normal").upper()
                and shell_escapes(noon) == escapes("Automatic", name))
    assert in_variant(light, "light")
    noon.settings('{"appearance": "dark", "schedule": {"light": "07:00", "dark": "19:30"}}\n')
    started = time.monotonic()
    wait_until(lambda: in_variant(dark, "dark"), timeout=5, what="every tool in the dark variant")
    assert time.monotonic() - started < 1.5
    noon.settings(SCHEDULE)
    wait_until(lambda: in_variant(light, "light"), timeout=5, what="back to the schedule's light")
    set_clock(noon.clock, "2026-06-21T19:29:59Z")
    wait_until(lambda: in_variant(dark, "dark"), timeout=10, what="the scheduled switch reaching every tool")
    status = noon.run("integrate", "--status").stdout
    assert re.search(r"follow: runs \(pid \d+\)", status), status
    follower.terminate()
    assert follower.wait(timeout=10) in (0, -15, 143)
    assert "follow: not running" in noon.run("integrate", "--status").stdout


# Every source darkscreen decides light or dark by, without a terminal: each must reach every
# command the same way (a command with a rule of its own fails here).
SOURCES = {
    "environment": ({"DARKSCREEN_APPEARANCE": "{v}"}, "{{}}", "2026-06-21T12:00:00Z"),
    "settings": ({}, '{{"appearance": "{v}"}}', "2026-06-21T12:00:00Z"),
    "schedule": ({}, SCHEDULE.strip(), {"light": "2026-06-21T12:00:00Z", "dark": "2026-06-21T23:00:00Z"}),
    "COLORFGBG": ({"COLORFGBG": "{fgbg}"}, "{{}}", "2026-06-21T12:00:00Z"),
}


@pytest.mark.parametrize("appearance", ["light", "dark"])
@pytest.mark.parametrize("source", list(SOURCES))
def test_every_command_decides_light_or_dark_by_the_same_sources(tmp_path, source, appearance):
    """`appearance`, `set` (its hooks' DARKSCREEN_APPEARANCE and the files it writes), `integrate`
    and `list`'s swatches all name the variant the source gives."""
    variables, settings, clock = SOURCES[source]
    h = ScheduledHome(tmp_path / "home", clock[appearance] if isinstance(clock, dict) else clock)
    try:
        fgbg = "0;15" if appearance == "light" else "15;0"
        h.extra = {k: v.format(v=appearance, fgbg=fgbg) for k, v in variables.items()}
        h.settings((settings if source == "schedule" else settings.format(v=appearance)) + "\n")
        env = dict(h.env, **h.extra)

        def run(*args):
            return subprocess.run([DARKSCREEN, *args], capture_output=True, text=True, timeout=30, env=env, stdin=subprocess.DEVNULL)
        assert run("appearance").stdout.startswith(appearance), run("appearance", "--explain").stdout
        prepare_config(h, "tmux")
        prepare_config(h, "shell")
        assert run("integrate", "tmux", "--yes").returncode == 0
        colours = variant("Automatic", appearance)
        tmux_file = h.read(".config/darkscreen/integrations/tmux.conf").decode().upper()
        assert f'WINDOW-STYLE "BG={colours["background"]}' in tmux_file
        hook_output = os.path.join(h.tmp, "hook")
        result = run("set", "Automatic", "--hook", f"echo $DARKSCREEN_APPEARANCE > {hook_output}")
        assert result.returncode == 0, result.stderr
        assert open(hook_output).read().strip() == appearance
        assert run("integrate", "shell", "--yes").returncode == 0
        assert shell_escapes(h) == escapes("Automatic", appearance)
        r, g, b = (int(colours["background"][i:i + 2], 16) for i in (1, 3, 5))
        listed = subprocess.run([DARKSCREEN, "list", "--color", "always"], capture_output=True, text=True, timeout=30,
                                env=dict(env, COLORTERM="truecolor")).stdout
        automatic = next(line for line in listed.splitlines() if "Automatic" in line)
        assert f"48;2;{r};{g};{b}m" in automatic
    finally:
        h.close()


def test_two_uis_beside_and_set_through_a_scheduled_switch_end_in_one_variant(tmp_path):
    """(f) beside's gutters, a second darkscreen with --apply tmux in another window, and a `set`
    from a shell while the schedule turns dark: at the end the window options of both windows,
    tmux's integration file and the shell snippet are all the dark variant."""
    clock = tmp_path / "clock"
    set_clock(clock, "2026-06-21T19:29:55Z")
    w = beside_window(tmp_path, clock)
    h = ScheduledHome(tmp_path / "home", "2026-06-21T19:29:55Z")
    try:
        h.clock = str(clock)
        config = str(tmp_path / "cfg")
        env = dict(h.env, XDG_CONFIG_HOME=config, XDG_STATE_HOME=str(tmp_path / "state"))
        h.config = config
        for target in ("tmux", "shell"):
            path, _ = prepare_config(h, target)
            assert subprocess.run([DARKSCREEN, "integrate", target, "--yes"], env=env, capture_output=True, timeout=30).returncode == 0
        w.t.tmux("set-environment", "-g", "XDG_STATE_HOME", env["XDG_STATE_HOME"])
        w.t.tmux("set-environment", "-g", "HOME", env["HOME"])
        assert w.beside(env=dict(w.env, XDG_STATE_HOME=env["XDG_STATE_HOME"], HOME=env["HOME"], COLORTERM="truecolor")).returncode == 0
        other = w.other
        w.t.tmux("respawn-pane", "-k", "-t", other, "sh", "-c",
                 f"TERM=tmux-256color COLORTERM=truecolor {DARKSCREEN} --apply tmux; sleep 600")
        light, dark = variant("Automatic", "light"), variant("Automatic", "dark")
        wait_until(lambda: w.options().get("window-style", "").upper().startswith("BG=" + light["background"]),
                   what="beside's window in light")
        # a `set` from a shell just before the switch, the switch itself, then another `set`
        assert subprocess.run([DARKSCREEN, "set", "Automatic"], env=env, capture_output=True, timeout=30).returncode == 0

        def all_dark():
            style = w.options().get("window-style", "").upper()
            other_style = w.t.tmux("show-options", "-w", "-v", "-t", other, "window-style").upper()
            tmux_file = open(os.path.join(config, "darkscreen", "integrations", "tmux.conf")).read().upper()
            snippet = open(os.path.join(config, "darkscreen", "integrations", "shell.sh")).read()
            argument = re.search(r"printf '([^']*)'", snippet).group(1)
            printed = subprocess.run(["sh", "-c", f"printf '{argument}'"], capture_output=True, timeout=10).stdout
            ours = {"48;2;1;1;1", sgr_of(dark["background"])}
            return (style.startswith("BG=#010101") or style.startswith("BG=" + dark["background"])) \
                and gutter_backgrounds(w) and gutter_backgrounds(w) <= ours \
                and f'WINDOW-STYLE "BG={dark["background"]}' in tmux_file \
                and other_style.startswith("BG=" + dark["background"]) and printed == escapes("Automatic", "dark")
        wait_until(all_dark, timeout=20, what="beside, the --apply tmux window, tmux's file and the shell all dark")
        assert subprocess.run([DARKSCREEN, "set", "Automatic"], env=env, capture_output=True, timeout=30).returncode == 0
        assert all_dark()
    finally:
        w.t.close()
        h.close()


@pytest.mark.release  # a real terminal's window under Xvfb, read pixel by pixel: `make check-release`
@pytest.mark.parametrize("target", ["alacritty", "kitty"])
def test_a_real_terminal_changes_variant_when_the_follower_sees_the_change(noon, target):
    """Under Xvfb, with no darkscreen UI running: the window of a connected kitty or Alacritty is
    in Automatic's light variant on a scheduled light day, and turns to the dark one when the
    settings say dark — the follower commits it (pixels of the window)."""
    need(target)
    need("Xvfb")
    need("import")
    prepare_config(noon, target)
    assert noon.run("integrate", target, "--yes").returncode == 0
    assert noon.run("set", "Automatic").returncode == 0
    display = private_display(noon)
    env = dict(noon.env, DISPLAY=display, LIBGL_ALWAYS_SOFTWARE="1")
    terminal = subprocess.Popen([target, "-e", "sleep", "120"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    noon.started.append(terminal)
    light, dark = variant("Automatic", "light")["background"], variant("Automatic", "dark")["background"]
    wait_for_pixel(display, light, timeout=60, what=f"{target}'s window in the light variant")
    follower = subprocess.Popen([DARKSCREEN, "follow"], env=noon.env, stdin=subprocess.DEVNULL,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    noon.started.append(follower)
    wait_until(lambda: os.path.exists(noon.path(".local/state/darkscreen/follow.json")), what="the follower's record")
    noon.settings('{"appearance": "dark", "schedule": {"light": "07:00", "dark": "19:30"}}\n')
    wait_for_pixel(display, dark, timeout=20, what=f"{target}'s window in the dark variant")


def test_integrate_starts_the_follower_and_the_last_undo_stops_it(noon):
    """`integrate --follow` starts `darkscreen follow` (in the background here: no systemd user
    manager in the test); a killed follower's lock is taken over by the next one; the last
    `--undo` stops it."""
    for target in ("tmux", "shell"):
        prepare_config(noon, target)
    first = noon.run("integrate", "tmux", "--yes", "--follow")
    assert first.returncode == 0 and "darkscreen follow started" in first.stdout, first.stdout + first.stderr
    wait_until(lambda: re.search(r"follow: runs \(pid \d+\)", noon.run("integrate", "--status").stdout), what="the follower running")
    pid = int(re.search(r"pid (\d+)", noon.run("integrate", "--status").stdout).group(1))
    os.kill(pid, 9)  # a killed follower: its lock goes with it
    wait_until(lambda: "follow: not running" in noon.run("integrate", "--status").stdout, what="the killed follower gone")
    again = noon.run("integrate", "shell", "--yes", "--follow")
    assert "darkscreen follow started" in again.stdout, again.stdout
    wait_until(lambda: re.search(r"follow: runs \(pid \d+\)", noon.run("integrate", "--status").stdout), what="a new follower")
    assert "follow" not in noon.run("integrate", "--undo", "tmux").stdout  # one target is still connected
    assert "follow: runs" in noon.run("integrate", "--status").stdout
    last = noon.run("integrate", "--undo", "shell")
    assert "darkscreen follow (pid" in last.stdout and "stopped" in last.stdout, last.stdout
    assert "follow: not running" in noon.run("integrate", "--status").stdout
