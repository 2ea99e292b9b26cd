/*
 * module.c: the ES module of a compilation's WebGPU kernels (`tilec build
 * --target webgpu --emit js`): what a web application imports, and what the
 * tvm_ffi runtime runs on Dawn (exec.c, tools/webgpu/worker.mjs).
 *
 *   import { create, requiredLimits, requiredFeatures } from './kernels.mjs';
 *   const device = await adapter.requestDevice({ requiredLimits, requiredFeatures });
 *   const k = await create(device);          // every pipeline, created once
 *   await k.vector_add(A, B, C, { N: 1000 }); // GPUBuffers or typed arrays
 *
 * Each kernel's function takes its parameters in order (a tensor as a
 * GPUBuffer or a typed array over its bytes, a scalar as a number) and then
 * an object with the values of its shape dims. With typed arrays it uploads
 * them, dispatches, and copies the tensors the kernel writes back into
 * them; with GPUBuffers it only dispatches (the promise resolves once the
 * queue has run it). `k.dispatch(name, buffers, dims, scalars, repeat)` is
 * the lower level (buffers already on the device; returns each run's
 * milliseconds) that the runtime's worker times kernels with.
 *
 * Grids are evaluated here from the dims (the same expressions the shader
 * evaluates) and split over the dispatch's dimensions when they pass the
 * device's maxComputeWorkgroupsPerDimension; the shader numbers blocks
 * linearly (codegen.c). Bind groups use explicit layouts, so a tensor the
 * kernel never touches still binds. Each kernel carries its limits (bytes
 * of workgroup memory, invocations, storage buffers); create(device) names
 * every kernel and limit the device falls short of (shortLimits is that
 * check, which the worker makes against the adapter's limits first), and
 * a tensor past the device's binding or buffer size is named at dispatch.
 */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "backend/internal.h"
#include "compile/compile.h"
#include "webgpu/webgpu.h"

/* A JavaScript string literal (backquoted template, escaped). */
static void js_template(tl_strbuf *o, const char *s)
{
    tl_strbuf_puts(o, "`");
    for (; *s; s++) {
        if (*s == '`' || *s == '\\' || (*s == '$' && s[1] == '{'))
            tl_strbuf_puts(o, "\\");
        tl_strbuf_append(o, s, 1);
    }
    tl_strbuf_puts(o, "`");
}

/* An integer grid expression in JavaScript over d (dims) and s (scalars). */
static void js_expr(tl_strbuf *o, const tl_kernel *k, const tl_expr *e)
{
    switch (e->kind) {
    case TL_EXPR_INT: tl_strbuf_printf(o, "%" PRId64, e->i); return;
    case TL_EXPR_FLOAT: tl_strbuf_printf(o, "%.17g", e->f); return;
    case TL_EXPR_VAR:
        tl_strbuf_printf(o, "%s[%s%s%s]", e->var->kind == TL_VAR_SHAPE ? "d" : "s", "\"", e->var->name, "\"");
        return;
    case TL_EXPR_BINARY: {
        const char *op = tl_binop_name(e->bin.op);
        if (e->bin.op == TL_BIN_DIV || e->bin.op == TL_BIN_CEILDIV || e->bin.op == TL_BIN_MOD) {
            tl_strbuf_puts(o, e->bin.op == TL_BIN_DIV ? "tdiv(" : e->bin.op == TL_BIN_MOD ? "tmod(" : "cdiv(");
            js_expr(o, k, e->bin.a);
            tl_strbuf_puts(o, ", ");
            js_expr(o, k, e->bin.b);
            tl_strbuf_puts(o, ")");
            return;
        }
        bool i32 = !tl_binop_is_compare(e->bin.op) && !tl_binop_is_logic(e->bin.op);
        tl_strbuf_puts(o, i32 ? "((" : "(");
        js_expr(o, k, e->bin.a);
        tl_strbuf_printf(o, " %s ", op);
        js_expr(o, k, e->bin.b);
        tl_strbuf_puts(o, i32 ? ") | 0)" : ")"); /* i32, as the shader computes it */
        return;
    }
    case TL_EXPR_UNARY:
        tl_strbuf_printf(o, "(%s", tl_unop_name(e->un.op));
        js_expr(o, k, e->un.a);
        tl_strbuf_puts(o, ")");
        return;
    case TL_EXPR_SELECT:
        tl_strbuf_puts(o, "(");
        js_expr(o, k, e->sel.cond);
        tl_strbuf_puts(o, " ? ");
        js_expr(o, k, e->sel.a);
        tl_strbuf_puts(o, " : ");
        js_expr(o, k, e->sel.b);
        tl_strbuf_puts(o, ")");
        return;
    case TL_EXPR_CAST: js_expr(o, k, e->cast.a); return;
    case TL_EXPR_CALL:
        tl_strbuf_printf(o, "Math.%s(", e->call.fn == TL_FN_MIN ? "min" : e->call.fn == TL_FN_MAX ? "max" : "abs");
        js_expr(o, k, e->call.args[0]);
        if (e->call.nargs > 1) {
            tl_strbuf_puts(o, ", ");
            js_expr(o, k, e->call.args[1]);
        }
        tl_strbuf_puts(o, ")");
        return;
    case TL_EXPR_LOAD: tl_strbuf_puts(o, "NaN"); return;
    }
}

