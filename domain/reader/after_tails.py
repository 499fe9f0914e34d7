"""``How many <things> did|does|will <holder> have after <time>|after <V>ing the <thing>?`` (v20, ADR 0456): a holding
asked at the end of the story's last change, named by its time or its verb.

    Nick had 25 cards. He lost 6 cards on Monday. How many cards did he have after Monday?                   19
    Tiago had 80 dollars. He bought a jacket for 25 dollars.
    How many dollars did he have after buying the jacket?                                                    55
    Sam has 10 apples. He plans to eat 3 apples tomorrow. How many apples will Sam have after tomorrow?      7

The question readers left ``after …`` unread (``words left after the question``). The tail names a point of the
story; when that point is the end of every change the story tells of the holder's things, the holding then is the
holding the story ends with, and the question is read as ``How many <things> does <holder> have?`` (``did`` →
``does``: the past holding is the one after the changes, which story_order.py would otherwise ask about). The tail
is taken off the question before it is read (strip_after_tail) and the reading stands only when (check_after_tail)
- the question is a plain holding question (a named holder, the things; no time, place or source of its own);
- ``after <time>`` (a pack time phrase, the whole tail): every change of the holder's things (a gain, loss or
  transfer of them or of a kind of them, by or to the holder) is told at exactly that time, at least one is, each
  holding of them is told with no time, and nothing else (a rate, a partition …) is told of them;
- ``after <V>ing [the|a|an|his|her|their] [modifiers] <thing>``: the holder did V in one sentence only, V's events
  there include one on that thing and got nothing else (``bought a jacket … and a hat …``: before the hat?),
  and every change of the holder's asked things (and every other event of the holder) is told in that sentence or
  before it, by V within it.
- ``after he|she <V>s them|it|the <thing>`` (questions with ``will`` only): as the gerund, when the act is the
  one a wish of the holder tells (wished_tails.py) and the pronoun agrees with the holder; an act already told
  (``He gave 3 apples … will he have after he gives them?``: that one, or one more?) refuses.
Anything else refuses (``after`` a time that is not the last, a rate ``every week … after 4 weeks``, two purchases).
"""
from __future__ import annotations

from typing import Callable, NamedTuple

from domain.reader.after_doing import _gerund_verb
from domain.reader.graph import Op, Question
from domain.reader.phrases import Cursor, time_key
from domain.reader.refusals import Reason, ReaderRefusal
from domain.reader.tokens import Sentence, Token

_DETS = frozenset({"the", "a", "an", "his", "her", "their", "its"})
_CHANGES = frozenset({"gain", "lose", "transfer"})
_STATIC = frozenset({"describe", "price"})


_FRAME = frozenset({"on", "in", "at", "during", "for", "the"})


def _content(key: str) -> tuple[str, ...]:
    """A time key's words without their frame (``time.on_monday=on monday`` → ``monday``); a key with several
    times (``…|…``) or none gives () and matches nothing."""
    if not key or "|" in key:
        return ()
    return tuple(w for w in key.partition("=")[2].split() if w not in _FRAME) or (key,)


class AfterTail(NamedTuple):
    """What the question's ``after …`` named: a time key, or a verb lemma and the unit of its object (``""``: ``them``
    / ``it``); ``subject`` the pronoun of ``after he gives them``; ``wished`` the story sentence whose ``wants to``
    the tail acts out (wished_tails.py), -1 when none."""
    time: str
    lemma: str
    unit: str
    sentence: int
    subject: str = ""
    wished: int = -1


def _gerund(cur: Cursor, at: int) -> tuple[str, str] | None:
    """``buying the jacket`` from ``at`` to the end → (verb lemma, object unit), else None."""
    verb = _gerund_verb(cur, at)  # after_doing.py: the one gain or loss verb whose gerund it is
    if verb is None:
        return None
    cur.pos = at + 1
    if cur.at_end():
        return None
    if cur.words[cur.pos] in _DETS:
        cur.pos += 1
    unit = _unit_to_end(cur)
    if unit is None:
        return None
    return verb.id, unit.entry.id


def _unit_to_end(cur: Cursor):
    """``[<modifiers>] <unit>`` from ``cur.pos`` to the sentence's end → the unit's sense, else None."""
    while not cur.at_end() and cur.sense("modifier") is not None and cur.sense("unit") is None:
        cur.pos += 1
    unit = cur.sense("unit") if not cur.at_end() else None
    if unit is None or cur.pos + unit.length != cur.end:
        return None
    return unit


_SUBJECTS = {"he": "m", "she": "f"}


def _clause(cur: Cursor, at: int) -> tuple[str, str, str] | None:
    """``he gives them`` / ``she eats them`` / ``he buys the game`` from ``at`` to the end → (verb lemma, object unit or
    "", pronoun), else None."""
    if cur.words[at] not in _SUBJECTS or at + 1 >= cur.end:
        return None
    cur.pos = at + 1
    verb = cur.sense("verb")
    if verb is None or verb.entry.category not in ("positive", "negative", "construct", "destroy", "transfer_out"):
        return None
    cur.pos += verb.length
    if not cur.at_end() and cur.words[cur.pos] in ("them", "it") and cur.pos + 1 == cur.end:
        return verb.entry.id, "", cur.words[at]
    if cur.at_end() or cur.words[cur.pos] not in _DETS:
        return None
    cur.pos += 1
    unit = _unit_to_end(cur)
    if unit is None:
        return None
    return verb.entry.id, unit.entry.id, cur.words[at]


