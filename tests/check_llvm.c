/*
 * check_llvm.c: the llvm target's device codegen (src/cpu/codegen_llvm.c)
 * and emission (src/cpu/llvm.c), end to end. For every example: front end,
 * the llvm pipeline, the module built and verified; its IR before
 * optimization compared with tests/golden/llvm/NAME.ll (host CPU and
 * features normalized; TL_UPDATE_GOLDEN=1 refreshes them); the optimized
 * module JIT-run in process (an ORC LLJIT of the test's own) through
 * tilec_launch_NAME at several shapes (1, primes, non-multiples of the tiles)
 * against the interpreter; an object file written and checked with nm for the
 * tilec_launch_ symbols. The time from source to optimized module and to a
 * callable function for gemm.tile is printed. The llvm kind's own check
 * (src/llvm/check.c): CPU names, features and triples refused with the column
 * and without a word from LLVM on stderr; code for another machine (triple,
 * operating system, data layout, a feature the CPU lacks) emitted but never
 * run. Without LLVM the suite says "skipped: tilec is built without LLVM"
 * and checks the codegen's error.
 */
#include <math.h>
#include <time.h>
#include <unistd.h>

#include "compile/compile.h"
#include "cpu/cpu.h"
#include "interp/interp.h"
#include "interpref.h"
#include "langtest.h"
#include "llvm/llvm.h"
#include "registry.h"
#include "runtime/runtime.h"
#include "testutil.h"

#ifdef TL_HAVE_LLVM
#include <llvm-c/Core.h>
#include <llvm-c/Error.h>
#include <llvm-c/LLJIT.h>
#include <llvm-c/Orc.h>
#endif

#define EXAMPLES "examples"
#define GOLDEN "tests/golden/llvm"

typedef struct built {
    tl_arena *arena;
    tl_module *m;
    const tl_context *ctx;
    tl_compilation c;
} built;

/* Front end and pipeline for target (no codegen). */
static bool build(built *b, const char *path, const char *target, char *msg, size_t cap)
{
    size_t len;
    char *src = lt_read_file(path, &len);
    memset(b, 0, sizeof *b);
    if (!src) {
        snprintf(msg, cap, "cannot read %s", path);
        return false;
    }
    b->arena = tl_arena_new();
    int nerr = 0;
    b->m = tl_lang_compile(b->arena, path, src, len, NULL, 0, NULL, &nerr);
    free(src);
    tl_error err = {0};
    b->ctx = b->m ? tl_create_backend_context(target, target, "tvm_ffi", &err) : NULL;
    if (!b->ctx) {
        snprintf(msg, cap, "%s: %s", path, b->m ? err.msg : "front end failed");
        return false;
    }
    tl_compilation_init(&b->c, b->arena, b->ctx, b->m, path);
    /* the device codegen the target's backend declares, as tl_run_codegen sets it */
    b->c.device_codegen = tl_backend_get_device_codegen(tl_context_module(b->ctx), tl_context_target(b->ctx), &err);
    if (!tl_run_pipeline(&b->c, &err)) {
        snprintf(msg, cap, "%s: %s", path, err.msg);
        return false;
    }
    return true;
}

/* The device codegen's output in form kind (its emit function), malloc'd. */
static bool emit_mem(tl_compilation *c, const char *kind, char **out, size_t *len, tl_error *err)
{
    tl_strbuf sb = {0};
    bool ok = tl_llvm_codegen_emit(c, kind, &sb, err);
    tl_strbuf_puts(&sb, "");
    *out = sb.data;
    *len = sb.len;
    if (!ok) {
        tl_strbuf_free(&sb);
        *out = NULL;
    }
    return ok;
}

__attribute__((unused)) static bool emit_file(tl_compilation *c, const char *kind, const char *path, tl_error *err)
{
    char *data;
    size_t len;
    if (!emit_mem(c, kind, &data, &len, err))
        return false;
    FILE *f = fopen(path, "wb");
    bool ok = f && fwrite(data, 1, len, f) == len;
    if (f)
        ok = fclose(f) == 0 && ok;
    free(data);
    return ok;
}

static void unbuild(built *b)
{
    tl_compilation_free(&b->c);
    if (b->ctx)
        tl_context_free(b->ctx);
    tl_arena_free(b->arena);
}

#ifndef TL_HAVE_LLVM

