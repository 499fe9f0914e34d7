"""Things given back (v23, ADR 0546): ``Ann gave them back.``, ``Pedro gave the 10 oranges back to Luis.``, ``Luke
gives him back 2 marbles.``

    Tom had 12 apples. He gave 3 apples to Ann. Ann gave them back. How many apples does Tom have now?   12 − 3 + 3
    Luis had 36 oranges. He gave 10 oranges to Pedro. Pedro gave the 10 oranges back to Luis. …          36 − 10 + 10
    Jake has 20 marbles. He gives Luke 4 marbles and Luke gives him back 2 marbles. …                   20 − 4 + 2

The clause reader wants a quantity after a giving verb; ``them``, ``the 10 oranges`` and ``him back`` stopped it
(``expected a quantity as the object of the verb``). Each says a giving the reader reads when spelled out, and is
re-spelled so; nothing else is decided here:

- ``<giver> give|gives|gave <him|her|me|us|them|Name> back N …``: ``back`` between the receiver and the number says
  only that the things return; the word is dropped (``Luke gives him 2 marbles``).
- ``[then] <B> give|gives|gave them back [to <A>]`` and ``[then] <B> give|gives|gave the N <things> back [to <A>]``
  right after the giving ``[then] <A> give|gives|gave N <things> to <B>`` (the previous sentence, whole, or the
  previous clause of the same sentence before ``[,] and|but [then]``): ``them`` and ``the N <things>`` are those
  N things, given back to A, and the clause is re-spelled ``<B> gave N <things> to <A>`` (A a name as written, or
  he/she/I/we as him/her/me/us). B is a capitalised pack name; the returning subject is that name, or he/she of
  B's gender when A is not of that gender (so the pronoun names B and nobody else); ``to <A>``, when told, is A's
  name or the pronoun of A's gender only, or, when A was told as he/she, a name of A's gender (or of none the pack
  knows) other than B (``He gave 10 oranges to Pedro. Pedro gave the 10 oranges back to Luis.``: ``back`` names
  Luis the one who gave them). ``the N <things>`` must repeat the giving's number and noun words.

Left as written (and refused as before): a giving told otherwise (``gave Ann 3 apples``, ``gave 3 of them``), a
receiver that is not a name, a return of part (``gave back 5``, ``gave 2 of them back``), another returner.
"""
from __future__ import annotations

from domain.reader.tokens import Sentence, Token

_DATIVES = frozenset({"him", "her", "me", "us", "them"})
_OBJECT = {"he": "him", "she": "her", "i": "me", "we": "us"}
_GENDER = {"he": "m", "him": "m", "she": "f", "her": "f"}
_CONJ = ("and", "but")


def _word(text: str) -> Token:
    return Token(text=text, low=text.lower(), kind="word", value=None)


def _giving(cur, i: int) -> bool:
    sense = cur.sense("verb", i)
    return sense is not None and sense.length == 1 and sense.entry.id == "verb.give"


def _name_gender(cur, i: int) -> str | None:
    """The pack gender of a capitalised name at ``i`` (``x`` when the pack gives none), or None."""
    if i >= cur.end or not cur.tokens[i].text[:1].isupper() or cur.sense("unit", i) is not None:
        return None
    sense = cur.sense("name", i)
    if sense is None or sense.length != 1:
        return None
    return getattr(sense.entry, "gender", "") or "x"


def _gender(cur, i: int) -> str | None:
    word = cur.words[i]
    if word in ("he", "she", "i", "we"):
        return _GENDER.get(word, word)
    return _name_gender(cur, i)


def _drop_dative_back(cur, toks: list[Token]) -> list[Token] | None:
    for i in range(1, len(toks) - 2):
        if toks[i + 1].low != "back" or toks[i + 2].kind != "num" or not _giving(cur, i - 1):
            continue
        if toks[i].low in _DATIVES or _name_gender(cur, i) is not None:
            return [*toks[:i + 1], *toks[i + 2:]]
    return None


