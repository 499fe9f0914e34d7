"""Where a thing was put, asked by another putting verb (v8, ADR 0123):

    There were 28 bales of hay in the barn. Tim stacked bales in the barn today.
    There are now 54 bales of hay in the barn. How many bales did he store in the barn?        54 − 28

A verb of the pack's ``put`` category (stack, store, place, put, stuff …) moves things into a place; the
parser reads the place as the op's target (``stacked bales in the barn``: target ``the barn``). Two
readings follow, both only for ``put`` verbs:

- a question's ``in the barn`` names that target, so ``How many bales did he stack in the barn?`` matches
  the stacking (before, the place filter looked at ``op.place`` only and refused);
- a question asking one ``put`` verb (``store``) where no statement uses it, but the story put things into
  the asked place by exactly one other ``put`` verb (``stacked``): putting bales in the barn is storing them there,
  whichever manner verb the story used. This needs the asked place: ``How many did he store?`` beside
  ``stacked 5 in the barn and 3 in the shed`` keeps refusing, and so does any other category (``sold``
  is not ``gave``).

The solver's place, time, item and actor filters then apply as for the asked verb itself.
"""
from __future__ import annotations

import msgspec

from domain.reader.graph import Op, Question

PUT = "put"


def put_place(op: Op, categories: dict[str, str]) -> str:
    """The place an op happened in or, for a putting verb with no place of its own, the place it put into."""
    if op.place:
        return op.place
    if op.kind == "transfer" and categories.get(op.lemma) == PUT:
        return op.target
    return ""


def put_question(q: Question, ops: list[Op], categories: dict[str, str]) -> Question:
    """The question asked by the one putting verb the story used into the asked place, when the asked
    putting verb is used nowhere; otherwise the question as it is. Two verbs into that place (``stacked``
    and ``put``): the question stays, and refuses as before."""
    if q.kind != "event" or not q.place or categories.get(q.lemma) != PUT or any(op.lemma == q.lemma for op in ops):
        return q
    lemmas = {op.lemma for op in ops if op.kind == "transfer" and categories.get(op.lemma) == PUT
              and put_place(op, categories) == q.place}
    if len(lemmas) != 1:
        return q
    return msgspec.structs.replace(q, lemma=lemmas.pop())
