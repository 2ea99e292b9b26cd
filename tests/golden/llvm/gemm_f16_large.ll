; ModuleID = 'gemm_f16_large.tile'
source_filename = "gemm_f16_large.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_matmul_f16_large = type { ptr, ptr, ptr, i32, i32, i32, [3 x i64] }
%tilec_args_matmul_bf16_large = type { ptr, ptr, ptr, i32, i32, i32, [3 x i64] }

; Function Attrs: noinline nounwind
define internal void @matmul_f16_large_block(ptr noalias %A, ptr noalias %B, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [8192 x i16], align 64
  %B_s = alloca [16384 x i16], align 64
  %C_f = alloca [32768 x float], align 64
  %tl_stream0 = alloca [256 x i16], align 64
  %tl_stream3 = alloca [2048 x i16], align 64
  br label %body

body:                                             ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.body, %body
  %i = phi i32 [ 0, %body ], [ %7, %for.body ]
  %0 = icmp slt i32 %i, 128
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = call i64 @llvm.smax.i64(i64 256, i64 0)
  %2 = mul nuw i64 %1, 4
  %3 = sext i32 %i to i64
  %4 = mul nsw i64 %3, 256
  %5 = add nsw i64 %4, 0
  %6 = getelementptr inbounds float, ptr %C_f, i64 %5
  call void @llvm.memset.p0.i64(ptr align 4 %6, i8 0, i64 %2, i1 false)
  %7 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !0

for.end:                                          ; preds = %for.cond
  %8 = sext i32 %K to i64
  %9 = sdiv i64 %8, 64
  %10 = sub i64 0, %8
  %11 = select i1 false, i64 %10, i64 %9
  %12 = srem i64 %8, 64
  %13 = icmp ne i64 %12, 0
  %14 = icmp slt i64 %8, 0
  %15 = icmp eq i1 %14, false
  %16 = and i1 %13, %15
  %17 = zext i1 %16 to i64
  %18 = add i64 %11, %17
  %19 = trunc i64 %18 to i32
  %20 = sext i32 %K to i64
  %21 = sdiv i64 %20, 64
  %22 = sub i64 0, %20
  %23 = select i1 false, i64 %22, i64 %21
  %24 = srem i64 %20, 64
  %25 = icmp ne i64 %24, 0
  %26 = icmp slt i64 %20, 0
  %27 = icmp eq i1 %26, false
  %28 = and i1 %25, %27
  %29 = zext i1 %28 to i64
  %30 = add i64 %23, %29
  %31 = trunc i64 %30 to i32
  br label %for.cond1

for.cond1:                                        ; preds = %if.end33, %for.end
  %k = phi i32 [ 0, %for.end ], [ %228, %if.end33 ]
  %32 = icmp slt i32 %k, %19
  br i1 %32, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %33 = mul i32 %by, 128
  %34 = icmp sle i32 0, %33
  %35 = mul i32 %by, 128
  %36 = sext i32 %35 to i64
  %37 = add i64 %36, 128
  %38 = sext i32 %M to i64
  %39 = icmp sle i64 %37, %38
  %40 = and i1 %34, %39
  %41 = mul i32 %k, 64
  %42 = icmp sle i32 0, %41
  %43 = mul i32 %k, 64
  %44 = sext i32 %43 to i64
  %45 = add i64 %44, 64
  %46 = sext i32 %K to i64
  %47 = icmp sle i64 %45, %46
  %48 = and i1 %42, %47
  %49 = and i1 %40, %48
  br i1 %49, label %if.then, label %if.else

for.end3:                                         ; preds = %for.cond1
  %50 = mul i32 %by, 128
  %51 = icmp sle i32 0, %50
  %52 = mul i32 %by, 128
  %53 = sext i32 %52 to i64
  %54 = add i64 %53, 128
  %55 = sext i32 %M to i64
  %56 = icmp sle i64 %54, %55
  %57 = and i1 %51, %56
  %58 = mul i32 %bx, 256
  %59 = icmp sle i32 0, %58
  %60 = mul i32 %bx, 256
  %61 = sext i32 %60 to i64
  %62 = add i64 %61, 256
  %63 = sext i32 %N to i64
  %64 = icmp sle i64 %62, %63
  %65 = and i1 %59, %64
  %66 = and i1 %57, %65
  br i1 %66, label %if.then62, label %if.else63

if.then:                                          ; preds = %for.body2
  br label %for.cond4

if.else:                                          ; preds = %for.body2
  br label %for.cond14

if.end:                                           ; preds = %for.end16, %for.end6
  %67 = mul i32 %k, 64
  %68 = icmp sle i32 0, %67
  %69 = mul i32 %k, 64
  %70 = sext i32 %69 to i64
  %71 = add i64 %70, 64
  %72 = sext i32 %K to i64
  %73 = icmp sle i64 %71, %72
  %74 = and i1 %68, %73
  %75 = mul i32 %bx, 256
  %76 = icmp sle i32 0, %75
  %77 = mul i32 %bx, 256
  %78 = sext i32 %77 to i64
  %79 = add i64 %78, 256
  %80 = sext i32 %N to i64
  %81 = icmp sle i64 %79, %80
  %82 = and i1 %76, %81
  %83 = and i1 %74, %82
  br i1 %83, label %if.then31, label %if.else32

for.cond4:                                        ; preds = %if.end10, %if.then
  %i7 = phi i32 [ 0, %if.then ], [ %103, %if.end10 ]
  %84 = icmp slt i32 %i7, 128
  br i1 %84, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %85 = add i32 %k, 1
  %86 = icmp slt i32 %85, %31
  br i1 %86, label %if.then8, label %if.else9

for.end6:                                         ; preds = %for.cond4
  br label %if.end

if.then8:                                         ; preds = %for.body5
  br label %for.cond11

if.else9:                                         ; preds = %for.body5
  br label %if.end10

if.end10:                                         ; preds = %if.else9, %for.end13
  %87 = call i64 @llvm.smax.i64(i64 64, i64 0)
  %88 = mul nuw i64 %87, 2
  %89 = sext i32 %i7 to i64
  %90 = mul nsw i64 %89, 64
  %91 = add nsw i64 %90, 0
  %92 = getelementptr inbounds i16, ptr %A_s, i64 %91
  %93 = mul i32 %by, 128
  %94 = add i32 %93, %i7
  %95 = sext i32 %94 to i64
  %96 = sext i32 %K to i64
  %97 = mul nsw i64 %95, %96
  %98 = mul i32 %k, 64
  %99 = add i32 %98, 0
  %100 = sext i32 %99 to i64
  %101 = add nsw i64 %97, %100
  %102 = getelementptr inbounds i16, ptr %A, i64 %101
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %92, ptr align 2 %102, i64 %88, i1 false)
  %103 = add nsw i32 %i7, 1
  br label %for.cond4, !llvm.loop !3

for.cond11:                                       ; preds = %for.body12, %if.then8
  %pf = phi i32 [ 0, %if.then8 ], [ %117, %for.body12 ]
  %104 = icmp slt i32 %pf, 2
  br i1 %104, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %105 = mul i32 %by, 128
  %106 = add i32 %105, %i7
  %107 = sext i32 %106 to i64
  %108 = sext i32 %K to i64
  %109 = mul i64 %107, %108
  %110 = add i32 %k, 1
  %111 = mul i32 %110, 64
  %112 = mul i32 %pf, 32
  %113 = add i32 %111, %112
  %114 = sext i32 %113 to i64
  %115 = add i64 %109, %114
  %116 = getelementptr i16, ptr %A, i64 %115
  call void @llvm.prefetch.p0(ptr %116, i32 0, i32 3, i32 1)
  %117 = add nsw i32 %pf, 1
  br label %for.cond11, !llvm.loop !4

for.end13:                                        ; preds = %for.cond11
  br label %if.end10

for.cond14:                                       ; preds = %for.end29, %if.else
  %i17 = phi i32 [ 0, %if.else ], [ %227, %for.end29 ]
  %118 = icmp slt i32 %i17, 128
  br i1 %118, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  %119 = mul i32 %k, 64
  %120 = sext i32 %119 to i64
  %121 = sub i64 0, %120
  %122 = icmp slt i64 %121, 0
  %123 = mul i32 %k, 64
  %124 = sext i32 %123 to i64
  %125 = sub i64 0, %124
  %126 = icmp sgt i64 %125, 64
  %127 = mul i32 %k, 64
  %128 = sext i32 %127 to i64
  %129 = sub i64 0, %128
  %130 = select i1 %126, i64 64, i64 %129
  %131 = select i1 %122, i64 0, i64 %130
  %tl_lo0 = trunc i64 %131 to i32
  %132 = sext i32 %K to i64
  %133 = mul i32 %k, 64
  %134 = sext i32 %133 to i64
  %135 = sub i64 %132, %134
  %136 = icmp slt i64 %135, 0
  %137 = sext i32 %K to i64
  %138 = mul i32 %k, 64
  %139 = sext i32 %138 to i64
  %140 = sub i64 %137, %139
  %141 = icmp sgt i64 %140, 64
  %142 = sext i32 %K to i64
  %143 = mul i32 %k, 64
  %144 = sext i32 %143 to i64
  %145 = sub i64 %142, %144
  %146 = select i1 %141, i64 64, i64 %145
  %147 = select i1 %136, i64 0, i64 %146
  %148 = sext i32 %tl_lo0 to i64
  %149 = icmp slt i64 %147, %148
  %150 = sext i32 %tl_lo0 to i64
  %151 = sext i32 %K to i64
  %152 = mul i32 %k, 64
  %153 = sext i32 %152 to i64
  %154 = sub i64 %151, %153
  %155 = icmp slt i64 %154, 0
  %156 = sext i32 %K to i64
  %157 = mul i32 %k, 64
  %158 = sext i32 %157 to i64
  %159 = sub i64 %156, %158
  %160 = icmp sgt i64 %159, 64
  %161 = sext i32 %K to i64
  %162 = mul i32 %k, 64
  %163 = sext i32 %162 to i64
  %164 = sub i64 %161, %163
  %165 = select i1 %160, i64 64, i64 %164
  %166 = select i1 %155, i64 0, i64 %165
  %167 = select i1 %149, i64 %150, i64 %166
  %tl_hi1 = trunc i64 %167 to i32
  br label %for.cond18

for.end16:                                        ; preds = %for.cond14
  br label %if.end

for.cond18:                                       ; preds = %for.body19, %for.body15
  %j = phi i32 [ 0, %for.body15 ], [ %174, %for.body19 ]
  %168 = icmp slt i32 %j, %tl_lo0
  br i1 %168, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  %169 = sext i32 %i17 to i64
  %170 = mul nsw i64 %169, 64
  %171 = sext i32 %j to i64
  %172 = add nsw i64 %170, %171
  %173 = getelementptr inbounds i16, ptr %A_s, i64 %172
  store i16 0, ptr %173, align 2
  %174 = add nsw i32 %j, 1
  br label %for.cond18, !llvm.loop !5

