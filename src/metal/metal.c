/*
 * metal.c: the metal backend's entry points around its emitter (codegen.c):
 * its own pass metal_lower_gemm, the device codegen's build functions and
 * emit kinds, the host hook metal_context (Objective-C++ host code that
 * creates the device, library and pipeline states and launches the
 * kernels), and the load of its execution backends, which says why no
 * kernel can be loaded off Apple platforms.
 *
 * Nothing here runs Metal: no Metal compiler nor framework exists on Linux.
 * The MSL is checked here by clang's C++ for OpenCL mode with a shim header
 * (tests/metal-shim/, tests/check_metal.c); the host code's non-Apple half
 * compiles as C and answers "no Metal framework on this platform".
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "backend/internal.h"
#include "compile/compile.h"
#include "metal/metal.h"
#include "registry.h"
#include "transform/gpu.h"
#include "transform/transform.h"

/* ---- pass metal_lower_gemm ------------------------------------------------------ */

static bool operand_ok(const tl_region *r)
{
    return !r->starts && r->buf->ndim == 2 && !r->buf->view_of &&
           (r->buf->scope == TL_SCOPE_SHARED ||
            (r->buf->scope == TL_SCOPE_FRAGMENT && r->buf->layout && !r->buf->layout->warps_m));
}

static bool mult8(const tl_buffer *b)
{
    int64_t v;
    for (int d = 0; d < 2; d++)
        if (!tl_ir_is_const_int(b->dims[d], &v) || v <= 0 || v % 8)
            return false;
    return true;
}

/* Whether gemm s runs on simdgroup_matrix: A and B of one dtype among f16,
 * f32 (bf16 from MSL 3.1) in threadgroup memory or a fragment (which then
 * goes there), C an f32 fragment (or of A's dtype), whole buffers, every dim
 * a multiple of 8, and whole simdgroups. */
static bool simdgroup_gemm(const tl_kernel *k, const tl_stmt *s, int msl)
{
    const tl_region *A = &s->tile.args[0], *B = &s->tile.args[1], *C = &s->tile.args[2];
    tl_dtype t = A->buf->dtype;
    if (B->buf->dtype != t || !(t == TL_DT_F16 || t == TL_DT_F32 || (t == TL_DT_BF16 && msl >= 31)))
        return false;
    if (!(C->buf->dtype == TL_DT_F32 || C->buf->dtype == t))
        return false;
    if (!operand_ok(A) || !operand_ok(B) || !operand_ok(C) || C->buf->scope != TL_SCOPE_FRAGMENT ||
        !C->buf->layout || C->buf->layout->replicated)
        return false;
    if (!mult8(A->buf) || !mult8(B->buf) || !mult8(C->buf) || tl_gpu_threads(k) % 32)
        return false;
    if (A->buf == C->buf || B->buf == C->buf)
        return false;
    return true;
}

static void to_threadgroup(const tl_buffer *b)
{
    if (b->scope == TL_SCOPE_FRAGMENT && b->layout)
        ((tl_layout *)b->layout)->in_shared = true;
}

static bool gemm_block(struct tl_compilation *c, tl_kernel *k, tl_block *b, int msl, tl_error *err)
{
    for (size_t i = 0; i < b->n; i++) {
        tl_stmt *s = b->items[i];
        if (s->kind == TL_STMT_FOR && !gemm_block(c, k, &s->loop.body, msl, err))
            return false;
        if (s->kind == TL_STMT_WHILE && !gemm_block(c, k, &s->whiles.body, msl, err))
            return false;
        if (s->kind == TL_STMT_IF &&
            (!gemm_block(c, k, &s->ifs.then_body, msl, err) || !gemm_block(c, k, &s->ifs.else_body, msl, err)))
            return false;
        if (s->kind != TL_STMT_TILE || s->tile.op != TL_TILE_GEMM)
            continue;
        if (simdgroup_gemm(k, s, msl)) {
            /* kept: simdgroup_load/store move C's tiles between threadgroup
             * memory and the simdgroup matrices (codegen.c) */
            for (int j = 0; j < 3; j++)
                to_threadgroup(s->tile.args[j].buf);
            continue;
        }
        tl_stmt *l = tl_gpu_gemm_loops(c->arena, k, s);
        if (!l)
            return tl_error_set(err, TL_ERR_INVALID, "%s:%d:%d: gemm: cannot lower (a constant K is needed)",
                                s->loc.file ? s->loc.file : "<input>", s->loc.line, s->loc.col);
        b->items[i] = l;
    }
    return true;
}

