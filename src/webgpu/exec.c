/*
 * exec.c: how the webgpu backend's compilations run (specs/webgpu.lua): the
 * tvm_ffi execution backend and the target kind's device_api.
 *
 * The ES module of the compilation (module.c) is written through the compile
 * cache and run by one long-lived Node worker per process
 * (tools/webgpu/worker.mjs) on Dawn, the npm `webgpu` package: the worker is
 * started with posix_spawn and an argument vector (never a shell) on first
 * use, and talks over a socket pair at its fd 3 with length-prefixed frames
 * (worker.mjs has the protocol), so a test of many kernels pays Node's and
 * Dawn's start-up once. `load` has the worker import the module, which
 * creates the pipelines (Tint compiles the WGSL then; a shader it refuses
 * comes back with its WGSL line and the kernel source line it was written
 * for). Each kernel's launch (after the runtime's DLTensor checks) sends
 * its tensors' bytes and its dims and scalars, and copies back the tensors
 * the kernel writes.
 *
 * Tensors of the kDLWebGPU device live in host memory here (the
 * device_api's alloc is calloc): the worker's process owns the GPU buffers,
 * made per launch. The device_api's time runs the kernel's dispatches in
 * the worker, each its own submission waited for (performance.now around
 * submit and onSubmittedWorkDone), without the uploads and read-backs.
 *
 * Where things are: the worker script and node_modules in
 * $TILEC_WEBGPU_DIR, else in the first tools/webgpu above the running
 * program (build/tilec, build/tests/...) or the current folder; Node is
 * $TILEC_NODE or `node` on the PATH. Dawn's backend is TILEC_WEBGPU_BACKEND,
 * opengles (the default, with EGL_PLATFORM=surfaceless: Mesa's llvmpipe
 * here) or vulkan (Mesa's lavapipe here, through the worker's layer, or a
 * GPU's driver); else Dawn's whole options are DAWN_OPTS where it is set.
 *
 * The adapter's optional features (shader-f16, subgroups and their sizes)
 * come with the worker's hello: the codegen asks for them when the target
 * says -f16=adapter or -subgroups=adapter (tl_webgpu_adapter_caps), and
 * the probe names them when asked for details (tilec resolve).
 */
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <pthread.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "backend/internal.h"
#include "compile/compile.h"
#include "ir/shape.h"
#include "ir/value.h"
#include "registry.h"
#include "runtime/runtime.h"
#include "webgpu/webgpu.h"

extern char **environ;

/* ---- finding the tools -------------------------------------------------------- */

static bool has_worker(const char *dir)
{
    char p[PATH_MAX + 64];
    struct stat st;
    snprintf(p, sizeof p, "%s/worker.mjs", dir);
    if (stat(p, &st) != 0)
        return false;
    snprintf(p, sizeof p, "%s/node_modules/webgpu", dir);
    return stat(p, &st) == 0 || getenv("TILEC_WEBGPU_NODE_MODULES");
}

/* The folder holding worker.mjs and node_modules/, or false with why. */
static bool tools_dir(char *out, size_t cap, char *why, size_t wcap)
{
    const char *env = getenv("TILEC_WEBGPU_DIR");
    if (env && *env) {
        if (has_worker(env)) {
            snprintf(out, cap, "%.*s", (int)(cap - 1), env);
            return true;
        }
        snprintf(why, wcap, "TILEC_WEBGPU_DIR=%s has no worker.mjs and node_modules/webgpu (run 'make deps')", env);
        return false;
    }
    char exe[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    const char *starts[2] = { NULL, "." };
    if (n > 0) {
        exe[n] = '\0';
        starts[0] = exe;
    }
    for (int s = 0; s < 2; s++) {
        if (!starts[s])
            continue;
        char d[PATH_MAX];
        snprintf(d, sizeof d, "%s", starts[s]);
        if (s == 1 && !getcwd(d, sizeof d))
            continue;
        for (int up = 0; up < 8; up++) {
            char cand[PATH_MAX + 32];
            snprintf(cand, sizeof cand, "%s/tools/webgpu", d);
            if (has_worker(cand)) {
                snprintf(out, cap, "%.*s", (int)(cap - 1), cand);
                return true;
            }
            char *slash = strrchr(d, '/');
            if (!slash || slash == d)
                break;
            *slash = '\0';
        }
    }
    snprintf(why, wcap, "the npm package webgpu is not installed: no tools/webgpu/node_modules/webgpu above the program "
                        "or here (run 'make deps', or set TILEC_WEBGPU_DIR)");
    return false;
}

/* ---- the worker ----------------------------------------------------------------- */

typedef struct worker {
    pid_t pid;
    int fd;
    bool tried;
    char why[512];    /* why it is not running */
    char adapter[256];
    char features[512]; /* the adapter's features, space-separated */
    int sg_min, sg_max; /* the adapter's subgroup sizes (0: not said) */
    /* the device's limits (the adapter's own): workgroup memory bytes,
     * invocations a workgroup, storage buffers a shader, bytes a binding */
    long long wg_bytes, invocations, storage_buffers, binding_bytes;
} worker;

static worker W = { .fd = -1 };
static pthread_mutex_t W_lock = PTHREAD_MUTEX_INITIALIZER;

static bool send_all(int fd, const void *p, size_t n)
{
    const char *c = p;
    while (n) {
        ssize_t w = send(fd, c, n, MSG_NOSIGNAL);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            return false;
        c += w;
        n -= (size_t)w;
    }
    return true;
}

static bool recv_all(int fd, void *p, size_t n)
{
    char *c = p;
    while (n) {
        ssize_t r = recv(fd, c, n, 0);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0)
            return false;
        c += r;
        n -= (size_t)r;
    }
    return true;
}

