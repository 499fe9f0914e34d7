"""``Eighteen children line up in 3 equal lines.`` / ``85 students ride in 5 buses with the same number of students
on each bus.`` (v22, ADR 0510): a counted group opening the story that takes its places in equal parts.

    Eighteen children line up in 3 equal lines. How many children are in each line?                  18 ÷ 3 = 6
    85 students ride in 5 buses with the same number of students on each bus. How many students are on each
    bus?                                                                                              85 ÷ 5 = 17
    There are 5 vans. 40 people rode in the vans. Each van had the same number of people. How many people were
    in each van?                                                                                      40 ÷ 5 = 8

A clause that starts with a number is read by passives.py as a gain or a loss; an active verb there stopped it (``a
clause starting with a number must be passive``). What the text says is what the reader already takes from ``There
are 18 children. The children are split into 3 equal lines.`` (the passive partition of partitions.py, ADR 0115:
all the things named, in M equal parts): every one of the N takes a place, in M places that hold the same number.
Re-spelled so, and read (or refused) by that reading exactly as those sentences would be.

Shapes (N a whole count of 2 or more in digits or a one-word pack number word, the things a plural count noun of the
pack, M a whole count in digits or a number word, the places a plural count noun of the pack other than the things):

- the opening sentence ``N <things> <act> [equally|evenly] in|into|at|on M equal <places>`` or ``… M <places>
  with the same number of <things> in|on|at each <place>`` (or ``equally``/``evenly`` told);
- the opening sentence ``N <things> <act> in|into|at|on M <places>.`` followed by ``Each <place> has|had the same
  number of <things>.`` (that sentence is then said by the re-spelling and dropped);
- ``There are|were M <places>.`` then ``N <things> <act> in|into|at|on the <places>.`` and ``Each <place> has|had
  the same number of <things>.`` (the three become the two).

The act is one pack verb of category ``travel`` or ``scene`` (ride, sit, walk, play: nothing got, lost, brought or
taken), or ``line up`` (to stand in lines; ``line`` is no verb of the pack). The question must be ``How many <things>
are|were in|on|at each <place>?``; its ``are|were`` gives the re-spelling's tense. Not re-spelled (so refused as
before): equal parts not told (``20 children sit at 4 tables``: as they like), a later opening (``Sam has 3 bags.
40 people …``: are they more things?), ``N more``, another noun counted in the ``same number`` phrase, words left
after the places, a second clause.
"""
from __future__ import annotations

from domain.reader.counted_words import count_unit, whole_count
from domain.reader.tokens import Sentence, Token
from domain.reader.worded_group_prices import one_word_sense

_ACT_CATEGORIES = frozenset({"travel", "scene"})  # ADR 0510: taking a place, nothing got or lost
_LINE_UP = frozenset({"line", "lines", "lined"})  # ADR 0510: "line up", a phrase the pack has no verb for
_PREPS = frozenset({"in", "into", "at", "on"})


def _word(text: str) -> Token:
    return Token(text, text.lower(), "word", None)


def _act(lex, toks: list[Token], k: int) -> int | None:
    """The index after ``<act>`` (a pack verb of the act categories, or ``line up``) at ``k``, else None."""
    if k >= len(toks) or toks[k].kind != "word":
        return None
    if toks[k].low in _LINE_UP:
        if k + 1 >= len(toks) or toks[k + 1].low != "up":
            return None
        k += 2
    else:
        verb, _ = one_word_sense(lex, toks[k].low, "verb")
        if verb is None or verb.category not in _ACT_CATEGORIES:
            return None
        k += 1
    return k


def _same_number(toks: list[Token], k: int, things, places, lex) -> bool:
    """``the same number of <things> in|on|at each <place>`` exactly from ``k`` to the end."""
    want = ["the", "same", "number", "of"]
    if [t.low for t in toks[k:k + 4]] != want or len(toks) != k + 8:
        return False
    return count_unit(lex, toks[k + 4], "pl") is things and toks[k + 5].low in ("in", "on", "at") \
        and toks[k + 6].low == "each" and count_unit(lex, toks[k + 7], "sg") is places


def _each_same(lex, s: Sentence, things, places) -> bool:
    """``Each <place> has|had|holds|held the same number of <things>``, the whole sentence."""
    toks = s.tokens
    return not s.question and len(toks) == 8 and toks[0].low == "each" and count_unit(lex, toks[1], "sg") is places \
        and toks[2].low in ("has", "had", "holds", "held") and [t.low for t in toks[3:7]] == ["the", "same",
                                                                                            "number", "of"] \
        and count_unit(lex, toks[7], "pl") is things


