-- expect: tests/specs/bad/kind_bad_device_type.lua:4: target kind 'elsewhere': device_type 'kDLTPU' is not a DLPack device type (kDLCPU, kDLCUDA
-- A device type that DLPack does not have.

target_kind "elsewhere" { device_type = "kDLTPU", doc = "a kind for this fixture" }
