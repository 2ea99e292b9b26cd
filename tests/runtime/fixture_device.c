/*
 * fixture_device.c: a hand-written device source for fixture.tile, as the
 * device codegen `c` writes one (src/compile/compile.h): it includes the
 * prelude and defines tilec_launch_NAME for each kernel. args[i] is the data
 * of tensor parameter i or a pointer to scalar parameter i; dims[j] is shape
 * variable j; self is the launch configuration. Blocks run on the calling
 * thread here.
 */
#include "tilec_prelude.h"

int tilec_launch_scale_rows(void *const *args, const int64_t *dims, const void *self);
int tilec_launch_iota(void *const *args, const int64_t *dims, const void *self);

int tilec_launch_scale_rows(void *const *args, const int64_t *dims, const void *self)
{
    (void)self;
    const float *A = args[0];
    const float *v = args[1];
    float alpha = *(const float *)args[2];
    float *C = args[3];
    int32_t M = (int32_t)dims[0];
    for (int32_t bx = 0; bx < M; bx++)
        for (int32_t j = 0; j < 17; j++)
            C[bx * 17 + j] = alpha * A[bx * 17 + j] + v[bx];
    return 0;
}

int tilec_launch_iota(void *const *args, const int64_t *dims, const void *self)
{
    (void)self;
    int32_t *O = args[0];
    int32_t k = *(const int32_t *)args[1];
    int32_t N = (int32_t)dims[0];
    for (int32_t bx = 0; bx < N; bx++)
        O[bx] = (int32_t)((uint32_t)bx * (uint32_t)k);
    return 0;
}
