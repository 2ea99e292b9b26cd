-- expect: tests/specs/bad/tag_bad_prefix.lua:4: tag 'nvidia/mislabelled': attribute 'arch' must start with 'sm_', not 'gfx90a'
-- A tag whose attribute breaks the prefix its kind requires (cuda's arch is sm_*).

tag "nvidia/mislabelled" { kind = "cuda", arch = "gfx90a" }
