"""``There were 6 roses in the vase. Mary cut some roses from her flower garden. There are now 16 roses in the
vase. How many roses did she cut?`` (v12, ADR 0232): things got in an unknown amount, then counted at a place
that held such things before, were brought there.

The story never says ``she put them in the vase``, yet nothing else can make 6 roses become 16: the one event
between the two counts is Mary getting some roses from somewhere else. Read literally (Mary's roses are hers,
the vase's count changed by itself) the text contradicts itself, which is how it was refused. Any English reader
takes the second count as the result of the event, so the gain is followed by an implied put of what was got
into the place (a ``transfer`` licensed by ``verb.put``); the asked amount is then the difference, 16 − 6 = 10.

Read only in that one shape, and only for the question about that very event:
- the things of that unit (and any kind of it) take part in exactly three operations: the place's count, one
  gain of an unknown amount (``some``) by someone who is not the place, from a named source that is not the place,
  and then the place's count again in the present tense (not ``There were …``), each in its own sentence in that
  order (other kinds the place holds, ``and 3 white orchids``, may be counted beside the first);
- the question asks how many the gainer got by that verb (no time, place or source of its own).

A known amount (``cut 10 roses``) needs no reading; a second event, a gain without a source (``picked some
roses``: from the vase?), a past-tense second count (the start or now?), another question (``How many roses does
Mary have?``: all put in the vase, or some kept?) leave the text as it was (refused).
"""
from __future__ import annotations

from domain.reader.graph import Op, Question

PUT = "verb.put"


def settle_brought_to_place(ops: list[Op], question: Question, lex, entities: dict[str, str]) -> list[Op]:
    """Insert the implied put after the one unknown gain between two counts of a place (module doc)."""
    q = question
    if q.kind != "event" or q.item is None or not q.entity or q.time or q.place or q.source or q.members:
        return ops
    unit = q.item.unit
    related = [(i, op) for i, op in enumerate(ops) if op.item is not None and op.kind != "ask" and (
        op.item.unit == unit or lex.kind_of(op.item.unit, unit) or lex.kind_of(unit, op.item.unit))]
    gains = [(i, op) for i, op in related if op.kind == "gain"]
    if len(gains) != 1:
        return ops
    at, gain = gains[0]
    if gain.actor != q.entity or gain.lemma != q.lemma or not gain.amount.startswith("?") or gain.item != q.item \
            or not gain.source or gain.place or gain.target or gain.agent or gain.time:
        return ops
    holds = [op for _, op in related if op is not gain]
    if len(holds) < 2 or any(op.kind != "hold" or op.time or op.place or op.members for op in holds):
        return ops
    places = {op.actor for op in holds}
    if len(places) != 1:
        return ops
    place = places.pop()
    if place in (gain.actor, gain.source) or entities.get(place) != "n":
        return ops
    later = [op for op in holds if op.sentence > gain.sentence]
    earlier = [op for op in holds if op.sentence < gain.sentence]
    if len(later) != 1 or not earlier or later[0].past or later[0].item != gain.item \
            or not any(op.item == gain.item for op in earlier) or len({op.sentence for op in earlier}) != 1:
        return ops
    if len([op for op in ops if op.sentence == gain.sentence]) != 1:
        return ops  # the gain's sentence tells nothing else
    put = Op(kind="transfer", lemma=PUT, sentence=gain.sentence, actor=gain.actor, item=gain.item,
             amount=gain.amount, target=place)
    return ops[:at + 1] + [put] + ops[at + 1:]
