/*
 * spirv.c: the SPIR-V module builder (spirv.h): ids, sections, types and
 * constants deduplicated, functions with their variables hoisted, words.
 */
#include "vulkan/spirv.h"

#include <stdlib.h>
#include <string.h>

static bool grow(tl_spv *b, tl_spv_words *s, size_t more)
{
    if (s->n + more <= s->cap)
        return true;
    size_t nc = s->cap ? s->cap * 2 : 256;
    while (nc < s->n + more)
        nc *= 2;
    uint32_t *w = realloc(s->w, nc * sizeof *w);
    if (!w) {
        b->oom = true;
        return false;
    }
    s->w = w;
    s->cap = nc;
    return true;
}

static void put_line(tl_spv *b, tl_spv_words *s, int line)
{
    if (s->ninst + 1 > s->cap_line) {
        size_t nc = s->cap_line ? s->cap_line * 2 : 256;
        int *l = realloc(s->line, nc * sizeof *l);
        if (!l) {
            b->oom = true;
            return;
        }
        s->line = l;
        s->cap_line = nc;
    }
    s->line[s->ninst++] = line;
}

/* One instruction into s: the first word is (count << 16) | op. */
static void inst(tl_spv *b, tl_spv_words *s, uint32_t op, const uint32_t *ops, size_t n)
{
    if (!grow(b, s, n + 1))
        return;
    s->w[s->n++] = (uint32_t)((n + 1) << 16) | op;
    memcpy(s->w + s->n, ops, n * sizeof *ops);
    s->n += n;
    put_line(b, s, b->line);
}

void tl_spv_free(tl_spv *b)
{
    for (int i = 0; i < SPV_NSECTIONS; i++) {
        free(b->sec[i].w);
        free(b->sec[i].line);
    }
    free(b->fvars.w);
    free(b->fvars.line);
    free(b->body.w);
    free(b->body.line);
    memset(b, 0, sizeof *b);
}

uint32_t tl_spv_id(tl_spv *b) { return ++b->bound; }

void tl_spv_emit(tl_spv *b, int sec, uint32_t op, const uint32_t *ops, size_t n) { inst(b, &b->sec[sec], op, ops, n); }

/* Words of a literal string: UTF-8, nul-terminated, padded to a word. */
static size_t str_words(const char *s) { return strlen(s) / 4 + 1; }

void tl_spv_emit_str(tl_spv *b, int sec, uint32_t op, const uint32_t *pre, size_t npre, const char *s,
                     const uint32_t *post, size_t npost)
{
    size_t ns = str_words(s), n = npre + ns + npost;
    uint32_t *w = calloc(n ? n : 1, sizeof *w);
    if (!w) {
        b->oom = true;
        return;
    }
    memcpy(w, pre, npre * sizeof *w);
    memcpy((char *)(w + npre), s, strlen(s));
    memcpy(w + npre + ns, post, npost * sizeof *w);
    inst(b, &b->sec[sec], op, w, n);
    free(w);
}

/* ---- types and constants, deduplicated ------------------------------------------- */

/* Looks through the types section for op with the same operands (after
 * the result id, which is the first operand of every type and the second
 * of a constant). */
uint32_t tl_spv_type(tl_spv *b, uint32_t op, const uint32_t *ops, size_t n)
{
    bool is_const = op == SpvOpConstant || op == SpvOpConstantTrue || op == SpvOpConstantFalse ||
                    op == SpvOpConstantComposite || op == SpvOpConstantNull;
    tl_spv_words *s = &b->sec[SPV_TYPES];
    for (size_t i = 0; i < s->n;) {
        uint32_t head = s->w[i], cnt = head >> 16;
        if ((head & 0xffff) == op && cnt == n + 2) {
            const uint32_t *w = s->w + i + 1;
            /* the operands without the result id */
            bool same = is_const ? w[0] == ops[0] && memcmp(w + 2, ops + 1, (n - 1) * sizeof *ops) == 0
                                 : memcmp(w + 1, ops, n * sizeof *ops) == 0;
            if (same)
                return is_const ? w[1] : w[0];
        }
        i += cnt ? cnt : 1;
    }
    uint32_t id = tl_spv_id(b);
    uint32_t w[16];
    if (n + 1 > sizeof w / sizeof *w) {
        b->oom = true;
        return id;
    }
    if (is_const) {
        w[0] = ops[0];
        w[1] = id;
        memcpy(w + 2, ops + 1, (n - 1) * sizeof *ops);
    } else {
        w[0] = id;
        memcpy(w + 1, ops, n * sizeof *ops);
    }
    int saved = b->line;
    b->line = 0;
    inst(b, s, op, w, n + 1);
    b->line = saved;
    return id;
}

