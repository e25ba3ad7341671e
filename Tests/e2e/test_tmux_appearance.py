"""Inside Debian's tmux 3.3a, attached to a fake outer terminal on a real pty: with
`allow-passthrough on`, the colour queries go through tmux's DCS passthrough and the outer
terminal's answers come back to the pane; without it, or when the pane would not receive the
answer (not the active pane), nothing is passed through and tmux's own silence is reported."""
import json
import os
import uuid

from query_terminal import QueryTerminal
from terminal import DARKSCREEN


def run_in_tmux(tmp_path, passthrough, split=False):
    socket = "ds-pt-" + uuid.uuid4().hex[:10]
    conf = tmp_path / "tmux.conf"
    conf.write_text(f"set -g status off\nset -g escape-time 10\nset -g allow-passthrough {'on' if passthrough else 'off'}\n")
    out = tmp_path / "pane.txt"
    pane = (f"{DARKSCREEN} appearance --json; tmux capture-pane -p -J -S - -t \"$TMUX_PANE\" > {out}; tmux kill-server")
    command = ["/usr/bin/tmux", "-L", socket, "-f", str(conf), "new-session", pane]
    if split:  # another pane becomes the active one before ours asks
        # (the pane waits, at most 5 s, until the split is there)
        split_made = ("for i in $(seq 250); do [ \"$(tmux display -p -t \"$TMUX_PANE\" '#{window_panes}')\" -ge 2 ] && break; "
                      "sleep 0.02; done; ")
        command = ["/usr/bin/tmux", "-L", socket, "-f", str(conf), "new-session", split_made + pane, ";", "split-window", "sleep 30"]
    env = {"PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "LANG": "C.UTF-8", "HOME": str(tmp_path),
           "XDG_CONFIG_HOME": str(tmp_path / "config")}
    outer = QueryTerminal(command, env, foreground="rgb:0000/0000/0000", background="rgb:ffff/ffff/ffff")
    try:
        outer.run(timeout=20)
    finally:
        outer.close()
        os.system(f"tmux -L {socket} kill-server 2>/dev/null")
    text = out.read_text()
    report = json.loads(text[text.index("{"):text.rindex("}") + 1])
    return report, outer.queries, {s["source"]: s for s in report["sources"]}


def test_passthrough_lets_the_outer_terminal_answer(tmp_path):
    report, queries, sources = run_in_tmux(tmp_path, passthrough=True)
    assert b"\x1b]11;?\x1b\\" in queries, "the outer terminal was asked (tmux unwrapped the passthrough)"
    assert (report["appearance"], report["source"]) == ("light", "terminalColors")
    assert sources["terminalColors"]["detail"].startswith("background #ffffff")
    assert "3.3a has no client_theme" in sources["tmux"]["detail"]


def test_without_passthrough_tmux_33_answers_no_colour_query(tmp_path):
    report, queries, sources = run_in_tmux(tmp_path, passthrough=False)
    assert not any(q.startswith(b"\x1b]1") for q in queries), "nothing reached the outer terminal"
    assert sources["terminalColors"]["status"] == "noAnswer"
    assert sources["terminalColors"]["detail"] == "the terminal does not answer OSC 11", "tmux's DA1 fenced it at once"
    assert sources["terminalColors"]["milliseconds"] < 100


def test_no_passthrough_from_a_pane_that_would_not_get_the_answer(tmp_path):
    report, queries, sources = run_in_tmux(tmp_path, passthrough=True, split=True)
    assert not any(q.startswith(b"\x1b]1") for q in queries), "no answer may land in the other (active) pane"
    assert sources["terminalColors"]["status"] == "noAnswer"


def status_line(socket, every=[0.0]):
    """The pane's first row as tmux shows it (at most every 0.1 s; '' in between)."""
    import subprocess
    import time
    if time.monotonic() - every[0] < 0.1:
        return ""
    every[0] = time.monotonic()
    out = subprocess.run(["tmux", "-L", socket, "capture-pane", "-p"], capture_output=True, text=True, timeout=10)
    return out.stdout.split("\n")[0]


def test_inside_tmux_a_resize_and_a_focus_in_ask_the_outer_terminal_again(tmp_path):
    import fcntl
    import signal
    import struct
    import termios
    socket = "ds-pt-" + uuid.uuid4().hex[:10]
    conf = tmp_path / "tmux.conf"
    conf.write_text("set -g status off\nset -g escape-time 10\nset -g allow-passthrough on\nset -g focus-events on\n")
    env = {"PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "LANG": "C.UTF-8", "HOME": str(tmp_path),
           "XDG_CONFIG_HOME": str(tmp_path / "config")}
    outer = QueryTerminal(["/usr/bin/tmux", "-L", socket, "-f", str(conf), "new-session", f"{DARKSCREEN} --theme Automatic"],
                         env, foreground="rgb:0000/0000/0000", background="rgb:ffff/ffff/ffff")
    try:
        outer.run(timeout=20, until=lambda out: status_line(socket).find("light · terminal background") >= 0)
        asked = outer.queries.count(b"\x1b]11;?\x1b\\")
        fcntl.ioctl(outer.master, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
        os.kill(outer.pid, signal.SIGWINCH)
        outer.run(timeout=20, until=lambda out: outer.queries.count(b"\x1b]11;?\x1b\\") > asked)
        asked = outer.queries.count(b"\x1b]11;?\x1b\\")
        outer.write(b"\x1b[O\x1b[I")  # the outer terminal loses and regains focus (tmux focus-events)
        outer.run(timeout=20, until=lambda out: outer.queries.count(b"\x1b]11;?\x1b\\") > asked)
        outer.write(b"q")
        outer.run(timeout=20)
    finally:
        outer.close()
        os.system(f"tmux -L {socket} kill-server 2>/dev/null")
