"""The core application: services that read state, call the domain and append events; the CLI."""
from core.compiled_reader import install as _install_compiled_reader

__version__ = "0.1.0"

# The reader's compiled build (ADR 0237): modules compiled from their exact current source load as extensions,
# every other one as plain Python. Installed before anything imports domain.reader; CORE_READER_PURE=1 opts out.
_install_compiled_reader()
