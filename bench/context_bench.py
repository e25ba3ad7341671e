#!/usr/bin/env python3
"""A context change → the pane tinted or put back: in a private tmux server, a bash whose hooks run
`darkscreen context --apply` (before each prompt) and `--apply --after-start` (as a command
starts) — or, with `--shell fish`, a fish with the hooks `darkscreen integrate shell` installs in
its `conf.d` (on `fish_prompt` and `fish_preexec`) —, with two rules: a path rule and a command
rule. For each of ROUNDS rounds: `cd` into the ruled folder (tinted), `cd` out (put back), then
`sleep 0.3` (tinted while it runs). Each time is from the keys reaching tmux (send-keys returns)
to the pane's `window-style` holding the new value, read by `tmux show-options` in a loop. Prints
the median and the maximum per kind in ms (target: <= 100 ms).

Usage: bench/context_bench.py PATH-TO-darkscreen [--rounds 10] [--shell bash|fish]"""
import argparse
import json
import os
import shlex
import statistics
import subprocess
import tempfile
import time
import uuid


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--shell", choices=("bash", "fish"), default="bash")
    args = parser.parse_args()
    binary = os.path.abspath(args.binary)
    home = tempfile.mkdtemp(prefix="darkscreen-context-bench-")
    ruled = os.path.join(home, "work", "payments")
    os.makedirs(ruled)
    config = os.path.join(home, ".config")
    os.makedirs(os.path.join(config, "darkscreen"))
    with open(os.path.join(config, "darkscreen", "settings.json"), "w") as f:
        json.dump({"theme": "Dark", "appearance": "dark", "contexts": [
            {"when": {"path": ruled + "/**"}, "tint": "blue"}, {"when": {"command": "sleep"}, "tint": "red"}]}, f)
    socket = "ds-context-bench-" + uuid.uuid4().hex[:8]
    env = dict(os.environ, HOME=home, XDG_CONFIG_HOME=config, XDG_STATE_HOME=os.path.join(home, ".state"),
               XDG_DATA_HOME=os.path.join(home, ".data"))
    if args.shell == "fish":
        os.makedirs(os.path.join(config, "fish"))
        with open(os.path.join(config, "fish", "config.fish"), "w") as f:
            f.write("set -g fish_greeting\nfunction fish_prompt; echo -n '$ '; end\n")
        subprocess.run([binary, "integrate", "shell", "--yes"], env=dict(env, SHELL="/usr/bin/fish"),
                       capture_output=True, timeout=60, check=True)
        shell = "fish"
    else:
        rc = os.path.join(home, "bashrc")
        with open(rc, "w") as f:
            f.write(f"PROMPT_COMMAND='{binary} context --apply'\n"
                    f"PS0='$({binary} context --apply --after-start >/dev/null 2>&1 &)'\nPS1='$ '\n")
        shell = f"bash --noprofile --rcfile {shlex.quote(rc)} -i"

    def tmux(*words):
        return subprocess.run(["tmux", "-L", socket, "-f", "/dev/null", *words], env=env, capture_output=True,
                              text=True, timeout=10).stdout

    tmux("new-session", "-d", "-s", "b", "-x", "100", "-y", "30", shell)
    try:
        pane = tmux("list-panes", "-t", "b", "-F", "#{pane_id}").strip()
        style = lambda: tmux("show-options", "-p", "-q", "-v", "-t", pane, "window-style").strip()
        deadline = time.monotonic() + 10
        while "$" not in tmux("capture-pane", "-p", "-t", pane) and time.monotonic() < deadline:
            time.sleep(0.02)

        def timed(keys, tinted):
            before = style()
            tmux("send-keys", "-t", pane, "-l", keys)
            tmux("send-keys", "-t", pane, "Enter")
            start = time.monotonic()
            while time.monotonic() - start < 5:
                now = style()
                if (now != before and now.startswith("bg=#")) if tinted else now == "":
                    return (time.monotonic() - start) * 1000
            raise SystemExit(f"no change after {keys!r}")

        times = {"cd in (tinted)": [], "cd out (put back)": [], "command starts (tinted)": []}
        for _ in range(args.rounds):
            times["cd in (tinted)"].append(timed(f"cd {shlex.quote(ruled)}", True))
            times["cd out (put back)"].append(timed("cd /", False))
            times["command starts (tinted)"].append(timed("sleep 0.3", True))
            deadline = time.monotonic() + 5
            while style() != "" and time.monotonic() < deadline:  # put back at the prompt after it
                time.sleep(0.01)
        print(f"| change | median ms | max ms |\n|---|---|---|")
        for kind, values in times.items():
            print(f"| {kind} | {statistics.median(values):.1f} | {max(values):.1f} |")
    finally:
        tmux("kill-server")


if __name__ == "__main__":
    main()
