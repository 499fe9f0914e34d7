"""A total told, one part of it told, the other part asked (v12, ADR 0234).

    So far, an orchard has sold a combined total of 9792 pounds of fresh and frozen fruit this season. If they
    have sold 3513 pounds of frozen fruit, how many pounds of fresh fruit have been sold so far?    9792 − 3513

    The Tigers sold a total of 9570 tickets last season. If they sold 3867 tickets in the first half of the
    season, how many tickets did they sell in the second half?                                    9570 − 3867

    Last week, she picked up a total of 1576 pieces of trash. If she picked up 344 pieces of trash in the
    classrooms, how many pieces of trash did Tori pick up outside the classrooms?                  1576 − 344

Why a module of its own: ``a total of N`` says that N is *all* of the subject's events of that verb on those
things (in the told time). The holding machinery reads every statement as one more event, so a part told
beside the total would be added to it (9792 + 3513), and the question's part is told by no sentence. The
difference is licensed only when English itself says the two parts make up the whole, i.e. they are the two
halves of a complementary pair:

- **two listed kinds**: the total lists exactly two kinds of its things, ``A and B`` (``fresh and frozen fruit``,
  ``red and green apples``); the told part is the things of kind A, the asked part those of kind B;
- **the two halves**: ``in the first half [of the <period>]`` told, ``in the second half [of the <period>]``
  asked (or the other way round) — a half is one of exactly two;
- **in and outside one place**: ``in <the place>`` told, ``outside <the place>`` asked (or the other way round);
- **before the part's own time**: the total told ``so far``, the part at one present time (``Today, they repaved
  805 inches``), the question ``before today``: so far is the time before today and today;
- **the first and the second of two counted holders**: ``2 samples contained a total of 7341 blood cells. The
  first sample contained 4221 blood cells. How many blood cells were in the second sample?`` (only here may the
  verb be a holding verb, ``have`` / ``contain``; ``were in the second <holder>`` asks the holding).

Other splits are not complementary by their words and stay refused (typed): ``in the morning`` / ``in the
afternoon`` (there is an evening), ``on Monday`` / ``on Tuesday``, ``in the first round`` / ``in the second
round`` (how many rounds?), a kind not listed in the total (``red and green apples``, part ``yellow apples``),
three listed kinds, a part and a question about the same kind, half, or place, ``before yesterday`` (today's part
is not told), three counted holders.

Statements (every sentence but the question, any order; the part may instead be the question's ``If`` clause):
- the total ``[<time> ,] <S> [has|have|had] <verb> a [combined] total of N <things> [<time>]``;
- the part ``[<time> ,] <S> [has|have|had] <verb> M <things> [<circumstance>] [<time>]``;
- any other sentence only if a pack descriptive rule reads it (``Tori is a school janitor.``; rule id in the
  trace): a sentence no rule reads, a second total or a second part refuse.
The question: ``How many <things> (did|do|does|have|has|had) <S> <verb> [<circumstance>] [<time>]?`` or the
passive ``How many <things> (have|has|had) been|were|was <verb> …?``.

One subject S (a name; ``the|a|an <place or person noun>``; a proper name ``The <Capitalised words>``): a later
``he``/``she`` must be the one person of that gender in the text, ``they``/``it`` only a subject that is not a
named person. One verb (a gain, loss, making or destroying verb of the pack: the same lemma throughout), one unit
(no conversion), and the part's and the question's times must be among the total's (``so far``, ``this season``):
a part in another time is no part of that total. The answer N − M must not be negative.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.phrases import Context, Cursor, _adjunct_id, fmt, noun_run, time_key
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step
from domain.reader.travel import _number

TOTAL, PART = "told_total", "told_part"
KIND = "told_total"
"""The question kind (solver._WHOLE_TEXT, verifier._WHOLE_TEXT_READINGS)."""

VERB_CATEGORIES = frozenset({"positive", "negative", "construct", "destroy"})
"""Verbs whose events can be counted as a total and split in parts (not a holding, a price, a transfer: a
hand-over has a second party whose share the frame does not say)."""

PERFECT = ("has", "have", "had")
ORDINALS = ("first", "second")
IN_HOLDER = "@in"
"""The verb of ``were in the second sample``: the holding verb of the counted holders' total."""
HOLDING_CATEGORIES = frozenset({"contain", "observe"})
"""``contained`` / ``had``: read only for counted holders told apart as the first and the second (a holding of
one subject told as a total and a part is another construction)."""
DO = ("did", "do", "does")
BEEN = {"have": "been", "has": "been", "had": "been", "were": "", "was": ""}


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, "told_total", detail, reason)


