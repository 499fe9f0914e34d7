"""``How many <things> did <doer> <verb> <T>?`` after one sentence listing the doer's events each with its own time
(v20, ADR 0456).

    Tom picked 5 apples on Monday, 7 apples on Tuesday and 4 apples on Wednesday.
    How many apples did he pick on Tuesday?                                                         7
    A baker made 28 muffins in the morning and 18 muffins in the afternoon.
    How many muffins did the baker make in the morning?                                             28
    Sam picked 5 apples yesterday and 3 apples today. How many apples did he pick today?            3

Every operation of a sentence carries all the sentence's time phrases (parser._stamp_times), so each of the listed
events was stamped ``on monday|on tuesday|on wednesday`` and a question naming one of those times refused
(openings.check_question_time: the asked time might or might not be a listed event's). The sentence does say which
amount goes with which time when it shows them plainly; timed_differences.attribute_times (ADR 0300) already reads
that for ``How many more … on Monday than on Tuesday?``, and the same reading is used here for the plain event
question. Read only when
- the question is an event question (kind ``event``) about one named doer (no group, no place, no source) with
  one time, of a kind that never overlaps its siblings (timed_differences.time_class: weekdays, days counted
  from today, spans of a day, meals, months, ``this|last|next <period>``);
- every operation of the story (a description, a price and one first holding of the things aside) is an event of
  that doer, by the asked verb, of exactly the asked things, all gains or all losses, with a stated amount and no
  source, recipient or place;
- no sentence telling the events has a word that may compare (``5 more on Tuesday``: 5, or 5 more than Monday's?);
- each multi-time sentence gives each number its own time (numbers and times alternate, number first, each time
  closing its list item), and afterwards every event has exactly one time, all of one kind, no time told in two
  ways, and the asked time is one of them.
The events' times are then the ones the words give, and the question is read as any event question with a time
(the events at that time summed). Anything else is left as it was (and refuses as before).
"""
from __future__ import annotations

import msgspec

from domain.reader.graph import Op, Question
from domain.reader.phrases import Context, Cursor
from domain.reader.timed_differences import _COMPARING, _FRAME, _static, attribute_times, time_class


def _one_doer_events(ops: list[Op], q: Question) -> dict[int, list[int]] | None:
    """The asked doer's events by sentence, or None when any other operation is in the story."""
    by_sentence: dict[int, list[int]] = {}
    for i, op in enumerate(ops):
        if _static(op, q.entity, q.item):
            continue
        if op.kind not in ("gain", "lose") or op.actor != q.entity or op.lemma != q.lemma or op.item != q.item \
                or op.source or op.target or op.place or not op.amount or op.amount.startswith(("?", "all")):
            return None
        by_sentence.setdefault(op.sentence, []).append(i)
    if not by_sentence or len({ops[i].kind for idx in by_sentence.values() for i in idx}) != 1:
        return None
    return by_sentence


def settle_timed_events(ops: list[Op], question: Question, ctx: Context, story: list[Cursor]) -> list[Op]:
    """The story's events each with the one time its words give it, when the module doc's conditions hold."""
    q = question
    if q.kind != "event" or not q.time or "|" in q.time or q.item is None or not q.entity or q.members \
            or q.place or q.source or not any("|" in op.time for op in ops if op.time):
        return ops
    if time_class(q.time) is None:
        return ops
    by_sentence = _one_doer_events(ops, q)
    if by_sentence is None:
        return ops
    cursors = {c.sentence.index: c for c in story}
    new = list(ops)
    for si, idx in by_sentence.items():
        if si not in cursors or not cursors[si].wordset.isdisjoint(_COMPARING):
            return ops
        if not any("|" in ops[i].time for i in idx):
            continue
        got = attribute_times(cursors[si], [ops[i] for i in idx])
        if got is None:
            return ops
        for i, t in zip(idx, got):
            new[i] = msgspec.structs.replace(ops[i], time=t)
    events = [new[i] for idx in by_sentence.values() for i in idx]
    times = {op.time for op in events}
    if any(not op.time or "|" in op.time for op in events) or q.time not in times:
        return ops
    kinds = {time_class(t) for t in times}
    contents = {tuple(w for w in t.partition("=")[2].split() if w not in _FRAME) for t in times}
    if len(kinds) != 1 or None in kinds or len(contents) != len(times):
        return ops
    ctx.unattributed = False  # every event of the story now has the one time its words give it
    return new
