/*
 * check_ir.c: the tile IR (src/ir): print -> parse -> print is identical on
 * every example; the verifier fills region extents and catches what a pass
 * could get wrong in hand-built IR (dtype mismatches, out-of-scope variables,
 * gemm shapes); dtype and operator tables; float printing round-trips; the
 * hashed scoped symbol table (util/symtab.h) against a plain search.
 */
#include <math.h>

#include "testutil.h"
#include "langtest.h"
#include "util/symtab.h"

START_TEST(examples_round_trip)
{
    size_t n;
    char **files = lt_list_tiles("examples", &n);
    ck_assert_uint_ge(n, 10);
    for (size_t i = 0; i < n; i++) {
        size_t len;
        char *src = lt_read_file(files[i], &len);
        tl_arena *a = tl_arena_new();
        char *diag;
        int nerr;
        tl_module *m1 = lt_compile(a, files[i], src, len, NULL, 0, &diag, &nerr);
        ck_assert_msg(m1 != NULL, "%s:\n%s", files[i], diag);
        free(diag);
        char *t1 = lt_print(m1);
        tl_module *m2 = lt_compile(a, "printed.tile", t1, strlen(t1), NULL, 0, &diag, &nerr);
        ck_assert_msg(m2 != NULL, "%s: the printed IR does not compile:\n%s\n%s", files[i], diag, t1);
        free(diag);
        char *t2 = lt_print(m2);
        ck_assert_msg(strcmp(t1, t2) == 0, "%s: print -> parse -> print differs:\n%s\n---\n%s", files[i], t1, t2);
        ck_assert_uint_eq(m1->nkernels, m2->nkernels);
        free(t1);
        free(t2);
        free(src);
        tl_arena_free(a);
    }
    lt_free_list(files, n);
}
END_TEST

/* tl_ir_keep_kernels: what a run of some kernels of a file compiles */
START_TEST(keep_kernels)
{
    static const char src[] = "kernel a(X: f32[N]) grid(1) threads(1) as (bx) { X[0] = 1.0 }\n"
                              "kernel b(X: f32[N]) grid(1) threads(1) as (bx) { X[0] = 2.0 }\n"
                              "kernel c(X: f32[N]) grid(1) threads(1) as (bx) { X[0] = 3.0 }\n";
    const char *lists[] = {"c,a", NULL, "b", "a,nosuch", "", "b,b"};
    const char *want[] = {"ac", "a", "b", "abc", "a", "b"};
    for (int t = 0; t < 6; t++) {
        tl_arena *a = tl_arena_new();
        char *diag = NULL;
        int nerr = 0;
        tl_module *m = lt_compile(a, "k.tile", src, sizeof src - 1, NULL, 0, &diag, &nerr);
        ck_assert_msg(m != NULL, "%s", diag ? diag : "");
        free(diag);
        size_t kept = tl_ir_keep_kernels(m, lists[t]);
        char got[8] = {0};
        for (size_t i = 0; i < m->nkernels && i < 7; i++)
            got[i] = m->kernels[i]->name[0];
        ck_assert_str_eq(got, want[t]);
        /* a name the module lacks leaves it whole and says 0 */
        ck_assert_uint_eq(kept, t == 3 ? 0 : strlen(want[t]));
        tl_arena_free(a);
    }
}
END_TEST

