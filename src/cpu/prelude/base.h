/*
 * base.h: the start of the CPU prelude, the header every kernel generated for
 * the C target includes as "tilec_prelude.h" (src/cpu/prelude/*.h, in name
 * order, embedded by gen/embed.lua and written next to the generated source
 * when it is built).
 */
#ifndef TILEC_PRELUDE_BASE_H
#define TILEC_PRELUDE_BASE_H
#include <stdint.h>
#include <stddef.h>
#endif
