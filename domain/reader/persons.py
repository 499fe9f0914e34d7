"""First and second person (v6): ``I/me/my``, ``you/your``, ``we/us/our`` as entities.

The pack marks these function words with a person "gender": ``1`` (the speaker), ``2`` (the one
addressed), ``1p`` (the speaker's group). Each names one fixed entity — no antecedent is searched —
and never agrees with ``he``/``she``/``they``. Before v6 a capitalised ``I``/``We`` the pack did not
know was read as a name of unknown gender, which a later ``he`` or ``she`` could pick up.
"""
from __future__ import annotations

from domain.reader.refusals import Reason, ReaderRefusal

DEICTIC = {"1": "I", "2": "you", "1p": "we"}
"""person gender → the one entity it names."""
POSSESSOR = {"I": "my", "you": "your", "we": "our"}
"""how an owned person is named (``my mom``, ``your friend``)."""


def deictic_entity(ctx, gender: str, cur, i: int, exclude: str = "") -> str | None:
    """The entity a first/second person pronoun names, or None for any other pronoun.

    ``we`` next to ``I`` or ``you``: is the speaker (or the one addressed) part of the group or not?
    A total over both would count someone twice or not at all, so the two never stand together.
    A non-reflexive object pronoun is never its own clause's subject (``I gave me`` is not English)."""
    entity = DEICTIC.get(gender)
    if entity is None:
        return None
    if entity == exclude:
        raise ReaderRefusal(Reason.UNRESOLVED_PRONOUN, "pronoun_resolution", sentence_index=cur.sentence.index,
                            token_index=i, token_text=cur.tokens[i].text, frame="entity",
                            detail=f"object pronoun {cur.tokens[i].text!r} would be its own clause's subject")
    others = ("I", "you") if entity == "we" else ("we",)
    if any(e in ctx.entities for e in others):
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_group", sentence_index=cur.sentence.index,
                            token_index=i, token_text=cur.tokens[i].text, frame="entity",
                            detail="'we' together with 'I' or 'you': whether one is part of the other is not said")
    return ctx.introduce(entity, gender)


def possessor(owner: str) -> str:
    """``Sara's mom`` / ``my mom``: the name of a person owned by ``owner``."""
    return POSSESSOR.get(owner) or f"{owner}'s"


def check_they_question(ctx, cur, i: int) -> None:
    """``they`` never includes the speaker or the one addressed: a ``they`` total over holders that
    include ``I``/``you``/``we`` would count them, so it refuses."""
    present = [e for e in DEICTIC.values() if e in ctx.entities]
    if present:
        raise ReaderRefusal(Reason.UNRESOLVED_PRONOUN, "pronoun_resolution", sentence_index=cur.sentence.index,
                            token_index=i, token_text=cur.tokens[i].text, frame="entity",
                            detail=f"'they' in a story told with {present[0]!r}: who is counted is not said")
