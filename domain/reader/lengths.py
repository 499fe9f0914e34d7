"""Lengths and weights of named things, compared (v8, ADR 0112).

    Oscar's bus ride to school is 0.75 mile and Charlie's bus ride is 0.25 mile.
    How much longer is Oscar's bus ride than Charlie's?                                      0.75 − 0.25
    Anne weighs 67 pounds. Douglas weighs 52 pounds. How much heavier is Anne than Douglas?  67 − 52
    Ezra drew a white line that was 7.5 inches long. Then he drew a blue line that was 3.25 inches long.
    How much longer was the white line than the blue line?                                    7.5 − 3.25

Why a module of its own: these statements hold nothing. ``The green caterpillar was 3 inches long`` says what
a thing measures, not that someone has 3 inches; read as a holding (``has 67 pounds``) the measure would mix
with whatever the same holder owns, and ``Oscar's bus ride`` would be Oscar's holding of bus rides. Here each
thing has exactly one stated measure and the question sets two of them against each other.

A thing: a capitalised name (a person, whose weight or height is stated), ``Name's [modifiers] noun``, or
``the|a|an [modifiers] noun``; one of a count noun (singular). ``to|from <place>`` after the noun describes it
(``bus ride to school``). Two things are the same thing only when owner, modifiers and noun all agree.
ADR 0123: ``his|her [modifiers] noun`` is the owner's thing when every thing measured before it belongs to one
named owner of that gender (``Kelly's chemistry textbook weighs … and her geometry textbook weighs …``), and
the question's ``the X`` is that owner's X when every thing measured belongs to that one owner.

Statements (every sentence but the question):
- ``THING is|was|weighs|weighed D [long|tall] (, | and THING …)*``
- ``[Then ,] Name|he|she <pack verb> a|an THING that is|was D [long|tall]`` (``drew a white line that was …``).
D is a positive number and a unit of a length or mass family (pack comparatives ``longer`` / ``heavier``);
``long`` / ``tall`` (pack role ``dimension``) only with a length, ``weighs`` (pack role ``weigh``) only with a
mass.

Question: ``How much <comparative> is|was THING1 than THING2 ['s]?`` or ``How much more does|did THING1 weigh
than THING2?``. ``than Charlie's`` is Charlie's thing of THING1's noun. THING1 − THING2 (a lesser comparative,
``shorter`` / ``lighter``, turns it round).

Refusals (a wrong answer is the one defect): a thing stated twice (changed? or two of them?), a thing the
question names that no statement measured or that matches by less than its whole description, units of
different kinds or different units (no conversion: the question names no unit), a comparative of another
family (``heavier`` for inches), a difference that is not positive, and any statement of another shape.
Red9 (ADR 0118): measures told in different tenses, or asked in another tense than told (``Tom was 40 inches
tall. Anne is 38 inches tall.``: Tom then, or now?), refuse too.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.kin_things import take_kin_thing
from domain.reader.phrases import Cursor, fmt
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step
from domain.reader.elided_than import sole_other
from domain.reader.travel import _number, _place
from domain.reader.unisex_names import fits_name

MEASURE = "measure"
_MASS = ("mass", "mass_metric")


# The tense of a measure's verb (red9). The parser marks past holdings by the same kind of word list
# (parser._PAST, scenes.PAST_WORDS): tense is grammar, not vocabulary a pack teaches.
_PAST_WORDS = frozenset({"was", "were", "weighed", "did"})
_PRESENT_WORDS = frozenset({"is", "are", "weighs", "weigh", "does", "do"})


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, "lengths", detail, reason)


def measure_families(lex) -> frozenset[str]:
    """Length and mass families: those the pack's ``longer`` and ``heavier`` comparatives compare."""
    return frozenset(f for c in lex.pack.comparatives if {"longer", "heavier"} & set(c.forms) for f in c.families)


def _family(cur: Cursor, unit: str) -> str:
    return cur.lex.unit_by_id[unit].family


