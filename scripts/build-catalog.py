#!/usr/bin/env python3
"""Regenerates catalog.json, darkscreen's catalog of themes, from a folder holding the collections.

    scripts/build-catalog.py COLLECTIONS [--darkscreen BIN] [--output catalog.json]

COLLECTIONS holds a checkout of each collection, under its own name:

    COLLECTIONS/iTerm2-Color-Schemes   git clone https://github.com/mbadolato/iTerm2-Color-Schemes

Runs offline. The themes are converted by darkscreen's own importer (`darkscreen import
--dry-run` over the collection's Ghostty files, light/dark pairs paired by the import rules), so
the catalog follows the same conversion rules as a user's import. Only data is taken: the colour
values and the names (and authors where a file names one). Each theme's metadata records its
source collection, the upstream files at the checkout's commit, and the collection's licence;
THIRD-PARTY.md holds the collections' licence notices. A name the shipped themes.json already
uses is left out (the shipped themes come first).
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile
import urllib.parse

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Each collection: its folder under COLLECTIONS, the sub-folder of theme files read, where it is
# published, and its licence.
COLLECTIONS = [
    {
        "name": "iTerm2-Color-Schemes",
        "folder": "ghostty",
        "url": "https://github.com/mbadolato/iTerm2-Color-Schemes",
        "license": "MIT",
    },
]

# The words the import rules pair by (SchemePairing).
VARIANT_WORDS = {"light", "dark", "latte", "mocha", "day", "night"}
SEPARATORS = " -_"


def fail(message):
    print(f"build-catalog: {message}", file=sys.stderr)
    sys.exit(1)


def commit_of(checkout):
    """The checkout's commit (git, offline), or the contents of a COMMIT file beside it."""
    try:
        out = subprocess.run(["git", "-C", checkout, "rev-parse", "HEAD"], capture_output=True, text=True, timeout=30)
        if out.returncode == 0 and len(out.stdout.strip()) == 40:
            return out.stdout.strip()
    except (OSError, subprocess.TimeoutExpired):
        pass
    marker = os.path.join(checkout, "COMMIT")
    if os.path.isfile(marker):
        return open(marker, encoding="utf-8").read().strip()
    fail(f"cannot tell the commit of {checkout} (not a git checkout, no COMMIT file)")


def imported(darkscreen, files):
    """The themes `darkscreen import --dry-run` makes of the files (a private config folder)."""
    with tempfile.TemporaryDirectory() as config:
        env = dict(os.environ, XDG_CONFIG_HOME=config, XDG_CACHE_HOME=config, XDG_STATE_HOME=config)
        out = subprocess.run([darkscreen, "import", "--dry-run", *files], capture_output=True, text=True,
                             env=env, timeout=600)
    if out.returncode != 0:
        fail(f"darkscreen import failed:\n{out.stderr}")
    first, _, document = out.stdout.partition("\n")
    if not first.startswith("would add "):
        fail(f"unexpected output from darkscreen import: {first!r}")
    return json.loads(document)["themes"]


def sources_of(name, stems):
    """The files a theme came from: its own, or the two members of a light/dark pair."""
    if name in stems:
        return [name]
    members = [stem for stem in stems
               if len(stem) > len(name) + 1 and stem.startswith(name) and stem[len(name)] in SEPARATORS
               and stem[len(name) + 1:].strip().lower() in VARIANT_WORDS]
    if len(members) != 2:
        fail(f"cannot tell which files made {name!r} (found {members})")
    return sorted(members)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("collections", help="the folder holding the collections' checkouts")
    parser.add_argument("--darkscreen", default=None, help="the darkscreen binary (default: the release build, else the debug one)")
    parser.add_argument("--output", default=os.path.join(ROOT, "catalog.json"))
    args = parser.parse_args()

    darkscreen = args.darkscreen
    if darkscreen is None:
        candidates = [os.path.join(ROOT, ".build", kind, "darkscreen") for kind in ("release", "debug")]
        darkscreen = next((path for path in candidates if os.access(path, os.X_OK)), None)
        if darkscreen is None:
            fail("no darkscreen binary: run 'make build' (or 'swift build --product darkscreen') first, or give --darkscreen")

    with open(os.path.join(ROOT, "themes.json"), encoding="utf-8") as shipped_file:
        shipped = {theme["name"].lower() for theme in json.load(shipped_file)["themes"]}

    catalog = []
    seen = set(shipped)
    for collection in COLLECTIONS:
        checkout = os.path.join(args.collections, collection["name"])
        folder = os.path.join(checkout, collection["folder"])
        if not os.path.isdir(folder):
            fail(f"missing {folder}: clone {collection['url']} into {checkout}")
        commit = commit_of(checkout)
        stems = sorted(name for name in os.listdir(folder)
                       if not name.startswith(".") and os.path.isfile(os.path.join(folder, name)))
        themes = imported(darkscreen, [os.path.join(folder, stem) for stem in stems])
        for theme in themes:
            if theme["name"].lower() in seen:
                continue
            seen.add(theme["name"].lower())
            files = [f"{collection['folder']}/{stem}" for stem in sources_of(theme["name"], set(stems))]
            given = theme.get("metadata", {})
            metadata = {}
            if "author" in given:
                metadata["author"] = given["author"]
            metadata["license"] = f"{collection['license']} ({collection['name']}; see THIRD-PARTY.md)"
            metadata["upstream"] = " ".join(f"{collection['url']}/blob/{commit}/{urllib.parse.quote(path)}" for path in files)
            metadata["description"] = f"from {collection['name']}: {', '.join(files)}"
            theme["metadata"] = metadata
            catalog.append(theme)

    # One theme a line: small, and a regenerated catalog diffs by theme.
    lines = ",\n".join(json.dumps(theme, ensure_ascii=False, separators=(", ", ": ")) for theme in catalog)
    text = '{"themes": [\n' + lines + "\n]}\n"
    temporary = args.output + ".tmp"
    with open(temporary, "w", encoding="utf-8") as out:
        out.write(text)
    os.replace(temporary, args.output)
    print(f"wrote {len(catalog)} themes to {args.output}")


if __name__ == "__main__":
    main()
