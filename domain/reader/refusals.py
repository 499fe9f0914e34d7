"""The closed set of refusal reasons and the exception that carries one through the reader.

The evidence is designed for grouping by the learning loop: ``(reason, missing_operator)`` says
what kind of pack or grammar change would admit the problem, ``token_text`` says which word.
"""
from __future__ import annotations

import enum

import msgspec


class Reason(str, enum.Enum):
    """Why a problem was refused. Closed: adding one is a documented format change."""

    EMPTY_INPUT = "empty_input"
    NO_QUESTION = "no_question"
    MULTIPLE_QUESTIONS = "multiple_questions"
    UNKNOWN_WORD = "unknown_word"
    UNPARSED_SENTENCE = "unparsed_sentence"
    UNPARSED_QUESTION = "unparsed_question"
    UNSUPPORTED_FORM = "unsupported_form"
    UNRESOLVED_PRONOUN = "unresolved_pronoun"
    AMBIGUOUS_REFERENCE = "ambiguous_reference"
    UNKNOWN_ENTITY = "unknown_entity"
    UNKNOWN_QUANTITY = "unknown_quantity"
    NEGATIVE_HOLDING = "negative_holding"
    FRACTIONAL_COUNT = "fractional_count"
    UNIT_MISMATCH = "unit_mismatch"
    CONTRADICTION = "contradiction"
    DIVISION_BY_ZERO = "division_by_zero"
    VERIFIER_DISAGREEMENT = "verifier_disagreement"


class RefusalEvidence(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """Structured, groupable evidence of one refusal (no floats, all plain values)."""

    reason: str
    """A ``Reason`` value."""
    missing_operator: str
    """What would admit it, e.g. ``lexicon_entry.unit``, ``lexicon_entry.verb``, ``frame.statement``."""
    sentence_index: int = -1
    """0-based sentence of the offending token; -1 when the refusal is about the whole problem."""
    token_index: int = -1
    """0-based token index inside that sentence; -1 when not tied to one token."""
    token_text: str = ""
    frame: str = ""
    """The frame/slot being read, e.g. ``statement.object.unit``, ``question.target``, ``solver``."""
    detail: str = ""


class ReaderRefusal(Exception):
    """Raised inside the reader; ``read`` turns it into a ``Refused`` result."""

    def __init__(self, reason: Reason, missing_operator: str, *, sentence_index: int = -1,
                 token_index: int = -1, token_text: str = "", frame: str = "", detail: str = ""):
        super().__init__(f"{reason.value}: {detail}")
        self.evidence = RefusalEvidence(
            reason=reason.value, missing_operator=missing_operator, sentence_index=sentence_index,
            token_index=token_index, token_text=token_text, frame=frame, detail=detail)


def whole_text_refusal(cur, frame: str, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    """The refusal of a module that reads a whole text by its own shapes (travel, legs, lengths, weather,
    visits): at the cursor's token (or the sentence's last), missing ``frame.<frame>``."""
    i = min(cur.pos, len(cur.tokens) - 1)
    return ReaderRefusal(reason, f"frame.{frame}", sentence_index=cur.sentence.index, token_index=i,
                         token_text=cur.tokens[i].text if cur.tokens else "", frame=frame, detail=detail)
