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

for.cond:                                         ; preds = %for.end3, %body
  %i = phi i32 [ 0, %body ], [ %20, %for.end3 ]
  %0 = icmp slt i32 %i, 32
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  %1 = sext i32 %K to i64
  %2 = sdiv i64 %1, 32
  %3 = sub i64 0, %1
  %4 = select i1 false, i64 %3, i64 %2
  %5 = srem i64 %1, 32
  %6 = icmp ne i64 %5, 0
  %7 = icmp slt i64 %1, 0
  %8 = icmp eq i1 %7, false
  %9 = and i1 %6, %8
  %10 = zext i1 %9 to i64
  %11 = add i64 %4, %10
  %12 = trunc i64 %11 to i32
  br label %for.cond4

for.cond1:                                        ; preds = %for.body2, %for.body
  %j = phi i32 [ 0, %for.body ], [ %19, %for.body2 ]
  %13 = icmp slt i32 %j, 32
  br i1 %13, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %14 = sext i32 %i to i64
  %15 = mul nsw i64 %14, 32
  %16 = sext i32 %j to i64
  %17 = add nsw i64 %15, %16
  %18 = getelementptr inbounds float, ptr %C_f, i64 %17
  store float 0.000000e+00, ptr %18, align 4
  %19 = add nsw i32 %j, 1
  br label %for.cond1, !llvm.loop !0

for.end3:                                         ; preds = %for.cond1
  %20 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !3

for.cond4:                                        ; preds = %for.end72, %for.end
  %k = phi i32 [ 0, %for.end ], [ %376, %for.end72 ]
  %21 = icmp slt i32 %k, %12
  br i1 %21, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %22 = mul i32 %by, 32
  %23 = icmp sle i32 0, %22
  %24 = mul i32 %by, 32
  %25 = sext i32 %24 to i64
  %26 = add i64 %25, 32
  %27 = sext i32 %M to i64
  %28 = icmp sle i64 %26, %27
  %29 = and i1 %23, %28
  %30 = mul i32 %k, 32
  %31 = icmp sle i32 0, %30
  %32 = mul i32 %k, 32
  %33 = sext i32 %32 to i64
  %34 = add i64 %33, 32
  %35 = sext i32 %K to i64
  %36 = icmp sle i64 %34, %35
  %37 = and i1 %31, %36
  %38 = and i1 %29, %37
  br i1 %38, label %if.then, label %if.else

for.end6:                                         ; preds = %for.cond4
  %39 = mul i32 %by, 32
  %40 = icmp sle i32 0, %39
  %41 = mul i32 %by, 32
  %42 = sext i32 %41 to i64
  %43 = add i64 %42, 32
  %44 = sext i32 %M to i64
  %45 = icmp sle i64 %43, %44
  %46 = and i1 %40, %45
  %47 = mul i32 %bx, 32
  %48 = icmp sle i32 0, %47
  %49 = mul i32 %bx, 32
  %50 = sext i32 %49 to i64
  %51 = add i64 %50, 32
  %52 = sext i32 %N to i64
  %53 = icmp sle i64 %51, %52
  %54 = and i1 %48, %53
  %55 = and i1 %46, %54
  br i1 %55, label %if.then80, label %if.else81

if.then:                                          ; preds = %for.body5
  br label %for.cond7

if.else:                                          ; preds = %for.body5
  br label %for.cond15

if.end:                                           ; preds = %for.end17, %for.end9
  %56 = mul i32 %bx, 32
  %57 = icmp sle i32 0, %56
  %58 = mul i32 %bx, 32
  %59 = sext i32 %58 to i64
  %60 = add i64 %59, 32
  %61 = sext i32 %N to i64
  %62 = icmp sle i64 %60, %61
  %63 = and i1 %57, %62
  %64 = mul i32 %k, 32
  %65 = icmp sle i32 0, %64
  %66 = mul i32 %k, 32
  %67 = sext i32 %66 to i64
  %68 = add i64 %67, 32
  %69 = sext i32 %K to i64
  %70 = icmp sle i64 %68, %69
  %71 = and i1 %65, %70
  %72 = and i1 %63, %71
  br i1 %72, label %if.then37, label %if.else38

for.cond7:                                        ; preds = %for.end13, %if.then
  %i10 = phi i32 [ 0, %if.then ], [ %97, %for.end13 ]
  %73 = icmp slt i32 %i10, 32
  br i1 %73, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %if.end

for.cond11:                                       ; preds = %for.body12, %for.body8
  %j14 = phi i32 [ 0, %for.body8 ], [ %96, %for.body12 ]
  %74 = icmp slt i32 %j14, 32
  br i1 %74, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %75 = mul i32 %by, 32
  %76 = add i32 %75, %i10
  %77 = sext i32 %76 to i64
  %78 = sext i32 %K to i64
  %79 = mul nsw i64 %77, %78
  %80 = mul i32 %k, 32
  %81 = add i32 %80, %j14
  %82 = sext i32 %81 to i64
  %83 = add nsw i64 %79, %82
  %84 = getelementptr inbounds i8, ptr %A, i64 %83
  %85 = load i8, ptr %84, align 1
  %86 = zext i8 %85 to i32
  %87 = call float @tilec_rt_f8e4m3_to_f32(i32 %86)
  %88 = sext i32 %i10 to i64
  %89 = mul nsw i64 %88, 32
  %90 = sext i32 %j14 to i64
  %91 = add nsw i64 %89, %90
  %92 = getelementptr inbounds i8, ptr %A_s, i64 %91
  %93 = fpext float %87 to double
  %94 = call i32 @tilec_rt_f8e4m3_from_double(double %93)
  %95 = trunc i32 %94 to i8
  store i8 %95, ptr %92, align 1
  %96 = add nsw i32 %j14, 1
  br label %for.cond11, !llvm.loop !5

for.end13:                                        ; preds = %for.cond11
  %97 = add nsw i32 %i10, 1
  br label %for.cond7, !llvm.loop !6

for.cond15:                                       ; preds = %for.end35, %if.else
  %i18 = phi i32 [ 0, %if.else ], [ %223, %for.end35 ]
  %98 = icmp slt i32 %i18, 32
  br i1 %98, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  %99 = mul i32 %k, 32
  %100 = sext i32 %99 to i64
  %101 = sub i64 0, %100
  %102 = icmp slt i64 %101, 0
  %103 = mul i32 %k, 32
  %104 = sext i32 %103 to i64
  %105 = sub i64 0, %104
  %106 = icmp sgt i64 %105, 32
  %107 = mul i32 %k, 32
  %108 = sext i32 %107 to i64
  %109 = sub i64 0, %108
  %110 = select i1 %106, i64 32, i64 %109
  %111 = select i1 %102, i64 0, i64 %110
  %tl_lo0 = trunc i64 %111 to i32
  %112 = sext i32 %K to i64
  %113 = mul i32 %k, 32
  %114 = sext i32 %113 to i64
  %115 = sub i64 %112, %114
  %116 = icmp slt i64 %115, 0
  %117 = sext i32 %K to i64
  %118 = mul i32 %k, 32
  %119 = sext i32 %118 to i64
  %120 = sub i64 %117, %119
  %121 = icmp sgt i64 %120, 32
  %122 = sext i32 %K to i64
  %123 = mul i32 %k, 32
  %124 = sext i32 %123 to i64
  %125 = sub i64 %122, %124
  %126 = select i1 %121, i64 32, i64 %125
  %127 = select i1 %116, i64 0, i64 %126
  %128 = sext i32 %tl_lo0 to i64
  %129 = icmp slt i64 %127, %128
  %130 = sext i32 %tl_lo0 to i64
  %131 = sext i32 %K to i64
  %132 = mul i32 %k, 32
  %133 = sext i32 %132 to i64
  %134 = sub i64 %131, %133
  %135 = icmp slt i64 %134, 0
  %136 = sext i32 %K to i64
  %137 = mul i32 %k, 32
  %138 = sext i32 %137 to i64
  %139 = sub i64 %136, %138
  %140 = icmp sgt i64 %139, 32
  %141 = sext i32 %K to i64
  %142 = mul i32 %k, 32
  %143 = sext i32 %142 to i64
  %144 = sub i64 %141, %143
  %145 = select i1 %140, i64 32, i64 %144
  %146 = select i1 %135, i64 0, i64 %145
  %147 = select i1 %129, i64 %130, i64 %146
  %tl_hi1 = trunc i64 %147 to i32
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  br label %if.end

for.cond19:                                       ; preds = %for.body20, %for.body16
  %j22 = phi i32 [ 0, %for.body16 ], [ %158, %for.body20 ]
  %148 = icmp slt i32 %j22, %tl_lo0
  br i1 %148, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %149 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %150 = sext i32 %i18 to i64
  %151 = mul nsw i64 %150, 32
  %152 = sext i32 %j22 to i64
  %153 = add nsw i64 %151, %152
  %154 = getelementptr inbounds i8, ptr %A_s, i64 %153
  %155 = fpext float %149 to double
  %156 = call i32 @tilec_rt_f8e4m3_from_double(double %155)
  %157 = trunc i32 %156 to i8
  store i8 %157, ptr %154, align 1
  %158 = add nsw i32 %j22, 1
  br label %for.cond19, !llvm.loop !7

for.end21:                                        ; preds = %for.cond19
  %159 = mul i32 %by, 32
  %160 = sext i32 %159 to i64
  %161 = sext i32 %i18 to i64
  %162 = add i64 %160, %161
  %163 = icmp sle i64 0, %162
  %164 = mul i32 %by, 32
  %165 = sext i32 %164 to i64
  %166 = sext i32 %i18 to i64
  %167 = add i64 %165, %166
  %168 = sext i32 %M to i64
  %169 = icmp slt i64 %167, %168
  %170 = and i1 %163, %169
  br i1 %170, label %if.then23, label %if.else24

