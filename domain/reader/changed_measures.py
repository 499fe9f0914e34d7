"""A measured thing that is then cut shorter or grows (v12, ADR 0233).

    A carpenter bought a piece of wood that was 0.41 meters long. Then she sawed 0.33 meters off the end.
    How long is the piece of wood now?                                                        0.41 − 0.33
    Tori was 4.4 feet tall. Then she grew 2.86 feet taller. How tall is Tori now?              4.4 + 2.86

Why a module of its own: lengths.py (ADR 0112) reads measures that hold still and compares two things; here one
thing's measure changes, and the question asks what it measures after the change. Read as holdings (``has 0.41
meters``) a cut would be a loss of meters by the carpenter, who holds none: the measure belongs to the thing.

The text: one measure, then one or more changes, then the question.
- The measure (past tense only: a measure told in the present is the thing now, and a change told after it
  would contradict it): ``THING was|weighed D [long|tall]`` (lengths.py's thing: a capitalised name, ``Name's
  noun``, ``the|a noun``) or ``SUBJECT <pack verb> a|an THING that was D [long|tall]``, where the subject is a
  name, he/she, or ``a|an|the <person noun>`` (``A carpenter bought a piece of wood that was …``). A thing's
  noun may be followed by ``of <noun>`` (``piece of wood``).
- A change opens with a sequence word that places it after the measure (``Then``, ``Next``, ``Finally``; not
  ``First``) and is one of
  - a cut (pack role ``cut_off``: cut / sawed / trimmed): ``AGENT <cut> D off [the end [of it | of THING] |
    it | THING]``; the agent is any person (who cut does not change how much is left), the thing is the one
    thing measured;
  - a growth (pack role ``grow_by``: grew / grows): ``THING|he|she|it <grow> D [taller|longer]``; the subject
    must be the thing itself (he/she for a named person of that gender, ``it`` for anything else).
- The question: ``How long|tall is THING now?`` or ``How much does THING weigh now?``, present tense; ``now``
  may be left out.

v16 (ADR 0338), the same story told in the present, as textbooks tell it:

    A rope is 30 feet long. Jim cuts off 12 feet. How many feet of rope are left?            30 − 12
    A ribbon is 50 inches long. Ann cuts 18 inches off it. Then she cuts off 10 inches. How long is the ribbon now?

- the measure ``THING is D [long|tall]`` (a length), every change in the present (``cuts``, ``saws``, ``trims``,
  ``grows``), with or without ``Then``: in a present narrative the order told is the order of events, and the
  measure is where the story starts. A past change after a present measure (``is 30 feet long. Jim cut off 12
  feet``: before the measure or after?) and a present change after a past measure refuse;
- a cut may put ``off`` before the length (``cuts off 12 feet [from it|from the rope|of it]``);
- the question may also be ``How many <the measure's unit> [of <the thing's noun>|of it] are|is left [now]?``
  (in either tense of the story: what is left is what the thing measures after the changes).

Refusals (a wrong answer is the one defect): a second thing measured (which one was cut?), a measure in the
present tense, a change without an opening sequence word (before or after the measure?), a change in another
unit than the measure (no conversion is read), a cut as long as the thing or longer, a growth of another
thing or told with a lesser comparative (``shorter``), a question about another thing, another tense, or any
other shape.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.lengths import _MASS, _family, _measure, _thing, count_noun, told_measure
from domain.reader.phrases import Cursor, fmt
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step

MEASURED = "measured"
# The past forms a change must take (tense is grammar, as lengths._PAST_WORDS): the measure is told in the
# past, so a change told after it in the present (``Then she grows 2 inches``) may be a habit, not one event.
_PAST_CHANGES = frozenset({"cut", "sawed", "trimmed", "grew"})
_PRESENT_CHANGES = frozenset({"cuts", "saws", "trims", "grows"})  # v16: a story told in the present (ADR 0338)
CHANGE = "measure_change"


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, "changed_measures", detail, reason)


def claims(cursors: list[Cursor]) -> bool:
    """Is this text for changed measures (module doc)? A question ``How long|tall is …`` or ``How much does …
    weigh``, and some statement with a cut or a growth word (pack roles ``cut_off`` / ``grow_by``)."""
    last = cursors[-1]
    if last.end < 4 or last.sense("fn:how", 0) is None:
        return False
    asks = (last.sense("fn:dimension", 1) is not None and last.words[2] in ("is", "was")) or (
        last.words[1] == "much" and last.words[2] in ("does", "did")
        and any(last.sense("fn:weigh", i) is not None for i in range(last.end)))
    if not asks and not (_left_asked(last) and _opens_with_measure(cursors[0])):
        return False
    return any(cur.sense("fn:cut_off", i) is not None or cur.sense("fn:grow_by", i) is not None
               for cur in cursors[:-1] for i in range(cur.end))


def _left_asked(last: Cursor) -> bool:
    """v16: ``How many <length unit> … left …?`` (the question's shape is checked whole by _question)."""
    if last.sense("fn:how", 0) is None or last.words[1] != "many" or "left" not in last.wordset:
        return False
    u = last.sense("unit", 2)
    return u is not None and _family(last, u.entry.id) not in ("count", *_MASS)


def _opens_with_measure(cur: Cursor) -> bool:
    """v16: the first statement opens ``THING is|was <length>`` (the cursor put back)."""
    ok = _thing(cur) is not None or _thing(cur, indefinite=True) is not None
    if ok:
        _described(cur, "")
        ok = cur.take_word("is", "was") is not None and _measure(cur) is not None
    cur.pos = 0
    return ok


def _described(cur: Cursor, key: str) -> str:
    """``piece of wood``: an ``of <noun>`` after the thing's noun belongs to its description."""
    if cur.peek_word() == "of":
        u = cur.sense("unit", cur.pos + 1)
        if u is not None:
            cur.pos += 1 + u.length
            return key + " of " + u.entry.id
    return key


class _Story:
    def __init__(self) -> None:
        self.key = ""
        self.unit = ""
        self.ops: list[Op] = []
        self.named = ""
        """The thing's name when it is a named person (``Tori``), "" otherwise."""
        self.gender = "x"
        self.present = False
        """v16: the measure told with ``is`` (ADR 0338): every change in the present, ``Then`` not needed."""


def _be_measure(cur: Cursor, story: _Story) -> tuple[Fraction, str]:
    """``was D [long|tall]`` / ``weighed D`` (past tense only, module doc)."""
    word = cur.peek_word()
    weigh = cur.take("fn:weigh") is not None
    if not weigh and cur.take("fn:be") is None:
        raise _refuse(cur, "a thing without was/weighed")
    if word == "is":
        story.present = True  # v16: a story told in the present (ADR 0338); only a length (weighs: not read)
    elif word not in ("was", "weighed"):
        raise _refuse(cur, f"a measure told with '{word}': the thing now, before a change?",
                      Reason.AMBIGUOUS_REFERENCE)
    return told_measure(cur, weigh, _refuse)


def _person_subject(cur: Cursor) -> bool:
    """``Tom`` / ``he`` / ``she`` / ``a|an|the <person noun>``: someone who acts (nothing consumed if not)."""
    start = cur.pos
    if cur.peek_word() in ("he", "she", "they"):
        cur.pos += 1
        return True
    if cur.sense("name") is not None and cur.tokens[cur.pos].text[:1].isupper() \
            and cur.sense("poss", cur.pos + 1) is None:
        cur.pos += 1
        return True
    if cur.take_word("a", "an", "the") is not None:
        p = cur.sense("person")
        if p is not None and p.form == "sg":
            cur.pos += p.length
            return True
    cur.pos = start
    return False


def _measure_statement(cur: Cursor, story: _Story) -> None:
    """The measure (module doc): the thing, its key and its measure."""
    start = cur.pos
    key = None
    if _person_subject(cur) and cur.take("verb") is not None:
        key = _thing(cur, indefinite=True)
        if key is not None:
            key = _described(cur, key)
            if cur.take("fn:relative") is None:
                key = None
    if key is None:
        cur.pos = start
        s = cur.sense("name")
        named = cur.tokens[cur.pos].text if s is not None and cur.sense("poss", cur.pos + 1) is None else ""
        key = _thing(cur)
        if key is None:
            raise _refuse(cur, "no thing measured")
        key = _described(cur, key)
        if named and key == named:
            story.named, story.gender = named, getattr(s.entry, "gender", "x") or "x"
    m = _be_measure(cur, story)
    if not cur.at_end():
        raise _refuse(cur, "words after the measure")
    story.key, story.unit = key, m[1]
    story.ops.append(Op(kind=MEASURED, lemma="measure", sentence=cur.sentence.index, actor=key,
                        item=Item(unit=m[1]), amount=fmt(m[0])))


def _the_thing(cur: Cursor, story: _Story) -> bool:
    """``it`` / ``THING`` naming the one thing measured (nothing consumed if neither)."""
    if cur.take_word("it") is not None:
        if story.named:
            raise _refuse(cur, f"'it' for {story.named}", Reason.AMBIGUOUS_REFERENCE)
        return True
    start = cur.pos
    key = _thing(cur)
    if key is None:
        return False
    key = _described(cur, key)
    if key != story.key:
        raise _refuse(cur, f"{key}: not the thing measured ({story.key})", Reason.AMBIGUOUS_REFERENCE)
    return start != cur.pos


def _change(cur: Cursor, story: _Story) -> None:
    """A cut or a growth (module doc), after its opening sequence word."""
    start = cur.pos
    grows = False
    w = cur.peek_word()
    if w in ("he", "she") and story.named and story.gender in ("x", "m" if w == "he" else "f") \
            and cur.sense("fn:grow_by", cur.pos + 1) is not None:
        cur.pos += 1
        grows = True
    elif w == "it" and not story.named and cur.sense("fn:grow_by", cur.pos + 1) is not None:
        cur.pos += 1
        grows = True
    elif cur.sense("fn:grow_by", cur.pos + 1) is None or not _the_thing(cur, story):
        cur.pos = start
    else:
        grows = True
    if grows:
        verb = cur.take("fn:grow_by")
        if verb is None:
            raise _refuse(cur, "expected a growth word after the thing")
    else:
        if not _person_subject(cur):
            raise _refuse(cur, "a change with no one who makes it")
        verb = cur.take("fn:cut_off")
        if verb is None:
            raise _refuse(cur, "a change that is neither a cut nor a growth")
    if story.present:
        if cur.words[cur.pos - 1] not in _PRESENT_CHANGES:
            # v16: "is 30 feet long. Jim cut off 12 feet": cut before the measure was told, or after?
            raise _refuse(cur, f"a change told with '{cur.words[cur.pos - 1]}' after a measure told in the present",
                          Reason.AMBIGUOUS_REFERENCE)
    elif cur.words[cur.pos - 1] not in _PAST_CHANGES:
        # "Then she grows 2 inches": a habit, or a change told in the present beside a past measure?
        raise _refuse(cur, f"a change told with '{cur.words[cur.pos - 1]}', not in the past", Reason.AMBIGUOUS_REFERENCE)
    off_first = not grows and cur.peek_word() == "off" and cur.take_word("off") is not None  # v16: "cuts off 12 feet"
    m = _measure(cur)
    if m is None:
        raise _refuse(cur, "a change without a length or weight")
    if m[1] != story.unit:
        raise _refuse(cur, f"a change in {m[1]} of a thing measured in {story.unit}", Reason.UNIT_MISMATCH)
    if grows:
        c = cur.sense("comparative")
        if c is not None:
            if not c.entry.greater or _family(cur, m[1]) not in c.entry.families:
                raise _refuse(cur, f"'grew … {cur.peek_word()}'")
            cur.pos += c.length
    elif off_first:
        if not cur.at_end():  # v16: "cuts off 12 feet from it|from the rope|of it"
            if cur.take_word("from", "of") is None or not _the_thing(cur, story):
                raise _refuse(cur, "cut off from what?")
    else:
        if cur.take("fn:prep.off") is None and cur.take_word("off") is None:
            raise _refuse(cur, "a cut without 'off'")
        if not cur.at_end():
            if cur.peek_word() == "the" and cur.peek_word(1) == "end":
                cur.pos += 2
                if cur.take_word("of") is not None and not _the_thing(cur, story):
                    raise _refuse(cur, "the end of what?")
            elif not _the_thing(cur, story):
                raise _refuse(cur, "cut off what?")
    if not cur.at_end():
        raise _refuse(cur, "words after the change")
    story.ops.append(Op(kind=CHANGE, lemma=verb.entry.id, sentence=cur.sentence.index, actor=story.key,
                        item=Item(unit=m[1]), amount=fmt(m[0] if grows else -m[0])))


def _asked_now(cur: Cursor, story: _Story) -> Question:
    """The question's end, ``[now]``, and what it asks: the one thing's measure after the changes."""
    cur.take_word("now")
    if not cur.at_end():
        raise _refuse(cur, "words after the question", Reason.UNPARSED_QUESTION)
    return Question(kind="changed_measure", sentence=cur.sentence.index, entity=story.key,
                    item=Item(unit=story.unit), lemma="measure")


def _left_question(cur: Cursor, story: _Story) -> Question:
    """v16: ``How many <unit> [of <the thing's noun>|of it|of the <thing>] are|is left [now]?`` (ADR 0338)."""
    if any(op.kind == CHANGE and Fraction(op.amount) > 0 for op in story.ops):
        raise _refuse(cur, "'left' of a thing that grew", Reason.UNPARSED_QUESTION)
    cur.pos = 2
    u = cur.sense("unit")
    if u is None or u.entry.id != story.unit or u.form != "pl":
        raise _refuse(cur, f"'how many' of another unit than {story.unit}", Reason.UNIT_MISMATCH)
    cur.pos += u.length
    if cur.take_word("of") is not None:
        noun = cur.sense("unit")
        if cur.take_word("it") is not None:
            if story.named:
                raise _refuse(cur, f"'it' for {story.named}", Reason.AMBIGUOUS_REFERENCE)
        elif noun is not None and not story.named and story.key.rsplit(" ", 1)[-1] == noun.entry.id \
                and noun.form == "sg":
            cur.pos += noun.length  # "feet of rope": the one thing measured, named by its noun
        elif not _the_thing(cur, story):
            raise _refuse(cur, "left of what?", Reason.UNPARSED_QUESTION)
    if cur.take_word("are", "is") is None or cur.take_word("left") is None:
        raise _refuse(cur, "expected 'are left'", Reason.UNPARSED_QUESTION)
    return _asked_now(cur, story)


def _question(cur: Cursor, story: _Story) -> Question:
    if cur.words[1] == "many":
        return _left_question(cur, story)
    cur.pos = 1
    if cur.take("fn:dimension") is not None:
        if cur.take_word("is") is None:
            raise _refuse(cur, "a measure asked in another tense than now", Reason.AMBIGUOUS_REFERENCE)
        if _family(cur, story.unit) in _MASS:
            raise _refuse(cur, "'how long / tall' of a weight", Reason.UNIT_MISMATCH)
        weigh = False
    else:
        cur.take_word("much")
        if cur.take_word("does") is None:
            raise _refuse(cur, "a weight asked in another tense than now", Reason.AMBIGUOUS_REFERENCE)
        if _family(cur, story.unit) not in _MASS:
            raise _refuse(cur, "'how much does … weigh' of a length", Reason.UNIT_MISMATCH)
        weigh = True
    w = cur.peek_word()
    if w in ("he", "she"):
        if not story.named or story.gender not in ("x", "m" if w == "he" else "f"):
            raise _refuse(cur, f"'{w}' is not the thing measured", Reason.AMBIGUOUS_REFERENCE)
        cur.pos += 1
    elif w == "it" and not story.named:
        cur.pos += 1
    elif not _the_thing(cur, story):
        raise _refuse(cur, "no thing asked", Reason.UNPARSED_QUESTION)
    if weigh and cur.take("fn:weigh") is None:
        raise _refuse(cur, "'how much does …' without 'weigh'", Reason.UNPARSED_QUESTION)
    return _asked_now(cur, story)


def parse_changed_measures(cursors: list[Cursor]) -> Graph:
    """The measure, its changes and the question (module doc)."""
    story = _Story()
    for k, cur in enumerate(cursors[:-1]):
        cur.pos = 0
        if k == 0:
            _measure_statement(cur, story)
            continue
        s = cur.sense("fn:sequence")
        if s is None and story.present:
            _change(cur, story)  # v16: in a present narrative the order told is the order of events (ADR 0338)
            continue
        if s is None or cur.peek_word() == "first":
            raise _refuse(cur, "a change with no 'then': before or after the measure?", Reason.AMBIGUOUS_REFERENCE)
        cur.pos += s.length
        cur.take("punct:,")
        _change(cur, story)
    if len(story.ops) < 2:
        raise _refuse(cursors[-1], "a measure and no change", Reason.UNPARSED_SENTENCE)
    return Graph(ops=story.ops, question=_question(cursors[-1], story))


# -- solving ----------------------------------------------------------------------------------------

def changed_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the measure, each change added in turn (a cut is negative); every step stays positive."""
    ops = graph.ops
    if not ops or ops[0].kind != MEASURED or any(op.kind != CHANGE for op in ops[1:]):
        raise ValueError("one measure, then its changes")
    total = Fraction(ops[0].amount)
    steps = []
    for op in ops[1:]:
        before = total
        total += Fraction(op.amount)
        if total <= 0:
            raise ValueError("a cut as long as the thing or longer")
        steps.append(Step(lemma=op.lemma, kind="measure_change", holder=op.actor, operands=[fmt(before), op.amount],
                          before=fmt(before), after=fmt(total)))
    return total, ops[0].item.unit, steps


def verify_changed(lex, graph: Graph) -> Fraction:
    """Verifier: the measure and every change taken to the family's base unit (when it has one), summed there,
    each partial sum checked positive, and brought back to the asked unit."""
    q = graph.question
    measured = [op for op in graph.ops if op.kind == MEASURED]
    if len(measured) != 1 or measured[0].actor != q.entity or q.item is None:
        raise ValueError("one thing measured, the one asked")
    unit = lex.unit_by_id[q.item.unit]
    scale = Fraction(unit.per_base) if unit.per_base else Fraction(1)
    value = Fraction(0)
    for op in graph.ops:
        if op.item is None or op.item.unit != unit.id or op.actor != q.entity:
            raise ValueError("a change of another thing or unit")
        value += Fraction(op.amount) * scale
        if value <= 0:
            raise ValueError("not positive")
    return value / scale
