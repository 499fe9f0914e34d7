"""Loop 3: what verdicts teach the decomposer (confidence, suppression, refinement).

* Ratified shapes raise the confidence of later proposals of the same signature (ranking).
* Rejected shapes suppress later proposals of the same signature once the rejections reach the
  category's threshold and outnumber the ratifications. A rejected *idea* (hypothesis key) is
  never proposed again at all, whatever the threshold.
* A refinement records the gap between proposed and accepted; a signature with a refinement that
  dropped generated forms is "tightened": later proposals carry only the forms actually seen.
"""
from __future__ import annotations

from typing import Optional

import msgspec

from domain.loop.model import SignatureStats, VerdictIndexState
from domain.reader.pack import (AddActivity, AddModifier, AddUnit, AddVerb, AddVerbForm, PackChange)

SUPPRESSION_THRESHOLD = {
    "vocabulary_addition": 2,   # words vary a lot within one shape: one bad word is not the shape's fault
    "matcher_extension": 1,
    "frame_reclassification": 1,
    "injector_sub_shape": 1,
}


def stats(index: VerdictIndexState, signature: str) -> SignatureStats:
    return index.signatures.get(signature) or SignatureStats()


def confidence(index: VerdictIndexState, signature: str) -> int:
    """Per-mille Laplace estimate that an operator ratifies this shape: (r + 1) / (r + j + 2)."""
    s = stats(index, signature)
    ratified = s.ratified + s.refined
    return (ratified + 1) * 1000 // (ratified + s.rejected + 2)


def suppression(index: VerdictIndexState, signature: str, change_kind: str) -> Optional[tuple[int, int, int]]:
    """(rejected, ratified, threshold) when the signature is suppressed, else None."""
    s = stats(index, signature)
    threshold = SUPPRESSION_THRESHOLD.get(change_kind, 1)
    ratified = s.ratified + s.refined
    if s.rejected >= threshold and s.rejected > ratified:
        return s.rejected, ratified, threshold
    return None


def tightened(index: VerdictIndexState, signature: str) -> bool:
    return stats(index, signature).tighten


# --- refinement: narrowing and gap ---------------------------------------------------------------


class NotNarrowing(ValueError):
    """A refinement that is not a strict narrowing of the proposal."""


def _forms(change: PackChange) -> tuple[str, list[str], dict]:
    """(entry id, its surface forms, every other field) of a change that adds one entry."""
    if isinstance(change, AddVerb):
        v = change.verb
        return v.id, list(v.forms), {"category": v.category, "factor": v.factor, "t": "verb"}
    if isinstance(change, AddModifier):
        return change.modifier.id, list(change.modifier.forms), {"t": "modifier"}
    if isinstance(change, AddActivity):
        return change.activity.id, list(change.activity.forms), {"t": "activity"}
    if isinstance(change, AddVerbForm):
        return f"{change.verb_id}#{change.form}", [change.form], {"t": "verb_form"}
    if isinstance(change, AddUnit):
        u = change.unit
        return u.id, [u.singular, u.plural], msgspec.to_builtins(u)
    return "", [], msgspec.to_builtins(change)


def narrowing_gap(proposed: list[PackChange], refined: list[PackChange]) -> list[str]:
    """The gap (``form:<dropped form>`` / ``change:<dropped entry>``) when ``refined`` strictly
    narrows ``proposed``: a non-empty subset of its changes, each keeping its entry id and every
    field but possibly fewer surface forms. Raises NotNarrowing otherwise."""
    if not refined:
        raise NotNarrowing("a refinement needs at least one change (use reject to drop the proposal)")
    by_id = {}
    for change in proposed:
        entry, forms, rest = _forms(change)
        by_id[entry] = (type(change), forms, rest)
    gap: list[str] = []
    seen: set[str] = set()
    for change in refined:
        entry, forms, rest = _forms(change)
        if entry not in by_id or by_id[entry][0] is not type(change):
            raise NotNarrowing(f"refinement adds {entry or type(change).__name__!r}, which the proposal does not")
        if entry in seen:
            raise NotNarrowing(f"refinement repeats {entry!r}")
        seen.add(entry)
        kind, old_forms, old_rest = by_id[entry]
        if rest != old_rest and not isinstance(change, AddUnit):
            raise NotNarrowing(f"refinement changes {entry!r} beyond its forms (only forms may be dropped)")
        if isinstance(change, AddUnit) and rest != old_rest:
            raise NotNarrowing(f"refinement changes unit {entry!r} (a unit can only be kept or dropped)")
        if not forms or not set(forms) <= set(old_forms):
            raise NotNarrowing(f"refinement of {entry!r} must keep a non-empty subset of {sorted(old_forms)}")
        gap.extend(f"form:{f}" for f in sorted(set(old_forms) - set(forms)))
    gap.extend(f"change:{e}" for e in sorted(set(by_id) - seen))
    if not gap:
        raise NotNarrowing("the refinement equals the proposal (use ratify)")
    return gap