if.then23:                                        ; preds = %for.end21
  %171 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond26

if.else24:                                        ; preds = %for.end21
  %172 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond29

if.end25:                                         ; preds = %for.end31, %for.end28
  %173 = sub i32 32, %tl_hi1
  br label %for.cond33

for.cond26:                                       ; preds = %for.body27, %if.then23
  %j2 = phi i32 [ 0, %if.then23 ], [ %198, %for.body27 ]
  %174 = icmp slt i32 %j2, %171
  br i1 %174, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  %175 = mul i32 %by, 32
  %176 = add i32 %175, %i18
  %177 = sext i32 %176 to i64
  %178 = sext i32 %K to i64
  %179 = mul nsw i64 %177, %178
  %180 = mul i32 %k, 32
  %181 = add i32 %tl_lo0, %j2
  %182 = add i32 %180, %181
  %183 = sext i32 %182 to i64
  %184 = add nsw i64 %179, %183
  %185 = getelementptr inbounds i8, ptr %A, i64 %184
  %186 = load i8, ptr %185, align 1
  %187 = zext i8 %186 to i32
  %188 = call float @tilec_rt_f8e4m3_to_f32(i32 %187)
  %189 = sext i32 %i18 to i64
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
  br label %for.cond26, !llvm.loop !8

for.end28:                                        ; preds = %for.cond26
  br label %if.end25

for.cond29:                                       ; preds = %for.body30, %if.else24
  %j232 = phi i32 [ 0, %if.else24 ], [ %210, %for.body30 ]
  %199 = icmp slt i32 %j232, %172
  br i1 %199, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  %200 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %201 = sext i32 %i18 to i64
  %202 = mul nsw i64 %201, 32
  %203 = add i32 %tl_lo0, %j232
  %204 = sext i32 %203 to i64
  %205 = add nsw i64 %202, %204
  %206 = getelementptr inbounds i8, ptr %A_s, i64 %205
  %207 = fpext float %200 to double
  %208 = call i32 @tilec_rt_f8e4m3_from_double(double %207)
  %209 = trunc i32 %208 to i8
  store i8 %209, ptr %206, align 1
  %210 = add nsw i32 %j232, 1
  br label %for.cond29, !llvm.loop !9

for.end31:                                        ; preds = %for.cond29
  br label %if.end25

for.cond33:                                       ; preds = %for.body34, %if.end25
  %j236 = phi i32 [ 0, %if.end25 ], [ %222, %for.body34 ]
  %211 = icmp slt i32 %j236, %173
  br i1 %211, label %for.body34, label %for.end35

for.body34:                                       ; preds = %for.cond33
  %212 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %213 = sext i32 %i18 to i64
  %214 = mul nsw i64 %213, 32
  %215 = add i32 %tl_hi1, %j236
  %216 = sext i32 %215 to i64
  %217 = add nsw i64 %214, %216
  %218 = getelementptr inbounds i8, ptr %A_s, i64 %217
  %219 = fpext float %212 to double
  %220 = call i32 @tilec_rt_f8e4m3_from_double(double %219)
  %221 = trunc i32 %220 to i8
  store i8 %221, ptr %218, align 1
  %222 = add nsw i32 %j236, 1
  br label %for.cond33, !llvm.loop !10

for.end35:                                        ; preds = %for.cond33
  %223 = add nsw i32 %i18, 1
  br label %for.cond15, !llvm.loop !11

if.then37:                                        ; preds = %if.end
  br label %for.cond40

if.else38:                                        ; preds = %if.end
  br label %for.cond48

if.end39:                                         ; preds = %for.end50, %for.end42
  br label %for.cond70

for.cond40:                                       ; preds = %for.end46, %if.then37
  %i43 = phi i32 [ 0, %if.then37 ], [ %248, %for.end46 ]
  %224 = icmp slt i32 %i43, 32
  br i1 %224, label %for.body41, label %for.end42

for.body41:                                       ; preds = %for.cond40
  br label %for.cond44

for.end42:                                        ; preds = %for.cond40
  br label %if.end39

for.cond44:                                       ; preds = %for.body45, %for.body41
  %j47 = phi i32 [ 0, %for.body41 ], [ %247, %for.body45 ]
  %225 = icmp slt i32 %j47, 32
  br i1 %225, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %226 = mul i32 %bx, 32
  %227 = add i32 %226, %i43
  %228 = sext i32 %227 to i64
  %229 = sext i32 %K to i64
  %230 = mul nsw i64 %228, %229
  %231 = mul i32 %k, 32
  %232 = add i32 %231, %j47
  %233 = sext i32 %232 to i64
  %234 = add nsw i64 %230, %233
  %235 = getelementptr inbounds i8, ptr %B, i64 %234
  %236 = load i8, ptr %235, align 1
  %237 = zext i8 %236 to i32
  %238 = call float @tilec_rt_f8e4m3_to_f32(i32 %237)
  %239 = sext i32 %i43 to i64
  %240 = mul nsw i64 %239, 32
  %241 = sext i32 %j47 to i64
  %242 = add nsw i64 %240, %241
  %243 = getelementptr inbounds i8, ptr %B_s, i64 %242
  %244 = fpext float %238 to double
  %245 = call i32 @tilec_rt_f8e4m3_from_double(double %244)
  %246 = trunc i32 %245 to i8
  store i8 %246, ptr %243, align 1
  %247 = add nsw i32 %j47, 1
  br label %for.cond44, !llvm.loop !12

for.end46:                                        ; preds = %for.cond44
  %248 = add nsw i32 %i43, 1
  br label %for.cond40, !llvm.loop !13

for.cond48:                                       ; preds = %for.end68, %if.else38
  %i51 = phi i32 [ 0, %if.else38 ], [ %374, %for.end68 ]
  %249 = icmp slt i32 %i51, 32
  br i1 %249, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %250 = mul i32 %k, 32
  %251 = sext i32 %250 to i64
  %252 = sub i64 0, %251
  %253 = icmp slt i64 %252, 0
  %254 = mul i32 %k, 32
  %255 = sext i32 %254 to i64
  %256 = sub i64 0, %255
  %257 = icmp sgt i64 %256, 32
  %258 = mul i32 %k, 32
  %259 = sext i32 %258 to i64
  %260 = sub i64 0, %259
  %261 = select i1 %257, i64 32, i64 %260
  %262 = select i1 %253, i64 0, i64 %261
  %tl_lo2 = trunc i64 %262 to i32
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
  %279 = sext i32 %tl_lo2 to i64
  %280 = icmp slt i64 %278, %279
  %281 = sext i32 %tl_lo2 to i64
  %282 = sext i32 %K to i64
  %283 = mul i32 %k, 32
  %284 = sext i32 %283 to i64
  %285 = sub i64 %282, %284
  %286 = icmp slt i64 %285, 0
  %287 = sext i32 %K to i64
  %288 = mul i32 %k, 32
  %289 = sext i32 %288 to i64
  %290 = sub i64 %287, %289
  %291 = icmp sgt i64 %290, 32
  %292 = sext i32 %K to i64
  %293 = mul i32 %k, 32
  %294 = sext i32 %293 to i64
  %295 = sub i64 %292, %294
  %296 = select i1 %291, i64 32, i64 %295
  %297 = select i1 %286, i64 0, i64 %296
  %298 = select i1 %280, i64 %281, i64 %297
  %tl_hi3 = trunc i64 %298 to i32
  br label %for.cond52

for.end50:                                        ; preds = %for.cond48
  br label %if.end39

for.cond52:                                       ; preds = %for.body53, %for.body49
  %j55 = phi i32 [ 0, %for.body49 ], [ %309, %for.body53 ]
  %299 = icmp slt i32 %j55, %tl_lo2
  br i1 %299, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %300 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %301 = sext i32 %i51 to i64
  %302 = mul nsw i64 %301, 32
  %303 = sext i32 %j55 to i64
  %304 = add nsw i64 %302, %303
  %305 = getelementptr inbounds i8, ptr %B_s, i64 %304
  %306 = fpext float %300 to double
  %307 = call i32 @tilec_rt_f8e4m3_from_double(double %306)
  %308 = trunc i32 %307 to i8
  store i8 %308, ptr %305, align 1
  %309 = add nsw i32 %j55, 1
  br label %for.cond52, !llvm.loop !14

for.end54:                                        ; preds = %for.cond52
  %310 = mul i32 %bx, 32
  %311 = sext i32 %310 to i64
  %312 = sext i32 %i51 to i64
  %313 = add i64 %311, %312
  %314 = icmp sle i64 0, %313
  %315 = mul i32 %bx, 32
  %316 = sext i32 %315 to i64
  %317 = sext i32 %i51 to i64
  %318 = add i64 %316, %317
  %319 = sext i32 %N to i64
  %320 = icmp slt i64 %318, %319
  %321 = and i1 %314, %320
  br i1 %321, label %if.then56, label %if.else57

if.then56:                                        ; preds = %for.end54
  %322 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond59

if.else57:                                        ; preds = %for.end54
  %323 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond62

if.end58:                                         ; preds = %for.end64, %for.end61
  %324 = sub i32 32, %tl_hi3
  br label %for.cond66

for.cond59:                                       ; preds = %for.body60, %if.then56
  %j3 = phi i32 [ 0, %if.then56 ], [ %349, %for.body60 ]
  %325 = icmp slt i32 %j3, %322
  br i1 %325, label %for.body60, label %for.end61

