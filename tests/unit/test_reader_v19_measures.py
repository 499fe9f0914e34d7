"""Reader v19 (ADR 0431): measures of people and things — ``his|her <person>`` of a named first thing in
compared_measures.py, one thing measured then and now, its growth asked (grown_between.py), ``that weekend`` after
Saturday and Sunday (weekend_totals.py), nights counted as days (night_periods.py), measures of one family in
several units asked in one (mixed_units.py)."""
from __future__ import annotations

from fractions import Fraction

from reader_checks import refused_cases, solved_cases, wrong_in_sample

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    ("his_brother_shorter", "Milo is 128 centimeters tall. His brother is 15 centimeters shorter. "
     "How tall is his brother in centimeters?", "113", "centimeters"),                     # 128 − 15
    ("her_dad_told_converted", "Zina is 4 feet tall. Her dad is 6 feet tall. "
     "How many inches taller is her dad than Zina?", "24", "inches"),                       # (6 − 4) × 12
    ("her_dad_taller_in_inches", "Ann is 4 feet tall. Her dad is 2 feet taller. "
     "How many inches tall is her dad?", "72", "inches"),                                   # (4 + 2) × 12
    ("name_than_his_brother", "Milo is 128 centimeters tall. His brother is 15 centimeters shorter. "
     "How many centimeters taller is Milo than his brother?", "15", "centimeters"),
    ("grew_last_this_year", "Last year Ishaan was 132 centimeters tall. This year he is 139 centimeters tall. "
     "How many centimeters did he grow?", "7", "centimeters"),                             # 139 − 132
    ("grown_now_much", "Milo was 132 centimeters tall last year. Now he is 139 centimeters tall. "
     "How much has Milo grown?", "7", "centimeters"),
    ("tree_grown_inches", "The tree was 12 feet tall last year. Now it is 15 feet tall. "
     "How many inches has the tree grown?", "36", "inches"),                                # 3 × 12
    ("grew_feet_to_inches", "Last year Milo was 4 feet tall. This year he is 50 inches tall. "
     "How many inches did he grow?", "2", "inches"),                                        # 50 − 48
]

SOLVED += [
    ("weekend_drove", "Yara's family drove 180 miles on Saturday and 145 miles on Sunday. "
     "How many miles did they drive that weekend?", "325", "miles"),                     # 180 + 145
    ("weekend_earn_rate", "Earl earns $9 an hour. He works 4 hours on Saturday and 3 hours on Sunday. "
     "How much does he earn that weekend?", "63"),                                            # 9 × 7
    ("weekend_two_sentences", "Sam read 10 pages on Saturday. He read 12 pages on Sunday. "
     "How many pages did he read this weekend?", "22"),
    ("nights_pages", "Amber reads 20 pages each night. How many pages does she read in 4 nights?", "80"),  # 20 × 4
    ("nights_in_weeks", "Sam reads 5 pages each night. How many pages does he read in 2 weeks?", "70"),    # 5 × 14
    ("nights_to_finish", "Sasha reads 8 pages each night. How many nights will it take her to read 96 pages?",
     "12"),                                                                                   # 96 ÷ 8
    ("nights_work", "Julia works 6 hours a night for 5 nights. How many hours does she work?", "30"),
    ("dollars_and_cents", "Ron had 2 dollars and 40 cents. He spent 85 cents. "
     "How many cents does he have left?", "155", "cents"),                                # 240 − 85
    ("yards_to_feet", "Wanda bought 3 yards of cloth. She used 5 feet of cloth. "
     "How many feet of cloth does she have left?", "4", "feet"),                         # 9 − 5
    ("inches_cut_off_feet", "A ribbon is 30 feet long. Jim cuts off 12 inches. How many feet of ribbon are left?",
     "29", "feet"),                                                                           # 30 − 1
    ("feet_and_inches", "Tia had 2 feet and 3 inches of ribbon. She used 10 inches of ribbon. "
     "How many inches of ribbon does she have left?", "17", "inches"),                        # 27 − 10
    ("half_of_two_units", "Tom had 2 dollars and 50 cents. He spent half of his money. "
     "How many cents does Tom have left?", "125", "cents"),                                   # 250 ÷ 2
]

