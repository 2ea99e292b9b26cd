-- expect: tests/specs/bad/kind_without_device_type.lua:4: target kind 'nowhere': missing field 'device_type'
-- A target kind must say where its tensors live (a DLPack device type).

target_kind "nowhere" { doc = "a kind for this fixture" }
