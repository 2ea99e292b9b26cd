; ModuleID = 'dequant_gemm.tile'
source_filename = "dequant_gemm.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_dequant_gemm_u4 = type { ptr, ptr, ptr, ptr, i32, i32, i32, [3 x i64] }
%tilec_args_dequant_gemm_i4 = type { ptr, ptr, ptr, ptr, i32, i32, i32, [3 x i64] }
%tilec_args_dequant_gemm_packed_u4 = type { ptr, ptr, ptr, ptr, i32, i32, i32, [3 x i64] }
%tilec_args_dequant_gemm_packed_i4 = type { ptr, ptr, ptr, ptr, i32, i32, i32, [3 x i64] }

; Function Attrs: noinline nounwind
define internal void @dequant_gemm_u4_block(ptr noalias %A, ptr noalias %W, ptr noalias %S, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [1024 x float], align 64
  %W_s = alloca [512 x i8], align 64
  %B_s = alloca [1024 x float], align 64
  %C_f = alloca [1024 x float], align 64
  br label %body

body:                                             ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.end3, %body
  %i1 = phi i32 [ 0, %body ], [ %44, %for.end3 ]
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
  %13 = sext i32 %K to i64
  %14 = sdiv i64 %13, 2
  %15 = sub i64 0, %13
  %16 = select i1 false, i64 %15, i64 %14
  %17 = srem i64 %13, 2
  %18 = icmp ne i64 %17, 0
  %19 = icmp slt i64 %13, 0
  %20 = icmp eq i1 %19, false
  %21 = and i1 %18, %20
  %22 = zext i1 %21 to i64
  %23 = add i64 %16, %22
  %24 = trunc i64 %23 to i32
  %25 = sext i32 %K to i64
  %26 = sdiv i64 %25, 32
  %27 = sub i64 0, %25
  %28 = select i1 false, i64 %27, i64 %26
  %29 = srem i64 %25, 32
  %30 = icmp ne i64 %29, 0
  %31 = icmp slt i64 %25, 0
  %32 = icmp eq i1 %31, false
  %33 = and i1 %30, %32
  %34 = zext i1 %33 to i64
  %35 = add i64 %28, %34
  %36 = trunc i64 %35 to i32
  br label %for.cond4

for.cond1:                                        ; preds = %for.body2, %for.body
  %j1 = phi i32 [ 0, %for.body ], [ %43, %for.body2 ]
  %37 = icmp slt i32 %j1, 32
  br i1 %37, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %38 = sext i32 %i1 to i64
  %39 = mul nsw i64 %38, 32
  %40 = sext i32 %j1 to i64
  %41 = add nsw i64 %39, %40
  %42 = getelementptr inbounds float, ptr %C_f, i64 %41
  store float 0.000000e+00, ptr %42, align 4
  %43 = add nsw i32 %j1, 1
  br label %for.cond1, !llvm.loop !0

for.end3:                                         ; preds = %for.cond1
  %44 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !3

for.cond4:                                        ; preds = %for.end72, %for.end
  %k = phi i32 [ 0, %for.end ], [ %360, %for.end72 ]
  %45 = icmp slt i32 %k, %12
  br i1 %45, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %46 = mul i32 %by, 32
  %47 = icmp sle i32 0, %46
  %48 = mul i32 %by, 32
  %49 = sext i32 %48 to i64
  %50 = add i64 %49, 32
  %51 = sext i32 %M to i64
  %52 = icmp sle i64 %50, %51
  %53 = and i1 %47, %52
  %54 = mul i32 %k, 32
  %55 = icmp sle i32 0, %54
  %56 = mul i32 %k, 32
  %57 = sext i32 %56 to i64
  %58 = add i64 %57, 32
  %59 = sext i32 %K to i64
  %60 = icmp sle i64 %58, %59
  %61 = and i1 %55, %60
  %62 = and i1 %53, %61
  br i1 %62, label %if.then, label %if.else

for.end6:                                         ; preds = %for.cond4
  %63 = mul i32 %by, 32
  %64 = icmp sle i32 0, %63
  %65 = mul i32 %by, 32
  %66 = sext i32 %65 to i64
  %67 = add i64 %66, 32
  %68 = sext i32 %M to i64
  %69 = icmp sle i64 %67, %68
  %70 = and i1 %64, %69
  %71 = mul i32 %bx, 32
  %72 = icmp sle i32 0, %71
  %73 = mul i32 %bx, 32
  %74 = sext i32 %73 to i64
  %75 = add i64 %74, 32
  %76 = sext i32 %N to i64
  %77 = icmp sle i64 %75, %76
  %78 = and i1 %72, %77
  %79 = and i1 %70, %78
  br i1 %79, label %if.then76, label %if.else77

if.then:                                          ; preds = %for.body5
  br label %for.cond7

if.else:                                          ; preds = %for.body5
  br label %for.cond15

if.end:                                           ; preds = %for.end17, %for.end9
  %80 = mul i32 %bx, 32
  %81 = icmp sle i32 0, %80
  %82 = mul i32 %bx, 32
  %83 = sext i32 %82 to i64
  %84 = add i64 %83, 32
  %85 = sext i32 %N to i64
  %86 = icmp sle i64 %84, %85
  %87 = and i1 %81, %86
  %88 = mul i32 %k, 16
  %89 = icmp sle i32 0, %88
  %90 = mul i32 %k, 16
  %91 = sext i32 %90 to i64
  %92 = add i64 %91, 16
  %93 = sext i32 %24 to i64
  %94 = icmp sle i64 %92, %93
  %95 = and i1 %89, %94
  %96 = and i1 %87, %95
  br i1 %96, label %if.then37, label %if.else38

for.cond7:                                        ; preds = %for.end13, %if.then
  %i110 = phi i32 [ 0, %if.then ], [ %118, %for.end13 ]
  %97 = icmp slt i32 %i110, 32
  br i1 %97, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %if.end

for.cond11:                                       ; preds = %for.body12, %for.body8
  %j114 = phi i32 [ 0, %for.body8 ], [ %117, %for.body12 ]
  %98 = icmp slt i32 %j114, 32
  br i1 %98, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %99 = mul i32 %by, 32
  %100 = add i32 %99, %i110
  %101 = sext i32 %100 to i64
  %102 = sext i32 %K to i64
  %103 = mul nsw i64 %101, %102
  %104 = mul i32 %k, 32
  %105 = add i32 %104, %j114
  %106 = sext i32 %105 to i64
  %107 = add nsw i64 %103, %106
  %108 = getelementptr inbounds i16, ptr %A, i64 %107
  %109 = load i16, ptr %108, align 2
  %110 = bitcast i16 %109 to half
  %111 = fpext half %110 to float
  %112 = sext i32 %i110 to i64
  %113 = mul nsw i64 %112, 32
  %114 = sext i32 %j114 to i64
  %115 = add nsw i64 %113, %114
  %116 = getelementptr inbounds float, ptr %A_s, i64 %115
  store float %111, ptr %116, align 4
  %117 = add nsw i32 %j114, 1
  br label %for.cond11, !llvm.loop !5

for.end13:                                        ; preds = %for.cond11
  %118 = add nsw i32 %i110, 1
  br label %for.cond7, !llvm.loop !6

for.cond15:                                       ; preds = %for.end35, %if.else
  %i118 = phi i32 [ 0, %if.else ], [ %229, %for.end35 ]
  %119 = icmp slt i32 %i118, 32
  br i1 %119, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  %120 = mul i32 %k, 32
  %121 = sext i32 %120 to i64
  %122 = sub i64 0, %121
  %123 = icmp slt i64 %122, 0
  %124 = mul i32 %k, 32
  %125 = sext i32 %124 to i64
  %126 = sub i64 0, %125
  %127 = icmp sgt i64 %126, 32
  %128 = mul i32 %k, 32
  %129 = sext i32 %128 to i64
  %130 = sub i64 0, %129
  %131 = select i1 %127, i64 32, i64 %130
  %132 = select i1 %123, i64 0, i64 %131
  %tl_lo0 = trunc i64 %132 to i32
  %133 = sext i32 %K to i64
  %134 = mul i32 %k, 32
  %135 = sext i32 %134 to i64
  %136 = sub i64 %133, %135
  %137 = icmp slt i64 %136, 0
  %138 = sext i32 %K to i64
  %139 = mul i32 %k, 32
  %140 = sext i32 %139 to i64
  %141 = sub i64 %138, %140
  %142 = icmp sgt i64 %141, 32
  %143 = sext i32 %K to i64
  %144 = mul i32 %k, 32
  %145 = sext i32 %144 to i64
  %146 = sub i64 %143, %145
  %147 = select i1 %142, i64 32, i64 %146
  %148 = select i1 %137, i64 0, i64 %147
  %149 = sext i32 %tl_lo0 to i64
  %150 = icmp slt i64 %148, %149
  %151 = sext i32 %tl_lo0 to i64
  %152 = sext i32 %K to i64
  %153 = mul i32 %k, 32
  %154 = sext i32 %153 to i64
  %155 = sub i64 %152, %154
  %156 = icmp slt i64 %155, 0
  %157 = sext i32 %K to i64
  %158 = mul i32 %k, 32
  %159 = sext i32 %158 to i64
  %160 = sub i64 %157, %159
  %161 = icmp sgt i64 %160, 32
  %162 = sext i32 %K to i64
  %163 = mul i32 %k, 32
  %164 = sext i32 %163 to i64
  %165 = sub i64 %162, %164
  %166 = select i1 %161, i64 32, i64 %165
  %167 = select i1 %156, i64 0, i64 %166
  %168 = select i1 %150, i64 %151, i64 %167
  %tl_hi1 = trunc i64 %168 to i32
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  br label %if.end

for.cond19:                                       ; preds = %for.body20, %for.body16
  %j122 = phi i32 [ 0, %for.body16 ], [ %175, %for.body20 ]
  %169 = icmp slt i32 %j122, %tl_lo0
  br i1 %169, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %170 = sext i32 %i118 to i64
  %171 = mul nsw i64 %170, 32
  %172 = sext i32 %j122 to i64
  %173 = add nsw i64 %171, %172
  %174 = getelementptr inbounds float, ptr %A_s, i64 %173
  store float 0.000000e+00, ptr %174, align 4
  %175 = add nsw i32 %j122, 1
  br label %for.cond19, !llvm.loop !7

for.end21:                                        ; preds = %for.cond19
  %176 = mul i32 %by, 32
  %177 = sext i32 %176 to i64
  %178 = sext i32 %i118 to i64
  %179 = add i64 %177, %178
  %180 = icmp sle i64 0, %179
  %181 = mul i32 %by, 32
  %182 = sext i32 %181 to i64
  %183 = sext i32 %i118 to i64
  %184 = add i64 %182, %183
  %185 = sext i32 %M to i64
  %186 = icmp slt i64 %184, %185
  %187 = and i1 %180, %186
  br i1 %187, label %if.then23, label %if.else24

if.then23:                                        ; preds = %for.end21
  %188 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond26

if.else24:                                        ; preds = %for.end21
  %189 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond29

if.end25:                                         ; preds = %for.end31, %for.end28
  %190 = sub i32 32, %tl_hi1
  br label %for.cond33

for.cond26:                                       ; preds = %for.body27, %if.then23
  %j11 = phi i32 [ 0, %if.then23 ], [ %212, %for.body27 ]
  %191 = icmp slt i32 %j11, %188
  br i1 %191, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  %192 = mul i32 %by, 32
  %193 = add i32 %192, %i118
  %194 = sext i32 %193 to i64
  %195 = sext i32 %K to i64
  %196 = mul nsw i64 %194, %195
  %197 = mul i32 %k, 32
  %198 = add i32 %tl_lo0, %j11
  %199 = add i32 %197, %198
  %200 = sext i32 %199 to i64
  %201 = add nsw i64 %196, %200
  %202 = getelementptr inbounds i16, ptr %A, i64 %201
  %203 = load i16, ptr %202, align 2
  %204 = bitcast i16 %203 to half
  %205 = fpext half %204 to float
  %206 = sext i32 %i118 to i64
  %207 = mul nsw i64 %206, 32
  %208 = add i32 %tl_lo0, %j11
  %209 = sext i32 %208 to i64
  %210 = add nsw i64 %207, %209
  %211 = getelementptr inbounds float, ptr %A_s, i64 %210
  store float %205, ptr %211, align 4
  %212 = add nsw i32 %j11, 1
  br label %for.cond26, !llvm.loop !8

for.end28:                                        ; preds = %for.cond26
  br label %if.end25

for.cond29:                                       ; preds = %for.body30, %if.else24
  %j1132 = phi i32 [ 0, %if.else24 ], [ %220, %for.body30 ]
  %213 = icmp slt i32 %j1132, %189
  br i1 %213, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  %214 = sext i32 %i118 to i64
  %215 = mul nsw i64 %214, 32
  %216 = add i32 %tl_lo0, %j1132
  %217 = sext i32 %216 to i64
  %218 = add nsw i64 %215, %217
  %219 = getelementptr inbounds float, ptr %A_s, i64 %218
  store float 0.000000e+00, ptr %219, align 4
  %220 = add nsw i32 %j1132, 1
  br label %for.cond29, !llvm.loop !9

for.end31:                                        ; preds = %for.cond29
  br label %if.end25

for.cond33:                                       ; preds = %for.body34, %if.end25
  %j1136 = phi i32 [ 0, %if.end25 ], [ %228, %for.body34 ]
  %221 = icmp slt i32 %j1136, %190
  br i1 %221, label %for.body34, label %for.end35

for.body34:                                       ; preds = %for.cond33
  %222 = sext i32 %i118 to i64
  %223 = mul nsw i64 %222, 32
  %224 = add i32 %tl_hi1, %j1136
  %225 = sext i32 %224 to i64
  %226 = add nsw i64 %223, %225
  %227 = getelementptr inbounds float, ptr %A_s, i64 %226
  store float 0.000000e+00, ptr %227, align 4
  %228 = add nsw i32 %j1136, 1
  br label %for.cond33, !llvm.loop !10

for.end35:                                        ; preds = %for.cond33
  %229 = add nsw i32 %i118, 1
  br label %for.cond15, !llvm.loop !11

if.then37:                                        ; preds = %if.end
  br label %for.cond40

if.else38:                                        ; preds = %if.end
  br label %for.cond48

if.end39:                                         ; preds = %for.end50, %for.end42
  br label %for.cond70

for.cond40:                                       ; preds = %for.end46, %if.then37
  %i143 = phi i32 [ 0, %if.then37 ], [ %249, %for.end46 ]
  %230 = icmp slt i32 %i143, 32
  br i1 %230, label %for.body41, label %for.end42

for.body41:                                       ; preds = %for.cond40
  br label %for.cond44

for.end42:                                        ; preds = %for.cond40
  br label %if.end39

for.cond44:                                       ; preds = %for.body45, %for.body41
  %j147 = phi i32 [ 0, %for.body41 ], [ %248, %for.body45 ]
  %231 = icmp slt i32 %j147, 16
  br i1 %231, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %232 = mul i32 %bx, 32
  %233 = add i32 %232, %i143
  %234 = sext i32 %233 to i64
  %235 = sext i32 %24 to i64
  %236 = mul nsw i64 %234, %235
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
  br label %for.cond44, !llvm.loop !12

for.end46:                                        ; preds = %for.cond44
  %249 = add nsw i32 %i143, 1
  br label %for.cond40, !llvm.loop !13

for.cond48:                                       ; preds = %for.end68, %if.else38
  %i151 = phi i32 [ 0, %if.else38 ], [ %358, %for.end68 ]
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
  %264 = sext i32 %24 to i64
  %265 = mul i32 %k, 16
  %266 = sext i32 %265 to i64
  %267 = sub i64 %264, %266
  %268 = icmp slt i64 %267, 0
  %269 = sext i32 %24 to i64
  %270 = mul i32 %k, 16
  %271 = sext i32 %270 to i64
  %272 = sub i64 %269, %271
  %273 = icmp sgt i64 %272, 16
  %274 = sext i32 %24 to i64
  %275 = mul i32 %k, 16
  %276 = sext i32 %275 to i64
  %277 = sub i64 %274, %276
  %278 = select i1 %273, i64 16, i64 %277
  %279 = select i1 %268, i64 0, i64 %278
  %280 = sext i32 %tl_lo2 to i64
  %281 = icmp slt i64 %279, %280
  %282 = sext i32 %tl_lo2 to i64
  %283 = sext i32 %24 to i64
  %284 = mul i32 %k, 16
  %285 = sext i32 %284 to i64
  %286 = sub i64 %283, %285
  %287 = icmp slt i64 %286, 0
  %288 = sext i32 %24 to i64
  %289 = mul i32 %k, 16
  %290 = sext i32 %289 to i64
  %291 = sub i64 %288, %290
  %292 = icmp sgt i64 %291, 16
  %293 = sext i32 %24 to i64
  %294 = mul i32 %k, 16
  %295 = sext i32 %294 to i64
  %296 = sub i64 %293, %295
  %297 = select i1 %292, i64 16, i64 %296
  %298 = select i1 %287, i64 0, i64 %297
  %299 = select i1 %281, i64 %282, i64 %298
  %tl_hi3 = trunc i64 %299 to i32
  br label %for.cond52

for.end50:                                        ; preds = %for.cond48
  br label %if.end39

for.cond52:                                       ; preds = %for.body53, %for.body49
  %j155 = phi i32 [ 0, %for.body49 ], [ %306, %for.body53 ]
  %300 = icmp slt i32 %j155, %tl_lo2
  br i1 %300, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %301 = sext i32 %i151 to i64
  %302 = mul nsw i64 %301, 16
  %303 = sext i32 %j155 to i64
  %304 = add nsw i64 %302, %303
  %305 = getelementptr inbounds i8, ptr %W_s, i64 %304
  store i8 0, ptr %305, align 1
  %306 = add nsw i32 %j155, 1
  br label %for.cond52, !llvm.loop !14

for.end54:                                        ; preds = %for.cond52
  %307 = mul i32 %bx, 32
  %308 = sext i32 %307 to i64
  %309 = sext i32 %i151 to i64
  %310 = add i64 %308, %309
  %311 = icmp sle i64 0, %310
  %312 = mul i32 %bx, 32
  %313 = sext i32 %312 to i64
  %314 = sext i32 %i151 to i64
  %315 = add i64 %313, %314
  %316 = sext i32 %N to i64
  %317 = icmp slt i64 %315, %316
  %318 = and i1 %311, %317
  br i1 %318, label %if.then56, label %if.else57

if.then56:                                        ; preds = %for.end54
  %319 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond59

if.else57:                                        ; preds = %for.end54
  %320 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond62

if.end58:                                         ; preds = %for.end64, %for.end61
  %321 = sub i32 16, %tl_hi3
  br label %for.cond66

for.cond59:                                       ; preds = %for.body60, %if.then56
  %j12 = phi i32 [ 0, %if.then56 ], [ %341, %for.body60 ]
  %322 = icmp slt i32 %j12, %319
  br i1 %322, label %for.body60, label %for.end61

for.body60:                                       ; preds = %for.cond59
  %323 = mul i32 %bx, 32
  %324 = add i32 %323, %i151
  %325 = sext i32 %324 to i64
  %326 = sext i32 %24 to i64
  %327 = mul nsw i64 %325, %326
  %328 = mul i32 %k, 16
  %329 = add i32 %tl_lo2, %j12
  %330 = add i32 %328, %329
  %331 = sext i32 %330 to i64
  %332 = add nsw i64 %327, %331
  %333 = getelementptr inbounds i8, ptr %W, i64 %332
  %334 = load i8, ptr %333, align 1
  %335 = sext i32 %i151 to i64
  %336 = mul nsw i64 %335, 16
  %337 = add i32 %tl_lo2, %j12
  %338 = sext i32 %337 to i64
  %339 = add nsw i64 %336, %338
  %340 = getelementptr inbounds i8, ptr %W_s, i64 %339
  store i8 %334, ptr %340, align 1
  %341 = add nsw i32 %j12, 1
  br label %for.cond59, !llvm.loop !15

for.end61:                                        ; preds = %for.cond59
  br label %if.end58

for.cond62:                                       ; preds = %for.body63, %if.else57
  %j1265 = phi i32 [ 0, %if.else57 ], [ %349, %for.body63 ]
  %342 = icmp slt i32 %j1265, %320
  br i1 %342, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %343 = sext i32 %i151 to i64
  %344 = mul nsw i64 %343, 16
  %345 = add i32 %tl_lo2, %j1265
  %346 = sext i32 %345 to i64
  %347 = add nsw i64 %344, %346
  %348 = getelementptr inbounds i8, ptr %W_s, i64 %347
  store i8 0, ptr %348, align 1
  %349 = add nsw i32 %j1265, 1
  br label %for.cond62, !llvm.loop !16

for.end64:                                        ; preds = %for.cond62
  br label %if.end58

for.cond66:                                       ; preds = %for.body67, %if.end58
  %j1269 = phi i32 [ 0, %if.end58 ], [ %357, %for.body67 ]
  %350 = icmp slt i32 %j1269, %321
  br i1 %350, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  %351 = sext i32 %i151 to i64
  %352 = mul nsw i64 %351, 16
  %353 = add i32 %tl_hi3, %j1269
  %354 = sext i32 %353 to i64
  %355 = add nsw i64 %352, %354
  %356 = getelementptr inbounds i8, ptr %W_s, i64 %355
  store i8 0, ptr %356, align 1
  %357 = add nsw i32 %j1269, 1
  br label %for.cond66, !llvm.loop !17

for.end68:                                        ; preds = %for.cond66
  %358 = add nsw i32 %i151, 1
  br label %for.cond48, !llvm.loop !18

for.cond70:                                       ; preds = %for.end75, %if.end39
  %i = phi i32 [ 0, %if.end39 ], [ %396, %for.end75 ]
  %359 = icmp slt i32 %i, 32
  br i1 %359, label %for.body71, label %for.end72

for.body71:                                       ; preds = %for.cond70
  br label %for.cond73

for.end72:                                        ; preds = %for.cond70
  call void @tilec_rt_gemm_f32(i32 32, i32 32, i32 32, ptr %A_s, i32 32, i32 0, ptr %B_s, i32 32, i32 1, ptr %C_f, i32 32)
  %360 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !19

for.cond73:                                       ; preds = %sel.end, %for.body71
  %j = phi i32 [ 0, %for.body71 ], [ %422, %sel.end ]
  %361 = icmp slt i32 %j, 32
  br i1 %361, label %for.body74, label %for.end75

for.body74:                                       ; preds = %for.cond73
  %362 = sext i32 %i to i64
  %363 = mul nsw i64 %362, 16
  %364 = sdiv i32 %j, 2
  %365 = sub i32 0, %j
  %366 = select i1 false, i32 %365, i32 %364
  %367 = sext i32 %366 to i64
  %368 = add nsw i64 %363, %367
  %369 = getelementptr inbounds i8, ptr %W_s, i64 %368
  %byte = load i8, ptr %369, align 1
  %370 = srem i32 %j, 2
  %371 = icmp eq i32 %370, 0
  %372 = and i8 %byte, 15
  %373 = lshr i8 %byte, 4
  %374 = select i1 false, i8 0, i8 %373
  %q = select i1 %371, i8 %372, i8 %374
  %375 = mul i32 %bx, 32
  %376 = add i32 %375, %i
  %377 = icmp sle i32 0, %376
  %378 = mul i32 %bx, 32
  %379 = add i32 %378, %i
  %380 = icmp slt i32 %379, %N
  %381 = and i1 %377, %380
  %382 = mul i32 %k, 32
  %383 = add i32 %382, %j
  %384 = sdiv i32 %383, 32
  %385 = sub i32 0, %383
  %386 = select i1 false, i32 %385, i32 %384
  %387 = icmp sle i32 0, %386
  %388 = mul i32 %k, 32
  %389 = add i32 %388, %j
  %390 = sdiv i32 %389, 32
  %391 = sub i32 0, %389
  %392 = select i1 false, i32 %391, i32 %390
  %393 = icmp slt i32 %392, %36
  %394 = and i1 %387, %393
  %395 = and i1 %381, %394
  br i1 %395, label %sel.then, label %sel.else

for.end75:                                        ; preds = %for.cond73
  %396 = add nsw i32 %i, 1
  br label %for.cond70, !llvm.loop !21

sel.then:                                         ; preds = %for.body74
  %397 = mul i32 %bx, 32
  %398 = add i32 %397, %i
  %399 = sext i32 %398 to i64
  %400 = sext i32 %36 to i64
  %401 = mul nsw i64 %399, %400
  %402 = mul i32 %k, 32
  %403 = add i32 %402, %j
  %404 = sdiv i32 %403, 32
  %405 = sub i32 0, %403
  %406 = select i1 false, i32 %405, i32 %404
  %407 = sext i32 %406 to i64
  %408 = add nsw i64 %401, %407
  %409 = getelementptr inbounds i16, ptr %S, i64 %408
  %410 = load i16, ptr %409, align 2
  %411 = bitcast i16 %410 to half
  %412 = fpext half %411 to float
  br label %sel.end

sel.else:                                         ; preds = %for.body74
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %s = phi float [ %412, %sel.then ], [ 0.000000e+00, %sel.else ]
  %413 = zext i8 %q to i64
  %414 = sitofp i64 %413 to float
  %415 = fsub float %414, 8.000000e+00
  %416 = fmul float %415, %s
  %417 = sext i32 %i to i64
  %418 = mul nsw i64 %417, 32
  %419 = sext i32 %j to i64
  %420 = add nsw i64 %418, %419
  %421 = getelementptr inbounds float, ptr %B_s, i64 %420
  store float %416, ptr %421, align 4
  %422 = add nsw i32 %j, 1
  br label %for.cond73, !llvm.loop !22

if.then76:                                        ; preds = %for.end6
  br label %for.cond79

if.else77:                                        ; preds = %for.end6
  br label %for.cond88

if.end78:                                         ; preds = %for.end90, %for.end81
  ret void

for.cond79:                                       ; preds = %if.end84, %if.then76
  %i2 = phi i32 [ 0, %if.then76 ], [ %442, %if.end84 ]
  %423 = icmp slt i32 %i2, 32
  br i1 %423, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %424 = sext i32 %M to i64
  %425 = sext i32 %N to i64
  %426 = mul i64 %424, %425
  %427 = icmp sge i64 %426, 8388608
  br i1 %427, label %if.then82, label %if.else83

for.end81:                                        ; preds = %for.cond79
  br label %if.end78

if.then82:                                        ; preds = %for.body80
  %428 = mul i32 %by, 32
  %429 = add i32 %428, %i2
  %430 = sext i32 %429 to i64
  %431 = sext i32 %N to i64
  %432 = mul nsw i64 %430, %431
  %433 = mul i32 %bx, 32
  %434 = add i32 %433, 0
  %435 = sext i32 %434 to i64
  %436 = add nsw i64 %432, %435
  %437 = getelementptr inbounds float, ptr %C, i64 %436
  %438 = sext i32 %i2 to i64
  %439 = mul nsw i64 %438, 32
  %440 = add nsw i64 %439, 0
  %441 = getelementptr inbounds float, ptr %C_f, i64 %440
  call void @tilec_rt_stream(ptr %437, ptr %441, i64 128)
  br label %if.end84

if.else83:                                        ; preds = %for.body80
  br label %for.cond85

if.end84:                                         ; preds = %for.end87, %if.then82
  %442 = add nsw i32 %i2, 1
  br label %for.cond79, !llvm.loop !23

for.cond85:                                       ; preds = %for.body86, %if.else83
  %j2 = phi i32 [ 0, %if.else83 ], [ %460, %for.body86 ]
  %443 = icmp slt i32 %j2, 32
  br i1 %443, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  %444 = sext i32 %i2 to i64
  %445 = mul nsw i64 %444, 32
  %446 = sext i32 %j2 to i64
  %447 = add nsw i64 %445, %446
  %448 = getelementptr inbounds float, ptr %C_f, i64 %447
  %449 = load float, ptr %448, align 4
  %450 = mul i32 %by, 32
  %451 = add i32 %450, %i2
  %452 = sext i32 %451 to i64
  %453 = sext i32 %N to i64
  %454 = mul nsw i64 %452, %453
  %455 = mul i32 %bx, 32
  %456 = add i32 %455, %j2
  %457 = sext i32 %456 to i64
  %458 = add nsw i64 %454, %457
  %459 = getelementptr inbounds float, ptr %C, i64 %458
  store float %449, ptr %459, align 4
  %460 = add nsw i32 %j2, 1
  br label %for.cond85, !llvm.loop !24

for.end87:                                        ; preds = %for.cond85
  br label %if.end84

for.cond88:                                       ; preds = %if.end94, %if.else77
  %i291 = phi i32 [ 0, %if.else77 ], [ %524, %if.end94 ]
  %461 = icmp slt i32 %i291, 32
  br i1 %461, label %for.body89, label %for.end90

for.body89:                                       ; preds = %for.cond88
  %462 = mul i32 %bx, 32
  %463 = sext i32 %462 to i64
  %464 = sub i64 0, %463
  %465 = icmp slt i64 %464, 0
  %466 = mul i32 %bx, 32
  %467 = sext i32 %466 to i64
  %468 = sub i64 0, %467
  %469 = icmp sgt i64 %468, 32
  %470 = mul i32 %bx, 32
  %471 = sext i32 %470 to i64
  %472 = sub i64 0, %471
  %473 = select i1 %469, i64 32, i64 %472
  %474 = select i1 %465, i64 0, i64 %473
  %tl_lo4 = trunc i64 %474 to i32
  %475 = sext i32 %N to i64
  %476 = mul i32 %bx, 32
  %477 = sext i32 %476 to i64
  %478 = sub i64 %475, %477
  %479 = icmp slt i64 %478, 0
  %480 = sext i32 %N to i64
  %481 = mul i32 %bx, 32
  %482 = sext i32 %481 to i64
  %483 = sub i64 %480, %482
  %484 = icmp sgt i64 %483, 32
  %485 = sext i32 %N to i64
  %486 = mul i32 %bx, 32
  %487 = sext i32 %486 to i64
  %488 = sub i64 %485, %487
  %489 = select i1 %484, i64 32, i64 %488
  %490 = select i1 %479, i64 0, i64 %489
  %491 = sext i32 %tl_lo4 to i64
  %492 = icmp slt i64 %490, %491
  %493 = sext i32 %tl_lo4 to i64
  %494 = sext i32 %N to i64
  %495 = mul i32 %bx, 32
  %496 = sext i32 %495 to i64
  %497 = sub i64 %494, %496
  %498 = icmp slt i64 %497, 0
  %499 = sext i32 %N to i64
  %500 = mul i32 %bx, 32
  %501 = sext i32 %500 to i64
  %502 = sub i64 %499, %501
  %503 = icmp sgt i64 %502, 32
  %504 = sext i32 %N to i64
  %505 = mul i32 %bx, 32
  %506 = sext i32 %505 to i64
  %507 = sub i64 %504, %506
  %508 = select i1 %503, i64 32, i64 %507
  %509 = select i1 %498, i64 0, i64 %508
  %510 = select i1 %492, i64 %493, i64 %509
  %tl_hi5 = trunc i64 %510 to i32
  %511 = mul i32 %by, 32
  %512 = sext i32 %511 to i64
  %513 = sext i32 %i291 to i64
  %514 = add i64 %512, %513
  %515 = icmp sle i64 0, %514
  %516 = mul i32 %by, 32
  %517 = sext i32 %516 to i64
  %518 = sext i32 %i291 to i64
  %519 = add i64 %517, %518
  %520 = sext i32 %M to i64
  %521 = icmp slt i64 %519, %520
  %522 = and i1 %515, %521
  br i1 %522, label %if.then92, label %if.else93

for.end90:                                        ; preds = %for.cond88
  br label %if.end78

if.then92:                                        ; preds = %for.body89
  %523 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond95

if.else93:                                        ; preds = %for.body89
  br label %if.end94

if.end94:                                         ; preds = %if.else93, %for.end97
  %524 = add nsw i32 %i291, 1
  br label %for.cond88, !llvm.loop !25

for.cond95:                                       ; preds = %for.body96, %if.then92
  %j21 = phi i32 [ 0, %if.then92 ], [ %544, %for.body96 ]
  %525 = icmp slt i32 %j21, %523
  br i1 %525, label %for.body96, label %for.end97

for.body96:                                       ; preds = %for.cond95
  %526 = sext i32 %i291 to i64
  %527 = mul nsw i64 %526, 32
  %528 = add i32 %tl_lo4, %j21
  %529 = sext i32 %528 to i64
  %530 = add nsw i64 %527, %529
  %531 = getelementptr inbounds float, ptr %C_f, i64 %530
  %532 = load float, ptr %531, align 4
  %533 = mul i32 %by, 32
  %534 = add i32 %533, %i291
  %535 = sext i32 %534 to i64
  %536 = sext i32 %N to i64
  %537 = mul nsw i64 %535, %536
  %538 = mul i32 %bx, 32
  %539 = add i32 %tl_lo4, %j21
  %540 = add i32 %538, %539
  %541 = sext i32 %540 to i64
  %542 = add nsw i64 %537, %541
  %543 = getelementptr inbounds float, ptr %C, i64 %542
  store float %532, ptr %543, align 4
  %544 = add nsw i32 %j21, 1
  br label %for.cond95, !llvm.loop !26

for.end97:                                        ; preds = %for.cond95
  br label %if.end94
}

