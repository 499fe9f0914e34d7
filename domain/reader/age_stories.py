"""Ages over time: people's ages now, some years ago or in some years, told and compared (reader v15, ADR 0316).

    Ben is 14 years old. His sister is 6 years younger. How old is his sister?                  14 − 6 = 8
    Dad is 42 years old. Dad is 3 times as old as Joe was 2 years ago. How old is Joe now?   42 ÷ 3 + 2 = 16
    Kim is 8 years old. Her brother is 3 years older. How old will her brother be in 2 years?  8 + 3 + 2 = 13

Why a module of its own: an age is no holding (it grows with time for everyone alike), and the v12/v14 form
(age_multiples.py) reads one shape of three sentences only. Here every statement is one equation between two
people's ages at told times, each person's age now an unknown; the question asks one age (or a difference)
at a told time. The text is read as a whole; the form claims a text only when its question is one of these
(so nothing else changes), and then every statement must read or the text refuses.

People: a capitalised name (``Sam``; ``Dad``), ``Sam's <person>`` or ``his|her <person>`` (``his sister``:
the one person told so far whom the pronoun fits, never someone who is himself someone's sister; two such
people refuse), ``he|she`` (``him|her`` as an object) as the one person it fits. In a comparison's object (and
``when <Q> was born``) the subject is no candidate when it was named with the same pronoun (``Her mom is 4
years younger than her dad``: Anna's dad; ``John's brother is older than his daughter`` refuses). A relation
that a named person of the story could be (``Sam is 10. Emma is 8. His sister is …``: Emma?) refuses.

Statements (each sentence, or two joined by ``and``; N, M positive whole numbers, ``year(s)`` the pack's):

- ``<P> is N [years old]`` (a bare N too: the question asks an age); ``<P> was N [years old] M years ago``,
  ``M years ago[,] <P> was N [years old]``; ``In M years[,] <P> will be N [years old]``, ``<P> will be N
  [years old] in M years``;
- ``<P> is N years older|younger [than <Q> [is]]``; ``<P> is (k times|twice|thrice|half) as old [as <Q> [is |
  was M years ago | will be in M years]]``; ``<P> is (k times|twice|half) <Q's|his|her> age``; with no
  ``than``/``as <Q>`` the one other person told (and P's owner when P is someone's): ``older`` with no one,
  or with two people, to compare to refuses;
- ``M years ago[,] <P> was <comparison>``, ``In M years[,] <P> will be <comparison>``: both ages then.

Ages summed (v16, ADR 0334): ``[Together[,]] they|<P> and <Q> are N [years old] [together|in total]`` (a total
word told), ``The sum of their ages|of <P>'s and <Q>'s ages is N``, ``Their total|combined age is N``: one equation
over the ages now; asked ``What is the sum of their ages|of <P>'s and <Q>'s ages?``, ``What is their total age?``,
``How old are they|<P> and <Q> together?``. ``they``/``their`` is everyone the story tells, only when that is two
people (three refuse). A sum and a relation between the same two unknown ages are solved together by
substitution (``_sum_and_relation``).

Questions: ``How old is <P> [now]?``; ``How old will <P> be in M years?`` / ``In M years[,] how old will <P>
be?``; ``How old was <P> M years ago?``; ``How much|many years older|younger is <P> [than <Q>]?`` (positive);
``How old was <P> when <Q> was born?`` (P older); ``In how many years will <P> be N [years old]?`` (later);
and, alone with ``<P> was born in <year>.``, ``How old is|was <P> in <year>?`` / ``How old will <P> be in
<year>?`` (the year told after the birth year).

Refused (whoever is asked): an age at any told time that is not a positive whole number (``5 years ago`` of a
3-year-old, ``half as old`` as 7), two statements that disagree, a person whose age nothing fixes, anything
else in a sentence (a thing's age ``The house is 20 years old``, ``8 months old``, ``next year``, ``when he
started school``). The solver fixes one age at a time from the statements; the verifier solves the same
equations by elimination.
"""
from __future__ import annotations

from fractions import Fraction

import msgspec

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.phrases import Cursor, fmt, read_number
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step

KIND = "age_story"
YEAR = Item(unit="unit.year")


class _NotMine(Exception):
    """The question is none of this form's: the text is left to the other forms."""


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, KIND, detail, reason)


class _People:
    """The people told so far, in order: id → gender (``m``/``f``/``x``), and whose <person> each is."""

    def __init__(self) -> None:
        self.gender: dict[str, str] = {}
        self.owner: dict[str, tuple[str, str]] = {}

    def add(self, pid: str, gender: str) -> None:
        self.gender.setdefault(pid, gender or "x")


def _fits(gender: str, pronoun: str) -> bool:
    return gender == "x" or gender == ("m" if pronoun in ("he", "his", "him") else "f")


def _read_year_count(cur: Cursor) -> Fraction | None:
    """``M year(s)`` (M a positive whole number), consumed; None, nothing consumed, otherwise."""
    start = cur.pos
    got = read_number(cur)
    year = cur.sense("unit") if got is not None else None
    if got is None or got[1] or year is None or year.entry.id != "unit.year":
        cur.pos = start
        return None
    if got[0] <= 0 or got[0].denominator != 1:
        raise _refuse(cur, "a number of years that is not a positive whole number")
    cur.pos += year.length
    return got[0]


