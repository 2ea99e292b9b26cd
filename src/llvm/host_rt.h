/*
 * host_rt.h: the libtilec functions that the llvm host codegen's packed entry
 * points call (host_rt.c), and their table for the JIT (jit.c).
 */
#ifndef TL_LLVM_HOST_RT_H
#define TL_LLVM_HOST_RT_H

#include <stddef.h>
#include <stdint.h>

#include "tilec/tilec.h"

/* Formats a message into ret (TL_ANY_STR; valid until the next call on this
 * thread) and returns -1. ret may be NULL. */
int tilec_rt_host_fail(tl_any *ret, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Checks tensor argument i (name) against a parameter of ndim dims and a
 * DLPack dtype (code, bits; dtype is its tilec name), on device_type
 * (device: how messages call it, "CPU tensor (kDLCPU)" being "CPU" and
 * "kDLCPU"): the checks and messages of the C host codegen, which are the
 * runtime's. 0 with its shape and first element; else -1 with the message in
 * ret. */
int tilec_rt_host_tensor(const tl_any *args, int i, const char *name, int ndim, int code, int bits, const char *dtype,
                         tl_any *ret, const int64_t **shape, void **data, int device_type, const char *device);

/* Checks tensor argument i's shape (ndim dims) against want: the kernel's
 * constants and its shape variables as bound so far. 0, or -1 with the
 * message in ret. */
int tilec_rt_host_shape(tl_any *ret, int i, const char *name, int ndim, const int64_t *want, const int64_t *got);

/* Checks dim d of tensor argument i (its extent: got) against its shape
 * expression, compiled (code, n steps; ir/shape.h) and written (text), with
 * dims the kernel's shape variables. 0, or -1 with the message in ret. */
int tilec_rt_host_dim(tl_any *ret, int i, const char *name, int d, const char *text, const int64_t *code, int n,
                      const int64_t *dims, int64_t got);

/* Checks scalar argument i (name) of tile dtype dtype (a tl_dtype): a number
 * for a float, an int within the dtype's range for an integer (any int for a
 * bool), and stores its value, in the dtype's representation, at out (8
 * bytes). */
int tilec_rt_host_scalar(const tl_any *args, int i, const char *name, int dtype, void *out, tl_any *ret);

/* A function libtilec exports to generated code, by name (the JIT defines
 * each). */
typedef struct tl_rt_export {
    const char *name;
    void (*fn)(void);
} tl_rt_export;

extern const tl_rt_export tl_host_rt_exports[];
extern const size_t tl_host_rt_nexports;

#endif
