"""Theme files that installed terminals ship, found under XDG_DATA_DIRS (docs/user-guide.md "Themes
from other terminals"): Debian 12's xfce4-terminal and Tilix files, listed with their format and
valid; Konsole's too when konsole-kpart is installed (its folder's other files left alone)."""
import os

import pytest

FOLDERS = {
    "xfce4terminal": ("/usr/share/xfce4/terminal/colorschemes", ".theme", "xfce4-terminal"),
    "tilix": ("/usr/share/tilix/schemes", ".json", "tilix-common"),
    "konsole": ("/usr/share/konsole", ".colorscheme", "konsole-kpart"),
}


def env(config):
    values = {k: v for k, v in os.environ.items() if k not in ("DARKSCREEN_THEMES", "NO_COLOR", "DARKSCREEN_THEME_DIRS")}
    values.update(config.env, XDG_DATA_DIRS="/usr/share")
    return values


@pytest.mark.parametrize("format", sorted(FOLDERS))
def test_a_terminals_themes_join_the_list(config, format):
    folder, suffix, package = FOLDERS[format]
    files = sorted(f for f in os.listdir(folder) if f.endswith(suffix)) if os.path.isdir(folder) else []
    if not files:
        pytest.skip(f"{folder} holds no theme files: apt-get install -y {package}")
    result = config.run("list", "--no-catalog", "--color", "never", env=env(config))
    assert result.returncode == 0, result.stderr
    from_folder = [line for line in result.stdout.splitlines() if line.endswith(f"({format}))")]
    sources = [path for line in from_folder for path in line.split("  (from ")[1].rsplit(" (", 1)[0].split(" + ")]
    # Only the folder's theme files (not Konsole's key tables and layouts); a name another,
    # more important folder also has is that folder's.
    assert sources and all(path.startswith(folder + "/") and path.endswith(suffix) for path in sources)
    assert len(set(sources)) >= len(files) // 2
    checked = config.run("validate", *[os.path.join(folder, f) for f in files], env=env(config))
    assert checked.returncode == 0, checked.stdout + checked.stderr