for.body60:                                       ; preds = %for.cond59
  %326 = mul i32 %bx, 32
  %327 = add i32 %326, %i51
  %328 = sext i32 %327 to i64
  %329 = sext i32 %K to i64
  %330 = mul nsw i64 %328, %329
  %331 = mul i32 %k, 32
  %332 = add i32 %tl_lo2, %j3
  %333 = add i32 %331, %332
  %334 = sext i32 %333 to i64
  %335 = add nsw i64 %330, %334
  %336 = getelementptr inbounds i8, ptr %B, i64 %335
  %337 = load i8, ptr %336, align 1
  %338 = zext i8 %337 to i32
  %339 = call float @tilec_rt_f8e4m3_to_f32(i32 %338)
  %340 = sext i32 %i51 to i64
  %341 = mul nsw i64 %340, 32
  %342 = add i32 %tl_lo2, %j3
  %343 = sext i32 %342 to i64
  %344 = add nsw i64 %341, %343
  %345 = getelementptr inbounds i8, ptr %B_s, i64 %344
  %346 = fpext float %339 to double
  %347 = call i32 @tilec_rt_f8e4m3_from_double(double %346)
  %348 = trunc i32 %347 to i8
  store i8 %348, ptr %345, align 1
  %349 = add nsw i32 %j3, 1
  br label %for.cond59, !llvm.loop !15

for.end61:                                        ; preds = %for.cond59
  br label %if.end58

for.cond62:                                       ; preds = %for.body63, %if.else57
  %j365 = phi i32 [ 0, %if.else57 ], [ %361, %for.body63 ]
  %350 = icmp slt i32 %j365, %323
  br i1 %350, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %351 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %352 = sext i32 %i51 to i64
  %353 = mul nsw i64 %352, 32
  %354 = add i32 %tl_lo2, %j365
  %355 = sext i32 %354 to i64
  %356 = add nsw i64 %353, %355
  %357 = getelementptr inbounds i8, ptr %B_s, i64 %356
  %358 = fpext float %351 to double
  %359 = call i32 @tilec_rt_f8e4m3_from_double(double %358)
  %360 = trunc i32 %359 to i8
  store i8 %360, ptr %357, align 1
  %361 = add nsw i32 %j365, 1
  br label %for.cond62, !llvm.loop !16

for.end64:                                        ; preds = %for.cond62
  br label %if.end58

for.cond66:                                       ; preds = %for.body67, %if.end58
  %j369 = phi i32 [ 0, %if.end58 ], [ %373, %for.body67 ]
  %362 = icmp slt i32 %j369, %324
  br i1 %362, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  %363 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %364 = sext i32 %i51 to i64
  %365 = mul nsw i64 %364, 32
  %366 = add i32 %tl_hi3, %j369
  %367 = sext i32 %366 to i64
  %368 = add nsw i64 %365, %367
  %369 = getelementptr inbounds i8, ptr %B_s, i64 %368
  %370 = fpext float %363 to double
  %371 = call i32 @tilec_rt_f8e4m3_from_double(double %370)
  %372 = trunc i32 %371 to i8
  store i8 %372, ptr %369, align 1
  %373 = add nsw i32 %j369, 1
  br label %for.cond66, !llvm.loop !17

for.end68:                                        ; preds = %for.cond66
  %374 = add nsw i32 %i51, 1
  br label %for.cond48, !llvm.loop !18

for.cond70:                                       ; preds = %for.end75, %if.end39
  %tl_i = phi i32 [ 0, %if.end39 ], [ %384, %for.end75 ]
  %375 = icmp slt i32 %tl_i, 32
  br i1 %375, label %for.body71, label %for.end72

for.body71:                                       ; preds = %for.cond70
  br label %for.cond73

for.end72:                                        ; preds = %for.cond70
  %376 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !19

for.cond73:                                       ; preds = %for.end78, %for.body71
  %tl_j = phi i32 [ 0, %for.body71 ], [ %411, %for.end78 ]
  %377 = icmp slt i32 %tl_j, 32
  br i1 %377, label %for.body74, label %for.end75

for.body74:                                       ; preds = %for.cond73
  %378 = sext i32 %tl_i to i64
  %379 = mul nsw i64 %378, 32
  %380 = sext i32 %tl_j to i64
  %381 = add nsw i64 %379, %380
  %382 = getelementptr inbounds float, ptr %C_f, i64 %381
  %383 = load float, ptr %382, align 4
  store float %383, ptr %tl_acc, align 4
  br label %for.cond76

for.end75:                                        ; preds = %for.cond73
  %384 = add nsw i32 %tl_i, 1
  br label %for.cond70, !llvm.loop !20

for.cond76:                                       ; preds = %for.body77, %for.body74
  %tl_p = phi i32 [ 0, %for.body74 ], [ %404, %for.body77 ]
  %385 = icmp slt i32 %tl_p, 32
  br i1 %385, label %for.body77, label %for.end78

for.body77:                                       ; preds = %for.cond76
  %tl_acc79 = load float, ptr %tl_acc, align 4
  %386 = sext i32 %tl_i to i64
  %387 = mul nsw i64 %386, 32
  %388 = sext i32 %tl_p to i64
  %389 = add nsw i64 %387, %388
  %390 = getelementptr inbounds i8, ptr %A_s, i64 %389
  %391 = load i8, ptr %390, align 1
  %392 = zext i8 %391 to i32
  %393 = call float @tilec_rt_f8e4m3_to_f32(i32 %392)
  %394 = sext i32 %tl_j to i64
  %395 = mul nsw i64 %394, 32
  %396 = sext i32 %tl_p to i64
  %397 = add nsw i64 %395, %396
  %398 = getelementptr inbounds i8, ptr %B_s, i64 %397
  %399 = load i8, ptr %398, align 1
  %400 = zext i8 %399 to i32
  %401 = call float @tilec_rt_f8e4m3_to_f32(i32 %400)
  %402 = fmul float %393, %401
  %403 = fadd float %tl_acc79, %402
  store float %403, ptr %tl_acc, align 4
  %404 = add nsw i32 %tl_p, 1
  br label %for.cond76, !llvm.loop !21

for.end78:                                        ; preds = %for.cond76
  %405 = load float, ptr %tl_acc, align 4
  %406 = sext i32 %tl_i to i64
  %407 = mul nsw i64 %406, 32
  %408 = sext i32 %tl_j to i64
  %409 = add nsw i64 %407, %408
  %410 = getelementptr inbounds float, ptr %C_f, i64 %409
  store float %405, ptr %410, align 4
  %411 = add nsw i32 %tl_j, 1
  br label %for.cond73, !llvm.loop !22

if.then80:                                        ; preds = %for.end6
  br label %for.cond83

if.else81:                                        ; preds = %for.end6
  br label %for.cond92

if.end82:                                         ; preds = %for.end94, %for.end85
  ret void

for.cond83:                                       ; preds = %if.end88, %if.then80
  %i1 = phi i32 [ 0, %if.then80 ], [ %431, %if.end88 ]
  %412 = icmp slt i32 %i1, 32
  br i1 %412, label %for.body84, label %for.end85

for.body84:                                       ; preds = %for.cond83
  %413 = sext i32 %M to i64
  %414 = sext i32 %N to i64
  %415 = mul i64 %413, %414
  %416 = icmp sge i64 %415, 8388608
  br i1 %416, label %if.then86, label %if.else87

for.end85:                                        ; preds = %for.cond83
  br label %if.end82

if.then86:                                        ; preds = %for.body84
  %417 = mul i32 %by, 32
  %418 = add i32 %417, %i1
  %419 = sext i32 %418 to i64
  %420 = sext i32 %N to i64
  %421 = mul nsw i64 %419, %420
  %422 = mul i32 %bx, 32
  %423 = add i32 %422, 0
  %424 = sext i32 %423 to i64
  %425 = add nsw i64 %421, %424
  %426 = getelementptr inbounds float, ptr %C, i64 %425
  %427 = sext i32 %i1 to i64
  %428 = mul nsw i64 %427, 32
  %429 = add nsw i64 %428, 0
  %430 = getelementptr inbounds float, ptr %C_f, i64 %429
  call void @tilec_rt_stream(ptr %426, ptr %430, i64 128)
  br label %if.end88

if.else87:                                        ; preds = %for.body84
  br label %for.cond89

if.end88:                                         ; preds = %for.end91, %if.then86
  %431 = add nsw i32 %i1, 1
  br label %for.cond83, !llvm.loop !23

for.cond89:                                       ; preds = %for.body90, %if.else87
  %j1 = phi i32 [ 0, %if.else87 ], [ %449, %for.body90 ]
  %432 = icmp slt i32 %j1, 32
  br i1 %432, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %433 = sext i32 %i1 to i64
  %434 = mul nsw i64 %433, 32
  %435 = sext i32 %j1 to i64
  %436 = add nsw i64 %434, %435
  %437 = getelementptr inbounds float, ptr %C_f, i64 %436
  %438 = load float, ptr %437, align 4
  %439 = mul i32 %by, 32
  %440 = add i32 %439, %i1
  %441 = sext i32 %440 to i64
  %442 = sext i32 %N to i64
  %443 = mul nsw i64 %441, %442
  %444 = mul i32 %bx, 32
  %445 = add i32 %444, %j1
  %446 = sext i32 %445 to i64
  %447 = add nsw i64 %443, %446
  %448 = getelementptr inbounds float, ptr %C, i64 %447
  store float %438, ptr %448, align 4
  %449 = add nsw i32 %j1, 1
  br label %for.cond89, !llvm.loop !24

for.end91:                                        ; preds = %for.cond89
  br label %if.end88

for.cond92:                                       ; preds = %if.end98, %if.else81
  %i195 = phi i32 [ 0, %if.else81 ], [ %513, %if.end98 ]
  %450 = icmp slt i32 %i195, 32
  br i1 %450, label %for.body93, label %for.end94

