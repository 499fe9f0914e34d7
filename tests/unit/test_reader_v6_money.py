"""Forms added for reader version 6 by the money helper (ADR 0018): paces (``walked 6 miles at 3 miles per
hour`` / ``How long did she walk?``), rate objects (``reads 4 books a day``), rates per event (``earned 3 dollars
for each lawn she mowed``), money made by activities and how long it lasts, prices in money words and by kind,
``where`` clauses, priced descriptions, a trailing ``if`` in a question — and their near misses, which refuse.

Expected answers are worked out by hand from the text (arithmetic in the comment); every refusal names
the reason the policy predicts. The base pack has no motion verbs, so the pack here adds a few (the
learning loop would).
"""
from __future__ import annotations

import pytest

from core.packs import load_pack
from reader_checks import apply_learned
from domain.reader import apply_change, read
from domain.reader.pack import AddActivity, AddUnit, AddVerb, Unit, Verb, Word

from reader_checks import assert_refused, assert_solved

PACK = load_pack()
for _id, _forms in (("verb.walk", ["walk", "walked", "walks"]), ("verb.jog", ["jog", "jogged", "jogs"]),
                    ("verb.drive", ["drive", "drove", "drives"]), ("verb.read", ["read", "reads"]),
                    ("verb.mow", ["mow", "mowed", "mows"]), ("verb.work", ["work", "worked", "works"]),
                    ("verb.sleep", ["sleep", "slept", "sleeps"]),
                    ("verb.skate", ["skate", "skated", "skates"]), ("verb.rest", ["rest", "rested", "rests"])):
    PACK = apply_learned(PACK, AddVerb(verb=Verb(id=_id, forms=_forms, category="positive")))
PACK = apply_learned(PACK, AddUnit(unit=Unit(id="unit.shell_x", singular="clam", plural="clams")))
# unit.weed and verb.last ('the money last him') are in the base pack since ADR 0119
# unit.deck is in the base pack since ADR 0141
for _word in ("jogging", "skating", "resting"):  # -ing forms the loop learns as activities
    PACK = apply_learned(PACK, AddActivity(activity=Word(id="act." + _word, forms=[_word])))

