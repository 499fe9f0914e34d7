"""``How much was each plant?`` (reader v23, ADR 0545): the price of one thing asked with ``be``, re-spelled as the
``cost`` question the older readings answer.

    Gaia bought 3 identical plants for 27 dollars. How much was each plant?   → How much did each plant cost?   9
    4 pens cost $12. How much is each pen?                                    → How much does each pen cost?    3

``How much is|was each <thing>?`` asks what one of the things cost, when the story is about money: nothing in it
is measured in any other way. Re-spelled, the question only: ``is`` → ``does … cost``, ``was`` → ``did … cost``; the
re-spelled question is read by the older readings, which answer or refuse it as before (no price told, several
prices, a thing nobody bought all refuse there).

Left as written (and refused as before): a story with a unit of any family but counted things and money (``How
much was each bag?`` after ``3 bags weigh 27 pounds``: a weight or a price?), more than two words after ``each``
or a last word that is no singular count noun (``How much was each of them?``), any word after the thing
(``How much was each plant worth?``, ``… in all?``).
"""
from __future__ import annotations

from domain.reader.lexicon import Lexicon
from domain.reader.tokens import Sentence, Token, end_before_punct

_AUX = {"is": "does", "was": "did"}
_KEPT_FAMILIES = ("count", "money")


def _word(text: str) -> Token:
    return Token(text, text.lower(), "word", None)


def _units(lex: Lexicon, low: str, form: str | None = None):
    return [s for s in lex.single.get(low, ()) if s.cls == "unit" and (form is None or s.form == form)]


def _only_money_and_counts(lex: Lexicon, sentences: list[Sentence]) -> bool:
    """No token of the text is a unit of another family than counted things and money."""
    for s in sentences:
        for t in s.tokens:
            if t.kind == "word" and any(lex.unit_by_id[u.entry.id].family not in _KEPT_FAMILIES
                                        for u in _units(lex, t.low)):
                return False
    return True


def _respelled(lex: Lexicon, s: Sentence) -> Sentence | None:
    toks = s.tokens
    end = end_before_punct(toks)
    lows = [t.low for t in toks[:end]]
    if not 5 <= len(lows) <= 6 or lows[:2] != ["how", "much"] or lows[2] not in _AUX or lows[3] != "each":
        return None
    thing = toks[4:end]
    if any(t.kind != "word" for t in thing):
        return None
    last = _units(lex, thing[-1].low, "sg")
    if not last or not all(lex.unit_by_id[u.entry.id].family == "count" for u in last):
        return None
    return Sentence(index=s.index, question=True,
                    tokens=[*toks[:2], _word(_AUX[lows[2]]), *toks[3:end], _word("cost"), *toks[end:]])


def respell_each_prices(sentences: list[Sentence], lex: Lexicon) -> list[Sentence]:
    """The question re-spelled as ``How much does|did each <thing> cost?`` when it is of the module doc's shape and
    the story measures nothing but counted things and money; the sentences as they are otherwise."""
    if not sentences or not sentences[-1].question:
        return sentences
    got = _respelled(lex, sentences[-1])
    if got is None or not _only_money_and_counts(lex, sentences):
        return sentences
    return [*sentences[:-1], got]
