"""Lanes, auditors and the data sets the project authors."""
