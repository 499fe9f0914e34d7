"""Counted groups as active subjects (ADR 0510): a counted group opening the story with every member holding the
same amount (counted_each_holdings.py: ``3 friends each have 4 apples.``), a counted group taking its places in
equal parts (counted_equal_places.py: ``Eighteen children line up in 3 equal lines.``), a part of a told group
counted by the group's own noun and told by what it does, with the rest told by what they do (counted_doer_parts.py:
``12 students walk to school. The rest ride the bus.``), and doers counted day by day (day_counted_doers.py:
``On Monday, 120 people visited the zoo. On Tuesday, 85 people visited the zoo.``).

Answers below are worked by hand; the near misses refuse. The generators probe the four forms with golds computed
here by formula, never by the reader; the tests read a sample of each (the ADR reports the larger runs).
"""
from __future__ import annotations

from fractions import Fraction

from reader_checks import refused_cases, solved_cases, wrong_in_sample

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # fresh-g-207: 3 × 4
    ("each-have-g207", "3 friends each have 4 apples. How many apples do the friends have in all?", "12", "apples"),
    # fresh-e-h005: 3 × 5
    ("have-each-e-h005", "Three friends have 5 apples each. How many apples do they have in all?", "15", "apples"),
    # 6 × 8
    ("each-had-past", "Six girls each had 8 stickers. How many stickers did the girls have?", "48", "stickers"),
    # 4 × 12, asked "are there"
    ("each-have-there", "4 students each have 12 pencils. How many pencils are there?", "48", "pencils"),
    # 7 × 3 in money
    ("have-each-money", "Seven kids have $3 each. How much money do they have in all?", "21", "dollars"),
    # two groups: 5 × 7 + 4 × 9 = 71
    ("two-groups-total", "Five boys each have 7 marbles. Four girls each have 9 marbles. How many marbles are there?",
     "71", "marbles"),
    # two groups, one asked: 4 × 9
    ("two-groups-one", "Five boys each have 7 marbles. Four girls each have 9 marbles. How many marbles do the girls "
     "have?", "36", "marbles"),
    # 3 × 2 bags
    ("each-have-bags", "3 friends each have 2 bags of apples. How many bags do they have?", "6", "bags"),
    # the count of members is told too: 12
    ("members-asked", "12 friends have 5 apples each. How many friends are there?", "12", "friends"),
    # fresh-e-d030: 30 − 18
    ("rest-e-d030", "There are 30 students in a class. 18 students walk to school. The rest ride the bus. How many "
     "students ride the bus?", "12", "students"),
    # fresh-g-158: 30 − 12
    ("rest-g158", "A class has 30 students. 12 students walk to school. The rest ride the bus. How many students "
     "ride the bus?", "18", "students"),
    # 30 − 12, the part's "do not"
    ("part-not", "A class has 30 students. 12 students walk to school. How many students do not walk to school?",
     "18", "students"),
    # 420 − 180, the rest closing the part's sentence (fresh-j-328 without its distractor)
    ("rest-and", "Farah's school has 420 students. 180 students walk to school, and the rest ride the bus. How many "
     "students ride the bus?", "240", "students"),
    # 75 − 28, past tense
    ("rest-past", "There were 75 students on a field trip. 28 students rode in cars and the rest rode on the bus. "
     "How many students rode on the bus?", "47", "students"),
    # the part itself: 28
    ("part-asked", "There were 75 students on a field trip. 28 students rode in cars. The rest rode on the bus. How "
     "many students rode in cars?", "28", "students"),
    # not the rest = the part: 12
    ("rest-not", "A class has 30 students. 12 students walked to school, and the rest rode the bus. How many "
     "students did not ride the bus?", "12", "students"),
    # 26 − 9, another act and noun
    ("kids-play", "There are 26 kids at the park. 9 kids play soccer. The rest play basketball. How many kids play "
     "basketball?", "17", "kids"),
    # the count spelled: 24 − 10
    ("word-count", "A club has 24 children. Ten children go to the library. The rest go to the gym. How many "
     "children go to the gym?", "14", "children"),
    # fresh-j-143: 18 / 3
    ("line-up-j143", "Eighteen children line up in 3 equal lines. How many children are in each line?", "6",
     "children"),
    # fresh-i-417: 85 / 5
    ("same-number-i417", "85 students ride in 5 buses with the same number of students on each bus. How many "
     "students are on each bus?", "17", "students"),
    # fresh-g-606: 40 / 5
    ("places-first-g606", "There are 5 vans. 40 people rode in the vans. Each van had the same number of people. How "
     "many people were in each van?", "8", "people"),
    # 24 / 4, equal told by "equally", past
    ("sat-equally", "24 students sat equally in 4 rows. How many students were in each row?", "6", "students"),
    # 20 / 4, the equal parts told in a sentence of their own
    ("each-same-sentence", "20 children sit in 4 groups. Each group has the same number of children. How many "
     "children are in each group?", "5", "children"),
    # 36 / 6, another verb and noun
    ("play-in-teams", "36 kids play in 6 equal groups. How many kids are in each group?", "6", "kids"),
    # fresh-h-363: 19 + 25, the object left out the second day
    ("days-h363", "On Saturday 19 people visited the museum. On Sunday 25 people visited. How many people visited "
     "the museum on both days?", "44", "people"),
    # 120 + 85 (fresh-g-613 without its ticket price)
    ("days-two", "On Monday, 120 people visited the zoo. On Tuesday, 85 people visited the zoo. How many people "
     "visited the zoo on the two days?", "205", "people"),
    # the day after the act: 12 + 15 + 9
    ("days-three", "12 students walked to school on Monday. 15 students walked to school on Tuesday. 9 students walked "
     "to school on Friday. How many students walked to school in all?", "36", "students"),
    # counts spelled: 8 + 6
    ("days-words", "On Friday, eight kids went to the park. On Saturday, six kids went to the park. How many kids "
     "went to the park altogether?", "14", "kids"),
]

