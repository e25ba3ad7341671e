"""Several darkscreens in ptys of their own, for the benchmarks that change something outside them
(the desktop setting, the schedule's clock) and time how long until every one shows it."""
import os
import select
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "Tests", "e2e"))
from query_terminal import QueryTerminal  # noqa: E402


def environment(base, **extra):
    """`base` with darkscreen's shipped themes, a 256-colour UTF-8 terminal, and none of the
    variables that would decide the appearance before the source under test."""
    env = dict(base, TERM="xterm-256color", LANG="C.UTF-8", DARKSCREEN_DATA_DIR=os.path.join(HERE, ".."), **extra)
    for key in ("COLORFGBG", "DARKSCREEN_APPEARANCE", "TMUX", "STY"):
        env.pop(key, None)
    return env


def start(binary, env, shown):
    """One darkscreen on Automatic in a 120×30 pty, once `shown` (bytes) is on its screen."""
    term = QueryTerminal([os.path.abspath(binary), "--theme", "Automatic"], env, rows=30, cols=120)
    term.run(timeout=20, until=lambda out: shown in out)
    return term


def times_until_shown(terminals, needle, start_time, clock, timeout=10.0):
    """Reads every terminal together until each has written `needle` (bytes) since this call;
    returns {index: seconds from `start_time` on `clock`} for those that did within `timeout`."""
    marks = [len(t.output) for t in terminals]
    done = {}
    while len(done) < len(terminals) and clock() - start_time < timeout:
        ready, _, _ = select.select([t.master for t in terminals], [], [], 0.5)
        for i, term in enumerate(terminals):
            if term.master in ready:
                term.output += os.read(term.master, 65536)
                if i not in done and needle in term.output[marks[i]:]:
                    done[i] = clock() - start_time
    return done


def quit_all(terminals):
    """q to each, then its pty closed (whatever state it is in)."""
    for term in terminals:
        try:
            os.write(term.master, b"q")
            term.run(timeout=5)
        except Exception:
            pass
        term.close()