static void worker_stop(void)
{
    if (W.fd >= 0)
        close(W.fd);
    W.fd = -1;
    if (W.pid > 0) {
        int st;
        waitpid(W.pid, &st, 0);
    }
    W.pid = 0;
}

/* One request and its reply: header (JSON) and payload each way. The reply's
 * header and payload are malloc'd. False with err when the worker is gone. */
static bool request(const char *hdr, const void *payload, size_t plen, char **rh, char **rp, size_t *rplen, tl_error *err)
{
    uint32_t len[2] = { (uint32_t)strlen(hdr), (uint32_t)plen };
    if (!send_all(W.fd, len, sizeof len) || !send_all(W.fd, hdr, len[0]) || (plen && !send_all(W.fd, payload, plen))) {
        snprintf(W.why, sizeof W.why, "the webgpu worker (node) exited");
        worker_stop();
        return tl_error_set(err, TL_ERR_UNAVAILABLE, "webgpu: the Node worker exited (its messages are above)");
    }
    uint32_t rl[2];
    if (!recv_all(W.fd, rl, sizeof rl)) {
        snprintf(W.why, sizeof W.why, "the webgpu worker (node) exited");
        worker_stop();
        return tl_error_set(err, TL_ERR_UNAVAILABLE, "webgpu: the Node worker exited (its messages are above)");
    }
    char *h = malloc((size_t)rl[0] + 1), *p = malloc((size_t)rl[1] + 1);
    if (!h || !p || !recv_all(W.fd, h, rl[0]) || !recv_all(W.fd, p, rl[1])) {
        free(h);
        free(p);
        worker_stop();
        return tl_error_set(err, TL_ERR_UNAVAILABLE, "webgpu: the Node worker's reply was cut short");
    }
    h[rl[0]] = '\0';
    *rh = h;
    if (rp) {
        *rp = p;
        *rplen = rl[1];
    } else {
        free(p);
    }
    return true;
}

/* ---- a little JSON: what the worker's replies hold ---------------------------- */

/* The value of "key" in flat object text j (its first occurrence). */
static const char *json_at(const char *j, const char *key)
{
    char pat[128];
    snprintf(pat, sizeof pat, "\"%s\":", key);
    const char *p = strstr(j, pat);
    return p ? p + strlen(pat) : NULL;
}

static bool json_true(const char *j, const char *key)
{
    const char *p = json_at(j, key);
    return p && strncmp(p, "true", 4) == 0;
}

/* A string value, unescaped (\uXXXX below 0x80 only; others as '?'), into out. */
static bool json_str(const char *j, const char *key, char *out, size_t cap)
{
    const char *p = json_at(j, key);
    if (!p || *p != '"') {
        if (cap)
            out[0] = '\0';
        return false;
    }
    size_t n = 0;
    for (p++; *p && *p != '"'; p++) {
        char c = *p;
        if (c == '\\' && p[1]) {
            p++;
            c = *p == 'n' ? '\n' : *p == 't' ? '\t' : *p;
            if (*p == 'u') {
                unsigned v = 0;
                sscanf(p + 1, "%4x", &v);
                c = v < 0x80 ? (char)v : '?';
                p += 4;
            }
        }
        if (n + 1 < cap)
            out[n++] = c;
    }
    if (cap)
        out[n] = '\0';
    return true;
}

