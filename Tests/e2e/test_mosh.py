"""Light/dark over a real mosh: Debian's `mosh` in a private tmux pane, bootstrapped by `ssh` to a
real sshd on 127.0.0.1 (loopback_sshd), runs `darkscreen appearance --json` on the far side under
a real `mosh-server`, UDP on loopback. mosh-server answers no colour question (OSC 10/11, CSI ? 996
n), so the terminal's sources have no answer there and the next source decides. Of the
environment mosh passes only the locale's LANG and LC_* (mosh-server's `-l` fallback):
`LC_DARKSCREEN_APPEARANCE` reaches the far side when the bootstrap `ssh` sends it (`SendEnv`, the
line `integrate ssh` adds), not by itself. mosh-server and what it runs carry a token in their
environment, and the test ends them by that token only (mosh's client runs in the test's tmux
pane and ends with it)."""
import json
import os
import shlex
import socket
import uuid

import pytest

from loopback_sshd import LoopbackSSHD
from terminal import DARKSCREEN, need, wait_until


@pytest.fixture
def sshd(tmp_path):
    server = LoopbackSSHD(tmp_path / "sshd")
    yield server
    server.close()


def udp_passes_on_loopback() -> bool:
    """Whether a datagram sent to 127.0.0.1 arrives (mosh's session is UDP)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as receiver, \
            socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sender:
        receiver.bind(("127.0.0.1", 0))
        receiver.settimeout(2)
        sender.sendto(b"ping", receiver.getsockname())
        try:
            return receiver.recv(16) == b"ping"
        except OSError:
            return False


def processes_with(token: str) -> list[int]:
    """The processes whose environment holds `token`: this test's mosh-server and what it runs
    (mosh's client runs in the test's tmux pane and ends with it)."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/environ", "rb") as f:
                if token.encode() in f.read().split(b"\0"):
                    found.append(int(entry))
        except OSError:
            pass
    return found


def name_of(pid: int) -> str:
    try:
        with open(f"/proc/{pid}/comm") as f:
            return f.read().strip()
    except OSError:
        return ""


def end_processes_with(token: str):
    for pid in processes_with(token):
        try:
            os.kill(pid, 9)
        except ProcessLookupError:
            pass


class MoshRun:
    """`mosh` to the loopback sshd in a private tmux pane, running `darkscreen appearance --json`
    on the far side (private folders there too), which then waits (bounded) for the test to read
    the screen."""

    def __init__(self, tmux, sshd, tmp_path, ssh_options=(), env=None):
        need("mosh")
        need("mosh-server")
        if not udp_passes_on_loopback():
            pytest.skip("UDP on 127.0.0.1 does not pass here, and mosh's session is UDP")
        self.token = "DARKSCREEN_TEST_MOSH=" + uuid.uuid4().hex
        tmp_path.mkdir(parents=True, exist_ok=True)
        self.done = tmp_path / "read"
        ssh = " ".join(shlex.quote(a) for a in sshd.ssh_argv(*ssh_options)[:-1])
        # mosh-server exits on its own when the client is gone a minute (it would wait for a roaming client).
        server = f"env {self.token} LANG=C.UTF-8 MOSH_SERVER_NETWORK_TMOUT=60 /usr/bin/mosh-server"
        folders = (f"XDG_CONFIG_HOME={shlex.quote(str(tmp_path / 'remote-config'))} "
                   f"XDG_STATE_HOME={shlex.quote(str(tmp_path / 'remote-state'))} DARKSCREEN_THEME_DIRS=")
        far = (f"{shlex.quote(os.path.abspath(DARKSCREEN))} appearance --json; echo far-side-done; i=0; "
               f"while [ ! -e {shlex.quote(str(self.done))} ] && [ $i -lt 300 ]; do sleep 0.1; i=$((i+1)); done")
        command = (f"mosh --ssh={shlex.quote(ssh)} --server={shlex.quote(server)} {sshd.user}@127.0.0.1 -- "
                   f"env {folders} sh -c {shlex.quote(far)}")
        # wide enough that no line of the JSON wraps (mosh draws the rows; a wrap would split a string)
        self.t = tmux(500, 120)
        self.t.start(command, env=env)

    def report(self) -> dict:
        """The far side's JSON, read off the screen mosh shows."""
        screen = str(self.t.wait_text("far-side-done", timeout=30))
        names = [name_of(pid) for pid in processes_with(self.token)]
        assert "mosh-server" in names, f"a real mosh-server runs the far side: {names}"
        return json.loads(screen[screen.index("{"):screen.rindex("}") + 1])

    def close(self):
        """The far command ends, mosh with it; then nothing of this run is left."""
        self.done.touch()
        try:
            assert self.t.exit_status(timeout=20) == 0, "mosh ended cleanly"
            wait_until(lambda: not processes_with(self.token), timeout=10, what="mosh-server and what it ran gone")
        finally:
            end_processes_with(self.token)


@pytest.fixture
def mosh(tmux, sshd, tmp_path):
    runs = []

    def start(**options):
        run = MoshRun(tmux, sshd, tmp_path / f"run{len(runs)}", **options)
        runs.append(run)
        return run

    yield start
    for run in runs:
        end_processes_with(run.token)


def sources(report):
    return {s["source"]: s for s in report["sources"]}


def test_under_real_mosh_the_terminal_does_not_decide_and_the_next_source_does(mosh):
    run = mosh()
    report = run.report()
    run.close()
    by = sources(report)
    for source, question in (("terminalReport", "CSI ? 996 n"), ("terminalColors", "OSC 11")):
        assert by[source]["status"] == "noAnswer", by[source]
        assert f"the terminal does not answer {question}" in by[source]["detail"], "mosh-server kept the question"
    assert (report["appearance"], report["source"]) == ("dark", "fallback"), "nothing else answers there: the default"
    assert by["forwarded"]["status"] == "notAsked", "mosh sent no LC_DARKSCREEN_APPEARANCE of its own"


def test_under_real_mosh_explain_names_mosh(mosh):
    run = mosh()
    report = run.report()
    run.close()
    assert "mosh-server is an ancestor of this process" in sources(report)["terminalColors"]["detail"]


def test_lc_darkscreen_appearance_over_mosh_travels_only_when_ssh_sends_it(mosh):
    # mosh's own environment passing is the locale's LANG and LC_* (a fallback for mosh-server):
    # LC_DARKSCREEN_APPEARANCE set on the client does not reach the far side by itself ...
    alone = mosh(env={"LC_DARKSCREEN_APPEARANCE": "light"})
    report = alone.report()
    alone.close()
    assert report["appearance"] == "dark" and sources(report)["forwarded"]["status"] == "notAsked"
    # ... the bootstrap ssh sends it (SendEnv): mosh-server has it, and so does what it runs.
    sent = mosh(ssh_options=("-o", "SendEnv=LC_DARKSCREEN_APPEARANCE"), env={"LC_DARKSCREEN_APPEARANCE": "light"})
    report = sent.report()
    sent.close()
    assert (report["appearance"], report["source"]) == ("light", "forwarded")
    assert "sent by the SSH client at 127.0.0.1" in sources(report)["forwarded"]["detail"]
