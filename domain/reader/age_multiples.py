"""An age as a multiple of another's (v12, ADR 0236).

    Cody is 14 years old. His grandmother is 6 times as old as he is. How old is Cody's grandmother?
                                                                                          14 × 6 = 84

Why a module of its own: ``is 14 years old`` holds no years (ages.py reads ``old`` as a modifier of held
things), and the second person is named through the first (``His grandmother`` = ``Cody's grandmother``). The
text is read as a whole, in one shape:

1. ``<A> is N years old.`` — a capitalised name, N a positive number;
2. ``<B> is (k times|twice|thrice|half) as old as <A | he is | she is>.`` — B is ``his|her <person noun>`` (the
   pronoun fits A: A's pack gender, or any when the pack does not know the name), ``A's <person noun>`` or
   another name;
3. ``How old is <B>?`` with B named either way (``Cody's grandmother`` for ``His grandmother``), or ``How old is
   <A>?``.
Anything else refuses once the first sentence is this shape: ``N times older`` (ambiguous), another person,
a second age.

v14 (ADR 0282) reads two more shapes of sentence 2, and a pronoun in the question:

- ``<B> is (half|twice|thrice|k times) <his|her|A's> age.`` — the same multiple (``age``: fn.age);
- ``<B> is N years (older|younger) than <him|her|he is|she is|A|A is>.`` — A's age ± N (fn.older / fn.younger);
  an age that comes out 0 or below refuses, whoever is asked (the story cannot be);
- ``half his age`` must come out whole (of a 7-year-old it refuses, whoever is asked);
- ``How old is his|her <person>?`` when B was named ``his|her <person>`` with that very pronoun and person
  (the pronoun fits A, the only other person).
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.phrases import Cursor, fmt, opens_with, read_number
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step
from domain.reader.told_ages import age_told_aside

AGES = "age_multiple"


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, AGES, detail, reason)


def read_name(cur: Cursor) -> tuple[str, str] | None:
    """A capitalised name not followed by a possessive (also work_days.py): (the name, its gender or ``x``),
    consumed; None, nothing consumed, otherwise."""
    s = cur.sense("name")
    if s is None or not cur.tokens[cur.pos].text[:1].isupper() or cur.sense("poss", cur.pos + 1) is not None:
        return None
    cur.pos += 1
    return cur.tokens[cur.pos - 1].text, ((s.entry.gender if s.entry is not None else "") or "x")


def _first(cur: Cursor) -> tuple[str, str, Fraction] | None:
    cur.pos = 0
    a = read_name(cur)
    if a is None or cur.peek_word() != "is":
        cur.pos = 0
        return None
    cur.pos += 1
    got = read_number(cur)
    year = cur.sense("unit")
    if got is None or got[1] or got[0] <= 0 or year is None or year.entry.id != "unit.year" \
            or cur.sense("fn:old", cur.pos + year.length) is None or cur.pos + year.length + 1 != cur.end:
        cur.pos = 0
        return None
    cur.pos = cur.end
    return a[0], a[1], got[0]


def _person(cur: Cursor, a: str, gender: str) -> str | None:
    """``his|her <person>`` / ``A's <person>`` → "A's <person id>"; another name → that name; else None."""
    w = cur.peek_word()
    if w in ("his", "her"):
        if gender not in ("x", "m" if w == "his" else "f"):
            raise _refuse(cur, f"'{w}' does not fit {a}", Reason.AMBIGUOUS_REFERENCE)
        cur.pos += 1
    else:
        s = cur.sense("name")
        if s is None or not cur.tokens[cur.pos].text[:1].isupper():
            return None
        word = cur.tokens[cur.pos].text
        if cur.sense("poss", cur.pos + 1) is None:
            cur.pos += 1
            return word
        if word != a:
            raise _refuse(cur, f"{word}'s: someone else's", Reason.UNKNOWN_ENTITY)
        cur.pos += 2
    p = cur.sense("person")
    if p is None or p.form != "sg":
        return None
    cur.pos += p.length
    return f"{a}'s {p.entry.id}"


def claims(cursors: list[Cursor]) -> bool:
    # v15: an age no other sentence asks or uses is told aside (told_ages.py, ADR 0302), never this form's
    return opens_with(cursors, 3, _first) and not age_told_aside(cursors, cursors[0])


