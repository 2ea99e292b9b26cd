/*
 * run.c: `tilec run`, and loading a compiled module through its execution
 * backend (shared with `tilec build --emit obj`).
 */
#include "cli/build.h"

int cli_load(cli_options *o, bool print)
{
    tl_error err = { 0 };
    o->handle = tl_context_execution_backend(o->ctx)->load(&o->comp, &err);
    if (!o->handle)
        return fail(&err);
    return 0;
}

int cmd_run(int argc, char **argv)
{
    cli_options o;
    int rc = cli_parse(argc, argv, "run", &o);
    if (!rc)
        rc = cli_front_end(&o);
    if (!rc)
        rc = cli_compile(&o, NULL);
    if (!rc)
        rc = cli_load(&o, false);
    cli_options_free(&o);
    return rc;
}
