"""A question that counts one verb's events beside later gains of the same things by another verb (red team 21).

``Tom caught 20 fish. He landed 8 more fish. How many fish did Tom catch?`` was answered 20: the question
sums the events of ``catch`` only, and ``land`` is a plain gain in the pack. But a verb of gaining may be the
asked action under another name (to land a fish is to catch it; to gather or collect may be to pick), and the
pack holds no synonymy between verbs, so which of the later gains the asked verb covers is not told by the
text the reader can check. Reads nothing; refuses (``event_binding``) a verb-filtered event question when the
asked holder, after a matching event, gains the asked item again by another verb. A gain told before the
asked action (``had found 3 … then picked 5``), gains by the asked verb only, and transfers from a named
giver (``Sam gave her 27``: not an action of the asker) are left as they were.
"""
from __future__ import annotations

from domain.reader.graph import Question
from domain.reader.refusals import Reason, ReaderRefusal


def check_other_verb_gains(q: Question, hits, events, covers) -> None:
    """Refuse when a gain of the asked item by another verb of the asked holder follows an asked event."""
    if not q.lemma.startswith("verb.") or not q.entity:
        return
    first = min(op.sentence for op, _, _ in hits)
    for op, key, _ in events:
        # only the asked holder's own gains of the asked item, told after the first asked event
        if op.kind == "gain" and op.actor == q.entity and op.lemma != q.lemma and op.sentence > first \
                and not op.source and covers(q.item, key):
            raise ReaderRefusal(
                Reason.AMBIGUOUS_REFERENCE, "event_binding", sentence_index=q.sentence, frame="solver",
                detail=f"{q.item.unit} asked as {q.lemma} beside a later gain by {op.lemma}: the same action?")
