"""Things made for a use, some of them used, the rest asked (v13, ADR 0261).

    A restaurant made 9 hamburgers to serve during lunch. Only 3 were actually served. How many hamburgers
    were over from lunch?                                                                        9 − 3 = 6

Why a module of its own: ``made 9 hamburgers to serve`` tells what the things were made for, and the passive
``3 were served`` names no one who served them and no one who got them; the holding machinery has no holder
for the restaurant's hamburgers that a passive loses from, and ``to serve`` is no clause of its own. An English
reader takes the passive as the use the first sentence named: of the things made for it, those used are gone
and the rest are over. The text is read as a whole, in one shape (three sentences):

1. ``<maker> <making verb> N [mods] <things> [and M [mods] <other things>] to <use verb> [<time>]`` — the maker
   ``a|an|the <place or person noun>`` or a name; the making verb a pack verb of category ``construct`` that is
   no performed work (``read``, ``wash``: pack role ``perform``); the use verb a pack verb of category
   ``negative`` (things leave: serve, sell, eat, give away …) in its base form; the time one pack time phrase
   ending the sentence;
2. ``[But] [only] K [[mods] <things>] was|were [actually|only|just] <the use verb's participle> [<the same
   time>]`` — the same use verb; a bare ``K`` only when one kind of thing was made;
3. ``How many [mods] <things> are|were|is|was [left] over|left [from <the time's meal or part>]?`` — the things
   of the second sentence.
N − K, refused when K > N. Another use verb, things the second sentence did not name, another time, more than
were made, an agent (``by the kids``) or any other sentence refuse once the first sentence has this shape.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.phrases import Context, Cursor, fmt, noun_run, opens_with, read_entity, read_number
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step

LEFTOVER = "prepared_leftover"
_ARTICLE = ("a", "an", "the")
_BE = ("was", "were", "is", "are")
_PASSIVE_ADVERBS = ("actually", "only", "just")


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, LEFTOVER, detail, reason)


def _maker(cur: Cursor) -> bool:
    """``a|an|the <place or person noun>`` or a named person (``Sam``, ``Mrs. Hilt``, ``Sam's mom``) at the start."""
    if cur.peek_word() in _ARTICLE:
        got = noun_run(cur, cur.pos + 1, ("place", "person"))
        if got is None or got[0]:
            return False
        cur.pos = got[2]
        return True
    try:
        return read_entity(cur, Context(), pronouns=False) is not None  # a name, Mrs. Hilt, Sam's mom
    except ReaderRefusal:
        return False


def _things(cur: Cursor) -> Item | None:
    """``[mods] <plural unit>`` (a singular for one thing)."""
    got = noun_run(cur, cur.pos, ("unit",))
    if got is None or any(a.cls != "modifier" for a in got[0]):
        return None
    cur.pos = got[2]
    return Item(unit=got[1].entry.id, mods=tuple(sorted(a.entry.id for a in got[0])))


def _made(cur: Cursor) -> tuple[list[tuple[Fraction, Item]], str, str, int] | None:
    """The first sentence: (the counts made and their things, the use verb's id, the time id or "", the time
    phrase's last word index or -1). None when it is not this shape (the cursor is put back by the caller)."""
    cur.pos = 0
    if not _maker(cur):
        return None
    verb = cur.sense("verb")
    if verb is None or verb.entry.category != "construct" or cur.sense("fn:perform") is not None:
        return None
    cur.pos += verb.length
    made: list[tuple[Fraction, Item]] = []
    while True:
        got = read_number(cur)
        if got is None or got[1] or got[0] <= 0:
            return None
        item = _things(cur)
        if item is None:
            return None
        made.append((got[0], item))
        if cur.peek_word() != "and" or len(made) > 1:
            break
        cur.pos += 1
    if cur.take_word("to") is None:
        return None
    use = cur.sense("verb")
    if use is None or use.entry.category != "negative" or not _base_form(use.entry, cur.words[cur.pos]):
        return None
    cur.pos += use.length
    time, last = "", -1
    when = cur.sense("time")
    if when is not None:
        cur.pos += when.length
        time, last = when.entry.id, cur.pos - 1
    if not cur.at_end() or len({item for _, item in made}) != len(made):
        return None
    return made, use.entry.id, time, last


def _base_form(entry, word: str) -> bool:
    """Whether ``word`` (a form's first word) is the verb's base form, the one that follows ``to``: its -s form
    is a form of the verb too (``serve``/``serves``, ``give away``/``gives away``; not ``served``, ``sold``)."""
    firsts = {f.split()[0] for f in entry.forms}
    return word in firsts and (word + "s" in firsts or word + "es" in firsts)


def claims(cursors: list[Cursor]) -> bool:
    return opens_with(cursors, 3, _made)


def parse_prepared_leftovers(cursors: list[Cursor]) -> Graph:
    first = cursors[0]
    made, use, time, last = _made(first)
    time_word = first.words[last] if last >= 0 else ""
    cur = cursors[1]
    if cur.peek_word() == "but":
        cur.pos += 1
    cur.take_word("only")
    got = read_number(cur)
    if got is None or got[1] or got[0] < 0:
        raise _refuse(cur, "expected 'K [things] were <used>'")
    used = got[0]
    item = None
    if cur.sense("fn:be") is None:
        item = _things(cur)
        if item is None:
            raise _refuse(cur, "expected the things made", Reason.AMBIGUOUS_REFERENCE)
    elif len(made) == 1:
        item = made[0][1]
    else:
        raise _refuse(cur, "a bare number after two kinds made: which ones?", Reason.AMBIGUOUS_REFERENCE)
    counts = [n for n, it in made if it == item]
    if not counts:
        raise _refuse(cur, "things that were not made", Reason.AMBIGUOUS_REFERENCE)
    if cur.take_word(*_BE) is None:
        raise _refuse(cur, "expected a passive 'were <used>'")
    while cur.take_word(*_PASSIVE_ADVERBS):
        pass
    verb = cur.sense("verb")
    if verb is None or verb.entry.id != use:
        raise _refuse(cur, "another verb than the use the things were made for", Reason.AMBIGUOUS_REFERENCE)
    cur.pos += verb.length
    if time:
        when = cur.sense("time")
        if when is not None:
            if when.entry.id != time:
                raise _refuse(cur, "another time than the one they were made for", Reason.AMBIGUOUS_REFERENCE)
            cur.pos += when.length
    if not cur.at_end():
        raise _refuse(cur, "words after the use (an agent, a place, another time)")
    q = cursors[2]
    if q.sense("fn:how") is None or q.peek_word(1) != "many":
        raise _refuse(q, "expected 'How many'", Reason.UNPARSED_QUESTION)
    q.pos = 2
    if _things(q) != item:
        raise _refuse(q, "asks about other things than those used", Reason.UNPARSED_QUESTION)
    if q.take_word(*_BE) is None:
        raise _refuse(q, "expected 'were left over'", Reason.UNPARSED_QUESTION)
    if q.take("fn:rest") is None and q.take_word("over") is None:
        raise _refuse(q, "expected 'left' or 'over'", Reason.UNPARSED_QUESTION)
    if q.take_word("from") is not None:
        if not time_word or q.take_word(time_word) is None:
            raise _refuse(q, "from another time than the one they were made for", Reason.AMBIGUOUS_REFERENCE)
    if not q.at_end():
        raise _refuse(q, "words after the question", Reason.UNPARSED_QUESTION)
    ops = [Op(kind="made", lemma="verb.make", sentence=0, item=item, amount=fmt(counts[0])),
           Op(kind="used", lemma=use, sentence=1, item=item, amount=fmt(used))]
    return Graph(ops=ops, question=Question(kind=LEFTOVER, sentence=2, item=item))


def leftover_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: made − used (more used than made refuses)."""
    made, used = graph.ops
    value = Fraction(made.amount) - Fraction(used.amount)
    if value < 0:
        raise ReaderRefusal(Reason.NEGATIVE_HOLDING, "policy.non_negative", frame=LEFTOVER,
                            detail=f"{used.amount} used of {made.amount} made")
    return value, made.item.unit, [Step(lemma=used.lemma, kind=LEFTOVER, holder="",
                                        operands=[made.amount, used.amount], before="", after=fmt(value))]


def verify_leftover(lex, graph: Graph) -> Fraction:
    """Verifier: the r with used + r = made."""
    made, used = graph.ops
    return -(Fraction(used.amount) - Fraction(made.amount))
