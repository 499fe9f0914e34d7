"""Two things measured, the second told by the first or outright (v17, ADR 0364).

    A pencil is 7 inches long. A pen is 2 inches longer than the pencil. How long is the pen?             7 + 2
    A red rope is 42 inches long. A blue rope is 12 inches shorter. How long is the blue rope?            42 − 12
    A puppy weighs 6 pounds. A dog weighs 9 pounds more than the puppy. How many pounds do they weigh together?
    A blue rope is 12 feet long. It is 3 times as long as a red rope. How long is the red rope in feet?   12 ÷ 3
    A blue rope is 12 feet long. A red rope is 9 feet long. How many feet of rope are there in all?       12 + 9
    Sue's dog weighs 40 pounds. Her cat weighs 8 pounds. How many more pounds does the dog weigh than the cat?

Why a module of its own: lengths.py (ADR 0112) sets two stated measures against each other with ``How much
<comparative>`` and converted_measures.py (ADR 0333) asks one stated measure in another unit; here the second
thing's measure may be told only by the first's, and the question asks it, both together, or ``How many U
<comparative>``. Read as holdings, ``A pen is 2 inches longer`` names no holder the grammar knows (the subject is
a thing): it refused ``no subject the grammar knows``.

The text is three sentences:

1. ``THING is|was D [long|tall]`` / ``THING weighs|weighed D`` — a length or a weight (lengths.told_measure);
2. the second thing, in one of
   - ``THING2 is|was d U longer|shorter|taller|heavier|lighter [than THING1]`` (a pack comparative of U's family),
   - ``THING2 weighs|weighed d U more|less [than THING1]``,
   - ``THING2 is|was|weighs N times|twice|half as long|tall|much as THING1``,
   - the first thing again (``it`` or its own words) set against a new one: ``It is d U longer than THING2``,
     ``It is N times as long as THING2`` — THING2 then follows from it the other way round,
   - or ``THING2 is|weighs D2 [long|tall]`` told outright (claimed only for a total or ``How many U
     <comparative>`` question, which lengths.py does not read);
   d a positive number in the first measure's very unit (a difference in another unit refuses: unit_mismatch);
   without ``than …`` the second thing is set against the first, the only other thing told;
3. the second thing asked (only when told by the first): ``How long|tall is|was THING2 [in U]?`` / ``How many U
   [long|tall] is|was THING2?`` / ``How many U does|did THING2 weigh?`` / ``How much does|did THING2 weigh [in
   U]?``; both together: ``How many U do|did they weigh [together|in all]``, ``How many U long are the two
   <noun>s together?`` (the things' noun or a pack general of both), ``How many U of <noun> are there in all?``;
   or the difference: ``How many U longer|shorter is A than B?``, ``How many more U does A weigh than B?``. U is of
   the measure's family (converted by the pack's ``per_base``), the tense the statements'.

A THING is what lengths.py reads (``the pen``, ``Tom``, ``Sue's dog``, and since this ADR ``a blue rope``: a noun
the pack keeps as a mass noun, ``feet of rope``, after an article is one piece of it, lengths.piece_noun),
``another <noun>``, ``his|her <noun>`` of the first thing's one owner (then ``the dog`` asked is that owner's), or
any of them followed by ``of <contents>`` (``a bag of flour``). Refused: the first thing asked back, a third
thing, ``it`` in the question, two things one of whose descriptions holds the other's (``the rope`` and ``the red
rope``, ``a bag`` and ``a bag of sugar``), tenses that differ, a measure or a difference that comes out nothing or
less, ``weighs`` with a length, ``long`` with a weight, any other word.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.lengths import _MASS, _measure, _tense, _thing, _within, count_noun, measure_families, told_measure
from domain.reader.phrases import Cursor, fmt, read_number
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step

COMPARED = "compared_measure"
_BY = "measure_by"       # op: actor's measure = target's measure + amount (signed), in item's unit
_TIMES = "measure_times"  # op: actor's measure = factor × target's measure


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, COMPARED, detail, reason)


def _family(lex, unit: str) -> str:
    return lex.unit_by_id[unit].family


def _owner(key: str) -> str:
    return key.rsplit("'s ", 1)[0] if "'s " in key else ""


def _thing_at(cur: Cursor, another: bool = False, first: str = "") -> str | None:
    """A thing's key (module doc); ``another`` allows ``another <noun>`` (a second statement's subject), and
    ``his|her <noun>`` the thing of the first thing's owner when that name's pack gender fits (``Sue's dog weighs
    40 pounds. Her cat weighs 8 pounds.``; lengths.py reads the same, ADR 0123)."""
    start = cur.pos
    poss = cur.sense("fn:possessive") if another else None
    # v19 (ADR 0431): "Milo is 128 centimeters tall. His brother is …": the first thing a named person, whose
    # <noun> ``his|her <noun>`` is when the name's pack gender fits
    owner = _owner(first) or (first if first and not first.startswith(("the ", "another ")) else "")
    if poss is not None and poss.entry.gender in ("m", "f") and owner and "'s " not in owner:
        entry = cur.lex.names.get(owner)
        if entry is None or getattr(entry, "gender", "") != poss.entry.gender:
            raise _refuse(cur, f"'{cur.peek_word()}' does not fit {owner}", Reason.AMBIGUOUS_REFERENCE)
        cur.pos += poss.length
        noun = count_noun(cur)
        person = cur.sense("person") if noun is None and owner == first else None
        if person is not None and person.form == "sg":  # "His brother", "Her dad": a person of the pack
            cur.pos += person.length
            return owner + "'s " + person.entry.id
        if noun is None:
            cur.pos = start
            return None
        return owner + "'s " + " ".join([*noun[0], noun[1]])
    if another and cur.peek_word() == "another":
        cur.pos += 1
        u = cur.sense("unit")
        if u is None or u.form != "sg" or u.length != 1 or _family(cur.lex, u.entry.id) != "count":
            cur.pos = start
            return None
        cur.pos += 1
        return "another " + u.entry.id
    key = _thing(cur)  # a rope, too: lengths.piece_noun
    if key is None:
        cur.pos = start
    if key is not None and key.startswith("the ") and cur.peek_word() == "of":
        # "a bag of flour", "a box of pears": the contents tell the thing apart
        u = cur.sense("unit", cur.pos + 1)
        if u is not None and u.length == 1 and (u.form == "pl" or _family(cur.lex, u.entry.id).startswith("mass")) \
                and cur.words[cur.pos + 1] in (cur.lex.unit_by_id[u.entry.id].plural.lower(),
                                               cur.lex.unit_by_id[u.entry.id].singular.lower()):
            cur.pos += 2
            key += " of " + u.entry.id
    return key


def _overlap(a: str, b: str) -> bool:
    """One thing's description inside the other's (lengths._within), ``of <contents>`` aside: ``a bag`` and ``a bag
    of sugar`` may be one bag; ``a bag of flour`` and ``a bag of sugar`` are two."""
    base_a, _, of_a = a.partition(" of ")
    base_b, _, of_b = b.partition(" of ")
    if of_a and of_b and of_a != of_b:
        return False
    return base_a == base_b or _within(base_a, base_b) or _within(base_b, base_a)


def _head(key: str) -> str:
    """The thing's noun: ``the mod.blue unit.rope`` → ``unit.rope``, ``the unit.bag of unit.flour`` → ``unit.bag``."""
    return key.split(" of ", 1)[0].split(" ")[-1]


