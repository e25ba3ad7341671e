"""What darkscreen tells a user to read exists where the user's darkscreen is: no message or help
text names a path of the source repository (`docs/…`), and `darkscreen schedule` without a
schedule names a document that is there (the checkout's docs/ for this build; the installed
copy for a package, Tests/e2e/test_package.py)."""
import glob
import os
import re
from terminal import REPO

REPO_DOC = re.compile(r"\bdocs/[\w-]+\.md")


def test_no_message_or_help_text_names_a_repository_path():
    found = []
    for path in glob.glob(os.path.join(REPO, "Sources", "**", "*.swift"), recursive=True):
        with open(path, encoding="utf-8") as f:
            for number, line in enumerate(f, 1):
                if line.lstrip().startswith("//"):
                    continue  # a comment is for the reader of the code
                # a string literal, or a line of a multi-line string (help and discussion texts)
                if REPO_DOC.search(line):
                    found.append(f"{os.path.relpath(path, REPO)}:{number}: {line.strip()}")
    assert found == [], "user-facing text naming a repository path:\n" + "\n".join(found)


def test_schedule_without_a_schedule_names_a_document_that_exists(config):
    result = config.run("schedule")
    assert result.returncode == 0, result.stderr
    named = re.search(r"\(see (\S+)\)", result.stdout)
    assert named, result.stdout
    assert os.path.isfile(named.group(1)) and named.group(1).endswith("schedule.md"), result.stdout
