"""`make test` on a fresh Debian 12 machine: every program the end-to-end tests start is installed
by `scripts/ensure-packages.sh test`, comes with every Debian system (a package marked Essential),
or the test skips without it, saying why. The programs are read from the tests' own code: the
first word of a subprocess argv literal (`subprocess.run(["tmux", ...])`), `shutil.which("PROGRAM")`
and `need("PROGRAM")`, with loop variables and parametrized arguments resolved to their literals.
docs/BUILDING.md's package lists are the script's. Reads files and asks dpkg; starts no darkscreen."""
import ast
import glob
import os
import re
import shutil
import subprocess

import pytest

from terminal import REPO

E2E = os.path.join(REPO, "Tests", "e2e")
SCRIPT = os.path.join(REPO, "scripts", "ensure-packages.sh")
SUBPROCESS_CALLS = {"run", "Popen", "check_output", "check_call", "call"}
# Not a Debian package: what the README asks for before `make test`.
PREREQUISITES = {"swift": "the Swift toolchain that builds darkscreen (README, docs/BUILDING.md)"}


def call_name(func):
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return (call_name(func.value) or "") + "." + func.attr
    return None


def literals(node):
    """The strings of a literal list or tuple (of strings, or of tuples: their first items)."""
    if not isinstance(node, (ast.List, ast.Tuple)):
        return None
    values = []
    for item in node.elts:
        if isinstance(item, ast.Constant) and isinstance(item.value, str):
            values.append(item.value)
        elif isinstance(item, (ast.List, ast.Tuple)) and item.elts and isinstance(item.elts[0], ast.Constant):
            values.append(item.elts[0].value)
        else:
            return None
    return values


class ProgramUses(ast.NodeVisitor):
    """Every program a test file starts or looks for: (program, line, skipped when absent)."""

    def __init__(self):
        self.stack = []
        self.uses = []

    def generic_visit(self, node):
        self.stack.append(node)
        super().generic_visit(node)
        self.stack.pop()

    def visit_Call(self, node):
        name = call_name(node.func) or ""
        first = node.args[0] if node.args else None
        if first is not None:
            if name in ("shutil.which", "which", "need"):
                for program in self.values(first):
                    self.uses.append((program, node.lineno, name != "need" and self.skips_without(node)))
            elif (name.startswith("subprocess.") and name.split(".")[1] in SUBPROCESS_CALLS) or name.startswith("os.exec"):
                if isinstance(first, (ast.List, ast.Tuple)) and first.elts:
                    for program in self.values(first.elts[0]):
                        self.uses.append((program, node.lineno, False))
        self.generic_visit(node)

    def values(self, node):
        """A literal string, or a name bound by an enclosing `for` over literals or by
        `pytest.mark.parametrize`: its possible values."""
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return [node.value]
        if not isinstance(node, ast.Name):
            return []
        for outer in reversed(self.stack):
            if isinstance(outer, ast.For):
                found = literals(outer.iter)
                if found is None:
                    continue
                if isinstance(outer.target, ast.Name) and outer.target.id == node.id:
                    return found
                if isinstance(outer.target, ast.Tuple) and outer.target.elts and getattr(outer.target.elts[0], "id", None) == node.id:
                    return found
            if isinstance(outer, ast.FunctionDef):
                for decorator in outer.decorator_list:
                    if (isinstance(decorator, ast.Call) and (call_name(decorator.func) or "").endswith("parametrize")
                            and len(decorator.args) >= 2 and getattr(decorator.args[0], "value", None) == node.id):
                        return literals(decorator.args[1]) or []
        return []

    def skips_without(self, call):
        """True when this look-up decides a skip: the test of an `if` whose body calls
        pytest.skip, or a `skipif` mark's condition."""
        for outer in reversed(self.stack):
            if isinstance(outer, ast.If) and any(n is call for n in ast.walk(outer.test)):
                return any(isinstance(n, ast.Call) and call_name(n.func) in ("pytest.skip", "skip") for b in outer.body for n in ast.walk(b))
            if isinstance(outer, ast.Call) and (call_name(outer.func) or "").endswith("skipif"):
                return True
        return False


def program_uses(source):
    visitor = ProgramUses()
    visitor.visit(ast.parse(source))
    return visitor.uses


def script_checks(kind):
    """`ensure-packages.sh list KIND`: what it checks → the packages that provide it."""
    out = subprocess.run([SCRIPT, "list", kind], capture_output=True, text=True, timeout=20, check=True).stdout
    return {line.split()[0]: line.split()[1:] for line in out.splitlines() if line.strip()}


def essential_programs(programs):
    """Those of `programs` this machine has from an Essential package (asked of dpkg once for all:
    each `dpkg-query -S` reads every package's file list)."""
    if shutil.which("dpkg-query") is None:
        return set()
    candidates = {}
    for program in programs:
        path = shutil.which(program)
        if path is None:
            continue
        for p in {path, os.path.realpath(path)}:
            candidates[p] = program
            if p.startswith("/usr/bin/") or p.startswith("/usr/sbin/"):  # dpkg records /bin and /sbin on a merged-/usr system
                candidates[p[len("/usr"):]] = program
    if not candidates:
        return set()
    owners = subprocess.run(["dpkg-query", "-S", *sorted(candidates)], capture_output=True, text=True, timeout=60).stdout
    packages_of = {}
    for line in owners.splitlines():
        if ": " not in line or line.startswith("diversion "):
            continue
        names, path = line.rsplit(": ", 1)
        if path in candidates:
            packages_of.setdefault(candidates[path], set()).update(n.strip().split(":")[0] for n in names.split(","))
    everything = sorted(set().union(*packages_of.values())) if packages_of else []
    if not everything:
        return set()
    listed = subprocess.run(["dpkg-query", "-W", "-f=${Package} ${Essential}\n", *everything], capture_output=True, text=True, timeout=60).stdout
    essential = {line.split()[0] for line in listed.splitlines() if line.split()[1:] == ["yes"]}
    return {program for program, packages in packages_of.items() if packages & essential}


