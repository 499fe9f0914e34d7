"""v18 (ADR 0394): ``Mia gave away 5 of her 14 shells.`` — a count of the subject's own things told inside a
part of them, in the story's first sentence.

    Mia gave away 5 of her 14 shells. How many shells does Mia have now?          14 − 5 = 9
    Sam sold all but 5 of his 30 cards. How many cards did he sell?              30 − 5 = 25

``her 14 shells`` tells what Mia holds (all her shells, 14) and the clause takes a part of them; it refused
("a quantity without a unit noun, and 0 units mentioned so far": ``her`` then a number). Re-spelled as ``Mia had 14
shells and gave away 5 of them.``, which the clause reader reads (the holding, then the part of ``them``: the one
unit in play). Only when every condition holds; otherwise the words are left as written and refuse as before:

- the story's first sentence, a statement, opening with a name the pack knows the gender of and then a verb (the
  subject is that one name: nobody else is in play for ``his``/``her`` to name);
- ``of his|her <N> <things>`` after it, ``his`` for a man's name, ``her`` for a woman's (``Mia … of his 14 shells``:
  someone else's), N a whole number in digits, the things a noun run;
- ``of`` is not the sentence's first word after the verb (a part must come before it).
"""
from __future__ import annotations

from domain.reader.phrases import noun_run
from domain.reader.tokens import Sentence, Token

_GENDER = {"his": "m", "her": "f"}


def respell_own_counts(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    """The sentences with the first one re-spelled (module doc), or unchanged."""
    if not sentences or sentences[0].question:
        return sentences
    new = _respell(sentences[0], cursor)
    return sentences if new is None else [new, *sentences[1:]]


def _respell(s: Sentence, cursor) -> Sentence | None:
    cur = cursor(s)
    toks, w = s.tokens, cur.words
    name = cur.sense("name", 0)
    if name is None or name.length != 1 or cur.sense("verb", 1) is None:
        return None
    gender = getattr(name.entry, "gender", "")
    for k in range(3, cur.end - 3):
        if w[k] != "of" or w[k + 1] not in _GENDER:
            continue
        if _GENDER[w[k + 1]] != gender:
            return None
        t = toks[k + 2]
        if t.kind != "num" or t.value is None or t.value.denominator != 1 or t.value < 1 or "." in t.text:
            return None
        run = noun_run(cur, k + 3, ("unit",))
        if run is None:
            return None
        end = run[2]
        if any(x in ("of", "his", "her") for x in w[2:k]):
            return None  # "5 of his 3 bags of his …": one part only
        had = Token("had", "had", "word", None)
        out = [toks[0], had, *toks[k + 2:end], Token("and", "and", "word", None), *toks[1:k + 1],
               Token("them", "them", "word", None), *toks[end:]]
        return Sentence(index=s.index, tokens=out, question=s.question)
    return None
