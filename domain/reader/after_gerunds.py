"""``After giving 5 shells to Leo, Mia has 9 shells.`` (v23, ADR 0544): the gerund's doer is the main clause's
subject, so the opener is ``After Mia gave 5 shells to Leo,``.

after_clauses.py reads ``After <Name>|he|she|they <past verb> …, <subject> …`` as two events in the order told;
the same story told with a gerund and no subject of its own refused on the unknown word (``giving``). In English
the doer of such an opening gerund is the subject of the clause that follows, so the opener is re-spelled with that
subject and the past form of the verb, and the sentence then reads — or refuses — exactly as after_clauses.py
reads the spelled-out clause.

Only when all of this holds: a statement opening ``After <V-ing> <a whole number in digits>`` (``After eating
seeds,`` with no number is after_doing.py's, left to it), ``V-ing`` the gerund of exactly one pack verb that gains,
loses, gives or destroys (unit_rates.ing_lemma) with one past form (held_after_doing.past_form); exactly one comma
in the sentence, right after which comes a name of the pack or ``he`` / ``she`` / ``they`` and then a word that is not
``and`` / ``or`` (nor a possessive). Anything else is left as written (and refuses as before).
"""
from __future__ import annotations

from domain.reader.held_after_doing import past_form
from domain.reader.tokens import Sentence, Token
from domain.reader.unit_rates import ing_lemma

_CATEGORIES = frozenset({"positive", "negative", "transfer_out", "destroy"})
_PRONOUNS = frozenset({"he", "she", "they"})


def respell_after_gerunds(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    return [_respell(s, lex, cursor) or s if not s.question else s for s in sentences]


def _respell(s: Sentence, lex, cursor) -> Sentence | None:
    toks = s.tokens
    if len(toks) < 6 or toks[0].low != "after" or toks[2].kind != "num" or toks[2].value is None \
            or toks[2].value.denominator != 1 or "." in toks[2].text:
        return None
    commas = [i for i, t in enumerate(toks) if t.text == ","]
    if len(commas) != 1 or commas[0] < 4 or commas[0] + 2 >= len(toks):
        return None
    c = commas[0]
    subject, after = toks[c + 1], toks[c + 2]
    if after.kind != "word" or after.low in ("and", "or"):
        return None  # "Tom and Sam have …", "Tom's sister has …": the gerund's doer is no one word
    if not (subject.low in _PRONOUNS or (subject.text[:1].isupper() and subject.low in _names(lex))):
        return None
    cur = cursor(s)
    cur.pos = 1
    lemma = ing_lemma(cur)
    cur.pos = 0
    if not lemma or lex.verb_by_id[lemma].category not in _CATEGORIES:
        return None
    past = past_form(lex, lemma)
    if past is None:
        return None
    doer = Token(text=subject.text if subject.low not in _PRONOUNS else subject.low, low=subject.low,
                 kind=subject.kind, value=subject.value)
    verb = Token(text=past, low=past, kind="word", value=None)
    return Sentence(index=s.index, tokens=[toks[0], doer, verb, *toks[2:]], question=False)


def _names(lex) -> frozenset[str]:
    return lex.memo("after_gerund_names", lambda lx: frozenset(n.word.lower() for n in lx.pack.names))
