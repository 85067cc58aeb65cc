# LayoutLab — every entry point. `make demo` and `make test` work on a fresh Debian machine
# with the Swift toolchain: they install the Debian packages they need (GLPK, HarfBuzz,
# libunibreak, the Inter font, libmicrohttpd; `make test` also Chromium) first when they are missing.
SWIFT ?= swift
RELEASE_BIN := .build/release/layoutlab
SOURCES := Sources Tests Benchmarks Package.swift

.PHONY: all glpk build demo test lint format docs coverage conformance migration bench bench-peers clean

all: build

# GLPK (Debian's libglpk-dev) for the constraint engine's linear programs.
glpk:
	@if [ ! -f /usr/include/glpk.h ]; then \
		echo "Installing libglpk-dev (GLPK) ..."; \
		apt-get update && apt-get install -y libglpk-dev; \
	fi

# Text measurement (Sources/TextMeasurement): HarfBuzz for shaping, libunibreak for UAX #14
# line breaking, and the default font, Inter (fonts-inter). Every target that needs GLPK
# needs these too, so `glpk` depends on them.
TEXT_PACKAGES := libharfbuzz-dev libunibreak-dev fonts-inter
text-libraries:
	@if [ ! -f /usr/include/harfbuzz/hb.h ] || [ ! -f /usr/include/linebreak.h ] || \
		[ ! -f /usr/share/fonts/opentype/inter/Inter-Regular.otf ]; then \
		echo "Installing $(TEXT_PACKAGES) (text shaping, line breaking, Inter) ..."; \
		apt-get update && apt-get install -y $(TEXT_PACKAGES); \
	fi
glpk: text-libraries preview-libraries
.PHONY: text-libraries

# `layoutlab preview` serves its page with GNU libmicrohttpd (libmicrohttpd-dev).
preview-libraries:
	@if [ ! -f /usr/include/microhttpd.h ]; then \
		echo "Installing libmicrohttpd-dev (the preview server) ..."; \
		apt-get update && apt-get install -y libmicrohttpd-dev; \
	fi
.PHONY: preview-libraries

build: glpk
	$(SWIFT) build -c release --product layoutlab

# The comparison of both engines on the built-in corpus.
demo: build
	$(RELEASE_BIN) compare --report reports/demo --fail-on never
	@echo "HTML report: reports/demo/index.html"

# README "Text": both engines on the corpus entries with text at every Dynamic Type size.
text-figures: build
	scripts/text-figures.sh $(RELEASE_BIN)
.PHONY: text-figures

# Headless Chromium (Debian's chromium) for the preview page's browser test
# (Tests/CLITests/PreviewBrowserTests.swift).
browser:
	@if ! command -v chromium >/dev/null 2>&1 && [ -z "$$LAYOUTLAB_CHROMIUM" ]; then \
		echo "Installing chromium (the preview's browser test) ..."; \
		apt-get update && apt-get install -y chromium; \
	fi
.PHONY: browser

# The README's preview screenshots (docs/images/preview*.png), taken by the browser test.
screenshots: glpk browser
	$(SWIFT) build --build-tests
	LAYOUTLAB_SCREENSHOTS=1 $(SWIFT) test --skip-build --filter PreviewBrowserTests
.PHONY: screenshots

# Lint, then the whole test suite (unit, cross-engine, CLI end to end, the preview in
# headless Chromium), then every root's generated SwiftUI type-checked (scripts/migration-compiles.sh).
test: glpk lint browser
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --skip PreviewBrowserTests
	@# Once more with every acceleration checked against its engine's reference algorithm
	@# (docs/ENGINES.md, "Checked seam"): a disagreement traps with both answers.
	LAYOUTLAB_VERIFY=1 $(SWIFT) test --skip-build --skip PreviewBrowserTests
	@# The browser test on its own: Chromium's start is slow on two cores loaded by the
	@# parallel suites above.
	$(SWIFT) test --skip-build --filter PreviewBrowserTests
	@# Every generated SwiftUI file of the fixture documents and the shared sample compiles.
	scripts/migration-compiles.sh .build/debug/layoutlab $(SHARED)
	$(MAKE) --no-print-directory consumer

