"""Fixtures shared by the end-to-end tests."""
from __future__ import annotations

import sys
from pathlib import Path
from typing import NamedTuple

import pytest

from core.cli import main


class Done(NamedTuple):
    """What one CLI invocation did."""

    returncode: int
    stdout: str
    stderr: str


@pytest.fixture
def run(capsys, monkeypatch, tmp_path):
    """Runs the console entry point in-process (fast) against a given store; returns ``Done``."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("NO_COLOR", "1")

    def _run(*args: str, store: Path) -> Done:
        monkeypatch.setenv("CORE_STORE", str(store))
        monkeypatch.setattr(sys, "argv", ["core", *args])
        capsys.readouterr()
        try:
            main()
            code = 0
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
        out, err = capsys.readouterr()
        return Done(code, out, err)

    return _run
