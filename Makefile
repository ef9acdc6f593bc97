# gempaper: the two commands of the README, and a few more.
#   make run    set up what is missing, build, and run the capsule (gempaper serve)
#   make test   set up what is missing, build, and run every test
SWIFT ?= swift
CONFIG ?= capsule.conf

.PHONY: run test setup release bench fuzz clean

run: setup release
	.build/release/gempaper serve --config $(CONFIG)

test: setup
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

setup:
	@scripts/setup

release:
	$(SWIFT) build -c release --product gempaper

bench: setup
	scripts/bench

fuzz: setup
	scripts/fuzz

clean:
	rm -rf .build