START_TEST(round_trip_of_tricky_expressions)
{
    const char *src =
        "const X = -3\n"
        "const Y = 0.1\n"
        "const Z = 1e30\n"
        "kernel k(A: f32[N], B: f64[N], I: i32[N], n: i32, s: f32) grid(ceildiv(N, 4), 2) threads(4, 8) as (bx, by) {\n"
        "    L = local f32[2, 2]\n"
        "    let a = (A[0] - A[1]) - (A[2] - A[3])\n"
        "    let b = -(A[0] * s) / -A[1]\n"
        "    let c: f64 = B[0] * 1e-300 + -inf\n"
        "    let d = (n < 3) == (n > 4) || !(n != 0) && true\n"
        "    let e = select(d, max(a, b), pow(a, 2.5))\n"
        "    let f = (I[0] % 7 - X) * ceildiv(n, 2)\n"
        "    let g = i64(f) + 3000000000\n"
        "    for i in range(2, n) {\n"
        "        if i == 2 {\n"
        "            A[i] = a + Y\n"
        "        } else if i == 3 {\n"
        "            A[i] = Z\n"
        "        } else {\n"
        "            A[i] -= 1\n"
        "        }\n"
        "    }\n"
        "    for j in unroll(2) {\n"
        "        L[0, j] = abs(floor(e)) + nan\n"
        "    }\n"
        "}\n";
    tl_arena *a = tl_arena_new();
    char *diag;
    int nerr;
    tl_module *m1 = lt_compile(a, "t.tile", src, strlen(src), NULL, 0, &diag, &nerr);
    ck_assert_msg(m1 != NULL, "%s", diag);
    free(diag);
    char *t1 = lt_print(m1);
    tl_module *m2 = lt_compile(a, "p.tile", t1, strlen(t1), NULL, 0, &diag, &nerr);
    ck_assert_msg(m2 != NULL, "%s\n%s", diag, t1);
    free(diag);
    char *t2 = lt_print(m2);
    ck_assert_str_eq(t1, t2);
    ck_assert_msg(strstr(t1, "let a: f32 = A[0] - A[1] - (A[2] - A[3])"), "%s", t1);
    ck_assert_msg(strstr(t1, "const Y = 0.1\n"), "%s", t1);
    ck_assert_msg(strstr(t1, "} else if i == 3 {"), "%s", t1);
    ck_assert_msg(strstr(t1, "threads(4, 8)"), "%s", t1);
    free(t1);
    free(t2);
    tl_arena_free(a);
}
END_TEST

/* The bitwise operators print with as few brackets as Python's precedence
 * allows and read back into the same IR. */
START_TEST(round_trip_of_bitwise_expressions)
{
    const char *src =
        "const M = (0xF << 4) | 3\n"
        "kernel k(A: u8[N], I: i32[N], F: f32[N], B: bool[N]) grid(1) threads(1) as (bx) {\n"
        "    let a = (A[0] >> 4) & 15\n"
        "    let b = (I[0] | I[1]) ^ (I[2] & I[3]) << 2\n"
        "    let c = ~(I[0] + 1) - ~I[1] >> (I[2] & 31)\n"
        "    let d = bitcast(bitcast(F[0], u32) & 0x7fffffff, f32)\n"
        "    let e = (I[0] & M) == 0 && (I[1] | 1) != 0\n"
        "    let f = bitcast(i8(a), u8) << 1 >> 1\n"
        "    let g = bitcast(0xbf800000, f32) + bitcast(0x3f800000, f32)\n"
        "    F[2] = g + f32(bitcast(200, i8))\n"
        "    B[0] = e\n"
        "    A[1] &= a\n"
        "    A[2] <<= f\n"
        "    I[4] ^= b | c\n"
        "    F[1] = d\n"
        "}\n";
    tl_arena *a = tl_arena_new();
    char *diag;
    int nerr;
    tl_module *m1 = lt_compile(a, "t.tile", src, strlen(src), NULL, 0, &diag, &nerr);
    ck_assert_msg(m1 != NULL, "%s", diag);
    free(diag);
    char *t1 = lt_print(m1);
    tl_module *m2 = lt_compile(a, "p.tile", t1, strlen(t1), NULL, 0, &diag, &nerr);
    ck_assert_msg(m2 != NULL, "%s\n%s", diag, t1);
    free(diag);
    char *t2 = lt_print(m2);
    ck_assert_str_eq(t1, t2);
    ck_assert_msg(strstr(t1, "const M = 243\n"), "%s", t1);
    ck_assert_msg(strstr(t1, "let a: u8 = A[0] >> 4 & 15\n"), "%s", t1);
    ck_assert_msg(strstr(t1, "let b: i32 = (I[0] | I[1]) ^ (I[2] & I[3]) << 2\n"), "%s", t1);
    ck_assert_msg(strstr(t1, "let c: i32 = ~(I[0] + 1) - ~I[1] >> (I[2] & 31)\n"), "%s", t1);
    ck_assert_msg(strstr(t1, "let d: f32 = bitcast(bitcast(F[0], u32) & 2147483647, f32)\n"), "%s", t1);
    ck_assert_msg(strstr(t1, "let e: bool = I[0] & 243 == 0 && I[1] | 1 != 0\n"), "%s", t1);
    ck_assert_msg(strstr(t1, "A[1] = A[1] & a\n"), "%s", t1);
    ck_assert_msg(strstr(t1, "let g: f32 = bitcast(3212836864, f32) + bitcast(1065353216, f32)\n"), "%s", t1);
    free(t1);
    free(t2);
    tl_arena_free(a);
}
END_TEST

