# fuzz/fuzz.mk: the libFuzzer target over the front end, the verifier and the
# printer (fuzz/fuzz_frontend.c). Included by the Makefile.
#   make fuzz [FUZZ_TIME=3600]  fuzzes for FUZZ_TIME seconds (default 60) on
#                               build-fuzz/corpus, seeded from examples/*.tile and
#                               tests/lang/bad/*.tile; what it finds is kept there
#   make fuzz-check             runs every seed once, then fuzzes a scratch copy of
#                               the seeds for FUZZ_CHECK_TIME seconds (default 15);
#                               fails on any crash, hang, leak or round-trip mismatch
# Crashing inputs land in build-fuzz/crashes/; reproduce one with
# `build-fuzz/fuzz_frontend FILE`. Both targets print `skipped: <reason>` and
# succeed when clang's libFuzzer is missing (Debian: clang libclang-rt-14-dev).

FUZZ_CC         ?= clang
FUZZ_DIR        := build-fuzz
FUZZ_TIME       ?= 60
FUZZ_CHECK_TIME ?= 15
FUZZ_FLAGS      := -max_len=65536 -timeout=5 -rss_limit_mb=2048 -dict=fuzz/tile.dict \
                   -artifact_prefix=$(FUZZ_DIR)/crashes/ -print_final_stats=1
FUZZ_SAN        := -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
FUZZ_CFLAGS     := -std=c11 -D_GNU_SOURCE -O1 -g -Wall -Wextra -Wno-unused-parameter \
                   -Iinclude -Isrc -Igenerated -MMD -MP $(FUZZ_SAN)
FUZZ_LIB_SRC    := $(sort $(filter-out src/cli/%,$(wildcard src/*/*.c)) $(wildcard generated/*.c))
FUZZ_LIB_OBJ    := $(patsubst %.c,$(FUZZ_DIR)/obj/%.o,$(FUZZ_LIB_SRC))
FUZZ_SEEDS      := $(sort $(wildcard examples/*.tile tests/lang/bad/*.tile fuzz/seeds/*.tile))
FUZZ_BIN        := $(FUZZ_DIR)/fuzz_frontend
# Empty when `$(FUZZ_CC) -fsanitize=fuzzer` cannot link a trivial target.
FUZZ_HAVE        = $(shell printf 'int LLVMFuzzerTestOneInput(const char *d, unsigned long n) { return 0; }\n' | \
                     $(FUZZ_CC) -x c - -fsanitize=fuzzer -o /dev/null >/dev/null 2>&1 && echo yes)
FUZZ_SKIP_MSG   := skipped: clang's libFuzzer is not installed ($(FUZZ_CC) -fsanitize=fuzzer does not link; Debian: clang libclang-rt-14-dev)

$(FUZZ_DIR)/obj/%.o: %.c
	@mkdir -p $(dir $@)
	$(FUZZ_CC) $(FUZZ_CFLAGS) -fsanitize=fuzzer-no-link -c $< -o $@

$(FUZZ_DIR)/libtilec-fuzz.a: $(FUZZ_LIB_OBJ)
	@rm -f $@
	ar rcs $@ $^

$(FUZZ_BIN): fuzz/fuzz_frontend.c $(FUZZ_DIR)/libtilec-fuzz.a
	$(FUZZ_CC) $(FUZZ_CFLAGS) -Werror -fsanitize=fuzzer $< $(FUZZ_DIR)/libtilec-fuzz.a \
	    -lpthread -ldl -lm -o $@

-include $(shell find $(FUZZ_DIR)/obj -name '*.d' 2>/dev/null)

# Copies the seeds into the corpus dir $(1) (existing entries are kept).
define fuzz_seed_corpus
	@mkdir -p $(1) $(FUZZ_DIR)/crashes
	@for f in $(FUZZ_SEEDS); do cp "$$f" "$(1)/seed-$$(echo "$$f" | tr / _)"; done
endef

fuzz:
	@if [ -z "$(FUZZ_HAVE)" ]; then echo "$(FUZZ_SKIP_MSG)"; exit 0; fi; \
	  $(MAKE) -s --no-print-directory fuzz-run

fuzz-run: $(FUZZ_BIN)
	$(call fuzz_seed_corpus,$(FUZZ_DIR)/corpus)
	$(FUZZ_BIN) $(FUZZ_FLAGS) -max_total_time=$(FUZZ_TIME) $(FUZZ_DIR)/corpus

fuzz-check:
	@if [ -z "$(FUZZ_HAVE)" ]; then echo "$(FUZZ_SKIP_MSG)"; exit 0; fi; \
	  $(MAKE) -s --no-print-directory fuzz-check-run

fuzz-check-run: $(FUZZ_BIN)
	@rm -rf $(FUZZ_DIR)/check-corpus
	$(call fuzz_seed_corpus,$(FUZZ_DIR)/check-corpus)
	@FUZZ_BIN=$(FUZZ_BIN) FUZZ_DIR=$(FUZZ_DIR) FUZZ_FLAGS="$(FUZZ_FLAGS)" \
	  FUZZ_CHECK_TIME=$(FUZZ_CHECK_TIME) sh fuzz/check.sh $(FUZZ_SEEDS)

fuzz-clean:
	rm -rf $(FUZZ_DIR)

.PHONY: fuzz fuzz-run fuzz-check fuzz-check-run fuzz-clean
