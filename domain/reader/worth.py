"""Things done right and what each is worth (v11, ADR 0189):

    While playing a trivia game, Adam answered 5 questions correct in the first half and 5 questions correct in
    the second half. If each question was worth 5 points, what was his final score?          5 × (5 + 5) = 50

Three parts, each general English:

- **Done right** (``take_done_right``): a scene verb (pack category ``scene``: ``answer`` moves no questions)
  + a stated number + a unit + a pack word of role ``correct`` (``correct``, ``correctly``), optionally with
  time words or a place, and more such objects after ``and`` (``5 questions correct in the first half and 5
  questions correct in the second half``). Each is an event of that verb counting the things (a ``gain`` op
  with ``Op.event = @correct``). The things are never held (``How many questions does Adam have?`` refuses,
  ``check_done_right``), and ``How many questions did Adam answer?`` refuses too: the ones he got wrong are
  not told.
- **Worth** (``parse_each_worth``): ``each <unit> <be> worth N <things>`` ending the clause is what one thing
  of the unit done right brings: a rate of N things per thing, counted over the events of the one person who
  did such things right (``Op(kind="rate", lemma=verb.score, event=<the doing verb>)``, as ``scores 6 points
  for each treasure she finds``, unit_rates.py). The worth is in points, not money (a money worth is a price:
  prices.py), and needs exactly one person who did things of the unit right before it.
- **Final score** (unit_rates.parse_rated_noun_question): ``What was his [final] score?`` asks what that
  rate brought in; ``final`` (pack role ``end``) is the score at the end of the story, the one it asks anyway.

``check_done_right`` (after the question is read) refuses a worth rate when the person also did things of
that unit in any other way (``answered 3 questions``, no ``correct``: are they right? a pile of questions to
answer): worth counts only the right ones, so every counted event must be one told right.
"""
from __future__ import annotations

from domain.reader.circumstances import Circumstances, read_circumstances
from domain.reader.graph import Item, Op, Question
from domain.reader.phrases import Context, Cursor, fmt, read_number
from domain.reader.refusals import Reason, ReaderRefusal

CORRECT = "@correct"
"""``Op.event`` of a thing done right by a scene verb (``answered 5 questions correct``)."""

WORTH = "@worth"
"""``Op.agent`` of a worth rate (``each question was worth 5 points``), so the question-time check finds it."""

SCORE = "verb.score"
"""The pack verb a worth is scored by (``What was his score?`` = ``How many points did he score?``)."""


def _one_object(cur: Cursor, ctx: Context):
    """``5 questions correct [<time/place words>]`` → (amount, unit id, place) or None (nothing consumed)."""
    start = cur.pos
    num = read_number(cur)
    if num is None or num[1]:
        cur.pos = start
        return None
    unit = cur.sense("unit")
    if unit is None or unit.entry.family != "count" or unit.form != ("sg" if num[0] == 1 else "pl"):
        cur.pos = start
        return None
    cur.pos += unit.length
    if cur.take("fn:correct") is None:
        cur.pos = start
        return None
    ctx.note_unit(unit.entry.id)
    circ = Circumstances()
    read_circumstances(cur, ctx, circ)
    if circ.to or circ.source or circ.with_:
        cur.pos = start
        return None
    return fmt(num[0]), unit.entry.id, circ.place


