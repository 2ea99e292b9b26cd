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
  call void @llvm.memset.p0.i64(ptr align 64 %A_s, i8 0, i64 8192, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %B4_s, i8 0, i64 2048, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %B_s, i8 0, i64 8192, i1 false)
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

for.cond4:                                        ; preds = %for.end47, %for.end
  %k = phi i32 [ 0, %for.end ], [ %235, %for.end47 ]
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
  br i1 %55, label %if.then54, label %if.else55

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
  br i1 %72, label %if.then23, label %if.else24

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

for.cond15:                                       ; preds = %for.end21, %if.else
  %i118 = phi i32 [ 0, %if.else ], [ %123, %for.end21 ]
  %96 = icmp slt i32 %i118, 32
  br i1 %96, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  br label %if.end

for.cond19:                                       ; preds = %sel.end, %for.body16
  %j122 = phi i32 [ 0, %for.body16 ], [ %144, %sel.end ]
  %97 = icmp slt i32 %j122, 64
  br i1 %97, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %98 = mul i32 %by, 32
  %99 = sext i32 %98 to i64
  %100 = sext i32 %i118 to i64
  %101 = add i64 %99, %100
  %102 = icmp sle i64 0, %101
  %103 = mul i32 %by, 32
  %104 = sext i32 %103 to i64
  %105 = sext i32 %i118 to i64
  %106 = add i64 %104, %105
  %107 = sext i32 %M to i64
  %108 = icmp slt i64 %106, %107
  %109 = and i1 %102, %108
  %110 = mul i32 %k, 64
  %111 = sext i32 %110 to i64
  %112 = sext i32 %j122 to i64
  %113 = add i64 %111, %112
  %114 = icmp sle i64 0, %113
  %115 = mul i32 %k, 64
  %116 = sext i32 %115 to i64
  %117 = sext i32 %j122 to i64
  %118 = add i64 %116, %117
  %119 = sext i32 %K to i64
  %120 = icmp slt i64 %118, %119
  %121 = and i1 %114, %120
  %122 = and i1 %109, %121
  br i1 %122, label %sel.then, label %sel.else

for.end21:                                        ; preds = %for.cond19
  %123 = add nsw i32 %i118, 1
  br label %for.cond15, !llvm.loop !6

sel.then:                                         ; preds = %for.body20
  %124 = mul i32 %by, 32
  %125 = add i32 %124, %i118
  %126 = sext i32 %125 to i64
  %127 = sext i32 %K to i64
  %128 = mul nsw i64 %126, %127
  %129 = mul i32 %k, 64
  %130 = add i32 %129, %j122
  %131 = sext i32 %130 to i64
  %132 = add nsw i64 %128, %131
  %133 = getelementptr inbounds i16, ptr %A, i64 %132
  %134 = load i16, ptr %133, align 2
  %135 = zext i16 %134 to i32
  %136 = shl i32 %135, 16
  %137 = bitcast i32 %136 to float
  br label %sel.end

sel.else:                                         ; preds = %for.body20
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %138 = phi float [ %137, %sel.then ], [ 0.000000e+00, %sel.else ]
  %139 = sext i32 %i118 to i64
  %140 = mul nsw i64 %139, 64
  %141 = sext i32 %j122 to i64
  %142 = add nsw i64 %140, %141
  %143 = getelementptr inbounds float, ptr %A_s, i64 %142
  store float %138, ptr %143, align 4
  %144 = add nsw i32 %j122, 1
  br label %for.cond19, !llvm.loop !7

if.then23:                                        ; preds = %if.end
  br label %for.cond26

if.else24:                                        ; preds = %if.end
  br label %for.cond34

if.end25:                                         ; preds = %for.end36, %for.end28
  br label %for.cond45

for.cond26:                                       ; preds = %for.end32, %if.then23
  %i129 = phi i32 [ 0, %if.then23 ], [ %175, %for.end32 ]
  %145 = icmp slt i32 %i129, 32
  br i1 %145, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  br label %for.cond30

for.end28:                                        ; preds = %for.cond26
  br label %if.end25

for.cond30:                                       ; preds = %for.body31, %for.body27
  %j133 = phi i32 [ 0, %for.body27 ], [ %174, %for.body31 ]
  %146 = icmp slt i32 %j133, 64
  br i1 %146, label %for.body31, label %for.end32

