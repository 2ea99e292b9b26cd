; ModuleID = 'fp8_gemm.tile'
source_filename = "fp8_gemm.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_fp8_gemm = type { ptr, ptr, ptr, i32, i32, i32, [3 x i64] }
%tilec_args_mxfp8_gemm = type { ptr, ptr, ptr, ptr, ptr, i32, i32, i32, i32, [3 x i64] }

; Function Attrs: noinline nounwind
define internal void @fp8_gemm_block(ptr noalias %A, ptr noalias %B, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [1024 x i8], align 64
  %B_s = alloca [1024 x i8], align 64
  %C_f = alloca [1024 x float], align 64
  %tl_acc = alloca float, align 8
  br label %body

body:                                             ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.body, %body
  %i = phi i32 [ 0, %body ], [ %7, %for.body ]
  %0 = icmp slt i32 %i, 32
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = call i64 @llvm.smax.i64(i64 32, i64 0)
  %2 = mul nuw i64 %1, 4
  %3 = sext i32 %i to i64
  %4 = mul nsw i64 %3, 32
  %5 = add nsw i64 %4, 0
  %6 = getelementptr inbounds float, ptr %C_f, i64 %5
  call void @llvm.memset.p0.i64(ptr align 4 %6, i8 0, i64 %2, i1 false)
  %7 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !0

for.end:                                          ; preds = %for.cond
  %8 = sext i32 %K to i64
  %9 = sdiv i64 %8, 32
  %10 = sub i64 0, %8
  %11 = select i1 false, i64 %10, i64 %9
  %12 = srem i64 %8, 32
  %13 = icmp ne i64 %12, 0
  %14 = icmp slt i64 %8, 0
  %15 = icmp eq i1 %14, false
  %16 = and i1 %13, %15
  %17 = zext i1 %16 to i64
  %18 = add i64 %11, %17
  %19 = trunc i64 %18 to i32
  br label %for.cond1

for.cond1:                                        ; preds = %for.end52, %for.end
  %k = phi i32 [ 0, %for.end ], [ %353, %for.end52 ]
  %20 = icmp slt i32 %k, %19
  br i1 %20, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %21 = mul i32 %by, 32
  %22 = icmp sle i32 0, %21
  %23 = mul i32 %by, 32
  %24 = sext i32 %23 to i64
  %25 = add i64 %24, 32
  %26 = sext i32 %M to i64
  %27 = icmp sle i64 %25, %26
  %28 = and i1 %22, %27
  %29 = mul i32 %k, 32
  %30 = icmp sle i32 0, %29
  %31 = mul i32 %k, 32
  %32 = sext i32 %31 to i64
  %33 = add i64 %32, 32
  %34 = sext i32 %K to i64
  %35 = icmp sle i64 %33, %34
  %36 = and i1 %30, %35
  %37 = and i1 %28, %36
  br i1 %37, label %if.then, label %if.else

for.end3:                                         ; preds = %for.cond1
  %38 = mul i32 %by, 32
  %39 = icmp sle i32 0, %38
  %40 = mul i32 %by, 32
  %41 = sext i32 %40 to i64
  %42 = add i64 %41, 32
  %43 = sext i32 %M to i64
  %44 = icmp sle i64 %42, %43
  %45 = and i1 %39, %44
  %46 = mul i32 %bx, 32
  %47 = icmp sle i32 0, %46
  %48 = mul i32 %bx, 32
  %49 = sext i32 %48 to i64
  %50 = add i64 %49, 32
  %51 = sext i32 %N to i64
  %52 = icmp sle i64 %50, %51
  %53 = and i1 %47, %52
  %54 = and i1 %45, %53
  br i1 %54, label %if.then60, label %if.else61

if.then:                                          ; preds = %for.body2
  br label %for.cond4

if.else:                                          ; preds = %for.body2
  br label %for.cond8

if.end:                                           ; preds = %for.end10, %for.end6
  %55 = mul i32 %bx, 32
  %56 = icmp sle i32 0, %55
  %57 = mul i32 %bx, 32
  %58 = sext i32 %57 to i64
  %59 = add i64 %58, 32
  %60 = sext i32 %N to i64
  %61 = icmp sle i64 %59, %60
  %62 = and i1 %56, %61
  %63 = mul i32 %k, 32
  %64 = icmp sle i32 0, %63
  %65 = mul i32 %k, 32
  %66 = sext i32 %65 to i64
  %67 = add i64 %66, 32
  %68 = sext i32 %K to i64
  %69 = icmp sle i64 %67, %68
  %70 = and i1 %64, %69
  %71 = and i1 %62, %70
  br i1 %71, label %if.then25, label %if.else26

for.cond4:                                        ; preds = %for.body5, %if.then
  %i7 = phi i32 [ 0, %if.then ], [ %89, %for.body5 ]
  %72 = icmp slt i32 %i7, 32
  br i1 %72, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %73 = call i64 @llvm.smax.i64(i64 32, i64 0)
  %74 = mul nuw i64 %73, 1
  %75 = sext i32 %i7 to i64
  %76 = mul nsw i64 %75, 32
  %77 = add nsw i64 %76, 0
  %78 = getelementptr inbounds i8, ptr %A_s, i64 %77
  %79 = mul i32 %by, 32
  %80 = add i32 %79, %i7
  %81 = sext i32 %80 to i64
  %82 = sext i32 %K to i64
  %83 = mul nsw i64 %81, %82
  %84 = mul i32 %k, 32
  %85 = add i32 %84, 0
  %86 = sext i32 %85 to i64
  %87 = add nsw i64 %83, %86
  %88 = getelementptr inbounds i8, ptr %A, i64 %87
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %78, ptr align 1 %88, i64 %74, i1 false)
  %89 = add nsw i32 %i7, 1
  br label %for.cond4, !llvm.loop !3

for.end6:                                         ; preds = %for.cond4
  br label %if.end

for.cond8:                                        ; preds = %for.end23, %if.else
  %i11 = phi i32 [ 0, %if.else ], [ %211, %for.end23 ]
  %90 = icmp slt i32 %i11, 32
  br i1 %90, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  %91 = mul i32 %k, 32
  %92 = sext i32 %91 to i64
  %93 = sub i64 0, %92
  %94 = icmp slt i64 %93, 0
  %95 = mul i32 %k, 32
  %96 = sext i32 %95 to i64
  %97 = sub i64 0, %96
  %98 = icmp sgt i64 %97, 32
  %99 = mul i32 %k, 32
  %100 = sext i32 %99 to i64
  %101 = sub i64 0, %100
  %102 = select i1 %98, i64 32, i64 %101
  %103 = select i1 %94, i64 0, i64 %102
  %tl_lo0 = trunc i64 %103 to i32
  %104 = sext i32 %K to i64
  %105 = mul i32 %k, 32
  %106 = sext i32 %105 to i64
  %107 = sub i64 %104, %106
  %108 = icmp slt i64 %107, 0
  %109 = sext i32 %K to i64
  %110 = mul i32 %k, 32
  %111 = sext i32 %110 to i64
  %112 = sub i64 %109, %111
  %113 = icmp sgt i64 %112, 32
  %114 = sext i32 %K to i64
  %115 = mul i32 %k, 32
  %116 = sext i32 %115 to i64
  %117 = sub i64 %114, %116
  %118 = select i1 %113, i64 32, i64 %117
  %119 = select i1 %108, i64 0, i64 %118
  %120 = sext i32 %tl_lo0 to i64
  %121 = icmp slt i64 %119, %120
  %122 = sext i32 %tl_lo0 to i64
  %123 = sext i32 %K to i64
  %124 = mul i32 %k, 32
  %125 = sext i32 %124 to i64
  %126 = sub i64 %123, %125
  %127 = icmp slt i64 %126, 0
  %128 = sext i32 %K to i64
  %129 = mul i32 %k, 32
  %130 = sext i32 %129 to i64
  %131 = sub i64 %128, %130
  %132 = icmp sgt i64 %131, 32
  %133 = sext i32 %K to i64
  %134 = mul i32 %k, 32
  %135 = sext i32 %134 to i64
  %136 = sub i64 %133, %135
  %137 = select i1 %132, i64 32, i64 %136
  %138 = select i1 %127, i64 0, i64 %137
  %139 = select i1 %121, i64 %122, i64 %138
  %tl_hi1 = trunc i64 %139 to i32
  br label %for.cond12

for.end10:                                        ; preds = %for.cond8
  br label %if.end

for.cond12:                                       ; preds = %for.body13, %for.body9
  %j = phi i32 [ 0, %for.body9 ], [ %150, %for.body13 ]
  %140 = icmp slt i32 %j, %tl_lo0
  br i1 %140, label %for.body13, label %for.end14

for.body13:                                       ; preds = %for.cond12
  %141 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %142 = sext i32 %i11 to i64
  %143 = mul nsw i64 %142, 32
  %144 = sext i32 %j to i64
  %145 = add nsw i64 %143, %144
  %146 = getelementptr inbounds i8, ptr %A_s, i64 %145
  %147 = fpext float %141 to double
  %148 = call i32 @tilec_rt_f8e4m3_from_double(double %147)
  %149 = trunc i32 %148 to i8
  store i8 %149, ptr %146, align 1
  %150 = add nsw i32 %j, 1
  br label %for.cond12, !llvm.loop !4

for.end14:                                        ; preds = %for.cond12
  %151 = mul i32 %by, 32
  %152 = sext i32 %151 to i64
  %153 = sext i32 %i11 to i64
  %154 = add i64 %152, %153
  %155 = icmp sle i64 0, %154
  %156 = mul i32 %by, 32
  %157 = sext i32 %156 to i64
  %158 = sext i32 %i11 to i64
  %159 = add i64 %157, %158
  %160 = sext i32 %M to i64
  %161 = icmp slt i64 %159, %160
  %162 = and i1 %155, %161
  br i1 %162, label %if.then15, label %if.else16

