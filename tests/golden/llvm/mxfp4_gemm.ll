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

for.cond4:                                        ; preds = %for.end65, %for.end
  %k = phi i32 [ 0, %for.end ], [ %364, %for.end65 ]
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
  br i1 %55, label %if.then72, label %if.else73

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
  br i1 %72, label %if.then30, label %if.else31

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

for.cond15:                                       ; preds = %for.end28, %if.else
  %i118 = phi i32 [ 0, %if.else ], [ %199, %for.end28 ]
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
  %153 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond23

for.cond23:                                       ; preds = %sel.end, %for.end21
  %j11 = phi i32 [ 0, %for.end21 ], [ %190, %sel.end ]
  %154 = icmp slt i32 %j11, %153
  br i1 %154, label %for.body24, label %for.end25

for.body24:                                       ; preds = %for.cond23
  %155 = mul i32 %by, 32
  %156 = sext i32 %155 to i64
  %157 = sext i32 %i118 to i64
  %158 = add i64 %156, %157
  %159 = icmp sle i64 0, %158
  %160 = mul i32 %by, 32
  %161 = sext i32 %160 to i64
  %162 = sext i32 %i118 to i64
  %163 = add i64 %161, %162
  %164 = sext i32 %M to i64
  %165 = icmp slt i64 %163, %164
  %166 = and i1 %159, %165
  br i1 %166, label %sel.then, label %sel.else

for.end25:                                        ; preds = %for.cond23
  %167 = sub i32 64, %tl_hi1
  br label %for.cond26

sel.then:                                         ; preds = %for.body24
  %168 = mul i32 %by, 32
  %169 = add i32 %168, %i118
  %170 = sext i32 %169 to i64
  %171 = sext i32 %K to i64
  %172 = mul nsw i64 %170, %171
  %173 = mul i32 %k, 64
  %174 = add i32 %tl_lo0, %j11
  %175 = add i32 %173, %174
  %176 = sext i32 %175 to i64
  %177 = add nsw i64 %172, %176
  %178 = getelementptr inbounds i16, ptr %A, i64 %177
  %179 = load i16, ptr %178, align 2
  %180 = zext i16 %179 to i32
  %181 = shl i32 %180, 16
  %182 = bitcast i32 %181 to float
  br label %sel.end

sel.else:                                         ; preds = %for.body24
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %183 = phi float [ %182, %sel.then ], [ 0.000000e+00, %sel.else ]
  %184 = sext i32 %i118 to i64
  %185 = mul nsw i64 %184, 64
  %186 = add i32 %tl_lo0, %j11
  %187 = sext i32 %186 to i64
  %188 = add nsw i64 %185, %187
  %189 = getelementptr inbounds float, ptr %A_s, i64 %188
  store float %183, ptr %189, align 4
  %190 = add nsw i32 %j11, 1
  br label %for.cond23, !llvm.loop !7

for.cond26:                                       ; preds = %for.body27, %for.end25
  %j1129 = phi i32 [ 0, %for.end25 ], [ %198, %for.body27 ]
  %191 = icmp slt i32 %j1129, %167
  br i1 %191, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  %192 = sext i32 %i118 to i64
  %193 = mul nsw i64 %192, 64
  %194 = add i32 %tl_hi1, %j1129
  %195 = sext i32 %194 to i64
  %196 = add nsw i64 %193, %195
  %197 = getelementptr inbounds float, ptr %A_s, i64 %196
  store float 0.000000e+00, ptr %197, align 4
  %198 = add nsw i32 %j1129, 1
  br label %for.cond26, !llvm.loop !8

for.end28:                                        ; preds = %for.cond26
  %199 = add nsw i32 %i118, 1
  br label %for.cond15, !llvm.loop !9

if.then30:                                        ; preds = %if.end
  br label %for.cond33

if.else31:                                        ; preds = %if.end
  br label %for.cond41

if.end32:                                         ; preds = %for.end43, %for.end35
  br label %for.cond63

for.cond33:                                       ; preds = %for.end39, %if.then30
  %i136 = phi i32 [ 0, %if.then30 ], [ %230, %for.end39 ]
  %200 = icmp slt i32 %i136, 32
  br i1 %200, label %for.body34, label %for.end35

