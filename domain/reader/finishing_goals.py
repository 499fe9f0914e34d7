"""A goal told with what finishing it makes, asked again with the same words (reader v13, ADR 0264).

    Mrs. Hilt wants to make a border around her garden. She needs 125 rocks to complete the border.
    She has 64 rocks. How many more rocks does she need to complete the border?              125 − 64

ADR 0143 (goal_purposes.py) reads what a goal is for when a ``for`` phrase says it (``needed 16 total for a
complete collection``) and a question that asks what finishing the asker's own collection takes. The same
purpose is as often told with the finishing verb itself:

- ``<subject> needs N <things> to complete|finish the|<own> [modifiers] <noun>`` ending the statement records
  the noun as the goal's purpose (the things are what finishing it takes). The noun may not be a person, a
  counted unit of the goal itself, or followed by anything (``… to complete the border by Friday`` stays the
  plain purpose of circumstances.take_purpose, as before).
- The question ``How many more <things> does <subject> need to complete|finish the <noun>?`` then asks the
  rest, as ``… to finish his collection?`` did: ``the`` names the one purpose recorded, as ``her`` does. Only
  after ``more``: ``How many rocks does she need to complete the border?`` repeats the statement's own words
  and may ask the whole 125 again, so without ``more`` (with ``the`` or ``her``) it is not read.

Everything else (another noun, two goals with purposes, no purpose told, an adjunct in the question) is left
to goal_purposes.take_finishing_purpose, which refuses it as before.
"""
from __future__ import annotations

from domain.reader.goal_purposes import own_possessive, take_purpose_noun  # goal_purposes reads the question's side
from domain.reader.graph import Op
from domain.reader.phrases import Context, Cursor


def take_finishing_goal(cur: Cursor, ctx: Context, subject: str, goal: Op) -> bool:
    """``to complete|finish the|<own> [modifiers] <noun>`` ending a goal statement: recorded in
    ``ctx.goal_purposes`` (consumed, True); nothing consumed and False otherwise."""
    start = cur.pos
    if goal.kind != "goal" or goal.lemma != "fn.need" or not cur.take_word("to") or not cur.take("fn:finish"):
        cur.pos = start
        return False
    if not (cur.take_word("the") or own_possessive(cur, ctx, subject)):
        cur.pos = start
        return False
    if not take_purpose_noun(cur, ctx, subject, goal, start):
        return False
    ctx.finishing_told = True
    return True