def _verb(cur: Cursor) -> tuple[bool, str] | None:
    """``is|was`` (False) or ``weighs|weighed`` (True), and its tense; None, nothing consumed."""
    at = cur.pos
    if cur.take("fn:weigh") is not None:
        return True, _tense(cur.words[at])
    if cur.take("fn:be") is not None and cur.words[at] in ("is", "was"):
        return False, _tense(cur.words[at])
    cur.pos = at
    return None


def _multiple(cur: Cursor) -> Fraction | None:
    """``N times`` / ``twice`` / ``half`` before ``as``: the factor (consumed), or None with nothing consumed."""
    start = cur.pos
    m = cur.sense("multiplier")
    if m is not None and m.length == 1 and cur.peek_word(1) == "as":
        cur.pos += 1
        return cur.lex.number_value[m.entry.id]
    got = read_number(cur)
    if got is not None and not got[1] and cur.take("fn:times") is not None and cur.peek_word() == "as":
        return got[0]
    cur.pos = start
    return None


def claims(cursors: list[Cursor]) -> bool:
    """Three sentences, the question opening ``How``; the first ``THING is|was|weighs D`` (D a length or a weight:
    ``Sam is 10 years old. Tom is twice as old as Sam.`` is age_multiples'), the second holding a
    comparative, ``more|less`` or ``times|twice|half … as`` after its verb."""
    if len(cursors) != 3 or cursors[2].end < 4 or (cursors[2].sense("fn:how", 0) is None
                                                   and not _what_total(cursors[2])):
        return False
    s1, s2 = cursors[0], cursors[1]
    s1.pos = 0
    first = _thing_at(s1)
    ok = first is not None and _verb(s1) is not None and _measure(s1) is not None  # a length or weight
    s1.pos = 0
    if not ok:
        return False
    s2.pos = 0
    try:
        ok = (s2.take_word("it") is not None or _thing_at(s2, True, first) is not None) and _verb(s2) is not None
    except ReaderRefusal:  # "His cat" after "Sue's dog": not this form's to refuse
        ok = False
    at = s2.pos
    s2.pos = 0
    if not ok:
        return False
    w = s2.words[at:s2.end]
    if not w:
        return False
    if any(s2.sense("comparative", i) is not None for i in range(at, s2.end)) or "as" in w \
            or any(s2.sense(c, i) is not None for c in ("fn:more", "fn:fewer") for i in range(at, s2.end)):
        return True
    # a second measure told outright: only for a question lengths.py does not read (a total, ``How many U
    # longer …``, ``How many more U …``)
    s2.pos = at
    plain = _measure(s2) is not None
    s2.pos = 0
    q = cursors[2]
    return plain and (_what_total(q) or q.words[1] == "many" and (
        q.words[2] == "times"  # v23: "How many times as long as the shark is the whale?" (ADR 0542)
        or any(q.sense("comparative", i) is not None or q.sense("fn:more", i) is not None for i in range(2, 5))
        or any(word in ("together", "all", "altogether", "total", "both", "two") for word in q.words[:q.end])))


