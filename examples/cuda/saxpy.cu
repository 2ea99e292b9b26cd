// Device code of the source kernels in saxpy.tile. tilec's kernel ABI
// (src/cuda/cuda.h): the declared parameters in order (a tensor as a pointer
// to its elements, a scalar by value), then one long long per shape dim.

extern "C" __global__ void __launch_bounds__(256) saxpy(const float *__restrict__ X, float *__restrict__ Y, float alpha,
                                                        long long N)
{
    long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;
    if (i < N)
        Y[i] = alpha * X[i] + Y[i];
}

extern "C" __global__ void __launch_bounds__(256) add_bias(const float *A, const float *bias, float *B, long long M,
                                                           long long K)
{
    long long col = (long long)blockIdx.x * blockDim.x + threadIdx.x;
    long long row = blockIdx.y;
    if (col < K && row < M)
        B[row * K + col] = A[row * K + col] + bias[col];
}