uint32_t tl_spv_const_null(tl_spv *b, uint32_t t) { return tl_spv_type(b, SpvOpConstantNull, &t, 1); }

uint32_t tl_spv_t_void(tl_spv *b) { return tl_spv_type(b, SpvOpTypeVoid, NULL, 0); }
uint32_t tl_spv_t_bool(tl_spv *b) { return tl_spv_type(b, SpvOpTypeBool, NULL, 0); }

uint32_t tl_spv_t_int(tl_spv *b, int width, bool is_signed)
{
    return tl_spv_type(b, SpvOpTypeInt, (const uint32_t[]){(uint32_t)width, is_signed ? 1u : 0u}, 2);
}

uint32_t tl_spv_t_float(tl_spv *b, int width) { return tl_spv_type(b, SpvOpTypeFloat, (const uint32_t[]){(uint32_t)width}, 1); }

uint32_t tl_spv_t_ptr(tl_spv *b, uint32_t storage, uint32_t type)
{
    return tl_spv_type(b, SpvOpTypePointer, (const uint32_t[]){storage, type}, 2);
}

uint32_t tl_spv_t_array(tl_spv *b, uint32_t elem, uint32_t len)
{
    uint32_t u32 = tl_spv_t_int(b, 32, false);
    return tl_spv_type(b, SpvOpTypeArray, (const uint32_t[]){elem, tl_spv_const(b, u32, len)}, 2);
}

/* The width of scalar type t (declared in the types section). */
static int width_of(tl_spv *b, uint32_t t)
{
    tl_spv_words *s = &b->sec[SPV_TYPES];
    for (size_t i = 0; i < s->n;) {
        uint32_t head = s->w[i], cnt = head >> 16, op = head & 0xffff;
        if ((op == SpvOpTypeInt || op == SpvOpTypeFloat) && s->w[i + 1] == t)
            return (int)s->w[i + 2];
        i += cnt ? cnt : 1;
    }
    return 32;
}

uint32_t tl_spv_const(tl_spv *b, uint32_t t, uint64_t bits)
{
    if (width_of(b, t) == 64)
        return tl_spv_type(b, SpvOpConstant, (const uint32_t[]){t, (uint32_t)bits, (uint32_t)(bits >> 32)}, 3);
    int w = width_of(b, t);
    uint32_t v = (uint32_t)bits;
    if (w < 32)
        v &= (1u << w) - 1u;
    return tl_spv_type(b, SpvOpConstant, (const uint32_t[]){t, v}, 2);
}

uint32_t tl_spv_const_bool(tl_spv *b, bool v)
{
    return tl_spv_type(b, v ? SpvOpConstantTrue : SpvOpConstantFalse, (const uint32_t[]){tl_spv_t_bool(b)}, 1);
}

/* ---- module-level declarations ------------------------------------------------------ */

void tl_spv_capability(tl_spv *b, uint32_t cap)
{
    tl_spv_words *s = &b->sec[SPV_CAPS];
    for (size_t i = 0; i + 1 < s->n; i += 2)
        if (s->w[i + 1] == cap)
            return;
    tl_spv_emit(b, SPV_CAPS, SpvOpCapability, &cap, 1);
}

