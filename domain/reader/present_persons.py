"""Someone told going to (or being at) a place whose people are counted (red team 23, ADR 0197).

    There were 9 people at the park. Tom went to the park. How many people are at the park?

``Tom went to the park`` is a scene sentence (a pack descriptive rule, ``desc.went_to``): it moves no
counted thing, so the reader answered 9. But Tom is a person at the park now: he may be one of the 9
(the sentence tells where he was) or one more (10). The text does not say. So a question counting people
(a pack person unit, or a kind of one) held at a place refuses when a descriptive sentence of the story
(no number in it) names that place's noun: someone went, came or was there, and whether they are among the
counted is not told. Numbered arrivals (``3 more people came to the park``) are not descriptive and are read
as before; a place that is not named in the scene sentence, and things that are not people, are unaffected.
"""
from __future__ import annotations

from domain.reader.graph import Op
from domain.reader.lexicon import Lexicon
from domain.reader.refusals import Reason, ReaderRefusal


PEOPLE = "unit.people"
"""The pack's general unit of persons (kids, children, adults are kinds of it)."""


def _people(lex: Lexicon, unit: str) -> bool:
    """Whether ``unit`` counts persons, remembered per pack (speed, ADR 0267: was a scan of the person units on
    every question; keyed by the pack's unit ids, bounded all the same)."""
    known = lex.memo("people_units", _no_units)
    got = known.get(unit)
    if got is None:
        got = _people_scan(lex, unit)
        if len(known) < 4096:
            known[unit] = got
    return got


def _no_units(lex: Lexicon) -> dict[str, bool]:
    return {}


def _people_scan(lex: Lexicon, unit: str) -> bool:
    if unit == PEOPLE or PEOPLE in lex.generals.get(unit, frozenset()):
        return True
    return unit in lex.person_units or any(lex.kind_of(unit, p) or lex.kind_of(p, unit) for p in lex.person_units)


def check_person_at_counted_place(ops: list[Op], question, lex: Lexicon,
                                  story: list[tuple[int, list[str]]]) -> None:
    """Refuse a people count at a place that a scene sentence sends someone to (module doc)."""
    if question.kind != "holding" or question.item is None or not question.entity:
        return
    if not _people(lex, question.item.unit):
        return
    place = question.entity
    if not any(op.actor == place and op.lemma == "fn.there" for op in ops):
        return
    noun = place.split()[-1]
    scenes = {op.sentence for op in ops if op.kind == "describe" and op.lemma.startswith("desc.")}
    for index, words in story:
        if index in scenes and noun in words:
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_binding", sentence_index=index,
                                frame="statement.scene",
                                detail="someone went to or was at the place whose people are counted: one of them?")