def _ago(cur: Cursor) -> Fraction | None:
    """``M years ago`` → −M, consumed; None, nothing consumed, otherwise."""
    start = cur.pos
    m = _read_year_count(cur)
    if m is None or cur.sense("fn:ago") is None:
        cur.pos = start
        return None
    cur.pos += 1
    return -m


def _in_years(cur: Cursor) -> Fraction | None:
    """``in M years`` → +M, consumed; None, nothing consumed, otherwise."""
    start = cur.pos
    if cur.peek_word() != "in":
        return None
    cur.pos += 1
    m = _read_year_count(cur)
    if m is None:
        cur.pos = start
        return None
    return m


def _lead_time(cur: Cursor) -> Fraction | None:
    """A sentence opening ``M years ago[,]`` or ``In M years[,]`` → the offset, consumed; else None."""
    t = _ago(cur)
    if t is None:
        t = _in_years(cur)
    if t is not None:
        cur.take("punct:,")
    return t


class _Reader:
    def __init__(self, cursors: list[Cursor]) -> None:
        self.cursors = cursors
        self.people = _People()
        self.ops: list[Op] = []
        self.subject = ""
        self.subject_pron = ""
        """``his``/``her`` when the sentence's subject was named ``his|her <person>``, else ""."""

    # --- people ---------------------------------------------------------------------------------------

    def _pronoun_owner(self, cur: Cursor, pronoun: str, noun: str, exclude: str) -> str:
        """Whose ``his|her <noun>``: the one person the pronoun fits, never one who is someone's <noun>, nor
        (in a comparison's object) the sentence's subject when it was named with the same pronoun (``Her mom is
        4 years younger than her dad``: one owner); ``John's brother is older than his daughter`` refuses."""
        if exclude not in self.people.owner or self.subject_pron != pronoun:
            exclude = ""  # "Amy is 3 times as old as her son": Amy's son
        cands = [p for p, g in self.people.gender.items()
                 if _fits(g, pronoun) and p != exclude and self.people.owner.get(p, ("", ""))[1] != noun]
        if len(cands) != 1:
            raise _refuse(cur, f"'{pronoun}': {len(cands)} people it could be", Reason.AMBIGUOUS_REFERENCE)
        return cands[0]

    def person(self, cur: Cursor, exclude: str = "", subject: bool = False) -> str | None:
        """A person at the cursor (see the docstring), consumed and told; None, nothing consumed, when the
        words there are no person; a pronoun that fits no one or two people refuses."""
        w = cur.peek_word()
        if subject and not exclude:
            self.subject_pron = w if w in ("his", "her") else ""
        if w in ("his", "her"):
            p = cur.sense("person", cur.pos + 1)
            if p is None and w == "her" and not subject:
                p = None  # "than her": the object pronoun, below
            elif p is None or p.form != "sg":
                return None
            else:
                owner = self._pronoun_owner(cur, w, p.entry.id, exclude)
                cur.pos += 1 + p.length
                return self._relation(owner, p)
        if w in ("he", "she") or (w in ("him", "her") and not subject):
            cands = [q for q, g in self.people.gender.items() if _fits(g, w) and q != exclude]
            if len(cands) != 1:
                raise _refuse(cur, f"'{w}': {len(cands)} people it could be", Reason.AMBIGUOUS_REFERENCE)
            cur.pos += 1
            return cands[0]
        s = cur.sense("name")
        if s is None or not cur.tokens[cur.pos].text[:1].isupper():
            return None
        name = cur.tokens[cur.pos].text
        gender = (s.entry.gender if s.entry is not None else "") or "x"
        if cur.sense("poss", cur.pos + 1) is None:
            cur.pos += 1
            self.people.add(name, gender)
            return name
        p = cur.sense("person", cur.pos + 2)
        if p is None or p.form != "sg":
            return None
        cur.pos += 2 + p.length
        self.people.add(name, gender)
        return self._relation(name, p)

    def _relation(self, owner: str, p) -> str:
        pid = f"{owner}'s {p.entry.id}"
        gender = p.entry.gender or "x"
        self.people.add(pid, gender)
        self.people.owner[pid] = (owner, p.entry.id)
        return pid

    def implicit(self, cur: Cursor, who: str) -> str:
        """The one other person told (P's owner when P is someone's): ``His sister is 6 years younger``."""
        others = [p for p in self.people.gender if p != who]
        owner = self.people.owner.get(who, ("", ""))[0]
        if len(others) != 1 or (owner and others[0] != owner):
            raise _refuse(cur, f"compared with whom? ({len(others)} other people)", Reason.AMBIGUOUS_REFERENCE)
        return others[0]

    # --- statements -----------------------------------------------------------------------------------

    # --- ages summed (v16, ADR 0334) ----------------------------------------------------------------------

    def _total(self, cur: Cursor) -> bool:
        s = cur.sense("fn:total")
        if s is None:
            return False
        cur.pos += s.length
        return True

    def _listed(self, cur: Cursor) -> tuple[str, ...] | None:
        """``they`` (everyone told, resolved at the end) or ``<P> and <Q> [and <R>]`` (``A, B and C``)."""
        if cur.take_word("they") is not None:
            return ("they",)
        start = cur.pos
        people: list[str] = []
        while True:
            p = self.person(cur)
            if p is None or p in people:
                cur.pos = start
                return None
            people.append(p)
            if cur.take_word("and") is not None:
                p = self.person(cur)
                if p is None or p in people:
                    cur.pos = start
                    return None
                people.append(p)
                return tuple(people)
            if cur.take_word(",") is None:
                cur.pos = start
                return None

    def _owner(self, cur: Cursor) -> str | None:
        """``Sam's`` (a capitalised name and ``'s``), consumed and told; None, nothing consumed, otherwise."""
        s = cur.sense("name")
        if s is None or not cur.tokens[cur.pos].text[:1].isupper() or cur.sense("poss", cur.pos + 1) is None:
            return None
        name = cur.tokens[cur.pos].text
        cur.pos += 2
        self.people.add(name, (s.entry.gender if s.entry is not None else "") or "x")
        return name

    def _their_ages(self, cur: Cursor) -> tuple[str, ...] | None:
        """``the sum|total of their ages`` / ``their total|combined age`` (``("they",)``) or ``the sum of Sam's
        and Tom's ages`` (the two), consumed; None, nothing consumed, else."""
        start = cur.pos
        if cur.take_word("the") is not None:
            if self._total(cur) and cur.take_word("of"):
                members: tuple[str, ...] | None = ("they",) if cur.take_word("their") else None
                if members is None:
                    a = self._owner(cur)
                    b = self._owner(cur) if a is not None and cur.take_word("and") else None
                    members = (a, b) if b is not None and a != b else None
                if members is not None and cur.sense("fn:age") and cur.peek_word() == "ages":
                    cur.pos += 1
                    return members
        elif cur.take_word("their") is not None:
            if self._total(cur) and cur.sense("fn:age") and cur.peek_word() == "age":
                cur.pos += 1
                return ("they",)
        cur.pos = start
        return None

    def sum_statement(self, cur: Cursor) -> bool:
        """``[Together[,]] they|<P> and <Q> are N [years old] [together]`` (a total word told once at least) or
        ``The sum of their ages is N [years [old]]`` / ``Their combined age is N``: one equation over the ages
        now; False, nothing consumed, on any other sentence."""
        cur.pos = 0
        i = cur.sentence.index
        members = self._their_ages(cur)
        if members is not None:
            if cur.take_word("is") is None:
                cur.pos = 0
                return False
            told = True
        else:
            told = self._total(cur)
            cur.take_word(",") if told else None
            members = self._listed(cur)
            if members is None or cur.take_word("are") is None:
                cur.pos = 0
                return False
        n = self.told_age(cur)
        told = self._total(cur) or told
        if not told or not cur.at_end():
            raise _refuse(cur, "ages of several people: a total word (together, in total) and nothing else")
        self.ops.append(Op(kind="age_sum", lemma="fn.total", sentence=i, actor="", item=YEAR, amount=fmt(n),
                           members=members, event="0"))
        return True

    def _sum_question(self, q: Cursor, i: int, lead: Fraction | None) -> Question:
        """``What is the sum of their ages?`` / ``What is their total age?`` (after ``what``), now; at a told time
        ``What will be|will … be the sum of their ages in M years?``, ``What was … M years ago?``, ``In M years,
        what will be …?``; ``_NotMine`` else."""
        verb = q.take_word("is", "was", "will")
        if verb == "will" and q.take_word("be") is None:
            members = self._their_ages(q)  # "What will the sum of their ages be in 5 years?"
            if members is None or q.take_word("be") is None:
                raise _NotMine
        else:
            members = self._their_ages(q) if verb is not None else None
        if members is None:
            raise _NotMine
        t = Fraction(0)
        if verb == "will":
            t = lead if lead is not None and lead > 0 else (_in_years(q) if lead is None else None)
        elif verb == "was":
            t = lead if lead is not None and lead < 0 else (_ago(q) if lead is None else None)
        elif lead is not None:
            t = None
        if t is None or not q.at_end():
            raise _refuse(q, "the sum of ages asked at a time not told", Reason.UNPARSED_QUESTION)
        return Question(kind=KIND, sentence=i, item=YEAR, lemma="sum", members=members, time=fmt(t))

    def statement(self, cur: Cursor) -> None:
        if "are" in cur.wordset or "is" in cur.wordset and ("ages" in cur.wordset or "age" in cur.wordset):
            if self.sum_statement(cur):
                return
        cur.pos = 0
        while True:
            self.clause(cur)
            if cur.at_end():
                return
            if cur.take_word("and") is None:
                raise _refuse(cur, "words after the age")

    def clause(self, cur: Cursor) -> None:
        i = cur.sentence.index
        lead = _lead_time(cur)
        if cur.peek_word() == "born" or (cur.peek_word(1) == "was" and cur.peek_word(2) == "born"):
            raise _refuse(cur, "a birth year is read alone with its question")
        p = self.person(cur, subject=True)
        if p is None:
            raise _refuse(cur, "expected a person (a name, his|her <person>, <name>'s <person>)",
                          Reason.UNKNOWN_ENTITY)
        self.subject = p
        w = cur.peek_word()
        if lead is None and w == "is":
            cur.pos += 1
            t = Fraction(0)
        elif lead is None and w == "was":
            cur.pos += 1
            t = None  # "was N years old M years ago": the time follows
        elif lead is None and w == "will" and cur.peek_word(1) == "be":
            cur.pos += 2
            t = None  # "will be N years old in M years"
        elif lead is not None and lead < 0 and w == "was":
            cur.pos += 1
            t = lead
        elif lead is not None and lead > 0 and w == "will" and cur.peek_word(1) == "be":
            cur.pos += 2
            t = lead
        else:
            raise _refuse(cur, "expected 'is', 'was' or 'will be'")
        if self.comparison(cur, p, t if t is not None else Fraction(0), i):
            if t is None:
                raise _refuse(cur, "a comparison in the past or future needs its time first")
            return
        n = self.told_age(cur)
        if t == 0 and cur.peek_word() == "now":
            cur.pos += 1
        if t is None:
            t = _ago(cur) if w == "was" else _in_years(cur)
            if t is None:
                raise _refuse(cur, "an age at a time not told")
        self.ops.append(Op(kind="age_told", lemma="fn.old", sentence=i, actor=p, item=YEAR, amount=fmt(n),
                           event=fmt(t)))

    def told_age(self, cur: Cursor) -> Fraction:
        got = read_number(cur)
        if got is None or got[1] or got[0] <= 0 or got[0].denominator != 1:
            raise _refuse(cur, "expected an age in whole years")
        year = cur.sense("unit")
        if year is not None:
            if year.entry.id != "unit.year" or cur.sense("fn:old", cur.pos + year.length) is None:
                raise _refuse(cur, "an age in other units", Reason.UNIT_MISMATCH)
            cur.pos += year.length + 1
        return got[0]

    def comparison(self, cur: Cursor, p: str, t: Fraction, i: int) -> bool:
        """``N years older|younger [than Q]`` / ``k times as old [as Q …]`` / ``k times Q's age`` after the
        verb, at time t for both (unless Q's own time is told); False, nothing consumed, when none opens."""
        start = cur.pos
        got = read_number(cur)
        if got is not None and not got[1]:
            year = cur.sense("unit")
            if year is not None and year.entry.id == "unit.year":
                at = cur.pos + year.length
                older, younger = cur.sense("fn:older", at), cur.sense("fn:younger", at)
                if older is None and younger is None:
                    cur.pos = start
                    return False
                if got[0] <= 0 or got[0].denominator != 1:
                    raise _refuse(cur, "a difference that is not a positive whole number of years")
                cur.pos = at + 1
                d = got[0] if older is not None else -got[0]
                lemma = "fn.older" if older is not None else "fn.younger"
                if cur.take_word("than"):
                    q = self.person(cur, exclude=p)
                    if q is None:
                        raise _refuse(cur, "older or younger than whom?", Reason.UNKNOWN_ENTITY)
                    if t <= 0:
                        cur.take_word("is" if t == 0 else "was")
                else:
                    q = self.implicit(cur, p)
                self._relation_op(cur, i, lemma, p, t, q, t, Fraction(1), d)
                return True
            if cur.sense("fn:times") is None:
                cur.pos = start
                return False
            cur.pos += 1
            k = got[0]
        else:
            cur.pos = start
            mult = cur.sense("multiplier")
            if mult is None:
                return False
            cur.pos += mult.length
            k = cur.lex.number_value[mult.entry.id]
        if k <= 0:
            raise _refuse(cur, "a multiple that is not positive")
        w = cur.peek_word()
        if w in ("his", "her") and cur.sense("fn:age", cur.pos + 1) is not None:
            cands = [x for x, g in self.people.gender.items() if _fits(g, w) and x != p]
            if len(cands) != 1:
                raise _refuse(cur, f"'{w}': {len(cands)} people it could be", Reason.AMBIGUOUS_REFERENCE)
            cur.pos += 2
            self._relation_op(cur, i, "fn.age", p, t, cands[0], t, k, Fraction(0))
            return True
        if cur.sense("name") is not None and cur.sense("poss", cur.pos + 1) is not None \
                and cur.sense("fn:age", cur.pos + 2) is not None:
            q = self.person(cur, exclude=p)  # "Sam's age": "Sam" then "'s age"
            if q is None:
                raise _refuse(cur, "whose age?", Reason.UNKNOWN_ENTITY)
            cur.pos += 2
            self._relation_op(cur, i, "fn.age", p, t, q, t, k, Fraction(0))
            return True
        if cur.sense("fn:as") is None or cur.sense("fn:old", cur.pos + 1) is None:
            raise _refuse(cur, "expected 'as old as' ('times older' is ambiguous)", Reason.UNSUPPORTED_FORM)
        cur.pos += 2
        tq = t
        if cur.at_end() or cur.peek_word() == "and":
            q = self.implicit(cur, p)
        else:
            if cur.sense("fn:as") is None:
                raise _refuse(cur, "expected 'as <person>'")
            cur.pos += 1
            q = self.person(cur, exclude=p)
            if q is None:
                raise _refuse(cur, "as old as whom?", Reason.UNKNOWN_ENTITY)
            w = cur.peek_word()
            if t == 0 and w == "was":
                cur.pos += 1
                tq = _ago(cur)
                if tq is None:
                    raise _refuse(cur, "expected 'was M years ago'")
            elif t == 0 and w == "will" and cur.peek_word(1) == "be":
                cur.pos += 2
                tq = _in_years(cur)
                if tq is None:
                    raise _refuse(cur, "expected 'will be in M years'")
            elif w in ("is", "was", "will"):
                if w != ("is" if t == 0 else "was" if t < 0 else "will"):
                    raise _refuse(cur, f"'{w}': another time")
                cur.pos += 1
                if w == "will" and not cur.take_word("be"):
                    raise _refuse(cur, "expected 'will be'")
        self._relation_op(cur, i, "fn.old", p, t, q, tq, k, Fraction(0))
        return True

    def _relation_op(self, cur: Cursor, i: int, lemma: str, p: str, tp: Fraction, q: str, tq: Fraction,
                     k: Fraction, d: Fraction) -> None:
        if p == q:
            raise _refuse(cur, "a person compared with themselves", Reason.UNKNOWN_ENTITY)
        self.ops.append(Op(kind="age_relation", lemma=lemma, sentence=i, actor=p, item=YEAR, target=q,
                           factor=fmt(k), amount=fmt(d), event=f"{fmt(tp)}|{fmt(tq)}"))

    # --- the question ---------------------------------------------------------------------------------

    def question(self, q: Cursor) -> Question:
        """The asked age; ``_NotMine`` when the question opens none of this form's questions."""
        i = q.sentence.index
        q.pos = 0
        if q.peek_word() == "in" and q.sense("fn:how", 1) is not None:
            return self._how_many_years_until(q, i)
        try:
            lead = _lead_time(q)
        except ReaderRefusal:
            raise _NotMine from None
        if q.sense("fn:what") is not None:
            q.pos += 1
            return self._sum_question(q, i, lead)  # v16: "What is the sum of their ages?" (ADR 0334)
        if q.sense("fn:how") is None:
            raise _NotMine
        q.pos += 1
        if q.sense("fn:old") is not None:
            q.pos += 1
            return self._how_old(q, i, lead)
        if lead is None and q.peek_word() in ("much", "many"):
            q.pos += 1
            if q.peek_word() in ("years", "year"):
                year = q.sense("unit")
                if year is None or year.entry.id != "unit.year":
                    raise _NotMine
                q.pos += year.length
            older, younger = q.sense("fn:older"), q.sense("fn:younger")
            if older is None and younger is None:
                raise _NotMine
            q.pos += 1
            if not q.take_word("is"):
                raise _NotMine  # "How many older students are there?": no age asked
            return Question(kind=KIND, sentence=i, item=YEAR, lemma="older" if older is not None else "younger",
                            entity="?", other="?")
        raise _NotMine

    def _how_old(self, q: Cursor, i: int, lead: Fraction | None) -> Question:
        w = q.peek_word()
        if w == "are" and lead is None:  # v16: "How old are they together?" (ADR 0334)
            q.pos += 1
            return Question(kind=KIND, sentence=i, item=YEAR, lemma="sum", time="0")
        if w not in ("is", "was", "will"):
            raise _NotMine
        q.pos += 1
        return Question(kind=KIND, sentence=i, item=YEAR, lemma=f"age:{w}", entity="?",
                        time=fmt(lead) if lead is not None else "")

    def _how_many_years_until(self, q: Cursor, i: int) -> Question:
        q.pos += 2
        if q.take_word("many") is None or q.peek_word() not in ("years", "year"):
            raise _NotMine
        q.pos += 1
        if not q.take_word("will"):
            raise _refuse(q, "expected 'will <person> be N'", Reason.UNPARSED_QUESTION)
        return Question(kind=KIND, sentence=i, item=YEAR, lemma="until", entity="?")

    def finish_question(self, q: Cursor, head: Question) -> Question:
        """The rest of the question, once the statements are read (so its people resolve)."""
        lemma = head.lemma
        if lemma == "sum":
            members = head.members
            if not members:  # "How old are they|<P> and <Q> together?"
                members = self._listed(q)
                if members is None or not self._total(q):
                    raise _refuse(q, "expected 'they' or '<P> and <Q>', then together|in total",
                                  Reason.UNPARSED_QUESTION)
            if not q.at_end():
                raise _refuse(q, "words left after the question", Reason.UNPARSED_QUESTION)
            return Question(kind=KIND, sentence=head.sentence, item=YEAR, lemma="sum", members=members,
                            time=head.time or "0")
        if lemma.startswith("age:"):
            verb = lemma[4:]
            p = self.person(q, subject=True)
            if p is None:
                raise _refuse(q, "how old is whom?", Reason.UNKNOWN_ENTITY)
            lead = Fraction(head.time) if head.time else None
            if verb == "will":
                if not q.take_word("be"):
                    raise _refuse(q, "expected 'will <person> be'", Reason.UNPARSED_QUESTION)
                t = lead if lead is not None and lead > 0 else None
                if lead is None:
                    t = _in_years(q)
                if t is None:
                    raise _refuse(q, "an age asked at a time not told", Reason.UNPARSED_QUESTION)
            elif verb == "was":
                t = lead if lead is not None and lead < 0 else None
                if lead is None:
                    t = _ago(q)
                    if t is None and q.peek_word() == "when":
                        return self._when_born(q, head, p)
                if t is None:
                    raise _refuse(q, "an age asked at a time not told", Reason.UNPARSED_QUESTION)
            else:
                if lead is not None:
                    raise _refuse(q, "'is' at another time", Reason.UNPARSED_QUESTION)
                t = Fraction(0)
                q.take("fn:adverb") if q.peek_word() == "now" else None
            if not q.at_end():
                raise _refuse(q, "words left after the question", Reason.UNPARSED_QUESTION)
            return Question(kind=KIND, sentence=head.sentence, item=YEAR, lemma="age", entity=p, time=fmt(t))
        if lemma in ("older", "younger"):
            p = self.person(q, subject=True)
            if p is None:
                raise _refuse(q, "older than whom?", Reason.UNKNOWN_ENTITY)
            if q.take_word("than"):
                other = self.person(q, exclude=p)
                if other is None:
                    raise _refuse(q, "older than whom?", Reason.UNKNOWN_ENTITY)
            else:
                other = self.implicit(q, p)
            if not q.at_end():
                raise _refuse(q, "words left after the question", Reason.UNPARSED_QUESTION)
            return Question(kind=KIND, sentence=head.sentence, item=YEAR, lemma=lemma, entity=p, other=other)
        # until: "In how many years will <P> be N [years old]?"
        p = self.person(q, subject=True)
        if p is None or not q.take_word("be"):
            raise _refuse(q, "expected 'will <person> be N'", Reason.UNPARSED_QUESTION)
        n = self.told_age(q)
        if not q.at_end():
            raise _refuse(q, "words left after the question", Reason.UNPARSED_QUESTION)
        return Question(kind=KIND, sentence=head.sentence, item=YEAR, lemma="until", entity=p, count=fmt(n))

    def _when_born(self, q: Cursor, head: Question, p: str) -> Question:
        q.pos += 1
        other = self.person(q, exclude=p, subject=True)
        if other is None or not q.take_word("was") or q.sense("fn:born") is None:
            raise _refuse(q, "expected 'when <person> was born'", Reason.UNPARSED_QUESTION)
        q.pos += 1
        if not q.at_end():
            raise _refuse(q, "words left after the question", Reason.UNPARSED_QUESTION)
        return Question(kind=KIND, sentence=head.sentence, item=YEAR, lemma="born", entity=p, other=other)


