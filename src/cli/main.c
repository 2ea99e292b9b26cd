/*
 * main.c: the tilec command. Parses the command line and calls libtilec; every
 * error is printed as "tilec: error: ..." with exit status 1, a usage error
 * with exit status 2.
 *
 *   tilec backends [--json]
 *   tilec resolve --target T [--host H] [--exec E] [--json]
 *   tilec pipeline --target T
 *   tilec build K.tile ... and tilec run K.tile ... (build.c, run.c)
 *   tilec tune K.tile ... (tune.c; the best it keeps: tuned.c)
 *
 * Plugins (include/tilec/plugin.h) come first: those of TILEC_PLUGIN_PATH,
 * then each `--plugin FILE` (accepted anywhere on the line), so that every
 * command sees their backends. Nothing else is loaded: never a plugin from
 * the current folder that nobody named.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/build.h"
#include "cli/cli.h"
#include "registry.h"
#include "tilec/plugin.h"
#include "tilec/tilec.h"

static const char usage[] =
    "usage: tilec COMMAND [OPTIONS]\n"
    "\n"
    "commands:\n"
    "  backends [--json]              the registered backends, their target kinds and\n"
    "                                 execution backends (in 'auto' preference order)\n"
    "  resolve --target T [--host H] [--exec E] [--json]\n"
    "                                 how a backend context is resolved, step by step\n"
    "  pipeline --target T            the passes the target's backend runs, in order\n"
    "  build K.tile [--target T] [-D NAME=VALUE]... [--emit WHAT] [-o DIR]\n"
    "        [--after PASS] [--time-passes] [--pass-option NAME=on|off] [--kernel NAME] [--no-cache]\n"
    "        [--no-tuned]\n"
    "                                 compile a tile-language file; WHAT is ir (after\n"
    "                                 PASS with --after), host (the host code), lib (build\n"
    "                                 and load it, print its path; the default), or a kind\n"
    "                                 the target's codegen offers: source, asm, obj,\n"
    "                                 llvm-ir... (tilec build --help lists them per\n"
    "                                 target); -o DIR writes the files there\n"
    "  run K.tile [--target T] [-D NAME=VALUE]... [--kernel NAME] [--check] [--bench]\n"
    "        [--dim NAME=N]... [--seed S] [--workers N] [--no-cache] [--no-tuned]\n"
    "        [--input NAME=F.npy]... [--output NAME=F.npy]... [--dist NAME=SPEC]...\n"
    "                                 run a kernel on random inputs (or .npy files);\n"
    "                                 only the kernels --kernel names (the file's first\n"
    "                                 without it) are compiled;\n"
    "                                 --check compares every output with the interpreter;\n"
    "                                 --dim binds a shape dim at launch (-D fixes it at\n"
    "                                 compile time)\n"
    "  tune K.tile [--target T] [-D NAME=VALUE]... [--kernel NAME] [--jobs N] [--json FILE]\n"
    "        [--max-configs N] [--seed S] [--check] [--bench-ms MS] [--dim NAME=N]... [--no-cache]\n"
    "                                 autotune: compile every configuration of the tune()\n"
    "                                 consts -D leaves open (N threads; --max-configs: a\n"
    "                                 sample drawn with --seed), time each on the device\n"
    "                                 (MS ms each, default 200; --check: against the\n"
    "                                 interpreter first), print them by time, write JSON\n"
    "                                 (default K.tune.json; - for stdout) and keep the\n"
    "                                 best for run and build (--no-tuned ignores it)\n"
    "  kernels K.tile [--target T] [-D NAME=VALUE]... [--no-cache]\n"
    "                                 compile and load through the library's API (as\n"
    "                                 the Python package does); list the kernels'\n"
    "                                 signatures\n"
    "\n"
    "  --plugin FILE                  (any command, repeatable) load a backend plugin built\n"
    "                                 with tilec-gen; TILEC_PLUGIN_PATH, a colon-separated\n"
    "                                 list of absolute plugin files or folders, is loaded first\n"
    "\n"
    "options:\n"
    "  --target T   default auto: a GPU whose driver is present, else the CPU;\n"
    "               a kind (c, llvm, cuda, hip, metal, webgpu), a kind with options\n"
    "               (\"cuda -arch=sm_90a\"), a JSON object ({\"kind\":\"cuda\",\"keys\":[\"cutedsl\"]}),\n"
    "               a tag (nvidia/h200, amd/mi300x, cutedsl, ...) or auto\n"
    "  --host H     the host target: c or llvm (default: the target kind's default_host,\n"
    "               e.g. c for c, llvm for llvm when built with LLVM)\n"
    "  --exec E     the execution backend, or auto (default)\n"
    "  --json       machine-readable output\n"
    "  --seed S     random inputs of run (default 1);  --workers N  threads (0: all cores)\n"
    "  --input NAME=F.npy   run: tensor NAME from a NumPy .npy file (its dtype, C order,\n"
    "               little-endian); its shape binds the symbolic dims it has\n"
    "  --output NAME=F.npy  run: write tensor NAME after the launch\n"
    "  --dist NAME=SPEC     run: how NAME's random values are drawn: uniform:LO,HI,\n"
    "               normal:MEAN,STD, int:LO,HI (inclusive), index:DIM (0 to DIM - 1, DIM\n"
    "               a shape dim or const); default: floats in [-1, 1), integers over\n"
    "               their whole range, bools 0 or 1\n"
    "  --no-cache   build without the compile cache ($XDG_CACHE_HOME/tilec)\n"
    "  -h, --help   this help;  --version   the version\n";

int usage_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("tilec: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputs("\n(see 'tilec --help')\n", stderr);
    va_end(ap);
    return 2;
}

int fail(const tl_error *err)
{
    fprintf(stderr, "tilec: error: %s\n", err->msg);
    return 1;
}

/* ---- JSON output ------------------------------------------------------- */