def _total_at(cur: Cursor) -> int | None:
    """Where ``a [combined] total of`` starts in a statement, or None."""
    w = cur.words
    for i in range(cur.end - 2):
        if w[i] == "a" and (w[i + 1:i + 3] == ["total", "of"] or w[i + 1:i + 4] == ["combined", "total", "of"]):
            return i
    return None


def claims(cursors: list[Cursor]) -> bool:
    """A statement with ``a [combined] total of`` right after a verb, and a question opening ``How many`` (or
    ``If …, how many``). Anything else about the text is checked while reading, and refuses."""
    if len(cursors) < 2:
        return False
    q = cursors[-1]
    if not (q.words[:2] == ["how", "many"] or (q.words[:1] == ["if"] and _how_many_at(q) is not None)):
        return False
    for cur in cursors[:-1]:
        i = _total_at(cur)
        if i is not None and any(s.cls == "verb" and s.entry.category in VERB_CATEGORIES | HOLDING_CATEGORIES
                                 and j + s.length == i
                                 for j in range(max(0, i - 3), i) for s in cur.senses(j)):
            # the text is this form's only when its total reads whole by this form's statement shape (a total
            # held by a coordinated group, "He and his cousin together have a total of …", is coordination.py's)
            try:
                _statement(Cursor(cur.lex, cur.sentence))
            except ReaderRefusal:
                return False
            return True
    return False


def _how_many_at(cur: Cursor) -> int | None:
    w = cur.words
    for i in range(1, cur.end - 2):
        if w[i] == "," and w[i + 1:i + 3] == ["how", "many"]:
            return i
    return None


# -- reading --------------------------------------------------------------------------------------------

class _Things:
    """``pounds of fresh and frozen fruit``: the unit and its adjuncts, the substance and its adjuncts, and a
    listed pair of kinds (where it stands: on the unit or on the substance)."""

    def __init__(self, unit: str, mods: frozenset, of: str, of_mods: frozenset, pair: tuple[str, str] | None,
                 pair_at: str) -> None:
        self.unit, self.mods, self.of, self.of_mods, self.pair, self.pair_at = unit, mods, of, of_mods, pair, pair_at

    def key(self) -> tuple:
        return self.unit, self.mods, self.of, self.of_mods

    def item(self) -> Item:
        mods = sorted(self.mods) + [f"of:{self.of}"] * bool(self.of) + sorted(f"of:{m}" for m in self.of_mods)
        return Item(unit=self.unit, mods=tuple(mods))

    def with_kind(self, kind: str) -> tuple:
        if self.pair_at == "unit":
            return self.unit, self.mods | {kind}, self.of, self.of_mods
        return self.unit, self.mods, self.of, self.of_mods | {kind}


def _single_adjunct(cur: Cursor, i: int) -> str | None:
    """A one-token modifier or noun adjunct at ``i`` (the A of ``A and B <noun>``)."""
    for s in cur.nounish(i):
        if s.length == 1 and s.cls in ("modifier", "unit"):
            return _adjunct_id(s)
    return None


