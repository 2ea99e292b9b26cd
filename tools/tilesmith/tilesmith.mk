# tools/tilesmith/tilesmith.mk: build/tilesmith, the random program generator
# and differential driver (tools/tilesmith/). Included by the Makefile.
#   make tilesmith                       builds $(B)/tilesmith
#   make diff-check                      a fixed set of seeds (DIFF_CHECK_SEEDS from
#                                        DIFF_CHECK_FIRST) on every route; fails on any
#                                        mismatch, compile error, crash or invariant broken
#   make fuzz-diff [FUZZ_TIME=s]         seeds from the clock on, for FUZZ_TIME seconds
#                                        (default 60); failures are reduced into
#                                        build/tilesmith-out/
#   make diff-repro                      replays every reproducer in tests/diff/ (each
#                                        fails until its bug is fixed, then guards it)
#                                        and the seed batches of DIFF_REPRO_BATCHES
# TILESMITH_FLAGS adds options (see build/tilesmith --help); diff-check leaves
# out the features of known bugs (TILESMITH_KNOWN; TILESMITH_KNOWN= tests them).

TS_SRC := $(sort $(wildcard tools/tilesmith/*.c))
TS_OBJ := $(patsubst %.c,$(B)/%.o,$(TS_SRC))
DIFF_CHECK_FIRST ?= 1
DIFF_CHECK_SEEDS ?= 250
DIFF_CHECK_JOBS  ?= 2
FUZZ_TIME        ?= 60
TILESMITH_FLAGS  ?=
# Features that meet bugs with a reproducer in tests/diff/ (make diff-repro):
# drop each from the list as its bug is fixed.
TILESMITH_KNOWN  ?=

$(B)/tilesmith: $(TS_OBJ) $(B)/libtilec.a
	$(CC) $(LDFLAGS) $(TS_OBJ) $(B)/libtilec.a $(LDLIBS) -o $@

tilesmith: $(B)/tilesmith

# small programs (one kernel, two tile-level steps), 25 to a module, the c
# routes taking turns: about 100 s of CPU (0.4 s a program: the C compiler at
# -O3 takes most of it), 55 s on two idle cores
diff-check: $(B)/tilesmith
	@$(B)/tilesmith --seed $(DIFF_CHECK_FIRST) --count $(DIFF_CHECK_SEEDS) -j $(DIFF_CHECK_JOBS) --batch 25 \
	  --rotate --max-kernels 1 --max-templates 2 $(TILESMITH_KNOWN) $(TILESMITH_FLAGS)

fuzz-diff: $(B)/tilesmith
	@$(B)/tilesmith --seed $$(date +%s) --time $(FUZZ_TIME) -j 2 --batch 12 --rotate --reduce $(TILESMITH_KNOWN) $(TILESMITH_FLAGS)

# and the seed batches whose failure needs its neighbours in one module (a
# reproducer file holds one program): 60600-60601, an LLVM 19 vectorizer
# miscompile that read past a tensor (docs/cpu.md)
DIFF_REPRO_BATCHES := 60600:2
diff-repro: $(B)/tilesmith
	@fail=0; for f in $(sort $(wildcard tests/diff/*.tile)); do $(B)/tilesmith --file $$f || fail=1; done; \
	for b in $(DIFF_REPRO_BATCHES); do $(B)/tilesmith --seed $${b%%:*} --count $${b##*:} --batch $${b##*:} || fail=1; done; exit $$fail

.PHONY: tilesmith diff-check fuzz-diff diff-repro
