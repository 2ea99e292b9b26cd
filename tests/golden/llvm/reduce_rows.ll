; ModuleID = 'reduce_rows.tile'
source_filename = "reduce_rows.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_row_sum = type { ptr, ptr, i32, i32, [3 x i64] }
%tilec_args_row_max = type { ptr, ptr, i32, i32, [3 x i64] }
%tilec_args_row_sum_lanes = type { ptr, ptr, i32, i32, [3 x i64] }
%tilec_args_row_max_lanes = type { ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: noinline nounwind
define internal void @row_sum_block(ptr noalias %X, ptr noalias %S, i32 %M, i32 %N, i32 %bx) #0 {
entry:
  %tl_lanes_4 = alloca [32 x float], align 64
  %X_f = alloca [2048 x float], align 64
  %acc = alloca [8 x float], align 64
  br label %body

body:                                             ; preds = %entry
  %0 = call i64 @llvm.smax.i64(i64 8, i64 0)
  %1 = mul nuw i64 %0, 4
  %2 = getelementptr inbounds float, ptr %acc, i64 0
  call void @llvm.memset.p0.i64(ptr align 4 %2, i8 0, i64 %1, i1 false)
  %3 = sext i32 %N to i64
  %4 = sdiv i64 %3, 256
  %5 = sub i64 0, %3
  %6 = select i1 false, i64 %5, i64 %4
  %7 = srem i64 %3, 256
  %8 = icmp ne i64 %7, 0
  %9 = icmp slt i64 %3, 0
  %10 = icmp eq i1 %9, false
  %11 = and i1 %8, %10
  %12 = zext i1 %11 to i64
  %13 = add i64 %6, %12
  %14 = trunc i64 %13 to i32
  %15 = sext i32 %N to i64
  %16 = sdiv i64 %15, 256
  %17 = sub i64 0, %15
  %18 = select i1 false, i64 %17, i64 %16
  %19 = srem i64 %15, 256
  %20 = icmp ne i64 %19, 0
  %21 = icmp slt i64 %15, 0
  %22 = icmp eq i1 %21, false
  %23 = and i1 %20, %22
  %24 = zext i1 %23 to i64
  %25 = add i64 %18, %24
  %26 = trunc i64 %25 to i32
  br label %for.cond

for.cond:                                         ; preds = %for.end19, %body
  %c = phi i32 [ 0, %body ], [ %418, %for.end19 ]
  %27 = icmp slt i32 %c, %14
  br i1 %27, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %28 = mul i32 %bx, 8
  %29 = icmp sle i32 0, %28
  %30 = mul i32 %bx, 8
  %31 = sext i32 %30 to i64
  %32 = add i64 %31, 8
  %33 = sext i32 %M to i64
  %34 = icmp sle i64 %32, %33
  %35 = and i1 %29, %34
  %36 = mul i32 %c, 256
  %37 = icmp sle i32 0, %36
  %38 = mul i32 %c, 256
  %39 = sext i32 %38 to i64
  %40 = add i64 %39, 256
  %41 = sext i32 %N to i64
  %42 = icmp sle i64 %40, %41
  %43 = and i1 %37, %42
  %44 = and i1 %35, %43
  br i1 %44, label %if.then, label %if.else

for.end:                                          ; preds = %for.cond
  %45 = mul i32 %bx, 8
  %46 = icmp sle i32 0, %45
  %47 = mul i32 %bx, 8
  %48 = sext i32 %47 to i64
  %49 = add i64 %48, 8
  %50 = sext i32 %M to i64
  %51 = icmp sle i64 %49, %50
  %52 = and i1 %46, %51
  br i1 %52, label %if.then60, label %if.else61

if.then:                                          ; preds = %for.body
  br label %for.cond1

if.else:                                          ; preds = %for.body
  br label %for.cond10

if.end:                                           ; preds = %for.end12, %for.end3
  %53 = sext i32 %N to i64
  %54 = mul i32 %c, 256
  %55 = sext i32 %54 to i64
  %56 = sub i64 %53, %55
  %57 = icmp slt i64 %56, 0
  %58 = sext i32 %N to i64
  %59 = mul i32 %c, 256
  %60 = sext i32 %59 to i64
  %61 = sub i64 %58, %60
  %62 = icmp sgt i64 %61, 256
  %63 = sext i32 %N to i64
  %64 = mul i32 %c, 256
  %65 = sext i32 %64 to i64
  %66 = sub i64 %63, %65
  %67 = select i1 %62, i64 256, i64 %66
  %68 = select i1 %57, i64 0, i64 %67
  %69 = mul i32 %c, 256
  %70 = sext i32 %69 to i64
  %71 = sub i64 0, %70
  %72 = icmp slt i64 %71, 0
  %73 = mul i32 %c, 256
  %74 = sext i32 %73 to i64
  %75 = sub i64 0, %74
  %76 = icmp sgt i64 %75, 256
  %77 = mul i32 %c, 256
  %78 = sext i32 %77 to i64
  %79 = sub i64 0, %78
  %80 = select i1 %76, i64 256, i64 %79
  %81 = select i1 %72, i64 0, i64 %80
  %82 = trunc i64 %81 to i32
  %83 = sext i32 %82 to i64
  %84 = icmp slt i64 %68, %83
  %85 = mul i32 %c, 256
  %86 = sext i32 %85 to i64
  %87 = sub i64 0, %86
  %88 = icmp slt i64 %87, 0
  %89 = mul i32 %c, 256
  %90 = sext i32 %89 to i64
  %91 = sub i64 0, %90
  %92 = icmp sgt i64 %91, 256
  %93 = mul i32 %c, 256
  %94 = sext i32 %93 to i64
  %95 = sub i64 0, %94
  %96 = select i1 %92, i64 256, i64 %95
  %97 = select i1 %88, i64 0, i64 %96
  %98 = trunc i64 %97 to i32
  %99 = sext i32 %98 to i64
  %100 = sext i32 %N to i64
  %101 = mul i32 %c, 256
  %102 = sext i32 %101 to i64
  %103 = sub i64 %100, %102
  %104 = icmp slt i64 %103, 0
  %105 = sext i32 %N to i64
  %106 = mul i32 %c, 256
  %107 = sext i32 %106 to i64
  %108 = sub i64 %105, %107
  %109 = icmp sgt i64 %108, 256
  %110 = sext i32 %N to i64
  %111 = mul i32 %c, 256
  %112 = sext i32 %111 to i64
  %113 = sub i64 %110, %112
  %114 = select i1 %109, i64 256, i64 %113
  %115 = select i1 %104, i64 0, i64 %114
  %116 = select i1 %84, i64 %99, i64 %115
  %117 = trunc i64 %116 to i32
  %118 = icmp slt i32 %117, 0
  %119 = sext i32 %N to i64
  %120 = mul i32 %c, 256
  %121 = sext i32 %120 to i64
  %122 = sub i64 %119, %121
  %123 = icmp slt i64 %122, 0
  %124 = sext i32 %N to i64
  %125 = mul i32 %c, 256
  %126 = sext i32 %125 to i64
  %127 = sub i64 %124, %126
  %128 = icmp sgt i64 %127, 256
  %129 = sext i32 %N to i64
  %130 = mul i32 %c, 256
  %131 = sext i32 %130 to i64
  %132 = sub i64 %129, %131
  %133 = select i1 %128, i64 256, i64 %132
  %134 = select i1 %123, i64 0, i64 %133
  %135 = mul i32 %c, 256
  %136 = sext i32 %135 to i64
  %137 = sub i64 0, %136
  %138 = icmp slt i64 %137, 0
  %139 = mul i32 %c, 256
  %140 = sext i32 %139 to i64
  %141 = sub i64 0, %140
  %142 = icmp sgt i64 %141, 256
  %143 = mul i32 %c, 256
  %144 = sext i32 %143 to i64
  %145 = sub i64 0, %144
  %146 = select i1 %142, i64 256, i64 %145
  %147 = select i1 %138, i64 0, i64 %146
  %148 = trunc i64 %147 to i32
  %149 = sext i32 %148 to i64
  %150 = icmp slt i64 %134, %149
  %151 = mul i32 %c, 256
  %152 = sext i32 %151 to i64
  %153 = sub i64 0, %152
  %154 = icmp slt i64 %153, 0
  %155 = mul i32 %c, 256
  %156 = sext i32 %155 to i64
  %157 = sub i64 0, %156
  %158 = icmp sgt i64 %157, 256
  %159 = mul i32 %c, 256
  %160 = sext i32 %159 to i64
  %161 = sub i64 0, %160
  %162 = select i1 %158, i64 256, i64 %161
  %163 = select i1 %154, i64 0, i64 %162
  %164 = trunc i64 %163 to i32
  %165 = sext i32 %164 to i64
  %166 = sext i32 %N to i64
  %167 = mul i32 %c, 256
  %168 = sext i32 %167 to i64
  %169 = sub i64 %166, %168
  %170 = icmp slt i64 %169, 0
  %171 = sext i32 %N to i64
  %172 = mul i32 %c, 256
  %173 = sext i32 %172 to i64
  %174 = sub i64 %171, %173
  %175 = icmp sgt i64 %174, 256
  %176 = sext i32 %N to i64
  %177 = mul i32 %c, 256
  %178 = sext i32 %177 to i64
  %179 = sub i64 %176, %178
  %180 = select i1 %175, i64 256, i64 %179
  %181 = select i1 %170, i64 0, i64 %180
  %182 = select i1 %150, i64 %165, i64 %181
  %183 = trunc i64 %182 to i32
  %184 = icmp sgt i32 %183, 256
  %185 = sext i32 %N to i64
  %186 = mul i32 %c, 256
  %187 = sext i32 %186 to i64
  %188 = sub i64 %185, %187
  %189 = icmp slt i64 %188, 0
  %190 = sext i32 %N to i64
  %191 = mul i32 %c, 256
  %192 = sext i32 %191 to i64
  %193 = sub i64 %190, %192
  %194 = icmp sgt i64 %193, 256
  %195 = sext i32 %N to i64
  %196 = mul i32 %c, 256
  %197 = sext i32 %196 to i64
  %198 = sub i64 %195, %197
  %199 = select i1 %194, i64 256, i64 %198
  %200 = select i1 %189, i64 0, i64 %199
  %201 = mul i32 %c, 256
  %202 = sext i32 %201 to i64
  %203 = sub i64 0, %202
  %204 = icmp slt i64 %203, 0
  %205 = mul i32 %c, 256
  %206 = sext i32 %205 to i64
  %207 = sub i64 0, %206
  %208 = icmp sgt i64 %207, 256
  %209 = mul i32 %c, 256
  %210 = sext i32 %209 to i64
  %211 = sub i64 0, %210
  %212 = select i1 %208, i64 256, i64 %211
  %213 = select i1 %204, i64 0, i64 %212
  %214 = trunc i64 %213 to i32
  %215 = sext i32 %214 to i64
  %216 = icmp slt i64 %200, %215
  %217 = mul i32 %c, 256
  %218 = sext i32 %217 to i64
  %219 = sub i64 0, %218
  %220 = icmp slt i64 %219, 0
  %221 = mul i32 %c, 256
  %222 = sext i32 %221 to i64
  %223 = sub i64 0, %222
  %224 = icmp sgt i64 %223, 256
  %225 = mul i32 %c, 256
  %226 = sext i32 %225 to i64
  %227 = sub i64 0, %226
  %228 = select i1 %224, i64 256, i64 %227
  %229 = select i1 %220, i64 0, i64 %228
  %230 = trunc i64 %229 to i32
  %231 = sext i32 %230 to i64
  %232 = sext i32 %N to i64
  %233 = mul i32 %c, 256
  %234 = sext i32 %233 to i64
  %235 = sub i64 %232, %234
  %236 = icmp slt i64 %235, 0
  %237 = sext i32 %N to i64
  %238 = mul i32 %c, 256
  %239 = sext i32 %238 to i64
  %240 = sub i64 %237, %239
  %241 = icmp sgt i64 %240, 256
  %242 = sext i32 %N to i64
  %243 = mul i32 %c, 256
  %244 = sext i32 %243 to i64
  %245 = sub i64 %242, %244
  %246 = select i1 %241, i64 256, i64 %245
  %247 = select i1 %236, i64 0, i64 %246
  %248 = select i1 %216, i64 %231, i64 %247
  %249 = trunc i64 %248 to i32
  %250 = select i1 %184, i32 256, i32 %249
  %251 = select i1 %118, i32 0, i32 %250
  %252 = add i32 %251, 31
  %253 = sdiv i32 %252, 32
  %254 = sub i32 0, %252
  %255 = select i1 false, i32 %254, i32 %253
  br label %for.cond17

for.cond1:                                        ; preds = %if.end6, %if.then
  %i1 = phi i32 [ 0, %if.then ], [ %275, %if.end6 ]
  %256 = icmp slt i32 %i1, 8
  br i1 %256, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %257 = add i32 %c, 1
  %258 = icmp slt i32 %257, %26
  br i1 %258, label %if.then4, label %if.else5

for.end3:                                         ; preds = %for.cond1
  br label %if.end

if.then4:                                         ; preds = %for.body2
  br label %for.cond7

if.else5:                                         ; preds = %for.body2
  br label %if.end6

if.end6:                                          ; preds = %if.else5, %for.end9
  %259 = call i64 @llvm.smax.i64(i64 256, i64 0)
  %260 = mul nuw i64 %259, 4
  %261 = sext i32 %i1 to i64
  %262 = mul nsw i64 %261, 256
  %263 = add nsw i64 %262, 0
  %264 = getelementptr inbounds float, ptr %X_f, i64 %263
  %265 = mul i32 %bx, 8
  %266 = add i32 %265, %i1
  %267 = sext i32 %266 to i64
  %268 = sext i32 %N to i64
  %269 = mul nsw i64 %267, %268
  %270 = mul i32 %c, 256
  %271 = add i32 %270, 0
  %272 = sext i32 %271 to i64
  %273 = add nsw i64 %269, %272
  %274 = getelementptr inbounds float, ptr %X, i64 %273
  call void @tilec_rt_copy(ptr %264, ptr %274, i64 %260)
  %275 = add nsw i32 %i1, 1
  br label %for.cond1, !llvm.loop !0

for.cond7:                                        ; preds = %for.body8, %if.then4
  %pf = phi i32 [ 0, %if.then4 ], [ %289, %for.body8 ]
  %276 = icmp slt i32 %pf, 16
  br i1 %276, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  %277 = mul i32 %bx, 8
  %278 = add i32 %277, %i1
  %279 = sext i32 %278 to i64
  %280 = sext i32 %N to i64
  %281 = mul i64 %279, %280
  %282 = add i32 %c, 1
  %283 = mul i32 %282, 256
  %284 = mul i32 %pf, 16
  %285 = add i32 %283, %284
  %286 = sext i32 %285 to i64
  %287 = add i64 %281, %286
  %288 = getelementptr float, ptr %X, i64 %287
  call void @llvm.prefetch.p0(ptr %288, i32 0, i32 3, i32 1)
  %289 = add nsw i32 %pf, 1
  br label %for.cond7, !llvm.loop !3

for.end9:                                         ; preds = %for.cond7
  br label %if.end6

for.cond10:                                       ; preds = %if.end16, %if.else
  %i113 = phi i32 [ 0, %if.else ], [ %404, %if.end16 ]
  %290 = icmp slt i32 %i113, 8
  br i1 %290, label %for.body11, label %for.end12

for.body11:                                       ; preds = %for.cond10
  %291 = mul i32 %c, 256
  %292 = sext i32 %291 to i64
  %293 = sub i64 0, %292
  %294 = icmp slt i64 %293, 0
  %295 = mul i32 %c, 256
  %296 = sext i32 %295 to i64
  %297 = sub i64 0, %296
  %298 = icmp sgt i64 %297, 256
  %299 = mul i32 %c, 256
  %300 = sext i32 %299 to i64
  %301 = sub i64 0, %300
  %302 = select i1 %298, i64 256, i64 %301
  %303 = select i1 %294, i64 0, i64 %302
  %tl_lo0 = trunc i64 %303 to i32
  %304 = sext i32 %N to i64
  %305 = mul i32 %c, 256
  %306 = sext i32 %305 to i64
  %307 = sub i64 %304, %306
  %308 = icmp slt i64 %307, 0
  %309 = sext i32 %N to i64
  %310 = mul i32 %c, 256
  %311 = sext i32 %310 to i64
  %312 = sub i64 %309, %311
  %313 = icmp sgt i64 %312, 256
  %314 = sext i32 %N to i64
  %315 = mul i32 %c, 256
  %316 = sext i32 %315 to i64
  %317 = sub i64 %314, %316
  %318 = select i1 %313, i64 256, i64 %317
  %319 = select i1 %308, i64 0, i64 %318
  %320 = sext i32 %tl_lo0 to i64
  %321 = icmp slt i64 %319, %320
  %322 = sext i32 %tl_lo0 to i64
  %323 = sext i32 %N to i64
  %324 = mul i32 %c, 256
  %325 = sext i32 %324 to i64
  %326 = sub i64 %323, %325
  %327 = icmp slt i64 %326, 0
  %328 = sext i32 %N to i64
  %329 = mul i32 %c, 256
  %330 = sext i32 %329 to i64
  %331 = sub i64 %328, %330
  %332 = icmp sgt i64 %331, 256
  %333 = sext i32 %N to i64
  %334 = mul i32 %c, 256
  %335 = sext i32 %334 to i64
  %336 = sub i64 %333, %335
  %337 = select i1 %332, i64 256, i64 %336
  %338 = select i1 %327, i64 0, i64 %337
  %339 = select i1 %321, i64 %322, i64 %338
  %tl_hi1 = trunc i64 %339 to i32
  %340 = sext i32 %tl_lo0 to i64
  %341 = sub i64 %340, 0
  %342 = call i64 @llvm.smax.i64(i64 %341, i64 0)
  %343 = mul nuw i64 %342, 4
  %344 = sext i32 %i113 to i64
  %345 = mul nsw i64 %344, 256
  %346 = add nsw i64 %345, 0
  %347 = getelementptr inbounds float, ptr %X_f, i64 %346
  call void @llvm.memset.p0.i64(ptr align 4 %347, i8 0, i64 %343, i1 false)
  %348 = mul i32 %bx, 8
  %349 = sext i32 %348 to i64
  %350 = sext i32 %i113 to i64
  %351 = add i64 %349, %350
  %352 = icmp sle i64 0, %351
  %353 = mul i32 %bx, 8
  %354 = sext i32 %353 to i64
  %355 = sext i32 %i113 to i64
  %356 = add i64 %354, %355
  %357 = sext i32 %M to i64
  %358 = icmp slt i64 %356, %357
  %359 = and i1 %352, %358
  br i1 %359, label %if.then14, label %if.else15

for.end12:                                        ; preds = %for.cond10
  br label %if.end

if.then14:                                        ; preds = %for.body11
  %360 = sub i32 %tl_hi1, %tl_lo0
  %361 = sext i32 %360 to i64
  %362 = sub i64 %361, 0
  %363 = call i64 @llvm.smax.i64(i64 %362, i64 0)
  %364 = mul nuw i64 %363, 4
  %365 = sext i32 %i113 to i64
  %366 = mul nsw i64 %365, 256
  %367 = add i32 %tl_lo0, 0
  %368 = sext i32 %367 to i64
  %369 = add nsw i64 %366, %368
  %370 = getelementptr inbounds float, ptr %X_f, i64 %369
  %371 = mul i32 %bx, 8
  %372 = add i32 %371, %i113
  %373 = sext i32 %372 to i64
  %374 = sext i32 %N to i64
  %375 = mul nsw i64 %373, %374
  %376 = mul i32 %c, 256
  %377 = add i32 %tl_lo0, 0
  %378 = add i32 %376, %377
  %379 = sext i32 %378 to i64
  %380 = add nsw i64 %375, %379
  %381 = getelementptr inbounds float, ptr %X, i64 %380
  call void @tilec_rt_copy(ptr %370, ptr %381, i64 %364)
  br label %if.end16

if.else15:                                        ; preds = %for.body11
  %382 = sub i32 %tl_hi1, %tl_lo0
  %383 = sext i32 %382 to i64
  %384 = sub i64 %383, 0
  %385 = call i64 @llvm.smax.i64(i64 %384, i64 0)
  %386 = mul nuw i64 %385, 4
  %387 = sext i32 %i113 to i64
  %388 = mul nsw i64 %387, 256
  %389 = add i32 %tl_lo0, 0
  %390 = sext i32 %389 to i64
  %391 = add nsw i64 %388, %390
  %392 = getelementptr inbounds float, ptr %X_f, i64 %391
  call void @llvm.memset.p0.i64(ptr align 4 %392, i8 0, i64 %386, i1 false)
  br label %if.end16

if.end16:                                         ; preds = %if.else15, %if.then14
  %393 = sub i32 256, %tl_hi1
  %394 = sext i32 %393 to i64
  %395 = sub i64 %394, 0
  %396 = call i64 @llvm.smax.i64(i64 %395, i64 0)
  %397 = mul nuw i64 %396, 4
  %398 = sext i32 %i113 to i64
  %399 = mul nsw i64 %398, 256
  %400 = add i32 %tl_hi1, 0
  %401 = sext i32 %400 to i64
  %402 = add nsw i64 %399, %401
  %403 = getelementptr inbounds float, ptr %X_f, i64 %402
  call void @llvm.memset.p0.i64(ptr align 4 %403, i8 0, i64 %397, i1 false)
  %404 = add nsw i32 %i113, 1
  br label %for.cond10, !llvm.loop !4

for.cond17:                                       ; preds = %for.end58, %if.end
  %i = phi i32 [ 0, %if.end ], [ %530, %for.end58 ]
  %405 = icmp slt i32 %i, 8
  br i1 %405, label %for.body18, label %for.end19

for.body18:                                       ; preds = %for.cond17
  %406 = call i64 @llvm.smax.i64(i64 32, i64 0)
  %407 = mul nuw i64 %406, 4
  %408 = getelementptr inbounds float, ptr %tl_lanes_4, i64 0
  %409 = sext i32 %i to i64
  %410 = mul nsw i64 %409, 256
  %411 = add nsw i64 %410, 0
  %412 = getelementptr inbounds float, ptr %X_f, i64 %411
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %408, ptr align 4 %412, i64 %407, i1 false)
  %413 = sub i32 %255, 1
  %414 = icmp slt i32 %413, 0
  %415 = sub i32 %255, 1
  %416 = select i1 %414, i32 0, i32 %415
  %tl_steps1 = select i1 true, i32 %416, i32 7
  %417 = icmp eq i32 %tl_steps1, 7
  br i1 %417, label %if.then20, label %if.else21