def parse_age_multiples(cursors: list[Cursor]) -> Graph:
    a, gender, n = _first(cursors[0])
    cur = cursors[1]
    b = _person(cur, a, gender)
    if b is None or b == a or cur.peek_word() != "is":
        raise _refuse(cur, "expected '<person> is k times as old as …'")
    cur.pos += 1
    diff = _years_apart(cur, a, gender)
    if diff is not None:  # v14: "3 years older than him"
        return _graph(cursors, a, gender, n, b, Op(kind="age_difference", lemma=diff[1], sentence=1, actor=b,
                                                   item=Item(unit="unit.year"), amount=fmt(diff[0]), target=a))
    mult = cur.sense("multiplier")
    if mult is not None:
        cur.pos += mult.length
        k = cur.lex.number_value[mult.entry.id]
    else:
        got = read_number(cur)
        if got is None or got[1] or got[0] <= 0 or cur.sense("fn:times") is None:
            raise _refuse(cur, "expected 'k times'")
        cur.pos += 1
        k = got[0]
    if _takes_age_of(cur, a, gender):  # v14: "half his age"
        if not cur.at_end():
            raise _refuse(cur, "words after the age")
        return _graph(cursors, a, gender, n, b, Op(kind="age_multiple", lemma="fn.age", sentence=1, actor=b,
                                                   item=Item(unit="unit.year"), factor=fmt(k), target=a, event=WHOLE))
    if cur.sense("fn:as") is None or cur.sense("fn:old", cur.pos + 1) is None or cur.sense("fn:as", cur.pos + 2) is None:
        raise _refuse(cur, "expected 'as old as' ('times older' is ambiguous)", Reason.UNSUPPORTED_FORM)
    cur.pos += 3
    w = cur.peek_word()
    if w in ("he", "she"):
        if gender not in ("x", "m" if w == "he" else "f") or cur.peek_word(1) != "is":
            raise _refuse(cur, f"'{w}' is not {a}", Reason.AMBIGUOUS_REFERENCE)
        cur.pos += 2
    else:
        ref = read_name(cur)
        if ref is None or ref[0] != a:
            raise _refuse(cur, "as old as whom?", Reason.UNKNOWN_ENTITY)
        if cur.peek_word() == "is":
            cur.pos += 1
    if not cur.at_end():
        raise _refuse(cur, "words after the comparison")
    return _graph(cursors, a, gender, n, b, Op(kind="age_multiple", lemma="fn.old", sentence=1, actor=b,
                                               item=Item(unit="unit.year"), factor=fmt(k), target=a))


def _graph(cursors: list[Cursor], a: str, gender: str, n: Fraction, b: str, second: Op) -> Graph:
    q = cursors[2]
    if q.sense("fn:how") is None or q.sense("fn:old", 1) is None or q.peek_word(2) != "is":
        raise _refuse(q, "expected 'How old is …'", Reason.UNPARSED_QUESTION)
    q.pos = 3
    pronoun = q.peek_word()
    if pronoun in ("his", "her") and (second.lemma == "fn.old" or cursors[1].words[0] != pronoun):
        # v14: "How old is his sister?" only when B was named "His sister" (the same pronoun, so A's)
        raise _refuse(q, "a pronoun in the question: whose?", Reason.AMBIGUOUS_REFERENCE)
    asked = _person(q, a, gender)
    if asked not in (a, b) or not q.at_end():
        raise _refuse(q, "asks about someone else", Reason.UNKNOWN_ENTITY)
    ops = [Op(kind="age", lemma="fn.old", sentence=0, actor=a, item=Item(unit="unit.year"), amount=fmt(n)), second]
    return Graph(ops=ops, question=Question(kind=AGES, sentence=2, entity=asked, item=Item(unit="unit.year")))


WHOLE = "whole"
"""v14: on the second op (``half his age``), B's age must come out whole, whoever is asked (the v12 ``as old as``
keeps its reading)."""


