/*
 * check_target.c: targets. Every way of writing one (a kind with options, a
 * JSON object, a tag, auto), the per-kind normalization rules from the specs,
 * the host default, and bad input of every kind: each gets an error naming the
 * input and, for what was read from it, the column: syntax, attribute values
 * of the wrong type or range, characters a name cannot hold, an option, field
 * or key given twice.
 */
#include "testutil.h"

static void canonical(const char *text, const char *expected_json)
{
    tl_error err = { 0 };
    tl_target t;
    ck_assert_msg(tl_target_parse(text, &t, &err), "'%s': %s", text, err.msg);
    char json[1024];
    tl_target_to_json(&t, json, sizeof json);
    ck_assert_msg(strcmp(json, expected_json) == 0, "'%s' gives %s, expected %s", text, json, expected_json);
    /* The printed forms parse back to the same target. */
    tl_target again;
    ck_assert_msg(tl_target_parse(json, &again, &err), "%s: %s", json, err.msg);
    char json2[1024];
    tl_target_to_json(&again, json2, sizeof json2);
    ck_assert_str_eq(json, json2);
    char opts[1024];
    tl_target_to_string(&t, opts, sizeof opts);
    ck_assert_msg(tl_target_parse(opts, &again, &err), "%s: %s", opts, err.msg);
    tl_target_to_json(&again, json2, sizeof json2);
    ck_assert_str_eq(json, json2);
}