# The sample package that uses LayoutLab by path as a user's package does (README, "Use it in
# your package"): linted, built and tested in its own build folder, Examples/Consumer/.build.
.PHONY: consumer
consumer: glpk
	$(SWIFT) format lint --strict --recursive Examples/Consumer/Package.swift Examples/Consumer/Sources \
		Examples/Consumer/Tests
	cd Examples/Consumer && $(SWIFT) build --build-tests && $(SWIFT) test --skip-build

lint:
	$(SWIFT) format lint --strict --recursive $(SOURCES)

format:
	$(SWIFT) format format --in-place --recursive $(SOURCES)

# DocC documentation from symbol graphs, into .build/docs.
docs: glpk
	./scripts/build-docs.sh

coverage: glpk
	$(SWIFT) test --enable-code-coverage
	./scripts/coverage-report.sh

# The stack-engine conformance suite, then the same cases as Swift source
# (Examples/conformance-swift), then the Interface Builder sample (real public documents with
# the frames Xcode stored; prints `views: K of T within tolerance`), then `layoutlab check` on
# the fixture documents.
conformance: build
	../shared/conformance/run.sh $(RELEASE_BIN)
	@# The same cases written as SwiftUI / UIKit source (Examples/conformance-swift), solved from the .swift files.
	scripts/conformance-swift.sh $(RELEASE_BIN) Examples/conformance-swift
	../shared/conformance/ib/run.sh $(RELEASE_BIN)
	@# Every root of the fixture documents (cells included), via `layoutlab check`: the summary line.
	$(RELEASE_BIN) check Tests/InterfaceBuilderTests/Fixtures/docs | tail -n 1

# The migration figures of README "Migrating a storyboard": every root of the shared IB sample
# and of the fixture documents translated to SwiftUI, read back and proved on five devices
# (`layoutlab migrate`; the report of the sample in reports/migration/), the sample again with
# --measure-text (labels as Text; and at every Dynamic Type size); per form (stacks or
# a GeometryReader fallback), and for the fallbacks and refusals by reason. SHARED: the shared
# spec folder (default ../shared, beside the checkout).
SHARED ?= ../shared
migration: build
	@$(RELEASE_BIN) migrate $(SHARED)/conformance/ib/docs --report reports/migration | sed -n '/ roots: /,$$p'
	@$(RELEASE_BIN) migrate $(SHARED)/conformance/ib/docs --measure-text --report reports/migration-text \
		| sed -n '/ roots: /,$$p'
	@$(RELEASE_BIN) migrate $(SHARED)/conformance/ib/docs --measure-text --dynamic-type all | sed -n '/ roots: /,$$p'
	@$(RELEASE_BIN) migrate Tests/InterfaceBuilderTests/Fixtures/docs --report reports/migration-fixtures \
		| sed -n '/ roots: /,$$p'
	@# Every generated SwiftUI file compiles (one type check per folder, through the SwiftUI shim).
	@$(SWIFT) build --target SwiftUI >/dev/null
	@for dir in reports/migration reports/migration-text reports/migration-fixtures; do \
		swiftc -typecheck -I .build/debug/Modules -Xcc -fmodule-map-file=Sources/CHarfBuzz/module.modulemap \
			-Xcc -fmodule-map-file=Sources/CUnibreak/module.modulemap $$dir/*.swift \
			&& echo "$$dir: $$(ls $$dir/*.swift | wc -l) SwiftUI files compile" || exit 1; \
	done
	@./scripts/migration-picture.sh $(RELEASE_BIN)

bench: glpk
	$(SWIFT) run -c release layoutlab-bench

clean:
	rm -rf .build

# Reliability (docs/RELIABILITY.md): fuzzing, adversarial inputs, sanitizers, and the report.
.PHONY: reliability fuzz sanitize
FUZZ_SECONDS ?= 30

# Everything below within ~20 minutes on 2 cores; figures in reliability/REPORT.md.
reliability: glpk
	FUZZ_SECONDS=$(FUZZ_SECONDS) ./scripts/reliability.sh

# Each libFuzzer target for FUZZ_SECONDS seconds.
fuzz: glpk
	./scripts/fuzz.sh $(FUZZ_SECONDS)

# The test suite under ThreadSanitizer and AddressSanitizer (separate build folders).
sanitize: glpk
	./scripts/sanitize.sh

# Optional peer adapters (never needed by `make test`): kiwisolver in a local venv runs
# LayoutLab's compiled constraint models for output and speed comparison.
bench-peers: glpk
	./scripts/bench-peers.sh
