"""Counted groups as subjects (reader v6): ``2 birds were sitting on the fence.`` / ``4 more birds joined
them.`` / ``8 more birds land on the fence.`` The counted things are not a person and own nothing: the
group is what a place holds, exactly as ``There were 2 birds on the fence`` says, and ``more`` of the
same things arriving at that group is that holder's gain.

Hooked from passives.parse_passive once ``N [more] X`` is read and no passive follows."""
from __future__ import annotations

from domain.reader.amounts import read_verb
from domain.reader.bare_arrivals import take_bare_arrival
from domain.reader.boarding import getting_on_at, got_off_before, is_vehicle, riders_vehicle
from domain.reader.come_back import RETURN, coming_back_at, still_away
from domain.reader.expected_guests import is_people
from domain.reader.circumstances import Circumstances, read_circumstances, read_place, unparsed
from domain.reader.graph import WORLD, Item, Op
from domain.reader.doers import doers_group, joins_scene
from domain.reader.departures import DEPARTURES
from domain.reader.phrases import Cursor, fmt, read_entity, read_item, read_number
from domain.reader.refusals import Reason, ReaderRefusal
from domain.reader.joining_groups import JOIN, decided_join_length, joins_here, take_join_in
from domain.reader.vehicle_riders import getting_off_at, riding_at

# Only an arrival can be read: a loss verb used without an object (``3 birds ate``) says what the birds
# did, not that they went away, and a destroy verb (``4 eggs broke``) leaves the things held or gone.
_ARRIVE = ("positive",)
# v8 (ADR 0117): a travel verb (``flew``) moves the counted things; ``more`` of them flying TO the group's own
# place (``21 more birds flew up to the tree``) is an arrival there. Away from it (``flew off``, ``from the
# tree``) or anywhere else refuses: only the arrival reading is taken, and only with the place named.
_GO = ("travel",)


def _clause_end(cur: Cursor) -> bool:
    return cur.at_end() or cur.words[cur.pos] in (",", "and", "but", "then")


def _at_end(cur: Cursor, i: int) -> bool:
    return i >= cur.end or cur.words[i] in (",", "and", "but", "then")


def parse_counted_group(cur: Cursor, ctx, ops: list[Op], inherited, value, item: Item | None, more: bool):
    """``N X <be> <activity> <place>`` (a holding of the place) or ``N more X <arrive> them / <place>``
    (a gain of the group's one holder). Returns False (cursor untouched) when neither form starts here."""
    if item is None and (getting_on_at(cur) or getting_off_at(cur)) and len(ctx.units_seen) == 1 \
            and is_people(cur.lex, ctx.units_seen[0]):
        item = Item(unit=ctx.elided_unit(cur))  # v16: "8 people got off and 5 got on" (boarding.py, ADR 0337)
    if item is None and more and (verb := cur.sense("verb")) is not None and verb.entry.category in _ARRIVE:
        # v8: "and 3 more got in line": more of the one unit in play, joining its group
        return _arrival(cur, ctx, ops, inherited, value, Item(unit=ctx.elided_unit(cur)))
    if item is None:
        return False if more else _one_and_other(cur, ctx, ops, inherited, value)
    if cur.sense("fn:be") and cur.sense("activity", cur.pos + 1):
        return _state(cur, ctx, ops, inherited, value, item, more)
    if cur.sense("fn:be") and riding_at(cur, cur.pos + 1) and not more:
        cur.pos += 1  # v12: "18 children were riding on the bus" is where they are (vehicle_riders.py)
        return _located(cur, ctx, ops, inherited, value, item)
    if (off := getting_off_at(cur)):
        return _got_off(cur, ctx, ops, inherited, value, item, more, off)
    if (on := getting_on_at(cur)) and is_people(cur.lex, item.unit):
        return _got_on(cur, ctx, ops, inherited, value, item, on)
    if cur.sense("fn:be") and cur.peek_word(1) in ("in", "on", "at", "inside") and not more \
            and not cur.sense("fn:each", cur.pos + 2):
        return _located(cur, ctx, ops, inherited, value, item)
    if coming_back_at(cur):
        return _came_back(cur, ctx, ops, inherited, value, item, more)  # v16 (come_back.py, ADR 0341)
    decided = decided_join_length(cur)
    if decided or (joins_here(cur) and not more):
        # v12 (ADR 0243): "22 kids decided to join in" / "5 girls joined them": joining adds (joining_groups.py)
        cur.pos += decided
        return _arrival(cur, ctx, ops, inherited, value, item)
    verb = cur.sense("verb")
    if verb is not None and verb.entry.category in _ARRIVE + _GO and more:
        return _arrival(cur, ctx, ops, inherited, value, item, by_place=verb.entry.category in _GO)
    return False


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE,
            missing: str = "frame.statement") -> ReaderRefusal:
    return unparsed(cur, "statement.counted_group", detail, reason, missing)


