"""What was spent on things bought at no told price, from the money before and the money left (v13, ADR 0261).

    Benny received 67 dollars for his birthday. He went to a sporting goods store and bought a baseball glove,
    baseball, and bat. He had 33 dollars over, how much did he spent on the baseball gear?        67 − 33 = 34

Why a module of its own: the purchases carry no price, so the holding machinery reads ``bought a glove`` as a
gain of a glove and nothing else, and ``had 33 dollars over`` then contradicts the 67 dollars held. An English
reader takes the money that went between the two counts as the price of what was bought: the whole spending,
never any one thing's price. The text is read as a whole, in one shape (three or four sentences):

1. ``<Name> received|got|had|earned|saved N dollars [and K <other things>] [<time>]`` (``$N`` too);
2. ``<he|she|the name> [went to a|an|the <place> and] bought|purchased <things>`` — a list of one or more
   ``[a|an|some] [modifiers] <thing>`` with no number and no price;
3. ``<he|she|the name> had|has M dollars left|over|remaining`` — its own sentence, or the question's leading
   clause (``He had 33 dollars over, how much …``); (v20, ADR 0456) also ``Now <he|she|the name> has M dollars.``;
4. ``How much [money] did <he|she|the name> spend|spent [in all|in total] [on them|it|on the <kind>]?`` —
   ``spent`` after ``did`` is read as ``spend`` (it can mean nothing else); ``them`` after several things, ``it`` after one; ``on the <kind>`` only when every bought thing is of that pack kind or names it
   (``baseball gear``: kind.baseball_gear holds bats and baseballs, and a ``baseball glove`` names it; a toy beside
   them is no baseball gear; ``the gear`` or ``the equipment`` alone is not read: is a toy bought beside a bat
   equipment?).
(v20, ADR 0456) or ``How much did the <thing> cost?`` after exactly one thing bought, named by the same words
   (``a scarf`` … ``the scarf``): its price is all that was spent.
N − M, refused unless M < N. Another person (a pronoun of the other gender, another name), a number or a price in
the list, money in another unit, anything else between the sentences keep the text from this reading (it is then
read as before, and refused there).
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.phrases import Context, Cursor, claimed_by, fmt, noun_run, read_entity, read_number
from domain.reader.prices import read_dollar_amount
from domain.reader.refusals import ReaderRefusal, Reason
from domain.reader.results import Step
from domain.reader.unisex_names import text_pronoun_gender

SPENT = "spent_from_rest"
_GOT = ("verb.receive", "verb.get", "verb.have", "verb.earn", "verb.save")
_BUY = ("verb.buy", "verb.purchase")
_LEFT = ("left", "over", "remaining")
_ARTICLE = ("a", "an", "some")


def _person(cur: Cursor, who: tuple[str, str] | None) -> tuple[str, str] | None:
    """A name at the start (``who`` None), else the same name again or a he/she of its gender."""
    if who is None:
        ctx = Context()
        try:
            name = read_entity(cur, ctx, pronouns=False)
        except ReaderRefusal:
            return None
        if name is None or name not in ctx.entities or ctx.entities[name] not in ("m", "f", "x") \
                or (ctx.entities[name] == "x" and (" " in name or not name[:1].isupper())):
            return None  # ADR 0514: a name of either gender (x) too; _read fixes it from the text's pronouns
        return name, ctx.entities[name]
    word = cur.peek_word()
    if word in ("he", "she"):
        if who[1] not in ("m", "f") or (word == "he") != (who[1] == "m"):
            return None
        cur.pos += 1
        return who
    ctx = Context()
    try:
        name = read_entity(cur, ctx, pronouns=False)
    except ReaderRefusal:
        return None
    return who if name == who[0] else None


def _dollars(cur: Cursor) -> Fraction | None:
    """``N dollars`` or ``$N``."""
    return read_dollar_amount(cur)


def _money_before(cur: Cursor) -> tuple[tuple[str, str], Fraction] | None:
    cur.pos = 0
    who = _person(cur, None)
    verb = cur.sense("verb") if who else None
    if verb is None or verb.entry.id not in _GOT:
        return None
    cur.pos += verb.length
    money = _dollars(cur)
    if money is None:
        return None
    if cur.peek_word() == "and":  # "and 9 movie tickets": other things got beside the money
        cur.pos += 1
        got = read_number(cur)
        other = noun_run(cur, cur.pos, ("unit",)) if got is not None and not got[1] else None
        if other is None or cur.lex.unit_by_id[other[1].entry.id].family in ("money", "mass_noun_money"):
            return None
        cur.pos = other[2]
    when = cur.sense("time")
    if when is not None:
        cur.pos += when.length
    return (who, money) if cur.at_end() else None


def _bought(cur: Cursor, who: tuple[str, str]) -> list[tuple[str, tuple[str, ...]]] | None:
    """The bought list: each thing's unit id and the words of its noun phrase."""
    cur.pos = 0
    if _person(cur, who) is None:
        return None
    verb = cur.sense("verb")
    if verb is not None and verb.entry.id in ("verb.go", "verb.go_to") and cur.peek_word(1) == "to":
        cur.pos += 2
        if cur.take_word("a", "an", "the") is None:
            return None
        place = noun_run(cur, cur.pos, ("place", "person"))
        if place is None or (place[1].cls == "person" and place[1].entry.gender != "n"):
            return None
        cur.pos = place[2]
        if cur.take_word("and") is None:
            return None
        verb = cur.sense("verb")
    if verb is None or verb.entry.id not in _BUY:
        return None
    cur.pos += verb.length
    items: list[tuple[str, tuple[str, ...]]] = []
    while True:
        cur.take_word(*_ARTICLE)
        thing = noun_run(cur, cur.pos, ("unit",))
        if thing is None or cur.lex.unit_by_id[thing[1].entry.id].family in ("money", "mass_noun_money") \
                or any(a.cls not in ("modifier", "unit") for a in thing[0]):
            return None
        items.append((thing[1].entry.id if thing[1].form != "pl" else "pl:" + thing[1].entry.id,
                      tuple(cur.words[cur.pos:thing[2]])))
        cur.pos = thing[2]
        if cur.at_end():
            return items
        if cur.take_word(",") is not None:
            cur.take_word("and")
            continue
        if cur.take_word("and") is not None:
            continue
        return None


