"""Spending told for a purpose named first, asked as spending on that purpose's parts (v13, ADR 0261).

    For his car, Mike spent $118.54 on speakers and $106.33 on new tires. Mike wanted 3 CD's for $4.58 but
    decided not to. In total, how much did Mike spend on car parts?                   118.54 + 106.33 = 224.87

``For his car,`` says what the purchases that follow are for: the speakers and the tires are bought for the car,
its parts. ``his`` comes before the name it means (the only person of the text, named right after the comma), and
``car parts`` names no kind the pack knows; the spending reader refused both. The text is read as a whole, in one
shape:

1. ``For <his|her> <noun> , <Name> spent <money> on <thing>[, <money> on <thing>]… [,] and <money> on <thing>`` —
   the name of the possessive's gender; each thing ``[a|an|some] [mods] <unit noun>``;
2. any number of purchases not carried out, read as spending.skip_undone_purchase reads them (``Mike wanted 3 CD's
   for $4.58 but decided not to.``), by the same person;
3. ``[In total ,] how much [money] did <Name|he|she> spend on <the noun> parts|supplies|accessories [in all|in
   total]?`` (pack role ``parts``) or ``… spend on <his|her> <noun>?``.
The sum of the first sentence's amounts. Another person, another purpose noun, another statement keep the text from
this form (it is then read as before).
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.phrases import Cursor, claimed_by, consume_all, fmt, noun_run
from domain.reader.prices import read_dollar_amount
from domain.reader.refusals import ReaderRefusal
from domain.reader.results import Step
from domain.reader.spending import skip_undone_purchase

PURPOSE = "purpose_spending"


def _money(cur: Cursor) -> Fraction | None:
    return read_dollar_amount(cur)


def _name(cur: Cursor) -> tuple[str, str] | None:
    s = cur.sense("name")
    if s is None or s.entry is None or s.entry.gender not in ("m", "f") or not cur.tokens[cur.pos].text[:1].isupper():
        return None
    cur.pos += 1
    return cur.tokens[cur.pos - 1].text, s.entry.gender


def _first(cur: Cursor):
    """(name, gender, purpose noun word, amounts) or None."""
    cur.pos = 0
    poss = cur.words[1] if cur.end > 2 else ""
    if cur.take_word("for") is None or cur.take_word("his", "her") is None:
        return None
    noun = noun_run(cur, cur.pos, ("unit", "place"))
    if noun is None or noun[0] or noun[1].form != "sg":
        return None
    word = cur.words[cur.pos]
    cur.pos = noun[2]
    if cur.take_word(",") is None:
        return None
    who = _name(cur)
    if who is None or who[1] != ("m" if poss == "his" else "f"):
        return None
    verb = cur.sense("verb")
    if verb is None or verb.entry.id != "verb.spend":
        return None
    cur.pos += verb.length
    amounts = []
    while True:
        money = _money(cur)
        if money is None or cur.take_word("on") is None:
            return None
        cur.take_word("a", "an", "some")
        thing = noun_run(cur, cur.pos, ("unit",))
        if thing is None or cur.lex.unit_by_id[thing[1].entry.id].family in ("money", "mass_noun_money") \
                or any(a.cls not in ("modifier", "unit") for a in thing[0]):
            return None
        cur.pos = thing[2]
        amounts.append(money)
        if cur.at_end():
            break
        cur.take_word(",")
        cur.take_word("and")
    return who[0], who[1], word, amounts


def _question(cur: Cursor, name: str, gender: str, word: str) -> bool:
    cur.pos = 0
    if cur.take("fn:total") is not None:
        cur.take_word(",")
    if cur.take_word("how") is None or cur.take_word("much") is None:
        return False
    cur.take_word("money")
    if cur.take_word("did") is None:
        return False
    w = cur.peek_word()
    if w in ("he", "she"):
        if (w == "he") != (gender == "m"):
            return False
        cur.pos += 1
    elif cur.take_word(name.lower()) is None:
        return False
    if cur.take_word("spend") is None or cur.take_word("on") is None:
        return False
    if cur.peek_word() in ("his", "her"):
        if (cur.peek_word() == "his") != (gender == "m") or cur.peek_word(1) != word:
            return False
        cur.pos += 2
    else:
        if cur.take_word(word) is None or cur.sense("fn:parts") is None:
            return False
        cur.pos += cur.sense("fn:parts").length
    if cur.peek_word() == "in" and cur.peek_word(1) in ("all", "total"):
        cur.pos += 2
    return cur.at_end()


def _read(cursors: list[Cursor]):
    if len(cursors) < 2:
        return None
    first = _first(cursors[0])
    if first is None:
        return None
    name, gender, word, amounts = first
    for cur in cursors[1:-1]:
        cur.pos = 0
        if cur.sense("name") is None or cur.tokens[0].text.lower() != name.lower():
            return None
        try:
            if not skip_undone_purchase(cur):
                return None
        except ReaderRefusal:
            return None
    if not _question(cursors[-1], name, gender, word):
        return None
    return name, amounts


def claims(cursors: list[Cursor]) -> bool:
    return claimed_by(_read, cursors)


def parse_purpose_spending(cursors: list[Cursor]) -> Graph:
    name, amounts = _read(cursors)
    consume_all(cursors)
    money = Item(unit="unit.dollar")
    ops = [Op(kind="lose", lemma="verb.spend", sentence=0, actor=name, item=money, amount=fmt(a)) for a in amounts]
    return Graph(ops=ops, question=Question(kind=PURPOSE, sentence=len(cursors) - 1, entity=name, item=money,
                                            lemma="verb.spend"))


def purpose_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the sum of the amounts spent for the purpose."""
    total = sum(Fraction(op.amount) for op in graph.ops)
    return total, "unit.dollar", [Step(lemma="verb.spend", kind=PURPOSE, holder=graph.question.entity,
                                       operands=[op.amount for op in graph.ops], before="", after=fmt(total))]


def verify_purpose(lex, graph: Graph) -> Fraction:
    """Verifier: the amounts added one by one from the last."""
    total = Fraction(0)
    for op in reversed(graph.ops):
        total += Fraction(op.amount)
    return total
