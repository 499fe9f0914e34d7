"""``He traded 3 apples for 2 pears.``: a trade, one lot given up and another got (v18, ADR 0395).

    Sam had 10 apples. He traded 3 apples for 2 pears. How many apples does Sam have now?          10 − 3 = 7
    Rob had 20 cards. He traded 5 cards for 7 new cards. How many cards does he have now?        20 − 5 + 7 = 22
    Diego had 50 baseball cards. He traded away 34 of them. How many … does Diego have left?      50 − 34 = 16

The pack's ``trade`` is a scene verb (``He traded 5 cards.`` alone moves nothing the text fixes: what came back, and
was it cards too? A scene verb before a number refuses), and ``trade away`` a loss (verb.trade_away: ``traded away
34 of them``; ``traded 34 cards away`` still stops at the scene verb). A trade that tells both lots, ``<trader>
traded|trades [away] N <things> for M <other things>.``, is re-spelled ``<trader> traded|trades away N <things> and
got|gets M <other things>.``: the trader loses the first lot and gains the second, which the older clause forms read
(a loss with no recipient, then a gain; a holding that would fall below 0 refuses as any loss does).

A question asking a holding (``have``, ``now``, ``left``) of the lot got must find that lot counted before the
trade (``Sam had 10 apples and 4 pears.``, ``… and 0 pears``): ``Sam traded 3 apples for 2 pears. How many pears does
Sam have now?`` refuses, since the pears he had before are never told (ADR 0422); ``How many pears did Sam get?``
asks what the trade brought and reads 2.

Who took the first lot and gave the second is not told. So the re-spelling is made only when nobody else is in
the story who could be that partner and whose holding a question could ask: every sentence of the text (the
question too) names no person noun, no place, no ``there``, no ``they/them/their/it`` other than ``N of them``,
and no name but the trader's. And only when the question opens ``How many <things>`` naming one of the two lots
as the trade names it (``How many football cards …?``, ``How many pears …?``): a kind over both (``Kai has 16
baseball cards. He traded 4 baseball cards for 6 football cards. How many cards does Kai have now?``) would count
whatever football cards Kai had before the trade, which the text does not tell. Else the words are left as written
and refuse as before. Also only when:

- the trader is a capitalised name or ``he|she`` opening the sentence, right before the verb (``traded`` →
  ``traded away``, ``trades`` → ``trades away``; ``got``/``gets`` keep the tense);
- N is a number right after the verb (and ``away``), followed by ``[of his|her] <noun run>`` or ``of them`` up to
  the one ``for`` of the sentence;
- ``for`` is followed by a number M and a noun run of the pack's units that closes the sentence (``for 3 of Sam's
  cards``, ``for $5 each``, ``for a game`` are left as written).
"""
from __future__ import annotations

from domain.reader.phrases import noun_run
from domain.reader.tokens import Sentence, Token

_TRADE = "verb.trade"
_TRADE_AWAY = "verb.trade_away"
_GOT = {"traded": "got", "trades": "gets"}
_OTHERS = frozenset({"they", "them", "their", "theirs", "it", "its"})


def _trade_word(text: str) -> Token:
    return Token(text=text, low=text, kind="word", value=None)


def _number_at_trade(cur, i: int) -> bool:
    if i >= cur.end:
        return False
    return cur.tokens[i].kind == "num" or cur.sense("number", i) is not None


def _number_width(cur, i: int) -> int:
    """Tokens of the number at ``i`` (a digit token is one; a pack number phrase its length)."""
    if cur.tokens[i].kind == "num":
        return 1
    return cur.sense("number", i).length


def _lot_ends_at(cur, i: int, end: int) -> bool:
    """``<noun run>``, ``of his|her <noun run>`` or ``of them`` from ``i`` ending exactly at ``end``."""
    w = cur.words
    if w[i:i + 2] == ["of", "them"]:
        return i + 2 == end
    if w[i:i + 1] == ["of"] and i + 1 < end and w[i + 1] in ("his", "her"):
        i += 2
    got = noun_run(cur, i, ("unit",))
    return got is not None and got[2] == end


def _names(cur) -> set[str]:
    """Lower-case names (pack or capitalised unknown) at every position of a sentence."""
    return {cur.words[i] for i in range(cur.end) if cur.sense("name", i) is not None}


def _alone(cursors, trader: str) -> bool:
    """No one but the trader anywhere in the text (module doc)."""
    seen = set()
    for cur in cursors:
        w = cur.words
        for i in range(cur.end):
            if w[i] in _OTHERS and not (w[i] == "them" and i > 0 and w[i - 1] == "of"):
                return False
            if w[i] == "there":
                return False
            f = cur.firsts(i)
            if "person" in f or "place" in f or "fn:there" in f:
                return False
        seen |= _names(cur)
    return seen <= {trader}


