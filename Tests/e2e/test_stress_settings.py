"""Stress: 100 `darkscreen set` in parallel while two darkscreens run — settings.json is always
valid, and both instances end on the last committed theme."""
import json
import os
import subprocess
import threading
import time

from terminal import DARKSCREEN
from settings_env import parallel_writers
from test_live_sync import shows, start

NAMES = ["Dark", "Light", "80s", "90s", "Automatic"]
# Under ASan a `set` takes ~130 ms instead of ~7 ms: 100 of them on two cores queue past the 2 s lock wait.
MOST_WRITERS = 20 if os.environ.get("DARKSCREEN_SANITIZER") else 100


def test_hundred_parallel_sets_with_two_running_instances(tmux, config):
    config.write_settings({"theme": "Dark", "mine": {"kept": True}})
    one, two = start(tmux, config), start(tmux, config)
    env = {k: v for k, v in os.environ.items() if k not in ("DARKSCREEN_THEMES", "NO_COLOR")}
    env.update(config.env)
    problems, stop = [], threading.Event()

    def watch():  # a reader never sees a half-written file
        while not stop.is_set():
            try:
                with open(config.settings) as f:
                    data = json.load(f)
                if data.get("theme") not in NAMES + ["Outrun"] or data.get("mine") != {"kept": True}:
                    problems.append(data)
            except (OSError, json.JSONDecodeError) as error:
                problems.append(repr(error))
            time.sleep(0.002)

    count = parallel_writers(env, MOST_WRITERS)
    watcher = threading.Thread(target=watch)
    watcher.start()
    procs = [subprocess.Popen([DARKSCREEN, "set", NAMES[i % len(NAMES)]], env=env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE) for i in range(count)]
    codes = [p.wait(timeout=60) for p in procs]
    assert codes == [0] * count, [p.stderr.read() for p in procs if p.returncode]
    last = subprocess.run([DARKSCREEN, "set", "Outrun"], env=env, capture_output=True, timeout=20)
    assert last.returncode == 0
    stop.set()
    watcher.join()
    assert not problems, f"settings.json seen invalid or with a key lost: {problems[:3]}"
    assert config.read_settings()["theme"] == "Outrun"
    for t in (one, two):
        t.wait_for(shows("Outrun"), timeout=3, what="both end on the last committed theme")
        t.keys("q")
        assert t.exit_status() == 0