for.end19:                                        ; preds = %for.cond17
  %418 = add nsw i32 %c, 1
  br label %for.cond, !llvm.loop !5

if.then20:                                        ; preds = %for.body18
  br label %for.cond23

if.else21:                                        ; preds = %for.body18
  br label %for.cond29

if.end22:                                         ; preds = %if.end39, %for.end25
  br label %for.cond40

for.cond23:                                       ; preds = %for.end28, %if.then20
  %red = phi i32 [ 0, %if.then20 ], [ %437, %for.end28 ]
  %419 = icmp slt i32 %red, 7
  br i1 %419, label %for.body24, label %for.end25

for.body24:                                       ; preds = %for.cond23
  br label %for.cond26

for.end25:                                        ; preds = %for.cond23
  br label %if.end22

for.cond26:                                       ; preds = %for.body27, %for.body24
  %lane = phi i32 [ 0, %for.body24 ], [ %436, %for.body27 ]
  %420 = icmp slt i32 %lane, 32
  br i1 %420, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  %421 = sext i32 %lane to i64
  %422 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %421
  %423 = load float, ptr %422, align 4
  %424 = sext i32 %i to i64
  %425 = mul nsw i64 %424, 256
  %426 = add i32 %red, 1
  %427 = mul i32 %426, 32
  %428 = add i32 %427, %lane
  %429 = sext i32 %428 to i64
  %430 = add nsw i64 %425, %429
  %431 = getelementptr inbounds float, ptr %X_f, i64 %430
  %432 = load float, ptr %431, align 4
  %433 = fadd float %423, %432
  %434 = sext i32 %lane to i64
  %435 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %434
  store float %433, ptr %435, align 4
  %436 = add nsw i32 %lane, 1
  br label %for.cond26, !llvm.loop !7

for.end28:                                        ; preds = %for.cond26
  %437 = add nsw i32 %red, 1
  br label %for.cond23, !llvm.loop !9

for.cond29:                                       ; preds = %for.end35, %if.else21
  %red32 = phi i32 [ 0, %if.else21 ], [ %457, %for.end35 ]
  %438 = icmp slt i32 %red32, %tl_steps1
  br i1 %438, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  br label %for.cond33

for.end31:                                        ; preds = %for.cond29
  %439 = icmp slt i32 %tl_steps1, 7
  br i1 %439, label %if.then37, label %if.else38

for.cond33:                                       ; preds = %for.body34, %for.body30
  %lane36 = phi i32 [ 0, %for.body30 ], [ %456, %for.body34 ]
  %440 = icmp slt i32 %lane36, 32
  br i1 %440, label %for.body34, label %for.end35

for.body34:                                       ; preds = %for.cond33
  %441 = sext i32 %lane36 to i64
  %442 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %441
  %443 = load float, ptr %442, align 4
  %444 = sext i32 %i to i64
  %445 = mul nsw i64 %444, 256
  %446 = add i32 %red32, 1
  %447 = mul i32 %446, 32
  %448 = add i32 %447, %lane36
  %449 = sext i32 %448 to i64
  %450 = add nsw i64 %445, %449
  %451 = getelementptr inbounds float, ptr %X_f, i64 %450
  %452 = load float, ptr %451, align 4
  %453 = fadd float %443, %452
  %454 = sext i32 %lane36 to i64
  %455 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %454
  store float %453, ptr %455, align 4
  %456 = add nsw i32 %lane36, 1
  br label %for.cond33, !llvm.loop !10

for.end35:                                        ; preds = %for.cond33
  %457 = add nsw i32 %red32, 1
  br label %for.cond29, !llvm.loop !11

if.then37:                                        ; preds = %for.end31
  %458 = getelementptr inbounds float, ptr %tl_lanes_4, i64 0
  %459 = load float, ptr %458, align 4
  %460 = fadd float %459, 0.000000e+00
  %461 = getelementptr inbounds float, ptr %tl_lanes_4, i64 0
  store float %460, ptr %461, align 4
  br label %if.end39

if.else38:                                        ; preds = %for.end31
  br label %if.end39

if.end39:                                         ; preds = %if.else38, %if.then37
  br label %if.end22

for.cond40:                                       ; preds = %for.body41, %if.end22
  %lane43 = phi i32 [ 0, %if.end22 ], [ %473, %for.body41 ]
  %462 = icmp slt i32 %lane43, 16
  br i1 %462, label %for.body41, label %for.end42

for.body41:                                       ; preds = %for.cond40
  %463 = sext i32 %lane43 to i64
  %464 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %463
  %465 = load float, ptr %464, align 4
  %466 = add i32 %lane43, 16
  %467 = sext i32 %466 to i64
  %468 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %467
  %469 = load float, ptr %468, align 4
  %470 = fadd float %465, %469
  %471 = sext i32 %lane43 to i64
  %472 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %471
  store float %470, ptr %472, align 4
  %473 = add nsw i32 %lane43, 1
  br label %for.cond40, !llvm.loop !12

for.end42:                                        ; preds = %for.cond40
  br label %for.cond44

for.cond44:                                       ; preds = %for.body45, %for.end42
  %lane47 = phi i32 [ 0, %for.end42 ], [ %485, %for.body45 ]
  %474 = icmp slt i32 %lane47, 8
  br i1 %474, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %475 = sext i32 %lane47 to i64
  %476 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %475
  %477 = load float, ptr %476, align 4
  %478 = add i32 %lane47, 8
  %479 = sext i32 %478 to i64
  %480 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %479
  %481 = load float, ptr %480, align 4
  %482 = fadd float %477, %481
  %483 = sext i32 %lane47 to i64
  %484 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %483
  store float %482, ptr %484, align 4
  %485 = add nsw i32 %lane47, 1
  br label %for.cond44, !llvm.loop !13

for.end46:                                        ; preds = %for.cond44
  br label %for.cond48

for.cond48:                                       ; preds = %for.body49, %for.end46
  %lane51 = phi i32 [ 0, %for.end46 ], [ %497, %for.body49 ]
  %486 = icmp slt i32 %lane51, 4
  br i1 %486, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %487 = sext i32 %lane51 to i64
  %488 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %487
  %489 = load float, ptr %488, align 4
  %490 = add i32 %lane51, 4
  %491 = sext i32 %490 to i64
  %492 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %491
  %493 = load float, ptr %492, align 4
  %494 = fadd float %489, %493
  %495 = sext i32 %lane51 to i64
  %496 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %495
  store float %494, ptr %496, align 4
  %497 = add nsw i32 %lane51, 1
  br label %for.cond48, !llvm.loop !14

for.end50:                                        ; preds = %for.cond48
  br label %for.cond52

for.cond52:                                       ; preds = %for.body53, %for.end50
  %lane55 = phi i32 [ 0, %for.end50 ], [ %509, %for.body53 ]
  %498 = icmp slt i32 %lane55, 2
  br i1 %498, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %499 = sext i32 %lane55 to i64
  %500 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %499
  %501 = load float, ptr %500, align 4
  %502 = add i32 %lane55, 2
  %503 = sext i32 %502 to i64
  %504 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %503
  %505 = load float, ptr %504, align 4
  %506 = fadd float %501, %505
  %507 = sext i32 %lane55 to i64
  %508 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %507
  store float %506, ptr %508, align 4
  %509 = add nsw i32 %lane55, 1
  br label %for.cond52, !llvm.loop !15

for.end54:                                        ; preds = %for.cond52
  br label %for.cond56

for.cond56:                                       ; preds = %for.body57, %for.end54
  %lane59 = phi i32 [ 0, %for.end54 ], [ %521, %for.body57 ]
  %510 = icmp slt i32 %lane59, 1
  br i1 %510, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  %511 = sext i32 %lane59 to i64
  %512 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %511
  %513 = load float, ptr %512, align 4
  %514 = add i32 %lane59, 1
  %515 = sext i32 %514 to i64
  %516 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %515
  %517 = load float, ptr %516, align 4
  %518 = fadd float %513, %517
  %519 = sext i32 %lane59 to i64
  %520 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %519
  store float %518, ptr %520, align 4
  %521 = add nsw i32 %lane59, 1
  br label %for.cond56, !llvm.loop !16

for.end58:                                        ; preds = %for.cond56
  %522 = sext i32 %i to i64
  %523 = getelementptr inbounds float, ptr %acc, i64 %522
  %524 = load float, ptr %523, align 4
  %525 = getelementptr inbounds float, ptr %tl_lanes_4, i64 0
  %526 = load float, ptr %525, align 4
  %527 = fadd float %524, %526
  %528 = sext i32 %i to i64
  %529 = getelementptr inbounds float, ptr %acc, i64 %528
  store float %527, ptr %529, align 4
  %530 = add nsw i32 %i, 1
  br label %for.cond17, !llvm.loop !17

if.then60:                                        ; preds = %for.end
  %531 = sext i32 %M to i64
  %532 = icmp sge i64 %531, 8388608
  br i1 %532, label %if.then63, label %if.else64

if.else61:                                        ; preds = %for.end
  %533 = mul i32 %bx, 8
  %534 = sext i32 %533 to i64
  %535 = sub i64 0, %534
  %536 = icmp slt i64 %535, 0
  %537 = mul i32 %bx, 8
  %538 = sext i32 %537 to i64
  %539 = sub i64 0, %538
  %540 = icmp sgt i64 %539, 8
  %541 = mul i32 %bx, 8
  %542 = sext i32 %541 to i64
  %543 = sub i64 0, %542
  %544 = select i1 %540, i64 8, i64 %543
  %545 = select i1 %536, i64 0, i64 %544
  %tl_lo2 = trunc i64 %545 to i32
  %546 = sext i32 %M to i64
  %547 = mul i32 %bx, 8
  %548 = sext i32 %547 to i64
  %549 = sub i64 %546, %548
  %550 = icmp slt i64 %549, 0
  %551 = sext i32 %M to i64
  %552 = mul i32 %bx, 8
  %553 = sext i32 %552 to i64
  %554 = sub i64 %551, %553
  %555 = icmp sgt i64 %554, 8
  %556 = sext i32 %M to i64
  %557 = mul i32 %bx, 8
  %558 = sext i32 %557 to i64
  %559 = sub i64 %556, %558
  %560 = select i1 %555, i64 8, i64 %559
  %561 = select i1 %550, i64 0, i64 %560
  %562 = sext i32 %tl_lo2 to i64
  %563 = icmp slt i64 %561, %562
  %564 = sext i32 %tl_lo2 to i64
  %565 = sext i32 %M to i64
  %566 = mul i32 %bx, 8
  %567 = sext i32 %566 to i64
  %568 = sub i64 %565, %567
  %569 = icmp slt i64 %568, 0
  %570 = sext i32 %M to i64
  %571 = mul i32 %bx, 8
  %572 = sext i32 %571 to i64
  %573 = sub i64 %570, %572
  %574 = icmp sgt i64 %573, 8
  %575 = sext i32 %M to i64
  %576 = mul i32 %bx, 8
  %577 = sext i32 %576 to i64
  %578 = sub i64 %575, %577
  %579 = select i1 %574, i64 8, i64 %578
  %580 = select i1 %569, i64 0, i64 %579
  %581 = select i1 %563, i64 %564, i64 %580
  %tl_hi3 = trunc i64 %581 to i32
  %582 = sub i32 %tl_hi3, %tl_lo2
  %583 = sext i32 %582 to i64
  %584 = sub i64 %583, 0
  %585 = call i64 @llvm.smax.i64(i64 %584, i64 0)
  %586 = mul nuw i64 %585, 4
  %587 = mul i32 %bx, 8
  %588 = add i32 %tl_lo2, 0
  %589 = add i32 %587, %588
  %590 = sext i32 %589 to i64
  %591 = getelementptr inbounds float, ptr %S, i64 %590
  %592 = add i32 %tl_lo2, 0
  %593 = sext i32 %592 to i64
  %594 = getelementptr inbounds float, ptr %acc, i64 %593
  call void @tilec_rt_copy(ptr %591, ptr %594, i64 %586)
  br label %if.end62

