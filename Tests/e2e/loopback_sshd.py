"""A real OpenSSH server on 127.0.0.1 for one test: its own host key, an authorized key made for
the test, a free port, `AcceptEnv LANG LC_*` (as Debian's own sshd_config has it), started in the
foreground (`-D -e`) and stopped by the test, which kills only that process."""
import os
import socket
import subprocess
import time

import pytest

from terminal import need

SSHD = "/usr/sbin/sshd"


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class LoopbackSSHD:
    def __init__(self, folder):
        need(SSHD)
        need("ssh")
        need("ssh-keygen")
        if os.geteuid() != 0:
            pytest.skip("sshd must start as root to accept a login (the tests run as root on the build machine)")
        self.folder = folder
        folder.mkdir(parents=True, exist_ok=True)
        os.chmod(folder, 0o700)
        self.host_key = folder / "host_key"
        self.key = folder / "client_key"
        for path in (self.host_key, self.key):
            subprocess.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", str(path)], check=True, timeout=30)
        authorized = folder / "authorized_keys"
        authorized.write_text((folder / "client_key.pub").read_text())
        os.chmod(authorized, 0o600)
        # sshd's privilege separation folder (Debian's service makes it at boot).
        os.makedirs("/run/sshd", mode=0o755, exist_ok=True)
        self.user = subprocess.run(["id", "-un"], capture_output=True, text=True, check=True).stdout.strip()
        self.process = None
        for _ in range(5):  # another process may take the free port first
            self.port = free_port()
            config = folder / "sshd_config"
            config.write_text("\n".join([
                f"Port {self.port}", "ListenAddress 127.0.0.1", f"HostKey {self.host_key}",
                f"AuthorizedKeysFile {authorized}", "PasswordAuthentication no", "KbdInteractiveAuthentication no",
                "UsePAM no", "PermitRootLogin prohibit-password", "StrictModes no", "AcceptEnv LANG LC_*",
                "PidFile none", "PrintMotd no", "LogLevel ERROR", ""]))
            self.process = subprocess.Popen([SSHD, "-D", "-e", "-f", str(config)], stdin=subprocess.DEVNULL,
                                            stdout=subprocess.DEVNULL, stderr=open(folder / "sshd.log", "wb"))
            if self._listening():
                return
            self.close()
        pytest.fail(f"sshd did not listen on 127.0.0.1: {(folder / 'sshd.log').read_text()}")

    def _listening(self, timeout=10.0) -> bool:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                return False
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=0.5):
                    return True
            except OSError:
                time.sleep(0.05)
        return False

    def ssh_argv(self, *options: str, config="/dev/null") -> list[str]:
        """`ssh` to the server: the test's key, no host key checks, no config but `config`."""
        return ["ssh", "-F", config, "-p", str(self.port), "-i", str(self.key), "-o", "BatchMode=yes",
                "-o", "StrictHostKeyChecking=no", "-o", "UserKnownHostsFile=/dev/null", "-o", "LogLevel=ERROR",
                *options, f"{self.user}@127.0.0.1"]

    def close(self):
        if self.process and self.process.poll() is None:
            self.process.kill()
            self.process.wait(timeout=10)
