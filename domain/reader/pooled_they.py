"""``They ate 5 apples.`` after the people who got the apples: the group of them loses from what they got
together (reader v19, ADR 0426).

    Ann picked 14 apples. Bob picked 10 apples. They ate 5 apples. How many apples are left?         14 + 10 − 5
    Kate and her mom baked 36 cookies. They gave 12 cookies to the neighbors. How many cookies do they have left?
                                                                                                        36 − 12
    Sara and her brother picked apples. Sara picked 14 apples and her brother picked 9 apples. They ate 5 apples.
    How many apples do they have left?                                                                  14 + 9 − 5

``they`` as a subject refuses in general (phrases.resolve_they); a loss by a group of holders refuses in the
solver (whose apples were eaten?). Neither is open when the story is only this: the people told are the only ones
who ever act (everyone named, exactly two, each a subject), each of them (or all of them at once) is told once to
have got the things, nothing else plural could act, and the question asks what the group has together. ``they``
is then all of them, and what they lost comes off their things taken together, whoever's they were. Read only as
a whole text of this shape:

1. optionally ``<P> and <Q> <verb> …`` with no number and nobody else (``Tom and his dad went fishing.``): it
   names the people;
2. sentences of clauses ``<people> <verb> N <things> [each]`` joined by ``and`` or ``,`` — the people a name
   (``Ann``) or ``his|her <relative>`` (``her brother``), or two of them with ``and``; the verb one pack verb of
   getting or having (categories ``positive``, ``construct``, ``observe``: ``picked``, ``baked``, ``had``); ``each``
   only after two people (2 × N), and needed after two who ``have|had`` (``Sam and Ann had 10 apples``: together
   or each? refused, as coordination.group_holding does);
3. ``They <verb> K <things> [to <someone else>]`` — a pack verb of losing (``negative``: ate, sold, lost, used) or
   ``gave`` (to none of the people);
4. ``How many <things> do they have [left|now]?``, ``How many <things> did they have left?`` or ``How many
   <things> are|were left [now]?`` (``did they have?``, ``in all``: before the loss or after it? not read).

The answer is the sum of the told amounts less K (a loss larger than what they had refuses, ``policy.non_negative``).
Not read (refused as before): anyone told twice or both alone and in the group (``Kate and her mom baked 36
cookies. Kate baked 20 cookies.``: overlapping?), people in the opening not the ones who get the things, a loss
before everyone's getting is told, other things, a ``they`` with no verb of losing, one person's share asked
(``How many apples does Ann have?``: whose apples were eaten is not said), any other sentence.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.held_in_equal_parts import dealt_rounds
from domain.reader.phrases import Cursor, fmt, read_number
from domain.reader.refusals import ReaderRefusal, Reason
from domain.reader.results import Step

KIND = "pooled_they"
"""The question kind (solver._WHOLE_TEXT, verifier._WHOLE_TEXT_READINGS)."""
_GET = ("positive", "construct", "observe")
_LOSE = ("negative",)
_POSS = ("his", "her")


def _person(cur: Cursor, i: int) -> tuple[str, int] | None:
    """(key, index after) of a name or ``his|her <relative>`` at ``i``."""
    if i >= cur.end:
        return None
    tok = cur.tokens[i]
    if tok.kind == "word" and tok.text[:1].isupper() and cur.words[i] not in ("they", "the", "a", "an") \
            and cur.sense("name", i) is not None and len(cur.senses(i)) == 1:
        return cur.words[i], i + 1
    if cur.words[i] in _POSS and i + 1 < cur.end:
        rel = cur.sense("person", i + 1)
        if rel is not None and rel.length == 1 and rel.form == "sg":
            return f"{cur.words[i]} {cur.words[i + 1]}", i + 2
    return None


def _people(cur: Cursor, i: int) -> tuple[tuple[str, ...], int] | None:
    """``<P>`` or ``<P> and <Q>`` at ``i``."""
    one = _person(cur, i)
    if one is None:
        return None
    if one[1] < cur.end and cur.words[one[1]] == "and":
        two = _person(cur, one[1] + 1)
        if two is not None and two[0] != one[0]:
            return (one[0], two[0]), two[1]
    return (one[0],), one[1]


def _count(cur: Cursor, i: int) -> tuple[Fraction, int] | None:
    cur.pos = i
    got = read_number(cur)
    after = cur.pos
    cur.pos = 0
    if got is None or got[1] or got[0].denominator != 1 or got[0] < 0:
        return None
    return got[0], after


def _things(cur: Cursor, i: int) -> tuple[str, int] | None:
    """A plural count unit (one word) at ``i``."""
    if i >= cur.end:
        return None
    s = next((s for s in cur.senses(i) if s.cls == "unit" and s.form == "pl" and s.length == 1), None)
    if s is None or cur.lex.unit_by_id[s.entry.id].family != "count":
        return None
    return s.entry.id, i + 1


def _verb(cur: Cursor, i: int, cats: tuple[str, ...]):
    if i >= cur.end:
        return None
    return next((v for v in cur.senses(i) if v.cls == "verb" and v.length == 1 and v.entry.category in cats), None)


def _holdings(cur: Cursor) -> list[tuple[tuple[str, ...], Fraction, str]] | None:
    """The clauses ``<people> <verb> N <things> [each]`` of a statement, or None."""
    if cur.sentence.question:
        return None
    out = []
    i = 0
    while True:
        who = _people(cur, i)
        verb = _verb(cur, who[1], _GET) if who is not None else None
        if verb is None:
            return None
        n = _count(cur, who[1] + 1)
        things = _things(cur, n[1]) if n is not None else None
        if things is None:
            return None
        amount, i = n[0], things[1]
        if i < cur.end and cur.words[i] == "each":
            if len(who[0]) != 2:
                return None
            amount, i = amount * 2, i + 1
        elif len(who[0]) == 2 and verb.entry.category == "observe":
            return None  # "Sam and Ann had 10 apples": together or each? (coordination.group_holding refuses it)
        out.append((who[0], amount, things[0]))
        if i >= cur.end:
            return out
        if cur.words[i] == ",":
            i += 1
        if i < cur.end and cur.words[i] == "and":
            i += 1
        if i >= cur.end:
            return None


def _opening(cur: Cursor) -> tuple[str, ...] | None:
    """``<P> and <Q> <verb> …`` with no number and no ``they``: the two people."""
    if cur.sentence.question:
        return None
    who = _people(cur, 0)
    if who is None or len(who[0]) != 2 or who[1] >= cur.end or cur.sense("verb", who[1]) is None:
        return None
    for j in range(who[1], cur.end):
        if cur.sense("num", j) or cur.sense("number", j) or cur.sense("money", j) or cur.words[j] in (
                "they", "them", "their", "each") or cur.sense("person", j) or _person(cur, j) is not None:
            return None  # a number, or someone else along ("went to the store with Tom"): they could be three
    return who[0]


def _loss(cur: Cursor, members: set[str]) -> tuple[str, Fraction, str] | None:
    """``They <lose> K <things> [to <someone else>]`` → (verb id, K, things)."""
    words = cur.words[:cur.end]
    if cur.sentence.question or words[:1] != ["they"]:
        return None
    verb = _verb(cur, 1, _LOSE) or next((v for v in cur.senses(1) if v.cls == "verb" and v.length == 1
                                         and v.entry.id == "verb.give"), None)
    if verb is None:
        return None
    k = _count(cur, 2)
    things = _things(cur, k[1]) if k is not None else None
    if things is None:
        return None
    i = things[1]
    if i < cur.end:
        if verb.entry.id != "verb.give" or words[i] != "to" or i + 1 >= cur.end:
            return None
        rest = words[i + 1:]
        if any(w in ("they", "them", "their", "each", "his", "her") or not w.isalpha() for w in rest):
            return None
        if any(_person(cur, j) is not None for j in range(i + 1, cur.end)):
            return None  # "to Tom": a person named, who may be one of them or be told nowhere else
        if not _receiver_only(cur, i + 1):
            return None  # red team 8 (ADR 0457): "to the neighbors twice" / "… every hour" answered 24, the repeat unread
    elif verb.entry.id == "verb.give":
        return None  # "They gave 12 cookies": to whom? (to each other changes nothing)
    return verb.entry.id, k[0], things[0]


def _receiver_only(cur: Cursor, i: int) -> bool:
    """``[the|a|an|some] <modifier>* <person or place noun>`` from ``i`` to the clause's end, and nothing else (no
    ``twice``, ``every hour``, ``on Monday`` after it: a repeat or a time the loss would drop)."""
    if i < cur.end and cur.words[i] in ("the", "a", "an", "some"):
        i += 1
    while i < cur.end - 1 and cur.sense("modifier", i) is not None:
        i += 1
    return i == cur.end - 1 and any(cur.sense(cls, i) is not None for cls in ("person", "unit", "place"))


def _share(cur: Cursor) -> tuple[str, str, Fraction, str] | None:
    """What they did with all of the things together: ``They shared|split all [of] the|their <things> equally
    among|between K <people>`` → (verb, ``groups``, K, the people unit); ``They shared|split all [of] the|their
    <things> equally`` / ``They put their <things> together and shared|split them equally`` → (verb, ``groups``, 2,
    ``""``: among themselves); ``They put the|their <things> into|in <containers> of S`` → (verb, ``size``, S,
    the container unit). None otherwise."""
    words = cur.words[:cur.end]
    if cur.sentence.question or words[:1] != ["they"]:
        return None
    verb = next((v for v in cur.senses(1) if v.cls == "verb" and v.length == 1), None) if cur.end > 1 else None
    if verb is None:
        return None
    if verb.entry.id == "verb.put":
        if words[2:3] not in (["the"], ["their"]) or _things(cur, 3) is None:
            return None
        i = _things(cur, 3)[1]
        if words[i:] and words[i] == "together":  # "put their pears together and shared them equally"
            if words[2] != "their" or words[i + 1:i + 2] != ["and"] or words[i + 3:] != ["them", "equally"]:
                return None
            again = next((v for v in cur.senses(i + 2) if v.cls == "verb" and v.length == 1), None)
            if again is None or again.entry.id not in ("verb.share", "verb.split"):
                return None
            return again.entry.id, "groups", Fraction(2), ""
        if words[i:i + 1] not in (["into"], ["in"]):
            return None
        box = next((s for s in cur.senses(i + 1) if s.cls == "unit" and s.form == "pl" and s.length == 1),
                   None) if i + 1 < cur.end else None
        if box is None or box.entry.id == _things(cur, 3)[0] or words[i + 2:i + 3] != ["of"]:
            return None
        size = _count(cur, i + 3)
        if size is None or size[0] < 1 or size[1] != cur.end:
            return None
        return verb.entry.id, "size", size[0], box.entry.id
    if verb.entry.id not in ("verb.share", "verb.split"):
        return None
    i = 2
    if words[i:i + 1] != ["all"]:
        return None  # "They shared 10 apples": some of them, whose?
    i += 1
    if words[i:i + 1] == ["of"]:
        i += 1
    if words[i:i + 1] not in (["the"], ["their"]) or _things(cur, i + 1) is None:
        return None
    i = _things(cur, i + 1)[1]
    if words[i:i + 1] != ["equally"]:
        return None
    i += 1
    if i == cur.end:
        return verb.entry.id, "groups", Fraction(2), ""
    if words[i] not in ("among", "between"):
        return None
    k = _count(cur, i + 1)
    if k is None or k[0] < 1:
        return None
    who = next((s for s in cur.senses(k[1]) if s.cls == "unit" and s.form == "pl" and s.length == 1),
               None) if k[1] < cur.end else None
    if who is None or k[1] + 1 != cur.end or cur.sense("person", k[1]) is None and who.entry.id not in (
            "unit.people", "unit.person"):
        return None
    return verb.entry.id, "groups", k[0], who.entry.id


def _share_question(cur: Cursor, things: str, share) -> bool:
    """``How many <things> did|does each <person> get?`` (``each of them`` when they shared among themselves) or
    ``How many <containers> did|do they fill|need|use?``."""
    words = cur.words[:cur.end]
    _verb_id, told, _n, unit = share
    if not cur.sentence.question or words[:2] != ["how", "many"]:
        return False
    if told == "size":
        box = next((s for s in cur.senses(2) if s.cls == "unit" and s.form == "pl" and s.length == 1), None)
        return box is not None and box.entry.id == unit and words[3:] in (
            ["did", "they", "fill"], ["do", "they", "fill"], ["did", "they", "need"], ["do", "they", "need"],
            ["did", "they", "use"])
    asked = _things(cur, 2)
    if asked is None or asked[0] != things:
        return False
    rest = words[asked[1]:]
    if rest[:1] not in (["did"], ["does"], ["will"]) or rest[-1:] != ["get"]:
        return False
    middle = rest[1:-1]
    if not unit:
        return middle == ["each", "of", "them"]
    if middle[:1] != ["each"] or len(middle) != 2:
        return False
    one = next((s for s in cur.senses(asked[1] + 2) if s.cls == "unit" and s.form == "sg" and s.length == 1), None)
    return one is not None and (one.entry.id == unit or {one.entry.id, unit} == {"unit.person", "unit.people"})


def _question(cur: Cursor, things: str) -> bool:
    words = cur.words[:cur.end]
    if not cur.sentence.question or words[:2] != ["how", "many"]:
        return False
    asked = _things(cur, 2)
    if asked is None or asked[0] != things:
        return False
    rest = words[asked[1]:]
    if rest[:3] == ["do", "they", "have"]:
        return rest[3:] in ([], ["left"], ["now"], ["left", "now"])
    if rest[:3] == ["did", "they", "have"]:  # "How many did they have?": before the loss, or after it?
        return rest[3:] == ["left"]
    return rest in (["are", "left"], ["were", "left"], ["are", "left", "now"])


def _reading(cursors: list[Cursor]):
    if len(cursors) < 3:
        return None
    i = 0
    opened = _opening(cursors[0])
    if opened is not None:
        i = 1
    clauses = []
    while i < len(cursors) - 2:
        got = _holdings(cursors[i])
        if got is None:
            return None
        clauses += got
        i += 1
    if not clauses or i != len(cursors) - 2:
        return None
    members = [m for who, _n, _t in clauses for m in who]
    if len(set(members)) != len(members) or len(members) != 2:
        return None  # someone told twice, or alone and in a group (overlapping amounts); three people: which two?
    if opened is not None and set(opened) != set(members):
        return None
    units = {t for _w, _n, t in clauses}
    if len(units) != 1:
        return None
    things = units.pop()
    loss = _loss(cursors[i], set(members))
    if loss is not None:
        if loss[2] != things or not _question(cursors[i + 1], things):
            return None
        return clauses, loss, things
    share = _share(cursors[i])  # v19: all of their things shared or packed (they = both of them)
    if share is None:
        return None
    said = [u.entry.id for j in range(cursors[i].end) for u in cursors[i].senses(j) if u.cls == "unit"
            and u.form == "pl" and u.entry.id not in (things, share[3])
            and not {u.entry.id, share[3]} <= {"unit.people", "unit.person"}]
    if said or not _share_question(cursors[i + 1], things, share):
        return None
    return clauses, share, things


def claims(cursors: list[Cursor]) -> bool:
    """A whole text of the module doc's shape (no cursor is moved)."""
    got = _reading(cursors)
    for cur in cursors:
        cur.pos = 0
    return got is not None


