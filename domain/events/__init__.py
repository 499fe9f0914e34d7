"""Event kinds, one module per family. Importing this package registers every kind."""
from domain.events.base import Cause, Event, event_types, tag_of

__all__ = ["Cause", "Event", "event_types", "tag_of"]
from domain.events import derivation  # noqa: E402,F401
from domain.events import notes  # noqa: E402,F401