/* The strings of array "key" (no escapes in them), space-separated, into out. */
static void json_words(const char *j, const char *key, char *out, size_t cap)
{
    const char *p = json_at(j, key);
    size_t n = 0;
    if (cap)
        out[0] = '\0';
    if (!p || *p != '[')
        return;
    for (p++; *p && *p != ']'; p++) {
        if (*p != '"')
            continue;
        const char *e = strchr(p + 1, '"');
        if (!e)
            break;
        size_t len = (size_t)(e - p - 1);
        if (n + len + 2 < cap) {
            if (n)
                out[n++] = ' ';
            memcpy(out + n, p + 1, len);
            n += len;
            out[n] = '\0';
        }
        p = e;
    }
}

static void json_escape(tl_strbuf *b, const char *s)
{
    tl_strbuf_puts(b, "\"");
    for (; *s; s++) {
        if (*s == '"' || *s == '\\')
            tl_strbuf_printf(b, "\\%c", *s);
        else if ((unsigned char)*s < 0x20)
            tl_strbuf_printf(b, "\\u%04x", *s);
        else
            tl_strbuf_append(b, s, 1);
    }
    tl_strbuf_puts(b, "\"");
}

/* Starts the worker and asks for the adapter; W.why says why not. */
static bool worker_start_locked(void)
{
    if (W.fd >= 0)
        return true;
    if (W.tried)
        return false;
    W.tried = true;
    char dir[PATH_MAX - 64];
    if (!tools_dir(dir, sizeof dir, W.why, sizeof W.why))
        return false;
    const char *node = getenv("TILEC_NODE");
    if (!node || !*node)
        node = "node";
    char script[PATH_MAX + 32];
    snprintf(script, sizeof script, "%s/worker.mjs", dir);
    int sv[2];
    if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv) != 0) {
        snprintf(W.why, sizeof W.why, "socketpair: %s", strerror(errno));
        return false;
    }
    /* the environment, with Dawn's defaults where the user set none */
    const char *backend = getenv("TILEC_WEBGPU_BACKEND");
    const char *dawn_opts = NULL;
    if (backend && *backend) {
        if (strcmp(backend, "vulkan") == 0)
            dawn_opts = "DAWN_OPTS=backend=vulkan";
        else if (strcmp(backend, "opengles") == 0)
            dawn_opts = "DAWN_OPTS=backend=opengles";
        else {
            close(sv[0]);
            close(sv[1]);
            snprintf(W.why, sizeof W.why, "TILEC_WEBGPU_BACKEND=%.100s: Dawn's backend is vulkan or opengles", backend);
            return false;
        }
    } else if (!getenv("DAWN_OPTS")) {
        dawn_opts = "DAWN_OPTS=backend=opengles";
    }
    size_t ne = 0;
    while (environ[ne])
        ne++;
    char **env = calloc(ne + 3, sizeof *env);
    if (!env) {
        close(sv[0]);
        close(sv[1]);
        snprintf(W.why, sizeof W.why, "out of memory");
        return false;
    }
    ne = 0;
    for (char **e = environ; *e; e++)
        if (!dawn_opts || strncmp(*e, "DAWN_OPTS=", 10) != 0)
            env[ne++] = *e;
    if (dawn_opts)
        env[ne++] = (char *)dawn_opts;
    if (!getenv("EGL_PLATFORM"))
        env[ne++] = "EGL_PLATFORM=surfaceless";
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_adddup2(&fa, sv[1], 3);
    posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", 0, 0);
    /* the worker's stdout is ours to keep clean: Dawn's messages go to stderr */
    posix_spawn_file_actions_adddup2(&fa, 2, 1);
    char *argv[] = { (char *)node, script, NULL };
    pid_t pid;
    int rc = posix_spawnp(&pid, node, &fa, NULL, argv, env);
    posix_spawn_file_actions_destroy(&fa);
    free(env);
    close(sv[1]);
    if (rc != 0) {
        close(sv[0]);
        snprintf(W.why, sizeof W.why, "Node.js not found: cannot run '%s' (%s; set TILEC_NODE)", node, strerror(rc));
        return false;
    }
    W.pid = pid;
    W.fd = sv[0];
    tl_error err = { 0 };
    char *h = NULL;
    if (!request("{\"op\":\"hello\"}", NULL, 0, &h, NULL, NULL, &err)) {
        snprintf(W.why, sizeof W.why, "the Node worker did not start (%.300s)", script);
        return false;
    }
    if (!json_true(h, "ok")) {
        char e[400];
        json_str(h, "error", e, sizeof e);
        snprintf(W.why, sizeof W.why, "no WebGPU adapter: %s", e);
        free(h);
        worker_stop();
        return false;
    }
    json_str(h, "adapter", W.adapter, sizeof W.adapter);
    json_words(h, "features", W.features, sizeof W.features);
    const char *v = json_at(h, "subgroupMinSize");
    W.sg_min = v ? atoi(v) : 0;
    v = json_at(h, "subgroupMaxSize");
    W.sg_max = v ? atoi(v) : 0;
    v = json_at(h, "maxComputeWorkgroupStorageSize");
    W.wg_bytes = v ? atoll(v) : 0;
    v = json_at(h, "maxComputeInvocationsPerWorkgroup");
    W.invocations = v ? atoll(v) : 0;
    v = json_at(h, "maxStorageBuffersPerShaderStage");
    W.storage_buffers = v ? atoll(v) : 0;
    v = json_at(h, "maxStorageBufferBindingSize");
    W.binding_bytes = v ? atoll(v) : 0;
    free(h);
    return true;
}

