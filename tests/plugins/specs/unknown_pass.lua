-- expect: tests/plugins/specs/unknown_pass.lua:3: pipeline 'fx' step 2: unknown pass 'no_such_pass' (declared: bind_target,
-- A plugin pipeline naming a pass that neither it nor tilec declares.
pipeline "fx" { "bind_target", "no_such_pass", "make_packed_api" }
