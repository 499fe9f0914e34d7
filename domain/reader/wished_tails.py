"""``<someone> wants to <V> …`` acted out by the question's ``after <V>ing …`` / ``after he <V>s them`` (v20, ADR 0456).

    Ann has 20 apples. She wants to eat 5 apples. How many apples will Ann have left after she eats them?      15
    Xena has 25 dollars. She wants to buy a game for 20 dollars.
    How much money will Xena have left after buying the game?                                                  5

A wish says nothing happened (wished_acts.py), so ``She wants to eat 5 apples.`` refuses as a statement. A question
that asks the holding *after* that very act supposes it done, as ``If she eats them, …`` would: the wish is then
read as the act (``She eats 5 apples.``: ``wants to`` dropped, the verb's own form kept) and the question as the
holding after it (after_tails.py). Read only when
- the question closes with ``after <V>ing …`` or ``after he|she <V>s …`` and asks in the future (``will``);
- exactly one ``want|wants|wanted to <verb>`` is in the story, that verb is the tail's, and no other word of
  wanting is in the story;
- after_tails.check_after_tail then holds (a plain holding question; the holder did V in that sentence only, of
  the asked things or the named one) and, the act being only wished, nothing of the asked things is told after
  the wish (``Tom wants to give 3 apples to Ann. He has 12 apples.``: the 12 are before the act, refused).
Anything else leaves the sentences as they were (the wish refuses as before).
"""
from __future__ import annotations

from typing import Callable

from domain.reader.after_tails import AfterTail
from domain.reader.phrases import Cursor
from domain.reader.tokens import Sentence

_WANT = frozenset({"want", "wants", "wanted"})


def act_out_wish(sentences: list[Sentence], tail: AfterTail, cursor: Callable[[Sentence], Cursor]
                 ) -> tuple[list[Sentence], AfterTail]:
    """The story with the one matching wish read as its act, and the tail marked with that sentence; both unchanged
    when the module doc's conditions fail."""
    if not tail.lemma or not sentences or "will" not in {t.low for t in sentences[-1].tokens}:
        return sentences, tail
    found = []
    for k, s in enumerate(sentences[:-1]):
        low = [t.low for t in s.tokens]
        for i, w in enumerate(low):
            if w in _WANT:
                found.append((k, i))
    if len(found) != 1:
        return sentences, tail
    k, i = found[0]
    s = sentences[k]
    if i + 2 >= len(s.tokens) or s.tokens[i + 1].low != "to" or i == 0:
        return sentences, tail
    cur = cursor(s)
    cur.pos = i + 2
    verb = cur.sense("verb")
    if verb is None or verb.entry.id != tail.lemma:
        return sentences, tail
    acted = Sentence(s.index, [*s.tokens[:i], *s.tokens[i + 2:]], s.question)
    return [*sentences[:k], acted, *sentences[k + 1:]], tail._replace(wished=s.index)