_WHAT_TOTAL = {"length": False, "weight": True}
"""v23 (ADR 0542): ``What is the total length|weight of …``: the measured word, and whether it is a weight."""


def _what_total(q: Cursor) -> bool:
    """``What is|was the total length|weight of …`` opening the question (v23, ADR 0542)."""
    w = q.words
    return q.end > 6 and w[0] == "what" and w[1] in ("is", "was") and w[2] == "the" and w[3] == "total" \
        and w[4] in _WHAT_TOTAL and w[5] == "of"


def parse_compared_measures(cursors: list[Cursor]) -> Graph:
    s1, s2, q = cursors
    lex = s1.lex
    s1.pos = 0
    first = _thing_at(s1)
    verb = _verb(s1)
    if first is None or verb is None:
        raise _refuse(s1, "no thing measured")
    value, unit = told_measure(s1, verb[0], _refuse, "is/was/weighs", "weighs")
    if not s1.at_end():
        raise _refuse(s1, "words after the measure")
    tense = verb[1]
    family = _family(lex, unit)
    mass = family in _MASS

    # the second statement: the subject, then the relation
    s2.pos = 0
    if s2.take_word("it") is not None:
        if not first.startswith("the "):  # "Sam is 50 inches tall. It is …": it is not Sam
            raise _refuse(s2, f"'it' for {first}", Reason.AMBIGUOUS_REFERENCE)
        subject = first
    else:
        subject = _thing_at(s2, True, first)
        if subject is None:
            raise _refuse(s2, "no thing measured")
    verb2 = _verb(s2)
    if verb2 is None:
        raise _refuse(s2, "a thing without is/was/weighs")
    if verb2[1] != tense:
        raise _refuse(s2, "measures told in two tenses", Reason.AMBIGUOUS_REFERENCE)
    weigh = verb2[0]
    told2 = _plain(s2, weigh)
    if told2 is not None:  # "A red rope is 9 feet long.": a second measure told outright
        if subject == first:
            raise _refuse(s2, f"{first} measured twice", Reason.AMBIGUOUS_REFERENCE)
        if _overlap(first, subject):
            raise _refuse(s2, f"{first} and {subject}: one thing or two?", Reason.AMBIGUOUS_REFERENCE)
        if _family(lex, told2[1]) != family or (told2[1] != unit and not (
                lex.unit_by_id[unit].per_base and lex.unit_by_id[told2[1]].per_base)):
            raise _refuse(s2, f"{told2[1]} beside {unit}: no conversion the pack states", Reason.UNIT_MISMATCH)
        asked_unit, lemma, a, b = _question(q, subject, family, mass, tense, unit, (first, subject), True,
                                            told2[1] != unit)
        ops = [Op(kind="measure", lemma="measure", sentence=0, actor=first, item=Item(unit=unit), amount=fmt(value)),
               Op(kind="measure", lemma="measure", sentence=1, actor=subject, item=Item(unit=told2[1]),
                  amount=fmt(told2[0]))]
        return Graph(ops=ops, question=Question(kind=COMPARED, sentence=2, entity=a, other=b, lemma=lemma,
                                                item=Item(unit=asked_unit)))
    kind, amount = _relation(s2, weigh, unit, family, mass)
    other = ""
    if s2.take_word("than" if kind == _BY else "as") is not None:
        other = _thing_at(s2)
        if other is None:
            raise _refuse(s2, "no thing after than/as")
    elif kind == _TIMES:
        raise _refuse(s2, "expected 'as <thing>'")
    if not s2.at_end():
        raise _refuse(s2, "words after the measure")
    if subject == first:  # the first thing set against a new one: "It is 3 feet longer than a red rope."
        if not other or other == first:
            raise _refuse(s2, "the first thing set against nothing new", Reason.AMBIGUOUS_REFERENCE)
        second = other
    else:
        if other and other != first:
            raise _refuse(s2, f"{subject} set against {other}, not {first}", Reason.UNKNOWN_ENTITY)
        other = first
        second = subject
    if _overlap(first, second):
        raise _refuse(s2, f"{first} and {second}: one thing or two?", Reason.AMBIGUOUS_REFERENCE)

    asked_unit, lemma, a, b = _question(q, second, family, mass, tense, unit, (first, second), False)
    ops = [Op(kind="measure", lemma="measure", sentence=0, actor=first, item=Item(unit=unit), amount=fmt(value))]
    if kind == _BY:
        ops.append(Op(kind=_BY, lemma="measure", sentence=1, actor=subject, target=other, item=Item(unit=unit),
                      amount=fmt(amount)))
    else:
        ops.append(Op(kind=_TIMES, lemma="measure", sentence=1, actor=subject, target=other, factor=fmt(amount)))
    return Graph(ops=ops, question=Question(kind=COMPARED, sentence=2, entity=a, other=b, lemma=lemma,
                                            item=Item(unit=asked_unit)))


