"""A private config folder per test: darkscreen's settings and user themes never touch ~/.config,
its state (the layout) never ~/.local/state."""
import json
import os
import subprocess
import time

from terminal import DARKSCREEN


def parallel_writers(env, most, fewest=20):
    """How many `darkscreen set` to start at once: as many as this machine runs one after another
    within 1 s (a writer waits 2 s for the settings lock), at least `fewest`, at most `most`. On a
    busy machine (other tests, a compile) one `set` takes several times its ~7 ms, and `most`
    writers would queue past the lock's bound: a refusal the design promises, not a fault."""
    took = []
    for name in ("Light", "Dark", "Dark"):
        started = time.monotonic()
        subprocess.run([DARKSCREEN, "set", name], env=env, capture_output=True, timeout=20, check=True)
        took.append(time.monotonic() - started)
    return max(fewest, min(most, int(1.0 / sorted(took)[1])))


class Config:
    def __init__(self, root):
        self.home = str(root)
        self.folder = os.path.join(self.home, "darkscreen")
        self.settings = os.path.join(self.folder, "settings.json")
        self.user_themes = os.path.join(self.folder, "themes.json")
        self.state_home = self.home + "-state"
        self.state = os.path.join(self.state_home, "darkscreen", "state.json")

    @property
    def env(self) -> dict:
        return {"XDG_CONFIG_HOME": self.home, "XDG_STATE_HOME": self.state_home}

    def run(self, *args, env=None, **kwargs) -> subprocess.CompletedProcess:
        if env is None:
            env = {k: v for k, v in os.environ.items() if k not in ("DARKSCREEN_THEMES", "NO_COLOR")}
            env.update(self.env)
        return subprocess.run([DARKSCREEN, *args], capture_output=True, text=True, timeout=20, env=env, **kwargs)

    def write(self, path, text):
        os.makedirs(self.folder, exist_ok=True)
        tmp = path + ".test-tmp"
        with open(tmp, "w") as f:
            f.write(text)
        os.replace(tmp, path)

    def write_settings(self, value):
        self.write(self.settings, value if isinstance(value, str) else json.dumps(value))

    def write_state(self, value):
        os.makedirs(os.path.dirname(self.state), exist_ok=True)
        with open(self.state + ".test-tmp", "w") as f:
            f.write(json.dumps(value))
        os.replace(self.state + ".test-tmp", self.state)

    def read_state(self):
        with open(self.state) as f:
            return json.load(f)

    def read_settings(self):
        with open(self.settings) as f:
            return json.load(f)


def user_theme(name="Mine", background="#123456", primary="#FFFFFF"):
    return json.dumps({"themes": [{"name": name, "statusLine": "lightContent",
                                   "colors": {"background": background, "primary": primary, "secondary": "#FF9500"}}]},
                      indent=2)
