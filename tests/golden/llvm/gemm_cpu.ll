; ModuleID = 'gemm_cpu.tile'
source_filename = "gemm_cpu.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_matmul = type { ptr, ptr, ptr, i32, i32, i32, [3 x i64] }

; Function Attrs: noinline nounwind
define internal void @matmul_block(ptr noalias %A, ptr noalias %B, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [65536 x float], align 64
  %B_s = alloca [65536 x float], align 64
  %C_f = alloca [65536 x float], align 64
  br label %body

body:                                             ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.body, %body
  %i = phi i32 [ 0, %body ], [ %7, %for.body ]
  %0 = icmp slt i32 %i, 256
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
  %9 = sdiv i64 %8, 256
  %10 = sub i64 0, %8
  %11 = select i1 false, i64 %10, i64 %9
  %12 = srem i64 %8, 256
  %13 = icmp ne i64 %12, 0
  %14 = icmp slt i64 %8, 0
  %15 = icmp eq i1 %14, false
  %16 = and i1 %13, %15
  %17 = zext i1 %16 to i64
  %18 = add i64 %11, %17
  %19 = trunc i64 %18 to i32
  %20 = sext i32 %K to i64
  %21 = sdiv i64 %20, 256
  %22 = sub i64 0, %20
  %23 = select i1 false, i64 %22, i64 %21
  %24 = srem i64 %20, 256
  %25 = icmp ne i64 %24, 0
  %26 = icmp slt i64 %20, 0
  %27 = icmp eq i1 %26, false
  %28 = and i1 %25, %27
  %29 = zext i1 %28 to i64
  %30 = add i64 %23, %29
  %31 = trunc i64 %30 to i32
  br label %for.cond1

for.cond1:                                        ; preds = %if.end23, %for.end
  %k = phi i32 [ 0, %for.end ], [ %233, %if.end23 ]
  %32 = icmp slt i32 %k, %19
  br i1 %32, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %33 = mul i32 %by, 256
  %34 = icmp sle i32 0, %33
  %35 = mul i32 %by, 256
  %36 = sext i32 %35 to i64
  %37 = add i64 %36, 256
  %38 = sext i32 %M to i64
  %39 = icmp sle i64 %37, %38
  %40 = and i1 %34, %39
  %41 = mul i32 %k, 256
  %42 = icmp sle i32 0, %41
  %43 = mul i32 %k, 256
  %44 = sext i32 %43 to i64
  %45 = add i64 %44, 256
  %46 = sext i32 %K to i64
  %47 = icmp sle i64 %45, %46
  %48 = and i1 %42, %47
  %49 = and i1 %40, %48
  br i1 %49, label %if.then, label %if.else

for.end3:                                         ; preds = %for.cond1
  %50 = mul i32 %by, 256
  %51 = icmp sle i32 0, %50
  %52 = mul i32 %by, 256
  %53 = sext i32 %52 to i64
  %54 = add i64 %53, 256
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
  br i1 %66, label %if.then41, label %if.else42

if.then:                                          ; preds = %for.body2
  br label %for.cond4

if.else:                                          ; preds = %for.body2
  br label %for.cond14

if.end:                                           ; preds = %for.end16, %for.end6
  %67 = mul i32 %k, 256
  %68 = icmp sle i32 0, %67
  %69 = mul i32 %k, 256
  %70 = sext i32 %69 to i64
  %71 = add i64 %70, 256
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
  br i1 %83, label %if.then21, label %if.else22

for.cond4:                                        ; preds = %if.end10, %if.then
  %i7 = phi i32 [ 0, %if.then ], [ %103, %if.end10 ]
  %84 = icmp slt i32 %i7, 256
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
  %87 = call i64 @llvm.smax.i64(i64 256, i64 0)
  %88 = mul nuw i64 %87, 4
  %89 = sext i32 %i7 to i64
  %90 = mul nsw i64 %89, 256
  %91 = add nsw i64 %90, 0
  %92 = getelementptr inbounds float, ptr %A_s, i64 %91
  %93 = mul i32 %by, 256
  %94 = add i32 %93, %i7
  %95 = sext i32 %94 to i64
  %96 = sext i32 %K to i64
  %97 = mul nsw i64 %95, %96
  %98 = mul i32 %k, 256
  %99 = add i32 %98, 0
  %100 = sext i32 %99 to i64
  %101 = add nsw i64 %97, %100
  %102 = getelementptr inbounds float, ptr %A, i64 %101
  call void @tilec_rt_copy(ptr %92, ptr %102, i64 %88)
  %103 = add nsw i32 %i7, 1
  br label %for.cond4, !llvm.loop !3

for.cond11:                                       ; preds = %for.body12, %if.then8
  %pf = phi i32 [ 0, %if.then8 ], [ %117, %for.body12 ]
  %104 = icmp slt i32 %pf, 16
  br i1 %104, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %105 = mul i32 %by, 256
  %106 = add i32 %105, %i7
  %107 = sext i32 %106 to i64
  %108 = sext i32 %K to i64
  %109 = mul i64 %107, %108
  %110 = add i32 %k, 1
  %111 = mul i32 %110, 256
  %112 = mul i32 %pf, 16
  %113 = add i32 %111, %112
  %114 = sext i32 %113 to i64
  %115 = add i64 %109, %114
  %116 = getelementptr float, ptr %A, i64 %115
  call void @llvm.prefetch.p0(ptr %116, i32 0, i32 3, i32 1)
  %117 = add nsw i32 %pf, 1
  br label %for.cond11, !llvm.loop !4

for.end13:                                        ; preds = %for.cond11
  br label %if.end10

for.cond14:                                       ; preds = %if.end20, %if.else
  %i17 = phi i32 [ 0, %if.else ], [ %232, %if.end20 ]
  %118 = icmp slt i32 %i17, 256
  br i1 %118, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  %119 = mul i32 %k, 256
  %120 = sext i32 %119 to i64
  %121 = sub i64 0, %120
  %122 = icmp slt i64 %121, 0
  %123 = mul i32 %k, 256
  %124 = sext i32 %123 to i64
  %125 = sub i64 0, %124
  %126 = icmp sgt i64 %125, 256
  %127 = mul i32 %k, 256
  %128 = sext i32 %127 to i64
  %129 = sub i64 0, %128
  %130 = select i1 %126, i64 256, i64 %129
  %131 = select i1 %122, i64 0, i64 %130
  %tl_lo0 = trunc i64 %131 to i32
  %132 = sext i32 %K to i64
  %133 = mul i32 %k, 256
  %134 = sext i32 %133 to i64
  %135 = sub i64 %132, %134
  %136 = icmp slt i64 %135, 0
  %137 = sext i32 %K to i64
  %138 = mul i32 %k, 256
  %139 = sext i32 %138 to i64
  %140 = sub i64 %137, %139
  %141 = icmp sgt i64 %140, 256
  %142 = sext i32 %K to i64
  %143 = mul i32 %k, 256
  %144 = sext i32 %143 to i64
  %145 = sub i64 %142, %144
  %146 = select i1 %141, i64 256, i64 %145
  %147 = select i1 %136, i64 0, i64 %146
  %148 = sext i32 %tl_lo0 to i64
  %149 = icmp slt i64 %147, %148
  %150 = sext i32 %tl_lo0 to i64
  %151 = sext i32 %K to i64
  %152 = mul i32 %k, 256
  %153 = sext i32 %152 to i64
  %154 = sub i64 %151, %153
  %155 = icmp slt i64 %154, 0
  %156 = sext i32 %K to i64
  %157 = mul i32 %k, 256
  %158 = sext i32 %157 to i64
  %159 = sub i64 %156, %158
  %160 = icmp sgt i64 %159, 256
  %161 = sext i32 %K to i64
  %162 = mul i32 %k, 256
  %163 = sext i32 %162 to i64
  %164 = sub i64 %161, %163
  %165 = select i1 %160, i64 256, i64 %164
  %166 = select i1 %155, i64 0, i64 %165
  %167 = select i1 %149, i64 %150, i64 %166
  %tl_hi1 = trunc i64 %167 to i32
  %168 = sext i32 %tl_lo0 to i64
  %169 = sub i64 %168, 0
  %170 = call i64 @llvm.smax.i64(i64 %169, i64 0)
  %171 = mul nuw i64 %170, 4
  %172 = sext i32 %i17 to i64
  %173 = mul nsw i64 %172, 256
  %174 = add nsw i64 %173, 0
  %175 = getelementptr inbounds float, ptr %A_s, i64 %174
  call void @llvm.memset.p0.i64(ptr align 4 %175, i8 0, i64 %171, i1 false)
  %176 = mul i32 %by, 256
  %177 = sext i32 %176 to i64
  %178 = sext i32 %i17 to i64
  %179 = add i64 %177, %178
  %180 = icmp sle i64 0, %179
  %181 = mul i32 %by, 256
  %182 = sext i32 %181 to i64
  %183 = sext i32 %i17 to i64
  %184 = add i64 %182, %183
  %185 = sext i32 %M to i64
  %186 = icmp slt i64 %184, %185
  %187 = and i1 %180, %186
  br i1 %187, label %if.then18, label %if.else19

for.end16:                                        ; preds = %for.cond14
  br label %if.end

if.then18:                                        ; preds = %for.body15
  %188 = sub i32 %tl_hi1, %tl_lo0
  %189 = sext i32 %188 to i64
  %190 = sub i64 %189, 0
  %191 = call i64 @llvm.smax.i64(i64 %190, i64 0)
  %192 = mul nuw i64 %191, 4
  %193 = sext i32 %i17 to i64
  %194 = mul nsw i64 %193, 256
  %195 = add i32 %tl_lo0, 0
  %196 = sext i32 %195 to i64
  %197 = add nsw i64 %194, %196
  %198 = getelementptr inbounds float, ptr %A_s, i64 %197
  %199 = mul i32 %by, 256
  %200 = add i32 %199, %i17
  %201 = sext i32 %200 to i64
  %202 = sext i32 %K to i64
  %203 = mul nsw i64 %201, %202
  %204 = mul i32 %k, 256
  %205 = add i32 %tl_lo0, 0
  %206 = add i32 %204, %205
  %207 = sext i32 %206 to i64
  %208 = add nsw i64 %203, %207
  %209 = getelementptr inbounds float, ptr %A, i64 %208
  call void @tilec_rt_copy(ptr %198, ptr %209, i64 %192)
  br label %if.end20

if.else19:                                        ; preds = %for.body15
  %210 = sub i32 %tl_hi1, %tl_lo0
  %211 = sext i32 %210 to i64
  %212 = sub i64 %211, 0
  %213 = call i64 @llvm.smax.i64(i64 %212, i64 0)
  %214 = mul nuw i64 %213, 4
  %215 = sext i32 %i17 to i64
  %216 = mul nsw i64 %215, 256
  %217 = add i32 %tl_lo0, 0
  %218 = sext i32 %217 to i64
  %219 = add nsw i64 %216, %218
  %220 = getelementptr inbounds float, ptr %A_s, i64 %219
  call void @llvm.memset.p0.i64(ptr align 4 %220, i8 0, i64 %214, i1 false)
  br label %if.end20

if.end20:                                         ; preds = %if.else19, %if.then18
  %221 = sub i32 256, %tl_hi1
  %222 = sext i32 %221 to i64
  %223 = sub i64 %222, 0
  %224 = call i64 @llvm.smax.i64(i64 %223, i64 0)
  %225 = mul nuw i64 %224, 4
  %226 = sext i32 %i17 to i64
  %227 = mul nsw i64 %226, 256
  %228 = add i32 %tl_hi1, 0
  %229 = sext i32 %228 to i64
  %230 = add nsw i64 %227, %229
  %231 = getelementptr inbounds float, ptr %A_s, i64 %230
  call void @llvm.memset.p0.i64(ptr align 4 %231, i8 0, i64 %225, i1 false)
  %232 = add nsw i32 %i17, 1
  br label %for.cond14, !llvm.loop !5

if.then21:                                        ; preds = %if.end
  br label %for.cond24

if.else22:                                        ; preds = %if.end
  br label %for.cond34

if.end23:                                         ; preds = %for.end36, %for.end26
  call void @tilec_rt_gemm_f32(i32 256, i32 256, i32 256, ptr %A_s, i32 256, i32 0, ptr %B_s, i32 256, i32 0, ptr %C_f, i32 256)
  %233 = add nsw i32 %k, 1
  br label %for.cond1, !llvm.loop !6

for.cond24:                                       ; preds = %if.end30, %if.then21
  %i27 = phi i32 [ 0, %if.then21 ], [ %253, %if.end30 ]
  %234 = icmp slt i32 %i27, 256
  br i1 %234, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  %235 = add i32 %k, 1
  %236 = icmp slt i32 %235, %31
  br i1 %236, label %if.then28, label %if.else29

for.end26:                                        ; preds = %for.cond24
  br label %if.end23

if.then28:                                        ; preds = %for.body25
  br label %for.cond31

if.else29:                                        ; preds = %for.body25
  br label %if.end30

if.end30:                                         ; preds = %if.else29, %for.end33
  %237 = call i64 @llvm.smax.i64(i64 256, i64 0)
  %238 = mul nuw i64 %237, 4
  %239 = sext i32 %i27 to i64
  %240 = mul nsw i64 %239, 256
  %241 = add nsw i64 %240, 0
  %242 = getelementptr inbounds float, ptr %B_s, i64 %241
  %243 = mul i32 %k, 256
  %244 = add i32 %243, %i27
  %245 = sext i32 %244 to i64
  %246 = sext i32 %N to i64
  %247 = mul nsw i64 %245, %246
  %248 = mul i32 %bx, 256
  %249 = add i32 %248, 0
  %250 = sext i32 %249 to i64
  %251 = add nsw i64 %247, %250
  %252 = getelementptr inbounds float, ptr %B, i64 %251
  call void @tilec_rt_copy(ptr %242, ptr %252, i64 %238)
  %253 = add nsw i32 %i27, 1
  br label %for.cond24, !llvm.loop !7

for.cond31:                                       ; preds = %for.body32, %if.then28
  %pf1 = phi i32 [ 0, %if.then28 ], [ %267, %for.body32 ]
  %254 = icmp slt i32 %pf1, 16
  br i1 %254, label %for.body32, label %for.end33

for.body32:                                       ; preds = %for.cond31
  %255 = add i32 %k, 1
  %256 = mul i32 %255, 256
  %257 = add i32 %256, %i27
  %258 = sext i32 %257 to i64
  %259 = sext i32 %N to i64
  %260 = mul i64 %258, %259
  %261 = mul i32 %bx, 256
  %262 = mul i32 %pf1, 16
  %263 = add i32 %261, %262
  %264 = sext i32 %263 to i64
  %265 = add i64 %260, %264
  %266 = getelementptr float, ptr %B, i64 %265
  call void @llvm.prefetch.p0(ptr %266, i32 0, i32 3, i32 1)
  %267 = add nsw i32 %pf1, 1
  br label %for.cond31, !llvm.loop !8

for.end33:                                        ; preds = %for.cond31
  br label %if.end30

for.cond34:                                       ; preds = %if.end40, %if.else22
  %i37 = phi i32 [ 0, %if.else22 ], [ %382, %if.end40 ]
  %268 = icmp slt i32 %i37, 256
  br i1 %268, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  %269 = mul i32 %bx, 256
  %270 = sext i32 %269 to i64
  %271 = sub i64 0, %270
  %272 = icmp slt i64 %271, 0
  %273 = mul i32 %bx, 256
  %274 = sext i32 %273 to i64
  %275 = sub i64 0, %274
  %276 = icmp sgt i64 %275, 256
  %277 = mul i32 %bx, 256
  %278 = sext i32 %277 to i64
  %279 = sub i64 0, %278
  %280 = select i1 %276, i64 256, i64 %279
  %281 = select i1 %272, i64 0, i64 %280
  %tl_lo2 = trunc i64 %281 to i32
  %282 = sext i32 %N to i64
  %283 = mul i32 %bx, 256
  %284 = sext i32 %283 to i64
  %285 = sub i64 %282, %284
  %286 = icmp slt i64 %285, 0
  %287 = sext i32 %N to i64
  %288 = mul i32 %bx, 256
  %289 = sext i32 %288 to i64
  %290 = sub i64 %287, %289
  %291 = icmp sgt i64 %290, 256
  %292 = sext i32 %N to i64
  %293 = mul i32 %bx, 256
  %294 = sext i32 %293 to i64
  %295 = sub i64 %292, %294
  %296 = select i1 %291, i64 256, i64 %295
  %297 = select i1 %286, i64 0, i64 %296
  %298 = sext i32 %tl_lo2 to i64
  %299 = icmp slt i64 %297, %298
  %300 = sext i32 %tl_lo2 to i64
  %301 = sext i32 %N to i64
  %302 = mul i32 %bx, 256
  %303 = sext i32 %302 to i64
  %304 = sub i64 %301, %303
  %305 = icmp slt i64 %304, 0
  %306 = sext i32 %N to i64
  %307 = mul i32 %bx, 256
  %308 = sext i32 %307 to i64
  %309 = sub i64 %306, %308
  %310 = icmp sgt i64 %309, 256
  %311 = sext i32 %N to i64
  %312 = mul i32 %bx, 256
  %313 = sext i32 %312 to i64
  %314 = sub i64 %311, %313
  %315 = select i1 %310, i64 256, i64 %314
  %316 = select i1 %305, i64 0, i64 %315
  %317 = select i1 %299, i64 %300, i64 %316
  %tl_hi3 = trunc i64 %317 to i32
  %318 = sext i32 %tl_lo2 to i64
  %319 = sub i64 %318, 0
  %320 = call i64 @llvm.smax.i64(i64 %319, i64 0)
  %321 = mul nuw i64 %320, 4
  %322 = sext i32 %i37 to i64
  %323 = mul nsw i64 %322, 256
  %324 = add nsw i64 %323, 0
  %325 = getelementptr inbounds float, ptr %B_s, i64 %324
  call void @llvm.memset.p0.i64(ptr align 4 %325, i8 0, i64 %321, i1 false)
  %326 = mul i32 %k, 256
  %327 = sext i32 %326 to i64
  %328 = sext i32 %i37 to i64
  %329 = add i64 %327, %328
  %330 = icmp sle i64 0, %329
  %331 = mul i32 %k, 256
  %332 = sext i32 %331 to i64
  %333 = sext i32 %i37 to i64
  %334 = add i64 %332, %333
  %335 = sext i32 %K to i64
  %336 = icmp slt i64 %334, %335
  %337 = and i1 %330, %336
  br i1 %337, label %if.then38, label %if.else39

for.end36:                                        ; preds = %for.cond34
  br label %if.end23

if.then38:                                        ; preds = %for.body35
  %338 = sub i32 %tl_hi3, %tl_lo2
  %339 = sext i32 %338 to i64
  %340 = sub i64 %339, 0
  %341 = call i64 @llvm.smax.i64(i64 %340, i64 0)
  %342 = mul nuw i64 %341, 4
  %343 = sext i32 %i37 to i64
  %344 = mul nsw i64 %343, 256
  %345 = add i32 %tl_lo2, 0
  %346 = sext i32 %345 to i64
  %347 = add nsw i64 %344, %346
  %348 = getelementptr inbounds float, ptr %B_s, i64 %347
  %349 = mul i32 %k, 256
  %350 = add i32 %349, %i37
  %351 = sext i32 %350 to i64
  %352 = sext i32 %N to i64
  %353 = mul nsw i64 %351, %352
  %354 = mul i32 %bx, 256
  %355 = add i32 %tl_lo2, 0
  %356 = add i32 %354, %355
  %357 = sext i32 %356 to i64
  %358 = add nsw i64 %353, %357
  %359 = getelementptr inbounds float, ptr %B, i64 %358
  call void @tilec_rt_copy(ptr %348, ptr %359, i64 %342)
  br label %if.end40

if.else39:                                        ; preds = %for.body35
  %360 = sub i32 %tl_hi3, %tl_lo2
  %361 = sext i32 %360 to i64
  %362 = sub i64 %361, 0
  %363 = call i64 @llvm.smax.i64(i64 %362, i64 0)
  %364 = mul nuw i64 %363, 4
  %365 = sext i32 %i37 to i64
  %366 = mul nsw i64 %365, 256
  %367 = add i32 %tl_lo2, 0
  %368 = sext i32 %367 to i64
  %369 = add nsw i64 %366, %368
  %370 = getelementptr inbounds float, ptr %B_s, i64 %369
  call void @llvm.memset.p0.i64(ptr align 4 %370, i8 0, i64 %364, i1 false)
  br label %if.end40

if.end40:                                         ; preds = %if.else39, %if.then38
  %371 = sub i32 256, %tl_hi3
  %372 = sext i32 %371 to i64
  %373 = sub i64 %372, 0
  %374 = call i64 @llvm.smax.i64(i64 %373, i64 0)
  %375 = mul nuw i64 %374, 4
  %376 = sext i32 %i37 to i64
  %377 = mul nsw i64 %376, 256
  %378 = add i32 %tl_hi3, 0
  %379 = sext i32 %378 to i64
  %380 = add nsw i64 %377, %379
  %381 = getelementptr inbounds float, ptr %B_s, i64 %380
  call void @llvm.memset.p0.i64(ptr align 4 %381, i8 0, i64 %375, i1 false)
  %382 = add nsw i32 %i37, 1
  br label %for.cond34, !llvm.loop !9

if.then41:                                        ; preds = %for.end3
  br label %for.cond44

if.else42:                                        ; preds = %for.end3
  br label %for.cond50

if.end43:                                         ; preds = %for.end52, %for.end46
  ret void

for.cond44:                                       ; preds = %if.end49, %if.then41
  %i1 = phi i32 [ 0, %if.then41 ], [ %418, %if.end49 ]
  %383 = icmp slt i32 %i1, 256
  br i1 %383, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %384 = sext i32 %M to i64
  %385 = sext i32 %N to i64
  %386 = mul i64 %384, %385
  %387 = icmp sge i64 %386, 8388608
  br i1 %387, label %if.then47, label %if.else48

for.end46:                                        ; preds = %for.cond44
  br label %if.end43

if.then47:                                        ; preds = %for.body45
  %388 = mul i32 %by, 256
  %389 = add i32 %388, %i1
  %390 = sext i32 %389 to i64
  %391 = sext i32 %N to i64
  %392 = mul nsw i64 %390, %391
  %393 = mul i32 %bx, 256
  %394 = add i32 %393, 0
  %395 = sext i32 %394 to i64
  %396 = add nsw i64 %392, %395
  %397 = getelementptr inbounds float, ptr %C, i64 %396
  %398 = sext i32 %i1 to i64
  %399 = mul nsw i64 %398, 256
  %400 = add nsw i64 %399, 0
  %401 = getelementptr inbounds float, ptr %C_f, i64 %400
  call void @tilec_rt_stream(ptr %397, ptr %401, i64 1024)
  br label %if.end49

if.else48:                                        ; preds = %for.body45
  %402 = call i64 @llvm.smax.i64(i64 256, i64 0)
  %403 = mul nuw i64 %402, 4
  %404 = mul i32 %by, 256
  %405 = add i32 %404, %i1
  %406 = sext i32 %405 to i64
  %407 = sext i32 %N to i64
  %408 = mul nsw i64 %406, %407
  %409 = mul i32 %bx, 256
  %410 = add i32 %409, 0
  %411 = sext i32 %410 to i64
  %412 = add nsw i64 %408, %411
  %413 = getelementptr inbounds float, ptr %C, i64 %412
  %414 = sext i32 %i1 to i64
  %415 = mul nsw i64 %414, 256
  %416 = add nsw i64 %415, 0
  %417 = getelementptr inbounds float, ptr %C_f, i64 %416
  call void @tilec_rt_copy(ptr %413, ptr %417, i64 %403)
  br label %if.end49

if.end49:                                         ; preds = %if.else48, %if.then47
  %418 = add nsw i32 %i1, 1
  br label %for.cond44, !llvm.loop !10

for.cond50:                                       ; preds = %if.end56, %if.else42
  %i153 = phi i32 [ 0, %if.else42 ], [ %503, %if.end56 ]
  %419 = icmp slt i32 %i153, 256
  br i1 %419, label %for.body51, label %for.end52

for.body51:                                       ; preds = %for.cond50
  %420 = mul i32 %bx, 256
  %421 = sext i32 %420 to i64
  %422 = sub i64 0, %421
  %423 = icmp slt i64 %422, 0
  %424 = mul i32 %bx, 256
  %425 = sext i32 %424 to i64
  %426 = sub i64 0, %425
  %427 = icmp sgt i64 %426, 256
  %428 = mul i32 %bx, 256
  %429 = sext i32 %428 to i64
  %430 = sub i64 0, %429
  %431 = select i1 %427, i64 256, i64 %430
  %432 = select i1 %423, i64 0, i64 %431
  %tl_lo4 = trunc i64 %432 to i32
  %433 = sext i32 %N to i64
  %434 = mul i32 %bx, 256
  %435 = sext i32 %434 to i64
  %436 = sub i64 %433, %435
  %437 = icmp slt i64 %436, 0
  %438 = sext i32 %N to i64
  %439 = mul i32 %bx, 256
  %440 = sext i32 %439 to i64
  %441 = sub i64 %438, %440
  %442 = icmp sgt i64 %441, 256
  %443 = sext i32 %N to i64
  %444 = mul i32 %bx, 256
  %445 = sext i32 %444 to i64
  %446 = sub i64 %443, %445
  %447 = select i1 %442, i64 256, i64 %446
  %448 = select i1 %437, i64 0, i64 %447
  %449 = sext i32 %tl_lo4 to i64
  %450 = icmp slt i64 %448, %449
  %451 = sext i32 %tl_lo4 to i64
  %452 = sext i32 %N to i64
  %453 = mul i32 %bx, 256
  %454 = sext i32 %453 to i64
  %455 = sub i64 %452, %454
  %456 = icmp slt i64 %455, 0
  %457 = sext i32 %N to i64
  %458 = mul i32 %bx, 256
  %459 = sext i32 %458 to i64
  %460 = sub i64 %457, %459
  %461 = icmp sgt i64 %460, 256
  %462 = sext i32 %N to i64
  %463 = mul i32 %bx, 256
  %464 = sext i32 %463 to i64
  %465 = sub i64 %462, %464
  %466 = select i1 %461, i64 256, i64 %465
  %467 = select i1 %456, i64 0, i64 %466
  %468 = select i1 %450, i64 %451, i64 %467
  %tl_hi5 = trunc i64 %468 to i32
  %469 = mul i32 %by, 256
  %470 = sext i32 %469 to i64
  %471 = sext i32 %i153 to i64
  %472 = add i64 %470, %471
  %473 = icmp sle i64 0, %472
  %474 = mul i32 %by, 256
  %475 = sext i32 %474 to i64
  %476 = sext i32 %i153 to i64
  %477 = add i64 %475, %476
  %478 = sext i32 %M to i64
  %479 = icmp slt i64 %477, %478
  %480 = and i1 %473, %479
  br i1 %480, label %if.then54, label %if.else55

for.end52:                                        ; preds = %for.cond50
  br label %if.end43

if.then54:                                        ; preds = %for.body51
  %481 = sub i32 %tl_hi5, %tl_lo4
  %482 = sext i32 %481 to i64
  %483 = sub i64 %482, 0
  %484 = call i64 @llvm.smax.i64(i64 %483, i64 0)
  %485 = mul nuw i64 %484, 4
  %486 = mul i32 %by, 256
  %487 = add i32 %486, %i153
  %488 = sext i32 %487 to i64
  %489 = sext i32 %N to i64
  %490 = mul nsw i64 %488, %489
  %491 = mul i32 %bx, 256
  %492 = add i32 %tl_lo4, 0
  %493 = add i32 %491, %492
  %494 = sext i32 %493 to i64
  %495 = add nsw i64 %490, %494
  %496 = getelementptr inbounds float, ptr %C, i64 %495
  %497 = sext i32 %i153 to i64
  %498 = mul nsw i64 %497, 256
  %499 = add i32 %tl_lo4, 0
  %500 = sext i32 %499 to i64
  %501 = add nsw i64 %498, %500
  %502 = getelementptr inbounds float, ptr %C_f, i64 %501
  call void @tilec_rt_copy(ptr %496, ptr %502, i64 %485)
  br label %if.end56

if.else55:                                        ; preds = %for.body51
  br label %if.end56

if.end56:                                         ; preds = %if.else55, %if.then54
  %503 = add nsw i32 %i153, 1
  br label %for.cond50, !llvm.loop !11
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #3

declare void @tilec_rt_copy(ptr, ptr, i64)

declare void @tilec_rt_gemm_f32(i32, i32, i32, ptr, i32, i32, ptr, i32, i32, ptr, i32)

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nounwind
define internal void @matmul_task(ptr %ctx, i64 %block) #4 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_matmul, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_matmul, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_matmul, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_matmul, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_matmul, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_matmul, ptr %ctx, i32 0, i32 6
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
  call void @matmul_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_matmul(ptr %args, ptr %dims, ptr %self) #4 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_matmul, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_matmul, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_matmul, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %M = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_matmul, ptr %a, i32 0, i32 3
  store i32 %M, ptr %13, align 4
  %14 = getelementptr inbounds i64, ptr %dims, i64 1
  %15 = load i64, ptr %14, align 8
  %K = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_matmul, ptr %a, i32 0, i32 4
  store i32 %K, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 2
  %18 = load i64, ptr %17, align 8
  %N = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_matmul, ptr %a, i32 0, i32 5
  store i32 %N, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_matmul, ptr %a, i32 0, i32 6
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
  %38 = sdiv i64 %37, 256
  %39 = sub i64 0, %37
  %40 = select i1 false, i64 %39, i64 %38
  %41 = srem i64 %37, 256
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
  %57 = call i32 @tilec_rt_run_blocks(i64 %56, i32 %nworkers, ptr @matmul_task, ptr %a)
  ret i32 %57

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

attributes #0 = { noinline nounwind "no-builtin-memcpy" "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #4 = { nounwind "no-builtin-memcpy" "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.unroll.disable"}
!3 = distinct !{!3, !1, !2}
!4 = distinct !{!4, !1}
!5 = distinct !{!5, !1, !2}
!6 = distinct !{!6, !1}
!7 = distinct !{!7, !1, !2}
!8 = distinct !{!8, !1}
!9 = distinct !{!9, !1, !2}
!10 = distinct !{!10, !1, !2}
!11 = distinct !{!11, !1, !2}
