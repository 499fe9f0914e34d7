"""Parts of a pooled set (v7): a part (``N of the X were <kind>``) of the things several holders got, asked
as one part of the pool over the whole group.

    Carol picked 29 and her mother picked 16. If only 38 of the carrots were good,
    how many bad carrots did they have?                     → pool 29 + 16 = 45; bad = 45 − 38 = 7

complements.py reads the part (a ``classify``); with one holder of the things the solver splits that
holder's holding into the two kinds. With several holders the set is their union, and only the pool is
split: how the good and bad ones fall between Carol and her mother is never said. So

- every holder of the unit is in the pool, each with one holding of it, all of one plain kind, each known
  (``the carrots`` names all of them; a stated part of an unknown pool fixes nothing asked);
- the kinds are a pack modifier (``good``/``bad``, made one opposite pair by the pack's ``opposites``). A
  part named by what it did (``didn't work``, ``29 were cracked``) is kept too (v8, ADR 0116), but whether
  it is still held is not said (ADR 0016): a question about a holder's things without a kind then refuses
  (``verb_pool_doubt``), while the events that brought them (``How many did they find?``) stay known;
- nothing about those things happens after the part, or before it is lost or moved (``ate 3 of them``:
  the part may be among the lost ones);
- a question about one kind is answered only over exactly the pool's holders (``did they have`` counting
  everyone, ``did Carol and her mom have``); over one member (``did Carol have``) it refuses;
- a question about the things without a kind is the whole pool, unchanged by the part.

The solver keeps each holder's holding untouched; the pool's two parts live beside it (``Pool``). The
verifier re-derives them by its own method (verifier.py).
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from domain.reader.damaged import damaged_kind
from domain.reader.graph import Item, Op, Question
from domain.reader.linear import Lin
from domain.reader.refusals import Reason, ReaderRefusal


def refuse(reason: Reason, missing: str, detail: str, sentence: int = -1) -> ReaderRefusal:
    return ReaderRefusal(reason, missing, sentence_index=sentence, frame="solver", detail=detail)


@dataclass
class Pool:
    owners: frozenset[str]
    general: Item
    kinds: dict[Item, object]  # kind item → its Lin value
    sentence: int
    index: int  # position of the classify among the graph's operations


def _verb_kind(kind: str) -> bool:
    return any(p.startswith(("verb.", "not:verb.", "act:", "not:act:")) for p in kind.split("+"))


def pool_classify(solver, op: Op, found: list) -> bool:
    """The solver's ``classify`` over several holders (``found``: (owner, key) pairs covering the item).
    False when it is not a pooled part (one holder: the caller's own reading, or its refusal)."""
    owners = frozenset(o for o, _ in found)
    if len(owners) < 2:
        return False
    unit = op.item.unit
    keys = set()
    for owner in owners:
        mine = [k for k in solver.holdings[owner] if k.unit == unit or solver.lex.kind_of(k.unit, unit)]
        if len(mine) != 1:
            raise refuse(Reason.AMBIGUOUS_REFERENCE, "entity_binding",
                         f"'N of the {unit} are <kind>' over {owner}'s {len(mine)} holdings of them", op.sentence)
        keys.add(mine[0])
    if len(keys) != 1:
        raise refuse(Reason.AMBIGUOUS_REFERENCE, "item_binding",
                     f"'N of the {unit} are <kind>' over holdings of different kinds", op.sentence)
    general = keys.pop()
    if any(e.kind in ("lose", "transfer") and (key.unit == unit or solver.lex.kind_of(key.unit, unit))
           for e, key, _ in solver.events):
        raise refuse(Reason.AMBIGUOUS_REFERENCE, "item_binding",
                     f"'N of them are <kind>' after some {unit} went", op.sentence)
    whole = Lin()
    for owner in sorted(owners):
        whole = whole + solver.holdings[owner][general]
    whole = whole.substitute(solver.known)
    if not whole.is_const():
        raise refuse(Reason.UNKNOWN_QUANTITY, "initial_state",
                     f"a part of the pooled {unit} whose holders' amounts are not all known", op.sentence)
    part = Lin(Fraction(op.amount))
    rest = whole - part
    # "If 50 of the carrots were good" of 45 picked: the rest would be negative (checked with the others)
    solver.checks.append((rest, solver.unit(unit).discrete, f"the pooled {unit} of kind {op.target}", op.sentence))
    kinds = {}
    for mod, value in ((op.lemma, part), (op.target, rest)):
        kinds[Item(unit=general.unit, mods=tuple(sorted({*general.mods, *mod.split("+")})))] = value
    index = next(i for i, o in enumerate(solver.graph.ops) if o is op)
    solver.pools.append(Pool(owners, general, kinds, op.sentence, index))
    solver.raw_steps.append((op, " and ".join(sorted(owners)), [op.amount], whole, rest))
    return True


def verb_pool_doubt(solver, owner: str, item: Item, sentence: int) -> None:
    """(v8) ``Tom found 15 seashells and Fred found 43. 29 were cracked. How many seashells do they have?``:
    the cracked ones may be thrown away; a holding of a pool's holder, asked without the pool's kind,
    refuses when the pool's part is named by what it did."""
    for pool in solver.pools:
        if owner not in pool.owners or not any(_verb_kind(m) for k in pool.kinds for m in k.mods):
            continue
        unit = pool.general.unit
        if item.unit == unit or solver.lex.kind_of(unit, item.unit) or solver.lex.kind_of(item.unit, unit):
            raise refuse(Reason.AMBIGUOUS_REFERENCE, "item_binding",
                         f"{owner}'s {unit} counted with a pooled part named by what it did: still held or not?",
                         sentence)


def pool_answer(solver, q: Question):
    """A question about one kind of a pooled set's things → its value (Lin); None when the question does
    not name a pool's kind (the ordinary reading applies)."""
    if q.item is None:
        return None
    for pool in solver.pools:
        unit = pool.general.unit
        if q.item.unit != unit and not solver.lex.kind_of(unit, q.item.unit):
            continue
        kind_mods = {m for k in pool.kinds for m in k.mods} - set(pool.general.mods)
        if not kind_mods & set(q.item.mods):
            continue
        if q.kind == "total":
            asked = frozenset(o for o, keys in solver.holdings.items()
                              if any(k.unit == unit or solver.lex.kind_of(k.unit, unit) for k in keys))
        elif q.kind == "members":
            asked = frozenset(q.members)
        else:
            raise refuse(Reason.UNKNOWN_QUANTITY, "entity_group",
                         f"one holder's share of a kind of the pooled {unit} is never said", q.sentence)
        if asked != pool.owners:
            raise refuse(Reason.AMBIGUOUS_REFERENCE, "entity_group",
                         f"a kind of the pooled {unit} asked over other holders than the pool's", q.sentence)
        later = [o for o in solver.graph.ops[pool.index + 1:] if o.item is not None
                 and (o.item.unit == unit or solver.lex.kind_of(o.item.unit, unit) or solver.lex.kind_of(unit, o.item.unit))]
        if later:
            raise refuse(Reason.AMBIGUOUS_REFERENCE, "item_binding",
                         f"{unit} changed after a part of the pool was told: which kind?", q.sentence)
        if q.kind in ("total", "members") and any(damaged_kind(solver.lex, k.mods) for k in pool.kinds
                                                  if set(q.item.mods) <= set(k.mods)):
            # v8: "29 were cracked. How many cracked seashells do they have?": still held or not? (damaged.py)
            raise refuse(Reason.AMBIGUOUS_REFERENCE, "item_binding",
                         f"the pooled {unit} of a damaged kind: still held or not?", q.sentence)
        hits = [v for k, v in pool.kinds.items() if set(q.item.mods) == set(k.mods)]
        if len(hits) != 1:
            raise refuse(Reason.AMBIGUOUS_REFERENCE, "kind_binding",
                         f"the asked {unit} are not one kind of the pool", q.sentence)
        return hits[0]
    return None


def note_named_group(ctx, members: list) -> None:
    """``Carol and her mom were picking carrots``: a descriptive sentence names a group (parser.py)."""
    if all(members) and len(members) >= 2:
        ctx.named_groups.append(tuple(members))


def check_pooled_parts(ops: list[Op], ctx) -> None:
    """``Carol and her mom were picking carrots. Carol picked 29, her mom 16 and Tom 10. If 38 of the carrots
    were good, …``: ``the carrots`` may be the named pair's (45) or everyone's (55), and the two readings
    disagree. A part of several holders' things refuses when a named group (a descriptive or a coordinated
    subject) shares members with those holders without being exactly them."""
    for i, op in enumerate(ops):
        if op.kind != "classify" or op.item is None:
            continue
        holders = {o.actor for o in ops[:i] if o.kind in ("hold", "gain") and o.item is not None
                   and o.item.unit == op.item.unit and o.actor}
        if len(holders) < 2:
            continue
        for group in [*ctx.named_groups, *ctx.coordinated]:
            if len(group) >= 2 and set(group) & holders and set(group) != holders:
                raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_group", sentence_index=op.sentence,
                                    frame="statement.part",
                                    detail=f"a part of the {op.item.unit}: of {' and '.join(group)}'s alone or of "
                                           f"everyone's?")
