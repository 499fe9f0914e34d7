"""``Tom took 17 beads from her.`` / ``Dan gave 8 pears to him.`` (v15, ADR 0304): an object pronoun after
``from`` or ``to``.

After a source preposition (``from``, ``out of``, ``off``) or ``to``, ``him`` / ``her`` closing the clause (the
sentence's end, ``,``, ``and``, ``but``, ``then``) names the one prior person agreeing in gender other than the
clause's subject (phrases.read_object_pronoun: none or two such people refuse ``unresolved_pronoun``; ``took 3
beads from him`` said of the only man refuses: a self transfer). The person is then the source or recipient as a
name there would be, with every check a name meets. ``her`` before anything else (``from her garden``, ``to her
friend``) is a possessive and is left to the place and entity readers as before.
"""
from __future__ import annotations

from domain.reader.phrases import Context, Cursor, read_object_pronoun

_CLOSERS = frozenset({",", "and", "but", "then"})


def read_prep_pronoun(cur: Cursor, ctx: Context) -> str | None:
    """At ``him``/``her`` right after the preposition: the person, or None (nothing consumed)."""
    word = cur.peek_word()
    if word not in ("him", "her"):
        return None
    nxt = cur.pos + 1
    if nxt < cur.end and cur.words[nxt] not in _CLOSERS:
        return None
    return read_object_pronoun(cur, ctx, ctx.subject)
