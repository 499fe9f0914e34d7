"""Counted things, each measured, summed or compared (v12, ADR 0233).

    Kevin bought 2 watermelons. The first watermelon was 9.91 pounds, and the second watermelon was 4.11
    pounds. How many pounds of watermelon did Kevin buy?                                        9.91 + 4.11
    Marta picked 2 pumpkins. The first pumpkin weighed 4 pounds, and the second pumpkin weighed 8.7 pounds.
    How much did the 2 pumpkins weigh all together?                                             4 + 8.7
    Professor Ellison weighed 2 pieces of metal for an experiment. The piece of iron weighed 11.5 pounds and
    the piece of aluminum weighed 0.75 pound. How much more did the piece of iron weigh than the piece of
    aluminum?                                                                                   11.5 − 0.75

Why a module of its own: lengths.py (ADR 0112) compares two things whose measures are stated, brought in one
by one (``found an orange caterpillar and a green caterpillar``). Here a first sentence counts the things
(``bought 2 watermelons``) and the measures that follow tell them apart by an ordinal (``the first
watermelon``) or a description (``the piece of iron``). A total over the things is then known only when every
one of the counted things was measured: the count is what makes ``How many pounds of watermelon did Kevin
buy?`` the sum of the measures, so a total needs it and it must equal the number of things measured.

The text:
- (or) A pair told with its measures, the whole first sentence, then the question: ``a|an [modifiers] <person> |
  Name <verb> 1 <thing> that was D [long] and a second <thing> that was D [long]`` — the first and the second
  of a count of 2.
- The scene (first sentence, one only): ``[title] Name [and his|her <persons>] <verb> N [modifiers]
  <things> [of <noun>]`` then, at most, phrases opening with a preposition and holding no number (``for an
  experiment``, ``on a scale during a science lab``). A bare plural (``placed colored blocks``, no count) is
  read for a comparison only.
- The measures (every other statement): ``THING was|is|weighed|weighs D [long|tall]`` joined by ``,`` / ``and``,
  where THING is ``the <ordinal> [modifiers] <thing>`` or ``the [modifiers] <thing> [of <noun>]``, the thing
  being the scene's; every measure in one tense and one unit. Of a counted pair (``found 2 worms in the yard
  and measured them with a ruler``: a scene verb done to ``them`` may close the scene), ``1 worm`` and then
  ``the other worm``, in that order and only together.
- The question: a total of weights ``How much did|does the [N] <things> weigh [in all]?`` / ``How many <unit> of
  <thing> did <the scene's subject> <the scene's verb> [in all]?`` (``did`` only: the scene's act is past),
  or a comparison ``How much more did|does THING weigh than THING?`` / ``How much
  <comparative> was|is THING than THING?`` / (a counted pair) ``How much longer was the longer worm?``: the
  greater measure less the other; of any counted pair, ``How much longer was the first fish?`` is set against
  the other one.

Refusals (a wrong answer is the one defect): a count other than the number of things measured (a thing
unmeasured, or one measured twice), a total without a count, a thing measured twice or one description inside
another (``the block`` beside ``the green block``), ordinals mixed with descriptions, another thing than the
scene's, units or tenses that differ, a total of lengths (separate things make no length together), a question in another tense, a comparison that is not positive, any other
shape.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.scale_readings import asks_scale, read_scale_question
from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.lengths import _MASS, _family, _measure, _within, count_noun, told_measure
from domain.reader.phrases import Cursor, fmt
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step
from domain.reader.travel import _number

MEASURE = "counted_measure"
_PAST = frozenset({"was", "were", "weighed", "did"})
_PRESENT = frozenset({"is", "are", "weighs", "weigh", "does", "do"})
_PREPOSITIONS = frozenset({"for", "during", "on", "in", "at", "from", "with"})


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, "counted_measures", detail, reason)


def _tense(word: str) -> str:
    return "past" if word in _PAST else "present" if word in _PRESENT else "other"


class _Scene:
    def __init__(self) -> None:
        self.subject = ""
        self.gender = "x"
        self.verb = ""
        self.count: Fraction | None = None
        self.thing = ""
        self.ops: list[Op] = []
        self.keys: list[str] = []
        self.ordinal = False
        self.described = False
        self.tenses: set[str] = set()


def _persons(cur: Cursor) -> bool:
    """``and his|her <persons>`` after the named subject (``Kenji and his classmates``)."""
    start = cur.pos
    if cur.take_word("and") is None or cur.take("fn:possessive") is None:
        cur.pos = start
        return False
    p = cur.sense("person") or cur.sense("unit")  # "his friends" (a person noun) / "his classmates" (a unit)
    if p is None or p.form != "pl" or (p.cls == "unit" and _family(cur, p.entry.id) != "count"):
        cur.pos = start
        return False
    cur.pos += p.length
    return True


def _things(cur: Cursor, plural: bool) -> str | None:
    """``[modifiers] <count noun>`` in the number asked; the noun's unit id (nothing consumed when not)."""
    start = cur.pos
    while cur.sense("modifier") is not None and (cur.sense("unit") is None
                                                 or cur.sense("unit", cur.pos + 1) is not None):
        cur.pos += cur.sense("modifier").length
    u = cur.sense("unit")
    if u is None or u.form != ("pl" if plural else "sg") or _family(cur, u.entry.id) != "count":
        cur.pos = start
        return None
    cur.pos += u.length
    return u.entry.id


