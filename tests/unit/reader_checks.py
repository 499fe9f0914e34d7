"""Shared checks for the reader tests' parametrized SOLVED / REFUSED cases.

Every test_reader_v6*.py file read a case, asserted Solved or Refused, then compared the answer (and
unit) or the refusal's reason with its own copy of the same lines. These helpers are those lines, once.
A check left as None is not made (a Solved unit and a refusal reason are never None). This module is
not a test file, so pytest does not rewrite its asserts: each message names the case (`label`) and
shows what was expected next to the whole result or evidence.
"""
from __future__ import annotations

from domain.reader import Refused, Solved


def assert_solved(result, answer: str, unit: str | None = None, label: str = "") -> None:
    """`result` is Solved with `answer`, and with `unit` when one is given."""
    assert isinstance(result, Solved), f"{label}: expected Solved {answer} {unit or ''}, got {result}"
    if unit is None:
        assert result.answer == answer, f"{label}: expected {answer}, got {result.answer} ({result})"
    else:
        assert (result.answer, result.unit) == (answer, unit), (
            f"{label}: expected {answer} {unit}, got {result.answer} {result.unit} ({result})")


def assert_refused(result, reason: str | None = None, label: str = "", *,
                   missing_operator: str | None = None, frame: str | None = None) -> None:
    """`result` is Refused; its evidence has `reason`, `missing_operator` and `frame` (each when given)."""
    assert isinstance(result, Refused), f"{label}: expected Refused {reason or ''}, got {result}"
    evidence = result.evidence
    expected = {"reason": reason, "missing_operator": missing_operator, "frame": frame}
    for field, value in expected.items():
        if value is not None:
            assert getattr(evidence, field) == value, (
                f"{label}: expected {field} {value}, got {getattr(evidence, field)} ({evidence})")


def solved_cases(rows, pack):
    """One parametrized test over rows ``(label, text, answer[, unit])``: each reads to its answer with ``pack``.

    A test file says ``test_solved = solved_cases(SOLVED, PACK)``; pytest collects it by that name, with
    each row's label as its id.
    """
    import pytest

    from domain.reader import read

    @pytest.mark.parametrize("row", rows, ids=[r[0] for r in rows])
    def test(row):
        label, text, answer, *unit = row
        assert_solved(read(text, pack), answer, unit[0] if unit else None, label)
    return test


def refused_cases(rows, pack):
    """One parametrized test over rows ``(label, text[, reason])``: each refuses (with that reason) with ``pack``."""
    import pytest

    from domain.reader import read

    @pytest.mark.parametrize("row", rows, ids=[r[0] for r in rows])
    def test(row):
        label, text, *reason = row
        assert_refused(read(text, pack), reason[0] if reason else None, label)
    return test


def apply_learned(pack, change):
    """``apply_change``, except that an ``AddVerb`` of a verb the base pack already has (v8: the travel verbs
    walk, jog, ride, fly …) replaces that entry, so a test pack that teaches ``walked`` as a gain reads as
    it did before the base pack knew it. (v9, ADR 0140) Likewise any other added entry whose id the base
    pack already has (``unit.collection``, ``opp.work_bad``): the test's entry replaces the base one."""
    import msgspec

    from domain.reader import apply_change
    from domain.reader.pack import AddVerb

    if isinstance(change, AddVerb) and any(v.id == change.verb.id for v in pack.verbs):
        pack = msgspec.structs.replace(pack, verbs=[v for v in pack.verbs if v.id != change.verb.id])
    fields = msgspec.structs.asdict(change)
    entry = next((v for v in fields.values() if hasattr(v, "id")), None)
    if entry is not None and not isinstance(change, AddVerb):
        for field in ("units", "modifiers", "times", "activities", "names", "places", "descriptive_rules",
                      "kinds", "opposites", "functions", "comparatives"):
            entries = getattr(pack, field)
            if any(e.id == entry.id for e in entries):
                pack = msgspec.structs.replace(pack, **{field: [e for e in entries if e.id != entry.id]})
    return apply_change(pack, change)


def with_join_learned(pack):
    """``pack`` with ``join`` as a gain verb (ADRs 0150, 0154). The base pack has the same entry since ADR 0196
    (before, the loop was to learn it); ``apply_learned`` replaces it, so this is now the base pack's reading."""
    from domain.reader.pack import AddVerb, Verb

    return apply_learned(pack, AddVerb(verb=Verb(id="verb.join", forms=["join", "joined", "joins"],
                                                 category="positive")))


def wrong_in_sample(make, seed: int, n: int, pack) -> list:
    """Read ``n`` texts from a generator ``make(rng) -> (text, gold or None)`` (None: must refuse) seeded with
    ``seed``: the (text, gold, answer) of every answer that is not the gold. A refusal is never wrong."""
    import random
    from fractions import Fraction

    from domain.reader import read

    rng = random.Random(seed)
    wrong = []
    for _ in range(n):
        text, gold = make(rng)
        result = read(text, pack)
        if isinstance(result, Refused):
            continue
        if gold is None or Fraction(result.answer) != gold:
            wrong.append((text, gold, result.answer))
    return wrong

