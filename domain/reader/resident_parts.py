"""A holder's counted people, those living in one country told, those living elsewhere asked (v13, ADR 0261).

    A cell phone company has a total of 7422 customers across the world. If 723 of its customers live in the
    United States, how many of its customers live in other countries?                       7422 − 723 = 6699

Everyone lives in some country, so the customers in one country and those in other countries are all of them: a
split English itself makes complementary (as ``in`` and ``outside`` one place, told_totals.py). ``live in`` moves
nothing and the holding machinery has no reading of where a holder's people live, so the text is read as a whole,
in one shape (two or three sentences):

1. ``A|An|The [adjuncts] <place or organisation noun> has|had a total of N <things> [across|around|all over the
   world]``;
2. the part, as the question's ``If`` clause or a sentence of its own: ``K of its <the things> live|lived in
   [the] <country>`` (pack role ``country_name``: a country's name, for now ``united states`` only:
   a one-word country stays a proper place name of the other readers);
3. ``how many of its <the things> live|lived in other countries|outside [the] <the same country>?``.
N − K, refused when K > N. Another country asked, other things, ``their``, a number of people not of the holder,
any other sentence keep the text from this form (it is then read as before).
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.phrases import Cursor, claimed_by, consume_all, fmt, noun_run, read_number
from domain.reader.refusals import ReaderRefusal, Reason
from domain.reader.results import Step

RESIDENTS = "resident_part"


def _holder(cur: Cursor) -> str | None:
    if cur.take_word("a", "an", "the") is None:
        return None
    got = noun_run(cur, cur.pos, ("place", "person"))
    if got is None or got[1].form != "sg" or (got[1].cls == "person" and got[1].entry.gender not in ("n", "")):
        return None
    cur.pos = got[2]
    return got[1].entry.singular


def _things(cur: Cursor) -> str | None:
    s = cur.sense("unit")
    if s is None or s.form != "pl" or s.length != 1:
        return None
    cur.pos += 1
    return s.entry.id


def _total(cur: Cursor):
    cur.pos = 0
    holder = _holder(cur)
    if holder is None or cur.take_word("has", "had") is None or cur.words[cur.pos:cur.pos + 3] != ["a", "total", "of"]:
        return None
    cur.pos += 3
    got = read_number(cur)
    if got is None or got[1] or got[0] <= 0:
        return None
    things = _things(cur)
    if things is None:
        return None
    world = cur.sense("fn:everywhere")
    if world is not None:
        cur.pos += world.length
    return (holder, got[0], things) if cur.at_end() else None


def _country(cur: Cursor) -> str | None:
    cur.take_word("the")
    s = cur.sense("fn:country_name")
    if s is None:
        return None
    cur.pos += s.length
    return s.entry.id + ":" + " ".join(cur.words[cur.pos - s.length:cur.pos])


def _reside(cur: Cursor) -> bool:
    s = cur.sense("fn:reside")
    if s is None:
        return False
    cur.pos += s.length
    return True


def _part(cur: Cursor, things: str) -> tuple[Fraction, str] | None:
    got = read_number(cur)
    if got is None or got[1] or cur.take_word("of") is None or cur.take_word("its") is None \
            or _things(cur) != things or not _reside(cur) or cur.take_word("in") is None:
        return None
    country = _country(cur)
    return (got[0], country) if country is not None and cur.at_end() else None


def _question(cur: Cursor, things: str, country: str) -> bool:
    if cur.take_word("how") is None or cur.take_word("many") is None or cur.take_word("of") is None \
            or cur.take_word("its") is None or _things(cur) != things or not _reside(cur):
        return False
    if cur.take_word("in") is not None:
        if cur.take_word("other") is None or cur.take_word("countries") is None:
            return False
    elif cur.take_word("outside") is not None:
        if _country(cur) != country:
            return False
    else:
        return False
    return cur.at_end()


def _read(cursors: list[Cursor]):
    if len(cursors) not in (2, 3):
        return None
    total = _total(cursors[0])
    if total is None:
        return None
    holder, n, things = total
    q = cursors[-1]
    if len(cursors) == 3:
        cursors[1].pos = 0
        part = _part(cursors[1], things)
        q.pos = 0
    else:
        commas = [i for i in range(q.end - 1) if q.words[i] == "," and q.words[i + 1] == "how"]
        if q.words[:1] != ["if"] or len(commas) != 1:
            return None
        part = _part(Cursor(q.lex, q.sentence, 1, commas[0]), things)
        q.pos = commas[0] + 1
    if part is None or not _question(q, things, part[1]):
        return None
    return holder, n, things, part[0]


def claims(cursors: list[Cursor]) -> bool:
    return claimed_by(_read, cursors)


def parse_resident_parts(cursors: list[Cursor]) -> Graph:
    holder, n, things, k = _read(cursors)
    consume_all(cursors)
    item = Item(unit=things)
    ops = [Op(kind="hold", lemma="verb.have", sentence=0, actor="the " + holder, item=item, amount=fmt(n)),
           Op(kind="classify", lemma="fn.reside", sentence=len(cursors) - 2, actor="the " + holder, item=item,
              amount=fmt(k))]
    return Graph(ops=ops, question=Question(kind=RESIDENTS, sentence=len(cursors) - 1, entity="the " + holder,
                                            item=item))


def resident_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: all of them less those in the one country (more there than in all refuses)."""
    total, part = graph.ops
    value = Fraction(total.amount) - Fraction(part.amount)
    if value < 0:
        raise ReaderRefusal(Reason.CONTRADICTION, "policy.non_negative", frame=RESIDENTS,
                            detail=f"{part.amount} of {total.amount} in one country")
    return value, total.item.unit, [Step(lemma="fn.reside", kind=RESIDENTS, holder=total.actor,
                                         operands=[total.amount, part.amount], before="", after=fmt(value))]


def verify_resident(lex, graph: Graph) -> Fraction:
    """Verifier: the r with part + r = total."""
    total, part = graph.ops
    return -(Fraction(part.amount) - Fraction(total.amount))
