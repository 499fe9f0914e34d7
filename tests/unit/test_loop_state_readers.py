"""`loop_service.states` caches one reader per live log and lets a dropped log go (ADR 0076)."""
from __future__ import annotations

import gc
import weakref

from core import loop_service
from eventstore import EventLog, open_backend


def test_a_dropped_log_is_not_kept_alive_by_the_state_cache():
    backend = open_backend("memory")
    log = EventLog(backend)
    first = loop_service.states(log, "packs")
    assert loop_service.states(log, "packs").keys() == first.keys()  # served from the cached reader
    assert log in loop_service._READERS
    gone = weakref.ref(log)
    backend.close()
    del log, backend
    gc.collect()
    assert gone() is None, "the cache kept a closed log (and its store) alive"


def test_each_log_gets_its_own_reader():
    a, b = EventLog(open_backend("memory")), EventLog(open_backend("memory"))
    loop_service.states(a, "packs")
    loop_service.states(b, "packs")
    assert loop_service._READERS[a][("packs",)] is not loop_service._READERS[b][("packs",)]
