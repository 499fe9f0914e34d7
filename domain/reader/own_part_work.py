"""Work done on a part of one's own things (v13, ADR 0261).

    Jason has 18 books and he has read 9 of them. Mary has 42 books. How many books do they have together?
                                                                                           18 + 42 = 60

Reading 9 of one's 18 books leaves all 18 where they were: the count says how much work was done on them, not what
anyone holds (performed_work.py: pack role ``perform``, ``read``, ``wash``). As a partitive it was a gain of a part
of things already there, refused. Read here as moving nothing, when
- the verb is a performed one and the object is ``N of them`` / ``N of the <things>`` / ``N of his|her <things>``
  ending the clause, by a person (he/she/a name) who is the only holder told of those things so far, with exactly
  one holding of them (no place), at least N;
- and the question asks only about holdings (a holding, a total, a sum of members) and has no word that could ask
  about the work: no form of a performed verb, ``left``, ``still``, ``not``, ``yet``, ``more``, ``remaining``
  (``How many books has he not read?`` or ``… does he still have to read?`` refuse: the story says how many he
  read, not how many he means to).
The clause becomes a ``describe`` of lemma ``fn.perform.part`` (no item, no amount) and the question is checked
afterwards (``check_own_part_work``).
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Op, Question
from domain.reader.phrases import Context, Cursor
from domain.reader.refusals import Reason, ReaderRefusal

MARK = "fn.perform.part"
_HOLDING_QUESTIONS = ("holding", "total", "members", "sole")
_AUX_DO = frozenset({"do", "does", "did"})
_WORK_WORDS = frozenset({"left", "still", "not", "n't", "yet", "more", "remaining", "unread", "finish", "finished"})


def _performed(lex, verb) -> bool:
    return any(s.cls == "fn:perform" for s in lex.senses_at([verb.forms[0]], 0))


def take_own_part_work(cur: Cursor, ctx: Context, ops: list[Op], subject: str, verb, got) -> bool:
    """``he has read 9 of them`` after ``Jason has 18 books``: moves nothing (see the module doc). False, nothing
    added, when the clause is not that form."""
    amount, item, owner = got
    if not _performed(cur.lex, verb) or item is None or owner not in ("", subject) or not cur.at_end() \
            or amount.startswith(("?", "all")) or ctx.entities.get(subject) not in ("m", "f"):
        return False
    mentions = [op for op in ops if op.item is not None and op.item.unit == item.unit]
    if len(mentions) != 1:
        return False
    held = mentions[0]
    if held.kind != "hold" or held.actor != subject or held.place or held.item != item \
            or held.amount.startswith(("?", "all")) or Fraction(held.amount) < Fraction(amount):
        return False
    ops.append(Op(kind="describe", lemma=MARK, sentence=cur.sentence.index))
    return True


def check_own_part_work(ops: list[Op], question: Question, words, lex) -> None:
    """After such work, only a question about holdings with no word that may ask about the work is answered."""
    if not any(op.kind == "describe" and op.lemma == MARK for op in ops):
        return
    performed = {w for v in lex.pack.verbs if _performed(lex, v) for f in v.forms for w in f.split()}
    # v16 (ADR 0335): ``do`` is a performed verb (``did 46 push-ups``) whose forms are also the question's
    # auxiliary: one ``do|does|did`` is that auxiliary ("How many books do they have together?"); a second is the
    # verb itself ("How many books does he have to do?") and asks about the work
    aux = [w for w in words if w in _AUX_DO]
    performed -= _AUX_DO
    if question.kind in _HOLDING_QUESTIONS and not (set(words) & (_WORK_WORDS | performed)) and len(aux) <= 1:
        return
    raise ReaderRefusal(Reason.UNSUPPORTED_FORM, "performed_work", sentence_index=question.sentence,
                        frame="question", detail="work told on a part of one's things; a question that may ask "
                                                 "about the work")
