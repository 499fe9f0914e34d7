"""``Lee bought 6 fish and put them in the tank.`` (v15, ADR 0304): things got, then all of them put in a place.

``them`` after a put verb (pack category ``put``: put, place, store, stack …) joined by ``and`` to a gain clause
names exactly the things that clause got: the sentence is re-spelled before it is read (as made_with.py does),
``them`` becoming a copy of the gain's quantity (``Lee bought 6 fish and put 6 fish in the tank``), which reads as a
gain by the actor and a move of those things from the actor to the place. A gain followed in its sentence by the
same actor's put of the same amount of the same things into a place (put_them.paired_gain) is then no unplaced gain
of the place's things (comparatives.place_guard), no unsourced gain of that place (unsourced_gains.py and, for a
``There were …`` place, solver.scene_gain_guard; a ``take`` is: taken from there?), and ``more`` on it (``bought 25
more roses and put them in the vase``) is more for the place (sequence.check_more_without_base). Re-spelled only
when all hold; otherwise the sentence is left as written and refuses as before (``them`` is no quantity):

- the sentence is a statement with one ``them``, right after a put verb, right after ``and``, right before
  ``in``/``into``/``on``/``onto``/``inside``;
- the clause before ``and`` is ``<words> <gain verb> N [more] <noun run> [of <noun run>] [from <number-free
  words>]``: exactly one number in the sentence (digits, no money), a pack verb of category
  ``positive``/``construct`` right before it;
- no number after ``them`` (``put them in 2 vases`` is a partition, not read here).

A second ``them``, ``some`` (no number), two numbers (``bought 6 fish and 2 snails and put them …``: which?),
a loss before ``and`` (``sold 6 fish and put them …``) are left as written.
"""
from __future__ import annotations

from domain.reader.amounts import GAIN
from domain.reader.phrases import noun_run
from domain.reader.tokens import Sentence

_PLACE_PREPS = frozenset({"in", "into", "on", "onto", "inside"})
_PUT = "put"


def repair_put_them(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    """Each qualifying ``… <gain verb> N <things> … and <put> them in <place>`` gets ``N <things>`` for ``them``."""
    return [_repair(s, lex, cursor) or s if not s.question and any(t.low == "them" for t in s.tokens) else s
            for s in sentences]


def _repair(s: Sentence, lex, cursor) -> Sentence | None:
    words = [t.low for t in s.tokens]  # a fresh cursor ends at the sentence's end
    if words.count("them") != 1:
        return None
    k = words.index("them")
    if k < 4 or k + 1 >= len(words) or words[k - 2] != "and" or words[k + 1] not in _PLACE_PREPS:
        return None
    cur = cursor(s)  # speed (ADR 0452): built only past the word tests above
    put = cur.sense("verb", k - 1)
    if put is None or put.length != 1 or lex.verb_by_id[put.entry.id].category != _PUT:
        return None
    nums = [i for i in range(cur.end) if s.tokens[i].kind in ("num", "money") or cur.sense("number", i) is not None]
    if len(nums) != 1 or s.tokens[nums[0]].kind != "num" or nums[0] > k:
        return None
    n = nums[0]
    gain = cur.sense("verb", n - 1) if n > 0 else None
    if gain is None or lex.verb_by_id[gain.entry.id].category not in GAIN or cur.sense("unit", n - 1) is not None:
        return None
    j = n + 1
    if words[j] == "more":
        j += 1
    run = noun_run(cur, j, ("unit",))
    if run is None:
        return None
    end = run[2]
    if end < k - 2 and words[end] == "of":
        inner = noun_run(cur, end + 1, ("unit",))  # "6 bottles of milk"
        if inner is None:
            return None
        end = inner[2]
    if end != k - 2 and words[end] != "from":
        return None
    copy = [s.tokens[n], *s.tokens[j:end]]
    return Sentence(index=s.index, tokens=[*s.tokens[:k], *copy, *s.tokens[k + 1:]], question=s.question)


def paired_gain(op, ops, lex) -> bool:
    """Whether gain ``op`` is followed in its sentence by its actor's put of the same amount of the same things
    into a place (``bought 6 fish and put 6 fish in the tank``): those things went there."""
    if op.kind != "gain" or op.place or op.target or not op.amount:
        return False
    at = next((i for i, o in enumerate(ops) if o is op), None)
    if at is None:
        at = next((i for i, o in enumerate(ops) if o == op), None)  # the solver's copy of a graph op
    if at is None or at + 1 >= len(ops):
        return False
    nxt = ops[at + 1]
    return nxt.kind == "transfer" and nxt.sentence == op.sentence and nxt.actor == op.actor and nxt.item == op.item \
        and nxt.amount == op.amount and bool(nxt.target) and nxt.lemma in lex.verb_by_id \
        and lex.verb_by_id[nxt.lemma].category == _PUT


def put_into(op, ops, lex) -> str:
    """Where a paired gain's things were put (``the tank``), or "" (no paired gain). A ``take`` is never such a gain
    here: ``took 6 fish and put them in the tank`` may have taken them from the tank."""
    if op.lemma == "verb.take" or not paired_gain(op, ops, lex):
        return ""
    at = next((i for i, o in enumerate(ops) if o is op), None)
    if at is None:
        at = next(i for i, o in enumerate(ops) if o == op)
    return ops[at + 1].target
