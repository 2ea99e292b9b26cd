; ModuleID = 'quantize.tile'
source_filename = "quantize.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_quantize = type { ptr, ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: noinline nounwind
define internal void @quantize_block(ptr noalias %X, ptr noalias %Q, ptr noalias %S, i32 %M, i32 %N, i32 %bx) #0 {
entry:
  %X_f = alloca [1024 x float], align 64
  %Q_f = alloca [1024 x i8], align 64
  %amax = alloca [4 x float], align 64
  %scale = alloca [4 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %X_f, i8 0, i64 4096, i1 false)
  %0 = call i64 @llvm.smax.i64(i64 4, i64 0)
  %1 = mul nuw i64 %0, 4
  %2 = getelementptr inbounds float, ptr %amax, i64 0
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
  %c = phi i32 [ 0, %body ], [ %195, %for.end19 ]
  %27 = icmp slt i32 %c, %14
  br i1 %27, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %28 = mul i32 %bx, 4
  %29 = icmp sle i32 0, %28
  %30 = mul i32 %bx, 4
  %31 = sext i32 %30 to i64
  %32 = add i64 %31, 4
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
  br label %for.cond24

if.then:                                          ; preds = %for.body
  br label %for.cond1

if.else:                                          ; preds = %for.body
  br label %for.cond10

if.end:                                           ; preds = %for.end12, %for.end3
  br label %for.cond17

for.cond1:                                        ; preds = %if.end6, %if.then
  %i1 = phi i32 [ 0, %if.then ], [ %64, %if.end6 ]
  %45 = icmp slt i32 %i1, 4
  br i1 %45, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %46 = add i32 %c, 1
  %47 = icmp slt i32 %46, %26
  br i1 %47, label %if.then4, label %if.else5

for.end3:                                         ; preds = %for.cond1
  br label %if.end

if.then4:                                         ; preds = %for.body2
  br label %for.cond7

if.else5:                                         ; preds = %for.body2
  br label %if.end6

if.end6:                                          ; preds = %if.else5, %for.end9
  %48 = call i64 @llvm.smax.i64(i64 256, i64 0)
  %49 = mul nuw i64 %48, 4
  %50 = sext i32 %i1 to i64
  %51 = mul nsw i64 %50, 256
  %52 = add nsw i64 %51, 0
  %53 = getelementptr inbounds float, ptr %X_f, i64 %52
  %54 = mul i32 %bx, 4
  %55 = add i32 %54, %i1
  %56 = sext i32 %55 to i64
  %57 = sext i32 %N to i64
  %58 = mul nsw i64 %56, %57
  %59 = mul i32 %c, 256
  %60 = add i32 %59, 0
  %61 = sext i32 %60 to i64
  %62 = add nsw i64 %58, %61
  %63 = getelementptr inbounds float, ptr %X, i64 %62
  call void @tilec_rt_copy(ptr %53, ptr %63, i64 %49)
  %64 = add nsw i32 %i1, 1
  br label %for.cond1, !llvm.loop !0

for.cond7:                                        ; preds = %for.body8, %if.then4
  %pf = phi i32 [ 0, %if.then4 ], [ %78, %for.body8 ]
  %65 = icmp slt i32 %pf, 16
  br i1 %65, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  %66 = mul i32 %bx, 4
  %67 = add i32 %66, %i1
  %68 = sext i32 %67 to i64
  %69 = sext i32 %N to i64
  %70 = mul i64 %68, %69
  %71 = add i32 %c, 1
  %72 = mul i32 %71, 256
  %73 = mul i32 %pf, 16
  %74 = add i32 %72, %73
  %75 = sext i32 %74 to i64
  %76 = add i64 %70, %75
  %77 = getelementptr float, ptr %X, i64 %76
  call void @llvm.prefetch.p0(ptr %77, i32 0, i32 3, i32 1)
  %78 = add nsw i32 %pf, 1
  br label %for.cond7, !llvm.loop !3

for.end9:                                         ; preds = %for.cond7
  br label %if.end6

for.cond10:                                       ; preds = %if.end16, %if.else
  %i113 = phi i32 [ 0, %if.else ], [ %193, %if.end16 ]
  %79 = icmp slt i32 %i113, 4
  br i1 %79, label %for.body11, label %for.end12

for.body11:                                       ; preds = %for.cond10
  %80 = mul i32 %c, 256
  %81 = sext i32 %80 to i64
  %82 = sub i64 0, %81
  %83 = icmp slt i64 %82, 0
  %84 = mul i32 %c, 256
  %85 = sext i32 %84 to i64
  %86 = sub i64 0, %85
  %87 = icmp sgt i64 %86, 256
  %88 = mul i32 %c, 256
  %89 = sext i32 %88 to i64
  %90 = sub i64 0, %89
  %91 = select i1 %87, i64 256, i64 %90
  %92 = select i1 %83, i64 0, i64 %91
  %tl_lo0 = trunc i64 %92 to i32
  %93 = sext i32 %N to i64
  %94 = mul i32 %c, 256
  %95 = sext i32 %94 to i64
  %96 = sub i64 %93, %95
  %97 = icmp slt i64 %96, 0
  %98 = sext i32 %N to i64
  %99 = mul i32 %c, 256
  %100 = sext i32 %99 to i64
  %101 = sub i64 %98, %100
  %102 = icmp sgt i64 %101, 256
  %103 = sext i32 %N to i64
  %104 = mul i32 %c, 256
  %105 = sext i32 %104 to i64
  %106 = sub i64 %103, %105
  %107 = select i1 %102, i64 256, i64 %106
  %108 = select i1 %97, i64 0, i64 %107
  %109 = sext i32 %tl_lo0 to i64
  %110 = icmp slt i64 %108, %109
  %111 = sext i32 %tl_lo0 to i64
  %112 = sext i32 %N to i64
  %113 = mul i32 %c, 256
  %114 = sext i32 %113 to i64
  %115 = sub i64 %112, %114
  %116 = icmp slt i64 %115, 0
  %117 = sext i32 %N to i64
  %118 = mul i32 %c, 256
  %119 = sext i32 %118 to i64
  %120 = sub i64 %117, %119
  %121 = icmp sgt i64 %120, 256
  %122 = sext i32 %N to i64
  %123 = mul i32 %c, 256
  %124 = sext i32 %123 to i64
  %125 = sub i64 %122, %124
  %126 = select i1 %121, i64 256, i64 %125
  %127 = select i1 %116, i64 0, i64 %126
  %128 = select i1 %110, i64 %111, i64 %127
  %tl_hi1 = trunc i64 %128 to i32
  %129 = sext i32 %tl_lo0 to i64
  %130 = sub i64 %129, 0
  %131 = call i64 @llvm.smax.i64(i64 %130, i64 0)
  %132 = mul nuw i64 %131, 4
  %133 = sext i32 %i113 to i64
  %134 = mul nsw i64 %133, 256
  %135 = add nsw i64 %134, 0
  %136 = getelementptr inbounds float, ptr %X_f, i64 %135
  call void @llvm.memset.p0.i64(ptr align 4 %136, i8 0, i64 %132, i1 false)
  %137 = mul i32 %bx, 4
  %138 = sext i32 %137 to i64
  %139 = sext i32 %i113 to i64
  %140 = add i64 %138, %139
  %141 = icmp sle i64 0, %140
  %142 = mul i32 %bx, 4
  %143 = sext i32 %142 to i64
  %144 = sext i32 %i113 to i64
  %145 = add i64 %143, %144
  %146 = sext i32 %M to i64
  %147 = icmp slt i64 %145, %146
  %148 = and i1 %141, %147
  br i1 %148, label %if.then14, label %if.else15

