"""Places inside places (v16, ADR 0330): a guard, it reads nothing new.

    There are 5 cows on the farm. There are 4 cows in the barn. How many cows are on the farm?      refused
    There are 6 birds in the tree. There are 4 birds on the branch. How many birds are there?          refused
    There are 20 students in the class. 8 students are in the library. How many … in the class?       refused
    There are 5 cows on the farm. There are 4 cows in the barn. How many cows are in the barn?             4
    There are 12 books on the shelf. There are 5 books in the box. How many books are there in all?       17

Each place holder was read as its own holding, apart from every other place. That is right for places that do
not contain one another (a shelf and a box, a basket and a table), but a barn is usually on a farm, a branch is
part of a tree and the students in the library may be students of the class: the text does not say whether the
4 cows in the barn are among the 5 on the farm, beside them, or elsewhere. The answers 5 (farm) and 9 (in all)
were each a guess.

The pack says how large a place is (``Place.scale``: 1 a container, 2 furniture, 3 a vehicle, a closet or a
part of a plant, 4 a room, 5 what stands in a yard or a park (a tree, a pond, a pool), 6 a garden, 7 a
building or open land beside it (a barn, a house; a yard, a field), 8 grounds, 9 a settlement, 10 a region;
see pack.Place), which places hold only some places (``Place.encloses``: a tree its branches and nests, water an
island) and which places are groups of members (``Place.group``, the kind: the class, the team, second grade).
A place *may enclose* another when it is a group and the other a place that is not one (its members may be
anywhere), when it lists the other in ``encloses``, or when it lists none, has scale 3 or more (an area, which
counts what lies within it) and the other has a smaller scale that is not 0. Containers and surfaces (scale
1–2) hold only what is told in or on them, and places without a scale are read as before: disjoint.

What refuses (check_place_parts, ``ambiguous_reference``), when things of related units (the same unit, or units
the pack's kinds relate: ``cows`` and ``animals``, ``kids`` and ``boys``; never ``cows`` and ``horses``) are told
at two places one of which may enclose the other:

- a question naming the enclosing place (its holding, a difference with it, a question restricted to it): what
  is told of the part may or may not be among what is told of the whole;
- a question naming no holder (``How many cows are there in all?``): summing both may count some twice; so
  may a total over two groups of different kinds (``27 students in the band and 35 in second grade``);
- a person beside such places (_person_beside_area), a move into a place from nowhere (_moved_from_nowhere)
  and a rate in a place noun with no count of them (_place_rates): see those functions.

What still reads: a question about the part (``How many cows are in the barn?``: what is told there is all
that is there), places that cannot hold one another (same scale, containers beside surfaces, a box beside a
tree), places the pack gives no scale, and a person's count told whole (``The farmer has 20 cows.``).
"""
from __future__ import annotations

from domain.reader.graph import Op, Question
from domain.reader.refusals import Reason, ReaderRefusal

AREA = 3
PERSON = ("m", "f", "x")
"""Genders of person entities (phrases.Context.entities); places and things are ``n``."""
"""The smallest scale of a place that counts what lies within it (a vehicle, a closet, a part of a plant)."""


def _place_entry(entity: str, lex):
    """The pack place (or group) an entity names (``the farm``, ``Sam's parking lot``), or None for a person,
    a name or anything else; the longest place phrase ending the entity wins."""
    if not entity or entity.startswith("unit."):
        return None
    # speed (ADR 0452): the first fitting sense of each phrase looked up in a per-pack table (``_place_phrases``)
    # instead of a scan of every pack phrase starting with the tail's first word (``the``: hundreds)
    table = lex.memo("place_part_phrases", _place_phrases)
    words = entity.lower().split()
    for k in range(len(words)):
        entry = table.get(tuple(words[k:]))
        if entry is not None:
            return entry
    return None


def _place_phrases(lex) -> dict:
    """Per pack: each phrase → the entry of its first sense (in ``lex.phrases`` order) that names a place, or a
    person entry that is a group or has a scale (``the store``): what ``_place_entry`` scanned for."""
    out: dict = {}
    for entries in lex.phrases.values():
        for phrase, sense in entries:
            if phrase in out or sense.cls not in ("place", "person"):
                continue
            entry = sense.entry
            if sense.cls == "place" or entry.group or entry.scale:
                out[phrase] = entry  # a person entry only when it is a group or has a scale (``the store``)
    return out


def scaled_places(a: str, b: str, lex) -> bool:
    """v18 (ADR 0390): both entities name pack places (or groups) whose sizes are told — a scale or a group — so
    whether one may enclose the other is known (departed_places.py: ``7 cows go into the barn`` from the field)."""
    x, y = _place_entry(a, lex), _place_entry(b, lex)
    return all(e is not None and (e.scale or e.group) for e in (x, y))


