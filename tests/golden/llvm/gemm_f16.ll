; ModuleID = 'gemm_f16.tile'
source_filename = "gemm_f16.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_matmul_f16 = type { ptr, ptr, ptr, i32, i32, i32, [3 x i64] }
%tilec_args_matmul_f16_bk64 = type { ptr, ptr, ptr, i32, i32, i32, [3 x i64] }
%tilec_args_matmul_f16_bk64_smem_epilogue = type { ptr, ptr, ptr, i32, i32, i32, [3 x i64] }
%tilec_args_matmul_bf16_bk64 = type { ptr, ptr, ptr, i32, i32, i32, [3 x i64] }
%tilec_args_matmul_bf16_bk64_smem_epilogue = type { ptr, ptr, ptr, i32, i32, i32, [3 x i64] }
%tilec_args_matmul_f16_64x64 = type { ptr, ptr, ptr, i32, i32, i32, [3 x i64] }
%tilec_args_matmul_bf16_64x64 = type { ptr, ptr, ptr, i32, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @matmul_f16_block(ptr noalias %A, ptr noalias %B, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [4096 x i16], align 64
  %B_s = alloca [4096 x i16], align 64
  %C_f = alloca [16384 x float], align 64
  br label %body

body:                                             ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.end3, %body
  %i = phi i32 [ 0, %body ], [ %20, %for.end3 ]
  %0 = icmp slt i32 %i, 128
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
  %13 = icmp slt i32 %j, 128
  br i1 %13, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %14 = sext i32 %i to i64
  %15 = mul nsw i64 %14, 128
  %16 = sext i32 %j to i64
  %17 = add nsw i64 %15, %16
  %18 = getelementptr inbounds float, ptr %C_f, i64 %17
  store float 0.000000e+00, ptr %18, align 4
  %19 = add nsw i32 %j, 1
  br label %for.cond1, !llvm.loop !0

for.end3:                                         ; preds = %for.cond1
  %20 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !3

for.cond4:                                        ; preds = %if.end39, %for.end
  %k = phi i32 [ 0, %for.end ], [ %210, %if.end39 ]
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
  %39 = mul i32 %by, 128
  %40 = icmp sle i32 0, %39
  %41 = mul i32 %by, 128
  %42 = sext i32 %41 to i64
  %43 = add i64 %42, 128
  %44 = sext i32 %M to i64
  %45 = icmp sle i64 %43, %44
  %46 = and i1 %40, %45
  %47 = mul i32 %bx, 128
  %48 = icmp sle i32 0, %47
  %49 = mul i32 %bx, 128
  %50 = sext i32 %49 to i64
  %51 = add i64 %50, 128
  %52 = sext i32 %N to i64
  %53 = icmp sle i64 %51, %52
  %54 = and i1 %48, %53
  %55 = and i1 %46, %54
  br i1 %55, label %if.then70, label %if.else71

if.then:                                          ; preds = %for.body5
  br label %for.cond7

if.else:                                          ; preds = %for.body5
  br label %for.cond15

if.end:                                           ; preds = %for.end17, %for.end9
  %56 = mul i32 %k, 32
  %57 = icmp sle i32 0, %56
  %58 = mul i32 %k, 32
  %59 = sext i32 %58 to i64
  %60 = add i64 %59, 32
  %61 = sext i32 %K to i64
  %62 = icmp sle i64 %60, %61
  %63 = and i1 %57, %62
  %64 = mul i32 %bx, 128
  %65 = icmp sle i32 0, %64
  %66 = mul i32 %bx, 128
  %67 = sext i32 %66 to i64
  %68 = add i64 %67, 128
  %69 = sext i32 %N to i64
  %70 = icmp sle i64 %68, %69
  %71 = and i1 %65, %70
  %72 = and i1 %63, %71
  br i1 %72, label %if.then37, label %if.else38

for.cond7:                                        ; preds = %for.end13, %if.then
  %i10 = phi i32 [ 0, %if.then ], [ %96, %for.end13 ]
  %73 = icmp slt i32 %i10, 128
  br i1 %73, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %if.end

for.cond11:                                       ; preds = %for.body12, %for.body8
  %j14 = phi i32 [ 0, %for.body8 ], [ %95, %for.body12 ]
  %74 = icmp slt i32 %j14, 32
  br i1 %74, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %75 = mul i32 %by, 128
  %76 = add i32 %75, %i10
  %77 = sext i32 %76 to i64
  %78 = sext i32 %K to i64
  %79 = mul nsw i64 %77, %78
  %80 = mul i32 %k, 32
  %81 = add i32 %80, %j14
  %82 = sext i32 %81 to i64
  %83 = add nsw i64 %79, %82
  %84 = getelementptr inbounds i16, ptr %A, i64 %83
  %85 = load i16, ptr %84, align 2
  %86 = bitcast i16 %85 to half
  %87 = fpext half %86 to float
  %88 = sext i32 %i10 to i64
  %89 = mul nsw i64 %88, 32
  %90 = sext i32 %j14 to i64
  %91 = add nsw i64 %89, %90
  %92 = getelementptr inbounds i16, ptr %A_s, i64 %91
  %93 = fptrunc float %87 to half
  %94 = bitcast half %93 to i16
  store i16 %94, ptr %92, align 2
  %95 = add nsw i32 %j14, 1
  br label %for.cond11, !llvm.loop !4

for.end13:                                        ; preds = %for.cond11
  %96 = add nsw i32 %i10, 1
  br label %for.cond7, !llvm.loop !5

for.cond15:                                       ; preds = %for.end35, %if.else
  %i18 = phi i32 [ 0, %if.else ], [ %209, %for.end35 ]
  %97 = icmp slt i32 %i18, 128
  br i1 %97, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  %98 = mul i32 %k, 32
  %99 = sext i32 %98 to i64
  %100 = sub i64 0, %99
  %101 = icmp slt i64 %100, 0
  %102 = mul i32 %k, 32
  %103 = sext i32 %102 to i64
  %104 = sub i64 0, %103
  %105 = icmp sgt i64 %104, 32
  %106 = mul i32 %k, 32
  %107 = sext i32 %106 to i64
  %108 = sub i64 0, %107
  %109 = select i1 %105, i64 32, i64 %108
  %110 = select i1 %101, i64 0, i64 %109
  %tl_lo0 = trunc i64 %110 to i32
  %111 = sext i32 %K to i64
  %112 = mul i32 %k, 32
  %113 = sext i32 %112 to i64
  %114 = sub i64 %111, %113
  %115 = icmp slt i64 %114, 0
  %116 = sext i32 %K to i64
  %117 = mul i32 %k, 32
  %118 = sext i32 %117 to i64
  %119 = sub i64 %116, %118
  %120 = icmp sgt i64 %119, 32
  %121 = sext i32 %K to i64
  %122 = mul i32 %k, 32
  %123 = sext i32 %122 to i64
  %124 = sub i64 %121, %123
  %125 = select i1 %120, i64 32, i64 %124
  %126 = select i1 %115, i64 0, i64 %125
  %127 = sext i32 %tl_lo0 to i64
  %128 = icmp slt i64 %126, %127
  %129 = sext i32 %tl_lo0 to i64
  %130 = sext i32 %K to i64
  %131 = mul i32 %k, 32
  %132 = sext i32 %131 to i64
  %133 = sub i64 %130, %132
  %134 = icmp slt i64 %133, 0
  %135 = sext i32 %K to i64
  %136 = mul i32 %k, 32
  %137 = sext i32 %136 to i64
  %138 = sub i64 %135, %137
  %139 = icmp sgt i64 %138, 32
  %140 = sext i32 %K to i64
  %141 = mul i32 %k, 32
  %142 = sext i32 %141 to i64
  %143 = sub i64 %140, %142
  %144 = select i1 %139, i64 32, i64 %143
  %145 = select i1 %134, i64 0, i64 %144
  %146 = select i1 %128, i64 %129, i64 %145
  %tl_hi1 = trunc i64 %146 to i32
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  br label %if.end

for.cond19:                                       ; preds = %for.body20, %for.body16
  %j22 = phi i32 [ 0, %for.body16 ], [ %153, %for.body20 ]
  %147 = icmp slt i32 %j22, %tl_lo0
  br i1 %147, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %148 = sext i32 %i18 to i64
  %149 = mul nsw i64 %148, 32
  %150 = sext i32 %j22 to i64
  %151 = add nsw i64 %149, %150
  %152 = getelementptr inbounds i16, ptr %A_s, i64 %151
  store i16 0, ptr %152, align 2
  %153 = add nsw i32 %j22, 1
  br label %for.cond19, !llvm.loop !6

for.end21:                                        ; preds = %for.cond19
  %154 = mul i32 %by, 128
  %155 = sext i32 %154 to i64
  %156 = sext i32 %i18 to i64
  %157 = add i64 %155, %156
  %158 = icmp sle i64 0, %157
  %159 = mul i32 %by, 128
  %160 = sext i32 %159 to i64
  %161 = sext i32 %i18 to i64
  %162 = add i64 %160, %161
  %163 = sext i32 %M to i64
  %164 = icmp slt i64 %162, %163
  %165 = and i1 %158, %164
  br i1 %165, label %if.then23, label %if.else24

if.then23:                                        ; preds = %for.end21
  %166 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond26

if.else24:                                        ; preds = %for.end21
  %167 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond29

if.end25:                                         ; preds = %for.end31, %for.end28
  %168 = sub i32 32, %tl_hi1
  br label %for.cond33

for.cond26:                                       ; preds = %for.body27, %if.then23
  %j2 = phi i32 [ 0, %if.then23 ], [ %192, %for.body27 ]
  %169 = icmp slt i32 %j2, %166
  br i1 %169, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  %170 = mul i32 %by, 128
  %171 = add i32 %170, %i18
  %172 = sext i32 %171 to i64
  %173 = sext i32 %K to i64
  %174 = mul nsw i64 %172, %173
  %175 = mul i32 %k, 32
  %176 = add i32 %tl_lo0, %j2
  %177 = add i32 %175, %176
  %178 = sext i32 %177 to i64
  %179 = add nsw i64 %174, %178
  %180 = getelementptr inbounds i16, ptr %A, i64 %179
  %181 = load i16, ptr %180, align 2
  %182 = bitcast i16 %181 to half
  %183 = fpext half %182 to float
  %184 = sext i32 %i18 to i64
  %185 = mul nsw i64 %184, 32
  %186 = add i32 %tl_lo0, %j2
  %187 = sext i32 %186 to i64
  %188 = add nsw i64 %185, %187
  %189 = getelementptr inbounds i16, ptr %A_s, i64 %188
  %190 = fptrunc float %183 to half
  %191 = bitcast half %190 to i16
  store i16 %191, ptr %189, align 2
  %192 = add nsw i32 %j2, 1
  br label %for.cond26, !llvm.loop !7

for.end28:                                        ; preds = %for.cond26
  br label %if.end25

for.cond29:                                       ; preds = %for.body30, %if.else24
  %j232 = phi i32 [ 0, %if.else24 ], [ %200, %for.body30 ]
  %193 = icmp slt i32 %j232, %167
  br i1 %193, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  %194 = sext i32 %i18 to i64
  %195 = mul nsw i64 %194, 32
  %196 = add i32 %tl_lo0, %j232
  %197 = sext i32 %196 to i64
  %198 = add nsw i64 %195, %197
  %199 = getelementptr inbounds i16, ptr %A_s, i64 %198
  store i16 0, ptr %199, align 2
  %200 = add nsw i32 %j232, 1
  br label %for.cond29, !llvm.loop !8

for.end31:                                        ; preds = %for.cond29
  br label %if.end25

for.cond33:                                       ; preds = %for.body34, %if.end25
  %j236 = phi i32 [ 0, %if.end25 ], [ %208, %for.body34 ]
  %201 = icmp slt i32 %j236, %168
  br i1 %201, label %for.body34, label %for.end35

for.body34:                                       ; preds = %for.cond33
  %202 = sext i32 %i18 to i64
  %203 = mul nsw i64 %202, 32
  %204 = add i32 %tl_hi1, %j236
  %205 = sext i32 %204 to i64
  %206 = add nsw i64 %203, %205
  %207 = getelementptr inbounds i16, ptr %A_s, i64 %206
  store i16 0, ptr %207, align 2
  %208 = add nsw i32 %j236, 1
  br label %for.cond33, !llvm.loop !9

for.end35:                                        ; preds = %for.cond33
  %209 = add nsw i32 %i18, 1
  br label %for.cond15, !llvm.loop !10

if.then37:                                        ; preds = %if.end
  br label %for.cond40

if.else38:                                        ; preds = %if.end
  br label %for.cond48

if.end39:                                         ; preds = %for.end50, %for.end42
  call void @tilec_rt_gemm_f16f32(i32 128, i32 128, i32 32, ptr %A_s, i32 32, i32 0, ptr %B_s, i32 128, i32 0, ptr %C_f, i32 128)
  %210 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !11

for.cond40:                                       ; preds = %for.end46, %if.then37
  %i43 = phi i32 [ 0, %if.then37 ], [ %234, %for.end46 ]
  %211 = icmp slt i32 %i43, 32
  br i1 %211, label %for.body41, label %for.end42

for.body41:                                       ; preds = %for.cond40
  br label %for.cond44

for.end42:                                        ; preds = %for.cond40
  br label %if.end39

for.cond44:                                       ; preds = %for.body45, %for.body41
  %j47 = phi i32 [ 0, %for.body41 ], [ %233, %for.body45 ]
  %212 = icmp slt i32 %j47, 128
  br i1 %212, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %213 = mul i32 %k, 32
  %214 = add i32 %213, %i43
  %215 = sext i32 %214 to i64
  %216 = sext i32 %N to i64
  %217 = mul nsw i64 %215, %216
  %218 = mul i32 %bx, 128
  %219 = add i32 %218, %j47
  %220 = sext i32 %219 to i64
  %221 = add nsw i64 %217, %220
  %222 = getelementptr inbounds i16, ptr %B, i64 %221
  %223 = load i16, ptr %222, align 2
  %224 = bitcast i16 %223 to half
  %225 = fpext half %224 to float
  %226 = sext i32 %i43 to i64
  %227 = mul nsw i64 %226, 128
  %228 = sext i32 %j47 to i64
  %229 = add nsw i64 %227, %228
  %230 = getelementptr inbounds i16, ptr %B_s, i64 %229
  %231 = fptrunc float %225 to half
  %232 = bitcast half %231 to i16
  store i16 %232, ptr %230, align 2
  %233 = add nsw i32 %j47, 1
  br label %for.cond44, !llvm.loop !12

for.end46:                                        ; preds = %for.cond44
  %234 = add nsw i32 %i43, 1
  br label %for.cond40, !llvm.loop !13

for.cond48:                                       ; preds = %for.end68, %if.else38
  %i51 = phi i32 [ 0, %if.else38 ], [ %347, %for.end68 ]
  %235 = icmp slt i32 %i51, 32
  br i1 %235, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %236 = mul i32 %bx, 128
  %237 = sext i32 %236 to i64
  %238 = sub i64 0, %237
  %239 = icmp slt i64 %238, 0
  %240 = mul i32 %bx, 128
  %241 = sext i32 %240 to i64
  %242 = sub i64 0, %241
  %243 = icmp sgt i64 %242, 128
  %244 = mul i32 %bx, 128
  %245 = sext i32 %244 to i64
  %246 = sub i64 0, %245
  %247 = select i1 %243, i64 128, i64 %246
  %248 = select i1 %239, i64 0, i64 %247
  %tl_lo2 = trunc i64 %248 to i32
  %249 = sext i32 %N to i64
  %250 = mul i32 %bx, 128
  %251 = sext i32 %250 to i64
  %252 = sub i64 %249, %251
  %253 = icmp slt i64 %252, 0
  %254 = sext i32 %N to i64
  %255 = mul i32 %bx, 128
  %256 = sext i32 %255 to i64
  %257 = sub i64 %254, %256
  %258 = icmp sgt i64 %257, 128
  %259 = sext i32 %N to i64
  %260 = mul i32 %bx, 128
  %261 = sext i32 %260 to i64
  %262 = sub i64 %259, %261
  %263 = select i1 %258, i64 128, i64 %262
  %264 = select i1 %253, i64 0, i64 %263
  %265 = sext i32 %tl_lo2 to i64
  %266 = icmp slt i64 %264, %265
  %267 = sext i32 %tl_lo2 to i64
  %268 = sext i32 %N to i64
  %269 = mul i32 %bx, 128
  %270 = sext i32 %269 to i64
  %271 = sub i64 %268, %270
  %272 = icmp slt i64 %271, 0
  %273 = sext i32 %N to i64
  %274 = mul i32 %bx, 128
  %275 = sext i32 %274 to i64
  %276 = sub i64 %273, %275
  %277 = icmp sgt i64 %276, 128
  %278 = sext i32 %N to i64
  %279 = mul i32 %bx, 128
  %280 = sext i32 %279 to i64
  %281 = sub i64 %278, %280
  %282 = select i1 %277, i64 128, i64 %281
  %283 = select i1 %272, i64 0, i64 %282
  %284 = select i1 %266, i64 %267, i64 %283
  %tl_hi3 = trunc i64 %284 to i32
  br label %for.cond52

for.end50:                                        ; preds = %for.cond48
  br label %if.end39

for.cond52:                                       ; preds = %for.body53, %for.body49
  %j55 = phi i32 [ 0, %for.body49 ], [ %291, %for.body53 ]
  %285 = icmp slt i32 %j55, %tl_lo2
  br i1 %285, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %286 = sext i32 %i51 to i64
  %287 = mul nsw i64 %286, 128
  %288 = sext i32 %j55 to i64
  %289 = add nsw i64 %287, %288
  %290 = getelementptr inbounds i16, ptr %B_s, i64 %289
  store i16 0, ptr %290, align 2
  %291 = add nsw i32 %j55, 1
  br label %for.cond52, !llvm.loop !14

for.end54:                                        ; preds = %for.cond52
  %292 = mul i32 %k, 32
  %293 = sext i32 %292 to i64
  %294 = sext i32 %i51 to i64
  %295 = add i64 %293, %294
  %296 = icmp sle i64 0, %295
  %297 = mul i32 %k, 32
  %298 = sext i32 %297 to i64
  %299 = sext i32 %i51 to i64
  %300 = add i64 %298, %299
  %301 = sext i32 %K to i64
  %302 = icmp slt i64 %300, %301
  %303 = and i1 %296, %302
  br i1 %303, label %if.then56, label %if.else57

if.then56:                                        ; preds = %for.end54
  %304 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond59

if.else57:                                        ; preds = %for.end54
  %305 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond62

if.end58:                                         ; preds = %for.end64, %for.end61
  %306 = sub i32 128, %tl_hi3
  br label %for.cond66

for.cond59:                                       ; preds = %for.body60, %if.then56
  %j3 = phi i32 [ 0, %if.then56 ], [ %330, %for.body60 ]
  %307 = icmp slt i32 %j3, %304
  br i1 %307, label %for.body60, label %for.end61

for.body60:                                       ; preds = %for.cond59
  %308 = mul i32 %k, 32
  %309 = add i32 %308, %i51
  %310 = sext i32 %309 to i64
  %311 = sext i32 %N to i64
  %312 = mul nsw i64 %310, %311
  %313 = mul i32 %bx, 128
  %314 = add i32 %tl_lo2, %j3
  %315 = add i32 %313, %314
  %316 = sext i32 %315 to i64
  %317 = add nsw i64 %312, %316
  %318 = getelementptr inbounds i16, ptr %B, i64 %317
  %319 = load i16, ptr %318, align 2
  %320 = bitcast i16 %319 to half
  %321 = fpext half %320 to float
  %322 = sext i32 %i51 to i64
  %323 = mul nsw i64 %322, 128
  %324 = add i32 %tl_lo2, %j3
  %325 = sext i32 %324 to i64
  %326 = add nsw i64 %323, %325
  %327 = getelementptr inbounds i16, ptr %B_s, i64 %326
  %328 = fptrunc float %321 to half
  %329 = bitcast half %328 to i16
  store i16 %329, ptr %327, align 2
  %330 = add nsw i32 %j3, 1
  br label %for.cond59, !llvm.loop !15

for.end61:                                        ; preds = %for.cond59
  br label %if.end58

for.cond62:                                       ; preds = %for.body63, %if.else57
  %j365 = phi i32 [ 0, %if.else57 ], [ %338, %for.body63 ]
  %331 = icmp slt i32 %j365, %305
  br i1 %331, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %332 = sext i32 %i51 to i64
  %333 = mul nsw i64 %332, 128
  %334 = add i32 %tl_lo2, %j365
  %335 = sext i32 %334 to i64
  %336 = add nsw i64 %333, %335
  %337 = getelementptr inbounds i16, ptr %B_s, i64 %336
  store i16 0, ptr %337, align 2
  %338 = add nsw i32 %j365, 1
  br label %for.cond62, !llvm.loop !16

for.end64:                                        ; preds = %for.cond62
  br label %if.end58

for.cond66:                                       ; preds = %for.body67, %if.end58
  %j369 = phi i32 [ 0, %if.end58 ], [ %346, %for.body67 ]
  %339 = icmp slt i32 %j369, %306
  br i1 %339, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  %340 = sext i32 %i51 to i64
  %341 = mul nsw i64 %340, 128
  %342 = add i32 %tl_hi3, %j369
  %343 = sext i32 %342 to i64
  %344 = add nsw i64 %341, %343
  %345 = getelementptr inbounds i16, ptr %B_s, i64 %344
  store i16 0, ptr %345, align 2
  %346 = add nsw i32 %j369, 1
  br label %for.cond66, !llvm.loop !17

for.end68:                                        ; preds = %for.cond66
  %347 = add nsw i32 %i51, 1
  br label %for.cond48, !llvm.loop !18

if.then70:                                        ; preds = %for.end6
  br label %for.cond73

if.else71:                                        ; preds = %for.end6
  br label %for.cond79

if.end72:                                         ; preds = %for.end81, %for.end75
  ret void

for.cond73:                                       ; preds = %for.end78, %if.then70
  %i1 = phi i32 [ 0, %if.then70 ], [ %371, %for.end78 ]
  %348 = icmp slt i32 %i1, 128
  br i1 %348, label %for.body74, label %for.end75

for.body74:                                       ; preds = %for.cond73
  br label %for.cond76

for.end75:                                        ; preds = %for.cond73
  br label %if.end72

for.cond76:                                       ; preds = %for.body77, %for.body74
  %j1 = phi i32 [ 0, %for.body74 ], [ %370, %for.body77 ]
  %349 = icmp slt i32 %j1, 128
  br i1 %349, label %for.body77, label %for.end78

for.body77:                                       ; preds = %for.cond76
  %350 = sext i32 %i1 to i64
  %351 = mul nsw i64 %350, 128
  %352 = sext i32 %j1 to i64
  %353 = add nsw i64 %351, %352
  %354 = getelementptr inbounds float, ptr %C_f, i64 %353
  %355 = load float, ptr %354, align 4
  %356 = fptrunc float %355 to half
  %357 = fpext half %356 to float
  %358 = mul i32 %by, 128
  %359 = add i32 %358, %i1
  %360 = sext i32 %359 to i64
  %361 = sext i32 %N to i64
  %362 = mul nsw i64 %360, %361
  %363 = mul i32 %bx, 128
  %364 = add i32 %363, %j1
  %365 = sext i32 %364 to i64
  %366 = add nsw i64 %362, %365
  %367 = getelementptr inbounds i16, ptr %C, i64 %366
  %368 = fptrunc float %357 to half
  %369 = bitcast half %368 to i16
  store i16 %369, ptr %367, align 2
  %370 = add nsw i32 %j1, 1
  br label %for.cond76, !llvm.loop !19

for.end78:                                        ; preds = %for.cond76
  %371 = add nsw i32 %i1, 1
  br label %for.cond73, !llvm.loop !20

for.cond79:                                       ; preds = %if.end85, %if.else71
  %i182 = phi i32 [ 0, %if.else71 ], [ %435, %if.end85 ]
  %372 = icmp slt i32 %i182, 128
  br i1 %372, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %373 = mul i32 %bx, 128
  %374 = sext i32 %373 to i64
  %375 = sub i64 0, %374
  %376 = icmp slt i64 %375, 0
  %377 = mul i32 %bx, 128
  %378 = sext i32 %377 to i64
  %379 = sub i64 0, %378
  %380 = icmp sgt i64 %379, 128
  %381 = mul i32 %bx, 128
  %382 = sext i32 %381 to i64
  %383 = sub i64 0, %382
  %384 = select i1 %380, i64 128, i64 %383
  %385 = select i1 %376, i64 0, i64 %384
  %tl_lo4 = trunc i64 %385 to i32
  %386 = sext i32 %N to i64
  %387 = mul i32 %bx, 128
  %388 = sext i32 %387 to i64
  %389 = sub i64 %386, %388
  %390 = icmp slt i64 %389, 0
  %391 = sext i32 %N to i64
  %392 = mul i32 %bx, 128
  %393 = sext i32 %392 to i64
  %394 = sub i64 %391, %393
  %395 = icmp sgt i64 %394, 128
  %396 = sext i32 %N to i64
  %397 = mul i32 %bx, 128
  %398 = sext i32 %397 to i64
  %399 = sub i64 %396, %398
  %400 = select i1 %395, i64 128, i64 %399
  %401 = select i1 %390, i64 0, i64 %400
  %402 = sext i32 %tl_lo4 to i64
  %403 = icmp slt i64 %401, %402
  %404 = sext i32 %tl_lo4 to i64
  %405 = sext i32 %N to i64
  %406 = mul i32 %bx, 128
  %407 = sext i32 %406 to i64
  %408 = sub i64 %405, %407
  %409 = icmp slt i64 %408, 0
  %410 = sext i32 %N to i64
  %411 = mul i32 %bx, 128
  %412 = sext i32 %411 to i64
  %413 = sub i64 %410, %412
  %414 = icmp sgt i64 %413, 128
  %415 = sext i32 %N to i64
  %416 = mul i32 %bx, 128
  %417 = sext i32 %416 to i64
  %418 = sub i64 %415, %417
  %419 = select i1 %414, i64 128, i64 %418
  %420 = select i1 %409, i64 0, i64 %419
  %421 = select i1 %403, i64 %404, i64 %420
  %tl_hi5 = trunc i64 %421 to i32
  %422 = mul i32 %by, 128
  %423 = sext i32 %422 to i64
  %424 = sext i32 %i182 to i64
  %425 = add i64 %423, %424
  %426 = icmp sle i64 0, %425
  %427 = mul i32 %by, 128
  %428 = sext i32 %427 to i64
  %429 = sext i32 %i182 to i64
  %430 = add i64 %428, %429
  %431 = sext i32 %M to i64
  %432 = icmp slt i64 %430, %431
  %433 = and i1 %426, %432
  br i1 %433, label %if.then83, label %if.else84

for.end81:                                        ; preds = %for.cond79
  br label %if.end72

if.then83:                                        ; preds = %for.body80
  %434 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond86

if.else84:                                        ; preds = %for.body80
  br label %if.end85

if.end85:                                         ; preds = %if.else84, %for.end88
  %435 = add nsw i32 %i182, 1
  br label %for.cond79, !llvm.loop !21

for.cond86:                                       ; preds = %for.body87, %if.then83
  %j11 = phi i32 [ 0, %if.then83 ], [ %459, %for.body87 ]
  %436 = icmp slt i32 %j11, %434
  br i1 %436, label %for.body87, label %for.end88

for.body87:                                       ; preds = %for.cond86
  %437 = sext i32 %i182 to i64
  %438 = mul nsw i64 %437, 128
  %439 = add i32 %tl_lo4, %j11
  %440 = sext i32 %439 to i64
  %441 = add nsw i64 %438, %440
  %442 = getelementptr inbounds float, ptr %C_f, i64 %441
  %443 = load float, ptr %442, align 4
  %444 = fptrunc float %443 to half
  %445 = fpext half %444 to float
  %446 = mul i32 %by, 128
  %447 = add i32 %446, %i182
  %448 = sext i32 %447 to i64
  %449 = sext i32 %N to i64
  %450 = mul nsw i64 %448, %449
  %451 = mul i32 %bx, 128
  %452 = add i32 %tl_lo4, %j11
  %453 = add i32 %451, %452
  %454 = sext i32 %453 to i64
  %455 = add nsw i64 %450, %454
  %456 = getelementptr inbounds i16, ptr %C, i64 %455
  %457 = fptrunc float %445 to half
  %458 = bitcast half %457 to i16
  store i16 %458, ptr %456, align 2
  %459 = add nsw i32 %j11, 1
  br label %for.cond86, !llvm.loop !22

for.end88:                                        ; preds = %for.cond86
  br label %if.end85
}

declare void @tilec_rt_gemm_f16f32(i32, i32, i32, ptr, i32, i32, ptr, i32, i32, ptr, i32)

; Function Attrs: nounwind
define internal void @matmul_f16_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_matmul_f16, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_matmul_f16, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_f16, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_matmul_f16, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_matmul_f16, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_matmul_f16, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_matmul_f16, ptr %ctx, i32 0, i32 6
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
  call void @matmul_f16_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_matmul_f16(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_matmul_f16, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_f16, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_matmul_f16, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_matmul_f16, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %M = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_matmul_f16, ptr %a, i32 0, i32 3
  store i32 %M, ptr %13, align 4
  %14 = getelementptr inbounds i64, ptr %dims, i64 1
  %15 = load i64, ptr %14, align 8
  %K = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_matmul_f16, ptr %a, i32 0, i32 4
  store i32 %K, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 2
  %18 = load i64, ptr %17, align 8
  %N = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_matmul_f16, ptr %a, i32 0, i32 5
  store i32 %N, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_matmul_f16, ptr %a, i32 0, i32 6
  %21 = sext i32 %N to i64
  %22 = sdiv i64 %21, 128
  %23 = sub i64 0, %21
  %24 = select i1 false, i64 %23, i64 %22
  %25 = srem i64 %21, 128
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
  %38 = sdiv i64 %37, 128
  %39 = sub i64 0, %37
  %40 = select i1 false, i64 %39, i64 %38
  %41 = srem i64 %37, 128
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
  %57 = call i32 @tilec_rt_run_blocks(i64 %56, i32 %nworkers, ptr @matmul_f16_task, ptr %a)
  ret i32 %57

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

; Function Attrs: nounwind
define internal void @matmul_f16_bk64_block(ptr noalias %A, ptr noalias %B, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [8192 x i16], align 64
  %B_s = alloca [8192 x i16], align 64
  %C_f = alloca [16384 x float], align 64
  br label %body

body:                                             ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.end3, %body
  %i = phi i32 [ 0, %body ], [ %20, %for.end3 ]
  %0 = icmp slt i32 %i, 128
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
  %j = phi i32 [ 0, %for.body ], [ %19, %for.body2 ]
  %13 = icmp slt i32 %j, 128
  br i1 %13, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %14 = sext i32 %i to i64
  %15 = mul nsw i64 %14, 128
  %16 = sext i32 %j to i64
  %17 = add nsw i64 %15, %16
  %18 = getelementptr inbounds float, ptr %C_f, i64 %17
  store float 0.000000e+00, ptr %18, align 4
  %19 = add nsw i32 %j, 1
  br label %for.cond1, !llvm.loop !23

for.end3:                                         ; preds = %for.cond1
  %20 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !24

for.cond4:                                        ; preds = %if.end39, %for.end
  %k = phi i32 [ 0, %for.end ], [ %210, %if.end39 ]
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
  %39 = mul i32 %by, 128
  %40 = icmp sle i32 0, %39
  %41 = mul i32 %by, 128
  %42 = sext i32 %41 to i64
  %43 = add i64 %42, 128
  %44 = sext i32 %M to i64
  %45 = icmp sle i64 %43, %44
  %46 = and i1 %40, %45
  %47 = mul i32 %bx, 128
  %48 = icmp sle i32 0, %47
  %49 = mul i32 %bx, 128
  %50 = sext i32 %49 to i64
  %51 = add i64 %50, 128
  %52 = sext i32 %N to i64
  %53 = icmp sle i64 %51, %52
  %54 = and i1 %48, %53
  %55 = and i1 %46, %54
  br i1 %55, label %if.then70, label %if.else71

if.then:                                          ; preds = %for.body5
  br label %for.cond7

if.else:                                          ; preds = %for.body5
  br label %for.cond15

if.end:                                           ; preds = %for.end17, %for.end9
  %56 = mul i32 %k, 64
  %57 = icmp sle i32 0, %56
  %58 = mul i32 %k, 64
  %59 = sext i32 %58 to i64
  %60 = add i64 %59, 64
  %61 = sext i32 %K to i64
  %62 = icmp sle i64 %60, %61
  %63 = and i1 %57, %62
  %64 = mul i32 %bx, 128
  %65 = icmp sle i32 0, %64
  %66 = mul i32 %bx, 128
  %67 = sext i32 %66 to i64
  %68 = add i64 %67, 128
  %69 = sext i32 %N to i64
  %70 = icmp sle i64 %68, %69
  %71 = and i1 %65, %70
  %72 = and i1 %63, %71
  br i1 %72, label %if.then37, label %if.else38

for.cond7:                                        ; preds = %for.end13, %if.then
  %i10 = phi i32 [ 0, %if.then ], [ %96, %for.end13 ]
  %73 = icmp slt i32 %i10, 128
  br i1 %73, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %if.end

for.cond11:                                       ; preds = %for.body12, %for.body8
  %j14 = phi i32 [ 0, %for.body8 ], [ %95, %for.body12 ]
  %74 = icmp slt i32 %j14, 64
  br i1 %74, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %75 = mul i32 %by, 128
  %76 = add i32 %75, %i10
  %77 = sext i32 %76 to i64
  %78 = sext i32 %K to i64
  %79 = mul nsw i64 %77, %78
  %80 = mul i32 %k, 64
  %81 = add i32 %80, %j14
  %82 = sext i32 %81 to i64
  %83 = add nsw i64 %79, %82
  %84 = getelementptr inbounds i16, ptr %A, i64 %83
  %85 = load i16, ptr %84, align 2
  %86 = bitcast i16 %85 to half
  %87 = fpext half %86 to float
  %88 = sext i32 %i10 to i64
  %89 = mul nsw i64 %88, 64
  %90 = sext i32 %j14 to i64
  %91 = add nsw i64 %89, %90
  %92 = getelementptr inbounds i16, ptr %A_s, i64 %91
  %93 = fptrunc float %87 to half
  %94 = bitcast half %93 to i16
  store i16 %94, ptr %92, align 2
  %95 = add nsw i32 %j14, 1
  br label %for.cond11, !llvm.loop !25

for.end13:                                        ; preds = %for.cond11
  %96 = add nsw i32 %i10, 1
  br label %for.cond7, !llvm.loop !26

for.cond15:                                       ; preds = %for.end35, %if.else
  %i18 = phi i32 [ 0, %if.else ], [ %209, %for.end35 ]
  %97 = icmp slt i32 %i18, 128
  br i1 %97, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  %98 = mul i32 %k, 64
  %99 = sext i32 %98 to i64
  %100 = sub i64 0, %99
  %101 = icmp slt i64 %100, 0
  %102 = mul i32 %k, 64
  %103 = sext i32 %102 to i64
  %104 = sub i64 0, %103
  %105 = icmp sgt i64 %104, 64
  %106 = mul i32 %k, 64
  %107 = sext i32 %106 to i64
  %108 = sub i64 0, %107
  %109 = select i1 %105, i64 64, i64 %108
  %110 = select i1 %101, i64 0, i64 %109
  %tl_lo0 = trunc i64 %110 to i32
  %111 = sext i32 %K to i64
  %112 = mul i32 %k, 64
  %113 = sext i32 %112 to i64
  %114 = sub i64 %111, %113
  %115 = icmp slt i64 %114, 0
  %116 = sext i32 %K to i64
  %117 = mul i32 %k, 64
  %118 = sext i32 %117 to i64
  %119 = sub i64 %116, %118
  %120 = icmp sgt i64 %119, 64
  %121 = sext i32 %K to i64
  %122 = mul i32 %k, 64
  %123 = sext i32 %122 to i64
  %124 = sub i64 %121, %123
  %125 = select i1 %120, i64 64, i64 %124
  %126 = select i1 %115, i64 0, i64 %125
  %127 = sext i32 %tl_lo0 to i64
  %128 = icmp slt i64 %126, %127
  %129 = sext i32 %tl_lo0 to i64
  %130 = sext i32 %K to i64
  %131 = mul i32 %k, 64
  %132 = sext i32 %131 to i64
  %133 = sub i64 %130, %132
  %134 = icmp slt i64 %133, 0
  %135 = sext i32 %K to i64
  %136 = mul i32 %k, 64
  %137 = sext i32 %136 to i64
  %138 = sub i64 %135, %137
  %139 = icmp sgt i64 %138, 64
  %140 = sext i32 %K to i64
  %141 = mul i32 %k, 64
  %142 = sext i32 %141 to i64
  %143 = sub i64 %140, %142
  %144 = select i1 %139, i64 64, i64 %143
  %145 = select i1 %134, i64 0, i64 %144
  %146 = select i1 %128, i64 %129, i64 %145
  %tl_hi1 = trunc i64 %146 to i32
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  br label %if.end

for.cond19:                                       ; preds = %for.body20, %for.body16
  %j22 = phi i32 [ 0, %for.body16 ], [ %153, %for.body20 ]
  %147 = icmp slt i32 %j22, %tl_lo0
  br i1 %147, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %148 = sext i32 %i18 to i64
  %149 = mul nsw i64 %148, 64
  %150 = sext i32 %j22 to i64
  %151 = add nsw i64 %149, %150
  %152 = getelementptr inbounds i16, ptr %A_s, i64 %151
  store i16 0, ptr %152, align 2
  %153 = add nsw i32 %j22, 1
  br label %for.cond19, !llvm.loop !27

for.end21:                                        ; preds = %for.cond19
  %154 = mul i32 %by, 128
  %155 = sext i32 %154 to i64
  %156 = sext i32 %i18 to i64
  %157 = add i64 %155, %156
  %158 = icmp sle i64 0, %157
  %159 = mul i32 %by, 128
  %160 = sext i32 %159 to i64
  %161 = sext i32 %i18 to i64
  %162 = add i64 %160, %161
  %163 = sext i32 %M to i64
  %164 = icmp slt i64 %162, %163
  %165 = and i1 %158, %164
  br i1 %165, label %if.then23, label %if.else24

if.then23:                                        ; preds = %for.end21
  %166 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond26

if.else24:                                        ; preds = %for.end21
  %167 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond29

if.end25:                                         ; preds = %for.end31, %for.end28
  %168 = sub i32 64, %tl_hi1
  br label %for.cond33

for.cond26:                                       ; preds = %for.body27, %if.then23
  %j2 = phi i32 [ 0, %if.then23 ], [ %192, %for.body27 ]
  %169 = icmp slt i32 %j2, %166
  br i1 %169, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  %170 = mul i32 %by, 128
  %171 = add i32 %170, %i18
  %172 = sext i32 %171 to i64
  %173 = sext i32 %K to i64
  %174 = mul nsw i64 %172, %173
  %175 = mul i32 %k, 64
  %176 = add i32 %tl_lo0, %j2
  %177 = add i32 %175, %176
  %178 = sext i32 %177 to i64
  %179 = add nsw i64 %174, %178
  %180 = getelementptr inbounds i16, ptr %A, i64 %179
  %181 = load i16, ptr %180, align 2
  %182 = bitcast i16 %181 to half
  %183 = fpext half %182 to float
  %184 = sext i32 %i18 to i64
  %185 = mul nsw i64 %184, 64
  %186 = add i32 %tl_lo0, %j2
  %187 = sext i32 %186 to i64
  %188 = add nsw i64 %185, %187
  %189 = getelementptr inbounds i16, ptr %A_s, i64 %188
  %190 = fptrunc float %183 to half
  %191 = bitcast half %190 to i16
  store i16 %191, ptr %189, align 2
  %192 = add nsw i32 %j2, 1
  br label %for.cond26, !llvm.loop !28

for.end28:                                        ; preds = %for.cond26
  br label %if.end25

for.cond29:                                       ; preds = %for.body30, %if.else24
  %j232 = phi i32 [ 0, %if.else24 ], [ %200, %for.body30 ]
  %193 = icmp slt i32 %j232, %167
  br i1 %193, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  %194 = sext i32 %i18 to i64
  %195 = mul nsw i64 %194, 64
  %196 = add i32 %tl_lo0, %j232
  %197 = sext i32 %196 to i64
  %198 = add nsw i64 %195, %197
  %199 = getelementptr inbounds i16, ptr %A_s, i64 %198
  store i16 0, ptr %199, align 2
  %200 = add nsw i32 %j232, 1
  br label %for.cond29, !llvm.loop !29

for.end31:                                        ; preds = %for.cond29
  br label %if.end25

for.cond33:                                       ; preds = %for.body34, %if.end25
  %j236 = phi i32 [ 0, %if.end25 ], [ %208, %for.body34 ]
  %201 = icmp slt i32 %j236, %168
  br i1 %201, label %for.body34, label %for.end35

for.body34:                                       ; preds = %for.cond33
  %202 = sext i32 %i18 to i64
  %203 = mul nsw i64 %202, 64
  %204 = add i32 %tl_hi1, %j236
  %205 = sext i32 %204 to i64
  %206 = add nsw i64 %203, %205
  %207 = getelementptr inbounds i16, ptr %A_s, i64 %206
  store i16 0, ptr %207, align 2
  %208 = add nsw i32 %j236, 1
  br label %for.cond33, !llvm.loop !30

for.end35:                                        ; preds = %for.cond33
  %209 = add nsw i32 %i18, 1
  br label %for.cond15, !llvm.loop !31

if.then37:                                        ; preds = %if.end
  br label %for.cond40

if.else38:                                        ; preds = %if.end
  br label %for.cond48

if.end39:                                         ; preds = %for.end50, %for.end42
  call void @tilec_rt_gemm_f16f32(i32 128, i32 128, i32 64, ptr %A_s, i32 64, i32 0, ptr %B_s, i32 128, i32 0, ptr %C_f, i32 128)
  %210 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !32

for.cond40:                                       ; preds = %for.end46, %if.then37
  %i43 = phi i32 [ 0, %if.then37 ], [ %234, %for.end46 ]
  %211 = icmp slt i32 %i43, 64
  br i1 %211, label %for.body41, label %for.end42

for.body41:                                       ; preds = %for.cond40
  br label %for.cond44

for.end42:                                        ; preds = %for.cond40
  br label %if.end39

for.cond44:                                       ; preds = %for.body45, %for.body41
  %j47 = phi i32 [ 0, %for.body41 ], [ %233, %for.body45 ]
  %212 = icmp slt i32 %j47, 128
  br i1 %212, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %213 = mul i32 %k, 64
  %214 = add i32 %213, %i43
  %215 = sext i32 %214 to i64
  %216 = sext i32 %N to i64
  %217 = mul nsw i64 %215, %216
  %218 = mul i32 %bx, 128
  %219 = add i32 %218, %j47
  %220 = sext i32 %219 to i64
  %221 = add nsw i64 %217, %220
  %222 = getelementptr inbounds i16, ptr %B, i64 %221
  %223 = load i16, ptr %222, align 2
  %224 = bitcast i16 %223 to half
  %225 = fpext half %224 to float
  %226 = sext i32 %i43 to i64
  %227 = mul nsw i64 %226, 128
  %228 = sext i32 %j47 to i64
  %229 = add nsw i64 %227, %228
  %230 = getelementptr inbounds i16, ptr %B_s, i64 %229
  %231 = fptrunc float %225 to half
  %232 = bitcast half %231 to i16
  store i16 %232, ptr %230, align 2
  %233 = add nsw i32 %j47, 1
  br label %for.cond44, !llvm.loop !33

for.end46:                                        ; preds = %for.cond44
  %234 = add nsw i32 %i43, 1
  br label %for.cond40, !llvm.loop !34

for.cond48:                                       ; preds = %for.end68, %if.else38
  %i51 = phi i32 [ 0, %if.else38 ], [ %347, %for.end68 ]
  %235 = icmp slt i32 %i51, 64
  br i1 %235, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %236 = mul i32 %bx, 128
  %237 = sext i32 %236 to i64
  %238 = sub i64 0, %237
  %239 = icmp slt i64 %238, 0
  %240 = mul i32 %bx, 128
  %241 = sext i32 %240 to i64
  %242 = sub i64 0, %241
  %243 = icmp sgt i64 %242, 128
  %244 = mul i32 %bx, 128
  %245 = sext i32 %244 to i64
  %246 = sub i64 0, %245
  %247 = select i1 %243, i64 128, i64 %246
  %248 = select i1 %239, i64 0, i64 %247
  %tl_lo2 = trunc i64 %248 to i32
  %249 = sext i32 %N to i64
  %250 = mul i32 %bx, 128
  %251 = sext i32 %250 to i64
  %252 = sub i64 %249, %251
  %253 = icmp slt i64 %252, 0
  %254 = sext i32 %N to i64
  %255 = mul i32 %bx, 128
  %256 = sext i32 %255 to i64
  %257 = sub i64 %254, %256
  %258 = icmp sgt i64 %257, 128
  %259 = sext i32 %N to i64
  %260 = mul i32 %bx, 128
  %261 = sext i32 %260 to i64
  %262 = sub i64 %259, %261
  %263 = select i1 %258, i64 128, i64 %262
  %264 = select i1 %253, i64 0, i64 %263
  %265 = sext i32 %tl_lo2 to i64
  %266 = icmp slt i64 %264, %265
  %267 = sext i32 %tl_lo2 to i64
  %268 = sext i32 %N to i64
  %269 = mul i32 %bx, 128
  %270 = sext i32 %269 to i64
  %271 = sub i64 %268, %270
  %272 = icmp slt i64 %271, 0
  %273 = sext i32 %N to i64
  %274 = mul i32 %bx, 128
  %275 = sext i32 %274 to i64
  %276 = sub i64 %273, %275
  %277 = icmp sgt i64 %276, 128
  %278 = sext i32 %N to i64
  %279 = mul i32 %bx, 128
  %280 = sext i32 %279 to i64
  %281 = sub i64 %278, %280
  %282 = select i1 %277, i64 128, i64 %281
  %283 = select i1 %272, i64 0, i64 %282
  %284 = select i1 %266, i64 %267, i64 %283
  %tl_hi3 = trunc i64 %284 to i32
  br label %for.cond52

for.end50:                                        ; preds = %for.cond48
  br label %if.end39

for.cond52:                                       ; preds = %for.body53, %for.body49
  %j55 = phi i32 [ 0, %for.body49 ], [ %291, %for.body53 ]
  %285 = icmp slt i32 %j55, %tl_lo2
  br i1 %285, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %286 = sext i32 %i51 to i64
  %287 = mul nsw i64 %286, 128
  %288 = sext i32 %j55 to i64
  %289 = add nsw i64 %287, %288
  %290 = getelementptr inbounds i16, ptr %B_s, i64 %289
  store i16 0, ptr %290, align 2
  %291 = add nsw i32 %j55, 1
  br label %for.cond52, !llvm.loop !35

for.end54:                                        ; preds = %for.cond52
  %292 = mul i32 %k, 64
  %293 = sext i32 %292 to i64
  %294 = sext i32 %i51 to i64
  %295 = add i64 %293, %294
  %296 = icmp sle i64 0, %295
  %297 = mul i32 %k, 64
  %298 = sext i32 %297 to i64
  %299 = sext i32 %i51 to i64
  %300 = add i64 %298, %299
  %301 = sext i32 %K to i64
  %302 = icmp slt i64 %300, %301
  %303 = and i1 %296, %302
  br i1 %303, label %if.then56, label %if.else57

if.then56:                                        ; preds = %for.end54
  %304 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond59

if.else57:                                        ; preds = %for.end54
  %305 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond62

if.end58:                                         ; preds = %for.end64, %for.end61
  %306 = sub i32 128, %tl_hi3
  br label %for.cond66

for.cond59:                                       ; preds = %for.body60, %if.then56
  %j3 = phi i32 [ 0, %if.then56 ], [ %330, %for.body60 ]
  %307 = icmp slt i32 %j3, %304
  br i1 %307, label %for.body60, label %for.end61

for.body60:                                       ; preds = %for.cond59
  %308 = mul i32 %k, 64
  %309 = add i32 %308, %i51
  %310 = sext i32 %309 to i64
  %311 = sext i32 %N to i64
  %312 = mul nsw i64 %310, %311
  %313 = mul i32 %bx, 128
  %314 = add i32 %tl_lo2, %j3
  %315 = add i32 %313, %314
  %316 = sext i32 %315 to i64
  %317 = add nsw i64 %312, %316
  %318 = getelementptr inbounds i16, ptr %B, i64 %317
  %319 = load i16, ptr %318, align 2
  %320 = bitcast i16 %319 to half
  %321 = fpext half %320 to float
  %322 = sext i32 %i51 to i64
  %323 = mul nsw i64 %322, 128
  %324 = add i32 %tl_lo2, %j3
  %325 = sext i32 %324 to i64
  %326 = add nsw i64 %323, %325
  %327 = getelementptr inbounds i16, ptr %B_s, i64 %326
  %328 = fptrunc float %321 to half
  %329 = bitcast half %328 to i16
  store i16 %329, ptr %327, align 2
  %330 = add nsw i32 %j3, 1
  br label %for.cond59, !llvm.loop !36

for.end61:                                        ; preds = %for.cond59
  br label %if.end58

for.cond62:                                       ; preds = %for.body63, %if.else57
  %j365 = phi i32 [ 0, %if.else57 ], [ %338, %for.body63 ]
  %331 = icmp slt i32 %j365, %305
  br i1 %331, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %332 = sext i32 %i51 to i64
  %333 = mul nsw i64 %332, 128
  %334 = add i32 %tl_lo2, %j365
  %335 = sext i32 %334 to i64
  %336 = add nsw i64 %333, %335
  %337 = getelementptr inbounds i16, ptr %B_s, i64 %336
  store i16 0, ptr %337, align 2
  %338 = add nsw i32 %j365, 1
  br label %for.cond62, !llvm.loop !37

for.end64:                                        ; preds = %for.cond62
  br label %if.end58

for.cond66:                                       ; preds = %for.body67, %if.end58
  %j369 = phi i32 [ 0, %if.end58 ], [ %346, %for.body67 ]
  %339 = icmp slt i32 %j369, %306
  br i1 %339, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  %340 = sext i32 %i51 to i64
  %341 = mul nsw i64 %340, 128
  %342 = add i32 %tl_hi3, %j369
  %343 = sext i32 %342 to i64
  %344 = add nsw i64 %341, %343
  %345 = getelementptr inbounds i16, ptr %B_s, i64 %344
  store i16 0, ptr %345, align 2
  %346 = add nsw i32 %j369, 1
  br label %for.cond66, !llvm.loop !38

for.end68:                                        ; preds = %for.cond66
  %347 = add nsw i32 %i51, 1
  br label %for.cond48, !llvm.loop !39

if.then70:                                        ; preds = %for.end6
  br label %for.cond73

if.else71:                                        ; preds = %for.end6
  br label %for.cond79

if.end72:                                         ; preds = %for.end81, %for.end75
  ret void

for.cond73:                                       ; preds = %for.end78, %if.then70
  %i1 = phi i32 [ 0, %if.then70 ], [ %371, %for.end78 ]
  %348 = icmp slt i32 %i1, 128
  br i1 %348, label %for.body74, label %for.end75

for.body74:                                       ; preds = %for.cond73
  br label %for.cond76

for.end75:                                        ; preds = %for.cond73
  br label %if.end72

for.cond76:                                       ; preds = %for.body77, %for.body74
  %j1 = phi i32 [ 0, %for.body74 ], [ %370, %for.body77 ]
  %349 = icmp slt i32 %j1, 128
  br i1 %349, label %for.body77, label %for.end78

for.body77:                                       ; preds = %for.cond76
  %350 = sext i32 %i1 to i64
  %351 = mul nsw i64 %350, 128
  %352 = sext i32 %j1 to i64
  %353 = add nsw i64 %351, %352
  %354 = getelementptr inbounds float, ptr %C_f, i64 %353
  %355 = load float, ptr %354, align 4
  %356 = fptrunc float %355 to half
  %357 = fpext half %356 to float
  %358 = mul i32 %by, 128
  %359 = add i32 %358, %i1
  %360 = sext i32 %359 to i64
  %361 = sext i32 %N to i64
  %362 = mul nsw i64 %360, %361
  %363 = mul i32 %bx, 128
  %364 = add i32 %363, %j1
  %365 = sext i32 %364 to i64
  %366 = add nsw i64 %362, %365
  %367 = getelementptr inbounds i16, ptr %C, i64 %366
  %368 = fptrunc float %357 to half
  %369 = bitcast half %368 to i16
  store i16 %369, ptr %367, align 2
  %370 = add nsw i32 %j1, 1
  br label %for.cond76, !llvm.loop !40

for.end78:                                        ; preds = %for.cond76
  %371 = add nsw i32 %i1, 1
  br label %for.cond73, !llvm.loop !41

for.cond79:                                       ; preds = %if.end85, %if.else71
  %i182 = phi i32 [ 0, %if.else71 ], [ %435, %if.end85 ]
  %372 = icmp slt i32 %i182, 128
  br i1 %372, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %373 = mul i32 %bx, 128
  %374 = sext i32 %373 to i64
  %375 = sub i64 0, %374
  %376 = icmp slt i64 %375, 0
  %377 = mul i32 %bx, 128
  %378 = sext i32 %377 to i64
  %379 = sub i64 0, %378
  %380 = icmp sgt i64 %379, 128
  %381 = mul i32 %bx, 128
  %382 = sext i32 %381 to i64
  %383 = sub i64 0, %382
  %384 = select i1 %380, i64 128, i64 %383
  %385 = select i1 %376, i64 0, i64 %384
  %tl_lo4 = trunc i64 %385 to i32
  %386 = sext i32 %N to i64
  %387 = mul i32 %bx, 128
  %388 = sext i32 %387 to i64
  %389 = sub i64 %386, %388
  %390 = icmp slt i64 %389, 0
  %391 = sext i32 %N to i64
  %392 = mul i32 %bx, 128
  %393 = sext i32 %392 to i64
  %394 = sub i64 %391, %393
  %395 = icmp sgt i64 %394, 128
  %396 = sext i32 %N to i64
  %397 = mul i32 %bx, 128
  %398 = sext i32 %397 to i64
  %399 = sub i64 %396, %398
  %400 = select i1 %395, i64 128, i64 %399
  %401 = select i1 %390, i64 0, i64 %400
  %402 = sext i32 %tl_lo4 to i64
  %403 = icmp slt i64 %401, %402
  %404 = sext i32 %tl_lo4 to i64
  %405 = sext i32 %N to i64
  %406 = mul i32 %bx, 128
  %407 = sext i32 %406 to i64
  %408 = sub i64 %405, %407
  %409 = icmp slt i64 %408, 0
  %410 = sext i32 %N to i64
  %411 = mul i32 %bx, 128
  %412 = sext i32 %411 to i64
  %413 = sub i64 %410, %412
  %414 = icmp sgt i64 %413, 128
  %415 = sext i32 %N to i64
  %416 = mul i32 %bx, 128
  %417 = sext i32 %416 to i64
  %418 = sub i64 %415, %417
  %419 = select i1 %414, i64 128, i64 %418
  %420 = select i1 %409, i64 0, i64 %419
  %421 = select i1 %403, i64 %404, i64 %420
  %tl_hi5 = trunc i64 %421 to i32
  %422 = mul i32 %by, 128
  %423 = sext i32 %422 to i64
  %424 = sext i32 %i182 to i64
  %425 = add i64 %423, %424
  %426 = icmp sle i64 0, %425
  %427 = mul i32 %by, 128
  %428 = sext i32 %427 to i64
  %429 = sext i32 %i182 to i64
  %430 = add i64 %428, %429
  %431 = sext i32 %M to i64
  %432 = icmp slt i64 %430, %431
  %433 = and i1 %426, %432
  br i1 %433, label %if.then83, label %if.else84

for.end81:                                        ; preds = %for.cond79
  br label %if.end72

if.then83:                                        ; preds = %for.body80
  %434 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond86

if.else84:                                        ; preds = %for.body80
  br label %if.end85

if.end85:                                         ; preds = %if.else84, %for.end88
  %435 = add nsw i32 %i182, 1
  br label %for.cond79, !llvm.loop !42

for.cond86:                                       ; preds = %for.body87, %if.then83
  %j11 = phi i32 [ 0, %if.then83 ], [ %459, %for.body87 ]
  %436 = icmp slt i32 %j11, %434
  br i1 %436, label %for.body87, label %for.end88

for.body87:                                       ; preds = %for.cond86
  %437 = sext i32 %i182 to i64
  %438 = mul nsw i64 %437, 128
  %439 = add i32 %tl_lo4, %j11
  %440 = sext i32 %439 to i64
  %441 = add nsw i64 %438, %440
  %442 = getelementptr inbounds float, ptr %C_f, i64 %441
  %443 = load float, ptr %442, align 4
  %444 = fptrunc float %443 to half
  %445 = fpext half %444 to float
  %446 = mul i32 %by, 128
  %447 = add i32 %446, %i182
  %448 = sext i32 %447 to i64
  %449 = sext i32 %N to i64
  %450 = mul nsw i64 %448, %449
  %451 = mul i32 %bx, 128
  %452 = add i32 %tl_lo4, %j11
  %453 = add i32 %451, %452
  %454 = sext i32 %453 to i64
  %455 = add nsw i64 %450, %454
  %456 = getelementptr inbounds i16, ptr %C, i64 %455
  %457 = fptrunc float %445 to half
  %458 = bitcast half %457 to i16
  store i16 %458, ptr %456, align 2
  %459 = add nsw i32 %j11, 1
  br label %for.cond86, !llvm.loop !43

for.end88:                                        ; preds = %for.cond86
  br label %if.end85
}

; Function Attrs: nounwind
define internal void @matmul_f16_bk64_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_matmul_f16_bk64, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_matmul_f16_bk64, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_f16_bk64, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_matmul_f16_bk64, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_matmul_f16_bk64, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_matmul_f16_bk64, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_matmul_f16_bk64, ptr %ctx, i32 0, i32 6
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
  call void @matmul_f16_bk64_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_matmul_f16_bk64(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_matmul_f16_bk64, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_f16_bk64, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_matmul_f16_bk64, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_matmul_f16_bk64, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %M = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_matmul_f16_bk64, ptr %a, i32 0, i32 3
  store i32 %M, ptr %13, align 4
  %14 = getelementptr inbounds i64, ptr %dims, i64 1
  %15 = load i64, ptr %14, align 8
  %K = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_matmul_f16_bk64, ptr %a, i32 0, i32 4
  store i32 %K, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 2
  %18 = load i64, ptr %17, align 8
  %N = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_matmul_f16_bk64, ptr %a, i32 0, i32 5
  store i32 %N, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_matmul_f16_bk64, ptr %a, i32 0, i32 6
  %21 = sext i32 %N to i64
  %22 = sdiv i64 %21, 128
  %23 = sub i64 0, %21
  %24 = select i1 false, i64 %23, i64 %22
  %25 = srem i64 %21, 128
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
  %38 = sdiv i64 %37, 128
  %39 = sub i64 0, %37
  %40 = select i1 false, i64 %39, i64 %38
  %41 = srem i64 %37, 128
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
  %57 = call i32 @tilec_rt_run_blocks(i64 %56, i32 %nworkers, ptr @matmul_f16_bk64_task, ptr %a)
  ret i32 %57

empty:                                            ; preds = %body
  ret i32 0
}

; Function Attrs: nounwind
define internal void @matmul_f16_bk64_smem_epilogue_block(ptr noalias %A, ptr noalias %B, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [8192 x i16], align 64
  %B_s = alloca [8192 x i16], align 64
  %C_s = alloca [16384 x i16], align 64
  %C_f = alloca [16384 x float], align 64
  br label %body

body:                                             ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.end3, %body
  %i = phi i32 [ 0, %body ], [ %20, %for.end3 ]
  %0 = icmp slt i32 %i, 128
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
  %j = phi i32 [ 0, %for.body ], [ %19, %for.body2 ]
  %13 = icmp slt i32 %j, 128
  br i1 %13, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %14 = sext i32 %i to i64
  %15 = mul nsw i64 %14, 128
  %16 = sext i32 %j to i64
  %17 = add nsw i64 %15, %16
  %18 = getelementptr inbounds float, ptr %C_f, i64 %17
  store float 0.000000e+00, ptr %18, align 4
  %19 = add nsw i32 %j, 1
  br label %for.cond1, !llvm.loop !44

for.end3:                                         ; preds = %for.cond1
  %20 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !45

for.cond4:                                        ; preds = %if.end39, %for.end
  %k = phi i32 [ 0, %for.end ], [ %193, %if.end39 ]
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
  br label %for.cond70

if.then:                                          ; preds = %for.body5
  br label %for.cond7

if.else:                                          ; preds = %for.body5
  br label %for.cond15

if.end:                                           ; preds = %for.end17, %for.end9
  %39 = mul i32 %k, 64
  %40 = icmp sle i32 0, %39
  %41 = mul i32 %k, 64
  %42 = sext i32 %41 to i64
  %43 = add i64 %42, 64
  %44 = sext i32 %K to i64
  %45 = icmp sle i64 %43, %44
  %46 = and i1 %40, %45
  %47 = mul i32 %bx, 128
  %48 = icmp sle i32 0, %47
  %49 = mul i32 %bx, 128
  %50 = sext i32 %49 to i64
  %51 = add i64 %50, 128
  %52 = sext i32 %N to i64
  %53 = icmp sle i64 %51, %52
  %54 = and i1 %48, %53
  %55 = and i1 %46, %54
  br i1 %55, label %if.then37, label %if.else38

for.cond7:                                        ; preds = %for.end13, %if.then
  %i10 = phi i32 [ 0, %if.then ], [ %79, %for.end13 ]
  %56 = icmp slt i32 %i10, 128
  br i1 %56, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %if.end

for.cond11:                                       ; preds = %for.body12, %for.body8
  %j14 = phi i32 [ 0, %for.body8 ], [ %78, %for.body12 ]
  %57 = icmp slt i32 %j14, 64
  br i1 %57, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %58 = mul i32 %by, 128
  %59 = add i32 %58, %i10
  %60 = sext i32 %59 to i64
  %61 = sext i32 %K to i64
  %62 = mul nsw i64 %60, %61
  %63 = mul i32 %k, 64
  %64 = add i32 %63, %j14
  %65 = sext i32 %64 to i64
  %66 = add nsw i64 %62, %65
  %67 = getelementptr inbounds i16, ptr %A, i64 %66
  %68 = load i16, ptr %67, align 2
  %69 = bitcast i16 %68 to half
  %70 = fpext half %69 to float
  %71 = sext i32 %i10 to i64
  %72 = mul nsw i64 %71, 64
  %73 = sext i32 %j14 to i64
  %74 = add nsw i64 %72, %73
  %75 = getelementptr inbounds i16, ptr %A_s, i64 %74
  %76 = fptrunc float %70 to half
  %77 = bitcast half %76 to i16
  store i16 %77, ptr %75, align 2
  %78 = add nsw i32 %j14, 1
  br label %for.cond11, !llvm.loop !46

for.end13:                                        ; preds = %for.cond11
  %79 = add nsw i32 %i10, 1
  br label %for.cond7, !llvm.loop !47

for.cond15:                                       ; preds = %for.end35, %if.else
  %i18 = phi i32 [ 0, %if.else ], [ %192, %for.end35 ]
  %80 = icmp slt i32 %i18, 128
  br i1 %80, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  %81 = mul i32 %k, 64
  %82 = sext i32 %81 to i64
  %83 = sub i64 0, %82
  %84 = icmp slt i64 %83, 0
  %85 = mul i32 %k, 64
  %86 = sext i32 %85 to i64
  %87 = sub i64 0, %86
  %88 = icmp sgt i64 %87, 64
  %89 = mul i32 %k, 64
  %90 = sext i32 %89 to i64
  %91 = sub i64 0, %90
  %92 = select i1 %88, i64 64, i64 %91
  %93 = select i1 %84, i64 0, i64 %92
  %tl_lo0 = trunc i64 %93 to i32
  %94 = sext i32 %K to i64
  %95 = mul i32 %k, 64
  %96 = sext i32 %95 to i64
  %97 = sub i64 %94, %96
  %98 = icmp slt i64 %97, 0
  %99 = sext i32 %K to i64
  %100 = mul i32 %k, 64
  %101 = sext i32 %100 to i64
  %102 = sub i64 %99, %101
  %103 = icmp sgt i64 %102, 64
  %104 = sext i32 %K to i64
  %105 = mul i32 %k, 64
  %106 = sext i32 %105 to i64
  %107 = sub i64 %104, %106
  %108 = select i1 %103, i64 64, i64 %107
  %109 = select i1 %98, i64 0, i64 %108
  %110 = sext i32 %tl_lo0 to i64
  %111 = icmp slt i64 %109, %110
  %112 = sext i32 %tl_lo0 to i64
  %113 = sext i32 %K to i64
  %114 = mul i32 %k, 64
  %115 = sext i32 %114 to i64
  %116 = sub i64 %113, %115
  %117 = icmp slt i64 %116, 0
  %118 = sext i32 %K to i64
  %119 = mul i32 %k, 64
  %120 = sext i32 %119 to i64
  %121 = sub i64 %118, %120
  %122 = icmp sgt i64 %121, 64
  %123 = sext i32 %K to i64
  %124 = mul i32 %k, 64
  %125 = sext i32 %124 to i64
  %126 = sub i64 %123, %125
  %127 = select i1 %122, i64 64, i64 %126
  %128 = select i1 %117, i64 0, i64 %127
  %129 = select i1 %111, i64 %112, i64 %128
  %tl_hi1 = trunc i64 %129 to i32
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  br label %if.end

for.cond19:                                       ; preds = %for.body20, %for.body16
  %j22 = phi i32 [ 0, %for.body16 ], [ %136, %for.body20 ]
  %130 = icmp slt i32 %j22, %tl_lo0
  br i1 %130, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %131 = sext i32 %i18 to i64
  %132 = mul nsw i64 %131, 64
  %133 = sext i32 %j22 to i64
  %134 = add nsw i64 %132, %133
  %135 = getelementptr inbounds i16, ptr %A_s, i64 %134
  store i16 0, ptr %135, align 2
  %136 = add nsw i32 %j22, 1
  br label %for.cond19, !llvm.loop !48

for.end21:                                        ; preds = %for.cond19
  %137 = mul i32 %by, 128
  %138 = sext i32 %137 to i64
  %139 = sext i32 %i18 to i64
  %140 = add i64 %138, %139
  %141 = icmp sle i64 0, %140
  %142 = mul i32 %by, 128
  %143 = sext i32 %142 to i64
  %144 = sext i32 %i18 to i64
  %145 = add i64 %143, %144
  %146 = sext i32 %M to i64
  %147 = icmp slt i64 %145, %146
  %148 = and i1 %141, %147
  br i1 %148, label %if.then23, label %if.else24

if.then23:                                        ; preds = %for.end21
  %149 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond26

if.else24:                                        ; preds = %for.end21
  %150 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond29

if.end25:                                         ; preds = %for.end31, %for.end28
  %151 = sub i32 64, %tl_hi1
  br label %for.cond33

for.cond26:                                       ; preds = %for.body27, %if.then23
  %j2 = phi i32 [ 0, %if.then23 ], [ %175, %for.body27 ]
  %152 = icmp slt i32 %j2, %149
  br i1 %152, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  %153 = mul i32 %by, 128
  %154 = add i32 %153, %i18
  %155 = sext i32 %154 to i64
  %156 = sext i32 %K to i64
  %157 = mul nsw i64 %155, %156
  %158 = mul i32 %k, 64
  %159 = add i32 %tl_lo0, %j2
  %160 = add i32 %158, %159
  %161 = sext i32 %160 to i64
  %162 = add nsw i64 %157, %161
  %163 = getelementptr inbounds i16, ptr %A, i64 %162
  %164 = load i16, ptr %163, align 2
  %165 = bitcast i16 %164 to half
  %166 = fpext half %165 to float
  %167 = sext i32 %i18 to i64
  %168 = mul nsw i64 %167, 64
  %169 = add i32 %tl_lo0, %j2
  %170 = sext i32 %169 to i64
  %171 = add nsw i64 %168, %170
  %172 = getelementptr inbounds i16, ptr %A_s, i64 %171
  %173 = fptrunc float %166 to half
  %174 = bitcast half %173 to i16
  store i16 %174, ptr %172, align 2
  %175 = add nsw i32 %j2, 1
  br label %for.cond26, !llvm.loop !49

for.end28:                                        ; preds = %for.cond26
  br label %if.end25

for.cond29:                                       ; preds = %for.body30, %if.else24
  %j232 = phi i32 [ 0, %if.else24 ], [ %183, %for.body30 ]
  %176 = icmp slt i32 %j232, %150
  br i1 %176, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  %177 = sext i32 %i18 to i64
  %178 = mul nsw i64 %177, 64
  %179 = add i32 %tl_lo0, %j232
  %180 = sext i32 %179 to i64
  %181 = add nsw i64 %178, %180
  %182 = getelementptr inbounds i16, ptr %A_s, i64 %181
  store i16 0, ptr %182, align 2
  %183 = add nsw i32 %j232, 1
  br label %for.cond29, !llvm.loop !50

for.end31:                                        ; preds = %for.cond29
  br label %if.end25

for.cond33:                                       ; preds = %for.body34, %if.end25
  %j236 = phi i32 [ 0, %if.end25 ], [ %191, %for.body34 ]
  %184 = icmp slt i32 %j236, %151
  br i1 %184, label %for.body34, label %for.end35

for.body34:                                       ; preds = %for.cond33
  %185 = sext i32 %i18 to i64
  %186 = mul nsw i64 %185, 64
  %187 = add i32 %tl_hi1, %j236
  %188 = sext i32 %187 to i64
  %189 = add nsw i64 %186, %188
  %190 = getelementptr inbounds i16, ptr %A_s, i64 %189
  store i16 0, ptr %190, align 2
  %191 = add nsw i32 %j236, 1
  br label %for.cond33, !llvm.loop !51

for.end35:                                        ; preds = %for.cond33
  %192 = add nsw i32 %i18, 1
  br label %for.cond15, !llvm.loop !52

if.then37:                                        ; preds = %if.end
  br label %for.cond40

if.else38:                                        ; preds = %if.end
  br label %for.cond48

if.end39:                                         ; preds = %for.end50, %for.end42
  call void @tilec_rt_gemm_f16f32(i32 128, i32 128, i32 64, ptr %A_s, i32 64, i32 0, ptr %B_s, i32 128, i32 0, ptr %C_f, i32 128)
  %193 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !53

for.cond40:                                       ; preds = %for.end46, %if.then37
  %i43 = phi i32 [ 0, %if.then37 ], [ %217, %for.end46 ]
  %194 = icmp slt i32 %i43, 64
  br i1 %194, label %for.body41, label %for.end42

for.body41:                                       ; preds = %for.cond40
  br label %for.cond44

for.end42:                                        ; preds = %for.cond40
  br label %if.end39

for.cond44:                                       ; preds = %for.body45, %for.body41
  %j47 = phi i32 [ 0, %for.body41 ], [ %216, %for.body45 ]
  %195 = icmp slt i32 %j47, 128
  br i1 %195, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %196 = mul i32 %k, 64
  %197 = add i32 %196, %i43
  %198 = sext i32 %197 to i64
  %199 = sext i32 %N to i64
  %200 = mul nsw i64 %198, %199
  %201 = mul i32 %bx, 128
  %202 = add i32 %201, %j47
  %203 = sext i32 %202 to i64
  %204 = add nsw i64 %200, %203
  %205 = getelementptr inbounds i16, ptr %B, i64 %204
  %206 = load i16, ptr %205, align 2
  %207 = bitcast i16 %206 to half
  %208 = fpext half %207 to float
  %209 = sext i32 %i43 to i64
  %210 = mul nsw i64 %209, 128
  %211 = sext i32 %j47 to i64
  %212 = add nsw i64 %210, %211
  %213 = getelementptr inbounds i16, ptr %B_s, i64 %212
  %214 = fptrunc float %208 to half
  %215 = bitcast half %214 to i16
  store i16 %215, ptr %213, align 2
  %216 = add nsw i32 %j47, 1
  br label %for.cond44, !llvm.loop !54

for.end46:                                        ; preds = %for.cond44
  %217 = add nsw i32 %i43, 1
  br label %for.cond40, !llvm.loop !55

for.cond48:                                       ; preds = %for.end68, %if.else38
  %i51 = phi i32 [ 0, %if.else38 ], [ %330, %for.end68 ]
  %218 = icmp slt i32 %i51, 64
  br i1 %218, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %219 = mul i32 %bx, 128
  %220 = sext i32 %219 to i64
  %221 = sub i64 0, %220
  %222 = icmp slt i64 %221, 0
  %223 = mul i32 %bx, 128
  %224 = sext i32 %223 to i64
  %225 = sub i64 0, %224
  %226 = icmp sgt i64 %225, 128
  %227 = mul i32 %bx, 128
  %228 = sext i32 %227 to i64
  %229 = sub i64 0, %228
  %230 = select i1 %226, i64 128, i64 %229
  %231 = select i1 %222, i64 0, i64 %230
  %tl_lo2 = trunc i64 %231 to i32
  %232 = sext i32 %N to i64
  %233 = mul i32 %bx, 128
  %234 = sext i32 %233 to i64
  %235 = sub i64 %232, %234
  %236 = icmp slt i64 %235, 0
  %237 = sext i32 %N to i64
  %238 = mul i32 %bx, 128
  %239 = sext i32 %238 to i64
  %240 = sub i64 %237, %239
  %241 = icmp sgt i64 %240, 128
  %242 = sext i32 %N to i64
  %243 = mul i32 %bx, 128
  %244 = sext i32 %243 to i64
  %245 = sub i64 %242, %244
  %246 = select i1 %241, i64 128, i64 %245
  %247 = select i1 %236, i64 0, i64 %246
  %248 = sext i32 %tl_lo2 to i64
  %249 = icmp slt i64 %247, %248
  %250 = sext i32 %tl_lo2 to i64
  %251 = sext i32 %N to i64
  %252 = mul i32 %bx, 128
  %253 = sext i32 %252 to i64
  %254 = sub i64 %251, %253
  %255 = icmp slt i64 %254, 0
  %256 = sext i32 %N to i64
  %257 = mul i32 %bx, 128
  %258 = sext i32 %257 to i64
  %259 = sub i64 %256, %258
  %260 = icmp sgt i64 %259, 128
  %261 = sext i32 %N to i64
  %262 = mul i32 %bx, 128
  %263 = sext i32 %262 to i64
  %264 = sub i64 %261, %263
  %265 = select i1 %260, i64 128, i64 %264
  %266 = select i1 %255, i64 0, i64 %265
  %267 = select i1 %249, i64 %250, i64 %266
  %tl_hi3 = trunc i64 %267 to i32
  br label %for.cond52

for.end50:                                        ; preds = %for.cond48
  br label %if.end39

for.cond52:                                       ; preds = %for.body53, %for.body49
  %j55 = phi i32 [ 0, %for.body49 ], [ %274, %for.body53 ]
  %268 = icmp slt i32 %j55, %tl_lo2
  br i1 %268, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %269 = sext i32 %i51 to i64
  %270 = mul nsw i64 %269, 128
  %271 = sext i32 %j55 to i64
  %272 = add nsw i64 %270, %271
  %273 = getelementptr inbounds i16, ptr %B_s, i64 %272
  store i16 0, ptr %273, align 2
  %274 = add nsw i32 %j55, 1
  br label %for.cond52, !llvm.loop !56

for.end54:                                        ; preds = %for.cond52
  %275 = mul i32 %k, 64
  %276 = sext i32 %275 to i64
  %277 = sext i32 %i51 to i64
  %278 = add i64 %276, %277
  %279 = icmp sle i64 0, %278
  %280 = mul i32 %k, 64
  %281 = sext i32 %280 to i64
  %282 = sext i32 %i51 to i64
  %283 = add i64 %281, %282
  %284 = sext i32 %K to i64
  %285 = icmp slt i64 %283, %284
  %286 = and i1 %279, %285
  br i1 %286, label %if.then56, label %if.else57

if.then56:                                        ; preds = %for.end54
  %287 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond59

if.else57:                                        ; preds = %for.end54
  %288 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond62

if.end58:                                         ; preds = %for.end64, %for.end61
  %289 = sub i32 128, %tl_hi3
  br label %for.cond66

for.cond59:                                       ; preds = %for.body60, %if.then56
  %j3 = phi i32 [ 0, %if.then56 ], [ %313, %for.body60 ]
  %290 = icmp slt i32 %j3, %287
  br i1 %290, label %for.body60, label %for.end61

for.body60:                                       ; preds = %for.cond59
  %291 = mul i32 %k, 64
  %292 = add i32 %291, %i51
  %293 = sext i32 %292 to i64
  %294 = sext i32 %N to i64
  %295 = mul nsw i64 %293, %294
  %296 = mul i32 %bx, 128
  %297 = add i32 %tl_lo2, %j3
  %298 = add i32 %296, %297
  %299 = sext i32 %298 to i64
  %300 = add nsw i64 %295, %299
  %301 = getelementptr inbounds i16, ptr %B, i64 %300
  %302 = load i16, ptr %301, align 2
  %303 = bitcast i16 %302 to half
  %304 = fpext half %303 to float
  %305 = sext i32 %i51 to i64
  %306 = mul nsw i64 %305, 128
  %307 = add i32 %tl_lo2, %j3
  %308 = sext i32 %307 to i64
  %309 = add nsw i64 %306, %308
  %310 = getelementptr inbounds i16, ptr %B_s, i64 %309
  %311 = fptrunc float %304 to half
  %312 = bitcast half %311 to i16
  store i16 %312, ptr %310, align 2
  %313 = add nsw i32 %j3, 1
  br label %for.cond59, !llvm.loop !57

for.end61:                                        ; preds = %for.cond59
  br label %if.end58

for.cond62:                                       ; preds = %for.body63, %if.else57
  %j365 = phi i32 [ 0, %if.else57 ], [ %321, %for.body63 ]
  %314 = icmp slt i32 %j365, %288
  br i1 %314, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %315 = sext i32 %i51 to i64
  %316 = mul nsw i64 %315, 128
  %317 = add i32 %tl_lo2, %j365
  %318 = sext i32 %317 to i64
  %319 = add nsw i64 %316, %318
  %320 = getelementptr inbounds i16, ptr %B_s, i64 %319
  store i16 0, ptr %320, align 2
  %321 = add nsw i32 %j365, 1
  br label %for.cond62, !llvm.loop !58

for.end64:                                        ; preds = %for.cond62
  br label %if.end58

for.cond66:                                       ; preds = %for.body67, %if.end58
  %j369 = phi i32 [ 0, %if.end58 ], [ %329, %for.body67 ]
  %322 = icmp slt i32 %j369, %289
  br i1 %322, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  %323 = sext i32 %i51 to i64
  %324 = mul nsw i64 %323, 128
  %325 = add i32 %tl_hi3, %j369
  %326 = sext i32 %325 to i64
  %327 = add nsw i64 %324, %326
  %328 = getelementptr inbounds i16, ptr %B_s, i64 %327
  store i16 0, ptr %328, align 2
  %329 = add nsw i32 %j369, 1
  br label %for.cond66, !llvm.loop !59

for.end68:                                        ; preds = %for.cond66
  %330 = add nsw i32 %i51, 1
  br label %for.cond48, !llvm.loop !60

for.cond70:                                       ; preds = %for.end75, %for.end6
  %i1 = phi i32 [ 0, %for.end6 ], [ %366, %for.end75 ]
  %331 = icmp slt i32 %i1, 128
  br i1 %331, label %for.body71, label %for.end72

for.body71:                                       ; preds = %for.cond70
  br label %for.cond73

for.end72:                                        ; preds = %for.cond70
  %332 = mul i32 %by, 128
  %333 = icmp sle i32 0, %332
  %334 = mul i32 %by, 128
  %335 = sext i32 %334 to i64
  %336 = add i64 %335, 128
  %337 = sext i32 %M to i64
  %338 = icmp sle i64 %336, %337
  %339 = and i1 %333, %338
  %340 = mul i32 %bx, 128
  %341 = icmp sle i32 0, %340
  %342 = mul i32 %bx, 128
  %343 = sext i32 %342 to i64
  %344 = add i64 %343, 128
  %345 = sext i32 %N to i64
  %346 = icmp sle i64 %344, %345
  %347 = and i1 %341, %346
  %348 = and i1 %339, %347
  br i1 %348, label %if.then76, label %if.else77

for.cond73:                                       ; preds = %for.body74, %for.body71
  %j1 = phi i32 [ 0, %for.body71 ], [ %365, %for.body74 ]
  %349 = icmp slt i32 %j1, 128
  br i1 %349, label %for.body74, label %for.end75

for.body74:                                       ; preds = %for.cond73
  %350 = sext i32 %i1 to i64
  %351 = mul nsw i64 %350, 128
  %352 = sext i32 %j1 to i64
  %353 = add nsw i64 %351, %352
  %354 = getelementptr inbounds float, ptr %C_f, i64 %353
  %355 = load float, ptr %354, align 4
  %356 = fptrunc float %355 to half
  %357 = fpext half %356 to float
  %358 = sext i32 %i1 to i64
  %359 = mul nsw i64 %358, 128
  %360 = sext i32 %j1 to i64
  %361 = add nsw i64 %359, %360
  %362 = getelementptr inbounds i16, ptr %C_s, i64 %361
  %363 = fptrunc float %357 to half
  %364 = bitcast half %363 to i16
  store i16 %364, ptr %362, align 2
  %365 = add nsw i32 %j1, 1
  br label %for.cond73, !llvm.loop !61

for.end75:                                        ; preds = %for.cond73
  %366 = add nsw i32 %i1, 1
  br label %for.cond70, !llvm.loop !62

if.then76:                                        ; preds = %for.end72
  br label %for.cond79

if.else77:                                        ; preds = %for.end72
  br label %for.cond90

if.end78:                                         ; preds = %for.end92, %for.end81
  ret void

for.cond79:                                       ; preds = %if.end85, %if.then76
  %i182 = phi i32 [ 0, %if.then76 ], [ %386, %if.end85 ]
  %367 = icmp slt i32 %i182, 128
  br i1 %367, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %368 = sext i32 %M to i64
  %369 = sext i32 %N to i64
  %370 = mul i64 %368, %369
  %371 = icmp sge i64 %370, 16777216
  br i1 %371, label %if.then83, label %if.else84

for.end81:                                        ; preds = %for.cond79
  br label %if.end78

if.then83:                                        ; preds = %for.body80
  %372 = mul i32 %by, 128
  %373 = add i32 %372, %i182
  %374 = sext i32 %373 to i64
  %375 = sext i32 %N to i64
  %376 = mul nsw i64 %374, %375
  %377 = mul i32 %bx, 128
  %378 = add i32 %377, 0
  %379 = sext i32 %378 to i64
  %380 = add nsw i64 %376, %379
  %381 = getelementptr inbounds i16, ptr %C, i64 %380
  %382 = sext i32 %i182 to i64
  %383 = mul nsw i64 %382, 128
  %384 = add nsw i64 %383, 0
  %385 = getelementptr inbounds i16, ptr %C_s, i64 %384
  call void @tilec_rt_stream(ptr %381, ptr %385, i64 256)
  br label %if.end85

if.else84:                                        ; preds = %for.body80
  br label %for.cond86

if.end85:                                         ; preds = %for.end88, %if.then83
  %386 = add nsw i32 %i182, 1
  br label %for.cond79, !llvm.loop !63

for.cond86:                                       ; preds = %for.body87, %if.else84
  %j189 = phi i32 [ 0, %if.else84 ], [ %408, %for.body87 ]
  %387 = icmp slt i32 %j189, 128
  br i1 %387, label %for.body87, label %for.end88

for.body87:                                       ; preds = %for.cond86
  %388 = sext i32 %i182 to i64
  %389 = mul nsw i64 %388, 128
  %390 = sext i32 %j189 to i64
  %391 = add nsw i64 %389, %390
  %392 = getelementptr inbounds i16, ptr %C_s, i64 %391
  %393 = load i16, ptr %392, align 2
  %394 = bitcast i16 %393 to half
  %395 = fpext half %394 to float
  %396 = mul i32 %by, 128
  %397 = add i32 %396, %i182
  %398 = sext i32 %397 to i64
  %399 = sext i32 %N to i64
  %400 = mul nsw i64 %398, %399
  %401 = mul i32 %bx, 128
  %402 = add i32 %401, %j189
  %403 = sext i32 %402 to i64
  %404 = add nsw i64 %400, %403
  %405 = getelementptr inbounds i16, ptr %C, i64 %404
  %406 = fptrunc float %395 to half
  %407 = bitcast half %406 to i16
  store i16 %407, ptr %405, align 2
  %408 = add nsw i32 %j189, 1
  br label %for.cond86, !llvm.loop !64

for.end88:                                        ; preds = %for.cond86
  br label %if.end85

for.cond90:                                       ; preds = %if.end96, %if.else77
  %i193 = phi i32 [ 0, %if.else77 ], [ %472, %if.end96 ]
  %409 = icmp slt i32 %i193, 128
  br i1 %409, label %for.body91, label %for.end92

for.body91:                                       ; preds = %for.cond90
  %410 = mul i32 %bx, 128
  %411 = sext i32 %410 to i64
  %412 = sub i64 0, %411
  %413 = icmp slt i64 %412, 0
  %414 = mul i32 %bx, 128
  %415 = sext i32 %414 to i64
  %416 = sub i64 0, %415
  %417 = icmp sgt i64 %416, 128
  %418 = mul i32 %bx, 128
  %419 = sext i32 %418 to i64
  %420 = sub i64 0, %419
  %421 = select i1 %417, i64 128, i64 %420
  %422 = select i1 %413, i64 0, i64 %421
  %tl_lo4 = trunc i64 %422 to i32
  %423 = sext i32 %N to i64
  %424 = mul i32 %bx, 128
  %425 = sext i32 %424 to i64
  %426 = sub i64 %423, %425
  %427 = icmp slt i64 %426, 0
  %428 = sext i32 %N to i64
  %429 = mul i32 %bx, 128
  %430 = sext i32 %429 to i64
  %431 = sub i64 %428, %430
  %432 = icmp sgt i64 %431, 128
  %433 = sext i32 %N to i64
  %434 = mul i32 %bx, 128
  %435 = sext i32 %434 to i64
  %436 = sub i64 %433, %435
  %437 = select i1 %432, i64 128, i64 %436
  %438 = select i1 %427, i64 0, i64 %437
  %439 = sext i32 %tl_lo4 to i64
  %440 = icmp slt i64 %438, %439
  %441 = sext i32 %tl_lo4 to i64
  %442 = sext i32 %N to i64
  %443 = mul i32 %bx, 128
  %444 = sext i32 %443 to i64
  %445 = sub i64 %442, %444
  %446 = icmp slt i64 %445, 0
  %447 = sext i32 %N to i64
  %448 = mul i32 %bx, 128
  %449 = sext i32 %448 to i64
  %450 = sub i64 %447, %449
  %451 = icmp sgt i64 %450, 128
  %452 = sext i32 %N to i64
  %453 = mul i32 %bx, 128
  %454 = sext i32 %453 to i64
  %455 = sub i64 %452, %454
  %456 = select i1 %451, i64 128, i64 %455
  %457 = select i1 %446, i64 0, i64 %456
  %458 = select i1 %440, i64 %441, i64 %457
  %tl_hi5 = trunc i64 %458 to i32
  %459 = mul i32 %by, 128
  %460 = sext i32 %459 to i64
  %461 = sext i32 %i193 to i64
  %462 = add i64 %460, %461
  %463 = icmp sle i64 0, %462
  %464 = mul i32 %by, 128
  %465 = sext i32 %464 to i64
  %466 = sext i32 %i193 to i64
  %467 = add i64 %465, %466
  %468 = sext i32 %M to i64
  %469 = icmp slt i64 %467, %468
  %470 = and i1 %463, %469
  br i1 %470, label %if.then94, label %if.else95

for.end92:                                        ; preds = %for.cond90
  br label %if.end78

if.then94:                                        ; preds = %for.body91
  %471 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond97

if.else95:                                        ; preds = %for.body91
  br label %if.end96

if.end96:                                         ; preds = %if.else95, %for.end99
  %472 = add nsw i32 %i193, 1
  br label %for.cond90, !llvm.loop !65

for.cond97:                                       ; preds = %for.body98, %if.then94
  %j11 = phi i32 [ 0, %if.then94 ], [ %496, %for.body98 ]
  %473 = icmp slt i32 %j11, %471
  br i1 %473, label %for.body98, label %for.end99

for.body98:                                       ; preds = %for.cond97
  %474 = sext i32 %i193 to i64
  %475 = mul nsw i64 %474, 128
  %476 = add i32 %tl_lo4, %j11
  %477 = sext i32 %476 to i64
  %478 = add nsw i64 %475, %477
  %479 = getelementptr inbounds i16, ptr %C_s, i64 %478
  %480 = load i16, ptr %479, align 2
  %481 = bitcast i16 %480 to half
  %482 = fpext half %481 to float
  %483 = mul i32 %by, 128
  %484 = add i32 %483, %i193
  %485 = sext i32 %484 to i64
  %486 = sext i32 %N to i64
  %487 = mul nsw i64 %485, %486
  %488 = mul i32 %bx, 128
  %489 = add i32 %tl_lo4, %j11
  %490 = add i32 %488, %489
  %491 = sext i32 %490 to i64
  %492 = add nsw i64 %487, %491
  %493 = getelementptr inbounds i16, ptr %C, i64 %492
  %494 = fptrunc float %482 to half
  %495 = bitcast half %494 to i16
  store i16 %495, ptr %493, align 2
  %496 = add nsw i32 %j11, 1
  br label %for.cond97, !llvm.loop !66

for.end99:                                        ; preds = %for.cond97
  br label %if.end96
}

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nounwind
define internal void @matmul_f16_bk64_smem_epilogue_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_matmul_f16_bk64_smem_epilogue, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_matmul_f16_bk64_smem_epilogue, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_f16_bk64_smem_epilogue, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_matmul_f16_bk64_smem_epilogue, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_matmul_f16_bk64_smem_epilogue, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_matmul_f16_bk64_smem_epilogue, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_matmul_f16_bk64_smem_epilogue, ptr %ctx, i32 0, i32 6
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
  call void @matmul_f16_bk64_smem_epilogue_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_matmul_f16_bk64_smem_epilogue(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_matmul_f16_bk64_smem_epilogue, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_f16_bk64_smem_epilogue, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_matmul_f16_bk64_smem_epilogue, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_matmul_f16_bk64_smem_epilogue, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %M = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_matmul_f16_bk64_smem_epilogue, ptr %a, i32 0, i32 3
  store i32 %M, ptr %13, align 4
  %14 = getelementptr inbounds i64, ptr %dims, i64 1
  %15 = load i64, ptr %14, align 8
  %K = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_matmul_f16_bk64_smem_epilogue, ptr %a, i32 0, i32 4
  store i32 %K, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 2
  %18 = load i64, ptr %17, align 8
  %N = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_matmul_f16_bk64_smem_epilogue, ptr %a, i32 0, i32 5
  store i32 %N, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_matmul_f16_bk64_smem_epilogue, ptr %a, i32 0, i32 6
  %21 = sext i32 %N to i64
  %22 = sdiv i64 %21, 128
  %23 = sub i64 0, %21
  %24 = select i1 false, i64 %23, i64 %22
  %25 = srem i64 %21, 128
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
  %38 = sdiv i64 %37, 128
  %39 = sub i64 0, %37
  %40 = select i1 false, i64 %39, i64 %38
  %41 = srem i64 %37, 128
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
  %57 = call i32 @tilec_rt_run_blocks(i64 %56, i32 %nworkers, ptr @matmul_f16_bk64_smem_epilogue_task, ptr %a)
  ret i32 %57

empty:                                            ; preds = %body
  ret i32 0
}

; Function Attrs: nounwind
define internal void @matmul_bf16_bk64_block(ptr noalias %A, ptr noalias %B, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [8192 x i16], align 64
  %B_s = alloca [8192 x i16], align 64
  %C_f = alloca [16384 x float], align 64
  br label %body

body:                                             ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.end3, %body
  %i = phi i32 [ 0, %body ], [ %20, %for.end3 ]
  %0 = icmp slt i32 %i, 128
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
  %j = phi i32 [ 0, %for.body ], [ %19, %for.body2 ]
  %13 = icmp slt i32 %j, 128
  br i1 %13, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %14 = sext i32 %i to i64
  %15 = mul nsw i64 %14, 128
  %16 = sext i32 %j to i64
  %17 = add nsw i64 %15, %16
  %18 = getelementptr inbounds float, ptr %C_f, i64 %17
  store float 0.000000e+00, ptr %18, align 4
  %19 = add nsw i32 %j, 1
  br label %for.cond1, !llvm.loop !67

for.end3:                                         ; preds = %for.cond1
  %20 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !68

for.cond4:                                        ; preds = %if.end39, %for.end
  %k = phi i32 [ 0, %for.end ], [ %214, %if.end39 ]
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
  %39 = mul i32 %by, 128
  %40 = icmp sle i32 0, %39
  %41 = mul i32 %by, 128
  %42 = sext i32 %41 to i64
  %43 = add i64 %42, 128
  %44 = sext i32 %M to i64
  %45 = icmp sle i64 %43, %44
  %46 = and i1 %40, %45
  %47 = mul i32 %bx, 128
  %48 = icmp sle i32 0, %47
  %49 = mul i32 %bx, 128
  %50 = sext i32 %49 to i64
  %51 = add i64 %50, 128
  %52 = sext i32 %N to i64
  %53 = icmp sle i64 %51, %52
  %54 = and i1 %48, %53
  %55 = and i1 %46, %54
  br i1 %55, label %if.then70, label %if.else71

if.then:                                          ; preds = %for.body5
  br label %for.cond7

if.else:                                          ; preds = %for.body5
  br label %for.cond15

if.end:                                           ; preds = %for.end17, %for.end9
  %56 = mul i32 %k, 64
  %57 = icmp sle i32 0, %56
  %58 = mul i32 %k, 64
  %59 = sext i32 %58 to i64
  %60 = add i64 %59, 64
  %61 = sext i32 %K to i64
  %62 = icmp sle i64 %60, %61
  %63 = and i1 %57, %62
  %64 = mul i32 %bx, 128
  %65 = icmp sle i32 0, %64
  %66 = mul i32 %bx, 128
  %67 = sext i32 %66 to i64
  %68 = add i64 %67, 128
  %69 = sext i32 %N to i64
  %70 = icmp sle i64 %68, %69
  %71 = and i1 %65, %70
  %72 = and i1 %63, %71
  br i1 %72, label %if.then37, label %if.else38

for.cond7:                                        ; preds = %for.end13, %if.then
  %i10 = phi i32 [ 0, %if.then ], [ %98, %for.end13 ]
  %73 = icmp slt i32 %i10, 128
  br i1 %73, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %if.end

for.cond11:                                       ; preds = %for.body12, %for.body8
  %j14 = phi i32 [ 0, %for.body8 ], [ %97, %for.body12 ]
  %74 = icmp slt i32 %j14, 64
  br i1 %74, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %75 = mul i32 %by, 128
  %76 = add i32 %75, %i10
  %77 = sext i32 %76 to i64
  %78 = sext i32 %K to i64
  %79 = mul nsw i64 %77, %78
  %80 = mul i32 %k, 64
  %81 = add i32 %80, %j14
  %82 = sext i32 %81 to i64
  %83 = add nsw i64 %79, %82
  %84 = getelementptr inbounds i16, ptr %A, i64 %83
  %85 = load i16, ptr %84, align 2
  %86 = zext i16 %85 to i32
  %87 = shl i32 %86, 16
  %88 = bitcast i32 %87 to float
  %89 = sext i32 %i10 to i64
  %90 = mul nsw i64 %89, 64
  %91 = sext i32 %j14 to i64
  %92 = add nsw i64 %90, %91
  %93 = getelementptr inbounds i16, ptr %A_s, i64 %92
  %94 = bitcast float %88 to i32
  %95 = lshr i32 %94, 16
  %96 = trunc i32 %95 to i16
  store i16 %96, ptr %93, align 2
  %97 = add nsw i32 %j14, 1
  br label %for.cond11, !llvm.loop !69

for.end13:                                        ; preds = %for.cond11
  %98 = add nsw i32 %i10, 1
  br label %for.cond7, !llvm.loop !70

for.cond15:                                       ; preds = %for.end35, %if.else
  %i18 = phi i32 [ 0, %if.else ], [ %213, %for.end35 ]
  %99 = icmp slt i32 %i18, 128
  br i1 %99, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  %100 = mul i32 %k, 64
  %101 = sext i32 %100 to i64
  %102 = sub i64 0, %101
  %103 = icmp slt i64 %102, 0
  %104 = mul i32 %k, 64
  %105 = sext i32 %104 to i64
  %106 = sub i64 0, %105
  %107 = icmp sgt i64 %106, 64
  %108 = mul i32 %k, 64
  %109 = sext i32 %108 to i64
  %110 = sub i64 0, %109
  %111 = select i1 %107, i64 64, i64 %110
  %112 = select i1 %103, i64 0, i64 %111
  %tl_lo0 = trunc i64 %112 to i32
  %113 = sext i32 %K to i64
  %114 = mul i32 %k, 64
  %115 = sext i32 %114 to i64
  %116 = sub i64 %113, %115
  %117 = icmp slt i64 %116, 0
  %118 = sext i32 %K to i64
  %119 = mul i32 %k, 64
  %120 = sext i32 %119 to i64
  %121 = sub i64 %118, %120
  %122 = icmp sgt i64 %121, 64
  %123 = sext i32 %K to i64
  %124 = mul i32 %k, 64
  %125 = sext i32 %124 to i64
  %126 = sub i64 %123, %125
  %127 = select i1 %122, i64 64, i64 %126
  %128 = select i1 %117, i64 0, i64 %127
  %129 = sext i32 %tl_lo0 to i64
  %130 = icmp slt i64 %128, %129
  %131 = sext i32 %tl_lo0 to i64
  %132 = sext i32 %K to i64
  %133 = mul i32 %k, 64
  %134 = sext i32 %133 to i64
  %135 = sub i64 %132, %134
  %136 = icmp slt i64 %135, 0
  %137 = sext i32 %K to i64
  %138 = mul i32 %k, 64
  %139 = sext i32 %138 to i64
  %140 = sub i64 %137, %139
  %141 = icmp sgt i64 %140, 64
  %142 = sext i32 %K to i64
  %143 = mul i32 %k, 64
  %144 = sext i32 %143 to i64
  %145 = sub i64 %142, %144
  %146 = select i1 %141, i64 64, i64 %145
  %147 = select i1 %136, i64 0, i64 %146
  %148 = select i1 %130, i64 %131, i64 %147
  %tl_hi1 = trunc i64 %148 to i32
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  br label %if.end

for.cond19:                                       ; preds = %for.body20, %for.body16
  %j22 = phi i32 [ 0, %for.body16 ], [ %155, %for.body20 ]
  %149 = icmp slt i32 %j22, %tl_lo0
  br i1 %149, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %150 = sext i32 %i18 to i64
  %151 = mul nsw i64 %150, 64
  %152 = sext i32 %j22 to i64
  %153 = add nsw i64 %151, %152
  %154 = getelementptr inbounds i16, ptr %A_s, i64 %153
  store i16 0, ptr %154, align 2
  %155 = add nsw i32 %j22, 1
  br label %for.cond19, !llvm.loop !71

for.end21:                                        ; preds = %for.cond19
  %156 = mul i32 %by, 128
  %157 = sext i32 %156 to i64
  %158 = sext i32 %i18 to i64
  %159 = add i64 %157, %158
  %160 = icmp sle i64 0, %159
  %161 = mul i32 %by, 128
  %162 = sext i32 %161 to i64
  %163 = sext i32 %i18 to i64
  %164 = add i64 %162, %163
  %165 = sext i32 %M to i64
  %166 = icmp slt i64 %164, %165
  %167 = and i1 %160, %166
  br i1 %167, label %if.then23, label %if.else24

if.then23:                                        ; preds = %for.end21
  %168 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond26

if.else24:                                        ; preds = %for.end21
  %169 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond29

if.end25:                                         ; preds = %for.end31, %for.end28
  %170 = sub i32 64, %tl_hi1
  br label %for.cond33

for.cond26:                                       ; preds = %for.body27, %if.then23
  %j2 = phi i32 [ 0, %if.then23 ], [ %196, %for.body27 ]
  %171 = icmp slt i32 %j2, %168
  br i1 %171, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  %172 = mul i32 %by, 128
  %173 = add i32 %172, %i18
  %174 = sext i32 %173 to i64
  %175 = sext i32 %K to i64
  %176 = mul nsw i64 %174, %175
  %177 = mul i32 %k, 64
  %178 = add i32 %tl_lo0, %j2
  %179 = add i32 %177, %178
  %180 = sext i32 %179 to i64
  %181 = add nsw i64 %176, %180
  %182 = getelementptr inbounds i16, ptr %A, i64 %181
  %183 = load i16, ptr %182, align 2
  %184 = zext i16 %183 to i32
  %185 = shl i32 %184, 16
  %186 = bitcast i32 %185 to float
  %187 = sext i32 %i18 to i64
  %188 = mul nsw i64 %187, 64
  %189 = add i32 %tl_lo0, %j2
  %190 = sext i32 %189 to i64
  %191 = add nsw i64 %188, %190
  %192 = getelementptr inbounds i16, ptr %A_s, i64 %191
  %193 = bitcast float %186 to i32
  %194 = lshr i32 %193, 16
  %195 = trunc i32 %194 to i16
  store i16 %195, ptr %192, align 2
  %196 = add nsw i32 %j2, 1
  br label %for.cond26, !llvm.loop !72

for.end28:                                        ; preds = %for.cond26
  br label %if.end25

for.cond29:                                       ; preds = %for.body30, %if.else24
  %j232 = phi i32 [ 0, %if.else24 ], [ %204, %for.body30 ]
  %197 = icmp slt i32 %j232, %169
  br i1 %197, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  %198 = sext i32 %i18 to i64
  %199 = mul nsw i64 %198, 64
  %200 = add i32 %tl_lo0, %j232
  %201 = sext i32 %200 to i64
  %202 = add nsw i64 %199, %201
  %203 = getelementptr inbounds i16, ptr %A_s, i64 %202
  store i16 0, ptr %203, align 2
  %204 = add nsw i32 %j232, 1
  br label %for.cond29, !llvm.loop !73

for.end31:                                        ; preds = %for.cond29
  br label %if.end25

for.cond33:                                       ; preds = %for.body34, %if.end25
  %j236 = phi i32 [ 0, %if.end25 ], [ %212, %for.body34 ]
  %205 = icmp slt i32 %j236, %170
  br i1 %205, label %for.body34, label %for.end35

for.body34:                                       ; preds = %for.cond33
  %206 = sext i32 %i18 to i64
  %207 = mul nsw i64 %206, 64
  %208 = add i32 %tl_hi1, %j236
  %209 = sext i32 %208 to i64
  %210 = add nsw i64 %207, %209
  %211 = getelementptr inbounds i16, ptr %A_s, i64 %210
  store i16 0, ptr %211, align 2
  %212 = add nsw i32 %j236, 1
  br label %for.cond33, !llvm.loop !74

for.end35:                                        ; preds = %for.cond33
  %213 = add nsw i32 %i18, 1
  br label %for.cond15, !llvm.loop !75

if.then37:                                        ; preds = %if.end
  br label %for.cond40

if.else38:                                        ; preds = %if.end
  br label %for.cond48

if.end39:                                         ; preds = %for.end50, %for.end42
  call void @tilec_rt_gemm_bf16f32(i32 128, i32 128, i32 64, ptr %A_s, i32 64, i32 0, ptr %B_s, i32 128, i32 0, ptr %C_f, i32 128)
  %214 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !76

for.cond40:                                       ; preds = %for.end46, %if.then37
  %i43 = phi i32 [ 0, %if.then37 ], [ %240, %for.end46 ]
  %215 = icmp slt i32 %i43, 64
  br i1 %215, label %for.body41, label %for.end42

for.body41:                                       ; preds = %for.cond40
  br label %for.cond44

for.end42:                                        ; preds = %for.cond40
  br label %if.end39

for.cond44:                                       ; preds = %for.body45, %for.body41
  %j47 = phi i32 [ 0, %for.body41 ], [ %239, %for.body45 ]
  %216 = icmp slt i32 %j47, 128
  br i1 %216, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %217 = mul i32 %k, 64
  %218 = add i32 %217, %i43
  %219 = sext i32 %218 to i64
  %220 = sext i32 %N to i64
  %221 = mul nsw i64 %219, %220
  %222 = mul i32 %bx, 128
  %223 = add i32 %222, %j47
  %224 = sext i32 %223 to i64
  %225 = add nsw i64 %221, %224
  %226 = getelementptr inbounds i16, ptr %B, i64 %225
  %227 = load i16, ptr %226, align 2
  %228 = zext i16 %227 to i32
  %229 = shl i32 %228, 16
  %230 = bitcast i32 %229 to float
  %231 = sext i32 %i43 to i64
  %232 = mul nsw i64 %231, 128
  %233 = sext i32 %j47 to i64
  %234 = add nsw i64 %232, %233
  %235 = getelementptr inbounds i16, ptr %B_s, i64 %234
  %236 = bitcast float %230 to i32
  %237 = lshr i32 %236, 16
  %238 = trunc i32 %237 to i16
  store i16 %238, ptr %235, align 2
  %239 = add nsw i32 %j47, 1
  br label %for.cond44, !llvm.loop !77

for.end46:                                        ; preds = %for.cond44
  %240 = add nsw i32 %i43, 1
  br label %for.cond40, !llvm.loop !78

for.cond48:                                       ; preds = %for.end68, %if.else38
  %i51 = phi i32 [ 0, %if.else38 ], [ %355, %for.end68 ]
  %241 = icmp slt i32 %i51, 64
  br i1 %241, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %242 = mul i32 %bx, 128
  %243 = sext i32 %242 to i64
  %244 = sub i64 0, %243
  %245 = icmp slt i64 %244, 0
  %246 = mul i32 %bx, 128
  %247 = sext i32 %246 to i64
  %248 = sub i64 0, %247
  %249 = icmp sgt i64 %248, 128
  %250 = mul i32 %bx, 128
  %251 = sext i32 %250 to i64
  %252 = sub i64 0, %251
  %253 = select i1 %249, i64 128, i64 %252
  %254 = select i1 %245, i64 0, i64 %253
  %tl_lo2 = trunc i64 %254 to i32
  %255 = sext i32 %N to i64
  %256 = mul i32 %bx, 128
  %257 = sext i32 %256 to i64
  %258 = sub i64 %255, %257
  %259 = icmp slt i64 %258, 0
  %260 = sext i32 %N to i64
  %261 = mul i32 %bx, 128
  %262 = sext i32 %261 to i64
  %263 = sub i64 %260, %262
  %264 = icmp sgt i64 %263, 128
  %265 = sext i32 %N to i64
  %266 = mul i32 %bx, 128
  %267 = sext i32 %266 to i64
  %268 = sub i64 %265, %267
  %269 = select i1 %264, i64 128, i64 %268
  %270 = select i1 %259, i64 0, i64 %269
  %271 = sext i32 %tl_lo2 to i64
  %272 = icmp slt i64 %270, %271
  %273 = sext i32 %tl_lo2 to i64
  %274 = sext i32 %N to i64
  %275 = mul i32 %bx, 128
  %276 = sext i32 %275 to i64
  %277 = sub i64 %274, %276
  %278 = icmp slt i64 %277, 0
  %279 = sext i32 %N to i64
  %280 = mul i32 %bx, 128
  %281 = sext i32 %280 to i64
  %282 = sub i64 %279, %281
  %283 = icmp sgt i64 %282, 128
  %284 = sext i32 %N to i64
  %285 = mul i32 %bx, 128
  %286 = sext i32 %285 to i64
  %287 = sub i64 %284, %286
  %288 = select i1 %283, i64 128, i64 %287
  %289 = select i1 %278, i64 0, i64 %288
  %290 = select i1 %272, i64 %273, i64 %289
  %tl_hi3 = trunc i64 %290 to i32
  br label %for.cond52

for.end50:                                        ; preds = %for.cond48
  br label %if.end39

for.cond52:                                       ; preds = %for.body53, %for.body49
  %j55 = phi i32 [ 0, %for.body49 ], [ %297, %for.body53 ]
  %291 = icmp slt i32 %j55, %tl_lo2
  br i1 %291, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %292 = sext i32 %i51 to i64
  %293 = mul nsw i64 %292, 128
  %294 = sext i32 %j55 to i64
  %295 = add nsw i64 %293, %294
  %296 = getelementptr inbounds i16, ptr %B_s, i64 %295
  store i16 0, ptr %296, align 2
  %297 = add nsw i32 %j55, 1
  br label %for.cond52, !llvm.loop !79

for.end54:                                        ; preds = %for.cond52
  %298 = mul i32 %k, 64
  %299 = sext i32 %298 to i64
  %300 = sext i32 %i51 to i64
  %301 = add i64 %299, %300
  %302 = icmp sle i64 0, %301
  %303 = mul i32 %k, 64
  %304 = sext i32 %303 to i64
  %305 = sext i32 %i51 to i64
  %306 = add i64 %304, %305
  %307 = sext i32 %K to i64
  %308 = icmp slt i64 %306, %307
  %309 = and i1 %302, %308
  br i1 %309, label %if.then56, label %if.else57

if.then56:                                        ; preds = %for.end54
  %310 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond59

if.else57:                                        ; preds = %for.end54
  %311 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond62

if.end58:                                         ; preds = %for.end64, %for.end61
  %312 = sub i32 128, %tl_hi3
  br label %for.cond66

for.cond59:                                       ; preds = %for.body60, %if.then56
  %j3 = phi i32 [ 0, %if.then56 ], [ %338, %for.body60 ]
  %313 = icmp slt i32 %j3, %310
  br i1 %313, label %for.body60, label %for.end61

for.body60:                                       ; preds = %for.cond59
  %314 = mul i32 %k, 64
  %315 = add i32 %314, %i51
  %316 = sext i32 %315 to i64
  %317 = sext i32 %N to i64
  %318 = mul nsw i64 %316, %317
  %319 = mul i32 %bx, 128
  %320 = add i32 %tl_lo2, %j3
  %321 = add i32 %319, %320
  %322 = sext i32 %321 to i64
  %323 = add nsw i64 %318, %322
  %324 = getelementptr inbounds i16, ptr %B, i64 %323
  %325 = load i16, ptr %324, align 2
  %326 = zext i16 %325 to i32
  %327 = shl i32 %326, 16
  %328 = bitcast i32 %327 to float
  %329 = sext i32 %i51 to i64
  %330 = mul nsw i64 %329, 128
  %331 = add i32 %tl_lo2, %j3
  %332 = sext i32 %331 to i64
  %333 = add nsw i64 %330, %332
  %334 = getelementptr inbounds i16, ptr %B_s, i64 %333
  %335 = bitcast float %328 to i32
  %336 = lshr i32 %335, 16
  %337 = trunc i32 %336 to i16
  store i16 %337, ptr %334, align 2
  %338 = add nsw i32 %j3, 1
  br label %for.cond59, !llvm.loop !80

for.end61:                                        ; preds = %for.cond59
  br label %if.end58

for.cond62:                                       ; preds = %for.body63, %if.else57
  %j365 = phi i32 [ 0, %if.else57 ], [ %346, %for.body63 ]
  %339 = icmp slt i32 %j365, %311
  br i1 %339, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %340 = sext i32 %i51 to i64
  %341 = mul nsw i64 %340, 128
  %342 = add i32 %tl_lo2, %j365
  %343 = sext i32 %342 to i64
  %344 = add nsw i64 %341, %343
  %345 = getelementptr inbounds i16, ptr %B_s, i64 %344
  store i16 0, ptr %345, align 2
  %346 = add nsw i32 %j365, 1
  br label %for.cond62, !llvm.loop !81

for.end64:                                        ; preds = %for.cond62
  br label %if.end58

for.cond66:                                       ; preds = %for.body67, %if.end58
  %j369 = phi i32 [ 0, %if.end58 ], [ %354, %for.body67 ]
  %347 = icmp slt i32 %j369, %312
  br i1 %347, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  %348 = sext i32 %i51 to i64
  %349 = mul nsw i64 %348, 128
  %350 = add i32 %tl_hi3, %j369
  %351 = sext i32 %350 to i64
  %352 = add nsw i64 %349, %351
  %353 = getelementptr inbounds i16, ptr %B_s, i64 %352
  store i16 0, ptr %353, align 2
  %354 = add nsw i32 %j369, 1
  br label %for.cond66, !llvm.loop !82

for.end68:                                        ; preds = %for.cond66
  %355 = add nsw i32 %i51, 1
  br label %for.cond48, !llvm.loop !83

if.then70:                                        ; preds = %for.end6
  br label %for.cond73

if.else71:                                        ; preds = %for.end6
  br label %for.cond79

if.end72:                                         ; preds = %for.end81, %for.end75
  ret void

for.cond73:                                       ; preds = %for.end78, %if.then70
  %i1 = phi i32 [ 0, %if.then70 ], [ %389, %for.end78 ]
  %356 = icmp slt i32 %i1, 128
  br i1 %356, label %for.body74, label %for.end75

for.body74:                                       ; preds = %for.cond73
  br label %for.cond76

for.end75:                                        ; preds = %for.cond73
  br label %if.end72

for.cond76:                                       ; preds = %for.body77, %for.body74
  %j1 = phi i32 [ 0, %for.body74 ], [ %388, %for.body77 ]
  %357 = icmp slt i32 %j1, 128
  br i1 %357, label %for.body77, label %for.end78

for.body77:                                       ; preds = %for.cond76
  %358 = sext i32 %i1 to i64
  %359 = mul nsw i64 %358, 128
  %360 = sext i32 %j1 to i64
  %361 = add nsw i64 %359, %360
  %362 = getelementptr inbounds float, ptr %C_f, i64 %361
  %363 = load float, ptr %362, align 4
  %364 = bitcast float %363 to i32
  %365 = lshr i32 %364, 16
  %366 = and i32 %365, 1
  %367 = add i32 %364, 32767
  %368 = add i32 %367, %366
  %369 = and i32 %368, -65536
  %370 = or i32 %364, 4194304
  %371 = and i32 %370, -65536
  %372 = fcmp uno float %363, %363
  %373 = select i1 %372, i32 %371, i32 %369
  %374 = bitcast i32 %373 to float
  %375 = mul i32 %by, 128
  %376 = add i32 %375, %i1
  %377 = sext i32 %376 to i64
  %378 = sext i32 %N to i64
  %379 = mul nsw i64 %377, %378
  %380 = mul i32 %bx, 128
  %381 = add i32 %380, %j1
  %382 = sext i32 %381 to i64
  %383 = add nsw i64 %379, %382
  %384 = getelementptr inbounds i16, ptr %C, i64 %383
  %385 = bitcast float %374 to i32
  %386 = lshr i32 %385, 16
  %387 = trunc i32 %386 to i16
  store i16 %387, ptr %384, align 2
  %388 = add nsw i32 %j1, 1
  br label %for.cond76, !llvm.loop !84

for.end78:                                        ; preds = %for.cond76
  %389 = add nsw i32 %i1, 1
  br label %for.cond73, !llvm.loop !85

for.cond79:                                       ; preds = %if.end85, %if.else71
  %i182 = phi i32 [ 0, %if.else71 ], [ %453, %if.end85 ]
  %390 = icmp slt i32 %i182, 128
  br i1 %390, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %391 = mul i32 %bx, 128
  %392 = sext i32 %391 to i64
  %393 = sub i64 0, %392
  %394 = icmp slt i64 %393, 0
  %395 = mul i32 %bx, 128
  %396 = sext i32 %395 to i64
  %397 = sub i64 0, %396
  %398 = icmp sgt i64 %397, 128
  %399 = mul i32 %bx, 128
  %400 = sext i32 %399 to i64
  %401 = sub i64 0, %400
  %402 = select i1 %398, i64 128, i64 %401
  %403 = select i1 %394, i64 0, i64 %402
  %tl_lo4 = trunc i64 %403 to i32
  %404 = sext i32 %N to i64
  %405 = mul i32 %bx, 128
  %406 = sext i32 %405 to i64
  %407 = sub i64 %404, %406
  %408 = icmp slt i64 %407, 0
  %409 = sext i32 %N to i64
  %410 = mul i32 %bx, 128
  %411 = sext i32 %410 to i64
  %412 = sub i64 %409, %411
  %413 = icmp sgt i64 %412, 128
  %414 = sext i32 %N to i64
  %415 = mul i32 %bx, 128
  %416 = sext i32 %415 to i64
  %417 = sub i64 %414, %416
  %418 = select i1 %413, i64 128, i64 %417
  %419 = select i1 %408, i64 0, i64 %418
  %420 = sext i32 %tl_lo4 to i64
  %421 = icmp slt i64 %419, %420
  %422 = sext i32 %tl_lo4 to i64
  %423 = sext i32 %N to i64
  %424 = mul i32 %bx, 128
  %425 = sext i32 %424 to i64
  %426 = sub i64 %423, %425
  %427 = icmp slt i64 %426, 0
  %428 = sext i32 %N to i64
  %429 = mul i32 %bx, 128
  %430 = sext i32 %429 to i64
  %431 = sub i64 %428, %430
  %432 = icmp sgt i64 %431, 128
  %433 = sext i32 %N to i64
  %434 = mul i32 %bx, 128
  %435 = sext i32 %434 to i64
  %436 = sub i64 %433, %435
  %437 = select i1 %432, i64 128, i64 %436
  %438 = select i1 %427, i64 0, i64 %437
  %439 = select i1 %421, i64 %422, i64 %438
  %tl_hi5 = trunc i64 %439 to i32
  %440 = mul i32 %by, 128
  %441 = sext i32 %440 to i64
  %442 = sext i32 %i182 to i64
  %443 = add i64 %441, %442
  %444 = icmp sle i64 0, %443
  %445 = mul i32 %by, 128
  %446 = sext i32 %445 to i64
  %447 = sext i32 %i182 to i64
  %448 = add i64 %446, %447
  %449 = sext i32 %M to i64
  %450 = icmp slt i64 %448, %449
  %451 = and i1 %444, %450
  br i1 %451, label %if.then83, label %if.else84

for.end81:                                        ; preds = %for.cond79
  br label %if.end72

if.then83:                                        ; preds = %for.body80
  %452 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond86

if.else84:                                        ; preds = %for.body80
  br label %if.end85

if.end85:                                         ; preds = %if.else84, %for.end88
  %453 = add nsw i32 %i182, 1
  br label %for.cond79, !llvm.loop !86

for.cond86:                                       ; preds = %for.body87, %if.then83
  %j11 = phi i32 [ 0, %if.then83 ], [ %487, %for.body87 ]
  %454 = icmp slt i32 %j11, %452
  br i1 %454, label %for.body87, label %for.end88

for.body87:                                       ; preds = %for.cond86
  %455 = sext i32 %i182 to i64
  %456 = mul nsw i64 %455, 128
  %457 = add i32 %tl_lo4, %j11
  %458 = sext i32 %457 to i64
  %459 = add nsw i64 %456, %458
  %460 = getelementptr inbounds float, ptr %C_f, i64 %459
  %461 = load float, ptr %460, align 4
  %462 = bitcast float %461 to i32
  %463 = lshr i32 %462, 16
  %464 = and i32 %463, 1
  %465 = add i32 %462, 32767
  %466 = add i32 %465, %464
  %467 = and i32 %466, -65536
  %468 = or i32 %462, 4194304
  %469 = and i32 %468, -65536
  %470 = fcmp uno float %461, %461
  %471 = select i1 %470, i32 %469, i32 %467
  %472 = bitcast i32 %471 to float
  %473 = mul i32 %by, 128
  %474 = add i32 %473, %i182
  %475 = sext i32 %474 to i64
  %476 = sext i32 %N to i64
  %477 = mul nsw i64 %475, %476
  %478 = mul i32 %bx, 128
  %479 = add i32 %tl_lo4, %j11
  %480 = add i32 %478, %479
  %481 = sext i32 %480 to i64
  %482 = add nsw i64 %477, %481
  %483 = getelementptr inbounds i16, ptr %C, i64 %482
  %484 = bitcast float %472 to i32
  %485 = lshr i32 %484, 16
  %486 = trunc i32 %485 to i16
  store i16 %486, ptr %483, align 2
  %487 = add nsw i32 %j11, 1
  br label %for.cond86, !llvm.loop !87

for.end88:                                        ; preds = %for.cond86
  br label %if.end85
}

declare void @tilec_rt_gemm_bf16f32(i32, i32, i32, ptr, i32, i32, ptr, i32, i32, ptr, i32)

; Function Attrs: nounwind
define internal void @matmul_bf16_bk64_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_matmul_bf16_bk64, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_matmul_bf16_bk64, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_bf16_bk64, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_matmul_bf16_bk64, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_matmul_bf16_bk64, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_matmul_bf16_bk64, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_matmul_bf16_bk64, ptr %ctx, i32 0, i32 6
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
  call void @matmul_bf16_bk64_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_matmul_bf16_bk64(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_matmul_bf16_bk64, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_bf16_bk64, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_matmul_bf16_bk64, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_matmul_bf16_bk64, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %M = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_matmul_bf16_bk64, ptr %a, i32 0, i32 3
  store i32 %M, ptr %13, align 4
  %14 = getelementptr inbounds i64, ptr %dims, i64 1
  %15 = load i64, ptr %14, align 8
  %K = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_matmul_bf16_bk64, ptr %a, i32 0, i32 4
  store i32 %K, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 2
  %18 = load i64, ptr %17, align 8
  %N = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_matmul_bf16_bk64, ptr %a, i32 0, i32 5
  store i32 %N, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_matmul_bf16_bk64, ptr %a, i32 0, i32 6
  %21 = sext i32 %N to i64
  %22 = sdiv i64 %21, 128
  %23 = sub i64 0, %21
  %24 = select i1 false, i64 %23, i64 %22
  %25 = srem i64 %21, 128
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
  %38 = sdiv i64 %37, 128
  %39 = sub i64 0, %37
  %40 = select i1 false, i64 %39, i64 %38
  %41 = srem i64 %37, 128
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
  %57 = call i32 @tilec_rt_run_blocks(i64 %56, i32 %nworkers, ptr @matmul_bf16_bk64_task, ptr %a)
  ret i32 %57

empty:                                            ; preds = %body
  ret i32 0
}

; Function Attrs: nounwind
define internal void @matmul_bf16_bk64_smem_epilogue_block(ptr noalias %A, ptr noalias %B, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [8192 x i16], align 64
  %B_s = alloca [8192 x i16], align 64
  %C_s = alloca [16384 x i16], align 64
  %C_f = alloca [16384 x float], align 64
  br label %body

body:                                             ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.end3, %body
  %i = phi i32 [ 0, %body ], [ %20, %for.end3 ]
  %0 = icmp slt i32 %i, 128
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
  %j = phi i32 [ 0, %for.body ], [ %19, %for.body2 ]
  %13 = icmp slt i32 %j, 128
  br i1 %13, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %14 = sext i32 %i to i64
  %15 = mul nsw i64 %14, 128
  %16 = sext i32 %j to i64
  %17 = add nsw i64 %15, %16
  %18 = getelementptr inbounds float, ptr %C_f, i64 %17
  store float 0.000000e+00, ptr %18, align 4
  %19 = add nsw i32 %j, 1
  br label %for.cond1, !llvm.loop !88

for.end3:                                         ; preds = %for.cond1
  %20 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !89

for.cond4:                                        ; preds = %if.end39, %for.end
  %k = phi i32 [ 0, %for.end ], [ %197, %if.end39 ]
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
  br label %for.cond70

if.then:                                          ; preds = %for.body5
  br label %for.cond7

if.else:                                          ; preds = %for.body5
  br label %for.cond15

if.end:                                           ; preds = %for.end17, %for.end9
  %39 = mul i32 %k, 64
  %40 = icmp sle i32 0, %39
  %41 = mul i32 %k, 64
  %42 = sext i32 %41 to i64
  %43 = add i64 %42, 64
  %44 = sext i32 %K to i64
  %45 = icmp sle i64 %43, %44
  %46 = and i1 %40, %45
  %47 = mul i32 %bx, 128
  %48 = icmp sle i32 0, %47
  %49 = mul i32 %bx, 128
  %50 = sext i32 %49 to i64
  %51 = add i64 %50, 128
  %52 = sext i32 %N to i64
  %53 = icmp sle i64 %51, %52
  %54 = and i1 %48, %53
  %55 = and i1 %46, %54
  br i1 %55, label %if.then37, label %if.else38

for.cond7:                                        ; preds = %for.end13, %if.then
  %i10 = phi i32 [ 0, %if.then ], [ %81, %for.end13 ]
  %56 = icmp slt i32 %i10, 128
  br i1 %56, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %if.end

for.cond11:                                       ; preds = %for.body12, %for.body8
  %j14 = phi i32 [ 0, %for.body8 ], [ %80, %for.body12 ]
  %57 = icmp slt i32 %j14, 64
  br i1 %57, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %58 = mul i32 %by, 128
  %59 = add i32 %58, %i10
  %60 = sext i32 %59 to i64
  %61 = sext i32 %K to i64
  %62 = mul nsw i64 %60, %61
  %63 = mul i32 %k, 64
  %64 = add i32 %63, %j14
  %65 = sext i32 %64 to i64
  %66 = add nsw i64 %62, %65
  %67 = getelementptr inbounds i16, ptr %A, i64 %66
  %68 = load i16, ptr %67, align 2
  %69 = zext i16 %68 to i32
  %70 = shl i32 %69, 16
  %71 = bitcast i32 %70 to float
  %72 = sext i32 %i10 to i64
  %73 = mul nsw i64 %72, 64
  %74 = sext i32 %j14 to i64
  %75 = add nsw i64 %73, %74
  %76 = getelementptr inbounds i16, ptr %A_s, i64 %75
  %77 = bitcast float %71 to i32
  %78 = lshr i32 %77, 16
  %79 = trunc i32 %78 to i16
  store i16 %79, ptr %76, align 2
  %80 = add nsw i32 %j14, 1
  br label %for.cond11, !llvm.loop !90

for.end13:                                        ; preds = %for.cond11
  %81 = add nsw i32 %i10, 1
  br label %for.cond7, !llvm.loop !91

for.cond15:                                       ; preds = %for.end35, %if.else
  %i18 = phi i32 [ 0, %if.else ], [ %196, %for.end35 ]
  %82 = icmp slt i32 %i18, 128
  br i1 %82, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  %83 = mul i32 %k, 64
  %84 = sext i32 %83 to i64
  %85 = sub i64 0, %84
  %86 = icmp slt i64 %85, 0
  %87 = mul i32 %k, 64
  %88 = sext i32 %87 to i64
  %89 = sub i64 0, %88
  %90 = icmp sgt i64 %89, 64
  %91 = mul i32 %k, 64
  %92 = sext i32 %91 to i64
  %93 = sub i64 0, %92
  %94 = select i1 %90, i64 64, i64 %93
  %95 = select i1 %86, i64 0, i64 %94
  %tl_lo0 = trunc i64 %95 to i32
  %96 = sext i32 %K to i64
  %97 = mul i32 %k, 64
  %98 = sext i32 %97 to i64
  %99 = sub i64 %96, %98
  %100 = icmp slt i64 %99, 0
  %101 = sext i32 %K to i64
  %102 = mul i32 %k, 64
  %103 = sext i32 %102 to i64
  %104 = sub i64 %101, %103
  %105 = icmp sgt i64 %104, 64
  %106 = sext i32 %K to i64
  %107 = mul i32 %k, 64
  %108 = sext i32 %107 to i64
  %109 = sub i64 %106, %108
  %110 = select i1 %105, i64 64, i64 %109
  %111 = select i1 %100, i64 0, i64 %110
  %112 = sext i32 %tl_lo0 to i64
  %113 = icmp slt i64 %111, %112
  %114 = sext i32 %tl_lo0 to i64
  %115 = sext i32 %K to i64
  %116 = mul i32 %k, 64
  %117 = sext i32 %116 to i64
  %118 = sub i64 %115, %117
  %119 = icmp slt i64 %118, 0
  %120 = sext i32 %K to i64
  %121 = mul i32 %k, 64
  %122 = sext i32 %121 to i64
  %123 = sub i64 %120, %122
  %124 = icmp sgt i64 %123, 64
  %125 = sext i32 %K to i64
  %126 = mul i32 %k, 64
  %127 = sext i32 %126 to i64
  %128 = sub i64 %125, %127
  %129 = select i1 %124, i64 64, i64 %128
  %130 = select i1 %119, i64 0, i64 %129
  %131 = select i1 %113, i64 %114, i64 %130
  %tl_hi1 = trunc i64 %131 to i32
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  br label %if.end

for.cond19:                                       ; preds = %for.body20, %for.body16
  %j22 = phi i32 [ 0, %for.body16 ], [ %138, %for.body20 ]
  %132 = icmp slt i32 %j22, %tl_lo0
  br i1 %132, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %133 = sext i32 %i18 to i64
  %134 = mul nsw i64 %133, 64
  %135 = sext i32 %j22 to i64
  %136 = add nsw i64 %134, %135
  %137 = getelementptr inbounds i16, ptr %A_s, i64 %136
  store i16 0, ptr %137, align 2
  %138 = add nsw i32 %j22, 1
  br label %for.cond19, !llvm.loop !92

for.end21:                                        ; preds = %for.cond19
  %139 = mul i32 %by, 128
  %140 = sext i32 %139 to i64
  %141 = sext i32 %i18 to i64
  %142 = add i64 %140, %141
  %143 = icmp sle i64 0, %142
  %144 = mul i32 %by, 128
  %145 = sext i32 %144 to i64
  %146 = sext i32 %i18 to i64
  %147 = add i64 %145, %146
  %148 = sext i32 %M to i64
  %149 = icmp slt i64 %147, %148
  %150 = and i1 %143, %149
  br i1 %150, label %if.then23, label %if.else24

if.then23:                                        ; preds = %for.end21
  %151 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond26

if.else24:                                        ; preds = %for.end21
  %152 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond29

if.end25:                                         ; preds = %for.end31, %for.end28
  %153 = sub i32 64, %tl_hi1
  br label %for.cond33

for.cond26:                                       ; preds = %for.body27, %if.then23
  %j2 = phi i32 [ 0, %if.then23 ], [ %179, %for.body27 ]
  %154 = icmp slt i32 %j2, %151
  br i1 %154, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  %155 = mul i32 %by, 128
  %156 = add i32 %155, %i18
  %157 = sext i32 %156 to i64
  %158 = sext i32 %K to i64
  %159 = mul nsw i64 %157, %158
  %160 = mul i32 %k, 64
  %161 = add i32 %tl_lo0, %j2
  %162 = add i32 %160, %161
  %163 = sext i32 %162 to i64
  %164 = add nsw i64 %159, %163
  %165 = getelementptr inbounds i16, ptr %A, i64 %164
  %166 = load i16, ptr %165, align 2
  %167 = zext i16 %166 to i32
  %168 = shl i32 %167, 16
  %169 = bitcast i32 %168 to float
  %170 = sext i32 %i18 to i64
  %171 = mul nsw i64 %170, 64
  %172 = add i32 %tl_lo0, %j2
  %173 = sext i32 %172 to i64
  %174 = add nsw i64 %171, %173
  %175 = getelementptr inbounds i16, ptr %A_s, i64 %174
  %176 = bitcast float %169 to i32
  %177 = lshr i32 %176, 16
  %178 = trunc i32 %177 to i16
  store i16 %178, ptr %175, align 2
  %179 = add nsw i32 %j2, 1
  br label %for.cond26, !llvm.loop !93

for.end28:                                        ; preds = %for.cond26
  br label %if.end25

for.cond29:                                       ; preds = %for.body30, %if.else24
  %j232 = phi i32 [ 0, %if.else24 ], [ %187, %for.body30 ]
  %180 = icmp slt i32 %j232, %152
  br i1 %180, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  %181 = sext i32 %i18 to i64
  %182 = mul nsw i64 %181, 64
  %183 = add i32 %tl_lo0, %j232
  %184 = sext i32 %183 to i64
  %185 = add nsw i64 %182, %184
  %186 = getelementptr inbounds i16, ptr %A_s, i64 %185
  store i16 0, ptr %186, align 2
  %187 = add nsw i32 %j232, 1
  br label %for.cond29, !llvm.loop !94

for.end31:                                        ; preds = %for.cond29
  br label %if.end25

for.cond33:                                       ; preds = %for.body34, %if.end25
  %j236 = phi i32 [ 0, %if.end25 ], [ %195, %for.body34 ]
  %188 = icmp slt i32 %j236, %153
  br i1 %188, label %for.body34, label %for.end35

for.body34:                                       ; preds = %for.cond33
  %189 = sext i32 %i18 to i64
  %190 = mul nsw i64 %189, 64
  %191 = add i32 %tl_hi1, %j236
  %192 = sext i32 %191 to i64
  %193 = add nsw i64 %190, %192
  %194 = getelementptr inbounds i16, ptr %A_s, i64 %193
  store i16 0, ptr %194, align 2
  %195 = add nsw i32 %j236, 1
  br label %for.cond33, !llvm.loop !95

for.end35:                                        ; preds = %for.cond33
  %196 = add nsw i32 %i18, 1
  br label %for.cond15, !llvm.loop !96

if.then37:                                        ; preds = %if.end
  br label %for.cond40

if.else38:                                        ; preds = %if.end
  br label %for.cond48

if.end39:                                         ; preds = %for.end50, %for.end42
  call void @tilec_rt_gemm_bf16f32(i32 128, i32 128, i32 64, ptr %A_s, i32 64, i32 0, ptr %B_s, i32 128, i32 0, ptr %C_f, i32 128)
  %197 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !97

for.cond40:                                       ; preds = %for.end46, %if.then37
  %i43 = phi i32 [ 0, %if.then37 ], [ %223, %for.end46 ]
  %198 = icmp slt i32 %i43, 64
  br i1 %198, label %for.body41, label %for.end42

for.body41:                                       ; preds = %for.cond40
  br label %for.cond44

for.end42:                                        ; preds = %for.cond40
  br label %if.end39

for.cond44:                                       ; preds = %for.body45, %for.body41
  %j47 = phi i32 [ 0, %for.body41 ], [ %222, %for.body45 ]
  %199 = icmp slt i32 %j47, 128
  br i1 %199, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %200 = mul i32 %k, 64
  %201 = add i32 %200, %i43
  %202 = sext i32 %201 to i64
  %203 = sext i32 %N to i64
  %204 = mul nsw i64 %202, %203
  %205 = mul i32 %bx, 128
  %206 = add i32 %205, %j47
  %207 = sext i32 %206 to i64
  %208 = add nsw i64 %204, %207
  %209 = getelementptr inbounds i16, ptr %B, i64 %208
  %210 = load i16, ptr %209, align 2
  %211 = zext i16 %210 to i32
  %212 = shl i32 %211, 16
  %213 = bitcast i32 %212 to float
  %214 = sext i32 %i43 to i64
  %215 = mul nsw i64 %214, 128
  %216 = sext i32 %j47 to i64
  %217 = add nsw i64 %215, %216
  %218 = getelementptr inbounds i16, ptr %B_s, i64 %217
  %219 = bitcast float %213 to i32
  %220 = lshr i32 %219, 16
  %221 = trunc i32 %220 to i16
  store i16 %221, ptr %218, align 2
  %222 = add nsw i32 %j47, 1
  br label %for.cond44, !llvm.loop !98

for.end46:                                        ; preds = %for.cond44
  %223 = add nsw i32 %i43, 1
  br label %for.cond40, !llvm.loop !99

for.cond48:                                       ; preds = %for.end68, %if.else38
  %i51 = phi i32 [ 0, %if.else38 ], [ %338, %for.end68 ]
  %224 = icmp slt i32 %i51, 64
  br i1 %224, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %225 = mul i32 %bx, 128
  %226 = sext i32 %225 to i64
  %227 = sub i64 0, %226
  %228 = icmp slt i64 %227, 0
  %229 = mul i32 %bx, 128
  %230 = sext i32 %229 to i64
  %231 = sub i64 0, %230
  %232 = icmp sgt i64 %231, 128
  %233 = mul i32 %bx, 128
  %234 = sext i32 %233 to i64
  %235 = sub i64 0, %234
  %236 = select i1 %232, i64 128, i64 %235
  %237 = select i1 %228, i64 0, i64 %236
  %tl_lo2 = trunc i64 %237 to i32
  %238 = sext i32 %N to i64
  %239 = mul i32 %bx, 128
  %240 = sext i32 %239 to i64
  %241 = sub i64 %238, %240
  %242 = icmp slt i64 %241, 0
  %243 = sext i32 %N to i64
  %244 = mul i32 %bx, 128
  %245 = sext i32 %244 to i64
  %246 = sub i64 %243, %245
  %247 = icmp sgt i64 %246, 128
  %248 = sext i32 %N to i64
  %249 = mul i32 %bx, 128
  %250 = sext i32 %249 to i64
  %251 = sub i64 %248, %250
  %252 = select i1 %247, i64 128, i64 %251
  %253 = select i1 %242, i64 0, i64 %252
  %254 = sext i32 %tl_lo2 to i64
  %255 = icmp slt i64 %253, %254
  %256 = sext i32 %tl_lo2 to i64
  %257 = sext i32 %N to i64
  %258 = mul i32 %bx, 128
  %259 = sext i32 %258 to i64
  %260 = sub i64 %257, %259
  %261 = icmp slt i64 %260, 0
  %262 = sext i32 %N to i64
  %263 = mul i32 %bx, 128
  %264 = sext i32 %263 to i64
  %265 = sub i64 %262, %264
  %266 = icmp sgt i64 %265, 128
  %267 = sext i32 %N to i64
  %268 = mul i32 %bx, 128
  %269 = sext i32 %268 to i64
  %270 = sub i64 %267, %269
  %271 = select i1 %266, i64 128, i64 %270
  %272 = select i1 %261, i64 0, i64 %271
  %273 = select i1 %255, i64 %256, i64 %272
  %tl_hi3 = trunc i64 %273 to i32
  br label %for.cond52

for.end50:                                        ; preds = %for.cond48
  br label %if.end39

for.cond52:                                       ; preds = %for.body53, %for.body49
  %j55 = phi i32 [ 0, %for.body49 ], [ %280, %for.body53 ]
  %274 = icmp slt i32 %j55, %tl_lo2
  br i1 %274, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %275 = sext i32 %i51 to i64
  %276 = mul nsw i64 %275, 128
  %277 = sext i32 %j55 to i64
  %278 = add nsw i64 %276, %277
  %279 = getelementptr inbounds i16, ptr %B_s, i64 %278
  store i16 0, ptr %279, align 2
  %280 = add nsw i32 %j55, 1
  br label %for.cond52, !llvm.loop !100

for.end54:                                        ; preds = %for.cond52
  %281 = mul i32 %k, 64
  %282 = sext i32 %281 to i64
  %283 = sext i32 %i51 to i64
  %284 = add i64 %282, %283
  %285 = icmp sle i64 0, %284
  %286 = mul i32 %k, 64
  %287 = sext i32 %286 to i64
  %288 = sext i32 %i51 to i64
  %289 = add i64 %287, %288
  %290 = sext i32 %K to i64
  %291 = icmp slt i64 %289, %290
  %292 = and i1 %285, %291
  br i1 %292, label %if.then56, label %if.else57

if.then56:                                        ; preds = %for.end54
  %293 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond59

if.else57:                                        ; preds = %for.end54
  %294 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond62

if.end58:                                         ; preds = %for.end64, %for.end61
  %295 = sub i32 128, %tl_hi3
  br label %for.cond66

for.cond59:                                       ; preds = %for.body60, %if.then56
  %j3 = phi i32 [ 0, %if.then56 ], [ %321, %for.body60 ]
  %296 = icmp slt i32 %j3, %293
  br i1 %296, label %for.body60, label %for.end61

for.body60:                                       ; preds = %for.cond59
  %297 = mul i32 %k, 64
  %298 = add i32 %297, %i51
  %299 = sext i32 %298 to i64
  %300 = sext i32 %N to i64
  %301 = mul nsw i64 %299, %300
  %302 = mul i32 %bx, 128
  %303 = add i32 %tl_lo2, %j3
  %304 = add i32 %302, %303
  %305 = sext i32 %304 to i64
  %306 = add nsw i64 %301, %305
  %307 = getelementptr inbounds i16, ptr %B, i64 %306
  %308 = load i16, ptr %307, align 2
  %309 = zext i16 %308 to i32
  %310 = shl i32 %309, 16
  %311 = bitcast i32 %310 to float
  %312 = sext i32 %i51 to i64
  %313 = mul nsw i64 %312, 128
  %314 = add i32 %tl_lo2, %j3
  %315 = sext i32 %314 to i64
  %316 = add nsw i64 %313, %315
  %317 = getelementptr inbounds i16, ptr %B_s, i64 %316
  %318 = bitcast float %311 to i32
  %319 = lshr i32 %318, 16
  %320 = trunc i32 %319 to i16
  store i16 %320, ptr %317, align 2
  %321 = add nsw i32 %j3, 1
  br label %for.cond59, !llvm.loop !101

for.end61:                                        ; preds = %for.cond59
  br label %if.end58

for.cond62:                                       ; preds = %for.body63, %if.else57
  %j365 = phi i32 [ 0, %if.else57 ], [ %329, %for.body63 ]
  %322 = icmp slt i32 %j365, %294
  br i1 %322, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %323 = sext i32 %i51 to i64
  %324 = mul nsw i64 %323, 128
  %325 = add i32 %tl_lo2, %j365
  %326 = sext i32 %325 to i64
  %327 = add nsw i64 %324, %326
  %328 = getelementptr inbounds i16, ptr %B_s, i64 %327
  store i16 0, ptr %328, align 2
  %329 = add nsw i32 %j365, 1
  br label %for.cond62, !llvm.loop !102

for.end64:                                        ; preds = %for.cond62
  br label %if.end58

for.cond66:                                       ; preds = %for.body67, %if.end58
  %j369 = phi i32 [ 0, %if.end58 ], [ %337, %for.body67 ]
  %330 = icmp slt i32 %j369, %295
  br i1 %330, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  %331 = sext i32 %i51 to i64
  %332 = mul nsw i64 %331, 128
  %333 = add i32 %tl_hi3, %j369
  %334 = sext i32 %333 to i64
  %335 = add nsw i64 %332, %334
  %336 = getelementptr inbounds i16, ptr %B_s, i64 %335
  store i16 0, ptr %336, align 2
  %337 = add nsw i32 %j369, 1
  br label %for.cond66, !llvm.loop !103

for.end68:                                        ; preds = %for.cond66
  %338 = add nsw i32 %i51, 1
  br label %for.cond48, !llvm.loop !104

for.cond70:                                       ; preds = %for.end75, %for.end6
  %i1 = phi i32 [ 0, %for.end6 ], [ %384, %for.end75 ]
  %339 = icmp slt i32 %i1, 128
  br i1 %339, label %for.body71, label %for.end72

for.body71:                                       ; preds = %for.cond70
  br label %for.cond73

for.end72:                                        ; preds = %for.cond70
  %340 = mul i32 %by, 128
  %341 = icmp sle i32 0, %340
  %342 = mul i32 %by, 128
  %343 = sext i32 %342 to i64
  %344 = add i64 %343, 128
  %345 = sext i32 %M to i64
  %346 = icmp sle i64 %344, %345
  %347 = and i1 %341, %346
  %348 = mul i32 %bx, 128
  %349 = icmp sle i32 0, %348
  %350 = mul i32 %bx, 128
  %351 = sext i32 %350 to i64
  %352 = add i64 %351, 128
  %353 = sext i32 %N to i64
  %354 = icmp sle i64 %352, %353
  %355 = and i1 %349, %354
  %356 = and i1 %347, %355
  br i1 %356, label %if.then76, label %if.else77

for.cond73:                                       ; preds = %for.body74, %for.body71
  %j1 = phi i32 [ 0, %for.body71 ], [ %383, %for.body74 ]
  %357 = icmp slt i32 %j1, 128
  br i1 %357, label %for.body74, label %for.end75

for.body74:                                       ; preds = %for.cond73
  %358 = sext i32 %i1 to i64
  %359 = mul nsw i64 %358, 128
  %360 = sext i32 %j1 to i64
  %361 = add nsw i64 %359, %360
  %362 = getelementptr inbounds float, ptr %C_f, i64 %361
  %363 = load float, ptr %362, align 4
  %364 = bitcast float %363 to i32
  %365 = lshr i32 %364, 16
  %366 = and i32 %365, 1
  %367 = add i32 %364, 32767
  %368 = add i32 %367, %366
  %369 = and i32 %368, -65536
  %370 = or i32 %364, 4194304
  %371 = and i32 %370, -65536
  %372 = fcmp uno float %363, %363
  %373 = select i1 %372, i32 %371, i32 %369
  %374 = bitcast i32 %373 to float
  %375 = sext i32 %i1 to i64
  %376 = mul nsw i64 %375, 128
  %377 = sext i32 %j1 to i64
  %378 = add nsw i64 %376, %377
  %379 = getelementptr inbounds i16, ptr %C_s, i64 %378
  %380 = bitcast float %374 to i32
  %381 = lshr i32 %380, 16
  %382 = trunc i32 %381 to i16
  store i16 %382, ptr %379, align 2
  %383 = add nsw i32 %j1, 1
  br label %for.cond73, !llvm.loop !105

for.end75:                                        ; preds = %for.cond73
  %384 = add nsw i32 %i1, 1
  br label %for.cond70, !llvm.loop !106

if.then76:                                        ; preds = %for.end72
  br label %for.cond79

if.else77:                                        ; preds = %for.end72
  br label %for.cond90

if.end78:                                         ; preds = %for.end92, %for.end81
  ret void

for.cond79:                                       ; preds = %if.end85, %if.then76
  %i182 = phi i32 [ 0, %if.then76 ], [ %404, %if.end85 ]
  %385 = icmp slt i32 %i182, 128
  br i1 %385, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %386 = sext i32 %M to i64
  %387 = sext i32 %N to i64
  %388 = mul i64 %386, %387
  %389 = icmp sge i64 %388, 16777216
  br i1 %389, label %if.then83, label %if.else84

for.end81:                                        ; preds = %for.cond79
  br label %if.end78

if.then83:                                        ; preds = %for.body80
  %390 = mul i32 %by, 128
  %391 = add i32 %390, %i182
  %392 = sext i32 %391 to i64
  %393 = sext i32 %N to i64
  %394 = mul nsw i64 %392, %393
  %395 = mul i32 %bx, 128
  %396 = add i32 %395, 0
  %397 = sext i32 %396 to i64
  %398 = add nsw i64 %394, %397
  %399 = getelementptr inbounds i16, ptr %C, i64 %398
  %400 = sext i32 %i182 to i64
  %401 = mul nsw i64 %400, 128
  %402 = add nsw i64 %401, 0
  %403 = getelementptr inbounds i16, ptr %C_s, i64 %402
  call void @tilec_rt_stream(ptr %399, ptr %403, i64 256)
  br label %if.end85

if.else84:                                        ; preds = %for.body80
  br label %for.cond86

if.end85:                                         ; preds = %for.end88, %if.then83
  %404 = add nsw i32 %i182, 1
  br label %for.cond79, !llvm.loop !107

for.cond86:                                       ; preds = %for.body87, %if.else84
  %j189 = phi i32 [ 0, %if.else84 ], [ %428, %for.body87 ]
  %405 = icmp slt i32 %j189, 128
  br i1 %405, label %for.body87, label %for.end88

for.body87:                                       ; preds = %for.cond86
  %406 = sext i32 %i182 to i64
  %407 = mul nsw i64 %406, 128
  %408 = sext i32 %j189 to i64
  %409 = add nsw i64 %407, %408
  %410 = getelementptr inbounds i16, ptr %C_s, i64 %409
  %411 = load i16, ptr %410, align 2
  %412 = zext i16 %411 to i32
  %413 = shl i32 %412, 16
  %414 = bitcast i32 %413 to float
  %415 = mul i32 %by, 128
  %416 = add i32 %415, %i182
  %417 = sext i32 %416 to i64
  %418 = sext i32 %N to i64
  %419 = mul nsw i64 %417, %418
  %420 = mul i32 %bx, 128
  %421 = add i32 %420, %j189
  %422 = sext i32 %421 to i64
  %423 = add nsw i64 %419, %422
  %424 = getelementptr inbounds i16, ptr %C, i64 %423
  %425 = bitcast float %414 to i32
  %426 = lshr i32 %425, 16
  %427 = trunc i32 %426 to i16
  store i16 %427, ptr %424, align 2
  %428 = add nsw i32 %j189, 1
  br label %for.cond86, !llvm.loop !108

for.end88:                                        ; preds = %for.cond86
  br label %if.end85

for.cond90:                                       ; preds = %if.end96, %if.else77
  %i193 = phi i32 [ 0, %if.else77 ], [ %492, %if.end96 ]
  %429 = icmp slt i32 %i193, 128
  br i1 %429, label %for.body91, label %for.end92

for.body91:                                       ; preds = %for.cond90
  %430 = mul i32 %bx, 128
  %431 = sext i32 %430 to i64
  %432 = sub i64 0, %431
  %433 = icmp slt i64 %432, 0
  %434 = mul i32 %bx, 128
  %435 = sext i32 %434 to i64
  %436 = sub i64 0, %435
  %437 = icmp sgt i64 %436, 128
  %438 = mul i32 %bx, 128
  %439 = sext i32 %438 to i64
  %440 = sub i64 0, %439
  %441 = select i1 %437, i64 128, i64 %440
  %442 = select i1 %433, i64 0, i64 %441
  %tl_lo4 = trunc i64 %442 to i32
  %443 = sext i32 %N to i64
  %444 = mul i32 %bx, 128
  %445 = sext i32 %444 to i64
  %446 = sub i64 %443, %445
  %447 = icmp slt i64 %446, 0
  %448 = sext i32 %N to i64
  %449 = mul i32 %bx, 128
  %450 = sext i32 %449 to i64
  %451 = sub i64 %448, %450
  %452 = icmp sgt i64 %451, 128
  %453 = sext i32 %N to i64
  %454 = mul i32 %bx, 128
  %455 = sext i32 %454 to i64
  %456 = sub i64 %453, %455
  %457 = select i1 %452, i64 128, i64 %456
  %458 = select i1 %447, i64 0, i64 %457
  %459 = sext i32 %tl_lo4 to i64
  %460 = icmp slt i64 %458, %459
  %461 = sext i32 %tl_lo4 to i64
  %462 = sext i32 %N to i64
  %463 = mul i32 %bx, 128
  %464 = sext i32 %463 to i64
  %465 = sub i64 %462, %464
  %466 = icmp slt i64 %465, 0
  %467 = sext i32 %N to i64
  %468 = mul i32 %bx, 128
  %469 = sext i32 %468 to i64
  %470 = sub i64 %467, %469
  %471 = icmp sgt i64 %470, 128
  %472 = sext i32 %N to i64
  %473 = mul i32 %bx, 128
  %474 = sext i32 %473 to i64
  %475 = sub i64 %472, %474
  %476 = select i1 %471, i64 128, i64 %475
  %477 = select i1 %466, i64 0, i64 %476
  %478 = select i1 %460, i64 %461, i64 %477
  %tl_hi5 = trunc i64 %478 to i32
  %479 = mul i32 %by, 128
  %480 = sext i32 %479 to i64
  %481 = sext i32 %i193 to i64
  %482 = add i64 %480, %481
  %483 = icmp sle i64 0, %482
  %484 = mul i32 %by, 128
  %485 = sext i32 %484 to i64
  %486 = sext i32 %i193 to i64
  %487 = add i64 %485, %486
  %488 = sext i32 %M to i64
  %489 = icmp slt i64 %487, %488
  %490 = and i1 %483, %489
  br i1 %490, label %if.then94, label %if.else95

for.end92:                                        ; preds = %for.cond90
  br label %if.end78

if.then94:                                        ; preds = %for.body91
  %491 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond97

if.else95:                                        ; preds = %for.body91
  br label %if.end96

if.end96:                                         ; preds = %if.else95, %for.end99
  %492 = add nsw i32 %i193, 1
  br label %for.cond90, !llvm.loop !109

for.cond97:                                       ; preds = %for.body98, %if.then94
  %j11 = phi i32 [ 0, %if.then94 ], [ %518, %for.body98 ]
  %493 = icmp slt i32 %j11, %491
  br i1 %493, label %for.body98, label %for.end99

for.body98:                                       ; preds = %for.cond97
  %494 = sext i32 %i193 to i64
  %495 = mul nsw i64 %494, 128
  %496 = add i32 %tl_lo4, %j11
  %497 = sext i32 %496 to i64
  %498 = add nsw i64 %495, %497
  %499 = getelementptr inbounds i16, ptr %C_s, i64 %498
  %500 = load i16, ptr %499, align 2
  %501 = zext i16 %500 to i32
  %502 = shl i32 %501, 16
  %503 = bitcast i32 %502 to float
  %504 = mul i32 %by, 128
  %505 = add i32 %504, %i193
  %506 = sext i32 %505 to i64
  %507 = sext i32 %N to i64
  %508 = mul nsw i64 %506, %507
  %509 = mul i32 %bx, 128
  %510 = add i32 %tl_lo4, %j11
  %511 = add i32 %509, %510
  %512 = sext i32 %511 to i64
  %513 = add nsw i64 %508, %512
  %514 = getelementptr inbounds i16, ptr %C, i64 %513
  %515 = bitcast float %503 to i32
  %516 = lshr i32 %515, 16
  %517 = trunc i32 %516 to i16
  store i16 %517, ptr %514, align 2
  %518 = add nsw i32 %j11, 1
  br label %for.cond97, !llvm.loop !110

for.end99:                                        ; preds = %for.cond97
  br label %if.end96
}

; Function Attrs: nounwind
define internal void @matmul_bf16_bk64_smem_epilogue_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_matmul_bf16_bk64_smem_epilogue, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_matmul_bf16_bk64_smem_epilogue, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_bf16_bk64_smem_epilogue, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_matmul_bf16_bk64_smem_epilogue, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_matmul_bf16_bk64_smem_epilogue, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_matmul_bf16_bk64_smem_epilogue, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_matmul_bf16_bk64_smem_epilogue, ptr %ctx, i32 0, i32 6
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
  call void @matmul_bf16_bk64_smem_epilogue_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_matmul_bf16_bk64_smem_epilogue(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_matmul_bf16_bk64_smem_epilogue, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_bf16_bk64_smem_epilogue, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_matmul_bf16_bk64_smem_epilogue, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_matmul_bf16_bk64_smem_epilogue, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %M = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_matmul_bf16_bk64_smem_epilogue, ptr %a, i32 0, i32 3
  store i32 %M, ptr %13, align 4
  %14 = getelementptr inbounds i64, ptr %dims, i64 1
  %15 = load i64, ptr %14, align 8
  %K = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_matmul_bf16_bk64_smem_epilogue, ptr %a, i32 0, i32 4
  store i32 %K, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 2
  %18 = load i64, ptr %17, align 8
  %N = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_matmul_bf16_bk64_smem_epilogue, ptr %a, i32 0, i32 5
  store i32 %N, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_matmul_bf16_bk64_smem_epilogue, ptr %a, i32 0, i32 6
  %21 = sext i32 %N to i64
  %22 = sdiv i64 %21, 128
  %23 = sub i64 0, %21
  %24 = select i1 false, i64 %23, i64 %22
  %25 = srem i64 %21, 128
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
  %38 = sdiv i64 %37, 128
  %39 = sub i64 0, %37
  %40 = select i1 false, i64 %39, i64 %38
  %41 = srem i64 %37, 128
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
  %57 = call i32 @tilec_rt_run_blocks(i64 %56, i32 %nworkers, ptr @matmul_bf16_bk64_smem_epilogue_task, ptr %a)
  ret i32 %57

empty:                                            ; preds = %body
  ret i32 0
}

; Function Attrs: nounwind
define internal void @matmul_f16_64x64_block(ptr noalias %A, ptr noalias %B, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [4096 x i16], align 64
  %B_s = alloca [4096 x i16], align 64
  %C_f = alloca [4096 x float], align 64
  br label %body

body:                                             ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.end3, %body
  %i = phi i32 [ 0, %body ], [ %20, %for.end3 ]
  %0 = icmp slt i32 %i, 64
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
  %j = phi i32 [ 0, %for.body ], [ %19, %for.body2 ]
  %13 = icmp slt i32 %j, 64
  br i1 %13, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %14 = sext i32 %i to i64
  %15 = mul nsw i64 %14, 64
  %16 = sext i32 %j to i64
  %17 = add nsw i64 %15, %16
  %18 = getelementptr inbounds float, ptr %C_f, i64 %17
  store float 0.000000e+00, ptr %18, align 4
  %19 = add nsw i32 %j, 1
  br label %for.cond1, !llvm.loop !111

for.end3:                                         ; preds = %for.cond1
  %20 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !112

for.cond4:                                        ; preds = %if.end39, %for.end
  %k = phi i32 [ 0, %for.end ], [ %210, %if.end39 ]
  %21 = icmp slt i32 %k, %12
  br i1 %21, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %22 = mul i32 %by, 64
  %23 = icmp sle i32 0, %22
  %24 = mul i32 %by, 64
  %25 = sext i32 %24 to i64
  %26 = add i64 %25, 64
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
  %39 = mul i32 %by, 64
  %40 = icmp sle i32 0, %39
  %41 = mul i32 %by, 64
  %42 = sext i32 %41 to i64
  %43 = add i64 %42, 64
  %44 = sext i32 %M to i64
  %45 = icmp sle i64 %43, %44
  %46 = and i1 %40, %45
  %47 = mul i32 %bx, 64
  %48 = icmp sle i32 0, %47
  %49 = mul i32 %bx, 64
  %50 = sext i32 %49 to i64
  %51 = add i64 %50, 64
  %52 = sext i32 %N to i64
  %53 = icmp sle i64 %51, %52
  %54 = and i1 %48, %53
  %55 = and i1 %46, %54
  br i1 %55, label %if.then70, label %if.else71

if.then:                                          ; preds = %for.body5
  br label %for.cond7

if.else:                                          ; preds = %for.body5
  br label %for.cond15

if.end:                                           ; preds = %for.end17, %for.end9
  %56 = mul i32 %k, 64
  %57 = icmp sle i32 0, %56
  %58 = mul i32 %k, 64
  %59 = sext i32 %58 to i64
  %60 = add i64 %59, 64
  %61 = sext i32 %K to i64
  %62 = icmp sle i64 %60, %61
  %63 = and i1 %57, %62
  %64 = mul i32 %bx, 64
  %65 = icmp sle i32 0, %64
  %66 = mul i32 %bx, 64
  %67 = sext i32 %66 to i64
  %68 = add i64 %67, 64
  %69 = sext i32 %N to i64
  %70 = icmp sle i64 %68, %69
  %71 = and i1 %65, %70
  %72 = and i1 %63, %71
  br i1 %72, label %if.then37, label %if.else38

for.cond7:                                        ; preds = %for.end13, %if.then
  %i10 = phi i32 [ 0, %if.then ], [ %96, %for.end13 ]
  %73 = icmp slt i32 %i10, 64
  br i1 %73, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %if.end

for.cond11:                                       ; preds = %for.body12, %for.body8
  %j14 = phi i32 [ 0, %for.body8 ], [ %95, %for.body12 ]
  %74 = icmp slt i32 %j14, 64
  br i1 %74, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %75 = mul i32 %by, 64
  %76 = add i32 %75, %i10
  %77 = sext i32 %76 to i64
  %78 = sext i32 %K to i64
  %79 = mul nsw i64 %77, %78
  %80 = mul i32 %k, 64
  %81 = add i32 %80, %j14
  %82 = sext i32 %81 to i64
  %83 = add nsw i64 %79, %82
  %84 = getelementptr inbounds i16, ptr %A, i64 %83
  %85 = load i16, ptr %84, align 2
  %86 = bitcast i16 %85 to half
  %87 = fpext half %86 to float
  %88 = sext i32 %i10 to i64
  %89 = mul nsw i64 %88, 64
  %90 = sext i32 %j14 to i64
  %91 = add nsw i64 %89, %90
  %92 = getelementptr inbounds i16, ptr %A_s, i64 %91
  %93 = fptrunc float %87 to half
  %94 = bitcast half %93 to i16
  store i16 %94, ptr %92, align 2
  %95 = add nsw i32 %j14, 1
  br label %for.cond11, !llvm.loop !113

for.end13:                                        ; preds = %for.cond11
  %96 = add nsw i32 %i10, 1
  br label %for.cond7, !llvm.loop !114

for.cond15:                                       ; preds = %for.end35, %if.else
  %i18 = phi i32 [ 0, %if.else ], [ %209, %for.end35 ]
  %97 = icmp slt i32 %i18, 64
  br i1 %97, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  %98 = mul i32 %k, 64
  %99 = sext i32 %98 to i64
  %100 = sub i64 0, %99
  %101 = icmp slt i64 %100, 0
  %102 = mul i32 %k, 64
  %103 = sext i32 %102 to i64
  %104 = sub i64 0, %103
  %105 = icmp sgt i64 %104, 64
  %106 = mul i32 %k, 64
  %107 = sext i32 %106 to i64
  %108 = sub i64 0, %107
  %109 = select i1 %105, i64 64, i64 %108
  %110 = select i1 %101, i64 0, i64 %109
  %tl_lo0 = trunc i64 %110 to i32
  %111 = sext i32 %K to i64
  %112 = mul i32 %k, 64
  %113 = sext i32 %112 to i64
  %114 = sub i64 %111, %113
  %115 = icmp slt i64 %114, 0
  %116 = sext i32 %K to i64
  %117 = mul i32 %k, 64
  %118 = sext i32 %117 to i64
  %119 = sub i64 %116, %118
  %120 = icmp sgt i64 %119, 64
  %121 = sext i32 %K to i64
  %122 = mul i32 %k, 64
  %123 = sext i32 %122 to i64
  %124 = sub i64 %121, %123
  %125 = select i1 %120, i64 64, i64 %124
  %126 = select i1 %115, i64 0, i64 %125
  %127 = sext i32 %tl_lo0 to i64
  %128 = icmp slt i64 %126, %127
  %129 = sext i32 %tl_lo0 to i64
  %130 = sext i32 %K to i64
  %131 = mul i32 %k, 64
  %132 = sext i32 %131 to i64
  %133 = sub i64 %130, %132
  %134 = icmp slt i64 %133, 0
  %135 = sext i32 %K to i64
  %136 = mul i32 %k, 64
  %137 = sext i32 %136 to i64
  %138 = sub i64 %135, %137
  %139 = icmp sgt i64 %138, 64
  %140 = sext i32 %K to i64
  %141 = mul i32 %k, 64
  %142 = sext i32 %141 to i64
  %143 = sub i64 %140, %142
  %144 = select i1 %139, i64 64, i64 %143
  %145 = select i1 %134, i64 0, i64 %144
  %146 = select i1 %128, i64 %129, i64 %145
  %tl_hi1 = trunc i64 %146 to i32
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  br label %if.end

for.cond19:                                       ; preds = %for.body20, %for.body16
  %j22 = phi i32 [ 0, %for.body16 ], [ %153, %for.body20 ]
  %147 = icmp slt i32 %j22, %tl_lo0
  br i1 %147, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %148 = sext i32 %i18 to i64
  %149 = mul nsw i64 %148, 64
  %150 = sext i32 %j22 to i64
  %151 = add nsw i64 %149, %150
  %152 = getelementptr inbounds i16, ptr %A_s, i64 %151
  store i16 0, ptr %152, align 2
  %153 = add nsw i32 %j22, 1
  br label %for.cond19, !llvm.loop !115

for.end21:                                        ; preds = %for.cond19
  %154 = mul i32 %by, 64
  %155 = sext i32 %154 to i64
  %156 = sext i32 %i18 to i64
  %157 = add i64 %155, %156
  %158 = icmp sle i64 0, %157
  %159 = mul i32 %by, 64
  %160 = sext i32 %159 to i64
  %161 = sext i32 %i18 to i64
  %162 = add i64 %160, %161
  %163 = sext i32 %M to i64
  %164 = icmp slt i64 %162, %163
  %165 = and i1 %158, %164
  br i1 %165, label %if.then23, label %if.else24

if.then23:                                        ; preds = %for.end21
  %166 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond26

if.else24:                                        ; preds = %for.end21
  %167 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond29

if.end25:                                         ; preds = %for.end31, %for.end28
  %168 = sub i32 64, %tl_hi1
  br label %for.cond33

for.cond26:                                       ; preds = %for.body27, %if.then23
  %j2 = phi i32 [ 0, %if.then23 ], [ %192, %for.body27 ]
  %169 = icmp slt i32 %j2, %166
  br i1 %169, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  %170 = mul i32 %by, 64
  %171 = add i32 %170, %i18
  %172 = sext i32 %171 to i64
  %173 = sext i32 %K to i64
  %174 = mul nsw i64 %172, %173
  %175 = mul i32 %k, 64
  %176 = add i32 %tl_lo0, %j2
  %177 = add i32 %175, %176
  %178 = sext i32 %177 to i64
  %179 = add nsw i64 %174, %178
  %180 = getelementptr inbounds i16, ptr %A, i64 %179
  %181 = load i16, ptr %180, align 2
  %182 = bitcast i16 %181 to half
  %183 = fpext half %182 to float
  %184 = sext i32 %i18 to i64
  %185 = mul nsw i64 %184, 64
  %186 = add i32 %tl_lo0, %j2
  %187 = sext i32 %186 to i64
  %188 = add nsw i64 %185, %187
  %189 = getelementptr inbounds i16, ptr %A_s, i64 %188
  %190 = fptrunc float %183 to half
  %191 = bitcast half %190 to i16
  store i16 %191, ptr %189, align 2
  %192 = add nsw i32 %j2, 1
  br label %for.cond26, !llvm.loop !116

for.end28:                                        ; preds = %for.cond26
  br label %if.end25

for.cond29:                                       ; preds = %for.body30, %if.else24
  %j232 = phi i32 [ 0, %if.else24 ], [ %200, %for.body30 ]
  %193 = icmp slt i32 %j232, %167
  br i1 %193, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  %194 = sext i32 %i18 to i64
  %195 = mul nsw i64 %194, 64
  %196 = add i32 %tl_lo0, %j232
  %197 = sext i32 %196 to i64
  %198 = add nsw i64 %195, %197
  %199 = getelementptr inbounds i16, ptr %A_s, i64 %198
  store i16 0, ptr %199, align 2
  %200 = add nsw i32 %j232, 1
  br label %for.cond29, !llvm.loop !117

for.end31:                                        ; preds = %for.cond29
  br label %if.end25

for.cond33:                                       ; preds = %for.body34, %if.end25
  %j236 = phi i32 [ 0, %if.end25 ], [ %208, %for.body34 ]
  %201 = icmp slt i32 %j236, %168
  br i1 %201, label %for.body34, label %for.end35

for.body34:                                       ; preds = %for.cond33
  %202 = sext i32 %i18 to i64
  %203 = mul nsw i64 %202, 64
  %204 = add i32 %tl_hi1, %j236
  %205 = sext i32 %204 to i64
  %206 = add nsw i64 %203, %205
  %207 = getelementptr inbounds i16, ptr %A_s, i64 %206
  store i16 0, ptr %207, align 2
  %208 = add nsw i32 %j236, 1
  br label %for.cond33, !llvm.loop !118

for.end35:                                        ; preds = %for.cond33
  %209 = add nsw i32 %i18, 1
  br label %for.cond15, !llvm.loop !119

if.then37:                                        ; preds = %if.end
  br label %for.cond40

if.else38:                                        ; preds = %if.end
  br label %for.cond48

if.end39:                                         ; preds = %for.end50, %for.end42
  call void @tilec_rt_gemm_f16f32(i32 64, i32 64, i32 64, ptr %A_s, i32 64, i32 0, ptr %B_s, i32 64, i32 0, ptr %C_f, i32 64)
  %210 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !120

for.cond40:                                       ; preds = %for.end46, %if.then37
  %i43 = phi i32 [ 0, %if.then37 ], [ %234, %for.end46 ]
  %211 = icmp slt i32 %i43, 64
  br i1 %211, label %for.body41, label %for.end42

for.body41:                                       ; preds = %for.cond40
  br label %for.cond44

for.end42:                                        ; preds = %for.cond40
  br label %if.end39

for.cond44:                                       ; preds = %for.body45, %for.body41
  %j47 = phi i32 [ 0, %for.body41 ], [ %233, %for.body45 ]
  %212 = icmp slt i32 %j47, 64
  br i1 %212, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %213 = mul i32 %k, 64
  %214 = add i32 %213, %i43
  %215 = sext i32 %214 to i64
  %216 = sext i32 %N to i64
  %217 = mul nsw i64 %215, %216
  %218 = mul i32 %bx, 64
  %219 = add i32 %218, %j47
  %220 = sext i32 %219 to i64
  %221 = add nsw i64 %217, %220
  %222 = getelementptr inbounds i16, ptr %B, i64 %221
  %223 = load i16, ptr %222, align 2
  %224 = bitcast i16 %223 to half
  %225 = fpext half %224 to float
  %226 = sext i32 %i43 to i64
  %227 = mul nsw i64 %226, 64
  %228 = sext i32 %j47 to i64
  %229 = add nsw i64 %227, %228
  %230 = getelementptr inbounds i16, ptr %B_s, i64 %229
  %231 = fptrunc float %225 to half
  %232 = bitcast half %231 to i16
  store i16 %232, ptr %230, align 2
  %233 = add nsw i32 %j47, 1
  br label %for.cond44, !llvm.loop !121

for.end46:                                        ; preds = %for.cond44
  %234 = add nsw i32 %i43, 1
  br label %for.cond40, !llvm.loop !122

for.cond48:                                       ; preds = %for.end68, %if.else38
  %i51 = phi i32 [ 0, %if.else38 ], [ %347, %for.end68 ]
  %235 = icmp slt i32 %i51, 64
  br i1 %235, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %236 = mul i32 %bx, 64
  %237 = sext i32 %236 to i64
  %238 = sub i64 0, %237
  %239 = icmp slt i64 %238, 0
  %240 = mul i32 %bx, 64
  %241 = sext i32 %240 to i64
  %242 = sub i64 0, %241
  %243 = icmp sgt i64 %242, 64
  %244 = mul i32 %bx, 64
  %245 = sext i32 %244 to i64
  %246 = sub i64 0, %245
  %247 = select i1 %243, i64 64, i64 %246
  %248 = select i1 %239, i64 0, i64 %247
  %tl_lo2 = trunc i64 %248 to i32
  %249 = sext i32 %N to i64
  %250 = mul i32 %bx, 64
  %251 = sext i32 %250 to i64
  %252 = sub i64 %249, %251
  %253 = icmp slt i64 %252, 0
  %254 = sext i32 %N to i64
  %255 = mul i32 %bx, 64
  %256 = sext i32 %255 to i64
  %257 = sub i64 %254, %256
  %258 = icmp sgt i64 %257, 64
  %259 = sext i32 %N to i64
  %260 = mul i32 %bx, 64
  %261 = sext i32 %260 to i64
  %262 = sub i64 %259, %261
  %263 = select i1 %258, i64 64, i64 %262
  %264 = select i1 %253, i64 0, i64 %263
  %265 = sext i32 %tl_lo2 to i64
  %266 = icmp slt i64 %264, %265
  %267 = sext i32 %tl_lo2 to i64
  %268 = sext i32 %N to i64
  %269 = mul i32 %bx, 64
  %270 = sext i32 %269 to i64
  %271 = sub i64 %268, %270
  %272 = icmp slt i64 %271, 0
  %273 = sext i32 %N to i64
  %274 = mul i32 %bx, 64
  %275 = sext i32 %274 to i64
  %276 = sub i64 %273, %275
  %277 = icmp sgt i64 %276, 64
  %278 = sext i32 %N to i64
  %279 = mul i32 %bx, 64
  %280 = sext i32 %279 to i64
  %281 = sub i64 %278, %280
  %282 = select i1 %277, i64 64, i64 %281
  %283 = select i1 %272, i64 0, i64 %282
  %284 = select i1 %266, i64 %267, i64 %283
  %tl_hi3 = trunc i64 %284 to i32
  br label %for.cond52

for.end50:                                        ; preds = %for.cond48
  br label %if.end39

for.cond52:                                       ; preds = %for.body53, %for.body49
  %j55 = phi i32 [ 0, %for.body49 ], [ %291, %for.body53 ]
  %285 = icmp slt i32 %j55, %tl_lo2
  br i1 %285, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %286 = sext i32 %i51 to i64
  %287 = mul nsw i64 %286, 64
  %288 = sext i32 %j55 to i64
  %289 = add nsw i64 %287, %288
  %290 = getelementptr inbounds i16, ptr %B_s, i64 %289
  store i16 0, ptr %290, align 2
  %291 = add nsw i32 %j55, 1
  br label %for.cond52, !llvm.loop !123

for.end54:                                        ; preds = %for.cond52
  %292 = mul i32 %k, 64
  %293 = sext i32 %292 to i64
  %294 = sext i32 %i51 to i64
  %295 = add i64 %293, %294
  %296 = icmp sle i64 0, %295
  %297 = mul i32 %k, 64
  %298 = sext i32 %297 to i64
  %299 = sext i32 %i51 to i64
  %300 = add i64 %298, %299
  %301 = sext i32 %K to i64
  %302 = icmp slt i64 %300, %301
  %303 = and i1 %296, %302
  br i1 %303, label %if.then56, label %if.else57

if.then56:                                        ; preds = %for.end54
  %304 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond59

if.else57:                                        ; preds = %for.end54
  %305 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond62

if.end58:                                         ; preds = %for.end64, %for.end61
  %306 = sub i32 64, %tl_hi3
  br label %for.cond66

for.cond59:                                       ; preds = %for.body60, %if.then56
  %j3 = phi i32 [ 0, %if.then56 ], [ %330, %for.body60 ]
  %307 = icmp slt i32 %j3, %304
  br i1 %307, label %for.body60, label %for.end61

for.body60:                                       ; preds = %for.cond59
  %308 = mul i32 %k, 64
  %309 = add i32 %308, %i51
  %310 = sext i32 %309 to i64
  %311 = sext i32 %N to i64
  %312 = mul nsw i64 %310, %311
  %313 = mul i32 %bx, 64
  %314 = add i32 %tl_lo2, %j3
  %315 = add i32 %313, %314
  %316 = sext i32 %315 to i64
  %317 = add nsw i64 %312, %316
  %318 = getelementptr inbounds i16, ptr %B, i64 %317
  %319 = load i16, ptr %318, align 2
  %320 = bitcast i16 %319 to half
  %321 = fpext half %320 to float
  %322 = sext i32 %i51 to i64
  %323 = mul nsw i64 %322, 64
  %324 = add i32 %tl_lo2, %j3
  %325 = sext i32 %324 to i64
  %326 = add nsw i64 %323, %325
  %327 = getelementptr inbounds i16, ptr %B_s, i64 %326
  %328 = fptrunc float %321 to half
  %329 = bitcast half %328 to i16
  store i16 %329, ptr %327, align 2
  %330 = add nsw i32 %j3, 1
  br label %for.cond59, !llvm.loop !124

for.end61:                                        ; preds = %for.cond59
  br label %if.end58

for.cond62:                                       ; preds = %for.body63, %if.else57
  %j365 = phi i32 [ 0, %if.else57 ], [ %338, %for.body63 ]
  %331 = icmp slt i32 %j365, %305
  br i1 %331, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %332 = sext i32 %i51 to i64
  %333 = mul nsw i64 %332, 64
  %334 = add i32 %tl_lo2, %j365
  %335 = sext i32 %334 to i64
  %336 = add nsw i64 %333, %335
  %337 = getelementptr inbounds i16, ptr %B_s, i64 %336
  store i16 0, ptr %337, align 2
  %338 = add nsw i32 %j365, 1
  br label %for.cond62, !llvm.loop !125

for.end64:                                        ; preds = %for.cond62
  br label %if.end58

for.cond66:                                       ; preds = %for.body67, %if.end58
  %j369 = phi i32 [ 0, %if.end58 ], [ %346, %for.body67 ]
  %339 = icmp slt i32 %j369, %306
  br i1 %339, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  %340 = sext i32 %i51 to i64
  %341 = mul nsw i64 %340, 64
  %342 = add i32 %tl_hi3, %j369
  %343 = sext i32 %342 to i64
  %344 = add nsw i64 %341, %343
  %345 = getelementptr inbounds i16, ptr %B_s, i64 %344
  store i16 0, ptr %345, align 2
  %346 = add nsw i32 %j369, 1
  br label %for.cond66, !llvm.loop !126

for.end68:                                        ; preds = %for.cond66
  %347 = add nsw i32 %i51, 1
  br label %for.cond48, !llvm.loop !127

if.then70:                                        ; preds = %for.end6
  br label %for.cond73

if.else71:                                        ; preds = %for.end6
  br label %for.cond79

if.end72:                                         ; preds = %for.end81, %for.end75
  ret void

for.cond73:                                       ; preds = %for.end78, %if.then70
  %i1 = phi i32 [ 0, %if.then70 ], [ %371, %for.end78 ]
  %348 = icmp slt i32 %i1, 64
  br i1 %348, label %for.body74, label %for.end75

for.body74:                                       ; preds = %for.cond73
  br label %for.cond76

for.end75:                                        ; preds = %for.cond73
  br label %if.end72

for.cond76:                                       ; preds = %for.body77, %for.body74
  %j1 = phi i32 [ 0, %for.body74 ], [ %370, %for.body77 ]
  %349 = icmp slt i32 %j1, 64
  br i1 %349, label %for.body77, label %for.end78

for.body77:                                       ; preds = %for.cond76
  %350 = sext i32 %i1 to i64
  %351 = mul nsw i64 %350, 64
  %352 = sext i32 %j1 to i64
  %353 = add nsw i64 %351, %352
  %354 = getelementptr inbounds float, ptr %C_f, i64 %353
  %355 = load float, ptr %354, align 4
  %356 = fptrunc float %355 to half
  %357 = fpext half %356 to float
  %358 = mul i32 %by, 64
  %359 = add i32 %358, %i1
  %360 = sext i32 %359 to i64
  %361 = sext i32 %N to i64
  %362 = mul nsw i64 %360, %361
  %363 = mul i32 %bx, 64
  %364 = add i32 %363, %j1
  %365 = sext i32 %364 to i64
  %366 = add nsw i64 %362, %365
  %367 = getelementptr inbounds i16, ptr %C, i64 %366
  %368 = fptrunc float %357 to half
  %369 = bitcast half %368 to i16
  store i16 %369, ptr %367, align 2
  %370 = add nsw i32 %j1, 1
  br label %for.cond76, !llvm.loop !128

for.end78:                                        ; preds = %for.cond76
  %371 = add nsw i32 %i1, 1
  br label %for.cond73, !llvm.loop !129

for.cond79:                                       ; preds = %if.end85, %if.else71
  %i182 = phi i32 [ 0, %if.else71 ], [ %435, %if.end85 ]
  %372 = icmp slt i32 %i182, 64
  br i1 %372, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %373 = mul i32 %bx, 64
  %374 = sext i32 %373 to i64
  %375 = sub i64 0, %374
  %376 = icmp slt i64 %375, 0
  %377 = mul i32 %bx, 64
  %378 = sext i32 %377 to i64
  %379 = sub i64 0, %378
  %380 = icmp sgt i64 %379, 64
  %381 = mul i32 %bx, 64
  %382 = sext i32 %381 to i64
  %383 = sub i64 0, %382
  %384 = select i1 %380, i64 64, i64 %383
  %385 = select i1 %376, i64 0, i64 %384
  %tl_lo4 = trunc i64 %385 to i32
  %386 = sext i32 %N to i64
  %387 = mul i32 %bx, 64
  %388 = sext i32 %387 to i64
  %389 = sub i64 %386, %388
  %390 = icmp slt i64 %389, 0
  %391 = sext i32 %N to i64
  %392 = mul i32 %bx, 64
  %393 = sext i32 %392 to i64
  %394 = sub i64 %391, %393
  %395 = icmp sgt i64 %394, 64
  %396 = sext i32 %N to i64
  %397 = mul i32 %bx, 64
  %398 = sext i32 %397 to i64
  %399 = sub i64 %396, %398
  %400 = select i1 %395, i64 64, i64 %399
  %401 = select i1 %390, i64 0, i64 %400
  %402 = sext i32 %tl_lo4 to i64
  %403 = icmp slt i64 %401, %402
  %404 = sext i32 %tl_lo4 to i64
  %405 = sext i32 %N to i64
  %406 = mul i32 %bx, 64
  %407 = sext i32 %406 to i64
  %408 = sub i64 %405, %407
  %409 = icmp slt i64 %408, 0
  %410 = sext i32 %N to i64
  %411 = mul i32 %bx, 64
  %412 = sext i32 %411 to i64
  %413 = sub i64 %410, %412
  %414 = icmp sgt i64 %413, 64
  %415 = sext i32 %N to i64
  %416 = mul i32 %bx, 64
  %417 = sext i32 %416 to i64
  %418 = sub i64 %415, %417
  %419 = select i1 %414, i64 64, i64 %418
  %420 = select i1 %409, i64 0, i64 %419
  %421 = select i1 %403, i64 %404, i64 %420
  %tl_hi5 = trunc i64 %421 to i32
  %422 = mul i32 %by, 64
  %423 = sext i32 %422 to i64
  %424 = sext i32 %i182 to i64
  %425 = add i64 %423, %424
  %426 = icmp sle i64 0, %425
  %427 = mul i32 %by, 64
  %428 = sext i32 %427 to i64
  %429 = sext i32 %i182 to i64
  %430 = add i64 %428, %429
  %431 = sext i32 %M to i64
  %432 = icmp slt i64 %430, %431
  %433 = and i1 %426, %432
  br i1 %433, label %if.then83, label %if.else84

for.end81:                                        ; preds = %for.cond79
  br label %if.end72

if.then83:                                        ; preds = %for.body80
  %434 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond86

if.else84:                                        ; preds = %for.body80
  br label %if.end85

if.end85:                                         ; preds = %if.else84, %for.end88
  %435 = add nsw i32 %i182, 1
  br label %for.cond79, !llvm.loop !130

for.cond86:                                       ; preds = %for.body87, %if.then83
  %j11 = phi i32 [ 0, %if.then83 ], [ %459, %for.body87 ]
  %436 = icmp slt i32 %j11, %434
  br i1 %436, label %for.body87, label %for.end88

for.body87:                                       ; preds = %for.cond86
  %437 = sext i32 %i182 to i64
  %438 = mul nsw i64 %437, 64
  %439 = add i32 %tl_lo4, %j11
  %440 = sext i32 %439 to i64
  %441 = add nsw i64 %438, %440
  %442 = getelementptr inbounds float, ptr %C_f, i64 %441
  %443 = load float, ptr %442, align 4
  %444 = fptrunc float %443 to half
  %445 = fpext half %444 to float
  %446 = mul i32 %by, 64
  %447 = add i32 %446, %i182
  %448 = sext i32 %447 to i64
  %449 = sext i32 %N to i64
  %450 = mul nsw i64 %448, %449
  %451 = mul i32 %bx, 64
  %452 = add i32 %tl_lo4, %j11
  %453 = add i32 %451, %452
  %454 = sext i32 %453 to i64
  %455 = add nsw i64 %450, %454
  %456 = getelementptr inbounds i16, ptr %C, i64 %455
  %457 = fptrunc float %445 to half
  %458 = bitcast half %457 to i16
  store i16 %458, ptr %456, align 2
  %459 = add nsw i32 %j11, 1
  br label %for.cond86, !llvm.loop !131

for.end88:                                        ; preds = %for.cond86
  br label %if.end85
}

; Function Attrs: nounwind
define internal void @matmul_f16_64x64_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_matmul_f16_64x64, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_matmul_f16_64x64, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_f16_64x64, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_matmul_f16_64x64, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_matmul_f16_64x64, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_matmul_f16_64x64, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_matmul_f16_64x64, ptr %ctx, i32 0, i32 6
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
  call void @matmul_f16_64x64_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_matmul_f16_64x64(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_matmul_f16_64x64, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_f16_64x64, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_matmul_f16_64x64, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_matmul_f16_64x64, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %M = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_matmul_f16_64x64, ptr %a, i32 0, i32 3
  store i32 %M, ptr %13, align 4
  %14 = getelementptr inbounds i64, ptr %dims, i64 1
  %15 = load i64, ptr %14, align 8
  %K = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_matmul_f16_64x64, ptr %a, i32 0, i32 4
  store i32 %K, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 2
  %18 = load i64, ptr %17, align 8
  %N = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_matmul_f16_64x64, ptr %a, i32 0, i32 5
  store i32 %N, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_matmul_f16_64x64, ptr %a, i32 0, i32 6
  %21 = sext i32 %N to i64
  %22 = sdiv i64 %21, 64
  %23 = sub i64 0, %21
  %24 = select i1 false, i64 %23, i64 %22
  %25 = srem i64 %21, 64
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
  %38 = sdiv i64 %37, 64
  %39 = sub i64 0, %37
  %40 = select i1 false, i64 %39, i64 %38
  %41 = srem i64 %37, 64
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
  %57 = call i32 @tilec_rt_run_blocks(i64 %56, i32 %nworkers, ptr @matmul_f16_64x64_task, ptr %a)
  ret i32 %57

empty:                                            ; preds = %body
  ret i32 0
}

; Function Attrs: nounwind
define internal void @matmul_bf16_64x64_block(ptr noalias %A, ptr noalias %B, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [4096 x i16], align 64
  %B_s = alloca [4096 x i16], align 64
  %C_f = alloca [4096 x float], align 64
  br label %body

body:                                             ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.end3, %body
  %i = phi i32 [ 0, %body ], [ %20, %for.end3 ]
  %0 = icmp slt i32 %i, 64
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
  %j = phi i32 [ 0, %for.body ], [ %19, %for.body2 ]
  %13 = icmp slt i32 %j, 64
  br i1 %13, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %14 = sext i32 %i to i64
  %15 = mul nsw i64 %14, 64
  %16 = sext i32 %j to i64
  %17 = add nsw i64 %15, %16
  %18 = getelementptr inbounds float, ptr %C_f, i64 %17
  store float 0.000000e+00, ptr %18, align 4
  %19 = add nsw i32 %j, 1
  br label %for.cond1, !llvm.loop !132

for.end3:                                         ; preds = %for.cond1
  %20 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !133

for.cond4:                                        ; preds = %if.end39, %for.end
  %k = phi i32 [ 0, %for.end ], [ %214, %if.end39 ]
  %21 = icmp slt i32 %k, %12
  br i1 %21, label %for.body5, label %for.end6

for.body5:                                        ; preds = %for.cond4
  %22 = mul i32 %by, 64
  %23 = icmp sle i32 0, %22
  %24 = mul i32 %by, 64
  %25 = sext i32 %24 to i64
  %26 = add i64 %25, 64
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
  %39 = mul i32 %by, 64
  %40 = icmp sle i32 0, %39
  %41 = mul i32 %by, 64
  %42 = sext i32 %41 to i64
  %43 = add i64 %42, 64
  %44 = sext i32 %M to i64
  %45 = icmp sle i64 %43, %44
  %46 = and i1 %40, %45
  %47 = mul i32 %bx, 64
  %48 = icmp sle i32 0, %47
  %49 = mul i32 %bx, 64
  %50 = sext i32 %49 to i64
  %51 = add i64 %50, 64
  %52 = sext i32 %N to i64
  %53 = icmp sle i64 %51, %52
  %54 = and i1 %48, %53
  %55 = and i1 %46, %54
  br i1 %55, label %if.then70, label %if.else71

if.then:                                          ; preds = %for.body5
  br label %for.cond7

if.else:                                          ; preds = %for.body5
  br label %for.cond15

if.end:                                           ; preds = %for.end17, %for.end9
  %56 = mul i32 %k, 64
  %57 = icmp sle i32 0, %56
  %58 = mul i32 %k, 64
  %59 = sext i32 %58 to i64
  %60 = add i64 %59, 64
  %61 = sext i32 %K to i64
  %62 = icmp sle i64 %60, %61
  %63 = and i1 %57, %62
  %64 = mul i32 %bx, 64
  %65 = icmp sle i32 0, %64
  %66 = mul i32 %bx, 64
  %67 = sext i32 %66 to i64
  %68 = add i64 %67, 64
  %69 = sext i32 %N to i64
  %70 = icmp sle i64 %68, %69
  %71 = and i1 %65, %70
  %72 = and i1 %63, %71
  br i1 %72, label %if.then37, label %if.else38

for.cond7:                                        ; preds = %for.end13, %if.then
  %i10 = phi i32 [ 0, %if.then ], [ %98, %for.end13 ]
  %73 = icmp slt i32 %i10, 64
  br i1 %73, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  br label %for.cond11

for.end9:                                         ; preds = %for.cond7
  br label %if.end

for.cond11:                                       ; preds = %for.body12, %for.body8
  %j14 = phi i32 [ 0, %for.body8 ], [ %97, %for.body12 ]
  %74 = icmp slt i32 %j14, 64
  br i1 %74, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %75 = mul i32 %by, 64
  %76 = add i32 %75, %i10
  %77 = sext i32 %76 to i64
  %78 = sext i32 %K to i64
  %79 = mul nsw i64 %77, %78
  %80 = mul i32 %k, 64
  %81 = add i32 %80, %j14
  %82 = sext i32 %81 to i64
  %83 = add nsw i64 %79, %82
  %84 = getelementptr inbounds i16, ptr %A, i64 %83
  %85 = load i16, ptr %84, align 2
  %86 = zext i16 %85 to i32
  %87 = shl i32 %86, 16
  %88 = bitcast i32 %87 to float
  %89 = sext i32 %i10 to i64
  %90 = mul nsw i64 %89, 64
  %91 = sext i32 %j14 to i64
  %92 = add nsw i64 %90, %91
  %93 = getelementptr inbounds i16, ptr %A_s, i64 %92
  %94 = bitcast float %88 to i32
  %95 = lshr i32 %94, 16
  %96 = trunc i32 %95 to i16
  store i16 %96, ptr %93, align 2
  %97 = add nsw i32 %j14, 1
  br label %for.cond11, !llvm.loop !134

for.end13:                                        ; preds = %for.cond11
  %98 = add nsw i32 %i10, 1
  br label %for.cond7, !llvm.loop !135

for.cond15:                                       ; preds = %for.end35, %if.else
  %i18 = phi i32 [ 0, %if.else ], [ %213, %for.end35 ]
  %99 = icmp slt i32 %i18, 64
  br i1 %99, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  %100 = mul i32 %k, 64
  %101 = sext i32 %100 to i64
  %102 = sub i64 0, %101
  %103 = icmp slt i64 %102, 0
  %104 = mul i32 %k, 64
  %105 = sext i32 %104 to i64
  %106 = sub i64 0, %105
  %107 = icmp sgt i64 %106, 64
  %108 = mul i32 %k, 64
  %109 = sext i32 %108 to i64
  %110 = sub i64 0, %109
  %111 = select i1 %107, i64 64, i64 %110
  %112 = select i1 %103, i64 0, i64 %111
  %tl_lo0 = trunc i64 %112 to i32
  %113 = sext i32 %K to i64
  %114 = mul i32 %k, 64
  %115 = sext i32 %114 to i64
  %116 = sub i64 %113, %115
  %117 = icmp slt i64 %116, 0
  %118 = sext i32 %K to i64
  %119 = mul i32 %k, 64
  %120 = sext i32 %119 to i64
  %121 = sub i64 %118, %120
  %122 = icmp sgt i64 %121, 64
  %123 = sext i32 %K to i64
  %124 = mul i32 %k, 64
  %125 = sext i32 %124 to i64
  %126 = sub i64 %123, %125
  %127 = select i1 %122, i64 64, i64 %126
  %128 = select i1 %117, i64 0, i64 %127
  %129 = sext i32 %tl_lo0 to i64
  %130 = icmp slt i64 %128, %129
  %131 = sext i32 %tl_lo0 to i64
  %132 = sext i32 %K to i64
  %133 = mul i32 %k, 64
  %134 = sext i32 %133 to i64
  %135 = sub i64 %132, %134
  %136 = icmp slt i64 %135, 0
  %137 = sext i32 %K to i64
  %138 = mul i32 %k, 64
  %139 = sext i32 %138 to i64
  %140 = sub i64 %137, %139
  %141 = icmp sgt i64 %140, 64
  %142 = sext i32 %K to i64
  %143 = mul i32 %k, 64
  %144 = sext i32 %143 to i64
  %145 = sub i64 %142, %144
  %146 = select i1 %141, i64 64, i64 %145
  %147 = select i1 %136, i64 0, i64 %146
  %148 = select i1 %130, i64 %131, i64 %147
  %tl_hi1 = trunc i64 %148 to i32
  br label %for.cond19

for.end17:                                        ; preds = %for.cond15
  br label %if.end

for.cond19:                                       ; preds = %for.body20, %for.body16
  %j22 = phi i32 [ 0, %for.body16 ], [ %155, %for.body20 ]
  %149 = icmp slt i32 %j22, %tl_lo0
  br i1 %149, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  %150 = sext i32 %i18 to i64
  %151 = mul nsw i64 %150, 64
  %152 = sext i32 %j22 to i64
  %153 = add nsw i64 %151, %152
  %154 = getelementptr inbounds i16, ptr %A_s, i64 %153
  store i16 0, ptr %154, align 2
  %155 = add nsw i32 %j22, 1
  br label %for.cond19, !llvm.loop !136

for.end21:                                        ; preds = %for.cond19
  %156 = mul i32 %by, 64
  %157 = sext i32 %156 to i64
  %158 = sext i32 %i18 to i64
  %159 = add i64 %157, %158
  %160 = icmp sle i64 0, %159
  %161 = mul i32 %by, 64
  %162 = sext i32 %161 to i64
  %163 = sext i32 %i18 to i64
  %164 = add i64 %162, %163
  %165 = sext i32 %M to i64
  %166 = icmp slt i64 %164, %165
  %167 = and i1 %160, %166
  br i1 %167, label %if.then23, label %if.else24

if.then23:                                        ; preds = %for.end21
  %168 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond26

if.else24:                                        ; preds = %for.end21
  %169 = sub i32 %tl_hi1, %tl_lo0
  br label %for.cond29

if.end25:                                         ; preds = %for.end31, %for.end28
  %170 = sub i32 64, %tl_hi1
  br label %for.cond33

for.cond26:                                       ; preds = %for.body27, %if.then23
  %j2 = phi i32 [ 0, %if.then23 ], [ %196, %for.body27 ]
  %171 = icmp slt i32 %j2, %168
  br i1 %171, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  %172 = mul i32 %by, 64
  %173 = add i32 %172, %i18
  %174 = sext i32 %173 to i64
  %175 = sext i32 %K to i64
  %176 = mul nsw i64 %174, %175
  %177 = mul i32 %k, 64
  %178 = add i32 %tl_lo0, %j2
  %179 = add i32 %177, %178
  %180 = sext i32 %179 to i64
  %181 = add nsw i64 %176, %180
  %182 = getelementptr inbounds i16, ptr %A, i64 %181
  %183 = load i16, ptr %182, align 2
  %184 = zext i16 %183 to i32
  %185 = shl i32 %184, 16
  %186 = bitcast i32 %185 to float
  %187 = sext i32 %i18 to i64
  %188 = mul nsw i64 %187, 64
  %189 = add i32 %tl_lo0, %j2
  %190 = sext i32 %189 to i64
  %191 = add nsw i64 %188, %190
  %192 = getelementptr inbounds i16, ptr %A_s, i64 %191
  %193 = bitcast float %186 to i32
  %194 = lshr i32 %193, 16
  %195 = trunc i32 %194 to i16
  store i16 %195, ptr %192, align 2
  %196 = add nsw i32 %j2, 1
  br label %for.cond26, !llvm.loop !137

for.end28:                                        ; preds = %for.cond26
  br label %if.end25

for.cond29:                                       ; preds = %for.body30, %if.else24
  %j232 = phi i32 [ 0, %if.else24 ], [ %204, %for.body30 ]
  %197 = icmp slt i32 %j232, %169
  br i1 %197, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  %198 = sext i32 %i18 to i64
  %199 = mul nsw i64 %198, 64
  %200 = add i32 %tl_lo0, %j232
  %201 = sext i32 %200 to i64
  %202 = add nsw i64 %199, %201
  %203 = getelementptr inbounds i16, ptr %A_s, i64 %202
  store i16 0, ptr %203, align 2
  %204 = add nsw i32 %j232, 1
  br label %for.cond29, !llvm.loop !138

for.end31:                                        ; preds = %for.cond29
  br label %if.end25

for.cond33:                                       ; preds = %for.body34, %if.end25
  %j236 = phi i32 [ 0, %if.end25 ], [ %212, %for.body34 ]
  %205 = icmp slt i32 %j236, %170
  br i1 %205, label %for.body34, label %for.end35

for.body34:                                       ; preds = %for.cond33
  %206 = sext i32 %i18 to i64
  %207 = mul nsw i64 %206, 64
  %208 = add i32 %tl_hi1, %j236
  %209 = sext i32 %208 to i64
  %210 = add nsw i64 %207, %209
  %211 = getelementptr inbounds i16, ptr %A_s, i64 %210
  store i16 0, ptr %211, align 2
  %212 = add nsw i32 %j236, 1
  br label %for.cond33, !llvm.loop !139

for.end35:                                        ; preds = %for.cond33
  %213 = add nsw i32 %i18, 1
  br label %for.cond15, !llvm.loop !140

if.then37:                                        ; preds = %if.end
  br label %for.cond40

if.else38:                                        ; preds = %if.end
  br label %for.cond48

if.end39:                                         ; preds = %for.end50, %for.end42
  call void @tilec_rt_gemm_bf16f32(i32 64, i32 64, i32 64, ptr %A_s, i32 64, i32 0, ptr %B_s, i32 64, i32 0, ptr %C_f, i32 64)
  %214 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !141

for.cond40:                                       ; preds = %for.end46, %if.then37
  %i43 = phi i32 [ 0, %if.then37 ], [ %240, %for.end46 ]
  %215 = icmp slt i32 %i43, 64
  br i1 %215, label %for.body41, label %for.end42

for.body41:                                       ; preds = %for.cond40
  br label %for.cond44

for.end42:                                        ; preds = %for.cond40
  br label %if.end39

for.cond44:                                       ; preds = %for.body45, %for.body41
  %j47 = phi i32 [ 0, %for.body41 ], [ %239, %for.body45 ]
  %216 = icmp slt i32 %j47, 64
  br i1 %216, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %217 = mul i32 %k, 64
  %218 = add i32 %217, %i43
  %219 = sext i32 %218 to i64
  %220 = sext i32 %N to i64
  %221 = mul nsw i64 %219, %220
  %222 = mul i32 %bx, 64
  %223 = add i32 %222, %j47
  %224 = sext i32 %223 to i64
  %225 = add nsw i64 %221, %224
  %226 = getelementptr inbounds i16, ptr %B, i64 %225
  %227 = load i16, ptr %226, align 2
  %228 = zext i16 %227 to i32
  %229 = shl i32 %228, 16
  %230 = bitcast i32 %229 to float
  %231 = sext i32 %i43 to i64
  %232 = mul nsw i64 %231, 64
  %233 = sext i32 %j47 to i64
  %234 = add nsw i64 %232, %233
  %235 = getelementptr inbounds i16, ptr %B_s, i64 %234
  %236 = bitcast float %230 to i32
  %237 = lshr i32 %236, 16
  %238 = trunc i32 %237 to i16
  store i16 %238, ptr %235, align 2
  %239 = add nsw i32 %j47, 1
  br label %for.cond44, !llvm.loop !142

for.end46:                                        ; preds = %for.cond44
  %240 = add nsw i32 %i43, 1
  br label %for.cond40, !llvm.loop !143

for.cond48:                                       ; preds = %for.end68, %if.else38
  %i51 = phi i32 [ 0, %if.else38 ], [ %355, %for.end68 ]
  %241 = icmp slt i32 %i51, 64
  br i1 %241, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %242 = mul i32 %bx, 64
  %243 = sext i32 %242 to i64
  %244 = sub i64 0, %243
  %245 = icmp slt i64 %244, 0
  %246 = mul i32 %bx, 64
  %247 = sext i32 %246 to i64
  %248 = sub i64 0, %247
  %249 = icmp sgt i64 %248, 64
  %250 = mul i32 %bx, 64
  %251 = sext i32 %250 to i64
  %252 = sub i64 0, %251
  %253 = select i1 %249, i64 64, i64 %252
  %254 = select i1 %245, i64 0, i64 %253
  %tl_lo2 = trunc i64 %254 to i32
  %255 = sext i32 %N to i64
  %256 = mul i32 %bx, 64
  %257 = sext i32 %256 to i64
  %258 = sub i64 %255, %257
  %259 = icmp slt i64 %258, 0
  %260 = sext i32 %N to i64
  %261 = mul i32 %bx, 64
  %262 = sext i32 %261 to i64
  %263 = sub i64 %260, %262
  %264 = icmp sgt i64 %263, 64
  %265 = sext i32 %N to i64
  %266 = mul i32 %bx, 64
  %267 = sext i32 %266 to i64
  %268 = sub i64 %265, %267
  %269 = select i1 %264, i64 64, i64 %268
  %270 = select i1 %259, i64 0, i64 %269
  %271 = sext i32 %tl_lo2 to i64
  %272 = icmp slt i64 %270, %271
  %273 = sext i32 %tl_lo2 to i64
  %274 = sext i32 %N to i64
  %275 = mul i32 %bx, 64
  %276 = sext i32 %275 to i64
  %277 = sub i64 %274, %276
  %278 = icmp slt i64 %277, 0
  %279 = sext i32 %N to i64
  %280 = mul i32 %bx, 64
  %281 = sext i32 %280 to i64
  %282 = sub i64 %279, %281
  %283 = icmp sgt i64 %282, 64
  %284 = sext i32 %N to i64
  %285 = mul i32 %bx, 64
  %286 = sext i32 %285 to i64
  %287 = sub i64 %284, %286
  %288 = select i1 %283, i64 64, i64 %287
  %289 = select i1 %278, i64 0, i64 %288
  %290 = select i1 %272, i64 %273, i64 %289
  %tl_hi3 = trunc i64 %290 to i32
  br label %for.cond52

for.end50:                                        ; preds = %for.cond48
  br label %if.end39

for.cond52:                                       ; preds = %for.body53, %for.body49
  %j55 = phi i32 [ 0, %for.body49 ], [ %297, %for.body53 ]
  %291 = icmp slt i32 %j55, %tl_lo2
  br i1 %291, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %292 = sext i32 %i51 to i64
  %293 = mul nsw i64 %292, 64
  %294 = sext i32 %j55 to i64
  %295 = add nsw i64 %293, %294
  %296 = getelementptr inbounds i16, ptr %B_s, i64 %295
  store i16 0, ptr %296, align 2
  %297 = add nsw i32 %j55, 1
  br label %for.cond52, !llvm.loop !144

for.end54:                                        ; preds = %for.cond52
  %298 = mul i32 %k, 64
  %299 = sext i32 %298 to i64
  %300 = sext i32 %i51 to i64
  %301 = add i64 %299, %300
  %302 = icmp sle i64 0, %301
  %303 = mul i32 %k, 64
  %304 = sext i32 %303 to i64
  %305 = sext i32 %i51 to i64
  %306 = add i64 %304, %305
  %307 = sext i32 %K to i64
  %308 = icmp slt i64 %306, %307
  %309 = and i1 %302, %308
  br i1 %309, label %if.then56, label %if.else57

if.then56:                                        ; preds = %for.end54
  %310 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond59

if.else57:                                        ; preds = %for.end54
  %311 = sub i32 %tl_hi3, %tl_lo2
  br label %for.cond62

if.end58:                                         ; preds = %for.end64, %for.end61
  %312 = sub i32 64, %tl_hi3
  br label %for.cond66

for.cond59:                                       ; preds = %for.body60, %if.then56
  %j3 = phi i32 [ 0, %if.then56 ], [ %338, %for.body60 ]
  %313 = icmp slt i32 %j3, %310
  br i1 %313, label %for.body60, label %for.end61

for.body60:                                       ; preds = %for.cond59
  %314 = mul i32 %k, 64
  %315 = add i32 %314, %i51
  %316 = sext i32 %315 to i64
  %317 = sext i32 %N to i64
  %318 = mul nsw i64 %316, %317
  %319 = mul i32 %bx, 64
  %320 = add i32 %tl_lo2, %j3
  %321 = add i32 %319, %320
  %322 = sext i32 %321 to i64
  %323 = add nsw i64 %318, %322
  %324 = getelementptr inbounds i16, ptr %B, i64 %323
  %325 = load i16, ptr %324, align 2
  %326 = zext i16 %325 to i32
  %327 = shl i32 %326, 16
  %328 = bitcast i32 %327 to float
  %329 = sext i32 %i51 to i64
  %330 = mul nsw i64 %329, 64
  %331 = add i32 %tl_lo2, %j3
  %332 = sext i32 %331 to i64
  %333 = add nsw i64 %330, %332
  %334 = getelementptr inbounds i16, ptr %B_s, i64 %333
  %335 = bitcast float %328 to i32
  %336 = lshr i32 %335, 16
  %337 = trunc i32 %336 to i16
  store i16 %337, ptr %334, align 2
  %338 = add nsw i32 %j3, 1
  br label %for.cond59, !llvm.loop !145

for.end61:                                        ; preds = %for.cond59
  br label %if.end58

for.cond62:                                       ; preds = %for.body63, %if.else57
  %j365 = phi i32 [ 0, %if.else57 ], [ %346, %for.body63 ]
  %339 = icmp slt i32 %j365, %311
  br i1 %339, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %340 = sext i32 %i51 to i64
  %341 = mul nsw i64 %340, 64
  %342 = add i32 %tl_lo2, %j365
  %343 = sext i32 %342 to i64
  %344 = add nsw i64 %341, %343
  %345 = getelementptr inbounds i16, ptr %B_s, i64 %344
  store i16 0, ptr %345, align 2
  %346 = add nsw i32 %j365, 1
  br label %for.cond62, !llvm.loop !146

for.end64:                                        ; preds = %for.cond62
  br label %if.end58

for.cond66:                                       ; preds = %for.body67, %if.end58
  %j369 = phi i32 [ 0, %if.end58 ], [ %354, %for.body67 ]
  %347 = icmp slt i32 %j369, %312
  br i1 %347, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  %348 = sext i32 %i51 to i64
  %349 = mul nsw i64 %348, 64
  %350 = add i32 %tl_hi3, %j369
  %351 = sext i32 %350 to i64
  %352 = add nsw i64 %349, %351
  %353 = getelementptr inbounds i16, ptr %B_s, i64 %352
  store i16 0, ptr %353, align 2
  %354 = add nsw i32 %j369, 1
  br label %for.cond66, !llvm.loop !147

for.end68:                                        ; preds = %for.cond66
  %355 = add nsw i32 %i51, 1
  br label %for.cond48, !llvm.loop !148

if.then70:                                        ; preds = %for.end6
  br label %for.cond73

if.else71:                                        ; preds = %for.end6
  br label %for.cond79

if.end72:                                         ; preds = %for.end81, %for.end75
  ret void

for.cond73:                                       ; preds = %for.end78, %if.then70
  %i1 = phi i32 [ 0, %if.then70 ], [ %389, %for.end78 ]
  %356 = icmp slt i32 %i1, 64
  br i1 %356, label %for.body74, label %for.end75

for.body74:                                       ; preds = %for.cond73
  br label %for.cond76

for.end75:                                        ; preds = %for.cond73
  br label %if.end72

for.cond76:                                       ; preds = %for.body77, %for.body74
  %j1 = phi i32 [ 0, %for.body74 ], [ %388, %for.body77 ]
  %357 = icmp slt i32 %j1, 64
  br i1 %357, label %for.body77, label %for.end78

for.body77:                                       ; preds = %for.cond76
  %358 = sext i32 %i1 to i64
  %359 = mul nsw i64 %358, 64
  %360 = sext i32 %j1 to i64
  %361 = add nsw i64 %359, %360
  %362 = getelementptr inbounds float, ptr %C_f, i64 %361
  %363 = load float, ptr %362, align 4
  %364 = bitcast float %363 to i32
  %365 = lshr i32 %364, 16
  %366 = and i32 %365, 1
  %367 = add i32 %364, 32767
  %368 = add i32 %367, %366
  %369 = and i32 %368, -65536
  %370 = or i32 %364, 4194304
  %371 = and i32 %370, -65536
  %372 = fcmp uno float %363, %363
  %373 = select i1 %372, i32 %371, i32 %369
  %374 = bitcast i32 %373 to float
  %375 = mul i32 %by, 64
  %376 = add i32 %375, %i1
  %377 = sext i32 %376 to i64
  %378 = sext i32 %N to i64
  %379 = mul nsw i64 %377, %378
  %380 = mul i32 %bx, 64
  %381 = add i32 %380, %j1
  %382 = sext i32 %381 to i64
  %383 = add nsw i64 %379, %382
  %384 = getelementptr inbounds i16, ptr %C, i64 %383
  %385 = bitcast float %374 to i32
  %386 = lshr i32 %385, 16
  %387 = trunc i32 %386 to i16
  store i16 %387, ptr %384, align 2
  %388 = add nsw i32 %j1, 1
  br label %for.cond76, !llvm.loop !149

for.end78:                                        ; preds = %for.cond76
  %389 = add nsw i32 %i1, 1
  br label %for.cond73, !llvm.loop !150

for.cond79:                                       ; preds = %if.end85, %if.else71
  %i182 = phi i32 [ 0, %if.else71 ], [ %453, %if.end85 ]
  %390 = icmp slt i32 %i182, 64
  br i1 %390, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %391 = mul i32 %bx, 64
  %392 = sext i32 %391 to i64
  %393 = sub i64 0, %392
  %394 = icmp slt i64 %393, 0
  %395 = mul i32 %bx, 64
  %396 = sext i32 %395 to i64
  %397 = sub i64 0, %396
  %398 = icmp sgt i64 %397, 64
  %399 = mul i32 %bx, 64
  %400 = sext i32 %399 to i64
  %401 = sub i64 0, %400
  %402 = select i1 %398, i64 64, i64 %401
  %403 = select i1 %394, i64 0, i64 %402
  %tl_lo4 = trunc i64 %403 to i32
  %404 = sext i32 %N to i64
  %405 = mul i32 %bx, 64
  %406 = sext i32 %405 to i64
  %407 = sub i64 %404, %406
  %408 = icmp slt i64 %407, 0
  %409 = sext i32 %N to i64
  %410 = mul i32 %bx, 64
  %411 = sext i32 %410 to i64
  %412 = sub i64 %409, %411
  %413 = icmp sgt i64 %412, 64
  %414 = sext i32 %N to i64
  %415 = mul i32 %bx, 64
  %416 = sext i32 %415 to i64
  %417 = sub i64 %414, %416
  %418 = select i1 %413, i64 64, i64 %417
  %419 = select i1 %408, i64 0, i64 %418
  %420 = sext i32 %tl_lo4 to i64
  %421 = icmp slt i64 %419, %420
  %422 = sext i32 %tl_lo4 to i64
  %423 = sext i32 %N to i64
  %424 = mul i32 %bx, 64
  %425 = sext i32 %424 to i64
  %426 = sub i64 %423, %425
  %427 = icmp slt i64 %426, 0
  %428 = sext i32 %N to i64
  %429 = mul i32 %bx, 64
  %430 = sext i32 %429 to i64
  %431 = sub i64 %428, %430
  %432 = icmp sgt i64 %431, 64
  %433 = sext i32 %N to i64
  %434 = mul i32 %bx, 64
  %435 = sext i32 %434 to i64
  %436 = sub i64 %433, %435
  %437 = select i1 %432, i64 64, i64 %436
  %438 = select i1 %427, i64 0, i64 %437
  %439 = select i1 %421, i64 %422, i64 %438
  %tl_hi5 = trunc i64 %439 to i32
  %440 = mul i32 %by, 64
  %441 = sext i32 %440 to i64
  %442 = sext i32 %i182 to i64
  %443 = add i64 %441, %442
  %444 = icmp sle i64 0, %443
  %445 = mul i32 %by, 64
  %446 = sext i32 %445 to i64
  %447 = sext i32 %i182 to i64
  %448 = add i64 %446, %447
  %449 = sext i32 %M to i64
  %450 = icmp slt i64 %448, %449
  %451 = and i1 %444, %450
  br i1 %451, label %if.then83, label %if.else84

for.end81:                                        ; preds = %for.cond79
  br label %if.end72

if.then83:                                        ; preds = %for.body80
  %452 = sub i32 %tl_hi5, %tl_lo4
  br label %for.cond86

if.else84:                                        ; preds = %for.body80
  br label %if.end85

if.end85:                                         ; preds = %if.else84, %for.end88
  %453 = add nsw i32 %i182, 1
  br label %for.cond79, !llvm.loop !151

for.cond86:                                       ; preds = %for.body87, %if.then83
  %j11 = phi i32 [ 0, %if.then83 ], [ %487, %for.body87 ]
  %454 = icmp slt i32 %j11, %452
  br i1 %454, label %for.body87, label %for.end88

for.body87:                                       ; preds = %for.cond86
  %455 = sext i32 %i182 to i64
  %456 = mul nsw i64 %455, 64
  %457 = add i32 %tl_lo4, %j11
  %458 = sext i32 %457 to i64
  %459 = add nsw i64 %456, %458
  %460 = getelementptr inbounds float, ptr %C_f, i64 %459
  %461 = load float, ptr %460, align 4
  %462 = bitcast float %461 to i32
  %463 = lshr i32 %462, 16
  %464 = and i32 %463, 1
  %465 = add i32 %462, 32767
  %466 = add i32 %465, %464
  %467 = and i32 %466, -65536
  %468 = or i32 %462, 4194304
  %469 = and i32 %468, -65536
  %470 = fcmp uno float %461, %461
  %471 = select i1 %470, i32 %469, i32 %467
  %472 = bitcast i32 %471 to float
  %473 = mul i32 %by, 64
  %474 = add i32 %473, %i182
  %475 = sext i32 %474 to i64
  %476 = sext i32 %N to i64
  %477 = mul nsw i64 %475, %476
  %478 = mul i32 %bx, 64
  %479 = add i32 %tl_lo4, %j11
  %480 = add i32 %478, %479
  %481 = sext i32 %480 to i64
  %482 = add nsw i64 %477, %481
  %483 = getelementptr inbounds i16, ptr %C, i64 %482
  %484 = bitcast float %472 to i32
  %485 = lshr i32 %484, 16
  %486 = trunc i32 %485 to i16
  store i16 %486, ptr %483, align 2
  %487 = add nsw i32 %j11, 1
  br label %for.cond86, !llvm.loop !152

for.end88:                                        ; preds = %for.cond86
  br label %if.end85
}

; Function Attrs: nounwind
define internal void @matmul_bf16_64x64_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_matmul_bf16_64x64, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_matmul_bf16_64x64, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_bf16_64x64, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_matmul_bf16_64x64, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_matmul_bf16_64x64, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_matmul_bf16_64x64, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_matmul_bf16_64x64, ptr %ctx, i32 0, i32 6
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
  call void @matmul_bf16_64x64_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_matmul_bf16_64x64(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_matmul_bf16_64x64, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_bf16_64x64, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_matmul_bf16_64x64, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_matmul_bf16_64x64, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %M = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_matmul_bf16_64x64, ptr %a, i32 0, i32 3
  store i32 %M, ptr %13, align 4
  %14 = getelementptr inbounds i64, ptr %dims, i64 1
  %15 = load i64, ptr %14, align 8
  %K = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_matmul_bf16_64x64, ptr %a, i32 0, i32 4
  store i32 %K, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 2
  %18 = load i64, ptr %17, align 8
  %N = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_matmul_bf16_64x64, ptr %a, i32 0, i32 5
  store i32 %N, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_matmul_bf16_64x64, ptr %a, i32 0, i32 6
  %21 = sext i32 %N to i64
  %22 = sdiv i64 %21, 64
  %23 = sub i64 0, %21
  %24 = select i1 false, i64 %23, i64 %22
  %25 = srem i64 %21, 64
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
  %38 = sdiv i64 %37, 64
  %39 = sub i64 0, %37
  %40 = select i1 false, i64 %39, i64 %38
  %41 = srem i64 %37, 64
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
  %57 = call i32 @tilec_rt_run_blocks(i64 %56, i32 %nworkers, ptr @matmul_bf16_64x64_task, ptr %a)
  ret i32 %57

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
!11 = distinct !{!11, !1}
!12 = distinct !{!12, !1, !2}
!13 = distinct !{!13, !1}
!14 = distinct !{!14, !1, !2}
!15 = distinct !{!15, !1, !2}
!16 = distinct !{!16, !1, !2}
!17 = distinct !{!17, !1, !2}
!18 = distinct !{!18, !1}
!19 = distinct !{!19, !1, !2}
!20 = distinct !{!20, !1}
!21 = distinct !{!21, !1}
!22 = distinct !{!22, !1, !2}
!23 = distinct !{!23, !1, !2}
!24 = distinct !{!24, !1}
!25 = distinct !{!25, !1, !2}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !1, !2}
!28 = distinct !{!28, !1, !2}
!29 = distinct !{!29, !1, !2}
!30 = distinct !{!30, !1, !2}
!31 = distinct !{!31, !1}
!32 = distinct !{!32, !1}
!33 = distinct !{!33, !1, !2}
!34 = distinct !{!34, !1}
!35 = distinct !{!35, !1, !2}
!36 = distinct !{!36, !1, !2}
!37 = distinct !{!37, !1, !2}
!38 = distinct !{!38, !1, !2}
!39 = distinct !{!39, !1}
!40 = distinct !{!40, !1, !2}
!41 = distinct !{!41, !1}
!42 = distinct !{!42, !1}
!43 = distinct !{!43, !1, !2}
!44 = distinct !{!44, !1, !2}
!45 = distinct !{!45, !1}
!46 = distinct !{!46, !1, !2}
!47 = distinct !{!47, !1}
!48 = distinct !{!48, !1, !2}
!49 = distinct !{!49, !1, !2}
!50 = distinct !{!50, !1, !2}
!51 = distinct !{!51, !1, !2}
!52 = distinct !{!52, !1}
!53 = distinct !{!53, !1}
!54 = distinct !{!54, !1, !2}
!55 = distinct !{!55, !1}
!56 = distinct !{!56, !1, !2}
!57 = distinct !{!57, !1, !2}
!58 = distinct !{!58, !1, !2}
!59 = distinct !{!59, !1, !2}
!60 = distinct !{!60, !1}
!61 = distinct !{!61, !1, !2}
!62 = distinct !{!62, !1}
!63 = distinct !{!63, !1}
!64 = distinct !{!64, !1, !2}
!65 = distinct !{!65, !1}
!66 = distinct !{!66, !1, !2}
!67 = distinct !{!67, !1, !2}
!68 = distinct !{!68, !1}
!69 = distinct !{!69, !1, !2}
!70 = distinct !{!70, !1}
!71 = distinct !{!71, !1, !2}
!72 = distinct !{!72, !1, !2}
!73 = distinct !{!73, !1, !2}
!74 = distinct !{!74, !1, !2}
!75 = distinct !{!75, !1}
!76 = distinct !{!76, !1}
!77 = distinct !{!77, !1, !2}
!78 = distinct !{!78, !1}
!79 = distinct !{!79, !1, !2}
!80 = distinct !{!80, !1, !2}
!81 = distinct !{!81, !1, !2}
!82 = distinct !{!82, !1, !2}
!83 = distinct !{!83, !1}
!84 = distinct !{!84, !1, !2}
!85 = distinct !{!85, !1}
!86 = distinct !{!86, !1}
!87 = distinct !{!87, !1, !2}
!88 = distinct !{!88, !1, !2}
!89 = distinct !{!89, !1}
!90 = distinct !{!90, !1, !2}
!91 = distinct !{!91, !1}
!92 = distinct !{!92, !1, !2}
!93 = distinct !{!93, !1, !2}
!94 = distinct !{!94, !1, !2}
!95 = distinct !{!95, !1, !2}
!96 = distinct !{!96, !1}
!97 = distinct !{!97, !1}
!98 = distinct !{!98, !1, !2}
!99 = distinct !{!99, !1}
!100 = distinct !{!100, !1, !2}
!101 = distinct !{!101, !1, !2}
!102 = distinct !{!102, !1, !2}
!103 = distinct !{!103, !1, !2}
!104 = distinct !{!104, !1}
!105 = distinct !{!105, !1, !2}
!106 = distinct !{!106, !1}
!107 = distinct !{!107, !1}
!108 = distinct !{!108, !1, !2}
!109 = distinct !{!109, !1}
!110 = distinct !{!110, !1, !2}
!111 = distinct !{!111, !1, !2}
!112 = distinct !{!112, !1}
!113 = distinct !{!113, !1, !2}
!114 = distinct !{!114, !1}
!115 = distinct !{!115, !1, !2}
!116 = distinct !{!116, !1, !2}
!117 = distinct !{!117, !1, !2}
!118 = distinct !{!118, !1, !2}
!119 = distinct !{!119, !1}
!120 = distinct !{!120, !1}
!121 = distinct !{!121, !1, !2}
!122 = distinct !{!122, !1}
!123 = distinct !{!123, !1, !2}
!124 = distinct !{!124, !1, !2}
!125 = distinct !{!125, !1, !2}
!126 = distinct !{!126, !1, !2}
!127 = distinct !{!127, !1}
!128 = distinct !{!128, !1, !2}
!129 = distinct !{!129, !1}
!130 = distinct !{!130, !1}
!131 = distinct !{!131, !1, !2}
!132 = distinct !{!132, !1, !2}
!133 = distinct !{!133, !1}
!134 = distinct !{!134, !1, !2}
!135 = distinct !{!135, !1}
!136 = distinct !{!136, !1, !2}
!137 = distinct !{!137, !1, !2}
!138 = distinct !{!138, !1, !2}
!139 = distinct !{!139, !1, !2}
!140 = distinct !{!140, !1}
!141 = distinct !{!141, !1}
!142 = distinct !{!142, !1, !2}
!143 = distinct !{!143, !1}
!144 = distinct !{!144, !1, !2}
!145 = distinct !{!145, !1, !2}
!146 = distinct !{!146, !1, !2}
!147 = distinct !{!147, !1, !2}
!148 = distinct !{!148, !1}
!149 = distinct !{!149, !1, !2}
!150 = distinct !{!150, !1}
!151 = distinct !{!151, !1}
!152 = distinct !{!152, !1, !2}
