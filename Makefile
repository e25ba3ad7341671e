# darkscreen — the two commands a person needs: `make run` and `make test`.
# Both install what they need on a fresh Debian machine when run as root (apt-get),
# or stop with the exact command to run.

PREFIX ?= /usr/local
DESTDIR ?=
ARGS ?=
SWIFT ?= swift
# Colour in compiler diagnostics is part of every compile command SwiftPM writes into its build
# manifest, and SwiftPM turns it on only when its output is a terminal: so `make test | tee log`
# and then `make run` would compile everything twice. One fixed choice for every build here
# (`make COLOR_DIAGNOSTICS=1 …` for colours, at the cost of one rebuild when it changes).
COLOR_DIAGNOSTICS ?= 0
SWIFTPM_FLAGS := $(if $(filter 1,$(COLOR_DIAGNOSTICS)),--color-diagnostics,--no-color-diagnostics)
# Release: one fully static executable (-static-executable: the Swift runtime, ncursesw and glibc
# linked in; no dynamic loader work at start, see DECISIONS.md "A fully static executable").
# STARTUP_ORDER: lld places the functions a start runs (scripts/startup-symbols.txt) side by side
# at the front of .text, so fewer pages are faulted in; `scripts/startup-symbols.sh --check` (run
# by `make check-release`) fails when the list no longer matches the binary.
# scripts/startup-sections.ld does the same for the compiler's unnamed functions (no symbol to order).
STARTUP_ORDER := -Xlinker --symbol-ordering-file=$(CURDIR)/scripts/startup-symbols.txt -Xlinker --no-warn-symbol-ordering \
	-Xlinker -T -Xlinker $(CURDIR)/scripts/startup-sections.ld
# NO_MANGLED_METADATA_ACCESSORS: a hidden swift-frontend flag (no swiftc driver option exists):
# concrete generic types such as Dictionary<String, Int> are instantiated through metadata accessor
# functions instead of mangled names, which the runtime resolves by scanning every conformance
# record of the binary for each Hashable requirement (17 scans before the first frame; see
# DECISIONS.md "Start-up: what the first frame costs, step by step"). Behaviour is unchanged.
NO_MANGLED_METADATA_ACCESSORS := -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
# FUNCTION_SECTIONS: every Swift function in a section of its own (a hidden swift-frontend flag, as
# clang's -ffunction-sections). Without it a source file's functions share one .text section, so
# STARTUP_ORDER moved whole files to the front (the "ordered" region was 5.9 MB for 1.1 MB of
# functions run) and --gc-sections could drop only whole files. See DECISIONS.md "Peak RSS: the
# executable's pages".
FUNCTION_SECTIONS := -Xswiftc -Xfrontend -Xswiftc -function-sections
# BOLT_LINK: the link runs through scripts/link-release.sh: lld, then llvm-bolt moves the start-up
# functions inside the prebuilt standard library's one-section objects (scripts/startup-split.txt)
# next to each other, which lld cannot (DECISIONS.md "Peak RSS: the functions inside the standard
# library's one section").
BOLT_LINK := -Xswiftc -ld-path=$(CURDIR)/scripts/link-release.sh
# No $ORIGIN rpath (--disable-local-rpath): nothing is loaded from beside the binary, and a
# static-pie refuses to start with one.
OPTIMIZE_FLAGS := --disable-local-rpath -Xswiftc -use-ld=lld $(BOLT_LINK) $(STARTUP_ORDER) $(NO_MANGLED_METADATA_ACCESSORS) $(FUNCTION_SECTIONS)
RELEASE_FLAGS := $(SWIFTPM_FLAGS) -c release -Xswiftc -static-executable $(OPTIMIZE_FLAGS)
# Position-independent variants, each in its own scratch folder (README "Which build"):
# pie — the Swift runtime linked in, glibc and ncursesw from the system, relative relocations
# packed (RELR); static-pie — the static executable, position-independent (it relocates itself).
PIE_FLAGS := $(SWIFTPM_FLAGS) -c release -Xswiftc -static-stdlib $(OPTIMIZE_FLAGS) --scratch-path .build-pie \
	-Xlinker -z -Xlinker pack-relative-relocs
