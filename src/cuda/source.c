/*
 * source.c: CUDA source kernels and what the cuda runtime shares with its
 * codegen (see source.h).
 *
 * A source kernel's artifact is the module's .cu files, each once and
 * introduced by a #line directive so that NVRTC's errors name the user's file
 * and line; each kernel's launch is its declared threads (one dim), no dynamic
 * shared memory and its grid as postfix programs. Before anything is compiled
 * the file is checked (tl_cuda_validate_source): the kernel must be an
 * extern "C" __global__ function whose parameters are tilec's ABI for the
 * declared signature (cuda.h), so that a launch cannot pass the wrong
 * arguments silently.
 */
#include "cuda/source.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "backend/internal.h"
#include "compile/compile.h"
#include "cuda/nvrtc.h"
#include "registry.h"
#include "runtime/runtime.h"

/* ---- the grid -------------------------------------------------------------- */

static bool push(tl_cuda_expr *out, tl_cuda_expr_op op, int64_t v, tl_error *err)
{
    if (out->nsteps >= TL_CUDA_EXPR_MAX)
        return tl_error_set(err, TL_ERR_INVALID, "a grid expression longer than %d steps", TL_CUDA_EXPR_MAX);
    out->steps[out->nsteps].op = (uint8_t)op;
    out->steps[out->nsteps].value = v;
    out->nsteps++;
    return true;
}

static bool grid_rec(const tl_kernel *k, const tl_expr *e, tl_cuda_expr *out, tl_error *err)
{
    switch (e->kind) {
    case TL_EXPR_INT: return push(out, TL_CX_CONST, e->i, err);
    case TL_EXPR_VAR:
        for (size_t j = 0; j < k->nshape_vars; j++)
            if (k->shape_vars[j] == e->var)
                return push(out, TL_CX_DIM, (int64_t)j, err);
        return tl_error_set(err, TL_ERR_INVALID, "kernel '%s': its grid reads '%s', which is not a shape dim", k->name,
                            e->var->name);
    case TL_EXPR_CAST: return grid_rec(k, e->cast.a, out, err);
    case TL_EXPR_BINARY: {
        const tl_expr *a = e->bin.a, *b = e->bin.b;
        if (e->bin.op == TL_BIN_CEILDIV) /* (a + b - 1) floordiv b, for the positive sizes a grid has */
            return grid_rec(k, a, out, err) && grid_rec(k, b, out, err) && push(out, TL_CX_ADD, 0, err) &&
                   push(out, TL_CX_CONST, 1, err) && push(out, TL_CX_SUB, 0, err) && grid_rec(k, b, out, err) &&
                   push(out, TL_CX_FLOORDIV, 0, err);
        tl_cuda_expr_op op;
        switch (e->bin.op) {
        case TL_BIN_ADD: op = TL_CX_ADD; break;
        case TL_BIN_SUB: op = TL_CX_SUB; break;
        case TL_BIN_MUL: op = TL_CX_MUL; break;
        case TL_BIN_DIV: op = TL_CX_FLOORDIV; break;
        case TL_BIN_MOD: op = TL_CX_FLOORMOD; break;
        case TL_BIN_LT: op = TL_CX_LT; break;
        case TL_BIN_LE: op = TL_CX_LE; break;
        case TL_BIN_GT: op = TL_CX_GT; break;
        case TL_BIN_GE: op = TL_CX_GE; break;
        case TL_BIN_EQ: op = TL_CX_EQ; break;
        case TL_BIN_NE: op = TL_CX_NE; break;
        default:
            return tl_error_set(err, TL_ERR_INVALID, "kernel '%s': a grid dim may not use '%s' (comparisons and select only)",
                                k->name, tl_binop_name(e->bin.op));
        }
        return grid_rec(k, a, out, err) && grid_rec(k, b, out, err) && push(out, op, 0, err);
    }
    case TL_EXPR_SELECT: /* select(N <= 256, 32, 4): a block's rows chosen by the shape */
        return grid_rec(k, e->sel.cond, out, err) && grid_rec(k, e->sel.a, out, err) && grid_rec(k, e->sel.b, out, err) &&
               push(out, TL_CX_SELECT, 0, err);
    case TL_EXPR_CALL:
        if (e->call.nargs == 2 && (e->call.fn == TL_FN_MIN || e->call.fn == TL_FN_MAX))
            return grid_rec(k, e->call.args[0], out, err) && grid_rec(k, e->call.args[1], out, err) &&
                   push(out, e->call.fn == TL_FN_MIN ? TL_CX_MIN : TL_CX_MAX, 0, err);
        break;
    default: break;
    }
    return tl_error_set(err, TL_ERR_INVALID, "kernel '%s': a grid dim of constants, shape dims, + - * / %% ceildiv min max, comparisons and select only",
                        k->name);
}

