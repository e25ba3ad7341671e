#!/usr/bin/env python3
"""apply_bench: what `--apply terminal` and `--apply tmux` cost on a theme switch, in a pty.

  terminal  bytes per switch with and without --apply terminal (medians, interleaved rounds), the
            palette entries each switch changed, and the budget: at most 40 bytes more plus 20 per
            palette entry changed; key -> last byte latency against the C peer.
  tmux      key latency with and without --apply tmux against a private tmux server (darkscreen
            is told it runs in that server's pane), the tmux calls made for N keys one at a time
            (at most one per frame) and for N keys in one burst, and that the last theme won.

Usage: bench/apply_bench.py DARKSCREEN [--peer C_PEER] [--rounds 3] [--keys 30]"""
import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import uuid

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pty_bench import run_program  # noqa: E402

PALETTE = re.compile(rb"\x1b\]4((?:;\d+;#[0-9A-Fa-f]{6})+)\x07")


def palette_entries(output: bytes) -> int:
    return sum(m.group(1).count(b";#") for m in PALETTE.finditer(output))


def median(values):
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


def terminal(args, env):
    plain, applied, peer = [], [], []
    for _ in range(args.rounds):
        if args.peer:
            peer.append(run_program(args.peer, 200, 50, args.keys, env, key="down,up"))
        plain.append(run_program(f"{args.darkscreen} --theme Dark", 200, 50, args.keys, env, key="down,up", capture=True))
        applied.append(run_program(f"{args.darkscreen} --theme Dark --apply terminal", 200, 50, args.keys, env,
                                   key="down,up", capture=True))
    without = median(b for r in plain for b in r["bytes"])
    with_apply = median(b for r in applied for b in r["bytes"])
    changed = median(palette_entries(out) for r in applied for out in r["key_outputs"])
    budget = 40 + 20 * changed
    print("## --apply terminal, 200x50, Dark <-> Light")
    print(f"bytes/switch without: {without:,.0f}   with: {with_apply:,.0f}   extra: {with_apply - without:,.0f}"
          f"   palette entries changed: {changed:.0f}   budget: {budget:.0f}   "
          f"{'ok' if with_apply - without <= budget else 'OVER'}")
    lat_plain = median(x for r in plain for x in r["latency_ms"])
    lat_apply = median(x for r in applied for x in r["latency_ms"])
    line = f"key -> last byte: without {lat_plain:.2f} ms, with {lat_apply:.2f} ms"
    if peer:
        lat_peer = median(x for r in peer for x in r["latency_ms"])
        line += f", C peer {lat_peer:.2f} ms, ratio {lat_apply / lat_peer:.2f}x"
    print(line)


def tmux(args, env):
    real = shutil.which("tmux")
    if not real:
        print("## --apply tmux: tmux not installed, skipped")
        return
    socket_name = "ds-bench-" + uuid.uuid4().hex[:8]
    work = tempfile.mkdtemp(prefix="ds-apply-bench-")
    log = os.path.join(work, "calls")
    # a tmux on PATH that counts darkscreen's calls, then runs the real one
    wrapper = os.path.join(work, "tmux")
    with open(wrapper, "w") as f:
        f.write(f"#!/bin/sh\necho \"$*\" >> {log}\nexec {real} \"$@\"\n")
    os.chmod(wrapper, 0o755)
    subprocess.run([real, "-L", socket_name, "-f", "/dev/null", "new-session", "-d", "-s", "b", "sleep 600"], check=True)
    try:
        socket_path = subprocess.run([real, "-L", socket_name, "display", "-p", "#{socket_path}"],
                                     capture_output=True, text=True, check=True).stdout.strip()
        pane = subprocess.run([real, "-L", socket_name, "display", "-p", "-t", "b", "#{pane_id}"],
                              capture_output=True, text=True, check=True).stdout.strip()
        inside = dict(env, TMUX=f"{socket_path},1,0", TMUX_PANE=pane, PATH=work + ":" + os.environ["PATH"],
                      XDG_STATE_HOME=os.path.join(work, "state"))
        plain, applied, calls = [], [], []
        for _ in range(args.rounds):
            plain.append(run_program(f"{args.darkscreen} --theme Dark", 200, 50, args.keys, env, key="down"))
            open(log, "w").close()
            applied.append(run_program(f"{args.darkscreen} --theme Dark --apply tmux", 200, 50, args.keys, inside, key="down"))
            calls.append(sum(1 for line in open(log) if "set-option" in line))
        lat_plain = median(x for r in plain for x in r["latency_ms"])
        lat_apply = median(x for r in applied for x in r["latency_ms"])
        print(f"## --apply tmux, 200x50, {args.keys} keys one at a time")
        print(f"key -> last byte: without {lat_plain:.2f} ms, with {lat_apply:.2f} ms ({lat_apply / lat_plain:.2f}x)")
        # frames: the first one and one per key; plus the restore on the way out
        print(f"tmux set calls per run: {calls} for {args.keys + 1} frames (+1 restore): "
              f"{'ok' if max(calls) <= args.keys + 2 else 'OVER'}")
        # 100 keys in one burst: few frames, so few calls; the last theme wins
        open(log, "w").close()
        # (a long settle: the call the burst asked for is done before q)
        run_program(f"{args.darkscreen} --theme Dark --apply tmux", 200, 50, 1, inside, key="j" * 100, settle_ms=600)
        lines = open(log).read().splitlines()
        sets = [line for line in lines if "set-option" in line]
        print(f"100 keys in one burst: {len(sets)} tmux set calls (first frame, the burst's frames, restore)")
        last = sets[-2] if len(sets) >= 2 else ""
        print(f"the burst's call sets the theme 100 rows down: {last[-90:]}")
    finally:
        subprocess.run([real, "-L", socket_name, "kill-server"], capture_output=True)
        shutil.rmtree(work, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("darkscreen")
    parser.add_argument("--peer")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--keys", type=int, default=30)
    args = parser.parse_args()
    env = {"XDG_CONFIG_HOME": tempfile.mkdtemp(prefix="ds-apply-bench-config-")}
    terminal(args, env)
    print()
    tmux(args, env)


if __name__ == "__main__":
    main()
