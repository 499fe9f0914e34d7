"""A place named by an ordinal, with or without the article: ``In fourth grade there were 10 students``.

Why (v9, ADR 0144): a pack place whose name begins with an ordinal (``fourth grade``) picks out one member of
a sequence, so it is definite without ``the`` (English drops the article there: ``in fourth grade``), and
``fourth grade`` and ``the fourth grade`` are one place. The bare noun ``grade`` is no pack place (``30
worksheets to grade`` keeps ``grade`` a word the loop may learn as a verb), so each such place is vocabulary of
its own and ``fourth grade`` and ``fifth grade`` are two places: a question about one never sums both.

The place is noted when named without an article: zero-article singular nouns name institutions (``in
fourth grade``, ``to school``), which newcomers.py lets meet. Only such a pack place, singular, with no
modifiers and no possessive after it, is read here; any other bare place noun (``at school``) stays a
circumstance, as before."""
from __future__ import annotations

from domain.reader.phrases import Context, Cursor, definite_entity, noun_run


def read_ordinal_place(cur: Cursor, ctx: Context, start: int) -> str | None:
    """At ``[the] fourth grade``: the place ``the fourth grade``; None (nothing consumed) otherwise."""
    at = cur.pos + 1 if cur.peek_word() == "the" else cur.pos
    if cur.sense("fn:ordinal", at) is None:
        return None
    got = noun_run(cur, at, ("place",))
    if got is None or got[0] or got[1].form != "sg" or cur.sense("poss", got[2]) is not None \
            or got[1].entry.singular.split()[0] != cur.words[at]:
        return None
    cur.pos = got[2]
    entity = definite_entity(cur, ctx, "the", [], got[1].entry.singular, "n", start)
    if at == start:
        ctx.institutions.add(entity)
    return entity