START_TEST(llvm_unavailable)
{
    printf("skipped: tilec is built without LLVM\n");
    char msg[1200];
    built b;
    ck_assert_msg(build(&b, EXAMPLES "/gemm.tile", "c", msg, sizeof msg), "%s", msg);
    tl_error err = {0};
    ck_assert(!tl_llvm_codegen_source(&b.c, &err));
    tl_assert_msg_contains(&err, "tilec is built without LLVM (make LLVM=1)");
    ck_assert(!tl_llvm_codegen_compile(&b.c, &err));
    char *none;
    size_t nlen;
    ck_assert(!emit_mem(&b.c, "obj", &none, &nlen, &err));
    tl_assert_msg_contains(&err, "tilec is built without LLVM");
    unbuild(&b);
    /* the runtime the llvm target calls is in libtilec all the same */
    ck_assert(tilec_rt_symbols[0].name != NULL);
    ck_assert(tilec_rt_f16r(1.0 / 3) == tilec_rt_f16_to_f32(tilec_rt_f16_from_double(1.0 / 3)));
}
END_TEST

Suite *make_suite(void);
Suite *make_suite(void)
{
    Suite *s = suite_create("llvm");
    TCase *tc = tcase_create("unavailable");
    tcase_add_test(tc, llvm_unavailable);
    suite_add_tcase(s, tc);
    return s;
}

#else

static void write_file(const char *path, const char *s, size_t n)
{
    FILE *f = fopen(path, "wb");
    ck_assert_msg(f != NULL, "cannot write %s", path);
    fwrite(s, 1, n, f);
    fclose(f);
}

/* Replaces the value of every `"key"="..."` in s (host-dependent CPU names
 * and features) with HOST. Returns a malloc'd string. */
static char *normalize(const char *s)
{
    static const char *const keys[] = {"\"target-cpu\"=\"", "\"target-features\"=\""};
    size_t n = strlen(s);
    char *out = malloc(n + 1), *o = out;
    while (*s) {
        bool hit = false;
        for (int k = 0; k < 2 && !hit; k++) {
            size_t kl = strlen(keys[k]);
            if (strncmp(s, keys[k], kl) == 0) {
                memcpy(o, s, kl);
                o += kl;
                s += kl;
                while (*s && *s != '"')
                    s++;
                memcpy(o, "HOST", 4);
                o += 4;
                hit = true;
            }
        }
        if (!hit)
            *o++ = *s++;
    }
    *o = 0;
    return out;
}

static void golden(const char *name, const char *text)
{
    char path[512];
    snprintf(path, sizeof path, GOLDEN "/%s", name);
    if (getenv("TL_UPDATE_GOLDEN")) {
        write_file(path, text, strlen(text));
        return;
    }
    size_t len;
    char *want = lt_read_file(path, &len);
    ck_assert_msg(want != NULL, "%s is missing (TL_UPDATE_GOLDEN=1 writes it)", path);
    ck_assert_msg(strcmp(want, text) == 0, "%s differs from the generated IR (TL_UPDATE_GOLDEN=1 refreshes it)", path);
    free(want);
}

/* ---- the JIT ------------------------------------------------------------------ */

typedef int launch_fn(void *const *args, const int64_t *dims, const void *self);

static void ck_llvm(LLVMErrorRef e, const char *what)
{
    if (!e)
        return;
    char *m = LLVMGetErrorMessage(e);
    ck_abort_msg("%s: %s", what, m);
}

/* An LLJIT holding c's device module (taken over: its module becomes NULL), the
 * runtime defined by address and the process's symbols (libm, libc). */
