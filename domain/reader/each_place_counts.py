"""``8 students sit at each table.``: counted things as the subject, at each of some counted places (reader v18,
ADR 0390).

    An art class has 8 tables. 8 students sit at each table. How many students are in the art class?     64
    There are 5 tables in the room. 4 chairs are at each table. How many chairs are in the room?           20

A clause opening with a number is read as a passive, a departure, an arrival or a counted group (passives.py);
``4 chairs are at each table`` is none of them and stopped at ``at`` (``expected a gain or loss verb in the
passive``), ``8 students sit at each table`` at ``sit``. Both say what ``There are 4 chairs at each table.`` /
``There are 8 students at each table.`` say — a number per table, which the scene statement reads (with every
guard of its own) — and the sentence is re-spelled so.

Re-spelled only when a statement is exactly ``<N> <things> is|are|was|were|sit(s)|sat|stand(s)|stood at|in|on
each|every <container>``: a whole number, a plural count-noun run (no ``more``: more than which?), the container
one noun counted in an earlier sentence (``… has 8 tables``, ``There are 5 tables``) — told first, the rate has
its containers to be per: ``5 apples are in each box. There are 3 boxes.`` is left as it was (v6 numsubj test).
The tense of the verb is kept (``sat`` → ``There were``). Anything after the container is not re-spelled.
"""
from __future__ import annotations

from domain.reader.phrases import noun_run
from domain.reader.tokens import Sentence, Token

_VERBS = {"is": "is", "are": "are", "was": "was", "were": "were", "sit": "are", "sits": "is", "sat": "were",
          "stand": "are", "stands": "is", "stood": "were"}
"""The verb of the clause → the ``be`` of the re-spelled ``There <be> …`` (the same number and tense)."""
_PREPS = ("in", "at", "on")
_EACH = ("each", "every")


def _whole_count(cur, i: int) -> bool:
    tok = cur.tokens[i]
    if tok.kind == "num":
        return tok.value is not None and tok.value.denominator == 1 and tok.value > 0 and "." not in tok.text
    return cur.sense("number", i) is not None and cur.sense("fn:ordinal", i) is None


def _counted_before(earlier, unit_id: str) -> bool:
    """Some earlier sentence counts that unit: a number right before a noun run headed by it."""
    for cur in earlier:
        for i in range(cur.end - 1):
            if not _whole_count(cur, i):
                continue
            got = noun_run(cur, i + 1, ("unit",))
            if got is not None and got[1].entry.id == unit_id:
                return True
    return False


def respell_each_place_counts(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    """Every statement ``<N things> are|sit at each <container>`` after the container was counted, re-spelled
    ``There are <N things> at each <container>``."""
    for s in sentences[1:]:
        toks = s.tokens
        if not s.question and len(toks) >= 5 and toks[-2].low in _EACH and toks[-3].low in _PREPS \
                and toks[-4].low in _VERBS:
            break
    else:
        return sentences  # speed (ADR 0452): no statement ends ``<verb> <prep> each <container>`` (``_respell``)
    out = list(sentences)
    changed = False
    cursors = []
    for k, s in enumerate(sentences):
        cur = cursor(s)
        if k and not s.question and s.tokens and s.tokens[0].kind in ("num", "word"):
            got = _respell(s, cur, cursors)
            if got is not None:
                out[k] = got
                changed = True
        cursors.append(cur)
    return out if changed else sentences


def _counted_plural(cur) -> int | None:
    """Where ``N <things>`` opening the sentence ends (a whole count, no ``more``, a plural noun), else None."""
    if not _whole_count(cur, 0) or cur.sense("fn:more", 1) is not None:
        return None
    got = noun_run(cur, 1, ("unit",))
    if got is None or got[1].form != "pl":
        return None
    return got[2]


def _respell(s: Sentence, cur, earlier) -> Sentence | None:
    w = cur.words
    i = _counted_plural(cur)  # the verb
    if i is None:
        return None
    if i + 4 != cur.end or w[i] not in _VERBS or w[i + 1] not in _PREPS or w[i + 2] not in _EACH:
        return None
    box = cur.sense("unit", i + 3)
    if box is None or box.length != 1 or not _counted_before(earlier, box.entry.id):
        return None
    be = _VERBS[w[i]]
    there = Token(text="There", low="there", kind="word", value=None)
    verb = Token(text=be, low=be, kind="word", value=None)
    first = s.tokens[0]
    if first.kind == "word":  # "Four chairs …": the number word no longer opens the sentence
        first = Token(text=first.low, low=first.low, kind=first.kind, value=first.value)
    new = [there, verb, first, *s.tokens[1:i], *s.tokens[i + 1:]]
    return Sentence(index=s.index, tokens=new, question=False)


_POSTURES = {"sat": ("were", "sitting"), "sit": ("are", "sitting"), "sits": ("is", "sitting"),
             "swam": ("were", "swimming"), "swim": ("are", "swimming"), "swims": ("is", "swimming")}
"""A simple-tense verb of where counted things are → the ``be`` and the pack activity of its progressive."""


def respell_postures(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    """``4 storks [also] sat on the roof.`` → ``4 storks were sitting on the roof.``: the counted group's state
    (groups.py), which says where they are in the progressive only; every guard of that state applies (a place
    that may hold them already, things someone holds, ``more``). ``also`` says only that they are told beside
    others, which the state's own guards judge; it is dropped. Not before ``each|every`` (a rate, above)."""
    out = list(sentences)
    changed = False
    for k, s in enumerate(sentences):
        if s.question or not s.tokens or s.tokens[0].kind not in ("num", "word"):
            continue
        if _POSTURES.keys().isdisjoint([t.low for t in s.tokens]):
            continue  # speed (ADR 0452): no posture verb in the sentence (``_respell_posture``), no cursor built
        got = _respell_posture(s, cursor(s))
        if got is not None:
            out[k] = got
            changed = True
    return out if changed else sentences


def _respell_posture(s: Sentence, cur) -> Sentence | None:
    w = cur.words
    i = _counted_plural(cur)
    if i is None:
        return None
    also = i < cur.end and w[i] == "also"
    v = i + 1 if also else i
    if v + 2 >= cur.end or w[v] not in _POSTURES or w[v + 1] not in _PREPS or w[v + 2] in _EACH:
        return None
    be, act = _POSTURES[w[v]]
    new = [*s.tokens[:i], Token(text=be, low=be, kind="word", value=None),
           Token(text=act, low=act, kind="word", value=None), *s.tokens[v + 1:]]
    return Sentence(index=s.index, tokens=new, question=False)