if.then15:                                        ; preds = %for.end14
  %163 = sub i32 %tl_hi1, %tl_lo0
  %164 = sext i32 %163 to i64
  %165 = sub i64 %164, 0
  %166 = call i64 @llvm.smax.i64(i64 %165, i64 0)
  %167 = mul nuw i64 %166, 1
  %168 = sext i32 %i11 to i64
  %169 = mul nsw i64 %168, 32
  %170 = add i32 %tl_lo0, 0
  %171 = sext i32 %170 to i64
  %172 = add nsw i64 %169, %171
  %173 = getelementptr inbounds i8, ptr %A_s, i64 %172
  %174 = mul i32 %by, 32
  %175 = add i32 %174, %i11
  %176 = sext i32 %175 to i64
  %177 = sext i32 %K to i64
  %178 = mul nsw i64 %176, %177
  %179 = mul i32 %k, 32
  %180 = add i32 %tl_lo0, 0
  %181 = add i32 %179, %180
  %182 = sext i32 %181 to i64
  %183 = add nsw i64 %178, %182
  %184 = getelementptr inbounds i8, ptr %A, i64 %183
  call void @tilec_rt_copy(ptr %173, ptr %184, i64 %167)
  br label %if.end17

if.else16:                                        ; preds = %for.end14
  %185 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond18

if.end17:                                         ; preds = %for.end20, %if.then15
  %186 = sub i32 32, %tl_hi1
  br label %for.cond21

for.cond18:                                       ; preds = %for.body19, %if.else16
  %j2 = phi i32 [ 0, %if.else16 ], [ %198, %for.body19 ]
  %187 = icmp slt i32 %j2, %185
  br i1 %187, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  %188 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %189 = sext i32 %i11 to i64
  %190 = mul nsw i64 %189, 32
  %191 = add i32 %tl_lo0, %j2
  %192 = sext i32 %191 to i64
  %193 = add nsw i64 %190, %192
  %194 = getelementptr inbounds i8, ptr %A_s, i64 %193
  %195 = fpext float %188 to double
  %196 = call i32 @tilec_rt_f8e4m3_from_double(double %195)
  %197 = trunc i32 %196 to i8
  store i8 %197, ptr %194, align 1
  %198 = add nsw i32 %j2, 1
  br label %for.cond18, !llvm.loop !6

for.end20:                                        ; preds = %for.cond18
  br label %if.end17

for.cond21:                                       ; preds = %for.body22, %if.end17
  %j224 = phi i32 [ 0, %if.end17 ], [ %210, %for.body22 ]
  %199 = icmp slt i32 %j224, %186
  br i1 %199, label %for.body22, label %for.end23

for.body22:                                       ; preds = %for.cond21
  %200 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %201 = sext i32 %i11 to i64
  %202 = mul nsw i64 %201, 32
  %203 = add i32 %tl_hi1, %j224
  %204 = sext i32 %203 to i64
  %205 = add nsw i64 %202, %204
  %206 = getelementptr inbounds i8, ptr %A_s, i64 %205
  %207 = fpext float %200 to double
  %208 = call i32 @tilec_rt_f8e4m3_from_double(double %207)
  %209 = trunc i32 %208 to i8
  store i8 %209, ptr %206, align 1
  %210 = add nsw i32 %j224, 1
  br label %for.cond21, !llvm.loop !7

for.end23:                                        ; preds = %for.cond21
  %211 = add nsw i32 %i11, 1
  br label %for.cond8, !llvm.loop !8

if.then25:                                        ; preds = %if.end
  br label %for.cond28

if.else26:                                        ; preds = %if.end
  br label %for.cond32

if.end27:                                         ; preds = %for.end34, %for.end30
  br label %for.cond50

for.cond28:                                       ; preds = %for.body29, %if.then25
  %i31 = phi i32 [ 0, %if.then25 ], [ %229, %for.body29 ]
  %212 = icmp slt i32 %i31, 32
  br i1 %212, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  %213 = call i64 @llvm.smax.i64(i64 32, i64 0)
  %214 = mul nuw i64 %213, 1
  %215 = sext i32 %i31 to i64
  %216 = mul nsw i64 %215, 32
  %217 = add nsw i64 %216, 0
  %218 = getelementptr inbounds i8, ptr %B_s, i64 %217
  %219 = mul i32 %bx, 32
  %220 = add i32 %219, %i31
  %221 = sext i32 %220 to i64
  %222 = sext i32 %K to i64
  %223 = mul nsw i64 %221, %222
  %224 = mul i32 %k, 32
  %225 = add i32 %224, 0
  %226 = sext i32 %225 to i64
  %227 = add nsw i64 %223, %226
  %228 = getelementptr inbounds i8, ptr %B, i64 %227
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %218, ptr align 1 %228, i64 %214, i1 false)
  %229 = add nsw i32 %i31, 1
  br label %for.cond28, !llvm.loop !9

for.end30:                                        ; preds = %for.cond28
  br label %if.end27

for.cond32:                                       ; preds = %for.end48, %if.else26
  %i35 = phi i32 [ 0, %if.else26 ], [ %351, %for.end48 ]
  %230 = icmp slt i32 %i35, 32
  br i1 %230, label %for.body33, label %for.end34

for.body33:                                       ; preds = %for.cond32
  %231 = mul i32 %k, 32
  %232 = sext i32 %231 to i64
  %233 = sub i64 0, %232
  %234 = icmp slt i64 %233, 0
  %235 = mul i32 %k, 32
  %236 = sext i32 %235 to i64
  %237 = sub i64 0, %236
  %238 = icmp sgt i64 %237, 32
  %239 = mul i32 %k, 32
  %240 = sext i32 %239 to i64
  %241 = sub i64 0, %240
  %242 = select i1 %238, i64 32, i64 %241
  %243 = select i1 %234, i64 0, i64 %242
  %tl_lo2 = trunc i64 %243 to i32
  %244 = sext i32 %K to i64
  %245 = mul i32 %k, 32
  %246 = sext i32 %245 to i64
  %247 = sub i64 %244, %246
  %248 = icmp slt i64 %247, 0
  %249 = sext i32 %K to i64
  %250 = mul i32 %k, 32
  %251 = sext i32 %250 to i64
  %252 = sub i64 %249, %251
  %253 = icmp sgt i64 %252, 32
  %254 = sext i32 %K to i64
  %255 = mul i32 %k, 32
  %256 = sext i32 %255 to i64
  %257 = sub i64 %254, %256
  %258 = select i1 %253, i64 32, i64 %257
  %259 = select i1 %248, i64 0, i64 %258
  %260 = sext i32 %tl_lo2 to i64
  %261 = icmp slt i64 %259, %260
  %262 = sext i32 %tl_lo2 to i64
  %263 = sext i32 %K to i64
  %264 = mul i32 %k, 32
  %265 = sext i32 %264 to i64
  %266 = sub i64 %263, %265
  %267 = icmp slt i64 %266, 0
  %268 = sext i32 %K to i64
  %269 = mul i32 %k, 32
  %270 = sext i32 %269 to i64
  %271 = sub i64 %268, %270
  %272 = icmp sgt i64 %271, 32
  %273 = sext i32 %K to i64
  %274 = mul i32 %k, 32
  %275 = sext i32 %274 to i64
  %276 = sub i64 %273, %275
  %277 = select i1 %272, i64 32, i64 %276
  %278 = select i1 %267, i64 0, i64 %277
  %279 = select i1 %261, i64 %262, i64 %278
  %tl_hi3 = trunc i64 %279 to i32
  br label %for.cond36

for.end34:                                        ; preds = %for.cond32
  br label %if.end27

for.cond36:                                       ; preds = %for.body37, %for.body33
  %j39 = phi i32 [ 0, %for.body33 ], [ %290, %for.body37 ]
  %280 = icmp slt i32 %j39, %tl_lo2
  br i1 %280, label %for.body37, label %for.end38

for.body37:                                       ; preds = %for.cond36
  %281 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %282 = sext i32 %i35 to i64
  %283 = mul nsw i64 %282, 32
  %284 = sext i32 %j39 to i64
  %285 = add nsw i64 %283, %284
  %286 = getelementptr inbounds i8, ptr %B_s, i64 %285
  %287 = fpext float %281 to double
  %288 = call i32 @tilec_rt_f8e4m3_from_double(double %287)
  %289 = trunc i32 %288 to i8
  store i8 %289, ptr %286, align 1
  %290 = add nsw i32 %j39, 1
  br label %for.cond36, !llvm.loop !10

for.end38:                                        ; preds = %for.cond36
  %291 = mul i32 %bx, 32
  %292 = sext i32 %291 to i64
  %293 = sext i32 %i35 to i64
  %294 = add i64 %292, %293
  %295 = icmp sle i64 0, %294
  %296 = mul i32 %bx, 32
  %297 = sext i32 %296 to i64
  %298 = sext i32 %i35 to i64
  %299 = add i64 %297, %298
  %300 = sext i32 %N to i64
  %301 = icmp slt i64 %299, %300
  %302 = and i1 %295, %301
  br i1 %302, label %if.then40, label %if.else41

if.then40:                                        ; preds = %for.end38
  %303 = sub i32 %tl_hi3, %tl_lo2
  %304 = sext i32 %303 to i64
  %305 = sub i64 %304, 0
  %306 = call i64 @llvm.smax.i64(i64 %305, i64 0)
  %307 = mul nuw i64 %306, 1
  %308 = sext i32 %i35 to i64
  %309 = mul nsw i64 %308, 32
  %310 = add i32 %tl_lo2, 0
  %311 = sext i32 %310 to i64
  %312 = add nsw i64 %309, %311
  %313 = getelementptr inbounds i8, ptr %B_s, i64 %312
  %314 = mul i32 %bx, 32
  %315 = add i32 %314, %i35
  %316 = sext i32 %315 to i64
  %317 = sext i32 %K to i64
  %318 = mul nsw i64 %316, %317
  %319 = mul i32 %k, 32
  %320 = add i32 %tl_lo2, 0
  %321 = add i32 %319, %320
  %322 = sext i32 %321 to i64
  %323 = add nsw i64 %318, %322
  %324 = getelementptr inbounds i8, ptr %B, i64 %323
  call void @tilec_rt_copy(ptr %313, ptr %324, i64 %307)
  br label %if.end42

if.else41:                                        ; preds = %for.end38
  %325 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond43

if.end42:                                         ; preds = %for.end45, %if.then40
  %326 = sub i32 32, %tl_hi3
  br label %for.cond46

