; ModuleID = 'mxfp4_gemm.tile'
source_filename = "mxfp4_gemm.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_mxfp4_gemm = type { ptr, ptr, ptr, ptr, i32, i32, i32, [3 x i64] }

; Function Attrs: noinline nounwind
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
  %i1 = phi i32 [ 0, %body ], [ %32, %for.end3 ]
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
  %13 = sext i32 %K to i64
  %14 = sdiv i64 %13, 32
  %15 = sub i64 0, %13
  %16 = select i1 false, i64 %15, i64 %14
  %17 = srem i64 %13, 32
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
  %25 = icmp slt i32 %j1, 32
  br i1 %25, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %26 = sext i32 %i1 to i64
  %27 = mul nsw i64 %26, 32
  %28 = sext i32 %j1 to i64
  %29 = add nsw i64 %27, %28
  %30 = getelementptr inbounds float, ptr %C_f, i64 %29
  store float 0.000000e+00, ptr %30, align 4
  %31 = add nsw i32 %j1, 1
  br label %for.cond1, !llvm.loop !0

for.end3:                                         ; preds = %for.cond1
  %32 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !3

for.cond4:                                        ; preds = %for.end72, %for.end
  %k = phi i32 [ 0, %for.end ], [ %384, %for.end72 ]
  %33 = icmp slt i32 %k, %12
  br i1 %33, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %34 = mul i32 %by, 32
  %35 = icmp sle i32 0, %34
  %36 = mul i32 %by, 32
  %37 = sext i32 %36 to i64
  %38 = add i64 %37, 32
  %39 = sext i32 %M to i64
  %40 = icmp sle i64 %38, %39
  %41 = and i1 %35, %40
  %42 = mul i32 %k, 64
  %43 = icmp sle i32 0, %42
  %44 = mul i32 %k, 64
  %45 = sext i32 %44 to i64
  %46 = add i64 %45, 64
  %47 = sext i32 %K to i64
  %48 = icmp sle i64 %46, %47
  %49 = and i1 %43, %48
  %50 = and i1 %41, %49
  br i1 %50, label %if.then, label %if.else

for.end6:                                         ; preds = %for.cond4
  %51 = mul i32 %by, 32
  %52 = icmp sle i32 0, %51
  %53 = mul i32 %by, 32
  %54 = sext i32 %53 to i64
  %55 = add i64 %54, 32
  %56 = sext i32 %M to i64
  %57 = icmp sle i64 %55, %56
  %58 = and i1 %52, %57
  %59 = mul i32 %bx, 32
  %60 = icmp sle i32 0, %59
  %61 = mul i32 %bx, 32
  %62 = sext i32 %61 to i64
  %63 = add i64 %62, 32
  %64 = sext i32 %N to i64
  %65 = icmp sle i64 %63, %64
  %66 = and i1 %60, %65
  %67 = and i1 %58, %66
  br i1 %67, label %if.then76, label %if.else77

if.then:                                          ; preds = %for.body5
  br label %for.cond7

if.else:                                          ; preds = %for.body5
  br label %for.cond15

if.end:                                           ; preds = %for.end17, %for.end9
  %68 = mul i32 %bx, 32
  %69 = icmp sle i32 0, %68
  %70 = mul i32 %bx, 32
  %71 = sext i32 %70 to i64
  %72 = add i64 %71, 32
  %73 = sext i32 %N to i64
  %74 = icmp sle i64 %72, %73
  %75 = and i1 %69, %74
  %76 = mul i32 %k, 64
  %77 = icmp sle i32 0, %76
  %78 = mul i32 %k, 64
  %79 = sext i32 %78 to i64
  %80 = add i64 %79, 64
  %81 = sext i32 %K to i64
  %82 = icmp sle i64 %80, %81
  %83 = and i1 %77, %82
  %84 = and i1 %75, %83
  br i1 %84, label %if.then37, label %if.else38

for.cond7:                                        ; preds = %for.end13, %if.then
  %i110 = phi i32 [ 0, %if.then ], [ %107, %for.end13 ]
  %85 = icmp slt i32 %i110, 32
  br i1 %85, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %if.end

