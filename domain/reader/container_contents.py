"""Containers named by their contents, then given other contents (found by red team, ADR 0117):

    Sam buys 2 packages of socks. Each package has 6 shirts. How many shirts does Sam have?

``packages of socks`` says what the packages hold; ``each package has 6 shirts`` says they hold something
else. The reader used to multiply anyway (12). When the named contents are discrete things of their own
(socks, pencils) and the rate's things are neither those nor a kind of them, the two statements disagree
about what is inside, and the reading refuses. Contents that are a stuff (``boxes of chocolate candy …
each box has 3 pieces``: pieces of the candy) are not discrete things, so the rate may count their parts.
"""
from __future__ import annotations

from domain.reader.graph import Item, Op
from domain.reader.lexicon import Lexicon
from domain.reader.refusals import Reason, ReaderRefusal

_OF = "of:"


def check_container_contents(ops: list[Op], lex: Lexicon, story: dict[int, list[str]], asked: str = "") -> None:
    """Refuse a content rate whose things contradict the countable contents a container was named by
    (``story``: each sentence's lower-case words, to see whether the contents were named in the plural), or
    that counts one kind of them when the question (``asked``: its unit) asks the contents' whole kind."""
    for rate in ops:
        if rate.kind != "per" or rate.item is None or not rate.target:
            continue
        for op in ops:
            if op.item is None or op.item.unit != rate.target:
                continue
            for mod in op.item.mods:
                if mod.startswith(_OF) and contradicts(lex, mod[len(_OF):], story.get(op.sentence, ()), rate.item):
                    raise _refuse(rate, mod[len(_OF):])
                if mod.startswith(_OF) and asked and asked != rate.item.unit and lex.kind_of(rate.item.unit, asked) \
                        and not _listed_kinds(ops, rate, asked, lex):
                    # red14: "3 baskets of fruits. Each basket has 6 apples. How many fruits?": 6 apples in
                    # each basket says nothing of the other fruit that may be in it too (18 was wrong)
                    raise _refuse(rate, mod[len(_OF):])


def _listed_kinds(ops: list[Op], rate: Op, asked: str, lex: Lexicon) -> bool:
    """v9 (ADR 0146): ``inside each box there were 2 scarves and 6 mittens`` lists two or more kinds of the
    asked whole kind for one container in one clause: a list of what is inside, which the question may sum.
    One kind alone (``Each basket has 6 apples``) still says nothing of the rest (red14)."""
    listed = {r.item.unit for r in ops if r.kind == "per" and r.item is not None and r.target == rate.target
              and r.sentence == rate.sentence}
    return len(listed) >= 2 and all(lex.kind_of(u, asked) for u in listed)


def contradicts(lex: Lexicon, named: str, words, inside: Item) -> bool:
    """Containers said to hold ``named`` (``words``: that sentence's words) cannot each hold ``inside``.

    - pieces / slices (part units) are parts of whatever the containers hold, unless said to be pieces
      of something else (``2 pieces of shirts`` in packages of socks, red12): that something is checked;
    - a mass (rice, flour: not discrete) holds no counted things: a count of discrete things (``bags of
      rice … each bag has 6 apples``) contradicts it, a measure (pounds, cups) does not (red12);
    - discrete contents named in the plural (socks) hold those or a kind of them (or a general kind)."""
    unit = lex.unit_by_id.get(named)
    thing = inside.unit
    if thing in lex.part_units:
        of = [m[len(_OF):] for m in inside.mods if m.startswith(_OF)]
        if not of:
            return False  # pieces / slices of whatever the containers hold
        thing = of[0]
    if unit is None or named == thing:
        return False
    inner = lex.unit_by_id.get(thing)
    if not unit.discrete and _made_of(inside, named):
        return False  # v19 (ADR 0424): "boxes of tea … 7 tea bags" / "packs of gum … 5 sticks of gum": of that stuff
    if not unit.discrete:
        return inner is not None and inner.discrete and inner.family == "count" and thing not in lex.part_units
    related = lex.kind_of(thing, named) or lex.kind_of(named, thing)
    if unit.plural == unit.singular or unit.plural not in words:
        # named in the singular: a mass (homework, candy, paper). red14: the rate may count its parts only when
        # the pack says they are (problems of homework, lollipops of candy: a kind); ``boxes of paper … each box
        # has 2 crayons`` says two different things are inside (was 6)
        return inner is not None and inner.discrete and not related
    return not related


def _made_of(inside: Item, stuff: str) -> bool:
    """v19 (ADR 0424): the rate's things say they are of the containers' stuff: ``sticks of gum`` (``of:``), ``tea
    bags`` / ``juice packs`` (the stuff as the noun's modifier). A bare count (``each box has 4 cans`` after
    ``boxes of juice``, ``each row has 12 plants`` after ``rows of corn``) names no stuff and is checked as before."""
    return any(m == _OF + stuff or (m.startswith("adj:") and m[len("adj:"):] == stuff) for m in inside.mods)


def _refuse(rate: Op, named: str) -> ReaderRefusal:
    return ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "item_binding", sentence_index=rate.sentence,
                         frame="statement.rate",
                         detail=f"{rate.target} named as holding {named}, then said to hold {rate.item.unit}")