static const struct {
    const char *text, *json;
} good[] = {
    { "c", "{\"kind\": \"c\", \"keys\": [\"cpu\"]}" },
    { "llvm", "{\"kind\": \"llvm\", \"keys\": [\"cpu\"]}" },
    { "cuda", "{\"kind\": \"cuda\", \"keys\": [\"cuda\", \"gpu\"], \"ldsm\": \"tile\", \"mma\": \"m16n8k16\", \"ring\": \"interior\", \"tma\": \"none\"}" },
    { "  cuda  ", "{\"kind\": \"cuda\", \"keys\": [\"cuda\", \"gpu\"], \"ldsm\": \"tile\", \"mma\": \"m16n8k16\", \"ring\": \"interior\", \"tma\": \"none\"}" },
    { "hip", "{\"kind\": \"hip\", \"keys\": [\"rocm\", \"gpu\"], \"warp_size\": \"64\"}" },
    { "metal", "{\"kind\": \"metal\", \"keys\": [\"metal\", \"gpu\"]}" },
    { "webgpu", "{\"kind\": \"webgpu\", \"keys\": [\"webgpu\", \"gpu\"]}" },
    { "nvidia/h100", "{\"kind\": \"cuda\", \"keys\": [\"cuda\", \"gpu\"], \"arch\": \"sm_90a\", \"kv_fill\": \"tma\", \"ldsm\": \"tile\", \"max_shared_memory_per_block\": \"232448\", \"mma\": \"wgmma\", \"ring\": \"interior\", \"tma\": \"warp\"}" },
    { "nvidia/h200", "{\"kind\": \"cuda\", \"keys\": [\"cuda\", \"gpu\"], \"arch\": \"sm_90a\", \"kv_fill\": \"tma\", \"ldsm\": \"tile\", \"max_shared_memory_per_block\": \"232448\", \"mma\": \"wgmma\", \"ring\": \"interior\", \"tma\": \"warp\"}" },
    { "nvidia/a100", "{\"kind\": \"cuda\", \"keys\": [\"cuda\", \"gpu\"], \"arch\": \"sm_80\", \"ldsm\": \"tile\", \"max_shared_memory_per_block\": \"166912\", \"mma\": \"m16n8k16\", \"ring\": \"interior\", \"tma\": \"none\"}" },
    { "amd/mi300x", "{\"kind\": \"hip\", \"keys\": [\"rocm\", \"gpu\"], \"mcpu\": \"gfx942\", \"warp_size\": \"64\"}" },
    { "cutedsl", "{\"kind\": \"cuda\", \"keys\": [\"cuda\", \"gpu\", \"cutedsl\"], \"ldsm\": \"tile\", \"mma\": \"m16n8k16\", \"ring\": \"interior\", \"tma\": \"none\"}" },
    { "cuda -arch=sm_90a", "{\"kind\": \"cuda\", \"keys\": [\"cuda\", \"gpu\"], \"arch\": \"sm_90a\", \"ldsm\": \"tile\", \"mma\": \"m16n8k16\", \"ring\": \"interior\", \"tma\": \"none\"}" },
    { "cuda --arch=sm_80 -keys=cutedsl", "{\"kind\": \"cuda\", \"keys\": [\"cuda\", \"gpu\", \"cutedsl\"], \"arch\": \"sm_80\", \"ldsm\": \"tile\", \"mma\": \"m16n8k16\", \"ring\": \"interior\", \"tma\": \"none\"}" },
    { "nvidia/h100 -arch=sm_90", "{\"kind\": \"cuda\", \"keys\": [\"cuda\", \"gpu\"], \"arch\": \"sm_90\", \"kv_fill\": \"tma\", \"ldsm\": \"tile\", \"max_shared_memory_per_block\": \"232448\", \"mma\": \"wgmma\", \"ring\": \"interior\", \"tma\": \"warp\"}" },
    /* Attributes come out in the kind's order, whatever order they went in. */
    { "cuda -max_threads_per_block=1024 -arch=sm_90a",
      "{\"kind\": \"cuda\", \"keys\": [\"cuda\", \"gpu\"], \"arch\": \"sm_90a\", \"ldsm\": \"tile\", \"max_threads_per_block\": \"1024\", \"mma\": \"m16n8k16\", \"ring\": \"interior\", \"tma\": \"none\"}" },
    { "{\"kind\": \"cuda\", \"keys\": [\"cuda\", \"gpu\", \"cutedsl\"]}",
      "{\"kind\": \"cuda\", \"keys\": [\"cuda\", \"gpu\", \"cutedsl\"], \"ldsm\": \"tile\", \"mma\": \"m16n8k16\", \"ring\": \"interior\", \"tma\": \"none\"}" },
    { "{\"keys\": [\"cutedsl\"], \"kind\": \"cuda\"}", "{\"kind\": \"cuda\", \"keys\": [\"cuda\", \"gpu\", \"cutedsl\"], \"ldsm\": \"tile\", \"mma\": \"m16n8k16\", \"ring\": \"interior\", \"tma\": \"none\"}" },
    { " { \"kind\" : \"cuda\" , \"arch\" : \"sm_90a\" , \"max_threads_per_block\" : 1024 } ",
      "{\"kind\": \"cuda\", \"keys\": [\"cuda\", \"gpu\"], \"arch\": \"sm_90a\", \"ldsm\": \"tile\", \"max_threads_per_block\": \"1024\", \"mma\": \"m16n8k16\", \"ring\": \"interior\", \"tma\": \"none\"}" },
    { "{\"kind\": \"hip\", \"mcpu\": \"gfx90a\", \"keys\": []}", "{\"kind\": \"hip\", \"keys\": [\"rocm\", \"gpu\"], \"mcpu\": \"gfx90a\", \"warp_size\": \"64\"}" },
    { "{\"kind\": \"\\u0063\"}", "{\"kind\": \"c\", \"keys\": [\"cpu\"]}" },
    { "{\"kind\": \"c\", \"keys\": [\"x\\u002dy\"]}", "{\"kind\": \"c\", \"keys\": [\"cpu\", \"x-y\"]}" },
    /* numbers in range, as options or JSON numbers */
    { "cuda -max_threads_per_block=1 -max_shared_memory_per_block=1073741824",
      "{\"kind\": \"cuda\", \"keys\": [\"cuda\", \"gpu\"], \"ldsm\": \"tile\", \"max_shared_memory_per_block\": \"1073741824\", "
      "\"max_threads_per_block\": \"1\", \"mma\": \"m16n8k16\", \"ring\": \"interior\", \"tma\": \"none\"}" },
    { "{\"kind\": \"hip\", \"max_threads_per_block\": 65536}",
      "{\"kind\": \"hip\", \"keys\": [\"rocm\", \"gpu\"], \"max_threads_per_block\": \"65536\", \"warp_size\": \"64\"}" },
    /* a tag's key given again as an option is the same key, not a repeat */
    { "cutedsl -keys=cutedsl,x.y_z-1", "{\"kind\": \"cuda\", \"keys\": [\"cuda\", \"gpu\", \"cutedsl\", \"x.y_z-1\"], \"ldsm\": \"tile\", \"mma\": \"m16n8k16\", \"ring\": \"interior\", \"tma\": \"none\"}" },
    { "c -mcpu=x86-64-v3", "{\"kind\": \"c\", \"keys\": [\"cpu\"], \"mcpu\": \"x86-64-v3\"}" },
};