/* var, assignment, while, break and continue print as they are written
 * (compound assignments spelled out) and read back into the same IR. */
START_TEST(round_trip_of_control_flow)
{
    const char *src =
        "kernel k(A: i32[N]) grid(1) threads(1) as (bx) {\n"
        "    var n = A[0]\n"
        "    var s: i64 = 0\n"
        "    while n > 0 && s < 100 {\n"
        "        n -= 1\n"
        "        if n % 3 == 0 {\n"
        "            continue\n"
        "        }\n"
        "        for i in range(n) {\n"
        "            if i > 4 {\n"
        "                break\n"
        "            }\n"
        "            s += i64(i)\n"
        "        }\n"
        "    }\n"
        "    A[1] = i32(s)\n"
        "}\n";
    tl_arena *a = tl_arena_new();
    char *diag;
    int nerr;
    tl_module *m1 = lt_compile(a, "t.tile", src, strlen(src), NULL, 0, &diag, &nerr);
    ck_assert_msg(m1 != NULL, "%s", diag);
    free(diag);
    char *t1 = lt_print(m1);
    tl_module *m2 = lt_compile(a, "p.tile", t1, strlen(t1), NULL, 0, &diag, &nerr);
    ck_assert_msg(m2 != NULL, "%s\n%s", diag, t1);
    free(diag);
    char *t2 = lt_print(m2);
    ck_assert_str_eq(t1, t2);
    ck_assert_msg(strstr(t1, "    var n: i32 = A[0]\n    var s: i64 = 0\n    while n > 0 && s < 100 {\n        n = n - 1\n"), "%s", t1);
    ck_assert_msg(strstr(t1, "            continue\n"), "%s", t1);
    ck_assert_msg(strstr(t1, "                break\n"), "%s", t1);
    ck_assert_msg(strstr(t1, "            s = s + i64(i)\n"), "%s", t1);
    free(t1);
    free(t2);
    tl_arena_free(a);
}
END_TEST

/* Slices print as slices (a range as lo : lo + N, a whole dim as ':') and
 * parse back to the same starts, extents and tile dims, before and after the
 * passes that rewrite their starts. */