for.end12:                                        ; preds = %for.cond10
  br label %if.end

if.then14:                                        ; preds = %for.body11
  %149 = sub i32 %tl_hi1, %tl_lo0
  %150 = sext i32 %149 to i64
  %151 = sub i64 %150, 0
  %152 = call i64 @llvm.smax.i64(i64 %151, i64 0)
  %153 = mul nuw i64 %152, 4
  %154 = sext i32 %i113 to i64
  %155 = mul nsw i64 %154, 256
  %156 = add i32 %tl_lo0, 0
  %157 = sext i32 %156 to i64
  %158 = add nsw i64 %155, %157
  %159 = getelementptr inbounds float, ptr %X_f, i64 %158
  %160 = mul i32 %bx, 4
  %161 = add i32 %160, %i113
  %162 = sext i32 %161 to i64
  %163 = sext i32 %N to i64
  %164 = mul nsw i64 %162, %163
  %165 = mul i32 %c, 256
  %166 = add i32 %tl_lo0, 0
  %167 = add i32 %165, %166
  %168 = sext i32 %167 to i64
  %169 = add nsw i64 %164, %168
  %170 = getelementptr inbounds float, ptr %X, i64 %169
  call void @tilec_rt_copy(ptr %159, ptr %170, i64 %153)
  br label %if.end16

if.else15:                                        ; preds = %for.body11
  %171 = sub i32 %tl_hi1, %tl_lo0
  %172 = sext i32 %171 to i64
  %173 = sub i64 %172, 0
  %174 = call i64 @llvm.smax.i64(i64 %173, i64 0)
  %175 = mul nuw i64 %174, 4
  %176 = sext i32 %i113 to i64
  %177 = mul nsw i64 %176, 256
  %178 = add i32 %tl_lo0, 0
  %179 = sext i32 %178 to i64
  %180 = add nsw i64 %177, %179
  %181 = getelementptr inbounds float, ptr %X_f, i64 %180
  call void @llvm.memset.p0.i64(ptr align 4 %181, i8 0, i64 %175, i1 false)
  br label %if.end16

if.end16:                                         ; preds = %if.else15, %if.then14
  %182 = sub i32 256, %tl_hi1
  %183 = sext i32 %182 to i64
  %184 = sub i64 %183, 0
  %185 = call i64 @llvm.smax.i64(i64 %184, i64 0)
  %186 = mul nuw i64 %185, 4
  %187 = sext i32 %i113 to i64
  %188 = mul nsw i64 %187, 256
  %189 = add i32 %tl_hi1, 0
  %190 = sext i32 %189 to i64
  %191 = add nsw i64 %188, %190
  %192 = getelementptr inbounds float, ptr %X_f, i64 %191
  call void @llvm.memset.p0.i64(ptr align 4 %192, i8 0, i64 %186, i1 false)
  %193 = add nsw i32 %i113, 1
  br label %for.cond10, !llvm.loop !4

for.cond17:                                       ; preds = %for.end23, %if.end
  %i120 = phi i32 [ 0, %if.end ], [ %211, %for.end23 ]
  %194 = icmp slt i32 %i120, 4
  br i1 %194, label %for.body18, label %for.end19

for.body18:                                       ; preds = %for.cond17
  br label %for.cond21

for.end19:                                        ; preds = %for.cond17
  %195 = add nsw i32 %c, 1
  br label %for.cond, !llvm.loop !5

for.cond21:                                       ; preds = %for.body22, %for.body18
  %red = phi i32 [ 0, %for.body18 ], [ %210, %for.body22 ]
  %196 = icmp slt i32 %red, 256
  br i1 %196, label %for.body22, label %for.end23

for.body22:                                       ; preds = %for.cond21
  %197 = sext i32 %i120 to i64
  %198 = getelementptr inbounds float, ptr %amax, i64 %197
  %199 = load float, ptr %198, align 4
  %200 = sext i32 %i120 to i64
  %201 = mul nsw i64 %200, 256
  %202 = sext i32 %red to i64
  %203 = add nsw i64 %201, %202
  %204 = getelementptr inbounds float, ptr %X_f, i64 %203
  %205 = load float, ptr %204, align 4
  %206 = call float @llvm.fabs.f32(float %205)
  %207 = call float @llvm.maxnum.f32(float %199, float %206)
  %208 = sext i32 %i120 to i64
  %209 = getelementptr inbounds float, ptr %amax, i64 %208
  store float %207, ptr %209, align 4
  %210 = add nsw i32 %red, 1
  br label %for.cond21, !llvm.loop !6

for.end23:                                        ; preds = %for.cond21
  %211 = add nsw i32 %i120, 1
  br label %for.cond17, !llvm.loop !7

for.cond24:                                       ; preds = %for.body25, %for.end
  %i = phi i32 [ 0, %for.end ], [ %225, %for.body25 ]
  %212 = icmp slt i32 %i, 4
  br i1 %212, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  %213 = sext i32 %i to i64
  %214 = getelementptr inbounds float, ptr %amax, i64 %213
  %215 = load float, ptr %214, align 4
  %216 = fcmp ogt float %215, 0.000000e+00
  %217 = sext i32 %i to i64
  %218 = call i64 @llvm.umin.i64(i64 %217, i64 3)
  %219 = getelementptr inbounds float, ptr %amax, i64 %218
  %220 = load float, ptr %219, align 4
  %221 = fdiv float %220, 1.270000e+02
  %222 = select i1 %216, float %221, float 1.000000e+00
  %223 = sext i32 %i to i64
  %224 = getelementptr inbounds float, ptr %scale, i64 %223
  store float %222, ptr %224, align 4
  %225 = add nsw i32 %i, 1
  br label %for.cond24, !llvm.loop !8

