"""Every projection module, one import line each: importing it registers its projections."""
from projections import log_stats  # noqa: F401
from projections import notes  # noqa: F401
from projections import corpora  # noqa: F401
from projections import packs  # noqa: F401
from projections import runs  # noqa: F401
from projections import capability  # noqa: F401
from projections import refusal_audit  # noqa: F401
from projections import verdict_index  # noqa: F401
from projections import decomposer_state  # noqa: F401
from projections import reviewers  # noqa: F401