static LLVMOrcLLJITRef jit_module(tl_compilation *c)
{
    /* the module first: the codegen leaves it to its first use, which
     * initializes LLVM's native target */
    tl_llvm_artifact *a = tl_llvm_device_module(c);
    tl_error err = { 0 };
    ck_assert(a != NULL);
    ck_assert_msg(tl_llvm_optimize(c, a, &err), "%s", err.msg); /* what tl_llvm_codegen_source left to do */
    ck_assert(a->module != NULL);
    LLVMOrcLLJITRef jit = NULL;
    ck_llvm(LLVMOrcCreateLLJIT(&jit, LLVMOrcCreateLLJITBuilder()), "LLVMOrcCreateLLJIT");
    LLVMOrcJITDylibRef jd = LLVMOrcLLJITGetMainJITDylib(jit);
    LLVMOrcDefinitionGeneratorRef gen = NULL;
    ck_llvm(LLVMOrcCreateDynamicLibrarySearchGeneratorForProcess(&gen, LLVMOrcLLJITGetGlobalPrefix(jit), NULL, NULL),
            "process symbols");
    LLVMOrcJITDylibAddGenerator(jd, gen);
    LLVMOrcCSymbolMapPair pairs[32];
    size_t n = 0;
    for (const tilec_rt_symbol *s = tilec_rt_symbols; s->name && n < 32; s++, n++) {
        pairs[n].Name = LLVMOrcLLJITMangleAndIntern(jit, s->name);
        pairs[n].Sym.Address = (LLVMOrcExecutorAddress)(uintptr_t)s->addr;
        pairs[n].Sym.Flags.GenericFlags = LLVMJITSymbolGenericFlagsExported | LLVMJITSymbolGenericFlagsCallable;
        pairs[n].Sym.Flags.TargetFlags = 0;
    }
    ck_llvm(LLVMOrcJITDylibDefine(jd, LLVMOrcAbsoluteSymbols(pairs, n)), "runtime symbols");
    LLVMModuleRef m = (LLVMModuleRef)a->module;
    LLVMSetDataLayout(m, LLVMOrcLLJITGetDataLayoutStr(jit));
    LLVMOrcThreadSafeModuleRef tsm = LLVMOrcCreateNewThreadSafeModule(m, (LLVMOrcThreadSafeContextRef)a->context);
    a->module = NULL;
    ck_llvm(LLVMOrcLLJITAddLLVMIRModule(jit, jd, tsm), "add module");
    return jit;
}

static launch_fn *jit_lookup(LLVMOrcLLJITRef jit, const char *kernel)
{
    char sym[300];
    snprintf(sym, sizeof sym, "tilec_launch_%s", kernel);
    LLVMOrcExecutorAddress addr = 0;
    ck_llvm(LLVMOrcLLJITLookup(jit, &addr, sym), sym);
    ck_assert(addr != 0);
    return (launch_fn *)(uintptr_t)addr;
}

/* ---- running ------------------------------------------------------------------- */

static uint64_t rng = 88172645463325252ull;
static double rnd(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (double)(rng >> 11) / 9007199254740992.0 * 2 - 1;
}

static double tol(tl_dtype t)
{
    return t == TL_DT_F16 ? 2e-2 : t == TL_DT_BF16 ? 5e-2 : t == TL_DT_F32 ? 1e-4 : 0;
}

typedef struct args {
    int n;
    tl_interp_tensor t[16];
    size_t count[16];
    int64_t dims[16];
} args;

static void make_args(const tl_kernel *k, const int64_t *vals, args *a)
{
    a->n = (int)k->nparams;
    for (size_t j = 0; j < k->nshape_vars; j++)
        a->dims[j] = vals[j];
    for (size_t i = 0; i < k->nparams; i++) {
        const tl_param *p = &k->params[i];
        tl_interp_tensor *t = &a->t[i];
        memset(t, 0, sizeof *t);
        if (!p->is_tensor) {
            t->dtype = p->var->dtype;
            t->data = calloc(1, 8);
            tl_interp_set(t->dtype, t->data, 0, 0.5);
            a->count[i] = 1;
            continue;
        }
        t->dtype = p->buf->dtype;
        t->ndim = p->buf->ndim;
        size_t n = 1;
        for (int d = 0; d < t->ndim; d++) {
            int64_t v = 0;
            tl_dim_code c; /* a constant, a shape name or a shape expression */
            ck_assert(tl_dim_compile(k, p->buf->dims[d], &c) && tl_dim_eval(c.code, c.n, vals, &v));
            t->shape[d] = v;
            n *= (size_t)v;
        }
        a->count[i] = n;
        t->data = calloc(n, 8);
        for (size_t e = 0; e < n; e++)
            tl_interp_set(t->dtype, t->data, e, rnd());
    }
}

static void copy_args(const args *from, args *to)
{
    *to = *from;
    for (int i = 0; i < from->n; i++) {
        to->t[i].data = malloc(from->count[i] * 8);
        memcpy(to->t[i].data, from->t[i].data, from->count[i] * 8);
    }
}

static void free_args(args *a)
{
    for (int i = 0; i < a->n; i++)
        free(a->t[i].data);
}

static void compare(const char *what, const tl_kernel *k, const args *want, const args *got)
{
    for (int i = 0; i < want->n; i++) {
        tl_dtype t = want->t[i].dtype;
        for (size_t e = 0; e < want->count[i]; e++) {
            double x = tl_interp_get(t, want->t[i].data, e), y = tl_interp_get(t, got->t[i].data, e);
            if ((isnan(x) && isnan(y)) || x == y) /* -inf too */
                continue;
            tl_assert_elem(fabs(x - y) <= tol(t) * (1 + fabs(x)),
                           "%s: %s argument %d (%s) element %zu: interpreter %.9g, llvm %.9g", what, k->name, i,
                           k->params[i].name, e, x, y);
        }
    }
}