for.cond11:                                       ; preds = %for.body12, %for.body8
  %j114 = phi i32 [ 0, %for.body8 ], [ %106, %for.body12 ]
  %86 = icmp slt i32 %j114, 64
  br i1 %86, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %87 = mul i32 %by, 32
  %88 = add i32 %87, %i110
  %89 = sext i32 %88 to i64
  %90 = sext i32 %K to i64
  %91 = mul nsw i64 %89, %90
  %92 = mul i32 %k, 64
  %93 = add i32 %92, %j114
  %94 = sext i32 %93 to i64
  %95 = add nsw i64 %91, %94
  %96 = getelementptr inbounds i16, ptr %A, i64 %95
  %97 = load i16, ptr %96, align 2
  %98 = zext i16 %97 to i32
  %99 = shl i32 %98, 16
  %100 = bitcast i32 %99 to float
  %101 = sext i32 %i110 to i64
  %102 = mul nsw i64 %101, 64
  %103 = sext i32 %j114 to i64
  %104 = add nsw i64 %102, %103
  %105 = getelementptr inbounds float, ptr %A_s, i64 %104
  store float %100, ptr %105, align 4
  %106 = add nsw i32 %j114, 1
  br label %for.cond11, !llvm.loop !5

for.end13:                                        ; preds = %for.cond11
  %107 = add nsw i32 %i110, 1
  br label %for.cond7, !llvm.loop !6

for.cond15:                                       ; preds = %for.end35, %if.else
  %i118 = phi i32 [ 0, %if.else ], [ %219, %for.end35 ]
  %108 = icmp slt i32 %i118, 32
  br i1 %108, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  %109 = mul i32 %k, 64
  %110 = sext i32 %109 to i64
  %111 = sub i64 0, %110
  %112 = icmp slt i64 %111, 0
  %113 = mul i32 %k, 64
  %114 = sext i32 %113 to i64
  %115 = sub i64 0, %114
  %116 = icmp sgt i64 %115, 64
  %117 = mul i32 %k, 64
  %118 = sext i32 %117 to i64
  %119 = sub i64 0, %118
  %120 = select i1 %116, i64 64, i64 %119
  %121 = select i1 %112, i64 0, i64 %120
  %tl_lo0 = trunc i64 %121 to i32
  %122 = sext i32 %K to i64
  %123 = mul i32 %k, 64
  %124 = sext i32 %123 to i64
  %125 = sub i64 %122, %124
  %126 = icmp slt i64 %125, 0
  %127 = sext i32 %K to i64
  %128 = mul i32 %k, 64
  %129 = sext i32 %128 to i64
  %130 = sub i64 %127, %129
  %131 = icmp sgt i64 %130, 64
  %132 = sext i32 %K to i64
  %133 = mul i32 %k, 64
  %134 = sext i32 %133 to i64
  %135 = sub i64 %132, %134
  %136 = select i1 %131, i64 64, i64 %135
  %137 = select i1 %126, i64 0, i64 %136
  %138 = sext i32 %tl_lo0 to i64
  %139 = icmp slt i64 %137, %138
  %140 = sext i32 %tl_lo0 to i64
  %141 = sext i32 %K to i64
  %142 = mul i32 %k, 64
  %143 = sext i32 %142 to i64
  %144 = sub i64 %141, %143
  %145 = icmp slt i64 %144, 0
  %146 = sext i32 %K to i64
  %147 = mul i32 %k, 64
  %148 = sext i32 %147 to i64
  %149 = sub i64 %146, %148
  %150 = icmp sgt i64 %149, 64
  %151 = sext i32 %K to i64
  %152 = mul i32 %k, 64
  %153 = sext i32 %152 to i64
  %154 = sub i64 %151, %153
  %155 = select i1 %150, i64 64, i64 %154
  %156 = select i1 %145, i64 0, i64 %155
  %157 = select i1 %139, i64 %140, i64 %156
  %tl_hi1 = trunc i64 %157 to i32
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  br label %if.end

for.cond19:                                       ; preds = %for.body20, %for.body16
  %j122 = phi i32 [ 0, %for.body16 ], [ %164, %for.body20 ]
  %158 = icmp slt i32 %j122, %tl_lo0
  br i1 %158, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %159 = sext i32 %i118 to i64
  %160 = mul nsw i64 %159, 64
  %161 = sext i32 %j122 to i64
  %162 = add nsw i64 %160, %161
  %163 = getelementptr inbounds float, ptr %A_s, i64 %162
  store float 0.000000e+00, ptr %163, align 4
  %164 = add nsw i32 %j122, 1
  br label %for.cond19, !llvm.loop !7

for.end21:                                        ; preds = %for.cond19
  %165 = mul i32 %by, 32
  %166 = sext i32 %165 to i64
  %167 = sext i32 %i118 to i64
  %168 = add i64 %166, %167
  %169 = icmp sle i64 0, %168
  %170 = mul i32 %by, 32
  %171 = sext i32 %170 to i64
  %172 = sext i32 %i118 to i64
  %173 = add i64 %171, %172
  %174 = sext i32 %M to i64
  %175 = icmp slt i64 %173, %174
  %176 = and i1 %169, %175
  br i1 %176, label %if.then23, label %if.else24

