/*
 * print.c: writes the tile IR back in the tile language (tl_ir_print). The
 * output is what `tilec build --emit ir` shows, and the parser reads it back
 * into the same IR: printing, parsing and printing again gives the same text
 * (tests/check_ir.c checks this on every example).
 *
 * What makes that hold: consts come first, then kernels, in order; every let
 * carries its dtype; implicit conversions the parser inserted are explicit
 * casts; floats print with the fewest digits that read back to the same
 * double, always with a '.', an exponent, inf or nan; parentheses follow
 * precedence, with comparisons (which do not chain) parenthesized inside one
 * another.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"

static void print_float(FILE *out, double v)
{
    if (isnan(v)) {
        fputs("nan", out);
        return;
    }
    if (isinf(v)) {
        fputs(v < 0 ? "-inf" : "inf", out);
        return;
    }
    char buf[64];
    for (int prec = 1; prec <= 17; prec++) {
        snprintf(buf, sizeof buf, "%.*g", prec, v);
        if (strtod(buf, NULL) == v)
            break;
    }
    fputs(buf, out);
    if (!strpbrk(buf, ".en"))
        fputs(".0", out);
}

/* Binding strength: higher binds tighter. Binary operators have theirs in
 * ir.h's TL_BINOPS (1 to 9; ceildiv is a call); unary operators and negative
 * literals bind tighter (PREC_UNARY), calls, loads and other literals
 * tightest (PREC_ATOM). */
enum { PREC_UNARY = 10, PREC_ATOM = 12 };
/* The i32 or i64 minimum, whose magnitude no literal of its dtype holds. */
static bool is_int_min(const tl_expr *e)
{
    return e->kind == TL_EXPR_INT && ((e->dtype == TL_DT_I32 && e->i == INT32_MIN) || (e->dtype == TL_DT_I64 && e->i == INT64_MIN));
}

static int prec_of(const tl_expr *e)
{
    switch (e->kind) {
    case TL_EXPR_BINARY: return tl_binop_prec(e->bin.op);
    case TL_EXPR_UNARY: return PREC_UNARY;
    case TL_EXPR_INT:
        if (is_int_min(e))
            return tl_binop_prec(TL_BIN_SUB); /* printed as MIN + 1 - 1 */
        return e->dtype != TL_DT_BOOL && e->i < 0 ? PREC_UNARY : PREC_ATOM;
    case TL_EXPR_FLOAT:
        return (e->f < 0 || (e->f == 0 && signbit(e->f))) ? PREC_UNARY : PREC_ATOM;
    default: return PREC_ATOM;
    }
}

static void print_sub(FILE *out, const tl_expr *e, int min_prec)
{
    bool paren = prec_of(e) < min_prec;
    if (paren)
        fputc('(', out);
    tl_ir_print_expr(out, e);
    if (paren)
        fputc(')', out);
}

static void print_list(FILE *out, tl_expr *const *xs, int n)
{
    for (int i = 0; i < n; i++) {
        if (i)
            fputs(", ", out);
        tl_ir_print_expr(out, xs[i]);
    }
}

