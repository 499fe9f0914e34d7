"""A giving to each of a group whose count is told in a sentence of its own (reader v17, ADR 0363):

    Ann had 20 apples. She gave 2 apples to each friend. She has 3 friends. How many apples does Ann have now?
                                                                                                20 − 2 × 3 = 14
    Ann had 20 apples. She gave 5 apples each to her 3 friends. How many apples does Ann have left?   20 − 5 × 3 = 5

Why a module of its own: ``to each friend`` / ``to each of her friends`` names no number of friends, so the
giving has no recipient the holding machinery can use (``verb.give needs a recipient``). When the story tells how
many such members the giver has, in a whole sentence of its own (``She has 3 friends.``), the giving is the one
each_recipients.py (ADR 0304) reads with the count in place: the clause is re-spelled ``<give> away N×M
<things>`` (verb.give_away). ``gave N <things> each to [det] M <members>`` is the same giving, re-spelled alike.

Read only when: the giving is ``verb.give`` (give, gives, gave) with a whole count in digits and a run of pack units
(not money) closing the clause; the members a pack count noun, one of them (``each friend``) or all of them (``each
of [his|her|their] friends``), never the things given; the members sentence exactly ``<He|She|Name> has|had M
<members>.`` with M a whole count in digits, the only sentence that counts such members; the story names one person
only (so ``she`` and ``her`` are the giver) and ``his``/``her``/``he``/``she`` fit that name's gender when it has
one. The members sentence is left as it is (a holding of friends, asked about by nothing here). Anything else is
left as written and refuses as before.

``Each of her 3 friends gave her 5 apples.`` (``respell_each_giver``) is the converse: a counted group giving alike
to the story's one person, whose holding of the things was told before; re-spelled ``She got 15 apples.``
"""
from __future__ import annotations

from fractions import Fraction
from operator import attrgetter

from domain.reader.lexicon import one_word_verbs
from domain.reader.phrases import noun_run, things_end
from domain.reader.tokens import Sentence, Token

_LOW = attrgetter("low")

_GIVE = "verb.give"
_DETS = ("his", "her", "their")


def _word(text: str) -> Token:
    return Token(text=text, low=text.lower(), kind="word", value=None)


def _whole(tok: Token) -> bool:
    return tok.kind == "num" and tok.value is not None and tok.value.denominator == 1 and tok.value >= 1 \
        and "." not in tok.text


def _count_unit(cur, j: int, plural: bool) -> tuple[str, int] | None:
    """A pack count noun (no adjuncts) at ``j`` in the given number: (unit id, end), else None."""
    s = cur.sense("unit", j)
    if s is None or s.form != ("pl" if plural else "sg") or cur.lex.unit_by_id[s.entry.id].family != "count":
        return None
    return s.entry.id, j + s.length


def _one_person(cursors) -> tuple[str, str] | None:
    """The story's one named person (name, gender or ``x``), when every capitalised name token is that one."""
    names = set()
    gender = "x"
    for cur in cursors:
        for i, tok in enumerate(cur.sentence.tokens):
            if not tok.text[:1].isupper():
                continue  # speed (ADR 0452): a capital first, the sense after (``sense`` only fills the cursor's cache)
            s = cur.sense("name", i)
            if s is not None:
                names.add(tok.text)
                if s.entry is not None and s.entry.gender:
                    gender = s.entry.gender
    return (names.pop(), gender) if len(names) == 1 else None


def _fits(word: str, gender: str) -> bool:
    want = {"he": "m", "his": "m", "she": "f", "her": "f"}.get(word)
    return want is None or gender in ("x", want)


def _members_count(cur, person) -> tuple[str, Fraction] | None:
    """``<He|She|Name> has|had M <members>.``: (members unit, M), else None."""
    s = cur.sentence
    if s.question or cur.end != 4 or cur.words[1] not in ("has", "had"):
        return None
    first = s.tokens[0]
    if not (first.text == person[0] or first.low in ("he", "she") and _fits(first.low, person[1])):
        return None
    if not _whole(s.tokens[2]):
        return None
    got = _count_unit(cur, 3, True)
    if got is None or got[1] != cur.end:
        return None
    return got[0], s.tokens[2].value