void tl_spv_extension(tl_spv *b, const char *name)
{
    tl_spv_words *s = &b->sec[SPV_EXTS];
    for (size_t i = 0; i < s->n; i += s->w[i] >> 16)
        if (strcmp((const char *)(s->w + i + 1), name) == 0)
            return;
    tl_spv_emit_str(b, SPV_EXTS, SpvOpExtension, NULL, 0, name, NULL, 0);
}

uint32_t tl_spv_glsl(tl_spv *b)
{
    if (!b->glsl) {
        b->glsl = tl_spv_id(b);
        tl_spv_emit_str(b, SPV_IMPORTS, SpvOpExtInstImport, &b->glsl, 1, "GLSL.std.450", NULL, 0);
    }
    return b->glsl;
}

void tl_spv_name(tl_spv *b, uint32_t id, const char *name) { tl_spv_emit_str(b, SPV_DEBUG, SpvOpName, &id, 1, name, NULL, 0); }

void tl_spv_decorate(tl_spv *b, uint32_t id, uint32_t dec, const uint32_t *ops, size_t n)
{
    uint32_t w[8] = {id, dec};
    if (n > 6)
        n = 6;
    memcpy(w + 2, ops, n * sizeof *ops);
    tl_spv_emit(b, SPV_ANNOT, SpvOpDecorate, w, n + 2);
}

void tl_spv_member_decorate(tl_spv *b, uint32_t id, uint32_t member, uint32_t dec, uint32_t value)
{
    tl_spv_emit(b, SPV_ANNOT, SpvOpMemberDecorate, (const uint32_t[]){id, member, dec, value}, 4);
}

uint32_t tl_spv_global(tl_spv *b, uint32_t ptr, uint32_t storage)
{
    uint32_t id = tl_spv_id(b);
    int saved = b->line;
    b->line = 0;
    inst(b, &b->sec[SPV_TYPES], SpvOpVariable, (const uint32_t[]){ptr, id, storage}, 3);
    b->line = saved;
    return id;
}

/* ---- functions ------------------------------------------------------------------------ */

uint32_t tl_spv_func_begin(tl_spv *b, uint32_t id, uint32_t ret, uint32_t ftype)
{
    if (!id)
        id = tl_spv_id(b);
    b->in_func = true;
    b->fvars.n = b->fvars.ninst = 0;
    b->body.n = b->body.ninst = 0;
    inst(b, &b->sec[SPV_FUNCS], SpvOpFunction, (const uint32_t[]){ret, id, 0, ftype}, 4);
    return id;
}

uint32_t tl_spv_param(tl_spv *b, uint32_t type)
{
    uint32_t id = tl_spv_id(b);
    inst(b, &b->sec[SPV_FUNCS], SpvOpFunctionParameter, (const uint32_t[]){type, id}, 2);
    return id;
}

uint32_t tl_spv_var(tl_spv *b, uint32_t ptr)
{
    uint32_t id = tl_spv_id(b);
    inst(b, &b->fvars, SpvOpVariable, (const uint32_t[]){ptr, id, SpvSCFunction}, 3);
    return id;
}

/* The first label, the variables, then the body (whose first instruction
 * is that label). */
void tl_spv_func_end(tl_spv *b)
{
    tl_spv_words *f = &b->sec[SPV_FUNCS];
    size_t first = b->body.n ? (b->body.w[0] >> 16) : 0;
    if (!grow(b, f, b->body.n + b->fvars.n + 1))
        return;
    for (size_t part = 0; part < 3; part++) {
        const tl_spv_words *s = part == 1 ? &b->fvars : &b->body;
        size_t from = part == 2 ? first : 0, to = part == 0 ? first : s->n;
        memcpy(f->w + f->n, s->w + from, (to - from) * sizeof *f->w);
        f->n += to - from;
        size_t i0 = part == 2 ? (first ? 1 : 0) : 0, i1 = part == 0 ? (first ? 1 : 0) : s->ninst;
        for (size_t i = i0; i < i1; i++)
            put_line(b, f, s->line[i]);
    }
    int saved = b->line;
    b->line = 0;
    inst(b, f, SpvOpFunctionEnd, NULL, 0);
    b->line = saved;
    b->in_func = b->open = false;
}