for.end26:                                        ; preds = %for.cond24
  %226 = mul i32 %bx, 4
  %227 = icmp sle i32 0, %226
  %228 = mul i32 %bx, 4
  %229 = sext i32 %228 to i64
  %230 = add i64 %229, 4
  %231 = sext i32 %M to i64
  %232 = icmp sle i64 %230, %231
  %233 = and i1 %227, %232
  br i1 %233, label %if.then27, label %if.else28

if.then27:                                        ; preds = %for.end26
  %234 = sext i32 %M to i64
  %235 = icmp sge i64 %234, 8388608
  br i1 %235, label %if.then30, label %if.else31

if.else28:                                        ; preds = %for.end26
  %236 = mul i32 %bx, 4
  %237 = sext i32 %236 to i64
  %238 = sub i64 0, %237
  %239 = icmp slt i64 %238, 0
  %240 = mul i32 %bx, 4
  %241 = sext i32 %240 to i64
  %242 = sub i64 0, %241
  %243 = icmp sgt i64 %242, 4
  %244 = mul i32 %bx, 4
  %245 = sext i32 %244 to i64
  %246 = sub i64 0, %245
  %247 = select i1 %243, i64 4, i64 %246
  %248 = select i1 %239, i64 0, i64 %247
  %tl_lo2 = trunc i64 %248 to i32
  %249 = sext i32 %M to i64
  %250 = mul i32 %bx, 4
  %251 = sext i32 %250 to i64
  %252 = sub i64 %249, %251
  %253 = icmp slt i64 %252, 0
  %254 = sext i32 %M to i64
  %255 = mul i32 %bx, 4
  %256 = sext i32 %255 to i64
  %257 = sub i64 %254, %256
  %258 = icmp sgt i64 %257, 4
  %259 = sext i32 %M to i64
  %260 = mul i32 %bx, 4
  %261 = sext i32 %260 to i64
  %262 = sub i64 %259, %261
  %263 = select i1 %258, i64 4, i64 %262
  %264 = select i1 %253, i64 0, i64 %263
  %265 = sext i32 %tl_lo2 to i64
  %266 = icmp slt i64 %264, %265
  %267 = sext i32 %tl_lo2 to i64
  %268 = sext i32 %M to i64
  %269 = mul i32 %bx, 4
  %270 = sext i32 %269 to i64
  %271 = sub i64 %268, %270
  %272 = icmp slt i64 %271, 0
  %273 = sext i32 %M to i64
  %274 = mul i32 %bx, 4
  %275 = sext i32 %274 to i64
  %276 = sub i64 %273, %275
  %277 = icmp sgt i64 %276, 4
  %278 = sext i32 %M to i64
  %279 = mul i32 %bx, 4
  %280 = sext i32 %279 to i64
  %281 = sub i64 %278, %280
  %282 = select i1 %277, i64 4, i64 %281
  %283 = select i1 %272, i64 0, i64 %282
  %284 = select i1 %266, i64 %267, i64 %283
  %tl_hi3 = trunc i64 %284 to i32
  %285 = sub i32 %tl_hi3, %tl_lo2
  %286 = sext i32 %285 to i64
  %287 = sub i64 %286, 0
  %288 = call i64 @llvm.smax.i64(i64 %287, i64 0)
  %289 = mul nuw i64 %288, 4
  %290 = mul i32 %bx, 4
  %291 = add i32 %tl_lo2, 0
  %292 = add i32 %290, %291
  %293 = sext i32 %292 to i64
  %294 = getelementptr inbounds float, ptr %S, i64 %293
  %295 = add i32 %tl_lo2, 0
  %296 = sext i32 %295 to i64
  %297 = getelementptr inbounds float, ptr %scale, i64 %296
  call void @tilec_rt_copy(ptr %294, ptr %297, i64 %289)
  br label %if.end29

if.end29:                                         ; preds = %if.else28, %if.end32
  %298 = sext i32 %N to i64
  %299 = sdiv i64 %298, 256
  %300 = sub i64 0, %298
  %301 = select i1 false, i64 %300, i64 %299
  %302 = srem i64 %298, 256
  %303 = icmp ne i64 %302, 0
  %304 = icmp slt i64 %298, 0
  %305 = icmp eq i1 %304, false
  %306 = and i1 %303, %305
  %307 = zext i1 %306 to i64
  %308 = add i64 %301, %307
  %309 = trunc i64 %308 to i32
  %310 = sext i32 %N to i64
  %311 = sdiv i64 %310, 256
  %312 = sub i64 0, %310
  %313 = select i1 false, i64 %312, i64 %311
  %314 = srem i64 %310, 256
  %315 = icmp ne i64 %314, 0
  %316 = icmp slt i64 %310, 0
  %317 = icmp eq i1 %316, false
  %318 = and i1 %315, %317
  %319 = zext i1 %318 to i64
  %320 = add i64 %313, %319
  %321 = trunc i64 %320 to i32
  br label %for.cond33

if.then30:                                        ; preds = %if.then27
  %322 = mul i32 %bx, 4
  %323 = add i32 %322, 0
  %324 = sext i32 %323 to i64
  %325 = getelementptr inbounds float, ptr %S, i64 %324
  %326 = getelementptr inbounds float, ptr %scale, i64 0
  call void @tilec_rt_stream(ptr %325, ptr %326, i64 16)
  br label %if.end32

if.else31:                                        ; preds = %if.then27
  %327 = call i64 @llvm.smax.i64(i64 4, i64 0)
  %328 = mul nuw i64 %327, 4
  %329 = mul i32 %bx, 4
  %330 = add i32 %329, 0
  %331 = sext i32 %330 to i64
  %332 = getelementptr inbounds float, ptr %S, i64 %331
  %333 = getelementptr inbounds float, ptr %scale, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %332, ptr align 4 %333, i64 %328, i1 false)
  br label %if.end32

if.end32:                                         ; preds = %if.else31, %if.then30
  br label %if.end29

for.cond33:                                       ; preds = %if.end68, %if.end29
  %c36 = phi i32 [ 0, %if.end29 ], [ %753, %if.end68 ]
  %334 = icmp slt i32 %c36, %309
  br i1 %334, label %for.body34, label %for.end35

for.body34:                                       ; preds = %for.cond33
  %335 = mul i32 %bx, 4
  %336 = icmp sle i32 0, %335
  %337 = mul i32 %bx, 4
  %338 = sext i32 %337 to i64
  %339 = add i64 %338, 4
  %340 = sext i32 %M to i64
  %341 = icmp sle i64 %339, %340
  %342 = and i1 %336, %341
  %343 = mul i32 %c36, 256
  %344 = icmp sle i32 0, %343
  %345 = mul i32 %c36, 256
  %346 = sext i32 %345 to i64
  %347 = add i64 %346, 256
  %348 = sext i32 %N to i64
  %349 = icmp sle i64 %347, %348
  %350 = and i1 %344, %349
  %351 = and i1 %342, %350
  br i1 %351, label %if.then37, label %if.else38