START_TEST(slices_round_trip)
{
    const char *src =
        "kernel k(K: f32[B, S, H, 64], O: f32[B, S, H, 64]) grid(ceildiv(S, 16), H, B) threads(32) as (bx, h, b) {\n"
        "    K_s = shared f32[16, 64]\n"
        "    R = shared f32[2, 64]\n"
        "    copy(K[b, bx * 16 : (bx + 1) * 16, h, :], K_s)\n"
        "    copy(K[b, bx * 16, h, 0 : 64], R[1, :])\n"
        "    fill(R[0, 8 : 16], 1.0)\n"
        "    clear(K_s[0 : 4, 3])\n"
        "    copy(K_s, O[b, 16 * bx - 1 : 16 * bx + 15, h, :])\n"
        "}\n";
    tl_arena *a = tl_arena_new();
    char *diag;
    int nerr;
    tl_module *m1 = lt_compile(a, "t.tile", src, strlen(src), NULL, 0, &diag, &nerr);
    ck_assert_msg(m1 != NULL, "%s", diag);
    free(diag);
    char *t1 = lt_print(m1);
    tl_module *m2 = lt_compile(a, "p.tile", t1, strlen(t1), NULL, 0, &diag, &nerr);
    ck_assert_msg(m2 != NULL, "%s\n%s", diag, t1);
    free(diag);
    char *t2 = lt_print(m2);
    ck_assert_str_eq(t1, t2);
    ck_assert_msg(strstr(t1, "copy(K[b, bx * 16 : bx * 16 + 16, h, :], K_s)"), "%s", t1);
    ck_assert_msg(strstr(t1, "copy(K[b, bx * 16, h, :], R[1, :])"), "%s", t1);
    ck_assert_msg(strstr(t1, "fill(R[0, 8 : 16], 1.0)"), "%s", t1);
    ck_assert_msg(strstr(t1, "clear(K_s[0 : 4, 3])"), "%s", t1);
    ck_assert_msg(strstr(t1, "O[b, 16 * bx - 1 : 16 * bx - 1 + 16, h, :]"), "%s", t1);
    free(t1);
    free(t2);
    tl_arena_free(a);
}
END_TEST

START_TEST(verifier_fills_extents)
{
    const char *src = "kernel k(A: f32[M, N], R: f32[N]) grid(1) threads(32) as (bx) {\n"
                      "    S = shared f32[16]\n"
                      "    copy(A[bx, 0 : 16], S)\n"
                      "    copy(S, R[bx * 16])\n"
                      "    copy(A[1 : 17, bx], S)\n"
                      "}\n";
    tl_arena *a = tl_arena_new();
    char *diag;
    int nerr;
    tl_module *m = lt_compile(a, "t.tile", src, strlen(src), NULL, 0, &diag, &nerr);
    ck_assert_msg(m != NULL, "%s", diag);
    free(diag);
    const tl_stmt *c = m->kernels[0]->body.items[1];
    ck_assert_int_eq(c->kind, TL_STMT_TILE);
    int64_t e0, e1;
    ck_assert(tl_ir_is_const_int(c->tile.args[0].extents[0], &e0));
    ck_assert(tl_ir_is_const_int(c->tile.args[0].extents[1], &e1));
    ck_assert_int_eq(e0, 1); /* a row of A: the fixed dim has extent 1 */
    ck_assert_int_eq(e1, 16);
    ck_assert_int_eq(c->tile.args[0].tiled, 2);
    ck_assert(c->tile.args[0].slice);
    ck_assert_ptr_nonnull(c->tile.args[1].extents);
    ck_assert_int_eq(c->tile.args[1].tiled, 1);
    /* a start-form tile of the tile's rank takes its shape */
    const tl_stmt *c2 = m->kernels[0]->body.items[2];
    ck_assert(tl_ir_is_const_int(c2->tile.args[1].extents[0], &e0));
    ck_assert_int_eq(e0, 16);
    /* a column: the tile dim is dim 0, the fixed one dim 1 */
    const tl_stmt *c3 = m->kernels[0]->body.items[3];
    ck_assert(tl_ir_is_const_int(c3->tile.args[0].extents[0], &e0));
    ck_assert(tl_ir_is_const_int(c3->tile.args[0].extents[1], &e1));
    ck_assert_int_eq(e0, 16);
    ck_assert_int_eq(e1, 1);
    ck_assert_int_eq(c3->tile.args[0].tiled, 1);
    tl_arena_free(a);
}
END_TEST

static tl_srcloc L(int line)
{
    tl_srcloc l = {"built.tile", line, 1};
    return l;
}