def _plain(cur: Cursor, weigh: bool) -> tuple[Fraction, str] | None:
    """``D [long|tall]`` closing the statement (a second measure told outright), or None with nothing consumed."""
    start = cur.pos
    m = _measure(cur)
    if m is None:
        return None
    mass = _family(cur.lex, m[1]) in _MASS
    d = cur.sense("fn:dimension")
    if d is not None and not mass and not weigh:
        cur.pos += d.length
    if not cur.at_end() or (weigh and not mass) or (mass and not weigh):
        cur.pos = start
        return None
    return m


def _relation(cur: Cursor, weigh: bool, unit: str, family: str, mass: bool) -> tuple[str, Fraction]:
    """After the second statement's verb: (``measure_by``, signed d) or (``measure_times``, N); the cursor after
    the relation's words, before ``than``/``as``."""
    factor = _multiple(cur)
    if factor is not None:
        if factor <= 0 or factor == 1:
            raise _refuse(cur, "a factor of nothing or one")
        cur.pos += 1  # "as"
        if weigh:
            if not mass or cur.take_word("much") is None:
                raise _refuse(cur, "expected 'weighs N times as much as'")
        else:
            d = cur.sense("fn:dimension")
            if d is None or mass:
                raise _refuse(cur, "expected 'N times as long|tall as'")
            cur.pos += d.length
        if cur.peek_word() != "as":
            raise _refuse(cur, "expected 'as <thing>'")
        return _TIMES, factor
    start = cur.pos
    got = read_number(cur)
    u = cur.sense("unit")
    if got is None or got[1] or u is None:
        raise _refuse(cur, "no difference after the verb")
    d = got[0]
    if d <= 0 or (u.form == "pl" and d == 1) or (u.form == "sg" and d != 1):
        raise _refuse(cur, "a difference of nothing")
    if u.entry.id != unit:
        raise _refuse(cur, f"a difference in {u.entry.id}, the measure in {unit}", Reason.UNIT_MISMATCH)
    cur.pos += u.length
    c = cur.sense("comparative")
    if c is not None and not weigh:
        if family not in c.entry.families:
            raise _refuse(cur, f"'{cur.peek_word()}' for a measure in {unit}", Reason.UNIT_MISMATCH)
        cur.pos += c.length
        return _BY, d if c.entry.greater else -d
    if weigh and mass:
        if cur.take("fn:more") is not None:
            return _BY, d
        if cur.take("fn:fewer") is not None and cur.words[cur.pos - 1] == "less":
            return _BY, -d
    cur.pos = start
    raise _refuse(cur, "no comparison after the difference")


_TOTAL_WORDS = (("together",), ("in", "all"), ("altogether",), ("in", "total"))