for.end35:                                        ; preds = %for.cond33
  ret void

if.then37:                                        ; preds = %for.body34
  br label %for.cond40

if.else38:                                        ; preds = %for.body34
  br label %for.cond49

if.end39:                                         ; preds = %for.end51, %for.end42
  br label %for.cond56

for.cond40:                                       ; preds = %if.end45, %if.then37
  %i2 = phi i32 [ 0, %if.then37 ], [ %371, %if.end45 ]
  %352 = icmp slt i32 %i2, 4
  br i1 %352, label %for.body41, label %for.end42

for.body41:                                       ; preds = %for.cond40
  %353 = add i32 %c36, 1
  %354 = icmp slt i32 %353, %321
  br i1 %354, label %if.then43, label %if.else44

for.end42:                                        ; preds = %for.cond40
  br label %if.end39

if.then43:                                        ; preds = %for.body41
  br label %for.cond46

if.else44:                                        ; preds = %for.body41
  br label %if.end45

if.end45:                                         ; preds = %if.else44, %for.end48
  %355 = call i64 @llvm.smax.i64(i64 256, i64 0)
  %356 = mul nuw i64 %355, 4
  %357 = sext i32 %i2 to i64
  %358 = mul nsw i64 %357, 256
  %359 = add nsw i64 %358, 0
  %360 = getelementptr inbounds float, ptr %X_f, i64 %359
  %361 = mul i32 %bx, 4
  %362 = add i32 %361, %i2
  %363 = sext i32 %362 to i64
  %364 = sext i32 %N to i64
  %365 = mul nsw i64 %363, %364
  %366 = mul i32 %c36, 256
  %367 = add i32 %366, 0
  %368 = sext i32 %367 to i64
  %369 = add nsw i64 %365, %368
  %370 = getelementptr inbounds float, ptr %X, i64 %369
  call void @tilec_rt_copy(ptr %360, ptr %370, i64 %356)
  %371 = add nsw i32 %i2, 1
  br label %for.cond40, !llvm.loop !10

for.cond46:                                       ; preds = %for.body47, %if.then43
  %pf1 = phi i32 [ 0, %if.then43 ], [ %385, %for.body47 ]
  %372 = icmp slt i32 %pf1, 16
  br i1 %372, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %373 = mul i32 %bx, 4
  %374 = add i32 %373, %i2
  %375 = sext i32 %374 to i64
  %376 = sext i32 %N to i64
  %377 = mul i64 %375, %376
  %378 = add i32 %c36, 1
  %379 = mul i32 %378, 256
  %380 = mul i32 %pf1, 16
  %381 = add i32 %379, %380
  %382 = sext i32 %381 to i64
  %383 = add i64 %377, %382
  %384 = getelementptr float, ptr %X, i64 %383
  call void @llvm.prefetch.p0(ptr %384, i32 0, i32 3, i32 1)
  %385 = add nsw i32 %pf1, 1
  br label %for.cond46, !llvm.loop !11

for.end48:                                        ; preds = %for.cond46
  br label %if.end45

for.cond49:                                       ; preds = %if.end55, %if.else38
  %i252 = phi i32 [ 0, %if.else38 ], [ %500, %if.end55 ]
  %386 = icmp slt i32 %i252, 4
  br i1 %386, label %for.body50, label %for.end51

for.body50:                                       ; preds = %for.cond49
  %387 = mul i32 %c36, 256
  %388 = sext i32 %387 to i64
  %389 = sub i64 0, %388
  %390 = icmp slt i64 %389, 0
  %391 = mul i32 %c36, 256
  %392 = sext i32 %391 to i64
  %393 = sub i64 0, %392
  %394 = icmp sgt i64 %393, 256
  %395 = mul i32 %c36, 256
  %396 = sext i32 %395 to i64
  %397 = sub i64 0, %396
  %398 = select i1 %394, i64 256, i64 %397
  %399 = select i1 %390, i64 0, i64 %398
  %tl_lo4 = trunc i64 %399 to i32
  %400 = sext i32 %N to i64
  %401 = mul i32 %c36, 256
  %402 = sext i32 %401 to i64
  %403 = sub i64 %400, %402
  %404 = icmp slt i64 %403, 0
  %405 = sext i32 %N to i64
  %406 = mul i32 %c36, 256
  %407 = sext i32 %406 to i64
  %408 = sub i64 %405, %407
  %409 = icmp sgt i64 %408, 256
  %410 = sext i32 %N to i64
  %411 = mul i32 %c36, 256
  %412 = sext i32 %411 to i64
  %413 = sub i64 %410, %412
  %414 = select i1 %409, i64 256, i64 %413
  %415 = select i1 %404, i64 0, i64 %414
  %416 = sext i32 %tl_lo4 to i64
  %417 = icmp slt i64 %415, %416
  %418 = sext i32 %tl_lo4 to i64
  %419 = sext i32 %N to i64
  %420 = mul i32 %c36, 256
  %421 = sext i32 %420 to i64
  %422 = sub i64 %419, %421
  %423 = icmp slt i64 %422, 0
  %424 = sext i32 %N to i64
  %425 = mul i32 %c36, 256
  %426 = sext i32 %425 to i64
  %427 = sub i64 %424, %426
  %428 = icmp sgt i64 %427, 256
  %429 = sext i32 %N to i64
  %430 = mul i32 %c36, 256
  %431 = sext i32 %430 to i64
  %432 = sub i64 %429, %431
  %433 = select i1 %428, i64 256, i64 %432
  %434 = select i1 %423, i64 0, i64 %433
  %435 = select i1 %417, i64 %418, i64 %434
  %tl_hi5 = trunc i64 %435 to i32
  %436 = sext i32 %tl_lo4 to i64
  %437 = sub i64 %436, 0
  %438 = call i64 @llvm.smax.i64(i64 %437, i64 0)
  %439 = mul nuw i64 %438, 4
  %440 = sext i32 %i252 to i64
  %441 = mul nsw i64 %440, 256
  %442 = add nsw i64 %441, 0
  %443 = getelementptr inbounds float, ptr %X_f, i64 %442
  call void @llvm.memset.p0.i64(ptr align 4 %443, i8 0, i64 %439, i1 false)
  %444 = mul i32 %bx, 4
  %445 = sext i32 %444 to i64
  %446 = sext i32 %i252 to i64
  %447 = add i64 %445, %446
  %448 = icmp sle i64 0, %447
  %449 = mul i32 %bx, 4
  %450 = sext i32 %449 to i64
  %451 = sext i32 %i252 to i64
  %452 = add i64 %450, %451
  %453 = sext i32 %M to i64
  %454 = icmp slt i64 %452, %453
  %455 = and i1 %448, %454
  br i1 %455, label %if.then53, label %if.else54

