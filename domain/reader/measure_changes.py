"""One thing's length told before and after a change, and the change asked (v12, ADR 0235).

    Isabella's hair is 18 inches long. By the end of the year her hair is 24 inches long.
    How much hair did she grow?                                                         24 − 18
    Isha's pencil is 31 inches long. If she sharpens it, now her pencil is 14 inches long.
    How much did she sharpen off of her pencil?                                         31 − 14
    Ann's hair is 18 inches long. If she gets a haircut and now her hair is 9 inches long,
    how much of Ann's hair got cut off?                                                 18 − 9

Why a module of its own: as in lengths.py, ``is 18 inches long`` says what a thing measures, not that anyone
holds 18 inches. Here one thing is measured twice: lengths.py refuses that (changed, or two of them?); this
module reads it only when the second measure is marked as later (``now``, ``by the end of the year``, or after
an If-clause that tells the change), and the question asks how much the thing grew or was cut.

Statements (every sentence but the question, and the question's leading ``If …,`` clause):
- ``[LATER [,]] THING is D long|tall`` — LATER is ``now`` or a pack time of the story's end (``fn:end``:
  ``by the end of the year``), before the thing or right after ``is``;
- ``If <he|she> <verb> [a|an <noun> | it] (, | and) now THING is D long|tall`` — the If-clause tells the
  change: its verb or its noun has the pack role of the asked change (``sharpens it``, ``gets a haircut``);
  any other (``If she buys a pencil``: another pencil?) refuses. It holds no number (the amounts are the
  measures).
THING is ``Name's noun`` or ``his|her noun`` (the one owner named, of that gender). D is a positive number of a
length unit (lengths.measure_families). Exactly two measures, of one thing, in one unit: the first not marked
later, the second marked later.

Question: ``How much [noun] did <owner> <grow>?`` / ``How much of THING got|was <cut off>?`` / ``How much did
<owner> <sharpen> [off] of THING?``. The verb's pack role says the direction: ``lengthen`` (grow) asks
later − earlier, ``shorten`` (cut off, sharpen, trim) earlier − later; a change of the other sign refuses
(the story contradicts the verb). Any other shape, a second thing, a third measure, a number in the If-clause,
a pronoun that fits no owner refuses.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.lengths import measure_families
from domain.reader.phrases import Cursor, fmt
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step
from domain.reader.travel import _number

MEASURE_CHANGE = "measure_change"
_BEFORE, _AFTER = "before", "after"


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, "measure_changes", detail, reason)


def _change_role(cur: Cursor, i: int) -> str:
    """``lengthen`` / ``shorten`` when a pack phrase of that role starts at ``i``, else ""."""
    if cur.sense("fn:lengthen", i) is not None:
        return "lengthen"
    if cur.sense("fn:shorten", i) is not None:
        return "shorten"
    return ""


def claims(cursors: list[Cursor]) -> bool:
    """Is this text for measure changes? The question opens ``How much`` (no comparative: lengths.py), names a
    verb of growing or cutting, and some sentence before it says ``is D long|tall``."""
    last = cursors[-1]
    start = _question_start(last)
    if start is None or last.sense("comparative", start + 2) is not None:
        return False
    if not any(_change_role(last, i) for i in range(start, last.end)):
        return False
    for cur in cursors:
        for i in range(cur.end - 3):
            if cur.sense("fn:be", i) is not None and cur.sense("fn:dimension", i + 3) is not None:
                return True
    return False


def _question_start(cur: Cursor) -> int | None:
    """Where ``How much`` opens the question: 0, or right after a leading ``If …,`` clause."""
    if cur.end >= 3 and cur.sense("fn:how", 0) is not None and cur.words[1] == "much":
        return 0
    if cur.words and cur.words[0] == "if":
        for i in range(1, cur.end - 2):
            if cur.words[i] == "," and cur.sense("fn:how", i + 1) is not None and cur.words[i + 2] == "much":
                return i + 1
    return None


class _Story:
    def __init__(self) -> None:
        self.owner = ""
        self.gender = ""
        self.noun = ""
        self.cond_role = ""
        """The role (lengthen / shorten) of the change an If-clause tells, "" when none is told."""
        self.measures: list[tuple[str, Fraction, str, int]] = []
        """(before|after, value, unit, sentence) in text order."""

    def thing(self, cur: Cursor) -> bool:
        """``Name's noun`` / ``his|her noun`` — the one thing of the story (its owner and noun set by the first)."""
        start = cur.pos
        s = cur.sense("name")
        if s is not None and cur.tokens[cur.pos].text[:1].isupper() and cur.sense("poss", cur.pos + 1) is not None:
            owner = cur.tokens[cur.pos].text
            gender = getattr(s.entry, "gender", "") or ""
            cur.pos += 2
        else:
            p = cur.sense("fn:possessive")
            if p is None or p.entry.gender not in ("m", "f") or not self.owner:
                return False
            self.agree(cur, p.entry.gender)
            owner, gender = self.owner, self.gender
            cur.pos += p.length
        u = cur.sense("unit")
        if u is None or u.form != "sg":
            cur.pos = start
            return False
        cur.pos += u.length
        if not self.owner:
            # a name of either gender ("x") agrees with he or she, as a pronoun's first use then fixes it
            self.owner, self.gender, self.noun = owner, gender if gender in ("m", "f") else "x", u.entry.id
        elif (owner, u.entry.id) != (self.owner, self.noun):
            raise _refuse(cur, "a second thing measured: which one changed?", Reason.AMBIGUOUS_REFERENCE)
        return True

    def agree(self, cur: Cursor, gender: str) -> None:
        """A he/she/his/her of the owner: it must fit the owner's gender (an "x" name takes the first one's)."""
        if self.gender == "x":
            self.gender = gender
        elif gender != self.gender:
            raise _refuse(cur, f"'{cur.peek_word()}' does not fit {self.owner}", Reason.AMBIGUOUS_REFERENCE)

    def pronoun(self, cur: Cursor) -> bool:
        """``he``/``she`` (or the owner's name) naming the owner."""
        w = cur.peek_word()
        if w in ("he", "she"):
            self.agree(cur, "m" if w == "he" else "f")
            cur.pos += 1
            return True
        if cur.pos < cur.end and cur.tokens[cur.pos].text == self.owner and cur.sense("poss", cur.pos + 1) is None:
            cur.pos += 1
            return True
        return False