for.body93:                                       ; preds = %for.cond92
  %451 = mul i32 %bx, 32
  %452 = sext i32 %451 to i64
  %453 = sub i64 0, %452
  %454 = icmp slt i64 %453, 0
  %455 = mul i32 %bx, 32
  %456 = sext i32 %455 to i64
  %457 = sub i64 0, %456
  %458 = icmp sgt i64 %457, 32
  %459 = mul i32 %bx, 32
  %460 = sext i32 %459 to i64
  %461 = sub i64 0, %460
  %462 = select i1 %458, i64 32, i64 %461
  %463 = select i1 %454, i64 0, i64 %462
  %tl_lo4 = trunc i64 %463 to i32
  %464 = sext i32 %N to i64
  %465 = mul i32 %bx, 32
  %466 = sext i32 %465 to i64
  %467 = sub i64 %464, %466
  %468 = icmp slt i64 %467, 0
  %469 = sext i32 %N to i64
  %470 = mul i32 %bx, 32
  %471 = sext i32 %470 to i64
  %472 = sub i64 %469, %471
  %473 = icmp sgt i64 %472, 32
  %474 = sext i32 %N to i64
  %475 = mul i32 %bx, 32
  %476 = sext i32 %475 to i64
  %477 = sub i64 %474, %476
  %478 = select i1 %473, i64 32, i64 %477
  %479 = select i1 %468, i64 0, i64 %478
  %480 = sext i32 %tl_lo4 to i64
  %481 = icmp slt i64 %479, %480
  %482 = sext i32 %tl_lo4 to i64
  %483 = sext i32 %N to i64
  %484 = mul i32 %bx, 32
  %485 = sext i32 %484 to i64
  %486 = sub i64 %483, %485
  %487 = icmp slt i64 %486, 0
  %488 = sext i32 %N to i64
  %489 = mul i32 %bx, 32
  %490 = sext i32 %489 to i64
  %491 = sub i64 %488, %490
  %492 = icmp sgt i64 %491, 32
  %493 = sext i32 %N to i64
  %494 = mul i32 %bx, 32
  %495 = sext i32 %494 to i64
  %496 = sub i64 %493, %495
  %497 = select i1 %492, i64 32, i64 %496
  %498 = select i1 %487, i64 0, i64 %497
  %499 = select i1 %481, i64 %482, i64 %498
  %tl_hi5 = trunc i64 %499 to i32
  %500 = mul i32 %by, 32
  %501 = sext i32 %500 to i64
  %502 = sext i32 %i195 to i64
  %503 = add i64 %501, %502
  %504 = icmp sle i64 0, %503
  %505 = mul i32 %by, 32
  %506 = sext i32 %505 to i64
  %507 = sext i32 %i195 to i64
  %508 = add i64 %506, %507
  %509 = sext i32 %M to i64
  %510 = icmp slt i64 %508, %509
  %511 = and i1 %504, %510
  br i1 %511, label %if.then96, label %if.else97

for.end94:                                        ; preds = %for.cond92
  br label %if.end82

if.then96:                                        ; preds = %for.body93
  %512 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond99

if.else97:                                        ; preds = %for.body93
  br label %if.end98

if.end98:                                         ; preds = %if.else97, %for.end101
  %513 = add nsw i32 %i195, 1
  br label %for.cond92, !llvm.loop !25

for.cond99:                                       ; preds = %for.body100, %if.then96
  %j11 = phi i32 [ 0, %if.then96 ], [ %533, %for.body100 ]
  %514 = icmp slt i32 %j11, %512
  br i1 %514, label %for.body100, label %for.end101

for.body100:                                      ; preds = %for.cond99
  %515 = sext i32 %i195 to i64
  %516 = mul nsw i64 %515, 32
  %517 = add i32 %tl_lo4, %j11
  %518 = sext i32 %517 to i64
  %519 = add nsw i64 %516, %518
  %520 = getelementptr inbounds float, ptr %C_f, i64 %519
  %521 = load float, ptr %520, align 4
  %522 = mul i32 %by, 32
  %523 = add i32 %522, %i195
  %524 = sext i32 %523 to i64
  %525 = sext i32 %N to i64
  %526 = mul nsw i64 %524, %525
  %527 = mul i32 %bx, 32
  %528 = add i32 %tl_lo4, %j11
  %529 = add i32 %527, %528
  %530 = sext i32 %529 to i64
  %531 = add nsw i64 %526, %530
  %532 = getelementptr inbounds float, ptr %C, i64 %531
  store float %521, ptr %532, align 4
  %533 = add nsw i32 %j11, 1
  br label %for.cond99, !llvm.loop !26

for.end101:                                       ; preds = %for.cond99
  br label %if.end98
}

declare float @tilec_rt_f8e4m3_to_f32(i32)

declare i32 @tilec_rt_f8e4m3_from_double(double)

declare float @tilec_rt_f8e4m3r(double)

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nounwind
define internal void @fp8_gemm_task(ptr %ctx, i64 %block) #1 {
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
define i32 @tilec_launch_fp8_gemm(ptr %args, ptr %dims, ptr %self) #1 {
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

for.cond:                                         ; preds = %for.end3, %body
  %i1 = phi i32 [ 0, %body ], [ %20, %for.end3 ]
  %0 = icmp slt i32 %i1, 32
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  %1 = sext i32 %K to i64
  %2 = sdiv i64 %1, 32
  %3 = sub i64 0, %1
  %4 = select i1 false, i64 %3, i64 %2
  %5 = srem i64 %1, 32
  %6 = icmp ne i64 %5, 0
  %7 = icmp slt i64 %1, 0
  %8 = icmp eq i1 %7, false
  %9 = and i1 %6, %8
  %10 = zext i1 %9 to i64
  %11 = add i64 %4, %10
  %12 = trunc i64 %11 to i32
  br label %for.cond4

for.cond1:                                        ; preds = %for.body2, %for.body
  %j1 = phi i32 [ 0, %for.body ], [ %19, %for.body2 ]
  %13 = icmp slt i32 %j1, 32
  br i1 %13, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %14 = sext i32 %i1 to i64
  %15 = mul nsw i64 %14, 32
  %16 = sext i32 %j1 to i64
  %17 = add nsw i64 %15, %16
  %18 = getelementptr inbounds float, ptr %C_f, i64 %17
  store float 0.000000e+00, ptr %18, align 4
  %19 = add nsw i32 %j1, 1
  br label %for.cond1, !llvm.loop !27

for.end3:                                         ; preds = %for.cond1
  %20 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !28

for.cond4:                                        ; preds = %for.end90, %for.end
  %k = phi i32 [ 0, %for.end ], [ %421, %for.end90 ]
  %21 = icmp slt i32 %k, %12
  br i1 %21, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %22 = mul i32 %by, 32
  %23 = icmp sle i32 0, %22
  %24 = mul i32 %by, 32
  %25 = sext i32 %24 to i64
  %26 = add i64 %25, 32
  %27 = sext i32 %M to i64
  %28 = icmp sle i64 %26, %27
  %29 = and i1 %23, %28
  %30 = mul i32 %k, 32
  %31 = icmp sle i32 0, %30
  %32 = mul i32 %k, 32
  %33 = sext i32 %32 to i64
  %34 = add i64 %33, 32
  %35 = sext i32 %K to i64
  %36 = icmp sle i64 %34, %35
  %37 = and i1 %31, %36
  %38 = and i1 %29, %37
  br i1 %38, label %if.then, label %if.else

for.end6:                                         ; preds = %for.cond4
  %39 = mul i32 %by, 32
  %40 = icmp sle i32 0, %39
  %41 = mul i32 %by, 32
  %42 = sext i32 %41 to i64
  %43 = add i64 %42, 32
  %44 = sext i32 %M to i64
  %45 = icmp sle i64 %43, %44
  %46 = and i1 %40, %45
  %47 = mul i32 %bx, 32
  %48 = icmp sle i32 0, %47
  %49 = mul i32 %bx, 32
  %50 = sext i32 %49 to i64
  %51 = add i64 %50, 32
  %52 = sext i32 %N to i64
  %53 = icmp sle i64 %51, %52
  %54 = and i1 %48, %53
  %55 = and i1 %46, %54
  br i1 %55, label %if.then100, label %if.else101

if.then:                                          ; preds = %for.body5
  br label %for.cond7

if.else:                                          ; preds = %for.body5
  br label %for.cond15

if.end:                                           ; preds = %for.end17, %for.end9
  %56 = mul i32 %bx, 32
  %57 = icmp sle i32 0, %56
  %58 = mul i32 %bx, 32
  %59 = sext i32 %58 to i64
  %60 = add i64 %59, 32
  %61 = sext i32 %N to i64
  %62 = icmp sle i64 %60, %61
  %63 = and i1 %57, %62
  %64 = mul i32 %k, 32
  %65 = icmp sle i32 0, %64
  %66 = mul i32 %k, 32
  %67 = sext i32 %66 to i64
  %68 = add i64 %67, 32
  %69 = sext i32 %K to i64
  %70 = icmp sle i64 %68, %69
  %71 = and i1 %65, %70
  %72 = and i1 %63, %71
  br i1 %72, label %if.then37, label %if.else38

for.cond7:                                        ; preds = %for.end13, %if.then
  %i110 = phi i32 [ 0, %if.then ], [ %97, %for.end13 ]
  %73 = icmp slt i32 %i110, 32
  br i1 %73, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %if.end

