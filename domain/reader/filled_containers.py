"""A container filled with a measure, and some of it poured out (reader v13, ADR 0262).

- ``Blake filled a bucket with 0.8 gallon of water.``: filling a container with an amount is putting that amount
  into it, as ``Blake put 0.8 gallon of water in a bucket`` says (a put into the container). Read only when
  the container is a thing (no person) named here for the first time (``a bucket``, ``the tank``, ``her jar``):
  a container told of before may have held some already, and ``filled`` then does not say how much went in. A
  count of containers (``filled 3 bags with …``), ``with`` and no number, or any word after the amount but a
  time refuse as before. A filler who held or got such things before refuses (red team 25, ADR 0269: were
  they the ones put in?).
- ``Later, he poured out 0.2 gallon of the water.``: a put verb with the particle ``out`` and no place is
  taking that amount out of the one thing that holds those things; the holder loses it. Read only when exactly
  one thing (no person, not the pourer) holds that unit so far, of one kind, and the poured amount names it
  (``of the water``) or names no stuff at all; ``out of|from <that thing>`` may follow. Two holders, a person
  holding some, another stuff, another place refuse.

Pack: ``fn.fill`` (role ``fill``: fill, fills, filled).
"""
from __future__ import annotations

from domain.reader.amounts import read_quantity_list
from domain.reader.circumstances import read_place, skip_circumstance_words, unparsed
from domain.reader.graph import Item, Op
from domain.reader.phrases import Context, Cursor, fmt
from domain.reader.refusals import Reason


def parse_filled(cur: Cursor, ctx: Context, ops: list[Op], subject: str) -> bool:
    """``<subject> filled <det|poss> <container> with <amounts>`` → a put of each amount into the container."""
    fill = cur.sense("fn:fill")
    if fill is None:
        return False
    start = cur.pos
    cur.pos += fill.length
    known = set(ctx.entities)
    if cur.sense("num") or cur.sense("number"):
        cur.pos = start  # "filled 3 bags with …": a count of containers, not read here
        return False
    container = read_place(cur, ctx)
    if not container or container in known or ctx.entities.get(container) != "n" or not cur.take_word("with"):
        cur.pos = start
        return False
    if container == subject or any(container in (o.actor, o.target, o.source, o.place) for o in ops):
        cur.pos = start
        return False
    qs = read_quantity_list(cur, ctx)
    if not qs:
        raise unparsed(cur, "statement.fill", "a container filled with no stated amount")
    skip_circumstance_words(cur)
    if not cur.at_end():
        raise unparsed(cur, "statement.fill", "words after the amount a container is filled with")
    si = cur.sentence.index
    units = {item.unit for _, item in qs}
    if any(o.item is not None and o.item.unit in units and subject in (o.actor, o.target, o.source) for o in ops):
        # red team 25 (ADR 0269): "Blake had 2 gallons of water. Blake filled a bucket with 0.8 gallon of water.
        # How much water does Blake have?" answered 1.2: from his own water, or from a tap?
        raise unparsed(cur, "statement.fill", "a container filled by someone who holds such things: from them or not?",
                       Reason.AMBIGUOUS_REFERENCE, "entity_binding")
    for value, item in qs:
        ops.append(Op(kind="transfer", lemma="verb.put", sentence=si, actor=subject, item=item, amount=fmt(value),
                      target=container))
    return True


def _holders(ops: list[Op], unit: str) -> dict[str, set[Item]]:
    """Who holds things of ``unit`` so far: held, gained, or put into."""
    out: dict[str, set[Item]] = {}
    for o in ops:
        if o.item is None or o.item.unit != unit:
            continue
        if o.kind in ("hold", "gain") and o.actor:
            out.setdefault(o.actor, set()).add(o.item)
        elif o.kind == "transfer" and o.target:
            out.setdefault(o.target, set()).add(o.item)
        elif o.kind == "lose" and o.actor:
            out.setdefault(o.actor, set()).add(o.item)
    return out


def read_one_quantity(cur: Cursor, ctx: Context, start: int):
    """The one quantity after a particle (``poured out 2 liters``, ``took out 15 marbles``) as (value, item); None,
    with the cursor back at ``start``, when there is none or a list of several."""
    qs = read_quantity_list(cur, ctx)
    if not qs or len(qs) != 1:
        cur.pos = start
        return None
    return qs[0]


def parse_poured_out(cur: Cursor, ctx: Context, ops: list[Op], subject: str, verb) -> bool:
    """``<subject> poured out <amount> [of the <stuff>] [out of|from <the container>]``: the one container
    holding those things loses the amount (module doc). Called with the cursor after the put verb."""
    if verb.category != "put" or cur.peek_word() != "out" or cur.sense("fn:particle") is None:
        return False
    start = cur.pos
    cur.pos += 1
    if cur.peek_word() == "of":
        cur.pos = start  # "poured out of the jar" with no amount: not read here
        return False
    one = read_one_quantity(cur, ctx, start)
    if one is None:
        return False
    value, item = one
    holders = _holders(ops, item.unit)
    if len(holders) != 1:
        raise unparsed(cur, "statement.pour_out", "poured out of which holder?", Reason.AMBIGUOUS_REFERENCE,
                       "entity_binding")
    holder, items = next(iter(holders.items()))
    if holder == subject or ctx.entities.get(holder) != "n" or len(items) != 1:
        raise unparsed(cur, "statement.pour_out", "poured out of someone's own or of several kinds",
                       Reason.AMBIGUOUS_REFERENCE, "entity_binding")
    held = next(iter(items))
    if item != held and item.mods:
        raise unparsed(cur, "statement.pour_out", "poured out another stuff than the container holds",
                       Reason.AMBIGUOUS_REFERENCE, "item_binding")
    skip_circumstance_words(cur)
    if cur.peek_word() in ("out", "from"):
        cur.pos += 1
        if cur.peek_word() == "of" and cur.words[cur.pos - 1] == "out":
            cur.pos += 1
        elif cur.words[cur.pos - 1] == "out":
            raise unparsed(cur, "statement.pour_out", "'out' with no 'of'")
        place = read_place(cur, ctx)
        if place != holder:
            raise unparsed(cur, "statement.pour_out", "poured out of another container than the one holding it",
                           Reason.AMBIGUOUS_REFERENCE, "entity_binding")
        skip_circumstance_words(cur)
    if not cur.at_end():
        raise unparsed(cur, "statement.pour_out", "words after what was poured out")
    ops.append(Op(kind="lose", lemma=verb.id,
                  sentence=cur.sentence.index, actor=holder, item=held, amount=fmt(value)))
    return True
