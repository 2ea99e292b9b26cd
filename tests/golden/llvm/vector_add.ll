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

if.end:                                           ; preds = %for.end7, %for.end
  %57 = mul i32 %bx, 1024
  %58 = icmp sle i32 0, %57
  %59 = mul i32 %bx, 1024
  %60 = sext i32 %59 to i64
  %61 = add i64 %60, 1024
  %62 = sext i32 %N to i64
  %63 = icmp sle i64 %61, %62
  %64 = and i1 %58, %63
  br i1 %64, label %if.then8, label %if.else9

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
  br label %if.end

if.then8:                                         ; preds = %if.end
  br label %for.cond11

if.else9:                                         ; preds = %if.end
  %90 = mul i32 %bx, 1024
  %91 = sext i32 %90 to i64
  %92 = sub i64 0, %91
  %93 = icmp slt i64 %92, 0
  %94 = mul i32 %bx, 1024
  %95 = sext i32 %94 to i64
  %96 = sub i64 0, %95
  %97 = icmp sgt i64 %96, 1024
  %98 = mul i32 %bx, 1024
  %99 = sext i32 %98 to i64
  %100 = sub i64 0, %99
  %101 = select i1 %97, i64 1024, i64 %100
  %102 = select i1 %93, i64 0, i64 %101
  %tl_lo2 = trunc i64 %102 to i32
  %103 = sext i32 %N to i64
  %104 = mul i32 %bx, 1024
  %105 = sext i32 %104 to i64
  %106 = sub i64 %103, %105
  %107 = icmp slt i64 %106, 0
  %108 = sext i32 %N to i64
  %109 = mul i32 %bx, 1024
  %110 = sext i32 %109 to i64
  %111 = sub i64 %108, %110
  %112 = icmp sgt i64 %111, 1024
  %113 = sext i32 %N to i64
  %114 = mul i32 %bx, 1024
  %115 = sext i32 %114 to i64
  %116 = sub i64 %113, %115
  %117 = select i1 %112, i64 1024, i64 %116
  %118 = select i1 %107, i64 0, i64 %117
  %119 = sext i32 %tl_lo2 to i64
  %120 = icmp slt i64 %118, %119
  %121 = sext i32 %tl_lo2 to i64
  %122 = sext i32 %N to i64
  %123 = mul i32 %bx, 1024
  %124 = sext i32 %123 to i64
  %125 = sub i64 %122, %124
  %126 = icmp slt i64 %125, 0
  %127 = sext i32 %N to i64
  %128 = mul i32 %bx, 1024
  %129 = sext i32 %128 to i64
  %130 = sub i64 %127, %129
  %131 = icmp sgt i64 %130, 1024
  %132 = sext i32 %N to i64
  %133 = mul i32 %bx, 1024
  %134 = sext i32 %133 to i64
  %135 = sub i64 %132, %134
  %136 = select i1 %131, i64 1024, i64 %135
  %137 = select i1 %126, i64 0, i64 %136
  %138 = select i1 %120, i64 %121, i64 %137
  %tl_hi3 = trunc i64 %138 to i32
  br label %for.cond15

