/*
 * run.c: `tilec run`, and loading a compiled module through its execution
 * backend (shared with `tilec build --emit obj`).
 *
 * run binds each symbolic shape (from -D, else from an --input file's shape,
 * else a default it prints), fills every tensor argument from its --input
 * .npy file or with random values from --seed (each dtype over its useful
 * range, or as --dist says), launches the kernel through the execution
 * backend, writes the --output tensors as .npy files, and with --check runs
 * the reference interpreter (accumulating in f64) on the same inputs and
 * compares every tensor argument; with --bench it reports the median time.
 * --kernel a,b runs a sequence: the kernels in order on one set of tensors
 * and shape dims shared by name, the module's global buffers allocated
 * (zero-filled) for it and freed after it, and --check runs the same
 * sequence on the interpreter.
 *
 * On a target kind whose tensors live on a device (its spec names a
 * device_api: memory, copies, timing), the tensors are copied to device
 * buffers before the launch and back after it, and --bench times on the
 * device (its events), each run after the device's L2 is overwritten. Nothing
 * here knows which device it is.
 */
#include <dlpack/dlpack.h>
#include <errno.h>
#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli/build.h"
#include "interp/interp.h"
#include "ir/shape.h"
#include "ir/value.h"
#include "runtime/npy.h"
#include "runtime/runtime.h"

int cli_load(cli_options *o, bool print)
{
    tl_error err = { 0 };
    if (o->no_cache)
        tl_runtime_set_cache(false);
    o->handle = tl_load(&o->comp, &err);
    if (!o->handle)
        return fail(&err);
    const char *lib = tl_kernel_handle_path(o->handle);
    if (o->outdir && lib) {
        const char *ext = strrchr(lib, '.');
        const char *slash = strrchr(lib, '/');
        if (!ext || (slash && ext < slash))
            ext = "";
        char *to = tl_arena_alloc(o->arena, strlen(o->outdir) + strlen(o->path) + strlen(ext) + 4);
        if (!to)
            return fail(&err);
        sprintf(to, "%s/%s%s", o->outdir, cli_stem(o->arena, o->path), ext);
        if (!tl_copy_file(lib, to, &err))
            return fail(&err);
        fprintf(stderr, "tilec: wrote %s\n", to);
    } else if (print && lib) {
        printf("%s\n", lib);
    } else if (print) {
        printf("(%s: loaded in process, no file)\n", tl_kernel_handle_exec(o->handle));
    }
    return 0;
}

/* ---- arguments --------------------------------------------------------- */

typedef struct arg {
    tl_interp_tensor t;   /* what the interpreter takes */
    DLTensor dl;          /* what the kernel takes */
    int64_t shape[TL_IR_MAX_DIMS];
    void *before;         /* a copy of the inputs, for --check */
    bool filled;          /* before made by fill_random */
    void *device;         /* the device buffer (device_api), or NULL */
    size_t elems, bytes;
    union { int64_t i; double f; uint8_t raw[8]; } scalar;
} arg;

/* Whether e is shape dim v: by name, since the kernels of a sequence
 * (--kernel a,b) share their shape dims by name. */
static bool is_var(const tl_expr *e, const tl_var *v)
{
    return e->kind == TL_EXPR_VAR && (e->var == v || strcmp(e->var->name, v->name) == 0);
}

/* ---- sequences: --kernel a,b ------------------------------------------- */

/* The kernels run, in order (one unless --kernel names several), and the
 * module's global buffers (allocated by the run, zero-filled). */
#define MAX_SEQ 16
static const tl_kernel *seq[MAX_SEQ], *ref_seq[MAX_SEQ];
static int nseq;
static const tl_module *run_module;

static bool is_global(const tl_param *p)
{
    return p->is_tensor && tl_ir_find_global(run_module, p->name) != NULL;
}

/* One kernel whose parameters and shape dims are those of the kernels of the
 * sequence, each name once (in order of first appearance): the tensors and
 * dims of the run, which the kernels share by name. A name two kernels give
 * different dtypes or ranks is an error. */
static tl_kernel *merge_kernels(tl_arena *a, const char *name, tl_error *err)
{
    tl_kernel *v = tl_arena_alloc(a, sizeof *v);
    size_t np = 0, ns = 0;
    for (int i = 0; i < nseq; i++)
        np += seq[i]->nparams, ns += seq[i]->nshape_vars;
    if (!v || !(v->params = tl_arena_array(a, np ? np : 1, sizeof *v->params)) ||
        !(v->shape_vars = tl_arena_array(a, ns ? ns : 1, sizeof *v->shape_vars))) {
        tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
        return NULL;
    }
    v->name = name;
    v->loc = seq[0]->loc;
    for (int i = 0; i < nseq; i++) {
        const tl_kernel *k = seq[i];
        for (size_t j = 0; j < k->nshape_vars; j++) {
            size_t t = 0;
            while (t < v->nshape_vars && strcmp(v->shape_vars[t]->name, k->shape_vars[j]->name) != 0)
                t++;
            if (t == v->nshape_vars)
                v->shape_vars[v->nshape_vars++] = k->shape_vars[j];
        }
        for (size_t j = 0; j < k->nparams; j++) {
            const tl_param *p = &k->params[j];
            size_t t = 0;
            while (t < v->nparams && strcmp(v->params[t].name, p->name) != 0)
                t++;
            if (t == v->nparams) {
                v->params[v->nparams++] = *p;
                continue;
            }
            const tl_param *q = &v->params[t];
            tl_dtype pd = p->is_tensor ? p->buf->dtype : p->var->dtype, qd = q->is_tensor ? q->buf->dtype : q->var->dtype;
            if (p->is_tensor != q->is_tensor || pd != qd || (p->is_tensor && p->buf->ndim != q->buf->ndim)) {
                tl_error_set(err, TL_ERR_INVALID, "--kernel %s: kernel %s's parameter %s is not the tensor or scalar "
                             "(dtype, rank) an earlier kernel of the sequence takes by that name", name, k->name, p->name);
                return NULL;
            }
        }
    }
    return v;
}

/* The arguments of kernel k of the sequence out of the run's (v's), by name. */
static void pick(const tl_kernel *v, const tl_kernel *k, const tl_any *all, tl_any *out, void *const *allp, void **outp)
{
    for (size_t j = 0; j < k->nparams; j++)
        for (size_t t = 0; t < v->nparams; t++)
            if (strcmp(v->params[t].name, k->params[j].name) == 0) {
                if (all)
                    out[j] = all[t];
                if (allp)
                    outp[j] = allp[t];
            }
}

/* splitmix64: draw j of a stream is a function of its start and j alone,
 * so that a tensor's elements can be drawn in parallel, each chunk from its
 * own start (fill_random), the same values as one after another */
