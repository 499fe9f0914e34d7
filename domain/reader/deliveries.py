"""Things got in a delivery (v9, ADR 0142):

    A toy store had 4 giant stuffed bears in stock when they got another shipment with 10 bears in it.

``got a shipment with 10 bears in it`` is a gain of the 10 bears: the shipment (pack function role
``delivery``: shipment, delivery) is how they came, never a container the holder keeps counting (``a box
of 10 bears`` stays a box, read by measures.py). Read only after a verb of gaining, with ``a``/``an``/
``another``, the delivery word, ``with`` and a quantity, and exactly ``in it`` after the quantity; any
other shape leaves the words unread and the sentence refuses as before.
"""
from __future__ import annotations

DELIVERY = "fn:delivery"


def take_delivery_head(cur) -> bool:
    """``a shipment with`` / ``another delivery with`` before the quantity: consumed (True) or untouched."""
    start = cur.pos
    if cur.take_word("a", "an") is None and cur.take("fn:another") is None:
        return False
    if cur.take(DELIVERY) is None or cur.take_word("with") is None or not (cur.sense("num") or cur.sense("number")):
        cur.pos = start
        return False
    return True


def take_in_it(cur) -> bool:
    """``in it`` closing the delivery phrase."""
    if cur.peek_word() == "in" and cur.peek_word(1) == "it":
        cur.pos += 2
        return True
    return False
