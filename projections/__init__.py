"""Folds over the log: reports, audits, the verdict index, the decomposer state, the pack."""
