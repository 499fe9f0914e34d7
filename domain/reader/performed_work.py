"""Verbs of work done on things (v12): ``Mrs. Hilt reads 5 books a day. How many books does she read in 3
days?`` / ``Tom read 21 pages yesterday. Today, he read 17 pages. How many pages did Tom read?``

Reading a book (or washing a car) leaves the book where it was: the count says how much work was done, not
what anyone holds. The pack files such verbs with the ``construct`` ones so that their clauses, rates and
event questions read as any counted act does (``read 21 pages``, ``reads 5 books a day``, ``How many pages did
they read?``), and marks them with the function role ``perform`` on their first word. Read as a holding,
though, ``Tom has 5 books. He reads 2 books. How many books does Tom have?`` would answer 7 (he has 5).

So once a text tells such work, the only questions answered are those about that work itself: an event
question (``How many … did <E> read``, ``How many more … did Tom read than Ann``) whose verb is the performed
one. Any other question — a holding, a total over the story, a question about another verb's events (is a
book read also one bought?) — refuses.
"""
from __future__ import annotations

from domain.reader.graph import Op, Question
from domain.reader.refusals import Reason, ReaderRefusal

_WORK_QUESTIONS = ("event", "passive", "event_difference", "rate_times", "goal_gap",
                   "timed_difference")  # v15: "How many more pages did Jenny read on Monday than on Tuesday?" (timed_differences.py)


def performed_verbs(ops: list[Op], lex) -> set[str]:
    """Lemma ids of the ops' verbs that the pack marks as work done on things (role ``perform``). A goal
    (``had 47 pieces of clothing to wash``) is work not yet done: it tells nothing held either way, and its
    own modules read it (finished_tasks.py turns a finished task into events, which are counted here)."""
    out: set[str] = set()
    performing = lex.memo("performing_verbs", _performing)  # speed (ADR 0267): the pack's side, once per pack
    for op in ops:
        if op.kind == "goal":
            continue
        if op.lemma in performing:
            out.add(op.lemma)
    return out


def _performing(lex) -> frozenset[str]:
    """The verb ids whose first form (of ``verb_by_id``'s entry) the pack gives a ``fn:perform`` sense: what
    ``performed_verbs`` asked of every op's verb on every read."""
    return frozenset(vid for vid, verb in lex.verb_by_id.items()
                     if verb.forms and any(s.cls == "fn:perform" for s in lex.senses_at([verb.forms[0]], 0)))


def check_performed_work(ops: list[Op], question: Question, lex, sentence_index: int) -> None:
    """Refuse any question but one about the performed work itself (see the module doc)."""
    done = performed_verbs(ops, lex)
    if not done:
        return
    if question.kind in _WORK_QUESTIONS and question.lemma in done and len(done) == 1:
        return
    if question.kind == "event" and len(done) == 1 and any(
            op.kind == "rate" and op.lemma == question.lemma and (op.event in done or not op.event) for op in ops):
        # v18 (ADR 0395): "Eli earns $9 for each lawn he mows. He mows 6 lawns. How much does Eli earn?" / "Ben made
        # 9 dollars an hour. He mowed 3 hours.": the pay asked is the rate's, counted over the performed work's
        # events (solver.rate_earnings: of the rate's verb, or all of one verb), no holding
        return
    raise ReaderRefusal(Reason.UNSUPPORTED_FORM, "performed_work", sentence_index=sentence_index,
                        frame="question",
                        detail=f"work done on things ({', '.join(sorted(done))}) holds nothing; "
                               f"a {question.kind} question about it")