def take_done_right(cur: Cursor, ctx: Context, ops: list[Op], subject: str, verb) -> bool:
    """``answered 5 questions correct in the first half and 5 questions correct in the second half`` after a
    scene verb: one event per object (see the module doc). False, nothing consumed, when not this form."""
    if verb.category != "scene":
        return False
    start = cur.pos
    first = _one_object(cur, ctx)
    if first is None:
        return False
    objects = [first]
    while cur.peek_word() == "and" and cur.sense("num", cur.pos + 1):
        save = cur.pos
        cur.pos += 1
        nxt = _one_object(cur, ctx)
        if nxt is None:
            cur.pos = save
            break
        objects.append(nxt)
    if cur.peek_word() in ("and", ",") and (cur.sense("num", cur.pos + 1) or cur.sense("number", cur.pos + 1)):
        # red team: "answered 1 question correctly and 5 questions in the first half": the gapped object (not
        # said right) would copy the first one's event, right or not (answered 54 at 9 a question, not 9)
        cur.pos = start
        return False
    if len({unit for _, unit, _ in objects}) > 1:
        cur.pos = start
        return False  # "5 questions correct and 3 puzzles correct": one worth for both? not this form
    for amount, unit, place in objects:
        ops.append(Op(kind="gain", lemma=verb.id, sentence=cur.sentence.index, actor=subject, item=Item(unit=unit),
                      amount=amount, place=place, event=CORRECT))
    return True


def parse_each_worth(cur: Cursor, ctx: Context, ops: list[Op]) -> bool:
    """``each <unit> <be> worth N <things>`` ending the clause (see the module doc); False, nothing consumed,
    when not this form or when not exactly one person did things of the unit right before it."""
    start = cur.pos
    if cur.take("fn:each") is None:
        return False
    unit = cur.sense("unit")
    if unit is None or unit.form != "sg":
        cur.pos = start
        return False
    cur.pos += unit.length
    if cur.take("fn:be") is None or cur.take("fn:worth") is None:
        cur.pos = start
        return False
    num = read_number(cur)
    things = cur.sense("unit") if num is not None and not num[1] else None
    if things is None or things.entry.family != "count" or things.form != ("sg" if num[0] == 1 else "pl"):
        cur.pos = start
        return False
    cur.pos += things.length
    if not cur.at_end():
        cur.pos = start
        return False
    doers = {(op.actor, op.lemma) for op in ops
             if op.kind == "gain" and op.event == CORRECT and op.item is not None and op.item.unit == unit.entry.id}
    if len(doers) != 1 or SCORE not in cur.lex.verb_by_id:
        cur.pos = start
        return False
    actor, doing = doers.pop()
    ctx.note_unit(things.entry.id)
    ops.append(Op(kind="rate", lemma=SCORE, sentence=cur.sentence.index, actor=actor,
                  item=Item(unit=things.entry.id), amount=fmt(num[0]), target=unit.entry.id, event=doing,
                  agent=WORTH))
    return True


def check_done_right(ops: list[Op], question: Question) -> None:
    """Refuse a holding question about things only done right, and a worth beside other events of the doing
    verb on those things (see the module doc). This check can only turn an answer into a refusal."""
    item = question.item
    if item is not None and question.kind not in ("event", "passive") and any(
            op.event == CORRECT and op.item is not None and op.item.unit == item.unit for op in ops):
        raise ReaderRefusal(Reason.UNKNOWN_QUANTITY, "initial_state", sentence_index=question.sentence,
                            frame="question.done_right",
                            detail=f"{item.unit} were only told as done right, never held")
    if item is not None and question.kind == "event" and any(
            op.event == CORRECT and op.lemma == question.lemma and op.item is not None and op.item.unit == item.unit
            for op in ops):
        # "answered 5 questions correct. How many questions did he answer?": the wrong answers are not told
        raise ReaderRefusal(Reason.UNKNOWN_QUANTITY, "event_binding", sentence_index=question.sentence,
                            frame="question.done_right",
                            detail=f"{question.lemma} of {item.unit}: only the ones done right were told")
    for r in ops:
        if r.kind != "rate" or r.agent != WORTH:
            continue
        others = [op for op in ops if op is not r and op.item is not None and op.actor == r.actor
                  and op.event != CORRECT and (op.lemma == r.event and op.item.unit == r.target)]
        if others:
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "event_binding", sentence_index=question.sentence,
                                frame="question.done_right",
                                detail=f"{r.target} done by {r.event} not told right beside a worth of the right ones")