def _first_giving(cur) -> tuple[int, int, int] | None:
    """The sentence's first one-word ``give``, a whole count in digits right after it and the things it gives:
    (verb index, count index, things end), or None (also when that first giving has no such count or things)."""
    for v in range(cur.end):
        verb = cur.sense("verb", v)
        if verb is None or verb.entry.id != _GIVE or verb.length != 1:
            continue
        n = v + 1
        if n >= cur.end or not _whole(cur.sentence.tokens[n]):
            return None
        end = things_end(cur, n + 1)
        return None if end is None else (v, n, end)
    return None


def _giving(cur, person) -> tuple[int, int, int, Fraction, str] | None:
    """The giving clause: (verb index, things start, clause end, N, members unit) with ``to each <member>`` / ``to
    each of [det] <members>`` read up to the clause end; None otherwise."""
    toks, words = cur.sentence.tokens, cur.words
    got = _first_giving(cur)
    if got is None:
        return None
    v, n, end = got
    if end >= cur.end:
        return None
    if any(w in _DETS and not _fits(w, person[1]) for w in words[end:cur.end]) \
            or v > 0 and words[v - 1] in ("he", "she") and not _fits(words[v - 1], person[1]):
        return None
    if words[end:end + 2] == ["to", "each"]:
        j = end + 2
        if j < cur.end and words[j] == "of":
            j += 1
            if j < cur.end and words[j] in _DETS:
                j += 1
            got = _count_unit(cur, j, True)
        else:
            got = _count_unit(cur, j, False)
        thing = cur.sense("unit", end - 1)
        if got is None or thing is not None and thing.entry.id == got[0]:
            return None
        return v, n, got[1], toks[n].value, got[0]
    return None


def _each_to(cur, person) -> tuple[int, int, int, Fraction, str, Fraction] | None:
    """``<give> N <things> each to [det] M <members>``: (verb index, things start, end, N, members, M), else None."""
    toks, words = cur.sentence.tokens, cur.words
    got = _first_giving(cur)
    if got is None:
        return None
    v, n, end = got
    if words[end:end + 2] != ["each", "to"]:
        return None
    j = end + 2
    if j < cur.end and words[j] in _DETS:
        if not _fits(words[j], person[1]):
            return None
        j += 1
    if j >= cur.end or not _whole(toks[j]):
        return None
    got = _count_unit(cur, j + 1, True)
    if got is None:
        return None
    return v, n, got[1], toks[n].value, got[0], toks[j].value


def _respelled(s: Sentence, v: int, n: int, things_stop: int, end: int, total: Fraction) -> Sentence:
    toks = s.tokens
    num = Token(text=str(total), low=str(total), kind="num", value=Fraction(total))
    return Sentence(index=s.index, tokens=[*toks[:v + 1], _word("away"), num, *toks[n + 1:things_stop],
                                           *toks[end:]], question=s.question)


