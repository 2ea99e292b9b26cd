// mma_peak.cu: the ceiling of the instructions tilec's cuda gemm is made of,
// measured on the GPU at hand. Three loops, each warp with its own registers
// and no global memory in the loop:
//   mma     back-to-back mma.sync.m16n8k16 f16 -> f32 on independent
//           accumulators (the tensor cores' rate for this instruction);
//   ldsm    the same mmas fed as a 64x64 warp tile is fed in the ring:
//           per k step of 16, 4 ldmatrix.x4 for A and 4 ldmatrix.x4.trans
//           for B from shared memory, 32 mmas;
//   ldsm2   as ldsm with fragments double-buffered (the loads of step k+1
//           issued before the mmas of step k);
//   stream  the operand traffic of a 128x256 tile at BK 32 without the
//           math: cp.async of 24 KiB a k step into a 4-slot ring, from an
//           L2-resident buffer and from a DRAM-sized one.
// Prints TFLOP/s for 1, 2 and 4 warps a scheduler. Build and run:
//   nvcc -O3 -gencode=arch=compute_90a,code=sm_90a bench/gpu/mma_peak.cu -o build/mma_peak && build/mma_peak
#include <cstdio>
#include <cstdint>
#include <cuda_runtime.h>

// a launch the GPU refuses (too many registers for 16 warps, say) is
// reported and skipped
#define SOFT(what) do { cudaError_t e_ = cudaGetLastError(); if (e_ != cudaSuccess) { \
    printf("  %s: not run (%s)\n", what, cudaGetErrorString(e_)); t = -1; } } while (0)
#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
    fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e_)); return 1; } } while (0)

__device__ __forceinline__ void mma(float *d, const uint32_t *a, const uint32_t *b)
{
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\n"
                 : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
}

__device__ __forceinline__ void ldsm4(uint32_t *r, uint32_t addr)
{
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];\n"
                 : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "r"(addr));
}

__device__ __forceinline__ void ldsm4t(uint32_t *r, uint32_t addr)
{
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0,%1,%2,%3}, [%4];\n"
                 : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "r"(addr));
}

// pure mma: 8 independent accumulators of 4 floats, a and b fixed
__global__ void k_mma(float *out, int iters)
{
    uint32_t a[4], b[2];
    for (int i = 0; i < 4; i++) a[i] = 0x3c003c00u ^ (threadIdx.x + i);
    for (int i = 0; i < 2; i++) b[i] = 0x3c003c00u ^ (threadIdx.x * 3 + i);
    float d[8][4] = {};
    for (int it = 0; it < iters; it++)
#pragma unroll
        for (int j = 0; j < 8; j++) mma(d[j], a, b);
    float s = 0;
    for (int j = 0; j < 8; j++) s += d[j][0] + d[j][1] + d[j][2] + d[j][3];
    if (s == 1234.5f) out[threadIdx.x] = s;
}

// a 64x64 warp tile (4 m16 x 8 n8 = 32 accumulators of 4 floats), A 64x16
// and B 16x64 a k step from shared memory through ldmatrix; the shared tiles
// are [64][16+8] halves a warp (padded rows: conflict-free ldmatrix)
__device__ __forceinline__ void load_frags(uint32_t (*af)[4], uint32_t (*bf)[4], uint32_t a_base, uint32_t b_base)
{
#pragma unroll
    for (int m = 0; m < 4; m++) ldsm4(af[m], a_base + m * 16 * 24 * 2);
#pragma unroll
    for (int n = 0; n < 4; n++) ldsm4t(bf[n], b_base + n * 16 * 24 * 2);
}

__device__ __forceinline__ void mmas(float (*d)[8][4], uint32_t (*af)[4], uint32_t (*bf)[4])
{
#pragma unroll
    for (int m = 0; m < 4; m++)
#pragma unroll
        for (int n = 0; n < 8; n++) mma(d[m][n], af[m], &bf[n / 2][(n % 2) * 2]);
}

template <bool DOUBLE>
__global__ void k_ldsm(float *out, int iters)
{
    extern __shared__ __align__(16) uint16_t smem[];
    const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
    uint16_t *As = smem + warp * 2 * 64 * 24, *Bs = As + 64 * 24;
    for (int i = lane; i < 2 * 64 * 24; i += 32) As[i] = (uint16_t)(0x3c00 ^ (i & 7));
    __syncwarp();
    // lane's row of the x4 load: 4 8x8 matrices, lanes 8q..8q+7 give the
    // rows of matrix q
    const uint32_t a_base = (uint32_t)__cvta_generic_to_shared(As + (lane % 16) * 24 + (lane / 16) * 8);
    const uint32_t b_base = (uint32_t)__cvta_generic_to_shared(Bs + (lane % 16) * 24 + (lane / 16) * 8);
    float d[4][8][4] = {};
    uint32_t a0[4][4], b0[4][4], a1[4][4], b1[4][4];
    if (DOUBLE) {
        // the loads of the next k step go out before the mmas of this one
        load_frags(a0, b0, a_base, b_base);
        for (int it = 0; it < iters; it += 2) {
            load_frags(a1, b1, a_base + 16, b_base + 16);
            mmas(d, a0, b0);
            load_frags(a0, b0, a_base, b_base);
            mmas(d, a1, b1);
        }
    } else {
        for (int it = 0; it < iters; it++) {
            load_frags(a0, b0, a_base + (it & 1) * 16, b_base + (it & 1) * 16);
            mmas(d, a0, b0);
        }
    }
    float s = 0;
    for (int m = 0; m < 4; m++)
        for (int n = 0; n < 8; n++) s += d[m][n][0] + d[m][n][1] + d[m][n][2] + d[m][n][3];
    if (s == 1234.5f) out[threadIdx.x] = s;
}