if.end10:                                         ; preds = %for.end21, %for.end13
  %139 = sext i32 %N to i64
  %140 = mul i32 %bx, 1024
  %141 = sext i32 %140 to i64
  %142 = sub i64 %139, %141
  %143 = icmp slt i64 %142, 0
  %144 = sext i32 %N to i64
  %145 = mul i32 %bx, 1024
  %146 = sext i32 %145 to i64
  %147 = sub i64 %144, %146
  %148 = icmp sgt i64 %147, 1024
  %149 = sext i32 %N to i64
  %150 = mul i32 %bx, 1024
  %151 = sext i32 %150 to i64
  %152 = sub i64 %149, %151
  %153 = select i1 %148, i64 1024, i64 %152
  %154 = select i1 %143, i64 0, i64 %153
  %155 = mul i32 %bx, 1024
  %156 = sext i32 %155 to i64
  %157 = sub i64 0, %156
  %158 = icmp slt i64 %157, 0
  %159 = mul i32 %bx, 1024
  %160 = sext i32 %159 to i64
  %161 = sub i64 0, %160
  %162 = icmp sgt i64 %161, 1024
  %163 = mul i32 %bx, 1024
  %164 = sext i32 %163 to i64
  %165 = sub i64 0, %164
  %166 = select i1 %162, i64 1024, i64 %165
  %167 = select i1 %158, i64 0, i64 %166
  %168 = trunc i64 %167 to i32
  %169 = sext i32 %168 to i64
  %170 = icmp slt i64 %154, %169
  %171 = mul i32 %bx, 1024
  %172 = sext i32 %171 to i64
  %173 = sub i64 0, %172
  %174 = icmp slt i64 %173, 0
  %175 = mul i32 %bx, 1024
  %176 = sext i32 %175 to i64
  %177 = sub i64 0, %176
  %178 = icmp sgt i64 %177, 1024
  %179 = mul i32 %bx, 1024
  %180 = sext i32 %179 to i64
  %181 = sub i64 0, %180
  %182 = select i1 %178, i64 1024, i64 %181
  %183 = select i1 %174, i64 0, i64 %182
  %184 = trunc i64 %183 to i32
  %185 = sext i32 %184 to i64
  %186 = sext i32 %N to i64
  %187 = mul i32 %bx, 1024
  %188 = sext i32 %187 to i64
  %189 = sub i64 %186, %188
  %190 = icmp slt i64 %189, 0
  %191 = sext i32 %N to i64
  %192 = mul i32 %bx, 1024
  %193 = sext i32 %192 to i64
  %194 = sub i64 %191, %193
  %195 = icmp sgt i64 %194, 1024
  %196 = sext i32 %N to i64
  %197 = mul i32 %bx, 1024
  %198 = sext i32 %197 to i64
  %199 = sub i64 %196, %198
  %200 = select i1 %195, i64 1024, i64 %199
  %201 = select i1 %190, i64 0, i64 %200
  %202 = select i1 %170, i64 %185, i64 %201
  %203 = trunc i64 %202 to i32
  %204 = icmp slt i32 %203, 0
  %205 = sext i32 %N to i64
  %206 = mul i32 %bx, 1024
  %207 = sext i32 %206 to i64
  %208 = sub i64 %205, %207
  %209 = icmp slt i64 %208, 0
  %210 = sext i32 %N to i64
  %211 = mul i32 %bx, 1024
  %212 = sext i32 %211 to i64
  %213 = sub i64 %210, %212
  %214 = icmp sgt i64 %213, 1024
  %215 = sext i32 %N to i64
  %216 = mul i32 %bx, 1024
  %217 = sext i32 %216 to i64
  %218 = sub i64 %215, %217
  %219 = select i1 %214, i64 1024, i64 %218
  %220 = select i1 %209, i64 0, i64 %219
  %221 = mul i32 %bx, 1024
  %222 = sext i32 %221 to i64
  %223 = sub i64 0, %222
  %224 = icmp slt i64 %223, 0
  %225 = mul i32 %bx, 1024
  %226 = sext i32 %225 to i64
  %227 = sub i64 0, %226
  %228 = icmp sgt i64 %227, 1024
  %229 = mul i32 %bx, 1024
  %230 = sext i32 %229 to i64
  %231 = sub i64 0, %230
  %232 = select i1 %228, i64 1024, i64 %231
  %233 = select i1 %224, i64 0, i64 %232
  %234 = trunc i64 %233 to i32
  %235 = sext i32 %234 to i64
  %236 = icmp slt i64 %220, %235
  %237 = mul i32 %bx, 1024
  %238 = sext i32 %237 to i64
  %239 = sub i64 0, %238
  %240 = icmp slt i64 %239, 0
  %241 = mul i32 %bx, 1024
  %242 = sext i32 %241 to i64
  %243 = sub i64 0, %242
  %244 = icmp sgt i64 %243, 1024
  %245 = mul i32 %bx, 1024
  %246 = sext i32 %245 to i64
  %247 = sub i64 0, %246
  %248 = select i1 %244, i64 1024, i64 %247
  %249 = select i1 %240, i64 0, i64 %248
  %250 = trunc i64 %249 to i32
  %251 = sext i32 %250 to i64
  %252 = sext i32 %N to i64
  %253 = mul i32 %bx, 1024
  %254 = sext i32 %253 to i64
  %255 = sub i64 %252, %254
  %256 = icmp slt i64 %255, 0
  %257 = sext i32 %N to i64
  %258 = mul i32 %bx, 1024
  %259 = sext i32 %258 to i64
  %260 = sub i64 %257, %259
  %261 = icmp sgt i64 %260, 1024
  %262 = sext i32 %N to i64
  %263 = mul i32 %bx, 1024
  %264 = sext i32 %263 to i64
  %265 = sub i64 %262, %264
  %266 = select i1 %261, i64 1024, i64 %265
  %267 = select i1 %256, i64 0, i64 %266
  %268 = select i1 %236, i64 %251, i64 %267
  %269 = trunc i64 %268 to i32
  %270 = icmp sgt i32 %269, 1024
  %271 = sext i32 %N to i64
  %272 = mul i32 %bx, 1024
  %273 = sext i32 %272 to i64
  %274 = sub i64 %271, %273
  %275 = icmp slt i64 %274, 0
  %276 = sext i32 %N to i64
  %277 = mul i32 %bx, 1024
  %278 = sext i32 %277 to i64
  %279 = sub i64 %276, %278
  %280 = icmp sgt i64 %279, 1024
  %281 = sext i32 %N to i64
  %282 = mul i32 %bx, 1024
  %283 = sext i32 %282 to i64
  %284 = sub i64 %281, %283
  %285 = select i1 %280, i64 1024, i64 %284
  %286 = select i1 %275, i64 0, i64 %285
  %287 = mul i32 %bx, 1024
  %288 = sext i32 %287 to i64
  %289 = sub i64 0, %288
  %290 = icmp slt i64 %289, 0
  %291 = mul i32 %bx, 1024
  %292 = sext i32 %291 to i64
  %293 = sub i64 0, %292
  %294 = icmp sgt i64 %293, 1024
  %295 = mul i32 %bx, 1024
  %296 = sext i32 %295 to i64
  %297 = sub i64 0, %296
  %298 = select i1 %294, i64 1024, i64 %297
  %299 = select i1 %290, i64 0, i64 %298
  %300 = trunc i64 %299 to i32
  %301 = sext i32 %300 to i64
  %302 = icmp slt i64 %286, %301
  %303 = mul i32 %bx, 1024
  %304 = sext i32 %303 to i64
  %305 = sub i64 0, %304
  %306 = icmp slt i64 %305, 0
  %307 = mul i32 %bx, 1024
  %308 = sext i32 %307 to i64
  %309 = sub i64 0, %308
  %310 = icmp sgt i64 %309, 1024
  %311 = mul i32 %bx, 1024
  %312 = sext i32 %311 to i64
  %313 = sub i64 0, %312
  %314 = select i1 %310, i64 1024, i64 %313
  %315 = select i1 %306, i64 0, i64 %314
  %316 = trunc i64 %315 to i32
  %317 = sext i32 %316 to i64
  %318 = sext i32 %N to i64
  %319 = mul i32 %bx, 1024
  %320 = sext i32 %319 to i64
  %321 = sub i64 %318, %320
  %322 = icmp slt i64 %321, 0
  %323 = sext i32 %N to i64
  %324 = mul i32 %bx, 1024
  %325 = sext i32 %324 to i64
  %326 = sub i64 %323, %325
  %327 = icmp sgt i64 %326, 1024
  %328 = sext i32 %N to i64
  %329 = mul i32 %bx, 1024
  %330 = sext i32 %329 to i64
  %331 = sub i64 %328, %330
  %332 = select i1 %327, i64 1024, i64 %331
  %333 = select i1 %322, i64 0, i64 %332
  %334 = select i1 %302, i64 %317, i64 %333
  %335 = trunc i64 %334 to i32
  %336 = select i1 %270, i32 1024, i32 %335
  %tl_cols0 = select i1 %204, i32 0, i32 %336
  br label %for.cond22

