"""One person's event told, then told again as a comparison with another's (v22, ADR 0512).

    Mona picked 56 cherries. She picked 4 times as many cherries as Nico. How many cherries did Nico pick?   56 / 4 = 14
    Ines scored 35 points. She scored 15 points fewer than Kamal. How many points did Kamal score?          35 + 15 = 50
    Ada baked 30 cakes. Ada baked 6 more cakes than Ben. How many cakes did Ada and Ben bake?         30 + (30 - 6) = 54

The second statement stopped at its comparison (``words left after a complete clause`` at ``times`` / ``fewer``):
compared_events.py reads ``<B> <verb> k times as many … as <A>`` only with another person as the subject, the one
whose count the comparison gives. Here the subject is A again (by name, or by the ``he`` / ``she`` that A's pack
gender fits) and the verb is A's verb: the sentence does not tell a second event of A (it would have no count of its
own) but says how A's one told event compares with B's, whose count the story never tells otherwise. The relation is
the same read from B's side, so the sentence is re-spelled to the shape compared_events.py reads and that module reads
the whole text (its guards, question forms, solver and verifier unchanged):

- ``<A> <verb> k times as many [<things>] as <B>`` (k a number or a multiplier: twice, half …) →
  ``<B> <verb> 1/k times as many <things> as <A>`` (A = k·B, so B = A/k);
- ``<A> <verb> M more [<things>] than <B>`` / ``M <things> more than <B>`` → ``<B> <verb> M fewer <things> than <A>``;
- ``<A> <verb> M fewer|less …`` → ``<B> <verb> M more <things> than <A>``.

Read only when every part is there (else nothing is re-spelled and the text refuses as before): three sentences; the
first ``<A> <verb> N <things>.`` exactly as compared_events.py reads it (a name, an event verb, a positive whole
number of a count noun); the second opens with A's name or a pronoun agreeing with A's pack gender (an unknown
gender, ``they``, another name: not this form), has A's verb, a positive comparison amount in digits, words or a
multiplier, the things when said A's things, ``as`` / ``than`` and then another name (B, not A), an optional closing
``did``, nothing else. ``N times more than`` (ambiguous) and ``more`` without ``than`` (further, or more than whom?)
are not read. B's count must come out a positive whole number (compared_events.py's guard), else the text refuses.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.compared_events import _first, _name, _things, _verb
from domain.reader.phrases import Cursor, fmt, read_number
from domain.reader.tokens import Sentence, Token

_PRONOUN = {"he": "m", "she": "f"}


def _word(text: str) -> Token:
    return Token(text=text, low=text.lower(), kind="word", value=None)


def _num(value: Fraction) -> Token:
    return Token(text=fmt(value), low=fmt(value), kind="num", value=value)


def _gender(cur: Cursor) -> str:
    s = cur.sense("name", 0)
    return (s.entry.gender if s is not None and s.entry is not None else "") or ""


def _comparison(cur: Cursor, things: str) -> tuple[str, Fraction] | None:
    """At the comparison of the second sentence: ("times", k) / ("more"|"fewer", M) up to and including ``as`` /
    ``than``, the cursor after it; None when it is not this shape (ADR 0512)."""
    mult = cur.sense("multiplier")
    if mult is not None:
        cur.pos += mult.length
        kind, value = "times", Fraction(cur.lex.number_value[mult.entry.id])
    else:
        got = read_number(cur)
        if got is None or got[1] or got[0] <= 0:
            return None  # no amount, or money ("$3 more": compared_prices.py's, not an event count)
        value = got[0]
        said = _things(cur) if cur.sense("unit") is not None else ""  # ``15 points fewer than``: the things first
        if said is None or (said and said != things):
            return None
        if cur.sense("fn:times") is not None:
            if said:
                return None  # ``4 cherries times …`` is no English
            cur.pos += 1
            if cur.sense("fn:more") is not None or cur.sense("fn:fewer") is not None:
                return None  # "N times more than": N times as many, or N+1 times? (ambiguous, as everywhere)
            kind = "times"
        elif cur.sense("fn:more") is not None:
            cur.pos += 1
            kind = "more"
        elif cur.sense("fn:fewer") is not None:
            cur.pos += 1
            kind = "fewer"
        else:
            return None
        if said and kind != "times":
            return (kind, value) if cur.sense("fn:than") is not None and _take(cur, "fn:than") else None
    if kind == "times":
        if value <= 0 or cur.sense("fn:as") is None or cur.peek_word(1) != "many":
            return None
        cur.pos += 2
    if not cur.at_end() and cur.sense("unit") is not None and _things(cur) != things:
        return None  # other things compared (or a mass noun)
    return (kind, value) if _take(cur, "fn:as" if kind == "times" else "fn:than") else None


def _take(cur: Cursor, cls: str) -> bool:
    return cur.take(cls) is not None


def respell_restated(cursors: list[Cursor]) -> list[Sentence] | None:
    """The three sentences with the second re-spelled from B's side (see the module), or None (nothing changed)."""
    if len(cursors) != 3:
        return None
    first, second = cursors[0], cursors[1]
    try:
        got = _first(first)
        if got is None:
            return None
        a, verb, _n, things = got
        gender = _gender(first)
        second.pos = 0
        if second.peek_word() in _PRONOUN:
            if gender != _PRONOUN[second.peek_word()]:
                return None  # an unknown gender or another person's pronoun: whose comparison?
            second.pos = 1
        elif _name(second) != a:
            return None  # another subject: compared_events.py's own shape (or not an event comparison)
        verb_at = second.pos
        if _verb(second) != verb:
            return None
        verb_tokens = second.tokens[verb_at:second.pos]
        cmp = _comparison(second, things)
        if cmp is None:
            return None
        b_at = second.pos
        b = _name(second)
        if b is None or b == a:
            return None
        b_tokens = second.tokens[b_at:second.pos]
        if second.peek_word() == "did":
            second.pos += 1
        if not second.at_end():
            return None
    finally:
        first.pos = 0
        second.pos = 0
    kind, value = cmp
    unit = second.lex.unit_by_id[things]
    plural = [_word(w) for w in unit.plural.split()]
    a_tokens = [first.tokens[0]]
    if kind == "times":
        # A = k·B: B is 1/k times as many as A (ADR 0512)
        middle = [_num(1 / value), _word("times"), _word("as"), _word("many"), *plural, _word("as")]
    else:
        # A = B ± M: B is M fewer (more) than A (ADR 0512)
        middle = [_num(value), _word("fewer" if kind == "more" else "more"), *plural, _word("than")]
    tokens = [*b_tokens, *verb_tokens, *middle, *a_tokens]
    return [first.sentence, Sentence(index=second.sentence.index, tokens=tokens, question=False),
            cursors[2].sentence]
