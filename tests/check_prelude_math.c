/*
 * check_prelude_math.c: the CPU prelude's math helpers as generated kernels
 * compile them (-O3 -march=native -fwrapv -fno-trapping-math -fno-math-errno). tl_expf, the
 * vectorizable single-precision exp, is compared over its whole range with the
 * double exp rounded to float (what the interpreter computes): at most 1 ulp,
 * and exact at the special values (NaN, +-inf, overflow, underflow to 0);
 * tl_expf_nonpos gives its bits for every float at most 0 and every NaN.
 * The f16/bf16 conversions' fast paths (hardware F16C, float bit rounding)
 * give the exact software path's result on 2M random floats and every half.
 * tl_rt_copy (the generated C's copy loops) copies every length to 300
 * bytes at many alignments exactly, and nothing outside its range.
 */
#include <unistd.h>

#include "cpu/cpu.h"
#include "runtime/runtime.h"
#include "testutil.h"

static const char driver[] =
    "#include \"tilec_prelude.h\"\n"
    "#include <stdio.h>\n"
    "int main(void)\n"
    "{\n"
    "    double worst = 0;\n"
    "    long n = 0;\n"
    "    for (float x = -110.0f; x < 95.0f; x += 0.00037f, n++) {\n"
    "        float want = (float)exp((double)x), got = tl_expf(x);\n"
    "        if (want == got)\n"
    "            continue;\n"
    "        double ulp = fabs((double)got - want) / (nextafterf(want, INFINITY) - want);\n"
    "        if (!(ulp <= worst))\n"
    "            worst = ulp;\n"
    "    }\n"
    "    int special = isnan(tl_expf(NAN)) && tl_expf(INFINITY) == INFINITY && tl_expf(-INFINITY) == 0.0f &&\n"
    "                  tl_expf(100.0f) == INFINITY && tl_expf(-120.0f) == 0.0f && tl_expf(0.0f) == 1.0f;\n"
    /* tl_expf_nonpos: tl_expf's bits for every x <= 0 (-0 and the negative
     * NaNs included: every float with its sign set), +0 and the positive NaNs */
    "    long nonpos_bad = 0;\n"
    "    for (uint32_t hi = 0x8000u; hi <= 0xffffu; hi++) {\n"
    "        int bad = 0;\n"
    "        for (uint32_t lo = 0; lo < 65536; lo++) {\n"
    "            uint32_t u = hi << 16 | lo, ab, bb;\n"
    "            float x, a, b;\n"
    "            memcpy(&x, &u, 4);\n"
    "            a = tl_expf(x), b = tl_expf_nonpos(x);\n"
    "            memcpy(&ab, &a, 4);\n"
    "            memcpy(&bb, &b, 4);\n"
    "            bad += ab != bb;\n"
    "        }\n"
    "        nonpos_bad += bad;\n"
    "    }\n"
    "    for (uint32_t u = 0x7f800001u; u <= 0x7fffffffu; u++) {\n"
    "        float x;\n"
    "        memcpy(&x, &u, 4);\n"
    "        nonpos_bad += !isnan(tl_expf_nonpos(x));\n"
    "    }\n"
    "    nonpos_bad += tl_expf_nonpos(0.0f) != 1.0f;\n"
    "    /* the half conversions' fast paths agree with the exact software path */\n"
    "    unsigned long state = 12345;\n"
    "    for (long i = 0; i < 2000000; i++) {\n"
    "        state = state * 6364136223846793005UL + 1442695040888963407UL;\n"
    "        uint32_t bits = (uint32_t)(state >> 32);\n"
    "        float f;\n"
    "        memcpy(&f, &bits, 4);\n"
    "        if (tl_f16_from_double(f) != (uint16_t)tl_rt_small_from_double(f, 10, 5) ||\n"
    "            (f == f && tl_bf16_from_double(f) != (uint16_t)tl_rt_small_from_double(f, 7, 8)))\n"
    "            special = 0;\n"
    "    }\n"
    "    for (uint32_t h = 0; h < 65536; h++)\n"
    "        if ((h & 0x7c00) != 0x7c00 && tl_f16_from_double(tl_f16_to_f32((uint16_t)h)) != h)\n"
    "            special = 0;\n"
    /* tl_rt_copy: every length to 300 bytes at many alignments, nothing
     * outside the destination's range touched */
    "    static unsigned char src[512], dst[512];\n"
    "    int copy_ok = 1;\n"
    "    for (int i = 0; i < 512; i++)\n"
    "        src[i] = (unsigned char)(i * 7 + 3);\n"
    "    for (int len = 0; len <= 300; len++)\n"
    "        for (int off = 0; off < 64; off += 3) {\n"
    "            const unsigned char *from = src + 64 - off / 2;\n"
    "            memset(dst, 0xAA, sizeof dst);\n"
    "            tl_rt_copy(dst + off, from, len);\n"
    "            for (int i = 0; i < 512; i++)\n"
    "                if (dst[i] != (i >= off && i < off + len ? from[i - off] : 0xAA))\n"
    "                    copy_ok = 0;\n"
    "        }\n"
    "    printf(\"%ld %.3f %d %d %ld\\n\", n, worst, special, copy_ok, nonpos_bad);\n"
    "    return 0;\n"
    "}\n";

static void write_file(const char *path, const char *text, size_t n)
{
    FILE *f = fopen(path, "wb");
    ck_assert_ptr_nonnull(f);
    ck_assert_uint_eq(fwrite(text, 1, n, f), n);
    fclose(f);
}

START_TEST(expf_within_one_ulp)
{
    char dir[] = "/tmp/tilec-math-XXXXXX", path[256], cmd[1024];
    ck_assert_ptr_nonnull(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/tilec_prelude.h", dir);
    write_file(path, tl_cpu_prelude, tl_cpu_prelude_len);
    snprintf(path, sizeof path, "%s/t.c", dir);
    write_file(path, driver, strlen(driver));
    snprintf(cmd, sizeof cmd,
             "cc -O3 -march=native -std=c11 -fwrapv -fno-trapping-math -fno-math-errno %s -I%s %s -o %s/t -lm -lpthread && %s/t >%s/out",
             tl_cc_is_gcc() ? "-fno-tree-loop-distribute-patterns" : "",
             dir, path, dir, dir, dir);
    ck_assert_msg(system(cmd) == 0, "%s failed", cmd);
    snprintf(path, sizeof path, "%s/out", dir);
    FILE *f = fopen(path, "r");
    ck_assert_ptr_nonnull(f);
    long n = 0;
    double worst = -1;
    int special = 0, copy_ok = 0;
    long nonpos_bad = -1;
    ck_assert_int_eq(fscanf(f, "%ld %lf %d %d %ld", &n, &worst, &special, &copy_ok, &nonpos_bad), 5);
    fclose(f);
    printf("tl_expf: %ld points, worst %.3f ulp\n", n, worst);
    ck_assert_int_gt(n, 500000);
    ck_assert_msg(worst <= 1.0, "tl_expf is %.3f ulp off", worst);
    ck_assert_int_eq(special, 1);
    ck_assert_msg(copy_ok, "tl_rt_copy copied a wrong byte or one outside its range");
    ck_assert_msg(nonpos_bad == 0, "tl_expf_nonpos differs from tl_expf at %ld floats <= 0 or NaNs", nonpos_bad);
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    ck_assert_int_eq(system(cmd), 0);
}
END_TEST

Suite *make_suite(void)
{
    Suite *s = suite_create("prelude_math");
    TCase *tc = tcase_create("expf");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, expf_within_one_ulp);
    suite_add_tcase(s, tc);
    return s;
}

TL_TEST_MAIN()