/* kernel k(A: f32[N]) grid(1) threads(32) as (bx) with an empty body */
static tl_module *tiny_module(tl_arena *a, tl_kernel **out)
{
    tl_module *m = tl_arena_alloc(a, sizeof(*m));
    m->arena = a;
    tl_kernel *k = tl_arena_alloc(a, sizeof(*k));
    k->name = "k";
    k->loc = L(1);
    tl_var *n = tl_ir_new_var(a, k, "N", TL_VAR_SHAPE, TL_DT_I32, L(1));
    k->shape_vars = tl_arena_array(a, 1, sizeof(tl_var *));
    k->shape_vars[0] = n;
    k->nshape_vars = 1;
    k->params = tl_arena_array(a, 1, sizeof(tl_param));
    k->nparams = 1;
    k->params[0].name = "A";
    k->params[0].is_tensor = true;
    k->params[0].loc = L(1);
    tl_buffer *b = tl_ir_new_buffer(a, k, "A", TL_SCOPE_GLOBAL, TL_DT_F32, 1, L(1));
    b->dims[0] = tl_ir_varref(a, n, L(1));
    b->param_index = 0;
    k->params[0].buf = b;
    k->ngrid = 1;
    k->grid[0] = tl_ir_int(a, TL_DT_I32, 1, L(1));
    k->block_vars[0] = tl_ir_new_var(a, k, "bx", TL_VAR_BLOCK, TL_DT_I32, L(1));
    k->nthreads_dims = 1;
    k->threads[0] = 32;
    m->kernels = tl_arena_array(a, 1, sizeof(tl_kernel *));
    m->kernels[0] = k;
    m->nkernels = 1;
    *out = k;
    return m;
}

static int verify_to_string(tl_module *m, char **text)
{
    size_t len;
    FILE *out = open_memstream(text, &len);
    tl_diag d;
    tl_diag_init(&d, out, NULL, 0);
    int n = tl_ir_verify(m, &d);
    fclose(out);
    return n;
}