bool tl_cuda_grid_expr(const tl_kernel *k, const tl_expr *e, tl_cuda_expr *out, tl_error *err)
{
    memset(out, 0, sizeof *out);
    return grid_rec(k, e, out, err);
}

/* ---- signatures ------------------------------------------------------------- */

/* tilec's dtype names and the C spellings that mean the same type */
static const struct {
    const char *dtype;
    const char *spellings[7];
} ctypes[] = {
    { "bool", { "bool" } },
    { "i8", { "signed char", "int8_t", "char" } },
    { "u8", { "unsigned char", "uint8_t" } },
    { "i16", { "short", "short int", "signed short", "int16_t" } },
    { "u16", { "unsigned short", "unsigned short int", "uint16_t" } },
    { "i32", { "int", "signed", "signed int", "int32_t" } },
    { "u32", { "unsigned", "unsigned int", "uint32_t" } },
    { "i64", { "long long", "long long int", "signed long long", "long", "long int", "int64_t", "ptrdiff_t" } },
    { "u64", { "unsigned long long", "unsigned long", "uint64_t", "size_t" } },
    { "f16", { "half", "__half" } },
    { "bf16", { "__nv_bfloat16", "nv_bfloat16" } },
    { "f32", { "float" } },
    { "f64", { "double" } },
    { "f8e4m3", { "__nv_fp8_e4m3" } },
    { "f8e5m2", { "__nv_fp8_e5m2" } },
    { "e8m0", { "__nv_fp8_e8m0" } },
};

static const char *dtype_of_spelling(const char *s)
{
    for (size_t i = 0; i < sizeof ctypes / sizeof *ctypes; i++)
        for (int j = 0; j < 7 && ctypes[i].spellings[j]; j++)
            if (strcmp(ctypes[i].spellings[j], s) == 0)
                return ctypes[i].dtype;
    return NULL;
}

static const char *spelling_of_dtype(const char *dtype)
{
    for (size_t i = 0; i < sizeof ctypes / sizeof *ctypes; i++)
        if (strcmp(ctypes[i].dtype, dtype) == 0)
            return ctypes[i].spellings[0];
    return dtype;
}

int tl_cuda_param_ctypes(const tl_kernel *k, const char **out, int cap)
{
    static const char *const ptr[] = { [TL_DT_BOOL] = "bool*", [TL_DT_I8] = "i8*", [TL_DT_I16] = "i16*",
                                       [TL_DT_I32] = "i32*", [TL_DT_I64] = "i64*", [TL_DT_U8] = "u8*",
                                       [TL_DT_U16] = "u16*", [TL_DT_U32] = "u32*", [TL_DT_U64] = "u64*",
                                       [TL_DT_F16] = "f16*", [TL_DT_BF16] = "bf16*", [TL_DT_F32] = "f32*",
                                       [TL_DT_F64] = "f64*", [TL_DT_F8E4M3] = "f8e4m3*", [TL_DT_F8E5M2] = "f8e5m2*", [TL_DT_E8M0] = "e8m0*" };
    int n = 0;
    for (size_t i = 0; i < k->nparams && n < cap; i++) {
        const tl_param *p = &k->params[i];
        tl_dtype t = p->is_tensor ? p->buf->dtype : p->var->dtype;
        const char *s = (size_t)t < sizeof ptr / sizeof *ptr ? ptr[t] : NULL;
        if (!s)
            s = "?";
        out[n++] = p->is_tensor ? s : tl_dtype_name(t);
    }
    for (size_t j = 0; j < k->nshape_vars && n < cap; j++)
        out[n++] = "i64";
    return n;
}

void tl_cuda_signature_text(const tl_kernel *k, char *buf, size_t cap)
{
    const char *t[256];
    int n = tl_cuda_param_ctypes(k, t, 256);
    size_t at = 0;
    buf[0] = '\0';
    for (int i = 0; i < n && at < cap; i++) {
        char base[16];
        snprintf(base, sizeof base, "%s", t[i]);
        size_t bl = strlen(base);
        bool ptr = bl && base[bl - 1] == '*';
        if (ptr)
            base[bl - 1] = '\0';
        const char *name = (size_t)i < k->nparams ? k->params[i].name : k->shape_vars[(size_t)i - k->nparams]->name;
        at += (size_t)snprintf(buf + at, cap - at, "%s%s %s%s", i ? ", " : "", spelling_of_dtype(base), ptr ? "*" : "", name);
    }
}