if.end62:                                         ; preds = %if.else61, %if.end65
  ret void

if.then63:                                        ; preds = %if.then60
  %595 = mul i32 %bx, 8
  %596 = add i32 %595, 0
  %597 = sext i32 %596 to i64
  %598 = getelementptr inbounds float, ptr %S, i64 %597
  %599 = getelementptr inbounds float, ptr %acc, i64 0
  call void @tilec_rt_stream(ptr %598, ptr %599, i64 32)
  br label %if.end65

if.else64:                                        ; preds = %if.then60
  %600 = call i64 @llvm.smax.i64(i64 8, i64 0)
  %601 = mul nuw i64 %600, 4
  %602 = mul i32 %bx, 8
  %603 = add i32 %602, 0
  %604 = sext i32 %603 to i64
  %605 = getelementptr inbounds float, ptr %S, i64 %604
  %606 = getelementptr inbounds float, ptr %acc, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %605, ptr align 4 %606, i64 %601, i1 false)
  br label %if.end65

if.end65:                                         ; preds = %if.else64, %if.then63
  br label %if.end62
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #3

declare void @tilec_rt_copy(ptr, ptr, i64)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nounwind
define internal void @row_sum_task(ptr %ctx, i64 %block) #5 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_row_sum, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_row_sum, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_row_sum, ptr %ctx, i32 0, i32 2
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr inbounds %tilec_args_row_sum, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_row_sum, ptr %ctx, i32 0, i32 4
  %9 = getelementptr inbounds [3 x i64], ptr %8, i64 0, i64 0
  %10 = load i64, ptr %9, align 8
  %11 = getelementptr inbounds [3 x i64], ptr %8, i64 0, i64 1
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds [3 x i64], ptr %8, i64 0, i64 2
  %14 = load i64, ptr %13, align 8
  %15 = srem i64 %block, %10
  %16 = sdiv i64 %block, %10
  %17 = srem i64 %16, %12
  %18 = mul i64 %10, %12
  %19 = sdiv i64 %block, %18
  %20 = trunc i64 %15 to i32
  call void @row_sum_block(ptr %1, ptr %3, i32 %5, i32 %7, i32 %20)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_row_sum(ptr %args, ptr %dims, ptr %self) #5 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_row_sum, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_row_sum, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_row_sum, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds i64, ptr %dims, i64 0
  %9 = load i64, ptr %8, align 8
  %M = trunc i64 %9 to i32
  %10 = getelementptr inbounds %tilec_args_row_sum, ptr %a, i32 0, i32 2
  store i32 %M, ptr %10, align 4
  %11 = getelementptr inbounds i64, ptr %dims, i64 1
  %12 = load i64, ptr %11, align 8
  %N = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_row_sum, ptr %a, i32 0, i32 3
  store i32 %N, ptr %13, align 4
  %14 = getelementptr inbounds %tilec_args_row_sum, ptr %a, i32 0, i32 4
  %15 = sext i32 %M to i64
  %16 = sdiv i64 %15, 8
  %17 = sub i64 0, %15
  %18 = select i1 false, i64 %17, i64 %16
  %19 = srem i64 %15, 8
  %20 = icmp ne i64 %19, 0
  %21 = icmp slt i64 %15, 0
  %22 = icmp eq i1 %21, false
  %23 = and i1 %20, %22
  %24 = zext i1 %23 to i64
  %25 = add i64 %18, %24
  %26 = trunc i64 %25 to i32
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 0
  store i64 %27, ptr %28, align 8
  %29 = icmp sgt i64 %27, 0
  %30 = mul i64 1, %27
  %31 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 1
  store i64 1, ptr %31, align 8
  %32 = and i1 %29, true
  %33 = mul i64 %30, 1
  %34 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 2
  store i64 1, ptr %34, align 8
  %35 = and i1 %32, true
  %36 = mul i64 %33, 1
  br i1 %35, label %run, label %empty

run:                                              ; preds = %body
  %37 = call i32 @tilec_rt_run_blocks(i64 %36, i32 %nworkers, ptr @row_sum_task, ptr %a)
  ret i32 %37

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

; Function Attrs: noinline nounwind
define internal void @row_max_block(ptr noalias %X, ptr noalias %Mx, i32 %M, i32 %N, i32 %bx) #0 {
entry:
  %tl_lanes_4 = alloca [32 x float], align 64
  %X_f = alloca [2048 x float], align 64
  %acc = alloca [8 x float], align 64
  br label %body

body:                                             ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.body, %body
  %i2 = phi i32 [ 0, %body ], [ %3, %for.body ]
  %0 = icmp slt i32 %i2, 8
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = sext i32 %i2 to i64
  %2 = getelementptr inbounds float, ptr %acc, i64 %1
  store float 0xFFF0000000000000, ptr %2, align 4
  %3 = add nsw i32 %i2, 1
  br label %for.cond, !llvm.loop !18

for.end:                                          ; preds = %for.cond
  %4 = sext i32 %N to i64
  %5 = sdiv i64 %4, 256
  %6 = sub i64 0, %4
  %7 = select i1 false, i64 %6, i64 %5
  %8 = srem i64 %4, 256
  %9 = icmp ne i64 %8, 0
  %10 = icmp slt i64 %4, 0
  %11 = icmp eq i1 %10, false
  %12 = and i1 %9, %11
  %13 = zext i1 %12 to i64
  %14 = add i64 %7, %13
  %15 = trunc i64 %14 to i32
  %16 = sext i32 %N to i64
  %17 = sdiv i64 %16, 256
  %18 = sub i64 0, %16
  %19 = select i1 false, i64 %18, i64 %17
  %20 = srem i64 %16, 256
  %21 = icmp ne i64 %20, 0
  %22 = icmp slt i64 %16, 0
  %23 = icmp eq i1 %22, false
  %24 = and i1 %21, %23
  %25 = zext i1 %24 to i64
  %26 = add i64 %19, %25
  %27 = trunc i64 %26 to i32
  br label %for.cond1

for.cond1:                                        ; preds = %for.end23, %for.end
  %c = phi i32 [ 0, %for.end ], [ %204, %for.end23 ]
  %28 = icmp slt i32 %c, %15
  br i1 %28, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %29 = mul i32 %bx, 8
  %30 = icmp sle i32 0, %29
  %31 = mul i32 %bx, 8
  %32 = sext i32 %31 to i64
  %33 = add i64 %32, 8
  %34 = sext i32 %M to i64
  %35 = icmp sle i64 %33, %34
  %36 = and i1 %30, %35
  %37 = mul i32 %c, 256
  %38 = icmp sle i32 0, %37
  %39 = mul i32 %c, 256
  %40 = sext i32 %39 to i64
  %41 = add i64 %40, 256
  %42 = sext i32 %N to i64
  %43 = icmp sle i64 %41, %42
  %44 = and i1 %38, %43
  %45 = and i1 %36, %44
  br i1 %45, label %if.then, label %if.else

for.end3:                                         ; preds = %for.cond1
  %46 = mul i32 %bx, 8
  %47 = icmp sle i32 0, %46
  %48 = mul i32 %bx, 8
  %49 = sext i32 %48 to i64
  %50 = add i64 %49, 8
  %51 = sext i32 %M to i64
  %52 = icmp sle i64 %50, %51
  %53 = and i1 %47, %52
  br i1 %53, label %if.then74, label %if.else75

if.then:                                          ; preds = %for.body2
  br label %for.cond4

if.else:                                          ; preds = %for.body2
  br label %for.cond14

if.end:                                           ; preds = %for.end16, %for.end6
  br label %for.cond21

for.cond4:                                        ; preds = %if.end10, %if.then
  %i27 = phi i32 [ 0, %if.then ], [ %73, %if.end10 ]
  %54 = icmp slt i32 %i27, 8
  br i1 %54, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %55 = add i32 %c, 1
  %56 = icmp slt i32 %55, %27
  br i1 %56, label %if.then8, label %if.else9

for.end6:                                         ; preds = %for.cond4
  br label %if.end

if.then8:                                         ; preds = %for.body5
  br label %for.cond11

if.else9:                                         ; preds = %for.body5
  br label %if.end10

if.end10:                                         ; preds = %if.else9, %for.end13
  %57 = call i64 @llvm.smax.i64(i64 256, i64 0)
  %58 = mul nuw i64 %57, 4
  %59 = sext i32 %i27 to i64
  %60 = mul nsw i64 %59, 256
  %61 = add nsw i64 %60, 0
  %62 = getelementptr inbounds float, ptr %X_f, i64 %61
  %63 = mul i32 %bx, 8
  %64 = add i32 %63, %i27
  %65 = sext i32 %64 to i64
  %66 = sext i32 %N to i64
  %67 = mul nsw i64 %65, %66
  %68 = mul i32 %c, 256
  %69 = add i32 %68, 0
  %70 = sext i32 %69 to i64
  %71 = add nsw i64 %67, %70
  %72 = getelementptr inbounds float, ptr %X, i64 %71
  call void @tilec_rt_copy(ptr %62, ptr %72, i64 %58)
  %73 = add nsw i32 %i27, 1
  br label %for.cond4, !llvm.loop !19

for.cond11:                                       ; preds = %for.body12, %if.then8
  %pf = phi i32 [ 0, %if.then8 ], [ %87, %for.body12 ]
  %74 = icmp slt i32 %pf, 16
  br i1 %74, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %75 = mul i32 %bx, 8
  %76 = add i32 %75, %i27
  %77 = sext i32 %76 to i64
  %78 = sext i32 %N to i64
  %79 = mul i64 %77, %78
  %80 = add i32 %c, 1
  %81 = mul i32 %80, 256
  %82 = mul i32 %pf, 16
  %83 = add i32 %81, %82
  %84 = sext i32 %83 to i64
  %85 = add i64 %79, %84
  %86 = getelementptr float, ptr %X, i64 %85
  call void @llvm.prefetch.p0(ptr %86, i32 0, i32 3, i32 1)
  %87 = add nsw i32 %pf, 1
  br label %for.cond11, !llvm.loop !20

for.end13:                                        ; preds = %for.cond11
  br label %if.end10

for.cond14:                                       ; preds = %if.end20, %if.else
  %i217 = phi i32 [ 0, %if.else ], [ %202, %if.end20 ]
  %88 = icmp slt i32 %i217, 8
  br i1 %88, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  %89 = mul i32 %c, 256
  %90 = sext i32 %89 to i64
  %91 = sub i64 0, %90
  %92 = icmp slt i64 %91, 0
  %93 = mul i32 %c, 256
  %94 = sext i32 %93 to i64
  %95 = sub i64 0, %94
  %96 = icmp sgt i64 %95, 256
  %97 = mul i32 %c, 256
  %98 = sext i32 %97 to i64
  %99 = sub i64 0, %98
  %100 = select i1 %96, i64 256, i64 %99
  %101 = select i1 %92, i64 0, i64 %100
  %tl_lo0 = trunc i64 %101 to i32
  %102 = sext i32 %N to i64
  %103 = mul i32 %c, 256
  %104 = sext i32 %103 to i64
  %105 = sub i64 %102, %104
  %106 = icmp slt i64 %105, 0
  %107 = sext i32 %N to i64
  %108 = mul i32 %c, 256
  %109 = sext i32 %108 to i64
  %110 = sub i64 %107, %109
  %111 = icmp sgt i64 %110, 256
  %112 = sext i32 %N to i64
  %113 = mul i32 %c, 256
  %114 = sext i32 %113 to i64
  %115 = sub i64 %112, %114
  %116 = select i1 %111, i64 256, i64 %115
  %117 = select i1 %106, i64 0, i64 %116
  %118 = sext i32 %tl_lo0 to i64
  %119 = icmp slt i64 %117, %118
  %120 = sext i32 %tl_lo0 to i64
  %121 = sext i32 %N to i64
  %122 = mul i32 %c, 256
  %123 = sext i32 %122 to i64
  %124 = sub i64 %121, %123
  %125 = icmp slt i64 %124, 0
  %126 = sext i32 %N to i64
  %127 = mul i32 %c, 256
  %128 = sext i32 %127 to i64
  %129 = sub i64 %126, %128
  %130 = icmp sgt i64 %129, 256
  %131 = sext i32 %N to i64
  %132 = mul i32 %c, 256
  %133 = sext i32 %132 to i64
  %134 = sub i64 %131, %133
  %135 = select i1 %130, i64 256, i64 %134
  %136 = select i1 %125, i64 0, i64 %135
  %137 = select i1 %119, i64 %120, i64 %136
  %tl_hi1 = trunc i64 %137 to i32
  %138 = sext i32 %tl_lo0 to i64
  %139 = sub i64 %138, 0
  %140 = call i64 @llvm.smax.i64(i64 %139, i64 0)
  %141 = mul nuw i64 %140, 4
  %142 = sext i32 %i217 to i64
  %143 = mul nsw i64 %142, 256
  %144 = add nsw i64 %143, 0
  %145 = getelementptr inbounds float, ptr %X_f, i64 %144
  call void @llvm.memset.p0.i64(ptr align 4 %145, i8 0, i64 %141, i1 false)
  %146 = mul i32 %bx, 8
  %147 = sext i32 %146 to i64
  %148 = sext i32 %i217 to i64
  %149 = add i64 %147, %148
  %150 = icmp sle i64 0, %149
  %151 = mul i32 %bx, 8
  %152 = sext i32 %151 to i64
  %153 = sext i32 %i217 to i64
  %154 = add i64 %152, %153
  %155 = sext i32 %M to i64
  %156 = icmp slt i64 %154, %155
  %157 = and i1 %150, %156
  br i1 %157, label %if.then18, label %if.else19

for.end16:                                        ; preds = %for.cond14
  br label %if.end

if.then18:                                        ; preds = %for.body15
  %158 = sub i32 %tl_hi1, %tl_lo0
  %159 = sext i32 %158 to i64
  %160 = sub i64 %159, 0
  %161 = call i64 @llvm.smax.i64(i64 %160, i64 0)
  %162 = mul nuw i64 %161, 4
  %163 = sext i32 %i217 to i64
  %164 = mul nsw i64 %163, 256
  %165 = add i32 %tl_lo0, 0
  %166 = sext i32 %165 to i64
  %167 = add nsw i64 %164, %166
  %168 = getelementptr inbounds float, ptr %X_f, i64 %167
  %169 = mul i32 %bx, 8
  %170 = add i32 %169, %i217
  %171 = sext i32 %170 to i64
  %172 = sext i32 %N to i64
  %173 = mul nsw i64 %171, %172
  %174 = mul i32 %c, 256
  %175 = add i32 %tl_lo0, 0
  %176 = add i32 %174, %175
  %177 = sext i32 %176 to i64
  %178 = add nsw i64 %173, %177
  %179 = getelementptr inbounds float, ptr %X, i64 %178
  call void @tilec_rt_copy(ptr %168, ptr %179, i64 %162)
  br label %if.end20

if.else19:                                        ; preds = %for.body15
  %180 = sub i32 %tl_hi1, %tl_lo0
  %181 = sext i32 %180 to i64
  %182 = sub i64 %181, 0
  %183 = call i64 @llvm.smax.i64(i64 %182, i64 0)
  %184 = mul nuw i64 %183, 4
  %185 = sext i32 %i217 to i64
  %186 = mul nsw i64 %185, 256
  %187 = add i32 %tl_lo0, 0
  %188 = sext i32 %187 to i64
  %189 = add nsw i64 %186, %188
  %190 = getelementptr inbounds float, ptr %X_f, i64 %189
  call void @llvm.memset.p0.i64(ptr align 4 %190, i8 0, i64 %184, i1 false)
  br label %if.end20