START_TEST(verifier_on_built_ir)
{
    tl_arena *a = tl_arena_new();
    tl_kernel *k;
    tl_module *m = tiny_module(a, &k);
    tl_buffer *A = k->params[0].buf;
    char *text;
    ck_assert_int_eq(verify_to_string(m, &text), 0);
    free(text);

    /* A[0] = A[0] + 1 (i32): mismatched dtypes a pass might produce */
    tl_expr **idx = tl_arena_array(a, 1, sizeof(tl_expr *));
    idx[0] = tl_ir_int(a, TL_DT_I32, 0, L(2));
    tl_expr *sum = tl_ir_binary(a, TL_BIN_ADD, tl_ir_load(a, A, idx, 1, L(2)), tl_ir_int(a, TL_DT_I32, 1, L(2)), L(2));
    tl_stmt *st = tl_ir_new_stmt(a, TL_STMT_STORE, L(2));
    st->store.buf = A;
    st->store.nidx = 1;
    st->store.idx = idx;
    st->store.value = sum;
    ck_assert(tl_ir_block_append(a, &k->body, st));
    ck_assert_int_eq(verify_to_string(m, &text), 1);
    ck_assert_msg(strstr(text, "built.tile:2:1: error: mismatched types f32 and i32 for '+'"), "%s", text);
    free(text);

    /* a loop variable used after its loop */
    k->body.n = 0;
    tl_stmt *loop = tl_ir_new_stmt(a, TL_STMT_FOR, L(3));
    loop->loop.kind = TL_LOOP_SERIAL;
    loop->loop.nvars = 1;
    loop->loop.vars[0] = tl_ir_new_var(a, k, "i", TL_VAR_LOOP, TL_DT_I32, L(3));
    loop->loop.end[0] = tl_ir_int(a, TL_DT_I32, 4, L(3));
    ck_assert(tl_ir_block_append(a, &k->body, loop));
    tl_expr **idx2 = tl_arena_array(a, 1, sizeof(tl_expr *));
    idx2[0] = tl_ir_varref(a, loop->loop.vars[0], L(4));
    tl_stmt *st2 = tl_ir_new_stmt(a, TL_STMT_STORE, L(4));
    st2->store.buf = A;
    st2->store.nidx = 1;
    st2->store.idx = idx2;
    st2->store.value = tl_ir_float(a, TL_DT_F32, 0.0, L(4));
    ck_assert(tl_ir_block_append(a, &k->body, st2));
    ck_assert_int_eq(verify_to_string(m, &text), 1);
    ck_assert_msg(strstr(text, "built.tile:4:1: error: 'i' is used outside its scope"), "%s", text);
    free(text);

    /* gemm with a C of the wrong shape */
    k->body.n = 0;
    tl_buffer *bufs[3];
    const char *names[3] = {"X", "Y", "Z"};
    int dims[3][2] = {{16, 8}, {8, 32}, {16, 16}};
    tl_scope scopes[3] = {TL_SCOPE_SHARED, TL_SCOPE_SHARED, TL_SCOPE_FRAGMENT};
    for (int i = 0; i < 3; i++) {
        bufs[i] = tl_ir_new_buffer(a, k, names[i], scopes[i], TL_DT_F32, 2, L(5 + i));
        bufs[i]->dims[0] = tl_ir_int(a, TL_DT_I32, dims[i][0], L(5 + i));
        bufs[i]->dims[1] = tl_ir_int(a, TL_DT_I32, dims[i][1], L(5 + i));
        tl_stmt *al = tl_ir_new_stmt(a, TL_STMT_ALLOC, L(5 + i));
        al->alloc.buf = bufs[i];
        ck_assert(tl_ir_block_append(a, &k->body, al));
    }
    tl_stmt *g = tl_ir_new_stmt(a, TL_STMT_TILE, L(8));
    g->tile.op = TL_TILE_GEMM;
    g->tile.nargs = 3;
    for (int i = 0; i < 3; i++) {
        g->tile.args[i].buf = bufs[i];
        g->tile.args[i].loc = L(8);
    }
    ck_assert(tl_ir_block_append(a, &k->body, g));
    ck_assert_int_eq(verify_to_string(m, &text), 1);
    ck_assert_msg(strstr(text, "gemm: C must be [16, 32] (M x N), 'Z' is [16, 16]"), "%s", text);
    free(text);
    bufs[2]->dims[1] = tl_ir_int(a, TL_DT_I32, 32, L(7));
    ck_assert_int_eq(verify_to_string(m, &text), 0);
    free(text);

    /* the built module prints as text that compiles */
    size_t len = 0;
    char *printed = NULL;
    FILE *out = open_memstream(&printed, &len);
    tl_ir_print(out, m);
    fclose(out);
    char *diag;
    int nerr;
    ck_assert_msg(lt_compile(a, "p.tile", printed, len, NULL, 0, &diag, &nerr) != NULL, "%s\n%s", diag, printed);
    free(diag);
    free(printed);
    tl_arena_free(a);
}
END_TEST

