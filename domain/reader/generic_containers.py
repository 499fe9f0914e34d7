"""``There are 10 stickers on a page.`` before a count of pages: what one page holds (reader v13, ADR 0265).

    There are 10 stickers on a page. If you have 22 pages of stickers, how many stickers do you have?  10 × 22

``There are N X on|in a <container>`` names one container with ``a``. When the story goes on to count such
containers (``22 pages``) and never names that one again, the ``a`` is generic — any page — and the sentence
says what each one holds, as ``There are 10 stickers on each page`` does; read as one particular page, the
story would tell of a page and then of 22 pages and could answer nothing about the stickers on them. So it is
read as that rate (a ``per`` operation of X for the container unit) when all of this holds:

- the sentence is a ``there`` count (pack ``fn.there``) of one kind of things at a place introduced with
  ``a``/``an`` whose noun is a count unit of the pack (``page``);
- no other operation names that place, and no later sentence says ``the <container>`` (that one page again);
- a later sentence (the question too) counts the containers: a number right before the plural noun;
- no rate of those things per that container is told already.

Otherwise the sentence stays a holding of the one place, as in ``There are 47 eggs in a box. Harry takes 5
eggs.`` (no boxes counted).
"""
from __future__ import annotations

from domain.reader.graph import Op

THERE = "fn.there"


def settle_generic_containers(ops: list[Op], ctx, cursors, lex) -> list[Op]:
    """The ``there`` holdings at an ``a <container>`` place that the story reads as a rate (module doc)."""
    if not ctx.indefinite_places:
        return ops
    out = list(ops)
    for i, op in enumerate(ops):
        place = op.actor
        if op.kind != "hold" or op.lemma != THERE or place not in ctx.indefinite_places or op.item is None:
            continue
        noun = place.rpartition(" ")[2]
        if not place.startswith("the ") or place.count(" ") != 1:
            continue  # "a red box": kept as the one place
        unit = next((u for u in lex.pack.units if u.singular == noun and u.family == "count"), None)
        if unit is None or unit.id == op.item.unit:
            continue
        if any(o is not op and place in (o.actor, o.target, o.place, o.source) for o in ops):
            continue
        if any(o.kind == "per" and o.target == unit.id and o.item is not None and o.item.unit == op.item.unit
               for o in ops):
            continue
        later = [c for c in cursors if c.sentence.index > op.sentence]
        if any(_says(c.words, ("the", noun)) or _says(c.words, ("the", unit.plural)) for c in later):
            continue
        if not any(_counted(c, unit.plural) for c in later):
            continue
        out[i] = Op(kind="per", lemma="fn.each", sentence=op.sentence, item=op.item, amount=op.amount,
                    target=unit.id)
    return out


def _says(words: list[str], pair: tuple[str, str]) -> bool:
    return any(words[k] == pair[0] and words[k + 1] == pair[1] for k in range(len(words) - 1))


def _counted(cur, plural: str) -> bool:
    """A number right before ``plural`` somewhere in the sentence."""
    return any(cur.words[k + 1] == plural and (cur.sense("num", k) or cur.sense("number", k))
               for k in range(cur.end - 1))
