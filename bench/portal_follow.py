#!/usr/bin/env python3
"""Desktop change → every running darkscreen repainted: N darkscreens (default 3) in their own
ptys, a private session bus with the real xdg-desktop-portal (GTK backend, dconf, Xvfb; see
Tests/e2e/desktop_session.py); the colour scheme is flipped with `gsettings set` CHANGES times
(default 20). For each change: from the start of `gsettings set` to the last byte of the frame in
which the LAST of the instances shows the new appearance on its status line. Prints the median and
the maximum, in ms. The terminals answer DA1 only (like tmux 3.3a), so the desktop decides.

Usage: bench/portal_follow.py PATH-TO-darkscreen [--instances 3] [--changes 20]"""
import argparse
import statistics
import sys
import time

import instances
from desktop_session import DesktopSession, missing_packages  # (instances puts Tests/e2e on the path)


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
        env = instances.environment(desktop.environ(), XDG_CONFIG_HOME=desktop.dir + "/config")
        for _ in range(args.instances):
            terminals.append(instances.start(args.binary, env, "dark · desktop setting".encode()))
        samples = []
        for change in range(args.changes):
            scheme, label = (("prefer-light", "light"), ("prefer-dark", "dark"))[change % 2]
            start = time.monotonic()
            desktop.set_scheme(scheme)
            done = instances.times_until_shown(terminals, f"{label} · desktop setting".encode(), start, time.monotonic)
            if len(done) < len(terminals):
                sys.exit(f"portal_follow: change {change}: only {len(done)} of {len(terminals)} repainted within 10 s")
            samples.append(max(done.values()) * 1000)
        print(f"desktop change -> all {args.instances} darkscreens repainted: median {statistics.median(samples):.1f} ms, "
              f"max {max(samples):.1f} ms over {args.changes} changes (includes gsettings itself)")
    finally:
        instances.quit_all(terminals)
        desktop.close()


if __name__ == "__main__":
    main()