for.cond11:                                       ; preds = %for.body12, %for.body8
  %j114 = phi i32 [ 0, %for.body8 ], [ %96, %for.body12 ]
  %74 = icmp slt i32 %j114, 32
  br i1 %74, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %75 = mul i32 %by, 32
  %76 = add i32 %75, %i110
  %77 = sext i32 %76 to i64
  %78 = sext i32 %K to i64
  %79 = mul nsw i64 %77, %78
  %80 = mul i32 %k, 32
  %81 = add i32 %80, %j114
  %82 = sext i32 %81 to i64
  %83 = add nsw i64 %79, %82
  %84 = getelementptr inbounds i8, ptr %A, i64 %83
  %85 = load i8, ptr %84, align 1
  %86 = zext i8 %85 to i32
  %87 = call float @tilec_rt_f8e4m3_to_f32(i32 %86)
  %88 = sext i32 %i110 to i64
  %89 = mul nsw i64 %88, 32
  %90 = sext i32 %j114 to i64
  %91 = add nsw i64 %89, %90
  %92 = getelementptr inbounds i8, ptr %A_s, i64 %91
  %93 = fpext float %87 to double
  %94 = call i32 @tilec_rt_f8e4m3_from_double(double %93)
  %95 = trunc i32 %94 to i8
  store i8 %95, ptr %92, align 1
  %96 = add nsw i32 %j114, 1
  br label %for.cond11, !llvm.loop !29

for.end13:                                        ; preds = %for.cond11
  %97 = add nsw i32 %i110, 1
  br label %for.cond7, !llvm.loop !30

for.cond15:                                       ; preds = %for.end35, %if.else
  %i118 = phi i32 [ 0, %if.else ], [ %223, %for.end35 ]
  %98 = icmp slt i32 %i118, 32
  br i1 %98, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  %99 = mul i32 %k, 32
  %100 = sext i32 %99 to i64
  %101 = sub i64 0, %100
  %102 = icmp slt i64 %101, 0
  %103 = mul i32 %k, 32
  %104 = sext i32 %103 to i64
  %105 = sub i64 0, %104
  %106 = icmp sgt i64 %105, 32
  %107 = mul i32 %k, 32
  %108 = sext i32 %107 to i64
  %109 = sub i64 0, %108
  %110 = select i1 %106, i64 32, i64 %109
  %111 = select i1 %102, i64 0, i64 %110
  %tl_lo0 = trunc i64 %111 to i32
  %112 = sext i32 %K to i64
  %113 = mul i32 %k, 32
  %114 = sext i32 %113 to i64
  %115 = sub i64 %112, %114
  %116 = icmp slt i64 %115, 0
  %117 = sext i32 %K to i64
  %118 = mul i32 %k, 32
  %119 = sext i32 %118 to i64
  %120 = sub i64 %117, %119
  %121 = icmp sgt i64 %120, 32
  %122 = sext i32 %K to i64
  %123 = mul i32 %k, 32
  %124 = sext i32 %123 to i64
  %125 = sub i64 %122, %124
  %126 = select i1 %121, i64 32, i64 %125
  %127 = select i1 %116, i64 0, i64 %126
  %128 = sext i32 %tl_lo0 to i64
  %129 = icmp slt i64 %127, %128
  %130 = sext i32 %tl_lo0 to i64
  %131 = sext i32 %K to i64
  %132 = mul i32 %k, 32
  %133 = sext i32 %132 to i64
  %134 = sub i64 %131, %133
  %135 = icmp slt i64 %134, 0
  %136 = sext i32 %K to i64
  %137 = mul i32 %k, 32
  %138 = sext i32 %137 to i64
  %139 = sub i64 %136, %138
  %140 = icmp sgt i64 %139, 32
  %141 = sext i32 %K to i64
  %142 = mul i32 %k, 32
  %143 = sext i32 %142 to i64
  %144 = sub i64 %141, %143
  %145 = select i1 %140, i64 32, i64 %144
  %146 = select i1 %135, i64 0, i64 %145
  %147 = select i1 %129, i64 %130, i64 %146
  %tl_hi1 = trunc i64 %147 to i32
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  br label %if.end

for.cond19:                                       ; preds = %for.body20, %for.body16
  %j122 = phi i32 [ 0, %for.body16 ], [ %158, %for.body20 ]
  %148 = icmp slt i32 %j122, %tl_lo0
  br i1 %148, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %149 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %150 = sext i32 %i118 to i64
  %151 = mul nsw i64 %150, 32
  %152 = sext i32 %j122 to i64
  %153 = add nsw i64 %151, %152
  %154 = getelementptr inbounds i8, ptr %A_s, i64 %153
  %155 = fpext float %149 to double
  %156 = call i32 @tilec_rt_f8e4m3_from_double(double %155)
  %157 = trunc i32 %156 to i8
  store i8 %157, ptr %154, align 1
  %158 = add nsw i32 %j122, 1
  br label %for.cond19, !llvm.loop !31

for.end21:                                        ; preds = %for.cond19
  %159 = mul i32 %by, 32
  %160 = sext i32 %159 to i64
  %161 = sext i32 %i118 to i64
  %162 = add i64 %160, %161
  %163 = icmp sle i64 0, %162
  %164 = mul i32 %by, 32
  %165 = sext i32 %164 to i64
  %166 = sext i32 %i118 to i64
  %167 = add i64 %165, %166
  %168 = sext i32 %M to i64
  %169 = icmp slt i64 %167, %168
  %170 = and i1 %163, %169
  br i1 %170, label %if.then23, label %if.else24

if.then23:                                        ; preds = %for.end21
  %171 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond26

if.else24:                                        ; preds = %for.end21
  %172 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond29

if.end25:                                         ; preds = %for.end31, %for.end28
  %173 = sub i32 32, %tl_hi1
  br label %for.cond33

for.cond26:                                       ; preds = %for.body27, %if.then23
  %j11 = phi i32 [ 0, %if.then23 ], [ %198, %for.body27 ]
  %174 = icmp slt i32 %j11, %171
  br i1 %174, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  %175 = mul i32 %by, 32
  %176 = add i32 %175, %i118
  %177 = sext i32 %176 to i64
  %178 = sext i32 %K to i64
  %179 = mul nsw i64 %177, %178
  %180 = mul i32 %k, 32
  %181 = add i32 %tl_lo0, %j11
  %182 = add i32 %180, %181
  %183 = sext i32 %182 to i64
  %184 = add nsw i64 %179, %183
  %185 = getelementptr inbounds i8, ptr %A, i64 %184
  %186 = load i8, ptr %185, align 1
  %187 = zext i8 %186 to i32
  %188 = call float @tilec_rt_f8e4m3_to_f32(i32 %187)
  %189 = sext i32 %i118 to i64
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
  br label %for.cond26, !llvm.loop !32

for.end28:                                        ; preds = %for.cond26
  br label %if.end25

for.cond29:                                       ; preds = %for.body30, %if.else24
  %j1132 = phi i32 [ 0, %if.else24 ], [ %210, %for.body30 ]
  %199 = icmp slt i32 %j1132, %172
  br i1 %199, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  %200 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %201 = sext i32 %i118 to i64
  %202 = mul nsw i64 %201, 32
  %203 = add i32 %tl_lo0, %j1132
  %204 = sext i32 %203 to i64
  %205 = add nsw i64 %202, %204
  %206 = getelementptr inbounds i8, ptr %A_s, i64 %205
  %207 = fpext float %200 to double
  %208 = call i32 @tilec_rt_f8e4m3_from_double(double %207)
  %209 = trunc i32 %208 to i8
  store i8 %209, ptr %206, align 1
  %210 = add nsw i32 %j1132, 1
  br label %for.cond29, !llvm.loop !33

for.end31:                                        ; preds = %for.cond29
  br label %if.end25

for.cond33:                                       ; preds = %for.body34, %if.end25
  %j1136 = phi i32 [ 0, %if.end25 ], [ %222, %for.body34 ]
  %211 = icmp slt i32 %j1136, %173
  br i1 %211, label %for.body34, label %for.end35

for.body34:                                       ; preds = %for.cond33
  %212 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %213 = sext i32 %i118 to i64
  %214 = mul nsw i64 %213, 32
  %215 = add i32 %tl_hi1, %j1136
  %216 = sext i32 %215 to i64
  %217 = add nsw i64 %214, %216
  %218 = getelementptr inbounds i8, ptr %A_s, i64 %217
  %219 = fpext float %212 to double
  %220 = call i32 @tilec_rt_f8e4m3_from_double(double %219)
  %221 = trunc i32 %220 to i8
  store i8 %221, ptr %218, align 1
  %222 = add nsw i32 %j1136, 1
  br label %for.cond33, !llvm.loop !34

for.end35:                                        ; preds = %for.cond33
  %223 = add nsw i32 %i118, 1
  br label %for.cond15, !llvm.loop !35

if.then37:                                        ; preds = %if.end
  br label %for.cond40

if.else38:                                        ; preds = %if.end
  br label %for.cond48

if.end39:                                         ; preds = %for.end50, %for.end42
  br label %for.cond70

for.cond40:                                       ; preds = %for.end46, %if.then37
  %i143 = phi i32 [ 0, %if.then37 ], [ %248, %for.end46 ]
  %224 = icmp slt i32 %i143, 32
  br i1 %224, label %for.body41, label %for.end42

for.body41:                                       ; preds = %for.cond40
  br label %for.cond44

for.end42:                                        ; preds = %for.cond40
  br label %if.end39

