"""``Then 3 fish were given to his friend.`` (v22, ADR 0518): a number-led passive handing things to someone the story
never counts.

    Oli had 5 fish. He bought 6 more fish. Then 3 fish were given to his friend. How many fish does Oli have now?
                                                                                              5 + 6 − 3 = 8

A clause that starts with a number is read by passives.py as a gain or a loss of the one holder of those things;
``given to <someone>`` stopped it (``expected a gain or loss verb in the passive``), though ``3 fish were given
away`` reads (a loss of that one holder, or a refusal with none or two). When the receiver is a person noun told
through a possessive or an article (``his friend``, ``her 2 cousins``, ``a neighbour``) and named nowhere else in
the text, nothing is said of the receiver but that the things went to them: the sentence says what ``… were given
away`` says. Re-spelled so, and read (or refused: two holders, none, more given than held) by passives.py exactly
as that sentence would be.

Re-spelled only when the clause is ``[<opening words>] N <things> are|were given to <det> [M] <person noun>``
closing the sentence: N a whole count (digits or a one-word pack number word) and the things one plural (or, for 1,
singular) count noun of the pack; det ``his``/``her``/``their``/``my``/``our``/``a``/``an``/``the``; the opening
words none or one of ``then``/``later``/``next``/``so``. The receiver's noun anywhere else in the text (``His
friend had 4 fish.``, ``How many fish does his friend have?``), a name as the receiver (``to Ann``: a holder the
story may count), ``more``, ``each``, words after the receiver, and any other verb leave the sentence as written.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.tokens import Sentence, Token
from domain.reader.worded_group_prices import one_word_sense

_OPENERS = frozenset({"then", "later", "next", "so"})  # ADR 0518: words that may open the clause, kept as written
_DETS = frozenset({"his", "her", "their", "my", "our", "a", "an", "the"})  # ADR 0518: a receiver not named
# red11 (ADR 0521): `Oli had 5 fish. Then 3 fish were given to her friend.` read 2 — the owner of the receiver is
# the giver, and `her` fits nobody who holds fish (`Ann had 2 cats … her friend`: Ann, who has no fish). A
# possessive must fit every name of the text (his/her: no name of the other gender, no pronoun of it), my/our
# need an I/we told elsewhere; `their` (whose?) is left as written.
_OTHER = {"his": ("f", frozenset({"she", "her", "hers", "herself"})),
          "her": ("m", frozenset({"he", "him", "his", "himself"}))}
_SPEAKER = {"my": frozenset({"i", "me"}), "our": frozenset({"we", "us"})}


def _word(text: str) -> Token:
    return Token(text, text.lower(), "word", None)


def _count(lex, t: Token) -> Fraction | None:
    """The whole value (1 or more) of digits or a one-word pack number word (not ``dozen``), else None."""
    if t.kind == "num":
        ok = t.value is not None and t.value.denominator == 1 and t.value >= 1 and "." not in t.text
        return t.value if ok else None
    if t.kind != "word" or t.low == "dozen":
        return None
    entry, _ = one_word_sense(lex, t.low, "number")
    if entry is None:
        return None
    v = Fraction(entry.value)
    return v if v.denominator == 1 and v >= 1 else None


def _things(lex, t: Token, n: Fraction) -> bool:
    if t.kind != "word":
        return False
    for words, sense in lex.phrases.get(t.low, ()):
        if len(words) == 1 and sense.cls == "unit" and sense.form == ("sg" if n == 1 else "pl"):
            return sense.entry.family == "count" and sense.entry.discrete
    return False


def _receiver(lex, toks: list[Token], k: int) -> str | None:
    """``<det> [M] <person noun>`` exactly from ``k`` to the end: the pack person id, else None."""
    if k >= len(toks) or toks[k].low not in _DETS:
        return None
    k += 1
    if k < len(toks) and _count(lex, toks[k]) is not None:
        k += 1
    if k != len(toks) - 1 or toks[k].kind != "word":
        return None
    person, _ = one_word_sense(lex, toks[k].low, "person")
    return person.id if person is not None else None


def _is_person(lex, t: Token, person: str) -> bool:
    """``t`` names the pack person ``person`` (either number, or a synonym read as it: mother → mom)."""
    return t.kind == "word" and any(len(ws) == 1 and sense.cls == "person" and sense.entry.id == person
                                    for ws, sense in lex.phrases.get(t.low, ()))


def _handover(lex, s: Sentence) -> tuple[int, str] | None:
    """(index of ``to``, the receiver's person id) when ``s`` is the module doc's clause, else None."""
    toks = s.tokens
    i = 1 if toks and toks[0].low in _OPENERS else 0
    if s.question or len(toks) < i + 7:
        return None
    n = _count(lex, toks[i])
    if n is None or not _things(lex, toks[i + 1], n) or toks[i + 2].low not in ("are", "were", "is", "was") \
            or toks[i + 3].low != "given" or toks[i + 4].low != "to":
        return None
    if (toks[i + 2].low in ("is", "was")) != (n == 1):
        return None  # "3 fish was given": not English agreement, left as written
    unit = _receiver(lex, toks, i + 5)
    return (i + 4, unit) if unit is not None else None


def _owner_fits(lex, sentences: list[Sentence], j: int, det: str) -> bool:
    """red11 (ADR 0521): the receiver's possessive fits the story's people (the comment at _OTHER)."""
    if det == "their":
        return False
    others = [t for k, s in enumerate(sentences) if k != j for t in s.tokens]
    if det in _SPEAKER:
        return any(t.low in _SPEAKER[det] for t in others)
    if det not in _OTHER:
        return True  # a, an, the: nobody's
    gender, pronouns = _OTHER[det]
    people = set()
    for t in others:
        if t.low in pronouns:
            return False
        if t.kind == "word" and t.text[:1].isupper() and (t.text in lex.names or t.low not in lex.phrases):
            people.add(t.text)  # a pack name, or a capitalised word the pack does not know (read as a name)
    if len(people) > 1:
        return False  # whose friend? two people told
    return not any(lex.names[p].gender == gender for p in people if p in lex.names)


def repair_passive_handovers(sentences: list[Sentence], lex) -> list[Sentence]:
    """The module doc's re-spelling of each handing-over sentence, or ``sentences`` themselves."""
    out = None
    for j, s in enumerate(sentences):
        got = _handover(lex, s)
        if got is None:
            continue
        at, person = got
        if any(_is_person(lex, t, person) for k, other in enumerate(sentences) if k != j for t in other.tokens):
            continue  # ADR 0518: the receiver told elsewhere: a holder the story may count
        if not _owner_fits(lex, sentences, j, s.tokens[at + 1].low):
            continue  # red11 (ADR 0521): `his|her|my|our|their friend` must fit the story's people
        out = out or list(sentences)
        out[j] = Sentence(index=s.index, tokens=[*s.tokens[:at], _word("away")], question=False)
    return out if out is not None else sentences