/* One value per shape name, in order of first appearance (at most 8). */
static const int64_t trials[][8] = {
    {1, 1, 1, 1, 1, 1, 1, 1},
    {33, 45, 17, 3, 9, 5, 7, 11},
    {3, 300, 5, 2, 4, 3, 2, 6},
    {13, 130, 70, 7, 5, 9, 4, 3},
};

static char **examples;
static size_t nexamples;

static const char *base_name(const char *file, char *out, size_t cap)
{
    const char *slash = strrchr(file, '/');
    file = slash ? slash + 1 : file;
    snprintf(out, cap, "%.*s", (int)(strlen(file) - 5), file);
    return out;
}

/* The LLVM IR of file's module (malloc'd): as the codegen leaves it, or
 * after the optimizer when optimize. */
static char *module_ir(const char *file, bool optimize)
{
    char msg[1200];
    built b;
    ck_assert_msg(build(&b, file, "llvm", msg, sizeof msg), "%s", msg);
    tl_error err = {0};
    ck_assert_msg(tl_llvm_codegen_build(&b.c, optimize, &err), "%s", err.msg);
    char *ir = NULL;
    size_t len = 0;
    ck_assert_msg(emit_mem(&b.c, "llvm-ir", &ir, &len, &err), "%s", err.msg);
    unbuild(&b);
    return ir;
}

START_TEST(example_golden)
{
    char base[256], gname[300];
    char *ir = module_ir(examples[_i], false);
    char *norm = normalize(ir);
    snprintf(gname, sizeof gname, "%s.ll", base_name(examples[_i], base, sizeof base));
    golden(gname, norm);
    free(norm);
    free(ir);
}
END_TEST

/* Every kernel of file, JIT'd, against the interpreter at each trial's shapes. */
static void runs_like_interpreter(const char *file)
{
    char msg[1200], base[256];
    base_name(file, base, sizeof base);
    built b;
    ck_assert_msg(build(&b, file, "llvm", msg, sizeof msg), "%s", msg);
    tl_error err = {0};
    ck_assert_msg(tl_llvm_codegen_source(&b.c, &err), "%s", err.msg);
    LLVMOrcLLJITRef jit = jit_module(&b.c);
    for (size_t ki = 0; ki < b.m->nkernels; ki++) {
        const tl_kernel *k = b.m->kernels[ki];
        launch_fn *launch = jit_lookup(jit, k->name);
        ck_assert_msg(k->nshape_vars <= sizeof trials[0] / sizeof trials[0][0], "%s: more shape names than a trial gives",
                      k->name);
        for (size_t tr = 0; tr < sizeof trials / sizeof trials[0]; tr++) {
            args a, ref, got;
            make_args(k, trials[tr], &a);
            copy_args(&a, &ref);
            copy_args(&a, &got);
            char ierr[512];
            char kept[1100]; /* the same inputs as another suite's: interpref.h */
            if (!ir_load(ir_dir(), b.m, k, ref.t, (size_t)ref.n, kept, sizeof kept)) {
                ck_assert_msg(tl_interp_run_kernel(k, ref.t, (size_t)ref.n, false, ierr, sizeof ierr), "%s", ierr);
                ir_store(kept, ref.t, (size_t)ref.n);
            }
            void *argv[16];
            for (int i = 0; i < got.n; i++)
                argv[i] = got.t[i].data;
            int workers = 3;
            ck_assert_int_eq(launch(argv, got.dims, &workers), 0);
            snprintf(msg, sizeof msg, "%s trial %zu", base, tr);
            compare(msg, k, &ref, &got);
            free_args(&a);
            free_args(&ref);
            free_args(&got);
        }
    }
    LLVMOrcDisposeLLJIT(jit);
    unbuild(&b);
}

START_TEST(example_runs)
{
    runs_like_interpreter(examples[_i]);
}
END_TEST

/* The calls of name in the function named fn of ir (up to the next define),
 * but for those on a whole allocation (its zeroing: align 64). */
static int calls_in(const char *ir, const char *fn, const char *name)
{
    char head[200];
    snprintf(head, sizeof head, "@%s(", fn);
    const char *p = strstr(ir, head);
    ck_assert_msg(p, "no function %s in the IR", fn);
    const char *end = strstr(p, "\ndefine ");
    int n = 0;
    for (const char *q = strstr(p, name); q && (!end || q < end); q = strstr(q + 1, name))
        n += strncmp(q - 10, "call void ", 10) == 0 && strncmp(strchr(q, '('), "(ptr align 64 %", 15) != 0;
    return n;
}