static void worker_at_exit(void)
{
    pthread_mutex_lock(&W_lock);
    worker_stop();
    pthread_mutex_unlock(&W_lock);
}

static bool worker_start(tl_error *err)
{
    pthread_mutex_lock(&W_lock);
    bool first = !W.tried;
    bool ok = worker_start_locked();
    if (first && ok)
        atexit(worker_at_exit);
    if (!ok)
        tl_error_set(err, TL_ERR_UNAVAILABLE, "webgpu: %s", W.why);
    pthread_mutex_unlock(&W_lock);
    return ok;
}

/* Whether prog (a path, or a name looked up on the PATH) is an executable. */
static bool on_path(const char *prog)
{
    if (strchr(prog, '/'))
        return access(prog, X_OK) == 0;
    const char *path = getenv("PATH");
    while (path && *path) {
        size_t n = strcspn(path, ":");
        char cand[PATH_MAX];
        snprintf(cand, sizeof cand, "%.*s/%s", (int)(n < 3000 ? n : 3000), path, prog);
        if (n && access(cand, X_OK) == 0)
            return true;
        path += n + (path[n] == ':');
    }
    return false;
}

/* The tvm_ffi pair's probe (`tilec resolve --target webgpu`): which of
 * Node and the npm package is missing, without starting anything (a
 * context for `tilec build --emit wgsl` pays no Node start-up); an adapter
 * Dawn did not find is said once the worker has started in this process
 * (and by every load). */
bool tl_webgpu_probe(char *reason, size_t cap)
{
    const char *node = getenv("TILEC_NODE");
    if (!node || !*node)
        node = "node";
    char dir[PATH_MAX - 64];
    pthread_mutex_lock(&W_lock);
    bool ok = true;
    if (W.tried && W.fd < 0) {
        snprintf(reason, cap, "%s", W.why);
        ok = false;
    } else if (!W.tried && !on_path(node)) {
        snprintf(reason, cap, "Node.js not found: no '%s' on the PATH (set TILEC_NODE)", node);
        ok = false;
    } else if (!W.tried && !tools_dir(dir, sizeof dir, reason, cap)) {
        ok = false;
    }
    pthread_mutex_unlock(&W_lock);
    /* asked for details (tilec resolve): start the worker and say what
     * the adapter is and offers (about a second: Node and Dawn) */
    const char *d = getenv("TILEC_PROBE_DETAILS");
    if (ok && d && *d && strcmp(d, "0") != 0) {
        tl_error err = { 0 };
        if (!worker_start(&err)) {
            snprintf(reason, cap, "%s", err.msg);
            return false;
        }
        pthread_mutex_lock(&W_lock);
        /* the two features the emitter uses first: the whole list can
         * pass what a probe note holds */
        char f[sizeof W.features + 2];
        snprintf(f, sizeof f, " %s ", W.features);
        snprintf(reason, cap,
                 "adapter %s; shader-f16 %s; subgroups %s (sizes %d to %d); limits: %lld bytes of workgroup memory, "
                 "%lld invocations, %lld storage buffers of up to %lld bytes; features: %s",
                 W.adapter[0] ? W.adapter : "(unnamed)", strstr(f, " shader-f16 ") ? "yes" : "no",
                 strstr(f, " subgroups ") ? "yes" : "no", W.sg_min, W.sg_max, W.wg_bytes, W.invocations,
                 W.storage_buffers, W.binding_bytes, W.features[0] ? W.features : "none");
        pthread_mutex_unlock(&W_lock);
    }
    return ok;
}