def _state(cur, ctx, ops, inherited, value, item, more):
    """``2 birds were sitting on the fence``: the fence holds 2 birds (as ``There were …`` says). The place
    is required: without it (``30 dogs are barking``) the number counts the barking dogs, not the dogs."""
    if more:
        # "3 more birds are sitting on the fence": more than whom — a gain or a second group?
        raise _refuse(cur, "'more' in a counted group's state")
    _new_group(cur, ops, item)
    cur.pos += 1
    activity = cur.take("activity").entry.id
    circ = Circumstances()
    read_circumstances(cur, ctx, circ)
    if circ.to or circ.source or circ.with_:
        raise _refuse(cur, "to/from/with after a counted group's activity")
    if not (circ.place or circ.bare):
        raise _refuse(cur, "a counted group's activity without a place: the count of the doers, not of the things")
    if not _clause_end(cur):
        raise _refuse(cur, "words left after a counted group's activity")
    ops.append(Op(kind="hold", lemma=activity, sentence=cur.sentence.index, actor=circ.place or WORLD,
                  item=item, amount=fmt(value)))
    return inherited


def _scenes(cur: Cursor) -> set[str]:
    return {"fn.there"} | cur.lex.activity_ids


def _new_group(cur: Cursor, ops: list[Op], item: Item) -> None:
    """``Sam has 10 apples. 4 apples are in the basket.``: 4 of his, or 4 others? A counted group is read
    only for things nobody owns so far (only scenes — ``There …`` or another group — held them)."""
    scenes = _scenes(cur)
    if any(op.item is not None and op.item.unit == item.unit and not (op.kind == "hold" and op.lemma in scenes)
           for op in ops):
        raise _refuse(cur, "a counted group of things someone already holds: a part of theirs or others?",
                      Reason.AMBIGUOUS_REFERENCE, "entity_binding")


def _located(cur, ctx, ops, inherited, value, item):
    """``5 boats are in the lake``: exactly ``There are 5 boats in the lake`` (the same lemma, so a later
    ``How many boats are there?`` names that place as the there-statement would). ``in each box`` is a
    rate and not read here."""
    _new_group(cur, ops, item)
    cur.pos += 1
    circ = Circumstances()
    read_circumstances(cur, ctx, circ)
    if circ.to or circ.source or circ.with_ or not (circ.place or circ.bare) or not _clause_end(cur):
        raise _refuse(cur, "expected only where the counted things are")
    ops.append(Op(kind="hold", lemma="fn.there", sentence=cur.sentence.index, actor=circ.place or WORLD,
                  item=item, amount=fmt(value)))
    return inherited


def _group_holder(ops: list[Op], item: Item, scenes: set[str]) -> str | None:
    """The one holder every earlier operation on these things names (holdings, gains, losses only); a
    group is what a place (or the world) holds, never a person's possession."""
    holders = set()
    for op in ops:
        if op.item is None or op.item.unit != item.unit:
            continue
        if op.kind == "lose" and not op.actor and op.lemma in DEPARTURES and op.item == item:
            continue  # v8: "6 of them left": a loss of the one holder, naming no other (departures.py)
        if op.kind not in ("hold", "gain", "lose") or not op.actor or op.item != item or op.source:
            return None
        if op.kind == "hold" and op.lemma not in scenes:
            return None  # "The store has 2 birds": owned things, not a group that others join
        holders.add(op.actor)
    return holders.pop() if len(holders) == 1 else None