static void json_str(const char *s)
{
    putchar('"');
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\')
            printf("\\%c", c);
        else if (c < 0x20)
            printf("\\u%04x", c);
        else
            putchar(c);
    }
    putchar('"');
}

static void json_target(const tl_target *t)
{
    char buf[2048];
    tl_target_to_json(t, buf, sizeof buf);
    fputs(buf, stdout);
}

/* ---- options ----------------------------------------------------------- */

typedef struct options {
    const char *target, *host, *exec;
    bool json;
} options;

/* Reads the options a command accepts ("tje": target, json, exec/host). */
static int parse_options(int argc, char **argv, const char *cmd, const char *accepted, options *o)
{
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        const char **slot = NULL;
        char flag = 0;
        if (strcmp(a, "--json") == 0)
            flag = 'j';
        else if (strcmp(a, "--target") == 0)
            flag = 't', slot = &o->target;
        else if (strcmp(a, "--host") == 0)
            flag = 'h', slot = &o->host;
        else if (strcmp(a, "--exec") == 0)
            flag = 'e', slot = &o->exec;
        if (!flag || !strchr(accepted, flag))
            return usage_error("%s: unknown option or argument '%s'", cmd, a);
        if (flag == 'j') {
            o->json = true;
            continue;
        }
        if (i + 1 >= argc)
            return usage_error("%s: %s needs a value", cmd, a);
        if (*slot)
            return usage_error("%s: %s is given twice", cmd, a);
        *slot = argv[++i];
    }
    return 0;
}

/* ---- tilec backends ---------------------------------------------------- */

