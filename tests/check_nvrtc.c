/*
 * check_nvrtc.c: NVRTC loaded at run time (src/cuda/nvrtc.c). A small kernel
 * compiles to a cubin for sm_80 and sm_90a and to PTX; a compile error carries
 * NVRTC's log with the offending source line quoted; bad arguments are refused
 * before NVRTC is called. Where libnvrtc is absent, the cases print
 * "skipped: <reason>" and check only that the error says why.
 */
#include "testutil.h"

#include "cuda/nvrtc.h"
#include "util/arena.h"

static const char *const saxpy =
    "#include <cuda_fp16.h>\n"
    "extern \"C\" __global__ void __launch_bounds__(128) saxpy(float *y, const float *x, float a, long long n)\n"
    "{\n"
    "    long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    extern __shared__ __align__(16) unsigned char smem[];\n"
    "    if (i < n) y[i] = a * x[i] + y[i] + __half2float(__float2half(0.0f)) + (float)smem[0] * 0.0f;\n"
    "}\n";

/* true when NVRTC is here; otherwise prints why the case is skipped */
static bool have_nvrtc(const char *what)
{
    char reason[256];
    if (tl_nvrtc_load(reason, sizeof reason))
        return true;
    printf("skipped: %s: %s\n", what, reason);
    ck_assert_ptr_null(tl_nvrtc_version());
    return false;
}

/* A cubin is an ELF file. */
static void assert_elf(const void *p, size_t n)
{
    ck_assert_uint_gt(n, 64);
    ck_assert_int_eq(memcmp(p, "\177ELF", 4), 0);
}

START_TEST(version_is_major_minor)
{
    if (!have_nvrtc("the NVRTC version"))
        return;
    const char *v = tl_nvrtc_version();
    ck_assert_ptr_nonnull(v);
    int major = 0, minor = -1;
    ck_assert_int_eq(sscanf(v, "%d.%d", &major, &minor), 2);
    ck_assert_int_ge(major, 12);
    ck_assert_int_ge(minor, 0);
}
END_TEST

START_TEST(cubin_for_sm80_and_sm90a)
{
    if (!have_nvrtc("compiling a kernel for sm_80 and sm_90a"))
        return;
    static const char *const archs[] = { "sm_80", "sm_90a" };
    for (int i = 0; i < 2; i++) {
        void *out = NULL;
        size_t n = 0;
        tl_error err = { 0 };
        bool ok = tl_nvrtc_compile(saxpy, "saxpy.cu", archs[i], NULL, 0, false, &out, &n, &err);
        ck_assert_msg(ok, "%s: %s", archs[i], err.msg);
        assert_elf(out, n);
        free(out);
    }
}
END_TEST

START_TEST(ptx_with_options)
{
    if (!have_nvrtc("compiling a kernel to PTX"))
        return;
    const char *opts[] = { "-lineinfo", "--use_fast_math" };
    void *out = NULL;
    size_t n = 0;
    tl_error err = { 0 };
    ck_assert_msg(tl_nvrtc_compile(saxpy, "saxpy.cu", "sm_90a", opts, 2, true, &out, &n, &err), "%s", err.msg);
    ck_assert_uint_eq(strlen(out), n);
    ck_assert_ptr_nonnull(strstr(out, ".target sm_90a"));
    ck_assert_ptr_nonnull(strstr(out, ".entry saxpy("));
    free(out);
}
END_TEST

START_TEST(compile_error_quotes_the_source_line)
{
    if (!have_nvrtc("an NVRTC compile error"))
        return;
    const char *bad = "extern \"C\" __global__ void k(float *y)\n"
                      "{\n"
                      "    y[0] = undeclared_name + 1.0f;\n"
                      "}\n";
    void *out = (void *)1;
    size_t n = 7;
    tl_error err = { 0 };
    ck_assert(!tl_nvrtc_compile(bad, "bad.cu", "sm_80", NULL, 0, false, &out, &n, &err));
    ck_assert_ptr_null(out);
    ck_assert_uint_eq(n, 0);
    ck_assert_int_eq(err.code, TL_ERR_INVALID);
    tl_assert_msg_contains(&err, "compiling bad.cu for sm_80 failed");
    tl_assert_msg_contains(&err, "bad.cu(3)");
    tl_assert_msg_contains(&err, "undeclared_name");
    /* quoted once: by NVRTC 13 itself, or by tilec after the diagnostic */
    const char *q = strstr(err.msg, "y[0] = undeclared_name + 1.0f;");
    ck_assert_msg(q != NULL, "%s", err.msg);
    ck_assert_ptr_null(strstr(q + 1, "y[0] = undeclared_name + 1.0f;"));
}
END_TEST