def _read_giving(cur, start: int, end: int):
    """``[then] <A> give N <run> to <B>`` filling tokens start..end: (A's index, (N..run) slice, B's index)."""
    from domain.reader.phrases import noun_run  # phrases imports the reader's modules
    i = start + (cur.words[start] == "then" if start < end else 0)
    if end - i < 6 or _gender(cur, i) is None or not _giving(cur, i + 1) or cur.tokens[i + 2].kind != "num":
        return None
    got = noun_run(cur, i + 3, ("unit",))
    if got is None or got[2] != end - 2 or cur.words[end - 2] != "to" or _name_gender(cur, end - 1) is None:
        return None
    if any(cur.tokens[j].kind != "word" or cur.words[j] == "of" for j in range(i + 3, end - 2)):
        return None
    return i, (i + 2, end - 2), end - 1


def _read_return(cur, start: int, gcur, giving) -> list[Token] | None:
    """The return clause of ``cur`` from ``start`` to its end re-spelled (module doc), or None; ``giving`` is read
    from ``gcur`` (the same sentence's cursor, or the previous sentence's)."""
    a, span, b = giving
    given = gcur.tokens[span[0]:span[1]]
    a_tok, b_tok = gcur.tokens[a], gcur.tokens[b]
    a_gender, b_gender = _gender(gcur, a), _name_gender(gcur, b)
    toks = cur.tokens
    i = start + (start < cur.end and cur.words[start] == "then")
    if i + 3 > cur.end:
        return None
    subject = cur.words[i]
    if not (toks[i].low == b_tok.low or (_GENDER.get(subject) == b_gender and a_gender != b_gender)):
        return None
    if not _giving(cur, i + 1):
        return None
    j = i + 2
    if cur.words[j] == "them":
        j += 1
    elif cur.words[j] == "the" and [t.low for t in toks[j + 1:j + 1 + len(given)]] == [t.low for t in given]:
        j += 1 + len(given)
    else:
        return None
    if j >= cur.end or cur.words[j] != "back":
        return None
    j += 1
    if j < cur.end:
        if cur.words[j] != "to" or j + 2 != cur.end:
            return None
        told = cur.words[j + 1]
        if toks[j + 1].low != a_tok.low and not (_GENDER.get(told) == a_gender and a_gender != b_gender):
            # a name for a giver told as he/she: that name, of that gender, and not the returner
            if a_tok.low not in _GENDER or _name_gender(cur, j + 1) not in (a_gender, "x") \
                    or toks[j + 1].low == b_tok.low:
                return None
            return [*toks[start:i + 2], *given, _word("to"), toks[j + 1]]
    if a_tok.low in _OBJECT:
        receiver = _word(_OBJECT[a_tok.low])
    elif _name_gender(gcur, a) is not None:
        receiver = a_tok
    else:
        return None
    return [*toks[start:i + 2], *given, _word("to"), receiver]


def repair_given_back(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    """Each giving back of the module's forms spelled out as a giving; else ``sentences``."""
    out, changed = list(sentences), False
    for k, s in enumerate(sentences):
        if s.question or not any(t.low == "back" for t in s.tokens):
            continue
        cur = cursor(s)
        toks = list(s.tokens)
        dropped = _drop_dative_back(cur, toks)
        if dropped is not None:
            out[k] = Sentence(index=s.index, tokens=dropped, question=False)
            changed = True
            continue
        conj = [i for i, t in enumerate(toks) if t.low in _CONJ]
        if len(conj) > 1:
            continue
        if conj:  # "<A> gave N <things> to <B>[,] and|but [then] <B> gave them back"
            c = conj[0]
            gcur, start = cur, c + 1
            giving = _read_giving(cur, 0, c - 1 if toks[c - 1].low == "," else c)
        elif k > 0 and not out[k - 1].question:  # the giving is the previous sentence
            gcur, start = cursor(out[k - 1]), 0
            giving = _read_giving(gcur, 0, gcur.end)
        else:
            continue
        got = _read_return(cur, start, gcur, giving) if giving is not None else None
        if got is not None:
            out[k] = Sentence(index=s.index, tokens=[*toks[:start], *got], question=False)
            changed = True
    return out if changed else sentences