if.then23:                                        ; preds = %for.end21
  %177 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond26

if.else24:                                        ; preds = %for.end21
  %178 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond29

if.end25:                                         ; preds = %for.end31, %for.end28
  %179 = sub i32 64, %tl_hi1
  br label %for.cond33

for.cond26:                                       ; preds = %for.body27, %if.then23
  %j11 = phi i32 [ 0, %if.then23 ], [ %202, %for.body27 ]
  %180 = icmp slt i32 %j11, %177
  br i1 %180, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  %181 = mul i32 %by, 32
  %182 = add i32 %181, %i118
  %183 = sext i32 %182 to i64
  %184 = sext i32 %K to i64
  %185 = mul nsw i64 %183, %184
  %186 = mul i32 %k, 64
  %187 = add i32 %tl_lo0, %j11
  %188 = add i32 %186, %187
  %189 = sext i32 %188 to i64
  %190 = add nsw i64 %185, %189
  %191 = getelementptr inbounds i16, ptr %A, i64 %190
  %192 = load i16, ptr %191, align 2
  %193 = zext i16 %192 to i32
  %194 = shl i32 %193, 16
  %195 = bitcast i32 %194 to float
  %196 = sext i32 %i118 to i64
  %197 = mul nsw i64 %196, 64
  %198 = add i32 %tl_lo0, %j11
  %199 = sext i32 %198 to i64
  %200 = add nsw i64 %197, %199
  %201 = getelementptr inbounds float, ptr %A_s, i64 %200
  store float %195, ptr %201, align 4
  %202 = add nsw i32 %j11, 1
  br label %for.cond26, !llvm.loop !8

for.end28:                                        ; preds = %for.cond26
  br label %if.end25

for.cond29:                                       ; preds = %for.body30, %if.else24
  %j1132 = phi i32 [ 0, %if.else24 ], [ %210, %for.body30 ]
  %203 = icmp slt i32 %j1132, %178
  br i1 %203, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  %204 = sext i32 %i118 to i64
  %205 = mul nsw i64 %204, 64
  %206 = add i32 %tl_lo0, %j1132
  %207 = sext i32 %206 to i64
  %208 = add nsw i64 %205, %207
  %209 = getelementptr inbounds float, ptr %A_s, i64 %208
  store float 0.000000e+00, ptr %209, align 4
  %210 = add nsw i32 %j1132, 1
  br label %for.cond29, !llvm.loop !9

for.end31:                                        ; preds = %for.cond29
  br label %if.end25

for.cond33:                                       ; preds = %for.body34, %if.end25
  %j1136 = phi i32 [ 0, %if.end25 ], [ %218, %for.body34 ]
  %211 = icmp slt i32 %j1136, %179
  br i1 %211, label %for.body34, label %for.end35

for.body34:                                       ; preds = %for.cond33
  %212 = sext i32 %i118 to i64
  %213 = mul nsw i64 %212, 64
  %214 = add i32 %tl_hi1, %j1136
  %215 = sext i32 %214 to i64
  %216 = add nsw i64 %213, %215
  %217 = getelementptr inbounds float, ptr %A_s, i64 %216
  store float 0.000000e+00, ptr %217, align 4
  %218 = add nsw i32 %j1136, 1
  br label %for.cond33, !llvm.loop !10

for.end35:                                        ; preds = %for.cond33
  %219 = add nsw i32 %i118, 1
  br label %for.cond15, !llvm.loop !11

if.then37:                                        ; preds = %if.end
  br label %for.cond40

if.else38:                                        ; preds = %if.end
  br label %for.cond48

if.end39:                                         ; preds = %for.end50, %for.end42
  br label %for.cond70

for.cond40:                                       ; preds = %for.end46, %if.then37
  %i143 = phi i32 [ 0, %if.then37 ], [ %250, %for.end46 ]
  %220 = icmp slt i32 %i143, 32
  br i1 %220, label %for.body41, label %for.end42

for.body41:                                       ; preds = %for.cond40
  br label %for.cond44

for.end42:                                        ; preds = %for.cond40
  br label %if.end39

