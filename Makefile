# darkscreen — the two commands a person needs: `make run` and `make test`.
# Both install what they need on a fresh Debian machine when run as root (apt-get),
# or stop with the exact command to run.

PREFIX ?= /usr/local
DESTDIR ?=
ARGS ?=
SWIFT ?= swift
RELEASE_FLAGS := -c release --static-swift-stdlib
BIN_DIR = $(shell $(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)
FUZZ_SECONDS ?= 60
# See Sources/CNcursesw/pkgconfig/ncursesw.pc: the system's .pc minus the flags SwiftPM refuses.
export PKG_CONFIG_PATH := $(CURDIR)/Sources/CNcursesw/pkgconfig$(if $(PKG_CONFIG_PATH),:$(PKG_CONFIG_PATH))

.PHONY: all build run test unit-test e2e-test install uninstall clean bench fuzz sanitize deps-build deps-test

all: build

# --- system packages ---------------------------------------------------------------
deps-build:
	@scripts/ensure-packages.sh build

deps-test:
	@scripts/ensure-packages.sh test

# --- build and run -----------------------------------------------------------------
build: deps-build
	$(SWIFT) build $(RELEASE_FLAGS) --product darkscreen

run: build
	"$(BIN_DIR)/darkscreen" $(ARGS)

# --- tests -------------------------------------------------------------------------
test: deps-build deps-test unit-test e2e-test

unit-test:
	$(SWIFT) test --parallel

e2e-test: build
	DARKSCREEN_BIN="$(BIN_DIR)/darkscreen" python3 -m pytest -q -p no:cacheprovider Tests/e2e

# --- install -----------------------------------------------------------------------
install: build
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(DESTDIR)$(PREFIX)/share/darkscreen"
	install -m 755 "$(BIN_DIR)/darkscreen" "$(DESTDIR)$(PREFIX)/bin/darkscreen"
	install -m 644 themes.json "$(DESTDIR)$(PREFIX)/share/darkscreen/themes.json"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/darkscreen"
	rm -rf "$(DESTDIR)$(PREFIX)/share/darkscreen"

clean:
	rm -rf .build

# --- reliability ---------------------------------------------------------------------
fuzz:
	FUZZ_SECONDS=$(FUZZ_SECONDS) scripts/fuzz.sh run

# Unit and end-to-end tests under AddressSanitizer (with LeakSanitizer), then ThreadSanitizer.
sanitize: deps-build deps-test
	$(SWIFT) test --sanitize=address --scratch-path .build-asan
	$(SWIFT) build --sanitize=address --scratch-path .build-asan --product darkscreen
	ASAN_OPTIONS=detect_leaks=1:abort_on_error=0 DARKSCREEN_BIN="$$($(SWIFT) build --sanitize=address --scratch-path .build-asan --show-bin-path)/darkscreen" \
		DARKSCREEN_SANITIZER=address python3 -m pytest -q -p no:cacheprovider Tests/e2e
	$(SWIFT) test --sanitize=thread --scratch-path .build-tsan
	$(SWIFT) build --sanitize=thread --scratch-path .build-tsan --product darkscreen
	DARKSCREEN_BIN="$$($(SWIFT) build --sanitize=thread --scratch-path .build-tsan --show-bin-path)/darkscreen" \
		DARKSCREEN_SANITIZER=thread python3 -m pytest -q -p no:cacheprovider Tests/e2e

# --- performance ---------------------------------------------------------------------
# In-process benchmarks (medians over rounds), then the side-by-side pty benchmark against the C peer.
bench: build
	$(SWIFT) build $(RELEASE_FLAGS) --product darkscreen-bench
	"$(BIN_DIR)/darkscreen-bench"
	@if [ -f bench/run.sh ]; then bench/run.sh "$(BIN_DIR)/darkscreen"; fi