/* The source with comments blanked out (newlines kept), so that a name in a
 * comment is never taken for code. malloc'd. */
static char *strip_comments(const char *src)
{
    size_t n = strlen(src);
    char *o = malloc(n + 1);
    if (!o)
        return NULL;
    memcpy(o, src, n + 1);
    for (size_t i = 0; i < n; i++) {
        if (o[i] == '"' || o[i] == '\'') { /* skip a literal */
            char q = o[i++];
            while (i < n && o[i] != q && o[i] != '\n')
                i += o[i] == '\\' ? 2 : 1;
        } else if (o[i] == '/' && o[i + 1] == '/') {
            while (i < n && o[i] != '\n')
                o[i++] = ' ';
        } else if (o[i] == '/' && o[i + 1] == '*') {
            while (i < n && !(o[i] == '*' && o[i + 1] == '/')) {
                if (o[i] != '\n')
                    o[i] = ' ';
                i++;
            }
            if (i < n)
                o[i] = o[i + 1] = ' ', i++;
        }
    }
    return o;
}

static bool is_ident(char c) { return isalnum((unsigned char)c) || c == '_'; }

/* Whether text[0..end) ends with the tokens extern "C" (blanks between). */
static bool ends_extern_c(const char *text, size_t end)
{
    while (end > 0 && isspace((unsigned char)text[end - 1]))
        end--;
    if (end < 3 || memcmp(text + end - 3, "\"C\"", 3) != 0)
        return false;
    end -= 3;
    while (end > 0 && isspace((unsigned char)text[end - 1]))
        end--;
    return end >= 6 && memcmp(text + end - 6, "extern", 6) == 0 && (end == 6 || !is_ident(text[end - 7]));
}

/* One parameter's type, normalized: qualifiers dropped, the name dropped,
 * "float*". */
static void param_type(const char *p, size_t n, char *out, size_t cap, char *name, size_t ncap)
{
    char words[16][64];
    int nw = 0, stars = 0, words_before_last_star = 0;
    for (size_t i = 0; i < n;) {
        if (is_ident(p[i])) {
            size_t s = i;
            while (i < n && is_ident(p[i]))
                i++;
            size_t len = i - s;
            static const char *const skip[] = { "const", "volatile", "__restrict__", "__restrict", "restrict" };
            bool skipped = false;
            for (size_t q = 0; q < sizeof skip / sizeof *skip; q++)
                skipped |= strlen(skip[q]) == len && memcmp(skip[q], p + s, len) == 0;
            if (!skipped && nw < 16 && len < 64) {
                memcpy(words[nw], p + s, len);
                words[nw++][len] = '\0';
            }
        } else {
            if (p[i] == '*') {
                stars++;
                words_before_last_star = nw;
            }
            i++;
        }
    }
    /* the last word is the name when there is one after the type */
    int ntype = nw;
    name[0] = '\0';
    if (nw > 1 && (stars == 0 || nw > words_before_last_star)) {
        snprintf(name, ncap, "%s", words[nw - 1]);
        ntype = nw - 1;
    }
    size_t at = 0;
    out[0] = '\0';
    for (int w = 0; w < ntype && at < cap; w++)
        at += (size_t)snprintf(out + at, cap - at, "%s%s", w ? " " : "", words[w]);
    for (int s = 0; s < stars && at < cap; s++)
        at += (size_t)snprintf(out + at, cap - at, "*");
}