for.body31:                                       ; preds = %for.cond30
  %147 = mul i32 %bx, 32
  %148 = add i32 %147, %i129
  %149 = sext i32 %148 to i64
  %150 = sext i32 %K to i64
  %151 = mul nsw i64 %149, %150
  %152 = mul i32 %k, 64
  %153 = add i32 %152, %j133
  %154 = sext i32 %153 to i64
  %155 = add nsw i64 %151, %154
  %156 = lshr i64 %155, 1
  %157 = and i64 %155, 1
  %158 = shl i64 %157, 2
  %159 = trunc i64 %158 to i8
  %160 = getelementptr inbounds i8, ptr %B, i64 %156
  %161 = load i8, ptr %160, align 1
  %162 = lshr i8 %161, %159
  %163 = and i8 %162, 15
  %164 = zext i8 %163 to i32
  %165 = call float @tilec_rt_f4e2m1_to_f32(i32 %164)
  %166 = sext i32 %i129 to i64
  %167 = mul nsw i64 %166, 64
  %168 = sext i32 %j133 to i64
  %169 = add nsw i64 %167, %168
  %170 = getelementptr inbounds i8, ptr %B4_s, i64 %169
  %171 = fpext float %165 to double
  %172 = call i32 @tilec_rt_f4e2m1_from_double(double %171)
  %173 = trunc i32 %172 to i8
  store i8 %173, ptr %170, align 1
  %174 = add nsw i32 %j133, 1
  br label %for.cond30, !llvm.loop !8

for.end32:                                        ; preds = %for.cond30
  %175 = add nsw i32 %i129, 1
  br label %for.cond26, !llvm.loop !9

for.cond34:                                       ; preds = %for.end40, %if.else24
  %i137 = phi i32 [ 0, %if.else24 ], [ %203, %for.end40 ]
  %176 = icmp slt i32 %i137, 32
  br i1 %176, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  br label %for.cond38

for.end36:                                        ; preds = %for.cond34
  br label %if.end25

for.cond38:                                       ; preds = %sel.end44, %for.body35
  %j141 = phi i32 [ 0, %for.body35 ], [ %233, %sel.end44 ]
  %177 = icmp slt i32 %j141, 64
  br i1 %177, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %178 = mul i32 %bx, 32
  %179 = sext i32 %178 to i64
  %180 = sext i32 %i137 to i64
  %181 = add i64 %179, %180
  %182 = icmp sle i64 0, %181
  %183 = mul i32 %bx, 32
  %184 = sext i32 %183 to i64
  %185 = sext i32 %i137 to i64
  %186 = add i64 %184, %185
  %187 = sext i32 %N to i64
  %188 = icmp slt i64 %186, %187
  %189 = and i1 %182, %188
  %190 = mul i32 %k, 64
  %191 = sext i32 %190 to i64
  %192 = sext i32 %j141 to i64
  %193 = add i64 %191, %192
  %194 = icmp sle i64 0, %193
  %195 = mul i32 %k, 64
  %196 = sext i32 %195 to i64
  %197 = sext i32 %j141 to i64
  %198 = add i64 %196, %197
  %199 = sext i32 %K to i64
  %200 = icmp slt i64 %198, %199
  %201 = and i1 %194, %200
  %202 = and i1 %189, %201
  br i1 %202, label %sel.then42, label %sel.else43

for.end40:                                        ; preds = %for.cond38
  %203 = add nsw i32 %i137, 1
  br label %for.cond34, !llvm.loop !10

sel.then42:                                       ; preds = %for.body39
  %204 = mul i32 %bx, 32
  %205 = add i32 %204, %i137
  %206 = sext i32 %205 to i64
  %207 = sext i32 %K to i64
  %208 = mul nsw i64 %206, %207
  %209 = mul i32 %k, 64
  %210 = add i32 %209, %j141
  %211 = sext i32 %210 to i64
  %212 = add nsw i64 %208, %211
  %213 = lshr i64 %212, 1
  %214 = and i64 %212, 1
  %215 = shl i64 %214, 2
  %216 = trunc i64 %215 to i8
  %217 = getelementptr inbounds i8, ptr %B, i64 %213
  %218 = load i8, ptr %217, align 1
  %219 = lshr i8 %218, %216
  %220 = and i8 %219, 15
  %221 = zext i8 %220 to i32
  %222 = call float @tilec_rt_f4e2m1_to_f32(i32 %221)
  br label %sel.end44

