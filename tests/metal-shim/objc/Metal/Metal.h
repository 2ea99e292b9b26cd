/*
 * Metal/Metal.h (tests/metal-shim/objc/): a stand-in declaring only the
 * Metal API that tilec's metal_context host code calls (the device, its
 * queue, the library, compile options, pipeline states, command buffers and
 * compute encoders), with Apple's names and signatures as documented, so
 * that clang can check the Objective-C++ half of that code on Linux
 * (tests/check_metal.c). It proves syntax and consistency with these
 * declarations, not that the code builds against the real SDK.
 */
#import <Foundation/Foundation.h>
typedef struct { NSUInteger width, height, depth; } MTLSize;
static inline MTLSize MTLSizeMake(NSUInteger w, NSUInteger h, NSUInteger d) { MTLSize s = {w, h, d}; return s; }
typedef enum { MTLLanguageVersion2_3, MTLLanguageVersion2_4, MTLLanguageVersion3_0, MTLLanguageVersion3_1, MTLLanguageVersion3_2 } MTLLanguageVersion;
@interface MTLCompileOptions : NSObject
@property BOOL fastMathEnabled;
@property MTLLanguageVersion languageVersion;
@end
@protocol MTLBuffer
@end
@protocol MTLFunction
@end
@protocol MTLComputePipelineState
@property (readonly) NSUInteger maxTotalThreadsPerThreadgroup;
@end
@protocol MTLLibrary
- (id<MTLFunction>)newFunctionWithName:(NSString *)name;
@end
@protocol MTLComputeCommandEncoder
- (void)setComputePipelineState:(id<MTLComputePipelineState>)s;
- (void)setBuffer:(id<MTLBuffer>)b offset:(NSUInteger)o atIndex:(NSUInteger)i;
- (void)setBytes:(const void *)p length:(NSUInteger)n atIndex:(NSUInteger)i;
- (void)dispatchThreadgroups:(MTLSize)g threadsPerThreadgroup:(MTLSize)t;
- (void)endEncoding;
@end
@protocol MTLCommandBuffer
- (id<MTLComputeCommandEncoder>)computeCommandEncoder;
- (void)commit;
- (void)waitUntilCompleted;
@property (readonly) NSError *error;
@end
@protocol MTLCommandQueue
- (id<MTLCommandBuffer>)commandBuffer;
@end
@protocol MTLDevice
- (id<MTLCommandQueue>)newCommandQueue;
- (id<MTLLibrary>)newLibraryWithSource:(NSString *)s options:(MTLCompileOptions *)o error:(NSError **)e;
- (id<MTLComputePipelineState>)newComputePipelineStateWithFunction:(id<MTLFunction>)f error:(NSError **)e;
@property (readonly) NSUInteger maxThreadgroupMemoryLength;
@end
id<MTLDevice> MTLCreateSystemDefaultDevice(void);
