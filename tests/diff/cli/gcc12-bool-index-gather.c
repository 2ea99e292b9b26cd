/*
 * gcc12-bool-index-gather.c: GCC 12.2 (Debian 12.2.0-14) at -O2 and -O3,
 * with or without -march=native, vectorizes the loop below with an emulated
 * gather whose offsets are the vector mask of `x[i] != 0` (0 or -1), sign
 * extended: for x[i] == 1 it reads t[-1], not t[1]. -fno-tree-loop-vectorize
 * or -O1 give the right answer, and so does the index written 1 & -(b) (what
 * the C codegen writes for a bool as an integer since). Any comparison as
 * the index fails alike (`t[x[i] < y[i]]`); `t[b ? 2 : 1]` and `t[b + 1]`
 * do not. tests/diff/c-gcc12-bool-index-gather.tile is tilesmith's program
 * that met it.
 *   cc -O2 gcc12-bool-index-gather.c && ./a.out
 *   plain: 256 of 1024 wrong; 1 & -b: 0 of 1024 wrong   (want 0 and 0)
 */
#include <stdint.h>
#include <stdio.h>

__attribute__((noinline)) static void plain(uint8_t *restrict out, const uint8_t *restrict x, const uint8_t *restrict t)
{
    for (int i = 0; i < 4; i++)
        out[i] = t[x[i] != 0] != 0;
}

__attribute__((noinline)) static void masked(uint8_t *restrict out, const uint8_t *restrict x, const uint8_t *restrict t)
{
    for (int i = 0; i < 4; i++)
        out[i] = t[1 & -(int32_t)(x[i] != 0)] != 0;
}

static int wrong(void (*k)(uint8_t *restrict, const uint8_t *restrict, const uint8_t *restrict))
{
    int bad = 0;
    for (int a = 0; a < 16; a++)
        for (int b = 0; b < 16; b++) {
            uint8_t x[4], t[4], out[4];
            for (int i = 0; i < 4; i++) {
                x[i] = (a >> i) & 1;
                t[i] = (b >> i) & 1;
            }
            k(out, x, t);
            for (int i = 0; i < 4; i++)
                bad += out[i] != t[x[i]];
        }
    return bad;
}

int main(void)
{
    int p = wrong(plain), m = wrong(masked);
    printf("plain: %d of 1024 wrong; 1 & -b: %d of 1024 wrong\n", p, m);
    return m != 0;
}