START_TEST(tables)
{
    for (int t = TL_DT_BOOL; t < TL_DT_COUNT; t++) {
        const char *name = tl_dtype_name((tl_dtype)t);
        ck_assert_int_eq(tl_dtype_from_name(name, strlen(name)), t);
    }
    ck_assert_int_eq(tl_dtype_from_name("f8", 2), TL_DT_INVALID);
    ck_assert(tl_dtype_is_float(TL_DT_BF16) && !tl_dtype_is_int(TL_DT_BF16));
    ck_assert(tl_dtype_is_int(TL_DT_U8) && !tl_dtype_is_signed(TL_DT_U8));
    ck_assert_int_eq(tl_dtype_bits(TL_DT_F16), 16);
    for (int f = 0; f < TL_FN_COUNT; f++) {
        tl_mathfn back;
        const char *name = tl_mathfn_name((tl_mathfn)f);
        ck_assert(tl_mathfn_from_name(name, strlen(name), &back) && back == (tl_mathfn)f);
    }
    ck_assert_str_eq(tl_tileop_name(TL_TILE_REDUCE_ABSMAX), "reduce_absmax");
    ck_assert_str_eq(tl_binop_name(TL_BIN_CEILDIV), "ceildiv");
    /* the columns of ir.h's lists, by spot checks */
    ck_assert_str_eq(tl_dtype_c_type(TL_DT_BF16), "uint16_t");
    ck_assert_str_eq(tl_dtype_c_type(TL_DT_BOOL), "uint8_t");
    ck_assert_str_eq(tl_dtype_c_type(TL_DT_INVALID), "void");
    ck_assert(!tl_dtype_is_int(TL_DT_BOOL) && !tl_dtype_is_signed(TL_DT_BOOL) && !tl_dtype_is_float(TL_DT_BOOL));
    ck_assert(tl_dtype_is_signed(TL_DT_F32) && tl_dtype_is_signed(TL_DT_I64));
    ck_assert_int_eq(tl_dtype_bits(TL_DT_BOOL), 8);
    ck_assert_int_eq(tl_dtype_bits(TL_DT_INVALID), 0);
    ck_assert(tl_binop_is_compare(TL_BIN_NE) && !tl_binop_is_compare(TL_BIN_AND));
    ck_assert(tl_binop_is_logic(TL_BIN_OR) && !tl_binop_is_logic(TL_BIN_EQ));
    ck_assert_int_gt(tl_binop_prec(TL_BIN_MUL), tl_binop_prec(TL_BIN_ADD));
    ck_assert_int_gt(tl_binop_prec(TL_BIN_ADD), tl_binop_prec(TL_BIN_LT));
    ck_assert_int_gt(tl_binop_prec(TL_BIN_AND), tl_binop_prec(TL_BIN_OR));
    ck_assert_str_eq(tl_unop_name(TL_UN_NOT), "!");
    ck_assert(tl_mathfn_takes_ints(TL_FN_ABS) && tl_mathfn_takes_ints(TL_FN_MAX) && !tl_mathfn_takes_ints(TL_FN_POW));
    ck_assert_int_eq(tl_mathfn_arity(TL_FN_POW), 2);
    for (int op = 0; op < TL_TILE_COUNT; op++) {
        tl_tileop back;
        const char *name = tl_tileop_name((tl_tileop)op);
        ck_assert(tl_tileop_from_name(name, strlen(name), &back) && back == (tl_tileop)op);
        ck_assert(strncmp(tl_tileop_usage((tl_tileop)op), name, strlen(name)) == 0);
        ck_assert_int_eq(tl_tileop_is_reduce((tl_tileop)op), strncmp(name, "reduce_", 7) == 0);
    }
    tl_tileop none;
    ck_assert(!tl_tileop_from_name("barrier", 7, &none));
    ck_assert_int_eq(tl_tileop_nregions(TL_TILE_GEMM), 3);
    ck_assert_int_eq(tl_tileop_nregions(TL_TILE_FILL), 1);
    ck_assert(tl_tileop_takes_value(TL_TILE_FILL) && !tl_tileop_takes_value(TL_TILE_CLEAR));
}
END_TEST

START_TEST(float_printing)
{
    double values[] = {0.0, 1.0, -2.5, 0.1, 1.0 / 3.0, 1e-300, 6.02214076e23, 65504.0, 1e16, 123456789.0};
    tl_arena *a = tl_arena_new();
    for (size_t i = 0; i < sizeof(values) / sizeof(values[0]); i++) {
        tl_expr *e = tl_ir_float(a, TL_DT_F64, values[i], L(1));
        char *buf = NULL;
        size_t len = 0;
        FILE *out = open_memstream(&buf, &len);
        tl_ir_print_expr(out, e);
        fclose(out);
        ck_assert_msg(strpbrk(buf, ".e") != NULL, "'%s' does not read as a float", buf);
        ck_assert_msg(strtod(buf, NULL) == values[i], "'%s' does not read back as %.17g", buf, values[i]);
        free(buf);
    }
    tl_arena_free(a);
}
END_TEST

