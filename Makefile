# Two commands do everything on a fresh machine: `make demo` and `make test`.
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV   ?= .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed

.PHONY: demo test install clean browser reader-build

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev,compiled]'
	touch $(STAMP)

install: $(STAMP) reader-build

# The reader's compiled build (ADR 0237), incremental and best effort: only modules whose source has no build yet
# are compiled (Cython, one process per core); without Cython or a compiler, or for a module that does not
# compile, the pure-Python module runs. `CORE_READER_PURE=1` runs everything pure; `make clean` drops the build.
# `make test READER_BUILD=0` skips compiling (whatever is already built is still used, nothing stale).
READER_BUILD ?= 1
reader-build: $(STAMP)
	-@[ "$(READER_BUILD)" = 0 ] || $(PY) -m core.reader_build --jobs $$(nproc 2>/dev/null || echo 1)

demo: $(STAMP) reader-build
	$(VENV)/bin/core demo

# Best effort, never fails the build: the browser tests use Debian's chromium (no browser
# downloads). Installed only as root with apt available; otherwise those tests skip with a message.
browser:
	-@command -v chromium >/dev/null 2>&1 || { [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1 && \
	  echo "installing chromium for the browser tests (apt)" && \
	  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver) \
	  >/dev/null 2>&1; } || echo "note: chromium is not installed; the browser tests will skip"

# The suite runs on every core (pytest-xdist; ADR 0074); `$(PY) -m pytest -n 0` runs it in one process.
test: $(STAMP) reader-build browser
	$(PY) -m pytest -n auto

clean:
	rm -rf $(VENV) .core
