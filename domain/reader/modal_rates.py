"""What a container can hold is not what it holds (reader v13, red team 26, ADR 0272).

    The bus has 3 seats. Each seat can hold 2 children. How many children are on the bus?      refused

``Each seat can hold 2 children`` is read as a rate per seat (rates.py: ``the rate is what one container holds
either way``), which is right when the question is about capacity too (``How many people can ride the Ferris wheel
…?``, ``How many vases would you need …?``: a modal question, or how many containers) — every such text of the
corpora asks so. A question with no modal asks what is there, and a capacity does not say the seats are full:
main answered 6. A ``per`` rate told with ``can``/``could`` right before its verb, asked about by a question with no
modal (``can``, ``could``, ``will``, ``would``) that is not a count of containers (``rate_groups``), refuses.
"""
from __future__ import annotations

from domain.reader.capacity import CAPACITY
from domain.reader.graph import Op, Question
from domain.reader.refusals import Reason, ReaderRefusal

_CAPACITY_MODALS = ("can", "could")
_QUESTION_MODALS = frozenset(("can", "could", "will", "would"))


def _modal_rate_sentence(cur) -> bool:
    """``can|could [adverbs] <verb>`` somewhere in the sentence."""
    words = cur.words
    for j, w in enumerate(words):
        if w in _CAPACITY_MODALS:
            k = j + 1
            while k < len(words) and cur.sense("fn:adverb", k) is not None:
                k += 1
            if k < len(words) and cur.sense("verb", k) is not None:
                return True
    return False


def check_modal_rates(ops: list[Op], question: Question, cursors) -> None:
    last = cursors[-1]
    if question.kind == "rate_groups" or not _QUESTION_MODALS.isdisjoint(last.words):
        return
    by_index = {c.sentence.index: c for c in cursors[:-1]}
    for op in ops:
        if op.kind != "per" or op.event == CAPACITY:
            continue  # a person's capacity per go (capacity.py) divides only that person's goals
        cur = by_index.get(op.sentence)
        if cur is None or _CAPACITY_MODALS[0] not in cur.words and _CAPACITY_MODALS[1] not in cur.words:
            continue
        if _modal_rate_sentence(cur):
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "rate", sentence_index=last.sentence.index,
                                frame="question.capacity",
                                detail="a rate of what a container can hold, asked as what is there (are they full?)")
