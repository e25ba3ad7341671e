#!/usr/bin/env python3
"""pty_bench: end-to-end terminal benchmark of full-screen programs in a pseudo-terminal.

Each program is started in a pty of the given size (TIOCSWINSZ set before exec; TERM=xterm-256color
and LANG=C.UTF-8 unless --env overrides them) and measured, end to end, the way a user sees it:

  start-up   spawn -> last byte of the first complete frame. A frame is complete once the output,
             after it began, has been quiet for the settle window (--settle, 30 ms) and contains
             some text (not only control sequences such as terminal queries). The figure is the
             time of the last byte, never the end of the quiet window.
  latency    key written -> last byte of the output it caused (again: quiet for the settle window
             after output began); median and p95 over every key of every round.
  bytes/key  bytes the program wrote in answer to one key (median).
  peak RSS   VmHWM of the spawned process from /proc/<pid>/status, read just before quitting.

Programs run interleaved, A B A B ..., for --rounds rounds; one table of medians is printed with
the ratio of each program to the reference (--ref, else the first --prog).

The harness behaves like a terminal in two small ways (see --answer and --key): it answers the
device-attributes (DA1) and cursor-position (DSR 6) queries every VT100 descendant answers, and
"down" is sent as xterm sends it: ESC [ B, or ESC O B once the program has switched the cursor
keys to application mode (DECCKM, as curses' keypad(TRUE) does).

Usage:
  pty_bench.py --size 200x50 --rounds 3 --keys 30 --ref "c_peer=.build-bench/c_reference" \\
      --prog "darkscreen=.build/release/darkscreen --theme Dark" [--prog ...] \\
      [--env KEY=VAL] [--json out.json] [--markdown]

Importable: run_program(cmd, cols, rows, keys, env) -> dict (one run of one program), summarize(),
bench() (interleaved rounds), format_table().
"""
from __future__ import annotations

import argparse
import codecs
import errno
import fcntl
import json
import math
import os
import re
import select
import shlex
import signal
import statistics
import struct
import sys
import termios
import time

DEFAULT_SETTLE_MS = 30.0
DEFAULT_STARTUP_TIMEOUT_S = 10.0
DEFAULT_KEY_TIMEOUT_S = 2.0
DEFAULT_QUIT_TIMEOUT_S = 2.0
DEFAULT_KEY = "down"
QUIT_KEY = b"q"
READ_SIZE = 1 << 16

# Named keys, as (normal mode, application cursor mode) byte strings.
NAMED_KEYS = {
    "down": (b"\x1b[B", b"\x1bOB"),
    "up": (b"\x1b[A", b"\x1bOA"),
    "right": (b"\x1b[C", b"\x1bOC"),
    "left": (b"\x1b[D", b"\x1bOD"),
}

# Escape sequences, for telling text from control output and for spotting queries / modes.
_CSI = rb"\x1b\[[0-?]*[ -/]*[@-~]"
_OSC = rb"\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)"
_DCS = rb"\x1b[PX^_][^\x1b]*\x1b\\"
_ESC = rb"\x1b[ -/]*[0-~]"
_ESCAPES = re.compile(b"|".join([_CSI, _OSC, _DCS, _ESC]))
_QUERY_DA1 = re.compile(rb"\x1b\[0?c")
_QUERY_CPR = re.compile(rb"\x1b\[6n")
_QUERY_OSC_COLOR = re.compile(rb"\x1b\](1[01]);\?(?:\x07|\x1b\\)")
_PRIVATE_MODE = re.compile(rb"\x1b\[\?([0-9;]*)([hl])")
_QUERY_TAIL = 64  # bytes kept between reads so a query split across two reads is still seen


def _now() -> int:
    return time.perf_counter_ns()


def has_text(data: bytes) -> bool:
    """True if `data` holds anything besides escape sequences and C0 controls (a painted cell)."""
    rest = _ESCAPES.sub(b"", data)
    return any(b >= 0x20 and b != 0x7F for b in rest)


