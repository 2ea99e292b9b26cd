-- expect: tests/specs/bad/tag_unknown_kind.lua:4: tag 'nvidia/b200': unknown target kind 'cudaa' (declared: 
-- A tag for a target kind nobody declared.

tag "nvidia/b200" { kind = "cudaa", arch = "sm_100a" }
