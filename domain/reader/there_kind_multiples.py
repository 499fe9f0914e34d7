"""Two kinds of things in one scene, the second told by the first (v17, ADR 0365).

    There are 12 boys in a class. There are 3 more girls than boys. How many girls are in the class?   12 + 3 = 15
    There are 9 cats in a shelter. There are 4 times as many dogs as cats. How many animals are in the shelter?
                                                                                                      9 + 36 = 45
    There are 8 apples and 3 times as many pears in a basket. How many pears are in the basket?        8 × 3 = 24
    There are 24 boys in a club. There are 3 times as many boys as girls. How many girls are in the club?  24 / 3 = 8

kind_multiples.py (ADR 0332) reads one holder's two kinds (``The zoo has 14 lions and 3 times as many monkeys
as lions``); the same comparison said of a ``there`` scene stopped at its comparison (``words left after a
complete clause`` at ``more`` / ``times``): the scene statement reads only ``There are N <things> [place]``.
Read here as a whole text, into kind_multiples' own graph (its solver and verifier), the scene standing as the
holder:

1. Three sentences: ``[<place>,] there is|are|was|were N <X> [<place>].``, then ``there are|were <comparison>
   <Y> than|as <Z> [<the place>].``, then the question. The comparison is ``M more|fewer`` or ``twice|half|K
   times as many``. Z is the X told (Y follows from X), or Y is the X told and Z a new kind (``3 times as many
   boys as girls`` after ``24 boys``: girls = 24 / 3; ``3 more boys than girls``: girls = 24 − 3).
2. Two sentences: ``[<place>,] there are|were N <X> and <comparison> <Y> [than|as <X>] [<place>]``, then the
   question (after a multiple ``as <X>`` may be left unsaid; a difference must name X).
3. The question: ``How many <asked> are|were [there] [<the place>]?`` or ``How many more|fewer <A> than <B> are
   …``. The asked things are X, Y, a pack general of both (animals over cats and dogs) or a whole a pack
   complement pair splits (students over boys and girls, kind.child), or the difference of X and Y.

The place is ``in|at|on a|an|the <place or unit noun>``: named at most once in a statement, the first time in
the first statement; every later one must be ``the`` the same noun (the question may leave it out, there being
one scene). With no place told, no later place may be named. The tenses agree (is/are with are, was/were with
were). X and Y are plural counted things told apart that the pack does not say may overlap
(held_kinds._apart). Refused: a place that differs, ``K times more|less``, ``more|fewer`` with no number,
Y compared with a third kind, a count that is not whole or negative (``3 times as many boys as girls`` after
25 boys), a difference of nothing or less, a total over things the pack does not relate, any other word.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.held_kinds import _apart
from domain.reader.kind_comparisons import plural_kind
from domain.reader.kind_multiples import KIND_MULTIPLE, _covers, read_asked_kinds, read_comparison
from domain.reader.phrases import Cursor, fmt, read_number
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal

FRAME = "there_kind_multiple"
_BE = {"is": "now", "are": "now", "was": "past", "were": "past"}
_PREPS = ("in", "at", "on")


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, FRAME, detail, reason)


def _place(cur: Cursor) -> tuple[str, str] | None:
    """``in|at|on a|an|the <noun>`` at the cursor (consumed): (determiner, the noun's entry id), or None
    (nothing consumed). The noun is a pack place, group of people (``class``) or a singular unit, one phrase."""
    start = cur.pos
    if cur.peek_word() not in _PREPS:
        return None
    cur.pos += 1
    det = cur.take_word("a", "an", "the")
    if det is None:
        cur.pos = start
        return None
    for cls in ("place", "person", "unit"):
        s = cur.sense(cls)
        if s is not None and s.form in ("sg", ""):
            cur.pos += s.length
            return ("the" if det == "the" else "a"), s.entry.id
    cur.pos = start
    return None


def _opening(cur: Cursor) -> tuple[tuple[str, str] | None, str]:
    """``[<place>[,]] there <be>`` (consumed): (the place before it or None, the tense)."""
    place = _place(cur)
    if place is not None:
        cur.take("punct:,")
    if cur.take_word("there") is None or cur.peek_word() not in _BE:
        raise _refuse(cur, "expected 'there is|are|was|were'")
    tense = _BE[cur.peek_word()]
    cur.pos += 1
    return place, tense


def _whole(cur: Cursor) -> Fraction:
    got = read_number(cur)
    if got is None or got[1] or got[0].denominator != 1 or got[0] < 0:
        raise _refuse(cur, "expected a whole number of things")
    return got[0]


def _comparison(cur: Cursor) -> tuple[Fraction | None, Fraction | None]:
    """(K, None) for ``twice|half|K times as many``, (None, ±M) for ``M more|fewer|less`` (consumed)."""
    return read_comparison(cur, FRAME, lambda at: _refuse(at, "expected a comparison", Reason.UNSUPPORTED_FORM))


def _comparison_ahead(cur: Cursor, i: int) -> bool:
    """A multiplier, or a number then times|more|fewer, at token ``i`` (nothing consumed)."""
    if i >= cur.end:
        return False
    if cur.sense("multiplier", i) is not None:
        return True
    if cur.sense("num", i) is None and cur.sense("number", i) is None:
        return False
    return any(cur.sense(c, i + 1) is not None for c in ("fn:times", "fn:more", "fn:fewer"))


def _after_there(cur: Cursor) -> int:
    """The token after ``[<place>[,]] there <be>`` at the sentence's start, or -1."""
    w = cur.words[:cur.end]
    if "there" not in w[:8]:
        return -1
    i = w.index("there")
    if i + 1 >= len(w) or w[i + 1] not in _BE or (i and w[0] not in _PREPS):
        return -1
    return i + 2


def claims(cursors: list[Cursor]) -> bool:
    """Two or three sentences, the question ``How many``; the last statement ``[<place>] there <be>`` then a
    comparison (three sentences), or ``there <be> N <things> and`` a comparison (two); and ``as`` or ``than``
    in it."""
    if len(cursors) not in (2, 3) or cursors[-1].words[:2] != ["how", "many"]:
        return False
    cur = cursors[-2]
    at = _after_there(cur)
    if at < 0 or not ({"as", "than"} & set(cur.words[:cur.end])):
        return False
    if len(cursors) == 3:
        return _after_there(cursors[0]) >= 0 and _comparison_ahead(cur, at)
    w = cur.words[:cur.end]
    if "and" not in w[at:]:
        return False
    return _comparison_ahead(cur, w.index("and", at) + 1)


def parse_there_kind_multiple(cursors: list[Cursor]) -> Graph:
    three = len(cursors) == 3
    cur = cursors[0]
    cur.pos = 0
    place, tense = _opening(cur)
    n = _whole(cur)
    x = plural_kind(cur)
    if x is None:
        raise _refuse(cur, "expected plural counted things")
    places = [place] if place is not None else []

    if three:
        if place is None:
            got = _place(cur)
            if got is not None:
                places.append(got)
        if not cur.at_end():
            raise _refuse(cur, "expected 'there <be> N <things> [<place>].'")
        cur = cursors[1]
        cur.pos = 0
        opening, tense2 = _opening(cur)
        if opening is not None:
            if not places or opening != ("the", places[0][1]):
                raise _refuse(cur, "a place that is not the scene's", Reason.AMBIGUOUS_REFERENCE)
        if tense2 != tense:
            raise _refuse(cur, "tenses that differ", Reason.AMBIGUOUS_REFERENCE)
    elif cur.take_word("and") is None:
        raise _refuse(cur, "expected '<things> and'")
    factor, difference = _comparison(cur)
    y = plural_kind(cur)
    if y is None:
        raise _refuse(cur, "expected the things compared")
    if factor is not None and not three and (cur.at_end() or _place_here(cur)):
        ref = x  # "8 apples and 3 times as many pears": as apples, the one thing told
    elif cur.take("fn:as" if factor is not None else "fn:than") is None:
        raise _refuse(cur, "expected as|than after the things compared")
    else:
        ref = plural_kind(cur)
        if ref is None:
            raise _refuse(cur, "expected the things compared with")
    if not cur.at_end():
        if three:
            if places and _place(cur) != ("the", places[0][1]):
                raise _refuse(cur, "a place that is not the scene's", Reason.AMBIGUOUS_REFERENCE)
            if not places:
                raise _refuse(cur, "a place named after a scene told with none", Reason.AMBIGUOUS_REFERENCE)
        elif place is None:
            got = _place(cur)
            if got is None:
                raise _refuse(cur, "expected a place or nothing after the comparison")
            places.append(got)
        else:
            raise _refuse(cur, "a second place in one statement", Reason.AMBIGUOUS_REFERENCE)
    if not cur.at_end():
        raise _refuse(cur, "words after the comparison")
    if ref == x:
        told, other = x, y
        factor_x = factor
        amount_x = difference
    elif three and y == x:
        # "There are 24 boys. There are 3 times as many boys as girls.": the girls follow from the boys told
        told, other = x, ref
        factor_x = 1 / factor if factor is not None else None
        amount_x = -difference if difference is not None else None
    else:
        raise _refuse(cur, "compared with things never told", Reason.UNKNOWN_QUANTITY)
    if not _apart(cur, told, other) or cur.lex.may_overlap(told.unit, other.unit) \
            or cur.lex.may_overlap(other.unit, told.unit):
        raise _refuse(cur, "two kinds not told apart", Reason.AMBIGUOUS_REFERENCE)
    holder = f"the {places[0][1]}" if places else "fn.there"
    q = cursors[-1]
    asked, asked2, more = read_asked_kinds(q, told, other, FRAME)
    if more is None and asked not in (told, other) and not (_covers(q, asked, told) and _covers(q, asked, other)) \
            and not _complement_whole(q, asked, told, other):
        raise _refuse(q, "things asked that are neither kind nor both", Reason.UNKNOWN_QUANTITY)
    if q.peek_word() not in _BE or _BE[q.peek_word()] != tense:
        raise _refuse(q, "a question in another tense", Reason.AMBIGUOUS_REFERENCE)
    q.pos += 1
    q.take_word("there")
    if not q.at_end():
        got = _place(q)
        if got is None or not places or got != ("the", places[0][1]):
            raise _refuse(q, "a place that is not the scene's", Reason.AMBIGUOUS_REFERENCE)
    if not q.at_end():
        raise _refuse(q, "words after the question", Reason.UNPARSED_QUESTION)
    kind = "difference" if more is not None else ("one" if asked in (told, other) else "both")
    si = len(cursors) - 2
    ops = [Op(kind="hold", lemma="fn.there", sentence=0, actor=holder, item=told, amount=fmt(n)),
           Op(kind="compare_kinds", lemma="fn.there", sentence=si, actor=holder, item=other,
              amount=fmt(amount_x) if amount_x is not None else "",
              factor=fmt(factor_x) if factor_x is not None else "", target=holder)]
    return Graph(ops=ops, question=Question(kind=KIND_MULTIPLE, sentence=len(cursors) - 1, entity=holder, item=asked,
                                            item2=asked2, other=kind))


def _place_here(cur: Cursor) -> bool:
    start = cur.pos
    got = _place(cur)
    cur.pos = start
    return got is not None


def _complement_whole(cur: Cursor, asked: Item, a: Item, b: Item) -> bool:
    """``students`` over ``boys`` and ``girls``: a whole the pack's complement pair splits (kind.child), no
    modifiers on any of them."""
    if asked.mods or a.mods or b.mods:
        return False
    pair = cur.lex.complement_of.get(a.unit)
    return pair is not None and pair[0] == b.unit and asked.unit in pair[1]