REFUSED = [
    ("weekend_beside_friday", "Sam read 10 pages on Friday and 12 pages on Sunday. "
     "How many pages did he read that weekend?"),
    ("weekend_one_day", "Sam read 10 pages on Saturday. How many pages did he read that weekend?"),
    ("weekend_untimed_event", "Sam read 5 pages. He read 10 pages on Saturday and 12 pages on Sunday. "
     "How many pages did he read that weekend?"),
    ("weekend_and_monday", "Sam read 10 pages on Saturday and 12 pages on Sunday. He read 4 pages on Monday. "
     "How many pages did he read that weekend?"),
    ("weekend_saturday_night", "Sam read 10 pages on Saturday night and 12 pages on Sunday. "
     "How many pages did he read that weekend?"),
    ("night_at_night", "Amber reads 20 pages at night. How many pages does she read in 4 nights?"),
    ("night_beside_day", "Amber reads 20 pages each night and 5 pages each day. "
     "How many pages does she read in 4 nights?"),
    ("night_no_span", "Amir slept for 9 hours each night. How many hours did he sleep in all?"),
    ("inches_not_whole_feet", "Wanda had 3 yards of ribbon. She used 5 inches of ribbon. "
     "How many feet of ribbon does she have left?"),
    ("meters_beside_feet", "Wanda bought 3 yards of cloth. She used 2 meters of cloth. "
     "How many feet of cloth does she have left?"),
    ("hours_left_to_durations", "Cal rode his bike for 1 day and 3 hours. How many hours did he ride?"),
    ("smaller_part_too_big", "Tom had 2 dollars and 150 cents. He spent 85 cents. How many cents does he have left?"),
    ("per_yard_unconverted", "Cloth costs 2 dollars per yard. Wanda bought 3 yards. She used 5 feet. "
     "How many feet does she have left?"),

    ("her_for_milo", "Milo is 128 centimeters tall. Her brother is 15 centimeters shorter. "
     "How tall is her brother in centimeters?"),
    ("his_brother_not_told", "Milo is 128 centimeters tall. Tom is 15 centimeters shorter. How tall is his brother?"),
    ("his_sister_asked", "Milo is 128 centimeters tall. His brother is 15 centimeters shorter. "
     "How tall is his sister?"),
    ("shorter_than_third", "Milo is 128 centimeters tall. His brother is 15 centimeters shorter than Tom. "
     "How tall is his brother?"),
    ("first_asked_back", "Milo is 128 centimeters tall. His brother is 15 centimeters shorter. How tall is Milo?"),
    ("tense_differs", "Milo is 128 centimeters tall. His brother is 15 centimeters shorter. "
     "How tall was his brother?"),
    ("shorter_no_base", "His brother is 15 centimeters shorter. How tall is his brother?"),
    ("she_for_milo", "Last year Milo was 132 centimeters tall. This year she is 139 centimeters tall. "
     "How many centimeters did he grow?"),
    ("other_person_now", "Last year Milo was 132 centimeters tall. This year Tom is 139 centimeters tall. "
     "How many centimeters did he grow?"),
    ("shrank", "Last year Milo was 139 centimeters tall. This year he is 132 centimeters tall. "
     "How many centimeters did he grow?"),
    ("times_swapped", "This year Milo was 132 centimeters tall. Last year he is 139 centimeters tall. "
     "How many centimeters did he grow?"),
    ("no_conversion", "Last year Milo was 4 feet tall. This year he is 130 centimeters tall. "
     "How many inches did he grow?"),
    ("he_two_people", "Last year Milo was 132 centimeters tall and Tom was 120 centimeters tall. This year he is "
     "139 centimeters tall. How many centimeters did he grow?"),
    ("it_for_a_person", "Last year Milo was 132 centimeters tall. This year it is 139 centimeters tall. "
     "How many centimeters did it grow?"),
    ("name_no_gender", "Last year Qzyx was 132 centimeters tall. This year he is 139 centimeters tall. "
     "How many centimeters did he grow?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)

_BOYS = ("Milo", "Ron", "Tom", "Sam", "Ben")
_GIRLS = ("Ann", "Pam", "Wanda", "Zina", "Mary")
_PEOPLE = (("brother", ""), ("sister", ""), ("dad", ""), ("mom", ""), ("father", ""), ("mother", ""))
_UNITS = (("centimeters", "unit.centimeter", 1, "m"), ("inches", "unit.inch", 1, "i"), ("feet", "unit.foot", 12, "i"),
          ("meters", "unit.meter", 100, "m"))


def make_measure(rng):
    """A generated text and its gold (None: must refuse), worked here from the numbers chosen."""
    boy = rng.random() < 0.5
    name = rng.choice(_BOYS if boy else _GIRLS)
    pron, pron_obj = ("his", "he") if boy else ("her", "she")
    kind = rng.randrange(3)
    if kind == 0:  # compared: NAME is D U tall. POSS PERSON is d U taller|shorter. question
        person = rng.choice(_PEOPLE)[0]
        unit, uid, _, _ = rng.choice(_UNITS)
        d1 = rng.randint(20, 200)
        d = rng.randint(2, 30)
        greater = rng.random() < 0.5
        second = d1 + d if greater else d1 - d
        wrong_pron = rng.random() < 0.1
        p = ("her" if boy else "his") if wrong_pron else pron
        q = rng.randrange(3)
        text = f"{name} is {d1} {unit} tall. {p.capitalize()} {person} is {d} {unit} {'taller' if greater else 'shorter'}. "
        if q == 0:
            text += f"How tall is {p} {person}?"
            gold = Fraction(second)
        elif q == 1:
            text += f"How many {unit} tall is {p} {person}?"
            gold = Fraction(second)
        else:
            text += f"How many {unit} taller is {name} than {p} {person}?"
            gold = Fraction(d) if not greater else None
        return text, (None if wrong_pron else gold)
    if kind == 1:  # outright both: NAME is D feet tall. POSS PERSON is D2 feet tall. How many inches taller …
        person = rng.choice(_PEOPLE)[0]
        a, b = rng.randint(3, 6), rng.randint(3, 7)
        q_inches = rng.random() < 0.5
        text = (f"{name} is {a} feet tall. {pron.capitalize()} {person} is {b} feet tall. "
                f"How many {'inches' if q_inches else 'feet'} taller is {pron} {person} than {name}?")
        gold = Fraction((b - a) * (12 if q_inches else 1)) if b > a else None
        return text, gold
    # grown_between
    unit, uid, per, sys_ = rng.choice(_UNITS)
    d1 = rng.randint(10, 200)
    g = rng.randint(-3, 20)
    then = rng.choice(("last year", "last month", "last summer"))
    now = rng.choice(("this year", "now", "today", "this month"))
    thing = rng.random() < 0.3
    if thing:
        subj, pr, asked_subj = "The tree", "it", rng.choice(("it", "the tree"))
    else:
        subj, pr, asked_subj = name, pron_obj, rng.choice((pron_obj, name))
    wrong = rng.random() < 0.08
    if wrong:
        pr = rng.choice(("she" if boy else "he", "it" if not thing else "he"))
    first = f"{then.capitalize()} {subj} was {d1} {unit} tall." if rng.random() < 0.5 else \
        f"{subj} was {d1} {unit} tall {then}."
    second = f"{now.capitalize()} {pr} is {d1 + g} {unit} tall." if rng.random() < 0.5 else \
        f"{pr.capitalize()} is {d1 + g} {unit} tall {now}."
    qform = rng.randrange(3)
    if qform == 0:
        question = f"How many {unit} did {asked_subj} grow?"
    elif qform == 1:
        question = f"How many {unit} has {asked_subj} grown?"
    else:
        question = f"How much did {asked_subj} grow?"
    gold = Fraction(g) if g > 0 and not wrong else None
    return f"{first} {second} {question}", gold


_WEEKEND_Q = ("that weekend", "this weekend", "over the weekend", "on the weekend")


def make_period(rng):
    """Weekend, night and mixed-unit texts with golds worked here (None: must refuse)."""
    boy = rng.random() < 0.5
    name = rng.choice(_BOYS if boy else _GIRLS)
    pron = "he" if boy else "she"
    kind = rng.randrange(3)
    if kind == 0:
        a, b = rng.randint(2, 90), rng.randint(2, 90)
        days = rng.choice((("Saturday", "Sunday"), ("Sunday", "Saturday"), ("Friday", "Sunday"),
                           ("Saturday", "Monday"), ("Saturday", "Saturday")))
        ok = set(days) == {"Saturday", "Sunday"}
        noun, verb, past = rng.choice((("pages", "read", "read"), ("miles", "drive", "drove"),
                                       ("laps", "swim", "swam"), ("cookies", "bake", "baked")))
        if rng.random() < 0.5:
            story = f"{name} {past} {a} {noun} on {days[0]} and {b} {noun} on {days[1]}."
        else:
            story = f"{name} {past} {a} {noun} on {days[0]}. {pron.capitalize()} {past} {b} {noun} on {days[1]}."
        extra = rng.random() < 0.2
        if extra:
            story = f"{name} {past} {rng.randint(2, 9)} {noun}. " + story
        q = f"How many {noun} did {pron} {verb} {rng.choice(_WEEKEND_Q)}?"
        return f"{story} {q}", (Fraction(a + b) if ok and not extra else None)
    if kind == 1:
        r = rng.randint(2, 40)
        n = rng.randint(2, 14)
        per = rng.choice(("each", "every", "a", "per"))
        noun, verb = rng.choice((("pages", "reads"), ("stars", "counts"), ("words", "writes")))
        base = f"{name} {verb} {r} {noun} {per} night."
        form = rng.randrange(4)
        if form == 0:
            return f"{base} How many {noun} does {pron} {verb[:-1]} in {n} nights?", Fraction(r * n)
        if form == 1:
            return f"{base} How many {noun} does {pron} {verb[:-1]} in {n} weeks?", Fraction(r * n * 7)
        if form == 2:
            return f"{name} {verb} {r} {noun} at night. How many {noun} does {pron} {verb[:-1]} in {n} nights?", None
        return f"{base} How many {noun} does {pron} {verb[:-1]} in all?", None
    # mixed units: had A big [and B small]. lost C small. How many small left?
    fam = rng.choice((("dollars", "dollar", "cents", 100, "cent"), ("yards", "yard", "feet", 3, "foot"),
                      ("feet", "foot", "inches", 12, "inch"), ("hours", "hour", "minutes", 60, "minute")))
    big, big_sg, small, k, small_sg = fam
    a = rng.randint(1, 9)
    b = rng.randint(0, k - 1)
    c = rng.randint(1, a * k + b + 5)
    held = f"{a} {big if a != 1 else big_sg}" + (f" and {b} {small}" if b > 1 else "")
    total = a * k + (b if b > 1 else 0)
    noun = rng.choice(("ribbon", "rope", "cloth")) if k in (3, 12) else ""
    if k == 60:
        text = f"{name} practiced {held} on Monday. {pron.capitalize()} practiced {c} {small if c > 1 else small_sg} " \
               f"on Tuesday. How many {small} did {pron} practice in all?"
        return text, Fraction(total + c)
    of = f" of {noun}" if noun else ""
    verb = "spent" if k == 100 else "used"
    text = (f"{name} had {held}{of}. {pron.capitalize()} {verb} {c} {small if c > 1 else small_sg}{of}. "
            f"How many {small}{of} does {pron} have left?")
    return text, (Fraction(total - c) if total - c >= 0 else None)


def test_generated_periods_sample():
    assert wrong_in_sample(make_period, 4312, 600, PACK) == []


def test_generated_measures_sample():
    assert wrong_in_sample(make_measure, 431, 600, PACK) == []
