"""Circumstances of a clause: time words, ``to/from/with/in`` phrases, places, manner and time clauses.

Nothing here is dropped silently: a phrase is either used (recipient, source, place) or it is one
of the forms that provably change no quantity (a pack time phrase or adverb, a number-free gerund
phrase, ``when <someone> is finished``). Anything else ends the circumstances and must be read by
the caller or refused.
"""
from __future__ import annotations

from domain.reader.phrases import Context, Cursor, definite_entity, noun_run, read_entity
from domain.reader.refusals import Reason, ReaderRefusal
from domain.reader.nested_places import NESTING_PREPS, note_nested_place
from domain.reader.ordinal_places import read_ordinal_place
from domain.reader.owned_occasions import read_owned_place
from domain.reader.queues import read_queue
from domain.reader.quoted_names import QUOTED
from domain.reader.proper_place_names import read_proper_place
from domain.reader.purpose_objects import take_named_owner
from domain.reader.means_phrases import take_means
from domain.reader.prep_pronouns import read_prep_pronoun
from domain.reader.shared_purposes import take_share_with
from domain.reader.sport_gerunds import take_sport
from domain.reader.town_places import read_its_place, read_town_place  # v13 (imports phrases only)


def unparsed(cur: Cursor, frame: str, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE,
             missing: str = "frame.statement") -> ReaderRefusal:
    i = min(cur.pos, len(cur.tokens) - 1)
    return ReaderRefusal(reason, missing, sentence_index=cur.sentence.index, token_index=i,
                         token_text=cur.tokens[i].text if cur.tokens else "", frame=frame, detail=detail)


def _connector_ahead(cur: Cursor) -> bool:
    """``… 33 pieces then placed …``: a conjunction-adverb before a verb joins clauses; leave it."""
    return cur.sense("fn:conjunction") is not None and cur.sense("verb", cur.pos + 1) is not None


def take_circumstance_word(cur: Cursor) -> bool:
    if cur.at_end() or _connector_ahead(cur):
        return False
    return bool(cur.take("time") or cur.take("fn:adverb"))


def skip_circumstance_words(cur: Cursor) -> None:
    while True:  # speed (ADR 0106): ``while not at_end and (take time or take adverb)`` on one dict per step
        here = cur.here()
        if "time" in here:
            cur.take("time")  # records the time phrase on the cursor
            continue
        adverb = here.get("fn:adverb")
        if adverb is None:
            return
        cur.pos += adverb.length


