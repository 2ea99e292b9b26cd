-- expect: tests/specs/bad/duplicate_pass.lua:8: pass 'unroll' is already declared at tests/specs/bad/duplicate_pass.lua:4
-- The same pass declared twice.

pass "unroll" {
  run = "tl_pass_simplify",
}

pass "unroll" {
  run = "tl_pass_vectorize_loop",
}
