"""Every signal whose default action ends the process gives the terminal back first (normal
screen, cursor, echo and canonical input, mouse reporting and mode 2031 off), then ends with the
conventional status — also during start-up while the appearance probe has the terminal in raw
mode. A terminal that goes away ends darkscreen; quitting is prompt."""
import json
import os
import signal
import subprocess
import time

import pytest

from fake_terminal import FakeTerminal
from pty_session import after_last

# Default action "terminate" or "core", all catchable: not only INT/TERM/HUP and the crash ones.
# (SIGXFSZ is ignored: a file-size limit fails the write instead, test_file_size_signal_is_ignored.)
TERMINATING = [signal.SIGQUIT, signal.SIGUSR1, signal.SIGUSR2, signal.SIGALRM, signal.SIGPIPE, signal.SIGVTALRM,
               signal.SIGPROF, signal.SIGXCPU, signal.SIGSYS, signal.SIGTRAP, signal.SIGIO,
               signal.SIGPWR, signal.SIGRTMIN + 3, signal.SIGRTMAX]
GRACEFUL = [signal.SIGTERM, signal.SIGHUP, signal.SIGINT]
CRASH = [signal.SIGSEGV, signal.SIGBUS, signal.SIGILL, signal.SIGFPE, signal.SIGABRT]
SCREEN_MODES_OFF = [b"\x1b[?2031l", b"\x1b[?1000l", b"\x1b[?1006l", b"\x1b[?1049l", b"\x1b[?25h"]
# "Promptly" as a test can check it on a loaded 2-core machine (other builds running): the 100 ms
# promise itself is measured by `make bench`; this bound still fails when a signal or `q` waits for
# the work in progress (loading 40,000 themes, a long paste) or for a blocking read.
PROMPT_SECONDS = 2.0



def running(session, *args, **kwargs):
    s = session("--theme", "Dark", "--appearance", "dark", *args, **kwargs)
    assert s.read_until(b"Themes"), s.output[-500:]
    s.pump(0.2)
    assert not s.echo_and_canonical(), "curses has the terminal in raw mode while it runs"
    return s


def assert_given_back(s):
    tail = after_last(s.output, b"\x1b[?2031h")
    assert tail, "mode 2031 was turned on"
    for sequence in SCREEN_MODES_OFF:
        assert sequence in tail, f"{sequence!r} missing after the last mode switch: {tail[-200:]!r}"
    assert s.echo_and_canonical(), "echo and canonical input back"


@pytest.mark.parametrize("sig", TERMINATING, ids=lambda s: signal.Signals(s).name if s in signal.Signals._value2member_map_ else f"SIG{s}")
def test_terminating_signal_gives_the_terminal_back(session, sig):
    if os.environ.get("DARKSCREEN_SANITIZER") and sig in (signal.SIGTRAP, signal.SIGSYS):
        pytest.skip("under a sanitizer, its own handler takes these signals")
    s = running(session)
    s.kill(sig)
    assert s.wait() == 128 + sig
    assert_given_back(s)


def test_file_size_signal_is_ignored(session):
    """SIGXFSZ (a file-size limit crossed) never ends darkscreen: the write fails with EFBIG and
    says so (test_write_edges.py); the UI goes on and quits normally."""
    s = running(session)
    s.kill(signal.SIGXFSZ)
    s.send(b"q")
    assert s.wait() == 0
    assert_given_back(s)


@pytest.mark.parametrize("sig", CRASH, ids=lambda s: signal.Signals(s).name)
def test_crash_signal_gives_the_terminal_back(session, sig):
    if os.environ.get("DARKSCREEN_SANITIZER"):
        pytest.skip("under a sanitizer, its own handler takes the fatal signals")
    s = running(session)
    s.kill(sig)
    assert s.wait() == 128 + sig
    assert_given_back(s)


def assert_signal_ends_promptly(s, sig):
    """The signal ends darkscreen with 128 + sig, within PROMPT_SECONDS, the terminal given back."""
    started = time.monotonic()
    s.kill(sig)
    status = s.wait()
    elapsed = time.monotonic() - started
    assert status == 128 + sig
    assert elapsed < PROMPT_SECONDS, f"ended {elapsed * 1000:.0f} ms after the signal (100 ms intended, measured by make bench)"
    assert_given_back(s)


@pytest.mark.parametrize("sig", GRACEFUL + [signal.SIGQUIT, signal.SIGUSR1, signal.SIGALRM], ids=lambda s: signal.Signals(s).name)
def test_signal_during_the_appearance_probe_restores_echo_and_canonical_mode(session, tmp_path, sig):
    # The probe puts the tty in raw mode and sends its queries; this pty never answers, so it waits
    # for its fence. A large themes file keeps the probe window open while the themes load.
    themes = {"themes": [{"name": f"T{i}", "colors": {"background": "#000000", "primary": "#FFFFFF",
                                                       "secondary": "#FF9500"}} for i in range(3000)]}
    path = tmp_path / "many.json"
    path.write_text(json.dumps(themes))
    s = session("--themes", str(path))
    assert s.read_until(b"\x1b[c", timeout=10), "the probe's queries went out"
    assert not s.echo_and_canonical(), "the probe has the terminal in raw mode"
    s.kill(sig)
    status = s.wait()
    assert status == 128 + sig
    assert s.echo_and_canonical(), "echo and canonical input back after a signal during the probe"
    assert b"\x1b[?1049h" not in s.output or b"\x1b[?1049l" in s.output


@pytest.mark.parametrize("sig", GRACEFUL, ids=lambda s: signal.Signals(s).name)
def test_graceful_signals_end_promptly(session, sig):
    s = running(session)
    assert_signal_ends_promptly(s, sig)