static int cmd_backends(int argc, char **argv)
{
    options o = { 0 };
    int rc = parse_options(argc, argv, "backends", "j", &o);
    if (rc)
        return rc;
    tl_error err = { 0 };
    tl_backend_list list;
    if (!tl_list_backends(&list, &err))
        return fail(&err);
    if (o.json)
        putchar('[');
    int width = 9;
    for (size_t i = 0; i < list.count; i++)
        if ((int)strlen(list.items[i]->name) > width)
            width = (int)strlen(list.items[i]->name);
    for (size_t i = 0; i < list.count; i++) {
        const tl_backend *b = list.items[i];
        if (o.json) {
            printf("%s\n  {\"name\": ", i ? "," : "");
            json_str(b->name);
            printf(", \"target_kinds\": [");
            for (size_t k = 0; k < b->ntarget_kinds; k++) {
                printf(k ? ", " : "");
                json_str(b->target_kinds[k]);
            }
            printf("], \"execution_backends\": [");
            for (size_t k = 0; k < b->nexecution_backends; k++) {
                printf(k ? ", " : "");
                json_str(b->execution_backends[k]->name);
            }
            printf("], \"supports_target\": ");
            if (b->supports_target)
                json_str(b->supports_target->text);
            else
                printf("null");
            printf(", \"device_codegens\": {");
            for (size_t k = 0; k < b->ndevice_codegens; k++) {
                printf(k ? ", " : "");
                json_str(b->device_codegens[k].kind);
                printf(": ");
                json_str(b->device_codegens[k].codegen->name);
            }
            printf("}, \"host_codegens\": [");
            for (size_t k = 0; k < b->nhost_codegens; k++) {
                printf(k ? ", " : "");
                json_str(b->host_codegens[k]->name);
            }
            printf("], \"callbacks\": [");
            for (size_t k = 0; k < b->ncallbacks; k++) {
                printf(k ? ", " : "");
                json_str(b->callbacks[k].name);
            }
            printf("], \"spec\": ");
            if (b->loc.file) {
                char where[512];
                snprintf(where, sizeof where, "%s:%d", b->loc.file, b->loc.line);
                json_str(where);
            } else
                printf("null");
            printf(", \"plugin\": ");
            if (tl_backend_origin(b))
                json_str(tl_backend_origin(b));
            else
                printf("null");
            printf("}");
            continue;
        }
        char kinds[256] = "", execs[256] = "";
        for (size_t k = 0; k < b->ntarget_kinds; k++)
            snprintf(kinds + strlen(kinds), sizeof kinds - strlen(kinds), "%s%s", k ? ", " : "", b->target_kinds[k]);
        for (size_t k = 0; k < b->nexecution_backends; k++)
            snprintf(execs + strlen(execs), sizeof execs - strlen(execs), "%s%s", k ? ", " : "",
                     b->execution_backends[k]->name);
        printf("%-*s target kinds: %-10s execution: %-22s", width, b->name, kinds, execs);
        if (b->supports_target)
            printf(" supports_target: %s", b->supports_target->text);
        if (b->loc.file)
            printf("  (%s:%d)", b->loc.file, b->loc.line);
        if (tl_backend_origin(b))
            printf("  [plugin %s]", tl_backend_origin(b));
        putchar('\n');
    }
    if (o.json) {
        printf("\n]\n");
    } else {
        size_t n;
        const tl_target_kind *const *kinds = tl_target_kinds(&n);
        printf("\ntarget kinds:\n");
        for (size_t i = 0; i < n; i++) {
            const tl_target_kind *k = kinds[i];
            printf("  %-7s keys:", k->name);
            for (size_t j = 0; j < k->ndefault_keys; j++)
                printf("%s%s", j ? "," : " ", k->default_keys[j]);
            printf("  attributes:");
            for (size_t j = 0; j < k->nattrs; j++) {
                printf("%s%s", j ? ", " : " ", k->attrs[j].name);
                if (k->attrs[j].prefix)
                    printf(" (%s*)", k->attrs[j].prefix);
            }
            if (tl_target_kind_origin(k))
                printf("  [plugin %s, %s:%d]", tl_target_kind_origin(k), k->loc.file ? k->loc.file : "?", k->loc.line);
            putchar('\n');
        }
        const tl_target_tag *tags = tl_target_tags(&n);
        printf("\ntags:\n");
        for (size_t i = 0; i < n; i++)
            printf("  %-12s %s\n", tags[i].name, tags[i].json);
    }
    tl_backend_list_free(&list);
    return 0;
}