SOLVED = [
    ("v20: a day's rate over weeks (ADR 0453)",  # 4 × 14 = 56
     "Ian reads 4 books a day. How many books does he read in 2 weeks?", "56", "books"),
    ("speed: how long did she walk",  # 6 / 3 = 2
     "Nora walked 6 miles at 3 miles per hour. How long did Nora walk?", "2", "hours"),
    ("speed with 'an hour', fractional hours",  # 5 / 2 = 2.5
     "Omar jogged 5 kilometers at 2 kilometers an hour. How long did he jog?", "2.5", "hours"),
    ("speed in an If-prefix, -ing question with a doubled consonant",  # 12 / 4 = 3
     "If Tia jogged 12 miles at 4 miles per hour, how long was Tia jogging?", "3", "hours"),
    ("-ing question of a verb ending in e",  # 30 / 6 = 5
     "Ben skated 30 kilometers at 6 kilometers per hour. How long was Ben skating?", "5", "hours"),
    ("the distance itself is still an event",  # 6
     "Nora walked 6 miles at 3 miles per hour. How many miles did Nora walk?", "6", "miles"),
    ("rate object 'a day' times a number of days",  # 4 × 6 = 24
     "Ian reads 4 books a day. How many books does he read in 6 days?", "24", "books"),
    ("rate object 'every hour'",  # 40 × 3 = 120
     "Ruth drove 40 miles every hour. How many miles would she drive in 3 hours?", "120", "miles"),
    ("rate object 'in each game'",  # 15 × 4 = 60
     "Kai scored 15 points in each game. How many points did Kai score in 4 games?", "60", "points"),
    ("rate object 'per game', one game",  # 15 × 1 = 15
     "Kai scored 15 points per game. How many points did Kai score in 1 game?", "15", "points"),
    ("spending rate: how long the money lasts",  # (12 + 18) / 6 = 5
     "Lee earned 12 dollars and found 18 dollars. If he spent 6 dollars a week, how long would the money last him?",
     "5", "weeks"),
    ("price in money words",  # 4 × 3 = 12
     "Sam bought 4 pens. Each pen cost 3 dollars. How much did Sam spend?", "12", "dollars"),
    ("price with 'was'",  # 5 × 2 = 10
     "Each book was 2 dollars. If Amy bought 5 books, how much did she spend?", "10", "dollars"),
    ("price of a general kind prices its kinds (pack kinds: roses, daisies are flowers)",  # 4×5 + 2×5 = 30
     "Each flower was 5 dollars. If Amy bought 4 roses and 2 daisies, how much did she spend?", "30", "dollars"),
    ("a kind's own price wins over the general one",  # 4×3 + 2×5 = 22
     "Each flower was 5 dollars. Each rose costs 3 dollars. If Amy bought 4 roses and 2 daisies, how much did she "
     "spend?", "22", "dollars"),
    ("earnings for each event",  # 3 × 7 = 21
     "Rita earned 3 dollars for each lawn she mowed. She mowed 7 lawns. How much money did Rita earn?", "21",
     "dollars"),
    ("points for each find, events in the If-prefix, before and after",  # 4 × (2 + 5) = 28
     "Omar found 2 clams. He scores 4 points for each clam he finds. If he found 5 clams, how many points did "
     "he score?", "28", "points"),
    ("points per event of the same verb",  # 5 × 3 = 15
     "Kai scored 5 points for each goal he scored. He scored 3 goals. How many points did Kai score?", "15",
     "points"),
    ("pay per hour over hours worked",  # 8 × (3 + 4) = 56
     "Dave made 8 dollars an hour. On Monday he worked 3 hours and on Tuesday he worked 4 hours. How much money "
     "did Dave make?", "56", "dollars"),
    ("money made by activities, listed",  # 12 + 20 = 32
     "Ned made 12 dollars mowing lawns and 20 dollars weed eating. How much money did Ned make?", "32", "dollars"),
    ("money made by activities, then how long it lasts",  # (12 + 20) / 4 = 8
     "Ned made 12 dollars mowing lawns and 20 dollars weed eating. If he only spent 4 dollars a week, how long "
     "would the money last him?", "8", "weeks"),
    ("a 'where' clause after a describing sentence",  # 4 × 5 = 20
     "Amy was playing a game where she scores 4 points for each clam she finds. She found 5 clams. How many "
     "points did she score?", "20", "points"),
    ("a 'where' clause with a pay rate",  # 7 × (4 + 2) = 42
     "Sara was working at a store where she made 7 dollars an hour. She worked 4 hours and then she worked "
     "2 hours. How much money did Sara make?", "42", "dollars"),
    ("a describing sentence with a price each, and a trailing if-clause",  # 6 × 3 = 18
     "Amy was buying decks for 6 dollars each. How much did Amy spend if she bought 3 decks?", "18", "dollars"),
    ("they spend: everyone's spending, after a priced description",  # 5 × (3 + 2) = 25
     "Amy and her sister were buying books from the store for 5 dollars each. Amy bought 3 books and Tom "
     "bought 2 books. How much did they spend?", "25", "dollars"),
]