def _born_story(reader: _Reader, cursors: list[Cursor], head: Question) -> Graph | None:
    """``<P> was born in <year>. How old is|was <P> in <year>? / How old will <P> be in <year>?``; None when
    the first sentence is no birth."""
    cur = cursors[0]
    if cur.sense("fn:born", 1) is None and cur.sense("fn:born", 2) is None:
        return None
    cur.pos = 0
    p = reader.person(cur, subject=True)
    if p is None or not cur.take_word("was") or cur.sense("fn:born") is None:
        cur.pos = 0
        return None
    cur.pos += 1
    born = _year_in(cur)
    if born is None or not cur.at_end() or len(cursors) != 2:
        raise _refuse(cur, "expected '<person> was born in <year>.' and the question")
    q = cursors[1]
    if not head.lemma.startswith("age:") or head.time:
        raise _refuse(q, "expected 'How old is <person> in <year>?'", Reason.UNPARSED_QUESTION)
    asked = reader.person(q, subject=True)
    if asked != p or (head.lemma == "age:will" and not q.take_word("be")):
        raise _refuse(q, "how old is whom?", Reason.UNKNOWN_ENTITY)
    year = _year_in(q)
    if year is None or not q.at_end():
        raise _refuse(q, "an age asked at a time not told", Reason.UNPARSED_QUESTION)
    ops = [Op(kind="age_born", lemma="fn.born", sentence=0, actor=p, item=YEAR, amount=fmt(born))]
    return Graph(ops=ops, question=Question(kind=KIND, sentence=1, item=YEAR, lemma="year", entity=p,
                                            time=fmt(year)))


