"""``he`` / ``she`` for one's own animal (v13, ADR 0266):

    My dog had some bones. Then, he dug up 367 bones. Now he has 860 bones.
    How many bones did he start with?                                          860 − 367 = 493

A noun entity is neuter (``n``): ``he`` and ``she`` never agreed with it, so a story about a pet told with
``he`` refused (no prior entity agrees). English calls an animal one owns or knows ``he`` or ``she``; the pack's
function role ``pet`` lists such animals (dog, cat, horse …). Read only when the pronoun finds no person at all
(no entity of the pronoun's gender or of unknown gender, the speaker and the one addressed aside, and no owner
named with a possessive who fits: ``Jack's rabbit … he`` may be Jack) and exactly
one neuter entity of the story is an owned animal (``my dog``, ``your cat``, ``Tom's horse``: a possessive and
one pet word). A he/she that fits one person still names that person beside a pet (``Alyssa's dog had
puppies. She gave 7 to her friends.``: the corpora read so, and a person is what he/she names first). Its gender is then fixed for the text: a later pronoun of the other gender for it refuses (as
pronoun_gender.py does for a person of unknown gender). Two pets, a person who might be meant, or an animal no
one owns (``a dog``) refuse as before.
"""
from __future__ import annotations

from domain.reader.refusals import Reason, ReaderRefusal

_OWNERS = ("my ", "your ", "our ", "his ", "her ", "their ")


def _pet_words(lex) -> frozenset[str]:
    return lex.memo("pet_pronouns.words", lambda lex: frozenset(
        f for fn in lex.pack.functions if fn.role == "pet" for f in fn.forms))


def pet_units(lex) -> frozenset[str]:
    """Unit ids of the animals the pack names as pets (role ``pet``): ``dog`` → ``unit.dog``."""
    return lex.memo("pet_pronouns.units", lambda lex: frozenset(
        u.id for u in lex.pack.units if u.singular in _pet_words(lex)))


def _owned_pet(lex, entity: str) -> bool:
    words = entity.split(" ")
    if len(words) != 2 or words[1] not in _pet_words(lex):
        return False
    return entity.startswith(_OWNERS) or (words[0].endswith("'s") and words[0][:1].isupper())


def pet_pronoun(ctx, gender: str, cur, i: int, exclude: str = "") -> str | None:
    """The one owned animal a he/she that fits no person names (module doc), or None."""
    if gender not in ("m", "f"):
        return None
    if any(g in ("m", "f", "x") and e != exclude for e, g in ctx.entities.items()):
        return None  # a person of that or unknown gender (or of the other: "she" beside Tom) may be meant
    if any(g in (gender, "x") for g in ctx.possessors.values()):
        return None  # red team: "Jack's rabbit had 50 apples. Then, he ate 39": Jack or the rabbit?
    pets = [e for e, g in ctx.entities.items() if g == "n" and e != exclude and _owned_pet(cur.lex, e)]
    if len(pets) != 1:
        return None
    said = ctx.pronoun_genders.setdefault(pets[0], gender)
    if said != gender:
        raise ReaderRefusal(Reason.UNRESOLVED_PRONOUN, "pronoun_resolution", sentence_index=cur.sentence.index,
                            token_index=i, token_text=cur.tokens[i].text, frame="entity",
                            detail=f"pronoun {cur.tokens[i].text!r}: {pets[0]} was called "
                                   f"{'he' if said == 'm' else 'she'} before")
    return pets[0]


def check_pet_beside_person(ctx, gender: str, cur, i: int, person: str, exclude: str = "") -> None:
    """red9 (ADR 0480): "Victor has 3 bones. My dog had 10 bones. He dug up 7 bones. How many bones does he have?"
    answered 10 (he = Victor, the one male person): an owned animal is called he or she too (module doc), so a
    he/she that fits one person beside an animal owned by someone else (``my dog``, ``your cat``, ``his dog``,
    ``Ann's horse`` beside Victor) may name either and refuses. The owner's own pet keeps naming the owner
    (``Alyssa's dog had puppies. She gave 7 to her friends.``: the corpora read so)."""
    if gender not in ("m", "f"):
        return
    for e, g in ctx.entities.items():
        if g != "n" or e == exclude or not _owned_pet(cur.lex, e):
            continue
        owner = e.split(" ")[0]
        if owner.endswith("'s") and owner[:-2] == person:
            continue  # the person's own animal: the person is meant (module doc)
        raise ReaderRefusal(Reason.UNRESOLVED_PRONOUN, "pronoun_resolution", sentence_index=cur.sentence.index,
                            token_index=i, token_text=cur.tokens[i].text, frame="entity",
                            detail=f"pronoun {cur.tokens[i].text!r}: {person} or {e}, an animal called "
                                   f"he or she too")

