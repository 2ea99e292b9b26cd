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

# The Vulkan layer through which Dawn takes Mesa 22.3's lavapipe as an adapter
# (tools/webgpu/vulkan/lavapipe_layer.c; TILEC_WEBGPU_BACKEND=vulkan), built
# beside its manifest where the worker finds it, when Vulkan's headers are
# there (make deps installs libvulkan-dev). check_webgpu runs the f16 and
# subgroup forms on it.
WEBGPU_VK_LAYER := tools/webgpu/vulkan/libVkLayer_tilec_lavapipe.so
ifneq ($(wildcard /usr/include/vulkan/vk_layer.h),)
all: $(WEBGPU_VK_LAYER)
$(B)/tests/check_webgpu: $(WEBGPU_VK_LAYER)
endif

$(WEBGPU_VK_LAYER): tools/webgpu/vulkan/lavapipe_layer.c
	$(CC) -std=c11 -D_GNU_SOURCE $(OPT) $(WARN) -fPIC -fvisibility=hidden -shared $< -o $@ -lpthread