def _run(cur: Cursor) -> tuple[str, frozenset, tuple[str, str] | None] | None:
    """``[A and] [adjuncts] <unit>``: the head unit id, the adjunct ids and the listed pair (A, first adjunct)."""
    start = cur.pos
    pair_first = None
    if cur.peek_word(1) == "and":
        pair_first = _single_adjunct(cur, cur.pos)
        if pair_first is not None:
            cur.pos += 2
    got = noun_run(cur, cur.pos, ("unit",))
    if got is None:
        cur.pos = start
        return None
    adjuncts, head, end = got
    ids = [_adjunct_id(a) for a in adjuncts]
    if any(i.startswith("brand:") for i in ids):
        cur.pos = start
        return None
    cur.pos = end
    if pair_first is None:
        return head.entry.id, frozenset(ids), None
    if not ids or ids[0] == pair_first:
        raise _refuse(cur, "a list of things, not two kinds of one thing")  # "apples and pears"
    return head.entry.id, frozenset(ids[1:]), (pair_first, ids[0])


def _things(cur: Cursor) -> _Things:
    first = _run(cur)
    if first is None:
        raise _refuse(cur, "expected the things counted")
    unit, mods, pair = first
    of, of_mods, of_pair = "", frozenset(), None
    if cur.peek_word() == "of":
        cur.pos += 1
        cur.take_word("the")  # "805 inches of the road": the road the total is of (as read_item reads it)
        second = _run(cur)
        if second is None:
            raise _refuse(cur, "expected the substance after 'of'")
        of, of_mods, of_pair = second
    if pair and of_pair:
        raise _refuse(cur, "two listed pairs")
    return _Things(unit, mods, of, of_mods, pair or of_pair, "unit" if pair else "of")


class _Clause:
    def __init__(self, cur: Cursor) -> None:
        self.cur = cur
        self.sentence = cur.sentence.index
        self.subject: tuple[str, str, str] | None = None
        self.verb = ""
        self.amount: Fraction | None = None
        self.total = False
        self.things: _Things | None = None
        self.circ: tuple = ()
        self.times: set[str] = set()


def _subject(cur: Cursor) -> tuple[str, str, str] | None:
    """(kind, key, gender): ``Tori`` (name), ``an orchard`` / ``the company`` (noun), ``The Richmond Tigers``
    (proper), ``he``/``she``/``they``/``it`` (pronoun, resolved later)."""
    start = cur.pos
    word = cur.peek_word()
    counted = _number(cur)
    if counted is not None:
        # "2 samples contained a total of …": the counted holders, told apart later as the first and the second
        unit = cur.sense("unit")
        if unit is None or unit.form != "pl" or counted.denominator != 1:
            cur.pos = start
            return None
        cur.pos += unit.length
        return "count", unit.entry.id, str(counted)
    if word == "the" and cur.peek_word(1) in ORDINALS:
        unit = cur.sense("unit", cur.pos + 2)
        if unit is not None and unit.form == "sg":
            cur.pos += 2 + unit.length
            return "ordinal", unit.entry.id, cur.words[start + 1]
    if word in ("he", "she", "they", "it"):
        cur.pos += 1
        return "pronoun", word, word
    s = cur.sense("name")
    if s is not None and cur.tokens[cur.pos].text[:1].isupper() and word not in ("the", "a", "an"):
        cur.pos += 1
        if cur.sense("poss") is not None or cur.sense("name") is not None:
            cur.pos = start
            return None
        return "name", cur.tokens[start].text, s.entry.gender if s.entry is not None else "x"
    if word in ("the", "a", "an"):
        cur.pos += 1
        got = noun_run(cur, cur.pos, ("person", "place"))
        if got is not None and cur.sense("verb", got[2]) is not None or (
                got is not None and cur.peek_word(got[2] - cur.pos) in PERFECT):
            cur.pos = got[2]
            return "noun", got[1].entry.id, got[1].form
        if word == "the":
            j = cur.pos
            while j < cur.end and cur.tokens[j].kind == "word" and cur.tokens[j].text[:1].isupper():
                j += 1
            if j > cur.pos and j < cur.end:
                key = " ".join(cur.tokens[k].text for k in range(cur.pos, j))
                cur.pos = j
                return "proper", key, "p" if key.endswith("s") else "n"
    cur.pos = start
    return None


