"""A damaged part that is still had (v12, ADR 0231): ``Sally had 39 baseball cards, and 9 were torn. Sara bought
24 of Sally's baseball cards. How many baseball cards does Sally have now?`` (39 − 24 = 15).

A damaged part (damaged.py, spoiled_parts.py) is a ``classify`` named by a destroy verb (``verb.tear`` /
``not:verb.tear``). Since v8 the solver refused anything that needed the whole holding after it: whether broken
glasses, burst balloons or wilted flowers are still had is not said. Some damage, though, leaves the thing
whole and where it was, and still a thing of its kind: a torn card, a ripped page, a cracked shell is still a
card, a page, a shell, still in its owner's hands (``KEPT_DAMAGE``). For those the part names a kind and takes
nothing away, exactly as ``8 balloons are red`` does, so:

- a question about all the things, no kind named (``How many baseball cards does Sally have now?``), counts the
  damaged ones too (the sum of the two kinds, or the merged holding below);
- a change of the things with no kind named (``Sara bought 24 of Sally's baseball cards``, ``Sam gave Mary 23
  new cards`` then ``Mary bought 40 cards``) does not say which kind it took or added, so the kinds stop being
  known separately and merge into one holding, as a loss of a general kind already merged specific kinds
  (solver.merge_kinds); a later question about one kind (``How many torn cards …?``) then refuses;
- a question naming the damaged kind is left to the solver's older refusal (``still held or not?``);
- ``left`` / ``remaining`` (``How many cards does Sally have left?``) refuses: in a story that names a damaged
  part, what is *left* may mean the things less that part (``check_kept_left``).

``broken``, ``burst``, ``burned``, ``wilted``, ``destroyed``, ``ruined`` are not in ``KEPT_DAMAGE``: a broken egg
or a burst balloon may well be gone, so everything about them refuses as before. (v14, ADR 0284: ``burst`` at a
clause end is a departure now, pack ``fn.popped``: the burst balloons are gone.)
"""
from __future__ import annotations

from domain.reader.graph import Item, Op
from domain.reader.refusals import Reason, ReaderRefusal

KEPT_DAMAGE = frozenset({"verb.crack", "verb.rip", "verb.tear"})
"""Pack destroy verbs whose damaged things are still whole things of their kind, still held."""

_LEFT = frozenset({"left", "remaining", "remain"})


def kept_mod(mod: str) -> bool:
    """``verb.tear`` / ``not:verb.tear``: a kind named by damage that takes nothing away."""
    return mod.removeprefix("not:") in KEPT_DAMAGE


def _predicate(mod: str) -> bool:
    return mod.startswith(("verb.", "not:verb.", "act:", "not:act:"))


def kept_split(keys, unit: str) -> bool:
    """The holder's ``unit`` is split into kinds by a kept damaged part, and by no other part named by what its
    things did (``2 of them didn't work`` may be gone)."""
    mods = set()
    for k in keys:  # loops: a comprehension made ``unit`` a cell per call (speed, ADR 0267)
        if k.unit == unit:
            for m in k.mods:
                if _predicate(m):
                    mods.add(m)
    return bool(mods) and all(kept_mod(m) for m in mods)


def _no_kind_named(item: Item, keys) -> bool:
    """``item`` names none of the kinds the split made: its mods (``Pokemon`` of ``Pokemon cards``) are shared by
    every split holding, so it means all of them."""
    split = [set(k.mods) for k in keys if k.unit == item.unit and any(_predicate(m) for m in k.mods)]
    return bool(split) and set(item.mods) <= set.intersection(*split)


def kept_whole_question(asked: Item, keys) -> bool:
    """A question about all of a holder's things, no kind named, over kinds split only by a kept part."""
    return kept_split(keys, asked.unit) and _no_kind_named(asked, keys)


def merge_kept(solver, owner: str, item: Item, op: Op) -> None:
    """Before a change of ``item`` (no kind named) to a holding split by a kept part: merge the kinds."""
    keys = list(solver.holdings.get(owner, {}))
    if kept_split(keys, item.unit) and _no_kind_named(item, keys):
        solver.merge_kinds(owner, item, op)


def kept_pool(verifier, owner: str, item: Item) -> None:
    """The verifier's side of ``merge_kept``: one pooled variable replaces the kinds."""
    keys = verifier.keys_of(owner)
    if kept_split(keys, item.unit) and _no_kind_named(item, keys):
        verifier.pool_kinds(owner, item)


def check_kept_left(ops: list[Op], question, words: list[str], sentence: int) -> None:
    """``How many cards does Sally have left?`` after ``9 were torn``: all of them, or those less the torn ones?"""
    item = question.item
    if item is None or not _LEFT & set(words):
        return
    for op in ops:
        if op.kind == "classify" and op.item is not None and op.item.unit == item.unit \
                and any(kept_mod(m) for m in op.lemma.split("+")):
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "item_binding", sentence_index=sentence,
                                frame="question.left_part",
                                detail=f"what is left of {item.unit} after a part was damaged: all of them, or "
                                       "those less the damaged part?")
