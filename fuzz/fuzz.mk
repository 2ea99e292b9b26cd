# fuzz/fuzz.mk: libFuzzer targets for every front door, and a mutation
# fuzzer for the spec generator. Included by the Makefile.
#   frontend  the tile-language front end, verifier and printer (fuzz_frontend.c)
#   target    targets as text: tl_target_parse, tl_target_parse_host,
#             tl_create_backend_context, the kinds' own checks (fuzz_target.c)
#   args      the packed-call argument checks of tl_kernel_launch, through
#             cython, tvm_ffi with host c and with host llvm (fuzz_args.c)
#   specs     gen/gen.lua on mutated specs (fuzz/specs.sh, fuzz/mutate_spec.lua)
#
#   make fuzz [FUZZ_TIME=s] [FUZZ_TARGETS="target args"]
#                               fuzzes each target for FUZZ_TIME seconds (default
#                               60) on build-fuzz/corpus-NAME, seeded from its seeds
#                               (below); what it finds is kept there; then the specs
#   make fuzz-check             runs every seed of each target once, then fuzzes a
#                               scratch copy of its seeds for a few seconds
#                               (FUZZ_CHECK_TIME_NAME), then a few seconds of specs;
#                               fails on any crash, hang, leak or broken invariant
#   make fuzz-specs [FUZZ_TIME=s]
# Crashing inputs land in build-fuzz/crashes/; reproduce one with
# `build-fuzz/fuzz_NAME FILE`. The targets print `skipped: <reason>` and succeed
# when clang's libFuzzer is missing (Debian: clang libclang-rt-14-dev); the
# specs fuzzer when Lua is.

FUZZ_CC         ?= clang
FUZZ_DIR        := build-fuzz
FUZZ_TIME       ?= 60
FUZZ_TARGETS    ?= frontend target args
FUZZ_CHECK_TIME_frontend ?= 15
FUZZ_CHECK_TIME_target   ?= 5
FUZZ_CHECK_TIME_args     ?= 5
FUZZ_CHECK_TIME_specs    ?= 5
FUZZ_FLAGS      := -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
                   -artifact_prefix=$(FUZZ_DIR)/crashes/ -print_final_stats=1
FUZZ_SAN        := -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
# With LLVM, the fuzzers reach the llvm kind's checks and the llvm host codegen.
FUZZ_LLVM_CFLAGS := $(if $(filter 1,$(LLVM)),-DTL_HAVE_LLVM -isystem $(shell $(LLVM_CONFIG) --includedir))
FUZZ_LLVM_LIBS   := $(if $(filter 1,$(LLVM)),-L$(shell $(LLVM_CONFIG) --libdir) -lLLVM-19)
FUZZ_CFLAGS     := -std=c11 -D_GNU_SOURCE -O1 -g -Wall -Wextra -Wno-unused-parameter \
                   -Iinclude -Isrc -Igenerated -MMD -MP $(FUZZ_SAN) $(FUZZ_LLVM_CFLAGS)
