"""What a holder had before a gain told with the holding after it (v13, ADR 0261).

    The Silvergrove Public Library used a grant to purchase 2647 books. Now the library has a total of 8582 books.
    How many books did the library have before the grant?                                   8582 − 2647 = 5935

Why a module of its own: the holding machinery starts a holder first told by a gain at nothing, so ``Now the library
has 8582 books`` contradicts the 2647 bought. The question ``How many … did <holder> have before?`` says there was a
holding before the gain; the gain and the holding after it make it: after − gained. The text is read as a whole,
in one shape (three sentences):

1. ``<holder> [used a|the <funding> to] <gaining verb> N [mods] <things> [<time>]`` — the holder a name, ``the|a
   <place or person noun>`` or a proper name ``The <Capitalised words> <place noun>``; the gaining verb a pack verb
   of category ``positive`` (bought, purchased, got, found …); the funding a pack word of role ``funding`` (grant,
   loan, scholarship), the means of the purchase, no amount;
2. ``[Now ,] <the holder> has|have [a total of] M <the things> [now]`` — the same holder (the same name, he/she of
   its gender, ``the <its noun>`` (never ``a``: another one?), ``it`` for a place);
3. ``How many <the things> did <the holder> have before [the <funding>]?``.
M − N, refused when negative. Another holder, other things (other modifiers), a second gain, a question at
another time keep the text from this form (it is then read as before).
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.phrases import Context, Cursor, claimed_by, consume_all, fmt, noun_run, read_entity, read_number
from domain.reader.refusals import ReaderRefusal, Reason
from domain.reader.repeats import repeated_time
from domain.reader.results import Step

BEFORE = "before_gain"


def _holder(cur: Cursor) -> tuple[str, str, str] | None:
    """(key, gender, head noun) of the holder at the sentence start."""
    if cur.peek_word() in ("the", "a", "an"):
        j = cur.pos + 1
        while j < cur.end and cur.tokens[j].text[:1].isupper() and cur.sense("place", j) is None \
                and cur.sense("person", j) is None and cur.tokens[j].kind == "word":
            j += 1  # "The Silvergrove Public Library", "The Green Valley Library": capitalised words of a proper name
        place = noun_run(cur, j, ("place", "person"))
        if place is None or place[0] or place[1].form != "sg":
            return None
        gender = "n" if place[1].cls == "place" else (place[1].entry.gender or "x")
        cur.pos = place[2]
        return "the " + place[1].entry.singular, gender, place[1].entry.singular
    ctx = Context()
    try:
        name = read_entity(cur, ctx, pronouns=False)
    except ReaderRefusal:
        return None
    if name is None or name not in ctx.entities:
        return None
    return name, ctx.entities[name], ""


def _same(cur: Cursor, holder: tuple[str, str, str]) -> bool:
    key, gender, noun = holder
    w = cur.peek_word()
    if w in ("he", "she"):
        cur.pos += 1
        return gender == ("m" if w == "he" else "f")
    if w == "it":
        cur.pos += 1
        return gender == "n"
    if w in ("a", "an"):
        return False  # "a library" again may be another library
    again = _holder(cur)
    return again is not None and again[0] == key


def plural_things(cur: Cursor) -> Item | None:
    """``[mods] <plural things>`` at the cursor (consumed), modifiers only, or None (also equal_holdings.py)."""
    got = noun_run(cur, cur.pos, ("unit",))
    if got is None or got[1].form != "pl" or any(a.cls != "modifier" for a in got[0]):
        return None
    cur.pos = got[2]
    return Item(unit=got[1].entry.id, mods=tuple(sorted(a.entry.id for a in got[0])))


def _gain(cur: Cursor):
    """The first sentence: (holder, funding word or "", N, things) or None."""
    cur.pos = 0
    holder = _holder(cur)
    if holder is None:
        return None
    funding = ""
    if cur.peek_word() in ("used", "uses") and cur.peek_word(1) in ("a", "an", "the") \
            and cur.sense("fn:funding", cur.pos + 2) is not None and cur.peek_word(3) == "to":
        funding = cur.words[cur.pos + 2]
        cur.pos += 4
    verb = cur.sense("verb")
    if verb is None or verb.entry.category != "positive":
        return None
    cur.pos += verb.length
    got = read_number(cur)
    if got is None or got[1] or got[0] <= 0:
        return None
    things = plural_things(cur)
    if things is None:
        return None
    if cur.sense("time") is not None:
        if repeated_time(cur.lex, cur.sense("time")):
            return None  # red team 8: "bought 6 apples every day": a gain repeated, not once
        cur.pos += cur.sense("time").length
    return (holder, funding, got[0], things) if cur.at_end() else None


def _after(cur: Cursor, holder, things: Item) -> Fraction | None:
    cur.pos = 0
    if cur.take_word("now"):
        cur.take_word(",")
    if not _same(cur, holder) or cur.take_word("has", "have") is None:
        return None
    if cur.words[cur.pos:cur.pos + 3] == ["a", "total", "of"]:
        cur.pos += 3
    got = read_number(cur)
    if got is None or got[1] or plural_things(cur) != things:
        return None
    cur.take_word("now")
    return got[0] if cur.at_end() else None


def _question(cur: Cursor, holder, things: Item, funding: str) -> bool:
    cur.pos = 0
    if cur.take_word("how") is None or cur.take_word("many") is None or plural_things(cur) != things:
        return False
    if cur.take_word("did") is None or not _same(cur, holder) or cur.take_word("have") is None:
        return False
    if cur.take_word("before") is None:
        return False
    if cur.peek_word() == "the" and funding and cur.peek_word(1) == funding:
        cur.pos += 2
    return cur.at_end()


def _read(cursors: list[Cursor]):
    if len(cursors) != 3:
        return None
    first = _gain(cursors[0])
    if first is None:
        return None
    holder, funding, gained, things = first
    after = _after(cursors[1], holder, things)
    if after is None or not _question(cursors[2], holder, things, funding):
        return None
    return holder[0], gained, after, things


def claims(cursors: list[Cursor]) -> bool:
    return claimed_by(_read, cursors)


def parse_before_gain(cursors: list[Cursor]) -> Graph:
    holder, gained, after, things = _read(cursors)
    consume_all(cursors)
    ops = [Op(kind="gain", lemma="verb.get", sentence=0, actor=holder, item=things, amount=fmt(gained)),
           Op(kind="hold", lemma="verb.have", sentence=1, actor=holder, item=things, amount=fmt(after))]
    return Graph(ops=ops, question=Question(kind=BEFORE, sentence=2, entity=holder, item=things))


def before_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the holding after less the gain (more gained than held after refuses)."""
    gain, after = graph.ops
    value = Fraction(after.amount) - Fraction(gain.amount)
    if value < 0:
        raise ReaderRefusal(Reason.CONTRADICTION, "policy.non_negative", frame=BEFORE,
                            detail=f"{gain.amount} gained but {after.amount} held after")
    return value, gain.item.unit, [Step(lemma=gain.lemma, kind=BEFORE, holder=gain.actor,
                                        operands=[after.amount, gain.amount], before=fmt(value), after=after.amount)]


def verify_before(lex, graph: Graph) -> Fraction:
    """Verifier: the b with b + gained = after."""
    gain, after = graph.ops
    return -(Fraction(gain.amount) - Fraction(after.amount))