for.body34:                                       ; preds = %for.cond33
  br label %for.cond37

for.end35:                                        ; preds = %for.cond33
  br label %if.end32

for.cond37:                                       ; preds = %for.body38, %for.body34
  %j140 = phi i32 [ 0, %for.body34 ], [ %229, %for.body38 ]
  %201 = icmp slt i32 %j140, 64
  br i1 %201, label %for.body38, label %for.end39

for.body38:                                       ; preds = %for.cond37
  %202 = mul i32 %bx, 32
  %203 = add i32 %202, %i136
  %204 = sext i32 %203 to i64
  %205 = sext i32 %K to i64
  %206 = mul nsw i64 %204, %205
  %207 = mul i32 %k, 64
  %208 = add i32 %207, %j140
  %209 = sext i32 %208 to i64
  %210 = add nsw i64 %206, %209
  %211 = lshr i64 %210, 1
  %212 = and i64 %210, 1
  %213 = shl i64 %212, 2
  %214 = trunc i64 %213 to i8
  %215 = getelementptr inbounds i8, ptr %B, i64 %211
  %216 = load i8, ptr %215, align 1
  %217 = lshr i8 %216, %214
  %218 = and i8 %217, 15
  %219 = zext i8 %218 to i32
  %220 = call float @tilec_rt_f4e2m1_to_f32(i32 %219)
  %221 = sext i32 %i136 to i64
  %222 = mul nsw i64 %221, 64
  %223 = sext i32 %j140 to i64
  %224 = add nsw i64 %222, %223
  %225 = getelementptr inbounds i8, ptr %B4_s, i64 %224
  %226 = fpext float %220 to double
  %227 = call i32 @tilec_rt_f4e2m1_from_double(double %226)
  %228 = trunc i32 %227 to i8
  store i8 %228, ptr %225, align 1
  %229 = add nsw i32 %j140, 1
  br label %for.cond37, !llvm.loop !10

for.end39:                                        ; preds = %for.cond37
  %230 = add nsw i32 %i136, 1
  br label %for.cond33, !llvm.loop !11

for.cond41:                                       ; preds = %for.end61, %if.else31
  %i144 = phi i32 [ 0, %if.else31 ], [ %362, %for.end61 ]
  %231 = icmp slt i32 %i144, 32
  br i1 %231, label %for.body42, label %for.end43

for.body42:                                       ; preds = %for.cond41
  %232 = mul i32 %k, 64
  %233 = sext i32 %232 to i64
  %234 = sub i64 0, %233
  %235 = icmp slt i64 %234, 0
  %236 = mul i32 %k, 64
  %237 = sext i32 %236 to i64
  %238 = sub i64 0, %237
  %239 = icmp sgt i64 %238, 64
  %240 = mul i32 %k, 64
  %241 = sext i32 %240 to i64
  %242 = sub i64 0, %241
  %243 = select i1 %239, i64 64, i64 %242
  %244 = select i1 %235, i64 0, i64 %243
  %tl_lo2 = trunc i64 %244 to i32
  %245 = sext i32 %K to i64
  %246 = mul i32 %k, 64
  %247 = sext i32 %246 to i64
  %248 = sub i64 %245, %247
  %249 = icmp slt i64 %248, 0
  %250 = sext i32 %K to i64
  %251 = mul i32 %k, 64
  %252 = sext i32 %251 to i64
  %253 = sub i64 %250, %252
  %254 = icmp sgt i64 %253, 64
  %255 = sext i32 %K to i64
  %256 = mul i32 %k, 64
  %257 = sext i32 %256 to i64
  %258 = sub i64 %255, %257
  %259 = select i1 %254, i64 64, i64 %258
  %260 = select i1 %249, i64 0, i64 %259
  %261 = sext i32 %tl_lo2 to i64
  %262 = icmp slt i64 %260, %261
  %263 = sext i32 %tl_lo2 to i64
  %264 = sext i32 %K to i64
  %265 = mul i32 %k, 64
  %266 = sext i32 %265 to i64
  %267 = sub i64 %264, %266
  %268 = icmp slt i64 %267, 0
  %269 = sext i32 %K to i64
  %270 = mul i32 %k, 64
  %271 = sext i32 %270 to i64
  %272 = sub i64 %269, %271
  %273 = icmp sgt i64 %272, 64
  %274 = sext i32 %K to i64
  %275 = mul i32 %k, 64
  %276 = sext i32 %275 to i64
  %277 = sub i64 %274, %276
  %278 = select i1 %273, i64 64, i64 %277
  %279 = select i1 %268, i64 0, i64 %278
  %280 = select i1 %262, i64 %263, i64 %279
  %tl_hi3 = trunc i64 %280 to i32
  br label %for.cond45

