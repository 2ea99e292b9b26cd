/*
 * npy.c: NumPy .npy files (npy.h). The header is a Python dict literal,
 * `{'descr': '<f4', 'fortran_order': False, 'shape': (3, 4), }`, parsed here
 * by a small strict reader: the three keys, each once, with a string, a bool
 * and a tuple of integers; anything else is an error that names the file and
 * says what was wrong, so a bad or foreign file never gets as far as a
 * kernel. The data must be exactly what the shape and dtype need.
 */
#include "runtime/npy.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const unsigned char MAGIC[6] = { 0x93, 'N', 'U', 'M', 'P', 'Y' };

const char *tl_npy_descr(tl_dtype t)
{
    switch (t) {
    case TL_DT_BOOL: return "|b1";
    case TL_DT_I8: return "|i1";
    case TL_DT_I16: return "<i2";
    case TL_DT_I32: return "<i4";
    case TL_DT_I64: return "<i8";
    case TL_DT_U8: return "|u1";
    case TL_DT_U16: return "<u2";
    case TL_DT_U32: return "<u4";
    case TL_DT_U64: return "<u8";
    case TL_DT_F16: return "<f2";
    case TL_DT_F32: return "<f4";
    case TL_DT_F64: return "<f8";
    /* NumPy has no fp8: their bytes go as uint8 (ml_dtypes: .view(float8_e4m3fn)) */
    case TL_DT_F8E4M3:
    case TL_DT_F8E5M2:
    case TL_DT_E8M0: return "|u1";
    /* nor 4-bit dtypes: one per byte, as ml_dtypes' int4, uint4 and
     * float4_e2m1fn hold them (f4e2m1 as its code in the low nibble) */
    case TL_DT_I4: return "|i1";
    case TL_DT_U4:
    case TL_DT_F4E2M1: return "|u1";
    default: return NULL;
    }
}

static size_t elem_size(tl_dtype t)
{
    return t == TL_DT_BOOL || tl_dtype_is_packed(t) ? 1 : (size_t)tl_dtype_bits(t) / 8;
}

/* The dtype a descr names ('<f4', '|u1', '=i8'...), or an error. */
static bool descr_dtype(const char *name, const char *d, size_t n, tl_dtype *out, tl_error *err)
{
    if (n < 3 || !strchr("<>|=", d[0]))
        return tl_error_set(err, TL_ERR_INVALID, "%s: dtype '%.*s' is not one tilec reads (a plain number type "
                            "such as '<f4')", name, (int)n, d);
    char kind = d[1];
    int size = 0;
    for (size_t i = 2; i < n; i++) {
        if (d[i] < '0' || d[i] > '9' || size > 100)
            return tl_error_set(err, TL_ERR_INVALID, "%s: dtype '%.*s' is not one tilec reads", name, (int)n, d);
        size = size * 10 + (d[i] - '0');
    }
    if (d[0] == '>' && size > 1)
        return tl_error_set(err, TL_ERR_INVALID, "%s: dtype '%.*s' is big-endian; tilec reads little-endian data "
                            "(numpy: a.astype(a.dtype.newbyteorder('<')))", name, (int)n, d);
    static const struct { char kind; int size; tl_dtype t; } map[] = {
        { 'b', 1, TL_DT_BOOL }, { 'i', 1, TL_DT_I8 },  { 'i', 2, TL_DT_I16 }, { 'i', 4, TL_DT_I32 },
        { 'i', 8, TL_DT_I64 },  { 'u', 1, TL_DT_U8 },  { 'u', 2, TL_DT_U16 }, { 'u', 4, TL_DT_U32 },
        { 'u', 8, TL_DT_U64 },  { 'f', 2, TL_DT_F16 }, { 'f', 4, TL_DT_F32 }, { 'f', 8, TL_DT_F64 },
    };
    for (size_t i = 0; i < sizeof map / sizeof *map; i++)
        if (map[i].kind == kind && map[i].size == size) {
            *out = map[i].t;
            return true;
        }
    return tl_error_set(err, TL_ERR_INVALID, "%s: dtype '%.*s' is not one tilec has (bool, i8..i64, u8..u64, "
                        "f16, f32, f64)", name, (int)n, d);
}

