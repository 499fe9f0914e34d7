"""Obligations against holdings (reader v7): ``He had to spend 5 dollars`` is a goal, not a spending.

    Edward made 27 dollars. He had to spend 5 dollars. How much money did he end up with?

``had to V N things`` is read as a goal (goals.py), which the holding arithmetic never counts: the story
above answered 27, although ``had to spend`` says (or, after ``If``, supposes) that the 5 dollars went. A
question that is not about the goal itself (how many more are needed, how long the rest takes) may not be
answered while a goal's task verb moves the asked things: whether the task was done is not said.

A goal without a task verb (``needs 20 dollars``), a task that is a pile of work (todo.py: ``had 34
worksheets to grade``, whose work is read as losses from the pile) and goal questions are unaffected.
"""
from __future__ import annotations

from domain.reader.graph import TODO, Op, Question
from domain.reader.refusals import Reason, ReaderRefusal

GOAL_QUESTIONS = ("goal_gap", "goal_rest")
MOVING = ("positive", "negative", "construct", "destroy", "transfer_out", "transfer_in", "put")


def check_obligations(ops: list[Op], question: Question, lex) -> None:
    if question.kind in GOAL_QUESTIONS or question.item is None:
        return
    verbs = lex.verb_category
    asked = question.item.unit
    # red team (ADR 0189): "He had to spend 5 dollars. How many 5 dollar toys could he buy with the money he had
    # left?" answered 6 (30 / 5): an afford question is paid from the money held, so a task moving money counts
    money = lex.memo("money_units", _money_units) if question.kind == "afford" else frozenset()
    for op in ops:
        if op.kind != "goal" or op.event == TODO or op.item is None or verbs.get(op.lemma) not in MOVING:
            continue
        if op.item.unit == asked or op.item.unit in money or lex.kind_of(op.item.unit, asked) \
                or lex.kind_of(asked, op.item.unit):
            raise ReaderRefusal(Reason.UNKNOWN_QUANTITY, "event_binding", sentence_index=op.sentence,
                                frame="statement.goal",
                                detail=f"{op.actor} had to {op.lemma} {op.amount} {op.item.unit}: done or not is not said")


def _money_units(lex) -> frozenset[str]:
    """The pack's units of family ``money`` (built once per pack; was a scan per afford question, ADR 0267)."""
    return frozenset(u.id for u in lex.pack.units if u.family == "money")
