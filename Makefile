# tilec build. Plain `make` builds build/tilec and build/libtilec.a from the
# checked-in generated/ and needs neither Lua nor re2c. `make gen` regenerates
# generated/ from specs/ (Lua 5.4) and src/**/*.re (re2c), validating the
# registry before anything in generated/ is replaced.

CC      ?= cc
OPT     ?= -O2 -g
WARN    := -Wall -Wextra -Werror -Wno-unused-parameter -Wshadow -Wstrict-prototypes
CFLAGS  += -std=c11 -D_GNU_SOURCE -fPIC $(OPT) $(WARN) -Iinclude -Isrc -Igenerated -MMD -MP
LDLIBS  += -lpthread -ldl -lm
# -fPIC: the objects go into libtilec.so as well as libtilec.a.
# Plugins (include/tilec/plugin.h) call tilec's functions: the programs that
# load them export their symbols.
LDFLAGS += -rdynamic
# A build ID in every binary: the llvm target's library key names the one of
# the code that makes its modules (src/llvm/library.c).
LDFLAGS += -Wl,--build-id
LUA     ?= lua5.4
RE2C    ?= re2c
B       := build

ifeq ($(SANITIZE),1)
  # TL_SANITIZE_KERNELS: the kernels tilec builds get the sanitizers too
  CFLAGS  += -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all -DTL_SANITIZE_KERNELS
  LDFLAGS += -fsanitize=address,undefined
  B       := build-san
endif

# `make deps ...` installs the Debian packages first, while this file is read,
# so that what follows (LLVM, Check) finds them on a fresh machine.
ifneq ($(filter deps,$(MAKECMDGOALS)),)
  DEPS_STATUS := $(shell sh tools/deps.sh >&2; echo $$?)
  ifneq ($(DEPS_STATUS),0)
    $(error make deps: tools/deps.sh failed)
  endif
endif

# LLVM 19 (the llvm target and host codegen, ORC JIT): on when llvm-config-19
# is there (make deps installs it). `make LLVM=0` builds without it, into
# build-nollvm/: everything else works, and the llvm target reports that tilec
# was built without LLVM.
LLVM_CONFIG ?= llvm-config-19
LLVM_FOUND  := $(if $(shell command -v $(LLVM_CONFIG) 2>/dev/null),1,0)
ifeq ($(origin LLVM),undefined)
  LLVM := $(LLVM_FOUND)
else ifneq ($(LLVM),$(LLVM_FOUND))
  B := $(B)-$(if $(filter 1,$(LLVM)),llvm,nollvm)
endif
ifeq ($(LLVM),1)
  CFLAGS += -DTL_HAVE_LLVM -isystem $(shell $(LLVM_CONFIG) --includedir)
  LDLIBS += -L$(shell $(LLVM_CONFIG) --libdir) -lLLVM-19
endif

