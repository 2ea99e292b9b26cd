-- expect: tests/specs/bad/global_assignment.lua:4: assignment to global 'arch': use 'local arch = ...'
-- A spec that assigns a global instead of a local.

arch = "sm_90a"
