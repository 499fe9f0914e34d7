"""``How many books did she read in the two months?`` (v18, ADR 0393): an action question over every time told.

    Grace read 12 books in June and 15 books in July.
    How many books did she read in the two months?                                   12 + 15 = 27
    A farmer picked 34 apples on Monday, 29 apples on Tuesday and 33 apples on Wednesday.
    How many apples did he pick in the three days?                                   34 + 29 + 33 = 96
    Sam sold 5 cakes on Monday. He sold 7 cakes on Tuesday.
    How many cakes did Sam sell on both days?                                        5 + 7 = 12

``in|over|during|on the N <days|months>``, ``in|over|during|on both <days|months>`` (N = 2) and ``in|over|during
those|these N months`` (``those N days`` stays with those_days.py) point back at the days or months the story told;
the phrase restricts the question to them. The reader keeps only restrictions it can check, so the phrase is read
only when the restriction is exactly *the whole story*, and then the question asks what ``in all`` asks. The phrase
is consumed in the question's tail (questions._tail, action questions only: a holding is not ``read in`` months)
and recorded on the context; once the question is read, ``check_told_span`` (parser.py) holds it to the story:

- the question is an action total (``event``, ``passive``, ``spend``, ``legs``) with no other asked time;
- every operation of the story is a holding, a price, a content rate, a description or a classification, or an
  event (gain, loss, move, leg of a journey) — anything else (a rate, a scale, a comparison, a partition …)
  refuses: what it adds to the span is not a sum of told events;
- every event carries a time, and every time of every event names one day (``on Monday``, ``Tuesday``) — or
  all name days counted from today (``yesterday``, ``today``) — for ``days``, one month (``in June``) for
  ``months``; a weekday beside ``yesterday`` refuses (yesterday may be Monday), as does any other time;
- a sentence whose events carry several times (the parser stamps a sentence's times on all its clauses) shows
  which is whose plainly: its numbers and time phrases alternate, number first, one per event
  (timed_differences.attribute_times); two events of one sentence with one shared time are read only when no
  clause of the story left its time open (``ctx.unattributed``: ``12 apples at the farm and 7 on Monday``);
- the days (months) told, each counted once (``Monday`` and ``on Monday`` are one day), are exactly N.

Refused otherwise (``unparsed_question``, ``frame.question_restriction``), never dropped: ``in the two days``
after three days told (which two?), beside an event told with no day (``He also picked 5 apples``: in the two
days or not?), beside a rate (``She reads 9 pages every day``: the span's days are not told), or in a question
that is not a sum of actions.
"""
from __future__ import annotations

from domain.reader.graph import Op, Question
from domain.reader.phrases import Context, Cursor, read_number
from domain.reader.refusals import Reason, ReaderRefusal
from domain.reader.timed_differences import attribute_times, time_class

_PREPS = ("in", "over", "during", "on")
_NOUNS = {"unit.day": ("weekday", "day"), "unit.month": ("month",)}
"""The span's noun → the time classes (timed_differences.time_class) one of which every told time must have."""
_EVENTS = frozenset({"gain", "lose", "transfer", "leg"})
_STATIC = frozenset({"hold", "hold_sum", "price", "per", "describe", "classify"})
_ASKED = frozenset({"event", "passive", "spend", "legs"})


def take_told_span(cur: Cursor, ctx: Context) -> bool:
    """Consume ``in the N days`` / ``on both days`` / ``in those N months`` and note it on ``ctx`` (checked
    against the story by check_told_span once the question is read); False, nothing consumed, otherwise."""
    start = cur.pos
    if cur.peek_word() not in _PREPS:
        return False
    cur.pos += 1
    both = cur.peek_word() == "both" and cur.take("fn:all") is not None
    if not both:
        demonstrative = cur.sense("fn:demonstrative") is not None
        if not demonstrative and cur.take_word("the") is None:
            cur.pos = start
            return False
        if demonstrative:
            cur.pos += 1
        num = read_number(cur)
        if num is None or num[1] or num[0].denominator != 1 or num[0] < 2:
            cur.pos = start
            return False
        count = int(num[0])
    else:
        count = 2
    unit = cur.sense("unit")
    if unit is None or unit.entry.id not in _NOUNS or cur.words[cur.pos] != cur.lex.unit_by_id[unit.entry.id].plural:
        cur.pos = start
        return False
    if not both and demonstrative and unit.entry.id == "unit.day":
        cur.pos = start
        return False  # "in those two days" is those_days.py's (read before this one)
    cur.pos += unit.length
    ctx.told_span = (count, unit.entry.id, " ".join(cur.words[start:cur.pos]))
    return True


def _refuse(si: int, detail: str) -> ReaderRefusal:
    return ReaderRefusal(Reason.UNPARSED_QUESTION, "frame.question_restriction", sentence_index=si,
                         frame="question.circumstance", detail=detail)


def check_told_span(ctx: Context, question: Question, ops: list[Op], story: list[Cursor]) -> None:
    """Refuse a noted span that is not exactly the story's told times (see the module doc)."""
    if ctx.told_span is None:
        return
    count, noun, words = ctx.told_span
    si = question.sentence
    if question.kind not in _ASKED or question.time:
        raise _refuse(si, f"'{words}' in a question that is not a sum of told actions")
    classes = _NOUNS[noun]
    by_sentence: dict[int, list[Op]] = {}
    for op in ops:
        if op.kind in _STATIC:
            continue
        if op.kind not in _EVENTS:
            raise _refuse(si, f"'{words}' beside a {op.kind} (not an event told at one time)")
        if not op.time:
            raise _refuse(si, f"'{words}' beside an event told at no time")
        by_sentence.setdefault(op.sentence, []).append(op)
    if not by_sentence:
        raise _refuse(si, f"'{words}' with no event told")
    cursors = {c.sentence.index: c for c in story}
    told: set[str] = set()
    kinds: set[str] = set()
    for s, events in by_sentence.items():
        stamps = {op.time for op in events}
        parts = [p for op in events for p in op.time.split("|")]
        if len(stamps) == 1 and "|" in next(iter(stamps)):
            # the sentence's times on every clause: given back from the words, one per event, or refused
            if s not in cursors or attribute_times(cursors[s], events) is None:
                raise _refuse(si, f"'{words}' beside a sentence whose times are not each one event's")
        elif len(events) > 1 and ctx.unattributed:
            # "12 apples at the farm and 7 apples on Monday": was the farm on Monday? The story left a time open
            raise _refuse(si, f"'{words}' when a clause's time is not its own")
        elif any("|" in stamp for stamp in stamps):
            raise _refuse(si, f"'{words}' beside an event told at two times")
        for part in parts:
            cls = time_class(part)
            if cls not in classes:
                raise _refuse(si, f"'{words}' beside a time that is no single {noun.split('.')[1]}")
            kinds.add(cls)
            told.add(part.partition("=")[2].split()[-1])
    if len(kinds) != 1:
        raise _refuse(si, f"'{words}' beside weekdays and days counted from today (yesterday may be Monday)")
    if len(told) != count:
        raise _refuse(si, f"'{words}' when the story told {len(told)}")