def _year_in(cur: Cursor) -> Fraction | None:
    """``in <year>`` (a four-digit number), consumed; None otherwise."""
    if cur.peek_word() != "in" or cur.sense("num", cur.pos + 1) is None:
        return None
    tok = cur.tokens[cur.pos + 1]
    value = cur.sense("num", cur.pos + 1).entry
    if not (tok.text.isdigit() and len(tok.text) == 4 and value.denominator == 1):
        return None
    cur.pos += 2
    return value


def read_age_story(cursors: list[Cursor]) -> Graph | None:
    """The whole text as an age story: a Graph, a refusal once the question is one of this form's, or None
    (nothing consumed) when it is not."""
    if len(cursors) < 2:
        return None
    reader = _Reader(cursors)
    q = cursors[-1]
    try:
        head = reader.question(q)
    except _NotMine:
        q.pos = 0
        return None
    born = _born_story(reader, cursors, head)
    if born is not None:
        return born
    reader.people = _People()
    for cur in cursors[:-1]:
        reader.statement(cur)
    asked = reader.finish_question(q, head)
    people = set(reader.people.gender)
    for pid, (owner, _noun) in reader.people.owner.items():
        # "Sam is 10. Emma is 8. His sister …": Emma may be that sister; a named person (not the owner, nobody's
        # relation) the relation could be, told before or after it, refuses
        gender = reader.people.gender[pid]
        named = [x for x, g in reader.people.gender.items() if x != owner and x not in reader.people.owner
                 and (gender == "x" or g in ("x", gender))]
        if named:
            raise _refuse(q, f"{pid}: could be {named[0]}", Reason.AMBIGUOUS_REFERENCE)
    if asked.lemma == "sum":
        if not set(asked.members) <= people | {"they"}:
            raise _refuse(q, "asks about someone the story does not tell", Reason.UNKNOWN_ENTITY)
    elif asked.entity not in people or (asked.other and asked.other not in people):
        raise _refuse(q, "asks about someone the story does not tell", Reason.UNKNOWN_ENTITY)
    ops = reader.ops
    if any(op.members == ("they",) for op in ops) or asked.members == ("they",):
        # v16 (ADR 0334): "they" of ages summed is everyone the story tells, and only two people leave no smaller
        # group to mean: three or more refuse
        if len(people) != 2:
            raise _refuse(q, f"'they': {len(people)} people told, whose ages are summed?", Reason.AMBIGUOUS_REFERENCE)
        everyone = tuple(p for p in reader.people.gender)
        ops = [msgspec.structs.replace(op, members=everyone) if op.members == ("they",) else op for op in ops]
        if asked.members == ("they",):
            asked = msgspec.structs.replace(asked, members=everyone)
    return Graph(ops=ops, question=asked)


