"""Reader v8 travel (ADR 0102): one person's one trip, distance = speed × time, with unit checks.

Every expected answer is worked out by hand from the text (arithmetic in the comment). The near misses
(two travellers, a return trip, a speed in other units, how long vs how far, minutes vs hours …) must refuse.
"""
from __future__ import annotations

from core.packs import load_pack

from reader_checks import refused_cases, solved_cases

PACK = load_pack()

SOLVED = [
    ("for hours at a speed, how far did X go",  # 2 × 3 = 6
     "If Anne wandered for 3 hours at 2 miles per hour. How far did Anne go?", "6", "miles"),
    ("it took X hours to V to a house at a speed",  # 4 × 2 = 8
     "It took Amanda 2 hours to stroll to Kimberly's house at 4 miles per hour. "
     "How far is it between Amanda's house and Kimberly's house?", "8", "miles"),
    ("between the houses in the other order",  # 3 × 5 = 15
     "It took Carl 5 hours to ride to Ralph's house at 3 miles per hour. "
     "How far is it between Ralph's house and Carl's house?", "15", "miles"),
    ("how fast: distance over time",  # 12 ÷ 6 = 2
     "Martin strolled to Lawrence's house. It is 12 miles from Martin's house to Lawrence's house. "
     "It took Martin 6 hours to get there. How fast did Martin go?", "2", ""),
    ("how fast, a decimal speed",  # 9 ÷ 2 = 4.5
     "Patrick jogged to Aaron's house. It is 9 miles from Patrick's house to Aaron's house. "
     "It took Patrick 2 hours to get there. How fast did Patrick jog?", "4.5", ""),
    ("how long did X V",  # 20 ÷ 4 = 5
     "Christine wandered 20 miles at 4 miles per hour. How long did Christine wander?", "5", "hours"),
    ("how long, a decimal time",  # 5 ÷ 4 = 1.25
     "Christopher strolled 5 miles at 4 miles per hour. How long did Christopher stroll?", "1.25", "hours"),
    ("if …, how long was X travelling",  # 6 ÷ 3 = 2
     "If Charles strolled 6 miles at 3 miles per hour, how long was Charles travelling?", "2", "hours"),
    ("if …, how long was X V-ing, kilometers",  # 25 ÷ 5 = 5
     "If Teresa jogged 25 kilometers at 5 kilometers per hour, how long was Teresa jogging?", "5", "hours"),
    ("ran / run",  # 80 ÷ 10 = 8
     "Juan ran 80 miles at 10 miles per hour. How long did Juan run?", "8", "hours"),
    ("every hour, would he V in N hours",  # 55 × 8 = 440
     "Brett drove 55 miles every hour. How many miles would he drive in 8 hours?", "440", "miles"),
    ("miles in one hour is a speed",  # 55 × 36 = 1980
     "Tammy drove 55 miles in one hour. How far can she drive in 36 hours?", "1980", "miles"),
    ("a stated speed asked back, its time in minutes",  # 4
     "If Anne wandered for 30 minutes at 4 miles per hour. How fast did Anne go?", "4", ""),
    ("the pack converts minutes to hours",  # 30 minutes = 1/2 hour; 4 × 1/2 = 2
     "If Anne wandered for 30 minutes at 4 miles per hour. How far did Anne go?", "2", "miles"),
    ("a time asked in minutes",  # 3 ÷ 6 = 1/2 hour = 30 minutes
     "Mark sprinted 3 miles at 6 miles per hour. How many minutes did Mark sprint?", "30", "minutes"),
    ("at a speed of",  # 12 × 3 = 36
     "Marie can skate at a speed of 12 miles an hour. How far can she skate in 3 hours?", "36", "miles"),
    ("a stated distance asked back",  # 6
     "Nora walked 6 miles at 3 miles per hour. How far did Nora walk?", "6", "miles"),
]