for.cond44:                                       ; preds = %for.body45, %for.body41
  %j147 = phi i32 [ 0, %for.body41 ], [ %247, %for.body45 ]
  %225 = icmp slt i32 %j147, 32
  br i1 %225, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %226 = mul i32 %bx, 32
  %227 = add i32 %226, %i143
  %228 = sext i32 %227 to i64
  %229 = sext i32 %K to i64
  %230 = mul nsw i64 %228, %229
  %231 = mul i32 %k, 32
  %232 = add i32 %231, %j147
  %233 = sext i32 %232 to i64
  %234 = add nsw i64 %230, %233
  %235 = getelementptr inbounds i8, ptr %B, i64 %234
  %236 = load i8, ptr %235, align 1
  %237 = zext i8 %236 to i32
  %238 = call float @tilec_rt_f8e4m3_to_f32(i32 %237)
  %239 = sext i32 %i143 to i64
  %240 = mul nsw i64 %239, 32
  %241 = sext i32 %j147 to i64
  %242 = add nsw i64 %240, %241
  %243 = getelementptr inbounds i8, ptr %B_s, i64 %242
  %244 = fpext float %238 to double
  %245 = call i32 @tilec_rt_f8e4m3_from_double(double %244)
  %246 = trunc i32 %245 to i8
  store i8 %246, ptr %243, align 1
  %247 = add nsw i32 %j147, 1
  br label %for.cond44, !llvm.loop !36

for.end46:                                        ; preds = %for.cond44
  %248 = add nsw i32 %i143, 1
  br label %for.cond40, !llvm.loop !37

for.cond48:                                       ; preds = %for.end68, %if.else38
  %i151 = phi i32 [ 0, %if.else38 ], [ %374, %for.end68 ]
  %249 = icmp slt i32 %i151, 32
  br i1 %249, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %250 = mul i32 %k, 32
  %251 = sext i32 %250 to i64
  %252 = sub i64 0, %251
  %253 = icmp slt i64 %252, 0
  %254 = mul i32 %k, 32
  %255 = sext i32 %254 to i64
  %256 = sub i64 0, %255
  %257 = icmp sgt i64 %256, 32
  %258 = mul i32 %k, 32
  %259 = sext i32 %258 to i64
  %260 = sub i64 0, %259
  %261 = select i1 %257, i64 32, i64 %260
  %262 = select i1 %253, i64 0, i64 %261
  %tl_lo2 = trunc i64 %262 to i32
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
  %279 = sext i32 %tl_lo2 to i64
  %280 = icmp slt i64 %278, %279
  %281 = sext i32 %tl_lo2 to i64
  %282 = sext i32 %K to i64
  %283 = mul i32 %k, 32
  %284 = sext i32 %283 to i64
  %285 = sub i64 %282, %284
  %286 = icmp slt i64 %285, 0
  %287 = sext i32 %K to i64
  %288 = mul i32 %k, 32
  %289 = sext i32 %288 to i64
  %290 = sub i64 %287, %289
  %291 = icmp sgt i64 %290, 32
  %292 = sext i32 %K to i64
  %293 = mul i32 %k, 32
  %294 = sext i32 %293 to i64
  %295 = sub i64 %292, %294
  %296 = select i1 %291, i64 32, i64 %295
  %297 = select i1 %286, i64 0, i64 %296
  %298 = select i1 %280, i64 %281, i64 %297
  %tl_hi3 = trunc i64 %298 to i32
  br label %for.cond52

for.end50:                                        ; preds = %for.cond48
  br label %if.end39

for.cond52:                                       ; preds = %for.body53, %for.body49
  %j155 = phi i32 [ 0, %for.body49 ], [ %309, %for.body53 ]
  %299 = icmp slt i32 %j155, %tl_lo2
  br i1 %299, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %300 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %301 = sext i32 %i151 to i64
  %302 = mul nsw i64 %301, 32
  %303 = sext i32 %j155 to i64
  %304 = add nsw i64 %302, %303
  %305 = getelementptr inbounds i8, ptr %B_s, i64 %304
  %306 = fpext float %300 to double
  %307 = call i32 @tilec_rt_f8e4m3_from_double(double %306)
  %308 = trunc i32 %307 to i8
  store i8 %308, ptr %305, align 1
  %309 = add nsw i32 %j155, 1
  br label %for.cond52, !llvm.loop !38

for.end54:                                        ; preds = %for.cond52
  %310 = mul i32 %bx, 32
  %311 = sext i32 %310 to i64
  %312 = sext i32 %i151 to i64
  %313 = add i64 %311, %312
  %314 = icmp sle i64 0, %313
  %315 = mul i32 %bx, 32
  %316 = sext i32 %315 to i64
  %317 = sext i32 %i151 to i64
  %318 = add i64 %316, %317
  %319 = sext i32 %N to i64
  %320 = icmp slt i64 %318, %319
  %321 = and i1 %314, %320
  br i1 %321, label %if.then56, label %if.else57

if.then56:                                        ; preds = %for.end54
  %322 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond59

if.else57:                                        ; preds = %for.end54
  %323 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond62

if.end58:                                         ; preds = %for.end64, %for.end61
  %324 = sub i32 32, %tl_hi3
  br label %for.cond66

for.cond59:                                       ; preds = %for.body60, %if.then56
  %j12 = phi i32 [ 0, %if.then56 ], [ %349, %for.body60 ]
  %325 = icmp slt i32 %j12, %322
  br i1 %325, label %for.body60, label %for.end61

for.body60:                                       ; preds = %for.cond59
  %326 = mul i32 %bx, 32
  %327 = add i32 %326, %i151
  %328 = sext i32 %327 to i64
  %329 = sext i32 %K to i64
  %330 = mul nsw i64 %328, %329
  %331 = mul i32 %k, 32
  %332 = add i32 %tl_lo2, %j12
  %333 = add i32 %331, %332
  %334 = sext i32 %333 to i64
  %335 = add nsw i64 %330, %334
  %336 = getelementptr inbounds i8, ptr %B, i64 %335
  %337 = load i8, ptr %336, align 1
  %338 = zext i8 %337 to i32
  %339 = call float @tilec_rt_f8e4m3_to_f32(i32 %338)
  %340 = sext i32 %i151 to i64
  %341 = mul nsw i64 %340, 32
  %342 = add i32 %tl_lo2, %j12
  %343 = sext i32 %342 to i64
  %344 = add nsw i64 %341, %343
  %345 = getelementptr inbounds i8, ptr %B_s, i64 %344
  %346 = fpext float %339 to double
  %347 = call i32 @tilec_rt_f8e4m3_from_double(double %346)
  %348 = trunc i32 %347 to i8
  store i8 %348, ptr %345, align 1
  %349 = add nsw i32 %j12, 1
  br label %for.cond59, !llvm.loop !39

for.end61:                                        ; preds = %for.cond59
  br label %if.end58

for.cond62:                                       ; preds = %for.body63, %if.else57
  %j1265 = phi i32 [ 0, %if.else57 ], [ %361, %for.body63 ]
  %350 = icmp slt i32 %j1265, %323
  br i1 %350, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %351 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %352 = sext i32 %i151 to i64
  %353 = mul nsw i64 %352, 32
  %354 = add i32 %tl_lo2, %j1265
  %355 = sext i32 %354 to i64
  %356 = add nsw i64 %353, %355
  %357 = getelementptr inbounds i8, ptr %B_s, i64 %356
  %358 = fpext float %351 to double
  %359 = call i32 @tilec_rt_f8e4m3_from_double(double %358)
  %360 = trunc i32 %359 to i8
  store i8 %360, ptr %357, align 1
  %361 = add nsw i32 %j1265, 1
  br label %for.cond62, !llvm.loop !40

for.end64:                                        ; preds = %for.cond62
  br label %if.end58

for.cond66:                                       ; preds = %for.body67, %if.end58
  %j1269 = phi i32 [ 0, %if.end58 ], [ %373, %for.body67 ]
  %362 = icmp slt i32 %j1269, %324
  br i1 %362, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  %363 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %364 = sext i32 %i151 to i64
  %365 = mul nsw i64 %364, 32
  %366 = add i32 %tl_hi3, %j1269
  %367 = sext i32 %366 to i64
  %368 = add nsw i64 %365, %367
  %369 = getelementptr inbounds i8, ptr %B_s, i64 %368
  %370 = fpext float %363 to double
  %371 = call i32 @tilec_rt_f8e4m3_from_double(double %370)
  %372 = trunc i32 %371 to i8
  store i8 %372, ptr %369, align 1
  %373 = add nsw i32 %j1269, 1
  br label %for.cond66, !llvm.loop !41

for.end68:                                        ; preds = %for.cond66
  %374 = add nsw i32 %i151, 1
  br label %for.cond48, !llvm.loop !42

for.cond70:                                       ; preds = %for.end76, %if.end39
  %i173 = phi i32 [ 0, %if.end39 ], [ %383, %for.end76 ]
  %375 = icmp slt i32 %i173, 32
  br i1 %375, label %for.body71, label %for.end72

for.body71:                                       ; preds = %for.cond70
  br label %for.cond74

for.end72:                                        ; preds = %for.cond70
  br label %for.cond78

for.cond74:                                       ; preds = %for.body75, %for.body71
  %j177 = phi i32 [ 0, %for.body71 ], [ %382, %for.body75 ]
  %376 = icmp slt i32 %j177, 32
  br i1 %376, label %for.body75, label %for.end76

for.body75:                                       ; preds = %for.cond74
  %377 = sext i32 %i173 to i64
  %378 = mul nsw i64 %377, 32
  %379 = sext i32 %j177 to i64
  %380 = add nsw i64 %378, %379
  %381 = getelementptr inbounds float, ptr %P_f, i64 %380
  store float 0.000000e+00, ptr %381, align 4
  %382 = add nsw i32 %j177, 1
  br label %for.cond74, !llvm.loop !43

for.end76:                                        ; preds = %for.cond74
  %383 = add nsw i32 %i173, 1
  br label %for.cond70, !llvm.loop !44

