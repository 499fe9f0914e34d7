"""Reader v23 vocabulary (ADR 0544): words the base pack lacked, and three small re-spellings that let the
commonest unknown words of the fresh sets read.

- ``N percent of them`` / ``N% of the <things>`` (fraction_parts.py, fraction_subjects.py, percent_signs.py): a part
  in hundredths of a holding, as ``a fourth of them`` is (a whole N from 1 to 99, a whole part of counted things);
- ``the others are|were …`` as a clause subject = ``the rest are|were …`` (the_others.py);
- ``After giving 3 apples to Ann, Tom has 12 apples.``: the gerund's doer is the main subject (after_gerunds.py);
- ``one thousand`` / ``two hundred fifty``: a count in words with hundred / thousand (number_compounds.py);
- ``each morning`` / ``in 4 evenings`` / ``How many afternoons``: counted as days, as nights are (night_periods.py),
  one part of the day per text and no day word beside it;
- count nouns (inning, exam, film, show, space, swing, chain, charger, horn, stair, bleacher, screen, campfire, ape,
  calf/calves, foal), 17 people (helper, shopper, fan, grandparent, toddler, musician, actor, actress, athlete,
  skater, skier, golfer, goalie, boss, seller, buyer, guard), the metric units millimeter, decimeter and
  milligram, ``thousand``, the activity ``watching``, the adverb ``completely``, the time adjunct ``on the way
  home|to school|back``, the gain verbs ``restock`` and ``hire``, and ``wear`` as a scene verb (wearing moves
  nothing: ``One fourth of them wear glasses`` is a subset of people; ``wore 2 hats`` refuses).

Answers are worked by hand from the text (the sums are written beside each row, never taken from the reader).
Learning-arc words (feathers, marshmallows … ADR 0520) stay out of the base pack; ``kit`` stays out too (Kit is a
name in the fresh texts: as a unit it took the subject of ``Kit sold 8 glasses of lemonade``).
"""
from __future__ import annotations

import random
from fractions import Fraction

from reader_checks import refused_cases, solved_cases, wrong_in_sample

from core.packs import load_pack
from domain.reader import Refused, read

PACK = load_pack()

NEW_UNITS = ["innings", "exams", "films", "shows", "spaces", "swings", "chains", "chargers", "horns", "stairs",
             "bleachers", "screens", "campfires", "apes", "calves", "foals"]

PEOPLE = ["helpers", "shoppers", "fans", "grandparents", "toddlers", "musicians", "actors", "actresses", "athletes",
          "skaters", "skiers", "golfers", "goalies", "bosses", "sellers", "buyers", "guards"]

# 12 held, 5 more bought: 12 + 5 = 17
SOLVED = [(f"unit-{u}", f"Tom has 12 {u}. He bought 5 more {u}. How many {u} does Tom have?", "17", u)
          for u in NEW_UNITS]
# people: 9 at the park, 4 more came: 9 + 4 = 13
SOLVED += [(f"people-{p}", f"There were 9 {p} at the park. 4 more {p} came. How many {p} are at the park now?", "13",
            p) for p in PEOPLE]
# a new member of the animal kind beside an old one: 3 + 4 = 7
SOLVED += [(f"kind-animal-{u}", f"Ann has 3 {u} and 4 cows. How many animals does Ann have?", "7", "animals")
           for u in ("apes", "calves", "foals")]