def strip_after_tail(sentences: list[Sentence], lex, cursor: Callable[[Sentence], Cursor]
                     ) -> tuple[list[Sentence], AfterTail | None]:
    """The sentences with the question's closing ``after …`` taken off (and ``did`` read ``does``), and the tail;
    the sentences unchanged and None when the question does not close so."""
    if not sentences or not sentences[-1].question:
        return sentences, None
    q = sentences[-1]
    low = [t.low for t in q.tokens]
    if low.count("after") != 1 or low[:2] != ["how", "many"] and low[:2] != ["how", "much"]:
        return sentences, None
    i = low.index("after")
    if i < 4 or i + 1 >= len(low) or "have" not in low[:i] or any(t.kind not in ("word", "num") for t in q.tokens[i:]):
        return sentences, None
    cur = cursor(q)
    cur.pos = i + 1
    s = cur.sense("time")
    tail = None
    if s is not None and i + 1 + s.length == cur.end:
        tail = AfterTail(time=time_key(lex, s, cur.words[i + 1:cur.end]), lemma="", unit="", sentence=q.index)
    else:
        got = _gerund(cur, i + 1)
        if got is not None:
            tail = AfterTail(time="", lemma=got[0], unit=got[1], sentence=q.index)
        elif "will" in low[:i] and (done := _clause(cur, i + 1)) is not None:
            tail = AfterTail(time="", lemma=done[0], unit=done[1], sentence=q.index, subject=done[2])
    if tail is None:
        return sentences, None
    toks = [Token("does", "does", "word", None) if t.low == "did" else t for t in q.tokens[:i]]
    return [*sentences[:-1], Sentence(q.index, toks, True)], tail


def _refuse(tail: AfterTail, why: str) -> ReaderRefusal:
    return ReaderRefusal(Reason.UNPARSED_QUESTION, "frame.question", sentence_index=tail.sentence,
                         token_text="after", frame="question", detail=f"'after …': {why}")


def check_after_tail(tail: AfterTail, ops: list[Op], q: Question, lex, genders: dict[str, str]) -> None:
    """Refuse unless the tail names the end of every change of the asked holding (module doc)."""
    if q.kind != "holding" or not q.entity or q.item is None or q.time or q.place or q.source or q.members:
        raise _refuse(tail, "read only after a plain holding question")
    if tail.subject and genders.get(q.entity) not in (_SUBJECTS[tail.subject], "x"):
        raise _refuse(tail, f"'{tail.subject}' is not the holder asked about")
    if tail.subject and tail.wished < 0:
        raise _refuse(tail, "'will have after he <V>s them' of an act already told: that one, or one more?")
    a, unit = q.entity, q.item.unit

    def asked(op: Op) -> bool:
        return op.item is not None and a in (op.actor, op.target, op.source) and (
            op.item.unit == unit or lex.kind_of(op.item.unit, unit) or lex.kind_of(unit, op.item.unit))

    about = [op for op in ops if asked(op) and op.kind not in _STATIC]
    if any(op.kind not in _CHANGES and op.kind != "hold" for op in about):
        raise _refuse(tail, "something other than holdings and changes told of the things")
    changes = [op for op in about if op.kind in _CHANGES]
    if not changes or any(op.kind == "hold" and op.time for op in about):
        raise _refuse(tail, "no change of the things, or a holding told at a time")
    if tail.time:
        if not _content(tail.time) or any(_content(op.time) != _content(tail.time) for op in changes):
            raise _refuse(tail, "a change of the things told at another time")
        return
    done = [op for op in ops if op.actor == a and op.lemma == tail.lemma and op.kind not in _STATIC]
    sentences = {op.sentence for op in done}
    if len(sentences) != 1 or not any(op.item is not None and op.item.unit == (tail.unit or unit) for op in done):
        raise _refuse(tail, "the verb of the tail not told once, of that thing")
    at = sentences.pop()
    if tail.unit and any(op.kind == "gain" and op.item is not None and op.item.unit != tail.unit
                         and lex.unit_by_id[op.item.unit].family not in ("money", "mass_noun_money") for op in done):
        # "bought a jacket for 25 dollars and a hat for 5 dollars. … after buying the jacket?": before the hat or not?
        raise _refuse(tail, "the tail's verb got other things in that sentence too")
    if tail.wished >= 0 and (at != tail.wished or any(op.sentence > at for op in about)):
        # "Tom wants to give 3 apples to Ann. He has 12 apples.": the holding told after the wish is before the act
        raise _refuse(tail, "the wished act is not the last thing told of the things")
    later = [op for op in ops if op.sentence > at and op.kind not in _STATIC and op.kind != "hold"
             and a in (op.actor, op.target, op.source)]
    if later or any(op.sentence == at and op.lemma != tail.lemma for op in changes) \
            or any(op.sentence > at for op in changes):
        raise _refuse(tail, "a change told after the tail's event")