/* ---- the header dict ----------------------------------------------------- */

typedef struct hdr {
    const char *name;
    const char *begin, *p, *end;
    tl_error *err;
} hdr;

static void skip_ws(hdr *h)
{
    while (h->p < h->end && (*h->p == ' ' || *h->p == '\t' || *h->p == '\n' || *h->p == '\r'))
        h->p++;
}

static bool bad(hdr *h, const char *what)
{
    return tl_error_set(h->err, TL_ERR_INVALID, "%s: bad .npy header at byte %zu of it: %s", h->name,
                        (size_t)(h->p - h->begin), what);
}

static bool accept(hdr *h, char c)
{
    skip_ws(h);
    if (h->p < h->end && *h->p == c) {
        h->p++;
        return true;
    }
    return false;
}

/* A quoted string (no escapes: NumPy writes none in these values). */
static bool str(hdr *h, const char **s, size_t *n)
{
    skip_ws(h);
    if (h->p >= h->end || (*h->p != '\'' && *h->p != '"'))
        return bad(h, "expected a quoted string");
    char q = *h->p++;
    const char *b = h->p;
    while (h->p < h->end && *h->p != q) {
        if (*h->p == '\\')
            return bad(h, "escapes in strings are not supported");
        h->p++;
    }
    if (h->p >= h->end)
        return bad(h, "unterminated string");
    *s = b;
    *n = (size_t)(h->p - b);
    h->p++;
    return true;
}

static bool word(hdr *h, const char *w)
{
    skip_ws(h);
    size_t n = strlen(w);
    if ((size_t)(h->end - h->p) >= n && memcmp(h->p, w, n) == 0) {
        h->p += n;
        return true;
    }
    return false;
}

static bool shape_tuple(hdr *h, tl_npy *out)
{
    if (!accept(h, '('))
        return bad(h, "'shape' must be a tuple");
    out->ndim = 0;
    while (!accept(h, ')')) {
        skip_ws(h);
        if (h->p >= h->end || *h->p < '0' || *h->p > '9')
            return bad(h, "a dim of 'shape' must be a non-negative integer");
        uint64_t v = 0;
        while (h->p < h->end && *h->p >= '0' && *h->p <= '9') {
            if (v > (UINT64_C(1) << 40))
                return tl_error_set(h->err, TL_ERR_INVALID, "%s: a dim of the shape is too large", h->name);
            v = v * 10 + (uint64_t)(*h->p++ - '0');
        }
        accept(h, 'L'); /* Python 2's long suffix */
        if (out->ndim == TL_IR_MAX_DIMS)
            return tl_error_set(h->err, TL_ERR_INVALID, "%s: the array has more than %d dims", h->name,
                                TL_IR_MAX_DIMS);
        out->shape[out->ndim++] = (int64_t)v;
        if (!accept(h, ',')) {
            if (!accept(h, ')'))
                return bad(h, "expected ',' or ')' in 'shape'");
            break;
        }
    }
    return true;
}

