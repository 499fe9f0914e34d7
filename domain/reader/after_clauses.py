"""``After <someone> <did something>, <someone> …``: two events in the order told (reader v19, ADR 0427).

    After Ann gave Tom 3 apples, Tom has 12 apples. How many apples did Tom have before?          12 − 3 = 9
    After Leo gave her 5 shells, Mia has 14 shells. How many shells did Mia have before?          14 − 5 = 9

An opening ``After`` clause with a subject and a verb of its own tells what happened first; the main clause what
came (or held) after it. That is exactly the two sentences in that order (``Ann gave Tom 3 apples. Tom has 12
apples.``), which the reader reads; the sentence is re-spelled so (the story's sentences numbered again).

Only when all of this holds: the statement opens ``After <Name>|he|she|they <pack verb>`` and has exactly one comma,
followed by ``<Name>|he|she|they <pack verb or has|had>``. Pronouns inside the ``After`` clause: when the main clause's
subject is a name, a pronoun before it may point forward to it (``After Leo gave her 5 shells, Mia …``: her = Mia);
that is read only in the story's first sentence, for ``her``/``him`` matching the name's gender and the ``After``
clause's subject a name of the other gender (nobody else can be meant), by writing the name in. Any other pronoun
in the ``After`` clause before a named main subject (``Ann had 5 apples. After Leo gave her 5 shells, Mia …``: Ann
or Mia?) leaves the sentence as written, and it refuses as before. ``After the party …``, ``After buying …``, ``After
some left …``, ``After that, …``, no comma, a question: not read here.

An event named by a noun, then a holding, asked what was lost by one verb:

    Paul had 42 pens and 143 books. After a garage sale he had 113 books and 19 pens left. How many pens did he
    sell?                                                                                         42 − 19 = 23

``After <the|a|an|his|her|their> <one to three words>[,] <Name>|he|she has|had <things listed> [left].`` as the
story's last statement, every statement before it a plain holding (``<subject> has|had …`` and no other verb),
and the question ``How many <things> did <someone> <verb>?`` with a pack verb that loses or destroys things
(sell, eat, use, lose: the categories of held_after_doing.py) having one past form. The only thing that
happened between the two holdings is then that loss, so the sentence is re-spelled ``He sold some books. He sold
some pens. He had 113 books and 19 pens left.`` (a loss of an unknown amount of each thing listed, then the
holding) and the solver works the unknown out from the two holdings. Refused as before: a number or a pack verb in
the event words (``After he gave 5 pens away``, ``After 2 weeks``), any earlier event (``He sold 3 pens. After a
sale …``: the 3 too?), a later statement, a question about a gain, ``were eaten`` (no doer: not read here).
"""
from __future__ import annotations

from domain.reader.held_after_doing import _CATEGORIES, past_form
from domain.reader.phrases import noun_run
from domain.reader.tokens import Sentence, Token

_SUBJECTS = ("he", "she", "they")
_PRONOUNS = frozenset(("he", "she", "they", "him", "her", "them", "his", "hers", "their", "it", "its"))
_OBJECT = {"her": "f", "him": "m"}


def _cap(tok: Token) -> Token:
    text = tok.text[:1].upper() + tok.text[1:]
    return Token(text=text, low=tok.low, kind=tok.kind, value=tok.value)


def _name(cur, i: int) -> str | None:
    """The gender of a capitalised pack name at ``i``, or None. A capitalised word the pack does not know is tagged
    a name with no entry: its gender is unknown, so no pronoun can be matched to it and the clause is not split
    (fresh_k-228, ``After Ebere gave away 10 balloons, …``, crashed here before v20)."""
    sense = cur.sense("name", i)
    if sense is None or sense.entry is None or not cur.tokens[i].text[:1].isupper():
        return None
    return sense.entry.gender


def _subject_at(cur, i: int) -> bool:
    return i < cur.end and (cur.words[i] in _SUBJECTS or _name(cur, i) is not None)