for.end43:                                        ; preds = %for.cond41
  br label %if.end32

for.cond45:                                       ; preds = %for.body46, %for.body42
  %j148 = phi i32 [ 0, %for.body42 ], [ %291, %for.body46 ]
  %281 = icmp slt i32 %j148, %tl_lo2
  br i1 %281, label %for.body46, label %for.end47

for.body46:                                       ; preds = %for.cond45
  %282 = call float @tilec_rt_f4e2m1r(double 0.000000e+00)
  %283 = sext i32 %i144 to i64
  %284 = mul nsw i64 %283, 64
  %285 = sext i32 %j148 to i64
  %286 = add nsw i64 %284, %285
  %287 = getelementptr inbounds i8, ptr %B4_s, i64 %286
  %288 = fpext float %282 to double
  %289 = call i32 @tilec_rt_f4e2m1_from_double(double %288)
  %290 = trunc i32 %289 to i8
  store i8 %290, ptr %287, align 1
  %291 = add nsw i32 %j148, 1
  br label %for.cond45, !llvm.loop !12

for.end47:                                        ; preds = %for.cond45
  %292 = mul i32 %bx, 32
  %293 = sext i32 %292 to i64
  %294 = sext i32 %i144 to i64
  %295 = add i64 %293, %294
  %296 = icmp sle i64 0, %295
  %297 = mul i32 %bx, 32
  %298 = sext i32 %297 to i64
  %299 = sext i32 %i144 to i64
  %300 = add i64 %298, %299
  %301 = sext i32 %N to i64
  %302 = icmp slt i64 %300, %301
  %303 = and i1 %296, %302
  br i1 %303, label %if.then49, label %if.else50

if.then49:                                        ; preds = %for.end47
  %304 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond52

if.else50:                                        ; preds = %for.end47
  %305 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond55

if.end51:                                         ; preds = %for.end57, %for.end54
  %306 = sub i32 64, %tl_hi3
  br label %for.cond59

for.cond52:                                       ; preds = %for.body53, %if.then49
  %j12 = phi i32 [ 0, %if.then49 ], [ %337, %for.body53 ]
  %307 = icmp slt i32 %j12, %304
  br i1 %307, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %308 = mul i32 %bx, 32
  %309 = add i32 %308, %i144
  %310 = sext i32 %309 to i64
  %311 = sext i32 %K to i64
  %312 = mul nsw i64 %310, %311
  %313 = mul i32 %k, 64
  %314 = add i32 %tl_lo2, %j12
  %315 = add i32 %313, %314
  %316 = sext i32 %315 to i64
  %317 = add nsw i64 %312, %316
  %318 = lshr i64 %317, 1
  %319 = and i64 %317, 1
  %320 = shl i64 %319, 2
  %321 = trunc i64 %320 to i8
  %322 = getelementptr inbounds i8, ptr %B, i64 %318
  %323 = load i8, ptr %322, align 1
  %324 = lshr i8 %323, %321
  %325 = and i8 %324, 15
  %326 = zext i8 %325 to i32
  %327 = call float @tilec_rt_f4e2m1_to_f32(i32 %326)
  %328 = sext i32 %i144 to i64
  %329 = mul nsw i64 %328, 64
  %330 = add i32 %tl_lo2, %j12
  %331 = sext i32 %330 to i64
  %332 = add nsw i64 %329, %331
  %333 = getelementptr inbounds i8, ptr %B4_s, i64 %332
  %334 = fpext float %327 to double
  %335 = call i32 @tilec_rt_f4e2m1_from_double(double %334)
  %336 = trunc i32 %335 to i8
  store i8 %336, ptr %333, align 1
  %337 = add nsw i32 %j12, 1
  br label %for.cond52, !llvm.loop !13

