"""What a thing needs, done by a person (v8, ADR 0110):

    A new building needed 14 windows. The builder had already installed 5 of them.
    If it takes 4 hours to install each window, how long will it take him to install the rest?   (14 − 5) × 4

Three pieces, each narrow:

- ``A [new] <thing> needed N <things>``: an indefinite singular thing (a unit noun, not a person) before the
  need word is a particular thing needing them — ``the building`` from then on — and its need is a goal
  (goals.py). The same words could state what any building needs (a rate, as ``A box holds 6 pens``); the
  two readings differ only when buildings are counted, so a story that counts the thing's unit anywhere
  refuses (``settle_needed_work``).
- ``The builder had [already] installed 5 of them``: a person making (a gain verb) part of ``them`` — the
  things the thing needs — is work done on that need, not new things of the builder's (without the need,
  a gain of ``5 of them`` keeps its refusal: from whom?). It is read as the builder's 5 ``install`` events.
- After the question is read, the need becomes the worker's task goal: the builder must install the 14
  windows the building needs, 5 done — exactly the ``A chef needs to cook 16 potatoes. He has already
  cooked 7.`` goal that goals.py answers (``how long will it take him to install the rest``, ``how many more
  does he need to install``). This holds only when one person did that one task on the need and the
  question is that person's goal question of that task; any other question (``How many windows does the
  builder have?``), a second worker or task, another need, or the things told anywhere else refuse.
"""
from __future__ import annotations

import msgspec

from domain.reader.amounts import GAIN
from domain.reader.graph import Op, Question
from domain.reader.phrases import Context, Cursor, noun_run
from domain.reader.refusals import Reason, ReaderRefusal

GOAL_QUESTIONS = ("goal_gap", "goal_rest")


def needing_thing_subject(cur: Cursor, ctx: Context) -> str | None:
    """``A [new] building needed 14 …``: the thing as a new neuter entity (``the building``; the article and the
    noun consumed), or None (nothing consumed) when the clause is not ``a <unit> <need> <number>``."""
    if cur.peek_word() not in ("a", "an"):
        return None
    got = noun_run(cur, cur.pos + 1, ("unit",))
    if got is None or got[1].form != "sg" or got[1].entry.id in cur.lex.person_units:
        return None
    need = cur.sense("fn:need", got[2])
    if need is None or not (cur.sense("num", got[2] + need.length) or cur.sense("number", got[2] + need.length)):
        return None
    entity = f"the {got[1].entry.singular}"
    if entity in ctx.entities:
        return None
    cur.pos = got[2]
    ctx.needing.append((entity, got[1].entry.id))
    return ctx.introduce(entity, "n")


def take_needed_work(cur: Cursor, ctx: Context, ops: list[Op], subject: str, verb, got) -> bool:
    """``installed 5 of them`` by a person after a thing's need of those things: the person's events on the need
    (a gain op of ``verb``, marked in ``ctx.needed_work``). False when this is not that form."""
    if verb.category not in GAIN or not ctx.needing or got[1] is None or got[0].startswith("?"):
        return False
    if not cur.at_end():
        return False
    needs = [op for op in ops if op.kind == "goal" and op.item == got[1]
             and op.actor in {e for e, _ in ctx.needing}]
    if len(needs) != 1 or subject in {e for e, _ in ctx.needing} or ctx.entities.get(subject) == "n":
        return False
    ops.append(Op(kind="gain", lemma=verb.id, sentence=cur.sentence.index, actor=subject, item=got[1],
                  amount=got[0]))
    ctx.needed_work.append(len(ops) - 1)
    return True


def settle_needed_work(question: Question, ops: list[Op], ctx: Context, si: int) -> list[Op]:
    """The need done by a worker as the worker's task goal (see the module docstring); ops unchanged when no
    such work was read."""
    if not ctx.needing and not ctx.needed_work:
        return ops  # speed (ADR 0452): no need told and no work on one: nothing below applies
    def refuse(detail: str) -> ReaderRefusal:
        return ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_binding", sentence_index=si,
                             frame="statement.needed_work", detail=detail)
    things = {unit for _, unit in ctx.needing}
    if any(op.item is not None and op.item.unit in things for op in ops) or question.other in things \
            or (question.item is not None and question.item.unit in things):
        # "A building needs 14 windows. … 3 buildings": what one building needs, or this building's need?
        raise refuse("a thing's need beside a count of such things")
    if not ctx.needed_work:
        return ops
    work = [ops[i] for i in ctx.needed_work]
    workers = {(op.actor, op.lemma, op.item) for op in work}
    if len(workers) != 1:
        raise refuse(f"{len(workers)} workers or tasks on a need")
    worker, task, item = workers.pop()
    needs = [i for i, op in enumerate(ops) if op.kind == "goal" and op.item == item]
    if len(needs) != 1 or any(op.kind == "goal" for i, op in enumerate(ops) if i not in needs):
        raise refuse("several goals beside a need done by a worker")
    if any(op.item is not None and op.item.unit == item.unit and i not in needs and i not in ctx.needed_work
           for i, op in enumerate(ops) if op.kind != "per"):
        raise refuse(f"{item.unit} told outside the need and the work on it")
    if question.kind not in GOAL_QUESTIONS or question.entity != worker or (question.lemma and question.lemma != task):
        raise refuse(f"work on a need and a question not about {worker}'s rest of it")
    out = list(ops)
    out[needs[0]] = msgspec.structs.replace(ops[needs[0]], actor=worker, lemma=task)
    return out
