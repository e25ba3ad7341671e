"""darkscreen on a pty of the test's own, with a fake terminal on the other side: it records every
byte darkscreen writes and answers the queries a real terminal would (DA1 always; OSC 10/11/12/4
`?` only with the colours it is given), so tests can check the exact colour sequences."""
import fcntl
import os
import pty
import re
import select
import signal
import struct
import tempfile
import termios
import threading
import time

from terminal import DARKSCREEN, read_frame_report, wait_until

QUERY = re.compile(rb"\x1b\](1[0-9]|4;\d+);\?(?:\x1b\\|\x07)|\x1b\[c")
DECRQM = re.compile(rb"\x1b\[\?(\d+)\$p")
COLOR_SEQUENCE = re.compile(rb"\x1b\](\d+)((?:;[^\x07\x1b]*)?)(?:\x07|\x1b\\)|\x1b\[#([PQ])|\x1b\[c")


class ColorModel:
    """The colours of a terminal like xterm: OSC 10/11/12/17/19 and 4 set, queried and reset
    (110…119, 104), and a colour stack (CSI # P / Q) when `stack`. `answers`: the codes whose
    queries it answers ("10", "11", "4", …)."""

    def __init__(self, initial: dict, answers=("10", "11", "12", "4"), stack=False):
        self.initial = dict(initial)
        self.colors = dict(initial)
        self.answers = set(answers)
        self.stack_supported = stack
        self.stack = []

    def feed(self, match, reply):
        if match.group(0) == b"\x1b[c":
            reply(b"\x1b[?62;22c")
            return
        if match.group(3):
            if not self.stack_supported:
                return
            if match.group(3) == b"P":
                self.stack.append(dict(self.colors))
            elif self.stack:
                self.colors = self.stack.pop()
            return
        code = int(match.group(1))
        params = match.group(2).decode()[1:].split(";") if match.group(2) else []
        if code == 4:
            for index, value in zip(params[::2], params[1::2]):
                self._one(f"4;{index}", value, reply)
        elif code == 104:
            for index in (params or [str(i) for i in range(16)]):
                self.colors[f"4;{index}"] = self.initial.get(f"4;{index}")
        elif 10 <= code <= 19 and params:
            self._one(str(code), params[0], reply)
        elif 110 <= code <= 119:
            self.colors[str(code - 100)] = self.initial.get(str(code - 100))

    def _one(self, key, value, reply):
        if value == "?":
            if key.split(";")[0] in self.answers and self.colors.get(key):
                rgb = self.colors[key].lstrip("#")
                reply(f"\x1b]{key};rgb:{rgb[0:2]}{rgb[0:2]}/{rgb[2:4]}{rgb[2:4]}/{rgb[4:6]}{rgb[4:6]}\x1b\\".encode())
        else:
            self.colors[key] = value.upper()