def told_measure(cur: Cursor, weigh: bool, refuse, verbs: str = "was/weighed",
                 weigh_word: str = "weighed") -> tuple[Fraction, str]:
    """The measure after ``was`` / ``weighed`` (here, changed_measures.py, counted_measures.py, ADR 0233): a length or
    a weight; ``weighed`` only with a weight, ``long`` / ``tall`` only with a length. ``refuse(cur, detail)`` makes
    the calling module's refusal (its own frame); ``verbs`` / ``weigh_word`` name the verbs in its details."""
    m = _measure(cur)
    if m is None:
        raise refuse(cur, f"no length or weight after {verbs}")
    mass = _family(cur, m[1]) in _MASS
    if weigh and not mass:
        raise refuse(cur, f"'{weigh_word}' with a length")
    if cur.take("fn:dimension") is not None and mass:
        raise refuse(cur, "'long' / 'tall' with a weight")
    return m


def _measure(cur: Cursor) -> tuple[Fraction, str] | None:
    """``0.75 mile`` / ``67 pounds``: a positive number and a length or mass unit (``1 miles`` is not trusted)."""
    start = cur.pos
    value = _number(cur)
    unit = cur.sense("unit")
    if value is None or value <= 0 or unit is None or _family(cur, unit.entry.id) not in measure_families(cur.lex) \
            or (unit.form == "pl" and value == 1):
        cur.pos = start
        return None
    cur.pos += unit.length
    return value, unit.entry.id


def claims(cursors: list[Cursor]) -> bool:
    """Is this text for lengths (module doc)? The question is ``How much <comparative of a length or mass>`` or
    ``How much more … weigh``, and some statement says ``is|was|weighs D``: a measure stated of a thing."""
    last = cursors[-1]
    if last.end < 3 or last.sense("fn:how", 0) is None or last.words[1] != "much":
        return False
    c = last.sense("comparative", 2)
    families = measure_families(last.lex)
    asks = (c is not None and set(c.entry.families) <= families) or (
        last.sense("fn:more", 2) is not None and any(last.sense("fn:weigh", i) is not None for i in range(last.end)))
    if not asks:
        return False
    for cur in cursors[:-1]:
        for i in range(cur.end - 2):
            if cur.sense("fn:be", i) is None and cur.sense("fn:weigh", i) is None:
                continue
            cur.pos = i + 1
            if _measure(cur) is not None:
                cur.pos = 0
                return True
        cur.pos = 0
    return False


def count_noun(cur: Cursor) -> tuple[tuple[str, ...], str] | None:
    """``[modifiers] noun``: the modifiers' ids and one count noun, singular (also counted_measures.py)."""
    start = cur.pos
    mods = []
    # "the orange caterpillar": a word both modifier and noun is the modifier when a noun follows it
    while cur.sense("modifier") is not None and (cur.sense("unit") is None
                                                 or cur.sense("unit", cur.pos + 1) is not None):
        mods.append(cur.sense("modifier").entry.id)
        cur.pos += cur.sense("modifier").length
    u = cur.sense("unit")
    if u is None or u.form != "sg" or _family(cur, u.entry.id) != "count":
        cur.pos = start
        return None
    cur.pos += u.length
    return tuple(sorted(mods)), u.entry.id


def piece_noun(cur: Cursor) -> tuple[tuple[str, ...], str] | None:
    """(v17, ADR 0364) ``[modifiers] rope`` after ``a|an|the``: a noun the pack keeps as a mass noun (``feet of
    rope``) in its singular spelling, read as one piece of it — ``a rope``, ``the red ribbon``. None, nothing
    consumed, otherwise."""
    start = cur.pos
    mods = []
    while cur.sense("modifier") is not None and cur.sense("unit") is None:
        mods.append(cur.sense("modifier").entry.id)
        cur.pos += cur.sense("modifier").length
    u = cur.sense("unit")
    if u is None or u.length != 1 or not _family(cur, u.entry.id).startswith("mass_noun") \
            or cur.words[cur.pos] != cur.lex.unit_by_id[u.entry.id].singular.lower():
        cur.pos = start
        return None
    cur.pos += 1
    return tuple(sorted(mods)), u.entry.id


