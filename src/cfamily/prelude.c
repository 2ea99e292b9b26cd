/*
 * prelude.c: the helper preludes the CUDA and HIP codegens write alike
 * (prelude.h): C++ on the TL_DEV functions and the fixed-width integers
 * each codegen's own prelude defines first.
 *
 * Flow: written by src/cuda/codegen.c and src/rocm/codegen.c into a module's
 * source, after their own prelude, where a kernel needs them.
 */
#include "cfamily/prelude.h"

const char tl_cemit_fp8_prelude[] =
    "/* f8e4m3 (OCP E4M3FN: saturates to +-448, inf too; NaN kept) and f8e5m2\n"
    " * (IEEE-like, f16's top byte): bytes in memory, floats in expressions,\n"
    " * rounded from double once (exact for a float too), as src/ir/value.c. */\n"
    "TL_DEV uint8_t tl_d2e4m3(double x)\n"
    "{\n"
    "    uint64_t b = (uint64_t)__double_as_longlong(x);\n"
    "    uint32_t sign = (uint32_t)(b >> 63) << 7;\n"
    "    int e = (int)((b >> 52) & 0x7ff);\n"
    "    uint64_t m = b & ((1ULL << 52) - 1);\n"
    "    if (e == 0x7ff)\n"
    "        return (uint8_t)(sign | (m ? 0x7fu : 0x7eu));\n"
    "    if (e == 0)\n"
    "        return (uint8_t)sign;\n"
    "    int ex = e - 1023, shift = 52 - 3;\n"
    "    if (ex > 8)\n"
    "        return (uint8_t)(sign | 0x7eu);\n"
    "    uint64_t sig = m | (1ULL << 52);\n"
    "    uint32_t biased = 0;\n"
    "    if (ex >= -6)\n"
    "        biased = (uint32_t)(ex + 7);\n"
    "    else\n"
    "        shift += -6 - ex;\n"
    "    if (shift > 60)\n"
    "        return (uint8_t)sign;\n"
    "    uint64_t q = sig >> shift, rem = sig & ((1ULL << shift) - 1), half = 1ULL << (shift - 1);\n"
    "    if (rem > half || (rem == half && (q & 1)))\n"
    "        q++;\n"
    "    if (biased == 0)\n"
    "        return (uint8_t)(sign | (uint32_t)q);\n"
    "    uint32_t code = (biased << 3) + (uint32_t)(q - 8);\n"
    "    return (uint8_t)(sign | (code > 0x7eu ? 0x7eu : code));\n"
    "}\n"
    "TL_DEV uint8_t tl_d2e5m2(double x)\n"
    "{\n"
    "    uint64_t b = (uint64_t)__double_as_longlong(x);\n"
    "    uint32_t sign = (uint32_t)(b >> 63) << 7;\n"
    "    int e = (int)((b >> 52) & 0x7ff);\n"
    "    uint64_t m = b & ((1ULL << 52) - 1);\n"
    "    if (e == 0x7ff)\n"
    "        return (uint8_t)(sign | (m ? 0x7eu : 0x7cu));\n"
    "    if (e == 0)\n"
    "        return (uint8_t)sign;\n"
    "    int ex = e - 1023, shift = 52 - 2;\n"
    "    if (ex > 15)\n"
    "        return (uint8_t)(sign | 0x7cu);\n"
    "    uint64_t sig = m | (1ULL << 52);\n"
    "    uint32_t biased = 0;\n"
    "    if (ex >= -14)\n"
    "        biased = (uint32_t)(ex + 15);\n"
    "    else\n"
    "        shift += -14 - ex;\n"
    "    if (shift > 60)\n"
    "        return (uint8_t)sign;\n"
    "    uint64_t q = sig >> shift, rem = sig & ((1ULL << shift) - 1), half = 1ULL << (shift - 1);\n"
    "    if (rem > half || (rem == half && (q & 1)))\n"
    "        q++;\n"
    "    if (biased == 0)\n"
    "        return (uint8_t)(sign | (uint32_t)q);\n"
    "    return (uint8_t)(sign | ((biased << 2) + (uint32_t)(q - 4))); /* a carry reaches inf */\n"
    "}\n"
    "TL_DEV float tl_e4m3_2f(uint8_t h)\n"
    "{\n"
    "    uint32_t s = (uint32_t)(h & 0x80) << 24, e = (h >> 3) & 0xf, m = h & 7;\n"
    "    if (e == 0xf && m == 7)\n"
    "        return __uint_as_float(s | 0x7fc00000u);\n"
    "    if (e == 0)\n"
    "        return s ? -(float)m * 0.001953125f : (float)m * 0.001953125f;\n"
    "    return __uint_as_float(s | ((e + 120) << 23) | (m << 20));\n"
    "}\n"
    "TL_DEV float tl_e5m2_2f(uint8_t h) { return tl_h2f((uint16_t)((uint32_t)h << 8)); }\n"
    "TL_DEV uint8_t tl_f2e4m3(float f) { return tl_d2e4m3((double)f); }\n"
    "TL_DEV uint8_t tl_f2e5m2(float f) { return tl_d2e5m2((double)f); }\n"
    "TL_DEV float tl_f8e4m3r(float x) { return tl_e4m3_2f(tl_f2e4m3(x)); }\n"
    "TL_DEV float tl_f8e5m2r(float x) { return tl_e5m2_2f(tl_f2e5m2(x)); }\n"
    "TL_DEV float tl_f8e4m3r_d(double x) { return tl_e4m3_2f(tl_d2e4m3(x)); }\n"
    "TL_DEV float tl_f8e5m2r_d(double x) { return tl_e5m2_2f(tl_d2e5m2(x)); }\n"
    "/* e8m0 (an MX scale, 2^(b - 127), 0xff NaN): NaN and negatives give NaN,\n"
    " * below 2^-127 0x00, ties to the even byte, past 2^127 0xfe */\n"
    "TL_DEV uint8_t tl_d2e8m0(double x)\n"
    "{\n"
    "    uint64_t b = (uint64_t)__double_as_longlong(x);\n"
    "    int e = (int)((b >> 52) & 0x7ff);\n"
    "    uint64_t m = b & ((1ULL << 52) - 1);\n"
    "    if (e == 0x7ff)\n"
    "        return m || (b >> 63) ? 0xff : 0xfe;\n"
    "    if ((b >> 63) && (e || m))\n"
    "        return 0xff;\n"
    "    int ex = e - 1023;\n"
    "    if (e == 0 || ex < -127)\n"
    "        return 0x00;\n"
    "    ex += m > (1ULL << 51) || (m == (1ULL << 51) && ((ex + 127) & 1));\n"
    "    return ex > 127 ? 0xfe : (uint8_t)(ex + 127);\n"
    "}\n"
    "TL_DEV float tl_e8m0_2f(uint8_t h) { return __uint_as_float(h == 0xff ? 0x7fc00000u : h == 0 ? 0x00400000u : (uint32_t)h << 23); }\n"
    "TL_DEV uint8_t tl_f2e8m0(float f) { return tl_d2e8m0((double)f); }\n"
    "TL_DEV float tl_e8m0r(float x) { return tl_e8m0_2f(tl_f2e8m0(x)); }\n"
    "TL_DEV float tl_e8m0r_d(double x) { return tl_e8m0_2f(tl_d2e8m0(x)); }\n"
