-- expect: tests/plugins/specs/host_codegen.lua:3: a plugin cannot declare a host codegen: host codegens are tilec's own (c, llvm)
-- Host codegens are tilec's: the core finds them by name in its own tables.
host_codegen "fx" { build = "fx_load" }
