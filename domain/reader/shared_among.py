"""An amount shared equally among a counted number of people (v12, ADR 0236).

    Mrs. Hilt needs to share $3.75 equally among 3 total people. How much money will each person get?
                                                                                          3.75 ÷ 3 = 1.25
    There are 96 cupcakes for 8 children to share. How much will each person get if they share the cupcakes
    equally?                                                                              96 ÷ 8 = 12

Why a module of its own: the people are only counted (``among 3 people``, ``for 8 children``), never
holders the holding machinery could give a share to, and the sharer may be one of them (``among 3 total
people``) or not; either way each of the N gets the amount ÷ N. The text is read as a whole in one of two
fixed shapes (one statement and the question); anything else is left to the other readers (not claimed) or,
once the statement is this shape, refused.

Statements:
- ``<sharer> [needs|wants|has] to share|split <amount> [equally|evenly] among|between N [total] <people>.``
  or ``<sharer> shares|splits|shared <amount> [equally|evenly] among|between N [total] <people>.`` (sharing
  among a count is an equal partition, as ``He shares them among 3 friends`` reads since v2).
- ``There is|are <amount> for N <people> to share [equally|evenly].``
The amount is money (``$3.75``) or N things; the people a person noun (expected_guests.is_people).

v18 (ADR 0401), the sharers counted (each of the N gets the amount ÷ N); ``equally|evenly`` must be told, as
``6 children share 30 grapes`` or ``24 cookies are shared among 6 children`` may be uneven:
- ``N <people> share|split <amount> equally|evenly.`` (``Four sisters share 100 dollars equally.``); the people
  may be a pack person noun (``sisters``).
- ``<amount> is|are shared|split [equally] among|between|by N <people> [equally].`` (one ``equally``);
  ``shared by 7 campers`` is among them.
- ``There is|are <amount> to share|split [equally] among|between N <people>.``: without ``equally`` the question
  must end ``if they [all|each] get the same number|amount`` (else it refuses).
- The amount may sit in one container: ``a pack of 14 hot dogs``; ``a bill of $60`` may be asked ``How much does
  each friend pay?`` (the only container whose share is paid).
- Two statements: ``There is|are <amount> [in|on|at the <place>].`` or ``A|The <container> has|contains|holds
  <amount>.``, then ``N
  <people> share|split [all [of]] them|the <things> equally|evenly.`` (``them`` is the one amount told; a person's
  things, a place, two kinds told are left to the other readers).
- ``A|The <whole> is cut into <parts>.`` then ``N <people> share it|them|the <parts> equally.`` (``it``: all the
  parts of the one whole).
- ``<Name> and <Name> [, <Name> …] share <amount> equally.``: the different names counted; asked ``each of
  them``, ``each person``, or ``each boy|girl`` when every name is of that gender.
Untold sharers (``Some friends``, ``They``) are no count: those texts are not claimed.

Question: ``How much [money|<things>] | How many [<things>] will|would|does|can|should each <one of the
people | person> get|receive [if they share <them|it|the things> equally|evenly]?``. Things asked must be
the shared things (money for money). The share must be a whole number of things, or of money a
terminating decimal (cents may split further; ``$10 among 3`` is 3.333… and refuses).
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.expected_guests import is_people
from domain.reader.answer_policy import terminates
from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.phrases import (Context, Cursor, fmt, opens_with, read_entity, read_item,
                                   read_number)
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step

SHARE = "shared_among"
_AMONG = ("among", "between")
_TO_WORDS = ("needs", "need", "wants", "want", "has", "have")
_GET_AUX = ("will", "would", "does", "do", "can", "could", "should", "did")


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, SHARE, detail, reason)


def _share_verb(cur: Cursor) -> str | None:
    """``share`` / ``split`` (pack lemmas ``verb.share`` / ``verb.split``): consumed, its lemma returned."""
    verb = cur.sense("verb")
    if verb is None or verb.entry.id not in ("verb.share", "verb.split"):
        return None
    cur.pos += verb.length
    return verb.entry.id


def _amount(cur: Cursor) -> tuple[Fraction, Item] | None:
    """``$3.75`` / ``96 cupcakes`` / ``12 dollars``: a positive amount and what it is of."""
    start = cur.pos
    got = read_number(cur)
    if got is None or got[0] <= 0:
        cur.pos = start
        return None
    value, money = got
    if money:
        return value, Item(unit=money)
    item = read_item(cur, Context(), note=False)
    if item is None:
        cur.pos = start
        return None
    return value, item


def _people(cur: Cursor) -> tuple[Fraction, str] | None:
    """``3 [total] people`` / ``8 children``: a whole count above 1 of a person noun."""
    start = cur.pos
    got = read_number(cur)
    if got is None or got[1] or got[0].denominator != 1 or got[0] < 2:
        cur.pos = start
        return None
    cur.take("fn:total")
    # "people" is both the plural of "person" and a noun of its own: any plural person sense of the word
    # v18 (ADR 0401): or a pack person noun ("Four sisters"), counted: the persons themselves
    unit = next((s for s in cur.senses(cur.pos) if s.form == "pl" and (s.cls == "unit" and is_people(cur.lex, s.entry.id)
                                                                     or s.cls == "person")), None)
    if unit is None:
        cur.pos = start
        return None
    cur.pos += unit.length
    return got[0], unit.entry.id


def _contained(cur: Cursor) -> tuple[Fraction, Item, str] | None:
    """``a pack of 14 hot dogs`` / ``a bill of $60`` (v18, ADR 0401): the amount inside one named container,
    and the container's unit; else a plain amount (container ""). None when neither."""
    start = cur.pos
    if cur.take_word("a", "an") is not None:
        box = cur.sense("unit")
        if box is None or box.form != "sg" or is_people(cur.lex, box.entry.id) or cur.peek_word(box.length) != "of":
            cur.pos = start
            return None
        cur.pos += box.length + 1
        got = _amount(cur)
        if got is None:
            cur.pos = start
            return None
        return got[0], got[1], box.entry.id
    got = _amount(cur)
    return None if got is None else (got[0], got[1], "")