def _thing(cur: Cursor, indefinite: bool = False, like: str = "") -> str | None:
    """A thing's key: ``Anne`` / ``Oscar's bus ride`` / ``the green caterpillar`` (module doc). ``like`` is the
    key whose noun an elliptical ``Charlie's`` borrows (only in the question's ``than`` part)."""
    start = cur.pos
    s = cur.sense("name")
    if s is not None and cur.tokens[cur.pos].text[:1].isupper():
        name = cur.tokens[cur.pos].text
        cur.pos += 1
        if cur.sense("poss") is None:
            return name
        cur.pos += 1
        noun = count_noun(cur)
        if noun is None:
            if like and "'s " in like:
                return name + "'s " + like.split("'s ", 1)[1]
            cur.pos = start
            return None
        key = name + "'s " + " ".join([*noun[0], noun[1]])
    else:
        if indefinite:
            if cur.take_word("a", "an") is None:
                return None
        elif cur.take("fn:determiner") is None:
            return None
        noun = count_noun(cur)
        if noun is None and cur.words[start] in ("a", "an", "the"):
            noun = piece_noun(cur)  # v17: "A rope is 30 feet long." (ADR 0364)
        if noun is None:
            cur.pos = start
            return None
        key = "the " + " ".join([*noun[0], noun[1]])
    if cur.peek_word() in ("to", "from"):  # "bus ride to school": describes the thing
        cur.pos += 1
        cur.take("fn:determiner")
        if _place(cur) is None and cur.take("place") is None:
            cur.pos = start
            return None
    return key


def _within(a: str, b: str) -> bool:
    """Does description ``a`` fit thing ``b`` too (same owner and noun, ``a``'s modifiers among ``b``'s)?"""
    if "'s " in a or "'s " in b:  # (v12) owners must agree whole: Miki's thing is not Miki's sister's
        if a.rsplit("'s ", 1)[0] != b.rsplit("'s ", 1)[0] or ("'s " in a) != ("'s " in b):
            return False
    wa, wb = a.split(" "), b.split(" ")
    return len(wa) > 1 and len(wb) > 1 and wa[0] == wb[0] and wa[-1] == wb[-1] and set(wa) <= set(wb)


class _Things:
    def __init__(self) -> None:
        self.ops: list[Op] = []
        self.keys: set[str] = set()
        self.actor = ""
        self.gender = "x"
        self.said: dict[str, str] = {}
        """(ADR 0514) name of either gender → the gender its first his/her fixed (unisex_names.fits_name)."""
        self.tenses: set[str] = set()
        self.people: dict[str, str] = {}
        """(v12, ADR 0233) Named people of an opening overview: name → pack gender ("x" when none)."""
        self.overview_units: set[str] = set()
        """(v12) The singular count nouns an overview names: a thing measured later must not be one of them."""
        """The tense of every measure's verb (red9): ``Tom was 40 inches tall. Anne is 38 inches tall.`` says
        what Tom measured once, not now — he may have grown since, so a text that mixes tenses, or whose
        question asks in another tense than its statements, refuses."""

    def add(self, cur: Cursor, key: str, measure: tuple[Fraction, str]) -> None:
        if key in self.keys:
            raise _refuse(cur, f"{key} measured twice: changed, or two of them?", Reason.AMBIGUOUS_REFERENCE)
        for other in self.keys:
            # "the green caterpillar" and "the caterpillar": is the second the green one or another?
            if _within(key, other) or _within(other, key):
                raise _refuse(cur, f"{key} and {other}: one thing or two?", Reason.AMBIGUOUS_REFERENCE)
        self.keys.add(key)
        self.ops.append(Op(kind=MEASURE, lemma="measure", sentence=cur.sentence.index, actor=key,
                           item=Item(unit=measure[1]), amount=fmt(measure[0])))


def _tense(word: str) -> str:
    """``past`` / ``present`` / ``other`` for the verb of a measure or of the question (``will``, ``be``: other,
    which agrees with nothing but itself)."""
    if word in _PAST_WORDS:
        return "past"
    return "present" if word in _PRESENT_WORDS else "other"


def _predicate(cur: Cursor, things: _Things) -> tuple[Fraction, str]:
    """``is|was D [long|tall]`` / ``weighs D``."""
    verb_at = cur.pos
    weigh = cur.take("fn:weigh") is not None
    if not weigh and cur.take("fn:be") is None:
        raise _refuse(cur, "a thing without is/was/weighs")
    things.tenses.add(_tense(cur.words[verb_at]))
    return told_measure(cur, weigh, _refuse, "is/was/weighs", "weighs")


