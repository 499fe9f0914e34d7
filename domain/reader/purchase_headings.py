"""``Alyssa bought some toys. She bought a football for $5.71, and spent $6.59 on marbles.`` (v12, ADR 0230): a
purchase told as a heading, then item by item.

The first sentence names what was bought only by its kind and without a count or a price; the next one lists the
purchases with their prices. An English reader takes the list as those toys, not as more purchases beside
toys bought at a price never told (which is how the sentence reads alone: the solver's unpaid guard refuses).
Read so, the heading adds nothing to the story, and it tells what kind the listed things are: the football and
the marbles are the toys bought (the pack says balls and marbles may or may not be toys; here they are).

Read only when:
- the heading is a sentence of one operation: a gain by a buying verb (spent_kinds.BUYING_VERBS) of an unknown
  number (``some toys``, ``toys``) of a pack kind (a unit some other unit is placed under), with no modifier;
- nothing about that person comes before the heading, and the very next sentence (with no ``also``, ``more``,
  ``another``, ``then`` …: those tell further purchases) holds at least two purchases by the same person, or one of a bare plural (``some toys``
  is more than one thing), each a gain paired with a money loss by the same verb in that sentence; it holds
  nothing else of that person's;
- every listed thing may be of the kind: the pack places it under the kind, or says it may be of it (balls,
  marbles, games for toys), or a ``toy`` noun adjunct says so. A thing the pack leaves unplaced (``a whistle``)
  or places elsewhere (``a shirt``) leaves the heading as it was (a purchase of its own, and the question
  refuses).
The listed things are then marked as said to be of the kind (``kind:<unit>`` in their modifiers), which
spent_kinds.spent_kind reads; the heading's operation is dropped.
"""
from __future__ import annotations

import msgspec

from domain.reader.change_due import TENDER
from domain.reader.graph import Item, Op
from domain.reader.spent_kinds import BUYING_VERBS, GETTING_VERBS, SAID_KIND, spent_kind


def _kind_unit(lex, unit: str) -> bool:
    return any(unit in generals for generals in lex.generals.values())


def _may_be(lex, item: Item, kind: str) -> bool:
    placed = spent_kind(lex, item, kind)
    if placed is not None:
        return placed
    return lex.kind_of(item.unit, kind) or lex.may_overlap(item.unit, kind)


def _meal_times(lex) -> frozenset[str]:
    """The pack's meal times said with ``for`` (``for lunch``): the forms of the function ``fn.period.meal`` that
    start with ``for``."""
    def compute(lex):
        return frozenset(f for fn in lex.pack.functions if fn.id == "fn.period.meal" for f in fn.forms
                         if f.startswith("for "))
    return lex.memo("purchase_headings.meal_times", compute)


def _buys(lex, head: Op) -> bool:
    """A buying verb (``bought some toys``), or ``got <food> for <meal>`` (v13, ADR 0261): getting one's lunch is
    buying it when every thing of the next sentence is paid for (``Sara got fast food for lunch. Sara spent $5.36
    on a hotdog and $5.10 on a salad.``). ``got some toys`` with no meal may be a gift and stays as it was."""
    if head.lemma in BUYING_VERBS:
        return True
    if head.lemma not in GETTING_VERBS or head.item is None or not head.time:
        return False
    if not lex.unit_by_id[head.item.unit].family.startswith("mass_noun_food"):
        return False
    parts = head.time.split("|")
    return len(parts) == 1 and parts[0].partition("=")[2] in _meal_times(lex)


ADDING = frozenset({"also", "too", "more", "another", "other", "then", "later", "again"})
"""Words that make the next sentence further purchases, not the heading's list (``She also bought …``)."""


def settle_purchase_headings(ops: list[Op], lex, words: dict[int, list[str]]) -> list[Op]:
    """Drop each heading read so and mark its listed things; the same list object is returned, changed in place
    (the parser's context keeps it as the story: ``ctx.story``)."""
    out = list(ops)
    for head in ops:
        if head.kind != "gain" or not _buys(lex, head) or head.item is None or head.item.mods \
                or not head.amount.startswith("?") or head.source or not _kind_unit(lex, head.item.unit):
            continue
        if sum(1 for op in ops if op.sentence == head.sentence) != 1:
            continue
        kind, who = head.item.unit, head.actor
        if any(op.sentence < head.sentence and who in (op.actor, op.target, op.source) for op in ops):
            continue  # purchases told before the heading: are they among its things?
        if ADDING & set(words.get(head.sentence + 1, ())):
            continue  # "She also bought …": more things, not the heading's
        listed = [op for op in ops if op.sentence == head.sentence + 1]
        # v13 (ADR 0261): the bill paid with after the list (change_due.parse_paid_after) is no purchase of it
        mine = [op for op in listed if op.actor == who and not (op.kind == "hold" and op.lemma == TENDER)]
        gains = [op for op in mine if op.kind == "gain"]
        losses = [op for op in mine if op.kind == "lose"]
        if not gains or len(gains) != len(losses) or len(gains) + len(losses) != len(mine):
            continue
        if any(not any(lo.lemma == g.lemma for lo in losses) for g in gains):
            continue  # each listed thing was paid for by its own verb in that sentence
        if any(lex.unit_by_id[lo.item.unit].family != "money" for lo in losses):
            continue
        if len(gains) < 2 and not gains[0].amount.startswith("?"):
            continue  # "some toys. She bought a doll for $5.": one doll is not the toys
        if not all(_may_be(lex, g.item, kind) for g in gains):
            continue
        out = [op for op in out if op is not head]
        mark = SAID_KIND + kind
        out = [msgspec.structs.replace(op, item=Item(unit=op.item.unit, mods=tuple(sorted({*op.item.mods, mark}))))
               if any(op is g for g in gains) else op for op in out]
    if len(out) != len(ops):
        ops[:] = out
    return ops