for.end51:                                        ; preds = %for.cond49
  br label %if.end39

if.then53:                                        ; preds = %for.body50
  %456 = sub i32 %tl_hi5, %tl_lo4
  %457 = sext i32 %456 to i64
  %458 = sub i64 %457, 0
  %459 = call i64 @llvm.smax.i64(i64 %458, i64 0)
  %460 = mul nuw i64 %459, 4
  %461 = sext i32 %i252 to i64
  %462 = mul nsw i64 %461, 256
  %463 = add i32 %tl_lo4, 0
  %464 = sext i32 %463 to i64
  %465 = add nsw i64 %462, %464
  %466 = getelementptr inbounds float, ptr %X_f, i64 %465
  %467 = mul i32 %bx, 4
  %468 = add i32 %467, %i252
  %469 = sext i32 %468 to i64
  %470 = sext i32 %N to i64
  %471 = mul nsw i64 %469, %470
  %472 = mul i32 %c36, 256
  %473 = add i32 %tl_lo4, 0
  %474 = add i32 %472, %473
  %475 = sext i32 %474 to i64
  %476 = add nsw i64 %471, %475
  %477 = getelementptr inbounds float, ptr %X, i64 %476
  call void @tilec_rt_copy(ptr %466, ptr %477, i64 %460)
  br label %if.end55

if.else54:                                        ; preds = %for.body50
  %478 = sub i32 %tl_hi5, %tl_lo4
  %479 = sext i32 %478 to i64
  %480 = sub i64 %479, 0
  %481 = call i64 @llvm.smax.i64(i64 %480, i64 0)
  %482 = mul nuw i64 %481, 4
  %483 = sext i32 %i252 to i64
  %484 = mul nsw i64 %483, 256
  %485 = add i32 %tl_lo4, 0
  %486 = sext i32 %485 to i64
  %487 = add nsw i64 %484, %486
  %488 = getelementptr inbounds float, ptr %X_f, i64 %487
  call void @llvm.memset.p0.i64(ptr align 4 %488, i8 0, i64 %482, i1 false)
  br label %if.end55

if.end55:                                         ; preds = %if.else54, %if.then53
  %489 = sub i32 256, %tl_hi5
  %490 = sext i32 %489 to i64
  %491 = sub i64 %490, 0
  %492 = call i64 @llvm.smax.i64(i64 %491, i64 0)
  %493 = mul nuw i64 %492, 4
  %494 = sext i32 %i252 to i64
  %495 = mul nsw i64 %494, 256
  %496 = add i32 %tl_hi5, 0
  %497 = sext i32 %496 to i64
  %498 = add nsw i64 %495, %497
  %499 = getelementptr inbounds float, ptr %X_f, i64 %498
  call void @llvm.memset.p0.i64(ptr align 4 %499, i8 0, i64 %493, i1 false)
  %500 = add nsw i32 %i252, 1
  br label %for.cond49, !llvm.loop !12