def _lead_times(cur: Cursor, clause: _Clause) -> None:
    """``Last week ,`` / ``So far ,`` / ``This morning ,`` before the clause."""
    while True:
        start = cur.pos
        if cur.take("time") is None:
            return
        if cur.take_word(",") is None:
            cur.pos = start
            return


def _circumstance(cur: Cursor, clause: _Clause) -> bool:
    w, i = cur.words, cur.pos
    if w[i:i + 4] in (["in", "the", "first", "half"], ["in", "the", "second", "half"]):
        cur.pos += 4
        period = ""
        if cur.words[cur.pos:cur.pos + 2] == ["of", "the"] and cur.sense("unit", cur.pos + 2) is not None:
            period = cur.sense("unit", cur.pos + 2).entry.id
            cur.pos += 3
        clause.circ = ("half", w[i + 2], period)
        return True
    if w[i] == "before" and cur.sense("time", i + 1) is not None:
        # "before today": the events before the part's own time (the total is told "so far")
        t = cur.sense("time", i + 1)
        cur.pos = i + 1 + t.length
        clause.circ = ("before", time_key(cur.lex, t, w[i + 1:cur.pos]))
        return True
    if w[i:i + 1] in (["in"], ["outside"]) and cur.peek_word(1) == "the":
        got = noun_run(cur, i + 2, ("place", "unit", "person"))
        if got is not None:
            cur.pos = got[2]
            clause.circ = ("place", w[i], tuple(w[i + 2:got[2]]))
            return True
    return False


def _tail(cur: Cursor, clause: _Clause) -> None:
    """Circumstances and trailing times to the end of the clause."""
    while not cur.at_end() and cur.peek_word() != ",":
        if not clause.circ and _circumstance(cur, clause):
            continue
        if cur.take("time") is not None:
            continue
        raise _refuse(cur, "words the told-total frame does not read")


def _verb(cur: Cursor, clause: _Clause, prefer: str = "") -> None:
    """The clause's verb; where two verbs start here (``buy`` / ``buy in``), the total's own verb is the one read
    (the other sense would leave a word of the circumstance unread or take the clause for another verb)."""
    senses = [s for s in cur.senses(cur.pos) if s.cls == "verb"] if cur.pos < cur.end else []
    v = next((s for s in senses if s.entry.id == prefer), senses[0] if senses else None)
    if v is None:
        raise _refuse(cur, "expected a verb", Reason.UNPARSED_SENTENCE)
    held = clause.subject is not None and clause.subject[0] in ("count", "ordinal")
    if v.entry.category not in VERB_CATEGORIES and not (held and v.entry.category in HOLDING_CATEGORIES):
        raise _refuse(cur, f"'{cur.words[cur.pos]}' is no verb whose events a total counts")
    cur.pos += v.length
    clause.verb = v.entry.id


def _statement(cur: Cursor, end: int | None = None, prefer: str = "") -> _Clause:
    """A total or a part (module doc); ``end`` stops the reading at the question's comma."""
    clause = _Clause(cur)
    if end is not None:
        cur.end = end
    _lead_times(cur, clause)
    clause.subject = _subject(cur)
    if clause.subject is None:
        raise _refuse(cur, "expected a subject")
    if cur.peek_word() in PERFECT and cur.sense("verb", cur.pos + 1) is not None:
        cur.pos += 1  # "has sold" (but "have a total of": the holding verb itself)
    _verb(cur, clause, prefer)
    if cur.words[cur.pos:cur.pos + 3] == ["a", "total", "of"] or \
            cur.words[cur.pos:cur.pos + 4] == ["a", "combined", "total", "of"]:
        clause.total = True
        cur.pos += 3 if cur.words[cur.pos + 1] == "total" else 4
    value = _number(cur)
    if value is None or value <= 0:
        raise _refuse(cur, "expected a number of things")
    clause.amount = value
    clause.things = _things(cur)
    _tail(cur, clause)
    if not cur.at_end():
        raise _refuse(cur, "words after the clause")
    clause.times = set(cur.times)
    return clause