for.end20:                                        ; preds = %for.cond18
  %175 = mul i32 %by, 128
  %176 = sext i32 %175 to i64
  %177 = sext i32 %i17 to i64
  %178 = add i64 %176, %177
  %179 = icmp sle i64 0, %178
  %180 = mul i32 %by, 128
  %181 = sext i32 %180 to i64
  %182 = sext i32 %i17 to i64
  %183 = add i64 %181, %182
  %184 = sext i32 %M to i64
  %185 = icmp slt i64 %183, %184
  %186 = and i1 %179, %185
  br i1 %186, label %if.then21, label %if.else22

if.then21:                                        ; preds = %for.end20
  %187 = sub i32 %tl_hi1, %tl_lo0
  %188 = sext i32 %187 to i64
  %189 = sub i64 %188, 0
  %190 = call i64 @llvm.smax.i64(i64 %189, i64 0)
  %191 = mul nuw i64 %190, 2
  %192 = sext i32 %i17 to i64
  %193 = mul nsw i64 %192, 64
  %194 = add i32 %tl_lo0, 0
  %195 = sext i32 %194 to i64
  %196 = add nsw i64 %193, %195
  %197 = getelementptr inbounds i16, ptr %A_s, i64 %196
  %198 = mul i32 %by, 128
  %199 = add i32 %198, %i17
  %200 = sext i32 %199 to i64
  %201 = sext i32 %K to i64
  %202 = mul nsw i64 %200, %201
  %203 = mul i32 %k, 64
  %204 = add i32 %tl_lo0, 0
  %205 = add i32 %203, %204
  %206 = sext i32 %205 to i64
  %207 = add nsw i64 %202, %206
  %208 = getelementptr inbounds i16, ptr %A, i64 %207
  call void @tilec_rt_copy(ptr %197, ptr %208, i64 %191)
  br label %if.end23

if.else22:                                        ; preds = %for.end20
  %209 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond24

if.end23:                                         ; preds = %for.end26, %if.then21
  %210 = sub i32 64, %tl_hi1
  br label %for.cond27

for.cond24:                                       ; preds = %for.body25, %if.else22
  %j2 = phi i32 [ 0, %if.else22 ], [ %218, %for.body25 ]
  %211 = icmp slt i32 %j2, %209
  br i1 %211, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  %212 = sext i32 %i17 to i64
  %213 = mul nsw i64 %212, 64
  %214 = add i32 %tl_lo0, %j2
  %215 = sext i32 %214 to i64
  %216 = add nsw i64 %213, %215
  %217 = getelementptr inbounds i16, ptr %A_s, i64 %216
  store i16 0, ptr %217, align 2
  %218 = add nsw i32 %j2, 1
  br label %for.cond24, !llvm.loop !7

for.end26:                                        ; preds = %for.cond24
  br label %if.end23

for.cond27:                                       ; preds = %for.body28, %if.end23
  %j230 = phi i32 [ 0, %if.end23 ], [ %226, %for.body28 ]
  %219 = icmp slt i32 %j230, %210
  br i1 %219, label %for.body28, label %for.end29

for.body28:                                       ; preds = %for.cond27
  %220 = sext i32 %i17 to i64
  %221 = mul nsw i64 %220, 64
  %222 = add i32 %tl_hi1, %j230
  %223 = sext i32 %222 to i64
  %224 = add nsw i64 %221, %223
  %225 = getelementptr inbounds i16, ptr %A_s, i64 %224
  store i16 0, ptr %225, align 2
  %226 = add nsw i32 %j230, 1
  br label %for.cond27, !llvm.loop !8

for.end29:                                        ; preds = %for.cond27
  %227 = add nsw i32 %i17, 1
  br label %for.cond14, !llvm.loop !9

if.then31:                                        ; preds = %if.end
  br label %for.cond34

if.else32:                                        ; preds = %if.end
  br label %for.cond44

if.end33:                                         ; preds = %for.end46, %for.end36
  call void @tilec_rt_gemm_f16f32(i32 128, i32 256, i32 64, ptr %A_s, i32 64, i32 0, ptr %B_s, i32 256, i32 0, ptr %C_f, i32 256)
  %228 = add nsw i32 %k, 1
  br label %for.cond1, !llvm.loop !10

for.cond34:                                       ; preds = %if.end40, %if.then31
  %i37 = phi i32 [ 0, %if.then31 ], [ %248, %if.end40 ]
  %229 = icmp slt i32 %i37, 64
  br i1 %229, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  %230 = add i32 %k, 1
  %231 = icmp slt i32 %230, %31
  br i1 %231, label %if.then38, label %if.else39

for.end36:                                        ; preds = %for.cond34
  br label %if.end33

if.then38:                                        ; preds = %for.body35
  br label %for.cond41

if.else39:                                        ; preds = %for.body35
  br label %if.end40

if.end40:                                         ; preds = %if.else39, %for.end43
  %232 = call i64 @llvm.smax.i64(i64 256, i64 0)
  %233 = mul nuw i64 %232, 2
  %234 = sext i32 %i37 to i64
  %235 = mul nsw i64 %234, 256
  %236 = add nsw i64 %235, 0
  %237 = getelementptr inbounds i16, ptr %B_s, i64 %236
  %238 = mul i32 %k, 64
  %239 = add i32 %238, %i37
  %240 = sext i32 %239 to i64
  %241 = sext i32 %N to i64
  %242 = mul nsw i64 %240, %241
  %243 = mul i32 %bx, 256
  %244 = add i32 %243, 0
  %245 = sext i32 %244 to i64
  %246 = add nsw i64 %242, %245
  %247 = getelementptr inbounds i16, ptr %B, i64 %246
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %237, ptr align 2 %247, i64 %233, i1 false)
  %248 = add nsw i32 %i37, 1
  br label %for.cond34, !llvm.loop !11

for.cond41:                                       ; preds = %for.body42, %if.then38
  %pf1 = phi i32 [ 0, %if.then38 ], [ %262, %for.body42 ]
  %249 = icmp slt i32 %pf1, 8
  br i1 %249, label %for.body42, label %for.end43

for.body42:                                       ; preds = %for.cond41
  %250 = add i32 %k, 1
  %251 = mul i32 %250, 64
  %252 = add i32 %251, %i37
  %253 = sext i32 %252 to i64
  %254 = sext i32 %N to i64
  %255 = mul i64 %253, %254
  %256 = mul i32 %bx, 256
  %257 = mul i32 %pf1, 32
  %258 = add i32 %256, %257
  %259 = sext i32 %258 to i64
  %260 = add i64 %255, %259
  %261 = getelementptr i16, ptr %B, i64 %260
  call void @llvm.prefetch.p0(ptr %261, i32 0, i32 3, i32 1)
  %262 = add nsw i32 %pf1, 1
  br label %for.cond41, !llvm.loop !12

for.end43:                                        ; preds = %for.cond41
  br label %if.end40

for.cond44:                                       ; preds = %for.end60, %if.else32
  %i47 = phi i32 [ 0, %if.else32 ], [ %372, %for.end60 ]
  %263 = icmp slt i32 %i47, 64
  br i1 %263, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %264 = mul i32 %bx, 256
  %265 = sext i32 %264 to i64
  %266 = sub i64 0, %265
  %267 = icmp slt i64 %266, 0
  %268 = mul i32 %bx, 256
  %269 = sext i32 %268 to i64
  %270 = sub i64 0, %269
  %271 = icmp sgt i64 %270, 256
  %272 = mul i32 %bx, 256
  %273 = sext i32 %272 to i64
  %274 = sub i64 0, %273
  %275 = select i1 %271, i64 256, i64 %274
  %276 = select i1 %267, i64 0, i64 %275
  %tl_lo2 = trunc i64 %276 to i32
  %277 = sext i32 %N to i64
  %278 = mul i32 %bx, 256
  %279 = sext i32 %278 to i64
  %280 = sub i64 %277, %279
  %281 = icmp slt i64 %280, 0
  %282 = sext i32 %N to i64
  %283 = mul i32 %bx, 256
  %284 = sext i32 %283 to i64
  %285 = sub i64 %282, %284
  %286 = icmp sgt i64 %285, 256
  %287 = sext i32 %N to i64
  %288 = mul i32 %bx, 256
  %289 = sext i32 %288 to i64
  %290 = sub i64 %287, %289
  %291 = select i1 %286, i64 256, i64 %290
  %292 = select i1 %281, i64 0, i64 %291
  %293 = sext i32 %tl_lo2 to i64
  %294 = icmp slt i64 %292, %293
  %295 = sext i32 %tl_lo2 to i64
  %296 = sext i32 %N to i64
  %297 = mul i32 %bx, 256
  %298 = sext i32 %297 to i64
  %299 = sub i64 %296, %298
  %300 = icmp slt i64 %299, 0
  %301 = sext i32 %N to i64
  %302 = mul i32 %bx, 256
  %303 = sext i32 %302 to i64
  %304 = sub i64 %301, %303
  %305 = icmp sgt i64 %304, 256
  %306 = sext i32 %N to i64
  %307 = mul i32 %bx, 256
  %308 = sext i32 %307 to i64
  %309 = sub i64 %306, %308
  %310 = select i1 %305, i64 256, i64 %309
  %311 = select i1 %300, i64 0, i64 %310
  %312 = select i1 %294, i64 %295, i64 %311
  %tl_hi3 = trunc i64 %312 to i32
  br label %for.cond48

for.end46:                                        ; preds = %for.cond44
  br label %if.end33

for.cond48:                                       ; preds = %for.body49, %for.body45
  %j51 = phi i32 [ 0, %for.body45 ], [ %319, %for.body49 ]
  %313 = icmp slt i32 %j51, %tl_lo2
  br i1 %313, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %314 = sext i32 %i47 to i64
  %315 = mul nsw i64 %314, 256
  %316 = sext i32 %j51 to i64
  %317 = add nsw i64 %315, %316
  %318 = getelementptr inbounds i16, ptr %B_s, i64 %317
  store i16 0, ptr %318, align 2
  %319 = add nsw i32 %j51, 1
  br label %for.cond48, !llvm.loop !13

for.end50:                                        ; preds = %for.cond48
  %320 = mul i32 %k, 64
  %321 = sext i32 %320 to i64
  %322 = sext i32 %i47 to i64
  %323 = add i64 %321, %322
  %324 = icmp sle i64 0, %323
  %325 = mul i32 %k, 64
  %326 = sext i32 %325 to i64
  %327 = sext i32 %i47 to i64
  %328 = add i64 %326, %327
  %329 = sext i32 %K to i64
  %330 = icmp slt i64 %328, %329
  %331 = and i1 %324, %330
  br i1 %331, label %if.then52, label %if.else53