/* tests/cpu/contiguous_moves.tile: a loop that fills a run of contiguous
 * elements with zeros or copies one from another buffer is one call in the
 * IR as the codegen leaves it (llvm.memset; llvm.memcpy for a constant
 * count of at most 512 bytes, else tilec_rt_copy); a shift within one
 * buffer, a copy through a view of the same storage, a fill of -0.0 and a
 * store that converts stay loops. Every kernel matches the interpreter. */
START_TEST(contiguous_moves)
{
    const char *file = "tests/cpu/contiguous_moves.tile";
    char *ir = module_ir(file, false);
    static const struct {
        const char *fn;
        int memcpy, rt_copy, memset;
    } want[] = {
        {"moves_block", 2, 3, 4},
        {"stays_loops_block", 0, 0, 0},
        {"zero_ints_block", 1, 0, 2},
    };
    for (size_t i = 0; i < sizeof want / sizeof *want; i++) {
        int c = calls_in(ir, want[i].fn, "@llvm.memcpy"), r = calls_in(ir, want[i].fn, "@tilec_rt_copy"),
            z = calls_in(ir, want[i].fn, "@llvm.memset");
        ck_assert_msg(c == want[i].memcpy && r == want[i].rt_copy && z == want[i].memset,
                      "%s: %d memcpy, %d tilec_rt_copy and %d memset (beside the zeroing of allocations), want %d, %d "
                      "and %d",
                      want[i].fn, c, r, z, want[i].memcpy, want[i].rt_copy, want[i].memset);
    }
    free(ir);
    runs_like_interpreter(file);
}
END_TEST

/* tilec_rt_copy and tilec_rt_stream (moves.h in the variant for this CPU:
 * AVX-512, AVX2 or the baseline) move every size from 0 to 300 bytes and
 * around 4 KiB, from and to every offset within a 64-byte line, and touch
 * nothing around the destination. */
START_TEST(row_moves_every_size)
{
    tl_check_row_move(tilec_rt_copy, "tilec_rt_copy");
    tl_check_row_move(tilec_rt_stream, "tilec_rt_stream");
}
END_TEST

/* The optimizer makes no memcpy of its own: layernorm's one-row path copies
 * a row of X into X_r in the loop that squares it, which the loop idiom
 * pass had split off into a call of glibc's memcpy (slow on Zen 4: the
 * kernel took 38 ms instead of 25 at 65536 x 1000); it stays a vector loop,
 * as on the c target. layernorm has no copy the codegen makes a call. */
START_TEST(optimizer_makes_no_memcpy)
{
    char *ir = module_ir("examples/layernorm.tile", true);
    int n = 0;
    for (const char *q = strstr(ir, "call void @llvm.memcpy"); q; q = strstr(q + 1, "call void @llvm.memcpy"))
        n++;
    ck_assert_msg(n == 0 && !strstr(ir, "@memcpy("), "the optimized IR of layernorm calls memcpy %d times", n);
    free(ir);
}
END_TEST

/* atomic_add from 2048 blocks on 4 workers into one i16 and one i32 element
 * (tests/cpu/atomic_add_blocks.tile), eight launches: every sum must be
 * the wrapping sum of all the adds. The optimizer once moved the loads and
 * stores of the destination past the runtime's lock (its tensors are
 * noalias), and updates were lost. */
START_TEST(atomic_add_blocks_in_parallel)
{
    char msg[1200];
    built b;
    ck_assert_msg(build(&b, "tests/cpu/atomic_add_blocks.tile", "llvm", msg, sizeof msg), "%s", msg);
    tl_error err = {0};
    ck_assert_msg(tl_llvm_codegen_source(&b.c, &err), "%s", err.msg);
    LLVMOrcLLJITRef jit = jit_module(&b.c);
    launch_fn *launch = jit_lookup(jit, "atomic_sums");
    enum { N = 2048, R = 64 };
    static int16_t x[N];
    static int32_t y[N];
    uint16_t want16 = 0;
    uint32_t want32 = 0;
    for (int i = 0; i < N; i++) {
        x[i] = (int16_t)(i * 7919 - 3000);
        y[i] = (int32_t)(i * 104729 + 17);
        want16 = (uint16_t)(want16 + (uint16_t)x[i] * R);
        want32 += (uint32_t)y[i] * R;
    }
    for (int run = 0; run < 8; run++) {
        int16_t s16 = 0;
        int32_t s32 = 0;
        void *argv[4] = {x, y, &s16, &s32};
        int64_t dims[1] = {N};
        int workers = 4;
        ck_assert_int_eq(launch(argv, dims, &workers), 0);
        ck_assert_msg((uint16_t)s16 == want16 && (uint32_t)s32 == want32,
                      "launch %d: i16 sum %d, want %d; i32 sum %d, want %d", run, s16, (int16_t)want16, s32,
                      (int32_t)want32);
    }
    LLVMOrcDisposeLLJIT(jit);
    unbuild(&b);
}
END_TEST

