"""Proper-named places as the subject: ``The Oakdale Public Library bought 40 books`` / ``The Riverside
Zoo had 12 lions``.

Reads ``the`` + one or more capitalised words + a capitalised place noun of the pack (one token, singular)
as one organisation, a neuter entity, when a verb of the pack (or ``will`` + verb) follows. The capitals
are what make it one proper name: the words before the noun are part of the name, not modifiers that the
grammar must know. The entity is named in lower case (``the oakdale public library``), so a later
``the library`` / ``the public library`` is that entity through compounds.earlier_compound (which refuses
when two entities end in the same noun).

Refuses (returns None, or raises) when:
- the run has no capitalised word before the place noun (``The Zoo`` is the ordinary ``the zoo``), the
  last capitalised word is no place noun, or it is plural (``The Oakdale Schools``);
- no verb follows the name (``The Oakdale Zoo's lions …`` is read elsewhere or refused);
- a place with the same noun is already in play under another name (``A zoo had 5 lions. The Oakdale Zoo
  sold 2``: the same zoo or another one? the text does not say) — an ambiguous reference;
- (red22) the noun is also a unit the story has already counted (``A school has 21 apples`` read as a rate per
  school, ``There are 4 schools``): a later ``the school`` may be one of those counted schools or this one.
"""
from __future__ import annotations

from domain.reader.phrases import Context, Cursor
from domain.reader.refusals import Reason, ReaderRefusal


def proper_place_subject(cur: Cursor, ctx: Context) -> str | None:
    """The organisation named ``The <Capitalised…> <Place>`` at the cursor, or None (nothing consumed)."""
    if cur.peek_word() != "the":
        return None
    j = cur.pos + 1
    caps = []
    while j < cur.end and cur.tokens[j].kind == "word" and cur.tokens[j].text[:1].isupper():
        caps.append(j)
        j += 1
    if len(caps) < 2:
        return None  # a name needs at least one word before the place noun
    place = next((s for s in cur.senses(caps[-1]) if s.cls == "place" and s.length == 1), None)
    if place is None or place.form != "sg":
        return None
    # the name must be the subject of a clause: a verb (or future "will" + verb) right after it
    if not (cur.sense("verb", j) or (cur.peek_word(j - cur.pos) == "will" and cur.sense("verb", j + 1))):
        return None
    noun = place.entry.singular
    entity = " ".join(["the", *(cur.words[i] for i in caps[:-1]), noun])
    if entity not in ctx.entities:
        # another place with the same noun already told (``a zoo`` / ``the zoo`` / ``the Elm Zoo``) may be
        # this one or not: the text does not say, so refuse rather than guess
        other = [e for e in ctx.entities if e == f"the {noun}" or (e.startswith("the ") and e.endswith(" " + noun))
                 or e.endswith("'s " + noun)]
        if other:
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_binding", sentence_index=cur.sentence.index,
                                token_index=cur.pos, token_text=cur.tokens[cur.pos].text, frame="entity",
                                detail=f"{entity!r} may or may not be {other[0]!r}")
        # (red22) the same noun already counted as a unit (``A school has 21 apples. The Lincoln School has 59
        # apples. How many apples does the school have?`` answered 59): ``the school`` may be a counted one
        counted = [s.entry.id for s in cur.senses(caps[-1]) if s.cls == "unit" and s.entry.id in ctx.units_seen]
        if counted:
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_binding", sentence_index=cur.sentence.index,
                                token_index=cur.pos, token_text=cur.tokens[cur.pos].text, frame="entity",
                                detail=f"{entity!r} may or may not be one of the counted {counted[0]!r}")
    cur.pos = j
    return ctx.introduce(entity, "n")
