"""Some of a general kind leave a holder that counts only its kinds (reader v18, ADR 0390).

    There were 25 girls and 19 boys at the party. 8 children went home. How many children are at the party now?
                                                                                            25 + 19 − 8 = 36

The party holds girls and boys, each counted; ``8 children went home`` is a loss of children, which the party was
never said to hold as such, so the solver found ``a passive clause and 0 holders of unit.child``. The pack says
girls and boys are children: the party's children are its girls and boys, 44, and 8 of them left. Which ones is
not said, so from then on the kinds are not known apart — they pool into one holding of the general kind (36),
exactly as ``had 13 siamese cats and 5 house cats … sold 10 cats`` pools the kinds of one unit named by their
modifiers (solver.merge_kinds, verifier.pool_kinds).

Read (for a loss only — a departure, a passive loss, a holder's own loss of the general kind) when
- the loss names the general kind bare (no modifier: ``8 small children`` are a kind of their own);
- the holder holds nothing of that unit itself, and at least two held units the pack puts under it (one kind
  alone is not a total of its parts: ``25 girls … 8 children`` may count children the text never told);
- no other holding of the holder may be those things too (``10 students`` beside the girls and boys: the
  children who left may be students — refused, as the pack's overlapping pairs say), and none of the kinds is
  one named by what its things did (``4 were broken``: still held or not?).
A passive loss with no holder named (``8 children went home``) takes from the one such holder; two refuse.

After the pooling a question about one kind (``How many girls are at the party now?``) finds only the pooled
children and refuses (the solver's ``may or may not be the asked kind``); about the start (``at first``) the
verifier's start row and the pooled holding no longer match, and the read is not verified (refused).
"""
from __future__ import annotations

from domain.reader.graph import Item
from domain.reader.linear import MINUS_ONE, ONE


def _predicate(mod: str) -> bool:
    return mod.startswith(("verb.", "not:verb.", "act:", "not:act:"))


def unit_kinds_held(lex, keys, item: Item) -> list[Item] | None:
    """The held keys whose units the pack puts under ``item``'s unit, when they may be pooled for a loss of
    ``item``: two or more, no key of that unit itself, no other key that may be the same things; else None."""
    if item.mods:
        return None
    general = item.unit
    parts = []
    for k in keys:
        if k.unit == general:
            return None
        if lex.kind_of(k.unit, general):
            if any(_predicate(m) for m in k.mods):
                return None
            parts.append(k)
    if len(parts) < 2:
        return None
    for i, a in enumerate(parts):
        for b in parts[i + 1:]:
            if a.unit == b.unit or lex.may_overlap(a.unit, b.unit) or lex.kind_of(a.unit, b.unit) \
                    or lex.kind_of(b.unit, a.unit):
                return None  # "10 students and 5 boys": some boys may be students — no total of parts
    for k in keys:
        if k in parts:
            continue
        if lex.kind_of(general, k.unit) or lex.may_overlap(k.unit, general) or any(
                lex.may_overlap(k.unit, p.unit) for p in parts):
            return None  # "10 students" beside the girls and boys: may they be among the children lost?
    return parts


def pool_unit_kinds(solver, owner: str, item: Item, op) -> None:
    """The solver's pooling before a loss of ``item`` from ``owner`` (see the module docstring)."""
    keys = solver.holdings.get(owner, {})
    parts = unit_kinds_held(solver.lex, list(keys), item)
    if parts is None:
        return
    total = None
    for k in parts:
        total = keys.pop(k) if total is None else total + keys.pop(k)
    solver.set_holding(owner, item, total, op)


def verify_pool_unit_kinds(verifier, owner: str, item: Item) -> None:
    """The verifier's side of ``pool_unit_kinds``: one pooled variable equal to the kinds' sum replaces them."""
    parts = unit_kinds_held(verifier.lex, verifier.keys_of(owner), item)
    if parts is None:
        return
    pooled = verifier.fresh(owner)
    terms = [(ONE, pooled)]
    for k in parts:
        terms.append((MINUS_ONE, verifier.version.pop((owner, k))))
    verifier.eq(*terms)
    verifier.version[(owner, item)] = pooled
    verifier.nonneg.append((pooled, verifier.discrete_item(item)))


def verifier_kind_holders(verifier, item: Item) -> list[str]:
    """The verifier's owners whose kinds of ``item`` may be pooled for a loss of it."""
    owners = sorted({o for (o, _) in verifier.version})
    return [o for o in owners if unit_kinds_held(verifier.lex, verifier.keys_of(o), item) is not None]


def unit_kind_holders(lex, holdings: dict, item: Item) -> list[str]:
    """Owners (solver holdings: owner → keys) whose kinds of ``item`` may be pooled for a loss of it."""
    return [o for o, keys in holdings.items() if unit_kinds_held(lex, list(keys), item) is not None]


def holders_of_kinds(lex, holdings: dict, item: Item) -> list[str]:
    """Owners holding any thing the pack puts under ``item``'s unit (one kind is enough): a loss of ``item`` by
    someone else, never said to hold any, may be of theirs (``Tom had 20 pears. Bob ate 7 fruits.``)."""
    return [o for o, keys in holdings.items() if any(lex.kind_of(k.unit, item.unit) for k in keys)]