START_TEST(example_object)
{
    char msg[1200], base[256], dir[] = "/tmp/tilec-llvm-XXXXXX", path[600], cmd[1400];
    base_name(examples[_i], base, sizeof base);
    built b;
    ck_assert_msg(build(&b, examples[_i], "llvm", msg, sizeof msg), "%s", msg);
    tl_error err = {0};
    ck_assert_msg(tl_llvm_codegen_compile(&b.c, &err), "%s", err.msg);
    ck_assert(mkdtemp(dir) != NULL);
    snprintf(path, sizeof path, "%s/%s.o", dir, base);
    ck_assert_msg(emit_file(&b.c, "obj", path, &err), "%s", err.msg);
    char *text = NULL;
    size_t len = 0;
    ck_assert_msg(emit_mem(&b.c, "asm", &text, &len, &err), "%s", err.msg);
    for (size_t ki = 0; ki < b.m->nkernels; ki++) {
        const char *kn = b.m->kernels[ki]->name;
        snprintf(cmd, sizeof cmd, "nm %s | grep -q ' T tilec_launch_%s$'", path, kn);
        ck_assert_msg(system(cmd) == 0, "%s: nm finds no tilec_launch_%s", path, kn);
        char sym[300];
        snprintf(sym, sizeof sym, "tilec_launch_%s:", kn);
        ck_assert_msg(strstr(text, sym) != NULL, "the assembly lacks %s", sym);
    }
    /* the runtime is imported, nothing else of tilec's is defined */
    snprintf(cmd, sizeof cmd, "nm %s | grep -q ' U tilec_rt_run_blocks$'", path);
    ck_assert_int_eq(system(cmd), 0);
    free(text);
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    ck_assert_int_eq(system(cmd), 0);
    unbuild(&b);
}
END_TEST

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

START_TEST(errors_and_timing)
{
    char msg[1200];
    built b;
    tl_error err = {0};
    /* emission needs a module, and knows its kinds */
    ck_assert_msg(build(&b, EXAMPLES "/gemm.tile", "llvm", msg, sizeof msg), "%s", msg);
    char *none;
    size_t nlen;
    ck_assert(!emit_mem(&b.c, "obj", &none, &nlen, &err));
    tl_assert_msg_contains(&err, "no LLVM module");
    ck_assert(tl_llvm_codegen_source(&b.c, &err));
    ck_assert(!emit_mem(&b.c, "bitcode", &none, &nlen, &err));
    tl_assert_msg_contains(&err, "unknown kind 'bitcode'");
    unbuild(&b);

    /* source to optimized module, and to a callable function, for gemm.tile */
    for (int rep = 0; rep < 3; rep++) {
        double t0 = now();
        ck_assert_msg(build(&b, EXAMPLES "/gemm.tile", "llvm", msg, sizeof msg), "%s", msg);
        ck_assert_msg(tl_llvm_codegen_source(&b.c, &err), "%s", err.msg);
        ck_assert_msg(tl_llvm_optimize(&b.c, tl_llvm_device_module(&b.c), &err), "%s", err.msg);
        double t1 = now();
        LLVMOrcLLJITRef jit = jit_module(&b.c);
        launch_fn *f = jit_lookup(jit, b.m->kernels[0]->name);
        double t2 = now();
        ck_assert(f != NULL);
        if (rep == 2)
            printf("llvm: gemm.tile source to optimized module %.1f ms, to callable function %.1f ms (gemm isa %s)\n",
                   (t1 - t0) * 1e3, (t2 - t0) * 1e3, tilec_rt_gemm_isa());
        LLVMOrcDisposeLLJIT(jit);
        unbuild(&b);
    }
}
END_TEST

/* ---- the llvm kind's own check, and what may run ------------------------- */

/* Parses text with stderr captured: true when it parsed; *said gets what was
 * written to stderr meanwhile (LLVM's warnings, if any got through). */
