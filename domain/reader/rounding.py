"""Rounding said by the question's wording (v19, ADR 0430).

A division with a remainder refuses (``fractional_count``) unless the QUESTION's own words say how to round, as a
school text reads them. The rule is decided here, once, when the question is parsed (``Question.rounding``), and
applied by the solver and the verifier alike (``apply``); the solver records it as a trace step (kind ``round_down``
/ ``round_up``, the exact quotient before and the whole answer after).

Read (the question's words, lower-cased, ``words``; ``kind`` the question kind):

- ``down`` — the most possible, by an ability modal: an ``afford`` question (``How many pencils can|could he buy?``,
  a price and a budget, parsed only with ``can``/``could``);
- ``down`` — full groups: ``How many full <containers> …`` opening the question, for a partition of a told size
  (``groups``: ``puts 100 eggs into trays of 30``) or a content rate (``rate_groups``: ``Each box holds 6``);
- ``up`` — enough to hold all: a ``rate_groups`` question with ``need``/``needed``/``needs`` and ``to <verb> all
  the|of <things>`` (``How many cars are needed to carry all the students?``);
- ``mod`` — the remainder: ``How many <things> are|will be left over?`` after the one partition of those things
  into groups of a told size and nothing else said of them (``left_over``: kind ``remainder``).

Refused (no rounding; a remainder still refuses): every other question kind and wording (``How many … does he
get``, ``How many boxes does he need?``, ``would he fill``, ``needed in all``); a ``down`` rounding to 0 (less than
one price or one group: the text may mean something else) and any rounding of a quotient that is not positive
(a zero or negative budget); a budget quotient when the bought things are named anywhere else in the story (a
stock or a cap is a second limit: ``The store has 3 pencils``), and full groups whose containers are named anywhere
else (a second limit, or a count the story keeps using)."""
from __future__ import annotations

import math
from fractions import Fraction

import msgspec

from domain.reader.graph import ONLY_HOLDER, Op, Question
from domain.reader.refusals import Reason, ReaderRefusal

DOWN = "down"
UP = "up"
MOD = "mod"
_NEED = frozenset({"need", "needed", "needs"})


def question_rounding(question: Question, words: list[str]) -> str:
    """The rounding the question's wording says ("" when none): see the module docstring."""
    if words[:2] != ["how", "many"]:
        return ""
    if question.kind == "afford":
        return DOWN if "can" in words or "could" in words else ""
    if question.kind in ("groups", "rate_groups") and len(words) > 3 and words[2] == "full":
        return DOWN if not _NEED & set(words) else ""  # "How many full boxes are needed …": both at once
    if question.kind == "rate_groups" and _NEED & set(words):
        for i in range(len(words) - 3):
            if words[i] == "to" and words[i + 2] == "all" and words[i + 3] in ("the", "of"):
                return UP
    return ""


def second_limit(question: Question, ops: list[Op]) -> bool:
    """An ``afford`` question whose things the story names other than by their price (``The store has 3
    pencils``, ``He bought 2 pencils``): a second limit, or things already had; the budget alone does not say."""
    unit = question.item.unit if question.item is not None else ""
    return not unit or any(op.kind != "price" for op in ops
                           if (op.item is not None and op.item.unit == unit) or op.target == unit)


def rounding_allowed(question: Question, ops: list[Op]) -> bool:
    """No second limit: the bought things (afford) / the full containers (groups) are named by no op but the
    one price / partition the division uses."""
    if question.kind == "afford":
        return not second_limit(question, ops)
    if question.kind == "groups":
        named = [op for op in ops if (op.item is not None and op.item.unit == question.other)
                 or op.target == question.other]
        return len(named) == 1 and named[0].kind == "partition" and bool(named[0].factor) and not named[0].groups
    return True


def left_over(question: Question, ops: list[Op], words: list[str]) -> Question | None:
    """``How many <things> are|will be left over?`` / ``does he have left over?`` after the one partition of those
    things into groups of a told size (``puts 100 eggs into trays of 30``, or ``has 50 pencils. He puts them
    into boxes of 6``) and nothing else about the things or the groups: the remainder (kind ``remainder``,
    rounding ``mod``, ``count`` the group size). None when the question is not this form; a ``left over`` question
    beside any other partition of the asked things, or beside a rate of them per container, refuses (v18 answered
    the whole holding: 48 of 48 pencils put into boxes of 6, 50 beside ``Each box holds 6 pencils``)."""
    if question.kind not in ("sole", "holding", "there") or question.item is None or words[-2:] != ["left", "over"] \
            or words[:2] != ["how", "many"]:
        return None
    unit = question.item.unit
    parts = [op for op in ops if op.kind == "partition" and op.item is not None and op.item.unit == unit]
    if not parts:
        if any(op.kind == "per" and op.item is not None and op.item.unit == unit for op in ops):
            # "Each box holds 6 pencils. How many pencils are left over?": after filling boxes (untold), or all 50?
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "policy.rounding", sentence_index=question.sentence,
                                frame="question.left_over", detail=f"{unit} left over beside a rate of them")
        return None
    part = parts[0]
    others = [op for op in ops if op is not part and ((op.item is not None and op.item.unit in (unit, part.target))
                                                      or op.target in (unit, part.target))]
    told = part.amount == "all" and len(others) == 1 and others[0].kind == "hold" and others[0].actor == part.actor \
        and others[0].item == part.item and ops.index(others[0]) < ops.index(part)
    if len(parts) != 1 or not part.factor or part.groups or part.event or question.item != part.item \
            or not (told or (not others and part.amount != "all")) \
            or question.entity not in ("", ONLY_HOLDER, part.actor):
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "policy.rounding", sentence_index=question.sentence,
                            frame="question.left_over",
                            detail=f"{unit} left over beside a partition this form does not read")
    return msgspec.structs.replace(question, kind="remainder", entity=part.actor, other=part.target,
                                   count=part.factor, rounding=MOD)


def settle_rounding(question: Question, ops: list[Op], words: list[str]) -> Question:
    """The question with the rounding its wording says, when no second limit is named (the one place it is decided)."""
    remainder = left_over(question, ops, words)
    if remainder is not None:
        return remainder
    rounding = question_rounding(question, words)
    if not rounding or not rounding_allowed(question, ops):
        return question
    return msgspec.structs.replace(question, rounding=rounding)


def rounds_partition(question: Question, op: Op) -> bool:
    """The partition whose group count the question rounds down (its own whole-count check is the question's)."""
    return question.rounding in (DOWN, MOD) and question.kind in ("groups", "remainder") \
        and op.target == question.other and bool(op.factor) and not op.groups


def apply(question: Question, value: Fraction) -> Fraction | None:
    """The rounded answer, or None when the rounding does not apply soundly (refuse the remainder as before)."""
    if not question.rounding:
        return value
    if value <= 0:
        return None  # a zero or negative budget or pool: refused, whole or not
    if question.rounding == MOD:  # the things left over: a whole pool less the full groups
        size = Fraction(question.count)
        if value.denominator != 1 or size.denominator != 1 or size <= 0:
            return None
        return value - size * math.floor(value / size)
    if value.denominator == 1:
        return value
    rounded = Fraction(math.floor(value) if question.rounding == DOWN else math.ceil(value))
    return rounded if rounded >= 1 else None
