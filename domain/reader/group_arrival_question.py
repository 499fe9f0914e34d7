"""``How many [more] birds flew up to the tree?`` (v10, ADR 0184): a question whose subject is the
counted things themselves, asking how many arrived at a counted group.

After ``29 birds were sitting in a tree. Some more fly up to the tree.`` (groups.py,
some_more_group.py) the arrivals are gains of the group's one holder (the tree) by the arrival verb. The
question names the things, the same verb and the group's own place (or ``them``), so it asks the total of
those gains: an ``event`` question on that holder with that verb.

Read only when the story has arrivals of these things by this very verb, all at one holder that is a
place or the world (never a person: ``Sam's birds`` are his, not a group), and the question names that
holder's place (or ``them``) and nothing else. Anything else (another verb, another place, a place named
anew, from/with, words left over) is not read, or refused.
"""
from __future__ import annotations

from domain.reader.amounts import read_verb
from domain.reader.bare_arrivals import take_bare_arrival
from domain.reader.circumstances import Circumstances, read_circumstances, unparsed
from domain.reader.graph import WORLD, Item, Op, Question
from domain.reader.phrases import Cursor
from domain.reader.refusals import Reason

_ARRIVE = ("positive", "travel")


def parse_group_arrival_question(cur: Cursor, ctx, si: int, item: Item | None, ops: list[Op]) -> Question | None:
    """``<verb> [up] [them | <the group's place>]`` after ``How many [more] [<unit>]``; None (cursor
    untouched) when the story has no counted-group arrival by this verb."""
    verb = cur.sense("verb")
    if verb is None or verb.entry.category not in _ARRIVE or cur.sense("fn:aux"):
        return None
    if item is None:
        item = Item(unit=ctx.elided_unit(cur))
    lemma = verb.entry.id
    gains = [op for op in ops if op.kind == "gain" and op.lemma == lemma and op.item == item]
    holders = {op.actor for op in gains}
    if len(holders) != 1:
        return None
    holder = holders.pop()
    if holder != WORLD and ctx.entities.get(holder) != "n":
        return None  # a person's gains are asked with "did <person> <verb>", not by the things as subject
    if any(op.item is not None and op.item.unit == item.unit and op.kind not in ("hold", "gain")
           for op in ops):
        return None  # things also lost or moved: the arrivals are not all that happened to them
    start = cur.pos
    read_verb(cur)
    cur.take_word("up")
    purpose = cur.sense("verb", cur.pos + 1) if cur.peek_word() == "to" else None
    if purpose is not None and purpose.entry.category in _ARRIVE \
            and cur.pos + 1 + purpose.length < cur.end and cur.words[cur.pos + 1 + purpose.length] == "them":
        # v12 (ADR 0232): "How many pigs came to join them?" — the purpose ties them to the group, as the statement
        # "Some more come to join them" does (groups._arrival)
        cur.pos += 1 + purpose.length
    tied = cur.take_word("them") is not None \
        or take_bare_arrival(cur, ctx, lemma, holder)  # v15: "How many birds came?" (bare_arrivals.py, ADR 0304)
    circ = Circumstances()
    at = cur.pos
    read_circumstances(cur, ctx, circ)
    place = circ.place or circ.to
    if any(cur.words[k] in ("a", "an") for k in range(at, cur.pos)) or circ.source or circ.with_ or circ.bare \
            or (place and place != holder) or not (tied or place) or not cur.at_end():
        cur.pos = start
        raise unparsed(cur, "question", "an arrival question not naming the counted group's one place",
                       Reason.UNPARSED_QUESTION, "frame.question")
    return Question(kind="event", sentence=si, entity=holder, item=item, lemma=lemma)
