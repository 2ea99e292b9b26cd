; ModuleID = 'vector_add.tile'
source_filename = "vector_add.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_vector_add = type { ptr, ptr, ptr, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @vector_add_block(ptr noalias %A, ptr noalias %B, ptr noalias %C, i32 %N, i32 %bx) #0 {
entry:
  %A_f = alloca [1024 x float], align 64
  %B_f = alloca [1024 x float], align 64
  %C_f = alloca [1024 x float], align 64
  br label %body

body:                                             ; preds = %entry
  %0 = mul i32 %bx, 1024
  %1 = icmp sle i32 0, %0
  %2 = mul i32 %bx, 1024
  %3 = sext i32 %2 to i64
  %4 = add i64 %3, 1024
  %5 = sext i32 %N to i64
  %6 = icmp sle i64 %4, %5
  %7 = and i1 %1, %6
  br i1 %7, label %if.then, label %if.else

if.then:                                          ; preds = %body
  br label %for.cond

if.else:                                          ; preds = %body
  %8 = mul i32 %bx, 1024
  %9 = sext i32 %8 to i64
  %10 = sub i64 0, %9
  %11 = icmp slt i64 %10, 0
  %12 = mul i32 %bx, 1024
  %13 = sext i32 %12 to i64
  %14 = sub i64 0, %13
  %15 = icmp sgt i64 %14, 1024
  %16 = mul i32 %bx, 1024
  %17 = sext i32 %16 to i64
  %18 = sub i64 0, %17
  %19 = select i1 %15, i64 1024, i64 %18
  %20 = select i1 %11, i64 0, i64 %19
  %tl_lo0 = trunc i64 %20 to i32
  %21 = sext i32 %N to i64
  %22 = mul i32 %bx, 1024
  %23 = sext i32 %22 to i64
  %24 = sub i64 %21, %23
  %25 = icmp slt i64 %24, 0
  %26 = sext i32 %N to i64
  %27 = mul i32 %bx, 1024
  %28 = sext i32 %27 to i64
  %29 = sub i64 %26, %28
  %30 = icmp sgt i64 %29, 1024
  %31 = sext i32 %N to i64
  %32 = mul i32 %bx, 1024
  %33 = sext i32 %32 to i64
  %34 = sub i64 %31, %33
  %35 = select i1 %30, i64 1024, i64 %34
  %36 = select i1 %25, i64 0, i64 %35
  %37 = sext i32 %tl_lo0 to i64
  %38 = icmp slt i64 %36, %37
  %39 = sext i32 %tl_lo0 to i64
  %40 = sext i32 %N to i64
  %41 = mul i32 %bx, 1024
  %42 = sext i32 %41 to i64
  %43 = sub i64 %40, %42
  %44 = icmp slt i64 %43, 0
  %45 = sext i32 %N to i64
  %46 = mul i32 %bx, 1024
  %47 = sext i32 %46 to i64
  %48 = sub i64 %45, %47
  %49 = icmp sgt i64 %48, 1024
  %50 = sext i32 %N to i64
  %51 = mul i32 %bx, 1024
  %52 = sext i32 %51 to i64
  %53 = sub i64 %50, %52
  %54 = select i1 %49, i64 1024, i64 %53
  %55 = select i1 %44, i64 0, i64 %54
  %56 = select i1 %38, i64 %39, i64 %55
  %tl_hi1 = trunc i64 %56 to i32
  br label %for.cond1

if.end:                                           ; preds = %for.end10, %for.end
  %57 = mul i32 %bx, 1024
  %58 = icmp sle i32 0, %57
  %59 = mul i32 %bx, 1024
  %60 = sext i32 %59 to i64
  %61 = add i64 %60, 1024
  %62 = sext i32 %N to i64
  %63 = icmp sle i64 %61, %62
  %64 = and i1 %58, %63
  br i1 %64, label %if.then12, label %if.else13

for.cond:                                         ; preds = %for.body, %if.then
  %i1 = phi i32 [ 0, %if.then ], [ %73, %for.body ]
  %65 = icmp slt i32 %i1, 1024
  br i1 %65, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %66 = mul i32 %bx, 1024
  %67 = add i32 %66, %i1
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds float, ptr %A, i64 %68
  %70 = load float, ptr %69, align 4
  %71 = sext i32 %i1 to i64
  %72 = getelementptr inbounds float, ptr %A_f, i64 %71
  store float %70, ptr %72, align 4
  %73 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !0

