"""``Sam has 7 apples after eating 3 apples.`` / ``Sam has 20 candies left after eating 6 candies.`` (v18, ADR 0392).

A holding stopped at ``after`` + a gerund clause (``words left after a complete clause``). The words tell two
things in order: the act, then the holding it left. Re-spelled ``<subject> <past of the verb> M <things> and has|had
N <things> left`` — the form ``Sam ate 3 apples and has 7 apples left`` already reads (a start asked as ``at first``
/ ``before`` is N + M).

Only when all hold (else the words stay as written and refuse as before): a statement ``<subject> has|had N
<things> [left] after <gerund> M <things>`` and nothing after; N and M whole numbers in digits; the gerund one
pack verb (English -ing morphology, unit_rates.ing_lemma) that loses or destroys things (categories negative,
destroy: eating, selling, using, losing …) with exactly one past form in the pack besides its base, -s and -en forms;
both things the same noun run. ``after giving 3 to Ann``, ``after buying 3``, a second number, words after refuse as
before.
"""
from __future__ import annotations

from domain.reader.phrases import Cursor, noun_run
from domain.reader.tokens import Sentence, Token
from domain.reader.unit_rates import ing_lemma

_CATEGORIES = frozenset({"negative", "destroy"})


def respell_held_after_doing(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    """Every statement of the form re-spelled (see the module); the others as they are."""
    out = []
    for s in sentences:
        got = None
        if not s.question and any(t.low == "after" for t in s.tokens):
            got = _respell_after(s, lex, cursor(s))
        out.append(got or s)
    return out


def _word(text: str) -> Token:
    return Token(text=text, low=text.lower(), kind="word", value=None)


def _whole(tok: Token) -> bool:
    return tok.kind == "num" and tok.value is not None and tok.value.denominator == 1 and tok.value >= 1 \
        and "." not in tok.text


def past_form(lex, lemma: str) -> str | None:
    """The one past form of a pack verb (its forms less the base and -s forms), or None."""
    verb = lex.verb_by_id[lemma]
    base = lemma.split(".", 1)[1]
    if "_" in base:
        return None
    rest = [f for f in verb.forms if f not in (base, base + "s", base + "es") and " " not in f]
    if len(rest) > 1:
        rest = [f for f in rest if not f.endswith("en")]  # "ate", not the participle "eaten"
    return rest[0] if len(rest) == 1 else None


def _respell_after(s: Sentence, lex, cur: Cursor) -> Sentence | None:
    toks, words = s.tokens, cur.words
    for v in range(1, cur.end - 5):
        if words[v] not in ("has", "had") or not _whole(toks[v + 1]):
            continue
        held = noun_run(cur, v + 2, ("unit",))
        if held is None:
            return None
        j = held[2]
        left = j < cur.end and words[j] == "left"
        if left:
            j += 1
        if j + 3 >= cur.end or words[j] != "after":
            return None
        cur.pos = j + 1
        lemma = ing_lemma(cur)
        cur.pos = 0
        if not lemma or lex.verb_by_id[lemma].category not in _CATEGORIES or not _whole(toks[j + 2]):
            return None
        done = noun_run(cur, j + 3, ("unit",))
        if done is None or done[2] != cur.end or done[1].entry.id != held[1].entry.id \
                or [w for w in words[j + 3:done[2]]] != [w for w in words[v + 2:held[2]]]:
            return None
        past = past_form(lex, lemma)
        if past is None:
            return None
        new = [*toks[:v], _word(past), *toks[j + 2:done[2]], _word("and"), toks[v], *toks[v + 1:held[2]],
               _word("left"), *toks[cur.end:]]
        return Sentence(index=s.index, tokens=new, question=s.question)
    return None