if.end20:                                         ; preds = %if.else19, %if.then18
  %191 = sub i32 256, %tl_hi1
  %192 = sext i32 %191 to i64
  %193 = sub i64 %192, 0
  %194 = call i64 @llvm.smax.i64(i64 %193, i64 0)
  %195 = mul nuw i64 %194, 4
  %196 = sext i32 %i217 to i64
  %197 = mul nsw i64 %196, 256
  %198 = add i32 %tl_hi1, 0
  %199 = sext i32 %198 to i64
  %200 = add nsw i64 %197, %199
  %201 = getelementptr inbounds float, ptr %X_f, i64 %200
  call void @llvm.memset.p0.i64(ptr align 4 %201, i8 0, i64 %195, i1 false)
  %202 = add nsw i32 %i217, 1
  br label %for.cond14, !llvm.loop !21

for.cond21:                                       ; preds = %if.end69, %if.end
  %i = phi i32 [ 0, %if.end ], [ %339, %if.end69 ]
  %203 = icmp slt i32 %i, 8
  br i1 %203, label %for.body22, label %for.end23

for.body22:                                       ; preds = %for.cond21
  br label %for.cond24

for.end23:                                        ; preds = %for.cond21
  %204 = add nsw i32 %c, 1
  br label %for.cond1, !llvm.loop !22

for.cond24:                                       ; preds = %for.body25, %for.body22
  %j = phi i32 [ 0, %for.body22 ], [ %222, %for.body25 ]
  %205 = icmp slt i32 %j, 256
  br i1 %205, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  %206 = mul i32 %c, 256
  %207 = add i32 %206, %j
  %208 = icmp slt i32 %207, %N
  %209 = sext i32 %i to i64
  %210 = mul nsw i64 %209, 256
  %211 = sext i32 %j to i64
  %212 = add nsw i64 %210, %211
  %213 = call i64 @llvm.umin.i64(i64 %212, i64 2047)
  %214 = getelementptr inbounds float, ptr %X_f, i64 %213
  %215 = load float, ptr %214, align 4
  %216 = select i1 %208, float %215, float 0xFFF0000000000000
  %217 = sext i32 %i to i64
  %218 = mul nsw i64 %217, 256
  %219 = sext i32 %j to i64
  %220 = add nsw i64 %218, %219
  %221 = getelementptr inbounds float, ptr %X_f, i64 %220
  store float %216, ptr %221, align 4
  %222 = add nsw i32 %j, 1
  br label %for.cond24, !llvm.loop !23

for.end26:                                        ; preds = %for.cond24
  %223 = sext i32 %i to i64
  %224 = getelementptr inbounds float, ptr %acc, i64 %223
  %tl_dst0 = load float, ptr %224, align 4
  br label %for.cond27

for.cond27:                                       ; preds = %for.body28, %for.end26
  %lane = phi i32 [ 0, %for.end26 ], [ %249, %for.body28 ]
  %225 = icmp slt i32 %lane, 32
  br i1 %225, label %for.body28, label %for.end29

for.body28:                                       ; preds = %for.cond27
  %226 = sext i32 %i to i64
  %227 = mul nsw i64 %226, 256
  %228 = sext i32 %lane to i64
  %229 = add nsw i64 %227, %228
  %230 = getelementptr inbounds float, ptr %X_f, i64 %229
  %231 = load float, ptr %230, align 4
  %232 = sext i32 %i to i64
  %233 = mul nsw i64 %232, 256
  %234 = sext i32 %lane to i64
  %235 = add nsw i64 %233, %234
  %236 = getelementptr inbounds float, ptr %X_f, i64 %235
  %237 = load float, ptr %236, align 4
  %238 = fcmp une float %231, %237
  %239 = sext i32 %i to i64
  %240 = mul nsw i64 %239, 256
  %241 = sext i32 %lane to i64
  %242 = add nsw i64 %240, %241
  %243 = call i64 @llvm.umin.i64(i64 %242, i64 2047)
  %244 = getelementptr inbounds float, ptr %X_f, i64 %243
  %245 = load float, ptr %244, align 4
  %246 = select i1 %238, float 0xFFF0000000000000, float %245
  %247 = sext i32 %lane to i64
  %248 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %247
  store float %246, ptr %248, align 4
  %249 = add nsw i32 %lane, 1
  br label %for.cond27, !llvm.loop !24

for.end29:                                        ; preds = %for.cond27
  br label %for.cond30

for.cond30:                                       ; preds = %for.end35, %for.end29
  %red = phi i32 [ 0, %for.end29 ], [ %267, %for.end35 ]
  %250 = icmp slt i32 %red, 7
  br i1 %250, label %for.body31, label %for.end32

for.body31:                                       ; preds = %for.cond30
  br label %for.cond33

for.end32:                                        ; preds = %for.cond30
  br label %for.cond37

for.cond33:                                       ; preds = %for.body34, %for.body31
  %lane36 = phi i32 [ 0, %for.body31 ], [ %266, %for.body34 ]
  %251 = icmp slt i32 %lane36, 32
  br i1 %251, label %for.body34, label %for.end35

for.body34:                                       ; preds = %for.cond33
  %252 = sext i32 %lane36 to i64
  %253 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %252
  %lane_acc = load float, ptr %253, align 4
  %254 = sext i32 %i to i64
  %255 = mul nsw i64 %254, 256
  %256 = add i32 %red, 1
  %257 = mul i32 %256, 32
  %258 = add i32 %257, %lane36
  %259 = sext i32 %258 to i64
  %260 = add nsw i64 %255, %259
  %261 = getelementptr inbounds float, ptr %X_f, i64 %260
  %lane_next = load float, ptr %261, align 4
  %262 = fcmp ogt float %lane_next, %lane_acc
  %263 = select i1 %262, float %lane_next, float %lane_acc
  %264 = sext i32 %lane36 to i64
  %265 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %264
  store float %263, ptr %265, align 4
  %266 = add nsw i32 %lane36, 1
  br label %for.cond33, !llvm.loop !25

for.end35:                                        ; preds = %for.cond33
  %267 = add nsw i32 %red, 1
  br label %for.cond30, !llvm.loop !26

for.cond37:                                       ; preds = %for.body38, %for.end32
  %lane40 = phi i32 [ 0, %for.end32 ], [ %278, %for.body38 ]
  %268 = icmp slt i32 %lane40, 16
  br i1 %268, label %for.body38, label %for.end39

for.body38:                                       ; preds = %for.cond37
  %269 = sext i32 %lane40 to i64
  %270 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %269
  %lane_acc41 = load float, ptr %270, align 4
  %271 = add i32 %lane40, 16
  %272 = sext i32 %271 to i64
  %273 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %272
  %lane_next42 = load float, ptr %273, align 4
  %274 = fcmp ogt float %lane_next42, %lane_acc41
  %275 = select i1 %274, float %lane_next42, float %lane_acc41
  %276 = sext i32 %lane40 to i64
  %277 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %276
  store float %275, ptr %277, align 4
  %278 = add nsw i32 %lane40, 1
  br label %for.cond37, !llvm.loop !27

for.end39:                                        ; preds = %for.cond37
  br label %for.cond43

for.cond43:                                       ; preds = %for.body44, %for.end39
  %lane46 = phi i32 [ 0, %for.end39 ], [ %289, %for.body44 ]
  %279 = icmp slt i32 %lane46, 8
  br i1 %279, label %for.body44, label %for.end45

for.body44:                                       ; preds = %for.cond43
  %280 = sext i32 %lane46 to i64
  %281 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %280
  %lane_acc47 = load float, ptr %281, align 4
  %282 = add i32 %lane46, 8
  %283 = sext i32 %282 to i64
  %284 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %283
  %lane_next48 = load float, ptr %284, align 4
  %285 = fcmp ogt float %lane_next48, %lane_acc47
  %286 = select i1 %285, float %lane_next48, float %lane_acc47
  %287 = sext i32 %lane46 to i64
  %288 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %287
  store float %286, ptr %288, align 4
  %289 = add nsw i32 %lane46, 1
  br label %for.cond43, !llvm.loop !28

for.end45:                                        ; preds = %for.cond43
  br label %for.cond49

for.cond49:                                       ; preds = %for.body50, %for.end45
  %lane52 = phi i32 [ 0, %for.end45 ], [ %300, %for.body50 ]
  %290 = icmp slt i32 %lane52, 4
  br i1 %290, label %for.body50, label %for.end51

for.body50:                                       ; preds = %for.cond49
  %291 = sext i32 %lane52 to i64
  %292 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %291
  %lane_acc53 = load float, ptr %292, align 4
  %293 = add i32 %lane52, 4
  %294 = sext i32 %293 to i64
  %295 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %294
  %lane_next54 = load float, ptr %295, align 4
  %296 = fcmp ogt float %lane_next54, %lane_acc53
  %297 = select i1 %296, float %lane_next54, float %lane_acc53
  %298 = sext i32 %lane52 to i64
  %299 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %298
  store float %297, ptr %299, align 4
  %300 = add nsw i32 %lane52, 1
  br label %for.cond49, !llvm.loop !29

for.end51:                                        ; preds = %for.cond49
  br label %for.cond55

for.cond55:                                       ; preds = %for.body56, %for.end51
  %lane58 = phi i32 [ 0, %for.end51 ], [ %311, %for.body56 ]
  %301 = icmp slt i32 %lane58, 2
  br i1 %301, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  %302 = sext i32 %lane58 to i64
  %303 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %302
  %lane_acc59 = load float, ptr %303, align 4
  %304 = add i32 %lane58, 2
  %305 = sext i32 %304 to i64
  %306 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %305
  %lane_next60 = load float, ptr %306, align 4
  %307 = fcmp ogt float %lane_next60, %lane_acc59
  %308 = select i1 %307, float %lane_next60, float %lane_acc59
  %309 = sext i32 %lane58 to i64
  %310 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %309
  store float %308, ptr %310, align 4
  %311 = add nsw i32 %lane58, 1
  br label %for.cond55, !llvm.loop !30

for.end57:                                        ; preds = %for.cond55
  br label %for.cond61

for.cond61:                                       ; preds = %for.body62, %for.end57
  %lane64 = phi i32 [ 0, %for.end57 ], [ %322, %for.body62 ]
  %312 = icmp slt i32 %lane64, 1
  br i1 %312, label %for.body62, label %for.end63

for.body62:                                       ; preds = %for.cond61
  %313 = sext i32 %lane64 to i64
  %314 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %313
  %lane_acc65 = load float, ptr %314, align 4
  %315 = add i32 %lane64, 1
  %316 = sext i32 %315 to i64
  %317 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %316
  %lane_next66 = load float, ptr %317, align 4
  %318 = fcmp ogt float %lane_next66, %lane_acc65
  %319 = select i1 %318, float %lane_next66, float %lane_acc65
  %320 = sext i32 %lane64 to i64
  %321 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %320
  store float %319, ptr %321, align 4
  %322 = add nsw i32 %lane64, 1
  br label %for.cond61, !llvm.loop !31

for.end63:                                        ; preds = %for.cond61
  %323 = sext i32 %i to i64
  %324 = getelementptr inbounds float, ptr %acc, i64 %323
  %325 = load float, ptr %324, align 4
  %326 = getelementptr inbounds float, ptr %tl_lanes_4, i64 0
  %327 = load float, ptr %326, align 4
  %328 = call float @llvm.maxnum.f32(float %325, float %327)
  %329 = sext i32 %i to i64
  %330 = getelementptr inbounds float, ptr %acc, i64 %329
  store float %328, ptr %330, align 4
  %331 = sext i32 %i to i64
  %332 = getelementptr inbounds float, ptr %acc, i64 %331
  %333 = load float, ptr %332, align 4
  %334 = fcmp oeq float %333, 0xFFF0000000000000
  %335 = fcmp une float %tl_dst0, %tl_dst0
  %336 = and i1 %334, %335
  br i1 %336, label %if.then67, label %if.else68

if.then67:                                        ; preds = %for.end63
  %337 = sext i32 %i to i64
  %338 = getelementptr inbounds float, ptr %acc, i64 %337
  store float %tl_dst0, ptr %338, align 4
  br label %for.cond70

if.else68:                                        ; preds = %for.end63
  br label %if.end69

if.end69:                                         ; preds = %if.else68, %for.end72
  %339 = add nsw i32 %i, 1
  br label %for.cond21, !llvm.loop !32

for.cond70:                                       ; preds = %for.body71, %if.then67
  %red73 = phi i32 [ 0, %if.then67 ], [ %353, %for.body71 ]
  %340 = icmp slt i32 %red73, 256
  br i1 %340, label %for.body71, label %for.end72

for.body71:                                       ; preds = %for.cond70
  %341 = sext i32 %i to i64
  %342 = getelementptr inbounds float, ptr %acc, i64 %341
  %343 = load float, ptr %342, align 4
  %344 = sext i32 %i to i64
  %345 = mul nsw i64 %344, 256
  %346 = sext i32 %red73 to i64
  %347 = add nsw i64 %345, %346
  %348 = getelementptr inbounds float, ptr %X_f, i64 %347
  %349 = load float, ptr %348, align 4
  %350 = call float @llvm.maxnum.f32(float %343, float %349)
  %351 = sext i32 %i to i64
  %352 = getelementptr inbounds float, ptr %acc, i64 %351
  store float %350, ptr %352, align 4
  %353 = add nsw i32 %red73, 1
  br label %for.cond70, !llvm.loop !33

for.end72:                                        ; preds = %for.cond70
  br label %if.end69

if.then74:                                        ; preds = %for.end3
  %354 = sext i32 %M to i64
  %355 = icmp sge i64 %354, 8388608
  br i1 %355, label %if.then77, label %if.else78

if.else75:                                        ; preds = %for.end3
  %356 = mul i32 %bx, 8
  %357 = sext i32 %356 to i64
  %358 = sub i64 0, %357
  %359 = icmp slt i64 %358, 0
  %360 = mul i32 %bx, 8
  %361 = sext i32 %360 to i64
  %362 = sub i64 0, %361
  %363 = icmp sgt i64 %362, 8
  %364 = mul i32 %bx, 8
  %365 = sext i32 %364 to i64
  %366 = sub i64 0, %365
  %367 = select i1 %363, i64 8, i64 %366
  %368 = select i1 %359, i64 0, i64 %367
  %tl_lo2 = trunc i64 %368 to i32
  %369 = sext i32 %M to i64
  %370 = mul i32 %bx, 8
  %371 = sext i32 %370 to i64
  %372 = sub i64 %369, %371
  %373 = icmp slt i64 %372, 0
  %374 = sext i32 %M to i64
  %375 = mul i32 %bx, 8
  %376 = sext i32 %375 to i64
  %377 = sub i64 %374, %376
  %378 = icmp sgt i64 %377, 8
  %379 = sext i32 %M to i64
  %380 = mul i32 %bx, 8
  %381 = sext i32 %380 to i64
  %382 = sub i64 %379, %381
  %383 = select i1 %378, i64 8, i64 %382
  %384 = select i1 %373, i64 0, i64 %383
  %385 = sext i32 %tl_lo2 to i64
  %386 = icmp slt i64 %384, %385
  %387 = sext i32 %tl_lo2 to i64
  %388 = sext i32 %M to i64
  %389 = mul i32 %bx, 8
  %390 = sext i32 %389 to i64
  %391 = sub i64 %388, %390
  %392 = icmp slt i64 %391, 0
  %393 = sext i32 %M to i64
  %394 = mul i32 %bx, 8
  %395 = sext i32 %394 to i64
  %396 = sub i64 %393, %395
  %397 = icmp sgt i64 %396, 8
  %398 = sext i32 %M to i64
  %399 = mul i32 %bx, 8
  %400 = sext i32 %399 to i64
  %401 = sub i64 %398, %400
  %402 = select i1 %397, i64 8, i64 %401
  %403 = select i1 %392, i64 0, i64 %402
  %404 = select i1 %386, i64 %387, i64 %403
  %tl_hi3 = trunc i64 %404 to i32
  %405 = sub i32 %tl_hi3, %tl_lo2
  %406 = sext i32 %405 to i64
  %407 = sub i64 %406, 0
  %408 = call i64 @llvm.smax.i64(i64 %407, i64 0)
  %409 = mul nuw i64 %408, 4
  %410 = mul i32 %bx, 8
  %411 = add i32 %tl_lo2, 0
  %412 = add i32 %410, %411
  %413 = sext i32 %412 to i64
  %414 = getelementptr inbounds float, ptr %Mx, i64 %413
  %415 = add i32 %tl_lo2, 0
  %416 = sext i32 %415 to i64
  %417 = getelementptr inbounds float, ptr %acc, i64 %416
  call void @tilec_rt_copy(ptr %414, ptr %417, i64 %409)
  br label %if.end76

if.end76:                                         ; preds = %if.else75, %if.end79
  ret void

if.then77:                                        ; preds = %if.then74
  %418 = mul i32 %bx, 8
  %419 = add i32 %418, 0
  %420 = sext i32 %419 to i64
  %421 = getelementptr inbounds float, ptr %Mx, i64 %420
  %422 = getelementptr inbounds float, ptr %acc, i64 0
  call void @tilec_rt_stream(ptr %421, ptr %422, i64 32)
  br label %if.end79