def _takes_age_of(cur: Cursor, a: str, gender: str) -> bool:
    """v14: ``his|her age`` (the pronoun fits A) / ``A's age`` after a multiplier, consumed; False, nothing
    consumed, when no ``age`` follows; a pronoun or name for someone else refuses."""
    w = cur.peek_word()
    if w in ("his", "her") and cur.sense("fn:age", cur.pos + 1) is not None:
        if gender not in ("x", "m" if w == "his" else "f"):
            raise _refuse(cur, f"'{w}' does not fit {a}", Reason.AMBIGUOUS_REFERENCE)
        cur.pos += 2
        return True
    if cur.sense("name") is not None and cur.sense("poss", cur.pos + 1) is not None \
            and cur.sense("fn:age", cur.pos + 2) is not None:
        if cur.tokens[cur.pos].text != a:
            raise _refuse(cur, "someone else's age", Reason.UNKNOWN_ENTITY)
        cur.pos += 3
        return True
    return False


def _years_apart(cur: Cursor, a: str, gender: str) -> tuple[Fraction, str] | None:
    """v14: ``N years older|younger than <him|her|he is|she is|A [is]>`` → (+N or −N, the lemma), consumed to the
    end of the sentence; None, nothing consumed, when no ``N years older|younger`` opens it."""
    start = cur.pos
    got = read_number(cur)
    if got is None:
        return None
    year = cur.sense("unit")
    if got[1] or year is None or year.entry.id != "unit.year":
        cur.pos = start
        return None
    at = cur.pos + year.length
    older, younger = cur.sense("fn:older", at), cur.sense("fn:younger", at)
    if older is None and younger is None:
        cur.pos = start
        return None
    if got[0] <= 0 or cur.peek_word(year.length + 1) != "than":
        raise _refuse(cur, "expected 'N years older|younger than …'")
    cur.pos = at + 2
    w = cur.peek_word()
    if w in ("him", "her", "he", "she"):
        fits = "m" if w in ("him", "he") else "f"
        if gender not in ("x", fits):
            raise _refuse(cur, f"'{w}' is not {a}", Reason.AMBIGUOUS_REFERENCE)
        cur.pos += 1
        if w in ("he", "she") and not cur.take_word("is"):
            raise _refuse(cur, f"expected '{w} is'")
    else:
        ref = read_name(cur)
        if ref is None or ref[0] != a:
            raise _refuse(cur, "older or younger than whom?", Reason.UNKNOWN_ENTITY)
        cur.take_word("is")
    if not cur.at_end():
        raise _refuse(cur, "words after the comparison")
    return (got[0], "fn.older") if older is not None else (-got[0], "fn.younger")


def ages_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: A's age, or k × A's age, or (v14) A's age ± N; B's age checked first (v14 forms)."""
    first, mult = graph.ops
    if mult.kind == "age_difference":  # v14: "3 years older than him"
        value = Fraction(first.amount) + Fraction(mult.amount)
        if value <= 0:  # refused whoever is asked: the story cannot be
            raise ReaderRefusal(Reason.CONTRADICTION, "age_difference", frame="solver",
                                detail=f"an age of {fmt(value)} years", sentence_index=1)
        if graph.question.entity == first.actor:
            return Fraction(first.amount), "unit.year", []
        return value, "unit.year", [Step(lemma=mult.lemma, kind="age_difference", holder=mult.actor,
                                         operands=[first.amount, mult.amount], before="", after=fmt(value))]
    value = Fraction(first.amount) * Fraction(mult.factor)
    if mult.event == WHOLE and value.denominator != 1:  # v14: "half his age" of a 7-year-old, whoever is asked
        raise ReaderRefusal(Reason.FRACTIONAL_COUNT, "age_multiple", frame="solver",
                            detail=f"an age of {fmt(value)} years", sentence_index=1)
    if graph.question.entity == first.actor:
        return Fraction(first.amount), "unit.year", []
    return value, "unit.year", [Step(lemma=mult.lemma, kind="age_multiple", holder=mult.actor,
                                     operands=[first.amount, mult.factor], before="", after=fmt(value))]


def verify_ages(lex, graph: Graph) -> Fraction:
    """Verifier: B's age b with b ÷ k = A's age."""
    first, mult = graph.ops
    if graph.question.entity == first.actor:
        return Fraction(first.amount)
    if mult.kind == "age_difference":  # v14: b − d = a
        return Fraction(first.amount) - (-Fraction(mult.amount))
    return Fraction(first.amount) / (1 / Fraction(mult.factor))
