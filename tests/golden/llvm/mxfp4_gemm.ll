; ModuleID = 'mxfp4_gemm.tile'
source_filename = "mxfp4_gemm.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_mxfp4_gemm = type { ptr, ptr, ptr, ptr, i32, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @mxfp4_gemm_block(ptr noalias %A, ptr noalias %B, ptr noalias %S, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [2048 x float], align 64
  %B4_s = alloca [2048 x i8], align 64
  %B_s = alloca [2048 x float], align 64
  %C_f = alloca [1024 x float], align 64
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
  %2 = sdiv i64 %1, 64
  %3 = sub i64 0, %1
  %4 = select i1 false, i64 %3, i64 %2
  %5 = srem i64 %1, 64
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
  br label %for.cond1, !llvm.loop !0

for.end3:                                         ; preds = %for.cond1
  %20 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !3

for.cond4:                                        ; preds = %for.end72, %for.end
  %k = phi i32 [ 0, %for.end ], [ %372, %for.end72 ]
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
  %30 = mul i32 %k, 64
  %31 = icmp sle i32 0, %30
  %32 = mul i32 %k, 64
  %33 = sext i32 %32 to i64
  %34 = add i64 %33, 64
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
  br i1 %55, label %if.then76, label %if.else77

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
  %64 = mul i32 %k, 64
  %65 = icmp sle i32 0, %64
  %66 = mul i32 %k, 64
  %67 = sext i32 %66 to i64
  %68 = add i64 %67, 64
  %69 = sext i32 %K to i64
  %70 = icmp sle i64 %68, %69
  %71 = and i1 %65, %70
  %72 = and i1 %63, %71
  br i1 %72, label %if.then37, label %if.else38

for.cond7:                                        ; preds = %for.end13, %if.then
  %i110 = phi i32 [ 0, %if.then ], [ %95, %for.end13 ]
  %73 = icmp slt i32 %i110, 32
  br i1 %73, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %if.end

for.cond11:                                       ; preds = %for.body12, %for.body8
  %j114 = phi i32 [ 0, %for.body8 ], [ %94, %for.body12 ]
  %74 = icmp slt i32 %j114, 64
  br i1 %74, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %75 = mul i32 %by, 32
  %76 = add i32 %75, %i110
  %77 = sext i32 %76 to i64
  %78 = sext i32 %K to i64
  %79 = mul nsw i64 %77, %78
  %80 = mul i32 %k, 64
  %81 = add i32 %80, %j114
  %82 = sext i32 %81 to i64
  %83 = add nsw i64 %79, %82
  %84 = getelementptr inbounds i16, ptr %A, i64 %83
  %85 = load i16, ptr %84, align 2
  %86 = zext i16 %85 to i32
  %87 = shl i32 %86, 16
  %88 = bitcast i32 %87 to float
  %89 = sext i32 %i110 to i64
  %90 = mul nsw i64 %89, 64
  %91 = sext i32 %j114 to i64
  %92 = add nsw i64 %90, %91
  %93 = getelementptr inbounds float, ptr %A_s, i64 %92
  store float %88, ptr %93, align 4
  %94 = add nsw i32 %j114, 1
  br label %for.cond11, !llvm.loop !4

for.end13:                                        ; preds = %for.cond11
  %95 = add nsw i32 %i110, 1
  br label %for.cond7, !llvm.loop !5

for.cond15:                                       ; preds = %for.end35, %if.else
  %i118 = phi i32 [ 0, %if.else ], [ %207, %for.end35 ]
  %96 = icmp slt i32 %i118, 32
  br i1 %96, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  %97 = mul i32 %k, 64
  %98 = sext i32 %97 to i64
  %99 = sub i64 0, %98
  %100 = icmp slt i64 %99, 0
  %101 = mul i32 %k, 64
  %102 = sext i32 %101 to i64
  %103 = sub i64 0, %102
  %104 = icmp sgt i64 %103, 64
  %105 = mul i32 %k, 64
  %106 = sext i32 %105 to i64
  %107 = sub i64 0, %106
  %108 = select i1 %104, i64 64, i64 %107
  %109 = select i1 %100, i64 0, i64 %108
  %tl_lo0 = trunc i64 %109 to i32
  %110 = sext i32 %K to i64
  %111 = mul i32 %k, 64
  %112 = sext i32 %111 to i64
  %113 = sub i64 %110, %112
  %114 = icmp slt i64 %113, 0
  %115 = sext i32 %K to i64
  %116 = mul i32 %k, 64
  %117 = sext i32 %116 to i64
  %118 = sub i64 %115, %117
  %119 = icmp sgt i64 %118, 64
  %120 = sext i32 %K to i64
  %121 = mul i32 %k, 64
  %122 = sext i32 %121 to i64
  %123 = sub i64 %120, %122
  %124 = select i1 %119, i64 64, i64 %123
  %125 = select i1 %114, i64 0, i64 %124
  %126 = sext i32 %tl_lo0 to i64
  %127 = icmp slt i64 %125, %126
  %128 = sext i32 %tl_lo0 to i64
  %129 = sext i32 %K to i64
  %130 = mul i32 %k, 64
  %131 = sext i32 %130 to i64
  %132 = sub i64 %129, %131
  %133 = icmp slt i64 %132, 0
  %134 = sext i32 %K to i64
  %135 = mul i32 %k, 64
  %136 = sext i32 %135 to i64
  %137 = sub i64 %134, %136
  %138 = icmp sgt i64 %137, 64
  %139 = sext i32 %K to i64
  %140 = mul i32 %k, 64
  %141 = sext i32 %140 to i64
  %142 = sub i64 %139, %141
  %143 = select i1 %138, i64 64, i64 %142
  %144 = select i1 %133, i64 0, i64 %143
  %145 = select i1 %127, i64 %128, i64 %144
  %tl_hi1 = trunc i64 %145 to i32
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  br label %if.end