for.cond43:                                       ; preds = %for.body44, %if.else41
  %j3 = phi i32 [ 0, %if.else41 ], [ %338, %for.body44 ]
  %327 = icmp slt i32 %j3, %325
  br i1 %327, label %for.body44, label %for.end45

for.body44:                                       ; preds = %for.cond43
  %328 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %329 = sext i32 %i35 to i64
  %330 = mul nsw i64 %329, 32
  %331 = add i32 %tl_lo2, %j3
  %332 = sext i32 %331 to i64
  %333 = add nsw i64 %330, %332
  %334 = getelementptr inbounds i8, ptr %B_s, i64 %333
  %335 = fpext float %328 to double
  %336 = call i32 @tilec_rt_f8e4m3_from_double(double %335)
  %337 = trunc i32 %336 to i8
  store i8 %337, ptr %334, align 1
  %338 = add nsw i32 %j3, 1
  br label %for.cond43, !llvm.loop !11

for.end45:                                        ; preds = %for.cond43
  br label %if.end42

for.cond46:                                       ; preds = %for.body47, %if.end42
  %j349 = phi i32 [ 0, %if.end42 ], [ %350, %for.body47 ]
  %339 = icmp slt i32 %j349, %326
  br i1 %339, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %340 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %341 = sext i32 %i35 to i64
  %342 = mul nsw i64 %341, 32
  %343 = add i32 %tl_hi3, %j349
  %344 = sext i32 %343 to i64
  %345 = add nsw i64 %342, %344
  %346 = getelementptr inbounds i8, ptr %B_s, i64 %345
  %347 = fpext float %340 to double
  %348 = call i32 @tilec_rt_f8e4m3_from_double(double %347)
  %349 = trunc i32 %348 to i8
  store i8 %349, ptr %346, align 1
  %350 = add nsw i32 %j349, 1
  br label %for.cond46, !llvm.loop !12

for.end48:                                        ; preds = %for.cond46
  %351 = add nsw i32 %i35, 1
  br label %for.cond32, !llvm.loop !13

for.cond50:                                       ; preds = %for.end55, %if.end27
  %tl_i = phi i32 [ 0, %if.end27 ], [ %361, %for.end55 ]
  %352 = icmp slt i32 %tl_i, 32
  br i1 %352, label %for.body51, label %for.end52

for.body51:                                       ; preds = %for.cond50
  br label %for.cond53

for.end52:                                        ; preds = %for.cond50
  %353 = add nsw i32 %k, 1
  br label %for.cond1, !llvm.loop !14

for.cond53:                                       ; preds = %for.end58, %for.body51
  %tl_j = phi i32 [ 0, %for.body51 ], [ %388, %for.end58 ]
  %354 = icmp slt i32 %tl_j, 32
  br i1 %354, label %for.body54, label %for.end55

for.body54:                                       ; preds = %for.cond53
  %355 = sext i32 %tl_i to i64
  %356 = mul nsw i64 %355, 32
  %357 = sext i32 %tl_j to i64
  %358 = add nsw i64 %356, %357
  %359 = getelementptr inbounds float, ptr %C_f, i64 %358
  %360 = load float, ptr %359, align 4
  store float %360, ptr %tl_acc, align 4
  br label %for.cond56

for.end55:                                        ; preds = %for.cond53
  %361 = add nsw i32 %tl_i, 1
  br label %for.cond50, !llvm.loop !15

for.cond56:                                       ; preds = %for.body57, %for.body54
  %tl_p = phi i32 [ 0, %for.body54 ], [ %381, %for.body57 ]
  %362 = icmp slt i32 %tl_p, 32
  br i1 %362, label %for.body57, label %for.end58

for.body57:                                       ; preds = %for.cond56
  %tl_acc59 = load float, ptr %tl_acc, align 4
  %363 = sext i32 %tl_i to i64
  %364 = mul nsw i64 %363, 32
  %365 = sext i32 %tl_p to i64
  %366 = add nsw i64 %364, %365
  %367 = getelementptr inbounds i8, ptr %A_s, i64 %366
  %368 = load i8, ptr %367, align 1
  %369 = zext i8 %368 to i32
  %370 = call float @tilec_rt_f8e4m3_to_f32(i32 %369)
  %371 = sext i32 %tl_j to i64
  %372 = mul nsw i64 %371, 32
  %373 = sext i32 %tl_p to i64
  %374 = add nsw i64 %372, %373
  %375 = getelementptr inbounds i8, ptr %B_s, i64 %374
  %376 = load i8, ptr %375, align 1
  %377 = zext i8 %376 to i32
  %378 = call float @tilec_rt_f8e4m3_to_f32(i32 %377)
  %379 = fmul float %370, %378
  %380 = fadd float %tl_acc59, %379
  store float %380, ptr %tl_acc, align 4
  %381 = add nsw i32 %tl_p, 1
  br label %for.cond56, !llvm.loop !16

for.end58:                                        ; preds = %for.cond56
  %382 = load float, ptr %tl_acc, align 4
  %383 = sext i32 %tl_i to i64
  %384 = mul nsw i64 %383, 32
  %385 = sext i32 %tl_j to i64
  %386 = add nsw i64 %384, %385
  %387 = getelementptr inbounds float, ptr %C_f, i64 %386
  store float %382, ptr %387, align 4
  %388 = add nsw i32 %tl_j, 1
  br label %for.cond53, !llvm.loop !17

if.then60:                                        ; preds = %for.end3
  br label %for.cond63

if.else61:                                        ; preds = %for.end3
  br label %for.cond69

if.end62:                                         ; preds = %for.end71, %for.end65
  ret void

for.cond63:                                       ; preds = %if.end68, %if.then60
  %i1 = phi i32 [ 0, %if.then60 ], [ %424, %if.end68 ]
  %389 = icmp slt i32 %i1, 32
  br i1 %389, label %for.body64, label %for.end65

for.body64:                                       ; preds = %for.cond63
  %390 = sext i32 %M to i64
  %391 = sext i32 %N to i64
  %392 = mul i64 %390, %391
  %393 = icmp sge i64 %392, 8388608
  br i1 %393, label %if.then66, label %if.else67

for.end65:                                        ; preds = %for.cond63
  br label %if.end62

if.then66:                                        ; preds = %for.body64
  %394 = mul i32 %by, 32
  %395 = add i32 %394, %i1
  %396 = sext i32 %395 to i64
  %397 = sext i32 %N to i64
  %398 = mul nsw i64 %396, %397
  %399 = mul i32 %bx, 32
  %400 = add i32 %399, 0
  %401 = sext i32 %400 to i64
  %402 = add nsw i64 %398, %401
  %403 = getelementptr inbounds float, ptr %C, i64 %402
  %404 = sext i32 %i1 to i64
  %405 = mul nsw i64 %404, 32
  %406 = add nsw i64 %405, 0
  %407 = getelementptr inbounds float, ptr %C_f, i64 %406
  call void @tilec_rt_stream(ptr %403, ptr %407, i64 128)
  br label %if.end68

if.else67:                                        ; preds = %for.body64
  %408 = call i64 @llvm.smax.i64(i64 32, i64 0)
  %409 = mul nuw i64 %408, 4
  %410 = mul i32 %by, 32
  %411 = add i32 %410, %i1
  %412 = sext i32 %411 to i64
  %413 = sext i32 %N to i64
  %414 = mul nsw i64 %412, %413
  %415 = mul i32 %bx, 32
  %416 = add i32 %415, 0
  %417 = sext i32 %416 to i64
  %418 = add nsw i64 %414, %417
  %419 = getelementptr inbounds float, ptr %C, i64 %418
  %420 = sext i32 %i1 to i64
  %421 = mul nsw i64 %420, 32
  %422 = add nsw i64 %421, 0
  %423 = getelementptr inbounds float, ptr %C_f, i64 %422
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %419, ptr align 4 %423, i64 %409, i1 false)
  br label %if.end68

if.end68:                                         ; preds = %if.else67, %if.then66
  %424 = add nsw i32 %i1, 1
  br label %for.cond63, !llvm.loop !18

for.cond69:                                       ; preds = %if.end75, %if.else61
  %i172 = phi i32 [ 0, %if.else61 ], [ %509, %if.end75 ]
  %425 = icmp slt i32 %i172, 32
  br i1 %425, label %for.body70, label %for.end71

for.body70:                                       ; preds = %for.cond69
  %426 = mul i32 %bx, 32
  %427 = sext i32 %426 to i64
  %428 = sub i64 0, %427
  %429 = icmp slt i64 %428, 0
  %430 = mul i32 %bx, 32
  %431 = sext i32 %430 to i64
  %432 = sub i64 0, %431
  %433 = icmp sgt i64 %432, 32
  %434 = mul i32 %bx, 32
  %435 = sext i32 %434 to i64
  %436 = sub i64 0, %435
  %437 = select i1 %433, i64 32, i64 %436
  %438 = select i1 %429, i64 0, i64 %437
  %tl_lo4 = trunc i64 %438 to i32
  %439 = sext i32 %N to i64
  %440 = mul i32 %bx, 32
  %441 = sext i32 %440 to i64
  %442 = sub i64 %439, %441
  %443 = icmp slt i64 %442, 0
  %444 = sext i32 %N to i64
  %445 = mul i32 %bx, 32
  %446 = sext i32 %445 to i64
  %447 = sub i64 %444, %446
  %448 = icmp sgt i64 %447, 32
  %449 = sext i32 %N to i64
  %450 = mul i32 %bx, 32
  %451 = sext i32 %450 to i64
  %452 = sub i64 %449, %451
  %453 = select i1 %448, i64 32, i64 %452
  %454 = select i1 %443, i64 0, i64 %453
  %455 = sext i32 %tl_lo4 to i64
  %456 = icmp slt i64 %454, %455
  %457 = sext i32 %tl_lo4 to i64
  %458 = sext i32 %N to i64
  %459 = mul i32 %bx, 32
  %460 = sext i32 %459 to i64
  %461 = sub i64 %458, %460
  %462 = icmp slt i64 %461, 0
  %463 = sext i32 %N to i64
  %464 = mul i32 %bx, 32
  %465 = sext i32 %464 to i64
  %466 = sub i64 %463, %465
  %467 = icmp sgt i64 %466, 32
  %468 = sext i32 %N to i64
  %469 = mul i32 %bx, 32
  %470 = sext i32 %469 to i64
  %471 = sub i64 %468, %470
  %472 = select i1 %467, i64 32, i64 %471
  %473 = select i1 %462, i64 0, i64 %472
  %474 = select i1 %456, i64 %457, i64 %473
  %tl_hi5 = trunc i64 %474 to i32
  %475 = mul i32 %by, 32
  %476 = sext i32 %475 to i64
  %477 = sext i32 %i172 to i64
  %478 = add i64 %476, %477
  %479 = icmp sle i64 0, %478
  %480 = mul i32 %by, 32
  %481 = sext i32 %480 to i64
  %482 = sext i32 %i172 to i64
  %483 = add i64 %481, %482
  %484 = sext i32 %M to i64
  %485 = icmp slt i64 %483, %484
  %486 = and i1 %479, %485
  br i1 %486, label %if.then73, label %if.else74

