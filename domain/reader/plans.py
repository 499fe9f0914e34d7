"""``… and plans to go to 16 games next month`` (v9): a planned event is a future event.

``Jason went to 11 football games this month. He went to 17 games last month, and plans to go to 16 games
next month. How many games will he attend in all?``: the plan is told as an event (16 games gone to) that
has not happened. It is read as the future tense is (``will go to 16 games``): the clause's event is
recorded and the story is marked future (``ctx.future``), so only a question in the future (``will he
attend``) counts it; ``How many games did he go to?`` or ``How many games has he?`` refuse (parser.py's
question-tense check, which v9 extends from holdings to events: ``went to 11 games. He will go to 16
games tomorrow. How many games did he go to?`` answered 27).

The plan words are a pack function role ``plan`` (``plans to``, ``is planning to``, ``intends to``); they are
read only right before a pack verb, in a clause with its own subject or one coordinated after an earlier
clause's subject (``, and plans to go``). ``planned to`` (past: done or not?) is not in the role and refuses
as an unknown form.
"""
from __future__ import annotations

from domain.reader.phrases import Context, Cursor


def at_plan(cur: Cursor) -> bool:
    """``plans to <verb>`` / ``will <verb>`` at the cursor (nothing consumed)."""
    plan = cur.sense("fn:plan")
    return plan is not None and cur.sense("verb", cur.pos + plan.length) is not None


def take_plan(cur: Cursor, ctx: Context) -> bool:
    """Consume ``plans to`` before a pack verb and mark the story future; False (nothing consumed) otherwise."""
    if not at_plan(cur):
        return False
    cur.pos += cur.sense("fn:plan").length
    ctx.future = True
    ctx.future_sentences.add(cur.sentence.index)
    return True


def plan_sentence(cur: Cursor) -> bool:
    """A sentence that tells a plan (story_order.py: a holding told after it may be before or after it)."""
    if cur.lex.first_words.get("fn:plan", frozenset()).isdisjoint(cur.wordset):
        return False  # speed (ADR 0188): no word of the sentence starts a fn:plan phrase, so no sense of it is here
    return any(cur.sense("fn:plan", i) is not None for i in range(cur.end))


def mixes_future(ops, question, future: set[int]) -> bool:
    """Events of the asked verb told both in a future (or planned) sentence and in a sentence not in the future:
    a past-tense question would add what is still to come to what is done."""
    if not future:
        return False
    told = {op.sentence in future for op in ops
            if op.lemma == question.lemma and op.kind in ("gain", "lose", "transfer")}
    return len(told) == 2


def asks_plan_as_done(ops, question, cursors) -> bool:
    """Red team 20: a question not in the future about the asked verb's events where one of them is only planned.
    ``went to 11 games last year and plans to go to 16 games this year. How many games did he go to this year?``
    answered 16: a plan is not a done event, even when the question names the plan's own time (``will plant trees
    today … did the workers plant today?`` is told as certain and still reads)."""
    planned = {cur.sentence.index for cur in cursors[:-1] if plan_sentence(cur)}
    return any(op.sentence in planned for op in ops if op.lemma == question.lemma
               and op.kind in ("gain", "lose", "transfer") and (not question.time or op.time == question.time))


def asks_future_part(ops, question, future: set[int], cur: Cursor) -> bool:
    """Red team 20: a question in the future about the asked verb's events, some done and some to come, with no
    total word. ``He bought 17 apples. He plans to buy 16 more apples. How many apples will he buy?`` answered 33:
    the question asks what is still to come (16); ``How many games will he attend in all?`` sums both and reads."""
    if question.time:  # "How many games will he go to next month?": only the events of that time
        ops = [op for op in ops if op.time == question.time]
    return mixes_future(ops, question, future) and not any(cur.sense("fn:total", i) for i in range(cur.end))


_FUTURE_TIMES = ("time.tomorrow", "time.next_")
"""Pack times that lie after now whatever the tense (``tomorrow``, ``next week``, ``next May``); ``the next day``
(``time.the_next_day``) is the story's next day, not now's, and is no future."""


def mark_told_future(ops, ctx: Context) -> None:
    """red9 (ADR 0480): "Carol collects 2 peanuts. Carol's father gives Carol 5 more tomorrow. How many peanuts does
    Carol have?" answered 7: ``will``, a plan or a wish marks a statement future, a present-tense verb with a
    future time (``tomorrow``, ``next week``) did not, so the gift to come was counted as done. A statement whose
    time is such a time is now a future statement (``ctx.future``), read as ``will`` is: only a question in the
    future (or one naming that time, for its events) counts it."""
    told = told_future_sentences(ops)
    if told:
        ctx.future = True
        ctx.future_sentences.update(told)


def told_future_sentences(ops) -> set[int]:
    """The sentences with an operation told at a time after now (``tomorrow``, ``next week``): red9, above."""
    return {op.sentence for op in ops if op.time and op.time.startswith(_FUTURE_TIMES)}