def _question(q: Cursor, second: str, family: str, mass: bool, tense: str, unit: str, things: tuple[str, str],
              plain: bool, two_units: bool = False) -> tuple[str, str, str, str]:
    """(asked unit, ``second`` | ``total`` | ``difference``, thing A, thing B) — the second thing's measure (only
    when it was told by the first), both together, or A's less B's (module doc)."""
    lex = q.lex
    asked = unit
    end = q.end
    if q.words[end - 2] == "in" and q.sense("unit", end - 1) is not None and q.words[1] != "many":
        u = q.sense("unit", end - 1)
        if u.length != 1:
            raise _refuse(q, "expected 'in <unit>'", Reason.UNPARSED_QUESTION)
        asked = u.entry.id
        end -= 2
    cur = Cursor(lex, q.sentence, 1, end)
    if q.words[0] == "what":  # v23: "What is the total length of both ribbons in inches?" (ADR 0542)
        return _what_question(cur, asked, end != q.end, two_units, family, mass, tense, unit, things)
    if q.words[1:3] == ["many", "times"]:  # v23: "How many times as long as the shark is the whale?" (ADR 0542)
        return _times_question(cur, family, mass, tense, unit, things)
    lemma, a, b = "second", second, ""
    weigh = False
    dimension = False
    if cur.take_word("many") is not None:
        more = cur.take("fn:more") is not None  # "How many more pounds does the dog weigh than the cat?"
        u = cur.sense("unit")
        if u is None or u.form != "pl":
            raise _refuse(cur, "expected 'How many <unit>'", Reason.UNPARSED_QUESTION)
        asked = u.entry.id
        cur.pos += u.length
        if not more and cur.peek_word() == "of":  # "How many feet of rope are there in all?"
            return _mass_total(cur, asked, things, unit, family, tense)
        c = cur.sense("comparative")
        if not more and c is not None:  # "How many feet longer is the blue rope than the red rope?"
            if family not in c.entry.families:
                raise _refuse(cur, f"'{cur.peek_word()}' asked of a measure in {unit}", Reason.UNIT_MISMATCH)
            cur.pos += c.length
            lemma = "difference" if c.entry.greater else "difference_less"
        elif more:
            lemma = "difference"
            weigh = True
        d = cur.sense("fn:dimension")
        if d is not None and lemma == "second":
            if mass:
                raise _refuse(cur, "'long' / 'tall' asked of a weight", Reason.UNIT_MISMATCH)
            cur.pos += d.length
            dimension = True
    elif cur.take_word("much") is not None:
        weigh = True
    else:
        d = cur.sense("fn:dimension")
        if d is None or mass:
            raise _refuse(cur, "expected 'How long|tall|many|much'", Reason.UNPARSED_QUESTION)
        cur.pos += d.length
        dimension = True
    verb_at = cur.pos
    plural = False
    if cur.take("fn:aux") is not None:
        weigh = True
        plural = cur.words[verb_at] in ("do", "did")
    elif lemma == "difference" and weigh:
        raise _refuse(cur, "expected does/did", Reason.UNPARSED_QUESTION)
    elif cur.take("fn:be") is None or cur.words[verb_at] not in ("is", "was", "are", "were"):
        raise _refuse(cur, "expected is/was or does/did", Reason.UNPARSED_QUESTION)
    else:
        plural = cur.words[verb_at] in ("are", "were")
        if weigh:
            raise _refuse(cur, "expected does/did", Reason.UNPARSED_QUESTION)
    if _tense(cur.words[verb_at]) != tense and not (cur.words[verb_at] in ("are", "do") and tense == "present") \
            and not (cur.words[verb_at] in ("were", "did") and tense == "past"):
        raise _refuse(cur, "a measure told in one tense and asked in another", Reason.AMBIGUOUS_REFERENCE)
    if plural:  # both things: "do they weigh", "are the two planks"
        if lemma != "second":
            raise _refuse(cur, "a difference asked of both", Reason.UNPARSED_QUESTION)
        _both(cur, things)
        lemma, a, b = "total", things[0], things[1]
        if weigh and (not mass or cur.take("fn:weigh") is None or cur.words[cur.pos - 1] != "weigh"):
            raise _refuse(cur, "expected '… weigh' of a weight", Reason.UNPARSED_QUESTION)
        d = cur.sense("fn:dimension")  # "How many feet long are the two planks together?"
        if d is not None and not weigh and not dimension:
            cur.pos += d.length
        _total_word(cur, required=False)
    else:
        if cur.peek_word() in ("a", "an", "it"):
            raise _refuse(cur, f"'{cur.peek_word()}' asked: which thing?", Reason.AMBIGUOUS_REFERENCE)
        key = _owned_key(_asked_thing(cur, things), things)
        if key is None:
            raise _refuse(cur, "no thing asked about", Reason.UNPARSED_QUESTION)
        if weigh:
            if not mass or cur.take("fn:weigh") is None or cur.words[cur.pos - 1] != "weigh":
                raise _refuse(cur, "expected '… weigh' of a weight", Reason.UNPARSED_QUESTION)
        if lemma.startswith("difference"):
            if cur.take_word("than") is None:
                raise _refuse(cur, "expected 'than <thing>'", Reason.UNPARSED_QUESTION)
            other = _owned_key(_asked_thing(cur, things), things)
            if other is None or {key, other} != set(things):
                raise _refuse(cur, "a difference of other things than the two told", Reason.UNKNOWN_QUANTITY)
            a, b = (key, other) if lemma == "difference" else (other, key)
            lemma = "difference"
        elif plain or key != second:
            raise _refuse(cur, f"{key} asked, not the thing told by the other", Reason.UNKNOWN_QUANTITY)
    if not cur.at_end():
        raise _refuse(cur, "words after the question", Reason.UNPARSED_QUESTION)
    _convertible(q, unit, asked, family)
    return asked, lemma, a, b


