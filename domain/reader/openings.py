"""How sentences open (reader v6): a descriptive clause before a statement, leading adverbials,
possessive and weather subjects.

Each form here either consumes its words into something the solver uses (a time, a place, a subject)
or is licensed by a pack descriptive rule recorded in the trace; anything else is left for the
statement frames to read or refuse.
"""
from __future__ import annotations

import msgspec

from domain.reader.graph import Op, Question
from domain.reader.refusals import Reason, ReaderRefusal
from domain.reader.phrases import NOUNISH, Context, Cursor, definite_entity, noun_run, read_entity

DESCRIBED_BY = ("and",)


def descriptive_prefix(cur: Cursor, ctx: Context, ops: list[Op], describe) -> str | None:
    """``Wendy was playing a video game and had 10 lives.``: a clause a pack descriptive rule reads
    whole, then ``and`` + a verb phrase whose subject is the described one. ``describe(sub)`` matches
    the rules on a cursor over the first clause only, so the number rule (a sentence part with a
    number is never descriptive) still holds for that part. The subject must be one entity: a group
    (``Tom and Ann were playing a game and had 10 lives``) does not say whose the lives are.

    Returns the subject (and leaves ``cur`` after the ``and``), or None without consuming."""
    if "but" not in cur.wordset and cur.wordset.isdisjoint(DESCRIBED_BY):
        return None  # speed (ADR 0188): the loop below reads only at an "and" or a "but"
    words = cur.words
    for k in range(1, cur.end - 1):
        w = words[k]
        if w != "but" and w not in DESCRIBED_BY:
            continue  # speed (ADR 0460): what the two tests below give at any other word (``but`` False, then continue)
        # multi5 (ADR 0119): "Roger was helping the workers pick up trays, but he could only carry 4 …": the
        # described clause, then ", but" and a clause with its own pronoun or name subject
        but = cur.words[k] == "but" and k >= 2 and cur.words[k - 1] == "," and (
            cur.sense("fn:pronoun", k + 1) is not None or cur.sense("name", k + 1) is not None)
        if not but and (cur.words[k] not in DESCRIBED_BY or cur.words[k - 1] == ","):
            continue
        if not but and not (cur.sense("verb", k + 1) or cur.words[k + 1] in ("will", "had", "has", "then")):
            continue
        sub = Cursor(cur.lex, cur.sentence, 0, k - 1 if but else k)
        snapshot, seen = dict(ctx.entities), list(ctx.units_seen)
        op = describe(sub)
        if op is None:
            continue
        head = Cursor(cur.lex, cur.sentence, 0, k - 1 if but else k)
        subject = read_entity(head, ctx)
        if subject is None or head.peek_word() in ("and", ","):
            ctx.entities, ctx.units_seen = snapshot, seen
            return None
        ops.append(op)
        cur.times |= sub.times
        cur.pos = k + 1
        return subject
    return None


def stamp_leading_place(ops: list[Op], first: int, place: str) -> None:
    """``At the park Sam found 5 shells``: a leading place is the place of the clause's gains, losses
    and holdings that name none of their own, exactly as if it ended the clause."""
    if not place:
        return
    for i in range(first, len(ops)):
        if ops[i].kind in ("gain", "lose", "hold") and not ops[i].place:
            ops[i] = msgspec.structs.replace(ops[i], place=place)