def _split(cur, s: Sentence, first: bool) -> list[Sentence] | None:
    w = cur.words
    if cur.end < 6 or w[0] != "after" or not _subject_at(cur, 1) or cur.sense("verb", 2) is None:
        return None
    commas = [i for i in range(cur.end) if w[i] == ","]
    if len(commas) != 1 or commas[0] < 4:
        return None
    c = commas[0]
    if not _subject_at(cur, c + 1) or c + 2 >= cur.end or cur.sense("verb", c + 2) is None:
        return None
    opening = list(s.tokens[1:c])
    main_gender = _name(cur, c + 1)
    for k in range(1, c):
        if w[k] not in _PRONOUNS:
            continue
        if main_gender is None:
            continue  # the main subject is a pronoun too: both are read back to what was told before
        gender = _name(cur, 1)
        if not first or _OBJECT.get(w[k]) != main_gender or gender is None or gender == main_gender:
            return None
        opening[k - 1] = Token(text=s.tokens[c + 1].text, low=w[c + 1], kind="word", value=None)
    return [Sentence(index=s.index, tokens=[_cap(opening[0]), *opening[1:]], question=False),
            Sentence(index=s.index, tokens=[_cap(s.tokens[c + 1]), *s.tokens[c + 2:]], question=False)]


_DETS = ("the", "a", "an", "his", "her", "their")


def _word(text: str) -> Token:
    return Token(text=text, low=text.lower(), kind="word", value=None)


def _asked_loss(q) -> tuple[str, str] | None:
    """``How many <things> did <someone> <verb>?``: (the verb's past form, the things' unit id) or None."""
    w = q.words[:q.end]
    if w[:2] != ["how", "many"] or "did" not in w or q.sense("verb", q.end - 1) is None:
        return None
    got = noun_run(q, 2, ("unit",))
    d = w.index("did")
    if got is None or got[2] != d or not 1 <= q.end - 1 - d - 1 <= 2:
        return None
    verb = q.sense("verb", q.end - 1).entry
    if verb.category not in _CATEGORIES:
        return None
    past = past_form(q.lex, verb.id)
    return (past, got[1].entry.id) if past else None


def _plain_holding(cur) -> bool:
    """``<subject> has|had …`` with no other verb (a holding told, nothing done)."""
    w = cur.words
    if cur.end < 3 or w[1] not in ("has", "had"):
        return False
    return not any(cur.sense("verb", i) is not None and w[i] not in ("has", "had") for i in range(2, cur.end))


def _event_state(cur, s: Sentence, asked) -> list[Sentence] | None:
    w = cur.words
    if cur.end < 6 or w[0] != "after" or w[1] not in _DETS:
        return None
    for k in range(2, min(cur.end, 6)):
        if w[k] == "," or _subject_at(cur, k):
            break
        if cur.tokens[k].kind != "word" or cur.sense("verb", k) is not None or w[k] in _PRONOUNS:
            return None
    else:
        return None
    if k == 2:
        return None
    subj = k + 1 if w[k] == "," else k
    if not _subject_at(cur, subj) or subj + 1 >= cur.end or w[subj + 1] not in ("has", "had"):
        return None
    end = cur.end - 1 if w[cur.end - 1] == "left" else cur.end
    units, i = [], subj + 2
    while i < end:
        if cur.tokens[i].kind != "num":
            return None
        got = noun_run(cur, i + 1, ("unit",))
        if got is None or got[0]:
            return None
        units.append((got[1].entry.id, s.tokens[i + 1:got[2]]))
        i = got[2]
        if i < end and w[i] in (",", "and"):
            i += 1
            if i < end and w[i] == "and":
                i += 1
        elif i < end:
            return None
    past, unit = asked
    if unit not in {u for u, _ in units} or len({u for u, _ in units}) != len(units):
        return None
    who = s.tokens[subj]
    out = [Sentence(index=s.index, tokens=[_cap(who), _word(past), _word("some"), *toks], question=False)
           for _, toks in units]
    out.append(Sentence(index=s.index, tokens=[_cap(who), *s.tokens[subj + 1:end], _word("left")], question=False))
    return out


def respell_after_clauses(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    """Each statement of the form split in two (module doc); the sentences numbered again when one was."""
    out: list[Sentence] = []
    asked = _asked_loss(cursor(sentences[-1])) if sentences[-1].question and len(sentences) >= 3 else None
    for at, s in enumerate(sentences):
        parts = None if s.question else _split(cursor(s), s, at == 0)
        if parts is None and asked and at == len(sentences) - 2 and not s.question \
                and all(not p.question and _plain_holding(cursor(p)) for p in sentences[:at]):
            parts = _event_state(cursor(s), s, asked)
        out.extend(parts or [s])
    if len(out) == len(sentences):
        return sentences
    return [Sentence(index=i, tokens=s.tokens, question=s.question) for i, s in enumerate(out)]
