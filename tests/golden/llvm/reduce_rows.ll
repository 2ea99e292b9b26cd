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
  br label %for.cond

for.cond:                                         ; preds = %for.body, %body
  %i1 = phi i32 [ 0, %body ], [ %3, %for.body ]
  %0 = icmp slt i32 %i1, 8
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = sext i32 %i1 to i64
  %2 = getelementptr inbounds float, ptr %acc, i64 %1
  store float 0.000000e+00, ptr %2, align 4
  %3 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !0

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

for.cond1:                                        ; preds = %for.end41, %for.end
  %c = phi i32 [ 0, %for.end ], [ %403, %for.end41 ]
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
  br i1 %53, label %if.then86, label %if.else87

if.then:                                          ; preds = %for.body2
  br label %for.cond4

if.else:                                          ; preds = %for.body2
  br label %for.cond17

if.end:                                           ; preds = %for.end19, %for.end6
  %54 = sext i32 %N to i64
  %55 = mul i32 %c, 256
  %56 = sext i32 %55 to i64
  %57 = sub i64 %54, %56
  %58 = icmp slt i64 %57, 0
  %59 = sext i32 %N to i64
  %60 = mul i32 %c, 256
  %61 = sext i32 %60 to i64
  %62 = sub i64 %59, %61
  %63 = icmp sgt i64 %62, 256
  %64 = sext i32 %N to i64
  %65 = mul i32 %c, 256
  %66 = sext i32 %65 to i64
  %67 = sub i64 %64, %66
  %68 = select i1 %63, i64 256, i64 %67
  %69 = select i1 %58, i64 0, i64 %68
  %70 = mul i32 %c, 256
  %71 = sext i32 %70 to i64
  %72 = sub i64 0, %71
  %73 = icmp slt i64 %72, 0
  %74 = mul i32 %c, 256
  %75 = sext i32 %74 to i64
  %76 = sub i64 0, %75
  %77 = icmp sgt i64 %76, 256
  %78 = mul i32 %c, 256
  %79 = sext i32 %78 to i64
  %80 = sub i64 0, %79
  %81 = select i1 %77, i64 256, i64 %80
  %82 = select i1 %73, i64 0, i64 %81
  %83 = trunc i64 %82 to i32
  %84 = sext i32 %83 to i64
  %85 = icmp slt i64 %69, %84
  %86 = mul i32 %c, 256
  %87 = sext i32 %86 to i64
  %88 = sub i64 0, %87
  %89 = icmp slt i64 %88, 0
  %90 = mul i32 %c, 256
  %91 = sext i32 %90 to i64
  %92 = sub i64 0, %91
  %93 = icmp sgt i64 %92, 256
  %94 = mul i32 %c, 256
  %95 = sext i32 %94 to i64
  %96 = sub i64 0, %95
  %97 = select i1 %93, i64 256, i64 %96
  %98 = select i1 %89, i64 0, i64 %97
  %99 = trunc i64 %98 to i32
  %100 = sext i32 %99 to i64
  %101 = sext i32 %N to i64
  %102 = mul i32 %c, 256
  %103 = sext i32 %102 to i64
  %104 = sub i64 %101, %103
  %105 = icmp slt i64 %104, 0
  %106 = sext i32 %N to i64
  %107 = mul i32 %c, 256
  %108 = sext i32 %107 to i64
  %109 = sub i64 %106, %108
  %110 = icmp sgt i64 %109, 256
  %111 = sext i32 %N to i64
  %112 = mul i32 %c, 256
  %113 = sext i32 %112 to i64
  %114 = sub i64 %111, %113
  %115 = select i1 %110, i64 256, i64 %114
  %116 = select i1 %105, i64 0, i64 %115
  %117 = select i1 %85, i64 %100, i64 %116
  %118 = trunc i64 %117 to i32
  %119 = icmp slt i32 %118, 0
  %120 = sext i32 %N to i64
  %121 = mul i32 %c, 256
  %122 = sext i32 %121 to i64
  %123 = sub i64 %120, %122
  %124 = icmp slt i64 %123, 0
  %125 = sext i32 %N to i64
  %126 = mul i32 %c, 256
  %127 = sext i32 %126 to i64
  %128 = sub i64 %125, %127
  %129 = icmp sgt i64 %128, 256
  %130 = sext i32 %N to i64
  %131 = mul i32 %c, 256
  %132 = sext i32 %131 to i64
  %133 = sub i64 %130, %132
  %134 = select i1 %129, i64 256, i64 %133
  %135 = select i1 %124, i64 0, i64 %134
  %136 = mul i32 %c, 256
  %137 = sext i32 %136 to i64
  %138 = sub i64 0, %137
  %139 = icmp slt i64 %138, 0
  %140 = mul i32 %c, 256
  %141 = sext i32 %140 to i64
  %142 = sub i64 0, %141
  %143 = icmp sgt i64 %142, 256
  %144 = mul i32 %c, 256
  %145 = sext i32 %144 to i64
  %146 = sub i64 0, %145
  %147 = select i1 %143, i64 256, i64 %146
  %148 = select i1 %139, i64 0, i64 %147
  %149 = trunc i64 %148 to i32
  %150 = sext i32 %149 to i64
  %151 = icmp slt i64 %135, %150
  %152 = mul i32 %c, 256
  %153 = sext i32 %152 to i64
  %154 = sub i64 0, %153
  %155 = icmp slt i64 %154, 0
  %156 = mul i32 %c, 256
  %157 = sext i32 %156 to i64
  %158 = sub i64 0, %157
  %159 = icmp sgt i64 %158, 256
  %160 = mul i32 %c, 256
  %161 = sext i32 %160 to i64
  %162 = sub i64 0, %161
  %163 = select i1 %159, i64 256, i64 %162
  %164 = select i1 %155, i64 0, i64 %163
  %165 = trunc i64 %164 to i32
  %166 = sext i32 %165 to i64
  %167 = sext i32 %N to i64
  %168 = mul i32 %c, 256
  %169 = sext i32 %168 to i64
  %170 = sub i64 %167, %169
  %171 = icmp slt i64 %170, 0
  %172 = sext i32 %N to i64
  %173 = mul i32 %c, 256
  %174 = sext i32 %173 to i64
  %175 = sub i64 %172, %174
  %176 = icmp sgt i64 %175, 256
  %177 = sext i32 %N to i64
  %178 = mul i32 %c, 256
  %179 = sext i32 %178 to i64
  %180 = sub i64 %177, %179
  %181 = select i1 %176, i64 256, i64 %180
  %182 = select i1 %171, i64 0, i64 %181
  %183 = select i1 %151, i64 %166, i64 %182
  %184 = trunc i64 %183 to i32
  %185 = icmp sgt i32 %184, 256
  %186 = sext i32 %N to i64
  %187 = mul i32 %c, 256
  %188 = sext i32 %187 to i64
  %189 = sub i64 %186, %188
  %190 = icmp slt i64 %189, 0
  %191 = sext i32 %N to i64
  %192 = mul i32 %c, 256
  %193 = sext i32 %192 to i64
  %194 = sub i64 %191, %193
  %195 = icmp sgt i64 %194, 256
  %196 = sext i32 %N to i64
  %197 = mul i32 %c, 256
  %198 = sext i32 %197 to i64
  %199 = sub i64 %196, %198
  %200 = select i1 %195, i64 256, i64 %199
  %201 = select i1 %190, i64 0, i64 %200
  %202 = mul i32 %c, 256
  %203 = sext i32 %202 to i64
  %204 = sub i64 0, %203
  %205 = icmp slt i64 %204, 0
  %206 = mul i32 %c, 256
  %207 = sext i32 %206 to i64
  %208 = sub i64 0, %207
  %209 = icmp sgt i64 %208, 256
  %210 = mul i32 %c, 256
  %211 = sext i32 %210 to i64
  %212 = sub i64 0, %211
  %213 = select i1 %209, i64 256, i64 %212
  %214 = select i1 %205, i64 0, i64 %213
  %215 = trunc i64 %214 to i32
  %216 = sext i32 %215 to i64
  %217 = icmp slt i64 %201, %216
  %218 = mul i32 %c, 256
  %219 = sext i32 %218 to i64
  %220 = sub i64 0, %219
  %221 = icmp slt i64 %220, 0
  %222 = mul i32 %c, 256
  %223 = sext i32 %222 to i64
  %224 = sub i64 0, %223
  %225 = icmp sgt i64 %224, 256
  %226 = mul i32 %c, 256
  %227 = sext i32 %226 to i64
  %228 = sub i64 0, %227
  %229 = select i1 %225, i64 256, i64 %228
  %230 = select i1 %221, i64 0, i64 %229
  %231 = trunc i64 %230 to i32
  %232 = sext i32 %231 to i64
  %233 = sext i32 %N to i64
  %234 = mul i32 %c, 256
  %235 = sext i32 %234 to i64
  %236 = sub i64 %233, %235
  %237 = icmp slt i64 %236, 0
  %238 = sext i32 %N to i64
  %239 = mul i32 %c, 256
  %240 = sext i32 %239 to i64
  %241 = sub i64 %238, %240
  %242 = icmp sgt i64 %241, 256
  %243 = sext i32 %N to i64
  %244 = mul i32 %c, 256
  %245 = sext i32 %244 to i64
  %246 = sub i64 %243, %245
  %247 = select i1 %242, i64 256, i64 %246
  %248 = select i1 %237, i64 0, i64 %247
  %249 = select i1 %217, i64 %232, i64 %248
  %250 = trunc i64 %249 to i32
  %251 = select i1 %185, i32 256, i32 %250
  %252 = select i1 %119, i32 0, i32 %251
  %253 = add i32 %252, 31
  %254 = sdiv i32 %253, 32
  %255 = sub i32 0, %253
  %256 = select i1 false, i32 %255, i32 %254
  br label %for.cond39

for.cond4:                                        ; preds = %for.end16, %if.then
  %i17 = phi i32 [ 0, %if.then ], [ %292, %for.end16 ]
  %257 = icmp slt i32 %i17, 8
  br i1 %257, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %258 = add i32 %c, 1
  %259 = icmp slt i32 %258, %27
  br i1 %259, label %if.then8, label %if.else9

for.end6:                                         ; preds = %for.cond4
  br label %if.end

if.then8:                                         ; preds = %for.body5
  br label %for.cond11

if.else9:                                         ; preds = %for.body5
  br label %if.end10

if.end10:                                         ; preds = %if.else9, %for.end13
  br label %for.cond14

for.cond11:                                       ; preds = %for.body12, %if.then8
  %pf = phi i32 [ 0, %if.then8 ], [ %273, %for.body12 ]
  %260 = icmp slt i32 %pf, 16
  br i1 %260, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %261 = mul i32 %bx, 8
  %262 = add i32 %261, %i17
  %263 = sext i32 %262 to i64
  %264 = sext i32 %N to i64
  %265 = mul i64 %263, %264
  %266 = add i32 %c, 1
  %267 = mul i32 %266, 256
  %268 = mul i32 %pf, 16
  %269 = add i32 %267, %268
  %270 = sext i32 %269 to i64
  %271 = add i64 %265, %270
  %272 = getelementptr float, ptr %X, i64 %271
  call void @llvm.prefetch.p0(ptr %272, i32 0, i32 3, i32 1)
  %273 = add nsw i32 %pf, 1
  br label %for.cond11, !llvm.loop !3

for.end13:                                        ; preds = %for.cond11
  br label %if.end10

for.cond14:                                       ; preds = %for.body15, %if.end10
  %j = phi i32 [ 0, %if.end10 ], [ %291, %for.body15 ]
  %274 = icmp slt i32 %j, 256
  br i1 %274, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  %275 = mul i32 %bx, 8
  %276 = add i32 %275, %i17
  %277 = sext i32 %276 to i64
  %278 = sext i32 %N to i64
  %279 = mul nsw i64 %277, %278
  %280 = mul i32 %c, 256
  %281 = add i32 %280, %j
  %282 = sext i32 %281 to i64
  %283 = add nsw i64 %279, %282
  %284 = getelementptr inbounds float, ptr %X, i64 %283
  %285 = load float, ptr %284, align 4
  %286 = sext i32 %i17 to i64
  %287 = mul nsw i64 %286, 256
  %288 = sext i32 %j to i64
  %289 = add nsw i64 %287, %288
  %290 = getelementptr inbounds float, ptr %X_f, i64 %289
  store float %285, ptr %290, align 4
  %291 = add nsw i32 %j, 1
  br label %for.cond14, !llvm.loop !4

for.end16:                                        ; preds = %for.cond14
  %292 = add nsw i32 %i17, 1
  br label %for.cond4, !llvm.loop !5

for.cond17:                                       ; preds = %for.end37, %if.else
  %i120 = phi i32 [ 0, %if.else ], [ %401, %for.end37 ]
  %293 = icmp slt i32 %i120, 8
  br i1 %293, label %for.body18, label %for.end19

for.body18:                                       ; preds = %for.cond17
  %294 = mul i32 %c, 256
  %295 = sext i32 %294 to i64
  %296 = sub i64 0, %295
  %297 = icmp slt i64 %296, 0
  %298 = mul i32 %c, 256
  %299 = sext i32 %298 to i64
  %300 = sub i64 0, %299
  %301 = icmp sgt i64 %300, 256
  %302 = mul i32 %c, 256
  %303 = sext i32 %302 to i64
  %304 = sub i64 0, %303
  %305 = select i1 %301, i64 256, i64 %304
  %306 = select i1 %297, i64 0, i64 %305
  %tl_lo0 = trunc i64 %306 to i32
  %307 = sext i32 %N to i64
  %308 = mul i32 %c, 256
  %309 = sext i32 %308 to i64
  %310 = sub i64 %307, %309
  %311 = icmp slt i64 %310, 0
  %312 = sext i32 %N to i64
  %313 = mul i32 %c, 256
  %314 = sext i32 %313 to i64
  %315 = sub i64 %312, %314
  %316 = icmp sgt i64 %315, 256
  %317 = sext i32 %N to i64
  %318 = mul i32 %c, 256
  %319 = sext i32 %318 to i64
  %320 = sub i64 %317, %319
  %321 = select i1 %316, i64 256, i64 %320
  %322 = select i1 %311, i64 0, i64 %321
  %323 = sext i32 %tl_lo0 to i64
  %324 = icmp slt i64 %322, %323
  %325 = sext i32 %tl_lo0 to i64
  %326 = sext i32 %N to i64
  %327 = mul i32 %c, 256
  %328 = sext i32 %327 to i64
  %329 = sub i64 %326, %328
  %330 = icmp slt i64 %329, 0
  %331 = sext i32 %N to i64
  %332 = mul i32 %c, 256
  %333 = sext i32 %332 to i64
  %334 = sub i64 %331, %333
  %335 = icmp sgt i64 %334, 256
  %336 = sext i32 %N to i64
  %337 = mul i32 %c, 256
  %338 = sext i32 %337 to i64
  %339 = sub i64 %336, %338
  %340 = select i1 %335, i64 256, i64 %339
  %341 = select i1 %330, i64 0, i64 %340
  %342 = select i1 %324, i64 %325, i64 %341
  %tl_hi1 = trunc i64 %342 to i32
  br label %for.cond21