def _arrival(cur, ctx, ops, inherited, value, item, by_place: bool = False):
    """``4 more birds joined them`` / ``came to join them`` / ``land on the fence`` / ``flew up to the
    tree``: ``more`` says they add to a group already counted; ``them`` or the group's own place ties
    them to it. The gain is that one holder's."""
    holder = _group_holder(ops, item, _scenes(cur))
    if holder is None:
        holder = doers_group(cur, ctx, ops, item)  # v7: "7 friends playing … when 2 more players joined" (doers.py)
    if holder is not None and holder != WORLD and ctx.entities.get(holder) != "n":
        holder = None  # "Sam has 2 birds. 4 more birds joined them.": wild birds joining his are not his
    if holder is None:
        raise _refuse(cur, "'more' of a counted group whose one holder is not known",
                      Reason.AMBIGUOUS_REFERENCE, "entity_binding")
    lemma = read_verb(cur).id
    if by_place and cur.peek_word() not in ("up", "down", "to", "in", "into", "onto", "on"):
        raise _refuse(cur, "a travel verb of a counted group without the place it went to")
    if cur.words[cur.pos - 1] in ("in", "on") and cur.peek_word() != "them" and not _clause_end(cur):
        cur.pos -= 1  # v8: "got in line" (phrasal "got in"): the "in" opens the group's place
    tied = False
    purpose = cur.sense("verb", cur.pos + 1) if cur.peek_word() == "to" else None
    if purpose is not None and purpose.entry.category in _ARRIVE \
            and cur.pos + 1 + purpose.length < cur.end and cur.words[cur.pos + 1 + purpose.length] == "them":
        cur.pos += 1 + purpose.length  # "came to join them": they came to join the group
    if cur.take_word("them") or joins_scene(cur, ctx) or (lemma == JOIN and take_join_in(cur, _at_end)):
        tied = True  # v7: "joined the game" the group is playing (doers.py)
    elif take_bare_arrival(cur, ctx, lemma, holder):
        tied = True  # v15: "8 more kids came.": to the group's one place (bare_arrivals.py, ADR 0304)
    cur.take_word("up")
    circ = Circumstances()
    at = cur.pos
    read_circumstances(cur, ctx, circ)
    if (circ.place or circ.to) and _another_place(cur, at):
        # red12: "9 birds in a tree. 4 more birds flew to a tree": a place introduced anew (a/an) is not the
        # group's one place, though read_place gives both the same entity id
        raise _refuse(cur, "a counted group arriving at a place named anew (a/an)",
                      Reason.AMBIGUOUS_REFERENCE, "entity_binding")
    if circ.source or circ.with_:
        raise _refuse(cur, "from/with after a counted group's arrival")
    place = circ.place or circ.to
    if place:
        if place != holder:
            raise _refuse(cur, "a counted group arriving somewhere its group is not",
                          Reason.AMBIGUOUS_REFERENCE, "entity_binding")
        tied = True
    if by_place and not place:
        raise _refuse(cur, "a travel verb of a counted group not naming the group's place")
    if not tied or circ.bare or not _clause_end(cur):
        raise _refuse(cur, "a counted group's verb not tied to the group (them / its place)")
    amount = ctx.new_unknown() if value is None else fmt(value)  # v10: "Some more fly up …" (some_more_group.py)
    ops.append(Op(kind="gain", lemma=lemma, sentence=cur.sentence.index, actor=holder, item=item,
                  amount=amount))
    return inherited


