"""Things had by someone's animal or thing are that someone's, when that someone then gives or loses them
(v12, ADR 0231): ``Joan's cat had 8 kittens. She gave 2 to her friends. How many kittens does she have now?``
(8 − 2 = 6).

``Joan's cat`` is an entity of its own (openings.possessive_subject), never Joan, so the reader used to give Joan
the 2 kittens from a holding of her own that the text never states (refused: unknown start; and ``She now has 10
kittens. How many did she have to start with?`` read 12, as if the cat's 8 were other kittens). But Joan can
give away only kittens she has, and the only kittens in the story are her cat's: a pet's young, the apples in
her bag, are hers. So when

- a holding is stated of ``<Owner>'s <noun>`` (an animal or a thing: a pack unit noun, never a person or a
  place noun, which owns or holds things in its own right),
- that entity takes part in nothing else and the question does not ask about it,
- and the first thing the owner then does with those things is to give or lose some (a transfer out, a loss),
  nothing of them being the owner's before,

the holding is read as the owner's. When the owner does anything else with such things or what they hold (buys or
finds some first: hers, or more for the cat?; had some before; ``Beth's dog has 4 packs of crayons … She also
has 6 extra crayons``; the owned thing is a place or a group, ``Dan's bag``, ``Dan's store``, whose things may or
may not be the ones he gives), or the question asks the cat's own (``How many kittens does Joan's cat have?``
after she gave 2 away) or the owner's such things, the text refuses (``entity_binding``), whatever the question:
the older reading (the cat's 8 untouched, Joan's from a start of her own) answered ``Sam's dog had puppies. He
bought 3 puppies. How many puppies does he have now?`` with 3, and ``James's dog had 39 stickers. He got some
more stickers. Then he had 61 stickers. How many stickers did James get?`` with 61 (22 if the dog's are his). A
cat named again (``Joan's cat ate 2``) keeps the older reading.
"""
from __future__ import annotations

import msgspec

from domain.reader.graph import Op, Question
from domain.reader.refusals import Reason, ReaderRefusal


def _owned(actor: str, entities, lex) -> tuple[str, bool] | None:
    """``Joan's cat`` → (``Joan``, True) when the possessed noun is a unit noun; (``Joan``, False) for a place
    noun or a group's (``Joan's bag``, ``Dan's store``, ``Dan's family``: its things may be his too); None for a
    person noun (``Joan's sister`` owns things in her own right) or anything else."""
    owner, sep, rest = actor.partition("'s ")
    if not sep or owner not in entities or not rest:
        return None
    senses = lex.single.get(rest.split()[-1], ())
    if any(sense.cls == "person" and getattr(sense.entry, "gender", "") != "n" for sense in senses):
        return None
    classes = {"place" if sense.cls == "person" else sense.cls for sense in senses}  # a store, a class: a place
    if not classes & {"unit", "place"}:
        return None
    return owner, "unit" in classes and "place" not in classes


def _related(hold: Op, ops: list[Op]) -> set[str]:
    """The things a holding is of: its unit, its substance (``packs of crayons``), the contents a rate puts in it
    (``Each pack has 10 crayons``)."""
    unit = hold.item.unit
    out = {unit, *(m[3:] for m in hold.item.mods if m.startswith("of:"))}
    out.update(op.item.unit for op in ops if op.kind == "per" and op.target == unit and op.item is not None)
    return out


def settle_owned_holders(ops: list[Op], question: Question, entities, lex) -> list[Op]:
    """The owned entity's holding read as the owner's, or a refusal when that is open (see the module doc)."""
    for op in ops:  # a loop, not any(generator) (speed, ADR 0267)
        if op.kind == "hold" and "'s " in op.actor:
            break
    else:
        return ops
    out = list(ops)
    for i, hold in enumerate(ops):
        if hold.kind != "hold" or hold.item is None:
            continue
        owned = _owned(hold.actor, entities, lex)
        if owned is None:
            continue
        owner, thing = owned
        named = [op for op in ops if hold.actor in (op.actor, op.target, op.source, op.place, op.agent)]
        if any(op.kind != "hold" or op.actor != hold.actor for op in named):
            continue  # the cat acts, or is named as a place or a source: the older reading
        related = _related(hold, ops)
        mine = [(j, op) for j, op in enumerate(ops) if op.item is not None and op.item.unit in related
                and owner in (op.actor, op.target, op.source, op.place, op.agent)]
        asks_owned = hold.actor in (question.entity, question.other, *question.members)
        asks_owner = owner in (question.entity, question.other, *question.members) and question.item is not None \
            and question.item.unit in related
        if not mine and not asks_owned and not asks_owner:
            continue
        j, first = mine[0] if mine else (-1, None)
        if thing and not asks_owned and len(named) == 1 and first is not None and j > i and first.actor == owner \
                and first.kind in ("transfer", "lose") and not first.source and first.item.unit == hold.item.unit \
                and all(op.item.unit == hold.item.unit for _, op in mine):
            out[i] = msgspec.structs.replace(hold, actor=owner)
            continue
        # "Sam's dog had puppies. He bought 3 puppies. How many puppies does he have now?": 3, or the dog's
        # puppies too? "James's dog had 39 stickers. He got some more. Then he had 61. How many did he get?"
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_binding",
                            sentence_index=first.sentence if first is not None else question.sentence,
                            frame="statement.owned_holder",
                            detail=f"{hold.actor}'s {hold.item.unit} and {owner}'s own: the same things or others?")
    return out