REFUSED = [
    # together or each? not said
    ("have-no-each", "3 friends have 12 apples. How many apples does each friend have?"),
    # someone never told
    ("each-have-other-holder", "3 friends each have 4 apples. How many apples does Sam have?"),
    # a group told after someone's holding: is Sam one of them?
    ("each-have-later", "Sam has 3 apples. 3 friends each have 4 apples. How many apples are there?"),
    # two kinds held: one clause only
    ("each-have-two-kinds", "3 friends each have 4 apples and 2 pears. How many apples are there?"),
    # 'they' afterwards: the group's own loss refuses as before
    ("each-have-they-loss", "Three friends have 5 apples each. They eat 2 apples. How many apples do they have now?"),
    # the same members counted twice: the same friends, or others?
    ("each-have-twice", "3 friends each have 4 apples. 2 friends each have 5 apples. How many apples are there?"),
    # a comparison inside the holding
    ("each-have-more", "3 friends each have 4 more apples than Sam. How many apples do the friends have?"),
    # the part counted by another noun: some of the students?
    ("part-other-noun", "A class has 30 students. 12 boys walk to school. The rest ride the bus. How many students "
     "ride the bus?"),
    # 'more': others than the 30?
    ("part-more", "A class has 30 students. 12 more students walk to school. How many students do not walk to "
     "school?"),
    # a part larger than the whole
    ("part-too-large", "A class has 30 students. 40 students walk to school. How many students do not walk to "
     "school?", "contradiction"),
    # coming is an arrival: more students or some of the 30?
    ("part-came", "A class has 30 students. 12 students came to school. How many students did not come to school?"),
    # a third act asked
    ("rest-other-asked", "A class has 30 students. 12 students walk to school. The rest ride the bus. How many "
     "students ride bikes?"),
    # the rest asked but not told
    ("rest-untold", "A class has 30 students. 12 students walk to school. How many students ride the bus?"),
    # a second part: the rest is not told
    ("second-part", "A class has 30 students. 12 students walk to school. 10 students ride bikes. How many students "
     "do not walk to school?"),
    # the rest told as the same act
    ("rest-same-act", "A class has 30 students. 12 students walk to school. The rest walk to school. How many "
     "students walk to school?"),
    # two kinds in the whole: which are counted?
    ("two-wholes", "There are 30 students and 5 teachers. 12 students walk to school. How many students do not walk "
     "to school?"),
    # equal parts not told: as they like
    ("places-not-equal", "20 children sit in 4 groups. How many children are in each group?"),
    # 30 / 7 is no whole count (fresh-j-408 is a must-refuse row of this)
    ("places-remainder", "Thirty campers sleep in 7 tents with the same number of campers in each tent. How many "
     "campers are in each tent?", "unknown_quantity"),
    # the group told after someone's holding
    ("places-later", "Sam has 3 apples. 24 students sat in 4 equal rows. How many students are in each row?"),
    # "more": more than whom?
    ("places-more", "24 more students sat in 4 equal rows. How many students are in each row?"),
    # a verb of eating: not taking a place
    ("places-ate", "24 students ate in 4 equal rows. How many students are in each row?"),
    # another noun in the same-number phrase
    ("places-other-noun", "24 students sat in 4 rows with the same number of boys in each row. How many students are "
     "in each row?"),
    # other places asked
    ("places-other-asked", "There are 5 vans. 40 people rode in the vans. Each van had the same number of people. "
     "How many people were in each car?"),
    # the vans told, but not that the parts are equal
    ("places-first-unequal", "There are 5 vans. 40 people rode in the vans. How many people were in each van?"),
    # a day told twice: the same doers again?
    ("days-same-day", "On Monday, 120 people visited the zoo. On Monday, 85 people visited the zoo. How many people "
     "visited the zoo in all?"),
    # another place on the second day
    ("days-other-place", "On Monday, 120 people visited the zoo. On Tuesday, 85 people visited the park. How many "
     "people visited the zoo in all?"),
    # one day asked (not read here)
    ("days-one-asked", "On Monday, 120 people visited the zoo. On Tuesday, 85 people visited the zoo. How many people "
     "visited the zoo on Monday?"),
    # no closer: over which days?
    ("days-no-closer", "On Monday, 120 people visited the zoo. On Tuesday, 85 people visited the zoo. How many people "
     "visited the zoo?"),
    # another noun on the second day
    ("days-other-noun", "On Monday, 120 people visited the zoo. On Tuesday, 85 children visited the zoo. How many "
     "people visited the zoo in all?"),
    # eating is a loss verb, not an act read here
    ("days-ate", "On Monday, 120 people ate at the zoo. On Tuesday, 85 people ate at the zoo. How many people ate at "
     "the zoo in all?"),
    # 'both days' with three days told
    ("days-both-of-three", "On Monday, 12 students walked to school. On Tuesday, 15 students walked to school. On "
     "Friday, 9 students walked to school. How many students walked to school on both days?"),
    # a distractor sentence
    ("days-distractor", "On Monday, 120 people visited the zoo. On Tuesday, 85 people visited the zoo. Each ticket "
     "costs 6 dollars. How many people visited the zoo on the two days?"),
    # a negation in the part
    ("part-negated", "A class has 30 students. 12 students do not walk to school. The rest ride the bus. How many "
     "students ride the bus?"),
]