START_TEST(parses_good_targets)
{
    canonical(good[_i].text, good[_i].json);
}
END_TEST

static const struct {
    const char *text, *message;
} bad[] = {
    { "", "invalid target '': empty target" },
    { "   ", "empty target" },
    { "tpu", "invalid target 'tpu': unknown target kind or tag 'tpu'" },
    { "nvidia/h900", "unknown target kind or tag 'nvidia/h900'" },
    { "cuda -arch", "invalid target 'cuda -arch': column 6: expected an option of the form -name=value" },
    { "cuda arch=sm_90", "column 6: expected an option -name=value" },
    { "cuda -arch=gfx90a", "cuda target: arch must start with 'sm_', not 'gfx90a'" },
    { "hip -mcpu=sm_90", "hip target: mcpu must start with 'gfx', not 'sm_90'" },
    { "amd/mi300x -mcpu=mi300", "mcpu must start with 'gfx'" },
    { "cuda -warp=32", "target kind 'cuda' has no attribute 'warp' (known: arch, cluster, copy_out, epilogue, kv_fill, kv_overlap, kv_pingpong, ldsm, max_shared_memory_per_block, max_threads_per_block, min_blocks, mma, paths, ptxas_fast, ptxas_opt, ring, row_combine, store_hint, stream_k, tma)" },
    { "cuda -arch=", "column 12: cuda target: arch is empty" },
    { "cuda -keys=a,,b", "-keys: a key must be non-empty" },
    { "c -keys=a,b,c,d,e,f,g,h,i", "a target has at most 8 keys" },
    { "cuda %", "column 6: unexpected character" },
    { "{", "invalid target '{': column 2: expected a field name string" },
    { "{}", "missing field \"kind\"" },
    { "{\"kind\": cuda}", "column 10: unexpected character" },
    { "{\"kind\": \"cuda\"", "column 16: expected ',' or '}'" },
    { "{\"kind\": \"cuda\"} x", "column 18: unexpected character" },
    { "{\"kind\": \"cuda\"}}", "column 17: unexpected text after the object" },
    { "{\"kind\": \"cuda\", \"kind\": \"c\"}", "field \"kind\" is given twice" },
    { "{\"kind\": 3}", "\"kind\" must be a string" },
    { "{\"kind\": \"cuda\", \"keys\": \"gpu\"}", "\"keys\" must be a list of strings" },
    { "{\"kind\": \"cuda\", \"keys\": [1]}", "a key must be a non-empty string" },
    { "{\"kind\": \"cuda\", \"keys\": [\"\"]}", "a key must be a non-empty string" },
    { "{\"kind\": \"cuda\", \"host\": {\"kind\": \"c\"}}", "a value must be a string, a number, true or false" },
    { "{\"kind\": \"cuda\", \"arch\": null}", "a value must be a string, a number, true or false" },
    { "{\"kind\": \"cuda\", \"arch\": \"sm_90a\", \"arch\": \"sm_80\"}", "attribute 'arch' is given twice" },
    { "{\"kind\": \"cuda\", \"\": \"x\"}", "empty field name" },
    { "{\"kind\": \"cu\\qda\"}", "invalid escape in string" },
    { "{\"kind\": \"cuda", "unterminated string" },
    { "{\"kind\": \"cu\nda\"}", "control character in string" },
    { "{\"kind\": \"\\u0000\"}", "\\u0000 is not allowed" },
    { "{\"kind\": \"\\ud800\"}", "surrogate" },
    { "{\"kind\": \"tpu\"}", "unknown target kind or tag 'tpu'" },
    { "{\"kind\": \"cuda\", \"arch\": \"gfx942\"}", "arch must start with 'sm_'" },
    { "{\"kind\": \"cuda\", \"arch\": 01}", "column 27: expected ',' or '}'" },
    /* numbers: decimal, in the spec's range, refused with the column of the fault */
    { "cuda -max_threads_per_block=-1",
      "column 29: cuda target: max_threads_per_block '-1' is not a decimal integer: unexpected character '-'" },
    { "cuda -max_threads_per_block=1e999999", "column 30: cuda target: max_threads_per_block '1e999999' is not a decimal integer: unexpected character 'e'" },
    { "cuda -max_threads_per_block=12abc", "column 31: cuda target: max_threads_per_block '12abc' is not a decimal integer: unexpected character 'a'" },
    { "cuda -max_threads_per_block=0", "column 29: cuda target: max_threads_per_block '0' is out of range (1 to 65536)" },
    { "cuda -max_threads_per_block=65537", "max_threads_per_block '65537' is out of range (1 to 65536)" },
    { "cuda -max_threads_per_block=0100", "max_threads_per_block '0100' is not a decimal integer (no leading zero)" },
    { "cuda -max_threads_per_block=99999999999999999999999999", "is out of range (1 to 65536)" },
    /* found by fuzz_target: the digits past INT64_MAX overflowed while read */
    { "cuda -arch=sm_90dsl -max_threads_per_block=1111111111111111111111111111111111111111111",
      "column 44: cuda target: max_threads_per_block '1111111111111111111111111111111111111111...' is out of range" },
    { "cuda -max_threads_per_block=9223372036854775807", "'9223372036854775807' is out of range (1 to 65536)" },
    { "cuda -max_threads_per_block=9223372036854775808", "'9223372036854775808' is out of range (1 to 65536)" },
    { "cuda -max_shared_memory_per_block=1073741825", "max_shared_memory_per_block '1073741825' is out of range (1 to 1073741824)" },
    /* a name from the spec's list of values */
    { "vulkan -spirv_opt=fast", "column 19: vulkan target: spirv_opt 'fast' is not one of performance, size, none" },
    { "{\"kind\": \"vulkan\", \"spirv_opt\": \"O3\"}", "spirv_opt 'O3': unexpected character 'O'" },
    { "metal -max_threads_per_block=+5", "column 30: metal target: max_threads_per_block '+5' is not a decimal integer" },
    { "{\"kind\": \"cuda\", \"max_threads_per_block\": -1}", "column 43: cuda target: max_threads_per_block '-1' is not a decimal integer" },
    { "{\"kind\": \"cuda\", \"max_threads_per_block\": 1e999999}", "column 44: cuda target: max_threads_per_block '1e999999'" },
    { "{\"kind\": \"cuda\", \"max_threads_per_block\": 1024.5}", "column 47: cuda target: max_threads_per_block '1024.5'" },
    { "{\"kind\": \"cuda\", \"max_threads_per_block\": true}", "column 43: cuda target: max_threads_per_block 'true'" },
    { "{\"kind\": \"cuda\", \"max_threads_per_block\": \"12abc\"}", "column 46: cuda target: max_threads_per_block '12abc'" },
    { "{\"max_threads_per_block\": \"x\", \"kind\": \"cuda\"}", "column 28: cuda target: max_threads_per_block 'x'" },
    /* a repeated option, in every form */
    { "cuda -arch=sm_80 -arch=sm_90", "column 18: option -arch is given twice" },
    { "cuda --arch=sm_80 -arch=sm_80", "column 19: option -arch is given twice" },
    { "nvidia/h100 -arch=sm_90 --arch=sm_90", "column 25: option -arch is given twice" },
    { "cuda -keys=a -keys=b", "column 14: option -keys is given twice" },
    { "cuda -keys=a,b,a", "column 16: -keys: key 'a' is given twice" },
    { "{\"kind\": \"cuda\", \"keys\": [\"a\", \"a\"]}", "column 32: key 'a' is given twice" },
    { "{\"kind\": \"cuda\", \"keys\": [], \"keys\": []}", "field \"keys\" is given twice" },
    /* a character a name cannot hold is refused, never dropped or replaced */
    { "c -mcpu=Skylake", "column 9: c target: mcpu 'Skylake': unexpected character 'S'" },
    { "c -mcpu=sky$lake", "column 12: c target: mcpu 'sky$lake': unexpected character '$'" },
    { "c -mcpu=-fplugin=x.so", "column 9: c target: mcpu '-fplugin=x.so': unexpected character '-'" },
    { "c -mcpu=a\xff", "column 10: c target: mcpu (a value of 2 bytes): unexpected character 0xff" },
    { "c -mcpu=a'b", "column 10: c target: mcpu (a value of 3 bytes): unexpected character 0x27" },
    { "{\"kind\": \"c\", \"mcpu\": \"a\\u0001b\"}", "column 23: c target: mcpu (a value of 3 bytes): unexpected character 0x01" },
    { "{\"kind\": \"c\", \"mcpu\": \"na tive\"}", "column 26: c target: mcpu (a value of 7 bytes): unexpected character 0x20" },
    { "hip -mcpu=gfx90A", "column 16: hip target: mcpu 'gfx90A': unexpected character 'A'" },
    { "c -keys=Cpu", "column 9: key 'Cpu': unexpected character 'C'" },
    { "c -keys=a,b;c", "column 12: key 'b;c': unexpected character ';'" },
    { "{\"kind\": \"c\", \"keys\": [\"a b\"]}", "column 26: key (a value of 3 bytes): unexpected character 0x20" },
    { "{\"kind\": \"c\", \"keys\": [\"a,b\"]}", "column 26: key 'a,b': unexpected character ','" },
    { "llvm -mattr=avx2", "column 13: llvm target: mattr 'avx2': each feature is +name or -name" },
    { "llvm -mattr=+avx2,,+fma", "column 19: llvm target: mattr '+avx2,,+fma': each feature is +name or -name" },
    { "llvm -mattr=+", "column 14: llvm target: mattr '+': unexpected end in a feature name" },
    { "llvm -mattr=+avx2,", "column 19: llvm target: mattr '+avx2,': each feature is +name or -name" },
    { "llvm -mattr=+AVX2", "column 14: llvm target: mattr '+AVX2': unexpected 'A' in a feature name" },
    { "cuda -warp=32", "column 6: target kind 'cuda' has no attribute 'warp'" },
    { "{\"kind\": \"cuda\", \"warp\": 32}", "column 18: target kind 'cuda' has no attribute 'warp'" },
};

