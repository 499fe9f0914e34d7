"""``still`` in a container-count question puts a spoiled part out (v11, ADR 0198):

    Isabel picked 66 flowers. She was making bouquets with 8 flowers in each one.
    If 10 of the flowers wilted before the wedding, how many bouquets could she still make?   (66 − 10) ÷ 8

A damaged or spoiled part (damaged.py, spoiled_parts.py) leaves open whether those things are still had or
still of use: the solver refuses a question about the whole holding after it. ``could she still make`` closes
that question for the things the containers are filled with: ``still`` asks what can be done *despite* the
part spoiling, so the spoiled things are not used. The part is then read as the holder losing them.

Only when every guard holds (else nothing changes, and the solver refuses as before):

- the question is the container-count question (``rate_groups``) of a person, with ``still`` after its ``how``
  (``If 10 were still fresh, how many …`` is not this reading);
- exactly one spoiled or damaged part (a ``classify`` named by a pack destroy verb) of those things, and no
  other part of them;
- the things were counted only as that person's (gains or holdings, one actor), so the part is of the asked
  person's things (check_damaged_scope has already refused a part of only some of them).
"""
from __future__ import annotations

from domain.reader.graph import Op, Question

_COUNTED = ("gain", "hold")


def settle_still_parts(ops: list[Op], question: Question, words: list[str], lex) -> list[Op]:
    """The spoiled part turned into the holder's loss when the question says ``still`` (module doc)."""
    if question.kind != "rate_groups" or not question.entity or "still" not in words or "how" not in words \
            or words.index("still") < words.index("how"):
        return ops
    destroy = lex.destroy_verbs
    parts = [op for op in ops if op.kind == "classify" and op.item is not None
             and destroy & set(op.lemma.split("+"))]
    if len(parts) != 1:
        return ops
    part = parts[0]
    unit = part.item.unit
    if any(op.kind == "classify" and op is not part and op.item is not None and op.item.unit == unit
           for op in ops):
        return ops
    counted = [op for op in ops if op is not part and op.kind not in ("per", "describe") and op.item is not None
               and (op.item.unit == unit or op.target == unit)]
    if not counted or any(op.kind not in _COUNTED or op.actor != question.entity or op.target
                          or op.sentence > part.sentence or op.item.mods != part.item.mods for op in counted):
        return ops
    verb = next(v for v in sorted(part.lemma.split("+")) if v in destroy)
    loss = Op(kind="lose", lemma=verb, sentence=part.sentence, actor=question.entity, item=part.item,
              amount=part.amount)
    return [loss if op is part else op for op in ops]