bool tl_cuda_validate_source(const char *source, const char *name, const char *const *want, int nwant, tl_error *err)
{
    char *t = strip_comments(source);
    if (!t)
        return tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
    size_t nlen = strlen(name), len = strlen(t);
    bool found_name = false, ok = false;
    const char *why = NULL;
    char whybuf[600] = "";
    /* braces open at each point: their positions, to find an enclosing extern "C" { */
    size_t stack[256];
    int depth = 0;
    size_t scanned = 0;
    for (size_t at = 0; at + nlen <= len && !ok; at++) {
        if (memcmp(t + at, name, nlen) != 0 || (at > 0 && is_ident(t[at - 1])) || is_ident(t[at + nlen]))
            continue;
        size_t lp = at + nlen;
        while (lp < len && isspace((unsigned char)t[lp]))
            lp++;
        if (t[lp] != '(')
            continue;
        for (; scanned < at; scanned++) {
            if (t[scanned] == '{' && depth < 256)
                stack[depth++] = scanned;
            else if (t[scanned] == '}' && depth > 0)
                depth--;
        }
        /* the declaration starts after the last ; { } before the name */
        size_t start = at;
        while (start > 0 && !strchr(";{}", t[start - 1]))
            start--;
        char decl[512];
        size_t dn = at - start < sizeof decl - 1 ? at - start : sizeof decl - 1;
        memcpy(decl, t + at - dn, dn);
        decl[dn] = '\0';
        char *g = strstr(decl, "__global__");
        if (!g || (g > decl && is_ident(g[-1])) || is_ident(g[10]))
            continue; /* a call of the kernel, or another function of that name */
        /* the parameter list, up to the matching ')' */
        size_t rp = lp + 1;
        int par = 1;
        while (rp < len && par > 0) {
            par += t[rp] == '(' ? 1 : t[rp] == ')' ? -1 : 0;
            if (par > 0)
                rp++;
        }
        size_t after = rp + 1;
        while (after < len && isspace((unsigned char)t[after]))
            after++;
        if (t[after] != '{')
            continue; /* a declaration: look for the definition */
        found_name = true;
        bool c_linkage = strstr(decl, "extern") && strstr(decl, "\"C\"");
        for (int d = 0; d < depth && !c_linkage; d++)
            c_linkage = ends_extern_c(t, stack[d]);
        if (!c_linkage) {
            why = "is not extern \"C\": its name would be mangled, and the launcher could not find it";
            break;
        }
        if (strstr(decl, "template")) {
            why = "is a template: a kernel is one function";
            break;
        }
        /* split the parameters at top-level commas */
        int np = 0;
        size_t ps = lp + 1;
        int nest = 0;
        ok = true;
        for (size_t i = lp + 1; i <= rp && ok; i++) {
            char c = t[i];
            if (c == '(' || c == '<' || c == '[')
                nest++;
            else if ((c == ')' || c == '>' || c == ']') && (i < rp))
                nest--;
            if (!((c == ',' && nest == 0) || i == rp))
                continue;
            char type[160], pname[64];
            param_type(t + ps, i - ps, type, sizeof type, pname, sizeof pname);
            ps = i + 1;
            if (!type[0] && i == rp && np == 0)
                break; /* () */
            if (strcmp(type, "void") == 0 && np == 0 && i == rp)
                break; /* (void) */
            if (np >= nwant) {
                snprintf(whybuf, sizeof whybuf, "has more parameters than the %d of its declared signature (a shape dim fixed with -D is not passed)", nwant);
                ok = false;
                break;
            }
            /* "float*" -> dtype of "float" plus the stars */
            char base[160];
            snprintf(base, sizeof base, "%s", type);
            size_t bl = strlen(base);
            int stars = 0;
            while (bl && base[bl - 1] == '*')
                base[--bl] = '\0', stars++;
            const char *dt = dtype_of_spelling(base);
            char got[40];
            snprintf(got, sizeof got, "%s%s", dt ? dt : "?", stars == 1 ? "*" : stars ? "**" : "");
            if (!dt || strcmp(got, want[np]) != 0) {
                char wb[24];
                snprintf(wb, sizeof wb, "%s", want[np]);
                size_t wl = strlen(wb);
                bool wptr = wl && wb[wl - 1] == '*';
                if (wptr)
                    wb[wl - 1] = '\0';
                snprintf(whybuf, sizeof whybuf, "parameter %d (%s) is '%s'; the declared signature needs %s%s (%s%s)",
                         np, pname[0] ? pname : "unnamed", type, wptr ? "a pointer to " : "", wb,
                         spelling_of_dtype(wb), wptr ? " *" : "");
                ok = false;
                break;
            }
            np++;
        }
        if (ok && np < nwant) {
            snprintf(whybuf, sizeof whybuf, "has %d parameter%s; the declared signature has %d (its parameters, then one 64-bit integer per shape dim)",
                     np, np == 1 ? "" : "s", nwant);
            ok = false;
        }
        break;
    }
    free(t);
    if (ok)
        return true;
    if (why)
        return tl_error_set(err, TL_ERR_INVALID, "__global__ function '%s' %s", name, why);
    if (whybuf[0])
        return tl_error_set(err, TL_ERR_INVALID, "__global__ function '%s' %s", name, whybuf);
    return tl_error_set(err, TL_ERR_INVALID, "no definition of a __global__ function '%s'%s", name,
                        found_name ? "" : " in the source");
}

/* ---- the arch ------------------------------------------------------------------ */

bool tl_cuda_detect(tl_target *out, char *reason, size_t cap);