for.cond11:                                       ; preds = %for.body12, %if.then8
  %i114 = phi i32 [ 0, %if.then8 ], [ %345, %for.body12 ]
  %337 = icmp slt i32 %i114, 1024
  br i1 %337, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %338 = mul i32 %bx, 1024
  %339 = add i32 %338, %i114
  %340 = sext i32 %339 to i64
  %341 = getelementptr inbounds float, ptr %B, i64 %340
  %342 = load float, ptr %341, align 4
  %343 = sext i32 %i114 to i64
  %344 = getelementptr inbounds float, ptr %B_f, i64 %343
  store float %342, ptr %344, align 4
  %345 = add nsw i32 %i114, 1
  br label %for.cond11, !llvm.loop !5

for.end13:                                        ; preds = %for.cond11
  br label %if.end10

for.cond15:                                       ; preds = %for.body16, %if.else9
  %i118 = phi i32 [ 0, %if.else9 ], [ %349, %for.body16 ]
  %346 = icmp slt i32 %i118, %tl_lo2
  br i1 %346, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  %347 = sext i32 %i118 to i64
  %348 = getelementptr inbounds float, ptr %B_f, i64 %347
  store float 0.000000e+00, ptr %348, align 4
  %349 = add nsw i32 %i118, 1
  br label %for.cond15, !llvm.loop !6

