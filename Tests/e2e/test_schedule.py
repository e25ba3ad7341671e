"""The light/dark schedule end to end, on a fake clock: DARKSCREEN_FAKE_CLOCK (for tests only)
names a file holding a UTC time that the clock shows at the file's modification time; rewriting
the file sets the clock, as the wall clock jumping after a sleep. Every wait is bounded."""
import os
import shlex
import time

from terminal import DARKSCREEN, REPO, darkscreen
from test_appearance import expect_appearance

# A switch reaches the screen well within this after its second (the bench measures the
# 100 ms target; this bound leaves room for builds loading the 2 cores).
SWITCH_SECONDS = 1.5
FIXED = {"light": "07:00", "dark": "19:30"}


def set_clock(path, utc):
    """The fake clock shows `utc` now (written whole: a reader never sees half a time)."""
    tmp = str(path) + ".tmp"
    with open(tmp, "w") as f:
        f.write(utc + "\n")
    os.replace(tmp, path)
    return os.stat(path).st_mtime


def environment(config, clock, **extra):
    return {**config.env, "DARKSCREEN_FAKE_CLOCK": str(clock), "TZ": "UTC", **extra}


def start(tmux, config, clock, width=80, height=24):
    t = tmux(width, height)
    t.start(darkscreen("--theme", "Automatic"), env=environment(config, clock))
    t.wait_text("Themes")
    return t


def showing(appearance, source):
    return lambda s: f"{appearance} · {source}" in s.text[0]


def wait(predicate, timeout, what):
    deadline = time.monotonic() + timeout
    while not predicate():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.02)


def test_three_instances_switch_at_the_boundary(tmux, config, tmp_path):
    clock = tmp_path / "clock"
    config.write_settings({"schedule": FIXED})
    written = set_clock(clock, "2026-06-21T19:29:55Z")
    boundary = int(written) + 5  # the fake clock counts whole seconds from the file's
    panes = [start(tmux, config, clock) for _ in range(3)]
    for t in panes:
        t.wait_for(showing("light", "schedule"), what="light by day, from the schedule")
    assert time.time() < boundary - 0.3, "the machine was too slow to start three darkscreens before the switch"
    for t in panes:
        screen = t.wait_for(showing("dark", "schedule"), timeout=boundary - time.time() + SWITCH_SECONDS,
                            what="dark at 19:30 in every instance")
        assert time.time() >= boundary - 0.05, "not before the switch"
        expect_appearance(screen, 80, 24, "dark")
    assert time.time() < boundary + SWITCH_SECONDS
    assert "appearance" not in config.read_settings(), "a scheduled switch writes nothing"
    for t in panes:
        t.keys("q")
        assert t.exit_status() == 0


def test_a_switch_passed_while_stopped_is_caught_up_at_fg(tmux, config, tmp_path):
    clock = tmp_path / "clock"
    config.write_settings({"schedule": FIXED})
    written = set_clock(clock, "2026-06-21T19:29:56Z")
    # An interactive shell with job control, as a user has: Ctrl-Z stops darkscreen, `fg` continues it.
    t = tmux(80, 24)
    env = " ".join(f"{k}={shlex.quote(v)}" for k, v in environment(config, clock).items())
    t.tmux("new-session", "-d", "-s", t.session, "-x", "80", "-y", "24",
           f"cd {shlex.quote(REPO)}; env -i PATH=\"$PATH\" HOME=\"$HOME\" TERM=tmux-256color LANG=C.UTF-8 PS1='$ ' {env} "
           f"DARKSCREEN_THEME_DIRS= bash --norc --noprofile -i")
    t.started = True
    t.literal(f"{shlex.quote(DARKSCREEN)} --theme Automatic")
    t.keys("Enter")
    t.wait_for(showing("light", "schedule"), what="light before the switch")
    t.keys("C-z")
    t.wait_for(lambda s: "Stopped" in str(s), what="stopped by Ctrl-Z")
    wait(lambda: time.time() > int(written) + 5.5, 8, "the switch to pass while stopped")
    t.literal("fg")
    t.keys("Enter")
    t.wait_for(showing("dark", "schedule"), timeout=SWITCH_SECONDS + 1, what="dark at once after fg")
    t.keys("q")
    t.wait_for(lambda s: "$" in str(s) and "Themes" not in s.text[0], what="back at the shell")


def test_the_clock_jumping_forward_is_caught_up_at_once(tmux, config, tmp_path):
    clock = tmp_path / "clock"
    config.write_settings({"schedule": FIXED})
    set_clock(clock, "2026-06-21T12:00:00Z")
    t = start(tmux, config, clock)
    t.wait_for(showing("light", "schedule"), what="light at noon")
    set_clock(clock, "2026-06-21T23:10:00Z")  # the machine slept through the evening
    t.wait_for(showing("dark", "schedule"), timeout=SWITCH_SECONDS, what="dark at once after the jump")
    set_clock(clock, "2026-06-22T08:00:00Z")  # and through the night
    t.wait_for(showing("light", "schedule"), timeout=SWITCH_SECONDS, what="light at once after the next jump")
    t.keys("q")
    assert t.exit_status() == 0