def _later(cur: Cursor) -> bool:
    """``now`` / a pack time of the story's end (``by the end of the year``), then an optional comma."""
    e = cur.sense("fn:end")
    if e is not None:
        cur.pos += e.length
    elif cur.peek_word() == "now":
        cur.pos += 1
    else:
        return False
    cur.take("punct:,")
    return True


def _measure(cur: Cursor, story: _Story, later: bool) -> None:
    """``THING is [now] D long|tall`` up to the cursor's end."""
    if not story.thing(cur):
        raise _refuse(cur, "no thing measured")
    if cur.take("fn:be") is None:
        raise _refuse(cur, "a thing without is/was")
    if cur.peek_word() == "now":
        cur.pos += 1
        later = True
    value = _number(cur)
    u = cur.sense("unit")
    if value is None or value <= 0 or u is None or cur.lex.unit_by_id[u.entry.id].family \
            not in measure_families(cur.lex) or (u.form == "pl" and value == 1):
        raise _refuse(cur, "no length after is")
    cur.pos += u.length
    if cur.take("fn:dimension") is None:
        raise _refuse(cur, "a length without long/tall")
    if not cur.at_end():
        raise _refuse(cur, "words after a measure")
    story.measures.append((_AFTER if later else _BEFORE, value, u.entry.id, cur.sentence.index))


def _condition(cur: Cursor, story: _Story) -> None:
    """``If <he|she> <verb> [a|an <noun> | it] (, | and) now THING is D long`` (the cursor after ``If``)."""
    if not story.owner or not story.pronoun(cur):
        raise _refuse(cur, "an If-clause not about the thing's owner")
    v = cur.sense("fn:shorten") or cur.sense("fn:lengthen") or cur.sense("verb")
    if v is None:
        raise _refuse(cur, "no verb in the If-clause")
    story.cond_role = _change_role(cur, cur.pos)
    cur.pos += v.length
    if cur.take_word("it") is None and cur.take_word("a", "an") is not None:
        u = cur.sense("unit")
        if u is None or u.form != "sg":
            raise _refuse(cur, "a thing got in the If-clause")
        story.cond_role = story.cond_role or _change_role(cur, cur.pos)  # "gets a haircut"
        cur.pos += u.length
    if not story.cond_role:
        # "If she buys a pencil, now her pencil is 14 inches long": another pencil, not a change of this one
        raise _refuse(cur, "the If-clause tells no growing or cutting", Reason.AMBIGUOUS_REFERENCE)
    if cur.take("punct:,") is None and cur.take_word("and") is None:
        raise _refuse(cur, "expected ', now' or 'and now' after the If-clause")
    if cur.peek_word() != "now":
        raise _refuse(cur, "the measure after the If-clause is not said to be now")
    cur.pos += 1
    _measure(cur, story, later=True)


def _statement(cur: Cursor, story: _Story) -> None:
    # an If-clause is read word by word (pronoun, verb, "it" or "a <noun>"), so it cannot hold a number
    if cur.take_word("if") is not None:
        _condition(cur, story)
        return
    later = _later(cur)
    _measure(cur, story, later)