def read_place(cur: Cursor, ctx: Context) -> str | None:
    """``the barn`` / ``his bag`` / ``a store`` (→ "") / ``Sara's house`` after a preposition."""
    start = cur.pos
    ordinal = read_ordinal_place(cur, ctx, start)
    if ordinal is not None:
        return ordinal  # v9: "in fourth grade" = "in the fourth grade" (ordinal_places.py, ADR 0144)
    owner = None
    if cur.take_word("the"):
        owner = "the"
    elif cur.take_word("a", "an"):
        owner = "a"
    else:
        poss = cur.sense("fn:possessive")
        if poss is not None and poss.entry.gender in ("m", "f"):
            i = cur.pos
            cur.pos += 1
            owner = ctx.resolve_possessive(poss.entry.gender, cur, i) + "'s"
        elif cur.sense("name") and cur.sense("poss", cur.pos + 1):
            owner = cur.tokens[cur.pos].text + "'s"
            cur.pos += 2
    stage = []
    if owner == "the" and cur.peek_word() == "next" and cur.sense("fn:sequence") is not None:
        # multi3: "in the next level": ``next`` picks out one place of a sequence. It stays part of the name
        # (as "the red box" does, definite_entity), so "the next level" and an earlier "the level" are two
        stage = ["next"]
        cur.pos += 1
    elif owner == "the" and cur.sense("fn:ordinal") is not None and cur.sense("poss", cur.pos + 1) is None:
        # multi5: "on the first level": an ordinal picks out one place of a sequence, kept in the name as
        # ``next`` is ("the first level" and "the second level" are two places)
        stage = [cur.words[cur.pos]]
        cur.pos += 1
    got = noun_run(cur, cur.pos, ("place", "person", "unit"))
    if got is None and len(stage) == 1 and stage != ["next"]:
        # multi5: "4 treasures on the first level and 3 on the second": the noun left out after an ordinal
        # is the one of the one earlier "the <ordinal> <noun>" in the same sentence (none or several: not read)
        noun = _ordinal_noun(cur, start)
        if noun is not None:
            return definite_entity(cur, ctx, "the", stage, noun, "n", start)
    if got is None:
        cur.pos = start
        return None
    adjuncts, noun, end = got
    cur.pos = end
    if stage and cur.sense("poss") is not None:
        cur.pos = start  # "the next level's boss": not read
        return None
    if owner is not None and owner != "a" and cur.sense("poss") is not None:
        # v6: "for her school's bake sale": a place owned by a place, the inner one named in full
        inner = definite_entity(cur, ctx, owner, cur.words[end - noun.length - len(adjuncts):end - noun.length],
                                noun.entry.singular, "n", start)
        outer = noun_run(cur, cur.pos + 1, ("place", "person", "unit"))
        if outer is None:
            cur.pos = start
            return None
        owner, (adjuncts, noun, end) = inner + "'s", outer
        cur.pos = end
    if owner is None:
        # a bare noun phrase ("from school", "at home"): a circumstance, not a holder
        return ""
    indefinite = owner == "a"
    if owner == "a":
        # "from a jar" introduces the jar that "the jar" later names: never drop it
        owner = "the"
    # the words before the noun tell places apart (the red box, the blue box)
    words = stage + cur.words[end - noun.length - len(adjuncts):end - noun.length]
    # red12: "in the trees" is not "in the tree": a place named in the plural is an entity of its own (a
    # question about the trees after a story of the tree refuses instead of answering for the tree)
    name = noun.entry.plural if noun.form == "pl" and getattr(noun.entry, "plural", "") else noun.entry.singular
    other = noun.entry.singular if name != noun.entry.singular else getattr(noun.entry, "plural", "")
    if other and other != name and " ".join([owner, *words, other]) in ctx.entities:
        # "put 5 apples in the boxes … 3 apples in the box": one of the boxes, or another box?
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_binding", sentence_index=cur.sentence.index,
                            token_index=start, token_text=cur.tokens[start].text, frame="entity",
                            detail=f"a place named both as {other!r} and {name!r}")
    entity = definite_entity(cur, ctx, owner, words, name, "n", start)
    if indefinite:
        ctx.indefinite_places.add(entity)  # v13: "on a page" (generic_containers.py)
    return entity


def _ordinal_noun(cur: Cursor, before: int) -> str | None:
    """The noun of the one ``the <ordinal> <noun>`` before token ``before`` in this sentence, when what
    follows the elided ordinal ends the phrase (``the second`` then ``,`` / ``and`` / the end)."""
    if not (cur.at_end() or cur.words[cur.pos] in (",", "and", "but", "then", "?", ".")):
        return None
    nouns = set()
    for j in range(1, before):
        if cur.words[j - 1] == "the" and cur.sense("fn:ordinal", j) is not None:
            got = noun_run(cur, j + 1, ("place", "person", "unit"))
            if got is not None and not got[0]:
                nouns.add(got[1].entry.singular)
    return nouns.pop() if len(nouns) == 1 else None


class Circumstances:
    def __init__(self):
        self.to = ""
        self.source = ""
        self.place = ""
        self.with_ = ""
        self.place_prep = ""
        """(v13, red team of ADR 0260) the preposition that named ``place`` (``into`` in ``dropped 5 apples into
        the box``; loss_goals.py)."""
        self.bare: list[str] = []
        """Bare noun phrases read as circumstance (``at school``, ``on toys``): harmless in a statement,
        a restriction nobody checks in a question (the question refuses them)."""


SOURCE_PREPS = ("from", "out of", "off")
GOAL_PREPS = ("to",)

LOCATING_PREPS = frozenset({"in", "inside", "into", "at", "on", "onto"})
"""Prepositions that put things *at* a place (the place's own holding). Any other place preposition (``near``,
``behind``, ``under``, ``by``, ``around`` …) names things beside it, not in it (v12, red team of ADR 0234)."""