def _even(cur: Cursor) -> bool:
    return cur.take("fn:evenly") is not None


def _counted_sharers(cur: Cursor) -> tuple | None:
    """v18 (ADR 0401): ``N <people> share|split <amount> equally|evenly``: the counted sharers are the people
    among whom the amount is shared. ``equally`` is required: ``6 children share 30 grapes`` may be uneven."""
    people = _people(cur)
    if people is None:
        return None
    shared = _shared_evenly(cur)
    if shared is None:
        return None
    lemma, got = shared
    return lemma, got[0], got[1], people[0], people[1], True, got[2]


def _shared_evenly(cur: Cursor) -> tuple[str, tuple[Fraction, Item, str]] | None:
    """``share|split <amount> equally|evenly`` after the sharers: (the verb's lemma, the amount), else None."""
    lemma = _share_verb(cur)
    if lemma is None:
        return None
    got = _contained(cur)
    if got is None or not _even(cur):
        return None
    return lemma, got


def _passive_share(cur: Cursor) -> tuple | None:
    """v18 (ADR 0401): ``<amount> is|are shared|split [equally] among|between|by N <people> [equally]``: one
    ``equally`` (before or after the people) is required (``24 cookies are shared among 6 children`` may be
    uneven); by the people (``shared by 7 campers``) is among them: each of the sharers gets a share."""
    got = _contained(cur)
    if got is None or not cur.take("fn:be"):
        return None
    lemma = _share_verb(cur)
    if lemma is None:
        return None
    even = _even(cur)
    if cur.take_word("among", "between", "by") is None:
        return None
    people = _people(cur)
    if people is None:
        return None
    if _even(cur):
        if even:
            return None
        even = True
    if not even:
        return None
    return lemma, got[0], got[1], people[0], people[1], True, got[2]