for.end54:                                        ; preds = %for.cond52
  br label %if.end51

for.cond55:                                       ; preds = %for.body56, %if.else50
  %j1258 = phi i32 [ 0, %if.else50 ], [ %349, %for.body56 ]
  %338 = icmp slt i32 %j1258, %305
  br i1 %338, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  %339 = call float @tilec_rt_f4e2m1r(double 0.000000e+00)
  %340 = sext i32 %i144 to i64
  %341 = mul nsw i64 %340, 64
  %342 = add i32 %tl_lo2, %j1258
  %343 = sext i32 %342 to i64
  %344 = add nsw i64 %341, %343
  %345 = getelementptr inbounds i8, ptr %B4_s, i64 %344
  %346 = fpext float %339 to double
  %347 = call i32 @tilec_rt_f4e2m1_from_double(double %346)
  %348 = trunc i32 %347 to i8
  store i8 %348, ptr %345, align 1
  %349 = add nsw i32 %j1258, 1
  br label %for.cond55, !llvm.loop !14

for.end57:                                        ; preds = %for.cond55
  br label %if.end51

for.cond59:                                       ; preds = %for.body60, %if.end51
  %j1262 = phi i32 [ 0, %if.end51 ], [ %361, %for.body60 ]
  %350 = icmp slt i32 %j1262, %306
  br i1 %350, label %for.body60, label %for.end61

for.body60:                                       ; preds = %for.cond59
  %351 = call float @tilec_rt_f4e2m1r(double 0.000000e+00)
  %352 = sext i32 %i144 to i64
  %353 = mul nsw i64 %352, 64
  %354 = add i32 %tl_hi3, %j1262
  %355 = sext i32 %354 to i64
  %356 = add nsw i64 %353, %355
  %357 = getelementptr inbounds i8, ptr %B4_s, i64 %356
  %358 = fpext float %351 to double
  %359 = call i32 @tilec_rt_f4e2m1_from_double(double %358)
  %360 = trunc i32 %359 to i8
  store i8 %360, ptr %357, align 1
  %361 = add nsw i32 %j1262, 1
  br label %for.cond59, !llvm.loop !15

for.end61:                                        ; preds = %for.cond59
  %362 = add nsw i32 %i144, 1
  br label %for.cond41, !llvm.loop !16

for.cond63:                                       ; preds = %for.end68, %if.end32
  %i = phi i32 [ 0, %if.end32 ], [ %407, %for.end68 ]
  %363 = icmp slt i32 %i, 32
  br i1 %363, label %for.body64, label %for.end65

for.body64:                                       ; preds = %for.cond63
  br label %for.cond66

for.end65:                                        ; preds = %for.cond63
  call void @tilec_rt_gemm_f32(i32 32, i32 32, i32 64, ptr %A_s, i32 64, i32 0, ptr %B_s, i32 64, i32 1, ptr %C_f, i32 32)
  %364 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !17