# --- solver and verifier --------------------------------------------------------------------------------

def _contradiction(detail: str, sentence: int) -> ReaderRefusal:
    return ReaderRefusal(Reason.CONTRADICTION, KIND, frame="solver", detail=detail, sentence_index=sentence)


def _times(op: Op) -> tuple[Fraction, Fraction]:
    tp, _, tq = op.event.partition("|")
    return Fraction(tp), Fraction(tq or "0")


def _check_ages(graph: Graph, now: dict[str, Fraction]) -> None:
    """Every age at every told time a positive whole number (refused whoever is asked: the story cannot be)."""
    q = graph.question
    for who, age in now.items():  # everyone told is born now (an age 0 or below is no one's yet)
        if age <= 0:
            raise _contradiction(f"{who} would be {fmt(age)} years old now", q.sentence)
    for op in graph.ops:
        if op.kind == "age_sum":
            continue  # ages now, each checked above
        tp, tq = _times(op)
        pairs = [(op.actor, tp)] + ([(op.target, tq)] if op.kind == "age_relation" else [])
        for who, t in pairs:
            age = now[who] + t
            if age.denominator != 1:
                raise ReaderRefusal(Reason.FRACTIONAL_COUNT, KIND, frame="solver", sentence_index=op.sentence,
                                    detail=f"an age of {fmt(age)} years")
            if age <= 0:
                raise _contradiction(f"{who} would be {fmt(age)} years old", op.sentence)
    if q.lemma == "age":
        age = now[q.entity] + Fraction(q.time)
        if age <= 0:
            raise _contradiction(f"{q.entity} would be {fmt(age)} years old", q.sentence)
    for who in q.members if q.lemma == "sum" else ():
        age = now[who] + Fraction(q.time)
        if age <= 0:  # v16: a sum asked M years ago, before someone was born
            raise _contradiction(f"{who} would be {fmt(age)} years old", q.sentence)


