"""Folds over the log: reports, audits, the verdict index, the decomposer state, the pack.

Framework: ``projections.framework`` (Projection, register, Fold, LiveProjections). To add a
projection, write a module here that calls ``register(...)`` and add one import line to
``projections/catalog.py``.
"""