for.cond66:                                       ; preds = %sel.end71, %for.body64
  %j = phi i32 [ 0, %for.body64 ], [ %444, %sel.end71 ]
  %365 = icmp slt i32 %j, 64
  br i1 %365, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  %366 = sext i32 %i to i64
  %367 = mul nsw i64 %366, 64
  %368 = sext i32 %j to i64
  %369 = add nsw i64 %367, %368
  %370 = getelementptr inbounds i8, ptr %B4_s, i64 %369
  %371 = load i8, ptr %370, align 1
  %372 = zext i8 %371 to i32
  %373 = call float @tilec_rt_f4e2m1_to_f32(i32 %372)
  %374 = mul i32 %bx, 32
  %375 = add i32 %374, %i
  %376 = icmp sle i32 0, %375
  %377 = mul i32 %bx, 32
  %378 = add i32 %377, %i
  %379 = icmp slt i32 %378, %N
  %380 = and i1 %376, %379
  %381 = mul i32 %k, 64
  %382 = add i32 %381, %j
  %383 = sdiv i32 %382, 32
  %384 = sub i32 0, %382
  %385 = select i1 false, i32 %384, i32 %383
  %386 = icmp sle i32 0, %385
  %387 = mul i32 %k, 64
  %388 = add i32 %387, %j
  %389 = sdiv i32 %388, 32
  %390 = sub i32 0, %388
  %391 = select i1 false, i32 %390, i32 %389
  %392 = sext i32 %K to i64
  %393 = sdiv i64 %392, 32
  %394 = sub i64 0, %392
  %395 = select i1 false, i64 %394, i64 %393
  %396 = srem i64 %392, 32
  %397 = icmp ne i64 %396, 0
  %398 = icmp slt i64 %392, 0
  %399 = icmp eq i1 %398, false
  %400 = and i1 %397, %399
  %401 = zext i1 %400 to i64
  %402 = add i64 %395, %401
  %403 = trunc i64 %402 to i32
  %404 = icmp slt i32 %391, %403
  %405 = and i1 %386, %404
  %406 = and i1 %380, %405
  br i1 %406, label %sel.then69, label %sel.else70

for.end68:                                        ; preds = %for.cond66
  %407 = add nsw i32 %i, 1
  br label %for.cond63, !llvm.loop !18

sel.then69:                                       ; preds = %for.body67
  %408 = mul i32 %bx, 32
  %409 = add i32 %408, %i
  %410 = sext i32 %409 to i64
  %411 = sext i32 %K to i64
  %412 = sdiv i64 %411, 32
  %413 = sub i64 0, %411
  %414 = select i1 false, i64 %413, i64 %412
  %415 = srem i64 %411, 32
  %416 = icmp ne i64 %415, 0
  %417 = icmp slt i64 %411, 0
  %418 = icmp eq i1 %417, false
  %419 = and i1 %416, %418
  %420 = zext i1 %419 to i64
  %421 = add i64 %414, %420
  %422 = trunc i64 %421 to i32
  %423 = sext i32 %422 to i64
  %424 = mul nsw i64 %410, %423
  %425 = mul i32 %k, 64
  %426 = add i32 %425, %j
  %427 = sdiv i32 %426, 32
  %428 = sub i32 0, %426
  %429 = select i1 false, i32 %428, i32 %427
  %430 = sext i32 %429 to i64
  %431 = add nsw i64 %424, %430
  %432 = getelementptr inbounds i8, ptr %S, i64 %431
  %433 = load i8, ptr %432, align 1
  %434 = zext i8 %433 to i32
  %435 = call float @tilec_rt_e8m0_to_f32(i32 %434)
  br label %sel.end71

sel.else70:                                       ; preds = %for.body67
  %436 = call float @tilec_rt_e8m0r(double 0.000000e+00)
  br label %sel.end71

sel.end71:                                        ; preds = %sel.else70, %sel.then69
  %437 = phi float [ %435, %sel.then69 ], [ %436, %sel.else70 ]
  %438 = fmul float %373, %437
  %439 = sext i32 %i to i64
  %440 = mul nsw i64 %439, 64
  %441 = sext i32 %j to i64
  %442 = add nsw i64 %440, %441
  %443 = getelementptr inbounds float, ptr %B_s, i64 %442
  store float %438, ptr %443, align 4
  %444 = add nsw i32 %j, 1
  br label %for.cond66, !llvm.loop !19

if.then72:                                        ; preds = %for.end6
  br label %for.cond75

if.else73:                                        ; preds = %for.end6
  br label %for.cond84

if.end74:                                         ; preds = %for.end86, %for.end77
  ret void

for.cond75:                                       ; preds = %if.end80, %if.then72
  %i2 = phi i32 [ 0, %if.then72 ], [ %464, %if.end80 ]
  %445 = icmp slt i32 %i2, 32
  br i1 %445, label %for.body76, label %for.end77

