"""The desktop's light/dark setting through the real XDG desktop portal (xdg-desktop-portal 1.16
with its GTK backend reading GSettings through dconf) on a private session bus, changed with
`gsettings set` the way a desktop changes it. See desktop_session.py."""
import json
import subprocess
import time

import pytest

from desktop_session import DesktopSession, missing_packages
from terminal import DARKSCREEN, darkscreen

# A real portal, its GTK backend and dconf on a private bus take seconds each: `make check-release`.
pytestmark = pytest.mark.release

@pytest.fixture
def desktop():
    if missing_packages():
        pytest.skip(f"the desktop-portal tests need {', '.join(missing_packages())}: apt-get install -y {' '.join(missing_packages())}")
    session = DesktopSession()
    try:
        session.set_scheme("prefer-dark")
        assert session.portal_value() == "(<<uint32 1>>,)", "the real portal serves the setting"
        yield session
    finally:
        session.close()


def explain(env):
    out = subprocess.run([DARKSCREEN, "appearance", "--json"], capture_output=True, text=True, env=env,
                         stdin=subprocess.DEVNULL, timeout=20)
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout)
    return report, next(s for s in report["sources"] if s["source"] == "desktop")


def test_the_desktop_setting_decides_below_the_terminal_and_above_colorfgbg(desktop):
    env = desktop.environ(COLORFGBG="15;0")  # COLORFGBG says dark
    desktop.set_scheme("prefer-light")
    report, source = explain(env)
    assert (report["appearance"], report["source"]) == ("light", "desktop")
    assert source["status"] == "answered" and source["detail"] == "color-scheme 2 (prefer light)"
    desktop.set_scheme("prefer-dark")
    report, source = explain(desktop.environ(COLORFGBG="0;15"))
    assert (report["appearance"], report["source"]) == ("dark", "desktop")
    desktop.set_scheme("default")  # 0: no preference, which is no answer, not dark
    report, source = explain(desktop.environ(COLORFGBG="0;15"))
    assert source["status"] == "noAnswer" and "no preference" in source["detail"]
    assert (report["appearance"], report["source"]) == ("light", "colorFGBG")


def test_no_bus_or_no_portal_is_an_absent_source_and_costs_nothing(desktop, tmp_path):
    env = {k: v for k, v in desktop.environ(COLORFGBG="0;15").items() if k not in ("DBUS_SESSION_BUS_ADDRESS", "XDG_RUNTIME_DIR")}
    report, source = explain(env)
    assert source["status"] == "notAsked" and "no session bus" in source["detail"]
    assert report["source"] == "colorFGBG"
    # a bus without any portal (no service files: nothing can be activated)
    config = tmp_path / "bus.conf"
    config.write_text("<busconfig><type>session</type><listen>unix:tmpdir=/tmp</listen>"
                      "<policy context='default'><allow send_destination='*' eavesdrop='true'/><allow eavesdrop='true'/>"
                      "<allow own='*'/></policy></busconfig>")
    bus = subprocess.run(["dbus-daemon", f"--config-file={config}", "--fork", "--print-address=1", "--print-pid=1"],
                         capture_output=True, text=True, timeout=10, check=True)
    address, pid = bus.stdout.split()[:2]
    try:
        start = time.monotonic()
        report, source = explain({**env, "DBUS_SESSION_BUS_ADDRESS": address})
        assert time.monotonic() - start < 10
        assert source["status"] == "noAnswer" and source["detail"] == "no desktop portal on the session bus"
        # The bus says at once that no portal exists; waiting for the 2 s read timeout would fail
        # (the bound leaves room for a loaded 2-core machine).
        assert source["milliseconds"] < 1000, "absent at once, not after a timeout"
    finally:
        subprocess.run(["kill", pid])


def test_every_running_darkscreen_follows_a_desktop_change_within_a_second(desktop, tmux):
    """Three darkscreens in tmux (Debian's 3.3a answers no colour query, so the desktop decides):
    `gsettings set` → each one repaints in the other appearance within 1 s."""
    env = {k: desktop.env[k] for k in ("DBUS_SESSION_BUS_ADDRESS", "XDG_RUNTIME_DIR", "HOME")}
    panes = []
    for _ in range(3):
        t = tmux(90, 20)
        t.start(darkscreen("--theme", "Automatic"), env=env)
        panes.append(t)
    for t in panes:
        t.wait_for(lambda s: "dark · desktop setting" in s.text[0], timeout=10, what="dark from the desktop")
    for scheme, expected in (("prefer-light", "light · desktop setting"), ("prefer-dark", "dark · desktop setting")):
        desktop.set_scheme(scheme)
        changed_at = time.monotonic()
        waiting = list(panes)
        while waiting and time.monotonic() - changed_at < 10:
            waiting = [t for t in waiting if expected not in t.capture().text[0]]
        took = time.monotonic() - changed_at
        assert not waiting, f"{len(waiting)} darkscreen(s) did not follow {scheme}"
        # Within a second as a user sees it; three panes captured in turn on a loaded 2-core
        # machine need more room (a darkscreen that never hears of the change fails above).
        assert took < 3.0, f"followed after {took:.2f}s"
    for t in panes:
        t.keys("q")
        assert t.exit_status() == 0