/* ---- validation (tests) ----------------------------------------------------------- */

/* Used by the tests: Tint's and naga's verdicts on WGSL text. tint and naga
 * get "" when each accepts it, else its first message. False when the
 * worker cannot run. */
bool tl_webgpu_validate(const char *wgsl, char *tint, size_t tcap, char *naga, size_t ncap, tl_error *err)
{
    if (!worker_start(err))
        return false;
    tl_strbuf b = { 0 };
    tl_strbuf_puts(&b, "{\"op\":\"validate\",\"code\":");
    json_escape(&b, wgsl);
    tl_strbuf_puts(&b, "}");
    char *h = NULL;
    pthread_mutex_lock(&W_lock);
    bool ok = !b.failed && request(b.data, NULL, 0, &h, NULL, NULL, err);
    pthread_mutex_unlock(&W_lock);
    tl_strbuf_free(&b);
    if (!ok)
        return false;
    tint[0] = naga[0] = '\0';
    const char *t = json_at(h, "tint");
    if (t && strncmp(t, "[]", 2) != 0)
        json_str(t, "message", tint, tcap);
    json_str(h, "naga", naga, ncap);
    free(h);
    return true;
}

/* The adapter the worker runs on ("" before it started). */
const char *tl_webgpu_adapter(void) { return W.adapter; }

bool tl_webgpu_adapter_caps(bool *f16, int *sg_min, tl_error *err)
{
    if (!worker_start(err))
        return false;
    pthread_mutex_lock(&W_lock);
    char f[sizeof W.features + 2];
    snprintf(f, sizeof f, " %s ", W.features);
    *f16 = strstr(f, " shader-f16 ") != NULL;
    *sg_min = strstr(f, " subgroups ") ? (W.sg_min >= 4 ? W.sg_min : 4) : 0;
    pthread_mutex_unlock(&W_lock);
    return true;
}

bool tl_webgpu_adapter_wg_bytes(int64_t *wg_bytes, tl_error *err)
{
    if (!worker_start(err))
        return false;
    pthread_mutex_lock(&W_lock);
    *wg_bytes = W.wg_bytes;
    pthread_mutex_unlock(&W_lock);
    return true;
}

/* ---- the execution backend ---------------------------------------------------------- */

typedef struct wg_param {
    bool is_tensor, write;
    tl_dtype dtype;
    int ndim;
    tl_dim_code dim[8]; /* each dim over the shape variables (ir/shape.h) */
    char name[128];
} wg_param;

typedef struct wg_kernel {
    struct wg_module *m;
    char name[128];
    int nparams, nvars;
    wg_param *p;
    char (*vars)[128];
} wg_kernel;

typedef struct wg_module {
    int id;
    int n;
    wg_kernel *k;
} wg_module;

static void module_free(void *mm)
{
    wg_module *m = mm;
    if (!m)
        return;
    for (int i = 0; i < m->n; i++) {
        free(m->k[i].p);
        free(m->k[i].vars);
    }
    free(m->k);
    free(m);
}

/* The timing a device_api time() asked of the next launch on this thread. */
static _Thread_local struct {
    int want;    /* runs to time, 0: none */
    double *ms;
    int got;
} timing;

static void put_float(tl_strbuf *b, double v)
{
    if (isnan(v))
        tl_strbuf_puts(b, "\"NaN\"");
    else if (isinf(v))
        tl_strbuf_puts(b, v < 0 ? "\"-Infinity\"" : "\"Infinity\"");
    else
        tl_strbuf_printf(b, "%.17g", v);
}

static double scalar_value(tl_dtype t, const void *p, bool *is_float)
{
    *is_float = tl_dtype_is_float(t);
    switch (t) {
    case TL_DT_F32: return *(const float *)p;
    case TL_DT_F16: return tl_value_f16_to_double(*(const uint16_t *)p);
    case TL_DT_BF16: return tl_value_bf16_to_double(*(const uint16_t *)p);
    case TL_DT_BOOL: return *(const uint8_t *)p != 0;
    case TL_DT_I8: return *(const int8_t *)p;
    case TL_DT_U8: return *(const uint8_t *)p;
    case TL_DT_I16: return *(const int16_t *)p;
    case TL_DT_U16: return *(const uint16_t *)p;
    case TL_DT_I32: return *(const int32_t *)p;
    case TL_DT_U32: return *(const uint32_t *)p;
    default: return 0;
    }
}

