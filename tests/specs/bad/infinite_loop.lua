-- expect: tests/specs/bad/infinite_loop.lua:6: spec exceeds its instruction budget (1000000 instructions)
-- A spec that never ends: it is stopped after its instruction budget, at the
-- line it was running, instead of hanging `make gen`.

pass "loops_forever" { run = "tl_pass_simplify" }
while true do end
