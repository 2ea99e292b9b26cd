/*
 * prelude.h: the helper preludes the CUDA and HIP codegens write alike
 * (prelude.c).
 */
#ifndef TL_CFAMILY_PRELUDE_H
#define TL_CFAMILY_PRELUDE_H

/* The 8-bit float helpers, written after the prelude only into modules that
 * use them (every name they define contains e4m3, e5m2 or e8m0). */
extern const char tl_cemit_fp8_prelude[];

#endif
