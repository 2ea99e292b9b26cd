/*
 * check_cli.c: the tilec command as a user runs it: output of backends,
 * resolve and pipeline, and exit statuses (0 ok, 1 error, 2 usage error), with
 * errors printed as "tilec: error: ..."; target options refused where they
 * are read, and code for another machine emitted but never run.
 */
#include <sys/utsname.h>
#include <sys/wait.h>
#include <unistd.h>

#include "runtime/runtime.h"
#include "testutil.h"

static char out[1 << 16];

/* Runs build/tilec ARGS (a shell fragment), stdout and stderr into out;
 * returns the exit status. */
static int tilec(const char *args)
{
    char cmd[1024];
    snprintf(cmd, sizeof cmd, "%s/tilec %s 2>&1", TL_TEST_BUILD_DIR, args);
    FILE *p = popen(cmd, "r");
    ck_assert_ptr_nonnull(p);
    size_t n = fread(out, 1, sizeof out - 1, p);
    out[n] = 0;
    int status = pclose(p);
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

#define assert_out(needle) ck_assert_msg(strstr(out, (needle)) != NULL, "output lacks '%s':\n%s", (needle), out)

/* The CPU targets a kernel is checked on: c, and llvm where tilec is built
 * with LLVM (cpu_targets_here says so when it is not). */
static const char *const cpu_targets[] = {"c", "llvm"};
static int cpu_targets_here(void)
{
    if (tl_have_llvm())
        return 2;
    printf("skipped: the llvm half, tilec is built without LLVM\n");
    return 1;
}

/* `tilec ARGS` ran and every tensor it checked matched the interpreter. */
static void assert_run_matches(const char *args)
{
    int rc = tilec(args);
    ck_assert_msg(rc == 0 && !strstr(out, "MISMATCH") && strstr(out, "output") && strstr(out, ": ok"), "%s: exit %d\n%s",
                  args, rc, out);
}

/* Tile copies the c target writes as calls (memcpy, tl_rt_copy) give the
 * interpreter's results, and an overlapping copy within one buffer through
 * a view stays a loop (tests/cpu/copy_loops.tile: as memcpy it gave an
 * error of 1.78). */
START_TEST(copy_calls_match_the_interpreter)
{
    static const char *const kernels[] = {"rows", "shift"};
    static const int ns[] = {1, 17, 1000, 3000};
    char args[512];
    for (int k = 0; k < 2; k++)
        for (int i = 0; i < (int)(sizeof ns / sizeof ns[0]); i++) {
            snprintf(args, sizeof args, "run tests/cpu/copy_loops.tile --target c --kernel %s --dim M=3 --dim N=%d --check",
                     kernels[k], ns[i]);
            int rc = tilec(args);
            ck_assert_msg(rc == 0 && !strstr(out, "MISMATCH") && strstr(out, "check Y") && strstr(out, ": ok"),
                          "%s: exit %d\n%s", args, rc, out);
        }
}
END_TEST

/* Masks after a tile's copy (tests/cpu/copy_masks.tile): the ones that only
 * say what the copy stored are dropped, the others (a shorter bound, pads
 * of 1) kept; each kernel matches the interpreter on c and on llvm, at N
 * on both sides of the tile's 64 columns. Dropping the shorter bound's mask
 * gave an error of 1, the pads of 1's an error of 28 (shown). */
START_TEST(copy_masks_match_the_interpreter)
{
    static const char *const kernels[] = {"sums", "both_dims", "short_bound", "pads_of_one"};
    static const int ns[] = {1, 63, 64, 100, 1000};
    char args[512];
    for (int t = 0, nt = cpu_targets_here(); t < nt; t++) {
        for (int k = 0; k < 4; k++)
            for (int i = 0; i < (int)(sizeof ns / sizeof ns[0]); i++) {
                snprintf(args, sizeof args,
                         "run tests/cpu/copy_masks.tile --target %s --kernel %s --dim M=5 --dim N=%d --check",
                         cpu_targets[t], kernels[k], ns[i]);
                assert_run_matches(args);
            }
    }
}
END_TEST

/* A bool used as an integer index (tests/cpu/bool_index.tile): a cast of a
 * bool, of a comparison, and select(c, 1, 0) and select(c, 0, 1), each
 * indexing a table, match the interpreter on c and on llvm. On c, GCC 12.2's
 * vectorizer read T[-1] for true in all four until the codegen wrote the
 * bool as 1 & -b (every seed tried but one of select_one_zero's two outputs
 * mismatched, shown). */
START_TEST(bool_indices_match_the_interpreter)
{
    static const char *const kernels[] = {"cast_of_bool", "cast_of_compare", "select_one_zero"};
    char args[512];
    for (int t = 0, nt = cpu_targets_here(); t < nt; t++) {
        for (int k = 0; k < 3; k++)
            for (int seed = 1; seed <= 3; seed++) {
                snprintf(args, sizeof args, "run tests/cpu/bool_index.tile --target %s --kernel %s --seed %d --check",
                         cpu_targets[t], kernels[k], seed);
                assert_run_matches(args);
            }
    }
}
END_TEST

/* atomic_add from every block into one element (tests/cpu/atomic_add_blocks.tile)
 * on 4 workers, c and llvm, against the interpreter: no update lost (the llvm
 * codegen fences its lock's critical section; check_llvm launches it too). */
START_TEST(atomic_adds_from_parallel_blocks_all_land)
{
    char args[512];
    for (int t = 0, nt = cpu_targets_here(); t < nt; t++)
        for (int seed = 1; seed <= 2; seed++) {
            snprintf(args, sizeof args, "run tests/cpu/atomic_add_blocks.tile --target %s --dim N=3001 --workers 4 --seed %d --check",
                     cpu_targets[t], seed);
            assert_run_matches(args);
        }
}
END_TEST

/* Lane reductions narrowed to a row's edge (narrow_masked_columns) give the
 * interpreter's results whatever the pads past N hold, on c and on llvm, and
 * with NaNs in the rows (tests/cpu/lane_nans.tile); so do kernels that read
 * pads the pass left unstored. */
START_TEST(narrowed_reductions_match_the_interpreter)
{
    static const int ns[] = {1, 31, 33, 1000, 1024, 1500};
    char args[512];
    for (int t = 0, nt = cpu_targets_here(); t < nt; t++) {
        for (int i = 0; i < (int)(sizeof ns / sizeof ns[0]); i++) {
            snprintf(args, sizeof args,
                     "run tests/cpu/lane_pads.tile --target %s --dim M=5 --dim N=%d --dist X=uniform:-10,10 --check",
                     cpu_targets[t], ns[i]);
            int rc = tilec(args);
            ck_assert_msg(rc == 0, "%s: exit %d\n%s", args, rc, out);
            int oks = 0;
            for (const char *p = out; (p = strstr(p, ": ok")); p++)
                oks++;
            ck_assert_msg(oks == 5, "%s: %d of 5 tensors match\n%s", args, oks, out);
            /* NaNs in the rows, a max or min from a NaN over a row of NaNs */
            snprintf(args, sizeof args, "run tests/cpu/lane_nans.tile --target %s --dim M=9 --dim N=%d --check", cpu_targets[t],
                     ns[i]);
            rc = tilec(args);
            int outs = 0;
            for (const char *p = out; (p = strstr(p, "output max abs err")); p++)
                outs++;
            ck_assert_msg(rc == 0 && outs == 5 && !strstr(out, "MISMATCH"), "%s: exit %d, %d of 5 outputs checked\n%s",
                          args, rc, outs, out);
        }
        /* pads left unstored, then read otherwise than a narrowed loop reads */
        static const char *const lazy[] = {"reversed", "carried", "branch"};
        static const int ls[] = {1, 7, 100, 512, 700};
        for (int k = 0; k < 3; k++)
            for (int i = 0; i < (int)(sizeof ls / sizeof ls[0]); i++) {
                snprintf(args, sizeof args, "run tests/cpu/lazy_pads.tile --kernel %s --target %s --dim M=5 --dim N=%d --check",
                         lazy[k], cpu_targets[t], ls[i]);
                int rc = tilec(args);
                ck_assert_msg(rc == 0 && !strstr(out, "MISMATCH") && strstr(out, "output max abs err"), "%s: exit %d\n%s",
                              args, rc, out);
            }
    }
}
END_TEST

/* Rows read from their tensors and written into them directly
 * (forward_copies), and the copies it must leave, against the interpreter:
 * rows shorter than, as long as and longer than the tile, a row count past
 * the grid's last full block. */
START_TEST(forwarded_copies_match_the_interpreter)
{
    static const char *const kernels[] = {"both", "self", "written", "carried", "reread"};
    static const int ns[] = {1, 100, 128, 129, 300};
    char args[512];
    for (int t = 0, nt = cpu_targets_here(); t < nt; t++) {
        for (int k = 0; k < 5; k++)
            for (int i = 0; i < (int)(sizeof ns / sizeof ns[0]); i++) {
                snprintf(args, sizeof args,
                         "run tests/cpu/forward_copies.tile --kernel %s --target %s --dim M=5 --dim N=%d --check",
                         kernels[k], cpu_targets[t], ns[i]);
                int rc = tilec(args);
                ck_assert_msg(rc == 0 && !strstr(out, "MISMATCH") && strstr(out, "output max abs err"), "%s: exit %d\n%s",
                              args, rc, out);
            }
    }
}
END_TEST

/* Row loops fused and row statistics hoisted (tests/cpu/fuse_rows.tile):
 * fused and not, each kernel matches the interpreter on c and on llvm; the
 * short-row softmax becomes one loop over its rows, the kernel that reads
 * another row's sum keeps that loop apart (fused, row i read row i + 1's
 * sum before it was made), and the row's statistics go before the column
 * loop. */
START_TEST(fused_rows_match_the_interpreter)
{
    static const char *const kernels[] = {"rows", "other_row", "stats"};
    static const int ns[] = {1, 37, 64};
    char args[512];
    for (int t = 0, nt = cpu_targets_here(); t < nt; t++) {
        for (int k = 0; k < 3; k++)
            for (int i = 0; i < (int)(sizeof ns / sizeof ns[0]); i++)
                for (int f = 0; f < 2; f++) {
                    snprintf(args, sizeof args,
                             "run tests/cpu/fuse_rows.tile --kernel %s --target %s --dim M=19 --dim N=%d --check "
                             "--pass-option fuse_rows=%s",
                             kernels[k], cpu_targets[t], ns[i], f ? "off" : "on");
                    int rc = tilec(args);
                    ck_assert_msg(rc == 0 && !strstr(out, "MISMATCH") && strstr(out, "Y        f32   output") &&
                                      strstr(out, "output max abs err") && !strstr(out, "FAIL"),
                                  "%s: exit %d\n%s", args, rc, out);
                }
    }
    /* the loops over the rows at the top of each kernel, after the pass */
    ck_assert_int_eq(tilec("build tests/cpu/fuse_rows.tile --target c --emit ir --after fuse_row_loops"), 0);
    static const char *const names[] = {"rows(", "other_row(", "stats("};
    static const int loops[] = {1, 2, 1};
    for (int k = 0; k < 3; k++) {
        const char *at = strstr(out, names[k]);
        ck_assert_msg(at, "no kernel %s in\n%s", names[k], out);
        const char *end = k < 2 ? strstr(at, names[k + 1]) : out + strlen(out);
        int n = 0;
        for (const char *p = at; (p = strstr(p, "\n    for ")) && p < end; p++)
            n++;
        ck_assert_msg(n == loops[k], "%s: %d loops over rows, not %d\n%s", names[k], n, loops[k], out);
    }
    ck_assert_int_eq(tilec("build tests/cpu/fuse_rows.tile --target c --kernel stats --emit ir --after hoist_invariant_lets"), 0);
    assert_out("        let mu: f32 = s[i] / f32(N)\n        let r: f32 = rsqrt(");
}
END_TEST

/* Rows computed straight into a large output (forward_copies' stores) are
 * written in chunks through an on-chip buffer with nontemporal stores
 * (stream_stores.c, chunked): vector_add past 32 MiB with a partial last
 * block, rmsnorm's one-row path at N = 1025 (a chunk of 1024 and one of 1),
 * layernorm's short rows at N = 255 with a partial last block, each against
 * the interpreter on c and on llvm. */
START_TEST(streamed_rows_match_the_interpreter)
{
    static const char *const runs[] = {"examples/vector_add.tile --dim N=8388609",
                                       "examples/rmsnorm.tile --dim M=8193 --dim N=1025",
                                       "examples/layernorm.tile --dim M=33001 --dim N=255"};
    char args[512];
    for (int t = 0, nt = cpu_targets_here(); t < nt; t++)
        for (int r = 0; r < 3; r++) {
            snprintf(args, sizeof args, "run %s --target %s --check", runs[r], cpu_targets[t]);
            int rc = tilec(args);
            ck_assert_msg(rc == 0 && strstr(out, "output max abs err") && !strstr(out, "MISMATCH") && !strstr(out, "FAIL"),
                          "%s: exit %d\n%s", args, rc, out);
        }
    ck_assert_int_eq(tilec("build examples/rmsnorm.tile --target c --emit source"), 0);
    assert_out("tl_rt_stream(&Y[");
    assert_out("_Alignas(64) float tl_stream");
    /* layernorm's short rows (16 a block): their row test was left in the
     * loop over the columns until hoist_invariant_lets took it out */
    tilec("build examples/layernorm.tile --target c --emit source | grep -c 'tl_rt_stream(&Y\\[((int64_t)((bx \\* 16)'");
    ck_assert_msg(atoi(out) == 1, "layernorm's short rows are not streamed: %s", out);
}
END_TEST

/* On x86 the kernels are vectorized for 512-bit registers where the CPU has
 * them, also for the Intel server CPUs whose compilers' tuning prefers 256
 * (exec.c VECTOR_FLAG, codegen_llvm.c prefer-vector-width): vector_add's sum
 * as a zmm add on c and on llvm for skylake-avx512. */
START_TEST(vectors_of_512_bits_on_x86)
{
#if defined(__x86_64__)
    for (int t = 0, nt = cpu_targets_here(); t < nt; t++) {
        char args[256];
        snprintf(args, sizeof args, "build examples/vector_add.tile --target \"%s -mcpu=skylake-avx512\" --emit asm",
                 cpu_targets[t]);
        ck_assert_msg(tilec(args) == 0, "%s\n%s", args, out);
        bool zmm = false;
        for (const char *p = out; (p = strstr(p, "vaddps")) && !zmm; p++) {
            const char *eol = strchr(p, '\n');
            const char *z = strstr(p, "zmm");
            zmm = z && (!eol || z < eol);
        }
        ck_assert_msg(zmm, "%s: no 512-bit add\n%s", args, out);
    }
#else
    printf("skipped: not an x86-64 host\n");
#endif
}
END_TEST

/* On llvm an outer loop that only moves data (a copy's rows, their masks and
 * prefetches) is not unrolled: gemm.tile's copies are a dozen memcpy and
 * memset calls, not eight of each a row loop (codegen_llvm.c, keep_rolled),
 * while a nest of at most 64 elements is left to LLVM, which unrolls it and
 * keeps the fragment in registers; both match the interpreter. */
START_TEST(copy_loops_stay_rolled_on_llvm)
{
    if (!tl_have_llvm()) {
        printf("skipped: tilec is built without LLVM\n");
        return;
    }
    ck_assert_int_eq(tilec("build examples/gemm.tile --target llvm --emit llvm-ir | grep -c 'llvm.loop.unroll.disable'"), 0);
    ck_assert_int_ge(atoi(out), 1);
    ck_assert_int_eq(tilec("build examples/gemm.tile --target llvm --emit llvm-ir | grep -c 'call void @llvm.mem'"), 0);
    ck_assert_msg(atoi(out) <= 16, "gemm.tile's copies unrolled: %s calls of memcpy and memset", out);
    assert_run_matches("run examples/gemm.tile --target llvm --dim M=70 --dim N=45 --dim K=33 --check");
    FILE *f = fopen(TL_TEST_BUILD_DIR "/cli-rolled.tile", "w");
    ck_assert_ptr_nonnull(f);
    fputs("kernel small(X: f32[M, 4], Y: f32[M, 4])\n"
          "    grid(ceildiv(M, 4)) threads(1) as (bx)\n"
          "{\n"
          "    X_f = fragment f32[4, 4]\n"
          "    copy(X[bx * 4, 0], X_f)\n"
          "    for i, j in parallel(4, 4) {\n"
          "        X_f[i, j] = X_f[i, j] * 2.0\n"
          "    }\n"
          "    copy(X_f, Y[bx * 4, 0])\n"
          "}\n",
          f);
    fclose(f);
    tilec("build " TL_TEST_BUILD_DIR "/cli-rolled.tile --target llvm --emit llvm-ir | grep -c 'llvm.loop.unroll.disable'");
    ck_assert_int_eq(atoi(out), 0);
    assert_run_matches("run " TL_TEST_BUILD_DIR "/cli-rolled.tile --target llvm --dim M=7 --check");
}
END_TEST

/* exp_below_max marks the exp of a row minus its maximum only: not one minus
 * its minimum (at least 0, overflowing here), nor one whose row was written
 * after the maximum; the overflowing ones still give inf, on c and llvm. */
START_TEST(exp_below_max_marks_only_shifted_maxima)
{
    ck_assert_int_eq(tilec("build examples/softmax.tile --target c --emit source | grep -c 'tl_expf_nonpos('"), 0);
    ck_assert_int_ge(atoi(out), 1);
    FILE *f = fopen(TL_TEST_BUILD_DIR "/cli-expmax.tile", "w");
    ck_assert_ptr_nonnull(f);
    fputs("kernel e(X: f32[M, 64], Y: f32[M, 64], Z: f32[M, 64], W: f32[M, 64])\n"
          "    grid(ceildiv(M, 4)) threads(64) as (bx)\n"
          "{\n"
          "    A = fragment f32[4, 64]\n"
          "    B = fragment f32[4, 64]\n"
          "    m = fragment f32[4]\n"
          "    n = fragment f32[4]\n"
          "    copy(X[bx * 4, 0], A)\n"
          "    copy(X[bx * 4, 0], B)\n"
          "    reduce_max(A, m, dim=1)\n"
          "    for i, j in parallel(4, 64) {\n"
          "        Y[bx * 4 + i, j] = exp(A[i, j] - m[i])\n"
          "    }\n"
          "    reduce_min(B, n, dim=1)\n"
          "    for i, j in parallel(4, 64) {\n"
          "        Z[bx * 4 + i, j] = exp(B[i, j] - n[i])\n"
          "    }\n"
          "    for i, j in parallel(4, 64) {\n"
          "        A[i, j] = A[i, j] * 3.0\n"
          "    }\n"
          "    for i, j in parallel(4, 64) {\n"
          "        W[bx * 4 + i, j] = exp(A[i, j] - m[i])\n"
          "    }\n"
          "}\n",
          f);
    fclose(f);
    /* Y's exps (the loop and its streamed twin) marked; Z's and W's not */
    ck_assert_int_eq(tilec("build " TL_TEST_BUILD_DIR "/cli-expmax.tile --target c --emit source | grep -c 'tl_expf_nonpos((A\\['"), 0);
    ck_assert_int_ge(atoi(out), 1);
    ck_assert_int_eq(tilec("build " TL_TEST_BUILD_DIR "/cli-expmax.tile --target c --emit source | grep -c 'tl_expf_nonpos((B'"), 1);
    ck_assert_int_eq(atoi(out), 0);
    ck_assert_int_eq(tilec("build " TL_TEST_BUILD_DIR "/cli-expmax.tile --target c --emit source | grep -c 'tl_expf((A\\['"), 0);
    ck_assert_int_ge(atoi(out), 1);
    ck_assert_int_eq(tilec("build " TL_TEST_BUILD_DIR "/cli-expmax.tile --target c --emit source | grep -c 'tl_expf((B'"), 0);
    ck_assert_int_ge(atoi(out), 1);
    assert_run_matches("run " TL_TEST_BUILD_DIR "/cli-expmax.tile --target c --dim M=7 --dist X=uniform:-70,70 --check");
    if (tl_have_llvm())
        assert_run_matches("run " TL_TEST_BUILD_DIR "/cli-expmax.tile --target llvm --dim M=7 --dist X=uniform:-70,70 --check");
}
END_TEST

START_TEST(backends_json)
{
    ck_assert_int_eq(tilec("backends --json"), 0);
    assert_out("{\"name\": \"cuda\", \"target_kinds\": [\"cuda\"], \"execution_backends\": [\"tvm_ffi\", \"nvrtc\", \"cython\"]");
    assert_out("{\"name\": \"cutedsl\", \"target_kinds\": [\"cuda\"], \"execution_backends\": [\"cutedsl\"]");
    assert_out("{\"name\": \"rocm\", \"target_kinds\": [\"hip\"], \"execution_backends\": [\"tvm_ffi\", \"cython\"]");
    assert_out("{\"name\": \"cpu\", \"target_kinds\": [\"c\", \"llvm\"], \"execution_backends\": [\"cython\", \"tvm_ffi\"]");
    assert_out("{\"name\": \"metal\", \"target_kinds\": [\"metal\"], \"execution_backends\": [\"torch\", \"tvm_ffi\"]");
    assert_out("{\"name\": \"webgpu\", \"target_kinds\": [\"webgpu\"], \"execution_backends\": [\"tvm_ffi\"]");
    ck_assert_int_eq(out[0], '[');
}
END_TEST

START_TEST(backends_text)
{
    ck_assert_int_eq(tilec("backends"), 0);
    assert_out("cutedsl");
    assert_out("has_key(\"cutedsl\")");
    assert_out("specs/cuda.lua:");
    assert_out("nvidia/h200");
}
END_TEST

START_TEST(resolve_steps)
{
    ck_assert_int_eq(tilec("resolve --target cutedsl --exec cutedsl"), tilec("resolve --target cutedsl --exec cutedsl"));
    ck_assert_int_eq(tilec("resolve --target nvidia/h200 --host c"), 0);
    assert_out("target:       cuda -keys=cuda,gpu -arch=sm_90a");
    assert_out("cuda      lacks_key(\"cutedsl\")");
    assert_out("cutedsl   has_key(\"cutedsl\")");
    assert_out("does not match");
    assert_out("backend:      cuda");
    assert_out("execution:    tvm_ffi");
    assert_out("nvrtc");
    ck_assert_int_eq(tilec("resolve --target llvm --host c"), 0);
    assert_out("cython    not allowed for this target (kind_is(\"c\") is false)");
    assert_out("execution:    tvm_ffi");
    ck_assert_int_eq(tilec("resolve --target auto"), 0);
    assert_out("auto: cuda");
    ck_assert_int_eq(tilec("resolve --target c --json"), 0);
    assert_out("\"backend\": \"cpu\"");
    assert_out("\"execution_backend\": \"cython\"");
}
END_TEST

START_TEST(resolve_errors)
{
    ck_assert_int_eq(tilec("resolve --target llvm --exec cython"), 1);
    assert_out("tilec: error: Invalid execution backend 'cython' for target 'llvm'. Allowed: tvm_ffi. Tip: use "
               "execution_backend='auto'.");
    ck_assert_int_eq(tilec("resolve --target metal --exec torch"), 1);
    assert_out("tilec: error: Execution backend 'torch' requires extra dependencies and is not available now. Try one "
               "of: tvm_ffi.");
    ck_assert_int_eq(tilec("resolve --target tpu"), 1);
    assert_out("tilec: error: invalid target 'tpu': unknown target kind or tag 'tpu'");
    ck_assert_int_eq(tilec("resolve --target '{\"kind\": cuda}'"), 1);
    assert_out("column 10");
    ck_assert_int_eq(tilec("resolve --target c --host cuda"), 1);
    assert_out("no host codegen serves kind 'cuda'");
}
END_TEST

START_TEST(pipeline_lists_passes)
{
    ck_assert_int_eq(tilec("pipeline --target cutedsl"), 0);
    assert_out("backend cutedsl, pipeline gpu");
    assert_out("inject_software_pipeline");
    assert_out("[when pipelined]");
    ck_assert_int_eq(tilec("pipeline --target c"), 0);
    assert_out("lower_threads_to_loops");
}
END_TEST

START_TEST(usage_errors)
{
    ck_assert_int_eq(tilec(""), 2);
    ck_assert_int_eq(tilec("frobnicate"), 2);
    assert_out("unknown command 'frobnicate'");
    ck_assert_int_eq(tilec("resolve"), 2);
    assert_out("--target is required");
    ck_assert_int_eq(tilec("resolve --target"), 2);
    assert_out("--target needs a value");
    ck_assert_int_eq(tilec("resolve --target c --target c"), 2);
    ck_assert_int_eq(tilec("backends --bogus"), 2);
    ck_assert_int_eq(tilec("pipeline --json --target c"), 2);
    ck_assert_int_eq(tilec("--help"), 0);
    assert_out("usage: tilec");
    ck_assert_int_eq(tilec("resolve --help"), 0);
    ck_assert_int_eq(tilec("--version"), 0);
    assert_out("tilec ");
}
END_TEST

START_TEST(build_emits_ir)
{
    ck_assert_int_eq(tilec("build examples/gemm.tile --emit ir -D M=256"), 0);
    assert_out("kernel matmul(");
    assert_out("gemm(A_s, B_s, C_f)");
    ck_assert_int_eq(tilec("build examples/gemm.tile --emit 'bo gus'"), 2);
    assert_out("--emit expects ir, host, lib or a kind the target's codegen offers");
    ck_assert_int_eq(tilec("build examples/gemm.tile --target c --emit bogus"), 1);
    assert_out("target c: its device codegen 'c' emits source, asm, obj, host, not 'bogus'");
    ck_assert_int_eq(tilec("build examples/gemm.tile --emit ir --after nosuchpass --target c"), 1);
    assert_out("--after nosuchpass: pipeline 'cpu' has no such pass");
    ck_assert_int_eq(tilec("build --help"), 0);
    assert_out("--emit kinds per target");
    assert_out("c        codegen c        source asm obj");
    ck_assert_int_eq(tilec("build examples/gemm.tile --emit source --after simplify"), 2);
    ck_assert_int_eq(tilec("build examples/gemm.tile --target c --pass-option nosuch=on"), 1);
    assert_out("unknown pass option 'nosuch'");
    ck_assert_int_eq(tilec("build examples/gemm.tile --kernel nosuch --emit ir"), 1);
    assert_out("has no kernel 'nosuch'");
    ck_assert_int_eq(tilec("run examples/gemm.tile --seed -3"), 2);
    ck_assert_int_eq(tilec("build missing.tile --emit ir"), 1);
    assert_out("cannot open 'missing.tile'");
    ck_assert_int_eq(tilec("build --emit ir"), 2);
    ck_assert_int_eq(tilec("build examples/gemm.tile --emit ir -D nonsense"), 2);
    ck_assert_int_eq(tilec("build examples/gemm.tile --emit ir --target tpu"), 1);
}
END_TEST

/* The random inputs of a large tensor are drawn by several threads, each
 * chunk from its place in the stream: the values are those of one stream
 * drawn in order (splitmix64 from --seed, floats (r >> 11) / 2^53 * 2 - 1),
 * here for a tensor after another one (the draws go on where it ended). */
START_TEST(random_inputs_one_stream)
{
    enum { N = 2500007 };
    ck_assert_int_eq(system("rm -rf " TL_TEST_BUILD_DIR "/cli-rng && mkdir -p " TL_TEST_BUILD_DIR "/cli-rng"), 0);
    FILE *f = fopen(TL_TEST_BUILD_DIR "/cli-rng/k.tile", "w");
    ck_assert_ptr_nonnull(f);
    fputs("kernel k(A: i8[N], B: f32[N]) grid(1) threads(1) as (bx) {\n    A[0] = A[0]\n}\n", f);
    fclose(f);
    char args[512];
    snprintf(args, sizeof args, "run %s/cli-rng/k.tile --target c --dim N=%d --seed 11 --output B=%s/cli-rng/B.npy",
             TL_TEST_BUILD_DIR, N, TL_TEST_BUILD_DIR);
    ck_assert_msg(tilec(args) == 0, "%s", out);
    size_t len;
    char *npy = tl_read_file(TL_TEST_BUILD_DIR "/cli-rng/B.npy", &len);
    ck_assert(npy != NULL && len >= (size_t)N * 4);
    const float *b = (const float *)(npy + len - (size_t)N * 4);
    uint64_t s = 11;
    for (int i = 0; i < N; i++) /* A's draws */
        s += 0x9e3779b97f4a7c15ULL;
    int bad = 0;
    for (int i = 0; i < N; i++) {
        uint64_t z = (s += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        z ^= z >> 31;
        float want = (float)((double)(z >> 11) / (double)(1ULL << 53) * 2.0 - 1.0);
        bad += memcmp(&b[i], &want, 4) != 0;
    }
    free(npy);
    ck_assert_int_eq(bad, 0);
}
END_TEST

START_TEST(run_checks_against_the_interpreter)
{
    ck_assert_int_eq(tilec("run examples/gemm.tile --target c -D M=33 -D N=17 -D K=45 --check"), 0);
    assert_out("ran matmul on c via cython");
    assert_out("check C        f32   output");
    ck_assert_ptr_null(strstr(out, "MISMATCH"));
    ck_assert_int_eq(tilec("run examples/softmax.tile --target c --exec tvm_ffi -D M=7 -D N=300 --check --bench"), 0);
    assert_out("via tvm_ffi");
    assert_out("bench softmax: median");
    ck_assert_int_eq(tilec("run examples/vector_add.tile --target c --check --no-cache"), 0);
    assert_out("(default; fix it with -D N=N, or bind it with --dim N=N)");
    ck_assert_int_eq(tilec("run examples/gemm.tile --target c --kernel nosuch"), 1);
    ck_assert_int_eq(tilec("run examples/gemm.tile --target c --emit ir"), 2);
    ck_assert_int_eq(system("rm -rf " TL_TEST_BUILD_DIR "/cli-out"), 0);
    ck_assert_int_eq(tilec("build examples/gemm.tile --target c --exec tvm_ffi -o " TL_TEST_BUILD_DIR "/cli-out"), 0);
    assert_out("cli-out/gemm.c");
    assert_out("cli-out/gemm.host.c");
    assert_out("cli-out/gemm.so");
}
END_TEST

/* Runs each of runs (the file, -D and --dim values) on target with
 * --check: each must match the interpreter, output's line among what it
 * prints. The llvm target is skipped, and says so, where tilec lacks it. */
static void check_runs(const char *target, const char *const *runs, size_t n, const char *output)
{
    if (strcmp(target, "llvm") == 0 && !tl_have_llvm()) {
        printf("skipped: tilec is built without LLVM\n");
        return;
    }
    for (size_t i = 0; i < n; i++) {
        char args[300];
        snprintf(args, sizeof args, "run %s --target %s --check", runs[i], target);
        ck_assert_msg(tilec(args) == 0, "%s:\n%s", args, out);
        assert_out(output);
        ck_assert_ptr_null(strstr(out, "MISMATCH"));
    }
}

/* examples/gemm_cpu.tile at shapes that are not multiples of its 256 x 256
 * x 256 tiles (edge blocks whose tiles the copies pad with zeros, which the
 * prelude's gemm cuts off; odd K; a matrix smaller than one tile), bound at
 * compile time and at launch, against the interpreter. */
static const char *const gemm_cpu_edges[] = {
    "examples/gemm_cpu.tile -D M=200 -D N=223 -D K=300",
    "examples/gemm_cpu.tile --dim M=389 --dim N=97 --dim K=513",
    "examples/gemm_cpu.tile -D M=5 -D N=40 -D K=7",
};

START_TEST(gemm_cpu_edges_c)
{
    check_runs("c", gemm_cpu_edges, sizeof gemm_cpu_edges / sizeof *gemm_cpu_edges, "check C        f32   output");
}
END_TEST

START_TEST(gemm_cpu_edges_llvm)
{
    check_runs("llvm", gemm_cpu_edges, sizeof gemm_cpu_edges / sizeof *gemm_cpu_edges, "check C        f32   output");
}
END_TEST

/* The row kernels' whole-row path at their longest tune() value (BN_ROW
 * 65536: one pass over rows up to 65536 columns, the row's buffers on the
 * heap), and the two-pass path past it, against the interpreter. */
#define LONG_ROWS(ex, dims) "examples/" ex ".tile --kernel " ex " -D BN_ROW=65536 " dims
static const char *const long_rows[] = {
    LONG_ROWS("softmax", "--dim M=3 --dim N=40001"),   LONG_ROWS("softmax", "--dim M=2 --dim N=65536"),
    LONG_ROWS("softmax", "--dim M=2 --dim N=65537"),   LONG_ROWS("softmax", "--dim M=5 --dim N=300"),
    LONG_ROWS("rmsnorm", "--dim M=3 --dim N=40001"),   LONG_ROWS("rmsnorm", "--dim M=2 --dim N=65537"),
    LONG_ROWS("layernorm", "--dim M=3 --dim N=40001"), LONG_ROWS("layernorm", "--dim M=2 --dim N=65537"),
};

START_TEST(row_kernels_long_rows_c)
{
    check_runs("c", long_rows, sizeof long_rows / sizeof *long_rows, "check Y        f32   output");
}
END_TEST

START_TEST(row_kernels_long_rows_llvm)
{
    check_runs("llvm", long_rows, sizeof long_rows / sizeof *long_rows, "check Y        f32   output");
}
END_TEST

START_TEST(build_emits_llvm)
{
    if (!tl_have_llvm()) {
        printf("skipped: tilec is built without LLVM (the llvm emits are checked by make LLVM=1 check)\n");
        ck_assert_int_eq(tilec("build examples/gemm.tile --target llvm --emit llvm-ir"), 1);
        assert_out("tilec is built without LLVM");
        return;
    }
    ck_assert_int_eq(tilec("build examples/vector_add.tile --target llvm --emit llvm-ir"), 0);
    assert_out("define");
    assert_out("@tilec_launch_vector_add");
    ck_assert_int_eq(tilec("build examples/vector_add.tile --target llvm --emit asm"), 0);
    assert_out("tilec_launch_vector_add:");
    ck_assert_int_eq(system("rm -rf " TL_TEST_BUILD_DIR "/cli-llvm"), 0);
    ck_assert_int_eq(tilec("build examples/gemm.tile --target llvm --emit obj -o " TL_TEST_BUILD_DIR "/cli-llvm"), 0);
    ck_assert_int_eq(tilec("build examples/gemm.tile --target llvm --emit obj -o " TL_TEST_BUILD_DIR "/cli-llvm 2>&1; nm "
                           TL_TEST_BUILD_DIR "/cli-llvm/gemm.o"), 0);
    assert_out("T tilec_launch_matmul");
    ck_assert_int_eq(tilec("build examples/gemm.tile --target c --emit llvm-ir"), 1);
    assert_out("its device codegen 'c' emits source, asm, obj, host, not 'llvm-ir'");
    ck_assert_int_eq(tilec("build --help"), 0);
    assert_out("llvm     codegen llvm     source llvm-ir asm obj");
}
END_TEST

START_TEST(build_emits_through_the_c_compiler)
{
    /* the C codegen's asm and obj come from the system C compiler */
    ck_assert_int_eq(system("rm -rf " TL_TEST_BUILD_DIR "/cli-cobj"), 0);
    ck_assert_int_eq(tilec("build examples/gemm.tile --target c --emit asm -o " TL_TEST_BUILD_DIR "/cli-cobj 2>&1; grep -c '^tilec_launch_matmul:' "
                           TL_TEST_BUILD_DIR "/cli-cobj/gemm.s"), 0);
    assert_out("cli-cobj/gemm.s");
    ck_assert_int_eq(tilec("build examples/gemm.tile --target c --emit obj -o " TL_TEST_BUILD_DIR "/cli-cobj 2>&1; nm "
                           TL_TEST_BUILD_DIR "/cli-cobj/gemm.o"), 0);
    assert_out("T tilec_launch_matmul");
    /* -o copies in C, whatever the folder's name holds */
    ck_assert_int_eq(system("rm -rf '" TL_TEST_BUILD_DIR "/cli q'\\''$(touch pwned)'"), 0);
    ck_assert_int_eq(tilec("build examples/vector_add.tile --target c -o '" TL_TEST_BUILD_DIR "/cli q'\\''$(touch pwned)'"), 0);
    ck_assert_int_eq(access(TL_TEST_BUILD_DIR "/cli q'$(touch pwned)/vector_add.so", F_OK), 0);
    ck_assert_int_ne(access("pwned", F_OK), 0);
    /* a source whose path would end the comment at the top of the generated C builds */
    ck_assert_int_eq(system("mkdir -p '" TL_TEST_BUILD_DIR "/evil*' && cp examples/vector_add.tile '" TL_TEST_BUILD_DIR
                            "/evil*/v.tile'"), 0);
    ck_assert_int_eq(tilec("run '" TL_TEST_BUILD_DIR "/evil*/v.tile' --target c --no-cache --check"), 0);
    assert_out("ran vector_add on c via cython");
    ck_assert_int_eq(tilec("build '" TL_TEST_BUILD_DIR "/evil*/v.tile' --target c --emit source"), 0);
    assert_out("generated by tilec from " TL_TEST_BUILD_DIR "/evil?/v.tile for target c");
    /* the host code of target c stands alone: it includes no prelude */
    ck_assert_int_eq(tilec("build examples/gemm.tile --target c --exec tvm_ffi --emit host"), 0);
    assert_out("int tilec_packed_matmul(");
    ck_assert_ptr_null(strstr(out, "tilec_prelude.h"));
}
END_TEST

/* Every target option is checked where it is read: the command refuses with
 * the column, and neither LLVM nor the C compiler ever sees a bad name. */
START_TEST(target_options_checked)
{
    ck_assert_int_eq(tilec("resolve --target 'cuda -arch=sm_80 -arch=sm_90'"), 1);
    assert_out("tilec: error: invalid target 'cuda -arch=sm_80 -arch=sm_90': column 18: option -arch is given twice");
    ck_assert_int_eq(tilec("resolve --target 'cuda -max_threads_per_block=-1'"), 1);
    assert_out("column 29: cuda target: max_threads_per_block '-1' is not a decimal integer");
    ck_assert_int_eq(tilec("resolve --target 'cuda -max_threads_per_block=1e999999'"), 1);
    assert_out("column 30: cuda target: max_threads_per_block '1e999999' is not a decimal integer");
    ck_assert_int_eq(tilec("resolve --target '{\"kind\": \"cuda\", \"arch\": \"sm_90\", \"arch\": \"sm_80\"}'"), 1);
    assert_out("attribute 'arch' is given twice");
    /* an mcpu the C compiler would have been given as -march=native instead */
    ck_assert_int_eq(tilec("run examples/vector_add.tile -D N=100 --target 'c -mcpu=Sky!lake'"), 1);
    assert_out("column 9: c target: mcpu 'Sky!lake': unexpected character 'S'");
    if (!tl_have_llvm()) {
        printf("skipped: tilec is built without LLVM (the llvm options are checked by make LLVM=1 check)\n");
        return;
    }
    /* an unknown CPU no longer reaches LLVM (which aborted on it) */
    ck_assert_int_eq(tilec("run examples/vector_add.tile -D N=100 --target 'llvm -mcpu=bogus'"), 1);
    assert_out("tilec: error: invalid target 'llvm -mcpu=bogus': column 12: llvm target: mcpu 'bogus' is not a CPU of LLVM's");
    ck_assert_ptr_null(strstr(out, "LLVM ERROR"));
    ck_assert_ptr_null(strstr(out, "not a recognized"));
    ck_assert_int_eq(tilec("resolve --target llvm --host 'llvm -mattr=+bogus'"), 1);
    assert_out("'bogus' is not a feature of LLVM's");
    /* another machine's code: emitted, never run (it died with SIGILL) */
    struct utsname u;
    ck_assert_int_eq(uname(&u), 0);
    const char *foreign = strcmp(u.machine, "x86_64") == 0 ? "aarch64-linux-gnu" : "x86_64-linux-gnu";
    char args[512];
    snprintf(args, sizeof args, "build examples/vector_add.tile --target 'llvm -mtriple=%s' --emit asm", foreign);
    ck_assert_int_eq(tilec(args), 0);
    assert_out("tilec_launch_vector_add");
    snprintf(args, sizeof args, "run examples/vector_add.tile -D N=100 --target 'llvm -mtriple=%s'", foreign);
    ck_assert_int_eq(tilec(args), 1);
    assert_out("cannot run on this machine");
    assert_out("it can be emitted (tilec build --emit llvm-ir, asm or obj), not run");
}
END_TEST

Suite *make_suite(void)
{
    Suite *s = suite_create("cli");
    TCase *tc = tcase_create("commands");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, backends_json);
    tcase_add_test(tc, backends_text);
    tcase_add_test(tc, resolve_steps);
    tcase_add_test(tc, resolve_errors);
    tcase_add_test(tc, pipeline_lists_passes);
    tcase_add_test(tc, usage_errors);
    tcase_add_test(tc, build_emits_ir);
    tcase_add_test(tc, run_checks_against_the_interpreter);
    tcase_add_test(tc, gemm_cpu_edges_c);
    tcase_add_test(tc, gemm_cpu_edges_llvm);
    tcase_add_test(tc, row_kernels_long_rows_c);
    tcase_add_test(tc, row_kernels_long_rows_llvm);
    tcase_add_test(tc, build_emits_through_the_c_compiler);
    tcase_add_test(tc, build_emits_llvm);
    tcase_add_test(tc, random_inputs_one_stream);
    tcase_add_test(tc, target_options_checked);
    tcase_add_test(tc, narrowed_reductions_match_the_interpreter);
    tcase_add_test(tc, copy_calls_match_the_interpreter);
    tcase_add_test(tc, copy_masks_match_the_interpreter);
    tcase_add_test(tc, bool_indices_match_the_interpreter);
    tcase_add_test(tc, atomic_adds_from_parallel_blocks_all_land);
    tcase_add_test(tc, forwarded_copies_match_the_interpreter);
    tcase_add_test(tc, fused_rows_match_the_interpreter);
    tcase_add_test(tc, streamed_rows_match_the_interpreter);
    tcase_add_test(tc, vectors_of_512_bits_on_x86);
    tcase_add_test(tc, copy_loops_stay_rolled_on_llvm);
    tcase_add_test(tc, exp_below_max_marks_only_shifted_maxima);
    suite_add_tcase(s, tc);
    return s;
}

TL_TEST_MAIN()
