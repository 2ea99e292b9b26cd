-- fuzz/mutate_spec.lua: a mutation of a spec file, for the specs fuzzer
-- (fuzz/specs.sh).
--
--   lua5.4 fuzz/mutate_spec.lua N OUT SPEC...
--
-- Reads the spec SPEC[1 + N % #SPEC], applies 1 to 4 mutations drawn from
-- the number N (deleting, duplicating or swapping lines, a line from another
-- spec, a token replaced by one of TOKENS, a byte changed) and writes the
-- result to OUT. Prints the path of the spec it started from.

local seed, out, specs = tonumber(arg[1]), arg[2], {}
for i = 3, #arg do specs[#specs + 1] = arg[i] end

local state = seed * 2654435761 % 4294967296 + 1
local function rand(n)
  state = (state * 1103515245 + 12345) % 2147483648
  return state % n + 1
end

local function read(path)
  local f = assert(io.open(path, "rb"))
  local s = f:read("a")
  f:close()
  return s
end

local function lines_of(s)
  local t = {}
  for l in (s .. "\n"):gmatch("([^\n]*)\n") do t[#t + 1] = l end
  return t
end

-- What a spec might say that a generator must survive.
local TOKENS = {
  "while true do end", "repeat until false", "local s = ('x'):rep(1e10)", "local t = {} for i = 1, 1e9 do t[i] = i end",
  "nil", "{}", '""', "0/0", "-1", "1e999", "function() end", "{ {} }", "{ 1, nil, 3 }", "true", "'\\0'",
  "pass", "backend", "target_kind", "pipeline", "device_codegen", "execution_backend", "host_codegen", "tag",
  'has_key "x"', "all_of { }", "negate(nil)", 'c_predicate "f"', 'attr_is("a", "b")', "kind_is 'c'",
  "{", "}", '"', "(", ")", ",", "=", "..", "#", "string", "debug", "os", "io", "load", "_G", "_ENV",
  "setmetatable", "getmetatable('')", "('x'):rep(100, ',')", "('a'):rep(3000):find('.-.-.-.-b')",
  "('a'):gsub('', ('x'):rep(100000))", "('%d'):format(1)", "attrs = { x = { type = 'int', min = 5, max = 1 } }",
  "attrs = { x = { type = 'int', default = '0100' } }", "default_keys = { 'Bad Key' }", "check = 'tl_llvm_check_target'",
  "device_type = 'kDLCPU'", "emits = { { 'source', ext = '.c' } }", "supports_target = lacks_key 'x'",
}

local function mutate(t, others)
  local k = rand(7)
  local n = #t
  if n == 0 then t[1] = TOKENS[rand(#TOKENS)] return end
  local i = rand(n)
  if k == 1 then table.remove(t, i)
  elseif k == 2 then table.insert(t, i, t[i])
  elseif k == 3 then local j = rand(n); t[i], t[j] = t[j], t[i]
  elseif k == 4 then local o = others[rand(#others)]; table.insert(t, i, o[rand(#o)] or "")
  elseif k == 5 then table.insert(t, i, TOKENS[rand(#TOKENS)])
  elseif k == 6 then
    -- a token of line i replaced
    local l = t[i]
    local starts = {}
    for pos in l:gmatch("()[%w_\"'{}=,]") do starts[#starts + 1] = pos end
    if #starts > 0 then
      local p = starts[rand(#starts)]
      local e = l:find("[^%w_]", p + 1) or #l + 1
      t[i] = l:sub(1, p - 1) .. TOKENS[rand(#TOKENS)] .. l:sub(e)
    end
  else
    local l = t[i]
    if #l > 0 then
      local p = rand(#l)
      t[i] = l:sub(1, p - 1) .. string.char(rand(256) - 1) .. l:sub(p + 1)
    end
  end
end

local base = specs[1 + seed % #specs]
local t = lines_of(read(base))
local others = {}
for j = 1, 3 do others[j] = lines_of(read(specs[rand(#specs)])) end
for _ = 1, rand(4) do mutate(t, others) end
local f = assert(io.open(out, "wb"))
f:write(table.concat(t, "\n"))
f:close()
print(base)