REFUSED = [
    ("rate in another unit than the distance: no conversion guessed",
     "Nora walked 6 miles at 3 kilometers per hour. How long did Nora walk?", "unparsed_sentence"),
    ("two objects: which does the rate time?",
     "Nora walked 6 miles and 2 kilometers at 3 miles per hour. How long did Nora walk?", "unparsed_sentence"),
    ("a second walk at an unstated speed",
     "Nora walked 6 miles at 3 miles per hour. Then she walked 4 miles. How long did Nora walk?",
     "unknown_quantity"),
    ("the question asks about another action",
     "Ben skated 30 kilometers at 6 kilometers per hour. How long was Ben resting?", "unknown_quantity"),
    ("the question asks about another person",
     "Nora walked 6 miles at 3 miles per hour. Omar walked 2 miles. How long did Omar walk?", "unknown_quantity"),
    ("how much longer is not a duration",
     "Nora walked 6 miles at 3 miles per hour. How much longer did Nora walk?", "unparsed_question"),
    ("no rate at all",
     "Nora walked 6 miles. How long did Nora walk?", "unknown_quantity"),
    ("a rate is not an event: how many books did he read is not said",
     "Ian reads 4 books a day. How many books did he read?", "unknown_quantity"),
    ("the question's verb is not the rate's verb",
     "Ruth drove 40 miles every hour. How many miles would she walk in 3 hours?", "unknown_quantity"),
    # v20 (ADR 0453): "a day … in 2 weeks" reads now (SOLVED: 4 × 14 = 56); days that are no whole weeks do not
    ("the question's period is not the rate's period",
     "Ian reads 4 books a week. How many books does he read in 10 days?", "unknown_quantity"),
    ("the question's thing is another kind",
     "Ian reads 4 books a day. How many red books does he read in 2 days?", "unknown_quantity"),
    ("the money lasts a fractional number of weeks: 5 or 5.4? refused",
     "Lee earned 27 dollars. If he spent 5 dollars a week, how long would the money last him?", "fractional_count"),
    ("no spending rate",
     "Lee earned 27 dollars. If he spent 5 dollars, how long would the money last him?", "unknown_quantity"),
    ("a rate of an unknown amount is not read",
     "Ian reads some books a day. How many books does he read in 6 days?", "unparsed_sentence"),
    ("a price of one kind of a unit is not read (would price every kind)",
     "Each red pen was 2 dollars. If Amy bought 5 red pens, how much did she spend?", "unparsed_sentence"),
    ("'each pen was' a weight, not money",
     "Each pen was 2 pounds. If Amy bought 5 pens, how much did she spend?", "unparsed_sentence"),
    ("the events are someone else's",
     "Rita earned 3 dollars for each lawn she mowed. Tom mowed 7 lawns. How much money did Rita earn?",
     "unknown_quantity"),
    ("'for each lawn he mowed' with another doer is not read",
     "Rita earned 3 dollars for each lawn Tom mowed. Tom mowed 7 lawns. How much money did Rita earn?",
     "unparsed_sentence"),
    ("earnings by a rate and stated earnings: restated or more?",
     "Rita earned 3 dollars for each lawn she mowed. She mowed 7 lawns and earned 21 dollars. "
     "How much money did Rita earn?", "ambiguous_reference"),
    ("hours counted under two verbs: which paid?",
     "Dave made 8 dollars an hour. He worked 3 hours and slept 4 hours. How much money did Dave make?",
     "unknown_quantity"),
    ("a rate question restricted to a day",
     "Dave made 8 dollars an hour. On Monday he worked 3 hours. How much money did Dave make on Monday?",
     "unknown_quantity"),
    ("a money list whose next part is not money made by an activity",
     "Ned made 12 dollars mowing lawns and 20 dollars pink weeds. How much money did Ned make?",
     "unparsed_sentence"),
    ("money made by activities, lasting a fractional number of weeks",  # 32 / 5 = 6.4
     "Ned made 12 dollars mowing lawns and 20 dollars weed eating. If he only spent 5 dollars a week, how long "
     "would the money last him?", "fractional_count"),
    ("a 'where' clause after a head no pack rule describes",
     "Amy found 3 clams at the beach where she scores 4 points for each clam she finds. How many points did she "
     "score?", "unparsed_sentence"),
    ("a holding a rate keeps changing: after how many days?",
     # v12 (ADR 0235): reading holds nothing, so the holding question refuses earlier (unsupported_form)
     "Sam had 10 books. He reads 3 books a day. How many books does he have?", "unsupported_form"),
    # v18 (ADR 0395): mowing is performed work (fn.perform): a holding question after it refuses first
    ("money held while a per-event rate pays: the rate's money is no stated holding",
     "Rita had 10 dollars. She earned 3 dollars for each lawn she mowed. She mowed 7 lawns. How much money does "
     "Rita have?", "unsupported_form"),
    ("spending at a rate: over how many weeks?",
     "Lee spent 5 dollars a week. He bought 3 pens for $2 each. How much did Lee spend?", "unknown_quantity"),
    ("money that also grows at a rate never runs out at the spending rate alone",
     "Lee had 20 dollars. He earns 10 dollars a week. If he spent 5 dollars a week, how long would the money "
     "last him?", "unknown_quantity"),
    ("a trailing if-clause that states a holding is a hypothesis",
     "Amy was buying decks for 6 dollars each. How much did Amy spend if she had 3 decks?", "unsupported_form"),
    ("'for N pounds each' after a describing sentence is no price",
     "Amy was buying decks for 6 pounds each. How much did Amy spend if she bought 3 decks?", "unparsed_sentence"),
    ("two ifs in the question",
     "Amy was buying decks for 6 dollars each. How much did Amy spend if she bought 3 decks if she had money?",
     "unparsed_question"),
    ("two 'where' clauses",
     "Amy was playing a game where she scores 4 points where she finds clams. How many points did she score?",
     "unparsed_sentence"),
]


@pytest.mark.parametrize("form,problem,answer,unit", SOLVED, ids=[c[0] for c in SOLVED])
def test_v6_money_form_is_solved(form, problem, answer, unit):
    assert_solved(read(problem, PACK), answer, unit, label=form)


@pytest.mark.parametrize("form,problem,reason", REFUSED, ids=[c[0] for c in REFUSED])
def test_v6_money_near_miss_refuses(form, problem, reason):
    assert_refused(read(problem, PACK), reason, label=form)
