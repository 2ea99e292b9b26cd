-- expect: tests/specs/bad/unknown_field.lua:4: backend 'typo': unknown field 'target_kind' (known: 
-- A backend field with a typo (target_kind for target_kinds) is an error, never ignored.

backend "typo" {
  target_kind = { "cuda" },
}
