"""A wish told last, then a question about what is held now (reader v19, ADR 0427).

    Sam has 10 apples. He wants to buy 3 apples. How many apples does Sam have?                  10
    Sam has 10 apples. He wants to give 3 apples to Ann. How many apples does Sam have?          10

``wants to buy 3 apples`` says nothing happened (wished_gains.py, ADR 0265), and the sentence stopped at ``to``
(unparsed_sentence). Asked what someone has now (``does``, the present), the wish changes nothing: every
holding stays as told, so the wish sentence is passed over as a description.

Passed over only when all of this holds: the sentence is the last statement (nothing told after it can
carry the wish out: ``He buys them.``); it is ``<Name>|he|she wants to <verb> …`` with no second
clause (no ``and``, ``but``, ``so``, ``because``, ``that``, ``which``, ``who``, comma); the question is exactly ``How many <things> does|do
<someone> have [now]?``. Refused as before: ``wanted to`` (a past wish may have been carried out since),
``will``/``would`` questions (what the wish would make: wished_gains.py reads ``would``), ``did``, ``left``,
``more`` (in the question, or in the wish: ``wants to buy 68 more fish. How many fish does Lucy have?``
stays refused as in ADR 0265), ``after …``, a question naming the wish (``want``, ``need``), a wish followed by another statement.
"""
from __future__ import annotations

from domain.reader.phrases import Cursor

_SUBJECT = ("he", "she")
_CLAUSE = frozenset(("and", "but", "so", "because", ",", "then", "if", "when", "that", "which", "who"))


def _asks_holding_now(q: Cursor) -> bool:
    """``How many <things> does|do <someone> have [now]``: the last words ``have`` or ``have now``; no
    ``more``, ``left``, no other verb than ``have`` after the auxiliary."""
    w = q.words[:q.end]
    if w[:2] != ["how", "many"] or len(w) < 5 or "more" in w or "left" in w:
        return False
    tail = w[-2:] if w[-1] == "now" else w[-1:]
    if tail[0] != "have":
        return False
    aux = [i for i, x in enumerate(w) if x in ("does", "do")]
    if len(aux) != 1 or aux[0] < 3:
        return False
    between = w[aux[0] + 1:len(w) - len(tail)]
    return 1 <= len(between) <= 3 and not set(between) & {"want", "need", "will", "would", "did", "after", "to"}


def idle_wish(cur: Cursor, last_statement: bool, question: Cursor) -> bool:
    """The wish sentence (module doc) is to be passed over: True, the cursor moved to its end; else False."""
    if not last_statement or not _asks_holding_now(question):
        return False
    w = cur.words
    if cur.end < 4 or w[1] != "wants" or w[2] != "to" or cur.sense("verb", 3) is None:
        return False
    if w[0] not in _SUBJECT and (cur.sense("name", 0) is None or not cur.tokens[0].text[:1].isupper()):
        return False
    if _CLAUSE & set(w[:cur.end]) or "more" in w:
        return False  # "wants to buy 68 more fish": asked as if done (test_reader_v13_so-b wish-does), refused
    cur.pos = cur.end
    return True
