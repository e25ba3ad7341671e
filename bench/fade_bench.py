#!/usr/bin/env python3
"""fade_bench: what a calm transition writes. darkscreen in a pty of its own (80x24 and 200x50),
Dark committed; another darkscreen commits Light (`darkscreen set`, a change that happens by
itself). With `"transition": "none"` that is one theme switch as before fades existed; with the
default `fade` it is a fade. The bytes darkscreen writes are grouped into frames (a frame is one
write; frames come 35 ms apart, so a pause of 12 ms ends one). Checked: at most 15 frames, each
no more than the bytes of the one switch, and the last frame exactly the target (with `--apply
terminal` the terminal's background OSC 11 #FFFFFF; without, on a direct-colour terminal, Light's
background as the cells' RGB). Prints medians over ROUNDS. darkscreen writes a fade's in-between
frames itself, setting only the colours that change from run to run, where curses writes a switch
(a frame of the same cells, every run's colours set again): the frames in between are checked
against the switch byte for byte, with nothing allowed for their longer colour numbers (146;148;180
against Light's 0;122;255); the last frame is curses' again. A round that saw the minute change
(the status line's clock redraws) is run again.

Usage: bench/fade_bench.py PATH-TO-darkscreen [--rounds 5] [--term tmux-256color]"""
import argparse
import json
import os
import pty
import re
import select
import shutil
import signal
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import fcntl
import time

OSC11 = re.compile(rb"\x1b\]11;#([0-9A-F]{6})\x07")
# Light's background as a direct-colour SGR (either parameter form ncurses may write)
LIGHT_CELLS = re.compile(rb"48[;:]2[;:]{1,2}255[;:]255[;:]255m")
LIGHT_CELLS_256 = re.compile(rb"48;5;231m")
GAP = 0.012


def run(binary, folder, size, apply, transition, term=None):
    config = os.path.join(folder, "config")
    os.makedirs(os.path.join(config, "darkscreen"), exist_ok=True)
    with open(os.path.join(config, "darkscreen", "settings.json"), "w") as f:
        json.dump({"theme": "Dark", "transition": transition}, f)
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "LANG": "C.UTF-8", "HOME": folder,
           "TERM": term or ("xterm-256color" if apply else "xterm-direct"), "XDG_CONFIG_HOME": config,
           "XDG_STATE_HOME": os.path.join(folder, "state"), "DARKSCREEN_THEME_DIRS": ""}
    args = [binary, "--appearance", "dark"] + (["--apply", "terminal"] if apply else [])
    pid, fd = pty.fork()
    if pid == 0:
        os.execve(binary, args, env)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", size[1], size[0], 0, 0))
    out = bytearray()

    def read_for(seconds, chunks=None):
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            ready, _, _ = select.select([fd], [], [], max(0, end - time.monotonic()))
            if not ready:
                continue
            try:
                data = os.read(fd, 1 << 16)
            except OSError:
                return
            if b"\x1b[c" in data:
                os.write(fd, b"\x1b[?62;22c")
            out.extend(data)
            if chunks is not None:
                chunks.append((time.monotonic(), data))
    try:
        read_for(1.5)
        if b"Themes" not in out:
            read_for(5)
        chunks = []
        done = subprocess.run([binary, "set", "Light"], env=env, capture_output=True, timeout=20)
        assert done.returncode == 0, done.stderr
        read_for(1.2, chunks)
        os.write(fd, b"q")
        read_for(0.5)
    finally:
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        os.waitpid(pid, 0)
        os.close(fd)
    frames = []
    last = None
    for at, data in chunks:
        if last is None or at - last > GAP:
            frames.append(bytearray())
        frames[-1].extend(data)
        last = at
    return [bytes(f) for f in frames]


def escapes(data):
    return data.count(b"\x1b")


def round_without_minute_change(run_once):
    for _ in range(5):
        minute = time.localtime().tm_min
        result = run_once()
        if time.localtime().tm_min == minute:
            return result
    return result


def exact_target(frames, apply):
    if not frames:
        return False
    if apply:
        backgrounds = [m.group(1) for f in frames for m in OSC11.finditer(f)]
        return bool(backgrounds) and backgrounds[-1] == b"FFFFFF"
    if LIGHT_CELLS_256.search(frames[-1]):  # 256 colours: frames near the end may map to the same index
        return True
    return bool(LIGHT_CELLS.search(frames[-1])) and not any(LIGHT_CELLS.search(f) for f in frames[:-1])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--term", help="TERM for both cases (default: xterm-direct, and xterm-256color with --apply "
                        "terminal), e.g. tmux-256color or tmux-direct as inside tmux")
    args = parser.parse_args()
    binary = os.path.abspath(args.binary)
    ok = True
    print("| size, colours | one switch: bytes (escapes) | fade: frames | fade: largest frame, bytes (escapes) | largest / switch "
          "| largest frame in between / switch | fade: all frames, bytes | last frame the target |")
    print("|---|---:|---:|---:|---:|---:|---:|---|")
    for size in [(80, 24), (200, 50)]:
        for apply in (False, True):
            switch, switch_escapes, counts, largest, largest_escapes, total, exact = [], [], [], [], [], [], []
            between = []
            for _ in range(args.rounds):
                folder = tempfile.mkdtemp(prefix="darkscreen-fade-bench-")
                try:
                    once = round_without_minute_change(lambda: run(binary, folder + "/a", size, apply, "none", args.term))
                    fade = round_without_minute_change(lambda: run(binary, folder + "/b", size, apply, "fade", args.term))
                finally:
                    shutil.rmtree(folder, ignore_errors=True)
                switch.append(sum(len(f) for f in once))
                switch_escapes.append(sum(escapes(f) for f in once))
                counts.append(len(fade))
                largest.append(max((len(f) for f in fade), default=0))
                largest_escapes.append(max((escapes(f) for f in fade), default=0))
                total.append(sum(len(f) for f in fade))
                between.append(max((len(f) for f in fade[:-1]), default=0))
                exact.append(exact_target(fade, apply))
            median = statistics.median
            label = f"{size[0]}x{size[1]}, " + ("--apply terminal" if apply else "own colours") + f", {args.term or ('xterm-256color' if apply else 'xterm-direct')}"
            print(f"| {label} | {median(switch):.0f} ({median(switch_escapes):.0f}) | {median(counts):.0f} (max {max(counts)}) "
                  f"| {median(largest):.0f} ({median(largest_escapes):.0f}) | {median(largest) / median(switch):.3f} | {median(between) / median(switch):.2f} "
                  f"| {median(total):.0f} | {sum(exact)}/{len(exact)} |")
            if max(counts) > 15 or not all(exact) or any(l > s for l, s in zip(largest, switch)):
                ok = False
    print()
    print("targets: <= 15 frames, each <= the bytes of one switch, the last exactly the target:", "met" if ok else "NOT met")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
