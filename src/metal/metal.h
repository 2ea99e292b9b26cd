/*
 * metal.h: what the metal backend's files share (src/metal/): the artifact
 * of its device codegen (the MSL source and the metal_context host code)
 * and the description of each kernel's arguments that both are written from.
 */
#ifndef TL_METAL_METAL_H
#define TL_METAL_METAL_H

#include <stdbool.h>
#include <stddef.h>

#include "backend/internal.h"

/* The device codegen's artifact (c->device_artifact): the MSL source, and
 * the Objective-C++ host code of the metal_context hook once it ran (NULL
 * before; emit "context" writes it on demand). */
typedef struct tl_metal_artifact {
    char *source;
    char *context;
    int64_t *threadgroup_bytes; /* per kernel, the threadgroup memory its function declares */
    size_t nkernels;
} tl_metal_artifact;

/* The MSL version the target asks for, times 10 (attribute msl, unset: 31);
 * false with err for a value that is not one of 2.3, 2.4, 3.0, 3.1, 3.2. */
bool tl_metal_msl_version(const struct tl_compilation *c, int *out, tl_error *err);

/* The host code of hook metal_context for compilation c, malloc'd (the
 * device codegen ran: c->device_artifact holds the source). */
char *tl_metal_context_source(const struct tl_compilation *c, tl_error *err);

#endif