def _take_plain_name(cur: Cursor, names: list[str], genders: set[str]) -> bool:
    """A capitalised name, not a possessive, at the cursor: noted with its gender (``x`` unknown) and taken."""
    s = cur.sense("name")
    if s is None or not cur.tokens[cur.pos].text[:1].isupper() or cur.sense("poss", cur.pos + 1) is not None:
        return False
    names.append(cur.words[cur.pos])
    genders.add(s.entry.gender if s.entry is not None else "x")
    cur.pos += 1
    return True


def _named_sharers(cur: Cursor) -> tuple | None:
    """v18 (ADR 0401): ``<Name> and <Name> [, <Name> …] share|split <amount> equally|evenly.``: the named sharers,
    counted (two or more different plain names). The people are ``names.<gender>``: the one gender of all the
    names (``m``, ``f``), else ``x``, so the question may say ``each boy`` only of boys."""
    names: list[str] = []
    genders = set()
    while True:
        if not _take_plain_name(cur, names, genders):
            return None
        if cur.take_word("and") is not None:
            last = True
        elif cur.peek_word() == ",":
            cur.pos += 1
            last = cur.take_word("and") is not None
        else:
            break
        if last:
            if not _take_plain_name(cur, names, genders):
                return None
            break
    if len(names) < 2 or len(set(names)) != len(names):
        return None
    shared = _shared_evenly(cur)
    if shared is None:
        return None
    lemma, got = shared
    gender = genders.pop() if len(genders) == 1 else "x"
    return lemma, got[0], got[1], Fraction(len(names)), f"names.{gender if gender in ('m', 'f') else 'x'}", True, got[2]


def _statement(cur: Cursor) -> tuple | None:
    """The statement (module doc) whole: (lemma, amount, thing, people count, people unit, equal share told,
    container unit or ""), else None."""
    cur.pos = 0
    if cur.sense("fn:there") is not None:
        cur.pos += cur.sense("fn:there").length
        if not cur.take("fn:be"):
            return None
        got = _amount(cur)
        if got is None:
            return None
        if cur.peek_word() == "to":
            # v18 (ADR 0401): "There are 36 cupcakes to share [equally] among 9 children": equal only when the
            # text says so (here or in the question's "if they all get the same number")
            cur.pos += 1
            lemma = _share_verb(cur)
            if lemma is None:
                return None
            even = _even(cur)
            if cur.take_word(*_AMONG) is None:
                return None
            people = _people(cur)
            if people is None or not cur.at_end():
                return None
            return lemma, got[0], got[1], people[0], people[1], even, ""
        if cur.peek_word() != "for":
            return None
        cur.pos += 1
        people = _people(cur)
        if people is None or cur.peek_word() != "to":
            return None
        cur.pos += 1
        lemma = _share_verb(cur)
        if lemma is None:
            return None
        cur.take("fn:evenly")
    else:
        if cur.sense("num") or cur.sense("number") or cur.sense("money") or cur.peek_word() in ("a", "an"):
            # v18 (ADR 0401): a counted subject: the sharers ("Four sisters share …") or the things ("24 cookies
            # are shared …", "A pack of 14 hot dogs is shared …"); else a holder ("A teacher shares …", below)
            got = _counted_sharers(cur)
            if got is None or not cur.at_end():
                cur.pos = 0
                got = _passive_share(cur)
            if got is not None and cur.at_end():
                return got
            cur.pos = 0
        if cur.sense("name") is not None:
            got = _named_sharers(cur)  # v18 (ADR 0401): "Ben and Sam share 24 grapes equally."
            if got is not None and cur.at_end():
                return got
            cur.pos = 0
        if read_entity(cur, Context(), pronouns=False) is None:
            return None
        if cur.peek_word() in _TO_WORDS and cur.peek_word(1) == "to":
            cur.pos += 2  # an intention to share, asked of as done ("will each person get")
        lemma = _share_verb(cur)
        if lemma is None:
            return None
        got = _amount(cur)
        if got is None:
            return None
        cur.take("fn:evenly")  # "shares them among 3 friends" is an equal partition already (grammar.md, v2)
        if cur.take_word(*_AMONG) is None:
            return None
        people = _people(cur)
        if people is None:
            return None
    if not cur.at_end():
        return None
    return lemma, got[0], got[1], people[0], people[1], True, ""