;

const char *tl_cemit_prelude_dec(tl_dtype t)
{
    return t == TL_DT_F4E2M1 ? "tl_e2m1_2f" : t == TL_DT_F16 ? "tl_h2f" : t == TL_DT_BF16 ? "tl_bf2f"
         : t == TL_DT_F8E4M3 ? "tl_e4m3_2f" : t == TL_DT_F8E5M2 ? "tl_e5m2_2f" : "tl_e8m0_2f";
}

const char *tl_cemit_prelude_enc(tl_dtype t)
{
    return t == TL_DT_F4E2M1 ? "tl_f2e2m1" : t == TL_DT_F16 ? "tl_f2h" : t == TL_DT_BF16 ? "tl_f2bf"
         : t == TL_DT_F8E4M3 ? "tl_f2e4m3" : t == TL_DT_F8E5M2 ? "tl_f2e5m2" : "tl_f2e8m0";
}

const char *tl_cemit_prelude_round(tl_dtype t)
{
    return t == TL_DT_F16 ? "tl_f16r(" : t == TL_DT_BF16 ? "tl_bf16r(" : t == TL_DT_F8E4M3 ? "tl_f8e4m3r("
         : t == TL_DT_F8E5M2 ? "tl_f8e5m2r(" : t == TL_DT_F4E2M1 ? "tl_f4e2m1r(" : "tl_e8m0r(";
}
