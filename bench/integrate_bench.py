#!/usr/bin/env python3
"""integrate_bench: a commit reaching the connected tools (`darkscreen integrate`).

In a private HOME with kitty, Alacritty, foot, the shell, tmux and Neovim connected, a private
tmux server and a headless Neovim (`nvim --headless --listen SOCK`) running: darkscreen in a pty,
Enter pressed on alternate themes. Per commit:
  answered   Enter -> the first byte of the frame that answers it (the key path), compared with
             the same darkscreen and HOME with nothing connected;
  reached    Enter -> the status line's "N of M reached" (every file written, every reachable
             instance told, the summary back on screen). Target: <= 200 ms (six), <= 250 ms (--all).
Also `darkscreen set` (a process of its own) -> its exit, with the targets reached.

--all: every target whose tool is installed here (also Vim, ssh, bat, fzf, btop, ls-colors, fish,
xterm, GNOME Terminal, Tilix, xfce4-terminal, Ghostty) and a template target (tinted-tmux's
template, reloaded by `tmux source-file`), with a private Xvfb and session bus (so xrdb and dconf
are reached live) and an xterm window open (reached through its pty).

--commits a multiple of 4: each of the two rounds alternates between two themes, and must end on
the one the next round does not start with (a commit of the theme committed last is not reached
again).

Usage: bench/integrate_bench.py DARKSCREEN [--commits 20] [--all [--without TARGET]…]"""
import argparse
import os
import pty
import select
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import re
import uuid

TARGETS = ["kitty", "alacritty", "foot", "shell", "tmux", "neovim"]
# --all: each target and what must be installed for it to be connected and reached.
MORE = {"vim": ["vim"], "ssh": ["ssh"], "bat": ["batcat|bat"], "fzf": ["fzf"], "btop": ["btop"], "ls-colors": [],
        "fish": ["fish"], "xterm": ["xterm", "xrdb"], "gnome-terminal": ["gnome-terminal", "dconf"], "tilix": ["tilix", "dconf"],
        "xfce4-terminal": ["xfce4-terminal"], "ghostty": ["ghostty"]}
TEMPLATE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "fixtures", "templates", "tinted-tmux-base16.mustache")


def installed(tools):
    return all(any(shutil.which(name) for name in tool.split("|")) for tool in tools)


class Desktop:
    """A private Xvfb and session bus (started with the display and a UTF-8 locale, for what it
    activates: dconf), and what this bench started on them; stopped by pid only."""

    def __init__(self, env):
        read, write = os.pipe()
        self.xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-nolisten", "tcp", "-noreset", "-screen", "0", "320x200x24"],
                                     pass_fds=[write], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write)
        with os.fdopen(read) as f:
            env["DISPLAY"] = ":" + f.readline().strip()
        bus = subprocess.run(["dbus-daemon", "--session", "--fork", "--print-address=1", "--print-pid=1"], capture_output=True,
                             text=True, env=env, timeout=10, check=True)
        address, pid = bus.stdout.split()[:2]
        env["DBUS_SESSION_BUS_ADDRESS"] = address
        self.address, self.bus_pid = address, int(pid)

    def close(self):
        needle = f"DBUS_SESSION_BUS_ADDRESS={self.address}".encode()
        started = [self.bus_pid]
        for entry in os.listdir("/proc"):
            try:
                if entry.isdigit() and needle in open(f"/proc/{entry}/environ", "rb").read().split(b"\0") and int(entry) != os.getpid():
                    started.append(int(entry))
            except OSError:
                pass
        for pid in set(started):
            try:
                os.kill(pid, signal.SIGTERM)
            except ProcessLookupError:
                pass
        self.xvfb.terminate()
        self.xvfb.wait(timeout=5)


