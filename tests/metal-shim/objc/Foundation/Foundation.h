/*
 * Foundation/Foundation.h (tests/metal-shim/objc/): a stand-in declaring only
 * what tilec's metal_context host code uses (NSObject, NSString, NSError,
 * NSUInteger, BOOL, nil), so that clang can check the Objective-C++ half of
 * that code on Linux (tests/check_metal.c). Not Apple's header: a name or
 * a signature is checked against these declarations, not against the SDK.
 */
typedef unsigned long NSUInteger;
typedef signed char BOOL;
#define YES ((BOOL)1)
#define NO ((BOOL)0)
#define nil ((id)0)
@interface NSObject
+ (instancetype)alloc;
- (instancetype)init;
+ (instancetype)new;
@end
@interface NSString : NSObject
+ (NSString *)stringWithUTF8String:(const char *)s;
- (const char *)UTF8String;
@end
@interface NSError : NSObject
- (NSString *)localizedDescription;
@end
