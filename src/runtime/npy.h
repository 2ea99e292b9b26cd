/*
 * npy.h: NumPy's .npy files, read and written by tilec itself (npy.c), for
 * `tilec run --input NAME=file.npy` and `--output NAME=file.npy`.
 *
 * Format versions 1.0, 2.0 and 3.0 are read (3.0 differs only in its header
 * being UTF-8); 1.0 is written (2.0 when the header needs more than 64 KiB).
 * Data is little-endian (or one byte wide) and in C order: a big-endian or
 * Fortran-order array is refused with a reason, as are dtypes tilec has not
 * (object, structured, complex) and bf16, which NumPy has not. Every error
 * names the file.
 */
#ifndef TL_RUNTIME_NPY_H
#define TL_RUNTIME_NPY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ir/ir.h"
#include "tilec/tilec.h"

typedef struct tl_npy {
    tl_dtype dtype;
    int ndim;                        /* 0..TL_IR_MAX_DIMS */
    int64_t shape[TL_IR_MAX_DIMS];
    size_t elems, bytes;
    void *data;                      /* malloc'd (at least one byte); free with tl_npy_free */
} tl_npy;

/* The largest data a file may hold: 2^34 bytes (16 GiB). */
#define TL_NPY_MAX_BYTES ((uint64_t)1 << 34)

/* Reads path into *out. False with a message naming path in err. */
bool tl_npy_read(const char *path, tl_npy *out, tl_error *err);
/* Parses a whole .npy image held in memory (what tl_npy_read does after
 * reading the file); name is used in messages. */
bool tl_npy_parse(const char *name, const unsigned char *buf, size_t len, tl_npy *out, tl_error *err);
/* Writes data (elems of t, C order; i4, u4 and f4e2m1 packed two to a byte,
 * written one per byte, as ml_dtypes holds them) as path. False with a message naming
 * path in err (bf16 has no NumPy dtype). */
bool tl_npy_write(const char *path, tl_dtype t, int ndim, const int64_t *shape, const void *data, tl_error *err);
void tl_npy_free(tl_npy *a);
/* NumPy's name of t's dtype ("<f4"), or NULL when it has none (bf16). The fp8
 * dtypes, which NumPy lacks, are written as their bytes, uint8 ("|u1"). */
const char *tl_npy_descr(tl_dtype t);

#endif
