-- expect: tests/specs/bad/syntax_error.lua:8: '}' expected (to close '{' at line 4) near <eof>
-- A spec that is not Lua: a missing closing brace.

pass "broken" {
  run = "tl_pass_simplify",

pass "after" { run = "tl_pass_simplify" }
