"""``in each one`` closing a progressive scene's rate (v11, ADR 0198):
``She was making bouquets with 8 flowers in each one.``

``with 8 flowers in each bouquet`` after ``was making bouquets`` is a rate per container (progressives.py).
``each one`` says the same when ``one`` can stand for one noun only: the activity's object, the things being
made or filled (``bouquets``). So ``one`` is read as that object, and only when

- the rate names its thing (``8 flowers``): ``with 8 in each one`` has neither thing nor container written;
- the object is another unit than that thing (``organizing his cards with 3 cards in each one``: 3 cards in
  each card? not read);
- ``one`` is the clause's last word (``in each one of the boxes`` is not this form).
"""
from __future__ import annotations

from domain.reader.graph import Item
from domain.reader.phrases import Cursor


def take_each_one(tail: Cursor) -> bool:
    """After ``each``: the word ``one`` ending the clause (consumed), else False with nothing consumed."""
    if tail.peek_word() == "one" and tail.pos + 1 == tail.end:
        tail.pos += 1
        return True
    return False


def one_container(scene_units: list[str], named: Item | None) -> Item | None:
    """The scene object ``one`` stands for, or None when the form does not apply (module doc)."""
    if named is None or not scene_units or scene_units[0] == named.unit:
        return None
    return Item(unit=scene_units[0])
