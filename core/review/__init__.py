"""`core review`: a local web page to review pending proposals and record verdicts (docs/review.md)."""