test_subjects_solved = solved_cases(SOLVED, PACK)
test_subjects_refused = refused_cases(REFUSED, PACK)

_WORDS = {2: "Two", 3: "Three", 4: "Four", 5: "Five", 6: "Six", 7: "Seven", 8: "Eight", 9: "Nine", 10: "Ten",
          11: "Eleven", 12: "Twelve"}
_MEMBERS = [("friend", "friends"), ("boy", "boys"), ("girl", "girls"), ("student", "students"), ("kid", "kids"),
            ("child", "children")]
_THINGS = ["apples", "marbles", "stickers", "pencils", "cards", "books", "shells"]


def _count(rng, n: int) -> str:
    return _WORDS[n] if n in _WORDS and rng.random() < 0.5 else str(n)


def each_holdings(rng):
    """counted_each_holdings.py: one or two groups, each member the same amount; near misses have gold None."""
    past = rng.random() < 0.3
    have, do = ("had", "did") if past else ("have", "do")
    things = rng.choice(_THINGS)
    groups = rng.sample(_MEMBERS[:3], 2) if rng.random() < 0.3 else [rng.choice(_MEMBERS)]
    told = []
    sentences = []
    for _sg, pl in groups:
        n, k = rng.randint(2, 12), rng.randint(1, 20)
        told.append((pl, n, k))
        if rng.random() < 0.5:
            sentences.append(f"{_count(rng, n)} {pl} each {have} {k} {things}.")
        else:
            sentences.append(f"{_count(rng, n)} {pl} {have} {k} {things} each.")
    total = sum(n * k for _pl, n, k in told)
    kind = rng.randint(0, 9)
    if kind == 0:  # a named holder never told
        return " ".join(sentences) + f" How many {things} {'did' if past else 'does'} Sam have?", None
    if kind == 1:  # the group told after someone's holding
        return f"Sam {'had' if past else 'has'} 3 {things}. " + " ".join(sentences) + \
            f" How many {things} are there?", None
    if kind == 2:  # no 'each': together or each?
        pl, n, k = told[0]
        return f"{n} {pl} {have} {k} {things}. How many {things} {do} the {pl} {have}?", None
    if kind == 3 and len(told) == 2:  # one group asked
        pl, n, k = told[1]
        return " ".join(sentences) + f" How many {things} {do} the {pl} have?", Fraction(n * k)
    if kind == 4:  # another thing asked
        other = next(t for t in _THINGS if t != things)
        return " ".join(sentences) + f" How many {other} {do} they have?", None
    tail = rng.choice(["", " in all", " altogether"])
    if len(told) == 1:
        q = rng.choice([f"How many {things} {do} the {told[0][0]} have{tail}?", f"How many {things} {do} they have{tail}?",
                        f"How many {things} {'were' if past else 'are'} there{tail}?"])
    else:
        q = f"How many {things} {'were' if past else 'are'} there{tail}?"
    return " ".join(sentences) + " " + q, Fraction(total)