for.end17:                                        ; preds = %for.cond15
  %350 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond19

for.cond19:                                       ; preds = %for.body20, %for.end17
  %i12 = phi i32 [ 0, %for.end17 ], [ %361, %for.body20 ]
  %351 = icmp slt i32 %i12, %350
  br i1 %351, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %352 = mul i32 %bx, 1024
  %353 = add i32 %tl_lo2, %i12
  %354 = add i32 %352, %353
  %355 = sext i32 %354 to i64
  %356 = getelementptr inbounds float, ptr %B, i64 %355
  %357 = load float, ptr %356, align 4
  %358 = add i32 %tl_lo2, %i12
  %359 = sext i32 %358 to i64
  %360 = getelementptr inbounds float, ptr %B_f, i64 %359
  store float %357, ptr %360, align 4
  %361 = add nsw i32 %i12, 1
  br label %for.cond19, !llvm.loop !7

for.end21:                                        ; preds = %for.cond19
  br label %if.end10

for.cond22:                                       ; preds = %for.body23, %if.end10
  %i = phi i32 [ 0, %if.end10 ], [ %372, %for.body23 ]
  %362 = icmp slt i32 %i, %tl_cols0
  br i1 %362, label %for.body23, label %for.end24

for.body23:                                       ; preds = %for.cond22
  %363 = sext i32 %i to i64
  %364 = getelementptr inbounds float, ptr %A_f, i64 %363
  %365 = load float, ptr %364, align 4
  %366 = sext i32 %i to i64
  %367 = getelementptr inbounds float, ptr %B_f, i64 %366
  %368 = load float, ptr %367, align 4
  %369 = fadd float %365, %368
  %370 = sext i32 %i to i64
  %371 = getelementptr inbounds float, ptr %C_f, i64 %370
  store float %369, ptr %371, align 4
  %372 = add nsw i32 %i, 1
  br label %for.cond22, !llvm.loop !8