START_TEST(rejects_bad_targets)
{
    tl_error err = { 0 };
    tl_target t;
    bool ok = tl_target_parse(bad[_i].text, &t, &err);
    ck_assert_msg(!ok, "'%s' parsed", bad[_i].text);
    ck_assert_int_eq(err.code, TL_ERR_INVALID);
    tl_assert_msg_contains(&err, bad[_i].message);
}
END_TEST

START_TEST(too_long_and_garbage_inputs)
{
    char big[4096];
    tl_error err = { 0 };
    tl_target t;
    memset(big, 'a', sizeof big - 1);
    big[sizeof big - 1] = 0;
    ck_assert(!tl_target_parse(big, &t, &err));
    tl_assert_msg_contains(&err, "name too long");
    memcpy(big, "{\"kind\": \"", 10);
    big[sizeof big - 2] = '"';
    ck_assert(!tl_target_parse(big, &t, &err));
    tl_assert_msg_contains(&err, "string too long");
    /* Non-UTF-8 and control bytes never crash. */
    ck_assert(!tl_target_parse("\xff\xfe", &t, &err));
    ck_assert(!tl_target_parse("cuda -arch=\xff", &t, &err));
    ck_assert(!tl_target_parse(NULL, &t, &err));
    /* Every prefix of a good JSON target is an error, never a crash. */
    const char *json = "{\"kind\": \"cuda\", \"keys\": [\"a\", \"b\"], \"arch\": \"sm_90a\"}";
    char prefix[128];
    for (size_t n = 0; n < strlen(json); n++) {
        memcpy(prefix, json, n);
        prefix[n] = 0;
        ck_assert_msg(!tl_target_parse(prefix, &t, &err), "prefix '%s' parsed", prefix);
    }
}
END_TEST

