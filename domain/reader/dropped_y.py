"""``The put the bears onto shelves`` (v9, ADR 0142): a sentence that opens with ``The`` and a verb.

MultiArith writes ``They put …`` as ``The put …`` (toy store and coloring book families). An article
cannot be followed by a finite verb, and the one sentence subject the words can be is ``They``. Read so
only when all of these hold; otherwise the sentence is left as written (and refuses as before):

- it is not the first sentence, and an earlier sentence used ``they`` (the pronoun the repaired word
  becomes, so its antecedent is whatever the reader already binds ``they`` to — and ambiguity still refuses);
- the word after ``The`` is a pack verb form and nothing else the pack could read after an article (no
  thing, place, person, modifier or name sense), and the word after that is a determiner, possessive or
  number, so ``The put`` cannot begin a noun phrase.

Nothing else is guessed: ``Te put``, ``The  putting`` or ``Then put`` stay as they are.
"""
from __future__ import annotations

from domain.reader.tokens import Sentence, Token

_NOUNISH = ("unit", "place", "person", "modifier", "name", "activity", "time")


def repair_dropped_y(sentences: list[Sentence], cursor) -> list[Sentence]:
    """Each qualifying ``The <verb>`` opening becomes ``They <verb>``; ``cursor(sentence)`` tags a sentence."""
    out: list[Sentence] = []
    seen_they = False
    for s in sentences:
        toks = s.tokens
        if seen_they and s.index > 0 and len(toks) > 2 and toks[0].low == "the" and toks[1].kind == "word":
            cur = cursor(s)
            senses = cur.senses(1)
            classes = {x.cls.split(":")[0] for x in senses}
            follows = cur.sense("fn:determiner", 2) or cur.sense("fn:possessive", 2) or cur.sense("num", 2) \
                or cur.sense("number", 2)
            if cur.sense("verb", 1) is not None and not classes & set(_NOUNISH) and not any(
                    x.cls.startswith("fn:") for x in senses) and follows is not None:
                s = Sentence(index=s.index, tokens=[Token(text="They", low="they", kind="word", value=None),
                                                    *toks[1:]], question=s.question)
        if any(t.low == "they" for t in s.tokens):
            seen_they = True
        out.append(s)
    return out