REFUSED = [
    ("two travellers", "Anne wandered for 3 hours at 2 miles per hour. Tom wandered for 2 hours. "
     "How far did Anne go?"),
    ("the question about someone who made no trip",
     "If Anne wandered for 3 hours at 2 miles per hour. How far did Tom go?"),
    ("a return trip", "It took Amanda 3 hours to stroll to Kimberly's house and back at 2 miles per hour. "
     "How far is it between Amanda's house and Kimberly's house?"),
    ("two trips of one person", "Nora walked 6 miles at 3 miles per hour. Then she walked 4 miles. "
     "How long did Nora walk?"),
    ("a second stated time", "If Anne wandered for 3 hours at 2 miles per hour. It took Anne 4 hours to walk. "
     "How far did Anne go?"),
    ("two verbs: one trip or two", "Nora walked 6 miles at 3 miles per hour. It took Nora 2 hours to jog. "
     "How long did Nora walk?"),
    ("miles and kilometers", "Nora walked 6 miles at 3 kilometers per hour. How long did Nora walk?"),
    ("how long when only the time is missing from nothing",
     "If Anne wandered for 3 hours. How far did Anne go?"),
    ("how far with no speed", "Christine wandered 20 miles. How long did Christine wander?"),
    ("how fast without a time", "Martin strolled to Lawrence's house. It is 12 miles from Martin's house "
     "to Lawrence's house. How fast did Martin go?"),
    ("a distance between other houses", "Martin strolled to Lawrence's house. It is 12 miles from Tom's house "
     "to Lawrence's house. It took Martin 6 hours to get there. How fast did Martin go?"),
    ("get there with no destination", "Martin strolled. It took Martin 6 hours to get there. How fast did Martin go?"),
    ("between houses the trip does not join", "It took Amanda 3 hours to stroll to Kimberly's house at "
     "2 miles per hour. How far is it between Tom's house and Kimberly's house?"),
    ("how long asked with another verb", "Christine wandered 20 miles at 4 miles per hour. How long did Christine jog?"),
    ("-ing of another verb", "If Teresa jogged 25 kilometers at 5 kilometers per hour, how long was Teresa skating?"),
    ("all three stated", "Nora walked 6 miles in 2 hours at 3 miles per hour. How far did Nora walk?"),
    ("distance, time and speed with a time phrase",
     "It took Nora 2 hours to walk 6 miles at 4 miles per hour. How far did Nora walk?"),
    ("a hypothetical time with did", "Brett drove 55 miles every hour. How many miles did he drive in 8 hours?"),
    ("a hypothetical question with no time", "Brett drove 55 miles every hour. How far can he drive?"),
    ("a hypothetical trip of a trip whose speed is stated and its distance too",
     "Ava hiked 12 miles at 4 miles per hour. How far can she hike in 5 hours?"),
    ("how long asked in a distance unit", "Mark sprinted 24 miles at 6 miles per hour. How many apples did Mark sprint?"),
    ("a pronoun of the wrong gender", "Brett drove 55 miles every hour. How many miles would she drive in 8 hours?"),
    ("a speed per a non-time unit", "Brett drove 55 miles per gallon. How many miles would he drive in 8 hours?"),
    ("a speed in kilometers, the hypothetical asked in miles",
     "Brett drove 55 kilometers every hour. How many miles would he drive in 8 hours?"),
    ("a repeating-decimal time", "If Lawrence walked 4 kilometers at 3 kilometers per hour, "
     "how long was Lawrence walking?"),
    ("a zero speed", "Christine wandered 20 miles at 0 miles per hour. How long did Christine wander?"),
    ("how long will with no time", "Christine wandered 20 miles at 4 miles per hour. How long will Christine wander?"),
    ("words after the trip", "If Anne wandered for 3 hours at 2 miles per hour with Tom. How far did Anne go?"),
    ("an unnamed traveller", "A man wandered for 3 hours at 2 miles per hour. How far did he go?"),
    ("a speed with no unit of length", "If Anne wandered for 3 hours at 2 apples per hour. How far did Anne go?"),
    ("miles in several hours is not read as a speed", "Ava hiked 12 miles in 3 hours. How far can she hike in 5 hours?"),
    ("how far 'is it' without between", "It took Carl 5 hours to ride to Ralph's house at 2 miles per hour. "
     "How far is it to Ralph's house?"),
    ("at a speed without of", "Marie can skate at a speed 12 miles an hour. How far can she skate in 3 hours?"),
    ("an 'if' question without ', how'", "If Charles strolled 6 miles at 3 miles per hour how long was Charles travelling?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