_WHOLES = ["students", "children", "kids"]
_ACTS = [(("walk to school", "walk to school", "walked to school", "walk to school"),
          ("ride the bus", "ride the bus", "rode the bus", "ride the bus")),
         (("play soccer", "play soccer", "played soccer", "play soccer"),
          ("play basketball", "play basketball", "played basketball", "play basketball")),
         (("go to the library", "go to the library", "went to the library", "go to the library"),
          ("go to the gym", "go to the gym", "went to the gym", "go to the gym")),
         (("swim in the pool", "swim in the pool", "swam in the pool", "swim in the pool"),
          ("play in the park", "play in the park", "played in the park", "play in the park"))]


def doer_parts(rng):
    """counted_doer_parts.py: a whole, a part by what it does, the rest; near misses have gold None."""
    whole = rng.choice(_WHOLES)
    past = rng.random() < 0.4
    be, do = ("were", "did") if past else ("are", "do")
    have = "had" if past else "has"
    n = rng.randint(5, 60)
    k = rng.randint(1, n + 5)
    a, b = rng.sample(_ACTS, 1)[0] if rng.random() < 0.5 else rng.choice(_ACTS)[::-1]
    told_a, told_b = (a[2], b[2]) if past else (a[0], b[0])
    first = rng.choice([f"There {be} {n} {whole} in the class.", f"A class {have} {n} {whole}.",
                        f"The school {have} {n} {whole}.", f"There {be} {n} {whole}."])
    shape = rng.randint(0, 2)
    part = f"{_count(rng, k)} {whole} {told_a}"
    if shape == 0:
        story = f"{first} {part}."
    elif shape == 1:
        story = f"{first} {part}. The rest {told_b}."
    else:
        story = f"{first} {part}{rng.choice([',', ''])} and the rest {told_b}."
    rest_told = shape != 0
    good = k <= n
    q = rng.randint(0, 6)
    if q == 0:
        return f"{story} How many {whole} {told_a}?", Fraction(k) if good else None
    if q == 1:
        return f"{story} How many {whole} {do} not {a[3]}?", Fraction(n - k) if good else None
    if q == 2:
        return f"{story} How many {whole} {told_b}?", Fraction(n - k) if good and rest_told else None
    if q == 3:
        return f"{story} How many {whole} {do} not {b[3]}?", Fraction(k) if good and rest_told else None
    if q == 4:  # another noun counts the part: some of the whole?
        other = next(w for w in ("boys", "girls") if w != whole)
        return f"{first} {k} {other} {told_a}. The rest {told_b}. How many {whole} {told_b}?", None
    if q == 5:  # 'more': others than the whole
        return f"{first} {k} more {whole} {told_a}. How many {whole} {do} not {a[3]}?", None
    # a second part told (not read: three parts?); the part's "do not" is still n − k
    return f"{first} {part}. 3 {whole} {told_b}. How many {whole} {do} not {a[3]}?", \
        Fraction(n - k) if k + 3 <= n else None


_PLACES = [("row", "rows"), ("group", "groups"), ("line", "lines"), ("bus", "buses"), ("van", "vans"),
           ("table", "tables"), ("car", "cars")]
_SEATERS = ["students", "children", "kids", "people", "campers"]


