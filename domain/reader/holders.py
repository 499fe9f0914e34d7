"""``it`` as the subject of a holding or a change (v8, ADR 0100): a non-person holder named again.

    A restaurant served 7 slices of pie during lunch. It served 8 of them yesterday.
    The school has 5 buses. It bought 3 more buses.

Non-person holders (``The school has 5 buses``, ``A store had 40 shirts``, ``The bakery made 12 pies``) are
read as subjects already (``the <place>`` in phrases.read_entity, ``a <place>`` in
clauses._indefinite_place_subject); what was missing is ``it`` standing for one. ``it`` is read as a subject
only when exactly one neuter entity is in the story and that entity has itself been a subject (it held or
did something): then nothing else the story names can be ``it``. A place merely mentioned (``Tom went to
the store. It sold 5 apples``: the store never acted), two neuter entities (``The school … The library …
It bought 3 books``: which one?) or none refuse. ``It takes …`` (impersonal.py) and ``It rained …`` (no
pack verb) never reach here: only ``it`` right before a pack verb (or ``has``/``had``) is read.
"""
from __future__ import annotations

from domain.reader.phrases import Context, Cursor
from domain.reader.refusals import Reason, ReaderRefusal


def resolve_it_subject(cur: Cursor, ctx: Context) -> str | None:
    """``It sold 12 shirts``: the one neuter subject so far (the ``it`` consumed), None when the clause does
    not open with ``it`` + a verb, or a refusal when ``it`` could be none or several entities."""
    if cur.peek_word() != "it" or cur.sense("verb", cur.pos + 1) is None:
        return None
    i = cur.pos
    neuter = [e for e, g in ctx.entities.items() if g == "n"]
    if len(neuter) != 1 or neuter[0] not in ctx.subjects:
        why = ("no thing has held or done anything so far" if not neuter or neuter[0] not in ctx.subjects
               else f"{len(neuter)} things named so far")
        raise ReaderRefusal(Reason.UNRESOLVED_PRONOUN, "pronoun_resolution", sentence_index=cur.sentence.index,
                            token_index=i, token_text=cur.tokens[i].text, frame="entity",
                            detail=f"'it' as a subject: {why}")
    cur.pos += 1
    return neuter[0]


def take_on_itself(cur: Cursor, ctx: Context, subject: str) -> bool:
    """``The debate team had 28 boys and 4 girls on it.`` / ``The shelf has 5 books on it.`` (v8, ADR 0115):
    ``on it`` / ``in it`` closing a holding says where the things are — on the holder itself. Consumed only
    when it ends the sentence, the subject is a thing (neuter) and no other thing is named so far, so ``it``
    can be nothing but the holder. ``Sam had 5 apples in it`` (``it`` is not Sam), ``The box … The team had 5
    boys on it`` (the box or the team?) are left unread and refuse as before."""
    if cur.peek_word() not in ("on", "in") or cur.peek_word(1) != "it" or cur.pos + 2 != cur.end:
        return False
    neuter = [e for e, g in ctx.entities.items() if g == "n"]
    if ctx.entities.get(subject) != "n" or neuter != [subject]:
        return False
    cur.pos += 2
    return True


def it_scene_subject(cur: Cursor, ctx: Context) -> str | None:
    """(v13, ADR 0260) ``It stops in the Bahamas``: ``it`` as the subject of a describing sentence, read as
    resolve_it_subject reads it (the one thing that has held or done anything so far, a verb after ``it``);
    None, nothing consumed, when it names none or several (the sentence is then not descriptive)."""
    if cur.peek_word() != "it":
        return None
    start = cur.pos
    try:
        return resolve_it_subject(cur, ctx)
    except ReaderRefusal:
        cur.pos = start
        return None
