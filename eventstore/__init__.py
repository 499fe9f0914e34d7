"""The log: positions, hash chain, head, backends (through the eventsourcing library's recorders)."""
