"""B2: validate a proposed teaching item before it enters the pack.

A teaching item is a typed claim ``subject —connective→ object`` under an ``intent`` with a
``polarity`` and evidence. The validator decides, in this order:

1. **refused** — structurally incomplete: an empty slot, an intent or polarity outside the
   closed sets, or no evidence. Nothing about the pack is consulted.
2. **not_equivalent** — the item is well formed but must not be admitted: it is circular
   (subject = object, or it closes a cycle among admitted items of the same connective and
   intent), redundant (the same claim is already admitted), or it uses a term the pack does not
   have (in a slot that may not introduce new terms).
3. Otherwise the caller's ``replay`` is run on the admitted items with and without the candidate.
   If every case that was correct before is still correct with the same answer, and no case
   turns wrong, the item is **replay_equivalent**; otherwise **not_equivalent**
   (``replay_changed_outcome`` / ``replay_introduced_wrong``).

The replay is a function the caller passes in, so the same validator judges teaching chains
(B2) and, later, the word-problem pack-change proposals of the learning loop, whose replay is
"re-run the lane with the candidate pack".
"""
from __future__ import annotations

import unicodedata
from collections.abc import Callable, Mapping, Sequence
from typing import Literal, Optional

import msgspec

INTENTS = frozenset({"cause", "verification", "definition", "example"})
POLARITIES = frozenset({"affirms", "denies"})
SLOTS = ("subject", "connective", "object")


class TeachingItem(msgspec.Struct, frozen=True, kw_only=True):
    """A proposed claim. Fields are plain strings so a malformed proposal can still be judged."""

    item_id: str
    subject: str
    intent: str
    connective: str
    object: str
    polarity: str = "affirms"
    evidence: tuple[str, ...] = ()


class TeachingPack(msgspec.Struct, frozen=True, kw_only=True):
    """The vocabulary an item may use. ``open_slots`` names slots allowed to bring a new term
    (a lexicon proposal introduces its surface word as ``subject``; a teaching chain brings none)."""

    terms: frozenset[str]
    connectives: frozenset[str]
    open_slots: frozenset[str] = frozenset()


class ReplayOutcome(msgspec.Struct, frozen=True, kw_only=True):
    status: Literal["correct", "wrong", "refused"]
    answer: str = ""


Replay = Callable[[tuple[TeachingItem, ...]], Mapping[str, ReplayOutcome]]
"""Run every case with this admitted set; return case id -> outcome."""


class TeachingVerdict(msgspec.Struct, frozen=True, kw_only=True):
    item_id: str
    outcome: Literal["replay_equivalent", "not_equivalent", "refused"]
    reason: str
    """"" when replay_equivalent; else one of the typed reasons in this module's docstring."""
    detail: str = ""


def normalize(term: str) -> str:
    """NFC, trimmed, lower-case, inner whitespace collapsed: the form terms are compared in."""
    return " ".join(unicodedata.normalize("NFC", term).strip().lower().split())


def _key(item: TeachingItem) -> tuple[str, str, str, str]:
    return (normalize(item.subject), normalize(item.intent), normalize(item.connective), normalize(item.object))


def _structural_problem(item: TeachingItem) -> Optional[tuple[str, str]]:
    for slot in SLOTS + ("intent",):
        value = getattr(item, slot)
        if not isinstance(value, str) or not normalize(value):
            return "incomplete_" + slot, f"{slot} is empty"
    if normalize(item.intent) not in INTENTS:
        return "unknown_intent", f"intent {item.intent!r} is not one of {sorted(INTENTS)}"
    if item.polarity not in POLARITIES:
        return "undetermined_polarity", f"polarity {item.polarity!r} is not one of {sorted(POLARITIES)}"
    if not item.evidence or not all(isinstance(e, str) and e.strip() for e in item.evidence):
        return "no_evidence", "an item must cite at least one non-empty evidence pointer"
    return None


def _reaches(edges: Mapping[str, set[str]], start: str, goal: str) -> bool:
    seen, stack = set(), [start]
    while stack:
        node = stack.pop()
        if node == goal:
            return True
        if node in seen:
            continue
        seen.add(node)
        stack.extend(sorted(edges.get(node, ())))
    return False


def _admission_problem(item: TeachingItem, admitted: Sequence[TeachingItem], pack: TeachingPack) -> Optional[tuple[str, str]]:
    subject, intent, connective, obj = _key(item)
    if subject == obj:
        return "circular", f"{subject!r} {connective} itself"
    if connective not in {normalize(c) for c in pack.connectives}:
        return "term_outside_pack", f"connective {connective!r} is not in the pack"
    terms = {normalize(t) for t in pack.terms}
    for slot, value in (("subject", subject), ("object", obj)):
        if slot not in pack.open_slots and value not in terms:
            return "term_outside_pack", f"{slot} {value!r} is not in the pack"
    for other in admitted:
        if _key(other) == _key(item) and other.polarity == item.polarity:
            return "redundant", f"same claim as admitted item {other.item_id}"
    # A cycle within one relation (same connective and intent) is circular reasoning:
    # theorem requires proof, proof requires theorem.
    edges: dict[str, set[str]] = {}
    for other in admitted:
        s, i, c, o = _key(other)
        if (i, c) == (intent, connective) and other.polarity == "affirms":
            edges.setdefault(s, set()).add(o)
    if item.polarity == "affirms" and _reaches(edges, obj, subject):
        return "circular", f"{subject!r} {connective} {obj!r} closes a cycle through admitted items"
    return None


def validate(item: TeachingItem, admitted: Sequence[TeachingItem], pack: TeachingPack, replay: Replay) -> TeachingVerdict:
    """Judge one proposed item against the admitted items, the pack and a replay."""
    problem = _structural_problem(item)
    if problem:
        return TeachingVerdict(item_id=item.item_id, outcome="refused", reason=problem[0], detail=problem[1])
    problem = _admission_problem(item, admitted, pack)
    if problem:
        return TeachingVerdict(item_id=item.item_id, outcome="not_equivalent", reason=problem[0], detail=problem[1])
    before = replay(tuple(admitted))
    after = replay(tuple(admitted) + (item,))
    for case_id in sorted(before):
        old = before[case_id]
        new = after.get(case_id)
        if old.status == "correct" and (new is None or new != old):
            shown = "missing" if new is None else f"{new.status} {new.answer}".strip()
            return TeachingVerdict(item_id=item.item_id, outcome="not_equivalent", reason="replay_changed_outcome",
                                   detail=f"case {case_id}: was correct {old.answer}, now {shown}")
    for case_id in sorted(after):
        new = after[case_id]
        old = before.get(case_id)
        if new.status == "wrong" and (old is None or old.status != "wrong"):
            return TeachingVerdict(item_id=item.item_id, outcome="not_equivalent", reason="replay_introduced_wrong",
                                   detail=f"case {case_id} answers {new.answer} wrongly after admission")
    return TeachingVerdict(item_id=item.item_id, outcome="replay_equivalent", reason="")