def parse_keys(spec) -> list:
    """A key, or a comma-separated sequence of keys sent in turn (cycled), e.g. 'down,down,up,up'
    for a list that stops at its ends. A literal comma is written \\x2c."""
    if isinstance(spec, (list, tuple)):
        return [parse_key(k) for k in spec]
    if isinstance(spec, bytes):
        return [spec]
    return [parse_key(k) for k in spec.split(",")]


def parse_key(spec: str | bytes) -> str | bytes:
    """'down', 'up', 'left', 'right' (terminal-mode aware) or literal bytes with \\x escapes."""
    if isinstance(spec, bytes):
        return spec
    if spec.lower() in NAMED_KEYS:
        return spec.lower()
    return codecs.decode(spec, "unicode_escape").encode("latin-1")


class PtyTerminal:
    """The terminal end of the pty: reads (and keeps draining) the program's output, answers the
    queries a terminal answers, and tracks the cursor-key mode so keys are sent as xterm would."""

    def __init__(self, fd: int, cols: int, rows: int, answer: str = "da1", background: str = "0000/0000/0000",
                 foreground: str = "ffff/ffff/ffff", capture: bool = False):
        self.fd = fd
        self.cols, self.rows = cols, rows
        self.answer = answer
        self.background, self.foreground = background, foreground
        self.capture = capture
        self.tail = b""
        self.app_cursor = False  # DECCKM
        self.eof = False
        self.total_bytes = 0
        self.queries_answered = 0
        self.captured = bytearray()

    # -- output side ------------------------------------------------------------------------
    def _scan(self, chunk: bytes) -> None:
        buf = self.tail + chunk
        skip = len(self.tail)  # a match ending inside the old tail was handled already
        replies = []
        if self.answer != "none":
            for m in _QUERY_DA1.finditer(buf):
                if m.end() > skip:
                    replies.append((m.start(), b"\x1b[?62;22c"))
            for m in _QUERY_CPR.finditer(buf):
                if m.end() > skip:
                    replies.append((m.start(), b"\x1b[1;1R"))
            if self.answer == "xterm":
                for m in _QUERY_OSC_COLOR.finditer(buf):
                    if m.end() > skip:
                        which = m.group(1)
                        rgb = self.foreground if which == b"10" else self.background
                        replies.append((m.start(), b"\x1b]" + which + b";rgb:" + rgb.encode() + b"\x1b\\"))
        for m in _PRIVATE_MODE.finditer(buf):
            if m.end() > skip and b"1" in m.group(1).split(b";"):
                self.app_cursor = m.group(2) == b"h"
        for _, reply in sorted(replies):
            self.write(reply)
            self.queries_answered += 1
        self.tail = buf[-_QUERY_TAIL:]

    def _read_once(self) -> bytes:
        try:
            chunk = os.read(self.fd, READ_SIZE)
        except OSError as e:  # EIO: every slave end closed (the program and its children exited)
            if e.errno in (errno.EIO, errno.EBADF):
                self.eof = True
                return b""
            raise
        if not chunk:
            self.eof = True
            return b""
        self.total_bytes += len(chunk)
        if self.capture:
            self.captured += chunk
        self._scan(chunk)
        return chunk

    def drain(self) -> int:
        """Reads whatever is pending right now, without waiting; returns the byte count."""
        n = 0
        poller = select.poll()
        poller.register(self.fd, select.POLLIN)
        while not self.eof and poller.poll(0):
            n += len(self._read_once())
        return n

    def read_frame(self, settle_ns: int, timeout_ns: int, need_text: bool = False):
        """Reads until output, once begun, has been quiet for `settle_ns` (and, with need_text,
        holds text). Returns (data, first_byte_ns, last_byte_ns); the times are None if nothing
        came within `timeout_ns`. Output keeps being drained the whole time."""
        data = bytearray()
        first = last = None
        deadline = _now() + timeout_ns
        poller = select.poll()
        poller.register(self.fd, select.POLLIN)
        while not self.eof:
            now = _now()
            if now >= deadline:
                break
            if last is not None and (not need_text or has_text(data)):
                wait_ns = min(last + settle_ns, deadline) - now
                if wait_ns <= 0:
                    break
            else:
                wait_ns = deadline - now
            if not poller.poll(max(1, math.ceil(wait_ns / 1e6))):
                continue  # loop re-checks the quiet window / deadline with a fresh clock
            chunk = self._read_once()
            if chunk:
                t = _now()
                if first is None:
                    first = t
                last = t
                data += chunk
        return bytes(data), first, last

    # -- input side -------------------------------------------------------------------------
    def write(self, data: bytes) -> None:
        view = memoryview(data)
        while view:
            try:
                n = os.write(self.fd, view)
            except OSError as e:
                if e.errno == errno.EIO:
                    return  # program gone
                raise
            view = view[n:]

    def key_bytes(self, key: str | bytes) -> bytes:
        if isinstance(key, bytes):
            return key
        normal, application = NAMED_KEYS[key]
        return application if self.app_cursor else normal


