"""``They put them on sale`` (v9, ADR 0146): things offered for sale are still the seller's.

A putting verb whose object is the things already in play and whose destination is ``on sale`` (pack
role ``on_sale``) moves nothing: it is a ``describe`` step, like a pooling. What leaves the holder is told
by its own verb (``and getting rid of 20 of them``, ``sold 12``). Read only when:

- the object is ``them`` / ``it`` / ``all of them`` or ``the <things>`` naming a thing already in play
  (``his books`` — whose? — is not read) — a number (``put 5 of them on sale``: which 5, and are they still had?) is
  not read here, and the clause refuses as before;
- ``on sale`` follows at once and ends the clause (end of sentence, ``and`` or a comma): ``put them on
  sale at the market for $2`` is a price or a place this module does not read.
"""
from __future__ import annotations

from domain.reader.graph import Op
from domain.reader.phrases import Context, Cursor, read_item


def take_sale_offer(cur: Cursor, ctx: Context, ops: list[Op], verb) -> bool:
    """Consume ``them on sale`` after a putting verb; False (nothing consumed) otherwise."""
    start = cur.pos
    if cur.take_word("them", "it"):
        pass
    elif cur.take("fn:all"):
        if not (cur.take_word("of") and cur.take_word("them")):
            cur.pos = start
            return False
    elif cur.take_word("the"):
        item = read_item(cur, ctx, note=False)
        if item is None or item.unit not in ctx.units_seen:
            cur.pos = start
            return False
    else:
        return False
    if not cur.take("fn:on_sale") or not (cur.at_end() or cur.peek_word() in ("and", ",")):
        cur.pos = start
        return False
    ops.append(Op(kind="describe", lemma=verb.id, sentence=cur.sentence.index))
    return True
