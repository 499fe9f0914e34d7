"""Waiting in line (v11, ADR 0191):

    At the fair there were 9 people in line for the bumper cars. If 6 of them got tired of waiting and left
    and 3 more got in line, how many people would be in line?                                   9 − 6 + 3

``in line`` (pack role ``queue``; no determiner) is the idiom for being in a queue: the people are in *the*
line, a place like ``in the line``, so a statement, an arrival (``3 more got in line``) and the question
(``would be in line``) all name the same holder. Before v11 the bare noun was read as a circumstance (``at
school``), which no question may restrict to, so every such question refused.

``for <noun phrase>`` right after it says what the line is for (``for the bumper cars``, ``for tickets``): it
names *which* line, as the words before a noun tell two boxes apart (``the bumper car line`` and ``the ferris
wheel line`` are two lines). It is never a beneficiary or a second place. A later bare ``in line`` names the
one line in play (compounds.py); with two lines it refuses, and a line for something else after a plain ``in
line`` (``may or may not be the same line``) refuses too.

A leading place (``At the fair there were …``) is where the line is: the line holds the people and the fair
is kept only to refuse any other mention of it (nested_places.py) — the fair may hold more people than the
line.
"""
from __future__ import annotations

from domain.reader.graph import Question
from domain.reader.phrases import Context, Cursor, definite_entity, noun_run
from domain.reader.refusals import Reason, ReaderRefusal


def read_queue(cur: Cursor, ctx: Context, start: int) -> str | None:
    """At ``in line [for <the/a> <noun phrase>]`` (the cursor on ``in``): the line's entity, cursor after it;
    None (nothing consumed) when this is not the idiom."""
    queue = cur.sense("fn:queue")
    if queue is None:
        return None
    cur.pos += queue.length
    words: list[str] = []
    if cur.peek_word() == "for":
        save = cur.pos
        cur.pos += 1
        cur.take_word("the", "a", "an")
        got = noun_run(cur, cur.pos, ("unit", "place"))
        if got is None or cur.sense("poss", got[2]) is not None:
            cur.pos = save  # "for 20 minutes", "for Tom": not what the line is for; left to the caller
        else:
            adjuncts, noun, end = got
            words = cur.words[cur.pos:end - noun.length] + noun.entry.singular.split()
            cur.pos = end
    noun = cur.words[start + queue.length - 1]
    entity = definite_entity(cur, ctx, "the", words, noun, "n", start)
    ctx.queues.add(entity)
    return entity


def queue_in_place(ctx: Context, place: str) -> bool:
    """``place`` is a line read by read_queue (a leading place is then where the line is)."""
    return place in ctx.queues


def check_queue_question(question: Question, ctx: Context, words: list[str]) -> None:
    """``At the fair there were 9 people in line … How many people would be there?``: ``there`` may be the
    fair (which may hold more people) as well as the line. A question about a line that is at a leading place
    must name the line itself (``in line``, ``in the line``); otherwise it refuses."""
    if question.entity not in ctx.queues or not any(inner == question.entity for _, inner, _ in ctx.nested_places):
        return
    asked = words[max((i for i, w in enumerate(words) if w == "how"), default=0):]  # not the If-clause
    if "line" not in asked:
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_binding", sentence_index=question.sentence,
                            frame="question.place",
                            detail=f"the question does not name {question.entity}, which is at another place")


def refuse_person_in_line(cur: Cursor) -> None:
    """``Tom got in line.``: the phrasal verb ``got in`` has taken the ``in`` of ``in line``, and the bare
    ``line`` would be read as the object (an unknown number of lines gained). Before v11 nothing could ask about
    the line, so that reading was harmless; now ``How many people are in line?`` would miss Tom (9, not 10). A
    person joining the queue is not read: refused (the cursor is where the object would start)."""
    if cur.pos > 0 and cur.sense("fn:queue", cur.pos - 1) is not None:
        raise ReaderRefusal(Reason.UNPARSED_SENTENCE, "frame.statement", sentence_index=cur.sentence.index,
                            token_index=cur.pos, token_text=cur.tokens[cur.pos].text, frame="statement.queue",
                            detail="someone getting in line: a member joining the queue is not read")