def test_high_contrast_from_the_desktop_is_followed_and_explained(desktop, tmux, tmp_path):
    """`gsettings set org.gnome.desktop.a11y.interface high-contrast true`: `appearance --explain`
    says the themes are shown through their contrast-safe variants, and a running picker marks its
    status line and shows the variant (a grey-on-grey theme's text made legible)."""
    env = desktop.environ(COLORFGBG="15;0")
    desktop.set_high_contrast(False)
    report, _ = explain(env)
    assert report["highContrast"] is False
    desktop.set_high_contrast(True)
    report, _ = explain(env)
    assert report["highContrast"] is True
    out = subprocess.run([DARKSCREEN, "appearance", "--explain"], capture_output=True, text=True, env=env,
                         stdin=subprocess.DEVNULL, timeout=20)
    assert out.returncode == 0, out.stderr
    said = " ".join(out.stdout.split())
    assert "high contrast: asked for by the desktop" in said and "contrast-safe variants" in said, out.stdout

    murky = tmp_path / "murky.json"
    murky.write_text(json.dumps({"themes": [{"name": "Murky", "statusLine": "lightContent",
                                             "colors": {"background": "#303030", "primary": "#707070", "secondary": "#505050"}}]}))
    t = tmux(80, 24)
    t.start(darkscreen("--themes", str(murky), "--theme", "Murky", "--appearance", "dark"),
            env={k: desktop.env[k] for k in ("DBUS_SESSION_BUS_ADDRESS", "XDG_RUNTIME_DIR", "HOME")})
    screen = t.wait_for(lambda s: "HC ·" in s.text[0], timeout=10, what="the high-contrast mark")
    column = screen.text[1].index("Themes")  # the list's title, in the secondary colour (#505050, made legible)
    title = screen.cell(column, 1)
    desktop.set_high_contrast(False)
    plain = t.wait_for(lambda s: "HC ·" not in s.text[0], timeout=10, what="the mark gone")
    assert plain.cell(column, 1).fg != title.fg, "the variant's text colour, then the theme's own"
    t.keys("q")
    assert t.exit_status() == 0


@pytest.mark.parametrize("animations", ["true", "false"])
def test_the_desktop_setting_fades_unless_the_desktop_asks_for_no_animation(desktop, tmp_path, animations):
    """`gsettings set` of the colour scheme fades the terminal's colours (`--apply terminal`, read
    byte for byte on a pty); with GNOME's `enable-animations` false (read through the portal) the
    same change is one switch."""
    import re
    from fake_terminal import FakeTerminal
    from test_apply_terminal import environment
    subprocess.run(["gsettings", "set", "org.gnome.desktop.interface", "enable-animations", animations],
                   env=desktop.environ(), check=True, timeout=20)
    env = environment(tmp_path, **{k: desktop.env[k] for k in ("DBUS_SESSION_BUS_ADDRESS", "XDG_RUNTIME_DIR")})
    t = FakeTerminal(["--apply", "terminal", "--theme", "Automatic"], env)
    try:
        t.wait_for(b"\x1b]11;#000000\x07")
        t.wait_for(b"desktop setting")
        mark = len(t.bytes())
        desktop.set_scheme("prefer-light")
        t.wait_for(b"\x1b]11;#F2F2F7\x07", after=mark)
        t.settled()  # the fade, if any, is over
        backgrounds = re.findall(rb"\x1b\]11;#([0-9A-F]{6})\x07", t.bytes()[mark:])
        assert backgrounds[-1] == b"F2F2F7"
        if animations == "false":
            assert backgrounds == [b"F2F2F7"], backgrounds
        else:
            assert 2 <= len(backgrounds) <= 15, backgrounds
        t.send(b"q")
        t.wait_exit()
    finally:
        t.close()
