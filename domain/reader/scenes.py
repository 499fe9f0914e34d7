"""Scene-setting sentences (reader v7): sentences that state no quantity and move nothing.

    Lucy went to the grocery store.                      desc.scene_where  (a scene verb + place phrases)
    Edward started his own lawn mowing business.         desc.scene_thing  (a scene verb + a noun phrase)
    Luke was trying to expand his game collection.       desc.scene_to     (a scene verb + a to-infinitive)
    Alyssa loves eating fruits.                          desc.scene_activity
    Diane is a beekeeper.                                desc.role         (be + a role noun)
    Oliver is at the library helping put away books.     desc.be_where_activity

Which verbs set a scene is the pack's: verbs of the category ``scene`` (go, want, try, decide, love,
start). They are only ever read by descriptive rules; a statement with such a verb and a number refuses
(clauses.py has no frame for the category), so ``Sam wants to buy 5 apples`` is never a holding.

The slots here read *number-free* phrases only (the parser already refuses any sentence with a number
before a rule is tried): ``<thing>`` is a noun phrase without a quantifier (``some of her clothes``,
``all of her books`` are amounts the story may count: not read — v9's pack rule ``desc.activity_part``
reads ``was unboxing some of her clothes`` only before a story that counts none of them, ``PART_RULE``), ``<where>`` a preposition and a thing,
``<purpose>`` ``to`` + a pack verb + an optional thing.

A scene names things (``books``, ``apples``) without counting them; two guards keep that harmless:

- a scene naming a unit the story has already moved or held refuses (``Sam has 5 apples. He was eating
  his apples.`` — eaten how many?);
- a past holding of a unit a scene names (``Sam was eating his apples. He had 5 apples.``) refuses before a
  question about now (``does he have now``): before or after the eating? A question in the past (``did he
  have``) asks about the time of the holding itself, and event questions are unaffected;
- a question about the start (``at first``) of a unit a scene names refuses (``Sam was eating his apples.
  He has 5 left. How many did he have at first?`` — the eating came before the 5);
- a person or unit noun a scene names (``Sam is a farmer``) may not be named again as ``the farmer``: the
  same person or another is not said (the reader has no identity of a holder and a role).
"""
from __future__ import annotations

from domain.reader.scene_times import take_scene_time

from domain.reader.graph import Op, Question
from domain.reader.phrases import NOUNISH, Context, Cursor, _brand_at
from domain.reader.proper_place_names import take_the_proper_place
from domain.reader.refusals import Reason, ReaderRefusal

PART_RULE = "desc.activity_part"
"""(v9, ADR 0146) ``Chloe was unboxing some of her old winter clothes``: an activity over some of one's things.
Read only when nothing after it counts those things but container contents (``inside each box there were
2 scarves``); any holding, gain or loss of them refuses (check_scenes)."""

SCENE_HEADS = ("unit", "place", "person")
"""What a scene's noun phrase may end in."""

EVENT_QUESTIONS = ("event", "passive", "spend", "use_total")  # v9 use_total: the things got × a use (uses_each.py)
PAST_WORDS = frozenset({"did", "was", "were", "had"})
PRESENT_WORDS = frozenset({"now", "left", "still", "remaining", "is", "are", "has", "does", "do"})
"""Questions about what happened (the events), which a holding's time does not affect."""


def match_scene_slot(cur: Cursor, ctx: Context, slot: str) -> bool | None:
    """The v7 slots of a descriptive rule; None for a slot this module does not define."""
    if slot.startswith("<verb:"):
        return _verb_of(cur, slot[6:-1])
    if slot == "<thing>":
        return take_thing(cur, ctx)
    if slot == "<where>":
        return _take_where(cur, ctx)
    if slot == "<purpose>":
        return _take_purpose(cur, ctx)
    if slot == "<adverb>":
        return cur.take("fn:adverb") is not None  # "helping put away books"
    return None


def scene_infinitive_at(cur: Cursor, i: int) -> bool:
    """Whether an unknown word at ``i`` follows ``<scene verb> to`` (``was trying to expand``): a verb."""
    return i >= 2 and cur.words[i - 1] == "to" and cur.words[i].islower() and any(
        s.cls == "verb" and s.entry.category == "scene" for s in cur.senses(i - 2))


def _verb_of(cur: Cursor, category: str) -> bool:
    """A verb of ``category`` here, whichever of the word's verb senses it is (``went`` is both the scene
    verb ``go`` and the start of ``went to``, a gain of games attended)."""
    for s in cur.senses(cur.pos):
        if s.cls == "verb" and s.entry.category == category:
            cur.pos += s.length
            return True
    return False


