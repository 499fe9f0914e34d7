"""A rate told in the past, asked of the present or the future (v15, ADR 0315): refused.

    Tom picked 3 apples every day. How many apples will Tom pick in 14 days?     (answered 42 before)

``picked 3 apples every day`` tells a habit that was kept up then; whether it still is, the text does not say, so
what he picks in the next 14 days (``will``, ``would``, ``can``) or picks now (``does``, ``do``) is open. The rate
questions (unit_rates.parse_rate_times) read a rate with no tense, so the story is checked here before it is read:
when a rate clause of the story (period_spans.rate_clause: a gain, make, loss or destroy verb, N [<things>] and
``a|an|per|each|every <day|week>`` closing the sentence, no span after it) has its verb in a past form (a form
that is neither the base nor the ``-s`` form: ``picked``, ``ate``; ``read`` is both and is left alone) and the
question ends ``in M <periods>`` / ``in a|one <period>``, names that verb and has ``will``, ``would``, ``can``,
``does`` or ``do``, the text is refused. A past rate asked with ``did`` reads as before.
"""
from __future__ import annotations

from domain.reader.period_spans import rate_clause
from domain.reader.refusals import ReaderRefusal, Reason
from domain.reader.tokens import Sentence

_NOT_PAST_AUX = frozenset({"will", "would", "can", "does", "do"})
_PER = frozenset({"a", "an", "per", "each", "every"})


def _past(verb, word: str) -> bool:
    if word not in verb.forms:
        return False
    base = word + "s" in verb.forms or word + "es" in verb.forms
    third = word.endswith("s") and (word[:-1] in verb.forms or word[:-2] in verb.forms)
    return not base and not third


def check_past_rates(sentences: list[Sentence], lex, cursor) -> None:
    """Raise the refusal the module doc names; return otherwise."""
    q = sentences[-1]
    qw = [t.low for t in q.tokens]
    if len(qw) < 4 or qw[0] != "how" or qw[-3] != "in" or not _NOT_PAST_AUX & set(qw[:-3]):
        return
    for s in sentences[:-1]:
        if not any(t.low in _PER for t in s.tokens):
            continue
        cur = cursor(s)
        got = rate_clause(s, cur, lex)
        if got is None or got[3] is not None:
            continue
        verb = lex.verb_by_id[cur.sense("verb", got[0] - 1).entry.id]
        if _past(verb, cur.words[got[0] - 1]) and any(w in verb.forms for w in qw[:-3]):
            raise ReaderRefusal(Reason.UNSUPPORTED_FORM, "frame.past_rate", sentence_index=s.index,
                                frame="past_rate", detail=f"'{cur.words[got[0] - 1]}': a rate told in the past, "
                                                          "asked of now or later (still kept up?)")