static const char runtime_js[] =
    "function tdiv(a, b) { if (b === 0) throw new Error('integer division by zero in a grid'); return Math.trunc(a / b); }\n"
    "function tmod(a, b) { if (b === 0) throw new Error('integer division by zero in a grid'); return a % b; }\n"
    "function cdiv(a, b) { const q = tdiv(a, b); return a % b !== 0 && (a < 0) === (b < 0) ? q + 1 : q; }\n"
    "\n"
    "// Bytes of a tensor's buffer: its elements' bytes rounded up to a 32-bit word (at least one).\n"
    "function tensorBytes(p, d) {\n"
    "  let n = 1;\n"
    "  for (const x of p.dims(d)) n *= x;\n"
    "  return Math.ceil(n * p.bits / 8);\n"
    "}\n"
    "\n"
    "function dispatchSize(total, maxDim) {\n"
    "  const x = Math.min(total, maxDim);\n"
    "  let y = Math.ceil(total / x), z = 1;\n"
    "  if (y > maxDim) { z = Math.ceil(y / maxDim); y = maxDim; }\n"
    "  if (z > maxDim) throw new Error(`a grid of ${total} blocks is more than this device dispatches`);\n"
    "  return [x, y, z];\n"
    "}\n"
    "\n"
    "// what each limit a kernel needs counts\n"
    "export const limitCounts = {\n"
    "  maxComputeWorkgroupStorageSize: 'bytes of workgroup memory',\n"
    "  maxComputeInvocationsPerWorkgroup: 'invocations a workgroup',\n"
    "  maxComputeWorkgroupSizeX: 'invocations a workgroup',\n"
    "  maxStorageBuffersPerShaderStage: 'storage buffers (one a tensor)',\n"
    "};\n"
    "\n"
    "// The kernels' needs the device's limits fall short of: [{ kernel, limit, need, has }].\n"
    "export function shortLimits(limits) {\n"
    "  const short = [];\n"
    "  for (const [name, k] of Object.entries(kernels))\n"
    "    for (const [limit, need] of Object.entries(k.limits))\n"
    "      if (!(limits[limit] >= need)) short.push({ kernel: name, limit, need, has: limits[limit] });\n"
    "  return short;\n"
    "}\n"
    "\n"
    "export async function create(device) {\n"
    "  const usage = globalThis.GPUBufferUsage, stage = globalThis.GPUShaderStage;\n"
    "  const short = shortLimits(device.limits);\n"
    "  if (short.length) {\n"
    "    const e = new Error(short.map((s) => `kernel ${s.kernel} needs ${s.need} ${limitCounts[s.limit]} (${s.limit}), the device has ${s.has}`).join('; ') +\n"
    "                        ': request requiredLimits (up to the adapter\\'s limits)');\n"
    "    e.limits = short;\n"
    "    throw e;\n"
    "  }\n"
    "  for (const f of requiredFeatures)\n"
    "    if (!device.features.has(f)) throw new Error(`the device lacks ${f}, which the kernels were compiled for: request requiredFeatures, or compile them for a target without it`);\n"
    "  const made = {}, failed = [];\n"
    "  for (const [name, k] of Object.entries(kernels)) {\n"
    "    device.pushErrorScope('validation');\n"
    "    const module = device.createShaderModule({ code: k.wgsl, label: name });\n"
    "    const info = await module.getCompilationInfo();\n"
    "    const errs = info.messages.filter((m) => m.type === 'error');\n"
    "    const entries = [];\n"
    "    let b = 0;\n"
    "    for (const p of k.params)\n"
    "      if (p.tensor) entries.push({ binding: b++, visibility: stage.COMPUTE, buffer: { type: p.write ? 'storage' : 'read-only-storage' } });\n"
    "    entries.push({ binding: b, visibility: stage.COMPUTE, buffer: { type: 'uniform' } });\n"
    "    const layout = device.createBindGroupLayout({ entries, label: name });\n"
    "    let pipeline = null;\n"
    "    if (!errs.length)\n"
    "      pipeline = device.createComputePipeline({ layout: device.createPipelineLayout({ bindGroupLayouts: [layout] }),\n"
    "                                                compute: { module, entryPoint: k.entry }, label: name });\n"
    "    const scope = await device.popErrorScope();\n"
    "    if (errs.length || scope) {\n"
    "      failed.push({ kernel: name, messages: errs.map((m) => ({ line: m.lineNum, col: m.linePos, message: m.message })),\n"
    "                    error: scope ? scope.message : null });\n"
    "      continue;\n"
    "    }\n"
    "    made[name] = { k, pipeline, layout };\n"
    "  }\n"
    "  if (failed.length) {\n"
    "    const e = new Error(failed.map((f) => `kernel ${f.kernel}: ` + (f.messages.length ? f.messages.map((m) => `WGSL line ${m.line}:${m.col}: ${m.message}`).join('; ') : f.error)).join('\\n'));\n"
    "    e.kernels = failed;\n"
    "    throw e;\n"
    "  }\n"
    "  const maxDim = device.limits.maxComputeWorkgroupsPerDimension;\n"
    "\n"
    "  function uniforms(k, d, s) {\n"
    "    const n = k.shapeVars.length + k.params.filter((p) => !p.tensor).length;\n"
    "    const ab = new ArrayBuffer(Math.max(16, Math.ceil(n * 4 / 16) * 16)), dv = new DataView(ab);\n"
    "    let o = 0;\n"
    "    for (const v of k.shapeVars) {\n"
    "      if (!Number.isInteger(d[v])) throw new Error(`kernel ${k.entry}: shape dim ${v} is not given`);\n"
    "      dv.setInt32(o, d[v], true); o += 4;\n"
    "    }\n"
    "    for (const p of k.params) {\n"
    "      if (p.tensor) continue;\n"
    "      const x = Number(s[p.name]);\n"
    "      if (p.field === 'f32') dv.setFloat32(o, x, true);\n"
    "      else if (p.field === 'i32') dv.setInt32(o, x, true);\n"
    "      else dv.setUint32(o, x >>> 0, true);\n"
    "      o += 4;\n"
    "    }\n"
    "    return ab;\n"
    "  }\n"
    "\n"
    "  // Records one dispatch of kernel name on buffers (one GPUBuffer a tensor, in order) into encoder.\n"
    "  function encode(encoder, name, buffers, d, s, keep) {\n"
    "    const m = made[name];\n"
    "    if (!m) throw new Error(`no kernel ${name}`);\n"
    "    const g = m.k.grid(d, s);\n"
    "    const total = g[0] * g[1] * g[2];\n"
    "    if (total <= 0) return;\n"
    "    const tensors = m.k.params.filter((p) => p.tensor);\n"
    "    buffers.forEach((b, i) => {\n"
    "      if (b.size > device.limits.maxStorageBufferBindingSize)\n"
    "        throw new Error(`kernel ${name}: tensor ${tensors[i].name} takes ${b.size} bytes, more than the device's maxStorageBufferBindingSize (${device.limits.maxStorageBufferBindingSize})`);\n"
    "    });\n"
    "    const ub = uniforms(m.k, d, s);\n"
    "    const u = device.createBuffer({ size: ub.byteLength, usage: usage.UNIFORM | usage.COPY_DST });\n"
    "    device.queue.writeBuffer(u, 0, ub);\n"
    "    keep.push(u);\n"
    "    const entries = buffers.map((buffer, i) => ({ binding: i, resource: { buffer } }));\n"
    "    entries.push({ binding: buffers.length, resource: { buffer: u } });\n"
    "    const pass = encoder.beginComputePass();\n"
    "    pass.setPipeline(m.pipeline);\n"
    "    pass.setBindGroup(0, device.createBindGroup({ layout: m.layout, entries }));\n"
    "    const [x, y, z] = dispatchSize(total, maxDim);\n"
    "    pass.dispatchWorkgroups(x, y, z);\n"
    "    pass.end();\n"
    "  }\n"
    "\n"
    "  // Runs kernel name repeat times (each its own submission, waited for); each run's milliseconds.\n"
    "  async function dispatch(name, buffers, d, s, repeat = 1) {\n"
    "    const ms = [];\n"
    "    for (let r = 0; r < repeat; r++) {\n"
    "      const keep = [], encoder = device.createCommandEncoder();\n"
    "      encode(encoder, name, buffers, d, s, keep);\n"
    "      const cb = encoder.finish();\n"
    "      const t0 = performance.now();\n"
    "      device.queue.submit([cb]);\n"
    "      await device.queue.onSubmittedWorkDone();\n"
    "      ms.push(performance.now() - t0);\n"
    "      for (const u of keep) u.destroy();\n"
    "    }\n"
    "    return ms;\n"
    "  }\n"
    "\n"
    "  const api = { kernels, dispatch, device };\n"
    "  for (const [name, k] of Object.entries(made)) {\n"
    "    api[name] = async (...args) => {\n"
    "      const np = k.k.params.length;\n"
    "      if (args.length < np) throw new Error(`kernel ${name}: expected ${np} arguments and the shape dims, got ${args.length}`);\n"
    "      const d = args[np] || {}, s = {}, buffers = [], back = [], temp = [];\n"
    "      k.k.params.forEach((p, i) => { if (!p.tensor) s[p.name] = args[i]; });\n"
    "      k.k.params.forEach((p, i) => {\n"
    "        if (!p.tensor) return;\n"
    "        const a = args[i];\n"
    "        if (typeof GPUBuffer !== 'undefined' && a instanceof GPUBuffer) { buffers.push(a); return; }\n"
    "        const bytes = new Uint8Array(a.buffer, a.byteOffset, a.byteLength);\n"
    "        const size = Math.max(4, Math.ceil(bytes.byteLength / 4) * 4);\n"
    "        if (size > device.limits.maxBufferSize)\n"
    "          throw new Error(`kernel ${name}: tensor ${p.name} takes ${size} bytes, more than the device's maxBufferSize (${device.limits.maxBufferSize})`);\n"
    "        const buf = device.createBuffer({ size, usage: usage.STORAGE | usage.COPY_SRC | usage.COPY_DST });\n"
    "        const padded = new Uint8Array(size);\n"
    "        padded.set(bytes);\n"
    "        device.queue.writeBuffer(buf, 0, padded);\n"
    "        buffers.push(buf);\n"
    "        temp.push(buf);\n"
    "        if (p.write) back.push({ buf, bytes, size });\n"
    "      });\n"
    "      await dispatch(name, buffers, d, s, 1);\n"
    "      for (const r of back) {\n"
    "        const rd = device.createBuffer({ size: r.size, usage: usage.MAP_READ | usage.COPY_DST });\n"
    "        const enc = device.createCommandEncoder();\n"
    "        enc.copyBufferToBuffer(r.buf, 0, rd, 0, r.size);\n"
    "        device.queue.submit([enc.finish()]);\n"
    "        await rd.mapAsync(1 /* GPUMapMode.READ */);\n"
    "        r.bytes.set(new Uint8Array(rd.getMappedRange(), 0, r.bytes.byteLength));\n"
    "        rd.unmap();\n"
    "        rd.destroy();\n"
    "      }\n"
    "      for (const t of temp) t.destroy();\n"
    "    };\n"
    "  }\n"
    "  return api;\n"
    "}\n";

