/*
 * tilec.h: the public C API of libtilec.
 *
 * The backend registry (backends declared in specs/, emitted as C tables
 * into generated/registry.c), targets, the immutable backend context that one
 * compilation is bound to, and global functions (callbacks). Errors are values:
 * every call that can fail takes a tl_error * and returns NULL or false.
 *
 * Declarations (tl_backend and everything it points to) are plain data. The
 * built-in ones are generated; a C program may declare and register its own with
 * tl_register_backend, which copies the top-level declaration and its arrays but
 * keeps pointers to the leaf objects (pipelines, codegens, execution backends,
 * predicates, functions), which must therefore outlive the process's use of the
 * registry (static storage in practice).
 *
 * tl_compile_file and tl_compile_string compile a tile-language source for a
 * target and load it (a tl_program); tl_program_launch runs its kernels on
 * DLPack tensors. The command (`tilec`) and the Python package (python/) use
 * these same calls.
 */
#ifndef TILEC_H
#define TILEC_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define TILEC_VERSION "0.1.0"

/* ---- errors ----------------------------------------------------------- */

typedef enum tl_status {
    TL_OK = 0,
    TL_ERR_INVALID,         /* bad input: a declaration, a target, an argument */
    TL_ERR_NOT_FOUND,       /* no such backend, kind, execution backend */
    TL_ERR_UNAVAILABLE,     /* a toolchain or device this needs is absent */
    TL_ERR_NOT_IMPLEMENTED, /* an entry point later work provides */
    TL_ERR_INTERNAL,
    TL_ERR_COMPILE,         /* the source has errors: diagnostics in the message */
} tl_status;

typedef struct tl_error {
    tl_status code;
    char msg[1024];
} tl_error;

