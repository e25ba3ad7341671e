"""A private tmux server per test, and a reader for `capture-pane -p -e` output.

Each test gets its own server socket (tmux -L <unique>) and session, so tests can run in
parallel and never touch a tmux the user has; teardown kills only that server.
"""
import functools
import os
import re
import shlex
import shutil
import subprocess
import tempfile
import time
import uuid
from dataclasses import dataclass

DARKSCREEN = os.environ.get("DARKSCREEN_BIN") or os.path.join(
    os.path.dirname(__file__), "..", "..", ".build", "release", "darkscreen")
REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def standalone_make_env() -> dict:
    """The environment for a `make` a test runs in the checkout: without the variables of a make
    the tests may run under (`make e2e-test VARIANT=pie` must not change what that make builds)."""
    return {k: v for k, v in os.environ.items() if k not in ("MAKEFLAGS", "MFLAGS", "MAKELEVEL", "MAKEOVERRIDES")}


@functools.cache
def test_packages() -> dict:
    """What `scripts/ensure-packages.sh test` installs: program (or path) → its Debian packages."""
    out = subprocess.run([os.path.join(REPO, "scripts", "ensure-packages.sh"), "list", "test"],
                         capture_output=True, text=True, timeout=20, check=True).stdout
    return {line.split()[0]: line.split()[1:] for line in out.splitlines() if line.strip()}


def need(program: str, package: str | None = None):
    """The one policy for a tool a test starts: `scripts/ensure-packages.sh test` installs it (so
    `make test` has it); run without that, the test skips, saying the exact line that installs it.
    `program` is a command on PATH or an absolute path; `package` only where the script's list
    does not name it."""
    import pytest
    present = os.path.exists(program) if program.startswith("/") else shutil.which(program) is not None
    if not present:
        packages = test_packages().get(program) or ([package] if package else [program])
        pytest.skip(f"{program} is not installed: apt-get install -y {' '.join(packages)}")


def read_frame_report(path: str) -> tuple[int, str, int] | None:
    """(frames written, "busy"/"pending"/"idle", pid) from a DARKSCREEN_FRAME_REPORT file; None when
    no darkscreen has written it yet, or the one that did has exited or is stopped (Ctrl-Z: it
    draws nothing until it is continued)."""
    try:
        with open(path) as f:
            fields = dict(part.split("=", 1) for part in f.read().split())
        pid = int(fields["pid"])
        with open(f"/proc/{pid}/stat") as f:
            if f.read().rsplit(")", 1)[1].split()[0] in ("Z", "X", "T", "t"):
                return None
        return int(fields["frames"]), fields["state"], pid
    except (OSError, ValueError, KeyError, IndexError):
        return None


@dataclass(frozen=True)
class Cell:
    char: str
    fg: str | None  # "5;208" (256-colour), "2;r;g;b" (direct), "31" (basic), None (default)
    bg: str | None
    bold: bool
    reverse: bool
    underline: bool


class Screen:
    """A parsed capture: rows of cells with their SGR colours."""

    def __init__(self, rows: list[list[Cell]], text: list[str]):
        self.rows = rows
        self.text = text

    def text_without_clock(self) -> list[str]:
        """The text with the status line's clock ("HH:MM") masked: it may turn to the next minute
        between two captures a test compares."""
        return [re.sub(r"\b\d\d:\d\d\b", "HH:MM", line) for line in self.text]

    def cell(self, col: int, row: int) -> Cell:
        return self.rows[row][col]

    def __str__(self):
        return "\n".join(self.text)


SGR = re.compile(r"\x1b\[([0-9;:]*)m")


