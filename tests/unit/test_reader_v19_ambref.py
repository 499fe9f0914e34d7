"""Reader v19 (ADR 0424): three readings of statements that refused with ``ambiguous_reference``.

1. ``already_had``: ``Kyle already had 5 peaches.`` after the one event of Kyle's peaches is his start, before it
   (domain/reader/already_had.py); ``Kyle had 5 peaches.`` with no ``already`` stays refused.
2. ``more_at_place``: ``Workers planted 24 more walnut trees`` (or ``built 150 more houses``) when the only such
   things told before are one place's: further ones there (domain/reader/more_at_place.py).
3. ``more_clauses``: ``She gave 5 to Finn and then bought 2 more.``: ``more`` is checked only on the clause that
   says it (domain/reader/more_clauses.py).
4. ``container_contents``: ``boxes of tea … each box had 7 tea bags``: bags of that tea, no contradiction.
5. ``pooled_containers``: ``Tom has 3 bags and 4 loose apples``: loose ones are outside the bags, told apart.

Every answer is worked out by hand (the arithmetic is in the comment); every refusal is a near miss. A sample of
the probe generator (golds computed here, never from the reader) closes the file; the full run is in the ADR.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases, wrong_in_sample

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # -- 1: already had --------------------------------------------------------------------------------------
    ("already-had receiver, present story",  # 7 + 5 = 12 (fresh-d-c002)
     "Mike has 20 marbles. He gives 5 marbles to Sue. She already had 7 marbles. "
     "How many marbles does Sue have now?", "12"),
    ("already-had receiver, past story",  # 5 + 8 = 13
     "Jess picked 21 peaches. She gave 8 peaches to Kyle. Kyle already had 5 peaches. "
     "How many peaches does Kyle have now?", "13"),
    ("already-had, the giver asked",  # 8 - 3 = 5
     "Jules had 8 books. He gave 3 books to Kemal. Kemal already had 10 books. How many books does Jules have now?",
     "5"),
    ("already-had, at first",  # the start itself: 10
     "Jules had 8 books. He gave 3 books to Kemal. Kemal already had 10 books. "
     "How many books did Kemal have at first?", "10"),
    ("already-had, both in all",  # 5 + 13 = 18
     "Jules had 8 books. He gave 3 books to Kemal. Kemal already had 10 books. How many books do they have in all?",
     "18"),
    ("already-had after own purchase",  # 3 + 5 = 8
     "Sam bought 5 apples. He already had 3 apples. How many apples does Sam have?", "8"),
    ("already-had, dative gift",  # 9 + 4 = 13
     "Leo gave Mia 4 shells. Mia already had 9 shells. How many shells does Mia have now?", "13"),
    # -- 2: more at a place ----------------------------------------------------------------------------------
    ("planted more at the park",  # 33 + 24 = 57 (fc:c54)
     "There are 33 walnut trees in the park. Workers planted 24 more walnut trees today. "
     "How many walnut trees are in the park now?", "57"),
    ("will plant more, the park will have",  # 18 + 13 = 31 (fresh-h-342)
     "There are 18 oak trees in the park. Workers will plant 13 more oak trees today. "
     "How many oak trees will the park have?", "31"),
    ("will plant N more, elided",  # 22 + 7 = 29 (fc:c45)
     "There are 22 orchid bushes in the park. Workers will plant 7 more today. "
     "How many orchid bushes will the park have when the workers are finished?", "29"),
    ("will plant N more, the planting asked",  # the event: 7 (fc:c44)
     "There are 22 orchid bushes in the park. Workers will plant 7 more today. "
     "How many orchid bushes will be planted?", "7"),
    ("planted more, the doers' planting asked",  # 24
     "There are 33 walnut trees in the park. Workers planted 24 more walnut trees today. "
     "How many walnut trees did the workers plant?", "24"),
    ("planted more in the park, place told",  # 33 + 24 = 57
     "There are 33 walnut trees in the park. Workers planted 24 more walnut trees in the park today. "
     "How many walnut trees are in the park now?", "57"),
    ("built more houses in the town",  # 200 + 150 = 350 (fresh-d-j068)
     "There were 200 houses in the town. Builders built 150 more houses. "
     "How many houses are there now in the town?", "350"),
    # -- 3: more in one clause -------------------------------------------------------------------------------
    ("gave to one, then bought more",  # 13 - 5 + 2 = 10 (fresh-h-385)
     "Elle had 13 pencils. She gave 5 to Finn and then bought 2 more. How many pencils does Elle have now?", "10"),
    ("bought more, then gave",  # 22 + 10 - 8 = 24 (fresh-d-c041)
     "Walt has 22 baseball cards. He buys 10 more and gives 8 to his brother. How many cards does Walt have?", "24"),
    ("handed out, then bought more",  # 47 - 27 + 3 = 23 (fc:c401)
     "A cafeteria had 47 apples. It handed out 27 apples to students and then bought 3 more apples. "
     "How many apples does the cafeteria have now?", "23"),
    # -- 4: pieces of the named stuff ------------------------------------------------------------------------
    ("boxes of tea, tea bags",  # 5 x 7 = 35
     "Milan bought 5 boxes of tea. Each box had 7 tea bags. How many tea bags did he buy?", "35"),
    ("packs of gum, sticks of gum",  # 6 x 5 = 30
     "Vic bought 6 packs of gum. Each pack has 5 sticks of gum. How many sticks of gum did he buy?", "30"),
    # -- 5: loose things beside containers -------------------------------------------------------------------
    ("bags and loose apples",  # 3 x 5 + 4 = 19
     "Each bag has 5 apples. Tom has 3 bags and 4 loose apples. How many apples does Tom have?", "19"),
    ("also has loose apples",  # 4 x 5 + 3 = 23
     "Sam has 4 bags with 5 apples in each bag. He also has 3 loose apples. How many apples does Sam have?", "23"),
    ("packs of pencils and loose pencils",  # 3 x 5 + 6 = 21
     "Mark has 3 packs of pencils with 5 pencils in each pack. He also has 6 loose pencils. "
     "How many pencils does Mark have?", "21"),
    ("loose ones asked",  # the loose ones: 5
     "Each pack has 9 cards. Sam has 4 packs and 5 loose cards. How many loose cards does Sam have?", "5"),
    ("loose, then a pack given",  # 3 x 9 + 5 = 32
     "Each pack has 9 cards. Sam has 4 packs and 5 loose cards. He gave 1 pack to Ann. "
     "How many cards does Sam have?", "32"),
    ("loose, then some eaten",  # 4 x 9 + 5 - 2 = 39
     "Each pack has 9 cookies. Sam has 4 packs and 5 loose cookies. He ate 2 cookies. "
     "How many cookies does Sam have?", "39"),
]

REFUSED = [
    # 1: no "already" in a past-tense story: 5 before the gift, or after it?
    ("had without already, past story",
     "Bob had 18 stickers. He gave 7 stickers to Lily. Lily had 5 stickers. How many stickers does Lily have now?"),
    # 1: two events of the receiver's things: already before which?
    ("already after two gifts",
     "Ann gave Kyle 3 peaches. Bob gave Kyle 4 peaches. Kyle already had 5 peaches. "
     "How many peaches does Kyle have now?"),
    # 1: a holding told before, and again with already
    ("already after a told holding",
     "Kyle has 2 peaches. Ann gave Kyle 3 peaches. Kyle already had 5 peaches. How many peaches does Kyle have now?"),
    # 2: a person's things before: more than Sam's, or further ones?
    ("planted more after a person's",
     "Sam has 5 trees. Workers planted 3 more trees. How many trees does Sam have?"),
    # 2: bought more: for the jar, or for herself?
    ("bought more after a place's",
     "There are 16 cookies in a jar. Mom bought 8 more cookies. How many cookies are in the jar?"),
    # 2: a vase: nothing is planted in it
    ("planted more in a container",
     "There are 12 roses in the vase. Ann planted 5 more roses. How many roses are in the vase?"),
    # 2: two holders of trees before
    ("planted more, two holders",
     "There are 33 trees in the park. Sam has 4 trees. Workers planted 24 more trees. "
     "How many trees are in the park now?"),
    # 2: another place named for the planting
    ("planted more elsewhere",
     "There are 33 trees in the park. Workers planted 24 more trees in the garden. "
     "How many trees are in the park now?"),
    # 2: more of another kind
    ("planted more of another kind",
     "There are 33 walnut trees in the park. Workers planted 24 more oak trees today. "
     "How many trees are in the park now?"),
    # 3: the "more" is on the giving to someone who had none
    ("more on the giving clause",
     "Elle had 13 pencils. She gave 5 more to Finn and then bought 2. How many pencils does Finn have now?"),
    ("more on a later clause of another doer",
     "Sam picked 5 apples. Ann picked 2 apples and Tom picked 3 more apples. How many apples did Tom pick?"),
    # 4: a count that names no stuff stays checked
    # 5: no "loose": the same things told twice, or more?
    ("packs and cards, not loose",
     "Each pack has 9 cards. Sam has 4 packs and 5 cards. How many cards does Sam have?"),
    # 5: someone else's packs: whose is "each pack"?
    ("loose, another holder of packs",
     "Each pack has 9 cards. Sam has 4 packs and 5 loose cards. Ann has 2 packs. How many cards does Sam have?"),
    # 5: loose of a kind
    ("loose of a kind",
     "Each pack has 9 cards. Sam has 4 packs and 5 loose red cards. How many cards does Sam have?"),
    ("boxes of tea, apples inside",
     "Milan bought 5 boxes of tea. Each box had 7 apples. How many apples did he buy?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)

NAMES_F = ["Sue", "Ann", "Mia", "Lily", "Kara", "Nina", "Rosa"]
NAMES_M = ["Mike", "Tom", "Ben", "Jules", "Kyle", "Leo", "Omar"]
THINGS = [("marble", "marbles"), ("book", "books"), ("shell", "shells"), ("sticker", "stickers"),
          ("peach", "peaches"), ("card", "cards"), ("apple", "apples"), ("pencil", "pencils")]


def _amb_pick_people(rng):
    g = rng.choice(NAMES_M + NAMES_F)
    r = rng.choice([n for n in NAMES_M + NAMES_F if n != g])
    return g, r


def _amb_pro(name):
    return "She" if name in NAMES_F else "He"


def _amb_already(rng):
    g, r = _amb_pick_people(rng)
    sg, pl = rng.choice(THINGS)
    a, n, b = rng.randint(10, 60), rng.randint(1, 9), rng.randint(1, 30)
    present = rng.random() < 0.5
    s1 = f"{g} {'has' if present else 'had'} {a} {pl}."
    give = rng.choice(["to", "dative"])
    verb = "gives" if present else "gave"
    s2 = f"{_amb_pro(g)} {verb} {n} {pl} to {r}." if give == "to" else f"{_amb_pro(g)} {verb} {r} {n} {pl}."
    subj = rng.choice([r, _amb_pro(r) if _amb_pro(r) != _amb_pro(g) else r])
    s3 = f"{subj} already had {b} {pl}."
    kind = rng.random()
    extra = rng.random() < 0.2
    story = [s1, s2, s3]
    if extra:
        story.insert(0, f"{g} and {r} are friends.")
    near = rng.random()
    if near < 0.15:
        # two events for r before "already had": before which? must refuse
        story.insert(3 if extra else 2, f"{r} found {rng.randint(1, 9)} {pl}.")
        return " ".join(story) + f" How many {pl} does {r} have now?", None
    if near < 0.25:
        # no 'already' in a past-tense story: before or after the gift? must refuse
        story[-1] = f"{r} had {b} {pl}."
        if present:
            return None, None
        return " ".join(story) + f" How many {pl} does {r} have now?", None
    if kind < 0.45:
        return " ".join(story) + f" How many {pl} does {r} have now?", b + n
    if kind < 0.65:
        if n > a:
            return None, None
        return " ".join(story) + f" How many {pl} does {g} have now?", a - n
    if kind < 0.8:
        return " ".join(story) + f" How many {pl} did {r} have at first?", b
    if kind < 0.9:
        return " ".join(story) + f" How many {pl} do {g} and {r} have in all?", a + b
    # own purchase instead of a gift
    v = rng.choice(["bought", "found", "picked"])
    return f"{r} {v} {n} {pl}. {r} already had {b} {pl}. How many {pl} does {r} have now?", b + n


PLACES = ["the park", "the garden", "the orchard", "the school yard"]
PLANTS = [("tree", "trees", ["oak", "walnut", "apple", "pine"]), ("bush", "bushes", ["rose", "orchid"]),
          ("flower", "flowers", ["red", "tall"])]
DOERS = ["Workers", "The gardeners", "Volunteers", "The students"]


def _amb_planted(rng):
    place = rng.choice(PLACES)
    sg, pl, adjs = rng.choice(PLANTS)
    adj = rng.choice(adjs + [""])
    thing = f"{adj} {pl}".strip()
    a, n = rng.randint(5, 90), rng.randint(1, 40)
    there = rng.choice(["There are", "There were"])
    s1 = rng.choice([f"{there} {a} {thing} in {place}.", f"{place[0].upper()}{place[1:]} has {a} {thing}."])
    doer = rng.choice(DOERS)
    tense = rng.choice(["planted", "will plant", "plant"])
    obj = rng.choice([f"{n} more {thing}", f"{n} more"]) if adj else f"{n} more {thing}"
    where = rng.choice(["", f" in {place}"])
    when = rng.choice(["", " today"])
    s2 = f"{doer} {tense} {obj}{where}{when}."
    near = rng.random()
    if near < 0.1:
        return f"Sam has {a} {thing}. {doer} {tense} {n} more {thing}. How many {thing} does Sam have?", None
    if near < 0.17:
        return f"{s1} {doer} bought {n} more {thing}. How many {thing} are in {place} now?", None
    if near < 0.22:
        return f"There are {a} {thing} in the vase. Ann planted {n} more {thing}. How many {thing} are in the vase?", None
    if near < 0.28:
        return f"{s1} Sam has {rng.randint(1, 9)} {thing}. {doer} {tense} {n} more {thing}. How many {thing} are in {place} now?", None
    q = rng.random()
    fut = tense == "will plant"
    if q < 0.5:
        return f"{s1} {s2} How many {thing} {'will there be' if fut else 'are there'} in {place}{'' if fut else ' now'}?", a + n
    if q < 0.7:
        return f"{s1} {s2} How many {thing} will {place} have?", a + n
    if q < 0.85:
        dl = doer[0].lower() + doer[1:] if doer.startswith("The") else doer.lower()
        aux = "will" if fut else ("do" if tense == "plant" else "did")
        return f"{s1} {s2} How many {thing} {aux} {dl} plant?", n
    if fut:
        return None, None
    return f"{s1} {s2} How many {thing} are in {place} now?", a + n


BUILDINGS = [("house", "houses"), ("cabin", "cabins"), ("tower", "towers")]
TOWNS = ["the town", "the village", "the city"]


def _amb_built(rng):
    sg, pl = rng.choice(BUILDINGS)
    town = rng.choice(TOWNS)
    a, n = rng.randint(10, 500), rng.randint(1, 200)
    s1 = f"{rng.choice(['There are', 'There were'])} {a} {pl} in {town}."
    doer = rng.choice(["Builders", "The builders", "Workers"])
    s2 = f"{doer} built {n} more {pl}."
    if rng.random() < 0.15:
        return f"Tom has {a} {pl}. {doer} built {n} more {pl}. How many {pl} does Tom have?", None
    return f"{s1} {s2} How many {pl} are there now in {town}?", a + n


def _amb_clauses(rng):
    g, r = _amb_pick_people(rng)
    sg, pl = rng.choice(THINGS)
    a, n, m = rng.randint(20, 60), rng.randint(1, 9), rng.randint(1, 9)
    present = rng.random() < 0.5
    has, give, buy = ("has", "gives", "buys") if present else ("had", "gave", "bought")
    s1 = f"{g} {has} {a} {pl}."
    o = rng.random()
    mpl = rng.choice([pl, ""])
    more = f"{m} more {mpl}".strip()
    if o < 0.4:
        s2 = f"{_amb_pro(g)} {give} {n} to {r} and then {buy} {more}."
    elif o < 0.7:
        s2 = f"{_amb_pro(g)} {buy} {more} and {give} {n} to {r}."
    elif o < 0.85:
        s2 = f"{_amb_pro(g)} {give} {n} {pl} to {r} and {buy} {more}."
    else:
        # "more" on the giving to someone with none: must refuse for r
        s2 = f"{_amb_pro(g)} {give} {n} more {pl} to {r} and then {buy} {m} {pl}."
        return f"{s1} {s2} How many {pl} does {r} have now?", None
    q = rng.random()
    if q < 0.7:
        return f"{s1} {s2} How many {pl} does {g} have now?", a - n + m
    return f"{s1} {s2} How many {pl} does {r} have now?", n


STUFF = [("tea", "boxes", "box", "tea bags"), ("gum", "packs", "pack", "sticks of gum"),
         ("juice", "boxes", "box", "juice boxes"), ("candy", "bags", "bag", "pieces of candy")]


def _amb_stuff(rng):
    s, cpl, csg, pieces = rng.choice(STUFF)
    name = rng.choice(NAMES_M + NAMES_F)
    c, k = rng.randint(2, 12), rng.randint(2, 20)
    v = rng.choice(["bought", "has", "had"])
    text = f"{name} {v} {c} {cpl} of {s}. Each {csg} {rng.choice(['has', 'had', 'holds'])} {k} {pieces}."
    if rng.random() < 0.15:
        return f"{name} {v} {c} {cpl} of {s}. Each {csg} has {k} apples. How many apples does {name} have?", None
    if v == "bought":
        return text + f" How many {pieces} did {_amb_pro(name).lower()} buy?", c * k
    return text + f" How many {pieces} does {name} have?", c * k


CONTAINERS = [("bag", "bags"), ("box", "boxes"), ("pack", "packs"), ("jar", "jars")]


def _amb_loose(rng):
    name = rng.choice(NAMES_M + NAMES_F)
    sg, pl = rng.choice(THINGS)
    csg, cpl = rng.choice(CONTAINERS)
    c, k, l = rng.randint(2, 9), rng.randint(2, 15), rng.randint(1, 12)
    shape = rng.randrange(4)
    if shape == 0:
        s = f"Each {csg} has {k} {pl}. {name} has {c} {cpl} and {l} loose {pl}."
    elif shape == 1:
        s = f"{name} has {c} {cpl} with {k} {pl} in each {csg}. {_amb_pro(name)} also has {l} loose {pl}."
    elif shape == 2:
        s = f"{name} has {c} {cpl} of {pl} with {k} {pl} in each {csg}. {_amb_pro(name)} also has {l} loose {pl}."
    else:
        s = f"{name} has {l} loose {pl} and {c} {cpl} of {pl}. Each {csg} has {k} {pl}."
    total = c * k + l
    r = rng.random()
    if r < 0.1:
        # no "loose": the same things told twice, or more? must refuse
        return s.replace(" loose", "") + f" How many {pl} does {name} have?", None
    if r < 0.18:
        other = rng.choice([n for n in NAMES_M + NAMES_F if n != name])
        return s + f" {other} has 2 {cpl}. How many {pl} does {name} have?", None
    if r < 0.35:
        e = rng.randint(1, l)
        return s + f" {_amb_pro(name)} {rng.choice(['ate', 'lost', 'sold'])} {e} {pl}. How many {pl} does {name} have now?", total - e
    if r < 0.5 and c > 1:
        other = rng.choice([n for n in NAMES_M + NAMES_F if n != name])
        return s + f" {_amb_pro(name)} gave 1 {csg} to {other}. How many {pl} does {name} have now?", total - k
    if r < 0.6:
        return s + f" How many loose {pl} does {name} have?", l
    if r < 0.7:
        return s + f" How many {cpl} does {name} have?", c
    return s + f" How many {pl} does {name} have?", total


_MAKERS = [_amb_already, _amb_planted, _amb_built, _amb_clauses, _amb_stuff, _amb_loose]


def _sample(rng):
    while True:
        text, gold = rng.choice(_MAKERS)(rng)
        if text is not None:
            return text, gold


def test_generated_sample_has_no_wrong_answer():
    assert wrong_in_sample(_sample, 424, 400, PACK) == []
