/*
 * probe.c: availability probes of the execution backends (specs/execution.lua).
 * A probe answers whether an execution backend can run now and, when not, why:
 * that reason reaches the user through resolution errors and `tilec resolve`.
 * Probes that look outside the process (dlopen, a Python import) run once per
 * process and keep their answer.
 */
#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <spawn.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "registry.h"

extern char **environ;

typedef struct cached {
    pthread_once_t once;
    bool ok;
    char reason[256];
} cached;

static bool answer(const cached *c, char *reason, size_t cap)
{
    if (!c->ok)
        snprintf(reason, cap, "%s", c->reason);
    return c->ok;
}

bool tl_probe_always(char *reason, size_t cap)
{
    (void)reason, (void)cap;
    return true;
}

/* ---- nvrtc: libnvrtc can be loaded ------------------------------------ */

static cached nvrtc = { PTHREAD_ONCE_INIT, false, "" };

static void probe_nvrtc(void)
{
    static const char *const names[] = { "libnvrtc.so.13", "libnvrtc.so.12", "libnvrtc.so.11.2", "libnvrtc.so" };
    for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
        void *h = dlopen(names[i], RTLD_LAZY | RTLD_LOCAL);
        if (h && dlsym(h, "nvrtcCreateProgram")) {
            nvrtc.ok = true;
            return; /* kept open: the runtime uses it */
        }
        if (h)
            dlclose(h);
    }
    snprintf(nvrtc.reason, sizeof nvrtc.reason, "libnvrtc not found (tried libnvrtc.so.13, .12, .11.2): no CUDA toolkit");
}

bool tl_probe_nvrtc(char *reason, size_t cap)
{
    pthread_once(&nvrtc.once, probe_nvrtc);
    return answer(&nvrtc, reason, cap);
}

/* ---- Python modules --------------------------------------------------- */

/* Runs python3 -c CODE quietly; 0 when it exits 0, else why not in reason:
 * python3 missing, or the last line python3 wrote to stderr (the
 * exception, as "ModuleNotFoundError: No module named 'cutlass'"). */
static bool python_ok(const char *code, const char *what, char *reason, size_t cap)
{
    int fd[2];
    if (pipe(fd) != 0) {
        snprintf(reason, cap, "cannot run python3 to import %s (no pipe)", what);
        return false;
    }
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", 0, 0);
    posix_spawn_file_actions_addopen(&fa, 1, "/dev/null", 1, 0);
    posix_spawn_file_actions_adddup2(&fa, fd[1], 2);
    posix_spawn_file_actions_addclose(&fa, fd[0]);
    posix_spawn_file_actions_addclose(&fa, fd[1]);
    char *argv[] = { "python3", "-c", (char *)code, NULL };
    pid_t pid;
    int rc = posix_spawnp(&pid, "python3", &fa, NULL, argv, environ);
    posix_spawn_file_actions_destroy(&fa);
    close(fd[1]);
    if (rc != 0) {
        close(fd[0]);
        snprintf(reason, cap, "python3 not found on PATH, so %s cannot be imported", what);
        return false;
    }
    /* the last line of stderr, however long stderr is */
    char last[160] = "", cur[160];
    size_t n = 0;
    char buf[512];
    ssize_t got;
    while ((got = read(fd[0], buf, sizeof buf)) > 0 || (got < 0 && errno == EINTR)) {
        for (ssize_t i = 0; i < got; i++) {
            if (buf[i] == '\n') {
                cur[n] = 0;
                if (n)
                    memcpy(last, cur, n + 1);
                n = 0;
            } else if (n + 1 < sizeof cur && (unsigned char)buf[i] >= 0x20) {
                cur[n++] = buf[i];
            }
        }
    }
    if (n) {
        cur[n] = 0;
        memcpy(last, cur, n + 1);
    }
    close(fd[0]);
    int status;
    while (waitpid(pid, &status, 0) < 0)
        ;
    if (WIFEXITED(status) && WEXITSTATUS(status) == 0)
        return true;
    if (last[0])
        snprintf(reason, cap, "%s is not installed for python3 (python3 -c '%s': %s)", what, code, last);
    else
        snprintf(reason, cap, "%s is not installed for python3 (python3 -c '%s' failed)", what, code);
    return false;
}

static cached cutedsl = { PTHREAD_ONCE_INIT, false, "" };

static void probe_cutedsl(void)
{
    cutedsl.ok = python_ok("import cutlass.cute", "the CUTLASS Python DSL (cutlass.cute)", cutedsl.reason,
                           sizeof cutedsl.reason);
}

bool tl_probe_cutedsl(char *reason, size_t cap)
{
    pthread_once(&cutedsl.once, probe_cutedsl);
    return answer(&cutedsl, reason, cap);
}

static cached torch_mps = { PTHREAD_ONCE_INIT, false, "" };

static void probe_torch_mps(void)
{
#ifdef __APPLE__
    torch_mps.ok = python_ok("import torch,sys; sys.exit(0 if torch.backends.mps.is_available() else 1)",
                             "PyTorch with MPS", torch_mps.reason, sizeof torch_mps.reason);
#else
    snprintf(torch_mps.reason, sizeof torch_mps.reason, "PyTorch MPS needs macOS with an Apple GPU");
#endif
}

bool tl_probe_torch_mps(char *reason, size_t cap)
{
    pthread_once(&torch_mps.once, probe_torch_mps);
    return answer(&torch_mps, reason, cap);
}