def _what_question(cur: Cursor, asked: str, in_unit: bool, two_units: bool, family: str, mass: bool, tense: str,
                   unit: str, things: tuple[str, str]) -> tuple[str, str, str, str]:
    """v23 (ADR 0542): ``What is|was the total length|weight of both <things>|the two <things> [together|in all]
    [in U]?``: both measures summed. Without ``in U`` the two must have been told in one unit (else: which?)."""
    if not _what_total(Cursor(cur.lex, cur.sentence, 0, cur.end)):
        raise _refuse(cur, "expected 'What is the total length|weight of'", Reason.UNPARSED_QUESTION)
    if _tense(cur.words[1]) != tense:
        raise _refuse(cur, "a measure told in one tense and asked in another", Reason.AMBIGUOUS_REFERENCE)
    if _WHAT_TOTAL[cur.words[4]] != mass:
        raise _refuse(cur, f"the total {cur.words[4]} asked of a measure in {unit}", Reason.UNIT_MISMATCH)
    cur.pos = 6
    if cur.peek_word() == "they":
        raise _refuse(cur, "expected 'both <things>' or 'the two <things>'", Reason.UNPARSED_QUESTION)
    if cur.peek_word() == "both" and cur.peek_word(1) not in ("the", "of"):  # "of both ribbons"
        cur.pos += 1
        u = cur.sense("unit")
        if u is None or u.form != "pl" or not all(h == u.entry.id or cur.lex.kind_of(h, u.entry.id)
                                                  for h in {_head(t) for t in things}):
            raise _refuse(cur, "the two things named by another noun", Reason.UNKNOWN_QUANTITY)
        cur.pos += u.length
    else:
        _both(cur, things)
    _total_word(cur, required=False)
    if not cur.at_end():
        raise _refuse(cur, "words after the question", Reason.UNPARSED_QUESTION)
    if two_units and not in_unit:
        raise _refuse(cur, "two measures in two units, the total asked in none", Reason.UNIT_MISMATCH)
    _convertible(cur, unit, asked, family)
    return asked, "total", things[0], things[1]


def _times_question(cur: Cursor, family: str, mass: bool, tense: str, unit: str,
                    things: tuple[str, str]) -> tuple[str, str, str, str]:
    """v23 (ADR 0542): ``How many times as long|tall as B is|was A?``, ``How many times as heavy as B is|was A?``,
    ``How many times as much as B does|did A weigh?``: A's measure over B's, a whole number of times (solver)."""
    cur.pos = 3
    if cur.take_word("as") is None:
        raise _refuse(cur, "expected 'How many times as'", Reason.UNPARSED_QUESTION)
    word = cur.peek_word()
    d = cur.sense("fn:dimension")
    if d is not None and not mass:
        cur.pos += d.length
        aux = ("is", "was")
    elif word == "heavy" and mass:
        cur.pos += 1
        aux = ("is", "was")
    elif word == "much" and mass:
        cur.pos += 1
        aux = ("does", "did")
    else:
        raise _refuse(cur, f"'as {word}' asked of a measure in {unit}", Reason.UNIT_MISMATCH)
    if cur.take_word("as") is None:
        raise _refuse(cur, "expected 'as <thing>'", Reason.UNPARSED_QUESTION)
    b = _owned_key(_asked_thing(cur, things), things)
    verb = cur.peek_word()
    if b is None or verb not in aux:
        raise _refuse(cur, f"expected '<thing> {'/'.join(aux)}'", Reason.UNPARSED_QUESTION)
    cur.pos += 1
    if _tense(verb) != tense:
        raise _refuse(cur, "a measure told in one tense and asked in another", Reason.AMBIGUOUS_REFERENCE)
    if cur.peek_word() in ("a", "an", "it", "they"):
        raise _refuse(cur, f"'{cur.peek_word()}' asked: which thing?", Reason.AMBIGUOUS_REFERENCE)
    a = _owned_key(_asked_thing(cur, things), things)
    if a is None or {a, b} != set(things):
        raise _refuse(cur, "a ratio of other things than the two told", Reason.UNKNOWN_QUANTITY)
    if aux[0] == "does" and cur.take_word("weigh") is None:
        raise _refuse(cur, "expected '… weigh'", Reason.UNPARSED_QUESTION)
    if not cur.at_end():
        raise _refuse(cur, "words after the question", Reason.UNPARSED_QUESTION)
    return unit, "ratio", a, b