declare void @tilec_rt_gemm_f32(i32, i32, i32, ptr, i32, i32, ptr, i32, i32, ptr, i32)

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nounwind
define internal void @dequant_gemm_u4_task(ptr %ctx, i64 %block) #1 {
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
define i32 @tilec_launch_dequant_gemm_u4(ptr %args, ptr %dims, ptr %self) #1 {
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

; Function Attrs: noinline nounwind
define internal void @dequant_gemm_i4_block(ptr noalias %A, ptr noalias %W, ptr noalias %S, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [1024 x float], align 64
  %W_s = alloca [512 x i8], align 64
  %B_s = alloca [1024 x float], align 64
  %C_f = alloca [1024 x float], align 64
  br label %body

body:                                             ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.end3, %body
  %i1 = phi i32 [ 0, %body ], [ %44, %for.end3 ]
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
  %13 = sext i32 %K to i64
  %14 = sdiv i64 %13, 2
  %15 = sub i64 0, %13
  %16 = select i1 false, i64 %15, i64 %14
  %17 = srem i64 %13, 2
  %18 = icmp ne i64 %17, 0
  %19 = icmp slt i64 %13, 0
  %20 = icmp eq i1 %19, false
  %21 = and i1 %18, %20
  %22 = zext i1 %21 to i64
  %23 = add i64 %16, %22
  %24 = trunc i64 %23 to i32
  %25 = sext i32 %K to i64
  %26 = sdiv i64 %25, 32
  %27 = sub i64 0, %25
  %28 = select i1 false, i64 %27, i64 %26
  %29 = srem i64 %25, 32
  %30 = icmp ne i64 %29, 0
  %31 = icmp slt i64 %25, 0
  %32 = icmp eq i1 %31, false
  %33 = and i1 %30, %32
  %34 = zext i1 %33 to i64
  %35 = add i64 %28, %34
  %36 = trunc i64 %35 to i32
  br label %for.cond4

for.cond1:                                        ; preds = %for.body2, %for.body
  %j1 = phi i32 [ 0, %for.body ], [ %43, %for.body2 ]
  %37 = icmp slt i32 %j1, 32
  br i1 %37, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %38 = sext i32 %i1 to i64
  %39 = mul nsw i64 %38, 32
  %40 = sext i32 %j1 to i64
  %41 = add nsw i64 %39, %40
  %42 = getelementptr inbounds float, ptr %C_f, i64 %41
  store float 0.000000e+00, ptr %42, align 4
  %43 = add nsw i32 %j1, 1
  br label %for.cond1, !llvm.loop !27

for.end3:                                         ; preds = %for.cond1
  %44 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !28

for.cond4:                                        ; preds = %for.end72, %for.end
  %k = phi i32 [ 0, %for.end ], [ %360, %for.end72 ]
  %45 = icmp slt i32 %k, %12
  br i1 %45, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %46 = mul i32 %by, 32
  %47 = icmp sle i32 0, %46
  %48 = mul i32 %by, 32
  %49 = sext i32 %48 to i64
  %50 = add i64 %49, 32
  %51 = sext i32 %M to i64
  %52 = icmp sle i64 %50, %51
  %53 = and i1 %47, %52
  %54 = mul i32 %k, 32
  %55 = icmp sle i32 0, %54
  %56 = mul i32 %k, 32
  %57 = sext i32 %56 to i64
  %58 = add i64 %57, 32
  %59 = sext i32 %K to i64
  %60 = icmp sle i64 %58, %59
  %61 = and i1 %55, %60
  %62 = and i1 %53, %61
  br i1 %62, label %if.then, label %if.else

for.end6:                                         ; preds = %for.cond4
  %63 = mul i32 %by, 32
  %64 = icmp sle i32 0, %63
  %65 = mul i32 %by, 32
  %66 = sext i32 %65 to i64
  %67 = add i64 %66, 32
  %68 = sext i32 %M to i64
  %69 = icmp sle i64 %67, %68
  %70 = and i1 %64, %69
  %71 = mul i32 %bx, 32
  %72 = icmp sle i32 0, %71
  %73 = mul i32 %bx, 32
  %74 = sext i32 %73 to i64
  %75 = add i64 %74, 32
  %76 = sext i32 %N to i64
  %77 = icmp sle i64 %75, %76
  %78 = and i1 %72, %77
  %79 = and i1 %70, %78
  br i1 %79, label %if.then76, label %if.else77

if.then:                                          ; preds = %for.body5
  br label %for.cond7

if.else:                                          ; preds = %for.body5
  br label %for.cond15

if.end:                                           ; preds = %for.end17, %for.end9
  %80 = mul i32 %bx, 32
  %81 = icmp sle i32 0, %80
  %82 = mul i32 %bx, 32
  %83 = sext i32 %82 to i64
  %84 = add i64 %83, 32
  %85 = sext i32 %N to i64
  %86 = icmp sle i64 %84, %85
  %87 = and i1 %81, %86
  %88 = mul i32 %k, 16
  %89 = icmp sle i32 0, %88
  %90 = mul i32 %k, 16
  %91 = sext i32 %90 to i64
  %92 = add i64 %91, 16
  %93 = sext i32 %24 to i64
  %94 = icmp sle i64 %92, %93
  %95 = and i1 %89, %94
  %96 = and i1 %87, %95
  br i1 %96, label %if.then37, label %if.else38

for.cond7:                                        ; preds = %for.end13, %if.then
  %i110 = phi i32 [ 0, %if.then ], [ %118, %for.end13 ]
  %97 = icmp slt i32 %i110, 32
  br i1 %97, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %if.end

for.cond11:                                       ; preds = %for.body12, %for.body8
  %j114 = phi i32 [ 0, %for.body8 ], [ %117, %for.body12 ]
  %98 = icmp slt i32 %j114, 32
  br i1 %98, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %99 = mul i32 %by, 32
  %100 = add i32 %99, %i110
  %101 = sext i32 %100 to i64
  %102 = sext i32 %K to i64
  %103 = mul nsw i64 %101, %102
  %104 = mul i32 %k, 32
  %105 = add i32 %104, %j114
  %106 = sext i32 %105 to i64
  %107 = add nsw i64 %103, %106
  %108 = getelementptr inbounds i16, ptr %A, i64 %107
  %109 = load i16, ptr %108, align 2
  %110 = bitcast i16 %109 to half
  %111 = fpext half %110 to float
  %112 = sext i32 %i110 to i64
  %113 = mul nsw i64 %112, 32
  %114 = sext i32 %j114 to i64
  %115 = add nsw i64 %113, %114
  %116 = getelementptr inbounds float, ptr %A_s, i64 %115
  store float %111, ptr %116, align 4
  %117 = add nsw i32 %j114, 1
  br label %for.cond11, !llvm.loop !29

for.end13:                                        ; preds = %for.cond11
  %118 = add nsw i32 %i110, 1
  br label %for.cond7, !llvm.loop !30

for.cond15:                                       ; preds = %for.end35, %if.else
  %i118 = phi i32 [ 0, %if.else ], [ %229, %for.end35 ]
  %119 = icmp slt i32 %i118, 32
  br i1 %119, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  %120 = mul i32 %k, 32
  %121 = sext i32 %120 to i64
  %122 = sub i64 0, %121
  %123 = icmp slt i64 %122, 0
  %124 = mul i32 %k, 32
  %125 = sext i32 %124 to i64
  %126 = sub i64 0, %125
  %127 = icmp sgt i64 %126, 32
  %128 = mul i32 %k, 32
  %129 = sext i32 %128 to i64
  %130 = sub i64 0, %129
  %131 = select i1 %127, i64 32, i64 %130
  %132 = select i1 %123, i64 0, i64 %131
  %tl_lo0 = trunc i64 %132 to i32
  %133 = sext i32 %K to i64
  %134 = mul i32 %k, 32
  %135 = sext i32 %134 to i64
  %136 = sub i64 %133, %135
  %137 = icmp slt i64 %136, 0
  %138 = sext i32 %K to i64
  %139 = mul i32 %k, 32
  %140 = sext i32 %139 to i64
  %141 = sub i64 %138, %140
  %142 = icmp sgt i64 %141, 32
  %143 = sext i32 %K to i64
  %144 = mul i32 %k, 32
  %145 = sext i32 %144 to i64
  %146 = sub i64 %143, %145
  %147 = select i1 %142, i64 32, i64 %146
  %148 = select i1 %137, i64 0, i64 %147
  %149 = sext i32 %tl_lo0 to i64
  %150 = icmp slt i64 %148, %149
  %151 = sext i32 %tl_lo0 to i64
  %152 = sext i32 %K to i64
  %153 = mul i32 %k, 32
  %154 = sext i32 %153 to i64
  %155 = sub i64 %152, %154
  %156 = icmp slt i64 %155, 0
  %157 = sext i32 %K to i64
  %158 = mul i32 %k, 32
  %159 = sext i32 %158 to i64
  %160 = sub i64 %157, %159
  %161 = icmp sgt i64 %160, 32
  %162 = sext i32 %K to i64
  %163 = mul i32 %k, 32
  %164 = sext i32 %163 to i64
  %165 = sub i64 %162, %164
  %166 = select i1 %161, i64 32, i64 %165
  %167 = select i1 %156, i64 0, i64 %166
  %168 = select i1 %150, i64 %151, i64 %167
  %tl_hi1 = trunc i64 %168 to i32
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  br label %if.end

for.cond19:                                       ; preds = %for.body20, %for.body16
  %j122 = phi i32 [ 0, %for.body16 ], [ %175, %for.body20 ]
  %169 = icmp slt i32 %j122, %tl_lo0
  br i1 %169, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %170 = sext i32 %i118 to i64
  %171 = mul nsw i64 %170, 32
  %172 = sext i32 %j122 to i64
  %173 = add nsw i64 %171, %172
  %174 = getelementptr inbounds float, ptr %A_s, i64 %173
  store float 0.000000e+00, ptr %174, align 4
  %175 = add nsw i32 %j122, 1
  br label %for.cond19, !llvm.loop !31

for.end21:                                        ; preds = %for.cond19
  %176 = mul i32 %by, 32
  %177 = sext i32 %176 to i64
  %178 = sext i32 %i118 to i64
  %179 = add i64 %177, %178
  %180 = icmp sle i64 0, %179
  %181 = mul i32 %by, 32
  %182 = sext i32 %181 to i64
  %183 = sext i32 %i118 to i64
  %184 = add i64 %182, %183
  %185 = sext i32 %M to i64
  %186 = icmp slt i64 %184, %185
  %187 = and i1 %180, %186
  br i1 %187, label %if.then23, label %if.else24

if.then23:                                        ; preds = %for.end21
  %188 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond26

if.else24:                                        ; preds = %for.end21
  %189 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond29

if.end25:                                         ; preds = %for.end31, %for.end28
  %190 = sub i32 32, %tl_hi1
  br label %for.cond33

for.cond26:                                       ; preds = %for.body27, %if.then23
  %j11 = phi i32 [ 0, %if.then23 ], [ %212, %for.body27 ]
  %191 = icmp slt i32 %j11, %188
  br i1 %191, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  %192 = mul i32 %by, 32
  %193 = add i32 %192, %i118
  %194 = sext i32 %193 to i64
  %195 = sext i32 %K to i64
  %196 = mul nsw i64 %194, %195
  %197 = mul i32 %k, 32
  %198 = add i32 %tl_lo0, %j11
  %199 = add i32 %197, %198
  %200 = sext i32 %199 to i64
  %201 = add nsw i64 %196, %200
  %202 = getelementptr inbounds i16, ptr %A, i64 %201
  %203 = load i16, ptr %202, align 2
  %204 = bitcast i16 %203 to half
  %205 = fpext half %204 to float
  %206 = sext i32 %i118 to i64
  %207 = mul nsw i64 %206, 32
  %208 = add i32 %tl_lo0, %j11
  %209 = sext i32 %208 to i64
  %210 = add nsw i64 %207, %209
  %211 = getelementptr inbounds float, ptr %A_s, i64 %210
  store float %205, ptr %211, align 4
  %212 = add nsw i32 %j11, 1
  br label %for.cond26, !llvm.loop !32

for.end28:                                        ; preds = %for.cond26
  br label %if.end25

for.cond29:                                       ; preds = %for.body30, %if.else24
  %j1132 = phi i32 [ 0, %if.else24 ], [ %220, %for.body30 ]
  %213 = icmp slt i32 %j1132, %189
  br i1 %213, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  %214 = sext i32 %i118 to i64
  %215 = mul nsw i64 %214, 32
  %216 = add i32 %tl_lo0, %j1132
  %217 = sext i32 %216 to i64
  %218 = add nsw i64 %215, %217
  %219 = getelementptr inbounds float, ptr %A_s, i64 %218
  store float 0.000000e+00, ptr %219, align 4
  %220 = add nsw i32 %j1132, 1
  br label %for.cond29, !llvm.loop !33

for.end31:                                        ; preds = %for.cond29
  br label %if.end25

for.cond33:                                       ; preds = %for.body34, %if.end25
  %j1136 = phi i32 [ 0, %if.end25 ], [ %228, %for.body34 ]
  %221 = icmp slt i32 %j1136, %190
  br i1 %221, label %for.body34, label %for.end35

for.body34:                                       ; preds = %for.cond33
  %222 = sext i32 %i118 to i64
  %223 = mul nsw i64 %222, 32
  %224 = add i32 %tl_hi1, %j1136
  %225 = sext i32 %224 to i64
  %226 = add nsw i64 %223, %225
  %227 = getelementptr inbounds float, ptr %A_s, i64 %226
  store float 0.000000e+00, ptr %227, align 4
  %228 = add nsw i32 %j1136, 1
  br label %for.cond33, !llvm.loop !34

for.end35:                                        ; preds = %for.cond33
  %229 = add nsw i32 %i118, 1
  br label %for.cond15, !llvm.loop !35

if.then37:                                        ; preds = %if.end
  br label %for.cond40

if.else38:                                        ; preds = %if.end
  br label %for.cond48

if.end39:                                         ; preds = %for.end50, %for.end42
  br label %for.cond70

for.cond40:                                       ; preds = %for.end46, %if.then37
  %i143 = phi i32 [ 0, %if.then37 ], [ %249, %for.end46 ]
  %230 = icmp slt i32 %i143, 32
  br i1 %230, label %for.body41, label %for.end42

for.body41:                                       ; preds = %for.cond40
  br label %for.cond44

for.end42:                                        ; preds = %for.cond40
  br label %if.end39

for.cond44:                                       ; preds = %for.body45, %for.body41
  %j147 = phi i32 [ 0, %for.body41 ], [ %248, %for.body45 ]
  %231 = icmp slt i32 %j147, 16
  br i1 %231, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %232 = mul i32 %bx, 32
  %233 = add i32 %232, %i143
  %234 = sext i32 %233 to i64
  %235 = sext i32 %24 to i64
  %236 = mul nsw i64 %234, %235
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
  br label %for.cond44, !llvm.loop !36

for.end46:                                        ; preds = %for.cond44
  %249 = add nsw i32 %i143, 1
  br label %for.cond40, !llvm.loop !37

for.cond48:                                       ; preds = %for.end68, %if.else38
  %i151 = phi i32 [ 0, %if.else38 ], [ %358, %for.end68 ]
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
  %264 = sext i32 %24 to i64
  %265 = mul i32 %k, 16
  %266 = sext i32 %265 to i64
  %267 = sub i64 %264, %266
  %268 = icmp slt i64 %267, 0
  %269 = sext i32 %24 to i64
  %270 = mul i32 %k, 16
  %271 = sext i32 %270 to i64
  %272 = sub i64 %269, %271
  %273 = icmp sgt i64 %272, 16
  %274 = sext i32 %24 to i64
  %275 = mul i32 %k, 16
  %276 = sext i32 %275 to i64
  %277 = sub i64 %274, %276
  %278 = select i1 %273, i64 16, i64 %277
  %279 = select i1 %268, i64 0, i64 %278
  %280 = sext i32 %tl_lo2 to i64
  %281 = icmp slt i64 %279, %280
  %282 = sext i32 %tl_lo2 to i64
  %283 = sext i32 %24 to i64
  %284 = mul i32 %k, 16
  %285 = sext i32 %284 to i64
  %286 = sub i64 %283, %285
  %287 = icmp slt i64 %286, 0
  %288 = sext i32 %24 to i64
  %289 = mul i32 %k, 16
  %290 = sext i32 %289 to i64
  %291 = sub i64 %288, %290
  %292 = icmp sgt i64 %291, 16
  %293 = sext i32 %24 to i64
  %294 = mul i32 %k, 16
  %295 = sext i32 %294 to i64
  %296 = sub i64 %293, %295
  %297 = select i1 %292, i64 16, i64 %296
  %298 = select i1 %287, i64 0, i64 %297
  %299 = select i1 %281, i64 %282, i64 %298
  %tl_hi3 = trunc i64 %299 to i32
  br label %for.cond52

for.end50:                                        ; preds = %for.cond48
  br label %if.end39

for.cond52:                                       ; preds = %for.body53, %for.body49
  %j155 = phi i32 [ 0, %for.body49 ], [ %306, %for.body53 ]
  %300 = icmp slt i32 %j155, %tl_lo2
  br i1 %300, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %301 = sext i32 %i151 to i64
  %302 = mul nsw i64 %301, 16
  %303 = sext i32 %j155 to i64
  %304 = add nsw i64 %302, %303
  %305 = getelementptr inbounds i8, ptr %W_s, i64 %304
  store i8 0, ptr %305, align 1
  %306 = add nsw i32 %j155, 1
  br label %for.cond52, !llvm.loop !38

for.end54:                                        ; preds = %for.cond52
  %307 = mul i32 %bx, 32
  %308 = sext i32 %307 to i64
  %309 = sext i32 %i151 to i64
  %310 = add i64 %308, %309
  %311 = icmp sle i64 0, %310
  %312 = mul i32 %bx, 32
  %313 = sext i32 %312 to i64
  %314 = sext i32 %i151 to i64
  %315 = add i64 %313, %314
  %316 = sext i32 %N to i64
  %317 = icmp slt i64 %315, %316
  %318 = and i1 %311, %317
  br i1 %318, label %if.then56, label %if.else57

if.then56:                                        ; preds = %for.end54
  %319 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond59

if.else57:                                        ; preds = %for.end54
  %320 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond62

if.end58:                                         ; preds = %for.end64, %for.end61
  %321 = sub i32 16, %tl_hi3
  br label %for.cond66

for.cond59:                                       ; preds = %for.body60, %if.then56
  %j12 = phi i32 [ 0, %if.then56 ], [ %341, %for.body60 ]
  %322 = icmp slt i32 %j12, %319
  br i1 %322, label %for.body60, label %for.end61

for.body60:                                       ; preds = %for.cond59
  %323 = mul i32 %bx, 32
  %324 = add i32 %323, %i151
  %325 = sext i32 %324 to i64
  %326 = sext i32 %24 to i64
  %327 = mul nsw i64 %325, %326
  %328 = mul i32 %k, 16
  %329 = add i32 %tl_lo2, %j12
  %330 = add i32 %328, %329
  %331 = sext i32 %330 to i64
  %332 = add nsw i64 %327, %331
  %333 = getelementptr inbounds i8, ptr %W, i64 %332
  %334 = load i8, ptr %333, align 1
  %335 = sext i32 %i151 to i64
  %336 = mul nsw i64 %335, 16
  %337 = add i32 %tl_lo2, %j12
  %338 = sext i32 %337 to i64
  %339 = add nsw i64 %336, %338
  %340 = getelementptr inbounds i8, ptr %W_s, i64 %339
  store i8 %334, ptr %340, align 1
  %341 = add nsw i32 %j12, 1
  br label %for.cond59, !llvm.loop !39

for.end61:                                        ; preds = %for.cond59
  br label %if.end58

for.cond62:                                       ; preds = %for.body63, %if.else57
  %j1265 = phi i32 [ 0, %if.else57 ], [ %349, %for.body63 ]
  %342 = icmp slt i32 %j1265, %320
  br i1 %342, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %343 = sext i32 %i151 to i64
  %344 = mul nsw i64 %343, 16
  %345 = add i32 %tl_lo2, %j1265
  %346 = sext i32 %345 to i64
  %347 = add nsw i64 %344, %346
  %348 = getelementptr inbounds i8, ptr %W_s, i64 %347
  store i8 0, ptr %348, align 1
  %349 = add nsw i32 %j1265, 1
  br label %for.cond62, !llvm.loop !40

for.end64:                                        ; preds = %for.cond62
  br label %if.end58

for.cond66:                                       ; preds = %for.body67, %if.end58
  %j1269 = phi i32 [ 0, %if.end58 ], [ %357, %for.body67 ]
  %350 = icmp slt i32 %j1269, %321
  br i1 %350, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  %351 = sext i32 %i151 to i64
  %352 = mul nsw i64 %351, 16
  %353 = add i32 %tl_hi3, %j1269
  %354 = sext i32 %353 to i64
  %355 = add nsw i64 %352, %354
  %356 = getelementptr inbounds i8, ptr %W_s, i64 %355
  store i8 0, ptr %356, align 1
  %357 = add nsw i32 %j1269, 1
  br label %for.cond66, !llvm.loop !41

for.end68:                                        ; preds = %for.cond66
  %358 = add nsw i32 %i151, 1
  br label %for.cond48, !llvm.loop !42

for.cond70:                                       ; preds = %for.end75, %if.end39
  %i = phi i32 [ 0, %if.end39 ], [ %393, %for.end75 ]
  %359 = icmp slt i32 %i, 32
  br i1 %359, label %for.body71, label %for.end72

for.body71:                                       ; preds = %for.cond70
  br label %for.cond73

for.end72:                                        ; preds = %for.cond70
  call void @tilec_rt_gemm_f32(i32 32, i32 32, i32 32, ptr %A_s, i32 32, i32 0, ptr %B_s, i32 32, i32 1, ptr %C_f, i32 32)
  %360 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !43

for.cond73:                                       ; preds = %sel.end, %for.body71
  %j = phi i32 [ 0, %for.body71 ], [ %420, %sel.end ]
  %361 = icmp slt i32 %j, 32
  br i1 %361, label %for.body74, label %for.end75

for.body74:                                       ; preds = %for.cond73
  %362 = sext i32 %i to i64
  %363 = mul nsw i64 %362, 16
  %364 = sdiv i32 %j, 2
  %365 = sub i32 0, %j
  %366 = select i1 false, i32 %365, i32 %364
  %367 = sext i32 %366 to i64
  %368 = add nsw i64 %363, %367
  %369 = getelementptr inbounds i8, ptr %W_s, i64 %368
  %byte = load i8, ptr %369, align 1
  %370 = shl i8 %byte, 4
  %371 = select i1 false, i8 0, i8 %370
  %lo = ashr i8 %371, 4
  %hi = ashr i8 %byte, 4
  %372 = mul i32 %bx, 32
  %373 = add i32 %372, %i
  %374 = icmp sle i32 0, %373
  %375 = mul i32 %bx, 32
  %376 = add i32 %375, %i
  %377 = icmp slt i32 %376, %N
  %378 = and i1 %374, %377
  %379 = mul i32 %k, 32
  %380 = add i32 %379, %j
  %381 = sdiv i32 %380, 32
  %382 = sub i32 0, %380
  %383 = select i1 false, i32 %382, i32 %381
  %384 = icmp sle i32 0, %383
  %385 = mul i32 %k, 32
  %386 = add i32 %385, %j
  %387 = sdiv i32 %386, 32
  %388 = sub i32 0, %386
  %389 = select i1 false, i32 %388, i32 %387
  %390 = icmp slt i32 %389, %36
  %391 = and i1 %384, %390
  %392 = and i1 %378, %391
  br i1 %392, label %sel.then, label %sel.else

for.end75:                                        ; preds = %for.cond73
  %393 = add nsw i32 %i, 1
  br label %for.cond70, !llvm.loop !44

sel.then:                                         ; preds = %for.body74
  %394 = mul i32 %bx, 32
  %395 = add i32 %394, %i
  %396 = sext i32 %395 to i64
  %397 = sext i32 %36 to i64
  %398 = mul nsw i64 %396, %397
  %399 = mul i32 %k, 32
  %400 = add i32 %399, %j
  %401 = sdiv i32 %400, 32
  %402 = sub i32 0, %400
  %403 = select i1 false, i32 %402, i32 %401
  %404 = sext i32 %403 to i64
  %405 = add nsw i64 %398, %404
  %406 = getelementptr inbounds i16, ptr %S, i64 %405
  %407 = load i16, ptr %406, align 2
  %408 = bitcast i16 %407 to half
  %409 = fpext half %408 to float
  br label %sel.end

sel.else:                                         ; preds = %for.body74
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %s = phi float [ %409, %sel.then ], [ 0.000000e+00, %sel.else ]
  %410 = srem i32 %j, 2
  %411 = icmp eq i32 %410, 0
  %412 = select i1 %411, i8 %lo, i8 %hi
  %413 = sitofp i8 %412 to float
  %414 = fmul float %413, %s
  %415 = sext i32 %i to i64
  %416 = mul nsw i64 %415, 32
  %417 = sext i32 %j to i64
  %418 = add nsw i64 %416, %417
  %419 = getelementptr inbounds float, ptr %B_s, i64 %418
  store float %414, ptr %419, align 4
  %420 = add nsw i32 %j, 1
  br label %for.cond73, !llvm.loop !45

if.then76:                                        ; preds = %for.end6
  br label %for.cond79

if.else77:                                        ; preds = %for.end6
  br label %for.cond88

if.end78:                                         ; preds = %for.end90, %for.end81
  ret void

for.cond79:                                       ; preds = %if.end84, %if.then76
  %i2 = phi i32 [ 0, %if.then76 ], [ %440, %if.end84 ]
  %421 = icmp slt i32 %i2, 32
  br i1 %421, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %422 = sext i32 %M to i64
  %423 = sext i32 %N to i64
  %424 = mul i64 %422, %423
  %425 = icmp sge i64 %424, 8388608
  br i1 %425, label %if.then82, label %if.else83

for.end81:                                        ; preds = %for.cond79
  br label %if.end78

if.then82:                                        ; preds = %for.body80
  %426 = mul i32 %by, 32
  %427 = add i32 %426, %i2
  %428 = sext i32 %427 to i64
  %429 = sext i32 %N to i64
  %430 = mul nsw i64 %428, %429
  %431 = mul i32 %bx, 32
  %432 = add i32 %431, 0
  %433 = sext i32 %432 to i64
  %434 = add nsw i64 %430, %433
  %435 = getelementptr inbounds float, ptr %C, i64 %434
  %436 = sext i32 %i2 to i64
  %437 = mul nsw i64 %436, 32
  %438 = add nsw i64 %437, 0
  %439 = getelementptr inbounds float, ptr %C_f, i64 %438
  call void @tilec_rt_stream(ptr %435, ptr %439, i64 128)
  br label %if.end84

if.else83:                                        ; preds = %for.body80
  br label %for.cond85

if.end84:                                         ; preds = %for.end87, %if.then82
  %440 = add nsw i32 %i2, 1
  br label %for.cond79, !llvm.loop !46

for.cond85:                                       ; preds = %for.body86, %if.else83
  %j2 = phi i32 [ 0, %if.else83 ], [ %458, %for.body86 ]
  %441 = icmp slt i32 %j2, 32
  br i1 %441, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  %442 = sext i32 %i2 to i64
  %443 = mul nsw i64 %442, 32
  %444 = sext i32 %j2 to i64
  %445 = add nsw i64 %443, %444
  %446 = getelementptr inbounds float, ptr %C_f, i64 %445
  %447 = load float, ptr %446, align 4
  %448 = mul i32 %by, 32
  %449 = add i32 %448, %i2
  %450 = sext i32 %449 to i64
  %451 = sext i32 %N to i64
  %452 = mul nsw i64 %450, %451
  %453 = mul i32 %bx, 32
  %454 = add i32 %453, %j2
  %455 = sext i32 %454 to i64
  %456 = add nsw i64 %452, %455
  %457 = getelementptr inbounds float, ptr %C, i64 %456
  store float %447, ptr %457, align 4
  %458 = add nsw i32 %j2, 1
  br label %for.cond85, !llvm.loop !47

for.end87:                                        ; preds = %for.cond85
  br label %if.end84

for.cond88:                                       ; preds = %if.end94, %if.else77
  %i291 = phi i32 [ 0, %if.else77 ], [ %522, %if.end94 ]
  %459 = icmp slt i32 %i291, 32
  br i1 %459, label %for.body89, label %for.end90

for.body89:                                       ; preds = %for.cond88
  %460 = mul i32 %bx, 32
  %461 = sext i32 %460 to i64
  %462 = sub i64 0, %461
  %463 = icmp slt i64 %462, 0
  %464 = mul i32 %bx, 32
  %465 = sext i32 %464 to i64
  %466 = sub i64 0, %465
  %467 = icmp sgt i64 %466, 32
  %468 = mul i32 %bx, 32
  %469 = sext i32 %468 to i64
  %470 = sub i64 0, %469
  %471 = select i1 %467, i64 32, i64 %470
  %472 = select i1 %463, i64 0, i64 %471
  %tl_lo4 = trunc i64 %472 to i32
  %473 = sext i32 %N to i64
  %474 = mul i32 %bx, 32
  %475 = sext i32 %474 to i64
  %476 = sub i64 %473, %475
  %477 = icmp slt i64 %476, 0
  %478 = sext i32 %N to i64
  %479 = mul i32 %bx, 32
  %480 = sext i32 %479 to i64
  %481 = sub i64 %478, %480
  %482 = icmp sgt i64 %481, 32
  %483 = sext i32 %N to i64
  %484 = mul i32 %bx, 32
  %485 = sext i32 %484 to i64
  %486 = sub i64 %483, %485
  %487 = select i1 %482, i64 32, i64 %486
  %488 = select i1 %477, i64 0, i64 %487
  %489 = sext i32 %tl_lo4 to i64
  %490 = icmp slt i64 %488, %489
  %491 = sext i32 %tl_lo4 to i64
  %492 = sext i32 %N to i64
  %493 = mul i32 %bx, 32
  %494 = sext i32 %493 to i64
  %495 = sub i64 %492, %494
  %496 = icmp slt i64 %495, 0
  %497 = sext i32 %N to i64
  %498 = mul i32 %bx, 32
  %499 = sext i32 %498 to i64
  %500 = sub i64 %497, %499
  %501 = icmp sgt i64 %500, 32
  %502 = sext i32 %N to i64
  %503 = mul i32 %bx, 32
  %504 = sext i32 %503 to i64
  %505 = sub i64 %502, %504
  %506 = select i1 %501, i64 32, i64 %505
  %507 = select i1 %496, i64 0, i64 %506
  %508 = select i1 %490, i64 %491, i64 %507
  %tl_hi5 = trunc i64 %508 to i32
  %509 = mul i32 %by, 32
  %510 = sext i32 %509 to i64
  %511 = sext i32 %i291 to i64
  %512 = add i64 %510, %511
  %513 = icmp sle i64 0, %512
  %514 = mul i32 %by, 32
  %515 = sext i32 %514 to i64
  %516 = sext i32 %i291 to i64
  %517 = add i64 %515, %516
  %518 = sext i32 %M to i64
  %519 = icmp slt i64 %517, %518
  %520 = and i1 %513, %519
  br i1 %520, label %if.then92, label %if.else93

for.end90:                                        ; preds = %for.cond88
  br label %if.end78

if.then92:                                        ; preds = %for.body89
  %521 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond95

if.else93:                                        ; preds = %for.body89
  br label %if.end94

if.end94:                                         ; preds = %if.else93, %for.end97
  %522 = add nsw i32 %i291, 1
  br label %for.cond88, !llvm.loop !48

for.cond95:                                       ; preds = %for.body96, %if.then92
  %j21 = phi i32 [ 0, %if.then92 ], [ %542, %for.body96 ]
  %523 = icmp slt i32 %j21, %521
  br i1 %523, label %for.body96, label %for.end97

for.body96:                                       ; preds = %for.cond95
  %524 = sext i32 %i291 to i64
  %525 = mul nsw i64 %524, 32
  %526 = add i32 %tl_lo4, %j21
  %527 = sext i32 %526 to i64
  %528 = add nsw i64 %525, %527
  %529 = getelementptr inbounds float, ptr %C_f, i64 %528
  %530 = load float, ptr %529, align 4
  %531 = mul i32 %by, 32
  %532 = add i32 %531, %i291
  %533 = sext i32 %532 to i64
  %534 = sext i32 %N to i64
  %535 = mul nsw i64 %533, %534
  %536 = mul i32 %bx, 32
  %537 = add i32 %tl_lo4, %j21
  %538 = add i32 %536, %537
  %539 = sext i32 %538 to i64
  %540 = add nsw i64 %535, %539
  %541 = getelementptr inbounds float, ptr %C, i64 %540
  store float %530, ptr %541, align 4
  %542 = add nsw i32 %j21, 1
  br label %for.cond95, !llvm.loop !49

for.end97:                                        ; preds = %for.cond95
  br label %if.end94
}