def _told_amount(cur: Cursor) -> tuple[Fraction, Item, tuple[Fraction, str] | None, str] | None:
    """v18 (ADR 0401): the first of two statements, told whole: ``There is|are <amount>.`` or ``A|The
    <container> has|contains|holds <amount>.`` (one holder that is no person: the amount is only what is
    shared next), or ``A group of N <people> has|had <amount>.`` (the group's count, else None, third), or ``A|The
    <whole> is cut into <amount>.`` (the whole's unit, else "", fourth). None otherwise."""
    cur.pos = 0
    group = None
    if cur.words[:3] == ["a", "group", "of"]:
        # the counted group holds the amount; ``They`` (next) is the group, the one plural told
        cur.pos = 3
        group = _people(cur)
        if group is None:
            return None
        verb = cur.sense("verb")
        if verb is None or verb.entry.id != "verb.have":
            return None
        cur.pos += verb.length
    elif cur.sense("fn:there") is not None:
        cur.pos += cur.sense("fn:there").length
        if not cur.take("fn:be"):
            return None
    else:
        if cur.take_word("a", "the") is None:
            return None
        box = cur.sense("unit")
        if box is None or box.form != "sg" or is_people(cur.lex, box.entry.id):
            return None
        cur.pos += box.length
        if cur.take("fn:be") is not None:
            # "A pizza is cut into 8 slices.": the parts are what is shared; ``it`` (next) is the one whole
            verb = cur.sense("verb")
            if verb is None or verb.entry.id != "verb.cut" or cur.peek_word(verb.length) != "into":
                return None
            cur.pos += verb.length + 1
            got = _amount(cur)
            if got is None or not cur.at_end() or got[1].unit == "unit.dollar":
                return None
            return got[0], got[1], None, box.entry.id
        verb = cur.sense("verb")
        if verb is None or verb.entry.id not in ("verb.have", "verb.contain", "verb.hold"):
            return None
        cur.pos += verb.length
    got = _amount(cur)
    if got is None:
        return None
    if group is None and cur.peek_word() in ("in", "on", "at") and cur.peek_word(1) in ("the", "a"):
        # "There are 30 apples in the basket.": where the things are says nothing of how many (one noun only)
        where = cur.sense("place", cur.pos + 2) or cur.sense("unit", cur.pos + 2)
        if where is not None and where.form == "sg" and not is_people(cur.lex, where.entry.id):
            cur.pos += 2 + where.length
    if not cur.at_end():
        return None
    return got[0], got[1], group, ""


def _shares_them(cur: Cursor, thing: Item, group: tuple[Fraction, str] | None, whole: str = "") -> tuple | None:
    """v18 (ADR 0401): the second statement, ``N <people> share|split [all [of]] them|the <things>
    equally|evenly.``: the counted sharers share all the things told (``them`` is the one amount told). None
    otherwise."""
    cur.pos = 0
    if group is not None:
        # after ``A group of N <people> had …`` only ``They`` (the group) shares: a new count is another group
        people = group if cur.take_word("they") is not None else None
    else:
        people = _people(cur)
    if people is None:
        return None
    lemma = _share_verb(cur)
    if lemma is None:
        return None
    if cur.take_word("all") is not None:
        cur.take_word("of")
    if whole and cur.peek_word() == "it":
        cur.pos += 1  # the one whole cut into the parts told: all its parts
    elif cur.take_word("them") is None:
        if cur.take_word("the") is None or read_item(cur, Context(), note=False) != thing:
            return None
    if not _even(cur) or not cur.at_end():
        return None
    return lemma, people


def told_then_shared(cursors: list[Cursor]) -> tuple | None:
    """The two statements of the told-then-shared shape, read: (amount, thing, lemma, people); cursors put back."""
    if len(cursors) != 3:
        return None
    told = _told_amount(cursors[0])
    shared = None if told is None else _shares_them(cursors[1], told[1], told[2], told[3])
    cursors[0].pos = cursors[1].pos = 0
    if shared is None:
        return None
    return told[0], told[1], shared[0], shared[1]


