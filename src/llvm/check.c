/*
 * check.c: the llvm target kind's own check (tl_llvm_check_target, the
 * kind's `check` in specs/cpu.lua), run when a target is resolved: its
 * mtriple, mcpu and mattr as LLVM knows them, so that nothing later hands
 * LLVM a name it would warn about and ignore, or abort on.
 *
 *   mtriple  LLVM has a target for it (any of LLVM's targets, not only the
 *            host's: `tilec build --emit asm` may cross-compile) that can
 *            make a target machine and object files;
 *   mcpu     native, or one of the CPUs that target names;
 *   mattr    each +name or -name one of that target's features.
 * Whether code for the triple and CPU can run here is the JIT's question
 * (jit.c), asked when a module is loaded, not here.
 *
 * LLVM-C has no query for a target's CPUs and features; LLVM prints both
 * lists (what `llc -mcpu=help` shows) when a target machine is made for the
 * CPU "help". So they are read once per LLVM target, in a child process
 * (fork) whose stderr is a pipe: the process itself never makes a target
 * machine with an unchecked name, and a child that hangs (10 s) or dies is
 * reported as such. The lists are kept for the life of the process.
 *
 * Without LLVM (`make LLVM=0`) the check accepts what the attribute types
 * allowed: nothing can use the target, and the llvm codegen says why.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "llvm/llvm.h"
#include "registry.h"

#ifndef TL_HAVE_LLVM

bool tl_llvm_check_target(const tl_target *t, char *reason, size_t cap) { return true; }

#else

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <llvm-c/Core.h>
#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>

#define HELP_TIMEOUT_MS 10000
#define HELP_MAX ((size_t)4 << 20)

/* What LLVM names for one of its targets. */
typedef struct names {
    LLVMTargetRef target;
    bool ok;
    char why[160];        /* when not ok */
    char *text;           /* the help output; the names point into it */
    const char **cpus, **features;
    size_t ncpus, nfeatures;
} names;

static pthread_mutex_t names_lock = PTHREAD_MUTEX_INITIALIZER;
static names known[64];
static size_t nknown;

static pthread_once_t targets_once = PTHREAD_ONCE_INIT;
static void init_targets(void)
{
    LLVMInitializeAllTargetInfos();
    LLVMInitializeAllTargets();
    LLVMInitializeAllTargetMCs();
    LLVMInitializeAllAsmPrinters();
}

/* LLVM's help text for target (as made for triple), from a child process;
 * malloc'd, or NULL with why. */
static char *help_text(LLVMTargetRef target, const char *triple, char *why, size_t cap)
{
    int fd[2];
    if (pipe2(fd, O_CLOEXEC) != 0) {
        snprintf(why, cap, "pipe: %s", strerror(errno));
        return NULL;
    }
    pid_t pid = fork();
    if (pid < 0) {
        snprintf(why, cap, "fork: %s", strerror(errno));
        close(fd[0]);
        close(fd[1]);
        return NULL;
    }
    if (pid == 0) {
        /* the child: LLVM prints both lists to stderr, then exits */
        if (dup2(fd[1], 2) < 0)
            _exit(2);
        LLVMTargetMachineRef tm = LLVMCreateTargetMachine(target, triple, "help", "", LLVMCodeGenLevelNone,
                                                          LLVMRelocDefault, LLVMCodeModelDefault);
        _exit(tm ? 0 : 3);
    }
    close(fd[1]);
    size_t len = 0, bufcap = 1 << 16;
    char *buf = malloc(bufcap);
    bool timed_out = false, too_big = false;
    struct timespec t0;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    while (buf) {
        struct timespec now;
        clock_gettime(CLOCK_MONOTONIC, &now);
        long left = HELP_TIMEOUT_MS - (long)((now.tv_sec - t0.tv_sec) * 1000 + (now.tv_nsec - t0.tv_nsec) / 1000000);
        struct pollfd p = { fd[0], POLLIN, 0 };
        int r = left > 0 ? poll(&p, 1, (int)left) : 0;
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0) {
            timed_out = true;
            break;
        }
        if (len + 4096 + 1 > bufcap) {
            if (bufcap >= HELP_MAX) {
                too_big = true;
                break;
            }
            char *bigger = realloc(buf, bufcap * 2);
            if (!bigger) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = bigger;
            bufcap *= 2;
        }
        ssize_t got = read(fd[0], buf + len, bufcap - len - 1);
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0)
            break;
        len += (size_t)got;
    }
    close(fd[0]);
    if (timed_out || too_big || !buf)
        kill(pid, SIGKILL);
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
        ;
    if (!buf) {
        snprintf(why, cap, "out of memory");
        return NULL;
    }
    buf[len] = 0;
    if (timed_out || too_big || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        if (timed_out)
            snprintf(why, cap, "LLVM did not list them within %d s", HELP_TIMEOUT_MS / 1000);
        else if (too_big)
            snprintf(why, cap, "LLVM's list is larger than %zu bytes", HELP_MAX);
        else if (WIFSIGNALED(status))
            snprintf(why, cap, "LLVM died with signal %d while listing them", WTERMSIG(status));
        else
            snprintf(why, cap, "LLVM exited with status %d while listing them", WEXITSTATUS(status));
        free(buf);
        return NULL;
    }
    return buf;
}

static bool push_name(const char ***list, size_t *n, const char *name)
{
    const char **bigger = realloc(*list, (*n + 1) * sizeof *bigger);
    if (!bigger)
        return false;
    bigger[(*n)++] = name;
    *list = bigger;
    return true;
}

/* Splits the help text into its lists, in place:
 *   Available CPUs for this target:
 *     name  - Select the name processor.
 *   Available features for this target:
 *     name  - what it is. */