def test_q_ends_promptly(session):
    s = running(session)
    started = time.monotonic()
    s.send(b"q")
    assert s.wait() == 0
    elapsed = time.monotonic() - started
    assert elapsed < PROMPT_SECONDS, f"ended {elapsed * 1000:.0f} ms after q"
    assert_given_back(s)


def test_ignored_signal_stays_ignored(session):
    # A parent that ignores SIGUSR1 (a shell's `trap '' USR1`) is respected: darkscreen runs on.
    previous = signal.signal(signal.SIGUSR1, signal.SIG_IGN)
    try:
        s = running(session)
    finally:
        signal.signal(signal.SIGUSR1, previous)
    s.kill(signal.SIGUSR1)
    # A key after the signal: darkscreen draws its frame only once it is past the signal's delivery.
    drawn = len(s.output)
    s.send(b"j")
    deadline = time.monotonic() + 10
    while len(s.output) == drawn and s.process.poll() is None and time.monotonic() < deadline:
        s.pump(0.05)
    assert s.process.poll() is None, "an ignored signal does not end darkscreen"
    assert len(s.output) > drawn, "the key after the signal was drawn"
    s.send(b"q")
    assert s.wait() == 0


@pytest.mark.parametrize("controlling", [True, False], ids=["hangup-with-SIGHUP", "hangup-without-SIGHUP"])
def test_a_terminal_that_goes_away_ends_darkscreen(session, controlling):
    # The window is closed: the pty's other side goes away. With the pty as controlling terminal the
    # kernel sends SIGHUP; without it, reads fail (EIO/EOF) — either way darkscreen exits instead
    # of running on as an orphan at 100 % CPU.
    s = session("--theme", "Dark", "--appearance", "dark", controlling=controlling)
    assert s.read_until(b"Themes")
    os.close(s.master)
    deadline = time.monotonic() + 15
    while not s.reaped() and time.monotonic() < deadline:
        time.sleep(0.05)
    if not s.reaped():
        cpu = cpu_seconds(s.process.pid)
        time.sleep(1)  # a measurement for the failure's message: the CPU it spends in a second
        spent = cpu_seconds(s.process.pid) - cpu
        pytest.fail(f"still running 15 s after its terminal went away ({spent:.2f} s CPU in the last second)")


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


@pytest.fixture(scope="module")
def many_themes(tmp_path_factory):
    # 40,000 themes (4 MB): loading the part after the first frame takes far longer than 100 ms.
    path = tmp_path_factory.mktemp("big") / "40k.json"
    path.write_text(json.dumps({"themes": [{"name": f"T{i:05d}", "colors": {
        "background": "#101010", "primary": "#FFFFFF", "secondary": "#FF9500"}} for i in range(40000)]}))
    return str(path)


@pytest.mark.parametrize("sig", GRACEFUL, ids=lambda s: signal.Signals(s).name)
@pytest.mark.parametrize("work", ["loading-the-rest-of-40000-themes", "a-4000-character-filter-paste"])
def test_signals_end_promptly_while_work_runs(session, many_themes, sig, work):
    s = session("--themes", many_themes, "--appearance", "dark", size=(200, 60))
    assert s.read_until(b"Themes")
    if work == "a-4000-character-filter-paste":
        s.pump(0.5)
        s.send(b"/" + b"T0" * 2000)
    assert_signal_ends_promptly(s, sig)


def test_ctrl_z_while_the_rest_of_a_large_catalog_loads_stops_darkscreen_at_once(many_themes, tmp_path):
    # Ctrl-Z right after the first frame, while the rest of 40,000 themes loads (work that lets the
    # signals in): darkscreen stops then, not at the next key or the next minute.
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "LANG": "C.UTF-8", "TERM": "xterm-256color",
           "HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_STATE_HOME": str(tmp_path / "state")}
    t = FakeTerminal(["--themes", many_themes, "--appearance", "dark"], env, size=(200, 60), job_control=True)
    try:
        t.wait_for(b"Themes")
        t.send(b"\x1a")
        deadline = time.monotonic() + 10
        while not t.is_stopped():
            assert time.monotonic() < deadline, "Ctrl-Z did not stop darkscreen"
            time.sleep(0.02)
        os.kill(t.pid, signal.SIGCONT)
        t.send(b"q")
        assert os.waitstatus_to_exitcode(t.wait_exit()) == 0
    finally:
        t.close()


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGQUIT, signal.SIGUSR2], ids=lambda s: signal.Signals(s).name)
def test_signal_during_the_appearance_command_probe_restores_the_modes(session, sig):
    # `darkscreen appearance` asks the terminal too (raw mode until the answers or 100 ms).
    s = session("appearance")
    assert s.read_until(b"\x1b[c", timeout=10)
    s.kill(sig)
    assert s.wait() == 128 + sig
    assert s.echo_and_canonical()


def test_darkscreen_under_test_starts_with_hup_int_and_quit_at_their_defaults():
    # `nohup make e2e-test` or a caller's `trap '' HUP INT` ignores them in pytest; the programs a
    # test starts must still have their defaults, or the signal tests would see nothing happen.
    status = subprocess.run(["cat", "/proc/self/status"], capture_output=True, text=True, check=True).stdout
    ignored = int(next(line for line in status.splitlines() if line.startswith("SigIgn:")).split()[1], 16)
    for sig in (signal.SIGHUP, signal.SIGINT, signal.SIGQUIT):
        assert not ignored & (1 << (sig - 1)), f"{signal.Signals(sig).name} is ignored in the programs tests start"