def _statement(cur: Cursor, things: _Things) -> None:
    while cur.take("fn:sequence") is not None:
        cur.take("punct:,")
    start = cur.pos
    if _made(cur, things):
        return
    cur.pos = start
    last = ""
    while True:
        key = take_kin_thing(cur, _people(cur, things), last, count_noun, _refuse) or _owned(cur, things) or _thing(cur)
        if key is None:
            raise _refuse(cur, "no thing measured")
        things.add(cur, key, _predicate(cur, things))
        last = key
        if cur.at_end():
            return
        cur.take("punct:,")
        cur.take_word("and")
        if cur.at_end():
            raise _refuse(cur, "words after a measure")


def _owners(things: _Things) -> set[str]:
    # rsplit (v12): "Miki's person.sister's unit.sandcastle" is the sister's, not Miki's
    return {k.rsplit("'s ", 1)[0] for k in things.keys if "'s " in k}


def _people(cur: Cursor, things: _Things) -> dict[str, str]:
    """(v12, kin_things.py) The people named so far: an overview's names and the named owners of things."""
    out = dict(things.people)
    for k in things.keys:
        name = k.split("'s ", 1)[0] if "'s " in k else k
        if " " not in name and name[:1].isupper() and name not in out:
            entry = cur.lex.names.get(name)
            out[name] = (getattr(entry, "gender", "") or "x") if entry is not None else "x"
    return out


def _overview(cur: Cursor, things: _Things) -> bool:
    """(v12, ADR 0233) ``At the beach, Miki and her sister both built sandcastles and then measured their
    heights.``: a first sentence with no number and no measure, read for its named people only. The things it
    names in the singular are kept: a thing measured later must not be one of them (``found a caterpillar``:
    that one, or another?), which lengths' own scene (``_scene``) checks in its stricter way."""
    if any(cur.sense(c, i) is not None for c in ("num", "number", "money", "fn:weigh", "fn:dimension")
           for i in range(cur.end)):
        return False
    for i in range(cur.end):
        s = cur.sense("name", i)
        if s is not None and cur.tokens[i].text[:1].isupper() and i > 0:
            things.people[cur.tokens[i].text] = (getattr(s.entry, "gender", "") or "x") if s.entry is not None else "x"
        u = cur.sense("unit", i)
        if u is not None and u.form == "sg":
            things.overview_units.add(u.entry.id)
    return True


def _owned(cur: Cursor, things: _Things) -> str | None:
    """``Kelly's chemistry textbook weighs 7 pounds and her geometry textbook weighs 0.6 pound`` (ADR 0123):
    ``his|her [modifiers] noun`` is the one owner's thing when every thing measured so far belongs to one
    named owner of that gender and no one else is named. None (nothing consumed) if not that."""
    start = cur.pos
    s = cur.sense("fn:possessive")
    if s is None or s.entry.gender not in ("m", "f"):
        return None
    owners = _owners(things)
    if len(owners) != 1 or any("'s " not in k for k in things.keys) or (things.actor and things.actor not in owners):
        raise _refuse(cur, f"'{cur.peek_word()}': whose thing?", Reason.AMBIGUOUS_REFERENCE)
    owner = next(iter(owners))
    entry = cur.lex.names.get(owner)
    if entry is None or not fits_name(things.said, owner, getattr(entry, "gender", ""), s.entry.gender):
        raise _refuse(cur, f"'{cur.peek_word()}' does not fit {owner}", Reason.AMBIGUOUS_REFERENCE)
    cur.pos += s.length
    noun = count_noun(cur)
    if noun is None:
        cur.pos = start
        return None
    return owner + "'s " + " ".join([*noun[0], noun[1]])


def _sole_owners(key: str, things: _Things) -> str:
    """``How much more does the chemistry textbook weigh …`` after ``Kelly's chemistry textbook weighs …``
    (ADR 0123): ``the X`` is the owner's X when every thing measured belongs to that one owner."""
    owners = _owners(things)
    if not key.startswith("the ") or key in things.keys or len(owners) != 1 \
            or any("'s " not in k for k in things.keys):
        return key
    return next(iter(owners)) + "'s " + key[len("the "):]