def _asked(graph: Graph, now: dict[str, Fraction]) -> Fraction:
    q = graph.question
    if q.lemma == "age":
        return now[q.entity] + Fraction(q.time)
    if q.lemma == "sum":
        return sum((now[m] + Fraction(q.time) for m in q.members), Fraction(0))
    if q.lemma in ("older", "younger", "born"):
        diff = now[q.entity] - now[q.other]
        value = -diff if q.lemma == "younger" else diff
        if value <= 0:
            raise _contradiction(f"{q.entity} is not {q.lemma} than {q.other}" if q.lemma != "born"
                                 else f"{q.entity} is not older than {q.other}", q.sentence)
        return value
    if q.lemma == "until":
        value = Fraction(q.count) - now[q.entity]
        if value <= 0:
            raise _contradiction(f"{q.entity} is already {fmt(now[q.entity])}", q.sentence)
        return value
    raise _contradiction(f"unknown question {q.lemma}", q.sentence)


def _born_answer(graph: Graph) -> Fraction:
    value = Fraction(graph.question.time) - Fraction(graph.ops[0].amount)
    if value <= 0:
        raise _contradiction("asked before the birth", graph.question.sentence)
    return value


def _sum_and_relation(left: list[Op], now: dict[str, Fraction], steps: list[Step]) -> Op | None:
    """Two ages nothing fixes one at a time: their sum (ADR 0334) and a relation between the same two, solved by
    substitution (a_X = k·a_Y + c, a_X + a_Y = R → a_Y = (R − c) / (k + 1)). Both are fixed in ``now``; the sum
    is returned (the relation is then a check of the two); None when no such pair is left."""
    for s in left:
        unknown = [m for m in s.members if m not in now] if s.kind == "age_sum" else []
        if len(unknown) != 2:
            continue
        for r in left:
            if r.kind != "age_relation" or {r.actor, r.target} != set(unknown):
                continue
            tp, tq = _times(r)
            k = Fraction(r.factor)
            c = k * tq + Fraction(r.amount) - tp  # a_actor = k·a_target + c
            rest = Fraction(s.amount) - sum((now[m] for m in s.members if m in now), Fraction(0))
            target = (rest - c) / (k + 1)
            now[r.target] = target
            now[r.actor] = k * target + c
            steps.append(Step(lemma=s.lemma, kind="age_sum", holder=r.target, operands=[fmt(rest), fmt(c), fmt(k)],
                              before="", after=fmt(target)))
            return s
    return None