def _of_noun(cur: Cursor) -> str:
    """``of metal`` / ``of iron`` after a thing's noun: the stuff it is of ("" when none)."""
    if cur.peek_word() != "of":
        return ""
    u = cur.sense("unit", cur.pos + 1)
    if u is not None and _family(cur, u.entry.id) != "count" or u is not None and u.form == "pl":
        cur.pos += 1 + u.length
        return u.entry.id
    m = cur.sense("modifier", cur.pos + 1)
    if m is not None:
        cur.pos += 1 + m.length
        return m.entry.id
    return ""


def _scene(cur: Cursor, scene: _Scene) -> bool:
    """The counting first sentence (module doc); False (nothing kept) when it is not that."""
    cur.pos = 0
    cur.take("fn:title")
    s = cur.sense("name")
    if s is None or not cur.tokens[cur.pos].text[:1].isupper() or cur.sense("poss", cur.pos + 1) is not None:
        return False
    name = cur.tokens[cur.pos].text
    cur.pos += 1
    if cur.sense("name") is not None and cur.tokens[cur.pos].text[:1].isupper():
        name = cur.tokens[cur.pos].text  # "Professor Ellison": the last capitalised word names the person
        cur.pos += 1
    group = _persons(cur)
    v = cur.sense("verb")
    w = cur.sense("fn:weigh")
    if v is not None:
        cur.pos += v.length
        verb = v.entry.id
    elif w is not None:
        cur.pos += w.length
        verb = "fn.weigh"
    else:
        return False
    count = None
    if cur.sense("num") is not None or cur.sense("number") is not None:
        count = _number(cur)
        if count is None or count.denominator != 1 or count < 2:
            return False
    thing = _things(cur, plural=True)
    if thing is None:
        return False
    _of_noun(cur)
    while cur.peek_word() in _PREPOSITIONS and cur.sense("fn:determiner", cur.pos + 1) is not None \
            and cur.sense("place", cur.pos + 2) is not None and cur.sense("place", cur.pos + 2).length == 1:
        cur.pos += 3  # "in the yard" before "and measured them"
    if cur.peek_word() == "and":
        # "found 2 worms in the yard and measured them with a ruler": a verb that moves nothing (pack category
        # scene), done to the things themselves
        at = cur.pos + 1 + (cur.peek_word(1) == "then")
        v2 = cur.sense("verb", at)
        if v2 is None or v2.entry.category != "scene" or cur.sense("fn:pronoun", at + v2.length) is None \
                or cur.words[at + v2.length] != "them":
            return False
        cur.pos = at + v2.length + 1
    if not cur.at_end():
        if cur.peek_word() not in _PREPOSITIONS:
            return False
        if any(cur.sense("num", i) is not None or cur.sense("number", i) is not None
               or cur.sense("money", i) is not None for i in range(cur.pos, cur.end)):
            return False
    scene.subject = "" if group else name
    scene.gender = (getattr(s.entry, "gender", "x") or "x") if s.entry is not None else "x"
    scene.verb, scene.count, scene.thing = verb, count, thing
    return True


