"""Things given to each of a counted group (reader v14, ADR 0283):

    Tom gave 2 pencils to each of 11 students. How many pencils did Tom give away?            2 × 11 = 22
    Tom had 30 pencils. He gave 2 pencils to each of his 11 friends. How many pencils does he
    have left?                                                                               30 − 2 × 11 = 8
    Ann handed 3 stickers to each of the 6 children. How many stickers did each child get?   3

Why a module of its own: a transfer needs one recipient (``to Sam``); ``to each of 11 students`` is a counted
group each of whose members gets the same amount, so the giver gives N × M in all. The holding machinery has no
event for it (and no ``give away`` question for any transfer), so the text is read as a whole, in one shape:

- an optional first sentence ``<Name> has|had|owns N <things>`` (a plain holding, a pack ``observe`` verb);
- ``<Name|he|she|the <person>> <give verb> N <things> to each of [the|his|her|their] M <members>`` — a give verb
  is one of the pack's transfer_out verbs that hand things over for good (give, hand, pass, send, deliver,
  feed; ``lend``/``offer``/``share`` are not a plain giving), N and M whole positive counts, the members a
  plural count noun other than the things, nothing after them;
- the question, one of: ``How many <things> did|does|will <giver> <the give verb> [away|out] [in all|in total|
  altogether]?`` (N × M), ``How many <things> does|will <giver> have [left|now]?`` (``did … have`` only with
  ``left``: before or after the gift?) or ``How many <things> are|were left?`` (after the first sentence:
  T − N × M), ``How many <things> did each <member> get|receive?`` (N), ``How many
  <things> did the <members> get|receive in all|in total|altogether?`` (N × M).

After a holding, more given than held refuses whatever is asked (each member's share too). Anything else refuses once the gift sentence
has this shape: another thing asked (``How many pens …`` after
pencils, ``How many students …``), another giver, the members' total without a total word (each or all?), a
holding of someone else, money (``gave $2 to each of``: not read), a fourth sentence.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.age_multiples import read_name
from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.phrases import Cursor, fmt, how_many_of, read_number
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step

EACH_OF = "each_of_gifts"
_GIVE = ("verb.give", "verb.hand", "verb.pass", "verb.send", "verb.deliver", "verb.feed")
_AWAY = {"verb.give_away": "verb.give", "verb.send_out": "verb.send"}
"""Question verbs that are a give verb with its particle (``give away``) as one pack verb."""
_TOTAL = (("in", "all"), ("in", "total"), ("altogether",), ("all", "together"))


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, EACH_OF, detail, reason)


def read_subject(cur: Cursor) -> tuple[str, str] | None:
    """``Tom`` / ``The teacher`` (a singular person noun after ``the``): (the entity, its gender or ``x``),
    consumed; None, nothing consumed, otherwise (also span_rates.py)."""
    got = read_name(cur)
    if got is not None:
        return got
    start = cur.pos
    if cur.peek_word() == "the":
        cur.pos += 1
        s = cur.sense("unit")
        if s is not None and s.form == "sg" and s.entry.id in cur.lex.person_units:
            cur.pos += s.length
            return "the " + " ".join(cur.words[start + 1:cur.pos]), "x"
    cur.pos = start
    return None


def same_subject(cur: Cursor, who: tuple[str, str]) -> bool:
    """The entity again: its name (``the teacher``), or ``he``/``she`` fitting its gender; consumed when so."""
    w = cur.peek_word()
    if w in ("he", "she"):
        if who[1] not in ("x", "m" if w == "he" else "f"):
            return False
        cur.pos += 1
        return True
    got = read_subject(cur)
    return got is not None and got[0].lower() == who[0].lower()


def subject_or_holder(cur: Cursor, holder) -> tuple[str, str] | None:
    """The sentence's subject from the read position: the story's holder again (``holder[0]``, by name or a
    fitting he/she), else any subject ``read_subject`` reads; None if neither (also span_rates.py and
    rate_durations.py)."""
    at = cur.pos
    if holder is not None and same_subject(cur, holder[0]):
        return holder[0]
    cur.pos = at
    return read_subject(cur)


def count_of(cur: Cursor, unit_ok) -> tuple[Fraction, str] | None:
    """``N <unit>``: a whole positive count (no money) and a unit sense that agrees in number, consumed; None,
    nothing consumed, otherwise."""
    start = cur.pos
    got = read_number(cur)
    if got is None or got[1] or got[0] <= 0 or got[0].denominator != 1:
        cur.pos = start
        return None
    s = cur.sense("unit")
    if s is None or s.form != ("sg" if got[0] == 1 else "pl") or not unit_ok(s.entry.id):
        cur.pos = start
        return None
    cur.pos += s.length
    return got[0], s.entry.id


def counted(lex):
    return lambda unit: lex.unit_by_id[unit].family == "count"


def read_holding(cur: Cursor):
    """``<Name> has|had|owns N <things>`` as a whole sentence: (subject, N, unit), else None (cursor put back)."""
    cur.pos = 0
    who = read_subject(cur)
    s = cur.sense("verb") if who is not None else None
    if s is None or s.entry.category != "observe" or cur.words[cur.pos] not in ("has", "had", "have", "owns", "owned"):
        cur.pos = 0
        return None
    cur.pos += s.length
    got = count_of(cur, counted(cur.lex))
    if got is None or not cur.at_end():
        cur.pos = 0
        return None
    cur.pos = 0
    return who, got[0], got[1]


def _gift(cur: Cursor, holder):
    """The gift sentence (module doc): (giver, verb id, N, thing unit, M, member unit), else None."""
    cur.pos = 0
    who = subject_or_holder(cur, holder)
    s = cur.sense("verb") if who is not None else None
    if s is None or s.entry.id not in _GIVE:
        return None
    verb = s.entry.id
    cur.pos += s.length
    got = count_of(cur, counted(cur.lex))
    if got is None or cur.take_word("to") is None or cur.take_word("each") is None or cur.take_word("of") is None:
        return None
    det = cur.take_word("the", "his", "her", "their")
    if det in ("his", "her") and who[1] not in ("x", "m" if det == "his" else "f"):
        return None
    members = count_of(cur, counted(cur.lex))
    if members is None or members[1] == got[1] or not cur.at_end():
        return None
    return who, verb, got[0], got[1], members[0], members[1]


def claims_after_holding(cursors: list[Cursor], read_sentence) -> bool:
    """Claim test of a form told in two or three sentences: an optional holding (``read_holding``), then the one
    sentence ``read_sentence(cur, holder)`` reads (None when it does not match; its cursor is put back), then the
    question (each_of_gifts, span_rates)."""
    if len(cursors) not in (2, 3):
        return False
    holder = None
    if len(cursors) == 3:
        holder = read_holding(cursors[0])
        if holder is None:
            return False
    got = read_sentence(cursors[-2], holder)
    cursors[-2].pos = 0
    return got is not None


def claims(cursors: list[Cursor]) -> bool:
    """Two or three sentences whose one before the question is a gift to each of a counted group (module doc)."""
    return claims_after_holding(cursors, _gift)


def _total(cur: Cursor) -> bool:
    for words in _TOTAL:
        if cur.words[cur.pos:cur.pos + len(words)] == list(words) and cur.pos + len(words) <= cur.end:
            cur.pos += len(words)
            return True
    return False


def parse_each_of(cursors: list[Cursor]) -> Graph:
    holder = read_holding(cursors[0]) if len(cursors) == 3 else None
    who, verb, each, unit, members, member_unit = _gift(cursors[-2], holder)
    si = cursors[-2].sentence.index
    if holder is not None and holder[2] != unit:
        raise _refuse(cursors[0], "a holding of other things than the ones given", Reason.UNIT_MISMATCH)
    if holder is not None and holder[0][0].lower() != who[0].lower():
        raise _refuse(cursors[-2], f"given by someone else than {holder[0][0]}", Reason.AMBIGUOUS_REFERENCE)
    q = cursors[-1]
    missing = how_many_of(q, unit)
    if missing is not None:
        raise _refuse(q, *missing)
    ops = [Op(kind=EACH_OF, lemma=verb, sentence=si, actor=who[0], item=Item(unit=unit), amount=fmt(each),
              target=member_unit, groups=fmt(members))]
    if holder is not None:
        ops.insert(0, Op(kind="hold", lemma="verb.have", sentence=0, actor=who[0], item=Item(unit=unit),
                         amount=fmt(holder[1])))
    asked_kind = ""
    if q.take_word("are", "were") is not None:
        if q.take_word("left") is None:
            raise _refuse(q, "expected 'are left'", Reason.UNPARSED_QUESTION)
        asked_kind = "left"
    elif (aux := q.take_word("did", "does", "do", "will")) is not None:
        at = q.pos
        if q.take_word("each") is not None:
            s = q.sense("unit")
            if s is None or s.entry.id != member_unit or s.form != "sg":
                raise _refuse(q, f"expected 'each {member_unit}'", Reason.UNIT_MISMATCH)
            q.pos += s.length
            if q.take_word("get", "receive") is None:
                raise _refuse(q, "expected 'get|receive'", Reason.UNPARSED_QUESTION)
            asked_kind = "each"
        elif q.take_word("the") is not None and (s := q.sense("unit")) is not None and s.entry.id == member_unit:
            q.pos += s.length
            if q.take_word("get", "receive") is None or not _total(q):
                raise _refuse(q, "the members' things without 'in all' (each or all?)", Reason.AMBIGUOUS_REFERENCE)
            asked_kind = "given"
        else:
            q.pos = at
            if not same_subject(q, who):
                raise _refuse(q, f"expected the giver {who[0]}", Reason.AMBIGUOUS_REFERENCE)
            s = q.sense("verb")
            if s is not None and s.entry.category == "observe" and q.words[q.pos] == "have":
                q.pos += s.length
                word = q.take_word("left", "now")
                if aux == "did" and word != "left":
                    raise _refuse(q, "'did <giver> have': before or after the gift?", Reason.AMBIGUOUS_REFERENCE)
                if word is None and not q.at_end():
                    raise _refuse(q, "expected 'have left'", Reason.UNPARSED_QUESTION)
                asked_kind = "left"
            elif s is not None and (s.entry.id == verb or _AWAY.get(s.entry.id) == verb):
                q.pos += s.length
                if s.entry.id == verb:
                    q.take_word("away", "out")
                _total(q)
                asked_kind = "given"
            else:
                raise _refuse(q, "another verb asked", Reason.UNPARSED_QUESTION)
    else:
        raise _refuse(q, "expected did|does|are", Reason.UNPARSED_QUESTION)
    if not q.at_end():
        raise _refuse(q, "words after the question", Reason.UNPARSED_QUESTION)
    if asked_kind == "left" and holder is None:
        raise _refuse(q, "how many were held before the gift is not told", Reason.UNKNOWN_QUANTITY)
    return Graph(ops=ops, question=Question(kind=EACH_OF, sentence=q.sentence.index, entity=who[0], lemma=verb,
                                            item=Item(unit=unit), other=asked_kind))


def each_of_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: each member's N, the N × M given, or the holding less it (never below zero)."""
    gift = graph.ops[-1]
    each, members = Fraction(gift.amount), Fraction(gift.groups)
    asked = graph.question.other
    given = each * members
    held = Fraction(graph.ops[0].amount) if graph.ops[0].kind == "hold" else None
    if held is not None and given > held:
        # the story cannot be, whatever is asked (each member's share too: v15 red team, ADR 0308)
        raise ReaderRefusal(Reason.NEGATIVE_HOLDING, "policy.non_negative", sentence_index=gift.sentence,
                            frame="solver", detail=f"{gift.actor} gives {fmt(given)} of {fmt(held)} {gift.item.unit}")
    if asked == "each":
        return each, gift.item.unit, [Step(lemma=gift.lemma, kind=EACH_OF, holder=gift.target, operands=[gift.amount],
                                           before="0", after=fmt(each))]
    steps = [Step(lemma=gift.lemma, kind=EACH_OF, holder=gift.actor, operands=[gift.amount, gift.groups], before="0",
                  after=fmt(given))]
    if asked == "given":
        return given, gift.item.unit, steps
    steps.append(Step(lemma="verb.have", kind="lose", holder=gift.actor, operands=[fmt(given)], before=fmt(held),
                      after=fmt(held - given)))
    return held - given, gift.item.unit, steps


def verify_each_of(lex, graph: Graph) -> Fraction:
    """Verifier: the members served one by one, each taking N from what is left (or from nothing counted)."""
    gift = graph.ops[-1]
    members = Fraction(gift.groups)
    if members.denominator != 1 or members > 100000:
        raise ValueError("not a whole count of members")
    held = graph.ops[0].kind == "hold"
    if graph.question.other == "each":
        if held and Fraction(gift.amount) * members > Fraction(graph.ops[0].amount):
            raise ValueError("more given than held")
        return Fraction(gift.amount)
    left = Fraction(graph.ops[0].amount) if held else Fraction(0)
    given = Fraction(0)
    for _ in range(int(members)):
        left -= Fraction(gift.amount)
        given += Fraction(gift.amount)
        if held and left < 0:
            raise ValueError("more given than held")
    return left if graph.question.other == "left" else given