for.end71:                                        ; preds = %for.cond69
  br label %if.end62

if.then73:                                        ; preds = %for.body70
  %487 = sub i32 %tl_hi5, %tl_lo4
  %488 = sext i32 %487 to i64
  %489 = sub i64 %488, 0
  %490 = call i64 @llvm.smax.i64(i64 %489, i64 0)
  %491 = mul nuw i64 %490, 4
  %492 = mul i32 %by, 32
  %493 = add i32 %492, %i172
  %494 = sext i32 %493 to i64
  %495 = sext i32 %N to i64
  %496 = mul nsw i64 %494, %495
  %497 = mul i32 %bx, 32
  %498 = add i32 %tl_lo4, 0
  %499 = add i32 %497, %498
  %500 = sext i32 %499 to i64
  %501 = add nsw i64 %496, %500
  %502 = getelementptr inbounds float, ptr %C, i64 %501
  %503 = sext i32 %i172 to i64
  %504 = mul nsw i64 %503, 32
  %505 = add i32 %tl_lo4, 0
  %506 = sext i32 %505 to i64
  %507 = add nsw i64 %504, %506
  %508 = getelementptr inbounds float, ptr %C_f, i64 %507
  call void @tilec_rt_copy(ptr %502, ptr %508, i64 %491)
  br label %if.end75

if.else74:                                        ; preds = %for.body70
  br label %if.end75

if.end75:                                         ; preds = %if.else74, %if.then73
  %509 = add nsw i32 %i172, 1
  br label %for.cond69, !llvm.loop !19
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

declare float @tilec_rt_f8e4m3r(double)

declare i32 @tilec_rt_f8e4m3_from_double(double)

declare void @tilec_rt_copy(ptr, ptr, i64)

declare float @tilec_rt_f8e4m3_to_f32(i32)

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nounwind
define internal void @fp8_gemm_task(ptr %ctx, i64 %block) #4 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_fp8_gemm, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_fp8_gemm, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_fp8_gemm, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_fp8_gemm, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_fp8_gemm, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_fp8_gemm, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_fp8_gemm, ptr %ctx, i32 0, i32 6
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
  call void @fp8_gemm_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_fp8_gemm(ptr %args, ptr %dims, ptr %self) #4 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_fp8_gemm, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_fp8_gemm, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_fp8_gemm, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_fp8_gemm, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %M = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_fp8_gemm, ptr %a, i32 0, i32 3
  store i32 %M, ptr %13, align 4
  %14 = getelementptr inbounds i64, ptr %dims, i64 1
  %15 = load i64, ptr %14, align 8
  %K = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_fp8_gemm, ptr %a, i32 0, i32 4
  store i32 %K, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 2
  %18 = load i64, ptr %17, align 8
  %N = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_fp8_gemm, ptr %a, i32 0, i32 5
  store i32 %N, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_fp8_gemm, ptr %a, i32 0, i32 6
  %21 = sext i32 %N to i64
  %22 = sdiv i64 %21, 32
  %23 = sub i64 0, %21
  %24 = select i1 false, i64 %23, i64 %22
  %25 = srem i64 %21, 32
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
  %38 = sdiv i64 %37, 32
  %39 = sub i64 0, %37
  %40 = select i1 false, i64 %39, i64 %38
  %41 = srem i64 %37, 32
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
  %57 = call i32 @tilec_rt_run_blocks(i64 %56, i32 %nworkers, ptr @fp8_gemm_task, ptr %a)
  ret i32 %57

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

; Function Attrs: noinline nounwind
define internal void @mxfp8_gemm_block(ptr noalias %A, ptr noalias %B, ptr noalias %SA, ptr noalias %SB, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %KG, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [1024 x i8], align 64
  %B_s = alloca [1024 x i8], align 64
  %P_f = alloca [1024 x float], align 64
  %C_f = alloca [1024 x float], align 64
  %tl_acc = alloca float, align 8
  br label %body

body:                                             ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.body, %body
  %i1 = phi i32 [ 0, %body ], [ %7, %for.body ]
  %0 = icmp slt i32 %i1, 32
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = call i64 @llvm.smax.i64(i64 32, i64 0)
  %2 = mul nuw i64 %1, 4
  %3 = sext i32 %i1 to i64
  %4 = mul nsw i64 %3, 32
  %5 = add nsw i64 %4, 0
  %6 = getelementptr inbounds float, ptr %C_f, i64 %5
  call void @llvm.memset.p0.i64(ptr align 4 %6, i8 0, i64 %2, i1 false)
  %7 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !20

for.end:                                          ; preds = %for.cond
  %8 = sext i32 %K to i64
  %9 = sdiv i64 %8, 32
  %10 = sub i64 0, %8
  %11 = select i1 false, i64 %10, i64 %9
  %12 = srem i64 %8, 32
  %13 = icmp ne i64 %12, 0
  %14 = icmp slt i64 %8, 0
  %15 = icmp eq i1 %14, false
  %16 = and i1 %13, %15
  %17 = zext i1 %16 to i64
  %18 = add i64 %11, %17
  %19 = trunc i64 %18 to i32
  br label %for.cond1

for.cond1:                                        ; preds = %for.end66, %for.end
  %k = phi i32 [ 0, %for.end ], [ %397, %for.end66 ]
  %20 = icmp slt i32 %k, %19
  br i1 %20, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %21 = mul i32 %by, 32
  %22 = icmp sle i32 0, %21
  %23 = mul i32 %by, 32
  %24 = sext i32 %23 to i64
  %25 = add i64 %24, 32
  %26 = sext i32 %M to i64
  %27 = icmp sle i64 %25, %26
  %28 = and i1 %22, %27
  %29 = mul i32 %k, 32
  %30 = icmp sle i32 0, %29
  %31 = mul i32 %k, 32
  %32 = sext i32 %31 to i64
  %33 = add i64 %32, 32
  %34 = sext i32 %K to i64
  %35 = icmp sle i64 %33, %34
  %36 = and i1 %30, %35
  %37 = and i1 %28, %36
  br i1 %37, label %if.then, label %if.else

for.end3:                                         ; preds = %for.cond1
  %38 = mul i32 %by, 32
  %39 = icmp sle i32 0, %38
  %40 = mul i32 %by, 32
  %41 = sext i32 %40 to i64
  %42 = add i64 %41, 32
  %43 = sext i32 %M to i64
  %44 = icmp sle i64 %42, %43
  %45 = and i1 %39, %44
  %46 = mul i32 %bx, 32
  %47 = icmp sle i32 0, %46
  %48 = mul i32 %bx, 32
  %49 = sext i32 %48 to i64
  %50 = add i64 %49, 32
  %51 = sext i32 %N to i64
  %52 = icmp sle i64 %50, %51
  %53 = and i1 %47, %52
  %54 = and i1 %45, %53
  br i1 %54, label %if.then76, label %if.else77

if.then:                                          ; preds = %for.body2
  br label %for.cond4

if.else:                                          ; preds = %for.body2
  br label %for.cond8

if.end:                                           ; preds = %for.end10, %for.end6
  %55 = mul i32 %bx, 32
  %56 = icmp sle i32 0, %55
  %57 = mul i32 %bx, 32
  %58 = sext i32 %57 to i64
  %59 = add i64 %58, 32
  %60 = sext i32 %N to i64
  %61 = icmp sle i64 %59, %60
  %62 = and i1 %56, %61
  %63 = mul i32 %k, 32
  %64 = icmp sle i32 0, %63
  %65 = mul i32 %k, 32
  %66 = sext i32 %65 to i64
  %67 = add i64 %66, 32
  %68 = sext i32 %K to i64
  %69 = icmp sle i64 %67, %68
  %70 = and i1 %64, %69
  %71 = and i1 %62, %70
  br i1 %71, label %if.then25, label %if.else26

for.cond4:                                        ; preds = %for.body5, %if.then
  %i17 = phi i32 [ 0, %if.then ], [ %89, %for.body5 ]
  %72 = icmp slt i32 %i17, 32
  br i1 %72, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %73 = call i64 @llvm.smax.i64(i64 32, i64 0)
  %74 = mul nuw i64 %73, 1
  %75 = sext i32 %i17 to i64
  %76 = mul nsw i64 %75, 32
  %77 = add nsw i64 %76, 0
  %78 = getelementptr inbounds i8, ptr %A_s, i64 %77
  %79 = mul i32 %by, 32
  %80 = add i32 %79, %i17
  %81 = sext i32 %80 to i64
  %82 = sext i32 %K to i64
  %83 = mul nsw i64 %81, %82
  %84 = mul i32 %k, 32
  %85 = add i32 %84, 0
  %86 = sext i32 %85 to i64
  %87 = add nsw i64 %83, %86
  %88 = getelementptr inbounds i8, ptr %A, i64 %87
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %78, ptr align 1 %88, i64 %74, i1 false)
  %89 = add nsw i32 %i17, 1
  br label %for.cond4, !llvm.loop !21

for.end6:                                         ; preds = %for.cond4
  br label %if.end

