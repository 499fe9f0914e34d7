"""A count of things told in a part refuses (v17 red team 4, ADR 0360).

    Jesse has 10 bananas. If he shares them among 2.5 friends, how many bananas does each friend get?   refused
    A restaurant served 19 pizzas during lunch and 13.5 during dinner today. How many pizzas …?          refused
    Tom averages 2.5 baskets in each game. How many baskets will he score in 4 games?                  10

The solver already keeps every holding of a count thing whole (``policy.discrete``: a holding that would be 7/2
apples refuses). A number the text gives is checked the same way here, before anything is computed: an amount of a
count thing that is held, gained, lost, given, made, used or counted per container, and a number of equal
groups of count things (``among 2.5 friends``), must be whole. Before this, such a number passed whenever every
holding it touched stayed whole or was never a holding (``19 + 13.5`` served pizzas, ``10 / 2.5`` friends).

What a count thing is stays the solver's: the pack's ``discrete`` word, except a container the story measures by
(``0.2 bag of apples``, measured_containers.py) or tells in a part of its stuff (``2.5 bottles of soda``,
container_measures.py). Factors (``2.5 times as many``), prices and measures are no counts and are not looked at.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.container_measures import part_measures, whole_only
from domain.reader.measured_containers import measured_units
from domain.reader.refusals import Reason, ReaderRefusal

# op kinds whose ``amount`` counts the op's own item
# (not ``rate``: ``averages 2.5 baskets in each game`` is a mean, a part of a thing per game is sound; the answer it
# gives is checked whole by check_whole_answer)
_AMOUNT_OF_ITEM = frozenset({"hold", "hold_sum", "gain", "lose", "transfer", "per", "made", "used", "put", "remained",
                            "goal"})

_WORTHS = frozenset({"fn.worth"})
"""A worth per thing (``4 goals worth 2.5 points each``) is a value like a price, not a count of things told."""


def _whole_text(text: str) -> bool:
    """A number spelled with neither ``/`` nor ``.`` is whole (or no number): no Fraction is built (speed)."""
    return "/" not in text and "." not in text


def _number(text: str) -> Fraction | None:
    if not text or text[0] in "?a":  # "?N" unknown, "all"
        return None
    try:
        return Fraction(text)
    except (ValueError, ZeroDivisionError):
        return None


def check_whole_counts(lex, graph) -> None:
    """Refuse (``fractional_count``) when a given amount of a count thing, or a count of groups, is not whole."""
    measured = parts = None
    for op in graph.ops:
        unit, value = "", None
        if op.kind in _AMOUNT_OF_ITEM and op.item is not None and op.lemma not in _WORTHS:
            if _whole_text(op.amount):
                continue
            unit, value = op.item.unit, _number(op.amount)
        elif op.kind == "partition":
            if _whole_text(op.groups):
                continue
            unit, value = op.target, _number(op.groups)
        if value is None or value.denominator == 1 or unit not in lex.unit_by_id or not lex.unit_by_id[unit].discrete:
            continue
        if measured is None:  # only for a text with such a number (speed)
            measured, parts = measured_units(lex, graph.ops), part_measures(lex, graph.ops)
        if unit in measured:
            continue  # "0.2 bag of apples": the story measures by the bag
        if op.kind != "partition" and not whole_only(lex, parts, op.item):
            continue  # "2.5 bottles of soda": a container told in a part of its stuff
        what = f"{op.groups} groups of {unit}" if op.kind == "partition" else f"{unit} told as {op.amount}"
        raise _refuse(what, op.sentence)


def _refuse(detail: str, sentence: int) -> ReaderRefusal:
    return ReaderRefusal(Reason.FRACTIONAL_COUNT, "policy.discrete", sentence_index=sentence, frame="solver",
                         detail=f"a count told in a part: {detail}")


def check_whole_answer(lex, graph, value: Fraction, unit_id: str) -> None:
    """The answer itself: a part of a count thing (``123.5 crayons`` from 9.5 boxes of 13, ``32.5 apples`` from 13 an
    hour for 2.5 hours) refuses, however it was reached. A container the story measures by or tells in a part of its
    stuff (``0.75 carton of ice cream``) keeps its part, as in the solver, and so does a thing the story itself
    tells a part of one of (``0.625 of the cake is left over``); ``19.5 of the gems`` is no such part."""
    if value.denominator == 1:
        return
    unit = lex.unit_by_id.get(unit_id)
    if unit is None or not unit.discrete:
        return
    if unit_id in measured_units(lex, graph.ops) or any(u == unit_id for u, _ in part_measures(lex, graph.ops)):
        return
    for op in graph.ops:
        told = _number(op.amount) if op.item is not None and op.item.unit == unit_id else None
        if told is not None and told.denominator != 1 and told < 1:
            return  # "0.625 of the cake is left over": the story itself tells a part of one such thing
    raise _refuse(f"the answer would be {value} {unit.plural}", graph.question.sentence)
