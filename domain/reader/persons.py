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
    """A ``they`` question counts everyone in the story; refuse when that is not the one reading.

    ``they`` never includes the speaker or the one addressed: a total over holders that include
    ``I``/``you``/``we`` would count them. A plural group (``the workers``, ``his friends``) next to
    anyone else: ``they`` may be the group alone or everyone (``Tom has 5. His friends have 8. How many
    do they have?`` is 8 or 13)."""
    present = [e for e in DEICTIC.values() if e in ctx.entities]
    if present:
        raise ReaderRefusal(Reason.UNRESOLVED_PRONOUN, "pronoun_resolution", sentence_index=cur.sentence.index,
                            token_index=i, token_text=cur.tokens[i].text, frame="entity",
                            detail=f"'they' in a story told with {present[0]!r}: who is counted is not said")
    groups = [e for e, g in ctx.entities.items() if g == "p"]
    # anyone else who could be counted: a person, another group, a thing that acted (never a place
    # merely mentioned: "the workers … in the park")
    others = [e for e, g in ctx.entities.items() if g in ("m", "f", "x", "p") or e in ctx.subjects]
    people = {e for e, g in ctx.entities.items() if g in ("m", "f", "x")}
    for members in ctx.coordinated:
        if set(members) < people:
            # "Sam and Tom have 12 apples each. Ann has 3 apples. How many do they have?": the pair or all three?
            raise ReaderRefusal(Reason.UNRESOLVED_PRONOUN, "pronoun_resolution", sentence_index=cur.sentence.index,
                                token_index=i, token_text=cur.tokens[i].text, frame="entity",
                                detail=f"'they' could be {' and '.join(members)} alone or everyone in the story")
    coordinated = [e for e in groups if " and " in e]  # "Tom and Ann ate …" (coordination.py)
    if len(coordinated) == 1 and set(others) - set(coordinated) <= set(coordinated[0].split(" and ")):
        return  # everyone else is a member of the one coordinated group: "they" is that group either way
    if groups and len(others) > 1:
        raise ReaderRefusal(Reason.UNRESOLVED_PRONOUN, "pronoun_resolution", sentence_index=cur.sentence.index,
                            token_index=i, token_text=cur.tokens[i].text, frame="entity",
                            detail=f"'they' could be {groups[0]!r} alone or everyone in the story")


def check_one_person_they(ctx, cur, i: int, item) -> None:
    """Red team 3 (ADR 0336): ``Tim has 22 books. How many books do they have together?`` (answered 22) and ``Mary
    grew 129 turnips. How many turnips did they grow in total?``: a story of one he or she (no group, nobody
    else who acted), asked of ``they`` about things the story counts: the others counted are not told (the
    corpus problems had a second holder's sentence). Only when everything the story counts is that person's:
    things nobody holds keep their own refusal, and things held by no one named (``There were 7 friends playing
    …``) may be ``they``."""
    groups = [e for e, g in ctx.entities.items() if g == "p"]
    others = [e for e, g in ctx.entities.items() if g in ("m", "f", "x", "p") or e in ctx.subjects]
    if groups or len(others) != 1 or ctx.entities.get(others[0]) not in ("m", "f"):
        return
    story = [op for op in ctx.story or () if op.kind != "describe" and op.item is not None]
    if item is not None and not any(op.item.unit == item.unit for op in story):
        return
    if any(op.actor != others[0] for op in story):
        return  # "There were 7 friends playing … Nina is 15 …": they may be what the story counts apart from her
    raise ReaderRefusal(Reason.UNRESOLVED_PRONOUN, "pronoun_resolution", sentence_index=cur.sentence.index,
                        token_index=i, token_text=cur.tokens[i].text, frame="entity",
                        detail=f"'they' in a story of {others[0]!r} alone: who else is counted is not said")


def check_they_beside_places(ctx, cur, i: int, item) -> None:
    """Red team 4 (ADR 0360): ``There are 26 postcards in the attic. Sandy has 21 cards, Isaac has 32 cards, and
    Louis has 32 cards. How many cards do they have together?`` answered 111 (the attic's counted as one of
    ``they``). ``they have`` names people; when the story also has the asked things held by a place or a thing that
    is no person (a scene, ``in the attic``) beside people who hold them, which holders ``they`` are is not said."""
    # holdings only: "There are 12 candies in the box. Tom eats 4 candies. How many … do they have?" keeps its reading
    # (the one holder is the box; Tom only eats from it)
    lex = cur.lex
    story = [op for op in ctx.story or () if op.kind in ("hold", "hold_sum", "gain") and op.item is not None
             and op.actor and (item is None or op.item.unit == item.unit or lex.kind_of(op.item.unit, item.unit))]
    people = ("m", "f", "x", "p")
    if any(ctx.entities.get(op.actor) in people for op in story) and any(
            ctx.entities.get(op.actor) not in people for op in story):
        raise ReaderRefusal(Reason.UNRESOLVED_PRONOUN, "pronoun_resolution", sentence_index=cur.sentence.index,
                            token_index=i, token_text=cur.tokens[i].text, frame="entity",
                            detail="'they have' beside things a place holds: which holders 'they' are is not said")