def environment(home):
    env = {k: v for k, v in os.environ.items() if k not in ("TMUX", "TMUX_PANE", "KITTY_CONFIG_DIRECTORY")}
    for sub in ("tmp", "run", ".config", ".local/state", ".cache"):
        os.makedirs(os.path.join(home, sub), exist_ok=True)
    env.update(HOME=home, XDG_CONFIG_HOME=f"{home}/.config", XDG_STATE_HOME=f"{home}/.local/state",
               XDG_CACHE_HOME=f"{home}/.cache", TMPDIR=f"{home}/tmp", TMUX_TMPDIR=f"{home}/tmp",
               XDG_RUNTIME_DIR=f"{home}/run", SHELL="/bin/bash", TERM="xterm-256color", LANG="C.UTF-8",
               DARKSCREEN_THEME_DIRS="", DARKSCREEN_APPEARANCE="dark")
    return env


def read_until(fd, needle, deadline):
    out = b""
    first = None
    while time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], max(0, deadline - time.monotonic()))
        if not ready:
            break
        try:
            chunk = os.read(fd, 65536)
        except OSError:  # the pty's other end closed (darkscreen quit)
            break
        if not chunk:
            break
        if first is None:
            first = time.monotonic()
        out += chunk
        if needle is not None and needle in out:
            return first, time.monotonic(), out
    return first, None, out