void tl_ir_print_expr(FILE *out, const tl_expr *e)
{
    if (!e) {
        fputs("<null>", out);
        return;
    }
    switch (e->kind) {
    case TL_EXPR_INT:
        if (e->dtype == TL_DT_BOOL)
            fputs(e->i ? "true" : "false", out);
        else if (e->dtype == TL_DT_U64 && e->i < 0)
            fprintf(out, "%llu", (unsigned long long)e->i);
        else if (is_int_min(e))
            /* the minimum's magnitude fits no literal of its dtype: written as
             * arithmetic the parser folds back into the same literal */
            fprintf(out, "%lld - 1", (long long)e->i + 1);
        else
            fprintf(out, "%lld", (long long)e->i);
        break;
    case TL_EXPR_FLOAT: print_float(out, e->f); break;
    case TL_EXPR_VAR: fputs(e->var->name, out); break;
    case TL_EXPR_BINARY: {
        if (e->bin.op == TL_BIN_CEILDIV) {
            fputs("ceildiv(", out);
            tl_ir_print_expr(out, e->bin.a);
            fputs(", ", out);
            tl_ir_print_expr(out, e->bin.b);
            fputc(')', out);
            break;
        }
        int p = prec_of(e);
        /* left-associative; comparisons do not chain, so parenthesize both */
        print_sub(out, e->bin.a, tl_binop_is_compare(e->bin.op) ? p + 1 : p);
        fprintf(out, " %s ", tl_binop_name(e->bin.op));
        print_sub(out, e->bin.b, p + 1);
        break;
    }
    case TL_EXPR_UNARY:
        fputs(tl_unop_name(e->un.op), out);
        /* "-(-3)" must not become "--3" (it would fold to 3), but a prefix
         * operator on a prefix operator needs no brackets: "- -x", "!!b"
         * (bracketing each would nest the printed form twice as deep as the
         * source, past the parser's nesting limit) */
        if (e->un.a && e->un.a->kind == TL_EXPR_UNARY) {
            if (e->un.op == TL_UN_NEG && e->un.a->un.op == TL_UN_NEG)
                fputc(' ', out);
            tl_ir_print_expr(out, e->un.a);
        } else {
            print_sub(out, e->un.a, PREC_UNARY + 1);
        }
        break;
    case TL_EXPR_SELECT:
        fputs("select(", out);
        tl_ir_print_expr(out, e->sel.cond);
        fputs(", ", out);
        tl_ir_print_expr(out, e->sel.a);
        fputs(", ", out);
        tl_ir_print_expr(out, e->sel.b);
        fputc(')', out);
        break;
    case TL_EXPR_CAST:
        if (e->cast.bits) {
            fputs("bitcast(", out);
            tl_ir_print_expr(out, e->cast.a);
            fprintf(out, ", %s)", tl_dtype_name(e->dtype));
            break;
        }
        fprintf(out, "%s(", tl_dtype_name(e->dtype));
        tl_ir_print_expr(out, e->cast.a);
        fputc(')', out);
        break;
    case TL_EXPR_CALL:
        fprintf(out, "%s(", tl_mathfn_name(e->call.fn));
        print_list(out, e->call.args, e->call.nargs);
        fputc(')', out);
        break;
    case TL_EXPR_LOAD:
        fprintf(out, "%s[", e->load.buf->name);
        print_list(out, e->load.idx, e->load.nidx);
        fputc(']', out);
        break;
    }
}

static void indent(FILE *out, int level)
{
    for (int i = 0; i < level; i++)
        fputs("    ", out);
}

/* A slice: fixed dims as their index, ranges as `lo : lo + N` (`:` for a
 * whole dim), which the parser reads back to the same starts and extents. */
static void print_slice(FILE *out, const tl_region *r)
{
    fputc('[', out);
    for (int d = 0; d < r->buf->ndim; d++) {
        if (d)
            fputs(", ", out);
        int64_t s0, e;
        if (!(r->tiled & (1u << d)))
            tl_ir_print_expr(out, r->starts[d]);
        else if (tl_ir_is_const_int(r->starts[d], &s0) && s0 == 0 && tl_ir_expr_equal(r->extents[d], r->buf->dims[d]))
            fputc(':', out);
        else if (tl_ir_is_const_int(r->starts[d], &s0) && tl_ir_is_const_int(r->extents[d], &e))
            fprintf(out, "%lld : %lld", (long long)s0, (long long)(s0 + e));
        else {
            tl_ir_print_expr(out, r->starts[d]);
            fputs(" : ", out);
            tl_ir_print_expr(out, r->starts[d]);
            fputs(" + ", out);
            tl_ir_print_expr(out, r->extents[d]);
        }
    }
    fputc(']', out);
}

static void print_region(FILE *out, const tl_region *r)
{
    fputs(r->buf->name, out);
    if (r->slice && r->starts && r->extents) {
        print_slice(out, r);
    } else if (r->starts) {
        fputc('[', out);
        print_list(out, r->starts, r->buf->ndim);
        fputc(']', out);
    }
}

