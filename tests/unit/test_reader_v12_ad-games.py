"""Reader v12 (ADR 0241): ``they`` naming every person the story has named, before a scene verb
(whole_group_they.py); ``worked for N days`` (work_spans.py); ``It took N workers to finish the work`` tells a
crew size and moves nothing (crew_sizes.py).

Every answer is worked out by hand from the text. The near misses (one person only, a listed group before, a
name told only as an owner, someone who never acted, a noun entity, ``I``, ``they`` before a verb that moves
things, a crew whose job is the story's things, a duration, a trailing time) must refuse.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # they = Amy and Tom (the only people, each acted); the working moves no carrots: 5 + 7 = 12
    ("they-two-growers", "Amy grew 5 carrots and Tom grew 7 carrots. They worked for 3 days in the garden. "
     "How many carrots did they grow in all?", "12", "carrots"),
    # three names in three sentences, the span asked of the group: they worked 5 hours
    ("they-span-asked", "Amy picked 12 apples. Ben picked 9 apples. Carl picked 4 apples. They worked 5 hours. "
     "How many hours did they work?", "5", "hours"),
    # one member's own picking is still told: Ben picked 9
    ("they-member-own", "Amy picked 12 apples. Ben picked 9 apples. They worked for 5 hours at the farm. How many "
     "apples did Ben pick?", "9", "apples"),
    # "worked for 6 hours" is "worked 6 hours": 6 + 2 = 8 hours
    ("worked-for", "Lisa worked for 6 hours on Monday. She worked 2 hours on Tuesday. How many hours did Lisa "
     "work?", "8", "hours"),
    # "now", then a future planting at the park, told in order: 5 + 3 = 8
    ("park-now-then-will", "There are 5 oak trees in the park now. Park workers will plant 3 oak trees "
     "tomorrow. How many oak trees will the park have?", "8", "trees"),
    # a school's season, an aside about night games, "he" = Tom, went to 25: 40 - 25 = 15 missed
    ("season-went-miss", "Tom's school played 40 soccer games this season, 12 were played at night. He went to "
     "25 of the soccer games. How many soccer games did Tom miss?", "15", "games"),
    # games there were, 7 missed: 30 - 7 = 23 gone to
    ("season-missed-went", "There were 30 hockey games last year. Mary missed 7 games. How many hockey games did "
     "Mary go to in all?", "23", "games"),
    # "a total of", "attend": 50 - 10 = 40
    ("season-total-attend", "There are a total of 50 games this month. Sam missed 10 of the games. How many games "
     "did Sam attend?", "40", "games"),
    # the crew size moves no trees; future plantings: 9 + 6 = 15
    ("crew-took", "There are 9 oak trees in the park. Park workers will plant 6 oak trees today. It took 4 "
     "workers to finish the work. How many oak trees will the park have when the workers are finished?",
     "15", "trees"),
    # present "takes", "their work", two plantings: 20 + 3 + 8 = 31
    ("crew-takes-their", "There are 20 maple trees in the park. Park workers will plant 3 maple trees today and "
     "8 maple trees tomorrow. It takes 5 workers to finish their work. How many maple trees will the park "
     "have?", "31", "trees"),
]

REFUSED = [
    # a member's share of the group's working is not said
    ("they-member-span", "Amy picked 12 apples. Ben picked 9 apples. They worked for 5 hours. How many hours did "
     "Amy work?"),
    # one person only: "they" is not Amy
    ("they-one-person", "Amy picked 12 apples. They worked for 5 hours. How many apples did Amy pick?"),
    # a listed group before: they = Amy and Ben, or all three?
    ("they-listed-group", "Amy and Ben picked 12 apples. Carl picked 9 apples. They worked for 5 hours. How many "
     "apples did they pick?"),
    # a name told only as an owner (is Ben one of them?)
    ("they-owner-only", "Amy picked 12 apples. Ben's mom picked 9 apples. They worked for 5 hours. How many "
     "apples did they pick?"),
    # Ben only received: is he one of them?
    ("they-recipient", "Amy picked 12 apples and gave Ben 3 apples. They worked for 5 hours. How many apples does "
     "Amy have?"),
    # a store acted too
    ("they-noun-entity", "Amy picked 12 apples. The store sold 9 apples. They worked for 5 hours. How many apples "
     "did Amy pick?"),
    # "I" is one of the people
    ("they-deictic", "Amy picked 12 apples. I picked 9 apples. They worked for 5 hours. How many apples did Amy "
     "pick?"),
    # a verb that moves things: they, or the apples? left to refuse
    ("they-moving-verb", "Amy picked 12 apples. Ben picked 9 apples. They picked 5 more apples. How many apples "
     "did they pick?"),
    # the crew's job is the story's trees: the same plantings, or more?
    ("crew-job-things", "There are 9 oak trees in the park. Park workers will plant 6 oak trees today. It took 4 "
     "workers to plant the trees. How many oak trees will the park have?"),
    # a duration, not a crew
    ("crew-duration", "There are 9 oak trees in the park. Park workers will plant 6 oak trees today. It took 4 "
     "hours to finish the work. How many oak trees will the park have?"),
    # something after the job
    ("crew-trailing", "There are 9 oak trees in the park. Park workers will plant 6 oak trees today. It took 4 "
     "workers to finish the work on Monday. How many oak trees will the park have?"),
    # the crew is no statement a question can ask about
    ("crew-asked", "There are 9 oak trees in the park. Park workers will plant 6 oak trees today. It took 4 "
     "workers to finish the work. How many workers finished the work?"),
    # "it" as a subject still needs a thing that acted
    # a present holding of the park, then a planting there told at a past time: before or after now?
    ("park-now-then-yesterday", "There are 30 oak trees currently in the park. Park workers planted 4 oak trees "
     "today and 5 oak trees yesterday. How many oak trees will the park have?", "ambiguous_reference"),
    # someone else went to the school's games
    ("season-other-person", "Tom's school played 40 soccer games this season. Ann went to 25 of the games. How "
     "many games did Ann miss?"),
    # the same side told and asked
    ("season-same-side", "There were 30 hockey games last year. Mary missed 7 games. How many hockey games did "
     "Mary miss?"),
    # more missed than there were
    ("season-too-many", "There were 30 hockey games last year. Mary missed 31 games. How many hockey games did "
     "Mary go to?", "negative_holding"),
    # another kind of games
    ("season-other-kind", "There were 30 hockey games last year. Mary missed 7 football games. How many games did "
     "Mary go to?"),
    # "she" before anyone is named
    ("season-pronoun-first", "There were 30 hockey games last year. She missed 7 games. How many games did Mary go "
     "to?"),
    # the question about someone else
    ("season-other-asked", "There were 30 hockey games last year. Mary missed 7 games. How many games did Sam go "
     "to?"),
    # won and lost are no complementary pair (a game may be tied)
    ("season-won-lost", "Tom's school played 12 basketball games this year. They lost 4 games. How many games did "
     "they win?"),
    ("it-no-thing", "Sam has 5 apples. It sold 3 apples. How many apples does Sam have?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