def _got_off(cur, ctx, ops, inherited, value, item, more, words):
    """v12 (ADR 0243): ``3 students got off [of] the bus``: the counted group leaves the one place that holds
    them (vehicle_riders.py). ``more`` (more than whom?), an unknown number, another place, a group with no one
    place, or words after the place refuse."""
    if value is None:
        raise _refuse(cur, "'some' getting off a counted group's place")
    holder = _group_holder(ops, item, _scenes(cur)) or riders_vehicle(cur, ops, item)
    if holder is None or holder == WORLD or ctx.entities.get(holder) != "n":
        raise _refuse(cur, "getting off a place that is not the one place of the counted group",
                      Reason.AMBIGUOUS_REFERENCE, "entity_binding")
    if more and not got_off_before(ops, holder, item, cur.sense("verb").entry.id):
        raise _refuse(cur, "'more' getting off with no getting off of them told before")
    lemma = cur.sense("verb").entry.id
    cur.pos += words  # past "got off [of]"
    if _clause_end(cur) and is_people(cur.lex, item.unit) and is_vehicle(cur, holder):
        # v16 (ADR 0337): "8 people got off": off the one vehicle they are counted in (boarding.py)
        ops.append(Op(kind="lose", lemma=lemma, sentence=cur.sentence.index, actor=holder, item=item,
                      amount=fmt(value)))
        return inherited
    at = cur.pos
    ent = read_entity(cur, ctx) or read_place(cur, ctx)
    if ent != holder or _another_place(cur, at) or not _clause_end(cur):
        raise _refuse(cur, "getting off somewhere the counted group is not",
                      Reason.AMBIGUOUS_REFERENCE, "entity_binding")
    ops.append(Op(kind="lose", lemma=lemma, sentence=cur.sentence.index, actor=holder, item=item,
                  amount=fmt(value)))
    return inherited


def _got_on(cur, ctx, ops, inherited, value, item, words):
    """v16 (ADR 0337): ``5 [more] people got on [the bus]``: people joining the one vehicle their group is
    counted in (boarding.py). Another holder than a vehicle, another or a new place, or words after it refuse."""
    holder = _group_holder(ops, item, _scenes(cur)) or riders_vehicle(cur, ops, item)
    if holder is None or holder == WORLD or ctx.entities.get(holder) != "n" or not is_vehicle(cur, holder):
        raise _refuse(cur, "getting on where the counted people are not in one vehicle",
                      Reason.AMBIGUOUS_REFERENCE, "entity_binding")
    lemma = cur.sense("verb").entry.id
    cur.pos += words  # past "got on|onto|into|in"
    if not _clause_end(cur):
        at = cur.pos
        ent = read_entity(cur, ctx) or read_place(cur, ctx)
        if ent != holder or _another_place(cur, at) or not _clause_end(cur):
            raise _refuse(cur, "getting on somewhere the counted group is not",
                          Reason.AMBIGUOUS_REFERENCE, "entity_binding")
    amount = ctx.new_unknown() if value is None else fmt(value)
    ops.append(Op(kind="gain", lemma=lemma, sentence=cur.sentence.index, actor=holder, item=item, amount=amount))
    return inherited


def _came_back(cur, ctx, ops, inherited, value, item, more):
    """v16 (ADR 0341): ``6 ducks came back``: some of the ones that went away return to their group's one place
    (come_back.py). ``more``, an unknown number, no departure of them told, more than went away, or no one
    place of the group refuse."""
    if more or value is None:
        raise _refuse(cur, "'more' or 'some' coming back")
    holder = _group_holder(ops, item, _scenes(cur))
    if holder is None or holder == WORLD or ctx.entities.get(holder) != "n":
        raise _refuse(cur, "coming back to a group with no one place", Reason.AMBIGUOUS_REFERENCE, "entity_binding")
    if value > still_away(ops, item):
        raise _refuse(cur, "more coming back than went away", Reason.AMBIGUOUS_REFERENCE, "entity_binding")
    cur.pos += 2  # "came back"
    ops.append(Op(kind="gain", lemma=RETURN, sentence=cur.sentence.index, actor=holder, item=item,
                  amount=fmt(value)))
    return inherited


def _another_place(cur: Cursor, start: int) -> bool:
    """The arrival's place words (``start`` … cursor) say ``a``/``an`` (read_place names ``a tree`` as the tree
    it introduces; a place in the plural is an entity of its own there already)."""
    return any(cur.words[k] in ("a", "an") for k in range(start, cur.pos))