for.cond78:                                       ; preds = %for.end83, %for.end72
  %tl_i = phi i32 [ 0, %for.end72 ], [ %392, %for.end83 ]
  %384 = icmp slt i32 %tl_i, 32
  br i1 %384, label %for.body79, label %for.end80

for.body79:                                       ; preds = %for.cond78
  br label %for.cond81

for.end80:                                        ; preds = %for.cond78
  br label %for.cond88

for.cond81:                                       ; preds = %for.end86, %for.body79
  %tl_j = phi i32 [ 0, %for.body79 ], [ %419, %for.end86 ]
  %385 = icmp slt i32 %tl_j, 32
  br i1 %385, label %for.body82, label %for.end83

for.body82:                                       ; preds = %for.cond81
  %386 = sext i32 %tl_i to i64
  %387 = mul nsw i64 %386, 32
  %388 = sext i32 %tl_j to i64
  %389 = add nsw i64 %387, %388
  %390 = getelementptr inbounds float, ptr %P_f, i64 %389
  %391 = load float, ptr %390, align 4
  store float %391, ptr %tl_acc, align 4
  br label %for.cond84

for.end83:                                        ; preds = %for.cond81
  %392 = add nsw i32 %tl_i, 1
  br label %for.cond78, !llvm.loop !45

for.cond84:                                       ; preds = %for.body85, %for.body82
  %tl_p = phi i32 [ 0, %for.body82 ], [ %412, %for.body85 ]
  %393 = icmp slt i32 %tl_p, 32
  br i1 %393, label %for.body85, label %for.end86

for.body85:                                       ; preds = %for.cond84
  %tl_acc87 = load float, ptr %tl_acc, align 4
  %394 = sext i32 %tl_i to i64
  %395 = mul nsw i64 %394, 32
  %396 = sext i32 %tl_p to i64
  %397 = add nsw i64 %395, %396
  %398 = getelementptr inbounds i8, ptr %A_s, i64 %397
  %399 = load i8, ptr %398, align 1
  %400 = zext i8 %399 to i32
  %401 = call float @tilec_rt_f8e4m3_to_f32(i32 %400)
  %402 = sext i32 %tl_j to i64
  %403 = mul nsw i64 %402, 32
  %404 = sext i32 %tl_p to i64
  %405 = add nsw i64 %403, %404
  %406 = getelementptr inbounds i8, ptr %B_s, i64 %405
  %407 = load i8, ptr %406, align 1
  %408 = zext i8 %407 to i32
  %409 = call float @tilec_rt_f8e4m3_to_f32(i32 %408)
  %410 = fmul float %401, %409
  %411 = fadd float %tl_acc87, %410
  store float %411, ptr %tl_acc, align 4
  %412 = add nsw i32 %tl_p, 1
  br label %for.cond84, !llvm.loop !46

for.end86:                                        ; preds = %for.cond84
  %413 = load float, ptr %tl_acc, align 4
  %414 = sext i32 %tl_i to i64
  %415 = mul nsw i64 %414, 32
  %416 = sext i32 %tl_j to i64
  %417 = add nsw i64 %415, %416
  %418 = getelementptr inbounds float, ptr %P_f, i64 %417
  store float %413, ptr %418, align 4
  %419 = add nsw i32 %tl_j, 1
  br label %for.cond81, !llvm.loop !47

for.cond88:                                       ; preds = %for.end93, %for.end80
  %i = phi i32 [ 0, %for.end80 ], [ %430, %for.end93 ]
  %420 = icmp slt i32 %i, 32
  br i1 %420, label %for.body89, label %for.end90

for.body89:                                       ; preds = %for.cond88
  br label %for.cond91

for.end90:                                        ; preds = %for.cond88
  %421 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !48

for.cond91:                                       ; preds = %if.end96, %for.body89
  %j = phi i32 [ 0, %for.body89 ], [ %454, %if.end96 ]
  %422 = icmp slt i32 %j, 32
  br i1 %422, label %for.body92, label %for.end93

for.body92:                                       ; preds = %for.cond91
  %423 = mul i32 %by, 32
  %424 = add i32 %423, %i
  %425 = icmp slt i32 %424, %M
  %426 = mul i32 %bx, 32
  %427 = add i32 %426, %j
  %428 = icmp slt i32 %427, %N
  %429 = and i1 %425, %428
  br i1 %429, label %if.then94, label %if.else95

for.end93:                                        ; preds = %for.cond91
  %430 = add nsw i32 %i, 1
  br label %for.cond88, !llvm.loop !49

if.then94:                                        ; preds = %for.body92
  %431 = sext i32 %i to i64
  %432 = mul nsw i64 %431, 32
  %433 = sext i32 %j to i64
  %434 = add nsw i64 %432, %433
  %435 = getelementptr inbounds float, ptr %C_f, i64 %434
  %436 = load float, ptr %435, align 4
  %437 = sext i32 %i to i64
  %438 = mul nsw i64 %437, 32
  %439 = sext i32 %j to i64
  %440 = add nsw i64 %438, %439
  %441 = getelementptr inbounds float, ptr %P_f, i64 %440
  %442 = load float, ptr %441, align 4
  %443 = mul i32 %by, 32
  %444 = add i32 %443, %i
  %445 = icmp sle i32 0, %444
  %446 = mul i32 %by, 32
  %447 = add i32 %446, %i
  %448 = icmp slt i32 %447, %M
  %449 = and i1 %445, %448
  %450 = icmp sle i32 0, %k
  %451 = icmp slt i32 %k, %KG
  %452 = and i1 %450, %451
  %453 = and i1 %449, %452
  br i1 %453, label %sel.then, label %sel.else

if.else95:                                        ; preds = %for.body92
  br label %if.end96

if.end96:                                         ; preds = %if.else95, %sel.end99
  %454 = add nsw i32 %j, 1
  br label %for.cond91, !llvm.loop !50

sel.then:                                         ; preds = %if.then94
  %455 = mul i32 %by, 32
  %456 = add i32 %455, %i
  %457 = sext i32 %456 to i64
  %458 = sext i32 %KG to i64
  %459 = mul nsw i64 %457, %458
  %460 = sext i32 %k to i64
  %461 = add nsw i64 %459, %460
  %462 = getelementptr inbounds i8, ptr %SA, i64 %461
  %463 = load i8, ptr %462, align 1
  %464 = zext i8 %463 to i32
  %465 = call float @tilec_rt_e8m0_to_f32(i32 %464)
  br label %sel.end

sel.else:                                         ; preds = %if.then94
  %466 = call float @tilec_rt_e8m0r(double 0.000000e+00)
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %467 = phi float [ %465, %sel.then ], [ %466, %sel.else ]
  %468 = fmul float %442, %467
  %469 = mul i32 %bx, 32
  %470 = add i32 %469, %j
  %471 = icmp sle i32 0, %470
  %472 = mul i32 %bx, 32
  %473 = add i32 %472, %j
  %474 = icmp slt i32 %473, %N
  %475 = and i1 %471, %474
  %476 = icmp sle i32 0, %k
  %477 = icmp slt i32 %k, %KG
  %478 = and i1 %476, %477
  %479 = and i1 %475, %478
  br i1 %479, label %sel.then97, label %sel.else98

sel.then97:                                       ; preds = %sel.end
  %480 = mul i32 %bx, 32
  %481 = add i32 %480, %j
  %482 = sext i32 %481 to i64
  %483 = sext i32 %KG to i64
  %484 = mul nsw i64 %482, %483
  %485 = sext i32 %k to i64
  %486 = add nsw i64 %484, %485
  %487 = getelementptr inbounds i8, ptr %SB, i64 %486
  %488 = load i8, ptr %487, align 1
  %489 = zext i8 %488 to i32
  %490 = call float @tilec_rt_e8m0_to_f32(i32 %489)
  br label %sel.end99

sel.else98:                                       ; preds = %sel.end
  %491 = call float @tilec_rt_e8m0r(double 0.000000e+00)
  br label %sel.end99

sel.end99:                                        ; preds = %sel.else98, %sel.then97
  %492 = phi float [ %490, %sel.then97 ], [ %491, %sel.else98 ]
  %493 = fmul float %468, %492
  %494 = fadd float %436, %493
  %495 = sext i32 %i to i64
  %496 = mul nsw i64 %495, 32
  %497 = sext i32 %j to i64
  %498 = add nsw i64 %496, %497
  %499 = getelementptr inbounds float, ptr %C_f, i64 %498
  store float %494, ptr %499, align 4
  br label %if.end96

if.then100:                                       ; preds = %for.end6
  br label %for.cond103

if.else101:                                       ; preds = %for.end6
  br label %for.cond112

if.end102:                                        ; preds = %for.end114, %for.end105
  ret void

for.cond103:                                      ; preds = %if.end108, %if.then100
  %i2 = phi i32 [ 0, %if.then100 ], [ %519, %if.end108 ]
  %500 = icmp slt i32 %i2, 32
  br i1 %500, label %for.body104, label %for.end105

for.body104:                                      ; preds = %for.cond103
  %501 = sext i32 %M to i64
  %502 = sext i32 %N to i64
  %503 = mul i64 %501, %502
  %504 = icmp sge i64 %503, 8388608
  br i1 %504, label %if.then106, label %if.else107

for.end105:                                       ; preds = %for.cond103
  br label %if.end102

