"""Event kinds, one module per family (listed in ``domain.events.catalog``).

The codec imports the catalog the first time it decodes, so every kind is known without this
package importing its families eagerly (which would make an import cycle with ``domain.codec``).
"""
from domain.events.base import Cause, Event, event_types, tag_of

__all__ = ["Cause", "Event", "event_types", "tag_of"]
