/*
 * check_layering.c: the core names no backend (tools/check-layering.sh).
 * The real tree passes; trees with a planted violation of each kind (a core
 * file that includes a backend header, a core object that calls a function
 * a backend folder defines, a backend's name in core code) fail with a
 * message naming the file, and the same words inside a comment do not.
 */
#include <sys/wait.h>

#include "testutil.h"

static char out[16384];

/* Runs the script on src and obj; its exit status, its output in out. */
static int layering(const char *src, const char *obj)
{
    char cmd[2048];
    snprintf(cmd, sizeof cmd, "sh tools/check-layering.sh %s %s 2>&1", src, obj);
    FILE *p = popen(cmd, "r");
    ck_assert(p != NULL);
    size_t n = fread(out, 1, sizeof out - 1, p);
    out[n] = 0;
    int st = pclose(p);
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

static void put(const char *path, const char *text)
{
    char dir[1024];
    snprintf(dir, sizeof dir, "%s", path);
    char *slash = strrchr(dir, '/');
    *slash = 0;
    char cmd[1200];
    snprintf(cmd, sizeof cmd, "mkdir -p %s", dir);
    ck_assert_int_eq(system(cmd), 0);
    FILE *f = fopen(path, "w");
    ck_assert(f != NULL);
    fputs(text, f);
    fclose(f);
}

static void cc(const char *c, const char *o)
{
    char cmd[1200];
    snprintf(cmd, sizeof cmd, "mkdir -p $(dirname %s) && cc -c %s -o %s", o, c, o);
    ck_assert_int_eq(system(cmd), 0);
}

/* A fresh planted tree under the build folder: one core and one backend file. */
static const char *tree(const char *name)
{
    static char root[512];
    snprintf(root, sizeof root, TL_TEST_BUILD_DIR "/layering/%s", name);
    char cmd[600];
    snprintf(cmd, sizeof cmd, "rm -rf %s", root);
    ck_assert_int_eq(system(cmd), 0);
    char p[700];
    snprintf(p, sizeof p, "%s/src/cpu/secret.c", root);
    put(p, "int tl_cpu_secret(void) { return 42; }\n");
    snprintf(p, sizeof p, "%s/src/cpu/secret.h", root);
    put(p, "int tl_cpu_secret(void);\n");
    return root;
}

START_TEST(real_tree_passes)
{
    int rc = layering("src", TL_TEST_BUILD_DIR "/src");
    ck_assert_msg(rc == 0, "the tree breaks the layering:\n%s", out);
    ck_assert(strstr(out, "names no backend folder") != NULL);
}
END_TEST

START_TEST(planted_include_fails)
{
    const char *r = tree("include");
    char p[700], s[700], o[700];
    snprintf(p, sizeof p, "%s/src/compile/leak.c", r);
    put(p, "/* a core file */\n#include \"cpu/secret.h\"\nint leak(void) { return 1; }\n");
    snprintf(s, sizeof s, "%s/src", r);
    snprintf(o, sizeof o, "%s/obj", r);
    ck_assert_int_eq(layering(s, o), 1);
    ck_assert_msg(strstr(out, "src/compile/leak.c:2: includes a header of backend folder src/cpu") != NULL, "%s", out);
}
END_TEST

START_TEST(planted_call_fails)
{
    const char *r = tree("call");
    char p[700], s[700], o[700], obj[700];
    snprintf(p, sizeof p, "%s/src/runtime/leak.c", r);
    put(p, "int tl_cpu_secret(void);\nint leak(void) { return tl_cpu_secret(); }\n");
    snprintf(obj, sizeof obj, "%s/obj/runtime/leak.o", r);
    cc(p, obj);
    snprintf(p, sizeof p, "%s/src/cpu/secret.c", r);
    snprintf(obj, sizeof obj, "%s/obj/cpu/secret.o", r);
    cc(p, obj);
    snprintf(s, sizeof s, "%s/src", r);
    snprintf(o, sizeof o, "%s/obj", r);
    ck_assert_int_eq(layering(s, o), 1);
    ck_assert_msg(strstr(out, "runtime/leak.o: uses tl_cpu_secret, which src/cpu defines") != NULL, "%s", out);
}
END_TEST

START_TEST(planted_name_fails_but_not_in_comments)
{
    const char *r = tree("name");
    char p[700], s[700], o[700];
    snprintf(p, sizeof p, "%s/src/cli/talk.c", r);
    put(p, "/* \"tvm_ffi\" and kDLCPU in a comment are fine */\n"
           "// so is \"cython\" here\n"
           "static const char *x = \"ok\"; /* llvm_module */\n");
    snprintf(s, sizeof s, "%s/src", r);
    snprintf(o, sizeof o, "%s/obj", r);
    ck_assert_msg(layering(s, o) == 0, "%s", out);
    put(p, "static int is_tvm(const char *e) { return e[0] == 't'; } /* fine */\n"
           "static const char *x = \"tvm_ffi\";\n");
    ck_assert_int_eq(layering(s, o), 1);
    ck_assert_msg(strstr(out, "src/cli/talk.c:2: names a backend outside comments") != NULL, "%s", out);
}
END_TEST

static Suite *make_suite(void)
{
    Suite *s = suite_create("layering");
    TCase *tc = tcase_create("layering");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, real_tree_passes);
    tcase_add_test(tc, planted_include_fails);
    tcase_add_test(tc, planted_call_fails);
    tcase_add_test(tc, planted_name_fails_but_not_in_comments);
    suite_add_tcase(s, tc);
    return s;
}

TL_TEST_MAIN()
