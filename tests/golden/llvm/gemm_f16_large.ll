; ModuleID = 'gemm_f16_large.tile'
source_filename = "gemm_f16_large.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_matmul_f16_large = type { ptr, ptr, ptr, i32, i32, i32, [3 x i64] }
%tilec_args_matmul_bf16_large = type { ptr, ptr, ptr, i32, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @matmul_f16_large_block(ptr noalias %A, ptr noalias %B, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [8192 x i16], align 64
  %B_s = alloca [16384 x i16], align 64
  %C_f = alloca [32768 x float], align 64
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
  %13 = icmp slt i32 %j, 256
  br i1 %13, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %14 = sext i32 %i to i64
  %15 = mul nsw i64 %14, 256
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
  %47 = mul i32 %bx, 256
  %48 = icmp sle i32 0, %47
  %49 = mul i32 %bx, 256
  %50 = sext i32 %49 to i64
  %51 = add i64 %50, 256
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
  %64 = mul i32 %bx, 256
  %65 = icmp sle i32 0, %64
  %66 = mul i32 %bx, 256
  %67 = sext i32 %66 to i64
  %68 = add i64 %67, 256
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
  br label %for.cond11, !llvm.loop !4

for.end13:                                        ; preds = %for.cond11
  %96 = add nsw i32 %i10, 1
  br label %for.cond7, !llvm.loop !5

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
  br label %for.cond26, !llvm.loop !7

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
  br label %for.cond29, !llvm.loop !8

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
  br label %for.cond33, !llvm.loop !9

for.end35:                                        ; preds = %for.cond33
  %209 = add nsw i32 %i18, 1
  br label %for.cond15, !llvm.loop !10

if.then37:                                        ; preds = %if.end
  br label %for.cond40

if.else38:                                        ; preds = %if.end
  br label %for.cond48

if.end39:                                         ; preds = %for.end50, %for.end42
  call void @tilec_rt_gemm_f16f32(i32 128, i32 256, i32 64, ptr %A_s, i32 64, i32 0, ptr %B_s, i32 256, i32 0, ptr %C_f, i32 256)
  %210 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !11

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
  %212 = icmp slt i32 %j47, 256
  br i1 %212, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %213 = mul i32 %k, 64
  %214 = add i32 %213, %i43
  %215 = sext i32 %214 to i64
  %216 = sext i32 %N to i64
  %217 = mul nsw i64 %215, %216
  %218 = mul i32 %bx, 256
  %219 = add i32 %218, %j47
  %220 = sext i32 %219 to i64
  %221 = add nsw i64 %217, %220
  %222 = getelementptr inbounds i16, ptr %B, i64 %221
  %223 = load i16, ptr %222, align 2
  %224 = bitcast i16 %223 to half
  %225 = fpext half %224 to float
  %226 = sext i32 %i43 to i64
  %227 = mul nsw i64 %226, 256
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
  %235 = icmp slt i32 %i51, 64
  br i1 %235, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %236 = mul i32 %bx, 256
  %237 = sext i32 %236 to i64
  %238 = sub i64 0, %237
  %239 = icmp slt i64 %238, 0
  %240 = mul i32 %bx, 256
  %241 = sext i32 %240 to i64
  %242 = sub i64 0, %241
  %243 = icmp sgt i64 %242, 256
  %244 = mul i32 %bx, 256
  %245 = sext i32 %244 to i64
  %246 = sub i64 0, %245
  %247 = select i1 %243, i64 256, i64 %246
  %248 = select i1 %239, i64 0, i64 %247
  %tl_lo2 = trunc i64 %248 to i32
  %249 = sext i32 %N to i64
  %250 = mul i32 %bx, 256
  %251 = sext i32 %250 to i64
  %252 = sub i64 %249, %251
  %253 = icmp slt i64 %252, 0
  %254 = sext i32 %N to i64
  %255 = mul i32 %bx, 256
  %256 = sext i32 %255 to i64
  %257 = sub i64 %254, %256
  %258 = icmp sgt i64 %257, 256
  %259 = sext i32 %N to i64
  %260 = mul i32 %bx, 256
  %261 = sext i32 %260 to i64
  %262 = sub i64 %259, %261
  %263 = select i1 %258, i64 256, i64 %262
  %264 = select i1 %253, i64 0, i64 %263
  %265 = sext i32 %tl_lo2 to i64
  %266 = icmp slt i64 %264, %265
  %267 = sext i32 %tl_lo2 to i64
  %268 = sext i32 %N to i64
  %269 = mul i32 %bx, 256
  %270 = sext i32 %269 to i64
  %271 = sub i64 %268, %270
  %272 = icmp slt i64 %271, 0
  %273 = sext i32 %N to i64
  %274 = mul i32 %bx, 256
  %275 = sext i32 %274 to i64
  %276 = sub i64 %273, %275
  %277 = icmp sgt i64 %276, 256
  %278 = sext i32 %N to i64
  %279 = mul i32 %bx, 256
  %280 = sext i32 %279 to i64
  %281 = sub i64 %278, %280
  %282 = select i1 %277, i64 256, i64 %281
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
  %287 = mul nsw i64 %286, 256
  %288 = sext i32 %j55 to i64
  %289 = add nsw i64 %287, %288
  %290 = getelementptr inbounds i16, ptr %B_s, i64 %289
  store i16 0, ptr %290, align 2
  %291 = add nsw i32 %j55, 1
  br label %for.cond52, !llvm.loop !14

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
  %306 = sub i32 256, %tl_hi3
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
  %313 = mul i32 %bx, 256
  %314 = add i32 %tl_lo2, %j3
  %315 = add i32 %313, %314
  %316 = sext i32 %315 to i64
  %317 = add nsw i64 %312, %316
  %318 = getelementptr inbounds i16, ptr %B, i64 %317
  %319 = load i16, ptr %318, align 2
  %320 = bitcast i16 %319 to half
  %321 = fpext half %320 to float
  %322 = sext i32 %i51 to i64
  %323 = mul nsw i64 %322, 256
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
  %333 = mul nsw i64 %332, 256
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
  %341 = mul nsw i64 %340, 256
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
  %349 = icmp slt i32 %j1, 256
  br i1 %349, label %for.body77, label %for.end78

for.body77:                                       ; preds = %for.cond76
  %350 = sext i32 %i1 to i64
  %351 = mul nsw i64 %350, 256
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
  %363 = mul i32 %bx, 256
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
  %373 = mul i32 %bx, 256
  %374 = sext i32 %373 to i64
  %375 = sub i64 0, %374
  %376 = icmp slt i64 %375, 0
  %377 = mul i32 %bx, 256
  %378 = sext i32 %377 to i64
  %379 = sub i64 0, %378
  %380 = icmp sgt i64 %379, 256
  %381 = mul i32 %bx, 256
  %382 = sext i32 %381 to i64
  %383 = sub i64 0, %382
  %384 = select i1 %380, i64 256, i64 %383
  %385 = select i1 %376, i64 0, i64 %384
  %tl_lo4 = trunc i64 %385 to i32
  %386 = sext i32 %N to i64
  %387 = mul i32 %bx, 256
  %388 = sext i32 %387 to i64
  %389 = sub i64 %386, %388
  %390 = icmp slt i64 %389, 0
  %391 = sext i32 %N to i64
  %392 = mul i32 %bx, 256
  %393 = sext i32 %392 to i64
  %394 = sub i64 %391, %393
  %395 = icmp sgt i64 %394, 256
  %396 = sext i32 %N to i64
  %397 = mul i32 %bx, 256
  %398 = sext i32 %397 to i64
  %399 = sub i64 %396, %398
  %400 = select i1 %395, i64 256, i64 %399
  %401 = select i1 %390, i64 0, i64 %400
  %402 = sext i32 %tl_lo4 to i64
  %403 = icmp slt i64 %401, %402
  %404 = sext i32 %tl_lo4 to i64
  %405 = sext i32 %N to i64
  %406 = mul i32 %bx, 256
  %407 = sext i32 %406 to i64
  %408 = sub i64 %405, %407
  %409 = icmp slt i64 %408, 0
  %410 = sext i32 %N to i64
  %411 = mul i32 %bx, 256
  %412 = sext i32 %411 to i64
  %413 = sub i64 %410, %412
  %414 = icmp sgt i64 %413, 256
  %415 = sext i32 %N to i64
  %416 = mul i32 %bx, 256
  %417 = sext i32 %416 to i64
  %418 = sub i64 %415, %417
  %419 = select i1 %414, i64 256, i64 %418
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
  %438 = mul nsw i64 %437, 256
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
  %451 = mul i32 %bx, 256
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
define internal void @matmul_f16_large_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %ctx, i32 0, i32 6
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
  call void @matmul_f16_large_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_matmul_f16_large(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_matmul_f16_large, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %M = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %a, i32 0, i32 3
  store i32 %M, ptr %13, align 4
  %14 = getelementptr inbounds i64, ptr %dims, i64 1
  %15 = load i64, ptr %14, align 8
  %K = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %a, i32 0, i32 4
  store i32 %K, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 2
  %18 = load i64, ptr %17, align 8
  %N = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %a, i32 0, i32 5
  store i32 %N, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_matmul_f16_large, ptr %a, i32 0, i32 6
  %21 = sext i32 %N to i64
  %22 = sdiv i64 %21, 256
  %23 = sub i64 0, %21
  %24 = select i1 false, i64 %23, i64 %22
  %25 = srem i64 %21, 256
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
  %57 = call i32 @tilec_rt_run_blocks(i64 %56, i32 %nworkers, ptr @matmul_f16_large_task, ptr %a)
  ret i32 %57

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

; Function Attrs: nounwind
define internal void @matmul_bf16_large_block(ptr noalias %A, ptr noalias %B, ptr noalias %C, i32 %M, i32 %K, i32 %N, i32 %bx, i32 %by) #0 {
entry:
  %A_s = alloca [8192 x i16], align 64
  %B_s = alloca [16384 x i16], align 64
  %C_f = alloca [32768 x float], align 64
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
  %13 = icmp slt i32 %j, 256
  br i1 %13, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %14 = sext i32 %i to i64
  %15 = mul nsw i64 %14, 256
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
  %47 = mul i32 %bx, 256
  %48 = icmp sle i32 0, %47
  %49 = mul i32 %bx, 256
  %50 = sext i32 %49 to i64
  %51 = add i64 %50, 256
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
  %64 = mul i32 %bx, 256
  %65 = icmp sle i32 0, %64
  %66 = mul i32 %bx, 256
  %67 = sext i32 %66 to i64
  %68 = add i64 %67, 256
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
  br label %for.cond11, !llvm.loop !25

for.end13:                                        ; preds = %for.cond11
  %98 = add nsw i32 %i10, 1
  br label %for.cond7, !llvm.loop !26

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
  br label %for.cond19, !llvm.loop !27

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
  br label %for.cond26, !llvm.loop !28

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
  br label %for.cond29, !llvm.loop !29

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
  br label %for.cond33, !llvm.loop !30

for.end35:                                        ; preds = %for.cond33
  %213 = add nsw i32 %i18, 1
  br label %for.cond15, !llvm.loop !31

if.then37:                                        ; preds = %if.end
  br label %for.cond40

if.else38:                                        ; preds = %if.end
  br label %for.cond48

if.end39:                                         ; preds = %for.end50, %for.end42
  call void @tilec_rt_gemm_bf16f32(i32 128, i32 256, i32 64, ptr %A_s, i32 64, i32 0, ptr %B_s, i32 256, i32 0, ptr %C_f, i32 256)
  %214 = add nsw i32 %k, 1
  br label %for.cond4, !llvm.loop !32

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
  %216 = icmp slt i32 %j47, 256
  br i1 %216, label %for.body45, label %for.end46

for.body45:                                       ; preds = %for.cond44
  %217 = mul i32 %k, 64
  %218 = add i32 %217, %i43
  %219 = sext i32 %218 to i64
  %220 = sext i32 %N to i64
  %221 = mul nsw i64 %219, %220
  %222 = mul i32 %bx, 256
  %223 = add i32 %222, %j47
  %224 = sext i32 %223 to i64
  %225 = add nsw i64 %221, %224
  %226 = getelementptr inbounds i16, ptr %B, i64 %225
  %227 = load i16, ptr %226, align 2
  %228 = zext i16 %227 to i32
  %229 = shl i32 %228, 16
  %230 = bitcast i32 %229 to float
  %231 = sext i32 %i43 to i64
  %232 = mul nsw i64 %231, 256
  %233 = sext i32 %j47 to i64
  %234 = add nsw i64 %232, %233
  %235 = getelementptr inbounds i16, ptr %B_s, i64 %234
  %236 = bitcast float %230 to i32
  %237 = lshr i32 %236, 16
  %238 = trunc i32 %237 to i16
  store i16 %238, ptr %235, align 2
  %239 = add nsw i32 %j47, 1
  br label %for.cond44, !llvm.loop !33

for.end46:                                        ; preds = %for.cond44
  %240 = add nsw i32 %i43, 1
  br label %for.cond40, !llvm.loop !34

for.cond48:                                       ; preds = %for.end68, %if.else38
  %i51 = phi i32 [ 0, %if.else38 ], [ %355, %for.end68 ]
  %241 = icmp slt i32 %i51, 64
  br i1 %241, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %242 = mul i32 %bx, 256
  %243 = sext i32 %242 to i64
  %244 = sub i64 0, %243
  %245 = icmp slt i64 %244, 0
  %246 = mul i32 %bx, 256
  %247 = sext i32 %246 to i64
  %248 = sub i64 0, %247
  %249 = icmp sgt i64 %248, 256
  %250 = mul i32 %bx, 256
  %251 = sext i32 %250 to i64
  %252 = sub i64 0, %251
  %253 = select i1 %249, i64 256, i64 %252
  %254 = select i1 %245, i64 0, i64 %253
  %tl_lo2 = trunc i64 %254 to i32
  %255 = sext i32 %N to i64
  %256 = mul i32 %bx, 256
  %257 = sext i32 %256 to i64
  %258 = sub i64 %255, %257
  %259 = icmp slt i64 %258, 0
  %260 = sext i32 %N to i64
  %261 = mul i32 %bx, 256
  %262 = sext i32 %261 to i64
  %263 = sub i64 %260, %262
  %264 = icmp sgt i64 %263, 256
  %265 = sext i32 %N to i64
  %266 = mul i32 %bx, 256
  %267 = sext i32 %266 to i64
  %268 = sub i64 %265, %267
  %269 = select i1 %264, i64 256, i64 %268
  %270 = select i1 %259, i64 0, i64 %269
  %271 = sext i32 %tl_lo2 to i64
  %272 = icmp slt i64 %270, %271
  %273 = sext i32 %tl_lo2 to i64
  %274 = sext i32 %N to i64
  %275 = mul i32 %bx, 256
  %276 = sext i32 %275 to i64
  %277 = sub i64 %274, %276
  %278 = icmp slt i64 %277, 0
  %279 = sext i32 %N to i64
  %280 = mul i32 %bx, 256
  %281 = sext i32 %280 to i64
  %282 = sub i64 %279, %281
  %283 = icmp sgt i64 %282, 256
  %284 = sext i32 %N to i64
  %285 = mul i32 %bx, 256
  %286 = sext i32 %285 to i64
  %287 = sub i64 %284, %286
  %288 = select i1 %283, i64 256, i64 %287
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
  %293 = mul nsw i64 %292, 256
  %294 = sext i32 %j55 to i64
  %295 = add nsw i64 %293, %294
  %296 = getelementptr inbounds i16, ptr %B_s, i64 %295
  store i16 0, ptr %296, align 2
  %297 = add nsw i32 %j55, 1
  br label %for.cond52, !llvm.loop !35

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
  %312 = sub i32 256, %tl_hi3
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
  %319 = mul i32 %bx, 256
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
  %330 = mul nsw i64 %329, 256
  %331 = add i32 %tl_lo2, %j3
  %332 = sext i32 %331 to i64
  %333 = add nsw i64 %330, %332
  %334 = getelementptr inbounds i16, ptr %B_s, i64 %333
  %335 = bitcast float %328 to i32
  %336 = lshr i32 %335, 16
  %337 = trunc i32 %336 to i16
  store i16 %337, ptr %334, align 2
  %338 = add nsw i32 %j3, 1
  br label %for.cond59, !llvm.loop !36

for.end61:                                        ; preds = %for.cond59
  br label %if.end58

for.cond62:                                       ; preds = %for.body63, %if.else57
  %j365 = phi i32 [ 0, %if.else57 ], [ %346, %for.body63 ]
  %339 = icmp slt i32 %j365, %311
  br i1 %339, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %340 = sext i32 %i51 to i64
  %341 = mul nsw i64 %340, 256
  %342 = add i32 %tl_lo2, %j365
  %343 = sext i32 %342 to i64
  %344 = add nsw i64 %341, %343
  %345 = getelementptr inbounds i16, ptr %B_s, i64 %344
  store i16 0, ptr %345, align 2
  %346 = add nsw i32 %j365, 1
  br label %for.cond62, !llvm.loop !37

for.end64:                                        ; preds = %for.cond62
  br label %if.end58

for.cond66:                                       ; preds = %for.body67, %if.end58
  %j369 = phi i32 [ 0, %if.end58 ], [ %354, %for.body67 ]
  %347 = icmp slt i32 %j369, %312
  br i1 %347, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  %348 = sext i32 %i51 to i64
  %349 = mul nsw i64 %348, 256
  %350 = add i32 %tl_hi3, %j369
  %351 = sext i32 %350 to i64
  %352 = add nsw i64 %349, %351
  %353 = getelementptr inbounds i16, ptr %B_s, i64 %352
  store i16 0, ptr %353, align 2
  %354 = add nsw i32 %j369, 1
  br label %for.cond66, !llvm.loop !38

for.end68:                                        ; preds = %for.cond66
  %355 = add nsw i32 %i51, 1
  br label %for.cond48, !llvm.loop !39

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
  %357 = icmp slt i32 %j1, 256
  br i1 %357, label %for.body77, label %for.end78

for.body77:                                       ; preds = %for.cond76
  %358 = sext i32 %i1 to i64
  %359 = mul nsw i64 %358, 256
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
  %380 = mul i32 %bx, 256
  %381 = add i32 %380, %j1
  %382 = sext i32 %381 to i64
  %383 = add nsw i64 %379, %382
  %384 = getelementptr inbounds i16, ptr %C, i64 %383
  %385 = bitcast float %374 to i32
  %386 = lshr i32 %385, 16
  %387 = trunc i32 %386 to i16
  store i16 %387, ptr %384, align 2
  %388 = add nsw i32 %j1, 1
  br label %for.cond76, !llvm.loop !40

for.end78:                                        ; preds = %for.cond76
  %389 = add nsw i32 %i1, 1
  br label %for.cond73, !llvm.loop !41

for.cond79:                                       ; preds = %if.end85, %if.else71
  %i182 = phi i32 [ 0, %if.else71 ], [ %453, %if.end85 ]
  %390 = icmp slt i32 %i182, 128
  br i1 %390, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %391 = mul i32 %bx, 256
  %392 = sext i32 %391 to i64
  %393 = sub i64 0, %392
  %394 = icmp slt i64 %393, 0
  %395 = mul i32 %bx, 256
  %396 = sext i32 %395 to i64
  %397 = sub i64 0, %396
  %398 = icmp sgt i64 %397, 256
  %399 = mul i32 %bx, 256
  %400 = sext i32 %399 to i64
  %401 = sub i64 0, %400
  %402 = select i1 %398, i64 256, i64 %401
  %403 = select i1 %394, i64 0, i64 %402
  %tl_lo4 = trunc i64 %403 to i32
  %404 = sext i32 %N to i64
  %405 = mul i32 %bx, 256
  %406 = sext i32 %405 to i64
  %407 = sub i64 %404, %406
  %408 = icmp slt i64 %407, 0
  %409 = sext i32 %N to i64
  %410 = mul i32 %bx, 256
  %411 = sext i32 %410 to i64
  %412 = sub i64 %409, %411
  %413 = icmp sgt i64 %412, 256
  %414 = sext i32 %N to i64
  %415 = mul i32 %bx, 256
  %416 = sext i32 %415 to i64
  %417 = sub i64 %414, %416
  %418 = select i1 %413, i64 256, i64 %417
  %419 = select i1 %408, i64 0, i64 %418
  %420 = sext i32 %tl_lo4 to i64
  %421 = icmp slt i64 %419, %420
  %422 = sext i32 %tl_lo4 to i64
  %423 = sext i32 %N to i64
  %424 = mul i32 %bx, 256
  %425 = sext i32 %424 to i64
  %426 = sub i64 %423, %425
  %427 = icmp slt i64 %426, 0
  %428 = sext i32 %N to i64
  %429 = mul i32 %bx, 256
  %430 = sext i32 %429 to i64
  %431 = sub i64 %428, %430
  %432 = icmp sgt i64 %431, 256
  %433 = sext i32 %N to i64
  %434 = mul i32 %bx, 256
  %435 = sext i32 %434 to i64
  %436 = sub i64 %433, %435
  %437 = select i1 %432, i64 256, i64 %436
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
  br label %for.cond79, !llvm.loop !42

for.cond86:                                       ; preds = %for.body87, %if.then83
  %j11 = phi i32 [ 0, %if.then83 ], [ %487, %for.body87 ]
  %454 = icmp slt i32 %j11, %452
  br i1 %454, label %for.body87, label %for.end88

for.body87:                                       ; preds = %for.cond86
  %455 = sext i32 %i182 to i64
  %456 = mul nsw i64 %455, 256
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
  %478 = mul i32 %bx, 256
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
  br label %for.cond86, !llvm.loop !43

for.end88:                                        ; preds = %for.cond86
  br label %if.end85
}

declare void @tilec_rt_gemm_bf16f32(i32, i32, i32, ptr, i32, i32, ptr, i32, i32, ptr, i32)

; Function Attrs: nounwind
define internal void @matmul_bf16_large_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %ctx, i32 0, i32 6
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
  call void @matmul_bf16_large_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %11, i32 %24, i32 %25)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_matmul_bf16_large(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_matmul_bf16_large, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %M = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %a, i32 0, i32 3
  store i32 %M, ptr %13, align 4
  %14 = getelementptr inbounds i64, ptr %dims, i64 1
  %15 = load i64, ptr %14, align 8
  %K = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %a, i32 0, i32 4
  store i32 %K, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 2
  %18 = load i64, ptr %17, align 8
  %N = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %a, i32 0, i32 5
  store i32 %N, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_matmul_bf16_large, ptr %a, i32 0, i32 6
  %21 = sext i32 %N to i64
  %22 = sdiv i64 %21, 256
  %23 = sub i64 0, %21
  %24 = select i1 false, i64 %23, i64 %22
  %25 = srem i64 %21, 256
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
  %57 = call i32 @tilec_rt_run_blocks(i64 %56, i32 %nworkers, ptr @matmul_bf16_large_task, ptr %a)
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