for.end19:                                        ; preds = %for.cond17
  br label %if.end

for.cond21:                                       ; preds = %for.body22, %for.body18
  %j24 = phi i32 [ 0, %for.body18 ], [ %349, %for.body22 ]
  %343 = icmp slt i32 %j24, %tl_lo0
  br i1 %343, label %for.body22, label %for.end23

for.body22:                                       ; preds = %for.cond21
  %344 = sext i32 %i120 to i64
  %345 = mul nsw i64 %344, 256
  %346 = sext i32 %j24 to i64
  %347 = add nsw i64 %345, %346
  %348 = getelementptr inbounds float, ptr %X_f, i64 %347
  store float 0.000000e+00, ptr %348, align 4
  %349 = add nsw i32 %j24, 1
  br label %for.cond21, !llvm.loop !7

for.end23:                                        ; preds = %for.cond21
  %350 = mul i32 %bx, 8
  %351 = sext i32 %350 to i64
  %352 = sext i32 %i120 to i64
  %353 = add i64 %351, %352
  %354 = icmp sle i64 0, %353
  %355 = mul i32 %bx, 8
  %356 = sext i32 %355 to i64
  %357 = sext i32 %i120 to i64
  %358 = add i64 %356, %357
  %359 = sext i32 %M to i64
  %360 = icmp slt i64 %358, %359
  %361 = and i1 %354, %360
  br i1 %361, label %if.then25, label %if.else26

if.then25:                                        ; preds = %for.end23
  %362 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond28

if.else26:                                        ; preds = %for.end23
  %363 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond31

if.end27:                                         ; preds = %for.end33, %for.end30
  %364 = sub i32 256, %tl_hi1
  br label %for.cond35

for.cond28:                                       ; preds = %for.body29, %if.then25
  %j1 = phi i32 [ 0, %if.then25 ], [ %384, %for.body29 ]
  %365 = icmp slt i32 %j1, %362
  br i1 %365, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  %366 = mul i32 %bx, 8
  %367 = add i32 %366, %i120
  %368 = sext i32 %367 to i64
  %369 = sext i32 %N to i64
  %370 = mul nsw i64 %368, %369
  %371 = mul i32 %c, 256
  %372 = add i32 %tl_lo0, %j1
  %373 = add i32 %371, %372
  %374 = sext i32 %373 to i64
  %375 = add nsw i64 %370, %374
  %376 = getelementptr inbounds float, ptr %X, i64 %375
  %377 = load float, ptr %376, align 4
  %378 = sext i32 %i120 to i64
  %379 = mul nsw i64 %378, 256
  %380 = add i32 %tl_lo0, %j1
  %381 = sext i32 %380 to i64
  %382 = add nsw i64 %379, %381
  %383 = getelementptr inbounds float, ptr %X_f, i64 %382
  store float %377, ptr %383, align 4
  %384 = add nsw i32 %j1, 1
  br label %for.cond28, !llvm.loop !8

for.end30:                                        ; preds = %for.cond28
  br label %if.end27

for.cond31:                                       ; preds = %for.body32, %if.else26
  %j134 = phi i32 [ 0, %if.else26 ], [ %392, %for.body32 ]
  %385 = icmp slt i32 %j134, %363
  br i1 %385, label %for.body32, label %for.end33

for.body32:                                       ; preds = %for.cond31
  %386 = sext i32 %i120 to i64
  %387 = mul nsw i64 %386, 256
  %388 = add i32 %tl_lo0, %j134
  %389 = sext i32 %388 to i64
  %390 = add nsw i64 %387, %389
  %391 = getelementptr inbounds float, ptr %X_f, i64 %390
  store float 0.000000e+00, ptr %391, align 4
  %392 = add nsw i32 %j134, 1
  br label %for.cond31, !llvm.loop !9

for.end33:                                        ; preds = %for.cond31
  br label %if.end27

for.cond35:                                       ; preds = %for.body36, %if.end27
  %j138 = phi i32 [ 0, %if.end27 ], [ %400, %for.body36 ]
  %393 = icmp slt i32 %j138, %364
  br i1 %393, label %for.body36, label %for.end37

for.body36:                                       ; preds = %for.cond35
  %394 = sext i32 %i120 to i64
  %395 = mul nsw i64 %394, 256
  %396 = add i32 %tl_hi1, %j138
  %397 = sext i32 %396 to i64
  %398 = add nsw i64 %395, %397
  %399 = getelementptr inbounds float, ptr %X_f, i64 %398
  store float 0.000000e+00, ptr %399, align 4
  %400 = add nsw i32 %j138, 1
  br label %for.cond35, !llvm.loop !10

for.end37:                                        ; preds = %for.cond35
  %401 = add nsw i32 %i120, 1
  br label %for.cond17, !llvm.loop !11

for.cond39:                                       ; preds = %for.end84, %if.end
  %i = phi i32 [ 0, %if.end ], [ %530, %for.end84 ]
  %402 = icmp slt i32 %i, 8
  br i1 %402, label %for.body40, label %for.end41

for.body40:                                       ; preds = %for.cond39
  br label %for.cond42

for.end41:                                        ; preds = %for.cond39
  %403 = add nsw i32 %c, 1
  br label %for.cond1, !llvm.loop !12

for.cond42:                                       ; preds = %for.body43, %for.body40
  %lane = phi i32 [ 0, %for.body40 ], [ %413, %for.body43 ]
  %404 = icmp slt i32 %lane, 32
  br i1 %404, label %for.body43, label %for.end44

for.body43:                                       ; preds = %for.cond42
  %405 = sext i32 %i to i64
  %406 = mul nsw i64 %405, 256
  %407 = sext i32 %lane to i64
  %408 = add nsw i64 %406, %407
  %409 = getelementptr inbounds float, ptr %X_f, i64 %408
  %410 = load float, ptr %409, align 4
  %411 = sext i32 %lane to i64
  %412 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %411
  store float %410, ptr %412, align 4
  %413 = add nsw i32 %lane, 1
  br label %for.cond42, !llvm.loop !14

for.end44:                                        ; preds = %for.cond42
  %414 = sub i32 %256, 1
  %415 = icmp slt i32 %414, 0
  %416 = sub i32 %256, 1
  %417 = select i1 %415, i32 0, i32 %416
  %tl_steps1 = select i1 true, i32 %417, i32 7
  %418 = icmp eq i32 %tl_steps1, 7
  br i1 %418, label %if.then45, label %if.else46

if.then45:                                        ; preds = %for.end44
  br label %for.cond48

if.else46:                                        ; preds = %for.end44
  br label %for.cond55

if.end47:                                         ; preds = %if.end65, %for.end50
  br label %for.cond66

for.cond48:                                       ; preds = %for.end53, %if.then45
  %red = phi i32 [ 0, %if.then45 ], [ %437, %for.end53 ]
  %419 = icmp slt i32 %red, 7
  br i1 %419, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  br label %for.cond51

for.end50:                                        ; preds = %for.cond48
  br label %if.end47

for.cond51:                                       ; preds = %for.body52, %for.body49
  %lane54 = phi i32 [ 0, %for.body49 ], [ %436, %for.body52 ]
  %420 = icmp slt i32 %lane54, 32
  br i1 %420, label %for.body52, label %for.end53

for.body52:                                       ; preds = %for.cond51
  %421 = sext i32 %lane54 to i64
  %422 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %421
  %423 = load float, ptr %422, align 4
  %424 = sext i32 %i to i64
  %425 = mul nsw i64 %424, 256
  %426 = add i32 %red, 1
  %427 = mul i32 %426, 32
  %428 = add i32 %427, %lane54
  %429 = sext i32 %428 to i64
  %430 = add nsw i64 %425, %429
  %431 = getelementptr inbounds float, ptr %X_f, i64 %430
  %432 = load float, ptr %431, align 4
  %433 = fadd float %423, %432
  %434 = sext i32 %lane54 to i64
  %435 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %434
  store float %433, ptr %435, align 4
  %436 = add nsw i32 %lane54, 1
  br label %for.cond51, !llvm.loop !15

for.end53:                                        ; preds = %for.cond51
  %437 = add nsw i32 %red, 1
  br label %for.cond48, !llvm.loop !16

for.cond55:                                       ; preds = %for.end61, %if.else46
  %red58 = phi i32 [ 0, %if.else46 ], [ %457, %for.end61 ]
  %438 = icmp slt i32 %red58, %tl_steps1
  br i1 %438, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  br label %for.cond59

for.end57:                                        ; preds = %for.cond55
  %439 = icmp slt i32 %tl_steps1, 7
  br i1 %439, label %if.then63, label %if.else64

for.cond59:                                       ; preds = %for.body60, %for.body56
  %lane62 = phi i32 [ 0, %for.body56 ], [ %456, %for.body60 ]
  %440 = icmp slt i32 %lane62, 32
  br i1 %440, label %for.body60, label %for.end61

for.body60:                                       ; preds = %for.cond59
  %441 = sext i32 %lane62 to i64
  %442 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %441
  %443 = load float, ptr %442, align 4
  %444 = sext i32 %i to i64
  %445 = mul nsw i64 %444, 256
  %446 = add i32 %red58, 1
  %447 = mul i32 %446, 32
  %448 = add i32 %447, %lane62
  %449 = sext i32 %448 to i64
  %450 = add nsw i64 %445, %449
  %451 = getelementptr inbounds float, ptr %X_f, i64 %450
  %452 = load float, ptr %451, align 4
  %453 = fadd float %443, %452
  %454 = sext i32 %lane62 to i64
  %455 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %454
  store float %453, ptr %455, align 4
  %456 = add nsw i32 %lane62, 1
  br label %for.cond59, !llvm.loop !17

for.end61:                                        ; preds = %for.cond59
  %457 = add nsw i32 %red58, 1
  br label %for.cond55, !llvm.loop !18

if.then63:                                        ; preds = %for.end57
  %458 = getelementptr inbounds float, ptr %tl_lanes_4, i64 0
  %459 = load float, ptr %458, align 4
  %460 = fadd float %459, 0.000000e+00
  %461 = getelementptr inbounds float, ptr %tl_lanes_4, i64 0
  store float %460, ptr %461, align 4
  br label %if.end65

if.else64:                                        ; preds = %for.end57
  br label %if.end65

if.end65:                                         ; preds = %if.else64, %if.then63
  br label %if.end47

for.cond66:                                       ; preds = %for.body67, %if.end47
  %lane69 = phi i32 [ 0, %if.end47 ], [ %473, %for.body67 ]
  %462 = icmp slt i32 %lane69, 16
  br i1 %462, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  %463 = sext i32 %lane69 to i64
  %464 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %463
  %465 = load float, ptr %464, align 4
  %466 = add i32 %lane69, 16
  %467 = sext i32 %466 to i64
  %468 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %467
  %469 = load float, ptr %468, align 4
  %470 = fadd float %465, %469
  %471 = sext i32 %lane69 to i64
  %472 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %471
  store float %470, ptr %472, align 4
  %473 = add nsw i32 %lane69, 1
  br label %for.cond66, !llvm.loop !19

for.end68:                                        ; preds = %for.cond66
  br label %for.cond70

for.cond70:                                       ; preds = %for.body71, %for.end68
  %lane73 = phi i32 [ 0, %for.end68 ], [ %485, %for.body71 ]
  %474 = icmp slt i32 %lane73, 8
  br i1 %474, label %for.body71, label %for.end72

for.body71:                                       ; preds = %for.cond70
  %475 = sext i32 %lane73 to i64
  %476 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %475
  %477 = load float, ptr %476, align 4
  %478 = add i32 %lane73, 8
  %479 = sext i32 %478 to i64
  %480 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %479
  %481 = load float, ptr %480, align 4
  %482 = fadd float %477, %481
  %483 = sext i32 %lane73 to i64
  %484 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %483
  store float %482, ptr %484, align 4
  %485 = add nsw i32 %lane73, 1
  br label %for.cond70, !llvm.loop !20

for.end72:                                        ; preds = %for.cond70
  br label %for.cond74

for.cond74:                                       ; preds = %for.body75, %for.end72
  %lane77 = phi i32 [ 0, %for.end72 ], [ %497, %for.body75 ]
  %486 = icmp slt i32 %lane77, 4
  br i1 %486, label %for.body75, label %for.end76

for.body75:                                       ; preds = %for.cond74
  %487 = sext i32 %lane77 to i64
  %488 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %487
  %489 = load float, ptr %488, align 4
  %490 = add i32 %lane77, 4
  %491 = sext i32 %490 to i64
  %492 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %491
  %493 = load float, ptr %492, align 4
  %494 = fadd float %489, %493
  %495 = sext i32 %lane77 to i64
  %496 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %495
  store float %494, ptr %496, align 4
  %497 = add nsw i32 %lane77, 1
  br label %for.cond74, !llvm.loop !21

for.end76:                                        ; preds = %for.cond74
  br label %for.cond78

for.cond78:                                       ; preds = %for.body79, %for.end76
  %lane81 = phi i32 [ 0, %for.end76 ], [ %509, %for.body79 ]
  %498 = icmp slt i32 %lane81, 2
  br i1 %498, label %for.body79, label %for.end80

for.body79:                                       ; preds = %for.cond78
  %499 = sext i32 %lane81 to i64
  %500 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %499
  %501 = load float, ptr %500, align 4
  %502 = add i32 %lane81, 2
  %503 = sext i32 %502 to i64
  %504 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %503
  %505 = load float, ptr %504, align 4
  %506 = fadd float %501, %505
  %507 = sext i32 %lane81 to i64
  %508 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %507
  store float %506, ptr %508, align 4
  %509 = add nsw i32 %lane81, 1
  br label %for.cond78, !llvm.loop !22

for.end80:                                        ; preds = %for.cond78
  br label %for.cond82

