"""``Sam and Tom both have 5 apples.`` = ``Sam and Tom each have 5 apples.`` (v23, ADR 0546).

    Sam and Tom both have 5 apples. How many apples do they have together?                   5 + 5

both_each.py (ADR 0364) re-spells ``Both Sam and Tom have …``, ``both`` opening the sentence; said after the two
names, before the verb, ``both`` (a floating quantifier) says the same: what follows holds of each of them. The
clause reader stopped at ``and`` (``expected a verb of the pack after the subject``). Re-spelled ``each`` only when
the statement opens ``<Name> and <Name> both <verb>`` (the names as both_each.py takes them, the verb a pack verb
or has/have/had) and nothing in it says the amount is the pair's (both_each.py's words: ``together``, ``in all``,
``in total``, ``altogether``, ``each``, ``between``, ``combined``, a second ``both``); anything else is left as it
was (refused).
"""
from __future__ import annotations

from domain.reader.both_each import _HAVE, _POOLED, _name_end
from domain.reader.tokens import Sentence, Token


def repair_both_after(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    """Each ``A and B both <verb> …`` statement re-spelled ``A and B each <verb> …`` (module doc)."""
    out, changed = list(sentences), False
    for k, s in enumerate(sentences):
        if s.question or len(s.tokens) < 6:
            continue
        lows = [t.low for t in s.tokens]
        if lows.count("both") != 1 or any(w in _POOLED for w in lows if w != "both"):
            continue
        cur = cursor(s)
        a = _name_end(cur, 0)
        if a is None or a >= cur.end or cur.words[a] != "and":
            continue
        b = _name_end(cur, a + 1)
        if b is None or b + 1 >= cur.end or cur.words[b] != "both":
            continue
        if cur.words[b + 1] not in _HAVE and cur.sense("verb", b + 1) is None:
            continue
        each = Token(text="each", low="each", kind="word", value=None)
        out[k] = Sentence(index=s.index, tokens=[*s.tokens[:b], each, *s.tokens[b + 1:]], question=False)
        changed = True
    return out if changed else sentences
