"""A private desktop session for the tests: its own dbus-daemon (session bus), an Xvfb display for
the GTK portal backend, and the real xdg-desktop-portal + xdg-desktop-portal-gtk + dconf, all
activated on that bus. The colour scheme is changed the way a desktop does it: `gsettings set`.
Only processes this module started (the bus, Xvfb, and what the bus activated) are stopped."""
import os
import shutil
import signal
import subprocess
import tempfile
import time

from terminal import start_xvfb

PACKAGES = {"dbus-daemon": "dbus", "Xvfb": "xvfb", "gsettings": "libglib2.0-bin",
            "/usr/libexec/xdg-desktop-portal": "xdg-desktop-portal",
            "/usr/libexec/xdg-desktop-portal-gtk": "xdg-desktop-portal-gtk", "/usr/libexec/dconf-service": "dconf-service"}


def missing_packages():
    return sorted({pkg for tool, pkg in PACKAGES.items() if not (os.path.exists(tool) if tool.startswith("/") else shutil.which(tool))})


def _on_bus(address):
    """Processes started for this session: the bus activates services (the portal, its backend,
    dconf) through a helper that exits, so they are found by the bus address in their environment."""
    found = []
    needle = f"DBUS_SESSION_BUS_ADDRESS={address}".encode()
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/environ", "rb") as f:
                    if needle in f.read().split(b"\0"):
                        found.append(int(entry))
            except OSError:
                pass
    return found


def _descendants(pid):
    children = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as f:
                    ppid = int(f.read().rsplit(")", 1)[1].split()[1])
                children.setdefault(ppid, []).append(int(entry))
            except (OSError, IndexError, ValueError):
                pass
    found, todo = [], [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            found.append(child)
            todo.append(child)
    return found


class DesktopSession:
    def __init__(self, **extra):
        """`extra`: more of the session's environment (the bus passes it to what it activates)."""
        self.dir = tempfile.mkdtemp(prefix="darkscreen-desktop-")
        for sub in ("home", "runtime", "config"):
            os.makedirs(f"{self.dir}/{sub}", mode=0o700)
        self.xvfb, display = start_xvfb()
        self.env = {"HOME": f"{self.dir}/home", "XDG_RUNTIME_DIR": f"{self.dir}/runtime", "DISPLAY": display,
                    "XDG_CURRENT_DESKTOP": "GNOME", "GSETTINGS_BACKEND": "dconf", "NO_AT_BRIDGE": "1", "GTK_A11Y": "none", **extra}
        bus = subprocess.run(["dbus-daemon", "--session", "--fork", "--print-address=1", "--print-pid=1"],
                             capture_output=True, text=True, env={**os.environ, **self.env}, timeout=10, check=True)
        address, pid = bus.stdout.split()[:2]
        self.bus_pid = int(pid)
        self.env["DBUS_SESSION_BUS_ADDRESS"] = address

    def environ(self, **extra):
        return {**os.environ, **self.env, **extra}

    def set_scheme(self, value):
        """`default`, `prefer-dark` or `prefer-light`, through GSettings (dconf), as a desktop does."""
        subprocess.run(["gsettings", "set", "org.gnome.desktop.interface", "color-scheme", value],
                       env=self.environ(), check=True, timeout=20)

    def set_high_contrast(self, on):
        """GNOME's accessibility switch, which the portal's GTK backend serves."""
        subprocess.run(["gsettings", "set", "org.gnome.desktop.a11y.interface", "high-contrast", "true" if on else "false"],
                       env=self.environ(), check=True, timeout=20)

    def portal_value(self):
        out = subprocess.run(["gdbus", "call", "--session", "--dest", "org.freedesktop.portal.Desktop", "--object-path",
                              "/org/freedesktop/portal/desktop", "--method", "org.freedesktop.portal.Settings.Read",
                              "org.freedesktop.appearance", "color-scheme"], env=self.environ(), capture_output=True,
                             text=True, timeout=30)
        return out.stdout.strip()

    def close(self):
        started = sorted(set(_descendants(self.bus_pid) + _on_bus(self.env["DBUS_SESSION_BUS_ADDRESS"]) + [self.bus_pid])
                         - {os.getpid()})
        for pid in started:
            try:
                os.kill(pid, signal.SIGTERM)
            except ProcessLookupError:
                pass
        self.xvfb.terminate()
        try:
            self.xvfb.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.xvfb.kill()
        deadline = time.monotonic() + 3
        while time.monotonic() < deadline and any(os.path.exists(f"/proc/{p}") for p in started):
            time.sleep(0.05)
        for pid in started:
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        shutil.rmtree(self.dir, ignore_errors=True)