// the gemm's operand traffic without its math: each block streams 24 KiB
// tiles (a 128x256 gemm tile's A and B at BK 32) from a buffer into a ring
// of 4 shared slots by cp.async (6 16-byte chunks a thread), waits for the
// tile of 2 iterations ago and syncs, as the ring does. With the buffer in
// L2 (32 MiB) it is L2 -> SM bandwidth; with 2 GiB it is DRAM's.
__global__ void k_stream(const uint4 *buf, size_t ntiles, int iters, float *out)
{
    extern __shared__ __align__(16) uint4 ring[];
    const int per = 24 * 1024 / 16;   // chunks a tile
    for (int t = 0; t < iters; t++) {
        size_t tile = ((size_t)blockIdx.x * 7919 + (size_t)t * 104729) % ntiles;
        const uint4 *src = buf + tile * per;
        uint4 *dst = ring + (t % 4) * per;
        for (int c = threadIdx.x; c < per; c += blockDim.x) {
            uint32_t sa = (uint32_t)__cvta_generic_to_shared(dst + c);
            asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" :: "r"(sa), "l"(src + c));
        }
        asm volatile("cp.async.commit_group;\n" ::);
        asm volatile("cp.async.wait_group 2;\n" ::);
        __syncthreads();
    }
    asm volatile("cp.async.wait_group 0;\n" ::);
    __syncthreads();
    if (ring[threadIdx.x].x == 0x12345678u) out[0] = 1;
}

template <typename F>
static float time_ms(F launch)
{
    cudaEvent_t a, b;
    cudaEventCreate(&a);
    cudaEventCreate(&b);
    launch();   // warm up
    float best = 1e30f;
    for (int r = 0; r < 5; r++) {
        cudaEventRecord(a);
        launch();
        cudaEventRecord(b);
        cudaEventSynchronize(b);
        float ms;
        cudaEventElapsedTime(&ms, a, b);
        if (ms < best) best = ms;
    }
    cudaEventDestroy(a);
    cudaEventDestroy(b);
    return best;
}

int main()
{
    cudaDeviceProp p;
    CHECK(cudaGetDeviceProperties(&p, 0));
    int sms = p.multiProcessorCount;
    printf("mma_peak on %s, %d SMs\n", p.name, sms);
    float *out;
    CHECK(cudaMalloc(&out, 4096 * sizeof(float)));
    const int iters = 4096;
    size_t smem_max = 2 * 64 * 24 * 2 * 16;   // 16 warps' tiles
    CHECK(cudaFuncSetAttribute(k_ldsm<false>, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)smem_max));
    CHECK(cudaFuncSetAttribute(k_ldsm<true>, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)smem_max));
    for (int wps = 1; wps <= 4; wps *= 2) {
        int warps = 4 * wps, threads = 32 * warps;   // warps a block, one block an SM
        double flops_mma = (double)sms * warps * iters * 8 * 2.0 * 16 * 8 * 16;
        float t = time_ms([&] { k_mma<<<sms, threads>>>(out, iters); });
        SOFT("mma");
        if (t > 0) printf("  %2d warps/SM  mma   %7.1f TFLOP/s\n", warps, flops_mma / t / 1e9);
        double flops_tile = (double)sms * warps * iters * 32 * 2.0 * 16 * 8 * 16;
        size_t smem = (size_t)warps * 2 * 64 * 24 * 2;
        t = time_ms([&] { k_ldsm<false><<<sms, threads, smem>>>(out, iters); });
        SOFT("ldsm");
        if (t > 0) printf("  %2d warps/SM  ldsm  %7.1f TFLOP/s (64x64 warp tile, 8 ldmatrix.x4 : 32 mma)\n", warps, flops_tile / t / 1e9);
        t = time_ms([&] { k_ldsm<true><<<sms, threads, smem>>>(out, iters); });
        SOFT("ldsm2");
        if (t > 0) printf("  %2d warps/SM  ldsm2 %7.1f TFLOP/s (fragments double-buffered)\n", warps, flops_tile / t / 1e9);
    }
    // operand traffic: L2-resident and DRAM-sized buffers, 1 and 2 blocks an SM
    CHECK(cudaFuncSetAttribute(k_stream, cudaFuncAttributeMaxDynamicSharedMemorySize, 4 * 24 * 1024));
    for (size_t mib : {32, 2048}) {
        uint4 *buf;
        CHECK(cudaMalloc(&buf, mib << 20));
        CHECK(cudaMemset(buf, 1, mib << 20));
        size_t ntiles = (mib << 20) / (24 * 1024);
        for (int bps = 1; bps <= 2; bps++) {
            int blocks = sms * bps, it = 2048;
            float t = time_ms([&] { k_stream<<<blocks, 256, 4 * 24 * 1024>>>(buf, ntiles, it, out); });
            SOFT("stream");
            if (t < 0) continue;
            double bytes = (double)blocks * it * 24 * 1024;
            printf("  cp.async tiles of 24 KiB from %4zu MiB, %d block(s)/SM: %6.2f TB/s (a 128x256 BK 32 gemm at 640 TFLOP/s needs %.2f)\n",
                   mib, bps, bytes / t / 1e9, 640e12 / (128.0 * 256 * 32 * 2) * 24 * 1024 / 1e12);
        }
        CHECK(cudaFree(buf));
    }
    CHECK(cudaDeviceSynchronize());
    return 0;
}