def may_enclose(outer, inner) -> bool:
    """True when place ``inner`` may lie inside (or its things be among those of) place ``outer`` (module doc)."""
    if outer is None or inner is None or outer.id == inner.id:
        return False
    if outer.group:
        return not inner.group
    if outer.encloses:
        return inner.id in outer.encloses  # a tree holds its branches and nests, never a box
    return outer.scale >= AREA and 0 < inner.scale < outer.scale


def may_share(x, y) -> bool:
    """True when the things of places ``x`` and ``y`` may be partly the same: one may enclose the other, or both are
    groups of different kinds (the band and second grade)."""
    if x is None or y is None or x.id == y.id:
        return False
    return may_enclose(x, y) or may_enclose(y, x) or bool(x.group and y.group and x.group != y.group)


def _among(lex, a: str, b: str | None) -> bool:
    """True when ``a`` things may be ``b`` things: the same unit, one a kind of the other, or a pair the pack says
    may overlap (``kids`` and ``boys``); ``horses`` are never ``cows``. No unit (None) may be anything."""
    if b is None:
        return True
    return a == b or lex.kind_of(a, b) or lex.kind_of(b, a) or lex.may_overlap(a, b)


def _person_beside_area(ops: list[Op], q: Question, person: str, told: dict[str, set[str]], entries: dict,
                        unit: str | None, lex, total: bool) -> None:
    """A person told to hold things beside a place holding such things, with no move between the two told:

    - ``A farmer has 3 pens. Each pen has 40 cows. There are 20 cows in the barn. How many cows does the farmer
      have?``: their things counted through containers that are places (pens, barns, boxes), beside an area
      (scale 3 or more) or a group holding such things — more of theirs may be kept there;
    - ``The teacher has 53 crayons in the classroom. In the basket, there are 25 crayons.``: their things told at a
      place, beside a place that may lie inside it (or that place named again);
    - a total (``How many cows are there in all?``) beside any area or group holding such things: counted once
      or twice?

    ``The farmer has 20 cows. There are 8 cows in the barn. How many cows does the farmer have?`` reads 20 (his
    count is told whole), as does one whose things only came by events (``Ann bought 3 cartons of eggs`` beside
    ``The shop had 90 eggs``)."""
    holders = {op.actor for op in ops if op.kind == "hold" and op.item is not None}
    if person not in holders:
        return
    kept = [_place_entry(op.place, lex) for op in ops if op.kind == "hold" and op.actor == person and op.place]
    held = {op.item.unit for op in ops if op.kind == "hold" and op.actor == person and op.item is not None}
    in_places = any(op.kind == "per" and op.target in held and op.item is not None and _among(lex, op.item.unit, unit)
                    and _place_entry("the " + lex.unit_by_id[op.target].singular, lex) is not None
                    for op in ops if op.target in lex.unit_by_id)
    for b in sorted(holders & set(told)):
        entry = entries[b]
        if not any(_among(lex, u, unit) for u in told[b]):
            continue
        inside = any(k is not None and (k.id == entry.id or may_enclose(k, entry)) for k in kept)
        area = bool(entry.group) or entry.scale >= AREA
        if not (inside or (area and (total or in_places))):
            continue
        if any(op.actor == person and b in (op.source, op.target) or op.actor == b and person in (op.source, op.target)
               for op in ops):
            continue  # the text says what went between them
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "place_binding", sentence_index=q.sentence,
                            frame="question.place_part",
                            detail=f"{b} holds {sorted(told[b])[0]}: some of {person}'s kept there, or others?")


def _moved_from_nowhere(ops: list[Op], q: Question, place: str, told: dict[str, set[str]], unit: str | None,
                        lex) -> None:
    """``There were 27 students in the band and 35 students in the second grade. Ann put 16 students in the band.
    How many students did the second grade have?`` answered 35: Ann never held students, so hers may have come
    from the second grade. A move by one who holds none of them, from no told source, into another told place or
    group refuses a holding question about this one (unsourced_gains.py refuses it for things and pack places;
    groups were left out). Only when the asked place was told to hold some."""
    holding = {op.actor for op in ops if op.kind in ("hold", "hold_sum") and op.item is not None}
    if place not in holding:
        return  # ``Bob put 6 marbles in the red box. He put 9 in the blue box.``: the box only got Bob's
    for op in ops:
        if op.kind == "transfer" and op.target in told and op.target != place and not op.source \
                and op.actor not in holding and op.item is not None and _among(lex, op.item.unit, unit):
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "source_binding", sentence_index=op.sentence,
                                frame="question.place_part",
                                detail=f"{op.actor} moved {op.item.unit} into {op.target} from no told source: "
                                       f"from {place} or not?")