for.cond44:                                       ; preds = %for.body45, %for.body41
  %j147 = phi i32 [ 0, %for.body41 ], [ %249, %for.body45 ]
  %221 = icmp slt i32 %j147, 64
  br i1 %221, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %222 = mul i32 %bx, 32
  %223 = add i32 %222, %i143
  %224 = sext i32 %223 to i64
  %225 = sext i32 %K to i64
  %226 = mul nsw i64 %224, %225
  %227 = mul i32 %k, 64
  %228 = add i32 %227, %j147
  %229 = sext i32 %228 to i64
  %230 = add nsw i64 %226, %229
  %231 = lshr i64 %230, 1
  %232 = and i64 %230, 1
  %233 = shl i64 %232, 2
  %234 = trunc i64 %233 to i8
  %235 = getelementptr inbounds i8, ptr %B, i64 %231
  %236 = load i8, ptr %235, align 1
  %237 = lshr i8 %236, %234
  %238 = and i8 %237, 15
  %239 = zext i8 %238 to i32
  %240 = call float @tilec_rt_f4e2m1_to_f32(i32 %239)
  %241 = sext i32 %i143 to i64
  %242 = mul nsw i64 %241, 64
  %243 = sext i32 %j147 to i64
  %244 = add nsw i64 %242, %243
  %245 = getelementptr inbounds i8, ptr %B4_s, i64 %244
  %246 = fpext float %240 to double
  %247 = call i32 @tilec_rt_f4e2m1_from_double(double %246)
  %248 = trunc i32 %247 to i8
  store i8 %248, ptr %245, align 1
  %249 = add nsw i32 %j147, 1
  br label %for.cond44, !llvm.loop !12

for.end46:                                        ; preds = %for.cond44
  %250 = add nsw i32 %i143, 1
  br label %for.cond40, !llvm.loop !13

for.cond48:                                       ; preds = %for.end68, %if.else38
  %i151 = phi i32 [ 0, %if.else38 ], [ %382, %for.end68 ]
  %251 = icmp slt i32 %i151, 32
  br i1 %251, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %252 = mul i32 %k, 64
  %253 = sext i32 %252 to i64
  %254 = sub i64 0, %253
  %255 = icmp slt i64 %254, 0
  %256 = mul i32 %k, 64
  %257 = sext i32 %256 to i64
  %258 = sub i64 0, %257
  %259 = icmp sgt i64 %258, 64
  %260 = mul i32 %k, 64
  %261 = sext i32 %260 to i64
  %262 = sub i64 0, %261
  %263 = select i1 %259, i64 64, i64 %262
  %264 = select i1 %255, i64 0, i64 %263
  %tl_lo2 = trunc i64 %264 to i32
  %265 = sext i32 %K to i64
  %266 = mul i32 %k, 64
  %267 = sext i32 %266 to i64
  %268 = sub i64 %265, %267
  %269 = icmp slt i64 %268, 0
  %270 = sext i32 %K to i64
  %271 = mul i32 %k, 64
  %272 = sext i32 %271 to i64
  %273 = sub i64 %270, %272
  %274 = icmp sgt i64 %273, 64
  %275 = sext i32 %K to i64
  %276 = mul i32 %k, 64
  %277 = sext i32 %276 to i64
  %278 = sub i64 %275, %277
  %279 = select i1 %274, i64 64, i64 %278
  %280 = select i1 %269, i64 0, i64 %279
  %281 = sext i32 %tl_lo2 to i64
  %282 = icmp slt i64 %280, %281
  %283 = sext i32 %tl_lo2 to i64
  %284 = sext i32 %K to i64
  %285 = mul i32 %k, 64
  %286 = sext i32 %285 to i64
  %287 = sub i64 %284, %286
  %288 = icmp slt i64 %287, 0
  %289 = sext i32 %K to i64
  %290 = mul i32 %k, 64
  %291 = sext i32 %290 to i64
  %292 = sub i64 %289, %291
  %293 = icmp sgt i64 %292, 64
  %294 = sext i32 %K to i64
  %295 = mul i32 %k, 64
  %296 = sext i32 %295 to i64
  %297 = sub i64 %294, %296
  %298 = select i1 %293, i64 64, i64 %297
  %299 = select i1 %288, i64 0, i64 %298
  %300 = select i1 %282, i64 %283, i64 %299
  %tl_hi3 = trunc i64 %300 to i32
  br label %for.cond52

for.end50:                                        ; preds = %for.cond48
  br label %if.end39

