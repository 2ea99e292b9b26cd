// worker.mjs: the Node process through which tilec's webgpu runtime
// (src/webgpu/exec.c) runs kernels on Dawn (npm `webgpu`) and validates
// WGSL with Tint (Dawn's compiler) and naga (npm `naga-wasm`).
//
// Started once per tilec process with an argument vector (never a shell); it
// reads requests from and writes replies to fd 3 (a socket), one frame each:
//   u32 header bytes, u32 payload bytes (little-endian), a JSON header, the payload.
// Requests (header.op):
//   hello                 the adapter: { ok, adapter, features, subgroupMinSize, subgroupMaxSize, limits }
//                         or { ok: false, error }; limits are the device's, which has the adapter's own
//                         (requested up to what the adapter offers, not WebGPU's defaults)
//   load {path}           imports a generated ES module and creates its pipelines: { ok, id }; a kernel
//                         that needs more than the device's limits: { ok: false, refusal: 'limits', error }
//                         naming the kernel, the limit, its need and the adapter's value
//   run {id, kernel, dims, scalars, tensors: [{bytes, write}], timed, repeat}
//                         payload: the tensors' bytes in order; runs the kernel through the
//                         module's function over typed arrays (an application's call), or when
//                         timed uploads them and times `repeat` dispatches alone; replies
//                         { ok, ms: [...] } and the written tensors' bytes
//   validate {code}       Tint's and naga's verdicts on one WGSL shader: { ok, tint: [...], naga }; a
//                         shader that enables f16 or subgroups where the device lacks them goes to
//                         Tint on Dawn's null backend (which offers both but runs nothing; in a child
//                         process of this worker, started on first use: a second Dawn instance in
//                         this process upsets the OpenGL ES one), and naga
//                         (30.1) is given it without `enable subgroups;`, an extension naga does not
//                         know though it checks the subgroup functions
// Dawn's options come from DAWN_OPTS (comma-separated, e.g. backend=opengles);
// the adapter is asked for the core feature level first, then compatibility.
// With backend=vulkan the layer in vulkan/ (lavapipe_layer.c, built by make)
// is enabled when it is there: Dawn then takes Mesa 22.3's lavapipe, which it
// otherwise refuses for lacking image-array dynamic indexing.
import fs from 'node:fs';
import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const modules = process.env.TILEC_WEBGPU_NODE_MODULES || path.join(here, 'node_modules');

// the limits the device is given the adapter's values of (and hello reports)
const limitNames = ['maxComputeInvocationsPerWorkgroup', 'maxComputeWorkgroupSizeX', 'maxComputeWorkgroupStorageSize',
  'maxStorageBuffersPerShaderStage', 'maxStorageBufferBindingSize', 'maxBufferSize', 'maxComputeWorkgroupsPerDimension'];

// The Vulkan loader reads these when Dawn creates its instance, in this process.
// Mesa's Vulkan drivers print `XDG_RUNTIME_DIR is invalid or not set` where it
// is not set (as in CI): the temporary folder stands in for it then.
// False when the layer is not built.
function enableLavapipeLayer() {
  if (!process.env.XDG_RUNTIME_DIR) process.env.XDG_RUNTIME_DIR = os.tmpdir();
  const dir = path.join(here, 'vulkan');
  if (!fs.existsSync(path.join(dir, 'libVkLayer_tilec_lavapipe.so'))) return false;
  const add = (name, value, sep) => { process.env[name] = process.env[name] ? `${process.env[name]}${sep}${value}` : value; };
  add('VK_LAYER_PATH', dir, ':');
  add('VK_INSTANCE_LAYERS', 'VK_LAYER_TILEC_lavapipe', ':');
  return true;
}

let gpuState = null;
async function gpu() {
  if (gpuState) return gpuState;
  const { create, globals } = await import(pathToFileURL(path.join(modules, 'webgpu', 'index.js')).href);
  Object.assign(globalThis, globals);
  const opts = (process.env.DAWN_OPTS || '').split(',').filter(Boolean);
  const noLayer = opts.includes('backend=vulkan') && !enableLavapipeLayer();
  const g = create(opts);
  let adapter = await g.requestAdapter();
  if (!adapter) adapter = await g.requestAdapter({ featureLevel: 'compatibility' });
  if (!adapter) {
    throw new Error(`Dawn found no WebGPU adapter (DAWN_OPTS=${process.env.DAWN_OPTS || ''})` +
      (noLayer ? '; Mesa\'s lavapipe needs the layer tools/webgpu/vulkan/libVkLayer_tilec_lavapipe.so, which make builds ' +
        'where libvulkan-dev is installed (make deps)' : ''));
  }
  // the adapter's own limits, not WebGPU's defaults (16 KiB of workgroup memory, 256 invocations, 8
  // storage buffers, 128 MiB bindings): the kernels may need more
  const requiredLimits = {};
  for (const w of limitNames) if (adapter.limits[w] !== undefined) requiredLimits[w] = adapter.limits[w];
  // the optional features the kernels may use (the target's f16 and subgroups attributes)
  const requiredFeatures = ['shader-f16', 'subgroups'].filter((f) => adapter.features.has(f));
  const device = await adapter.requestDevice({ requiredLimits, requiredFeatures });
  device.addEventListener?.('uncapturederror', (e) => process.stderr.write(`webgpu: ${e.error.message}\n`));
  const info = adapter.info || {};
  gpuState = { g, adapter, device, desc: [info.vendor, info.architecture, info.device, info.description].filter(Boolean).join(' ') };
  return gpuState;
}