STATIC_PIE_FLAGS := $(RELEASE_FLAGS) --scratch-path .build-static-pie -Xswiftc -Xclang-linker -Xswiftc -static-pie \
	-Xlinker -z -Xlinker pack-relative-relocs
# VARIANT=pie or VARIANT=static-pie: `make run`, `make install` and `make e2e-test` use that build.
VARIANT ?= static
VARIANT_FLAGS = $(if $(filter pie,$(VARIANT)),$(PIE_FLAGS),$(if $(filter static-pie,$(VARIANT)),$(STATIC_PIE_FLAGS),$(RELEASE_FLAGS)))
VARIANT_BUILD = $(if $(filter pie static-pie,$(VARIANT)),build-$(VARIANT),build)
# What `darkscreen --version` reports: the commit and the compiler. Package.swift hands them to
# one C file only, so a new commit recompiles that file and relinks, nothing more. A commit given
# in the environment wins (a source tarball without .git; a make run by a test of `make test`
# builds what the outer make built even when a commit lands meanwhile).
ifeq ($(origin DARKSCREEN_BUILD_COMMIT),undefined)
DARKSCREEN_BUILD_COMMIT := $(shell git -C "$(CURDIR)" describe --always --dirty --abbrev=12 2>/dev/null)
endif
export DARKSCREEN_BUILD_COMMIT
export DARKSCREEN_BUILD_SWIFT := $(shell $(SWIFT) --version 2>/dev/null | head -n 1)
# (make 4.3 does not export to $(shell): the same values are given to it by hand.)
SWIFT_ENV = DARKSCREEN_BUILD_COMMIT='$(DARKSCREEN_BUILD_COMMIT)' DARKSCREEN_BUILD_SWIFT='$(DARKSCREEN_BUILD_SWIFT)'
BIN_DIR = $(shell $(SWIFT_ENV) $(SWIFT) build $(VARIANT_FLAGS) --show-bin-path)
STATIC_BIN_DIR = $(shell $(SWIFT_ENV) $(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)
FUZZ_SECONDS ?= 60

.PHONY: lint all build build-pie build-static-pie run test check-release unit-test e2e-test e2e-run e2e-release-test startup-symbols-check install uninstall screenshots clean bench fuzz sanitize deps-build deps-test completions man deb dist

all: build

# --- system packages ---------------------------------------------------------------
deps-build:
	@scripts/ensure-packages.sh build

deps-test:
	@scripts/ensure-packages.sh test

# --- build and run -----------------------------------------------------------------
build: deps-build
	$(SWIFT) build $(RELEASE_FLAGS) --product darkscreen

build-pie: deps-build
	$(SWIFT) build $(PIE_FLAGS) --product darkscreen

build-static-pie: deps-build
	$(SWIFT) build $(STATIC_PIE_FLAGS) --product darkscreen

run: $(VARIANT_BUILD)
	"$(BIN_DIR)/darkscreen" $(ARGS)

# --- tests -------------------------------------------------------------------------
# `make test`: what a contributor runs before committing, about two minutes after the build: the unit tests and the
# end-to-end tests side by side (the e2e tests mostly wait on tmux and ptys, so they overlap the
# unit tests' compile well), the e2e tests in E2E_JOBS pytest-xdist workers, each test bounded by
# E2E_TIMEOUT seconds (pytest-timeout names a hung test instead of hanging the run).
# `make check-release`: the slow checks before a release (docs/BUILDING.md).
E2E_JOBS ?= 4
E2E_TIMEOUT ?= 120
# More pytest options for the end-to-end half (`make test E2E_ARGS=--durations=30`).
E2E_ARGS ?=
# (The release binary is built first: the end-to-end half runs only pytest, so it never waits for
# SwiftPM's lock on .build, which `swift test` holds while it builds.)
test: deps-build deps-test $(VARIANT_BUILD)
	@$(MAKE) --no-print-directory -j2 --output-sync=target unit-test e2e-run E2E_BIN="$(BIN_DIR)/darkscreen"

check-release: deps-build deps-test lint startup-symbols-check e2e-release-test

# `make lint`: every Swift file as the formatter would write it (.swift-format: the project's style);
# `swift format -i -r Sources Tests Fuzz Examples Package.swift` rewrites them so.
lint:
	swift format lint --strict --parallel --recursive Sources Tests Fuzz Examples Package.swift

# The start-up symbol order (STARTUP_ORDER) must match what a start runs today (under valgrind).
startup-symbols-check: build
	scripts/startup-symbols.sh --check "$(BIN_DIR)/darkscreen"

# The unit tests' bundle and only what it imports (not the executables, not swift-argument-parser):
# a first `make test` compiles about half of what a plain `swift test` would.
unit-test:
	$(SWIFT) build $(SWIFTPM_FLAGS) --product darkscreenPackageTests
	$(SWIFT) test $(SWIFTPM_FLAGS) --skip-build --parallel

# The Python that runs pytest: Debian's python3 with python3-pytest, -xdist and -timeout, or a
# project virtual environment for any other python3 (scripts/ensure-packages.sh says which).
TEST_PYTHON = python=$$(scripts/ensure-packages.sh python) &&
PYTEST = "$$python" -m pytest -q -p no:cacheprovider --timeout=$(E2E_TIMEOUT)

e2e-test: $(VARIANT_BUILD)
	@$(MAKE) --no-print-directory e2e-run E2E_BIN="$(BIN_DIR)/darkscreen"

# The end-to-end tests against E2E_BIN as it is (no build).
E2E_BIN ?= $(CURDIR)/.build/release/darkscreen
e2e-run:
	$(TEST_PYTHON) DARKSCREEN_BIN="$(E2E_BIN)" $(PYTEST) -n $(E2E_JOBS) -m "not release" $(E2E_ARGS) Tests/e2e

# The e2e tests marked `release` (the real desktop portal on a private session bus, real terminals'
# windows under Xvfb read pixel by pixel, the packages, builds in the checkout).
e2e-release-test: $(VARIANT_BUILD)
	$(TEST_PYTHON) DARKSCREEN_BIN="$(BIN_DIR)/darkscreen" $(PYTEST) -m release $(E2E_ARGS) Tests/e2e

# --- shell completions and the man page (both generated by swift-argument-parser) ---
GENERATED := .build/generated
# The man page: swift-argument-parser's generate-manual tool (its GenerateManual plugin would build
# the whole package again in release mode), run on the release binary, dated by the last commit.
MAN_DATE := $(shell git -C "$(CURDIR)" log -1 --format=%cs 2>/dev/null)

completions: $(VARIANT_BUILD)
	mkdir -p $(GENERATED)
	"$(BIN_DIR)/darkscreen" --generate-completion-script bash > $(GENERATED)/darkscreen.bash
	"$(BIN_DIR)/darkscreen" --generate-completion-script zsh > $(GENERATED)/_darkscreen
	"$(BIN_DIR)/darkscreen" --generate-completion-script fish > $(GENERATED)/darkscreen.fish

man: $(VARIANT_BUILD)
	$(SWIFT) build $(SWIFTPM_FLAGS) --product generate-manual
	mkdir -p $(GENERATED)
	"$$($(SWIFT) build $(SWIFTPM_FLAGS) --show-bin-path)/generate-manual" "$(BIN_DIR)/darkscreen" \
		$(if $(MAN_DATE),--date $(MAN_DATE)) --output-directory $(GENERATED)
	cat packaging/man/settings.mdoc >> $(GENERATED)/darkscreen.1

# --- screenshots for the README (xterm under a private Xvfb; docs/screenshots) -------
screenshots: $(VARIANT_BUILD)
	scripts/screenshots.sh "$(BIN_DIR)/darkscreen" docs/screenshots

# --- install ----------------------------------------------------------------------
# A stripped binary; `make install DEBUG=1` keeps its debug information beside it
# (bin/darkscreen.debug, found by gdb through the binary's debuglink). Every file and every folder
# created is listed in share/darkscreen/install-manifest: `make uninstall` removes exactly those.
DEBUG ?= 0
install: $(VARIANT_BUILD) completions man
	DESTDIR="$(DESTDIR)" PREFIX="$(PREFIX)" DEBUG="$(DEBUG)" scripts/install.sh install "$(BIN_DIR)/darkscreen" "$(GENERATED)"

uninstall:
	DESTDIR="$(DESTDIR)" PREFIX="$(PREFIX)" scripts/install.sh uninstall

# --- packages (docs/BUILDING.md "Packages") ---------------------------------------------
# From the static release binary, into PACKAGE_DIR: `make deb` → darkscreen_VERSION-1_amd64.deb,
# `make dist` → darkscreen-VERSION-x86_64-linux.tar.gz (VERSION: scripts/package-version.sh).
PACKAGE_DIR ?= $(CURDIR)/.build/packages
deb: build completions man
	scripts/package.sh deb "$(STATIC_BIN_DIR)/darkscreen" "$(GENERATED)" "$(PACKAGE_DIR)"

dist: build completions man
	scripts/package.sh dist "$(STATIC_BIN_DIR)/darkscreen" "$(GENERATED)" "$(PACKAGE_DIR)"

clean:
	rm -rf .build .build-pie .build-static-pie

# --- reliability ---------------------------------------------------------------------
fuzz:
	FUZZ_SECONDS=$(FUZZ_SECONDS) scripts/fuzz.sh run

# Unit and end-to-end tests under AddressSanitizer (with LeakSanitizer), then ThreadSanitizer.
# The sanitized binaries are dynamic, so the Swift runtime's backtracer would take SIGQUIT after
# darkscreen's own handler (and symbolicate for seconds): SWIFT_BACKTRACE=enable=no leaves the
# default action, as in the static build. The e2e run suppresses only swift-argument-parser's own
# leak on a refused argument (Tests/lsan-e2e-suppressions.txt).
SANITIZED_E2E_ENV = SWIFT_BACKTRACE=enable=no
sanitize: deps-build deps-test
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/lsan-suppressions.txt $(SWIFT) test $(SWIFTPM_FLAGS) --sanitize=address --scratch-path .build-asan
	$(SWIFT) build $(SWIFTPM_FLAGS) --sanitize=address --scratch-path .build-asan --product darkscreen
	$(TEST_PYTHON) $(SANITIZED_E2E_ENV) ASAN_OPTIONS=detect_leaks=1:abort_on_error=0 LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/lsan-e2e-suppressions.txt DARKSCREEN_BIN="$$($(SWIFT) build $(SWIFTPM_FLAGS) --sanitize=address --scratch-path .build-asan --show-bin-path)/darkscreen" \
		DARKSCREEN_SANITIZER=address "$$python" -m pytest -q -p no:cacheprovider Tests/e2e
	$(SWIFT) test $(SWIFTPM_FLAGS) --sanitize=thread --scratch-path .build-tsan
	$(SWIFT) build $(SWIFTPM_FLAGS) --sanitize=thread --scratch-path .build-tsan --product darkscreen
	$(TEST_PYTHON) $(SANITIZED_E2E_ENV) DARKSCREEN_BIN="$$($(SWIFT) build $(SWIFTPM_FLAGS) --sanitize=thread --scratch-path .build-tsan --show-bin-path)/darkscreen" \
		DARKSCREEN_SANITIZER=thread "$$python" -m pytest -q -p no:cacheprovider Tests/e2e

# --- performance ---------------------------------------------------------------------
# In-process benchmarks (medians over rounds), then the side-by-side pty benchmark against the C peer
# (bench/c_reference.c: the same first frame and key switch on ncursesw alone, built here with cc).
BENCH_REFERENCE := .build-bench/c_reference
$(BENCH_REFERENCE): bench/c_reference.c
	mkdir -p $(dir $@)
	cc -O2 -o $@ bench/c_reference.c $$(pkg-config --cflags --libs ncursesw)

bench: build $(BENCH_REFERENCE)
	$(SWIFT) build $(RELEASE_FLAGS) --product darkscreen-bench
	"$(STATIC_BIN_DIR)/darkscreen-bench"
	bench/run.sh "$(STATIC_BIN_DIR)/darkscreen"
