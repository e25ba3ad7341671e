#!/usr/bin/env python3
"""Adds to the start-up lists (scripts/startup-symbols.txt, scripts/startup-split.txt) the functions a
start runs at full speed that callgrind does not see.

Under callgrind a start is fifty times slower, and the threads that read the caches and the theme
folders finish their work in another order: some code runs only at full speed (the catalog decoded
before the first frame, the theme folders confirmed after it), and each such function left among
cold code costs a 64 KiB fault-around window of the binary in memory. This finds them from the page
faults of real starts (perf's exceptions:page_fault_user; an instruction fetch that faults names the
function that ran), relinks with them listed, and starts again: each round can only see the first
function run in each window, so it repeats until a round finds nothing new.

  scripts/startup-native.py [--rounds N] [BINARY]   (run by scripts/startup-symbols.sh; needs perf, root)

Then: rm the binary && make build.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "bench"))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pty_bench  # noqa: E402
import startup_layout  # noqa: E402

SYMBOLS, SPLIT = "scripts/startup-symbols.txt", "scripts/startup-split.txt"
INSTRUCTION_FETCH = 0x10  # the page fault's error code: the fault was an instruction fetch
# (size, extra environment, how the terminal answers): the starts scripts/startup-symbols.sh makes
STARTS = [("200x50", {}, "da1"), ("80x24", {}, "da1"), ("200x50", {"DARKSCREEN_THEME_DIRS": ""}, "da1"),
          ("80x24", {"DARKSCREEN_THEME_DIRS": ""}, "da1"), ("200x50", {}, "xterm"), ("200x50", {"TERM": "xterm"}, "da1")]


def faulting_functions(binary, linked, work, environment):
    """The functions whose first instruction fetch in a page faulted, over every start of STARTS."""
    namer = startup_layout.Namer(binary, linked)
    found = set()
    for index, (size, extra, answer) in enumerate(STARTS):
        columns, rows = (int(n) for n in size.split("x"))
        trace = os.path.join(work, f"faults-{index}.data")
        run = pty_bench.run_program(["perf", "record", "-q", "-e", "exceptions:page_fault_user", "-o", trace, "--", binary, "--theme", "Dark"],
                                    columns, rows, 10, env=dict(environment, **extra), key=["down", "up"], answer=answer,
                                    startup_timeout_s=30, quit_timeout_s=30)
        if run["startup_ms"] is None or run["returncode"] != 0:
            raise SystemExit(f"startup-native: darkscreen under perf did not start and quit: {run}")
        script = subprocess.run(["perf", "script", "-i", trace], capture_output=True, text=True, check=True).stdout
        for m in re.finditer(r"address=(0x[0-9a-f]+) ip=(0x[0-9a-f]+) error_code=(0x[0-9a-f]+)", script):
            if int(m[3], 16) & INSTRUCTION_FETCH:
                found |= namer(int(m[1], 16))
    return {name.removesuffix(".org.0") for name in found}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=12)
    parser.add_argument("binary", nargs="?", default=".build/release/darkscreen")
    options = parser.parse_args()
    os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    if shutil.which("perf") is None:
        print("startup-native: no perf (linux-perf): the lists keep what callgrind saw", file=sys.stderr)
        return 0
    with tempfile.TemporaryDirectory(prefix="startup-native.") as work:
        # every start on caches of its own, written by a first start (as a user's second start finds them)
        environment = {"DARKSCREEN_DATA_DIR": os.getcwd(), "XDG_CONFIG_HOME": os.path.join(work, "config"),
                       "XDG_CACHE_HOME": os.path.join(work, "cache")}
        os.makedirs(os.path.join(work, "config", "darkscreen"))
        for round_number in range(1, options.rounds + 1):
            binary = os.path.join(work, f"round-{round_number}", "darkscreen")
            os.makedirs(os.path.dirname(binary))
            link_map = os.path.join(work, f"round-{round_number}", "link.map")
            startup_layout.relink(options.binary, binary, link_map)
            pty_bench.run_program([binary, "--theme", "Dark"], 200, 50, 2, env=environment)  # the caches
            ran = faulting_functions(binary, binary + ".linked", work, environment)
            symbols, split = set(open(SYMBOLS).read().split()), set(open(SPLIT).read().split())
            new = ran - symbols - split
            print(f"startup-native: round {round_number}: {len(new)} functions ran that are not listed")
            if not new:
                break
            moved = startup_layout.split_names(new, binary + ".linked", link_map)
            open(SYMBOLS, "w").write("\n".join(sorted(symbols | (new - moved))) + "\n")
            open(SPLIT, "w").write("\n".join(sorted(split | moved)) + "\n")
            shutil.rmtree(os.path.dirname(binary))
    print(f"SwiftPM does not relink when only these lists changed: rm {options.binary} && make build")
    return 0


if __name__ == "__main__":
    sys.exit(main())
