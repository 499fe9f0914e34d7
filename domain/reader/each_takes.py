"""``Each room takes 3 hours to paint.`` (v23, ADR 0542): the time one thing takes, told with the thing as subject,
re-spelled as the impersonal form the reader reads.

    Each room takes 3 hours to paint. How many hours will it take to paint 10 rooms?                    3 × 10
    If each potato takes 6 minutes to cook, how many minutes will it take to cook 5 potatoes?           6 × 5

impersonal.py (v7) reads ``It takes 3 hours to paint 1 room.`` and the question ``How many hours will it take to
paint 10 rooms?`` (the ``per_container`` question: rate × M). The same fact told of the thing, ``Each room takes 3
hours to paint``, had no subject the grammar knows (``each room`` holds nothing; the question's ``it`` then named
nothing). The words say exactly what the impersonal sentence says, and are re-spelled so: ``[If] it takes T <unit>
to <verb> 1 <thing>``; impersonal.py then reads or refuses it as it does that sentence.

Only ``[If] each <thing> takes T <time unit> to <verb>`` closing a statement (or, after ``If``, followed by ``,`` and
the question): the thing a singular count noun of the pack that is no person (``Each worker takes 3 hours to
paint``: paint what?), T a positive number, the unit of the pack's time family, the verb a bare form of a pack verb
of category ``construct`` (paint, cook, bake, wash, build …; not ``grow``: ``Each plant takes 30 days to grow`` is
the plant's own growing), and only in a text whose question asks ``… it take …``. Anything else (``took``, a
person, another verb category, more words after the verb) is left as written and refuses as before.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.counted_words import count_unit
from domain.reader.tokens import Sentence, Token
from domain.reader.worded_group_prices import one_word_sense

_NOT = frozenset({"verb.grow"})
"""``construct`` verbs whose thing is their own subject (``Each plant takes 30 days to grow``)."""


def _word(text: str) -> Token:
    return Token(text, text.lower(), "word", None)


def _respell(lex, s: Sentence) -> Sentence | None:
    toks = s.tokens
    p = 1 if toks and toks[0].low == "if" else 0
    if len(toks) < p + 7 or toks[p].low != "each" or toks[p + 2].low != "takes" or toks[p + 5].low != "to":
        return None
    if (p == 0 and (s.question or len(toks) != 7)) or (p == 1 and (len(toks) < 9 or toks[p + 7].low != ",")):
        return None  # the whole statement, or the If-clause closed by a comma
    thing = count_unit(lex, toks[p + 1], "sg")
    if thing is None or thing.id in lex.person_units:
        return None
    t = toks[p + 3]
    if t.kind != "num" or t.value is None or t.value <= 0:
        return None
    unit, form = one_word_sense(lex, toks[p + 4].low, "unit")
    if unit is None or unit.family != "time" or (form == "sg") != (t.value == 1):
        return None
    verb_word = toks[p + 6]
    verb, _ = one_word_sense(lex, verb_word.low, "verb")
    if verb is None or verb.category != "construct" or verb.id in _NOT or verb_word.kind != "word" \
            or not ({verb_word.low + "s", verb_word.low + "es"} & set(verb.forms)):
        return None
    lead = [toks[0]] if p else []
    it = _word("it") if p else _word("It")
    out = [*lead, it, toks[p + 2], t, toks[p + 4], toks[p + 5], verb_word, Token("1", "1", "num", Fraction(1)),
           _word(thing.singular), *toks[p + 7:]]
    return Sentence(index=s.index, tokens=out, question=s.question)


def repair_each_takes(sentences: list[Sentence], lex) -> list[Sentence]:
    """The module doc's re-spelling, or ``sentences`` themselves."""
    q = sentences[-1] if sentences else None
    if q is None or not q.question or not any(a.low == "it" and b.low == "take" for a, b in zip(q.tokens, q.tokens[1:])):
        return sentences
    out = [_respell(lex, s) or s for s in sentences]
    return sentences if all(a is b for a, b in zip(out, sentences)) else out
