# Two commands do all set-up on a fresh machine: `make run` and `make test`.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin

.PHONY: run test lint bench clean font

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.installed: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $@

run: $(VENV)/.installed
	$(BIN)/python -m dager_desktop

test: $(VENV)/.installed
	$(BIN)/ruff check .
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q

lint: $(VENV)/.installed
	$(BIN)/ruff check .

bench: $(VENV)/.installed
	$(BIN)/python benchmarks/bench_hand.py
	$(BIN)/python benchmarks/bench_rounds.py

# The bundled subset fonts (needs Debian's fonts-noto-cjk or the same .ttc files).
font: | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[packaging]'
	$(BIN)/python packaging/make_font.py

clean:
	rm -rf $(VENV) build dist *.egg-info