def _question(cur: Cursor, prefer: str) -> tuple[_Clause | None, _Clause]:
    part = None
    comma = None
    if cur.words[0] == "if":
        comma = _how_many_at(cur)
        sub = Cursor(cur.lex, cur.sentence, 1, comma)
        part = _statement(sub, comma, prefer)
        cur.pos = comma + 1
    q = _Clause(cur)
    cur.pos += 2  # how many
    q.things = _things(cur)
    if cur.peek_word() in ("were", "was", "are", "is") and cur.peek_word(1) == "in" and cur.peek_word(2) == "the" \
            and cur.peek_word(3) in ORDINALS:
        # "How many blood cells were in the second sample?": what the second of the counted holders held
        cur.pos += 2
        q.subject = _subject(cur)
        if q.subject is None or q.subject[0] != "ordinal" or not cur.at_end():
            raise _refuse(cur, "expected 'in the first|second <holder>'", Reason.UNPARSED_QUESTION)
        q.verb = IN_HOLDER
        return part, q
    word = cur.take_word(*DO, *PERFECT, "were", "was")
    if word is None:
        raise _refuse(cur, "expected 'did <subject> <verb>' or a passive", Reason.UNPARSED_QUESTION)
    if word in DO or (word in PERFECT and cur.peek_word() != "been"):
        q.subject = _subject(cur)
        if q.subject is None:
            raise _refuse(cur, "expected the asked subject", Reason.UNPARSED_QUESTION)
    elif word in PERFECT:
        cur.pos += 1  # been
    _verb(cur, q, prefer)
    while not cur.at_end() and cur.peek_word() != "?":
        if not q.circ and _circumstance(cur, q):
            continue
        if cur.take("time") is not None:
            continue
        raise _refuse(cur, "words the told-total question does not read", Reason.UNPARSED_QUESTION)
    q.times = set(cur.times)
    return part, q


class _Story:
    def __init__(self) -> None:
        self.ops: list[Op] = []
        self.people: dict[str, str] = {}
        self.things: list[str] = []
        """The subjects of the scene sentences that are not people (``a construction company``)."""
        self.total: _Clause | None = None
        self.part: _Clause | None = None


def _resolve(story: _Story, clause: _Clause, subject: tuple[str, str, str]) -> tuple[str, str, str]:
    if subject[0] != "pronoun":
        return subject
    own = story.total.subject if story.total is not None and story.total.subject[0] != "pronoun" else None
    if own is None and story.part is not None and story.part.subject[0] != "pronoun":
        own = story.part.subject
    word = subject[1]
    if word in ("he", "she"):
        g = "m" if word == "he" else "f"
        named = dict(story.people)
        if own is not None and own[0] == "name":
            named[own[1]] = own[2]
        agreeing = [n for n, gender in named.items() if gender in (g, "x")]
        if len(agreeing) != 1:
            raise _refuse(clause.cur, f"'{word}' with {len(agreeing)} people it could be", Reason.UNRESOLVED_PRONOUN)
        found = agreeing[0]
        if own is not None and (own[0] != "name" or own[1] != found):
            raise _refuse(clause.cur, f"'{word}' is not the subject of the total", Reason.UNRESOLVED_PRONOUN)
        return "name", found, g
    if own is None and len(story.things) == 1 and not story.people:
        # "A construction company is repaving a road. So far, they have repaved …": the scene's one subject
        own = ("scene", story.things[0], "n")
    if own is None or own[0] == "name":
        raise _refuse(clause.cur, f"'{word}' for no group or thing", Reason.UNRESOLVED_PRONOUN)
    if word == "it" and own[2] not in ("sg", "n"):
        raise _refuse(clause.cur, "'it' for a group", Reason.UNRESOLVED_PRONOUN)
    if story.people:
        raise _refuse(clause.cur, f"'{word}' beside people named in the story", Reason.UNRESOLVED_PRONOUN)
    return own


