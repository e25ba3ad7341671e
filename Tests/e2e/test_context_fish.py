"""Context tints from fish's hooks: the file `darkscreen integrate shell` writes into fish's
`conf.d` runs `darkscreen context --apply` on `fish_prompt` and `--apply --after-start` (in the
background, disowned) on `fish_preexec`, only in an interactive fish inside tmux or a terminal. A real fish
(Debian's) in a private tmux pane: `cd` into a folder a path rule names tints the pane and `cd /`
gives it back exactly what it had; a command rule tints while the command runs; `exit` is not
held up by the hook's job. darkscreen runs
from a folder whose name holds quotes, a backslash and a command substitution: fish takes it as
data."""
import json
import os
import shlex
import shutil
import subprocess

from terminal import DARKSCREEN, need, wait_until

HOSTILE = "bin it's \\ \"q\" $(touch pwned) `touch pwned` ;"


def write_settings(contexts):
    folder = os.path.join(os.environ["XDG_CONFIG_HOME"], "darkscreen")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "settings.json"), "w") as f:
        json.dump({"theme": "Dark", "appearance": "dark", "contexts": contexts}, f)


def hooked_fish(tmp_path):
    """darkscreen copied into a hostile folder, `integrate shell` run from there with fish as the
    shell; fish's own files (config, history) in the test's folders. Returns the pane's
    environment and fish's command line."""
    need("fish")
    program = tmp_path / HOSTILE / "darkscreen"
    program.parent.mkdir()
    shutil.copy2(DARKSCREEN, program)
    home = tmp_path / "home"
    home.mkdir()
    fish_config = tmp_path / "xdg-config" / "fish"
    fish_config.mkdir(parents=True)
    (fish_config / "config.fish").write_text("set -g fish_greeting\nfunction fish_prompt; echo -n 'ready> '; end\n")
    env = {"HOME": str(home), "XDG_DATA_HOME": str(tmp_path / "xdg-data"), "SHELL": "/usr/bin/fish"}
    connected = subprocess.run([str(program), "integrate", "shell", "--yes"], capture_output=True, text=True, timeout=60,
                               env=dict(os.environ, **env))
    assert connected.returncode == 0, connected.stderr
    assert "--on-event fish_preexec" in (fish_config / "conf.d" / "darkscreen.fish").read_text()
    return env, f"cd {shlex.quote(str(tmp_path))} && fish"


def pane_option(t, pane, name):
    return t.tmux("show-options", "-p", "-q", "-v", "-t", pane, name).strip()


def colours(t, pane):
    return {name: pane_option(t, pane, name) for name in ("window-style", "window-active-style", "pane-colours")}


def test_fish_hooks_tint_on_cd_and_while_a_command_runs_and_give_the_pane_back(tmux, tmp_path):
    work = tmp_path / "work" / "payments"
    (work / "api").mkdir(parents=True)
    write_settings([{"when": {"path": str(work) + "/**"}, "tint": "blue", "label": "payments"},
                    {"when": {"command": "sleep"}, "tint": 140, "label": "sleeping"}])
    env, fish = hooked_fish(tmp_path)
    t = tmux(100, 25)
    t.start(fish, env=env)
    t.wait_text("ready>")
    pane = t.tmux("display-message", "-p", "-t", t.session, "#{pane_id}").strip()
    t.tmux("set-option", "-p", "-t", pane, "window-style", "bg=#101820,fg=#c0c0c0")
    before = colours(t, pane)
    # cd into the ruled folder: the prompt's hook tints the pane.
    t.literal(f"cd {shlex.quote(str(work / 'api'))}")
    t.keys("Enter")
    wait_until(lambda: pane_option(t, pane, "@darkscreen-label") == "payments", timeout=5, what="the pane tinted on cd")
    tinted = pane_option(t, pane, "window-style")
    assert tinted.startswith("bg=#") and tinted != before["window-style"]
    assert pane_option(t, pane, "window-active-style") == tinted
    # cd out: the pane has exactly what it had.
    t.literal("cd /")
    t.keys("Enter")
    wait_until(lambda: pane_option(t, pane, "@darkscreen-context") == "", timeout=5, what="the tint taken away on cd /")
    assert colours(t, pane) == before
    assert pane_option(t, pane, "@darkscreen-label") == ""
    # A command rule: fish_preexec's darkscreen (in the background) tints while `sleep` runs ...
    t.literal('sleep 3; echo sle""pt')
    t.keys("Enter")
    wait_until(lambda: pane_option(t, pane, "@darkscreen-label") == "sleeping", timeout=2.5,
               what="the pane tinted while sleep runs")
    assert pane_option(t, pane, "window-style").startswith("bg=#")
    # ... and the prompt after it gives the pane back.
    t.wait_text("slept", timeout=10)
    wait_until(lambda: pane_option(t, pane, "@darkscreen-context") == "", timeout=5, what="the tint taken away after sleep")
    assert colours(t, pane) == before
    # `exit` starts the hook too (its darkscreen waits for a foreground that never comes): disowned,
    # it is no job of fish's, and fish exits at once instead of "There are still jobs active".
    t.literal("exit")
    t.keys("Enter")
    assert t.exit_status(timeout=5) == 0
    assert "still jobs active" not in t.text()
    # The hostile folder name was data: nothing it spells ran.
    for folder in (tmp_path, work / "api", "/"):
        assert not os.path.exists(os.path.join(folder, "pwned"))


def test_fish_hooks_only_in_an_interactive_fish_inside_tmux_or_a_terminal(tmp_path):
    env, _ = hooked_fish(tmp_path)
    base = dict(os.environ, **env)
    base.pop("TMUX", None)
    check = "functions -q _darkscreen_context _darkscreen_context_start; and echo hooked; or echo none"

    def hooked(interactive, tmux):
        run_env = dict(base, TMUX="/tmp/not-a-socket,1,0") if tmux else base
        out = subprocess.run(["fish", *(["-i"] if interactive else []), "-c", check], env=run_env, capture_output=True,
                             text=True, timeout=30, stdin=subprocess.DEVNULL).stdout.split()
        return out[-1] if out else ""

    assert hooked(interactive=True, tmux=True) == "hooked"
    assert hooked(interactive=False, tmux=True) == "none"
    # outside tmux with its output a pipe (no terminal window to tint): none
    assert hooked(interactive=True, tmux=False) == "none"