if.then52:                                        ; preds = %for.end50
  %332 = sub i32 %tl_hi3, %tl_lo2
  %333 = sext i32 %332 to i64
  %334 = sub i64 %333, 0
  %335 = call i64 @llvm.smax.i64(i64 %334, i64 0)
  %336 = mul nuw i64 %335, 2
  %337 = sext i32 %i47 to i64
  %338 = mul nsw i64 %337, 256
  %339 = add i32 %tl_lo2, 0
  %340 = sext i32 %339 to i64
  %341 = add nsw i64 %338, %340
  %342 = getelementptr inbounds i16, ptr %B_s, i64 %341
  %343 = mul i32 %k, 64
  %344 = add i32 %343, %i47
  %345 = sext i32 %344 to i64
  %346 = sext i32 %N to i64
  %347 = mul nsw i64 %345, %346
  %348 = mul i32 %bx, 256
  %349 = add i32 %tl_lo2, 0
  %350 = add i32 %348, %349
  %351 = sext i32 %350 to i64
  %352 = add nsw i64 %347, %351
  %353 = getelementptr inbounds i16, ptr %B, i64 %352
  call void @tilec_rt_copy(ptr %342, ptr %353, i64 %336)
  br label %if.end54

if.else53:                                        ; preds = %for.end50
  %354 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond55

if.end54:                                         ; preds = %for.end57, %if.then52
  %355 = sub i32 256, %tl_hi3
  br label %for.cond58

for.cond55:                                       ; preds = %for.body56, %if.else53
  %j3 = phi i32 [ 0, %if.else53 ], [ %363, %for.body56 ]
  %356 = icmp slt i32 %j3, %354
  br i1 %356, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  %357 = sext i32 %i47 to i64
  %358 = mul nsw i64 %357, 256
  %359 = add i32 %tl_lo2, %j3
  %360 = sext i32 %359 to i64
  %361 = add nsw i64 %358, %360
  %362 = getelementptr inbounds i16, ptr %B_s, i64 %361
  store i16 0, ptr %362, align 2
  %363 = add nsw i32 %j3, 1
  br label %for.cond55, !llvm.loop !14

for.end57:                                        ; preds = %for.cond55
  br label %if.end54

for.cond58:                                       ; preds = %for.body59, %if.end54
  %j361 = phi i32 [ 0, %if.end54 ], [ %371, %for.body59 ]
  %364 = icmp slt i32 %j361, %355
  br i1 %364, label %for.body59, label %for.end60

for.body59:                                       ; preds = %for.cond58
  %365 = sext i32 %i47 to i64
  %366 = mul nsw i64 %365, 256
  %367 = add i32 %tl_hi3, %j361
  %368 = sext i32 %367 to i64
  %369 = add nsw i64 %366, %368
  %370 = getelementptr inbounds i16, ptr %B_s, i64 %369
  store i16 0, ptr %370, align 2
  %371 = add nsw i32 %j361, 1
  br label %for.cond58, !llvm.loop !15

for.end60:                                        ; preds = %for.cond58
  %372 = add nsw i32 %i47, 1
  br label %for.cond44, !llvm.loop !16

if.then62:                                        ; preds = %for.end3
  br label %for.cond65

if.else63:                                        ; preds = %for.end3
  br label %for.cond77

if.end64:                                         ; preds = %for.end79, %for.end67
  ret void

for.cond65:                                       ; preds = %if.end70, %if.then62
  %i1 = phi i32 [ 0, %if.then62 ], [ %378, %if.end70 ]
  %373 = icmp slt i32 %i1, 128
  br i1 %373, label %for.body66, label %for.end67

for.body66:                                       ; preds = %for.cond65
  %374 = sext i32 %M to i64
  %375 = sext i32 %N to i64
  %376 = mul i64 %374, %375
  %377 = icmp sge i64 %376, 16777216
  br i1 %377, label %if.then68, label %if.else69

for.end67:                                        ; preds = %for.cond65
  br label %if.end64

if.then68:                                        ; preds = %for.body66
  br label %for.cond71

if.else69:                                        ; preds = %for.body66
  br label %for.cond74

if.end70:                                         ; preds = %for.end76, %for.end73
  %378 = add nsw i32 %i1, 1
  br label %for.cond65, !llvm.loop !17

for.cond71:                                       ; preds = %for.body72, %if.then68
  %tl_c1 = phi i32 [ 0, %if.then68 ], [ %392, %for.body72 ]
  %379 = icmp slt i32 %tl_c1, 256
  br i1 %379, label %for.body72, label %for.end73

for.body72:                                       ; preds = %for.cond71
  %380 = sext i32 %i1 to i64
  %381 = mul nsw i64 %380, 256
  %382 = sext i32 %tl_c1 to i64
  %383 = add nsw i64 %381, %382
  %384 = getelementptr inbounds float, ptr %C_f, i64 %383
  %385 = load float, ptr %384, align 4
  %386 = fptrunc float %385 to half
  %387 = fpext half %386 to float
  %388 = sext i32 %tl_c1 to i64
  %389 = getelementptr inbounds i16, ptr %tl_stream0, i64 %388
  %390 = fptrunc float %387 to half
  %391 = bitcast half %390 to i16
  store i16 %391, ptr %389, align 2
  %392 = add nsw i32 %tl_c1, 1
  br label %for.cond71, !llvm.loop !18

for.end73:                                        ; preds = %for.cond71
  %393 = mul i32 %by, 128
  %394 = add i32 %393, %i1
  %395 = sext i32 %394 to i64
  %396 = sext i32 %N to i64
  %397 = mul nsw i64 %395, %396
  %398 = mul i32 %bx, 256
  %399 = add i32 %398, 0
  %400 = sext i32 %399 to i64
  %401 = add nsw i64 %397, %400
  %402 = getelementptr inbounds i16, ptr %C, i64 %401
  %403 = getelementptr inbounds i16, ptr %tl_stream0, i64 0
  call void @tilec_rt_stream(ptr %402, ptr %403, i64 512)
  br label %if.end70

for.cond74:                                       ; preds = %for.body75, %if.else69
  %j1 = phi i32 [ 0, %if.else69 ], [ %425, %for.body75 ]
  %404 = icmp slt i32 %j1, 256
  br i1 %404, label %for.body75, label %for.end76

for.body75:                                       ; preds = %for.cond74
  %405 = sext i32 %i1 to i64
  %406 = mul nsw i64 %405, 256
  %407 = sext i32 %j1 to i64
  %408 = add nsw i64 %406, %407
  %409 = getelementptr inbounds float, ptr %C_f, i64 %408
  %410 = load float, ptr %409, align 4
  %411 = fptrunc float %410 to half
  %412 = fpext half %411 to float
  %413 = mul i32 %by, 128
  %414 = add i32 %413, %i1
  %415 = sext i32 %414 to i64
  %416 = sext i32 %N to i64
  %417 = mul nsw i64 %415, %416
  %418 = mul i32 %bx, 256
  %419 = add i32 %418, %j1
  %420 = sext i32 %419 to i64
  %421 = add nsw i64 %417, %420
  %422 = getelementptr inbounds i16, ptr %C, i64 %421
  %423 = fptrunc float %412 to half
  %424 = bitcast half %423 to i16
  store i16 %424, ptr %422, align 2
  %425 = add nsw i32 %j1, 1
  br label %for.cond74, !llvm.loop !19

for.end76:                                        ; preds = %for.cond74
  br label %if.end70

for.cond77:                                       ; preds = %if.end83, %if.else63
  %i180 = phi i32 [ 0, %if.else63 ], [ %492, %if.end83 ]
  %426 = icmp slt i32 %i180, 128
  br i1 %426, label %for.body78, label %for.end79

for.body78:                                       ; preds = %for.cond77
  %427 = mul i32 %bx, 256
  %428 = sext i32 %427 to i64
  %429 = sub i64 0, %428
  %430 = icmp slt i64 %429, 0
  %431 = mul i32 %bx, 256
  %432 = sext i32 %431 to i64
  %433 = sub i64 0, %432
  %434 = icmp sgt i64 %433, 256
  %435 = mul i32 %bx, 256
  %436 = sext i32 %435 to i64
  %437 = sub i64 0, %436
  %438 = select i1 %434, i64 256, i64 %437
  %439 = select i1 %430, i64 0, i64 %438
  %tl_lo4 = trunc i64 %439 to i32
  %440 = sext i32 %N to i64
  %441 = mul i32 %bx, 256
  %442 = sext i32 %441 to i64
  %443 = sub i64 %440, %442
  %444 = icmp slt i64 %443, 0
  %445 = sext i32 %N to i64
  %446 = mul i32 %bx, 256
  %447 = sext i32 %446 to i64
  %448 = sub i64 %445, %447
  %449 = icmp sgt i64 %448, 256
  %450 = sext i32 %N to i64
  %451 = mul i32 %bx, 256
  %452 = sext i32 %451 to i64
  %453 = sub i64 %450, %452
  %454 = select i1 %449, i64 256, i64 %453
  %455 = select i1 %444, i64 0, i64 %454
  %456 = sext i32 %tl_lo4 to i64
  %457 = icmp slt i64 %455, %456
  %458 = sext i32 %tl_lo4 to i64
  %459 = sext i32 %N to i64
  %460 = mul i32 %bx, 256
  %461 = sext i32 %460 to i64
  %462 = sub i64 %459, %461
  %463 = icmp slt i64 %462, 0
  %464 = sext i32 %N to i64
  %465 = mul i32 %bx, 256
  %466 = sext i32 %465 to i64
  %467 = sub i64 %464, %466
  %468 = icmp sgt i64 %467, 256
  %469 = sext i32 %N to i64
  %470 = mul i32 %bx, 256
  %471 = sext i32 %470 to i64
  %472 = sub i64 %469, %471
  %473 = select i1 %468, i64 256, i64 %472
  %474 = select i1 %463, i64 0, i64 %473
  %475 = select i1 %457, i64 %458, i64 %474
  %tl_hi5 = trunc i64 %475 to i32
  %476 = mul i32 %by, 128
  %477 = sext i32 %476 to i64
  %478 = sext i32 %i180 to i64
  %479 = add i64 %477, %478
  %480 = icmp sle i64 0, %479
  %481 = mul i32 %by, 128
  %482 = sext i32 %481 to i64
  %483 = sext i32 %i180 to i64
  %484 = add i64 %482, %483
  %485 = sext i32 %M to i64
  %486 = icmp slt i64 %484, %485
  %487 = and i1 %480, %486
  br i1 %487, label %if.then81, label %if.else82

for.end79:                                        ; preds = %for.cond77
  br label %if.end64