def _thing(cur: Cursor, scene: _Scene) -> str | None:
    """``the first watermelon`` / ``the piece of iron`` / ``the yellow block``: a key (nothing consumed if not)."""
    start = cur.pos
    if scene.count == 2 and (cur.sense("num") is not None or cur.sense("number") is not None):
        # "1 worm was 0.8 inch long. The other worm was …": one of a counted pair, and then the other
        n = _number(cur)
        thing = _things(cur, plural=False) if n == 1 else None
        if thing is None:
            cur.pos = start
            return None
        return f"the #one {thing}"
    if cur.take_word("the") is None:
        return None
    if scene.count == 2 and cur.sense("fn:other") is not None:
        cur.pos += cur.sense("fn:other").length
        thing = _things(cur, plural=False)
        if thing is None:
            cur.pos = start
            return None
        return f"the #other {thing}"
    o = cur.sense("fn:ordinal")
    if o is not None and cur.sense("unit", cur.pos + 1) is not None:
        word = cur.words[cur.pos]
        cur.pos += o.length
        thing = _things(cur, plural=False)
        if thing is None:
            cur.pos = start
            return None
        return f"the #{word} {thing}"  # "#": an ordinal, never a modifier id
    noun = count_noun(cur)  # "the orange ring": modifiers then one count noun, as lengths.py reads it
    if noun is None:
        cur.pos = start
        return None
    of = _of_noun(cur)
    return " ".join(["the", *noun[0], noun[1]] + (["of", of] if of else []))


def _head(key: str) -> str:
    words = key.split(" ")
    return words[words.index("of") - 1] if "of" in words else words[-1]


def _measures(cur: Cursor, scene: _Scene) -> None:
    cur.pos = 0
    while True:
        key = _thing(cur, scene)
        if key is None:
            raise _refuse(cur, "no thing measured")
        if _head(key) != scene.thing:
            raise _refuse(cur, f"{key}: not one of the {scene.thing} counted", Reason.AMBIGUOUS_REFERENCE)
        ordinal = key.split(" ")[1].startswith("#")
        scene.ordinal |= ordinal
        scene.described |= not ordinal
        if scene.ordinal and scene.described:
            raise _refuse(cur, "things told apart by ordinals and by descriptions: the same ones or others?",
                          Reason.AMBIGUOUS_REFERENCE)
        pair = {k.split(" ")[1] for k in [*scene.keys, key] if k.split(" ")[1] in ("#one", "#other")}
        if pair and (len(pair) != len([*scene.keys, key]) or key.split(" ")[1] == "#one" and scene.keys):
            # "1 worm … the other worm" only as a pair, in that order: "the other" after "the first" or
            # "1 worm" beside "the first worm" may name the same one twice
            raise _refuse(cur, "'1 <thing>' and 'the other' only as a pair, in that order", Reason.AMBIGUOUS_REFERENCE)
        for other in scene.keys:
            if other == key or _within(key, other) or _within(other, key):
                raise _refuse(cur, f"{key} and {other}: one thing or two?", Reason.AMBIGUOUS_REFERENCE)
        word = cur.peek_word()
        weigh = cur.take("fn:weigh") is not None
        if not weigh and cur.take("fn:be") is None:
            raise _refuse(cur, "a thing without was/weighed")
        scene.tenses.add(_tense(word))
        m = told_measure(cur, weigh, _refuse)
        scene.keys.append(key)
        scene.ops.append(Op(kind=MEASURE, lemma="measure", sentence=cur.sentence.index, actor=key,
                            item=Item(unit=m[1]), amount=fmt(m[0])))
        if cur.at_end():
            return
        cur.take("punct:,")
        cur.take_word("and")
        if cur.at_end():
            raise _refuse(cur, "words after a measure")


def claims(cursors: list[Cursor]) -> bool:
    """Is this text for counted measures (module doc)? Three sentences at least, a first one that counts or names
    the things as the scene reads them, and a second that opens ``The`` (or ``1``, one of a pair) and holds a
    measure."""
    if len(cursors) == 2:
        found = _measured_pair(cursors[0], _Scene())
        cursors[0].pos = 0
        return found
    if len(cursors) < 3:
        return False
    second = cursors[1]
    # speed (ADR 0281): the second sentence's cheap test first; ``_scene`` raises nothing and leaves nothing behind
    # but the first cursor put back at 0 (as every path here puts it, even when an earlier claim left it elsewhere),
    # so testing it second answers the same
    if second.end <= 3 or not (second.words[0] == "the" or second.sense("num", 0) is not None):
        cursors[0].pos = 0
        return False
    if not _scene(cursors[0], _Scene()):
        cursors[0].pos = 0
        return False
    cursors[0].pos = 0
    for i in range(second.end - 2):
        if second.sense("fn:weigh", i) is None and second.sense("fn:be", i) is None:
            continue
        second.pos = i + 1
        measured = _measure(second) is not None  # "was 9.91 pounds": a length or weight, not "6 are blue"
        second.pos = 0
        if measured:
            return True
    return False


