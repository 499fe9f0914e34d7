"""``A <noun>`` subjects: a new one each time, and a place noun that is also a unit (reader v15, ADR 0302).

    A school bought 150 pencils. It gave 98 pencils to students. How many pencils does the school have left?
    A jar had some marbles. Sue put 15 more marbles in the jar. Now there are 40 marbles in the jar. …

An indefinite singular noun phrase introduces one new thing, which the story then calls ``the <noun>``. Person
nouns (``A baker made 28 muffins``, phrases.read_entity) and place nouns that are no unit (``A restaurant served
9 pizzas``, clauses._indefinite_place_subject) were read so before; a place noun that is also a unit of the pack
(``school``, ``jar``, ``truck``, ``box``) was not, because ``A box has 6 pens`` may say what each box has. v15
reads it (``unit_place_subject``) when it opens a statement and a verb follows, as that one thing (``the
school``), and refuses the text afterwards (``check_generic_counted``, ambiguous_reference) when that unit is
counted anywhere — in an operation or in the question (``Sam has 3 boxes``, ``How many jars …``): there the two
readings (this box, every box) differ.

Refused too (ambiguous_reference): an ``a``/``an`` person phrase whose noun the story already has an entity for —
a second ``A baker …`` after ``A baker …`` or ``The baker …`` is another one, so a later ``the baker`` could be
either (main read ``A baker made 5 muffins. A baker made 3 muffins.`` as one baker, 8); so is a second ``A
school …``. The same phrase re-read by a clause reader (at the token where it was introduced) is the same entity.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from domain.reader.refusals import Reason, ReaderRefusal

if TYPE_CHECKING:  # phrases.py imports this module
    from domain.reader.graph import Op, Question
    from domain.reader.phrases import Context, Cursor


def check_new_indefinite(cur: Cursor, ctx: Context, noun: str, start: int) -> None:
    """Refuse an ``a``/``an`` phrase at ``start`` whose noun the story already has an entity for (``the
    baker``, ``the young baker``) introduced elsewhere: it is a second one, and ``the <noun>`` could be either."""
    at = (cur.sentence.index, start)
    tail = " " + noun
    for entity in ctx.entities:
        if entity.startswith("the ") and entity.endswith(tail) and ctx.indefinite_at.get(entity) != at:
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_binding", sentence_index=cur.sentence.index,
                                token_index=start, token_text=cur.tokens[start].text, frame="entity",
                                detail=f"{cur.words[start]!r} {noun!r} after {entity!r} was told: a second one?")


def note_indefinite(cur: Cursor, ctx: Context, entity: str, start: int) -> None:
    """Remember that the phrase at ``start`` introduced ``entity`` (a clause reader may read it again)."""
    ctx.indefinite_at.setdefault(entity, (cur.sentence.index, start))


def unit_place_subject(cur: Cursor, ctx: Context) -> str | None:
    """``A [new] school bought …`` opening a statement: the place noun that is also a unit as a new neuter
    entity (``the school``; article, adjuncts and noun consumed), or None with nothing consumed."""
    from domain.reader.phrases import noun_run  # phrases imports this module
    start = cur.pos
    if start != 0 or cur.sentence.question or cur.peek_word() not in ("a", "an"):
        return None
    got = noun_run(cur, start + 1, ("place",))
    if got is None or got[1].form != "sg":
        return None
    end = got[2]
    unit = None
    for s in cur.senses(end - 1):
        if s.cls == "unit" and s.form == "sg":
            unit = s
            break
    if unit is None or cur.sense("verb", end) is None:
        return None
    noun = got[1].entry.singular
    check_new_indefinite(cur, ctx, noun, start)
    entity = f"the {noun}"
    cur.pos = end
    note_indefinite(cur, ctx, entity, start)
    ctx.generic_units[entity] = (unit.entry.id, cur.sentence.index)
    return ctx.introduce(entity, "n")


def check_generic_counted(question: Question, ops: list[Op], ctx: Context) -> None:
    """Refuse when the unit of a ``unit_place_subject`` noun is counted in an operation or the question."""
    if not ctx.generic_units:
        return
    for entity, (unit, si) in ctx.generic_units.items():
        counted = any((op.item is not None and op.item.unit == unit) or op.target == unit for op in ops)
        for item in (question.item, question.item2):
            counted = counted or (item is not None and item.unit == unit)
        if counted:
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_binding", sentence_index=si, frame="entity",
                                detail=f"{entity!r} told with 'a' while {unit} is counted: this one or each one?")