sel.else43:                                       ; preds = %for.body39
  %223 = call float @tilec_rt_f4e2m1r(double 0.000000e+00)
  br label %sel.end44

sel.end44:                                        ; preds = %sel.else43, %sel.then42
  %224 = phi float [ %222, %sel.then42 ], [ %223, %sel.else43 ]
  %225 = sext i32 %i137 to i64
  %226 = mul nsw i64 %225, 64
  %227 = sext i32 %j141 to i64
  %228 = add nsw i64 %226, %227
  %229 = getelementptr inbounds i8, ptr %B4_s, i64 %228
  %230 = fpext float %224 to double
  %231 = call i32 @tilec_rt_f4e2m1_from_double(double %230)
  %232 = trunc i32 %231 to i8
  store i8 %232, ptr %229, align 1
  %233 = add nsw i32 %j141, 1
  br label %for.cond38, !llvm.loop !11

for.cond45:                                       ; preds = %for.end50, %if.end25
  %i = phi i32 [ 0, %if.end25 ], [ %278, %for.end50 ]
  %234 = icmp slt i32 %i, 32
  br i1 %234, label %for.body46, label %for.end47

for.body46:                                       ; preds = %for.cond45
  br label %for.cond48

for.end47:                                        ; preds = %for.cond45
  call void @tilec_rt_gemm_f32(i32 32, i32 32, i32 64, ptr %A_s, i32 64, i32 0, ptr %B_s, i32 64, i32 1, ptr %C_f, i32 32)
  %235 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !12

for.cond48:                                       ; preds = %sel.end53, %for.body46
  %j = phi i32 [ 0, %for.body46 ], [ %315, %sel.end53 ]
  %236 = icmp slt i32 %j, 64
  br i1 %236, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %237 = sext i32 %i to i64
  %238 = mul nsw i64 %237, 64
  %239 = sext i32 %j to i64
  %240 = add nsw i64 %238, %239
  %241 = getelementptr inbounds i8, ptr %B4_s, i64 %240
  %242 = load i8, ptr %241, align 1
  %243 = zext i8 %242 to i32
  %244 = call float @tilec_rt_f4e2m1_to_f32(i32 %243)
  %245 = mul i32 %bx, 32
  %246 = add i32 %245, %i
  %247 = icmp sle i32 0, %246
  %248 = mul i32 %bx, 32
  %249 = add i32 %248, %i
  %250 = icmp slt i32 %249, %N
  %251 = and i1 %247, %250
  %252 = mul i32 %k, 64
  %253 = add i32 %252, %j
  %254 = sdiv i32 %253, 32
  %255 = sub i32 0, %253
  %256 = select i1 false, i32 %255, i32 %254
  %257 = icmp sle i32 0, %256
  %258 = mul i32 %k, 64
  %259 = add i32 %258, %j
  %260 = sdiv i32 %259, 32
  %261 = sub i32 0, %259
  %262 = select i1 false, i32 %261, i32 %260
  %263 = sext i32 %K to i64
  %264 = sdiv i64 %263, 32
  %265 = sub i64 0, %263
  %266 = select i1 false, i64 %265, i64 %264
  %267 = srem i64 %263, 32
  %268 = icmp ne i64 %267, 0
  %269 = icmp slt i64 %263, 0
  %270 = icmp eq i1 %269, false
  %271 = and i1 %268, %270
  %272 = zext i1 %271 to i64
  %273 = add i64 %266, %272
  %274 = trunc i64 %273 to i32
  %275 = icmp slt i32 %262, %274
  %276 = and i1 %257, %275
  %277 = and i1 %251, %276
  br i1 %277, label %sel.then51, label %sel.else52

for.end50:                                        ; preds = %for.cond48
  %278 = add nsw i32 %i, 1
  br label %for.cond45, !llvm.loop !13