static void print_block(FILE *out, const tl_block *b, int level);

static void print_if(FILE *out, const tl_stmt *s, int level)
{
    fputs("if ", out);
    tl_ir_print_expr(out, s->ifs.cond);
    fputs(" {\n", out);
    print_block(out, &s->ifs.then_body, level + 1);
    indent(out, level);
    fputc('}', out);
    if (s->ifs.has_else) {
        const tl_block *e = &s->ifs.else_body;
        if (e->n == 1 && e->items[0]->kind == TL_STMT_IF) {
            fputs(" else ", out);
            print_if(out, e->items[0], level);
            return;
        }
        fputs(" else {\n", out);
        print_block(out, e, level + 1);
        indent(out, level);
        fputc('}', out);
    }
}

static void print_stmt(FILE *out, const tl_stmt *s, int level)
{
    indent(out, level);
    switch (s->kind) {
    case TL_STMT_ALLOC: {
        const tl_buffer *b = s->alloc.buf;
        if (b->view_of) {
            fprintf(out, "%s = view(%s, %s[", b->name, b->view_of->name, tl_dtype_name(b->dtype));
            print_list(out, b->dims, b->ndim);
            fputs("])\n", out);
            break;
        }
        fprintf(out, "%s = %s %s[", b->name, tl_scope_name(b->scope), tl_dtype_name(b->dtype));
        print_list(out, b->dims, b->ndim);
        fputc(']', out);
        if (b->layout_hint != TL_LAYOUT_HINT_NONE)
            fprintf(out, " layout(%s)", tl_layout_hint_name(b->layout_hint));
        fputc('\n', out);
        break;
    }
    case TL_STMT_LET:
        if (s->let.assign)
            fprintf(out, "%s = ", s->let.var->name);
        else
            fprintf(out, "%s %s: %s = ", s->let.var->kind == TL_VAR_MUT ? "var" : "let", s->let.var->name,
                    tl_dtype_name(s->let.var->dtype));
        tl_ir_print_expr(out, s->let.value);
        fputc('\n', out);
        break;
    case TL_STMT_WHILE:
        fputs("while ", out);
        tl_ir_print_expr(out, s->whiles.cond);
        fputs(" {\n", out);
        print_block(out, &s->whiles.body, level + 1);
        indent(out, level);
        fputs("}\n", out);
        break;
    case TL_STMT_BREAK: fputs("break\n", out); break;
    case TL_STMT_CONTINUE: fputs("continue\n", out); break;
    case TL_STMT_FOR: {
        fputs("for ", out);
        for (int i = 0; i < s->loop.nvars; i++)
            fprintf(out, "%s%s", i ? ", " : "", s->loop.vars[i]->name);
        fputs(" in ", out);
        if (s->loop.region) {
            fputs("threads() {\n", out);
            print_block(out, &s->loop.body, level + 1);
            indent(out, level);
            fputs("}\n", out);
            break;
        }
        if (s->loop.kind == TL_LOOP_THREAD)
            fprintf(out, "thread_%c(", "xyz"[s->loop.thread_axis % 3]);
        else
            fprintf(out, "%s(", tl_loop_kind_name(s->loop.kind));
        int n = s->loop.kind == TL_LOOP_PARALLEL ? s->loop.nvars : 1;
        for (int i = 0; i < n; i++) {
            if (i)
                fputs(", ", out);
            if (s->loop.begin[i]) {
                tl_ir_print_expr(out, s->loop.begin[i]);
                fputs(", ", out);
            }
            tl_ir_print_expr(out, s->loop.end[i]);
        }
        if (s->loop.kind == TL_LOOP_PIPELINED)
            fprintf(out, ", stages=%d", s->loop.stages);
        fputs(") {\n", out);
        print_block(out, &s->loop.body, level + 1);
        indent(out, level);
        fputs("}\n", out);
        break;
    }
    case TL_STMT_IF:
        print_if(out, s, level);
        fputc('\n', out);
        break;
    case TL_STMT_STORE:
        fprintf(out, "%s[", s->store.buf->name);
        print_list(out, s->store.idx, s->store.nidx);
        fputs("] = ", out);
        tl_ir_print_expr(out, s->store.value);
        fputc('\n', out);
        break;
    case TL_STMT_PREFETCH:
        /* a cache hint, not a statement of the language: a comment, so
         * that the dump still reads back */
        fprintf(out, "# prefetch %s[", s->store.buf->name);
        print_list(out, s->store.idx, s->store.nidx);
        fputs("]\n", out);
        break;
    case TL_STMT_TILE:
        fprintf(out, "%s(", tl_tileop_name(s->tile.op));
        for (int i = 0; i < s->tile.nargs; i++) {
            if (i)
                fputs(", ", out);
            print_region(out, &s->tile.args[i]);
        }
        if (s->tile.op == TL_TILE_FILL) {
            fputs(", ", out);
            tl_ir_print_expr(out, s->tile.value);
        }
        if (s->tile.op == TL_TILE_GEMM) {
            if (s->tile.transpose_a)
                fputs(", transpose_a=true", out);
            if (s->tile.transpose_b)
                fputs(", transpose_b=true", out);
            if (s->tile.precision == TL_PRECISION_TF32)
                fputs(", precision=tf32", out);
        }
        if (tl_tileop_is_reduce(s->tile.op)) {
            fprintf(out, ", dim=%d", s->tile.dim);
            if (!s->tile.clear)
                fputs(", clear=false", out);
        }
        if (tl_tileop_is_scan(s->tile.op)) {
            fprintf(out, ", dim=%d", s->tile.dim);
            if (s->tile.reverse)
                fputs(", reverse=true", out);
        }
        fputs(")\n", out);
        break;
    case TL_STMT_BARRIER: fputs("barrier()\n", out); break;
    }
}

