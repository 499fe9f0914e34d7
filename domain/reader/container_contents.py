"""Containers named by their contents, then given other contents (found by red team, ADR 0117):

    Sam buys 2 packages of socks. Each package has 6 shirts. How many shirts does Sam have?

``packages of socks`` says what the packages hold; ``each package has 6 shirts`` says they hold something
else. The reader used to multiply anyway (12). When the named contents are discrete things of their own
(socks, pencils) and the rate's things are neither those nor a kind of them, the two statements disagree
about what is inside, and the reading refuses. Contents that are a stuff (``boxes of chocolate candy …
each box has 3 pieces``: pieces of the candy) are not discrete things, so the rate may count their parts.
"""
from __future__ import annotations

from domain.reader.graph import Op
from domain.reader.lexicon import Lexicon
from domain.reader.refusals import Reason, ReaderRefusal

_OF = "of:"


def check_container_contents(ops: list[Op], lex: Lexicon, story: dict[int, list[str]]) -> None:
    """Refuse a content rate whose things contradict the countable contents a container was named by
    (``story``: each sentence's lower-case words, to see whether the contents were named in the plural)."""
    for rate in ops:
        if rate.kind != "per" or rate.item is None or not rate.target:
            continue
        inside = rate.item.unit
        if inside in lex.part_units:
            continue  # pieces / slices of whatever the containers hold
        for op in ops:
            if op.item is None or op.item.unit != rate.target:
                continue
            for mod in op.item.mods:
                if not mod.startswith(_OF):
                    continue
                named = mod[len(_OF):]
                unit = lex.unit_by_id.get(named)
                if unit is None or not unit.discrete or named == inside or unit.plural == unit.singular:
                    continue
                if unit.plural not in story.get(op.sentence, ()):
                    continue  # named in the singular: a mass (homework, candy) whose parts the rate may count
                if lex.kind_of(inside, named) or lex.kind_of(named, inside):
                    continue
                raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "item_binding", sentence_index=rate.sentence,
                                    frame="statement.rate",
                                    detail=f"{rate.target} named as holding {named}, then said to hold {inside}")