SOLVED += [
    # --- percent: N/100 of a holding --------------------------------------------------------------------------
    # fresh rows: 40 - 40 x 25/100 = 30; 40 x 25/100 = 10 boys; 40 - 10 = 30 girls; 20 - 20 x 50/100 = 10;
    # 20 x 25/100 = 5
    ("pct-fresh-d-h057", "Sam had 40 marbles. He lost 25 percent of them. How many marbles does he have left?", "30",
     "marbles"),
    ("pct-fresh-e-h041", "There are 40 students. 25 percent of them are boys. How many boys are there?", "10", "boys"),
    ("pct-fresh-e-h042", "There are 40 students. 25% of them are boys. How many girls are there?", "30", "girls"),
    ("pct-fresh-g-665", "Ann had 20 apples. She gave 50 percent of them to Bob. How many apples does Ann have now?",
     "10", "apples"),
    ("pct-fresh-g-666", "Ann had 20 apples. She gave 25 percent of them to Bob. How many apples did Bob get?", "5",
     "apples"),
    # variants: 40 x 75/100 = 30 sold; 80 - 80 x 10/100 = 72 dollars; 50 - 50 x 20/100 = 40 boys;
    # 60 x 30/100 = 18; 200 x 35/100 = 70; 20 x 15/100 = 3
    ("pct-sold", "Sam had 40 marbles. He sold 75 percent of them. How many marbles did he sell?", "30", "marbles"),
    ("pct-money", "Lea had 80 dollars. She spent 10 percent of her money. How much money does she have left?", "72",
     "dollars"),
    ("pct-subject-other", "There are 50 students. 20 percent of them are girls. How many boys are there?", "40",
     "boys"),
    ("pct-sign-gift", "Ann had 60 stickers. She gave 30% of them to Tom. How many stickers did Tom get?", "18",
     "stickers"),
    ("pct-sign-fish", "There are 200 fish in a pond. 35% of them are red. How many fish are red?", "70", "fish"),
    ("pct-odd", "Ann had 20 apples. She gave 15 percent of them to Bob. How many apples did Bob get?", "3", "apples"),
    # --- the others = the rest --------------------------------------------------------------------------------
    # fresh rows: 48 - 30 = 18 blue; 48 chairs in the hall
    ("others-fresh-h-170", "There are 48 chairs in the hall. 30 chairs are red and the others are blue. How many "
                           "blue chairs are there?", "18", "chairs"),
    ("others-fresh-h-249", "There are 48 chairs in the hall. 30 chairs are red and the others are blue. How many "
                           "chairs are in the hall?", "48", "chairs"),
    # variants: 48 - 30 = 18 (past tense); 25 - 9 = 16; 60 - 45 = 15; 36 - 20 = 16; 30 - 12 = 18
    ("others-past", "There were 48 chairs in the hall. 30 chairs were red and the others were blue. How many blue "
                    "chairs were there?", "18", "chairs"),
    ("others-cars", "There are 25 cars in the lot. 9 cars are white and the others are black. How many black cars "
                    "are there?", "16", "cars"),
    ("others-balloons", "There are 60 balloons at the party. 45 balloons are red and the others are green. How many "
                        "green balloons are there?", "15", "balloons"),
    ("others-tulips", "There are 36 tulips in the garden. 20 tulips are yellow and the others are pink. How many pink "
                      "tulips are there?", "16", "tulips"),
    ("others-whole", "There are 30 pens in the box. 12 pens are blue and the others are black. How many pens are in "
                     "the box?", "30", "pens"),
    # --- measures: 1 mm = 1/1000 m, 1 dm = 1/10 m, 1 mg = 1/1000 g ----------------------------------------------
    # 3 m = 3000 mm; 4 dm = 40 cm; 4 x 500 mg = 2000 mg = 2 g; 6 x 250 = 1500 mg; 19 cm = 190 mm, 190 - 90 = 100
    ("mm-from-m", "A ribbon is 3 meters long. How many millimeters long is the ribbon?", "3000", "millimeters"),
    ("dm-to-cm", "A stick is 4 decimeters long. How many centimeters long is the stick?", "40", "centimeters"),
    ("mg-to-g", "A bead weighs 500 milligrams. How many grams do 4 beads weigh?", "2", "grams"),
    ("mg-times", "A bead weighs 250 milligrams. How many milligrams do 6 beads weigh?", "1500", "milligrams"),
    ("mm-longer", "A pencil is 19 centimeters long. A crayon is 90 millimeters long. How many millimeters longer is "
                  "the pencil than the crayon?", "100", "millimeters"),
    # --- other words -------------------------------------------------------------------------------------------
    # fresh rows: 200 - 156 = 44 tickets; 10 x 6 - 3 x 6 = 42 buttons
    ("show-fresh-d-a089", "There were 200 tickets for a show. 156 tickets were sold. How many tickets were not "
                          "sold?", "44", "tickets"),
    ("way-fresh-i-024", "Fatima bought 10 packs of buttons with 6 buttons each. She lost 3 packs on the way home. How "
                        "many buttons does she still have?", "42", "buttons"),
    # variants: 90 - 45 = 45; 10 - 3 = 7; 10 - 3 = 7; 10 + 3 = 13; 60 - 25 = 35
    ("show-the", "There were 90 tickets for the show. 45 tickets were sold. How many tickets were not sold?", "45",
     "tickets"),
    ("way-home-lost", "Sam had 10 apples. He lost 3 apples on the way home. How many apples does Sam have?", "7",
     "apples"),
    ("way-to-school", "Sam had 10 apples. He ate 3 apples on the way to school. How many apples does Sam have left?",
     "7", "apples"),
    ("way-leading", "Sam had 10 apples. On the way home, he bought 3 apples. How many apples does Sam have?", "13",
     "apples"),
    ("spaces-not", "A lot has 60 spaces. 25 spaces are empty. How many spaces are not empty?", "35", "spaces"),
    # restock / hire are gains: 20 + 15 - 12 = 23 shirts; 12 + 5 = 17 workers; 8 + 6 = 14 boxes; 3 + 4 = 7 workers
    ("restocked", "A store had 20 shirts. It restocked 15 shirts and sold 12 shirts. How many shirts does the store "
                  "have now?", "23", "shirts"),
    ("hired", "The company had 12 workers. It hired 5 more workers. How many workers does it have now?", "17",
     "workers"),
    ("restocks-present", "A shop has 8 boxes. It restocks 6 boxes. How many boxes does the shop have?", "14", "boxes"),
    # wear is a scene verb: it moves nothing, so only "N <people> wear <things>" subsets read.
    # fresh rows: 40 x 1/4 = 10; 30 x 1/3 = 10 wear, 30 - 10 = 20 do not
    ("wear-fresh-d-b013", "There are 40 students in a class. One fourth of them wear glasses. How many students wear "
                          "glasses?", "10", "students"),
    ("wear-fresh-e-d028", "There are 30 students in a class. One third of them wear glasses. How many students wear "
                          "glasses?", "10", "students"),
    ("wear-fresh-e-d029", "There are 30 students in a class. One third of them wear glasses. How many students do "
                          "not wear glasses?", "20", "students"),
    # variants: 40 - 12 = 28; 30 x 1/2 = 15; 40 x 25/100 = 10; 24 x 1/4 = 6 (past tense); 36 x 2/3 = 24
    ("wear-not-count", "There are 40 students in a class. 12 students wear glasses. How many students do not wear "
                       "glasses?", "28", "students"),
    ("wear-half", "There are 30 students. Half of them wear hats. How many students wear hats?", "15", "students"),
    ("wear-percent", "There are 40 students. 25 percent of them wear hats. How many students wear hats?", "10",
     "students"),
    ("wore-past", "There were 24 children at the party. One fourth of them wore masks. How many children wore "
                  "masks?", "6", "children"),
    ("wear-two-thirds", "There are 36 players on the team. Two thirds of them wear caps. How many players wear caps?",
     "24", "players"),
    # mornings, afternoons and evenings count days, one a day (night_periods.py): fresh row 3 x 4 = 12;
    # variants 4 x 6 = 24 laps; 12 x 21 = 252 pages; 18 / 2 = 9 mornings; 2 x 5 = 10 glasses; 25 x 4 = 100 minutes
    ("morning-fresh-h-050", "Quinn runs 3 miles each morning. How many miles does he run in 4 mornings?", "12",
     "miles"),
    ("evenings", "Lia swims 4 laps each evening. How many laps does she swim in 6 evenings?", "24", "laps"),
    ("afternoon-weeks", "Tom reads 12 pages every afternoon. How many pages does he read in 3 weeks?", "252", "pages"),
    ("how-many-mornings", "Ana jogs 2 miles each morning. How many mornings will it take her to jog 18 miles?", "9"),
    ("morning-glasses", "Omar drinks 2 glasses of milk every morning. How many glasses of milk does he drink in 5 "
                        "mornings?", "10", "glasses"),
    ("evening-minutes", "Ben practices 25 minutes each evening. How many minutes does he practice in 4 evenings?",
     "100", "minutes"),
    # counts in words with hundred / thousand (number_compounds.py): fresh row 1000 - 450 = 550;
    # variants 250 - 120 = 130; 100 - 20 = 80; 1205 - 5 = 1200; 400 - 120 = 280 dollars; 9900 - 100 = 9800;
    # 3 x 200 = 600
    ("thousand-fresh-d-l012", "A school has one thousand students. 450 of them are boys. How many girls are there?",
     "550", "girls"),
    ("hundred-fifty", "A farmer had two hundred fifty apples. He sold 120 apples. How many apples does he have left?",
     "130", "apples"),
    ("a-hundred", "A farmer had a hundred apples. He sold 20 apples. How many apples does he have left?", "80",
     "apples"),
    ("thousand-two-hundred-five", "A farmer had one thousand two hundred five apples. He sold 5 apples. How many "
                                  "apples does he have left?", "1200", "apples"),
    ("hundred-dollars", "Sam had four hundred dollars. He spent 120 dollars. How much money does he have left?",
     "280", "dollars"),
    ("ninety-nine-hundred", "There are ninety-nine hundred ants. 100 ants left. How many ants are there now?", "9800",
     "ants"),
    ("hundred-each", "Each box holds two hundred pins. How many pins are in 3 boxes?", "600", "pins"),
    # an opening gerund's doer is the main clause's subject (after_gerunds.py): fresh rows 12 + 3 = 15, 9 + 5 = 14;
    # variants 8 + 12 = 20; 11 + 4 = 15; 20 - 6 = 14; 13 + 7 = 20; 5 + 3 + 2 = 10
    ("gerund-fresh-c509", "After giving 3 apples to Ann, Tom has 12 apples. How many apples did Tom have before?",
     "15", "apples"),
    ("gerund-fresh-g-172", "After giving 5 shells to Leo, Mia has 9 shells. How many shells did Mia have at first?",
     "14", "shells"),
    ("gerund-selling", "After selling 12 cupcakes, Lena has 8 cupcakes. How many cupcakes did Lena have before?", "20",
     "cupcakes"),
    ("gerund-losing", "After losing 4 marbles, Omar has 11 marbles. How many marbles did Omar have at first?", "15",
     "marbles"),
    ("gerund-buying", "After buying 6 stickers, Zoe has 20 stickers. How many stickers did Zoe have before?", "14",
     "stickers"),
    ("gerund-cards", "After giving 7 cards to Ann, Leo has 13 cards. How many cards did Leo have before?", "20",
     "cards"),
    ("gerund-then-more", "After eating 2 apples, Sam gave 3 apples to Ann. Sam has 5 apples. How many apples did Sam "
                         "have at first?", "10", "apples"),
    ("hires", "The farm has 3 workers. It hires 4 more workers. How many workers does the farm have?", "7", "workers"),
]

