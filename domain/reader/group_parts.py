"""A told group of people, one part of it told, the other part asked (v16, ADR 0334).

    There are 30 students in the class. 13 of them are boys. How many girls are in the class?      30 − 13 = 17
    There are 30 kids. 13 are boys and the rest are girls. How many girls are there?                 17

``boys`` and ``girls`` split a group of children between them, ``adults`` and ``children`` a group of people: the
pack says so (a kind's ``complements`` pair, and the units the pair also splits, ``complement_wholes``: kids,
students), never the code. So when some of the group are told to be the one kind, the rest are the other. Read as
a whole, in one shape of three sentences (four with ``The rest are <kind>.``):

1. ``There are|were N <whole>[ in|at|on <det> <noun run>]`` or ``<det>|<Name>'s <noun run> has|had N <whole>`` —
   the whole a plural unit a pair splits (``students``, ``children``, ``kids``, ``pupils``, ``people``);
2. ``K of them|of the <whole> are|were <kind>``, ``K [<whole>] are|were <kind>`` or ``<fraction> of them|the
   <whole> are|were <kind>`` (``half``, ``a third``, ``two fifths``: fraction_parts.read_fraction_of; K = N × f
   must be whole, else ``fractional_count``), with or without ``[,] and the rest are|were <other kind>`` — the kind
   one of a complement pair that splits the whole, the rest (when told) its complement; the rest may also be told
   in a sentence of its own right after (``The rest are girls.``);
3. ``How many <kind> are|were [there|in|at|on <the same place>]?``, ``How many of them|the <whole> are|were
   <kind>?``, ``How many <whole> are|were <kind>?`` or ``How many <kind> does|did <the holder> have?`` — one of
   the pair. A place or holder is ``<det> <noun>`` or ``<Name>'s <noun>``; the question's must be the story's
   noun words.
The whole and the part may also be told in one sentence before the question: ``<1>[,] and <2>``, ``In a|the
<noun> of N <whole>[,] <2>`` (the noun is the place and holder), ``Of the N <whole> [in|at|on <det> <noun>][,]
<2>``.
K for the told kind, N − K for the other; a part larger than the whole refuses (``policy.non_negative``).

Not read (the text then refuses as before): a whole the pair does not split (boys among ``people`` or
``players``: some may be adults; ``men`` and ``women`` are no pair), a kind outside the pair (``How many teachers
…``), a rest told as a third kind or as the same kind (``… and the rest are teachers``), a question about another
place than the story's (``There are 30 students. … in the gym?``), any other sentence (a third kind told, a
distractor), numbers that are not whole. ``13 of them are tall. How many are short?`` is not read either: tall and
short are no units, and the pack lists them as no opposites (someone may be neither), so the rest are not told to
be short.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.fraction_parts import read_fraction_of
from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.phrases import Cursor, claimed_by, consume_all, fmt, noun_run, read_number
from domain.reader.refusals import ReaderRefusal, Reason
from domain.reader.results import Step

GROUP_PART = "group_part"
_BE = ("are", "were")
_DETS = ("the", "a", "an", "his", "her", "their", "our", "my", "this")
_PREPS = ("in", "at", "on")


def _count(cur: Cursor) -> Fraction | None:
    got = read_number(cur)
    if got is None or got[1] or got[0].denominator != 1 or got[0] < 0:
        return None
    return got[0]


def _plural_unit(cur: Cursor) -> str | None:
    """A unit noun in the plural (``people`` is also the singular of ``unit.people``: its plural sense)."""
    if cur.at_end():
        return None
    s = next((s for s in cur.senses(cur.pos) if s.cls == "unit" and s.form == "pl"), None)
    if s is None:
        return None
    cur.pos += s.length
    return s.entry.id


def _noun_phrase(cur: Cursor) -> tuple[str, ...] | None:
    """``<det> [adjuncts] <noun>`` or ``<Name>'s [adjuncts] <noun>`` → its words after the determiner or owner (the
    place or holder), cursor after it."""
    if cur.take_word(*_DETS) is None:
        j = cur.pos
        while j < cur.end and cur.tokens[j].kind == "word" and cur.tokens[j].text[:1].isupper() or (
                j > cur.pos and j < cur.end and cur.words[j] == "."):
            j += 1
        if j == cur.pos or j >= cur.end or cur.tokens[j].kind != "poss":
            return None
        cur.pos = j + 1
    got = noun_run(cur, cur.pos, ("place", "unit", "person"))
    if got is None or got[1].form not in ("sg", ""):
        return None
    words = tuple(cur.words[cur.pos:got[2]])
    cur.pos = got[2]
    return words


def _first(cur: Cursor, start: int = 0):
    """(N, whole unit, place words or (), holder words or ()) or None."""
    cur.pos = start
    if cur.take_word("there") is not None:
        if cur.take_word(*_BE) is None:
            return None
        n, whole = _count(cur), _plural_unit(cur)
        if not n or whole is None:
            return None
        place: tuple[str, ...] = ()
        if cur.take_word(*_PREPS) is not None:
            place = _noun_phrase(cur) or ()
            if not place:
                return None
        return (n, whole, place, ()) if cur.at_end() else None
    holder = _noun_phrase(cur)
    if holder is None and cur.sense("name") is not None and cur.sense("name").length == 1 \
            and cur.tokens[cur.pos].text[:1].isupper():
        holder = (cur.words[cur.pos],)  # v19 (ADR 0426): "Ann has 10 pets."
        cur.pos += 1
    if holder is None or cur.take_word("has", "had", "holds", "held") is None:
        return None
    n, whole = _count(cur), _plural_unit(cur)
    if not n or whole is None:
        return None
    return (n, whole, holder, holder) if cur.at_end() else None


def _split(cur: Cursor, whole: str, lex, start: int = 0):
    """(K, told kind, its complement) when the second sentence tells a part of the whole and, if it tells the
    rest, the rest is the told kind's complement; None otherwise. K is a count, or ``("frac", f)`` for ``half of
    them`` / ``two thirds of the students`` (fraction_parts.read_fraction_of)."""
    cur.pos = start
    frac = read_fraction_of(cur)
    if frac is not None:
        k = ("frac", frac)
        if cur.take_word("them") is None and (cur.take_word("the") is None or _plural_unit(cur) != whole):
            return None
    else:
        k = _count(cur)
        if k is None:
            return None
    partitive = frac is not None
    if frac is None and cur.take_word("of") is not None:
        if cur.take_word("them") is None:
            if cur.take_word("the") is None or _plural_unit(cur) != whole:
                return None
        partitive = True
    elif frac is None and cur.peek_word() not in _BE:
        if _plural_unit(cur) != whole:  # "6 students are boys"
            return None
    if cur.take_word(*_BE) is None:
        # v19 (ADR 0426): "A quarter of them walk to school", only a part told as one ("of them", "of the
        # <whole>"): "4 students joined" may be 4 more, none of the 30 told
        act = _activity(cur) if partitive else None
        return (k, act, None) if act is not None else None
    kind = _plural_unit(cur)
    pair = lex.complement_of.get(kind) if kind else None
    if kind is None or kind == whole:
        return None
    if pair is None or whole not in pair[1]:
        # v19 (ADR 0426): no pack pair splits the whole: the rest is what the text tells it to be (``and the rest
        # are cats``), or not told (only ``How many pets are not dogs?`` is then answered); a kind with a pair
        # among a whole it does not split (boys among people) is still not read
        if pair is not None:
            return None
        other = None
        if not cur.at_end():
            cur.take_word(",")
            if cur.take_word("and") is None:
                return None
            other = _told_rest(cur, lex, whole, kind)
            if other is None:
                return None
        return (k, kind, other) if cur.at_end() else None
    if not cur.at_end():
        cur.take_word(",")
        if cur.take_word("and") is None or cur.take_word("the") is None or cur.take_word("rest") is None \
                or cur.take_word(*_BE) is None or _plural_unit(cur) != pair[0]:
            return None
    return (k, kind, pair[0]) if cur.at_end() else None


def _told_rest(cur: Cursor, lex, whole: str, kind: str) -> str | None:
    """``the rest are|were <other>`` (v19, ADR 0426): the other kind, a plural unit that is neither the whole nor
    the told kind and has no pack pair of its own (``the rest are girls`` after ``dogs``: never read), cursor at
    the end; None otherwise."""
    if cur.take_word("the") is None or cur.take_word("rest") is None or cur.take_word(*_BE) is None:
        return None
    other = _plural_unit(cur)
    if other is None or other in (whole, kind) or lex.complement_of.get(other) is not None or not cur.at_end():
        return None
    return other


ACT = "act:"
"""A kind named by what its members do (``act:verb.walk|to|school``, v19, ADR 0426)."""


def _activity(cur: Cursor) -> str | None:
    """``walk to school`` (after ``K of them`` / ``a quarter of them``, v19, ADR 0426): one pack verb (no form
    of be, have or do, no negation) and the words after it to the end of the sentence, none a number or an
    amount of money → ``act:<verb id>|<word>|…``; None otherwise (nothing else is read as what a part does)."""
    verb = cur.sense("verb")
    if verb is None or cur.sense("fn:be") or cur.sense("fn:aux") or cur.sense("fn:not") \
            or verb.entry.category == "observe":
        return None
    i = cur.pos + verb.length
    words = cur.words[i:cur.end]
    if not words or any(cur.sense(c, j) is not None for j in range(i, cur.end) for c in ("num", "number", "money",
                                                                                        "fn:not")):
        return None
    if any(not w.isalpha() for w in words):
        return None
    cur.pos = cur.end
    return ACT + "|".join((verb.entry.id, *words))


def _not_kind(cur: Cursor, kinds) -> str | None:
    """``not <kind>`` to the end (after ``are|were``, v19, ADR 0426) → ``not:<kind>``; None otherwise."""
    if cur.take("fn:not") is None:
        return None
    kind = _plural_unit(cur)
    return NOT + kind if kind in kinds and cur.at_end() else None


NOT = "not:"
"""A question of the things that are not of a kind (``How many fruits are not apples?``, v19, ADR 0426)."""


def _asked_activity(cur: Cursor, told: str) -> str | None:
    """``[do|does|did not] walk to school`` to the end (v19, ADR 0426): the told activity (``act:…``), or
    ``not:`` it; None when the words are not the told ones."""
    negated = False
    if cur.take_word("do", "does", "did") is not None:
        if cur.take("fn:not") is None:
            return None
        negated = True
    elif cur.take("fn:not") is not None:  # "don't" tokenised as one word
        negated = True
    act = _activity(cur)
    if act is None or act != told:
        return None
    return NOT + act if negated else act


def _question(cur: Cursor, whole: str, place: tuple[str, ...], holder: tuple[str, ...], kinds) -> str | None:
    cur.pos = 0
    if cur.take_word("how") is None or cur.take_word("many") is None:
        return None
    if kinds[0].startswith(ACT):  # v19: what a part does, asked of the whole's members
        if cur.take_word("of") is not None:
            if cur.take_word("them") is None and (cur.take_word("the") is None or _plural_unit(cur) != whole):
                return None
        elif _plural_unit(cur) != whole:
            return None
        return _asked_activity(cur, kinds[0])
    kinds = tuple(k for k in kinds if k is not None)
    if cur.take_word("of") is not None:
        if cur.take_word("them") is None and (cur.take_word("the") is None or _plural_unit(cur) != whole):
            return None
        if cur.take_word(*_BE) is None:
            return None
        if cur.sense("fn:not") is not None:
            return _not_kind(cur, kinds)
        kind = _plural_unit(cur)
        return kind if kind in kinds and cur.at_end() else None
    kind = _plural_unit(cur)
    if kind == whole and cur.take_word(*_BE) is not None:  # "How many students are girls?"
        if cur.sense("fn:not") is not None:  # v19: "How many fruits are not apples?"
            return _not_kind(cur, kinds)
        kind = _plural_unit(cur)
        return kind if kind in kinds and cur.at_end() else None
    if kind not in kinds:
        return None
    if holder and cur.take_word("does", "did") is not None:
        if len(holder) == 1 and cur.peek_word() == holder[0] and cur.sense("name") is not None:
            cur.pos += 1  # v19: "How many cats does Ann have?"
        elif _noun_phrase(cur) != holder:
            return None
        if cur.take_word("have") is None:
            return None
        return kind if cur.at_end() else None
    if cur.take_word(*_BE) is None:
        return None
    if cur.take_word("there") is not None:
        return kind if cur.at_end() else None
    if cur.take_word(*_PREPS) is not None:
        if not place or _noun_phrase(cur) != place:
            return None
    return kind if cur.at_end() else None


def _rest(cur: Cursor, other: str | None, lex=None, whole: str = "", kind: str = "") -> str | None:
    """``The rest are|were <other>`` as a sentence of its own: the other kind, or None. v19 (ADR 0426): with no
    pack pair (``other`` None) the rest is the kind this sentence tells (``_told_rest``)."""
    cur.pos = 0
    if other is None:
        return _told_rest(cur, lex, whole, kind) if not kind.startswith(ACT) else None
    ok = cur.take_word("the") is not None and cur.take_word("rest") is not None and \
        cur.take_word(*_BE) is not None and _plural_unit(cur) == other and cur.at_end()
    return other if ok else None


def _lead_whole(cur: Cursor):
    """``In a|the <noun> of N <whole>[,]`` / ``Of the N <whole> [in|at|on <det> <noun>][,]`` opening a sentence:
    (N, whole, place words, holder words, where the part starts) or None."""
    cur.pos = 0
    if cur.take_word("in") is not None:
        noun = _noun_phrase(cur)
        if noun is None or cur.take_word("of") is None:
            return None
        n, whole = _count(cur), _plural_unit(cur)
        place = holder = noun
    elif cur.take_word("of") is not None and cur.take_word("the") is not None:
        n, whole = _count(cur), _plural_unit(cur)
        place, holder = (), ()
        if whole is not None and cur.take_word(*_PREPS) is not None:
            place = _noun_phrase(cur) or ()
            if not place:
                return None
    else:
        return None
    if not n or whole is None:
        return None
    cur.take_word(",")
    return n, whole, place, holder, cur.pos


def _one_sentence(cur: Cursor):
    """The whole and the part told in one sentence: ``There are 30 students in the class[,] and 13 of them are
    boys`` / ``In a class of 30 students, 13 are boys`` / ``Of the 30 students, 13 are boys``: (first, split) as
    ``_first`` and ``_split`` give them, or None."""
    lead = _lead_whole(cur)
    if lead is not None:
        n, whole, place, holder, at = lead
        split = _split(cur, whole, cur.lex, at)
        return ((n, whole, place, holder), split) if split is not None else None
    for j in range(1, cur.end - 1):
        if cur.words[j] != "and":
            continue
        end = j - 1 if cur.words[j - 1] == "," else j
        if cur.words[0] != "there" and _HAVE.isdisjoint(cur.words[:end]):
            continue  # speed (ADR 0464): ``_first`` reads no head without ``there`` first or a has/had/holds/held
        head = Cursor(cur.lex, cur.sentence, 0, end)
        first = _first(head)
        if first is None:
            continue
        split = _split(cur, first[1], cur.lex, j + 1)
        if split is not None:
            return first, split
    return None


_HAVE = frozenset({"has", "had", "holds", "held"})


def _asks_how_many(cur: Cursor) -> bool:
    """Whether the question opens ``How many``, as ``_question`` reads it first."""
    return cur.end > 1 and cur.words[0] == "how" and cur.words[1] == "many"


def _may_tell_whole(cur: Cursor) -> bool:
    """Whether ``_first`` may read the sentence: it opens ``there``, or has a word it takes after a holder."""
    return cur.words[:1] == ["there"] or not cur.wordset.isdisjoint(_HAVE)


def _read(cursors: list[Cursor], rest_only: bool = False):
    # speed (ADR 0464): every shape below ends in ``_question`` (or ``_read`` of three, then it) on the last
    # sentence, which reads nothing unless it opens ``How many``, and in the shapes of three and four sentences
    # ``_first`` on the first sentence, which reads nothing unless it opens ``there`` or holds has/had/holds/held;
    # what runs before them only reads (no refusal, no time taken: ``cur.times`` untouched; the cursors are
    # rewound by ``claimed_by``), so a text failing either test is no claim, tested first
    if not rest_only and (len(cursors) not in (2, 3, 4) or not _asks_how_many(cursors[-1])
                          or len(cursors) > 2 and not _may_tell_whole(cursors[0])):
        return None
    if rest_only:  # v19: the first two sentences of four (the rest told in the third): no question read yet
        first = _first(cursors[0])
        if first is None:
            return None
        split = _split(cursors[1], first[1], cursors[1].lex)
        if split is None or (split[1] or "").startswith(ACT) or split[2] is not None and \
                cursors[1].lex.complement_of.get(split[1]) is None:
            return None  # the rest told twice (in the part's sentence and after it)
        return first[0], split[0], split[1], split[2], first[1], (first[2], first[3])
    if len(cursors) == 2:
        got = _one_sentence(cursors[0])
        if got is None:
            return None
        (n, whole, place, holder), (k, told, other) = got
        asked = _question(cursors[1], whole, place, holder, (told, other))
        return (n, k, told, other, asked, whole) if asked is not None else None
    if len(cursors) == 4:
        got = _read([cursors[0], cursors[1], cursors[2]], rest_only=True)
        if got is None:
            return None
        n, k, told, other, whole, (place, holder) = got
        other = _rest(cursors[2], other, cursors[2].lex, whole, told)
        if other is None or got[3] is not None and other != got[3]:
            return None
        asked = _question(cursors[3], whole, place, holder, (told, other))
        return (n, k, told, other, asked, whole) if asked is not None else None
    if len(cursors) != 3:
        return None
    first = _first(cursors[0])
    if first is None:
        return None
    n, whole, place, holder = first
    split = _split(cursors[1], whole, cursors[1].lex)
    if split is None:
        return None
    k, told, other = split
    asked = _question(cursors[2], whole, place, holder, (told, other))
    if asked is None:
        return None
    return n, k, told, other, asked, whole


def claims(cursors: list[Cursor]) -> bool:
    return claimed_by(_read, cursors)


def parse_group_parts(cursors: list[Cursor]) -> Graph:
    n, k, told, other, asked, whole = _read(cursors)
    consume_all(cursors)
    part = dict(factor=fmt(k[1])) if isinstance(k, tuple) else dict(amount=fmt(k))  # a fraction of the group, or K
    ops = [Op(kind="hold", lemma="fn.there", sentence=0, actor="the group", item=Item(unit=whole), amount=fmt(n)),
           Op(kind="classify", lemma=told, sentence=1, actor="", item=Item(unit=whole), target=other or NOT + told,
              **part)]
    return Graph(ops=ops, question=Question(kind=GROUP_PART, sentence=2, entity="the group", item=Item(unit=asked)))


def group_part_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the told part, or the whole less it for its complement (a part larger than the whole refuses)."""
    total, split = graph.ops
    n = Fraction(total.amount)
    k = n * Fraction(split.factor) if split.factor else Fraction(split.amount)
    if k.denominator != 1:
        raise ReaderRefusal(Reason.FRACTIONAL_COUNT, "policy.discrete", frame=GROUP_PART,
                            detail=f"{split.factor} of {total.amount} people is no whole number")
    if k > n:
        raise ReaderRefusal(Reason.CONTRADICTION, "policy.non_negative", frame=GROUP_PART,
                            detail=f"{fmt(k)} of {total.amount}: a part larger than the group")
    asked = graph.question.item.unit
    value = k if _asks_part(asked, split) else n - k
    unit = total.item.unit if asked.startswith((NOT, ACT)) else asked
    return value, unit, [Step(lemma=split.lemma, kind=GROUP_PART, holder=total.actor,
                               operands=[total.amount, split.factor or split.amount], before=total.amount,
                               after=fmt(value))]