uint32_t tl_spv_op(tl_spv *b, uint32_t op, uint32_t type, const uint32_t *ops, size_t n)
{
    if (!b->open)
        tl_spv_label(b, tl_spv_id(b));
    uint32_t w[24], id = 0;
    size_t k = 0;
    if (n + 2 > sizeof w / sizeof *w) {
        b->oom = true;
        return 0;
    }
    if (type) {
        id = tl_spv_id(b);
        w[k++] = type;
        w[k++] = id;
    }
    memcpy(w + k, ops, n * sizeof *ops);
    inst(b, &b->body, op, w, k + n);
    /* a driver may fuse a product and a sum into one rounding unless told */
    if (b->no_contraction && (op == SpvOpFAdd || op == SpvOpFSub || op == SpvOpFMul || op == SpvOpFDiv || op == SpvOpFRem))
        tl_spv_decorate(b, id, SpvDecNoContraction, NULL, 0);
    return id;
}

uint32_t tl_spv_ext(tl_spv *b, uint32_t type, uint32_t which, const uint32_t *args, size_t n)
{
    uint32_t w[8] = {tl_spv_glsl(b), which};
    if (n > 6)
        n = 6;
    memcpy(w + 2, args, n * sizeof *args);
    return tl_spv_op(b, SpvOpExtInst, type, w, n + 2);
}

void tl_spv_label(tl_spv *b, uint32_t id)
{
    if (b->open)
        tl_spv_branch(b, id);
    inst(b, &b->body, SpvOpLabel, &id, 1);
    b->open = true;
}

void tl_spv_branch(tl_spv *b, uint32_t target)
{
    if (!b->open)
        return;
    inst(b, &b->body, SpvOpBranch, &target, 1);
    b->open = false;
}

void tl_spv_branch_cond(tl_spv *b, uint32_t cond, uint32_t t, uint32_t f)
{
    if (!b->open)
        tl_spv_label(b, tl_spv_id(b));
    inst(b, &b->body, SpvOpBranchConditional, (const uint32_t[]){cond, t, f}, 3);
    b->open = false;
}

void tl_spv_return(tl_spv *b)
{
    if (!b->open)
        tl_spv_label(b, tl_spv_id(b));
    inst(b, &b->body, SpvOpReturn, NULL, 0);
    b->open = false;
}

void tl_spv_return_value(tl_spv *b, uint32_t v)
{
    if (!b->open)
        tl_spv_label(b, tl_spv_id(b));
    inst(b, &b->body, SpvOpReturnValue, &v, 1);
    b->open = false;
}

bool tl_spv_finish(tl_spv *b, uint32_t **words, size_t *nwords, int **line_src, size_t *ninst)
{
    size_t n = 5, ni = 0;
    for (int i = 0; i < SPV_NSECTIONS; i++) {
        n += b->sec[i].n;
        ni += b->sec[i].ninst;
    }
    uint32_t *w = malloc(n * sizeof *w);
    int *l = calloc(ni ? ni : 1, sizeof *l);
    if (!w || !l || b->oom) {
        free(w);
        free(l);
        return false;
    }
    /* magic, version 1.3, generator (0: unregistered), bound, schema */
    w[0] = 0x07230203;
    w[1] = 0x00010300;
    w[2] = 0;
    w[3] = b->bound + 1;
    w[4] = 0;
    size_t k = 5, li = 0;
    for (int i = 0; i < SPV_NSECTIONS; i++) {
        memcpy(w + k, b->sec[i].w, b->sec[i].n * sizeof *w);
        k += b->sec[i].n;
        for (size_t j = 0; j < b->sec[i].ninst; j++)
            l[li++] = b->sec[i].line ? b->sec[i].line[j] : 0;
    }
    *words = w;
    *nwords = n;
    *line_src = l;
    *ninst = ni;
    return true;
}