if.then106:                                       ; preds = %for.body104
  %505 = mul i32 %by, 32
  %506 = add i32 %505, %i2
  %507 = sext i32 %506 to i64
  %508 = sext i32 %N to i64
  %509 = mul nsw i64 %507, %508
  %510 = mul i32 %bx, 32
  %511 = add i32 %510, 0
  %512 = sext i32 %511 to i64
  %513 = add nsw i64 %509, %512
  %514 = getelementptr inbounds float, ptr %C, i64 %513
  %515 = sext i32 %i2 to i64
  %516 = mul nsw i64 %515, 32
  %517 = add nsw i64 %516, 0
  %518 = getelementptr inbounds float, ptr %C_f, i64 %517
  call void @tilec_rt_stream(ptr %514, ptr %518, i64 128)
  br label %if.end108

if.else107:                                       ; preds = %for.body104
  br label %for.cond109

if.end108:                                        ; preds = %for.end111, %if.then106
  %519 = add nsw i32 %i2, 1
  br label %for.cond103, !llvm.loop !51

for.cond109:                                      ; preds = %for.body110, %if.else107
  %j2 = phi i32 [ 0, %if.else107 ], [ %537, %for.body110 ]
  %520 = icmp slt i32 %j2, 32
  br i1 %520, label %for.body110, label %for.end111

for.body110:                                      ; preds = %for.cond109
  %521 = sext i32 %i2 to i64
  %522 = mul nsw i64 %521, 32
  %523 = sext i32 %j2 to i64
  %524 = add nsw i64 %522, %523
  %525 = getelementptr inbounds float, ptr %C_f, i64 %524
  %526 = load float, ptr %525, align 4
  %527 = mul i32 %by, 32
  %528 = add i32 %527, %i2
  %529 = sext i32 %528 to i64
  %530 = sext i32 %N to i64
  %531 = mul nsw i64 %529, %530
  %532 = mul i32 %bx, 32
  %533 = add i32 %532, %j2
  %534 = sext i32 %533 to i64
  %535 = add nsw i64 %531, %534
  %536 = getelementptr inbounds float, ptr %C, i64 %535
  store float %526, ptr %536, align 4
  %537 = add nsw i32 %j2, 1
  br label %for.cond109, !llvm.loop !52

for.end111:                                       ; preds = %for.cond109
  br label %if.end108

for.cond112:                                      ; preds = %if.end118, %if.else101
  %i2115 = phi i32 [ 0, %if.else101 ], [ %601, %if.end118 ]
  %538 = icmp slt i32 %i2115, 32
  br i1 %538, label %for.body113, label %for.end114

for.body113:                                      ; preds = %for.cond112
  %539 = mul i32 %bx, 32
  %540 = sext i32 %539 to i64
  %541 = sub i64 0, %540
  %542 = icmp slt i64 %541, 0
  %543 = mul i32 %bx, 32
  %544 = sext i32 %543 to i64
  %545 = sub i64 0, %544
  %546 = icmp sgt i64 %545, 32
  %547 = mul i32 %bx, 32
  %548 = sext i32 %547 to i64
  %549 = sub i64 0, %548
  %550 = select i1 %546, i64 32, i64 %549
  %551 = select i1 %542, i64 0, i64 %550
  %tl_lo4 = trunc i64 %551 to i32
  %552 = sext i32 %N to i64
  %553 = mul i32 %bx, 32
  %554 = sext i32 %553 to i64
  %555 = sub i64 %552, %554
  %556 = icmp slt i64 %555, 0
  %557 = sext i32 %N to i64
  %558 = mul i32 %bx, 32
  %559 = sext i32 %558 to i64
  %560 = sub i64 %557, %559
  %561 = icmp sgt i64 %560, 32
  %562 = sext i32 %N to i64
  %563 = mul i32 %bx, 32
  %564 = sext i32 %563 to i64
  %565 = sub i64 %562, %564
  %566 = select i1 %561, i64 32, i64 %565
  %567 = select i1 %556, i64 0, i64 %566
  %568 = sext i32 %tl_lo4 to i64
  %569 = icmp slt i64 %567, %568
  %570 = sext i32 %tl_lo4 to i64
  %571 = sext i32 %N to i64
  %572 = mul i32 %bx, 32
  %573 = sext i32 %572 to i64
  %574 = sub i64 %571, %573
  %575 = icmp slt i64 %574, 0
  %576 = sext i32 %N to i64
  %577 = mul i32 %bx, 32
  %578 = sext i32 %577 to i64
  %579 = sub i64 %576, %578
  %580 = icmp sgt i64 %579, 32
  %581 = sext i32 %N to i64
  %582 = mul i32 %bx, 32
  %583 = sext i32 %582 to i64
  %584 = sub i64 %581, %583
  %585 = select i1 %580, i64 32, i64 %584
  %586 = select i1 %575, i64 0, i64 %585
  %587 = select i1 %569, i64 %570, i64 %586
  %tl_hi5 = trunc i64 %587 to i32
  %588 = mul i32 %by, 32
  %589 = sext i32 %588 to i64
  %590 = sext i32 %i2115 to i64
  %591 = add i64 %589, %590
  %592 = icmp sle i64 0, %591
  %593 = mul i32 %by, 32
  %594 = sext i32 %593 to i64
  %595 = sext i32 %i2115 to i64
  %596 = add i64 %594, %595
  %597 = sext i32 %M to i64
  %598 = icmp slt i64 %596, %597
  %599 = and i1 %592, %598
  br i1 %599, label %if.then116, label %if.else117

for.end114:                                       ; preds = %for.cond112
  br label %if.end102

if.then116:                                       ; preds = %for.body113
  %600 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond119

if.else117:                                       ; preds = %for.body113
  br label %if.end118

if.end118:                                        ; preds = %if.else117, %for.end121
  %601 = add nsw i32 %i2115, 1
  br label %for.cond112, !llvm.loop !53

for.cond119:                                      ; preds = %for.body120, %if.then116
  %j21 = phi i32 [ 0, %if.then116 ], [ %621, %for.body120 ]
  %602 = icmp slt i32 %j21, %600
  br i1 %602, label %for.body120, label %for.end121

for.body120:                                      ; preds = %for.cond119
  %603 = sext i32 %i2115 to i64
  %604 = mul nsw i64 %603, 32
  %605 = add i32 %tl_lo4, %j21
  %606 = sext i32 %605 to i64
  %607 = add nsw i64 %604, %606
  %608 = getelementptr inbounds float, ptr %C_f, i64 %607
  %609 = load float, ptr %608, align 4
  %610 = mul i32 %by, 32
  %611 = add i32 %610, %i2115
  %612 = sext i32 %611 to i64
  %613 = sext i32 %N to i64
  %614 = mul nsw i64 %612, %613
  %615 = mul i32 %bx, 32
  %616 = add i32 %tl_lo4, %j21
  %617 = add i32 %615, %616
  %618 = sext i32 %617 to i64
  %619 = add nsw i64 %614, %618
  %620 = getelementptr inbounds float, ptr %C, i64 %619
  store float %609, ptr %620, align 4
  %621 = add nsw i32 %j21, 1
  br label %for.cond119, !llvm.loop !54

for.end121:                                       ; preds = %for.cond119
  br label %if.end118
}

declare float @tilec_rt_e8m0_to_f32(i32)

declare float @tilec_rt_e8m0r(double)

; Function Attrs: nounwind
define internal void @mxfp8_gemm_task(ptr %ctx, i64 %block) #1 {
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
define i32 @tilec_launch_mxfp8_gemm(ptr %args, ptr %dims, ptr %self) #1 {
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

attributes #0 = { noinline nounwind "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nounwind "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.vectorize.enable", i1 true}
!3 = distinct !{!3, !1, !4}
!4 = !{!"llvm.loop.unroll.disable"}
!5 = distinct !{!5, !1, !2}
!6 = distinct !{!6, !1, !4}
!7 = distinct !{!7, !1, !2}
!8 = distinct !{!8, !1, !2}
!9 = distinct !{!9, !1, !2}
!10 = distinct !{!10, !1, !2}
!11 = distinct !{!11, !1}
!12 = distinct !{!12, !1, !2}
!13 = distinct !{!13, !1, !4}
!14 = distinct !{!14, !1, !2}
!15 = distinct !{!15, !1, !2}
!16 = distinct !{!16, !1, !2}
!17 = distinct !{!17, !1, !2}
!18 = distinct !{!18, !1}
!19 = distinct !{!19, !1}
!20 = distinct !{!20, !1}
!21 = distinct !{!21, !1}
!22 = distinct !{!22, !1}
!23 = distinct !{!23, !1, !4}
!24 = distinct !{!24, !1, !2}
!25 = distinct !{!25, !1, !4}
!26 = distinct !{!26, !1, !2}
!27 = distinct !{!27, !1, !2}
!28 = distinct !{!28, !1, !4}
!29 = distinct !{!29, !1, !2}
!30 = distinct !{!30, !1, !4}
!31 = distinct !{!31, !1, !2}
!32 = distinct !{!32, !1, !2}
!33 = distinct !{!33, !1, !2}
!34 = distinct !{!34, !1, !2}
!35 = distinct !{!35, !1}
!36 = distinct !{!36, !1, !2}
!37 = distinct !{!37, !1, !4}
!38 = distinct !{!38, !1, !2}
!39 = distinct !{!39, !1, !2}
!40 = distinct !{!40, !1, !2}
!41 = distinct !{!41, !1, !2}
!42 = distinct !{!42, !1}
!43 = distinct !{!43, !1, !2}
!44 = distinct !{!44, !1, !4}
!45 = distinct !{!45, !1}
!46 = distinct !{!46, !1}
!47 = distinct !{!47, !1}
!48 = distinct !{!48, !1}
!49 = distinct !{!49, !1}
!50 = distinct !{!50, !1, !2}
!51 = distinct !{!51, !1, !4}
!52 = distinct !{!52, !1, !2}
!53 = distinct !{!53, !1, !4}
!54 = distinct !{!54, !1, !2}
