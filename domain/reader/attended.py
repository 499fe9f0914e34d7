"""``Mary went to 2 shops. How many shops does Mary have?`` (v12 red team, ADR 0230): attending is not owning.

The pack reads ``went to`` / ``attended`` (``verb.go_to``) as a gaining verb, so that ``went to 4 games … 9 games
last year. How many games did he go to?`` sums the events. But what one goes to one does not hold: a question
about a holding or a total of those things (``How many shops does she have?``, ``How many games are there?``)
answered the number of visits. Such a question refuses when the asked things (or a kind of them) were ever
gained by ``go to``; questions about the events themselves (``did she go to``) are read as before.
"""
from __future__ import annotations

from domain.reader.graph import Op, Question
from domain.reader.refusals import Reason, ReaderRefusal

ATTEND = "verb.go_to"
"""The pack lemma of ``go to`` / ``attend`` (an id, as spending.PAYING_VERBS names its verbs)."""

HOLDING_KINDS = ("holding", "sole", "total", "members", "there", "difference", "difference_total")
"""Question kinds about what holders have (not about events of a verb)."""


def check_attended_holding(question: Question, ops: list[Op], lex) -> None:
    if question.kind not in HOLDING_KINDS or question.item is None:
        return
    asked = question.item.unit
    for op in ops:
        if op.lemma == ATTEND and op.item is not None and (
                op.item.unit == asked or lex.kind_of(op.item.unit, asked) or lex.kind_of(asked, op.item.unit)):
            raise ReaderRefusal(Reason.UNSUPPORTED_FORM, "frame.attended_holding", sentence_index=question.sentence,
                                frame="question", detail=f"{asked} went to (attended), asked as held")
