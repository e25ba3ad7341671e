#!/usr/bin/env python3
"""`darkscreen follow` alone (no darkscreen UI running): settings.json's appearance changed →
every connected tool in the new variant. Tools connected in a private HOME: tmux (a private
server running, told by `source-file`), the shell snippet and kitty's file (written). For each of
CHANGES rounds the setting flips light ↔ dark (an atomic rename, as an editor saves); from the
rename to the moment the tmux server's window-style, the snippet and kitty's file all hold the new
variant. Prints the median and maximum in ms (target: <= 200 ms); then the follower idle for IDLE
seconds: its context switches (target: 0), its CPU time, and its peak resident size beside a
darkscreen UI's at 80x24 (target: <= the UI's).

Usage: bench/follow_bench.py PATH-TO-darkscreen [--changes 20] [--idle 60]"""
import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

import instances


def status(pid, field):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith(field + ":"):
                return int(line.split()[1])
    return 0


def switches(pid):
    total = 0
    for task in os.listdir(f"/proc/{pid}/task"):
        with open(f"/proc/{pid}/task/{task}/status") as f:
            total += sum(int(line.split()[1]) for line in f if "ctxt_switches" in line)
    return total


def cpu_ticks(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--changes", type=int, default=20)
    parser.add_argument("--idle", type=float, default=60.0)
    args = parser.parse_args()
    binary = os.path.abspath(args.binary)
    home = tempfile.mkdtemp(prefix="darkscreen-follow-bench-")
    config = os.path.join(home, ".config")
    settings = os.path.join(config, "darkscreen", "settings.json")
    os.makedirs(os.path.dirname(settings))
    for name in (".tmux.conf", ".bashrc"):
        open(os.path.join(home, name), "w").close()
    os.makedirs(os.path.join(config, "kitty"))
    open(os.path.join(config, "kitty", "kitty.conf"), "w").close()
    tmp = os.path.join(home, "tmp")
    os.makedirs(tmp)
    env = instances.environment(os.environ, HOME=home, XDG_CONFIG_HOME=config, XDG_STATE_HOME=os.path.join(home, ".state"),
                                XDG_CACHE_HOME=os.path.join(home, ".cache"), TMPDIR=tmp, TMUX_TMPDIR=tmp,
                                XDG_RUNTIME_DIR=tmp)
    env.pop("DBUS_SESSION_BUS_ADDRESS", None)
    socket_name = "follow-bench-" + str(os.getpid())

    def write_settings(appearance):
        with open(settings + ".new", "w") as f:
            f.write('{"theme": "Automatic", "appearance": "%s"}\n' % appearance)
        os.replace(settings + ".new", settings)

    def colours(appearance):
        out = subprocess.run([binary, "export", "Automatic", "--format", "kitty", "--appearance", appearance],
                             capture_output=True, text=True, env=env, check=True).stdout
        return re.search(r"^background\s+(#\w+)", out, re.M).group(1).upper()

    write_settings("light")
    for target in ("tmux", "shell", "kitty"):
        subprocess.run([binary, "integrate", target, "--yes"], env=env, capture_output=True, check=True)
    subprocess.run(["tmux", "-L", socket_name, "-f", "/dev/null", "new-session", "-d", "sleep 600"], env=env, check=True)
    follower = subprocess.Popen([binary, "follow"], env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL)
    own = os.path.join(config, "darkscreen", "integrations")
    try:
        backgrounds = {"light": colours("light"), "dark": colours("dark")}

        def reached(appearance):
            bg = backgrounds[appearance]
            style = subprocess.run(["tmux", "-L", socket_name, "show-options", "-gv", "window-style"], env=env,
                                   capture_output=True, text=True).stdout.upper()
            kitty = open(os.path.join(own, "kitty.conf")).read().upper()
            shell = open(os.path.join(own, "shell.sh")).read()
            return f"BG={bg}" in style and re.search(rf"BACKGROUND\s+{bg}", kitty) and f", {appearance})" in shell

        deadline = time.monotonic() + 10
        while not reached("light") and time.monotonic() < deadline:
            time.sleep(0.01)
        times = []
        for index in range(args.changes):
            appearance = "dark" if index % 2 == 0 else "light"
            start = time.monotonic()
            write_settings(appearance)
            while not reached(appearance):
                if time.monotonic() - start > 5:
                    sys.exit(f"the tools did not reach {appearance} within 5 s")
                time.sleep(0.002)
            times.append((time.monotonic() - start) * 1000)
        print(f"settings.json's appearance changed -> tmux, the shell snippet and kitty's file in the new variant, "
              f"{args.changes} changes: median {statistics.median(times):.1f} ms, max {max(times):.1f} ms (target <= 200 ms)")
        time.sleep(0.5)
        before, ticks = switches(follower.pid), cpu_ticks(follower.pid)
        time.sleep(args.idle)
        print(f"idle {args.idle:.0f} s: {switches(follower.pid) - before} context switches, "
              f"{cpu_ticks(follower.pid) - ticks} CPU ticks (targets: 0 and 0)")
        follower_rss = status(follower.pid, "VmHWM")
        ui = instances.start(binary, env, b"Automatic")
        ui_rss = status(ui.pid, "VmHWM")
        instances.quit_all([ui])
        print(f"peak resident size: the follower {follower_rss} KiB, a darkscreen UI at 120x30 {ui_rss} KiB "
              f"(ratio {follower_rss / ui_rss:.2f}; target <= 1.0)")
    finally:
        follower.terminate()
        follower.wait(timeout=10)
        subprocess.run(["tmux", "-L", socket_name, "kill-server"], env=env, capture_output=True)
        shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    main()