START_TEST(accessors)
{
    tl_target t;
    ck_assert(tl_target_parse("cuda -keys=cutedsl -arch=sm_90a", &t, NULL));
    ck_assert_str_eq(tl_target_kind_name(&t), "cuda");
    ck_assert(tl_target_has_key(&t, "gpu") && tl_target_has_key(&t, "cutedsl") && !tl_target_has_key(&t, "rocm"));
    ck_assert_int_eq(t.nkeys, 3);
    ck_assert_str_eq(tl_target_key(&t, 2), "cutedsl");
    ck_assert_str_eq(tl_target_attr(&t, "arch"), "sm_90a");
    ck_assert_ptr_null(tl_target_attr(&t, "mcpu"));
    /* A target is a value: copies are independent. */
    tl_target u = t;
    ck_assert_str_eq(tl_target_attr(&u, "arch"), "sm_90a");
    char small[8];
    size_t need = tl_target_to_json(&t, small, sizeof small);
    ck_assert_uint_gt(need, sizeof small);
    ck_assert_uint_eq(strlen(small), sizeof small - 1);
}
END_TEST

START_TEST(auto_on_this_machine)
{
    /* With no GPU driver here, auto is the CPU: llvm with LLVM, else c. With a
     * driver (the GPU machine), a cuda target with the device's arch. */
    tl_target t;
    tl_error err = { 0 };
    ck_assert_msg(tl_target_parse("auto", &t, &err), "%s", err.msg);
    const char *kind = tl_target_kind_name(&t);
    if (strcmp(kind, "cuda") == 0) {
        ck_assert_ptr_nonnull(tl_target_attr(&t, "arch"));
    } else if (strcmp(kind, "hip") != 0) {
        ck_assert_str_eq(kind, tl_have_llvm() ? "llvm" : "c");
        ck_assert(tl_target_has_key(&t, "cpu"));
    }
    ck_assert(tl_target_parse("auto -keys=extra", &t, &err));
    ck_assert(tl_target_has_key(&t, "extra"));
}
END_TEST