for.cond19:                                       ; preds = %for.body20, %for.body16
  %j122 = phi i32 [ 0, %for.body16 ], [ %152, %for.body20 ]
  %146 = icmp slt i32 %j122, %tl_lo0
  br i1 %146, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %147 = sext i32 %i118 to i64
  %148 = mul nsw i64 %147, 64
  %149 = sext i32 %j122 to i64
  %150 = add nsw i64 %148, %149
  %151 = getelementptr inbounds float, ptr %A_s, i64 %150
  store float 0.000000e+00, ptr %151, align 4
  %152 = add nsw i32 %j122, 1
  br label %for.cond19, !llvm.loop !6

for.end21:                                        ; preds = %for.cond19
  %153 = mul i32 %by, 32
  %154 = sext i32 %153 to i64
  %155 = sext i32 %i118 to i64
  %156 = add i64 %154, %155
  %157 = icmp sle i64 0, %156
  %158 = mul i32 %by, 32
  %159 = sext i32 %158 to i64
  %160 = sext i32 %i118 to i64
  %161 = add i64 %159, %160
  %162 = sext i32 %M to i64
  %163 = icmp slt i64 %161, %162
  %164 = and i1 %157, %163
  br i1 %164, label %if.then23, label %if.else24

if.then23:                                        ; preds = %for.end21
  %165 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond26

if.else24:                                        ; preds = %for.end21
  %166 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond29

if.end25:                                         ; preds = %for.end31, %for.end28
  %167 = sub i32 64, %tl_hi1
  br label %for.cond33

for.cond26:                                       ; preds = %for.body27, %if.then23
  %j11 = phi i32 [ 0, %if.then23 ], [ %190, %for.body27 ]
  %168 = icmp slt i32 %j11, %165
  br i1 %168, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  %169 = mul i32 %by, 32
  %170 = add i32 %169, %i118
  %171 = sext i32 %170 to i64
  %172 = sext i32 %K to i64
  %173 = mul nsw i64 %171, %172
  %174 = mul i32 %k, 64
  %175 = add i32 %tl_lo0, %j11
  %176 = add i32 %174, %175
  %177 = sext i32 %176 to i64
  %178 = add nsw i64 %173, %177
  %179 = getelementptr inbounds i16, ptr %A, i64 %178
  %180 = load i16, ptr %179, align 2
  %181 = zext i16 %180 to i32
  %182 = shl i32 %181, 16
  %183 = bitcast i32 %182 to float
  %184 = sext i32 %i118 to i64
  %185 = mul nsw i64 %184, 64
  %186 = add i32 %tl_lo0, %j11
  %187 = sext i32 %186 to i64
  %188 = add nsw i64 %185, %187
  %189 = getelementptr inbounds float, ptr %A_s, i64 %188
  store float %183, ptr %189, align 4
  %190 = add nsw i32 %j11, 1
  br label %for.cond26, !llvm.loop !7

for.end28:                                        ; preds = %for.cond26
  br label %if.end25

for.cond29:                                       ; preds = %for.body30, %if.else24
  %j1132 = phi i32 [ 0, %if.else24 ], [ %198, %for.body30 ]
  %191 = icmp slt i32 %j1132, %166
  br i1 %191, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  %192 = sext i32 %i118 to i64
  %193 = mul nsw i64 %192, 64
  %194 = add i32 %tl_lo0, %j1132
  %195 = sext i32 %194 to i64
  %196 = add nsw i64 %193, %195
  %197 = getelementptr inbounds float, ptr %A_s, i64 %196
  store float 0.000000e+00, ptr %197, align 4
  %198 = add nsw i32 %j1132, 1
  br label %for.cond29, !llvm.loop !8

for.end31:                                        ; preds = %for.cond29
  br label %if.end25

for.cond33:                                       ; preds = %for.body34, %if.end25
  %j1136 = phi i32 [ 0, %if.end25 ], [ %206, %for.body34 ]
  %199 = icmp slt i32 %j1136, %167
  br i1 %199, label %for.body34, label %for.end35

