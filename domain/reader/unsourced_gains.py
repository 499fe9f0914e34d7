"""Things gathered with no source beside a question about a thing or place that holds them (v13, ADR 0273).

    The garden has 30 roses. Mia picked 12 roses. How many roses does the garden have now?

``Mia picked 12 roses`` is a gain from nothing (recipients.py: that is how the corpora tell of gathering), so the
garden kept its 30 and the reader answered 30. But roses picked, cut, taken or eaten come from somewhere, and the
garden is the one place the story names with roses: they may be the garden's (18) or not (30). The text does not
say. So a holding question about a holder that is no person (a pack place whose ``person`` flag is false: a
garden, a tree, a jar, an orchard) refuses when someone else gains the asked things with no ``from`` and no place (``The park has 30 trees.
Workers planted 12 trees.`` answered 30 as well: planted in the park or elsewhere?; a gain the parser placed
at the holder, ``Park workers will plant 57 trees``, is read as before); so does a
question about what containers hold (``Each tree has 25 apples. Workers picked 100 apples. How many apples are
still on the trees?`` answered 250). A loss by someone who was never said to hold the things counts the same way
(``Each tree has 74 apples. Lily ate 6 apples.``: eaten from the trees or not?). A person
asked about (``Ann has 40 apples. Sam picked 15 apples. How many apples does Ann have?``) is untouched: a person's
things are not taken without a giver or taker being told; a gain whose source is told, and a received one (``got``, ``received``: from a giver), are read as before.

v14 (fresh-d, ADR 0286): the things may be gained in containers. ``The gym had 25 balls. The coach bought 3 bags of
balls with 10 balls in each bag. How many balls does the gym have now?`` answered 25, and ``The box has 30 roses.
Mia bought 2 bags of 6 roses.`` answered 30: the gain was of bags, so the guard never saw balls or roses. A gain
or loss of a container whose contents are the asked things (a ``per`` rate of them in that container, or
``bags of balls``) counts as a gain or loss of those things; and a holder of such containers (``The bakery had 3
trays. Each tray had 12 muffins. Ann bought 20 muffins.`` answered 36) holds the asked things. A put or a giving
of the things by someone never said to hold them, to somewhere else (``There are 10 apples in the box. Tom puts 4
apples in the bag. How many apples are in the box?`` answered 10), may have taken them from the holder asked about:
it refuses the same way. And a holding question about a role with no name (``the farmer``, ``the baker``, ``the
owner``: a pack person noun after ``the``) who never held the things and gains them from no told source, while a
thing holds them (``The farm had 30 cows. The farmer bought 20 cows. How many cows does the farmer have?``
answered 20), refuses: the farm's cows may be the farmer's own (50). ``There are 30 cows on the farm`` already
refused there (solver.scene_gain_guard); a named person (``Mia``) is read as before.
"""
from __future__ import annotations

from domain.reader.graph import Op
from domain.reader.put_them import put_into
from domain.reader.recipients import _place_person
from domain.reader.refusals import Reason, ReaderRefusal


RECEIVING = frozenset({"verb.get", "verb.receive"})
"""Gains told as received (a giver somewhere, untold): not taken from the place asked about (ADR 0273; the
red-team-16 row ``The shop had 4 dolls in stock. Tom got a shipment with 10 dolls in it.`` reads 4)."""


def _thing_holder(lex, entity: str) -> bool:
    """``the garden`` / ``the trees`` / ``Maria's jar``: the last word is a pack place that is no person."""
    if not entity or entity.startswith(("?", "@")):
        return False
    last = entity.split()[-1].lower()
    person = lex.memo("place_person", _place_person).get(last)
    if person is not None:
        return person is False
    # v14 (fresh-d, ADR 0286): ``the bin`` — a unit noun the pack has as no place at all, and no person either
    unit = lex.memo("unit_words", _unit_words).get(last)
    return entity.lower().startswith("the ") and unit is not None and unit not in lex.person_units


def _unit_words(lex) -> dict[str, str]:
    """Lower-cased singular or plural of a pack unit → its id."""
    out: dict[str, str] = {}
    for unit in lex.pack.units:
        out.setdefault(unit.singular.lower(), unit.id)
        out.setdefault(unit.plural.lower(), unit.id)
    return out


def _same(lex, unit: str, asked: str) -> bool:
    return unit == asked or lex.kind_of(unit, asked) or lex.kind_of(asked, unit)


def _role_person(lex, entity: str) -> bool:
    """``the farmer`` / ``the baker``: a definite pack person noun, no name (v14)."""
    words = entity.split()
    return len(words) == 2 and words[0] == "the" and lex.memo("place_person", _place_person).get(words[1]) is True


def _check_role_gains(ops: list[Op], question, lex, of_asked) -> None:
    """``The farm had 30 cows. The farmer bought 20 cows. How many cows does the farmer have?``: the farm's cows
    may be the farmer's own (50) or not (20); refuse when the role never held them and gains them from nowhere
    while a thing holds them (v14, module doc)."""
    role = question.entity
    if any(op.actor == role and op.kind in ("hold", "hold_sum", "lose", "transfer") for op in ops):
        return
    things = {op.actor for op in ops if op.kind in ("hold", "hold_sum") and op.item is not None
              and of_asked(op.item) and _thing_holder(lex, op.actor)}
    if not things:
        return
    for op in ops:
        if op.kind == "gain" and op.actor == role and not op.source and not op.place and op.item is not None \
                and of_asked(op.item):
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_binding", sentence_index=op.sentence,
                                frame="statement.source",
                                detail=f"{role} gained {op.item.unit} beside {sorted(things)[0]}'s: "
                                       f"are those {role}'s too?")


