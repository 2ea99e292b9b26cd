/*
 * spirv.h: a small SPIR-V module builder for the vulkan codegen (codegen.c).
 *
 * It hands out result ids, keeps the module's sections apart and writes
 * them in the order the SPIR-V specification requires (capabilities,
 * extensions, extended instruction imports, the memory model, entry points,
 * execution modes, debug names, annotations, types, constants and global
 * variables, then functions), deduplicates types and constants (asking for
 * `i32` twice gives one id), and emits words. Function bodies go into the
 * function being built; its Function-storage variables are collected apart
 * and placed at the top of its first block, as SPIR-V requires. Each
 * instruction of a function body records the kernel source line it was
 * written for (tl_spv.line), for messages about it.
 *
 * The opcodes and enumerants are those of the SPIR-V 1.3 specification and
 * GLSL.std.450 (only what the codegen uses: there is no dependency on
 * SPIRV-Headers).
 */
#ifndef TL_VULKAN_SPIRV_H
#define TL_VULKAN_SPIRV_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum {
    SpvOpName = 5, SpvOpMemberName = 6, SpvOpExtension = 10, SpvOpExtInstImport = 11, SpvOpExtInst = 12,
    SpvOpMemoryModel = 14, SpvOpEntryPoint = 15, SpvOpExecutionMode = 16, SpvOpCapability = 17, SpvOpTypeVoid = 19,
    SpvOpTypeBool = 20, SpvOpTypeInt = 21, SpvOpTypeFloat = 22, SpvOpTypeVector = 23, SpvOpTypeArray = 28,
    SpvOpTypeRuntimeArray = 29, SpvOpTypeStruct = 30, SpvOpTypePointer = 32, SpvOpTypeFunction = 33,
    SpvOpConstantTrue = 41, SpvOpConstantFalse = 42, SpvOpConstant = 43, SpvOpConstantComposite = 44,
    SpvOpConstantNull = 46,
    SpvOpFunction = 54, SpvOpFunctionParameter = 55, SpvOpFunctionEnd = 56, SpvOpFunctionCall = 57,
    SpvOpVariable = 59, SpvOpLoad = 61, SpvOpStore = 62, SpvOpAccessChain = 65, SpvOpDecorate = 71,
    SpvOpMemberDecorate = 72, SpvOpCompositeExtract = 81, SpvOpConvertFToU = 109, SpvOpConvertFToS = 110,
    SpvOpConvertSToF = 111, SpvOpConvertUToF = 112, SpvOpUConvert = 113, SpvOpFConvert = 115, SpvOpBitcast = 124,
    SpvOpSNegate = 126, SpvOpFNegate = 127, SpvOpIAdd = 128, SpvOpFAdd = 129, SpvOpISub = 130, SpvOpFSub = 131,
    SpvOpIMul = 132, SpvOpFMul = 133, SpvOpUDiv = 134, SpvOpSDiv = 135, SpvOpFDiv = 136, SpvOpUMod = 137,
    SpvOpSRem = 138, SpvOpFRem = 140, SpvOpUMulExtended = 151, SpvOpIsNan = 156, SpvOpLogicalEqual = 164, SpvOpLogicalNotEqual = 165,
    SpvOpLogicalOr = 166, SpvOpLogicalAnd = 167, SpvOpLogicalNot = 168, SpvOpSelect = 169, SpvOpIEqual = 170,
    SpvOpINotEqual = 171, SpvOpUGreaterThan = 172, SpvOpSGreaterThan = 173, SpvOpUGreaterThanEqual = 174,
    SpvOpSGreaterThanEqual = 175, SpvOpULessThan = 176, SpvOpSLessThan = 177, SpvOpULessThanEqual = 178,
    SpvOpSLessThanEqual = 179, SpvOpFOrdEqual = 180, SpvOpFUnordNotEqual = 183, SpvOpFOrdLessThan = 184,
    SpvOpFOrdGreaterThan = 186, SpvOpFOrdLessThanEqual = 188, SpvOpFOrdGreaterThanEqual = 190,
    SpvOpShiftRightLogical = 194, SpvOpShiftRightArithmetic = 195, SpvOpShiftLeftLogical = 196,
    SpvOpBitwiseOr = 197, SpvOpBitwiseXor = 198, SpvOpBitwiseAnd = 199, SpvOpNot = 200, SpvOpControlBarrier = 224,
    SpvOpAtomicLoad = 227, SpvOpAtomicStore = 228, SpvOpAtomicCompareExchange = 230, SpvOpAtomicIAdd = 234,
    SpvOpAtomicSMin = 236, SpvOpAtomicUMin = 237, SpvOpAtomicSMax = 238, SpvOpAtomicUMax = 239,
    SpvOpAtomicAnd = 240, SpvOpAtomicOr = 241, SpvOpLoopMerge = 246, SpvOpSelectionMerge = 247, SpvOpLabel = 248,
    SpvOpBranch = 249, SpvOpBranchConditional = 250, SpvOpReturn = 253, SpvOpReturnValue = 254,
    SpvOpGroupNonUniformShuffle = 345, SpvOpGroupNonUniformShuffleXor = 346, SpvOpGroupNonUniformIAdd = 349,
};

