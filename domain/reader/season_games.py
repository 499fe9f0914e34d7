"""Games of a season: those someone went to and those they missed make up all of them (v12, ADR 0241).

    Joan's high school played 864 baseball games this year, 128 of the games were played at night. She
    attended 395 games. How many baseball games did Joan miss?                                  864 − 395

    There were a total of 8 football games this year, 4 are played at night. Keith missed 4 of the games.
    How many football games did Keith go to in total?                                            8 − 4

Why a module of its own: to miss a game is not to go to it, so of the games there were, the ones a person went
to and the ones they missed are the two parts of the whole — plain English, with no rule of any sport behind
it. (Won and lost games are not such a pair: a game can end in a tie; ``The team won most of their games. They
were defeated during 4 games.`` stays refused.) The event machinery reads ``went to 395 games`` as events and
``missed`` as nothing it can ask about (missed.py), so the complement is read here, as a whole text, in this
narrow shape only (three sentences, the question last):

- the season: ``There were|are [a total of] N [<kind>] games <time>`` or ``<Name>'s <place> played N [<kind>]
  games <time>`` (the time ``this|last year|season|month``), optionally with the aside ``, K [of the games]
  are|were played at night`` (K ≤ N; it moves nothing);
- one person's part: ``<Name|he|she> attended|went to A [of the] [<kind>] games`` or ``… missed M of the
  [<kind>] games`` / ``missed M [<kind>] games`` — after ``<Name>'s <place>`` only that person (``he``/``she``
  agreeing with the name), after ``There were`` a name;
- the question: ``How many [<kind>] games did <the same person> miss`` (after attending) or ``go to|attend [in
  total|in all]`` (after missing).

A kind in the part or the question must be the season's kind (``basketball`` after ``football`` refuses); a
part larger than the season refuses (negative_holding); another person, a second part, a part and a question
of the same side (attended, asked attended), another time, any other sentence are not read here and the text
refuses as before.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.phrases import Cursor, fmt, read_number
from domain.reader.refusals import Reason, ReaderRefusal, whole_text_refusal
from domain.reader.results import Step

KIND = "season_games"
"""The question kind (solver._WHOLE_TEXT, verifier._WHOLE_TEXT_READINGS)."""
SEASON, WENT, MISSED = "season_total", "went", "missed"
GAME = "unit.game"
_TIMES = (("this", "last"), ("year", "season", "month"))


class _Words:
    """A sentence's words with a position (the sentence's own tokens; commas are words here)."""

    def __init__(self, cur: Cursor):
        self.cur = cur
        self.words = cur.words[:cur.end]
        self.i = 0

    def word(self, *ws: str) -> bool:
        if self.i < len(self.words) and self.words[self.i] in ws:
            self.i += 1
            return True
        return False

    def seq(self, *ws: str) -> bool:
        if tuple(self.words[self.i:self.i + len(ws)]) == ws:
            self.i += len(ws)
            return True
        return False

    def number(self) -> int | None:
        # read_number reads at the cursor's position: set it, and put it back, so that a failed claim leaves
        # the cursor where the parser will start reading the sentence (v15: it stayed moved before)
        start, self.cur.pos = self.cur.pos, self.i
        try:
            got = read_number(self.cur)
            if got is None or got[1] or got[0].denominator != 1 or got[0] < 0:
                return None
            self.i = self.cur.pos
            return int(got[0])
        finally:
            self.cur.pos = start

    def kind(self) -> str:
        """An optional kind (a pack modifier, ``baseball``) right before ``games``."""
        if self.i + 1 < len(self.words) and self.words[self.i + 1] == "games":
            mod = self.cur.sense("modifier", self.i)
            if mod is not None and mod.length == 1:
                self.i += 1
                return mod.entry.id
        return ""

    def games(self) -> bool:
        return self.word("games")

    def done(self) -> bool:
        return self.i == len(self.words)


def _name_at(w: _Words) -> tuple[str, str] | None:
    """A pack name (its word and gender) at the position, consumed."""
    if w.i >= len(w.words):
        return None
    name = w.cur.lex.names.get(w.cur.tokens[w.i].text)
    if name is None:
        return None
    w.i += 1
    return name.word, name.gender


def _season(cur: Cursor):
    """(N, kind, owner name|None, owner gender) of the season sentence, or None."""
    w = _Words(cur)
    owner = None
    if w.word("there"):
        if not w.word("were", "are"):
            return None
        w.seq("a", "total", "of")
    else:
        owner = _name_at(w)
        if owner is None or not w.word("'s"):
            return None
        place = cur.sense("place", w.i)
        if place is None or place.entry.person:
            return None
        w.i += place.length
        if not w.word("played"):
            return None
    n = w.number()
    if n is None:
        return None
    kind = w.kind()
    if not (w.games() and w.word(*_TIMES[0]) and w.word(*_TIMES[1])):
        return None
    if w.word(","):
        k = w.number()
        if k is None or k > n:
            return None
        w.seq("of", "the", "games")
        if not (w.word("are", "were") and w.seq("played", "at", "night")):
            return None
    if not w.done():
        return None
    return n, kind, owner


def _person(w: _Words, owner, named: tuple[str, str] | None) -> tuple[str, str] | None:
    """The part's or the question's person: a name, or he/she for the one person named so far."""
    if w.i < len(w.words) and w.words[w.i] in ("he", "she"):
        if named is None or named[1] != ("m" if w.words[w.i] == "he" else "f"):
            return None
        w.i += 1
        return named
    got = _name_at(w)
    if got is None or (owner is not None and got[0] != owner[0]):
        return None
    return got


def _part(cur: Cursor, owner, named):
    """(person, went|missed, A, kind) of the part sentence, or None."""
    w = _Words(cur)
    person = _person(w, owner, named)
    if person is None:
        return None
    if w.word("attended") or w.seq("went", "to"):
        side = WENT
        w_num = w.number()
        if w_num is None:
            return None
        w.seq("of", "the")
    elif w.word("missed"):
        side = MISSED
        w_num = w.number()
        if w_num is None:
            return None
        w.seq("of", "the")
    else:
        return None
    kind = w.kind()
    if not (w.games() and w.done()):
        return None
    return person, side, w_num, kind


def _question(cur: Cursor, named):
    """(person, asked side, kind) of ``How many [kind] games did <person> miss|go to|attend [in total|all]``."""
    w = _Words(cur)
    if not w.seq("how", "many"):
        return None
    kind = w.kind()
    if not (w.games() and w.word("did")):
        return None
    person = _person(w, None, named)
    if person is None:
        return None
    if w.word("miss"):
        side = MISSED
    elif w.word("attend") or w.seq("go", "to"):
        side = WENT
    else:
        return None
    if w.word("in"):
        if not w.word("total", "all"):
            return None
    if not w.done():
        return None
    return person, side, kind


def claims(cursors: list[Cursor]) -> bool:
    """Three sentences: a season, one person's part, the question of the other part."""
    return len(cursors) == 3 and _season(cursors[0]) is not None


