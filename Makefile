# Two commands do all set-up on a fresh machine: `make run` and `make test`.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin

.PHONY: run test lint bench clean font translations

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

# The game alone (make run), and the game with the test tools (make test).  -qq: the
# editable install's notice about folders named like the package (setuptools prints it
# on every editable install of a package-dir layout) is not news; errors still show.
$(VENV)/.installed: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install -qq -e .
	touch $@

$(VENV)/.tested: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install -qq -e '.[test]'
	touch $@ $(VENV)/.installed

run: $(VENV)/.installed
	$(BIN)/python -m dager_desktop

# ruff, the type checker (its files and strictness: [tool.mypy] in pyproject.toml),
# then the whole test suite, one worker process a processor (pytest-xdist).
test: $(VENV)/.tested
	$(BIN)/ruff check .
	$(BIN)/mypy
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q -n auto

lint: $(VENV)/.tested
	$(BIN)/ruff check .
	$(BIN)/mypy

bench: $(VENV)/.installed
	$(BIN)/python benchmarks/bench_hand.py
	$(BIN)/python benchmarks/bench_rounds.py

# The bundled subset fonts (needs Debian's fonts-noto-cjk or the same .ttc files).
font: | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[packaging]'
	$(BIN)/python packaging/make_font.py

# The catalogues: pyside6-lupdate over the package into translations/*.ts (new
# strings come in unfinished: translate them), then pyside6-lrelease into *.qm.
# Run `make font` afterwards when a translation brings new characters.
translations: $(VENV)/.installed
	$(BIN)/python packaging/translations.py

clean:
	rm -rf $(VENV) build dist *.egg-info

# -- bundles (not part of `make test`) ------------------------------------------------
.PHONY: bundle test-bundle icons screenshots sounds

$(VENV)/.packaging: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[packaging]'
	touch $@

# A one-folder bundle for this OS in dist/ (packaging/dager-desktop.spec).
bundle: $(VENV)/.packaging
	rm -rf dist/dager-desktop "dist/Luzhou Da Er.app"
	$(BIN)/pyinstaller --noconfirm --clean --log-level WARN \
		--distpath dist --workpath build/pyinstaller packaging/dager-desktop.spec

# Build the bundle, then run its --selftest offscreen; fails when the bundle does.
test-bundle: bundle
	$(BIN)/python packaging/smoke_test.py dist

# The app icon in every format (PNG set, ICO, ICNS) from packaging/make_icons.py.
icons: $(VENV)/.installed
	$(BIN)/python packaging/make_icons.py

# docs/screenshots/*.png, taken from the app offscreen at a fixed seed.
screenshots: $(VENV)/.installed
	QT_QPA_PLATFORM=offscreen $(BIN)/python packaging/screenshots.py

# assets/sounds/*.wav, synthesised (the same bytes on every run).
sounds: | $(BIN)/python
	$(BIN)/python packaging/make_sounds.py