if.then81:                                        ; preds = %for.body78
  %488 = sext i32 %M to i64
  %489 = sext i32 %N to i64
  %490 = mul i64 %488, %489
  %491 = icmp sge i64 %490, 16777216
  br i1 %491, label %if.then84, label %if.else85

if.else82:                                        ; preds = %for.body78
  br label %if.end83

if.end83:                                         ; preds = %if.else82, %if.end86
  %492 = add nsw i32 %i180, 1
  br label %for.cond77, !llvm.loop !20

if.then84:                                        ; preds = %if.then81
  %tl_sn4 = sub i32 %tl_hi5, %tl_lo4
  %493 = sext i32 %tl_sn4 to i64
  %494 = sdiv i64 %493, 2048
  %495 = sub i64 0, %493
  %496 = select i1 false, i64 %495, i64 %494
  %497 = srem i64 %493, 2048
  %498 = icmp ne i64 %497, 0
  %499 = icmp slt i64 %493, 0
  %500 = icmp eq i1 %499, false
  %501 = and i1 %498, %500
  %502 = zext i1 %501 to i64
  %503 = add i64 %496, %502
  %504 = trunc i64 %503 to i32
  br label %for.cond87

if.else85:                                        ; preds = %if.then81
  %505 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond93

if.end86:                                         ; preds = %for.end95, %for.end89
  br label %if.end83

for.cond87:                                       ; preds = %for.end92, %if.then84
  %tl_c5 = phi i32 [ 0, %if.then84 ], [ %541, %for.end92 ]
  %506 = icmp slt i32 %tl_c5, %504
  br i1 %506, label %for.body88, label %for.end89

for.body88:                                       ; preds = %for.cond87
  %tl_sb6 = mul i32 %tl_c5, 2048
  %507 = sub i32 %tl_sn4, %tl_sb6
  %508 = icmp slt i32 %507, 2048
  %509 = sub i32 %tl_sn4, %tl_sb6
  %tl_sm7 = select i1 %508, i32 %509, i32 2048
  br label %for.cond90

for.end89:                                        ; preds = %for.cond87
  br label %if.end86

for.cond90:                                       ; preds = %for.body91, %for.body88
  %tl_c8 = phi i32 [ 0, %for.body88 ], [ %525, %for.body91 ]
  %510 = icmp slt i32 %tl_c8, %tl_sm7
  br i1 %510, label %for.body91, label %for.end92

for.body91:                                       ; preds = %for.cond90
  %511 = sext i32 %i180 to i64
  %512 = mul nsw i64 %511, 256
  %513 = add i32 %tl_sb6, %tl_c8
  %514 = add i32 %tl_lo4, %513
  %515 = sext i32 %514 to i64
  %516 = add nsw i64 %512, %515
  %517 = getelementptr inbounds float, ptr %C_f, i64 %516
  %518 = load float, ptr %517, align 4
  %519 = fptrunc float %518 to half
  %520 = fpext half %519 to float
  %521 = sext i32 %tl_c8 to i64
  %522 = getelementptr inbounds i16, ptr %tl_stream3, i64 %521
  %523 = fptrunc float %520 to half
  %524 = bitcast half %523 to i16
  store i16 %524, ptr %522, align 2
  %525 = add nsw i32 %tl_c8, 1
  br label %for.cond90, !llvm.loop !21

for.end92:                                        ; preds = %for.cond90
  %526 = sext i32 %tl_sm7 to i64
  %527 = mul i32 %by, 128
  %528 = add i32 %527, %i180
  %529 = sext i32 %528 to i64
  %530 = sext i32 %N to i64
  %531 = mul nsw i64 %529, %530
  %532 = mul i32 %bx, 256
  %533 = add i32 %tl_sb6, 0
  %534 = add i32 %tl_lo4, %533
  %535 = add i32 %532, %534
  %536 = sext i32 %535 to i64
  %537 = add nsw i64 %531, %536
  %538 = getelementptr inbounds i16, ptr %C, i64 %537
  %539 = getelementptr inbounds i16, ptr %tl_stream3, i64 0
  %540 = mul i64 %526, 2
  call void @tilec_rt_stream(ptr %538, ptr %539, i64 %540)
  %541 = add nsw i32 %tl_c5, 1
  br label %for.cond87, !llvm.loop !22

for.cond93:                                       ; preds = %for.body94, %if.else85
  %j11 = phi i32 [ 0, %if.else85 ], [ %565, %for.body94 ]
  %542 = icmp slt i32 %j11, %505
  br i1 %542, label %for.body94, label %for.end95

for.body94:                                       ; preds = %for.cond93
  %543 = sext i32 %i180 to i64
  %544 = mul nsw i64 %543, 256
  %545 = add i32 %tl_lo4, %j11
  %546 = sext i32 %545 to i64
  %547 = add nsw i64 %544, %546
  %548 = getelementptr inbounds float, ptr %C_f, i64 %547
  %549 = load float, ptr %548, align 4
  %550 = fptrunc float %549 to half
  %551 = fpext half %550 to float
  %552 = mul i32 %by, 128
  %553 = add i32 %552, %i180
  %554 = sext i32 %553 to i64
  %555 = sext i32 %N to i64
  %556 = mul nsw i64 %554, %555
  %557 = mul i32 %bx, 256
  %558 = add i32 %tl_lo4, %j11
  %559 = add i32 %557, %558
  %560 = sext i32 %559 to i64
  %561 = add nsw i64 %556, %560
  %562 = getelementptr inbounds i16, ptr %C, i64 %561
  %563 = fptrunc float %551 to half
  %564 = bitcast half %563 to i16
  store i16 %564, ptr %562, align 2
  %565 = add nsw i32 %j11, 1
  br label %for.cond93, !llvm.loop !23

for.end95:                                        ; preds = %for.cond93
  br label %if.end86
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

declare void @tilec_rt_copy(ptr, ptr, i64)

declare void @tilec_rt_gemm_f16f32(i32, i32, i32, ptr, i32, i32, ptr, i32, i32, ptr, i32)

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nounwind
define internal void @matmul_f16_large_task(ptr %ctx, i64 %block) #5 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %ctx, i32 0, i32 6
  %13 = getelementptr inbounds [3 x i64], ptr %12, i64 0, i64 0
  %14 = load i64, ptr %13, align 8
  %15 = getelementptr inbounds [3 x i64], ptr %12, i64 0, i64 1
  %16 = load i64, ptr %15, align 8
  %17 = getelementptr inbounds [3 x i64], ptr %12, i64 0, i64 2
  %18 = load i64, ptr %17, align 8
  %19 = srem i64 %block, %14
  %20 = sdiv i64 %block, %14
  %21 = srem i64 %20, %16
  %22 = mul i64 %14, %16
  %23 = sdiv i64 %block, %22
  %24 = trunc i64 %19 to i32
  %25 = trunc i64 %21 to i32
  call void @matmul_f16_large_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_matmul_f16_large(ptr %args, ptr %dims, ptr %self) #5 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_matmul_f16_large, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %M = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %a, i32 0, i32 3
  store i32 %M, ptr %13, align 4
  %14 = getelementptr inbounds i64, ptr %dims, i64 1
  %15 = load i64, ptr %14, align 8
  %K = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %a, i32 0, i32 4
  store i32 %K, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 2
  %18 = load i64, ptr %17, align 8
  %N = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %a, i32 0, i32 5
  store i32 %N, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %a, i32 0, i32 6
  %21 = sext i32 %N to i64
  %22 = sdiv i64 %21, 256
  %23 = sub i64 0, %21
  %24 = select i1 false, i64 %23, i64 %22
  %25 = srem i64 %21, 256
  %26 = icmp ne i64 %25, 0
  %27 = icmp slt i64 %21, 0
  %28 = icmp eq i1 %27, false
  %29 = and i1 %26, %28
  %30 = zext i1 %29 to i64
  %31 = add i64 %24, %30
  %32 = trunc i64 %31 to i32
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [3 x i64], ptr %20, i64 0, i64 0
  store i64 %33, ptr %34, align 8
  %35 = icmp sgt i64 %33, 0
  %36 = mul i64 1, %33
  %37 = sext i32 %M to i64
  %38 = sdiv i64 %37, 128
  %39 = sub i64 0, %37
  %40 = select i1 false, i64 %39, i64 %38
  %41 = srem i64 %37, 128
  %42 = icmp ne i64 %41, 0
  %43 = icmp slt i64 %37, 0
  %44 = icmp eq i1 %43, false
  %45 = and i1 %42, %44
  %46 = zext i1 %45 to i64
  %47 = add i64 %40, %46
  %48 = trunc i64 %47 to i32
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [3 x i64], ptr %20, i64 0, i64 1
  store i64 %49, ptr %50, align 8
  %51 = icmp sgt i64 %49, 0
  %52 = and i1 %35, %51
  %53 = mul i64 %36, %49
  %54 = getelementptr inbounds [3 x i64], ptr %20, i64 0, i64 2
  store i64 1, ptr %54, align 8
  %55 = and i1 %52, true
  %56 = mul i64 %53, 1
  br i1 %55, label %run, label %empty

run:                                              ; preds = %body
  %57 = call i32 @tilec_rt_run_blocks(i64 %56, i32 %nworkers, ptr @matmul_f16_large_task, ptr %a)
  ret i32 %57

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