static bool parse_quietly(const char *text, tl_target *t, tl_error *err, char *said, size_t cap)
{
    char path[] = "/tmp/tilec-llvm-stderr-XXXXXX";
    int fd = mkstemp(path);
    ck_assert(fd >= 0);
    fflush(stderr);
    int saved = dup(2);
    dup2(fd, 2);
    bool ok = tl_target_parse(text, t, err);
    fflush(stderr);
    dup2(saved, 2);
    close(saved);
    ssize_t n = pread(fd, said, cap - 1, 0);
    said[n > 0 ? n : 0] = 0;
    close(fd);
    unlink(path);
    return ok;
}

/* The other common 64-bit architecture than this machine's. */
static const char *foreign_triple(void)
{
    char *host = LLVMGetDefaultTargetTriple();
    bool x86 = strncmp(host, "x86_64", 6) == 0;
    LLVMDisposeMessage(host);
    return x86 ? "aarch64-unknown-linux-gnu" : "x86_64-unknown-linux-gnu";
}

static const struct {
    const char *text, *message; /* message NULL: accepted */
} llvm_targets[] = {
    { "llvm -mcpu=native", NULL },
    { "llvm -mcpu=generic", NULL },
    { "llvm -mtriple=x86_64-linux-gnu -mcpu=skylake-avx512 -mattr=+avx2,-fma", NULL },
    { "llvm -mtriple=aarch64-linux-gnu -mcpu=cortex-a72 -mattr=+neon", NULL },
    { "llvm -mtriple=riscv64-unknown-linux-gnu -mattr=+m,+a", NULL },
    { "{\"kind\": \"llvm\", \"mtriple\": \"x86_64-pc-linux-gnu\", \"mcpu\": \"znver4\"}", NULL },
    { "llvm -mcpu=bogus", "column 12: llvm target: mcpu 'bogus' is not a CPU of LLVM's " },
    { "llvm -mtriple=x86_64-linux-gnu -mcpu=cortex-a72",
      "column 38: llvm target: mcpu 'cortex-a72' is not a CPU of LLVM's x86-64 target (x86_64-unknown-linux-gnu; e.g. " },
    { "llvm -mtriple=aarch64-linux-gnu -mcpu=skylake", "mcpu 'skylake' is not a CPU of LLVM's aarch64 target" },
    { "llvm -mtriple=bogus", "column 15: llvm target: mtriple 'bogus': LLVM has no target for it" },
    { "llvm -mtriple=sparc-sun-solaris-x", NULL },
    { "llvm -mtriple=x86_64-linux-gnu -mattr=+avx2,+bogus",
      "column 39: llvm target: mattr '+avx2,+bogus': 'bogus' is not a feature of LLVM's x86-64 target" },
    { "llvm -mtriple=aarch64-linux-gnu -mattr=+avx2", "'avx2' is not a feature of LLVM's aarch64 target" },
    { "{\"kind\": \"llvm\", \"mcpu\": \"bogus\"}", "column 27: llvm target: mcpu 'bogus' is not a CPU" },
    /* what LLVM would print a help text for is a name it does not know */
    { "llvm -mcpu=help", "mcpu 'help' is not a CPU of LLVM's" },
    { "llvm -mattr=+help", "'help' is not a feature of LLVM's" },
};

START_TEST(llvm_target_checked)
{
    tl_target t;
    tl_error err = {0};
    char said[2048];
    bool ok = parse_quietly(llvm_targets[_i].text, &t, &err, said, sizeof said);
    if (!llvm_targets[_i].message)
        ck_assert_msg(ok, "'%s': %s", llvm_targets[_i].text, err.msg);
    else {
        ck_assert_msg(!ok, "'%s' parsed", llvm_targets[_i].text);
        ck_assert_int_eq(err.code, TL_ERR_INVALID);
        tl_assert_msg_contains(&err, llvm_targets[_i].message);
    }
    /* LLVM never got to warn: the names were checked before it saw them */
    ck_assert_msg(said[0] == 0, "'%s': stderr got\n%s", llvm_targets[_i].text, said);
    /* the host target and the context refuse the same */
    if (llvm_targets[_i].message) {
        ck_assert(!tl_target_parse_host(llvm_targets[_i].text, &t, &err));
        tl_assert_msg_contains(&err, llvm_targets[_i].message);
        ck_assert_ptr_null(tl_create_backend_context(llvm_targets[_i].text, NULL, "auto", &err));
        tl_assert_msg_contains(&err, llvm_targets[_i].message);
    }
}
END_TEST