FUZZ_LIB_SRC    := $(sort $(filter-out src/cli/%,$(wildcard src/*/*.c)) $(wildcard generated/*.c))
FUZZ_LIB_OBJ    := $(patsubst %.c,$(FUZZ_DIR)/obj/%.o,$(FUZZ_LIB_SRC))
FUZZ_BINS       := $(patsubst %,$(FUZZ_DIR)/fuzz_%,$(FUZZ_TARGETS))

# Each target's seeds and dictionary.
FUZZ_SEEDS_frontend := $(sort $(wildcard examples/*.tile tests/lang/bad/*.tile fuzz/seeds/*.tile))
FUZZ_SEEDS_target   := $(sort $(wildcard fuzz/seeds/target/*))
FUZZ_SEEDS_args     := $(sort $(wildcard fuzz/seeds/args/*))
FUZZ_DICT_frontend  := -dict=fuzz/tile.dict
FUZZ_DICT_target    := -dict=fuzz/target.dict
FUZZ_DICT_args      :=
FUZZ_SPEC_SEEDS     := $(sort $(wildcard specs/*.lua tests/specs/good/*.lua tests/specs/bad/*.lua))

# Empty when `$(FUZZ_CC) -fsanitize=fuzzer` cannot link a trivial target.
FUZZ_HAVE        = $(shell printf 'int LLVMFuzzerTestOneInput(const char *d, unsigned long n) { return 0; }\n' | \
                     $(FUZZ_CC) -x c - -fsanitize=fuzzer -o /dev/null >/dev/null 2>&1 && echo yes)
FUZZ_SKIP_MSG   := skipped: clang's libFuzzer is not installed ($(FUZZ_CC) -fsanitize=fuzzer does not link; Debian: clang libclang-rt-14-dev)
FUZZ_HAVE_LUA    = $(shell command -v $(LUA) >/dev/null 2>&1 && echo yes)

$(FUZZ_DIR)/obj/%.o: %.c $(FUZZ_DIR)/cflags
	@mkdir -p $(dir $@)
	$(FUZZ_CC) $(FUZZ_CFLAGS) -fsanitize=fuzzer-no-link -c $< -o $@

# Objects are rebuilt when the flags change (LLVM on or off).
$(FUZZ_DIR)/cflags: FORCE
	@mkdir -p $(FUZZ_DIR)
	@echo '$(FUZZ_CC) $(FUZZ_CFLAGS)' | cmp -s - $@ || echo '$(FUZZ_CC) $(FUZZ_CFLAGS)' > $@

$(FUZZ_DIR)/libtilec-fuzz.a: $(FUZZ_LIB_OBJ)
	@rm -f $@
	ar rcs $@ $^

$(FUZZ_DIR)/fuzz_%: fuzz/fuzz_%.c $(FUZZ_DIR)/libtilec-fuzz.a
	$(FUZZ_CC) $(FUZZ_CFLAGS) -Werror -fsanitize=fuzzer $< $(FUZZ_DIR)/libtilec-fuzz.a \
	    -lpthread -ldl -lm $(FUZZ_LLVM_LIBS) -o $@

-include $(shell find $(FUZZ_DIR)/obj -name '*.d' 2>/dev/null)

# Copies target $(1)'s seeds into the corpus dir $(2) (existing entries are kept).
define fuzz_seed_corpus
	@mkdir -p $(2) $(FUZZ_DIR)/crashes
	@for f in $(FUZZ_SEEDS_$(1)); do cp "$$f" "$(2)/seed-$$(echo "$$f" | tr / _)"; done
endef

fuzz:
	@if [ -z "$(FUZZ_HAVE)" ]; then echo "$(FUZZ_SKIP_MSG)"; else \
	  $(MAKE) -s --no-print-directory fuzz-run; fi
	@$(MAKE) -s --no-print-directory fuzz-specs

fuzz-run: $(FUZZ_BINS)
	@for t in $(FUZZ_TARGETS); do \
	  $(MAKE) -s --no-print-directory fuzz-run-$$t || exit 1; done

fuzz-run-%: $(FUZZ_DIR)/fuzz_%
	$(call fuzz_seed_corpus,$*,$(FUZZ_DIR)/corpus-$*)
	$(FUZZ_DIR)/fuzz_$* $(FUZZ_FLAGS) $(FUZZ_DICT_$*) -max_total_time=$(FUZZ_TIME) $(FUZZ_DIR)/corpus-$*

fuzz-check:
	@if [ -z "$(FUZZ_HAVE)" ]; then echo "$(FUZZ_SKIP_MSG)"; else \
	  $(MAKE) -s --no-print-directory fuzz-check-run; fi
	@$(MAKE) -s --no-print-directory fuzz-specs FUZZ_TIME=$(FUZZ_CHECK_TIME_specs)

# One target's check, as one shell command (no make of its own per target).
fuzz_check_one = rm -rf $(FUZZ_DIR)/check-corpus-$(1) && mkdir -p $(FUZZ_DIR)/check-corpus-$(1) $(FUZZ_DIR)/crashes && \
	for f in $(FUZZ_SEEDS_$(1)); do cp "$$f" "$(FUZZ_DIR)/check-corpus-$(1)/seed-$$(echo "$$f" | tr / _)"; done && \
	FUZZ_NAME=$(1) FUZZ_BIN=$(FUZZ_DIR)/fuzz_$(1) FUZZ_DIR=$(FUZZ_DIR) FUZZ_FLAGS="$(FUZZ_FLAGS) $(FUZZ_DICT_$(1))" \
	  FUZZ_CHECK_TIME=$(FUZZ_CHECK_TIME_$(1)) sh fuzz/check.sh $(FUZZ_SEEDS_$(1))

fuzz-check-run: $(FUZZ_BINS)
	@$(foreach t,$(FUZZ_TARGETS),$(call fuzz_check_one,$(t)) && ) true

fuzz-specs:
	@if [ -z "$(FUZZ_HAVE_LUA)" ]; then echo "skipped: $(LUA) is not installed (the specs fuzzer runs gen/gen.lua)"; else \
	  LUA=$(LUA) FUZZ_DIR=$(FUZZ_DIR) sh fuzz/specs.sh $(FUZZ_TIME) $(SPECS) -- $(FUZZ_SPEC_SEEDS); fi

fuzz-clean:
	rm -rf $(FUZZ_DIR)

.PHONY: fuzz fuzz-run fuzz-check fuzz-check-run fuzz-specs fuzz-clean