; Function Attrs: noinline nounwind
define internal void @matmul_bf16_large_block(ptr noalias %A, ptr noalias %B, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [8192 x i16], align 64
  %B_s = alloca [16384 x i16], align 64
  %C_f = alloca [32768 x float], align 64
  %tl_stream0 = alloca [256 x i16], align 64
  %tl_stream3 = alloca [2048 x i16], align 64
  br label %body

body:                                             ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.body, %body
  %i = phi i32 [ 0, %body ], [ %7, %for.body ]
  %0 = icmp slt i32 %i, 128
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = call i64 @llvm.smax.i64(i64 256, i64 0)
  %2 = mul nuw i64 %1, 4
  %3 = sext i32 %i to i64
  %4 = mul nsw i64 %3, 256
  %5 = add nsw i64 %4, 0
  %6 = getelementptr inbounds float, ptr %C_f, i64 %5
  call void @llvm.memset.p0.i64(ptr align 4 %6, i8 0, i64 %2, i1 false)
  %7 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !24

for.end:                                          ; preds = %for.cond
  %8 = sext i32 %K to i64
  %9 = sdiv i64 %8, 64
  %10 = sub i64 0, %8
  %11 = select i1 false, i64 %10, i64 %9
  %12 = srem i64 %8, 64
  %13 = icmp ne i64 %12, 0
  %14 = icmp slt i64 %8, 0
  %15 = icmp eq i1 %14, false
  %16 = and i1 %13, %15
  %17 = zext i1 %16 to i64
  %18 = add i64 %11, %17
  %19 = trunc i64 %18 to i32
  %20 = sext i32 %K to i64
  %21 = sdiv i64 %20, 64
  %22 = sub i64 0, %20
  %23 = select i1 false, i64 %22, i64 %21
  %24 = srem i64 %20, 64
  %25 = icmp ne i64 %24, 0
  %26 = icmp slt i64 %20, 0
  %27 = icmp eq i1 %26, false
  %28 = and i1 %25, %27
  %29 = zext i1 %28 to i64
  %30 = add i64 %23, %29
  %31 = trunc i64 %30 to i32
  br label %for.cond1

for.cond1:                                        ; preds = %if.end33, %for.end
  %k = phi i32 [ 0, %for.end ], [ %228, %if.end33 ]
  %32 = icmp slt i32 %k, %19
  br i1 %32, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %33 = mul i32 %by, 128
  %34 = icmp sle i32 0, %33
  %35 = mul i32 %by, 128
  %36 = sext i32 %35 to i64
  %37 = add i64 %36, 128
  %38 = sext i32 %M to i64
  %39 = icmp sle i64 %37, %38
  %40 = and i1 %34, %39
  %41 = mul i32 %k, 64
  %42 = icmp sle i32 0, %41
  %43 = mul i32 %k, 64
  %44 = sext i32 %43 to i64
  %45 = add i64 %44, 64
  %46 = sext i32 %K to i64
  %47 = icmp sle i64 %45, %46
  %48 = and i1 %42, %47
  %49 = and i1 %40, %48
  br i1 %49, label %if.then, label %if.else

for.end3:                                         ; preds = %for.cond1
  %50 = mul i32 %by, 128
  %51 = icmp sle i32 0, %50
  %52 = mul i32 %by, 128
  %53 = sext i32 %52 to i64
  %54 = add i64 %53, 128
  %55 = sext i32 %M to i64
  %56 = icmp sle i64 %54, %55
  %57 = and i1 %51, %56
  %58 = mul i32 %bx, 256
  %59 = icmp sle i32 0, %58
  %60 = mul i32 %bx, 256
  %61 = sext i32 %60 to i64
  %62 = add i64 %61, 256
  %63 = sext i32 %N to i64
  %64 = icmp sle i64 %62, %63
  %65 = and i1 %59, %64
  %66 = and i1 %57, %65
  br i1 %66, label %if.then62, label %if.else63

if.then:                                          ; preds = %for.body2
  br label %for.cond4

if.else:                                          ; preds = %for.body2
  br label %for.cond14

if.end:                                           ; preds = %for.end16, %for.end6
  %67 = mul i32 %k, 64
  %68 = icmp sle i32 0, %67
  %69 = mul i32 %k, 64
  %70 = sext i32 %69 to i64
  %71 = add i64 %70, 64
  %72 = sext i32 %K to i64
  %73 = icmp sle i64 %71, %72
  %74 = and i1 %68, %73
  %75 = mul i32 %bx, 256
  %76 = icmp sle i32 0, %75
  %77 = mul i32 %bx, 256
  %78 = sext i32 %77 to i64
  %79 = add i64 %78, 256
  %80 = sext i32 %N to i64
  %81 = icmp sle i64 %79, %80
  %82 = and i1 %76, %81
  %83 = and i1 %74, %82
  br i1 %83, label %if.then31, label %if.else32

for.cond4:                                        ; preds = %if.end10, %if.then
  %i7 = phi i32 [ 0, %if.then ], [ %103, %if.end10 ]
  %84 = icmp slt i32 %i7, 128
  br i1 %84, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %85 = add i32 %k, 1
  %86 = icmp slt i32 %85, %31
  br i1 %86, label %if.then8, label %if.else9

for.end6:                                         ; preds = %for.cond4
  br label %if.end

if.then8:                                         ; preds = %for.body5
  br label %for.cond11

if.else9:                                         ; preds = %for.body5
  br label %if.end10

if.end10:                                         ; preds = %if.else9, %for.end13
  %87 = call i64 @llvm.smax.i64(i64 64, i64 0)
  %88 = mul nuw i64 %87, 2
  %89 = sext i32 %i7 to i64
  %90 = mul nsw i64 %89, 64
  %91 = add nsw i64 %90, 0
  %92 = getelementptr inbounds i16, ptr %A_s, i64 %91
  %93 = mul i32 %by, 128
  %94 = add i32 %93, %i7
  %95 = sext i32 %94 to i64
  %96 = sext i32 %K to i64
  %97 = mul nsw i64 %95, %96
  %98 = mul i32 %k, 64
  %99 = add i32 %98, 0
  %100 = sext i32 %99 to i64
  %101 = add nsw i64 %97, %100
  %102 = getelementptr inbounds i16, ptr %A, i64 %101
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %92, ptr align 2 %102, i64 %88, i1 false)
  %103 = add nsw i32 %i7, 1
  br label %for.cond4, !llvm.loop !25

for.cond11:                                       ; preds = %for.body12, %if.then8
  %pf = phi i32 [ 0, %if.then8 ], [ %117, %for.body12 ]
  %104 = icmp slt i32 %pf, 2
  br i1 %104, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %105 = mul i32 %by, 128
  %106 = add i32 %105, %i7
  %107 = sext i32 %106 to i64
  %108 = sext i32 %K to i64
  %109 = mul i64 %107, %108
  %110 = add i32 %k, 1
  %111 = mul i32 %110, 64
  %112 = mul i32 %pf, 32
  %113 = add i32 %111, %112
  %114 = sext i32 %113 to i64
  %115 = add i64 %109, %114
  %116 = getelementptr i16, ptr %A, i64 %115
  call void @llvm.prefetch.p0(ptr %116, i32 0, i32 3, i32 1)
  %117 = add nsw i32 %pf, 1
  br label %for.cond11, !llvm.loop !26

for.end13:                                        ; preds = %for.cond11
  br label %if.end10

for.cond14:                                       ; preds = %for.end29, %if.else
  %i17 = phi i32 [ 0, %if.else ], [ %227, %for.end29 ]
  %118 = icmp slt i32 %i17, 128
  br i1 %118, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  %119 = mul i32 %k, 64
  %120 = sext i32 %119 to i64
  %121 = sub i64 0, %120
  %122 = icmp slt i64 %121, 0
  %123 = mul i32 %k, 64
  %124 = sext i32 %123 to i64
  %125 = sub i64 0, %124
  %126 = icmp sgt i64 %125, 64
  %127 = mul i32 %k, 64
  %128 = sext i32 %127 to i64
  %129 = sub i64 0, %128
  %130 = select i1 %126, i64 64, i64 %129
  %131 = select i1 %122, i64 0, i64 %130
  %tl_lo0 = trunc i64 %131 to i32
  %132 = sext i32 %K to i64
  %133 = mul i32 %k, 64
  %134 = sext i32 %133 to i64
  %135 = sub i64 %132, %134
  %136 = icmp slt i64 %135, 0
  %137 = sext i32 %K to i64
  %138 = mul i32 %k, 64
  %139 = sext i32 %138 to i64
  %140 = sub i64 %137, %139
  %141 = icmp sgt i64 %140, 64
  %142 = sext i32 %K to i64
  %143 = mul i32 %k, 64
  %144 = sext i32 %143 to i64
  %145 = sub i64 %142, %144
  %146 = select i1 %141, i64 64, i64 %145
  %147 = select i1 %136, i64 0, i64 %146
  %148 = sext i32 %tl_lo0 to i64
  %149 = icmp slt i64 %147, %148
  %150 = sext i32 %tl_lo0 to i64
  %151 = sext i32 %K to i64
  %152 = mul i32 %k, 64
  %153 = sext i32 %152 to i64
  %154 = sub i64 %151, %153
  %155 = icmp slt i64 %154, 0
  %156 = sext i32 %K to i64
  %157 = mul i32 %k, 64
  %158 = sext i32 %157 to i64
  %159 = sub i64 %156, %158
  %160 = icmp sgt i64 %159, 64
  %161 = sext i32 %K to i64
  %162 = mul i32 %k, 64
  %163 = sext i32 %162 to i64
  %164 = sub i64 %161, %163
  %165 = select i1 %160, i64 64, i64 %164
  %166 = select i1 %155, i64 0, i64 %165
  %167 = select i1 %149, i64 %150, i64 %166
  %tl_hi1 = trunc i64 %167 to i32
  br label %for.cond18

for.end16:                                        ; preds = %for.cond14
  br label %if.end

for.cond18:                                       ; preds = %for.body19, %for.body15
  %j = phi i32 [ 0, %for.body15 ], [ %174, %for.body19 ]
  %168 = icmp slt i32 %j, %tl_lo0
  br i1 %168, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  %169 = sext i32 %i17 to i64
  %170 = mul nsw i64 %169, 64
  %171 = sext i32 %j to i64
  %172 = add nsw i64 %170, %171
  %173 = getelementptr inbounds i16, ptr %A_s, i64 %172
  store i16 0, ptr %173, align 2
  %174 = add nsw i32 %j, 1
  br label %for.cond18, !llvm.loop !27

for.end20:                                        ; preds = %for.cond18
  %175 = mul i32 %by, 128
  %176 = sext i32 %175 to i64
  %177 = sext i32 %i17 to i64
  %178 = add i64 %176, %177
  %179 = icmp sle i64 0, %178
  %180 = mul i32 %by, 128
  %181 = sext i32 %180 to i64
  %182 = sext i32 %i17 to i64
  %183 = add i64 %181, %182
  %184 = sext i32 %M to i64
  %185 = icmp slt i64 %183, %184
  %186 = and i1 %179, %185
  br i1 %186, label %if.then21, label %if.else22

if.then21:                                        ; preds = %for.end20
  %187 = sub i32 %tl_hi1, %tl_lo0
  %188 = sext i32 %187 to i64
  %189 = sub i64 %188, 0
  %190 = call i64 @llvm.smax.i64(i64 %189, i64 0)
  %191 = mul nuw i64 %190, 2
  %192 = sext i32 %i17 to i64
  %193 = mul nsw i64 %192, 64
  %194 = add i32 %tl_lo0, 0
  %195 = sext i32 %194 to i64
  %196 = add nsw i64 %193, %195
  %197 = getelementptr inbounds i16, ptr %A_s, i64 %196
  %198 = mul i32 %by, 128
  %199 = add i32 %198, %i17
  %200 = sext i32 %199 to i64
  %201 = sext i32 %K to i64
  %202 = mul nsw i64 %200, %201
  %203 = mul i32 %k, 64
  %204 = add i32 %tl_lo0, 0
  %205 = add i32 %203, %204
  %206 = sext i32 %205 to i64
  %207 = add nsw i64 %202, %206
  %208 = getelementptr inbounds i16, ptr %A, i64 %207
  call void @tilec_rt_copy(ptr %197, ptr %208, i64 %191)
  br label %if.end23

if.else22:                                        ; preds = %for.end20
  %209 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond24