def parse_pooled_they(cursors: list[Cursor]) -> Graph:
    clauses, act, things = _reading(cursors)
    for cur in cursors:
        cur.pos = cur.end
    members = tuple(m for who, _n, _t in clauses for m in who)
    group = " and ".join(members)
    ops = [Op(kind="gain", lemma="fn.got", sentence=0, actor=" and ".join(who), item=Item(unit=things),
              amount=fmt(n), members=who) for who, n, _t in clauses]
    asked = Item(unit=things)
    if len(act) == 3:
        verb, k, _t = act
        ops.append(Op(kind="lose", lemma=verb, sentence=len(cursors) - 2, actor=group, item=Item(unit=things),
                      amount=fmt(k), members=members))
    else:
        verb, told, n, unit = act
        ops.append(Op(kind="partition", lemma=verb, sentence=len(cursors) - 2, actor=group, item=Item(unit=things),
                      amount="all", members=members, target=unit, groups=fmt(n) if told == "groups" else "",
                      factor=fmt(n) if told == "size" else ""))
        if told == "size":
            asked = Item(unit=unit)
    return Graph(ops=ops, question=Question(kind=KIND, sentence=len(cursors) - 1, entity=group, item=asked))


def _split(graph: Graph) -> tuple[list[Op], Op]:
    *gains, loss = graph.ops
    if not gains or loss.kind not in ("lose", "partition") or any(op.kind != "gain" for op in gains):
        raise ValueError("the group's gains and one loss")
    if sorted(m for op in gains for m in op.members) != sorted(loss.members):
        raise ValueError("the group is not everyone who got the things")
    return gains, loss