def _pronoun_subject(cur: Cursor, scene: _Scene) -> bool:
    w = cur.peek_word()
    if w in ("he", "she") and scene.subject and scene.gender in ("x", "m" if w == "he" else "f"):
        cur.pos += 1
        return True
    if scene.subject and cur.sense("name") is not None and cur.tokens[cur.pos].text == scene.subject:
        cur.pos += 1
        return True
    return False


def _the_counted(cur: Cursor, scene: _Scene) -> bool:
    """``the [N] <things>`` / ``both <things>``: all the counted things."""
    if cur.take_word("the") is None:
        return False
    if cur.sense("num") is not None or cur.sense("number") is not None:
        n = _number(cur)
        if n != scene.count:
            raise _refuse(cur, f"the {n} of {scene.count} things", Reason.AMBIGUOUS_REFERENCE)
    return _things(cur, plural=True) == scene.thing


def _question(cur: Cursor, scene: _Scene) -> Question:
    def bad(detail: str, reason: Reason = Reason.UNPARSED_QUESTION) -> ReaderRefusal:
        return _refuse(cur, detail, reason)

    si = cur.sentence.index
    units = {op.item.unit for op in scene.ops}
    if len(units) != 1:
        raise bad(f"{' and '.join(sorted(units))}: which unit to answer in?", Reason.AMBIGUOUS_REFERENCE)
    unit = next(iter(units))
    total, tense_word, a, b, lemma = False, "", "", "", ""
    cur.pos = 0
    if asks_scale(cur) and read_scale_question(cur, lambda c: _pronoun_subject(c, scene), scene.count,
                                               lambda c: _things(c, plural=True) == scene.thing):
        # v13: "If Ron places both balls on the scale …, what will the scale read?" (scale_readings.py, ADR 0263)
        if _family(cur, unit) not in _MASS or len(scene.tenses) != 1:
            raise bad("a scale reading of lengths, or of weights told in two tenses", Reason.UNIT_MISMATCH)
        return _total_question(cur, scene, unit, "fn.weigh", si, bad)
    cur.pos = 0
    if cur.take("fn:how") is not None and cur.take_word("much") is not None:
        c = cur.sense("comparative")
        if c is not None:
            cur.pos += c.length
            tense_word = cur.peek_word()
            if cur.take("fn:be") is None:
                raise bad("expected is/was after the comparative")
            if cur.peek_word() == "the" and cur.sense("comparative", cur.pos + 1) is not None:
                # "How much longer was the longer worm?": of a pair, the one measure less the other
                same = cur.sense("comparative", cur.pos + 1)
                cur.pos += 1 + same.length
                if same.entry.id != c.entry.id or _things(cur, plural=False) != scene.thing:
                    raise bad("'the <comparative> <thing>' of another comparative or thing")
                if not cur.at_end():
                    raise bad("words after the question")
                if scene.count != 2 or len(scene.keys) != 2:
                    raise bad("'the longer one' of other than a counted pair", Reason.AMBIGUOUS_REFERENCE)
                if _family(cur, unit) not in c.entry.families:
                    raise bad(f"'{cur.words[2]}' does not compare {unit}", Reason.UNIT_MISMATCH)
                if _tense(tense_word) not in scene.tenses or len(scene.tenses) != 1:
                    raise bad("measures told in another tense than asked", Reason.AMBIGUOUS_REFERENCE)
                values = {op.actor: Fraction(op.amount) for op in scene.ops}
                first, second = scene.keys
                if values[first] == values[second]:
                    raise bad("two equal measures: no longer one", Reason.AMBIGUOUS_REFERENCE)
                big, small = (first, second) if values[first] > values[second] else (second, first)
                a, b = (big, small) if c.entry.greater else (small, big)
                return Question(kind="counted_measures", sentence=si, item=Item(unit=unit), lemma=c.entry.id,
                                entity=a, other=b)
            a = _thing(cur, scene) or ""
            if cur.at_end() and scene.count == 2 and len(scene.keys) == 2 and a in scene.keys:
                # "How much longer was the first fish?": of a counted pair, than the other one
                b = next(k for k in scene.keys if k != a)
            elif cur.take("fn:than") is None:
                raise bad("no 'than'")
            else:
                b = _thing(cur, scene) or ""
            if _family(cur, unit) not in c.entry.families:
                raise bad(f"'{cur.words[2]}' does not compare {unit}", Reason.UNIT_MISMATCH)
            if not c.entry.greater:
                a, b = b, a
            lemma = c.entry.id
        else:
            more = cur.take("fn:more") is not None
            tense_word = cur.peek_word()
            if cur.take("fn:aux") is None:
                raise bad("expected does/did")
            if more:
                a = _thing(cur, scene) or ""
                if cur.take("fn:weigh") is None or cur.take("fn:than") is None:
                    raise bad("'how much more does …' without 'weigh … than'")
                b = _thing(cur, scene) or ""
                cur.take("fn:aux")
            else:
                if not _the_counted(cur, scene) or cur.take("fn:weigh") is None:
                    raise bad("'how much did …' not of the counted things' weight")
                total = True
            lemma = "fn.weigh"
            if _family(cur, unit) not in _MASS:
                raise bad("'weigh' of a length", Reason.UNIT_MISMATCH)
    elif cur.pos == 1 and cur.take_word("many") is not None:
        u = cur.sense("unit")
        if u is None or u.entry.id != unit or u.form != "pl":
            raise bad("'how many' of another unit than the measures'")
        cur.pos += u.length
        if cur.take_word("of") is None:
            raise bad("'how many <unit>' without 'of'")
        t = cur.sense("unit")
        if t is None or t.entry.id != scene.thing:
            raise bad("'how many <unit> of' other things")
        cur.pos += t.length
        tense_word = cur.peek_word()
        if tense_word != "did":
            # "How many pounds of watermelon does he buy?" after "Kevin bought 2 watermelons": a habit
            raise bad("the scene's act asked in another tense than the past", Reason.AMBIGUOUS_REFERENCE)
        if cur.take("fn:aux") is None or not _pronoun_subject(cur, scene):
            raise bad("not the subject of the scene")
        v = cur.sense("verb")
        if v is None or v.entry.id != scene.verb or cur.words[cur.pos].endswith("ed"):
            raise bad("not the verb of the scene")
        cur.pos += v.length
        total, lemma = True, scene.verb
    else:
        raise bad("not a question about the measured things")
    if total:
        cur.take("fn:total")
    if not cur.at_end():
        raise bad("words after the question")
    asked = _tense(tense_word)
    if scene.tenses != {asked}:
        raise bad(f"measures told in the {'/'.join(sorted(scene.tenses))} tense and asked in the {asked}",
                  Reason.AMBIGUOUS_REFERENCE)
    if total:
        return _total_question(cur, scene, unit, lemma, si, bad)
    if scene.count is not None and len(scene.keys) != scene.count:
        raise bad(f"{scene.count} things counted, {len(scene.keys)} measured", Reason.AMBIGUOUS_REFERENCE)
    if not a or not b or a == b:
        raise bad("two things compared")
    for key in (a, b):
        if key not in scene.keys:
            raise bad(f"{key} was never measured", Reason.UNKNOWN_QUANTITY)
    return Question(kind="counted_measures", sentence=si, item=Item(unit=unit), lemma=lemma, entity=a, other=b)


