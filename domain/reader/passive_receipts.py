"""``Ruth was given 5 pencils.`` (v22, ADR 0518): a person told as the receiver of a giving, in the passive.

    Joan had 9 balloons. She was given 2 more balloons. How many balloons does she have now?     9 + 2 = 11
    Ruth was given 3 packs of 8 pencils. How many pencils was she given?                          3 × 8 = 24

``was`` after a subject stopped the clause reader (``expected a verb of the pack after the subject``): the pack's
``give`` is read in the active only. A person who ``was given`` things got them; who gave is not said (or is said
by ``by <giver>``, which this form does not take). ``She got 2 more balloons.`` says exactly that, and the reader
reads it (a gain of the receiver). Likewise the question ``How many pencils was she given?`` asks what ``How many
pencils did she get?`` asks. Re-spelled so, and read or refused as those sentences would be.

Re-spelled only:

- a statement ``[then|later|so] <receiver> was|were|is|are given <amount> …``: the receiver one capitalised name of
  the pack or ``he``/``she``/``they``/``I``/``we`` (``was``/``is`` with a single one, ``were``/``are`` with
  ``they``/``we``), the word after ``given`` a number (digits, money, a pack number word) or ``more``/``another``
  followed by one; ``was``/``were`` become ``got``, ``is``/``are`` ``gets``/``get``; the rest stays as written (so
  ``by her mom`` and anything else the gain reader does not take still refuse);
- a question ``How many <things> was|were <receiver> given [rest]?`` → ``How many <things> did <receiver> get
  [rest]?`` (``is``/``are`` → ``does``/``do``), the same receivers, the things words kept as written, only in a text
  with such a statement.
A thing as the subject (``The book was given to Sam``), ``given to``, ``given away``, ``each`` subjects (``Each
student was given 3 pencils``) and ``by`` anywhere in the re-spelled sentence are left as written.
"""
from __future__ import annotations

from domain.reader.tokens import Sentence, Token
from domain.reader.worded_group_prices import one_word_sense

_OPENERS = frozenset({"then", "later", "so"})  # ADR 0518: opening words kept as written
_SINGLE = frozenset({"he", "she", "i"})  # ADR 0518: a pronoun receiver of was/is
_PLURAL = frozenset({"they", "we"})  # ADR 0518: a pronoun receiver of were/are
_GOT = {"was": "got", "were": "got", "is": "gets", "are": "get"}
_DID = {"was": "did", "were": "did", "is": "does", "are": "do"}
# red11 (ADR 0521): `Joan got 3 balloons. She was given 2 balloons. How many balloons was she given?` read 5 — the
# re-spelled question `did she get` counted the active `got` too, which may have been bought or found, not given
# (and `received 3` was left out, though it may be a giving). A text that tells a getting or receiving in the
# active beside the passive receipt keeps its question as written (refused).
_GETTING = frozenset({"get", "gets", "got", "gotten", "getting", "receive", "receives", "received", "receiving"})


def _word(text: str) -> Token:
    return Token(text, text.lower(), "word", None)


def _receiver(t: Token, be: str, s: Sentence, cursor, at: int) -> bool:
    """``t`` (at ``at`` in ``s``) a receiver agreeing with ``be``: a pronoun, or a capitalised pack name."""
    if t.kind != "word":
        return False
    plural = be in ("were", "are")
    if t.low in _SINGLE or t.low in _PLURAL:
        return (t.low in _PLURAL) == plural or (t.low == "i" and be == "was")
    if plural or not t.text[:1].isupper():
        return False
    cur = cursor(s)
    cur.pos = at
    return cur.sense("name") is not None


def _amount(lex, t: Token) -> bool:
    if t.kind in ("num", "money"):
        return True
    return t.kind == "word" and t.low != "dozen" and one_word_sense(lex, t.low, "number")[0] is not None


def _statement(lex, s: Sentence, cursor) -> Sentence | None:
    toks = s.tokens
    i = 1 if toks and toks[0].low in _OPENERS else 0
    if s.question or len(toks) < i + 4 or toks[i + 1].low not in _GOT or toks[i + 2].low != "given":
        return None
    be = toks[i + 1].low
    if not _receiver(toks[i], be, s, cursor, i):
        return None
    k = i + 3
    if toks[k].low in ("more", "another"):
        k += 1
    if k >= len(toks) or not _amount(lex, toks[k]) or any(t.low == "by" for t in toks):
        return None  # ADR 0518: a giver told ("by her mom") is not this form
    return Sentence(index=s.index, tokens=[*toks[:i + 1], _word(_GOT[be]), *toks[i + 3:]], question=False)


def _question(s: Sentence, cursor) -> Sentence | None:
    """``How many <things> was|were <receiver> given [rest]`` / ``How much [money] …``: re-spelled, else None."""
    toks = s.tokens
    if not s.question or len(toks) < 5 or toks[0].low != "how" or toks[1].low not in ("many", "much"):
        return None
    at = next((k for k in range(2, len(toks) - 2) if toks[k].low in _DID and toks[k + 2].low == "given"), None)
    if at is None or any(t.low in ("by", "to", "away") for t in toks):
        return None
    be = toks[at].low
    if not _receiver(toks[at + 1], be, s, cursor, at + 1):
        return None
    return Sentence(index=s.index, tokens=[*toks[:at], _word(_DID[be]), toks[at + 1], _word("get"),
                                           *toks[at + 3:]], question=True)


def repair_passive_receipts(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    """The module doc's re-spellings, or ``sentences`` themselves."""
    out = list(sentences)
    told = False
    for j, s in enumerate(sentences):
        got = _statement(lex, s, cursor)
        if got is not None:
            out[j], told = got, True
    if not told:
        return sentences
    if any(out[j] is s and not s.question and any(t.low in _GETTING for t in s.tokens)
           for j, s in enumerate(sentences)):
        return out  # red11 (ADR 0521): an active getting beside: `was she given` is not `did she get`
    q = _question(sentences[-1], cursor)
    if q is not None:
        out[-1] = q
    return out
