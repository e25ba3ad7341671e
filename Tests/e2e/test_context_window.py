"""Context tints on a terminal window, outside tmux: `darkscreen context --apply` run in a
terminal (a pty of the test's own, whose fake terminal keeps the colours it is sent) tints the
window's background, text and the ANSI colours the tint moved with OSC 11/10/4 when a path rule
matches the folder, writes nothing for the same tint again, and gives the window back exactly when
no rule matches any more (the resets, or the colours the shell integration keeps); `darkscreen
restore` from elsewhere puts a tinted window back; hostile labels and theme names never reach the
terminal. It never asks the terminal anything."""
import json
import os
import re
import shlex
import subprocess

import pytest

from fake_terminal import ColorModel, FakeTerminal
from terminal import DARKSCREEN, need, start_xvfb, wait_until

INITIAL = {"11": "#101010", "10": "#C0C0C0", **{f"4;{i}": f"#{i:02X}{i:02X}{i:02X}" for i in range(16)}}
OSC = re.compile(rb"\x1b\](\d+)((?:;[^\x07\x1b]*)?)\x07")


def write_settings(contexts, extra=None):
    folder = os.path.join(os.environ["XDG_CONFIG_HOME"], "darkscreen")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "settings.json"), "w") as f:
        json.dump({"theme": "Dark", "appearance": "dark", "contexts": contexts, **(extra or {})}, f)


def outside_tmux():
    return {k: v for k, v in os.environ.items() if k not in ("TMUX", "TMUX_PANE")}


class Window:
    """A terminal window whose shell runs `steps` (folders, or (folder, arguments)): in each,
    `darkscreen context --apply` (or the arguments), then says `done-N` and waits for a line
    before the next."""

    def __init__(self, tmp_path, steps, env=None):
        script = tmp_path / "steps.sh"
        lines = ['tty; echo ready; read _']
        for number, step in enumerate(steps):
            folder, arguments = step if isinstance(step, tuple) else (step, "context --apply")
            lines.append(f'cd "{folder}" && "$DARKSCREEN" {arguments}; echo "done-{number}"; read _')
        script.write_text("\n".join(lines) + "\n")
        self.model = ColorModel(INITIAL)
        self.term = FakeTerminal([str(script)], {**outside_tmux(), "DARKSCREEN": DARKSCREEN, **(env or {})},
                                 model=self.model, program="/bin/sh")
        self.term.wait_for(b"ready")
        self.device = self.term.bytes().split(b"\r\n")[0].decode().strip()
        assert self.device.startswith("/dev/pts/"), self.device
        self.step = -1

    def next(self):
        """Runs the next step; the bytes it wrote."""
        start = len(self.term.bytes())
        self.step += 1
        self.term.send(b"\n")
        end = self.term.wait_for(f"done-{self.step}".encode(), after=start)
        wait_until(self.term.caught_up, what="the terminal caught up")
        return self.term.bytes()[start:end]

    def record(self):
        return os.path.join(os.environ["XDG_STATE_HOME"], "darkscreen", "terminals", self.device[5:].replace("/", "-") + ".json")


def tint_in(folder):
    """The tint `darkscreen context` reports for `folder` (background, text)."""
    shown = subprocess.run([DARKSCREEN, "context"], capture_output=True, text=True, timeout=30, cwd=folder, env=outside_tmux())
    found = re.search(r"background (#[0-9A-F]{6}), text (#[0-9A-F]{6})", shown.stdout)
    assert found, shown.stdout + shown.stderr
    return found.group(1), found.group(2)


def folders(tmp_path):
    ruled = tmp_path / "payments"
    ruled.mkdir()
    plain = tmp_path / "plain"
    plain.mkdir()
    return ruled, plain


def test_a_path_rule_tints_the_window_and_leaving_puts_it_back_exactly(tmp_path):
    ruled, plain = folders(tmp_path)
    write_settings([{"when": {"path": str(ruled) + "/**"}, "tint": "red", "label": "payments"}])
    background, text = tint_in(ruled)
    w = Window(tmp_path, [(ruled, "context"), ruled, ruled, plain])
    try:
        said = w.next().decode()
        assert f"scope      the terminal window {w.device}" in said and "\x1b]" not in said, said
        written = w.next()
        assert w.model.colors["11"] == background and w.model.colors["10"] == text
        assert b"?" not in written, "the terminal is never asked"
        assert os.path.exists(w.record())
        assert w.next().count(b"\x1b]") == 0, "the same tint again writes nothing"
        back = w.next()
        assert w.model.colors == INITIAL
        assert b"\x1b]111\x07" in back and b"\x1b]110\x07" in back
        assert not os.path.exists(w.record())
    finally:
        w.term.close()