def note_place_relation(cur: Cursor, ctx: Context, ent: str, word: str, at: int) -> None:
    """One place entity is only ever read with one relation: ``found 5 apples behind the house`` and ``How many
    apples did Tom find in the house?`` answered 5 (and ``… 3 apples in the house`` 8), as the place slot keeps
    the entity but not the preposition. The things beside a place and those in it are not one holding: a text
    that uses both refuses, a text that uses one relation throughout reads as before."""
    relation = "in" if word in LOCATING_PREPS else word
    seen = ctx.place_relations.setdefault(ent, relation)
    if seen != relation:
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "place_binding", sentence_index=cur.sentence.index,
                            token_index=at, token_text=cur.tokens[at].text, frame="statement.place",
                            detail=f"'{word} {ent}' beside '{seen} {ent}': things by a place are not in it")


def take_when_done(cur: Cursor, ctx: Context) -> bool:
    """``when the workers are finished``: the end of the story, which the reading already is."""
    if cur.sense("fn:when") is None:
        return False
    start = cur.pos
    cur.pos += 1
    who = read_entity(cur, ctx)
    if who is not None and cur.take("fn:be") and cur.take("fn:done"):
        ctx.finished.append((cur.sentence.index, who))  # v7: "when the workers are finished" completes their tasks (finished_tasks.py)
        return True
    cur.pos = start
    return False


def take_purpose(cur: Cursor) -> bool:
    """``uses 19 blocks to build a tower`` / ``used 20 to make lunch for the students``: why, not how many.

    ``to`` + a pack verb + a number-free noun phrase (``some``/a determiner, modifiers, a noun, an
    optional ``for <noun phrase>``), or (v9) + a particle ending the clause (``to stock up``); a purpose
    with a quantity (``to make 2 cakes``) is not read."""
    if cur.peek_word() != "to" or cur.sense("verb", cur.pos + 1) is None:
        return False
    start = cur.pos
    cur.pos += 1 + cur.sense("verb", cur.pos + 1).length
    if cur.sense("fn:particle") is not None and (cur.pos + 1 == cur.end or cur.sense("punct:,", cur.pos + 1)):
        cur.pos += 1  # v9: "picked peaches to stock up": a phrasal verb with no object ends the purpose
        return True
    if cur.take("fn:determiner") is None and cur.take("fn:possessive") is None and not take_named_owner(cur):
        cur.take("fn:some")  # v13: "to pave Lexi's street" (purpose_objects.py, ADR 0263)
    got = noun_run(cur, cur.pos, ("unit", "place"))
    if got is None:
        cur.pos = start
        return False
    cur.pos = got[2]
    if cur.peek_word() == "for":
        save = cur.pos
        cur.pos += 1
        cur.take("fn:determiner")
        more = noun_run(cur, cur.pos, ("unit", "place", "person"))
        cur.pos = more[2] if more is not None else save
    return True


def take_while_clause(cur: Cursor, ctx: Context) -> bool:
    """``While on vacation,`` / ``While playing a video game,`` / ``While shopping,`` before a clause.

    Only an activity (with a number-free noun phrase) or a preposition + noun phrase, then a comma."""
    if cur.sense("fn:while") is None:
        return False
    start, occasion = cur.pos, ""
    cur.pos += 1
    if cur.sense("activity") is not None:
        if not take_manner_gerund(cur):
            cur.pos += cur.sense("activity").length
    elif cur.sense("fn:preposition") is not None:
        cur.pos += cur.sense("fn:preposition").length
        cur.take("fn:determiner") or cur.take("fn:possessive")
        got = noun_run(cur, cur.pos, ("unit", "place", "person"))
        if got is None:
            cur.pos = start
            return False
        cur.pos = got[2]
        occasion = "" if got[0] else got[1].entry.id  # "While on vacation,": a later "from her vacation"
    else:
        cur.pos = start
        return False
    # v6: "While shopping for music online," / "While on vacation in June,": more number-free
    # preposition phrases and time words may follow before the comma
    while not cur.at_end() and cur.peek_word() != ",":
        if cur.take("time") or cur.take("fn:adverb") or _number_free_pp(cur):
            continue
        break
    if not cur.take("punct:,"):
        cur.pos = start
        return False
    if occasion:
        ctx.occasions[cur.sentence.index] = occasion
    return True