def parse_season_games(cursors: list[Cursor]) -> Graph:
    n, kind, owner = _season(cursors[0])
    named = owner
    part = _part(cursors[1], owner, named)
    if part is None:
        raise whole_text_refusal(cursors[1], KIND, "expected one person's games gone to or missed")
    person, side, amount, part_kind = part
    q = _question(cursors[2], person)
    if q is None:
        raise whole_text_refusal(cursors[2], KIND, "expected how many games the same person missed or went to")
    q_person, asked, q_kind = q
    if q_person[0] != person[0] or asked == side:
        raise whole_text_refusal(cursors[2], KIND, "the question asks no other part of the same person's games",
                                 Reason.UNKNOWN_QUANTITY)
    if any(k and k != kind for k in (part_kind, q_kind)):
        raise whole_text_refusal(cursors[2], KIND, "games of another kind than the season's", Reason.UNKNOWN_QUANTITY)
    if amount > n:
        raise ReaderRefusal(Reason.NEGATIVE_HOLDING, "policy.non_negative", sentence_index=1, frame=KIND,
                            detail="more games gone to or missed than there were")
    item = Item(unit=GAME, mods=(kind,) if kind else ())
    ops = [Op(kind=SEASON, lemma="unit.game", sentence=0, actor="", item=item, amount=fmt(Fraction(n))),
           Op(kind=side, lemma="verb.go_to" if side == WENT else "fn.miss", sentence=1, actor=person[0], item=item,
              amount=fmt(Fraction(amount)))]
    return Graph(ops=ops, question=Question(kind=KIND, sentence=2, entity=person[0], item=item, lemma=asked))


def _pair(graph: Graph) -> tuple[Op, Op]:
    seasons = [op for op in graph.ops if op.kind == SEASON]
    parts = [op for op in graph.ops if op.kind in (WENT, MISSED)]
    if len(seasons) != 1 or len(parts) != 1:
        raise ValueError("one season and one part")
    return seasons[0], parts[0]


def season_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the season's games less the told part."""
    season, part = _pair(graph)
    if part.kind == graph.question.lemma:
        raise ValueError("the told part is the asked one")
    value = Fraction(season.amount) - Fraction(part.amount)
    if value < 0:
        raise ValueError("a part larger than the season")
    step = Step(lemma=part.lemma, kind="season_rest", holder=part.actor, operands=[season.amount, part.amount],
                before=season.amount, after=fmt(value))
    return value, GAME, [step]


def verify_season(lex, graph: Graph) -> Fraction:
    """Verifier: went + missed = all the games, one equation in the asked side."""
    season, part = _pair(graph)
    if {part.kind, graph.question.lemma} != {WENT, MISSED} or part.actor != graph.question.entity:
        raise ValueError("not the two sides of one person's games")
    if not (season.item == part.item == graph.question.item):
        raise ValueError("games of another kind")
    x = Fraction(season.amount) + Fraction(part.amount) * -1
    if x < 0:
        raise ValueError("negative")
    return x
