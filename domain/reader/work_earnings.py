"""``How much money did he make washing cars?`` (v9): money earned by a told piece of work.

``Last week Tom had 74 dollars. He washed cars over the weekend and now has 86 dollars. How much money did he
make washing cars?``: the story tells the work (``washed cars``, read as an event on cars with no number)
and the money before and after it; the question names that very work as a gerund after an earning verb.
The cars are not Tom's afterwards — the work brought him an unknown amount of money. So the one event the
gerund names (same doer, same verb, same things, no number told) is read as a gain of that money by the
question's verb, and the question asks for it (86 − 74 = 12, through the ordinary solver).

The gerund is English morphology on the pack's verbs (``washing`` → ``wash``, ``mowing`` → ``mow``,
``shopping`` → ``shop``), as unit_rates.py reads ``jogging``; its object is a pack unit. Nothing is read
(the question keeps its old reading, which refuses here) unless the question is a ``how much money``
question about one named doer with a gain or making verb (``make``, ``earn``). Refused (``ambiguous_reference``)
when the gerund names no told event or more than one, when that event had a number (``washed 5 cars``: the
cars are counted, not a piece of work whose pay is asked), or when the doer already gains money by the asked
verb elsewhere in the story (``made $5 selling lemonade``: the question would sum both).
"""
from __future__ import annotations

from domain.reader.circumstances import unparsed
from domain.reader.graph import Item, Op, Question
from domain.reader.phrases import Context, Cursor, noun_run
from domain.reader.refusals import Reason
from domain.reader.unit_rates import ing_lemma

MONEY = "unit.dollar"
EARNING = ("positive", "construct")


def take_work_gerund(cur: Cursor, item: Item | None, verb) -> tuple[str, str] | None:
    """After ``how much money did <doer> make``: ``washing cars`` → (``verb.wash``, ``unit.car``); None (nothing
    consumed) when the question is not about money made, or no gerund of a pack verb with a unit follows."""
    if item is None or item.unit != MONEY or item.mods or verb.category not in EARNING:
        return None
    lemma = ing_lemma(cur)
    if not lemma:
        return None
    j = cur.pos + 1
    if cur.sense("fn:determiner", j) is not None:
        j += cur.sense("fn:determiner", j).length
    got = noun_run(cur, j, ("unit",))
    if got is None or got[0]:
        return None
    cur.pos = got[2]
    return lemma, got[1].entry.id


def earnings_question(cur: Cursor, ctx: Context, q: Question, ops: list[Op], work: tuple[str, str]) -> Question:
    """Turn the one told piece of work into the doer's unknown money gain by the asked verb (in ``ops``)."""
    lemma, unit = work
    if q.kind != "event" or not q.entity or q.other or q.source or q.place:
        raise unparsed(cur, "question.work", "a gerund of work in a question that is not about one doer's earnings",
                       Reason.UNPARSED_QUESTION, "frame.question_work")
    found = [i for i, op in enumerate(ops) if op.actor == q.entity and op.lemma == lemma and op.item is not None
             and (op.item.unit == unit or cur.lex.kind_of(op.item.unit, unit))]
    same = [op for op in ops if op.lemma == q.lemma and (op.actor == q.entity or op.target == q.entity)]
    if len(found) != 1 or same:
        raise unparsed(cur, "question.work", f"the asked work is told {len(found)} times; {len(same)} other "
                       f"events by the asked verb", Reason.AMBIGUOUS_REFERENCE, "event_binding")
    op = ops[found[0]]
    if op.kind != "gain" or not op.amount.startswith("?") or op.item.mods or op.target or op.source \
            or sum(1 for o in ops if o.amount == op.amount) != 1:
        raise unparsed(cur, "question.work", "the asked work counted things (a number or a kind of them)",
                       Reason.AMBIGUOUS_REFERENCE, "event_binding")
    ops[found[0]] = Op(kind="gain", lemma=q.lemma, sentence=op.sentence, actor=op.actor, item=Item(unit=MONEY),
                       amount=ctx.new_unknown(), place=op.place, time=op.time)
    return q
