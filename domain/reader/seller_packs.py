"""``A store sells pencils in packs of 5.`` (v15, ADR 0304): things of a kind sold in containers of N by a seller.

As ``Pencils come in packs of 5`` (rates.parse_packaged_rate, ADR 0117), the sentence says each pack holds 5
pencils: a rate of the things per container, with the same red-team guard (a second rate per that container
refuses, rates.check_packaged). Read only as ``a|an|the <seller noun> sells|sold <bare plural things> in
<containers> of N`` closing the sentence: the seller a pack place or person noun after the determiner (``a store``,
``the baker``), the verb the pack's ``sell``, the things a plural unit with no number, determiner or possessive,
the containers with no modifier, N a positive number. The seller is introduced and holds nothing; a question about
the seller's things finds no holding. ``sells 9 packs of 5 pencils``, ``sells pencils for $2``, a named seller
(``Tom sells pencils in packs of 5``: his own?) are not read here.
"""
from __future__ import annotations

from domain.reader.graph import Op
from domain.reader.phrases import Context, Cursor, noun_run, read_item, read_number

_SELL = "verb.sell"


def parse_seller_packs(cur: Cursor, ctx: Context, ops: list[Op]) -> bool:
    """The form at the clause start, read; False with nothing consumed otherwise."""
    from domain.reader.rates import _append_per  # rates imports modules that import this one's importers
    start = cur.pos
    if cur.peek_word() not in ("a", "an", "the"):
        return False
    seller = noun_run(cur, start + 1, ("place", "person"))
    if seller is None or seller[0]:
        return False
    j = seller[2]
    verb = cur.sense("verb", j)
    if verb is None or verb.entry.id != _SELL or verb.length != 1:
        return False
    k = j + 1
    if cur.sense("num", k) or cur.sense("number", k) or cur.sense("fn:determiner", k) \
            or cur.sense("fn:possessive", k) or cur.sense("money", k):
        return False
    things = noun_run(cur, k, ("unit",))
    if things is None or things[1].form != "pl" or things[1].entry.id in cur.lex.person_units:
        return False
    cur.pos = k
    item = read_item(cur, ctx)
    if item is None or cur.pos != things[2] or not cur.take_word("in"):
        cur.pos = start
        return False
    container = read_item(cur, ctx, note=False)
    num = read_number(cur) if container is not None and not container.mods and cur.take_word("of") else None
    if num is None or num[1] or num[0] <= 0 or not cur.at_end():
        cur.pos = start
        return False
    name = " ".join(cur.words[start:j])
    ctx.introduce("the " + " ".join(cur.words[start + 1:j]) if cur.words[start] != "the" else name, "n")
    _append_per(cur, ctx, ops, verb.entry.id, num[0], item, container)
    ctx.packaged.append(ops[-1])
    return True
