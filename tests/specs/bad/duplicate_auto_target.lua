-- expect: tests/specs/bad/duplicate_auto_target.lua:4: auto_target is already declared at specs/host.lua:
-- A second auto_target; specs/host.lua already declares the one there is.

auto_target { "c" }