def parse_capture(raw: str, width: int) -> Screen:
    rows, texts = [], []
    # tmux carries the SGR state from one captured line to the next
    fg = bg = None
    bold = reverse = underline = False
    for line in raw.split("\n"):
        cells: list[Cell] = []
        pos = 0
        while pos < len(line):
            m = SGR.match(line, pos)
            if m:
                params = [p for p in re.split(r"[;:]", m.group(1))] if m.group(1) else ["0"]
                i = 0
                while i < len(params):
                    p = params[i] or "0"
                    n = int(p)
                    if n == 0:
                        fg = bg = None
                        bold = reverse = underline = False
                    elif n == 1:
                        bold = True
                    elif n == 4:
                        underline = True
                    elif n == 7:
                        reverse = True
                    elif n == 22:
                        bold = False
                    elif n == 24:
                        underline = False
                    elif n == 27:
                        reverse = False
                    elif n in (38, 48):
                        mode = params[i + 1]
                        if mode == "5":
                            value = "5;" + params[i + 2]
                            i += 2
                        else:
                            rest = [x for x in params[i + 2:i + 6] if x != ""][:3]
                            # colon form 38:2::R:G:B has an empty colour-space id
                            skip = 5 if len(params) > i + 5 and params[i + 2] == "" else 4
                            value = "2;" + ";".join(rest)
                            i += skip
                        if n == 38:
                            fg = value
                        else:
                            bg = value
                    elif n == 58:
                        # the underline colour (tmux shows it for an underlined cell): skip its value
                        i += 2 if params[i + 1] == "5" else 4
                    elif n == 39:
                        fg = None
                    elif n == 49:
                        bg = None
                    elif 30 <= n <= 37 or 90 <= n <= 97:
                        fg = str(n)
                    elif 40 <= n <= 47 or 100 <= n <= 107:
                        bg = str(n)
                    i += 1
                pos = m.end()
                continue
            ch = line[pos]
            pos += 1
            cells.append(Cell(ch, fg, bg, bold, reverse, underline))
        # capture-pane trims trailing blanks that carry no attributes: pad with defaults
        while len(cells) < width:
            cells.append(Cell(" ", None, None, False, False, False))
        rows.append(cells)
        texts.append("".join(c.char for c in cells))
    return Screen(rows, texts)


