"""One thing's price told, another's compared with it (v16, ADR 0332).

    A pen costs 3 times as much as a pencil. A pencil costs $2. How much does a pen cost?          3 × 2 = 6
    A pencil costs $2. A pen costs $1 more than a pencil. How much does a pen cost?                 2 + 1 = 3
    A pen costs $6. A pen costs 3 times as much as a pencil. How much does a pencil cost?           6 / 3 = 2
    A pen costs half as much as a book. A book costs $5. How much do a pen and a book cost?         2.50 + 5 = 7.50

A price was read only as the price of a number of things bought (``Pens cost $2 each … How much do 6 pens
cost?``); a price compared with another's (``costs 3 times as much as a pencil``) and ``How much does a pen
cost?`` refused. Read here as a whole text of three sentences:
1. ``A|An|The|One [mods] <thing> costs $P.`` (``cost`` for the past, with ``did`` in the question);
2. ``A|An|The|One [mods] <thing> costs twice|half|K times as much as a|the <other>`` or ``costs $D more|less than
   a|the <other>`` (``does|did`` may close it), in either order;
3. ``How much does|did a|the <thing> cost?`` of either thing, or ``How much do|did a X and a Y cost [together|in
   all|altogether]?`` of both.
The two statements may be one sentence joined by ``and`` (``A pencil costs $2 and a pen costs 3 times as much.``);
the thing compared with may be left unsaid (``costs 3 times as much.``, ``costs $1 more.``) when the told price
comes first: it is that thing.
The thing compared and the one it is compared with must be two things (``a red pen`` and ``a blue pen`` are two),
and the told price must be of one of them: the other follows (P × K, P ± D, or back: P / K, P ∓ D), in dollars.

Refused: ``K times more|less than`` (three times more may mean 3× or 4×: ambiguous in English, so refused as
everywhere in the reader), ``more|less than`` with no amount, a price told of a third thing (the compared one's
other side is never told), a thing compared with itself, a question about a third thing, a price that would be
nothing or less, a price in cents or any unit but dollars, plural things (``Pens cost …``), tenses that differ,
any other word.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.phrases import Cursor, fmt, read_number
from domain.reader.price_differences import singular_thing
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step

COMPARED_PRICE = "compared_price"
_DETS = ("a", "an", "the", "one")
_TENSES = {"costs": ("does", "do"), "cost": ("did", "did")}
_CLOSING = ("together", "altogether")


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, COMPARED_PRICE, detail, reason)


def _dollars(cur: Cursor) -> Fraction | None:
    """``$P`` or ``P dollars`` (consumed), or None."""
    start = cur.pos
    got = read_number(cur)
    if got is None:
        return None
    if got[1] == "unit.dollar":
        return got[0]
    unit = cur.sense("unit")
    if not got[1] and unit is not None and unit.entry.id == "unit.dollar":
        cur.pos += unit.length
        return got[0]
    cur.pos = start
    return None


def claims(cursors: list[Cursor]) -> bool:
    """Three sentences: two opening ``a|an|the|one`` with ``cost|costs`` as their third to fifth word, one of them
    with ``than``, ``much`` or ``more|less``; or two, the first ``<a thing> cost|costs … and <a thing> cost|costs
    …``; the question ``How much do|does|did a|an|the|one …`` closing on ``cost``."""
    if len(cursors) not in (2, 3):
        return False
    q = cursors[-1].words[:cursors[-1].end]
    if q[:2] != ["how", "much"] or len(q) < 6 or q[2] not in ("do", "does", "did") or q[3] not in _DETS:
        return False
    if "cost" not in q[-3:]:
        return False
    if len(cursors) == 2:
        w = cursors[0].words[:cursors[0].end]
        return _split_at(w) is not None and bool({"than", "much", "more", "less"} & set(w))
    compared = False
    for cur in cursors[:2]:
        w = cur.words[:cur.end]
        if not _priced(w, 0):
            return False
        compared = compared or bool({"than", "much", "more", "less"} & set(w))
    return compared


def _priced(w: list[str], at: int) -> bool:
    """``a|an|the|one <…> cost|costs`` opening at ``at`` (the verb the third to fifth word)."""
    return at < len(w) and w[at] in _DETS and bool({"cost", "costs"} & set(w[at + 2:at + 5]))


def _split_at(w: list[str]) -> int | None:
    """The ``and`` joining two price statements in one sentence, or None."""
    if not _priced(w, 0):
        return None
    at = [i for i, word in enumerate(w) if word == "and" and _priced(w, i + 1)]
    return at[0] if len(at) == 1 else None


def _statement(cur: Cursor) -> tuple:
    """(thing, tense, price, None, None, None) for a told price; (thing, tense, None, other, factor, difference)
    for a compared one; ``other`` is None when the sentence ends at ``as much`` or ``$D more|less`` (the thing
    compared with left unsaid). Read from the cursor's position to its end."""
    thing = singular_thing(cur, _DETS)
    if thing is None:
        raise _refuse(cur, "expected a|the <thing> opening the sentence")
    tense = cur.peek_word()
    if tense not in _TENSES:
        raise _refuse(cur, "expected cost|costs")
    cur.pos += 1
    factor = difference = None
    mult = cur.sense("multiplier")
    if mult is not None:
        cur.pos += 1
        factor = cur.lex.number_value[mult.entry.id]
    else:
        at = cur.pos
        got = read_number(cur)
        if got is not None and not got[1] and cur.sense("fn:times") is not None:
            cur.pos += 1
            factor = got[0]
        else:
            cur.pos = at
            price = _dollars(cur)
            if price is None:
                if cur.sense("fn:more") or cur.sense("fn:fewer"):
                    raise _refuse(cur, "'more' or 'less' with no amount", Reason.UNSUPPORTED_FORM)
                raise _refuse(cur, "expected a price in dollars", Reason.UNSUPPORTED_FORM)
            direction = cur.take("fn:more") or cur.take("fn:fewer")
            if direction is None:
                if not cur.at_end():
                    raise _refuse(cur, "words after the price")
                if price <= 0:
                    raise _refuse(cur, "a price of nothing", Reason.UNSUPPORTED_FORM)
                return thing, tense, price, None, None, None
            if price <= 0:
                raise _refuse(cur, "a difference of nothing", Reason.UNSUPPORTED_FORM)
            difference = price if direction.cls == "fn:more" else -price
            if cur.at_end():
                return thing, tense, None, None, None, difference  # "A pen costs $1 more."
            if cur.take("fn:than") is None:
                raise _refuse(cur, "expected 'than'")
    if factor is not None:
        if cur.sense("fn:more") or cur.sense("fn:fewer"):
            raise _refuse(cur, "'K times more|less than' is ambiguous", Reason.UNSUPPORTED_FORM)
        if factor <= 0 or cur.take("fn:as") is None or cur.take_word("much") is None:
            raise _refuse(cur, "expected 'as much'")
        if cur.at_end():
            return thing, tense, None, None, factor, None  # "A pen costs 3 times as much."
        if cur.take("fn:as") is None:
            raise _refuse(cur, "expected 'as much as'")
    other = singular_thing(cur, _DETS)
    if other is None:
        raise _refuse(cur, "expected a|the <thing> compared with", Reason.UNSUPPORTED_FORM)
    if cur.peek_word() == _TENSES[tense][0]:
        cur.pos += 1
    if not cur.at_end():
        raise _refuse(cur, "words after the thing compared with")
    if other == thing:
        raise _refuse(cur, "a thing compared with itself", Reason.AMBIGUOUS_REFERENCE)
    return thing, tense, None, other, factor, difference