for.cond8:                                        ; preds = %for.end23, %if.else
  %i111 = phi i32 [ 0, %if.else ], [ %211, %for.end23 ]
  %90 = icmp slt i32 %i111, 32
  br i1 %90, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  %91 = mul i32 %k, 32
  %92 = sext i32 %91 to i64
  %93 = sub i64 0, %92
  %94 = icmp slt i64 %93, 0
  %95 = mul i32 %k, 32
  %96 = sext i32 %95 to i64
  %97 = sub i64 0, %96
  %98 = icmp sgt i64 %97, 32
  %99 = mul i32 %k, 32
  %100 = sext i32 %99 to i64
  %101 = sub i64 0, %100
  %102 = select i1 %98, i64 32, i64 %101
  %103 = select i1 %94, i64 0, i64 %102
  %tl_lo0 = trunc i64 %103 to i32
  %104 = sext i32 %K to i64
  %105 = mul i32 %k, 32
  %106 = sext i32 %105 to i64
  %107 = sub i64 %104, %106
  %108 = icmp slt i64 %107, 0
  %109 = sext i32 %K to i64
  %110 = mul i32 %k, 32
  %111 = sext i32 %110 to i64
  %112 = sub i64 %109, %111
  %113 = icmp sgt i64 %112, 32
  %114 = sext i32 %K to i64
  %115 = mul i32 %k, 32
  %116 = sext i32 %115 to i64
  %117 = sub i64 %114, %116
  %118 = select i1 %113, i64 32, i64 %117
  %119 = select i1 %108, i64 0, i64 %118
  %120 = sext i32 %tl_lo0 to i64
  %121 = icmp slt i64 %119, %120
  %122 = sext i32 %tl_lo0 to i64
  %123 = sext i32 %K to i64
  %124 = mul i32 %k, 32
  %125 = sext i32 %124 to i64
  %126 = sub i64 %123, %125
  %127 = icmp slt i64 %126, 0
  %128 = sext i32 %K to i64
  %129 = mul i32 %k, 32
  %130 = sext i32 %129 to i64
  %131 = sub i64 %128, %130
  %132 = icmp sgt i64 %131, 32
  %133 = sext i32 %K to i64
  %134 = mul i32 %k, 32
  %135 = sext i32 %134 to i64
  %136 = sub i64 %133, %135
  %137 = select i1 %132, i64 32, i64 %136
  %138 = select i1 %127, i64 0, i64 %137
  %139 = select i1 %121, i64 %122, i64 %138
  %tl_hi1 = trunc i64 %139 to i32
  br label %for.cond12

for.end10:                                        ; preds = %for.cond8
  br label %if.end

for.cond12:                                       ; preds = %for.body13, %for.body9
  %j1 = phi i32 [ 0, %for.body9 ], [ %150, %for.body13 ]
  %140 = icmp slt i32 %j1, %tl_lo0
  br i1 %140, label %for.body13, label %for.end14

for.body13:                                       ; preds = %for.cond12
  %141 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %142 = sext i32 %i111 to i64
  %143 = mul nsw i64 %142, 32
  %144 = sext i32 %j1 to i64
  %145 = add nsw i64 %143, %144
  %146 = getelementptr inbounds i8, ptr %A_s, i64 %145
  %147 = fpext float %141 to double
  %148 = call i32 @tilec_rt_f8e4m3_from_double(double %147)
  %149 = trunc i32 %148 to i8
  store i8 %149, ptr %146, align 1
  %150 = add nsw i32 %j1, 1
  br label %for.cond12, !llvm.loop !22

for.end14:                                        ; preds = %for.cond12
  %151 = mul i32 %by, 32
  %152 = sext i32 %151 to i64
  %153 = sext i32 %i111 to i64
  %154 = add i64 %152, %153
  %155 = icmp sle i64 0, %154
  %156 = mul i32 %by, 32
  %157 = sext i32 %156 to i64
  %158 = sext i32 %i111 to i64
  %159 = add i64 %157, %158
  %160 = sext i32 %M to i64
  %161 = icmp slt i64 %159, %160
  %162 = and i1 %155, %161
  br i1 %162, label %if.then15, label %if.else16

if.then15:                                        ; preds = %for.end14
  %163 = sub i32 %tl_hi1, %tl_lo0
  %164 = sext i32 %163 to i64
  %165 = sub i64 %164, 0
  %166 = call i64 @llvm.smax.i64(i64 %165, i64 0)
  %167 = mul nuw i64 %166, 1
  %168 = sext i32 %i111 to i64
  %169 = mul nsw i64 %168, 32
  %170 = add i32 %tl_lo0, 0
  %171 = sext i32 %170 to i64
  %172 = add nsw i64 %169, %171
  %173 = getelementptr inbounds i8, ptr %A_s, i64 %172
  %174 = mul i32 %by, 32
  %175 = add i32 %174, %i111
  %176 = sext i32 %175 to i64
  %177 = sext i32 %K to i64
  %178 = mul nsw i64 %176, %177
  %179 = mul i32 %k, 32
  %180 = add i32 %tl_lo0, 0
  %181 = add i32 %179, %180
  %182 = sext i32 %181 to i64
  %183 = add nsw i64 %178, %182
  %184 = getelementptr inbounds i8, ptr %A, i64 %183
  call void @tilec_rt_copy(ptr %173, ptr %184, i64 %167)
  br label %if.end17

if.else16:                                        ; preds = %for.end14
  %185 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond18

if.end17:                                         ; preds = %for.end20, %if.then15
  %186 = sub i32 32, %tl_hi1
  br label %for.cond21

for.cond18:                                       ; preds = %for.body19, %if.else16
  %j11 = phi i32 [ 0, %if.else16 ], [ %198, %for.body19 ]
  %187 = icmp slt i32 %j11, %185
  br i1 %187, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  %188 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %189 = sext i32 %i111 to i64
  %190 = mul nsw i64 %189, 32
  %191 = add i32 %tl_lo0, %j11
  %192 = sext i32 %191 to i64
  %193 = add nsw i64 %190, %192
  %194 = getelementptr inbounds i8, ptr %A_s, i64 %193
  %195 = fpext float %188 to double
  %196 = call i32 @tilec_rt_f8e4m3_from_double(double %195)
  %197 = trunc i32 %196 to i8
  store i8 %197, ptr %194, align 1
  %198 = add nsw i32 %j11, 1
  br label %for.cond18, !llvm.loop !23

for.end20:                                        ; preds = %for.cond18
  br label %if.end17

for.cond21:                                       ; preds = %for.body22, %if.end17
  %j1124 = phi i32 [ 0, %if.end17 ], [ %210, %for.body22 ]
  %199 = icmp slt i32 %j1124, %186
  br i1 %199, label %for.body22, label %for.end23

for.body22:                                       ; preds = %for.cond21
  %200 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %201 = sext i32 %i111 to i64
  %202 = mul nsw i64 %201, 32
  %203 = add i32 %tl_hi1, %j1124
  %204 = sext i32 %203 to i64
  %205 = add nsw i64 %202, %204
  %206 = getelementptr inbounds i8, ptr %A_s, i64 %205
  %207 = fpext float %200 to double
  %208 = call i32 @tilec_rt_f8e4m3_from_double(double %207)
  %209 = trunc i32 %208 to i8
  store i8 %209, ptr %206, align 1
  %210 = add nsw i32 %j1124, 1
  br label %for.cond21, !llvm.loop !24

for.end23:                                        ; preds = %for.cond21
  %211 = add nsw i32 %i111, 1
  br label %for.cond8, !llvm.loop !25

if.then25:                                        ; preds = %if.end
  br label %for.cond28

if.else26:                                        ; preds = %if.end
  br label %for.cond32

if.end27:                                         ; preds = %for.end34, %for.end30
  br label %for.cond50

for.cond28:                                       ; preds = %for.body29, %if.then25
  %i131 = phi i32 [ 0, %if.then25 ], [ %229, %for.body29 ]
  %212 = icmp slt i32 %i131, 32
  br i1 %212, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  %213 = call i64 @llvm.smax.i64(i64 32, i64 0)
  %214 = mul nuw i64 %213, 1
  %215 = sext i32 %i131 to i64
  %216 = mul nsw i64 %215, 32
  %217 = add nsw i64 %216, 0
  %218 = getelementptr inbounds i8, ptr %B_s, i64 %217
  %219 = mul i32 %bx, 32
  %220 = add i32 %219, %i131
  %221 = sext i32 %220 to i64
  %222 = sext i32 %K to i64
  %223 = mul nsw i64 %221, %222
  %224 = mul i32 %k, 32
  %225 = add i32 %224, 0
  %226 = sext i32 %225 to i64
  %227 = add nsw i64 %223, %226
  %228 = getelementptr inbounds i8, ptr %B, i64 %227
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %218, ptr align 1 %228, i64 %214, i1 false)
  %229 = add nsw i32 %i131, 1
  br label %for.cond28, !llvm.loop !26

for.end30:                                        ; preds = %for.cond28
  br label %if.end27

for.cond32:                                       ; preds = %for.end48, %if.else26
  %i135 = phi i32 [ 0, %if.else26 ], [ %351, %for.end48 ]
  %230 = icmp slt i32 %i135, 32
  br i1 %230, label %for.body33, label %for.end34

