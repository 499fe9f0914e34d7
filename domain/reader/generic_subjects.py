"""``A <noun>`` opening a story: one new holder, later ``the <noun>`` or ``it`` (reader v15, ADR 0302).

    A school bought 150 pencils. It gave 98 pencils to students. How many pencils does the school have left?
    A jar had some marbles. Sue put 15 more marbles in the jar. Now there are 40 marbles in the jar. …

An indefinite singular noun phrase that begins a statement introduces one new thing, which the story then
calls ``the <noun>``: so ``A school`` is read as ``The school`` is. Person nouns were read so before (``A baker
made 28 muffins``); v15 adds a place noun of the pack (``school``, ``jar``, ``truck``) when it is the first word
group of a statement (the subject), never elsewhere (``gave 5 to a school`` is a recipient the other readers
know or refuse).

Refused (ambiguous_reference): an indefinite phrase naming a noun the story already has an entity for — a
second ``A dog …`` / ``A baker …`` after ``A baker …`` or ``The baker …`` is another one, so a later ``the
baker`` could be either (main read ``A baker made 5 muffins. A baker made 3 muffins.`` as one baker, 8). The
same phrase re-read by a clause reader (at the token where it was introduced) is the same entity.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from domain.reader.refusals import Reason, ReaderRefusal

if TYPE_CHECKING:  # phrases.py imports this module
    from domain.reader.phrases import Context, Cursor


def indefinite_heads(cur: Cursor, start: int) -> tuple[str, ...]:
    """The noun classes an ``a``/``an`` phrase at ``start`` may head as an entity: a person anywhere, and a
    place too when it opens a statement (the subject)."""
    if start == 0 and not cur.sentence.question:
        return ("person", "place")
    return ("person",)


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
