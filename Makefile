# Two commands do everything on a fresh machine: `make demo` and `make test`.
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV   ?= .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed
# READER_BUILD=1: install, demo and test build the reader's compiled modules first (see reader-build below)
READER_BUILD ?= 0
MAYBE_BUILD := $(if $(filter 1,$(READER_BUILD)),reader-build,)

.PHONY: demo test install clean browser reader-build

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev,compiled]'
	touch $(STAMP)

install: $(STAMP) $(MAYBE_BUILD)

# The reader's compiled build (ADR 0237), opt-in: `make reader-build` compiles, with Cython and one process per
# core, every reader module whose current source has no build yet (about 10 CPU-minutes the first time; then only
# edited modules). Later runs load a module compiled only for its exact source bytes, so an edited module runs as
# Python until it is rebuilt: never stale. Without Cython or a compiler, or for a module that does not compile,
# the pure-Python module runs. `CORE_READER_PURE=1` runs everything pure; `make clean` drops the build.
# `make test READER_BUILD=1` (or demo/install) builds first.
reader-build: $(STAMP)
	-@$(PY) -m core.reader_build --jobs $$(nproc 2>/dev/null || echo 1)

demo: $(STAMP) $(MAYBE_BUILD)
	$(VENV)/bin/core demo

# Best effort, never fails the build: the browser tests use Debian's chromium (no browser
# downloads). Installed only as root with apt available; otherwise those tests skip with a message.
browser:
	-@command -v chromium >/dev/null 2>&1 || { [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1 && \
	  echo "installing chromium for the browser tests (apt)" && \
	  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver) \
	  >/dev/null 2>&1; } || echo "note: chromium is not installed; the browser tests will skip"

# The suite runs on every core (pytest-xdist; ADR 0074); `$(PY) -m pytest -n 0` runs it in one process.
test: $(STAMP) $(MAYBE_BUILD) browser
	$(PY) -m pytest -n auto

clean:
	rm -rf $(VENV) .core
