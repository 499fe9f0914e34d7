"""``A cake costs 12 dollars. Xavier has 7 dollars. How many more dollars does he need to buy the cake?`` (v17,
hunt_h, ADR 0361): a price told first, then one person's money, then what that person still needs.

``Xavier wants to buy a cake that costs 12 dollars. He has 7 dollars. How many more dollars does he need?`` reads
(the price is Xavier's goal: 12 − 7 = 5); told with the price first as a sentence of its own, nobody's goal was
read and the question refused (``0 goals of Xavier match the question`` / ``words left after the question``). The
text is re-spelled before it is read, as dozens.py does: the first sentence becomes ``<Name> wants to buy a cake
that costs 12 dollars.`` and the question's closing ``to buy the cake`` / ``to buy it`` is taken off; the story then
reads, or refuses (more money than the price: nothing is needed, refused), as that wording does.

Only when nothing else could be meant: the first sentence is exactly ``A|An <thing> costs <money>`` (one to three
plain words for the thing); the text names exactly one person by a pack name, and the second sentence opens with
that name; no other sentence tells a price (``cost``, ``costs``, ``price``); the question is ``How many more dollars``
/ ``How much more money`` ``do|does|did <someone> need``, then nothing or ``to buy|get the <same thing>`` / ``to buy
it``.
"""
from __future__ import annotations

from domain.reader.tokens import Sentence, Token

_PRICE_WORDS = frozenset({"cost", "costs", "price", "prices", "priced"})
_ASKS = (("how", "many", "more", "dollars"), ("how", "much", "more", "money"))


def _word(text: str) -> Token:
    return Token(text=text, low=text.lower(), kind="word", value=None)


def repair_price_goal(sentences: list[Sentence], lex) -> list[Sentence]:
    if len(sentences) < 3 or not sentences[-1].question:
        return sentences
    first = sentences[0].tokens
    lows = [t.low for t in first]
    if len(lows) < 4 or lows[0] not in ("a", "an") or "costs" not in lows:
        return sentences
    at = lows.index("costs")
    thing = first[1:at]
    if not 1 <= len(thing) <= 3 or any(t.kind != "word" or t.low in ("that", "and", "or", "of") for t in thing):
        return sentences
    money = first[at + 1:]
    if not (len(money) == 1 and money[0].kind == "money") and not (
            len(money) == 2 and money[0].kind == "num" and money[1].low in ("dollars", "dollar", "cents")):
        return sentences
    names = {n.word for n in lex.pack.names}
    people = {t.text for s in sentences for t in s.tokens if t.text in names}
    if len(people) != 1:
        return sentences
    name = people.pop()
    if not sentences[1].tokens or sentences[1].tokens[0].text != name:
        return sentences
    if any(t.low in _PRICE_WORDS for s in sentences[1:-1] for t in s.tokens):
        return sentences
    question = sentences[-1].tokens
    q = [t.low for t in question]
    if tuple(q[:4]) not in _ASKS or "need" not in q or q[4:5] not in (["do"], ["does"], ["did"]):
        return sentences
    need = q.index("need")
    if need != 6 or q[5] not in ("he", "she", name.lower()):
        return sentences  # one word between the auxiliary and "need": a pronoun or the name
    tail = q[need + 1:]
    things = [t.low for t in thing]
    if tail and tail not in (["to", "buy", "it"], ["to", "get", "it"], ["to", "buy", "the", *things],
                             ["to", "get", "the", *things]):
        return sentences
    wants = [_word(name), _word("wants"), _word("to"), _word("buy"), _word(first[0].low), *thing, _word("that"),
             _word("costs"), *money]
    asked = question[:need + 1]
    return [Sentence(index=0, tokens=wants, question=False), *sentences[1:-1],
            Sentence(index=sentences[-1].index, tokens=asked, question=True)]
