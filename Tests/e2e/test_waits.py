"""The end-to-end tests wait for darkscreen, not for the clock (docs/CONTRIBUTING.md "Writing a
test"): every `time.sleep` in Tests/e2e is the poll interval of a wait (inside a `while` loop that
checks a condition), or says on its line which timed thing it is — a check that nothing happens
within a window, a measurement over one, or the scenario's own timing. Reads files only."""
import ast
import glob
import os

from terminal import REPO

E2E = os.path.join(REPO, "Tests", "e2e")
SAYS = ("nothing must happen", "poll interval", "the scenario", "a measurement")


def unexplained_sleeps(source):
    """(line, text) of each `time.sleep(...)` neither inside a `while` loop of its function nor
    commented with one of SAYS."""
    tree = ast.parse(source)
    lines = source.splitlines()
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    found = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "sleep"
                and getattr(node.func.value, "id", None) == "time"):
            continue
        outer, polls = parents.get(node), False
        while outer is not None and not isinstance(outer, (ast.FunctionDef, ast.Lambda)):
            if isinstance(outer, ast.While):
                polls = True
                break
            outer = parents.get(outer)
        text = lines[node.lineno - 1]
        if not polls and not any(word in text for word in SAYS):
            found.append((node.lineno, text.strip()))
    return found


def test_every_sleep_in_the_e2e_tests_polls_or_says_what_it_times():
    found = []
    for path in sorted(glob.glob(os.path.join(E2E, "*.py"))):
        with open(path) as f:
            found += [f"{os.path.basename(path)}:{line}: {text}" for line, text in unexplained_sleeps(f.read())]
    assert found == [], "a fixed sleep: wait for the event instead (Tmux.wait_for, settled, wait_until):\n" + "\n".join(found)


def test_the_reader_finds_a_bare_sleep_and_accepts_a_poll_and_a_window():
    source = '''
import time
def test_one():
    time.sleep(0.3)
def test_two(done):
    while not done():
        time.sleep(0.05)
def test_three():
    time.sleep(0.3)  # nothing must happen within 300 ms: the key's frame would be out by then
'''
    assert unexplained_sleeps(source) == [(4, "time.sleep(0.3)")]