for.cond52:                                       ; preds = %for.body53, %for.body49
  %j155 = phi i32 [ 0, %for.body49 ], [ %311, %for.body53 ]
  %301 = icmp slt i32 %j155, %tl_lo2
  br i1 %301, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %302 = call float @tilec_rt_f4e2m1r(double 0.000000e+00)
  %303 = sext i32 %i151 to i64
  %304 = mul nsw i64 %303, 64
  %305 = sext i32 %j155 to i64
  %306 = add nsw i64 %304, %305
  %307 = getelementptr inbounds i8, ptr %B4_s, i64 %306
  %308 = fpext float %302 to double
  %309 = call i32 @tilec_rt_f4e2m1_from_double(double %308)
  %310 = trunc i32 %309 to i8
  store i8 %310, ptr %307, align 1
  %311 = add nsw i32 %j155, 1
  br label %for.cond52, !llvm.loop !14

for.end54:                                        ; preds = %for.cond52
  %312 = mul i32 %bx, 32
  %313 = sext i32 %312 to i64
  %314 = sext i32 %i151 to i64
  %315 = add i64 %313, %314
  %316 = icmp sle i64 0, %315
  %317 = mul i32 %bx, 32
  %318 = sext i32 %317 to i64
  %319 = sext i32 %i151 to i64
  %320 = add i64 %318, %319
  %321 = sext i32 %N to i64
  %322 = icmp slt i64 %320, %321
  %323 = and i1 %316, %322
  br i1 %323, label %if.then56, label %if.else57

if.then56:                                        ; preds = %for.end54
  %324 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond59

if.else57:                                        ; preds = %for.end54
  %325 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond62

if.end58:                                         ; preds = %for.end64, %for.end61
  %326 = sub i32 64, %tl_hi3
  br label %for.cond66

for.cond59:                                       ; preds = %for.body60, %if.then56
  %j12 = phi i32 [ 0, %if.then56 ], [ %357, %for.body60 ]
  %327 = icmp slt i32 %j12, %324
  br i1 %327, label %for.body60, label %for.end61

for.body60:                                       ; preds = %for.cond59
  %328 = mul i32 %bx, 32
  %329 = add i32 %328, %i151
  %330 = sext i32 %329 to i64
  %331 = sext i32 %K to i64
  %332 = mul nsw i64 %330, %331
  %333 = mul i32 %k, 64
  %334 = add i32 %tl_lo2, %j12
  %335 = add i32 %333, %334
  %336 = sext i32 %335 to i64
  %337 = add nsw i64 %332, %336
  %338 = lshr i64 %337, 1
  %339 = and i64 %337, 1
  %340 = shl i64 %339, 2
  %341 = trunc i64 %340 to i8
  %342 = getelementptr inbounds i8, ptr %B, i64 %338
  %343 = load i8, ptr %342, align 1
  %344 = lshr i8 %343, %341
  %345 = and i8 %344, 15
  %346 = zext i8 %345 to i32
  %347 = call float @tilec_rt_f4e2m1_to_f32(i32 %346)
  %348 = sext i32 %i151 to i64
  %349 = mul nsw i64 %348, 64
  %350 = add i32 %tl_lo2, %j12
  %351 = sext i32 %350 to i64
  %352 = add nsw i64 %349, %351
  %353 = getelementptr inbounds i8, ptr %B4_s, i64 %352
  %354 = fpext float %347 to double
  %355 = call i32 @tilec_rt_f4e2m1_from_double(double %354)
  %356 = trunc i32 %355 to i8
  store i8 %356, ptr %353, align 1
  %357 = add nsw i32 %j12, 1
  br label %for.cond59, !llvm.loop !15

for.end61:                                        ; preds = %for.cond59
  br label %if.end58

for.cond62:                                       ; preds = %for.body63, %if.else57
  %j1265 = phi i32 [ 0, %if.else57 ], [ %369, %for.body63 ]
  %358 = icmp slt i32 %j1265, %325
  br i1 %358, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %359 = call float @tilec_rt_f4e2m1r(double 0.000000e+00)
  %360 = sext i32 %i151 to i64
  %361 = mul nsw i64 %360, 64
  %362 = add i32 %tl_lo2, %j1265
  %363 = sext i32 %362 to i64
  %364 = add nsw i64 %361, %363
  %365 = getelementptr inbounds i8, ptr %B4_s, i64 %364
  %366 = fpext float %359 to double
  %367 = call i32 @tilec_rt_f4e2m1_from_double(double %366)
  %368 = trunc i32 %367 to i8
  store i8 %368, ptr %365, align 1
  %369 = add nsw i32 %j1265, 1
  br label %for.cond62, !llvm.loop !16

for.end64:                                        ; preds = %for.cond62
  br label %if.end58

