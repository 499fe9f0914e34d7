"""A scene whose place phrase is things the story counts refuses (red team 3, ADR 0336).

    Kevin starts with cards. He finds another 47. How many cards does Kevin end with?          (answered 47)
    Jason went to football games this month. He went to 17 games last month, … in all?        (answered 33)

A scene sentence (``desc.scene_where``: a scene verb and place phrases, scenes.py) states no quantity, and its
``<where>`` slot takes a preposition and a number-free noun phrase: ``to the grocery store``, ``on vacation``.
When that noun phrase ends in a *unit* (``with cards``, ``to football games``) rather than a place, the sentence
may well be a holding or an event of those things with the number left out (the corpus problems these came
from said ``starts with 7 cards``, ``went to 11 football games this month``). If the story counts those things
anywhere (a holding, a gain, a loss, … of a related unit) or the question asks about them, how many the scene
held or moved is not said: refuse. A scene whose place phrase ends in a place (``went to the store``), a
person, or names things the story never counts reads as before; so does a purpose (``to buy clothes``).
"""
from __future__ import annotations

from domain.reader.graph import Op, Question
from domain.reader.refusals import Reason, ReaderRefusal

_WHERE_RULES = ("desc.scene_where", "desc.scene_where_progressive")


def check_scene_counted_things(ops: list[Op], where_units: list[tuple[int, str]], question: Question,
                               lex) -> None:
    """Refuse a ``desc.scene_where`` sentence whose place phrase ends in a unit the story or question counts."""
    if not where_units:
        return
    scenes = {op.sentence for op in ops if op.kind == "describe" and op.lemma in _WHERE_RULES}
    counted = {op.item.unit for op in ops if op.kind != "describe" and op.item is not None}
    for item in (question.item, question.item2):
        if item is not None:
            counted.add(item.unit)
    for sentence, unit in where_units:
        if sentence not in scenes:
            continue  # the slot was tried by a rule that did not match the sentence
        if any(u == unit or lex.kind_of(u, unit) or lex.kind_of(unit, u) for u in counted):
            raise ReaderRefusal(Reason.UNKNOWN_QUANTITY, "event_binding", sentence_index=sentence,
                                frame="statement.scene",
                                detail=f"a scene's place phrase names {unit} the story counts: how many is not said")