static void print_block(FILE *out, const tl_block *b, int level)
{
    for (size_t i = 0; i < b->n; i++)
        print_stmt(out, b->items[i], level);
}

void tl_ir_print_kernel(FILE *out, const tl_kernel *k)
{
    fprintf(out, "kernel %s(", k->name);
    for (size_t i = 0; i < k->nparams; i++) {
        const tl_param *p = &k->params[i];
        if (i)
            fputs(", ", out);
        if (p->is_tensor) {
            fprintf(out, "%s: %s[", p->name, tl_dtype_name(p->buf->dtype));
            print_list(out, p->buf->dims, p->buf->ndim);
            fputc(']', out);
        } else {
            fprintf(out, "%s: %s", p->name, tl_dtype_name(p->var->dtype));
        }
    }
    fputs(")\n    grid(", out);
    print_list(out, k->grid, k->ngrid);
    fputs(") threads(", out);
    for (int i = 0; i < k->nthreads_dims; i++)
        fprintf(out, "%s%d", i ? ", " : "", k->threads[i]);
    fputs(") as (", out);
    for (int i = 0; i < k->ngrid; i++)
        fprintf(out, "%s%s", i ? ", " : "", k->block_vars[i] ? k->block_vars[i]->name : "?");
    fputc(')', out);
    if (k->swizzle)
        fprintf(out, " swizzle(%d)", k->swizzle);
    if (k->source_file)
        fprintf(out, " source \"%s\"", k->source_file);
    fputs("\n{\n", out);
    print_block(out, &k->body, 1);
    fputs("}\n", out);
}

void tl_ir_print(FILE *out, const tl_module *m)
{
    for (size_t i = 0; i < m->nconsts; i++) {
        fprintf(out, "const %s = ", m->consts[i].name);
        tl_ir_print_expr(out, m->consts[i].value);
        fputc('\n', out);
    }
    for (size_t i = 0; i < m->nglobals; i++)
        fprintf(out, "global %s: %s[%s]\n", m->globals[i].name, tl_dtype_name(m->globals[i].dtype), m->globals[i].dims_text);
    for (size_t i = 0; i < m->nkernels; i++) {
        if (i || m->nconsts || m->nglobals)
            fputc('\n', out);
        tl_ir_print_kernel(out, m->kernels[i]);
    }
}
