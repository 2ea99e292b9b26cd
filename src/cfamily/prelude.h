/*
 * prelude.h: the helper preludes the CUDA and HIP codegens write alike
 * (prelude.c), and the names of the helpers both their preludes define.
 */
#ifndef TL_CFAMILY_PRELUDE_H
#define TL_CFAMILY_PRELUDE_H

#include "ir/ir.h"

/* The 8-bit float helpers, written after the prelude only into modules that
 * use them (every name they define contains e4m3, e5m2 or e8m0). */
extern const char tl_cemit_fp8_prelude[];

/* The preludes' decoder (stored bits to float) and encoder (float to stored
 * bits) of a float narrower than f32, and the call that rounds a float value
 * to one ("tl_f16r(", closed by ")"). */
const char *tl_cemit_prelude_dec(tl_dtype t);
const char *tl_cemit_prelude_enc(tl_dtype t);
const char *tl_cemit_prelude_round(tl_dtype t);

#endif