def test_a_lasts_until_the_next_switch(tmux, config, tmp_path):
    clock = tmp_path / "clock"
    config.write_settings({"schedule": FIXED})
    written = set_clock(clock, "2026-06-21T06:59:56Z")
    t = start(tmux, config, clock)
    t.wait_for(showing("dark", "schedule"), what="dark before 07:00")
    t.keys("a")
    screen = t.wait_for(showing("light", "your choice"), what="a: light now")
    expect_appearance(screen, 80, 24, "light")
    assert time.time() < int(written) + 4, "the key came before the switch"
    # At 07:00 the schedule takes over again (light, now the schedule's).
    t.wait_for(showing("light", "schedule"), timeout=int(written) + 4 - time.time() + SWITCH_SECONDS,
               what="the schedule again at the next switch")
    assert "appearance" not in config.read_settings(), "the key's choice on a scheduled day is not saved"
    t.keys("q")
    assert t.exit_status() == 0


def test_explain_and_the_schedule_command(config, tmp_path):
    clock = tmp_path / "clock"
    config.write_settings({"schedule": FIXED})
    set_clock(clock, "2026-06-21T20:00:00Z")
    env = dict(os.environ, **environment(config, clock))
    explain = config.run("appearance", "--explain", env=env)
    assert explain.returncode == 0, explain.stderr
    line = next(row for row in explain.stdout.splitlines() if "schedule (settings.json)" in row)
    assert "dark: since 19:30, light at 07:00 tomorrow" in line
    assert explain.stdout.index("user's choice") < explain.stdout.index("schedule (settings.json)") \
        < explain.stdout.index("terminal's light/dark report")
    shown = config.run("schedule", env=env)
    assert shown.returncode == 0, shown.stderr
    assert shown.stdout.splitlines() == [
        "today (2026-06-21): light at 07:00, dark at 19:30",
        "tomorrow (2026-06-22): light at 07:00, dark at 19:30",
        "now: dark since 19:30, light at 07:00 tomorrow",
        "the schedule decides: dark",
    ]
    env["DARKSCREEN_APPEARANCE"] = "light"
    overridden = config.run("schedule", env=env)
    assert overridden.stdout.splitlines()[-1] == "environment variable decides first: light (the schedule is below it)"


def test_the_sun_in_the_time_zone_offline(config, tmp_path):
    if not any(os.path.exists(p) for p in ("/usr/share/zoneinfo/zone1970.tab", "/usr/share/zoneinfo/zone.tab")):
        import pytest
        pytest.skip("no tz database tables on this machine: apt-get install -y tzdata")
    clock = tmp_path / "clock"
    config.write_settings({"schedule": {"sun": "auto"}})
    set_clock(clock, "2026-06-21T22:30:00Z")  # 00:30 in Oslo: night
    env = dict(os.environ, **environment(config, clock))
    env["TZ"] = "Europe/Oslo"
    shown = config.run("schedule", env=env)
    assert shown.returncode == 0, shown.stderr
    today = shown.stdout.splitlines()[0]
    # Oslo, 2026-06-22: sunrise 03:54, sunset 22:44 (CEST; NOAA), within two minutes.
    assert today.startswith("today (2026-06-22): light at 03:5") and "dark at 22:4" in today, shown.stdout
    assert "the schedule decides: dark" in shown.stdout


def test_a_bad_schedule_is_one_line_and_nothing_else_is_lost(tmux, config, tmp_path):
    clock = tmp_path / "clock"
    config.write_settings({"theme": "Automatic", "schedule": {"light": "7:75", "dark": "19:30"}})
    set_clock(clock, "2026-06-21T20:00:00Z")
    env = dict(os.environ, **environment(config, clock))
    shown = config.run("schedule", env=env)
    assert shown.returncode == 1
    assert shown.stderr.strip().splitlines() == [
        'darkscreen: settings.json: schedule.light: "7:75" is not a time (use "HH:MM", 00:00 to 23:59); the schedule is off']
    t = tmux(160, 24)
    t.start(darkscreen(), env=environment(config, clock))
    screen = t.wait_for(lambda s: "schedule.light" in s.text[0], what="the problem in the status line")
    assert "Automatic" in screen.text[0], "the committed theme is still shown"
    bad = environment(config, clock, TZ="Mars/Olympus")
    config.write_settings({"theme": "Automatic", "schedule": {"sun": "auto"}})
    t.keys("q")
    assert t.exit_status() == 0
    other = tmux(200, 24)
    other.start(darkscreen(), env=bad)
    other.wait_for(lambda s: "Mars/Olympus" in s.text[0], what="the unknown zone named")
    other.keys("q")
    assert other.exit_status() == 0


def test_a_scheduled_switch_tells_the_hooks_once_whatever_the_number_of_instances(tmux, config, tmp_path):
    clock, out = tmp_path / "clock", tmp_path / "hooks.log"
    config.write_settings({"theme": "Automatic", "schedule": FIXED})
    written = set_clock(clock, "2026-06-21T19:29:55Z")
    boundary = int(written) + 5
    panes = []
    for _ in range(3):
        t = tmux(80, 24)
        t.start(darkscreen("--hook", f'echo "$DARKSCREEN_APPEARANCE" >> {out}'), env=environment(config, clock))
        t.wait_text("Themes")
        panes.append(t)
    for t in panes:
        t.wait_for(showing("light", "schedule"), what="light before the switch")
    assert time.time() < boundary - 0.3, "the machine was too slow to start three darkscreens before the switch"
    for t in panes:
        t.wait_for(showing("dark", "schedule"), timeout=boundary - time.time() + SWITCH_SECONDS, what="dark in every instance")
    wait(lambda: out.exists() and out.read_text().splitlines() == ["dark"], 8, "the hook run once with dark")
    # Every instance has switched and had its frame's effects carried out: a second run would be there by now.
    for t in panes:
        t.keys("q")
        assert t.exit_status() == 0
    assert out.read_text().splitlines() == ["dark"], "one switch, one run of the hooks"