def check_unsourced_gains(ops: list[Op], question, lex) -> None:
    """Refuse a holding question about a thing that holds the asked unit when another holder gains it from no
    told source (module doc)."""
    if question.item is None:
        return
    asked = question.item.unit
    holder = question.entity
    containers = {op.target for op in ops if op.kind == "per" and op.target and op.item is not None
                  and _same(lex, op.item.unit, asked)}
    if question.kind == "contained":
        containers.discard(question.other)  # "Sam bought 5 shirts. Each shirt has 6 buttons.": the asked containers

    def _of_asked(item) -> bool:
        """The asked things, or a container of them (``3 bags of balls``, ``Each bag has 10 balls``)."""
        if _same(lex, item.unit, asked) or item.unit in containers:
            return True
        return any(m.startswith("of:") and _same(lex, m[3:], asked) for m in item.mods)

    if question.kind == "holding" and _role_person(lex, holder):
        _check_role_gains(ops, question, lex, _of_asked)
        # v15 (ADR 0310): a role that holds the asked things is read as a thing holder is: ``The store had 50
        # shirts. A customer bought 12 shirts.`` answered 50 once customers were pack people (bought from the
        # store, 38, or elsewhere, 50?)
        if not any(op.actor == holder and op.kind in ("hold", "hold_sum") and op.item is not None
                   and _of_asked(op.item) for op in ops):
            return
    elif question.kind == "contained":
        # "Each tree has 25 apples. Workers picked 100 apples. How many apples are still on the trees?"
        holder = ""
    elif question.kind != "holding" or not _thing_holder(lex, holder) or not any(
            op.actor == holder and op.kind in ("hold", "hold_sum") and op.item is not None
            and _of_asked(op.item) for op in ops):
        return
    holders = {op.actor for op in ops if op.kind in ("hold", "hold_sum") and op.item is not None
               and _of_asked(op.item)}
    got: set[str] = set()  # who gained or received the things so far (v14): a later giving is of those
    for op in ops:
        if op.item is not None and _of_asked(op.item):
            if op.kind == "gain" and op.actor:
                got.add(op.actor)
            elif op.kind == "transfer" and op.target:
                got.add(op.target)
        if op.kind in ("gain", "lose") and holder and op.place == holder and op.item is not None \
                and not _same(lex, op.item.unit, asked) and _of_asked(op.item):
            # v14 (lead, ADR 0287): "The park had 30 trees. Workers planted 4 bags of trees with 5 trees in each bag
            # in the park." answered 30: the bags came to the asked place, but the place's count moves only by
            # the asked things themselves; whether the contents are now counted there is not told
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "item_binding", sentence_index=op.sentence,
                                frame="statement.place",
                                detail=f"{op.item.unit} of {asked} moved at {holder}: counted among its {asked}?")
        if question.kind == "contained" and op.kind in ("gain", "lose") and op.source and op.item is not None \
                and _same(lex, op.item.unit, asked):
            # v23 (ADR 0543): "There are 4 shelves with 25 books each. Tara takes 18 books from the shelves. How many
            # books are still on the shelves?" answered 100: what the containers hold is worked out from the rate
            # alone, and things taken from somewhere told (the shelves, or another place) are not taken off it
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "source_binding", sentence_index=op.sentence,
                                frame="statement.source",
                                detail=f"{op.actor} moved {op.item.unit} from {op.source}: still in the "
                                       f"{question.other} or not?")
        if op.kind == "lose" and op.actor in holders:
            continue  # "Sam has 10 apples. Sam ate 4 apples.": his own
        if op.kind == "gain" and op.lemma in RECEIVING:
            continue  # "Tom got a shipment with 10 dolls in it.": received, not taken from the shop (red16)
        if op.kind == "gain" and holder and put_into(op, ops, lex) == holder:
            continue  # v15: "bought 6 fish and put them in the tank": not from the tank they went into (put_them.py)
        if op.kind in ("gain", "lose") and op.actor not in ("", holder) and not op.source and not op.place \
                and op.item is not None and _of_asked(op.item):
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "source_binding", sentence_index=op.sentence,
                                frame="statement.source",
                                detail=f"{op.actor} gained {op.item.unit} from no told source: from "
                                       f"{holder or question.other} or not?")
        if op.kind == "transfer" and op.actor not in ("", holder) and op.actor not in holders | got \
                and op.target != holder and not op.source and op.item is not None and _of_asked(op.item):
            # v14: "There are 10 apples in the box. Tom puts 4 apples in the bag.": Tom never held apples
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "source_binding", sentence_index=op.sentence,
                                frame="statement.source",
                                detail=f"{op.actor} moved {op.item.unit} never said to be theirs: from "
                                       f"{holder or question.other} or not?")
