"""A part of the things got from a source never counted (v10, ADR 0183).

    He bought 2 games from a friend and bought 2 more at a garage sale. If 2 of the games didn't work,
    how many good games did he end up with?                                   → (2 + 2) − 2 = 2

``bought 2 games from a friend`` makes the friend lose 2 games from a start the story never tells, so
the friend used to count as a second holder of games: ``2 of the games`` became a part of a pool whose
whole is unknown, and the problem refused. But the friend's games are never counted: ``the games`` can
only be the games the story counts, the ones that were got. A source is left out of the holders a part
(a ``classify``) is taken over when all of these hold:

- it is named only as the source of gains (``from a friend``): never as a holder, giver, receiver,
  place or agent anywhere in the story, and not in the question (``How many good games does the friend
  have?`` keeps it, and then refuses as before);
- its noun is no unit of the story (``A classmate had 15 books`` is a rate per classmate, and then
  ``from a classmate`` is one of those classmates: refused as before);
- every gain from it is of the part's own unit (a source of games and of cards is a holder in its own
  right: refused as before);
- the part names no place or source of its own (``2 of the games at the sale``).

Its amount is then never known (it is never said to hold any), so keeping it could only refuse; leaving it
out reads ``the games`` as the counted ones. What is left is read by the ordinary part (one holder:
complements.py) or the pooled part (several holders: pooled_parts.py), with all their refusals. The
verifier uses the same rule to choose the holders (verifier.py); it re-derives the amounts its own way.
"""
from __future__ import annotations

from domain.reader.graph import Graph, Op


def uncounted_sources(graph: Graph, part: Op) -> frozenset[str]:
    """The holders a part ``N of the X`` leaves out: sources of gains of X only, named nowhere else."""
    if part.item is None or part.place or part.source:
        return frozenset()
    unit = part.item.unit
    sources = {op.source for op in graph.ops if op.kind == "gain" and op.source}
    if not sources:
        return frozenset()
    q = graph.question
    named_in_question = {q.entity, q.other, q.place, q.source, *q.members}
    units = {op.target for op in graph.ops} | {op.item.unit for op in graph.ops if op.item is not None}
    out = set()
    for source in sources:
        if source in named_in_question:
            continue
        noun = source.split()[-1].lower()
        if {f"unit.{noun}", f"unit.{noun[:-1]}", f"unit.{noun[:-2]}"} & units:
            continue  # "A classmate had 15 books … from a classmate": one of the counted classmates
        only_source = True
        for op in graph.ops:
            if source in (op.actor, op.target, op.place, op.agent):
                only_source = False  # it holds, gives, receives or is a place somewhere: a holder
                break
            if op.source == source and (op.kind != "gain" or op.item is None or op.item.unit != unit):
                only_source = False  # a source of other things too
                break
        if only_source:
            out.add(source)
    return frozenset(out)