def _question(cur: Cursor, story: _Story, start: int) -> Question:
    cur.pos = start + 2  # after "How much"
    role = ""
    if cur.take_word("of") is not None:
        # "how much of Ann's hair got cut off?"
        if not story.thing(cur) or cur.take_word("got", "was") is None:
            raise _refuse(cur, "expected 'of <thing> got <verb>'", Reason.UNPARSED_QUESTION)
        role = _change_role(cur, cur.pos)
        if not role:
            raise _refuse(cur, "no verb of growing or cutting", Reason.UNPARSED_QUESTION)
        cur.pos += (cur.sense("fn:lengthen") or cur.sense("fn:shorten")).length
    else:
        u = cur.sense("unit")
        if u is not None:  # "How much hair did she grow?": the thing's own noun
            if u.entry.id != story.noun:
                raise _refuse(cur, f"asks {u.entry.id}, the story measures {story.noun}", Reason.UNIT_MISMATCH)
            cur.pos += u.length
        if cur.take("fn:aux") is None or not story.pronoun(cur):
            raise _refuse(cur, "expected 'did <owner> <verb>'", Reason.UNPARSED_QUESTION)
        role = _change_role(cur, cur.pos)
        if not role:
            raise _refuse(cur, "no verb of growing or cutting", Reason.UNPARSED_QUESTION)
        cur.pos += (cur.sense("fn:lengthen") or cur.sense("fn:shorten")).length
        if cur.take_word("off") is not None and role != "shorten":
            raise _refuse(cur, "'off' after a verb of growing", Reason.UNPARSED_QUESTION)
        if cur.take_word("of") is not None and not story.thing(cur):
            raise _refuse(cur, "'of' without the thing", Reason.UNPARSED_QUESTION)
    if not cur.at_end():
        raise _refuse(cur, "words after the question", Reason.UNPARSED_QUESTION)
    return Question(kind=MEASURE_CHANGE, sentence=cur.sentence.index, entity=f"{story.owner}'s {story.noun}",
                    lemma=role)


def parse_measure_changes(cursors: list[Cursor]) -> Graph:
    """The measures of the one thing and the question of its change (module doc)."""
    story = _Story()
    for cur in cursors[:-1]:
        cur.pos = 0
        _statement(cur, story)
    last = cursors[-1]
    start = _question_start(last)
    if start is None:
        raise _refuse(last, "expected 'How much'", Reason.UNPARSED_QUESTION)
    if start > 0:
        cond = Cursor(last.lex, last.sentence, 0, start - 1)  # the "If …" clause, before its comma
        _statement(cond, story)
    question = _question(last, story, start)
    if story.cond_role and story.cond_role != question.lemma:
        raise _refuse(last, "the If-clause's change and the asked one go different ways", Reason.AMBIGUOUS_REFERENCE)
    kinds = [m[0] for m in story.measures]
    if kinds != [_BEFORE, _AFTER]:
        raise _refuse(last, f"measures told {kinds}: expected one before and one after the change",
                      Reason.AMBIGUOUS_REFERENCE)
    if story.measures[0][2] != story.measures[1][2]:
        raise _refuse(last, "the two measures are in different units", Reason.UNIT_MISMATCH)
    ops = [Op(kind=MEASURE_CHANGE, lemma="measure", sentence=s, actor=question.entity, item=Item(unit=u),
              amount=fmt(v), time=when) for when, v, u, s in story.measures]
    return Graph(ops=ops, question=question)


# -- solving ----------------------------------------------------------------------------------------

def _pair(graph: Graph) -> tuple[Op, Op]:
    before = [op for op in graph.ops if op.kind == MEASURE_CHANGE and op.time == _BEFORE]
    after = [op for op in graph.ops if op.kind == MEASURE_CHANGE and op.time == _AFTER]
    if len(before) != 1 or len(after) != 1:
        raise ValueError("one measure before and one after the change are needed")
    return before[0], after[0]


def measure_change_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: later − earlier for a growth, earlier − later for a cut; it must be positive."""
    before, after = _pair(graph)
    if before.item.unit != after.item.unit:
        raise ValueError("the two measures are in different units")
    grew = Fraction(after.amount) - Fraction(before.amount)
    value = grew if graph.question.lemma == "lengthen" else -grew
    if value <= 0:
        raise ValueError(f"the story's change does not fit '{graph.question.lemma}'")
    step = Step(lemma=graph.question.lemma, kind="measure_change", holder=before.actor,
                operands=[before.amount, after.amount], before=before.amount, after=fmt(value))
    return value, before.item.unit, [step]


def verify_measure_change(lex, graph: Graph) -> Fraction:
    """Verifier: the measures ordered by sentence (not by their marks), differenced by the verb's direction."""
    ops = sorted((op for op in graph.ops if op.kind == MEASURE_CHANGE), key=lambda op: op.sentence)
    if len(ops) != 2 or ops[0].item.unit != ops[1].item.unit or ops[0].time == ops[1].time:
        raise ValueError("not one thing measured twice")
    first, second = Fraction(ops[0].amount), Fraction(ops[1].amount)
    out = second - first if graph.question.lemma == "lengthen" else first - second
    if out <= 0:
        raise ValueError("not positive")
    return out
