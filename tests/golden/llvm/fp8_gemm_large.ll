; ModuleID = 'fp8_gemm_large.tile'
source_filename = "fp8_gemm_large.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_fp8_gemm_large = type { ptr, ptr, ptr, float, float, i32, i32, i32, [3 x i64] }
%tilec_args_fp8_gemm_large_rows = type { ptr, ptr, ptr, ptr, ptr, i32, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @fp8_gemm_large_block(ptr noalias %A, ptr noalias %B, ptr noalias %C, float %scale_a, float %scale_b, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [16384 x i8], align 64
  %B_s = alloca [32768 x i8], align 64
  %C_f = alloca [32768 x float], align 64
  %tl_acc = alloca float, align 8
  br label %body

body:                                             ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.end3, %body
  %i1 = phi i32 [ 0, %body ], [ %20, %for.end3 ]
  %0 = icmp slt i32 %i1, 128
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  %1 = sext i32 %K to i64
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
  br label %for.cond4

for.cond1:                                        ; preds = %for.body2, %for.body
  %j1 = phi i32 [ 0, %for.body ], [ %19, %for.body2 ]
  %13 = icmp slt i32 %j1, 256
  br i1 %13, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %14 = sext i32 %i1 to i64
  %15 = mul nsw i64 %14, 256
  %16 = sext i32 %j1 to i64
  %17 = add nsw i64 %15, %16
  %18 = getelementptr inbounds float, ptr %C_f, i64 %17
  store float 0.000000e+00, ptr %18, align 4
  %19 = add nsw i32 %j1, 1
  br label %for.cond1, !llvm.loop !0

for.end3:                                         ; preds = %for.cond1
  %20 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !3

for.cond4:                                        ; preds = %for.end72, %for.end
  %k = phi i32 [ 0, %for.end ], [ %359, %for.end72 ]
  %21 = icmp slt i32 %k, %12
  br i1 %21, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %22 = mul i32 %by, 128
  %23 = icmp sle i32 0, %22
  %24 = mul i32 %by, 128
  %25 = sext i32 %24 to i64
  %26 = add i64 %25, 128
  %27 = sext i32 %M to i64
  %28 = icmp sle i64 %26, %27
  %29 = and i1 %23, %28
  %30 = mul i32 %k, 128
  %31 = icmp sle i32 0, %30
  %32 = mul i32 %k, 128
  %33 = sext i32 %32 to i64
  %34 = add i64 %33, 128
  %35 = sext i32 %K to i64
  %36 = icmp sle i64 %34, %35
  %37 = and i1 %31, %36
  %38 = and i1 %29, %37
  br i1 %38, label %if.then, label %if.else

for.end6:                                         ; preds = %for.cond4
  br label %for.cond80

if.then:                                          ; preds = %for.body5
  br label %for.cond7

if.else:                                          ; preds = %for.body5
  br label %for.cond15

if.end:                                           ; preds = %for.end17, %for.end9
  %39 = mul i32 %bx, 256
  %40 = icmp sle i32 0, %39
  %41 = mul i32 %bx, 256
  %42 = sext i32 %41 to i64
  %43 = add i64 %42, 256
  %44 = sext i32 %N to i64
  %45 = icmp sle i64 %43, %44
  %46 = and i1 %40, %45
  %47 = mul i32 %k, 128
  %48 = icmp sle i32 0, %47
  %49 = mul i32 %k, 128
  %50 = sext i32 %49 to i64
  %51 = add i64 %50, 128
  %52 = sext i32 %K to i64
  %53 = icmp sle i64 %51, %52
  %54 = and i1 %48, %53
  %55 = and i1 %46, %54
  br i1 %55, label %if.then37, label %if.else38

for.cond7:                                        ; preds = %for.end13, %if.then
  %i110 = phi i32 [ 0, %if.then ], [ %80, %for.end13 ]
  %56 = icmp slt i32 %i110, 128
  br i1 %56, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %if.end

for.cond11:                                       ; preds = %for.body12, %for.body8
  %j114 = phi i32 [ 0, %for.body8 ], [ %79, %for.body12 ]
  %57 = icmp slt i32 %j114, 128
  br i1 %57, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %58 = mul i32 %by, 128
  %59 = add i32 %58, %i110
  %60 = sext i32 %59 to i64
  %61 = sext i32 %K to i64
  %62 = mul nsw i64 %60, %61
  %63 = mul i32 %k, 128
  %64 = add i32 %63, %j114
  %65 = sext i32 %64 to i64
  %66 = add nsw i64 %62, %65
  %67 = getelementptr inbounds i8, ptr %A, i64 %66
  %68 = load i8, ptr %67, align 1
  %69 = zext i8 %68 to i32
  %70 = call float @tilec_rt_f8e4m3_to_f32(i32 %69)
  %71 = sext i32 %i110 to i64
  %72 = mul nsw i64 %71, 128
  %73 = sext i32 %j114 to i64
  %74 = add nsw i64 %72, %73
  %75 = getelementptr inbounds i8, ptr %A_s, i64 %74
  %76 = fpext float %70 to double
  %77 = call i32 @tilec_rt_f8e4m3_from_double(double %76)
  %78 = trunc i32 %77 to i8
  store i8 %78, ptr %75, align 1
  %79 = add nsw i32 %j114, 1
  br label %for.cond11, !llvm.loop !4

for.end13:                                        ; preds = %for.cond11
  %80 = add nsw i32 %i110, 1
  br label %for.cond7, !llvm.loop !5

for.cond15:                                       ; preds = %for.end35, %if.else
  %i118 = phi i32 [ 0, %if.else ], [ %206, %for.end35 ]
  %81 = icmp slt i32 %i118, 128
  br i1 %81, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  %82 = mul i32 %k, 128
  %83 = sext i32 %82 to i64
  %84 = sub i64 0, %83
  %85 = icmp slt i64 %84, 0
  %86 = mul i32 %k, 128
  %87 = sext i32 %86 to i64
  %88 = sub i64 0, %87
  %89 = icmp sgt i64 %88, 128
  %90 = mul i32 %k, 128
  %91 = sext i32 %90 to i64
  %92 = sub i64 0, %91
  %93 = select i1 %89, i64 128, i64 %92
  %94 = select i1 %85, i64 0, i64 %93
  %tl_lo0 = trunc i64 %94 to i32
  %95 = sext i32 %K to i64
  %96 = mul i32 %k, 128
  %97 = sext i32 %96 to i64
  %98 = sub i64 %95, %97
  %99 = icmp slt i64 %98, 0
  %100 = sext i32 %K to i64
  %101 = mul i32 %k, 128
  %102 = sext i32 %101 to i64
  %103 = sub i64 %100, %102
  %104 = icmp sgt i64 %103, 128
  %105 = sext i32 %K to i64
  %106 = mul i32 %k, 128
  %107 = sext i32 %106 to i64
  %108 = sub i64 %105, %107
  %109 = select i1 %104, i64 128, i64 %108
  %110 = select i1 %99, i64 0, i64 %109
  %111 = sext i32 %tl_lo0 to i64
  %112 = icmp slt i64 %110, %111
  %113 = sext i32 %tl_lo0 to i64
  %114 = sext i32 %K to i64
  %115 = mul i32 %k, 128
  %116 = sext i32 %115 to i64
  %117 = sub i64 %114, %116
  %118 = icmp slt i64 %117, 0
  %119 = sext i32 %K to i64
  %120 = mul i32 %k, 128
  %121 = sext i32 %120 to i64
  %122 = sub i64 %119, %121
  %123 = icmp sgt i64 %122, 128
  %124 = sext i32 %K to i64
  %125 = mul i32 %k, 128
  %126 = sext i32 %125 to i64
  %127 = sub i64 %124, %126
  %128 = select i1 %123, i64 128, i64 %127
  %129 = select i1 %118, i64 0, i64 %128
  %130 = select i1 %112, i64 %113, i64 %129
  %tl_hi1 = trunc i64 %130 to i32
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  br label %if.end

for.cond19:                                       ; preds = %for.body20, %for.body16
  %j122 = phi i32 [ 0, %for.body16 ], [ %141, %for.body20 ]
  %131 = icmp slt i32 %j122, %tl_lo0
  br i1 %131, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %132 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %133 = sext i32 %i118 to i64
  %134 = mul nsw i64 %133, 128
  %135 = sext i32 %j122 to i64
  %136 = add nsw i64 %134, %135
  %137 = getelementptr inbounds i8, ptr %A_s, i64 %136
  %138 = fpext float %132 to double
  %139 = call i32 @tilec_rt_f8e4m3_from_double(double %138)
  %140 = trunc i32 %139 to i8
  store i8 %140, ptr %137, align 1
  %141 = add nsw i32 %j122, 1
  br label %for.cond19, !llvm.loop !6

for.end21:                                        ; preds = %for.cond19
  %142 = mul i32 %by, 128
  %143 = sext i32 %142 to i64
  %144 = sext i32 %i118 to i64
  %145 = add i64 %143, %144
  %146 = icmp sle i64 0, %145
  %147 = mul i32 %by, 128
  %148 = sext i32 %147 to i64
  %149 = sext i32 %i118 to i64
  %150 = add i64 %148, %149
  %151 = sext i32 %M to i64
  %152 = icmp slt i64 %150, %151
  %153 = and i1 %146, %152
  br i1 %153, label %if.then23, label %if.else24

if.then23:                                        ; preds = %for.end21
  %154 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond26

if.else24:                                        ; preds = %for.end21
  %155 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond29

if.end25:                                         ; preds = %for.end31, %for.end28
  %156 = sub i32 128, %tl_hi1
  br label %for.cond33

for.cond26:                                       ; preds = %for.body27, %if.then23
  %j11 = phi i32 [ 0, %if.then23 ], [ %181, %for.body27 ]
  %157 = icmp slt i32 %j11, %154
  br i1 %157, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  %158 = mul i32 %by, 128
  %159 = add i32 %158, %i118
  %160 = sext i32 %159 to i64
  %161 = sext i32 %K to i64
  %162 = mul nsw i64 %160, %161
  %163 = mul i32 %k, 128
  %164 = add i32 %tl_lo0, %j11
  %165 = add i32 %163, %164
  %166 = sext i32 %165 to i64
  %167 = add nsw i64 %162, %166
  %168 = getelementptr inbounds i8, ptr %A, i64 %167
  %169 = load i8, ptr %168, align 1
  %170 = zext i8 %169 to i32
  %171 = call float @tilec_rt_f8e4m3_to_f32(i32 %170)
  %172 = sext i32 %i118 to i64
  %173 = mul nsw i64 %172, 128
  %174 = add i32 %tl_lo0, %j11
  %175 = sext i32 %174 to i64
  %176 = add nsw i64 %173, %175
  %177 = getelementptr inbounds i8, ptr %A_s, i64 %176
  %178 = fpext float %171 to double
  %179 = call i32 @tilec_rt_f8e4m3_from_double(double %178)
  %180 = trunc i32 %179 to i8
  store i8 %180, ptr %177, align 1
  %181 = add nsw i32 %j11, 1
  br label %for.cond26, !llvm.loop !7

for.end28:                                        ; preds = %for.cond26
  br label %if.end25

for.cond29:                                       ; preds = %for.body30, %if.else24
  %j1132 = phi i32 [ 0, %if.else24 ], [ %193, %for.body30 ]
  %182 = icmp slt i32 %j1132, %155
  br i1 %182, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  %183 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %184 = sext i32 %i118 to i64
  %185 = mul nsw i64 %184, 128
  %186 = add i32 %tl_lo0, %j1132
  %187 = sext i32 %186 to i64
  %188 = add nsw i64 %185, %187
  %189 = getelementptr inbounds i8, ptr %A_s, i64 %188
  %190 = fpext float %183 to double
  %191 = call i32 @tilec_rt_f8e4m3_from_double(double %190)
  %192 = trunc i32 %191 to i8
  store i8 %192, ptr %189, align 1
  %193 = add nsw i32 %j1132, 1
  br label %for.cond29, !llvm.loop !8

for.end31:                                        ; preds = %for.cond29
  br label %if.end25

for.cond33:                                       ; preds = %for.body34, %if.end25
  %j1136 = phi i32 [ 0, %if.end25 ], [ %205, %for.body34 ]
  %194 = icmp slt i32 %j1136, %156
  br i1 %194, label %for.body34, label %for.end35

for.body34:                                       ; preds = %for.cond33
  %195 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %196 = sext i32 %i118 to i64
  %197 = mul nsw i64 %196, 128
  %198 = add i32 %tl_hi1, %j1136
  %199 = sext i32 %198 to i64
  %200 = add nsw i64 %197, %199
  %201 = getelementptr inbounds i8, ptr %A_s, i64 %200
  %202 = fpext float %195 to double
  %203 = call i32 @tilec_rt_f8e4m3_from_double(double %202)
  %204 = trunc i32 %203 to i8
  store i8 %204, ptr %201, align 1
  %205 = add nsw i32 %j1136, 1
  br label %for.cond33, !llvm.loop !9

for.end35:                                        ; preds = %for.cond33
  %206 = add nsw i32 %i118, 1
  br label %for.cond15, !llvm.loop !10

if.then37:                                        ; preds = %if.end
  br label %for.cond40

if.else38:                                        ; preds = %if.end
  br label %for.cond48

if.end39:                                         ; preds = %for.end50, %for.end42
  br label %for.cond70

for.cond40:                                       ; preds = %for.end46, %if.then37
  %i143 = phi i32 [ 0, %if.then37 ], [ %231, %for.end46 ]
  %207 = icmp slt i32 %i143, 256
  br i1 %207, label %for.body41, label %for.end42

for.body41:                                       ; preds = %for.cond40
  br label %for.cond44

for.end42:                                        ; preds = %for.cond40
  br label %if.end39

for.cond44:                                       ; preds = %for.body45, %for.body41
  %j147 = phi i32 [ 0, %for.body41 ], [ %230, %for.body45 ]
  %208 = icmp slt i32 %j147, 128
  br i1 %208, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %209 = mul i32 %bx, 256
  %210 = add i32 %209, %i143
  %211 = sext i32 %210 to i64
  %212 = sext i32 %K to i64
  %213 = mul nsw i64 %211, %212
  %214 = mul i32 %k, 128
  %215 = add i32 %214, %j147
  %216 = sext i32 %215 to i64
  %217 = add nsw i64 %213, %216
  %218 = getelementptr inbounds i8, ptr %B, i64 %217
  %219 = load i8, ptr %218, align 1
  %220 = zext i8 %219 to i32
  %221 = call float @tilec_rt_f8e4m3_to_f32(i32 %220)
  %222 = sext i32 %i143 to i64
  %223 = mul nsw i64 %222, 128
  %224 = sext i32 %j147 to i64
  %225 = add nsw i64 %223, %224
  %226 = getelementptr inbounds i8, ptr %B_s, i64 %225
  %227 = fpext float %221 to double
  %228 = call i32 @tilec_rt_f8e4m3_from_double(double %227)
  %229 = trunc i32 %228 to i8
  store i8 %229, ptr %226, align 1
  %230 = add nsw i32 %j147, 1
  br label %for.cond44, !llvm.loop !11

for.end46:                                        ; preds = %for.cond44
  %231 = add nsw i32 %i143, 1
  br label %for.cond40, !llvm.loop !12

for.cond48:                                       ; preds = %for.end68, %if.else38
  %i151 = phi i32 [ 0, %if.else38 ], [ %357, %for.end68 ]
  %232 = icmp slt i32 %i151, 256
  br i1 %232, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %233 = mul i32 %k, 128
  %234 = sext i32 %233 to i64
  %235 = sub i64 0, %234
  %236 = icmp slt i64 %235, 0
  %237 = mul i32 %k, 128
  %238 = sext i32 %237 to i64
  %239 = sub i64 0, %238
  %240 = icmp sgt i64 %239, 128
  %241 = mul i32 %k, 128
  %242 = sext i32 %241 to i64
  %243 = sub i64 0, %242
  %244 = select i1 %240, i64 128, i64 %243
  %245 = select i1 %236, i64 0, i64 %244
  %tl_lo2 = trunc i64 %245 to i32
  %246 = sext i32 %K to i64
  %247 = mul i32 %k, 128
  %248 = sext i32 %247 to i64
  %249 = sub i64 %246, %248
  %250 = icmp slt i64 %249, 0
  %251 = sext i32 %K to i64
  %252 = mul i32 %k, 128
  %253 = sext i32 %252 to i64
  %254 = sub i64 %251, %253
  %255 = icmp sgt i64 %254, 128
  %256 = sext i32 %K to i64
  %257 = mul i32 %k, 128
  %258 = sext i32 %257 to i64
  %259 = sub i64 %256, %258
  %260 = select i1 %255, i64 128, i64 %259
  %261 = select i1 %250, i64 0, i64 %260
  %262 = sext i32 %tl_lo2 to i64
  %263 = icmp slt i64 %261, %262
  %264 = sext i32 %tl_lo2 to i64
  %265 = sext i32 %K to i64
  %266 = mul i32 %k, 128
  %267 = sext i32 %266 to i64
  %268 = sub i64 %265, %267
  %269 = icmp slt i64 %268, 0
  %270 = sext i32 %K to i64
  %271 = mul i32 %k, 128
  %272 = sext i32 %271 to i64
  %273 = sub i64 %270, %272
  %274 = icmp sgt i64 %273, 128
  %275 = sext i32 %K to i64
  %276 = mul i32 %k, 128
  %277 = sext i32 %276 to i64
  %278 = sub i64 %275, %277
  %279 = select i1 %274, i64 128, i64 %278
  %280 = select i1 %269, i64 0, i64 %279
  %281 = select i1 %263, i64 %264, i64 %280
  %tl_hi3 = trunc i64 %281 to i32
  br label %for.cond52

for.end50:                                        ; preds = %for.cond48
  br label %if.end39

for.cond52:                                       ; preds = %for.body53, %for.body49
  %j155 = phi i32 [ 0, %for.body49 ], [ %292, %for.body53 ]
  %282 = icmp slt i32 %j155, %tl_lo2
  br i1 %282, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %283 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %284 = sext i32 %i151 to i64
  %285 = mul nsw i64 %284, 128
  %286 = sext i32 %j155 to i64
  %287 = add nsw i64 %285, %286
  %288 = getelementptr inbounds i8, ptr %B_s, i64 %287
  %289 = fpext float %283 to double
  %290 = call i32 @tilec_rt_f8e4m3_from_double(double %289)
  %291 = trunc i32 %290 to i8
  store i8 %291, ptr %288, align 1
  %292 = add nsw i32 %j155, 1
  br label %for.cond52, !llvm.loop !13

for.end54:                                        ; preds = %for.cond52
  %293 = mul i32 %bx, 256
  %294 = sext i32 %293 to i64
  %295 = sext i32 %i151 to i64
  %296 = add i64 %294, %295
  %297 = icmp sle i64 0, %296
  %298 = mul i32 %bx, 256
  %299 = sext i32 %298 to i64
  %300 = sext i32 %i151 to i64
  %301 = add i64 %299, %300
  %302 = sext i32 %N to i64
  %303 = icmp slt i64 %301, %302
  %304 = and i1 %297, %303
  br i1 %304, label %if.then56, label %if.else57

if.then56:                                        ; preds = %for.end54
  %305 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond59

if.else57:                                        ; preds = %for.end54
  %306 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond62

if.end58:                                         ; preds = %for.end64, %for.end61
  %307 = sub i32 128, %tl_hi3
  br label %for.cond66

for.cond59:                                       ; preds = %for.body60, %if.then56
  %j12 = phi i32 [ 0, %if.then56 ], [ %332, %for.body60 ]
  %308 = icmp slt i32 %j12, %305
  br i1 %308, label %for.body60, label %for.end61

for.body60:                                       ; preds = %for.cond59
  %309 = mul i32 %bx, 256
  %310 = add i32 %309, %i151
  %311 = sext i32 %310 to i64
  %312 = sext i32 %K to i64
  %313 = mul nsw i64 %311, %312
  %314 = mul i32 %k, 128
  %315 = add i32 %tl_lo2, %j12
  %316 = add i32 %314, %315
  %317 = sext i32 %316 to i64
  %318 = add nsw i64 %313, %317
  %319 = getelementptr inbounds i8, ptr %B, i64 %318
  %320 = load i8, ptr %319, align 1
  %321 = zext i8 %320 to i32
  %322 = call float @tilec_rt_f8e4m3_to_f32(i32 %321)
  %323 = sext i32 %i151 to i64
  %324 = mul nsw i64 %323, 128
  %325 = add i32 %tl_lo2, %j12
  %326 = sext i32 %325 to i64
  %327 = add nsw i64 %324, %326
  %328 = getelementptr inbounds i8, ptr %B_s, i64 %327
  %329 = fpext float %322 to double
  %330 = call i32 @tilec_rt_f8e4m3_from_double(double %329)
  %331 = trunc i32 %330 to i8
  store i8 %331, ptr %328, align 1
  %332 = add nsw i32 %j12, 1
  br label %for.cond59, !llvm.loop !14

for.end61:                                        ; preds = %for.cond59
  br label %if.end58

for.cond62:                                       ; preds = %for.body63, %if.else57
  %j1265 = phi i32 [ 0, %if.else57 ], [ %344, %for.body63 ]
  %333 = icmp slt i32 %j1265, %306
  br i1 %333, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %334 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %335 = sext i32 %i151 to i64
  %336 = mul nsw i64 %335, 128
  %337 = add i32 %tl_lo2, %j1265
  %338 = sext i32 %337 to i64
  %339 = add nsw i64 %336, %338
  %340 = getelementptr inbounds i8, ptr %B_s, i64 %339
  %341 = fpext float %334 to double
  %342 = call i32 @tilec_rt_f8e4m3_from_double(double %341)
  %343 = trunc i32 %342 to i8
  store i8 %343, ptr %340, align 1
  %344 = add nsw i32 %j1265, 1
  br label %for.cond62, !llvm.loop !15

for.end64:                                        ; preds = %for.cond62
  br label %if.end58

for.cond66:                                       ; preds = %for.body67, %if.end58
  %j1269 = phi i32 [ 0, %if.end58 ], [ %356, %for.body67 ]
  %345 = icmp slt i32 %j1269, %307
  br i1 %345, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  %346 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %347 = sext i32 %i151 to i64
  %348 = mul nsw i64 %347, 128
  %349 = add i32 %tl_hi3, %j1269
  %350 = sext i32 %349 to i64
  %351 = add nsw i64 %348, %350
  %352 = getelementptr inbounds i8, ptr %B_s, i64 %351
  %353 = fpext float %346 to double
  %354 = call i32 @tilec_rt_f8e4m3_from_double(double %353)
  %355 = trunc i32 %354 to i8
  store i8 %355, ptr %352, align 1
  %356 = add nsw i32 %j1269, 1
  br label %for.cond66, !llvm.loop !16

for.end68:                                        ; preds = %for.cond66
  %357 = add nsw i32 %i151, 1
  br label %for.cond48, !llvm.loop !17

for.cond70:                                       ; preds = %for.end75, %if.end39
  %tl_i = phi i32 [ 0, %if.end39 ], [ %367, %for.end75 ]
  %358 = icmp slt i32 %tl_i, 128
  br i1 %358, label %for.body71, label %for.end72

for.body71:                                       ; preds = %for.cond70
  br label %for.cond73

for.end72:                                        ; preds = %for.cond70
  %359 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !18

for.cond73:                                       ; preds = %for.end78, %for.body71
  %tl_j = phi i32 [ 0, %for.body71 ], [ %394, %for.end78 ]
  %360 = icmp slt i32 %tl_j, 256
  br i1 %360, label %for.body74, label %for.end75

for.body74:                                       ; preds = %for.cond73
  %361 = sext i32 %tl_i to i64
  %362 = mul nsw i64 %361, 256
  %363 = sext i32 %tl_j to i64
  %364 = add nsw i64 %362, %363
  %365 = getelementptr inbounds float, ptr %C_f, i64 %364
  %366 = load float, ptr %365, align 4
  store float %366, ptr %tl_acc, align 4
  br label %for.cond76

for.end75:                                        ; preds = %for.cond73
  %367 = add nsw i32 %tl_i, 1
  br label %for.cond70, !llvm.loop !19

for.cond76:                                       ; preds = %for.body77, %for.body74
  %tl_p = phi i32 [ 0, %for.body74 ], [ %387, %for.body77 ]
  %368 = icmp slt i32 %tl_p, 128
  br i1 %368, label %for.body77, label %for.end78

for.body77:                                       ; preds = %for.cond76
  %tl_acc79 = load float, ptr %tl_acc, align 4
  %369 = sext i32 %tl_i to i64
  %370 = mul nsw i64 %369, 128
  %371 = sext i32 %tl_p to i64
  %372 = add nsw i64 %370, %371
  %373 = getelementptr inbounds i8, ptr %A_s, i64 %372
  %374 = load i8, ptr %373, align 1
  %375 = zext i8 %374 to i32
  %376 = call float @tilec_rt_f8e4m3_to_f32(i32 %375)
  %377 = sext i32 %tl_j to i64
  %378 = mul nsw i64 %377, 128
  %379 = sext i32 %tl_p to i64
  %380 = add nsw i64 %378, %379
  %381 = getelementptr inbounds i8, ptr %B_s, i64 %380
  %382 = load i8, ptr %381, align 1
  %383 = zext i8 %382 to i32
  %384 = call float @tilec_rt_f8e4m3_to_f32(i32 %383)
  %385 = fmul float %376, %384
  %386 = fadd float %tl_acc79, %385
  store float %386, ptr %tl_acc, align 4
  %387 = add nsw i32 %tl_p, 1
  br label %for.cond76, !llvm.loop !20

for.end78:                                        ; preds = %for.cond76
  %388 = load float, ptr %tl_acc, align 4
  %389 = sext i32 %tl_i to i64
  %390 = mul nsw i64 %389, 256
  %391 = sext i32 %tl_j to i64
  %392 = add nsw i64 %390, %391
  %393 = getelementptr inbounds float, ptr %C_f, i64 %392
  store float %388, ptr %393, align 4
  %394 = add nsw i32 %tl_j, 1
  br label %for.cond73, !llvm.loop !21

for.cond80:                                       ; preds = %for.end85, %for.end6
  %i = phi i32 [ 0, %for.end6 ], [ %428, %for.end85 ]
  %395 = icmp slt i32 %i, 128
  br i1 %395, label %for.body81, label %for.end82

for.body81:                                       ; preds = %for.cond80
  br label %for.cond83

for.end82:                                        ; preds = %for.cond80
  %396 = mul i32 %by, 128
  %397 = icmp sle i32 0, %396
  %398 = mul i32 %by, 128
  %399 = sext i32 %398 to i64
  %400 = add i64 %399, 128
  %401 = sext i32 %M to i64
  %402 = icmp sle i64 %400, %401
  %403 = and i1 %397, %402
  %404 = mul i32 %bx, 256
  %405 = icmp sle i32 0, %404
  %406 = mul i32 %bx, 256
  %407 = sext i32 %406 to i64
  %408 = add i64 %407, 256
  %409 = sext i32 %N to i64
  %410 = icmp sle i64 %408, %409
  %411 = and i1 %405, %410
  %412 = and i1 %403, %411
  br i1 %412, label %if.then86, label %if.else87

for.cond83:                                       ; preds = %for.body84, %for.body81
  %j = phi i32 [ 0, %for.body81 ], [ %427, %for.body84 ]
  %413 = icmp slt i32 %j, 256
  br i1 %413, label %for.body84, label %for.end85

for.body84:                                       ; preds = %for.cond83
  %414 = sext i32 %i to i64
  %415 = mul nsw i64 %414, 256
  %416 = sext i32 %j to i64
  %417 = add nsw i64 %415, %416
  %418 = getelementptr inbounds float, ptr %C_f, i64 %417
  %419 = load float, ptr %418, align 4
  %420 = fmul float %scale_a, %scale_b
  %421 = fmul float %419, %420
  %422 = sext i32 %i to i64
  %423 = mul nsw i64 %422, 256
  %424 = sext i32 %j to i64
  %425 = add nsw i64 %423, %424
  %426 = getelementptr inbounds float, ptr %C_f, i64 %425
  store float %421, ptr %426, align 4
  %427 = add nsw i32 %j, 1
  br label %for.cond83, !llvm.loop !22

for.end85:                                        ; preds = %for.cond83
  %428 = add nsw i32 %i, 1
  br label %for.cond80, !llvm.loop !23

if.then86:                                        ; preds = %for.end82
  br label %for.cond89

if.else87:                                        ; preds = %for.end82
  br label %for.cond95

if.end88:                                         ; preds = %for.end97, %for.end91
  ret void

for.cond89:                                       ; preds = %for.end94, %if.then86
  %i2 = phi i32 [ 0, %if.then86 ], [ %462, %for.end94 ]
  %429 = icmp slt i32 %i2, 128
  br i1 %429, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  br label %for.cond92

for.end91:                                        ; preds = %for.cond89
  br label %if.end88

for.cond92:                                       ; preds = %for.body93, %for.body90
  %j2 = phi i32 [ 0, %for.body90 ], [ %461, %for.body93 ]
  %430 = icmp slt i32 %j2, 256
  br i1 %430, label %for.body93, label %for.end94

for.body93:                                       ; preds = %for.cond92
  %431 = sext i32 %i2 to i64
  %432 = mul nsw i64 %431, 256
  %433 = sext i32 %j2 to i64
  %434 = add nsw i64 %432, %433
  %435 = getelementptr inbounds float, ptr %C_f, i64 %434
  %436 = load float, ptr %435, align 4
  %437 = bitcast float %436 to i32
  %438 = lshr i32 %437, 16
  %439 = and i32 %438, 1
  %440 = add i32 %437, 32767
  %441 = add i32 %440, %439
  %442 = and i32 %441, -65536
  %443 = or i32 %437, 4194304
  %444 = and i32 %443, -65536
  %445 = fcmp uno float %436, %436
  %446 = select i1 %445, i32 %444, i32 %442
  %447 = bitcast i32 %446 to float
  %448 = mul i32 %by, 128
  %449 = add i32 %448, %i2
  %450 = sext i32 %449 to i64
  %451 = sext i32 %N to i64
  %452 = mul nsw i64 %450, %451
  %453 = mul i32 %bx, 256
  %454 = add i32 %453, %j2
  %455 = sext i32 %454 to i64
  %456 = add nsw i64 %452, %455
  %457 = getelementptr inbounds i16, ptr %C, i64 %456
  %458 = bitcast float %447 to i32
  %459 = lshr i32 %458, 16
  %460 = trunc i32 %459 to i16
  store i16 %460, ptr %457, align 2
  %461 = add nsw i32 %j2, 1
  br label %for.cond92, !llvm.loop !24

for.end94:                                        ; preds = %for.cond92
  %462 = add nsw i32 %i2, 1
  br label %for.cond89, !llvm.loop !25

for.cond95:                                       ; preds = %if.end101, %if.else87
  %i298 = phi i32 [ 0, %if.else87 ], [ %526, %if.end101 ]
  %463 = icmp slt i32 %i298, 128
  br i1 %463, label %for.body96, label %for.end97

for.body96:                                       ; preds = %for.cond95
  %464 = mul i32 %bx, 256
  %465 = sext i32 %464 to i64
  %466 = sub i64 0, %465
  %467 = icmp slt i64 %466, 0
  %468 = mul i32 %bx, 256
  %469 = sext i32 %468 to i64
  %470 = sub i64 0, %469
  %471 = icmp sgt i64 %470, 256
  %472 = mul i32 %bx, 256
  %473 = sext i32 %472 to i64
  %474 = sub i64 0, %473
  %475 = select i1 %471, i64 256, i64 %474
  %476 = select i1 %467, i64 0, i64 %475
  %tl_lo4 = trunc i64 %476 to i32
  %477 = sext i32 %N to i64
  %478 = mul i32 %bx, 256
  %479 = sext i32 %478 to i64
  %480 = sub i64 %477, %479
  %481 = icmp slt i64 %480, 0
  %482 = sext i32 %N to i64
  %483 = mul i32 %bx, 256
  %484 = sext i32 %483 to i64
  %485 = sub i64 %482, %484
  %486 = icmp sgt i64 %485, 256
  %487 = sext i32 %N to i64
  %488 = mul i32 %bx, 256
  %489 = sext i32 %488 to i64
  %490 = sub i64 %487, %489
  %491 = select i1 %486, i64 256, i64 %490
  %492 = select i1 %481, i64 0, i64 %491
  %493 = sext i32 %tl_lo4 to i64
  %494 = icmp slt i64 %492, %493
  %495 = sext i32 %tl_lo4 to i64
  %496 = sext i32 %N to i64
  %497 = mul i32 %bx, 256
  %498 = sext i32 %497 to i64
  %499 = sub i64 %496, %498
  %500 = icmp slt i64 %499, 0
  %501 = sext i32 %N to i64
  %502 = mul i32 %bx, 256
  %503 = sext i32 %502 to i64
  %504 = sub i64 %501, %503
  %505 = icmp sgt i64 %504, 256
  %506 = sext i32 %N to i64
  %507 = mul i32 %bx, 256
  %508 = sext i32 %507 to i64
  %509 = sub i64 %506, %508
  %510 = select i1 %505, i64 256, i64 %509
  %511 = select i1 %500, i64 0, i64 %510
  %512 = select i1 %494, i64 %495, i64 %511
  %tl_hi5 = trunc i64 %512 to i32
  %513 = mul i32 %by, 128
  %514 = sext i32 %513 to i64
  %515 = sext i32 %i298 to i64
  %516 = add i64 %514, %515
  %517 = icmp sle i64 0, %516
  %518 = mul i32 %by, 128
  %519 = sext i32 %518 to i64
  %520 = sext i32 %i298 to i64
  %521 = add i64 %519, %520
  %522 = sext i32 %M to i64
  %523 = icmp slt i64 %521, %522
  %524 = and i1 %517, %523
  br i1 %524, label %if.then99, label %if.else100

for.end97:                                        ; preds = %for.cond95
  br label %if.end88

if.then99:                                        ; preds = %for.body96
  %525 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond102

if.else100:                                       ; preds = %for.body96
  br label %if.end101

if.end101:                                        ; preds = %if.else100, %for.end104
  %526 = add nsw i32 %i298, 1
  br label %for.cond95, !llvm.loop !26

for.cond102:                                      ; preds = %for.body103, %if.then99
  %j21 = phi i32 [ 0, %if.then99 ], [ %560, %for.body103 ]
  %527 = icmp slt i32 %j21, %525
  br i1 %527, label %for.body103, label %for.end104

for.body103:                                      ; preds = %for.cond102
  %528 = sext i32 %i298 to i64
  %529 = mul nsw i64 %528, 256
  %530 = add i32 %tl_lo4, %j21
  %531 = sext i32 %530 to i64
  %532 = add nsw i64 %529, %531
  %533 = getelementptr inbounds float, ptr %C_f, i64 %532
  %534 = load float, ptr %533, align 4
  %535 = bitcast float %534 to i32
  %536 = lshr i32 %535, 16
  %537 = and i32 %536, 1
  %538 = add i32 %535, 32767
  %539 = add i32 %538, %537
  %540 = and i32 %539, -65536
  %541 = or i32 %535, 4194304
  %542 = and i32 %541, -65536
  %543 = fcmp uno float %534, %534
  %544 = select i1 %543, i32 %542, i32 %540
  %545 = bitcast i32 %544 to float
  %546 = mul i32 %by, 128
  %547 = add i32 %546, %i298
  %548 = sext i32 %547 to i64
  %549 = sext i32 %N to i64
  %550 = mul nsw i64 %548, %549
  %551 = mul i32 %bx, 256
  %552 = add i32 %tl_lo4, %j21
  %553 = add i32 %551, %552
  %554 = sext i32 %553 to i64
  %555 = add nsw i64 %550, %554
  %556 = getelementptr inbounds i16, ptr %C, i64 %555
  %557 = bitcast float %545 to i32
  %558 = lshr i32 %557, 16
  %559 = trunc i32 %558 to i16
  store i16 %559, ptr %556, align 2
  %560 = add nsw i32 %j21, 1
  br label %for.cond102, !llvm.loop !27

for.end104:                                       ; preds = %for.cond102
  br label %if.end101
}

declare float @tilec_rt_f8e4m3_to_f32(i32)

declare i32 @tilec_rt_f8e4m3_from_double(double)

declare float @tilec_rt_f8e4m3r(double)

; Function Attrs: nounwind
define internal void @fp8_gemm_large_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_fp8_gemm_large, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_fp8_gemm_large, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_fp8_gemm_large, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_fp8_gemm_large, ptr %ctx, i32 0, i32 3
  %7 = load float, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_fp8_gemm_large, ptr %ctx, i32 0, i32 4
  %9 = load float, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_fp8_gemm_large, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_fp8_gemm_large, ptr %ctx, i32 0, i32 6
  %13 = load i32, ptr %12, align 4
  %14 = getelementptr inbounds %tilec_args_fp8_gemm_large, ptr %ctx, i32 0, i32 7
  %15 = load i32, ptr %14, align 4
  %16 = getelementptr inbounds %tilec_args_fp8_gemm_large, ptr %ctx, i32 0, i32 8
  %17 = getelementptr inbounds [3 x i64], ptr %16, i64 0, i64 0
  %18 = load i64, ptr %17, align 8
  %19 = getelementptr inbounds [3 x i64], ptr %16, i64 0, i64 1
  %20 = load i64, ptr %19, align 8
  %21 = getelementptr inbounds [3 x i64], ptr %16, i64 0, i64 2
  %22 = load i64, ptr %21, align 8
  %23 = srem i64 %block, %18
  %24 = sdiv i64 %block, %18
  %25 = srem i64 %24, %20
  %26 = mul i64 %18, %20
  %27 = sdiv i64 %block, %26
  %28 = trunc i64 %23 to i32
  %29 = trunc i64 %25 to i32
  call void @fp8_gemm_large_block(ptr %1, ptr %3, ptr %5, float %7, float %9, i32 %11, i32 %13, i32 %15, i32 %28, i32 %29)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_fp8_gemm_large(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_fp8_gemm_large, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_fp8_gemm_large, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_fp8_gemm_large, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_fp8_gemm_large, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds ptr, ptr %args, i64 3
  %12 = load ptr, ptr %11, align 8
  %scale_a = load float, ptr %12, align 4
  %13 = getelementptr inbounds %tilec_args_fp8_gemm_large, ptr %a, i32 0, i32 3
  store float %scale_a, ptr %13, align 4
  %14 = getelementptr inbounds ptr, ptr %args, i64 4
  %15 = load ptr, ptr %14, align 8
  %scale_b = load float, ptr %15, align 4
  %16 = getelementptr inbounds %tilec_args_fp8_gemm_large, ptr %a, i32 0, i32 4
  store float %scale_b, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 0
  %18 = load i64, ptr %17, align 8
  %M = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_fp8_gemm_large, ptr %a, i32 0, i32 5
  store i32 %M, ptr %19, align 4
  %20 = getelementptr inbounds i64, ptr %dims, i64 1
  %21 = load i64, ptr %20, align 8
  %K = trunc i64 %21 to i32
  %22 = getelementptr inbounds %tilec_args_fp8_gemm_large, ptr %a, i32 0, i32 6
  store i32 %K, ptr %22, align 4
  %23 = getelementptr inbounds i64, ptr %dims, i64 2
  %24 = load i64, ptr %23, align 8
  %N = trunc i64 %24 to i32
  %25 = getelementptr inbounds %tilec_args_fp8_gemm_large, ptr %a, i32 0, i32 7
  store i32 %N, ptr %25, align 4
  %26 = getelementptr inbounds %tilec_args_fp8_gemm_large, ptr %a, i32 0, i32 8
  %27 = sext i32 %N to i64
  %28 = sdiv i64 %27, 256
  %29 = sub i64 0, %27
  %30 = select i1 false, i64 %29, i64 %28
  %31 = srem i64 %27, 256
  %32 = icmp ne i64 %31, 0
  %33 = icmp slt i64 %27, 0
  %34 = icmp eq i1 %33, false
  %35 = and i1 %32, %34
  %36 = zext i1 %35 to i64
  %37 = add i64 %30, %36
  %38 = trunc i64 %37 to i32
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [3 x i64], ptr %26, i64 0, i64 0
  store i64 %39, ptr %40, align 8
  %41 = icmp sgt i64 %39, 0
  %42 = mul i64 1, %39
  %43 = sext i32 %M to i64
  %44 = sdiv i64 %43, 128
  %45 = sub i64 0, %43
  %46 = select i1 false, i64 %45, i64 %44
  %47 = srem i64 %43, 128
  %48 = icmp ne i64 %47, 0
  %49 = icmp slt i64 %43, 0
  %50 = icmp eq i1 %49, false
  %51 = and i1 %48, %50
  %52 = zext i1 %51 to i64
  %53 = add i64 %46, %52
  %54 = trunc i64 %53 to i32
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [3 x i64], ptr %26, i64 0, i64 1
  store i64 %55, ptr %56, align 8
  %57 = icmp sgt i64 %55, 0
  %58 = and i1 %41, %57
  %59 = mul i64 %42, %55
  %60 = getelementptr inbounds [3 x i64], ptr %26, i64 0, i64 2
  store i64 1, ptr %60, align 8
  %61 = and i1 %58, true
  %62 = mul i64 %59, 1
  br i1 %61, label %run, label %empty

run:                                              ; preds = %body
  %63 = call i32 @tilec_rt_run_blocks(i64 %62, i32 %nworkers, ptr @fp8_gemm_large_task, ptr %a)
  ret i32 %63

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

; Function Attrs: nounwind
define internal void @fp8_gemm_large_rows_block(ptr noalias %A, ptr noalias %B, ptr noalias %SA, ptr noalias %SB, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [16384 x i8], align 64
  %B_s = alloca [32768 x i8], align 64
  %C_f = alloca [32768 x float], align 64
  %tl_acc = alloca float, align 8
  br label %body

body:                                             ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.end3, %body
  %i1 = phi i32 [ 0, %body ], [ %20, %for.end3 ]
  %0 = icmp slt i32 %i1, 128
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  %1 = sext i32 %K to i64
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
  br label %for.cond4

for.cond1:                                        ; preds = %for.body2, %for.body
  %j1 = phi i32 [ 0, %for.body ], [ %19, %for.body2 ]
  %13 = icmp slt i32 %j1, 256
  br i1 %13, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %14 = sext i32 %i1 to i64
  %15 = mul nsw i64 %14, 256
  %16 = sext i32 %j1 to i64
  %17 = add nsw i64 %15, %16
  %18 = getelementptr inbounds float, ptr %C_f, i64 %17
  store float 0.000000e+00, ptr %18, align 4
  %19 = add nsw i32 %j1, 1
  br label %for.cond1, !llvm.loop !28

for.end3:                                         ; preds = %for.cond1
  %20 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !29

for.cond4:                                        ; preds = %for.end72, %for.end
  %k = phi i32 [ 0, %for.end ], [ %359, %for.end72 ]
  %21 = icmp slt i32 %k, %12
  br i1 %21, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %22 = mul i32 %by, 128
  %23 = icmp sle i32 0, %22
  %24 = mul i32 %by, 128
  %25 = sext i32 %24 to i64
  %26 = add i64 %25, 128
  %27 = sext i32 %M to i64
  %28 = icmp sle i64 %26, %27
  %29 = and i1 %23, %28
  %30 = mul i32 %k, 128
  %31 = icmp sle i32 0, %30
  %32 = mul i32 %k, 128
  %33 = sext i32 %32 to i64
  %34 = add i64 %33, 128
  %35 = sext i32 %K to i64
  %36 = icmp sle i64 %34, %35
  %37 = and i1 %31, %36
  %38 = and i1 %29, %37
  br i1 %38, label %if.then, label %if.else

for.end6:                                         ; preds = %for.cond4
  br label %for.cond80

if.then:                                          ; preds = %for.body5
  br label %for.cond7

if.else:                                          ; preds = %for.body5
  br label %for.cond15

if.end:                                           ; preds = %for.end17, %for.end9
  %39 = mul i32 %bx, 256
  %40 = icmp sle i32 0, %39
  %41 = mul i32 %bx, 256
  %42 = sext i32 %41 to i64
  %43 = add i64 %42, 256
  %44 = sext i32 %N to i64
  %45 = icmp sle i64 %43, %44
  %46 = and i1 %40, %45
  %47 = mul i32 %k, 128
  %48 = icmp sle i32 0, %47
  %49 = mul i32 %k, 128
  %50 = sext i32 %49 to i64
  %51 = add i64 %50, 128
  %52 = sext i32 %K to i64
  %53 = icmp sle i64 %51, %52
  %54 = and i1 %48, %53
  %55 = and i1 %46, %54
  br i1 %55, label %if.then37, label %if.else38

for.cond7:                                        ; preds = %for.end13, %if.then
  %i110 = phi i32 [ 0, %if.then ], [ %80, %for.end13 ]
  %56 = icmp slt i32 %i110, 128
  br i1 %56, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %if.end

for.cond11:                                       ; preds = %for.body12, %for.body8
  %j114 = phi i32 [ 0, %for.body8 ], [ %79, %for.body12 ]
  %57 = icmp slt i32 %j114, 128
  br i1 %57, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %58 = mul i32 %by, 128
  %59 = add i32 %58, %i110
  %60 = sext i32 %59 to i64
  %61 = sext i32 %K to i64
  %62 = mul nsw i64 %60, %61
  %63 = mul i32 %k, 128
  %64 = add i32 %63, %j114
  %65 = sext i32 %64 to i64
  %66 = add nsw i64 %62, %65
  %67 = getelementptr inbounds i8, ptr %A, i64 %66
  %68 = load i8, ptr %67, align 1
  %69 = zext i8 %68 to i32
  %70 = call float @tilec_rt_f8e4m3_to_f32(i32 %69)
  %71 = sext i32 %i110 to i64
  %72 = mul nsw i64 %71, 128
  %73 = sext i32 %j114 to i64
  %74 = add nsw i64 %72, %73
  %75 = getelementptr inbounds i8, ptr %A_s, i64 %74
  %76 = fpext float %70 to double
  %77 = call i32 @tilec_rt_f8e4m3_from_double(double %76)
  %78 = trunc i32 %77 to i8
  store i8 %78, ptr %75, align 1
  %79 = add nsw i32 %j114, 1
  br label %for.cond11, !llvm.loop !30

for.end13:                                        ; preds = %for.cond11
  %80 = add nsw i32 %i110, 1
  br label %for.cond7, !llvm.loop !31

for.cond15:                                       ; preds = %for.end35, %if.else
  %i118 = phi i32 [ 0, %if.else ], [ %206, %for.end35 ]
  %81 = icmp slt i32 %i118, 128
  br i1 %81, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  %82 = mul i32 %k, 128
  %83 = sext i32 %82 to i64
  %84 = sub i64 0, %83
  %85 = icmp slt i64 %84, 0
  %86 = mul i32 %k, 128
  %87 = sext i32 %86 to i64
  %88 = sub i64 0, %87
  %89 = icmp sgt i64 %88, 128
  %90 = mul i32 %k, 128
  %91 = sext i32 %90 to i64
  %92 = sub i64 0, %91
  %93 = select i1 %89, i64 128, i64 %92
  %94 = select i1 %85, i64 0, i64 %93
  %tl_lo0 = trunc i64 %94 to i32
  %95 = sext i32 %K to i64
  %96 = mul i32 %k, 128
  %97 = sext i32 %96 to i64
  %98 = sub i64 %95, %97
  %99 = icmp slt i64 %98, 0
  %100 = sext i32 %K to i64
  %101 = mul i32 %k, 128
  %102 = sext i32 %101 to i64
  %103 = sub i64 %100, %102
  %104 = icmp sgt i64 %103, 128
  %105 = sext i32 %K to i64
  %106 = mul i32 %k, 128
  %107 = sext i32 %106 to i64
  %108 = sub i64 %105, %107
  %109 = select i1 %104, i64 128, i64 %108
  %110 = select i1 %99, i64 0, i64 %109
  %111 = sext i32 %tl_lo0 to i64
  %112 = icmp slt i64 %110, %111
  %113 = sext i32 %tl_lo0 to i64
  %114 = sext i32 %K to i64
  %115 = mul i32 %k, 128
  %116 = sext i32 %115 to i64
  %117 = sub i64 %114, %116
  %118 = icmp slt i64 %117, 0
  %119 = sext i32 %K to i64
  %120 = mul i32 %k, 128
  %121 = sext i32 %120 to i64
  %122 = sub i64 %119, %121
  %123 = icmp sgt i64 %122, 128
  %124 = sext i32 %K to i64
  %125 = mul i32 %k, 128
  %126 = sext i32 %125 to i64
  %127 = sub i64 %124, %126
  %128 = select i1 %123, i64 128, i64 %127
  %129 = select i1 %118, i64 0, i64 %128
  %130 = select i1 %112, i64 %113, i64 %129
  %tl_hi1 = trunc i64 %130 to i32
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  br label %if.end

for.cond19:                                       ; preds = %for.body20, %for.body16
  %j122 = phi i32 [ 0, %for.body16 ], [ %141, %for.body20 ]
  %131 = icmp slt i32 %j122, %tl_lo0
  br i1 %131, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %132 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %133 = sext i32 %i118 to i64
  %134 = mul nsw i64 %133, 128
  %135 = sext i32 %j122 to i64
  %136 = add nsw i64 %134, %135
  %137 = getelementptr inbounds i8, ptr %A_s, i64 %136
  %138 = fpext float %132 to double
  %139 = call i32 @tilec_rt_f8e4m3_from_double(double %138)
  %140 = trunc i32 %139 to i8
  store i8 %140, ptr %137, align 1
  %141 = add nsw i32 %j122, 1
  br label %for.cond19, !llvm.loop !32

for.end21:                                        ; preds = %for.cond19
  %142 = mul i32 %by, 128
  %143 = sext i32 %142 to i64
  %144 = sext i32 %i118 to i64
  %145 = add i64 %143, %144
  %146 = icmp sle i64 0, %145
  %147 = mul i32 %by, 128
  %148 = sext i32 %147 to i64
  %149 = sext i32 %i118 to i64
  %150 = add i64 %148, %149
  %151 = sext i32 %M to i64
  %152 = icmp slt i64 %150, %151
  %153 = and i1 %146, %152
  br i1 %153, label %if.then23, label %if.else24

if.then23:                                        ; preds = %for.end21
  %154 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond26

if.else24:                                        ; preds = %for.end21
  %155 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond29

if.end25:                                         ; preds = %for.end31, %for.end28
  %156 = sub i32 128, %tl_hi1
  br label %for.cond33

for.cond26:                                       ; preds = %for.body27, %if.then23
  %j11 = phi i32 [ 0, %if.then23 ], [ %181, %for.body27 ]
  %157 = icmp slt i32 %j11, %154
  br i1 %157, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  %158 = mul i32 %by, 128
  %159 = add i32 %158, %i118
  %160 = sext i32 %159 to i64
  %161 = sext i32 %K to i64
  %162 = mul nsw i64 %160, %161
  %163 = mul i32 %k, 128
  %164 = add i32 %tl_lo0, %j11
  %165 = add i32 %163, %164
  %166 = sext i32 %165 to i64
  %167 = add nsw i64 %162, %166
  %168 = getelementptr inbounds i8, ptr %A, i64 %167
  %169 = load i8, ptr %168, align 1
  %170 = zext i8 %169 to i32
  %171 = call float @tilec_rt_f8e4m3_to_f32(i32 %170)
  %172 = sext i32 %i118 to i64
  %173 = mul nsw i64 %172, 128
  %174 = add i32 %tl_lo0, %j11
  %175 = sext i32 %174 to i64
  %176 = add nsw i64 %173, %175
  %177 = getelementptr inbounds i8, ptr %A_s, i64 %176
  %178 = fpext float %171 to double
  %179 = call i32 @tilec_rt_f8e4m3_from_double(double %178)
  %180 = trunc i32 %179 to i8
  store i8 %180, ptr %177, align 1
  %181 = add nsw i32 %j11, 1
  br label %for.cond26, !llvm.loop !33

for.end28:                                        ; preds = %for.cond26
  br label %if.end25

for.cond29:                                       ; preds = %for.body30, %if.else24
  %j1132 = phi i32 [ 0, %if.else24 ], [ %193, %for.body30 ]
  %182 = icmp slt i32 %j1132, %155
  br i1 %182, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  %183 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %184 = sext i32 %i118 to i64
  %185 = mul nsw i64 %184, 128
  %186 = add i32 %tl_lo0, %j1132
  %187 = sext i32 %186 to i64
  %188 = add nsw i64 %185, %187
  %189 = getelementptr inbounds i8, ptr %A_s, i64 %188
  %190 = fpext float %183 to double
  %191 = call i32 @tilec_rt_f8e4m3_from_double(double %190)
  %192 = trunc i32 %191 to i8
  store i8 %192, ptr %189, align 1
  %193 = add nsw i32 %j1132, 1
  br label %for.cond29, !llvm.loop !34

for.end31:                                        ; preds = %for.cond29
  br label %if.end25

for.cond33:                                       ; preds = %for.body34, %if.end25
  %j1136 = phi i32 [ 0, %if.end25 ], [ %205, %for.body34 ]
  %194 = icmp slt i32 %j1136, %156
  br i1 %194, label %for.body34, label %for.end35

for.body34:                                       ; preds = %for.cond33
  %195 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %196 = sext i32 %i118 to i64
  %197 = mul nsw i64 %196, 128
  %198 = add i32 %tl_hi1, %j1136
  %199 = sext i32 %198 to i64
  %200 = add nsw i64 %197, %199
  %201 = getelementptr inbounds i8, ptr %A_s, i64 %200
  %202 = fpext float %195 to double
  %203 = call i32 @tilec_rt_f8e4m3_from_double(double %202)
  %204 = trunc i32 %203 to i8
  store i8 %204, ptr %201, align 1
  %205 = add nsw i32 %j1136, 1
  br label %for.cond33, !llvm.loop !35

for.end35:                                        ; preds = %for.cond33
  %206 = add nsw i32 %i118, 1
  br label %for.cond15, !llvm.loop !36

if.then37:                                        ; preds = %if.end
  br label %for.cond40

if.else38:                                        ; preds = %if.end
  br label %for.cond48

if.end39:                                         ; preds = %for.end50, %for.end42
  br label %for.cond70

for.cond40:                                       ; preds = %for.end46, %if.then37
  %i143 = phi i32 [ 0, %if.then37 ], [ %231, %for.end46 ]
  %207 = icmp slt i32 %i143, 256
  br i1 %207, label %for.body41, label %for.end42

for.body41:                                       ; preds = %for.cond40
  br label %for.cond44

for.end42:                                        ; preds = %for.cond40
  br label %if.end39

for.cond44:                                       ; preds = %for.body45, %for.body41
  %j147 = phi i32 [ 0, %for.body41 ], [ %230, %for.body45 ]
  %208 = icmp slt i32 %j147, 128
  br i1 %208, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %209 = mul i32 %bx, 256
  %210 = add i32 %209, %i143
  %211 = sext i32 %210 to i64
  %212 = sext i32 %K to i64
  %213 = mul nsw i64 %211, %212
  %214 = mul i32 %k, 128
  %215 = add i32 %214, %j147
  %216 = sext i32 %215 to i64
  %217 = add nsw i64 %213, %216
  %218 = getelementptr inbounds i8, ptr %B, i64 %217
  %219 = load i8, ptr %218, align 1
  %220 = zext i8 %219 to i32
  %221 = call float @tilec_rt_f8e4m3_to_f32(i32 %220)
  %222 = sext i32 %i143 to i64
  %223 = mul nsw i64 %222, 128
  %224 = sext i32 %j147 to i64
  %225 = add nsw i64 %223, %224
  %226 = getelementptr inbounds i8, ptr %B_s, i64 %225
  %227 = fpext float %221 to double
  %228 = call i32 @tilec_rt_f8e4m3_from_double(double %227)
  %229 = trunc i32 %228 to i8
  store i8 %229, ptr %226, align 1
  %230 = add nsw i32 %j147, 1
  br label %for.cond44, !llvm.loop !37

for.end46:                                        ; preds = %for.cond44
  %231 = add nsw i32 %i143, 1
  br label %for.cond40, !llvm.loop !38

for.cond48:                                       ; preds = %for.end68, %if.else38
  %i151 = phi i32 [ 0, %if.else38 ], [ %357, %for.end68 ]
  %232 = icmp slt i32 %i151, 256
  br i1 %232, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %233 = mul i32 %k, 128
  %234 = sext i32 %233 to i64
  %235 = sub i64 0, %234
  %236 = icmp slt i64 %235, 0
  %237 = mul i32 %k, 128
  %238 = sext i32 %237 to i64
  %239 = sub i64 0, %238
  %240 = icmp sgt i64 %239, 128
  %241 = mul i32 %k, 128
  %242 = sext i32 %241 to i64
  %243 = sub i64 0, %242
  %244 = select i1 %240, i64 128, i64 %243
  %245 = select i1 %236, i64 0, i64 %244
  %tl_lo2 = trunc i64 %245 to i32
  %246 = sext i32 %K to i64
  %247 = mul i32 %k, 128
  %248 = sext i32 %247 to i64
  %249 = sub i64 %246, %248
  %250 = icmp slt i64 %249, 0
  %251 = sext i32 %K to i64
  %252 = mul i32 %k, 128
  %253 = sext i32 %252 to i64
  %254 = sub i64 %251, %253
  %255 = icmp sgt i64 %254, 128
  %256 = sext i32 %K to i64
  %257 = mul i32 %k, 128
  %258 = sext i32 %257 to i64
  %259 = sub i64 %256, %258
  %260 = select i1 %255, i64 128, i64 %259
  %261 = select i1 %250, i64 0, i64 %260
  %262 = sext i32 %tl_lo2 to i64
  %263 = icmp slt i64 %261, %262
  %264 = sext i32 %tl_lo2 to i64
  %265 = sext i32 %K to i64
  %266 = mul i32 %k, 128
  %267 = sext i32 %266 to i64
  %268 = sub i64 %265, %267
  %269 = icmp slt i64 %268, 0
  %270 = sext i32 %K to i64
  %271 = mul i32 %k, 128
  %272 = sext i32 %271 to i64
  %273 = sub i64 %270, %272
  %274 = icmp sgt i64 %273, 128
  %275 = sext i32 %K to i64
  %276 = mul i32 %k, 128
  %277 = sext i32 %276 to i64
  %278 = sub i64 %275, %277
  %279 = select i1 %274, i64 128, i64 %278
  %280 = select i1 %269, i64 0, i64 %279
  %281 = select i1 %263, i64 %264, i64 %280
  %tl_hi3 = trunc i64 %281 to i32
  br label %for.cond52

for.end50:                                        ; preds = %for.cond48
  br label %if.end39

for.cond52:                                       ; preds = %for.body53, %for.body49
  %j155 = phi i32 [ 0, %for.body49 ], [ %292, %for.body53 ]
  %282 = icmp slt i32 %j155, %tl_lo2
  br i1 %282, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %283 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %284 = sext i32 %i151 to i64
  %285 = mul nsw i64 %284, 128
  %286 = sext i32 %j155 to i64
  %287 = add nsw i64 %285, %286
  %288 = getelementptr inbounds i8, ptr %B_s, i64 %287
  %289 = fpext float %283 to double
  %290 = call i32 @tilec_rt_f8e4m3_from_double(double %289)
  %291 = trunc i32 %290 to i8
  store i8 %291, ptr %288, align 1
  %292 = add nsw i32 %j155, 1
  br label %for.cond52, !llvm.loop !39

for.end54:                                        ; preds = %for.cond52
  %293 = mul i32 %bx, 256
  %294 = sext i32 %293 to i64
  %295 = sext i32 %i151 to i64
  %296 = add i64 %294, %295
  %297 = icmp sle i64 0, %296
  %298 = mul i32 %bx, 256
  %299 = sext i32 %298 to i64
  %300 = sext i32 %i151 to i64
  %301 = add i64 %299, %300
  %302 = sext i32 %N to i64
  %303 = icmp slt i64 %301, %302
  %304 = and i1 %297, %303
  br i1 %304, label %if.then56, label %if.else57

if.then56:                                        ; preds = %for.end54
  %305 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond59

if.else57:                                        ; preds = %for.end54
  %306 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond62

if.end58:                                         ; preds = %for.end64, %for.end61
  %307 = sub i32 128, %tl_hi3
  br label %for.cond66

for.cond59:                                       ; preds = %for.body60, %if.then56
  %j12 = phi i32 [ 0, %if.then56 ], [ %332, %for.body60 ]
  %308 = icmp slt i32 %j12, %305
  br i1 %308, label %for.body60, label %for.end61

for.body60:                                       ; preds = %for.cond59
  %309 = mul i32 %bx, 256
  %310 = add i32 %309, %i151
  %311 = sext i32 %310 to i64
  %312 = sext i32 %K to i64
  %313 = mul nsw i64 %311, %312
  %314 = mul i32 %k, 128
  %315 = add i32 %tl_lo2, %j12
  %316 = add i32 %314, %315
  %317 = sext i32 %316 to i64
  %318 = add nsw i64 %313, %317
  %319 = getelementptr inbounds i8, ptr %B, i64 %318
  %320 = load i8, ptr %319, align 1
  %321 = zext i8 %320 to i32
  %322 = call float @tilec_rt_f8e4m3_to_f32(i32 %321)
  %323 = sext i32 %i151 to i64
  %324 = mul nsw i64 %323, 128
  %325 = add i32 %tl_lo2, %j12
  %326 = sext i32 %325 to i64
  %327 = add nsw i64 %324, %326
  %328 = getelementptr inbounds i8, ptr %B_s, i64 %327
  %329 = fpext float %322 to double
  %330 = call i32 @tilec_rt_f8e4m3_from_double(double %329)
  %331 = trunc i32 %330 to i8
  store i8 %331, ptr %328, align 1
  %332 = add nsw i32 %j12, 1
  br label %for.cond59, !llvm.loop !40

for.end61:                                        ; preds = %for.cond59
  br label %if.end58

for.cond62:                                       ; preds = %for.body63, %if.else57
  %j1265 = phi i32 [ 0, %if.else57 ], [ %344, %for.body63 ]
  %333 = icmp slt i32 %j1265, %306
  br i1 %333, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %334 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %335 = sext i32 %i151 to i64
  %336 = mul nsw i64 %335, 128
  %337 = add i32 %tl_lo2, %j1265
  %338 = sext i32 %337 to i64
  %339 = add nsw i64 %336, %338
  %340 = getelementptr inbounds i8, ptr %B_s, i64 %339
  %341 = fpext float %334 to double
  %342 = call i32 @tilec_rt_f8e4m3_from_double(double %341)
  %343 = trunc i32 %342 to i8
  store i8 %343, ptr %340, align 1
  %344 = add nsw i32 %j1265, 1
  br label %for.cond62, !llvm.loop !41

for.end64:                                        ; preds = %for.cond62
  br label %if.end58

for.cond66:                                       ; preds = %for.body67, %if.end58
  %j1269 = phi i32 [ 0, %if.end58 ], [ %356, %for.body67 ]
  %345 = icmp slt i32 %j1269, %307
  br i1 %345, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  %346 = call float @tilec_rt_f8e4m3r(double 0.000000e+00)
  %347 = sext i32 %i151 to i64
  %348 = mul nsw i64 %347, 128
  %349 = add i32 %tl_hi3, %j1269
  %350 = sext i32 %349 to i64
  %351 = add nsw i64 %348, %350
  %352 = getelementptr inbounds i8, ptr %B_s, i64 %351
  %353 = fpext float %346 to double
  %354 = call i32 @tilec_rt_f8e4m3_from_double(double %353)
  %355 = trunc i32 %354 to i8
  store i8 %355, ptr %352, align 1
  %356 = add nsw i32 %j1269, 1
  br label %for.cond66, !llvm.loop !42

for.end68:                                        ; preds = %for.cond66
  %357 = add nsw i32 %i151, 1
  br label %for.cond48, !llvm.loop !43

for.cond70:                                       ; preds = %for.end75, %if.end39
  %tl_i = phi i32 [ 0, %if.end39 ], [ %367, %for.end75 ]
  %358 = icmp slt i32 %tl_i, 128
  br i1 %358, label %for.body71, label %for.end72

for.body71:                                       ; preds = %for.cond70
  br label %for.cond73

for.end72:                                        ; preds = %for.cond70
  %359 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !44

for.cond73:                                       ; preds = %for.end78, %for.body71
  %tl_j = phi i32 [ 0, %for.body71 ], [ %394, %for.end78 ]
  %360 = icmp slt i32 %tl_j, 256
  br i1 %360, label %for.body74, label %for.end75

for.body74:                                       ; preds = %for.cond73
  %361 = sext i32 %tl_i to i64
  %362 = mul nsw i64 %361, 256
  %363 = sext i32 %tl_j to i64
  %364 = add nsw i64 %362, %363
  %365 = getelementptr inbounds float, ptr %C_f, i64 %364
  %366 = load float, ptr %365, align 4
  store float %366, ptr %tl_acc, align 4
  br label %for.cond76

for.end75:                                        ; preds = %for.cond73
  %367 = add nsw i32 %tl_i, 1
  br label %for.cond70, !llvm.loop !45

for.cond76:                                       ; preds = %for.body77, %for.body74
  %tl_p = phi i32 [ 0, %for.body74 ], [ %387, %for.body77 ]
  %368 = icmp slt i32 %tl_p, 128
  br i1 %368, label %for.body77, label %for.end78

for.body77:                                       ; preds = %for.cond76
  %tl_acc79 = load float, ptr %tl_acc, align 4
  %369 = sext i32 %tl_i to i64
  %370 = mul nsw i64 %369, 128
  %371 = sext i32 %tl_p to i64
  %372 = add nsw i64 %370, %371
  %373 = getelementptr inbounds i8, ptr %A_s, i64 %372
  %374 = load i8, ptr %373, align 1
  %375 = zext i8 %374 to i32
  %376 = call float @tilec_rt_f8e4m3_to_f32(i32 %375)
  %377 = sext i32 %tl_j to i64
  %378 = mul nsw i64 %377, 128
  %379 = sext i32 %tl_p to i64
  %380 = add nsw i64 %378, %379
  %381 = getelementptr inbounds i8, ptr %B_s, i64 %380
  %382 = load i8, ptr %381, align 1
  %383 = zext i8 %382 to i32
  %384 = call float @tilec_rt_f8e4m3_to_f32(i32 %383)
  %385 = fmul float %376, %384
  %386 = fadd float %tl_acc79, %385
  store float %386, ptr %tl_acc, align 4
  %387 = add nsw i32 %tl_p, 1
  br label %for.cond76, !llvm.loop !46

for.end78:                                        ; preds = %for.cond76
  %388 = load float, ptr %tl_acc, align 4
  %389 = sext i32 %tl_i to i64
  %390 = mul nsw i64 %389, 256
  %391 = sext i32 %tl_j to i64
  %392 = add nsw i64 %390, %391
  %393 = getelementptr inbounds float, ptr %C_f, i64 %392
  store float %388, ptr %393, align 4
  %394 = add nsw i32 %tl_j, 1
  br label %for.cond73, !llvm.loop !47

for.cond80:                                       ; preds = %for.end85, %for.end6
  %i = phi i32 [ 0, %for.end6 ], [ %421, %for.end85 ]
  %395 = icmp slt i32 %i, 128
  br i1 %395, label %for.body81, label %for.end82

for.body81:                                       ; preds = %for.cond80
  br label %for.cond83

for.end82:                                        ; preds = %for.cond80
  %396 = mul i32 %by, 128
  %397 = icmp sle i32 0, %396
  %398 = mul i32 %by, 128
  %399 = sext i32 %398 to i64
  %400 = add i64 %399, 128
  %401 = sext i32 %M to i64
  %402 = icmp sle i64 %400, %401
  %403 = and i1 %397, %402
  %404 = mul i32 %bx, 256
  %405 = icmp sle i32 0, %404
  %406 = mul i32 %bx, 256
  %407 = sext i32 %406 to i64
  %408 = add i64 %407, 256
  %409 = sext i32 %N to i64
  %410 = icmp sle i64 %408, %409
  %411 = and i1 %405, %410
  %412 = and i1 %403, %411
  br i1 %412, label %if.then92, label %if.else93

for.cond83:                                       ; preds = %if.end88, %for.body81
  %j = phi i32 [ 0, %for.body81 ], [ %435, %if.end88 ]
  %413 = icmp slt i32 %j, 256
  br i1 %413, label %for.body84, label %for.end85

for.body84:                                       ; preds = %for.cond83
  %414 = mul i32 %by, 128
  %415 = add i32 %414, %i
  %416 = icmp slt i32 %415, %M
  %417 = mul i32 %bx, 256
  %418 = add i32 %417, %j
  %419 = icmp slt i32 %418, %N
  %420 = and i1 %416, %419
  br i1 %420, label %if.then86, label %if.else87

for.end85:                                        ; preds = %for.cond83
  %421 = add nsw i32 %i, 1
  br label %for.cond80, !llvm.loop !48

if.then86:                                        ; preds = %for.body84
  %422 = sext i32 %i to i64
  %423 = mul nsw i64 %422, 256
  %424 = sext i32 %j to i64
  %425 = add nsw i64 %423, %424
  %426 = getelementptr inbounds float, ptr %C_f, i64 %425
  %427 = load float, ptr %426, align 4
  %428 = mul i32 %by, 128
  %429 = add i32 %428, %i
  %430 = icmp sle i32 0, %429
  %431 = mul i32 %by, 128
  %432 = add i32 %431, %i
  %433 = icmp slt i32 %432, %M
  %434 = and i1 %430, %433
  br i1 %434, label %sel.then, label %sel.else

if.else87:                                        ; preds = %for.body84
  br label %if.end88

if.end88:                                         ; preds = %if.else87, %sel.end91
  %435 = add nsw i32 %j, 1
  br label %for.cond83, !llvm.loop !49

sel.then:                                         ; preds = %if.then86
  %436 = mul i32 %by, 128
  %437 = add i32 %436, %i
  %438 = sext i32 %437 to i64
  %439 = getelementptr inbounds float, ptr %SA, i64 %438
  %440 = load float, ptr %439, align 4
  br label %sel.end

sel.else:                                         ; preds = %if.then86
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %441 = phi float [ %440, %sel.then ], [ 0.000000e+00, %sel.else ]
  %442 = fmul float %427, %441
  %443 = mul i32 %bx, 256
  %444 = add i32 %443, %j
  %445 = icmp sle i32 0, %444
  %446 = mul i32 %bx, 256
  %447 = add i32 %446, %j
  %448 = icmp slt i32 %447, %N
  %449 = and i1 %445, %448
  br i1 %449, label %sel.then89, label %sel.else90

sel.then89:                                       ; preds = %sel.end
  %450 = mul i32 %bx, 256
  %451 = add i32 %450, %j
  %452 = sext i32 %451 to i64
  %453 = getelementptr inbounds float, ptr %SB, i64 %452
  %454 = load float, ptr %453, align 4
  br label %sel.end91

sel.else90:                                       ; preds = %sel.end
  br label %sel.end91

sel.end91:                                        ; preds = %sel.else90, %sel.then89
  %455 = phi float [ %454, %sel.then89 ], [ 0.000000e+00, %sel.else90 ]
  %456 = fmul float %442, %455
  %457 = sext i32 %i to i64
  %458 = mul nsw i64 %457, 256
  %459 = sext i32 %j to i64
  %460 = add nsw i64 %458, %459
  %461 = getelementptr inbounds float, ptr %C_f, i64 %460
  store float %456, ptr %461, align 4
  br label %if.end88

if.then92:                                        ; preds = %for.end82
  br label %for.cond95

if.else93:                                        ; preds = %for.end82
  br label %for.cond101

if.end94:                                         ; preds = %for.end103, %for.end97
  ret void

for.cond95:                                       ; preds = %for.end100, %if.then92
  %i2 = phi i32 [ 0, %if.then92 ], [ %495, %for.end100 ]
  %462 = icmp slt i32 %i2, 128
  br i1 %462, label %for.body96, label %for.end97

for.body96:                                       ; preds = %for.cond95
  br label %for.cond98

for.end97:                                        ; preds = %for.cond95
  br label %if.end94

for.cond98:                                       ; preds = %for.body99, %for.body96
  %j2 = phi i32 [ 0, %for.body96 ], [ %494, %for.body99 ]
  %463 = icmp slt i32 %j2, 256
  br i1 %463, label %for.body99, label %for.end100

for.body99:                                       ; preds = %for.cond98
  %464 = sext i32 %i2 to i64
  %465 = mul nsw i64 %464, 256
  %466 = sext i32 %j2 to i64
  %467 = add nsw i64 %465, %466
  %468 = getelementptr inbounds float, ptr %C_f, i64 %467
  %469 = load float, ptr %468, align 4
  %470 = bitcast float %469 to i32
  %471 = lshr i32 %470, 16
  %472 = and i32 %471, 1
  %473 = add i32 %470, 32767
  %474 = add i32 %473, %472
  %475 = and i32 %474, -65536
  %476 = or i32 %470, 4194304
  %477 = and i32 %476, -65536
  %478 = fcmp uno float %469, %469
  %479 = select i1 %478, i32 %477, i32 %475
  %480 = bitcast i32 %479 to float
  %481 = mul i32 %by, 128
  %482 = add i32 %481, %i2
  %483 = sext i32 %482 to i64
  %484 = sext i32 %N to i64
  %485 = mul nsw i64 %483, %484
  %486 = mul i32 %bx, 256
  %487 = add i32 %486, %j2
  %488 = sext i32 %487 to i64
  %489 = add nsw i64 %485, %488
  %490 = getelementptr inbounds i16, ptr %C, i64 %489
  %491 = bitcast float %480 to i32
  %492 = lshr i32 %491, 16
  %493 = trunc i32 %492 to i16
  store i16 %493, ptr %490, align 2
  %494 = add nsw i32 %j2, 1
  br label %for.cond98, !llvm.loop !50

for.end100:                                       ; preds = %for.cond98
  %495 = add nsw i32 %i2, 1
  br label %for.cond95, !llvm.loop !51

for.cond101:                                      ; preds = %if.end107, %if.else93
  %i2104 = phi i32 [ 0, %if.else93 ], [ %559, %if.end107 ]
  %496 = icmp slt i32 %i2104, 128
  br i1 %496, label %for.body102, label %for.end103

for.body102:                                      ; preds = %for.cond101
  %497 = mul i32 %bx, 256
  %498 = sext i32 %497 to i64
  %499 = sub i64 0, %498
  %500 = icmp slt i64 %499, 0
  %501 = mul i32 %bx, 256
  %502 = sext i32 %501 to i64
  %503 = sub i64 0, %502
  %504 = icmp sgt i64 %503, 256
  %505 = mul i32 %bx, 256
  %506 = sext i32 %505 to i64
  %507 = sub i64 0, %506
  %508 = select i1 %504, i64 256, i64 %507
  %509 = select i1 %500, i64 0, i64 %508
  %tl_lo4 = trunc i64 %509 to i32
  %510 = sext i32 %N to i64
  %511 = mul i32 %bx, 256
  %512 = sext i32 %511 to i64
  %513 = sub i64 %510, %512
  %514 = icmp slt i64 %513, 0
  %515 = sext i32 %N to i64
  %516 = mul i32 %bx, 256
  %517 = sext i32 %516 to i64
  %518 = sub i64 %515, %517
  %519 = icmp sgt i64 %518, 256
  %520 = sext i32 %N to i64
  %521 = mul i32 %bx, 256
  %522 = sext i32 %521 to i64
  %523 = sub i64 %520, %522
  %524 = select i1 %519, i64 256, i64 %523
  %525 = select i1 %514, i64 0, i64 %524
  %526 = sext i32 %tl_lo4 to i64
  %527 = icmp slt i64 %525, %526
  %528 = sext i32 %tl_lo4 to i64
  %529 = sext i32 %N to i64
  %530 = mul i32 %bx, 256
  %531 = sext i32 %530 to i64
  %532 = sub i64 %529, %531
  %533 = icmp slt i64 %532, 0
  %534 = sext i32 %N to i64
  %535 = mul i32 %bx, 256
  %536 = sext i32 %535 to i64
  %537 = sub i64 %534, %536
  %538 = icmp sgt i64 %537, 256
  %539 = sext i32 %N to i64
  %540 = mul i32 %bx, 256
  %541 = sext i32 %540 to i64
  %542 = sub i64 %539, %541
  %543 = select i1 %538, i64 256, i64 %542
  %544 = select i1 %533, i64 0, i64 %543
  %545 = select i1 %527, i64 %528, i64 %544
  %tl_hi5 = trunc i64 %545 to i32
  %546 = mul i32 %by, 128
  %547 = sext i32 %546 to i64
  %548 = sext i32 %i2104 to i64
  %549 = add i64 %547, %548
  %550 = icmp sle i64 0, %549
  %551 = mul i32 %by, 128
  %552 = sext i32 %551 to i64
  %553 = sext i32 %i2104 to i64
  %554 = add i64 %552, %553
  %555 = sext i32 %M to i64
  %556 = icmp slt i64 %554, %555
  %557 = and i1 %550, %556
  br i1 %557, label %if.then105, label %if.else106

for.end103:                                       ; preds = %for.cond101
  br label %if.end94

if.then105:                                       ; preds = %for.body102
  %558 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond108

if.else106:                                       ; preds = %for.body102
  br label %if.end107

if.end107:                                        ; preds = %if.else106, %for.end110
  %559 = add nsw i32 %i2104, 1
  br label %for.cond101, !llvm.loop !52

for.cond108:                                      ; preds = %for.body109, %if.then105
  %j21 = phi i32 [ 0, %if.then105 ], [ %593, %for.body109 ]
  %560 = icmp slt i32 %j21, %558
  br i1 %560, label %for.body109, label %for.end110

for.body109:                                      ; preds = %for.cond108
  %561 = sext i32 %i2104 to i64
  %562 = mul nsw i64 %561, 256
  %563 = add i32 %tl_lo4, %j21
  %564 = sext i32 %563 to i64
  %565 = add nsw i64 %562, %564
  %566 = getelementptr inbounds float, ptr %C_f, i64 %565
  %567 = load float, ptr %566, align 4
  %568 = bitcast float %567 to i32
  %569 = lshr i32 %568, 16
  %570 = and i32 %569, 1
  %571 = add i32 %568, 32767
  %572 = add i32 %571, %570
  %573 = and i32 %572, -65536
  %574 = or i32 %568, 4194304
  %575 = and i32 %574, -65536
  %576 = fcmp uno float %567, %567
  %577 = select i1 %576, i32 %575, i32 %573
  %578 = bitcast i32 %577 to float
  %579 = mul i32 %by, 128
  %580 = add i32 %579, %i2104
  %581 = sext i32 %580 to i64
  %582 = sext i32 %N to i64
  %583 = mul nsw i64 %581, %582
  %584 = mul i32 %bx, 256
  %585 = add i32 %tl_lo4, %j21
  %586 = add i32 %584, %585
  %587 = sext i32 %586 to i64
  %588 = add nsw i64 %583, %587
  %589 = getelementptr inbounds i16, ptr %C, i64 %588
  %590 = bitcast float %578 to i32
  %591 = lshr i32 %590, 16
  %592 = trunc i32 %591 to i16
  store i16 %592, ptr %589, align 2
  %593 = add nsw i32 %j21, 1
  br label %for.cond108, !llvm.loop !53

for.end110:                                       ; preds = %for.cond108
  br label %if.end107
}

; Function Attrs: nounwind
define internal void @fp8_gemm_large_rows_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_fp8_gemm_large_rows, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_fp8_gemm_large_rows, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_fp8_gemm_large_rows, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_fp8_gemm_large_rows, ptr %ctx, i32 0, i32 3
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %tilec_args_fp8_gemm_large_rows, ptr %ctx, i32 0, i32 4
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_fp8_gemm_large_rows, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_fp8_gemm_large_rows, ptr %ctx, i32 0, i32 6
  %13 = load i32, ptr %12, align 4
  %14 = getelementptr inbounds %tilec_args_fp8_gemm_large_rows, ptr %ctx, i32 0, i32 7
  %15 = load i32, ptr %14, align 4
  %16 = getelementptr inbounds %tilec_args_fp8_gemm_large_rows, ptr %ctx, i32 0, i32 8
  %17 = getelementptr inbounds [3 x i64], ptr %16, i64 0, i64 0
  %18 = load i64, ptr %17, align 8
  %19 = getelementptr inbounds [3 x i64], ptr %16, i64 0, i64 1
  %20 = load i64, ptr %19, align 8
  %21 = getelementptr inbounds [3 x i64], ptr %16, i64 0, i64 2
  %22 = load i64, ptr %21, align 8
  %23 = srem i64 %block, %18
  %24 = sdiv i64 %block, %18
  %25 = srem i64 %24, %20
  %26 = mul i64 %18, %20
  %27 = sdiv i64 %block, %26
  %28 = trunc i64 %23 to i32
  %29 = trunc i64 %25 to i32
  call void @fp8_gemm_large_rows_block(ptr %1, ptr %3, ptr %5, ptr %7, ptr %9, i32 %11, i32 %13, i32 %15, i32 %28, i32 %29)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_fp8_gemm_large_rows(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_fp8_gemm_large_rows, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_fp8_gemm_large_rows, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_fp8_gemm_large_rows, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_fp8_gemm_large_rows, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds ptr, ptr %args, i64 3
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds %tilec_args_fp8_gemm_large_rows, ptr %a, i32 0, i32 3
  store ptr %12, ptr %13, align 8
  %14 = getelementptr inbounds ptr, ptr %args, i64 4
  %15 = load ptr, ptr %14, align 8
  %16 = getelementptr inbounds %tilec_args_fp8_gemm_large_rows, ptr %a, i32 0, i32 4
  store ptr %15, ptr %16, align 8
  %17 = getelementptr inbounds i64, ptr %dims, i64 0
  %18 = load i64, ptr %17, align 8
  %M = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_fp8_gemm_large_rows, ptr %a, i32 0, i32 5
  store i32 %M, ptr %19, align 4
  %20 = getelementptr inbounds i64, ptr %dims, i64 1
  %21 = load i64, ptr %20, align 8
  %K = trunc i64 %21 to i32
  %22 = getelementptr inbounds %tilec_args_fp8_gemm_large_rows, ptr %a, i32 0, i32 6
  store i32 %K, ptr %22, align 4
  %23 = getelementptr inbounds i64, ptr %dims, i64 2
  %24 = load i64, ptr %23, align 8
  %N = trunc i64 %24 to i32
  %25 = getelementptr inbounds %tilec_args_fp8_gemm_large_rows, ptr %a, i32 0, i32 7
  store i32 %N, ptr %25, align 4
  %26 = getelementptr inbounds %tilec_args_fp8_gemm_large_rows, ptr %a, i32 0, i32 8
  %27 = sext i32 %N to i64
  %28 = sdiv i64 %27, 256
  %29 = sub i64 0, %27
  %30 = select i1 false, i64 %29, i64 %28
  %31 = srem i64 %27, 256
  %32 = icmp ne i64 %31, 0
  %33 = icmp slt i64 %27, 0
  %34 = icmp eq i1 %33, false
  %35 = and i1 %32, %34
  %36 = zext i1 %35 to i64
  %37 = add i64 %30, %36
  %38 = trunc i64 %37 to i32
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [3 x i64], ptr %26, i64 0, i64 0
  store i64 %39, ptr %40, align 8
  %41 = icmp sgt i64 %39, 0
  %42 = mul i64 1, %39
  %43 = sext i32 %M to i64
  %44 = sdiv i64 %43, 128
  %45 = sub i64 0, %43
  %46 = select i1 false, i64 %45, i64 %44
  %47 = srem i64 %43, 128
  %48 = icmp ne i64 %47, 0
  %49 = icmp slt i64 %43, 0
  %50 = icmp eq i1 %49, false
  %51 = and i1 %48, %50
  %52 = zext i1 %51 to i64
  %53 = add i64 %46, %52
  %54 = trunc i64 %53 to i32
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [3 x i64], ptr %26, i64 0, i64 1
  store i64 %55, ptr %56, align 8
  %57 = icmp sgt i64 %55, 0
  %58 = and i1 %41, %57
  %59 = mul i64 %42, %55
  %60 = getelementptr inbounds [3 x i64], ptr %26, i64 0, i64 2
  store i64 1, ptr %60, align 8
  %61 = and i1 %58, true
  %62 = mul i64 %59, 1
  br i1 %61, label %run, label %empty

run:                                              ; preds = %body
  %63 = call i32 @tilec_rt_run_blocks(i64 %62, i32 %nworkers, ptr @fp8_gemm_large_rows_task, ptr %a)
  ret i32 %63

empty:                                            ; preds = %body
  ret i32 0
}

attributes #0 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.vectorize.enable", i1 true}
!3 = distinct !{!3, !1}
!4 = distinct !{!4, !1, !2}
!5 = distinct !{!5, !1}
!6 = distinct !{!6, !1, !2}
!7 = distinct !{!7, !1, !2}
!8 = distinct !{!8, !1, !2}
!9 = distinct !{!9, !1, !2}
!10 = distinct !{!10, !1}
!11 = distinct !{!11, !1, !2}
!12 = distinct !{!12, !1}
!13 = distinct !{!13, !1, !2}
!14 = distinct !{!14, !1, !2}
!15 = distinct !{!15, !1, !2}
!16 = distinct !{!16, !1, !2}
!17 = distinct !{!17, !1}
!18 = distinct !{!18, !1}
!19 = distinct !{!19, !1}
!20 = distinct !{!20, !1}
!21 = distinct !{!21, !1}
!22 = distinct !{!22, !1, !2}
!23 = distinct !{!23, !1}
!24 = distinct !{!24, !1, !2}
!25 = distinct !{!25, !1}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !1, !2}
!28 = distinct !{!28, !1, !2}
!29 = distinct !{!29, !1}
!30 = distinct !{!30, !1, !2}
!31 = distinct !{!31, !1}
!32 = distinct !{!32, !1, !2}
!33 = distinct !{!33, !1, !2}
!34 = distinct !{!34, !1, !2}
!35 = distinct !{!35, !1, !2}
!36 = distinct !{!36, !1}
!37 = distinct !{!37, !1, !2}
!38 = distinct !{!38, !1}
!39 = distinct !{!39, !1, !2}
!40 = distinct !{!40, !1, !2}
!41 = distinct !{!41, !1, !2}
!42 = distinct !{!42, !1, !2}
!43 = distinct !{!43, !1}
!44 = distinct !{!44, !1}
!45 = distinct !{!45, !1}
!46 = distinct !{!46, !1}
!47 = distinct !{!47, !1}
!48 = distinct !{!48, !1}
!49 = distinct !{!49, !1, !2}
!50 = distinct !{!50, !1, !2}
!51 = distinct !{!51, !1}
!52 = distinct !{!52, !1}
!53 = distinct !{!53, !1, !2}
