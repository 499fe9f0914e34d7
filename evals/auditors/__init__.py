"""Auditors: pure functions over typed per-case rows (``rows.py``), each returning a msgspec
report with no floats whose canonical bytes are its deterministic artifact.

Modules: ``depth_curve``, ``adversarial``, ``perturbation``, ``pack_provenance``, ``gate``
(composite math-expert gate), ``b1`` / ``b2`` (lane runners over fixture rows), ``suite``
(``core capability all``). Each module has an ``exit_code(report)``; docs/auditors.md.
"""
from __future__ import annotations

from domain.codec import canonical


def artifact(report) -> bytes:
    """The report's deterministic artifact: its canonical bytes (sorted keys, compact)."""
    return canonical(report)