def _same_subject(a: tuple[str, str, str], b: tuple[str, str, str]) -> bool:
    return a[:2] == b[:2]


def _complement(story: _Story, q: _Clause) -> tuple[str, str]:
    """What tells the part and the asked things apart, and that they make up the total (module doc)."""
    total, part = story.total, story.part
    t, p, a = total.things, part.things, q.things
    if t.pair is not None and not (p.key() == t.key() == a.key()):
        # (with the kinds named in the total only, the part and the question are told apart as below)
        kinds = set(t.pair)
        told = [k for k in kinds if p.key() == t.with_kind(k)]
        asked = [k for k in kinds if a.key() == t.with_kind(k)]
        if len(told) != 1 or len(asked) != 1 or told == asked:
            raise _refuse(q.cur, "the part and the question are not the two kinds the total lists",
                          Reason.UNKNOWN_QUANTITY)
        if part.circ or q.circ:
            raise _refuse(q.cur, "a kind told with a circumstance: a part of a part", Reason.UNKNOWN_QUANTITY)
        return "kind", f"{told[0]}|{asked[0]}"
    if not (p.key() == t.key() == a.key()):
        raise _refuse(q.cur, "other things in the part or the question than in the total", Reason.UNKNOWN_QUANTITY)
    if q.circ and q.circ[0] == "before":
        # "So far … a total of N. Today, they repaved M. How many … before today?": so far = before today + today
        asked = q.circ[1]
        if part.circ or total.circ or asked not in part.times or len(part.times) != 1 or SO_FAR not in total.times \
                or asked in total.times or not _present(asked):
            raise _refuse(q.cur, "'before' a time that is not the told part's own present time within 'so far'",
                          Reason.UNKNOWN_QUANTITY)
        return "before", asked
    if total.circ or not part.circ or not q.circ or part.circ[0] != q.circ[0] or part.circ[1] == q.circ[1]:
        raise _refuse(q.cur, "no complementary pair tells the part from the asked things", Reason.UNKNOWN_QUANTITY)
    if part.circ[0] == "half":
        if part.circ[2] and q.circ[2] and part.circ[2] != q.circ[2]:
            raise _refuse(q.cur, "halves of two different periods", Reason.UNKNOWN_QUANTITY)
        for period in {part.circ[2], q.circ[2]} - {""}:
            # "in the first half of the season" halves the total's own period ("last season"), none other
            noun = q.cur.lex.unit_by_id[period].singular
            if not any(noun in key.split("=")[-1].split() for key in total.times):
                raise _refuse(q.cur, f"a half of a {noun} the total is not told for", Reason.UNKNOWN_QUANTITY)
        return "half", f"{part.circ[1]}|{q.circ[1]}"
    if part.circ[2] != q.circ[2]:
        raise _refuse(q.cur, "inside one place and outside another", Reason.UNKNOWN_QUANTITY)
    return "place", f"{part.circ[1]}|{q.circ[1]} {' '.join(part.circ[2])}"


SO_FAR = "time.so_far=so far"


def _present(key: str) -> bool:
    """``today`` / ``this week`` / ``this year``: a time that runs up to now (``so far`` then ends in it)."""
    words = key.split("=")[-1].split()
    return words == ["today"] or (len(words) == 2 and words[0] == "this")


