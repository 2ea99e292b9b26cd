/*
 * check_npy.c: NumPy .npy files (src/runtime/npy.c) and `tilec run`'s real
 * inputs:
 *   - every dtype written and read back bit for bit, 1-D (NumPy's "(n,)"),
 *     0-D and 3-D shapes, a header in version 2.0; the header written as
 *     NumPy writes it, data 64-byte aligned;
 *   - bad files refused with a message naming the file and the reason (not
 *     .npy, unknown version, truncated header or data, extra data, big
 *     endian, Fortran order, structured and unknown dtypes, a header lacking
 *     or repeating a key, a bad shape), bf16 refused on write;
 *   - tilec run --input/--output: a vector add from files, on c and llvm,
 *     the output equal to a C loop's; dims bound from the files; a wrong
 *     dtype, rank or size named with its file;
 *   - --dist index:N keeps a gather's indices within X, whose values come
 *     through; integers by default span their dtype's range.
 */
#include <math.h>
#include <sys/wait.h>

#include "ir/value.h"
#include "interp/interp.h"
#include "runtime/npy.h"
#include "runtime/runtime.h"
#include "testutil.h"

#define DIR TL_TEST_BUILD_DIR "/npy-test"

static char out[1 << 16];

static int tilec(const char *args)
{
    char cmd[2048];
    snprintf(cmd, sizeof cmd, "%s/tilec %s 2>&1", TL_TEST_BUILD_DIR, args);
    FILE *p = popen(cmd, "r");
    ck_assert_ptr_nonnull(p);
    size_t n = fread(out, 1, sizeof out - 1, p);
    out[n] = 0;
    int status = pclose(p);
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

#define assert_out(needle) ck_assert_msg(strstr(out, (needle)) != NULL, "output lacks '%s':\n%s", (needle), out)

static void setup_dir(void)
{
    ck_assert_int_eq(system("mkdir -p " DIR), 0);
}

/* ---- the format ---------------------------------------------------------- */

START_TEST(round_trip_every_dtype)
{
    setup_dir();
    static const tl_dtype ts[] = { TL_DT_BOOL, TL_DT_I8,  TL_DT_I16, TL_DT_I32, TL_DT_I64, TL_DT_U8,
                                   TL_DT_U16,  TL_DT_U32, TL_DT_U64, TL_DT_F16, TL_DT_F32, TL_DT_F64 };
    for (size_t i = 0; i < sizeof ts / sizeof *ts; i++) {
        int64_t shape[3] = { 2, 3, 5 };
        size_t es = ts[i] == TL_DT_BOOL ? 1 : (size_t)tl_dtype_bits(ts[i]) / 8, n = 30;
        unsigned char data[30 * 8];
        for (size_t b = 0; b < n * es; b++)
            data[b] = (unsigned char)(b * 37 + i);
        if (ts[i] == TL_DT_BOOL)
            for (size_t b = 0; b < n; b++)
                data[b] &= 1;
        for (int nd = 0; nd <= 3; nd++) {
            int64_t sh[3] = { shape[0], shape[1], shape[2] };
            size_t cnt = nd == 0 ? 1 : nd == 1 ? 30 : nd == 2 ? 6 : 30;
            if (nd == 1)
                sh[0] = 30;
            if (nd == 2)
                sh[0] = 2, sh[1] = 3;
            char path[256];
            snprintf(path, sizeof path, DIR "/rt_%s_%d.npy", tl_dtype_name(ts[i]), nd);
            tl_error err = { 0 };
            ck_assert_msg(tl_npy_write(path, ts[i], nd, sh, data, &err), "%s", err.msg);
            tl_npy a;
            ck_assert_msg(tl_npy_read(path, &a, &err), "%s", err.msg);
            ck_assert_int_eq(a.dtype, ts[i]);
            ck_assert_int_eq(a.ndim, nd);
            for (int d = 0; d < nd; d++)
                ck_assert_int_eq(a.shape[d], sh[d]);
            ck_assert_uint_eq(a.elems, cnt);
            ck_assert_uint_eq(a.bytes, cnt * es);
            ck_assert_int_eq(memcmp(a.data, data, cnt * es), 0);
            tl_npy_free(&a);
        }
    }
    /* the header as NumPy writes it, the data 64-byte aligned */
    size_t len;
    FILE *f = fopen(DIR "/rt_f32_1.npy", "rb");
    ck_assert_ptr_nonnull(f);
    char buf[256];
    len = fread(buf, 1, sizeof buf, f);
    fclose(f);
    ck_assert_uint_ge(len, 128);
    ck_assert_int_eq(memcmp(buf, "\x93NUMPY\x01\x00", 8), 0);
    size_t hlen = (unsigned char)buf[8] | (size_t)(unsigned char)buf[9] << 8;
    ck_assert_uint_eq((10 + hlen) % 64, 0);
    ck_assert_int_eq(buf[10 + hlen - 1], '\n');
    ck_assert_int_eq(strncmp(buf + 10, "{'descr': '<f4', 'fortran_order': False, 'shape': (30,), }", 58), 0);
    tl_error err = { 0 };
    /* 4-bit dtypes: packed two to a byte in memory, one per byte in the
     * file (int8 for i4, sign-extended; uint8 for u4 and f4e2m1's codes) */
    const uint8_t packed[3] = { 0x9f, 0x70, 0x0e }; /* elements f 9 0 7 e */
    static const struct {
        tl_dtype t;
        tl_dtype file;
        int8_t want[5];
    } four[] = {
        { TL_DT_I4, TL_DT_I8, { -1, -7, 0, 7, -2 } },
        { TL_DT_U4, TL_DT_U8, { 15, 9, 0, 7, 14 } },
        { TL_DT_F4E2M1, TL_DT_U8, { 15, 9, 0, 7, 14 } },
    };
    for (size_t i = 0; i < 3; i++) {
        char path[256];
        snprintf(path, sizeof path, DIR "/rt_%s.npy", tl_dtype_name(four[i].t));
        ck_assert_msg(tl_npy_write(path, four[i].t, 1, (int64_t[]){ 5 }, packed, &err), "%s", err.msg);
        tl_npy a;
        ck_assert_msg(tl_npy_read(path, &a, &err), "%s", err.msg);
        ck_assert_int_eq(a.dtype, four[i].file);
        ck_assert_uint_eq(a.elems, 5);
        ck_assert_uint_eq(a.bytes, 5);
        ck_assert_int_eq(memcmp(a.data, four[i].want, 5), 0);
        tl_npy_free(&a);
    }
    ck_assert(!tl_npy_write(DIR "/bf.npy", TL_DT_BF16, 1, (int64_t[]){ 1 }, buf, &err));
    ck_assert_msg(strstr(err.msg, "NumPy has no bf16 dtype") && strstr(err.msg, "bf.npy"), "%s", err.msg);
}
END_TEST

/* An image: the magic, version, header (padded by NumPy's rule) and data. */
static size_t image(unsigned char *buf, int major, const char *dict, const void *data, size_t bytes)
{
    size_t pre = major == 1 ? 10 : 12, n = strlen(dict);
    size_t pad = (64 - (pre + n + 1) % 64) % 64, hlen = n + pad + 1;
    memcpy(buf, "\x93NUMPY", 6);
    buf[6] = (unsigned char)major;
    buf[7] = 0;
    buf[8] = (unsigned char)hlen;
    buf[9] = (unsigned char)(hlen >> 8);
    if (major != 1)
        buf[10] = buf[11] = 0;
    memcpy(buf + pre, dict, n);
    memset(buf + pre + n, ' ', pad);
    buf[pre + n + pad] = '\n';
    memcpy(buf + pre + hlen, data, bytes);
    return pre + hlen + bytes;
}

static void refused(const unsigned char *buf, size_t len, const char *why)
{
    tl_npy a;
    tl_error err = { 0 };
    ck_assert_msg(!tl_npy_parse("x.npy", buf, len, &a, &err), "accepted, expected '%s'", why);
    ck_assert_msg(strstr(err.msg, "x.npy: ") == err.msg && strstr(err.msg, why), "'%s' lacks '%s'", err.msg, why);
}

START_TEST(bad_files_are_refused)
{
    unsigned char buf[1024];
    float v[6] = { 1, 2, 3, 4, 5, 6 };
    const char *ok = "{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }";
    size_t n = image(buf, 2, ok, v, sizeof v);
    tl_npy a;
    tl_error err = { 0 };
    ck_assert_msg(tl_npy_parse("x.npy", buf, n, &a, &err), "%s", err.msg); /* version 2.0 */
    ck_assert_int_eq(a.ndim, 2);
    ck_assert(((float *)a.data)[5] == 6);
    tl_npy_free(&a);
    n = image(buf, 1, "{\"shape\":(2,3),\"fortran_order\":False,\"descr\":\"<f4\"}", v, sizeof v);
    ck_assert_msg(tl_npy_parse("x.npy", buf, n, &a, &err), "%s", err.msg); /* any key order, quotes */
    tl_npy_free(&a);

    refused((const unsigned char *)"PK\x03\x04 not npy at all", 20, "not a .npy file");
    n = image(buf, 4, ok, v, sizeof v);
    refused(buf, n, "version 4.0 is not one tilec reads");
    n = image(buf, 1, ok, v, sizeof v);
    refused(buf, 40, "truncated in its header");
    refused(buf, n - 1, "need 24 bytes of data, the file has 23 (truncated)");
    unsigned char big[1024];
    memcpy(big, buf, n);
    big[n] = 0;
    refused(big, n + 1, "the file has 25");
    n = image(buf, 1, "{'descr': '>f4', 'fortran_order': False, 'shape': (2, 3), }", v, sizeof v);
    refused(buf, n, "big-endian");
    n = image(buf, 1, "{'descr': '<f4', 'fortran_order': True, 'shape': (2, 3), }", v, sizeof v);
    refused(buf, n, "Fortran order");
    n = image(buf, 1, "{'descr': [('a', '<f4')], 'fortran_order': False, 'shape': (6,), }", v, sizeof v);
    refused(buf, n, "structured dtype");
    n = image(buf, 1, "{'descr': '<c8', 'fortran_order': False, 'shape': (3,), }", v, sizeof v);
    refused(buf, n, "dtype '<c8' is not one tilec has");
    n = image(buf, 1, "{'descr': '|O', 'fortran_order': False, 'shape': (3,), }", v, sizeof v);
    refused(buf, n, "dtype '|O' is not one tilec reads");
    n = image(buf, 1, "{'descr': '<f4', 'shape': (2, 3), }", v, sizeof v);
    refused(buf, n, "it lacks 'fortran_order'");
    n = image(buf, 1, "{'descr': '<f4', 'descr': '<f4', 'fortran_order': False, 'shape': (6,), }", v, sizeof v);
    refused(buf, n, "unexpected key 'descr'");
    n = image(buf, 1, "{'descr': '<f4', 'fortran_order': False, 'shape': (2, -3), }", v, sizeof v);
    refused(buf, n, "a dim of 'shape' must be a non-negative integer");
    n = image(buf, 1, "{'descr': '<f4', 'fortran_order': False, 'shape': (1,1,1,1,1,1,1,1,6), }", v, sizeof v);
    refused(buf, n, "more than 8 dims");
    n = image(buf, 1, "{'descr': '<f4', 'fortran_order': maybe, 'shape': (6,), }", v, sizeof v);
    refused(buf, n, "'fortran_order' must be True or False");
    err.msg[0] = 0;
    ck_assert(!tl_npy_read(DIR "/no/such.npy", &a, &err));
    ck_assert_msg(strstr(err.msg, "no/such.npy: cannot open"), "%s", err.msg);
}
END_TEST

/* ---- tilec run ------------------------------------------------------------- */

static void write_f32(const char *path, int64_t n, float (*f)(int64_t))
{
    float *v = malloc((size_t)n * sizeof *v);
    for (int64_t i = 0; i < n; i++)
        v[i] = f(i);
    tl_error err = { 0 };
    ck_assert_msg(tl_npy_write(path, TL_DT_F32, 1, &n, v, &err), "%s", err.msg);
    free(v);
}

static float fa(int64_t i) { return (float)i * 0.25f - 7.0f; }
static float fb(int64_t i) { return (float)((i * 7919) % 1013) / 3.0f; }

START_TEST(run_from_files)
{
    setup_dir();
    const int64_t N = 2500; /* not a multiple of the 1024-element tile */
    write_f32(DIR "/a.npy", N, fa);
    write_f32(DIR "/b.npy", N, fb);
    const char *targets[] = { "c", "llvm" };
    for (int t = 0; t < 2; t++) {
        if (t == 1 && !tl_have_llvm()) {
            printf("skipped: --input on llvm (tilec is built without LLVM)\n");
            continue;
        }
        char args[1024];
        snprintf(args, sizeof args,
                 "run examples/vector_add.tile --target %s --input A=" DIR "/a.npy --input B=" DIR
                 "/b.npy --output C=" DIR "/c_%s.npy --check",
                 targets[t], targets[t]);
        ck_assert_msg(tilec(args) == 0, "%s", out);
        assert_out("N = 2500 (from " DIR "/a.npy)");
        assert_out("wrote " DIR "/c_");
        ck_assert_ptr_null(strstr(out, "MISMATCH"));
        char path[256];
        snprintf(path, sizeof path, DIR "/c_%s.npy", targets[t]);
        tl_npy c;
        tl_error err = { 0 };
        ck_assert_msg(tl_npy_read(path, &c, &err), "%s", err.msg);
        ck_assert_int_eq(c.dtype, TL_DT_F32);
        ck_assert_int_eq(c.ndim, 1);
        ck_assert_int_eq(c.shape[0], N);
        for (int64_t i = 0; i < N; i++)
            ck_assert_float_eq(((float *)c.data)[i], fa(i) + fb(i));
        tl_npy_free(&c);
    }
    /* mistakes, each named with its file */
    int64_t n = 10;
    double d[10] = { 0 };
    tl_error err = { 0 };
    ck_assert(tl_npy_write(DIR "/d.npy", TL_DT_F64, 1, &n, d, &err));
    ck_assert_int_eq(tilec("run examples/vector_add.tile --target c --input A=" DIR "/d.npy"), 1);
    assert_out(DIR "/d.npy: the array is f64, but A is f32");
    write_f32(DIR "/a10.npy", 10, fa);
    ck_assert_int_eq(tilec("run examples/vector_add.tile --target c --input A=" DIR "/a.npy --input B=" DIR
                           "/a10.npy"),
                     1);
    assert_out(DIR "/a10.npy: dim 0 (N) is 10, but " DIR "/a.npy gives N = 2500");
    ck_assert_int_eq(tilec("run examples/vector_add.tile --target c -D N=11 --input A=" DIR "/a10.npy"), 1);
    assert_out(DIR "/a10.npy: dim 0 is 10, but A's is 11");
    ck_assert_int_eq(tilec("run examples/gemm.tile --target c --input A=" DIR "/a10.npy"), 1);
    assert_out(DIR "/a10.npy: the array has 1 dim, but A has 2");
    ck_assert_int_eq(tilec("run examples/vector_add.tile --target c --input Z=" DIR "/a10.npy"), 1);
    assert_out("--input Z: kernel vector_add has no parameter 'Z'");
    ck_assert_int_eq(tilec("run examples/vector_add.tile --target c --input A=" DIR "/missing.npy"), 1);
    assert_out(DIR "/missing.npy: cannot open");
    ck_assert_int_eq(tilec("run examples/vector_add.tile --target c --input A"), 2);
    assert_out("--input expects NAME=file.npy");
    ck_assert_int_eq(tilec("build examples/vector_add.tile --target c --output C=x.npy"), 2);
}
END_TEST

static const char gather_src[] =
    "# Y[m] = X[I[m]]: I must index within X\n"
    "kernel gather(I: i32[M], X: f32[N], Y: f32[M]) grid(ceildiv(M, 64)) threads(64) as (bx) {\n"
    "    for i in parallel(64) {\n"
    "        Y[bx * 64 + i] = X[I[bx * 64 + i]]\n"
    "    }\n"
    "}\n"
    "kernel ints(A: i32[M], B: i8[M], C: u16[M], D: f32[M]) grid(1) threads(1) as (bx) {\n"
    "    D[0] = 0.0\n"
    "}\n";

START_TEST(distributions)
{
    setup_dir();
    FILE *f = fopen(DIR "/gather.tile", "w");
    ck_assert_ptr_nonnull(f);
    fputs(gather_src, f);
    fclose(f);
    write_f32(DIR "/x.npy", 37, fa);
    ck_assert_msg(tilec("run " DIR "/gather.tile --target c -D M=300 --input X=" DIR "/x.npy --dist I=index:N "
                        "--output I=" DIR "/i.npy --output Y=" DIR "/y.npy --check") == 0,
                  "%s", out);
    tl_npy I, Y;
    tl_error err = { 0 };
    ck_assert_msg(tl_npy_read(DIR "/i.npy", &I, &err) && tl_npy_read(DIR "/y.npy", &Y, &err), "%s", err.msg);
    bool seen_last = false;
    for (int64_t m = 0; m < 300; m++) {
        int32_t ix = ((int32_t *)I.data)[m];
        ck_assert_msg(ix >= 0 && ix < 37, "I[%lld] = %d is outside X", (long long)m, ix);
        seen_last |= ix == 36;
        ck_assert_float_eq(((float *)Y.data)[m], fa(ix));
    }
    ck_assert(seen_last);
    tl_npy_free(&I);
    tl_npy_free(&Y);
    /* integers over their range by default; int:, uniform:, normal: as asked */
    ck_assert_msg(tilec("run " DIR "/gather.tile --kernel ints --target c -D M=2000 --output A=" DIR
                        "/ia.npy --output B=" DIR "/ib.npy --dist C=int:3,5 --output C=" DIR "/ic.npy") == 0,
                  "%s", out);
    tl_npy A, B, C;
    ck_assert_msg(tl_npy_read(DIR "/ia.npy", &A, &err) && tl_npy_read(DIR "/ib.npy", &B, &err) &&
                      tl_npy_read(DIR "/ic.npy", &C, &err),
                  "%s", err.msg);
    int32_t amin = INT32_MAX, amax = INT32_MIN;
    int bmin = 127, bmax = -128, cmin = 65535, cmax = 0;
    for (int m = 0; m < 2000; m++) {
        int32_t a = ((int32_t *)A.data)[m];
        int b = ((int8_t *)B.data)[m], c = ((uint16_t *)C.data)[m];
        amin = a < amin ? a : amin, amax = a > amax ? a : amax;
        bmin = b < bmin ? b : bmin, bmax = b > bmax ? b : bmax;
        cmin = c < cmin ? c : cmin, cmax = c > cmax ? c : cmax;
    }
    ck_assert_msg(amin < -1000000000 && amax > 1000000000, "i32 spans [%d, %d]", amin, amax);
    ck_assert_msg(bmin == -128 && bmax == 127, "i8 spans [%d, %d]", bmin, bmax);
    ck_assert_msg(cmin == 3 && cmax == 5, "int:3,5 spans [%d, %d]", cmin, cmax);
    tl_npy_free(&A);
    tl_npy_free(&B);
    tl_npy_free(&C);
    /* misuse */
    ck_assert_int_eq(tilec("run " DIR "/gather.tile --target c --dist I=normal:0,1"), 1);
    assert_out("--dist I=normal:0,1: I is i32; use int:LO,HI or index:DIM");
    ck_assert_int_eq(tilec("run " DIR "/gather.tile --target c --dist I=index:K"), 1);
    assert_out("'K' is not a shape dim or an integer const of kernel gather");
    ck_assert_int_eq(tilec("run " DIR "/gather.tile --kernel ints --target c --dist B=int:0,300"), 1);
    assert_out("--dist B=int:0,300: [0, 300] does not fit i8");
    ck_assert_int_eq(tilec("run " DIR "/gather.tile --target c --dist X=uniform:2,1"), 1);
    assert_out("uniform:LO,HI needs two numbers, LO < HI");
    ck_assert_int_eq(tilec("run " DIR "/gather.tile --target c --dist X=beta:1,2"), 1);
    assert_out("expected uniform:LO,HI, normal:MEAN,STD, int:LO,HI or index:DIM");
}
END_TEST

Suite *make_suite(void)
{
    Suite *s = suite_create("npy");
    TCase *tc = tcase_create("npy");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, round_trip_every_dtype);
    tcase_add_test(tc, bad_files_are_refused);
    tcase_add_test(tc, run_from_files);
    tcase_add_test(tc, distributions);
    suite_add_tcase(s, tc);
    return s;
}

TL_TEST_MAIN()
