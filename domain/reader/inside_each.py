"""``inside each box there were 2 scarves and 6 mittens`` (v9, ADR 0146): a content rate told place first.

``In each box there are 5 apples`` says what ``Each box has 5 apples`` / ``There are 5 apples in each
box`` say: how many things one container holds, one ``per`` rate for each listed kind. Read only as a
whole clause:

- ``in`` or ``inside``, ``each`` and a pack unit (the container); an optional comma;
- ``there`` and a form of ``be``;
- a list of counted things (``2 scarves and 6 mittens``): no money, no measure of the container itself,
  and nothing after the list but words that change no quantity.

A container named by other contents (``4 boxes of books … inside each box there were 3 pens``) refuses
as the ``each box has`` form does (container_contents.py). Anything else is not read here and the clause
goes on as before (and refuses as before: ``Inside the box there were 5 pens`` is not a rate).
"""
from __future__ import annotations

from domain.reader.amounts import read_quantity_list
from domain.reader.circumstances import skip_circumstance_words, unparsed
from domain.reader.container_contents import contradicts
from domain.reader.graph import Op
from domain.reader.phrases import Context, Cursor, fmt
from domain.reader.rates import read_container
from domain.reader.refusals import Reason


def parse_inside_each(cur: Cursor, ctx: Context, ops: list[Op]) -> bool:
    """Consume ``inside each <unit> there were N things [and M others]``; False (nothing consumed) otherwise."""
    start = cur.pos
    if cur.take_word("in", "inside") is None or cur.take("fn:each") is None:
        cur.pos = start
        return False
    container = read_container(cur, ctx)
    if container is None:
        cur.pos = start
        return False
    cur.take("punct:,")
    there = cur.take("fn:there")
    if there is None or cur.take("fn:be") is None:
        cur.pos = start
        return False
    rates = read_quantity_list(cur, ctx)
    if not rates or any(value is None or item is None or item.unit == container.unit
                        or cur.lex.unit_by_id[item.unit].family != "count" for value, item in rates):
        cur.pos = start
        return False
    skip_circumstance_words(cur)
    if not cur.at_end():
        cur.pos = start
        return False
    for value, thing in rates:
        for mod in container.mods:  # "inside each package of socks there were 2 shirts" (container_contents.py)
            if mod.startswith("of:") and contradicts(cur.lex, mod[3:], cur.words, thing):
                raise unparsed(cur, "statement.rate", f"a container of {mod[3:]} said to hold {thing.unit}",
                               Reason.AMBIGUOUS_REFERENCE, "item_binding")
        ops.append(Op(kind="per", lemma=there.entry.id, sentence=cur.sentence.index, item=thing,
                      amount=fmt(value), target=container.unit))
    return True