def _made(cur: Cursor, things: _Things) -> bool:
    """``Ezra drew a white line that was 7.5 inches long``: someone's verb, then an indefinite thing measured."""
    w = cur.peek_word()
    if w in ("he", "she"):
        if not things.actor or not fits_name(things.said, things.actor, things.gender, "m" if w == "he" else "f"):
            raise _refuse(cur, f"'{w}' fits no one named", Reason.AMBIGUOUS_REFERENCE)
        cur.pos += 1
    elif cur.sense("name") is not None and cur.tokens[cur.pos].text[:1].isupper() \
            and cur.sense("poss", cur.pos + 1) is None:
        name = cur.tokens[cur.pos].text
        if things.actor and name != things.actor:
            return False
        entry = cur.sense("name").entry
        things.actor, things.gender = name, getattr(entry, "gender", "x") or "x"
        cur.pos += 1
    else:
        return False
    if cur.take("verb") is None:
        return False
    key = _thing(cur, indefinite=True)
    if key is None or cur.take("fn:relative") is None:
        return False
    things.add(cur, key, _predicate(cur, things))
    if not cur.at_end():
        raise _refuse(cur, "words after a measure")
    return True


def _question(cur: Cursor, things: _Things) -> Question:
    def bad(detail: str, reason: Reason = Reason.UNPARSED_QUESTION) -> ReaderRefusal:
        return _refuse(cur, detail, reason)

    cur.pos = 2  # after "How much" (claims)
    c = cur.sense("comparative")
    if c is not None:
        cur.pos += c.length
        verb_at = cur.pos
        if cur.take("fn:be") is None:
            raise bad("expected is/was after the comparative")
        lemma, families, greater = c.entry.id, tuple(c.entry.families), c.entry.greater
        a = take_kin_thing(cur, _people(cur, things), "", count_noun, _refuse) or _thing(cur)
        weigh = False
    else:
        cur.take("fn:more")
        verb_at = cur.pos
        if cur.take("fn:aux") is None:
            raise bad("expected does/did after 'how much more'")
        lemma, families, greater = "fn.weigh", _MASS, True
        a = take_kin_thing(cur, _people(cur, things), "", count_noun, _refuse) or _thing(cur)
        weigh = True
        if cur.take("fn:weigh") is None:
            raise bad("'how much more does … ' without 'weigh'")
    if a is None:
        raise bad("no thing compared")
    if cur.take("fn:than") is None:
        if not cur.at_end():
            raise bad("no 'than': compared with what?")
        b = ""  # v23: the one other thing measured (elided_than.py, ADR 0545)
    else:
        b = take_kin_thing(cur, _people(cur, things), a, count_noun, _refuse) or _thing(cur, like=a)
        if b is None or b == a:
            raise bad("no second thing after 'than'")
        if weigh:
            cur.take("fn:aux")
        else:
            cur.take("fn:be")
    if not cur.at_end():
        raise bad("words after the question")
    asked = _tense(cur.words[verb_at])
    if things.tenses != {asked}:
        # "Tom was 40 inches tall. Anne is 38 inches tall. How much taller is Tom?": Tom then, or now?
        raise bad(f"measures told in the {'/'.join(sorted(things.tenses))} tense and asked in the {asked}",
                  Reason.AMBIGUOUS_REFERENCE)
    a = _sole_owners(a, things)
    b = _sole_owners(b, things) if b else sole_other(a, things.keys)
    if b is None:
        raise bad("no 'than' and not exactly one other thing measured: compared with what?",
                  Reason.AMBIGUOUS_REFERENCE)
    for key in (a, b):
        if key not in things.keys:
            raise bad(f"{key} was never measured", Reason.UNKNOWN_QUANTITY)
    units = {op.item.unit for op in things.ops if op.actor in (a, b)}
    if any(_family(cur, u) not in families for u in units):
        raise bad(f"'{cur.words[2]}' does not compare {', '.join(sorted(units))}", Reason.UNIT_MISMATCH)
    if len(units) != 1:
        raise bad(f"{' and '.join(sorted(units))}: which unit to answer in?", Reason.AMBIGUOUS_REFERENCE)
    if not greater:
        a, b = b, a
    return Question(kind="lengths", sentence=cur.sentence.index, entity=a, other=b, lemma=lemma)


