-- expect: tests/specs/bad/pattern_backtracking.lua:6: spec exceeds its instruction budget (1000000 instructions)
-- A pattern whose backtracking would take hours, in one call: charged before
-- it runs, so the spec is stopped at once.

local s = ("a"):rep(5000)
local found = s:find(".-.-.-.-b")
