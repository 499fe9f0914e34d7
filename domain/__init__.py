"""Pure, deterministic logic: events, the canonical codec, the reader, the decomposer.

Nothing in this package reads a clock, draws randomness, reads the environment or does I/O.
"""
