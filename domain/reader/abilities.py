"""Ability rates and the time a whole task takes (v6).

    For homework Nancy had 17 math problems and 15 spelling problems.
    If she can finish 8 problems in an hour, how long will it take her to finish all the problems?
                                   → 1/8 hour per problem (a task rate); (17 + 15) × 1/8 = 4 hours

``<someone> can <V> N <things> in <a/an/one/M> <time unit>`` is the task rate of goals.py (``each
potato takes 5 minutes to cook``) stated the other way round: M/N time units per thing. The question
``how long will it take <her> to <V> all the <things>`` multiplies the person's holding of the things
by the one rate of that task for them (none or several refuse; a rate stated about someone else
refuses). Question kind ``task_time``; the solver and the verifier each read the rate from the graph.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.amounts import read_verb
from domain.reader.circumstances import unparsed
from domain.reader.graph import Item, Op, Question
from domain.reader.phrases import Context, Cursor, fmt, read_entity, read_item, read_number, read_object_pronoun
from domain.reader.refusals import Reason

ABILITY_MODALS = ("can", "could")
"""Closed-class modals of ability before the task verb."""


def parse_ability_rate(cur: Cursor, ctx: Context, ops: list[Op], subject: str) -> bool:
    """After the subject: ``can finish 8 problems in an hour`` to the end of the clause (nothing consumed and
    False when this is not the form)."""
    start = cur.pos
    if cur.peek_word() not in ABILITY_MODALS:
        return False
    cur.pos += 1
    verb = read_verb(cur)
    num = read_number(cur) if verb is not None else None
    things = read_item(cur, ctx) if num is not None and not num[1] else None
    if things is None or not cur.take_word("in"):
        cur.pos = start
        return False
    if cur.take_word("a", "an"):
        span = Fraction(1)
    else:
        count = read_number(cur)
        if count is None or count[1]:
            cur.pos = start
            return False
        span = count[0]
    time = read_item(cur, ctx)
    if time is None or time.mods or cur.lex.unit_by_id[time.unit].family not in ("time", "time_calendar") \
            or not (cur.at_end() or cur.sense("punct:,") or cur.sense("fn:conjunction")):
        cur.pos = start
        return False
    if num[0] <= 0:
        raise unparsed(cur, "statement.rate", "a task rate of no things", Reason.DIVISION_BY_ZERO, "arithmetic.divide")
    ops.append(Op(kind="per", lemma=verb.id, sentence=cur.sentence.index, actor=subject, item=time,
                  amount=fmt(span / num[0]), target=things.unit))
    return True


def parse_whole_task_question(cur: Cursor, ctx: Context, si: int, ops: list[Op]) -> Question | None:
    """After ``How long``: ``will it take her to <V> all [of] the <things>`` (None, nothing consumed, if not)."""
    start = cur.pos
    if not (cur.take("fn:aux") and cur.take_word("it")):
        cur.pos = start
        return None
    take = cur.sense("verb")
    if take is None or take.entry.category != "transfer_in":
        cur.pos = start
        return None
    cur.pos += take.length
    entity = read_object_pronoun(cur, ctx, "") or read_entity(cur, ctx)
    task = read_verb(cur) if entity is not None and cur.take_word("to") else None
    if task is None or not cur.take("fn:all"):
        cur.pos = start
        return None
    cur.take_word("of")
    if not (cur.take_word("the") or cur.take("fn:possessive")):
        cur.pos = start
        return None
    things = read_item(cur, ctx)
    if things is None or not cur.at_end():
        raise unparsed(cur, "question.duration", "expected 'all the <things>' at the end", Reason.UNPARSED_QUESTION,
                       "frame.question_duration")
    rates = [op for op in ops if op.kind == "per" and op.lemma == task.id and op.target == things.unit]
    if len(rates) != 1 or rates[0].actor not in ("", entity):
        raise unparsed(cur, "question.duration", f"{len(rates)} rates to {task.id} {things.unit} for {entity}",
                       Reason.UNKNOWN_QUANTITY if not rates else Reason.AMBIGUOUS_REFERENCE, "rate")
    changed = [op for op in ops if op.item is not None and op.item.unit == things.unit and op.kind not in ("per", "describe")
               and (op.kind not in ("hold", "gain") or op.lemma == task.id or op.source or op.target)]
    if changed:
        # "She finished 40 of them": is "all the problems" what she had, or what is left? Never guess.
        raise unparsed(cur, "question.duration", f"the {things.unit} changed before: which are 'all' of them?",
                       Reason.AMBIGUOUS_REFERENCE, "item_binding")
    return Question(kind="task_time", sentence=si, entity=entity, item=things, lemma=task.id)


def check_ability_event_question(cur: Cursor, question: Question, ops: list[Op]) -> None:
    """Red team (ADR 0432): an event question asked with an ability modal (``How many pens can he buy [now]?``)
    asks what is possible, not what the story told happened: ``Sam bought 2 pens. How many pens can he buy now?``
    answered 2, the purchase told. Such a question refuses when the story tells an event (a gain, loss or
    giving) of the asked verb; with no such event it is left to the other readings as before."""
    if question.kind != "event" or not question.lemma:
        return
    if not any(cur.words[i] in ABILITY_MODALS and cur.sense("fn:aux", i) is not None for i in range(cur.end)):
        return
    if any(op.lemma == question.lemma and op.kind in ("gain", "lose", "transfer") for op in ops):
        raise unparsed(cur, "question.ability", "an ability modal asked of an event told: possible, or done?",
                       Reason.AMBIGUOUS_REFERENCE, "event_binding")
