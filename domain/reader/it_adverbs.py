"""``It also has 85 chapter books.`` / ``It now has 135 books.``: ``it`` + adverbs + a verb (v22, ADR 0511).

    A library has 85 picture books. It also has 40 chapter books. How many books does the library have in all?
                                                                                                     85 + 40 = 125
    A library gave away 20 old books. It now has 135 books. How many books did it have before?         135 + 20 = 155

holders.resolve_it_subject reads ``it`` only right before a verb (``It sold 12 shirts``), so an adverb between
(``also``, ``now``, ``still``, ``then``, ``only``: the pack's ``fn:adverb`` words, which the clause reader skips
after any other subject, ``He also has …``) left the sentence with no subject the grammar knows. The same ``it``
is read here on resolve_it_subject's own test: the one thing (neuter entity) that has held or done anything so far;
none or several refuse (``unresolved_pronoun``) as there. Only ``it`` is consumed; the adverbs are left
to the clause reader's own skip after the subject, so they mean what they mean after ``he``.
"""
from __future__ import annotations

from domain.reader.phrases import Context, Cursor
from domain.reader.refusals import Reason, ReaderRefusal


def it_adverb_subject(cur: Cursor, ctx: Context) -> str | None:
    """``it`` + one or more ``fn:adverb`` phrases + a verb: the subject resolve_it_subject would give ``it`` right
    before that verb (``it`` consumed), or None without consuming at any other opening."""
    if cur.peek_word() != "it":
        return None
    j = cur.pos + 1
    while j < cur.end:
        adverb = cur.sense("fn:adverb", j)
        if adverb is None:
            break
        j += adverb.length
    if j == cur.pos + 1 or j >= cur.end or cur.sense("verb", j) is None:
        return None
    # the refusals resolve_it_subject gives, on the same test (holders.py): it reads ``it`` only before the verb
    neuter = [e for e, g in ctx.entities.items() if g == "n"]
    if len(neuter) != 1 or neuter[0] not in ctx.subjects:
        why = ("no thing has held or done anything so far" if not neuter or neuter[0] not in ctx.subjects
               else f"{len(neuter)} things named so far")
        raise ReaderRefusal(Reason.UNRESOLVED_PRONOUN, "pronoun_resolution", sentence_index=cur.sentence.index,
                            token_index=cur.pos, token_text=cur.tokens[cur.pos].text, frame="entity",
                            detail=f"'it' as a subject: {why}")
    cur.pos += 1
    return neuter[0]
