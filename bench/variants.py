#!/usr/bin/env python3
"""Start-up of the build variants (static, pie, static-pie) relative to the static build, for
BENCHMARKS.md "Build variants". Runs bench/pty_bench.py with every variant interleaved in each
round (A B C A B C …), then pairs each variant's start-up with the static build's in the same
round: the ratio of a round cancels most of what the machine was doing at that moment.
Prints, per variant, the median start-up (ms, with its interquartile range), the median of the
per-round ratios to the static build, and a 95% bootstrap interval of that median ratio.

  bench/variants.py [--rounds 21] [--size 200x50] NAME=BINARY ...   (the first is the reference)
"""
import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def quartiles(values):
    q = statistics.quantiles(values, n=4, method="inclusive")
    return q[0], q[2]


def bootstrap_median(values, samples=5000, seed=1):
    rng = random.Random(seed)
    medians = sorted(statistics.median(rng.choices(values, k=len(values))) for _ in range(samples))
    return medians[int(0.025 * samples)], medians[int(0.975 * samples) - 1]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rounds", type=int, default=21)
    ap.add_argument("--size", default="200x50")
    ap.add_argument("variants", nargs="+", metavar="NAME=BINARY")
    args = ap.parse_args()
    names = [v.split("=", 1)[0] for v in args.variants]
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "runs.json")
        command = [sys.executable, os.path.join(HERE, "pty_bench.py"), "-q", "--size", args.size, "--rounds",
                   str(args.rounds), "--warmup", "1", "--keys", "2", "--key", "down,up", "--json", out]
        first, *rest = args.variants
        command += ["--ref", first + " --theme Dark"] + [a for v in rest for a in ("--prog", v + " --theme Dark")]
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
        runs = json.load(open(out))["runs"]
    with open("/proc/loadavg") as f:
        load = " ".join(f.read().split()[:3])
    print(f"{args.rounds} interleaved rounds at {args.size}, load after the run: {load}")
    print("| build | start-up ms, median (IQR) | per-round ratio to " + names[0] + ", median [95% CI] | peak RSS MiB |")
    print("|---|---:|---:|---:|")
    reference = [r["startup_ms"] for r in runs[names[0]]]
    for name in names:
        startup = [r["startup_ms"] for r in runs[name]]
        rss = statistics.median(r["rss_mib"] for r in runs[name] if r["rss_mib"] is not None)
        low, high = quartiles([s for s in startup if s is not None])
        ratios = [s / ref for s, ref in zip(startup, reference) if s is not None and ref]
        ratio_low, ratio_high = bootstrap_median(ratios)
        print(f"| {name} | {statistics.median(s for s in startup if s is not None):.2f} ({low:.2f}–{high:.2f}) | "
              f"{statistics.median(ratios):.2f}× [{ratio_low:.2f}–{ratio_high:.2f}] | {rss:.1f} |")


if __name__ == "__main__":
    main()