for.end24:                                        ; preds = %for.cond22
  %373 = mul i32 %bx, 1024
  %374 = icmp sle i32 0, %373
  %375 = mul i32 %bx, 1024
  %376 = sext i32 %375 to i64
  %377 = add i64 %376, 1024
  %378 = sext i32 %N to i64
  %379 = icmp sle i64 %377, %378
  %380 = and i1 %374, %379
  br i1 %380, label %if.then25, label %if.else26

if.then25:                                        ; preds = %for.end24
  %381 = sext i32 %N to i64
  %382 = icmp sge i64 %381, 8388608
  br i1 %382, label %if.then28, label %if.else29

if.else26:                                        ; preds = %for.end24
  %383 = mul i32 %bx, 1024
  %384 = sext i32 %383 to i64
  %385 = sub i64 0, %384
  %386 = icmp slt i64 %385, 0
  %387 = mul i32 %bx, 1024
  %388 = sext i32 %387 to i64
  %389 = sub i64 0, %388
  %390 = icmp sgt i64 %389, 1024
  %391 = mul i32 %bx, 1024
  %392 = sext i32 %391 to i64
  %393 = sub i64 0, %392
  %394 = select i1 %390, i64 1024, i64 %393
  %395 = select i1 %386, i64 0, i64 %394
  %tl_lo4 = trunc i64 %395 to i32
  %396 = sext i32 %N to i64
  %397 = mul i32 %bx, 1024
  %398 = sext i32 %397 to i64
  %399 = sub i64 %396, %398
  %400 = icmp slt i64 %399, 0
  %401 = sext i32 %N to i64
  %402 = mul i32 %bx, 1024
  %403 = sext i32 %402 to i64
  %404 = sub i64 %401, %403
  %405 = icmp sgt i64 %404, 1024
  %406 = sext i32 %N to i64
  %407 = mul i32 %bx, 1024
  %408 = sext i32 %407 to i64
  %409 = sub i64 %406, %408
  %410 = select i1 %405, i64 1024, i64 %409
  %411 = select i1 %400, i64 0, i64 %410
  %412 = sext i32 %tl_lo4 to i64
  %413 = icmp slt i64 %411, %412
  %414 = sext i32 %tl_lo4 to i64
  %415 = sext i32 %N to i64
  %416 = mul i32 %bx, 1024
  %417 = sext i32 %416 to i64
  %418 = sub i64 %415, %417
  %419 = icmp slt i64 %418, 0
  %420 = sext i32 %N to i64
  %421 = mul i32 %bx, 1024
  %422 = sext i32 %421 to i64
  %423 = sub i64 %420, %422
  %424 = icmp sgt i64 %423, 1024
  %425 = sext i32 %N to i64
  %426 = mul i32 %bx, 1024
  %427 = sext i32 %426 to i64
  %428 = sub i64 %425, %427
  %429 = select i1 %424, i64 1024, i64 %428
  %430 = select i1 %419, i64 0, i64 %429
  %431 = select i1 %413, i64 %414, i64 %430
  %tl_hi5 = trunc i64 %431 to i32
  %432 = sext i32 %N to i64
  %433 = mul i32 %bx, 1024
  %434 = sext i32 %433 to i64
  %435 = sub i64 %432, %434
  %436 = icmp slt i64 %435, 0
  %437 = sext i32 %N to i64
  %438 = mul i32 %bx, 1024
  %439 = sext i32 %438 to i64
  %440 = sub i64 %437, %439
  %441 = icmp sgt i64 %440, 1024
  %442 = sext i32 %N to i64
  %443 = mul i32 %bx, 1024
  %444 = sext i32 %443 to i64
  %445 = sub i64 %442, %444
  %446 = select i1 %441, i64 1024, i64 %445
  %447 = select i1 %436, i64 0, i64 %446
  %448 = mul i32 %bx, 1024
  %449 = sext i32 %448 to i64
  %450 = sub i64 0, %449
  %451 = icmp slt i64 %450, 0
  %452 = mul i32 %bx, 1024
  %453 = sext i32 %452 to i64
  %454 = sub i64 0, %453
  %455 = icmp sgt i64 %454, 1024
  %456 = mul i32 %bx, 1024
  %457 = sext i32 %456 to i64
  %458 = sub i64 0, %457
  %459 = select i1 %455, i64 1024, i64 %458
  %460 = select i1 %451, i64 0, i64 %459
  %461 = trunc i64 %460 to i32
  %462 = sext i32 %461 to i64
  %463 = icmp slt i64 %447, %462
  %464 = mul i32 %bx, 1024
  %465 = sext i32 %464 to i64
  %466 = sub i64 0, %465
  %467 = icmp slt i64 %466, 0
  %468 = mul i32 %bx, 1024
  %469 = sext i32 %468 to i64
  %470 = sub i64 0, %469
  %471 = icmp sgt i64 %470, 1024
  %472 = mul i32 %bx, 1024
  %473 = sext i32 %472 to i64
  %474 = sub i64 0, %473
  %475 = select i1 %471, i64 1024, i64 %474
  %476 = select i1 %467, i64 0, i64 %475
  %477 = trunc i64 %476 to i32
  %478 = sext i32 %477 to i64
  %479 = sext i32 %N to i64
  %480 = mul i32 %bx, 1024
  %481 = sext i32 %480 to i64
  %482 = sub i64 %479, %481
  %483 = icmp slt i64 %482, 0
  %484 = sext i32 %N to i64
  %485 = mul i32 %bx, 1024
  %486 = sext i32 %485 to i64
  %487 = sub i64 %484, %486
  %488 = icmp sgt i64 %487, 1024
  %489 = sext i32 %N to i64
  %490 = mul i32 %bx, 1024
  %491 = sext i32 %490 to i64
  %492 = sub i64 %489, %491
  %493 = select i1 %488, i64 1024, i64 %492
  %494 = select i1 %483, i64 0, i64 %493
  %495 = select i1 %463, i64 %478, i64 %494
  %496 = trunc i64 %495 to i32
  %497 = icmp slt i32 %496, 0
  %498 = sext i32 %N to i64
  %499 = mul i32 %bx, 1024
  %500 = sext i32 %499 to i64
  %501 = sub i64 %498, %500
  %502 = icmp slt i64 %501, 0
  %503 = sext i32 %N to i64
  %504 = mul i32 %bx, 1024
  %505 = sext i32 %504 to i64
  %506 = sub i64 %503, %505
  %507 = icmp sgt i64 %506, 1024
  %508 = sext i32 %N to i64
  %509 = mul i32 %bx, 1024
  %510 = sext i32 %509 to i64
  %511 = sub i64 %508, %510
  %512 = select i1 %507, i64 1024, i64 %511
  %513 = select i1 %502, i64 0, i64 %512
  %514 = mul i32 %bx, 1024
  %515 = sext i32 %514 to i64
  %516 = sub i64 0, %515
  %517 = icmp slt i64 %516, 0
  %518 = mul i32 %bx, 1024
  %519 = sext i32 %518 to i64
  %520 = sub i64 0, %519
  %521 = icmp sgt i64 %520, 1024
  %522 = mul i32 %bx, 1024
  %523 = sext i32 %522 to i64
  %524 = sub i64 0, %523
  %525 = select i1 %521, i64 1024, i64 %524
  %526 = select i1 %517, i64 0, i64 %525
  %527 = trunc i64 %526 to i32
  %528 = sext i32 %527 to i64
  %529 = icmp slt i64 %513, %528
  %530 = mul i32 %bx, 1024
  %531 = sext i32 %530 to i64
  %532 = sub i64 0, %531
  %533 = icmp slt i64 %532, 0
  %534 = mul i32 %bx, 1024
  %535 = sext i32 %534 to i64
  %536 = sub i64 0, %535
  %537 = icmp sgt i64 %536, 1024
  %538 = mul i32 %bx, 1024
  %539 = sext i32 %538 to i64
  %540 = sub i64 0, %539
  %541 = select i1 %537, i64 1024, i64 %540
  %542 = select i1 %533, i64 0, i64 %541
  %543 = trunc i64 %542 to i32
  %544 = sext i32 %543 to i64
  %545 = sext i32 %N to i64
  %546 = mul i32 %bx, 1024
  %547 = sext i32 %546 to i64
  %548 = sub i64 %545, %547
  %549 = icmp slt i64 %548, 0
  %550 = sext i32 %N to i64
  %551 = mul i32 %bx, 1024
  %552 = sext i32 %551 to i64
  %553 = sub i64 %550, %552
  %554 = icmp sgt i64 %553, 1024
  %555 = sext i32 %N to i64
  %556 = mul i32 %bx, 1024
  %557 = sext i32 %556 to i64
  %558 = sub i64 %555, %557
  %559 = select i1 %554, i64 1024, i64 %558
  %560 = select i1 %549, i64 0, i64 %559
  %561 = select i1 %529, i64 %544, i64 %560
  %562 = trunc i64 %561 to i32
  %563 = icmp sgt i32 %562, 1024
  %564 = sext i32 %N to i64
  %565 = mul i32 %bx, 1024
  %566 = sext i32 %565 to i64
  %567 = sub i64 %564, %566
  %568 = icmp slt i64 %567, 0
  %569 = sext i32 %N to i64
  %570 = mul i32 %bx, 1024
  %571 = sext i32 %570 to i64
  %572 = sub i64 %569, %571
  %573 = icmp sgt i64 %572, 1024
  %574 = sext i32 %N to i64
  %575 = mul i32 %bx, 1024
  %576 = sext i32 %575 to i64
  %577 = sub i64 %574, %576
  %578 = select i1 %573, i64 1024, i64 %577
  %579 = select i1 %568, i64 0, i64 %578
  %580 = mul i32 %bx, 1024
  %581 = sext i32 %580 to i64
  %582 = sub i64 0, %581
  %583 = icmp slt i64 %582, 0
  %584 = mul i32 %bx, 1024
  %585 = sext i32 %584 to i64
  %586 = sub i64 0, %585
  %587 = icmp sgt i64 %586, 1024
  %588 = mul i32 %bx, 1024
  %589 = sext i32 %588 to i64
  %590 = sub i64 0, %589
  %591 = select i1 %587, i64 1024, i64 %590
  %592 = select i1 %583, i64 0, i64 %591
  %593 = trunc i64 %592 to i32
  %594 = sext i32 %593 to i64
  %595 = icmp slt i64 %579, %594
  %596 = mul i32 %bx, 1024
  %597 = sext i32 %596 to i64
  %598 = sub i64 0, %597
  %599 = icmp slt i64 %598, 0
  %600 = mul i32 %bx, 1024
  %601 = sext i32 %600 to i64
  %602 = sub i64 0, %601
  %603 = icmp sgt i64 %602, 1024
  %604 = mul i32 %bx, 1024
  %605 = sext i32 %604 to i64
  %606 = sub i64 0, %605
  %607 = select i1 %603, i64 1024, i64 %606
  %608 = select i1 %599, i64 0, i64 %607
  %609 = trunc i64 %608 to i32
  %610 = sext i32 %609 to i64
  %611 = sext i32 %N to i64
  %612 = mul i32 %bx, 1024
  %613 = sext i32 %612 to i64
  %614 = sub i64 %611, %613
  %615 = icmp slt i64 %614, 0
  %616 = sext i32 %N to i64
  %617 = mul i32 %bx, 1024
  %618 = sext i32 %617 to i64
  %619 = sub i64 %616, %618
  %620 = icmp sgt i64 %619, 1024
  %621 = sext i32 %N to i64
  %622 = mul i32 %bx, 1024
  %623 = sext i32 %622 to i64
  %624 = sub i64 %621, %623
  %625 = select i1 %620, i64 1024, i64 %624
  %626 = select i1 %615, i64 0, i64 %625
  %627 = select i1 %595, i64 %610, i64 %626
  %628 = trunc i64 %627 to i32
  %629 = select i1 %563, i32 1024, i32 %628
  %tl_pad_from2 = select i1 %497, i32 0, i32 %629
  %tl_pad_n4 = sub i32 1024, %tl_pad_from2
  br label %for.cond35

