"""Every event family, one import line each: importing this registers every event kind."""
from domain.events import corpus  # noqa: F401
from domain.events import derivation  # noqa: F401
from domain.events import notes  # noqa: F401
from domain.events import packs  # noqa: F401
from domain.events import runs  # noqa: F401
from domain.events import capability  # noqa: F401
from domain.events import loop  # noqa: F401
from domain.events import reviewers  # noqa: F401
from domain.events import loop_joint  # noqa: F401
