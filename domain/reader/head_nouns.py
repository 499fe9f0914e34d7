"""``Jack had 100 baseball cards. He sold 35 cards and then bought 12 cards. How many cards does Jack have now?``
(v19, ADR 0423): a kind named again by its head noun.

The pack puts ``baseball cards`` under ``cards`` (a kind), and a holder who holds one kind of a general unit is not
said to hold the general unit (``25 girls … 8 children`` may count children never told: pooled_unit_kinds.py), so
the story's ``35 cards`` were a loss from nothing held (``77+?init``). But ``cards`` here is the story's own
``baseball cards`` named again by the head noun of their name: the pack unit's plural is ``<words> <general
plural>``. Read: every bare ``cards`` of the story is those baseball cards — the graph's items of the specific unit
are renamed to the head noun, so the solver and the verifier both see one unit.

Read exactly when
- exactly one unit of the story (items, containers' ``of`` contents, question) is a pack kind of the general unit,
  and its plural is a run of words ending in the general's plural (``baseball cards`` → ``cards``);
- no other unit of the story is a kind of either, has either as a kind, may overlap either, or ends in that noun
  (``baseball cards`` and ``football cards`` / ``postcards``: which cards? refused as before);
- neither unit carries a modifier anywhere, nor names the contents of a container (``packs of baseball cards``);
- the specific name comes first: the first operation on either names the kind;
- each operation naming the head noun is a gain, a loss or a giving by a doer the story already showed with the
  kind (as doer or receiver): the same holder naming its things again (``Sam has 20 cards`` beside Jack's baseball
  cards, a ``has … cards in all`` total, a rate or a comparison in the head noun are refused as before);
- the question names the head noun or the kind as its item only (``How many cards are not baseball cards?`` is not
  read), and asks the kind only when no gain names the head noun (``had 20 golf balls. He found 4 balls. How many
  golf balls …?``: the balls found may be of any kind; asked ``balls``, the answer is the same either way).
Anything else leaves the graph as it was.
"""
from __future__ import annotations

import msgspec

from domain.reader.graph import Item, Op, Question

_MOVES = frozenset({"gain", "lose", "transfer"})
_TOLD = frozenset({"hold", "gain", "lose", "transfer", "compare_add", "compare_mul"})


def _units(ops: list[Op], question: Question) -> tuple[set[str], set[str]]:
    """(units named as items, units named in modifiers such as ``of:unit.card``)."""
    items, inside = set(), set()
    for it in [op.item for op in ops] + [question.item, question.item2]:
        if it is None:
            continue
        items.add(it.unit)
        for m in it.mods:
            inside.add(m.rsplit(":", 1)[-1])
    for x in (question.other,):
        if x.startswith("unit."):
            inside.add(x)
    return items, inside


def _head_pair(lex, units: set[str]) -> tuple[str, str] | None:
    """(specific, general) when exactly one story unit is a kind of another story unit named by its head noun."""
    pairs = []
    for v in units:
        for u in units:
            if u != v and lex.kind_of(v, u) and lex.unit_by_id[v].plural.endswith(" " + lex.unit_by_id[u].plural):
                pairs.append((v, u))
    return pairs[0] if len(pairs) == 1 else None


def settle_head_nouns(ops: list[Op], question: Question, lex) -> tuple[list[Op], Question]:
    """The graph with the kind renamed to its head noun when the module doc's conditions hold; else unchanged."""
    # speed (ADR 0541): the items' units first, and the modifiers' units (``_units``, the same scan) only once a
    # pair is found (most texts have none); both pure reads of the ops and the question
    items = {op.item.unit for op in ops if op.item is not None}
    for it in (question.item, question.item2):
        if it is not None:
            items.add(it.unit)
    pair = _head_pair(lex, items)
    if pair is None:
        return ops, question
    items, inside = _units(ops, question)
    kind, head = pair
    if kind in inside or head in inside:
        return ops, question
    tail = " " + lex.unit_by_id[head].plural
    for w in items - {kind, head}:
        if any(lex.kind_of(w, x) or lex.kind_of(x, w) or lex.may_overlap(w, x) or lex.may_overlap(x, w)
               for x in (kind, head)) or lex.unit_by_id[w].plural.endswith(tail):
            return ops, question
    shown: set[str] = set()
    first = True
    for op in ops:
        if op.item is None or op.item.unit not in (kind, head):
            continue
        if op.item.mods:
            return ops, question
        if op.item.unit == kind:
            if op.kind in _TOLD and op.actor and op.actor[:1] not in ("?", "@"):
                shown.add(op.actor)
                if op.kind == "transfer" and op.target:
                    shown.add(op.target)
        else:
            if first or op.kind not in _MOVES or op.actor not in shown or op.members or op.groups or op.factor:
                return ops, question
            if op.kind == "transfer" and op.target:
                shown.add(op.target)
        first = False
    q = question
    if q.item is not None and q.item.unit == kind and any(
            op.item is not None and op.item.unit == head and op.kind == "gain" for op in ops):
        return ops, question  # "had 20 golf balls. He found 4 balls. How many golf balls …?": golf balls found?
    if q.item2 is not None and q.item2.unit in (kind, head):
        return ops, question
    if q.item is not None and q.item.unit in (kind, head) and q.item.mods:
        return ops, question
    if first:
        return ops, question
    renamed = [op if op.item is None or op.item.unit != kind else _with_unit(op, head) for op in ops]
    if q.item is not None and q.item.unit == kind:
        q = msgspec.structs.replace(q, item=Item(unit=head))
    return renamed, q


def _with_unit(op: Op, unit: str) -> Op:
    return msgspec.structs.replace(op, item=Item(unit=unit))