if.end23:                                         ; preds = %for.end26, %if.then21
  %210 = sub i32 64, %tl_hi1
  br label %for.cond27

for.cond24:                                       ; preds = %for.body25, %if.else22
  %j2 = phi i32 [ 0, %if.else22 ], [ %218, %for.body25 ]
  %211 = icmp slt i32 %j2, %209
  br i1 %211, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  %212 = sext i32 %i17 to i64
  %213 = mul nsw i64 %212, 64
  %214 = add i32 %tl_lo0, %j2
  %215 = sext i32 %214 to i64
  %216 = add nsw i64 %213, %215
  %217 = getelementptr inbounds i16, ptr %A_s, i64 %216
  store i16 0, ptr %217, align 2
  %218 = add nsw i32 %j2, 1
  br label %for.cond24, !llvm.loop !28

for.end26:                                        ; preds = %for.cond24
  br label %if.end23

for.cond27:                                       ; preds = %for.body28, %if.end23
  %j230 = phi i32 [ 0, %if.end23 ], [ %226, %for.body28 ]
  %219 = icmp slt i32 %j230, %210
  br i1 %219, label %for.body28, label %for.end29

for.body28:                                       ; preds = %for.cond27
  %220 = sext i32 %i17 to i64
  %221 = mul nsw i64 %220, 64
  %222 = add i32 %tl_hi1, %j230
  %223 = sext i32 %222 to i64
  %224 = add nsw i64 %221, %223
  %225 = getelementptr inbounds i16, ptr %A_s, i64 %224
  store i16 0, ptr %225, align 2
  %226 = add nsw i32 %j230, 1
  br label %for.cond27, !llvm.loop !29

for.end29:                                        ; preds = %for.cond27
  %227 = add nsw i32 %i17, 1
  br label %for.cond14, !llvm.loop !30

if.then31:                                        ; preds = %if.end
  br label %for.cond34

if.else32:                                        ; preds = %if.end
  br label %for.cond44

if.end33:                                         ; preds = %for.end46, %for.end36
  call void @tilec_rt_gemm_bf16f32(i32 128, i32 256, i32 64, ptr %A_s, i32 64, i32 0, ptr %B_s, i32 256, i32 0, ptr %C_f, i32 256)
  %228 = add nsw i32 %k, 1
  br label %for.cond1, !llvm.loop !31

for.cond34:                                       ; preds = %if.end40, %if.then31
  %i37 = phi i32 [ 0, %if.then31 ], [ %248, %if.end40 ]
  %229 = icmp slt i32 %i37, 64
  br i1 %229, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  %230 = add i32 %k, 1
  %231 = icmp slt i32 %230, %31
  br i1 %231, label %if.then38, label %if.else39

for.end36:                                        ; preds = %for.cond34
  br label %if.end33

if.then38:                                        ; preds = %for.body35
  br label %for.cond41

if.else39:                                        ; preds = %for.body35
  br label %if.end40

if.end40:                                         ; preds = %if.else39, %for.end43
  %232 = call i64 @llvm.smax.i64(i64 256, i64 0)
  %233 = mul nuw i64 %232, 2
  %234 = sext i32 %i37 to i64
  %235 = mul nsw i64 %234, 256
  %236 = add nsw i64 %235, 0
  %237 = getelementptr inbounds i16, ptr %B_s, i64 %236
  %238 = mul i32 %k, 64
  %239 = add i32 %238, %i37
  %240 = sext i32 %239 to i64
  %241 = sext i32 %N to i64
  %242 = mul nsw i64 %240, %241
  %243 = mul i32 %bx, 256
  %244 = add i32 %243, 0
  %245 = sext i32 %244 to i64
  %246 = add nsw i64 %242, %245
  %247 = getelementptr inbounds i16, ptr %B, i64 %246
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %237, ptr align 2 %247, i64 %233, i1 false)
  %248 = add nsw i32 %i37, 1
  br label %for.cond34, !llvm.loop !32

for.cond41:                                       ; preds = %for.body42, %if.then38
  %pf1 = phi i32 [ 0, %if.then38 ], [ %262, %for.body42 ]
  %249 = icmp slt i32 %pf1, 8
  br i1 %249, label %for.body42, label %for.end43

for.body42:                                       ; preds = %for.cond41
  %250 = add i32 %k, 1
  %251 = mul i32 %250, 64
  %252 = add i32 %251, %i37
  %253 = sext i32 %252 to i64
  %254 = sext i32 %N to i64
  %255 = mul i64 %253, %254
  %256 = mul i32 %bx, 256
  %257 = mul i32 %pf1, 32
  %258 = add i32 %256, %257
  %259 = sext i32 %258 to i64
  %260 = add i64 %255, %259
  %261 = getelementptr i16, ptr %B, i64 %260
  call void @llvm.prefetch.p0(ptr %261, i32 0, i32 3, i32 1)
  %262 = add nsw i32 %pf1, 1
  br label %for.cond41, !llvm.loop !33

for.end43:                                        ; preds = %for.cond41
  br label %if.end40

for.cond44:                                       ; preds = %for.end60, %if.else32
  %i47 = phi i32 [ 0, %if.else32 ], [ %372, %for.end60 ]
  %263 = icmp slt i32 %i47, 64
  br i1 %263, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %264 = mul i32 %bx, 256
  %265 = sext i32 %264 to i64
  %266 = sub i64 0, %265
  %267 = icmp slt i64 %266, 0
  %268 = mul i32 %bx, 256
  %269 = sext i32 %268 to i64
  %270 = sub i64 0, %269
  %271 = icmp sgt i64 %270, 256
  %272 = mul i32 %bx, 256
  %273 = sext i32 %272 to i64
  %274 = sub i64 0, %273
  %275 = select i1 %271, i64 256, i64 %274
  %276 = select i1 %267, i64 0, i64 %275
  %tl_lo2 = trunc i64 %276 to i32
  %277 = sext i32 %N to i64
  %278 = mul i32 %bx, 256
  %279 = sext i32 %278 to i64
  %280 = sub i64 %277, %279
  %281 = icmp slt i64 %280, 0
  %282 = sext i32 %N to i64
  %283 = mul i32 %bx, 256
  %284 = sext i32 %283 to i64
  %285 = sub i64 %282, %284
  %286 = icmp sgt i64 %285, 256
  %287 = sext i32 %N to i64
  %288 = mul i32 %bx, 256
  %289 = sext i32 %288 to i64
  %290 = sub i64 %287, %289
  %291 = select i1 %286, i64 256, i64 %290
  %292 = select i1 %281, i64 0, i64 %291
  %293 = sext i32 %tl_lo2 to i64
  %294 = icmp slt i64 %292, %293
  %295 = sext i32 %tl_lo2 to i64
  %296 = sext i32 %N to i64
  %297 = mul i32 %bx, 256
  %298 = sext i32 %297 to i64
  %299 = sub i64 %296, %298
  %300 = icmp slt i64 %299, 0
  %301 = sext i32 %N to i64
  %302 = mul i32 %bx, 256
  %303 = sext i32 %302 to i64
  %304 = sub i64 %301, %303
  %305 = icmp sgt i64 %304, 256
  %306 = sext i32 %N to i64
  %307 = mul i32 %bx, 256
  %308 = sext i32 %307 to i64
  %309 = sub i64 %306, %308
  %310 = select i1 %305, i64 256, i64 %309
  %311 = select i1 %300, i64 0, i64 %310
  %312 = select i1 %294, i64 %295, i64 %311
  %tl_hi3 = trunc i64 %312 to i32
  br label %for.cond48

for.end46:                                        ; preds = %for.cond44
  br label %if.end33

for.cond48:                                       ; preds = %for.body49, %for.body45
  %j51 = phi i32 [ 0, %for.body45 ], [ %319, %for.body49 ]
  %313 = icmp slt i32 %j51, %tl_lo2
  br i1 %313, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %314 = sext i32 %i47 to i64
  %315 = mul nsw i64 %314, 256
  %316 = sext i32 %j51 to i64
  %317 = add nsw i64 %315, %316
  %318 = getelementptr inbounds i16, ptr %B_s, i64 %317
  store i16 0, ptr %318, align 2
  %319 = add nsw i32 %j51, 1
  br label %for.cond48, !llvm.loop !34

for.end50:                                        ; preds = %for.cond48
  %320 = mul i32 %k, 64
  %321 = sext i32 %320 to i64
  %322 = sext i32 %i47 to i64
  %323 = add i64 %321, %322
  %324 = icmp sle i64 0, %323
  %325 = mul i32 %k, 64
  %326 = sext i32 %325 to i64
  %327 = sext i32 %i47 to i64
  %328 = add i64 %326, %327
  %329 = sext i32 %K to i64
  %330 = icmp slt i64 %328, %329
  %331 = and i1 %324, %330
  br i1 %331, label %if.then52, label %if.else53

if.then52:                                        ; preds = %for.end50
  %332 = sub i32 %tl_hi3, %tl_lo2
  %333 = sext i32 %332 to i64
  %334 = sub i64 %333, 0
  %335 = call i64 @llvm.smax.i64(i64 %334, i64 0)
  %336 = mul nuw i64 %335, 2
  %337 = sext i32 %i47 to i64
  %338 = mul nsw i64 %337, 256
  %339 = add i32 %tl_lo2, 0
  %340 = sext i32 %339 to i64
  %341 = add nsw i64 %338, %340
  %342 = getelementptr inbounds i16, ptr %B_s, i64 %341
  %343 = mul i32 %k, 64
  %344 = add i32 %343, %i47
  %345 = sext i32 %344 to i64
  %346 = sext i32 %N to i64
  %347 = mul nsw i64 %345, %346
  %348 = mul i32 %bx, 256
  %349 = add i32 %tl_lo2, 0
  %350 = add i32 %348, %349
  %351 = sext i32 %350 to i64
  %352 = add nsw i64 %347, %351
  %353 = getelementptr inbounds i16, ptr %B, i64 %352
  call void @tilec_rt_copy(ptr %342, ptr %353, i64 %336)
  br label %if.end54

if.else53:                                        ; preds = %for.end50
  %354 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond55

if.end54:                                         ; preds = %for.end57, %if.then52
  %355 = sub i32 256, %tl_hi3
  br label %for.cond58

for.cond55:                                       ; preds = %for.body56, %if.else53
  %j3 = phi i32 [ 0, %if.else53 ], [ %363, %for.body56 ]
  %356 = icmp slt i32 %j3, %354
  br i1 %356, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  %357 = sext i32 %i47 to i64
  %358 = mul nsw i64 %357, 256
  %359 = add i32 %tl_lo2, %j3
  %360 = sext i32 %359 to i64
  %361 = add nsw i64 %358, %360
  %362 = getelementptr inbounds i16, ptr %B_s, i64 %361
  store i16 0, ptr %362, align 2
  %363 = add nsw i32 %j3, 1
  br label %for.cond55, !llvm.loop !35