def claims(cursors: list[Cursor]) -> bool:
    """Exactly one statement, of this module's shape, then the question; or (v18) an amount told, then shared
    among counted people, then the question."""
    return opens_with(cursors, 2, _statement) or told_then_shared(cursors) is not None


def _same_tail(cur: Cursor) -> bool:
    """v18 (ADR 0401): ``if they [all|each] get|receive the same number|amount``, consumed; False (cursor put
    back) otherwise. ``they`` is the counted people of the statement (the only plural named there)."""
    start = cur.pos
    cur.pos += 1  # "if"
    if cur.take_word("they") is None:
        cur.pos = start
        return False
    cur.take_word("all", "each")
    verb = cur.sense("verb")
    if verb is None or verb.entry.id not in ("verb.get", "verb.receive"):
        cur.pos = start
        return False
    cur.pos += verb.length
    if cur.take_word("the") is None or cur.take("fn:same") is None or cur.take("fn:quantity_noun") is None:
        cur.pos = start
        return False
    return True


def _question(cur: Cursor, thing: Item, people: str, even: bool = True, box: str = "") -> None:
    """The question (module doc); raises when the text asks anything else."""
    if cur.sense("fn:how") is None:
        raise _refuse(cur, "expected 'How much' or 'How many'", Reason.UNPARSED_QUESTION)
    cur.pos += 1
    word = cur.peek_word()
    if word not in ("much", "many"):
        raise _refuse(cur, "expected 'How much' or 'How many'", Reason.UNPARSED_QUESTION)
    cur.pos += 1
    money = thing.unit == "unit.dollar"
    if cur.peek_word() not in _GET_AUX:
        asked = read_item(cur, Context(), note=False)
        if asked is None:
            raise _refuse(cur, "expected what each gets", Reason.UNPARSED_QUESTION)
        if money and asked.unit not in ("unit.money", "unit.dollar") or not money and asked != thing:
            raise _refuse(cur, f"asked {asked.unit}, shared {thing.unit}", Reason.UNIT_MISMATCH)
    elif word == "many" and money:
        raise _refuse(cur, "'how many' of money", Reason.UNPARSED_QUESTION)
    if cur.peek_word() not in _GET_AUX:
        raise _refuse(cur, "expected will/would/does … each", Reason.UNPARSED_QUESTION)
    cur.pos += 1
    if cur.take("fn:each") is None:
        raise _refuse(cur, "expected 'each'", Reason.UNPARSED_QUESTION)
    if people.startswith("names."):
        _named_one(cur, people)
    else:
        _counted_one(cur, people)
    _question_end(cur, thing, money, box, even)


def _named_one(cur: Cursor, people: str) -> None:
    """v18 (ADR 0401): one of the named sharers: ``each of them``, ``each person``, or ``each boy|girl`` when
    every name is of that gender (pack names' genders); anything else refuses."""
    if cur.take_word("of") is not None:
        if cur.take_word("them") is None:
            raise _refuse(cur, "each of whom?", Reason.UNKNOWN_ENTITY)
        return
    one = cur.sense("unit") or cur.sense("person")
    ok = {"names.m": ("unit.boy", "person.boy"), "names.f": ("unit.girl", "person.girl")}.get(people, ())
    if one is None or one.form != "sg" or one.entry.id not in ok + ("unit.person",):
        raise _refuse(cur, "each of whom?", Reason.UNKNOWN_ENTITY)
    cur.pos += one.length


def _counted_one(cur: Cursor, people: str) -> None:
    """One of the counted people: their own noun in the singular, or ``person``."""
    one = cur.sense("unit") or cur.sense("person")
    if one is None or one.form != "sg" or one.entry.id not in (people, "unit.person") \
            and not (people == "unit.person" and one.entry.id == "unit.people"):
        raise _refuse(cur, "each of whom?", Reason.UNKNOWN_ENTITY)
    cur.pos += one.length


