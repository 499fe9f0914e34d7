"""(v22, ADR 0514) A name told only as the owner of a person is a candidate for he/she/him/her too.

``Tom's mom gave him 8 apples.`` names Tom only as the mom's owner (``Context.possessors``: not an entity, since
nothing of his is counted yet). The ``him`` can only be Tom: the mom is the clause's subject and no one else is in
the story. Before v22 such a pronoun refused (``no prior entity agrees``); ``resolve_owner`` already counted such a
name as a candidate for ``his``/``her`` (red2b) but ``he``/``him`` did not, so ``Sam had 5 apples. Tom's mom gave him
3 apples. How many apples does Sam have?`` read 8: the ``him`` may as well be Tom, and is the likelier reading.

* ``owner_pronoun``: when no entity agrees, the one such owner who does is the referent (it becomes an entity, its
  gender the name's: a name of either gender is then fixed by pronoun_gender.py). Two such owners, or an owned
  animal that might be the he/she (pet_pronouns.py), refuse.
* ``check_owner_beside``: one entity agrees and such an owner agrees too: refused (two candidates) in a statement
  (in the question the owner is idle, antecedents rule 2), unless the
  pronoun is a subject and the entity is that owner's relative (``Sue's mother made 75 cookies. She put the
  cookies in bags``: the mother, who acts; the owner has no part of her own), as before.
"""
from __future__ import annotations

from domain.reader.antecedents import is_relative
from domain.reader.pet_pronouns import _owned_pet
from domain.reader.refusals import Reason, ReaderRefusal


def owners_agreeing(ctx, gender: str, exclude: str = "") -> list[str]:
    """Names told only as owners of people (never entities themselves) that a pronoun of ``gender`` may name."""
    said = ctx.pronoun_genders
    return [n for n, g in ctx.possessors.items() if n not in ctx.entities and n != exclude
            and (g == gender or (g == "x" and said.get(n, gender) == gender))]


def owner_pronoun(ctx, gender: str, cur, i: int, exclude: str = "") -> str | None:
    """The one owner a he/she that fits no entity names, introduced as an entity; None when there is none."""
    if gender not in ("m", "f"):
        return None
    owners = owners_agreeing(ctx, gender, exclude)
    if not owners:
        return None
    if len(owners) > 1 or any(g == "n" and _owned_pet(cur.lex, e) for e, g in ctx.entities.items()):
        raise ReaderRefusal(Reason.UNRESOLVED_PRONOUN, "pronoun_resolution", sentence_index=cur.sentence.index,
                            token_index=i, token_text=cur.tokens[i].text, frame="entity",
                            detail=f"pronoun {cur.tokens[i].text!r}: {owners[0]!r}, named as an owner, or another")
    return ctx.introduce(owners[0], ctx.possessors[owners[0]])


def check_owner_beside(ctx, gender: str, cur, i: int, person: str, exclude: str = "") -> None:
    """Refuse a he/she that fits one entity (``person``) when a name told only as an owner fits it too."""
    if gender not in ("m", "f") or ctx.asking:
        # in the question the owner is idle (antecedents rule 2, ADR 0094): in no event and holding nothing, so
        # a question about him or her has no answer (``Ann's store sells roses. … If Emily bought 4 roses, how
        # much did she spend?``: Emily)
        return
    # a subject he/she and the entity a relative of the owner (``Sue's mother made 75 cookies. She put …``): the
    # one who acts is the relative, named through the owner, who has no part of her own (the reading v6–v21 gave,
    # kept). Never an object (``Emma … Mike's dad had 45 cards. She gave him 9 cards.``: the dad, or Mike?)
    subject = cur.words[i] in ("he", "she")
    owners = [o for o in owners_agreeing(ctx, gender, exclude) if not (subject and is_relative(person, o))]
    if owners:
        raise ReaderRefusal(Reason.UNRESOLVED_PRONOUN, "pronoun_resolution", sentence_index=cur.sentence.index,
                            token_index=i, token_text=cur.tokens[i].text, frame="entity",
                            detail=f"pronoun {cur.tokens[i].text!r}: {person} or {owners[0]!r}, named as an owner")