for.end57:                                        ; preds = %for.cond55
  br label %if.end54

for.cond58:                                       ; preds = %for.body59, %if.end54
  %j361 = phi i32 [ 0, %if.end54 ], [ %371, %for.body59 ]
  %364 = icmp slt i32 %j361, %355
  br i1 %364, label %for.body59, label %for.end60

for.body59:                                       ; preds = %for.cond58
  %365 = sext i32 %i47 to i64
  %366 = mul nsw i64 %365, 256
  %367 = add i32 %tl_hi3, %j361
  %368 = sext i32 %367 to i64
  %369 = add nsw i64 %366, %368
  %370 = getelementptr inbounds i16, ptr %B_s, i64 %369
  store i16 0, ptr %370, align 2
  %371 = add nsw i32 %j361, 1
  br label %for.cond58, !llvm.loop !36

for.end60:                                        ; preds = %for.cond58
  %372 = add nsw i32 %i47, 1
  br label %for.cond44, !llvm.loop !37

if.then62:                                        ; preds = %for.end3
  br label %for.cond65

if.else63:                                        ; preds = %for.end3
  br label %for.cond77

if.end64:                                         ; preds = %for.end79, %for.end67
  ret void

for.cond65:                                       ; preds = %if.end70, %if.then62
  %i1 = phi i32 [ 0, %if.then62 ], [ %378, %if.end70 ]
  %373 = icmp slt i32 %i1, 128
  br i1 %373, label %for.body66, label %for.end67

for.body66:                                       ; preds = %for.cond65
  %374 = sext i32 %M to i64
  %375 = sext i32 %N to i64
  %376 = mul i64 %374, %375
  %377 = icmp sge i64 %376, 16777216
  br i1 %377, label %if.then68, label %if.else69

for.end67:                                        ; preds = %for.cond65
  br label %if.end64

if.then68:                                        ; preds = %for.body66
  br label %for.cond71

if.else69:                                        ; preds = %for.body66
  br label %for.cond74

if.end70:                                         ; preds = %for.end76, %for.end73
  %378 = add nsw i32 %i1, 1
  br label %for.cond65, !llvm.loop !38

for.cond71:                                       ; preds = %for.body72, %if.then68
  %tl_c1 = phi i32 [ 0, %if.then68 ], [ %402, %for.body72 ]
  %379 = icmp slt i32 %tl_c1, 256
  br i1 %379, label %for.body72, label %for.end73

for.body72:                                       ; preds = %for.cond71
  %380 = sext i32 %i1 to i64
  %381 = mul nsw i64 %380, 256
  %382 = sext i32 %tl_c1 to i64
  %383 = add nsw i64 %381, %382
  %384 = getelementptr inbounds float, ptr %C_f, i64 %383
  %385 = load float, ptr %384, align 4
  %386 = bitcast float %385 to i32
  %387 = lshr i32 %386, 16
  %388 = and i32 %387, 1
  %389 = add i32 %386, 32767
  %390 = add i32 %389, %388
  %391 = and i32 %390, -65536
  %392 = or i32 %386, 4194304
  %393 = and i32 %392, -65536
  %394 = fcmp uno float %385, %385
  %395 = select i1 %394, i32 %393, i32 %391
  %396 = bitcast i32 %395 to float
  %397 = sext i32 %tl_c1 to i64
  %398 = getelementptr inbounds i16, ptr %tl_stream0, i64 %397
  %399 = bitcast float %396 to i32
  %400 = lshr i32 %399, 16
  %401 = trunc i32 %400 to i16
  store i16 %401, ptr %398, align 2
  %402 = add nsw i32 %tl_c1, 1
  br label %for.cond71, !llvm.loop !39

for.end73:                                        ; preds = %for.cond71
  %403 = mul i32 %by, 128
  %404 = add i32 %403, %i1
  %405 = sext i32 %404 to i64
  %406 = sext i32 %N to i64
  %407 = mul nsw i64 %405, %406
  %408 = mul i32 %bx, 256
  %409 = add i32 %408, 0
  %410 = sext i32 %409 to i64
  %411 = add nsw i64 %407, %410
  %412 = getelementptr inbounds i16, ptr %C, i64 %411
  %413 = getelementptr inbounds i16, ptr %tl_stream0, i64 0
  call void @tilec_rt_stream(ptr %412, ptr %413, i64 512)
  br label %if.end70

for.cond74:                                       ; preds = %for.body75, %if.else69
  %j1 = phi i32 [ 0, %if.else69 ], [ %445, %for.body75 ]
  %414 = icmp slt i32 %j1, 256
  br i1 %414, label %for.body75, label %for.end76

for.body75:                                       ; preds = %for.cond74
  %415 = sext i32 %i1 to i64
  %416 = mul nsw i64 %415, 256
  %417 = sext i32 %j1 to i64
  %418 = add nsw i64 %416, %417
  %419 = getelementptr inbounds float, ptr %C_f, i64 %418
  %420 = load float, ptr %419, align 4
  %421 = bitcast float %420 to i32
  %422 = lshr i32 %421, 16
  %423 = and i32 %422, 1
  %424 = add i32 %421, 32767
  %425 = add i32 %424, %423
  %426 = and i32 %425, -65536
  %427 = or i32 %421, 4194304
  %428 = and i32 %427, -65536
  %429 = fcmp uno float %420, %420
  %430 = select i1 %429, i32 %428, i32 %426
  %431 = bitcast i32 %430 to float
  %432 = mul i32 %by, 128
  %433 = add i32 %432, %i1
  %434 = sext i32 %433 to i64
  %435 = sext i32 %N to i64
  %436 = mul nsw i64 %434, %435
  %437 = mul i32 %bx, 256
  %438 = add i32 %437, %j1
  %439 = sext i32 %438 to i64
  %440 = add nsw i64 %436, %439
  %441 = getelementptr inbounds i16, ptr %C, i64 %440
  %442 = bitcast float %431 to i32
  %443 = lshr i32 %442, 16
  %444 = trunc i32 %443 to i16
  store i16 %444, ptr %441, align 2
  %445 = add nsw i32 %j1, 1
  br label %for.cond74, !llvm.loop !40

for.end76:                                        ; preds = %for.cond74
  br label %if.end70

for.cond77:                                       ; preds = %if.end83, %if.else63
  %i180 = phi i32 [ 0, %if.else63 ], [ %512, %if.end83 ]
  %446 = icmp slt i32 %i180, 128
  br i1 %446, label %for.body78, label %for.end79

for.body78:                                       ; preds = %for.cond77
  %447 = mul i32 %bx, 256
  %448 = sext i32 %447 to i64
  %449 = sub i64 0, %448
  %450 = icmp slt i64 %449, 0
  %451 = mul i32 %bx, 256
  %452 = sext i32 %451 to i64
  %453 = sub i64 0, %452
  %454 = icmp sgt i64 %453, 256
  %455 = mul i32 %bx, 256
  %456 = sext i32 %455 to i64
  %457 = sub i64 0, %456
  %458 = select i1 %454, i64 256, i64 %457
  %459 = select i1 %450, i64 0, i64 %458
  %tl_lo4 = trunc i64 %459 to i32
  %460 = sext i32 %N to i64
  %461 = mul i32 %bx, 256
  %462 = sext i32 %461 to i64
  %463 = sub i64 %460, %462
  %464 = icmp slt i64 %463, 0
  %465 = sext i32 %N to i64
  %466 = mul i32 %bx, 256
  %467 = sext i32 %466 to i64
  %468 = sub i64 %465, %467
  %469 = icmp sgt i64 %468, 256
  %470 = sext i32 %N to i64
  %471 = mul i32 %bx, 256
  %472 = sext i32 %471 to i64
  %473 = sub i64 %470, %472
  %474 = select i1 %469, i64 256, i64 %473
  %475 = select i1 %464, i64 0, i64 %474
  %476 = sext i32 %tl_lo4 to i64
  %477 = icmp slt i64 %475, %476
  %478 = sext i32 %tl_lo4 to i64
  %479 = sext i32 %N to i64
  %480 = mul i32 %bx, 256
  %481 = sext i32 %480 to i64
  %482 = sub i64 %479, %481
  %483 = icmp slt i64 %482, 0
  %484 = sext i32 %N to i64
  %485 = mul i32 %bx, 256
  %486 = sext i32 %485 to i64
  %487 = sub i64 %484, %486
  %488 = icmp sgt i64 %487, 256
  %489 = sext i32 %N to i64
  %490 = mul i32 %bx, 256
  %491 = sext i32 %490 to i64
  %492 = sub i64 %489, %491
  %493 = select i1 %488, i64 256, i64 %492
  %494 = select i1 %483, i64 0, i64 %493
  %495 = select i1 %477, i64 %478, i64 %494
  %tl_hi5 = trunc i64 %495 to i32
  %496 = mul i32 %by, 128
  %497 = sext i32 %496 to i64
  %498 = sext i32 %i180 to i64
  %499 = add i64 %497, %498
  %500 = icmp sle i64 0, %499
  %501 = mul i32 %by, 128
  %502 = sext i32 %501 to i64
  %503 = sext i32 %i180 to i64
  %504 = add i64 %502, %503
  %505 = sext i32 %M to i64
  %506 = icmp slt i64 %504, %505
  %507 = and i1 %500, %506
  br i1 %507, label %if.then81, label %if.else82

for.end79:                                        ; preds = %for.cond77
  br label %if.end64

if.then81:                                        ; preds = %for.body78
  %508 = sext i32 %M to i64
  %509 = sext i32 %N to i64
  %510 = mul i64 %508, %509
  %511 = icmp sge i64 %510, 16777216
  br i1 %511, label %if.then84, label %if.else85

if.else82:                                        ; preds = %for.body78
  br label %if.end83

if.end83:                                         ; preds = %if.else82, %if.end86
  %512 = add nsw i32 %i180, 1
  br label %for.cond77, !llvm.loop !41

if.then84:                                        ; preds = %if.then81
  %tl_sn4 = sub i32 %tl_hi5, %tl_lo4
  %513 = sext i32 %tl_sn4 to i64
  %514 = sdiv i64 %513, 2048
  %515 = sub i64 0, %513
  %516 = select i1 false, i64 %515, i64 %514
  %517 = srem i64 %513, 2048
  %518 = icmp ne i64 %517, 0
  %519 = icmp slt i64 %513, 0
  %520 = icmp eq i1 %519, false
  %521 = and i1 %518, %520
  %522 = zext i1 %521 to i64
  %523 = add i64 %516, %522
  %524 = trunc i64 %523 to i32
  br label %for.cond87

if.else85:                                        ; preds = %if.then81
  %525 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond93

if.end86:                                         ; preds = %for.end95, %for.end89
  br label %if.end83

