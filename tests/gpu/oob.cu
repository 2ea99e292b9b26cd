// Wrong on purpose (see oob.tile): i == N is written.
extern "C" __global__ void oob(const float *X, float *Y, long long N)
{
    long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;
    if (i <= N)
        Y[i] = i < N ? X[i] : 0.0f;
}