sel.then51:                                       ; preds = %for.body49
  %279 = mul i32 %bx, 32
  %280 = add i32 %279, %i
  %281 = sext i32 %280 to i64
  %282 = sext i32 %K to i64
  %283 = sdiv i64 %282, 32
  %284 = sub i64 0, %282
  %285 = select i1 false, i64 %284, i64 %283
  %286 = srem i64 %282, 32
  %287 = icmp ne i64 %286, 0
  %288 = icmp slt i64 %282, 0
  %289 = icmp eq i1 %288, false
  %290 = and i1 %287, %289
  %291 = zext i1 %290 to i64
  %292 = add i64 %285, %291
  %293 = trunc i64 %292 to i32
  %294 = sext i32 %293 to i64
  %295 = mul nsw i64 %281, %294
  %296 = mul i32 %k, 64
  %297 = add i32 %296, %j
  %298 = sdiv i32 %297, 32
  %299 = sub i32 0, %297
  %300 = select i1 false, i32 %299, i32 %298
  %301 = sext i32 %300 to i64
  %302 = add nsw i64 %295, %301
  %303 = getelementptr inbounds i8, ptr %S, i64 %302
  %304 = load i8, ptr %303, align 1
  %305 = zext i8 %304 to i32
  %306 = call float @tilec_rt_e8m0_to_f32(i32 %305)
  br label %sel.end53

sel.else52:                                       ; preds = %for.body49
  %307 = call float @tilec_rt_e8m0r(double 0.000000e+00)
  br label %sel.end53

sel.end53:                                        ; preds = %sel.else52, %sel.then51
  %308 = phi float [ %306, %sel.then51 ], [ %307, %sel.else52 ]
  %309 = fmul float %244, %308
  %310 = sext i32 %i to i64
  %311 = mul nsw i64 %310, 64
  %312 = sext i32 %j to i64
  %313 = add nsw i64 %311, %312
  %314 = getelementptr inbounds float, ptr %B_s, i64 %313
  store float %309, ptr %314, align 4
  %315 = add nsw i32 %j, 1
  br label %for.cond48, !llvm.loop !14

if.then54:                                        ; preds = %for.end6
  br label %for.cond57

if.else55:                                        ; preds = %for.end6
  br label %for.cond66

if.end56:                                         ; preds = %for.end68, %for.end59
  ret void

for.cond57:                                       ; preds = %if.end62, %if.then54
  %i2 = phi i32 [ 0, %if.then54 ], [ %335, %if.end62 ]
  %316 = icmp slt i32 %i2, 32
  br i1 %316, label %for.body58, label %for.end59

for.body58:                                       ; preds = %for.cond57
  %317 = sext i32 %M to i64
  %318 = sext i32 %N to i64
  %319 = mul i64 %317, %318
  %320 = icmp sge i64 %319, 8388608
  br i1 %320, label %if.then60, label %if.else61

for.end59:                                        ; preds = %for.cond57
  br label %if.end56

if.then60:                                        ; preds = %for.body58
  %321 = mul i32 %by, 32
  %322 = add i32 %321, %i2
  %323 = sext i32 %322 to i64
  %324 = sext i32 %N to i64
  %325 = mul nsw i64 %323, %324
  %326 = mul i32 %bx, 32
  %327 = add i32 %326, 0
  %328 = sext i32 %327 to i64
  %329 = add nsw i64 %325, %328
  %330 = getelementptr inbounds float, ptr %C, i64 %329
  %331 = sext i32 %i2 to i64
  %332 = mul nsw i64 %331, 32
  %333 = add nsw i64 %332, 0
  %334 = getelementptr inbounds float, ptr %C_f, i64 %333
  call void @tilec_rt_stream(ptr %330, ptr %334, i64 128)
  br label %if.end62

if.else61:                                        ; preds = %for.body58
  br label %for.cond63

if.end62:                                         ; preds = %for.end65, %if.then60
  %335 = add nsw i32 %i2, 1
  br label %for.cond57, !llvm.loop !15

for.cond63:                                       ; preds = %for.body64, %if.else61
  %j2 = phi i32 [ 0, %if.else61 ], [ %353, %for.body64 ]
  %336 = icmp slt i32 %j2, 32
  br i1 %336, label %for.body64, label %for.end65