/* ---- tilec resolve ----------------------------------------------------- */

static void report_auto(void *ud, const tl_target_kind *kind, bool found, const char *reason)
{
    bool json = *(bool *)ud;
    if (json) {
        printf("{\"kind\": ");
        json_str(kind->name);
        printf(", \"found\": %s, \"reason\": ", found ? "true" : "false");
        if (reason)
            json_str(reason);
        else
            printf("null");
        printf("}%s", found ? "" : ", ");
    } else {
        printf("  auto: %-7s %s%s\n", kind->name, found ? "found" : "no: ", found ? "" : reason);
    }
}

static int cmd_resolve(int argc, char **argv)
{
    options o = { 0 };
    int rc = parse_options(argc, argv, "resolve", "tjhe", &o);
    if (rc)
        return rc;
    if (!o.target)
        return usage_error("resolve: --target is required");
    /* probes may take longer here to say more of what they found (a
     * device runtime started to name its device and features) */
    setenv("TILEC_PROBE_DETAILS", "1", 0);
    tl_error err = { 0 };
    tl_target target, host;
    char buf[2048];
    bool json = o.json;

    if (json)
        printf("{\"input\": ");
    if (json)
        json_str(o.target);
    /* "auto": show what each detector said. */
    const char *t = o.target;
    while (*t == ' ')
        t++;
    bool is_auto = strncmp(t, "auto", 4) == 0 && (t[4] == 0 || t[4] == ' ');
    if (is_auto) {
        if (json)
            printf(", \"auto\": [");
        else
            printf("target '%s':\n", o.target);
        tl_target ignored;
        bool ok = tl_target_auto(&ignored, report_auto, &json, &err);
        if (json)
            printf("]");
        if (!ok) {
            if (json)
                printf("}\n");
            return fail(&err);
        }
    }
    if (!tl_target_parse(o.target, &target, &err) ||
        !(o.host ? tl_target_parse_host(o.host, &host, &err) : tl_target_default_host(&target, &host, &err))) {
        if (json)
            printf("}\n");
        return fail(&err);
    }
    if (json) {
        printf(", \"target\": ");
        json_target(&target);
        printf(", \"target_host\": ");
        json_target(&host);
        printf(", \"candidates\": [");
    } else {
        tl_target_to_string(&target, buf, sizeof buf);
        printf("target:       %s\n", buf);
        tl_target_to_string(&host, buf, sizeof buf);
        printf("host:         %s\n", buf);
        printf("candidates for target kind '%s':\n", tl_target_kind_name(&target));
    }
    tl_backend_list list;
    if (!tl_list_backends(&list, &err))
        return fail(&err);
    const tl_backend *chosen = NULL;
    int nmatch = 0, ncand = 0;
    for (size_t i = 0; i < list.count; i++) {
        const tl_backend *b = list.items[i];
        bool owns = false;
        for (size_t k = 0; k < b->ntarget_kinds; k++)
            owns |= strcmp(b->target_kinds[k], tl_target_kind_name(&target)) == 0;
        if (!owns)
            continue;
        bool m = tl_backend_matches(b, &target);
        const char *pred = b->supports_target ? b->supports_target->text : "(no predicate: every target of its kinds)";
        if (json) {
            printf("%s{\"backend\": ", ncand ? ", " : "");
            json_str(b->name);
            printf(", \"supports_target\": ");
            json_str(pred);
            printf(", \"matches\": %s, \"spec\": ", m ? "true" : "false");
            char where[512];
            snprintf(where, sizeof where, "%s:%d", b->loc.file ? b->loc.file : "", b->loc.line);
            if (b->loc.file)
                json_str(where);
            else
                printf("null");
            printf(", \"plugin\": ");
            if (tl_backend_origin(b))
                json_str(tl_backend_origin(b));
            else
                printf("null");
            printf("}");
        } else {
            printf("  %-9s %-45s %s", b->name, pred, m ? "matches" : "does not match");
            if (b->loc.file)
                printf("  (%s:%d)", b->loc.file, b->loc.line);
            if (tl_backend_origin(b))
                printf("  [plugin %s]", tl_backend_origin(b));
            putchar('\n');
        }
        ncand++;
        if (m)
            chosen = b, nmatch++;
    }
    tl_backend_list_free(&list);
    if (json)
        printf("]");
    const tl_context *ctx = tl_create_backend_context_for(&target, &host, o.exec, &err);
    if (nmatch == 1) {
        if (json) {
            printf(", \"backend\": ");
            json_str(chosen->name);
            printf(", \"execution_backends\": [");
        } else {
            printf("backend:      %s\n", chosen->name);
            printf("execution backends (in 'auto' order), requested '%s':\n", o.exec ? o.exec : "auto");
        }
        int shown = 0;
        for (size_t k = 0; k < chosen->nexecution_backends; k++) {
            const tl_exec_backend *e = chosen->execution_backends[k];
            bool allowed = !e->supports_target || e->supports_target->fn(&target);
            char why[256] = "";
            bool avail = allowed && tl_exec_backend_available(e, why, sizeof why);
            if (json) {
                printf("%s{\"name\": ", shown++ ? ", " : "");
                json_str(e->name);
                printf(", \"allowed\": %s, \"available\": %s, \"reason\": ", allowed ? "true" : "false",
                       avail ? "true" : "false");
                if (!allowed)
                    json_str(e->supports_target->text);
                else if (!avail)
                    json_str(why);
                else
                    printf("null");
                printf("}");
            } else if (!allowed) {
                printf("  %-9s not allowed for this target (%s is false)\n", e->name, e->supports_target->text);
            } else {
                printf("  %-9s %s%s%s%s\n", e->name, avail ? "available" : "unavailable: ", avail && why[0] ? " (" : "", why,
                       avail && why[0] ? ")" : "");
            }
        }
        if (json)
            printf("]");
    }
    if (!ctx) {
        if (json)
            printf(", \"error\": "), json_str(err.msg), printf("}\n");
        return fail(&err);
    }
    const tl_backend *b = tl_context_module(ctx);
    const tl_exec_backend *e = tl_context_execution_backend(ctx);
    const tl_pipeline *p = tl_backend_get_pipeline(b, &target, &err);
    const tl_device_codegen *dc = tl_backend_get_device_codegen(b, &target, &err);
    const tl_host_codegen *hc = tl_backend_get_host_codegen(b, &host, NULL);
    if (json) {
        printf(", \"execution_backend\": ");
        json_str(e->name);
        printf(", \"pipeline\": ");
        json_str(p->name);
        printf(", \"device_codegen\": ");
        json_str(dc->name);
        printf(", \"host_codegen\": ");
        if (hc && e->enable_host_codegen)
            json_str(hc->name);
        else
            printf("null");
        printf("}\n");
    } else {
        printf("execution:    %s%s\n", e->name,
               e->enable_host_codegen ? " (host codegen, device compile)" : "");
        printf("pipeline:     %s (%zu passes; 'tilec pipeline --target ...' lists them)\n", p->name, p->nsteps);
        printf("device codegen: %s\n", dc->name);
        printf("host codegen: %s\n", hc && e->enable_host_codegen ? hc->name : "(none: not used by this execution backend)");
    }
    tl_context_free(ctx);
    return 0;
}