def unaccounted(uses_by_file, installed):
    """Programs started unguarded that are neither installed by the script, a prerequisite, nor
    from an Essential package: "program (file:line, ...)"."""
    guarded = {(f, p) for f, uses in uses_by_file.items() for p, _, skipped in uses if skipped}
    missing = {}
    for f, uses in uses_by_file.items():
        for program, line, _ in uses:
            if (f, program) in guarded or program in installed or program in PREREQUISITES:
                continue
            missing.setdefault(program, []).append(f"{f}:{line}")
    essential = essential_programs(missing)
    return [f"{p} ({', '.join(where)})" for p, where in sorted(missing.items()) if p not in essential]


def e2e_uses():
    uses = {}
    for path in sorted(glob.glob(os.path.join(E2E, "*.py"))):
        with open(path) as f:
            uses[os.path.basename(path)] = program_uses(f.read())
    return uses


def test_every_program_the_tests_start_is_installed_by_the_script_or_skipped_without_it():
    if shutil.which("dpkg-query") is None:
        pytest.skip("not a Debian system: dpkg-query tells which programs every Debian system has")
    uses = e2e_uses()
    started = {p for file_uses in uses.values() for p, _, _ in file_uses}
    # the reader finds what it must: the terminals, tmux, ImageMagick's import, and loop/parametrized names
    assert {"tmux", "import", "Xvfb", "nvim", "gdb", "prlimit", "alacritty", "kitty"} <= started, sorted(started)
    # `make test` runs both `ensure-packages.sh build` and `ensure-packages.sh test`
    checked = {**script_checks("build"), **script_checks("test")}
    # a program on PATH, or one the script checks by its absolute path (/usr/libexec/dconf-service)
    installed = {what for what in checked if ":" not in what}
    missing = unaccounted(uses, installed)
    assert missing == [], ("started by the end-to-end tests, but not installed by `scripts/ensure-packages.sh test` "
                           "(add a `check PROGRAM PACKAGE` line) nor skipped when absent: " + "; ".join(missing))


def test_the_reader_reports_a_program_nobody_installs_and_accepts_one_a_test_skips_without():
    source = '''
import shutil, subprocess, pytest
def test_one():
    subprocess.run(["frobnicate-darkscreen", "-v"], check=True)
def test_two():
    if shutil.which("glorp-darkscreen") is None:
        pytest.skip("glorp-darkscreen is not installed")
    subprocess.run(["glorp-darkscreen"])
@pytest.mark.parametrize("tool", ["zzz-darkscreen"])
def test_three(tool):
    need(tool)
'''
    uses = program_uses(source)
    assert ("glorp-darkscreen", 6, True) in uses and ("frobnicate-darkscreen", 4, False) in uses
    assert ("zzz-darkscreen", 11, False) in uses
    missing = unaccounted({"test_x.py": uses}, installed={"tmux"})
    assert [m.split()[0] for m in missing] == ["frobnicate-darkscreen", "zzz-darkscreen"]
    assert unaccounted({"test_x.py": uses}, installed={"frobnicate-darkscreen", "zzz-darkscreen"}) == []


def documented_packages(heading):
    """The backticked package names of docs/BUILDING.md's bullet that starts with `heading`."""
    with open(os.path.join(REPO, "docs", "BUILDING.md")) as f:
        text = f.read()
    match = re.search(r"^- " + re.escape(heading) + r"(.*?)(?=^- |^$)", text, re.S | re.M)
    assert match, f"docs/BUILDING.md has no bullet starting '- {heading}'"
    return set(re.findall(r"`([a-z0-9][a-z0-9.+-]+)`", match.group(1)))


@pytest.mark.parametrize("kind", ["build", "test"])
def test_building_md_lists_exactly_the_packages_the_script_installs(kind):
    packages = {p for pkgs in script_checks(kind).values() for p in pkgs}
    assert documented_packages(f"to {kind} (`scripts/ensure-packages.sh {kind}`):") == packages


def test_every_package_the_script_names_exists_in_debian():
    if shutil.which("apt-cache") is None:
        pytest.skip("no apt-cache: not a Debian system")
    packages = sorted({p for kind in ("build", "test") for pkgs in script_checks(kind).values() for p in pkgs})
    installed = subprocess.run(["dpkg-query", "-W", "-f=${Package}\n", *packages], capture_output=True, text=True, timeout=60).stdout.split()
    unknown = [package for package in packages if package not in installed
               and subprocess.run(["apt-cache", "show", package], capture_output=True, timeout=60).returncode != 0]
    assert unknown == [], f"not a Debian 12 package: {unknown}"