def test_restore_puts_a_tinted_window_back(tmp_path):
    ruled, _ = folders(tmp_path)
    write_settings([{"when": {"path": str(ruled)}, "tint": 250}])
    w = Window(tmp_path, [ruled])
    try:
        w.next()
        assert w.model.colors["11"] != INITIAL["11"]
        restored = subprocess.run([DARKSCREEN, "restore"], capture_output=True, text=True, timeout=30, env=outside_tmux(),
                                  stdin=subprocess.DEVNULL)
        assert restored.returncode == 0, restored.stderr
        assert f"put the terminal window {w.device}'s colours back" in restored.stdout
        wait_until(lambda: w.model.colors == INITIAL, what="the window's own colours again")
        assert not os.path.exists(w.record())
    finally:
        w.term.close()


def test_leaving_gives_back_the_colours_the_shell_integration_keeps(tmp_path):
    ruled, plain = folders(tmp_path)
    write_settings([{"when": {"path": str(ruled)}, "tint": "green"}])
    home = tmp_path / "home"
    home.mkdir()
    (home / ".bashrc").write_text("")
    connected = subprocess.run([DARKSCREEN, "integrate", "shell", "--yes"], capture_output=True, text=True, timeout=60,
                               env=dict(outside_tmux(), HOME=str(home), SHELL="/bin/bash"))
    assert connected.returncode == 0, connected.stderr
    escapes = subprocess.run([DARKSCREEN, "export", "Dark", "--format", "escapes", "--appearance", "dark"],
                             capture_output=True, timeout=30).stdout
    kept = {m.group(1).decode(): m.group(2).decode()[1:].upper() for m in OSC.finditer(escapes) if m.group(1) in (b"10", b"11")}
    w = Window(tmp_path, [ruled, plain], env={"HOME": str(home)})
    try:
        w.next()
        assert w.model.colors["11"] not in (INITIAL["11"], kept["11"])
        back = w.next()
        assert w.model.colors["11"] == kept["11"] and w.model.colors["10"] == kept["10"]
        assert b"\x1b]111" not in back, "not reset to the terminal's own: the shell integration's colours are in force"
    finally:
        w.term.close()


def test_hostile_labels_and_theme_names_never_reach_the_terminal(tmp_path):
    """Only colour values are written: a label or a tint's theme name goes nowhere near the
    terminal, and a settings file with escapes in them is refused in one escaped line (on stderr,
    which here is the terminal) with nothing tinted."""
    ruled, plain = folders(tmp_path)
    label = "$(id)`id`;'<x>"
    write_settings([
        {"when": {"path": str(ruled)}, "tint": "red", "label": label},
        {"when": {"path": str(plain)}, "tint": {"theme": label}, "label": label},
    ])
    w = Window(tmp_path, [ruled, plain, ruled])
    try:
        written = w.next()
        assert w.model.colors["11"] != INITIAL["11"], "the red tint applies"
        written += w.next()
        assert w.model.colors == INITIAL, "a tint of a theme not among the themes is no tint"
        hostile = "\x1b]11;#FF0000\x07\x1b[2J\x9b31m"
        write_settings([{"when": {"path": str(ruled)}, "tint": {"theme": hostile}, "label": hostile}])
        refused = w.next()
        assert b"contexts[0]" in refused and w.model.colors == INITIAL
        written += refused
        assert label.encode() not in written
        assert b"\x1b[2J" not in written and "\x9b".encode() not in written and b"#FF0000" not in written
        for m in re.finditer(rb"\x1b", written):
            assert OSC.match(written, m.start()), written
    finally:
        w.term.close()


@pytest.fixture
def display():
    need("Xvfb", "xvfb")
    xvfb, number = start_xvfb("320x200x24")
    yield number
    xvfb.kill()
    xvfb.wait(timeout=10)


