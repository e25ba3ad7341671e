"""darkscreen on a pseudo-terminal of the test's own, byte for byte: every byte it writes is kept
(so a test can check the last mode switches, e.g. mode 2031 off, which tmux does not show), and the
tty's modes can be read after it exits (echo, canonical input)."""
import os
import pty
import select
import signal
import struct
import subprocess
import termios
import fcntl
import time

from terminal import DARKSCREEN, REPO


class PtySession:
    def __init__(self, *args, env=None, size=(80, 24), controlling=True, typed=b""):
        self.master, self.slave = pty.openpty()
        fcntl.ioctl(self.slave, termios.TIOCSWINSZ, struct.pack("HHHH", size[1], size[0], 0, 0))
        self.shell_modes = termios.tcgetattr(self.slave)
        # typed: keys already waiting when darkscreen starts (typed while the shell started it).
        if typed:
            os.write(self.master, typed)
        full_env = {k: v for k, v in os.environ.items() if k not in ("DARKSCREEN_THEMES", "NO_COLOR", "COLORTERM")}
        full_env.update({"TERM": "xterm-256color", "LANG": "C.UTF-8"})
        full_env.update(env or {})
        self.output = b""
        self.peak_rss_kib = None
        # controlling=True: the pty is the process's controlling terminal (a hang-up sends SIGHUP);
        # False: it only has the pty as stdin/stdout, so a hang-up shows as EOF/EIO alone.
        self.process = subprocess.Popen([DARKSCREEN, *args], stdin=self.slave, stdout=self.slave, stderr=self.slave,
                                        env=full_env, cwd=REPO, start_new_session=True,
                                        preexec_fn=(lambda: fcntl.ioctl(0, termios.TIOCSCTTY, 0)) if controlling else None)

    def read_until(self, needle: bytes, timeout=10.0) -> bool:
        deadline = time.monotonic() + timeout
        while needle not in self.output and time.monotonic() < deadline:
            self.pump(0.05)
        return needle in self.output

    def pump(self, wait=0.05):
        ready, _, _ = select.select([self.master], [], [], wait)
        if ready:
            try:
                data = os.read(self.master, 65536)
            except OSError:
                return False
            self.output += data
            return bool(data)
        return False

    def send(self, data: bytes):
        os.write(self.master, data)

    def kill(self, sig):
        # not Popen.send_signal: it polls first, and a darkscreen that already exited (a resize
        # ends one past the size limit by itself) would be reaped without its wait4 usage
        if self.process.returncode is None:
            os.kill(self.process.pid, sig)

    def wait(self, timeout=10.0) -> int:
        """The exit status as a shell shows it (128 + N after signal N)."""
        deadline = time.monotonic() + max(timeout, 0.1)
        while not self.reaped() and time.monotonic() < deadline:
            self.pump(0.02)
        if not self.reaped():
            raise subprocess.TimeoutExpired(self.process.args, timeout)
        while self.pump(0.02):
            pass
        code = self.process.returncode
        return 128 - code if code < 0 else code

    def reaped(self) -> bool:
        """Reaps darkscreen if it has exited, through wait4, so its own peak resident size is kept
        (`peak_rss_kib`); RUSAGE_CHILDREN would be the peak of every child pytest has waited for
        (a `swift build` run by an earlier test included)."""
        if self.process.returncode is not None:
            return True
        try:
            pid, status, usage = os.wait4(self.process.pid, os.WNOHANG)
        except ChildProcessError:
            return self.process.poll() is not None
        if pid == 0:
            return False
        self.peak_rss_kib = usage.ru_maxrss
        self.process.returncode = os.waitstatus_to_exitcode(status)
        return True

    def modes(self):
        return termios.tcgetattr(self.slave)

    def echo_and_canonical(self) -> bool:
        lflag = self.modes()[3]
        return bool(lflag & termios.ECHO) and bool(lflag & termios.ICANON)

    def close(self):
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        for fd in (self.master, self.slave):
            try:
                os.close(fd)
            except OSError:
                pass


def after_last(output: bytes, marker: bytes) -> bytes:
    index = output.rfind(marker)
    return output[index:] if index >= 0 else b""
