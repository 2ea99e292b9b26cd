-- expect: tests/specs/bad/c_function_type_conflict.lua:6: backend 'tworoles' callback 'tilelang_callback_tworoles': C function 'tl_pass_simplify' is used as a tl_packed_fn here and as a tl_pass_fn by pass 'simplify' at specs/passes.lua:
-- A C function used in two roles: tl_pass_simplify is a pass, not a callback.

target_kind "tworoles" { device_type = "kDLCPU", doc = "a kind for this fixture" }

backend "tworoles" {
  target_kinds = { "tworoles" },
  callbacks = { tilelang_callback_tworoles = "tl_pass_simplify" },
}
