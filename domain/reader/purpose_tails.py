"""``Rick has 30 chairs to set up.`` / ``Sam needs 100 stamps to fill his album.`` / ``Felix has 39 crayons to put
into 3 equal boxes.`` (v23, ADR 0543): a purpose after a complete clause.

A complete clause stopped at ``to`` (``words left after a complete clause``). closing_purpose.py (ADR 0392) drops a
bare ``to <verb>`` closing the statement after the things of a getting, using or holding verb. Two more shapes are
read here, once every whole-text form has declined the text:

1. **A purpose that changes no amount**, with a particle or an object, or after ``need``:
   ``<verb> N <things> to <base verb> [up|away|out|down|off] [<det> <plain words>]`` closing the statement, the
   first verb a pack verb of the categories positive, construct, negative, destroy or observe, or ``need``;
   ``<det>`` one of his, her, their, its, my, our, your, the (never ``a`` / ``an`` / a number: ``to bake a cake``
   counts cakes). The purpose is dropped: ``Sam needs 100 stamps.`` A question closing with the very same purpose
   (``How many more stamps does he need to fill his album?``) drops it too. Only when the purpose's own words (its
   verb in any form, particle, object words) occur nowhere else in the text but in the same purpose: ``has 30
   chairs to set up. He set up 12 chairs.`` (what is left to set up?) keeps its words and refuses as before.
2. **Things held to be put equally into groups**, re-spelled into the form held_to_share.py reads (ADR 0304):
   ``<subject> has|had N <things> to <put|place|pack|plant|sort|arrange> equally|evenly in|into|among|between M
   <members>`` or ``… to <verb> in|into M equal <members>`` → ``… to share equally among M <members>``. The
   equal shares must be said (``equally``, ``evenly`` or ``equal``, exactly one of them): ``to put into 3 boxes``
   says nothing of how many go in each and keeps its words. held_to_share.py then asks all of its own guards (a
   question with ``each``, the story's last statement, whole numbers, an exact split).
"""
from __future__ import annotations

from domain.reader.phrases import noun_run, things_end
from domain.reader.tokens import Sentence, Token

_CATEGORIES = frozenset({"positive", "construct", "negative", "destroy", "observe"})
_PARTICLES = frozenset({"up", "away", "out", "down", "off"})
_DETS = frozenset({"his", "her", "their", "its", "my", "our", "your", "the"})
_EXTRA_BASE = frozenset({"set", "fill", "finish", "complete"})
"""Base verbs of a purpose the pack tags otherwise (``set``: a unit; ``fill``: a container word)."""
_OBJECT_STOP = frozenset({"a", "an", "each", "every", "all", "some", "more", "of", "and", "or", "to", "with", "in",
                          "into", "on", "for", "from", "than", "them", "it", "they", "equally", "evenly", "among",
                          "between", "left", "rest", "other", "others", "another", "half", "twice", "times"})
_HAVE = frozenset({"has", "had"})
_PUTTING = frozenset({"put", "place", "pack", "plant", "sort", "arrange"})
_EQUAL_ADV = frozenset({"equally", "evenly"})
_INTO = frozenset({"in", "into", "among", "between"})


def _word(text: str) -> Token:
    return Token(text=text, low=text, kind="word", value=None)


def _whole(t: Token) -> bool:
    return t.kind == "num" and t.value is not None and t.value.denominator == 1 and t.value >= 1 and "." not in t.text