#define RNG_STEP 0x9e3779b97f4a7c15ULL
static uint64_t rng_state;
static uint64_t draw(uint64_t *s)
{
    uint64_t z = (*s += RNG_STEP);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* How the random values of one argument are drawn (--dist NAME=SPEC). */
typedef enum dist_kind { DIST_DEFAULT, DIST_UNIFORM, DIST_NORMAL, DIST_INT } dist_kind;
typedef struct dist {
    dist_kind kind;
    double a, b;      /* uniform: [a, b); normal: mean a, deviation b */
    int64_t lo, hi;   /* int (index: 0 .. dim - 1): integers in [lo, hi] */
} dist;

static double uniform01(uint64_t *s)
{
    return (double)(draw(s) >> 11) / (double)(1ULL << 53);
}

/* Stores the integer v as element e of data (dtype t, little-endian). */
static void set_int(tl_dtype t, void *data, size_t e, uint64_t v)
{
    if (tl_dtype_is_packed(t)) { /* a nibble: its low 4 bits */
        tl_interp_set(t, data, e, (double)tl_value_wrap_int(t, (int64_t)v));
        return;
    }
    size_t es = (size_t)tl_dtype_bits(t) / 8;
    memcpy((char *)data + e * es, &v, es);
}

/* One random element: floats uniform in [-1, 1) (e8m0: powers of two in
 * [2^-4, 2^4]; f4e2m1: any of its 16 codes, since [-1, 1) holds only five of
 * its values); integers over their whole range; bools 0 or 1; or as d says. */
static void random_element(tl_dtype t, void *data, size_t e, const dist *d, uint64_t *s)
{
    switch (d->kind) {
    case DIST_UNIFORM: tl_interp_set(t, data, e, d->a + (d->b - d->a) * uniform01(s)); return;
    case DIST_NORMAL: {
        double u1 = uniform01(s), u2 = uniform01(s);
        double z = sqrt(-2.0 * log(1.0 - u1)) * cos(2.0 * M_PI * u2);
        tl_interp_set(t, data, e, d->a + d->b * z);
        return;
    }
    case DIST_INT: {
        uint64_t span = (uint64_t)d->hi - (uint64_t)d->lo + 1; /* 0: the whole 64-bit range */
        uint64_t r = draw(s);
        int64_t v = (int64_t)((uint64_t)d->lo + (span ? r % span : r));
        if (tl_dtype_is_float(t))
            tl_interp_set(t, data, e, (double)v);
        else if (t == TL_DT_BOOL)
            tl_interp_set(t, data, e, v != 0);
        else
            set_int(t, data, e, (uint64_t)v);
        return;
    }
    case DIST_DEFAULT: break;
    }
    uint64_t r = draw(s);
    if (t == TL_DT_E8M0) /* a scale: a power of two in [2^-4, 2^4] */
        tl_interp_set(t, data, e, ldexp(1.0, (int)(r % 9) - 4));
    else if (t == TL_DT_F4E2M1)
        tl_interp_set(t, data, e, tl_value_f4e2m1_to_double((uint8_t)(r >> 60)));
    else if (tl_dtype_is_float(t))
        tl_interp_set(t, data, e, (double)(r >> 11) / (double)(1ULL << 53) * 2.0 - 1.0);
    else if (t == TL_DT_BOOL)
        tl_interp_set(t, data, e, (double)(r & 1));
    else
        set_int(t, data, e, r);
}

/* The bytes of the first e elements of a tensor of dtype t (e even for the
 * 4-bit dtypes, two a byte). */
static size_t bytes_of(tl_dtype t, size_t e)
{
    if (tl_dtype_is_packed(t))
        return (e + 1) / 2;
    return e * (t == TL_DT_BOOL ? 1 : (size_t)tl_dtype_bits(t) / 8);
}

typedef struct fill_job {
    tl_dtype t;
    arg *a;
    const dist *d;
    size_t from, to; /* elements */
    uint64_t start;  /* the stream's state before element 0 */
    int per;         /* draws an element */
} fill_job;

/* Elements [from, to) of a tensor drawn, then copied to its `before`
 * (the copy --check and the restores use), by the thread that wrote them. */
static void *fill_chunk(void *p)
{
    fill_job *j = p;
    size_t b0 = bytes_of(j->t, j->from), b1 = j->to == j->a->elems ? j->a->bytes : bytes_of(j->t, j->to);
    if (tl_dtype_is_packed(j->t)) /* a nibble's store keeps the other one */
        memset((char *)j->a->t.data + b0, 0, b1 - b0);
    uint64_t s = j->start + (uint64_t)j->from * (uint64_t)j->per * RNG_STEP;
    for (size_t e = j->from; e < j->to; e++)
        random_element(j->t, j->a->t.data, e, j->d, &s);
    memcpy((char *)j->a->before + b0, (char *)j->a->t.data + b0, b1 - b0);
    return NULL;
}

/* A tensor's random values, the stream's next draws (rng_state): the same
 * values as drawn one after another, made by up to 16 threads where the
 * tensor has a million elements or more (a tensor of 2^28 elements took
 * seconds on one). */
static void fill_random(tl_dtype t, arg *a, const dist *d)
{
    enum { MAX_THREADS = 16, MIN_CHUNK = 1 << 20 };
    int per = d->kind == DIST_NORMAL ? 2 : 1;
    long cpus = sysconf(_SC_NPROCESSORS_ONLN);
    size_t n = cpus < 1 ? 1 : cpus > MAX_THREADS ? MAX_THREADS : (size_t)cpus;
    if (n > a->elems / MIN_CHUNK)
        n = a->elems / MIN_CHUNK ? a->elems / MIN_CHUNK : 1;
    size_t chunk = ((a->elems + n - 1) / n + 63) / 64 * 64; /* whole bytes of the 4-bit dtypes */
    fill_job jobs[MAX_THREADS];
    pthread_t th[MAX_THREADS];
    bool started[MAX_THREADS] = { false };
    for (size_t i = 0; i < n; i++) {
        size_t from = i * chunk < a->elems ? i * chunk : a->elems;
        size_t to = from + chunk < a->elems ? from + chunk : a->elems;
        jobs[i] = (fill_job){ t, a, d, from, to, rng_state, per };
        if (i > 0)
            started[i] = pthread_create(&th[i], NULL, fill_chunk, &jobs[i]) == 0;
    }
    fill_chunk(&jobs[0]);
    for (size_t i = 1; i < n; i++)
        if (started[i])
            pthread_join(th[i], NULL);
        else
            fill_chunk(&jobs[i]); /* no thread: drawn here */
    rng_state += (uint64_t)a->elems * (uint64_t)per * RNG_STEP;
    a->filled = true;
}

/* The smallest and largest value of an integer dtype, as int64 (u64: up to
 * INT64_MAX: --dist int: bounds are int64). */
static void int_range(tl_dtype t, int64_t *lo, int64_t *hi)
{
    int bits = tl_dtype_bits(t);
    if (t == TL_DT_BOOL)
        *lo = 0, *hi = 1;
    else if (tl_dtype_is_signed(t))
        *lo = bits == 64 ? INT64_MIN : -((int64_t)1 << (bits - 1)), *hi = bits == 64 ? INT64_MAX : ((int64_t)1 << (bits - 1)) - 1;
    else
        *lo = 0, *hi = bits == 64 ? INT64_MAX : (int64_t)((UINT64_C(1) << bits) - 1);
}

static bool parse_num(const char *s, const char *end, double *out)
{
    char tmp[64];
    size_t n = (size_t)(end - s);
    if (n == 0 || n >= sizeof tmp)
        return false;
    memcpy(tmp, s, n);
    tmp[n] = 0;
    char *e;
    errno = 0;
    *out = strtod(tmp, &e);
    return !errno && *e == 0 && isfinite(*out);
}

static bool parse_i64(const char *s, const char *end, int64_t *out)
{
    char tmp[64];
    size_t n = (size_t)(end - s);
    if (n == 0 || n >= sizeof tmp)
        return false;
    memcpy(tmp, s, n);
    tmp[n] = 0;
    char *e;
    errno = 0;
    long long v = strtoll(tmp, &e, 10);
    *out = v;
    return !errno && *e == 0;
}

/* Parses SPEC for parameter p: uniform:LO,HI  normal:MEAN,STD  int:LO,HI
 * (inclusive)  index:DIM (0 .. DIM - 1, DIM a shape dim or a const of the
 * kernel, bound in dims). */
static bool parse_dist(const tl_kernel *k, const tl_module *m, const int64_t *dims, const tl_param *p,
                       const char *spec, dist *d, tl_error *err)
{
    tl_dtype t = p->buf->dtype;
    const char *colon = strchr(spec, ':');
    size_t kn = colon ? (size_t)(colon - spec) : strlen(spec);
    const char *args = colon ? colon + 1 : "";
    const char *comma = strchr(args, ',');
    const char *end = args + strlen(args);
    memset(d, 0, sizeof *d);
    if (kn == 7 && strncmp(spec, "uniform", 7) == 0) {
        d->kind = DIST_UNIFORM;
        if (!comma || !parse_num(args, comma, &d->a) || !parse_num(comma + 1, end, &d->b) || !(d->a < d->b))
            return tl_error_set(err, TL_ERR_INVALID, "--dist %s=%s: uniform:LO,HI needs two numbers, LO < HI",
                                p->name, spec);
    } else if (kn == 6 && strncmp(spec, "normal", 6) == 0) {
        d->kind = DIST_NORMAL;
        if (!comma || !parse_num(args, comma, &d->a) || !parse_num(comma + 1, end, &d->b) || !(d->b >= 0))
            return tl_error_set(err, TL_ERR_INVALID, "--dist %s=%s: normal:MEAN,STD needs two numbers, STD >= 0",
                                p->name, spec);
    } else if (kn == 3 && strncmp(spec, "int", 3) == 0) {
        d->kind = DIST_INT;
        if (!comma || !parse_i64(args, comma, &d->lo) || !parse_i64(comma + 1, end, &d->hi) || d->lo > d->hi)
            return tl_error_set(err, TL_ERR_INVALID, "--dist %s=%s: int:LO,HI needs two integers, LO <= HI",
                                p->name, spec);
    } else if (kn == 5 && strncmp(spec, "index", 5) == 0) {
        d->kind = DIST_INT;
        d->lo = 0;
        bool found = false;
        for (size_t j = 0; j < k->nshape_vars && !found; j++)
            if (strcmp(k->shape_vars[j]->name, args) == 0)
                d->hi = dims[j] - 1, found = true;
        for (size_t j = 0; j < m->nconsts && !found; j++)
            if (strcmp(m->consts[j].name, args) == 0 && tl_ir_is_const_int(m->consts[j].value, &d->hi))
                d->hi -= 1, found = true;
        if (!found)
            return tl_error_set(err, TL_ERR_INVALID, "--dist %s=%s: '%s' is not a shape dim or an integer const "
                                "of kernel %s", p->name, spec, args, k->name);
        if (d->hi < 0)
            return tl_error_set(err, TL_ERR_INVALID, "--dist %s=%s: '%s' is 0", p->name, spec, args);
    } else {
        return tl_error_set(err, TL_ERR_INVALID, "--dist %s=%s: expected uniform:LO,HI, normal:MEAN,STD, int:LO,HI "
                            "or index:DIM", p->name, spec);
    }
    if (d->kind != DIST_INT && !tl_dtype_is_float(t))
        return tl_error_set(err, TL_ERR_INVALID, "--dist %s=%s: %s is %s; use int:LO,HI or index:DIM", p->name,
                            spec, p->name, tl_dtype_name(t));
    if (d->kind == DIST_INT && !tl_dtype_is_float(t)) {
        int64_t lo, hi;
        int_range(t, &lo, &hi);
        if (d->lo < lo || d->hi > hi)
            return tl_error_set(err, TL_ERR_INVALID, "--dist %s=%s: [%lld, %lld] does not fit %s", p->name, spec,
                                (long long)d->lo, (long long)d->hi, tl_dtype_name(t));
    }
    return true;
}

static DLDataType dl_dtype(tl_dtype t)
{
    DLDataType d = { .lanes = 1 };
    tl_dtype_to_dlpack(t, &d.code, &d.bits);
    return d;
}

/* Binds the kernel's symbolic dims not yet bound (by --input files or --dim)
 * to one default size, printed so a run can be repeated with -D: at most
 * 1000, and small enough that no tensor has more than 2^20 elements (so
 * --check's interpreter run stays quick). */
static void bind_dims(const tl_kernel *k, int64_t *dims, const bool *bound, const cli_options *o)
{
    int64_t size = 1000;
    for (size_t i = 0; i < k->nparams; i++) {
        if (!k->params[i].is_tensor)
            continue;
        int symbolic = 0;
        double fixed = 1;
        for (int d = 0; d < k->params[i].buf->ndim; d++) {
            int64_t v;
            const tl_expr *e = k->params[i].buf->dims[d];
            size_t j = 0;
            while (j < k->nshape_vars && !is_var(e, k->shape_vars[j]))
                j++;
            if (tl_ir_is_const_int(e, &v))
                fixed *= (double)v;
            else if (j < k->nshape_vars && bound[j])
                fixed *= (double)dims[j];
            else
                symbolic++;
        }
        while (symbolic && size > 1 && fixed * pow((double)size, symbolic) > (double)(1 << 20))
            size = size * 9 / 10;
    }
    for (size_t j = 0; j < k->nshape_vars; j++) {
        bool given = bound[j];
        for (int d = 0; d < o->ndims; d++)
            if (strcmp(o->dims[d].name, k->shape_vars[j]->name) == 0)
                dims[j] = o->dims[d].value, given = true;
        if (given)
            continue;
        dims[j] = size;
        fprintf(stderr, "tilec: %s = %lld (default; fix it with -D %s=N, or bind it with --dim %s=N)\n",
                k->shape_vars[j]->name, (long long)size, k->shape_vars[j]->name, k->shape_vars[j]->name);
    }
}

/* The index of k's tensor parameter called name, or -1. */
static int tensor_param(const tl_kernel *k, const char *name)
{
    for (size_t i = 0; i < k->nparams; i++)
        if (strcmp(k->params[i].name, name) == 0)
            return k->params[i].is_tensor ? (int)i : -2;
    return -1;
}

static bool param_error(const tl_kernel *k, const char *opt, const char *name, int idx, tl_error *err)
{
    if (idx == -2)
        return tl_error_set(err, TL_ERR_INVALID, "%s %s: '%s' is a scalar parameter of kernel %s, not a tensor", opt,
                            name, name, k->name);
    return tl_error_set(err, TL_ERR_INVALID, "%s %s: kernel %s has no parameter '%s'", opt, name, k->name, name);
}

/* Reads the --input files into files[param], checks their dtypes and shapes
 * against the parameters, and binds the symbolic dims they give (bound[j];
 * from[j] names the file, for messages). */
static bool load_inputs(const cli_options *o, const tl_kernel *k, int64_t *dims, bool *bound, tl_npy *files,
                        tl_error *err)
{
    const char *from[64] = { 0 };
    for (int n = 0; n < o->ninputs; n++) {
        const char *name = o->inputs[n].name, *path = o->inputs[n].value;
        int i = tensor_param(k, name);
        if (i < 0)
            return param_error(k, "--input", name, i, err);
        if (files[i].data)
            return tl_error_set(err, TL_ERR_INVALID, "--input %s is given twice", name);
        if (is_global(&k->params[i]))
            return tl_error_set(err, TL_ERR_INVALID, "--input %s: %s is a global buffer of the module, which the run "
                                "allocates (zero-filled) for its kernels", name, name);
        tl_npy *f = &files[i];
        if (!tl_npy_read(path, f, err))
            return false;
        const tl_buffer *b = k->params[i].buf;
        /* fp8, which NumPy lacks, comes as uint8: the bytes are the encoding;
         * i4, u4 and f4e2m1 one per byte (int8 for i4, uint8 for u4 and for
         * f4e2m1's codes), as ml_dtypes holds them, packed when loaded */
        bool as_bytes = f->dtype == TL_DT_U8 && tl_dtype_is_float(b->dtype) && tl_dtype_bits(b->dtype) <= 8;
        as_bytes |= (b->dtype == TL_DT_I4 && f->dtype == TL_DT_I8) || (b->dtype == TL_DT_U4 && f->dtype == TL_DT_U8);
        if (f->dtype != b->dtype && !as_bytes)
            return tl_error_set(err, TL_ERR_INVALID, "%s: the array is %s, but %s is %s", path,
                                tl_dtype_name(f->dtype), name, tl_dtype_name(b->dtype));
        if (f->ndim != b->ndim)
            return tl_error_set(err, TL_ERR_INVALID, "%s: the array has %d dim%s, but %s has %d", path, f->ndim,
                                f->ndim == 1 ? "" : "s", name, b->ndim);
        for (int d = 0; d < b->ndim; d++) {
            int64_t v = f->shape[d], c;
            if (v < 1 || v > INT32_MAX)
                return tl_error_set(err, TL_ERR_INVALID, "%s: dim %d is %lld, outside [1, 2147483647]", path, d,
                                    (long long)v);
            const tl_expr *e = b->dims[d];
            if (tl_ir_is_const_int(e, &c)) {
                if (c != v)
                    return tl_error_set(err, TL_ERR_INVALID, "%s: dim %d is %lld, but %s's is %lld", path, d,
                                        (long long)v, name, (long long)c);
                continue;
            }
            for (size_t j = 0; j < k->nshape_vars; j++) {
                if (!is_var(e, k->shape_vars[j]))
                    continue;
                if (bound[j] && dims[j] != v)
                    return tl_error_set(err, TL_ERR_INVALID, "%s: dim %d (%s) is %lld, but %s gives %s = %lld", path,
                                        d, k->shape_vars[j]->name, (long long)v, from[j], k->shape_vars[j]->name,
                                        (long long)dims[j]);
                if (!bound[j])
                    fprintf(stderr, "tilec: %s = %lld (from %s)\n", k->shape_vars[j]->name, (long long)v, path);
                dims[j] = v, bound[j] = true, from[j] = path;
            }
        }
    }
    return true;
}

/* Dim d of tensor parameter p, with the kernel's dims bound: a constant, a
 * shape dim, or a shape expression (ir/shape.h), computed as the launch will. */
static bool dim_value(const tl_kernel *k, const tl_param *p, int d, const int64_t *dims, int64_t *out, tl_error *err)
{
    const tl_expr *e = p->buf->dims[d];
    if (tl_ir_is_const_int(e, out))
        return true;
    for (size_t j = 0; j < k->nshape_vars; j++)
        if (is_var(e, k->shape_vars[j]))
            return *out = dims[j], true;
    tl_dim_code c;
    char text[200];
    tl_dim_text(e, text, sizeof text);
    if (!tl_dim_compile(k, e, &c) || !tl_dim_eval(c.code, c.n, dims, out))
        return tl_error_set(err, TL_ERR_INVALID, "argument %s: dim %d, %s, cannot be computed (a division by zero or a "
                            "value past i32)", p->name, d, text);
    if (*out < 1)
        return tl_error_set(err, TL_ERR_INVALID, "argument %s: dim %d, %s, is %lld: choose other sizes with --dim",
                            p->name, d, text, (long long)*out);
    return true;
}

/* Tensors in host memory (from --input files or random), described as on
 * device_type: the target kind's; with a device api, copied to device buffers
 * that the kernel gets. */
static bool make_args(const tl_kernel *k, const int64_t *dims, int device_type, const tl_device_api *api, arg *args,
                      const tl_npy *files, const dist *dists, tl_error *err)
{
    for (size_t i = 0; i < k->nparams; i++) {
        arg *a = &args[i];
        const tl_param *p = &k->params[i];
        memset(a, 0, sizeof *a);
        if (!p->is_tensor) {
            tl_dtype t = p->var->dtype;
            a->t.dtype = t;
            a->t.ndim = 0;
            a->t.data = a->scalar.raw;
            tl_interp_set(t, a->scalar.raw, 0, tl_dtype_is_float(t) ? 0.5 : 3);
            continue;
        }
        const tl_buffer *b = p->buf;
        a->t.dtype = b->dtype;
        a->t.ndim = b->ndim;
        a->elems = 1;
        bool overflow = false;
        for (int d = 0; d < b->ndim; d++) {
            if (!dim_value(k, p, d, dims, &a->shape[d], err))
                return false;
            a->t.shape[d] = a->shape[d];
            if (files[i].data && files[i].shape[d] != a->shape[d]) {
                char text[200];
                return tl_error_set(err, TL_ERR_INVALID, "--input %s: dim %d is %lld, but %s = %lld", p->name, d,
                                    (long long)files[i].shape[d], tl_dim_text(b->dims[d], text, sizeof text),
                                    (long long)a->shape[d]);
            }
            if (a->shape[d] < 1 || a->shape[d] > INT32_MAX)
                return tl_error_set(err, TL_ERR_INVALID, "argument %s: dim %d is %lld, outside [1, 2147483647]", p->name,
                                    d, (long long)a->shape[d]);
            overflow |= __builtin_mul_overflow(a->elems, (size_t)a->shape[d], &a->elems);
        }
        overflow |= __builtin_mul_overflow(a->elems, (size_t)(b->dtype == TL_DT_BOOL ? 1 : tl_dtype_bits(b->dtype) / 8), &a->bytes);
        if (tl_dtype_is_packed(b->dtype))
            a->bytes = (size_t)tl_dtype_global_bytes(b->dtype, a->elems);
        if (overflow || a->elems > ((size_t)1 << 28))
            return tl_error_set(err, TL_ERR_INVALID, "argument %s would have %s elements: fix smaller sizes with -D",
                                p->name, overflow ? "more than 2^64" : "over 2^28");
        a->t.data = malloc(a->bytes ? a->bytes : 1);
        a->before = malloc(a->bytes ? a->bytes : 1);
        if (!a->t.data || !a->before)
            return tl_error_set(err, TL_ERR_INTERNAL, "out of memory for argument %s", p->name);
        if (files[i].data && tl_dtype_is_packed(b->dtype)) {
            /* one element per byte in the file, two per byte in the tensor */
            memset(a->t.data, 0, a->bytes);
            for (size_t e = 0; e < a->elems; e++) {
                uint8_t c = ((const uint8_t *)files[i].data)[e];
                tl_interp_set(b->dtype, a->t.data, e,
                              b->dtype == TL_DT_F4E2M1 ? tl_value_f4e2m1_to_double(c) : (double)tl_value_wrap_int(b->dtype, c));
            }
        } else if (files[i].data) {
            memcpy(a->t.data, files[i].data, a->bytes);
        } else if (is_global(p)) {
            memset(a->t.data, 0, a->bytes); /* a global buffer of the module: allocated by the run, zero-filled */
        } else {
            fill_random(b->dtype, a, &dists[i]);
        }
        if (!a->filled)
            memcpy(a->before, a->t.data, a->bytes);
        a->dl = (DLTensor){ .data = a->t.data, .device = { (DLDeviceType)device_type, 0 }, .ndim = b->ndim, .dtype = dl_dtype(b->dtype),
                            .shape = a->shape, .strides = NULL, .byte_offset = 0 };
        if (api) {
            if (!api->alloc(0, a->bytes, &a->device, err) || !api->to_device(0, a->device, a->t.data, a->bytes, err))
                return false;
            a->dl.data = a->device;
        }
    }
    return true;
}

/* The device's results back into the host copies. */
static bool fetch_args(const tl_kernel *k, const tl_device_api *api, arg *args, tl_error *err)
{
    if (!api)
        return true;
    if (!api->synchronize(0, err))
        return false;
    for (size_t i = 0; i < k->nparams; i++)
        if (args[i].device && !api->to_host(0, args[i].t.data, args[i].device, args[i].bytes, err))
            return false;
    return true;
}

static void free_args(arg *args, size_t n, const tl_device_api *api)
{
    for (size_t i = 0; i < n; i++) {
        if (api && args[i].device)
            api->free(0, args[i].device);
        free(args[i].t.data == args[i].scalar.raw ? NULL : args[i].t.data);
        free(args[i].before);
    }
}

static void pack(const tl_kernel *k, arg *args, tl_any *any)
{
    for (size_t i = 0; i < k->nparams; i++) {
        if (k->params[i].is_tensor) {
            any[i].type = TL_ANY_TENSOR;
            any[i].v.p = &args[i].dl;
        } else if (tl_dtype_is_float(args[i].t.dtype)) {
            any[i].type = TL_ANY_FLOAT;
            any[i].v.f = tl_interp_get(args[i].t.dtype, args[i].scalar.raw, 0);
        } else {
            any[i].type = TL_ANY_INT;
            any[i].v.i = (int64_t)tl_interp_get(args[i].t.dtype, args[i].scalar.raw, 0);
        }
    }
}

/* ---- checking ---------------------------------------------------------- */

/* |got - want| <= atol + rtol * |want|, by dtype. The reference accumulates
 * in f64, so the bound is the kernel's own rounding. */
static void tolerance(tl_dtype t, double *atol, double *rtol)
{
    switch (t) {
    case TL_DT_F64: *atol = 1e-9, *rtol = 1e-9; break;
    case TL_DT_F32: *atol = 1e-4, *rtol = 1e-4; break;
    case TL_DT_F16: *atol = 1e-2, *rtol = 1e-2; break;
    case TL_DT_BF16: *atol = 5e-2, *rtol = 5e-2; break;
    /* fp8: two units in the last place of its m-bit mantissa, 2^(1 - m) */
    case TL_DT_F8E4M3: *atol = 0.25, *rtol = 0.25; break;
    case TL_DT_F8E5M2: *atol = 0.5, *rtol = 0.5; break;
    case TL_DT_E8M0: *atol = 2, *rtol = 2; break; /* m = 0: a factor of two */
    case TL_DT_F4E2M1: *atol = 1, *rtol = 1; break;  /* m = 1 */
    default: *atol = 0, *rtol = 0; break;
    }
}

/* Runs the interpreter on copies of the inputs as they were before the
 * launch; ref[i] gets the results (freed by the caller). */
static bool reference(const tl_kernel *k, arg *args, bool f64, tl_interp_tensor *ref, char *warning, size_t wcap,
                      char *msg, size_t mcap)
{
    for (size_t i = 0; i < k->nparams; i++) {
        ref[i] = args[i].t;
        if (k->params[i].is_tensor) {
            ref[i].data = malloc(args[i].bytes ? args[i].bytes : 1);
            if (!ref[i].data) {
                snprintf(msg, mcap, "out of memory");
                for (size_t j = 0; j < i; j++)
                    if (k->params[j].is_tensor) {
                        free(ref[j].data);
                        ref[j].data = NULL;
                    }
                return false;
            }
            memcpy(ref[i].data, args[i].before, args[i].bytes);
        }
    }
    tl_interp_options opts = { .f64_accumulate = f64, .warning = warning, .warning_cap = wcap };
    if (nseq <= 1)
        return tl_interp_run_kernel_with(k, ref, k->nparams, &opts, msg, mcap);
    /* a sequence: each kernel in turn on the run's tensors, picked by name */
    for (int i = 0; i < nseq; i++) {
        tl_interp_tensor mine[64];
        void *all[64], *some[64];
        for (size_t t = 0; t < k->nparams; t++)
            all[t] = &ref[t];
        pick(k, ref_seq[i], NULL, NULL, all, some);
        for (size_t j = 0; j < ref_seq[i]->nparams; j++)
            mine[j] = *(tl_interp_tensor *)some[j];
        if (!tl_interp_run_kernel_with(ref_seq[i], mine, ref_seq[i]->nparams, &opts, msg, mcap))
            return false;
    }
    return true;
}

/* Compares every tensor with the interpreter's results: float tensors with
 * the run that accumulates in f64, within the dtype's tolerance (NaN matches
 * NaN, an infinity the same infinity); integer and bool tensors, bit for
 * bit, with the exact run, which computes in each dtype as the hardware does
 * (integers computed from floats, as in quantization, match exactly). */
static bool check(const tl_kernel *k, arg *args, bool *ok, FILE *report, char *why, size_t wcap, tl_error *err)
{
    bool exact_needed = false;
    for (size_t i = 0; i < k->nparams; i++)
        exact_needed |= k->params[i].is_tensor && !tl_dtype_is_float(args[i].t.dtype);
    static tl_interp_tensor wide[64], exact[64];
    memset(wide, 0, sizeof wide);
    memset(exact, 0, sizeof exact);
    char msg[1024], warning[1024];
    bool ran = reference(k, args, true, wide, warning, sizeof warning, msg, sizeof msg);
    if (ran && warning[0])
        fprintf(stderr, "%s\n", warning);
    bool ran_exact = !ran || !exact_needed || reference(k, args, false, exact, NULL, 0, msg, sizeof msg);
    *ok = true;
    for (size_t i = 0; ran && ran_exact && i < k->nparams; i++) {
        if (!k->params[i].is_tensor)
            continue;
        tl_dtype t = args[i].t.dtype;
        const tl_interp_tensor *ref = tl_dtype_is_float(t) ? &wide[i] : &exact[i];
        double atol, rtol, max_abs = 0, max_rel = 0;
        size_t bad = 0, first_bad = 0;
        tolerance(t, &atol, &rtol);
        for (size_t e = 0; e < args[i].elems; e++) {
            double got = tl_interp_get(t, args[i].t.data, e), want = tl_interp_get(t, ref->data, e);
            double d = fabs(got - want);
            /* NaN matches NaN and an infinity the same infinity; else the tolerance */
            bool same = got == want || (isnan(got) && isnan(want));
            if (!same && (isnan(got) || isnan(want) || isinf(got) || isinf(want) || !(d <= atol + rtol * fabs(want)))) {
                if (!bad++)
                    first_bad = e;
            }
            if (same)
                continue;
            if (!isnan(d) && d > max_abs)
                max_abs = d;
            if (!isnan(d) && want != 0 && d / fabs(want) > max_rel)
                max_rel = d / fabs(want);
        }
        bool changed = memcmp(args[i].before, args[i].t.data, args[i].bytes) != 0;
        if (!report)
            ;
        else if (tl_dtype_is_float(t))
            fprintf(report, "check %-8s %-5s %s max abs err %.3g, max rel err %.3g (tolerance %.0e + %.0e*|ref|): %s\n",
                   k->params[i].name, tl_dtype_name(t), changed ? "output" : "input ", max_abs, max_rel, atol, rtol,
                   bad ? "MISMATCH" : "ok");
        else
            fprintf(report, "check %-8s %-5s %s bit-exact against the exact interpreter: %s\n", k->params[i].name,
                   tl_dtype_name(t), changed ? "output" : "input ", bad ? "MISMATCH" : "ok");
        if (bad && report)
            fprintf(report, "  %zu of %zu elements differ; first at flat index %zu: got %.9g, reference %.9g\n", bad,
                    args[i].elems, first_bad, tl_interp_get(t, args[i].t.data, first_bad), tl_interp_get(t, ref->data, first_bad));
        if (bad && *ok && why)
            snprintf(why, wcap, "%s: %zu of %zu elements differ from the interpreter's; first at flat index %zu: got "
                     "%.9g, reference %.9g", k->params[i].name, bad, args[i].elems, first_bad,
                     tl_interp_get(t, args[i].t.data, first_bad), tl_interp_get(t, ref->data, first_bad));
        *ok = *ok && !bad;
    }
    for (size_t i = 0; i < k->nparams; i++)
        if (k->params[i].is_tensor) {
            free(wide[i].data);
            free(exact[i].data);
        }
    if (!ran || !ran_exact)
        return tl_error_set(err, TL_ERR_INVALID, "the reference interpreter failed: %s", msg);
    return true;
}

/* ---- benchmarking ------------------------------------------------------ */

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static bool has_gemm(const tl_block *b)
{
    for (size_t i = 0; i < b->n; i++) {
        const tl_stmt *s = b->items[i];
        if (s->kind == TL_STMT_TILE && s->tile.op == TL_TILE_GEMM)
            return true;
        if (s->kind == TL_STMT_WHILE && has_gemm(&s->whiles.body))
            return true;
        if (s->kind == TL_STMT_FOR && has_gemm(&s->loop.body))
            return true;
        if (s->kind == TL_STMT_IF && (has_gemm(&s->ifs.then_body) || has_gemm(&s->ifs.else_body)))
            return true;
    }
    return false;
}

typedef struct bench_run {
    tl_kernel_handle *h;
    const char *name;
    const tl_any *any;
    int nargs, workers;
} bench_run;

static bool bench_once(void *ud, tl_error *err)
{
    const bench_run *r = ud;
    return tl_kernel_launch(r->h, r->name, r->any, r->nargs, r->workers, err);
}

/* Times kernel name of h on args: two launches to warm up, then as many as
 * fit in about budget_s seconds (device events, each with a cold L2, 5 to
 * 200 runs, where the target kind has a device api; else the host clock,
 * 5 to 1000 runs). The median, and what it means in bytes and flops. */
static bool measure(const tl_kernel *k, const tl_kernel *ref, tl_kernel_handle *h, const char *name, arg *args,
                    int workers, const tl_device_api *api, double budget_s, cli_bench *out, tl_error *err)
{
    tl_any any[64];
    pack(k, args, any);
    static double times[1000];
    int n = 0;
    for (int warm = 0; warm < 2; warm++)
        if (!tl_kernel_launch(h, name, any, (int)k->nparams, workers, err))
            return false;
    double start = now_s();
    if (api) {
        bench_run r = { h, name, any, (int)k->nparams, workers };
        double one;
        if (!api->time(0, bench_once, &r, 1, &one, err))
            return false;
        n = one > 0 ? (int)(budget_s * 1e3 / one) : 200;
        n = n < 5 ? 5 : n > 200 ? 200 : n;
        if (!api->time(0, bench_once, &r, n, times, err))
            return false;
        for (int i = 0; i < n; i++)
            times[i] /= 1e3;
    }
    while (!api && n < 1000 && (n < 5 || now_s() - start < budget_s)) {
        double t0 = now_s();
        if (!tl_kernel_launch(h, name, any, (int)k->nparams, workers, err))
            return false;
        times[n++] = now_s() - t0;
    }
    qsort(times, (size_t)n, sizeof *times, cmp_double);
    memset(out, 0, sizeof *out);
    out->runs = n;
    out->device_timed = api != NULL;
    out->median_s = times[n / 2];
    out->min_s = times[0];
    out->max_s = times[n - 1];
    size_t bytes = 0;
    for (size_t i = 0; i < k->nparams; i++)
        bytes += args[i].bytes;
    out->gbps = bytes / out->median_s / 1e9;
    /* A matmul's flops, C[M,N] += A[M,K] B[K,N]: from the first and last 2-D
     * tensors (transposes keep M*N*K the same). */
    const arg *a = NULL, *c = NULL;
    for (size_t i = 0; i < k->nparams; i++)
        if (k->params[i].is_tensor && args[i].t.ndim == 2)
            a = a ? a : &args[i], c = &args[i];
    /* the program as written: a GPU lowering leaves no gemm tile op behind */
    if (has_gemm(&(ref ? ref : k)->body) && a && c && a != c && c->elems) {
        out->m = (long long)c->shape[0];
        out->n = (long long)c->shape[1];
        out->k = (double)a->elems / (double)c->shape[0];
        out->gflops = 2.0 * (double)c->elems * out->k / out->median_s / 1e9;
    }
    return true;
}

static bool bench(const tl_kernel *k, const tl_kernel *ref, tl_kernel_handle *h, const char *name, arg *args,
                  int workers, const tl_device_api *api, tl_error *err)
{
    cli_bench b;
    if (!measure(k, ref, h, name, args, workers, api, 0.5, &b, err))
        return false;
    printf("bench %s: median %.3f ms over %d runs%s (min %.3f, max %.3f), %.2f GB/s of arguments", k->name,
           b.median_s * 1e3, b.runs, api ? " (device events, L2 flushed)" : "", b.min_s * 1e3, b.max_s * 1e3, b.gbps);
    if (b.gflops > 0)
        printf(", %.1f GFLOP/s = %.2f TFLOP/s (2*M*N*K with M=%lld N=%lld K=%.0f)", b.gflops, b.gflops / 1e3, b.m, b.n,
               b.k);
    printf("\n");
    return true;
}

/* Binds k's dims and makes its tensors: --dim, the --input files, a
 * default for the rest (printed), --dist, random values from o->seed; with
 * a device api (the target kind's), copied to device buffers. args and files
 * have 64 entries, zeroed. */
static bool prepare(const cli_options *o, const tl_kernel *k, const tl_device_api *api, arg *args, tl_npy *files,
                    tl_error *err)
{
    for (int d = 0; d < o->ndims; d++) {
        size_t j = 0;
        while (j < k->nshape_vars && strcmp(k->shape_vars[j]->name, o->dims[d].name) != 0)
            j++;
        if (j == k->nshape_vars)
            return tl_error_set(err, TL_ERR_INVALID, "--dim %s: kernel %s has no symbolic shape dim of that name",
                                o->dims[d].name, k->name);
    }
    if (k->nparams > 64 || k->nshape_vars > 64)
        return tl_error_set(err, TL_ERR_INVALID, "kernel %s has too many parameters for tilec run", k->name);
    int64_t dims[64];
    static dist dists[64];
    memset(dists, 0, sizeof dists);
    bool bound[64] = { false };
    rng_state = o->seed;
    if (!load_inputs(o, k, dims, bound, files, err))
        return false;
    bind_dims(k, dims, bound, o);
    for (int n = 0; n < o->ndists; n++) {
        int i = tensor_param(k, o->dists[n].name);
        if (i < 0)
            return param_error(k, "--dist", o->dists[n].name, i, err);
        if (files[i].data)
            return tl_error_set(err, TL_ERR_INVALID, "--dist %s: %s comes from --input", o->dists[n].name,
                                o->dists[n].name);
        if (is_global(&k->params[i]))
            return tl_error_set(err, TL_ERR_INVALID, "--dist %s: %s is a global buffer of the module, zero-filled by "
                                "the run", o->dists[n].name, o->dists[n].name);
        if (!parse_dist(k, run_module, dims, &k->params[i], o->dists[n].value, &dists[i], err))
            return false;
    }
    const tl_target_kind *kind = tl_context_target(o->ctx)->kind;
    return make_args(k, dims, kind->device_type, api, args, files, dists, err);
}

/* ---- tilec run --------------------------------------------------------- */

int cmd_run(int argc, char **argv)
{
    cli_options o;
    int rc = cli_parse(argc, argv, "run", &o);
    if (!rc && (o.emit || o.after || o.outdir))
        rc = usage_error("run: --emit, --after and -o belong to 'tilec build'");
    if (!rc)
        rc = cli_front_end(&o);
    /* only the kernels this run launches are compiled (the first where
     * --kernel names none): a file's other kernels cost no compile time */
    if (!rc)
        tl_ir_keep_kernels(o.module, o.kernel);
    if (!rc)
        rc = cli_compile(&o, NULL);
    if (!rc)
        rc = cli_load(&o, false);
    if (rc) {
        cli_options_free(&o);
        return rc;
    }
    tl_error err = { 0 };
    /* --kernel a,b: a sequence, run in order on tensors and dims shared by name */
    nseq = 0;
    run_module = o.module;
    for (const char *at = o.kernel; at && *at && !rc;) {
        const char *comma = strchr(at, ',');
        size_t n = comma ? (size_t)(comma - at) : strlen(at);
        char name[300];
        snprintf(name, sizeof name, "%.*s", (int)(n < 299 ? n : 299), at);
        if (nseq == MAX_SEQ || !(seq[nseq] = tl_ir_find_kernel(o.module, name))) {
            if (nseq == MAX_SEQ)
                tl_error_set(&err, TL_ERR_INVALID, "--kernel: at most %d kernels in a sequence", MAX_SEQ);
            else
                tl_error_set(&err, TL_ERR_INVALID, "--kernel: %s has no kernel '%s'", o.path, name);
            rc = fail(&err);
            break;
        }
        ref_seq[nseq] = o.reference ? tl_ir_find_kernel(o.reference, name) : NULL;
        nseq++;
        at = comma ? comma + 1 : at + n;
    }
    if (!rc && nseq == 0) {
        seq[0] = o.module->kernels[0];
        ref_seq[0] = o.reference ? o.reference->kernels[0] : NULL;
        nseq = 1;
    }
    const tl_kernel *k = seq[0];
    if (!rc && nseq > 1 && !(k = merge_kernels(o.arena, o.kernel, &err)))
        rc = fail(&err);
    if (!rc && nseq > 1 && o.bench) {
        tl_error_set(&err, TL_ERR_INVALID, "--bench times one kernel; --kernel names %d", nseq);
        rc = fail(&err);
    }
    if (rc) {
        cli_options_free(&o);
        return rc;
    }
    const tl_target_kind *kind = tl_context_target(o.ctx)->kind;
    const tl_device_api *api = kind->device_api ? kind->device_api() : NULL;
    const tl_kernel *ref = nseq > 1 ? k : ref_seq[0];
    if (!rc && o.check && ref && ref->source_file && ref->body.n == 0) {
        tl_error_set(&err, TL_ERR_INVALID,
                     "--check: source kernel %s has an empty body, so the interpreter has no reference to run", k->name);
        rc = fail(&err);
    }
    for (int n = 0; !rc && n < o.noutputs; n++) {
        int i = tensor_param(k, o.outputs[n].name);
        if (i < 0) {
            param_error(k, "--output", o.outputs[n].name, i, &err);
            rc = fail(&err);
        } else if (!tl_npy_descr(k->params[i].buf->dtype)) {
            tl_error_set(&err, TL_ERR_INVALID, "%s: NumPy has no %s dtype, so %s cannot be written", o.outputs[n].value,
                         tl_dtype_name(k->params[i].buf->dtype), o.outputs[n].name);
            rc = fail(&err);
        }
    }
    static arg args[64];
    static tl_npy files[64];
    memset(args, 0, sizeof args);
    memset(files, 0, sizeof files);
    if (!rc && !prepare(&o, k, api, args, files, &err))
        rc = fail(&err);
    if (!rc) {
        tl_any any[64];
        pack(k, args, any);
        bool launched = true;
        for (int i = 0; i < nseq && launched; i++) {
            tl_any some[64];
            pick(k, seq[i], any, some, NULL, NULL);
            launched = tl_kernel_launch(o.handle, seq[i]->name, nseq > 1 ? some : any, (int)seq[i]->nparams, o.workers,
                                        &err);
        }
        if (!launched || !fetch_args(k, api, args, &err))
            rc = fail(&err);
        else
            printf("ran %s on %s via %s\n", nseq > 1 ? o.kernel : k->name, tl_target_kind_name(tl_context_target(o.ctx)),
                   tl_context_execution_backend(o.ctx)->name);
    }
    for (int n = 0; !rc && n < o.noutputs; n++) {
        int i = tensor_param(k, o.outputs[n].name);
        if (!tl_npy_write(o.outputs[n].value, args[i].t.dtype, args[i].t.ndim, args[i].shape, args[i].t.data, &err))
            rc = fail(&err);
        else
            fprintf(stderr, "tilec: wrote %s (%s)\n", o.outputs[n].value, o.outputs[n].name);
    }
    bool ok = true;
    if (!rc && o.check && !check(ref, args, &ok, stdout, NULL, 0, &err))
        rc = fail(&err);
    if (!rc && !ok) {
        fprintf(stderr, "tilec: error: results differ from the reference interpreter\n");
        rc = 1;
    }
    if (!rc && o.bench && !bench(k, ref, o.handle, k->name, args, o.workers, api, &err))
        rc = fail(&err);
    free_args(args, k->nparams <= 64 ? k->nparams : 0, api);
    for (size_t i = 0; i < 64; i++)
        tl_npy_free(&files[i]);
    cli_options_free(&o);
    return rc;
}

/* ---- one set of tensors for many handles (tilec tune) ------------------- */

struct cli_tensors {
    const tl_kernel *k;
    const tl_device_api *api;
    int workers;
    arg args[64];
    tl_npy files[64];
};

cli_tensors *cli_tensors_new(const cli_options *o, const tl_module *m, const tl_kernel *k, tl_error *err)
{
    cli_tensors *t = calloc(1, sizeof *t);
    if (!t) {
        tl_error_set(err, TL_ERR_INTERNAL, "out of memory");
        return NULL;
    }
    const tl_target_kind *kind = tl_context_target(o->ctx)->kind;
    t->k = k;
    t->api = kind->device_api ? kind->device_api() : NULL;
    t->workers = o->workers;
    nseq = 1;
    seq[0] = k;
    run_module = m;
    if (!prepare(o, k, t->api, t->args, t->files, err)) {
        cli_tensors_free(t);
        return NULL;
    }
    return t;
}

bool cli_tensors_fit(const cli_tensors *t, const tl_kernel *k)
{
    if (k->nparams != t->k->nparams)
        return false;
    for (size_t i = 0; i < k->nparams; i++) {
        const tl_param *p = &k->params[i], *q = &t->k->params[i];
        if (p->is_tensor != q->is_tensor || strcmp(p->name, q->name) != 0)
            return false;
        if (!p->is_tensor) {
            if (p->var->dtype != q->var->dtype)
                return false;
            continue;
        }
        if (p->buf->dtype != q->buf->dtype || p->buf->ndim != q->buf->ndim)
            return false;
        for (int d = 0; d < p->buf->ndim; d++) {
            /* a constant dim must be the extent made; a symbolic one is bound
             * at launch, the same as written (another module's variable) */
            int64_t v;
            char mine[200], theirs[200];
            if (tl_ir_is_const_int(p->buf->dims[d], &v) ? v != t->args[i].shape[d]
                                                         : strcmp(tl_dim_text(p->buf->dims[d], mine, sizeof mine),
                                                                  tl_dim_text(q->buf->dims[d], theirs, sizeof theirs)) != 0)
                return false;
        }
    }
    return true;
}

/* The inputs back as they were made (a launch may have written them). */
static bool restore(cli_tensors *t, tl_error *err)
{
    for (size_t i = 0; i < t->k->nparams; i++) {
        arg *a = &t->args[i];
        if (!t->k->params[i].is_tensor)
            continue;
        memcpy(a->t.data, a->before, a->bytes);
        if (t->api && !t->api->to_device(0, a->device, a->t.data, a->bytes, err))
            return false;
    }
    return true;
}

bool cli_tensors_check(cli_tensors *t, tl_kernel_handle *h, const tl_kernel *ref, bool *ok, char *why, size_t cap,
                       tl_error *err)
{
    tl_any any[64];
    if (!restore(t, err))
        return false;
    pack(t->k, t->args, any);
    if (!tl_kernel_launch(h, t->k->name, any, (int)t->k->nparams, t->workers, err) || !fetch_args(t->k, t->api, t->args, err))
        return false;
    return check(ref, t->args, ok, NULL, why, cap, err);
}

bool cli_tensors_bench(cli_tensors *t, tl_kernel_handle *h, const tl_kernel *ref, double budget_s, cli_bench *out,
                       tl_error *err)
{
    return measure(t->k, ref, h, t->k->name, t->args, t->workers, t->api, budget_s, out, err);
}

void cli_tensors_free(cli_tensors *t)
{
    if (!t)
        return;
    free_args(t->args, t->k->nparams <= 64 ? t->k->nparams : 0, t->api);
    for (size_t i = 0; i < 64; i++)
        tl_npy_free(&t->files[i]);
    free(t);
}
