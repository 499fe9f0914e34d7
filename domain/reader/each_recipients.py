"""``He gave 4 fish to each of his 3 cousins.`` / ``He gave 3 apples each to Tom and Ann.`` (v15, ADR 0304).

Words after a complete giving clause that name several recipients, each getting the same amount:

- ``<give> N <things> to each of [the|his|her|their|my|our|your] M <members>`` closing the clause (the sentence's
  end, or ``,`` before a question's main clause: ``If he gives 5 apples to each of his 2 friends, how many …``):
  the giver gives N × M things in all, and the clause is re-spelled ``<give> away N×M <things>`` (a plain giving
  away, verb.give_away), which every older form reads. The members are not kept: a question about them (``How
  many fish did each cousin get?``) finds nobody and refuses;
- ``<give> N <things> each to A and B`` / ``each to A, B and C`` (names of the pack, capitalised, nothing after
  the last): re-spelled ``<give> N <things> to A and N <things> to B …``, one giving to each.

Only ``verb.give`` forms (give, gives, gave, given); N and M whole numbers written in digits (no money, no
``some``); the things a noun run of pack units (``4 fish``, ``3 bags of apples``). Anything else — ``to each of
her friends`` (how many?), ``to each friend``, words after the members, a second number in the things — is left as
written and refuses as before. The re-spelling runs only after every whole-text form has declined the text, so a
text the whole-text form each_of_gifts.py reads (ADR 0283, it keeps the members) reads exactly as before.
"""
from __future__ import annotations

from fractions import Fraction
from operator import attrgetter

from domain.reader.lexicon import one_word_verbs
from domain.reader.phrases import noun_run, things_end
from domain.reader.tokens import Sentence, Token

_GIVE = "verb.give"
_LOW = attrgetter("low")
_DETS = frozenset({"the", "his", "her", "their", "my", "our", "your"})


def respell_each_recipients(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    """Each qualifying giving to each of M members or each to several names, re-spelled (see the module)."""
    out = []
    for s in sentences:
        got = None
        if "each" in map(_LOW, s.tokens):  # speed (ADR 0452): the words by ``map`` in C, no generator
            got = _respell(s, lex, cursor)
        out.append(got or s)
    return out


def _word(text: str) -> Token:
    return Token(text=text, low=text.lower(), kind="word", value=None)



def _closes(s: Sentence, cur, i: int) -> bool:
    """The clause ends at ``i``: the sentence's end, or (a question's premise) a comma."""
    if i >= cur.end:
        return not s.question
    return cur.words[i] == "," and s.question


def _respell(s: Sentence, lex, cursor) -> Sentence | None:
    gives = one_word_verbs(lex, _GIVE)
    if gives.isdisjoint(map(_LOW, s.tokens)):
        return None  # speed (ADR 0452): no one-word giving in the sentence, no cursor built (the loop finds none)
    cur = cursor(s)
    toks, words = s.tokens, cur.words
    for v in range(cur.end - 4):
        if words[v] not in gives:
            continue  # speed (ADR 0452): no one-word giving here (``sense`` below would only fill the cache)
        verb = cur.sense("verb", v)
        if verb is None or verb.entry.id != _GIVE or verb.length != 1:
            continue
        n = v + 1
        if words[n:n + 2] == ["each", "of"]:
            got = _each_of_first(s, cur, v)  # v16: "gave each of his 3 sons 4 apples" (ADR 0339)
            return got
        if toks[n].kind != "num" or toks[n].value is None or toks[n].value.denominator != 1 or toks[n].value < 1 \
                or "." in toks[n].text:
            return None
        end = things_end(cur, n + 1)
        if end is None or end + 2 >= cur.end:
            return None
        if words[end:end + 3] == ["to", "each", "of"]:
            j = end + 3
            if words[j] in _DETS:
                j += 1
            if j >= cur.end or toks[j].kind != "num" or toks[j].value is None or toks[j].value.denominator != 1 \
                    or toks[j].value < 1 or "." in toks[j].text:
                return None
            members = noun_run(cur, j + 1, ("unit", "person"))
            if members is None or not _closes(s, cur, members[2]):
                return None
            total = toks[n].value * toks[j].value
            num = Token(text=str(total), low=str(total), kind="num", value=Fraction(total))
            new = [*toks[:n], _word("away"), num, *toks[n + 1:end], *toks[members[2]:]]
            return Sentence(index=s.index, tokens=new, question=s.question)
        if words[end:end + 2] == ["each", "to"]:
            names, j = [], end + 2
            while j < cur.end and cur.sense("name", j) is not None and toks[j].text[:1].isupper() \
                    and cur.sense("poss", j + 1) is None:
                names.append(toks[j])
                j += 1
                if j < cur.end and words[j] == "and" and len(names) >= 1:
                    j += 1
                    continue
                if j < cur.end and words[j] == ",":
                    j += 1
                    continue
                break
            if len(names) < 2 or words[j - 1] in ("and", ",") or not _closes(s, cur, j) \
                    or words[end + 2:j].count("and") != 1 or words[j - 2] != "and":
                return None
            thing = list(toks[n:end])
            new = list(toks[:n])
            for k, name in enumerate(names):
                if k:
                    new.append(_word("and"))
                new.extend([*thing, _word("to"), name])
            new.extend(toks[j:])
            return Sentence(index=s.index, tokens=new, question=s.question)
        return None
    return None


def _whole(tok: Token) -> bool:
    """A count written in digits: a whole number of at least 1."""
    return tok.kind == "num" and tok.value is not None and tok.value.denominator == 1 and tok.value >= 1 \
        and "." not in tok.text


def _each_of_first(s: Sentence, cur, v: int) -> Sentence | None:
    """v16 (ADR 0339): ``<give> each of [det] M <members> N <things>`` closing the clause, the recipients before
    the things (``Sam gave each of his 3 sons 4 apples.``): re-spelled ``<give> away N×M <things>`` as the
    ``to each of`` form is. The same limits: digits, whole numbers, pack units, nothing after the things."""
    toks, words = s.tokens, cur.words
    j = v + 3
    if j < cur.end and words[j] in _DETS:
        j += 1
    if j >= cur.end or not _whole(toks[j]):
        return None
    members = noun_run(cur, j + 1, ("unit", "person"))
    if members is None or members[2] >= cur.end:
        return None
    n = members[2]
    if not _whole(toks[n]):
        return None
    end = things_end(cur, n + 1)
    if end is None or end == n + 1 or not _closes(s, cur, end):
        return None
    total = toks[n].value * toks[j].value
    num = Token(text=str(total), low=str(total), kind="num", value=Fraction(total))
    new = [*toks[:v + 1], _word("away"), num, *toks[n + 1:]]
    return Sentence(index=s.index, tokens=new, question=s.question)