def parse_compared_price(cursors: list[Cursor]) -> Graph:
    if any(w in ("cent", "cents") for c in cursors for w in c.words[:c.end]):
        raise _refuse(cursors[0], "a text that counts cents", Reason.UNSUPPORTED_FORM)
    if len(cursors) == 3:
        parts = [cursors[0], cursors[1]]
        for part in parts:
            part.pos = 0
    else:  # "A pencil costs $2 and a pen costs 3 times as much."
        at = _split_at(cursors[0].words[:cursors[0].end])
        if at is None:
            raise _refuse(cursors[0], "expected two prices joined by 'and'")
        parts = [Cursor(cursors[0].lex, cursors[0].sentence, 0, at),
                 Cursor(cursors[0].lex, cursors[0].sentence, at + 1, cursors[0].end)]
    first, second = _statement(parts[0]), _statement(parts[1])
    if (first[2] is None) == (second[2] is None):
        raise _refuse(parts[1], "expected one price told and one compared", Reason.UNSUPPORTED_FORM)
    told, cmp = (first, second) if first[2] is not None else (second, first)
    told_at, cmp_at = (0, 1) if first[2] is not None else (1, 0)
    if cmp[3] is None:
        if cmp_at < told_at:
            raise _refuse(parts[cmp_at], "the thing compared with is not yet told", Reason.UNKNOWN_QUANTITY)
        cmp = (*cmp[:3], told[0], *cmp[4:])  # "A pencil costs $2. A pen costs 3 times as much.": as a pencil
        if cmp[0] == told[0]:
            raise _refuse(parts[cmp_at], "a thing compared with itself", Reason.AMBIGUOUS_REFERENCE)
    tense = first[1]
    if second[1] != tense:
        raise _refuse(parts[1], "tenses that differ", Reason.AMBIGUOUS_REFERENCE)
    if told[0] not in (cmp[0], cmp[3]):
        raise _refuse(parts[told_at], "the price told is of neither thing compared", Reason.UNKNOWN_QUANTITY)
    told_at, cmp_at = (told_at, cmp_at) if len(cursors) == 3 else (0, 0)
    cur = cursors[-1]
    cur.pos = 2
    aux = cur.peek_word()
    cur.pos += 1
    asked = singular_thing(cur, _DETS)
    asked2 = None
    if asked is None:
        raise _refuse(cur, "expected a|the <thing> asked", Reason.UNPARSED_QUESTION)
    if cur.take_word("and") is not None:
        asked2 = singular_thing(cur, _DETS)
        if asked2 is None or asked2 == asked:
            raise _refuse(cur, "expected a second thing asked", Reason.UNPARSED_QUESTION)
    if aux != _TENSES[tense][0 if asked2 is None else 1]:
        raise _refuse(cur, "a question in another tense or number", Reason.AMBIGUOUS_REFERENCE)
    if cur.take_word("cost") is None:
        raise _refuse(cur, "expected 'cost'", Reason.UNPARSED_QUESTION)
    if asked2 is not None and cur.take_word(*_CLOSING) is None and cur.take_word("in") is not None:
        if cur.take_word("all", "total") is None:
            raise _refuse(cur, "words after the question", Reason.UNPARSED_QUESTION)
    if not cur.at_end():
        raise _refuse(cur, "words after the question", Reason.UNPARSED_QUESTION)
    for thing in (asked, asked2):
        if thing is not None and thing not in (cmp[0], cmp[3]):
            raise _refuse(cur, "a thing asked that is neither compared", Reason.UNKNOWN_QUANTITY)
    factor, difference = cmp[4], cmp[5]
    ops = [Op(kind="price", lemma="verb.cost", sentence=told_at, item=told[0], amount=fmt(told[2])),
           Op(kind="compare_price", lemma="verb.cost", sentence=cmp_at, item=cmp[0],
              amount=fmt(difference) if difference is not None else "",
              factor=fmt(factor) if factor is not None else ""),
           Op(kind="compared_price", lemma="verb.cost", sentence=cmp_at, item=cmp[3])]
    return Graph(ops=ops, question=Question(kind=COMPARED_PRICE, sentence=len(cursors) - 1, item=asked,
                                            item2=asked2))