for.cond66:                                       ; preds = %for.body67, %if.end58
  %j1269 = phi i32 [ 0, %if.end58 ], [ %381, %for.body67 ]
  %370 = icmp slt i32 %j1269, %326
  br i1 %370, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  %371 = call float @tilec_rt_f4e2m1r(double 0.000000e+00)
  %372 = sext i32 %i151 to i64
  %373 = mul nsw i64 %372, 64
  %374 = add i32 %tl_hi3, %j1269
  %375 = sext i32 %374 to i64
  %376 = add nsw i64 %373, %375
  %377 = getelementptr inbounds i8, ptr %B4_s, i64 %376
  %378 = fpext float %371 to double
  %379 = call i32 @tilec_rt_f4e2m1_from_double(double %378)
  %380 = trunc i32 %379 to i8
  store i8 %380, ptr %377, align 1
  %381 = add nsw i32 %j1269, 1
  br label %for.cond66, !llvm.loop !17

for.end68:                                        ; preds = %for.cond66
  %382 = add nsw i32 %i151, 1
  br label %for.cond48, !llvm.loop !18

for.cond70:                                       ; preds = %for.end75, %if.end39
  %i = phi i32 [ 0, %if.end39 ], [ %415, %for.end75 ]
  %383 = icmp slt i32 %i, 32
  br i1 %383, label %for.body71, label %for.end72

for.body71:                                       ; preds = %for.cond70
  br label %for.cond73

for.end72:                                        ; preds = %for.cond70
  call void @tilec_rt_gemm_f32(i32 32, i32 32, i32 64, ptr %A_s, i32 64, i32 0, ptr %B_s, i32 64, i32 1, ptr %C_f, i32 32)
  %384 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !19

for.cond73:                                       ; preds = %sel.end, %for.body71
  %j = phi i32 [ 0, %for.body71 ], [ %440, %sel.end ]
  %385 = icmp slt i32 %j, 64
  br i1 %385, label %for.body74, label %for.end75

for.body74:                                       ; preds = %for.cond73
  %386 = sext i32 %i to i64
  %387 = mul nsw i64 %386, 64
  %388 = sext i32 %j to i64
  %389 = add nsw i64 %387, %388
  %390 = getelementptr inbounds i8, ptr %B4_s, i64 %389
  %391 = load i8, ptr %390, align 1
  %392 = zext i8 %391 to i32
  %393 = call float @tilec_rt_f4e2m1_to_f32(i32 %392)
  %394 = mul i32 %bx, 32
  %395 = add i32 %394, %i
  %396 = icmp sle i32 0, %395
  %397 = mul i32 %bx, 32
  %398 = add i32 %397, %i
  %399 = icmp slt i32 %398, %N
  %400 = and i1 %396, %399
  %401 = mul i32 %k, 64
  %402 = add i32 %401, %j
  %403 = sdiv i32 %402, 32
  %404 = sub i32 0, %402
  %405 = select i1 false, i32 %404, i32 %403
  %406 = icmp sle i32 0, %405
  %407 = mul i32 %k, 64
  %408 = add i32 %407, %j
  %409 = sdiv i32 %408, 32
  %410 = sub i32 0, %408
  %411 = select i1 false, i32 %410, i32 %409
  %412 = icmp slt i32 %411, %24
  %413 = and i1 %406, %412
  %414 = and i1 %400, %413
  br i1 %414, label %sel.then, label %sel.else

for.end75:                                        ; preds = %for.cond73
  %415 = add nsw i32 %i, 1
  br label %for.cond70, !llvm.loop !21

sel.then:                                         ; preds = %for.body74
  %416 = mul i32 %bx, 32
  %417 = add i32 %416, %i
  %418 = sext i32 %417 to i64
  %419 = sext i32 %24 to i64
  %420 = mul nsw i64 %418, %419
  %421 = mul i32 %k, 64
  %422 = add i32 %421, %j
  %423 = sdiv i32 %422, 32
  %424 = sub i32 0, %422
  %425 = select i1 false, i32 %424, i32 %423
  %426 = sext i32 %425 to i64
  %427 = add nsw i64 %420, %426
  %428 = getelementptr inbounds i8, ptr %S, i64 %427
  %429 = load i8, ptr %428, align 1
  %430 = zext i8 %429 to i32
  %431 = call float @tilec_rt_e8m0_to_f32(i32 %430)
  br label %sel.end

sel.else:                                         ; preds = %for.body74
  %432 = call float @tilec_rt_e8m0r(double 0.000000e+00)
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %433 = phi float [ %431, %sel.then ], [ %432, %sel.else ]
  %434 = fmul float %393, %433
  %435 = sext i32 %i to i64
  %436 = mul nsw i64 %435, 64
  %437 = sext i32 %j to i64
  %438 = add nsw i64 %436, %437
  %439 = getelementptr inbounds float, ptr %B_s, i64 %438
  store float %434, ptr %439, align 4
  %440 = add nsw i32 %j, 1
  br label %for.cond73, !llvm.loop !22