for.cond82:                                       ; preds = %for.body83, %for.end80
  %lane85 = phi i32 [ 0, %for.end80 ], [ %521, %for.body83 ]
  %510 = icmp slt i32 %lane85, 1
  br i1 %510, label %for.body83, label %for.end84

for.body83:                                       ; preds = %for.cond82
  %511 = sext i32 %lane85 to i64
  %512 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %511
  %513 = load float, ptr %512, align 4
  %514 = add i32 %lane85, 1
  %515 = sext i32 %514 to i64
  %516 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %515
  %517 = load float, ptr %516, align 4
  %518 = fadd float %513, %517
  %519 = sext i32 %lane85 to i64
  %520 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %519
  store float %518, ptr %520, align 4
  %521 = add nsw i32 %lane85, 1
  br label %for.cond82, !llvm.loop !23

for.end84:                                        ; preds = %for.cond82
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
  br label %for.cond39, !llvm.loop !24

if.then86:                                        ; preds = %for.end3
  %531 = sext i32 %M to i64
  %532 = icmp sge i64 %531, 8388608
  br i1 %532, label %if.then89, label %if.else90

if.else87:                                        ; preds = %for.end3
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
  br label %for.cond95

if.end88:                                         ; preds = %for.end97, %if.end91
  ret void

if.then89:                                        ; preds = %if.then86
  %583 = mul i32 %bx, 8
  %584 = add i32 %583, 0
  %585 = sext i32 %584 to i64
  %586 = getelementptr inbounds float, ptr %S, i64 %585
  %587 = getelementptr inbounds float, ptr %acc, i64 0
  call void @tilec_rt_stream(ptr %586, ptr %587, i64 32)
  br label %if.end91

if.else90:                                        ; preds = %if.then86
  br label %for.cond92

if.end91:                                         ; preds = %for.end94, %if.then89
  br label %if.end88

for.cond92:                                       ; preds = %for.body93, %if.else90
  %i2 = phi i32 [ 0, %if.else90 ], [ %596, %for.body93 ]
  %588 = icmp slt i32 %i2, 8
  br i1 %588, label %for.body93, label %for.end94

for.body93:                                       ; preds = %for.cond92
  %589 = sext i32 %i2 to i64
  %590 = getelementptr inbounds float, ptr %acc, i64 %589
  %591 = load float, ptr %590, align 4
  %592 = mul i32 %bx, 8
  %593 = add i32 %592, %i2
  %594 = sext i32 %593 to i64
  %595 = getelementptr inbounds float, ptr %S, i64 %594
  store float %591, ptr %595, align 4
  %596 = add nsw i32 %i2, 1
  br label %for.cond92, !llvm.loop !25

for.end94:                                        ; preds = %for.cond92
  br label %if.end91

for.cond95:                                       ; preds = %for.body96, %if.else87
  %i21 = phi i32 [ 0, %if.else87 ], [ %607, %for.body96 ]
  %597 = icmp slt i32 %i21, %582
  br i1 %597, label %for.body96, label %for.end97

for.body96:                                       ; preds = %for.cond95
  %598 = add i32 %tl_lo2, %i21
  %599 = sext i32 %598 to i64
  %600 = getelementptr inbounds float, ptr %acc, i64 %599
  %601 = load float, ptr %600, align 4
  %602 = mul i32 %bx, 8
  %603 = add i32 %tl_lo2, %i21
  %604 = add i32 %602, %603
  %605 = sext i32 %604 to i64
  %606 = getelementptr inbounds float, ptr %S, i64 %605
  store float %601, ptr %606, align 4
  %607 = add nsw i32 %i21, 1
  br label %for.cond95, !llvm.loop !26

for.end97:                                        ; preds = %for.cond95
  br label %if.end88
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #1

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nounwind
define internal void @row_sum_task(ptr %ctx, i64 %block) #2 {
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
define i32 @tilec_launch_row_sum(ptr %args, ptr %dims, ptr %self) #2 {
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
  br label %for.cond, !llvm.loop !27

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

for.cond1:                                        ; preds = %for.end41, %for.end
  %c = phi i32 [ 0, %for.end ], [ %200, %for.end41 ]
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
  br i1 %53, label %if.then92, label %if.else93

if.then:                                          ; preds = %for.body2
  br label %for.cond4

if.else:                                          ; preds = %for.body2
  br label %for.cond17

if.end:                                           ; preds = %for.end19, %for.end6
  br label %for.cond39

for.cond4:                                        ; preds = %for.end16, %if.then
  %i27 = phi i32 [ 0, %if.then ], [ %89, %for.end16 ]
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
  br label %for.cond14

for.cond11:                                       ; preds = %for.body12, %if.then8
  %pf = phi i32 [ 0, %if.then8 ], [ %70, %for.body12 ]
  %57 = icmp slt i32 %pf, 16
  br i1 %57, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %58 = mul i32 %bx, 8
  %59 = add i32 %58, %i27
  %60 = sext i32 %59 to i64
  %61 = sext i32 %N to i64
  %62 = mul i64 %60, %61
  %63 = add i32 %c, 1
  %64 = mul i32 %63, 256
  %65 = mul i32 %pf, 16
  %66 = add i32 %64, %65
  %67 = sext i32 %66 to i64
  %68 = add i64 %62, %67
  %69 = getelementptr float, ptr %X, i64 %68
  call void @llvm.prefetch.p0(ptr %69, i32 0, i32 3, i32 1)
  %70 = add nsw i32 %pf, 1
  br label %for.cond11, !llvm.loop !28

for.end13:                                        ; preds = %for.cond11
  br label %if.end10

for.cond14:                                       ; preds = %for.body15, %if.end10
  %j1 = phi i32 [ 0, %if.end10 ], [ %88, %for.body15 ]
  %71 = icmp slt i32 %j1, 256
  br i1 %71, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  %72 = mul i32 %bx, 8
  %73 = add i32 %72, %i27
  %74 = sext i32 %73 to i64
  %75 = sext i32 %N to i64
  %76 = mul nsw i64 %74, %75
  %77 = mul i32 %c, 256
  %78 = add i32 %77, %j1
  %79 = sext i32 %78 to i64
  %80 = add nsw i64 %76, %79
  %81 = getelementptr inbounds float, ptr %X, i64 %80
  %82 = load float, ptr %81, align 4
  %83 = sext i32 %i27 to i64
  %84 = mul nsw i64 %83, 256
  %85 = sext i32 %j1 to i64
  %86 = add nsw i64 %84, %85
  %87 = getelementptr inbounds float, ptr %X_f, i64 %86
  store float %82, ptr %87, align 4
  %88 = add nsw i32 %j1, 1
  br label %for.cond14, !llvm.loop !29

for.end16:                                        ; preds = %for.cond14
  %89 = add nsw i32 %i27, 1
  br label %for.cond4, !llvm.loop !30

for.cond17:                                       ; preds = %for.end37, %if.else
  %i220 = phi i32 [ 0, %if.else ], [ %198, %for.end37 ]
  %90 = icmp slt i32 %i220, 8
  br i1 %90, label %for.body18, label %for.end19

for.body18:                                       ; preds = %for.cond17
  %91 = mul i32 %c, 256
  %92 = sext i32 %91 to i64
  %93 = sub i64 0, %92
  %94 = icmp slt i64 %93, 0
  %95 = mul i32 %c, 256
  %96 = sext i32 %95 to i64
  %97 = sub i64 0, %96
  %98 = icmp sgt i64 %97, 256
  %99 = mul i32 %c, 256
  %100 = sext i32 %99 to i64
  %101 = sub i64 0, %100
  %102 = select i1 %98, i64 256, i64 %101
  %103 = select i1 %94, i64 0, i64 %102
  %tl_lo0 = trunc i64 %103 to i32
  %104 = sext i32 %N to i64
  %105 = mul i32 %c, 256
  %106 = sext i32 %105 to i64
  %107 = sub i64 %104, %106
  %108 = icmp slt i64 %107, 0
  %109 = sext i32 %N to i64
  %110 = mul i32 %c, 256
  %111 = sext i32 %110 to i64
  %112 = sub i64 %109, %111
  %113 = icmp sgt i64 %112, 256
  %114 = sext i32 %N to i64
  %115 = mul i32 %c, 256
  %116 = sext i32 %115 to i64
  %117 = sub i64 %114, %116
  %118 = select i1 %113, i64 256, i64 %117
  %119 = select i1 %108, i64 0, i64 %118
  %120 = sext i32 %tl_lo0 to i64
  %121 = icmp slt i64 %119, %120
  %122 = sext i32 %tl_lo0 to i64
  %123 = sext i32 %N to i64
  %124 = mul i32 %c, 256
  %125 = sext i32 %124 to i64
  %126 = sub i64 %123, %125
  %127 = icmp slt i64 %126, 0
  %128 = sext i32 %N to i64
  %129 = mul i32 %c, 256
  %130 = sext i32 %129 to i64
  %131 = sub i64 %128, %130
  %132 = icmp sgt i64 %131, 256
  %133 = sext i32 %N to i64
  %134 = mul i32 %c, 256
  %135 = sext i32 %134 to i64
  %136 = sub i64 %133, %135
  %137 = select i1 %132, i64 256, i64 %136
  %138 = select i1 %127, i64 0, i64 %137
  %139 = select i1 %121, i64 %122, i64 %138
  %tl_hi1 = trunc i64 %139 to i32
  br label %for.cond21

for.end19:                                        ; preds = %for.cond17
  br label %if.end

for.cond21:                                       ; preds = %for.body22, %for.body18
  %j124 = phi i32 [ 0, %for.body18 ], [ %146, %for.body22 ]
  %140 = icmp slt i32 %j124, %tl_lo0
  br i1 %140, label %for.body22, label %for.end23

for.body22:                                       ; preds = %for.cond21
  %141 = sext i32 %i220 to i64
  %142 = mul nsw i64 %141, 256
  %143 = sext i32 %j124 to i64
  %144 = add nsw i64 %142, %143
  %145 = getelementptr inbounds float, ptr %X_f, i64 %144
  store float 0.000000e+00, ptr %145, align 4
  %146 = add nsw i32 %j124, 1
  br label %for.cond21, !llvm.loop !31

for.end23:                                        ; preds = %for.cond21
  %147 = mul i32 %bx, 8
  %148 = sext i32 %147 to i64
  %149 = sext i32 %i220 to i64
  %150 = add i64 %148, %149
  %151 = icmp sle i64 0, %150
  %152 = mul i32 %bx, 8
  %153 = sext i32 %152 to i64
  %154 = sext i32 %i220 to i64
  %155 = add i64 %153, %154
  %156 = sext i32 %M to i64
  %157 = icmp slt i64 %155, %156
  %158 = and i1 %151, %157
  br i1 %158, label %if.then25, label %if.else26

if.then25:                                        ; preds = %for.end23
  %159 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond28

if.else26:                                        ; preds = %for.end23
  %160 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond31

if.end27:                                         ; preds = %for.end33, %for.end30
  %161 = sub i32 256, %tl_hi1
  br label %for.cond35

for.cond28:                                       ; preds = %for.body29, %if.then25
  %j11 = phi i32 [ 0, %if.then25 ], [ %181, %for.body29 ]
  %162 = icmp slt i32 %j11, %159
  br i1 %162, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  %163 = mul i32 %bx, 8
  %164 = add i32 %163, %i220
  %165 = sext i32 %164 to i64
  %166 = sext i32 %N to i64
  %167 = mul nsw i64 %165, %166
  %168 = mul i32 %c, 256
  %169 = add i32 %tl_lo0, %j11
  %170 = add i32 %168, %169
  %171 = sext i32 %170 to i64
  %172 = add nsw i64 %167, %171
  %173 = getelementptr inbounds float, ptr %X, i64 %172
  %174 = load float, ptr %173, align 4
  %175 = sext i32 %i220 to i64
  %176 = mul nsw i64 %175, 256
  %177 = add i32 %tl_lo0, %j11
  %178 = sext i32 %177 to i64
  %179 = add nsw i64 %176, %178
  %180 = getelementptr inbounds float, ptr %X_f, i64 %179
  store float %174, ptr %180, align 4
  %181 = add nsw i32 %j11, 1
  br label %for.cond28, !llvm.loop !32

for.end30:                                        ; preds = %for.cond28
  br label %if.end27

for.cond31:                                       ; preds = %for.body32, %if.else26
  %j1134 = phi i32 [ 0, %if.else26 ], [ %189, %for.body32 ]
  %182 = icmp slt i32 %j1134, %160
  br i1 %182, label %for.body32, label %for.end33

for.body32:                                       ; preds = %for.cond31
  %183 = sext i32 %i220 to i64
  %184 = mul nsw i64 %183, 256
  %185 = add i32 %tl_lo0, %j1134
  %186 = sext i32 %185 to i64
  %187 = add nsw i64 %184, %186
  %188 = getelementptr inbounds float, ptr %X_f, i64 %187
  store float 0.000000e+00, ptr %188, align 4
  %189 = add nsw i32 %j1134, 1
  br label %for.cond31, !llvm.loop !33

for.end33:                                        ; preds = %for.cond31
  br label %if.end27

for.cond35:                                       ; preds = %for.body36, %if.end27
  %j1138 = phi i32 [ 0, %if.end27 ], [ %197, %for.body36 ]
  %190 = icmp slt i32 %j1138, %161
  br i1 %190, label %for.body36, label %for.end37

for.body36:                                       ; preds = %for.cond35
  %191 = sext i32 %i220 to i64
  %192 = mul nsw i64 %191, 256
  %193 = add i32 %tl_hi1, %j1138
  %194 = sext i32 %193 to i64
  %195 = add nsw i64 %192, %194
  %196 = getelementptr inbounds float, ptr %X_f, i64 %195
  store float 0.000000e+00, ptr %196, align 4
  %197 = add nsw i32 %j1138, 1
  br label %for.cond35, !llvm.loop !34

for.end37:                                        ; preds = %for.cond35
  %198 = add nsw i32 %i220, 1
  br label %for.cond17, !llvm.loop !35

for.cond39:                                       ; preds = %if.end87, %if.end
  %i = phi i32 [ 0, %if.end ], [ %335, %if.end87 ]
  %199 = icmp slt i32 %i, 8
  br i1 %199, label %for.body40, label %for.end41

for.body40:                                       ; preds = %for.cond39
  br label %for.cond42

for.end41:                                        ; preds = %for.cond39
  %200 = add nsw i32 %c, 1
  br label %for.cond1, !llvm.loop !36