/* Compiles vector_add for target and tries to load it; true when it loaded. */
static bool load_for(const char *target, tl_error *err, char **asm_text)
{
    char msg[1200];
    built b;
    ck_assert_msg(build(&b, EXAMPLES "/vector_add.tile", target, msg, sizeof msg), "%s", msg);
    ck_assert_msg(tl_run_codegen(&b.c, true, err), "%s", err->msg);
    tl_strbuf out = {0};
    ck_assert_msg(tl_emit(&b.c, "asm", &out, err), "emit asm for %s: %s", target, err->msg);
    tl_strbuf_puts(&out, "");
    *asm_text = out.data;
    tl_kernel_handle *h = tl_load(&b.c, err);
    bool loaded = h != NULL;
    tl_kernel_handle_free(h);
    unbuild(&b);
    return loaded;
}

START_TEST(foreign_code_is_emitted_never_run)
{
    char target[200], *text = NULL;
    tl_error err = {0};
    /* another architecture: assembly yes, a load no */
    snprintf(target, sizeof target, "llvm -mtriple=%s", foreign_triple());
    ck_assert(!load_for(target, &err, &text));
    tl_assert_msg_contains(&err, "cannot run on this machine");
    tl_assert_msg_contains(&err, "it can be emitted (tilec build --emit llvm-ir, asm or obj), not run");
    ck_assert_msg(strstr(text, "tilec_launch_vector_add"), "%s", text);
    free(text);
    /* this architecture with another operating system or data layout */
    const char *others[] = { "x86_64-apple-darwin", "x86_64-unknown-freebsd", "x86_64-unknown-linux-gnux32" };
    char *host = LLVMGetDefaultTargetTriple();
    bool x86 = strncmp(host, "x86_64", 6) == 0;
    for (size_t i = 0; x86 && i < sizeof others / sizeof *others; i++) {
        snprintf(target, sizeof target, "llvm -mtriple=%s", others[i]);
        ck_assert_msg(!load_for(target, &err, &text), "%s loaded", target);
        tl_assert_msg_contains(&err, "cannot run on this machine");
        free(text);
    }
    /* the host's own triple, spelled another way, runs */
    char *norm = LLVMNormalizeTargetTriple(host);
    snprintf(target, sizeof target, "llvm -mtriple=%s", norm);
    ck_assert_msg(load_for(target, &err, &text), "%s: %s", target, err.msg);
    free(text);
    LLVMDisposeMessage(norm);
    /* a feature this machine's CPU lacks: emitted, not run */
    char *features = LLVMGetHostCPUFeatures(), *lacking = NULL;
    for (char *f = strtok(features, ","); f && !lacking; f = strtok(NULL, ","))
        if (f[0] == '-')
            lacking = f + 1;
    if (lacking) {
        snprintf(target, sizeof target, "llvm -mattr=+%s", lacking);
        ck_assert_msg(!load_for(target, &err, &text), "%s loaded", target);
        tl_assert_msg_contains(&err, "which this machine's CPU lacks");
        free(text);
    } else {
        printf("skipped: this CPU has every feature LLVM knows\n");
    }
    LLVMDisposeMessage(features);
    LLVMDisposeMessage(host);
}
END_TEST

Suite *make_suite(void);
Suite *make_suite(void)
{
    examples = lt_list_tiles(EXAMPLES, &nexamples);
    Suite *s = suite_create("llvm");
    TCase *tc = tcase_create("examples");
    /* the interpreter's reference for the attention examples takes a minute
       or more on a loaded 2-core machine (kept for the next run: interpref.h) */
    tcase_set_timeout(tc, 360);
    tcase_add_loop_test(tc, example_golden, 0, (int)nexamples);
    tcase_add_loop_test(tc, example_runs, 0, (int)nexamples);
    tcase_add_loop_test(tc, example_object, 0, (int)nexamples);
    tcase_add_test(tc, errors_and_timing);
    tcase_add_test(tc, atomic_add_blocks_in_parallel);
    tcase_add_test(tc, contiguous_moves);
    tcase_add_test(tc, optimizer_makes_no_memcpy);
    tcase_add_test(tc, row_moves_every_size);
    suite_add_tcase(s, tc);
    tc = tcase_create("target");
    tcase_set_timeout(tc, 120);
    tcase_add_loop_test(tc, llvm_target_checked, 0, (int)(sizeof llvm_targets / sizeof *llvm_targets));
    tcase_add_test(tc, foreign_code_is_emitted_never_run);
    suite_add_tcase(s, tc);
    return s;
}

#endif

TL_TEST_MAIN()
