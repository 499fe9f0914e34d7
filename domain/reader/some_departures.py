"""``Some ducks flew away.`` / ``Some popped.`` (v20, ADR 0454): an untold number of counted things went away by
themselves, settled by a later holding.

    There are 17 ducks in a pond. Some ducks flew away. Now there are 8 ducks. How many ducks flew away?   9
    Jake had 14 balloons. Some popped. Now he has 9 balloons. How many balloons popped?                  5

``5 ducks flew away`` is read by departures.py (ADR 0098, v13/v14 departure words: ``flew away``, ``popped``,
``left``, ``went home`` …) as a loss of the one holder of those things. ``some`` in that place had no subject the
grammar knows. It is the same departure with the amount unknown, as ``He gave some balloons to Ann`` is a
transfer of an unknown amount: one unknown of the linear solver, which a later told holding (``Now there are 8
ducks``) settles; with nothing to settle it the answer depends on it and the solver refuses
(``unknown_quantity``), as it does for every unknown amount.

Read only as the clause ``Some [<things>] <departure word> [early|later]`` opening the sentence and closed by its
end, ``and``, ``,`` or ``but``, the things a bare plural count noun (no modifiers: ``Some red balloons popped``,
which of them were red?) or unnamed (``Some popped``: the one unit in play, else ``ambiguous_reference`` as any
elided quantity). ``Some of them …``, ``Some more …``, ``Some are red …`` and every other ``some`` are other forms,
left as they were. Things no earlier sentence counted are not read (no holder to lose them). The loss is bound as departures.py binds it: to the one holder of those things (several
holders refuse in the solver), and ``went home`` only of people.
"""
from __future__ import annotations

from domain.reader.departures import DEPARTURES, WHEN_ADVERBS
from domain.reader.expected_guests import is_people
from domain.reader.graph import Item, Op, Question
from domain.reader.phrases import Context, Cursor
from domain.reader.refusals import Reason, ReaderRefusal

_ENDS = (",", "and", "but")


def take_some_departure(cur: Cursor, ctx: Context, ops: list[Op]) -> bool:
    """The module doc's clause at the cursor: its loss op (True, consumed); False, nothing consumed, otherwise."""
    start = cur.pos
    some = cur.sense("fn:some")
    if some is None or some.length != 1 or cur.words[cur.pos] != "some":
        return False
    i = cur.pos + 1
    unit = cur.sense("unit", i)
    if unit is not None:
        if unit.length != 1 or cur.words[i] != unit.entry.plural or unit.entry.family != "count" \
                or not unit.entry.discrete:
            return False
        i += 1
    depart = cur.sense("fn:depart", i)
    if depart is None or depart.entry.id not in DEPARTURES:
        return False
    j = i + depart.length
    if j < cur.end and cur.words[j] in WHEN_ADVERBS:
        j += 1
    if j < cur.end and cur.words[j] not in _ENDS:
        return False
    cur.pos = i
    if unit is not None:
        ctx.note_unit(unit.entry.id)
        item = Item(unit=unit.entry.id)
    else:
        item = Item(unit=ctx.elided_unit(cur))
    if (depart.entry.id == "fn.went_home" and not is_people(cur.lex, item.unit)) \
            or not any(op.item is not None and op.item.unit == item.unit for op in ops):
        cur.pos = start  # only people go home; things never counted before have no holder to lose them
        return False
    cur.pos = j
    ops.append(Op(kind="lose", lemma=depart.entry.id, sentence=cur.sentence.index, actor="", item=item,
                  amount=ctx.new_unknown()))
    return True


_AMBIGUOUS_ASKED = frozenset({"left", "leave", "leaves"})
"""``How many ducks left?`` asks as often how many remain: never read as the departure asked."""


def parse_departed_question(cur: Cursor, ctx: Context, words_by_index: dict[int, list[str]]) -> Question | None:
    """``How many <things> <departure word>?`` (the whole question, the things a bare plural count noun): every
    loss told by that departure entry (a ``passive`` question: whoever lost them), else None with nothing
    consumed. ``left``/``leave`` are not read (how many remain?); two such losses of the things refuse, as one
    pack entry holds several words (``flew away``/``ran away``) and the op keeps the entry, not the word; for the
    same reason the one loss's sentence (``words_by_index``) must hold the asked words themselves (``Some ducks
    flew away. … How many ducks ran away?`` is not read)."""
    start = cur.pos
    if cur.pos != 0 or cur.words[:2] != ["how", "many"] or cur.end < 4:
        return None
    unit = cur.sense("unit", 2)
    if unit is None or unit.length != 1 or cur.words[2] != unit.entry.plural or unit.entry.family != "count":
        return None
    depart = cur.sense("fn:depart", 3)
    if depart is None or depart.entry.id not in DEPARTURES or 3 + depart.length != cur.end \
            or cur.words[3] in _AMBIGUOUS_ASKED:
        return None
    item = Item(unit=unit.entry.id)
    told = [op for op in ctx.story if op.kind == "lose" and op.lemma == depart.entry.id and op.item is not None
            and op.item.unit == item.unit]
    if not told:
        cur.pos = start
        return None
    asked = cur.words[3:3 + depart.length]
    said = words_by_index.get(told[0].sentence, [])
    if not any(said[k:k + len(asked)] == asked for k in range(len(said))):
        cur.pos = start
        return None
    if len(told) > 1:
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "event_binding", sentence_index=cur.sentence.index,
                            frame="question.departed",
                            detail=f"two losses of {item.unit} by {depart.entry.id}: which were told by the asked word?")
    cur.pos = cur.end
    ctx.note_unit(item.unit)
    return Question(kind="passive", sentence=cur.sentence.index, item=item, lemma=depart.entry.id)