static int wg_launch(void *fn, void *const *args, const int64_t *dims, const tl_launch_config *cfg, tl_error *err)
{
    wg_kernel *k = fn;
    tl_strbuf b = { 0 };
    tl_strbuf_printf(&b, "{\"op\":\"run\",\"id\":%d,\"kernel\":", k->m->id);
    json_escape(&b, k->name);
    tl_strbuf_puts(&b, ",\"dims\":{");
    for (int j = 0; j < k->nvars; j++) {
        if (dims[j] > INT32_MAX) {
            tl_strbuf_free(&b);
            tl_error_set(err, TL_ERR_INVALID, "kernel %s: shape dim %s is %lld: WGSL's i32 holds at most 2^31 - 1",
                         k->name, k->vars[j], (long long)dims[j]);
            return 1;
        }
        tl_strbuf_printf(&b, "%s", j ? "," : "");
        json_escape(&b, k->vars[j]);
        tl_strbuf_printf(&b, ":%lld", (long long)dims[j]);
    }
    tl_strbuf_puts(&b, "},\"scalars\":{");
    bool first = true;
    for (int i = 0; i < k->nparams; i++) {
        if (k->p[i].is_tensor)
            continue;
        bool fl;
        double v = scalar_value(k->p[i].dtype, args[i], &fl);
        tl_strbuf_printf(&b, "%s", first ? "" : ",");
        first = false;
        json_escape(&b, k->p[i].name);
        tl_strbuf_puts(&b, ":");
        put_float(&b, v);
    }
    tl_strbuf_puts(&b, "},\"tensors\":[");
    size_t total = 0;
    size_t bytes[64] = { 0 };
    first = true;
    for (int i = 0; i < k->nparams && i < 64; i++) {
        if (!k->p[i].is_tensor)
            continue;
        uint64_t n = 1;
        for (int d = 0; d < k->p[i].ndim; d++) {
            int64_t v = 0;
            if (!tl_dim_eval(k->p[i].dim[d].code, k->p[i].dim[d].n, dims, &v) || v < 0) {
                tl_strbuf_free(&b);
                tl_error_set(err, TL_ERR_INVALID, "kernel %s: a dim of tensor %s cannot be evaluated", k->name, k->p[i].name);
                return 1;
            }
            n *= (uint64_t)v;
        }
        bytes[i] = (size_t)tl_dtype_global_bytes(k->p[i].dtype, n);
        total += bytes[i];
        tl_strbuf_printf(&b, "%s{\"bytes\":%zu,\"write\":%s}", first ? "" : ",", bytes[i], k->p[i].write ? "true" : "false");
        first = false;
    }
    tl_strbuf_printf(&b, "],\"timed\":%s,\"repeat\":%d}", timing.want > 0 ? "true" : "false",
                     timing.want > 0 ? timing.want : 1);
    char *payload = malloc(total ? total : 1);
    if (!payload || b.failed) {
        free(payload);
        tl_strbuf_free(&b);
        tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
        return 1;
    }
    size_t off = 0;
    for (int i = 0; i < k->nparams && i < 64; i++)
        if (k->p[i].is_tensor) {
            memcpy(payload + off, args[i], bytes[i]);
            off += bytes[i];
        }
    char *h = NULL, *rp = NULL;
    size_t rn = 0;
    pthread_mutex_lock(&W_lock);
    bool ok = W.fd >= 0 ? request(b.data, payload, total, &h, &rp, &rn, err)
                        : tl_error_set(err, TL_ERR_UNAVAILABLE, "webgpu: %s", W.why);
    pthread_mutex_unlock(&W_lock);
    free(payload);
    tl_strbuf_free(&b);
    if (!ok)
        return 1;
    if (!json_true(h, "ok")) {
        char e[sizeof err->msg];
        json_str(h, "error", e, sizeof e);
        tl_error_set(err, TL_ERR_UNAVAILABLE, "webgpu: kernel %s: %s", k->name, e);
        if (cfg && cfg->why && cfg->why_cap)
            snprintf(cfg->why, cfg->why_cap, "%s", err->msg);
        free(h);
        free(rp);
        return 1;
    }
    /* the written tensors, in order */
    off = 0;
    for (int i = 0; i < k->nparams && i < 64; i++)
        if (k->p[i].is_tensor && k->p[i].write) {
            if (off + bytes[i] > rn)
                break;
            memcpy(args[i], rp + off, bytes[i]);
            off += bytes[i];
        }
    if (timing.want > 0 && timing.ms) {
        const char *ms = json_at(h, "ms");
        timing.got = 0;
        if (ms && *ms == '[') {
            char *end;
            ms++;
            while (timing.got < timing.want) {
                double v = strtod(ms, &end);
                if (end == ms)
                    break;
                timing.ms[timing.got++] = v;
                ms = end;
                while (*ms == ',' || *ms == ' ')
                    ms++;
            }
        }
    }
    free(h);
    free(rp);
    return off == 0 || rn >= off ? 0 : (tl_error_set(err, TL_ERR_UNAVAILABLE, "webgpu: short reply"), 1);
}