for.end:                                          ; preds = %for.cond
  br label %if.end

for.cond1:                                        ; preds = %for.body2, %if.else
  %i14 = phi i32 [ 0, %if.else ], [ %77, %for.body2 ]
  %74 = icmp slt i32 %i14, %tl_lo0
  br i1 %74, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %75 = sext i32 %i14 to i64
  %76 = getelementptr inbounds float, ptr %A_f, i64 %75
  store float 0.000000e+00, ptr %76, align 4
  %77 = add nsw i32 %i14, 1
  br label %for.cond1, !llvm.loop !3

for.end3:                                         ; preds = %for.cond1
  %78 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond5

for.cond5:                                        ; preds = %for.body6, %for.end3
  %i11 = phi i32 [ 0, %for.end3 ], [ %89, %for.body6 ]
  %79 = icmp slt i32 %i11, %78
  br i1 %79, label %for.body6, label %for.end7

for.body6:                                        ; preds = %for.cond5
  %80 = mul i32 %bx, 1024
  %81 = add i32 %tl_lo0, %i11
  %82 = add i32 %80, %81
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds float, ptr %A, i64 %83
  %85 = load float, ptr %84, align 4
  %86 = add i32 %tl_lo0, %i11
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds float, ptr %A_f, i64 %87
  store float %85, ptr %88, align 4
  %89 = add nsw i32 %i11, 1
  br label %for.cond5, !llvm.loop !4

for.end7:                                         ; preds = %for.cond5
  %90 = sub i32 1024, %tl_hi1
  br label %for.cond8

for.cond8:                                        ; preds = %for.body9, %for.end7
  %i1111 = phi i32 [ 0, %for.end7 ], [ %95, %for.body9 ]
  %91 = icmp slt i32 %i1111, %90
  br i1 %91, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  %92 = add i32 %tl_hi1, %i1111
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds float, ptr %A_f, i64 %93
  store float 0.000000e+00, ptr %94, align 4
  %95 = add nsw i32 %i1111, 1
  br label %for.cond8, !llvm.loop !5

for.end10:                                        ; preds = %for.cond8
  br label %if.end

if.then12:                                        ; preds = %if.end
  br label %for.cond15

if.else13:                                        ; preds = %if.end
  %96 = mul i32 %bx, 1024
  %97 = sext i32 %96 to i64
  %98 = sub i64 0, %97
  %99 = icmp slt i64 %98, 0
  %100 = mul i32 %bx, 1024
  %101 = sext i32 %100 to i64
  %102 = sub i64 0, %101
  %103 = icmp sgt i64 %102, 1024
  %104 = mul i32 %bx, 1024
  %105 = sext i32 %104 to i64
  %106 = sub i64 0, %105
  %107 = select i1 %103, i64 1024, i64 %106
  %108 = select i1 %99, i64 0, i64 %107
  %tl_lo2 = trunc i64 %108 to i32
  %109 = sext i32 %N to i64
  %110 = mul i32 %bx, 1024
  %111 = sext i32 %110 to i64
  %112 = sub i64 %109, %111
  %113 = icmp slt i64 %112, 0
  %114 = sext i32 %N to i64
  %115 = mul i32 %bx, 1024
  %116 = sext i32 %115 to i64
  %117 = sub i64 %114, %116
  %118 = icmp sgt i64 %117, 1024
  %119 = sext i32 %N to i64
  %120 = mul i32 %bx, 1024
  %121 = sext i32 %120 to i64
  %122 = sub i64 %119, %121
  %123 = select i1 %118, i64 1024, i64 %122
  %124 = select i1 %113, i64 0, i64 %123
  %125 = sext i32 %tl_lo2 to i64
  %126 = icmp slt i64 %124, %125
  %127 = sext i32 %tl_lo2 to i64
  %128 = sext i32 %N to i64
  %129 = mul i32 %bx, 1024
  %130 = sext i32 %129 to i64
  %131 = sub i64 %128, %130
  %132 = icmp slt i64 %131, 0
  %133 = sext i32 %N to i64
  %134 = mul i32 %bx, 1024
  %135 = sext i32 %134 to i64
  %136 = sub i64 %133, %135
  %137 = icmp sgt i64 %136, 1024
  %138 = sext i32 %N to i64
  %139 = mul i32 %bx, 1024
  %140 = sext i32 %139 to i64
  %141 = sub i64 %138, %140
  %142 = select i1 %137, i64 1024, i64 %141
  %143 = select i1 %132, i64 0, i64 %142
  %144 = select i1 %126, i64 %127, i64 %143
  %tl_hi3 = trunc i64 %144 to i32
  br label %for.cond19