; Function Attrs: nounwind
define internal void @dequant_gemm_i4_task(ptr %ctx, i64 %block) #1 {
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
define i32 @tilec_launch_dequant_gemm_i4(ptr %args, ptr %dims, ptr %self) #1 {
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

; Function Attrs: noinline nounwind
define internal void @dequant_gemm_packed_u4_block(ptr noalias %A, ptr noalias %W, ptr noalias %S, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [1024 x float], align 64
  %W_s = alloca [1024 x i8], align 64
  %B_s = alloca [1024 x float], align 64
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
  br label %for.cond1, !llvm.loop !50

for.end3:                                         ; preds = %for.cond1
  %32 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !51

for.cond4:                                        ; preds = %for.end72, %for.end
  %k = phi i32 [ 0, %for.end ], [ %362, %for.end72 ]
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
  %42 = mul i32 %k, 32
  %43 = icmp sle i32 0, %42
  %44 = mul i32 %k, 32
  %45 = sext i32 %44 to i64
  %46 = add i64 %45, 32
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
  %76 = mul i32 %k, 32
  %77 = icmp sle i32 0, %76
  %78 = mul i32 %k, 32
  %79 = sext i32 %78 to i64
  %80 = add i64 %79, 32
  %81 = sext i32 %K to i64
  %82 = icmp sle i64 %80, %81
  %83 = and i1 %77, %82
  %84 = and i1 %75, %83
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
  br label %for.cond11, !llvm.loop !52

for.end13:                                        ; preds = %for.cond11
  %106 = add nsw i32 %i110, 1
  br label %for.cond7, !llvm.loop !53

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
  br label %for.cond19, !llvm.loop !54

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
  br label %for.cond26, !llvm.loop !55

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
  br label %for.cond29, !llvm.loop !56

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
  br label %for.cond33, !llvm.loop !57

for.end35:                                        ; preds = %for.cond33
  %217 = add nsw i32 %i118, 1
  br label %for.cond15, !llvm.loop !58

if.then37:                                        ; preds = %if.end
  br label %for.cond40

if.else38:                                        ; preds = %if.end
  br label %for.cond48

if.end39:                                         ; preds = %for.end50, %for.end42
  br label %for.cond70

for.cond40:                                       ; preds = %for.end46, %if.then37
  %i143 = phi i32 [ 0, %if.then37 ], [ %244, %for.end46 ]
  %218 = icmp slt i32 %i143, 32
  br i1 %218, label %for.body41, label %for.end42

for.body41:                                       ; preds = %for.cond40
  br label %for.cond44

for.end42:                                        ; preds = %for.cond40
  br label %if.end39

for.cond44:                                       ; preds = %for.body45, %for.body41
  %j147 = phi i32 [ 0, %for.body41 ], [ %243, %for.body45 ]
  %219 = icmp slt i32 %j147, 32
  br i1 %219, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %220 = mul i32 %bx, 32
  %221 = add i32 %220, %i143
  %222 = sext i32 %221 to i64
  %223 = sext i32 %K to i64
  %224 = mul nsw i64 %222, %223
  %225 = mul i32 %k, 32
  %226 = add i32 %225, %j147
  %227 = sext i32 %226 to i64
  %228 = add nsw i64 %224, %227
  %229 = lshr i64 %228, 1
  %230 = and i64 %228, 1
  %231 = shl i64 %230, 2
  %232 = trunc i64 %231 to i8
  %233 = getelementptr inbounds i8, ptr %W, i64 %229
  %234 = load i8, ptr %233, align 1
  %235 = lshr i8 %234, %232
  %236 = and i8 %235, 15
  %237 = and i8 %236, 15
  %238 = sext i32 %i143 to i64
  %239 = mul nsw i64 %238, 32
  %240 = sext i32 %j147 to i64
  %241 = add nsw i64 %239, %240
  %242 = getelementptr inbounds i8, ptr %W_s, i64 %241
  store i8 %237, ptr %242, align 1
  %243 = add nsw i32 %j147, 1
  br label %for.cond44, !llvm.loop !59

for.end46:                                        ; preds = %for.cond44
  %244 = add nsw i32 %i143, 1
  br label %for.cond40, !llvm.loop !60

for.cond48:                                       ; preds = %for.end68, %if.else38
  %i151 = phi i32 [ 0, %if.else38 ], [ %360, %for.end68 ]
  %245 = icmp slt i32 %i151, 32
  br i1 %245, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %246 = mul i32 %k, 32
  %247 = sext i32 %246 to i64
  %248 = sub i64 0, %247
  %249 = icmp slt i64 %248, 0
  %250 = mul i32 %k, 32
  %251 = sext i32 %250 to i64
  %252 = sub i64 0, %251
  %253 = icmp sgt i64 %252, 32
  %254 = mul i32 %k, 32
  %255 = sext i32 %254 to i64
  %256 = sub i64 0, %255
  %257 = select i1 %253, i64 32, i64 %256
  %258 = select i1 %249, i64 0, i64 %257
  %tl_lo2 = trunc i64 %258 to i32
  %259 = sext i32 %K to i64
  %260 = mul i32 %k, 32
  %261 = sext i32 %260 to i64
  %262 = sub i64 %259, %261
  %263 = icmp slt i64 %262, 0
  %264 = sext i32 %K to i64
  %265 = mul i32 %k, 32
  %266 = sext i32 %265 to i64
  %267 = sub i64 %264, %266
  %268 = icmp sgt i64 %267, 32
  %269 = sext i32 %K to i64
  %270 = mul i32 %k, 32
  %271 = sext i32 %270 to i64
  %272 = sub i64 %269, %271
  %273 = select i1 %268, i64 32, i64 %272
  %274 = select i1 %263, i64 0, i64 %273
  %275 = sext i32 %tl_lo2 to i64
  %276 = icmp slt i64 %274, %275
  %277 = sext i32 %tl_lo2 to i64
  %278 = sext i32 %K to i64
  %279 = mul i32 %k, 32
  %280 = sext i32 %279 to i64
  %281 = sub i64 %278, %280
  %282 = icmp slt i64 %281, 0
  %283 = sext i32 %K to i64
  %284 = mul i32 %k, 32
  %285 = sext i32 %284 to i64
  %286 = sub i64 %283, %285
  %287 = icmp sgt i64 %286, 32
  %288 = sext i32 %K to i64
  %289 = mul i32 %k, 32
  %290 = sext i32 %289 to i64
  %291 = sub i64 %288, %290
  %292 = select i1 %287, i64 32, i64 %291
  %293 = select i1 %282, i64 0, i64 %292
  %294 = select i1 %276, i64 %277, i64 %293
  %tl_hi3 = trunc i64 %294 to i32
  br label %for.cond52

for.end50:                                        ; preds = %for.cond48
  br label %if.end39

for.cond52:                                       ; preds = %for.body53, %for.body49
  %j155 = phi i32 [ 0, %for.body49 ], [ %301, %for.body53 ]
  %295 = icmp slt i32 %j155, %tl_lo2
  br i1 %295, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %296 = sext i32 %i151 to i64
  %297 = mul nsw i64 %296, 32
  %298 = sext i32 %j155 to i64
  %299 = add nsw i64 %297, %298
  %300 = getelementptr inbounds i8, ptr %W_s, i64 %299
  store i8 0, ptr %300, align 1
  %301 = add nsw i32 %j155, 1
  br label %for.cond52, !llvm.loop !61

for.end54:                                        ; preds = %for.cond52
  %302 = mul i32 %bx, 32
  %303 = sext i32 %302 to i64
  %304 = sext i32 %i151 to i64
  %305 = add i64 %303, %304
  %306 = icmp sle i64 0, %305
  %307 = mul i32 %bx, 32
  %308 = sext i32 %307 to i64
  %309 = sext i32 %i151 to i64
  %310 = add i64 %308, %309
  %311 = sext i32 %N to i64
  %312 = icmp slt i64 %310, %311
  %313 = and i1 %306, %312
  br i1 %313, label %if.then56, label %if.else57

if.then56:                                        ; preds = %for.end54
  %314 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond59

if.else57:                                        ; preds = %for.end54
  %315 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond62

if.end58:                                         ; preds = %for.end64, %for.end61
  %316 = sub i32 32, %tl_hi3
  br label %for.cond66

for.cond59:                                       ; preds = %for.body60, %if.then56
  %j12 = phi i32 [ 0, %if.then56 ], [ %343, %for.body60 ]
  %317 = icmp slt i32 %j12, %314
  br i1 %317, label %for.body60, label %for.end61

for.body60:                                       ; preds = %for.cond59
  %318 = mul i32 %bx, 32
  %319 = add i32 %318, %i151
  %320 = sext i32 %319 to i64
  %321 = sext i32 %K to i64
  %322 = mul nsw i64 %320, %321
  %323 = mul i32 %k, 32
  %324 = add i32 %tl_lo2, %j12
  %325 = add i32 %323, %324
  %326 = sext i32 %325 to i64
  %327 = add nsw i64 %322, %326
  %328 = lshr i64 %327, 1
  %329 = and i64 %327, 1
  %330 = shl i64 %329, 2
  %331 = trunc i64 %330 to i8
  %332 = getelementptr inbounds i8, ptr %W, i64 %328
  %333 = load i8, ptr %332, align 1
  %334 = lshr i8 %333, %331
  %335 = and i8 %334, 15
  %336 = and i8 %335, 15
  %337 = sext i32 %i151 to i64
  %338 = mul nsw i64 %337, 32
  %339 = add i32 %tl_lo2, %j12
  %340 = sext i32 %339 to i64
  %341 = add nsw i64 %338, %340
  %342 = getelementptr inbounds i8, ptr %W_s, i64 %341
  store i8 %336, ptr %342, align 1
  %343 = add nsw i32 %j12, 1
  br label %for.cond59, !llvm.loop !62

for.end61:                                        ; preds = %for.cond59
  br label %if.end58

for.cond62:                                       ; preds = %for.body63, %if.else57
  %j1265 = phi i32 [ 0, %if.else57 ], [ %351, %for.body63 ]
  %344 = icmp slt i32 %j1265, %315
  br i1 %344, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %345 = sext i32 %i151 to i64
  %346 = mul nsw i64 %345, 32
  %347 = add i32 %tl_lo2, %j1265
  %348 = sext i32 %347 to i64
  %349 = add nsw i64 %346, %348
  %350 = getelementptr inbounds i8, ptr %W_s, i64 %349
  store i8 0, ptr %350, align 1
  %351 = add nsw i32 %j1265, 1
  br label %for.cond62, !llvm.loop !63

for.end64:                                        ; preds = %for.cond62
  br label %if.end58

for.cond66:                                       ; preds = %for.body67, %if.end58
  %j1269 = phi i32 [ 0, %if.end58 ], [ %359, %for.body67 ]
  %352 = icmp slt i32 %j1269, %316
  br i1 %352, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  %353 = sext i32 %i151 to i64
  %354 = mul nsw i64 %353, 32
  %355 = add i32 %tl_hi3, %j1269
  %356 = sext i32 %355 to i64
  %357 = add nsw i64 %354, %356
  %358 = getelementptr inbounds i8, ptr %W_s, i64 %357
  store i8 0, ptr %358, align 1
  %359 = add nsw i32 %j1269, 1
  br label %for.cond66, !llvm.loop !64

for.end68:                                        ; preds = %for.cond66
  %360 = add nsw i32 %i151, 1
  br label %for.cond48, !llvm.loop !65

for.cond70:                                       ; preds = %for.end75, %if.end39
  %i = phi i32 [ 0, %if.end39 ], [ %385, %for.end75 ]
  %361 = icmp slt i32 %i, 32
  br i1 %361, label %for.body71, label %for.end72

for.body71:                                       ; preds = %for.cond70
  br label %for.cond73

for.end72:                                        ; preds = %for.cond70
  call void @tilec_rt_gemm_f32(i32 32, i32 32, i32 32, ptr %A_s, i32 32, i32 0, ptr %B_s, i32 32, i32 1, ptr %C_f, i32 32)
  %362 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !66

for.cond73:                                       ; preds = %sel.end, %for.body71
  %j = phi i32 [ 0, %for.body71 ], [ %417, %sel.end ]
  %363 = icmp slt i32 %j, 32
  br i1 %363, label %for.body74, label %for.end75

for.body74:                                       ; preds = %for.cond73
  %364 = mul i32 %bx, 32
  %365 = add i32 %364, %i
  %366 = icmp sle i32 0, %365
  %367 = mul i32 %bx, 32
  %368 = add i32 %367, %i
  %369 = icmp slt i32 %368, %N
  %370 = and i1 %366, %369
  %371 = mul i32 %k, 32
  %372 = add i32 %371, %j
  %373 = sdiv i32 %372, 32
  %374 = sub i32 0, %372
  %375 = select i1 false, i32 %374, i32 %373
  %376 = icmp sle i32 0, %375
  %377 = mul i32 %k, 32
  %378 = add i32 %377, %j
  %379 = sdiv i32 %378, 32
  %380 = sub i32 0, %378
  %381 = select i1 false, i32 %380, i32 %379
  %382 = icmp slt i32 %381, %24
  %383 = and i1 %376, %382
  %384 = and i1 %370, %383
  br i1 %384, label %sel.then, label %sel.else

for.end75:                                        ; preds = %for.cond73
  %385 = add nsw i32 %i, 1
  br label %for.cond70, !llvm.loop !67

sel.then:                                         ; preds = %for.body74
  %386 = mul i32 %bx, 32
  %387 = add i32 %386, %i
  %388 = sext i32 %387 to i64
  %389 = sext i32 %24 to i64
  %390 = mul nsw i64 %388, %389
  %391 = mul i32 %k, 32
  %392 = add i32 %391, %j
  %393 = sdiv i32 %392, 32
  %394 = sub i32 0, %392
  %395 = select i1 false, i32 %394, i32 %393
  %396 = sext i32 %395 to i64
  %397 = add nsw i64 %390, %396
  %398 = getelementptr inbounds i16, ptr %S, i64 %397
  %399 = load i16, ptr %398, align 2
  %400 = bitcast i16 %399 to half
  %401 = fpext half %400 to float
  br label %sel.end

sel.else:                                         ; preds = %for.body74
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %s = phi float [ %401, %sel.then ], [ 0.000000e+00, %sel.else ]
  %402 = sext i32 %i to i64
  %403 = mul nsw i64 %402, 32
  %404 = sext i32 %j to i64
  %405 = add nsw i64 %403, %404
  %406 = getelementptr inbounds i8, ptr %W_s, i64 %405
  %407 = load i8, ptr %406, align 1
  %408 = zext i8 %407 to i64
  %409 = sitofp i64 %408 to float
  %410 = fsub float %409, 8.000000e+00
  %411 = fmul float %410, %s
  %412 = sext i32 %i to i64
  %413 = mul nsw i64 %412, 32
  %414 = sext i32 %j to i64
  %415 = add nsw i64 %413, %414
  %416 = getelementptr inbounds float, ptr %B_s, i64 %415
  store float %411, ptr %416, align 4
  %417 = add nsw i32 %j, 1
  br label %for.cond73, !llvm.loop !68

if.then76:                                        ; preds = %for.end6
  br label %for.cond79

if.else77:                                        ; preds = %for.end6
  br label %for.cond88

if.end78:                                         ; preds = %for.end90, %for.end81
  ret void

for.cond79:                                       ; preds = %if.end84, %if.then76
  %i2 = phi i32 [ 0, %if.then76 ], [ %437, %if.end84 ]
  %418 = icmp slt i32 %i2, 32
  br i1 %418, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %419 = sext i32 %M to i64
  %420 = sext i32 %N to i64
  %421 = mul i64 %419, %420
  %422 = icmp sge i64 %421, 8388608
  br i1 %422, label %if.then82, label %if.else83

for.end81:                                        ; preds = %for.cond79
  br label %if.end78

if.then82:                                        ; preds = %for.body80
  %423 = mul i32 %by, 32
  %424 = add i32 %423, %i2
  %425 = sext i32 %424 to i64
  %426 = sext i32 %N to i64
  %427 = mul nsw i64 %425, %426
  %428 = mul i32 %bx, 32
  %429 = add i32 %428, 0
  %430 = sext i32 %429 to i64
  %431 = add nsw i64 %427, %430
  %432 = getelementptr inbounds float, ptr %C, i64 %431
  %433 = sext i32 %i2 to i64
  %434 = mul nsw i64 %433, 32
  %435 = add nsw i64 %434, 0
  %436 = getelementptr inbounds float, ptr %C_f, i64 %435
  call void @tilec_rt_stream(ptr %432, ptr %436, i64 128)
  br label %if.end84

if.else83:                                        ; preds = %for.body80
  br label %for.cond85

if.end84:                                         ; preds = %for.end87, %if.then82
  %437 = add nsw i32 %i2, 1
  br label %for.cond79, !llvm.loop !69

for.cond85:                                       ; preds = %for.body86, %if.else83
  %j2 = phi i32 [ 0, %if.else83 ], [ %455, %for.body86 ]
  %438 = icmp slt i32 %j2, 32
  br i1 %438, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  %439 = sext i32 %i2 to i64
  %440 = mul nsw i64 %439, 32
  %441 = sext i32 %j2 to i64
  %442 = add nsw i64 %440, %441
  %443 = getelementptr inbounds float, ptr %C_f, i64 %442
  %444 = load float, ptr %443, align 4
  %445 = mul i32 %by, 32
  %446 = add i32 %445, %i2
  %447 = sext i32 %446 to i64
  %448 = sext i32 %N to i64
  %449 = mul nsw i64 %447, %448
  %450 = mul i32 %bx, 32
  %451 = add i32 %450, %j2
  %452 = sext i32 %451 to i64
  %453 = add nsw i64 %449, %452
  %454 = getelementptr inbounds float, ptr %C, i64 %453
  store float %444, ptr %454, align 4
  %455 = add nsw i32 %j2, 1
  br label %for.cond85, !llvm.loop !70

for.end87:                                        ; preds = %for.cond85
  br label %if.end84

for.cond88:                                       ; preds = %if.end94, %if.else77
  %i291 = phi i32 [ 0, %if.else77 ], [ %519, %if.end94 ]
  %456 = icmp slt i32 %i291, 32
  br i1 %456, label %for.body89, label %for.end90

for.body89:                                       ; preds = %for.cond88
  %457 = mul i32 %bx, 32
  %458 = sext i32 %457 to i64
  %459 = sub i64 0, %458
  %460 = icmp slt i64 %459, 0
  %461 = mul i32 %bx, 32
  %462 = sext i32 %461 to i64
  %463 = sub i64 0, %462
  %464 = icmp sgt i64 %463, 32
  %465 = mul i32 %bx, 32
  %466 = sext i32 %465 to i64
  %467 = sub i64 0, %466
  %468 = select i1 %464, i64 32, i64 %467
  %469 = select i1 %460, i64 0, i64 %468
  %tl_lo4 = trunc i64 %469 to i32
  %470 = sext i32 %N to i64
  %471 = mul i32 %bx, 32
  %472 = sext i32 %471 to i64
  %473 = sub i64 %470, %472
  %474 = icmp slt i64 %473, 0
  %475 = sext i32 %N to i64
  %476 = mul i32 %bx, 32
  %477 = sext i32 %476 to i64
  %478 = sub i64 %475, %477
  %479 = icmp sgt i64 %478, 32
  %480 = sext i32 %N to i64
  %481 = mul i32 %bx, 32
  %482 = sext i32 %481 to i64
  %483 = sub i64 %480, %482
  %484 = select i1 %479, i64 32, i64 %483
  %485 = select i1 %474, i64 0, i64 %484
  %486 = sext i32 %tl_lo4 to i64
  %487 = icmp slt i64 %485, %486
  %488 = sext i32 %tl_lo4 to i64
  %489 = sext i32 %N to i64
  %490 = mul i32 %bx, 32
  %491 = sext i32 %490 to i64
  %492 = sub i64 %489, %491
  %493 = icmp slt i64 %492, 0
  %494 = sext i32 %N to i64
  %495 = mul i32 %bx, 32
  %496 = sext i32 %495 to i64
  %497 = sub i64 %494, %496
  %498 = icmp sgt i64 %497, 32
  %499 = sext i32 %N to i64
  %500 = mul i32 %bx, 32
  %501 = sext i32 %500 to i64
  %502 = sub i64 %499, %501
  %503 = select i1 %498, i64 32, i64 %502
  %504 = select i1 %493, i64 0, i64 %503
  %505 = select i1 %487, i64 %488, i64 %504
  %tl_hi5 = trunc i64 %505 to i32
  %506 = mul i32 %by, 32
  %507 = sext i32 %506 to i64
  %508 = sext i32 %i291 to i64
  %509 = add i64 %507, %508
  %510 = icmp sle i64 0, %509
  %511 = mul i32 %by, 32
  %512 = sext i32 %511 to i64
  %513 = sext i32 %i291 to i64
  %514 = add i64 %512, %513
  %515 = sext i32 %M to i64
  %516 = icmp slt i64 %514, %515
  %517 = and i1 %510, %516
  br i1 %517, label %if.then92, label %if.else93

for.end90:                                        ; preds = %for.cond88
  br label %if.end78

if.then92:                                        ; preds = %for.body89
  %518 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond95

if.else93:                                        ; preds = %for.body89
  br label %if.end94

if.end94:                                         ; preds = %if.else93, %for.end97
  %519 = add nsw i32 %i291, 1
  br label %for.cond88, !llvm.loop !71

for.cond95:                                       ; preds = %for.body96, %if.then92
  %j21 = phi i32 [ 0, %if.then92 ], [ %539, %for.body96 ]
  %520 = icmp slt i32 %j21, %518
  br i1 %520, label %for.body96, label %for.end97

for.body96:                                       ; preds = %for.cond95
  %521 = sext i32 %i291 to i64
  %522 = mul nsw i64 %521, 32
  %523 = add i32 %tl_lo4, %j21
  %524 = sext i32 %523 to i64
  %525 = add nsw i64 %522, %524
  %526 = getelementptr inbounds float, ptr %C_f, i64 %525
  %527 = load float, ptr %526, align 4
  %528 = mul i32 %by, 32
  %529 = add i32 %528, %i291
  %530 = sext i32 %529 to i64
  %531 = sext i32 %N to i64
  %532 = mul nsw i64 %530, %531
  %533 = mul i32 %bx, 32
  %534 = add i32 %tl_lo4, %j21
  %535 = add i32 %533, %534
  %536 = sext i32 %535 to i64
  %537 = add nsw i64 %532, %536
  %538 = getelementptr inbounds float, ptr %C, i64 %537
  store float %527, ptr %538, align 4
  %539 = add nsw i32 %j21, 1
  br label %for.cond95, !llvm.loop !72

for.end97:                                        ; preds = %for.cond95
  br label %if.end94
}