static int reports;
static void count_report(void *ud, const tl_target_kind *kind, bool found, const char *reason)
{
    reports++;
    ck_assert(found || (reason && *reason));
}

START_TEST(auto_reports_each_kind)
{
    tl_target t;
    reports = 0;
    ck_assert(tl_target_auto(&t, count_report, NULL, NULL));
    ck_assert_int_ge(reports, 1);
}
END_TEST

START_TEST(host_targets)
{
    tl_target h;
    tl_error err = { 0 };
    ck_assert(tl_target_parse_host(NULL, &h, &err));
    ck_assert_str_eq(tl_target_kind_name(&h), tl_have_llvm() ? "llvm" : "c");
    ck_assert(tl_target_parse_host("", &h, &err));
    ck_assert(tl_target_parse_host("c", &h, &err));
    ck_assert(tl_target_parse_host("llvm", &h, &err));
    ck_assert(!tl_target_parse_host("cuda", &h, &err));
    tl_assert_msg_contains(&err, "invalid host target 'cuda': no host codegen serves kind 'cuda' (hosts: llvm, c)");
    ck_assert(!tl_target_parse_host("nope", &h, &err));
    tl_assert_msg_contains(&err, "unknown target kind or tag 'nope'");
    /* each kind's default host is data in its spec: c for target c, llvm
     * (when built with it) then c for llvm, c for cuda (its tvm_ffi links the
     * host C with its launch wrapper) */
    tl_target t;
    ck_assert(tl_target_parse("c", &t, &err) && tl_target_default_host(&t, &h, &err));
    ck_assert_str_eq(tl_target_kind_name(&h), "c");
    ck_assert(tl_target_parse("llvm", &t, &err) && tl_target_default_host(&t, &h, &err));
    ck_assert_str_eq(tl_target_kind_name(&h), tl_have_llvm() ? "llvm" : "c");
    ck_assert(tl_target_parse("nvidia/h200", &t, &err) && tl_target_default_host(&t, &h, &err));
    ck_assert_str_eq(tl_target_kind_name(&h), "c");
    const tl_context *ctx = tl_create_backend_context("c", NULL, "tvm_ffi", &err);
    ck_assert_msg(ctx != NULL, "%s", err.msg);
    ck_assert_str_eq(tl_target_kind_name(tl_context_target_host(ctx)), "c");
    tl_context_free(ctx);
    /* and where each kind's tensors live */
    ck_assert(tl_target_parse("c", &t, &err));
    ck_assert_int_eq(t.kind->device_type, 1);
    ck_assert_str_eq(t.kind->device_type_name, "kDLCPU");
    ck_assert(tl_target_parse("cuda", &t, &err));
    ck_assert_int_eq(t.kind->device_type, 2);
    ck_assert_str_eq(t.kind->device_label, "CUDA");
    ck_assert(tl_target_parse("hip", &t, &err));
    ck_assert_str_eq(t.kind->device_type_name, "kDLROCM");
}
END_TEST

