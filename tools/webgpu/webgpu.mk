# tools/webgpu/webgpu.mk: the webgpu backend's Node packages (included by the
# Makefile). `make deps` installs them into tools/webgpu/node_modules with
# `npm ci` from the checked-in package-lock.json (exact versions: webgpu,
# Dawn for Node; naga-wasm, naga), never globally; the runtime
# (src/webgpu/exec.c) and tests/check_webgpu.c find them there.
WEBGPU_NODE := tools/webgpu/node_modules/.package-lock.json

deps: $(WEBGPU_NODE)

$(WEBGPU_NODE): tools/webgpu/package.json tools/webgpu/package-lock.json
	@if command -v npm >/dev/null 2>&1; then \
	  cd tools/webgpu && npm ci --no-audit --no-fund --loglevel=error; \
	else echo "deps: npm not found: the webgpu backend's tests will say skipped"; fi