for.cond56:                                       ; preds = %for.end65, %if.end39
  %i59 = phi i32 [ 0, %if.end39 ], [ %752, %for.end65 ]
  %501 = icmp slt i32 %i59, 4
  br i1 %501, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  %502 = sext i32 %N to i64
  %503 = mul i32 %c36, 256
  %504 = sext i32 %503 to i64
  %505 = sub i64 %502, %504
  %506 = icmp slt i64 %505, 0
  %507 = sext i32 %N to i64
  %508 = mul i32 %c36, 256
  %509 = sext i32 %508 to i64
  %510 = sub i64 %507, %509
  %511 = icmp sgt i64 %510, 256
  %512 = sext i32 %N to i64
  %513 = mul i32 %c36, 256
  %514 = sext i32 %513 to i64
  %515 = sub i64 %512, %514
  %516 = select i1 %511, i64 256, i64 %515
  %517 = select i1 %506, i64 0, i64 %516
  %518 = mul i32 %c36, 256
  %519 = sext i32 %518 to i64
  %520 = sub i64 0, %519
  %521 = icmp slt i64 %520, 0
  %522 = mul i32 %c36, 256
  %523 = sext i32 %522 to i64
  %524 = sub i64 0, %523
  %525 = icmp sgt i64 %524, 256
  %526 = mul i32 %c36, 256
  %527 = sext i32 %526 to i64
  %528 = sub i64 0, %527
  %529 = select i1 %525, i64 256, i64 %528
  %530 = select i1 %521, i64 0, i64 %529
  %531 = trunc i64 %530 to i32
  %532 = sext i32 %531 to i64
  %533 = icmp slt i64 %517, %532
  %534 = mul i32 %c36, 256
  %535 = sext i32 %534 to i64
  %536 = sub i64 0, %535
  %537 = icmp slt i64 %536, 0
  %538 = mul i32 %c36, 256
  %539 = sext i32 %538 to i64
  %540 = sub i64 0, %539
  %541 = icmp sgt i64 %540, 256
  %542 = mul i32 %c36, 256
  %543 = sext i32 %542 to i64
  %544 = sub i64 0, %543
  %545 = select i1 %541, i64 256, i64 %544
  %546 = select i1 %537, i64 0, i64 %545
  %547 = trunc i64 %546 to i32
  %548 = sext i32 %547 to i64
  %549 = sext i32 %N to i64
  %550 = mul i32 %c36, 256
  %551 = sext i32 %550 to i64
  %552 = sub i64 %549, %551
  %553 = icmp slt i64 %552, 0
  %554 = sext i32 %N to i64
  %555 = mul i32 %c36, 256
  %556 = sext i32 %555 to i64
  %557 = sub i64 %554, %556
  %558 = icmp sgt i64 %557, 256
  %559 = sext i32 %N to i64
  %560 = mul i32 %c36, 256
  %561 = sext i32 %560 to i64
  %562 = sub i64 %559, %561
  %563 = select i1 %558, i64 256, i64 %562
  %564 = select i1 %553, i64 0, i64 %563
  %565 = select i1 %533, i64 %548, i64 %564
  %566 = trunc i64 %565 to i32
  %567 = icmp slt i32 %566, 0
  %568 = sext i32 %N to i64
  %569 = mul i32 %c36, 256
  %570 = sext i32 %569 to i64
  %571 = sub i64 %568, %570
  %572 = icmp slt i64 %571, 0
  %573 = sext i32 %N to i64
  %574 = mul i32 %c36, 256
  %575 = sext i32 %574 to i64
  %576 = sub i64 %573, %575
  %577 = icmp sgt i64 %576, 256
  %578 = sext i32 %N to i64
  %579 = mul i32 %c36, 256
  %580 = sext i32 %579 to i64
  %581 = sub i64 %578, %580
  %582 = select i1 %577, i64 256, i64 %581
  %583 = select i1 %572, i64 0, i64 %582
  %584 = mul i32 %c36, 256
  %585 = sext i32 %584 to i64
  %586 = sub i64 0, %585
  %587 = icmp slt i64 %586, 0
  %588 = mul i32 %c36, 256
  %589 = sext i32 %588 to i64
  %590 = sub i64 0, %589
  %591 = icmp sgt i64 %590, 256
  %592 = mul i32 %c36, 256
  %593 = sext i32 %592 to i64
  %594 = sub i64 0, %593
  %595 = select i1 %591, i64 256, i64 %594
  %596 = select i1 %587, i64 0, i64 %595
  %597 = trunc i64 %596 to i32
  %598 = sext i32 %597 to i64
  %599 = icmp slt i64 %583, %598
  %600 = mul i32 %c36, 256
  %601 = sext i32 %600 to i64
  %602 = sub i64 0, %601
  %603 = icmp slt i64 %602, 0
  %604 = mul i32 %c36, 256
  %605 = sext i32 %604 to i64
  %606 = sub i64 0, %605
  %607 = icmp sgt i64 %606, 256
  %608 = mul i32 %c36, 256
  %609 = sext i32 %608 to i64
  %610 = sub i64 0, %609
  %611 = select i1 %607, i64 256, i64 %610
  %612 = select i1 %603, i64 0, i64 %611
  %613 = trunc i64 %612 to i32
  %614 = sext i32 %613 to i64
  %615 = sext i32 %N to i64
  %616 = mul i32 %c36, 256
  %617 = sext i32 %616 to i64
  %618 = sub i64 %615, %617
  %619 = icmp slt i64 %618, 0
  %620 = sext i32 %N to i64
  %621 = mul i32 %c36, 256
  %622 = sext i32 %621 to i64
  %623 = sub i64 %620, %622
  %624 = icmp sgt i64 %623, 256
  %625 = sext i32 %N to i64
  %626 = mul i32 %c36, 256
  %627 = sext i32 %626 to i64
  %628 = sub i64 %625, %627
  %629 = select i1 %624, i64 256, i64 %628
  %630 = select i1 %619, i64 0, i64 %629
  %631 = select i1 %599, i64 %614, i64 %630
  %632 = trunc i64 %631 to i32
  %633 = icmp sgt i32 %632, 256
  %634 = sext i32 %N to i64
  %635 = mul i32 %c36, 256
  %636 = sext i32 %635 to i64
  %637 = sub i64 %634, %636
  %638 = icmp slt i64 %637, 0
  %639 = sext i32 %N to i64
  %640 = mul i32 %c36, 256
  %641 = sext i32 %640 to i64
  %642 = sub i64 %639, %641
  %643 = icmp sgt i64 %642, 256
  %644 = sext i32 %N to i64
  %645 = mul i32 %c36, 256
  %646 = sext i32 %645 to i64
  %647 = sub i64 %644, %646
  %648 = select i1 %643, i64 256, i64 %647
  %649 = select i1 %638, i64 0, i64 %648
  %650 = mul i32 %c36, 256
  %651 = sext i32 %650 to i64
  %652 = sub i64 0, %651
  %653 = icmp slt i64 %652, 0
  %654 = mul i32 %c36, 256
  %655 = sext i32 %654 to i64
  %656 = sub i64 0, %655
  %657 = icmp sgt i64 %656, 256
  %658 = mul i32 %c36, 256
  %659 = sext i32 %658 to i64
  %660 = sub i64 0, %659
  %661 = select i1 %657, i64 256, i64 %660
  %662 = select i1 %653, i64 0, i64 %661
  %663 = trunc i64 %662 to i32
  %664 = sext i32 %663 to i64
  %665 = icmp slt i64 %649, %664
  %666 = mul i32 %c36, 256
  %667 = sext i32 %666 to i64
  %668 = sub i64 0, %667
  %669 = icmp slt i64 %668, 0
  %670 = mul i32 %c36, 256
  %671 = sext i32 %670 to i64
  %672 = sub i64 0, %671
  %673 = icmp sgt i64 %672, 256
  %674 = mul i32 %c36, 256
  %675 = sext i32 %674 to i64
  %676 = sub i64 0, %675
  %677 = select i1 %673, i64 256, i64 %676
  %678 = select i1 %669, i64 0, i64 %677
  %679 = trunc i64 %678 to i32
  %680 = sext i32 %679 to i64
  %681 = sext i32 %N to i64
  %682 = mul i32 %c36, 256
  %683 = sext i32 %682 to i64
  %684 = sub i64 %681, %683
  %685 = icmp slt i64 %684, 0
  %686 = sext i32 %N to i64
  %687 = mul i32 %c36, 256
  %688 = sext i32 %687 to i64
  %689 = sub i64 %686, %688
  %690 = icmp sgt i64 %689, 256
  %691 = sext i32 %N to i64
  %692 = mul i32 %c36, 256
  %693 = sext i32 %692 to i64
  %694 = sub i64 %691, %693
  %695 = select i1 %690, i64 256, i64 %694
  %696 = select i1 %685, i64 0, i64 %695
  %697 = select i1 %665, i64 %680, i64 %696
  %698 = trunc i64 %697 to i32
  %699 = select i1 %633, i32 256, i32 %698
  %tl_cols0 = select i1 %567, i32 0, i32 %699
  br label %for.cond60

for.end58:                                        ; preds = %for.cond56
  %700 = mul i32 %bx, 4
  %701 = icmp sle i32 0, %700
  %702 = mul i32 %bx, 4
  %703 = sext i32 %702 to i64
  %704 = add i64 %703, 4
  %705 = sext i32 %M to i64
  %706 = icmp sle i64 %704, %705
  %707 = and i1 %701, %706
  %708 = mul i32 %c36, 256
  %709 = icmp sle i32 0, %708
  %710 = mul i32 %c36, 256
  %711 = sext i32 %710 to i64
  %712 = add i64 %711, 256
  %713 = sext i32 %N to i64
  %714 = icmp sle i64 %712, %713
  %715 = and i1 %709, %714
  %716 = and i1 %707, %715
  br i1 %716, label %if.then66, label %if.else67

for.cond60:                                       ; preds = %for.body61, %for.body57
  %j = phi i32 [ 0, %for.body57 ], [ %736, %for.body61 ]
  %717 = icmp slt i32 %j, %tl_cols0
  br i1 %717, label %for.body61, label %for.end62

