"""The schedule across daylight-saving changes, on the fake clock (DARKSCREEN_FAKE_CLOCK): in the
hour clocks go back a switch is at its time's first occurrence, in the hour they skip it is at the
change; the running UI, `darkscreen schedule` and `appearance --explain` name the same switch, and
it happens once."""
import time

import pytest

from terminal import DARKSCREEN, darkscreen
from test_schedule import SWITCH_SECONDS, set_clock, showing, wait

CASES = [
    # zone, the switch's time, a moment 3 s before the switch (UTC), how the switch is named, the other occurrence
    ("Europe/Oslo", "02:30", "2026-10-25T00:29:57Z", "02:30", "2026-10-25T01:29:57Z"),    # clocks go back: the first 02:30
    ("Europe/Oslo", "02:30", "2026-03-29T00:59:57Z", "03:00", None),                     # 02:30 skipped: at the change
    ("America/New_York", "01:30", "2026-11-01T05:29:57Z", "01:30", "2026-11-01T06:29:57Z"),
    ("America/New_York", "02:15", "2026-03-08T06:59:57Z", "03:00", None),
]


def environment(config, clock, zone):
    return {**config.env, "DARKSCREEN_FAKE_CLOCK": str(clock), "TZ": zone}


def said(config, env, *args):
    done = config.run(*args, env={**env, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"})
    assert done.returncode == 0, done.stderr
    return done.stdout


@pytest.mark.parametrize("zone,light,before,named,again", CASES, ids=["oslo-back", "oslo-forward", "new-york-back", "new-york-forward"])
def test_a_switch_in_a_changing_hour_is_named_alike_and_happens_once(tmux, config, tmp_path, zone, light, before, named, again):
    clock = tmp_path / "clock"
    config.write_settings({"schedule": {"light": light, "dark": "20:00"}})
    written = int(set_clock(clock, before))  # the fake clock counts whole seconds from the file's
    env = environment(config, clock, zone)
    assert f"now: dark since 20:00 yesterday, light at {named}" in said(config, env, "schedule")
    t = tmux(80, 24)
    t.start(darkscreen("--theme", "Automatic"), env=env)
    t.wait_for(showing("dark", "schedule"), what="dark before the switch")
    assert time.time() < written + 2.7, "too slow to start before the switch"
    t.wait_for(showing("light", "schedule"), timeout=written + 3 - time.time() + SWITCH_SECONDS, what=f"light at {named}")
    assert time.time() >= written + 2.95, "not before the switch"
    schedule = said(config, env, "schedule")
    explain = said(config, env, "appearance", "--explain")
    assert f"now: light since {named}, dark at 20:00" in schedule, schedule
    assert f"light: since {named}, dark at 20:00" in explain, explain
    if again:
        # The same wall-clock time again, an hour later: no second switch, the same one named everywhere.
        second = int(set_clock(clock, again)) + 3
        later = said(config, env, "schedule")
        assert f"now: light since {named}, dark at 20:00" in later, later
        # past the second occurrence: still light, and still that one switch named
        wait(lambda: time.time() > second + 0.5, 8, "the clock to pass the second occurrence")
        assert showing("light", "schedule")(t.capture()), "light throughout the repeated hour"
        assert f"now: light since {named}, dark at 20:00" in said(config, env, "schedule")
        assert f"light: since {named}, dark at 20:00" in said(config, env, "appearance", "--explain")
    t.keys("q")
    assert t.exit_status() == 0


@pytest.mark.parametrize("alias", ["US/Eastern", "Europe/Kiev", "Asia/Calcutta"])
def test_sun_auto_takes_an_alias_zone_like_its_zone(config, tmp_path, alias):
    canonical = {"US/Eastern": "America/New_York", "Europe/Kiev": "Europe/Kyiv", "Asia/Calcutta": "Asia/Kolkata"}[alias]
    clock = tmp_path / "clock"
    config.write_settings({"schedule": {"sun": "auto"}})
    set_clock(clock, "2026-06-21T12:00:00Z")
    by_alias = said(config, environment(config, clock, alias), "schedule")
    by_zone = said(config, environment(config, clock, canonical), "schedule")
    assert by_alias == by_zone and "light at" in by_alias, by_alias
