#!/usr/bin/env python3
"""Desktop change → every running darkscreen repainted: N darkscreens (default 3) in their own
ptys, a private session bus with the real xdg-desktop-portal (GTK backend, dconf, Xvfb; see
Tests/e2e/desktop_session.py); the colour scheme is flipped with `gsettings set` CHANGES times
(default 20). For each change: from the start of `gsettings set` to the last byte of the frame in
which the LAST of the instances shows the new appearance on its status line. Prints the median and
the maximum, in ms. The terminals answer DA1 only (like tmux 3.3a), so the desktop decides.

Usage: bench/portal_follow.py PATH-TO-darkscreen [--instances 3] [--changes 20]"""
import argparse
import os
import select
import statistics
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "Tests", "e2e"))
from desktop_session import DesktopSession, missing_packages  # noqa: E402
from query_terminal import QueryTerminal  # noqa: E402


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--instances", type=int, default=3)
    parser.add_argument("--changes", type=int, default=20)
    args = parser.parse_args()
    if missing_packages():
        sys.exit(f"portal_follow: needs {missing_packages()} (scripts/ensure-packages.sh test)")
    desktop = DesktopSession()
    terminals = []
    try:
        desktop.set_scheme("prefer-dark")
        desktop.portal_value()  # the portal is up before darkscreen starts
        env = desktop.environ(TERM="xterm-256color", LANG="C.UTF-8", DARKSCREEN_DATA_DIR=os.path.join(HERE, ".."),
                              XDG_CONFIG_HOME=os.path.join(desktop.dir, "config"))
        for key in ("COLORFGBG", "DARKSCREEN_APPEARANCE", "TMUX", "STY"):
            env.pop(key, None)
        for _ in range(args.instances):
            term = QueryTerminal([os.path.abspath(args.binary), "--theme", "Automatic"], env, rows=30, cols=120)
            term.run(timeout=20, until=lambda out: "dark · desktop setting".encode() in out)
            terminals.append(term)
        samples = []
        for change in range(args.changes):
            scheme, label = (("prefer-light", "light"), ("prefer-dark", "dark"))[change % 2]
            needle = f"{label} · desktop setting".encode()
            marks = [len(t.output) for t in terminals]
            start = time.monotonic()
            desktop.set_scheme(scheme)
            done = {}
            while len(done) < len(terminals) and time.monotonic() - start < 10:
                ready, _, _ = select.select([t.master for t in terminals], [], [], 0.5)
                for i, term in enumerate(terminals):
                    if term.master in ready:
                        term.output += os.read(term.master, 65536)
                        if i not in done and needle in term.output[marks[i]:]:
                            done[i] = time.monotonic() - start
            if len(done) < len(terminals):
                sys.exit(f"portal_follow: change {change}: only {len(done)} of {len(terminals)} repainted within 10 s")
            samples.append(max(done.values()) * 1000)
        print(f"desktop change -> all {args.instances} darkscreens repainted: median {statistics.median(samples):.1f} ms, "
              f"max {max(samples):.1f} ms over {args.changes} changes (includes gsettings itself)")
    finally:
        for term in terminals:
            try:
                os.write(term.master, b"q")
                term.run(timeout=5)
            except Exception:
                pass
            term.close()
        desktop.close()


if __name__ == "__main__":
    main()
