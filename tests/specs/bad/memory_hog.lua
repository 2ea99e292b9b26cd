-- expect: tests/specs/bad/memory_hog.lua:7: spec exceeds its memory budget (65536 KB)
-- A spec that doubles a string until memory runs out: it is stopped once it
-- holds more than its memory budget, long before the machine runs out.

local s = "x"
while true do
  s = s .. s
end