/* ---- tilec pipeline ---------------------------------------------------- */

static int cmd_pipeline(int argc, char **argv)
{
    options o = { 0 };
    int rc = parse_options(argc, argv, "pipeline", "t", &o);
    if (rc)
        return rc;
    if (!o.target)
        return usage_error("pipeline: --target is required");
    tl_error err = { 0 };
    tl_target target;
    if (!tl_target_parse(o.target, &target, &err))
        return fail(&err);
    const tl_backend *found[8];
    size_t n = tl_find_backends(&target, found, 8);
    if (n != 1) {
        /* The context's error names the candidates. */
        const tl_context *ctx = tl_create_backend_context_for(&target, NULL, "auto", &err);
        tl_context_free(ctx);
        return fail(&err);
    }
    const tl_pipeline *p = tl_backend_get_pipeline(found[0], &target, &err);
    if (!p)
        return fail(&err);
    printf("backend %s, pipeline %s", found[0]->name, p->name);
    if (p->loc.file)
        printf(" (%s:%d)", p->loc.file, p->loc.line);
    printf(":\n");
    for (size_t i = 0; i < p->nsteps; i++) {
        const tl_pass *pass = p->steps[i].pass;
        char when[128] = "";
        if (p->steps[i].when)
            snprintf(when, sizeof when, " [when %s]", p->steps[i].when);
        printf("  %2zu. %-28s %s%s\n", i + 1, pass->name, pass->doc ? pass->doc : "", when);
    }
    return 0;
}

