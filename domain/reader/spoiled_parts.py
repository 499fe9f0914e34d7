"""A part of things already counted that spoiled by itself (v11, ADR 0198):
``If 10 of the flowers wilted before the wedding, …`` / ``4 of them burst`` / ``3 of the glasses broke``.

``9 of them were cracked`` (damaged.py) names a part of the things just counted by a passive destroy verb. An
English destroy verb of the kind that also takes the damaged thing as its subject (the glass broke, the
balloons burst, the flowers wilted) says the same in the active voice, with no ``be``: the part is a
``classify`` named by the verb (``verb.wilt`` / ``not:verb.wilt``), exactly as the passive is, so every guard
of damaged.py (check_damaged_scope, the solver's refusal of the whole holding after a verb-named part) applies
unchanged. Whether wilted flowers are still had is not said; a question that needs it refuses, unless it
says itself that the spoiled ones are out (``how many bouquets could she still make``: still_parts.py).

Only verbs whose subject can be the damaged thing (``SELF_DAMAGING``): ``10 of the trees cut down`` or ``4 of
them destroyed`` (a reduced relative or a subject left out) are not this form. After the verb only the clause
end, or ``before <a place or occasion>`` and then the clause end (``wilted before the wedding``: when, not
where to; ``after the wedding`` is not read: spoiled after the things were used?).

v14 (ADR 0284): ``burst`` / ``bursts`` at the clause end are a departure now (pack ``fn.popped``,
with ``popped``): a burst balloon is no balloon any more, so ``4 of them burst`` is the holder's
loss (departures.py), read before this module is asked. ``verb.burst`` stays here for ``burst before …``.
"""
from __future__ import annotations

from domain.reader.circumstances import read_place, unparsed
from domain.reader.graph import Item, Op
from domain.reader.phrases import Context, Cursor, fmt

SELF_DAMAGING = frozenset({"verb.break", "verb.burn", "verb.burst", "verb.crack", "verb.rip", "verb.tear",
                           "verb.wilt"})
"""Pack destroy verbs whose subject may be the damaged thing itself (``the balloons burst``); ``destroy``,
``ruin``, ``smash``, ``chop down`` need a doer."""

_CLAUSE_END = (",", "and", "but", "then")


def _ends(cur: Cursor, i: int) -> bool:
    return i >= cur.end or cur.words[i] in _CLAUSE_END


def spoiled_part_ahead(cur: Cursor) -> bool:
    """``wilted`` / ``burst`` [``before …``] at the cursor, right after ``N of them|the X`` (nothing consumed)."""
    verb = cur.sense("verb")
    if verb is None or verb.entry.id not in SELF_DAMAGING:
        return False
    after = cur.pos + verb.length
    return _ends(cur, after) or cur.words[after] == "before"


def parse_spoiled_part(cur: Cursor, ctx: Context, ops: list[Op], inherited, value, item: Item):
    """``[N of the flowers] wilted [before the wedding]``: a classify of the counted things (as damaged.py)."""
    verb = cur.sense("verb")
    cur.pos += verb.length
    if cur.take_word("before"):
        at = cur.pos
        if read_place(cur, ctx) in (None, "") or not _ends(cur, cur.pos):
            cur.pos = at
            raise unparsed(cur, "statement.part", "a spoiled part with more than 'before <a place or occasion>'")
    ops.append(Op(kind="classify", lemma=verb.entry.id, sentence=cur.sentence.index, actor="", item=item,
                  amount=fmt(value), target="not:" + verb.entry.id))
    return inherited
