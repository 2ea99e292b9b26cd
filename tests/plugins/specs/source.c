/* source.c: the C functions the plugin fixture specs name, for tilec-gen's
 * check that each is defined (never compiled). */
bool fx_load(struct tl_compilation *c, tl_error *err)
{
    return false;
}