static bool parse_header(hdr *h, tl_npy *out)
{
    bool have_descr = false, have_order = false, have_shape = false, fortran = false;
    const char *descr = NULL;
    size_t descr_n = 0;
    if (!accept(h, '{'))
        return bad(h, "expected '{'");
    while (!accept(h, '}')) {
        const char *k;
        size_t kn;
        if (!str(h, &k, &kn) || !accept(h, ':'))
            return h->err->msg[0] ? false : bad(h, "expected ':' after a key");
        if (kn == 5 && memcmp(k, "descr", 5) == 0 && !have_descr) {
            have_descr = true;
            skip_ws(h);
            if (h->p < h->end && (*h->p == '[' || *h->p == '{'))
                return tl_error_set(h->err, TL_ERR_INVALID, "%s: a structured dtype is not one tilec reads",
                                    h->name);
            if (!str(h, &descr, &descr_n))
                return false;
        } else if (kn == 13 && memcmp(k, "fortran_order", 13) == 0 && !have_order) {
            have_order = true;
            if (word(h, "True"))
                fortran = true;
            else if (!word(h, "False"))
                return bad(h, "'fortran_order' must be True or False");
        } else if (kn == 5 && memcmp(k, "shape", 5) == 0 && !have_shape) {
            have_shape = true;
            if (!shape_tuple(h, out))
                return false;
        } else {
            return tl_error_set(h->err, TL_ERR_INVALID, "%s: bad .npy header: unexpected key '%.*s'", h->name,
                                (int)kn, k);
        }
        if (!accept(h, ',')) {
            if (!accept(h, '}'))
                return bad(h, "expected ',' or '}'");
            break;
        }
    }
    if (!have_descr || !have_order || !have_shape)
        return tl_error_set(h->err, TL_ERR_INVALID, "%s: bad .npy header: it lacks '%s'", h->name,
                            !have_descr ? "descr" : !have_order ? "fortran_order" : "shape");
    if (fortran)
        return tl_error_set(h->err, TL_ERR_INVALID, "%s: the array is in Fortran order; tilec reads C order "
                            "(numpy: np.ascontiguousarray(a))", h->name);
    return descr_dtype(h->name, descr, descr_n, &out->dtype, h->err);
}

/* ---- reading ----------------------------------------------------------- */

bool tl_npy_parse(const char *name, const unsigned char *buf, size_t len, tl_npy *out, tl_error *err)
{
    memset(out, 0, sizeof *out);
    if (len < 10 || memcmp(buf, MAGIC, sizeof MAGIC) != 0)
        return tl_error_set(err, TL_ERR_INVALID, "%s: not a .npy file (it does not start with \\x93NUMPY)", name);
    int major = buf[6];
    size_t hlen, at;
    if (major == 1) {
        hlen = (size_t)buf[8] | (size_t)buf[9] << 8;
        at = 10;
    } else if (major == 2 || major == 3) {
        if (len < 12)
            return tl_error_set(err, TL_ERR_INVALID, "%s: the .npy file is truncated in its header", name);
        hlen = (size_t)buf[8] | (size_t)buf[9] << 8 | (size_t)buf[10] << 16 | (size_t)buf[11] << 24;
        at = 12;
    } else {
        return tl_error_set(err, TL_ERR_INVALID, "%s: .npy format version %d.%d is not one tilec reads (1, 2, 3)",
                            name, major, buf[7]);
    }
    if (hlen > len - at)
        return tl_error_set(err, TL_ERR_INVALID, "%s: the .npy file is truncated in its header", name);
    tl_error local = { 0 };
    const char *hb = (const char *)buf + at;
    hdr h = { name, hb, hb, hb + hlen, err ? err : &local };
    h.err->msg[0] = 0;
    if (!parse_header(&h, out))
        return false;
    size_t es = elem_size(out->dtype), elems = 1, bytes;
    for (int d = 0; d < out->ndim; d++)
        if (__builtin_mul_overflow(elems, (size_t)out->shape[d], &elems))
            return tl_error_set(err, TL_ERR_INVALID, "%s: the shape has too many elements", name);
    if (__builtin_mul_overflow(elems, es, &bytes) || bytes > TL_NPY_MAX_BYTES)
        return tl_error_set(err, TL_ERR_INVALID, "%s: the array is larger than %llu bytes", name,
                            (unsigned long long)TL_NPY_MAX_BYTES);
    size_t have = len - at - hlen;
    if (have != bytes)
        return tl_error_set(err, TL_ERR_INVALID, "%s: the shape and dtype need %zu bytes of data, the file has %zu%s",
                            name, bytes, have, have < bytes ? " (truncated)" : "");
    out->data = malloc(bytes ? bytes : 1);
    if (!out->data)
        return tl_error_set(err, TL_ERR_INTERNAL, "%s: out of memory for %zu bytes", name, bytes);
    memcpy(out->data, buf + at + hlen, bytes);
    out->elems = elems;
    out->bytes = bytes;
    return true;
}