def _lot_key(cur, i: int) -> tuple | None:
    """What a noun run from ``i`` names: its adjunct words and its head's pack id (``6 football cards`` and ``How
    many football cards`` alike), or None."""
    if cur.words[i:i + 2] == ["of", "them"]:
        return None
    if cur.words[i:i + 1] == ["of"] and i + 1 < cur.end and cur.words[i + 1] in ("his", "her"):
        i += 2
    got = noun_run(cur, i, ("unit",))
    if got is None:
        return None
    return tuple(cur.words[i:got[2] - got[1].length]), got[1].entry.id


def _asks_a_lot(q, lots) -> bool:
    """The question opens ``How many <noun run>`` naming one of the trade's lots as the trade names it."""
    if q.words[:2] != ["how", "many"] or q.end < 3:
        return False
    key = _lot_key(q, 2)
    return key is not None and key in lots


_EVENT_WORDS = frozenset({"get", "gets", "got", "receive", "receives", "received", "trade", "trades", "traded"})


def _asks_an_event(q) -> bool:
    """The question asks what the trade moved (``How many pears did Sam get?``), not a holding."""
    return not _EVENT_WORDS.isdisjoint(q.words[:q.end])


def _told_before(cursors, key) -> bool:
    """A count of the lot ``key`` (``4 pears``, ``0 pears``) told in a statement before the trade."""
    for cur in cursors:
        for i in range(1, cur.end):
            if _number_at_trade(cur, i - 1) and cur.words[i] != "of" and _lot_key(cur, i) == key:
                return True
    return False


def _trade_at(cur) -> tuple[int, int, int] | None:
    """(verb index, index after the first lot's words up to ``for``, index of M) of the one trade, or None."""
    w = cur.words
    if cur.end < 7:
        return None
    v = cur.sense("verb", 1)
    if v is None or v.entry.id not in (_TRADE, _TRADE_AWAY) or w[1] not in _GOT:
        return None
    i = 1 + v.length
    if w.count("for") != 1 or not _number_at_trade(cur, i):
        return None
    f = w.index("for")
    if f <= i or not _lot_ends_at(cur, i + _number_width(cur, i), f):
        return None
    m = f + 1
    if not _number_at_trade(cur, m):
        return None
    got = noun_run(cur, m + _number_width(cur, m), ("unit",))
    if got is None or got[2] != cur.end:
        return None
    return 1, f, m


def _trader(cur, others) -> str | None:
    """The trader's lower-case name: the opening name, or for ``he|she`` the one name of the text."""
    w0 = cur.words[0]
    if w0 in ("he", "she"):
        names = set()
        for c in others:
            names |= _names(c)
        return next(iter(names)) if len(names) == 1 else None
    if cur.sense("name", 0) is not None and cur.tokens[0].text[:1].isupper() and cur.sense("poss", 1) is None:
        return w0
    return None


def _trade_forms(lex) -> frozenset[str]:
    entry = lex.verb_by_id.get(_TRADE)
    return frozenset(entry.forms) & frozenset(_GOT) if entry is not None else frozenset()


def may_trade(lex, words) -> bool:
    """Whether a text's words can hold a trade: ``for`` and a form of the pack's ``trade`` (remembered per pack)."""
    return "for" in words and not lex.memo("trade_forms", _trade_forms).isdisjoint(words)


def respell_trades(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    """Each trade telling both lots re-spelled as a loss and a gain, when no one else is in the story."""
    cursors = [cursor(s) for s in sentences]
    out, changed = [], False
    for s, cur in zip(sentences, cursors):
        got = None if s.question else _trade_at(cur)
        if got is None:
            out.append(s)
            continue
        trader = _trader(cur, cursors)
        if trader is None or not _alone(cursors, trader):
            return sentences
        verb, f, m = got
        n = verb + cur.sense("verb", verb).length
        lots = {_lot_key(cur, n + _number_width(cur, n)), _lot_key(cur, m + _number_width(cur, m))}
        if not _asks_a_lot(cursors[-1], lots - {None}):
            return sentences
        got_lot = _lot_key(cur, m + _number_width(cur, m))
        if _lot_key(cursors[-1], 2) == got_lot and not _asks_an_event(cursors[-1]) \
                and not _told_before(cursors[:len(out)], got_lot):
            return sentences  # "How many pears does Sam have now?": his pears before the trade are untold (ADR 0422)
        w = cur.words
        toks = s.tokens
        after_verb = verb + cur.sense("verb", verb).length
        new = [*toks[:verb + 1], _trade_word("away"), *toks[after_verb:f], _trade_word("and"),
               _trade_word(_GOT[w[verb]]), *toks[f + 1:]]
        out.append(Sentence(index=s.index, tokens=new, question=False))
        changed = True
    return out if changed else sentences
