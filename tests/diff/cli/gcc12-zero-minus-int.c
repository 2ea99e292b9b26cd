/*
 * gcc12-zero-minus-int.c: GCC 12.2 (Debian 12.2.0-14) at every -O level, -O0
 * included, folds 0.0f - x to -x where it judges that x cannot be -0, though
 * 0 - (+0) is +0 and -(+0) is -0: x = (float)i and x = fabsf(y) alike; and it
 * folds -(float)i + 0.0f to -(float)i. -frounding-math avoids it (the kernels
 * ran 1.6 to 7 times slower with it); clang gives +0 throughout. The C codegen
 * writes such sums and differences through the prelude's tl_zero_add_f32 and
 * tl_zero_sub_f32 since. tests/diff/c-gcc12-zero-minus-int.tile is the
 * program that met it (tilesmith seed 914165).
 *   cc -O2 gcc12-zero-minus-int.c -lm && ./a.out
 *   0.0f - (float)i 80000000, 0.0f - fabsf(y) 80000000, -(float)i + 0.0f 80000000   (want 0, 0, 0)
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

__attribute__((noinline)) static float from_int(int i) { return 0.0f - (float)i; }
__attribute__((noinline)) static float from_fabs(float y) { return 0.0f - fabsf(y); }
__attribute__((noinline)) static float plus_zero(int i) { return -(float)i + 0.0f; }

static uint32_t bits(float x)
{
    uint32_t u;
    memcpy(&u, &x, sizeof u);
    return u;
}

int main(void)
{
    printf("0.0f - (float)i %08x, 0.0f - fabsf(y) %08x, -(float)i + 0.0f %08x   (want 0, 0, 0)\n", bits(from_int(0)),
           bits(from_fabs(0.0f)), bits(plus_zero(0)));
    return 0;
}
