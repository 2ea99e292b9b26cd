/*
 * ptxas-neg-s16.cu: ptxas (CUDA 13.0, sm_80 and sm_90a) computes PTX's
 * neg.s16 in a 32-bit register and drops its wrap. NVVM narrows an i16
 * negation (-x, 0 - x, x * -1) to `ld.global.u16; neg.s16; setp.lt.s16`,
 * correct PTX; the SASS is PRMT 0x9910 (sign extension), IADD3 R0, RZ, -R0
 * and a 32-bit ISETP, so -(-32768) compares (and widens) as 32768. What the
 * cuda codegen writes since (tl_wrap_i16: the operation in int behind an
 * empty asm, then a truncation) gives neg.s32, cvt.u16.u32, setp.s16, right.
 * tests/diff/cuda-i16-neg-min.tile is tilesmith's program that met it.
 *   nvcc -arch=sm_90a ptxas-neg-s16.cu && ./a.out
 *   neg: 1 of 65536 wrong (x = -32768: r < 5 gave 0)   (want 0 wrong)
 *   wrapped: 0 of 65536 wrong
 */
#include <cstdint>
#include <cstdio>

__device__ __forceinline__ int16_t wrap_i16(int32_t v) { asm("" : "+r"(v)); return (int16_t)v; }

__global__ void neg_lt5(const int16_t *x, int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = (int16_t)(-x[i]) < 5;
}

__global__ void wrapped_lt5(const int16_t *x, int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = wrap_i16(-x[i]) < 5;
}

static int wrong(void (*k)(const int16_t *, int *, int), const char *name)
{
    const int n = 65536;
    static int16_t hx[65536];
    static int ho[65536];
    for (int i = 0; i < n; i++)
        hx[i] = (int16_t)i;
    int16_t *dx;
    int *dout;
    if (cudaMalloc(&dx, sizeof hx) || cudaMalloc(&dout, sizeof ho) ||
        cudaMemcpy(dx, hx, sizeof hx, cudaMemcpyHostToDevice))
        return printf("%s: CUDA failed\n", name), -1;
    k<<<n / 256, 256>>>(dx, dout, n);
    if (cudaMemcpy(ho, dout, sizeof ho, cudaMemcpyDeviceToHost))
        return printf("%s: CUDA failed\n", name), -1;
    int bad = 0, first = -1;
    for (int i = 0; i < n; i++)
        if (ho[i] != ((int16_t)(-hx[i]) < 5) && bad++ == 0)
            first = i;
    printf("%s: %d of %d wrong", name, bad, n);
    if (bad)
        printf(" (x = %d: r < 5 gave %d)", hx[first], ho[first]);
    printf("\n");
    cudaFree(dx);
    cudaFree(dout);
    return bad;
}

int main(void)
{
    wrong(neg_lt5, "neg");
    return wrong(wrapped_lt5, "wrapped") != 0;
}