def _take_owner(cur: Cursor) -> None:
    """``a`` / ``the`` / ``his`` [own] / ``Mary's`` / ``his school's``: who or which, never how many."""
    start = cur.pos
    if cur.take("fn:determiner") or cur.take("fn:possessive"):
        if cur.peek_word() == "own" and _noun_at(cur, cur.pos + 1):
            cur.pos += 1  # "his own lawn mowing business": emphasis, not a quantity
    elif cur.sense("name") and cur.tokens[cur.pos].text[:1].isupper() and cur.sense("poss", cur.pos + 1):
        cur.pos += 2
    if cur.pos == start:
        return
    # "his school 's band": an owned thing that owns the head
    j = cur.pos
    while j < cur.end and _noun_at(cur, j):
        j += 1
    if j > cur.pos and cur.sense("poss", j) is not None and _noun_at(cur, j + 1):
        cur.pos = j + 1


def _noun_at(cur: Cursor, j: int) -> bool:
    return j < cur.end and any(s.cls in NOUNISH and s.length == 1 for s in cur.senses(j))


def take_thing(cur: Cursor, ctx: Context) -> bool:
    """``a camping trip`` / ``his own lawn mowing business`` / ``Mary's birthday party`` / ``fruits``:
    an optional owner, then one-word modifiers, nouns and activity words (``camping``, ``mowing``) ending
    in a unit, place or person noun. Unit heads are noted as mentioned (``2 more`` may refer to them)."""
    start = cur.pos
    _take_owner(cur)
    j, head = cur.pos, None
    while j < cur.end:
        senses = cur.senses(j)
        noun = next((s for s in senses if s.cls in SCENE_HEADS), None)
        if noun is not None:
            head = (noun, j + noun.length)
        if not any(s.length == 1 and (s.cls in NOUNISH or s.cls == "activity") for s in senses) \
                and not (head is None and _brand_at(cur, j)):
            # v12 (ADR 0234): "at Arcadia schools": a capitalised word no pack class knows, before a noun, names
            # which ones (as "27 Pokemon cards" does before a counted unit)
            break
        j += 1
    if head is None:
        cur.pos = start
        return False
    noun, end = head
    cur.pos = end
    if noun.cls == "unit":
        ctx.note_unit(noun.entry.id)
    if noun.cls in ("unit", "person"):
        # "Diane is a beekeeper": a later "the beekeeper" may be Diane or someone else (check_scenes)
        ctx.scene_nouns.add(noun.entry.singular)
    return True


def _take_where(cur: Cursor, ctx: Context) -> bool:
    """``to the grocery store`` / ``on vacation`` / ``in the mountains`` / ``for Mary's birthday party``."""
    prep = cur.sense("fn:preposition")
    if prep is None:
        return take_scene_time(cur, ctx, take_thing)  # v13: "after a sundae party" (scene_times.py, ADR 0263)
    start = cur.pos
    cur.pos += prep.length
    if take_thing(cur, ctx):
        head = next((s for s in cur.senses(cur.pos - 1) if s.cls in SCENE_HEADS), None)
        if head is not None and head.cls == "unit":  # red team 3 (scene_counted_things.py, ADR 0336)
            ctx.scene_where_units.append((cur.sentence.index, head.entry.id))
        return True
    if take_the_proper_place(cur):  # v13: "in the Bahamas" (proper_place_names.py, ADR 0260)
        return True
    cur.pos = start
    return False


def _take_purpose(cur: Cursor, ctx: Context) -> bool:
    """``to buy chairs`` / ``to expand his game collection`` / ``to make a border``: what for, never done."""
    if cur.peek_word() != "to":
        return False
    verb = cur.sense("verb", cur.pos + 1)
    if verb is None:
        return False
    start = cur.pos
    cur.pos += 1 + verb.length
    if not take_thing(cur, ctx) and not (cur.at_end() or cur.sense("fn:preposition")):
        cur.pos = start
        return False
    return True


def more_of_counted(cur: Cursor, ctx: Context, verb_at: int) -> str:
    """``N more`` without a noun (v9, ADR 0140): more of what the same verb just counted in this sentence.
    ``Luke was trying to expand his game collection. He bought 2 games from a friend and bought 2 more``: the
    collection is named by the scene only and never counted, so ``2 more`` is 2 more of what ``bought``
    counted before it in the sentence (games). Read only when every other unit mentioned is a scene's
    uncounted unit, one unit was counted by an earlier clause of this sentence with the same verb lemma as
    the one before ``N more`` (``verb_at``: where that verb starts), and nothing else; otherwise the plain
    elided-unit reading (``Context.elided_unit``), which refuses when several units are mentioned
    (``ate 5 pears and picked 3 more`` after a scene of picking apples: more pears or more apples?)."""
    if len(ctx.units_seen) > 1 and ctx.story is not None and verb_at >= 0:
        lemmas = {s.entry.id for s in cur.senses(verb_at) if s.cls == "verb"}
        story = [op for op in ctx.story if op.kind != "describe" and op.item is not None]
        counted_units = {op.item.unit for op in story}
        scene_only = set().union(*ctx.scenes.values()) - counted_units
        here = {op.item.unit for op in story if op.sentence == cur.sentence.index and op.lemma in lemmas}
        if len(here) == 1 and scene_only and all(u in scene_only or u in here for u in ctx.units_seen):
            return next(iter(here))
    return ctx.elided_unit(cur)