def _left(cur: Cursor, who: tuple[str, str]) -> Fraction | None:
    now = cur.take_word("now") is not None  # v20 (ADR 0456): "Now she has 16 dollars." says the money left too
    if _person(cur, who) is None or cur.take_word("had", "has") is None:
        return None
    money = _dollars(cur)
    if money is None or (cur.take_word(*_LEFT) is None and not now):
        return None
    return money


def _on_what(cur: Cursor, items: list[tuple[str, tuple[str, ...]]]) -> bool:
    """``on them`` (several things) / ``on it`` (one), or ``on the <kind>`` of a pack kind every bought thing is of (``the baseball gear``: a bat and a baseball are, and a ``baseball
    glove`` says so in its words). Anything else: False (the text is not this form)."""
    several = len(items) > 1 or items[0][0].startswith("pl:")
    if cur.take_word("them", "it") is not None:
        return (cur.words[cur.pos - 1] == "them") == several
    if cur.take_word("the") is None:
        return False
    kind = noun_run(cur, cur.pos, ("unit",))
    if kind is None or kind[0] or kind[1].entry.id not in cur.lex.general_units:
        return False
    cur.pos = kind[2]
    general, name = kind[1].entry.id, cur.words[kind[2] - kind[1].length]
    return all(cur.lex.kind_of(unit.removeprefix("pl:"), general) or unit.removeprefix("pl:") == general
               or (name in words and name != words[-1]) for unit, words in items)