// Tint with every optional feature: Dawn's null backend (validation only),
// in a child process (`worker.mjs --null-validator`, messages over IPC)
let nullChild = null, nullWaiting = [];
function nullValidate(code) {
  if (!nullChild) {
    nullChild = fork(fileURLToPath(import.meta.url), ['--null-validator'], { stdio: ['ignore', 2, 2, 'ipc'] });
    nullChild.on('message', (m) => nullWaiting.shift()(m));
    nullChild.on('exit', () => {
      for (const w of nullWaiting.splice(0)) w({ error: 'the null-backend validator exited' });
      nullChild = null;
    });
  }
  return new Promise((resolve) => {
    nullWaiting.push(resolve);
    nullChild.send({ code });
  });
}

async function tintMessages(device, code) {
  device.pushErrorScope('validation');
  const m = device.createShaderModule({ code });
  const info = await m.getCompilationInfo();
  await device.popErrorScope();
  return info.messages.filter((x) => x.type === 'error').map((x) => ({ line: x.lineNum, col: x.linePos, message: x.message }));
}

let naga = null;
async function nagaModule() {
  if (!naga) naga = await import(pathToFileURL(path.join(modules, 'naga-wasm', 'dist', 'node.js')).href);
  return naga;
}

const loaded = [];

async function handle(h, payload) {
  switch (h.op) {
    case 'hello': {
      const s = await gpu();
      const limits = {};
      for (const k of limitNames) limits[k] = s.device.limits[k];
      const info = s.adapter.info || {};
      return [{ ok: true, adapter: s.desc, features: [...s.adapter.features].sort(), subgroupMinSize: info.subgroupMinSize || 0,
        subgroupMaxSize: info.subgroupMaxSize || 0, limits }];
    }
    case 'load': {
      const s = await gpu();
      const m = await import(pathToFileURL(h.path).href + `?v=${loaded.length}`);
      const short = m.shortLimits(s.device.limits);
      if (short.length) {
        const error = short.map((x) => {
          const a = s.adapter.limits[x.limit];
          return `kernel ${x.kernel} needs ${x.need} ${m.limitCounts[x.limit]} (${x.limit}); the device has ${x.has}` +
            (a === x.has ? `, all that the adapter (${s.desc}) offers` : `, the adapter (${s.desc}) offers ${a}`);
        }).join('\n');
        return [{ ok: false, refusal: 'limits', error }];
      }
      const api = await m.create(s.device);
      loaded.push(api);
      return [{ ok: true, id: loaded.length - 1 }];
    }
    case 'run': {
      const s = await gpu();
      const api = loaded[h.id];
      if (!api) throw new Error(`no module ${h.id}`);
      if (!h.timed) {
        // through the module's own function over typed arrays, as an application calls it
        const k = api.kernels[h.kernel];
        const args = [], outs = [];
        let off = 0, t = 0;
        for (const p of k.params) {
          if (!p.tensor) { args.push(Number(h.scalars[p.name])); continue; }
          const n = h.tensors[t++].bytes;
          const a = new Uint8Array(payload.subarray(off, off + n));
          off += n;
          args.push(a);
          if (p.write) outs.push(Buffer.from(a.buffer, a.byteOffset, a.byteLength));
        }
        await api[h.kernel](...args, h.dims);
        return [{ ok: true, ms: [] }, Buffer.concat(outs)];
      }
      const usage = globalThis.GPUBufferUsage;
      const bufs = [], back = [];
      let off = 0;
      for (const t of h.tensors) {
        const size = Math.max(4, Math.ceil(t.bytes / 4) * 4);
        const b = s.device.createBuffer({ size, usage: usage.STORAGE | usage.COPY_SRC | usage.COPY_DST });
        const padded = new Uint8Array(size);
        padded.set(payload.subarray(off, off + t.bytes));
        s.device.queue.writeBuffer(b, 0, padded);
        off += t.bytes;
        bufs.push(b);
        if (t.write) back.push({ b, size, bytes: t.bytes });
      }
      const ms = await api.dispatch(h.kernel, bufs, h.dims, h.scalars, h.repeat || 1);
      const outs = [];
      for (const r of back) {
        const rd = s.device.createBuffer({ size: r.size, usage: globalThis.GPUBufferUsage.MAP_READ | usage.COPY_DST });
        const enc = s.device.createCommandEncoder();
        enc.copyBufferToBuffer(r.b, 0, rd, 0, r.size);
        s.device.queue.submit([enc.finish()]);
        await rd.mapAsync(globalThis.GPUMapMode.READ);
        outs.push(Buffer.from(new Uint8Array(rd.getMappedRange(), 0, r.bytes)));
        rd.unmap();
        rd.destroy();
      }
      for (const b of bufs) b.destroy();
      return [{ ok: true, ms }, Buffer.concat(outs)];
    }
    case 'validate': {
      const s = await gpu();
      const lacks = [['f16', 'shader-f16'], ['subgroups', 'subgroups']]
        .some(([e, f]) => new RegExp(`^enable[^;]*\\b${e}\\b`, 'm').test(h.code) && !s.device.features.has(f));
      let tint;
      if (lacks) {
        const r = await nullValidate(h.code);
        if (r.error) throw new Error(r.error);
        tint = r.tint;
      } else {
        tint = await tintMessages(s.device, h.code);
      }
      let nagaErr = null;
      try {
        const n = await nagaModule();
        const mod = n.parseWgsl(h.code.replace(/^enable subgroups;$/m, ''));
        const vi = n.validate(mod);
        vi.free?.();
        mod.free?.();
      } catch (e) {
        nagaErr = e.formatted || e.message;
      }
      return [{ ok: true, tint, naga: nagaErr }];
    }
    default:
      throw new Error(`unknown request '${h.op}'`);
  }
}