if.then76:                                        ; preds = %for.end6
  br label %for.cond79

if.else77:                                        ; preds = %for.end6
  br label %for.cond88

if.end78:                                         ; preds = %for.end90, %for.end81
  ret void

for.cond79:                                       ; preds = %if.end84, %if.then76
  %i2 = phi i32 [ 0, %if.then76 ], [ %460, %if.end84 ]
  %441 = icmp slt i32 %i2, 32
  br i1 %441, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %442 = sext i32 %M to i64
  %443 = sext i32 %N to i64
  %444 = mul i64 %442, %443
  %445 = icmp sge i64 %444, 8388608
  br i1 %445, label %if.then82, label %if.else83

for.end81:                                        ; preds = %for.cond79
  br label %if.end78

if.then82:                                        ; preds = %for.body80
  %446 = mul i32 %by, 32
  %447 = add i32 %446, %i2
  %448 = sext i32 %447 to i64
  %449 = sext i32 %N to i64
  %450 = mul nsw i64 %448, %449
  %451 = mul i32 %bx, 32
  %452 = add i32 %451, 0
  %453 = sext i32 %452 to i64
  %454 = add nsw i64 %450, %453
  %455 = getelementptr inbounds float, ptr %C, i64 %454
  %456 = sext i32 %i2 to i64
  %457 = mul nsw i64 %456, 32
  %458 = add nsw i64 %457, 0
  %459 = getelementptr inbounds float, ptr %C_f, i64 %458
  call void @tilec_rt_stream(ptr %455, ptr %459, i64 128)
  br label %if.end84

if.else83:                                        ; preds = %for.body80
  br label %for.cond85

if.end84:                                         ; preds = %for.end87, %if.then82
  %460 = add nsw i32 %i2, 1
  br label %for.cond79, !llvm.loop !23

for.cond85:                                       ; preds = %for.body86, %if.else83
  %j2 = phi i32 [ 0, %if.else83 ], [ %478, %for.body86 ]
  %461 = icmp slt i32 %j2, 32
  br i1 %461, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  %462 = sext i32 %i2 to i64
  %463 = mul nsw i64 %462, 32
  %464 = sext i32 %j2 to i64
  %465 = add nsw i64 %463, %464
  %466 = getelementptr inbounds float, ptr %C_f, i64 %465
  %467 = load float, ptr %466, align 4
  %468 = mul i32 %by, 32
  %469 = add i32 %468, %i2
  %470 = sext i32 %469 to i64
  %471 = sext i32 %N to i64
  %472 = mul nsw i64 %470, %471
  %473 = mul i32 %bx, 32
  %474 = add i32 %473, %j2
  %475 = sext i32 %474 to i64
  %476 = add nsw i64 %472, %475
  %477 = getelementptr inbounds float, ptr %C, i64 %476
  store float %467, ptr %477, align 4
  %478 = add nsw i32 %j2, 1
  br label %for.cond85, !llvm.loop !24

for.end87:                                        ; preds = %for.cond85
  br label %if.end84

for.cond88:                                       ; preds = %if.end94, %if.else77
  %i291 = phi i32 [ 0, %if.else77 ], [ %542, %if.end94 ]
  %479 = icmp slt i32 %i291, 32
  br i1 %479, label %for.body89, label %for.end90

