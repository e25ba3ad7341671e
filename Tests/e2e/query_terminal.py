"""A terminal for the appearance tests: runs a program on a pty as its controlling terminal and answers its
queries the way a terminal does (OSC 10/11, CSI ? 996 n, DA1), with chosen colours and delays.
After the program exits, whatever it left unread on the terminal's input is what a shell would
read next: `leftover()` returns it."""
import fcntl
import os
import re
import select
import signal
import struct
import termios
import time
import tty

QUERY = re.compile(rb"\x1b\](1[01]);\?(?:\x07|\x1b\\)|\x1b\[\?996n|\x1b\[0?c")


class QueryTerminal:
    def __init__(self, argv, env, foreground=None, background=None, scheme=None, answers_da1=True, delay=0.0,
                 rows=24, cols=80, cut=None, pause=0.0):
        """`cut(reply) -> [pieces]`: a slow link, each piece `pause` seconds after the one before."""
        self.answers = {b"10": foreground, b"11": background}
        self.cut, self.pause = cut, pause
        self.scheme, self.answers_da1, self.delay = scheme, answers_da1, delay
        self.master, self.slave = os.openpty()
        fcntl.ioctl(self.slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
        self.output = b""
        self.answered_to = 0
        self.queries = []
        self.pending = []  # (time, bytes) answers scheduled
        self.pid = os.fork()
        if self.pid == 0:
            try:
                os.setsid()
                fcntl.ioctl(self.slave, termios.TIOCSCTTY, 0)
                for fd in (0, 1, 2):
                    os.dup2(self.slave, fd)
                os.execve(argv[0], argv, env)
            finally:
                os._exit(127)
        self.status = None

    def _answer(self, match):
        query = match.group(0)
        self.queries.append(query)
        if query.startswith(b"\x1b]"):
            color = self.answers[match.group(1)]
            return b"" if color is None else b"\x1b]" + match.group(1) + b";" + color.encode() + b"\x1b\\"
        if query == b"\x1b[?996n":
            return b"" if self.scheme is None else b"\x1b[?997;" + (b"1" if self.scheme == "dark" else b"2") + b"n"
        return b"\x1b[?64;1;22c" if self.answers_da1 else b""

    def run(self, timeout=10.0, until=None, keys_after=None):
        """Answers until the program exits (or `until(output)` holds); returns the exit status."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            now = time.monotonic()
            for due, data in sorted(p for p in self.pending if p[0] <= now):
                os.write(self.master, data)
            self.pending = [p for p in self.pending if p[0] > now]
            if select.select([self.master], [], [], 0.005)[0]:
                try:
                    chunk = os.read(self.master, 65536)
                except OSError:
                    chunk = b""
                self.output += chunk
                reply = b""
                for match in QUERY.finditer(self.output, self.answered_to):
                    reply += self._answer(match)
                    self.answered_to = match.end()
                if reply:
                    pieces = self.cut(reply) if self.cut else [reply]
                    # one link: a reply's pieces go out after those of the reply before
                    at = max([time.monotonic() + self.delay] + [due + self.pause for due, _ in self.pending])
                    for index, piece in enumerate(p for p in pieces if p):
                        self.pending.append((at + index * self.pause, piece))
            if until and until(self.output):
                return None
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                self.status = os.waitstatus_to_exitcode(status)
                while select.select([self.master], [], [], 0.05)[0]:  # what it wrote before exiting
                    try:
                        chunk = os.read(self.master, 65536)
                    except OSError:
                        break
                    if not chunk:
                        break
                    self.output += chunk
                # A terminal answers whether or not anyone still listens: late answers land on
                # the input the next program (the shell) reads.
                for due, data in sorted(self.pending):
                    time.sleep(max(0.0, due - time.monotonic()))  # the scenario: an answer as late as the test made it
                    os.write(self.master, data)
                self.pending = []
                return self.status
        raise AssertionError(f"program still running after {timeout}s; output: {self.output[-500:]!r}")

    def write(self, data):
        os.write(self.master, data)

    def leftover(self):
        """Bytes still waiting on the terminal's input: what the next program (a shell) would read.
        (Every answer was written before this is called; a read on the tty that finds nothing
        first waits for the kernel to hand over what was written to the other side.)"""
        tty.setraw(self.slave, termios.TCSANOW)
        os.set_blocking(self.slave, False)
        try:
            return os.read(self.slave, 65536)
        except BlockingIOError:
            return b""

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def close(self):
        if self.status is None:
            try:
                os.kill(self.pid, signal.SIGKILL)
                os.waitpid(self.pid, 0)
            except (ProcessLookupError, ChildProcessError):
                pass
        for fd in (self.master, self.slave):
            try:
                os.close(fd)
            except OSError:
                pass
