"""One holder's two kinds of things, the second told by the first in one sentence (v16, ADR 0332).

    The zoo has 14 lions and 3 times as many monkeys as lions. How many monkeys does the zoo have?   14 × 3 = 42
    The zoo has 14 lions and 5 more monkeys than lions. How many monkeys does the zoo have?          14 + 5 = 19
    The zoo has 14 lions and half as many tigers as lions. How many animals does the zoo have?       14 + 7 = 21
    Sam has 12 apples and 4 fewer pears than apples. How many apples and pears does Sam have?        12 + 8 = 20

The holding comparison (clauses.parse_comparison) compares two holders' holdings of one thing, and
kind_comparisons.py (ADR 0300) two kinds of one person's things told in two sentences, by a difference only; a
second kind told by the first after ``and`` (``14 lions and 3 times as many monkeys as lions``) was left over.
Read here as a whole text of two sentences:
1. ``The|A <place>|<Name> has|had N <X> and <comparison> <Y> as|than <X>.``, the comparison ``twice|half|K times
   as many`` or ``M more|fewer|less``; after a multiple ``as <X>`` may be left unsaid (``14 lions and 3 times as
   many monkeys``: X is the one thing told; ``more|fewer`` must name it); X and Y plural counted things told
   apart (held_kinds._apart: apples and pears, red and blue pens) that the pack does not say may overlap, the X
   after ``as|than`` exactly the X told;
2. ``How many <asked> does|did <the same holder> have [now] [in all|altogether|in total]?``, ``does`` (and
   ``now``) after ``has``, ``did`` after ``had``; the holder again by its words (``the zoo``, ``Sam``) or ``it``
   for a place and ``he|she`` agreeing with a name's gender. The asked things are Y, X, ``X and Y`` (either
   order; counted as their one most specific common kind), a thing the pack puts both under (``animals`` over
   lions and monkeys; ``pens`` over red and blue pens), or ``How many more|fewer Y than X …`` (either order).
Or of three: the holding ``<holder> has|had N <X>.``, then ``It|He|She|<the holder> has|had twice|half|K times as
many <Y> [as <X>].`` (a difference there is kind_comparisons.py's), then the question.
Y is K × N or N ± M; it must be whole and not negative, and a difference ``more|fewer`` must be positive.

Refused: ``K times more|less`` (ambiguous in English), ``more|fewer`` with no number, Y compared with a thing
never told (``14 lions and 3 times as many monkeys as tigers``), Y the same as X or not told apart from it,
things the pack does not relate asked in a total (``How many animals`` over apples and pears), a thing asked
that covers only one kind, a third kind, another holder, a pronoun that does not agree, tenses that differ, a
count that is not whole (``half as many tigers as 15 lions``) and any other word.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.held_kinds import _above, _apart
from domain.reader.kind_comparisons import plural_kind
from domain.reader.phrases import Cursor, fmt, read_number
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step

KIND_MULTIPLE = "kind_multiple"
_AUX = {"has": "does", "had": "did"}


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, KIND_MULTIPLE, detail, reason)


def read_asked_kinds(q: Cursor, x: Item, y: Item, frame: str):
    """``How many [more|fewer] <things> [than <things>]`` from the question's third word, for two compared kinds
    ``x`` and ``y``: (asked, the other asked or None, the ``more``/``fewer`` sense or None); a difference is asked
    the larger first. Shared with there_kind_multiples.py."""
    q.pos = 2
    more = q.take("fn:more") or q.take("fn:fewer")
    asked = plural_kind(q)
    if asked is None:
        raise whole_text_refusal(q, frame, "expected the things asked", Reason.UNPARSED_QUESTION)
    asked2 = None
    if more is not None:
        if q.take("fn:than") is None or (asked2 := plural_kind(q)) is None:
            raise whole_text_refusal(q, frame, "expected 'than <things>'", Reason.UNPARSED_QUESTION)
        if {asked, asked2} != {x, y} or asked == asked2:
            raise whole_text_refusal(q, frame, "a difference of things not both compared", Reason.UNKNOWN_QUANTITY)
        if more.cls == "fn:fewer":
            asked, asked2 = asked2, asked
    return asked, asked2, more


def _holder(cur: Cursor, first: bool) -> tuple[str, str] | None:
    """(holder key, gender) — ``the|a <place>`` (``n``) or a capitalised pack name — consumed, or None."""
    start = cur.pos
    word = cur.peek_word()
    if word == "the" or (first and word in ("a", "an")):
        cur.pos += 1
        place = cur.sense("place")
        if place is None or place.form not in ("sg", ""):
            cur.pos = start
            return None
        cur.pos += place.length
        return f"the {place.entry.id}", "n"
    s = cur.sense("name")
    if s is None or not cur.tokens[cur.pos].text[:1].isupper() or cur.sense("poss", cur.pos + 1) is not None:
        return None
    cur.pos += 1
    return cur.tokens[start].text, (s.entry.gender if s.entry is not None else "") or "x"


def _comparison(cur: Cursor) -> tuple[Fraction | None, Fraction | None]:
    """(factor, None) for ``twice|half|K times as many``, (None, ±M) for ``M more|fewer|less``; the ``as|than``
    word is left to the caller (returned position after the compared kind Y)."""
    return read_comparison(cur, KIND_MULTIPLE, _no_comparison)


def _no_comparison(cur: Cursor) -> ReaderRefusal:
    if cur.sense("fn:more") or cur.sense("fn:fewer"):
        return _refuse(cur, "'more' or 'fewer' with no number", Reason.UNSUPPORTED_FORM)
    return _refuse(cur, "expected a comparison after 'and'")


def read_comparison(cur: Cursor, frame: str, no_number) -> tuple[Fraction | None, Fraction | None]:
    """``twice|half|K times as many`` → (K, None); ``M more|fewer|less`` → (None, ±M) (consumed), K and M whole and
    above zero; ``no_number(cur)`` is the refusal when neither a multiplier nor a number starts the comparison.
    Shared with there_kind_multiples.py, whose refusals carry its own ``frame``."""
    mult = cur.sense("multiplier")
    if mult is not None:
        cur.pos += 1
        factor = cur.lex.number_value[mult.entry.id]
    else:
        got = read_number(cur)
        if got is None:
            raise no_number(cur)
        if got[1] or got[0].denominator != 1 or got[0] <= 0:
            raise whole_text_refusal(cur, frame, "a difference or multiple that is not a whole number of things",
                                     Reason.UNSUPPORTED_FORM)
        if cur.sense("fn:times") is None:
            direction = cur.take("fn:more") or cur.take("fn:fewer")
            if direction is None:
                raise whole_text_refusal(cur, frame, "expected more|fewer|times", Reason.UNPARSED_SENTENCE)
            return None, got[0] if direction.cls == "fn:more" else -got[0]
        cur.pos += 1
        factor = got[0]
    if cur.sense("fn:more") or cur.sense("fn:fewer"):
        raise whole_text_refusal(cur, frame, "'K times more|less' is ambiguous", Reason.UNSUPPORTED_FORM)
    if factor <= 0 or cur.take("fn:as") is None or cur.take("fn:quantity_question") is None:
        raise whole_text_refusal(cur, frame, "expected 'as many'", Reason.UNPARSED_SENTENCE)
    return factor, None


def claims(cursors: list[Cursor]) -> bool:
    """Two sentences, the question opening ``How many``; the statement ``… has|had N <things> and`` followed by
    a multiplier, or a number and times|more|fewer, with ``as`` or ``than`` after it. Or three: a holding, then
    ``<holder> has|had twice|half|K times as many <things> as <things>`` (a difference there is
    kind_comparisons.py's), then the question."""
    if len(cursors) not in (2, 3) or cursors[-1].words[:2] != ["how", "many"]:
        return False
    cur = cursors[len(cursors) - 2]
    w = cur.words[:cur.end]
    last = max((i for i, word in enumerate(w) if word in ("as", "than")), default=-1)
    probe = Cursor(cur.lex, cur.sentence, last + 1, cur.end)
    if last >= 0 and probe.sense("fn:quantity_question") is not None:  # "… and twice as many pears."
        probe.pos += probe.sense("fn:quantity_question").length
        if len(cursors) == 3 and w[0] not in ("it", "he", "she") and w[0] != cursors[0].words[0]:
            return False  # "Sam has 12 apples. Tom has twice as many pears.": as many as whom?
    if last < 0 or plural_kind(probe) is None or not probe.at_end():
        return False  # things, not a holder, after as|than ("twice as many apples as Sam": the holding comparison)
    cur = cursors[0]
    w = cur.words[:cur.end]
    if len(cursors) == 3:
        cur = cursors[1]
        w = cur.words[:cur.end]
        if w[1:2] not in (["has"], ["had"]) or "as" not in w or len(w) < 6:
            return False
        return cur.sense("multiplier", 2) is not None or (
            (cur.sense("num", 2) is not None or cur.sense("number", 2) is not None)
            and cur.sense("fn:times", 3) is not None)
    if "and" not in w or not ({"has", "had"} & set(w[1:4])) or not ({"as", "than"} & set(w)):
        return False
    at = w.index("and") + 1
    if at >= cur.end:
        return False
    if cur.sense("multiplier", at) is not None:
        return True
    if cur.sense("num", at) is None and cur.sense("number", at) is None:
        return False
    return any(cur.sense(c, at + 1) is not None for c in ("fn:times", "fn:more", "fn:fewer"))


def parse_kind_multiple(cursors: list[Cursor]) -> Graph:
    cur = cursors[0]
    cur.pos = 0
    holder = _holder(cur, True)
    if holder is None:
        raise _refuse(cur, "expected the|a <place> or a name opening the story")
    tense = cur.peek_word()
    if tense not in _AUX:
        raise _refuse(cur, "expected has|had")
    cur.pos += 1
    got = read_number(cur)
    if got is None or got[1] or got[0].denominator != 1 or got[0] < 0:
        raise _refuse(cur, "expected a whole number of things")
    n = got[0]
    x = plural_kind(cur)
    if len(cursors) == 3:
        if x is None or not cur.at_end():
            raise _refuse(cur, "expected '<holder> has N <things>.'")
        cur = cursors[1]
        cur.pos = 0
        _same_holder(cur, holder)
        if cur.peek_word() != tense:
            raise _refuse(cur, "tenses that differ", Reason.AMBIGUOUS_REFERENCE)
        cur.pos += 1
    elif x is None or cur.take_word("and") is None:
        raise _refuse(cur, "expected '<things> and'")
    factor, difference = _comparison(cur)
    y = plural_kind(cur)
    if y is None:
        raise _refuse(cur, "expected the things compared")
    if factor is not None and cur.at_end():
        ref = x  # "14 lions and 3 times as many monkeys": as lions, the one thing told
    elif cur.take("fn:as" if factor is not None else "fn:than") is None:
        raise _refuse(cur, "expected as|than after the things compared")
    else:
        ref = plural_kind(cur)
    if ref is None or not cur.at_end():
        raise _refuse(cur, "expected the things compared with, and nothing after")
    if ref != x:
        raise _refuse(cur, "compared with things never told", Reason.UNKNOWN_QUANTITY)
    if not _apart(cur, x, y) or cur.lex.may_overlap(x.unit, y.unit) or cur.lex.may_overlap(y.unit, x.unit):
        raise _refuse(cur, "two kinds not told apart", Reason.AMBIGUOUS_REFERENCE)  # chickens and hens may overlap
    q = cursors[-1]
    asked, asked2, more = read_asked_kinds(q, x, y, KIND_MULTIPLE)
    if more is None and q.take_word("and") is not None:
        asked2 = plural_kind(q)
        if asked2 is None or {asked, asked2} != {x, y} or asked == asked2:
            raise _refuse(q, "a total of things not both compared", Reason.UNKNOWN_QUANTITY)
    elif more is None and asked not in (x, y) and not (_covers(q, asked, x) and _covers(q, asked, y)):
        raise _refuse(q, "things asked that are neither kind nor both", Reason.UNKNOWN_QUANTITY)
    if q.peek_word() != _AUX[tense]:
        raise _refuse(q, "a question in another tense", Reason.AMBIGUOUS_REFERENCE)
    q.pos += 1
    _same_holder(q, holder)
    if q.take_word("have") is None:
        raise _refuse(q, "expected 'have'", Reason.UNPARSED_QUESTION)
    if tense == "has":
        q.take_word("now")  # "How many monkeys does the zoo have now?": the holding told is the present one
    if more is None and (q.take_word("altogether") or (q.take_word("in") and q.take_word("all", "total"))):
        pass
    if not q.at_end():
        raise _refuse(q, "words after the question", Reason.UNPARSED_QUESTION)
    kind = "difference" if more is not None else ("both" if asked2 is not None or asked not in (x, y) else "one")
    ops = [Op(kind="hold", lemma="verb.have", sentence=0, actor=holder[0], item=x, amount=fmt(n)),
           Op(kind="compare_kinds", lemma="verb.have", sentence=len(cursors) - 2, actor=holder[0], item=y,
              amount=fmt(difference) if difference is not None else "",
              factor=fmt(factor) if factor is not None else "", target=holder[0])]
    if kind == "both" and asked2 is not None:
        asked, asked2 = _common(q, x, y), None  # "How many lions and monkeys": counted as animals
    return Graph(ops=ops, question=Question(kind=KIND_MULTIPLE, sentence=len(cursors) - 1, entity=holder[0], item=asked,
                                            item2=asked2, other=kind))


def _same_holder(cur: Cursor, holder: tuple[str, str]) -> None:
    """The holder again at the cursor (consumed): its words, ``it`` for a place, ``he|she`` agreeing with a
    name; refuses otherwise."""
    word = cur.peek_word()
    if word in ("it", "he", "she"):
        if holder[1] != {"it": "n", "he": "m", "she": "f"}[word]:
            raise _refuse(cur, f"'{word}' is not the holder", Reason.AMBIGUOUS_REFERENCE)
        cur.pos += 1
        return
    again = _holder(cur, False)
    if again is None or again[0] != holder[0]:
        raise _refuse(cur, "another holder", Reason.UNKNOWN_ENTITY)


def _common(cur: Cursor, x: Item, y: Item) -> Item:
    """What ``X and Y`` are counted as: their unit with the modifiers both have (red and blue pens: pens), or
    the one most specific general the pack puts both under (lions and monkeys: animals); refuses when there is
    no single one."""
    if x.unit == y.unit:
        return Item(unit=x.unit, mods=tuple(sorted(set(x.mods) & set(y.mods))))
    both = _above(cur.lex, x.unit) & _above(cur.lex, y.unit)
    least = [g for g in both if all(c == g or c in _above(cur.lex, g) for c in both)]
    if len(least) != 1:
        raise _refuse(cur, "no one kind counts both things", Reason.AMBIGUOUS_REFERENCE)
    return Item(unit=least[0])


def _covers(cur: Cursor, asked: Item, held: Item) -> bool:
    """``asked`` counts every ``held`` thing: the same unit with fewer modifiers, or a pack general of it."""
    if not set(asked.mods) <= set(held.mods):
        return False
    return asked.unit == held.unit or cur.lex.kind_of(held.unit, asked.unit)


def _parts(graph) -> tuple[Op, Op]:
    by = {op.kind: op for op in graph.ops}
    if len(graph.ops) != 2 or set(by) != {"hold", "compare_kinds"}:
        raise ValueError("not one holding and one comparison")
    return by["hold"], by["compare_kinds"]


def _checked(value: Fraction, what: str, sentence: int) -> Fraction:
    if value < 0:
        raise ReaderRefusal(Reason.NEGATIVE_HOLDING, "policy.non_negative", frame=KIND_MULTIPLE,
                            sentence_index=sentence, detail=f"{what} would be {value}")
    if value.denominator != 1:
        raise ReaderRefusal(Reason.FRACTIONAL_COUNT, "policy.discrete", frame=KIND_MULTIPLE,
                            sentence_index=sentence, detail=f"{what} would be {value}")
    return value


def kind_multiple_answer(lex, graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: Y from X (× K or ± M), then the asked kind, both, or their difference."""
    held, cmp = _parts(graph)
    q = graph.question
    n = Fraction(held.amount)
    y = _checked(n * Fraction(cmp.factor) if cmp.factor else n + Fraction(cmp.amount), cmp.item.unit, cmp.sentence)
    counts = {held.item: n, cmp.item: y}
    if q.other == "difference":
        value = counts[q.item] - counts[q.item2]
        if value <= 0:
            raise ReaderRefusal(Reason.NEGATIVE_HOLDING, "policy.non_negative", frame=KIND_MULTIPLE,
                                sentence_index=q.sentence, detail=f"a difference of {value}")
    elif q.other == "both":
        value = n + y
    elif q.other == "one" and q.item in counts:
        value = counts[q.item]
    else:
        raise ValueError("the asked things are not compared")
    steps = [Step(lemma="verb.have", kind=KIND_MULTIPLE, holder=q.entity,
                  operands=[held.amount, cmp.factor or cmp.amount], before=held.amount, after=fmt(y))]
    return value, q.item.unit, steps


def verify_kind_multiple(lex, graph) -> Fraction:
    """Verifier: each kind as a multiple of X plus a constant (X: 1·X + 0, Y: K·X + M), the asked combination
    of those rows evaluated at the told X; a count not whole or negative raises."""
    held, cmp = _parts(graph)
    q = graph.question
    rows = {held.item: (Fraction(1), Fraction(0)),
            cmp.item: (Fraction(cmp.factor) if cmp.factor else Fraction(1),
                       Fraction(cmp.amount) if cmp.amount else Fraction(0))}
    if q.other == "difference":
        signs = {q.item: 1, q.item2: -1}
    elif q.other == "both":
        signs = {held.item: 1, cmp.item: 1}
    else:
        signs = {q.item: 1}
    x = Fraction(held.amount)
    for a, b in rows.values():
        v = a * x + b
        if v < 0 or v.denominator != 1:
            raise ValueError("a count that is not whole or is negative")
    a = sum((s * rows[k][0] for k, s in signs.items()), Fraction(0))
    b = sum((s * rows[k][1] for k, s in signs.items()), Fraction(0))
    value = a * x + b
    if q.other == "difference" and value <= 0:
        raise ValueError("a difference of nothing or less")
    return value