def parse_told_total(cursors: list[Cursor], describe) -> Graph:
    """``describe(cur, ctx)`` is the parser's descriptive-rule reader (an Op or None)."""
    story = _Story()
    ctx = Context()
    named = False
    scene_subjects: set[str] = set()
    for cur in cursors[:-1]:
        if _total_at(cur) is None and not any(cur.sense(c, i) is not None for i in range(cur.end)
                                               for c in ("num", "number")):
            desc = describe(cur, ctx)
            if desc is None:
                raise _refuse(cur, "a sentence no descriptive rule reads beside a told total")
            if ctx.scene_subject:
                scene_subjects.add(ctx.scene_subject)
            story.ops.append(desc)
            continue
        clause = _statement(cur)
        if clause.subject[0] == "pronoun" and not ctx.entities and not named:
            # "She sold 20 red apples. Ann sold a total of …": a pronoun before anyone it could stand for
            raise _refuse(cur, f"'{clause.subject[1]}' before anyone is named", Reason.UNRESOLVED_PRONOUN)
        named = named or clause.subject[0] != "pronoun"
        if clause.total:
            if story.total is not None:
                raise _refuse(cur, "a second total", Reason.AMBIGUOUS_REFERENCE)
            story.total = clause
        else:
            if story.part is not None:
                raise _refuse(cur, "a second part", Reason.UNKNOWN_QUANTITY)
            story.part = clause
    story.people = {e: g for e, g in ctx.entities.items() if g in ("m", "f", "x")}
    story.things = sorted({op_subject for op_subject in scene_subjects if ctx.entities.get(op_subject) in ("n", "p")})
    part, q = _question(cursors[-1], story.total.verb if story.total is not None else "")
    if part is not None:
        if part.total or story.part is not None:
            raise _refuse(cursors[-1], "the question's condition is no single part", Reason.UNKNOWN_QUANTITY)
        story.part = part
    if story.total is None or story.part is None:
        raise _refuse(cursors[-1], "a total and one part of it must be told", Reason.UNKNOWN_QUANTITY)
    total = story.total
    total.subject = _resolve(story, total, total.subject)
    story.part.subject = _resolve(story, story.part, story.part.subject)
    if total.subject[0] == "name" and total.subject[1] not in story.people:
        story.people[total.subject[1]] = total.subject[2]
    if total.subject[0] == "name" and any(p != total.subject[1] for p in story.people):
        raise _refuse(cursors[-1], "another person beside the total's subject", Reason.AMBIGUOUS_REFERENCE)
    if total.subject[0] == "count" or story.part.subject[0] in ("count", "ordinal") or (
            q.subject is not None and q.subject[0] in ("count", "ordinal")):
        how, told = _ordinal_holders(story, q, cursors[-1])
    else:
        how, told = _one_subject(story, q, cursors[-1])
    part_times = story.part.times - {q.circ[1]} if how == "before" else story.part.times
    if not (part_times <= total.times and q.times <= total.times):
        raise _refuse(cursors[-1], "a part or a question in another time than the total", Reason.UNKNOWN_QUANTITY)
    story.ops.append(Op(kind=TOTAL, lemma=total.verb, sentence=total.sentence, actor=total.subject[1],
                        item=total.things.item(), amount=fmt(total.amount)))
    story.ops.append(Op(kind=PART, lemma=story.part.verb, sentence=story.part.sentence, actor=total.subject[1],
                        item=story.part.things.item(), amount=fmt(story.part.amount), factor=how, target=told))
    return Graph(ops=story.ops, question=Question(kind=KIND, sentence=q.sentence, entity=total.subject[1],
                                                 item=q.things.item(), lemma=total.verb))