bool tl_npy_read(const char *path, tl_npy *out, tl_error *err)
{
    memset(out, 0, sizeof *out);
    FILE *f = fopen(path, "rb");
    if (!f)
        return tl_error_set(err, TL_ERR_INVALID, "%s: cannot open: %s", path, strerror(errno));
    unsigned char *buf = NULL;
    long size = -1;
    if (fseek(f, 0, SEEK_END) == 0)
        size = ftell(f);
    if (size < 0 || fseek(f, 0, SEEK_SET) != 0) {
        fclose(f);
        return tl_error_set(err, TL_ERR_INVALID, "%s: cannot read (not a regular file?)", path);
    }
    if ((uint64_t)size > TL_NPY_MAX_BYTES + ((uint64_t)1 << 32)) {
        fclose(f);
        return tl_error_set(err, TL_ERR_INVALID, "%s: the file is larger than tilec reads", path);
    }
    buf = malloc((size_t)size + 1);
    bool ok = buf && fread(buf, 1, (size_t)size, f) == (size_t)size;
    fclose(f);
    if (!ok) {
        free(buf);
        return tl_error_set(err, TL_ERR_INVALID, "%s: cannot read %ld bytes", path, size);
    }
    ok = tl_npy_parse(path, buf, (size_t)size, out, err);
    free(buf);
    return ok;
}

void tl_npy_free(tl_npy *a)
{
    free(a->data);
    a->data = NULL;
}

/* ---- writing ----------------------------------------------------------- */

bool tl_npy_write(const char *path, tl_dtype t, int ndim, const int64_t *shape, const void *data, tl_error *err)
{
    const char *descr = tl_npy_descr(t);
    if (!descr)
        return tl_error_set(err, TL_ERR_INVALID, "%s: NumPy has no %s dtype; write a kernel output of f32 or f16",
                            path, tl_dtype_name(t));
    if (ndim < 0 || ndim > TL_IR_MAX_DIMS)
        return tl_error_set(err, TL_ERR_INVALID, "%s: %d dims", path, ndim);
    char dict[512];
    int n = snprintf(dict, sizeof dict, "{'descr': '%s', 'fortran_order': False, 'shape': (", descr);
    size_t elems = 1;
    for (int d = 0; d < ndim; d++) {
        n += snprintf(dict + n, sizeof dict - (size_t)n, "%s%lld%s", d ? ", " : "", (long long)shape[d],
                      ndim == 1 ? "," : "");
        elems *= (size_t)shape[d];
    }
    n += snprintf(dict + n, sizeof dict - (size_t)n, "), }");
    /* pad with spaces and a newline so the data starts 64-byte aligned */
    size_t total = 10 + (size_t)n + 1;
    size_t pad = (64 - total % 64) % 64;
    size_t hlen = (size_t)n + pad + 1;
    unsigned char pre[10];
    memcpy(pre, MAGIC, sizeof MAGIC);
    pre[6] = 1;
    pre[7] = 0;
    pre[8] = (unsigned char)(hlen & 0xff);
    pre[9] = (unsigned char)(hlen >> 8);
    FILE *f = fopen(path, "wb");
    if (!f)
        return tl_error_set(err, TL_ERR_INVALID, "%s: cannot write: %s", path, strerror(errno));
    size_t bytes = elems * elem_size(t);
    bool ok = fwrite(pre, 1, sizeof pre, f) == sizeof pre && fwrite(dict, 1, (size_t)n, f) == (size_t)n;
    for (size_t i = 0; ok && i < pad; i++)
        ok = fputc(' ', f) != EOF;
    ok = ok && fputc('\n', f) != EOF;
    if (tl_dtype_is_packed(t)) {
        /* packed two to a byte in data, one per byte in the file; an i4's
         * byte is its value sign-extended */
        for (size_t e = 0; ok && e < elems; e++) {
            unsigned c = ((const uint8_t *)data)[e / 2] >> (e % 2 * 4) & 0xf;
            ok = fputc((int)(t == TL_DT_I4 && c >= 8 ? c | 0xf0 : c), f) != EOF;
        }
    } else {
        ok = ok && fwrite(data, 1, bytes, f) == bytes;
    }
    ok = (fclose(f) == 0) && ok;
    if (!ok)
        return tl_error_set(err, TL_ERR_INVALID, "%s: cannot write: %s", path, strerror(errno));
    return true;
}