for.cond42:                                       ; preds = %for.body43, %for.body40
  %j = phi i32 [ 0, %for.body40 ], [ %218, %for.body43 ]
  %201 = icmp slt i32 %j, 256
  br i1 %201, label %for.body43, label %for.end44

for.body43:                                       ; preds = %for.cond42
  %202 = mul i32 %c, 256
  %203 = add i32 %202, %j
  %204 = icmp slt i32 %203, %N
  %205 = sext i32 %i to i64
  %206 = mul nsw i64 %205, 256
  %207 = sext i32 %j to i64
  %208 = add nsw i64 %206, %207
  %209 = call i64 @llvm.umin.i64(i64 %208, i64 2047)
  %210 = getelementptr inbounds float, ptr %X_f, i64 %209
  %211 = load float, ptr %210, align 4
  %212 = select i1 %204, float %211, float 0xFFF0000000000000
  %213 = sext i32 %i to i64
  %214 = mul nsw i64 %213, 256
  %215 = sext i32 %j to i64
  %216 = add nsw i64 %214, %215
  %217 = getelementptr inbounds float, ptr %X_f, i64 %216
  store float %212, ptr %217, align 4
  %218 = add nsw i32 %j, 1
  br label %for.cond42, !llvm.loop !37

for.end44:                                        ; preds = %for.cond42
  %219 = sext i32 %i to i64
  %220 = getelementptr inbounds float, ptr %acc, i64 %219
  %tl_dst0 = load float, ptr %220, align 4
  br label %for.cond45

for.cond45:                                       ; preds = %for.body46, %for.end44
  %lane = phi i32 [ 0, %for.end44 ], [ %245, %for.body46 ]
  %221 = icmp slt i32 %lane, 32
  br i1 %221, label %for.body46, label %for.end47

for.body46:                                       ; preds = %for.cond45
  %222 = sext i32 %i to i64
  %223 = mul nsw i64 %222, 256
  %224 = sext i32 %lane to i64
  %225 = add nsw i64 %223, %224
  %226 = getelementptr inbounds float, ptr %X_f, i64 %225
  %227 = load float, ptr %226, align 4
  %228 = sext i32 %i to i64
  %229 = mul nsw i64 %228, 256
  %230 = sext i32 %lane to i64
  %231 = add nsw i64 %229, %230
  %232 = getelementptr inbounds float, ptr %X_f, i64 %231
  %233 = load float, ptr %232, align 4
  %234 = fcmp une float %227, %233
  %235 = sext i32 %i to i64
  %236 = mul nsw i64 %235, 256
  %237 = sext i32 %lane to i64
  %238 = add nsw i64 %236, %237
  %239 = call i64 @llvm.umin.i64(i64 %238, i64 2047)
  %240 = getelementptr inbounds float, ptr %X_f, i64 %239
  %241 = load float, ptr %240, align 4
  %242 = select i1 %234, float 0xFFF0000000000000, float %241
  %243 = sext i32 %lane to i64
  %244 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %243
  store float %242, ptr %244, align 4
  %245 = add nsw i32 %lane, 1
  br label %for.cond45, !llvm.loop !38

for.end47:                                        ; preds = %for.cond45
  br label %for.cond48

for.cond48:                                       ; preds = %for.end53, %for.end47
  %red = phi i32 [ 0, %for.end47 ], [ %263, %for.end53 ]
  %246 = icmp slt i32 %red, 7
  br i1 %246, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  br label %for.cond51

for.end50:                                        ; preds = %for.cond48
  br label %for.cond55

for.cond51:                                       ; preds = %for.body52, %for.body49
  %lane54 = phi i32 [ 0, %for.body49 ], [ %262, %for.body52 ]
  %247 = icmp slt i32 %lane54, 32
  br i1 %247, label %for.body52, label %for.end53

for.body52:                                       ; preds = %for.cond51
  %248 = sext i32 %lane54 to i64
  %249 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %248
  %lane_acc = load float, ptr %249, align 4
  %250 = sext i32 %i to i64
  %251 = mul nsw i64 %250, 256
  %252 = add i32 %red, 1
  %253 = mul i32 %252, 32
  %254 = add i32 %253, %lane54
  %255 = sext i32 %254 to i64
  %256 = add nsw i64 %251, %255
  %257 = getelementptr inbounds float, ptr %X_f, i64 %256
  %lane_next = load float, ptr %257, align 4
  %258 = fcmp ogt float %lane_next, %lane_acc
  %259 = select i1 %258, float %lane_next, float %lane_acc
  %260 = sext i32 %lane54 to i64
  %261 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %260
  store float %259, ptr %261, align 4
  %262 = add nsw i32 %lane54, 1
  br label %for.cond51, !llvm.loop !39

for.end53:                                        ; preds = %for.cond51
  %263 = add nsw i32 %red, 1
  br label %for.cond48, !llvm.loop !40

for.cond55:                                       ; preds = %for.body56, %for.end50
  %lane58 = phi i32 [ 0, %for.end50 ], [ %274, %for.body56 ]
  %264 = icmp slt i32 %lane58, 16
  br i1 %264, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  %265 = sext i32 %lane58 to i64
  %266 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %265
  %lane_acc59 = load float, ptr %266, align 4
  %267 = add i32 %lane58, 16
  %268 = sext i32 %267 to i64
  %269 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %268
  %lane_next60 = load float, ptr %269, align 4
  %270 = fcmp ogt float %lane_next60, %lane_acc59
  %271 = select i1 %270, float %lane_next60, float %lane_acc59
  %272 = sext i32 %lane58 to i64
  %273 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %272
  store float %271, ptr %273, align 4
  %274 = add nsw i32 %lane58, 1
  br label %for.cond55, !llvm.loop !41

for.end57:                                        ; preds = %for.cond55
  br label %for.cond61

for.cond61:                                       ; preds = %for.body62, %for.end57
  %lane64 = phi i32 [ 0, %for.end57 ], [ %285, %for.body62 ]
  %275 = icmp slt i32 %lane64, 8
  br i1 %275, label %for.body62, label %for.end63

for.body62:                                       ; preds = %for.cond61
  %276 = sext i32 %lane64 to i64
  %277 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %276
  %lane_acc65 = load float, ptr %277, align 4
  %278 = add i32 %lane64, 8
  %279 = sext i32 %278 to i64
  %280 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %279
  %lane_next66 = load float, ptr %280, align 4
  %281 = fcmp ogt float %lane_next66, %lane_acc65
  %282 = select i1 %281, float %lane_next66, float %lane_acc65
  %283 = sext i32 %lane64 to i64
  %284 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %283
  store float %282, ptr %284, align 4
  %285 = add nsw i32 %lane64, 1
  br label %for.cond61, !llvm.loop !42

for.end63:                                        ; preds = %for.cond61
  br label %for.cond67

for.cond67:                                       ; preds = %for.body68, %for.end63
  %lane70 = phi i32 [ 0, %for.end63 ], [ %296, %for.body68 ]
  %286 = icmp slt i32 %lane70, 4
  br i1 %286, label %for.body68, label %for.end69

for.body68:                                       ; preds = %for.cond67
  %287 = sext i32 %lane70 to i64
  %288 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %287
  %lane_acc71 = load float, ptr %288, align 4
  %289 = add i32 %lane70, 4
  %290 = sext i32 %289 to i64
  %291 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %290
  %lane_next72 = load float, ptr %291, align 4
  %292 = fcmp ogt float %lane_next72, %lane_acc71
  %293 = select i1 %292, float %lane_next72, float %lane_acc71
  %294 = sext i32 %lane70 to i64
  %295 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %294
  store float %293, ptr %295, align 4
  %296 = add nsw i32 %lane70, 1
  br label %for.cond67, !llvm.loop !43

for.end69:                                        ; preds = %for.cond67
  br label %for.cond73

for.cond73:                                       ; preds = %for.body74, %for.end69
  %lane76 = phi i32 [ 0, %for.end69 ], [ %307, %for.body74 ]
  %297 = icmp slt i32 %lane76, 2
  br i1 %297, label %for.body74, label %for.end75

for.body74:                                       ; preds = %for.cond73
  %298 = sext i32 %lane76 to i64
  %299 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %298
  %lane_acc77 = load float, ptr %299, align 4
  %300 = add i32 %lane76, 2
  %301 = sext i32 %300 to i64
  %302 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %301
  %lane_next78 = load float, ptr %302, align 4
  %303 = fcmp ogt float %lane_next78, %lane_acc77
  %304 = select i1 %303, float %lane_next78, float %lane_acc77
  %305 = sext i32 %lane76 to i64
  %306 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %305
  store float %304, ptr %306, align 4
  %307 = add nsw i32 %lane76, 1
  br label %for.cond73, !llvm.loop !44

for.end75:                                        ; preds = %for.cond73
  br label %for.cond79

for.cond79:                                       ; preds = %for.body80, %for.end75
  %lane82 = phi i32 [ 0, %for.end75 ], [ %318, %for.body80 ]
  %308 = icmp slt i32 %lane82, 1
  br i1 %308, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %309 = sext i32 %lane82 to i64
  %310 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %309
  %lane_acc83 = load float, ptr %310, align 4
  %311 = add i32 %lane82, 1
  %312 = sext i32 %311 to i64
  %313 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %312
  %lane_next84 = load float, ptr %313, align 4
  %314 = fcmp ogt float %lane_next84, %lane_acc83
  %315 = select i1 %314, float %lane_next84, float %lane_acc83
  %316 = sext i32 %lane82 to i64
  %317 = getelementptr inbounds float, ptr %tl_lanes_4, i64 %316
  store float %315, ptr %317, align 4
  %318 = add nsw i32 %lane82, 1
  br label %for.cond79, !llvm.loop !45

for.end81:                                        ; preds = %for.cond79
  %319 = sext i32 %i to i64
  %320 = getelementptr inbounds float, ptr %acc, i64 %319
  %321 = load float, ptr %320, align 4
  %322 = getelementptr inbounds float, ptr %tl_lanes_4, i64 0
  %323 = load float, ptr %322, align 4
  %324 = call float @llvm.maxnum.f32(float %321, float %323)
  %325 = sext i32 %i to i64
  %326 = getelementptr inbounds float, ptr %acc, i64 %325
  store float %324, ptr %326, align 4
  %327 = sext i32 %i to i64
  %328 = getelementptr inbounds float, ptr %acc, i64 %327
  %329 = load float, ptr %328, align 4
  %330 = fcmp oeq float %329, 0xFFF0000000000000
  %331 = fcmp une float %tl_dst0, %tl_dst0
  %332 = and i1 %330, %331
  br i1 %332, label %if.then85, label %if.else86

if.then85:                                        ; preds = %for.end81
  %333 = sext i32 %i to i64
  %334 = getelementptr inbounds float, ptr %acc, i64 %333
  store float %tl_dst0, ptr %334, align 4
  br label %for.cond88

if.else86:                                        ; preds = %for.end81
  br label %if.end87

if.end87:                                         ; preds = %if.else86, %for.end90
  %335 = add nsw i32 %i, 1
  br label %for.cond39, !llvm.loop !46

for.cond88:                                       ; preds = %for.body89, %if.then85
  %red91 = phi i32 [ 0, %if.then85 ], [ %349, %for.body89 ]
  %336 = icmp slt i32 %red91, 256
  br i1 %336, label %for.body89, label %for.end90

for.body89:                                       ; preds = %for.cond88
  %337 = sext i32 %i to i64
  %338 = getelementptr inbounds float, ptr %acc, i64 %337
  %339 = load float, ptr %338, align 4
  %340 = sext i32 %i to i64
  %341 = mul nsw i64 %340, 256
  %342 = sext i32 %red91 to i64
  %343 = add nsw i64 %341, %342
  %344 = getelementptr inbounds float, ptr %X_f, i64 %343
  %345 = load float, ptr %344, align 4
  %346 = call float @llvm.maxnum.f32(float %339, float %345)
  %347 = sext i32 %i to i64
  %348 = getelementptr inbounds float, ptr %acc, i64 %347
  store float %346, ptr %348, align 4
  %349 = add nsw i32 %red91, 1
  br label %for.cond88, !llvm.loop !47

for.end90:                                        ; preds = %for.cond88
  br label %if.end87

if.then92:                                        ; preds = %for.end3
  %350 = sext i32 %M to i64
  %351 = icmp sge i64 %350, 8388608
  br i1 %351, label %if.then95, label %if.else96

if.else93:                                        ; preds = %for.end3
  %352 = mul i32 %bx, 8
  %353 = sext i32 %352 to i64
  %354 = sub i64 0, %353
  %355 = icmp slt i64 %354, 0
  %356 = mul i32 %bx, 8
  %357 = sext i32 %356 to i64
  %358 = sub i64 0, %357
  %359 = icmp sgt i64 %358, 8
  %360 = mul i32 %bx, 8
  %361 = sext i32 %360 to i64
  %362 = sub i64 0, %361
  %363 = select i1 %359, i64 8, i64 %362
  %364 = select i1 %355, i64 0, i64 %363
  %tl_lo2 = trunc i64 %364 to i32
  %365 = sext i32 %M to i64
  %366 = mul i32 %bx, 8
  %367 = sext i32 %366 to i64
  %368 = sub i64 %365, %367
  %369 = icmp slt i64 %368, 0
  %370 = sext i32 %M to i64
  %371 = mul i32 %bx, 8
  %372 = sext i32 %371 to i64
  %373 = sub i64 %370, %372
  %374 = icmp sgt i64 %373, 8
  %375 = sext i32 %M to i64
  %376 = mul i32 %bx, 8
  %377 = sext i32 %376 to i64
  %378 = sub i64 %375, %377
  %379 = select i1 %374, i64 8, i64 %378
  %380 = select i1 %369, i64 0, i64 %379
  %381 = sext i32 %tl_lo2 to i64
  %382 = icmp slt i64 %380, %381
  %383 = sext i32 %tl_lo2 to i64
  %384 = sext i32 %M to i64
  %385 = mul i32 %bx, 8
  %386 = sext i32 %385 to i64
  %387 = sub i64 %384, %386
  %388 = icmp slt i64 %387, 0
  %389 = sext i32 %M to i64
  %390 = mul i32 %bx, 8
  %391 = sext i32 %390 to i64
  %392 = sub i64 %389, %391
  %393 = icmp sgt i64 %392, 8
  %394 = sext i32 %M to i64
  %395 = mul i32 %bx, 8
  %396 = sext i32 %395 to i64
  %397 = sub i64 %394, %396
  %398 = select i1 %393, i64 8, i64 %397
  %399 = select i1 %388, i64 0, i64 %398
  %400 = select i1 %382, i64 %383, i64 %399
  %tl_hi3 = trunc i64 %400 to i32
  %401 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond101