if.else78:                                        ; preds = %if.then74
  %423 = call i64 @llvm.smax.i64(i64 8, i64 0)
  %424 = mul nuw i64 %423, 4
  %425 = mul i32 %bx, 8
  %426 = add i32 %425, 0
  %427 = sext i32 %426 to i64
  %428 = getelementptr inbounds float, ptr %Mx, i64 %427
  %429 = getelementptr inbounds float, ptr %acc, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %428, ptr align 4 %429, i64 %424, i1 false)
  br label %if.end79

if.end79:                                         ; preds = %if.else78, %if.then77
  br label %if.end76
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #1

; Function Attrs: nounwind
define internal void @row_max_task(ptr %ctx, i64 %block) #5 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_row_max, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_row_max, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_row_max, ptr %ctx, i32 0, i32 2
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr inbounds %tilec_args_row_max, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_row_max, ptr %ctx, i32 0, i32 4
  %9 = getelementptr inbounds [3 x i64], ptr %8, i64 0, i64 0
  %10 = load i64, ptr %9, align 8
  %11 = getelementptr inbounds [3 x i64], ptr %8, i64 0, i64 1
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds [3 x i64], ptr %8, i64 0, i64 2
  %14 = load i64, ptr %13, align 8
  %15 = srem i64 %block, %10
  %16 = sdiv i64 %block, %10
  %17 = srem i64 %16, %12
  %18 = mul i64 %10, %12
  %19 = sdiv i64 %block, %18
  %20 = trunc i64 %15 to i32
  call void @row_max_block(ptr %1, ptr %3, i32 %5, i32 %7, i32 %20)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_row_max(ptr %args, ptr %dims, ptr %self) #5 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_row_max, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_row_max, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_row_max, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds i64, ptr %dims, i64 0
  %9 = load i64, ptr %8, align 8
  %M = trunc i64 %9 to i32
  %10 = getelementptr inbounds %tilec_args_row_max, ptr %a, i32 0, i32 2
  store i32 %M, ptr %10, align 4
  %11 = getelementptr inbounds i64, ptr %dims, i64 1
  %12 = load i64, ptr %11, align 8
  %N = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_row_max, ptr %a, i32 0, i32 3
  store i32 %N, ptr %13, align 4
  %14 = getelementptr inbounds %tilec_args_row_max, ptr %a, i32 0, i32 4
  %15 = sext i32 %M to i64
  %16 = sdiv i64 %15, 8
  %17 = sub i64 0, %15
  %18 = select i1 false, i64 %17, i64 %16
  %19 = srem i64 %15, 8
  %20 = icmp ne i64 %19, 0
  %21 = icmp slt i64 %15, 0
  %22 = icmp eq i1 %21, false
  %23 = and i1 %20, %22
  %24 = zext i1 %23 to i64
  %25 = add i64 %18, %24
  %26 = trunc i64 %25 to i32
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 0
  store i64 %27, ptr %28, align 8
  %29 = icmp sgt i64 %27, 0
  %30 = mul i64 1, %27
  %31 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 1
  store i64 1, ptr %31, align 8
  %32 = and i1 %29, true
  %33 = mul i64 %30, 1
  %34 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 2
  store i64 1, ptr %34, align 8
  %35 = and i1 %32, true
  %36 = mul i64 %33, 1
  br i1 %35, label %run, label %empty

run:                                              ; preds = %body
  %37 = call i32 @tilec_rt_run_blocks(i64 %36, i32 %nworkers, ptr @row_max_task, ptr %a)
  ret i32 %37

empty:                                            ; preds = %body
  ret i32 0
}

; Function Attrs: noinline nounwind
define internal void @row_sum_lanes_block(ptr noalias %X, ptr noalias %S, i32 %M, i32 %N, i32 %bx) #0 {
entry:
  %tl_lanes_5 = alloca [32 x float], align 64
  %X_f = alloca [1024 x float], align 64
  %part = alloca [1024 x float], align 64
  %acc = alloca [8 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %acc, i8 0, i64 32, i1 false)
  br label %for.cond

for.cond:                                         ; preds = %for.body, %body
  %i2 = phi i32 [ 0, %body ], [ %7, %for.body ]
  %0 = icmp slt i32 %i2, 8
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = call i64 @llvm.smax.i64(i64 128, i64 0)
  %2 = mul nuw i64 %1, 4
  %3 = sext i32 %i2 to i64
  %4 = mul nsw i64 %3, 128
  %5 = add nsw i64 %4, 0
  %6 = getelementptr inbounds float, ptr %part, i64 %5
  call void @llvm.memset.p0.i64(ptr align 4 %6, i8 0, i64 %2, i1 false)
  %7 = add nsw i32 %i2, 1
  br label %for.cond, !llvm.loop !34

for.end:                                          ; preds = %for.cond
  %8 = sext i32 %N to i64
  %9 = sdiv i64 %8, 128
  %10 = sub i64 0, %8
  %11 = select i1 false, i64 %10, i64 %9
  %12 = srem i64 %8, 128
  %13 = icmp ne i64 %12, 0
  %14 = icmp slt i64 %8, 0
  %15 = icmp eq i1 %14, false
  %16 = and i1 %13, %15
  %17 = zext i1 %16 to i64
  %18 = add i64 %11, %17
  %19 = trunc i64 %18 to i32
  %20 = sext i32 %N to i64
  %21 = sdiv i64 %20, 128
  %22 = sub i64 0, %20
  %23 = select i1 false, i64 %22, i64 %21
  %24 = srem i64 %20, 128
  %25 = icmp ne i64 %24, 0
  %26 = icmp slt i64 %20, 0
  %27 = icmp eq i1 %26, false
  %28 = and i1 %25, %27
  %29 = zext i1 %28 to i64
  %30 = add i64 %23, %29
  %31 = trunc i64 %30 to i32
  br label %for.cond1

for.cond1:                                        ; preds = %for.end23, %for.end
  %c = phi i32 [ 0, %for.end ], [ %200, %for.end23 ]
  %32 = icmp slt i32 %c, %19
  br i1 %32, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %33 = mul i32 %bx, 8
  %34 = icmp sle i32 0, %33
  %35 = mul i32 %bx, 8
  %36 = sext i32 %35 to i64
  %37 = add i64 %36, 8
  %38 = sext i32 %M to i64
  %39 = icmp sle i64 %37, %38
  %40 = and i1 %34, %39
  %41 = mul i32 %c, 128
  %42 = icmp sle i32 0, %41
  %43 = mul i32 %c, 128
  %44 = sext i32 %43 to i64
  %45 = add i64 %44, 128
  %46 = sext i32 %N to i64
  %47 = icmp sle i64 %45, %46
  %48 = and i1 %42, %47
  %49 = and i1 %40, %48
  br i1 %49, label %if.then, label %if.else

for.end3:                                         ; preds = %for.cond1
  br label %for.cond27

if.then:                                          ; preds = %for.body2
  br label %for.cond4

if.else:                                          ; preds = %for.body2
  br label %for.cond14

if.end:                                           ; preds = %for.end16, %for.end6
  br label %for.cond21

for.cond4:                                        ; preds = %if.end10, %if.then
  %i27 = phi i32 [ 0, %if.then ], [ %69, %if.end10 ]
  %50 = icmp slt i32 %i27, 8
  br i1 %50, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %51 = add i32 %c, 1
  %52 = icmp slt i32 %51, %31
  br i1 %52, label %if.then8, label %if.else9

for.end6:                                         ; preds = %for.cond4
  br label %if.end

if.then8:                                         ; preds = %for.body5
  br label %for.cond11

if.else9:                                         ; preds = %for.body5
  br label %if.end10

if.end10:                                         ; preds = %if.else9, %for.end13
  %53 = call i64 @llvm.smax.i64(i64 128, i64 0)
  %54 = mul nuw i64 %53, 4
  %55 = sext i32 %i27 to i64
  %56 = mul nsw i64 %55, 128
  %57 = add nsw i64 %56, 0
  %58 = getelementptr inbounds float, ptr %X_f, i64 %57
  %59 = mul i32 %bx, 8
  %60 = add i32 %59, %i27
  %61 = sext i32 %60 to i64
  %62 = sext i32 %N to i64
  %63 = mul nsw i64 %61, %62
  %64 = mul i32 %c, 128
  %65 = add i32 %64, 0
  %66 = sext i32 %65 to i64
  %67 = add nsw i64 %63, %66
  %68 = getelementptr inbounds float, ptr %X, i64 %67
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %58, ptr align 4 %68, i64 %54, i1 false)
  %69 = add nsw i32 %i27, 1
  br label %for.cond4, !llvm.loop !35

for.cond11:                                       ; preds = %for.body12, %if.then8
  %pf = phi i32 [ 0, %if.then8 ], [ %83, %for.body12 ]
  %70 = icmp slt i32 %pf, 8
  br i1 %70, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %71 = mul i32 %bx, 8
  %72 = add i32 %71, %i27
  %73 = sext i32 %72 to i64
  %74 = sext i32 %N to i64
  %75 = mul i64 %73, %74
  %76 = add i32 %c, 1
  %77 = mul i32 %76, 128
  %78 = mul i32 %pf, 16
  %79 = add i32 %77, %78
  %80 = sext i32 %79 to i64
  %81 = add i64 %75, %80
  %82 = getelementptr float, ptr %X, i64 %81
  call void @llvm.prefetch.p0(ptr %82, i32 0, i32 3, i32 1)
  %83 = add nsw i32 %pf, 1
  br label %for.cond11, !llvm.loop !36

for.end13:                                        ; preds = %for.cond11
  br label %if.end10

for.cond14:                                       ; preds = %if.end20, %if.else
  %i217 = phi i32 [ 0, %if.else ], [ %198, %if.end20 ]
  %84 = icmp slt i32 %i217, 8
  br i1 %84, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  %85 = mul i32 %c, 128
  %86 = sext i32 %85 to i64
  %87 = sub i64 0, %86
  %88 = icmp slt i64 %87, 0
  %89 = mul i32 %c, 128
  %90 = sext i32 %89 to i64
  %91 = sub i64 0, %90
  %92 = icmp sgt i64 %91, 128
  %93 = mul i32 %c, 128
  %94 = sext i32 %93 to i64
  %95 = sub i64 0, %94
  %96 = select i1 %92, i64 128, i64 %95
  %97 = select i1 %88, i64 0, i64 %96
  %tl_lo0 = trunc i64 %97 to i32
  %98 = sext i32 %N to i64
  %99 = mul i32 %c, 128
  %100 = sext i32 %99 to i64
  %101 = sub i64 %98, %100
  %102 = icmp slt i64 %101, 0
  %103 = sext i32 %N to i64
  %104 = mul i32 %c, 128
  %105 = sext i32 %104 to i64
  %106 = sub i64 %103, %105
  %107 = icmp sgt i64 %106, 128
  %108 = sext i32 %N to i64
  %109 = mul i32 %c, 128
  %110 = sext i32 %109 to i64
  %111 = sub i64 %108, %110
  %112 = select i1 %107, i64 128, i64 %111
  %113 = select i1 %102, i64 0, i64 %112
  %114 = sext i32 %tl_lo0 to i64
  %115 = icmp slt i64 %113, %114
  %116 = sext i32 %tl_lo0 to i64
  %117 = sext i32 %N to i64
  %118 = mul i32 %c, 128
  %119 = sext i32 %118 to i64
  %120 = sub i64 %117, %119
  %121 = icmp slt i64 %120, 0
  %122 = sext i32 %N to i64
  %123 = mul i32 %c, 128
  %124 = sext i32 %123 to i64
  %125 = sub i64 %122, %124
  %126 = icmp sgt i64 %125, 128
  %127 = sext i32 %N to i64
  %128 = mul i32 %c, 128
  %129 = sext i32 %128 to i64
  %130 = sub i64 %127, %129
  %131 = select i1 %126, i64 128, i64 %130
  %132 = select i1 %121, i64 0, i64 %131
  %133 = select i1 %115, i64 %116, i64 %132
  %tl_hi1 = trunc i64 %133 to i32
  %134 = sext i32 %tl_lo0 to i64
  %135 = sub i64 %134, 0
  %136 = call i64 @llvm.smax.i64(i64 %135, i64 0)
  %137 = mul nuw i64 %136, 4
  %138 = sext i32 %i217 to i64
  %139 = mul nsw i64 %138, 128
  %140 = add nsw i64 %139, 0
  %141 = getelementptr inbounds float, ptr %X_f, i64 %140
  call void @llvm.memset.p0.i64(ptr align 4 %141, i8 0, i64 %137, i1 false)
  %142 = mul i32 %bx, 8
  %143 = sext i32 %142 to i64
  %144 = sext i32 %i217 to i64
  %145 = add i64 %143, %144
  %146 = icmp sle i64 0, %145
  %147 = mul i32 %bx, 8
  %148 = sext i32 %147 to i64
  %149 = sext i32 %i217 to i64
  %150 = add i64 %148, %149
  %151 = sext i32 %M to i64
  %152 = icmp slt i64 %150, %151
  %153 = and i1 %146, %152
  br i1 %153, label %if.then18, label %if.else19

for.end16:                                        ; preds = %for.cond14
  br label %if.end

if.then18:                                        ; preds = %for.body15
  %154 = sub i32 %tl_hi1, %tl_lo0
  %155 = sext i32 %154 to i64
  %156 = sub i64 %155, 0
  %157 = call i64 @llvm.smax.i64(i64 %156, i64 0)
  %158 = mul nuw i64 %157, 4
  %159 = sext i32 %i217 to i64
  %160 = mul nsw i64 %159, 128
  %161 = add i32 %tl_lo0, 0
  %162 = sext i32 %161 to i64
  %163 = add nsw i64 %160, %162
  %164 = getelementptr inbounds float, ptr %X_f, i64 %163
  %165 = mul i32 %bx, 8
  %166 = add i32 %165, %i217
  %167 = sext i32 %166 to i64
  %168 = sext i32 %N to i64
  %169 = mul nsw i64 %167, %168
  %170 = mul i32 %c, 128
  %171 = add i32 %tl_lo0, 0
  %172 = add i32 %170, %171
  %173 = sext i32 %172 to i64
  %174 = add nsw i64 %169, %173
  %175 = getelementptr inbounds float, ptr %X, i64 %174
  call void @tilec_rt_copy(ptr %164, ptr %175, i64 %158)
  br label %if.end20

if.else19:                                        ; preds = %for.body15
  %176 = sub i32 %tl_hi1, %tl_lo0
  %177 = sext i32 %176 to i64
  %178 = sub i64 %177, 0
  %179 = call i64 @llvm.smax.i64(i64 %178, i64 0)
  %180 = mul nuw i64 %179, 4
  %181 = sext i32 %i217 to i64
  %182 = mul nsw i64 %181, 128
  %183 = add i32 %tl_lo0, 0
  %184 = sext i32 %183 to i64
  %185 = add nsw i64 %182, %184
  %186 = getelementptr inbounds float, ptr %X_f, i64 %185
  call void @llvm.memset.p0.i64(ptr align 4 %186, i8 0, i64 %180, i1 false)
  br label %if.end20

if.end20:                                         ; preds = %if.else19, %if.then18
  %187 = sub i32 128, %tl_hi1
  %188 = sext i32 %187 to i64
  %189 = sub i64 %188, 0
  %190 = call i64 @llvm.smax.i64(i64 %189, i64 0)
  %191 = mul nuw i64 %190, 4
  %192 = sext i32 %i217 to i64
  %193 = mul nsw i64 %192, 128
  %194 = add i32 %tl_hi1, 0
  %195 = sext i32 %194 to i64
  %196 = add nsw i64 %193, %195
  %197 = getelementptr inbounds float, ptr %X_f, i64 %196
  call void @llvm.memset.p0.i64(ptr align 4 %197, i8 0, i64 %191, i1 false)
  %198 = add nsw i32 %i217, 1
  br label %for.cond14, !llvm.loop !37

for.cond21:                                       ; preds = %for.end26, %if.end
  %i = phi i32 [ 0, %if.end ], [ %226, %for.end26 ]
  %199 = icmp slt i32 %i, 8
  br i1 %199, label %for.body22, label %for.end23

for.body22:                                       ; preds = %for.cond21
  br label %for.cond24

for.end23:                                        ; preds = %for.cond21
  %200 = add nsw i32 %c, 1
  br label %for.cond1, !llvm.loop !38

