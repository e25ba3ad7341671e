#!/usr/bin/env python3
"""integrate_bench: a commit reaching six connected tools (`darkscreen integrate`).

In a private HOME with kitty, Alacritty, foot, the shell, tmux and Neovim connected, a private
tmux server and a headless Neovim (`nvim --headless --listen SOCK`) running: darkscreen in a pty,
Enter pressed on alternate themes. Per commit:
  answered   Enter -> the first byte of the frame that answers it (the key path), compared with
             the same darkscreen and HOME with nothing connected;
  reached    Enter -> the status line's "N of 6 reached" (every file written, every reachable
             instance told, the summary back on screen). Target: <= 200 ms.
Also `darkscreen set` (a process of its own) -> its exit, with the six reached.

Usage: bench/integrate_bench.py DARKSCREEN [--commits 20]"""
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
import uuid

TARGETS = ["kitty", "alacritty", "foot", "shell", "tmux", "neovim"]


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
    try:
        for target in TARGETS:
            result = subprocess.run([args.darkscreen, "integrate", target, "--yes"], env=env, capture_output=True, text=True, timeout=30)
            if result.returncode != 0:
                print(f"integrate {target}: {result.stderr.strip()}", file=sys.stderr)
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
        # Interleaved: nothing connected, then six connected, round by round.
        plain_answered, answered, reached = [], [], []
        rounds = 2
        for _ in range(rounds):
            a, _ = commits(args.darkscreen, plain_env, args.commits // rounds, None)
            plain_answered += a
            a, r = commits(args.darkscreen, env, args.commits // rounds, b"5 of 6 reached")
            answered += a
            reached += r
        sets = []
        for i in range(6):
            start = time.monotonic()
            result = subprocess.run([args.darkscreen, "set", ["Light", "Outrun"][i % 2]], env=env, capture_output=True, text=True, timeout=30)
            sets.append((time.monotonic() - start) * 1000)
            assert "5 of 6 reached · foot at next start" in result.stderr, result.stderr

        def med(values):
            return f"{statistics.median(values):.2f} ms" if values else "n/a"
        print(f"## commit -> six connected tools (kitty, Alacritty, foot, shell, a tmux server, a headless Neovim), {len(reached)} commits")
        print(f"Enter answered: {med(plain_answered)} with nothing connected, {med(answered)} with six connected")
        worst = max(reached) if reached else None
        verdict = "ok" if reached and len(reached) == len(answered) and statistics.median(reached) <= 200 else "OVER"
        print(f"Enter -> '5 of 6 reached · foot at next start' on screen: median {med(reached)}, max {worst:.1f} ms"
              f" (target <= 200 ms: {verdict}); reached {len(reached)} of {len(answered)}")
        print(f"darkscreen set -> exit with the six reached: median {med(sets)}")
        return 0
    finally:
        for process in started:
            process.kill()
            process.wait(timeout=5)
        subprocess.run(["tmux", "-L", socket_name, "kill-server"], env=env, capture_output=True, timeout=20)
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