for.body34:                                       ; preds = %for.cond33
  %200 = sext i32 %i118 to i64
  %201 = mul nsw i64 %200, 64
  %202 = add i32 %tl_hi1, %j1136
  %203 = sext i32 %202 to i64
  %204 = add nsw i64 %201, %203
  %205 = getelementptr inbounds float, ptr %A_s, i64 %204
  store float 0.000000e+00, ptr %205, align 4
  %206 = add nsw i32 %j1136, 1
  br label %for.cond33, !llvm.loop !9

for.end35:                                        ; preds = %for.cond33
  %207 = add nsw i32 %i118, 1
  br label %for.cond15, !llvm.loop !10

if.then37:                                        ; preds = %if.end
  br label %for.cond40

if.else38:                                        ; preds = %if.end
  br label %for.cond48

if.end39:                                         ; preds = %for.end50, %for.end42
  br label %for.cond70

for.cond40:                                       ; preds = %for.end46, %if.then37
  %i143 = phi i32 [ 0, %if.then37 ], [ %238, %for.end46 ]
  %208 = icmp slt i32 %i143, 32
  br i1 %208, label %for.body41, label %for.end42

for.body41:                                       ; preds = %for.cond40
  br label %for.cond44

for.end42:                                        ; preds = %for.cond40
  br label %if.end39

for.cond44:                                       ; preds = %for.body45, %for.body41
  %j147 = phi i32 [ 0, %for.body41 ], [ %237, %for.body45 ]
  %209 = icmp slt i32 %j147, 64
  br i1 %209, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %210 = mul i32 %bx, 32
  %211 = add i32 %210, %i143
  %212 = sext i32 %211 to i64
  %213 = sext i32 %K to i64
  %214 = mul nsw i64 %212, %213
  %215 = mul i32 %k, 64
  %216 = add i32 %215, %j147
  %217 = sext i32 %216 to i64
  %218 = add nsw i64 %214, %217
  %219 = lshr i64 %218, 1
  %220 = and i64 %218, 1
  %221 = shl i64 %220, 2
  %222 = trunc i64 %221 to i8
  %223 = getelementptr inbounds i8, ptr %B, i64 %219
  %224 = load i8, ptr %223, align 1
  %225 = lshr i8 %224, %222
  %226 = and i8 %225, 15
  %227 = zext i8 %226 to i32
  %228 = call float @tilec_rt_f4e2m1_to_f32(i32 %227)
  %229 = sext i32 %i143 to i64
  %230 = mul nsw i64 %229, 64
  %231 = sext i32 %j147 to i64
  %232 = add nsw i64 %230, %231
  %233 = getelementptr inbounds i8, ptr %B4_s, i64 %232
  %234 = fpext float %228 to double
  %235 = call i32 @tilec_rt_f4e2m1_from_double(double %234)
  %236 = trunc i32 %235 to i8
  store i8 %236, ptr %233, align 1
  %237 = add nsw i32 %j147, 1
  br label %for.cond44, !llvm.loop !11

for.end46:                                        ; preds = %for.cond44
  %238 = add nsw i32 %i143, 1
  br label %for.cond40, !llvm.loop !12

for.cond48:                                       ; preds = %for.end68, %if.else38
  %i151 = phi i32 [ 0, %if.else38 ], [ %370, %for.end68 ]
  %239 = icmp slt i32 %i151, 32
  br i1 %239, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %240 = mul i32 %k, 64
  %241 = sext i32 %240 to i64
  %242 = sub i64 0, %241
  %243 = icmp slt i64 %242, 0
  %244 = mul i32 %k, 64
  %245 = sext i32 %244 to i64
  %246 = sub i64 0, %245
  %247 = icmp sgt i64 %246, 64
  %248 = mul i32 %k, 64
  %249 = sext i32 %248 to i64
  %250 = sub i64 0, %249
  %251 = select i1 %247, i64 64, i64 %250
  %252 = select i1 %243, i64 0, i64 %251
  %tl_lo2 = trunc i64 %252 to i32
  %253 = sext i32 %K to i64
  %254 = mul i32 %k, 64
  %255 = sext i32 %254 to i64
  %256 = sub i64 %253, %255
  %257 = icmp slt i64 %256, 0
  %258 = sext i32 %K to i64
  %259 = mul i32 %k, 64
  %260 = sext i32 %259 to i64
  %261 = sub i64 %258, %260
  %262 = icmp sgt i64 %261, 64
  %263 = sext i32 %K to i64
  %264 = mul i32 %k, 64
  %265 = sext i32 %264 to i64
  %266 = sub i64 %263, %265
  %267 = select i1 %262, i64 64, i64 %266
  %268 = select i1 %257, i64 0, i64 %267
  %269 = sext i32 %tl_lo2 to i64
  %270 = icmp slt i64 %268, %269
  %271 = sext i32 %tl_lo2 to i64
  %272 = sext i32 %K to i64
  %273 = mul i32 %k, 64
  %274 = sext i32 %273 to i64
  %275 = sub i64 %272, %274
  %276 = icmp slt i64 %275, 0
  %277 = sext i32 %K to i64
  %278 = mul i32 %k, 64
  %279 = sext i32 %278 to i64
  %280 = sub i64 %277, %279
  %281 = icmp sgt i64 %280, 64
  %282 = sext i32 %K to i64
  %283 = mul i32 %k, 64
  %284 = sext i32 %283 to i64
  %285 = sub i64 %282, %284
  %286 = select i1 %281, i64 64, i64 %285
  %287 = select i1 %276, i64 0, i64 %286
  %288 = select i1 %270, i64 %271, i64 %287
  %tl_hi3 = trunc i64 %288 to i32
  br label %for.cond52