def _ordinal_holders(story: _Story, q: _Clause, qcur: Cursor) -> tuple[str, str]:
    """``2 samples contained a total of N cells. The first sample contained M cells. How many cells were in the
    second sample?``: exactly two counted holders, the part the first (or the second), the question the other."""
    total, part = story.total, story.part
    if total.subject[0] != "count" or total.subject[2] != "2":
        raise _refuse(qcur, "first and second of other than two counted holders", Reason.UNKNOWN_QUANTITY)
    unit = total.subject[1]
    if part.subject[0] != "ordinal" or q.subject is None or q.subject[0] != "ordinal" \
            or part.subject[1] != unit or q.subject[1] != unit or part.subject[2] == q.subject[2]:
        raise _refuse(qcur, "the part and the question are not the first and the second of the two holders",
                      Reason.UNKNOWN_QUANTITY)
    asked_verb = total.verb if q.verb == IN_HOLDER and \
        qcur.lex.verb_category.get(total.verb) in HOLDING_CATEGORIES else q.verb
    if not (total.verb == part.verb == asked_verb):
        raise _refuse(qcur, "another verb in the part or the question", Reason.UNKNOWN_QUANTITY)
    if not (total.things.key() == part.things.key() == q.things.key()) or total.circ or part.circ or q.circ:
        raise _refuse(qcur, "other things or circumstances in the part or the question", Reason.UNKNOWN_QUANTITY)
    return "ordinal", f"{part.subject[2]}|{q.subject[2]}"


def _one_subject(story: _Story, q: _Clause, qcur: Cursor) -> tuple[str, str]:
    total = story.total
    cursors = [qcur]
    if q.subject is not None:
        q.subject = _resolve(story, q, q.subject)
        if not _same_subject(q.subject, total.subject):
            raise _refuse(cursors[-1], "the question asks about someone else", Reason.UNKNOWN_ENTITY)
    if not _same_subject(story.part.subject, total.subject):
        raise _refuse(story.part.cur, "the part is someone else's", Reason.AMBIGUOUS_REFERENCE)
    if not (total.verb == story.part.verb == q.verb):
        raise _refuse(cursors[-1], "another verb in the part or the question", Reason.UNKNOWN_QUANTITY)
    return _complement(story, q)


# -- solving ----------------------------------------------------------------------------------------

def _pair(graph: Graph) -> tuple[Op, Op]:
    totals = [op for op in graph.ops if op.kind == TOTAL]
    parts = [op for op in graph.ops if op.kind == PART]
    if len(totals) != 1 or len(parts) != 1:
        raise ValueError("one total and one part")
    return totals[0], parts[0]


def told_total_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the total less the told part."""
    total, part = _pair(graph)
    value = Fraction(total.amount) - Fraction(part.amount)
    if value < 0:
        raise ReaderRefusal(Reason.NEGATIVE_HOLDING, "policy.non_negative", sentence_index=graph.question.sentence,
                            frame=KIND, detail="a part larger than its total")
    unit = lex.unit_by_id[graph.question.item.unit]
    if unit.discrete and value.denominator != 1:
        raise ReaderRefusal(Reason.FRACTIONAL_COUNT, "policy.discrete", sentence_index=graph.question.sentence,
                            frame=KIND, detail="a part of a count that is no whole number")
    step = Step(lemma=part.lemma, kind="told_total_rest", holder=total.actor,
                operands=[total.amount, part.amount], before=total.amount, after=fmt(value))
    return value, unit.id, [step]


def verify_told_total(lex, graph: Graph) -> Fraction:
    """Verifier: total = told + asked, one equation in the asked amount, with the units checked again."""
    total, part = _pair(graph)
    if not (total.item.unit == part.item.unit == graph.question.item.unit):
        raise ValueError("the total, the part and the question in different units")
    if total.lemma != part.lemma or part.lemma != graph.question.lemma or part.actor != total.actor:
        raise ValueError("another verb or subject")
    # told + x = total  →  x = total − told
    x = Fraction(total.amount) + Fraction(part.amount) * -1
    if x < 0:
        raise ValueError("negative")
    return x