if.end14:                                         ; preds = %for.end28, %for.end17
  %145 = sext i32 %N to i64
  %146 = mul i32 %bx, 1024
  %147 = sext i32 %146 to i64
  %148 = sub i64 %145, %147
  %149 = icmp slt i64 %148, 0
  %150 = sext i32 %N to i64
  %151 = mul i32 %bx, 1024
  %152 = sext i32 %151 to i64
  %153 = sub i64 %150, %152
  %154 = icmp sgt i64 %153, 1024
  %155 = sext i32 %N to i64
  %156 = mul i32 %bx, 1024
  %157 = sext i32 %156 to i64
  %158 = sub i64 %155, %157
  %159 = select i1 %154, i64 1024, i64 %158
  %160 = select i1 %149, i64 0, i64 %159
  %161 = mul i32 %bx, 1024
  %162 = sext i32 %161 to i64
  %163 = sub i64 0, %162
  %164 = icmp slt i64 %163, 0
  %165 = mul i32 %bx, 1024
  %166 = sext i32 %165 to i64
  %167 = sub i64 0, %166
  %168 = icmp sgt i64 %167, 1024
  %169 = mul i32 %bx, 1024
  %170 = sext i32 %169 to i64
  %171 = sub i64 0, %170
  %172 = select i1 %168, i64 1024, i64 %171
  %173 = select i1 %164, i64 0, i64 %172
  %174 = trunc i64 %173 to i32
  %175 = sext i32 %174 to i64
  %176 = icmp slt i64 %160, %175
  %177 = mul i32 %bx, 1024
  %178 = sext i32 %177 to i64
  %179 = sub i64 0, %178
  %180 = icmp slt i64 %179, 0
  %181 = mul i32 %bx, 1024
  %182 = sext i32 %181 to i64
  %183 = sub i64 0, %182
  %184 = icmp sgt i64 %183, 1024
  %185 = mul i32 %bx, 1024
  %186 = sext i32 %185 to i64
  %187 = sub i64 0, %186
  %188 = select i1 %184, i64 1024, i64 %187
  %189 = select i1 %180, i64 0, i64 %188
  %190 = trunc i64 %189 to i32
  %191 = sext i32 %190 to i64
  %192 = sext i32 %N to i64
  %193 = mul i32 %bx, 1024
  %194 = sext i32 %193 to i64
  %195 = sub i64 %192, %194
  %196 = icmp slt i64 %195, 0
  %197 = sext i32 %N to i64
  %198 = mul i32 %bx, 1024
  %199 = sext i32 %198 to i64
  %200 = sub i64 %197, %199
  %201 = icmp sgt i64 %200, 1024
  %202 = sext i32 %N to i64
  %203 = mul i32 %bx, 1024
  %204 = sext i32 %203 to i64
  %205 = sub i64 %202, %204
  %206 = select i1 %201, i64 1024, i64 %205
  %207 = select i1 %196, i64 0, i64 %206
  %208 = select i1 %176, i64 %191, i64 %207
  %209 = trunc i64 %208 to i32
  %210 = icmp slt i32 %209, 0
  %211 = sext i32 %N to i64
  %212 = mul i32 %bx, 1024
  %213 = sext i32 %212 to i64
  %214 = sub i64 %211, %213
  %215 = icmp slt i64 %214, 0
  %216 = sext i32 %N to i64
  %217 = mul i32 %bx, 1024
  %218 = sext i32 %217 to i64
  %219 = sub i64 %216, %218
  %220 = icmp sgt i64 %219, 1024
  %221 = sext i32 %N to i64
  %222 = mul i32 %bx, 1024
  %223 = sext i32 %222 to i64
  %224 = sub i64 %221, %223
  %225 = select i1 %220, i64 1024, i64 %224
  %226 = select i1 %215, i64 0, i64 %225
  %227 = mul i32 %bx, 1024
  %228 = sext i32 %227 to i64
  %229 = sub i64 0, %228
  %230 = icmp slt i64 %229, 0
  %231 = mul i32 %bx, 1024
  %232 = sext i32 %231 to i64
  %233 = sub i64 0, %232
  %234 = icmp sgt i64 %233, 1024
  %235 = mul i32 %bx, 1024
  %236 = sext i32 %235 to i64
  %237 = sub i64 0, %236
  %238 = select i1 %234, i64 1024, i64 %237
  %239 = select i1 %230, i64 0, i64 %238
  %240 = trunc i64 %239 to i32
  %241 = sext i32 %240 to i64
  %242 = icmp slt i64 %226, %241
  %243 = mul i32 %bx, 1024
  %244 = sext i32 %243 to i64
  %245 = sub i64 0, %244
  %246 = icmp slt i64 %245, 0
  %247 = mul i32 %bx, 1024
  %248 = sext i32 %247 to i64
  %249 = sub i64 0, %248
  %250 = icmp sgt i64 %249, 1024
  %251 = mul i32 %bx, 1024
  %252 = sext i32 %251 to i64
  %253 = sub i64 0, %252
  %254 = select i1 %250, i64 1024, i64 %253
  %255 = select i1 %246, i64 0, i64 %254
  %256 = trunc i64 %255 to i32
  %257 = sext i32 %256 to i64
  %258 = sext i32 %N to i64
  %259 = mul i32 %bx, 1024
  %260 = sext i32 %259 to i64
  %261 = sub i64 %258, %260
  %262 = icmp slt i64 %261, 0
  %263 = sext i32 %N to i64
  %264 = mul i32 %bx, 1024
  %265 = sext i32 %264 to i64
  %266 = sub i64 %263, %265
  %267 = icmp sgt i64 %266, 1024
  %268 = sext i32 %N to i64
  %269 = mul i32 %bx, 1024
  %270 = sext i32 %269 to i64
  %271 = sub i64 %268, %270
  %272 = select i1 %267, i64 1024, i64 %271
  %273 = select i1 %262, i64 0, i64 %272
  %274 = select i1 %242, i64 %257, i64 %273
  %275 = trunc i64 %274 to i32
  %276 = icmp sgt i32 %275, 1024
  %277 = sext i32 %N to i64
  %278 = mul i32 %bx, 1024
  %279 = sext i32 %278 to i64
  %280 = sub i64 %277, %279
  %281 = icmp slt i64 %280, 0
  %282 = sext i32 %N to i64
  %283 = mul i32 %bx, 1024
  %284 = sext i32 %283 to i64
  %285 = sub i64 %282, %284
  %286 = icmp sgt i64 %285, 1024
  %287 = sext i32 %N to i64
  %288 = mul i32 %bx, 1024
  %289 = sext i32 %288 to i64
  %290 = sub i64 %287, %289
  %291 = select i1 %286, i64 1024, i64 %290
  %292 = select i1 %281, i64 0, i64 %291
  %293 = mul i32 %bx, 1024
  %294 = sext i32 %293 to i64
  %295 = sub i64 0, %294
  %296 = icmp slt i64 %295, 0
  %297 = mul i32 %bx, 1024
  %298 = sext i32 %297 to i64
  %299 = sub i64 0, %298
  %300 = icmp sgt i64 %299, 1024
  %301 = mul i32 %bx, 1024
  %302 = sext i32 %301 to i64
  %303 = sub i64 0, %302
  %304 = select i1 %300, i64 1024, i64 %303
  %305 = select i1 %296, i64 0, i64 %304
  %306 = trunc i64 %305 to i32
  %307 = sext i32 %306 to i64
  %308 = icmp slt i64 %292, %307
  %309 = mul i32 %bx, 1024
  %310 = sext i32 %309 to i64
  %311 = sub i64 0, %310
  %312 = icmp slt i64 %311, 0
  %313 = mul i32 %bx, 1024
  %314 = sext i32 %313 to i64
  %315 = sub i64 0, %314
  %316 = icmp sgt i64 %315, 1024
  %317 = mul i32 %bx, 1024
  %318 = sext i32 %317 to i64
  %319 = sub i64 0, %318
  %320 = select i1 %316, i64 1024, i64 %319
  %321 = select i1 %312, i64 0, i64 %320
  %322 = trunc i64 %321 to i32
  %323 = sext i32 %322 to i64
  %324 = sext i32 %N to i64
  %325 = mul i32 %bx, 1024
  %326 = sext i32 %325 to i64
  %327 = sub i64 %324, %326
  %328 = icmp slt i64 %327, 0
  %329 = sext i32 %N to i64
  %330 = mul i32 %bx, 1024
  %331 = sext i32 %330 to i64
  %332 = sub i64 %329, %331
  %333 = icmp sgt i64 %332, 1024
  %334 = sext i32 %N to i64
  %335 = mul i32 %bx, 1024
  %336 = sext i32 %335 to i64
  %337 = sub i64 %334, %336
  %338 = select i1 %333, i64 1024, i64 %337
  %339 = select i1 %328, i64 0, i64 %338
  %340 = select i1 %308, i64 %323, i64 %339
  %341 = trunc i64 %340 to i32
  %342 = select i1 %276, i32 1024, i32 %341
  %tl_cols0 = select i1 %210, i32 0, i32 %342
  br label %for.cond30