/* The kept gemms are hidden from place_fragments, which would lower any
 * gemm not on tensor cores into loops (demote_gemms): while it runs they
 * read as atomic_add tile ops, which it leaves to the emitter with all
 * their operands in shared memory, as they are here. */
static void hide_gemms(tl_block *b, bool hide)
{
    for (size_t i = 0; i < b->n; i++) {
        tl_stmt *s = b->items[i];
        if (s->kind == TL_STMT_FOR)
            hide_gemms(&s->loop.body, hide);
        else if (s->kind == TL_STMT_WHILE)
            hide_gemms(&s->whiles.body, hide);
        else if (s->kind == TL_STMT_IF) {
            hide_gemms(&s->ifs.then_body, hide);
            hide_gemms(&s->ifs.else_body, hide);
        } else if (s->kind == TL_STMT_TILE && s->tile.nargs == 3 &&
                   s->tile.op == (hide ? TL_TILE_GEMM : TL_TILE_ATOMIC_ADD)) {
            s->tile.op = hide ? TL_TILE_ATOMIC_ADD : TL_TILE_GEMM;
        }
    }
}

bool tl_metal_lower_gemm(struct tl_compilation *c, tl_error *err)
{
    int msl;
    if (!tl_metal_msl_version(c, &msl, err))
        return false;
    for (size_t i = 0; i < c->module->nkernels; i++)
        if (!gemm_block(c, c->module->kernels[i], &c->module->kernels[i]->body, msl, err))
            return false;
    for (size_t i = 0; i < c->module->nkernels; i++)
        hide_gemms(&c->module->kernels[i]->body, true);
    bool ok = tl_pass_place_fragments(c, err);
    for (size_t i = 0; i < c->module->nkernels; i++)
        hide_gemms(&c->module->kernels[i]->body, false);
    return ok;
}

/* ---- the device codegen -------------------------------------------------------- */

#define NO_COMPILER                                                                                          \
    "no Metal compiler on this platform (Apple's metal and metallib run only on macOS): "                   \
    "'tilec build K.tile --target metal --emit source' gives the MSL"

bool tl_metal_codegen_compile(struct tl_compilation *c, tl_error *err)
{
    if (!tl_metal_codegen_source(c, err))
        return false;
    return tl_error_set(err, TL_ERR_UNAVAILABLE, "metal: %s", NO_COMPILER);
}

bool tl_metal_codegen_emit(struct tl_compilation *c, const char *kind, struct tl_strbuf *out, tl_error *err)
{
    tl_metal_artifact *art = c->device_artifact;
    if (!art)
        return tl_error_set(err, TL_ERR_INVALID, "metal emit: no device code was generated");
    if (strcmp(kind, "source") == 0) {
        tl_strbuf_puts(out, art->source);
    } else if (strcmp(kind, "context") == 0) {
        if (!art->context && !(art->context = tl_metal_context_source(c, err)))
            return false;
        tl_strbuf_puts(out, art->context);
    } else {
        return tl_error_set(err, TL_ERR_INVALID, "metal emit: unknown kind '%s' (source or context)", kind);
    }
    return !out->failed || tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
}

/* ---- host hook metal_context ------------------------------------------------------ */

/* A grid dim as a C expression of the launch's dims[] (shape dims in order
 * of first appearance) and constants. */
