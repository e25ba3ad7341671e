#!/usr/bin/env python3
"""`darkscreen beside` in a real private tmux server, side by side with the same layout made by hand
(`tmux split-window` twice running darkscreen, then `resize-pane`), interleaved A B A B:

- open: from the command to both companion panes drawn in the theme (their status line on the
  theme's background, read with capture-pane); targets <= 150 ms and <= 1.5x the hand-made split;
- resize: from `resize-window` to the companions at their widths again and drawn; target <= 100 ms;
- idle: the companions' wake-ups over 5 s (voluntary context switches, /proc/PID/status), with the
  status line (its clock) and without (`"statusLine": false`); target 0 a second besides the clock.

Usage: bench/beside_bench.py DARKSCREEN [--rounds N]"""
import argparse
import json
import os
import shutil
import statistics
import subprocess
import tempfile
import time
import uuid

WIDTH, HEIGHT, WORK = 200, 50, 100


class Server:
    def __init__(self, env, status_line=True):
        self.status_line = status_line
        self.socket = "ds-bench-" + uuid.uuid4().hex[:10]
        self.env = env
        self.session = "b" + uuid.uuid4().hex[:6]
        self.tmux("-f", "/dev/null", "new-session", "-d", "-s", self.session, "-x", str(WIDTH), "-y", str(HEIGHT), "sleep", "600")
        self.pane = self.tmux("display-message", "-p", "-t", self.session, "#{pane_id}").strip()
        self.path = self.tmux("display-message", "-p", "#{socket_path}").strip()

    def tmux(self, *args):
        return subprocess.run(["tmux", "-L", self.socket, *args], capture_output=True, text=True, timeout=20,
                              env=self.env, check=True).stdout

    def panes(self):
        out = self.tmux("list-panes", "-t", self.session, "-F", "#{pane_id} #{pane_left} #{pane_width} #{pane_pid}")
        return sorted((line.split() for line in out.splitlines()), key=lambda p: int(p[1]))

    def drawn(self, pane):
        """On the theme's background (Dark: #000000), with the status line unless it is hidden."""
        out = self.tmux("capture-pane", "-p", "-e", "-t", pane)
        return ("darkscreen" in out or not self.status_line) and ("48;2;0;0;0m" in out or "48;5;16m" in out)

    def close(self):
        subprocess.run(["tmux", "-L", self.socket, "kill-server"], capture_output=True, env=self.env)


def wait(check, bound=10.0):
    deadline = time.monotonic() + bound
    while time.monotonic() < deadline:
        if check():
            return
        time.sleep(0.002)
    raise RuntimeError("condition not met within the bound")


def expected(width):
    spare = width - 2 - WORK
    return [spare // 2, WORK, spare - spare // 2]


def companions_ready(server, width):
    panes = server.panes()
    return [int(p[2]) for p in panes] == expected(width) and all(server.drawn(p[0]) for p in (panes[0], panes[2]))


def open_beside(darkscreen, env, status_line=True):
    server = Server(env, status_line)
    run_env = dict(env, TMUX=f"{server.path},1,0", TMUX_PANE=server.pane)
    start = time.monotonic()
    subprocess.run([darkscreen, "beside"], env=run_env, check=True, capture_output=True, timeout=20)
    wait(lambda: companions_ready(server, WIDTH))
    return server, (time.monotonic() - start) * 1000


def open_by_hand(darkscreen, env):
    server = Server(env)
    start = time.monotonic()
    spare = WIDTH - 2 - WORK
    left = server.tmux("split-window", "-h", "-f", "-b", "-d", "-l", str(spare // 2), "-t", server.pane, "-P", "-F", "#{pane_id}",
                       darkscreen, "run", "--in-beside").strip()
    right = server.tmux("split-window", "-h", "-f", "-d", "-l", str(spare - spare // 2), "-t", server.pane, "-P", "-F", "#{pane_id}",
                        darkscreen, "run", "--in-beside").strip()
    server.tmux("resize-pane", "-t", left, "-x", str(spare // 2), ";", "resize-pane", "-t", right, "-x", str(spare - spare // 2))
    wait(lambda: companions_ready(server, WIDTH))
    return server, (time.monotonic() - start) * 1000


def resize(server, width):
    start = time.monotonic()
    server.tmux("resize-window", "-t", server.session, "-x", str(width))
    wait(lambda: companions_ready(server, width))
    return (time.monotonic() - start) * 1000


def wakeups(server, seconds=5.0):
    pids = [p[3] for p in server.panes()[0::2]]
    def switches():
        total = 0
        for pid in pids:
            for line in open(f"/proc/{pid}/status"):
                if line.startswith("voluntary_ctxt_switches"):
                    total += int(line.split()[1])
        return total
    time.sleep(1.0)  # the first frame's work done
    before = switches()
    time.sleep(seconds)
    return (switches() - before) / seconds / len(pids)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("darkscreen")
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    darkscreen = os.path.abspath(args.darkscreen)
    folder = tempfile.mkdtemp(prefix="darkscreen-beside-bench-")
    env = dict(os.environ, XDG_CONFIG_HOME=f"{folder}/config", XDG_STATE_HOME=f"{folder}/state", XDG_CACHE_HOME=f"{folder}/cache",
               DARKSCREEN_THEME_DIRS="")
    env.pop("TMUX", None)
    env.pop("TMUX_PANE", None)
    beside, by_hand, resizes = [], [], []
    try:
        for _ in range(args.rounds):
            server, ms = open_by_hand(darkscreen, env)
            by_hand.append(ms)
            server.close()
            server, ms = open_beside(darkscreen, env)
            beside.append(ms)
            resizes.append(resize(server, 240))
            resizes.append(resize(server, WIDTH))
            server.close()
        server, _ = open_beside(darkscreen, env)
        with_clock = wakeups(server)
        server.close()
        os.makedirs(f"{folder}/config/darkscreen", exist_ok=True)
        json.dump({"statusLine": False}, open(f"{folder}/config/darkscreen/settings.json", "w"))
        server, _ = open_beside(darkscreen, env, status_line=False)
        without_clock = wakeups(server)
        server.close()
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    median = statistics.median
    ratio = median(beside) / median(by_hand)
    print(f"| beside, {WIDTH}x{HEIGHT}, {args.rounds} rounds | median | target |")
    print("|---|---|---|")
    print(f"| open: beside to both companions drawn | {median(beside):.1f} ms | <= 150 ms |")
    print(f"| open: the same split by hand (split-window x2 + resize-pane) | {median(by_hand):.1f} ms | |")
    print(f"| beside / by hand | {ratio:.2f}x | <= 1.5x |")
    print(f"| resize-window to the layout corrected and drawn | {median(resizes):.1f} ms (max {max(resizes):.1f}) | <= 100 ms |")
    print(f"| idle wake-ups a second per companion, status line shown | {with_clock:.2f} | the clock's only |")
    print(f"| idle wake-ups a second per companion, \"statusLine\": false | {without_clock:.2f} | 0 |")


if __name__ == "__main__":
    main()