/* The field type of a scalar parameter in the uniform block. */
static const char *field_type(tl_dtype t)
{
    if (tl_dtype_is_float(t))
        return "f32";
    return tl_dtype_is_signed(t) ? "i32" : "u32";
}

void tl_webgpu_module_js(const struct tl_compilation *c, const tl_webgpu_artifact *a, struct tl_strbuf *o)
{
    tl_strbuf_printf(o, "// ES module generated by tilec from %s for target webgpu: the kernels' WGSL and a function per\n"
                        "// kernel that runs it on a GPUDevice (create); do not edit\n\n",
                     a->file ? a->file : "<input>");
    tl_strbuf_puts(o, "export const kernels = {\n");
    for (int i = 0; i < a->nkernels; i++) {
        const tl_kernel *k = c->module->kernels[i];
        tl_strbuf_printf(o, "  \"%s\": {\n", k->name);
        tl_strbuf_printf(o, "    entry: \"%s\",\n", a->kernels[i].entry);
        tl_strbuf_printf(o, "    threads: %d,\n    shapeVars: [", a->kernels[i].threads);
        for (size_t j = 0; j < k->nshape_vars; j++)
            tl_strbuf_printf(o, "%s\"%s\"", j ? ", " : "", k->shape_vars[j]->name);
        tl_strbuf_puts(o, "],\n    params: [\n");
        for (size_t j = 0; j < k->nparams; j++) {
            const tl_param *p = &k->params[j];
            if (!p->is_tensor) {
                tl_strbuf_printf(o, "      { name: \"%s\", tensor: false, dtype: \"%s\", field: \"%s\" },\n", p->name,
                                 tl_dtype_name(p->var->dtype), field_type(p->var->dtype));
                continue;
            }
            bool write = a->kernels[i].written[j];
            tl_strbuf_printf(o, "      { name: \"%s\", tensor: true, dtype: \"%s\", bits: %d, write: %s, dims: (d) => [", p->name,
                             tl_dtype_name(p->buf->dtype), tl_dtype_bits(p->buf->dtype), write ? "true" : "false");
            for (int d = 0; d < p->buf->ndim; d++) {
                tl_strbuf_puts(o, d ? ", " : "");
                js_expr(o, k, p->buf->dims[d]);
            }
            tl_strbuf_puts(o, "] },\n");
        }
        tl_strbuf_puts(o, "    ],\n    grid: (d, s) => [");
        for (int d = 0; d < 3; d++) {
            if (d)
                tl_strbuf_puts(o, ", ");
            if (d < k->ngrid)
                js_expr(o, k, k->grid[d]);
            else
                tl_strbuf_puts(o, "1");
        }
        tl_strbuf_printf(o, "],\n    limits: { maxComputeWorkgroupStorageSize: %d, maxComputeInvocationsPerWorkgroup: %d, "
                            "maxComputeWorkgroupSizeX: %d, maxStorageBuffersPerShaderStage: %d },\n    wgsl: ",
                         a->kernels[i].wg_bytes, a->kernels[i].threads, a->kernels[i].threads, a->kernels[i].ntensors);
        js_template(o, a->kernels[i].wgsl);
        tl_strbuf_puts(o, ",\n  },\n");
    }
    tl_strbuf_puts(o, "};\n\n");
    /* what the kernels need of a device beyond WebGPU's defaults (256
     * invocations, 16384 bytes of workgroup memory; compatibility mode's
     * 128): pass it to requestDevice */
    int threads = 1, bytes = 0, tensors = 0;
    for (int i = 0; i < a->nkernels; i++) {
        threads = a->kernels[i].threads > threads ? a->kernels[i].threads : threads;
        bytes = a->kernels[i].wg_bytes > bytes ? a->kernels[i].wg_bytes : bytes;
        tensors = a->kernels[i].ntensors > tensors ? a->kernels[i].ntensors : tensors;
    }
    tl_strbuf_printf(o, "// what the kernels need of a GPUDevice: adapter.requestDevice({ requiredLimits }) (each kernel's\n"
                        "// in kernels[name].limits; create(device) names a kernel whose need the device falls short of)\n"
                        "export const requiredLimits = { maxComputeInvocationsPerWorkgroup: %d, maxComputeWorkgroupSizeX: %d, "
                        "maxComputeWorkgroupStorageSize: %d, maxStorageBuffersPerShaderStage: %d };\n\n",
                     threads, threads, bytes > 16384 ? bytes : 16384, tensors);
    /* the features the target said the device has and the shaders use
     * (enable f16, enable subgroups) */
    tl_strbuf_printf(o, "// the features the shaders enable: adapter.requestDevice({ requiredFeatures })\n"
                        "export const requiredFeatures = [%s%s%s];\n\n",
                     a->f16 ? "'shader-f16'" : "", a->f16 && a->subgroups ? ", " : "", a->subgroups ? "'subgroups'" : "");
    tl_strbuf_puts(o, runtime_js);
}
