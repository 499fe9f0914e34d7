"""``The first box has 25 toys.``: a definite noun picked out by an ordinal as a clause's subject (v22, ADR 0511).

    The first box has 25 toys. The second box has 18 toys. How many toys are there in all?        25 + 18 = 43
    The first box has 25 toys, the third box has 18 toys. How many toys are in the first box?     25

``the red box`` / ``the blue box`` are two holders (phrases.definite_entity: the words before the noun tell them
apart), and ``in the first box`` is already the place ``the first box`` (circumstances.read_place, ADR 0144). As a
subject, though, ``first``/``third``/``fourth``… (pack ``fn:ordinal`` words; ``second`` is also a unit, which
read_entity already takes as a noun adjunct) is no noun adjunct, so the sentence had no subject the grammar knows.
The subject is read here as the same entity read_place makes of it (``the first box``), with the same
definite_entity rules.

Read only when
- ``the`` + one ordinal word + optional noun adjuncts + a singular place or person noun (no possessive before or
  after), and a verb or ``is/was`` right after the noun (``The first day …`` is a time, no place: not read);
- the noun's unit was not counted earlier in the story (``Will has 3 boxes. The first box has 12 pens.``: the
  ordinal picks one of the counted boxes, and what the others hold may be untold, so a question over all of them
  could count only the told ones) — refused (``ambiguous_reference``).
"""
from __future__ import annotations

from domain.reader.graph import Op
from domain.reader.phrases import Context, Cursor, definite_entity, noun_run
from domain.reader.refusals import Reason, ReaderRefusal


def ordinal_subject(cur: Cursor, ctx: Context) -> str | None:
    """The entity ``the <ordinal> [adjuncts] <noun>`` at the cursor (consumed), or None without consuming."""
    if cur.peek_word() != "the" or cur.sense("fn:ordinal", cur.pos + 1) is None \
            or cur.sense("poss", cur.pos + 2) is not None:
        return None
    got = noun_run(cur, cur.pos + 2, ("place", "person"))
    if got is None:
        return None
    adjuncts, noun, end = got
    if noun.form != "sg" or cur.sense("poss", end) is not None \
            or not (cur.sense("verb", end) or cur.sense("fn:be", end)):
        return None
    start = cur.pos
    counted = [s.entry.id for s in cur.senses(end - 1) if s.cls == "unit" and s.entry.id in ctx.units_seen]
    if counted:
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_binding", sentence_index=cur.sentence.index,
                            token_index=start + 1, token_text=cur.tokens[start + 1].text, frame="entity",
                            detail=f"an ordinal picks one of the {counted[0]} counted before: "
                                   f"what the others hold may be untold")
    cur.pos = end
    words = [cur.words[start + 1]] + cur.words[end - noun.length - len(adjuncts):end - noun.length]
    gender = (getattr(noun.entry, "gender", "") or "x") if noun.cls == "person" else "n"
    return definite_entity(cur, ctx, "the", words, noun.entry.singular, gender, start)


def _ordinal_words(lex) -> frozenset[str]:
    return frozenset(form for f in lex.pack.functions if f.role == "ordinal" for form in f.forms)


def _unit_nouns(lex) -> dict[str, str]:
    return {u.id: u.singular for u in lex.pack.units}


def check_ordinal_counts(ops: list[Op], lex) -> None:
    """Once the statements are read: a holder ``the <ordinal> … <noun>`` (this module's subject, or ``the second
    box`` read_entity takes) in a story that counts those nouns anywhere (``The first box has 25 toys. Sam has 3
    boxes.``) is one of them, the others' things untold: refused, as the read-time check refuses a count told
    first."""
    ordinals = None
    holders = set()
    for op in ops:
        who = op.actor
        if not who.startswith("the ") or " " not in who[4:]:
            continue
        if ordinals is None:
            ordinals = lex.memo("ordinal_words", _ordinal_words)
        if who[4:].split(" ", 1)[0] in ordinals:
            holders.add((who.rsplit(" ", 1)[1], op.sentence))
    if not holders:
        return
    nouns = lex.memo("unit_nouns", _unit_nouns)
    counted = {nouns.get(op.item.unit) for op in ops if op.item is not None}
    for noun, sentence in holders:
        if noun in counted:
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_binding", sentence_index=sentence,
                                frame="entity",
                                detail=f"an ordinal picks one {noun} of those the story counts: what the "
                                       f"others hold may be untold")