for.end50:                                        ; preds = %for.cond48
  br label %if.end39

for.cond52:                                       ; preds = %for.body53, %for.body49
  %j155 = phi i32 [ 0, %for.body49 ], [ %299, %for.body53 ]
  %289 = icmp slt i32 %j155, %tl_lo2
  br i1 %289, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %290 = call float @tilec_rt_f4e2m1r(double 0.000000e+00)
  %291 = sext i32 %i151 to i64
  %292 = mul nsw i64 %291, 64
  %293 = sext i32 %j155 to i64
  %294 = add nsw i64 %292, %293
  %295 = getelementptr inbounds i8, ptr %B4_s, i64 %294
  %296 = fpext float %290 to double
  %297 = call i32 @tilec_rt_f4e2m1_from_double(double %296)
  %298 = trunc i32 %297 to i8
  store i8 %298, ptr %295, align 1
  %299 = add nsw i32 %j155, 1
  br label %for.cond52, !llvm.loop !13

for.end54:                                        ; preds = %for.cond52
  %300 = mul i32 %bx, 32
  %301 = sext i32 %300 to i64
  %302 = sext i32 %i151 to i64
  %303 = add i64 %301, %302
  %304 = icmp sle i64 0, %303
  %305 = mul i32 %bx, 32
  %306 = sext i32 %305 to i64
  %307 = sext i32 %i151 to i64
  %308 = add i64 %306, %307
  %309 = sext i32 %N to i64
  %310 = icmp slt i64 %308, %309
  %311 = and i1 %304, %310
  br i1 %311, label %if.then56, label %if.else57

if.then56:                                        ; preds = %for.end54
  %312 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond59

if.else57:                                        ; preds = %for.end54
  %313 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond62

if.end58:                                         ; preds = %for.end64, %for.end61
  %314 = sub i32 64, %tl_hi3
  br label %for.cond66

for.cond59:                                       ; preds = %for.body60, %if.then56
  %j12 = phi i32 [ 0, %if.then56 ], [ %345, %for.body60 ]
  %315 = icmp slt i32 %j12, %312
  br i1 %315, label %for.body60, label %for.end61

for.body60:                                       ; preds = %for.cond59
  %316 = mul i32 %bx, 32
  %317 = add i32 %316, %i151
  %318 = sext i32 %317 to i64
  %319 = sext i32 %K to i64
  %320 = mul nsw i64 %318, %319
  %321 = mul i32 %k, 64
  %322 = add i32 %tl_lo2, %j12
  %323 = add i32 %321, %322
  %324 = sext i32 %323 to i64
  %325 = add nsw i64 %320, %324
  %326 = lshr i64 %325, 1
  %327 = and i64 %325, 1
  %328 = shl i64 %327, 2
  %329 = trunc i64 %328 to i8
  %330 = getelementptr inbounds i8, ptr %B, i64 %326
  %331 = load i8, ptr %330, align 1
  %332 = lshr i8 %331, %329
  %333 = and i8 %332, 15
  %334 = zext i8 %333 to i32
  %335 = call float @tilec_rt_f4e2m1_to_f32(i32 %334)
  %336 = sext i32 %i151 to i64
  %337 = mul nsw i64 %336, 64
  %338 = add i32 %tl_lo2, %j12
  %339 = sext i32 %338 to i64
  %340 = add nsw i64 %337, %339
  %341 = getelementptr inbounds i8, ptr %B4_s, i64 %340
  %342 = fpext float %335 to double
  %343 = call i32 @tilec_rt_f4e2m1_from_double(double %342)
  %344 = trunc i32 %343 to i8
  store i8 %344, ptr %341, align 1
  %345 = add nsw i32 %j12, 1
  br label %for.cond59, !llvm.loop !14

for.end61:                                        ; preds = %for.cond59
  br label %if.end58

