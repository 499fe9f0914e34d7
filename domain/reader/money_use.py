"""``used the money he earned to buy 7 new books`` (v8): a purchase told through the money that paid
for it.

``Kaleb had 34 books. If he sold 17 of them and used the money he earned to buy 7 new books, …``: the
clause says he bought 7 books; the money is named only as the means, with no amount. So ``use(d) the
money [<he/she/they/name> <verb>] to`` is read as nothing, and the clause goes on at its verb, which must
be a purchase (pack verb ``verb.buy``) followed by a number.

Not read (nothing consumed; the caller refuses) when the story counts money anywhere (a dollar amount
held, earned or priced: buying would then change a stated amount by an unstated price), when the verb
after ``to`` is not a purchase, or when no number follows it (``to buy more books``).
"""
from __future__ import annotations

from domain.reader.graph import Op
from domain.reader.phrases import Cursor

USE_FORMS = ("use", "used", "uses")
PRONOUNS = ("he", "she", "they", "we", "i", "you")


def take_money_use(cur: Cursor, ops: list[Op]) -> bool:
    """Consume ``used the money [he earned] to`` before a purchase verb and a number."""
    if cur.peek_word() not in USE_FORMS or cur.pos + 2 >= cur.end or cur.words[cur.pos + 1] != "the" \
            or cur.words[cur.pos + 2] != "money":
        return False
    if any(op.item is not None and op.item.unit == "unit.dollar" for op in ops) or \
            any(op.kind == "price" for op in ops):
        return False
    j = cur.pos + 3
    if j < cur.end and cur.words[j] != "to":
        # a contact relative: "the money he earned" / "the money Tom made"
        if cur.words[j] in PRONOUNS:
            j += 1
        elif cur.sense("name", j) is not None:
            j += cur.sense("name", j).length
        else:
            return False
        rel = cur.sense("verb", j)
        if rel is None:
            return False
        j += rel.length
    if j >= cur.end or cur.words[j] != "to":
        return False
    buy = cur.sense("verb", j + 1)
    if buy is None or buy.entry.id != "verb.buy":
        return False
    after = j + 1 + buy.length
    if not (cur.sense("num", after) or cur.sense("number", after)):
        return False
    cur.pos = j + 1
    return True