def pooled_they_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: what they got together, less what they lost; a loss larger than that refuses."""
    gains, loss = _split(graph)
    total = sum((Fraction(op.amount) for op in gains), Fraction(0))
    if loss.kind == "partition":  # all of them shared among K, or packed S to a container: it must divide
        by = Fraction(loss.groups or loss.factor)
        value = total / by if by > 0 else Fraction(1, 2)
        if value.denominator != 1:
            raise ValueError(f"{fmt(total)} {loss.item.unit} in parts of {fmt(by)}: a remainder")
        unit = loss.item.unit if loss.groups else loss.target
        if graph.question.item.unit != unit:
            raise ValueError("the question asks what the split does not give")
        return value, unit, [Step(lemma=loss.lemma, kind=KIND, holder=loss.actor,
                                  operands=[*(op.amount for op in gains), fmt(by)], before=fmt(total),
                                  after=fmt(value))]
    value = total - Fraction(loss.amount)
    if value < 0:
        raise ReaderRefusal(Reason.CONTRADICTION, "policy.non_negative", frame=KIND,
                            detail=f"they lost {loss.amount} of the {fmt(total)} they had")
    steps = [Step(lemma=loss.lemma, kind=KIND, holder=loss.actor, operands=[*(op.amount for op in gains),
                                                                            loss.amount],
                  before=fmt(total), after=fmt(value))]
    return value, loss.item.unit, steps


def verify_pooled_they(lex, graph: Graph) -> Fraction:
    """Verifier: each member's things one by one into the pool, then the lost ones out one by one."""
    gains, loss = _split(graph)
    pool = 0
    for op in gains:
        n = Fraction(op.amount)
        if n.denominator != 1 or n > 1000000:
            raise ValueError("no whole count")
        for _ in range(int(n)):
            pool += 1
    if loss.kind == "partition":  # deal the pool out, one round at a time
        by = Fraction(loss.groups or loss.factor)
        if by.denominator != 1 or by < 1:
            raise ValueError("no parts")
        return dealt_rounds(Fraction(pool), by)
    lost = Fraction(loss.amount)
    if lost.denominator != 1 or lost > pool:
        raise ValueError("more lost than had")
    for _ in range(int(lost)):
        pool -= 1
    return Fraction(pool)
