"""``Ann bought 3 apples on each of 4 days.`` / ``Sam bought 3 apples for each of his 4 friends.`` / ``He spent 15
dollars on each of 2 games.`` (v18, ADR 0392).

A complete clause ``<verb> N <things>`` stopped at a closing ``on|for each of [det] M <nouns>`` (``words left after a
complete clause``). English says the same N things went with each of the M: N × M in all. The clause is re-spelled
with the total and the group kept without its count or ``each``, which every older form reads:

- ``on|for each of M <periods>`` (day, week, hour, month …: pack units of a time family): the phrase is dropped —
  ``Ann bought 12 apples.`` (a time phrase naming no one day; a question about ``each day`` or one day finds no
  event told for it and refuses as before);
- ``for each of [det] M <people>`` after a verb that gains or makes things (categories positive, construct):
  ``Sam bought 12 apples for his friends.`` — the beneficiary form (who holds them stays open, as before);
- ``on|for each of [det] M <things>`` (a counted pack unit) after money (``$15``, ``15 dollars``) and a verb that
  gains, makes, gives up or destroys things: ``He spent 30 dollars on games.`` / ``paid $15 for books``. Other
  things for each of M things refuse as before: the pack may not know the things as people (``sold 3 cakes for
  each of his 4 classmates``).

Only when all hold (else the words are left as written and refuse as before): the verb a one-word pack verb of
the categories positive, construct, negative, destroy, right before N; N digits or money, positive (a decimal
kept exact: ``$1.25`` × 4 = ``$5``); the things a noun run of pack units (``of`` a noun run), none after money, or
``dollars``; M a whole number of at least 2 in digits or a pack number word; the group a noun run closing the
clause (the sentence's end, or the ``,`` of a question's premise). ``for each of M <people>`` after a verb of
giving up (``sold 3 cakes for each of his friends``: sold to them? for them?), ``in each of`` (a placement: read
by the partition forms), a number of things before ``more``/``of them``, words after the group refuse as before.
"""
from __future__ import annotations

from fractions import Fraction
from operator import attrgetter

from domain.reader.phrases import noun_run, things_end
from domain.reader.tokens import Sentence, Token

_LOW, _KIND = attrgetter("low"), attrgetter("kind")

_CATEGORIES = frozenset({"positive", "construct", "negative", "destroy"})
_MAKERS = frozenset({"positive", "construct"})
_DETS = frozenset({"the", "his", "her", "their", "my", "our", "your", "its"})
_TIME_FAMILIES = frozenset({"time", "time_calendar"})


def respell_each_of_counts(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    """Every sentence holding the form re-spelled (see the module); the others as they are."""
    out = []
    for s in sentences:
        got = None
        low = list(map(_LOW, s.tokens))  # speed (ADR 0464): the same list, no comprehension frame
        # speed (ADR 0452): and a number or money token after the first (the loop's first test), before the cursor
        kinds = list(map(_KIND, s.tokens[1:])) if "each" in low and "of" in low else ()
        if "num" in kinds or "money" in kinds:
            got = _respell_count(s, lex, cursor(s))
        out.append(got or s)
    return out


def _group_count(tok: Token, cur, j: int) -> int | None:
    """M: a whole number of at least 2, in digits or a pack number word (one token)."""
    if tok.kind == "num":
        if tok.value is None or tok.value.denominator != 1 or "." in tok.text or tok.value < 2:
            return None
        return int(tok.value)
    word = cur.sense("number", j)
    if word is None or word.length != 1:
        return None
    value = Fraction(word.entry.value)
    return int(value) if value.denominator == 1 and value >= 2 else None


def _decimal(value: Fraction) -> str | None:
    """``value`` written in digits when it is a terminating decimal (it always is: a decimal times a whole)."""
    if value.denominator == 1:
        return str(value.numerator)
    d, twos, fives = value.denominator, 0, 0
    while d % 2 == 0:
        d, twos = d // 2, twos + 1
    while d % 5 == 0:
        d, fives = d // 5, fives + 1
    if d != 1:
        return None
    places = max(twos, fives)
    scaled = value * 10 ** places
    whole, frac = divmod(scaled.numerator, 10 ** places)
    return f"{whole}.{str(frac).rjust(places, '0')}".rstrip("0").rstrip(".")


def _money(tok: Token, cur, n: int, end: int) -> bool:
    """N is money: ``$15`` or ``15 dollars`` (a unit of the money family)."""
    if tok.kind == "money":
        return True
    unit = cur.sense("unit", end - 1)
    return end == n + 2 and unit is not None and unit.entry.family == "money"


def _closes(s: Sentence, cur, i: int) -> bool:
    """The clause ends at ``i``: the sentence's end, or (a question's premise) a comma."""
    if i >= cur.end:
        return not s.question
    return cur.words[i] == "," and s.question


def _respell_count(s: Sentence, lex, cur) -> Sentence | None:
    toks, words = s.tokens, cur.words
    for n in range(1, cur.end - 4):
        tok = toks[n]
        if tok.kind not in ("num", "money") or tok.value is None or tok.value <= 0:
            continue
        verb = cur.sense("verb", n - 1)
        if verb is None or verb.length != 1:
            continue
        category = lex.verb_by_id[verb.entry.id].category
        if category not in _CATEGORIES:
            continue
        end = n + 1 if tok.kind == "money" else things_end(cur, n + 1)
        if end is None or end == n + 1 and tok.kind != "money" or end + 3 >= cur.end:
            continue
        prep = words[end]
        if prep not in ("on", "for") or words[end + 1:end + 3] != ["each", "of"]:
            continue
        j = end + 3
        det = j if words[j] in _DETS else -1
        if det >= 0:
            j += 1
        if j >= cur.end:
            return None
        m = _group_count(toks[j], cur, j)
        if m is None:
            return None
        group = noun_run(cur, j + 1, ("unit", "person"))
        if group is None or not _closes(s, cur, group[2]):
            return None
        head = group[1]
        person = cur.sense("person", group[2] - head.length) is not None  # "friends" is a unit and a person
        if head.form != "pl":
            return None
        total = _decimal(tok.value * m)
        if total is None:
            return None
        text = ("$" if tok.kind == "money" else "") + total
        num = Token(text=text, low=text, kind=tok.kind, value=tok.value * m)
        tail = list(toks[group[2]:])
        if head.cls == "unit" and not person and head.entry.family in _TIME_FAMILIES:
            # the periods: what was done on each of them, told once for them all
            return Sentence(index=s.index, tokens=[*toks[:n], num, *toks[n + 1:end], *tail], question=s.question)
        if head.cls == "person" or person:
            if prep != "for" or category not in _MAKERS:
                return None  # "sold 3 cakes for each of his friends": to them, or on their behalf?
        elif head.cls != "unit" or head.entry.family != "count" or not _money(tok, cur, n, end):
            # money, measures: "sold 3 apples for each of 4 dollars" is no group; things for each of M
            # things the pack does not know as people ("sold 3 cakes for each of his 4 classmates") may be
            # people: only money paid or spent on them is read
            return None
        kept = [toks[end]] + ([toks[det]] if det >= 0 else []) + list(toks[j + 1:group[2]])
        return Sentence(index=s.index, tokens=[*toks[:n], num, *toks[n + 1:end], *kept, *tail],
                        question=s.question)
    return None