def _total_question(cur: Cursor, scene: _Scene, unit: str, lemma: str, si: int, bad) -> Question:
    """The total of the counted things' measures (every counted thing measured, a mass)."""
    if _family(cur, unit) not in _MASS:
        # "How many inches of blocks did Tom find?": lengths of separate things make no length together
        raise bad("a total of lengths", Reason.UNIT_MISMATCH)
    if scene.count is None:
        raise bad("a total of things never counted: were all of them measured?", Reason.UNKNOWN_QUANTITY)
    if len(scene.keys) != scene.count:
        raise bad(f"{scene.count} things counted, {len(scene.keys)} measured", Reason.AMBIGUOUS_REFERENCE)
    return Question(kind="counted_measures", sentence=si, item=Item(unit=unit), lemma=lemma,
                    members=tuple(scene.keys))


def _pair_member(cur: Cursor, scene: _Scene, first: bool) -> bool:
    """``1 fish that was 0.3 foot long`` (first) / ``a second fish that was 0.2 foot long``: a member of a pair
    told with its measure; its key and measure kept (False, nothing kept, when the words are not that)."""
    if first:
        n = _number(cur) if cur.sense("num") is not None or cur.sense("number") is not None else None
        if n != 1:
            return False
    elif cur.take_word("a") is None or cur.take_word("second") is None:
        return False
    thing = _things(cur, plural=False)
    if thing is None or (scene.thing and thing != scene.thing) or cur.take("fn:relative") is None:
        return False
    word = cur.peek_word()
    weigh = cur.take("fn:weigh") is not None
    if not weigh and cur.take("fn:be") is None:
        return False
    m = _measure(cur)
    if m is None:
        return False
    mass = _family(cur, m[1]) in _MASS
    if (weigh and not mass) or (cur.take("fn:dimension") is not None and mass):
        return False
    key = f"the #{'first' if first else 'second'} {thing}"
    scene.thing = thing
    scene.tenses.add(_tense(word))
    scene.keys.append(key)
    scene.ops.append(Op(kind=MEASURE, lemma="measure", sentence=cur.sentence.index, actor=key,
                        item=Item(unit=m[1]), amount=fmt(m[0])))
    return True