def _number_free_pp(cur: Cursor) -> bool:
    """A preposition and a noun phrase without a number (``for music``, ``at the zoo``)."""
    prep = cur.sense("fn:preposition")
    if prep is None:
        return False
    start = cur.pos
    cur.pos += prep.length
    cur.take("fn:determiner") or cur.take("fn:possessive")
    got = noun_run(cur, cur.pos, ("unit", "place", "person"))
    if got is None:
        cur.pos = start
        return False
    cur.pos = got[2]
    return True


def take_manner_gerund(cur: Cursor) -> bool:
    """``made 9 dollars mowing lawns`` / ``spent 47 dollars buying new mower blades``: how it happened.

    Only a pack activity word followed by a number-free noun phrase; a gerund phrase with a quantity
    (``selling 3 apples``) is never read as a mere circumstance."""
    act = cur.sense("activity")
    if act is None or (cur.sentence.question and not cur.premise):
        # red-team ma5 (ADR 0194): in the asked clause the gerund picks some of the events ("how many tickets did
        # he win playing cards?" answered the tickets won playing anything); no op keeps its gerund, so it is
        # left unread there and the question refuses. A question's condition (``If he had to spend 5 dollars
        # buying supplies, …``) states its events like a statement and keeps the gerund as a manner.
        return False
    start = cur.pos
    cur.pos += act.length
    if cur.take(QUOTED) is not None:
        return True  # v11: "playing 'skee ball'": a quoted name is a number-free object (quoted_names.py)
    if cur.take("fn:determiner") is None:
        cur.take("fn:possessive")
    got = noun_run(cur, cur.pos, ("unit", "place"))
    if got is None and cur.pos == start + act.length and take_sport(cur):
        return True  # v13: "scored 156 goals playing soccer": a game's name (sport_gerunds.py, ADR 0266)
    if got is None:
        # v6: "12 guests coming to her party": a participle with a number-free preposition phrase
        cur.pos = start + act.length
        if _number_free_pp(cur):
            return True
        cur.pos = start
        return False
    cur.pos = got[2]
    return True


def _clause_boundary(cur: Cursor) -> bool:
    return cur.at_end() or cur.peek_word() == "," or cur.sense("fn:conjunction") is not None


def _the_one_container(cur: Cursor, ctx: Context, at: int) -> str:
    """``puts 7 more bottle caps inside``: ``inside`` with no noun names the one thing (neuter entity)
    mentioned so far; none or several refuse (inside which?)."""
    things = [e for e, g in ctx.entities.items() if g == "n"]  # boxes, jars, Sara's house, organisations
    if len(things) != 1:
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_binding", sentence_index=cur.sentence.index,
                            token_index=at, token_text=cur.tokens[at].text, frame="statement.place",
                            detail=f"'inside' with {len(things)} things it could be inside")
    return things[0]


