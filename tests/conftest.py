"""Shared fixtures."""
from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"


@pytest.fixture(scope="session")
def shared_dir() -> Path:
    """../shared (seed data, corpora); tests that need it skip cleanly when it is absent."""
    if not SHARED.is_dir():
        pytest.skip(f"../shared not found at {SHARED}; these tests read the seed data and corpora from it")
    return SHARED
