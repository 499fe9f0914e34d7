"""``3 friends each have 4 apples.`` / ``Three friends have 5 apples each.`` (v22, ADR 0510): a counted group
opening the story, every member holding the same told amount.

    3 friends each have 4 apples. How many apples do the friends have in all?        3 × 4 = 12
    Three friends have 5 apples each. How many apples do they have in all?           3 × 5 = 15

A clause that starts with a number is read by passives.py as a gain or a loss (``3 more are added``); an active
``have`` there stopped it (``a clause starting with a number must be passive``). The sentence says two things the
reader already takes in two sentences: that there are N of the members, and that each of them holds the amount —
``There are 3 friends. Each friend has 4 apples.`` Re-spelled so, and read (or refused) by those readings exactly
as the two sentences would be; this module decides nothing else.

Re-spelled only when the sentence is one of the story's opening sentences (every sentence before it re-spelled by
this same rule, so a list of groups ``Five boys each have 7 marbles. Four girls each have 9 marbles.``, each group of another noun; a group
told after someone else's holding may or may not include them, and is left as written) and is the whole clause
``N <members> each have|had <rest>`` or ``N <members> have|had <rest> each``: N a whole count of 2 or more (digits
or a one-word pack number word), the members one plural count noun of the pack, the rest one clause (no ``and``,
``but``, ``then``, ``,``, ``each``, ``both``, ``together``, ``all``) beginning with a number. ``have`` becomes
``There are … Each <member> has``, ``had`` ``There were … Each <member> had``. Anything else — ``has`` after a plural,
``3 friends have 12 apples`` (together or each? not said), ``3 more friends``, a money count, a second clause — is
left as written and refuses as before.
"""
from __future__ import annotations

from domain.reader.counted_words import plural_count_unit, whole_count
from domain.reader.tokens import Sentence, Token

# ADR 0510: words that would give the re-spelled clause another scope than one member's holding
_NOT_IN_REST = frozenset({"and", "but", "then", ",", "each", "both", "together", "all", "altogether", "total",
                          "between", "among", "more", "than", "as"})


def _word(text: str) -> Token:
    return Token(text, text.lower(), "word", None)


def _split(lex, s: Sentence, index: int) -> list[Sentence] | None:
    toks = s.tokens
    if s.question or len(toks) < 5 or not whole_count(lex, toks[0]):
        return None
    unit = plural_count_unit(lex, toks[1])
    if unit is None:
        return None
    if toks[2].low == "each" and toks[3].low in ("have", "had"):  # "3 friends each have 4 apples"
        verb, rest = toks[3], toks[4:]
    elif toks[2].low in ("have", "had") and toks[-1].low == "each":  # "Three friends have 5 apples each"
        verb, rest = toks[2], toks[3:-1]
    else:
        return None
    if not rest or rest[0].kind not in ("num", "money") and not whole_count(lex, rest[0]) and rest[0].low not in (
            "a", "an", "one"):
        return None  # the amount each holds is told first
    if any(t.low in _NOT_IN_REST or t.kind == "punct" for t in rest):
        return None  # one clause, one member's holding only
    present = verb.low == "have"
    count = toks[0] if toks[0].kind == "num" else _word(toks[0].low)
    there = Sentence(index=index, tokens=[_word("There"), _word("are" if present else "were"), count, toks[1]],
                     question=False)
    each = Sentence(index=index + 1, tokens=[_word("Each"), _word(unit.singular),
                                             _word("has" if present else "had"), *rest], question=False)
    return [there, each]


def repair_counted_each_holdings(sentences: list[Sentence], lex) -> list[Sentence]:
    """The module doc's re-spelling of the story's opening sentences, or ``sentences`` themselves."""
    out: list[Sentence] = []
    members: set[str] = set()
    i = 0
    while i < len(sentences):
        got = _split(lex, sentences[i], len(out))
        if got is None:
            break
        unit = plural_count_unit(lex, sentences[i].tokens[1])
        if unit.id in members:
            return sentences  # ADR 0510: the same members counted twice (the same friends, or others?)
        members.add(unit.id)
        out.extend(got)
        i += 1
    if not out:
        return sentences
    return [*out, *(Sentence(index=len(out) + j, tokens=s.tokens, question=s.question)
                    for j, s in enumerate(sentences[i:]))]