if (process.argv.includes('--null-validator')) {
  // the child: Tint on Dawn's null backend, every optional feature requested
  const { create, globals } = await import(pathToFileURL(path.join(modules, 'webgpu', 'index.js')).href);
  Object.assign(globalThis, globals);
  // the instance is kept: collected, it would take the device with it
  const instance = create(['backend=null']);
  globalThis.tilecNullInstance = instance;
  const a = await instance.requestAdapter();
  const device = a && await a.requestDevice({ requiredFeatures: ['shader-f16', 'subgroups'].filter((f) => a.features.has(f)) });
  process.on('message', async (m) => {
    try {
      if (!device) throw new Error('Dawn has no null backend to check shaders that enable f16 or subgroups');
      process.send({ tint: await tintMessages(device, m.code) });
    } catch (e) {
      process.send({ error: String(e && e.message ? e.message : e) });
    }
  });
  // its parent has gone: end without Dawn's teardown, which aborts in a process that ends this way
  process.on('disconnect', () => process.kill(process.pid, 'SIGKILL'));
} else {
  // ---- framing over fd 3 ----
  function reply(h, payload) {
    const hb = Buffer.from(JSON.stringify(h));
    const p = payload || Buffer.alloc(0);
    const len = Buffer.alloc(8);
    len.writeUInt32LE(hb.length, 0);
    len.writeUInt32LE(p.length, 4);
    const all = Buffer.concat([len, hb, p]);
    for (let o = 0; o < all.length;) o += fs.writeSync(3, all, o);
  }

  let pending = Buffer.alloc(0);
  let chain = Promise.resolve();
  const input = fs.createReadStream(null, { fd: 3 });
  input.on('data', (chunk) => {
    pending = Buffer.concat([pending, chunk]);
    for (;;) {
      if (pending.length < 8) return;
      const hl = pending.readUInt32LE(0), pl = pending.readUInt32LE(4);
      if (pending.length < 8 + hl + pl) return;
      const h = JSON.parse(pending.subarray(8, 8 + hl).toString());
      const payload = Buffer.from(pending.subarray(8 + hl, 8 + hl + pl));
      pending = pending.subarray(8 + hl + pl);
      chain = chain.then(async () => {
        try {
          const [r, p] = await handle(h, payload);
          reply(r, p);
        } catch (e) {
          reply({ ok: false, error: String(e && e.message ? e.message : e), kernels: e && e.kernels });
        }
      });
    }
  });
  input.on('end', () => chain.then(() => process.exit(0)));
}
