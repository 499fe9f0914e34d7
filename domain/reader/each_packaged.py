"""A packaged rate told of one thing (v9, ADR 0149).

    Each apple comes in a package of 11.        11 apples per package (as ``Apples come in packages of 11``)

``Gumballs come in packages of 5`` (rates.parse_packaged_rate, v8) states how many things one package holds.
The same fact is told of one thing: ``Each <thing> <verb> in a <container> of N`` (``comes``, ``is sold``). It
is read as that rate, never dropped: a later ``Tom bought 3 packages`` counts 33 apples, a question about the
packages uses it, and a story that does not use it (``There are 8 apples in a pile … How many apples are there
in the pile?``) answers as it would without it.

Read only with ``each`` + a singular unit noun (no modifier: ``each red apple`` beside green ones refuses as
before), one pack verb [after ``is`` or a modal + ``be``], ``in a``/``in one`` + a singular container noun,
``of`` + a whole positive number of things, and nothing after; the container must be another unit. The rate
joins the packaged rates (``ctx.packaged``), so a second rate per the same container refuses
(rates.check_packaged) as for the plural form.
"""
from __future__ import annotations

from domain.reader.graph import Item, Op
from domain.reader.phrases import Context, Cursor, fmt, read_item, read_number

_MODALS = ("can", "could", "will", "would")


def parse_each_packaged(cur: Cursor, ctx: Context, ops: list[Op]) -> bool:
    """``Each apple comes in a package of 11.`` (module doc). False, nothing consumed, when not this form."""
    start = cur.pos
    if "of" not in cur.words[start:cur.end] or cur.sense("fn:each") is None:
        return False
    cur.pos += cur.sense("fn:each").length
    thing = cur.sense("unit")
    if thing is None or thing.form != "sg" or thing.entry.id in cur.lex.person_units:
        cur.pos = start
        return False
    item = read_item(cur, ctx)
    if item is None or item.mods or item.unit != thing.entry.id:
        cur.pos = start
        return False
    if cur.peek_word() in _MODALS:
        cur.pos += 1
    cur.take("fn:be")
    verb = cur.take("verb")
    if verb is None or not cur.take_word("in") or cur.peek_word() not in ("a", "one"):
        cur.pos = start
        return False
    cur.pos += 1
    box = cur.sense("unit")
    container = read_item(cur, ctx, note=False) if box is not None and box.form == "sg" else None
    if container is None or container.mods or container.unit == item.unit or not cur.take_word("of"):
        cur.pos = start
        return False
    num = read_number(cur)
    if num is None or num[1] or num[0] <= 0 or num[0].denominator != 1 or not cur.at_end():
        cur.pos = start
        return False
    ops.append(Op(kind="per", lemma=verb.entry.id, sentence=cur.sentence.index, item=Item(unit=item.unit),
                  amount=fmt(num[0]), target=container.unit))
    ctx.packaged.append(ops[-1])
    return True