START_TEST(declared_kinds)
{
    size_t n;
    const tl_target_kind *const *kinds = tl_target_kinds(&n);
    ck_assert_uint_eq(n, 7);
    ck_assert_ptr_eq(tl_find_target_kind("cuda"), tl_find_target_kind("cuda"));
    ck_assert_ptr_null(tl_find_target_kind("tpu"));
    for (size_t i = 0; i < n; i++)
        ck_assert_ptr_eq(tl_find_target_kind(kinds[i]->name), kinds[i]);
}
END_TEST

Suite *make_suite(void)
{
    Suite *s = suite_create("target");
    TCase *tc = tcase_create("parse");
    tcase_add_loop_test(tc, parses_good_targets, 0, sizeof good / sizeof *good);
    tcase_add_loop_test(tc, rejects_bad_targets, 0, sizeof bad / sizeof *bad);
    tcase_add_test(tc, too_long_and_garbage_inputs);
    tcase_add_test(tc, accessors);
    tcase_add_test(tc, declared_kinds);
    suite_add_tcase(s, tc);
    tc = tcase_create("auto");
    tcase_set_timeout(tc, 20);
    tcase_add_test(tc, auto_on_this_machine);
    tcase_add_test(tc, auto_reports_each_kind);
    tcase_add_test(tc, host_targets);
    suite_add_tcase(s, tc);
    return s;
}

TL_TEST_MAIN()
