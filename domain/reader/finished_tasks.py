"""Task goals and the end of the work (v7): ``Park workers had to cut down 2 oak trees. How many oak trees
will the park have when the workers are finished?``

A goal with a task verb (``had to cut down 2 trees``, ``need to plant 6 trees``) says what someone must do,
not that it was done; until v7 a holding question ignored it and answered the park's 9 (a wrong answer: 7).
Two rules, applied after the question is read:

- **Finished**: a question that asks about the time ``when <E> are finished`` (``take_when_done``, which
  records who) asks about the story after E's tasks are done. Each task goal of E whose verb is a gain or
  a loss (construct, destroy …) is then that event, of the goal's amount, where E works (``ctx.home``).
  A goal whose task already has events of E (``had to cut down 5 … cut down 2``: are the 2 part of the 5?)
  or whose verb is no plain gain or loss (a transfer: to whom?) refuses.
- **Pending**: any other question about the things a task goal acts on (a gain or loss task) refuses when
  the goal was stated in the past (``had to`` / ``needed to``: did they?) or the question asks about the
  future (``will the park have``: after the task or not?). A present need asked about now (``needs to eat 2
  apples. How many apples does he have?``) keeps its reading: the task is not done yet.

Goal questions themselves (``How many more does he need to cut down?``) and piles of work (todo.py) are left
alone.
"""
from __future__ import annotations

from domain.reader.amounts import GAIN, LOSS
from domain.reader.capacity import CAPACITY
from domain.reader.graph import TODO, Op, Question
from domain.reader.phrases import Context, Cursor
from domain.reader.refusals import Reason, ReaderRefusal

_PAST_NEED = frozenset({"had", "needed"})
_FUTURE = frozenset({"will", "would"})


def _related(lex, a: str, b: str) -> bool:
    return a == b or lex.kind_of(a, b) or lex.kind_of(b, a)


def settle_finished_tasks(ops: list[Op], ctx: Context, question: Question, cursors: list[Cursor]) -> list[Op]:
    if question.kind.startswith("goal"):
        return ops
    for op in ops:  # a loop, not any(generator) (speed, ADR 0267)
        if op.kind == "goal":
            break
    else:
        return ops
    if question.kind == "rate_groups" and any(op.kind == "per" and op.event == CAPACITY and op.target == question.other
                                              for op in ops):
        return ops  # v8: "how many trips will he make" asks about the task itself, done or not (capacity.py)
    qcur = cursors[-1]
    lex = qcur.lex
    verbs = lex.verb_by_id
    finishers = {e for si, e in ctx.finished if si == question.sentence}
    out: list[Op] = []
    for op in ops:
        verb = verbs.get(op.lemma)
        if op.kind != "goal" or verb is None or op.event == TODO or op.item is None \
                or verb.category not in (*GAIN, *LOSS, "transfer_out", "transfer_in", "put"):
            out.append(op)
            continue
        if op.actor in finishers:
            direction = "gain" if verb.category in GAIN else "lose"
            done = [o for o in ops if o.kind != "goal" and o.actor == op.actor and (
                o.lemma == op.lemma
                # red team 4: "had to cut down 5 trees. They chopped down 2 trees." (another verb of the same
                # direction on the same things): are the 2 part of the 5? Same refusal as the task's own verb.
                or o.kind == direction and o.item is not None and _related(lex, o.item.unit, op.item.unit))]
            if done or verb.category not in (*GAIN, *LOSS) or op.amount.startswith("?"):
                raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "frame.finished_task", sentence_index=question.sentence,
                                    frame="question.finished",
                                    detail=f"{op.actor}'s task {op.lemma} when finished: "
                                           + ("part of what was done already?" if done else "which events?"))
            home = ctx.home.get(op.actor, "")
            if op.time or (op.place and home and op.place != home):
                # v7 red4a: "has to eat 2 apples each day" (how many days until finished?), "had to cut down 2
                # trees in the forest" asked about the park (the task is elsewhere): never the goal's amount here
                raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "frame.finished_task", sentence_index=question.sentence,
                                    frame="question.finished",
                                    detail=f"{op.actor}'s task {op.lemma} is "
                                           + (f"timed ({op.time})" if op.time else f"at {op.place}, not {home}"))
            kind = "gain" if verb.category in GAIN else "lose"
            out.append(Op(kind=kind, lemma=op.lemma, sentence=op.sentence, actor=op.actor, item=op.item,
                          amount=op.amount, place=op.place or home, time=op.time))
            continue
        asked = question.item.unit if question.item is not None else ""
        goal_words = set(cursors[op.sentence].words)
        if (not asked or _related(lex, asked, op.item.unit)) and (
                goal_words & _PAST_NEED or set(qcur.words) & _FUTURE):
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "time_binding", sentence_index=question.sentence,
                                frame="question.pending_task",
                                detail=f"{op.actor} had a task ({op.lemma} {op.amount}): done by the time asked?")
        out.append(op)
    return out