class Tmux:
    def __init__(self, width=120, height=40):
        self.socket = "ds-test-" + uuid.uuid4().hex[:12]
        self.session = "s" + uuid.uuid4().hex[:8]
        self.width, self.height = width, height
        self.started = False
        # Every darkscreen this server runs says here how many frames it wrote and whether it is
        # busy (DARKSCREEN_FRAME_REPORT, FrameReport.swift): what `settled` waits on.
        self.report = os.path.join(tempfile.gettempdir(), f"darkscreen-frames-{self.socket}")

    CONFIG = os.path.join(os.path.dirname(os.path.abspath(__file__)), "tmux.conf")

    def tmux(self, *args, check=True) -> str:
        result = subprocess.run(["tmux", "-L", self.socket, "-f", self.CONFIG, *args],
                                capture_output=True, text=True, timeout=20,
                                env={**os.environ, "DARKSCREEN_FRAME_REPORT": self.report})
        if check and result.returncode != 0:
            raise RuntimeError(f"tmux {args}: {result.stderr}")
        return result.stdout

    def start(self, command: str, env: dict | None = None, term="tmux-256color"):
        """Runs `command` in a shell in a new session (TERM as tmux itself advertises: no bce,
        so every cell is written and capture-pane shows its colours); when it exits, the shell prints the
        exit status and waits, so a test can read both."""
        env_text = " ".join(f"{k}={shlex.quote(v)}" for k, v in (env or {}).items())
        script = (f"trap : INT; cd {shlex.quote(REPO)}; export TERM={term} LANG=C.UTF-8 {env_text}; "
                  f"{command}; echo \"EXIT=$?\"; sleep 600")
        self.tmux("new-session", "-d", "-s", self.session, "-x", str(self.width), "-y", str(self.height),
                  "sh", "-c", script)
        self.started = True

    def keys(self, *keys: str):
        self.tmux("send-keys", "-t", self.session, *keys)

    def literal(self, text: str):
        self.tmux("send-keys", "-t", self.session, "-l", text)

    def hex(self, data: bytes):
        self.tmux("send-keys", "-t", self.session, "-H", *[f"{b:02x}" for b in data])

    def resize(self, width: int, height: int):
        self.tmux("resize-window", "-t", self.session, "-x", str(width), "-y", str(height))
        self.width, self.height = width, height

    def capture(self) -> Screen:
        raw = self.tmux("capture-pane", "-p", "-e", "-N", "-t", self.session)
        if raw.endswith("\n"):
            raw = raw[:-1]
        return parse_capture(raw, self.width)

    def text(self) -> str:
        return self.tmux("capture-pane", "-p", "-t", self.session)

    def wait_for(self, predicate, timeout=10.0, what="condition") -> Screen:
        """The screen once `predicate` holds on it (and darkscreen has finished the frame: `settled`);
        fails after `timeout` seconds with the last screen."""
        deadline = time.monotonic() + timeout
        screen = self.capture()
        while time.monotonic() < deadline:
            screen = self.capture()
            try:
                if predicate(screen):
                    return self.settled(screen)
            except (IndexError, KeyError):
                pass
            time.sleep(0.03)  # poll interval of a bounded wait
        raise AssertionError(f"timed out waiting for {what}; screen was:\n{screen}")

    def frame_report(self) -> tuple[int, str, int] | None:
        """What the darkscreen running in this server last reported (`read_frame_report`)."""
        return read_frame_report(self.report)

    def settled(self, screen: Screen, timeout=5.0) -> Screen:
        """The screen once darkscreen has nothing more to draw: it reported itself idle (waiting for
        input, no fade or other work due) both before and after the capture, so the capture holds
        every frame it wrote. Where no darkscreen runs (a command's output, the shell after it),
        the screen once two captures in a row agree."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            before = self.frame_report()
            if before is None:
                again = self.capture()
                if again.rows == screen.rows and self.frame_report() is None:
                    return again
                screen = again
            elif before[1] == "idle":
                again = self.capture()
                if self.frame_report() == before:
                    return again
            time.sleep(0.01)  # poll interval of a bounded wait
        # still busy after `timeout` (a hook that hangs keeps a poll due): the screen as it is now,
        # for the test's own assertions to judge
        return self.capture()

    def frames(self) -> int:
        """How many frames darkscreen has written so far (0 before its first)."""
        report = self.frame_report()
        return report[0] if report else 0

    def wait_frame_after(self, frames: int, timeout=10.0) -> Screen:
        """The settled screen once darkscreen has written a frame past `frames` (`frames()` read
        before the input that changes the screen)."""
        wait_until(lambda: self.frames() > frames, timeout, what=f"a frame after frame {frames}")
        return self.settled(self.capture())

    def stays(self, predicate, seconds: float, what="condition") -> Screen:
        """Checks that something does not happen: `predicate` holds on every capture for `seconds`
        (a short window: the time the thing would take to show), failing at the first capture
        where it does not."""
        deadline = time.monotonic() + seconds
        while True:
            screen = self.capture()
            if not predicate(screen):
                raise AssertionError(f"no longer {what}; screen was:\n{screen}")
            if time.monotonic() >= deadline:
                return screen
            time.sleep(0.05)

    def wait_text(self, needle: str, timeout=10.0) -> Screen:
        return self.wait_for(lambda s: needle in str(s), timeout, what=repr(needle))

    def exit_status(self, timeout=10.0) -> int:
        screen = self.wait_for(lambda s: re.search(r"EXIT=\d+", str(s)), timeout, what="exit")
        return int(re.search(r"EXIT=(\d+)", str(screen)).group(1))

    def pane_pid(self) -> int:
        return int(self.tmux("display-message", "-p", "-t", self.session, "#{pane_pid}").strip())

    def child_pids(self) -> list[int]:
        """The processes running under the pane's shell (darkscreen, while it runs)."""
        pane = self.pane_pid()
        out = subprocess.run(["ps", "-o", "pid=", "--ppid", str(pane)], capture_output=True, text=True).stdout
        return [int(p) for p in out.split()]

    def close(self):
        if not self.started:
            return
        try:
            pane = self.pane_pid()
        except Exception:
            pane = None
        self.tmux("kill-server", check=False)
        try:
            os.unlink(self.report)
        except FileNotFoundError:
            pass
        if pane:
            try:
                os.killpg(pane, 9)  # the pane's shell and whatever it still runs: only what we started
            except ProcessLookupError:
                pass