def _proc_status(pid: int) -> dict:
    out = {}
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith(("VmHWM:", "VmRSS:")):
                    out[line.split(":")[0]] = int(line.split()[1])  # kB
    except OSError:
        pass
    return out


def _cpu_ms(pid: int) -> float | None:
    try:
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) * 1000.0 / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return None


def build_env(env: dict | None = None, term: str = "xterm-256color") -> dict:
    """The child's environment: ours, minus what would override the pty or the locale
    (LINES/COLUMNS, LC_ALL/LC_CTYPE, COLORFGBG), plus TERM and LANG, plus `env`."""
    full = dict(os.environ)
    for k in ("LINES", "COLUMNS", "LC_ALL", "LC_CTYPE", "COLORFGBG", "NO_COLOR", "TMUX", "STY"):
        full.pop(k, None)
    full["TERM"] = term
    full["LANG"] = "C.UTF-8"
    full.update(env or {})
    return full


class Child:
    """A spawned program. exited() peeks with WNOWAIT, so the pid stays the child's (a zombie)
    until finish() has killed its whole process group and reaped it: no pid-reuse accidents."""

    def __init__(self, pid: int):
        self.pid = pid
        self.returncode = None

    def exited(self) -> bool:
        if self.returncode is not None:
            return True
        return os.waitid(os.P_PID, self.pid, os.WEXITED | os.WNOHANG | os.WNOWAIT) is not None

    def finish(self) -> int:
        """SIGKILLs the session's process group (the program, if still running, and anything it
        left behind), then reaps the program; returns its exit code (negative: signal)."""
        if self.returncode is None:
            try:
                os.killpg(self.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
            self.returncode = os.waitstatus_to_exitcode(os.waitpid(self.pid, 0)[1])
        return self.returncode


def spawn(argv: list[str], slave_path: str, env: dict) -> Child:
    """posix_spawn (vfork-fast, unlike fork with a preexec hook, which costs milliseconds) into a
    new session; opening the pty slave as session leader makes it the controlling terminal."""
    pid = os.posix_spawnp(argv[0], argv, env, setsid=True, file_actions=[
        (os.POSIX_SPAWN_OPEN, 0, slave_path, os.O_RDWR, 0),
        (os.POSIX_SPAWN_DUP2, 0, 1),
        (os.POSIX_SPAWN_DUP2, 0, 2),
    ])
    return Child(pid)


def run_program(cmd, cols: int, rows: int, keys: int, env: dict | None = None, *,
                key: str | bytes | list = DEFAULT_KEY, settle_ms: float = DEFAULT_SETTLE_MS,
                startup_timeout_s: float = DEFAULT_STARTUP_TIMEOUT_S, key_timeout_s: float = DEFAULT_KEY_TIMEOUT_S,
                quit_timeout_s: float = DEFAULT_QUIT_TIMEOUT_S, term: str = "xterm-256color",
                answer: str = "da1", capture: bool = False, prelude: str | list = ()) -> dict:
    """Runs one program once in a cols x rows pty: start-up, `keys` key presses, peak RSS, quit.
    prelude: keys sent once after the first frame, each answered before the next, not measured
    (to measure keys in a mode, such as darkscreen's preview after `p`).

    cmd: a list of arguments or a string (split with shlex). env: extra environment variables.
    Returns a dict; times in ms (floats), None where nothing came:
      startup_ms, first_byte_ms, startup_bytes, latency_ms (one per key), bytes (one per key),
      stray_bytes, rss_kib, rss_mib, cpu_ms, exit_ms, returncode, killed, exited_early,
      total_bytes, queries_answered (and early_output when it exited early).
    With capture=True it also holds the raw output: 'startup_output', 'key_outputs', 'output'.
    """
    argv = shlex.split(cmd) if isinstance(cmd, str) else list(cmd)
    key_seq = parse_keys(key)
    settle_ns = int(settle_ms * 1e6)
    master, slave = os.openpty()
    proc = None
    result = {"cmd": argv, "cols": cols, "rows": rows}
    try:
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
        slave_path = os.ttyname(slave)
        child_env = build_env(env, term)
        term_end = PtyTerminal(master, cols, rows, answer=answer, capture=capture)
        t_spawn = _now()
        proc = spawn(argv, slave_path, child_env)
        os.close(slave)
        slave = None

        # 1. start-up: spawn -> last byte of the first complete frame
        first_frame, first_ns, last_ns = term_end.read_frame(settle_ns, int(startup_timeout_s * 1e9), need_text=True)
        result["startup_ms"] = (last_ns - t_spawn) / 1e6 if last_ns is not None and has_text(first_frame) else None
        result["first_byte_ms"] = (first_ns - t_spawn) / 1e6 if first_ns is not None else None
        result["startup_bytes"] = len(first_frame)
        # a program that has already gone (usage error, missing file...) drew no frame
        result["exited_early"] = proc.exited()
        if result["exited_early"]:
            result["startup_ms"] = None
            result["early_output"] = first_frame[:400].decode("utf-8", "replace")
        if capture:
            result["startup_output"] = first_frame

        for prelude_key in (parse_keys(prelude) if prelude else []):
            if first_ns is None or term_end.eof or proc.exited():
                break
            term_end.write(term_end.key_bytes(prelude_key))
            term_end.read_frame(settle_ns, int(key_timeout_s * 1e9))

        # 2./3. keys: write -> last byte of the resulting output, and its size
        latencies, sizes, stray = [], [], 0
        key_outputs = []
        for i in range(keys if first_ns is not None else 0):  # nothing drawn: no point waiting per key
            if term_end.eof or proc.exited():
                result["exited_early"] = True
                break
            stray += term_end.drain()  # output nobody asked for (timers...) is not the key's
            data = term_end.key_bytes(key_seq[i % len(key_seq)])
            t_write = _now()
            term_end.write(data)
            out, _, last_ns = term_end.read_frame(settle_ns, int(key_timeout_s * 1e9))
            latencies.append((last_ns - t_write) / 1e6 if last_ns is not None else None)
            sizes.append(len(out))
            if capture:
                key_outputs.append(out)
        result["latency_ms"] = latencies
        result["bytes"] = sizes
        result["stray_bytes"] = stray
        if capture:
            result["key_outputs"] = key_outputs

        # 4. peak RSS just before quitting
        status = _proc_status(proc.pid)
        result["rss_kib"] = status.get("VmHWM")
        result["rss_mib"] = status["VmHWM"] / 1024 if "VmHWM" in status else None
        result["cpu_ms"] = _cpu_ms(proc.pid)

        # quit: 'q', keep draining until it exits (or the timeout, then it is killed)
        t_quit = _now()
        term_end.write(QUIT_KEY)
        deadline = t_quit + int(quit_timeout_s * 1e9)
        poller = select.poll()
        poller.register(master, select.POLLIN)
        while not proc.exited() and _now() < deadline:
            if term_end.eof:
                time.sleep(0.001)
            elif poller.poll(5):
                term_end._read_once()
        killed = not proc.exited()
        result["exit_ms"] = (_now() - t_quit) / 1e6 if not killed else None
        result["returncode"] = proc.finish()
        result["killed"] = killed
        term_end.drain()
        result["total_bytes"] = term_end.total_bytes
        result["queries_answered"] = term_end.queries_answered
        if capture:
            result["output"] = bytes(term_end.captured)
        return result
    finally:
        if slave is not None:
            os.close(slave)
        if proc is not None:
            # always: kill what is left of the session's process group (it may outlive its
            # leader), then reap the leader
            proc.finish()
        os.close(master)


# -- statistics --------------------------------------------------------------------------------
def percentile(values, p: float):
    """Linear-interpolated percentile (numpy's default), p in [0, 100]; None if empty."""
    xs = sorted(values)
    if not xs:
        return None
    k = (len(xs) - 1) * p / 100.0
    lo, hi = math.floor(k), math.ceil(k)
    return xs[lo] + (xs[hi] - xs[lo]) * (k - lo)


def _median(values):
    xs = [v for v in values if v is not None]
    return statistics.median(xs) if xs else None


def summarize(runs: list[dict]) -> dict:
    """Medians over rounds (start-up, RSS) and over every key of every round (latency, bytes)."""
    lat = [v for r in runs for v in r["latency_ms"] if v is not None]
    return {
        "rounds": len(runs),
        "startup_ms": _median(r["startup_ms"] for r in runs),
        "startup_min_ms": min((r["startup_ms"] for r in runs if r["startup_ms"] is not None), default=None),
        "latency_ms": _median(lat),
        "latency_p95_ms": percentile(lat, 95),
        "bytes_per_key": _median(b for r in runs for b in r["bytes"]),
        "rss_mib": _median(r["rss_mib"] for r in runs),
        "cpu_ms": _median(r.get("cpu_ms") for r in runs),
        "keys": sum(len(r["latency_ms"]) for r in runs),
        "missed_keys": sum(1 for r in runs for v in r["latency_ms"] if v is None),
        "startup_failures": sum(1 for r in runs if r["startup_ms"] is None),
        "killed": sum(1 for r in runs if r.get("killed")),
        "stray_bytes": sum(r.get("stray_bytes", 0) for r in runs),
        "early_exits": sum(1 for r in runs if r.get("exited_early")),
    }


METRICS = [  # (summary key, column title, format)
    ("startup_ms", "start-up ms", "{:.2f}"),
    ("latency_ms", "key→last byte ms", "{:.3f}"),
    ("latency_p95_ms", "p95 ms", "{:.3f}"),
    ("bytes_per_key", "bytes/key", "{:,.0f}"),
    ("rss_mib", "peak RSS MiB", "{:.1f}"),
]


def ratios(summaries: dict, ref: str) -> dict:
    out = {}
    for name, s in summaries.items():
        if name == ref:
            continue
        r = {}
        for k, _, _ in METRICS:
            a, b = s.get(k), summaries[ref].get(k)
            r[k] = a / b if a is not None and b else None
        out[name] = r
    return out


def bench(progs: list[tuple[str, list[str]]], cols: int, rows: int, rounds: int, keys: int,
          env: dict | None = None, warmup: int = 0, progress=None, keys_for: dict | None = None,
          prelude_for: dict | None = None, **kw) -> dict:
    """Runs every program once per round, interleaved (A B A B ...); warm-up rounds are discarded.
    keys_for / prelude_for: per program name, the keys to measure / to send first instead of `key`."""
    runs = {name: [] for name, _ in progs}
    for rnd in range(-warmup, rounds):
        for name, argv in progs:
            own = dict(kw)
            if keys_for and name in keys_for:
                own["key"] = parse_keys(keys_for[name])
            if prelude_for and name in prelude_for:
                own["prelude"] = prelude_for[name]
            r = run_program(argv, cols, rows, keys, env, **own)
            if progress:
                progress(name, rnd, r)
            if rnd >= 0:
                r["round"] = rnd
                runs[name].append(r)
    summaries = {name: summarize(rs) for name, rs in runs.items()}
    return {"runs": runs, "summary": summaries, "ratios": ratios(summaries, progs[0][0]), "reference": progs[0][0]}


def _fmt(fmt: str, v) -> str:
    return "–" if v is None else fmt.format(v)


def format_table(result: dict, markdown: bool = False) -> str:
    ref = result["reference"]
    header = ["program"] + [title for _, title, _ in METRICS]
    table = []
    for name, s in result["summary"].items():
        table.append([name] + [_fmt(f, s[k]) for k, _, f in METRICS])
    for name, r in result["ratios"].items():
        table.append([f"{name} / {ref}"] + [_fmt("{:.2f}×", r[k]) for k, _, _ in METRICS])
    lines = []
    if markdown:
        lines.append("| " + " | ".join(header) + " |")
        lines.append("|---|" + "---:|" * (len(header) - 1))
        lines += ["| " + " | ".join(row) + " |" for row in table]
    else:
        widths = [max(len(row[i]) for row in [header] + table) for i in range(len(header))]
        for i, row in enumerate([header] + table):
            lines.append("  ".join(v.ljust(widths[j]) if j == 0 else v.rjust(widths[j]) for j, v in enumerate(row)))
            if i == 0:
                lines.append("  ".join("-" * w for w in widths))
    return "\n".join(lines)


def _json_safe(runs: dict) -> dict:
    return {name: [{k: v for k, v in r.items() if not isinstance(v, (bytes, bytearray))} for r in rs]
            for name, rs in runs.items()}


def _parse_prog(spec: str) -> tuple[str, list[str]]:
    name, sep, cmd = spec.partition("=")
    if not sep or not name or " " in name:
        argv = shlex.split(spec)
        return os.path.basename(argv[0]), argv
    argv = shlex.split(cmd)
    if not argv:
        raise argparse.ArgumentTypeError(f"empty command in {spec!r}")
    return name, argv


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 epilog="See bench/README.md.", formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--size", default="200x50", help="COLSxROWS of the pty (default 200x50)")
    ap.add_argument("--rounds", type=int, default=3, help="interleaved rounds (default 3)")
    ap.add_argument("--warmup", type=int, default=0, help="extra interleaved rounds run first and discarded (default 0)")
    ap.add_argument("--keys", type=int, default=30, help="keys per round (default 30)")
    ap.add_argument("--ref", type=_parse_prog, help="NAME=COMMAND of the reference program (ratios are against it)")
    ap.add_argument("--prog", type=_parse_prog, action="append", default=[], help="NAME=COMMAND; repeatable")
    ap.add_argument("--env", action="append", default=[], metavar="KEY=VAL", help="extra environment; repeatable")
    ap.add_argument("--term", default="xterm-256color", help="TERM for the programs (default xterm-256color)")
    ap.add_argument("--key", default=DEFAULT_KEY,
                    help="key to send: down/up/left/right (sent as xterm would, DECCKM-aware) or literal bytes "
                         "with escapes, e.g. '\\x1b[B' or 'j'; a comma-separated list is sent in turn, cycled, "
                         "e.g. down,down,up,up (default down)")
    ap.add_argument("--keys-for", action="append", default=[], metavar="NAME=KEYS",
                    help="the keys to measure for one program instead of --key (same syntax); repeatable")
    ap.add_argument("--prelude", action="append", default=[], metavar="NAME=KEYS",
                    help="keys sent to one program once after its first frame, not measured; repeatable")
    ap.add_argument("--settle", type=float, default=DEFAULT_SETTLE_MS, metavar="MS",
                    help="quiet window that ends a frame (default 30 ms)")
    ap.add_argument("--startup-timeout", type=float, default=DEFAULT_STARTUP_TIMEOUT_S, metavar="S")
    ap.add_argument("--key-timeout", type=float, default=DEFAULT_KEY_TIMEOUT_S, metavar="S")
    ap.add_argument("--answer", choices=["none", "da1", "xterm"], default="da1",
                    help="queries to answer: none; da1 = DA1 and cursor position (default); "
                         "xterm = also OSC 10/11 colour queries (black background, white text)")
    ap.add_argument("--json", metavar="FILE", help="write summary, ratios and every run's raw figures")
    ap.add_argument("--markdown", action="store_true", help="print the table as GitHub markdown")
    ap.add_argument("-q", "--quiet", action="store_true", help="no per-run progress on stderr")
    args = ap.parse_args(argv)

    def _stop(signum, _frame):  # unwind through run_program's cleanup: no program is left running
        raise SystemExit(128 + signum)

    signal.signal(signal.SIGTERM, _stop)
    signal.signal(signal.SIGHUP, _stop)

    try:
        cols, rows = (int(v) for v in args.size.lower().split("x"))
    except ValueError:
        ap.error(f"--size must be COLSxROWS, not {args.size!r}")
    progs = ([args.ref] if args.ref else []) + args.prog
    if not progs:
        ap.error("give --ref and/or --prog")
    names = [n for n, _ in progs]
    if len(set(names)) != len(names):
        ap.error(f"program names must differ: {names}")
    env = {}
    for kv in args.env:
        k, sep, v = kv.partition("=")
        if not sep:
            ap.error(f"--env wants KEY=VAL, not {kv!r}")
        env[k] = v

    def progress(name, rnd, r):
        if args.quiet:
            return
        lat = [v for v in r["latency_ms"] if v is not None]
        tag = "warm-up" if rnd < 0 else f"round {rnd + 1}"
        print(f"  {tag:8} {name:16} start-up {_fmt('{:.2f}', r['startup_ms'])} ms  "
              f"key median {_fmt('{:.3f}', _median(lat))} ms  bytes {_fmt('{:.0f}', _median(r['bytes']))}  "
              f"RSS {_fmt('{:.1f}', r['rss_mib'])} MiB  exit {r['returncode']}{' (killed)' if r['killed'] else ''}",
              file=sys.stderr)

    for name, argv in progs:
        if not any(os.access(os.path.join(d, argv[0]), os.X_OK) for d in
                   ([""] if "/" in argv[0] else os.environ.get("PATH", "").split(os.pathsep))):
            ap.error(f"{name}: {argv[0]!r} is not an executable file (or not on PATH)")
    keys_for = dict(spec.split("=", 1) for spec in args.keys_for)
    prelude_for = dict(spec.split("=", 1) for spec in args.prelude)
    result = bench(progs, cols, rows, args.rounds, args.keys, env, warmup=args.warmup, progress=progress,
                   keys_for=keys_for, prelude_for=prelude_for,
                   key=parse_keys(args.key), settle_ms=args.settle, startup_timeout_s=args.startup_timeout,
                   key_timeout_s=args.key_timeout, term=args.term, answer=args.answer)

    print(f"{cols}x{rows} pty, TERM={args.term}, {args.rounds} interleaved rounds × {args.keys} keys "
          f"({args.key}), settle {args.settle:g} ms; medians (p95 over all keys); ratios vs {result['reference']}")
    print(format_table(result, markdown=args.markdown))
    warnings = []
    for name, s in result["summary"].items():
        for k, what in (("missed_keys", "keys without output"), ("startup_failures", "start-ups without a frame"),
                        ("killed", "runs killed at quit"), ("stray_bytes", "stray bytes between keys")):
            if s[k]:
                warnings.append(f"{name}: {s[k]} {what}")
    for name, rs in result["runs"].items():
        early = [r for r in rs if r.get("exited_early")]
        if early:
            r = early[0]
            warnings.append(f"{name}: {len(early)} runs exited before quit (exit {r['returncode']}); "
                            f"first output: {r.get('early_output', '')[:200]!r}")
    for w in warnings:
        print("warning: " + w, file=sys.stderr)
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"config": {"cols": cols, "rows": rows, "rounds": args.rounds, "warmup": args.warmup,
                                  "keys": args.keys, "key": args.key, "settle_ms": args.settle, "term": args.term,
                                  "answer": args.answer, "env": env,
                                  "programs": {n: a for n, a in progs}},
                       "reference": result["reference"], "summary": result["summary"],
                       "ratios": result["ratios"], "runs": _json_safe(result["runs"])}, f, indent=2)
    failed = any(s["startup_failures"] or s["missed_keys"] or s["early_exits"] for s in result["summary"].values())
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