/* GLSL.std.450 */
enum {
    GLSLRoundEven = 2, GLSLTrunc = 3, GLSLFAbs = 4, GLSLSAbs = 5, GLSLFloor = 8, GLSLCeil = 9, GLSLSin = 13,
    GLSLCos = 14, GLSLTanh = 21, GLSLPow = 26, GLSLFma = 50, GLSLExp = 27, GLSLLog = 28, GLSLExp2 = 29, GLSLLog2 = 30,
    GLSLSqrt = 31, GLSLInverseSqrt = 32, GLSLFMin = 37, GLSLUMin = 38, GLSLSMin = 39, GLSLFMax = 40, GLSLUMax = 41,
    GLSLSMax = 42, GLSLFClamp = 43, GLSLSClamp = 45, GLSLFindUMsb = 75,
};

enum {
    SpvCapShader = 1, SpvCapFloat16 = 9, SpvCapGroupNonUniform = 61, SpvCapGroupNonUniformArithmetic = 63,
    SpvCapGroupNonUniformShuffle = 65, SpvCapStorageBuffer16BitAccess = 4433, SpvCapStorageBuffer8BitAccess = 4448,
    SpvCapDenormPreserve = 4464, SpvCapSignedZeroInfNanPreserve = 4466,
};

/* execution modes (OpExecutionMode) */
enum { SpvModeLocalSize = 17, SpvModeDenormPreserve = 4459, SpvModeSignedZeroInfNanPreserve = 4461 };

enum { SpvDecBlock = 2, SpvDecArrayStride = 6, SpvDecBuiltIn = 11, SpvDecNonWritable = 24, SpvDecBinding = 33,
       SpvDecDescriptorSet = 34, SpvDecOffset = 35, SpvDecNoContraction = 42 };
enum {
    SpvBuiltInNumWorkgroups = 24, SpvBuiltInWorkgroupId = 26, SpvBuiltInLocalInvocationIndex = 29,
    SpvBuiltInSubgroupLocalInvocationId = 41,
};
enum { SpvSCInput = 1, SpvSCWorkgroup = 4, SpvSCFunction = 7, SpvSCPushConstant = 9, SpvSCStorageBuffer = 12 };
enum { SpvScopeDevice = 1, SpvScopeWorkgroup = 2, SpvScopeSubgroup = 3 };
enum { SpvSemAcquireRelease = 0x8, SpvSemUniformMemory = 0x40, SpvSemWorkgroupMemory = 0x100 };

typedef struct tl_spv_words {
    uint32_t *w;
    size_t n, cap;
    int *line; /* by instruction (function sections only) */
    size_t ninst, cap_line;
} tl_spv_words;

/* the module's sections, in the order they are written */
enum { SPV_CAPS, SPV_EXTS, SPV_IMPORTS, SPV_MODEL, SPV_ENTRY, SPV_MODES, SPV_DEBUG, SPV_ANNOT, SPV_TYPES,
       SPV_FUNCS, SPV_NSECTIONS };

typedef struct tl_spv {
    uint32_t bound; /* the next id */
    tl_spv_words sec[SPV_NSECTIONS];
    tl_spv_words fvars, body; /* the function being built: its variables, the rest */
    bool in_func, open;       /* building a function; its current block is open */
    int line;                 /* the source line of what is emitted now (0: none) */
    bool oom;
    uint32_t glsl;            /* the GLSL.std.450 import, 0 until asked for */
    bool no_contraction;      /* every FAdd, FSub, FMul, FDiv, FRem decorated NoContraction */
} tl_spv;

