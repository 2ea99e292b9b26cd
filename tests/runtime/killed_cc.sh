#!/bin/sh
# A C compiler that dies in the middle of a build (tests/check_runtime.c):
# it answers --version like cc, else writes a partial library to its -o path
# and kills itself.
case "$1" in --version) exec cc --version ;; esac
out=
while [ $# -gt 0 ]; do
    [ "$1" = -o ] && out=$2
    shift
done
printf '\177ELF partial' >"$out"
kill -9 $$