class FakeTerminal:
    def __init__(self, args, env, answers=None, size=(100, 30), job_control=False, model=None, program=DARKSCREEN,
                 modes=None):
        """`modes`: private modes it answers DECRQM (`CSI ? n $ p`) for, {2026: 2, ...} (none: it
        answers no DECRQM, as tmux 3.3 does not). `job_control`: darkscreen runs in a process group of its own under a session leader, as a
        shell with job control starts it, so Ctrl-Z really stops it (a stop signal to a session
        leader's orphaned group is discarded); `pid` is then darkscreen's, and its exit status is
        relayed by the leader."""
        self.answers = answers or {}
        self.modes = modes or {}
        self.mode_queries = []
        self.model = model  # a ColorModel: the terminal's colours follow what is written  # {"11": "rgb:ffff/ffff/ffff", "4;1": "rgb:cdcd/0000/0000", ...}
        self.output = bytearray()
        self.lock = threading.Lock()
        # darkscreen says here how many frames it wrote and whether it is busy (FrameReport.swift)
        handle, self.report = tempfile.mkstemp(prefix="darkscreen-frames-")
        os.close(handle)
        os.unlink(self.report)
        env = {**env, "DARKSCREEN_FRAME_REPORT": self.report}
        # held by the reader from a read until its bytes are kept and answered (`caught_up`)
        self.handling = threading.Lock()
        pid, fd = pty.fork()
        if pid == 0:
            if job_control:
                signal.signal(signal.SIGTTOU, signal.SIG_IGN)
                child = os.fork()
                if child == 0:
                    os.setpgid(0, 0)
                    os.tcsetpgrp(0, os.getpgrp())
                    signal.signal(signal.SIGTTOU, signal.SIG_DFL)
                    os.execve(program, [program, *args], env)
                _, status = os.waitpid(child, 0)
                os._exit(os.waitstatus_to_exitcode(status) & 0xFF)
            os.execve(program, [program, *args], env)
        self.leader = pid
        # Keep the master on a high descriptor of its own: a reader another test left behind
        # on a closed low number must not get this pty when the number is reused.
        self.fd = fcntl.fcntl(fd, fcntl.F_DUPFD, 600 + os.getpid() % 300)
        os.close(fd)
        fd = self.fd
        self.pid = self._child_of(pid) if job_control else pid
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", size[1], size[0], 0, 0))
        self.scanned = 0
        self.status = None
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self):
        poller = select.poll()
        poller.register(self.fd, select.POLLIN)
        while True:
            poller.poll()
            # Read and answered under `handling`: `caught_up` sees either bytes still in the pty or
            # all of them handled, never a chunk read but not yet kept.
            with self.handling:
                try:
                    chunk = os.read(self.fd, 65536)
                except OSError:
                    return
                if not chunk:
                    return
                self._handle(chunk)

    def _handle(self, chunk):
        with self.lock:
            self.output += chunk
            data = bytes(self.output)
        # DECRQM before the DA1 behind it: a terminal answers in order.
        for m in DECRQM.finditer(data, max(0, self.scanned - 16)):
            if m.end() > self.scanned:
                self.mode_queries.append(int(m.group(1)))
                if int(m.group(1)) in self.modes:
                    self.send(f"\x1b[?{int(m.group(1))};{self.modes[int(m.group(1))]}$y".encode())
        if self.model is not None:
            for m in COLOR_SEQUENCE.finditer(data, max(0, self.scanned - 300)):
                if m.end() > self.scanned:
                    self.model.feed(m, self.send)
            self.scanned = len(data)
            return
        for m in QUERY.finditer(data, max(0, self.scanned - 16)):
            if m.end() <= self.scanned:
                continue
            if m.group(0) == b"\x1b[c":
                self.send(b"\x1b[?62;22c")
            else:
                code = m.group(1).decode()
                if code in self.answers:
                    self.send(f"\x1b]{code};{self.answers[code]}\x1b\\".encode())
        self.scanned = len(data)

    @staticmethod
    def _child_of(pid, timeout=5.0):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            with open(f"/proc/{pid}/task/{pid}/children") as f:
                children = f.read().split()
            if children:
                return int(children[0])
            time.sleep(0.01)
        raise AssertionError("the session leader started nothing")

    def is_stopped(self) -> bool:
        with open(f"/proc/{self.pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] == "T"

    def send(self, data: bytes):
        os.write(self.fd, data)

    def bytes(self) -> bytes:
        with self.lock:
            return bytes(self.output)

    def wait_for(self, needle: bytes, after=0, timeout=15.0) -> int:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            at = self.bytes().find(needle, after)
            if at >= 0:
                return at
            time.sleep(0.02)
        raise AssertionError(f"timed out waiting for {needle!r}; last bytes: {self.bytes()[-300:]!r}")

    def caught_up(self) -> bool:
        """Every byte darkscreen has written so far is in `bytes()` (none waits in the pty)."""
        with self.handling:
            try:
                return struct.unpack("i", fcntl.ioctl(self.fd, termios.FIONREAD, b"\0\0\0\0"))[0] == 0
            except OSError:  # the pty is gone: nothing more will come
                return True

    def frames(self) -> int:
        """How many frames darkscreen has written so far (0 before its first)."""
        report = read_frame_report(self.report)
        return report[0] if report else 0

    def settled(self, timeout=15.0) -> bytes:
        """Everything darkscreen wrote, once it has nothing more to write: it reports itself idle
        (waiting for input, no fade or other work due) before and after the reader caught up."""
        def idle():
            before = read_frame_report(self.report)
            if before is None or before[1] != "idle" or not self.caught_up():
                return None
            return read_frame_report(self.report) == before and self.bytes()
        return wait_until(idle, timeout, what="darkscreen idle, its bytes read", interval=0.01)

    def wait_frame_after(self, frames: int, timeout=15.0) -> bytes:
        """`settled()` once darkscreen has written a frame past `frames` (`frames()` read before
        the input that changes the screen)."""
        wait_until(lambda: self.frames() > frames, timeout, what=f"a frame after frame {frames}", interval=0.01)
        return self.settled(timeout)

    def wait_exit(self, timeout=15.0) -> int:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            pid, status = os.waitpid(self.leader, os.WNOHANG)
            if pid == self.leader:
                self.status = status
                # The reader collects the last bytes: it ends at the pty's end (EIO once nothing
                # holds the other side), however long a loaded machine takes to get there.
                self.reader.join(timeout=10)
                return status
            time.sleep(0.02)
        os.kill(self.pid, signal.SIGKILL)
        raise AssertionError("darkscreen did not exit")

    def close(self):
        if self.status is None:
            try:
                os.kill(self.pid, signal.SIGKILL)
                os.kill(self.leader, signal.SIGKILL)
                os.waitpid(self.leader, 0)
            except (ProcessLookupError, ChildProcessError):
                pass
        # The reader must be gone before the descriptor is closed: a later pty may get the same
        # number, and a reader left behind would steal its bytes.
        self.reader.join(timeout=5)
        try:
            os.close(self.fd)
        except OSError:
            pass
        try:
            os.unlink(self.report)
        except FileNotFoundError:
            pass