for.cond24:                                       ; preds = %for.body25, %for.body22
  %j = phi i32 [ 0, %for.body22 ], [ %225, %for.body25 ]
  %201 = icmp slt i32 %j, 128
  br i1 %201, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  %202 = sext i32 %i to i64
  %203 = mul nsw i64 %202, 128
  %204 = sext i32 %j to i64
  %205 = add nsw i64 %203, %204
  %206 = getelementptr inbounds float, ptr %part, i64 %205
  %207 = load float, ptr %206, align 4
  %208 = mul i32 %c, 128
  %209 = add i32 %208, %j
  %210 = icmp slt i32 %209, %N
  %211 = sext i32 %i to i64
  %212 = mul nsw i64 %211, 128
  %213 = sext i32 %j to i64
  %214 = add nsw i64 %212, %213
  %215 = call i64 @llvm.umin.i64(i64 %214, i64 1023)
  %216 = getelementptr inbounds float, ptr %X_f, i64 %215
  %217 = load float, ptr %216, align 4
  %218 = select i1 %210, float %217, float 0.000000e+00
  %219 = fadd float %207, %218
  %220 = sext i32 %i to i64
  %221 = mul nsw i64 %220, 128
  %222 = sext i32 %j to i64
  %223 = add nsw i64 %221, %222
  %224 = getelementptr inbounds float, ptr %part, i64 %223
  store float %219, ptr %224, align 4
  %225 = add nsw i32 %j, 1
  br label %for.cond24, !llvm.loop !39

for.end26:                                        ; preds = %for.cond24
  %226 = add nsw i32 %i, 1
  br label %for.cond21, !llvm.loop !40

for.cond27:                                       ; preds = %for.end54, %for.end3
  %i1 = phi i32 [ 0, %for.end3 ], [ %332, %for.end54 ]
  %227 = icmp slt i32 %i1, 8
  br i1 %227, label %for.body28, label %for.end29

for.body28:                                       ; preds = %for.cond27
  %228 = call i64 @llvm.smax.i64(i64 32, i64 0)
  %229 = mul nuw i64 %228, 4
  %230 = getelementptr inbounds float, ptr %tl_lanes_5, i64 0
  %231 = sext i32 %i1 to i64
  %232 = mul nsw i64 %231, 128
  %233 = add nsw i64 %232, 0
  %234 = getelementptr inbounds float, ptr %part, i64 %233
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %230, ptr align 4 %234, i64 %229, i1 false)
  br label %for.cond30

for.end29:                                        ; preds = %for.cond27
  %235 = mul i32 %bx, 8
  %236 = icmp sle i32 0, %235
  %237 = mul i32 %bx, 8
  %238 = sext i32 %237 to i64
  %239 = add i64 %238, 8
  %240 = sext i32 %M to i64
  %241 = icmp sle i64 %239, %240
  %242 = and i1 %236, %241
  br i1 %242, label %if.then56, label %if.else57

for.cond30:                                       ; preds = %for.end35, %for.body28
  %red = phi i32 [ 0, %for.body28 ], [ %261, %for.end35 ]
  %243 = icmp slt i32 %red, 3
  br i1 %243, label %for.body31, label %for.end32

for.body31:                                       ; preds = %for.cond30
  br label %for.cond33

for.end32:                                        ; preds = %for.cond30
  br label %for.cond36

for.cond33:                                       ; preds = %for.body34, %for.body31
  %lane = phi i32 [ 0, %for.body31 ], [ %260, %for.body34 ]
  %244 = icmp slt i32 %lane, 32
  br i1 %244, label %for.body34, label %for.end35

for.body34:                                       ; preds = %for.cond33
  %245 = sext i32 %lane to i64
  %246 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %245
  %247 = load float, ptr %246, align 4
  %248 = sext i32 %i1 to i64
  %249 = mul nsw i64 %248, 128
  %250 = add i32 %red, 1
  %251 = mul i32 %250, 32
  %252 = add i32 %251, %lane
  %253 = sext i32 %252 to i64
  %254 = add nsw i64 %249, %253
  %255 = getelementptr inbounds float, ptr %part, i64 %254
  %256 = load float, ptr %255, align 4
  %257 = fadd float %247, %256
  %258 = sext i32 %lane to i64
  %259 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %258
  store float %257, ptr %259, align 4
  %260 = add nsw i32 %lane, 1
  br label %for.cond33, !llvm.loop !41

for.end35:                                        ; preds = %for.cond33
  %261 = add nsw i32 %red, 1
  br label %for.cond30, !llvm.loop !42

for.cond36:                                       ; preds = %for.body37, %for.end32
  %lane39 = phi i32 [ 0, %for.end32 ], [ %273, %for.body37 ]
  %262 = icmp slt i32 %lane39, 16
  br i1 %262, label %for.body37, label %for.end38

for.body37:                                       ; preds = %for.cond36
  %263 = sext i32 %lane39 to i64
  %264 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %263
  %265 = load float, ptr %264, align 4
  %266 = add i32 %lane39, 16
  %267 = sext i32 %266 to i64
  %268 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %267
  %269 = load float, ptr %268, align 4
  %270 = fadd float %265, %269
  %271 = sext i32 %lane39 to i64
  %272 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %271
  store float %270, ptr %272, align 4
  %273 = add nsw i32 %lane39, 1
  br label %for.cond36, !llvm.loop !43

for.end38:                                        ; preds = %for.cond36
  br label %for.cond40

for.cond40:                                       ; preds = %for.body41, %for.end38
  %lane43 = phi i32 [ 0, %for.end38 ], [ %285, %for.body41 ]
  %274 = icmp slt i32 %lane43, 8
  br i1 %274, label %for.body41, label %for.end42

for.body41:                                       ; preds = %for.cond40
  %275 = sext i32 %lane43 to i64
  %276 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %275
  %277 = load float, ptr %276, align 4
  %278 = add i32 %lane43, 8
  %279 = sext i32 %278 to i64
  %280 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %279
  %281 = load float, ptr %280, align 4
  %282 = fadd float %277, %281
  %283 = sext i32 %lane43 to i64
  %284 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %283
  store float %282, ptr %284, align 4
  %285 = add nsw i32 %lane43, 1
  br label %for.cond40, !llvm.loop !44

for.end42:                                        ; preds = %for.cond40
  br label %for.cond44

for.cond44:                                       ; preds = %for.body45, %for.end42
  %lane47 = phi i32 [ 0, %for.end42 ], [ %297, %for.body45 ]
  %286 = icmp slt i32 %lane47, 4
  br i1 %286, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %287 = sext i32 %lane47 to i64
  %288 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %287
  %289 = load float, ptr %288, align 4
  %290 = add i32 %lane47, 4
  %291 = sext i32 %290 to i64
  %292 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %291
  %293 = load float, ptr %292, align 4
  %294 = fadd float %289, %293
  %295 = sext i32 %lane47 to i64
  %296 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %295
  store float %294, ptr %296, align 4
  %297 = add nsw i32 %lane47, 1
  br label %for.cond44, !llvm.loop !45

for.end46:                                        ; preds = %for.cond44
  br label %for.cond48

for.cond48:                                       ; preds = %for.body49, %for.end46
  %lane51 = phi i32 [ 0, %for.end46 ], [ %309, %for.body49 ]
  %298 = icmp slt i32 %lane51, 2
  br i1 %298, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %299 = sext i32 %lane51 to i64
  %300 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %299
  %301 = load float, ptr %300, align 4
  %302 = add i32 %lane51, 2
  %303 = sext i32 %302 to i64
  %304 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %303
  %305 = load float, ptr %304, align 4
  %306 = fadd float %301, %305
  %307 = sext i32 %lane51 to i64
  %308 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %307
  store float %306, ptr %308, align 4
  %309 = add nsw i32 %lane51, 1
  br label %for.cond48, !llvm.loop !46

for.end50:                                        ; preds = %for.cond48
  br label %for.cond52

for.cond52:                                       ; preds = %for.body53, %for.end50
  %lane55 = phi i32 [ 0, %for.end50 ], [ %321, %for.body53 ]
  %310 = icmp slt i32 %lane55, 1
  br i1 %310, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %311 = sext i32 %lane55 to i64
  %312 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %311
  %313 = load float, ptr %312, align 4
  %314 = add i32 %lane55, 1
  %315 = sext i32 %314 to i64
  %316 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %315
  %317 = load float, ptr %316, align 4
  %318 = fadd float %313, %317
  %319 = sext i32 %lane55 to i64
  %320 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %319
  store float %318, ptr %320, align 4
  %321 = add nsw i32 %lane55, 1
  br label %for.cond52, !llvm.loop !47

for.end54:                                        ; preds = %for.cond52
  %322 = sext i32 %i1 to i64
  %323 = getelementptr inbounds float, ptr %acc, i64 %322
  store float 0.000000e+00, ptr %323, align 4
  %324 = sext i32 %i1 to i64
  %325 = getelementptr inbounds float, ptr %acc, i64 %324
  %326 = load float, ptr %325, align 4
  %327 = getelementptr inbounds float, ptr %tl_lanes_5, i64 0
  %328 = load float, ptr %327, align 4
  %329 = fadd float %326, %328
  %330 = sext i32 %i1 to i64
  %331 = getelementptr inbounds float, ptr %acc, i64 %330
  store float %329, ptr %331, align 4
  %332 = add nsw i32 %i1, 1
  br label %for.cond27, !llvm.loop !48

if.then56:                                        ; preds = %for.end29
  %333 = sext i32 %M to i64
  %334 = icmp sge i64 %333, 8388608
  br i1 %334, label %if.then59, label %if.else60

if.else57:                                        ; preds = %for.end29
  %335 = mul i32 %bx, 8
  %336 = sext i32 %335 to i64
  %337 = sub i64 0, %336
  %338 = icmp slt i64 %337, 0
  %339 = mul i32 %bx, 8
  %340 = sext i32 %339 to i64
  %341 = sub i64 0, %340
  %342 = icmp sgt i64 %341, 8
  %343 = mul i32 %bx, 8
  %344 = sext i32 %343 to i64
  %345 = sub i64 0, %344
  %346 = select i1 %342, i64 8, i64 %345
  %347 = select i1 %338, i64 0, i64 %346
  %tl_lo2 = trunc i64 %347 to i32
  %348 = sext i32 %M to i64
  %349 = mul i32 %bx, 8
  %350 = sext i32 %349 to i64
  %351 = sub i64 %348, %350
  %352 = icmp slt i64 %351, 0
  %353 = sext i32 %M to i64
  %354 = mul i32 %bx, 8
  %355 = sext i32 %354 to i64
  %356 = sub i64 %353, %355
  %357 = icmp sgt i64 %356, 8
  %358 = sext i32 %M to i64
  %359 = mul i32 %bx, 8
  %360 = sext i32 %359 to i64
  %361 = sub i64 %358, %360
  %362 = select i1 %357, i64 8, i64 %361
  %363 = select i1 %352, i64 0, i64 %362
  %364 = sext i32 %tl_lo2 to i64
  %365 = icmp slt i64 %363, %364
  %366 = sext i32 %tl_lo2 to i64
  %367 = sext i32 %M to i64
  %368 = mul i32 %bx, 8
  %369 = sext i32 %368 to i64
  %370 = sub i64 %367, %369
  %371 = icmp slt i64 %370, 0
  %372 = sext i32 %M to i64
  %373 = mul i32 %bx, 8
  %374 = sext i32 %373 to i64
  %375 = sub i64 %372, %374
  %376 = icmp sgt i64 %375, 8
  %377 = sext i32 %M to i64
  %378 = mul i32 %bx, 8
  %379 = sext i32 %378 to i64
  %380 = sub i64 %377, %379
  %381 = select i1 %376, i64 8, i64 %380
  %382 = select i1 %371, i64 0, i64 %381
  %383 = select i1 %365, i64 %366, i64 %382
  %tl_hi3 = trunc i64 %383 to i32
  %384 = sub i32 %tl_hi3, %tl_lo2
  %385 = sext i32 %384 to i64
  %386 = sub i64 %385, 0
  %387 = call i64 @llvm.smax.i64(i64 %386, i64 0)
  %388 = mul nuw i64 %387, 4
  %389 = mul i32 %bx, 8
  %390 = add i32 %tl_lo2, 0
  %391 = add i32 %389, %390
  %392 = sext i32 %391 to i64
  %393 = getelementptr inbounds float, ptr %S, i64 %392
  %394 = add i32 %tl_lo2, 0
  %395 = sext i32 %394 to i64
  %396 = getelementptr inbounds float, ptr %acc, i64 %395
  call void @tilec_rt_copy(ptr %393, ptr %396, i64 %388)
  br label %if.end58

if.end58:                                         ; preds = %if.else57, %if.end61
  ret void

if.then59:                                        ; preds = %if.then56
  %397 = mul i32 %bx, 8
  %398 = add i32 %397, 0
  %399 = sext i32 %398 to i64
  %400 = getelementptr inbounds float, ptr %S, i64 %399
  %401 = getelementptr inbounds float, ptr %acc, i64 0
  call void @tilec_rt_stream(ptr %400, ptr %401, i64 32)
  br label %if.end61

if.else60:                                        ; preds = %if.then56
  %402 = call i64 @llvm.smax.i64(i64 8, i64 0)
  %403 = mul nuw i64 %402, 4
  %404 = mul i32 %bx, 8
  %405 = add i32 %404, 0
  %406 = sext i32 %405 to i64
  %407 = getelementptr inbounds float, ptr %S, i64 %406
  %408 = getelementptr inbounds float, ptr %acc, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %407, ptr align 4 %408, i64 %403, i1 false)
  br label %if.end61

if.end61:                                         ; preds = %if.else60, %if.then59
  br label %if.end58
}

; Function Attrs: nounwind
define internal void @row_sum_lanes_task(ptr %ctx, i64 %block) #5 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_row_sum_lanes, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_row_sum_lanes, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_row_sum_lanes, ptr %ctx, i32 0, i32 2
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr inbounds %tilec_args_row_sum_lanes, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_row_sum_lanes, ptr %ctx, i32 0, i32 4
  %9 = getelementptr inbounds [3 x i64], ptr %8, i64 0, i64 0
  %10 = load i64, ptr %9, align 8
  %11 = getelementptr inbounds [3 x i64], ptr %8, i64 0, i64 1
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds [3 x i64], ptr %8, i64 0, i64 2
  %14 = load i64, ptr %13, align 8
  %15 = srem i64 %block, %10
  %16 = sdiv i64 %block, %10
  %17 = srem i64 %16, %12
  %18 = mul i64 %10, %12
  %19 = sdiv i64 %block, %18
  %20 = trunc i64 %15 to i32
  call void @row_sum_lanes_block(ptr %1, ptr %3, i32 %5, i32 %7, i32 %20)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_row_sum_lanes(ptr %args, ptr %dims, ptr %self) #5 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_row_sum_lanes, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_row_sum_lanes, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_row_sum_lanes, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds i64, ptr %dims, i64 0
  %9 = load i64, ptr %8, align 8
  %M = trunc i64 %9 to i32
  %10 = getelementptr inbounds %tilec_args_row_sum_lanes, ptr %a, i32 0, i32 2
  store i32 %M, ptr %10, align 4
  %11 = getelementptr inbounds i64, ptr %dims, i64 1
  %12 = load i64, ptr %11, align 8
  %N = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_row_sum_lanes, ptr %a, i32 0, i32 3
  store i32 %N, ptr %13, align 4
  %14 = getelementptr inbounds %tilec_args_row_sum_lanes, ptr %a, i32 0, i32 4
  %15 = sext i32 %M to i64
  %16 = sdiv i64 %15, 8
  %17 = sub i64 0, %15
  %18 = select i1 false, i64 %17, i64 %16
  %19 = srem i64 %15, 8
  %20 = icmp ne i64 %19, 0
  %21 = icmp slt i64 %15, 0
  %22 = icmp eq i1 %21, false
  %23 = and i1 %20, %22
  %24 = zext i1 %23 to i64
  %25 = add i64 %18, %24
  %26 = trunc i64 %25 to i32
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 0
  store i64 %27, ptr %28, align 8
  %29 = icmp sgt i64 %27, 0
  %30 = mul i64 1, %27
  %31 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 1
  store i64 1, ptr %31, align 8
  %32 = and i1 %29, true
  %33 = mul i64 %30, 1
  %34 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 2
  store i64 1, ptr %34, align 8
  %35 = and i1 %32, true
  %36 = mul i64 %33, 1
  br i1 %35, label %run, label %empty

run:                                              ; preds = %body
  %37 = call i32 @tilec_rt_run_blocks(i64 %36, i32 %nworkers, ptr @row_sum_lanes_task, ptr %a)
  ret i32 %37

empty:                                            ; preds = %body
  ret i32 0
}

; Function Attrs: noinline nounwind
define internal void @row_max_lanes_block(ptr noalias %X, ptr noalias %Mx, i32 %M, i32 %N, i32 %bx) #0 {
entry:
  %tl_lanes_5 = alloca [32 x float], align 64
  %X_f = alloca [1024 x float], align 64
  %part = alloca [1024 x float], align 64
  %acc = alloca [8 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %acc, i8 0, i64 32, i1 false)
  br label %for.cond

