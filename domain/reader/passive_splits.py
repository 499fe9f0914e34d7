"""``54 students are split into 9 equal groups.`` / ``120 eggs are put into cartons of 12.`` (v20, ADR 0454): a
counted pool split in the passive as the story's opening sentence.

    54 students are split into 9 equal groups. How many students are in each group?     6
    54 students are split into groups of 6. How many groups are there?                  9
    120 eggs are put into cartons of 12. How many cartons are used?                     10

A clause that starts with a number is read by passives.py as a gain or a loss (``3 more are added``); a splitting
verb there stopped it (``expected a gain or loss verb in the passive``). The sentence says two things the reader
already takes in two sentences: that there are N of the things, and that all of them are split — ``There are 54
students. The students are split into 9 equal groups.`` (the passive partition of partitions.py, ADR 0115: all
the things named, by their one holder). Re-spelled so, and read (or refused) by those readings exactly as the
two sentences would be.

Re-spelled only when the sentence is the first of the text and is the whole clause ``N <things> are|were
<verb> [equally|evenly] into|among|between …`` with N a whole number (digits or a pack number word), the things a
plural count noun and the verb a splitting verb of the pack (category divide, put or hand out), and the parts
are told equal: ``equally``/``evenly``, ``equal`` (``9 equal groups``) or a told size (``groups of 6``). A passive
names no one who shares: ``24 cookies are shared among 6 children`` or ``are put into 9 buses`` does not say the
shares are equal (the children may have shared them out as they liked), and refuses as before. Anything else is
left as written: a later sentence (``Sam has 3 bags. 54 students are split …``: are they more things, or some
of his?), no number, ``N more``, a money amount, another verb. What the partition readers refuse (``5 equal
teams``, ``with an equal number in each vase``) still refuses.
"""
from __future__ import annotations

from domain.reader.counted_words import whole_count
from domain.reader.tokens import Sentence, Token
from domain.reader.worded_group_prices import one_word_sense

_SPLIT_CATEGORIES = frozenset({"divide", "put", "transfer_out"})
_PREPS = frozenset({"into", "among", "between"})


def _word(text: str) -> Token:
    return Token(text, text.lower(), "word", None)


def _split(lex, s: Sentence) -> list[Sentence] | None:
    toks = s.tokens
    if s.question or len(toks) < 6 or not whole_count(lex, toks[0]) or toks[2].low not in ("are", "were"):
        return None
    unit, form = one_word_sense(lex, toks[1].low, "unit") if toks[1].kind == "word" else (None, "")
    if unit is None or form != "pl" or unit.family != "count" or not unit.discrete:
        return None
    verb, _ = one_word_sense(lex, toks[3].low, "verb") if toks[3].kind == "word" else (None, "")
    if verb is None or verb.category not in _SPLIT_CATEGORIES:
        return None
    k = 4
    if toks[k].low in ("equally", "evenly"):
        k += 1
    if k >= len(toks) or toks[k].low not in _PREPS:
        return None
    if any(t.kind == "word" and t.low in ("and", "but", "then") for t in toks[k:]):
        return None  # one clause only
    rest = [t.low for t in toks[k + 1:]]
    equal = toks[4].low in ("equally", "evenly") or "equal" in rest \
        or (len(rest) >= 3 and rest[1] == "of" and toks[k + 3].kind == "num")
    if not equal:
        return None  # "24 cookies are shared among 6 children": by whom, and in equal shares? Not said
    count = toks[0] if toks[0].kind == "num" else _word(toks[0].low)
    there = Sentence(index=0, tokens=[_word("There"), _word(toks[2].low), count, toks[1]],
                     question=False)
    split = Sentence(index=1, tokens=[_word("The"), toks[1], *toks[2:]], question=False)
    return [there, split]


def repair_passive_splits(sentences: list[Sentence], lex) -> list[Sentence]:
    """The module doc's re-spelling of the opening sentence, or ``sentences`` themselves."""
    if not sentences:
        return sentences
    got = _split(lex, sentences[0])
    if got is None:
        return sentences
    return [*got, *(Sentence(index=i + 2, tokens=s.tokens, question=s.question)
                    for i, s in enumerate(sentences[1:]))]
