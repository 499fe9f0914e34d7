"""``How many more <things> did <someone> <verb> this year [than last year]?`` (v13, ADR 0261): one doer's events of
one verb told for two periods, the later compared with the earlier.

    Last year, Tom picked 1416 eggs. This year, he picked 4636 eggs. How many more eggs did Tom pick this year?
                                                                                        4636 − 1416 = 3220

``How many more … ?`` compared two holders or two things (``than Ann``, ``than apples``); with the same doer, verb
and things told for two periods, the comparison is between the periods. Read only when
- the question is ``How many more [mods] <things> did <doer> <verb> <period> [than <other period>]?`` — the periods
  pack times naming a whole period against now (``this year``, ``last month``: ``this|last|next <period noun>``),
  the two with the same period noun;
- every operation of the story is an event of that doer, by that verb, of exactly those things (the same
  modifiers), each stamped with one of the two periods and nothing else, both periods told (a ``describe`` of a
  pack rule may stand beside them);
- the asked period's events are at least the other's (``How many more`` of a smaller count refuses).
The answer is the asked period's sum less the other's.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Item, Op, Question
from domain.reader.phrases import Context, Cursor, read_entity, time_key
from domain.reader.refusals import ReaderRefusal, Reason
from domain.reader.results import Step

PERIOD_DIFFERENCE = "period_difference"
_PERIOD_WORDS = ("this", "last", "next")


def _period(cur: Cursor) -> tuple[str, str] | None:
    """A ``this|last|next <period>`` time at the cursor: (its stamp key, its period noun)."""
    s = cur.sense("time")
    if s is None:
        return None
    words = cur.words[cur.pos:cur.pos + s.length]
    if len(words) != 2 or words[0] not in _PERIOD_WORDS:
        return None
    cur.pos += s.length
    return time_key(cur.lex, s, words), words[1]


def asked_periods(cur: Cursor):
    """The question's ``<period> [than <period>]`` (also same_doers.py): (the asked period or None, the other
    or None); None when a ``than`` has no period after it."""
    asked = _period(cur)
    other = None
    if asked is not None and cur.take_word("than") is not None:
        other = _period(cur)
        if other is None:
            return None
    return asked, other


def parse_period_difference(cur: Cursor, ctx: Context, ops: list[Op]) -> Question | None:
    """The question (see the module doc), or None with nothing consumed."""
    w = cur.words[:cur.end]
    if w[:3] != ["how", "many", "more"] or "did" not in w:
        return None
    start, known, seen = cur.pos, dict(ctx.entities), list(ctx.units_seen)

    def back() -> None:
        cur.pos, ctx.entities, ctx.units_seen = start, known, seen

    cur.pos = 3
    mods = []
    while cur.sense("modifier") is not None and cur.sense("unit") is None:
        mods.append(cur.sense("modifier").entry.id)
        cur.pos += 1
    unit = cur.sense("unit")
    if unit is None or unit.form != "pl":
        back()
        return None
    cur.pos += unit.length
    if cur.take_word("did") is None:
        back()
        return None
    try:
        who = read_entity(cur, ctx)
    except ReaderRefusal:
        back()
        return None
    verb = cur.sense("verb") if who else None
    if verb is None:
        back()
        return None
    cur.pos += verb.length
    got = asked_periods(cur)
    if got is None:
        back()
        return None
    asked, other = got
    if asked is None or not cur.at_end() or (other is not None and (other[1] != asked[1] or other[0] == asked[0])):
        back()
        return None
    return Question(kind=PERIOD_DIFFERENCE, sentence=cur.sentence.index, entity=who,
                    item=Item(unit=unit.entry.id, mods=tuple(sorted(mods))), lemma=verb.entry.id,
                    time=asked[0], other=other[0] if other else asked[1])


def period_told(ops: list[Op], q: Question) -> bool:
    """Whether the story is the one this module reads for ``q`` (its sums are defined), for parser.parse (v15)."""
    try:
        _sums(_Told(ops=ops, question=q))
    except ReaderRefusal:
        return False
    return True


class _Told:
    def __init__(self, ops: list[Op], question: Question):
        self.ops, self.question = ops, question


def _sums(graph) -> tuple[Fraction, Fraction]:
    q = graph.question
    events = [op for op in graph.ops if op.kind != "describe"]
    if not events or any(op.kind not in ("gain", "lose") or op.actor != q.entity or op.lemma != q.lemma
                         or op.item != q.item or op.source or op.target or op.place
                         or op.amount.startswith(("?", "all")) for op in events):
        raise ReaderRefusal(Reason.UNSUPPORTED_FORM, "event_binding", frame=PERIOD_DIFFERENCE,
                            sentence_index=q.sentence, detail="the story tells more than one doer's events of "
                                                              "one verb on the asked things")
    times = {op.time for op in events}
    if len(times) != 2 or q.time not in times:
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "time_binding", frame=PERIOD_DIFFERENCE,
                            sentence_index=q.sentence, detail="not two periods, the asked one among them")
    (other,) = times - {q.time}
    words = other.partition("=")[2].split()
    if len(words) != 2 or words[0] not in _PERIOD_WORDS or (q.other.startswith("time.") and other != q.other) \
            or (not q.other.startswith("time.") and words[1] != q.other):
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "time_binding", frame=PERIOD_DIFFERENCE,
                            sentence_index=q.sentence, detail="the other period is not the one compared")
    asked = sum(Fraction(op.amount) for op in events if op.time == q.time)
    rest = sum(Fraction(op.amount) for op in events if op.time == other)
    return asked, rest


def period_answer(lex, graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the asked period's events less the other's (fewer refuses)."""
    asked, rest = _sums(graph)
    return difference_of_sums(graph.question, asked, rest, PERIOD_DIFFERENCE, "'how many more' of the smaller count")


def difference_of_sums(q, asked: Fraction, rest: Fraction, kind: str, negative: str) -> tuple[Fraction, str, list[Step]]:
    """The solver's answer of a difference between two sums of events (``asked`` less ``rest``), one step of
    ``kind``; a negative difference refuses with the ``negative`` detail (also timed_differences.py, v15)."""
    if asked < rest:
        raise ReaderRefusal(Reason.NEGATIVE_HOLDING, "policy.non_negative", frame=kind, detail=negative)
    return asked - rest, q.item.unit, [Step(lemma=q.lemma, kind=kind, holder=q.entity,
                                            operands=[str(asked), str(rest)], before="", after=str(asked - rest))]


def verify_period(lex, graph) -> Fraction:
    """Verifier: the d with rest + d = asked."""
    asked, rest = _sums(graph)
    return -(rest - asked)