def _scene(cur: Cursor, things: _Things) -> list[str] | None:
    """``Nicole found an orange caterpillar and a green caterpillar in her backyard.``: a first sentence with no
    number that brings in the things later measured: ``Name <pack verb> a|an THING (and a|an THING)*`` and at
    most ``in|at|on [the|her|his] <place>``. None (nothing consumed) when the sentence is not that."""
    if cur.sense("name") is None or not cur.tokens[0].text[:1].isupper() or cur.sense("poss", 1) is not None:
        return None
    if any(cur.sense("num", i) is not None or cur.sense("number", i) is not None for i in range(cur.end)):
        return None
    cur.pos = 1
    if cur.take("verb") is None:
        cur.pos = 0
        return None
    brought = []
    while True:
        key = _thing(cur, indefinite=True)
        if key is None:
            cur.pos = 0
            return None
        brought.append(key)
        if cur.take_word("and") is None:
            break
    if cur.take_word("in", "at", "on") is not None:
        if cur.take("fn:possessive") is None:
            cur.take("fn:determiner")
        if cur.take("place") is None:
            cur.pos = 0
            return None
    if not cur.at_end():
        cur.pos = 0
        return None
    entry = cur.sense("name", 0).entry
    things.actor, things.gender = cur.tokens[0].text, getattr(entry, "gender", "x") or "x"
    return brought


def parse_lengths(cursors: list[Cursor]) -> Graph:
    """The statements as measured things and the question as two of them compared (module doc)."""
    things = _Things()
    brought = None
    for k, cur in enumerate(cursors[:-1]):
        cur.pos = 0
        if k == 0 and len(cursors) > 2:
            brought = _scene(cur, things)
            if brought is not None:
                continue
            cur.pos = 0
            if _overview(cur, things):
                continue
            cur.pos = 0
        _statement(cur, things)
    if things.overview_units & {k.rsplit(" ", 1)[-1] for k in things.keys}:
        raise _refuse(cursors[0], "a thing named in the overview and measured after: that one, or another?",
                      Reason.AMBIGUOUS_REFERENCE)
    if brought is not None and sorted(brought) != sorted(things.keys):
        # the things brought in are the things measured, each once: else "an orange caterpillar" may be
        # another one than "the orange caterpillar was …", or a thing brought in went unmeasured
        raise _refuse(cursors[0], "the things brought in are not the things measured", Reason.AMBIGUOUS_REFERENCE)
    return Graph(ops=things.ops, question=_question(cursors[-1], things))


# -- solving ----------------------------------------------------------------------------------------

def _pair(graph: Graph) -> tuple[Op, Op]:
    q = graph.question
    a = [op for op in graph.ops if op.kind == MEASURE and op.actor == q.entity]
    b = [op for op in graph.ops if op.kind == MEASURE and op.actor == q.other]
    if len(a) != 1 or len(b) != 1:
        raise ValueError("each thing compared needs exactly one measure")
    return a[0], b[0]


def lengths_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the first thing's measure less the second's, both in one unit (no conversion)."""
    a, b = _pair(graph)
    if a.item.unit != b.item.unit:
        raise ValueError(f"{a.item.unit} against {b.item.unit}: the question names no unit to convert to")
    value = Fraction(a.amount) - Fraction(b.amount)
    if value <= 0:
        raise ValueError("the difference is not positive")
    step = Step(lemma=graph.question.lemma, kind="measure_difference", holder=a.actor,
                operands=[a.amount, b.amount], before=a.amount, after=fmt(value))
    return value, a.item.unit, [step]


def verify_lengths(lex, graph: Graph) -> Fraction:
    """Verifier: both measures taken to their family's base unit (when one), differenced there and brought back
    to the unit both share; it re-derives the pair and the sign on its own."""
    q = graph.question
    ops = {op.actor: op for op in graph.ops if op.kind == MEASURE}
    if len(ops) != sum(1 for op in graph.ops if op.kind == MEASURE):
        raise ValueError("a thing measured twice")
    a, b = ops[q.entity], ops[q.other]
    ua, ub = lex.unit_by_id[a.item.unit], lex.unit_by_id[b.item.unit]
    if ua.id != ub.id or ua.family != ub.family:
        raise ValueError("different units")
    scale = Fraction(ua.per_base) if ua.per_base else Fraction(1)
    out = (Fraction(a.amount) * scale - Fraction(b.amount) * scale) / scale
    if out <= 0:
        raise ValueError("not positive")
    return out