if.end27:                                         ; preds = %for.end40, %if.end30
  ret void

if.then28:                                        ; preds = %if.then25
  %630 = mul i32 %bx, 1024
  %631 = add i32 %630, 0
  %632 = sext i32 %631 to i64
  %633 = getelementptr inbounds float, ptr %C, i64 %632
  %634 = getelementptr inbounds float, ptr %C_f, i64 0
  call void @tilec_rt_stream(ptr %633, ptr %634, i64 4096)
  br label %if.end30

if.else29:                                        ; preds = %if.then25
  br label %for.cond31

if.end30:                                         ; preds = %for.end33, %if.then28
  br label %if.end27

for.cond31:                                       ; preds = %for.body32, %if.else29
  %i134 = phi i32 [ 0, %if.else29 ], [ %643, %for.body32 ]
  %635 = icmp slt i32 %i134, 1024
  br i1 %635, label %for.body32, label %for.end33

for.body32:                                       ; preds = %for.cond31
  %636 = sext i32 %i134 to i64
  %637 = getelementptr inbounds float, ptr %C_f, i64 %636
  %638 = load float, ptr %637, align 4
  %639 = mul i32 %bx, 1024
  %640 = add i32 %639, %i134
  %641 = sext i32 %640 to i64
  %642 = getelementptr inbounds float, ptr %C, i64 %641
  store float %638, ptr %642, align 4
  %643 = add nsw i32 %i134, 1
  br label %for.cond31, !llvm.loop !9