void tl_spv_free(tl_spv *b);
uint32_t tl_spv_id(tl_spv *b);

/* An instruction into a section: opcode, then n operand words. */
void tl_spv_emit(tl_spv *b, int sec, uint32_t op, const uint32_t *ops, size_t n);
/* The same, with a literal string operand after the words (nul-padded). */
void tl_spv_emit_str(tl_spv *b, int sec, uint32_t op, const uint32_t *pre, size_t npre, const char *s,
                     const uint32_t *post, size_t npost);

/* A type or constant: opcode and operands without the result id; the same
 * instruction asked for again gives the same id. */
uint32_t tl_spv_type(tl_spv *b, uint32_t op, const uint32_t *ops, size_t n);
uint32_t tl_spv_t_void(tl_spv *b);
uint32_t tl_spv_t_bool(tl_spv *b);
uint32_t tl_spv_t_int(tl_spv *b, int width, bool is_signed);
uint32_t tl_spv_t_float(tl_spv *b, int width);
uint32_t tl_spv_t_ptr(tl_spv *b, uint32_t storage, uint32_t type);
uint32_t tl_spv_t_array(tl_spv *b, uint32_t elem, uint32_t len);
/* A constant of scalar type t: its bits (the low width bits; 64-bit types
 * take both words). */
uint32_t tl_spv_const(tl_spv *b, uint32_t t, uint64_t bits);
uint32_t tl_spv_const_bool(tl_spv *b, bool v);
/* OpConstantNull of type t: zero of any scalar, array or struct type */
uint32_t tl_spv_const_null(tl_spv *b, uint32_t t);

void tl_spv_capability(tl_spv *b, uint32_t cap);
void tl_spv_extension(tl_spv *b, const char *name);
uint32_t tl_spv_glsl(tl_spv *b);
void tl_spv_name(tl_spv *b, uint32_t id, const char *name);
void tl_spv_decorate(tl_spv *b, uint32_t id, uint32_t dec, const uint32_t *ops, size_t n);
void tl_spv_member_decorate(tl_spv *b, uint32_t id, uint32_t member, uint32_t dec, uint32_t value);
/* A global variable (Input, Workgroup, StorageBuffer, PushConstant) of
 * pointer type ptr. */
uint32_t tl_spv_global(tl_spv *b, uint32_t ptr, uint32_t storage);

/* Functions: begin (its type and control none), parameters, its first
 * label; end closes it. Variables go to the top of the first block. */
uint32_t tl_spv_func_begin(tl_spv *b, uint32_t id, uint32_t ret, uint32_t ftype);
uint32_t tl_spv_param(tl_spv *b, uint32_t type);
uint32_t tl_spv_var(tl_spv *b, uint32_t ptr);
void tl_spv_func_end(tl_spv *b);

/* An instruction in the current block (one is opened when the last was a
 * terminator: code after a break is unreachable but well formed). op,
 * result type (0: none, and no result id) and operands. Returns the result
 * id (0 without). */
uint32_t tl_spv_op(tl_spv *b, uint32_t op, uint32_t type, const uint32_t *ops, size_t n);
#define TL_SPV_OP(b, op, type, ...)                                                                   \
    tl_spv_op((b), (op), (type), (const uint32_t[]){__VA_ARGS__},                                     \
              sizeof((const uint32_t[]){__VA_ARGS__}) / sizeof(uint32_t))
/* A GLSL.std.450 instruction. */
uint32_t tl_spv_ext(tl_spv *b, uint32_t type, uint32_t inst, const uint32_t *args, size_t n);
/* Control flow: a label starts a block; a terminator (branch, return)
 * closes it. */
void tl_spv_label(tl_spv *b, uint32_t id);
void tl_spv_branch(tl_spv *b, uint32_t target);
void tl_spv_branch_cond(tl_spv *b, uint32_t cond, uint32_t t, uint32_t f);
void tl_spv_return(tl_spv *b);
void tl_spv_return_value(tl_spv *b, uint32_t v);

/* The module: the header (version 1.3, generator 0, bound) and the sections
 * in order, malloc'd into *words. line_src (malloc'd, by instruction, from
 * the first after the header): the source line of each. False when out of
 * memory. */
bool tl_spv_finish(tl_spv *b, uint32_t **words, size_t *nwords, int **line_src, size_t *ninst);

#endif