for.cond15:                                       ; preds = %for.body16, %if.then12
  %i118 = phi i32 [ 0, %if.then12 ], [ %351, %for.body16 ]
  %343 = icmp slt i32 %i118, 1024
  br i1 %343, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  %344 = mul i32 %bx, 1024
  %345 = add i32 %344, %i118
  %346 = sext i32 %345 to i64
  %347 = getelementptr inbounds float, ptr %B, i64 %346
  %348 = load float, ptr %347, align 4
  %349 = sext i32 %i118 to i64
  %350 = getelementptr inbounds float, ptr %B_f, i64 %349
  store float %348, ptr %350, align 4
  %351 = add nsw i32 %i118, 1
  br label %for.cond15, !llvm.loop !6

for.end17:                                        ; preds = %for.cond15
  br label %if.end14

for.cond19:                                       ; preds = %for.body20, %if.else13
  %i122 = phi i32 [ 0, %if.else13 ], [ %355, %for.body20 ]
  %352 = icmp slt i32 %i122, %tl_lo2
  br i1 %352, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %353 = sext i32 %i122 to i64
  %354 = getelementptr inbounds float, ptr %B_f, i64 %353
  store float 0.000000e+00, ptr %354, align 4
  %355 = add nsw i32 %i122, 1
  br label %for.cond19, !llvm.loop !7

