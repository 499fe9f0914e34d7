"""``How many legs do the dogs have?`` / ``… do Sam's dogs have?``: the holders the story counted (v17, ADR 0366).

    Ann has 3 dogs. Each dog has 4 legs. How many legs do the dogs have?                      3 × 4 = 12
    Jeff has 4 dogs. Each dog has 6 toys. How many toys do Jeff's dogs have?                  4 × 6 = 24
    A spider has 8 legs. Sam has 5 spiders and 2 cats. How many legs do the spiders have?      5 × 8 = 40

``How many legs do 3 dogs have?`` was read (asked.parse_counted_holders: the one rate per dog × 3, the
``per_container`` question). The holders named by ``the <things>``, ``<Name>'s <things>`` or ``his|her <things>``
instead of a count are the ones the story counted: exactly one statement counts them (``Ann has 3 dogs``, ``There
are 3 cats``), a plain holding of a positive whole number, that owner's when one is named. The question is then
that count's ``per_container`` question, and the solver's rate lookup is unchanged (no ``each dog`` rate refuses).

Refused (as before): the asked things in any statement but the rate (``Sam gives 2 bones to the dogs``: the
rate is no longer all they have), the holders counted by two statements (``Sam has 3 dogs. He buys 2 dogs.``: which dogs?) or
none, another owner's, an unknown or fractional count, a modifier (``the big dogs``), words after the verb other than
total words.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.amounts import read_verb
from domain.reader.graph import Op, Question
from domain.reader.phrases import Cursor, fmt, noun_run
from domain.reader.verbless_questions import only_total_words

_GENDER = {"his": "m", "her": "f"}


def parse_told_holders(cur: Cursor, ctx, si: int, item, ops: list[Op]) -> Question | None:
    """After ``How many <things> do|does|did``: ``the <holders> have`` → the per_container question with the
    story's one count of those holders; None (nothing consumed) when the question is not this form or the count is
    not one plain holding."""
    if item is None:
        return None
    start = cur.pos
    owner = _owner(cur, ctx)
    got = noun_run(cur, cur.pos, ("unit",)) if owner is not None else None
    if got is None or got[0] or got[1].form != "pl" or got[1].entry.id == item.unit:
        cur.pos = start
        return None
    holders = got[1].entry.id
    cur.pos = got[2]
    verb = read_verb(cur)
    if verb is None or verb.category not in ("observe", "contain"):
        cur.pos = start
        return None
    if not cur.at_end():
        if not only_total_words(cur):
            cur.pos = start
            return None
        cur.pos = cur.end
    counts = [op for op in ops if op.item is not None and op.item.unit == holders
              and (not owner or op.actor == owner or op.target == owner)]
    if len(counts) != 1 or counts[0].kind != "hold" or counts[0].item.mods:
        cur.pos = start
        return None
    if any(op.item is not None and op.item.unit == item.unit and op.kind != "per" for op in ops):
        cur.pos = start  # "Sam gives 2 bones to the dogs": the rate is no longer all the dogs have
        return None
    try:
        count = Fraction(counts[0].amount)
    except ValueError:
        cur.pos = start
        return None
    if count <= 0 or count.denominator != 1:
        cur.pos = start
        return None
    return Question(kind="per_container", sentence=si, item=item, count=fmt(count), other=holders)


def _owner(cur: Cursor, ctx) -> str | None:
    """``the`` → ""; ``Sam's`` → Sam; ``his|her`` → the one he/she of the story; None when none of these."""
    word = cur.peek_word()
    if word == "the":
        cur.pos += 1
        return ""
    if word in _GENDER:
        people = [e for e, g in ctx.entities.items() if g == _GENDER[word]]
        if len(people) != 1:
            return None
        cur.pos += 1
        return people[0]
    if cur.sense("name") is not None and cur.sense("poss", cur.pos + 1) is not None:
        name = cur.tokens[cur.pos].text
        if name not in ctx.entities:
            return None
        cur.pos += 2
        return name
    return None
