"""Measures of one family told in several units, asked in one of them (v19, ADR 0431).

    Ron had 2 dollars and 40 cents. He spent 85 cents. How many cents does he have left?     240 − 85 = 155
    Wanda bought 3 yards of cloth. She used 5 feet of it. How many feet of cloth does she have left?   9 − 5 = 4

Why a module of its own: the holdings reader keeps every unit apart (``2 dollars`` and ``85 cents`` are two
holdings, and ``How many cents`` asks only the cents: it refused, ``ambiguous_reference``), and no form of it
converts. A conversion never changes what a text means, so the text is re-spelled with every measure of the
asked unit's family in the asked unit — ``3 yards`` as ``9 feet``, ``2 dollars and 40 cents`` as ``240 cents``
— and the forms that read one unit read it.

Re-spelled only when all hold (otherwise the text is left as written and refuses as before):

- the question opens ``How many U`` (U a plural unit whose pack ``per_base`` is stated) and names no other
  unit of U's family;
- every word of a unit of U's family in the statements follows a whole number in digits (``3 yards``,
  ``40 cents``): a unit with no number (``per yard``, ``a yard``) would stay unconverted beside converted ones;
- every such unit has a pack ``per_base`` (the pack states the conversion: ``yards`` and ``meters`` are of two
  families and never meet here), and each measure comes out in U with at most two decimals, a whole number
  when U is discrete (``5 inches`` in feet does not);
- ``N U1 and M U2`` with U1 larger than U2 (both of the family) and M U2 less than one U1 is one measure, N U1
  plus M U2;
- U is no time (durations are the duration forms': ``rode for 1 day`` is no 24 hours of riding) and no count;
- the statements mix units: U itself and another unit of the family, or a two-unit measure (``Sam worked 2
  hours. How many minutes …?`` is no mix, and is left to the forms that read or refuse it as before); no money
  written with a sign (``$2.40``) in the text.

Refused outright (``unit_mismatch``): a text with a two-unit measure (``2 yards and 2 feet``) that this repair
declines for any reason above but a unit with no number (the holdings reader would count only its feet: ``… used
1 foot. How many feet …?`` was answered 1); ``Each week has 7 days. … 3 weeks and 2 days`` is left to the
told-period forms.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.refusals import Reason, ReaderRefusal
from domain.reader.tokens import Sentence, Token


# a count has no conversion; a time is left to the duration forms (ADR 0397/0412: ``rode for 1 day`` is no 24
# hours of riding, ``ran for 1 hour and 15 minutes`` in the present, ``1 hour and 70 minutes`` refuse there)
_LEFT_ALONE = frozenset({"count", "time"})


def _unit_at(cur, i: int):
    u = cur.sense("unit", i)
    return u if u is not None and u.length == 1 else None


def _whole(t: Token) -> int | None:
    if t.kind != "num" or t.value is None or t.value.denominator != 1 or t.value < 0 or "." in t.text:
        return None
    return int(t.value)


def _asked_unit_words(lex) -> frozenset[str]:
    compute = set()
    for word, senses in lex.single.items():
        for sense in senses:
            if sense.cls == "unit" and sense.form == "pl":
                unit = lex.unit_by_id.get(sense.entry.id)
                if unit is None or unit.per_base and unit.family not in _LEFT_ALONE:  # (no unit: never skipped)
                    compute.add(word)
    return frozenset(compute)


def asked_unit_words(lex) -> frozenset[str]:
    """Per pack: the words with a one-word plural ``unit`` sense of a unit with a ``per_base`` in a family this
    repair converts (no count, no time). speed (ADR 0464): a unit sense of one token at ``i`` is one of
    ``lex.single[words[i]]`` (the tagger's senses of one token; a surname tag only drops senses), so where the
    question's third word is none of these, the asked unit ``_repair`` reads there is None, not plural, without a
    ``per_base`` or of a family left alone: it returns the sentences as they are, and its cursor need not be built."""
    return lex.memo("mixed_units.asked_unit_words", _asked_unit_words)


def unit_words(lex) -> frozenset[str]:
    """speed (ADR 0541): the words at which ``_unit_at`` may give a unit: the first words of the pack's unit
    phrases (``lex.first_words``: a token carries a sense of a class only at such a word, ADR 0106). At any other
    word ``_unit_at`` gives None, so the scans below skip the word (and build a statement's cursor only once a word
    needs it)."""
    return lex.first_words.get("unit", frozenset())


def _refuse(s: Sentence, detail: str) -> ReaderRefusal:
    return ReaderRefusal(Reason.UNIT_MISMATCH, "unit_conversion", sentence_index=s.index, frame="mixed_units",
                         detail=detail)


def repair_mixed_units(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    """The text with every measure of the asked unit's family in the asked unit (module doc), or as written."""
    try:
        return _repair(sentences, lex, cursor)
    except _Declined as e:
        if e.compound:
            raise _refuse(e.sentence, f"a measure in two units not converted: {e}") from None
        return sentences


class _Declined(Exception):
    def __init__(self, detail: str, sentence: Sentence, compound: bool) -> None:
        super().__init__(detail)
        self.sentence, self.compound = sentence, compound


def _compound(toks: list[Token], sentence: Sentence, cursor, lex, family: str) -> bool:
    """``N U1 and M U2`` of the family anywhere in the sentence (``cursor(sentence)`` built only at such a span:
    speed, ADR 0541)."""
    cur = None
    for i in range(len(toks) - 4):
        if toks[i].kind == "num" and toks[i + 2].low == "and" and toks[i + 3].kind == "num":
            if cur is None:
                cur = cursor(sentence)
            u1, u2 = _unit_at(cur, i + 1), _unit_at(cur, i + 4)
            if u1 is not None and u2 is not None and lex.unit_by_id[u1.entry.id].family == family \
                    == lex.unit_by_id[u2.entry.id].family:
                return True
    return False


def _repair(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    if len(sentences) < 2 or not sentences[-1].question:
        return sentences
    q = sentences[-1]
    toks = q.tokens
    if len(toks) < 3 or toks[0].low != "how" or toks[1].low != "many":
        return sentences  # speed (ADR 0452): the question's opening tested before its cursor is built
    if toks[2].low not in asked_unit_words(lex):
        return sentences  # speed (ADR 0464): no unit there this repair converts to (``asked_unit_words``)
    qcur = cursor(q)
    asked = _unit_at(qcur, 2)
    if asked is None or asked.form != "pl":
        return sentences
    want = lex.unit_by_id[asked.entry.id]
    family = want.family
    if not want.per_base or family in _LEFT_ALONE:
        return sentences
    starts = unit_words(lex)  # speed (ADR 0541): only these words may hold a unit
    for i in range(3, qcur.end):
        if toks[i].low not in starts:
            continue
        u = _unit_at(qcur, i)
        if u is not None and lex.unit_by_id[u.entry.id].family == family and u.entry.id != want.id:
            return sentences
    plural = want.plural
    out: list[Sentence] = []
    converted = False
    others = same = False  # another unit of the family in the statements, and the asked one
    for x in sentences[:-1]:
        xc = None  # speed (ADR 0541): the sentence's cursor built at its first word of the family
        for i in range(len(x.tokens)):
            if x.tokens[i].kind != "word" or x.tokens[i].low not in starts:
                continue
            if xc is None:
                xc = cursor(x)
            u = _unit_at(xc, i)
            if u is not None and lex.unit_by_id[u.entry.id].family == family:
                same, others = same or u.entry.id == want.id, others or u.entry.id != want.id
    compound = any(_compound(x.tokens, x, cursor, lex, family) for x in sentences[:-1])
    if not others or not (same or compound):  # "Sam worked 2 hours. How many minutes …?": no mix, left as before
        return sentences
    for s in sentences[:-1]:
        cur = cursor(s)
        toks = s.tokens

        def decline(detail: str, refuse: bool = True) -> _Declined:
            return _Declined(detail, s, compound and refuse)  # noqa: B023 (raised at once)
        if any(t.kind == "money" for t in toks):
            raise decline("money written with a sign")
        new: list[Token] = []
        i = 0
        while i < len(toks):
            u = _unit_at(cur, i) if toks[i].kind == "word" else None
            if u is not None and lex.unit_by_id[u.entry.id].family == family:
                raise decline("a unit of the family with no number before it", False)  # "Each week has 7 days."
            n = _whole(toks[i])
            u = _unit_at(cur, i + 1) if n is not None and i + 1 < len(toks) else None
            if u is None or lex.unit_by_id[u.entry.id].family != family:
                new.append(toks[i])
                i += 1
                continue
            first = lex.unit_by_id[u.entry.id]
            if (u.form == "pl") == (n == 1):
                raise decline(f"{n} {toks[i + 1].text}: one or more?")
            if not first.per_base:
                raise decline(f"{first.id}: no conversion the pack states")
            value = n * Fraction(first.per_base)
            j = i + 2
            if j + 2 < len(toks) and toks[j].low == "and":  # "2 dollars and 40 cents"
                m = _whole(toks[j + 1])
                u2 = _unit_at(cur, j + 2) if m is not None else None
                if u2 is not None and lex.unit_by_id[u2.entry.id].family == family:
                    second = lex.unit_by_id[u2.entry.id]
                    if not second.per_base or Fraction(second.per_base) >= Fraction(first.per_base) \
                            or m * Fraction(second.per_base) >= Fraction(first.per_base) \
                            or (u2.form == "pl") == (m == 1):  # "2 dollars and 150 cents": not one measure
                        raise decline("not a larger unit and a smaller one")
                    value += m * Fraction(second.per_base)
                    j += 3
            count = value / Fraction(want.per_base)
            if count <= 0 or (count * 100).denominator != 1 or (count.denominator != 1 and want.discrete):
                raise decline(f"{count} {want.id}: not a whole number")
            if first.id != want.id or j != i + 2:
                converted = True
            text = str(count.numerator) if count.denominator == 1 else f"{float(count):.2f}".rstrip("0")
            new.append(Token(text=text, low=text, kind="num", value=count))
            word = plural if count != 1 else want.singular
            new.append(Token(text=word, low=word.lower(), kind="word", value=None))
            i = j
        out.append(Sentence(s.index, new, s.question))
    if not converted:
        return sentences
    return [*out, q]
