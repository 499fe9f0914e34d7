"""The layer rules of DESIGN.md §2, checked on the source: who may import whom, and a pure domain."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PROJECT = {"core", "domain", "eventstore", "projections", "evals"}
ALLOWED = {
    "domain": {"domain"},
    "eventstore": {"domain", "eventstore"},
    "projections": {"domain", "eventstore", "projections"},
    "evals": {"domain", "projections", "evals"},
    "core": PROJECT,
}
# Modules that would let domain/ read a clock, draw randomness, read the environment or do I/O.
IMPURE = {"os", "sys", "time", "random", "datetime", "pathlib", "io", "subprocess", "socket", "uuid",
          "secrets", "tempfile", "shutil", "glob", "sqlite3", "urllib", "http", "threading", "asyncio"}


def imports_of(path: Path) -> list[tuple[str, int]]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(alias.name, node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.append((node.module, node.lineno))
    return found


def sources(package: str) -> list[Path]:
    return sorted((ROOT / package).rglob("*.py"))


@pytest.mark.parametrize("package", sorted(ALLOWED))
def test_each_layer_imports_only_what_it_may(package):
    bad = []
    for path in sources(package):
        for module, line in imports_of(path):
            top = module.split(".")[0]
            if top in PROJECT and top not in ALLOWED[package]:
                bad.append(f"{path.relative_to(ROOT)}:{line} imports {module}")
    assert not bad, "layer rule broken:\n" + "\n".join(bad)


def test_domain_does_no_io_reads_no_clock_env_or_randomness():
    bad = []
    for path in sources("domain"):
        for module, line in imports_of(path):
            if module.split(".")[0] in IMPURE:
                bad.append(f"{path.relative_to(ROOT)}:{line} imports {module}")
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in {"open", "input"}:
                bad.append(f"{path.relative_to(ROOT)}:{node.lineno} calls {node.func.id}()")
    assert not bad, "domain/ must stay pure:\n" + "\n".join(bad)


def test_the_checker_sees_a_violation(tmp_path):
    # Guard against a checker that can never fail: a planted impure module is reported.
    planted = tmp_path / "m.py"
    planted.write_text("import time\nfrom core import cli\n")
    assert [m for m, _ in imports_of(planted)] == ["time", "core"]