def take_group_activity(cur: Cursor, ops: list[Op], item: Item) -> None:
    """``How many birds are sitting on the fence?``: the activity a counted group was said to be doing
    (``2 birds were sitting on the fence``) restricts nothing more only when every operation on those
    things is that group's: holdings stated with that very activity and gains of the same holder (the
    ``more`` that joined them). Anything else (a ``There are`` count, another activity, a passive) might
    count things not doing it, so the question refuses. Hooked from questions._be_question."""
    act = cur.sense("activity")
    if act is None:
        return
    mine = [op for op in ops if op.item is not None and op.item.unit == item.unit]
    holders = {op.actor for op in mine if op.kind == "hold" and op.lemma == act.entry.id}
    if len(holders) != 1 or any(op.kind not in ("hold", "gain") or op.actor not in holders or op.item != item
                                or (op.kind == "hold" and op.lemma != act.entry.id) or op.source for op in mine):
        i = cur.pos
        raise ReaderRefusal(Reason.UNPARSED_QUESTION, "frame.question", sentence_index=cur.sentence.index,
                            token_index=i, token_text=cur.tokens[i].text, frame="question.counted_group",
                            detail="an activity in the question that not every counted thing was said to do")
    cur.pos += act.length


def _pair_unit(cur: Cursor, ops: list[Op]) -> str | None:
    """The unit of the one pair the previous sentence counted (``bought two coloring books``)."""
    before = [op for op in ops if op.sentence < cur.sentence.index]
    if not before:
        return None
    last = max(op.sentence for op in before)
    units = {op.item.unit for op in before if op.sentence == last and op.item is not None and op.amount == "2"}
    if len(units) != 1:
        return None
    unit = units.pop()
    # the pair must be all the story's things of that unit: beside ``Tom bought one coloring book`` (or 5
    # held before) the pictures of the others are unknown, and a total over "one and the other" undercounts
    mentions = [op for op in before if (op.item is not None and op.item.unit == unit) or op.target == unit]
    return unit if len(mentions) == 1 else None


def _one_and_other(cur: Cursor, ctx, ops: list[Op], inherited, value):
    """``Rachel bought two coloring books. One had 23 pictures and the other had 32.``: one and the other
    of the counted pair are each a holder (neuter: ``one coloring book``, ``the other coloring book``);
    a question over all the pictures sums both. Nobody else holds what they hold (``How many pictures
    does Rachel have?`` has no holding of hers to read and refuses). False when the clause is not
    ``One <observe verb> …``."""
    verb = cur.sense("verb")
    if value != 1 or cur.words[cur.pos - 1].lower() != "one" or verb is None or verb.entry.category != "observe":
        return False
    pair = _pair_unit(cur, ops)
    if pair is None:
        raise _refuse(cur, "'one' and 'the other' without one pair counted just before",
                      Reason.AMBIGUOUS_REFERENCE, "entity_binding")
    name = next(u.singular for u in cur.lex.pack.units if u.id == pair)
    holds = []
    for holder in (f"one {name}", f"the other {name}"):
        if holds and not (cur.take_word("and") and cur.take_word("the") and cur.take_word("other")):
            raise _refuse(cur, "'one' without 'and the other'")
        got = read_verb(cur)
        if got is None or got.category != "observe":
            raise _refuse(cur, "expected the same holding verb for 'the other'")
        num = read_number(cur)
        if num is None or num[1]:
            raise _refuse(cur, "expected how many 'one' and 'the other' hold")
        item = read_item(cur, ctx) or (holds[0][2] if holds else None)
        if item is None or item.unit == pair:
            raise _refuse(cur, "expected what 'one' and 'the other' hold")
        holds.append((holder, num[0], item))
    if holds[0][2] != holds[1][2] or not _clause_end(cur):
        raise _refuse(cur, "'one' and 'the other' holding different things")
    for holder, amount, item in holds:
        ctx.introduce(holder, "n")
        ops.append(Op(kind="hold", lemma=verb.entry.id, sentence=cur.sentence.index, actor=holder, item=item,
                      amount=fmt(amount)))
    return inherited


def group_scenes(cur: Cursor, ops: list[Op], item: Item) -> set[str]:
    """The holders of a counted group's state (``2 birds were sitting on the fence``), which sets a scene
    exactly as ``There were 2 birds on the fence`` does (for ``How many birds are there?``)."""
    acts = cur.lex.activity_ids
    return {op.actor for op in ops if op.kind == "hold" and op.lemma in acts and op.item is not None
            and op.item.unit == item.unit}