def _asked_thing(cur: Cursor, things: tuple[str, str]) -> str | None:
    """A thing asked: as told (``_thing_at``), or (v19, ADR 0431) ``his|her <noun>`` when one of the two things
    was told so (``Milo``, ``Milo's brother``): the pronoun is the named first thing's."""
    if cur.sense("fn:possessive") is not None and "'s " in things[1] and _owner(things[1]) == things[0]:
        return _thing_at(cur, True, things[0])
    return _thing_at(cur)


def _owned_key(key: str | None, things: tuple[str, str]) -> str | None:
    """``the dog`` asked when both things are one owner's (``Sue's dog``, ``Sue's cat``): that owner's dog."""
    owners = {_owner(t) for t in things}
    if key is None or not key.startswith("the ") or key in things or len(owners) != 1 or "" in owners:
        return key
    return next(iter(owners)) + "'s " + key[len("the "):]


def _convertible(q: Cursor, unit: str, asked: str, family: str) -> None:
    told, want = q.lex.unit_by_id[unit], q.lex.unit_by_id[asked]
    if asked != unit and (want.family != family or not told.per_base or not want.per_base):
        raise _refuse(q, f"{unit} asked in {asked}: no conversion the pack states", Reason.UNIT_MISMATCH)


def _both(cur: Cursor, things: tuple[str, str]) -> None:
    """``they`` or ``the two|both <plural noun>`` naming both things (their noun, or a pack general of both)."""
    if cur.take_word("they") is not None:
        return
    start = cur.pos
    if cur.take_word("the") is None or cur.take_word("two", "both") is None:
        cur.pos = start
        if cur.take_word("both") is None or cur.take_word("the") is None:
            raise _refuse(cur, "expected 'they' or 'the two <things>'", Reason.UNPARSED_QUESTION)
    u = cur.sense("unit")
    heads = {_head(t) for t in things}
    if u is None or u.form != "pl" or not all(h == u.entry.id or cur.lex.kind_of(h, u.entry.id) for h in heads):
        raise _refuse(cur, "the two things named by another noun", Reason.UNKNOWN_QUANTITY)
    cur.pos += u.length


def _total_word(cur: Cursor, required: bool) -> None:
    for words in _TOTAL_WORDS:
        if tuple(cur.words[cur.pos:cur.pos + len(words)]) == words:
            cur.pos += len(words)
            return
    if required:
        raise _refuse(cur, "expected 'in all' / 'together'", Reason.UNPARSED_QUESTION)


def _mass_total(cur: Cursor, asked: str, things: tuple[str, str], unit: str, family: str,
                tense: str) -> tuple[str, str, str, str]:
    """``How many feet of rope are|were there in all|together|altogether?``: both things of that mass noun."""
    cur.pos += 1
    u = cur.sense("unit")
    if u is None or u.length != 1 or any(_head(t) != u.entry.id for t in things):
        raise _refuse(cur, "a total of something else than the two things", Reason.UNKNOWN_QUANTITY)
    cur.pos += 1
    be = cur.take_word("are", "were", "is", "was")
    if be is None or cur.take_word("there") is None:
        raise _refuse(cur, "expected 'are there'", Reason.UNPARSED_QUESTION)
    if (be in ("were", "was")) != (tense == "past"):
        raise _refuse(cur, "a measure told in one tense and asked in another", Reason.AMBIGUOUS_REFERENCE)
    _total_word(cur, required=True)
    if not cur.at_end():
        raise _refuse(cur, "words after the question", Reason.UNPARSED_QUESTION)
    _convertible(cur, unit, asked, family)
    return asked, "total", things[0], things[1]