def ages_story_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: each statement with one age not yet fixed fixes it, until none is left; then the asked age."""
    if graph.question.lemma == "year":
        value = _born_answer(graph)
        return value, "unit.year", [Step(lemma="fn.born", kind="age_born", holder=graph.question.entity,
                                         operands=[graph.question.time, graph.ops[0].amount], before="",
                                         after=fmt(value))]
    now: dict[str, Fraction] = {}
    steps: list[Step] = []
    todo = list(graph.ops)
    while todo:
        left = []
        for op in todo:
            tp, tq = _times(op)
            if op.kind == "age_sum":  # v16: N = the sum of the members' ages now; one unknown is fixed by it
                unknown = [m for m in op.members if m not in now]
                if len(unknown) > 1:
                    left.append(op)
                    continue
                value = Fraction(op.amount) - sum((now[m] for m in op.members if m in now), Fraction(0))
                if not unknown:
                    if value != 0:
                        told = fmt(Fraction(op.amount) - value)
                        raise _contradiction(f"ages summing to {op.amount} add up to {told}", op.sentence)
                    continue
                who, operands = unknown[0], [op.amount, *(fmt(now[m]) for m in op.members if m in now)]
            elif op.kind == "age_told":
                value, who, operands = Fraction(op.amount) - tp, op.actor, [op.amount, fmt(tp)]
            elif op.target in now:
                value = Fraction(op.factor) * (now[op.target] + tq) + Fraction(op.amount) - tp
                who, operands = op.actor, [fmt(now[op.target]), fmt(tq), op.factor, op.amount, fmt(tp)]
            elif op.actor in now:
                value = (now[op.actor] + tp - Fraction(op.amount)) / Fraction(op.factor) - tq
                who, operands = op.target, [fmt(now[op.actor]), fmt(tp), op.amount, op.factor, fmt(tq)]
            else:
                left.append(op)
                continue
            if who in now:
                if now[who] != value:
                    raise _contradiction(f"two ages of {who}: {fmt(now[who])} and {fmt(value)}", op.sentence)
                continue
            now[who] = value
            steps.append(Step(lemma=op.lemma, kind=op.kind, holder=who, operands=operands, before="",
                              after=fmt(value)))
        if len(left) == len(todo):
            fixed = _sum_and_relation(left, now, steps)  # v16: "… 30 years old together. Ann is 2 years older …"
            if fixed is None:
                raise ReaderRefusal(Reason.UNKNOWN_QUANTITY, KIND, frame="solver", detail="ages nothing fixes",
                                    sentence_index=left[0].sentence)
            left = [op for op in left if op is not fixed]
        todo = left
    q = graph.question
    for who in (q.entity, q.other, *q.members):
        if who and who not in now:
            raise ReaderRefusal(Reason.UNKNOWN_ENTITY, KIND, frame="solver", detail=f"no age of {who}",
                                sentence_index=q.sentence)
    _check_ages(graph, now)
    return _asked(graph, now), "unit.year", steps


def verify_age_story(lex, graph: Graph) -> Fraction:
    """Verifier: the statements as linear equations in the ages now, solved by elimination."""
    if graph.question.lemma == "year":
        return Fraction(graph.question.time) - Fraction(graph.ops[0].amount)
    people = sorted({op.actor for op in graph.ops if op.actor} | {op.target for op in graph.ops if op.target}
                    | {m for op in graph.ops for m in op.members})
    col = {p: j for j, p in enumerate(people)}
    rows: list[list[Fraction]] = []
    for op in graph.ops:
        tp, tq = _times(op)
        row = [Fraction(0)] * (len(people) + 1)
        if op.kind == "age_sum":  # a_A + a_B + … = N (ages now)
            for m in op.members:
                row[col[m]] += 1
            row[-1] = Fraction(op.amount)
            rows.append(row)
            continue
        row[col[op.actor]] += 1
        if op.kind == "age_told":  # a_P + tP = N
            row[-1] = Fraction(op.amount) - tp
        else:  # a_P + tP = k (a_Q + tQ) + d
            row[col[op.target]] -= Fraction(op.factor)
            row[-1] = Fraction(op.factor) * tq + Fraction(op.amount) - tp
        rows.append(row)
    r = 0
    for c in range(len(people)):
        pivot = next((i for i in range(r, len(rows)) if rows[i][c] != 0), None)
        if pivot is None:
            continue
        rows[r], rows[pivot] = rows[pivot], rows[r]
        rows[r] = [x / rows[r][c] for x in rows[r]]
        for i in range(len(rows)):
            if i != r and rows[i][c] != 0:
                f = rows[i][c]
                rows[i] = [a - f * b for a, b in zip(rows[i], rows[r])]
        r += 1
    if any(all(x == 0 for x in row[:-1]) and row[-1] != 0 for row in rows) or r != len(people):
        raise ValueError("the ages are not fixed by the statements")
    now = {}
    for row in rows[:r]:
        c = next(j for j in range(len(people)) if row[j] != 0)
        now[people[c]] = row[-1]
    q = graph.question
    if q.lemma == "age":
        return now[q.entity] + Fraction(q.time)
    if q.lemma == "sum":
        return sum((now[m] + Fraction(q.time) for m in q.members), Fraction(0))
    if q.lemma == "until":
        return Fraction(q.count) - now[q.entity]
    diff = now[q.entity] - now[q.other]
    return -diff if q.lemma == "younger" else diff