def respell_told_members(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    """The giving re-spelled with the told count (see the module); the sentences unchanged otherwise."""
    gives = one_word_verbs(lex, _GIVE)
    for s in sentences:
        if not s.question:
            lows = list(map(_LOW, s.tokens))  # speed (ADR 0464): by ``map`` in C, no comprehension frame
            if "each" in lows and not gives.isdisjoint(lows):
                break
    else:
        # speed: only a statement with "each" is re-spelled (the text's "each" may be the question's); speed (ADR
        # 0452): and only one with a one-word giving (``_first_giving``), or no cursor is built
        return sentences
    cursors = [cursor(s) for s in sentences]
    person = _one_person(cursors)
    if person is None:
        return sentences
    out = list(sentences)
    for i, cur in enumerate(cursors):
        if cur.sentence.question or "each" not in cur.words:
            continue
        got = _each_to(cur, person)
        if got is not None:
            v, n, end, each, _, m = got
            if end == cur.end:
                out[i] = _respelled(cur.sentence, v, n, things_end(cur, n + 1), end, each * m)
            continue
        got = _giving(cur, person)
        if got is None or got[2] != cur.end:
            continue
        v, n, end, each, members = got
        counts = [c for c in (_members_count(c2, person) for c2 in cursors) if c is not None and c[0] == members]
        if len(counts) != 1:
            continue
        if sum(1 for c2 in cursors for j in range(c2.end) if (u := c2.sense("unit", j)) is not None
               and u.entry.id == members) != 2:
            continue  # the members counted or named anywhere else: which of them?
        out[i] = _respelled(cur.sentence, v, n, things_end(cur, n + 1), end, each * counts[0][1])
    return out


_GOT = {"gave": "got", "gives": "gets"}
_OBJECT = {"her": "She", "him": "He"}


def respell_each_giver(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    """``Each of her 3 friends gave her 2 apples.`` → ``She got 6 apples.`` (the members give alike to the story's
    one person; what they held is never asked here). Read only as a whole sentence: ``Each of [his|her|their|the] M
    <members> gave|gives <R> N <things>`` or ``… gave|gives N <things> to <R>``, R the story's one named person or a
    ``her``/``him`` fitting that person, M and N whole counts in digits, the members a pack count noun other than
    the things, R's holding of the things told once before (``Ann had 4 apples.``: a giving never starts R from
    nothing); the sentences unchanged otherwise."""
    if not any(not s.question and list(map(_LOW, s.tokens[:2])) == ["each", "of"] for s in sentences):
        return sentences  # speed: only a statement opening "Each of" is re-spelled
    cursors = [cursor(s) for s in sentences]
    person = _one_person(cursors)
    if person is None:
        return sentences
    out = list(sentences)
    for i, cur in enumerate(cursors):
        s = cur.sentence
        toks, words = s.tokens, cur.words
        if s.question or words[:2] != ["each", "of"]:
            continue
        j = 2
        if j < cur.end and words[j] in (*_DETS, "the"):
            if not _fits(words[j], person[1]):
                continue
            j += 1
        if j >= cur.end or not _whole(toks[j]):
            continue
        members = _count_unit(cur, j + 1, True)
        if members is None or members[1] >= cur.end or words[members[1]] not in _GOT:
            continue
        m, k = toks[j].value, members[1] + 1
        recipient = None
        if k < cur.end and (words[k] in _OBJECT or toks[k].text == person[0]):
            recipient, k = toks[k], k + 1
        if k >= cur.end or not _whole(toks[k]):
            continue
        end = things_end(cur, k + 1)
        if end is None:
            continue
        thing = cur.sense("unit", end - 1)
        if thing is None or thing.entry.id == members[0]:
            continue
        if recipient is None and words[end:end + 1] == ["to"] and end + 2 == cur.end \
                and (words[end + 1] in _OBJECT or toks[end + 1].text == person[0]):
            recipient, end = toks[end + 1], end + 2
        if recipient is None or end != cur.end:
            continue
        if recipient.low in _OBJECT and not _fits("she" if recipient.low == "her" else "he", person[1]):
            continue
        held = [c for c in cursors[:i] if (got := _members_count(c, person)) is not None and got[0] == thing.entry.id]
        if len(held) != 1:
            continue  # what R held before is never told: "R got 15" would start R from nothing (a giving does not)
        subject = _word(_OBJECT.get(recipient.low, recipient.text))
        total = toks[k].value * m
        num = Token(text=str(total), low=str(total), kind="num", value=Fraction(total))
        out[i] = Sentence(index=s.index, tokens=[subject, _word(_GOT[words[members[1]]]), num,
                                                 *toks[k + 1:things_end(cur, k + 1)], *toks[cur.end:]],
                          question=s.question)
    return out