/* Maps "WGSL line L" in the worker's message to the kernel source line too. */
static void with_source_lines(const tl_webgpu_artifact *a, const char *msg, char *out, size_t cap)
{
    size_t n = 0;
    out[0] = '\0';
    int cur = -1;
    for (const char *p = msg; *p && n + 1 < cap;) {
        if (strncmp(p, "kernel ", 7) == 0) {
            for (int i = 0; i < a->nkernels; i++) {
                size_t l = strlen(a->kernels[i].name);
                if (strncmp(p + 7, a->kernels[i].name, l) == 0 && p[7 + l] == ':')
                    cur = i;
            }
        }
        int line = 0, col = 0, used = 0;
        if (strncmp(p, "WGSL line ", 10) == 0 && sscanf(p + 10, "%d:%d%n", &line, &col, &used) >= 2) {
            char src[256];
            tl_webgpu_source_line(a, cur, line, src, sizeof src);
            int w = snprintf(out + n, cap - n, "WGSL line %d:%d%s%s%s", line, col, src[0] ? " (" : "", src,
                             src[0] ? ")" : "");
            n += w > 0 ? (size_t)w : 0;
            if (n >= cap)
                n = cap - 1;
            p += 10 + used;
            continue;
        }
        out[n++] = *p++;
        out[n] = '\0';
    }
}

static bool module_write(void *ud, const char *dir, tl_error *err)
{
    const tl_webgpu_artifact *a = ud;
    tl_runtime_count_compile();
    return tl_write_file(dir, "kernels.mjs", a->js, strlen(a->js), err);
}

