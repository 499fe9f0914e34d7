"""Clauses that start with a number: the passive (``3 more are added``, ``7 are eaten by a hippo``),
``14 customers left`` and the classification ``8 are red and the rest are green`` (moved out of
clauses.py in reader v5)."""
from __future__ import annotations

from domain.reader.amounts import GAIN, LOSS, read_verb
from domain.reader.complements import parse_part
from domain.reader.counted_parts import counted_part_ahead, parse_counted_part
from domain.reader.circumstances import Circumstances, read_circumstances, read_place, unparsed
from domain.reader.graph import Item, Op
from domain.reader.damaged import damaged_part_ahead, parse_damaged_part
from domain.reader.departed_places import parse_place_departure, place_departure_ahead
from domain.reader.departures import check_more_departure, departure_ahead, parse_departure
from domain.reader.newcomers import arrival_ahead, parse_arrival
from domain.reader.plain_arrivals import parse_plain_arrival, plain_arrival_ahead
from domain.reader.gapping import parse_gapped
from domain.reader.having_parts import having_part_ahead, parse_having_part
from domain.reader.groups import parse_counted_group
from domain.reader.passive_loans import BORROW, RETURN, parse_passive_loan
from domain.reader.paces import parse_passive_pace, take_in_particle
from domain.reader.phrases import Cursor, fmt, read_entity, read_item, read_number
from domain.reader.place_arrivals import arrival_place
from domain.reader.refusals import Reason
from domain.reader.topics import skip_about, topic_ahead


def _classification(cur, ctx, ops, inherited, value, item) -> str | None:
    """``8 balloons are red and the rest are green``: the one holder's balloons split into two kinds
    (8 red, the others green). Without ``the rest`` the other kind is unnamed, so it is refused."""
    skip_about(cur)  # v12: "19 are about school" (topics.py)
    first = cur.lex.literal(cur.take("modifier").entry.id)
    cur.take("punct:,")
    cur.take_word("and")
    rest = cur.take("fn:remainder") and cur.take("fn:be")
    if rest:
        skip_about(cur)  # v12: "the rest are about sports"
    if not (rest and cur.sense("modifier")):
        raise unparsed(cur, "statement.classification", "a kind of part of a holding without 'the rest are …'")
    second = cur.lex.literal(cur.take("modifier").entry.id)
    if second == first:
        raise unparsed(cur, "statement.classification", "the rest named as the same kind")
    if item is None:
        item = Item(unit=ctx.elided_unit(cur))
    ops.append(Op(kind="classify", lemma=first, sentence=cur.sentence.index, actor="", item=item,
                  amount=fmt(value), target=second))
    return inherited


def _clause_ends(cur: Cursor, i: int) -> bool:
    return i >= cur.end or cur.words[i] in (",", "and", "but", "then")


def _held_by_a_place(ctx, ops, item: Item | None) -> bool:
    """Whether the things a passive clause is about are held, so far, by anything but people (a place, the
    world of a ``there`` statement), or by nobody yet."""
    unit = item.unit if item is not None else ""
    holders = {op.actor for op in ops if op.item is not None and (not unit or op.item.unit == unit)
               and op.kind in ("hold", "hold_sum", "gain")}
    return not holders or any(ctx.entities.get(h, "n") == "n" for h in holders)