if.end94:                                         ; preds = %for.end103, %if.end97
  ret void

if.then95:                                        ; preds = %if.then92
  %402 = mul i32 %bx, 8
  %403 = add i32 %402, 0
  %404 = sext i32 %403 to i64
  %405 = getelementptr inbounds float, ptr %Mx, i64 %404
  %406 = getelementptr inbounds float, ptr %acc, i64 0
  call void @tilec_rt_stream(ptr %405, ptr %406, i64 32)
  br label %if.end97

if.else96:                                        ; preds = %if.then92
  br label %for.cond98

if.end97:                                         ; preds = %for.end100, %if.then95
  br label %if.end94

for.cond98:                                       ; preds = %for.body99, %if.else96
  %i3 = phi i32 [ 0, %if.else96 ], [ %415, %for.body99 ]
  %407 = icmp slt i32 %i3, 8
  br i1 %407, label %for.body99, label %for.end100

for.body99:                                       ; preds = %for.cond98
  %408 = sext i32 %i3 to i64
  %409 = getelementptr inbounds float, ptr %acc, i64 %408
  %410 = load float, ptr %409, align 4
  %411 = mul i32 %bx, 8
  %412 = add i32 %411, %i3
  %413 = sext i32 %412 to i64
  %414 = getelementptr inbounds float, ptr %Mx, i64 %413
  store float %410, ptr %414, align 4
  %415 = add nsw i32 %i3, 1
  br label %for.cond98, !llvm.loop !48

for.end100:                                       ; preds = %for.cond98
  br label %if.end97

for.cond101:                                      ; preds = %for.body102, %if.else93
  %i31 = phi i32 [ 0, %if.else93 ], [ %426, %for.body102 ]
  %416 = icmp slt i32 %i31, %401
  br i1 %416, label %for.body102, label %for.end103

for.body102:                                      ; preds = %for.cond101
  %417 = add i32 %tl_lo2, %i31
  %418 = sext i32 %417 to i64
  %419 = getelementptr inbounds float, ptr %acc, i64 %418
  %420 = load float, ptr %419, align 4
  %421 = mul i32 %bx, 8
  %422 = add i32 %tl_lo2, %i31
  %423 = add i32 %421, %422
  %424 = sext i32 %423 to i64
  %425 = getelementptr inbounds float, ptr %Mx, i64 %424
  store float %420, ptr %425, align 4
  %426 = add nsw i32 %i31, 1
  br label %for.cond101, !llvm.loop !49

for.end103:                                       ; preds = %for.cond101
  br label %if.end94
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #3

; Function Attrs: nounwind
define internal void @row_max_task(ptr %ctx, i64 %block) #2 {
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
define i32 @tilec_launch_row_max(ptr %args, ptr %dims, ptr %self) #2 {
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
  store float 0.000000e+00, ptr %30, align 4
  %31 = add nsw i32 %j1, 1
  br label %for.cond1, !llvm.loop !50

for.end3:                                         ; preds = %for.cond1
  %32 = add nsw i32 %i2, 1
  br label %for.cond, !llvm.loop !51

for.cond4:                                        ; preds = %for.end45, %for.end
  %c = phi i32 [ 0, %for.end ], [ %197, %for.end45 ]
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
  br label %for.cond49

if.then:                                          ; preds = %for.body5
  br label %for.cond7

if.else:                                          ; preds = %for.body5
  br label %for.cond21

if.end:                                           ; preds = %for.end23, %for.end9
  br label %for.cond43

for.cond7:                                        ; preds = %for.end19, %if.then
  %i210 = phi i32 [ 0, %if.then ], [ %86, %for.end19 ]
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
  br label %for.cond17

for.cond14:                                       ; preds = %for.body15, %if.then11
  %pf = phi i32 [ 0, %if.then11 ], [ %67, %for.body15 ]
  %54 = icmp slt i32 %pf, 8
  br i1 %54, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  %55 = mul i32 %bx, 8
  %56 = add i32 %55, %i210
  %57 = sext i32 %56 to i64
  %58 = sext i32 %N to i64
  %59 = mul i64 %57, %58
  %60 = add i32 %c, 1
  %61 = mul i32 %60, 128
  %62 = mul i32 %pf, 16
  %63 = add i32 %61, %62
  %64 = sext i32 %63 to i64
  %65 = add i64 %59, %64
  %66 = getelementptr float, ptr %X, i64 %65
  call void @llvm.prefetch.p0(ptr %66, i32 0, i32 3, i32 1)
  %67 = add nsw i32 %pf, 1
  br label %for.cond14, !llvm.loop !52

for.end16:                                        ; preds = %for.cond14
  br label %if.end13

for.cond17:                                       ; preds = %for.body18, %if.end13
  %j120 = phi i32 [ 0, %if.end13 ], [ %85, %for.body18 ]
  %68 = icmp slt i32 %j120, 128
  br i1 %68, label %for.body18, label %for.end19

for.body18:                                       ; preds = %for.cond17
  %69 = mul i32 %bx, 8
  %70 = add i32 %69, %i210
  %71 = sext i32 %70 to i64
  %72 = sext i32 %N to i64
  %73 = mul nsw i64 %71, %72
  %74 = mul i32 %c, 128
  %75 = add i32 %74, %j120
  %76 = sext i32 %75 to i64
  %77 = add nsw i64 %73, %76
  %78 = getelementptr inbounds float, ptr %X, i64 %77
  %79 = load float, ptr %78, align 4
  %80 = sext i32 %i210 to i64
  %81 = mul nsw i64 %80, 128
  %82 = sext i32 %j120 to i64
  %83 = add nsw i64 %81, %82
  %84 = getelementptr inbounds float, ptr %X_f, i64 %83
  store float %79, ptr %84, align 4
  %85 = add nsw i32 %j120, 1
  br label %for.cond17, !llvm.loop !53

for.end19:                                        ; preds = %for.cond17
  %86 = add nsw i32 %i210, 1
  br label %for.cond7, !llvm.loop !54

for.cond21:                                       ; preds = %for.end41, %if.else
  %i224 = phi i32 [ 0, %if.else ], [ %195, %for.end41 ]
  %87 = icmp slt i32 %i224, 8
  br i1 %87, label %for.body22, label %for.end23

for.body22:                                       ; preds = %for.cond21
  %88 = mul i32 %c, 128
  %89 = sext i32 %88 to i64
  %90 = sub i64 0, %89
  %91 = icmp slt i64 %90, 0
  %92 = mul i32 %c, 128
  %93 = sext i32 %92 to i64
  %94 = sub i64 0, %93
  %95 = icmp sgt i64 %94, 128
  %96 = mul i32 %c, 128
  %97 = sext i32 %96 to i64
  %98 = sub i64 0, %97
  %99 = select i1 %95, i64 128, i64 %98
  %100 = select i1 %91, i64 0, i64 %99
  %tl_lo0 = trunc i64 %100 to i32
  %101 = sext i32 %N to i64
  %102 = mul i32 %c, 128
  %103 = sext i32 %102 to i64
  %104 = sub i64 %101, %103
  %105 = icmp slt i64 %104, 0
  %106 = sext i32 %N to i64
  %107 = mul i32 %c, 128
  %108 = sext i32 %107 to i64
  %109 = sub i64 %106, %108
  %110 = icmp sgt i64 %109, 128
  %111 = sext i32 %N to i64
  %112 = mul i32 %c, 128
  %113 = sext i32 %112 to i64
  %114 = sub i64 %111, %113
  %115 = select i1 %110, i64 128, i64 %114
  %116 = select i1 %105, i64 0, i64 %115
  %117 = sext i32 %tl_lo0 to i64
  %118 = icmp slt i64 %116, %117
  %119 = sext i32 %tl_lo0 to i64
  %120 = sext i32 %N to i64
  %121 = mul i32 %c, 128
  %122 = sext i32 %121 to i64
  %123 = sub i64 %120, %122
  %124 = icmp slt i64 %123, 0
  %125 = sext i32 %N to i64
  %126 = mul i32 %c, 128
  %127 = sext i32 %126 to i64
  %128 = sub i64 %125, %127
  %129 = icmp sgt i64 %128, 128
  %130 = sext i32 %N to i64
  %131 = mul i32 %c, 128
  %132 = sext i32 %131 to i64
  %133 = sub i64 %130, %132
  %134 = select i1 %129, i64 128, i64 %133
  %135 = select i1 %124, i64 0, i64 %134
  %136 = select i1 %118, i64 %119, i64 %135
  %tl_hi1 = trunc i64 %136 to i32
  br label %for.cond25

for.end23:                                        ; preds = %for.cond21
  br label %if.end

for.cond25:                                       ; preds = %for.body26, %for.body22
  %j128 = phi i32 [ 0, %for.body22 ], [ %143, %for.body26 ]
  %137 = icmp slt i32 %j128, %tl_lo0
  br i1 %137, label %for.body26, label %for.end27

for.body26:                                       ; preds = %for.cond25
  %138 = sext i32 %i224 to i64
  %139 = mul nsw i64 %138, 128
  %140 = sext i32 %j128 to i64
  %141 = add nsw i64 %139, %140
  %142 = getelementptr inbounds float, ptr %X_f, i64 %141
  store float 0.000000e+00, ptr %142, align 4
  %143 = add nsw i32 %j128, 1
  br label %for.cond25, !llvm.loop !55

for.end27:                                        ; preds = %for.cond25
  %144 = mul i32 %bx, 8
  %145 = sext i32 %144 to i64
  %146 = sext i32 %i224 to i64
  %147 = add i64 %145, %146
  %148 = icmp sle i64 0, %147
  %149 = mul i32 %bx, 8
  %150 = sext i32 %149 to i64
  %151 = sext i32 %i224 to i64
  %152 = add i64 %150, %151
  %153 = sext i32 %M to i64
  %154 = icmp slt i64 %152, %153
  %155 = and i1 %148, %154
  br i1 %155, label %if.then29, label %if.else30

if.then29:                                        ; preds = %for.end27
  %156 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond32

if.else30:                                        ; preds = %for.end27
  %157 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond35

if.end31:                                         ; preds = %for.end37, %for.end34
  %158 = sub i32 128, %tl_hi1
  br label %for.cond39

for.cond32:                                       ; preds = %for.body33, %if.then29
  %j11 = phi i32 [ 0, %if.then29 ], [ %178, %for.body33 ]
  %159 = icmp slt i32 %j11, %156
  br i1 %159, label %for.body33, label %for.end34

for.body33:                                       ; preds = %for.cond32
  %160 = mul i32 %bx, 8
  %161 = add i32 %160, %i224
  %162 = sext i32 %161 to i64
  %163 = sext i32 %N to i64
  %164 = mul nsw i64 %162, %163
  %165 = mul i32 %c, 128
  %166 = add i32 %tl_lo0, %j11
  %167 = add i32 %165, %166
  %168 = sext i32 %167 to i64
  %169 = add nsw i64 %164, %168
  %170 = getelementptr inbounds float, ptr %X, i64 %169
  %171 = load float, ptr %170, align 4
  %172 = sext i32 %i224 to i64
  %173 = mul nsw i64 %172, 128
  %174 = add i32 %tl_lo0, %j11
  %175 = sext i32 %174 to i64
  %176 = add nsw i64 %173, %175
  %177 = getelementptr inbounds float, ptr %X_f, i64 %176
  store float %171, ptr %177, align 4
  %178 = add nsw i32 %j11, 1
  br label %for.cond32, !llvm.loop !56

for.end34:                                        ; preds = %for.cond32
  br label %if.end31

for.cond35:                                       ; preds = %for.body36, %if.else30
  %j1138 = phi i32 [ 0, %if.else30 ], [ %186, %for.body36 ]
  %179 = icmp slt i32 %j1138, %157
  br i1 %179, label %for.body36, label %for.end37

for.body36:                                       ; preds = %for.cond35
  %180 = sext i32 %i224 to i64
  %181 = mul nsw i64 %180, 128
  %182 = add i32 %tl_lo0, %j1138
  %183 = sext i32 %182 to i64
  %184 = add nsw i64 %181, %183
  %185 = getelementptr inbounds float, ptr %X_f, i64 %184
  store float 0.000000e+00, ptr %185, align 4
  %186 = add nsw i32 %j1138, 1
  br label %for.cond35, !llvm.loop !57

for.end37:                                        ; preds = %for.cond35
  br label %if.end31

for.cond39:                                       ; preds = %for.body40, %if.end31
  %j1142 = phi i32 [ 0, %if.end31 ], [ %194, %for.body40 ]
  %187 = icmp slt i32 %j1142, %158
  br i1 %187, label %for.body40, label %for.end41

for.body40:                                       ; preds = %for.cond39
  %188 = sext i32 %i224 to i64
  %189 = mul nsw i64 %188, 128
  %190 = add i32 %tl_hi1, %j1142
  %191 = sext i32 %190 to i64
  %192 = add nsw i64 %189, %191
  %193 = getelementptr inbounds float, ptr %X_f, i64 %192
  store float 0.000000e+00, ptr %193, align 4
  %194 = add nsw i32 %j1142, 1
  br label %for.cond39, !llvm.loop !58

for.end41:                                        ; preds = %for.cond39
  %195 = add nsw i32 %i224, 1
  br label %for.cond21, !llvm.loop !59

for.cond43:                                       ; preds = %for.end48, %if.end
  %i = phi i32 [ 0, %if.end ], [ %223, %for.end48 ]
  %196 = icmp slt i32 %i, 8
  br i1 %196, label %for.body44, label %for.end45

for.body44:                                       ; preds = %for.cond43
  br label %for.cond46

for.end45:                                        ; preds = %for.cond43
  %197 = add nsw i32 %c, 1
  br label %for.cond4, !llvm.loop !60