for.body61:                                       ; preds = %for.cond60
  %718 = sext i32 %i59 to i64
  %719 = mul nsw i64 %718, 256
  %720 = sext i32 %j to i64
  %721 = add nsw i64 %719, %720
  %722 = getelementptr inbounds float, ptr %X_f, i64 %721
  %723 = load float, ptr %722, align 4
  %724 = sext i32 %i59 to i64
  %725 = getelementptr inbounds float, ptr %scale, i64 %724
  %726 = load float, ptr %725, align 4
  %727 = fdiv float %723, %726
  %728 = fadd float %727, 5.000000e-01
  %729 = call float @llvm.floor.f32(float %728)
  %730 = call i8 @llvm.fptosi.sat.i8.f32(float %729)
  %731 = sext i32 %i59 to i64
  %732 = mul nsw i64 %731, 256
  %733 = sext i32 %j to i64
  %734 = add nsw i64 %732, %733
  %735 = getelementptr inbounds i8, ptr %Q_f, i64 %734
  store i8 %730, ptr %735, align 1
  %736 = add nsw i32 %j, 1
  br label %for.cond60, !llvm.loop !13

for.end62:                                        ; preds = %for.cond60
  %737 = sext i32 %i59 to i64
  %738 = getelementptr inbounds float, ptr %scale, i64 %737
  %739 = load float, ptr %738, align 4
  %740 = fdiv float 0.000000e+00, %739
  %741 = fadd float %740, 5.000000e-01
  %742 = call float @llvm.floor.f32(float %741)
  %tl_col2 = call i8 @llvm.fptosi.sat.i8.f32(float %742)
  %743 = sub i32 256, %tl_cols0
  br label %for.cond63

for.cond63:                                       ; preds = %for.body64, %for.end62
  %j12 = phi i32 [ 0, %for.end62 ], [ %751, %for.body64 ]
  %744 = icmp slt i32 %j12, %743
  br i1 %744, label %for.body64, label %for.end65

for.body64:                                       ; preds = %for.cond63
  %745 = sext i32 %i59 to i64
  %746 = mul nsw i64 %745, 256
  %747 = add i32 %tl_cols0, %j12
  %748 = sext i32 %747 to i64
  %749 = add nsw i64 %746, %748
  %750 = getelementptr inbounds i8, ptr %Q_f, i64 %749
  store i8 %tl_col2, ptr %750, align 1
  %751 = add nsw i32 %j12, 1
  br label %for.cond63, !llvm.loop !14

for.end65:                                        ; preds = %for.cond63
  %752 = add nsw i32 %i59, 1
  br label %for.cond56, !llvm.loop !15

if.then66:                                        ; preds = %for.end58
  br label %for.cond69

if.else67:                                        ; preds = %for.end58
  br label %for.cond76

if.end68:                                         ; preds = %for.end78, %for.end71
  %753 = add nsw i32 %c36, 1
  br label %for.cond33, !llvm.loop !16

for.cond69:                                       ; preds = %if.end75, %if.then66
  %i272 = phi i32 [ 0, %if.then66 ], [ %789, %if.end75 ]
  %754 = icmp slt i32 %i272, 4
  br i1 %754, label %for.body70, label %for.end71

for.body70:                                       ; preds = %for.cond69
  %755 = sext i32 %M to i64
  %756 = sext i32 %N to i64
  %757 = mul i64 %755, %756
  %758 = icmp sge i64 %757, 33554432
  br i1 %758, label %if.then73, label %if.else74

for.end71:                                        ; preds = %for.cond69
  br label %if.end68

if.then73:                                        ; preds = %for.body70
  %759 = mul i32 %bx, 4
  %760 = add i32 %759, %i272
  %761 = sext i32 %760 to i64
  %762 = sext i32 %N to i64
  %763 = mul nsw i64 %761, %762
  %764 = mul i32 %c36, 256
  %765 = add i32 %764, 0
  %766 = sext i32 %765 to i64
  %767 = add nsw i64 %763, %766
  %768 = getelementptr inbounds i8, ptr %Q, i64 %767
  %769 = sext i32 %i272 to i64
  %770 = mul nsw i64 %769, 256
  %771 = add nsw i64 %770, 0
  %772 = getelementptr inbounds i8, ptr %Q_f, i64 %771
  call void @tilec_rt_stream(ptr %768, ptr %772, i64 256)
  br label %if.end75

if.else74:                                        ; preds = %for.body70
  %773 = call i64 @llvm.smax.i64(i64 256, i64 0)
  %774 = mul nuw i64 %773, 1
  %775 = mul i32 %bx, 4
  %776 = add i32 %775, %i272
  %777 = sext i32 %776 to i64
  %778 = sext i32 %N to i64
  %779 = mul nsw i64 %777, %778
  %780 = mul i32 %c36, 256
  %781 = add i32 %780, 0
  %782 = sext i32 %781 to i64
  %783 = add nsw i64 %779, %782
  %784 = getelementptr inbounds i8, ptr %Q, i64 %783
  %785 = sext i32 %i272 to i64
  %786 = mul nsw i64 %785, 256
  %787 = add nsw i64 %786, 0
  %788 = getelementptr inbounds i8, ptr %Q_f, i64 %787
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %784, ptr align 1 %788, i64 %774, i1 false)
  br label %if.end75

if.end75:                                         ; preds = %if.else74, %if.then73
  %789 = add nsw i32 %i272, 1
  br label %for.cond69, !llvm.loop !17

for.cond76:                                       ; preds = %if.end82, %if.else67
  %i279 = phi i32 [ 0, %if.else67 ], [ %874, %if.end82 ]
  %790 = icmp slt i32 %i279, 4
  br i1 %790, label %for.body77, label %for.end78

