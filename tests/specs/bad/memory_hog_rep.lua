-- expect: tests/specs/bad/memory_hog_rep.lua:5: spec exceeds its memory budget (65536 KB)
-- One call that would make a 10 GB string: refused before it is made.

local pad = "x"
local s = pad:rep(10000000000)