for.end21:                                        ; preds = %for.cond19
  %356 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond23

for.cond23:                                       ; preds = %for.body24, %for.end21
  %i12 = phi i32 [ 0, %for.end21 ], [ %367, %for.body24 ]
  %357 = icmp slt i32 %i12, %356
  br i1 %357, label %for.body24, label %for.end25

for.body24:                                       ; preds = %for.cond23
  %358 = mul i32 %bx, 1024
  %359 = add i32 %tl_lo2, %i12
  %360 = add i32 %358, %359
  %361 = sext i32 %360 to i64
  %362 = getelementptr inbounds float, ptr %B, i64 %361
  %363 = load float, ptr %362, align 4
  %364 = add i32 %tl_lo2, %i12
  %365 = sext i32 %364 to i64
  %366 = getelementptr inbounds float, ptr %B_f, i64 %365
  store float %363, ptr %366, align 4
  %367 = add nsw i32 %i12, 1
  br label %for.cond23, !llvm.loop !8

for.end25:                                        ; preds = %for.cond23
  %368 = sub i32 1024, %tl_hi3
  br label %for.cond26

for.cond26:                                       ; preds = %for.body27, %for.end25
  %i1229 = phi i32 [ 0, %for.end25 ], [ %373, %for.body27 ]
  %369 = icmp slt i32 %i1229, %368
  br i1 %369, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  %370 = add i32 %tl_hi3, %i1229
  %371 = sext i32 %370 to i64
  %372 = getelementptr inbounds float, ptr %B_f, i64 %371
  store float 0.000000e+00, ptr %372, align 4
  %373 = add nsw i32 %i1229, 1
  br label %for.cond26, !llvm.loop !9

for.end28:                                        ; preds = %for.cond26
  br label %if.end14

for.cond30:                                       ; preds = %for.body31, %if.end14
  %i = phi i32 [ 0, %if.end14 ], [ %384, %for.body31 ]
  %374 = icmp slt i32 %i, %tl_cols0
  br i1 %374, label %for.body31, label %for.end32

