"""``He wants 20 apples.`` / ``He wants to have 40 stickers.``: a goal, said with ``want`` (v17, ADR 0365).

    Tom has 12 apples. He wants 20 apples. How many more apples does Tom want?                    20 − 12 = 8
    Sam wants to have 40 stickers. He has 12 stickers. He buys 9 stickers. How many more stickers does he need?
                                                                                                 40 − 21 = 19

``want`` is a pack scene verb, and a scene verb followed by a number stopped (``verb category 'scene' cannot
follow an entity here``). ``<someone> needs N <things>`` is read as a goal of holding N (goals: ``How many more
… does he need?`` = N − the holding). ``wants N <things>`` and ``wants to have N <things>`` say the same goal,
and are re-spelled ``needs N <things>`` (``wanted`` → ``needed``); a question ``How many more <things> does|did
<someone> want?`` after such a sentence asks that goal (``want`` → ``need``).

Only ``wants N`` and ``wants to have N``: ``wants to buy|get|collect|eat 3 apples`` tells a wish to act (3 more
on top, or 3 in all?), and is left as it was (wished_acts.py, wanted_purchases.py). A number and its things must follow at once
and close the sentence (``He wanted 3 cards for $6.16 but decided not to.`` is a wish to buy),
and the one who wants is a capitalised name or ``he|she`` opening the sentence (``The recipe wants 8 cups of
flour`` is read as before).
"""
from __future__ import annotations

from domain.reader.phrases import noun_run
from domain.reader.tokens import Sentence, Token

_WANT = {"wants": "needs", "want": "need", "wanted": "needed"}


def _word(text: str, like: Token) -> Token:
    if like.text[:1].isupper():
        text = text[:1].upper() + text[1:]
    return Token(text=text, low=text.lower(), kind="word", value=None)


def _number_at(cur, i: int) -> bool:
    if i >= cur.end:
        return False
    tok = cur.tokens[i]
    return (tok.kind in ("num", "money")) or cur.sense("number", i) is not None


def _things_close(cur, i: int) -> bool:
    """A plural count noun run from ``i`` that closes the sentence (``20 apples.``; not ``3 cards for $6.16 but
    decided not to``: a wish to buy)."""
    got = noun_run(cur, i, ("unit",))
    return got is not None and got[1].form == "pl" and got[2] == cur.end


def respell_wanted_goals(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    out, changed = [], False
    for s in sentences:
        if s.question:
            out.append(s)
            continue
        cur = cursor(s)
        w = cur.words
        new = None
        for i in range(1, cur.end):
            if w[i] not in ("wants", "wanted"):
                continue
            if i != 1 or not (w[0] in ("he", "she") or (cur.sense("name", 0) is not None and s.tokens[0].text[:1].isupper()
                                                           and cur.sense("poss", 1) is None)):
                break  # a person's goal only ("The recipe wants 8 cups of flour" is read as it was)
            if _number_at(cur, i + 1) and _things_close(cur, i + 2):
                new = [*s.tokens[:i], _word(_WANT[w[i]], s.tokens[i]), *s.tokens[i + 1:]]
            elif w[i + 1:i + 3] == ["to", "have"] and _number_at(cur, i + 3) and _things_close(cur, i + 4):
                new = [*s.tokens[:i], _word(_WANT[w[i]], s.tokens[i]), *s.tokens[i + 3:]]
            break
        if new is not None:
            changed = True
            out.append(Sentence(index=s.index, tokens=new, question=False))
        else:
            out.append(s)
    if changed and out and out[-1].question:
        q = out[-1]
        cur = cursor(q)
        w = cur.words
        i = cur.end - 1
        if w[:3] == ["how", "many", "more"] and i > 3 and w[i] == "want" and ("does" in w or "did" in w):
            out[-1] = Sentence(index=q.index, tokens=[*q.tokens[:i], _word("need", q.tokens[i]), *q.tokens[i + 1:]],
                               question=True)
    return out