def equal_places(rng):
    """counted_equal_places.py: N things in M equal places; near misses have gold None."""
    things = rng.choice(_SEATERS)
    sg, pl = rng.choice(_PLACES)
    m = rng.randint(2, 12)
    n = m * rng.randint(1, 15) if rng.random() < 0.8 else rng.randint(2, 150)
    past = rng.random() < 0.4
    be = "were" if past else "are"
    verb = rng.choice(["sat", "rode", "lined up", "played"] if past else ["sit", "ride", "line up", "play"])
    prep = rng.choice(["in", "on", "into"])
    gold = Fraction(n, m) if n % m == 0 else None
    q = f"How many {things} {be} {rng.choice(['in', 'on'])} each {sg}?"
    shape = rng.randint(0, 7)
    if shape == 0:
        return f"{_count(rng, n) if n <= 12 else n} {things} {verb} {prep} {m} equal {pl}. {q}", gold
    if shape == 1:
        return f"{n} {things} {verb} {prep} {m} {pl} with the same number of {things} {rng.choice(['in', 'on'])} " \
               f"each {sg}. {q}", gold
    if shape == 2:
        return f"{n} {things} {verb} {prep} {m} {pl}. Each {sg} {'had' if past else 'has'} the same number of " \
               f"{things}. {q}", gold
    if shape == 3:
        return f"There {be} {m} {pl}. {n} {things} {verb} {prep} the {pl}. Each {sg} {'had' if past else 'has'} " \
               f"the same number of {things}. {q}", gold
    if shape == 4:  # equal parts not told
        return f"{n} {things} {verb} {prep} {m} {pl}. {q}", None
    if shape == 5:  # a later group: more things?
        return f"Sam has 3 {things}. {n} {things} {verb} {prep} {m} equal {pl}. {q}", None
    if shape == 6:  # other places asked
        other = next(p for p in _PLACES if p[0] != sg)[0]
        return f"{n} {things} {verb} {prep} {m} equal {pl}. How many {things} {be} in each {other}?", None
    # the whole asked: n
    return f"{n} {things} {verb} {prep} {m} equal {pl}. How many {things} {be} there?", Fraction(n)


_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
_DAY_ACTS = [("visited the zoo", "visited the zoo"), ("went to the park", "went to the park"),
             ("visited the museum", "visited the museum"), ("walked to school", "walked to school"),
             ("rode the bus", "rode the bus")]
_DAY_DOERS = ["people", "students", "children", "kids", "boys", "girls"]


def day_doers(rng):
    """day_counted_doers.py: doers counted per day, summed; near misses have gold None."""
    k = rng.randint(2, 4)
    days = rng.sample(_DAYS, k)
    doers = rng.choice(_DAY_DOERS)
    act, asked = rng.choice(_DAY_ACTS)
    counts = [rng.randint(1, 300) for _ in days]
    sentences = []
    for i, (day, n) in enumerate(zip(days, counts)):
        told = act if i == 0 or rng.random() < 0.8 else act.split()[0]
        if rng.random() < 0.5:
            sentences.append(f"On {day}{rng.choice([',', ''])} {_count(rng, n) if n <= 12 else n} {doers} {told}.")
        else:
            sentences.append(f"{n} {doers} {told} on {day}.")
    closer = rng.choice(["in all", "altogether", "in total", f"on the {['two', 'three', 'four'][k - 2]} days"]
                        + (["on both days", "over both days"] if k == 2 else []))
    gold = Fraction(sum(counts))
    miss = rng.randint(0, 9)
    if miss == 0:  # one day asked
        return " ".join(sentences) + f" How many {doers} {asked} on {days[0]}?", Fraction(counts[0])
    if miss == 1:  # a day told twice
        sentences[-1] = f"On {days[0]}, {counts[-1]} {doers} {act}."
        return " ".join(sentences) + f" How many {doers} {asked} {closer}?", None
    if miss == 2:  # 'both days' over more than two
        if k > 2:
            return " ".join(sentences) + f" How many {doers} {asked} on both days?", None
    if miss == 3:  # another act asked
        other = next(a for a, _ in _DAY_ACTS if a.split()[0] != act.split()[0])
        return " ".join(sentences) + f" How many {doers} {other} {closer}?", None
    if miss == 4:  # 'more' on a later day: more than whom?
        sentences[1] = f"On {days[1]}, {counts[1]} more {doers} {act}."
        return " ".join(sentences) + f" How many {doers} {asked} {closer}?", None
    return " ".join(sentences) + f" How many {doers} {asked} {closer}?", gold


def test_each_holdings_sample():
    assert wrong_in_sample(each_holdings, 510, 500, PACK) == []


def test_doer_parts_sample():
    assert wrong_in_sample(doer_parts, 5100, 500, PACK) == []


def test_equal_places_sample():
    assert wrong_in_sample(equal_places, 51000, 500, PACK) == []


def test_day_doers_sample():
    assert wrong_in_sample(day_doers, 510000, 500, PACK) == []