def _place_rates(ops: list[Op], question: Question, lex, entities: dict[str, str]) -> None:
    """``There are 17 apples in the basket. A box has 9 apples. How many apples are there in all?`` answered 17,
    and ``A box has 9 apples. Ann puts 11 apples in the box. How many apples does the box have?`` 11: ``A box has
    9 apples`` was read as what each box has (generic_subjects.py), and with no count of boxes anywhere the rate
    was dropped. When the container is a place noun, it may as well be one box in the scene: a rate of things
    that may be among the asked ones, in a container of which no count is told anywhere (no operation and no
    question names that unit, no partition into them), refuses unless the question asks about persons only (a
    total may have been settled as the one place's holding by then: ``the basket``) whose things are not told at
    a place that may hold such a container."""
    q = question
    unit = q.item.unit if q.item is not None else None
    if q.kind not in ("holding", "total", "members", "difference", "difference_total"):
        return  # an event asked (``How many apples did they take?``) counts what was done, told apart
    asked = [e for e in (q.entity, q.other, *q.members) if e]
    counted = {op.item.unit for op in ops if op.item is not None}  # ``Each box has 3 bags``: bags counted by boxes
    counted |= {op.target for op in ops if op.groups}  # ``put them into 303 baskets``
    counted |= {i.unit for i in (q.item, q.item2) if i is not None} | {q.other}  # ``how many tables`` (rate_groups)
    for op in ops:
        if op.kind != "per" or op.item is None or not op.target.startswith("unit.") or op.target in counted:
            continue
        entry = lex.unit_by_id.get(op.target)
        if entry is None or q.count or not _among(lex, op.item.unit, unit):
            continue
        place = _place_entry("the " + entry.singular, lex)
        if place is None:
            continue
        if asked and all(entities.get(a) in PERSON for a in asked):
            # Olivia's bars asked beside ``a box had 9 bars``: not a place's holding, nor a total — unless the
            # person's things are told at a place that may hold such a box (``Luis had 58 boys on his island``)
            kept = [_place_entry(o.place, lex) for o in ops if o.kind == "hold" and o.actor in asked and o.place]
            if not any(k is not None and (k.id == place.id or may_enclose(k, place)) for k in kept):
                continue
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_binding", sentence_index=op.sentence,
                            frame="question.place_part",
                            detail=f"a {entry.singular} has {op.item.unit}: one {entry.singular} of the scene or "
                                   f"each, with no count of them told?")


def check_place_parts(ops: list[Op], question: Question, lex, entities: dict[str, str]) -> None:
    """Refuse a question about a place whose possible part holds related things, or a total over both;
    ``entities`` (phrases.Context.entities) tells persons (gender m, f or x) from things."""
    _place_rates(ops, question, lex, entities)
    told: dict[str, set[str]] = {}
    entries: dict = {}  # speed (ADR 0452): each role's place looked up once (``_place_entry``), not once per op
    for op in ops:
        if op.item is None or op.kind in ("describe", "price", "ask"):
            continue
        # a place holds things as a holder, by a move into or out of it, or as where a holding is (``had 5 cows in
        # the barn``); an event there (``found 5 shells on the beach``) is one event, never a holding of the place
        for role in (op.actor, op.target, op.source, op.place if op.kind == "hold" else ""):
            if not role:
                continue  # no role: ``_place_entry`` is None
            entry = entries[role] if role in entries else entries.setdefault(role, _place_entry(role, lex))
            if entry is not None:
                told.setdefault(role, set()).add(op.item.unit)
    if not told:
        return
    q = question
    unit = q.item.unit if q.item is not None else None
    entries = {e: entries[e] for e in told}
    asked = [e for e in (q.entity, q.other, q.place, q.source, *q.members) if e]
    if asked:
        for a in asked:
            outer = _place_entry(a, lex)
            if outer is not None and q.kind == "holding":
                _moved_from_nowhere(ops, q, a, told, unit, lex)
            if outer is None and a == q.entity and q.kind == "holding" and entities.get(a) in PERSON:
                _person_beside_area(ops, q, a, told, entries, unit, lex, False)
            for b, units in told.items():
                if b != a and may_enclose(outer, entries[b]) and any(_among(lex, u, unit) for u in units):
                    raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "place_binding", sentence_index=q.sentence,
                                        frame="question.place_part",
                                        detail=f"{b} may be inside {a}: are its {sorted(units)[0]} among "
                                               f"{a}'s or beside them?")
        return
    people = {op.actor for op in ops if op.kind == "hold" and op.item is not None and entities.get(op.actor) in PERSON
              and _place_entry(op.actor, lex) is None and _among(lex, op.item.unit, unit)}
    for person in sorted(people):
        _person_beside_area(ops, q, person, told, entries, unit, lex, True)  # a total over a person and an area
    for a, a_units in told.items():
        for b, units in told.items():
            if b == a or not may_share(entries[a], entries[b]):
                continue
            if any(_among(lex, u, unit) and _among(lex, v, unit) and _among(lex, u, v) for u in a_units for v in units):
                raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "place_binding", sentence_index=q.sentence,
                                    frame="question.place_part",
                                    detail=f"{a} and {b} may share some: counted once or twice?")
