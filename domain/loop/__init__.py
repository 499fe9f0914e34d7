"""The learning loop's pure side: observations → groups → hypotheses → arms → proposals.

``domain.loop.decomposer.decompose`` is the entry point; ``model`` holds the value types shared
with the ``loop.*`` events and the loop projections; ``feedback`` is what verdicts teach.
"""