; Function Attrs: nounwind
define internal void @dequant_gemm_packed_u4_task(ptr %ctx, i64 %block) #1 {
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
define i32 @tilec_launch_dequant_gemm_packed_u4(ptr %args, ptr %dims, ptr %self) #1 {
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

; Function Attrs: noinline nounwind
define internal void @dequant_gemm_packed_i4_block(ptr noalias %A, ptr noalias %W, ptr noalias %S, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [1024 x float], align 64
  %W_s = alloca [1024 x i8], align 64
  %B_s = alloca [1024 x float], align 64
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
  br label %for.cond1, !llvm.loop !73

for.end3:                                         ; preds = %for.cond1
  %32 = add nsw i32 %i1, 1
  br label %for.cond, !llvm.loop !74

for.cond4:                                        ; preds = %for.end72, %for.end
  %k = phi i32 [ 0, %for.end ], [ %364, %for.end72 ]
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
  %42 = mul i32 %k, 32
  %43 = icmp sle i32 0, %42
  %44 = mul i32 %k, 32
  %45 = sext i32 %44 to i64
  %46 = add i64 %45, 32
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
  %76 = mul i32 %k, 32
  %77 = icmp sle i32 0, %76
  %78 = mul i32 %k, 32
  %79 = sext i32 %78 to i64
  %80 = add i64 %79, 32
  %81 = sext i32 %K to i64
  %82 = icmp sle i64 %80, %81
  %83 = and i1 %77, %82
  %84 = and i1 %75, %83
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
  br label %for.cond11, !llvm.loop !75

for.end13:                                        ; preds = %for.cond11
  %106 = add nsw i32 %i110, 1
  br label %for.cond7, !llvm.loop !76

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
  br label %for.cond19, !llvm.loop !77

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
  br label %for.cond26, !llvm.loop !78

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
  br label %for.cond29, !llvm.loop !79

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
  br label %for.cond33, !llvm.loop !80

for.end35:                                        ; preds = %for.cond33
  %217 = add nsw i32 %i118, 1
  br label %for.cond15, !llvm.loop !81

if.then37:                                        ; preds = %if.end
  br label %for.cond40

if.else38:                                        ; preds = %if.end
  br label %for.cond48

if.end39:                                         ; preds = %for.end50, %for.end42
  br label %for.cond70

for.cond40:                                       ; preds = %for.end46, %if.then37
  %i143 = phi i32 [ 0, %if.then37 ], [ %245, %for.end46 ]
  %218 = icmp slt i32 %i143, 32
  br i1 %218, label %for.body41, label %for.end42

for.body41:                                       ; preds = %for.cond40
  br label %for.cond44

for.end42:                                        ; preds = %for.cond40
  br label %if.end39

for.cond44:                                       ; preds = %for.body45, %for.body41
  %j147 = phi i32 [ 0, %for.body41 ], [ %244, %for.body45 ]
  %219 = icmp slt i32 %j147, 32
  br i1 %219, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %220 = mul i32 %bx, 32
  %221 = add i32 %220, %i143
  %222 = sext i32 %221 to i64
  %223 = sext i32 %K to i64
  %224 = mul nsw i64 %222, %223
  %225 = mul i32 %k, 32
  %226 = add i32 %225, %j147
  %227 = sext i32 %226 to i64
  %228 = add nsw i64 %224, %227
  %229 = lshr i64 %228, 1
  %230 = and i64 %228, 1
  %231 = shl i64 %230, 2
  %232 = trunc i64 %231 to i8
  %233 = getelementptr inbounds i8, ptr %W, i64 %229
  %234 = load i8, ptr %233, align 1
  %235 = lshr i8 %234, %232
  %236 = and i8 %235, 15
  %237 = shl i8 %236, 4
  %238 = ashr i8 %237, 4
  %239 = sext i32 %i143 to i64
  %240 = mul nsw i64 %239, 32
  %241 = sext i32 %j147 to i64
  %242 = add nsw i64 %240, %241
  %243 = getelementptr inbounds i8, ptr %W_s, i64 %242
  store i8 %238, ptr %243, align 1
  %244 = add nsw i32 %j147, 1
  br label %for.cond44, !llvm.loop !82

for.end46:                                        ; preds = %for.cond44
  %245 = add nsw i32 %i143, 1
  br label %for.cond40, !llvm.loop !83

for.cond48:                                       ; preds = %for.end68, %if.else38
  %i151 = phi i32 [ 0, %if.else38 ], [ %362, %for.end68 ]
  %246 = icmp slt i32 %i151, 32
  br i1 %246, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %247 = mul i32 %k, 32
  %248 = sext i32 %247 to i64
  %249 = sub i64 0, %248
  %250 = icmp slt i64 %249, 0
  %251 = mul i32 %k, 32
  %252 = sext i32 %251 to i64
  %253 = sub i64 0, %252
  %254 = icmp sgt i64 %253, 32
  %255 = mul i32 %k, 32
  %256 = sext i32 %255 to i64
  %257 = sub i64 0, %256
  %258 = select i1 %254, i64 32, i64 %257
  %259 = select i1 %250, i64 0, i64 %258
  %tl_lo2 = trunc i64 %259 to i32
  %260 = sext i32 %K to i64
  %261 = mul i32 %k, 32
  %262 = sext i32 %261 to i64
  %263 = sub i64 %260, %262
  %264 = icmp slt i64 %263, 0
  %265 = sext i32 %K to i64
  %266 = mul i32 %k, 32
  %267 = sext i32 %266 to i64
  %268 = sub i64 %265, %267
  %269 = icmp sgt i64 %268, 32
  %270 = sext i32 %K to i64
  %271 = mul i32 %k, 32
  %272 = sext i32 %271 to i64
  %273 = sub i64 %270, %272
  %274 = select i1 %269, i64 32, i64 %273
  %275 = select i1 %264, i64 0, i64 %274
  %276 = sext i32 %tl_lo2 to i64
  %277 = icmp slt i64 %275, %276
  %278 = sext i32 %tl_lo2 to i64
  %279 = sext i32 %K to i64
  %280 = mul i32 %k, 32
  %281 = sext i32 %280 to i64
  %282 = sub i64 %279, %281
  %283 = icmp slt i64 %282, 0
  %284 = sext i32 %K to i64
  %285 = mul i32 %k, 32
  %286 = sext i32 %285 to i64
  %287 = sub i64 %284, %286
  %288 = icmp sgt i64 %287, 32
  %289 = sext i32 %K to i64
  %290 = mul i32 %k, 32
  %291 = sext i32 %290 to i64
  %292 = sub i64 %289, %291
  %293 = select i1 %288, i64 32, i64 %292
  %294 = select i1 %283, i64 0, i64 %293
  %295 = select i1 %277, i64 %278, i64 %294
  %tl_hi3 = trunc i64 %295 to i32
  br label %for.cond52

for.end50:                                        ; preds = %for.cond48
  br label %if.end39

for.cond52:                                       ; preds = %for.body53, %for.body49
  %j155 = phi i32 [ 0, %for.body49 ], [ %302, %for.body53 ]
  %296 = icmp slt i32 %j155, %tl_lo2
  br i1 %296, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %297 = sext i32 %i151 to i64
  %298 = mul nsw i64 %297, 32
  %299 = sext i32 %j155 to i64
  %300 = add nsw i64 %298, %299
  %301 = getelementptr inbounds i8, ptr %W_s, i64 %300
  store i8 0, ptr %301, align 1
  %302 = add nsw i32 %j155, 1
  br label %for.cond52, !llvm.loop !84

for.end54:                                        ; preds = %for.cond52
  %303 = mul i32 %bx, 32
  %304 = sext i32 %303 to i64
  %305 = sext i32 %i151 to i64
  %306 = add i64 %304, %305
  %307 = icmp sle i64 0, %306
  %308 = mul i32 %bx, 32
  %309 = sext i32 %308 to i64
  %310 = sext i32 %i151 to i64
  %311 = add i64 %309, %310
  %312 = sext i32 %N to i64
  %313 = icmp slt i64 %311, %312
  %314 = and i1 %307, %313
  br i1 %314, label %if.then56, label %if.else57

if.then56:                                        ; preds = %for.end54
  %315 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond59

if.else57:                                        ; preds = %for.end54
  %316 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond62

if.end58:                                         ; preds = %for.end64, %for.end61
  %317 = sub i32 32, %tl_hi3
  br label %for.cond66

for.cond59:                                       ; preds = %for.body60, %if.then56
  %j12 = phi i32 [ 0, %if.then56 ], [ %345, %for.body60 ]
  %318 = icmp slt i32 %j12, %315
  br i1 %318, label %for.body60, label %for.end61

for.body60:                                       ; preds = %for.cond59
  %319 = mul i32 %bx, 32
  %320 = add i32 %319, %i151
  %321 = sext i32 %320 to i64
  %322 = sext i32 %K to i64
  %323 = mul nsw i64 %321, %322
  %324 = mul i32 %k, 32
  %325 = add i32 %tl_lo2, %j12
  %326 = add i32 %324, %325
  %327 = sext i32 %326 to i64
  %328 = add nsw i64 %323, %327
  %329 = lshr i64 %328, 1
  %330 = and i64 %328, 1
  %331 = shl i64 %330, 2
  %332 = trunc i64 %331 to i8
  %333 = getelementptr inbounds i8, ptr %W, i64 %329
  %334 = load i8, ptr %333, align 1
  %335 = lshr i8 %334, %332
  %336 = and i8 %335, 15
  %337 = shl i8 %336, 4
  %338 = ashr i8 %337, 4
  %339 = sext i32 %i151 to i64
  %340 = mul nsw i64 %339, 32
  %341 = add i32 %tl_lo2, %j12
  %342 = sext i32 %341 to i64
  %343 = add nsw i64 %340, %342
  %344 = getelementptr inbounds i8, ptr %W_s, i64 %343
  store i8 %338, ptr %344, align 1
  %345 = add nsw i32 %j12, 1
  br label %for.cond59, !llvm.loop !85

for.end61:                                        ; preds = %for.cond59
  br label %if.end58

for.cond62:                                       ; preds = %for.body63, %if.else57
  %j1265 = phi i32 [ 0, %if.else57 ], [ %353, %for.body63 ]
  %346 = icmp slt i32 %j1265, %316
  br i1 %346, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %347 = sext i32 %i151 to i64
  %348 = mul nsw i64 %347, 32
  %349 = add i32 %tl_lo2, %j1265
  %350 = sext i32 %349 to i64
  %351 = add nsw i64 %348, %350
  %352 = getelementptr inbounds i8, ptr %W_s, i64 %351
  store i8 0, ptr %352, align 1
  %353 = add nsw i32 %j1265, 1
  br label %for.cond62, !llvm.loop !86

for.end64:                                        ; preds = %for.cond62
  br label %if.end58

for.cond66:                                       ; preds = %for.body67, %if.end58
  %j1269 = phi i32 [ 0, %if.end58 ], [ %361, %for.body67 ]
  %354 = icmp slt i32 %j1269, %317
  br i1 %354, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  %355 = sext i32 %i151 to i64
  %356 = mul nsw i64 %355, 32
  %357 = add i32 %tl_hi3, %j1269
  %358 = sext i32 %357 to i64
  %359 = add nsw i64 %356, %358
  %360 = getelementptr inbounds i8, ptr %W_s, i64 %359
  store i8 0, ptr %360, align 1
  %361 = add nsw i32 %j1269, 1
  br label %for.cond66, !llvm.loop !87

for.end68:                                        ; preds = %for.cond66
  %362 = add nsw i32 %i151, 1
  br label %for.cond48, !llvm.loop !88

for.cond70:                                       ; preds = %for.end75, %if.end39
  %i = phi i32 [ 0, %if.end39 ], [ %387, %for.end75 ]
  %363 = icmp slt i32 %i, 32
  br i1 %363, label %for.body71, label %for.end72

for.body71:                                       ; preds = %for.cond70
  br label %for.cond73

for.end72:                                        ; preds = %for.cond70
  call void @tilec_rt_gemm_f32(i32 32, i32 32, i32 32, ptr %A_s, i32 32, i32 0, ptr %B_s, i32 32, i32 1, ptr %C_f, i32 32)
  %364 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !89

for.cond73:                                       ; preds = %sel.end, %for.body71
  %j = phi i32 [ 0, %for.body71 ], [ %417, %sel.end ]
  %365 = icmp slt i32 %j, 32
  br i1 %365, label %for.body74, label %for.end75

for.body74:                                       ; preds = %for.cond73
  %366 = mul i32 %bx, 32
  %367 = add i32 %366, %i
  %368 = icmp sle i32 0, %367
  %369 = mul i32 %bx, 32
  %370 = add i32 %369, %i
  %371 = icmp slt i32 %370, %N
  %372 = and i1 %368, %371
  %373 = mul i32 %k, 32
  %374 = add i32 %373, %j
  %375 = sdiv i32 %374, 32
  %376 = sub i32 0, %374
  %377 = select i1 false, i32 %376, i32 %375
  %378 = icmp sle i32 0, %377
  %379 = mul i32 %k, 32
  %380 = add i32 %379, %j
  %381 = sdiv i32 %380, 32
  %382 = sub i32 0, %380
  %383 = select i1 false, i32 %382, i32 %381
  %384 = icmp slt i32 %383, %24
  %385 = and i1 %378, %384
  %386 = and i1 %372, %385
  br i1 %386, label %sel.then, label %sel.else

for.end75:                                        ; preds = %for.cond73
  %387 = add nsw i32 %i, 1
  br label %for.cond70, !llvm.loop !90

sel.then:                                         ; preds = %for.body74
  %388 = mul i32 %bx, 32
  %389 = add i32 %388, %i
  %390 = sext i32 %389 to i64
  %391 = sext i32 %24 to i64
  %392 = mul nsw i64 %390, %391
  %393 = mul i32 %k, 32
  %394 = add i32 %393, %j
  %395 = sdiv i32 %394, 32
  %396 = sub i32 0, %394
  %397 = select i1 false, i32 %396, i32 %395
  %398 = sext i32 %397 to i64
  %399 = add nsw i64 %392, %398
  %400 = getelementptr inbounds i16, ptr %S, i64 %399
  %401 = load i16, ptr %400, align 2
  %402 = bitcast i16 %401 to half
  %403 = fpext half %402 to float
  br label %sel.end

sel.else:                                         ; preds = %for.body74
  br label %sel.end

sel.end:                                          ; preds = %sel.else, %sel.then
  %s = phi float [ %403, %sel.then ], [ 0.000000e+00, %sel.else ]
  %404 = sext i32 %i to i64
  %405 = mul nsw i64 %404, 32
  %406 = sext i32 %j to i64
  %407 = add nsw i64 %405, %406
  %408 = getelementptr inbounds i8, ptr %W_s, i64 %407
  %409 = load i8, ptr %408, align 1
  %410 = sitofp i8 %409 to float
  %411 = fmul float %410, %s
  %412 = sext i32 %i to i64
  %413 = mul nsw i64 %412, 32
  %414 = sext i32 %j to i64
  %415 = add nsw i64 %413, %414
  %416 = getelementptr inbounds float, ptr %B_s, i64 %415
  store float %411, ptr %416, align 4
  %417 = add nsw i32 %j, 1
  br label %for.cond73, !llvm.loop !91

if.then76:                                        ; preds = %for.end6
  br label %for.cond79

if.else77:                                        ; preds = %for.end6
  br label %for.cond88

if.end78:                                         ; preds = %for.end90, %for.end81
  ret void

for.cond79:                                       ; preds = %if.end84, %if.then76
  %i2 = phi i32 [ 0, %if.then76 ], [ %437, %if.end84 ]
  %418 = icmp slt i32 %i2, 32
  br i1 %418, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %419 = sext i32 %M to i64
  %420 = sext i32 %N to i64
  %421 = mul i64 %419, %420
  %422 = icmp sge i64 %421, 8388608
  br i1 %422, label %if.then82, label %if.else83

for.end81:                                        ; preds = %for.cond79
  br label %if.end78

if.then82:                                        ; preds = %for.body80
  %423 = mul i32 %by, 32
  %424 = add i32 %423, %i2
  %425 = sext i32 %424 to i64
  %426 = sext i32 %N to i64
  %427 = mul nsw i64 %425, %426
  %428 = mul i32 %bx, 32
  %429 = add i32 %428, 0
  %430 = sext i32 %429 to i64
  %431 = add nsw i64 %427, %430
  %432 = getelementptr inbounds float, ptr %C, i64 %431
  %433 = sext i32 %i2 to i64
  %434 = mul nsw i64 %433, 32
  %435 = add nsw i64 %434, 0
  %436 = getelementptr inbounds float, ptr %C_f, i64 %435
  call void @tilec_rt_stream(ptr %432, ptr %436, i64 128)
  br label %if.end84

if.else83:                                        ; preds = %for.body80
  br label %for.cond85

if.end84:                                         ; preds = %for.end87, %if.then82
  %437 = add nsw i32 %i2, 1
  br label %for.cond79, !llvm.loop !92

for.cond85:                                       ; preds = %for.body86, %if.else83
  %j2 = phi i32 [ 0, %if.else83 ], [ %455, %for.body86 ]
  %438 = icmp slt i32 %j2, 32
  br i1 %438, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  %439 = sext i32 %i2 to i64
  %440 = mul nsw i64 %439, 32
  %441 = sext i32 %j2 to i64
  %442 = add nsw i64 %440, %441
  %443 = getelementptr inbounds float, ptr %C_f, i64 %442
  %444 = load float, ptr %443, align 4
  %445 = mul i32 %by, 32
  %446 = add i32 %445, %i2
  %447 = sext i32 %446 to i64
  %448 = sext i32 %N to i64
  %449 = mul nsw i64 %447, %448
  %450 = mul i32 %bx, 32
  %451 = add i32 %450, %j2
  %452 = sext i32 %451 to i64
  %453 = add nsw i64 %449, %452
  %454 = getelementptr inbounds float, ptr %C, i64 %453
  store float %444, ptr %454, align 4
  %455 = add nsw i32 %j2, 1
  br label %for.cond85, !llvm.loop !93

for.end87:                                        ; preds = %for.cond85
  br label %if.end84

for.cond88:                                       ; preds = %if.end94, %if.else77
  %i291 = phi i32 [ 0, %if.else77 ], [ %519, %if.end94 ]
  %456 = icmp slt i32 %i291, 32
  br i1 %456, label %for.body89, label %for.end90

for.body89:                                       ; preds = %for.cond88
  %457 = mul i32 %bx, 32
  %458 = sext i32 %457 to i64
  %459 = sub i64 0, %458
  %460 = icmp slt i64 %459, 0
  %461 = mul i32 %bx, 32
  %462 = sext i32 %461 to i64
  %463 = sub i64 0, %462
  %464 = icmp sgt i64 %463, 32
  %465 = mul i32 %bx, 32
  %466 = sext i32 %465 to i64
  %467 = sub i64 0, %466
  %468 = select i1 %464, i64 32, i64 %467
  %469 = select i1 %460, i64 0, i64 %468
  %tl_lo4 = trunc i64 %469 to i32
  %470 = sext i32 %N to i64
  %471 = mul i32 %bx, 32
  %472 = sext i32 %471 to i64
  %473 = sub i64 %470, %472
  %474 = icmp slt i64 %473, 0
  %475 = sext i32 %N to i64
  %476 = mul i32 %bx, 32
  %477 = sext i32 %476 to i64
  %478 = sub i64 %475, %477
  %479 = icmp sgt i64 %478, 32
  %480 = sext i32 %N to i64
  %481 = mul i32 %bx, 32
  %482 = sext i32 %481 to i64
  %483 = sub i64 %480, %482
  %484 = select i1 %479, i64 32, i64 %483
  %485 = select i1 %474, i64 0, i64 %484
  %486 = sext i32 %tl_lo4 to i64
  %487 = icmp slt i64 %485, %486
  %488 = sext i32 %tl_lo4 to i64
  %489 = sext i32 %N to i64
  %490 = mul i32 %bx, 32
  %491 = sext i32 %490 to i64
  %492 = sub i64 %489, %491
  %493 = icmp slt i64 %492, 0
  %494 = sext i32 %N to i64
  %495 = mul i32 %bx, 32
  %496 = sext i32 %495 to i64
  %497 = sub i64 %494, %496
  %498 = icmp sgt i64 %497, 32
  %499 = sext i32 %N to i64
  %500 = mul i32 %bx, 32
  %501 = sext i32 %500 to i64
  %502 = sub i64 %499, %501
  %503 = select i1 %498, i64 32, i64 %502
  %504 = select i1 %493, i64 0, i64 %503
  %505 = select i1 %487, i64 %488, i64 %504
  %tl_hi5 = trunc i64 %505 to i32
  %506 = mul i32 %by, 32
  %507 = sext i32 %506 to i64
  %508 = sext i32 %i291 to i64
  %509 = add i64 %507, %508
  %510 = icmp sle i64 0, %509
  %511 = mul i32 %by, 32
  %512 = sext i32 %511 to i64
  %513 = sext i32 %i291 to i64
  %514 = add i64 %512, %513
  %515 = sext i32 %M to i64
  %516 = icmp slt i64 %514, %515
  %517 = and i1 %510, %516
  br i1 %517, label %if.then92, label %if.else93

for.end90:                                        ; preds = %for.cond88
  br label %if.end78

if.then92:                                        ; preds = %for.body89
  %518 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond95

if.else93:                                        ; preds = %for.body89
  br label %if.end94

if.end94:                                         ; preds = %if.else93, %for.end97
  %519 = add nsw i32 %i291, 1
  br label %for.cond88, !llvm.loop !94

for.cond95:                                       ; preds = %for.body96, %if.then92
  %j21 = phi i32 [ 0, %if.then92 ], [ %539, %for.body96 ]
  %520 = icmp slt i32 %j21, %518
  br i1 %520, label %for.body96, label %for.end97

for.body96:                                       ; preds = %for.cond95
  %521 = sext i32 %i291 to i64
  %522 = mul nsw i64 %521, 32
  %523 = add i32 %tl_lo4, %j21
  %524 = sext i32 %523 to i64
  %525 = add nsw i64 %522, %524
  %526 = getelementptr inbounds float, ptr %C_f, i64 %525
  %527 = load float, ptr %526, align 4
  %528 = mul i32 %by, 32
  %529 = add i32 %528, %i291
  %530 = sext i32 %529 to i64
  %531 = sext i32 %N to i64
  %532 = mul nsw i64 %530, %531
  %533 = mul i32 %bx, 32
  %534 = add i32 %tl_lo4, %j21
  %535 = add i32 %533, %534
  %536 = sext i32 %535 to i64
  %537 = add nsw i64 %532, %536
  %538 = getelementptr inbounds float, ptr %C, i64 %537
  store float %527, ptr %538, align 4
  %539 = add nsw i32 %j21, 1
  br label %for.cond95, !llvm.loop !95

for.end97:                                        ; preds = %for.cond95
  br label %if.end94
}