def scene_units(cur: Cursor) -> frozenset[str]:
    """Every unit a descriptive sentence (or its described part) could name: any token with a unit sense."""
    return frozenset(s.entry.id for i in range(cur.end) for s in cur.senses(i) if s.cls == "unit")


def _related(lex, a: str, b: str) -> bool:
    return a == b or lex.kind_of(a, b) or lex.kind_of(b, a)


def check_scenes(ops: list[Op], named: dict[int, frozenset[str]], question: Question, lex,
                 scene_nouns: set[str], entities: dict[str, str], question_words: list[str],
                 rated: set[int] = frozenset()) -> None:
    """The guards of the module docstring, over the whole story (``named``: sentence → units its
    descriptive part could name; ``scene_nouns``: the person and unit nouns scenes named; ``rated``: scene
    sentences whose own content rate the question's container count divides by, progressives.py)."""
    # "How many coins did he have total?" asks about the time of the past holding itself ("Luke was putting
    # his spare change into piles. He had 5 piles …"); "does he have now" asks about after the scene
    words = set(question_words)
    past_question = bool(words & PAST_WORDS) and not words & PRESENT_WORDS
    for noun in sorted(scene_nouns):
        if f"the {noun}" in entities:
            # "Sam is a farmer. The farmer bought 3 apples.": the same person or another? not said
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_binding", sentence_index=question.sentence,
                                frame="entity.scene",
                                detail=f"'the {noun}' after a scene named a {noun}: the same one or not?")
    if not named:
        return
    for k, op in enumerate(ops):
        units = named.get(op.sentence) if op.kind == "describe" else None
        if not units:
            continue
        for earlier in ops[:k]:
            if earlier.kind != "describe" and earlier.item is not None \
                    and any(_related(lex, earlier.item.unit, u) for u in units):
                # "Sam has 5 apples. He was eating his apples.": the scene may have changed what was stated
                raise ReaderRefusal(Reason.UNKNOWN_QUANTITY, "event_binding", sentence_index=op.sentence,
                                    frame="statement.scene",
                                    detail=f"a scene ({op.lemma}) names {earlier.item.unit} after the story "
                                           f"counted it: how many it moved is not said")
        if op.lemma == PART_RULE:
            for later in ops[k + 1:]:
                if later.kind not in ("describe", "per") and later.item is not None \
                        and any(_related(lex, later.item.unit, u) for u in units):
                    # v9 (ADR 0146): "Sam was selling some of his apples. He has 5 apples.": a part the activity
                    # took, of things the story counts; only contents of containers may follow such a scene
                    raise ReaderRefusal(Reason.UNKNOWN_QUANTITY, "event_binding", sentence_index=later.sentence,
                                        frame="statement.scene",
                                        detail=f"a scene ({op.lemma}) over some of the {later.item.unit} the story "
                                               f"counts: how many it took is not said")
        for later in ops[k + 1:]:
            if op.sentence in rated:
                break  # v8: "how many pages would he use?" divides the pool the scene's rate fills (progressives.py)
            if later.kind in ("hold", "hold_sum") and later.past and later.item is not None and not past_question \
                    and question.kind not in EVENT_QUESTIONS and any(_related(lex, later.item.unit, u) for u in units):
                # "Sam was eating his apples. He had 5 apples. How many does he have now?": 5 before or after
                # the eating? The past holding and the scene's activity are not ordered
                raise ReaderRefusal(Reason.UNKNOWN_QUANTITY, "event_binding", sentence_index=later.sentence,
                                    frame="statement.scene",
                                    detail=f"a past holding of {later.item.unit} after a scene ({op.lemma}) "
                                           f"that names it: before or after what the scene did?")
    if question.kind == "initial" and question.item is not None:
        described = {op.sentence for op in ops if op.kind == "describe"}
        if any(_related(lex, question.item.unit, u) for k in described for u in named.get(k, ())):
            # "Sam was eating his apples. He has 5 apples left. How many did he have at first?"
            raise ReaderRefusal(Reason.UNKNOWN_QUANTITY, "initial_state", sentence_index=question.sentence,
                                frame="question.scene",
                                detail=f"a scene names {question.item.unit}: what it moved before the story's "
                                       f"first count is not said")