for.cond87:                                       ; preds = %for.end92, %if.then84
  %tl_c5 = phi i32 [ 0, %if.then84 ], [ %571, %for.end92 ]
  %526 = icmp slt i32 %tl_c5, %524
  br i1 %526, label %for.body88, label %for.end89

for.body88:                                       ; preds = %for.cond87
  %tl_sb6 = mul i32 %tl_c5, 2048
  %527 = sub i32 %tl_sn4, %tl_sb6
  %528 = icmp slt i32 %527, 2048
  %529 = sub i32 %tl_sn4, %tl_sb6
  %tl_sm7 = select i1 %528, i32 %529, i32 2048
  br label %for.cond90

for.end89:                                        ; preds = %for.cond87
  br label %if.end86

for.cond90:                                       ; preds = %for.body91, %for.body88
  %tl_c8 = phi i32 [ 0, %for.body88 ], [ %555, %for.body91 ]
  %530 = icmp slt i32 %tl_c8, %tl_sm7
  br i1 %530, label %for.body91, label %for.end92

for.body91:                                       ; preds = %for.cond90
  %531 = sext i32 %i180 to i64
  %532 = mul nsw i64 %531, 256
  %533 = add i32 %tl_sb6, %tl_c8
  %534 = add i32 %tl_lo4, %533
  %535 = sext i32 %534 to i64
  %536 = add nsw i64 %532, %535
  %537 = getelementptr inbounds float, ptr %C_f, i64 %536
  %538 = load float, ptr %537, align 4
  %539 = bitcast float %538 to i32
  %540 = lshr i32 %539, 16
  %541 = and i32 %540, 1
  %542 = add i32 %539, 32767
  %543 = add i32 %542, %541
  %544 = and i32 %543, -65536
  %545 = or i32 %539, 4194304
  %546 = and i32 %545, -65536
  %547 = fcmp uno float %538, %538
  %548 = select i1 %547, i32 %546, i32 %544
  %549 = bitcast i32 %548 to float
  %550 = sext i32 %tl_c8 to i64
  %551 = getelementptr inbounds i16, ptr %tl_stream3, i64 %550
  %552 = bitcast float %549 to i32
  %553 = lshr i32 %552, 16
  %554 = trunc i32 %553 to i16
  store i16 %554, ptr %551, align 2
  %555 = add nsw i32 %tl_c8, 1
  br label %for.cond90, !llvm.loop !42

for.end92:                                        ; preds = %for.cond90
  %556 = sext i32 %tl_sm7 to i64
  %557 = mul i32 %by, 128
  %558 = add i32 %557, %i180
  %559 = sext i32 %558 to i64
  %560 = sext i32 %N to i64
  %561 = mul nsw i64 %559, %560
  %562 = mul i32 %bx, 256
  %563 = add i32 %tl_sb6, 0
  %564 = add i32 %tl_lo4, %563
  %565 = add i32 %562, %564
  %566 = sext i32 %565 to i64
  %567 = add nsw i64 %561, %566
  %568 = getelementptr inbounds i16, ptr %C, i64 %567
  %569 = getelementptr inbounds i16, ptr %tl_stream3, i64 0
  %570 = mul i64 %556, 2
  call void @tilec_rt_stream(ptr %568, ptr %569, i64 %570)
  %571 = add nsw i32 %tl_c5, 1
  br label %for.cond87, !llvm.loop !43

for.cond93:                                       ; preds = %for.body94, %if.else85
  %j11 = phi i32 [ 0, %if.else85 ], [ %605, %for.body94 ]
  %572 = icmp slt i32 %j11, %525
  br i1 %572, label %for.body94, label %for.end95

for.body94:                                       ; preds = %for.cond93
  %573 = sext i32 %i180 to i64
  %574 = mul nsw i64 %573, 256
  %575 = add i32 %tl_lo4, %j11
  %576 = sext i32 %575 to i64
  %577 = add nsw i64 %574, %576
  %578 = getelementptr inbounds float, ptr %C_f, i64 %577
  %579 = load float, ptr %578, align 4
  %580 = bitcast float %579 to i32
  %581 = lshr i32 %580, 16
  %582 = and i32 %581, 1
  %583 = add i32 %580, 32767
  %584 = add i32 %583, %582
  %585 = and i32 %584, -65536
  %586 = or i32 %580, 4194304
  %587 = and i32 %586, -65536
  %588 = fcmp uno float %579, %579
  %589 = select i1 %588, i32 %587, i32 %585
  %590 = bitcast i32 %589 to float
  %591 = mul i32 %by, 128
  %592 = add i32 %591, %i180
  %593 = sext i32 %592 to i64
  %594 = sext i32 %N to i64
  %595 = mul nsw i64 %593, %594
  %596 = mul i32 %bx, 256
  %597 = add i32 %tl_lo4, %j11
  %598 = add i32 %596, %597
  %599 = sext i32 %598 to i64
  %600 = add nsw i64 %595, %599
  %601 = getelementptr inbounds i16, ptr %C, i64 %600
  %602 = bitcast float %590 to i32
  %603 = lshr i32 %602, 16
  %604 = trunc i32 %603 to i16
  store i16 %604, ptr %601, align 2
  %605 = add nsw i32 %j11, 1
  br label %for.cond93, !llvm.loop !44

for.end95:                                        ; preds = %for.cond93
  br label %if.end86
}

declare void @tilec_rt_gemm_bf16f32(i32, i32, i32, ptr, i32, i32, ptr, i32, i32, ptr, i32)

; Function Attrs: nounwind
define internal void @matmul_bf16_large_task(ptr %ctx, i64 %block) #5 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %ctx, i32 0, i32 6
  %13 = getelementptr inbounds [3 x i64], ptr %12, i64 0, i64 0
  %14 = load i64, ptr %13, align 8
  %15 = getelementptr inbounds [3 x i64], ptr %12, i64 0, i64 1
  %16 = load i64, ptr %15, align 8
  %17 = getelementptr inbounds [3 x i64], ptr %12, i64 0, i64 2
  %18 = load i64, ptr %17, align 8
  %19 = srem i64 %block, %14
  %20 = sdiv i64 %block, %14
  %21 = srem i64 %20, %16
  %22 = mul i64 %14, %16
  %23 = sdiv i64 %block, %22
  %24 = trunc i64 %19 to i32
  %25 = trunc i64 %21 to i32
  call void @matmul_bf16_large_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_matmul_bf16_large(ptr %args, ptr %dims, ptr %self) #5 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_matmul_bf16_large, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %M = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %a, i32 0, i32 3
  store i32 %M, ptr %13, align 4
  %14 = getelementptr inbounds i64, ptr %dims, i64 1
  %15 = load i64, ptr %14, align 8
  %K = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %a, i32 0, i32 4
  store i32 %K, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 2
  %18 = load i64, ptr %17, align 8
  %N = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %a, i32 0, i32 5
  store i32 %N, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %a, i32 0, i32 6
  %21 = sext i32 %N to i64
  %22 = sdiv i64 %21, 256
  %23 = sub i64 0, %21
  %24 = select i1 false, i64 %23, i64 %22
  %25 = srem i64 %21, 256
  %26 = icmp ne i64 %25, 0
  %27 = icmp slt i64 %21, 0
  %28 = icmp eq i1 %27, false
  %29 = and i1 %26, %28
  %30 = zext i1 %29 to i64
  %31 = add i64 %24, %30
  %32 = trunc i64 %31 to i32
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [3 x i64], ptr %20, i64 0, i64 0
  store i64 %33, ptr %34, align 8
  %35 = icmp sgt i64 %33, 0
  %36 = mul i64 1, %33
  %37 = sext i32 %M to i64
  %38 = sdiv i64 %37, 128
  %39 = sub i64 0, %37
  %40 = select i1 false, i64 %39, i64 %38
  %41 = srem i64 %37, 128
  %42 = icmp ne i64 %41, 0
  %43 = icmp slt i64 %37, 0
  %44 = icmp eq i1 %43, false
  %45 = and i1 %42, %44
  %46 = zext i1 %45 to i64
  %47 = add i64 %40, %46
  %48 = trunc i64 %47 to i32
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [3 x i64], ptr %20, i64 0, i64 1
  store i64 %49, ptr %50, align 8
  %51 = icmp sgt i64 %49, 0
  %52 = and i1 %35, %51
  %53 = mul i64 %36, %49
  %54 = getelementptr inbounds [3 x i64], ptr %20, i64 0, i64 2
  store i64 1, ptr %54, align 8
  %55 = and i1 %52, true
  %56 = mul i64 %53, 1
  br i1 %55, label %run, label %empty

run:                                              ; preds = %body
  %57 = call i32 @tilec_rt_run_blocks(i64 %56, i32 %nworkers, ptr @matmul_bf16_large_task, ptr %a)
  ret i32 %57

empty:                                            ; preds = %body
  ret i32 0
}

attributes #0 = { noinline nounwind "no-builtin-memcpy" "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind "no-builtin-memcpy" "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.unroll.disable"}
!3 = distinct !{!3, !1, !2}
!4 = distinct !{!4, !1}
!5 = distinct !{!5, !1, !6}
!6 = !{!"llvm.loop.vectorize.enable", i1 true}
!7 = distinct !{!7, !1, !6}
!8 = distinct !{!8, !1, !6}
!9 = distinct !{!9, !1}
!10 = distinct !{!10, !1}
!11 = distinct !{!11, !1, !2}
!12 = distinct !{!12, !1}
!13 = distinct !{!13, !1, !6}
!14 = distinct !{!14, !1, !6}
!15 = distinct !{!15, !1, !6}
!16 = distinct !{!16, !1}
!17 = distinct !{!17, !1}
!18 = distinct !{!18, !1, !6}
!19 = distinct !{!19, !1, !6}
!20 = distinct !{!20, !1}
!21 = distinct !{!21, !1, !6}
!22 = distinct !{!22, !1}
!23 = distinct !{!23, !1, !6}
!24 = distinct !{!24, !1, !2}
!25 = distinct !{!25, !1, !2}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !1, !6}
!28 = distinct !{!28, !1, !6}
!29 = distinct !{!29, !1, !6}
!30 = distinct !{!30, !1}
!31 = distinct !{!31, !1}
!32 = distinct !{!32, !1, !2}
!33 = distinct !{!33, !1}
!34 = distinct !{!34, !1, !6}
!35 = distinct !{!35, !1, !6}
!36 = distinct !{!36, !1, !6}
!37 = distinct !{!37, !1}
!38 = distinct !{!38, !1}
!39 = distinct !{!39, !1, !6}
!40 = distinct !{!40, !1, !6}
!41 = distinct !{!41, !1}
!42 = distinct !{!42, !1, !6}
!43 = distinct !{!43, !1}
!44 = distinct !{!44, !1, !6}
