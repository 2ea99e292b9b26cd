-- expect: tests/plugins/specs/undefined_function.lua:3: pass 'fx': C function 'fx_nowhere' is not defined in any source file
-- A pass whose C function the plugin's sources do not define.
pass "fx" { run = "fx_nowhere" }