/* TILEC_PLUGIN_PATH, then every --plugin FILE, which is taken out of argv. */
static int load_plugins(int *argc, char **argv)
{
    tl_error err = { 0 };
    if (!tl_load_plugin_path(getenv("TILEC_PLUGIN_PATH"), &err))
        return fail(&err);
    int out = 1;
    for (int i = 1; i < *argc; i++) {
        if (strcmp(argv[i], "--plugin") == 0) {
            if (i + 1 >= *argc)
                return usage_error("--plugin needs a file");
            if (!tl_load_plugin(argv[++i], &err))
                return fail(&err);
            continue;
        }
        argv[out++] = argv[i];
    }
    *argc = out;
    argv[out] = NULL;
    return 0;
}

int main(int argc, char **argv)
{
    int prc = load_plugins(&argc, argv);
    if (prc)
        return prc;
    if (argc < 2)
        return usage_error("no command given");
    const char *cmd = argv[1];
    if (strcmp(cmd, "-h") == 0 || strcmp(cmd, "--help") == 0 || strcmp(cmd, "help") == 0) {
        fputs(usage, stdout);
        return 0;
    }
    if (strcmp(cmd, "--version") == 0 || strcmp(cmd, "version") == 0) {
        /* what this build can do: each host codegen, available or why not */
        printf("tilec %s (host codegens:", TILEC_VERSION);
        for (size_t i = 0; i < tl_registry_nhost_codegens; i++) {
            const tl_host_codegen *h = tl_registry_host_codegens[i];
            char why[256] = "";
            bool ok = !h->probe || h->probe(why, sizeof why);
            printf("%s %s%s%s", i ? "," : "", h->name, ok ? "" : " unavailable: ", ok ? "" : why);
        }
        printf(")\n");
        return 0;
    }
    for (int i = 2; i < argc; i++)
        if (strcmp(argv[i], "-h") == 0 || strcmp(argv[i], "--help") == 0) {
            fputs(usage, stdout);
            if (strcmp(cmd, "build") == 0)
                cli_print_emit_kinds(stdout);
            return 0;
        }
    if (strcmp(cmd, "backends") == 0)
        return cmd_backends(argc - 2, argv + 2);
    if (strcmp(cmd, "resolve") == 0)
        return cmd_resolve(argc - 2, argv + 2);
    if (strcmp(cmd, "pipeline") == 0)
        return cmd_pipeline(argc - 2, argv + 2);
    if (strcmp(cmd, "build") == 0)
        return cmd_build(argc - 2, argv + 2);
    if (strcmp(cmd, "tune") == 0)
        return cmd_tune(argc - 2, argv + 2);
    if (strcmp(cmd, "run") == 0)
        return cmd_run(argc - 2, argv + 2);
    if (strcmp(cmd, "kernels") == 0)
        return cmd_kernels(argc - 2, argv + 2);
    return usage_error("unknown command '%s'", cmd);
}
