"""Reader v12 (ADR 0239): times that may hold one another (time_overlaps.py, weather.py's TimedStory).

Every time form of the pack has a length (pack function roles ``period_*``; the named days are role ``day``).
Two different times are read apart (an event at the other time dropped from a question naming one) only when
both are of one length and their words tell them apart: two names (``on Monday`` / ``on Tuesday``), or two
counts from one point (``last week`` / ``this week``, ``the first day`` / ``the second day``). Otherwise one
may hold the other, or be it, and the question refuses.

Every answer is worked out by hand from the text; the near misses must refuse.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

from domain.reader.lexicon import Lexicon

PACK = load_pack()

SOLVED = [
    # two weeks counted from now: only this week's 4 pears
    ("two-weeks", "Lena picked 7 pears last week. She picked 4 pears this week. How many pears did Lena pick "
     "this week?", "4"),
    # two parts of one day: only the afternoon's 6 cards
    ("two-parts", "Omar bought 9 cards this morning. He bought 6 cards this afternoon. How many cards did Omar "
     "buy this afternoon?", "6"),
    # last night and tonight are two nights: tonight's 5 pages
    ("two-nights", "Ivy wrote 8 pages last night. She wrote 5 pages tonight. How many pages did Ivy write "
     "tonight?", "5"),
    # two named months: April's 12 stamps
    ("two-months", "Raj found 12 shells in April. He found 3 shells in May. How many shells did Raj find in "
     "April?", "12"),
    # two seasons of the year by name: the fall's 20 shells
    ("two-seasons", "Mia found 20 shells in the fall. She found 11 shells in the spring. How many shells did Mia "
     "find in the fall?", "20"),
    # two years counted from now: last year's 30 books
    ("two-years", "Ken found 30 shells last year. He found 14 shells this year. How many shells did Ken find last "
     "year?", "30"),
    # two ordinal days: the second day's 7 birds
    ("two-ordinal-days", "Zoe picked 3 apples the first day. She picked 7 apples the second day. How many apples did Zoe "
     "pick the second day?", "7"),
    # two meals by name: dinner's 2 rolls
    ("two-meals", "Ava ate 3 rolls for lunch. She ate 2 rolls for dinner. How many rolls did Ava eat for "
     "dinner?", "2"),
    # two named days, with a third event: Tuesday's 5 (Monday's 4 and Wednesday's 8 dropped)
    ("two-days", "Ben baked 4 cakes on Monday. He baked 5 cakes on Tuesday. He baked 8 cakes on Wednesday. How "
     "many cakes did Ben bake on Tuesday?", "5"),
    # two weekends counted from now: this weekend's 9 cookies
    ("two-weekends", "Tia baked 6 cookies last weekend. She baked 9 cookies this weekend. How many cookies did "
     "Tia bake this weekend?", "9"),
    # rain on two named days summed: 0.5 + 0.25 = 0.75 inches
    ("rain-two-days", "It rained 0.5 inches on Saturday and 0.25 inches on Sunday. How much did it rain on "
     "Saturday and Sunday combined?", "0.75"),
]

REFUSED = [
    # no time asked (ADR 0268 overrules this row's old answer 7): the 3 caught tonight may be among the 4 of
    # this week, both counted from now
    ("no-time-asked", "Eli caught 3 fish tonight. He caught 4 fish this week. How many fish did Eli catch in "
     "all?", "ambiguous_reference"),
    # tonight may be part of this week (answered 2 before)
    ("tonight-this-week", "Tom ate 3 plums tonight. He ate 2 plums this week. How many plums did he eat this "
     "week?", "ambiguous_reference"),
    # Friday night may be in last week
    ("night-in-week", "Sue sold 5 cookies last week. She sold 4 cookies on Friday night. How many cookies did she "
     "sell last week?", "ambiguous_reference"),
    # last month may be in this year
    ("month-in-year", "Dan saved 8 dollars this year. He saved 5 dollars last month. How much money did Dan "
     "save this year?", "ambiguous_reference"),
    # this weekend may end this week
    ("weekend-week", "Amy baked 6 pies this weekend. She baked 10 pies this week. How many pies did Amy bake this "
     "week?", "ambiguous_reference"),
    # July is in the summer
    ("month-in-season", "Leo picked 9 berries in July. He picked 4 berries in the summer. How many berries did "
     "Leo pick in the summer?", "ambiguous_reference"),
    # lunch may be this afternoon
    ("meal-part", "Jo drank 2 cups at lunch. She drank 3 cups this afternoon. How many cups did Jo drink this "
     "afternoon?", "ambiguous_reference"),
    # at lunch and for lunch name one lunch
    ("same-meal-words", "Jo ate 2 apples at lunch. She ate 3 apples for lunch. How many apples did Jo eat for "
     "lunch?", "ambiguous_reference"),
    # in April and during April are one month
    ("same-month-words", "Al sold 4 kites in April. He sold 6 kites during April. How many kites did Al sell in "
     "April?", "ambiguous_reference"),
    # this evening is part of tonight
    ("evening-tonight", "Pam sewed 2 hats this evening. She sewed 3 hats tonight. How many hats did Pam sew "
     "tonight?", "ambiguous_reference"),
    # last month may be April
    ("count-against-name", "Gus made 7 cups last month. He made 2 cups in April. How many cups did Gus make in "
     "April?", "ambiguous_reference"),
    # today may be Monday
    ("today-monday", "Rob ate 3 apples today. He ate 5 apples on Monday. How many apples did Rob eat on Monday?",
     "ambiguous_reference"),
    # the first week may be last week (counted from two points)
    ("two-points", "Kim scored 4 points the first week. She scored 6 points last week. How many points did Kim "
     "score last week?", "ambiguous_reference"),
    # the next day may be the third day
    ("next-ordinal", "Max ate 4 pears the next day. He ate 3 pears the third day. How many pears did Max eat "
     "the third day?", "ambiguous_reference"),
    # so far holds every time told
    ("so-far", "Nia scored 6 goals so far. She scored 2 goals this week. How many goals did Nia score this "
     "week?", "ambiguous_reference"),
    # rain today and tonight: tonight is part of today (recorded as two days before)
    ("rain-today-tonight", "It rained 0.5 inches today and 0.25 inches tonight. How much did it rain today?",
     "ambiguous_reference"),
    # recorded rain: the same
    ("recorded-today-tonight", "The class recorded the rainfall each day. They recorded 0.25 centimeter of rain "
     "today, and 0.5 centimeter of rain tonight. How many centimeters of rain did the class record today?",
     "ambiguous_reference"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)


def test_every_time_form_of_the_pack_has_a_length():
    """The rule needs a length for each time the pack reads: a form left out would be read as unknown (and
    refuse beside any other time), so the pack's list is kept whole."""
    from domain.reader.time_overlaps import lengths
    table = lengths(Lexicon(PACK))
    missing = [form for t in PACK.times for form in t.forms if form not in table]
    assert not missing, missing
