"""One person's event compared with another's (v12, ADR 0236).

    Arthur baked 115 muffins. James baked 12 times as many. How many muffins did James bake?   115 × 12 = 1380
    Lily picked 40 apples. Omar picked 6 fewer apples than Lily. How many apples did they pick altogether?
                                                                                          40 + (40 − 6) = 74

Why a module of its own: the holding machinery compares holdings (``Tom has twice as many apples as Sam``)
and reads ``baked 12 times as many`` nowhere: the comparison is between two people's events of one verb, not
between what they hold (James may have had muffins before). The text is read as a whole, in one shape:

1. ``<A> <verb> N <things>.`` — a capitalised name, a pack verb, a positive number of a count noun;
2. ``<B> <the same verb> (k times|twice|thrice|half) as many [<things>] [as <A>|as <he|she> did]`` or
   ``<B> <the same verb> M more|fewer|less [<things>] than <A> [did]`` — another name; the things, when said,
   are A's. ``more`` without ``than`` refuses (``Tom picked 3 more apples``: 3 further, or 3 more than Sam?);
   ``as many`` without ``as`` compares with A, the one other person;
3. ``How many [<things>] did <B> <verb>?`` (B's event), ``… did <A> <verb>?`` (A's), or ``… did <A> and <B> |
   they <verb> [altogether|in all|in total|together]?`` (the sum).
``N times more than`` (ambiguous), a part that is not whole, a negative difference, another verb or thing,
a third person or statement refuse.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.event_differences import take_event_difference
from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.lexicon import Lexicon
from domain.reader.named_relations import relation_of
from domain.reader.phrases import Cursor, fmt, read_number
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step

EVENTS = "compared_events"


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, EVENTS, detail, reason)


def _name(cur: Cursor) -> str | None:
    s = cur.sense("name")
    if s is None or not cur.tokens[cur.pos].text[:1].isupper() or cur.sense("poss", cur.pos + 1) is not None:
        return None
    cur.pos += 1
    return cur.tokens[cur.pos - 1].text


def _verb(cur: Cursor) -> str | None:
    v = cur.sense("verb")
    if v is None or v.entry.category in ("observe", "travel", "cost", "contain"):
        return None  # a holding, a trip, a price or a capacity is no counted event
    cur.pos += v.length
    return v.entry.id


def _things(cur: Cursor) -> str | None:
    """A plural count noun with no modifier (the compared things are the first statement's, whole)."""
    s = None
    for sense in cur.senses(cur.pos) if cur.pos < cur.end else ():
        if sense.cls == "unit" and sense.form == "pl":  # v15: "fish" is its own plural (its sg sense comes first)
            s = sense
            break
    if s is None or not cur.lex.unit_by_id[s.entry.id].discrete:
        return None
    cur.pos += s.length
    return s.entry.id


def _first(cur: Cursor) -> tuple[str, str, Fraction, str] | None:
    cur.pos = 0
    a = _name(cur)
    verb = _verb(cur) if a else None
    got = read_number(cur) if verb else None
    if got is None or got[1] or got[0] <= 0 or got[0].denominator != 1:
        cur.pos = 0
        return None
    things = _things(cur)
    if things is None or not cur.at_end():
        cur.pos = 0
        return None
    return a, verb, got[0], things


def _did(cur: Cursor) -> None:
    """An optional ``did`` closing the compared clause (``as he did``, ``than Arthur did``)."""
    if cur.peek_word() == "did":
        cur.pos += 1


def _second(cur: Cursor, a: str, gender: str, verb: str, things: str) -> tuple[str, str, Fraction]:
    """(B, "times"|"more"|"fewer", factor or difference); raises when the sentence is not this shape."""
    b = _name(cur)
    if b is None:  # v15: "His father caught 4 more fish than Liam" (named_relations.relation_of, ADR 0302)
        rel = relation_of(cur, a, gender)
        b = rel[0] if rel is not None else None
    if b is None or b == a or _verb(cur) != verb:
        raise _refuse(cur, "expected another name and the same verb")
    mult = cur.sense("multiplier")
    if mult is not None:
        cur.pos += mult.length
        kind, value = "times", cur.lex.number_value[mult.entry.id]
    else:
        got = read_number(cur)
        if got is None or got[1] or got[0] <= 0:
            raise _refuse(cur, "expected a number")
        value = got[0]
        if cur.sense("fn:times") is not None:
            cur.pos += 1
            if cur.sense("fn:more") or cur.sense("fn:fewer"):
                raise _refuse(cur, "'N times more/less' is ambiguous", Reason.UNSUPPORTED_FORM)
            kind = "times"
        elif cur.sense("fn:more") is not None:
            cur.pos += 1
            kind = "more"
        elif cur.sense("fn:fewer") is not None:
            cur.pos += 1
            kind = "fewer"
        else:
            raise _refuse(cur, "expected times/more/fewer")
    if kind == "times":
        if cur.sense("fn:as") is None or cur.peek_word(1) != "many":
            raise _refuse(cur, "expected 'as many'")
        cur.pos += 2
    if not cur.at_end() and cur.sense("unit") is not None:
        if _things(cur) != things:
            raise _refuse(cur, "other things compared", Reason.AMBIGUOUS_REFERENCE)
    if kind != "times" and cur.sense("fn:than") is None:
        # "Tom picked 3 more apples": 3 further apples, or 3 more than Sam? (red team v6: refuses)
        raise _refuse(cur, "'more'/'fewer' without 'than'", Reason.AMBIGUOUS_REFERENCE)
    if not cur.at_end():
        if cur.take("fn:as" if kind == "times" else "fn:than") is None:
            raise _refuse(cur, "expected 'as' / 'than'")
        w = cur.peek_word()
        if w in ("he", "she"):
            if gender != ("m" if w == "he" else "f"):
                raise _refuse(cur, f"'{w}' is not {a}", Reason.AMBIGUOUS_REFERENCE)
            cur.pos += 1
            if cur.peek_word() != "did":
                raise _refuse(cur, "expected 'as he did'")
        elif _name(cur) != a:
            raise _refuse(cur, "compared with someone else", Reason.UNKNOWN_ENTITY)
        _did(cur)
    if not cur.at_end():
        raise _refuse(cur, "words after the comparison")
    return b, kind, value


def claims(cursors: list[Cursor]) -> bool:
    """Three sentences; the first ``<Name> <verb> N <things>.``, the second opens with another name, the same
    verb and a multiplier, a number and times/more/fewer."""
    if len(cursors) != 3 or _first(cursors[0]) is None:
        cursors[0].pos = 0
        return False
    cursors[0].pos = 0
    second = cursors[1]
    second.pos = 0
    ok = _name(second) is not None or _relation_opening(cursors)
    ok = ok and second.sense("verb") is not None
    if ok:
        second.pos += second.sense("verb").length
        nxt = second.pos
        ok = second.sense("multiplier") is not None or (
            (second.sense("num") is not None) and nxt + 1 < second.end
            and any(second.sense(c, nxt + 1) is not None for c in ("fn:times", "fn:more", "fn:fewer")))
    second.pos = 0
    return ok


def claims_reversed(cursors: list[Cursor]) -> bool:
    """v17 (ADR 0365): ``Sam ate 3 more apples than Ann. Ann ate 2 apples. How many …?``: the comparison told
    before the event it compares with. Claimed only when the text in the usual order is not, and the order
    ``[second, first, question]`` is; every guard of the usual order then applies (the compared person must be
    the first statement's, the same verb and things)."""
    if len(cursors) != 3 or claims(cursors):
        for cur in cursors:
            cur.pos = 0
        return False
    got = claims([cursors[1], cursors[0], cursors[2]])
    for cur in cursors:
        cur.pos = 0
    return got


def _gender_of_first(cursors: list[Cursor]) -> str:
    s = cursors[0].sense("name", 0)
    return (s.entry.gender if s is not None and s.entry is not None else "") or "x"


def _relation_opening(cursors: list[Cursor]) -> bool:
    """The second sentence opens with a relation of the first's person (``His father``); the cursor after it."""
    return relation_of(cursors[1], cursors[0].tokens[0].text, _gender_of_first(cursors)) is not None


def parse_compared_events(cursors: list[Cursor]) -> Graph:
    a, verb, n, things = _first(cursors[0])
    gender_sense = cursors[0].sense("name", 0)
    gender = (gender_sense.entry.gender if gender_sense is not None and gender_sense.entry is not None else "") or "x"
    b, kind, value = _second(cursors[1], a, gender, verb, things)
    cur = cursors[2]
    if cur.sense("fn:how") is None or cur.peek_word(1) != "many":
        raise _refuse(cur, "expected 'How many'", Reason.UNPARSED_QUESTION)
    cur.pos += 2
    diff = take_event_difference(cur, a, b, gender, verb, things, name=_name, read_verb=_verb, read_things=_things,
                                 refuse=lambda c, d: _refuse(c, d, Reason.UNPARSED_QUESTION))
    if diff is not None:  # v23: "How many more push-ups did David do than Zachary?" (event_differences.py, ADR 0545)
        return Graph(ops=_ops(a, b, verb, n, things, kind, value),
                     question=Question(kind=EVENTS, sentence=2, item=Item(unit=things), entity=diff[0], other=diff[1]))
    if cur.peek_word() != "did":
        if _things(cur) != things:
            raise _refuse(cur, "asks about other things", Reason.UNPARSED_QUESTION)
    if cur.peek_word() != "did":
        raise _refuse(cur, "expected 'did'", Reason.UNPARSED_QUESTION)
    cur.pos += 1
    members: tuple[str, ...]
    if cur.peek_word() == "they":
        cur.pos += 1
        members = (a, b)
    else:
        first = _name(cur)
        if first is None:  # v15: "How many fish did his father catch?" — the relation told of A (ADR 0302)
            rel = relation_of(cur, a, gender)
            first = rel[0] if rel is not None else None
        if first is None:
            raise _refuse(cur, "whose events?", Reason.UNKNOWN_ENTITY)
        if cur.peek_word() == "and":
            cur.pos += 1
            second = _name(cur)
            members = (first, second or "")
        else:
            members = (first,)
        if sorted(members) not in ([a], [b], sorted([a, b])) or len(set(members)) != len(members):
            raise _refuse(cur, "asks about someone else", Reason.UNKNOWN_ENTITY)
    if _verb(cur) != verb:
        raise _refuse(cur, "asks about another verb", Reason.UNKNOWN_QUANTITY)
    if len(members) == 2:
        cur.take("fn:total") or cur.take_word("together")
    if not cur.at_end():
        raise _refuse(cur, "words after the question", Reason.UNPARSED_QUESTION)
    return Graph(ops=_ops(a, b, verb, n, things, kind, value), question=Question(kind=EVENTS, sentence=2, item=Item(unit=things),
                                            members=tuple(sorted(members))))


def _ops(a: str, b: str, verb: str, n: Fraction, things: str, kind: str, value: Fraction) -> list[Op]:
    return [Op(kind="event", lemma=verb, sentence=0, actor=a, item=Item(unit=things), amount=fmt(n)),
            Op(kind="compare_event", lemma=verb, sentence=1, actor=b, item=Item(unit=things), amount=fmt(value),
               target=a, event=kind)]


def _values(lex: Lexicon, graph: Graph) -> dict[str, Fraction]:
    first, cmp = graph.ops
    n, value = Fraction(first.amount), Fraction(cmp.amount)
    other = {"times": n * value, "more": n + value, "fewer": n - value}[cmp.event]
    if other <= 0 or other.denominator != 1:
        raise ReaderRefusal(Reason.FRACTIONAL_COUNT if other > 0 else Reason.NEGATIVE_HOLDING,
                            "policy.discrete" if other > 0 else "policy.non_negative", frame=EVENTS,
                            detail=f"{cmp.actor} would have {other}")
    return {first.actor: n, cmp.actor: other}


def events_answer(lex: Lexicon, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: B's count from A's, then the asked one or the sum."""
    values = _values(lex, graph)
    cmp = graph.ops[1]
    steps = [Step(lemma=cmp.lemma, kind=f"compare_{cmp.event}", holder=cmp.actor,
                  operands=[graph.ops[0].amount, cmp.amount], before="", after=fmt(values[cmp.actor]))]
    q = graph.question
    if q.other:  # v23: a difference asked (event_differences.py, ADR 0545)
        diff = values[q.entity] - values[q.other]
        if diff <= 0:
            raise ReaderRefusal(Reason.CONTRADICTION, "policy.non_negative", frame=EVENTS,
                                detail=f"{q.entity} did not do more than {q.other}")
        steps.append(Step(lemma=cmp.lemma, kind="difference", holder=q.entity,
                          operands=[fmt(values[q.entity]), fmt(values[q.other])], before="", after=fmt(diff)))
        return diff, graph.ops[0].item.unit, steps
    total = sum((values[m] for m in graph.question.members), Fraction(0))
    if len(graph.question.members) == 2:
        steps.append(Step(lemma=cmp.lemma, kind="sum", holder="", operands=[fmt(v) for v in values.values()],
                          before="", after=fmt(total)))
    return total, graph.ops[0].item.unit, steps


def verify_events(lex: Lexicon, graph: Graph) -> Fraction:
    """Verifier: A's count x fixed, B's as an equation in x (B − f·x = 0 or B − x = ±M), summed as asked."""
    first, cmp = graph.ops
    x = Fraction(first.amount)
    v = Fraction(cmp.amount)
    if cmp.event == "times":
        b = v * x
    else:
        b = x + (v if cmp.event == "more" else -v)
    asked = {first.actor: x, cmp.actor: b}
    if any(asked[m] < 0 for m in asked):
        raise ValueError("negative")
    if graph.question.other:  # v23: X's count less Y's (ADR 0545)
        return asked[graph.question.entity] - asked[graph.question.other]
    return sum((asked[m] for m in graph.question.members), Fraction(0))