@pytest.mark.release  # a real terminal's window under Xvfb, read pixel by pixel: `make check-release`
def test_an_xterm_window_turns_the_tint_and_back(tmp_path, display):
    need("xterm", "xterm")
    need("import", "imagemagick")
    ruled, plain = folders(tmp_path)
    write_settings([{"when": {"path": str(ruled)}, "tint": "red"}])
    background, _ = tint_in(ruled)
    gates = [tmp_path / "gate-1", tmp_path / "gate-2"]
    for gate in gates:
        os.mkfifo(gate)
    darkscreen = shlex.quote(DARKSCREEN)
    script = (f"cd {shlex.quote(str(ruled))} && {darkscreen} context --apply; read _ < {shlex.quote(str(gates[0]))}; "
              f"cd {shlex.quote(str(plain))} && {darkscreen} context --apply; read _ < {shlex.quote(str(gates[1]))}")
    env = dict(outside_tmux(), DISPLAY=display)
    term = subprocess.Popen(["xterm", "-geometry", "30x8+0+0", "-bg", "#101010", "-fg", "#C0C0C0", "-e", "sh", "-c", script], env=env)

    def pixel():
        out = subprocess.run(["import", "-window", "root", "-crop", "1x1+120+60", "-depth", "8", "txt:-"],
                             capture_output=True, text=True, env=env, timeout=20).stdout
        found = re.search(r"#[0-9A-F]{6}", out)
        return found.group(0) if found else None
    try:
        wait_until(lambda: pixel() == background, timeout=20, what=f"the xterm window in the tint {background}")
        with open(gates[0], "w") as gate:
            gate.write("\n")
        wait_until(lambda: pixel() == "#101010", timeout=20, what="the xterm window in its own background again")
        with open(gates[1], "w") as gate:
            gate.write("\n")
        term.wait(timeout=20)
    finally:
        if term.poll() is None:
            term.kill()
            term.wait(timeout=10)


def test_the_hooks_integrate_shell_installs_tint_the_window_outside_tmux(tmp_path):
    # bash in a terminal window (no tmux): the prompt hook tints on `cd` into the ruled folder and
    # gives the window back on `cd` out, with nothing typed but the `cd`s.
    ruled, plain = folders(tmp_path)
    write_settings([{"when": {"path": str(ruled)}, "tint": "blue"}])
    background, _ = tint_in(ruled)
    home = tmp_path / "home"
    home.mkdir()
    rc = home / ".bashrc"
    rc.write_text("PS1='ready$ '\n")
    connected = subprocess.run([DARKSCREEN, "integrate", "shell", "--yes"], capture_output=True, text=True, timeout=60,
                               env=dict(outside_tmux(), HOME=str(home), SHELL="/bin/bash"))
    assert connected.returncode == 0, connected.stderr
    model = ColorModel(INITIAL)
    term = FakeTerminal(["--noprofile", "--rcfile", str(rc), "-i"], {**outside_tmux(), "HOME": str(home)},
                        model=model, program="/bin/bash")

    def hooks_done():
        # the prompt's hook and the one a command starts (`--after-start`, up to a second) have
        # ended: the window's colours are what they leave, not a moment between them
        listed = subprocess.run(["ps", "-o", "comm=", "-s", str(term.pid)], capture_output=True, text=True).stdout
        return "darkscreen" not in listed.split() and term.caught_up()

    def run(command):
        start = len(term.bytes())
        term.send(command.encode() + b"\n")
        term.wait_for(b"ready$", after=start + 1)
        wait_until(hooks_done, timeout=10, what="the hooks done")

    try:
        term.wait_for(b"ready$")
        kept = dict(model.colors)
        assert kept["11"] != background, "the integration's own colours first"
        for _ in range(2):
            run(f"cd {shlex.quote(str(ruled))}")
            assert model.colors["11"] == background, "the window in the rule's tint"
            run(f"cd {shlex.quote(str(plain))}")
            assert model.colors["11"] == kept["11"], "the window given back, and left so"
    finally:
        term.close()


def test_after_start_reads_the_folder_of_the_program_that_took_the_terminal(tmp_path):
    # The hook a command starts is forked before the command line runs: `cd plain; sleep` from the
    # ruled folder must be judged by where `sleep` runs, not by where the hook was forked.
    ruled, plain = folders(tmp_path)
    write_settings([{"when": {"path": str(ruled)}, "tint": "red"}])
    rc = tmp_path / "rc"
    rc.write_text("PS1='ready$ '\n"
                  f"PS0='$({shlex.quote(DARKSCREEN)} context --apply --after-start >/dev/null 2>&1 &)'\n")
    model = ColorModel(INITIAL)
    term = FakeTerminal(["--noprofile", "--rcfile", str(rc), "-i"], outside_tmux(), model=model, program="/bin/bash")
    try:
        term.wait_for(b"ready$")
        start = len(term.bytes())
        term.send(f"cd {shlex.quote(str(ruled))}\n".encode())
        term.wait_for(b"ready$", after=start + 1)
        start = len(term.bytes())
        term.send(f"cd {shlex.quote(str(plain))}; sleep 1.5; echo step-done\n".encode())
        term.wait_for(b"step-done\r\n", after=start + 1)

        def hooks_done():
            listed = subprocess.run(["ps", "-o", "comm=", "-s", str(term.pid)], capture_output=True, text=True).stdout
            return "darkscreen" not in listed.split() and term.caught_up()

        wait_until(hooks_done, timeout=10, what="the hook done")
        assert model.colors == INITIAL, "sleep ran in the plain folder: no tint"
    finally:
        term.close()