def _thing_cost(cur: Cursor, items: list[tuple[str, tuple[str, ...]]]) -> bool:
    """(v20, ADR 0456) ``How much did the scarf cost?`` after one thing bought (``a scarf``): its price is all that
    was spent. Several things (``the scarf`` among them, or ``the gloves``) are not read."""
    if len(items) != 1 or items[0][0].startswith("pl:") or cur.words[cur.pos:cur.pos + 3] != ["how", "much", "did"] \
            or cur.peek_word(3) != "the":
        return False
    cur.pos += 4
    thing = noun_run(cur, cur.pos, ("unit",))
    if thing is None or thing[1].entry.id != items[0][0] or tuple(cur.words[cur.pos:thing[2]]) != items[0][1]:
        return False
    cur.pos = thing[2]
    return cur.take_word("cost") is not None and cur.at_end()


def _question(cur: Cursor, who: tuple[str, str], items: list[tuple[str, tuple[str, ...]]]) -> bool:
    start = cur.pos
    if _thing_cost(cur, items):
        return True
    cur.pos = start
    if cur.take_word("how") is None or cur.take_word("much") is None:
        return False
    cur.take_word("money")
    if cur.take_word("did") is None or _person(cur, who) is None or cur.take_word("spend", "spent") is None:
        return False
    if cur.peek_word() == "in" and cur.peek_word(1) in ("all", "total"):
        cur.pos += 2
    if cur.take_word("on") is not None and not _on_what(cur, items):
        return False
    return cur.at_end()


def _read(cursors: list[Cursor]) -> tuple[Fraction, Fraction] | None:
    if len(cursors) not in (3, 4):
        return None
    first = _money_before(cursors[0])
    if first is None:
        return None
    who, before = first
    if who[1] == "x":  # ADR 0514: Kim … she … she: the one gender of the text's pronouns, else none fits
        who = (who[0], text_pronoun_gender(cursors))
    items = _bought(cursors[1], who)
    if items is None:
        return None
    q = cursors[-1]
    if len(cursors) == 4:
        cursors[2].pos = 0
        left = _left(cursors[2], who)
        if left is None or not cursors[2].at_end():
            return None
        q.pos = 0
    else:
        commas = [i for i in range(q.end - 1) if q.words[i] == "," and q.words[i + 1] == "how"]
        if len(commas) != 1:
            return None
        clause = Cursor(q.lex, q.sentence, 0, commas[0])
        left = _left(clause, who)
        if left is None or not clause.at_end():
            return None
        q.pos = commas[0] + 1
    if not _question(q, who, items):
        return None
    return before, left


def claims(cursors: list[Cursor]) -> bool:
    return claimed_by(_read, cursors)


def parse_spent_from_rest(cursors: list[Cursor]) -> Graph:
    before, left = _read(cursors)
    who = _money_before(cursors[0])[0][0]
    money = Item(unit="unit.dollar")
    ops = [Op(kind="hold", lemma="verb.have", sentence=0, actor=who, item=money, amount=fmt(before)),
           Op(kind="hold", lemma="verb.have", sentence=len(cursors) - 2, actor=who, item=money, amount=fmt(left))]
    return Graph(ops=ops, question=Question(kind=SPENT, sentence=len(cursors) - 1, entity=who, item=money,
                                            lemma="verb.spend"))


def spent_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the money before less the money left (none spent, or more left than held, refuses)."""
    before, left = graph.ops
    value = Fraction(before.amount) - Fraction(left.amount)
    if value <= 0:
        raise ReaderRefusal(Reason.CONTRADICTION, "policy.non_negative", frame=SPENT,
                            detail=f"{left.amount} left of {before.amount} after buying things")
    return value, "unit.dollar", [Step(lemma="verb.spend", kind=SPENT, holder=before.actor,
                                       operands=[before.amount, left.amount], before=before.amount,
                                       after=left.amount)]


def verify_spent(lex, graph: Graph) -> Fraction:
    """Verifier: the s with left + s = before."""
    before, left = graph.ops
    return -(Fraction(left.amount) - Fraction(before.amount))