for.body77:                                       ; preds = %for.cond76
  %791 = mul i32 %c36, 256
  %792 = sext i32 %791 to i64
  %793 = sub i64 0, %792
  %794 = icmp slt i64 %793, 0
  %795 = mul i32 %c36, 256
  %796 = sext i32 %795 to i64
  %797 = sub i64 0, %796
  %798 = icmp sgt i64 %797, 256
  %799 = mul i32 %c36, 256
  %800 = sext i32 %799 to i64
  %801 = sub i64 0, %800
  %802 = select i1 %798, i64 256, i64 %801
  %803 = select i1 %794, i64 0, i64 %802
  %tl_lo6 = trunc i64 %803 to i32
  %804 = sext i32 %N to i64
  %805 = mul i32 %c36, 256
  %806 = sext i32 %805 to i64
  %807 = sub i64 %804, %806
  %808 = icmp slt i64 %807, 0
  %809 = sext i32 %N to i64
  %810 = mul i32 %c36, 256
  %811 = sext i32 %810 to i64
  %812 = sub i64 %809, %811
  %813 = icmp sgt i64 %812, 256
  %814 = sext i32 %N to i64
  %815 = mul i32 %c36, 256
  %816 = sext i32 %815 to i64
  %817 = sub i64 %814, %816
  %818 = select i1 %813, i64 256, i64 %817
  %819 = select i1 %808, i64 0, i64 %818
  %820 = sext i32 %tl_lo6 to i64
  %821 = icmp slt i64 %819, %820
  %822 = sext i32 %tl_lo6 to i64
  %823 = sext i32 %N to i64
  %824 = mul i32 %c36, 256
  %825 = sext i32 %824 to i64
  %826 = sub i64 %823, %825
  %827 = icmp slt i64 %826, 0
  %828 = sext i32 %N to i64
  %829 = mul i32 %c36, 256
  %830 = sext i32 %829 to i64
  %831 = sub i64 %828, %830
  %832 = icmp sgt i64 %831, 256
  %833 = sext i32 %N to i64
  %834 = mul i32 %c36, 256
  %835 = sext i32 %834 to i64
  %836 = sub i64 %833, %835
  %837 = select i1 %832, i64 256, i64 %836
  %838 = select i1 %827, i64 0, i64 %837
  %839 = select i1 %821, i64 %822, i64 %838
  %tl_hi7 = trunc i64 %839 to i32
  %840 = mul i32 %bx, 4
  %841 = sext i32 %840 to i64
  %842 = sext i32 %i279 to i64
  %843 = add i64 %841, %842
  %844 = icmp sle i64 0, %843
  %845 = mul i32 %bx, 4
  %846 = sext i32 %845 to i64
  %847 = sext i32 %i279 to i64
  %848 = add i64 %846, %847
  %849 = sext i32 %M to i64
  %850 = icmp slt i64 %848, %849
  %851 = and i1 %844, %850
  br i1 %851, label %if.then80, label %if.else81

for.end78:                                        ; preds = %for.cond76
  br label %if.end68

if.then80:                                        ; preds = %for.body77
  %852 = sub i32 %tl_hi7, %tl_lo6
  %853 = sext i32 %852 to i64
  %854 = sub i64 %853, 0
  %855 = call i64 @llvm.smax.i64(i64 %854, i64 0)
  %856 = mul nuw i64 %855, 1
  %857 = mul i32 %bx, 4
  %858 = add i32 %857, %i279
  %859 = sext i32 %858 to i64
  %860 = sext i32 %N to i64
  %861 = mul nsw i64 %859, %860
  %862 = mul i32 %c36, 256
  %863 = add i32 %tl_lo6, 0
  %864 = add i32 %862, %863
  %865 = sext i32 %864 to i64
  %866 = add nsw i64 %861, %865
  %867 = getelementptr inbounds i8, ptr %Q, i64 %866
  %868 = sext i32 %i279 to i64
  %869 = mul nsw i64 %868, 256
  %870 = add i32 %tl_lo6, 0
  %871 = sext i32 %870 to i64
  %872 = add nsw i64 %869, %871
  %873 = getelementptr inbounds i8, ptr %Q_f, i64 %872
  call void @tilec_rt_copy(ptr %867, ptr %873, i64 %856)
  br label %if.end82

if.else81:                                        ; preds = %for.body77
  br label %if.end82

if.end82:                                         ; preds = %if.else81, %if.then80
  %874 = add nsw i32 %i279, 1
  br label %for.cond76, !llvm.loop !18
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #3

declare void @tilec_rt_copy(ptr, ptr, i64)

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.fptosi.sat.i8.f32(float) #2

; Function Attrs: nounwind
define internal void @quantize_task(ptr %ctx, i64 %block) #5 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_quantize, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_quantize, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_quantize, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_quantize, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_quantize, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_quantize, ptr %ctx, i32 0, i32 5
  %11 = getelementptr inbounds [3 x i64], ptr %10, i64 0, i64 0
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds [3 x i64], ptr %10, i64 0, i64 1
  %14 = load i64, ptr %13, align 8
  %15 = getelementptr inbounds [3 x i64], ptr %10, i64 0, i64 2
  %16 = load i64, ptr %15, align 8
  %17 = srem i64 %block, %12
  %18 = sdiv i64 %block, %12
  %19 = srem i64 %18, %14
  %20 = mul i64 %12, %14
  %21 = sdiv i64 %block, %20
  %22 = trunc i64 %17 to i32
  call void @quantize_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %22)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_quantize(ptr %args, ptr %dims, ptr %self) #5 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_quantize, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_quantize, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_quantize, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_quantize, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %M = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_quantize, ptr %a, i32 0, i32 3
  store i32 %M, ptr %13, align 4
  %14 = getelementptr inbounds i64, ptr %dims, i64 1
  %15 = load i64, ptr %14, align 8
  %N = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_quantize, ptr %a, i32 0, i32 4
  store i32 %N, ptr %16, align 4
  %17 = getelementptr inbounds %tilec_args_quantize, ptr %a, i32 0, i32 5
  %18 = sext i32 %M to i64
  %19 = sdiv i64 %18, 4
  %20 = sub i64 0, %18
  %21 = select i1 false, i64 %20, i64 %19
  %22 = srem i64 %18, 4
  %23 = icmp ne i64 %22, 0
  %24 = icmp slt i64 %18, 0
  %25 = icmp eq i1 %24, false
  %26 = and i1 %23, %25
  %27 = zext i1 %26 to i64
  %28 = add i64 %21, %27
  %29 = trunc i64 %28 to i32
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [3 x i64], ptr %17, i64 0, i64 0
  store i64 %30, ptr %31, align 8
  %32 = icmp sgt i64 %30, 0
  %33 = mul i64 1, %30
  %34 = getelementptr inbounds [3 x i64], ptr %17, i64 0, i64 1
  store i64 1, ptr %34, align 8
  %35 = and i1 %32, true
  %36 = mul i64 %33, 1
  %37 = getelementptr inbounds [3 x i64], ptr %17, i64 0, i64 2
  store i64 1, ptr %37, align 8
  %38 = and i1 %35, true
  %39 = mul i64 %36, 1
  br i1 %38, label %run, label %empty

run:                                              ; preds = %body
  %40 = call i32 @tilec_rt_run_blocks(i64 %39, i32 %nworkers, ptr @quantize_task, ptr %a)
  ret i32 %40

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

attributes #0 = { noinline nounwind "no-builtin-memcpy" "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind "no-builtin-memcpy" "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.unroll.disable"}
!3 = distinct !{!3, !1}
!4 = distinct !{!4, !1, !2}
!5 = distinct !{!5, !1}
!6 = distinct !{!6, !1}
!7 = distinct !{!7, !1}
!8 = distinct !{!8, !1, !9}
!9 = !{!"llvm.loop.vectorize.enable", i1 true}
!10 = distinct !{!10, !1, !2}
!11 = distinct !{!11, !1}
!12 = distinct !{!12, !1, !2}
!13 = distinct !{!13, !1, !9}
!14 = distinct !{!14, !1, !9}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !1}
!17 = distinct !{!17, !1, !2}
!18 = distinct !{!18, !1, !2}