for.cond:                                         ; preds = %for.end3, %body
  %i2 = phi i32 [ 0, %body ], [ %32, %for.end3 ]
  %0 = icmp slt i32 %i2, 8
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  %1 = sext i32 %N to i64
  %2 = sdiv i64 %1, 128
  %3 = sub i64 0, %1
  %4 = select i1 false, i64 %3, i64 %2
  %5 = srem i64 %1, 128
  %6 = icmp ne i64 %5, 0
  %7 = icmp slt i64 %1, 0
  %8 = icmp eq i1 %7, false
  %9 = and i1 %6, %8
  %10 = zext i1 %9 to i64
  %11 = add i64 %4, %10
  %12 = trunc i64 %11 to i32
  %13 = sext i32 %N to i64
  %14 = sdiv i64 %13, 128
  %15 = sub i64 0, %13
  %16 = select i1 false, i64 %15, i64 %14
  %17 = srem i64 %13, 128
  %18 = icmp ne i64 %17, 0
  %19 = icmp slt i64 %13, 0
  %20 = icmp eq i1 %19, false
  %21 = and i1 %18, %20
  %22 = zext i1 %21 to i64
  %23 = add i64 %16, %22
  %24 = trunc i64 %23 to i32
  br label %for.cond4

for.cond1:                                        ; preds = %for.body2, %for.body
  %j1 = phi i32 [ 0, %for.body ], [ %31, %for.body2 ]
  %25 = icmp slt i32 %j1, 128
  br i1 %25, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %26 = sext i32 %i2 to i64
  %27 = mul nsw i64 %26, 128
  %28 = sext i32 %j1 to i64
  %29 = add nsw i64 %27, %28
  %30 = getelementptr inbounds float, ptr %part, i64 %29
  store float 0xFFF0000000000000, ptr %30, align 4
  %31 = add nsw i32 %j1, 1
  br label %for.cond1, !llvm.loop !49

for.end3:                                         ; preds = %for.cond1
  %32 = add nsw i32 %i2, 1
  br label %for.cond, !llvm.loop !50

for.cond4:                                        ; preds = %for.end26, %for.end
  %c = phi i32 [ 0, %for.end ], [ %201, %for.end26 ]
  %33 = icmp slt i32 %c, %12
  br i1 %33, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %34 = mul i32 %bx, 8
  %35 = icmp sle i32 0, %34
  %36 = mul i32 %bx, 8
  %37 = sext i32 %36 to i64
  %38 = add i64 %37, 8
  %39 = sext i32 %M to i64
  %40 = icmp sle i64 %38, %39
  %41 = and i1 %35, %40
  %42 = mul i32 %c, 128
  %43 = icmp sle i32 0, %42
  %44 = mul i32 %c, 128
  %45 = sext i32 %44 to i64
  %46 = add i64 %45, 128
  %47 = sext i32 %N to i64
  %48 = icmp sle i64 %46, %47
  %49 = and i1 %43, %48
  %50 = and i1 %41, %49
  br i1 %50, label %if.then, label %if.else

for.end6:                                         ; preds = %for.cond4
  br label %for.cond30

if.then:                                          ; preds = %for.body5
  br label %for.cond7

if.else:                                          ; preds = %for.body5
  br label %for.cond17

if.end:                                           ; preds = %for.end19, %for.end9
  br label %for.cond24

for.cond7:                                        ; preds = %if.end13, %if.then
  %i210 = phi i32 [ 0, %if.then ], [ %70, %if.end13 ]
  %51 = icmp slt i32 %i210, 8
  br i1 %51, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  %52 = add i32 %c, 1
  %53 = icmp slt i32 %52, %24
  br i1 %53, label %if.then11, label %if.else12

for.end9:                                         ; preds = %for.cond7
  br label %if.end

if.then11:                                        ; preds = %for.body8
  br label %for.cond14

if.else12:                                        ; preds = %for.body8
  br label %if.end13

if.end13:                                         ; preds = %if.else12, %for.end16
  %54 = call i64 @llvm.smax.i64(i64 128, i64 0)
  %55 = mul nuw i64 %54, 4
  %56 = sext i32 %i210 to i64
  %57 = mul nsw i64 %56, 128
  %58 = add nsw i64 %57, 0
  %59 = getelementptr inbounds float, ptr %X_f, i64 %58
  %60 = mul i32 %bx, 8
  %61 = add i32 %60, %i210
  %62 = sext i32 %61 to i64
  %63 = sext i32 %N to i64
  %64 = mul nsw i64 %62, %63
  %65 = mul i32 %c, 128
  %66 = add i32 %65, 0
  %67 = sext i32 %66 to i64
  %68 = add nsw i64 %64, %67
  %69 = getelementptr inbounds float, ptr %X, i64 %68
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %59, ptr align 4 %69, i64 %55, i1 false)
  %70 = add nsw i32 %i210, 1
  br label %for.cond7, !llvm.loop !51

for.cond14:                                       ; preds = %for.body15, %if.then11
  %pf = phi i32 [ 0, %if.then11 ], [ %84, %for.body15 ]
  %71 = icmp slt i32 %pf, 8
  br i1 %71, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  %72 = mul i32 %bx, 8
  %73 = add i32 %72, %i210
  %74 = sext i32 %73 to i64
  %75 = sext i32 %N to i64
  %76 = mul i64 %74, %75
  %77 = add i32 %c, 1
  %78 = mul i32 %77, 128
  %79 = mul i32 %pf, 16
  %80 = add i32 %78, %79
  %81 = sext i32 %80 to i64
  %82 = add i64 %76, %81
  %83 = getelementptr float, ptr %X, i64 %82
  call void @llvm.prefetch.p0(ptr %83, i32 0, i32 3, i32 1)
  %84 = add nsw i32 %pf, 1
  br label %for.cond14, !llvm.loop !52

for.end16:                                        ; preds = %for.cond14
  br label %if.end13

for.cond17:                                       ; preds = %if.end23, %if.else
  %i220 = phi i32 [ 0, %if.else ], [ %199, %if.end23 ]
  %85 = icmp slt i32 %i220, 8
  br i1 %85, label %for.body18, label %for.end19

for.body18:                                       ; preds = %for.cond17
  %86 = mul i32 %c, 128
  %87 = sext i32 %86 to i64
  %88 = sub i64 0, %87
  %89 = icmp slt i64 %88, 0
  %90 = mul i32 %c, 128
  %91 = sext i32 %90 to i64
  %92 = sub i64 0, %91
  %93 = icmp sgt i64 %92, 128
  %94 = mul i32 %c, 128
  %95 = sext i32 %94 to i64
  %96 = sub i64 0, %95
  %97 = select i1 %93, i64 128, i64 %96
  %98 = select i1 %89, i64 0, i64 %97
  %tl_lo0 = trunc i64 %98 to i32
  %99 = sext i32 %N to i64
  %100 = mul i32 %c, 128
  %101 = sext i32 %100 to i64
  %102 = sub i64 %99, %101
  %103 = icmp slt i64 %102, 0
  %104 = sext i32 %N to i64
  %105 = mul i32 %c, 128
  %106 = sext i32 %105 to i64
  %107 = sub i64 %104, %106
  %108 = icmp sgt i64 %107, 128
  %109 = sext i32 %N to i64
  %110 = mul i32 %c, 128
  %111 = sext i32 %110 to i64
  %112 = sub i64 %109, %111
  %113 = select i1 %108, i64 128, i64 %112
  %114 = select i1 %103, i64 0, i64 %113
  %115 = sext i32 %tl_lo0 to i64
  %116 = icmp slt i64 %114, %115
  %117 = sext i32 %tl_lo0 to i64
  %118 = sext i32 %N to i64
  %119 = mul i32 %c, 128
  %120 = sext i32 %119 to i64
  %121 = sub i64 %118, %120
  %122 = icmp slt i64 %121, 0
  %123 = sext i32 %N to i64
  %124 = mul i32 %c, 128
  %125 = sext i32 %124 to i64
  %126 = sub i64 %123, %125
  %127 = icmp sgt i64 %126, 128
  %128 = sext i32 %N to i64
  %129 = mul i32 %c, 128
  %130 = sext i32 %129 to i64
  %131 = sub i64 %128, %130
  %132 = select i1 %127, i64 128, i64 %131
  %133 = select i1 %122, i64 0, i64 %132
  %134 = select i1 %116, i64 %117, i64 %133
  %tl_hi1 = trunc i64 %134 to i32
  %135 = sext i32 %tl_lo0 to i64
  %136 = sub i64 %135, 0
  %137 = call i64 @llvm.smax.i64(i64 %136, i64 0)
  %138 = mul nuw i64 %137, 4
  %139 = sext i32 %i220 to i64
  %140 = mul nsw i64 %139, 128
  %141 = add nsw i64 %140, 0
  %142 = getelementptr inbounds float, ptr %X_f, i64 %141
  call void @llvm.memset.p0.i64(ptr align 4 %142, i8 0, i64 %138, i1 false)
  %143 = mul i32 %bx, 8
  %144 = sext i32 %143 to i64
  %145 = sext i32 %i220 to i64
  %146 = add i64 %144, %145
  %147 = icmp sle i64 0, %146
  %148 = mul i32 %bx, 8
  %149 = sext i32 %148 to i64
  %150 = sext i32 %i220 to i64
  %151 = add i64 %149, %150
  %152 = sext i32 %M to i64
  %153 = icmp slt i64 %151, %152
  %154 = and i1 %147, %153
  br i1 %154, label %if.then21, label %if.else22

for.end19:                                        ; preds = %for.cond17
  br label %if.end

if.then21:                                        ; preds = %for.body18
  %155 = sub i32 %tl_hi1, %tl_lo0
  %156 = sext i32 %155 to i64
  %157 = sub i64 %156, 0
  %158 = call i64 @llvm.smax.i64(i64 %157, i64 0)
  %159 = mul nuw i64 %158, 4
  %160 = sext i32 %i220 to i64
  %161 = mul nsw i64 %160, 128
  %162 = add i32 %tl_lo0, 0
  %163 = sext i32 %162 to i64
  %164 = add nsw i64 %161, %163
  %165 = getelementptr inbounds float, ptr %X_f, i64 %164
  %166 = mul i32 %bx, 8
  %167 = add i32 %166, %i220
  %168 = sext i32 %167 to i64
  %169 = sext i32 %N to i64
  %170 = mul nsw i64 %168, %169
  %171 = mul i32 %c, 128
  %172 = add i32 %tl_lo0, 0
  %173 = add i32 %171, %172
  %174 = sext i32 %173 to i64
  %175 = add nsw i64 %170, %174
  %176 = getelementptr inbounds float, ptr %X, i64 %175
  call void @tilec_rt_copy(ptr %165, ptr %176, i64 %159)
  br label %if.end23

if.else22:                                        ; preds = %for.body18
  %177 = sub i32 %tl_hi1, %tl_lo0
  %178 = sext i32 %177 to i64
  %179 = sub i64 %178, 0
  %180 = call i64 @llvm.smax.i64(i64 %179, i64 0)
  %181 = mul nuw i64 %180, 4
  %182 = sext i32 %i220 to i64
  %183 = mul nsw i64 %182, 128
  %184 = add i32 %tl_lo0, 0
  %185 = sext i32 %184 to i64
  %186 = add nsw i64 %183, %185
  %187 = getelementptr inbounds float, ptr %X_f, i64 %186
  call void @llvm.memset.p0.i64(ptr align 4 %187, i8 0, i64 %181, i1 false)
  br label %if.end23

if.end23:                                         ; preds = %if.else22, %if.then21
  %188 = sub i32 128, %tl_hi1
  %189 = sext i32 %188 to i64
  %190 = sub i64 %189, 0
  %191 = call i64 @llvm.smax.i64(i64 %190, i64 0)
  %192 = mul nuw i64 %191, 4
  %193 = sext i32 %i220 to i64
  %194 = mul nsw i64 %193, 128
  %195 = add i32 %tl_hi1, 0
  %196 = sext i32 %195 to i64
  %197 = add nsw i64 %194, %196
  %198 = getelementptr inbounds float, ptr %X_f, i64 %197
  call void @llvm.memset.p0.i64(ptr align 4 %198, i8 0, i64 %192, i1 false)
  %199 = add nsw i32 %i220, 1
  br label %for.cond17, !llvm.loop !53

for.cond24:                                       ; preds = %for.end29, %if.end
  %i = phi i32 [ 0, %if.end ], [ %227, %for.end29 ]
  %200 = icmp slt i32 %i, 8
  br i1 %200, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  br label %for.cond27

for.end26:                                        ; preds = %for.cond24
  %201 = add nsw i32 %c, 1
  br label %for.cond4, !llvm.loop !54

for.cond27:                                       ; preds = %for.body28, %for.body25
  %j = phi i32 [ 0, %for.body25 ], [ %226, %for.body28 ]
  %202 = icmp slt i32 %j, 128
  br i1 %202, label %for.body28, label %for.end29

for.body28:                                       ; preds = %for.cond27
  %203 = sext i32 %i to i64
  %204 = mul nsw i64 %203, 128
  %205 = sext i32 %j to i64
  %206 = add nsw i64 %204, %205
  %207 = getelementptr inbounds float, ptr %part, i64 %206
  %208 = load float, ptr %207, align 4
  %209 = mul i32 %c, 128
  %210 = add i32 %209, %j
  %211 = icmp slt i32 %210, %N
  %212 = sext i32 %i to i64
  %213 = mul nsw i64 %212, 128
  %214 = sext i32 %j to i64
  %215 = add nsw i64 %213, %214
  %216 = call i64 @llvm.umin.i64(i64 %215, i64 1023)
  %217 = getelementptr inbounds float, ptr %X_f, i64 %216
  %218 = load float, ptr %217, align 4
  %219 = select i1 %211, float %218, float 0xFFF0000000000000
  %220 = call float @llvm.maxnum.f32(float %208, float %219)
  %221 = sext i32 %i to i64
  %222 = mul nsw i64 %221, 128
  %223 = sext i32 %j to i64
  %224 = add nsw i64 %222, %223
  %225 = getelementptr inbounds float, ptr %part, i64 %224
  store float %220, ptr %225, align 4
  %226 = add nsw i32 %j, 1
  br label %for.cond27, !llvm.loop !55

for.end29:                                        ; preds = %for.cond27
  %227 = add nsw i32 %i, 1
  br label %for.cond24, !llvm.loop !56

for.cond30:                                       ; preds = %for.end69, %for.end6
  %i1 = phi i32 [ 0, %for.end6 ], [ %345, %for.end69 ]
  %228 = icmp slt i32 %i1, 8
  br i1 %228, label %for.body31, label %for.end32

for.body31:                                       ; preds = %for.cond30
  br label %for.cond33

for.end32:                                        ; preds = %for.cond30
  %229 = mul i32 %bx, 8
  %230 = icmp sle i32 0, %229
  %231 = mul i32 %bx, 8
  %232 = sext i32 %231 to i64
  %233 = add i64 %232, 8
  %234 = sext i32 %M to i64
  %235 = icmp sle i64 %233, %234
  %236 = and i1 %230, %235
  br i1 %236, label %if.then73, label %if.else74

for.cond33:                                       ; preds = %for.body34, %for.body31
  %lane = phi i32 [ 0, %for.body31 ], [ %261, %for.body34 ]
  %237 = icmp slt i32 %lane, 32
  br i1 %237, label %for.body34, label %for.end35

for.body34:                                       ; preds = %for.cond33
  %238 = sext i32 %i1 to i64
  %239 = mul nsw i64 %238, 128
  %240 = sext i32 %lane to i64
  %241 = add nsw i64 %239, %240
  %242 = getelementptr inbounds float, ptr %part, i64 %241
  %243 = load float, ptr %242, align 4
  %244 = sext i32 %i1 to i64
  %245 = mul nsw i64 %244, 128
  %246 = sext i32 %lane to i64
  %247 = add nsw i64 %245, %246
  %248 = getelementptr inbounds float, ptr %part, i64 %247
  %249 = load float, ptr %248, align 4
  %250 = fcmp une float %243, %249
  %251 = sext i32 %i1 to i64
  %252 = mul nsw i64 %251, 128
  %253 = sext i32 %lane to i64
  %254 = add nsw i64 %252, %253
  %255 = call i64 @llvm.umin.i64(i64 %254, i64 1023)
  %256 = getelementptr inbounds float, ptr %part, i64 %255
  %257 = load float, ptr %256, align 4
  %258 = select i1 %250, float 0xFFF0000000000000, float %257
  %259 = sext i32 %lane to i64
  %260 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %259
  store float %258, ptr %260, align 4
  %261 = add nsw i32 %lane, 1
  br label %for.cond33, !llvm.loop !57

for.end35:                                        ; preds = %for.cond33
  br label %for.cond36

for.cond36:                                       ; preds = %for.end41, %for.end35
  %red = phi i32 [ 0, %for.end35 ], [ %279, %for.end41 ]
  %262 = icmp slt i32 %red, 3
  br i1 %262, label %for.body37, label %for.end38

for.body37:                                       ; preds = %for.cond36
  br label %for.cond39

for.end38:                                        ; preds = %for.cond36
  br label %for.cond43

