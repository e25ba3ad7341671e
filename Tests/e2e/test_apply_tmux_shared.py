"""Several darkscreens with --apply tmux in one tmux window (side gutters, a second start): none
records another's colours as the user's, and the user's own options come back, byte for byte, when
the last one ends — whatever the order of quits, SIGKILLs and `darkscreen restore`. Another window
is never touched."""
import os
import signal
import subprocess
import time

import pytest

from terminal import DARKSCREEN, Tmux, darkscreen, wait_until

HOLDERS = "@darkscreen-holders"



class Window:
    """A private tmux server whose window 0 holds the user's own options (some set, some not, a
    user option of theirs too) and whose window 1 has options of its own; darkscreens are started
    in panes of window 0, all with one state folder, as one user's would be."""

    def __init__(self, tmux, state):
        self.t: Tmux = tmux(200, 60)
        self.state = state
        self.t.start("sleep 600")
        s = self.t.session
        self.window = f"{s}:0"
        self.t.tmux("set-option", "-w", "-t", self.window, "pane-border-style", "fg=red")
        self.t.tmux("set-option", "-w", "-t", self.window, "window-active-style", "bg=#101010,fg=yellow")
        self.t.tmux("set-option", "-w", "-t", self.window, "@mine", "kept")
        self.t.tmux("set-option", "-t", s, "status-style", "bg=green")
        self.t.tmux("new-window", "-d", "-t", f"{s}:1", "sleep 600")
        self.t.tmux("set-option", "-w", "-t", f"{s}:1", "window-style", "bg=blue")
        self.before = self.snapshot()

    def snapshot(self):
        """Exactly what `show-options` prints for window 0, its session and window 1."""
        s = self.t.session
        return (self.t.tmux("show-options", "-w", "-t", self.window), self.t.tmux("show-options", "-t", s),
                self.t.tmux("show-options", "-w", "-t", f"{s}:1"))

    def option(self, name):
        return self.t.tmux("show-options", "-q", "-v", "-w", "-t", self.window, name).strip()

    def holders(self):
        return {int(p) for p in self.option(HOLDERS).split()}

    def start(self, *args, job_control=False):
        """darkscreen --apply tmux in a new pane of window 0; returns (pane, pid) once it runs.
        `job_control`: typed into an interactive bash, as a person starts it (Ctrl-Z stops it)."""
        environment = f"export TERM=tmux-256color LANG=C.UTF-8 XDG_STATE_HOME={self.state}"
        command = f"{environment}; {darkscreen('--apply', 'tmux', *args)}; echo EXIT=$?; sleep 600"
        program = ["bash", "--norc", "--noprofile", "-i"] if job_control else ["sh", "-c", command]
        pane = self.t.tmux("split-window", "-d", "-v", "-l", "12", "-t", self.window, "-P", "-F", "#{pane_id}",
                           *program).strip()
        self.t.tmux("select-layout", "-t", self.window, "even-vertical")
        shell = int(self.t.tmux("display-message", "-p", "-t", pane, "#{pane_pid}").strip())
        if job_control:
            self.t.tmux("send-keys", "-t", pane, "-l", f"PS1='$ '; {environment}; {darkscreen('--apply', 'tmux', *args)}")
            self.t.tmux("send-keys", "-t", pane, "Enter")
        pid = wait_until(lambda: self.child(shell), what="darkscreen started")
        return pane, pid

    def kill(self, instance):
        """SIGKILL, and wait until its shell has reaped it."""
        os.kill(instance[1], signal.SIGKILL)
        wait_until(lambda: "EXIT=137" in self.t.tmux("capture-pane", "-p", "-t", instance[0]), what="killed")

    @staticmethod
    def child(shell):
        try:
            with open(f"/proc/{shell}/task/{shell}/children") as f:
                children = [int(p) for p in f.read().split()]
        except FileNotFoundError:
            return None
        return children[0] if children else None

    def registered(self, pid):
        wait_until(lambda: pid in self.holders(), what=f"process {pid} among the holders")

    def applied(self, previous=None):
        """window-style once darkscreen set it (and, given `previous`, once it changed from it)."""
        return wait_until(lambda: (lambda v: v if v.startswith("bg=#") and v != previous else None)(self.option("window-style")),
                          what="darkscreen's window-style")

    def quit(self, pane):
        self.t.tmux("send-keys", "-t", pane, "q")
        wait_until(lambda: "EXIT=0" in self.t.tmux("capture-pane", "-p", "-t", pane), what="darkscreen quit")

    def restore(self):
        env = dict(os.environ, XDG_STATE_HOME=str(self.state))
        env.pop("TMUX", None)
        return subprocess.run([DARKSCREEN, "restore"], capture_output=True, text=True, env=env, timeout=20)

    def records(self):
        folder = self.state / "darkscreen" / "tmux"
        return sorted(os.listdir(folder)) if folder.exists() else []

    def assert_users_own(self):
        assert self.snapshot() == self.before
        assert self.records() == []


@pytest.fixture
def window(tmux, tmp_path):
    return Window(tmux, tmp_path / "state")