# Every .c under src/ except the command-line tool goes into the library; the
# registry tables come from generated/registry.c, re2c lexers from generated/*_lex.c.
LIB_SRC  := $(sort $(filter-out src/cli/%,$(wildcard src/*/*.c)))
GEN_SRC  := $(sort $(wildcard generated/*.c))
CORE_OBJ := $(patsubst %.c,$(B)/%.o,$(LIB_SRC) $(filter-out generated/registry.c,$(GEN_SRC)))
REG_OBJ  := $(B)/generated/registry.o
CLI_OBJ  := $(patsubst %.c,$(B)/%.o,$(wildcard src/cli/*.c))
# Shared declarations first, then the backends in their listed order (the
# order of `tilec backends`); any other spec file follows, in name order.
SPEC_ORDER := passes execution host cuda cutedsl rocm cpu metal webgpu
SPECS    := $(patsubst %,specs/%.lua,$(SPEC_ORDER)) $(filter-out $(patsubst %,specs/%.lua,$(SPEC_ORDER)),$(sort $(wildcard specs/*.lua)))
RE_SRC   := $(sort $(wildcard src/*/*.re))

all: $(B)/tilec $(B)/libtilec.a $(B)/libtilec-core.a $(B)/$(SO_REAL) $(B)/libtilec.so

$(B)/%.o: %.c $(B)/cflags
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -c $< -o $@

# Objects are rebuilt when the flags change (LLVM, sanitizers, OPT).
$(B)/cflags: FORCE
	@mkdir -p $(B)
	@echo '$(CC) $(CFLAGS)' | cmp -s - $@ || echo '$(CC) $(CFLAGS)' > $@

# libtilec-core.a is everything but the registry tables: `make gen` links the
# freshly generated tables against it to validate them before installing them.
$(B)/libtilec-core.a: $(CORE_OBJ) $(B)/ldlibs
	@rm -f $@
	ar rcs $@ $(CORE_OBJ)

# What a program linked against libtilec needs, for scripts that link one.
$(B)/ldlibs: FORCE
	@mkdir -p $(B)
	@echo '$(LDFLAGS) $(LDLIBS)' | cmp -s - $@ || echo '$(LDFLAGS) $(LDLIBS)' > $@
FORCE:

$(B)/libtilec.a: $(CORE_OBJ) $(REG_OBJ)
	@rm -f $@
	ar rcs $@ $^

$(B)/tilec: $(CLI_OBJ) $(B)/libtilec.a
	$(CC) $(LDFLAGS) $(CLI_OBJ) $(B)/libtilec.a $(LDLIBS) -o $@

# The shared library: soname libtilec.so.MAJOR, the file
# libtilec.so.MAJOR.MINOR.PATCH (TILEC_VERSION of tilec.h). It exports what
# tools/exports.sh lists from the headers (the public API, the calls plugins
# make, the runtime of generated code) under the version node TILEC_0; every
# other symbol is local. -Bsymbolic: the library's own calls bind inside it.
VERSION  := $(shell sed -n 's/^\#define TILEC_VERSION "\(.*\)"/\1/p' include/tilec/tilec.h)
SO_MAJOR := $(firstword $(subst ., ,$(VERSION)))
SO_NAME  := libtilec.so.$(SO_MAJOR)
SO_REAL  := libtilec.so.$(VERSION)

$(B)/libtilec.map: tools/exports.sh include/tilec/tilec.h include/tilec/plugin.h src/compile/compile.h \
                   src/runtime/runtime.h src/util/arena.h src/cpu/cpu.h
	@mkdir -p $(B)
	sh tools/exports.sh > $@

$(B)/$(SO_REAL): $(CORE_OBJ) $(REG_OBJ) $(B)/libtilec.map
	$(CC) -shared -Wl,-soname,$(SO_NAME) -Wl,--version-script,$(B)/libtilec.map -Wl,-Bsymbolic \
	  $(filter-out -rdynamic,$(LDFLAGS)) $(CORE_OBJ) $(REG_OBJ) $(LDLIBS) -o $@

$(B)/libtilec.so: $(B)/$(SO_REAL)
	ln -sf $(SO_REAL) $(B)/$(SO_NAME)
	ln -sf $(SO_NAME) $@

-include $(shell find $(B) -name '*.d' 2>/dev/null)

# ---- generation ------------------------------------------------------------
gen: $(B)/libtilec-core.a $(CLI_OBJ)
	@CC="$(CC)" LDFLAGS="$(LDFLAGS)" sh gen/regenerate.sh generated $(B) $(SPECS)

check-generated: $(B)/libtilec-core.a $(CLI_OBJ)
	@rm -rf $(B)/gen-check && mkdir -p $(B)/gen-check
	@CC="$(CC)" LDFLAGS="$(LDFLAGS)" sh gen/regenerate.sh $(B)/gen-check $(B) $(SPECS)
	@diff -r -u generated $(B)/gen-check >$(B)/gen-check.diff || \
	  { cat $(B)/gen-check.diff; echo "check-generated: generated/ is out of date; run 'make gen' and commit"; exit 1; }
	@echo "check-generated: generated/ matches specs/, gen/ and src/**/*.re"

# ---- tests -----------------------------------------------------------------
CHECK_LIBS := $(shell pkg-config --libs check 2>/dev/null || echo -lcheck -lsubunit -lrt -lm)
TEST_SRC   := $(sort $(wildcard tests/check_*.c))
TEST_BIN   := $(patsubst tests/%.c,$(B)/tests/%,$(TEST_SRC))

$(B)/tests/%: tests/%.c tests/testutil.h tests/langtest.h tests/interpref.h $(B)/libtilec.a $(B)/tilec
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -DTL_TEST_BUILD_DIR='"$(B)"' $< $(B)/libtilec.a $(LDFLAGS) $(CHECK_LIBS) $(LDLIBS) -o $@

update-golden: $(B)/tests/check_lang $(B)/tests/check_codegen $(B)/tests/check_llvm $(B)/tests/check_cutedsl
	TL_UPDATE_GOLDEN=1 $(B)/tests/check_cutedsl
	TL_UPDATE_GOLDEN=1 $(B)/tests/check_lang
	TL_UPDATE_GOLDEN=1 $(B)/tests/check_codegen
	TL_UPDATE_GOLDEN=1 $(B)/tests/check_llvm
	@# what changed, for the reviewer: a golden diff is a change of behaviour to explain
	@git status --short -- tests/golden tests/lang/bad 2>/dev/null | sed 's/^/update-golden: changed: /' || true

check: all $(TEST_BIN)
	@$(MAKE) -s -O check-pre
	@$(MAKE) -s diff-check
	@sh tests/run-checks.sh $(TEST_BIN)
	@$(MAKE) -s -O check-post

# What make check runs before the suites and after them: under make -j2
# each pair runs side by side (-O: each one's output whole): the fuzzers'
# time-boxed runs and the replay of tests/diff/ take one core each, and so
# do the generator's check and the layering check.
check-pre: fuzz-check diff-repro
check-post: check-generated check-layering
.PHONY: check-pre check-post

# The core names no backend (tools/check-layering.sh; tests/check_layering.c
# plants violations and sees them caught).
check-layering: all
	@sh tools/check-layering.sh src $(B)/src

# `make valgrind`: the suites under valgrind's memcheck (tools/valgrind.sh),
# built without LLVM; VALGRIND_SUITES picks some (default: all but the
# generator's, the plugin's and the Python one, which mostly run other programs, and the
# fuzzer-driven ones).
VALGRIND_SUITES ?= $(filter-out check_gen check_plugin check_python,$(patsubst tests/%.c,%,$(TEST_SRC)))
valgrind:
	@$(MAKE) -s LLVM=0 all $(patsubst %,build-nollvm/tests/%,$(VALGRIND_SUITES))
	@sh tools/valgrind.sh build-nollvm $(patsubst %,build-nollvm/tests/%,$(VALGRIND_SUITES))

# ---- benchmarks ------------------------------------------------------------
$(B)/bench/registry: bench/registry.c $(B)/libtilec.a
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $< $(B)/libtilec.a $(LDFLAGS) $(LDLIBS) -o $@

bench-registry: $(B)/bench/registry $(B)/libtilec-core.a $(CLI_OBJ)
	@$(B)/bench/registry
	@sh bench/time-gen.sh $(B)

# ---- install -----------------------------------------------------------------
# `make install PREFIX=/usr/local DESTDIR=`: the command, the library (static
# and shared, with its soname links), the public headers, tilec.pc for
# pkg-config (made from tools/tilec.pc.in for PREFIX), the man page tilec(1),
# the docs, and the Python package (into PYTHONDIR, with _config.py saying
# where the library is). `make uninstall` removes exactly what install wrote.
PREFIX    ?= /usr/local
BINDIR    ?= $(PREFIX)/bin
LIBDIR    ?= $(PREFIX)/lib
INCDIR    ?= $(PREFIX)/include
MANDIR    ?= $(PREFIX)/share/man
DOCDIR    ?= $(PREFIX)/share/doc/tilec
PYTHONDIR ?= $(LIBDIR)/python3/dist-packages
INSTALL   ?= install
DOCS      := README.md $(wildcard docs/*.md)
PY_FILES  := $(wildcard python/tilec/*.py) python/tilec/py.typed
D         := $(DESTDIR)

install: all
	$(INSTALL) -d $(D)$(BINDIR) $(D)$(LIBDIR)/pkgconfig $(D)$(INCDIR)/tilec $(D)$(MANDIR)/man1 $(D)$(DOCDIR) \
	  $(D)$(PYTHONDIR)/tilec
	$(INSTALL) -m 755 $(B)/tilec $(D)$(BINDIR)/tilec
	$(INSTALL) -m 644 $(B)/libtilec.a $(D)$(LIBDIR)/libtilec.a
	$(INSTALL) -m 755 $(B)/$(SO_REAL) $(D)$(LIBDIR)/$(SO_REAL)
	ln -sf $(SO_REAL) $(D)$(LIBDIR)/$(SO_NAME)
	ln -sf $(SO_NAME) $(D)$(LIBDIR)/libtilec.so
	$(INSTALL) -m 644 include/tilec/tilec.h include/tilec/plugin.h $(D)$(INCDIR)/tilec/
	sed -e 's|@PREFIX@|$(PREFIX)|; s|@LIBDIR@|$(LIBDIR)|; s|@INCDIR@|$(INCDIR)|; s|@VERSION@|$(VERSION)|' \
	  -e 's|@LIBS_PRIVATE@|$(filter-out -rdynamic,$(LDFLAGS) $(LDLIBS))|' tools/tilec.pc.in > $(D)$(LIBDIR)/pkgconfig/tilec.pc
	$(INSTALL) -m 644 docs/tilec.1 $(D)$(MANDIR)/man1/tilec.1
	$(INSTALL) -m 644 $(DOCS) $(D)$(DOCDIR)/
	$(INSTALL) -m 644 $(PY_FILES) $(D)$(PYTHONDIR)/tilec/
	printf '"""_config.py: written by make install: where libtilec is."""\nLIBDIR = "%s"\n' '$(LIBDIR)' \
	  > $(D)$(PYTHONDIR)/tilec/_config.py

uninstall:
	rm -f $(D)$(BINDIR)/tilec $(D)$(LIBDIR)/libtilec.a $(D)$(LIBDIR)/$(SO_REAL) $(D)$(LIBDIR)/$(SO_NAME) \
	  $(D)$(LIBDIR)/libtilec.so $(D)$(LIBDIR)/pkgconfig/tilec.pc $(D)$(INCDIR)/tilec/tilec.h \
	  $(D)$(INCDIR)/tilec/plugin.h $(D)$(MANDIR)/man1/tilec.1
	rm -f $(patsubst %,$(D)$(DOCDIR)/%,$(notdir $(DOCS)))
	rm -f $(patsubst %,$(D)$(PYTHONDIR)/tilec/%,$(notdir $(PY_FILES)) _config.py)
	rm -rf $(D)$(PYTHONDIR)/tilec/__pycache__
	-rmdir $(D)$(INCDIR)/tilec $(D)$(DOCDIR) $(D)$(PYTHONDIR)/tilec 2>/dev/null

# `make python`: a wheel of the Python package (pure Python; it finds
# libtilec.so at run time: docs/python.md), into $(B)/python/, written by
# tools/wheel.py with no network and no build backend.
PYTHON ?= $(shell for p in /usr/bin/python3 python3; do command -v $$p >/dev/null 2>&1 && { echo $$p; break; }; done)
python: $(B)/python/tilec-$(VERSION)-py3-none-any.whl
$(B)/python/tilec-$(VERSION)-py3-none-any.whl: $(PY_FILES) python/pyproject.toml tools/wheel.py
	@mkdir -p $(dir $@)
	$(PYTHON) tools/wheel.py $(VERSION) python $(dir $@)

# ---- set-up ----------------------------------------------------------------
# (the packages were installed while the Makefile was read; see the top)
deps:
	@:

clean:
	rm -rf build build-san build-fuzz

.PHONY: all gen check-generated check check-layering deps clean bench-registry update-golden valgrind install uninstall python

print-specs:
	@echo $(SPECS)
.PHONY: print-specs

# Benchmarks and the fuzzer bring their own targets (bench-cpu, fuzz, fuzz-check).
-include $(wildcard bench/*/bench.mk) $(wildcard fuzz/fuzz.mk) $(wildcard tools/*/*.mk)