def respell_purpose_tails(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    """The sentences with each purpose of the module read as it says; the others as they are."""
    out = list(sentences)
    dropped: list[tuple[str, ...]] = []
    for i, s in enumerate(sentences):
        if s.question or "to" not in (t.low for t in s.tokens):
            continue
        cur = cursor(s)
        got = _equal_groups(s, cur)
        if got is not None:
            out[i] = got
            continue
        cut = _purpose_start(s, lex, cur)
        if cut is None:
            continue
        purpose = tuple(cur.words[cut:])
        if not _only_here(sentences, lex, cursor, purpose):
            continue
        out[i] = Sentence(index=s.index, tokens=list(s.tokens[:cut]), question=False)
        dropped.append(purpose)
    if dropped:
        q = out[-1]
        if q.question:
            lows = tuple(t.low for t in q.tokens)
            for purpose in dropped:
                if len(lows) > len(purpose) + 3 and lows[-len(purpose):] == purpose:
                    out[-1] = Sentence(index=q.index, tokens=list(q.tokens[:-len(purpose)]), question=True)
                    break
    return out


def _base_verb(lex, cur, i: int) -> str | None:
    """The id (or the word) of the base-form verb at ``i``, or None."""
    w = cur.words[i]
    if w in _EXTRA_BASE:
        return w
    verb = cur.sense("verb", i)
    if verb is None or verb.length != 1 or verb.entry.id.split(".", 1)[1] != w:
        return None
    return verb.entry.id


def _purpose_start(s: Sentence, lex, cur) -> int | None:
    """The index of the closing purpose's ``to`` (shape 1 of the module), or None."""
    toks, words, end = s.tokens, cur.words, cur.end
    for n in range(1, end - 2):
        tok = toks[n]
        if tok.kind not in ("num", "money") or tok.value is None or tok.value <= 0:
            continue
        if cur.sense("fn:need", n - 1) is None:
            verb = cur.sense("verb", n - 1)
            if verb is None or verb.length != 1 or lex.verb_by_id[verb.entry.id].category not in _CATEGORIES:
                continue
        if n >= 2 and words[n - 2] == "to":
            return None  # "wants to buy 3 books to …": a wanted act, not this form
        j = n + 1 if tok.kind == "money" else things_end(cur, n + 1)
        if j is None or j + 1 >= end or words[j] != "to" or _base_verb(lex, cur, j + 1) is None:
            return None
        k = j + 2
        if k < end and words[k] in _PARTICLES:
            k += 1
        if k < end:
            if words[k] not in _DETS or k + 1 >= end or end - (k + 1) > 2:
                return None
            for m in range(k + 1, end):
                if toks[m].kind != "word" or words[m] in _OBJECT_STOP or words[m] in _DETS \
                        or cur.sense("num", m) is not None:
                    return None
        if k == j + 2 and cur.sense("fn:need", n - 1) is None:
            return None  # a bare "to <verb>" after a getting verb: closing_purpose.py's own form
        return j
    return None


def _only_here(sentences: list[Sentence], lex, cursor, purpose: tuple[str, ...]) -> bool:
    """Whether the purpose's own words occur nowhere in the text but in that very purpose (module doc)."""
    own = {w for w in purpose[1:] if w not in _DETS}
    verb_word = purpose[1]
    n = len(purpose)
    for s in sentences:
        cur = cursor(s)
        words = cur.words
        skip: set[int] = set()
        for at in range(len(words) - n + 1):
            if tuple(words[at:at + n]) == purpose:
                skip.update(range(at, at + n))
        for i, w in enumerate(words):
            if i in skip:
                continue
            if w in own or w.startswith(verb_word) and len(verb_word) >= 3:
                return False
            verb = cur.sense("verb", i)
            if verb is not None and verb.entry.id.split(".", 1)[1] == verb_word:
                return False
    return True


def _equal_groups(s: Sentence, cur) -> Sentence | None:
    """``has N <things> to put into M equal <members>`` → ``… to share equally among M <members>`` (shape 2)."""
    toks, w, end = s.tokens, cur.words, cur.end
    for h in range(1, end - 5):
        if w[h] not in _HAVE or not _whole(toks[h + 1]):
            continue
        j = things_end(cur, h + 2)
        if j is None or j + 4 > end or w[j] != "to" or w[j + 1] not in _PUTTING:
            return None
        k = j + 2
        adverb = k < end and w[k] in _EQUAL_ADV
        if adverb:
            k += 1
        if k >= end or w[k] not in _INTO:
            return None
        k += 1
        if k >= end or not _whole(toks[k]):
            return None
        count = k
        k += 1
        adjective = k < end and w[k] == "equal"
        if adjective:
            k += 1
        if adverb == adjective:
            return None  # the equal shares said once: neither (how many in each?) nor twice
        members = noun_run(cur, k, ("unit", "person"))
        if members is None or members[2] != end:
            return None
        new = [*toks[:j + 1], _word("share"), _word("equally"), _word("among"), toks[count], *toks[k:]]
        return Sentence(index=s.index, tokens=new, question=s.question)
    return None