/* Sets err (which may be NULL) and returns false. */
bool tl_error_set(tl_error *err, tl_status code, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* Where a declaration came from: a spec file and line, or {NULL, 0} for one
 * made in C. Validation errors are prefixed with "file:line: ". */
typedef struct tl_loc {
    const char *file;
    int line;
} tl_loc;

/* ---- targets ---------------------------------------------------------- */

#define TL_TARGET_MAX_KEYS 8
#define TL_TARGET_MAX_ATTRS 12
#define TL_TARGET_TEXT 320

typedef struct tl_target_kind tl_target_kind;

/* A target is a value: a kind, ordered keys and attributes, all strings kept
 * inside the struct, so copying it is a memcpy and no call allocates. */
typedef struct tl_target {
    const tl_target_kind *kind;
    uint8_t nkeys, nattrs;
    uint16_t used;
    uint16_t key[TL_TARGET_MAX_KEYS];
    uint16_t attr_name[TL_TARGET_MAX_ATTRS];
    uint16_t attr_value[TL_TARGET_MAX_ATTRS];
    char text[TL_TARGET_TEXT];
} tl_target;

/* Parses a kind name ("cuda", optionally followed by TVM-style options such as
 * "cuda -arch=sm_90a -keys=cuda,gpu"), a JSON object ({"kind":"cuda",
 * "arch":"sm_90a","keys":["cutedsl"]}), a tag ("nvidia/h200") or "auto" (a CUDA
 * device whose driver is present, then a HIP device, else the CPU), then
 * normalizes it with its kind's rules (default keys, attribute checks). */
bool tl_target_parse(const char *text, tl_target *out, tl_error *err);
/* The host target: text NULL or "" gives the default host of target's kind
 * (its spec's default_host: the first host codegen whose probe says yes;
 * target NULL: of the first kind with LLVM-free hosts, i.e. the list of
 * kind c). A host must be a kind some host codegen serves. */
bool tl_target_parse_host(const char *text, tl_target *out, tl_error *err);
bool tl_target_default_host(const tl_target *target, tl_target *out, tl_error *err);

const char *tl_target_kind_name(const tl_target *t);
bool tl_target_has_key(const tl_target *t, const char *key);
const char *tl_target_key(const tl_target *t, int i);
const char *tl_target_attr(const tl_target *t, const char *name); /* or NULL */
const char *tl_target_attr_name(const tl_target *t, int i);
const char *tl_target_attr_value(const tl_target *t, int i);
/* Canonical JSON: {"kind":..,"keys":[..],attributes in order}. Returns the
 * length it needs, like snprintf. */
size_t tl_target_to_json(const tl_target *t, char *buf, size_t cap);
/* "cuda -keys=cuda,gpu -arch=sm_90a": the short form used in messages. */
size_t tl_target_to_string(const tl_target *t, char *buf, size_t cap);

/* A target kind's detector for "auto": fills in out's attributes (its kind is
 * set) and returns true, or writes why not and returns false. */
typedef bool tl_detect_fn(tl_target *out, char *reason, size_t cap);
/* A target kind's own check of a normalized target (values only the kind's
 * toolchain can judge, such as LLVM's CPU names): true, or false with why
 * (starting with the attribute's name) written into reason. */
typedef bool tl_target_check_fn(const tl_target *t, char *reason, size_t cap);

/* What "auto" resolves to: the declared auto kinds are tried in order (a CUDA
 * device whose driver is present, then a HIP device, else the CPU). report, if
 * not NULL, is told each kind's answer. */
typedef void tl_auto_report(void *ud, const tl_target_kind *kind, bool found, const char *reason);
bool tl_target_auto(tl_target *out, tl_auto_report *report, void *ud, tl_error *err);

/* ---- declarations ----------------------------------------------------- */

struct tl_compilation; /* one kernel being compiled: see the compiler headers */
struct tl_any;
struct tl_strbuf;      /* a growing byte string (src/util/arena.h) */

typedef bool tl_predicate_fn(const tl_target *t);
/* True when the execution backend can be used now; else writes why not. */
typedef bool tl_probe_fn(char *reason, size_t cap);
typedef bool tl_pass_fn(struct tl_compilation *c, tl_error *err);
typedef bool tl_codegen_fn(struct tl_compilation *c, tl_error *err);
/* What an execution backend builds and loads from a compilation, and runs
 * (src/runtime/runtime.h). */
typedef struct tl_kernel_handle tl_kernel_handle;
typedef tl_kernel_handle *tl_exec_load_fn(struct tl_compilation *c, tl_error *err);
/* A codegen's output in one of the forms it offers (`tilec build --emit
 * KIND`), appended to out. */
typedef bool tl_emit_fn(struct tl_compilation *c, const char *kind, struct tl_strbuf *out, tl_error *err);
/* Frees what a codegen left in c->device_artifact or c->host_artifact. */
typedef void tl_artifact_free_fn(void *artifact);
/* A target kind's device memory and timing (struct in src/runtime/runtime.h). */
struct tl_device_api;
typedef const struct tl_device_api *tl_device_api_fn(void);
/* A global function: packed arguments, like TVM's PackedFunc. Returns 0 on
 * success; on failure returns non-zero with an error message in *ret. */
typedef int tl_packed_fn(void *self, const struct tl_any *args, int nargs, struct tl_any *ret);

/* What an attribute's value may be (checked where it is read, with the
 * column, and again by normalization). */
typedef enum tl_attr_type {
    TL_ATTR_NAME,     /* lower-case letters, digits, '_', '.', '-'; starts with a letter or digit */
    TL_ATTR_INT,      /* a decimal integer in [min, max], no sign or leading zero */
    TL_ATTR_FEATURES, /* comma-separated +name or -name (LLVM's -mattr) */
} tl_attr_type;

typedef struct tl_attr_rule {
    const char *name;
    const char *prefix;        /* the value must start with this, or NULL */
    const char *default_value; /* or NULL */
    const char *doc;
    tl_attr_type type;
    int64_t min, max;          /* TL_ATTR_INT's bounds */
    const char *const *values; /* TL_ATTR_NAME: the only values allowed (nvalues of them), or NULL */
    size_t nvalues;
} tl_attr_rule;

/* Whether value suits rule; else false with why (naming the attribute) and,
 * in *at when not NULL, the offset in value of the first byte at fault. */
bool tl_attr_value_ok(const tl_attr_rule *rule, const char *value, char *why, size_t cap, size_t *at);

struct tl_target_kind {
    const char *name;
    const char *const *default_keys;
    size_t ndefault_keys;
    const tl_attr_rule *attrs;
    size_t nattrs;
    tl_detect_fn *detect; /* for "auto", or NULL */
    tl_target_check_fn *check; /* the kind's own check of every target, or NULL */
    /* Where a kind's tensors live: the DLPack device type (kDLCPU is 1,
     * kDLCUDA 2, ...), its name and what messages call it ("CPU"). */
    int device_type;
    const char *device_type_name;
    const char *device_label;
    /* The device entry point the host code calls once it has checked the
     * arguments: PREFIX + kernel name, with the launch ABI of compile.h. */
    const char *launch_prefix;
    /* Host codegens for the default host target, in order: the first whose
     * probe says yes. */
    const char *const *default_hosts;
    size_t ndefault_hosts;
    /* Device memory and timing for tools that run kernels on tensors of
     * their own (`tilec run`), or NULL where tensors are host memory. */
    tl_device_api_fn *device_api;
    tl_loc loc;
};

typedef struct tl_predicate {
    const char *text;   /* as declared: lacks_key("cutedsl") */
    tl_predicate_fn *fn;
    bool proven;        /* data compiled by the generator, so overlap is proven */
    tl_loc loc;
} tl_predicate;

typedef struct tl_pass {
    const char *name;
    tl_pass_fn *run;
    const char *doc;
    tl_loc loc;
} tl_pass;

typedef struct tl_pipeline_step {
    const tl_pass *pass;
    const char *when; /* a pass option that must be on, or NULL */
} tl_pipeline_step;

typedef struct tl_pipeline {
    const char *name;
    const tl_pipeline_step *steps;
    size_t nsteps;
    tl_loc loc;
} tl_pipeline;

/* A form a codegen's output can be emitted in (`tilec build --emit NAME`). */
typedef struct tl_emit_kind {
    const char *name; /* "source", "llvm-ir", "asm", "obj", "ptx", ... */
    const char *ext;  /* of the file it is written to: ".c", ".o" */
    bool binary;      /* written to a file, never to the terminal */
    const char *doc;
} tl_emit_kind;

typedef struct tl_device_codegen {
    const char *name;
    tl_codegen_fn *build;                 /* source and binary, or NULL */
    tl_codegen_fn *build_without_compile; /* source only, or NULL */
    tl_emit_fn *emit;                     /* writes one of emits, or NULL */
    const tl_emit_kind *emits;
    size_t nemits;
    tl_artifact_free_fn *free_artifact;   /* of c->device_artifact, or NULL */
    /* The file extension (".cu") of the source kernels it takes (a kernel
     * declared with `source "k.cu"`, whose device code is that file), or
     * NULL: none. */
    const char *source_kernels;
    tl_loc loc;
} tl_device_codegen;

typedef struct tl_host_codegen {
    const char *name; /* also the host target kind it serves */
    tl_codegen_fn *build;
    tl_probe_fn *probe;                   /* usable in this build, or why not; NULL: always */
    tl_emit_fn *emit;                     /* `--emit host`, or NULL */
    tl_artifact_free_fn *free_artifact;   /* of c->host_artifact, or NULL */
    const char *doc;
    tl_loc loc;
} tl_host_codegen;

typedef struct tl_host_hook {
    const char *name;
    tl_codegen_fn *run;
    tl_loc loc;
} tl_host_hook;

typedef struct tl_exec_backend {
    const char *name;
    tl_probe_fn *probe;
    tl_exec_load_fn *load; /* build, load: a handle whose kernels can be launched */
    const tl_predicate *supports_target; /* NULL: every target of the backend */
    bool enable_host_codegen;
    bool enable_device_compile;
    const char *doc;
    tl_loc loc;
} tl_exec_backend;

typedef struct tl_kind_pipeline {
    const char *kind;
    const tl_pipeline *pipeline;
} tl_kind_pipeline;

typedef struct tl_kind_codegen {
    const char *kind;
    const tl_device_codegen *codegen;
} tl_kind_codegen;

typedef struct tl_kind_hooks {
    const char *kind;
    const tl_host_hook *const *hooks;
    size_t nhooks;
} tl_kind_hooks;

typedef struct tl_callback {
    const char *name; /* the global function name */
    tl_packed_fn *fn;
} tl_callback;

typedef struct tl_backend {
    const char *name;
    const char *const *target_kinds;
    size_t ntarget_kinds;
    const tl_predicate *supports_target; /* NULL: every target of its kinds */
    const tl_kind_pipeline *pipelines;
    size_t npipelines;
    const tl_kind_codegen *device_codegens;
    size_t ndevice_codegens;
    const tl_host_codegen *const *host_codegens;
    size_t nhost_codegens;
    const tl_kind_hooks *host_codegen_hooks;
    size_t nhost_codegen_hooks;
    const tl_exec_backend *const *execution_backends;
    size_t nexecution_backends;
    const tl_callback *callbacks;
    size_t ncallbacks;
    uint64_t spec_hash; /* hash of the spec that declared it (0 for C) */
    tl_loc loc;
} tl_backend;

/* ---- the registry ----------------------------------------------------- */

const tl_backend *tl_get_backend(const char *name, tl_error *err);

/* A snapshot the caller owns: clearing or freeing it leaves the registry as it
 * was. Backends are in registration order (built-ins first, in spec order). */
typedef struct tl_backend_list {
    const tl_backend **items;
    size_t count;
} tl_backend_list;
bool tl_list_backends(tl_backend_list *out, tl_error *err);
void tl_backend_list_free(tl_backend_list *list);

/* Checks a declaration on its own (TileLang's structural rules). */
bool tl_backend_validate(const tl_backend *decl, tl_error *err);
/* Validates, then registers a copy (see the top of this file). Returns the
 * registered backend: the existing one when a declaration equal in content is
 * registered again. All-or-nothing and thread-safe; callbacks become global
 * functions. */
const tl_backend *tl_register_backend(const tl_backend *decl, tl_error *err);

bool tl_backend_matches(const tl_backend *b, const tl_target *target);
const tl_pipeline *tl_backend_get_pipeline(const tl_backend *b, const tl_target *target, tl_error *err);
const tl_device_codegen *tl_backend_get_device_codegen(const tl_backend *b, const tl_target *target, tl_error *err);
const tl_host_codegen *tl_backend_get_host_codegen(const tl_backend *b, const tl_target *host, tl_error *err);
/* The hooks of host codegen for target's kind (count in *n; NULL, 0 if none). */
const tl_host_hook *const *tl_backend_get_host_hooks(const tl_backend *b, const tl_target *target, size_t *n);

/* Names of the execution backends allowed for target, in preference order,
 * their predicates applied. Returns how many (at most cap are written). */
size_t tl_backend_allowed_execution_backends(const tl_backend *b, const tl_target *target,
                                             const tl_exec_backend **out, size_t cap);
/* requested: a name, "auto" or NULL (= "auto"), or "none": compile only,
 * nothing loaded (tilec build --emit of a codegen's form where no execution
 * backend of the target can run here). */
const tl_exec_backend *tl_backend_resolve_execution_backend(const tl_backend *b, const char *requested,
                                                            const tl_target *target, tl_error *err);
/* Runs (and caches, per probe) the availability probe. */
bool tl_exec_backend_available(const tl_exec_backend *e, char *reason, size_t cap);

/* The registered backends whose kinds include target's and whose predicate
 * holds. Returns how many match (at most cap written). */
size_t tl_find_backends(const tl_target *target, const tl_backend **out, size_t cap);

/* Declared target kinds and tags (the generated tables). A tag is a name that
 * stands for a target written as JSON ("nvidia/h200"). */
typedef struct tl_target_tag {
    const char *name;
    const char *json;
    tl_loc loc;
} tl_target_tag;
const tl_target_kind *tl_find_target_kind(const char *name);
const tl_target_kind *const *tl_target_kinds(size_t *n);
const tl_target_tag *tl_target_tags(size_t *n);

/* ---- the backend context ---------------------------------------------- */

/* Everything one compilation is bound to: the backend module, the normalized
 * target and host target, the execution backend. Opaque and immutable: no
 * field can be assigned after creation. */
typedef struct tl_context tl_context;

const tl_context *tl_create_backend_context(const char *target, const char *target_host,
                                            const char *execution_backend, tl_error *err);
/* The same from parsed targets (host NULL: the default host). */
const tl_context *tl_create_backend_context_for(const tl_target *target, const tl_target *target_host,
                                                const char *execution_backend, tl_error *err);
void tl_context_free(const tl_context *ctx);

const tl_backend *tl_context_module(const tl_context *ctx);
const tl_target *tl_context_target(const tl_context *ctx);
const tl_target *tl_context_target_host(const tl_context *ctx);
const tl_exec_backend *tl_context_execution_backend(const tl_context *ctx);

/* ---- global functions ------------------------------------------------- */

typedef enum tl_any_type {
    TL_ANY_NONE,
    TL_ANY_INT,
    TL_ANY_FLOAT,
    TL_ANY_STR,
    TL_ANY_PTR,
    TL_ANY_TENSOR, /* a DLTensor * */
} tl_any_type;

typedef struct tl_any {
    tl_any_type type;
    union {
        int64_t i;
        double f;
        const char *s;
        void *p;
    } v;
} tl_any;

tl_packed_fn *tl_ffi_get_global_func(const char *name);
/* Fails when the name is taken (by a backend's callback or earlier call). */
bool tl_ffi_register_global_func(const char *name, tl_packed_fn *fn, tl_error *err);

/* ---- compiling and launching ------------------------------------------ */

/* A -D NAME=VALUE override: for a `const` NAME, VALUE replaces its value (an
 * integer for an integer const, a number for a float one); for a symbolic
 * shape dim NAME, VALUE (a positive integer) fixes it at compile time. */
typedef struct tl_define {
    const char *name;
    const char *value;
} tl_define;

/* How tl_compile_file and tl_compile_string compile and load. Zero is the
 * default for every field. */
typedef struct tl_compile_options {
    const char *target;            /* as tl_target_parse reads it; NULL: "auto" */
    const char *target_host;       /* NULL: the target kind's default host */
    const char *execution_backend; /* NULL: "auto" */
    const tl_define *defines;
    size_t ndefines;
    int nworkers;                  /* CPU threads per launch; 0: one per core */
    bool no_cache;                 /* build in a private folder, not the compile cache (the
                                    * process's cache switch is off while the call runs) */
} tl_compile_options;

/* A compiled and loaded tile-language module: its kernels, their
 * signatures, and entry points to launch them. */
typedef struct tl_program tl_program;

/* Reads, compiles (front end, the backend's pipeline, codegens) and loads
 * the file at path. A source with errors fails with TL_ERR_COMPILE and the
 * diagnostics in err->msg as the command prints them (`file:line:col: error:
 * message`, the source line and a caret; truncated to fit). */
tl_program *tl_compile_file(const char *path, const tl_compile_options *opts, tl_error *err);
/* The same for len bytes of source; name is the file name messages use. */
tl_program *tl_compile_string(const char *name, const char *src, size_t len, const tl_compile_options *opts,
                              tl_error *err);
void tl_program_free(tl_program *p); /* NULL is fine */

/* The normalized target, as JSON ({"kind":"c",...}), and the execution
 * backend that loaded p ("cython", ...). */
const char *tl_program_target(const tl_program *p);
const char *tl_program_execution_backend(const tl_program *p);
/* The file the kernels were loaded from, or NULL (a JIT). */
const char *tl_program_artifact(const tl_program *p);

int tl_program_nkernels(const tl_program *p);
const char *tl_program_kernel_name(const tl_program *p, int kernel);
/* The kernel's index, or -1. */
int tl_program_find_kernel(const tl_program *p, const char *name);
/* "matmul(A: f32[M, K], B: f32[K, N], C: f32[M, N])", the -D values applied. */
const char *tl_program_kernel_signature(const tl_program *p, int kernel);
int tl_program_kernel_nparams(const tl_program *p, int kernel);

/* One parameter of a kernel. Strings belong to the program. */
typedef struct tl_param_info {
    const char *name;
    bool is_tensor;
    const char *dtype;   /* "f32", "bf16", "i4", ... */
    uint8_t dlpack_code; /* its DLPack type code and bits */
    uint8_t dlpack_bits;
    int ndim;            /* 0 for a scalar */
    const char *shape;   /* "[M, K]"; "" for a scalar */
} tl_param_info;
bool tl_program_kernel_param(const tl_program *p, int kernel, int param, tl_param_info *out, tl_error *err);

/* Launches kernel (a name; NULL: the first) on args in parameter order:
 * tensors as TL_ANY_TENSOR (a DLTensor *, on the target's device), scalars
 * as TL_ANY_INT or TL_ANY_FLOAT. A bad argument fails with a message naming
 * it ("argument 2 (C): expected shape [64, 32], got [64, 33]"). */
bool tl_program_launch(tl_program *p, const char *kernel, const tl_any *args, int nargs, tl_error *err);

/* ---- build information ------------------------------------------------ */

bool tl_have_llvm(void);

#ifdef __cplusplus
}
#endif
#endif
