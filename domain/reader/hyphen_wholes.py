"""``84 pages of a 210-page book``: a part of a whole whose size is a hyphenated measure adjective (v22, ADR 0513).

    Samir has read 84 pages of a 210-page book. How many pages does he have left to read?          210 − 84 = 126
    Sam ate 3 slices of an 8-slice pizza. How many slices are left?                                   8 − 3 = 5

``N <parts> of a M-<part> <thing>`` tells two things at once: a thing that has M parts, and N of those parts. That is
exactly the two sentences ``A <thing> has M <parts>. <the sentence without "of a M-<part> <thing>">``, which the
reader reads (``A book has 210 pages. Samir has read 84 pages.``); the story is re-spelled so and its sentences are
numbered again (as after_clauses.py does).

Re-spelled only when all of this holds; otherwise the text is left as written and refuses as before (the hyphen is
no word of the pack):

- a statement (never the question) has, in this order: whole digits N (no decimal point), a pack count unit in the
  plural, ``of``, ``a``/``an``, whole digits M, the hyphen, the same unit in the singular, and one word that is a
  pack count unit (the thing: ``book``, ``pizza``), and the sentence ends right there; the part unit is no unit of
  measure (``a 36-liter tub``, ``a 5-pound bag``: a measure is no part one can take away);
- N is at most M (more pages read than the book has is no story to read);
- the whole text has one hyphen (one such whole; ``2 5-page stories`` or a second adjective are left alone) and no
  other mention of the thing (``a book``/``the books`` elsewhere: one book or two?);
- the thing is not the part (``3 pages of a 10-page page`` is no whole).
"""
from __future__ import annotations

from domain.reader.tokens import Sentence, Token

_ONE = frozenset({"a", "an"})


def _units(lex) -> tuple[dict[str, str], dict[str, str], dict[str, str]]:
    """(plural → unit id, singular → unit id, any form → unit id) over the pack's plain count units."""
    def compute(lex):
        plural: dict[str, str] = {}
        singular: dict[str, str] = {}
        for u in lex.pack.units:
            if u.family != "count" or u.same_as or u.worth or " " in u.singular or u.singular == u.plural:
                continue
            plural[u.plural.lower()] = u.id
            singular[u.singular.lower()] = u.id
        return plural, singular, {**plural, **singular}
    return lex.memo("hyphen_wholes_units", compute)


def _whole(toks: list[Token], lex) -> tuple[int, Token, str, int] | None:
    """(index of N, the thing's token, the part unit's plural, M) when the sentence ends ``N <parts> of a M-<part>
    <thing>``, else None."""
    plural, singular, _ = _units(lex)
    if len(toks) < 8:
        return None
    n, parts, of, one, m, dash, part, thing = toks[-8:]
    if not (n.kind == "num" and m.kind == "num" and "." not in n.text and "." not in m.text
            and n.value is not None and m.value is not None and n.value.denominator == 1
            and m.value.denominator == 1 and 0 < n.value <= m.value):
        return None
    if of.low != "of" or one.low not in _ONE or dash.low != "-" or thing.kind != "word":
        return None
    unit = plural.get(parts.low)
    if unit is None or singular.get(part.low) != unit or thing.low not in singular or singular[thing.low] == unit:
        return None
    return len(toks) - 8, thing, parts.text, int(m.value)


def repair_hyphen_wholes(sentences: list[Sentence], lex) -> list[Sentence]:
    """The story with ``… N <parts> of a M-<part> <thing>`` told as ``A <thing> has M <parts>. … N <parts>``
    (module doc), or the story as written."""
    dashes = [(k, i) for k, s in enumerate(sentences) for i, t in enumerate(s.tokens) if t.low == "-"]
    if len(dashes) != 1 or sentences[dashes[0][0]].question:
        return sentences
    k = dashes[0][0]
    got = _whole(sentences[k].tokens, lex)
    if got is None:
        return sentences
    start, thing, parts, m = got
    _, singular, forms = _units(lex)
    thing_id = singular[thing.low]
    mentions = sum(1 for s in sentences for t in s.tokens if forms.get(t.low) == thing_id)
    if mentions != 1:  # the thing told elsewhere: the same one or another?
        return sentences
    s = sentences[k]
    article = "An" if thing.low[:1] in "aeiou" else "A"
    told = [Token(article, article.lower(), "word", None), Token(thing.text, thing.low, "word", None),
            Token("has", "has", "word", None), Token(str(m), str(m), "num", s.tokens[start + 4].value),
            Token(parts, parts.lower(), "word", None)]
    out = [*sentences[:k], Sentence(k, told, False), Sentence(k + 1, s.tokens[:start + 2], False), *sentences[k + 1:]]
    return [Sentence(index=i, tokens=x.tokens, question=x.question) for i, x in enumerate(out)]
