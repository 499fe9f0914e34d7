"""Things got ready for an occasion and then stored by the one who got them (v11, ADR 0191):
``For a birthday party Jerry bought 41 regular sodas and 22 diet sodas. If his fridge would only hold 9 on each
shelf, how many shelves would he fill up?``

A ``for <occasion>`` phrase on a gain (beneficiaries.py) leaves open who holds the things afterwards: the
occasion may have used them up, or they went to it. The story can close that question itself: when it goes
on to have the gainer sell or hand on the things, they stayed with the gainer until then (beneficiaries.py).
A container-count question asked *of the gainer* (``how many shelves would he fill up / need / use``, the
rate_groups question of rates.py) closes it the same way: it has the gainer himself put the things away, so
it is about the things he holds, and the question is read.

Only for an occasion or place whose head noun the pack lists as a place and as nothing else (never a person:
``bought 45 sodas for Tom`` — were they handed over?; nor ``for the kids``, a noun the pack counts as things), and
only when the question's own subject is the gainer (``how many shelves are needed``, or another person's
shelves, stay refused).
"""
from __future__ import annotations

from domain.reader.graph import Op, Question


def stored_by_gainer(lex, question: Question, op: Op, entity: str) -> bool:
    """The question has the gainer of ``op`` put the things into containers, and what they were got for is a
    pack place or occasion (module doc)."""
    return question.kind == "rate_groups" and bool(question.entity) and question.entity == op.actor \
        and _place_noun(lex, entity)


def _place_noun(lex, entity: str) -> bool:
    """``the birthday party`` / ``the school bake sale``: the entity's head noun is a pack place (no person). A
    noun the pack knows only as counted things (``for the kids``: ``kid`` is no pack person noun, so the entity
    reads as neuter) may still name people the things were handed to: not this form."""
    head = entity.rsplit(" ", 1)[-1]
    senses = lex.single.get(head, ())
    return any(s.cls == "place" for s in senses) and not any(s.cls in ("person", "unit") for s in senses)