for.cond62:                                       ; preds = %for.body63, %if.else57
  %j1265 = phi i32 [ 0, %if.else57 ], [ %357, %for.body63 ]
  %346 = icmp slt i32 %j1265, %313
  br i1 %346, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %347 = call float @tilec_rt_f4e2m1r(double 0.000000e+00)
  %348 = sext i32 %i151 to i64
  %349 = mul nsw i64 %348, 64
  %350 = add i32 %tl_lo2, %j1265
  %351 = sext i32 %350 to i64
  %352 = add nsw i64 %349, %351
  %353 = getelementptr inbounds i8, ptr %B4_s, i64 %352
  %354 = fpext float %347 to double
  %355 = call i32 @tilec_rt_f4e2m1_from_double(double %354)
  %356 = trunc i32 %355 to i8
  store i8 %356, ptr %353, align 1
  %357 = add nsw i32 %j1265, 1
  br label %for.cond62, !llvm.loop !15

for.end64:                                        ; preds = %for.cond62
  br label %if.end58

for.cond66:                                       ; preds = %for.body67, %if.end58
  %j1269 = phi i32 [ 0, %if.end58 ], [ %369, %for.body67 ]
  %358 = icmp slt i32 %j1269, %314
  br i1 %358, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  %359 = call float @tilec_rt_f4e2m1r(double 0.000000e+00)
  %360 = sext i32 %i151 to i64
  %361 = mul nsw i64 %360, 64
  %362 = add i32 %tl_hi3, %j1269
  %363 = sext i32 %362 to i64
  %364 = add nsw i64 %361, %363
  %365 = getelementptr inbounds i8, ptr %B4_s, i64 %364
  %366 = fpext float %359 to double
  %367 = call i32 @tilec_rt_f4e2m1_from_double(double %366)
  %368 = trunc i32 %367 to i8
  store i8 %368, ptr %365, align 1
  %369 = add nsw i32 %j1269, 1
  br label %for.cond66, !llvm.loop !16

for.end68:                                        ; preds = %for.cond66
  %370 = add nsw i32 %i151, 1
  br label %for.cond48, !llvm.loop !17

for.cond70:                                       ; preds = %for.end75, %if.end39
  %i = phi i32 [ 0, %if.end39 ], [ %415, %for.end75 ]
  %371 = icmp slt i32 %i, 32
  br i1 %371, label %for.body71, label %for.end72

for.body71:                                       ; preds = %for.cond70
  br label %for.cond73

for.end72:                                        ; preds = %for.cond70
  call void @tilec_rt_gemm_f32(i32 32, i32 32, i32 64, ptr %A_s, i32 64, i32 0, ptr %B_s, i32 64, i32 1, ptr %C_f, i32 32)
  %372 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !18

for.cond73:                                       ; preds = %sel.end, %for.body71
  %j = phi i32 [ 0, %for.body71 ], [ %452, %sel.end ]
  %373 = icmp slt i32 %j, 64
  br i1 %373, label %for.body74, label %for.end75

for.body74:                                       ; preds = %for.cond73
  %374 = sext i32 %i to i64
  %375 = mul nsw i64 %374, 64
  %376 = sext i32 %j to i64
  %377 = add nsw i64 %375, %376
  %378 = getelementptr inbounds i8, ptr %B4_s, i64 %377
  %379 = load i8, ptr %378, align 1
  %380 = zext i8 %379 to i32
  %381 = call float @tilec_rt_f4e2m1_to_f32(i32 %380)
  %382 = mul i32 %bx, 32
  %383 = add i32 %382, %i
  %384 = icmp sle i32 0, %383
  %385 = mul i32 %bx, 32
  %386 = add i32 %385, %i
  %387 = icmp slt i32 %386, %N
  %388 = and i1 %384, %387
  %389 = mul i32 %k, 64
  %390 = add i32 %389, %j
  %391 = sdiv i32 %390, 32
  %392 = sub i32 0, %390
  %393 = select i1 false, i32 %392, i32 %391
  %394 = icmp sle i32 0, %393
  %395 = mul i32 %k, 64
  %396 = add i32 %395, %j
  %397 = sdiv i32 %396, 32
  %398 = sub i32 0, %396
  %399 = select i1 false, i32 %398, i32 %397
  %400 = sext i32 %K to i64
  %401 = sdiv i64 %400, 32
  %402 = sub i64 0, %400
  %403 = select i1 false, i64 %402, i64 %401
  %404 = srem i64 %400, 32
  %405 = icmp ne i64 %404, 0
  %406 = icmp slt i64 %400, 0
  %407 = icmp eq i1 %406, false
  %408 = and i1 %405, %407
  %409 = zext i1 %408 to i64
  %410 = add i64 %403, %409
  %411 = trunc i64 %410 to i32
  %412 = icmp slt i32 %399, %411
  %413 = and i1 %394, %412
  %414 = and i1 %388, %413
  br i1 %414, label %sel.then, label %sel.else

for.end75:                                        ; preds = %for.cond73
  %415 = add nsw i32 %i, 1
  br label %for.cond70, !llvm.loop !19

