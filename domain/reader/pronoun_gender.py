"""One entity of unknown gender is not both ``he`` and ``she``.

A noun entity (``a magician``, ``the teacher``) has no gender of its own (``x``), so both ``he`` and ``she``
agree with it. Red team 16 found ``A magician was selling magic card decks for 2 dollars each. If he started
with 5 decks and by the end of the day she had 3 left, how much money did he earn?`` read 4: the ``she`` who
had 3 left was taken to be the magician called ``he`` a few words before. A text that calls one person both is
either about someone else or mistaken; neither licenses an answer. The first he/she that resolves to such an
entity fixes its gender for the rest of the text (``Context.pronoun_genders``); a later pronoun of the other
gender resolving to it refuses (unresolved_pronoun). Named people and nouns with a gender are unchanged:
their pronoun must already agree.
"""
from __future__ import annotations

from domain.reader.refusals import Reason, ReaderRefusal


def lock_pronoun_gender(ctx, entity: str, gender: str, cur, i: int) -> None:
    """Record ``gender`` for ``entity`` when it has none; refuse if an earlier pronoun gave it the other."""
    if gender not in ("m", "f") or ctx.entities.get(entity) != "x":
        return
    said = ctx.pronoun_genders.setdefault(entity, gender)
    if said != gender:
        raise ReaderRefusal(Reason.UNRESOLVED_PRONOUN, "pronoun_resolution", sentence_index=cur.sentence.index,
                            token_index=i, token_text=cur.tokens[i].text, frame="entity",
                            detail=f"pronoun {cur.tokens[i].text!r}: {entity} was called "
                                   f"{'he' if said == 'm' else 'she'} before")


def agrees(ctx, entity: str, gender: str) -> bool:
    """(v22, ADR 0514) Whether a pronoun of ``gender`` may name ``entity``: its own gender, or an entity of either
    gender (``x``: a noun like ``the teacher``, a name given to both like ``Sasha``) that no earlier he/she/his/her
    fixed to the other gender (``Sasha … she …`` then ``he``: not Sasha)."""
    g = ctx.entities.get(entity)
    if g == gender:
        return True
    return g == "x" and (gender not in ("m", "f") or ctx.pronoun_genders.get(entity, gender) == gender)