for.body33:                                       ; preds = %for.cond32
  %231 = mul i32 %k, 32
  %232 = sext i32 %231 to i64
  %233 = sub i64 0, %232
  %234 = icmp slt i64 %233, 0
  %235 = mul i32 %k, 32
  %236 = sext i32 %235 to i64
  %237 = sub i64 0, %236
  %238 = icmp sgt i64 %237, 32
  %239 = mul i32 %k, 32
  %240 = sext i32 %239 to i64
  %241 = sub i64 0, %240
  %242 = select i1 %238, i64 32, i64 %241
  %243 = select i1 %234, i64 0, i64 %242
  %tl_lo2 = trunc i64 %243 to i32
  %244 = sext i32 %K to i64
  %245 = mul i32 %k, 32
  %246 = sext i32 %245 to i64
  %247 = sub i64 %244, %246
  %248 = icmp slt i64 %247, 0
  %249 = sext i32 %K to i64
  %250 = mul i32 %k, 32
  %251 = sext i32 %250 to i64
  %252 = sub i64 %249, %251
  %253 = icmp sgt i64 %252, 32
  %254 = sext i32 %K to i64
  %255 = mul i32 %k, 32
  %256 = sext i32 %255 to i64
  %257 = sub i64 %254, %256
  %258 = select i1 %253, i64 32, i64 %257
  %259 = select i1 %248, i64 0, i64 %258
  %260 = sext i32 %tl_lo2 to i64
  %261 = icmp slt i64 %259, %260
  %262 = sext i32 %tl_lo2 to i64
  %263 = sext i32 %K to i64
  %264 = mul i32 %k, 32
  %265 = sext i32 %264 to i64
  %266 = sub i64 %263, %265
  %267 = icmp slt i64 %266, 0
  %268 = sext i32 %K to i64
  %269 = mul i32 %k, 32
  %270 = sext i32 %269 to i64
  %271 = sub i64 %268, %270
  %272 = icmp sgt i64 %271, 32
  %273 = sext i32 %K to i64
  %274 = mul i32 %k, 32
  %275 = sext i32 %274 to i64
  %276 = sub i64 %273, %275
  %277 = select i1 %272, i64 32, i64 %276
  %278 = select i1 %267, i64 0, i64 %277
  %279 = select i1 %261, i64 %262, i64 %278
  %tl_hi3 = trunc i64 %279 to i32
  br label %for.cond36

for.end34:                                        ; preds = %for.cond32
  br label %if.end27

for.cond36:                                       ; preds = %for.body37, %for.body33
  %j139 = phi i32 [ 0, %for.body33 ], [ %290, %for.body37 ]
  %280 = icmp slt i32 %j139, %tl_lo2
  br i1 %280, label %for.body37, label %for.end38

for.body37:                                       ; preds = %for.cond36
  %281 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %282 = sext i32 %i135 to i64
  %283 = mul nsw i64 %282, 32
  %284 = sext i32 %j139 to i64
  %285 = add nsw i64 %283, %284
  %286 = getelementptr inbounds i8, ptr %B_s, i64 %285
  %287 = fpext float %281 to double
  %288 = call i32 @tilec_rt_f8e4m3_from_double(double %287)
  %289 = trunc i32 %288 to i8
  store i8 %289, ptr %286, align 1
  %290 = add nsw i32 %j139, 1
  br label %for.cond36, !llvm.loop !27

for.end38:                                        ; preds = %for.cond36
  %291 = mul i32 %bx, 32
  %292 = sext i32 %291 to i64
  %293 = sext i32 %i135 to i64
  %294 = add i64 %292, %293
  %295 = icmp sle i64 0, %294
  %296 = mul i32 %bx, 32
  %297 = sext i32 %296 to i64
  %298 = sext i32 %i135 to i64
  %299 = add i64 %297, %298
  %300 = sext i32 %N to i64
  %301 = icmp slt i64 %299, %300
  %302 = and i1 %295, %301
  br i1 %302, label %if.then40, label %if.else41

if.then40:                                        ; preds = %for.end38
  %303 = sub i32 %tl_hi3, %tl_lo2
  %304 = sext i32 %303 to i64
  %305 = sub i64 %304, 0
  %306 = call i64 @llvm.smax.i64(i64 %305, i64 0)
  %307 = mul nuw i64 %306, 1
  %308 = sext i32 %i135 to i64
  %309 = mul nsw i64 %308, 32
  %310 = add i32 %tl_lo2, 0
  %311 = sext i32 %310 to i64
  %312 = add nsw i64 %309, %311
  %313 = getelementptr inbounds i8, ptr %B_s, i64 %312
  %314 = mul i32 %bx, 32
  %315 = add i32 %314, %i135
  %316 = sext i32 %315 to i64
  %317 = sext i32 %K to i64
  %318 = mul nsw i64 %316, %317
  %319 = mul i32 %k, 32
  %320 = add i32 %tl_lo2, 0
  %321 = add i32 %319, %320
  %322 = sext i32 %321 to i64
  %323 = add nsw i64 %318, %322
  %324 = getelementptr inbounds i8, ptr %B, i64 %323
  call void @tilec_rt_copy(ptr %313, ptr %324, i64 %307)
  br label %if.end42

if.else41:                                        ; preds = %for.end38
  %325 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond43

if.end42:                                         ; preds = %for.end45, %if.then40
  %326 = sub i32 32, %tl_hi3
  br label %for.cond46

for.cond43:                                       ; preds = %for.body44, %if.else41
  %j12 = phi i32 [ 0, %if.else41 ], [ %338, %for.body44 ]
  %327 = icmp slt i32 %j12, %325
  br i1 %327, label %for.body44, label %for.end45

for.body44:                                       ; preds = %for.cond43
  %328 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %329 = sext i32 %i135 to i64
  %330 = mul nsw i64 %329, 32
  %331 = add i32 %tl_lo2, %j12
  %332 = sext i32 %331 to i64
  %333 = add nsw i64 %330, %332
  %334 = getelementptr inbounds i8, ptr %B_s, i64 %333
  %335 = fpext float %328 to double
  %336 = call i32 @tilec_rt_f8e4m3_from_double(double %335)
  %337 = trunc i32 %336 to i8
  store i8 %337, ptr %334, align 1
  %338 = add nsw i32 %j12, 1
  br label %for.cond43, !llvm.loop !28

for.end45:                                        ; preds = %for.cond43
  br label %if.end42

for.cond46:                                       ; preds = %for.body47, %if.end42
  %j1249 = phi i32 [ 0, %if.end42 ], [ %350, %for.body47 ]
  %339 = icmp slt i32 %j1249, %326
  br i1 %339, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %340 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %341 = sext i32 %i135 to i64
  %342 = mul nsw i64 %341, 32
  %343 = add i32 %tl_hi3, %j1249
  %344 = sext i32 %343 to i64
  %345 = add nsw i64 %342, %344
  %346 = getelementptr inbounds i8, ptr %B_s, i64 %345
  %347 = fpext float %340 to double
  %348 = call i32 @tilec_rt_f8e4m3_from_double(double %347)
  %349 = trunc i32 %348 to i8
  store i8 %349, ptr %346, align 1
  %350 = add nsw i32 %j1249, 1
  br label %for.cond46, !llvm.loop !29

for.end48:                                        ; preds = %for.cond46
  %351 = add nsw i32 %i135, 1
  br label %for.cond32, !llvm.loop !30

for.cond50:                                       ; preds = %for.body51, %if.end27
  %i153 = phi i32 [ 0, %if.end27 ], [ %359, %for.body51 ]
  %352 = icmp slt i32 %i153, 32
  br i1 %352, label %for.body51, label %for.end52

for.body51:                                       ; preds = %for.cond50
  %353 = call i64 @llvm.smax.i64(i64 32, i64 0)
  %354 = mul nuw i64 %353, 4
  %355 = sext i32 %i153 to i64
  %356 = mul nsw i64 %355, 32
  %357 = add nsw i64 %356, 0
  %358 = getelementptr inbounds float, ptr %P_f, i64 %357
  call void @llvm.memset.p0.i64(ptr align 4 %358, i8 0, i64 %354, i1 false)
  %359 = add nsw i32 %i153, 1
  br label %for.cond50, !llvm.loop !31

for.end52:                                        ; preds = %for.cond50
  br label %for.cond54

for.cond54:                                       ; preds = %for.end59, %for.end52
  %tl_i = phi i32 [ 0, %for.end52 ], [ %368, %for.end59 ]
  %360 = icmp slt i32 %tl_i, 32
  br i1 %360, label %for.body55, label %for.end56

for.body55:                                       ; preds = %for.cond54
  br label %for.cond57

for.end56:                                        ; preds = %for.cond54
  br label %for.cond64

for.cond57:                                       ; preds = %for.end62, %for.body55
  %tl_j = phi i32 [ 0, %for.body55 ], [ %395, %for.end62 ]
  %361 = icmp slt i32 %tl_j, 32
  br i1 %361, label %for.body58, label %for.end59

for.body58:                                       ; preds = %for.cond57
  %362 = sext i32 %tl_i to i64
  %363 = mul nsw i64 %362, 32
  %364 = sext i32 %tl_j to i64
  %365 = add nsw i64 %363, %364
  %366 = getelementptr inbounds float, ptr %P_f, i64 %365
  %367 = load float, ptr %366, align 4
  store float %367, ptr %tl_acc, align 4
  br label %for.cond60

for.end59:                                        ; preds = %for.cond57
  %368 = add nsw i32 %tl_i, 1
  br label %for.cond54, !llvm.loop !32

for.cond60:                                       ; preds = %for.body61, %for.body58
  %tl_p = phi i32 [ 0, %for.body58 ], [ %388, %for.body61 ]
  %369 = icmp slt i32 %tl_p, 32
  br i1 %369, label %for.body61, label %for.end62

for.body61:                                       ; preds = %for.cond60
  %tl_acc63 = load float, ptr %tl_acc, align 4
  %370 = sext i32 %tl_i to i64
  %371 = mul nsw i64 %370, 32
  %372 = sext i32 %tl_p to i64
  %373 = add nsw i64 %371, %372
  %374 = getelementptr inbounds i8, ptr %A_s, i64 %373
  %375 = load i8, ptr %374, align 1
  %376 = zext i8 %375 to i32
  %377 = call float @tilec_rt_f8e4m3_to_f32(i32 %376)
  %378 = sext i32 %tl_j to i64
  %379 = mul nsw i64 %378, 32
  %380 = sext i32 %tl_p to i64
  %381 = add nsw i64 %379, %380
  %382 = getelementptr inbounds i8, ptr %B_s, i64 %381
  %383 = load i8, ptr %382, align 1
  %384 = zext i8 %383 to i32
  %385 = call float @tilec_rt_f8e4m3_to_f32(i32 %384)
  %386 = fmul float %377, %385
  %387 = fadd float %tl_acc63, %386
  store float %387, ptr %tl_acc, align 4
  %388 = add nsw i32 %tl_p, 1
  br label %for.cond60, !llvm.loop !33

for.end62:                                        ; preds = %for.cond60
  %389 = load float, ptr %tl_acc, align 4
  %390 = sext i32 %tl_i to i64
  %391 = mul nsw i64 %390, 32
  %392 = sext i32 %tl_j to i64
  %393 = add nsw i64 %391, %392
  %394 = getelementptr inbounds float, ptr %P_f, i64 %393
  store float %389, ptr %394, align 4
  %395 = add nsw i32 %tl_j, 1
  br label %for.cond57, !llvm.loop !34

