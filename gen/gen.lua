-- gen/gen.lua: the registry generator.
--
--   lua5.4 gen/gen.lua --out DIR [--source FILE.c]... SPEC.lua...
--
-- Loads every spec file in a sandbox that holds only the declaration functions
-- below, checks what only a build can prove (unknown fields and wrong types,
-- references to undeclared passes, pipelines, codegens, hooks, execution
-- backends, target kinds and C functions, overlapping predicates of the variants
-- of one target kind), then writes into DIR:
--   registry.h   the typed declarations of every C function a spec names
--   registry.c   the registry's tables, with each declaration's spec file:line
--   BACKENDS.md  the registry and all pipelines side by side, for reviewers
-- The structural rules of a backend (TileLang's) are checked once, in C
-- (src/backend/validate.c): gen/regenerate.sh links the new tables into a tilec
-- and lets the registry validate them before anything is installed.
--
-- Output is byte-identical run to run: declarations are kept in the order they
-- were made, maps are walked in a declared or sorted order, never pairs() order.
-- Every error is reported as `file:line: message`; any error means exit 1 and
-- no file written.
--
-- A spec is code, so it runs bounded: each spec file may execute at most
-- SPEC_INSTRUCTIONS Lua instructions (the declarations it calls included) and
-- allocate at most SPEC_MEMORY_KB, and the overlap proofs of all specs at most
-- PROOF_INSTRUCTIONS; past a budget the spec fails with its file and line.
-- The string methods a spec can reach are wrapped so that no single call
-- (rep, or a pattern match's backtracking) escapes the budgets.

local out_dir, sources, spec_files = nil, {}, {}
-- Plugin mode (--plugin NAME, what tilec-gen runs): the --base specs are the
-- built-in registry's, loaded first and checked with the rest; only what the
-- other specs declare (and the built-in declarations they use) is emitted,
-- as static tables behind one entry point (include/tilec/plugin.h).
local plugin_name, base_files = nil, {}
do
  local i = 1
  while i <= #arg do
    local a = arg[i]
    if a == "--out" then out_dir = arg[i + 1]; i = i + 1
    elseif a == "--source" then sources[#sources + 1] = arg[i + 1]; i = i + 1
    elseif a == "--plugin" then plugin_name = arg[i + 1]; i = i + 1
    elseif a == "--base" then base_files[#base_files + 1] = arg[i + 1]; i = i + 1
    elseif a:sub(1, 2) == "--" then io.stderr:write("gen.lua: unknown option " .. a .. "\n"); os.exit(2)
    else spec_files[#spec_files + 1] = a end
    i = i + 1
  end
  if not out_dir or #spec_files == 0 or (plugin_name and not plugin_name:match("^[%a_][%w_]*$")) then
    io.stderr:write("usage: lua5.4 gen/gen.lua --out DIR [--source FILE.c]... SPEC.lua...\n" ..
      "       lua5.4 gen/gen.lua --plugin NAME --out DIR [--base BUILTIN.lua]... [--source FILE.c]... SPEC.lua...\n")
    os.exit(2)
  end
end
-- The plugin's own spec files (not the built-in ones): what plugin mode emits.
local own_file = {}
for _, f in ipairs(spec_files) do own_file[f] = true end
-- A built-in spec is named specs/NAME.lua wherever it is read from, as in
-- tilec's own tables.
local real_path = {}
if plugin_name then
  local all = {}
  for _, f in ipairs(base_files) do
    if not own_file[f] then
      local shown = "specs/" .. f:match("([^/]*)$")
      real_path[shown] = f
      all[#all + 1] = shown
    end
  end
  for _, f in ipairs(spec_files) do all[#all + 1] = f end
  spec_files = all
else
  for _, f in ipairs(spec_files) do own_file[f] = true end
end

---------------------------------------------------------------------------
-- errors and locations

local errors = {}
local function fail(loc, fmt, ...)
  errors[#errors + 1] = string.format("%s:%d: ", loc.file, loc.line) .. string.format(fmt, ...)
end

-- The spec line of the declaration being made: the first stack frame that
-- belongs to a spec chunk (source "@specs/x.lua").
local spec_chunk = {}
local function here()
  for level = 2, 20 do
    local info = debug.getinfo(level, "Sl")
    if not info then break end
    if spec_chunk[info.source] then
      return { file = info.source:sub(2), line = info.currentline }
    end
  end
  return { file = "?", line = 0 }
end

-- An error inside a declaration function: stops loading this spec file.
local SpecError = {}
local function die(loc, fmt, ...)
  error(setmetatable({ loc = loc, msg = string.format(fmt, ...) }, SpecError), 0)
end

---------------------------------------------------------------------------
-- what the specs declare, in declaration order

local decl = {
  pass = {}, pass_option = {}, pipeline = {}, execution_backend = {},
  host_codegen = {}, host_hook = {}, device_codegen = {}, target_kind = {},
  tag = {}, backend = {},
}
local by_name = {}
for k in pairs(decl) do by_name[k] = {} end
local auto_target -- { loc, kinds }

-- What only tilec itself declares: the core looks these up in its own
-- tables (host codegens by name, pass options, what "auto" tries).
local NOT_IN_PLUGINS = {
  host_codegen = "host codegens are tilec's own (c, llvm)",
  pass_option = "pass options are tilec's own (specs/passes.lua)",
}

local function declare(what, name, loc, obj)
  if plugin_name and own_file[loc.file] and NOT_IN_PLUGINS[what] then
    die(loc, "a plugin cannot declare a %s: %s", what:gsub("_", " "), NOT_IN_PLUGINS[what])
  end
  if type(name) ~= "string" or not name:match("^[%a_][%w_%-%./]*$") then
    die(loc, "%s name must be a string of letters, digits, _ - . /, not %s", what, tostring(name))
  end
  local prev = by_name[what][name]
  if prev then
    die(loc, "%s '%s' is already declared at %s:%d", what:gsub("_", " "), name, prev.loc.file, prev.loc.line)
  end
  obj.name, obj.loc, obj.what = name, loc, what
  by_name[what][name] = obj
  decl[what][#decl[what] + 1] = obj
  return obj
end

---------------------------------------------------------------------------
-- field checking: a typo is never ignored

local function sorted_keys(t)
  local ks = {}
  for k in pairs(t) do ks[#ks + 1] = k end
  table.sort(ks, function(a, b) return tostring(a) < tostring(b) end)
  return ks
end

local function is_array_of_strings(v)
  if type(v) ~= "table" then return false end
  for k, x in pairs(v) do
    if type(k) ~= "number" or type(x) ~= "string" then return false end
  end
  return #v == #sorted_keys(v)
end

local Predicate = {} -- metatable of predicate values
local CodegenRef = {} -- metatable of inline device_codegen values

local checks = {
  string = function(v) return type(v) == "string", "a string" end,
  boolean = function(v) return type(v) == "boolean", "true or false" end,
  integer = function(v) return math.type(v) == "integer", "an integer" end,
  strings = function(v) return is_array_of_strings(v), "a list of strings" end,
  cfunction = function(v)
    return type(v) == "string" and v:match("^[%a_][%w_]*$") ~= nil, "the name of a C function"
  end,
  predicate = function(v) return getmetatable(v) == Predicate, "a predicate (has_key, lacks_key, ...)" end,
  table = function(v) return type(v) == "table" and getmetatable(v) == nil, "a table" end,
}

-- schema: field -> check name. Reports unknown fields and wrong types.
local function check_fields(loc, what, t, schema, allow_array)
  if type(t) ~= "table" or getmetatable(t) ~= nil then
    die(loc, "%s: expected a table of fields", what)
  end
  for _, k in ipairs(sorted_keys(t)) do
    local v = t[k]
    if type(k) == "number" then
      if not allow_array then die(loc, "%s: unexpected list item %s", what, tostring(v)) end
    else
      local kind = schema[k]
      if not kind then
        local known = sorted_keys(schema)
        die(loc, "%s: unknown field '%s' (known: %s)", what, tostring(k), table.concat(known, ", "))
      end
      local ok, expected = checks[kind](v)
      if not ok then die(loc, "%s: field '%s' must be %s", what, k, expected) end
    end
  end
end

local function need(loc, what, t, field)
  if t[field] == nil then die(loc, "%s: missing field '%s'", what, field) end
end

-- A declaration function: `kind "name" { fields }`.
local function declarator(what, build)
  return function(name)
    local loc = here()
    if type(name) ~= "string" then die(loc, "%s: expected a name string, as in %s \"name\" { ... }", what, what) end
    return function(fields)
      local label = string.format("%s '%s'", what:gsub("_", " "), name)
      build(loc, label, name, fields)
      return nil
    end
  end
end

-- A list whose items are a name or { "name", OPTION = value, ... }: pipeline
-- steps ({ "pass", when = "option" }) and a backend's execution backends
-- ({ "cython", supports_target = predicate, load = "c_function", probe =
-- "c_function" }). options
-- maps each allowed option to its check; shown is the form for messages.
-- Returns { name, options } items.
local function named_items(loc, what, list, options, shown)
  local form = string.format('a name or { "name", %s }', shown)
  local items = {}
  for i, item in ipairs(list) do
    if type(item) == "string" then
      items[i] = { name = item, options = {} }
    elseif type(item) == "table" and getmetatable(item) == nil then
      check_fields(loc, what .. " item " .. i, item, options, true)
      if type(item[1]) ~= "string" or #item ~= 1 then die(loc, "%s item %d: expected %s", what, i, form) end
      local opts = {}
      for k in pairs(options) do opts[k] = item[k] end
      items[i] = { name = item[1], options = opts }
    else
      die(loc, "%s item %d: expected %s", what, i, form)
    end
  end
  if #items ~= #sorted_keys(list) then die(loc, "%s: expected a list (of %s) without holes", what, form) end
  return items
end

---------------------------------------------------------------------------
-- predicates as data

local function pred(op, args, loc)
  return setmetatable({ op = op, args = args, loc = loc or here() }, Predicate)
end

local function string_arg(name, v, loc)
  if type(v) ~= "string" or v == "" then die(loc, "%s: expected a non-empty string", name) end
  return v
end

local function pred_list(name, list, loc)
  if type(list) ~= "table" or #list == 0 then die(loc, "%s: expected a list of predicates, as in %s { p, q }", name, name) end
  for _, p in ipairs(list) do
    if getmetatable(p) ~= Predicate then die(loc, "%s: every item must be a predicate", name) end
  end
  return list
end

local predicate_functions = {
  has_key = function(k) local l = here(); return pred("has_key", { string_arg("has_key", k, l) }, l) end,
  lacks_key = function(k) local l = here(); return pred("lacks_key", { string_arg("lacks_key", k, l) }, l) end,
  kind_is = function(k) local l = here(); return pred("kind_is", { string_arg("kind_is", k, l) }, l) end,
  attr_is = function(a, v)
    local l = here()
    return pred("attr_is", { string_arg("attr_is", a, l), string_arg("attr_is", v, l) }, l)
  end,
  attr_starts_with = function(a, p)
    local l = here()
    return pred("attr_starts_with", { string_arg("attr_starts_with", a, l), string_arg("attr_starts_with", p, l) }, l)
  end,
  all_of = function(list) local l = here(); return pred("all_of", pred_list("all_of", list, l), l) end,
  any_of = function(list) local l = here(); return pred("any_of", pred_list("any_of", list, l), l) end,
  negate = function(p)
    local l = here()
    if getmetatable(p) ~= Predicate then die(l, "negate: expected a predicate") end
    return pred("negate", { p }, l)
  end,
  -- A predicate that must be C code. Overlap with it cannot be proven.
  c_predicate = function(fn)
    local l = here()
    if not checks.cfunction(fn) then die(l, "c_predicate: expected the name of a C function") end
    return pred("c", { fn }, l)
  end,
}

local function pred_text(p)
  local a = p.args
  if p.op == "c" then return "c_predicate(" .. a[1] .. ")" end
  if p.op == "all_of" or p.op == "any_of" then
    local parts = {}
    for i, q in ipairs(a) do parts[i] = pred_text(q) end
    return p.op .. "(" .. table.concat(parts, ", ") .. ")"
  end
  if p.op == "negate" then return "negate(" .. pred_text(a[1]) .. ")" end
  local parts = {}
  for i, s in ipairs(a) do parts[i] = string.format("%q", s) end
  return p.op .. "(" .. table.concat(parts, ", ") .. ")"
end

local function pred_is_data(p)
  if p.op == "c" then return false end
  if p.op == "all_of" or p.op == "any_of" or p.op == "negate" then
    for _, q in ipairs(p.args) do if not pred_is_data(q) then return false end end
  end
  return true
end

local function c_string(s)
  return '"' .. s:gsub('[%c"\\]', function(c)
    if c == "\n" then return "\\n" end
    if c == '"' or c == "\\" then return "\\" .. c end
    return string.format("\\%03o", c:byte())
  end) .. '"'
end

local function pred_c(p)
  local a = p.args
  if p.op == "has_key" then return "tl_target_has_key(t, " .. c_string(a[1]) .. ")" end
  if p.op == "lacks_key" then return "!tl_target_has_key(t, " .. c_string(a[1]) .. ")" end
  if p.op == "kind_is" then return "tl_kind_is(t, " .. c_string(a[1]) .. ")" end
  if p.op == "attr_is" then return "tl_attr_is(t, " .. c_string(a[1]) .. ", " .. c_string(a[2]) .. ")" end
  if p.op == "attr_starts_with" then
    return "tl_attr_starts_with(t, " .. c_string(a[1]) .. ", " .. c_string(a[2]) .. ")"
  end
  if p.op == "negate" then return "!(" .. pred_c(a[1]) .. ")" end
  if p.op == "c" then return a[1] .. "(t)" end
  local parts = {}
  for i, q in ipairs(a) do parts[i] = "(" .. pred_c(q) .. ")" end
  return table.concat(parts, p.op == "all_of" and " && " or " || ")
end

-- Overlap proof. Atoms are the key, kind and attribute conditions the two
-- predicates mention; every assignment of truth values that is consistent
-- (one value per attribute, prefixes that agree with it) is tried. Returns a
-- witness target (as text) when some target satisfies both, else nil.
local function collect_atoms(p, atoms, seen)
  local a = p.args
  if p.op == "has_key" or p.op == "lacks_key" then
    local id = "key\0" .. a[1]
    if not seen[id] then seen[id] = true; atoms[#atoms + 1] = { id = id, type = "key", key = a[1] } end
  elseif p.op == "attr_is" or p.op == "attr_starts_with" then
    local t = p.op == "attr_is" and "eq" or "prefix"
    local id = t .. "\0" .. a[1] .. "\0" .. a[2]
    if not seen[id] then seen[id] = true; atoms[#atoms + 1] = { id = id, type = t, attr = a[1], value = a[2] } end
  elseif p.op == "all_of" or p.op == "any_of" or p.op == "negate" then
    for _, q in ipairs(a) do collect_atoms(q, atoms, seen) end
  end
end

local function pred_eval(p, truth, kind)
  local a = p.args
  if p.op == "has_key" then return truth["key\0" .. a[1]] end
  if p.op == "lacks_key" then return not truth["key\0" .. a[1]] end
  if p.op == "kind_is" then return a[1] == kind end
  if p.op == "attr_is" then return truth["eq\0" .. a[1] .. "\0" .. a[2]] end
  if p.op == "attr_starts_with" then return truth["prefix\0" .. a[1] .. "\0" .. a[2]] end
  if p.op == "negate" then return not pred_eval(a[1], truth, kind) end
  if p.op == "all_of" then
    for _, q in ipairs(a) do if not pred_eval(q, truth, kind) then return false end end
    return true
  end
  for _, q in ipairs(a) do if pred_eval(q, truth, kind) then return true end end
  return false
end

local function starts(s, p) return s:sub(1, #p) == p end

-- A value for attribute `attr` consistent with the assignment, false when
-- none exists, nil when the attribute may be absent.
local function attr_witness(atoms, truth, attr)
  local eq, prefixes_true, prefixes_false, eq_false = nil, {}, {}, {}
  for _, at in ipairs(atoms) do
    if at.attr == attr then
      local on = truth[at.id]
      if at.type == "eq" then
        if on then
          if eq and eq ~= at.value then return false end
          eq = at.value
        else eq_false[at.value] = true end
      elseif on then prefixes_true[#prefixes_true + 1] = at.value
      else prefixes_false[#prefixes_false + 1] = at.value end
    end
  end
  if eq then
    for _, p in ipairs(prefixes_true) do if not starts(eq, p) then return false end end
    for _, p in ipairs(prefixes_false) do if starts(eq, p) then return false end end
    return eq
  end
  if #prefixes_true == 0 then return nil end
  local longest = ""
  for _, p in ipairs(prefixes_true) do if #p > #longest then longest = p end end
  for _, p in ipairs(prefixes_true) do if not starts(longest, p) then return false end end
  for _, q in ipairs(prefixes_false) do if starts(longest, q) then return false end end
  for i = 0, #prefixes_false + #atoms + 1 do
    local v = i == 0 and longest or longest .. "x" .. i
    local ok = not eq_false[v]
    for _, q in ipairs(prefixes_false) do if starts(v, q) then ok = false end end
    if ok then return v end
  end
  return false
end

local function find_overlap(p1, p2, kind)
  local atoms, seen = {}, {}
  collect_atoms(p1, atoms, seen)
  collect_atoms(p2, atoms, seen)
  if #atoms > 20 then return nil, "too many conditions to prove (more than 20)" end
  local attrs, attr_seen = {}, {}
  for _, at in ipairs(atoms) do
    if at.attr and not attr_seen[at.attr] then attr_seen[at.attr] = true; attrs[#attrs + 1] = at.attr end
  end
  for mask = 0, (1 << #atoms) - 1 do
    local truth = {}
    for i, at in ipairs(atoms) do truth[at.id] = (mask >> (i - 1)) & 1 == 1 end
    if pred_eval(p1, truth, kind) and pred_eval(p2, truth, kind) then
      local values, consistent = {}, true
      for _, a in ipairs(attrs) do
        local v = attr_witness(atoms, truth, a)
        if v == false then consistent = false; break end
        values[#values + 1] = v and string.format(', "%s": "%s"', a, v) or ""
      end
      if consistent then
        local keys = {}
        for _, at in ipairs(atoms) do
          if at.type == "key" and truth[at.id] then keys[#keys + 1] = '"' .. at.key .. '"' end
        end
        return string.format('{"kind": "%s", "keys": [%s]%s}', kind, table.concat(keys, ", "), table.concat(values))
      end
    end
  end
  return nil
end

---------------------------------------------------------------------------
-- DLPack device types a target kind's tensors can live on: code and label

local DL_DEVICE_NAMES = { "kDLCPU", "kDLCUDA", "kDLCUDAHost", "kDLOpenCL", "kDLVulkan", "kDLMetal", "kDLVPI",
  "kDLROCM", "kDLROCMHost", "kDLExtDev", "kDLCUDAManaged", "kDLOneAPI", "kDLWebGPU", "kDLHexagon" }
local DL_DEVICES = {
  kDLCPU = { 1, "CPU" }, kDLCUDA = { 2, "CUDA" }, kDLCUDAHost = { 3, "CUDA host" }, kDLOpenCL = { 4, "OpenCL" },
  kDLVulkan = { 7, "Vulkan" }, kDLMetal = { 8, "Metal" }, kDLVPI = { 9, "VPI" }, kDLROCM = { 10, "ROCm" },
  kDLROCMHost = { 11, "ROCm host" }, kDLExtDev = { 12, "external" }, kDLCUDAManaged = { 13, "CUDA managed" },
  kDLOneAPI = { 14, "oneAPI" }, kDLWebGPU = { 15, "WebGPU" }, kDLHexagon = { 16, "Hexagon" },
}

---------------------------------------------------------------------------
-- the declaration functions

local env_functions = {}
for k, f in pairs(predicate_functions) do env_functions[k] = f end

env_functions.pass = declarator("pass", function(loc, label, name, f)
  check_fields(loc, label, f, { run = "cfunction", doc = "string" })
  need(loc, label, f, "run")
  declare("pass", name, loc, { run = f.run, doc = f.doc or "" })
end)

env_functions.pass_option = declarator("pass_option", function(loc, label, name, f)
  check_fields(loc, label, f, { doc = "string", default = "boolean" })
  declare("pass_option", name, loc, { doc = f.doc or "", default = f.default or false })
end)

env_functions.pipeline = declarator("pipeline", function(loc, label, name, f)
  check_fields(loc, label, f, {}, true)
  local steps = {}
  for i, item in ipairs(named_items(loc, label .. " steps", f, { when = "string" }, 'when = "option"')) do
    steps[i] = { pass = item.name, when = item.options.when }
  end
  declare("pipeline", name, loc, { steps = steps })
end)

local exec_schema = {
  probe = "cfunction", load = "cfunction", supports_target = "predicate", enable_host_codegen = "boolean",
  enable_device_compile = "boolean", doc = "string",
}
env_functions.execution_backend = declarator("execution_backend", function(loc, label, name, f)
  check_fields(loc, label, f, exec_schema)
  need(loc, label, f, "probe")
  declare("execution_backend", name, loc, {
    probe = f.probe, load = f.load, supports_target = f.supports_target, doc = f.doc or "",
    enable_host_codegen = f.enable_host_codegen or false,
    enable_device_compile = f.enable_device_compile or false,
  })
end)

env_functions.host_codegen = declarator("host_codegen", function(loc, label, name, f)
  check_fields(loc, label, f, { build = "cfunction", probe = "cfunction", emit = "cfunction", free = "cfunction",
    doc = "string" })
  need(loc, label, f, "build")
  declare("host_codegen", name, loc, { build = f.build, probe = f.probe, emit = f.emit, free = f.free, doc = f.doc or "" })
end)

env_functions.host_hook = declarator("host_hook", function(loc, label, name, f)
  check_fields(loc, label, f, { run = "cfunction", doc = "string" })
  need(loc, label, f, "run")
  declare("host_hook", name, loc, { run = f.run, doc = f.doc or "" })
end)

-- Declared on its own or inline in a backend; both declare it by name.
-- emits = { { "kind", ext = ".x", binary = true, doc = "..." }, ... }: the
-- forms `tilec build --emit` offers, written by the codegen's emit function.
local EMIT_CORE = { ir = true, host = true, lib = true }
local function emit_kinds(loc, label, list)
  if type(list) ~= "table" or getmetatable(list) ~= nil then die(loc, "%s: emits must be a list", label) end
  local kinds, seen = {}, {}
  for i, item in ipairs(named_items(loc, label .. " emits", list, { ext = "string", binary = "boolean", doc = "string" },
    'ext = ".x", binary = true, doc = "..."')) do
    if not item.name:match("^[%l%d][%l%d%-]*$") then
      die(loc, "%s emits item %d: '%s' is not a kind name (lower-case letters, digits, -)", label, i, item.name)
    end
    if EMIT_CORE[item.name] then die(loc, "%s emits item %d: '%s' is tilec's own emit kind", label, i, item.name) end
    if seen[item.name] then die(loc, "%s emits item %d: '%s' is listed twice", label, i, item.name) end
    seen[item.name] = true
    local ext = item.options.ext or ("." .. item.name)
    if not ext:match("^%.[%w_%.%-]+$") then die(loc, "%s emits item %d: ext '%s' is not a file extension", label, i, ext) end
    kinds[i] = { name = item.name, ext = ext, binary = item.options.binary or false, doc = item.options.doc or "" }
  end
  return kinds
end

env_functions.device_codegen = declarator("device_codegen", function(loc, label, name, f)
  check_fields(loc, label, f, { build = "cfunction", build_without_compile = "cfunction", emit = "cfunction",
    emits = "table", free = "cfunction", doc = "string", source_kernels = "string" })
  if f.source_kernels and not f.source_kernels:match("^%.[%w_]+$") then
    die(loc, "%s: source_kernels '%s' is not a file extension like '.cu'", label, f.source_kernels)
  end
  if not f.build and not f.build_without_compile then
    die(loc, "%s: needs 'build', 'build_without_compile' or both", label)
  end
  local emits = emit_kinds(loc, label, f.emits or {})
  if #emits > 0 and not f.emit then die(loc, "%s: emits needs an emit function ('emit')", label) end
  if f.emit and #emits == 0 then die(loc, "%s: emit '%s' has no emit kinds ('emits')", label, f.emit) end
  declare("device_codegen", name, loc, { build = f.build, build_without_compile = f.build_without_compile,
    emit = f.emit, emits = emits, free = f.free, doc = f.doc or "", source_kernels = f.source_kernels })
end)
do -- device_codegen "x" { } used as a value returns a reference to it
  local plain = env_functions.device_codegen
  env_functions.device_codegen = function(name)
    local after = plain(name)
    return function(fields)
      after(fields)
      return setmetatable({ name = name, loc = here() }, CodegenRef)
    end
  end
end

-- What an attribute's value may be: the same rules as tl_attr_value_ok in
-- src/backend/target.c, which checks every target at run time. A name is
-- lower-case letters, digits, _ . -, starting with a letter or digit; an int
-- is decimal in [min, max]; features are comma-separated +name or -name.
local ATTR_TYPES = { name = "TL_ATTR_NAME", int = "TL_ATTR_INT", features = "TL_ATTR_FEATURES" }
local INT_MAX = 2147483647
local function is_name(v) return v:match("^[%l%d][%l%d_%.%-]*$") ~= nil end
local function attr_value_error(rule, v)
  if v == "" then return "is empty" end
  if rule.type == "int" then
    if not v:match("^0$") and not v:match("^[1-9]%d*$") then return "is not a decimal integer" end
    local n = #v <= 12 and math.tointeger(tonumber(v)) or nil
    if not n or n < rule.min or n > rule.max then return string.format("is out of range (%d to %d)", rule.min, rule.max) end
  elseif rule.type == "features" then
    for piece in (v .. ","):gmatch("([^,]*),") do
      if not piece:match("^[+-]") or not is_name(piece:sub(2)) then return "is not a list of +feature or -feature" end
    end
  elseif not is_name(v) then
    return "is not a name (lower-case letters, digits, _ . -)"
  end
  if rule.prefix and not starts(v, rule.prefix) then return string.format("must start with '%s'", rule.prefix) end
  if rule.values then
    for _, x in ipairs(rule.values) do if x == v then return nil end end
    return "is not one of " .. table.concat(rule.values, ", ")
  end
  return nil
end

env_functions.target_kind = declarator("target_kind", function(loc, label, name, f)
  check_fields(loc, label, f, { default_keys = "strings", attrs = "table", detect = "cfunction", check = "cfunction",
    doc = "string", device_type = "string", launch_prefix = "cfunction", default_host = "strings",
    device_api = "cfunction" })
  need(loc, label, f, "device_type")
  if not DL_DEVICES[f.device_type] then
    die(loc, "%s: device_type '%s' is not a DLPack device type (%s)", label, f.device_type, table.concat(DL_DEVICE_NAMES, ", "))
  end
  for _, k in ipairs(f.default_keys or {}) do
    if not is_name(k) then die(loc, "%s: default key '%s' is not a name (lower-case letters, digits, _ . -)", label, k) end
  end
  local attrs = {}
  for _, a in ipairs(sorted_keys(f.attrs or {})) do
    local rule = f.attrs[a]
    if type(a) ~= "string" then die(loc, "%s: attribute names must be strings", label) end
    local what = label .. " attribute '" .. a .. "'"
    check_fields(loc, what, rule, { prefix = "string", default = "string", doc = "string", type = "string",
      min = "integer", max = "integer", values = "strings" })
    local t = rule.type or "name"
    if not ATTR_TYPES[t] then die(loc, "%s: type '%s' is not one of name, int, features", what, t) end
    if t ~= "int" and (rule.min or rule.max) then die(loc, "%s: min and max are for type int", what) end
    if t ~= "name" and rule.prefix then die(loc, "%s: a prefix is for type name", what) end
    if t ~= "name" and rule.values then die(loc, "%s: values are for type name", what) end
    if rule.values then
      if #rule.values == 0 then die(loc, "%s: values is an empty list", what) end
      for i, v in ipairs(rule.values) do
        local why = attr_value_error({ type = "name", prefix = rule.prefix }, v)
        if why then die(loc, "%s: value '%s' %s", what, v, why) end
        for j = 1, i - 1 do if rule.values[j] == v then die(loc, "%s: value '%s' is listed twice", what, v) end end
      end
    end
    local r = { name = a, prefix = rule.prefix, default = rule.default, doc = rule.doc or "", type = t,
      min = rule.min or (t == "int" and 1 or 0), max = rule.max or (t == "int" and INT_MAX or 0), values = rule.values }
    if t == "int" and (r.min < 0 or r.max > INT_MAX or r.min > r.max) then
      die(loc, "%s: min and max must satisfy 0 <= min <= max <= %d", what, INT_MAX)
    end
    local why = rule.default and attr_value_error(r, rule.default)
    if why then die(loc, "%s: default '%s' %s", what, rule.default, why) end
    attrs[#attrs + 1] = r
  end
  declare("target_kind", name, loc, { default_keys = f.default_keys or {}, attrs = attrs, detect = f.detect,
    check = f.check, doc = f.doc or "", device_type = f.device_type, launch_prefix = f.launch_prefix or "tilec_launch_",
    default_host = f.default_host, device_api = f.device_api })
end)

-- tag "nvidia/h200" { kind = "cuda", keys = {...}, arch = "sm_90a" }: any other
-- string field is an attribute, checked against the kind's attributes.
env_functions.tag = declarator("tag", function(loc, label, name, f)
  if type(f) ~= "table" then die(loc, "%s: expected a table of fields", label) end
  if type(f.kind) ~= "string" then die(loc, "%s: field 'kind' must be a target kind name", label) end
  if f.keys ~= nil and not is_array_of_strings(f.keys) then die(loc, "%s: field 'keys' must be a list of strings", label) end
  for _, k in ipairs(f.keys or {}) do
    if not is_name(k) then die(loc, "%s: key '%s' is not a name (lower-case letters, digits, _ . -)", label, k) end
  end
  local attrs = {}
  for _, k in ipairs(sorted_keys(f)) do
    if type(k) ~= "string" then die(loc, "%s: unexpected list item", label) end
    if k ~= "kind" and k ~= "keys" then
      if type(f[k]) ~= "string" then die(loc, "%s: attribute '%s' must be a string", label, k) end
      attrs[#attrs + 1] = { name = k, value = f[k] }
    end
  end
  declare("tag", name, loc, { kind = f.kind, keys = f.keys or {}, attrs = attrs })
end)

env_functions.auto_target = function(kinds)
  local loc = here()
  if plugin_name and own_file[loc.file] then die(loc, "a plugin cannot declare auto_target: what \"auto\" tries is tilec's own") end
  if auto_target then die(loc, "auto_target is already declared at %s:%d", auto_target.loc.file, auto_target.loc.line) end
  if not is_array_of_strings(kinds) or #kinds == 0 then die(loc, "auto_target: expected a list of target kinds") end
  auto_target = { loc = loc, kinds = kinds }
end

local backend_schema = {
  target_kinds = "strings", supports_target = "predicate", pipelines = "table",
  device_codegens = "table", host_codegens = "strings", host_codegen_hooks = "table",
  execution_backends = "table", callbacks = "table", doc = "string",
}
env_functions.backend = declarator("backend", function(loc, label, name, f)
  check_fields(loc, label, f, backend_schema)
  local kinds = f.target_kinds or {}
  -- Maps keyed by target kind are emitted in target_kinds order, then any other
  -- key sorted, so the C validator sees (and rejects) what does not belong.
  local function kind_map(field, check_value)
    local m, t = {}, f[field] or {}
    local order, seen = {}, {}
    for _, k in ipairs(kinds) do if t[k] ~= nil and not seen[k] then seen[k] = true; order[#order + 1] = k end end
    for _, k in ipairs(sorted_keys(t)) do
      if type(k) ~= "string" then die(loc, "%s: %s must map target kind names to values", label, field) end
      if not seen[k] then seen[k] = true; order[#order + 1] = k end
    end
    for _, k in ipairs(order) do m[#m + 1] = { kind = k, value = check_value(k, t[k]) } end
    return m
  end
  local pipelines = kind_map("pipelines", function(k, v)
    if type(v) ~= "string" then die(loc, "%s: pipelines.%s must name a pipeline", label, k) end
    return v
  end)
  local codegens = kind_map("device_codegens", function(k, v)
    if type(v) == "string" then return v end
    if getmetatable(v) == CodegenRef then return v.name end
    die(loc, "%s: device_codegens.%s must be device_codegen \"name\" { ... } or a codegen name", label, k)
  end)
  local hooks = kind_map("host_codegen_hooks", function(k, v)
    if not is_array_of_strings(v) then die(loc, "%s: host_codegen_hooks.%s must be a list of hook names", label, k) end
    return v
  end)
  local execs = {}
  for i, item in ipairs(named_items(loc, label .. " execution_backends", f.execution_backends or {},
    { supports_target = "predicate", load = "cfunction", probe = "cfunction" },
    'supports_target = predicate, load = "c_function", probe = "c_function"')) do
    execs[i] = { name = item.name, supports_target = item.options.supports_target, load = item.options.load,
                 probe = item.options.probe }
  end
  local callbacks = {}
  for _, k in ipairs(sorted_keys(f.callbacks or {})) do
    local v = f.callbacks[k]
    if type(k) ~= "string" or not checks.cfunction(v) then
      die(loc, "%s: callbacks must map global function names to C function names", label)
    end
    callbacks[#callbacks + 1] = { name = k, fn = v }
  end
  declare("backend", name, loc, {
    target_kinds = kinds, supports_target = f.supports_target, pipelines = pipelines,
    device_codegens = codegens, host_codegens = f.host_codegens or {}, hooks = hooks,
    execution_backends = execs, callbacks = callbacks, doc = f.doc or "",
  })
end)

---------------------------------------------------------------------------
-- budgets: every spec runs under an instruction hook (one event per Lua
-- instruction) that counts against SPEC_INSTRUCTIONS and checks the memory
-- allocated since the spec started against SPEC_MEMORY_KB.

local SPEC_INSTRUCTIONS = 1000000   -- the built-in specs take under 10,000 each
local SPEC_MEMORY_KB = 64 * 1024    -- and under 1 MiB
local PROOF_INSTRUCTIONS = 400000000 -- a proof over 20 conditions (the most) takes 240 million

local budget -- { used = instructions, base_kb = memory in use when the spec started }

local function over_instructions()
  debug.sethook()
  die(here(), "spec exceeds its instruction budget (%d instructions)", SPEC_INSTRUCTIONS)
end

local function over_memory()
  debug.sethook()
  die(here(), "spec exceeds its memory budget (%d KB)", SPEC_MEMORY_KB)
end

-- Counts n instructions' worth of work against the spec's budget.
local function charge(n)
  budget.used = budget.used + n
  if budget.used > SPEC_INSTRUCTIONS then over_instructions() end
end

-- Whether the spec's memory, plus extra_kb about to be allocated, fits; a full
-- collection first, so that garbage is not held against it.
local function memory_fits(extra_kb)
  if collectgarbage("count") - budget.base_kb + extra_kb <= SPEC_MEMORY_KB then return true end
  collectgarbage("collect")
  return collectgarbage("count") - budget.base_kb + extra_kb <= SPEC_MEMORY_KB
end

local function budget_hook()
  budget.used = budget.used + 1
  if budget.used > SPEC_INSTRUCTIONS then over_instructions() end
  if collectgarbage("count") - budget.base_kb > SPEC_MEMORY_KB and not memory_fits(0) then over_memory() end
end

-- The string methods a spec (and the declarations it calls) can reach while
-- it loads. Each call of a C function is one instruction to the hook, so the
-- ones whose work is not linear in what they are given are charged first:
-- rep by the bytes it makes, pattern matching by a bound on its backtracking,
-- (subject length + 1) to the power of (quantifiers + 1). pack, unpack and
-- dump are left out: no spec needs them.
local function pattern_cost(s, pattern, plain)
  if plain then return #s + 1 end
  local q, i = 0, 1
  while i <= #pattern do
    local c = pattern:sub(i, i)
    if c == "%" then i = i + 1 elseif c == "*" or c == "+" or c == "-" or c == "?" then q = q + 1 end
    i = i + 1
  end
  return math.min((#s + 1.0) ^ (q + 1), 2.0 ^ 62)
end

local spec_string = {}
for _, k in ipairs({ "byte", "char", "format", "len", "lower", "reverse", "sub", "upper" }) do spec_string[k] = string[k] end
spec_string.rep = function(s, n, sep)
  s, sep = tostring(s), sep and tostring(sep) or ""
  n = math.tointeger(n) or 0
  if n > 0 then
    local kb = (#s * n + #sep * (n - 1)) / 1024
    if not memory_fits(kb) then over_memory() end
    charge(math.floor(kb))
  end
  return string.rep(s, n, sep)
end
spec_string.find = function(s, pattern, init, plain)
  charge(pattern_cost(tostring(s), tostring(pattern), plain))
  return string.find(s, pattern, init, plain)
end
spec_string.match = function(s, pattern, init)
  charge(pattern_cost(tostring(s), tostring(pattern)))
  return string.match(s, pattern, init)
end
spec_string.gmatch = function(s, pattern, init)
  local cost = pattern_cost(tostring(s), tostring(pattern))
  local next_match = string.gmatch(s, pattern, init)
  return function()
    charge(cost)
    return next_match()
  end
end
spec_string.gsub = function(s, pattern, repl, n)
  s = tostring(s)
  charge(pattern_cost(s, tostring(pattern)))
  -- At most #s + 1 matches; a string replacement may repeat the whole match
  -- (%0) in each. Replacements from a function are counted as they are made.
  local each = 0
  if type(repl) == "string" or type(repl) == "number" then
    each = #tostring(repl) * math.max(#s, 1)
  elseif type(repl) == "table" then
    for _, v in pairs(repl) do
      charge(1)
      if type(v) == "string" or type(v) == "number" then each = math.max(each, #tostring(v)) end
    end
  end
  if not memory_fits((#s + (#s + 1.0) * each) / 1024) then over_memory() end
  return string.gsub(s, pattern, repl, n)
end

-- Runs chunk under the budgets; returns what pcall would. A memory error the
-- allocator raised counts against the memory budget, at the line it came from.
local function on_error(e)
  debug.sethook()
  if e == "not enough memory" then
    return setmetatable({ loc = here(), msg = string.format("spec exceeds its memory budget (%d KB): not enough memory",
      SPEC_MEMORY_KB) }, SpecError)
  end
  return e
end

local function run_bounded(chunk)
  local string_meta = getmetatable("")
  local string_index = string_meta.__index
  collectgarbage("collect")
  budget = { used = 0, base_kb = collectgarbage("count") }
  string_meta.__index = spec_string
  debug.sethook(budget_hook, "", 1)
  local ok, e = xpcall(chunk, on_error)
  debug.sethook()
  string_meta.__index = string_index
  budget = nil
  collectgarbage("collect")
  return ok, e
end

---------------------------------------------------------------------------
-- load the specs

local function read_file(path)
  local fh = io.open(path, "rb")
  if not fh then return nil end
  local s = fh:read("a")
  fh:close()
  return s
end

local spec_text, spec_index = {}, {}
for i, path in ipairs(spec_files) do
  spec_index[path] = i
  local text = read_file(real_path[path] or path)
  if not text then
    errors[#errors + 1] = path .. ":0: cannot read this spec file"
  else
    spec_text[path] = text
    local env = setmetatable({}, {
      __index = function(_, k)
        local f = env_functions[k]
        if f then return f end
        error(string.format("unknown name '%s' (declarations: backend, pipeline, pass, ...; predicates: has_key, lacks_key, ...)", tostring(k)), 2)
      end,
      __newindex = function(_, k)
        error(string.format("assignment to global '%s': use 'local %s = ...'", tostring(k), tostring(k)), 2)
      end,
    })
    spec_chunk["@" .. path] = true
    local chunk, msg = load(text, "@" .. path, "t", env)
    if not chunk then
      errors[#errors + 1] = msg
    else
      local ok, e = run_bounded(chunk)
      if not ok then
        if getmetatable(e) == SpecError then
          fail(e.loc, "%s", e.msg)
        else
          errors[#errors + 1] = tostring(e)
        end
      end
    end
  end
end

---------------------------------------------------------------------------
-- references: everything named must be declared

local function ref(loc, what, name, context)
  local obj = by_name[what][name]
  if not obj then
    local known = {}
    for _, o in ipairs(decl[what]) do known[#known + 1] = o.name end
    fail(loc, "%s: unknown %s '%s' (declared: %s)", context, what:gsub("_", " "), tostring(name),
      #known > 0 and table.concat(known, ", ") or "none")
  end
  return obj
end

-- C functions: each must be defined (at the start of a line) in a source file.
local defined = {}
for _, path in ipairs(sources) do
  local text = read_file(path) or ""
  for line in text:gmatch("[^\n]*") do
    if line:match("^[%a_]") and not line:match(";%s*$") then
      for id in line:gmatch("([%a_][%w_]*)%s*%(") do defined[id] = path end
    end
  end
end
local c_functions, c_function_seen = {}, {}
-- In plugin mode the built-in specs' functions are tilec's (not among the
-- plugin's sources), and a plugin spec may name one of them too.
local builtin_function, undefined_uses = {}, {}
local function cfun(loc, name, type_name, context)
  if not name then return end
  if plugin_name and not own_file[loc.file] then
    builtin_function[name] = true
  elseif #sources > 0 and not defined[name] then
    undefined_uses[#undefined_uses + 1] = { loc = loc, name = name, context = context }
  end
  local prev = c_function_seen[name]
  if prev and prev.type ~= type_name then
    -- Blame the use that comes later in the spec files' order.
    local now = { type = type_name, loc = loc, context = context }
    local first, second = prev, now
    local pi, ni = spec_index[prev.loc.file] or 0, spec_index[loc.file] or 0
    if pi > ni or (pi == ni and prev.loc.line > loc.line) then first, second = now, prev end
    fail(second.loc, "%s: C function '%s' is used as a %s here and as a %s by %s at %s:%d", second.context, name,
      second.type, first.type, first.context, first.loc.file, first.loc.line)
  elseif not prev then
    c_function_seen[name] = { type = type_name, loc = loc, context = context }
    c_functions[#c_functions + 1] = { name = name, type = type_name }
  end
end

local function check_pred_refs(p, context)
  if not p then return end
  if p.op == "c" then cfun(p.loc, p.args[1], "tl_predicate_fn", context) end
  if p.op == "kind_is" then ref(p.loc, "target_kind", p.args[1], context) end
  if p.op == "all_of" or p.op == "any_of" or p.op == "negate" then
    for _, q in ipairs(p.args) do check_pred_refs(q, context) end
  end
end

for _, p in ipairs(decl.pass) do cfun(p.loc, p.run, "tl_pass_fn", "pass '" .. p.name .. "'") end
for _, pl in ipairs(decl.pipeline) do
  for i, s in ipairs(pl.steps) do
    local where = string.format("pipeline '%s' step %d", pl.name, i)
    s.obj = ref(pl.loc, "pass", s.pass, where)
    if s.when then ref(pl.loc, "pass_option", s.when, where) end
  end
end
for _, e in ipairs(decl.execution_backend) do
  cfun(e.loc, e.probe, "tl_probe_fn", "execution backend '" .. e.name .. "'")
  cfun(e.loc, e.load, "tl_exec_load_fn", "execution backend '" .. e.name .. "'")
  check_pred_refs(e.supports_target, "execution backend '" .. e.name .. "'")
end
for _, h in ipairs(decl.host_codegen) do
  local where = "host codegen '" .. h.name .. "'"
  cfun(h.loc, h.build, "tl_codegen_fn", where)
  cfun(h.loc, h.probe, "tl_probe_fn", where)
  cfun(h.loc, h.emit, "tl_emit_fn", where)
  cfun(h.loc, h.free, "tl_artifact_free_fn", where)
end
for _, h in ipairs(decl.host_hook) do cfun(h.loc, h.run, "tl_codegen_fn", "host hook '" .. h.name .. "'") end
for _, d in ipairs(decl.device_codegen) do
  cfun(d.loc, d.build, "tl_codegen_fn", "device codegen '" .. d.name .. "'")
  cfun(d.loc, d.build_without_compile, "tl_codegen_fn", "device codegen '" .. d.name .. "'")
  cfun(d.loc, d.emit, "tl_emit_fn", "device codegen '" .. d.name .. "'")
  cfun(d.loc, d.free, "tl_artifact_free_fn", "device codegen '" .. d.name .. "'")
end
for _, k in ipairs(decl.target_kind) do
  local where = "target kind '" .. k.name .. "'"
  cfun(k.loc, k.detect, "tl_detect_fn", where)
  cfun(k.loc, k.check, "tl_target_check_fn", where)
  cfun(k.loc, k.device_api, "tl_device_api_fn", where)
  if k.default_host then
    if #k.default_host == 0 then fail(k.loc, "%s: default_host is an empty list", where) end
    for _, h in ipairs(k.default_host) do ref(k.loc, "host_codegen", h, where .. " default_host") end
  end
end
for _, t in ipairs(decl.tag) do
  local where = "tag '" .. t.name .. "'"
  if by_name.target_kind[t.name] then fail(t.loc, "%s: a tag cannot have the name of a target kind", where) end
  local kind = ref(t.loc, "target_kind", t.kind, where)
  if kind then
    for _, a in ipairs(t.attrs) do
      local rule
      for _, r in ipairs(kind.attrs) do if r.name == a.name then rule = r end end
      if not rule then
        fail(t.loc, "%s: target kind '%s' has no attribute '%s'", where, kind.name, a.name)
      elseif rule.prefix and not starts(a.value, rule.prefix) then
        fail(t.loc, "%s: attribute '%s' must start with '%s', not '%s'", where, a.name, rule.prefix, a.value)
      else
        local why = attr_value_error(rule, a.value)
        if why then fail(t.loc, "%s: attribute '%s' value '%s' %s", where, a.name, a.value, why) end
      end
    end
  end
end
if auto_target then
  for _, k in ipairs(auto_target.kinds) do
    local kind = ref(auto_target.loc, "target_kind", k, "auto_target")
    if kind and not kind.detect then fail(auto_target.loc, "auto_target: target kind '%s' has no detect function", k) end
  end
elseif #errors == 0 and not plugin_name then
  errors[#errors + 1] = spec_files[1] .. ":1: no auto_target { ... } declared in any spec"
end

for _, b in ipairs(decl.backend) do
  local where = "backend '" .. b.name .. "'"
  for _, k in ipairs(b.target_kinds) do
    if k ~= "" then ref(b.loc, "target_kind", k, where) end
  end
  check_pred_refs(b.supports_target, where)
  for _, m in ipairs(b.pipelines) do m.obj = ref(b.loc, "pipeline", m.value, where) end
  for _, m in ipairs(b.device_codegens) do m.obj = ref(b.loc, "device_codegen", m.value, where) end
  b.host_objs = {}
  for i, h in ipairs(b.host_codegens) do b.host_objs[i] = ref(b.loc, "host_codegen", h, where) end
  for _, m in ipairs(b.hooks) do
    m.objs = {}
    for i, h in ipairs(m.value) do m.objs[i] = ref(b.loc, "host_hook", h, where) end
  end
  for _, e in ipairs(b.execution_backends) do
    e.obj = ref(b.loc, "execution_backend", e.name, where)
    check_pred_refs(e.supports_target, where)
    cfun(b.loc, e.load, "tl_exec_load_fn", where .. " execution backend '" .. e.name .. "'")
    cfun(b.loc, e.probe, "tl_probe_fn", where .. " execution backend '" .. e.name .. "' probe")
  end
  for _, c in ipairs(b.callbacks) do cfun(b.loc, c.fn, "tl_packed_fn", where .. " callback '" .. c.name .. "'") end
end

for _, u in ipairs(undefined_uses) do
  if not builtin_function[u.name] then
    fail(u.loc, "%s: C function '%s' is not defined in any source file", u.context, u.name)
  end
end

-- Global function names (callbacks) are one namespace: the registry refuses
-- a second owner at run time; here the specs' backends are checked together.
do
  local owner = {}
  for _, b in ipairs(decl.backend) do
    for _, c in ipairs(b.callbacks) do
      local prev = owner[c.name]
      if prev then
        fail(b.loc, "Global function '%s' is already registered by backend '%s' (%s:%d)", c.name, prev.name,
          prev.loc.file, prev.loc.line)
      else
        owner[c.name] = b
      end
    end
  end
end

-- Variants of one target kind: each pair's predicates must be disjoint. The C
-- registry checks that they exist; here the data ones are proven disjoint,
-- all proofs together within PROOF_INSTRUCTIONS (counted a thousand at a time).
local proof_used = 0
local function bounded_proof(pa, pb, kind)
  local exceeded = {}
  debug.sethook(function()
    proof_used = proof_used + 1000
    if proof_used > PROOF_INSTRUCTIONS then debug.sethook(); error(exceeded) end
  end, "", 1000)
  local ok, witness, why = pcall(find_overlap, pa, pb, kind)
  debug.sethook()
  if ok then return witness, why end
  if witness ~= exceeded then error(witness, 0) end
  return nil, string.format("proving their predicates disjoint exceeds the generator's budget (%d instructions for all proofs)",
    PROOF_INSTRUCTIONS)
end
local proofs = {}
for _, kind in ipairs(decl.target_kind) do
  local variants = {}
  for _, b in ipairs(decl.backend) do
    for _, k in ipairs(b.target_kinds) do if k == kind.name then variants[#variants + 1] = b end end
  end
  for i = 1, #variants do
    for j = i + 1, #variants do
      local a, b = variants[i], variants[j]
      local pa, pb = a.supports_target, b.supports_target
      local row = { kind = kind.name, a = a, b = b }
      if not pa or not pb then
        row.result = "a predicate is missing (the registry rejects this)"
      elseif not pred_is_data(pa) or not pred_is_data(pb) then
        row.result = "not provable: a predicate is C code; lookup reports `Multiple backends match target` if both match"
      elseif proof_used > PROOF_INSTRUCTIONS then
        row.result = "not proven: the generator's proof budget was spent (reported once)"
      else
        local witness, why = bounded_proof(pa, pb, kind.name)
        if witness then
          fail(pb.loc, "backends '%s' and '%s' both match target %s: predicates %s (%s:%d) and %s (%s:%d) overlap",
            a.name, b.name, witness, pred_text(pa), pa.loc.file, pa.loc.line, pred_text(pb), pb.loc.file, pb.loc.line)
        elseif why then
          fail(pb.loc, "backends '%s' and '%s': %s", a.name, b.name, why)
        end
        row.result = "proven disjoint"
      end
      proofs[#proofs + 1] = row
    end
  end
end

if #errors > 0 then
  for _, e in ipairs(errors) do io.stderr:write(e, "\n") end
  io.stderr:write(string.format("gen.lua: %d error%s; generated files left as they were\n", #errors, #errors == 1 and "" or "s"))
  os.exit(1)
end

---------------------------------------------------------------------------
-- emit C

local function banner(comment_open, comment_close, inputs)
  return string.format("%s generated by gen/gen.lua from %s; do not edit %s\n",
    comment_open, table.concat(inputs, " "), comment_close)
end

-- identifiers: sanitized names, unique per kind of object
local ident_used = {}
local function ident(prefix, name)
  local base = prefix .. "_" .. name:gsub("[^%w_]", "_")
  local id, n = base, 1
  while ident_used[id] do n = n + 1; id = base .. "_" .. n end
  ident_used[id] = true
  return id
end

local function fnv1a(s, h)
  h = h or 0xcbf29ce484222325
  for i = 1, #s do h = ((h ~ s:byte(i)) * 0x100000001b3) end
  return h
end

local function loc_c(loc) return string.format("{ %s, %d }", c_string(loc.file), loc.line) end
local function opt_fn(name) return name or "NULL" end
local function opt_str(s) return s and c_string(s) or "NULL" end

local C = {}
local function w(fmt, ...) C[#C + 1] = string.format(fmt, ...) end

-- What is emitted: everything, or in plugin mode what the plugin's spec
-- files declare and the built-in declarations its tables point at (copied:
-- the same structs, naming tilec's functions, which the plugin resolves
-- against the process that loads it).
local emitted = {}
local function emits(obj) return not plugin_name or emitted[obj] == true end
if plugin_name then
  local function mark_pipeline(pl)
    emitted[pl] = true
    for _, st in ipairs(pl.steps) do if st.obj then emitted[st.obj] = true end end
  end
  for what, list in pairs(decl) do
    for _, o in ipairs(list) do
      if own_file[o.loc.file] then emitted[o] = true; if what == "pipeline" then mark_pipeline(o) end end
    end
  end
  for _, b in ipairs(decl.backend) do
    if own_file[b.loc.file] then
      for _, m in ipairs(b.pipelines) do mark_pipeline(m.obj) end
      for _, m in ipairs(b.device_codegens) do emitted[m.obj] = true end
      for _, h in ipairs(b.host_objs) do emitted[h] = true end
      for _, m in ipairs(b.hooks) do for _, h in ipairs(m.objs) do emitted[h] = true end end
      for _, e in ipairs(b.execution_backends) do emitted[e.obj] = true end
    end
  end
end
-- The tables' own symbols: global in tilec, static in a plugin, whose only
-- exported symbol is its entry point.
local G = plugin_name and "static " or ""

local own_inputs = {}
for _, f in ipairs(spec_files) do if own_file[f] then own_inputs[#own_inputs + 1] = f end end
w("%s", banner("/*", "*/", plugin_name and own_inputs or spec_files))
if plugin_name then
  w("/*\n * Plugin %s's tables: its declarations as C data, each with the spec file and\n", plugin_name)
  w(" * line it came from, handed to tilec by the entry point at the end\n")
  w(" * (include/tilec/plugin.h); tilec registers them all or none.\n */\n")
  w("#include <stddef.h>\n#include <string.h>\n\n#include \"tilec/plugin.h\"\n#include \"registry.h\"\n\n")
  w("@WEAK@")
else
  w("/*\n * The registry's tables: every declaration of specs/ as C data, each with\n")
  w(" * the spec file and line it came from. src/backend/registry.c registers the\n")
  w(" * backends below, in order, through the same validation as tl_register_backend.\n */\n")
  w("#include <stddef.h>\n#include <string.h>\n\n#include \"backend/internal.h\"\n#include \"registry.h\"\n\n")
end

-- predicates
local pred_ids = {}
local function emit_pred(p, owner)
  if not p then return "NULL" end
  if pred_ids[p] then return "&" .. pred_ids[p] end
  local id = ident("pred", owner)
  pred_ids[p] = id
  w("static bool %s_fn(const tl_target *t)\n{\n    return %s;\n}\n", id, pred_c(p))
  w("static const tl_predicate %s = { %s, %s_fn, %s, %s };\n\n", id, c_string(pred_text(p)), id,
    pred_is_data(p) and "true" or "false", loc_c(p.loc))
  return "&" .. id
end

-- target kinds
w("/* target kinds */\n")
local emitted_kinds = {}
for _, k in ipairs(decl.target_kind) do if emits(k) then emitted_kinds[#emitted_kinds + 1] = k end end
for _, k in ipairs(emitted_kinds) do
  k.id = ident("kind", k.name)
  if #k.default_keys > 0 then
    local keys = {}
    for i, s in ipairs(k.default_keys) do keys[i] = c_string(s) end
    w("static const char *const %s_keys[] = { %s };\n", k.id, table.concat(keys, ", "))
  end
  if #k.attrs > 0 then
    w("static const tl_attr_rule %s_attrs[] = {\n", k.id)
    for _, a in ipairs(k.attrs) do
      local values = "NULL, 0"
      if a.values then
        local vs = {}
        for i, v in ipairs(a.values) do vs[i] = c_string(v) end
        values = string.format("(const char *const[]){ %s }, %d", table.concat(vs, ", "), #vs)
      end
      w("    { %s, %s, %s, %s, %s, %d, %d, %s },\n", c_string(a.name), opt_str(a.prefix), opt_str(a.default), c_string(a.doc),
        ATTR_TYPES[a.type], a.min, a.max, values)
    end
    w("};\n")
  end
  -- Without a default_host of its own, a kind takes every host codegen in
  -- declaration order.
  local hosts = {}
  if k.default_host then
    for i, h in ipairs(k.default_host) do hosts[i] = c_string(h) end
  else
    for i, h in ipairs(decl.host_codegen) do hosts[i] = c_string(h.name) end
  end
  w("static const char *const %s_hosts[] = { %s };\n", k.id, #hosts > 0 and table.concat(hosts, ", ") or "NULL")
  local dev = DL_DEVICES[k.device_type]
  w("static const tl_target_kind %s = {\n    %s, %s, %d, %s, %d, %s, %s,\n    %d, %s, %s, %s, %s_hosts, %d, %s,\n    %s,\n};\n",
    k.id, c_string(k.name), #k.default_keys > 0 and k.id .. "_keys" or "NULL", #k.default_keys,
    #k.attrs > 0 and k.id .. "_attrs" or "NULL", #k.attrs, opt_fn(k.detect), opt_fn(k.check),
    dev[1], c_string(k.device_type), c_string(dev[2]), c_string(k.launch_prefix), k.id, #hosts, opt_fn(k.device_api),
    loc_c(k.loc))
end
w("%sconst tl_target_kind *const tl_registry_target_kinds[] = {\n", G)
for _, k in ipairs(emitted_kinds) do w("    &%s,\n", k.id) end
if #emitted_kinds == 0 then w("    NULL,\n") end
w("};\n%sconst size_t tl_registry_ntarget_kinds = %d;\n\n", G, #emitted_kinds)

-- tags, as the JSON text they stand for
local function json_string(s) return '"' .. s:gsub('[%c"\\]', function(c) return string.format("\\u%04x", c:byte()) end) .. '"' end
w("/* target tags: a name standing for a target given as JSON */\n")
w("%sconst tl_target_tag tl_registry_tags[] = {\n", G)
local ntags = 0
for _, t in ipairs(decl.tag) do
  local parts = { '"kind": ' .. json_string(t.kind) }
  if #t.keys > 0 then
    local ks = {}
    for i, k in ipairs(t.keys) do ks[i] = json_string(k) end
    parts[#parts + 1] = '"keys": [' .. table.concat(ks, ", ") .. "]"
  end
  for _, a in ipairs(t.attrs) do parts[#parts + 1] = json_string(a.name) .. ": " .. json_string(a.value) end
  t.json = "{" .. table.concat(parts, ", ") .. "}"
  if emits(t) then
    w("    { %s, %s, %s },\n", c_string(t.name), c_string(t.json), loc_c(t.loc))
    ntags = ntags + 1
  end
end
if ntags == 0 then w("    { NULL, NULL, { NULL, 0 } },\n") end
w("};\n%sconst size_t tl_registry_ntags = %d;\n\n", G, ntags)

if not plugin_name then
w("/* what \"auto\" tries, in order */\n")
  local ks = {}
  for i, k in ipairs(auto_target.kinds) do ks[i] = "&" .. by_name.target_kind[k].id end
  w("const tl_target_kind *const tl_registry_auto_kinds[] = { %s };\n", table.concat(ks, ", "))
  w("const size_t tl_registry_nauto_kinds = %d;\n\n", #ks)
end

-- passes, options, pipelines
w("/* the pass catalogue */\n")
local function each_emitted(list)
  local out = {}
  for _, o in ipairs(list) do if emits(o) then out[#out + 1] = o end end
  return ipairs(out)
end
local function count_emitted(list)
  local n = 0
  for _, o in ipairs(list) do if emits(o) then n = n + 1 end end
  return n
end
for _, p in each_emitted(decl.pass) do
  p.id = ident("pass", p.name)
  w("static const tl_pass %s = { %s, %s, %s, %s };\n", p.id, c_string(p.name), p.run, c_string(p.doc), loc_c(p.loc))
end
w("%sconst tl_pass *const tl_registry_passes[] = {\n", G)
for _, p in each_emitted(decl.pass) do w("    &%s,\n", p.id) end
if count_emitted(decl.pass) == 0 then w("    NULL,\n") end
w("};\n%sconst size_t tl_registry_npasses = %d;\n\n", G, count_emitted(decl.pass))

if not plugin_name then
w("const tl_pass_option tl_registry_pass_options[] = {\n")
for _, o in ipairs(decl.pass_option) do
  w("    { %s, %s, %s, %s },\n", c_string(o.name), o.default and "true" or "false", c_string(o.doc), loc_c(o.loc))
end
if #decl.pass_option == 0 then w("    { NULL, false, NULL, { NULL, 0 } },\n") end
w("};\nconst size_t tl_registry_npass_options = %d;\n\n", #decl.pass_option)
end

w("/* pipelines */\n")
for _, pl in each_emitted(decl.pipeline) do
  pl.id = ident("pipeline", pl.name)
  w("static const tl_pipeline_step %s_steps[] = {\n", pl.id)
  for _, s in ipairs(pl.steps) do w("    { &%s, %s },\n", s.obj.id, opt_str(s.when)) end
  if #pl.steps == 0 then w("    { NULL, NULL },\n") end
  w("};\nstatic const tl_pipeline %s = { %s, %s_steps, %d, %s };\n", pl.id, c_string(pl.name), pl.id, #pl.steps, loc_c(pl.loc))
end
w("%sconst tl_pipeline *const tl_registry_pipelines[] = {\n", G)
for _, pl in each_emitted(decl.pipeline) do w("    &%s,\n", pl.id) end
if count_emitted(decl.pipeline) == 0 then w("    NULL,\n") end
w("};\n%sconst size_t tl_registry_npipelines = %d;\n\n", G, count_emitted(decl.pipeline))

w("/* codegens and hooks */\n")
for _, d in each_emitted(decl.device_codegen) do
  d.id = ident("device_codegen", d.name)
  if #d.emits > 0 then
    w("static const tl_emit_kind %s_emits[] = {\n", d.id)
    for _, e in ipairs(d.emits) do
      w("    { %s, %s, %s, %s },\n", c_string(e.name), c_string(e.ext), e.binary and "true" or "false", c_string(e.doc))
    end
    w("};\n")
  end
  w("static const tl_device_codegen %s = { %s, %s, %s, %s, %s, %d, %s, %s, %s };\n", d.id, c_string(d.name), opt_fn(d.build),
    opt_fn(d.build_without_compile), opt_fn(d.emit), #d.emits > 0 and d.id .. "_emits" or "NULL", #d.emits, opt_fn(d.free),
    d.source_kernels and c_string(d.source_kernels) or "NULL", loc_c(d.loc))
end
for _, h in each_emitted(decl.host_codegen) do
  h.id = ident("host_codegen", h.name)
  w("static const tl_host_codegen %s = { %s, %s, %s, %s, %s, %s, %s };\n", h.id, c_string(h.name), h.build,
    opt_fn(h.probe), opt_fn(h.emit), opt_fn(h.free), c_string(h.doc), loc_c(h.loc))
end
w("%sconst tl_host_codegen *const tl_registry_host_codegens[] = {\n", G)
for _, h in each_emitted(decl.host_codegen) do w("    &%s,\n", h.id) end
if count_emitted(decl.host_codegen) == 0 then w("    NULL,\n") end
w("};\n%sconst size_t tl_registry_nhost_codegens = %d;\n", G, count_emitted(decl.host_codegen))
for _, h in each_emitted(decl.host_hook) do
  h.id = ident("host_hook", h.name)
  w("static const tl_host_hook %s = { %s, %s, %s };\n", h.id, c_string(h.name), h.run, loc_c(h.loc))
end
w("\n/* execution backends */\n")
local function emit_exec(e, id, supports, load, probe)
  w("static const tl_exec_backend %s = {\n    %s, %s, %s, %s, %s, %s,\n    %s,\n    %s,\n};\n", id, c_string(e.name), probe or e.probe,
    opt_fn(load or e.load), supports, e.enable_host_codegen and "true" or "false", e.enable_device_compile and "true" or "false",
    c_string(e.doc), loc_c(e.loc))
end
for _, e in each_emitted(decl.execution_backend) do
  e.id = ident("exec", e.name)
  emit_exec(e, e.id, emit_pred(e.supports_target, "exec_" .. e.name))
end
w("%sconst tl_exec_backend *const tl_registry_exec_backends[] = {\n", G)
for _, e in each_emitted(decl.execution_backend) do w("    &%s,\n", e.id) end
if count_emitted(decl.execution_backend) == 0 then w("    NULL,\n") end
w("};\n%sconst size_t tl_registry_nexec_backends = %d;\n", G, count_emitted(decl.execution_backend))

-- The files a backend's declaration draws on: its spec hash covers them all.
local function backend_files(b)
  local files, seen = {}, {}
  local function add(loc) if loc and not seen[loc.file] then seen[loc.file] = true; files[#files + 1] = loc.file end end
  add(b.loc)
  for _, m in ipairs(b.pipelines) do
    add(m.obj.loc)
    for _, s in ipairs(m.obj.steps) do add(s.obj.loc) end
  end
  for _, m in ipairs(b.device_codegens) do add(m.obj.loc) end
  for _, h in ipairs(b.host_objs) do add(h.loc) end
  for _, e in ipairs(b.execution_backends) do add(e.obj.loc) end
  for _, k in ipairs(b.target_kinds) do add(by_name.target_kind[k].loc) end
  table.sort(files)
  return files
end

w("\n/* backends */\n")
for _, b in each_emitted(decl.backend) do
  b.id = ident("backend", b.name)
  local id = b.id
  w("\n/* %s, declared at %s:%d */\n", b.name, b.loc.file, b.loc.line)
  local supports = emit_pred(b.supports_target, b.name)
  local kinds = {}
  for i, k in ipairs(b.target_kinds) do kinds[i] = c_string(k) end
  w("static const char *const %s_kinds[] = { %s };\n", id, #kinds > 0 and table.concat(kinds, ", ") or "NULL")
  w("static const tl_kind_pipeline %s_pipelines[] = {\n", id)
  for _, m in ipairs(b.pipelines) do w("    { %s, &%s },\n", c_string(m.kind), m.obj.id) end
  if #b.pipelines == 0 then w("    { NULL, NULL },\n") end
  w("};\nstatic const tl_kind_codegen %s_device_codegens[] = {\n", id)
  for _, m in ipairs(b.device_codegens) do w("    { %s, &%s },\n", c_string(m.kind), m.obj.id) end
  if #b.device_codegens == 0 then w("    { NULL, NULL },\n") end
  w("};\nstatic const tl_host_codegen *const %s_host_codegens[] = {\n", id)
  for _, h in ipairs(b.host_objs) do w("    &%s,\n", h.id) end
  if #b.host_objs == 0 then w("    NULL,\n") end
  w("};\n")
  for i, m in ipairs(b.hooks) do
    local hs = {}
    for j, h in ipairs(m.objs) do hs[j] = "&" .. h.id end
    w("static const tl_host_hook *const %s_hooks_%d[] = { %s };\n", id, i, #hs > 0 and table.concat(hs, ", ") or "NULL")
  end
  w("static const tl_kind_hooks %s_hooks[] = {\n", id)
  for i, m in ipairs(b.hooks) do w("    { %s, %s_hooks_%d, %d },\n", c_string(m.kind), id, i, #m.objs) end
  if #b.hooks == 0 then w("    { NULL, NULL, 0 },\n") end
  w("};\n")
  local execs = {}
  for i, e in ipairs(b.execution_backends) do
    if e.supports_target or e.load or e.probe then
      -- A shared declaration narrowed for this backend, loaded by its own
      -- function or probed by its own: a record of its own.
      local eid = ident("exec_" .. b.name, e.name)
      local supports = e.supports_target and emit_pred(e.supports_target, b.name .. "_exec_" .. e.name)
        or emit_pred(e.obj.supports_target, "exec_" .. e.name)
      emit_exec(e.obj, eid, supports, e.load, e.probe)
      execs[i] = "&" .. eid
    else
      execs[i] = "&" .. e.obj.id
    end
  end
  w("static const tl_exec_backend *const %s_execs[] = { %s };\n", id, #execs > 0 and table.concat(execs, ", ") or "NULL")
  w("static const tl_callback %s_callbacks[] = {\n", id)
  for _, c in ipairs(b.callbacks) do w("    { %s, %s },\n", c_string(c.name), c.fn) end
  if #b.callbacks == 0 then w("    { NULL, NULL },\n") end
  w("};\n")
  local hash
  for _, f in ipairs(backend_files(b)) do hash = fnv1a(f .. "\0" .. spec_text[f] .. "\0", hash) end
  b.hash = hash
  w("static const tl_backend %s = {\n", id)
  w("    .name = %s,\n", c_string(b.name))
  w("    .target_kinds = %s_kinds, .ntarget_kinds = %d,\n", id, #kinds)
  w("    .supports_target = %s,\n", supports)
  w("    .pipelines = %s_pipelines, .npipelines = %d,\n", id, #b.pipelines)
  w("    .device_codegens = %s_device_codegens, .ndevice_codegens = %d,\n", id, #b.device_codegens)
  w("    .host_codegens = %s_host_codegens, .nhost_codegens = %d,\n", id, #b.host_objs)
  w("    .host_codegen_hooks = %s_hooks, .nhost_codegen_hooks = %d,\n", id, #b.hooks)
  w("    .execution_backends = %s_execs, .nexecution_backends = %d,\n", id, #execs)
  w("    .callbacks = %s_callbacks, .ncallbacks = %d,\n", id, #b.callbacks)
  w("    .spec_hash = 0x%016xULL,\n", hash)
  w("    .loc = %s,\n};\n", loc_c(b.loc))
end
w("\n%sconst tl_backend *const tl_registry_backends[] = {\n", G)
for _, b in each_emitted(decl.backend) do w("    &%s,\n", b.id) end
if count_emitted(decl.backend) == 0 then w("    NULL,\n") end
w("};\n%sconst size_t tl_registry_nbackends = %d;\n", G, count_emitted(decl.backend))

-- The C functions the emitted tables name (in plugin mode, a subset of the
-- specs' functions), in the order of c_functions.
local used_functions = {}
do
  local text = table.concat(C)
  for _, f in ipairs(c_functions) do
    if not plugin_name or text:find("%f[%w_]" .. f.name .. "%f[^%w_]") then used_functions[#used_functions + 1] = f end
  end
end

if plugin_name then
  -- Every function is referenced weakly, so that one the plugin lacks is NULL
  -- at load time and tilec refuses the plugin naming it and its spec line
  -- (a strong reference would fail dlopen with only the symbol's name).
  local weak = {}
  for _, f in ipairs(used_functions) do weak[#weak + 1] = string.format("#pragma weak %s\n", f.name) end
  for i, part in ipairs(C) do if part == "@WEAK@" then C[i] = table.concat(weak) .. (#weak > 0 and "\n" or "") end end
  w("\n/* the functions the tables name, for tilec to check before it registers anything */\n")
  w("static const tl_plugin_function plugin_functions[] = {\n")
  for _, f in ipairs(used_functions) do
    local seen = c_function_seen[f.name]
    w("    { %s, %s, %s, (tl_plugin_fn *)%s, %s },\n", c_string(f.name), c_string(f.type), c_string(seen.context), f.name,
      loc_c(seen.loc))
  end
  if #used_functions == 0 then w("    { NULL, NULL, NULL, NULL, { NULL, 0 } },\n") end
  w("};\n\nstatic const char *const plugin_spec_files[] = {\n")
  for _, f in ipairs(own_inputs) do w("    %s,\n", c_string(f)) end
  w("};\n\nstatic const tl_plugin plugin = {\n")
  w("    .abi_version = TL_PLUGIN_ABI_VERSION,\n    .size = sizeof(tl_plugin),\n    .tilec_version = TILEC_VERSION,\n")
  w("    .name = %s,\n", c_string(plugin_name))
  w("    .spec_files = plugin_spec_files, .nspec_files = %d,\n", #own_inputs)
  w("    .target_kinds = tl_registry_target_kinds, .ntarget_kinds = %d,\n", #emitted_kinds)
  w("    .tags = tl_registry_tags, .ntags = %d,\n", ntags)
  w("    .backends = tl_registry_backends, .nbackends = %d,\n", count_emitted(decl.backend))
  w("    .functions = plugin_functions, .nfunctions = %d,\n};\n\n", #used_functions)
  w("TL_PLUGIN_EXPORT const tl_plugin *TL_PLUGIN_ENTRY(void)\n{\n")
  w("    /* the lists every plugin's tables have, whether it uses them or not */\n")
  w("    (void)tl_registry_passes, (void)tl_registry_npasses, (void)tl_registry_pipelines, (void)tl_registry_npipelines;\n")
  w("    (void)tl_registry_host_codegens, (void)tl_registry_nhost_codegens, (void)tl_registry_exec_backends;\n")
  w("    (void)tl_registry_nexec_backends, (void)tl_registry_ntarget_kinds, (void)tl_registry_ntags, (void)tl_registry_nbackends;\n")
  w("    return &plugin;\n}\n")
end

---------------------------------------------------------------------------
-- emit the header

local H = {}
local function h(fmt, ...) H[#H + 1] = string.format(fmt, ...) end
h("%s", banner("/*", "*/", plugin_name and own_inputs or spec_files))
if plugin_name then
  h("/*\n * The C functions plugin %s's tables (registry.c) name, declared with the type\n", plugin_name)
  h(" * their role requires; tilec's own among them resolve against the tilec that\n")
  h(" * loads the plugin. Every source file that defines one of these functions\n")
  h(" * includes this header, so a wrong signature does not compile.\n */\n")
else
h("/*\n * The C functions the specs name, declared with the type their role requires,\n")
h(" * and the tables of generated/registry.c. Every source file that defines one of\n")
h(" * these functions includes this header, so a wrong signature does not compile.\n */\n")
end
h("#ifndef TL_GENERATED_REGISTRY_H\n#define TL_GENERATED_REGISTRY_H\n\n#include \"tilec/tilec.h\"\n\n")
local by_type = {}
for _, f in ipairs(used_functions) do by_type[#by_type + 1] = f end
table.sort(by_type, function(a, b) if a.type ~= b.type then return a.type < b.type end return a.name < b.name end)
for _, f in ipairs(by_type) do h("%s %s;\n", f.type, f.name) end
if plugin_name then h("\n#endif\n") else
h([[

typedef struct tl_pass_option {
    const char *name;
    bool default_value;
    const char *doc;
    tl_loc loc;
} tl_pass_option;

extern const tl_backend *const tl_registry_backends[];
extern const size_t tl_registry_nbackends;
extern const tl_target_kind *const tl_registry_target_kinds[];
extern const size_t tl_registry_ntarget_kinds;
extern const tl_target_tag tl_registry_tags[];
extern const size_t tl_registry_ntags;
extern const tl_target_kind *const tl_registry_auto_kinds[];
extern const size_t tl_registry_nauto_kinds;
extern const tl_pass *const tl_registry_passes[];
extern const size_t tl_registry_npasses;
extern const tl_pass_option tl_registry_pass_options[];
extern const size_t tl_registry_npass_options;
extern const tl_pipeline *const tl_registry_pipelines[];
extern const size_t tl_registry_npipelines;
extern const tl_host_codegen *const tl_registry_host_codegens[];
extern const size_t tl_registry_nhost_codegens;
extern const tl_exec_backend *const tl_registry_exec_backends[];
extern const size_t tl_registry_nexec_backends;

#endif
]])
end

---------------------------------------------------------------------------
-- emit BACKENDS.md

local M = {}
local function m(fmt, ...) M[#M + 1] = string.format(fmt, ...) end
local function loc_md(loc) return string.format("%s:%d", loc.file, loc.line) end
m("%s", banner("<!--", "-->", spec_files))
m("# tilec backends\n\nThe registry as the specs declare it. `make gen` writes this file; review it\n")
m("with the spec change that produced it.\n\n## Backends\n\n")
m("| backend | spec | target kinds | supports_target | execution backends (auto order) | device codegens | host codegens | host hooks | callbacks |\n")
m("| --- | --- | --- | --- | --- | --- | --- | --- | --- |\n")
for _, b in ipairs(decl.backend) do
  local execs, cgs, hooks, cbs = {}, {}, {}, {}
  for i, e in ipairs(b.execution_backends) do
    execs[i] = "`" .. e.name .. "`" .. (e.supports_target and (" if `" .. pred_text(e.supports_target) .. "`") or "") ..
      (e.load and (" (load `" .. e.load .. "`)") or "")
  end
  for i, c in ipairs(b.device_codegens) do cgs[i] = c.kind .. ": `" .. c.value .. "`" end
  for i, x in ipairs(b.hooks) do hooks[i] = x.kind .. ": " .. table.concat(x.value, ", ") end
  for i, c in ipairs(b.callbacks) do cbs[i] = "`" .. c.name .. "`" end
  m("| %s | %s | %s | %s | %s | %s | %s | %s | %s |\n", b.name, loc_md(b.loc), table.concat(b.target_kinds, ", "),
    b.supports_target and "`" .. pred_text(b.supports_target) .. "`" or "-", table.concat(execs, ", "),
    table.concat(cgs, ", "), table.concat(b.host_codegens, ", "), #hooks > 0 and table.concat(hooks, "; ") or "-",
    #cbs > 0 and table.concat(cbs, ", ") or "-")
end
m("\n## Variants of one target kind\n\n")
if #proofs == 0 then m("No target kind is shared by two backends.\n") else
  m("| target kind | backend | backend | predicates |\n| --- | --- | --- | --- |\n")
  for _, r in ipairs(proofs) do m("| %s | %s | %s | %s |\n", r.kind, r.a.name, r.b.name, r.result) end
end
m("\n## Execution backends\n\n| name | spec | probe | load | host codegen | device compile | what it is |\n| --- | --- | --- | --- | --- | --- | --- |\n")
for _, e in ipairs(decl.execution_backend) do
  m("| %s | %s | `%s` | %s | %s | %s | %s |\n", e.name, loc_md(e.loc), e.probe, e.load and "`" .. e.load .. "`" or "each backend's",
    e.enable_host_codegen and "yes" or "no",
    e.enable_device_compile and "yes" or "no", e.doc)
end
m("\n## Codegens and what they emit\n\n| codegen | spec | build | build without compile | `--emit` kinds | artifact freed by |\n| --- | --- | --- | --- | --- | --- |\n")
for _, d in ipairs(decl.device_codegen) do
  local kinds = {}
  for i, e in ipairs(d.emits) do kinds[i] = "`" .. e.name .. "` (" .. e.ext .. ")" end
  m("| device `%s` | %s | %s | %s | %s | %s |\n", d.name, loc_md(d.loc), d.build and "`" .. d.build .. "`" or "-",
    d.build_without_compile and "`" .. d.build_without_compile .. "`" or "-", #kinds > 0 and table.concat(kinds, ", ") or "-",
    d.free and "`" .. d.free .. "`" or "-")
end
for _, h in ipairs(decl.host_codegen) do
  m("| host `%s` | %s | `%s` | - | %s | %s |\n", h.name, loc_md(h.loc), h.build, h.emit and "`host`" or "-",
    h.free and "`" .. h.free .. "`" or "-")
end
m("\n## Target kinds\n\n| kind | spec | default keys | attributes | auto detection | own check | tensors on | launch | default host |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- |\n")
for _, k in ipairs(decl.target_kind) do
  local attrs = {}
  for i, a in ipairs(k.attrs) do
    local t = a.type == "int" and string.format(" (int %d..%d)", a.min, a.max) or a.type == "features" and " (features)" or
      a.values and (" (" .. table.concat(a.values, " \\| ") .. ")") or ""
    attrs[i] = "`" .. a.name .. "`" .. (a.prefix and (" (`" .. a.prefix .. "*`)") or "") .. t ..
      (a.default and (" = `" .. a.default .. "`") or "")
  end
  local hosts = {}
  if k.default_host then hosts = k.default_host else for i, h in ipairs(decl.host_codegen) do hosts[i] = h.name end end
  m("| %s | %s | %s | %s | %s | %s | `%s` | `%sNAME` | %s |\n", k.name, loc_md(k.loc), table.concat(k.default_keys, ", "),
    #attrs > 0 and table.concat(attrs, ", ") or "-", k.detect and "`" .. k.detect .. "`" or "-",
    k.check and "`" .. k.check .. "`" or "-", k.device_type,
    k.launch_prefix, table.concat(hosts, ", "))
end
if auto_target then m("\n`auto` tries %s, in this order (%s).\n", table.concat(auto_target.kinds, ", "), loc_md(auto_target.loc)) end
m("\n### Tags\n\n| tag | target |\n| --- | --- |\n")
for _, t in ipairs(decl.tag) do m("| `%s` | `%s` |\n", t.name, t.json) end
m("\n## Pipelines side by side\n\nEach cell is the pass's position in the pipeline; `(opt)` means only with pass option `opt` on.\n\n")
local hdr, sep = { "pass" }, { "---" }
for _, pl in ipairs(decl.pipeline) do hdr[#hdr + 1] = pl.name; sep[#sep + 1] = "---" end
m("| %s |\n| %s |\n", table.concat(hdr, " | "), table.concat(sep, " | "))
for _, p in ipairs(decl.pass) do
  local row = { "`" .. p.name .. "`" }
  for _, pl in ipairs(decl.pipeline) do
    local cell = {}
    for i, s in ipairs(pl.steps) do
      if s.pass == p.name then cell[#cell + 1] = tostring(i) .. (s.when and (" (" .. s.when .. ")") or "") end
    end
    row[#row + 1] = #cell > 0 and table.concat(cell, ", ") or ""
  end
  m("| %s |\n", table.concat(row, " | "))
end
m("\n### Pass options\n\n| option | default | what it does |\n| --- | --- | --- |\n")
for _, o in ipairs(decl.pass_option) do m("| `%s` | %s | %s |\n", o.name, tostring(o.default), o.doc) end
m("\n### Passes\n\n| pass | spec | C function | what it does |\n| --- | --- | --- | --- |\n")
for _, p in ipairs(decl.pass) do m("| `%s` | %s | `%s` | %s |\n", p.name, loc_md(p.loc), p.run, p.doc) end

---------------------------------------------------------------------------
-- write

local function write(name, parts)
  local path = out_dir .. "/" .. name
  local fh, e = io.open(path, "wb")
  if not fh then io.stderr:write("gen.lua: cannot write " .. path .. ": " .. tostring(e) .. "\n"); os.exit(1) end
  fh:write(table.concat(parts))
  fh:close()
end
write("registry.c", C)
write("registry.h", H)
if not plugin_name then write("BACKENDS.md", M) end