for.end33:                                        ; preds = %for.cond31
  br label %if.end30

for.cond35:                                       ; preds = %for.body36, %if.else26
  %tl_pad_k5 = phi i32 [ 0, %if.else26 ], [ %648, %for.body36 ]
  %644 = icmp slt i32 %tl_pad_k5, %tl_pad_n4
  br i1 %644, label %for.body36, label %for.end37

for.body36:                                       ; preds = %for.cond35
  %645 = add i32 %tl_pad_from2, %tl_pad_k5
  %646 = sext i32 %645 to i64
  %647 = getelementptr inbounds float, ptr %C_f, i64 %646
  store float 0.000000e+00, ptr %647, align 4
  %648 = add nsw i32 %tl_pad_k5, 1
  br label %for.cond35, !llvm.loop !10

for.end37:                                        ; preds = %for.cond35
  %649 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond38

for.cond38:                                       ; preds = %for.body39, %for.end37
  %i13 = phi i32 [ 0, %for.end37 ], [ %660, %for.body39 ]
  %650 = icmp slt i32 %i13, %649
  br i1 %650, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %651 = add i32 %tl_lo4, %i13
  %652 = sext i32 %651 to i64
  %653 = getelementptr inbounds float, ptr %C_f, i64 %652
  %654 = load float, ptr %653, align 4
  %655 = mul i32 %bx, 1024
  %656 = add i32 %tl_lo4, %i13
  %657 = add i32 %655, %656
  %658 = sext i32 %657 to i64
  %659 = getelementptr inbounds float, ptr %C, i64 %658
  store float %654, ptr %659, align 4
  %660 = add nsw i32 %i13, 1
  br label %for.cond38, !llvm.loop !11

for.end40:                                        ; preds = %for.cond38
  br label %if.end27
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