sel.then:                                         ; preds = %for.body74
  %416 = mul i32 %bx, 32
  %417 = add i32 %416, %i
  %418 = sext i32 %417 to i64
  %419 = sext i32 %K to i64
  %420 = sdiv i64 %419, 32
  %421 = sub i64 0, %419
  %422 = select i1 false, i64 %421, i64 %420
  %423 = srem i64 %419, 32
  %424 = icmp ne i64 %423, 0
  %425 = icmp slt i64 %419, 0
  %426 = icmp eq i1 %425, false
  %427 = and i1 %424, %426
  %428 = zext i1 %427 to i64
  %429 = add i64 %422, %428
  %430 = trunc i64 %429 to i32
  %431 = sext i32 %430 to i64
  %432 = mul nsw i64 %418, %431
  %433 = mul i32 %k, 64
  %434 = add i32 %433, %j
  %435 = sdiv i32 %434, 32
  %436 = sub i32 0, %434
  %437 = select i1 false, i32 %436, i32 %435
  %438 = sext i32 %437 to i64
  %439 = add nsw i64 %432, %438
  %440 = getelementptr inbounds i8, ptr %S, i64 %439
  %441 = load i8, ptr %440, align 1
  %442 = zext i8 %441 to i32
  %443 = call float @tilec_rt_e8m0_to_f32(i32 %442)
  br label %sel.end

sel.else:                                         ; preds = %for.body74
  %444 = call float @tilec_rt_e8m0r(double 0.000000e+00)
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %445 = phi float [ %443, %sel.then ], [ %444, %sel.else ]
  %446 = fmul float %381, %445
  %447 = sext i32 %i to i64
  %448 = mul nsw i64 %447, 64
  %449 = sext i32 %j to i64
  %450 = add nsw i64 %448, %449
  %451 = getelementptr inbounds float, ptr %B_s, i64 %450
  store float %446, ptr %451, align 4
  %452 = add nsw i32 %j, 1
  br label %for.cond73, !llvm.loop !20

if.then76:                                        ; preds = %for.end6
  br label %for.cond79

if.else77:                                        ; preds = %for.end6
  br label %for.cond88

if.end78:                                         ; preds = %for.end90, %for.end81
  ret void

for.cond79:                                       ; preds = %if.end84, %if.then76
  %i2 = phi i32 [ 0, %if.then76 ], [ %472, %if.end84 ]
  %453 = icmp slt i32 %i2, 32
  br i1 %453, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %454 = sext i32 %M to i64
  %455 = sext i32 %N to i64
  %456 = mul i64 %454, %455
  %457 = icmp sge i64 %456, 8388608
  br i1 %457, label %if.then82, label %if.else83

for.end81:                                        ; preds = %for.cond79
  br label %if.end78

if.then82:                                        ; preds = %for.body80
  %458 = mul i32 %by, 32
  %459 = add i32 %458, %i2
  %460 = sext i32 %459 to i64
  %461 = sext i32 %N to i64
  %462 = mul nsw i64 %460, %461
  %463 = mul i32 %bx, 32
  %464 = add i32 %463, 0
  %465 = sext i32 %464 to i64
  %466 = add nsw i64 %462, %465
  %467 = getelementptr inbounds float, ptr %C, i64 %466
  %468 = sext i32 %i2 to i64
  %469 = mul nsw i64 %468, 32
  %470 = add nsw i64 %469, 0
  %471 = getelementptr inbounds float, ptr %C_f, i64 %470
  call void @tilec_rt_stream(ptr %467, ptr %471, i64 128)
  br label %if.end84

if.else83:                                        ; preds = %for.body80
  br label %for.cond85

if.end84:                                         ; preds = %for.end87, %if.then82
  %472 = add nsw i32 %i2, 1
  br label %for.cond79, !llvm.loop !21

for.cond85:                                       ; preds = %for.body86, %if.else83
  %j2 = phi i32 [ 0, %if.else83 ], [ %490, %for.body86 ]
  %473 = icmp slt i32 %j2, 32
  br i1 %473, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  %474 = sext i32 %i2 to i64
  %475 = mul nsw i64 %474, 32
  %476 = sext i32 %j2 to i64
  %477 = add nsw i64 %475, %476
  %478 = getelementptr inbounds float, ptr %C_f, i64 %477
  %479 = load float, ptr %478, align 4
  %480 = mul i32 %by, 32
  %481 = add i32 %480, %i2
  %482 = sext i32 %481 to i64
  %483 = sext i32 %N to i64
  %484 = mul nsw i64 %482, %483
  %485 = mul i32 %bx, 32
  %486 = add i32 %485, %j2
  %487 = sext i32 %486 to i64
  %488 = add nsw i64 %484, %487
  %489 = getelementptr inbounds float, ptr %C, i64 %488
  store float %479, ptr %489, align 4
  %490 = add nsw i32 %j2, 1
  br label %for.cond85, !llvm.loop !22

for.end87:                                        ; preds = %for.cond85
  br label %if.end84