START_TEST(brief_diagnostics_get_the_line_from_tilec)
{
    if (!have_nvrtc("an NVRTC compile error with brief diagnostics"))
        return;
    const char *bad = "extern \"C\" __global__ void k(float *y)\n"
                      "{\n"
                      "    y[0] = undeclared_name + 1.0f;\n"
                      "}\n";
    const char *opts[] = { "--brief-diagnostics=true" };
    void *out = NULL;
    size_t n = 0;
    tl_error err = { 0 };
    ck_assert(!tl_nvrtc_compile(bad, "bad.cu", "sm_90a", opts, 1, false, &out, &n, &err));
    tl_assert_msg_contains(&err, "bad.cu(3)");
    tl_assert_msg_contains(&err, "      3 |     y[0] = undeclared_name + 1.0f;");
}
END_TEST

/* ptxas's errors come at the end of NVRTC's log, after every warning of the
 * front end: the message puts them first, so that the warnings cannot push
 * them past its end (a kernel with many unused variables, as generated code
 * has, then a PTX instruction ptxas does not know). */
START_TEST(ptxas_error_comes_before_the_warnings)
{
    if (!have_nvrtc("a ptxas error after many warnings"))
        return;
    tl_strbuf src = { 0 };
    tl_strbuf_puts(&src, "extern \"C\" __global__ void k(float *y)\n{\n");
    for (int i = 0; i < 24; i++)
        tl_strbuf_printf(&src, "    int unused_variable_number_%d = %d;\n", i, i);
    tl_strbuf_puts(&src, "    asm volatile(\"not_an_instruction_of_ptx;\");\n    y[0] = 1.0f;\n}\n");
    void *out = NULL;
    size_t n = 0;
    tl_error err = { 0 };
    ck_assert(!tl_nvrtc_compile(tl_strbuf_cstr(&src), "warned.cu", "sm_90a", NULL, 0, false, &out, &n, &err));
    tl_strbuf_free(&src);
    ck_assert_int_eq(err.code, TL_ERR_INVALID);
    const char *e = strstr(err.msg, "not_an_instruction_of_ptx"), *w = strstr(err.msg, "warning");
    ck_assert_msg(e != NULL, "%s", err.msg);
    ck_assert_msg(w == NULL || e < w, "%s", err.msg);
    tl_assert_msg_contains(&err, "ptxas");
}
END_TEST

START_TEST(bad_option_is_an_error)
{
    if (!have_nvrtc("an unknown NVRTC option"))
        return;
    const char *opts[] = { "--no-such-option" };
    void *out = NULL;
    size_t n = 0;
    tl_error err = { 0 };
    ck_assert(!tl_nvrtc_compile(saxpy, "saxpy.cu", "sm_80", opts, 1, false, &out, &n, &err));
    tl_assert_msg_contains(&err, "nvrtc: compiling saxpy.cu");
}
END_TEST

START_TEST(bad_arch_refused)
{
    void *out = NULL;
    size_t n = 0;
    tl_error err = { 0 };
    ck_assert(!tl_nvrtc_compile(saxpy, "saxpy.cu", "gfx90a", NULL, 0, false, &out, &n, &err));
    /* without NVRTC the missing library is the reason given first */
    ck_assert(strstr(err.msg, "gfx90a") || strstr(err.msg, "libnvrtc"));
    ck_assert(!tl_nvrtc_compile(saxpy, "saxpy.cu", NULL, NULL, 0, false, &out, &n, &err));
    ck_assert(!tl_nvrtc_compile(saxpy, "saxpy.cu", "sm_80", NULL, -1, false, &out, &n, &err));
    ck_assert_ptr_null(out);
}
END_TEST

static Suite *make_suite(void)
{
    Suite *s = suite_create("nvrtc");
    TCase *tc = tcase_create("nvrtc");
    tcase_set_timeout(tc, 120); /* NVRTC's first compile loads 100 MB */
    tcase_add_test(tc, version_is_major_minor);
    tcase_add_test(tc, cubin_for_sm80_and_sm90a);
    tcase_add_test(tc, ptx_with_options);
    tcase_add_test(tc, compile_error_quotes_the_source_line);
    tcase_add_test(tc, brief_diagnostics_get_the_line_from_tilec);
    tcase_add_test(tc, ptxas_error_comes_before_the_warnings);
    tcase_add_test(tc, bad_option_is_an_error);
    tcase_add_test(tc, bad_arch_refused);
    suite_add_tcase(s, tc);
    return s;
}

TL_TEST_MAIN()