for.cond46:                                       ; preds = %for.body47, %for.body44
  %j = phi i32 [ 0, %for.body44 ], [ %222, %for.body47 ]
  %198 = icmp slt i32 %j, 128
  br i1 %198, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %199 = sext i32 %i to i64
  %200 = mul nsw i64 %199, 128
  %201 = sext i32 %j to i64
  %202 = add nsw i64 %200, %201
  %203 = getelementptr inbounds float, ptr %part, i64 %202
  %204 = load float, ptr %203, align 4
  %205 = mul i32 %c, 128
  %206 = add i32 %205, %j
  %207 = icmp slt i32 %206, %N
  %208 = sext i32 %i to i64
  %209 = mul nsw i64 %208, 128
  %210 = sext i32 %j to i64
  %211 = add nsw i64 %209, %210
  %212 = call i64 @llvm.umin.i64(i64 %211, i64 1023)
  %213 = getelementptr inbounds float, ptr %X_f, i64 %212
  %214 = load float, ptr %213, align 4
  %215 = select i1 %207, float %214, float 0.000000e+00
  %216 = fadd float %204, %215
  %217 = sext i32 %i to i64
  %218 = mul nsw i64 %217, 128
  %219 = sext i32 %j to i64
  %220 = add nsw i64 %218, %219
  %221 = getelementptr inbounds float, ptr %part, i64 %220
  store float %216, ptr %221, align 4
  %222 = add nsw i32 %j, 1
  br label %for.cond46, !llvm.loop !61

for.end48:                                        ; preds = %for.cond46
  %223 = add nsw i32 %i, 1
  br label %for.cond43, !llvm.loop !62

for.cond49:                                       ; preds = %for.end80, %for.end6
  %i1 = phi i32 [ 0, %for.end6 ], [ %332, %for.end80 ]
  %224 = icmp slt i32 %i1, 8
  br i1 %224, label %for.body50, label %for.end51

for.body50:                                       ; preds = %for.cond49
  br label %for.cond52

for.end51:                                        ; preds = %for.cond49
  %225 = mul i32 %bx, 8
  %226 = icmp sle i32 0, %225
  %227 = mul i32 %bx, 8
  %228 = sext i32 %227 to i64
  %229 = add i64 %228, 8
  %230 = sext i32 %M to i64
  %231 = icmp sle i64 %229, %230
  %232 = and i1 %226, %231
  br i1 %232, label %if.then82, label %if.else83

for.cond52:                                       ; preds = %for.body53, %for.body50
  %lane = phi i32 [ 0, %for.body50 ], [ %242, %for.body53 ]
  %233 = icmp slt i32 %lane, 32
  br i1 %233, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %234 = sext i32 %i1 to i64
  %235 = mul nsw i64 %234, 128
  %236 = sext i32 %lane to i64
  %237 = add nsw i64 %235, %236
  %238 = getelementptr inbounds float, ptr %part, i64 %237
  %239 = load float, ptr %238, align 4
  %240 = sext i32 %lane to i64
  %241 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %240
  store float %239, ptr %241, align 4
  %242 = add nsw i32 %lane, 1
  br label %for.cond52, !llvm.loop !63

for.end54:                                        ; preds = %for.cond52
  br label %for.cond55

for.cond55:                                       ; preds = %for.end60, %for.end54
  %red = phi i32 [ 0, %for.end54 ], [ %261, %for.end60 ]
  %243 = icmp slt i32 %red, 3
  br i1 %243, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  br label %for.cond58

for.end57:                                        ; preds = %for.cond55
  br label %for.cond62

for.cond58:                                       ; preds = %for.body59, %for.body56
  %lane61 = phi i32 [ 0, %for.body56 ], [ %260, %for.body59 ]
  %244 = icmp slt i32 %lane61, 32
  br i1 %244, label %for.body59, label %for.end60

for.body59:                                       ; preds = %for.cond58
  %245 = sext i32 %lane61 to i64
  %246 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %245
  %247 = load float, ptr %246, align 4
  %248 = sext i32 %i1 to i64
  %249 = mul nsw i64 %248, 128
  %250 = add i32 %red, 1
  %251 = mul i32 %250, 32
  %252 = add i32 %251, %lane61
  %253 = sext i32 %252 to i64
  %254 = add nsw i64 %249, %253
  %255 = getelementptr inbounds float, ptr %part, i64 %254
  %256 = load float, ptr %255, align 4
  %257 = fadd float %247, %256
  %258 = sext i32 %lane61 to i64
  %259 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %258
  store float %257, ptr %259, align 4
  %260 = add nsw i32 %lane61, 1
  br label %for.cond58, !llvm.loop !64

for.end60:                                        ; preds = %for.cond58
  %261 = add nsw i32 %red, 1
  br label %for.cond55, !llvm.loop !65

for.cond62:                                       ; preds = %for.body63, %for.end57
  %lane65 = phi i32 [ 0, %for.end57 ], [ %273, %for.body63 ]
  %262 = icmp slt i32 %lane65, 16
  br i1 %262, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %263 = sext i32 %lane65 to i64
  %264 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %263
  %265 = load float, ptr %264, align 4
  %266 = add i32 %lane65, 16
  %267 = sext i32 %266 to i64
  %268 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %267
  %269 = load float, ptr %268, align 4
  %270 = fadd float %265, %269
  %271 = sext i32 %lane65 to i64
  %272 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %271
  store float %270, ptr %272, align 4
  %273 = add nsw i32 %lane65, 1
  br label %for.cond62, !llvm.loop !66

for.end64:                                        ; preds = %for.cond62
  br label %for.cond66

for.cond66:                                       ; preds = %for.body67, %for.end64
  %lane69 = phi i32 [ 0, %for.end64 ], [ %285, %for.body67 ]
  %274 = icmp slt i32 %lane69, 8
  br i1 %274, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  %275 = sext i32 %lane69 to i64
  %276 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %275
  %277 = load float, ptr %276, align 4
  %278 = add i32 %lane69, 8
  %279 = sext i32 %278 to i64
  %280 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %279
  %281 = load float, ptr %280, align 4
  %282 = fadd float %277, %281
  %283 = sext i32 %lane69 to i64
  %284 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %283
  store float %282, ptr %284, align 4
  %285 = add nsw i32 %lane69, 1
  br label %for.cond66, !llvm.loop !67

for.end68:                                        ; preds = %for.cond66
  br label %for.cond70

for.cond70:                                       ; preds = %for.body71, %for.end68
  %lane73 = phi i32 [ 0, %for.end68 ], [ %297, %for.body71 ]
  %286 = icmp slt i32 %lane73, 4
  br i1 %286, label %for.body71, label %for.end72

for.body71:                                       ; preds = %for.cond70
  %287 = sext i32 %lane73 to i64
  %288 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %287
  %289 = load float, ptr %288, align 4
  %290 = add i32 %lane73, 4
  %291 = sext i32 %290 to i64
  %292 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %291
  %293 = load float, ptr %292, align 4
  %294 = fadd float %289, %293
  %295 = sext i32 %lane73 to i64
  %296 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %295
  store float %294, ptr %296, align 4
  %297 = add nsw i32 %lane73, 1
  br label %for.cond70, !llvm.loop !68

for.end72:                                        ; preds = %for.cond70
  br label %for.cond74

for.cond74:                                       ; preds = %for.body75, %for.end72
  %lane77 = phi i32 [ 0, %for.end72 ], [ %309, %for.body75 ]
  %298 = icmp slt i32 %lane77, 2
  br i1 %298, label %for.body75, label %for.end76

for.body75:                                       ; preds = %for.cond74
  %299 = sext i32 %lane77 to i64
  %300 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %299
  %301 = load float, ptr %300, align 4
  %302 = add i32 %lane77, 2
  %303 = sext i32 %302 to i64
  %304 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %303
  %305 = load float, ptr %304, align 4
  %306 = fadd float %301, %305
  %307 = sext i32 %lane77 to i64
  %308 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %307
  store float %306, ptr %308, align 4
  %309 = add nsw i32 %lane77, 1
  br label %for.cond74, !llvm.loop !69

for.end76:                                        ; preds = %for.cond74
  br label %for.cond78

for.cond78:                                       ; preds = %for.body79, %for.end76
  %lane81 = phi i32 [ 0, %for.end76 ], [ %321, %for.body79 ]
  %310 = icmp slt i32 %lane81, 1
  br i1 %310, label %for.body79, label %for.end80

for.body79:                                       ; preds = %for.cond78
  %311 = sext i32 %lane81 to i64
  %312 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %311
  %313 = load float, ptr %312, align 4
  %314 = add i32 %lane81, 1
  %315 = sext i32 %314 to i64
  %316 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %315
  %317 = load float, ptr %316, align 4
  %318 = fadd float %313, %317
  %319 = sext i32 %lane81 to i64
  %320 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %319
  store float %318, ptr %320, align 4
  %321 = add nsw i32 %lane81, 1
  br label %for.cond78, !llvm.loop !70

for.end80:                                        ; preds = %for.cond78
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
  br label %for.cond49, !llvm.loop !71

if.then82:                                        ; preds = %for.end51
  %333 = sext i32 %M to i64
  %334 = icmp sge i64 %333, 8388608
  br i1 %334, label %if.then85, label %if.else86

if.else83:                                        ; preds = %for.end51
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
  br label %for.cond91

if.end84:                                         ; preds = %for.end93, %if.end87
  ret void

if.then85:                                        ; preds = %if.then82
  %385 = mul i32 %bx, 8
  %386 = add i32 %385, 0
  %387 = sext i32 %386 to i64
  %388 = getelementptr inbounds float, ptr %S, i64 %387
  %389 = getelementptr inbounds float, ptr %acc, i64 0
  call void @tilec_rt_stream(ptr %388, ptr %389, i64 32)
  br label %if.end87

if.else86:                                        ; preds = %if.then82
  br label %for.cond88

if.end87:                                         ; preds = %for.end90, %if.then85
  br label %if.end84

for.cond88:                                       ; preds = %for.body89, %if.else86
  %i3 = phi i32 [ 0, %if.else86 ], [ %398, %for.body89 ]
  %390 = icmp slt i32 %i3, 8
  br i1 %390, label %for.body89, label %for.end90

for.body89:                                       ; preds = %for.cond88
  %391 = sext i32 %i3 to i64
  %392 = getelementptr inbounds float, ptr %acc, i64 %391
  %393 = load float, ptr %392, align 4
  %394 = mul i32 %bx, 8
  %395 = add i32 %394, %i3
  %396 = sext i32 %395 to i64
  %397 = getelementptr inbounds float, ptr %S, i64 %396
  store float %393, ptr %397, align 4
  %398 = add nsw i32 %i3, 1
  br label %for.cond88, !llvm.loop !72

for.end90:                                        ; preds = %for.cond88
  br label %if.end87

for.cond91:                                       ; preds = %for.body92, %if.else83
  %i31 = phi i32 [ 0, %if.else83 ], [ %409, %for.body92 ]
  %399 = icmp slt i32 %i31, %384
  br i1 %399, label %for.body92, label %for.end93

for.body92:                                       ; preds = %for.cond91
  %400 = add i32 %tl_lo2, %i31
  %401 = sext i32 %400 to i64
  %402 = getelementptr inbounds float, ptr %acc, i64 %401
  %403 = load float, ptr %402, align 4
  %404 = mul i32 %bx, 8
  %405 = add i32 %tl_lo2, %i31
  %406 = add i32 %404, %405
  %407 = sext i32 %406 to i64
  %408 = getelementptr inbounds float, ptr %S, i64 %407
  store float %403, ptr %408, align 4
  %409 = add nsw i32 %i31, 1
  br label %for.cond91, !llvm.loop !73

for.end93:                                        ; preds = %for.cond91
  br label %if.end84
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nounwind
define internal void @row_sum_lanes_task(ptr %ctx, i64 %block) #2 {
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
define i32 @tilec_launch_row_sum_lanes(ptr %args, ptr %dims, ptr %self) #2 {
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
  br label %for.cond1, !llvm.loop !74

for.end3:                                         ; preds = %for.cond1
  %32 = add nsw i32 %i2, 1
  br label %for.cond, !llvm.loop !75

for.cond4:                                        ; preds = %for.end45, %for.end
  %c = phi i32 [ 0, %for.end ], [ %197, %for.end45 ]
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
  br label %for.cond49

if.then:                                          ; preds = %for.body5
  br label %for.cond7

if.else:                                          ; preds = %for.body5
  br label %for.cond21

if.end:                                           ; preds = %for.end23, %for.end9
  br label %for.cond43

for.cond7:                                        ; preds = %for.end19, %if.then
  %i210 = phi i32 [ 0, %if.then ], [ %86, %for.end19 ]
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
  br label %for.cond17

for.cond14:                                       ; preds = %for.body15, %if.then11
  %pf = phi i32 [ 0, %if.then11 ], [ %67, %for.body15 ]
  %54 = icmp slt i32 %pf, 8
  br i1 %54, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  %55 = mul i32 %bx, 8
  %56 = add i32 %55, %i210
  %57 = sext i32 %56 to i64
  %58 = sext i32 %N to i64
  %59 = mul i64 %57, %58
  %60 = add i32 %c, 1
  %61 = mul i32 %60, 128
  %62 = mul i32 %pf, 16
  %63 = add i32 %61, %62
  %64 = sext i32 %63 to i64
  %65 = add i64 %59, %64
  %66 = getelementptr float, ptr %X, i64 %65
  call void @llvm.prefetch.p0(ptr %66, i32 0, i32 3, i32 1)
  %67 = add nsw i32 %pf, 1
  br label %for.cond14, !llvm.loop !76

for.end16:                                        ; preds = %for.cond14
  br label %if.end13

for.cond17:                                       ; preds = %for.body18, %if.end13
  %j120 = phi i32 [ 0, %if.end13 ], [ %85, %for.body18 ]
  %68 = icmp slt i32 %j120, 128
  br i1 %68, label %for.body18, label %for.end19

for.body18:                                       ; preds = %for.cond17
  %69 = mul i32 %bx, 8
  %70 = add i32 %69, %i210
  %71 = sext i32 %70 to i64
  %72 = sext i32 %N to i64
  %73 = mul nsw i64 %71, %72
  %74 = mul i32 %c, 128
  %75 = add i32 %74, %j120
  %76 = sext i32 %75 to i64
  %77 = add nsw i64 %73, %76
  %78 = getelementptr inbounds float, ptr %X, i64 %77
  %79 = load float, ptr %78, align 4
  %80 = sext i32 %i210 to i64
  %81 = mul nsw i64 %80, 128
  %82 = sext i32 %j120 to i64
  %83 = add nsw i64 %81, %82
  %84 = getelementptr inbounds float, ptr %X_f, i64 %83
  store float %79, ptr %84, align 4
  %85 = add nsw i32 %j120, 1
  br label %for.cond17, !llvm.loop !77