def _asks_part(asked: str, split: Op) -> bool:
    """Whether the question asks the told part (its kind, or ``not`` the rest's); else it asks the rest."""
    if asked in (split.lemma, NOT + split.target):
        return True
    if asked in (NOT + split.lemma, split.target):
        return False
    raise ReaderRefusal(Reason.UNPARSED_QUESTION, "frame.question", frame=GROUP_PART,
                        detail="the question asks no part of the split")


def verify_group_part(lex, graph: Graph) -> Fraction:
    """Verifier: the told part, or the r with part + r = whole, the pair looked up again in the pack."""
    total, split = graph.ops
    asked = graph.question.item.unit
    part = Fraction(split.factor) * Fraction(total.amount) if split.factor else Fraction(split.amount)
    if part > Fraction(total.amount) or part.denominator != 1:
        raise ValueError("no part of the group")
    if asked in (split.lemma, NOT + split.target):
        return part
    if asked in (NOT + split.lemma, split.target):
        pair = lex.complement_of.get(split.lemma)
        if split.target.startswith(NOT) or pair is None and lex.complement_of.get(split.target) is None:
            return Fraction(total.amount) - part  # v19: everything else told, or the rest told by name (ADR 0426)
        if pair is None or pair[0] != split.target or total.item.unit not in pair[1]:
            raise ValueError("no complement pair splits the group")
        return Fraction(total.amount) - part
    raise ValueError("the question asks no part of the split")