for.body31:                                       ; preds = %for.cond30
  %375 = sext i32 %i to i64
  %376 = getelementptr inbounds float, ptr %A_f, i64 %375
  %377 = load float, ptr %376, align 4
  %378 = sext i32 %i to i64
  %379 = getelementptr inbounds float, ptr %B_f, i64 %378
  %380 = load float, ptr %379, align 4
  %381 = fadd float %377, %380
  %382 = sext i32 %i to i64
  %383 = getelementptr inbounds float, ptr %C_f, i64 %382
  store float %381, ptr %383, align 4
  %384 = add nsw i32 %i, 1
  br label %for.cond30, !llvm.loop !10

for.end32:                                        ; preds = %for.cond30
  %385 = sub i32 1024, %tl_cols0
  br label %for.cond33

for.cond33:                                       ; preds = %for.body34, %for.end32
  %i1436 = phi i32 [ 0, %for.end32 ], [ %390, %for.body34 ]
  %386 = icmp slt i32 %i1436, %385
  br i1 %386, label %for.body34, label %for.end35

for.body34:                                       ; preds = %for.cond33
  %387 = add i32 %tl_cols0, %i1436
  %388 = sext i32 %387 to i64
  %389 = getelementptr inbounds float, ptr %C_f, i64 %388
  store float 0.000000e+00, ptr %389, align 4
  %390 = add nsw i32 %i1436, 1
  br label %for.cond33, !llvm.loop !11

for.end35:                                        ; preds = %for.cond33
  %391 = mul i32 %bx, 1024
  %392 = icmp sle i32 0, %391
  %393 = mul i32 %bx, 1024
  %394 = sext i32 %393 to i64
  %395 = add i64 %394, 1024
  %396 = sext i32 %N to i64
  %397 = icmp sle i64 %395, %396
  %398 = and i1 %392, %397
  br i1 %398, label %if.then37, label %if.else38

if.then37:                                        ; preds = %for.end35
  %399 = sext i32 %N to i64
  %400 = icmp sge i64 %399, 8388608
  br i1 %400, label %if.then40, label %if.else41

if.else38:                                        ; preds = %for.end35
  %401 = mul i32 %bx, 1024
  %402 = sext i32 %401 to i64
  %403 = sub i64 0, %402
  %404 = icmp slt i64 %403, 0
  %405 = mul i32 %bx, 1024
  %406 = sext i32 %405 to i64
  %407 = sub i64 0, %406
  %408 = icmp sgt i64 %407, 1024
  %409 = mul i32 %bx, 1024
  %410 = sext i32 %409 to i64
  %411 = sub i64 0, %410
  %412 = select i1 %408, i64 1024, i64 %411
  %413 = select i1 %404, i64 0, i64 %412
  %tl_lo4 = trunc i64 %413 to i32
  %414 = sext i32 %N to i64
  %415 = mul i32 %bx, 1024
  %416 = sext i32 %415 to i64
  %417 = sub i64 %414, %416
  %418 = icmp slt i64 %417, 0
  %419 = sext i32 %N to i64
  %420 = mul i32 %bx, 1024
  %421 = sext i32 %420 to i64
  %422 = sub i64 %419, %421
  %423 = icmp sgt i64 %422, 1024
  %424 = sext i32 %N to i64
  %425 = mul i32 %bx, 1024
  %426 = sext i32 %425 to i64
  %427 = sub i64 %424, %426
  %428 = select i1 %423, i64 1024, i64 %427
  %429 = select i1 %418, i64 0, i64 %428
  %430 = sext i32 %tl_lo4 to i64
  %431 = icmp slt i64 %429, %430
  %432 = sext i32 %tl_lo4 to i64
  %433 = sext i32 %N to i64
  %434 = mul i32 %bx, 1024
  %435 = sext i32 %434 to i64
  %436 = sub i64 %433, %435
  %437 = icmp slt i64 %436, 0
  %438 = sext i32 %N to i64
  %439 = mul i32 %bx, 1024
  %440 = sext i32 %439 to i64
  %441 = sub i64 %438, %440
  %442 = icmp sgt i64 %441, 1024
  %443 = sext i32 %N to i64
  %444 = mul i32 %bx, 1024
  %445 = sext i32 %444 to i64
  %446 = sub i64 %443, %445
  %447 = select i1 %442, i64 1024, i64 %446
  %448 = select i1 %437, i64 0, i64 %447
  %449 = select i1 %431, i64 %432, i64 %448
  %tl_hi5 = trunc i64 %449 to i32
  %450 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond47