START_TEST(arena_limits)
{
    tl_arena a = {0};
    a.limit = 1 << 20;
    ck_assert_ptr_nonnull(tl_arena_alloc(&a, 1000));
    ck_assert_ptr_null(tl_arena_alloc(&a, 2 << 20));
    ck_assert(tl_arena_failed(&a));
    ck_assert_ptr_null(tl_arena_array(&a, SIZE_MAX / 2, 4));
    tl_arena_release(&a);
    tl_strbuf b = {0};
    tl_strbuf_printf(&b, "%s=%d", "x", 42);
    tl_strbuf_puts(&b, "!");
    ck_assert_str_eq(tl_strbuf_cstr(&b), "x=42!");
    tl_strbuf_free(&b);
}
END_TEST


/* Random pushes (names from a small set, so many shadow), pops and lookups,
 * checked against a search of the stack from its top; pointer keys alike. */
START_TEST(symtab_matches_a_plain_search)
{
    enum { NAMES = 97, OPS = 200000 };
    static char names[NAMES][8];
    static int objs[NAMES];
    for (int i = 0; i < NAMES; i++)
        snprintf(names[i], sizeof names[i], "n%d", i);
    tl_arena *a = tl_arena_new();
    tl_symtab t, tp;
    tl_symtab_init(&t, a);
    tl_symtab_init_ptr(&tp, a);
    int *stack = malloc(OPS * sizeof *stack);
    size_t n = 0;
    uint64_t state = 12345;
    for (int op = 0; op < OPS; op++) {
        state = state * 6364136223846793005ull + 1442695040888963407ull;
        int k = (int)((state >> 33) % NAMES);
        int what = (int)((state >> 50) % 8);
        if (what < 4) {
            ck_assert(tl_symtab_push(&t, names[k], strlen(names[k]), n));
            ck_assert(tl_symtab_push(&tp, &objs[k], 0, n));
            stack[n++] = k;
        } else if (what == 4 && n > 0) {
            size_t mark = (size_t)((state >> 20) % (n + 1));
            tl_symtab_pop_to(&t, mark);
            tl_symtab_pop_to(&tp, mark);
            n = mark;
        } else {
            size_t want = TL_SYMTAB_NONE;
            for (size_t i = n; i-- > 0;)
                if (stack[i] == k) {
                    want = i;
                    break;
                }
            ck_assert_uint_eq(tl_symtab_find(&t, names[k], strlen(names[k])), want);
            ck_assert_uint_eq(tl_symtab_find(&tp, &objs[k], 0), want);
            ck_assert_uint_eq(tl_symtab_mark(&t), n);
        }
    }
    /* a prefix or a longer name is another name */
    tl_symtab_pop_to(&t, 0);
    ck_assert(tl_symtab_push(&t, "abc", 3, 7));
    ck_assert_uint_eq(tl_symtab_find(&t, "abcd", 3), 7);
    ck_assert_uint_eq(tl_symtab_find(&t, "ab", 2), TL_SYMTAB_NONE);
    ck_assert_uint_eq(tl_symtab_find(&t, "abcd", 4), TL_SYMTAB_NONE);
    free(stack);
    tl_arena_free(a);
}
END_TEST

Suite *make_suite(void)
{
    Suite *s = suite_create("ir");
    TCase *tc = tcase_create("ir");
    tcase_set_timeout(tc, 30);
    tcase_add_test(tc, examples_round_trip);
    tcase_add_test(tc, keep_kernels);
    tcase_add_test(tc, round_trip_of_tricky_expressions);
    tcase_add_test(tc, round_trip_of_bitwise_expressions);
    tcase_add_test(tc, round_trip_of_control_flow);
    tcase_add_test(tc, verifier_fills_extents);
    tcase_add_test(tc, slices_round_trip);
    tcase_add_test(tc, verifier_on_built_ir);
    tcase_add_test(tc, tables);
    tcase_add_test(tc, float_printing);
    tcase_add_test(tc, arena_limits);
    tcase_add_test(tc, symtab_matches_a_plain_search);
    suite_add_tcase(s, tc);
    return s;
}

TL_TEST_MAIN()
