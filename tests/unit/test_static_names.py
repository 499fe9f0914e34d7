"""Names every module binds once and only uses when bound (pyflakes over the project's packages).

A second ``from … import name`` of a name already imported silently replaces the first: a v17 helper's
``cut_answer`` replaced cut_lengths' in solver.py and only a verifier disagreement showed it. pyflakes
reports that (``RedefinedWhileUnused``) and names used but never bound; both fail here.
"""
from __future__ import annotations

from pathlib import Path

import pytest
from pyflakes import api, messages, reporter

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("core", "domain", "eventstore", "projections", "evals")
FAILING = (messages.RedefinedWhileUnused, messages.UndefinedName, messages.UndefinedLocal,
           messages.UndefinedExport, messages.ImportStarUsed)


class _Collect(reporter.Reporter):
    def __init__(self) -> None:
        self.found: list[str] = []

    def flake(self, message) -> None:
        if isinstance(message, FAILING):
            self.found.append(str(message))

    def unexpectedError(self, filename, msg) -> None:
        self.found.append(f"{filename}: {msg}")

    def syntaxError(self, filename, msg, lineno, offset, text) -> None:
        self.found.append(f"{filename}:{lineno}: {msg}")


@pytest.mark.parametrize("package", PACKAGES)
def test_no_name_bound_twice_or_unbound(package):
    collect = _Collect()
    files = sorted((ROOT / package).rglob("*.py"))
    assert files, f"no modules under {package}/"
    for path in files:
        api.check(path.read_text(encoding="utf-8"), str(path.relative_to(ROOT)), collect)
    assert collect.found == []


def test_the_check_sees_a_second_import():
    collect = _Collect()
    api.check("from a import f\nfrom b import f\nf()\n", "probe.py", collect)
    assert len(collect.found) == 1 and "redefinition" in collect.found[0]
