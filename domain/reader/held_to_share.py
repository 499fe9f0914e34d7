"""``A teacher has 32 stickers to share equally among 4 students.`` (v15, ADR 0304): things held for a sharing.

``has N <things> to share [equally] among M <members>`` says the holder will share those N things among the M: for
a question about what each member gets it says what ``<holder> shares N <things> equally among M <members>`` says,
and is re-spelled so (``has`` → ``shares``, ``had`` → ``shared``; the verb kept: share, divide or split), once every
whole-text form has declined the text. Re-spelled only when all hold; otherwise the words are left as written and
refuse as before (``to`` after a complete holding):

- the clause ``<subject> has|had N <things> to share|divide|split [equally|evenly] among|between [the|his|her|their]
  M <members>`` closes its sentence, N and M whole numbers in digits, the things a noun run;
- the question asks what each member gets: it has ``each`` (``How many stickers will each student get?``); a
  question about the holder (``How many stickers does the teacher have?``: before or after the sharing?) leaves the
  text as written;
- the sentence is the story's last statement (red team 2, ADR 0319): ``… to share equally among 4 students. She
  buys 8 more stickers.`` answered 8 (the 32 shared at once) where the sharing, still to come, may share 40.
"""
from __future__ import annotations

from domain.reader.phrases import noun_run
from domain.reader.tokens import Sentence, Token

_HAVE = {"has": 0, "had": 1}
_VERBS = {"share": ("shares", "shared"), "divide": ("divides", "divided"), "split": ("splits", "split")}
_DETS = frozenset({"the", "his", "her", "their"})


def _whole(t: Token) -> bool:
    return t.kind == "num" and t.value is not None and t.value.denominator == 1 and t.value >= 1 and "." not in t.text


def respell_held_to_share(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    """The sentences with each qualifying clause re-spelled, or unchanged."""
    if "each" not in (t.low for t in sentences[-1].tokens):
        return sentences
    last = max((i for i, s in enumerate(sentences) if not s.question), default=-1)
    return [(_respell(s, cursor) or s) if i == last and "to" in (t.low for t in s.tokens) else s
            for i, s in enumerate(sentences)]


def _respell(s: Sentence, cursor) -> Sentence | None:
    cur = cursor(s)
    toks, w = s.tokens, cur.words
    for h in range(1, cur.end - 6):
        if w[h] not in _HAVE or not _whole(toks[h + 1]):
            continue
        run = noun_run(cur, h + 2, ("unit",))
        if run is None:
            return None
        j = run[2]
        if j + 4 > cur.end or w[j] != "to" or w[j + 1] not in _VERBS:
            return None
        verb = w[j + 1]
        k = j + 2
        if w[k] in ("equally", "evenly"):
            k += 1
        if k >= cur.end or w[k] not in ("among", "between"):
            return None
        among = k
        k += 1
        if k < cur.end and w[k] in _DETS:
            k += 1
        if k >= cur.end or not _whole(toks[k]):
            return None
        members = noun_run(cur, k + 1, ("unit", "person"))
        if members is None or members[2] != cur.end:
            return None
        form = _VERBS[verb][_HAVE[w[h]]]
        new = [*toks[:h], Token(form, form, "word", None), *toks[h + 1:j], Token("equally", "equally", "word", None),
               *toks[among:]]
        return Sentence(index=s.index, tokens=new, question=s.question)
    return None