def _question(lex, q: Sentence, things, places) -> str | None:
    """``How many <things> are|were in|on|at each <place>``: the be word, else None."""
    toks = q.tokens
    if not q.question or len(toks) != 7 or toks[0].low != "how" or toks[1].low != "many" \
            or count_unit(lex, toks[2], "pl") is not things or toks[3].low not in ("are", "were") \
            or toks[4].low not in ("in", "on", "at") or toks[5].low != "each" or count_unit(lex, toks[6], "sg") is not places:
        return None
    return toks[3].low


def _respell(count: Token, things_tok: Token, places_count: Token, places_tok: Token, be: str) -> list[Sentence]:
    count = count if count.kind == "num" else _word(count.low)
    m = places_count if places_count.kind == "num" else _word(places_count.low)
    return [Sentence(index=0, tokens=[_word("There"), _word(be), count, things_tok], question=False),
            Sentence(index=1, tokens=[_word("The"), things_tok, _word(be), _word("split"), _word("into"), m,
                                      _word("equal"), places_tok], question=False)]


def _opening(lex, sentences: list[Sentence]) -> list[Sentence] | None:
    s = sentences[0]
    toks = s.tokens
    if s.question or len(toks) < 6 or not whole_count(lex, toks[0]):
        return None
    things = count_unit(lex, toks[1], "pl")
    k = _act(lex, toks, 2)
    if things is None or k is None:
        return None
    equal = False
    if k < len(toks) and toks[k].low in ("equally", "evenly"):
        equal, k = True, k + 1
    if k + 2 >= len(toks) or toks[k].low not in _PREPS or not whole_count(lex, toks[k + 1], 2):
        return None
    m = toks[k + 1]
    j = k + 2
    if toks[j].low == "equal":
        equal, j = True, j + 1
    places = count_unit(lex, toks[j], "pl") if j < len(toks) else None
    if places is None or places is things:
        return None
    places_tok = toks[j]
    j += 1
    drop = 0
    if j < len(toks):
        if toks[j].low != "with" or not _same_number(toks, j + 1, things, places, lex):
            return None
        equal = True
    elif not equal and len(sentences) > 2 and _each_same(lex, sentences[1], things, places):
        equal, drop = True, 1
    if not equal:
        return None  # "20 children sit at 4 tables": in equal parts? not said
    be = _question(lex, sentences[-1], things, places)
    if be is None or len(sentences) != 2 + drop:
        return None
    return [*_respell(toks[0], toks[1], m, places_tok, be),
            Sentence(index=2, tokens=sentences[-1].tokens, question=True)]


def _places_first(lex, sentences: list[Sentence]) -> list[Sentence] | None:
    """``There are|were M <places>. N <things> <act> in|… the <places>. Each <place> has the same number of
    <things>. How many <things> are|were in|… each <place>?``"""
    if len(sentences) != 4:
        return None
    a, b, c, q = sentences
    ta, tb = a.tokens, b.tokens
    if a.question or len(ta) != 4 or ta[0].low != "there" or ta[1].low not in ("are", "were") \
            or not whole_count(lex, ta[2]):
        return None
    places = count_unit(lex, ta[3], "pl")
    if places is None or b.question or len(tb) < 5 or not whole_count(lex, tb[0]):
        return None
    things = count_unit(lex, tb[1], "pl")
    k = _act(lex, tb, 2)
    if things is None or things is places or k is None or len(tb) != k + 3 or tb[k].low not in _PREPS \
            or tb[k + 1].low != "the" or count_unit(lex, tb[k + 2], "pl") is not places:
        return None
    if not _each_same(lex, c, things, places):
        return None
    be = _question(lex, q, things, places)
    if be is None:
        return None
    return [*_respell(tb[0], tb[1], ta[2], ta[3], be), Sentence(index=2, tokens=q.tokens, question=True)]


def repair_counted_equal_places(sentences: list[Sentence], lex) -> list[Sentence]:
    """The module doc's re-spelling, or ``sentences`` themselves."""
    if len(sentences) not in (2, 3, 4) or not sentences[-1].question:
        return sentences
    got = _opening(lex, sentences) or _places_first(lex, sentences)
    return got if got is not None else sentences
