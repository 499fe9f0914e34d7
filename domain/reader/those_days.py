"""``How much money did George make in those two days?`` (v11, ADR 0189): a question over the days told.

``in those N days`` points back at days the story has named; it restricts the question to them. The reader
keeps only restrictions it can check (questions.py refuses a bare phrase it cannot), so the phrase is read
only when the restriction is exactly *the whole story*: every event (a gain, loss or move) of the story is
stamped with one day (pack function role ``day``: ``on Monday``, ``Tuesday``, ``yesterday`` …), and the
days named, counted once each (``Monday`` and ``on Monday`` are one day), are exactly N. Then the question
asks what it would ask without the phrase, and the phrase is consumed.

Refused (``unparsed_question``, ``frame.question_restriction``), never dropped: a number of days that differs
from the days told (``on Monday … on Tuesday … on Wednesday … in those two days``: which two?), an event told
with no day or with two days in one stamp (``on Monday and Tuesday he worked 3 hours``: 3 each or 3 in all?),
a time that is no single day (``last week``), a day told for one clause only and stamped on its sentence
(``He worked 3 hours and on Thursday he worked 4 hours``: the story is ``unattributed``, as for any question
naming a time), two events of one sentence on the same day (whether the day is each clause's own or the
sentence's, stamped on both, is not kept), and any period other than days. Only an action question calls
it (questions.py): a holding is not ``made in`` days.
"""
from __future__ import annotations

from domain.reader.graph import Op
from domain.reader.phrases import Context, Cursor, read_number
from domain.reader.refusals import Reason
from domain.reader.circumstances import unparsed

_PREPS = ("in", "over", "during", "on")
_EVENTS = ("gain", "lose", "transfer")


def _day_keys(lex) -> dict[str, str]:
    """time lemma id → the day it names (the last word of its form: ``on monday`` and ``monday`` → monday)."""
    days = {form for f in lex.pack.functions if f.role == "day" for form in f.forms}
    out: dict[str, str] = {}
    for t in lex.pack.times:
        named = {form.split()[-1] for form in t.forms if form in days}
        if len(named) == 1:
            out[t.id] = named.pop()
    return out


def day_keys(lex) -> dict[str, str]:
    return lex.memo("those_days.day_keys", _day_keys)


def take_those_days(cur: Cursor, ops: list[Op], ctx: Context) -> bool:
    """Consume ``in those N days`` when it names every day of the story's events (see the module doc);
    False, nothing consumed, when the words are not there; a refusal when they are but do not fit."""
    start = cur.pos
    if cur.peek_word() not in _PREPS or cur.sense("fn:demonstrative", cur.pos + 1) is None:
        return False
    cur.pos += 2
    num = read_number(cur)
    unit = cur.sense("unit") if num is not None and not num[1] else None
    if unit is None or unit.entry.id != "unit.day" or num[0].denominator != 1:
        cur.pos = start
        return False
    cur.pos += unit.length
    if ctx.unattributed:
        # "He worked 3 hours and on Thursday he worked 4 hours": the sentence's day is stamped on both clauses,
        # but the first told none of its own (the same policy as a question naming a time, parser.py)
        raise unparsed(cur, "question.circumstance", f"'those {num[0]} days' when an event's day is not its own",
                       Reason.UNPARSED_QUESTION, "frame.question_restriction")
    keys = day_keys(cur.lex)
    told: set[str] = set()
    per_sentence: dict[int, list[str]] = {}
    for op in ops:
        if op.kind not in _EVENTS:
            continue
        stamp = [keys.get(t.split("=")[0]) for t in op.time.split("|")] if op.time else [None]
        if len(stamp) != 1 or stamp[0] is None:
            raise unparsed(cur, "question.circumstance", f"'those {num[0]} days' beside an event told on no one "
                           "day", Reason.UNPARSED_QUESTION, "frame.question_restriction")
        told.add(stamp[0])
        per_sentence.setdefault(op.sentence, []).append(stamp[0])
    if any(len(days) != len(set(days)) for days in per_sentence.values()):
        # "He worked 5 hours and on Saturday he worked 3 hours": the one day is stamped on both clauses (the
        # parser gives a sentence's times to every clause without its own); whose day it is, is not said
        raise unparsed(cur, "question.circumstance", f"'those {num[0]} days' beside two events of one sentence "
                       "on one day", Reason.UNPARSED_QUESTION, "frame.question_restriction")
    if len(told) != num[0]:
        raise unparsed(cur, "question.circumstance", f"'those {num[0]} days' when the story told {len(told)}",
                       Reason.UNPARSED_QUESTION, "frame.question_restriction")
    return True
