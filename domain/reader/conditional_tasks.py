"""``If he had to spend 5 dollars buying supplies, how much money did he end up with?`` (v11, ADR 0189).

A task goal stated as a plain statement (``He had to spend 5 dollars.``) says what someone was obliged to do,
not that it was done, so a later holding question refuses (finished_tasks.py, obligations.py: ADR 0091).
Put as the question's own condition, the obligation is different: ``If he had to spend 5 dollars, how much
did he end up with?`` asks for the outcome *given* that he had to, i.e. once the spending is done (nobody
asks what one ends up with after an obligation one then ignores). So a task goal read from the question
sentence's leading ``If …,`` clause, worded with a past obligation (``had to`` / ``needed to``), is read as
the task's event: its loss, of the goal's amount, by the obliged person.

Read only when every part is there; otherwise the goal is left as it was (and the pending-task rule refuses):
- the goal is in the question sentence, which opens with ``if``, and ``had to`` / ``needed to`` sits in that
  clause (before the comma that ends it);
- the task verb is a plain loss (spend, pay, eat, give away …). A transfer or a put names a recipient or place
  the goal may not; a gain (``had to earn 20 dollars``, ``had to save 2 dollars``) reads as a target as often
  as a deed, so it stays a goal (red team, ADR 0189);
- the amount is a stated number (not ``some``);
- the question is about a holding (``how much money did he end up with`` / ``does he have left``), an event,
  or what the money held affords (``how many 5 dollar toys could he buy with the money he had left``);
  a goal question (``how much more does he need``) keeps the goal a goal (finished_tasks.py returns early);
- the obliged person did nothing else by that verb, or of that direction on those things, before (``spent 3
  dollars. If he had to spend 5 dollars, …``: are the 3 part of the 5?): refused, ``frame.finished_task``.
"""
from __future__ import annotations

from domain.reader.amounts import LOSS
from domain.reader.graph import TODO, Op, Question
from domain.reader.linear import exact
from domain.reader.refusals import Reason, ReaderRefusal

_OBLIGED = frozenset({"had", "needed"})
_ASKED = frozenset({"holding", "event", "passive", "spend", "total", "afford"})


def _obliged_in_condition(words: list[str]) -> bool:
    """``if … had to …,``: the question opens with ``if`` and its clause (up to the first comma) says
    ``had to`` / ``needed to``."""
    if not words or words[0] != "if" or "," not in words:
        return False
    clause = words[:words.index(",")]
    return any(w in _OBLIGED and nxt == "to" for w, nxt in zip(clause, clause[1:]))


def settle_conditional_tasks(ops: list[Op], question: Question, cursors, lex) -> list[Op]:
    """Turn the question's ``If <E> had to <V> N <things>`` goal into that event (see the module doc)."""
    if question.kind.startswith("goal") or question.kind not in _ASKED:
        return ops
    si = question.sentence
    for op in ops:  # a loop, not any(generator) (speed, ADR 0267)
        if op.kind == "goal" and op.sentence == si:
            break
    else:
        return ops
    if not _obliged_in_condition(cursors[-1].words):
        return ops
    verbs = lex.verb_by_id
    out: list[Op] = []
    for op in ops:
        verb = verbs.get(op.lemma)
        if op.kind != "goal" or op.sentence != si or verb is None or op.event == TODO or op.item is None \
                or verb.category not in LOSS:
            out.append(op)
            continue
        try:
            exact(op.amount)
        except ValueError:
            out.append(op)  # "If he had to spend some of his money": how much is not said
            continue
        kind = "lose"
        earlier = [o for o in ops if o is not op and o.kind != "goal" and o.actor == op.actor and o.item is not None
                   and (o.lemma == op.lemma or (o.kind == kind and (
                       o.item.unit == op.item.unit or lex.kind_of(o.item.unit, op.item.unit)
                       or lex.kind_of(op.item.unit, o.item.unit))))]
        if earlier:
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "frame.finished_task", sentence_index=si,
                                frame="question.conditional_task",
                                detail=f"{op.actor}'s task {op.lemma} beside {earlier[0].lemma} already told: "
                                       "part of it or more?")
        out.append(Op(kind="lose", lemma=op.lemma, sentence=op.sentence, actor=op.actor, item=op.item,
                      amount=op.amount, place=op.place, time=op.time))
    return out