for.body76:                                       ; preds = %for.cond75
  %446 = sext i32 %M to i64
  %447 = sext i32 %N to i64
  %448 = mul i64 %446, %447
  %449 = icmp sge i64 %448, 8388608
  br i1 %449, label %if.then78, label %if.else79

for.end77:                                        ; preds = %for.cond75
  br label %if.end74

if.then78:                                        ; preds = %for.body76
  %450 = mul i32 %by, 32
  %451 = add i32 %450, %i2
  %452 = sext i32 %451 to i64
  %453 = sext i32 %N to i64
  %454 = mul nsw i64 %452, %453
  %455 = mul i32 %bx, 32
  %456 = add i32 %455, 0
  %457 = sext i32 %456 to i64
  %458 = add nsw i64 %454, %457
  %459 = getelementptr inbounds float, ptr %C, i64 %458
  %460 = sext i32 %i2 to i64
  %461 = mul nsw i64 %460, 32
  %462 = add nsw i64 %461, 0
  %463 = getelementptr inbounds float, ptr %C_f, i64 %462
  call void @tilec_rt_stream(ptr %459, ptr %463, i64 128)
  br label %if.end80

if.else79:                                        ; preds = %for.body76
  br label %for.cond81

if.end80:                                         ; preds = %for.end83, %if.then78
  %464 = add nsw i32 %i2, 1
  br label %for.cond75, !llvm.loop !20

for.cond81:                                       ; preds = %for.body82, %if.else79
  %j2 = phi i32 [ 0, %if.else79 ], [ %482, %for.body82 ]
  %465 = icmp slt i32 %j2, 32
  br i1 %465, label %for.body82, label %for.end83

for.body82:                                       ; preds = %for.cond81
  %466 = sext i32 %i2 to i64
  %467 = mul nsw i64 %466, 32
  %468 = sext i32 %j2 to i64
  %469 = add nsw i64 %467, %468
  %470 = getelementptr inbounds float, ptr %C_f, i64 %469
  %471 = load float, ptr %470, align 4
  %472 = mul i32 %by, 32
  %473 = add i32 %472, %i2
  %474 = sext i32 %473 to i64
  %475 = sext i32 %N to i64
  %476 = mul nsw i64 %474, %475
  %477 = mul i32 %bx, 32
  %478 = add i32 %477, %j2
  %479 = sext i32 %478 to i64
  %480 = add nsw i64 %476, %479
  %481 = getelementptr inbounds float, ptr %C, i64 %480
  store float %471, ptr %481, align 4
  %482 = add nsw i32 %j2, 1
  br label %for.cond81, !llvm.loop !21

for.end83:                                        ; preds = %for.cond81
  br label %if.end80

for.cond84:                                       ; preds = %if.end90, %if.else73
  %i287 = phi i32 [ 0, %if.else73 ], [ %546, %if.end90 ]
  %483 = icmp slt i32 %i287, 32
  br i1 %483, label %for.body85, label %for.end86

