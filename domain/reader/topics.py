"""What a thing is about (v12, ADR 0231): ``books about sports`` are ``sports books``; ``19 are about school and
the rest are about sports`` is the classification ``19 are school books and the rest sports books``.

English names a thing's topic either as a noun adjunct before it (``sports books``, ``history books``: pack
modifiers) or as ``about <topic>`` after it or after ``be``. Both name the same kind, so ``about`` (pack role
``about``) followed by a pack modifier reads as that modifier: after a unit noun (phrases.read_item, so a question
``How many books about sports …?`` asks for the sports books) and after ``are``/``were`` in a classification
(passives._classification, both for the part and for ``the rest``). Nothing else is read: ``about`` before a
number (``about 5 books``: roughly), before a noun that is no modifier (``about the zoo``), or after a verb
(``talked about sports``) stays unread, and the sentence refuses.
"""
from __future__ import annotations


def topic_ahead(cur) -> bool:
    """``about <modifier>`` at the cursor, the modifier not starting a noun phrase (``about school buses``)."""
    if cur.sense("fn:about") is None:
        return False
    mod = cur.sense("modifier", cur.pos + 1)
    if mod is None or cur.sense("verb", cur.pos + 1) is not None:
        return False
    after = cur.pos + 1 + mod.length
    return cur.sense("unit", after) is None and cur.sense("modifier", after) is None


def skip_about(cur) -> None:
    """Consume ``about`` when a topic modifier follows: the modifier is then read as the kind it names."""
    if topic_ahead(cur):
        cur.pos += 1


def read_topic(cur) -> list[str]:
    """``about sports`` after a unit noun → the modifier literal it names (none: nothing consumed)."""
    if cur.peek_word() != "about" or not topic_ahead(cur):
        return []
    mod = cur.sense("modifier", cur.pos + 1)
    cur.pos += 1 + mod.length
    return [cur.lex.literal(mod.entry.id)]
