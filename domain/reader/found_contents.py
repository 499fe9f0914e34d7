"""A container found filled with things, the things split into two kinds, one kind asked (v13, ADR 0261).

    A treasure hunter discovered a buried treasure chest filled with a total of 5155 gems. 45 of the gems were
    diamonds, and the rest were rubies. How many of the gems were rubies?                    5155 − 45 = 5110

``discovered a chest filled with 5155 gems`` tells how many gems there were (in the chest), and ``45 of the gems
were diamonds, and the rest were rubies`` splits them into two kinds the pack places under gems (or two
modifiers: ``were red … the rest were blue``). The split machinery reads kinds named by modifiers only, and a
found container is no holder it knows, so the text is read as a whole, in one shape (three sentences):

1. ``<someone> discovered|found a|an [mods] <container> filled with [a total of] N <things>`` — the finder a
   name or ``a|an|the [adjuncts] <person noun>``; the container a singular unit noun;
2. ``K of the <things> were <kind>[,] and the rest were <other kind>`` — the kinds two plural unit nouns the pack
   places under the things (``diamonds``, ``rubies`` under ``gems``), or two modifiers;
3. ``How many of the <things> were <kind>?`` or ``How many <kind> [<things>] were there|in the <container>?``.
K for the first kind, N − K for the other; refused when K > N. A third kind, a kind the pack does not place under
the things, the same kind twice, any other sentence keep the text from this form (it is then read as before).
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.phrases import Context, Cursor, claimed_by, consume_all, fmt, noun_run, read_entity, read_number
from domain.reader.refusals import ReaderRefusal, Reason
from domain.reader.results import Step

FOUND = "found_contents"


def _finder(cur: Cursor) -> bool:
    if cur.peek_word() in ("a", "an", "the"):
        got = noun_run(cur, cur.pos + 1, ("person",))
        if got is None or got[1].form != "sg":
            return False
        cur.pos = got[2]
        return True
    try:
        return read_entity(cur, Context(), pronouns=False) is not None
    except ReaderRefusal:
        return False


def _first(cur: Cursor):
    """(container unit, container words, N, things unit) or None."""
    cur.pos = 0
    if not _finder(cur):
        return None
    verb = cur.sense("verb")
    if cur.sense("fn:discover") is not None:
        cur.pos += cur.sense("fn:discover").length
    elif verb is not None and verb.entry.id == "verb.find":
        cur.pos += verb.length
    else:
        return None
    if cur.take_word("a", "an") is None:
        return None
    box = noun_run(cur, cur.pos, ("unit",))
    if box is None or box[1].form != "sg" or any(a.cls not in ("modifier", "unit") for a in box[0]):
        return None
    words = tuple(cur.words[cur.pos:box[2]])
    cur.pos = box[2]
    if cur.take_word("filled") is None or cur.take_word("with") is None:
        return None
    if cur.words[cur.pos:cur.pos + 3] == ["a", "total", "of"]:
        cur.pos += 3
    got = read_number(cur)
    if got is None or got[1] or got[0] <= 0:
        return None
    things = cur.sense("unit")
    if things is None or things.form != "pl" or things.entry.id == box[1].entry.id:
        return None
    cur.pos += things.length
    return (box[1].entry.id, words, got[0], things.entry.id) if cur.at_end() else None


def _kind(cur: Cursor, things: str) -> str | None:
    """A plural unit the pack places under ``things`` (``unit.ruby``) or a modifier (``mod.red``)."""
    unit = cur.sense("unit")
    if unit is not None and unit.form == "pl" and cur.lex.kind_of(unit.entry.id, things):
        cur.pos += unit.length
        return unit.entry.id
    mod = cur.sense("modifier")
    if mod is not None and cur.sense("unit") is None and cur.sense("verb") is None:
        cur.pos += mod.length
        return mod.entry.id
    return None


def _split(cur: Cursor, things: str):
    cur.pos = 0
    got = read_number(cur)
    if got is None or got[1] or cur.take_word("of") is None or cur.take_word("the") is None:
        return None
    s = cur.sense("unit")
    if s is None or s.entry.id != things or s.form != "pl":
        return None
    cur.pos += s.length
    if cur.take_word("were") is None:
        return None
    first = _kind(cur, things)
    cur.take_word(",")
    if first is None or cur.take_word("and") is None or cur.take_word("the") is None or cur.take_word("rest") is None \
            or cur.take_word("were") is None:
        return None
    other = _kind(cur, things)
    if other is None or other == first or (first.startswith("unit.") != other.startswith("unit.")):
        return None
    return (got[0], first, other) if cur.at_end() else None


def _question(cur: Cursor, things: str, box: str, box_words, kinds) -> str | None:
    cur.pos = 0
    if cur.take_word("how") is None or cur.take_word("many") is None:
        return None
    if cur.take_word("of") is not None:
        if cur.take_word("the") is None:
            return None
        s = cur.sense("unit")
        if s is None or s.entry.id != things or s.form != "pl":
            return None
        cur.pos += s.length
        if cur.take_word("were", "are") is None:
            return None
        kind = _kind(cur, things)
        return kind if kind in kinds and cur.at_end() else None
    kind = _kind(cur, things)
    if kind is None or kind not in kinds:
        return None
    if kind.startswith("mod."):
        s = cur.sense("unit")
        if s is None or s.entry.id != things:
            return None
        cur.pos += s.length
    if cur.take_word("were", "are") is None:
        return None
    if cur.take_word("there") is None:
        if cur.take_word("in") is None or cur.take_word("the") is None:
            return None
        again = noun_run(cur, cur.pos, ("unit",))
        if again is None or again[1].entry.id != box or (again[0] and tuple(cur.words[cur.pos:again[2]]) != box_words):
            return None
        cur.pos = again[2]
    return kind if cur.at_end() else None


def _read(cursors: list[Cursor]):
    if len(cursors) != 3:
        return None
    first = _first(cursors[0])
    if first is None:
        return None
    box, words, n, things = first
    split = _split(cursors[1], things)
    if split is None:
        return None
    k, a, b = split
    asked = _question(cursors[2], things, box, words, (a, b))
    if asked is None:
        return None
    return n, k, a, b, asked, things, box


def claims(cursors: list[Cursor]) -> bool:
    return claimed_by(_read, cursors)


def parse_found_contents(cursors: list[Cursor]) -> Graph:
    n, k, a, b, asked, things, box = _read(cursors)
    consume_all(cursors)
    ops = [Op(kind="hold", lemma="fn.there", sentence=0, actor="the " + box, item=Item(unit=things), amount=fmt(n)),
           Op(kind="classify", lemma=a, sentence=1, actor="", item=Item(unit=things), amount=fmt(k), target=b)]
    return Graph(ops=ops, question=Question(kind=FOUND, sentence=2, entity="the " + box,
                                            item=Item(unit=things, mods=(asked,))))


def found_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the named part, or all less it for the rest (a part larger than all refuses)."""
    total, split = graph.ops
    n, k = Fraction(total.amount), Fraction(split.amount)
    if k > n:
        raise ReaderRefusal(Reason.CONTRADICTION, "policy.non_negative", frame=FOUND,
                            detail=f"{split.amount} of {total.amount} things")
    asked = graph.question.item.mods[0]
    value = k if asked == split.lemma else n - k
    return value, total.item.unit, [Step(lemma=split.lemma, kind=FOUND, holder=total.actor,
                              operands=[total.amount, split.amount], before=total.amount, after=fmt(value))]


def verify_found(lex, graph: Graph) -> Fraction:
    """Verifier: the named part, or the r with part + r = all."""
    total, split = graph.ops
    asked = graph.question.item.mods[0]
    return Fraction(split.amount) if asked == split.lemma else -(Fraction(split.amount) - Fraction(total.amount))