for.cond88:                                       ; preds = %if.end94, %if.else77
  %i291 = phi i32 [ 0, %if.else77 ], [ %554, %if.end94 ]
  %491 = icmp slt i32 %i291, 32
  br i1 %491, label %for.body89, label %for.end90

for.body89:                                       ; preds = %for.cond88
  %492 = mul i32 %bx, 32
  %493 = sext i32 %492 to i64
  %494 = sub i64 0, %493
  %495 = icmp slt i64 %494, 0
  %496 = mul i32 %bx, 32
  %497 = sext i32 %496 to i64
  %498 = sub i64 0, %497
  %499 = icmp sgt i64 %498, 32
  %500 = mul i32 %bx, 32
  %501 = sext i32 %500 to i64
  %502 = sub i64 0, %501
  %503 = select i1 %499, i64 32, i64 %502
  %504 = select i1 %495, i64 0, i64 %503
  %tl_lo4 = trunc i64 %504 to i32
  %505 = sext i32 %N to i64
  %506 = mul i32 %bx, 32
  %507 = sext i32 %506 to i64
  %508 = sub i64 %505, %507
  %509 = icmp slt i64 %508, 0
  %510 = sext i32 %N to i64
  %511 = mul i32 %bx, 32
  %512 = sext i32 %511 to i64
  %513 = sub i64 %510, %512
  %514 = icmp sgt i64 %513, 32
  %515 = sext i32 %N to i64
  %516 = mul i32 %bx, 32
  %517 = sext i32 %516 to i64
  %518 = sub i64 %515, %517
  %519 = select i1 %514, i64 32, i64 %518
  %520 = select i1 %509, i64 0, i64 %519
  %521 = sext i32 %tl_lo4 to i64
  %522 = icmp slt i64 %520, %521
  %523 = sext i32 %tl_lo4 to i64
  %524 = sext i32 %N to i64
  %525 = mul i32 %bx, 32
  %526 = sext i32 %525 to i64
  %527 = sub i64 %524, %526
  %528 = icmp slt i64 %527, 0
  %529 = sext i32 %N to i64
  %530 = mul i32 %bx, 32
  %531 = sext i32 %530 to i64
  %532 = sub i64 %529, %531
  %533 = icmp sgt i64 %532, 32
  %534 = sext i32 %N to i64
  %535 = mul i32 %bx, 32
  %536 = sext i32 %535 to i64
  %537 = sub i64 %534, %536
  %538 = select i1 %533, i64 32, i64 %537
  %539 = select i1 %528, i64 0, i64 %538
  %540 = select i1 %522, i64 %523, i64 %539
  %tl_hi5 = trunc i64 %540 to i32
  %541 = mul i32 %by, 32
  %542 = sext i32 %541 to i64
  %543 = sext i32 %i291 to i64
  %544 = add i64 %542, %543
  %545 = icmp sle i64 0, %544
  %546 = mul i32 %by, 32
  %547 = sext i32 %546 to i64
  %548 = sext i32 %i291 to i64
  %549 = add i64 %547, %548
  %550 = sext i32 %M to i64
  %551 = icmp slt i64 %549, %550
  %552 = and i1 %545, %551
  br i1 %552, label %if.then92, label %if.else93

for.end90:                                        ; preds = %for.cond88
  br label %if.end78

if.then92:                                        ; preds = %for.body89
  %553 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond95

if.else93:                                        ; preds = %for.body89
  br label %if.end94

if.end94:                                         ; preds = %if.else93, %for.end97
  %554 = add nsw i32 %i291, 1
  br label %for.cond88, !llvm.loop !23

for.cond95:                                       ; preds = %for.body96, %if.then92
  %j21 = phi i32 [ 0, %if.then92 ], [ %574, %for.body96 ]
  %555 = icmp slt i32 %j21, %553
  br i1 %555, label %for.body96, label %for.end97

for.body96:                                       ; preds = %for.cond95
  %556 = sext i32 %i291 to i64
  %557 = mul nsw i64 %556, 32
  %558 = add i32 %tl_lo4, %j21
  %559 = sext i32 %558 to i64
  %560 = add nsw i64 %557, %559
  %561 = getelementptr inbounds float, ptr %C_f, i64 %560
  %562 = load float, ptr %561, align 4
  %563 = mul i32 %by, 32
  %564 = add i32 %563, %i291
  %565 = sext i32 %564 to i64
  %566 = sext i32 %N to i64
  %567 = mul nsw i64 %565, %566
  %568 = mul i32 %bx, 32
  %569 = add i32 %tl_lo4, %j21
  %570 = add i32 %568, %569
  %571 = sext i32 %570 to i64
  %572 = add nsw i64 %567, %571
  %573 = getelementptr inbounds float, ptr %C, i64 %572
  store float %562, ptr %573, align 4
  %574 = add nsw i32 %j21, 1
  br label %for.cond95, !llvm.loop !24

for.end97:                                        ; preds = %for.cond95
  br label %if.end94
}

declare float @tilec_rt_f4e2m1_to_f32(i32)