def commits(binary, env, count, needle):
    pid, fd = pty.fork()
    if pid == 0:
        os.execve(binary, [binary, "--theme", "Dark"], env)
    import fcntl, struct, termios
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 120, 0, 0))
    read_until(fd, b"Themes", time.monotonic() + 10)
    answered, reached = [], []
    for i in range(count):
        os.write(fd, b"j" if i % 2 == 0 else b"k")
        read_until(fd, None, time.monotonic() + 0.15)  # the move's frame (a preview: nothing written)
        start = time.monotonic()
        os.write(fd, b"\r")
        first, done, _ = read_until(fd, needle, time.monotonic() + 5)
        if first is not None:
            answered.append((first - start) * 1000)
        if done is not None:
            reached.append((done - start) * 1000)
        read_until(fd, None, time.monotonic() + 0.1)
    os.write(fd, b"q")
    read_until(fd, None, time.monotonic() + 2)
    os.close(fd)
    os.waitpid(pid, 0)
    return answered, reached


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("darkscreen")
    parser.add_argument("--commits", type=int, default=20)
    parser.add_argument("--all", action="store_true", help="every target that can be connected here, and a template target")
    parser.add_argument("--without", action="append", default=[], metavar="TARGET", help="with --all: leave this one out")
    args = parser.parse_args()
    for tool in ("tmux", "nvim"):
        if shutil.which(tool) is None:
            print(f"integrate_bench: {tool} is not installed (scripts/ensure-packages.sh test)", file=sys.stderr)
            return 1
    root = tempfile.mkdtemp(prefix="darkscreen-integrate-bench-")
    connected, plain = os.path.join(root, "connected"), os.path.join(root, "plain")
    env, plain_env = environment(connected), environment(plain)
    started = []
    socket_name = "ds-bench-" + uuid.uuid4().hex[:8]
    desktop = None
    try:
        targets = [[target] for target in TARGETS]
        if args.all:
            skipped = [target for target, tools in MORE.items() if not installed(tools)]
            targets += [[target] for target, tools in MORE.items() if installed(tools) and target not in args.without]
            targets.append(["template", "tmux-colors", "--template", TEMPLATE, "--output", f"{connected}/.config/tmux/darkscreen-colors.conf",
                            "--reload", f"tmux -L {socket_name} source-file {connected}/.config/tmux/darkscreen-colors.conf"])
            if skipped:
                print(f"not installed here, not connected: {', '.join(skipped)}", file=sys.stderr)
            if installed(["Xvfb", "dbus-daemon"]):
                desktop = Desktop(env)
            if "DISPLAY" in env and installed(["xterm"]):
                started.append(subprocess.Popen(["xterm", "-e", "sleep", "600"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
            for rc, text in ((".bashrc", ""), (".config/fish/config.fish", ""), (".config/bat/config", ""),
                             (".config/btop/btop.conf", ""), (".Xresources", ""), (".ssh/config", "Host *\n")):
                os.makedirs(os.path.dirname(f"{connected}/{rc}"), exist_ok=True)
                with open(f"{connected}/{rc}", "a") as f:
                    f.write(text)
        def connect(target):
            result = subprocess.run([args.darkscreen, "integrate", *target, "--yes"], env=env, capture_output=True, text=True, timeout=30)
            if result.returncode != 0:
                print(f"integrate {target[0]}: {(result.stderr + result.stdout).strip()}", file=sys.stderr)
            return result.returncode == 0
        # The template's reload talks to the tmux server: connected once the server runs.
        if not all(connect(target) for target in targets if target[0] != "template"):
            return 1
        # A server that reads the user's config (the one `integrate tmux` put its line in), as tmux does by default.
        subprocess.run(["tmux", "-L", socket_name, "-f", f"{connected}/.tmux.conf", "new-session", "-d", "sleep 600"], env=env,
                       check=True, timeout=20)
        os.makedirs(f"{connected}/tmp/nvimbench")
        sock = f"{connected}/tmp/nvimbench/0"
        started.append(subprocess.Popen(["nvim", "--headless", "--listen", sock], env=env, stdin=subprocess.DEVNULL,
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        deadline = time.monotonic() + 10
        while not os.path.exists(sock) and time.monotonic() < deadline:
            time.sleep(0.02)
        if not all(connect(target) for target in targets if target[0] == "template"):
            return 1
        # What a commit reaches here: the summary `darkscreen set` prints ("N of M reached · …").
        first = subprocess.run([args.darkscreen, "set", "Outrun"], env=env, capture_output=True, text=True, timeout=30).stderr.strip()
        summary = re.search(r"\d+ of \d+ reached[^\n]*", first)
        if summary is None:
            print(f"darkscreen set: no summary: {first}", file=sys.stderr)
            return 1
        summary = summary.group(0)
        count = re.match(r"\d+ of \d+ reached", summary).group(0)
        # Interleaved: nothing connected, then the targets connected, round by round.
        plain_answered, answered, reached = [], [], []
        rounds = 2
        for _ in range(rounds):
            a, _ = commits(args.darkscreen, plain_env, args.commits // rounds, None)
            plain_answered += a
            a, r = commits(args.darkscreen, env, args.commits // rounds, count.encode())
            answered += a
            reached += r
        sets = []
        for i in range(6):
            start = time.monotonic()
            result = subprocess.run([args.darkscreen, "set", ["Light", "Outrun"][i % 2]], env=env, capture_output=True, text=True, timeout=30)
            sets.append((time.monotonic() - start) * 1000)
            assert count in result.stderr, result.stderr

        def med(values):
            return f"{statistics.median(values):.2f} ms" if values else "n/a"
        limit = 250 if args.all else 200
        names = ", ".join(t[0] if t[0] != "template" else "template:" + t[1] for t in targets)
        print(f"## commit -> {len(targets)} connected targets ({names}), {len(reached)} commits, load {os.getloadavg()[0]:.1f}")
        print(f"summary: {summary}")
        print(f"Enter answered: {med(plain_answered)} with nothing connected, {med(answered)} with {len(targets)} connected")
        worst = max(reached) if reached else float("nan")
        verdict = "ok" if reached and len(reached) == len(answered) and statistics.median(reached) <= limit else "OVER"
        print(f"Enter -> '{count}' on screen: median {med(reached)}, max {worst:.1f} ms"
              f" (target <= {limit} ms: {verdict}); reached {len(reached)} of {len(answered)}")
        print(f"darkscreen set -> exit with the targets reached: median {med(sets)}, max {max(sets):.1f} ms")
        return 0
    finally:
        for process in started:
            process.kill()
            process.wait(timeout=5)
        subprocess.run(["tmux", "-L", socket_name, "kill-server"], env=env, capture_output=True, timeout=20)
        if desktop is not None:
            desktop.close()
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