def _question_end(cur: Cursor, thing: Item, money: bool, box: str, even: bool) -> None:
    """The question after ``each <one>``: ``get|receive`` (``pay`` of a bill) and the optional condition."""
    verb = cur.sense("verb")
    # v18: "a bill of $60" shared: each pays a share of it (the only container whose share is paid; nobody
    # gets a share of a bill)
    verbs = ("verb.pay",) if box == "unit.bill" and money else ("verb.get", "verb.receive")
    if verb is None or verb.entry.id not in verbs:
        raise _refuse(cur, "expected pay (a bill's share)" if verbs == ("verb.pay",) else "expected get/receive",
                      Reason.UNPARSED_QUESTION)
    cur.pos += verb.length
    if cur.sense("fn:if") is not None and _same_tail(cur):
        even = True
    elif cur.sense("fn:if") is not None:  # "if they share the cupcakes equally"
        cur.pos += 1
        if cur.peek_word() != "they":
            raise _refuse(cur, "expected 'if they share …'", Reason.UNPARSED_QUESTION)
        cur.pos += 1
        if _share_verb(cur) is None:
            raise _refuse(cur, "expected 'share'", Reason.UNPARSED_QUESTION)
        if cur.peek_word() in ("them", "it"):
            cur.pos += 1
        elif cur.peek_word() == "the":
            cur.pos += 1
            again = read_item(cur, Context(), note=False)
            if again != thing:
                raise _refuse(cur, "shares other things", Reason.AMBIGUOUS_REFERENCE)
        if cur.take("fn:evenly") is None:
            raise _refuse(cur, "expected 'equally'", Reason.UNPARSED_QUESTION)
        even = True
    if not cur.at_end():
        raise _refuse(cur, "words after the question", Reason.UNPARSED_QUESTION)
    if not even:
        raise _refuse(cur, "the text never says the shares are equal", Reason.AMBIGUOUS_REFERENCE)


def parse_shared_among(cursors: list[Cursor]) -> Graph:
    told = told_then_shared(cursors)
    if told is not None:
        amount, thing, lemma, (count, people) = told
        _question(cursors[-1], thing, people)
        ops = [Op(kind=SHARE, lemma=lemma, sentence=1, item=thing, amount=fmt(amount), groups=fmt(count),
                  target=people)]
        return Graph(ops=ops, question=Question(kind=SHARE, sentence=2, item=thing, count=fmt(count)))
    got = _statement(cursors[0])
    if got is None:
        raise _refuse(cursors[0], "expected an amount shared among counted people")
    lemma, amount, thing, count, people, even, box = got
    _question(cursors[-1], thing, people, even, box)
    ops = [Op(kind=SHARE, lemma=lemma, sentence=0, item=thing, amount=fmt(amount), groups=fmt(count),
              target=people)]
    return Graph(ops=ops, question=Question(kind=SHARE, sentence=1, item=thing, count=fmt(count)))


def shared_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the amount ÷ the people; a count must come out whole, money as a terminating decimal."""
    op = graph.ops[0]
    value = Fraction(op.amount) / Fraction(op.groups)
    if lex.unit_by_id[op.item.unit].discrete and value.denominator != 1:
        raise ReaderRefusal(Reason.FRACTIONAL_COUNT, "policy.discrete", frame=SHARE,
                            detail=f"{op.amount} {op.item.unit} among {op.groups} is {value}")
    if not terminates(value):
        raise ValueError(f"{value} is no decimal")
    step = Step(lemma=op.lemma, kind="share_among", holder="", operands=[op.amount, op.groups], before="",
                after=fmt(value))
    return value, op.item.unit, [step]


def verify_shared(lex, graph: Graph) -> Fraction:
    """Verifier: the share s with s × people = amount, found from the question's own count."""
    op, q = graph.ops[0], graph.question
    if q.count != op.groups:
        raise ValueError("the question's people are not the statement's")
    return Fraction(op.amount) * (1 / Fraction(q.count))