for.body89:                                       ; preds = %for.cond88
  %480 = mul i32 %bx, 32
  %481 = sext i32 %480 to i64
  %482 = sub i64 0, %481
  %483 = icmp slt i64 %482, 0
  %484 = mul i32 %bx, 32
  %485 = sext i32 %484 to i64
  %486 = sub i64 0, %485
  %487 = icmp sgt i64 %486, 32
  %488 = mul i32 %bx, 32
  %489 = sext i32 %488 to i64
  %490 = sub i64 0, %489
  %491 = select i1 %487, i64 32, i64 %490
  %492 = select i1 %483, i64 0, i64 %491
  %tl_lo4 = trunc i64 %492 to i32
  %493 = sext i32 %N to i64
  %494 = mul i32 %bx, 32
  %495 = sext i32 %494 to i64
  %496 = sub i64 %493, %495
  %497 = icmp slt i64 %496, 0
  %498 = sext i32 %N to i64
  %499 = mul i32 %bx, 32
  %500 = sext i32 %499 to i64
  %501 = sub i64 %498, %500
  %502 = icmp sgt i64 %501, 32
  %503 = sext i32 %N to i64
  %504 = mul i32 %bx, 32
  %505 = sext i32 %504 to i64
  %506 = sub i64 %503, %505
  %507 = select i1 %502, i64 32, i64 %506
  %508 = select i1 %497, i64 0, i64 %507
  %509 = sext i32 %tl_lo4 to i64
  %510 = icmp slt i64 %508, %509
  %511 = sext i32 %tl_lo4 to i64
  %512 = sext i32 %N to i64
  %513 = mul i32 %bx, 32
  %514 = sext i32 %513 to i64
  %515 = sub i64 %512, %514
  %516 = icmp slt i64 %515, 0
  %517 = sext i32 %N to i64
  %518 = mul i32 %bx, 32
  %519 = sext i32 %518 to i64
  %520 = sub i64 %517, %519
  %521 = icmp sgt i64 %520, 32
  %522 = sext i32 %N to i64
  %523 = mul i32 %bx, 32
  %524 = sext i32 %523 to i64
  %525 = sub i64 %522, %524
  %526 = select i1 %521, i64 32, i64 %525
  %527 = select i1 %516, i64 0, i64 %526
  %528 = select i1 %510, i64 %511, i64 %527
  %tl_hi5 = trunc i64 %528 to i32
  %529 = mul i32 %by, 32
  %530 = sext i32 %529 to i64
  %531 = sext i32 %i291 to i64
  %532 = add i64 %530, %531
  %533 = icmp sle i64 0, %532
  %534 = mul i32 %by, 32
  %535 = sext i32 %534 to i64
  %536 = sext i32 %i291 to i64
  %537 = add i64 %535, %536
  %538 = sext i32 %M to i64
  %539 = icmp slt i64 %537, %538
  %540 = and i1 %533, %539
  br i1 %540, label %if.then92, label %if.else93

for.end90:                                        ; preds = %for.cond88
  br label %if.end78

if.then92:                                        ; preds = %for.body89
  %541 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond95

if.else93:                                        ; preds = %for.body89
  br label %if.end94

if.end94:                                         ; preds = %if.else93, %for.end97
  %542 = add nsw i32 %i291, 1
  br label %for.cond88, !llvm.loop !25

for.cond95:                                       ; preds = %for.body96, %if.then92
  %j21 = phi i32 [ 0, %if.then92 ], [ %562, %for.body96 ]
  %543 = icmp slt i32 %j21, %541
  br i1 %543, label %for.body96, label %for.end97

for.body96:                                       ; preds = %for.cond95
  %544 = sext i32 %i291 to i64
  %545 = mul nsw i64 %544, 32
  %546 = add i32 %tl_lo4, %j21
  %547 = sext i32 %546 to i64
  %548 = add nsw i64 %545, %547
  %549 = getelementptr inbounds float, ptr %C_f, i64 %548
  %550 = load float, ptr %549, align 4
  %551 = mul i32 %by, 32
  %552 = add i32 %551, %i291
  %553 = sext i32 %552 to i64
  %554 = sext i32 %N to i64
  %555 = mul nsw i64 %553, %554
  %556 = mul i32 %bx, 32
  %557 = add i32 %tl_lo4, %j21
  %558 = add i32 %556, %557
  %559 = sext i32 %558 to i64
  %560 = add nsw i64 %555, %559
  %561 = getelementptr inbounds float, ptr %C, i64 %560
  store float %550, ptr %561, align 4
  %562 = add nsw i32 %j21, 1
  br label %for.cond95, !llvm.loop !26

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
define internal void @mxfp4_gemm_task(ptr %ctx, i64 %block) #1 {
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
define i32 @tilec_launch_mxfp4_gemm(ptr %args, ptr %dims, ptr %self) #1 {
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

attributes #0 = { noinline nounwind "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nounwind "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.vectorize.enable", i1 true}
!3 = distinct !{!3, !1, !4}
!4 = !{!"llvm.loop.unroll.disable"}
!5 = distinct !{!5, !1, !2}
!6 = distinct !{!6, !1}
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
!19 = distinct !{!19, !1, !20}
!20 = !{!"llvm.loop.vectorize.enable", i1 false}
!21 = distinct !{!21, !1}
!22 = distinct !{!22, !1, !20}
!23 = distinct !{!23, !1, !4}
!24 = distinct !{!24, !1, !2}
!25 = distinct !{!25, !1, !4}
!26 = distinct !{!26, !1, !2}