for.end19:                                        ; preds = %for.cond17
  %86 = add nsw i32 %i210, 1
  br label %for.cond7, !llvm.loop !78

for.cond21:                                       ; preds = %for.end41, %if.else
  %i224 = phi i32 [ 0, %if.else ], [ %195, %for.end41 ]
  %87 = icmp slt i32 %i224, 8
  br i1 %87, label %for.body22, label %for.end23

for.body22:                                       ; preds = %for.cond21
  %88 = mul i32 %c, 128
  %89 = sext i32 %88 to i64
  %90 = sub i64 0, %89
  %91 = icmp slt i64 %90, 0
  %92 = mul i32 %c, 128
  %93 = sext i32 %92 to i64
  %94 = sub i64 0, %93
  %95 = icmp sgt i64 %94, 128
  %96 = mul i32 %c, 128
  %97 = sext i32 %96 to i64
  %98 = sub i64 0, %97
  %99 = select i1 %95, i64 128, i64 %98
  %100 = select i1 %91, i64 0, i64 %99
  %tl_lo0 = trunc i64 %100 to i32
  %101 = sext i32 %N to i64
  %102 = mul i32 %c, 128
  %103 = sext i32 %102 to i64
  %104 = sub i64 %101, %103
  %105 = icmp slt i64 %104, 0
  %106 = sext i32 %N to i64
  %107 = mul i32 %c, 128
  %108 = sext i32 %107 to i64
  %109 = sub i64 %106, %108
  %110 = icmp sgt i64 %109, 128
  %111 = sext i32 %N to i64
  %112 = mul i32 %c, 128
  %113 = sext i32 %112 to i64
  %114 = sub i64 %111, %113
  %115 = select i1 %110, i64 128, i64 %114
  %116 = select i1 %105, i64 0, i64 %115
  %117 = sext i32 %tl_lo0 to i64
  %118 = icmp slt i64 %116, %117
  %119 = sext i32 %tl_lo0 to i64
  %120 = sext i32 %N to i64
  %121 = mul i32 %c, 128
  %122 = sext i32 %121 to i64
  %123 = sub i64 %120, %122
  %124 = icmp slt i64 %123, 0
  %125 = sext i32 %N to i64
  %126 = mul i32 %c, 128
  %127 = sext i32 %126 to i64
  %128 = sub i64 %125, %127
  %129 = icmp sgt i64 %128, 128
  %130 = sext i32 %N to i64
  %131 = mul i32 %c, 128
  %132 = sext i32 %131 to i64
  %133 = sub i64 %130, %132
  %134 = select i1 %129, i64 128, i64 %133
  %135 = select i1 %124, i64 0, i64 %134
  %136 = select i1 %118, i64 %119, i64 %135
  %tl_hi1 = trunc i64 %136 to i32
  br label %for.cond25

for.end23:                                        ; preds = %for.cond21
  br label %if.end

for.cond25:                                       ; preds = %for.body26, %for.body22
  %j128 = phi i32 [ 0, %for.body22 ], [ %143, %for.body26 ]
  %137 = icmp slt i32 %j128, %tl_lo0
  br i1 %137, label %for.body26, label %for.end27

for.body26:                                       ; preds = %for.cond25
  %138 = sext i32 %i224 to i64
  %139 = mul nsw i64 %138, 128
  %140 = sext i32 %j128 to i64
  %141 = add nsw i64 %139, %140
  %142 = getelementptr inbounds float, ptr %X_f, i64 %141
  store float 0.000000e+00, ptr %142, align 4
  %143 = add nsw i32 %j128, 1
  br label %for.cond25, !llvm.loop !79

for.end27:                                        ; preds = %for.cond25
  %144 = mul i32 %bx, 8
  %145 = sext i32 %144 to i64
  %146 = sext i32 %i224 to i64
  %147 = add i64 %145, %146
  %148 = icmp sle i64 0, %147
  %149 = mul i32 %bx, 8
  %150 = sext i32 %149 to i64
  %151 = sext i32 %i224 to i64
  %152 = add i64 %150, %151
  %153 = sext i32 %M to i64
  %154 = icmp slt i64 %152, %153
  %155 = and i1 %148, %154
  br i1 %155, label %if.then29, label %if.else30

if.then29:                                        ; preds = %for.end27
  %156 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond32

if.else30:                                        ; preds = %for.end27
  %157 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond35

if.end31:                                         ; preds = %for.end37, %for.end34
  %158 = sub i32 128, %tl_hi1
  br label %for.cond39

for.cond32:                                       ; preds = %for.body33, %if.then29
  %j11 = phi i32 [ 0, %if.then29 ], [ %178, %for.body33 ]
  %159 = icmp slt i32 %j11, %156
  br i1 %159, label %for.body33, label %for.end34

for.body33:                                       ; preds = %for.cond32
  %160 = mul i32 %bx, 8
  %161 = add i32 %160, %i224
  %162 = sext i32 %161 to i64
  %163 = sext i32 %N to i64
  %164 = mul nsw i64 %162, %163
  %165 = mul i32 %c, 128
  %166 = add i32 %tl_lo0, %j11
  %167 = add i32 %165, %166
  %168 = sext i32 %167 to i64
  %169 = add nsw i64 %164, %168
  %170 = getelementptr inbounds float, ptr %X, i64 %169
  %171 = load float, ptr %170, align 4
  %172 = sext i32 %i224 to i64
  %173 = mul nsw i64 %172, 128
  %174 = add i32 %tl_lo0, %j11
  %175 = sext i32 %174 to i64
  %176 = add nsw i64 %173, %175
  %177 = getelementptr inbounds float, ptr %X_f, i64 %176
  store float %171, ptr %177, align 4
  %178 = add nsw i32 %j11, 1
  br label %for.cond32, !llvm.loop !80

for.end34:                                        ; preds = %for.cond32
  br label %if.end31

for.cond35:                                       ; preds = %for.body36, %if.else30
  %j1138 = phi i32 [ 0, %if.else30 ], [ %186, %for.body36 ]
  %179 = icmp slt i32 %j1138, %157
  br i1 %179, label %for.body36, label %for.end37

for.body36:                                       ; preds = %for.cond35
  %180 = sext i32 %i224 to i64
  %181 = mul nsw i64 %180, 128
  %182 = add i32 %tl_lo0, %j1138
  %183 = sext i32 %182 to i64
  %184 = add nsw i64 %181, %183
  %185 = getelementptr inbounds float, ptr %X_f, i64 %184
  store float 0.000000e+00, ptr %185, align 4
  %186 = add nsw i32 %j1138, 1
  br label %for.cond35, !llvm.loop !81

for.end37:                                        ; preds = %for.cond35
  br label %if.end31

for.cond39:                                       ; preds = %for.body40, %if.end31
  %j1142 = phi i32 [ 0, %if.end31 ], [ %194, %for.body40 ]
  %187 = icmp slt i32 %j1142, %158
  br i1 %187, label %for.body40, label %for.end41

for.body40:                                       ; preds = %for.cond39
  %188 = sext i32 %i224 to i64
  %189 = mul nsw i64 %188, 128
  %190 = add i32 %tl_hi1, %j1142
  %191 = sext i32 %190 to i64
  %192 = add nsw i64 %189, %191
  %193 = getelementptr inbounds float, ptr %X_f, i64 %192
  store float 0.000000e+00, ptr %193, align 4
  %194 = add nsw i32 %j1142, 1
  br label %for.cond39, !llvm.loop !82

for.end41:                                        ; preds = %for.cond39
  %195 = add nsw i32 %i224, 1
  br label %for.cond21, !llvm.loop !83

for.cond43:                                       ; preds = %for.end48, %if.end
  %i = phi i32 [ 0, %if.end ], [ %223, %for.end48 ]
  %196 = icmp slt i32 %i, 8
  br i1 %196, label %for.body44, label %for.end45

for.body44:                                       ; preds = %for.cond43
  br label %for.cond46

for.end45:                                        ; preds = %for.cond43
  %197 = add nsw i32 %c, 1
  br label %for.cond4, !llvm.loop !84

for.cond46:                                       ; preds = %for.body47, %for.body44
  %j = phi i32 [ 0, %for.body44 ], [ %222, %for.body47 ]
  %198 = icmp slt i32 %j, 128
  br i1 %198, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %199 = sext i32 %i to i64
  %200 = mul nsw i64 %199, 128
  %201 = sext i32 %j to i64
  %202 = add nsw i64 %200, %201
  %203 = getelementptr inbounds float, ptr %part, i64 %202
  %204 = load float, ptr %203, align 4
  %205 = mul i32 %c, 128
  %206 = add i32 %205, %j
  %207 = icmp slt i32 %206, %N
  %208 = sext i32 %i to i64
  %209 = mul nsw i64 %208, 128
  %210 = sext i32 %j to i64
  %211 = add nsw i64 %209, %210
  %212 = call i64 @llvm.umin.i64(i64 %211, i64 1023)
  %213 = getelementptr inbounds float, ptr %X_f, i64 %212
  %214 = load float, ptr %213, align 4
  %215 = select i1 %207, float %214, float 0xFFF0000000000000
  %216 = call float @llvm.maxnum.f32(float %204, float %215)
  %217 = sext i32 %i to i64
  %218 = mul nsw i64 %217, 128
  %219 = sext i32 %j to i64
  %220 = add nsw i64 %218, %219
  %221 = getelementptr inbounds float, ptr %part, i64 %220
  store float %216, ptr %221, align 4
  %222 = add nsw i32 %j, 1
  br label %for.cond46, !llvm.loop !85

for.end48:                                        ; preds = %for.cond46
  %223 = add nsw i32 %i, 1
  br label %for.cond43, !llvm.loop !86

for.cond49:                                       ; preds = %for.end88, %for.end6
  %i1 = phi i32 [ 0, %for.end6 ], [ %341, %for.end88 ]
  %224 = icmp slt i32 %i1, 8
  br i1 %224, label %for.body50, label %for.end51

for.body50:                                       ; preds = %for.cond49
  br label %for.cond52

for.end51:                                        ; preds = %for.cond49
  %225 = mul i32 %bx, 8
  %226 = icmp sle i32 0, %225
  %227 = mul i32 %bx, 8
  %228 = sext i32 %227 to i64
  %229 = add i64 %228, 8
  %230 = sext i32 %M to i64
  %231 = icmp sle i64 %229, %230
  %232 = and i1 %226, %231
  br i1 %232, label %if.then92, label %if.else93

for.cond52:                                       ; preds = %for.body53, %for.body50
  %lane = phi i32 [ 0, %for.body50 ], [ %257, %for.body53 ]
  %233 = icmp slt i32 %lane, 32
  br i1 %233, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %234 = sext i32 %i1 to i64
  %235 = mul nsw i64 %234, 128
  %236 = sext i32 %lane to i64
  %237 = add nsw i64 %235, %236
  %238 = getelementptr inbounds float, ptr %part, i64 %237
  %239 = load float, ptr %238, align 4
  %240 = sext i32 %i1 to i64
  %241 = mul nsw i64 %240, 128
  %242 = sext i32 %lane to i64
  %243 = add nsw i64 %241, %242
  %244 = getelementptr inbounds float, ptr %part, i64 %243
  %245 = load float, ptr %244, align 4
  %246 = fcmp une float %239, %245
  %247 = sext i32 %i1 to i64
  %248 = mul nsw i64 %247, 128
  %249 = sext i32 %lane to i64
  %250 = add nsw i64 %248, %249
  %251 = call i64 @llvm.umin.i64(i64 %250, i64 1023)
  %252 = getelementptr inbounds float, ptr %part, i64 %251
  %253 = load float, ptr %252, align 4
  %254 = select i1 %246, float 0xFFF0000000000000, float %253
  %255 = sext i32 %lane to i64
  %256 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %255
  store float %254, ptr %256, align 4
  %257 = add nsw i32 %lane, 1
  br label %for.cond52, !llvm.loop !87

for.end54:                                        ; preds = %for.cond52
  br label %for.cond55

for.cond55:                                       ; preds = %for.end60, %for.end54
  %red = phi i32 [ 0, %for.end54 ], [ %275, %for.end60 ]
  %258 = icmp slt i32 %red, 3
  br i1 %258, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  br label %for.cond58

for.end57:                                        ; preds = %for.cond55
  br label %for.cond62

for.cond58:                                       ; preds = %for.body59, %for.body56
  %lane61 = phi i32 [ 0, %for.body56 ], [ %274, %for.body59 ]
  %259 = icmp slt i32 %lane61, 32
  br i1 %259, label %for.body59, label %for.end60

for.body59:                                       ; preds = %for.cond58
  %260 = sext i32 %lane61 to i64
  %261 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %260
  %lane_acc = load float, ptr %261, align 4
  %262 = sext i32 %i1 to i64
  %263 = mul nsw i64 %262, 128
  %264 = add i32 %red, 1
  %265 = mul i32 %264, 32
  %266 = add i32 %265, %lane61
  %267 = sext i32 %266 to i64
  %268 = add nsw i64 %263, %267
  %269 = getelementptr inbounds float, ptr %part, i64 %268
  %lane_next = load float, ptr %269, align 4
  %270 = fcmp ogt float %lane_next, %lane_acc
  %271 = select i1 %270, float %lane_next, float %lane_acc
  %272 = sext i32 %lane61 to i64
  %273 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %272
  store float %271, ptr %273, align 4
  %274 = add nsw i32 %lane61, 1
  br label %for.cond58, !llvm.loop !88

for.end60:                                        ; preds = %for.cond58
  %275 = add nsw i32 %red, 1
  br label %for.cond55, !llvm.loop !89

for.cond62:                                       ; preds = %for.body63, %for.end57
  %lane65 = phi i32 [ 0, %for.end57 ], [ %286, %for.body63 ]
  %276 = icmp slt i32 %lane65, 16
  br i1 %276, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %277 = sext i32 %lane65 to i64
  %278 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %277
  %lane_acc66 = load float, ptr %278, align 4
  %279 = add i32 %lane65, 16
  %280 = sext i32 %279 to i64
  %281 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %280
  %lane_next67 = load float, ptr %281, align 4
  %282 = fcmp ogt float %lane_next67, %lane_acc66
  %283 = select i1 %282, float %lane_next67, float %lane_acc66
  %284 = sext i32 %lane65 to i64
  %285 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %284
  store float %283, ptr %285, align 4
  %286 = add nsw i32 %lane65, 1
  br label %for.cond62, !llvm.loop !90

for.end64:                                        ; preds = %for.cond62
  br label %for.cond68

