"""``A class has 30 students. 12 students walk to school. The rest ride the bus. How many students ride the bus?``
(v22, ADR 0510): a part of a told group told by what it does, its count before the group's own noun, and the rest
told by what they do.

    A class has 30 students. 12 students walk to school. How many students do not walk to school?     30 − 12 = 18
    There are 30 students in a class. 18 students walk to school. The rest ride the bus. How many students ride
    the bus?                                                                                          30 − 18 = 12
    A class has 30 students. 12 students walk to school, and the rest ride the bus. How many students ride the
    bus?                                                                                              30 − 12 = 18

group_parts.py (ADR 0426) reads a part of a told group told by what it does only as ``K of them <act>`` /
``K of the <whole> <act>`` (``4 students joined`` may be 4 more, none of the 30), and asks it as ``How many <whole>
[do|did not] <act>?``; a clause opening ``K <whole> <act>`` stopped at the verb (``a clause starting with a number
must be passive``). Right after the sentence that tells the whole, with the whole's own noun and an act that brings
nobody in and takes nobody away, ``K <whole> <act>`` says what ``K of them <act>`` says. The rest, told by what it
does (``The rest ride the bus.``), is everyone not in the part: asked by its own words it is the part's ``do not``.
Re-spelled so, and read (or refused) by group_parts.py exactly as those sentences would be:

- the second sentence ``K <whole> <act>`` → ``K of them <act>``: K a whole count (digits or a one-word pack number
  word), the whole the same plural count noun the first sentence counts (``N <whole>`` in it), the act one pack
  verb of category ``travel`` or ``scene`` (walk, ride, go, sit, play: no gain, loss, arrival, departure or join)
  and number-free words to the end of the clause;
- ``The rest <act2>.`` as the third sentence, or ``[,] and the rest <act2>`` closing the second: dropped, when the
  question asks ``How many <whole> <act2>?`` (re-spelled ``How many <whole> do not <act>?``), ``How many <whole>
  [do|did] not <act2>?`` (re-spelled ``How many <whole> <act>?``) or the part itself; act2 a verb of the same
  categories, not the part's own act.

The text must be three sentences with the question last (four with the rest told on its own). Anything else — a
count of another noun (``12 boys walk to school``: some of the students?), ``12 more students``, a verb of gain or
loss (``5 students left``), a question about something else — is left as written and refuses as before.
"""
from __future__ import annotations

from domain.reader.counted_words import plural_count_unit, whole_count
from domain.reader.tokens import Sentence, Token
from domain.reader.worded_group_prices import one_word_sense

_ACT_CATEGORIES = frozenset({"travel", "scene"})  # ADR 0510: acts that bring nobody in and take nobody away


def _word(text: str) -> Token:
    return Token(text, text.lower(), "word", None)


def _act(lex, toks: list[Token]) -> tuple[str, tuple[str, ...]] | None:
    """``walk to school``: (verb id, the words after it), the verb a one-word pack verb of the act categories and
    the words after it plain lower-case words (no number, no punctuation, no clause joiner); else None."""
    if len(toks) < 2 or toks[0].kind != "word":
        return None
    verb, _ = one_word_sense(lex, toks[0].low, "verb")
    if verb is None or verb.category not in _ACT_CATEGORIES:
        return None
    words = tuple(t.low for t in toks[1:])
    if any(t.kind != "word" or not t.low.isalpha() for t in toks[1:]):
        return None
    if {"and", "but", "then", "not", "more", "each", "all", "rest", "them", "they"} & set(words):
        return None
    return verb.id, words


def _rest_act(lex, toks: list[Token]):
    """``the rest <act>`` (the whole token run): the act, else None."""
    if len(toks) < 3 or toks[0].low != "the" or toks[1].low != "rest":
        return None
    return _act(lex, toks[2:])


def _asked(lex, q: Sentence, unit) -> tuple[bool, tuple[str, tuple[str, ...]]] | None:
    """``How many <whole> [do|does|did not|don't] <act>?``: (negated, act), else None."""
    toks = q.tokens
    if len(toks) < 4 or toks[0].low != "how" or toks[1].low != "many" or plural_count_unit(lex, toks[2]) is not unit:
        return None
    k = 3
    negated = False
    if toks[k].low in ("do", "does", "did") and k + 1 < len(toks) and toks[k + 1].low == "not":
        negated, k = True, k + 2
    elif toks[k].low in ("don't", "didn't", "doesn't"):
        negated, k = True, k + 1
    act = _act(lex, toks[k:])
    return (negated, act) if act is not None else None


def _whole_unit(lex, s: Sentence):
    """The plural count unit the first sentence counts (``N <whole>``), when it counts exactly one."""
    units = [plural_count_unit(lex, s.tokens[i + 1]) for i in range(len(s.tokens) - 1)
             if whole_count(lex, s.tokens[i], least=1)]
    units = [u for u in units if u is not None]
    return units[0] if len(units) == 1 else None


def repair_counted_doer_parts(sentences: list[Sentence], lex) -> list[Sentence]:
    """The module doc's re-spelling, or ``sentences`` themselves."""
    if len(sentences) not in (3, 4) or not sentences[-1].question or any(s.question for s in sentences[:-1]):
        return sentences
    first, part, q = sentences[0], sentences[1], sentences[-1]
    toks = part.tokens
    # speed (ADR 0541): the second sentence's own tests first (one or two tokens), the first sentence's scan of
    # every token (``_whole_unit``) only when they pass; each test is a pure look-up, and any of them failing
    # gives back ``sentences`` as before (a part unit of None is never the whole's unit, which is not None)
    if len(toks) < 4 or not whole_count(lex, toks[0], least=1):
        return sentences
    part_unit = plural_count_unit(lex, toks[1])
    if part_unit is None:
        return sentences
    unit = _whole_unit(lex, first)
    if unit is None or part_unit is not unit:
        return sentences
    # the rest: closing the part's sentence, or the third sentence of four
    rest = None
    end = len(toks)
    for j in range(2, len(toks) - 2):
        if toks[j].low == "and" and toks[j + 1].low == "the" and toks[j + 2].low == "rest":
            end = j - 1 if toks[j - 1].low == "," else j
            rest = _rest_act(lex, toks[j + 1:])
            if rest is None:
                return sentences
            break
    if len(sentences) == 4:
        if rest is not None:
            return sentences  # the rest told twice
        rest = _rest_act(lex, sentences[2].tokens)
        if rest is None:
            return sentences
    act = _act(lex, toks[2:end])
    asked = _asked(lex, q, unit)
    if act is None or asked is None or rest == act:
        return sentences
    negated, what = asked
    verb_words = [t for t in toks[2:end]]
    head = [t for t in q.tokens[:3]]
    if what == act:
        new_q = q  # the part asked (or its rest as "do not <act>"), as group_parts reads it
    elif rest is not None and what == rest:
        # the rest asked by its own act: the part's "do not", or (negated) the part itself
        tail = verb_words if negated else [_word("do"), _word("not"), *verb_words]
        new_q = Sentence(index=2, tokens=[*head, *tail], question=True)
    else:
        return sentences
    new_part = Sentence(index=1, tokens=[toks[0], _word("of"), _word("them"), *toks[2:end]], question=False)
    return [first, new_part, Sentence(index=2, tokens=new_q.tokens, question=True)]
