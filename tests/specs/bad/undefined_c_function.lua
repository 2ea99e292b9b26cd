-- expect: tests/specs/bad/undefined_c_function.lua:4: pass 'fuse_everything': C function 'tl_pass_fuse_everything' is not defined in any source file
-- A pass whose C function is defined in no source file under src/.

pass "fuse_everything" {
  run = "tl_pass_fuse_everything",
  doc = "there is no such C function",
}