for.cond68:                                       ; preds = %for.body69, %for.end64
  %lane71 = phi i32 [ 0, %for.end64 ], [ %297, %for.body69 ]
  %287 = icmp slt i32 %lane71, 8
  br i1 %287, label %for.body69, label %for.end70

for.body69:                                       ; preds = %for.cond68
  %288 = sext i32 %lane71 to i64
  %289 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %288
  %lane_acc72 = load float, ptr %289, align 4
  %290 = add i32 %lane71, 8
  %291 = sext i32 %290 to i64
  %292 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %291
  %lane_next73 = load float, ptr %292, align 4
  %293 = fcmp ogt float %lane_next73, %lane_acc72
  %294 = select i1 %293, float %lane_next73, float %lane_acc72
  %295 = sext i32 %lane71 to i64
  %296 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %295
  store float %294, ptr %296, align 4
  %297 = add nsw i32 %lane71, 1
  br label %for.cond68, !llvm.loop !91

for.end70:                                        ; preds = %for.cond68
  br label %for.cond74

for.cond74:                                       ; preds = %for.body75, %for.end70
  %lane77 = phi i32 [ 0, %for.end70 ], [ %308, %for.body75 ]
  %298 = icmp slt i32 %lane77, 4
  br i1 %298, label %for.body75, label %for.end76

for.body75:                                       ; preds = %for.cond74
  %299 = sext i32 %lane77 to i64
  %300 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %299
  %lane_acc78 = load float, ptr %300, align 4
  %301 = add i32 %lane77, 4
  %302 = sext i32 %301 to i64
  %303 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %302
  %lane_next79 = load float, ptr %303, align 4
  %304 = fcmp ogt float %lane_next79, %lane_acc78
  %305 = select i1 %304, float %lane_next79, float %lane_acc78
  %306 = sext i32 %lane77 to i64
  %307 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %306
  store float %305, ptr %307, align 4
  %308 = add nsw i32 %lane77, 1
  br label %for.cond74, !llvm.loop !92

for.end76:                                        ; preds = %for.cond74
  br label %for.cond80

for.cond80:                                       ; preds = %for.body81, %for.end76
  %lane83 = phi i32 [ 0, %for.end76 ], [ %319, %for.body81 ]
  %309 = icmp slt i32 %lane83, 2
  br i1 %309, label %for.body81, label %for.end82

for.body81:                                       ; preds = %for.cond80
  %310 = sext i32 %lane83 to i64
  %311 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %310
  %lane_acc84 = load float, ptr %311, align 4
  %312 = add i32 %lane83, 2
  %313 = sext i32 %312 to i64
  %314 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %313
  %lane_next85 = load float, ptr %314, align 4
  %315 = fcmp ogt float %lane_next85, %lane_acc84
  %316 = select i1 %315, float %lane_next85, float %lane_acc84
  %317 = sext i32 %lane83 to i64
  %318 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %317
  store float %316, ptr %318, align 4
  %319 = add nsw i32 %lane83, 1
  br label %for.cond80, !llvm.loop !93

for.end82:                                        ; preds = %for.cond80
  br label %for.cond86

for.cond86:                                       ; preds = %for.body87, %for.end82
  %lane89 = phi i32 [ 0, %for.end82 ], [ %330, %for.body87 ]
  %320 = icmp slt i32 %lane89, 1
  br i1 %320, label %for.body87, label %for.end88

for.body87:                                       ; preds = %for.cond86
  %321 = sext i32 %lane89 to i64
  %322 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %321
  %lane_acc90 = load float, ptr %322, align 4
  %323 = add i32 %lane89, 1
  %324 = sext i32 %323 to i64
  %325 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %324
  %lane_next91 = load float, ptr %325, align 4
  %326 = fcmp ogt float %lane_next91, %lane_acc90
  %327 = select i1 %326, float %lane_next91, float %lane_acc90
  %328 = sext i32 %lane89 to i64
  %329 = getelementptr inbounds float, ptr %tl_lanes_5, i64 %328
  store float %327, ptr %329, align 4
  %330 = add nsw i32 %lane89, 1
  br label %for.cond86, !llvm.loop !94

for.end88:                                        ; preds = %for.cond86
  %331 = sext i32 %i1 to i64
  %332 = getelementptr inbounds float, ptr %acc, i64 %331
  store float 0xFFF0000000000000, ptr %332, align 4
  %333 = sext i32 %i1 to i64
  %334 = getelementptr inbounds float, ptr %acc, i64 %333
  %335 = load float, ptr %334, align 4
  %336 = getelementptr inbounds float, ptr %tl_lanes_5, i64 0
  %337 = load float, ptr %336, align 4
  %338 = call float @llvm.maxnum.f32(float %335, float %337)
  %339 = sext i32 %i1 to i64
  %340 = getelementptr inbounds float, ptr %acc, i64 %339
  store float %338, ptr %340, align 4
  %341 = add nsw i32 %i1, 1
  br label %for.cond49, !llvm.loop !95

if.then92:                                        ; preds = %for.end51
  %342 = sext i32 %M to i64
  %343 = icmp sge i64 %342, 8388608
  br i1 %343, label %if.then95, label %if.else96

if.else93:                                        ; preds = %for.end51
  %344 = mul i32 %bx, 8
  %345 = sext i32 %344 to i64
  %346 = sub i64 0, %345
  %347 = icmp slt i64 %346, 0
  %348 = mul i32 %bx, 8
  %349 = sext i32 %348 to i64
  %350 = sub i64 0, %349
  %351 = icmp sgt i64 %350, 8
  %352 = mul i32 %bx, 8
  %353 = sext i32 %352 to i64
  %354 = sub i64 0, %353
  %355 = select i1 %351, i64 8, i64 %354
  %356 = select i1 %347, i64 0, i64 %355
  %tl_lo2 = trunc i64 %356 to i32
  %357 = sext i32 %M to i64
  %358 = mul i32 %bx, 8
  %359 = sext i32 %358 to i64
  %360 = sub i64 %357, %359
  %361 = icmp slt i64 %360, 0
  %362 = sext i32 %M to i64
  %363 = mul i32 %bx, 8
  %364 = sext i32 %363 to i64
  %365 = sub i64 %362, %364
  %366 = icmp sgt i64 %365, 8
  %367 = sext i32 %M to i64
  %368 = mul i32 %bx, 8
  %369 = sext i32 %368 to i64
  %370 = sub i64 %367, %369
  %371 = select i1 %366, i64 8, i64 %370
  %372 = select i1 %361, i64 0, i64 %371
  %373 = sext i32 %tl_lo2 to i64
  %374 = icmp slt i64 %372, %373
  %375 = sext i32 %tl_lo2 to i64
  %376 = sext i32 %M to i64
  %377 = mul i32 %bx, 8
  %378 = sext i32 %377 to i64
  %379 = sub i64 %376, %378
  %380 = icmp slt i64 %379, 0
  %381 = sext i32 %M to i64
  %382 = mul i32 %bx, 8
  %383 = sext i32 %382 to i64
  %384 = sub i64 %381, %383
  %385 = icmp sgt i64 %384, 8
  %386 = sext i32 %M to i64
  %387 = mul i32 %bx, 8
  %388 = sext i32 %387 to i64
  %389 = sub i64 %386, %388
  %390 = select i1 %385, i64 8, i64 %389
  %391 = select i1 %380, i64 0, i64 %390
  %392 = select i1 %374, i64 %375, i64 %391
  %tl_hi3 = trunc i64 %392 to i32
  %393 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond101

if.end94:                                         ; preds = %for.end103, %if.end97
  ret void

if.then95:                                        ; preds = %if.then92
  %394 = mul i32 %bx, 8
  %395 = add i32 %394, 0
  %396 = sext i32 %395 to i64
  %397 = getelementptr inbounds float, ptr %Mx, i64 %396
  %398 = getelementptr inbounds float, ptr %acc, i64 0
  call void @tilec_rt_stream(ptr %397, ptr %398, i64 32)
  br label %if.end97

if.else96:                                        ; preds = %if.then92
  br label %for.cond98

if.end97:                                         ; preds = %for.end100, %if.then95
  br label %if.end94

for.cond98:                                       ; preds = %for.body99, %if.else96
  %i3 = phi i32 [ 0, %if.else96 ], [ %407, %for.body99 ]
  %399 = icmp slt i32 %i3, 8
  br i1 %399, label %for.body99, label %for.end100

for.body99:                                       ; preds = %for.cond98
  %400 = sext i32 %i3 to i64
  %401 = getelementptr inbounds float, ptr %acc, i64 %400
  %402 = load float, ptr %401, align 4
  %403 = mul i32 %bx, 8
  %404 = add i32 %403, %i3
  %405 = sext i32 %404 to i64
  %406 = getelementptr inbounds float, ptr %Mx, i64 %405
  store float %402, ptr %406, align 4
  %407 = add nsw i32 %i3, 1
  br label %for.cond98, !llvm.loop !96

for.end100:                                       ; preds = %for.cond98
  br label %if.end97

for.cond101:                                      ; preds = %for.body102, %if.else93
  %i31 = phi i32 [ 0, %if.else93 ], [ %418, %for.body102 ]
  %408 = icmp slt i32 %i31, %393
  br i1 %408, label %for.body102, label %for.end103

for.body102:                                      ; preds = %for.cond101
  %409 = add i32 %tl_lo2, %i31
  %410 = sext i32 %409 to i64
  %411 = getelementptr inbounds float, ptr %acc, i64 %410
  %412 = load float, ptr %411, align 4
  %413 = mul i32 %bx, 8
  %414 = add i32 %tl_lo2, %i31
  %415 = add i32 %413, %414
  %416 = sext i32 %415 to i64
  %417 = getelementptr inbounds float, ptr %Mx, i64 %416
  store float %412, ptr %417, align 4
  %418 = add nsw i32 %i31, 1
  br label %for.cond101, !llvm.loop !97

for.end103:                                       ; preds = %for.cond101
  br label %if.end94
}

; Function Attrs: nounwind
define internal void @row_max_lanes_task(ptr %ctx, i64 %block) #2 {
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
define i32 @tilec_launch_row_max_lanes(ptr %args, ptr %dims, ptr %self) #2 {
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

attributes #0 = { noinline nounwind "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #2 = { nounwind "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.vectorize.enable", i1 true}
!3 = distinct !{!3, !1}
!4 = distinct !{!4, !1, !2}
!5 = distinct !{!5, !1, !6}
!6 = !{!"llvm.loop.unroll.disable"}
!7 = distinct !{!7, !1, !2}
!8 = distinct !{!8, !1, !2}
!9 = distinct !{!9, !1, !2}
!10 = distinct !{!10, !1, !2}
!11 = distinct !{!11, !1, !6}
!12 = distinct !{!12, !1, !13}
!13 = !{!"llvm.loop.vectorize.enable", i1 false}
!14 = distinct !{!14, !1, !2}
!15 = distinct !{!15, !1, !2}
!16 = distinct !{!16, !1}
!17 = distinct !{!17, !1, !2}
!18 = distinct !{!18, !1}
!19 = distinct !{!19, !1}
!20 = distinct !{!20, !1}
!21 = distinct !{!21, !1}
!22 = distinct !{!22, !1}
!23 = distinct !{!23, !1}
!24 = distinct !{!24, !1}
!25 = distinct !{!25, !1, !2}
!26 = distinct !{!26, !1, !2}
!27 = distinct !{!27, !1, !2}
!28 = distinct !{!28, !1}
!29 = distinct !{!29, !1, !2}
!30 = distinct !{!30, !1, !6}
!31 = distinct !{!31, !1, !2}
!32 = distinct !{!32, !1, !2}
!33 = distinct !{!33, !1, !2}
!34 = distinct !{!34, !1, !2}
!35 = distinct !{!35, !1, !6}
!36 = distinct !{!36, !1}
!37 = distinct !{!37, !1, !2}
!38 = distinct !{!38, !1, !2}
!39 = distinct !{!39, !1, !2}
!40 = distinct !{!40, !1}
!41 = distinct !{!41, !1}
!42 = distinct !{!42, !1}
!43 = distinct !{!43, !1}
!44 = distinct !{!44, !1}
!45 = distinct !{!45, !1}
!46 = distinct !{!46, !1}
!47 = distinct !{!47, !1}
!48 = distinct !{!48, !1, !2}
!49 = distinct !{!49, !1, !2}
!50 = distinct !{!50, !1, !2}
!51 = distinct !{!51, !1, !6}
!52 = distinct !{!52, !1}
!53 = distinct !{!53, !1, !2}
!54 = distinct !{!54, !1, !6}
!55 = distinct !{!55, !1, !2}
!56 = distinct !{!56, !1, !2}
!57 = distinct !{!57, !1, !2}
!58 = distinct !{!58, !1, !2}
!59 = distinct !{!59, !1, !6}
!60 = distinct !{!60, !1}
!61 = distinct !{!61, !1, !2}
!62 = distinct !{!62, !1}
!63 = distinct !{!63, !1, !2}
!64 = distinct !{!64, !1, !2}
!65 = distinct !{!65, !1}
!66 = distinct !{!66, !1}
!67 = distinct !{!67, !1}
!68 = distinct !{!68, !1}
!69 = distinct !{!69, !1}
!70 = distinct !{!70, !1}
!71 = distinct !{!71, !1}
!72 = distinct !{!72, !1, !2}
!73 = distinct !{!73, !1, !2}
!74 = distinct !{!74, !1, !2}
!75 = distinct !{!75, !1, !6}
!76 = distinct !{!76, !1}
!77 = distinct !{!77, !1, !2}
!78 = distinct !{!78, !1, !6}
!79 = distinct !{!79, !1, !2}
!80 = distinct !{!80, !1, !2}
!81 = distinct !{!81, !1, !2}
!82 = distinct !{!82, !1, !2}
!83 = distinct !{!83, !1, !6}
!84 = distinct !{!84, !1}
!85 = distinct !{!85, !1, !2}
!86 = distinct !{!86, !1}
!87 = distinct !{!87, !1, !2}
!88 = distinct !{!88, !1, !2}
!89 = distinct !{!89, !1}
!90 = distinct !{!90, !1}
!91 = distinct !{!91, !1}
!92 = distinct !{!92, !1}
!93 = distinct !{!93, !1}
!94 = distinct !{!94, !1}
!95 = distinct !{!95, !1}
!96 = distinct !{!96, !1, !2}
!97 = distinct !{!97, !1, !2}
