"""The recipient of a giving question as its indirect object or ``to`` + a pronoun (v12): ``Robin had 18 pieces
of gum. Her brother gave her some more pieces. Now Robin has 44 pieces in all. How many pieces of gum did Robin's
brother give her?``

``did Tom give to Ann?`` was read (the question's ``to`` circumstance); ``did Tom give Ann?``, ``give her?`` and
``give to her?`` were not, and refused. They name the same recipient: a name or owned person (``Ann``,
``Robin's brother``) or ``him`` / ``her`` (with or without ``to``) resolved as any pronoun is, never the giver
(``give her`` is not ``give herself``). Read only right after a giving verb (``transfer_out``) and only when
nothing follows; the question is then the event question restricted to that recipient (``other``), exactly as
``to Ann`` makes it.
"""
from __future__ import annotations

from domain.reader.phrases import Context, Cursor, read_entity

_OBJECT_PRONOUNS = {"him": "m", "her": "f"}
_OWNER_PRONOUNS = frozenset({"his", "her", "their"})


def take_question_recipient(cur: Cursor, ctx: Context, giver: str, verb) -> str:
    """The recipient named at the question's end after a giving verb (module doc), else "" (nothing consumed)."""
    if verb.category != "transfer_out" or not giver:
        return ""
    start = cur.pos
    to = cur.take_word("to") is not None
    w = cur.peek_word()
    if w in _OBJECT_PRONOUNS and cur.pos + 1 == cur.end:
        i = cur.pos
        cur.pos += 1
        return ctx.resolve_pronoun(_OBJECT_PRONOUNS[w], cur, i, exclude=giver)
    if not to:
        who = read_entity(cur, ctx, pronouns=False)
        if who is not None and who != giver and cur.at_end():
            return who
        cur.pos = start
        if w in _OWNER_PRONOUNS and cur.pos + 1 < cur.end:
            # v22 (ADR 0515): "did she give her cousin?" = "give to her cousin": an owned person as the indirect
            # object, read as the ``to`` phrase reads it (the owner resolved as any pronoun is)
            who = read_entity(cur, ctx)
            if who is not None and who != giver and cur.at_end():
                return who
    cur.pos = start
    return ""
