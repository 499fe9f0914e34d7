"""What ``read`` returns: msgspec Structs with no floats, safe to embed in events."""
from __future__ import annotations

import msgspec

from domain.reader.refusals import RefusalEvidence


class Step(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """One operation: the pack lemma that licensed it, its operands and the state it changed."""

    lemma: str
    kind: str
    holder: str
    operands: list[str]
    before: str
    after: str


class Solved(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True, tag="solved"):
    answer: str
    """Canonical exact answer: ``8``, ``12.45`` or ``7/3``."""
    unit: str
    """Plural surface form of the answer's unit, e.g. ``apples``."""
    depth: int
    """Number of operations (steps)."""
    steps: list[Step]
    lemma_ids: list[str]
    """Every pack lemma the reading used (sorted), incl. descriptive rules."""


class Refused(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True, tag="refused"):
    evidence: RefusalEvidence