tl_kernel_handle *tl_webgpu_tvm_ffi_load(struct tl_compilation *c, tl_error *err)
{
    tl_webgpu_artifact *a = c->device_artifact;
    if (!a && !tl_webgpu_codegen_source(c, err))
        return NULL;
    a = c->device_artifact;
    if (!worker_start(err))
        return NULL;
    tl_strbuf key = { 0 };
    tl_strbuf_printf(&key, "webgpu module\nspec_hash %016llx\n", (unsigned long long)tl_context_module(c->ctx)->spec_hash);
    tl_strbuf_puts(&key, a->js);
    if (key.failed) {
        tl_strbuf_free(&key);
        tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
        return NULL;
    }
    tl_cache_request r = { key.data, key.len, "kernels.mjs", module_write, a };
    tl_cache_entry e;
    bool ok = tl_cache_get(&r, &e, err);
    tl_strbuf_free(&key);
    if (!ok)
        return NULL;
    tl_strbuf b = { 0 };
    tl_strbuf_puts(&b, "{\"op\":\"load\",\"path\":");
    json_escape(&b, e.path);
    tl_strbuf_puts(&b, "}");
    char *h = NULL;
    pthread_mutex_lock(&W_lock);
    ok = !b.failed && request(b.data, NULL, 0, &h, NULL, NULL, err);
    pthread_mutex_unlock(&W_lock);
    tl_strbuf_free(&b);
    if (!ok) {
        tl_cache_entry_release(&e);
        return NULL;
    }
    if (!json_true(h, "ok")) {
        char msg[sizeof err->msg], mapped[sizeof err->msg];
        json_str(h, "error", msg, sizeof msg);
        char refusal[32] = "";
        json_str(h, "refusal", refusal, sizeof refusal);
        with_source_lines(a, msg, mapped, sizeof mapped);
        if (strcmp(refusal, "limits") == 0)
            tl_error_set(err, TL_ERR_UNAVAILABLE, "webgpu: the device's limits are too small: %s", mapped);
        else
            tl_error_set(err, TL_ERR_UNAVAILABLE, "webgpu: the device refused the shaders: %s", mapped);
        free(h);
        tl_cache_entry_release(&e);
        return NULL;
    }
    const char *idp = json_at(h, "id");
    int id = idp ? atoi(idp) : -1;
    free(h);
    tl_kernel_handle *hd = tl_handle_new(c, err);
    wg_module *m = calloc(1, sizeof *m);
    int n = hd ? tl_kernel_handle_nkernels(hd) : 0;
    if (!hd || !m || !(m->k = calloc((size_t)(n ? n : 1), sizeof *m->k))) {
        free(m);
        tl_kernel_handle_free(hd);
        tl_cache_entry_release(&e);
        if (hd)
            tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
        return NULL;
    }
    m->id = id;
    m->n = n;
    ok = true;
    for (int i = 0; ok && i < n; i++) {
        const tl_kernel *k = c->module->kernels[i];
        wg_kernel *wk = &m->k[i];
        wk->m = m;
        snprintf(wk->name, sizeof wk->name, "%s", k->name);
        wk->nparams = (int)k->nparams;
        wk->nvars = (int)k->nshape_vars;
        wk->p = calloc(k->nparams + 1, sizeof *wk->p);
        wk->vars = calloc(k->nshape_vars + 1, sizeof *wk->vars);
        if (!wk->p || !wk->vars || k->nparams > 64) {
            ok = tl_error_set(err, TL_ERR_INTERNAL, k->nparams > 64 ? "kernel %s: more than 64 parameters" : "out of memory",
                              k->name);
            break;
        }
        for (size_t j = 0; j < k->nshape_vars; j++)
            snprintf(wk->vars[j], sizeof wk->vars[j], "%s", k->shape_vars[j]->name);
        for (size_t j = 0; j < k->nparams; j++) {
            const tl_param *p = &k->params[j];
            wg_param *q = &wk->p[j];
            q->is_tensor = p->is_tensor;
            snprintf(q->name, sizeof q->name, "%s", p->name);
            if (!p->is_tensor) {
                q->dtype = p->var->dtype;
                continue;
            }
            q->dtype = p->buf->dtype;
            q->ndim = p->buf->ndim;
            q->write = a->kernels[i].written[j];
            for (int d = 0; d < p->buf->ndim && d < 8; d++)
                if (!tl_dim_compile(k, p->buf->dims[d], &q->dim[d])) {
                    ok = tl_error_set(err, TL_ERR_INVALID, "kernel %s: dim %d of tensor %s is no shape expression", k->name, d,
                                      p->name);
                    break;
                }
        }
        tl_handle_set_launch(hd, i, wg_launch, wk);
    }
    if (!ok) {
        module_free(m);
        tl_kernel_handle_free(hd);
        tl_cache_entry_release(&e);
        return NULL;
    }
    tl_handle_own(hd, m, module_free, e.path, e.hit);
    tl_cache_entry_release(&e);
    return hd;
}

/* ---- the device_api: host memory, timing in the worker ------------------------------ */

static bool dev_alloc(int device, size_t bytes, void **ptr, tl_error *err)
{
    *ptr = calloc(1, bytes ? bytes : 1);
    return *ptr || tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
}

static void dev_free(int device, void *ptr) { free(ptr); }

static bool dev_copy(int device, void *dst, const void *src, size_t bytes, tl_error *err)
{
    memcpy(dst, src, bytes);
    return true;
}

static bool dev_sync(int device, tl_error *err) { return true; }

static bool dev_time(int device, bool (*run)(void *ud, tl_error *err), void *ud, int nruns, double *ms, tl_error *err)
{
    timing.want = nruns;
    timing.ms = ms;
    timing.got = 0;
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    bool ok = run(ud, err);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    int got = timing.got;
    timing.want = 0;
    timing.ms = NULL;
    if (!ok)
        return false;
    /* a launch that timed nothing (an empty grid): the wall time, split */
    for (int i = got; i < nruns; i++)
        ms[i] = ((double)(t1.tv_sec - t0.tv_sec) * 1e3 + (double)(t1.tv_nsec - t0.tv_nsec) / 1e6) / nruns;
    return true;
}

static const tl_device_api api = { dev_alloc, dev_free, dev_copy, dev_copy, dev_sync, dev_time };

const struct tl_device_api *tl_webgpu_device_api(void) { return &api; }
