"""Sentences with a ``where`` relative clause, and questions with a trailing ``if`` clause (v6).

    Chloe was playing a video game where she scores 9 points for each treasure she finds.
    Sara was working at a store where she made 7 dollars an hour.

The part before ``where`` must be a describing sentence by a pack rule (it changes nothing, and a rule never
matches a number); the part after it is read as an ordinary statement, with the whole sentence's context
(``she`` is the describing sentence's subject when she is the one woman named). Anything else — two
``where``s, nothing after it, a head that no rule describes — is not read here (the sentence then refuses
as unparsed).
"""
from __future__ import annotations

from collections.abc import Callable

from domain.reader.graph import Op
from domain.reader.phrases import Context, Cursor


def where_parts(cur: Cursor) -> tuple[Cursor, Cursor] | None:
    """(head, relative clause) cursors of a sentence with exactly one ``where`` inside it, else None."""
    # speed (ADR 0106): only a word some "where" phrase starts with is looked up
    starts, words = cur.lex.first_words.get("fn:where", ()), cur.words
    hits = [i for i in range(cur.end) if words[i] in starts and "fn:where" in cur.firsts(i)]
    if len(hits) != 1 or hits[0] == 0 or hits[0] >= cur.end - 1:
        return None
    # v13 (ADR 0260): "It stops in the Bahamas, where sailors load …": a comma before a non-restrictive "where"
    # closes the head, it is no word of it
    head_end = hits[0] - 1 if hits[0] > 1 and words[hits[0] - 1] == "," else hits[0]
    return Cursor(cur.lex, cur.sentence, 0, head_end), Cursor(cur.lex, cur.sentence, hits[0] + 1, cur.end)


def parse_where_sentence(cur: Cursor, ctx: Context, ops: list[Op], describe: Callable,
                         statement: Callable) -> Cursor | None:
    """Read ``<describing head> where <statement>``; returns the clause's cursor (its times), or None having
    read nothing. ``describe`` is the parser's descriptive-rule matcher, ``statement`` the statement reader."""
    parts = where_parts(cur)
    if parts is None:
        return None
    head, clause = parts
    desc = describe(head, ctx, cur.lex)
    if desc is None:
        return None
    ops.append(desc)
    statement(clause, ctx, ops)
    return clause


def trailing_if(cur: Cursor, start: int) -> int | None:
    """``How much did they spend if Edward bought 3 decks …?``: the index of the ``if`` that ends the question
    part (one ``if`` after the question word, with a clause after it), else None."""
    starts, words = cur.lex.first_words.get("fn:if", ()), cur.words  # speed (ADR 0106), as in where_parts
    hits = [i for i in range(max(start + 1, 0), cur.end) if words[i] in starts and "fn:if" in cur.firsts(i)]
    if len(hits) != 1 or hits[0] >= cur.end - 1:
        return None
    return hits[0]
