"""``N [more]`` with no noun, of the one kind in play (v12): ``Yesterday, Shelby earned 4 gold stars. Today, she
earned 3 more. How many gold stars did Shelby earn in all?`` / ``Mrs. Santiago has 58 red roses. Mrs. Garrett
has 24. How many more red roses does Mrs. Santiago have than Mrs. Garrett?``

An elided noun after ``more`` is the whole noun phrase told before, modifiers included: ``3 more`` is 3 more
gold stars, as ``bought 6 more fish`` after ``had 26 pet fish`` is 6 more pet fish (the rule amounts.py
already applies when the noun is repeated without its modifiers); a bare ``has 24`` is 24 red roses. Until v12
the elided amount kept only the unit (``unit.star``), so a question naming the kind (``gold stars``) refused:
were the 3 gold stars?

Read only when every earlier mention of that unit had one and the same set of modifiers (not none): with
``red apples`` and ``green apples`` told, or ``apples`` told bare beside ``red apples``, ``3 more`` keeps the bare
unit and the solver's item binding refuses as before.
"""
from __future__ import annotations

from domain.reader.graph import Item
from domain.reader.refusals import ReaderRefusal


def more_of_the_one_kind(unit: str, seen: dict[str, set[tuple[str, ...]]]) -> Item:
    """The item an elided ``N more`` names: ``unit`` with the modifiers of its one kind told so far, if any."""
    kinds = seen.get(unit, ())
    if len(kinds) == 1 and () not in kinds:
        return Item(unit=unit, mods=next(iter(kinds)))
    return Item(unit=unit)


def more_of_the_story_act(cur, ctx, verb_at: int, counted_here) -> str:
    """``Shelby's teacher gives out gold stars for great math work. Yesterday, Shelby earned 4 gold stars.
    Today, she earned 3 more.``: ``3 more`` after ``earned`` is more of what ``earned`` counted. scenes.
    more_of_counted reads that within one sentence (``bought 2 games … and bought 2 more``); an earlier
    sentence's act of the same verb counts too, under the same conditions: every other unit mentioned is a
    scene's uncounted unit (``work``), and the verb counted exactly one unit in the story. Otherwise the
    refusal ``counted_here`` (the plain reading) raises stands."""
    try:
        return counted_here()
    except ReaderRefusal:
        if ctx.story is None or verb_at < 0:
            raise
        lemmas = {s.entry.id for s in cur.senses(verb_at) if s.cls == "verb"}
        story = [op for op in ctx.story if op.kind != "describe" and op.item is not None]
        counted_units = {op.item.unit for op in story}
        scene_only = set().union(*ctx.scenes.values()) - counted_units if ctx.scenes else set()
        done = {op.item.unit for op in story if op.lemma in lemmas}
        if len(done) == 1 and scene_only and all(u in scene_only or u in done for u in ctx.units_seen):
            return next(iter(done))
        raise