def read_circumstances(cur: Cursor, ctx: Context, circ: Circumstances) -> None:
    """Time phrases, adverbs, ``to E``, ``from E``, ``with E``, ``in/at/on <place>``, until none applies."""
    # speed (ADR 0451): town_places imported with the module, vessels only where it is used (an import statement
    # costs a module lookup on every call, ≈ 3.7 per text here)
    last_place_end = -1
    while not cur.at_end():
        # speed (ADR 0460): every test below is at ``pos`` and reads one dict (``sense(cls)`` is ``here.get(cls)``):
        # ``take_circumstance_word`` inlined (no connector ahead: a time or an adverb taken), and each try asked only
        # where the class or word its own first test needs is here; a try that answers False puts ``pos`` back, so
        # ``here`` is still the dict at ``pos`` for the next
        here = cur.here()
        if "fn:conjunction" not in here or cur.sense("verb", cur.pos + 1) is None:
            if "time" in here:
                cur.take("time")  # records the time phrase on the cursor
                continue
            adverb = here.get("fn:adverb")
            if adverb is not None:
                cur.pos += adverb.length
                continue
        at_word = cur.words[cur.pos]
        if ("activity" in here and take_manner_gerund(cur)) or ("fn:when" in here and take_when_done(cur, ctx)) \
                or ("fn:share_with" in here and take_share_with(cur, ctx)) or (at_word == "to" and take_purpose(cur)) \
                or (at_word == "by" and take_means(cur)):  # v15: "earned 13 dollars by mowing lawns" (means_phrases.py, ADR 0304)
            continue
        if "fn:onboard" in here:
            from domain.reader.vessels import onboard_place  # v13 (vessels.py imports amounts, which imports this module)
            at = cur.pos  # v13: "load 8723 tons of cargo onboard": on the story's one vessel (vessels.py, ADR 0260)
            ent = onboard_place(cur, ctx)
            if circ.place and circ.place != ent:
                raise unparsed(cur, "statement.circumstance", "'onboard' beside another place")
            note_place_relation(cur, ctx, ent, "on", at)
            circ.place, circ.place_prep = ent, "onboard"
            continue
        prep = here.get("fn:preposition")
        if prep is None:
            return
        start = cur.pos
        word = " ".join(cur.words[cur.pos:cur.pos + prep.length])
        ent = read_queue(cur, ctx, start) if word == "in" else None  # v11: "in line for …" (queues.py)
        if ent is None:
            cur.pos += prep.length
            known = len(ctx.entities)
            # v12: "in North America": two or more bare capitalised words are one place (proper_place_names.py)
            ent = (read_prep_pronoun(cur, ctx) if word in GOAL_PREPS or word in SOURCE_PREPS else None) \
                or read_proper_place(cur, ctx, word) or read_town_place(cur, ctx) or read_its_place(cur, ctx) \
                or read_entity(cur, ctx)  # v15: "took 17 beads from her" (prep_pronouns.py, ADR 0304)  # v13: "in Oak Grove's public library", "in its school libraries" (town_places.py)
            if ent is not None and cur.sense("poss") is not None:
                # v11: "for her friend's wedding": a place owned by an owned person (owned_occasions.py)
                ent = read_owned_place(cur, ctx, ent, start + prep.length, known) or ent
        if ent is None:
            ent = read_place(cur, ctx)
        if ent is None and word == "inside" and _clause_boundary(cur):
            ent = _the_one_container(cur, ctx, start)
        if ent is None or (not ent and (word in GOAL_PREPS or word in SOURCE_PREPS)
                           and cur.sense("place", cur.pos - 1) is None):
            # a bare "to paint" / "from apples" is no place (a bare "to school" is): a recipient or source
            # that is neither must stay unread rather than vanish (v5 read "had 17 boxes to paint" as a
            # holding of 17 and then added 8 painted boxes)
            cur.pos = start
            return
        if word in GOAL_PREPS:
            slot = "to"
        elif word in SOURCE_PREPS:
            slot = "source"
        elif word == "with" and ent and not ent.startswith("the ") and ent in ctx.entities \
                and ctx.entities[ent] != "n":
            slot = "with_"
        else:
            slot = "place"
        if not ent:
            circ.bare.append(word + " " + " ".join(cur.words[start + 1:cur.pos]))
        elif word == "for":
            # red5: "bought 5 apples for Tom": who holds them afterwards is open (beneficiaries.py)
            ctx.beneficiaries.append((cur.sentence.index, ent))
        if ent and slot == "place" and circ.place and start == last_place_end and word in NESTING_PREPS \
                and ent != circ.place:
            # v9: "in a pile on the desk": the second place is where the first one is (nested_places.py)
            note_nested_place(ctx, cur.sentence.index, circ.place, ent)
            last_place_end = -1
            continue
        if ent:
            if getattr(circ, slot) and getattr(circ, slot) != ent:
                raise unparsed(cur, "statement.circumstance", f"two different '{word}' phrases")
            if slot == "place":
                note_place_relation(cur, ctx, ent, word, start)
                circ.place_prep = word
            setattr(circ, slot, ent)
            if slot == "place":
                last_place_end = cur.pos
