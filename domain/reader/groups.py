"""Counted groups as subjects (reader v6): ``2 birds were sitting on the fence.`` / ``4 more birds joined
them.`` / ``8 more birds land on the fence.`` The counted things are not a person and own nothing: the
group is what a place holds, exactly as ``There were 2 birds on the fence`` says, and ``more`` of the
same things arriving at that group is that holder's gain.

Hooked from passives.parse_passive once ``N [more] X`` is read and no passive follows."""
from __future__ import annotations

from domain.reader.amounts import read_verb
from domain.reader.circumstances import Circumstances, read_circumstances
from domain.reader.graph import WORLD, Item, Op
from domain.reader.phrases import Cursor, fmt
from domain.reader.refusals import Reason, ReaderRefusal

# Only an arrival can be read: a loss verb used without an object (``3 birds ate``) says what the birds
# did, not that they went away, and a destroy verb (``4 eggs broke``) leaves the things held or gone.
_ARRIVE = ("positive",)


def _clause_end(cur: Cursor) -> bool:
    return cur.at_end() or cur.words[cur.pos] in (",", "and", "but", "then")


def parse_counted_group(cur: Cursor, ctx, ops: list[Op], inherited, value, item: Item | None, more: bool):
    """``N X <be> <activity> <place>`` (a holding of the place) or ``N more X <arrive> them / <place>``
    (a gain of the group's one holder). Returns False (cursor untouched) when neither form starts here."""
    if item is None:
        return False
    if cur.sense("fn:be") and cur.sense("activity", cur.pos + 1):
        return _state(cur, ctx, ops, inherited, value, item, more)
    verb = cur.sense("verb")
    if verb is not None and verb.entry.category in _ARRIVE and more:
        return _arrival(cur, ctx, ops, inherited, value, item)
    return False


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE,
            missing: str = "frame.statement") -> ReaderRefusal:
    i = min(cur.pos, len(cur.tokens) - 1)
    return ReaderRefusal(reason, missing, sentence_index=cur.sentence.index, token_index=i,
                         token_text=cur.tokens[i].text if cur.tokens else "", frame="statement.counted_group",
                         detail=detail)


def _state(cur, ctx, ops, inherited, value, item, more):
    """``2 birds were sitting on the fence``: the fence holds 2 birds (as ``There were …`` says). The place
    is required: without it (``30 dogs are barking``) the number counts the barking dogs, not the dogs."""
    if more:
        # "3 more birds are sitting on the fence": more than whom — a gain or a second group?
        raise _refuse(cur, "'more' in a counted group's state")
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


def _group_holder(ops: list[Op], item: Item) -> str | None:
    """The one holder every earlier operation on these things names (holdings, gains, losses only)."""
    holders = set()
    for op in ops:
        if op.item is None or op.item.unit != item.unit:
            continue
        if op.kind not in ("hold", "gain", "lose") or not op.actor or op.item != item or op.source:
            return None
        holders.add(op.actor)
    return holders.pop() if len(holders) == 1 else None


def _arrival(cur, ctx, ops, inherited, value, item):
    """``4 more birds joined them`` / ``came to join them`` / ``land on the fence`` / ``flew up to the
    tree``: ``more`` says they add to a group already counted; ``them`` or the group's own place ties
    them to it. The gain is that one holder's."""
    holder = _group_holder(ops, item)
    if holder is None:
        raise _refuse(cur, "'more' of a counted group whose one holder is not known",
                      Reason.AMBIGUOUS_REFERENCE, "entity_binding")
    lemma = read_verb(cur).id
    tied = False
    purpose = cur.sense("verb", cur.pos + 1) if cur.peek_word() == "to" else None
    if purpose is not None and purpose.entry.category in _ARRIVE \
            and cur.pos + 1 + purpose.length < cur.end and cur.words[cur.pos + 1 + purpose.length] == "them":
        cur.pos += 1 + purpose.length  # "came to join them": they came to join the group
    if cur.take_word("them"):
        tied = True
    cur.take_word("up")
    circ = Circumstances()
    read_circumstances(cur, ctx, circ)
    if circ.source or circ.with_:
        raise _refuse(cur, "from/with after a counted group's arrival")
    place = circ.place or circ.to
    if place:
        if place != holder:
            raise _refuse(cur, "a counted group arriving somewhere its group is not",
                          Reason.AMBIGUOUS_REFERENCE, "entity_binding")
        tied = True
    if not tied or circ.bare or not _clause_end(cur):
        raise _refuse(cur, "a counted group's verb not tied to the group (them / its place)")
    ops.append(Op(kind="gain", lemma=lemma, sentence=cur.sentence.index, actor=holder, item=item,
                  amount=fmt(value)))
    return inherited