def _measures(lex, graph: Graph) -> dict[str, Fraction]:
    """Solver: each thing's measure in the first measure's unit (a second told in another unit converted)."""
    ops = graph.ops
    if len(ops) != 2 or ops[0].kind != "measure":
        raise ValueError("not one measure and one more statement")
    told, rel = ops
    tu = lex.unit_by_id[told.item.unit]
    out = {told.actor: Fraction(told.amount)}
    if rel.kind == "measure":
        ru = lex.unit_by_id[rel.item.unit]
        out[rel.actor] = Fraction(rel.amount) if ru.id == tu.id else \
            Fraction(rel.amount) * Fraction(ru.per_base) / Fraction(tu.per_base)
    elif rel.kind in (_BY, _TIMES):
        base = out[told.actor]
        if rel.target == told.actor and rel.actor != told.actor:  # other = first + d | N × first
            out[rel.actor] = base + Fraction(rel.amount) if rel.kind == _BY else base * Fraction(rel.factor)
        elif rel.actor == told.actor and rel.target != told.actor:  # first = other + d | N × other
            out[rel.target] = base - Fraction(rel.amount) if rel.kind == _BY else base / Fraction(rel.factor)
        else:
            raise ValueError("the relation joins no second thing")
    else:
        raise ValueError("not a measure or a relation")
    return out


def compared_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: both measures, then the asked one, their sum or their difference, in the asked unit."""
    q = graph.question
    m = _measures(lex, graph)
    if any(v <= 0 for v in m.values()):
        raise ReaderRefusal(Reason.NEGATIVE_HOLDING, "policy.non_negative", frame=COMPARED, sentence_index=1,
                            detail="a thing would measure nothing or less")
    if q.lemma == "ratio":  # v23 (ADR 0542): a whole number of times, exactly
        value = m[q.entity] / m[q.other]
        if value.denominator != 1:
            raise ReaderRefusal(Reason.FRACTIONAL_COUNT, "policy.whole_times", frame=COMPARED, sentence_index=2,
                                detail=f"{q.entity} is not a whole number of times {q.other}")
        rel = graph.ops[1]
        return value, "", [Step(lemma="fn.times", kind=COMPARED, holder=q.entity,
                                operands=[graph.ops[0].amount, rel.amount or rel.factor], before=graph.ops[0].amount,
                                after=fmt(value))]
    if q.lemma == "second":
        value = m[q.entity]
    elif q.lemma == "total":
        value = m[q.entity] + m[q.other]
    elif q.lemma == "difference":
        value = m[q.entity] - m[q.other]
        if value <= 0:
            raise ReaderRefusal(Reason.NEGATIVE_HOLDING, "policy.non_negative", frame=COMPARED, sentence_index=2,
                                detail=f"{q.entity} is not the greater")
    else:
        raise ValueError("an unknown question")
    told = graph.ops[0]
    tu, au = lex.unit_by_id[told.item.unit], lex.unit_by_id[q.item.unit]
    if tu.id != au.id:
        value = value * Fraction(tu.per_base) / Fraction(au.per_base)
    rel = graph.ops[1]
    return value, q.item.unit, [Step(lemma="measure", kind=COMPARED, holder=q.entity,
                                     operands=[told.amount, rel.amount or rel.factor], before=told.amount,
                                     after=fmt(value))]


def verify_compared(lex, graph: Graph) -> Fraction:
    """Verifier: every measure in its family's base unit from the statements' equations, then the question."""
    q = graph.question
    known: dict[str, Fraction] = {}
    relations = []
    for op in graph.ops:
        if op.kind == "measure":
            known[op.actor] = Fraction(op.amount) * Fraction(lex.unit_by_id[op.item.unit].per_base or 1)
        else:
            relations.append(op)
    base = Fraction(lex.unit_by_id[graph.ops[0].item.unit].per_base or 1)
    for rel in relations:
        d = Fraction(rel.amount) * base if rel.kind == _BY else Fraction(0)
        if rel.actor in known and rel.target not in known:  # actor = target + d | factor × target
            known[rel.target] = known[rel.actor] - d if rel.kind == _BY else known[rel.actor] / Fraction(rel.factor)
        elif rel.target in known and rel.actor not in known:
            known[rel.actor] = known[rel.target] + d if rel.kind == _BY else known[rel.target] * Fraction(rel.factor)
        else:
            raise ValueError("the relation does not join one told and one untold thing")
    if len(known) != 2 or q.entity not in known:
        raise ValueError("not two things measured")
    if q.lemma == "second":
        if q.entity == graph.ops[0].actor or not relations:
            raise ValueError("the asked thing is not the one told by the other")
        value = known[q.entity]
    elif q.lemma == "total":
        value = sum(known.values(), Fraction(0))
    elif q.lemma == "difference":
        value = known[q.entity] - known[q.other]
    elif q.lemma == "ratio":  # v23 (ADR 0542): both in base units, so the units cancel
        return known[q.entity] / known[q.other]
    else:
        raise ValueError("an unknown question")
    return value / Fraction(lex.unit_by_id[q.item.unit].per_base or 1)