def darkscreen(*args: str) -> str:
    return " ".join([shlex.quote(DARKSCREEN), *map(shlex.quote, args)])


STEPS = [0, 95, 135, 175, 215, 255]


def xterm256(hex_color: str) -> str:
    """The xterm-256 index darkscreen should use for an RGB colour: an independent oracle
    (nearest of the cube and grey ramp, xterm's own values), as "5;N"."""
    r, g, b = (int(hex_color[i:i + 2], 16) for i in (1, 3, 5))

    def dist(a, b2):
        return 2 * (a[0] - b2[0]) ** 2 + 4 * (a[1] - b2[1]) ** 2 + 3 * (a[2] - b2[2]) ** 2

    best, best_d = None, None
    for i in range(16, 256):
        if i < 232:
            n = i - 16
            c = (STEPS[n // 36], STEPS[(n // 6) % 6], STEPS[n % 6])
        else:
            v = 8 + 10 * (i - 232)
            c = (v, v, v)
        d = dist((r, g, b), c)
        if best_d is None or d < best_d:
            best, best_d = i, d
    return f"5;{best}"


def child_pid(tmux: Tmux, timeout=5.0) -> int:
    """The pid of the program the pane's shell started (darkscreen)."""
    deadline = time.monotonic() + timeout
    shell = tmux.pane_pid()
    while time.monotonic() < deadline:
        children = []
        for task in os.listdir(f"/proc/{shell}/task"):
            with open(f"/proc/{shell}/task/{task}/children") as f:
                children += [int(p) for p in f.read().split()]
        if children:
            return children[-1]
        time.sleep(0.05)
    raise AssertionError("no child process in the pane")


def pane_flags(tmux: Tmux) -> dict:
    """What tmux knows about the pane's terminal modes."""
    names = ["alternate_on", "cursor_flag", "mouse_standard_flag", "mouse_sgr_flag", "mouse_any_flag", "mouse_button_flag"]
    out = tmux.tmux("display-message", "-p", "-t", tmux.session, " ".join("#{%s}" % n for n in names)).split()
    return dict(zip(names, (int(v or 0) for v in out)))


# Appended to a command: after it exits, print the tty's echo/icanon state on one line, keep its status.
STTY_AFTER = "; s=$?; echo TTY: $(stty -a | tr ' ;' '\\n\\n' | grep -E '^-?(echo|icanon)$' | tr '\\n' ' '); (exit $s)"


def start_xvfb(screen=None, log=None):
    """A private Xvfb display, its number chosen by Xvfb (`-displayfd`): (the process, ":N"); the
    caller stops the process. `-noreset`: without it Xvfb resets when its last client leaves, and a
    window opened just after the first one closed finds no display. `log`: a file for its stderr."""
    read_fd, write_fd = os.pipe()
    size = ["-screen", "0", screen] if screen else []
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write_fd), "-nolisten", "tcp", "-noreset", *size], pass_fds=[write_fd],
                            stdout=subprocess.DEVNULL, stderr=open(log, "w") if log else subprocess.DEVNULL)
    os.close(write_fd)
    with os.fdopen(read_fd) as f:  # a line once it listens, or the end when it fails
        number = f.readline().strip()
    if xvfb.poll() is not None or not number:
        xvfb.kill()
        raise AssertionError("Xvfb gave no display" + (": " + open(log).read() if log else ""))
    return xvfb, ":" + number


def wait_until(check, timeout=10.0, what="condition", interval=0.03):
    """Calls `check` until it returns something true (returned), at most `timeout` seconds."""
    deadline = time.monotonic() + timeout
    last = None
    while time.monotonic() < deadline:
        last = check()
        if last:
            return last
        time.sleep(interval)
    raise AssertionError(f"timed out waiting for {what}; last: {last!r}")
