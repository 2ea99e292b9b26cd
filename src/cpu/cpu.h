/*
 * cpu.h: what the cpu backend's files share: the CPU prelude, the header that
 * kernels generated for the C target include (the .h files of src/cpu/prelude/, embedded
 * into generated/cpu_prelude.c by `make gen`).
 */
#ifndef TL_CPU_CPU_H
#define TL_CPU_CPU_H

extern const char tl_cpu_prelude[];
extern const unsigned long tl_cpu_prelude_len;

/* The name generated sources include it by. */
#define TL_CPU_PRELUDE_NAME "tilec_prelude.h"

#endif
