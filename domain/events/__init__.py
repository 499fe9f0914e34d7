"""Event kinds, one module per family. Importing this package registers every kind."""
from domain.events.base import Cause, Event, event_types, tag_of

__all__ = ["Cause", "Event", "event_types", "tag_of"]
