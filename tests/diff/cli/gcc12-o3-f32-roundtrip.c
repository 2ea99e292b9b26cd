/*
 * gcc12-o3-f32-roundtrip.c: GCC 12.2 (Debian 12.2.0-14) at -O3 drops the
 * f64 -> f32 -> f64 round trip through fr[] below (the loop and SLP
 * vectorizers together; -fno-tree-slp-vectorize or -fno-tree-loop-vectorize
 * or -O2 give the right answer). The C target compiles its kernels with
 * cc -O3, so tests/diff/c-gcc12-f32-roundtrip.tile fails on c/cython and
 * c/tvm_ffi. What the C codegen writes for copy(sh11[1], fr17);
 * copy(fr17, sh11[1]) is this, reduced by hand.
 *   cc -O3 -std=c11 gcc12-o3-f32-roundtrip.c && ./a.out
 *   7016.1000000000004 7016.1000000000004 (want 7016.1000000000004 7016.10009765625)
 */
#include <string.h>
#include <stdint.h>
#include <stdio.h>
typedef struct args { double *out; double *in; int32_t M; } args;
static void blk(const args *a, int32_t bx)
{
    double *const out = a->out;
    double sh[3];
    memset(sh, 0, sizeof sh);
    for (int32_t j = 0; j < 3; j++)
        sh[j] = sh[j] + a->in[0];
    float fr[2];
    memset(fr, 0, sizeof fr);
    for (int32_t i = 0; i < 2; i++)
        fr[i] = (float)sh[1 + i];
    for (int32_t i = 0; i < 2; i++)
        sh[1 + i] = (double)fr[i];
    if (bx * 3 + 3 <= a->M) {
        for (int32_t i = 0; i < 3; i++)
            out[bx * 3 + i] = sh[i];
    } else {
        for (int32_t i = 0; i < 3; i++)
            if (bx * 3 + i < a->M)
                out[bx * 3 + i] = sh[i];
    }
}
__attribute__((noinline)) void task(void *ctx, int64_t block) { blk((const args *)ctx, (int32_t)block); }
int main(void)
{
    double out[2] = { 7, 7 }, in[1] = { 7016.1 };
    args a = { out, in, 2 };
    task(&a, 0);
    printf("%.17g %.17g (want %.17g %.17g)\n", out[0], out[1], in[0], (double)(float)in[0]);
    return 0;
}
