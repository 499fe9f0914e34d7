"""``There are 7.75 gallons of water in Becky's fish tank. If Becky adds 7 gallons more, how many gallons will there
be in all?`` (v12, ADR 0232): ``adds N more`` by someone who holds none goes into the one thing holding them.

``more`` for a holder who had none was refused (sequence.check_more_without_base: ``Tom picked 3 more apples``
after Sam's 5 — more than Sam, or further ones?). With the verb ``add`` the question does not arise: adding is
putting something into something, and ``7 gallons more`` are 7 further gallons of what is already there. When the
only things of that unit in the story so far are one thing's holding (the tank, the bucket: not a person), the
adder puts them into it: the gain is that holder's, of the same stuff it holds (``7 gallons more`` of water).

Read only when the sentence marks ``more`` for that unit, the verb is ``add`` with no place, source or recipient,
the adder takes part in nothing about that unit before, and every earlier operation on the unit is a holding of
that one neuter holder, of one kind. Anything else is checked as before (and refuses).
"""
from __future__ import annotations

import msgspec

from domain.reader.graph import Op

ADD = "verb.add"


def settle_added_more(ops: list[Op], ctx, lex=None, words=None) -> list[Op]:
    """Give ``<person> adds N <unit> more`` to the one neuter holder of that unit (module doc). The list is changed in
    place and returned: it is the story the context keeps (``ctx.story``, antecedents.py)."""
    out = ops
    for si, unit in ctx.more_marks:
        for i, op in enumerate(out):
            if op.sentence != si or op.kind != "gain" or op.lemma != ADD or op.item is None or op.item.unit != unit \
                    or op.place or op.source or op.target or op.agent or ctx.entities.get(op.actor, "n") == "n":
                continue
            earlier = [o for o in out if o.sentence < si and o.item is not None and o.item.unit == unit]
            if lex is not None and (one := _one_container(out, earlier, lex, words or {})) is not None:
                # v12 (ADR 0243): "A bucket contains 3 gallons of water." read as one bucket's holding
                k = out.index(earlier[0])
                ctx.introduce(one.actor, "n")
                out = out[:k] + [one] + out[k + 1:]
                earlier = [one]
            if not earlier or any(o.kind != "hold" or o.place or o.members for o in earlier):
                continue
            holders = {o.actor for o in earlier}
            items = {o.item for o in earlier}
            if len(holders) != 1 or len(items) != 1 or any(op.actor in (o.actor, o.target, o.source, o.place)
                                                             for o in earlier):
                continue
            holder, held = holders.pop(), items.pop()
            if ctx.entities.get(holder) != "n" or (op.item.mods and op.item != held):
                continue
            if lex is not None and _others_of_its_kind(out, holder, lex):
                continue  # red-team so-bus: "The jar has 29 cups … Derek has 2 jars. If Derek adds …": which jar?
            out[i] = msgspec.structs.replace(op, actor=holder, item=held)
    return out


_CONTAIN = ("verb.contain", "verb.hold", "verb.have")


def _one_container(ops: list[Op], earlier: list[Op], lex, words: dict) -> Op | None:
    """v12 (ADR 0243): ``A bucket contains 3 gallons of water. If Derek adds 6.8 gallons more, …``: a rate-shaped
    ``a <container> contains N`` is read as a rate (each bucket). When it is the story's only mention of those
    things and nothing anywhere counts or names that container again, there is one bucket in the story, and
    adding more puts them into it: the sentence is that one container's holding (``the bucket``). Two
    containers, a count of them, or any other mention of the container keeps the rate (and refuses)."""
    if len(earlier) != 1:
        return None
    per = earlier[0]
    sentence = words.get(per.sentence, [])
    if len(sentence) < 3 or sentence[0] not in ("a", "an") or sentence[2] not in ("contains", "contained", "holds",
                                                                                    "held", "has", "had"):
        return None  # only "A bucket contains …" (the one word container first): not "Each bucket …"
    if per.kind != "per" or per.lemma not in _CONTAIN or per.actor or per.place or per.source or per.members:
        return None
    target = per.target
    if any(o is not per and (o.target == target or (o.item is not None and o.item.unit == target)
                             or (o.item is not None and any(target in m for m in o.item.mods)))
           for o in ops):  # red team 3 (ADR 0336): an op with no item ("Ivan is 15 years old.") crashed here
        return None
    names = [u.singular for u in lex.pack.units if u.id == target]
    if len(names) != 1:
        return None
    return msgspec.structs.replace(per, kind="hold", actor=f"the {names[0]}", target="")


def _others_of_its_kind(ops: list[Op], holder: str, lex) -> bool:
    """Some operation counts things of the holder's own kind (``Derek has 2 jars`` beside ``the jar``): the
    adder may put them into one of those, so the one holder is not settled (ADR 0243 red team; main answered
    the jar's 29 + 7.6 while Derek's jars held an unknown amount)."""
    words = holder.split()
    head = words[-1]
    nouns = {n for p in lex.pack.places for n in (p.singular, p.plural)}
    for n in range(len(words) - 1, 1, -1):
        if " ".join(words[-n:]) in nouns:
            head = " ".join(words[-n:])  # v13: "Scarlett's measuring cup" is a measuring cup, not a cup (ADR 0262)
            break
    kinds = {u.id for u in lex.pack.units if head in (u.singular, u.plural)}
    return any(o.item is not None and (o.item.unit in kinds or o.target in kinds) for o in ops)
