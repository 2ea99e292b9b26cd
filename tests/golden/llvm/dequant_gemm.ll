; ModuleID = 'dequant_gemm.tile'
source_filename = "dequant_gemm.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_dequant_gemm_u4 = type { ptr, ptr, ptr, ptr, i32, i32, i32, [3 x i64] }
%tilec_args_dequant_gemm_i4 = type { ptr, ptr, ptr, ptr, i32, i32, i32, [3 x i64] }
%tilec_args_dequant_gemm_packed_u4 = type { ptr, ptr, ptr, ptr, i32, i32, i32, [3 x i64] }
%tilec_args_dequant_gemm_packed_i4 = type { ptr, ptr, ptr, ptr, i32, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @dequant_gemm_u4_block(ptr noalias %A, ptr noalias %W, ptr noalias %S, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [1024 x float], align 64
  %W_s = alloca [512 x i8], align 64
  %B_s = alloca [1024 x float], align 64
  %C_f = alloca [1024 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %B_s, i8 0, i64 4096, i1 false)
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
  br label %for.cond1, !llvm.loop !0

for.end3:                                         ; preds = %for.cond1
  %20 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !3

for.cond4:                                        ; preds = %for.end72, %for.end
  %k = phi i32 [ 0, %for.end ], [ %444, %for.end72 ]
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
  %64 = mul i32 %k, 16
  %65 = icmp sle i32 0, %64
  %66 = mul i32 %k, 16
  %67 = sext i32 %66 to i64
  %68 = add i64 %67, 16
  %69 = sext i32 %K to i64
  %70 = sdiv i64 %69, 2
  %71 = sub i64 0, %69
  %72 = select i1 false, i64 %71, i64 %70
  %73 = srem i64 %69, 2
  %74 = icmp ne i64 %73, 0
  %75 = icmp slt i64 %69, 0
  %76 = icmp eq i1 %75, false
  %77 = and i1 %74, %76
  %78 = zext i1 %77 to i64
  %79 = add i64 %72, %78
  %80 = trunc i64 %79 to i32
  %81 = sext i32 %80 to i64
  %82 = icmp sle i64 %68, %81
  %83 = and i1 %65, %82
  %84 = and i1 %63, %83
  br i1 %84, label %if.then37, label %if.else38

for.cond7:                                        ; preds = %for.end13, %if.then
  %i110 = phi i32 [ 0, %if.then ], [ %106, %for.end13 ]
  %85 = icmp slt i32 %i110, 32
  br i1 %85, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %if.end

for.cond11:                                       ; preds = %for.body12, %for.body8
  %j114 = phi i32 [ 0, %for.body8 ], [ %105, %for.body12 ]
  %86 = icmp slt i32 %j114, 32
  br i1 %86, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %87 = mul i32 %by, 32
  %88 = add i32 %87, %i110
  %89 = sext i32 %88 to i64
  %90 = sext i32 %K to i64
  %91 = mul nsw i64 %89, %90
  %92 = mul i32 %k, 32
  %93 = add i32 %92, %j114
  %94 = sext i32 %93 to i64
  %95 = add nsw i64 %91, %94
  %96 = getelementptr inbounds i16, ptr %A, i64 %95
  %97 = load i16, ptr %96, align 2
  %98 = bitcast i16 %97 to half
  %99 = fpext half %98 to float
  %100 = sext i32 %i110 to i64
  %101 = mul nsw i64 %100, 32
  %102 = sext i32 %j114 to i64
  %103 = add nsw i64 %101, %102
  %104 = getelementptr inbounds float, ptr %A_s, i64 %103
  store float %99, ptr %104, align 4
  %105 = add nsw i32 %j114, 1
  br label %for.cond11, !llvm.loop !4

for.end13:                                        ; preds = %for.cond11
  %106 = add nsw i32 %i110, 1
  br label %for.cond7, !llvm.loop !5

for.cond15:                                       ; preds = %for.end35, %if.else
  %i118 = phi i32 [ 0, %if.else ], [ %217, %for.end35 ]
  %107 = icmp slt i32 %i118, 32
  br i1 %107, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  %108 = mul i32 %k, 32
  %109 = sext i32 %108 to i64
  %110 = sub i64 0, %109
  %111 = icmp slt i64 %110, 0
  %112 = mul i32 %k, 32
  %113 = sext i32 %112 to i64
  %114 = sub i64 0, %113
  %115 = icmp sgt i64 %114, 32
  %116 = mul i32 %k, 32
  %117 = sext i32 %116 to i64
  %118 = sub i64 0, %117
  %119 = select i1 %115, i64 32, i64 %118
  %120 = select i1 %111, i64 0, i64 %119
  %tl_lo0 = trunc i64 %120 to i32
  %121 = sext i32 %K to i64
  %122 = mul i32 %k, 32
  %123 = sext i32 %122 to i64
  %124 = sub i64 %121, %123
  %125 = icmp slt i64 %124, 0
  %126 = sext i32 %K to i64
  %127 = mul i32 %k, 32
  %128 = sext i32 %127 to i64
  %129 = sub i64 %126, %128
  %130 = icmp sgt i64 %129, 32
  %131 = sext i32 %K to i64
  %132 = mul i32 %k, 32
  %133 = sext i32 %132 to i64
  %134 = sub i64 %131, %133
  %135 = select i1 %130, i64 32, i64 %134
  %136 = select i1 %125, i64 0, i64 %135
  %137 = sext i32 %tl_lo0 to i64
  %138 = icmp slt i64 %136, %137
  %139 = sext i32 %tl_lo0 to i64
  %140 = sext i32 %K to i64
  %141 = mul i32 %k, 32
  %142 = sext i32 %141 to i64
  %143 = sub i64 %140, %142
  %144 = icmp slt i64 %143, 0
  %145 = sext i32 %K to i64
  %146 = mul i32 %k, 32
  %147 = sext i32 %146 to i64
  %148 = sub i64 %145, %147
  %149 = icmp sgt i64 %148, 32
  %150 = sext i32 %K to i64
  %151 = mul i32 %k, 32
  %152 = sext i32 %151 to i64
  %153 = sub i64 %150, %152
  %154 = select i1 %149, i64 32, i64 %153
  %155 = select i1 %144, i64 0, i64 %154
  %156 = select i1 %138, i64 %139, i64 %155
  %tl_hi1 = trunc i64 %156 to i32
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  br label %if.end

for.cond19:                                       ; preds = %for.body20, %for.body16
  %j122 = phi i32 [ 0, %for.body16 ], [ %163, %for.body20 ]
  %157 = icmp slt i32 %j122, %tl_lo0
  br i1 %157, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %158 = sext i32 %i118 to i64
  %159 = mul nsw i64 %158, 32
  %160 = sext i32 %j122 to i64
  %161 = add nsw i64 %159, %160
  %162 = getelementptr inbounds float, ptr %A_s, i64 %161
  store float 0.000000e+00, ptr %162, align 4
  %163 = add nsw i32 %j122, 1
  br label %for.cond19, !llvm.loop !6

for.end21:                                        ; preds = %for.cond19
  %164 = mul i32 %by, 32
  %165 = sext i32 %164 to i64
  %166 = sext i32 %i118 to i64
  %167 = add i64 %165, %166
  %168 = icmp sle i64 0, %167
  %169 = mul i32 %by, 32
  %170 = sext i32 %169 to i64
  %171 = sext i32 %i118 to i64
  %172 = add i64 %170, %171
  %173 = sext i32 %M to i64
  %174 = icmp slt i64 %172, %173
  %175 = and i1 %168, %174
  br i1 %175, label %if.then23, label %if.else24

if.then23:                                        ; preds = %for.end21
  %176 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond26

if.else24:                                        ; preds = %for.end21
  %177 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond29

if.end25:                                         ; preds = %for.end31, %for.end28
  %178 = sub i32 32, %tl_hi1
  br label %for.cond33

for.cond26:                                       ; preds = %for.body27, %if.then23
  %j11 = phi i32 [ 0, %if.then23 ], [ %200, %for.body27 ]
  %179 = icmp slt i32 %j11, %176
  br i1 %179, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  %180 = mul i32 %by, 32
  %181 = add i32 %180, %i118
  %182 = sext i32 %181 to i64
  %183 = sext i32 %K to i64
  %184 = mul nsw i64 %182, %183
  %185 = mul i32 %k, 32
  %186 = add i32 %tl_lo0, %j11
  %187 = add i32 %185, %186
  %188 = sext i32 %187 to i64
  %189 = add nsw i64 %184, %188
  %190 = getelementptr inbounds i16, ptr %A, i64 %189
  %191 = load i16, ptr %190, align 2
  %192 = bitcast i16 %191 to half
  %193 = fpext half %192 to float
  %194 = sext i32 %i118 to i64
  %195 = mul nsw i64 %194, 32
  %196 = add i32 %tl_lo0, %j11
  %197 = sext i32 %196 to i64
  %198 = add nsw i64 %195, %197
  %199 = getelementptr inbounds float, ptr %A_s, i64 %198
  store float %193, ptr %199, align 4
  %200 = add nsw i32 %j11, 1
  br label %for.cond26, !llvm.loop !7

for.end28:                                        ; preds = %for.cond26
  br label %if.end25

for.cond29:                                       ; preds = %for.body30, %if.else24
  %j1132 = phi i32 [ 0, %if.else24 ], [ %208, %for.body30 ]
  %201 = icmp slt i32 %j1132, %177
  br i1 %201, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  %202 = sext i32 %i118 to i64
  %203 = mul nsw i64 %202, 32
  %204 = add i32 %tl_lo0, %j1132
  %205 = sext i32 %204 to i64
  %206 = add nsw i64 %203, %205
  %207 = getelementptr inbounds float, ptr %A_s, i64 %206
  store float 0.000000e+00, ptr %207, align 4
  %208 = add nsw i32 %j1132, 1
  br label %for.cond29, !llvm.loop !8

for.end31:                                        ; preds = %for.cond29
  br label %if.end25

for.cond33:                                       ; preds = %for.body34, %if.end25
  %j1136 = phi i32 [ 0, %if.end25 ], [ %216, %for.body34 ]
  %209 = icmp slt i32 %j1136, %178
  br i1 %209, label %for.body34, label %for.end35

for.body34:                                       ; preds = %for.cond33
  %210 = sext i32 %i118 to i64
  %211 = mul nsw i64 %210, 32
  %212 = add i32 %tl_hi1, %j1136
  %213 = sext i32 %212 to i64
  %214 = add nsw i64 %211, %213
  %215 = getelementptr inbounds float, ptr %A_s, i64 %214
  store float 0.000000e+00, ptr %215, align 4
  %216 = add nsw i32 %j1136, 1
  br label %for.cond33, !llvm.loop !9

for.end35:                                        ; preds = %for.cond33
  %217 = add nsw i32 %i118, 1
  br label %for.cond15, !llvm.loop !10

if.then37:                                        ; preds = %if.end
  br label %for.cond40

if.else38:                                        ; preds = %if.end
  br label %for.cond48

if.end39:                                         ; preds = %for.end50, %for.end42
  br label %for.cond70

for.cond40:                                       ; preds = %for.end46, %if.then37
  %i143 = phi i32 [ 0, %if.then37 ], [ %249, %for.end46 ]
  %218 = icmp slt i32 %i143, 32
  br i1 %218, label %for.body41, label %for.end42

for.body41:                                       ; preds = %for.cond40
  br label %for.cond44

for.end42:                                        ; preds = %for.cond40
  br label %if.end39

for.cond44:                                       ; preds = %for.body45, %for.body41
  %j147 = phi i32 [ 0, %for.body41 ], [ %248, %for.body45 ]
  %219 = icmp slt i32 %j147, 16
  br i1 %219, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %220 = mul i32 %bx, 32
  %221 = add i32 %220, %i143
  %222 = sext i32 %221 to i64
  %223 = sext i32 %K to i64
  %224 = sdiv i64 %223, 2
  %225 = sub i64 0, %223
  %226 = select i1 false, i64 %225, i64 %224
  %227 = srem i64 %223, 2
  %228 = icmp ne i64 %227, 0
  %229 = icmp slt i64 %223, 0
  %230 = icmp eq i1 %229, false
  %231 = and i1 %228, %230
  %232 = zext i1 %231 to i64
  %233 = add i64 %226, %232
  %234 = trunc i64 %233 to i32
  %235 = sext i32 %234 to i64
  %236 = mul nsw i64 %222, %235
  %237 = mul i32 %k, 16
  %238 = add i32 %237, %j147
  %239 = sext i32 %238 to i64
  %240 = add nsw i64 %236, %239
  %241 = getelementptr inbounds i8, ptr %W, i64 %240
  %242 = load i8, ptr %241, align 1
  %243 = sext i32 %i143 to i64
  %244 = mul nsw i64 %243, 16
  %245 = sext i32 %j147 to i64
  %246 = add nsw i64 %244, %245
  %247 = getelementptr inbounds i8, ptr %W_s, i64 %246
  store i8 %242, ptr %247, align 1
  %248 = add nsw i32 %j147, 1
  br label %for.cond44, !llvm.loop !11

for.end46:                                        ; preds = %for.cond44
  %249 = add nsw i32 %i143, 1
  br label %for.cond40, !llvm.loop !12

for.cond48:                                       ; preds = %for.end68, %if.else38
  %i151 = phi i32 [ 0, %if.else38 ], [ %442, %for.end68 ]
  %250 = icmp slt i32 %i151, 32
  br i1 %250, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %251 = mul i32 %k, 16
  %252 = sext i32 %251 to i64
  %253 = sub i64 0, %252
  %254 = icmp slt i64 %253, 0
  %255 = mul i32 %k, 16
  %256 = sext i32 %255 to i64
  %257 = sub i64 0, %256
  %258 = icmp sgt i64 %257, 16
  %259 = mul i32 %k, 16
  %260 = sext i32 %259 to i64
  %261 = sub i64 0, %260
  %262 = select i1 %258, i64 16, i64 %261
  %263 = select i1 %254, i64 0, i64 %262
  %tl_lo2 = trunc i64 %263 to i32
  %264 = sext i32 %K to i64
  %265 = sdiv i64 %264, 2
  %266 = sub i64 0, %264
  %267 = select i1 false, i64 %266, i64 %265
  %268 = srem i64 %264, 2
  %269 = icmp ne i64 %268, 0
  %270 = icmp slt i64 %264, 0
  %271 = icmp eq i1 %270, false
  %272 = and i1 %269, %271
  %273 = zext i1 %272 to i64
  %274 = add i64 %267, %273
  %275 = trunc i64 %274 to i32
  %276 = sext i32 %275 to i64
  %277 = mul i32 %k, 16
  %278 = sext i32 %277 to i64
  %279 = sub i64 %276, %278
  %280 = icmp slt i64 %279, 0
  %281 = sext i32 %K to i64
  %282 = sdiv i64 %281, 2
  %283 = sub i64 0, %281
  %284 = select i1 false, i64 %283, i64 %282
  %285 = srem i64 %281, 2
  %286 = icmp ne i64 %285, 0
  %287 = icmp slt i64 %281, 0
  %288 = icmp eq i1 %287, false
  %289 = and i1 %286, %288
  %290 = zext i1 %289 to i64
  %291 = add i64 %284, %290
  %292 = trunc i64 %291 to i32
  %293 = sext i32 %292 to i64
  %294 = mul i32 %k, 16
  %295 = sext i32 %294 to i64
  %296 = sub i64 %293, %295
  %297 = icmp sgt i64 %296, 16
  %298 = sext i32 %K to i64
  %299 = sdiv i64 %298, 2
  %300 = sub i64 0, %298
  %301 = select i1 false, i64 %300, i64 %299
  %302 = srem i64 %298, 2
  %303 = icmp ne i64 %302, 0
  %304 = icmp slt i64 %298, 0
  %305 = icmp eq i1 %304, false
  %306 = and i1 %303, %305
  %307 = zext i1 %306 to i64
  %308 = add i64 %301, %307
  %309 = trunc i64 %308 to i32
  %310 = sext i32 %309 to i64
  %311 = mul i32 %k, 16
  %312 = sext i32 %311 to i64
  %313 = sub i64 %310, %312
  %314 = select i1 %297, i64 16, i64 %313
  %315 = select i1 %280, i64 0, i64 %314
  %316 = sext i32 %tl_lo2 to i64
  %317 = icmp slt i64 %315, %316
  %318 = sext i32 %tl_lo2 to i64
  %319 = sext i32 %K to i64
  %320 = sdiv i64 %319, 2
  %321 = sub i64 0, %319
  %322 = select i1 false, i64 %321, i64 %320
  %323 = srem i64 %319, 2
  %324 = icmp ne i64 %323, 0
  %325 = icmp slt i64 %319, 0
  %326 = icmp eq i1 %325, false
  %327 = and i1 %324, %326
  %328 = zext i1 %327 to i64
  %329 = add i64 %322, %328
  %330 = trunc i64 %329 to i32
  %331 = sext i32 %330 to i64
  %332 = mul i32 %k, 16
  %333 = sext i32 %332 to i64
  %334 = sub i64 %331, %333
  %335 = icmp slt i64 %334, 0
  %336 = sext i32 %K to i64
  %337 = sdiv i64 %336, 2
  %338 = sub i64 0, %336
  %339 = select i1 false, i64 %338, i64 %337
  %340 = srem i64 %336, 2
  %341 = icmp ne i64 %340, 0
  %342 = icmp slt i64 %336, 0
  %343 = icmp eq i1 %342, false
  %344 = and i1 %341, %343
  %345 = zext i1 %344 to i64
  %346 = add i64 %339, %345
  %347 = trunc i64 %346 to i32
  %348 = sext i32 %347 to i64
  %349 = mul i32 %k, 16
  %350 = sext i32 %349 to i64
  %351 = sub i64 %348, %350
  %352 = icmp sgt i64 %351, 16
  %353 = sext i32 %K to i64
  %354 = sdiv i64 %353, 2
  %355 = sub i64 0, %353
  %356 = select i1 false, i64 %355, i64 %354
  %357 = srem i64 %353, 2
  %358 = icmp ne i64 %357, 0
  %359 = icmp slt i64 %353, 0
  %360 = icmp eq i1 %359, false
  %361 = and i1 %358, %360
  %362 = zext i1 %361 to i64
  %363 = add i64 %356, %362
  %364 = trunc i64 %363 to i32
  %365 = sext i32 %364 to i64
  %366 = mul i32 %k, 16
  %367 = sext i32 %366 to i64
  %368 = sub i64 %365, %367
  %369 = select i1 %352, i64 16, i64 %368
  %370 = select i1 %335, i64 0, i64 %369
  %371 = select i1 %317, i64 %318, i64 %370
  %tl_hi3 = trunc i64 %371 to i32
  br label %for.cond52

for.end50:                                        ; preds = %for.cond48
  br label %if.end39

for.cond52:                                       ; preds = %for.body53, %for.body49
  %j155 = phi i32 [ 0, %for.body49 ], [ %378, %for.body53 ]
  %372 = icmp slt i32 %j155, %tl_lo2
  br i1 %372, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %373 = sext i32 %i151 to i64
  %374 = mul nsw i64 %373, 16
  %375 = sext i32 %j155 to i64
  %376 = add nsw i64 %374, %375
  %377 = getelementptr inbounds i8, ptr %W_s, i64 %376
  store i8 0, ptr %377, align 1
  %378 = add nsw i32 %j155, 1
  br label %for.cond52, !llvm.loop !13

for.end54:                                        ; preds = %for.cond52
  %379 = mul i32 %bx, 32
  %380 = sext i32 %379 to i64
  %381 = sext i32 %i151 to i64
  %382 = add i64 %380, %381
  %383 = icmp sle i64 0, %382
  %384 = mul i32 %bx, 32
  %385 = sext i32 %384 to i64
  %386 = sext i32 %i151 to i64
  %387 = add i64 %385, %386
  %388 = sext i32 %N to i64
  %389 = icmp slt i64 %387, %388
  %390 = and i1 %383, %389
  br i1 %390, label %if.then56, label %if.else57

if.then56:                                        ; preds = %for.end54
  %391 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond59

if.else57:                                        ; preds = %for.end54
  %392 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond62

if.end58:                                         ; preds = %for.end64, %for.end61
  %393 = sub i32 16, %tl_hi3
  br label %for.cond66

for.cond59:                                       ; preds = %for.body60, %if.then56
  %j12 = phi i32 [ 0, %if.then56 ], [ %425, %for.body60 ]
  %394 = icmp slt i32 %j12, %391
  br i1 %394, label %for.body60, label %for.end61

for.body60:                                       ; preds = %for.cond59
  %395 = mul i32 %bx, 32
  %396 = add i32 %395, %i151
  %397 = sext i32 %396 to i64
  %398 = sext i32 %K to i64
  %399 = sdiv i64 %398, 2
  %400 = sub i64 0, %398
  %401 = select i1 false, i64 %400, i64 %399
  %402 = srem i64 %398, 2
  %403 = icmp ne i64 %402, 0
  %404 = icmp slt i64 %398, 0
  %405 = icmp eq i1 %404, false
  %406 = and i1 %403, %405
  %407 = zext i1 %406 to i64
  %408 = add i64 %401, %407
  %409 = trunc i64 %408 to i32
  %410 = sext i32 %409 to i64
  %411 = mul nsw i64 %397, %410
  %412 = mul i32 %k, 16
  %413 = add i32 %tl_lo2, %j12
  %414 = add i32 %412, %413
  %415 = sext i32 %414 to i64
  %416 = add nsw i64 %411, %415
  %417 = getelementptr inbounds i8, ptr %W, i64 %416
  %418 = load i8, ptr %417, align 1
  %419 = sext i32 %i151 to i64
  %420 = mul nsw i64 %419, 16
  %421 = add i32 %tl_lo2, %j12
  %422 = sext i32 %421 to i64
  %423 = add nsw i64 %420, %422
  %424 = getelementptr inbounds i8, ptr %W_s, i64 %423
  store i8 %418, ptr %424, align 1
  %425 = add nsw i32 %j12, 1
  br label %for.cond59, !llvm.loop !14

for.end61:                                        ; preds = %for.cond59
  br label %if.end58

for.cond62:                                       ; preds = %for.body63, %if.else57
  %j1265 = phi i32 [ 0, %if.else57 ], [ %433, %for.body63 ]
  %426 = icmp slt i32 %j1265, %392
  br i1 %426, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %427 = sext i32 %i151 to i64
  %428 = mul nsw i64 %427, 16
  %429 = add i32 %tl_lo2, %j1265
  %430 = sext i32 %429 to i64
  %431 = add nsw i64 %428, %430
  %432 = getelementptr inbounds i8, ptr %W_s, i64 %431
  store i8 0, ptr %432, align 1
  %433 = add nsw i32 %j1265, 1
  br label %for.cond62, !llvm.loop !15

for.end64:                                        ; preds = %for.cond62
  br label %if.end58

for.cond66:                                       ; preds = %for.body67, %if.end58
  %j1269 = phi i32 [ 0, %if.end58 ], [ %441, %for.body67 ]
  %434 = icmp slt i32 %j1269, %393
  br i1 %434, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  %435 = sext i32 %i151 to i64
  %436 = mul nsw i64 %435, 16
  %437 = add i32 %tl_hi3, %j1269
  %438 = sext i32 %437 to i64
  %439 = add nsw i64 %436, %438
  %440 = getelementptr inbounds i8, ptr %W_s, i64 %439
  store i8 0, ptr %440, align 1
  %441 = add nsw i32 %j1269, 1
  br label %for.cond66, !llvm.loop !16

for.end68:                                        ; preds = %for.cond66
  %442 = add nsw i32 %i151, 1
  br label %for.cond48, !llvm.loop !17

for.cond70:                                       ; preds = %for.end75, %if.end39
  %i = phi i32 [ 0, %if.end39 ], [ %492, %for.end75 ]
  %443 = icmp slt i32 %i, 32
  br i1 %443, label %for.body71, label %for.end72

for.body71:                                       ; preds = %for.cond70
  br label %for.cond73

for.end72:                                        ; preds = %for.cond70
  call void @tilec_rt_gemm_f32(i32 32, i32 32, i32 32, ptr %A_s, i32 32, i32 0, ptr %B_s, i32 32, i32 1, ptr %C_f, i32 32)
  %444 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !18

for.cond73:                                       ; preds = %sel.end, %for.body71
  %j = phi i32 [ 0, %for.body71 ], [ %530, %sel.end ]
  %445 = icmp slt i32 %j, 32
  br i1 %445, label %for.body74, label %for.end75

for.body74:                                       ; preds = %for.cond73
  %446 = sext i32 %i to i64
  %447 = mul nsw i64 %446, 16
  %448 = sdiv i32 %j, 2
  %449 = sub i32 0, %j
  %450 = select i1 false, i32 %449, i32 %448
  %451 = sext i32 %450 to i64
  %452 = add nsw i64 %447, %451
  %453 = getelementptr inbounds i8, ptr %W_s, i64 %452
  %byte = load i8, ptr %453, align 1
  %454 = srem i32 %j, 2
  %455 = icmp eq i32 %454, 0
  %456 = and i8 %byte, 15
  %457 = lshr i8 %byte, 4
  %458 = select i1 false, i8 0, i8 %457
  %q = select i1 %455, i8 %456, i8 %458
  %459 = mul i32 %bx, 32
  %460 = add i32 %459, %i
  %461 = icmp sle i32 0, %460
  %462 = mul i32 %bx, 32
  %463 = add i32 %462, %i
  %464 = icmp slt i32 %463, %N
  %465 = and i1 %461, %464
  %466 = mul i32 %k, 32
  %467 = add i32 %466, %j
  %468 = sdiv i32 %467, 32
  %469 = sub i32 0, %467
  %470 = select i1 false, i32 %469, i32 %468
  %471 = icmp sle i32 0, %470
  %472 = mul i32 %k, 32
  %473 = add i32 %472, %j
  %474 = sdiv i32 %473, 32
  %475 = sub i32 0, %473
  %476 = select i1 false, i32 %475, i32 %474
  %477 = sext i32 %K to i64
  %478 = sdiv i64 %477, 32
  %479 = sub i64 0, %477
  %480 = select i1 false, i64 %479, i64 %478
  %481 = srem i64 %477, 32
  %482 = icmp ne i64 %481, 0
  %483 = icmp slt i64 %477, 0
  %484 = icmp eq i1 %483, false
  %485 = and i1 %482, %484
  %486 = zext i1 %485 to i64
  %487 = add i64 %480, %486
  %488 = trunc i64 %487 to i32
  %489 = icmp slt i32 %476, %488
  %490 = and i1 %471, %489
  %491 = and i1 %465, %490
  br i1 %491, label %sel.then, label %sel.else

for.end75:                                        ; preds = %for.cond73
  %492 = add nsw i32 %i, 1
  br label %for.cond70, !llvm.loop !19

sel.then:                                         ; preds = %for.body74
  %493 = mul i32 %bx, 32
  %494 = add i32 %493, %i
  %495 = sext i32 %494 to i64
  %496 = sext i32 %K to i64
  %497 = sdiv i64 %496, 32
  %498 = sub i64 0, %496
  %499 = select i1 false, i64 %498, i64 %497
  %500 = srem i64 %496, 32
  %501 = icmp ne i64 %500, 0
  %502 = icmp slt i64 %496, 0
  %503 = icmp eq i1 %502, false
  %504 = and i1 %501, %503
  %505 = zext i1 %504 to i64
  %506 = add i64 %499, %505
  %507 = trunc i64 %506 to i32
  %508 = sext i32 %507 to i64
  %509 = mul nsw i64 %495, %508
  %510 = mul i32 %k, 32
  %511 = add i32 %510, %j
  %512 = sdiv i32 %511, 32
  %513 = sub i32 0, %511
  %514 = select i1 false, i32 %513, i32 %512
  %515 = sext i32 %514 to i64
  %516 = add nsw i64 %509, %515
  %517 = getelementptr inbounds i16, ptr %S, i64 %516
  %518 = load i16, ptr %517, align 2
  %519 = bitcast i16 %518 to half
  %520 = fpext half %519 to float
  br label %sel.end

sel.else:                                         ; preds = %for.body74
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %s = phi float [ %520, %sel.then ], [ 0.000000e+00, %sel.else ]
  %521 = zext i8 %q to i64
  %522 = sitofp i64 %521 to float
  %523 = fsub float %522, 8.000000e+00
  %524 = fmul float %523, %s
  %525 = sext i32 %i to i64
  %526 = mul nsw i64 %525, 32
  %527 = sext i32 %j to i64
  %528 = add nsw i64 %526, %527
  %529 = getelementptr inbounds float, ptr %B_s, i64 %528
  store float %524, ptr %529, align 4
  %530 = add nsw i32 %j, 1
  br label %for.cond73, !llvm.loop !20

if.then76:                                        ; preds = %for.end6
  br label %for.cond79

if.else77:                                        ; preds = %for.end6
  br label %for.cond88

if.end78:                                         ; preds = %for.end90, %for.end81
  ret void

for.cond79:                                       ; preds = %if.end84, %if.then76
  %i2 = phi i32 [ 0, %if.then76 ], [ %550, %if.end84 ]
  %531 = icmp slt i32 %i2, 32
  br i1 %531, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %532 = sext i32 %M to i64
  %533 = sext i32 %N to i64
  %534 = mul i64 %532, %533
  %535 = icmp sge i64 %534, 8388608
  br i1 %535, label %if.then82, label %if.else83

for.end81:                                        ; preds = %for.cond79
  br label %if.end78

if.then82:                                        ; preds = %for.body80
  %536 = mul i32 %by, 32
  %537 = add i32 %536, %i2
  %538 = sext i32 %537 to i64
  %539 = sext i32 %N to i64
  %540 = mul nsw i64 %538, %539
  %541 = mul i32 %bx, 32
  %542 = add i32 %541, 0
  %543 = sext i32 %542 to i64
  %544 = add nsw i64 %540, %543
  %545 = getelementptr inbounds float, ptr %C, i64 %544
  %546 = sext i32 %i2 to i64
  %547 = mul nsw i64 %546, 32
  %548 = add nsw i64 %547, 0
  %549 = getelementptr inbounds float, ptr %C_f, i64 %548
  call void @tilec_rt_stream(ptr %545, ptr %549, i64 128)
  br label %if.end84

if.else83:                                        ; preds = %for.body80
  br label %for.cond85

if.end84:                                         ; preds = %for.end87, %if.then82
  %550 = add nsw i32 %i2, 1
  br label %for.cond79, !llvm.loop !21

for.cond85:                                       ; preds = %for.body86, %if.else83
  %j2 = phi i32 [ 0, %if.else83 ], [ %568, %for.body86 ]
  %551 = icmp slt i32 %j2, 32
  br i1 %551, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  %552 = sext i32 %i2 to i64
  %553 = mul nsw i64 %552, 32
  %554 = sext i32 %j2 to i64
  %555 = add nsw i64 %553, %554
  %556 = getelementptr inbounds float, ptr %C_f, i64 %555
  %557 = load float, ptr %556, align 4
  %558 = mul i32 %by, 32
  %559 = add i32 %558, %i2
  %560 = sext i32 %559 to i64
  %561 = sext i32 %N to i64
  %562 = mul nsw i64 %560, %561
  %563 = mul i32 %bx, 32
  %564 = add i32 %563, %j2
  %565 = sext i32 %564 to i64
  %566 = add nsw i64 %562, %565
  %567 = getelementptr inbounds float, ptr %C, i64 %566
  store float %557, ptr %567, align 4
  %568 = add nsw i32 %j2, 1
  br label %for.cond85, !llvm.loop !22

for.end87:                                        ; preds = %for.cond85
  br label %if.end84

for.cond88:                                       ; preds = %if.end94, %if.else77
  %i291 = phi i32 [ 0, %if.else77 ], [ %632, %if.end94 ]
  %569 = icmp slt i32 %i291, 32
  br i1 %569, label %for.body89, label %for.end90

for.body89:                                       ; preds = %for.cond88
  %570 = mul i32 %bx, 32
  %571 = sext i32 %570 to i64
  %572 = sub i64 0, %571
  %573 = icmp slt i64 %572, 0
  %574 = mul i32 %bx, 32
  %575 = sext i32 %574 to i64
  %576 = sub i64 0, %575
  %577 = icmp sgt i64 %576, 32
  %578 = mul i32 %bx, 32
  %579 = sext i32 %578 to i64
  %580 = sub i64 0, %579
  %581 = select i1 %577, i64 32, i64 %580
  %582 = select i1 %573, i64 0, i64 %581
  %tl_lo4 = trunc i64 %582 to i32
  %583 = sext i32 %N to i64
  %584 = mul i32 %bx, 32
  %585 = sext i32 %584 to i64
  %586 = sub i64 %583, %585
  %587 = icmp slt i64 %586, 0
  %588 = sext i32 %N to i64
  %589 = mul i32 %bx, 32
  %590 = sext i32 %589 to i64
  %591 = sub i64 %588, %590
  %592 = icmp sgt i64 %591, 32
  %593 = sext i32 %N to i64
  %594 = mul i32 %bx, 32
  %595 = sext i32 %594 to i64
  %596 = sub i64 %593, %595
  %597 = select i1 %592, i64 32, i64 %596
  %598 = select i1 %587, i64 0, i64 %597
  %599 = sext i32 %tl_lo4 to i64
  %600 = icmp slt i64 %598, %599
  %601 = sext i32 %tl_lo4 to i64
  %602 = sext i32 %N to i64
  %603 = mul i32 %bx, 32
  %604 = sext i32 %603 to i64
  %605 = sub i64 %602, %604
  %606 = icmp slt i64 %605, 0
  %607 = sext i32 %N to i64
  %608 = mul i32 %bx, 32
  %609 = sext i32 %608 to i64
  %610 = sub i64 %607, %609
  %611 = icmp sgt i64 %610, 32
  %612 = sext i32 %N to i64
  %613 = mul i32 %bx, 32
  %614 = sext i32 %613 to i64
  %615 = sub i64 %612, %614
  %616 = select i1 %611, i64 32, i64 %615
  %617 = select i1 %606, i64 0, i64 %616
  %618 = select i1 %600, i64 %601, i64 %617
  %tl_hi5 = trunc i64 %618 to i32
  %619 = mul i32 %by, 32
  %620 = sext i32 %619 to i64
  %621 = sext i32 %i291 to i64
  %622 = add i64 %620, %621
  %623 = icmp sle i64 0, %622
  %624 = mul i32 %by, 32
  %625 = sext i32 %624 to i64
  %626 = sext i32 %i291 to i64
  %627 = add i64 %625, %626
  %628 = sext i32 %M to i64
  %629 = icmp slt i64 %627, %628
  %630 = and i1 %623, %629
  br i1 %630, label %if.then92, label %if.else93

for.end90:                                        ; preds = %for.cond88
  br label %if.end78

if.then92:                                        ; preds = %for.body89
  %631 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond95

if.else93:                                        ; preds = %for.body89
  br label %if.end94

if.end94:                                         ; preds = %if.else93, %for.end97
  %632 = add nsw i32 %i291, 1
  br label %for.cond88, !llvm.loop !23

for.cond95:                                       ; preds = %for.body96, %if.then92
  %j21 = phi i32 [ 0, %if.then92 ], [ %652, %for.body96 ]
  %633 = icmp slt i32 %j21, %631
  br i1 %633, label %for.body96, label %for.end97

for.body96:                                       ; preds = %for.cond95
  %634 = sext i32 %i291 to i64
  %635 = mul nsw i64 %634, 32
  %636 = add i32 %tl_lo4, %j21
  %637 = sext i32 %636 to i64
  %638 = add nsw i64 %635, %637
  %639 = getelementptr inbounds float, ptr %C_f, i64 %638
  %640 = load float, ptr %639, align 4
  %641 = mul i32 %by, 32
  %642 = add i32 %641, %i291
  %643 = sext i32 %642 to i64
  %644 = sext i32 %N to i64
  %645 = mul nsw i64 %643, %644
  %646 = mul i32 %bx, 32
  %647 = add i32 %tl_lo4, %j21
  %648 = add i32 %646, %647
  %649 = sext i32 %648 to i64
  %650 = add nsw i64 %645, %649
  %651 = getelementptr inbounds float, ptr %C, i64 %650
  store float %640, ptr %651, align 4
  %652 = add nsw i32 %j21, 1
  br label %for.cond95, !llvm.loop !24

for.end97:                                        ; preds = %for.cond95
  br label %if.end94
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare void @tilec_rt_gemm_f32(i32, i32, i32, ptr, i32, i32, ptr, i32, i32, ptr, i32)

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nounwind
define internal void @dequant_gemm_u4_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_dequant_gemm_u4, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_dequant_gemm_u4, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_dequant_gemm_u4, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_dequant_gemm_u4, ptr %ctx, i32 0, i32 3
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %tilec_args_dequant_gemm_u4, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_dequant_gemm_u4, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_dequant_gemm_u4, ptr %ctx, i32 0, i32 6
  %13 = load i32, ptr %12, align 4
  %14 = getelementptr inbounds %tilec_args_dequant_gemm_u4, ptr %ctx, i32 0, i32 7
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
  call void @dequant_gemm_u4_block(ptr %1, ptr %3, ptr %5, ptr %7, i32 %9, i32 %11, i32 %13, i32 %26, i32 %27)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_dequant_gemm_u4(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_dequant_gemm_u4, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_dequant_gemm_u4, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_dequant_gemm_u4, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_dequant_gemm_u4, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds ptr, ptr %args, i64 3
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds %tilec_args_dequant_gemm_u4, ptr %a, i32 0, i32 3
  store ptr %12, ptr %13, align 8
  %14 = getelementptr inbounds i64, ptr %dims, i64 0
  %15 = load i64, ptr %14, align 8
  %M = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_dequant_gemm_u4, ptr %a, i32 0, i32 4
  store i32 %M, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 1
  %18 = load i64, ptr %17, align 8
  %K = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_dequant_gemm_u4, ptr %a, i32 0, i32 5
  store i32 %K, ptr %19, align 4
  %20 = getelementptr inbounds i64, ptr %dims, i64 2
  %21 = load i64, ptr %20, align 8
  %N = trunc i64 %21 to i32
  %22 = getelementptr inbounds %tilec_args_dequant_gemm_u4, ptr %a, i32 0, i32 6
  store i32 %N, ptr %22, align 4
  %23 = getelementptr inbounds %tilec_args_dequant_gemm_u4, ptr %a, i32 0, i32 7
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
  %60 = call i32 @tilec_rt_run_blocks(i64 %59, i32 %nworkers, ptr @dequant_gemm_u4_task, ptr %a)
  ret i32 %60

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

; Function Attrs: nounwind
define internal void @dequant_gemm_i4_block(ptr noalias %A, ptr noalias %W, ptr noalias %S, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [1024 x float], align 64
  %W_s = alloca [512 x i8], align 64
  %B_s = alloca [1024 x float], align 64
  %C_f = alloca [1024 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %B_s, i8 0, i64 4096, i1 false)
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
  br label %for.cond1, !llvm.loop !25

for.end3:                                         ; preds = %for.cond1
  %20 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !26

for.cond4:                                        ; preds = %for.end72, %for.end
  %k = phi i32 [ 0, %for.end ], [ %444, %for.end72 ]
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
  %64 = mul i32 %k, 16
  %65 = icmp sle i32 0, %64
  %66 = mul i32 %k, 16
  %67 = sext i32 %66 to i64
  %68 = add i64 %67, 16
  %69 = sext i32 %K to i64
  %70 = sdiv i64 %69, 2
  %71 = sub i64 0, %69
  %72 = select i1 false, i64 %71, i64 %70
  %73 = srem i64 %69, 2
  %74 = icmp ne i64 %73, 0
  %75 = icmp slt i64 %69, 0
  %76 = icmp eq i1 %75, false
  %77 = and i1 %74, %76
  %78 = zext i1 %77 to i64
  %79 = add i64 %72, %78
  %80 = trunc i64 %79 to i32
  %81 = sext i32 %80 to i64
  %82 = icmp sle i64 %68, %81
  %83 = and i1 %65, %82
  %84 = and i1 %63, %83
  br i1 %84, label %if.then37, label %if.else38

for.cond7:                                        ; preds = %for.end13, %if.then
  %i110 = phi i32 [ 0, %if.then ], [ %106, %for.end13 ]
  %85 = icmp slt i32 %i110, 32
  br i1 %85, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %if.end

for.cond11:                                       ; preds = %for.body12, %for.body8
  %j114 = phi i32 [ 0, %for.body8 ], [ %105, %for.body12 ]
  %86 = icmp slt i32 %j114, 32
  br i1 %86, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %87 = mul i32 %by, 32
  %88 = add i32 %87, %i110
  %89 = sext i32 %88 to i64
  %90 = sext i32 %K to i64
  %91 = mul nsw i64 %89, %90
  %92 = mul i32 %k, 32
  %93 = add i32 %92, %j114
  %94 = sext i32 %93 to i64
  %95 = add nsw i64 %91, %94
  %96 = getelementptr inbounds i16, ptr %A, i64 %95
  %97 = load i16, ptr %96, align 2
  %98 = bitcast i16 %97 to half
  %99 = fpext half %98 to float
  %100 = sext i32 %i110 to i64
  %101 = mul nsw i64 %100, 32
  %102 = sext i32 %j114 to i64
  %103 = add nsw i64 %101, %102
  %104 = getelementptr inbounds float, ptr %A_s, i64 %103
  store float %99, ptr %104, align 4
  %105 = add nsw i32 %j114, 1
  br label %for.cond11, !llvm.loop !27

for.end13:                                        ; preds = %for.cond11
  %106 = add nsw i32 %i110, 1
  br label %for.cond7, !llvm.loop !28

for.cond15:                                       ; preds = %for.end35, %if.else
  %i118 = phi i32 [ 0, %if.else ], [ %217, %for.end35 ]
  %107 = icmp slt i32 %i118, 32
  br i1 %107, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  %108 = mul i32 %k, 32
  %109 = sext i32 %108 to i64
  %110 = sub i64 0, %109
  %111 = icmp slt i64 %110, 0
  %112 = mul i32 %k, 32
  %113 = sext i32 %112 to i64
  %114 = sub i64 0, %113
  %115 = icmp sgt i64 %114, 32
  %116 = mul i32 %k, 32
  %117 = sext i32 %116 to i64
  %118 = sub i64 0, %117
  %119 = select i1 %115, i64 32, i64 %118
  %120 = select i1 %111, i64 0, i64 %119
  %tl_lo0 = trunc i64 %120 to i32
  %121 = sext i32 %K to i64
  %122 = mul i32 %k, 32
  %123 = sext i32 %122 to i64
  %124 = sub i64 %121, %123
  %125 = icmp slt i64 %124, 0
  %126 = sext i32 %K to i64
  %127 = mul i32 %k, 32
  %128 = sext i32 %127 to i64
  %129 = sub i64 %126, %128
  %130 = icmp sgt i64 %129, 32
  %131 = sext i32 %K to i64
  %132 = mul i32 %k, 32
  %133 = sext i32 %132 to i64
  %134 = sub i64 %131, %133
  %135 = select i1 %130, i64 32, i64 %134
  %136 = select i1 %125, i64 0, i64 %135
  %137 = sext i32 %tl_lo0 to i64
  %138 = icmp slt i64 %136, %137
  %139 = sext i32 %tl_lo0 to i64
  %140 = sext i32 %K to i64
  %141 = mul i32 %k, 32
  %142 = sext i32 %141 to i64
  %143 = sub i64 %140, %142
  %144 = icmp slt i64 %143, 0
  %145 = sext i32 %K to i64
  %146 = mul i32 %k, 32
  %147 = sext i32 %146 to i64
  %148 = sub i64 %145, %147
  %149 = icmp sgt i64 %148, 32
  %150 = sext i32 %K to i64
  %151 = mul i32 %k, 32
  %152 = sext i32 %151 to i64
  %153 = sub i64 %150, %152
  %154 = select i1 %149, i64 32, i64 %153
  %155 = select i1 %144, i64 0, i64 %154
  %156 = select i1 %138, i64 %139, i64 %155
  %tl_hi1 = trunc i64 %156 to i32
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  br label %if.end

for.cond19:                                       ; preds = %for.body20, %for.body16
  %j122 = phi i32 [ 0, %for.body16 ], [ %163, %for.body20 ]
  %157 = icmp slt i32 %j122, %tl_lo0
  br i1 %157, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %158 = sext i32 %i118 to i64
  %159 = mul nsw i64 %158, 32
  %160 = sext i32 %j122 to i64
  %161 = add nsw i64 %159, %160
  %162 = getelementptr inbounds float, ptr %A_s, i64 %161
  store float 0.000000e+00, ptr %162, align 4
  %163 = add nsw i32 %j122, 1
  br label %for.cond19, !llvm.loop !29

for.end21:                                        ; preds = %for.cond19
  %164 = mul i32 %by, 32
  %165 = sext i32 %164 to i64
  %166 = sext i32 %i118 to i64
  %167 = add i64 %165, %166
  %168 = icmp sle i64 0, %167
  %169 = mul i32 %by, 32
  %170 = sext i32 %169 to i64
  %171 = sext i32 %i118 to i64
  %172 = add i64 %170, %171
  %173 = sext i32 %M to i64
  %174 = icmp slt i64 %172, %173
  %175 = and i1 %168, %174
  br i1 %175, label %if.then23, label %if.else24

if.then23:                                        ; preds = %for.end21
  %176 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond26

if.else24:                                        ; preds = %for.end21
  %177 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond29

if.end25:                                         ; preds = %for.end31, %for.end28
  %178 = sub i32 32, %tl_hi1
  br label %for.cond33

for.cond26:                                       ; preds = %for.body27, %if.then23
  %j11 = phi i32 [ 0, %if.then23 ], [ %200, %for.body27 ]
  %179 = icmp slt i32 %j11, %176
  br i1 %179, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  %180 = mul i32 %by, 32
  %181 = add i32 %180, %i118
  %182 = sext i32 %181 to i64
  %183 = sext i32 %K to i64
  %184 = mul nsw i64 %182, %183
  %185 = mul i32 %k, 32
  %186 = add i32 %tl_lo0, %j11
  %187 = add i32 %185, %186
  %188 = sext i32 %187 to i64
  %189 = add nsw i64 %184, %188
  %190 = getelementptr inbounds i16, ptr %A, i64 %189
  %191 = load i16, ptr %190, align 2
  %192 = bitcast i16 %191 to half
  %193 = fpext half %192 to float
  %194 = sext i32 %i118 to i64
  %195 = mul nsw i64 %194, 32
  %196 = add i32 %tl_lo0, %j11
  %197 = sext i32 %196 to i64
  %198 = add nsw i64 %195, %197
  %199 = getelementptr inbounds float, ptr %A_s, i64 %198
  store float %193, ptr %199, align 4
  %200 = add nsw i32 %j11, 1
  br label %for.cond26, !llvm.loop !30

for.end28:                                        ; preds = %for.cond26
  br label %if.end25

for.cond29:                                       ; preds = %for.body30, %if.else24
  %j1132 = phi i32 [ 0, %if.else24 ], [ %208, %for.body30 ]
  %201 = icmp slt i32 %j1132, %177
  br i1 %201, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  %202 = sext i32 %i118 to i64
  %203 = mul nsw i64 %202, 32
  %204 = add i32 %tl_lo0, %j1132
  %205 = sext i32 %204 to i64
  %206 = add nsw i64 %203, %205
  %207 = getelementptr inbounds float, ptr %A_s, i64 %206
  store float 0.000000e+00, ptr %207, align 4
  %208 = add nsw i32 %j1132, 1
  br label %for.cond29, !llvm.loop !31

for.end31:                                        ; preds = %for.cond29
  br label %if.end25

for.cond33:                                       ; preds = %for.body34, %if.end25
  %j1136 = phi i32 [ 0, %if.end25 ], [ %216, %for.body34 ]
  %209 = icmp slt i32 %j1136, %178
  br i1 %209, label %for.body34, label %for.end35

for.body34:                                       ; preds = %for.cond33
  %210 = sext i32 %i118 to i64
  %211 = mul nsw i64 %210, 32
  %212 = add i32 %tl_hi1, %j1136
  %213 = sext i32 %212 to i64
  %214 = add nsw i64 %211, %213
  %215 = getelementptr inbounds float, ptr %A_s, i64 %214
  store float 0.000000e+00, ptr %215, align 4
  %216 = add nsw i32 %j1136, 1
  br label %for.cond33, !llvm.loop !32

for.end35:                                        ; preds = %for.cond33
  %217 = add nsw i32 %i118, 1
  br label %for.cond15, !llvm.loop !33

if.then37:                                        ; preds = %if.end
  br label %for.cond40

if.else38:                                        ; preds = %if.end
  br label %for.cond48

if.end39:                                         ; preds = %for.end50, %for.end42
  br label %for.cond70

for.cond40:                                       ; preds = %for.end46, %if.then37
  %i143 = phi i32 [ 0, %if.then37 ], [ %249, %for.end46 ]
  %218 = icmp slt i32 %i143, 32
  br i1 %218, label %for.body41, label %for.end42

for.body41:                                       ; preds = %for.cond40
  br label %for.cond44

for.end42:                                        ; preds = %for.cond40
  br label %if.end39

for.cond44:                                       ; preds = %for.body45, %for.body41
  %j147 = phi i32 [ 0, %for.body41 ], [ %248, %for.body45 ]
  %219 = icmp slt i32 %j147, 16
  br i1 %219, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %220 = mul i32 %bx, 32
  %221 = add i32 %220, %i143
  %222 = sext i32 %221 to i64
  %223 = sext i32 %K to i64
  %224 = sdiv i64 %223, 2
  %225 = sub i64 0, %223
  %226 = select i1 false, i64 %225, i64 %224
  %227 = srem i64 %223, 2
  %228 = icmp ne i64 %227, 0
  %229 = icmp slt i64 %223, 0
  %230 = icmp eq i1 %229, false
  %231 = and i1 %228, %230
  %232 = zext i1 %231 to i64
  %233 = add i64 %226, %232
  %234 = trunc i64 %233 to i32
  %235 = sext i32 %234 to i64
  %236 = mul nsw i64 %222, %235
  %237 = mul i32 %k, 16
  %238 = add i32 %237, %j147
  %239 = sext i32 %238 to i64
  %240 = add nsw i64 %236, %239
  %241 = getelementptr inbounds i8, ptr %W, i64 %240
  %242 = load i8, ptr %241, align 1
  %243 = sext i32 %i143 to i64
  %244 = mul nsw i64 %243, 16
  %245 = sext i32 %j147 to i64
  %246 = add nsw i64 %244, %245
  %247 = getelementptr inbounds i8, ptr %W_s, i64 %246
  store i8 %242, ptr %247, align 1
  %248 = add nsw i32 %j147, 1
  br label %for.cond44, !llvm.loop !34

for.end46:                                        ; preds = %for.cond44
  %249 = add nsw i32 %i143, 1
  br label %for.cond40, !llvm.loop !35

for.cond48:                                       ; preds = %for.end68, %if.else38
  %i151 = phi i32 [ 0, %if.else38 ], [ %442, %for.end68 ]
  %250 = icmp slt i32 %i151, 32
  br i1 %250, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %251 = mul i32 %k, 16
  %252 = sext i32 %251 to i64
  %253 = sub i64 0, %252
  %254 = icmp slt i64 %253, 0
  %255 = mul i32 %k, 16
  %256 = sext i32 %255 to i64
  %257 = sub i64 0, %256
  %258 = icmp sgt i64 %257, 16
  %259 = mul i32 %k, 16
  %260 = sext i32 %259 to i64
  %261 = sub i64 0, %260
  %262 = select i1 %258, i64 16, i64 %261
  %263 = select i1 %254, i64 0, i64 %262
  %tl_lo2 = trunc i64 %263 to i32
  %264 = sext i32 %K to i64
  %265 = sdiv i64 %264, 2
  %266 = sub i64 0, %264
  %267 = select i1 false, i64 %266, i64 %265
  %268 = srem i64 %264, 2
  %269 = icmp ne i64 %268, 0
  %270 = icmp slt i64 %264, 0
  %271 = icmp eq i1 %270, false
  %272 = and i1 %269, %271
  %273 = zext i1 %272 to i64
  %274 = add i64 %267, %273
  %275 = trunc i64 %274 to i32
  %276 = sext i32 %275 to i64
  %277 = mul i32 %k, 16
  %278 = sext i32 %277 to i64
  %279 = sub i64 %276, %278
  %280 = icmp slt i64 %279, 0
  %281 = sext i32 %K to i64
  %282 = sdiv i64 %281, 2
  %283 = sub i64 0, %281
  %284 = select i1 false, i64 %283, i64 %282
  %285 = srem i64 %281, 2
  %286 = icmp ne i64 %285, 0
  %287 = icmp slt i64 %281, 0
  %288 = icmp eq i1 %287, false
  %289 = and i1 %286, %288
  %290 = zext i1 %289 to i64
  %291 = add i64 %284, %290
  %292 = trunc i64 %291 to i32
  %293 = sext i32 %292 to i64
  %294 = mul i32 %k, 16
  %295 = sext i32 %294 to i64
  %296 = sub i64 %293, %295
  %297 = icmp sgt i64 %296, 16
  %298 = sext i32 %K to i64
  %299 = sdiv i64 %298, 2
  %300 = sub i64 0, %298
  %301 = select i1 false, i64 %300, i64 %299
  %302 = srem i64 %298, 2
  %303 = icmp ne i64 %302, 0
  %304 = icmp slt i64 %298, 0
  %305 = icmp eq i1 %304, false
  %306 = and i1 %303, %305
  %307 = zext i1 %306 to i64
  %308 = add i64 %301, %307
  %309 = trunc i64 %308 to i32
  %310 = sext i32 %309 to i64
  %311 = mul i32 %k, 16
  %312 = sext i32 %311 to i64
  %313 = sub i64 %310, %312
  %314 = select i1 %297, i64 16, i64 %313
  %315 = select i1 %280, i64 0, i64 %314
  %316 = sext i32 %tl_lo2 to i64
  %317 = icmp slt i64 %315, %316
  %318 = sext i32 %tl_lo2 to i64
  %319 = sext i32 %K to i64
  %320 = sdiv i64 %319, 2
  %321 = sub i64 0, %319
  %322 = select i1 false, i64 %321, i64 %320
  %323 = srem i64 %319, 2
  %324 = icmp ne i64 %323, 0
  %325 = icmp slt i64 %319, 0
  %326 = icmp eq i1 %325, false
  %327 = and i1 %324, %326
  %328 = zext i1 %327 to i64
  %329 = add i64 %322, %328
  %330 = trunc i64 %329 to i32
  %331 = sext i32 %330 to i64
  %332 = mul i32 %k, 16
  %333 = sext i32 %332 to i64
  %334 = sub i64 %331, %333
  %335 = icmp slt i64 %334, 0
  %336 = sext i32 %K to i64
  %337 = sdiv i64 %336, 2
  %338 = sub i64 0, %336
  %339 = select i1 false, i64 %338, i64 %337
  %340 = srem i64 %336, 2
  %341 = icmp ne i64 %340, 0
  %342 = icmp slt i64 %336, 0
  %343 = icmp eq i1 %342, false
  %344 = and i1 %341, %343
  %345 = zext i1 %344 to i64
  %346 = add i64 %339, %345
  %347 = trunc i64 %346 to i32
  %348 = sext i32 %347 to i64
  %349 = mul i32 %k, 16
  %350 = sext i32 %349 to i64
  %351 = sub i64 %348, %350
  %352 = icmp sgt i64 %351, 16
  %353 = sext i32 %K to i64
  %354 = sdiv i64 %353, 2
  %355 = sub i64 0, %353
  %356 = select i1 false, i64 %355, i64 %354
  %357 = srem i64 %353, 2
  %358 = icmp ne i64 %357, 0
  %359 = icmp slt i64 %353, 0
  %360 = icmp eq i1 %359, false
  %361 = and i1 %358, %360
  %362 = zext i1 %361 to i64
  %363 = add i64 %356, %362
  %364 = trunc i64 %363 to i32
  %365 = sext i32 %364 to i64
  %366 = mul i32 %k, 16
  %367 = sext i32 %366 to i64
  %368 = sub i64 %365, %367
  %369 = select i1 %352, i64 16, i64 %368
  %370 = select i1 %335, i64 0, i64 %369
  %371 = select i1 %317, i64 %318, i64 %370
  %tl_hi3 = trunc i64 %371 to i32
  br label %for.cond52

for.end50:                                        ; preds = %for.cond48
  br label %if.end39

for.cond52:                                       ; preds = %for.body53, %for.body49
  %j155 = phi i32 [ 0, %for.body49 ], [ %378, %for.body53 ]
  %372 = icmp slt i32 %j155, %tl_lo2
  br i1 %372, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %373 = sext i32 %i151 to i64
  %374 = mul nsw i64 %373, 16
  %375 = sext i32 %j155 to i64
  %376 = add nsw i64 %374, %375
  %377 = getelementptr inbounds i8, ptr %W_s, i64 %376
  store i8 0, ptr %377, align 1
  %378 = add nsw i32 %j155, 1
  br label %for.cond52, !llvm.loop !36

for.end54:                                        ; preds = %for.cond52
  %379 = mul i32 %bx, 32
  %380 = sext i32 %379 to i64
  %381 = sext i32 %i151 to i64
  %382 = add i64 %380, %381
  %383 = icmp sle i64 0, %382
  %384 = mul i32 %bx, 32
  %385 = sext i32 %384 to i64
  %386 = sext i32 %i151 to i64
  %387 = add i64 %385, %386
  %388 = sext i32 %N to i64
  %389 = icmp slt i64 %387, %388
  %390 = and i1 %383, %389
  br i1 %390, label %if.then56, label %if.else57

if.then56:                                        ; preds = %for.end54
  %391 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond59

if.else57:                                        ; preds = %for.end54
  %392 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond62

if.end58:                                         ; preds = %for.end64, %for.end61
  %393 = sub i32 16, %tl_hi3
  br label %for.cond66

for.cond59:                                       ; preds = %for.body60, %if.then56
  %j12 = phi i32 [ 0, %if.then56 ], [ %425, %for.body60 ]
  %394 = icmp slt i32 %j12, %391
  br i1 %394, label %for.body60, label %for.end61

for.body60:                                       ; preds = %for.cond59
  %395 = mul i32 %bx, 32
  %396 = add i32 %395, %i151
  %397 = sext i32 %396 to i64
  %398 = sext i32 %K to i64
  %399 = sdiv i64 %398, 2
  %400 = sub i64 0, %398
  %401 = select i1 false, i64 %400, i64 %399
  %402 = srem i64 %398, 2
  %403 = icmp ne i64 %402, 0
  %404 = icmp slt i64 %398, 0
  %405 = icmp eq i1 %404, false
  %406 = and i1 %403, %405
  %407 = zext i1 %406 to i64
  %408 = add i64 %401, %407
  %409 = trunc i64 %408 to i32
  %410 = sext i32 %409 to i64
  %411 = mul nsw i64 %397, %410
  %412 = mul i32 %k, 16
  %413 = add i32 %tl_lo2, %j12
  %414 = add i32 %412, %413
  %415 = sext i32 %414 to i64
  %416 = add nsw i64 %411, %415
  %417 = getelementptr inbounds i8, ptr %W, i64 %416
  %418 = load i8, ptr %417, align 1
  %419 = sext i32 %i151 to i64
  %420 = mul nsw i64 %419, 16
  %421 = add i32 %tl_lo2, %j12
  %422 = sext i32 %421 to i64
  %423 = add nsw i64 %420, %422
  %424 = getelementptr inbounds i8, ptr %W_s, i64 %423
  store i8 %418, ptr %424, align 1
  %425 = add nsw i32 %j12, 1
  br label %for.cond59, !llvm.loop !37

for.end61:                                        ; preds = %for.cond59
  br label %if.end58

for.cond62:                                       ; preds = %for.body63, %if.else57
  %j1265 = phi i32 [ 0, %if.else57 ], [ %433, %for.body63 ]
  %426 = icmp slt i32 %j1265, %392
  br i1 %426, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %427 = sext i32 %i151 to i64
  %428 = mul nsw i64 %427, 16
  %429 = add i32 %tl_lo2, %j1265
  %430 = sext i32 %429 to i64
  %431 = add nsw i64 %428, %430
  %432 = getelementptr inbounds i8, ptr %W_s, i64 %431
  store i8 0, ptr %432, align 1
  %433 = add nsw i32 %j1265, 1
  br label %for.cond62, !llvm.loop !38

for.end64:                                        ; preds = %for.cond62
  br label %if.end58

for.cond66:                                       ; preds = %for.body67, %if.end58
  %j1269 = phi i32 [ 0, %if.end58 ], [ %441, %for.body67 ]
  %434 = icmp slt i32 %j1269, %393
  br i1 %434, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  %435 = sext i32 %i151 to i64
  %436 = mul nsw i64 %435, 16
  %437 = add i32 %tl_hi3, %j1269
  %438 = sext i32 %437 to i64
  %439 = add nsw i64 %436, %438
  %440 = getelementptr inbounds i8, ptr %W_s, i64 %439
  store i8 0, ptr %440, align 1
  %441 = add nsw i32 %j1269, 1
  br label %for.cond66, !llvm.loop !39

for.end68:                                        ; preds = %for.cond66
  %442 = add nsw i32 %i151, 1
  br label %for.cond48, !llvm.loop !40

for.cond70:                                       ; preds = %for.end75, %if.end39
  %i = phi i32 [ 0, %if.end39 ], [ %489, %for.end75 ]
  %443 = icmp slt i32 %i, 32
  br i1 %443, label %for.body71, label %for.end72

for.body71:                                       ; preds = %for.cond70
  br label %for.cond73

for.end72:                                        ; preds = %for.cond70
  call void @tilec_rt_gemm_f32(i32 32, i32 32, i32 32, ptr %A_s, i32 32, i32 0, ptr %B_s, i32 32, i32 1, ptr %C_f, i32 32)
  %444 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !41

for.cond73:                                       ; preds = %sel.end, %for.body71
  %j = phi i32 [ 0, %for.body71 ], [ %528, %sel.end ]
  %445 = icmp slt i32 %j, 32
  br i1 %445, label %for.body74, label %for.end75

for.body74:                                       ; preds = %for.cond73
  %446 = sext i32 %i to i64
  %447 = mul nsw i64 %446, 16
  %448 = sdiv i32 %j, 2
  %449 = sub i32 0, %j
  %450 = select i1 false, i32 %449, i32 %448
  %451 = sext i32 %450 to i64
  %452 = add nsw i64 %447, %451
  %453 = getelementptr inbounds i8, ptr %W_s, i64 %452
  %byte = load i8, ptr %453, align 1
  %454 = shl i8 %byte, 4
  %455 = select i1 false, i8 0, i8 %454
  %lo = ashr i8 %455, 4
  %hi = ashr i8 %byte, 4
  %456 = mul i32 %bx, 32
  %457 = add i32 %456, %i
  %458 = icmp sle i32 0, %457
  %459 = mul i32 %bx, 32
  %460 = add i32 %459, %i
  %461 = icmp slt i32 %460, %N
  %462 = and i1 %458, %461
  %463 = mul i32 %k, 32
  %464 = add i32 %463, %j
  %465 = sdiv i32 %464, 32
  %466 = sub i32 0, %464
  %467 = select i1 false, i32 %466, i32 %465
  %468 = icmp sle i32 0, %467
  %469 = mul i32 %k, 32
  %470 = add i32 %469, %j
  %471 = sdiv i32 %470, 32
  %472 = sub i32 0, %470
  %473 = select i1 false, i32 %472, i32 %471
  %474 = sext i32 %K to i64
  %475 = sdiv i64 %474, 32
  %476 = sub i64 0, %474
  %477 = select i1 false, i64 %476, i64 %475
  %478 = srem i64 %474, 32
  %479 = icmp ne i64 %478, 0
  %480 = icmp slt i64 %474, 0
  %481 = icmp eq i1 %480, false
  %482 = and i1 %479, %481
  %483 = zext i1 %482 to i64
  %484 = add i64 %477, %483
  %485 = trunc i64 %484 to i32
  %486 = icmp slt i32 %473, %485
  %487 = and i1 %468, %486
  %488 = and i1 %462, %487
  br i1 %488, label %sel.then, label %sel.else

for.end75:                                        ; preds = %for.cond73
  %489 = add nsw i32 %i, 1
  br label %for.cond70, !llvm.loop !42

sel.then:                                         ; preds = %for.body74
  %490 = mul i32 %bx, 32
  %491 = add i32 %490, %i
  %492 = sext i32 %491 to i64
  %493 = sext i32 %K to i64
  %494 = sdiv i64 %493, 32
  %495 = sub i64 0, %493
  %496 = select i1 false, i64 %495, i64 %494
  %497 = srem i64 %493, 32
  %498 = icmp ne i64 %497, 0
  %499 = icmp slt i64 %493, 0
  %500 = icmp eq i1 %499, false
  %501 = and i1 %498, %500
  %502 = zext i1 %501 to i64
  %503 = add i64 %496, %502
  %504 = trunc i64 %503 to i32
  %505 = sext i32 %504 to i64
  %506 = mul nsw i64 %492, %505
  %507 = mul i32 %k, 32
  %508 = add i32 %507, %j
  %509 = sdiv i32 %508, 32
  %510 = sub i32 0, %508
  %511 = select i1 false, i32 %510, i32 %509
  %512 = sext i32 %511 to i64
  %513 = add nsw i64 %506, %512
  %514 = getelementptr inbounds i16, ptr %S, i64 %513
  %515 = load i16, ptr %514, align 2
  %516 = bitcast i16 %515 to half
  %517 = fpext half %516 to float
  br label %sel.end

sel.else:                                         ; preds = %for.body74
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %s = phi float [ %517, %sel.then ], [ 0.000000e+00, %sel.else ]
  %518 = srem i32 %j, 2
  %519 = icmp eq i32 %518, 0
  %520 = select i1 %519, i8 %lo, i8 %hi
  %521 = sitofp i8 %520 to float
  %522 = fmul float %521, %s
  %523 = sext i32 %i to i64
  %524 = mul nsw i64 %523, 32
  %525 = sext i32 %j to i64
  %526 = add nsw i64 %524, %525
  %527 = getelementptr inbounds float, ptr %B_s, i64 %526
  store float %522, ptr %527, align 4
  %528 = add nsw i32 %j, 1
  br label %for.cond73, !llvm.loop !43

if.then76:                                        ; preds = %for.end6
  br label %for.cond79

if.else77:                                        ; preds = %for.end6
  br label %for.cond88

if.end78:                                         ; preds = %for.end90, %for.end81
  ret void

for.cond79:                                       ; preds = %if.end84, %if.then76
  %i2 = phi i32 [ 0, %if.then76 ], [ %548, %if.end84 ]
  %529 = icmp slt i32 %i2, 32
  br i1 %529, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %530 = sext i32 %M to i64
  %531 = sext i32 %N to i64
  %532 = mul i64 %530, %531
  %533 = icmp sge i64 %532, 8388608
  br i1 %533, label %if.then82, label %if.else83

for.end81:                                        ; preds = %for.cond79
  br label %if.end78

if.then82:                                        ; preds = %for.body80
  %534 = mul i32 %by, 32
  %535 = add i32 %534, %i2
  %536 = sext i32 %535 to i64
  %537 = sext i32 %N to i64
  %538 = mul nsw i64 %536, %537
  %539 = mul i32 %bx, 32
  %540 = add i32 %539, 0
  %541 = sext i32 %540 to i64
  %542 = add nsw i64 %538, %541
  %543 = getelementptr inbounds float, ptr %C, i64 %542
  %544 = sext i32 %i2 to i64
  %545 = mul nsw i64 %544, 32
  %546 = add nsw i64 %545, 0
  %547 = getelementptr inbounds float, ptr %C_f, i64 %546
  call void @tilec_rt_stream(ptr %543, ptr %547, i64 128)
  br label %if.end84

if.else83:                                        ; preds = %for.body80
  br label %for.cond85

if.end84:                                         ; preds = %for.end87, %if.then82
  %548 = add nsw i32 %i2, 1
  br label %for.cond79, !llvm.loop !44

for.cond85:                                       ; preds = %for.body86, %if.else83
  %j2 = phi i32 [ 0, %if.else83 ], [ %566, %for.body86 ]
  %549 = icmp slt i32 %j2, 32
  br i1 %549, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  %550 = sext i32 %i2 to i64
  %551 = mul nsw i64 %550, 32
  %552 = sext i32 %j2 to i64
  %553 = add nsw i64 %551, %552
  %554 = getelementptr inbounds float, ptr %C_f, i64 %553
  %555 = load float, ptr %554, align 4
  %556 = mul i32 %by, 32
  %557 = add i32 %556, %i2
  %558 = sext i32 %557 to i64
  %559 = sext i32 %N to i64
  %560 = mul nsw i64 %558, %559
  %561 = mul i32 %bx, 32
  %562 = add i32 %561, %j2
  %563 = sext i32 %562 to i64
  %564 = add nsw i64 %560, %563
  %565 = getelementptr inbounds float, ptr %C, i64 %564
  store float %555, ptr %565, align 4
  %566 = add nsw i32 %j2, 1
  br label %for.cond85, !llvm.loop !45

for.end87:                                        ; preds = %for.cond85
  br label %if.end84

for.cond88:                                       ; preds = %if.end94, %if.else77
  %i291 = phi i32 [ 0, %if.else77 ], [ %630, %if.end94 ]
  %567 = icmp slt i32 %i291, 32
  br i1 %567, label %for.body89, label %for.end90

for.body89:                                       ; preds = %for.cond88
  %568 = mul i32 %bx, 32
  %569 = sext i32 %568 to i64
  %570 = sub i64 0, %569
  %571 = icmp slt i64 %570, 0
  %572 = mul i32 %bx, 32
  %573 = sext i32 %572 to i64
  %574 = sub i64 0, %573
  %575 = icmp sgt i64 %574, 32
  %576 = mul i32 %bx, 32
  %577 = sext i32 %576 to i64
  %578 = sub i64 0, %577
  %579 = select i1 %575, i64 32, i64 %578
  %580 = select i1 %571, i64 0, i64 %579
  %tl_lo4 = trunc i64 %580 to i32
  %581 = sext i32 %N to i64
  %582 = mul i32 %bx, 32
  %583 = sext i32 %582 to i64
  %584 = sub i64 %581, %583
  %585 = icmp slt i64 %584, 0
  %586 = sext i32 %N to i64
  %587 = mul i32 %bx, 32
  %588 = sext i32 %587 to i64
  %589 = sub i64 %586, %588
  %590 = icmp sgt i64 %589, 32
  %591 = sext i32 %N to i64
  %592 = mul i32 %bx, 32
  %593 = sext i32 %592 to i64
  %594 = sub i64 %591, %593
  %595 = select i1 %590, i64 32, i64 %594
  %596 = select i1 %585, i64 0, i64 %595
  %597 = sext i32 %tl_lo4 to i64
  %598 = icmp slt i64 %596, %597
  %599 = sext i32 %tl_lo4 to i64
  %600 = sext i32 %N to i64
  %601 = mul i32 %bx, 32
  %602 = sext i32 %601 to i64
  %603 = sub i64 %600, %602
  %604 = icmp slt i64 %603, 0
  %605 = sext i32 %N to i64
  %606 = mul i32 %bx, 32
  %607 = sext i32 %606 to i64
  %608 = sub i64 %605, %607
  %609 = icmp sgt i64 %608, 32
  %610 = sext i32 %N to i64
  %611 = mul i32 %bx, 32
  %612 = sext i32 %611 to i64
  %613 = sub i64 %610, %612
  %614 = select i1 %609, i64 32, i64 %613
  %615 = select i1 %604, i64 0, i64 %614
  %616 = select i1 %598, i64 %599, i64 %615
  %tl_hi5 = trunc i64 %616 to i32
  %617 = mul i32 %by, 32
  %618 = sext i32 %617 to i64
  %619 = sext i32 %i291 to i64
  %620 = add i64 %618, %619
  %621 = icmp sle i64 0, %620
  %622 = mul i32 %by, 32
  %623 = sext i32 %622 to i64
  %624 = sext i32 %i291 to i64
  %625 = add i64 %623, %624
  %626 = sext i32 %M to i64
  %627 = icmp slt i64 %625, %626
  %628 = and i1 %621, %627
  br i1 %628, label %if.then92, label %if.else93

for.end90:                                        ; preds = %for.cond88
  br label %if.end78

if.then92:                                        ; preds = %for.body89
  %629 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond95

if.else93:                                        ; preds = %for.body89
  br label %if.end94

if.end94:                                         ; preds = %if.else93, %for.end97
  %630 = add nsw i32 %i291, 1
  br label %for.cond88, !llvm.loop !46

for.cond95:                                       ; preds = %for.body96, %if.then92
  %j21 = phi i32 [ 0, %if.then92 ], [ %650, %for.body96 ]
  %631 = icmp slt i32 %j21, %629
  br i1 %631, label %for.body96, label %for.end97

for.body96:                                       ; preds = %for.cond95
  %632 = sext i32 %i291 to i64
  %633 = mul nsw i64 %632, 32
  %634 = add i32 %tl_lo4, %j21
  %635 = sext i32 %634 to i64
  %636 = add nsw i64 %633, %635
  %637 = getelementptr inbounds float, ptr %C_f, i64 %636
  %638 = load float, ptr %637, align 4
  %639 = mul i32 %by, 32
  %640 = add i32 %639, %i291
  %641 = sext i32 %640 to i64
  %642 = sext i32 %N to i64
  %643 = mul nsw i64 %641, %642
  %644 = mul i32 %bx, 32
  %645 = add i32 %tl_lo4, %j21
  %646 = add i32 %644, %645
  %647 = sext i32 %646 to i64
  %648 = add nsw i64 %643, %647
  %649 = getelementptr inbounds float, ptr %C, i64 %648
  store float %638, ptr %649, align 4
  %650 = add nsw i32 %j21, 1
  br label %for.cond95, !llvm.loop !47

for.end97:                                        ; preds = %for.cond95
  br label %if.end94
}

; Function Attrs: nounwind
define internal void @dequant_gemm_i4_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_dequant_gemm_i4, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_dequant_gemm_i4, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_dequant_gemm_i4, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_dequant_gemm_i4, ptr %ctx, i32 0, i32 3
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %tilec_args_dequant_gemm_i4, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_dequant_gemm_i4, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_dequant_gemm_i4, ptr %ctx, i32 0, i32 6
  %13 = load i32, ptr %12, align 4
  %14 = getelementptr inbounds %tilec_args_dequant_gemm_i4, ptr %ctx, i32 0, i32 7
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
  call void @dequant_gemm_i4_block(ptr %1, ptr %3, ptr %5, ptr %7, i32 %9, i32 %11, i32 %13, i32 %26, i32 %27)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_dequant_gemm_i4(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_dequant_gemm_i4, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_dequant_gemm_i4, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_dequant_gemm_i4, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_dequant_gemm_i4, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds ptr, ptr %args, i64 3
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds %tilec_args_dequant_gemm_i4, ptr %a, i32 0, i32 3
  store ptr %12, ptr %13, align 8
  %14 = getelementptr inbounds i64, ptr %dims, i64 0
  %15 = load i64, ptr %14, align 8
  %M = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_dequant_gemm_i4, ptr %a, i32 0, i32 4
  store i32 %M, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 1
  %18 = load i64, ptr %17, align 8
  %K = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_dequant_gemm_i4, ptr %a, i32 0, i32 5
  store i32 %K, ptr %19, align 4
  %20 = getelementptr inbounds i64, ptr %dims, i64 2
  %21 = load i64, ptr %20, align 8
  %N = trunc i64 %21 to i32
  %22 = getelementptr inbounds %tilec_args_dequant_gemm_i4, ptr %a, i32 0, i32 6
  store i32 %N, ptr %22, align 4
  %23 = getelementptr inbounds %tilec_args_dequant_gemm_i4, ptr %a, i32 0, i32 7
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
  %60 = call i32 @tilec_rt_run_blocks(i64 %59, i32 %nworkers, ptr @dequant_gemm_i4_task, ptr %a)
  ret i32 %60

empty:                                            ; preds = %body
  ret i32 0
}

; Function Attrs: nounwind
define internal void @dequant_gemm_packed_u4_block(ptr noalias %A, ptr noalias %W, ptr noalias %S, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [1024 x float], align 64
  %W_s = alloca [1024 x i8], align 64
  %B_s = alloca [1024 x float], align 64
  %C_f = alloca [1024 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %B_s, i8 0, i64 4096, i1 false)
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
  br label %for.cond1, !llvm.loop !48

for.end3:                                         ; preds = %for.cond1
  %20 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !49

for.cond4:                                        ; preds = %for.end72, %for.end
  %k = phi i32 [ 0, %for.end ], [ %350, %for.end72 ]
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
  %i110 = phi i32 [ 0, %if.then ], [ %94, %for.end13 ]
  %73 = icmp slt i32 %i110, 32
  br i1 %73, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %if.end

for.cond11:                                       ; preds = %for.body12, %for.body8
  %j114 = phi i32 [ 0, %for.body8 ], [ %93, %for.body12 ]
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
  %84 = getelementptr inbounds i16, ptr %A, i64 %83
  %85 = load i16, ptr %84, align 2
  %86 = bitcast i16 %85 to half
  %87 = fpext half %86 to float
  %88 = sext i32 %i110 to i64
  %89 = mul nsw i64 %88, 32
  %90 = sext i32 %j114 to i64
  %91 = add nsw i64 %89, %90
  %92 = getelementptr inbounds float, ptr %A_s, i64 %91
  store float %87, ptr %92, align 4
  %93 = add nsw i32 %j114, 1
  br label %for.cond11, !llvm.loop !50

for.end13:                                        ; preds = %for.cond11
  %94 = add nsw i32 %i110, 1
  br label %for.cond7, !llvm.loop !51

for.cond15:                                       ; preds = %for.end35, %if.else
  %i118 = phi i32 [ 0, %if.else ], [ %205, %for.end35 ]
  %95 = icmp slt i32 %i118, 32
  br i1 %95, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  %96 = mul i32 %k, 32
  %97 = sext i32 %96 to i64
  %98 = sub i64 0, %97
  %99 = icmp slt i64 %98, 0
  %100 = mul i32 %k, 32
  %101 = sext i32 %100 to i64
  %102 = sub i64 0, %101
  %103 = icmp sgt i64 %102, 32
  %104 = mul i32 %k, 32
  %105 = sext i32 %104 to i64
  %106 = sub i64 0, %105
  %107 = select i1 %103, i64 32, i64 %106
  %108 = select i1 %99, i64 0, i64 %107
  %tl_lo0 = trunc i64 %108 to i32
  %109 = sext i32 %K to i64
  %110 = mul i32 %k, 32
  %111 = sext i32 %110 to i64
  %112 = sub i64 %109, %111
  %113 = icmp slt i64 %112, 0
  %114 = sext i32 %K to i64
  %115 = mul i32 %k, 32
  %116 = sext i32 %115 to i64
  %117 = sub i64 %114, %116
  %118 = icmp sgt i64 %117, 32
  %119 = sext i32 %K to i64
  %120 = mul i32 %k, 32
  %121 = sext i32 %120 to i64
  %122 = sub i64 %119, %121
  %123 = select i1 %118, i64 32, i64 %122
  %124 = select i1 %113, i64 0, i64 %123
  %125 = sext i32 %tl_lo0 to i64
  %126 = icmp slt i64 %124, %125
  %127 = sext i32 %tl_lo0 to i64
  %128 = sext i32 %K to i64
  %129 = mul i32 %k, 32
  %130 = sext i32 %129 to i64
  %131 = sub i64 %128, %130
  %132 = icmp slt i64 %131, 0
  %133 = sext i32 %K to i64
  %134 = mul i32 %k, 32
  %135 = sext i32 %134 to i64
  %136 = sub i64 %133, %135
  %137 = icmp sgt i64 %136, 32
  %138 = sext i32 %K to i64
  %139 = mul i32 %k, 32
  %140 = sext i32 %139 to i64
  %141 = sub i64 %138, %140
  %142 = select i1 %137, i64 32, i64 %141
  %143 = select i1 %132, i64 0, i64 %142
  %144 = select i1 %126, i64 %127, i64 %143
  %tl_hi1 = trunc i64 %144 to i32
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  br label %if.end

for.cond19:                                       ; preds = %for.body20, %for.body16
  %j122 = phi i32 [ 0, %for.body16 ], [ %151, %for.body20 ]
  %145 = icmp slt i32 %j122, %tl_lo0
  br i1 %145, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %146 = sext i32 %i118 to i64
  %147 = mul nsw i64 %146, 32
  %148 = sext i32 %j122 to i64
  %149 = add nsw i64 %147, %148
  %150 = getelementptr inbounds float, ptr %A_s, i64 %149
  store float 0.000000e+00, ptr %150, align 4
  %151 = add nsw i32 %j122, 1
  br label %for.cond19, !llvm.loop !52

for.end21:                                        ; preds = %for.cond19
  %152 = mul i32 %by, 32
  %153 = sext i32 %152 to i64
  %154 = sext i32 %i118 to i64
  %155 = add i64 %153, %154
  %156 = icmp sle i64 0, %155
  %157 = mul i32 %by, 32
  %158 = sext i32 %157 to i64
  %159 = sext i32 %i118 to i64
  %160 = add i64 %158, %159
  %161 = sext i32 %M to i64
  %162 = icmp slt i64 %160, %161
  %163 = and i1 %156, %162
  br i1 %163, label %if.then23, label %if.else24

if.then23:                                        ; preds = %for.end21
  %164 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond26

if.else24:                                        ; preds = %for.end21
  %165 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond29

if.end25:                                         ; preds = %for.end31, %for.end28
  %166 = sub i32 32, %tl_hi1
  br label %for.cond33

for.cond26:                                       ; preds = %for.body27, %if.then23
  %j11 = phi i32 [ 0, %if.then23 ], [ %188, %for.body27 ]
  %167 = icmp slt i32 %j11, %164
  br i1 %167, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  %168 = mul i32 %by, 32
  %169 = add i32 %168, %i118
  %170 = sext i32 %169 to i64
  %171 = sext i32 %K to i64
  %172 = mul nsw i64 %170, %171
  %173 = mul i32 %k, 32
  %174 = add i32 %tl_lo0, %j11
  %175 = add i32 %173, %174
  %176 = sext i32 %175 to i64
  %177 = add nsw i64 %172, %176
  %178 = getelementptr inbounds i16, ptr %A, i64 %177
  %179 = load i16, ptr %178, align 2
  %180 = bitcast i16 %179 to half
  %181 = fpext half %180 to float
  %182 = sext i32 %i118 to i64
  %183 = mul nsw i64 %182, 32
  %184 = add i32 %tl_lo0, %j11
  %185 = sext i32 %184 to i64
  %186 = add nsw i64 %183, %185
  %187 = getelementptr inbounds float, ptr %A_s, i64 %186
  store float %181, ptr %187, align 4
  %188 = add nsw i32 %j11, 1
  br label %for.cond26, !llvm.loop !53

for.end28:                                        ; preds = %for.cond26
  br label %if.end25

for.cond29:                                       ; preds = %for.body30, %if.else24
  %j1132 = phi i32 [ 0, %if.else24 ], [ %196, %for.body30 ]
  %189 = icmp slt i32 %j1132, %165
  br i1 %189, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  %190 = sext i32 %i118 to i64
  %191 = mul nsw i64 %190, 32
  %192 = add i32 %tl_lo0, %j1132
  %193 = sext i32 %192 to i64
  %194 = add nsw i64 %191, %193
  %195 = getelementptr inbounds float, ptr %A_s, i64 %194
  store float 0.000000e+00, ptr %195, align 4
  %196 = add nsw i32 %j1132, 1
  br label %for.cond29, !llvm.loop !54

for.end31:                                        ; preds = %for.cond29
  br label %if.end25

for.cond33:                                       ; preds = %for.body34, %if.end25
  %j1136 = phi i32 [ 0, %if.end25 ], [ %204, %for.body34 ]
  %197 = icmp slt i32 %j1136, %166
  br i1 %197, label %for.body34, label %for.end35

for.body34:                                       ; preds = %for.cond33
  %198 = sext i32 %i118 to i64
  %199 = mul nsw i64 %198, 32
  %200 = add i32 %tl_hi1, %j1136
  %201 = sext i32 %200 to i64
  %202 = add nsw i64 %199, %201
  %203 = getelementptr inbounds float, ptr %A_s, i64 %202
  store float 0.000000e+00, ptr %203, align 4
  %204 = add nsw i32 %j1136, 1
  br label %for.cond33, !llvm.loop !55

for.end35:                                        ; preds = %for.cond33
  %205 = add nsw i32 %i118, 1
  br label %for.cond15, !llvm.loop !56

if.then37:                                        ; preds = %if.end
  br label %for.cond40

if.else38:                                        ; preds = %if.end
  br label %for.cond48

if.end39:                                         ; preds = %for.end50, %for.end42
  br label %for.cond70

for.cond40:                                       ; preds = %for.end46, %if.then37
  %i143 = phi i32 [ 0, %if.then37 ], [ %232, %for.end46 ]
  %206 = icmp slt i32 %i143, 32
  br i1 %206, label %for.body41, label %for.end42

for.body41:                                       ; preds = %for.cond40
  br label %for.cond44

for.end42:                                        ; preds = %for.cond40
  br label %if.end39

for.cond44:                                       ; preds = %for.body45, %for.body41
  %j147 = phi i32 [ 0, %for.body41 ], [ %231, %for.body45 ]
  %207 = icmp slt i32 %j147, 32
  br i1 %207, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %208 = mul i32 %bx, 32
  %209 = add i32 %208, %i143
  %210 = sext i32 %209 to i64
  %211 = sext i32 %K to i64
  %212 = mul nsw i64 %210, %211
  %213 = mul i32 %k, 32
  %214 = add i32 %213, %j147
  %215 = sext i32 %214 to i64
  %216 = add nsw i64 %212, %215
  %217 = lshr i64 %216, 1
  %218 = and i64 %216, 1
  %219 = shl i64 %218, 2
  %220 = trunc i64 %219 to i8
  %221 = getelementptr inbounds i8, ptr %W, i64 %217
  %222 = load i8, ptr %221, align 1
  %223 = lshr i8 %222, %220
  %224 = and i8 %223, 15
  %225 = and i8 %224, 15
  %226 = sext i32 %i143 to i64
  %227 = mul nsw i64 %226, 32
  %228 = sext i32 %j147 to i64
  %229 = add nsw i64 %227, %228
  %230 = getelementptr inbounds i8, ptr %W_s, i64 %229
  store i8 %225, ptr %230, align 1
  %231 = add nsw i32 %j147, 1
  br label %for.cond44, !llvm.loop !57

for.end46:                                        ; preds = %for.cond44
  %232 = add nsw i32 %i143, 1
  br label %for.cond40, !llvm.loop !58

for.cond48:                                       ; preds = %for.end68, %if.else38
  %i151 = phi i32 [ 0, %if.else38 ], [ %348, %for.end68 ]
  %233 = icmp slt i32 %i151, 32
  br i1 %233, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %234 = mul i32 %k, 32
  %235 = sext i32 %234 to i64
  %236 = sub i64 0, %235
  %237 = icmp slt i64 %236, 0
  %238 = mul i32 %k, 32
  %239 = sext i32 %238 to i64
  %240 = sub i64 0, %239
  %241 = icmp sgt i64 %240, 32
  %242 = mul i32 %k, 32
  %243 = sext i32 %242 to i64
  %244 = sub i64 0, %243
  %245 = select i1 %241, i64 32, i64 %244
  %246 = select i1 %237, i64 0, i64 %245
  %tl_lo2 = trunc i64 %246 to i32
  %247 = sext i32 %K to i64
  %248 = mul i32 %k, 32
  %249 = sext i32 %248 to i64
  %250 = sub i64 %247, %249
  %251 = icmp slt i64 %250, 0
  %252 = sext i32 %K to i64
  %253 = mul i32 %k, 32
  %254 = sext i32 %253 to i64
  %255 = sub i64 %252, %254
  %256 = icmp sgt i64 %255, 32
  %257 = sext i32 %K to i64
  %258 = mul i32 %k, 32
  %259 = sext i32 %258 to i64
  %260 = sub i64 %257, %259
  %261 = select i1 %256, i64 32, i64 %260
  %262 = select i1 %251, i64 0, i64 %261
  %263 = sext i32 %tl_lo2 to i64
  %264 = icmp slt i64 %262, %263
  %265 = sext i32 %tl_lo2 to i64
  %266 = sext i32 %K to i64
  %267 = mul i32 %k, 32
  %268 = sext i32 %267 to i64
  %269 = sub i64 %266, %268
  %270 = icmp slt i64 %269, 0
  %271 = sext i32 %K to i64
  %272 = mul i32 %k, 32
  %273 = sext i32 %272 to i64
  %274 = sub i64 %271, %273
  %275 = icmp sgt i64 %274, 32
  %276 = sext i32 %K to i64
  %277 = mul i32 %k, 32
  %278 = sext i32 %277 to i64
  %279 = sub i64 %276, %278
  %280 = select i1 %275, i64 32, i64 %279
  %281 = select i1 %270, i64 0, i64 %280
  %282 = select i1 %264, i64 %265, i64 %281
  %tl_hi3 = trunc i64 %282 to i32
  br label %for.cond52

for.end50:                                        ; preds = %for.cond48
  br label %if.end39

for.cond52:                                       ; preds = %for.body53, %for.body49
  %j155 = phi i32 [ 0, %for.body49 ], [ %289, %for.body53 ]
  %283 = icmp slt i32 %j155, %tl_lo2
  br i1 %283, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %284 = sext i32 %i151 to i64
  %285 = mul nsw i64 %284, 32
  %286 = sext i32 %j155 to i64
  %287 = add nsw i64 %285, %286
  %288 = getelementptr inbounds i8, ptr %W_s, i64 %287
  store i8 0, ptr %288, align 1
  %289 = add nsw i32 %j155, 1
  br label %for.cond52, !llvm.loop !59

for.end54:                                        ; preds = %for.cond52
  %290 = mul i32 %bx, 32
  %291 = sext i32 %290 to i64
  %292 = sext i32 %i151 to i64
  %293 = add i64 %291, %292
  %294 = icmp sle i64 0, %293
  %295 = mul i32 %bx, 32
  %296 = sext i32 %295 to i64
  %297 = sext i32 %i151 to i64
  %298 = add i64 %296, %297
  %299 = sext i32 %N to i64
  %300 = icmp slt i64 %298, %299
  %301 = and i1 %294, %300
  br i1 %301, label %if.then56, label %if.else57

if.then56:                                        ; preds = %for.end54
  %302 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond59

if.else57:                                        ; preds = %for.end54
  %303 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond62

if.end58:                                         ; preds = %for.end64, %for.end61
  %304 = sub i32 32, %tl_hi3
  br label %for.cond66

for.cond59:                                       ; preds = %for.body60, %if.then56
  %j12 = phi i32 [ 0, %if.then56 ], [ %331, %for.body60 ]
  %305 = icmp slt i32 %j12, %302
  br i1 %305, label %for.body60, label %for.end61

for.body60:                                       ; preds = %for.cond59
  %306 = mul i32 %bx, 32
  %307 = add i32 %306, %i151
  %308 = sext i32 %307 to i64
  %309 = sext i32 %K to i64
  %310 = mul nsw i64 %308, %309
  %311 = mul i32 %k, 32
  %312 = add i32 %tl_lo2, %j12
  %313 = add i32 %311, %312
  %314 = sext i32 %313 to i64
  %315 = add nsw i64 %310, %314
  %316 = lshr i64 %315, 1
  %317 = and i64 %315, 1
  %318 = shl i64 %317, 2
  %319 = trunc i64 %318 to i8
  %320 = getelementptr inbounds i8, ptr %W, i64 %316
  %321 = load i8, ptr %320, align 1
  %322 = lshr i8 %321, %319
  %323 = and i8 %322, 15
  %324 = and i8 %323, 15
  %325 = sext i32 %i151 to i64
  %326 = mul nsw i64 %325, 32
  %327 = add i32 %tl_lo2, %j12
  %328 = sext i32 %327 to i64
  %329 = add nsw i64 %326, %328
  %330 = getelementptr inbounds i8, ptr %W_s, i64 %329
  store i8 %324, ptr %330, align 1
  %331 = add nsw i32 %j12, 1
  br label %for.cond59, !llvm.loop !60

for.end61:                                        ; preds = %for.cond59
  br label %if.end58

for.cond62:                                       ; preds = %for.body63, %if.else57
  %j1265 = phi i32 [ 0, %if.else57 ], [ %339, %for.body63 ]
  %332 = icmp slt i32 %j1265, %303
  br i1 %332, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %333 = sext i32 %i151 to i64
  %334 = mul nsw i64 %333, 32
  %335 = add i32 %tl_lo2, %j1265
  %336 = sext i32 %335 to i64
  %337 = add nsw i64 %334, %336
  %338 = getelementptr inbounds i8, ptr %W_s, i64 %337
  store i8 0, ptr %338, align 1
  %339 = add nsw i32 %j1265, 1
  br label %for.cond62, !llvm.loop !61

for.end64:                                        ; preds = %for.cond62
  br label %if.end58

for.cond66:                                       ; preds = %for.body67, %if.end58
  %j1269 = phi i32 [ 0, %if.end58 ], [ %347, %for.body67 ]
  %340 = icmp slt i32 %j1269, %304
  br i1 %340, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  %341 = sext i32 %i151 to i64
  %342 = mul nsw i64 %341, 32
  %343 = add i32 %tl_hi3, %j1269
  %344 = sext i32 %343 to i64
  %345 = add nsw i64 %342, %344
  %346 = getelementptr inbounds i8, ptr %W_s, i64 %345
  store i8 0, ptr %346, align 1
  %347 = add nsw i32 %j1269, 1
  br label %for.cond66, !llvm.loop !62

for.end68:                                        ; preds = %for.cond66
  %348 = add nsw i32 %i151, 1
  br label %for.cond48, !llvm.loop !63

for.cond70:                                       ; preds = %for.end75, %if.end39
  %i = phi i32 [ 0, %if.end39 ], [ %385, %for.end75 ]
  %349 = icmp slt i32 %i, 32
  br i1 %349, label %for.body71, label %for.end72

for.body71:                                       ; preds = %for.cond70
  br label %for.cond73

for.end72:                                        ; preds = %for.cond70
  call void @tilec_rt_gemm_f32(i32 32, i32 32, i32 32, ptr %A_s, i32 32, i32 0, ptr %B_s, i32 32, i32 1, ptr %C_f, i32 32)
  %350 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !64

for.cond73:                                       ; preds = %sel.end, %for.body71
  %j = phi i32 [ 0, %for.body71 ], [ %429, %sel.end ]
  %351 = icmp slt i32 %j, 32
  br i1 %351, label %for.body74, label %for.end75

for.body74:                                       ; preds = %for.cond73
  %352 = mul i32 %bx, 32
  %353 = add i32 %352, %i
  %354 = icmp sle i32 0, %353
  %355 = mul i32 %bx, 32
  %356 = add i32 %355, %i
  %357 = icmp slt i32 %356, %N
  %358 = and i1 %354, %357
  %359 = mul i32 %k, 32
  %360 = add i32 %359, %j
  %361 = sdiv i32 %360, 32
  %362 = sub i32 0, %360
  %363 = select i1 false, i32 %362, i32 %361
  %364 = icmp sle i32 0, %363
  %365 = mul i32 %k, 32
  %366 = add i32 %365, %j
  %367 = sdiv i32 %366, 32
  %368 = sub i32 0, %366
  %369 = select i1 false, i32 %368, i32 %367
  %370 = sext i32 %K to i64
  %371 = sdiv i64 %370, 32
  %372 = sub i64 0, %370
  %373 = select i1 false, i64 %372, i64 %371
  %374 = srem i64 %370, 32
  %375 = icmp ne i64 %374, 0
  %376 = icmp slt i64 %370, 0
  %377 = icmp eq i1 %376, false
  %378 = and i1 %375, %377
  %379 = zext i1 %378 to i64
  %380 = add i64 %373, %379
  %381 = trunc i64 %380 to i32
  %382 = icmp slt i32 %369, %381
  %383 = and i1 %364, %382
  %384 = and i1 %358, %383
  br i1 %384, label %sel.then, label %sel.else

for.end75:                                        ; preds = %for.cond73
  %385 = add nsw i32 %i, 1
  br label %for.cond70, !llvm.loop !65

sel.then:                                         ; preds = %for.body74
  %386 = mul i32 %bx, 32
  %387 = add i32 %386, %i
  %388 = sext i32 %387 to i64
  %389 = sext i32 %K to i64
  %390 = sdiv i64 %389, 32
  %391 = sub i64 0, %389
  %392 = select i1 false, i64 %391, i64 %390
  %393 = srem i64 %389, 32
  %394 = icmp ne i64 %393, 0
  %395 = icmp slt i64 %389, 0
  %396 = icmp eq i1 %395, false
  %397 = and i1 %394, %396
  %398 = zext i1 %397 to i64
  %399 = add i64 %392, %398
  %400 = trunc i64 %399 to i32
  %401 = sext i32 %400 to i64
  %402 = mul nsw i64 %388, %401
  %403 = mul i32 %k, 32
  %404 = add i32 %403, %j
  %405 = sdiv i32 %404, 32
  %406 = sub i32 0, %404
  %407 = select i1 false, i32 %406, i32 %405
  %408 = sext i32 %407 to i64
  %409 = add nsw i64 %402, %408
  %410 = getelementptr inbounds i16, ptr %S, i64 %409
  %411 = load i16, ptr %410, align 2
  %412 = bitcast i16 %411 to half
  %413 = fpext half %412 to float
  br label %sel.end

sel.else:                                         ; preds = %for.body74
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %s = phi float [ %413, %sel.then ], [ 0.000000e+00, %sel.else ]
  %414 = sext i32 %i to i64
  %415 = mul nsw i64 %414, 32
  %416 = sext i32 %j to i64
  %417 = add nsw i64 %415, %416
  %418 = getelementptr inbounds i8, ptr %W_s, i64 %417
  %419 = load i8, ptr %418, align 1
  %420 = zext i8 %419 to i64
  %421 = sitofp i64 %420 to float
  %422 = fsub float %421, 8.000000e+00
  %423 = fmul float %422, %s
  %424 = sext i32 %i to i64
  %425 = mul nsw i64 %424, 32
  %426 = sext i32 %j to i64
  %427 = add nsw i64 %425, %426
  %428 = getelementptr inbounds float, ptr %B_s, i64 %427
  store float %423, ptr %428, align 4
  %429 = add nsw i32 %j, 1
  br label %for.cond73, !llvm.loop !66

if.then76:                                        ; preds = %for.end6
  br label %for.cond79

if.else77:                                        ; preds = %for.end6
  br label %for.cond88

if.end78:                                         ; preds = %for.end90, %for.end81
  ret void

for.cond79:                                       ; preds = %if.end84, %if.then76
  %i2 = phi i32 [ 0, %if.then76 ], [ %449, %if.end84 ]
  %430 = icmp slt i32 %i2, 32
  br i1 %430, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %431 = sext i32 %M to i64
  %432 = sext i32 %N to i64
  %433 = mul i64 %431, %432
  %434 = icmp sge i64 %433, 8388608
  br i1 %434, label %if.then82, label %if.else83

for.end81:                                        ; preds = %for.cond79
  br label %if.end78

if.then82:                                        ; preds = %for.body80
  %435 = mul i32 %by, 32
  %436 = add i32 %435, %i2
  %437 = sext i32 %436 to i64
  %438 = sext i32 %N to i64
  %439 = mul nsw i64 %437, %438
  %440 = mul i32 %bx, 32
  %441 = add i32 %440, 0
  %442 = sext i32 %441 to i64
  %443 = add nsw i64 %439, %442
  %444 = getelementptr inbounds float, ptr %C, i64 %443
  %445 = sext i32 %i2 to i64
  %446 = mul nsw i64 %445, 32
  %447 = add nsw i64 %446, 0
  %448 = getelementptr inbounds float, ptr %C_f, i64 %447
  call void @tilec_rt_stream(ptr %444, ptr %448, i64 128)
  br label %if.end84

if.else83:                                        ; preds = %for.body80
  br label %for.cond85

if.end84:                                         ; preds = %for.end87, %if.then82
  %449 = add nsw i32 %i2, 1
  br label %for.cond79, !llvm.loop !67

for.cond85:                                       ; preds = %for.body86, %if.else83
  %j2 = phi i32 [ 0, %if.else83 ], [ %467, %for.body86 ]
  %450 = icmp slt i32 %j2, 32
  br i1 %450, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  %451 = sext i32 %i2 to i64
  %452 = mul nsw i64 %451, 32
  %453 = sext i32 %j2 to i64
  %454 = add nsw i64 %452, %453
  %455 = getelementptr inbounds float, ptr %C_f, i64 %454
  %456 = load float, ptr %455, align 4
  %457 = mul i32 %by, 32
  %458 = add i32 %457, %i2
  %459 = sext i32 %458 to i64
  %460 = sext i32 %N to i64
  %461 = mul nsw i64 %459, %460
  %462 = mul i32 %bx, 32
  %463 = add i32 %462, %j2
  %464 = sext i32 %463 to i64
  %465 = add nsw i64 %461, %464
  %466 = getelementptr inbounds float, ptr %C, i64 %465
  store float %456, ptr %466, align 4
  %467 = add nsw i32 %j2, 1
  br label %for.cond85, !llvm.loop !68

for.end87:                                        ; preds = %for.cond85
  br label %if.end84

for.cond88:                                       ; preds = %if.end94, %if.else77
  %i291 = phi i32 [ 0, %if.else77 ], [ %531, %if.end94 ]
  %468 = icmp slt i32 %i291, 32
  br i1 %468, label %for.body89, label %for.end90

for.body89:                                       ; preds = %for.cond88
  %469 = mul i32 %bx, 32
  %470 = sext i32 %469 to i64
  %471 = sub i64 0, %470
  %472 = icmp slt i64 %471, 0
  %473 = mul i32 %bx, 32
  %474 = sext i32 %473 to i64
  %475 = sub i64 0, %474
  %476 = icmp sgt i64 %475, 32
  %477 = mul i32 %bx, 32
  %478 = sext i32 %477 to i64
  %479 = sub i64 0, %478
  %480 = select i1 %476, i64 32, i64 %479
  %481 = select i1 %472, i64 0, i64 %480
  %tl_lo4 = trunc i64 %481 to i32
  %482 = sext i32 %N to i64
  %483 = mul i32 %bx, 32
  %484 = sext i32 %483 to i64
  %485 = sub i64 %482, %484
  %486 = icmp slt i64 %485, 0
  %487 = sext i32 %N to i64
  %488 = mul i32 %bx, 32
  %489 = sext i32 %488 to i64
  %490 = sub i64 %487, %489
  %491 = icmp sgt i64 %490, 32
  %492 = sext i32 %N to i64
  %493 = mul i32 %bx, 32
  %494 = sext i32 %493 to i64
  %495 = sub i64 %492, %494
  %496 = select i1 %491, i64 32, i64 %495
  %497 = select i1 %486, i64 0, i64 %496
  %498 = sext i32 %tl_lo4 to i64
  %499 = icmp slt i64 %497, %498
  %500 = sext i32 %tl_lo4 to i64
  %501 = sext i32 %N to i64
  %502 = mul i32 %bx, 32
  %503 = sext i32 %502 to i64
  %504 = sub i64 %501, %503
  %505 = icmp slt i64 %504, 0
  %506 = sext i32 %N to i64
  %507 = mul i32 %bx, 32
  %508 = sext i32 %507 to i64
  %509 = sub i64 %506, %508
  %510 = icmp sgt i64 %509, 32
  %511 = sext i32 %N to i64
  %512 = mul i32 %bx, 32
  %513 = sext i32 %512 to i64
  %514 = sub i64 %511, %513
  %515 = select i1 %510, i64 32, i64 %514
  %516 = select i1 %505, i64 0, i64 %515
  %517 = select i1 %499, i64 %500, i64 %516
  %tl_hi5 = trunc i64 %517 to i32
  %518 = mul i32 %by, 32
  %519 = sext i32 %518 to i64
  %520 = sext i32 %i291 to i64
  %521 = add i64 %519, %520
  %522 = icmp sle i64 0, %521
  %523 = mul i32 %by, 32
  %524 = sext i32 %523 to i64
  %525 = sext i32 %i291 to i64
  %526 = add i64 %524, %525
  %527 = sext i32 %M to i64
  %528 = icmp slt i64 %526, %527
  %529 = and i1 %522, %528
  br i1 %529, label %if.then92, label %if.else93

for.end90:                                        ; preds = %for.cond88
  br label %if.end78

if.then92:                                        ; preds = %for.body89
  %530 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond95

if.else93:                                        ; preds = %for.body89
  br label %if.end94

if.end94:                                         ; preds = %if.else93, %for.end97
  %531 = add nsw i32 %i291, 1
  br label %for.cond88, !llvm.loop !69

for.cond95:                                       ; preds = %for.body96, %if.then92
  %j21 = phi i32 [ 0, %if.then92 ], [ %551, %for.body96 ]
  %532 = icmp slt i32 %j21, %530
  br i1 %532, label %for.body96, label %for.end97

for.body96:                                       ; preds = %for.cond95
  %533 = sext i32 %i291 to i64
  %534 = mul nsw i64 %533, 32
  %535 = add i32 %tl_lo4, %j21
  %536 = sext i32 %535 to i64
  %537 = add nsw i64 %534, %536
  %538 = getelementptr inbounds float, ptr %C_f, i64 %537
  %539 = load float, ptr %538, align 4
  %540 = mul i32 %by, 32
  %541 = add i32 %540, %i291
  %542 = sext i32 %541 to i64
  %543 = sext i32 %N to i64
  %544 = mul nsw i64 %542, %543
  %545 = mul i32 %bx, 32
  %546 = add i32 %tl_lo4, %j21
  %547 = add i32 %545, %546
  %548 = sext i32 %547 to i64
  %549 = add nsw i64 %544, %548
  %550 = getelementptr inbounds float, ptr %C, i64 %549
  store float %539, ptr %550, align 4
  %551 = add nsw i32 %j21, 1
  br label %for.cond95, !llvm.loop !70

for.end97:                                        ; preds = %for.cond95
  br label %if.end94
}

; Function Attrs: nounwind
define internal void @dequant_gemm_packed_u4_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_dequant_gemm_packed_u4, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_dequant_gemm_packed_u4, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_dequant_gemm_packed_u4, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_dequant_gemm_packed_u4, ptr %ctx, i32 0, i32 3
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %tilec_args_dequant_gemm_packed_u4, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_dequant_gemm_packed_u4, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_dequant_gemm_packed_u4, ptr %ctx, i32 0, i32 6
  %13 = load i32, ptr %12, align 4
  %14 = getelementptr inbounds %tilec_args_dequant_gemm_packed_u4, ptr %ctx, i32 0, i32 7
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
  call void @dequant_gemm_packed_u4_block(ptr %1, ptr %3, ptr %5, ptr %7, i32 %9, i32 %11, i32 %13, i32 %26, i32 %27)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_dequant_gemm_packed_u4(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_dequant_gemm_packed_u4, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_dequant_gemm_packed_u4, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_dequant_gemm_packed_u4, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_dequant_gemm_packed_u4, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds ptr, ptr %args, i64 3
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds %tilec_args_dequant_gemm_packed_u4, ptr %a, i32 0, i32 3
  store ptr %12, ptr %13, align 8
  %14 = getelementptr inbounds i64, ptr %dims, i64 0
  %15 = load i64, ptr %14, align 8
  %M = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_dequant_gemm_packed_u4, ptr %a, i32 0, i32 4
  store i32 %M, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 1
  %18 = load i64, ptr %17, align 8
  %K = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_dequant_gemm_packed_u4, ptr %a, i32 0, i32 5
  store i32 %K, ptr %19, align 4
  %20 = getelementptr inbounds i64, ptr %dims, i64 2
  %21 = load i64, ptr %20, align 8
  %N = trunc i64 %21 to i32
  %22 = getelementptr inbounds %tilec_args_dequant_gemm_packed_u4, ptr %a, i32 0, i32 6
  store i32 %N, ptr %22, align 4
  %23 = getelementptr inbounds %tilec_args_dequant_gemm_packed_u4, ptr %a, i32 0, i32 7
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
  %60 = call i32 @tilec_rt_run_blocks(i64 %59, i32 %nworkers, ptr @dequant_gemm_packed_u4_task, ptr %a)
  ret i32 %60

empty:                                            ; preds = %body
  ret i32 0
}

; Function Attrs: nounwind
define internal void @dequant_gemm_packed_i4_block(ptr noalias %A, ptr noalias %W, ptr noalias %S, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [1024 x float], align 64
  %W_s = alloca [1024 x i8], align 64
  %B_s = alloca [1024 x float], align 64
  %C_f = alloca [1024 x float], align 64
  br label %body

body:                                             ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %B_s, i8 0, i64 4096, i1 false)
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
  br label %for.cond1, !llvm.loop !71

for.end3:                                         ; preds = %for.cond1
  %20 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !72

for.cond4:                                        ; preds = %for.end72, %for.end
  %k = phi i32 [ 0, %for.end ], [ %352, %for.end72 ]
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
  %i110 = phi i32 [ 0, %if.then ], [ %94, %for.end13 ]
  %73 = icmp slt i32 %i110, 32
  br i1 %73, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %if.end

for.cond11:                                       ; preds = %for.body12, %for.body8
  %j114 = phi i32 [ 0, %for.body8 ], [ %93, %for.body12 ]
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
  %84 = getelementptr inbounds i16, ptr %A, i64 %83
  %85 = load i16, ptr %84, align 2
  %86 = bitcast i16 %85 to half
  %87 = fpext half %86 to float
  %88 = sext i32 %i110 to i64
  %89 = mul nsw i64 %88, 32
  %90 = sext i32 %j114 to i64
  %91 = add nsw i64 %89, %90
  %92 = getelementptr inbounds float, ptr %A_s, i64 %91
  store float %87, ptr %92, align 4
  %93 = add nsw i32 %j114, 1
  br label %for.cond11, !llvm.loop !73

for.end13:                                        ; preds = %for.cond11
  %94 = add nsw i32 %i110, 1
  br label %for.cond7, !llvm.loop !74

for.cond15:                                       ; preds = %for.end35, %if.else
  %i118 = phi i32 [ 0, %if.else ], [ %205, %for.end35 ]
  %95 = icmp slt i32 %i118, 32
  br i1 %95, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  %96 = mul i32 %k, 32
  %97 = sext i32 %96 to i64
  %98 = sub i64 0, %97
  %99 = icmp slt i64 %98, 0
  %100 = mul i32 %k, 32
  %101 = sext i32 %100 to i64
  %102 = sub i64 0, %101
  %103 = icmp sgt i64 %102, 32
  %104 = mul i32 %k, 32
  %105 = sext i32 %104 to i64
  %106 = sub i64 0, %105
  %107 = select i1 %103, i64 32, i64 %106
  %108 = select i1 %99, i64 0, i64 %107
  %tl_lo0 = trunc i64 %108 to i32
  %109 = sext i32 %K to i64
  %110 = mul i32 %k, 32
  %111 = sext i32 %110 to i64
  %112 = sub i64 %109, %111
  %113 = icmp slt i64 %112, 0
  %114 = sext i32 %K to i64
  %115 = mul i32 %k, 32
  %116 = sext i32 %115 to i64
  %117 = sub i64 %114, %116
  %118 = icmp sgt i64 %117, 32
  %119 = sext i32 %K to i64
  %120 = mul i32 %k, 32
  %121 = sext i32 %120 to i64
  %122 = sub i64 %119, %121
  %123 = select i1 %118, i64 32, i64 %122
  %124 = select i1 %113, i64 0, i64 %123
  %125 = sext i32 %tl_lo0 to i64
  %126 = icmp slt i64 %124, %125
  %127 = sext i32 %tl_lo0 to i64
  %128 = sext i32 %K to i64
  %129 = mul i32 %k, 32
  %130 = sext i32 %129 to i64
  %131 = sub i64 %128, %130
  %132 = icmp slt i64 %131, 0
  %133 = sext i32 %K to i64
  %134 = mul i32 %k, 32
  %135 = sext i32 %134 to i64
  %136 = sub i64 %133, %135
  %137 = icmp sgt i64 %136, 32
  %138 = sext i32 %K to i64
  %139 = mul i32 %k, 32
  %140 = sext i32 %139 to i64
  %141 = sub i64 %138, %140
  %142 = select i1 %137, i64 32, i64 %141
  %143 = select i1 %132, i64 0, i64 %142
  %144 = select i1 %126, i64 %127, i64 %143
  %tl_hi1 = trunc i64 %144 to i32
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  br label %if.end

for.cond19:                                       ; preds = %for.body20, %for.body16
  %j122 = phi i32 [ 0, %for.body16 ], [ %151, %for.body20 ]
  %145 = icmp slt i32 %j122, %tl_lo0
  br i1 %145, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %146 = sext i32 %i118 to i64
  %147 = mul nsw i64 %146, 32
  %148 = sext i32 %j122 to i64
  %149 = add nsw i64 %147, %148
  %150 = getelementptr inbounds float, ptr %A_s, i64 %149
  store float 0.000000e+00, ptr %150, align 4
  %151 = add nsw i32 %j122, 1
  br label %for.cond19, !llvm.loop !75

for.end21:                                        ; preds = %for.cond19
  %152 = mul i32 %by, 32
  %153 = sext i32 %152 to i64
  %154 = sext i32 %i118 to i64
  %155 = add i64 %153, %154
  %156 = icmp sle i64 0, %155
  %157 = mul i32 %by, 32
  %158 = sext i32 %157 to i64
  %159 = sext i32 %i118 to i64
  %160 = add i64 %158, %159
  %161 = sext i32 %M to i64
  %162 = icmp slt i64 %160, %161
  %163 = and i1 %156, %162
  br i1 %163, label %if.then23, label %if.else24

if.then23:                                        ; preds = %for.end21
  %164 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond26

if.else24:                                        ; preds = %for.end21
  %165 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond29

if.end25:                                         ; preds = %for.end31, %for.end28
  %166 = sub i32 32, %tl_hi1
  br label %for.cond33

for.cond26:                                       ; preds = %for.body27, %if.then23
  %j11 = phi i32 [ 0, %if.then23 ], [ %188, %for.body27 ]
  %167 = icmp slt i32 %j11, %164
  br i1 %167, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  %168 = mul i32 %by, 32
  %169 = add i32 %168, %i118
  %170 = sext i32 %169 to i64
  %171 = sext i32 %K to i64
  %172 = mul nsw i64 %170, %171
  %173 = mul i32 %k, 32
  %174 = add i32 %tl_lo0, %j11
  %175 = add i32 %173, %174
  %176 = sext i32 %175 to i64
  %177 = add nsw i64 %172, %176
  %178 = getelementptr inbounds i16, ptr %A, i64 %177
  %179 = load i16, ptr %178, align 2
  %180 = bitcast i16 %179 to half
  %181 = fpext half %180 to float
  %182 = sext i32 %i118 to i64
  %183 = mul nsw i64 %182, 32
  %184 = add i32 %tl_lo0, %j11
  %185 = sext i32 %184 to i64
  %186 = add nsw i64 %183, %185
  %187 = getelementptr inbounds float, ptr %A_s, i64 %186
  store float %181, ptr %187, align 4
  %188 = add nsw i32 %j11, 1
  br label %for.cond26, !llvm.loop !76

for.end28:                                        ; preds = %for.cond26
  br label %if.end25

for.cond29:                                       ; preds = %for.body30, %if.else24
  %j1132 = phi i32 [ 0, %if.else24 ], [ %196, %for.body30 ]
  %189 = icmp slt i32 %j1132, %165
  br i1 %189, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  %190 = sext i32 %i118 to i64
  %191 = mul nsw i64 %190, 32
  %192 = add i32 %tl_lo0, %j1132
  %193 = sext i32 %192 to i64
  %194 = add nsw i64 %191, %193
  %195 = getelementptr inbounds float, ptr %A_s, i64 %194
  store float 0.000000e+00, ptr %195, align 4
  %196 = add nsw i32 %j1132, 1
  br label %for.cond29, !llvm.loop !77

for.end31:                                        ; preds = %for.cond29
  br label %if.end25

for.cond33:                                       ; preds = %for.body34, %if.end25
  %j1136 = phi i32 [ 0, %if.end25 ], [ %204, %for.body34 ]
  %197 = icmp slt i32 %j1136, %166
  br i1 %197, label %for.body34, label %for.end35

for.body34:                                       ; preds = %for.cond33
  %198 = sext i32 %i118 to i64
  %199 = mul nsw i64 %198, 32
  %200 = add i32 %tl_hi1, %j1136
  %201 = sext i32 %200 to i64
  %202 = add nsw i64 %199, %201
  %203 = getelementptr inbounds float, ptr %A_s, i64 %202
  store float 0.000000e+00, ptr %203, align 4
  %204 = add nsw i32 %j1136, 1
  br label %for.cond33, !llvm.loop !78

for.end35:                                        ; preds = %for.cond33
  %205 = add nsw i32 %i118, 1
  br label %for.cond15, !llvm.loop !79

if.then37:                                        ; preds = %if.end
  br label %for.cond40

if.else38:                                        ; preds = %if.end
  br label %for.cond48

if.end39:                                         ; preds = %for.end50, %for.end42
  br label %for.cond70

for.cond40:                                       ; preds = %for.end46, %if.then37
  %i143 = phi i32 [ 0, %if.then37 ], [ %233, %for.end46 ]
  %206 = icmp slt i32 %i143, 32
  br i1 %206, label %for.body41, label %for.end42

for.body41:                                       ; preds = %for.cond40
  br label %for.cond44

for.end42:                                        ; preds = %for.cond40
  br label %if.end39

for.cond44:                                       ; preds = %for.body45, %for.body41
  %j147 = phi i32 [ 0, %for.body41 ], [ %232, %for.body45 ]
  %207 = icmp slt i32 %j147, 32
  br i1 %207, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %208 = mul i32 %bx, 32
  %209 = add i32 %208, %i143
  %210 = sext i32 %209 to i64
  %211 = sext i32 %K to i64
  %212 = mul nsw i64 %210, %211
  %213 = mul i32 %k, 32
  %214 = add i32 %213, %j147
  %215 = sext i32 %214 to i64
  %216 = add nsw i64 %212, %215
  %217 = lshr i64 %216, 1
  %218 = and i64 %216, 1
  %219 = shl i64 %218, 2
  %220 = trunc i64 %219 to i8
  %221 = getelementptr inbounds i8, ptr %W, i64 %217
  %222 = load i8, ptr %221, align 1
  %223 = lshr i8 %222, %220
  %224 = and i8 %223, 15
  %225 = shl i8 %224, 4
  %226 = ashr i8 %225, 4
  %227 = sext i32 %i143 to i64
  %228 = mul nsw i64 %227, 32
  %229 = sext i32 %j147 to i64
  %230 = add nsw i64 %228, %229
  %231 = getelementptr inbounds i8, ptr %W_s, i64 %230
  store i8 %226, ptr %231, align 1
  %232 = add nsw i32 %j147, 1
  br label %for.cond44, !llvm.loop !80

for.end46:                                        ; preds = %for.cond44
  %233 = add nsw i32 %i143, 1
  br label %for.cond40, !llvm.loop !81

for.cond48:                                       ; preds = %for.end68, %if.else38
  %i151 = phi i32 [ 0, %if.else38 ], [ %350, %for.end68 ]
  %234 = icmp slt i32 %i151, 32
  br i1 %234, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %235 = mul i32 %k, 32
  %236 = sext i32 %235 to i64
  %237 = sub i64 0, %236
  %238 = icmp slt i64 %237, 0
  %239 = mul i32 %k, 32
  %240 = sext i32 %239 to i64
  %241 = sub i64 0, %240
  %242 = icmp sgt i64 %241, 32
  %243 = mul i32 %k, 32
  %244 = sext i32 %243 to i64
  %245 = sub i64 0, %244
  %246 = select i1 %242, i64 32, i64 %245
  %247 = select i1 %238, i64 0, i64 %246
  %tl_lo2 = trunc i64 %247 to i32
  %248 = sext i32 %K to i64
  %249 = mul i32 %k, 32
  %250 = sext i32 %249 to i64
  %251 = sub i64 %248, %250
  %252 = icmp slt i64 %251, 0
  %253 = sext i32 %K to i64
  %254 = mul i32 %k, 32
  %255 = sext i32 %254 to i64
  %256 = sub i64 %253, %255
  %257 = icmp sgt i64 %256, 32
  %258 = sext i32 %K to i64
  %259 = mul i32 %k, 32
  %260 = sext i32 %259 to i64
  %261 = sub i64 %258, %260
  %262 = select i1 %257, i64 32, i64 %261
  %263 = select i1 %252, i64 0, i64 %262
  %264 = sext i32 %tl_lo2 to i64
  %265 = icmp slt i64 %263, %264
  %266 = sext i32 %tl_lo2 to i64
  %267 = sext i32 %K to i64
  %268 = mul i32 %k, 32
  %269 = sext i32 %268 to i64
  %270 = sub i64 %267, %269
  %271 = icmp slt i64 %270, 0
  %272 = sext i32 %K to i64
  %273 = mul i32 %k, 32
  %274 = sext i32 %273 to i64
  %275 = sub i64 %272, %274
  %276 = icmp sgt i64 %275, 32
  %277 = sext i32 %K to i64
  %278 = mul i32 %k, 32
  %279 = sext i32 %278 to i64
  %280 = sub i64 %277, %279
  %281 = select i1 %276, i64 32, i64 %280
  %282 = select i1 %271, i64 0, i64 %281
  %283 = select i1 %265, i64 %266, i64 %282
  %tl_hi3 = trunc i64 %283 to i32
  br label %for.cond52

for.end50:                                        ; preds = %for.cond48
  br label %if.end39

for.cond52:                                       ; preds = %for.body53, %for.body49
  %j155 = phi i32 [ 0, %for.body49 ], [ %290, %for.body53 ]
  %284 = icmp slt i32 %j155, %tl_lo2
  br i1 %284, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %285 = sext i32 %i151 to i64
  %286 = mul nsw i64 %285, 32
  %287 = sext i32 %j155 to i64
  %288 = add nsw i64 %286, %287
  %289 = getelementptr inbounds i8, ptr %W_s, i64 %288
  store i8 0, ptr %289, align 1
  %290 = add nsw i32 %j155, 1
  br label %for.cond52, !llvm.loop !82

for.end54:                                        ; preds = %for.cond52
  %291 = mul i32 %bx, 32
  %292 = sext i32 %291 to i64
  %293 = sext i32 %i151 to i64
  %294 = add i64 %292, %293
  %295 = icmp sle i64 0, %294
  %296 = mul i32 %bx, 32
  %297 = sext i32 %296 to i64
  %298 = sext i32 %i151 to i64
  %299 = add i64 %297, %298
  %300 = sext i32 %N to i64
  %301 = icmp slt i64 %299, %300
  %302 = and i1 %295, %301
  br i1 %302, label %if.then56, label %if.else57

if.then56:                                        ; preds = %for.end54
  %303 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond59

if.else57:                                        ; preds = %for.end54
  %304 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond62

if.end58:                                         ; preds = %for.end64, %for.end61
  %305 = sub i32 32, %tl_hi3
  br label %for.cond66

for.cond59:                                       ; preds = %for.body60, %if.then56
  %j12 = phi i32 [ 0, %if.then56 ], [ %333, %for.body60 ]
  %306 = icmp slt i32 %j12, %303
  br i1 %306, label %for.body60, label %for.end61

for.body60:                                       ; preds = %for.cond59
  %307 = mul i32 %bx, 32
  %308 = add i32 %307, %i151
  %309 = sext i32 %308 to i64
  %310 = sext i32 %K to i64
  %311 = mul nsw i64 %309, %310
  %312 = mul i32 %k, 32
  %313 = add i32 %tl_lo2, %j12
  %314 = add i32 %312, %313
  %315 = sext i32 %314 to i64
  %316 = add nsw i64 %311, %315
  %317 = lshr i64 %316, 1
  %318 = and i64 %316, 1
  %319 = shl i64 %318, 2
  %320 = trunc i64 %319 to i8
  %321 = getelementptr inbounds i8, ptr %W, i64 %317
  %322 = load i8, ptr %321, align 1
  %323 = lshr i8 %322, %320
  %324 = and i8 %323, 15
  %325 = shl i8 %324, 4
  %326 = ashr i8 %325, 4
  %327 = sext i32 %i151 to i64
  %328 = mul nsw i64 %327, 32
  %329 = add i32 %tl_lo2, %j12
  %330 = sext i32 %329 to i64
  %331 = add nsw i64 %328, %330
  %332 = getelementptr inbounds i8, ptr %W_s, i64 %331
  store i8 %326, ptr %332, align 1
  %333 = add nsw i32 %j12, 1
  br label %for.cond59, !llvm.loop !83

for.end61:                                        ; preds = %for.cond59
  br label %if.end58

for.cond62:                                       ; preds = %for.body63, %if.else57
  %j1265 = phi i32 [ 0, %if.else57 ], [ %341, %for.body63 ]
  %334 = icmp slt i32 %j1265, %304
  br i1 %334, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %335 = sext i32 %i151 to i64
  %336 = mul nsw i64 %335, 32
  %337 = add i32 %tl_lo2, %j1265
  %338 = sext i32 %337 to i64
  %339 = add nsw i64 %336, %338
  %340 = getelementptr inbounds i8, ptr %W_s, i64 %339
  store i8 0, ptr %340, align 1
  %341 = add nsw i32 %j1265, 1
  br label %for.cond62, !llvm.loop !84

for.end64:                                        ; preds = %for.cond62
  br label %if.end58

for.cond66:                                       ; preds = %for.body67, %if.end58
  %j1269 = phi i32 [ 0, %if.end58 ], [ %349, %for.body67 ]
  %342 = icmp slt i32 %j1269, %305
  br i1 %342, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  %343 = sext i32 %i151 to i64
  %344 = mul nsw i64 %343, 32
  %345 = add i32 %tl_hi3, %j1269
  %346 = sext i32 %345 to i64
  %347 = add nsw i64 %344, %346
  %348 = getelementptr inbounds i8, ptr %W_s, i64 %347
  store i8 0, ptr %348, align 1
  %349 = add nsw i32 %j1269, 1
  br label %for.cond66, !llvm.loop !85

for.end68:                                        ; preds = %for.cond66
  %350 = add nsw i32 %i151, 1
  br label %for.cond48, !llvm.loop !86

for.cond70:                                       ; preds = %for.end75, %if.end39
  %i = phi i32 [ 0, %if.end39 ], [ %387, %for.end75 ]
  %351 = icmp slt i32 %i, 32
  br i1 %351, label %for.body71, label %for.end72

for.body71:                                       ; preds = %for.cond70
  br label %for.cond73

for.end72:                                        ; preds = %for.cond70
  call void @tilec_rt_gemm_f32(i32 32, i32 32, i32 32, ptr %A_s, i32 32, i32 0, ptr %B_s, i32 32, i32 1, ptr %C_f, i32 32)
  %352 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !87

for.cond73:                                       ; preds = %sel.end, %for.body71
  %j = phi i32 [ 0, %for.body71 ], [ %429, %sel.end ]
  %353 = icmp slt i32 %j, 32
  br i1 %353, label %for.body74, label %for.end75

for.body74:                                       ; preds = %for.cond73
  %354 = mul i32 %bx, 32
  %355 = add i32 %354, %i
  %356 = icmp sle i32 0, %355
  %357 = mul i32 %bx, 32
  %358 = add i32 %357, %i
  %359 = icmp slt i32 %358, %N
  %360 = and i1 %356, %359
  %361 = mul i32 %k, 32
  %362 = add i32 %361, %j
  %363 = sdiv i32 %362, 32
  %364 = sub i32 0, %362
  %365 = select i1 false, i32 %364, i32 %363
  %366 = icmp sle i32 0, %365
  %367 = mul i32 %k, 32
  %368 = add i32 %367, %j
  %369 = sdiv i32 %368, 32
  %370 = sub i32 0, %368
  %371 = select i1 false, i32 %370, i32 %369
  %372 = sext i32 %K to i64
  %373 = sdiv i64 %372, 32
  %374 = sub i64 0, %372
  %375 = select i1 false, i64 %374, i64 %373
  %376 = srem i64 %372, 32
  %377 = icmp ne i64 %376, 0
  %378 = icmp slt i64 %372, 0
  %379 = icmp eq i1 %378, false
  %380 = and i1 %377, %379
  %381 = zext i1 %380 to i64
  %382 = add i64 %375, %381
  %383 = trunc i64 %382 to i32
  %384 = icmp slt i32 %371, %383
  %385 = and i1 %366, %384
  %386 = and i1 %360, %385
  br i1 %386, label %sel.then, label %sel.else

for.end75:                                        ; preds = %for.cond73
  %387 = add nsw i32 %i, 1
  br label %for.cond70, !llvm.loop !88

sel.then:                                         ; preds = %for.body74
  %388 = mul i32 %bx, 32
  %389 = add i32 %388, %i
  %390 = sext i32 %389 to i64
  %391 = sext i32 %K to i64
  %392 = sdiv i64 %391, 32
  %393 = sub i64 0, %391
  %394 = select i1 false, i64 %393, i64 %392
  %395 = srem i64 %391, 32
  %396 = icmp ne i64 %395, 0
  %397 = icmp slt i64 %391, 0
  %398 = icmp eq i1 %397, false
  %399 = and i1 %396, %398
  %400 = zext i1 %399 to i64
  %401 = add i64 %394, %400
  %402 = trunc i64 %401 to i32
  %403 = sext i32 %402 to i64
  %404 = mul nsw i64 %390, %403
  %405 = mul i32 %k, 32
  %406 = add i32 %405, %j
  %407 = sdiv i32 %406, 32
  %408 = sub i32 0, %406
  %409 = select i1 false, i32 %408, i32 %407
  %410 = sext i32 %409 to i64
  %411 = add nsw i64 %404, %410
  %412 = getelementptr inbounds i16, ptr %S, i64 %411
  %413 = load i16, ptr %412, align 2
  %414 = bitcast i16 %413 to half
  %415 = fpext half %414 to float
  br label %sel.end

sel.else:                                         ; preds = %for.body74
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %s = phi float [ %415, %sel.then ], [ 0.000000e+00, %sel.else ]
  %416 = sext i32 %i to i64
  %417 = mul nsw i64 %416, 32
  %418 = sext i32 %j to i64
  %419 = add nsw i64 %417, %418
  %420 = getelementptr inbounds i8, ptr %W_s, i64 %419
  %421 = load i8, ptr %420, align 1
  %422 = sitofp i8 %421 to float
  %423 = fmul float %422, %s
  %424 = sext i32 %i to i64
  %425 = mul nsw i64 %424, 32
  %426 = sext i32 %j to i64
  %427 = add nsw i64 %425, %426
  %428 = getelementptr inbounds float, ptr %B_s, i64 %427
  store float %423, ptr %428, align 4
  %429 = add nsw i32 %j, 1
  br label %for.cond73, !llvm.loop !89

if.then76:                                        ; preds = %for.end6
  br label %for.cond79

if.else77:                                        ; preds = %for.end6
  br label %for.cond88

if.end78:                                         ; preds = %for.end90, %for.end81
  ret void

for.cond79:                                       ; preds = %if.end84, %if.then76
  %i2 = phi i32 [ 0, %if.then76 ], [ %449, %if.end84 ]
  %430 = icmp slt i32 %i2, 32
  br i1 %430, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %431 = sext i32 %M to i64
  %432 = sext i32 %N to i64
  %433 = mul i64 %431, %432
  %434 = icmp sge i64 %433, 8388608
  br i1 %434, label %if.then82, label %if.else83

for.end81:                                        ; preds = %for.cond79
  br label %if.end78

if.then82:                                        ; preds = %for.body80
  %435 = mul i32 %by, 32
  %436 = add i32 %435, %i2
  %437 = sext i32 %436 to i64
  %438 = sext i32 %N to i64
  %439 = mul nsw i64 %437, %438
  %440 = mul i32 %bx, 32
  %441 = add i32 %440, 0
  %442 = sext i32 %441 to i64
  %443 = add nsw i64 %439, %442
  %444 = getelementptr inbounds float, ptr %C, i64 %443
  %445 = sext i32 %i2 to i64
  %446 = mul nsw i64 %445, 32
  %447 = add nsw i64 %446, 0
  %448 = getelementptr inbounds float, ptr %C_f, i64 %447
  call void @tilec_rt_stream(ptr %444, ptr %448, i64 128)
  br label %if.end84

if.else83:                                        ; preds = %for.body80
  br label %for.cond85

if.end84:                                         ; preds = %for.end87, %if.then82
  %449 = add nsw i32 %i2, 1
  br label %for.cond79, !llvm.loop !90

for.cond85:                                       ; preds = %for.body86, %if.else83
  %j2 = phi i32 [ 0, %if.else83 ], [ %467, %for.body86 ]
  %450 = icmp slt i32 %j2, 32
  br i1 %450, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  %451 = sext i32 %i2 to i64
  %452 = mul nsw i64 %451, 32
  %453 = sext i32 %j2 to i64
  %454 = add nsw i64 %452, %453
  %455 = getelementptr inbounds float, ptr %C_f, i64 %454
  %456 = load float, ptr %455, align 4
  %457 = mul i32 %by, 32
  %458 = add i32 %457, %i2
  %459 = sext i32 %458 to i64
  %460 = sext i32 %N to i64
  %461 = mul nsw i64 %459, %460
  %462 = mul i32 %bx, 32
  %463 = add i32 %462, %j2
  %464 = sext i32 %463 to i64
  %465 = add nsw i64 %461, %464
  %466 = getelementptr inbounds float, ptr %C, i64 %465
  store float %456, ptr %466, align 4
  %467 = add nsw i32 %j2, 1
  br label %for.cond85, !llvm.loop !91

for.end87:                                        ; preds = %for.cond85
  br label %if.end84

for.cond88:                                       ; preds = %if.end94, %if.else77
  %i291 = phi i32 [ 0, %if.else77 ], [ %531, %if.end94 ]
  %468 = icmp slt i32 %i291, 32
  br i1 %468, label %for.body89, label %for.end90

for.body89:                                       ; preds = %for.cond88
  %469 = mul i32 %bx, 32
  %470 = sext i32 %469 to i64
  %471 = sub i64 0, %470
  %472 = icmp slt i64 %471, 0
  %473 = mul i32 %bx, 32
  %474 = sext i32 %473 to i64
  %475 = sub i64 0, %474
  %476 = icmp sgt i64 %475, 32
  %477 = mul i32 %bx, 32
  %478 = sext i32 %477 to i64
  %479 = sub i64 0, %478
  %480 = select i1 %476, i64 32, i64 %479
  %481 = select i1 %472, i64 0, i64 %480
  %tl_lo4 = trunc i64 %481 to i32
  %482 = sext i32 %N to i64
  %483 = mul i32 %bx, 32
  %484 = sext i32 %483 to i64
  %485 = sub i64 %482, %484
  %486 = icmp slt i64 %485, 0
  %487 = sext i32 %N to i64
  %488 = mul i32 %bx, 32
  %489 = sext i32 %488 to i64
  %490 = sub i64 %487, %489
  %491 = icmp sgt i64 %490, 32
  %492 = sext i32 %N to i64
  %493 = mul i32 %bx, 32
  %494 = sext i32 %493 to i64
  %495 = sub i64 %492, %494
  %496 = select i1 %491, i64 32, i64 %495
  %497 = select i1 %486, i64 0, i64 %496
  %498 = sext i32 %tl_lo4 to i64
  %499 = icmp slt i64 %497, %498
  %500 = sext i32 %tl_lo4 to i64
  %501 = sext i32 %N to i64
  %502 = mul i32 %bx, 32
  %503 = sext i32 %502 to i64
  %504 = sub i64 %501, %503
  %505 = icmp slt i64 %504, 0
  %506 = sext i32 %N to i64
  %507 = mul i32 %bx, 32
  %508 = sext i32 %507 to i64
  %509 = sub i64 %506, %508
  %510 = icmp sgt i64 %509, 32
  %511 = sext i32 %N to i64
  %512 = mul i32 %bx, 32
  %513 = sext i32 %512 to i64
  %514 = sub i64 %511, %513
  %515 = select i1 %510, i64 32, i64 %514
  %516 = select i1 %505, i64 0, i64 %515
  %517 = select i1 %499, i64 %500, i64 %516
  %tl_hi5 = trunc i64 %517 to i32
  %518 = mul i32 %by, 32
  %519 = sext i32 %518 to i64
  %520 = sext i32 %i291 to i64
  %521 = add i64 %519, %520
  %522 = icmp sle i64 0, %521
  %523 = mul i32 %by, 32
  %524 = sext i32 %523 to i64
  %525 = sext i32 %i291 to i64
  %526 = add i64 %524, %525
  %527 = sext i32 %M to i64
  %528 = icmp slt i64 %526, %527
  %529 = and i1 %522, %528
  br i1 %529, label %if.then92, label %if.else93

for.end90:                                        ; preds = %for.cond88
  br label %if.end78

if.then92:                                        ; preds = %for.body89
  %530 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond95

if.else93:                                        ; preds = %for.body89
  br label %if.end94

if.end94:                                         ; preds = %if.else93, %for.end97
  %531 = add nsw i32 %i291, 1
  br label %for.cond88, !llvm.loop !92

for.cond95:                                       ; preds = %for.body96, %if.then92
  %j21 = phi i32 [ 0, %if.then92 ], [ %551, %for.body96 ]
  %532 = icmp slt i32 %j21, %530
  br i1 %532, label %for.body96, label %for.end97

for.body96:                                       ; preds = %for.cond95
  %533 = sext i32 %i291 to i64
  %534 = mul nsw i64 %533, 32
  %535 = add i32 %tl_lo4, %j21
  %536 = sext i32 %535 to i64
  %537 = add nsw i64 %534, %536
  %538 = getelementptr inbounds float, ptr %C_f, i64 %537
  %539 = load float, ptr %538, align 4
  %540 = mul i32 %by, 32
  %541 = add i32 %540, %i291
  %542 = sext i32 %541 to i64
  %543 = sext i32 %N to i64
  %544 = mul nsw i64 %542, %543
  %545 = mul i32 %bx, 32
  %546 = add i32 %tl_lo4, %j21
  %547 = add i32 %545, %546
  %548 = sext i32 %547 to i64
  %549 = add nsw i64 %544, %548
  %550 = getelementptr inbounds float, ptr %C, i64 %549
  store float %539, ptr %550, align 4
  %551 = add nsw i32 %j21, 1
  br label %for.cond95, !llvm.loop !93

for.end97:                                        ; preds = %for.cond95
  br label %if.end94
}

; Function Attrs: nounwind
define internal void @dequant_gemm_packed_i4_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_dequant_gemm_packed_i4, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_dequant_gemm_packed_i4, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_dequant_gemm_packed_i4, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_dequant_gemm_packed_i4, ptr %ctx, i32 0, i32 3
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %tilec_args_dequant_gemm_packed_i4, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_dequant_gemm_packed_i4, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_dequant_gemm_packed_i4, ptr %ctx, i32 0, i32 6
  %13 = load i32, ptr %12, align 4
  %14 = getelementptr inbounds %tilec_args_dequant_gemm_packed_i4, ptr %ctx, i32 0, i32 7
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
  call void @dequant_gemm_packed_i4_block(ptr %1, ptr %3, ptr %5, ptr %7, i32 %9, i32 %11, i32 %13, i32 %26, i32 %27)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_dequant_gemm_packed_i4(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_dequant_gemm_packed_i4, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_dequant_gemm_packed_i4, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_dequant_gemm_packed_i4, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_dequant_gemm_packed_i4, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds ptr, ptr %args, i64 3
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds %tilec_args_dequant_gemm_packed_i4, ptr %a, i32 0, i32 3
  store ptr %12, ptr %13, align 8
  %14 = getelementptr inbounds i64, ptr %dims, i64 0
  %15 = load i64, ptr %14, align 8
  %M = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_dequant_gemm_packed_i4, ptr %a, i32 0, i32 4
  store i32 %M, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 1
  %18 = load i64, ptr %17, align 8
  %K = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_dequant_gemm_packed_i4, ptr %a, i32 0, i32 5
  store i32 %K, ptr %19, align 4
  %20 = getelementptr inbounds i64, ptr %dims, i64 2
  %21 = load i64, ptr %20, align 8
  %N = trunc i64 %21 to i32
  %22 = getelementptr inbounds %tilec_args_dequant_gemm_packed_i4, ptr %a, i32 0, i32 6
  store i32 %N, ptr %22, align 4
  %23 = getelementptr inbounds %tilec_args_dequant_gemm_packed_i4, ptr %a, i32 0, i32 7
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
  %60 = call i32 @tilec_rt_run_blocks(i64 %59, i32 %nworkers, ptr @dequant_gemm_packed_i4_task, ptr %a)
  ret i32 %60

empty:                                            ; preds = %body
  ret i32 0
}

attributes #0 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
!25 = distinct !{!25, !1, !2}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !1, !2}
!28 = distinct !{!28, !1}
!29 = distinct !{!29, !1, !2}
!30 = distinct !{!30, !1, !2}
!31 = distinct !{!31, !1, !2}
!32 = distinct !{!32, !1, !2}
!33 = distinct !{!33, !1}
!34 = distinct !{!34, !1, !2}
!35 = distinct !{!35, !1}
!36 = distinct !{!36, !1, !2}
!37 = distinct !{!37, !1, !2}
!38 = distinct !{!38, !1, !2}
!39 = distinct !{!39, !1, !2}
!40 = distinct !{!40, !1}
!41 = distinct !{!41, !1}
!42 = distinct !{!42, !1}
!43 = distinct !{!43, !1, !2}
!44 = distinct !{!44, !1}
!45 = distinct !{!45, !1, !2}
!46 = distinct !{!46, !1}
!47 = distinct !{!47, !1, !2}
!48 = distinct !{!48, !1, !2}
!49 = distinct !{!49, !1}
!50 = distinct !{!50, !1, !2}
!51 = distinct !{!51, !1}
!52 = distinct !{!52, !1, !2}
!53 = distinct !{!53, !1, !2}
!54 = distinct !{!54, !1, !2}
!55 = distinct !{!55, !1, !2}
!56 = distinct !{!56, !1}
!57 = distinct !{!57, !1, !2}
!58 = distinct !{!58, !1}
!59 = distinct !{!59, !1, !2}
!60 = distinct !{!60, !1, !2}
!61 = distinct !{!61, !1, !2}
!62 = distinct !{!62, !1, !2}
!63 = distinct !{!63, !1}
!64 = distinct !{!64, !1}
!65 = distinct !{!65, !1}
!66 = distinct !{!66, !1, !2}
!67 = distinct !{!67, !1}
!68 = distinct !{!68, !1, !2}
!69 = distinct !{!69, !1}
!70 = distinct !{!70, !1, !2}
!71 = distinct !{!71, !1, !2}
!72 = distinct !{!72, !1}
!73 = distinct !{!73, !1, !2}
!74 = distinct !{!74, !1}
!75 = distinct !{!75, !1, !2}
!76 = distinct !{!76, !1, !2}
!77 = distinct !{!77, !1, !2}
!78 = distinct !{!78, !1, !2}
!79 = distinct !{!79, !1}
!80 = distinct !{!80, !1, !2}
!81 = distinct !{!81, !1}
!82 = distinct !{!82, !1, !2}
!83 = distinct !{!83, !1, !2}
!84 = distinct !{!84, !1, !2}
!85 = distinct !{!85, !1, !2}
!86 = distinct !{!86, !1}
!87 = distinct !{!87, !1}
!88 = distinct !{!88, !1}
!89 = distinct !{!89, !1, !2}
!90 = distinct !{!90, !1}
!91 = distinct !{!91, !1, !2}
!92 = distinct !{!92, !1}
!93 = distinct !{!93, !1, !2}
