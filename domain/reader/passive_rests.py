"""A passive total, one part at one place and the rest at another (v12, ADR 0234).

    Students at Arcadia schools are participating in a coat drive. 9437 coats have been collected so far. 6922
    coats were collected from the high schools, and the rest from the elementary schools. How many coats were
    collected at the elementary schools?                                                         9437 − 6922

Why a module of its own: no holder is named (the things are counted by a passive), and ``the rest`` says in
words that the two places share the whole of what was counted: the first place's M and the rest, N − M. The
holding machinery has no holder for a passive gain and does not read a gapped ``and the rest from …``.

Statements (every sentence but the question): scene sentences read by a pack descriptive rule (in the trace);
the total ``N <things> (have|has) been <verb> [<time>]`` (the perfect: all counted up to now) told once, before
the part; the part ``M <things> (were|was) <verb> <prep> <place> , and the rest <prep> <other place>`` (the
same preposition, two different places). The question ``How many <things> (were|was) <verb> <prep> <the rest's
place>?``, where ``from`` and ``at`` name the same place (``collected from the schools`` / ``at the schools``).
One verb lemma (a gain, loss, making or destroying verb), the same things (no conversion), the part's and the
question's times among the total's. Refused: another sentence with a number, a second total or part, the rest
asked at the first place or at a third, another verb or things, a part larger than the total.
"""
from __future__ import annotations

from domain.reader.graph import Graph, Op, Question
from domain.reader.phrases import Context, Cursor, fmt, noun_run
from domain.reader.refusals import ReaderRefusal, Reason
from domain.reader.told_totals import KIND, PART, TOTAL, VERB_CATEGORIES, _refuse, _things
from domain.reader.travel import _number

SAME_PLACE = frozenset({"from", "at"})
"""Prepositions that name the same place for a passive count (``collected from`` / ``collected at``)."""


def claims(cursors: list[Cursor]) -> bool:
    """A statement with ``, and the rest``, one opening ``N … have|has been``, and a question opening ``How many``."""
    if len(cursors) < 3 or cursors[-1].words[:2] != ["how", "many"]:
        return False
    rest = any(cur.words[i:i + 4] == [",", "and", "the", "rest"] for cur in cursors[:-1] for i in range(cur.end))
    perfect = any(cur.sense("num", 0) is not None and "been" in cur.wordset and {"has", "have"} & cur.wordset
                  for cur in cursors[:-1])
    return rest and perfect


def _verb(cur: Cursor) -> str:
    v = next((s for s in cur.senses(cur.pos) if s.cls == "verb"), None) if cur.pos < cur.end else None
    if v is None or v.entry.category not in VERB_CATEGORIES:
        raise _refuse(cur, "expected a verb whose things a total counts")
    cur.pos += v.length
    return v.entry.id


def _place(cur: Cursor) -> tuple[str, tuple[str, ...]]:
    """``from the high schools``: the preposition and the noun phrase's words."""
    prep = cur.take_word("from", "at", "in", "to", "on")
    if prep is None or cur.take_word("the") is None:
        raise _refuse(cur, "expected '<preposition> the <place>'")
    start = cur.pos
    got = noun_run(cur, cur.pos, ("place", "unit", "person"))
    if got is None:
        raise _refuse(cur, "expected a place")
    cur.pos = got[2]
    return prep, tuple(cur.words[start:got[2]])


def _times(cur: Cursor) -> None:
    while not cur.at_end() and cur.take("time") is not None:
        pass


def parse_passive_rest(cursors: list[Cursor], describe) -> Graph:
    ctx = Context()
    ops: list[Op] = []
    total = part = None
    for cur in cursors[:-1]:
        if not any(cur.sense(c, i) is not None for i in range(cur.end) for c in ("num", "number")):
            desc = describe(cur, ctx)
            if desc is None:
                raise _refuse(cur, "a sentence no descriptive rule reads beside a passive total")
            ops.append(desc)
            continue
        value = _number(cur)
        if value is None or value <= 0:
            raise _refuse(cur, "expected a number of things first")
        things = _things(cur)
        if cur.take_word("have", "has") is not None:
            if cur.take_word("been") is None or total is not None or part is not None:
                raise _refuse(cur, "expected one total told first: 'N <things> have been <verb>'",
                              Reason.UNKNOWN_QUANTITY)
            verb = _verb(cur)
            _times(cur)
            if not cur.at_end():
                raise _refuse(cur, "words after the total")
            total = (value, things, verb, set(cur.times), cur.sentence.index)
            continue
        if cur.take_word("were", "was") is None or total is None or part is not None:
            raise _refuse(cur, "expected one part after the total: 'M <things> were <verb> …'",
                          Reason.UNKNOWN_QUANTITY)
        verb = _verb(cur)
        first = _place(cur)
        if cur.words[cur.pos:cur.pos + 4] != [",", "and", "the", "rest"]:
            raise _refuse(cur, "expected ', and the rest <preposition> <place>'")
        cur.pos += 4
        rest = _place(cur)
        _times(cur)
        if not cur.at_end() or rest[0] != first[0] or rest[1] == first[1]:
            raise _refuse(cur, "the rest must be at another place, with the same preposition")
        part = (value, things, verb, set(cur.times), cur.sentence.index, first, rest)
    q = cursors[-1]
    if total is None or part is None:
        raise _refuse(q, "a total and one part with its rest must be told", Reason.UNKNOWN_QUANTITY)
    q.pos = 2
    things = _things(q)
    if q.take_word("were", "was") is None:
        raise _refuse(q, "expected 'were <verb>'", Reason.UNPARSED_QUESTION)
    verb = _verb(q)
    asked = _place(q)
    _times(q)
    if not q.at_end():
        raise _refuse(q, "words after the question", Reason.UNPARSED_QUESTION)
    if asked[1] != part[6][1] or not (asked[0] == part[6][0] or {asked[0], part[6][0]} <= SAME_PLACE):
        raise _refuse(q, "the question asks about another place than the rest's", Reason.UNKNOWN_QUANTITY)
    if not (total[2] == part[2] == verb) or not (total[1].key() == part[1].key() == things.key()):
        raise _refuse(q, "another verb or other things in the part or the question", Reason.UNKNOWN_QUANTITY)
    if not (part[3] <= total[3] and set(q.times) <= total[3]):
        raise _refuse(q, "a part or a question in another time than the total", Reason.UNKNOWN_QUANTITY)
    ops.append(Op(kind=TOTAL, lemma=verb, sentence=total[4], item=total[1].item(), amount=fmt(total[0])))
    ops.append(Op(kind=PART, lemma=verb, sentence=part[4], item=part[1].item(), amount=fmt(part[0]),
                  factor="rest", target=" ".join(part[6][1])))
    return Graph(ops=ops, question=Question(kind=KIND, sentence=q.sentence.index, item=things.item(), lemma=verb))