def take_part_of_phrase(cur: Cursor) -> str:
    """``In a hard part of the game`` / ``In the middle of the night,`` before a clause: a preposition, a
    number-free noun phrase and an ``of`` noun phrase — when in the story, never a holder. It is read as
    a bare circumstance (a question that names one refuses). Returns its words, or "" without consuming."""
    prep = cur.sense("fn:preposition")
    if prep is None:
        return ""
    start = cur.pos
    j = cur.pos + prep.length
    time = cur.sense("time", j)
    if time is not None:
        # "On the first day of the week": a time phrase (kept as the clause's time) and its "of" phrase
        before = set(cur.times)
        cur.pos = j
        cur.take("time")
        j = cur.pos
        if cur.peek_word() == "of":
            k = j + 1 + (1 if cur.sense("fn:determiner", j + 1) else 0)
            got = noun_run(cur, k, ("unit", "place"))
            if got is not None:
                cur.pos = got[2]
                # the "of" phrase is part of the time (the first day of May ≠ the first day of June)
                key = (cur.times - before).pop() if cur.times - before else ""
                if key and key not in cur.lex.start_times and key not in cur.lex.end_times:
                    cur.times.discard(key)
                    cur.times.add(key + " " + " ".join(cur.words[j:cur.pos]))
        return " ".join(cur.words[start:cur.pos])
    if cur.sense("fn:determiner", j) or cur.sense("fn:possessive", j):
        j += 1
    first = j
    while j < cur.end and cur.words[j] != "of" and any(s.cls in NOUNISH or s.cls == "fn:group" for s in cur.senses(j)):
        j += 1
    if j == first or j >= cur.end or cur.words[j] != "of":
        return ""
    j += 1
    if cur.sense("fn:determiner", j) or cur.sense("fn:possessive", j):
        j += 1
    got = noun_run(cur, j, ("unit", "place", "person"))
    if got is None:
        return ""
    cur.pos = got[2]
    return " ".join(cur.words[start:cur.pos])


def possessive_subject(cur: Cursor, ctx: Context) -> str | None:
    """``Sam's dog had puppies`` / ``Albert's cabbage patch has 12 rows``: the subject is the possessed
    thing, an entity of its own (``Sam's dog``), never Sam — so a later ``he gave 2 away`` is a loss by
    someone holding none (refused) and a question about Sam never reads the dog's holding. Read only
    before a verb or is/was (``Debby's class is going on a trip``, a descriptive rule's subject); ``Sara's mom`` (a person noun) and ``Hannah's Restaurant`` are read elsewhere."""
    if not (cur.sense("name") and cur.tokens[cur.pos].text[:1].isupper() and cur.sense("poss", cur.pos + 1)):
        return None
    got = noun_run(cur, cur.pos + 2, ("unit", "place", "person"))
    if got is None or not (cur.sense("verb", got[2]) or cur.sense("fn:be", got[2])):
        return None
    adjuncts, noun, end = got
    start = cur.pos
    owner = ctx.introduce(cur.tokens[cur.pos].text, _name_gender(cur))
    cur.pos = end
    words = cur.words[end - noun.length - len(adjuncts):end - noun.length]
    gender = (getattr(noun.entry, "gender", "") or "x") if noun.cls == "person" else "n"
    return definite_entity(cur, ctx, f"{owner}'s", words, noun.entry.singular, gender, start)


def _name_gender(cur: Cursor) -> str:
    s = cur.sense("name")
    return s.entry.gender if s is not None and s.entry is not None else "x"


_EVENT_KINDS = ("gain", "lose", "transfer", "spend", "travel", "recorded", "weather")
"""Operations that happen at a time (a holding or a classification is read at the time told)."""


def stamp_clause_times(ops: list[Op], clauses: list[tuple[int, set[str]]], times: set[str],
                       leading: bool = False) -> bool:
    """``In the first round she scored 40 points and in the second round she scored 50 points.``: when
    two clauses of one sentence each name their own time, each clause's operations carry that time (and
    the times after the last clause, which belong to every clause); otherwise the parser stamps every
    operation with all of the sentence's times, as before (a question about one of them then refuses).

    Returns True when the union stamp would give one clause's own time to another clause that told none
    (red team 23, ADR 0197: ``Tom picked 5 apples and on Saturday he picked 3 apples.`` stamped Saturday on
    both, and ``How many apples did he pick on Saturday?`` answered 8; ``She mowed 9 hours on Monday and she
    mowed 2 hours.`` answered 11 for Monday): the caller marks the story ``unattributed``, so a question
    naming a time or place refuses. A time opening the sentence (``leading``: ``On Monday he worked 7 hours
    and he ate 2 apples``) is the whole sentence's, as before."""
    for _, t in clauses:
        if t:
            break
    else:
        return False  # speed (ADR 0267): no clause names a time of its own (most sentences): nothing to stamp or flag
    return _stamp_own_times(ops, clauses, times, leading)