static bool parse_help(names *n)
{
    const char ***list = NULL;
    size_t *count = NULL;
    for (char *line = n->text; line && *line;) {
        char *eol = strchr(line, '\n');
        if (eol)
            *eol = 0;
        if (strncmp(line, "Available CPUs for this target:", 31) == 0) {
            list = &n->cpus, count = &n->ncpus;
        } else if (strncmp(line, "Available features for this target:", 35) == 0) {
            list = &n->features, count = &n->nfeatures;
        } else if (line[0] == ' ' && line[1] == ' ' && list) {
            char *name = line + 2;
            char *end = strchr(name, ' ');
            if (end)
                *end = 0;
            if (*name && !push_name(list, count, name))
                return false;
        } else if (line[0]) {
            list = NULL;
        }
        line = eol ? eol + 1 : NULL;
    }
    return true;
}

/* The lists of target (made for triple); the caller holds names_lock. */
static const names *names_of(LLVMTargetRef target, const char *triple)
{
    for (size_t i = 0; i < nknown; i++)
        if (known[i].target == target)
            return &known[i];
    static names spare; /* when the table is full: not kept */
    names *n = nknown < sizeof known / sizeof *known ? &known[nknown++] : &spare;
    free(n->text);
    free(n->cpus);
    free(n->features);
    memset(n, 0, sizeof *n);
    n->target = target;
    n->text = help_text(target, triple, n->why, sizeof n->why);
    if (n->text && !parse_help(n))
        snprintf(n->why, sizeof n->why, "out of memory");
    else
        n->ok = n->text != NULL;
    return n;
}

static bool listed(const char *const *list, size_t n, const char *name, size_t len)
{
    for (size_t i = 0; i < n; i++)
        if (strlen(list[i]) == len && strncmp(list[i], name, len) == 0)
            return true;
    return false;
}

/* "a, b, c" of up to 6 names of list, those starting like name first. */
static void some_names(const char *const *list, size_t n, const char *name, char *buf, size_t cap)
{
    size_t shown = 0, len = 0;
    buf[0] = 0;
    for (int pass = 0; pass < 2 && shown < 6; pass++)
        for (size_t i = 0; i < n && shown < 6; i++) {
            bool alike = list[i][0] == name[0];
            if ((pass == 0) != alike)
                continue;
            int w = snprintf(buf + len, cap - len, "%s%s", shown ? ", " : "", list[i]);
            if (w < 0 || (size_t)w >= cap - len)
                return;
            len += (size_t)w;
            shown++;
        }
}

bool tl_llvm_check_target(const tl_target *t, char *reason, size_t cap)
{
    const char *mtriple = tl_target_attr(t, "mtriple"), *mcpu = tl_target_attr(t, "mcpu");
    const char *mattr = tl_target_attr(t, "mattr");
    bool cpu = mcpu && strcmp(mcpu, "native") != 0;
    if (!mtriple && !cpu && !mattr)
        return true;
    pthread_once(&targets_once, init_targets);
    char *triple = mtriple ? LLVMNormalizeTargetTriple(mtriple) : LLVMGetDefaultTargetTriple();
    LLVMTargetRef target = NULL;
    char *msg = NULL;
    bool ok = true;
    if (LLVMGetTargetFromTriple(triple, &target, &msg)) {
        snprintf(reason, cap, "mtriple '%s': LLVM has no target for it (%s)", mtriple ? mtriple : triple,
                 msg ? msg : "?");
        ok = false;
    } else if (!LLVMTargetHasTargetMachine(target) || !LLVMTargetHasAsmBackend(target)) {
        snprintf(reason, cap, "mtriple '%s': LLVM's %s target cannot make object files", mtriple ? mtriple : triple,
                 LLVMGetTargetName(target));
        ok = false;
    }
    LLVMDisposeMessage(msg);
    if (ok && (cpu || mattr)) {
        pthread_mutex_lock(&names_lock);
        const names *n = names_of(target, triple);
        const char *tname = LLVMGetTargetName(target);
        char some[200];
        if (!n->ok) {
            snprintf(reason, cap, "%s: cannot list the CPUs and features of LLVM's %s target: %s",
                     cpu ? "mcpu" : "mattr", tname, n->why);
            ok = false;
        } else if (cpu && !listed(n->cpus, n->ncpus, mcpu, strlen(mcpu))) {
            some_names(n->cpus, n->ncpus, mcpu, some, sizeof some);
            snprintf(reason, cap, "mcpu '%s' is not a CPU of LLVM's %s target (%s; e.g. %s; `llc -mtriple=%s -mcpu=help` "
                     "lists all %zu)", mcpu, tname, triple, n->ncpus ? some : "it names none", triple, n->ncpus);
            ok = false;
        }
        for (const char *f = mattr; ok && f && *f;) {
            const char *end = strchr(f, ',');
            size_t len = end ? (size_t)(end - f) : strlen(f);
            /* the attribute's type made each item +name or -name */
            if (!listed(n->features, n->nfeatures, f + 1, len - 1)) {
                char feature[100];
                snprintf(feature, sizeof feature, "%.*s", (int)(len - 1), f + 1);
                some_names(n->features, n->nfeatures, feature, some, sizeof some);
                snprintf(reason, cap, "mattr '%s': '%s' is not a feature of LLVM's %s target (%s; e.g. %s; "
                         "`llc -mtriple=%s -mattr=help` lists all %zu)", mattr, feature, tname, triple,
                         n->nfeatures ? some : "it names none", triple, n->nfeatures);
                ok = false;
            }
            f = end ? end + 1 : NULL;
        }
        pthread_mutex_unlock(&names_lock);
    }
    LLVMDisposeMessage(triple);
    return ok;
}

#endif
