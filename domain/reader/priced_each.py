"""``Ray sold 15 cups of lemonade at $2 each.`` / ``Ben buys 3 notebooks that cost 6 dollars each.`` / ``sold 15 cups
of lemonade for $2 a cup`` (v18, ADR 0392).

A sale or purchase with a price per thing, ``<verb> N <things> for <money> each``, is read (prices.py); the same
price told ``at <money> each``, ``that cost|costs <money> each`` or ``at|for <money> a|per <thing>`` (the things'
own noun, singular) stopped after the things (``words left after a complete clause``). Each is re-spelled ``for
<money> each`` and read by that form, with all its checks.

Only when all hold (else the words stay as written and refuse as before): N a whole number in digits right
after a one-word pack verb; the things a noun run of pack units (``of`` a noun run); the money ``$P`` or ``P
<money unit>`` (dollars, cents); the phrase closing the sentence (a statement) or a question's premise (``,``).
``a book that cost $4.25`` (no ``each``: one thing, read by the change forms or refused), ``for $2 a glass``
after cups, ``at 3 for $1`` refuse as before; a verb after ``to`` (``wants to buy 3 books that cost $18 each``) is
left to the wanted purchases, which read it as written.
"""
from __future__ import annotations

from operator import attrgetter

from domain.reader.phrases import noun_run, things_end
from domain.reader.tokens import Sentence, Token

_LOW, _KIND = attrgetter("low"), attrgetter("kind")

_COST = frozenset({"cost", "costs"})


def respell_priced_each(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    """Every sentence with the form re-spelled (see the module); the others as they are."""
    out = []
    for s in sentences:
        got = None
        low = set(map(_LOW, s.tokens))  # speed (ADR 0464): the same set and list, no comprehension frames
        # speed (ADR 0452): and a number after the first token (``_respell_price`` reads none else), before the
        # cursor is built
        if low & {"at", "that", "a", "per"} and "num" in list(map(_KIND, s.tokens[1:])):
            got = _respell_price(s, cursor(s))
        out.append(got or s)
    return out


def _word(text: str) -> Token:
    return Token(text=text, low=text.lower(), kind="word", value=None)


def _closing(s: Sentence, cur, i: int) -> bool:
    if i >= cur.end:
        return not s.question
    return cur.words[i] == "," and s.question


def _money_end(cur, i: int) -> int | None:
    """The end of ``$P`` or ``P <money unit>`` from ``i``, or None."""
    if i >= cur.end:
        return None
    tok = cur.tokens[i]
    if tok.kind == "money" and tok.value is not None and tok.value > 0:
        return i + 1
    if tok.kind == "num" and tok.value is not None and tok.value > 0:
        unit = cur.sense("unit", i + 1)
        if unit is not None and unit.length == 1 and unit.entry.family == "money":
            return i + 2
    return None


def _respell_price(s: Sentence, cur) -> Sentence | None:
    toks, words = s.tokens, cur.words
    for n in range(1, cur.end - 3):
        tok = toks[n]
        if tok.kind != "num" or tok.value is None or tok.value.denominator != 1 or tok.value < 1 or "." in tok.text:
            continue
        verb = cur.sense("verb", n - 1)
        if verb is None or verb.length != 1:
            continue
        if n >= 2 and words[n - 2] == "to":
            return None  # "wants to buy 3 books that cost $18 each": a wanted purchase (wanted_purchases.py)
        end = things_end(cur, n + 1)
        if end is None or end + 2 >= cur.end:
            continue
        run = noun_run(cur, n + 1, ("unit",))
        head = run[1] if run is not None else None  # "cups" of "cups of lemonade"
        j = end
        if words[j] == "that" and words[j + 1] in _COST:
            j += 2
        elif words[j] in ("at", "for"):
            j += 1
        else:
            continue
        money = _money_end(cur, j)
        if money is None or money >= cur.end:
            return None
        if words[money] == "each" and _closing(s, cur, money + 1) and (words[end] != "for"):
            after = money + 1
        elif words[end] in ("at", "for") and words[money] in ("a", "per") and head is not None \
                and money + 1 < cur.end and words[money + 1] == head.entry.singular and head.entry.family not in ("money", "time") \
                and _closing(s, cur, money + 2):
            after = money + 2
        else:
            return None
        new = [*toks[:end], _word("for"), *toks[j:money], _word("each"), *toks[after:]]
        return Sentence(index=s.index, tokens=new, question=s.question)
    return None