bool tl_cuda_target_arch(const tl_target *t, char *arch, size_t cap, tl_error *err)
{
    const char *a = tl_target_attr(t, "arch");
    if (a && *a) {
        snprintf(arch, cap, "%s", a);
        return true;
    }
    tl_target probe = *t;
    char why[256];
    if (tl_cuda_detect(&probe, why, sizeof why) && (a = tl_target_attr(&probe, "arch")) && *a) {
        snprintf(arch, cap, "%s", a);
        return true;
    }
    return tl_error_set(err, TL_ERR_INVALID,
                        "target cuda has no arch, and none can be read from a device (%s): give one, e.g. "
                        "--target nvidia/h200 or --target 'cuda -arch=sm_90a'",
                        why);
}

/* ---- the artifact of source kernels ------------------------------------------- */

bool tl_cuda_source_codegen(struct tl_compilation *c, bool compile, tl_error *err)
{
    const tl_module *m = c->module;
    tl_cuda_artifact *a = calloc(1, sizeof *a);
    if (!a || !(a->kernels = calloc(m->nkernels ? m->nkernels : 1, sizeof *a->kernels))) {
        free(a);
        return tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
    }
    a->nkernels = (int)m->nkernels;
    tl_strbuf src = { 0 };
    bool ok = tl_cuda_target_arch(tl_context_target(c->ctx), a->arch, sizeof a->arch, err);
    for (size_t i = 0; ok && i < m->nkernels; i++) {
        const tl_kernel *k = m->kernels[i];
        tl_cuda_kernel *kk = &a->kernels[i];
        if (!k->source_text) {
            ok = tl_error_set(err, TL_ERR_NOT_IMPLEMENTED,
                              "kernel '%s': a module that mixes source kernels and tile kernels", k->name);
            break;
        }
        if (strlen(k->name) >= sizeof kk->name) {
            ok = tl_error_set(err, TL_ERR_INVALID, "kernel '%s': name too long", k->name);
            break;
        }
        snprintf(kk->name, sizeof kk->name, "%s", k->name);
        if (k->nthreads_dims != 1) {
            ok = tl_error_set(err, TL_ERR_INVALID, "%s:%d: source kernel '%s': threads(...) takes one dim on cuda",
                              k->loc.file ? k->loc.file : "<input>", k->loc.line, k->name);
            break;
        }
        kk->threads = k->threads[0];
        kk->dynamic_smem = 0;
        for (int d = 0; ok && d < 3; d++) {
            if (d < k->ngrid) {
                ok = tl_cuda_grid_expr(k, k->grid[d], &kk->grid[d], err);
            } else {
                kk->grid[d].nsteps = 1;
                kk->grid[d].steps[0].op = TL_CX_CONST;
                kk->grid[d].steps[0].value = 1;
            }
        }
        const char *want[256];
        int nwant = tl_cuda_param_ctypes(k, want, 256);
        if (ok && !tl_cuda_validate_source(k->source_text, k->name, want, nwant, err)) {
            char inner[sizeof err->msg], sig[600];
            snprintf(inner, sizeof inner, "%s", err->msg);
            tl_cuda_signature_text(k, sig, sizeof sig);
            ok = tl_error_set(err, TL_ERR_INVALID, "%s: source kernel '%s': %s (expected extern \"C\" __global__ void %s(%s))",
                              k->source_file, k->name, inner, k->name, sig);
        }
        /* each file once: kernels may share one */
        bool seen = false;
        for (size_t j = 0; j < i; j++)
            seen |= strcmp(m->kernels[j]->source_path, k->source_path) == 0;
        if (ok && !seen) {
            char *esc = strdup(k->source_file);
            for (char *q = esc; q && *q; q++)
                if (*q == '"' || *q == '\\')
                    *q = '_';
            tl_strbuf_printf(&src, "#line 1 \"%s\"\n", esc ? esc : "source.cu");
            free(esc);
            tl_strbuf_append(&src, k->source_text, k->source_len);
            if (k->source_len && k->source_text[k->source_len - 1] != '\n')
                tl_strbuf_puts(&src, "\n");
        }
    }
    if (ok && src.failed)
        ok = tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
    if (ok) {
        a->source = strdup(tl_strbuf_cstr(&src));
        ok = a->source || tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
    }
    if (ok) {
        c->device_source.len = 0;
        tl_strbuf_puts(&c->device_source, a->source);
    }
    tl_strbuf_free(&src);
    bool hit;
    if (ok && compile)
        ok = tl_cuda_cubin(c, a, TL_CUDA_CUBIN_UNITS, &hit, err);
    if (!ok) {
        tl_cuda_artifact_free(a);
        return false;
    }
    c->device_artifact = a;
    return true;
}
