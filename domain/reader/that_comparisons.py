"""``Sam has 12 apples. That is 4 more than Tom has.``: ``that`` is the holding just told (v17, ADR 0364).

    Sam has 12 apples. That is 4 more than Tom has. How many apples does Tom have?               12 − 4
    Ann has 24 stickers. That is twice as many as Kim has. How many stickers does Kim have?      24 ÷ 2
    Ben has 18 cards. That is half as many cards as Cal has. How many cards does Cal have?       18 × 2

The subject ``That`` is no holder: it stands for the amount the sentence before told, and the sentence compares
it with another person's. Said with the holder (``Sam has 4 more apples than Tom.``) the comparison is one the
clause grammar reads (comparisons.py); this repair re-spells it so, before any reading, and only when all holds:

- the sentence before is exactly ``<Name> has|had N [modifiers] <things>`` — a capitalised name of the pack (a
  title before it allowed: ``Mrs. Hilt``), a number, a plural count noun (money, a measure, a second kind, any
  other word: no repair, the text refuses as before);
- the ``that`` sentence is ``That is|was`` (``is`` after ``has``, ``was`` after ``had``) and then ``M more|fewer
  [those things] than <Name2>`` or ``N times|twice|half as many [those things] as <Name2>``, where the things, when
  said again, are the same words, and ``<Name2>`` (another name) may be followed by its verb in the same tense
  (``has``/``does`` after ``is``, ``had``/``did`` after ``was``), and nothing else.

It becomes ``<Name> has|had M more|fewer <things> than <Name2>`` (or ``… N times as many <things> as <Name2>``).
A pronoun after ``than`` (``than he has``), an event before ``that`` (``sold 48 kites``: that many sold, or on
what day?), ``That is 4 more`` with no one compared, and ``that`` anywhere else are left as they were (refused).
"""
from __future__ import annotations

from domain.reader.tokens import Sentence, Token

_TENSE = {"is": ("has", ("has", "does")), "was": ("had", ("had", "did"))}


def _name_span(cur, i: int) -> int | None:
    """The end of ``[title] Name`` at ``i`` (capitalised, a name sense; no possessive after), or None."""
    if i < cur.end and cur.sense("fn:title", i) is not None and cur.tokens[i].text[:1].isupper():
        i += cur.sense("fn:title", i).length
    if i >= cur.end or not cur.tokens[i].text[:1].isupper() or cur.sense("name", i) is None:
        return None
    if i + 1 < cur.end and cur.tokens[i + 1].kind == "poss":
        return None
    return i + 1


def _holding(cur) -> tuple[int, int, int] | None:
    """``[title] Name has|had N [modifiers] <things>``: (verb index, number index, things start), or None."""
    end = _name_span(cur, 0)
    if end is None or end + 3 > cur.end or cur.words[end] not in ("has", "had"):
        return None
    n = cur.tokens[end + 1]
    if n.kind != "num" or n.value is None or n.value <= 1 or n.value.denominator != 1:
        return None
    last = cur.end - 1
    u = cur.sense("unit", last)
    if u is None or u.form != "pl" or u.length != 1 or cur.lex.unit_by_id[u.entry.id].family != "count":
        return None
    if any(cur.sense("modifier", i) is None for i in range(end + 2, last)):
        return None
    return end, end + 1, end + 2


def repair_that_comparisons(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    """Each ``That is …`` comparison re-spelled with the holder of the sentence before (module doc)."""
    out, changed = list(sentences), False
    for k in range(1, len(sentences)):
        s, prev = sentences[k], sentences[k - 1]
        if s.question or prev.question or len(s.tokens) < 5 or s.tokens[0].low != "that" \
                or s.tokens[1].low not in _TENSE:
            continue
        pc = cursor(prev)
        held = _holding(pc)
        if held is None:
            continue
        verb_at, _, things_at = held
        has, after_name = _TENSE[s.tokens[1].low]
        if prev.tokens[verb_at].low != has:
            continue
        things = [t.low for t in prev.tokens[things_at:]]
        cur = cursor(s)
        got = _compared(cur, things)
        if got is None:
            continue
        lead, link, name_at = got
        end = _name_span(cur, name_at)
        if end is None or [t.low for t in s.tokens[name_at:end]] == [t.low for t in prev.tokens[:verb_at]]:
            continue
        if end < len(s.tokens):
            if end + 1 != len(s.tokens) or s.tokens[end].low not in after_name:
                continue
        tokens = [*prev.tokens[:verb_at], prev.tokens[verb_at], *lead, *prev.tokens[things_at:],
                  Token(text=link, low=link, kind="word", value=None), *s.tokens[name_at:end]]
        out[k] = Sentence(index=s.index, tokens=tokens, question=False)
        changed = True
    return out if changed else sentences


def _compared(cur, things: list[str]) -> tuple[list[Token], str, int] | None:
    """After ``That is|was``: (the comparison's leading tokens, ``than``/``as``, the index after it), or None."""
    w = cur.words
    i = 2
    num = i + 1 < cur.end and cur.tokens[i].kind == "num" and cur.tokens[i].value is not None \
        and cur.tokens[i].value > 0
    if num and (cur.sense("fn:more", i + 1) is not None or cur.sense("fn:fewer", i + 1) is not None):
        lead = list(cur.tokens[i:i + 2])
        i += 2
        link = "than"
    else:
        m = cur.sense("multiplier", i)
        if m is not None and m.length == 1:
            lead = [cur.tokens[i]]
            i += 1
        elif num and cur.sense("fn:times", i + 1) is not None:
            lead = list(cur.tokens[i:i + 2])
            i += 2
        else:
            return None
        if w[i:i + 2] != ["as", "many"]:
            return None
        lead += list(cur.tokens[i:i + 2])
        i += 2
        link = "as"
    if w[i:i + len(things)] == things:
        i += len(things)
    if i >= cur.end or w[i] != link:
        return None
    return lead, link, i + 1