def two_running(window):
    """A on Dark, then B on Light: B's colours are on the window, both hold it."""
    a = window.start("--theme", "Dark")
    window.registered(a[1])
    dark = window.applied()
    b = window.start("--theme", "Light")
    window.registered(b[1])
    window.applied(previous=dark)
    return a, b


@pytest.mark.parametrize("first", ["A", "B"])
def test_two_instances_give_the_users_values_back_when_the_last_quits(window, first):
    a, b = two_running(window)
    one, other = (a, b) if first == "A" else (b, a)
    window.quit(one[0])
    # the other still runs: its colours stay, the user's values are still recorded
    assert window.option("window-style").startswith("bg=#")
    assert window.holders() == {other[1]}
    assert window.snapshot()[2] == window.before[2]
    window.quit(other[0])
    window.assert_users_own()


def test_a_second_instance_never_records_the_firsts_colours(window):
    """B starts while A's colours are on: what B would put back is the user's, not A's."""
    a, b = two_running(window)
    assert window.option("@darkscreen-saved-window-style") == "-"
    assert window.option("@darkscreen-saved-pane-border-style") == "=fg=red"
    window.quit(a[0])
    window.quit(b[0])
    window.assert_users_own()


def test_one_sigkilled_then_the_other_quits(window):
    a, b = two_running(window)
    window.kill(a)
    window.quit(b[0])
    assert window.snapshot() == window.before
    # the killed one's record is stale now: restore says so without changing anything
    done = window.restore()
    assert done.returncode == 0, done.stdout + done.stderr
    window.assert_users_own()


def test_the_survivor_of_a_sigkill_is_killed_too_then_restore(window):
    a, b = two_running(window)
    window.kill(b)
    window.kill(a)
    assert window.snapshot() != window.before  # nothing could put them back yet
    assert len(window.records()) == 2
    done = window.restore()
    assert done.returncode == 0, done.stdout + done.stderr
    assert "restored tmux styles" in done.stdout
    window.assert_users_own()
    assert "nothing to restore" in window.restore().stdout


def test_restore_leaves_a_window_a_running_instance_still_holds(window):
    a, b = two_running(window)
    window.kill(a)
    done = window.restore()
    assert done.returncode == 0, done.stdout + done.stderr
    assert "still running" in done.stdout
    assert window.holders() == {b[1]}
    assert window.option("window-style").startswith("bg=#")
    window.quit(b[0])
    window.assert_users_own()


def test_a_new_instance_prunes_a_killed_holder_and_puts_back_on_its_way_out(window):
    a = window.start("--theme", "Dark")
    window.registered(a[1])
    window.applied()
    window.kill(a)
    b = window.start("--theme", "Light")
    window.registered(b[1])
    wait_until(lambda: window.holders() == {b[1]}, what="the killed holder pruned")
    window.quit(b[0])
    window.assert_users_own()


def test_three_instances_quit_killed_and_quit(window):
    a, b = two_running(window)
    c = window.start("--theme", "80s")
    window.registered(c[1])
    window.quit(b[0])
    window.kill(a)
    assert window.option("window-style").startswith("bg=#")
    window.quit(c[0])
    window.assert_users_own()


def test_ctrl_z_of_one_leaves_the_window_to_the_other(window):
    a = window.start("--theme", "Dark")
    window.registered(a[1])
    dark = window.applied()
    b = window.start("--theme", "Light", job_control=True)
    window.registered(b[1])
    window.applied(previous=dark)
    window.t.tmux("send-keys", "-t", b[0], "C-z")
    wait_until(lambda: "Stopped" in window.t.tmux("capture-pane", "-p", "-t", b[0]), what="B stopped")
    assert window.holders() == {a[1]}
    assert window.option("window-style").startswith("bg=#")  # A's colours stay on
    window.quit(a[0])
    # B is stopped and A was the last holder: the user's values are back
    assert window.snapshot() == window.before
    window.t.tmux("send-keys", "-t", b[0], "fg", "Enter")
    window.registered(b[1])
    window.applied()
    window.t.tmux("send-keys", "-t", b[0], "q")
    wait_until(lambda: window.holders() == set(), what="B quit")
    window.assert_users_own()


def test_a_second_start_during_the_firsts_first_apply(window):
    """20 times: A and B started a few milliseconds apart (B registers while A records and applies);
    both quit in turn, A first on even rounds; the user's values come back every time."""
    for round_ in range(20):
        a_pane = window.start("--theme", "Dark")
        time.sleep((round_ % 5) * 0.01)  # the scenario, not a wait: B starts 0 to 40 ms after A
        b_pane = window.start("--theme", "Light")
        window.registered(a_pane[1])
        window.registered(b_pane[1])
        window.applied()
        first, second = (a_pane, b_pane) if round_ % 2 == 0 else (b_pane, a_pane)
        window.quit(first[0])
        window.quit(second[0])
        assert window.snapshot() == window.before, f"round {round_}"
        for pane in (a_pane[0], b_pane[0]):
            window.t.tmux("kill-pane", "-t", pane)
    window.assert_users_own()