# people roles are in no people kind (as ADR 0513's): a skater may be a child or an adult
REFUSED = [(f"people-total-{p}", f"There are 5 {p} and 3 teachers at the park. How many people are at the park?")
           for p in PEOPLE[::4]]
REFUSED += [
    # percent: not a proper part (0, 100, 150), not whole (12.5), a part of 25 things that is no count (2.5),
    # a fraction of things bought (of whose?), a price off, a score, a subject restricted by a place
    ("pct-zero", "Ann had 60 stickers. She gave 0 percent of them to Tom. How many stickers did Tom get?"),
    ("pct-hundred", "Ann had 20 apples. She gave 100 percent of them to Bob. How many apples did Bob get?"),
    ("pct-over", "Ann had 20 apples. She gave 150 percent of them to Bob. How many apples did Bob get?"),
    ("pct-decimal", "Ann had 60 stickers. She gave 12.5 percent of them to Tom. How many stickers did Tom get?"),
    ("pct-fractional", "Ann had 25 stickers. She gave 10 percent of them to Tom. How many stickers did Tom get?",
     "fractional_count"),
    ("pct-bought", "Ann had 20 apples. She bought 50 percent of them. How many apples does she have?"),
    ("pct-off", "A shirt costs $20. It is on sale for 10 percent off. How much does the shirt cost now?"),
    ("pct-sign-off", "A shirt costs 20 dollars. It is 10% off. How much does it cost?"),
    ("pct-score", "Sam scored 90% on a test. How many points did he score?"),
    ("pct-two-holders", "Tom and Ann had 40 apples. 25 percent of them are red. How many apples are red?"),
    ("pct-of-a-dollar", "A dollar is 100 cents. Sam spent 25 percent of a dollar. How many cents did he spend?"),
    # the others: not a clause subject before are/were, or asked about, or a part of them
    ("others-question", "There are 48 chairs in the hall. 30 chairs are red and the others are blue. How many others "
                        "are there?", "unknown_word"),
    ("others-part", "There are 48 chairs in the hall. 30 chairs are red and 2 of the others are blue. How many blue "
                    "chairs are there?", "unknown_word"),
    ("others-object", "Sam had 12 apples. He ate 3 apples and gave the others to Ann. How many apples did Ann get?",
     "unknown_word"),
    ("others-each", "Sam gave 3 cards to Ann and 2 cards to each of the others. How many cards did Sam give?",
     "unknown_word"),
    ("others-bare", "Sam has 9 apples. 4 are red. Others are green. How many green apples does he have?"),
    ("others-place", "A box has 20 pens. 12 pens are red and the others are in a bag. How many pens are in the bag?"),
    # the words in senses they do not read: shows as a verb, raised stays unknown, a name that is a noun (Kit)
    ("shows-verb", "Sam has 8 cards. He shows 5 cards to Ann. How many cards does Sam have?"),
    # wear with a number of things moves nothing and does not read: no holding changes, no count of wearing
    ("wore-held", "Sam has 5 hats. He wore 2 hats. How many hats does Sam have?"),
    ("wore-count", "Sam wore 3 shirts on Monday and 2 shirts on Tuesday. How many shirts did Sam wear?"),
    ("wore-down", "Sam had 10 pencils. He wore down 3 pencils. How many pencils does Sam have?"),
    ("wears-a-day", "Sam has 6 shirts. He wears 2 shirts a day. How many days can he wear his shirts?"),
    ("wear-asked-held", "Ann has 5 hats. How many hats does Ann wear?"),
    ("wear-fraction-not-whole", "There are 30 students. 25 percent of them wear hats. How many students wear hats?",
     "fractional_count"),
    # two parts of the day, a day beside a morning, a part of a morning, a morning that is no counter
    ("morning-and-evening", "Ana walks her dog 30 minutes every morning and 20 minutes every evening. How many "
                            "minutes does she walk her dog in 5 mornings?", "unknown_word"),
    ("morning-and-night", "Sam reads 5 pages each morning and 3 pages each night. How many pages does he read in 4 "
                          "nights?", "unknown_word"),
    ("morning-and-day", "Ana jogs 2 miles each morning and 1 mile each day. How many miles does she jog in 5 "
                        "mornings?", "unknown_word"),
    ("morning-decimal", "Ana jogs 2 miles each morning. How many miles does she jog in 2.5 mornings?", "unknown_word"),
    ("morning-told", "Ana jogs 2 miles each morning. Yesterday morning she jogged 3 miles. How many miles does she jog "
                     "in 4 mornings?", "unknown_word"),
    ("in-the-morning", "Ann walks 2 miles in the morning. How many miles does she walk in 3 mornings?",
     "unknown_word"),
    # the gerund's doer is no one name (two subjects, a possessive, a noun phrase), a decimal, another verb kind,
    # two gifts, a holding told before that disagrees
    ("gerund-two-subjects", "After giving 3 apples to Ann, Tom and Sam have 12 apples. How many apples did Tom have "
                            "before?", "unknown_word"),
    ("gerund-possessive", "After giving 3 apples to Ann, Tom's sister has 12 apples. How many apples did Tom's sister "
                          "have before?", "unknown_word"),
    ("gerund-noun-subject", "After giving 3 apples to Ann, the boy has 12 apples. How many apples did the boy have "
                            "before?", "unknown_word"),
    ("gerund-decimal", "After giving 3.5 apples to Ann, Tom has 12 apples. How many apples did Tom have before?",
     "unknown_word"),
    ("gerund-seeing", "After seeing 3 birds, Tom has 12 apples. How many apples did Tom have before?", "unknown_word"),
    ("gerund-two-gifts", "After giving 3 apples to Ann and 2 apples to Bob, Tom has 12 apples. How many apples did Tom "
                         "have before?"),
    ("gerund-contradiction", "Sam had 20 apples. After giving 3 apples to Ann, he has 12 apples. How many apples did "
                             "he eat?", "contradiction"),
    ("raised-unknown", "The farmer had 10 pigs. He raised 5 pigs. How many pigs does he have?", "unknown_word"),
    ("kit-unknown", "Nia had 400 beads. She used 128 beads for a bracelet kit. How many beads does she have left?",
     "unknown_word"),
    ("on-the-way-legs", "Hank drove 30 miles to the lake and 25 miles on the way back. How many miles did he drive?"),
    # digits before hundred (a must-refuse row of fresh_d), "and" inside the number, "hundreds of", "half a
    # hundred", "one hundred of", a decimal head
    ("digits-hundred-fresh-d-l013", "Sam had 3 hundred stickers. He gave away 120. How many stickers does he have?"),
    ("hundred-and-fifty", "A farmer had two hundred and fifty apples. He sold 50 apples. How many apples does he have "
                          "left?"),
    ("hundreds-of", "A farmer had hundreds of apples. He sold 50 apples. How many apples does he have left?",
     "unknown_word"),
    ("half-a-hundred", "A farmer had half a hundred apples. He sold 20 apples. How many apples does he have left?"),
    ("one-hundred-of", "A farmer had one hundred of the apples. He sold 20 apples. How many apples does he have "
                       "left?"),
    ("decimal-thousand", "A farmer had 2.5 thousand apples. He sold 20 apples. How many apples does he have left?"),
    ("watching-held", "Sam spent 3 hours watching TV and 2 hours reading. How many hours did Sam spend?"),
    ("innings-scene", "The team played 9 innings. Each inning took 20 minutes. How many minutes did the game take?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)


def test_arc_words_and_names_stay_out_of_the_pack():
    words = {u.singular for u in PACK.units} | {u.plural for u in PACK.units}
    for w in ("feather", "feathers", "marshmallow", "marshmallows", "kit", "kits"):
        assert w not in words, w
    # Kit still reads as a name
    assert read("Kit sold 8 glasses of lemonade for 2 dollars each. How much money did Kit make?", PACK).answer == "16"


# --- a seeded generator: answers by formula, never by the reader ----------------------------------------------

NAMES = ["Tom", "Ann", "Leo", "Mia", "Raj", "Zoe", "Ivan", "Nora"]
OTHERS = ["Ben", "Kim", "Omar", "Sara"]
THINGS = ["apples", "marbles", "stickers", "cards", "pens", "shells", "beads", "stamps"]
COLOURS = ["red", "blue", "green", "yellow", "white", "black"]
PLACES = [("in the box", "box"), ("in the garden", "garden"), ("in the hall", "hall"), ("in the lot", "lot")]


_ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
_TEENS = ["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
          "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def _spell(n: int) -> str:
    """1 <= n <= 99 in words, hyphenated as the pack writes them (the generator's own speller)."""
    if n < 10:
        return _ONES[n]
    if n < 20:
        return _TEENS[n - 10]
    return _TENS[n // 10] + ("-" + _ONES[n % 10] if n % 10 else "")


def _make(rng: random.Random) -> tuple[str, Fraction | None]:
    """One story over the new forms and words; the gold worked by formula (None: nothing fixes an answer)."""
    who, other = rng.choice(NAMES), rng.choice(OTHERS)
    thing = rng.choice(THINGS)
    shape = rng.randrange(9)
    if shape == 8:  # an opening gerund, then the holding: lost ones come back (m + n), got ones go (m - n)
        n, m = rng.randint(1, 30), rng.randint(0, 40)
        gerund, sign = rng.choice([(f"giving {n} {thing} to {other}", 1), (f"selling {n} {thing}", 1),
                                   (f"losing {n} {thing}", 1), (f"buying {n} {thing}", -1),
                                   (f"finding {n} {thing}", -1)])
        before = m + sign * n
        return (f"After {gerund}, {who} has {m} {thing}. How many {thing} did {who} have before?",
                Fraction(before) if before >= 0 else None)
    if shape == 6:  # a count in words: h x 100 [+ t] or k x 1000 [+ h x 100] [+ t], then some given away
        if rng.random() < 0.5:
            h, t = rng.randint(1, 9), rng.choice([0, rng.randint(1, 99)])
            n, words = h * 100 + t, f"{_spell(h)} hundred" + (f" {_spell(t)}" if t else "")
        else:
            k, h, t = rng.randint(1, 99), rng.choice([0, rng.randint(1, 9)]), rng.choice([0, rng.randint(1, 99)])
            n = k * 1000 + h * 100 + t
            words = f"{_spell(k)} thousand" + (f" {_spell(h)} hundred" if h else "") + (f" {_spell(t)}" if t else "")
        c = rng.randint(1, 500)
        return (f"{who} had {words} {thing}. {who} gave {c} {thing} to {other}. How many {thing} does {who} have "
                f"now?", Fraction(n - c) if c <= n else None)
    if shape == 7:  # wearing: a part of the people wears something, the rest do not
        t, d = rng.randint(2, 60), rng.choice([2, 3, 4, 5])
        frac = {2: "Half", 3: "One third", 4: "One fourth", 5: "One fifth"}[d]
        part = Fraction(t, d)
        ok = part.denominator == 1
        if rng.random() < 0.5:
            return (f"There are {t} students in a class. {frac} of them wear glasses. How many students wear "
                    f"glasses?", part if ok else None)
        return (f"There are {t} students in a class. {frac} of them wear glasses. How many students do not wear "
                f"glasses?", t - part if ok else None)
    if shape == 0:  # a percent given away or lost: a x p/100 given, a - a x p/100 kept
        a, p = rng.randint(1, 40) * 5, rng.choice([5, 10, 15, 20, 25, 30, 40, 50, 60, 75, 80, 90, 150, 0, 100])
        part = Fraction(a * p, 100)
        ok = 0 < p < 100 and part.denominator == 1
        sign = rng.choice(["percent", "%"])
        pct = f"{p} percent" if sign == "percent" else f"{p}%"
        if rng.random() < 0.5:
            return (f"{who} had {a} {thing}. {who} gave {pct} of them to {other}. How many {thing} did {other} get?",
                    part if ok else None)
        return (f"{who} had {a} {thing}. {who} lost {pct} of them. How many {thing} does {who} have left?",
                a - part if ok else None)
    if shape == 1:  # a percent as the subject: t x p/100 of one colour, the rest of another
        t, p = rng.randint(1, 40) * 4, rng.choice([10, 20, 25, 50, 75])
        c1 = rng.choice(COLOURS)
        part = Fraction(t * p, 100)
        ok = part.denominator == 1
        if rng.random() < 0.5:
            return f"There are {t} {thing}. {p} percent of them are {c1}. How many {thing} are {c1}?", \
                part if ok else None
        return f"There are {t} {thing}. {p}% of them are {c1}. How many {thing} are not {c1}?", \
            t - part if ok else None
    if shape == 2:  # the others: t - r of the other colour
        t = rng.randint(2, 90)
        r = rng.randint(1, t - 1)
        c1, c2 = rng.sample(COLOURS, 2)
        where, _ = rng.choice(PLACES)
        verb = rng.choice(["are", "were"])
        return (f"There {verb} {t} {thing} {where}. {r} {thing} {verb} {c1} and the others {verb} {c2}. "
                f"How many {c2} {thing} {verb} there?", Fraction(t - r))
    if shape == 3:  # metric lengths: m, dm, cm to mm
        n = rng.randint(1, 50)
        unit, per = rng.choice([("meters", 1000), ("decimeters", 100), ("centimeters", 10)])
        return f"A ribbon is {n} {unit} long. How many millimeters long is the ribbon?", Fraction(n * per)
    if shape == 4:  # new count nouns and gain verbs: a + b - c
        u = rng.choice(NEW_UNITS)
        a, b = rng.randint(5, 60), rng.randint(1, 30)
        c = rng.randint(1, a + b)
        verb = rng.choice(["bought", "restocked", "hired"])
        return (f"{who} has {a} {u}. {who} {verb} {b} more {u}. {who} gave {c} {u} to {other}. "
                f"How many {u} does {who} have now?", Fraction(a + b - c))
    # must refuse: the others as an object (whose? how many?)
    a = rng.randint(5, 60)
    return (f"{who} had {a} {thing}. {who} ate {rng.randint(1, 4)} {thing} and gave the others to {other}. "
            f"How many {thing} did {other} get?", None)


def test_generated_sample_has_no_wrong_answer():
    # 600 stories here (run by hand with 6,000 per seed for 3 seeds: 0 wrong, 0 crashes, ADR 0544)
    assert wrong_in_sample(_make, 544, 600, PACK) == []


def test_generated_sample_reads_most_stories():
    rng = random.Random(5440)
    texts = [_make(rng) for _ in range(200)]
    answered = sum(1 for text, gold in texts if gold is not None and not isinstance(read(text, PACK), Refused))
    assert answered >= 90, answered


def test_metamorphic_scaling_and_renaming():
    # scaling the whole by k scales a percent part by k; renaming the giver changes nothing
    for k in (1, 2, 3, 7):
        for giver in ("Ann", "Omar"):
            text = f"{giver} had {20 * k} apples. {giver} gave 25 percent of them to Bob. How many apples did Bob get?"
            assert read(text, PACK).answer == str(5 * k), text
    # the others: the same text with "the rest" gives the same answer
    base = "There are {t} cars in the lot. {r} cars are white and the {w} are black. How many black cars are there?"
    for t, r in ((25, 9), (40, 1), (13, 12)):
        a = read(base.format(t=t, r=r, w="others"), PACK)
        b = read(base.format(t=t, r=r, w="rest"), PACK)
        assert a.answer == b.answer == str(t - r)
