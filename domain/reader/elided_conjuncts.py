"""``Luca ate 4 oranges and his dad ate 2.`` = ``… and his dad ate 2 oranges.`` (v23, ADR 0546): a number with no
noun closing the second of two coordinated clauses counts what the first clause's number counted.

    Joe has 4 bags. Each bag has 8 apples. He eats 2 apples and buys 8 more. How many apples …?   32 − 2 + 8
    A bag had 30 oranges. Luca ate 4 oranges and his dad ate 2. How many oranges are left?        30 − 4 − 2

With one unit mentioned so far the clause reader already takes that unit for a bare number (``elided_unit``); with
two or more it refused (``a quantity without a unit noun, and 2 units mentioned so far``). English decides the noun
of such a gap by syntax, not by what the story has mentioned: it is the noun of the parallel number in the first
conjunct, the one right before ``and``. This repair writes that noun in, so the sentence is read (or refused) as the
spelled-out sentence would be; it decides nothing else.

Re-spelled only when the statement is exactly ``… V1 N1 <noun run> [,] and|but [then] [subject] V2 N2 [more]``:
one ``and``/``but`` in it and no other number; N1 and N2 plain numbers (not money, N2 not 1); the noun run after N1
the pack's modifiers and one unit noun ending right at the conjunction (no ``of``: ``3 bags of apples and ate 2``
could be bags or apples); V1 and V2 verbs of the pack that move or hold things (a gain, a loss, a giving or taking,
a making, a breaking, a holding, a putting, a travel), V2 right before N2 and the only verb after the conjunction,
at most three words (no number, no punctuation, no ``each``/``all``/``both``/``they``/``it`` …: ``and each has 2``)
between the conjunction and V2; V2's verb told in no earlier sentence (``Sam was picking apples. He ate 5 pears
and picked 3 more.``: more of what he was picking, or more pears?). Left as written: a second verb
that may count money or points (earn, make, save, collect, win, score, pay, spend, sell: ``worked 5 hours and
earned 40``) and a first verb that trades the things for money (sell, pay, spend, trade: ``sold 12 cookies and got
6``): the gap may be money there, not the first noun; a list (``ate 3 apples, 2 pears and 4 plums``); anything after
N2 (``gave 2 to Ann``, ``ate 2 of them``).
"""
from __future__ import annotations

from domain.reader.tokens import Sentence

# categories of verbs whose object is the things counted (never a price, a measure of work, a rate)
_THING_VERBS = frozenset({"positive", "negative", "construct", "destroy", "transfer_in", "transfer_out", "observe",
                          "put", "travel"})
# verbs whose bare number may be money (or points) whatever the first clause counted (``sold 5 cakes and made 40``)
_MONEY_VERBS = frozenset({"verb.earn", "verb.save", "verb.save_up", "verb.score", "verb.win", "verb.afford",
                          "verb.make", "verb.pay", "verb.spend", "verb.sell", "verb.sell_off", "verb.collect",
                          "verb.win_back"})
# first verbs that trade the things for money: whatever follows may count the money (``sold 12 cookies and got 6``)
_TRADE_VERBS = frozenset({"verb.sell", "verb.sell_off", "verb.pay", "verb.spend", "verb.trade", "verb.trade_away"})
_CONJ = ("and", "but")
# words before V2 that could make the bare number another count (``and each has 2``, ``and they ate 2``)
_NOT_BEFORE_V2 = frozenset({"each", "every", "all", "both", "they", "it", "its", "their", "some", "most", "many",
                            "few", "none", "one", "either", "neither"})


def _verb_ending_at(cur, end: int):
    """The pack verb whose words end right before ``end`` (longest first), or None."""
    for length in (3, 2, 1):
        at = end - length
        if at < 0:
            continue
        sense = cur.sense("verb", at)
        if sense is not None and sense.length == length:
            return sense.entry, at
    return None


def _thing_verb(entry, money) -> bool:
    return entry.category in _THING_VERBS and entry.id not in money


def _told_before(entry, earlier) -> bool:
    """A form of the verb ``entry`` (or a word starting with its shortest form: ``picking``) in an earlier
    sentence."""
    forms = set(entry.forms)
    base = min(entry.forms, key=len)
    return any(t.low in forms or t.low.startswith(base) for s in earlier for t in s.tokens)


def _gap_noun(cur, toks, earlier) -> tuple[int, int] | None:
    """(start, end) of the first conjunct's noun run to copy after N2, or None when the sentence is not the form."""
    from domain.reader.phrases import noun_run  # phrases imports the reader's modules
    n = len(toks)
    conj = [i for i, t in enumerate(toks) if t.low in _CONJ]
    nums = [i for i, t in enumerate(toks) if t.kind in ("num", "money")]
    if len(conj) != 1 or len(nums) != 2:
        return None
    c = conj[0]
    p, q = nums
    if toks[p].kind != "num" or toks[q].kind != "num" or not p < c < q or toks[q].value == 1:
        return None
    if not (q == n - 1 or (q == n - 2 and toks[-1].low == "more")):
        return None
    v2 = _verb_ending_at(cur, q)
    if v2 is None or not _thing_verb(v2[0], _MONEY_VERBS) or _told_before(v2[0], earlier):
        return None
    start = c + 1 + (toks[c + 1].low == "then")
    between = range(start, v2[1])
    if len(between) > 3 or any(toks[i].kind != "word" or toks[i].low in _NOT_BEFORE_V2
                               or cur.sense("verb", i) is not None for i in between):
        return None
    v1 = _verb_ending_at(cur, p)
    if v1 is None or not _thing_verb(v1[0], _TRADE_VERBS):
        return None
    close = c - 1 if toks[c - 1].low == "," else c
    got = noun_run(cur, p + 1, ("unit",))
    if got is None or got[2] != close or got[1].cls != "unit":
        return None
    if any(toks[i].low == "of" or toks[i].kind != "word" for i in range(p + 1, close)):
        return None
    return p + 1, close


def repair_elided_conjuncts(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    """Each statement of the module's form with the first conjunct's noun written after its closing number."""
    out, changed = list(sentences), False
    for k, s in enumerate(sentences):
        toks = s.tokens
        if s.question or len(toks) < 7 or toks[-1].kind not in ("num", "word"):
            continue
        got = _gap_noun(cursor(s), toks, sentences[:k])
        if got is None:
            continue
        out[k] = Sentence(index=s.index, tokens=[*toks, *toks[got[0]:got[1]]], question=False)
        changed = True
    return out if changed else sentences