declare i32 @tilec_rt_f4e2m1_from_double(double)

declare float @tilec_rt_f4e2m1r(double)

declare float @tilec_rt_e8m0_to_f32(i32)

declare float @tilec_rt_e8m0r(double)

declare void @tilec_rt_gemm_f32(i32, i32, i32, ptr, i32, i32, ptr, i32, i32, ptr, i32)

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nounwind
define internal void @mxfp4_gemm_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_mxfp4_gemm, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_mxfp4_gemm, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_mxfp4_gemm, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_mxfp4_gemm, ptr %ctx, i32 0, i32 3
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %tilec_args_mxfp4_gemm, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_mxfp4_gemm, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_mxfp4_gemm, ptr %ctx, i32 0, i32 6
  %13 = load i32, ptr %12, align 4
  %14 = getelementptr inbounds %tilec_args_mxfp4_gemm, ptr %ctx, i32 0, i32 7
  %15 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 0
  %16 = load i64, ptr %15, align 8
  %17 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 1
  %18 = load i64, ptr %17, align 8
  %19 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 2
  %20 = load i64, ptr %19, align 8
  %21 = srem i64 %block, %16
  %22 = sdiv i64 %block, %16
  %23 = srem i64 %22, %18
  %24 = mul i64 %16, %18
  %25 = sdiv i64 %block, %24
  %26 = trunc i64 %21 to i32
  %27 = trunc i64 %23 to i32
  call void @mxfp4_gemm_block(ptr %1, ptr %3, ptr %5, ptr %7, i32 %9, i32 %11, i32 %13, i32 %26, i32 %27)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_mxfp4_gemm(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_mxfp4_gemm, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_mxfp4_gemm, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_mxfp4_gemm, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_mxfp4_gemm, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds ptr, ptr %args, i64 3
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds %tilec_args_mxfp4_gemm, ptr %a, i32 0, i32 3
  store ptr %12, ptr %13, align 8
  %14 = getelementptr inbounds i64, ptr %dims, i64 0
  %15 = load i64, ptr %14, align 8
  %M = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_mxfp4_gemm, ptr %a, i32 0, i32 4
  store i32 %M, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 1
  %18 = load i64, ptr %17, align 8
  %K = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_mxfp4_gemm, ptr %a, i32 0, i32 5
  store i32 %K, ptr %19, align 4
  %20 = getelementptr inbounds i64, ptr %dims, i64 2
  %21 = load i64, ptr %20, align 8
  %N = trunc i64 %21 to i32
  %22 = getelementptr inbounds %tilec_args_mxfp4_gemm, ptr %a, i32 0, i32 6
  store i32 %N, ptr %22, align 4
  %23 = getelementptr inbounds %tilec_args_mxfp4_gemm, ptr %a, i32 0, i32 7
  %24 = sext i32 %N to i64
  %25 = sdiv i64 %24, 32
  %26 = sub i64 0, %24
  %27 = select i1 false, i64 %26, i64 %25
  %28 = srem i64 %24, 32
  %29 = icmp ne i64 %28, 0
  %30 = icmp slt i64 %24, 0
  %31 = icmp eq i1 %30, false
  %32 = and i1 %29, %31
  %33 = zext i1 %32 to i64
  %34 = add i64 %27, %33
  %35 = trunc i64 %34 to i32
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [3 x i64], ptr %23, i64 0, i64 0
  store i64 %36, ptr %37, align 8
  %38 = icmp sgt i64 %36, 0
  %39 = mul i64 1, %36
  %40 = sext i32 %M to i64
  %41 = sdiv i64 %40, 32
  %42 = sub i64 0, %40
  %43 = select i1 false, i64 %42, i64 %41
  %44 = srem i64 %40, 32
  %45 = icmp ne i64 %44, 0
  %46 = icmp slt i64 %40, 0
  %47 = icmp eq i1 %46, false
  %48 = and i1 %45, %47
  %49 = zext i1 %48 to i64
  %50 = add i64 %43, %49
  %51 = trunc i64 %50 to i32
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [3 x i64], ptr %23, i64 0, i64 1
  store i64 %52, ptr %53, align 8
  %54 = icmp sgt i64 %52, 0
  %55 = and i1 %38, %54
  %56 = mul i64 %39, %52
  %57 = getelementptr inbounds [3 x i64], ptr %23, i64 0, i64 2
  store i64 1, ptr %57, align 8
  %58 = and i1 %55, true
  %59 = mul i64 %56, 1
  br i1 %58, label %run, label %empty

run:                                              ; preds = %body
  %60 = call i32 @tilec_rt_run_blocks(i64 %59, i32 %nworkers, ptr @mxfp4_gemm_task, ptr %a)
  ret i32 %60

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

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
!20 = distinct !{!20, !1, !2}
!21 = distinct !{!21, !1}
!22 = distinct !{!22, !1, !2}
!23 = distinct !{!23, !1}
!24 = distinct !{!24, !1, !2}