for.cond39:                                       ; preds = %for.body40, %for.body37
  %lane42 = phi i32 [ 0, %for.body37 ], [ %278, %for.body40 ]
  %263 = icmp slt i32 %lane42, 32
  br i1 %263, label %for.body40, label %for.end41

for.body40:                                       ; preds = %for.cond39
  %264 = sext i32 %lane42 to i64
  %265 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %264
  %lane_acc = load float, ptr %265, align 4
  %266 = sext i32 %i1 to i64
  %267 = mul nsw i64 %266, 128
  %268 = add i32 %red, 1
  %269 = mul i32 %268, 32
  %270 = add i32 %269, %lane42
  %271 = sext i32 %270 to i64
  %272 = add nsw i64 %267, %271
  %273 = getelementptr inbounds float, ptr %part, i64 %272
  %lane_next = load float, ptr %273, align 4
  %274 = fcmp ogt float %lane_next, %lane_acc
  %275 = select i1 %274, float %lane_next, float %lane_acc
  %276 = sext i32 %lane42 to i64
  %277 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %276
  store float %275, ptr %277, align 4
  %278 = add nsw i32 %lane42, 1
  br label %for.cond39, !llvm.loop !58

for.end41:                                        ; preds = %for.cond39
  %279 = add nsw i32 %red, 1
  br label %for.cond36, !llvm.loop !59

for.cond43:                                       ; preds = %for.body44, %for.end38
  %lane46 = phi i32 [ 0, %for.end38 ], [ %290, %for.body44 ]
  %280 = icmp slt i32 %lane46, 16
  br i1 %280, label %for.body44, label %for.end45

for.body44:                                       ; preds = %for.cond43
  %281 = sext i32 %lane46 to i64
  %282 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %281
  %lane_acc47 = load float, ptr %282, align 4
  %283 = add i32 %lane46, 16
  %284 = sext i32 %283 to i64
  %285 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %284
  %lane_next48 = load float, ptr %285, align 4
  %286 = fcmp ogt float %lane_next48, %lane_acc47
  %287 = select i1 %286, float %lane_next48, float %lane_acc47
  %288 = sext i32 %lane46 to i64
  %289 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %288
  store float %287, ptr %289, align 4
  %290 = add nsw i32 %lane46, 1
  br label %for.cond43, !llvm.loop !60

for.end45:                                        ; preds = %for.cond43
  br label %for.cond49

for.cond49:                                       ; preds = %for.body50, %for.end45
  %lane52 = phi i32 [ 0, %for.end45 ], [ %301, %for.body50 ]
  %291 = icmp slt i32 %lane52, 8
  br i1 %291, label %for.body50, label %for.end51

for.body50:                                       ; preds = %for.cond49
  %292 = sext i32 %lane52 to i64
  %293 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %292
  %lane_acc53 = load float, ptr %293, align 4
  %294 = add i32 %lane52, 8
  %295 = sext i32 %294 to i64
  %296 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %295
  %lane_next54 = load float, ptr %296, align 4
  %297 = fcmp ogt float %lane_next54, %lane_acc53
  %298 = select i1 %297, float %lane_next54, float %lane_acc53
  %299 = sext i32 %lane52 to i64
  %300 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %299
  store float %298, ptr %300, align 4
  %301 = add nsw i32 %lane52, 1
  br label %for.cond49, !llvm.loop !61

for.end51:                                        ; preds = %for.cond49
  br label %for.cond55

for.cond55:                                       ; preds = %for.body56, %for.end51
  %lane58 = phi i32 [ 0, %for.end51 ], [ %312, %for.body56 ]
  %302 = icmp slt i32 %lane58, 4
  br i1 %302, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  %303 = sext i32 %lane58 to i64
  %304 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %303
  %lane_acc59 = load float, ptr %304, align 4
  %305 = add i32 %lane58, 4
  %306 = sext i32 %305 to i64
  %307 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %306
  %lane_next60 = load float, ptr %307, align 4
  %308 = fcmp ogt float %lane_next60, %lane_acc59
  %309 = select i1 %308, float %lane_next60, float %lane_acc59
  %310 = sext i32 %lane58 to i64
  %311 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %310
  store float %309, ptr %311, align 4
  %312 = add nsw i32 %lane58, 1
  br label %for.cond55, !llvm.loop !62

for.end57:                                        ; preds = %for.cond55
  br label %for.cond61

for.cond61:                                       ; preds = %for.body62, %for.end57
  %lane64 = phi i32 [ 0, %for.end57 ], [ %323, %for.body62 ]
  %313 = icmp slt i32 %lane64, 2
  br i1 %313, label %for.body62, label %for.end63

for.body62:                                       ; preds = %for.cond61
  %314 = sext i32 %lane64 to i64
  %315 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %314
  %lane_acc65 = load float, ptr %315, align 4
  %316 = add i32 %lane64, 2
  %317 = sext i32 %316 to i64
  %318 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %317
  %lane_next66 = load float, ptr %318, align 4
  %319 = fcmp ogt float %lane_next66, %lane_acc65
  %320 = select i1 %319, float %lane_next66, float %lane_acc65
  %321 = sext i32 %lane64 to i64
  %322 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %321
  store float %320, ptr %322, align 4
  %323 = add nsw i32 %lane64, 1
  br label %for.cond61, !llvm.loop !63

for.end63:                                        ; preds = %for.cond61
  br label %for.cond67

for.cond67:                                       ; preds = %for.body68, %for.end63
  %lane70 = phi i32 [ 0, %for.end63 ], [ %334, %for.body68 ]
  %324 = icmp slt i32 %lane70, 1
  br i1 %324, label %for.body68, label %for.end69

for.body68:                                       ; preds = %for.cond67
  %325 = sext i32 %lane70 to i64
  %326 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %325
  %lane_acc71 = load float, ptr %326, align 4
  %327 = add i32 %lane70, 1
  %328 = sext i32 %327 to i64
  %329 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %328
  %lane_next72 = load float, ptr %329, align 4
  %330 = fcmp ogt float %lane_next72, %lane_acc71
  %331 = select i1 %330, float %lane_next72, float %lane_acc71
  %332 = sext i32 %lane70 to i64
  %333 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %332
  store float %331, ptr %333, align 4
  %334 = add nsw i32 %lane70, 1
  br label %for.cond67, !llvm.loop !64

for.end69:                                        ; preds = %for.cond67
  %335 = sext i32 %i1 to i64
  %336 = getelementptr inbounds float, ptr %acc, i64 %335
  store float 0xFFF0000000000000, ptr %336, align 4
  %337 = sext i32 %i1 to i64
  %338 = getelementptr inbounds float, ptr %acc, i64 %337
  %339 = load float, ptr %338, align 4
  %340 = getelementptr inbounds float, ptr %tl_lanes_5, i64 0
  %341 = load float, ptr %340, align 4
  %342 = call float @llvm.maxnum.f32(float %339, float %341)
  %343 = sext i32 %i1 to i64
  %344 = getelementptr inbounds float, ptr %acc, i64 %343
  store float %342, ptr %344, align 4
  %345 = add nsw i32 %i1, 1
  br label %for.cond30, !llvm.loop !65

if.then73:                                        ; preds = %for.end32
  %346 = sext i32 %M to i64
  %347 = icmp sge i64 %346, 8388608
  br i1 %347, label %if.then76, label %if.else77

if.else74:                                        ; preds = %for.end32
  %348 = mul i32 %bx, 8
  %349 = sext i32 %348 to i64
  %350 = sub i64 0, %349
  %351 = icmp slt i64 %350, 0
  %352 = mul i32 %bx, 8
  %353 = sext i32 %352 to i64
  %354 = sub i64 0, %353
  %355 = icmp sgt i64 %354, 8
  %356 = mul i32 %bx, 8
  %357 = sext i32 %356 to i64
  %358 = sub i64 0, %357
  %359 = select i1 %355, i64 8, i64 %358
  %360 = select i1 %351, i64 0, i64 %359
  %tl_lo2 = trunc i64 %360 to i32
  %361 = sext i32 %M to i64
  %362 = mul i32 %bx, 8
  %363 = sext i32 %362 to i64
  %364 = sub i64 %361, %363
  %365 = icmp slt i64 %364, 0
  %366 = sext i32 %M to i64
  %367 = mul i32 %bx, 8
  %368 = sext i32 %367 to i64
  %369 = sub i64 %366, %368
  %370 = icmp sgt i64 %369, 8
  %371 = sext i32 %M to i64
  %372 = mul i32 %bx, 8
  %373 = sext i32 %372 to i64
  %374 = sub i64 %371, %373
  %375 = select i1 %370, i64 8, i64 %374
  %376 = select i1 %365, i64 0, i64 %375
  %377 = sext i32 %tl_lo2 to i64
  %378 = icmp slt i64 %376, %377
  %379 = sext i32 %tl_lo2 to i64
  %380 = sext i32 %M to i64
  %381 = mul i32 %bx, 8
  %382 = sext i32 %381 to i64
  %383 = sub i64 %380, %382
  %384 = icmp slt i64 %383, 0
  %385 = sext i32 %M to i64
  %386 = mul i32 %bx, 8
  %387 = sext i32 %386 to i64
  %388 = sub i64 %385, %387
  %389 = icmp sgt i64 %388, 8
  %390 = sext i32 %M to i64
  %391 = mul i32 %bx, 8
  %392 = sext i32 %391 to i64
  %393 = sub i64 %390, %392
  %394 = select i1 %389, i64 8, i64 %393
  %395 = select i1 %384, i64 0, i64 %394
  %396 = select i1 %378, i64 %379, i64 %395
  %tl_hi3 = trunc i64 %396 to i32
  %397 = sub i32 %tl_hi3, %tl_lo2
  %398 = sext i32 %397 to i64
  %399 = sub i64 %398, 0
  %400 = call i64 @llvm.smax.i64(i64 %399, i64 0)
  %401 = mul nuw i64 %400, 4
  %402 = mul i32 %bx, 8
  %403 = add i32 %tl_lo2, 0
  %404 = add i32 %402, %403
  %405 = sext i32 %404 to i64
  %406 = getelementptr inbounds float, ptr %Mx, i64 %405
  %407 = add i32 %tl_lo2, 0
  %408 = sext i32 %407 to i64
  %409 = getelementptr inbounds float, ptr %acc, i64 %408
  call void @tilec_rt_copy(ptr %406, ptr %409, i64 %401)
  br label %if.end75

if.end75:                                         ; preds = %if.else74, %if.end78
  ret void

if.then76:                                        ; preds = %if.then73
  %410 = mul i32 %bx, 8
  %411 = add i32 %410, 0
  %412 = sext i32 %411 to i64
  %413 = getelementptr inbounds float, ptr %Mx, i64 %412
  %414 = getelementptr inbounds float, ptr %acc, i64 0
  call void @tilec_rt_stream(ptr %413, ptr %414, i64 32)
  br label %if.end78

if.else77:                                        ; preds = %if.then73
  %415 = call i64 @llvm.smax.i64(i64 8, i64 0)
  %416 = mul nuw i64 %415, 4
  %417 = mul i32 %bx, 8
  %418 = add i32 %417, 0
  %419 = sext i32 %418 to i64
  %420 = getelementptr inbounds float, ptr %Mx, i64 %419
  %421 = getelementptr inbounds float, ptr %acc, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %420, ptr align 4 %421, i64 %416, i1 false)
  br label %if.end78

if.end78:                                         ; preds = %if.else77, %if.then76
  br label %if.end75
}

; Function Attrs: nounwind
define internal void @row_max_lanes_task(ptr %ctx, i64 %block) #5 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_row_max_lanes, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_row_max_lanes, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_row_max_lanes, ptr %ctx, i32 0, i32 2
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr inbounds %tilec_args_row_max_lanes, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_row_max_lanes, ptr %ctx, i32 0, i32 4
  %9 = getelementptr inbounds [3 x i64], ptr %8, i64 0, i64 0
  %10 = load i64, ptr %9, align 8
  %11 = getelementptr inbounds [3 x i64], ptr %8, i64 0, i64 1
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds [3 x i64], ptr %8, i64 0, i64 2
  %14 = load i64, ptr %13, align 8
  %15 = srem i64 %block, %10
  %16 = sdiv i64 %block, %10
  %17 = srem i64 %16, %12
  %18 = mul i64 %10, %12
  %19 = sdiv i64 %block, %18
  %20 = trunc i64 %15 to i32
  call void @row_max_lanes_block(ptr %1, ptr %3, i32 %5, i32 %7, i32 %20)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_row_max_lanes(ptr %args, ptr %dims, ptr %self) #5 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_row_max_lanes, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_row_max_lanes, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_row_max_lanes, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds i64, ptr %dims, i64 0
  %9 = load i64, ptr %8, align 8
  %M = trunc i64 %9 to i32
  %10 = getelementptr inbounds %tilec_args_row_max_lanes, ptr %a, i32 0, i32 2
  store i32 %M, ptr %10, align 4
  %11 = getelementptr inbounds i64, ptr %dims, i64 1
  %12 = load i64, ptr %11, align 8
  %N = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_row_max_lanes, ptr %a, i32 0, i32 3
  store i32 %N, ptr %13, align 4
  %14 = getelementptr inbounds %tilec_args_row_max_lanes, ptr %a, i32 0, i32 4
  %15 = sext i32 %M to i64
  %16 = sdiv i64 %15, 8
  %17 = sub i64 0, %15
  %18 = select i1 false, i64 %17, i64 %16
  %19 = srem i64 %15, 8
  %20 = icmp ne i64 %19, 0
  %21 = icmp slt i64 %15, 0
  %22 = icmp eq i1 %21, false
  %23 = and i1 %20, %22
  %24 = zext i1 %23 to i64
  %25 = add i64 %18, %24
  %26 = trunc i64 %25 to i32
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 0
  store i64 %27, ptr %28, align 8
  %29 = icmp sgt i64 %27, 0
  %30 = mul i64 1, %27
  %31 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 1
  store i64 1, ptr %31, align 8
  %32 = and i1 %29, true
  %33 = mul i64 %30, 1
  %34 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 2
  store i64 1, ptr %34, align 8
  %35 = and i1 %32, true
  %36 = mul i64 %33, 1
  br i1 %35, label %run, label %empty

run:                                              ; preds = %body
  %37 = call i32 @tilec_rt_run_blocks(i64 %36, i32 %nworkers, ptr @row_max_lanes_task, ptr %a)
  ret i32 %37

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
!3 = distinct !{!3, !1}
!4 = distinct !{!4, !1, !2}
!5 = distinct !{!5, !1, !6}
!6 = !{!"llvm.loop.vectorize.enable", i1 false}
!7 = distinct !{!7, !1, !8}
!8 = !{!"llvm.loop.vectorize.enable", i1 true}
!9 = distinct !{!9, !1}
!10 = distinct !{!10, !1, !8}
!11 = distinct !{!11, !1}
!12 = distinct !{!12, !1}
!13 = distinct !{!13, !1}
!14 = distinct !{!14, !1}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !1}
!17 = distinct !{!17, !1}
!18 = distinct !{!18, !1, !8}
!19 = distinct !{!19, !1, !2}
!20 = distinct !{!20, !1}
!21 = distinct !{!21, !1, !2}
!22 = distinct !{!22, !1}
!23 = distinct !{!23, !1, !8}
!24 = distinct !{!24, !1, !8}
!25 = distinct !{!25, !1, !8}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1}
!29 = distinct !{!29, !1}
!30 = distinct !{!30, !1}
!31 = distinct !{!31, !1}
!32 = distinct !{!32, !1}
!33 = distinct !{!33, !1}
!34 = distinct !{!34, !1, !2}
!35 = distinct !{!35, !1, !2}
!36 = distinct !{!36, !1}
!37 = distinct !{!37, !1, !2}
!38 = distinct !{!38, !1}
!39 = distinct !{!39, !1, !8}
!40 = distinct !{!40, !1}
!41 = distinct !{!41, !1, !8}
!42 = distinct !{!42, !1}
!43 = distinct !{!43, !1}
!44 = distinct !{!44, !1}
!45 = distinct !{!45, !1}
!46 = distinct !{!46, !1}
!47 = distinct !{!47, !1}
!48 = distinct !{!48, !1}
!49 = distinct !{!49, !1, !8}
!50 = distinct !{!50, !1, !2}
!51 = distinct !{!51, !1, !2}
!52 = distinct !{!52, !1}
!53 = distinct !{!53, !1, !2}
!54 = distinct !{!54, !1}
!55 = distinct !{!55, !1, !8}
!56 = distinct !{!56, !1}
!57 = distinct !{!57, !1, !8}
!58 = distinct !{!58, !1, !8}
!59 = distinct !{!59, !1}
!60 = distinct !{!60, !1}
!61 = distinct !{!61, !1}
!62 = distinct !{!62, !1}
!63 = distinct !{!63, !1}
!64 = distinct !{!64, !1}
!65 = distinct !{!65, !1}