for.cond64:                                       ; preds = %for.end69, %for.end56
  %i = phi i32 [ 0, %for.end56 ], [ %406, %for.end69 ]
  %396 = icmp slt i32 %i, 32
  br i1 %396, label %for.body65, label %for.end66

for.body65:                                       ; preds = %for.cond64
  br label %for.cond67

for.end66:                                        ; preds = %for.cond64
  %397 = add nsw i32 %k, 1
  br label %for.cond1, !llvm.loop !35

for.cond67:                                       ; preds = %if.end72, %for.body65
  %j = phi i32 [ 0, %for.body65 ], [ %430, %if.end72 ]
  %398 = icmp slt i32 %j, 32
  br i1 %398, label %for.body68, label %for.end69

for.body68:                                       ; preds = %for.cond67
  %399 = mul i32 %by, 32
  %400 = add i32 %399, %i
  %401 = icmp slt i32 %400, %M
  %402 = mul i32 %bx, 32
  %403 = add i32 %402, %j
  %404 = icmp slt i32 %403, %N
  %405 = and i1 %401, %404
  br i1 %405, label %if.then70, label %if.else71

for.end69:                                        ; preds = %for.cond67
  %406 = add nsw i32 %i, 1
  br label %for.cond64, !llvm.loop !36

if.then70:                                        ; preds = %for.body68
  %407 = sext i32 %i to i64
  %408 = mul nsw i64 %407, 32
  %409 = sext i32 %j to i64
  %410 = add nsw i64 %408, %409
  %411 = getelementptr inbounds float, ptr %C_f, i64 %410
  %412 = load float, ptr %411, align 4
  %413 = sext i32 %i to i64
  %414 = mul nsw i64 %413, 32
  %415 = sext i32 %j to i64
  %416 = add nsw i64 %414, %415
  %417 = getelementptr inbounds float, ptr %P_f, i64 %416
  %418 = load float, ptr %417, align 4
  %419 = mul i32 %by, 32
  %420 = add i32 %419, %i
  %421 = icmp sle i32 0, %420
  %422 = mul i32 %by, 32
  %423 = add i32 %422, %i
  %424 = icmp slt i32 %423, %M
  %425 = and i1 %421, %424
  %426 = icmp sle i32 0, %k
  %427 = icmp slt i32 %k, %KG
  %428 = and i1 %426, %427
  %429 = and i1 %425, %428
  br i1 %429, label %sel.then, label %sel.else

if.else71:                                        ; preds = %for.body68
  br label %if.end72

if.end72:                                         ; preds = %if.else71, %sel.end75
  %430 = add nsw i32 %j, 1
  br label %for.cond67, !llvm.loop !37

sel.then:                                         ; preds = %if.then70
  %431 = mul i32 %by, 32
  %432 = add i32 %431, %i
  %433 = sext i32 %432 to i64
  %434 = sext i32 %KG to i64
  %435 = mul nsw i64 %433, %434
  %436 = sext i32 %k to i64
  %437 = add nsw i64 %435, %436
  %438 = getelementptr inbounds i8, ptr %SA, i64 %437
  %439 = load i8, ptr %438, align 1
  %440 = zext i8 %439 to i32
  %441 = call float @tilec_rt_e8m0_to_f32(i32 %440)
  br label %sel.end

sel.else:                                         ; preds = %if.then70
  %442 = call float @tilec_rt_e8m0r(double 0.000000e+00)
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %443 = phi float [ %441, %sel.then ], [ %442, %sel.else ]
  %444 = fmul float %418, %443
  %445 = mul i32 %bx, 32
  %446 = add i32 %445, %j
  %447 = icmp sle i32 0, %446
  %448 = mul i32 %bx, 32
  %449 = add i32 %448, %j
  %450 = icmp slt i32 %449, %N
  %451 = and i1 %447, %450
  %452 = icmp sle i32 0, %k
  %453 = icmp slt i32 %k, %KG
  %454 = and i1 %452, %453
  %455 = and i1 %451, %454
  br i1 %455, label %sel.then73, label %sel.else74

sel.then73:                                       ; preds = %sel.end
  %456 = mul i32 %bx, 32
  %457 = add i32 %456, %j
  %458 = sext i32 %457 to i64
  %459 = sext i32 %KG to i64
  %460 = mul nsw i64 %458, %459
  %461 = sext i32 %k to i64
  %462 = add nsw i64 %460, %461
  %463 = getelementptr inbounds i8, ptr %SB, i64 %462
  %464 = load i8, ptr %463, align 1
  %465 = zext i8 %464 to i32
  %466 = call float @tilec_rt_e8m0_to_f32(i32 %465)
  br label %sel.end75

sel.else74:                                       ; preds = %sel.end
  %467 = call float @tilec_rt_e8m0r(double 0.000000e+00)
  br label %sel.end75

sel.end75:                                        ; preds = %sel.else74, %sel.then73
  %468 = phi float [ %466, %sel.then73 ], [ %467, %sel.else74 ]
  %469 = fmul float %444, %468
  %470 = fadd float %412, %469
  %471 = sext i32 %i to i64
  %472 = mul nsw i64 %471, 32
  %473 = sext i32 %j to i64
  %474 = add nsw i64 %472, %473
  %475 = getelementptr inbounds float, ptr %C_f, i64 %474
  store float %470, ptr %475, align 4
  br label %if.end72

if.then76:                                        ; preds = %for.end3
  br label %for.cond79

if.else77:                                        ; preds = %for.end3
  br label %for.cond85

if.end78:                                         ; preds = %for.end87, %for.end81
  ret void

for.cond79:                                       ; preds = %if.end84, %if.then76
  %i2 = phi i32 [ 0, %if.then76 ], [ %511, %if.end84 ]
  %476 = icmp slt i32 %i2, 32
  br i1 %476, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %477 = sext i32 %M to i64
  %478 = sext i32 %N to i64
  %479 = mul i64 %477, %478
  %480 = icmp sge i64 %479, 8388608
  br i1 %480, label %if.then82, label %if.else83

for.end81:                                        ; preds = %for.cond79
  br label %if.end78

if.then82:                                        ; preds = %for.body80
  %481 = mul i32 %by, 32
  %482 = add i32 %481, %i2
  %483 = sext i32 %482 to i64
  %484 = sext i32 %N to i64
  %485 = mul nsw i64 %483, %484
  %486 = mul i32 %bx, 32
  %487 = add i32 %486, 0
  %488 = sext i32 %487 to i64
  %489 = add nsw i64 %485, %488
  %490 = getelementptr inbounds float, ptr %C, i64 %489
  %491 = sext i32 %i2 to i64
  %492 = mul nsw i64 %491, 32
  %493 = add nsw i64 %492, 0
  %494 = getelementptr inbounds float, ptr %C_f, i64 %493
  call void @tilec_rt_stream(ptr %490, ptr %494, i64 128)
  br label %if.end84

if.else83:                                        ; preds = %for.body80
  %495 = call i64 @llvm.smax.i64(i64 32, i64 0)
  %496 = mul nuw i64 %495, 4
  %497 = mul i32 %by, 32
  %498 = add i32 %497, %i2
  %499 = sext i32 %498 to i64
  %500 = sext i32 %N to i64
  %501 = mul nsw i64 %499, %500
  %502 = mul i32 %bx, 32
  %503 = add i32 %502, 0
  %504 = sext i32 %503 to i64
  %505 = add nsw i64 %501, %504
  %506 = getelementptr inbounds float, ptr %C, i64 %505
  %507 = sext i32 %i2 to i64
  %508 = mul nsw i64 %507, 32
  %509 = add nsw i64 %508, 0
  %510 = getelementptr inbounds float, ptr %C_f, i64 %509
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %506, ptr align 4 %510, i64 %496, i1 false)
  br label %if.end84

if.end84:                                         ; preds = %if.else83, %if.then82
  %511 = add nsw i32 %i2, 1
  br label %for.cond79, !llvm.loop !38

for.cond85:                                       ; preds = %if.end91, %if.else77
  %i288 = phi i32 [ 0, %if.else77 ], [ %596, %if.end91 ]
  %512 = icmp slt i32 %i288, 32
  br i1 %512, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  %513 = mul i32 %bx, 32
  %514 = sext i32 %513 to i64
  %515 = sub i64 0, %514
  %516 = icmp slt i64 %515, 0
  %517 = mul i32 %bx, 32
  %518 = sext i32 %517 to i64
  %519 = sub i64 0, %518
  %520 = icmp sgt i64 %519, 32
  %521 = mul i32 %bx, 32
  %522 = sext i32 %521 to i64
  %523 = sub i64 0, %522
  %524 = select i1 %520, i64 32, i64 %523
  %525 = select i1 %516, i64 0, i64 %524
  %tl_lo4 = trunc i64 %525 to i32
  %526 = sext i32 %N to i64
  %527 = mul i32 %bx, 32
  %528 = sext i32 %527 to i64
  %529 = sub i64 %526, %528
  %530 = icmp slt i64 %529, 0
  %531 = sext i32 %N to i64
  %532 = mul i32 %bx, 32
  %533 = sext i32 %532 to i64
  %534 = sub i64 %531, %533
  %535 = icmp sgt i64 %534, 32
  %536 = sext i32 %N to i64
  %537 = mul i32 %bx, 32
  %538 = sext i32 %537 to i64
  %539 = sub i64 %536, %538
  %540 = select i1 %535, i64 32, i64 %539
  %541 = select i1 %530, i64 0, i64 %540
  %542 = sext i32 %tl_lo4 to i64
  %543 = icmp slt i64 %541, %542
  %544 = sext i32 %tl_lo4 to i64
  %545 = sext i32 %N to i64
  %546 = mul i32 %bx, 32
  %547 = sext i32 %546 to i64
  %548 = sub i64 %545, %547
  %549 = icmp slt i64 %548, 0
  %550 = sext i32 %N to i64
  %551 = mul i32 %bx, 32
  %552 = sext i32 %551 to i64
  %553 = sub i64 %550, %552
  %554 = icmp sgt i64 %553, 32
  %555 = sext i32 %N to i64
  %556 = mul i32 %bx, 32
  %557 = sext i32 %556 to i64
  %558 = sub i64 %555, %557
  %559 = select i1 %554, i64 32, i64 %558
  %560 = select i1 %549, i64 0, i64 %559
  %561 = select i1 %543, i64 %544, i64 %560
  %tl_hi5 = trunc i64 %561 to i32
  %562 = mul i32 %by, 32
  %563 = sext i32 %562 to i64
  %564 = sext i32 %i288 to i64
  %565 = add i64 %563, %564
  %566 = icmp sle i64 0, %565
  %567 = mul i32 %by, 32
  %568 = sext i32 %567 to i64
  %569 = sext i32 %i288 to i64
  %570 = add i64 %568, %569
  %571 = sext i32 %M to i64
  %572 = icmp slt i64 %570, %571
  %573 = and i1 %566, %572
  br i1 %573, label %if.then89, label %if.else90