static bool grid_c(tl_strbuf *o, const tl_kernel *k, const tl_expr *e)
{
    switch (e->kind) {
    case TL_EXPR_INT: tl_strbuf_printf(o, "(int64_t)%" PRId64, e->i); return true;
    case TL_EXPR_VAR:
        for (size_t i = 0; i < k->nshape_vars; i++)
            if (k->shape_vars[i] == e->var) {
                tl_strbuf_printf(o, "dims[%zu]", i);
                return true;
            }
        return false;
    case TL_EXPR_CAST: return grid_c(o, k, e->cast.a);
    case TL_EXPR_BINARY: {
        const char *op = e->bin.op == TL_BIN_ADD ? "+" : e->bin.op == TL_BIN_SUB ? "-" : e->bin.op == TL_BIN_MUL ? "*"
                       : e->bin.op == TL_BIN_DIV ? "/" : e->bin.op == TL_BIN_MOD ? "%"
                       : e->bin.op == TL_BIN_LT ? "<" : e->bin.op == TL_BIN_LE ? "<=" : e->bin.op == TL_BIN_GT ? ">"
                       : e->bin.op == TL_BIN_GE ? ">=" : e->bin.op == TL_BIN_EQ ? "==" : e->bin.op == TL_BIN_NE ? "!=" : NULL;
        if (e->bin.op == TL_BIN_CEILDIV) {
            tl_strbuf_puts(o, "tilec_metal_ceildiv(");
            if (!grid_c(o, k, e->bin.a))
                return false;
            tl_strbuf_puts(o, ", ");
            if (!grid_c(o, k, e->bin.b))
                return false;
            tl_strbuf_puts(o, ")");
            return true;
        }
        if (!op)
            return false;
        tl_strbuf_puts(o, "((int64_t)(");
        if (!grid_c(o, k, e->bin.a))
            return false;
        tl_strbuf_printf(o, " %s ", op);
        if (!grid_c(o, k, e->bin.b))
            return false;
        tl_strbuf_puts(o, "))");
        return true;
    }
    case TL_EXPR_SELECT: /* select(N <= 256, 32, 4): rows a block chosen by the shape */
        tl_strbuf_puts(o, "(");
        if (!grid_c(o, k, e->sel.cond))
            return false;
        tl_strbuf_puts(o, " ? ");
        if (!grid_c(o, k, e->sel.a))
            return false;
        tl_strbuf_puts(o, " : ");
        if (!grid_c(o, k, e->sel.b))
            return false;
        tl_strbuf_puts(o, ")");
        return true;
    case TL_EXPR_CALL:
        if ((e->call.fn == TL_FN_MIN || e->call.fn == TL_FN_MAX) && e->call.nargs == 2) {
            tl_strbuf_printf(o, "tilec_metal_%s(", e->call.fn == TL_FN_MIN ? "min" : "max");
            if (!grid_c(o, k, e->call.args[0]))
                return false;
            tl_strbuf_puts(o, ", ");
            if (!grid_c(o, k, e->call.args[1]))
                return false;
            tl_strbuf_puts(o, ")");
            return true;
        }
        return false;
    default: return false;
    }
}

/* The C type of a field of NAME_args (the MSL struct's layout: natural
 * alignment of each scalar). */
static const char *arg_c_type(tl_dtype t)
{
    switch (t) {
    case TL_DT_BOOL: return "bool";
    case TL_DT_I8: return "int8_t";
    case TL_DT_I16: return "int16_t";
    case TL_DT_I32: return "int32_t";
    case TL_DT_I64: return "int64_t";
    case TL_DT_U16: return "uint16_t";
    case TL_DT_U32: return "uint32_t";
    case TL_DT_U64: return "uint64_t";
    case TL_DT_F16: case TL_DT_BF16: return "uint16_t"; /* the 16-bit pattern */
    case TL_DT_F32: return "float";
    default: return "uint8_t";
    }
}