for.body85:                                       ; preds = %for.cond84
  %484 = mul i32 %bx, 32
  %485 = sext i32 %484 to i64
  %486 = sub i64 0, %485
  %487 = icmp slt i64 %486, 0
  %488 = mul i32 %bx, 32
  %489 = sext i32 %488 to i64
  %490 = sub i64 0, %489
  %491 = icmp sgt i64 %490, 32
  %492 = mul i32 %bx, 32
  %493 = sext i32 %492 to i64
  %494 = sub i64 0, %493
  %495 = select i1 %491, i64 32, i64 %494
  %496 = select i1 %487, i64 0, i64 %495
  %tl_lo4 = trunc i64 %496 to i32
  %497 = sext i32 %N to i64
  %498 = mul i32 %bx, 32
  %499 = sext i32 %498 to i64
  %500 = sub i64 %497, %499
  %501 = icmp slt i64 %500, 0
  %502 = sext i32 %N to i64
  %503 = mul i32 %bx, 32
  %504 = sext i32 %503 to i64
  %505 = sub i64 %502, %504
  %506 = icmp sgt i64 %505, 32
  %507 = sext i32 %N to i64
  %508 = mul i32 %bx, 32
  %509 = sext i32 %508 to i64
  %510 = sub i64 %507, %509
  %511 = select i1 %506, i64 32, i64 %510
  %512 = select i1 %501, i64 0, i64 %511
  %513 = sext i32 %tl_lo4 to i64
  %514 = icmp slt i64 %512, %513
  %515 = sext i32 %tl_lo4 to i64
  %516 = sext i32 %N to i64
  %517 = mul i32 %bx, 32
  %518 = sext i32 %517 to i64
  %519 = sub i64 %516, %518
  %520 = icmp slt i64 %519, 0
  %521 = sext i32 %N to i64
  %522 = mul i32 %bx, 32
  %523 = sext i32 %522 to i64
  %524 = sub i64 %521, %523
  %525 = icmp sgt i64 %524, 32
  %526 = sext i32 %N to i64
  %527 = mul i32 %bx, 32
  %528 = sext i32 %527 to i64
  %529 = sub i64 %526, %528
  %530 = select i1 %525, i64 32, i64 %529
  %531 = select i1 %520, i64 0, i64 %530
  %532 = select i1 %514, i64 %515, i64 %531
  %tl_hi5 = trunc i64 %532 to i32
  %533 = mul i32 %by, 32
  %534 = sext i32 %533 to i64
  %535 = sext i32 %i287 to i64
  %536 = add i64 %534, %535
  %537 = icmp sle i64 0, %536
  %538 = mul i32 %by, 32
  %539 = sext i32 %538 to i64
  %540 = sext i32 %i287 to i64
  %541 = add i64 %539, %540
  %542 = sext i32 %M to i64
  %543 = icmp slt i64 %541, %542
  %544 = and i1 %537, %543
  br i1 %544, label %if.then88, label %if.else89

for.end86:                                        ; preds = %for.cond84
  br label %if.end74

if.then88:                                        ; preds = %for.body85
  %545 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond91

if.else89:                                        ; preds = %for.body85
  br label %if.end90

if.end90:                                         ; preds = %if.else89, %for.end93
  %546 = add nsw i32 %i287, 1
  br label %for.cond84, !llvm.loop !22

for.cond91:                                       ; preds = %for.body92, %if.then88
  %j21 = phi i32 [ 0, %if.then88 ], [ %566, %for.body92 ]
  %547 = icmp slt i32 %j21, %545
  br i1 %547, label %for.body92, label %for.end93

for.body92:                                       ; preds = %for.cond91
  %548 = sext i32 %i287 to i64
  %549 = mul nsw i64 %548, 32
  %550 = add i32 %tl_lo4, %j21
  %551 = sext i32 %550 to i64
  %552 = add nsw i64 %549, %551
  %553 = getelementptr inbounds float, ptr %C_f, i64 %552
  %554 = load float, ptr %553, align 4
  %555 = mul i32 %by, 32
  %556 = add i32 %555, %i287
  %557 = sext i32 %556 to i64
  %558 = sext i32 %N to i64
  %559 = mul nsw i64 %557, %558
  %560 = mul i32 %bx, 32
  %561 = add i32 %tl_lo4, %j21
  %562 = add i32 %560, %561
  %563 = sext i32 %562 to i64
  %564 = add nsw i64 %559, %563
  %565 = getelementptr inbounds float, ptr %C, i64 %564
  store float %554, ptr %565, align 4
  %566 = add nsw i32 %j21, 1
  br label %for.cond91, !llvm.loop !23

for.end93:                                        ; preds = %for.cond91
  br label %if.end90
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
!9 = distinct !{!9, !1}
!10 = distinct !{!10, !1, !2}
!11 = distinct !{!11, !1}
!12 = distinct !{!12, !1, !2}
!13 = distinct !{!13, !1, !2}
!14 = distinct !{!14, !1, !2}
!15 = distinct !{!15, !1, !2}
!16 = distinct !{!16, !1}
!17 = distinct !{!17, !1}
!18 = distinct !{!18, !1}
!19 = distinct !{!19, !1, !2}
!20 = distinct !{!20, !1}
!21 = distinct !{!21, !1, !2}
!22 = distinct !{!22, !1}
!23 = distinct !{!23, !1, !2}