def _stamp_own_times(ops: list[Op], clauses: list[tuple[int, set[str]]], times: set[str], leading: bool) -> bool:
    """``stamp_clause_times`` once a clause names a time of its own; apart, so that the common case builds none
    of the closure cells this part needs (speed, ADR 0267)."""
    ends = [start for start, _ in clauses[1:]] + [len(ops)]
    # only a clause that tells an event (a gain, loss, move, purchase, trip, record) takes a time wrongly; ``but 3 were broken``
    # classifies the things the timed clause told, at its time
    eventful = [any(op.kind in _EVENT_KINDS for op in ops[start:end]) for (start, _), end in zip(clauses, ends)]
    later_own = any(t and any(not other and eventful[j] for j, (_, other) in enumerate(clauses)
                              if j != i and not (leading and j == 0))
                    for i, (_, t) in enumerate(clauses) if not (leading and i == 0))
    own = [t for _, t in clauses if t]
    if len(own) < 2 or len({frozenset(t) for t in own}) < 2:
        return later_own
    if any(not t for _, t in clauses):
        return later_own  # a clause without a time of its own: which one applies? the parser's union
    named = set().union(*own)
    tail = times - named
    for (start, t), end in zip(clauses, ends):
        stamp = "|".join(sorted(t | tail))
        for i in range(start, end):
            ops[i] = msgspec.structs.replace(ops[i], time=stamp)
    return later_own


DEICTIC = ("last", "this", "next")
"""Closed-class words that make a time phrase of a day or month name (``Last Saturday,``)."""


def take_deictic_time(cur: Cursor) -> bool:
    """``Last Saturday, Marie sold …``: ``last/this/next`` + a one-word pack time (a day, a month) that the
    pack has no phrase for is that time, told apart from the bare day (``on Saturday``) by its words."""
    if cur.peek_word() not in DEICTIC:
        return False
    time = cur.sense("time", cur.pos + 1)
    if time is None or time.length != 1 or time.entry.id in cur.lex.start_times | cur.lex.end_times:
        return False
    cur.times.add(f"{time.entry.id}={cur.words[cur.pos]} {cur.words[cur.pos + 1]}")
    cur.pos += 2
    return True


_TIME_FRAME = frozenset({"on", "in", "at", "for", "during", "over", "the", "a", "an", "one"})
"""Closed-class words that frame a time phrase without changing which time it is (``on/for Halloween``)."""


def _time_parts(stamp: str) -> set[tuple[str, tuple[str, ...]]]:
    """``time.halloween=for halloween|…`` → {(entry id, content words)}: the words without their frame."""
    parts = set()
    for part in stamp.split("|") if stamp else ():
        entry, _, words = part.partition("=")
        parts.add((entry, tuple(w for w in words.split() if w not in _TIME_FRAME)))
    return parts


def _deictic_overlap(told: set[tuple[str, tuple[str, ...]]], asked: set[tuple[str, tuple[str, ...]]]) -> bool:
    """``Last Monday, …`` against ``on Monday`` (either way round): the bare day may be that Monday or
    another one (redteam: ``Last Monday … 5. On Monday … 3. … on Monday?`` answered 3). Two deictic
    times (``last`` / ``this Monday``) stay different times."""
    def bare(words: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(w for w in words if w not in DEICTIC)
    # the entries may differ (``time.monday`` under ``last``, the pack phrase ``time.on_monday``): the words decide
    return any(w1 != w2 and bare(w1) and bare(w1) == bare(w2) and (w1 == bare(w1) or w2 == bare(w2))
               for _, w1 in told for _, w2 in asked)


def check_question_time(ops: list[Op], q: Question) -> None:
    """A question's time is matched exactly (entry and words). A statement time that differs but names the
    same time in other words (``for Halloween`` / ``on Halloween``, same pack entry and the same words once
    ``on/for/in/the …`` are set aside), or a sentence whose several times were all given to each of its
    operations (``5 on Monday and 3 on Tuesday``), might or might not be the asked time: leaving it out
    could undercount, counting it could overcount, so the question refuses. Different words in one pack
    entry (``in the first round`` / ``in the second round``) are different times."""
    if not q.time:
        return
    asked = _time_parts(q.time)
    for op in ops:
        if op.kind in ("gain", "lose", "transfer", "hold") and op.time and op.time != q.time \
                and (_time_parts(op.time) & asked or _deictic_overlap(_time_parts(op.time), asked)):
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "time_binding", sentence_index=q.sentence,
                                frame="question.time",
                                detail=f"the question asks about {q.time!r}; sentence {op.sentence} says {op.time!r}")