def _parts(graph) -> tuple[Op, Op, Op]:
    by = {op.kind: op for op in graph.ops}
    if len(graph.ops) != 3 or set(by) != {"price", "compare_price", "compared_price"}:
        raise ValueError("not one price and one comparison")
    return by["price"], by["compare_price"], by["compared_price"]


def _asked(graph) -> list[Item]:
    q = graph.question
    return [q.item] + ([q.item2] if q.item2 is not None else [])


def compared_price_answer(lex, graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the other price from the told one (forward: × K or ± D; backward: ÷ K or ∓ D), then the asked
    one or the sum of both; a price of nothing or less refuses."""
    told, cmp, ref = _parts(graph)
    p = Fraction(told.amount)
    if told.item == ref.item:
        prices = {ref.item: p, cmp.item: p * Fraction(cmp.factor) if cmp.factor else p + Fraction(cmp.amount)}
    elif told.item == cmp.item:
        prices = {cmp.item: p, ref.item: p / Fraction(cmp.factor) if cmp.factor else p - Fraction(cmp.amount)}
    else:
        raise ValueError("the told price is of neither thing compared")
    for thing, value in prices.items():
        if value <= 0:
            raise ReaderRefusal(Reason.NEGATIVE_HOLDING, "policy.non_negative", frame=COMPARED_PRICE,
                                sentence_index=cmp.sentence, detail=f"the {thing.unit} would cost {value}")
    value = sum((prices[thing] for thing in _asked(graph)), Fraction(0))
    steps = [Step(lemma="verb.cost", kind=COMPARED_PRICE, holder=thing.unit,
                  operands=[told.amount, cmp.factor or cmp.amount], before=told.amount, after=fmt(prices[thing]))
             for thing in _asked(graph)]
    return value, "unit.dollar", steps


def verify_compared_price(lex, graph) -> Fraction:
    """Verifier: x = K·y + D (K = 1 for a difference, D = 0 for a multiple) with x or y told, solved for the
    other by Cramer's rule over the two equations; the asked prices summed."""
    told, cmp, ref = _parts(graph)
    k = Fraction(cmp.factor) if cmp.factor else Fraction(1)
    d = Fraction(cmp.amount) if cmp.amount else Fraction(0)
    t = Fraction(told.amount)
    # rows: [1, -k | d] and either [1, 0 | t] (x told) or [0, 1 | t] (y told)
    a, b, e = Fraction(1), -k, d
    c, dd = (Fraction(1), Fraction(0)) if told.item == cmp.item else (Fraction(0), Fraction(1))
    if told.item not in (cmp.item, ref.item):
        raise ValueError("the told thing is not compared")
    det = a * dd - b * c
    if det == 0:
        raise ValueError("the prices are not fixed")
    x = (e * dd - b * t) / det
    y = (a * t - c * e) / det
    if x <= 0 or y <= 0:
        raise ValueError("a price of nothing or less")
    prices = {cmp.item: x, ref.item: y}
    return sum((prices[thing] for thing in _asked(graph)), Fraction(0))
