"""The core application: services that read state, call the domain and append events; the CLI."""
__version__ = "0.1.0"