def parse_passive(cur, ctx, ops, inherited) -> str | None:
    """``3 cards more are added [by Sam].`` / ``7 are eaten by a hippo``: the agent or the only holder."""
    si = cur.sentence.index
    start = cur.pos
    value, money_unit = read_number(cur)
    if not money_unit and cur.peek_word() == "of":
        got = parse_part(cur, ctx, ops, inherited, value)  # v6: "If 2 of the games didn't work, …"
        if got is not False:
            return got
    more = cur.take("fn:more") is not None
    item = Item(unit=money_unit) if money_unit else read_item(cur, ctx)
    more = cur.take("fn:more") is not None or more
    if not money_unit and parse_passive_pace(cur, ops, value, item, more):
        return inherited  # v6: "If 4 puppies a day are adopted, …" (paces.py)
    if not money_unit and arrival_ahead(cur, item, more):  # v9: "42 new students came to school" (newcomers.py)
        parse_arrival(cur, ctx, ops, value, item)
        return inherited
    if not money_unit and plain_arrival_ahead(cur, ctx, ops, item, more):  # v17: "14 cars arrived" at the one lot (plain_arrivals.py, ADR 0365)
        parse_plain_arrival(cur, ctx, ops, value, item)
        return inherited
    if not money_unit and place_departure_ahead(cur, more):  # v18: "8 students left the gym", "15 liters leaked out" (departed_places.py, ADR 0390)
        parse_place_departure(cur, ctx, ops, value, item, more)
        return inherited
    if departure_ahead(cur):
        # "If 14 customers left, …": they went away — the only holder of them loses them
        # v7: "when 5 players quit" (departures.py: also the doers of a there-participle group)
        check_more_departure(cur, ops, item, more)  # v13 red team (ADR 0264): "7 more ducks flew away" (more than whom?)
        parse_departure(cur, ctx, ops, value, item)
        return inherited
    got = False if money_unit else parse_gapped(cur, ctx, ops, inherited, value, item, start, more)
    if got is not False:  # v6: "took 15 pictures at the zoo and 18 at the museum"
        return got
    got = parse_counted_group(cur, ctx, ops, inherited, value, None if money_unit else item, more)
    if got is not False:  # v6: "2 birds were sitting on the fence", "4 more birds joined them"
        return got
    if not money_unit and counted_part_ahead(cur, ctx, ops, item, more):
        return parse_counted_part(cur, ctx, ops, inherited, value, item, start)  # v14: "3 eggs were broken" (counted_parts.py)
    if item is None and not money_unit and damaged_part_ahead(cur):
        return parse_damaged_part(cur, ctx, ops, inherited, value, None)  # v8: "but 4 were broken" (damaged.py)
    if item is None and not money_unit and having_part_ahead(cur):
        return parse_having_part(cur, ctx, ops, inherited, value, None)  # v12: "and 4 had spots" (having_parts.py)
    if not cur.take("fn:be"):
        raise unparsed(cur, "statement.passive", "a clause starting with a number must be passive (are added)")
    if (cur.sense("modifier") or topic_ahead(cur)) and not cur.sense("verb"):
        return _classification(cur, ctx, ops, inherited, value, item)
    verb = read_verb(cur)
    if verb is not None and verb.id in (BORROW, RETURN) and not money_unit:
        parse_passive_loan(cur, ctx, ops, verb.id, value, item, more)  # v18: "12 books were borrowed" (passive_loans.py, ADR 0390)
        return inherited
    if verb is None or verb.category not in GAIN + LOSS:
        raise unparsed(cur, "statement.passive", "expected a gain or loss verb in the passive")
    if verb.category == "destroy":
        # "9 were torn": damaged things may still be held — two readings that disagree, so refuse
        raise unparsed(cur, "statement.passive", "a passive destroy verb: still held or gone is ambiguous",
                       Reason.UNSUPPORTED_FORM, "frame.passive_destroy")
    if verb.category == "positive" and verb.id not in cur.lex.arrival_verbs and _held_by_a_place(ctx, ops, item):
        # "There are 20 fish in the pond. 5 are caught." / "12 were picked" / "12 were bought": someone unnamed
        # got them — from the place (it loses them) or for it (it gains)? Only a verb of arrival (pack role
        # ``arrival``: added, brought, put in) says they came to the place (was 25 and 42: wrong). A person's
        # things ("Tom had 30 worksheets to grade … another 5 were turned in") are got for that person.
        raise unparsed(cur, "statement.passive", "a passive acquisition: who got them, and from where, is not said",
                       Reason.UNSUPPORTED_FORM, "frame.passive_acquire")
    take_in_particle(cur, verb.category)  # v6: "another 34 were brought in" (paces.py)
    agent = None
    if cur.peek_word() == "by":
        cur.pos += 1
        agent = read_entity(cur, ctx)
        if agent is None:
            place = read_place(cur, ctx)
            if place is None:
                raise unparsed(cur, "statement.passive", "expected the agent after 'by'")
    circ = Circumstances()
    read_circumstances(cur, ctx, circ)
    if circ.to and not (circ.source or circ.with_ or circ.place) and verb.id in cur.lex.arrival_verbs:
        # v9: "5 apples are added to the pile": the place they arrive at (place_arrivals.py)
        if item is None:
            item = Item(unit=ctx.elided_unit(cur))
        circ.place = arrival_place(cur.lex, ctx, ops, verb.id, circ.to, circ.place, item)
        if circ.place:
            circ.to = ""
    if circ.to or circ.source or circ.with_:
        raise unparsed(cur, "statement.passive", "to/from/with in a passive clause")
    if item is None:
        item = Item(unit=ctx.elided_unit(cur))
    kind = "gain" if verb.category in GAIN else "lose"
    # Whose holding changes: the place named, else the passive's subject holder (resolved by the solver).
    ops.append(Op(kind=kind, lemma=verb.id, sentence=si, actor="", agent=agent or "", item=item,
                  amount=fmt(value), place=circ.place))
    return inherited