def _measured_pair(cur: Cursor, scene: _Scene) -> bool:
    """``A marine biologist measured 1 fish that was 0.3 foot long and a second fish that was 0.2 foot long.``:
    a first sentence that counts a pair by telling both with their measures (``1 <thing> that was D`` and ``a
    second <thing> that was D``), the first and the second of a count of 2. False (nothing kept) if not."""
    cur.pos = 0
    if cur.take_word("a", "an") is not None:
        while cur.sense("modifier") is not None and cur.sense("person") is None:
            cur.pos += cur.sense("modifier").length
        p = cur.sense("person")
        if p is None or p.form != "sg":
            return False
        cur.pos += p.length
    elif cur.sense("name") is not None and cur.tokens[0].text[:1].isupper() and cur.sense("poss", 1) is None:
        scene.subject = cur.tokens[0].text
        cur.pos += 1
    else:
        return False
    v = cur.sense("verb")
    if v is None:
        return False
    cur.pos += v.length
    scene.verb = v.entry.id
    if not _pair_member(cur, scene, True) or cur.take_word("and") is None or not _pair_member(cur, scene, False) \
            or not cur.at_end():
        return False
    scene.count = Fraction(2)
    scene.ordinal = True
    return True


def parse_counted_measures(cursors: list[Cursor]) -> Graph:
    """The scene, the measures and the question (module doc)."""
    scene = _Scene()
    if _measured_pair(cursors[0], scene):
        for cur in cursors[1:-1]:
            _measures(cur, scene)
        return Graph(ops=scene.ops, question=_question(cursors[-1], scene))
    scene = _Scene()
    if not _scene(cursors[0], scene):
        raise _refuse(cursors[0], "no counting scene")
    for cur in cursors[1:-1]:
        _measures(cur, scene)
    return Graph(ops=scene.ops, question=_question(cursors[-1], scene))


# -- solving ----------------------------------------------------------------------------------------

def counted_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the measures of every counted thing added, or the first compared thing's less the second's."""
    q = graph.question
    ops = {op.actor: op for op in graph.ops if op.kind == MEASURE}
    steps: list[Step] = []
    if q.members:
        total = Fraction(0)
        for key in q.members:
            before = total
            total += Fraction(ops[key].amount)
            steps.append(Step(lemma=q.lemma, kind="measure_sum", holder=key, operands=[fmt(before), ops[key].amount],
                              before=fmt(before), after=fmt(total)))
        return total, q.item.unit, steps
    a, b = ops[q.entity], ops[q.other]
    value = Fraction(a.amount) - Fraction(b.amount)
    if value <= 0:
        raise ValueError("the difference is not positive")
    steps.append(Step(lemma=q.lemma, kind="measure_difference", holder=a.actor, operands=[a.amount, b.amount],
                      before=a.amount, after=fmt(value)))
    return value, q.item.unit, steps


def verify_counted(lex, graph: Graph) -> Fraction:
    """Verifier: every measure taken to the family's base unit; a total over all the measured things (each once)
    or the two compared ones differenced there, and brought back to the one unit they share."""
    q = graph.question
    measures = [op for op in graph.ops if op.kind == MEASURE]
    keys = [op.actor for op in measures]
    if len(set(keys)) != len(keys) or q.item is None:
        raise ValueError("a thing measured twice")
    unit = lex.unit_by_id[q.item.unit]
    if any(op.item.unit != unit.id for op in measures):
        raise ValueError("measures in different units")
    scale = Fraction(unit.per_base) if unit.per_base else Fraction(1)
    base = {op.actor: Fraction(op.amount) * scale for op in measures}
    if q.members:
        if sorted(q.members) != sorted(keys):
            raise ValueError("a total over other things than those measured")
        return sum(base.values(), Fraction(0)) / scale
    out = (base[q.entity] - base[q.other]) / scale
    if out <= 0:
        raise ValueError("not positive")
    return out