def named_group(ctx) -> list[str]:
    """Everyone ``they`` names as a subject: two or more people mentioned (``Nancy …, Dan … and Mike …``),
    when no plural group (``the workers``, ``his friends``) is in play to be ``they`` on its own and the
    story is not told with ``I``/``you``/``we``; else [] (no such reading)."""
    genders = ctx.entities.values()
    if "p" in genders or any(e in ctx.entities for e in DEICTIC.values()):
        return []
    people = [e for e, g in ctx.entities.items() if g in ("m", "f", "x")]
    return people if len(people) >= 2 else []


def they_group_subject(cur, ctx) -> bool:
    """``They were picking apples at the farm.``: in a descriptive sentence (one that moves nothing)
    ``they`` may stand for everyone named; nothing is introduced. Never in a clause that moves a quantity
    (``They picked 5 apples``: each or together?)."""
    if cur.peek_word() != "they" or not named_group(ctx):
        return False
    cur.pos += 1
    return True


def parse_pooling(cur, ctx, ops: list) -> bool:
    """``If they put their dolls together, …``: everyone named pools what they hold. Nothing moves out of
    the group, so the total is unchanged (a ``describe`` step); what one member holds afterwards is no
    longer said, which ``check_pooled`` enforces on the question. False (nothing consumed) otherwise."""
    start = cur.pos
    if cur.peek_word() != "they" or not named_group(ctx):
        return False
    cur.pos += 1
    verb = cur.sense("verb")
    if verb is None or verb.entry.category != "put":
        cur.pos = start
        return False
    cur.pos += verb.length
    every = cur.take_word("all") is not None  # v18: "They put all their apples in a basket."
    if not cur.take_word("their"):
        cur.pos = start
        return False
    from domain.reader.phrases import read_item  # phrases imports this module
    item = read_item(cur, ctx)
    if item is not None and pool_into_place(cur, ctx, ops, verb, item):
        return True
    if item is None or not cur.take("fn:total") or not cur.at_end() or every:
        cur.pos = start
        return False
    from domain.reader.graph import Op
    ops.append(Op(kind="describe", lemma=verb.entry.id, sentence=cur.sentence.index))
    ctx.pooled = True
    return True


def pool_into_place(cur, ctx, ops: list, verb, item) -> bool:
    """(v18, ADR 0394) ``They put [all] their apples in a basket.``: everyone ``they`` names (named_group) puts all
    of their own such things in the one place: a transfer of ``all`` from each, so the place holds their total and
    each holds none; one who holds none of them refuses in the solver ("'all' of a holding never stated"). Only
    ``in``/``into`` a place and nothing after it; False (the cursor where it was) otherwise."""
    from domain.reader.circumstances import Circumstances, read_circumstances  # circumstances imports phrases
    from domain.reader.graph import Op
    at = cur.pos
    if cur.peek_word() not in ("in", "into"):
        return False
    circ = Circumstances()
    read_circumstances(cur, ctx, circ)
    if not cur.at_end() or not circ.place or circ.to or circ.source or circ.with_ or circ.bare \
            or circ.place_prep not in ("in", "into"):
        cur.pos = at
        return False
    for who in named_group(ctx):
        ops.append(Op(kind="transfer", lemma=verb.entry.id, sentence=cur.sentence.index, actor=who, item=item,
                      amount="all", target=circ.place))
    return True


def check_pooled(ctx, question, cur) -> None:
    """After a pooling only the group's total is still known: any other question refuses."""
    if ctx.pooled and question.kind != "total":
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_group", sentence_index=cur.sentence.index,
                            frame="question", detail="after they put their things together, "
                                                     "what one of them holds is not said")


def deictic_possessive_subject(cur, ctx) -> str | None:
    """``My car gets 20 miles per gallon`` / ``Your class is having a party``: like ``Sam's dog``
    (openings.possessive_subject), the possessed thing is an entity of its own (``my car``), never the
    speaker. Read only before a verb or is/was. ``our`` stays unread: ``our class`` may be ``we``."""
    poss = cur.sense("fn:possessive")
    if poss is None or poss.entry.gender not in ("1", "2"):
        return None
    # imported past the test above (speed, ADR 0267: an import statement run per call costs more than the test)
    from domain.reader.phrases import definite_entity, noun_run  # phrases imports this module
    got = noun_run(cur, cur.pos + 1, ("unit", "place", "person"))
    if got is None or not (cur.sense("verb", got[2]) or cur.sense("fn:be", got[2])):
        return None
    adjuncts, noun, end = got
    start = cur.pos
    owner = ctx.resolve_pronoun(poss.entry.gender, cur, start)
    cur.pos = end
    words = cur.words[end - noun.length - len(adjuncts):end - noun.length]
    gender = (getattr(noun.entry, "gender", "") or "x") if noun.cls == "person" else "n"
    return definite_entity(cur, ctx, POSSESSOR[owner], words, noun.entry.singular, gender, start)