if.end39:                                         ; preds = %for.end49, %if.end42
  ret void

if.then40:                                        ; preds = %if.then37
  %451 = mul i32 %bx, 1024
  %452 = add i32 %451, 0
  %453 = sext i32 %452 to i64
  %454 = getelementptr inbounds float, ptr %C, i64 %453
  %455 = getelementptr inbounds float, ptr %C_f, i64 0
  call void @tilec_rt_stream(ptr %454, ptr %455, i64 4096)
  br label %if.end42

if.else41:                                        ; preds = %if.then37
  br label %for.cond43

if.end42:                                         ; preds = %for.end45, %if.then40
  br label %if.end39

for.cond43:                                       ; preds = %for.body44, %if.else41
  %i146 = phi i32 [ 0, %if.else41 ], [ %464, %for.body44 ]
  %456 = icmp slt i32 %i146, 1024
  br i1 %456, label %for.body44, label %for.end45

for.body44:                                       ; preds = %for.cond43
  %457 = sext i32 %i146 to i64
  %458 = getelementptr inbounds float, ptr %C_f, i64 %457
  %459 = load float, ptr %458, align 4
  %460 = mul i32 %bx, 1024
  %461 = add i32 %460, %i146
  %462 = sext i32 %461 to i64
  %463 = getelementptr inbounds float, ptr %C, i64 %462
  store float %459, ptr %463, align 4
  %464 = add nsw i32 %i146, 1
  br label %for.cond43, !llvm.loop !12

for.end45:                                        ; preds = %for.cond43
  br label %if.end42

for.cond47:                                       ; preds = %for.body48, %if.else38
  %i13 = phi i32 [ 0, %if.else38 ], [ %475, %for.body48 ]
  %465 = icmp slt i32 %i13, %450
  br i1 %465, label %for.body48, label %for.end49

for.body48:                                       ; preds = %for.cond47
  %466 = add i32 %tl_lo4, %i13
  %467 = sext i32 %466 to i64
  %468 = getelementptr inbounds float, ptr %C_f, i64 %467
  %469 = load float, ptr %468, align 4
  %470 = mul i32 %bx, 1024
  %471 = add i32 %tl_lo4, %i13
  %472 = add i32 %470, %471
  %473 = sext i32 %472 to i64
  %474 = getelementptr inbounds float, ptr %C, i64 %473
  store float %469, ptr %474, align 4
  %475 = add nsw i32 %i13, 1
  br label %for.cond47, !llvm.loop !13

for.end49:                                        ; preds = %for.cond47
  br label %if.end39
}

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nounwind
define internal void @vector_add_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_vector_add, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_vector_add, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_vector_add, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_vector_add, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_vector_add, ptr %ctx, i32 0, i32 4
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
  call void @vector_add_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %20)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_vector_add(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_vector_add, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_vector_add, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_vector_add, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_vector_add, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %N = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_vector_add, ptr %a, i32 0, i32 3
  store i32 %N, ptr %13, align 4
  %14 = getelementptr inbounds %tilec_args_vector_add, ptr %a, i32 0, i32 4
  %15 = sext i32 %N to i64
  %16 = sdiv i64 %15, 1024
  %17 = sub i64 0, %15
  %18 = select i1 false, i64 %17, i64 %16
  %19 = srem i64 %15, 1024
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
  %37 = call i32 @tilec_rt_run_blocks(i64 %36, i32 %nworkers, ptr @vector_add_task, ptr %a)
  ret i32 %37

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

attributes #0 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.vectorize.enable", i1 true}
!3 = distinct !{!3, !1, !2}
!4 = distinct !{!4, !1, !2}
!5 = distinct !{!5, !1, !2}
!6 = distinct !{!6, !1, !2}
!7 = distinct !{!7, !1, !2}
!8 = distinct !{!8, !1, !2}
!9 = distinct !{!9, !1, !2}
!10 = distinct !{!10, !1, !2}
!11 = distinct !{!11, !1, !2}
!12 = distinct !{!12, !1, !2}
!13 = distinct !{!13, !1, !2}