static void c_string(tl_strbuf *o, const char *s)
{
    tl_strbuf_puts(o, "    \"");
    for (; *s; s++) {
        if (*s == '\n') {
            tl_strbuf_puts(o, "\\n\"\n    \"");
        } else if (*s == '"' || *s == '\\') {
            tl_strbuf_printf(o, "\\%c", *s);
        } else if (*s == '?') {
            tl_strbuf_puts(o, "\\?"); /* no trigraphs */
        } else {
            tl_strbuf_printf(o, "%c", *s);
        }
    }
    tl_strbuf_puts(o, "\"");
}

char *tl_metal_context_source(const struct tl_compilation *c, tl_error *err)
{
    const tl_metal_artifact *art = c->device_artifact;
    if (!art || !art->source) {
        tl_error_set(err, TL_ERR_INVALID, "metal_context: no device code was generated");
        return NULL;
    }
    int msl;
    if (!tl_metal_msl_version(c, &msl, err))
        return NULL;
    const tl_module *m = c->module;
    const tl_target *tgt = tl_context_target(c->ctx);
    const char *prefix = tgt && tgt->kind && tgt->kind->launch_prefix ? tgt->kind->launch_prefix : "tilec_launch_";
    tl_strbuf o = {0};
    char from[256];
    snprintf(from, sizeof from, "%s", c->path ? c->path : "<input>");
    for (char *p = from; *p; p++)
        if (*p == '*' || *p == '/' ? p[1] == '/' || p[1] == '*' : (unsigned char)*p < 32)
            *p = '?';
    tl_strbuf_printf(&o,
        "/* Host code generated by tilec from %s for target metal (hook metal_context); do not edit.\n"
        " *\n"
        " * On Apple platforms, built as Objective-C++ (clang++ -x objective-c++ -fobjc-arc,\n"
        " * -framework Metal -framework Foundation): tilec_metal_context_create makes the\n"
        " * MTLDevice, its command queue, the library from the MSL below (fast math off) and a\n"
        " * compute pipeline state a kernel; %sNAME(args, dims, self) launches kernel NAME\n"
        " * on it (the launch ABI of src/compile/compile.h: args[i] an id<MTLBuffer> for a\n"
        " * tensor, as DLPack's kDLMetal data, or a pointer to a scalar's value; dims the\n"
        " * shape dims). Elsewhere this file is C, and every function answers\n"
        " * \"no Metal framework on this platform\". */\n"
        "#include <stdbool.h>\n#include <stddef.h>\n#include <stdint.h>\n#include <stdio.h>\n#include <string.h>\n\n"
        "typedef struct tilec_metal_context tilec_metal_context;\n"
        "static char tilec_metal_error[512];\n"
        "const char *tilec_metal_last_error(void) { return tilec_metal_error; }\n\n",
        from, prefix);
    /* the constant structs, as the MSL declares them */
    for (size_t i = 0; i < m->nkernels; i++) {
        const tl_kernel *k = m->kernels[i];
        int ntensors = 0;
        for (size_t j = 0; j < k->nparams; j++)
            ntensors += k->params[j].is_tensor;
        tl_strbuf_printf(&o, "struct %s_args { /* the kernel's constant struct, buffer index %d */\n", k->name, ntensors);
        size_t n = 0;
        for (size_t j = 0; j < k->nshape_vars; j++, n++)
            tl_strbuf_printf(&o, "    int32_t %s;\n", k->shape_vars[j]->name);
        for (size_t j = 0; j < k->nparams; j++)
            if (!k->params[j].is_tensor) {
                tl_strbuf_printf(&o, "    %s %s;\n", arg_c_type(k->params[j].var->dtype), k->params[j].name);
                n++;
            }
        if (!n)
            tl_strbuf_puts(&o, "    int32_t tl_unused;\n");
        tl_strbuf_puts(&o, "};\n");
    }
    tl_strbuf_puts(&o,
        "\nstatic inline __attribute__((unused)) int64_t tilec_metal_ceildiv(int64_t a, int64_t b) { return a / b + (a % b != 0 && (a < 0) == (b < 0)); }\n"
        "static inline __attribute__((unused)) int64_t tilec_metal_min(int64_t a, int64_t b) { return a < b ? a : b; }\n"
        "static inline __attribute__((unused)) int64_t tilec_metal_max(int64_t a, int64_t b) { return a > b ? a : b; }\n\n"
        "#if defined(__APPLE__) && defined(__OBJC__)\n"
        "#import <Foundation/Foundation.h>\n"
        "#import <Metal/Metal.h>\n\n"
        "static const char tilec_metal_source[] =\n");
    c_string(&o, art->source);
    tl_strbuf_printf(&o, ";\n\nstatic const char *const tilec_metal_kernels[%zu] = {", m->nkernels ? m->nkernels : 1);
    for (size_t i = 0; i < m->nkernels; i++)
        tl_strbuf_printf(&o, "%s\"%s\"", i ? ", " : "", m->kernels[i]->name);
    tl_strbuf_printf(&o, "};\nstatic const int tilec_metal_threads[%zu] = {", m->nkernels ? m->nkernels : 1);
    for (size_t i = 0; i < m->nkernels; i++)
        tl_strbuf_printf(&o, "%s%d", i ? ", " : "", tl_gpu_threads(m->kernels[i]));
    tl_strbuf_printf(&o, "};\nstatic const unsigned long tilec_metal_threadgroup_bytes[%zu] = {", m->nkernels ? m->nkernels : 1);
    for (size_t i = 0; i < m->nkernels; i++)
        tl_strbuf_printf(&o, "%s%" PRId64 "UL", i ? ", " : "", i < art->nkernels ? art->threadgroup_bytes[i] : 0);
    tl_strbuf_printf(&o,
        "};\n\n"
        "struct tilec_metal_context {\n"
        "    id<MTLDevice> device;\n"
        "    id<MTLCommandQueue> queue;\n"
        "    id<MTLLibrary> library;\n"
        "    id<MTLComputePipelineState> pipeline[%zu];\n"
        "};\n\n"
        "static void tilec_metal_fail(const char *what, NSError *e)\n"
        "{\n"
        "    snprintf(tilec_metal_error, sizeof tilec_metal_error, \"%%s%%s%%s\", what, e ? \": \" : \"\",\n"
        "             e ? [[e localizedDescription] UTF8String] : \"\");\n"
        "}\n\n"
        "/* The device, its queue, the library and one pipeline state a kernel. */\n"
        "int tilec_metal_context_create(tilec_metal_context **out)\n"
        "{\n"
        "    @autoreleasepool {\n"
        "        *out = NULL;\n"
        "        tilec_metal_context *ctx = new tilec_metal_context();\n"
        "        ctx->device = MTLCreateSystemDefaultDevice();\n"
        "        if (!ctx->device) {\n"
        "            tilec_metal_fail(\"no Metal device\", nil);\n"
        "            delete ctx;\n"
        "            return -1;\n"
        "        }\n"
        "        ctx->queue = [ctx->device newCommandQueue];\n"
        "        MTLCompileOptions *opts = [[MTLCompileOptions alloc] init];\n"
        "        opts.fastMathEnabled = NO; /* the interpreter's float semantics */\n"
        "        opts.languageVersion = %s;\n"
        "        NSError *e = nil;\n"
        "        ctx->library = [ctx->device newLibraryWithSource:[NSString stringWithUTF8String:tilec_metal_source]\n"
        "                                                 options:opts\n"
        "                                                   error:&e];\n"
        "        if (!ctx->library) {\n"
        "            tilec_metal_fail(\"the MSL did not compile\", e);\n"
        "            delete ctx;\n"
        "            return -1;\n"
        "        }\n"
        "        for (size_t i = 0; i < %zu; i++) {\n"
        "            if (tilec_metal_threadgroup_bytes[i] > ctx->device.maxThreadgroupMemoryLength) {\n"
        "                snprintf(tilec_metal_error, sizeof tilec_metal_error, \"%%s: %%lu bytes of threadgroup memory, the device has %%lu\",\n"
        "                         tilec_metal_kernels[i], tilec_metal_threadgroup_bytes[i], (unsigned long)ctx->device.maxThreadgroupMemoryLength);\n"
        "                delete ctx;\n"
        "                return -1;\n"
        "            }\n"
        "            id<MTLFunction> f = [ctx->library newFunctionWithName:[NSString stringWithUTF8String:tilec_metal_kernels[i]]];\n"
        "            ctx->pipeline[i] = f ? [ctx->device newComputePipelineStateWithFunction:f error:&e] : nil;\n"
        "            if (!ctx->pipeline[i]) {\n"
        "                tilec_metal_fail(tilec_metal_kernels[i], e);\n"
        "                delete ctx;\n"
        "                return -1;\n"
        "            }\n"
        "            if ((NSUInteger)tilec_metal_threads[i] > ctx->pipeline[i].maxTotalThreadsPerThreadgroup) {\n"
        "                snprintf(tilec_metal_error, sizeof tilec_metal_error, \"%%s: %%d threads a threadgroup, the pipeline allows %%lu\",\n"
        "                         tilec_metal_kernels[i], tilec_metal_threads[i], (unsigned long)ctx->pipeline[i].maxTotalThreadsPerThreadgroup);\n"
        "                delete ctx;\n"
        "                return -1;\n"
        "            }\n"
        "        }\n"
        "        *out = ctx;\n"
        "        return 0;\n"
        "    }\n"
        "}\n\n"
        "static tilec_metal_context *tilec_metal_shared;\n\n",
        m->nkernels ? m->nkernels : 1,
        msl >= 32 ? "MTLLanguageVersion3_2" : msl >= 31 ? "MTLLanguageVersion3_1" : msl >= 30 ? "MTLLanguageVersion3_0"
        : msl >= 24 ? "MTLLanguageVersion2_4" : "MTLLanguageVersion2_3",
        m->nkernels);
    for (size_t i = 0; i < m->nkernels; i++) {
        const tl_kernel *k = m->kernels[i];
        tl_strbuf_printf(&o,
            "/* kernel %s: %d threads a threadgroup */\n"
            "int %s%s(void *const *args, const int64_t *dims, const void *self)\n"
            "{\n"
            "    (void)dims;\n"
            "    @autoreleasepool {\n"
            "        tilec_metal_context *ctx = (tilec_metal_context *)self;\n"
            "        if (!ctx) {\n"
            "            if (!tilec_metal_shared && tilec_metal_context_create(&tilec_metal_shared) != 0)\n"
            "                return -1;\n"
            "            ctx = tilec_metal_shared;\n"
            "        }\n"
            "        struct %s_args a;\n"
            "        memset(&a, 0, sizeof a);\n",
            k->name, tl_gpu_threads(k), prefix, k->name, k->name);
        for (size_t j = 0; j < k->nshape_vars; j++)
            tl_strbuf_printf(&o, "        a.%s = (int32_t)dims[%zu];\n", k->shape_vars[j]->name, j);
        for (size_t j = 0; j < k->nparams; j++)
            if (!k->params[j].is_tensor)
                tl_strbuf_printf(&o, "        memcpy(&a.%s, args[%zu], sizeof a.%s);\n", k->params[j].name, j,
                                 k->params[j].name);
        tl_strbuf_printf(&o,
            "        id<MTLCommandBuffer> cb = [ctx->queue commandBuffer];\n"
            "        id<MTLComputeCommandEncoder> enc = [cb computeCommandEncoder];\n"
            "        [enc setComputePipelineState:ctx->pipeline[%zu]];\n", i);
        int nb = 0;
        for (size_t j = 0; j < k->nparams; j++)
            if (k->params[j].is_tensor)
                tl_strbuf_printf(&o, "        [enc setBuffer:(__bridge id<MTLBuffer>)args[%zu] offset:0 atIndex:%d];\n", j,
                                 nb++);
        tl_strbuf_printf(&o, "        [enc setBytes:&a length:sizeof a atIndex:%d];\n", nb);
        tl_strbuf_puts(&o, "        MTLSize grid = MTLSizeMake(");
        bool ok = true;
        for (int d = 0; d < 3; d++) {
            if (d)
                tl_strbuf_puts(&o, ", ");
            if (d < k->ngrid) {
                tl_strbuf_puts(&o, "(NSUInteger)");
                ok &= grid_c(&o, k, k->grid[d]);
            } else {
                tl_strbuf_puts(&o, "1");
            }
        }
        tl_strbuf_puts(&o, ");\n");
        if (!ok) {
            tl_strbuf_free(&o);
            tl_error_set(err, TL_ERR_INVALID, "metal_context: kernel '%s': a grid dim the host code cannot compute", k->name);
            return NULL;
        }
        tl_strbuf_printf(&o,
            "        [enc dispatchThreadgroups:grid threadsPerThreadgroup:MTLSizeMake(%d, 1, 1)];\n"
            "        [enc endEncoding];\n"
            "        [cb commit];\n"
            "        [cb waitUntilCompleted];\n"
            "        if (cb.error) {\n"
            "            tilec_metal_fail(\"%s\", cb.error);\n"
            "            return -1;\n"
            "        }\n"
            "        return 0;\n"
            "    }\n"
            "}\n\n",
            tl_gpu_threads(k), k->name);
    }
    tl_strbuf_puts(&o,
        "#else /* no Metal framework: the same functions, each saying so */\n\n"
        "#define TILEC_NO_METAL \"no Metal framework on this platform (Metal runs only on Apple platforms)\"\n\n"
        "int tilec_metal_context_create(tilec_metal_context **out)\n"
        "{\n"
        "    *out = NULL;\n"
        "    snprintf(tilec_metal_error, sizeof tilec_metal_error, \"%s\", TILEC_NO_METAL);\n"
        "    return -1;\n"
        "}\n\n");
    for (size_t i = 0; i < m->nkernels; i++)
        tl_strbuf_printf(&o,
            "int %s%s(void *const *args, const int64_t *dims, const void *self)\n"
            "{\n"
            "    (void)args;\n"
            "    (void)dims;\n"
            "    (void)self;\n"
            "    snprintf(tilec_metal_error, sizeof tilec_metal_error, \"%%s\", TILEC_NO_METAL);\n"
            "    return -1;\n"
            "}\n\n",
            prefix, m->kernels[i]->name);
    tl_strbuf_puts(&o, "#endif\n");
    if (o.failed) {
        tl_strbuf_free(&o);
        tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
        return NULL;
    }
    char *s = strdup(tl_strbuf_cstr(&o));
    tl_strbuf_free(&o);
    if (!s)
        tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
    return s;
}

bool tl_metal_host_context(struct tl_compilation *c, tl_error *err)
{
    tl_metal_artifact *art = c->device_artifact;
    if (!art)
        return tl_error_set(err, TL_ERR_INVALID, "metal_context: no device code was generated");
    free(art->context);
    art->context = tl_metal_context_source(c, err);
    return art->context != NULL;
}

/* ---- execution backends ------------------------------------------------------------ */

tl_kernel_handle *tl_metal_load(struct tl_compilation *c, tl_error *err)
{
    const tl_exec_backend *e = tl_context_execution_backend(c->ctx);
    tl_error_set(err, TL_ERR_UNAVAILABLE,
                 "metal (execution backend %s): no Metal framework on this platform: a Metal kernel is compiled and "
                 "launched only on Apple platforms (%s)",
                 e ? e->name : "?", NO_COMPILER);
    return NULL;
}