for.end87:                                        ; preds = %for.cond85
  br label %if.end78

if.then89:                                        ; preds = %for.body86
  %574 = sub i32 %tl_hi5, %tl_lo4
  %575 = sext i32 %574 to i64
  %576 = sub i64 %575, 0
  %577 = call i64 @llvm.smax.i64(i64 %576, i64 0)
  %578 = mul nuw i64 %577, 4
  %579 = mul i32 %by, 32
  %580 = add i32 %579, %i288
  %581 = sext i32 %580 to i64
  %582 = sext i32 %N to i64
  %583 = mul nsw i64 %581, %582
  %584 = mul i32 %bx, 32
  %585 = add i32 %tl_lo4, 0
  %586 = add i32 %584, %585
  %587 = sext i32 %586 to i64
  %588 = add nsw i64 %583, %587
  %589 = getelementptr inbounds float, ptr %C, i64 %588
  %590 = sext i32 %i288 to i64
  %591 = mul nsw i64 %590, 32
  %592 = add i32 %tl_lo4, 0
  %593 = sext i32 %592 to i64
  %594 = add nsw i64 %591, %593
  %595 = getelementptr inbounds float, ptr %C_f, i64 %594
  call void @tilec_rt_copy(ptr %589, ptr %595, i64 %578)
  br label %if.end91

if.else90:                                        ; preds = %for.body86
  br label %if.end91

if.end91:                                         ; preds = %if.else90, %if.then89
  %596 = add nsw i32 %i288, 1
  br label %for.cond85, !llvm.loop !39
}

declare float @tilec_rt_e8m0_to_f32(i32)

declare float @tilec_rt_e8m0r(double)

; Function Attrs: nounwind
define internal void @mxfp8_gemm_task(ptr %ctx, i64 %block) #4 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_mxfp8_gemm, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_mxfp8_gemm, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_mxfp8_gemm, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_mxfp8_gemm, ptr %ctx, i32 0, i32 3
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %tilec_args_mxfp8_gemm, ptr %ctx, i32 0, i32 4
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_mxfp8_gemm, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_mxfp8_gemm, ptr %ctx, i32 0, i32 6
  %13 = load i32, ptr %12, align 4
  %14 = getelementptr inbounds %tilec_args_mxfp8_gemm, ptr %ctx, i32 0, i32 7
  %15 = load i32, ptr %14, align 4
  %16 = getelementptr inbounds %tilec_args_mxfp8_gemm, ptr %ctx, i32 0, i32 8
  %17 = load i32, ptr %16, align 4
  %18 = getelementptr inbounds %tilec_args_mxfp8_gemm, ptr %ctx, i32 0, i32 9
  %19 = getelementptr inbounds [3 x i64], ptr %18, i64 0, i64 0
  %20 = load i64, ptr %19, align 8
  %21 = getelementptr inbounds [3 x i64], ptr %18, i64 0, i64 1
  %22 = load i64, ptr %21, align 8
  %23 = getelementptr inbounds [3 x i64], ptr %18, i64 0, i64 2
  %24 = load i64, ptr %23, align 8
  %25 = srem i64 %block, %20
  %26 = sdiv i64 %block, %20
  %27 = srem i64 %26, %22
  %28 = mul i64 %20, %22
  %29 = sdiv i64 %block, %28
  %30 = trunc i64 %25 to i32
  %31 = trunc i64 %27 to i32
  call void @mxfp8_gemm_block(ptr %1, ptr %3, ptr %5, ptr %7, ptr %9, i32 %11, i32 %13, i32 %15, i32 %17, i32 %30, i32 %31)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_mxfp8_gemm(ptr %args, ptr %dims, ptr %self) #4 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_mxfp8_gemm, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_mxfp8_gemm, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_mxfp8_gemm, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_mxfp8_gemm, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds ptr, ptr %args, i64 3
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds %tilec_args_mxfp8_gemm, ptr %a, i32 0, i32 3
  store ptr %12, ptr %13, align 8
  %14 = getelementptr inbounds ptr, ptr %args, i64 4
  %15 = load ptr, ptr %14, align 8
  %16 = getelementptr inbounds %tilec_args_mxfp8_gemm, ptr %a, i32 0, i32 4
  store ptr %15, ptr %16, align 8
  %17 = getelementptr inbounds i64, ptr %dims, i64 0
  %18 = load i64, ptr %17, align 8
  %M = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_mxfp8_gemm, ptr %a, i32 0, i32 5
  store i32 %M, ptr %19, align 4
  %20 = getelementptr inbounds i64, ptr %dims, i64 1
  %21 = load i64, ptr %20, align 8
  %K = trunc i64 %21 to i32
  %22 = getelementptr inbounds %tilec_args_mxfp8_gemm, ptr %a, i32 0, i32 6
  store i32 %K, ptr %22, align 4
  %23 = getelementptr inbounds i64, ptr %dims, i64 2
  %24 = load i64, ptr %23, align 8
  %N = trunc i64 %24 to i32
  %25 = getelementptr inbounds %tilec_args_mxfp8_gemm, ptr %a, i32 0, i32 7
  store i32 %N, ptr %25, align 4
  %26 = getelementptr inbounds i64, ptr %dims, i64 3
  %27 = load i64, ptr %26, align 8
  %KG = trunc i64 %27 to i32
  %28 = getelementptr inbounds %tilec_args_mxfp8_gemm, ptr %a, i32 0, i32 8
  store i32 %KG, ptr %28, align 4
  %29 = getelementptr inbounds %tilec_args_mxfp8_gemm, ptr %a, i32 0, i32 9
  %30 = sext i32 %N to i64
  %31 = sdiv i64 %30, 32
  %32 = sub i64 0, %30
  %33 = select i1 false, i64 %32, i64 %31
  %34 = srem i64 %30, 32
  %35 = icmp ne i64 %34, 0
  %36 = icmp slt i64 %30, 0
  %37 = icmp eq i1 %36, false
  %38 = and i1 %35, %37
  %39 = zext i1 %38 to i64
  %40 = add i64 %33, %39
  %41 = trunc i64 %40 to i32
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [3 x i64], ptr %29, i64 0, i64 0
  store i64 %42, ptr %43, align 8
  %44 = icmp sgt i64 %42, 0
  %45 = mul i64 1, %42
  %46 = sext i32 %M to i64
  %47 = sdiv i64 %46, 32
  %48 = sub i64 0, %46
  %49 = select i1 false, i64 %48, i64 %47
  %50 = srem i64 %46, 32
  %51 = icmp ne i64 %50, 0
  %52 = icmp slt i64 %46, 0
  %53 = icmp eq i1 %52, false
  %54 = and i1 %51, %53
  %55 = zext i1 %54 to i64
  %56 = add i64 %49, %55
  %57 = trunc i64 %56 to i32
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [3 x i64], ptr %29, i64 0, i64 1
  store i64 %58, ptr %59, align 8
  %60 = icmp sgt i64 %58, 0
  %61 = and i1 %44, %60
  %62 = mul i64 %45, %58
  %63 = getelementptr inbounds [3 x i64], ptr %29, i64 0, i64 2
  store i64 1, ptr %63, align 8
  %64 = and i1 %61, true
  %65 = mul i64 %62, 1
  br i1 %64, label %run, label %empty

run:                                              ; preds = %body
  %66 = call i32 @tilec_rt_run_blocks(i64 %65, i32 %nworkers, ptr @mxfp8_gemm_task, ptr %a)
  ret i32 %66

empty:                                            ; preds = %body
  ret i32 0
}

attributes #0 = { noinline nounwind "no-builtin-memcpy" "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind "no-builtin-memcpy" "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.unroll.disable"}
!3 = distinct !{!3, !1, !2}
!4 = distinct !{!4, !1, !5}
!5 = !{!"llvm.loop.vectorize.enable", i1 true}
!6 = distinct !{!6, !1, !5}
!7 = distinct !{!7, !1, !5}
!8 = distinct !{!8, !1}
!9 = distinct !{!9, !1, !2}
!10 = distinct !{!10, !1, !5}
!11 = distinct !{!11, !1, !5}
!12 = distinct !{!12, !1, !5}
!13 = distinct !{!13, !1}
!14 = distinct !{!14, !1}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !1}
!17 = distinct !{!17, !1}
!18 = distinct !{!18, !1, !2}
!19 = distinct !{!19, !1, !2}
!20 = distinct !{!20, !1, !2}
!21 = distinct !{!21, !1, !2}
!22 = distinct !{!22, !1, !5}
!23 = distinct !{!23, !1, !5}
!24 = distinct !{!24, !1, !5}
!25 = distinct !{!25, !1}
!26 = distinct !{!26, !1, !2}
!27 = distinct !{!27, !1, !5}
!28 = distinct !{!28, !1, !5}
!29 = distinct !{!29, !1, !5}
!30 = distinct !{!30, !1}
!31 = distinct !{!31, !1, !2}
!32 = distinct !{!32, !1}
!33 = distinct !{!33, !1}
!34 = distinct !{!34, !1}
!35 = distinct !{!35, !1}
!36 = distinct !{!36, !1}
!37 = distinct !{!37, !1, !5}
!38 = distinct !{!38, !1, !2}
!39 = distinct !{!39, !1, !2}