for.body64:                                       ; preds = %for.cond63
  %337 = sext i32 %i2 to i64
  %338 = mul nsw i64 %337, 32
  %339 = sext i32 %j2 to i64
  %340 = add nsw i64 %338, %339
  %341 = getelementptr inbounds float, ptr %C_f, i64 %340
  %342 = load float, ptr %341, align 4
  %343 = mul i32 %by, 32
  %344 = add i32 %343, %i2
  %345 = sext i32 %344 to i64
  %346 = sext i32 %N to i64
  %347 = mul nsw i64 %345, %346
  %348 = mul i32 %bx, 32
  %349 = add i32 %348, %j2
  %350 = sext i32 %349 to i64
  %351 = add nsw i64 %347, %350
  %352 = getelementptr inbounds float, ptr %C, i64 %351
  store float %342, ptr %352, align 4
  %353 = add nsw i32 %j2, 1
  br label %for.cond63, !llvm.loop !16

for.end65:                                        ; preds = %for.cond63
  br label %if.end62

for.cond66:                                       ; preds = %for.end72, %if.else55
  %i269 = phi i32 [ 0, %if.else55 ], [ %381, %for.end72 ]
  %354 = icmp slt i32 %i269, 32
  br i1 %354, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  br label %for.cond70

for.end68:                                        ; preds = %for.cond66
  br label %if.end56

for.cond70:                                       ; preds = %if.end76, %for.body67
  %j273 = phi i32 [ 0, %for.body67 ], [ %398, %if.end76 ]
  %355 = icmp slt i32 %j273, 32
  br i1 %355, label %for.body71, label %for.end72

for.body71:                                       ; preds = %for.cond70
  %356 = mul i32 %by, 32
  %357 = sext i32 %356 to i64
  %358 = sext i32 %i269 to i64
  %359 = add i64 %357, %358
  %360 = icmp sle i64 0, %359
  %361 = mul i32 %by, 32
  %362 = sext i32 %361 to i64
  %363 = sext i32 %i269 to i64
  %364 = add i64 %362, %363
  %365 = sext i32 %M to i64
  %366 = icmp slt i64 %364, %365
  %367 = and i1 %360, %366
  %368 = mul i32 %bx, 32
  %369 = sext i32 %368 to i64
  %370 = sext i32 %j273 to i64
  %371 = add i64 %369, %370
  %372 = icmp sle i64 0, %371
  %373 = mul i32 %bx, 32
  %374 = sext i32 %373 to i64
  %375 = sext i32 %j273 to i64
  %376 = add i64 %374, %375
  %377 = sext i32 %N to i64
  %378 = icmp slt i64 %376, %377
  %379 = and i1 %372, %378
  %380 = and i1 %367, %379
  br i1 %380, label %if.then74, label %if.else75

for.end72:                                        ; preds = %for.cond70
  %381 = add nsw i32 %i269, 1
  br label %for.cond66, !llvm.loop !17

if.then74:                                        ; preds = %for.body71
  %382 = sext i32 %i269 to i64
  %383 = mul nsw i64 %382, 32
  %384 = sext i32 %j273 to i64
  %385 = add nsw i64 %383, %384
  %386 = getelementptr inbounds float, ptr %C_f, i64 %385
  %387 = load float, ptr %386, align 4
  %388 = mul i32 %by, 32
  %389 = add i32 %388, %i269
  %390 = sext i32 %389 to i64
  %391 = sext i32 %N to i64
  %392 = mul nsw i64 %390, %391
  %393 = mul i32 %bx, 32
  %394 = add i32 %393, %j273
  %395 = sext i32 %394 to i64
  %396 = add nsw i64 %392, %395
  %397 = getelementptr inbounds float, ptr %C, i64 %396
  store float %387, ptr %397, align 4
  br label %if.end76

if.else75:                                        ; preds = %for.body71
  br label %if.end76

if.end76:                                         ; preds = %if.else75, %if.then74
  %398 = add nsw i32 %j273, 1
  br label %for.cond70, !llvm.loop !18
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

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
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.vectorize.enable", i1 true}
!3 = distinct !{!3, !1}
!4 = distinct !{!4, !1, !2}
!5 = distinct !{!5, !1}
!6 = distinct !{!6, !1}
!7 = distinct !{!7, !1, !2}
!8 = distinct !{!8, !1, !2}
!9 = distinct !{!9, !1}
!10 = distinct !{!10, !1}
!11 = distinct !{!11, !1, !2}
!12 = distinct !{!12, !1}
!13 = distinct !{!13, !1}
!14 = distinct !{!14, !1, !2}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !1, !2}
!17 = distinct !{!17, !1}
!18 = distinct !{!18, !1, !2}