; Function Attrs: nounwind
define internal void @dequant_gemm_packed_i4_task(ptr %ctx, i64 %block) #1 {
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
define i32 @tilec_launch_dequant_gemm_packed_i4(ptr %args, ptr %dims, ptr %self) #1 {
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
!18 = distinct !{!18, !1, !4}
!19 = distinct !{!19, !1, !20}
!20 = !{!"llvm.loop.vectorize.enable", i1 false}
!21 = distinct !{!21, !1}
!22 = distinct !{!22, !1, !20}
!23 = distinct !{!23, !1, !4}
!24 = distinct !{!24, !1, !2}
!25 = distinct !{!25, !1, !4}
!26 = distinct !{!26, !1, !2}
!27 = distinct !{!27, !1, !2}
!28 = distinct !{!28, !1, !4}
!29 = distinct !{!29, !1, !2}
!30 = distinct !{!30, !1}
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
!42 = distinct !{!42, !1, !4}
!43 = distinct !{!43, !1, !20}
!44 = distinct !{!44, !1}
!45 = distinct !{!45, !1, !20}
!46 = distinct !{!46, !1, !4}
!47 = distinct !{!47, !1, !2}
!48 = distinct !{!48, !1, !4}
!49 = distinct !{!49, !1, !2}
!50 = distinct !{!50, !1, !2}
!51 = distinct !{!51, !1, !4}
!52 = distinct !{!52, !1, !2}
!53 = distinct !{!53, !1}
!54 = distinct !{!54, !1, !2}
!55 = distinct !{!55, !1, !2}
!56 = distinct !{!56, !1, !2}
!57 = distinct !{!57, !1, !2}
!58 = distinct !{!58, !1}
!59 = distinct !{!59, !1, !2}
!60 = distinct !{!60, !1, !4}
!61 = distinct !{!61, !1, !2}
!62 = distinct !{!62, !1, !2}
!63 = distinct !{!63, !1, !2}
!64 = distinct !{!64, !1, !2}
!65 = distinct !{!65, !1, !4}
!66 = distinct !{!66, !1, !20}
!67 = distinct !{!67, !1}
!68 = distinct !{!68, !1, !20}
!69 = distinct !{!69, !1, !4}
!70 = distinct !{!70, !1, !2}
!71 = distinct !{!71, !1, !4}
!72 = distinct !{!72, !1, !2}
!73 = distinct !{!73, !1, !2}
!74 = distinct !{!74, !1, !4}
!75 = distinct !{!75, !1, !2}
!76 = distinct !{!76, !1}
!77 = distinct !{!77, !1, !2}
!78 = distinct !{!78, !1, !2}
!79 = distinct !{!79, !1, !2}
!80 = distinct !{!80, !1, !2}
!81 = distinct !{!81, !1}
!82 = distinct !{!82, !1, !2}
!83 = distinct !{!83, !1, !4}
!84 = distinct !{!84, !1, !2}
!85 = distinct !{!85, !1, !2}
!86 = distinct !{!86, !1, !2}
!87 = distinct !{!87, !1, !2}
!88 = distinct !{!88, !1, !4}
!89 = distinct !{!89, !1, !20}
!90 = distinct !{!90, !1}
!91 = distinct !{!91, !1, !20}
!92 = distinct !{!92, !1, !4}
!93 = distinct !{!93, !1, !2}
!94 = distinct !{!94, !1, !4}
!95 = distinct !{!95, !1, !2}
