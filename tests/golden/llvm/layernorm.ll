; ModuleID = 'layernorm.tile'
source_filename = "layernorm.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_layernorm = type { ptr, ptr, ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @layernorm_block(ptr noalias %X, ptr noalias %W, ptr noalias %B, ptr noalias %Y, i32 %M, i32 %N, i32 %bx) #0 {
entry:
  %tl_lanes_22 = alloca [32 x float], align 64
  %tl_lanes_23 = alloca [32 x float], align 64
  %X_s = alloca [4096 x float], align 64
  %sq_s = alloca [4096 x float], align 64
  %mean_s = alloca [16 x float], align 64
  %rstd_s = alloca [16 x float], align 64
  %X_f = alloca [2048 x float], align 64
  %sq = alloca [2048 x float], align 64
  %mean = alloca [4 x float], align 64
  %rstd = alloca [4 x float], align 64
  %tl_lanes_24 = alloca [32 x float], align 64
  %tl_lanes_25 = alloca [32 x float], align 64
  %tl_lanes_26 = alloca [32 x float], align 64
  %tl_lanes_27 = alloca [32 x float], align 64
  %X_r = alloca [4096 x float], align 64
  %sq_r = alloca [4096 x float], align 64
  %mean_r = alloca [1 x float], align 64
  %rstd_r = alloca [1 x float], align 64
  %tl_lanes_28 = alloca [32 x float], align 64
  %tl_lanes_29 = alloca [32 x float], align 64
  br label %body

body:                                             ; preds = %entry
  %0 = sitofp i32 %N to float
  %inv_n = fdiv float 1.000000e+00, %0
  %1 = icmp sle i32 %N, 256
  br i1 %1, label %if.then, label %if.else

if.then:                                          ; preds = %body
  call void @llvm.memset.p0.i64(ptr align 64 %mean_s, i8 0, i64 64, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %rstd_s, i8 0, i64 64, i1 false)
  br label %for.cond

if.else:                                          ; preds = %body
  call void @llvm.memset.p0.i64(ptr align 64 %X_f, i8 0, i64 8192, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %sq, i8 0, i64 8192, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %mean, i8 0, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %rstd, i8 0, i64 16, i1 false)
  %2 = icmp sle i32 %N, 512
  br i1 %2, label %if.then123, label %if.else124

if.end:                                           ; preds = %if.end125, %for.end107
  ret void

for.cond:                                         ; preds = %for.end17, %if.then
  %i = phi i32 [ 0, %if.then ], [ %155, %for.end17 ]
  %3 = icmp slt i32 %i, 16
  br i1 %3, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %4 = sext i32 %N to i64
  %5 = icmp slt i64 %4, 0
  %6 = sext i32 %N to i64
  %7 = icmp sgt i64 %6, 256
  %8 = sext i32 %N to i64
  %9 = select i1 %7, i64 256, i64 %8
  %10 = select i1 %5, i64 0, i64 %9
  %11 = icmp slt i64 %10, 0
  %12 = sext i32 %N to i64
  %13 = icmp slt i64 %12, 0
  %14 = sext i32 %N to i64
  %15 = icmp sgt i64 %14, 256
  %16 = sext i32 %N to i64
  %17 = select i1 %15, i64 256, i64 %16
  %18 = select i1 %13, i64 0, i64 %17
  %19 = select i1 %11, i64 0, i64 %18
  %tl_hi1 = trunc i64 %19 to i32
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  %20 = sext i32 %N to i64
  %21 = icmp slt i64 %20, 0
  %22 = sext i32 %N to i64
  %23 = icmp sgt i64 %22, 256
  %24 = sext i32 %N to i64
  %25 = select i1 %23, i64 256, i64 %24
  %26 = select i1 %21, i64 0, i64 %25
  %27 = icmp slt i64 %26, 0
  %28 = sext i32 %N to i64
  %29 = icmp slt i64 %28, 0
  %30 = sext i32 %N to i64
  %31 = icmp sgt i64 %30, 256
  %32 = sext i32 %N to i64
  %33 = select i1 %31, i64 256, i64 %32
  %34 = select i1 %29, i64 0, i64 %33
  %35 = select i1 %27, i64 0, i64 %34
  %36 = trunc i64 %35 to i32
  %37 = icmp slt i32 %36, 0
  %38 = sext i32 %N to i64
  %39 = icmp slt i64 %38, 0
  %40 = sext i32 %N to i64
  %41 = icmp sgt i64 %40, 256
  %42 = sext i32 %N to i64
  %43 = select i1 %41, i64 256, i64 %42
  %44 = select i1 %39, i64 0, i64 %43
  %45 = icmp slt i64 %44, 0
  %46 = sext i32 %N to i64
  %47 = icmp slt i64 %46, 0
  %48 = sext i32 %N to i64
  %49 = icmp sgt i64 %48, 256
  %50 = sext i32 %N to i64
  %51 = select i1 %49, i64 256, i64 %50
  %52 = select i1 %47, i64 0, i64 %51
  %53 = select i1 %45, i64 0, i64 %52
  %54 = trunc i64 %53 to i32
  %55 = icmp sgt i32 %54, 256
  %56 = sext i32 %N to i64
  %57 = icmp slt i64 %56, 0
  %58 = sext i32 %N to i64
  %59 = icmp sgt i64 %58, 256
  %60 = sext i32 %N to i64
  %61 = select i1 %59, i64 256, i64 %60
  %62 = select i1 %57, i64 0, i64 %61
  %63 = icmp slt i64 %62, 0
  %64 = sext i32 %N to i64
  %65 = icmp slt i64 %64, 0
  %66 = sext i32 %N to i64
  %67 = icmp sgt i64 %66, 256
  %68 = sext i32 %N to i64
  %69 = select i1 %67, i64 256, i64 %68
  %70 = select i1 %65, i64 0, i64 %69
  %71 = select i1 %63, i64 0, i64 %70
  %72 = trunc i64 %71 to i32
  %73 = select i1 %55, i32 256, i32 %72
  %74 = select i1 %37, i32 0, i32 %73
  %75 = add i32 %74, 31
  %76 = sdiv i32 %75, 32
  %77 = sub i32 0, %75
  %78 = select i1 false, i32 %77, i32 %76
  br label %for.cond19

for.cond1:                                        ; preds = %for.body2, %for.body
  %j = phi i32 [ 0, %for.body ], [ %92, %for.body2 ]
  %79 = icmp slt i32 %j, 0
  br i1 %79, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %80 = icmp slt i32 %j, %N
  %x = select i1 %80, float 0.000000e+00, float 0.000000e+00
  %81 = sext i32 %i to i64
  %82 = mul nsw i64 %81, 256
  %83 = sext i32 %j to i64
  %84 = add nsw i64 %82, %83
  %85 = getelementptr inbounds float, ptr %X_s, i64 %84
  store float %x, ptr %85, align 4
  %86 = fmul float %x, %x
  %87 = sext i32 %i to i64
  %88 = mul nsw i64 %87, 256
  %89 = sext i32 %j to i64
  %90 = add nsw i64 %88, %89
  %91 = getelementptr inbounds float, ptr %sq_s, i64 %90
  store float %86, ptr %91, align 4
  %92 = add nsw i32 %j, 1
  br label %for.cond1, !llvm.loop !0

for.end3:                                         ; preds = %for.cond1
  %93 = mul i32 %bx, 16
  %94 = add i32 %93, %i
  %95 = icmp sle i32 0, %94
  %96 = mul i32 %bx, 16
  %97 = add i32 %96, %i
  %98 = icmp slt i32 %97, %M
  %99 = and i1 %95, %98
  br i1 %99, label %if.then4, label %if.else5

if.then4:                                         ; preds = %for.end3
  %100 = sub i32 %tl_hi1, 0
  br label %for.cond7

if.else5:                                         ; preds = %for.end3
  %101 = sub i32 %tl_hi1, 0
  br label %for.cond11

if.end6:                                          ; preds = %for.end13, %for.end9
  %102 = sub i32 256, %tl_hi1
  br label %for.cond15

for.cond7:                                        ; preds = %for.body8, %if.then4
  %j3 = phi i32 [ 0, %if.then4 ], [ %126, %for.body8 ]
  %103 = icmp slt i32 %j3, %100
  br i1 %103, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  %104 = mul i32 %bx, 16
  %105 = add i32 %104, %i
  %106 = sext i32 %105 to i64
  %107 = sext i32 %N to i64
  %108 = mul nsw i64 %106, %107
  %109 = add i32 0, %j3
  %110 = sext i32 %109 to i64
  %111 = add nsw i64 %108, %110
  %112 = getelementptr inbounds float, ptr %X, i64 %111
  %x10 = load float, ptr %112, align 4
  %113 = sext i32 %i to i64
  %114 = mul nsw i64 %113, 256
  %115 = add i32 0, %j3
  %116 = sext i32 %115 to i64
  %117 = add nsw i64 %114, %116
  %118 = getelementptr inbounds float, ptr %X_s, i64 %117
  store float %x10, ptr %118, align 4
  %119 = fmul float %x10, %x10
  %120 = sext i32 %i to i64
  %121 = mul nsw i64 %120, 256
  %122 = add i32 0, %j3
  %123 = sext i32 %122 to i64
  %124 = add nsw i64 %121, %123
  %125 = getelementptr inbounds float, ptr %sq_s, i64 %124
  store float %119, ptr %125, align 4
  %126 = add nsw i32 %j3, 1
  br label %for.cond7, !llvm.loop !3

for.end9:                                         ; preds = %for.cond7
  br label %if.end6

for.cond11:                                       ; preds = %for.body12, %if.else5
  %j314 = phi i32 [ 0, %if.else5 ], [ %140, %for.body12 ]
  %127 = icmp slt i32 %j314, %101
  br i1 %127, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %128 = sext i32 %i to i64
  %129 = mul nsw i64 %128, 256
  %130 = add i32 0, %j314
  %131 = sext i32 %130 to i64
  %132 = add nsw i64 %129, %131
  %133 = getelementptr inbounds float, ptr %X_s, i64 %132
  store float 0.000000e+00, ptr %133, align 4
  %134 = sext i32 %i to i64
  %135 = mul nsw i64 %134, 256
  %136 = add i32 0, %j314
  %137 = sext i32 %136 to i64
  %138 = add nsw i64 %135, %137
  %139 = getelementptr inbounds float, ptr %sq_s, i64 %138
  store float 0.000000e+00, ptr %139, align 4
  %140 = add nsw i32 %j314, 1
  br label %for.cond11, !llvm.loop !4

for.end13:                                        ; preds = %for.cond11
  br label %if.end6

for.cond15:                                       ; preds = %for.body16, %if.end6
  %j318 = phi i32 [ 0, %if.end6 ], [ %154, %for.body16 ]
  %141 = icmp slt i32 %j318, %102
  br i1 %141, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  %142 = sext i32 %i to i64
  %143 = mul nsw i64 %142, 256
  %144 = add i32 %tl_hi1, %j318
  %145 = sext i32 %144 to i64
  %146 = add nsw i64 %143, %145
  %147 = getelementptr inbounds float, ptr %X_s, i64 %146
  store float 0.000000e+00, ptr %147, align 4
  %148 = sext i32 %i to i64
  %149 = mul nsw i64 %148, 256
  %150 = add i32 %tl_hi1, %j318
  %151 = sext i32 %150 to i64
  %152 = add nsw i64 %149, %151
  %153 = getelementptr inbounds float, ptr %sq_s, i64 %152
  store float 0.000000e+00, ptr %153, align 4
  %154 = add nsw i32 %j318, 1
  br label %for.cond15, !llvm.loop !5

for.end17:                                        ; preds = %for.cond15
  %155 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !6

for.cond19:                                       ; preds = %for.end60, %for.end
  %i1 = phi i32 [ 0, %for.end ], [ %356, %for.end60 ]
  %156 = icmp slt i32 %i1, 16
  br i1 %156, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  br label %for.cond22

for.end21:                                        ; preds = %for.cond19
  %157 = sext i32 %N to i64
  %158 = icmp slt i64 %157, 0
  %159 = sext i32 %N to i64
  %160 = icmp sgt i64 %159, 256
  %161 = sext i32 %N to i64
  %162 = select i1 %160, i64 256, i64 %161
  %163 = select i1 %158, i64 0, i64 %162
  %164 = icmp slt i64 %163, 0
  %165 = sext i32 %N to i64
  %166 = icmp slt i64 %165, 0
  %167 = sext i32 %N to i64
  %168 = icmp sgt i64 %167, 256
  %169 = sext i32 %N to i64
  %170 = select i1 %168, i64 256, i64 %169
  %171 = select i1 %166, i64 0, i64 %170
  %172 = select i1 %164, i64 0, i64 %171
  %173 = trunc i64 %172 to i32
  %174 = icmp slt i32 %173, 0
  %175 = sext i32 %N to i64
  %176 = icmp slt i64 %175, 0
  %177 = sext i32 %N to i64
  %178 = icmp sgt i64 %177, 256
  %179 = sext i32 %N to i64
  %180 = select i1 %178, i64 256, i64 %179
  %181 = select i1 %176, i64 0, i64 %180
  %182 = icmp slt i64 %181, 0
  %183 = sext i32 %N to i64
  %184 = icmp slt i64 %183, 0
  %185 = sext i32 %N to i64
  %186 = icmp sgt i64 %185, 256
  %187 = sext i32 %N to i64
  %188 = select i1 %186, i64 256, i64 %187
  %189 = select i1 %184, i64 0, i64 %188
  %190 = select i1 %182, i64 0, i64 %189
  %191 = trunc i64 %190 to i32
  %192 = icmp sgt i32 %191, 256
  %193 = sext i32 %N to i64
  %194 = icmp slt i64 %193, 0
  %195 = sext i32 %N to i64
  %196 = icmp sgt i64 %195, 256
  %197 = sext i32 %N to i64
  %198 = select i1 %196, i64 256, i64 %197
  %199 = select i1 %194, i64 0, i64 %198
  %200 = icmp slt i64 %199, 0
  %201 = sext i32 %N to i64
  %202 = icmp slt i64 %201, 0
  %203 = sext i32 %N to i64
  %204 = icmp sgt i64 %203, 256
  %205 = sext i32 %N to i64
  %206 = select i1 %204, i64 256, i64 %205
  %207 = select i1 %202, i64 0, i64 %206
  %208 = select i1 %200, i64 0, i64 %207
  %209 = trunc i64 %208 to i32
  %210 = select i1 %192, i32 256, i32 %209
  %211 = select i1 %174, i32 0, i32 %210
  %212 = add i32 %211, 31
  %213 = sdiv i32 %212, 32
  %214 = sub i32 0, %212
  %215 = select i1 false, i32 %214, i32 %213
  br label %for.cond62

for.cond22:                                       ; preds = %for.body23, %for.body20
  %lane = phi i32 [ 0, %for.body20 ], [ %225, %for.body23 ]
  %216 = icmp slt i32 %lane, 32
  br i1 %216, label %for.body23, label %for.end24

for.body23:                                       ; preds = %for.cond22
  %217 = sext i32 %i1 to i64
  %218 = mul nsw i64 %217, 256
  %219 = sext i32 %lane to i64
  %220 = add nsw i64 %218, %219
  %221 = getelementptr inbounds float, ptr %X_s, i64 %220
  %222 = load float, ptr %221, align 4
  %223 = sext i32 %lane to i64
  %224 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %223
  store float %222, ptr %224, align 4
  %225 = add nsw i32 %lane, 1
  br label %for.cond22, !llvm.loop !7

for.end24:                                        ; preds = %for.cond22
  %226 = sub i32 %78, 1
  %227 = icmp slt i32 %226, 0
  %228 = sub i32 %78, 1
  %229 = select i1 %227, i32 0, i32 %228
  %tl_steps1 = select i1 true, i32 %229, i32 7
  %230 = sdiv i32 %tl_steps1, 2
  %231 = sub i32 0, %tl_steps1
  %232 = select i1 false, i32 %231, i32 %230
  br label %for.cond25

for.cond25:                                       ; preds = %for.end30, %for.end24
  %red42 = phi i32 [ 0, %for.end24 ], [ %264, %for.end30 ]
  %233 = icmp slt i32 %red42, %232
  br i1 %233, label %for.body26, label %for.end27

for.body26:                                       ; preds = %for.cond25
  br label %for.cond28

for.end27:                                        ; preds = %for.cond25
  %234 = srem i32 %tl_steps1, 2
  %235 = icmp eq i32 %234, 1
  br i1 %235, label %if.then32, label %if.else33

for.cond28:                                       ; preds = %for.body29, %for.body26
  %lane31 = phi i32 [ 0, %for.body26 ], [ %263, %for.body29 ]
  %236 = icmp slt i32 %lane31, 32
  br i1 %236, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  %237 = sext i32 %lane31 to i64
  %238 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %237
  %239 = load float, ptr %238, align 4
  %240 = sext i32 %i1 to i64
  %241 = mul nsw i64 %240, 256
  %242 = mul i32 2, %red42
  %243 = add i32 %242, 1
  %244 = mul i32 %243, 32
  %245 = add i32 %244, %lane31
  %246 = sext i32 %245 to i64
  %247 = add nsw i64 %241, %246
  %248 = getelementptr inbounds float, ptr %X_s, i64 %247
  %249 = load float, ptr %248, align 4
  %tl_pair43 = fadd float %239, %249
  %250 = sext i32 %i1 to i64
  %251 = mul nsw i64 %250, 256
  %252 = mul i32 2, %red42
  %253 = add i32 %252, 2
  %254 = mul i32 %253, 32
  %255 = add i32 %254, %lane31
  %256 = sext i32 %255 to i64
  %257 = add nsw i64 %251, %256
  %258 = getelementptr inbounds float, ptr %X_s, i64 %257
  %259 = load float, ptr %258, align 4
  %260 = fadd float %tl_pair43, %259
  %261 = sext i32 %lane31 to i64
  %262 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %261
  store float %260, ptr %262, align 4
  %263 = add nsw i32 %lane31, 1
  br label %for.cond28, !llvm.loop !8

for.end30:                                        ; preds = %for.cond28
  %264 = add nsw i32 %red42, 1
  br label %for.cond25, !llvm.loop !9

if.then32:                                        ; preds = %for.end27
  br label %for.cond35

if.else33:                                        ; preds = %for.end27
  br label %if.end34

if.end34:                                         ; preds = %if.else33, %for.end37
  %265 = icmp slt i32 %tl_steps1, 7
  br i1 %265, label %if.then39, label %if.else40

for.cond35:                                       ; preds = %for.body36, %if.then32
  %lane38 = phi i32 [ 0, %if.then32 ], [ %281, %for.body36 ]
  %266 = icmp slt i32 %lane38, 32
  br i1 %266, label %for.body36, label %for.end37

for.body36:                                       ; preds = %for.cond35
  %267 = sext i32 %lane38 to i64
  %268 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %267
  %269 = load float, ptr %268, align 4
  %270 = sext i32 %i1 to i64
  %271 = mul nsw i64 %270, 256
  %272 = mul i32 %tl_steps1, 32
  %273 = add i32 %272, %lane38
  %274 = sext i32 %273 to i64
  %275 = add nsw i64 %271, %274
  %276 = getelementptr inbounds float, ptr %X_s, i64 %275
  %277 = load float, ptr %276, align 4
  %278 = fadd float %269, %277
  %279 = sext i32 %lane38 to i64
  %280 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %279
  store float %278, ptr %280, align 4
  %281 = add nsw i32 %lane38, 1
  br label %for.cond35, !llvm.loop !10

for.end37:                                        ; preds = %for.cond35
  br label %if.end34

if.then39:                                        ; preds = %if.end34
  %282 = getelementptr inbounds float, ptr %tl_lanes_22, i64 0
  %283 = load float, ptr %282, align 4
  %284 = fadd float %283, 0.000000e+00
  %285 = getelementptr inbounds float, ptr %tl_lanes_22, i64 0
  store float %284, ptr %285, align 4
  br label %if.end41

if.else40:                                        ; preds = %if.end34
  br label %if.end41

if.end41:                                         ; preds = %if.else40, %if.then39
  br label %for.cond42

for.cond42:                                       ; preds = %for.body43, %if.end41
  %lane45 = phi i32 [ 0, %if.end41 ], [ %297, %for.body43 ]
  %286 = icmp slt i32 %lane45, 16
  br i1 %286, label %for.body43, label %for.end44

for.body43:                                       ; preds = %for.cond42
  %287 = sext i32 %lane45 to i64
  %288 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %287
  %289 = load float, ptr %288, align 4
  %290 = add i32 %lane45, 16
  %291 = sext i32 %290 to i64
  %292 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %291
  %293 = load float, ptr %292, align 4
  %294 = fadd float %289, %293
  %295 = sext i32 %lane45 to i64
  %296 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %295
  store float %294, ptr %296, align 4
  %297 = add nsw i32 %lane45, 1
  br label %for.cond42, !llvm.loop !11

for.end44:                                        ; preds = %for.cond42
  br label %for.cond46

for.cond46:                                       ; preds = %for.body47, %for.end44
  %lane49 = phi i32 [ 0, %for.end44 ], [ %309, %for.body47 ]
  %298 = icmp slt i32 %lane49, 8
  br i1 %298, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %299 = sext i32 %lane49 to i64
  %300 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %299
  %301 = load float, ptr %300, align 4
  %302 = add i32 %lane49, 8
  %303 = sext i32 %302 to i64
  %304 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %303
  %305 = load float, ptr %304, align 4
  %306 = fadd float %301, %305
  %307 = sext i32 %lane49 to i64
  %308 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %307
  store float %306, ptr %308, align 4
  %309 = add nsw i32 %lane49, 1
  br label %for.cond46, !llvm.loop !12

for.end48:                                        ; preds = %for.cond46
  br label %for.cond50

for.cond50:                                       ; preds = %for.body51, %for.end48
  %lane53 = phi i32 [ 0, %for.end48 ], [ %321, %for.body51 ]
  %310 = icmp slt i32 %lane53, 4
  br i1 %310, label %for.body51, label %for.end52

for.body51:                                       ; preds = %for.cond50
  %311 = sext i32 %lane53 to i64
  %312 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %311
  %313 = load float, ptr %312, align 4
  %314 = add i32 %lane53, 4
  %315 = sext i32 %314 to i64
  %316 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %315
  %317 = load float, ptr %316, align 4
  %318 = fadd float %313, %317
  %319 = sext i32 %lane53 to i64
  %320 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %319
  store float %318, ptr %320, align 4
  %321 = add nsw i32 %lane53, 1
  br label %for.cond50, !llvm.loop !13

for.end52:                                        ; preds = %for.cond50
  br label %for.cond54

for.cond54:                                       ; preds = %for.body55, %for.end52
  %lane57 = phi i32 [ 0, %for.end52 ], [ %333, %for.body55 ]
  %322 = icmp slt i32 %lane57, 2
  br i1 %322, label %for.body55, label %for.end56

for.body55:                                       ; preds = %for.cond54
  %323 = sext i32 %lane57 to i64
  %324 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %323
  %325 = load float, ptr %324, align 4
  %326 = add i32 %lane57, 2
  %327 = sext i32 %326 to i64
  %328 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %327
  %329 = load float, ptr %328, align 4
  %330 = fadd float %325, %329
  %331 = sext i32 %lane57 to i64
  %332 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %331
  store float %330, ptr %332, align 4
  %333 = add nsw i32 %lane57, 1
  br label %for.cond54, !llvm.loop !14

for.end56:                                        ; preds = %for.cond54
  br label %for.cond58

for.cond58:                                       ; preds = %for.body59, %for.end56
  %lane61 = phi i32 [ 0, %for.end56 ], [ %345, %for.body59 ]
  %334 = icmp slt i32 %lane61, 1
  br i1 %334, label %for.body59, label %for.end60

for.body59:                                       ; preds = %for.cond58
  %335 = sext i32 %lane61 to i64
  %336 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %335
  %337 = load float, ptr %336, align 4
  %338 = add i32 %lane61, 1
  %339 = sext i32 %338 to i64
  %340 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %339
  %341 = load float, ptr %340, align 4
  %342 = fadd float %337, %341
  %343 = sext i32 %lane61 to i64
  %344 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %343
  store float %342, ptr %344, align 4
  %345 = add nsw i32 %lane61, 1
  br label %for.cond58, !llvm.loop !15

for.end60:                                        ; preds = %for.cond58
  %346 = sext i32 %i1 to i64
  %347 = getelementptr inbounds float, ptr %mean_s, i64 %346
  store float 0.000000e+00, ptr %347, align 4
  %348 = sext i32 %i1 to i64
  %349 = getelementptr inbounds float, ptr %mean_s, i64 %348
  %350 = load float, ptr %349, align 4
  %351 = getelementptr inbounds float, ptr %tl_lanes_22, i64 0
  %352 = load float, ptr %351, align 4
  %353 = fadd float %350, %352
  %354 = sext i32 %i1 to i64
  %355 = getelementptr inbounds float, ptr %mean_s, i64 %354
  store float %353, ptr %355, align 4
  %356 = add nsw i32 %i1, 1
  br label %for.cond19, !llvm.loop !16

for.cond62:                                       ; preds = %for.end103, %for.end21
  %i2 = phi i32 [ 0, %for.end21 ], [ %498, %for.end103 ]
  %357 = icmp slt i32 %i2, 16
  br i1 %357, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  br label %for.cond65

for.end64:                                        ; preds = %for.cond62
  br label %for.cond105

for.cond65:                                       ; preds = %for.body66, %for.body63
  %lane1 = phi i32 [ 0, %for.body63 ], [ %367, %for.body66 ]
  %358 = icmp slt i32 %lane1, 32
  br i1 %358, label %for.body66, label %for.end67

for.body66:                                       ; preds = %for.cond65
  %359 = sext i32 %i2 to i64
  %360 = mul nsw i64 %359, 256
  %361 = sext i32 %lane1 to i64
  %362 = add nsw i64 %360, %361
  %363 = getelementptr inbounds float, ptr %sq_s, i64 %362
  %364 = load float, ptr %363, align 4
  %365 = sext i32 %lane1 to i64
  %366 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %365
  store float %364, ptr %366, align 4
  %367 = add nsw i32 %lane1, 1
  br label %for.cond65, !llvm.loop !17

for.end67:                                        ; preds = %for.cond65
  %368 = sub i32 %215, 1
  %369 = icmp slt i32 %368, 0
  %370 = sub i32 %215, 1
  %371 = select i1 %369, i32 0, i32 %370
  %tl_steps3 = select i1 true, i32 %371, i32 7
  %372 = sdiv i32 %tl_steps3, 2
  %373 = sub i32 0, %tl_steps3
  %374 = select i1 false, i32 %373, i32 %372
  br label %for.cond68

for.cond68:                                       ; preds = %for.end73, %for.end67
  %red44 = phi i32 [ 0, %for.end67 ], [ %406, %for.end73 ]
  %375 = icmp slt i32 %red44, %374
  br i1 %375, label %for.body69, label %for.end70

for.body69:                                       ; preds = %for.cond68
  br label %for.cond71

for.end70:                                        ; preds = %for.cond68
  %376 = srem i32 %tl_steps3, 2
  %377 = icmp eq i32 %376, 1
  br i1 %377, label %if.then75, label %if.else76

for.cond71:                                       ; preds = %for.body72, %for.body69
  %lane174 = phi i32 [ 0, %for.body69 ], [ %405, %for.body72 ]
  %378 = icmp slt i32 %lane174, 32
  br i1 %378, label %for.body72, label %for.end73

for.body72:                                       ; preds = %for.cond71
  %379 = sext i32 %lane174 to i64
  %380 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %379
  %381 = load float, ptr %380, align 4
  %382 = sext i32 %i2 to i64
  %383 = mul nsw i64 %382, 256
  %384 = mul i32 2, %red44
  %385 = add i32 %384, 1
  %386 = mul i32 %385, 32
  %387 = add i32 %386, %lane174
  %388 = sext i32 %387 to i64
  %389 = add nsw i64 %383, %388
  %390 = getelementptr inbounds float, ptr %sq_s, i64 %389
  %391 = load float, ptr %390, align 4
  %tl_pair45 = fadd float %381, %391
  %392 = sext i32 %i2 to i64
  %393 = mul nsw i64 %392, 256
  %394 = mul i32 2, %red44
  %395 = add i32 %394, 2
  %396 = mul i32 %395, 32
  %397 = add i32 %396, %lane174
  %398 = sext i32 %397 to i64
  %399 = add nsw i64 %393, %398
  %400 = getelementptr inbounds float, ptr %sq_s, i64 %399
  %401 = load float, ptr %400, align 4
  %402 = fadd float %tl_pair45, %401
  %403 = sext i32 %lane174 to i64
  %404 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %403
  store float %402, ptr %404, align 4
  %405 = add nsw i32 %lane174, 1
  br label %for.cond71, !llvm.loop !18

for.end73:                                        ; preds = %for.cond71
  %406 = add nsw i32 %red44, 1
  br label %for.cond68, !llvm.loop !19

if.then75:                                        ; preds = %for.end70
  br label %for.cond78

if.else76:                                        ; preds = %for.end70
  br label %if.end77

if.end77:                                         ; preds = %if.else76, %for.end80
  %407 = icmp slt i32 %tl_steps3, 7
  br i1 %407, label %if.then82, label %if.else83

for.cond78:                                       ; preds = %for.body79, %if.then75
  %lane181 = phi i32 [ 0, %if.then75 ], [ %423, %for.body79 ]
  %408 = icmp slt i32 %lane181, 32
  br i1 %408, label %for.body79, label %for.end80

for.body79:                                       ; preds = %for.cond78
  %409 = sext i32 %lane181 to i64
  %410 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %409
  %411 = load float, ptr %410, align 4
  %412 = sext i32 %i2 to i64
  %413 = mul nsw i64 %412, 256
  %414 = mul i32 %tl_steps3, 32
  %415 = add i32 %414, %lane181
  %416 = sext i32 %415 to i64
  %417 = add nsw i64 %413, %416
  %418 = getelementptr inbounds float, ptr %sq_s, i64 %417
  %419 = load float, ptr %418, align 4
  %420 = fadd float %411, %419
  %421 = sext i32 %lane181 to i64
  %422 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %421
  store float %420, ptr %422, align 4
  %423 = add nsw i32 %lane181, 1
  br label %for.cond78, !llvm.loop !20

for.end80:                                        ; preds = %for.cond78
  br label %if.end77

if.then82:                                        ; preds = %if.end77
  %424 = getelementptr inbounds float, ptr %tl_lanes_23, i64 0
  %425 = load float, ptr %424, align 4
  %426 = fadd float %425, 0.000000e+00
  %427 = getelementptr inbounds float, ptr %tl_lanes_23, i64 0
  store float %426, ptr %427, align 4
  br label %if.end84

if.else83:                                        ; preds = %if.end77
  br label %if.end84

if.end84:                                         ; preds = %if.else83, %if.then82
  br label %for.cond85

for.cond85:                                       ; preds = %for.body86, %if.end84
  %lane188 = phi i32 [ 0, %if.end84 ], [ %439, %for.body86 ]
  %428 = icmp slt i32 %lane188, 16
  br i1 %428, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  %429 = sext i32 %lane188 to i64
  %430 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %429
  %431 = load float, ptr %430, align 4
  %432 = add i32 %lane188, 16
  %433 = sext i32 %432 to i64
  %434 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %433
  %435 = load float, ptr %434, align 4
  %436 = fadd float %431, %435
  %437 = sext i32 %lane188 to i64
  %438 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %437
  store float %436, ptr %438, align 4
  %439 = add nsw i32 %lane188, 1
  br label %for.cond85, !llvm.loop !21

for.end87:                                        ; preds = %for.cond85
  br label %for.cond89

for.cond89:                                       ; preds = %for.body90, %for.end87
  %lane192 = phi i32 [ 0, %for.end87 ], [ %451, %for.body90 ]
  %440 = icmp slt i32 %lane192, 8
  br i1 %440, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %441 = sext i32 %lane192 to i64
  %442 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %441
  %443 = load float, ptr %442, align 4
  %444 = add i32 %lane192, 8
  %445 = sext i32 %444 to i64
  %446 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %445
  %447 = load float, ptr %446, align 4
  %448 = fadd float %443, %447
  %449 = sext i32 %lane192 to i64
  %450 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %449
  store float %448, ptr %450, align 4
  %451 = add nsw i32 %lane192, 1
  br label %for.cond89, !llvm.loop !22

for.end91:                                        ; preds = %for.cond89
  br label %for.cond93

for.cond93:                                       ; preds = %for.body94, %for.end91
  %lane196 = phi i32 [ 0, %for.end91 ], [ %463, %for.body94 ]
  %452 = icmp slt i32 %lane196, 4
  br i1 %452, label %for.body94, label %for.end95

for.body94:                                       ; preds = %for.cond93
  %453 = sext i32 %lane196 to i64
  %454 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %453
  %455 = load float, ptr %454, align 4
  %456 = add i32 %lane196, 4
  %457 = sext i32 %456 to i64
  %458 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %457
  %459 = load float, ptr %458, align 4
  %460 = fadd float %455, %459
  %461 = sext i32 %lane196 to i64
  %462 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %461
  store float %460, ptr %462, align 4
  %463 = add nsw i32 %lane196, 1
  br label %for.cond93, !llvm.loop !23

for.end95:                                        ; preds = %for.cond93
  br label %for.cond97

for.cond97:                                       ; preds = %for.body98, %for.end95
  %lane1100 = phi i32 [ 0, %for.end95 ], [ %475, %for.body98 ]
  %464 = icmp slt i32 %lane1100, 2
  br i1 %464, label %for.body98, label %for.end99

for.body98:                                       ; preds = %for.cond97
  %465 = sext i32 %lane1100 to i64
  %466 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %465
  %467 = load float, ptr %466, align 4
  %468 = add i32 %lane1100, 2
  %469 = sext i32 %468 to i64
  %470 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %469
  %471 = load float, ptr %470, align 4
  %472 = fadd float %467, %471
  %473 = sext i32 %lane1100 to i64
  %474 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %473
  store float %472, ptr %474, align 4
  %475 = add nsw i32 %lane1100, 1
  br label %for.cond97, !llvm.loop !24

for.end99:                                        ; preds = %for.cond97
  br label %for.cond101

for.cond101:                                      ; preds = %for.body102, %for.end99
  %lane1104 = phi i32 [ 0, %for.end99 ], [ %487, %for.body102 ]
  %476 = icmp slt i32 %lane1104, 1
  br i1 %476, label %for.body102, label %for.end103

for.body102:                                      ; preds = %for.cond101
  %477 = sext i32 %lane1104 to i64
  %478 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %477
  %479 = load float, ptr %478, align 4
  %480 = add i32 %lane1104, 1
  %481 = sext i32 %480 to i64
  %482 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %481
  %483 = load float, ptr %482, align 4
  %484 = fadd float %479, %483
  %485 = sext i32 %lane1104 to i64
  %486 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %485
  store float %484, ptr %486, align 4
  %487 = add nsw i32 %lane1104, 1
  br label %for.cond101, !llvm.loop !25

for.end103:                                       ; preds = %for.cond101
  %488 = sext i32 %i2 to i64
  %489 = getelementptr inbounds float, ptr %rstd_s, i64 %488
  store float 0.000000e+00, ptr %489, align 4
  %490 = sext i32 %i2 to i64
  %491 = getelementptr inbounds float, ptr %rstd_s, i64 %490
  %492 = load float, ptr %491, align 4
  %493 = getelementptr inbounds float, ptr %tl_lanes_23, i64 0
  %494 = load float, ptr %493, align 4
  %495 = fadd float %492, %494
  %496 = sext i32 %i2 to i64
  %497 = getelementptr inbounds float, ptr %rstd_s, i64 %496
  store float %495, ptr %497, align 4
  %498 = add nsw i32 %i2, 1
  br label %for.cond62, !llvm.loop !26

for.cond105:                                      ; preds = %for.end121, %for.end64
  %i108 = phi i32 [ 0, %for.end64 ], [ %573, %for.end121 ]
  %499 = icmp slt i32 %i108, 16
  br i1 %499, label %for.body106, label %for.end107

for.body106:                                      ; preds = %for.cond105
  %500 = sext i32 %N to i64
  %501 = icmp slt i64 %500, 0
  %502 = sext i32 %N to i64
  %503 = icmp sgt i64 %502, 256
  %504 = sext i32 %N to i64
  %505 = select i1 %503, i64 256, i64 %504
  %506 = select i1 %501, i64 0, i64 %505
  %507 = icmp slt i64 %506, 0
  %508 = sext i32 %N to i64
  %509 = icmp slt i64 %508, 0
  %510 = sext i32 %N to i64
  %511 = icmp sgt i64 %510, 256
  %512 = sext i32 %N to i64
  %513 = select i1 %511, i64 256, i64 %512
  %514 = select i1 %509, i64 0, i64 %513
  %515 = select i1 %507, i64 0, i64 %514
  %tl_hi3 = trunc i64 %515 to i32
  br label %for.cond109

for.end107:                                       ; preds = %for.cond105
  br label %if.end

for.cond109:                                      ; preds = %for.body110, %for.body106
  %j112 = phi i32 [ 0, %for.body106 ], [ %517, %for.body110 ]
  %516 = icmp slt i32 %j112, 0
  br i1 %516, label %for.body110, label %for.end111

for.body110:                                      ; preds = %for.cond109
  %517 = add nsw i32 %j112, 1
  br label %for.cond109, !llvm.loop !27

for.end111:                                       ; preds = %for.cond109
  %518 = sub i32 %tl_hi3, 0
  br label %for.cond113

for.cond113:                                      ; preds = %if.end118, %for.end111
  %j4 = phi i32 [ 0, %for.end111 ], [ %570, %if.end118 ]
  %519 = icmp slt i32 %j4, %518
  br i1 %519, label %for.body114, label %for.end115

for.body114:                                      ; preds = %for.cond113
  %520 = sext i32 %i108 to i64
  %521 = getelementptr inbounds float, ptr %mean_s, i64 %520
  %522 = load float, ptr %521, align 4
  %mu = fmul float %522, %inv_n
  %523 = sext i32 %i108 to i64
  %524 = getelementptr inbounds float, ptr %rstd_s, i64 %523
  %525 = load float, ptr %524, align 4
  %526 = fmul float %525, %inv_n
  %527 = fmul float %mu, %mu
  %528 = fsub float %526, %527
  %529 = call float @llvm.maxnum.f32(float %528, float 0.000000e+00)
  %530 = fadd float %529, 0x3EE4F8B580000000
  %531 = fpext float %530 to double
  %532 = call double @llvm.sqrt.f64(double %531)
  %533 = fdiv double 1.000000e+00, %532
  %r = fptrunc double %533 to float
  %534 = mul i32 %bx, 16
  %535 = add i32 %534, %i108
  %536 = icmp sle i32 0, %535
  %537 = mul i32 %bx, 16
  %538 = add i32 %537, %i108
  %539 = icmp slt i32 %538, %M
  %540 = and i1 %536, %539
  br i1 %540, label %if.then116, label %if.else117

for.end115:                                       ; preds = %for.cond113
  %541 = sub i32 256, %tl_hi3
  br label %for.cond119

if.then116:                                       ; preds = %for.body114
  %542 = sext i32 %i108 to i64
  %543 = mul nsw i64 %542, 256
  %544 = add i32 0, %j4
  %545 = sext i32 %544 to i64
  %546 = add nsw i64 %543, %545
  %547 = getelementptr inbounds float, ptr %X_s, i64 %546
  %548 = load float, ptr %547, align 4
  %549 = fsub float %548, %mu
  %550 = fmul float %549, %r
  %551 = add i32 0, %j4
  %552 = sext i32 %551 to i64
  %553 = getelementptr inbounds float, ptr %W, i64 %552
  %554 = load float, ptr %553, align 4
  %555 = fmul float %550, %554
  %556 = add i32 0, %j4
  %557 = sext i32 %556 to i64
  %558 = getelementptr inbounds float, ptr %B, i64 %557
  %559 = load float, ptr %558, align 4
  %560 = fadd float %555, %559
  %561 = mul i32 %bx, 16
  %562 = add i32 %561, %i108
  %563 = sext i32 %562 to i64
  %564 = sext i32 %N to i64
  %565 = mul nsw i64 %563, %564
  %566 = add i32 0, %j4
  %567 = sext i32 %566 to i64
  %568 = add nsw i64 %565, %567
  %569 = getelementptr inbounds float, ptr %Y, i64 %568
  store float %560, ptr %569, align 4
  br label %if.end118

if.else117:                                       ; preds = %for.body114
  br label %if.end118

if.end118:                                        ; preds = %if.else117, %if.then116
  %570 = add nsw i32 %j4, 1
  br label %for.cond113, !llvm.loop !28

for.cond119:                                      ; preds = %for.body120, %for.end115
  %j4122 = phi i32 [ 0, %for.end115 ], [ %572, %for.body120 ]
  %571 = icmp slt i32 %j4122, %541
  br i1 %571, label %for.body120, label %for.end121

for.body120:                                      ; preds = %for.cond119
  %572 = add nsw i32 %j4122, 1
  br label %for.cond119, !llvm.loop !29

for.end121:                                       ; preds = %for.cond119
  %573 = add nsw i32 %i108, 1
  br label %for.cond105, !llvm.loop !30

if.then123:                                       ; preds = %if.else
  br label %for.cond126

if.else124:                                       ; preds = %if.else
  %574 = icmp sle i32 %N, 4096
  br i1 %574, label %if.then250, label %if.else251

if.end125:                                        ; preds = %if.end252, %for.end242
  br label %if.end

for.cond126:                                      ; preds = %for.end148, %if.then123
  %i129 = phi i32 [ 0, %if.then123 ], [ %727, %for.end148 ]
  %575 = icmp slt i32 %i129, 4
  br i1 %575, label %for.body127, label %for.end128

for.body127:                                      ; preds = %for.cond126
  %576 = sext i32 %N to i64
  %577 = icmp slt i64 %576, 0
  %578 = sext i32 %N to i64
  %579 = icmp sgt i64 %578, 512
  %580 = sext i32 %N to i64
  %581 = select i1 %579, i64 512, i64 %580
  %582 = select i1 %577, i64 0, i64 %581
  %583 = icmp slt i64 %582, 0
  %584 = sext i32 %N to i64
  %585 = icmp slt i64 %584, 0
  %586 = sext i32 %N to i64
  %587 = icmp sgt i64 %586, 512
  %588 = sext i32 %N to i64
  %589 = select i1 %587, i64 512, i64 %588
  %590 = select i1 %585, i64 0, i64 %589
  %591 = select i1 %583, i64 0, i64 %590
  %tl_hi5 = trunc i64 %591 to i32
  br label %for.cond130

for.end128:                                       ; preds = %for.cond126
  %592 = sext i32 %N to i64
  %593 = icmp slt i64 %592, 0
  %594 = sext i32 %N to i64
  %595 = icmp sgt i64 %594, 512
  %596 = sext i32 %N to i64
  %597 = select i1 %595, i64 512, i64 %596
  %598 = select i1 %593, i64 0, i64 %597
  %599 = icmp slt i64 %598, 0
  %600 = sext i32 %N to i64
  %601 = icmp slt i64 %600, 0
  %602 = sext i32 %N to i64
  %603 = icmp sgt i64 %602, 512
  %604 = sext i32 %N to i64
  %605 = select i1 %603, i64 512, i64 %604
  %606 = select i1 %601, i64 0, i64 %605
  %607 = select i1 %599, i64 0, i64 %606
  %608 = trunc i64 %607 to i32
  %609 = icmp slt i32 %608, 0
  %610 = sext i32 %N to i64
  %611 = icmp slt i64 %610, 0
  %612 = sext i32 %N to i64
  %613 = icmp sgt i64 %612, 512
  %614 = sext i32 %N to i64
  %615 = select i1 %613, i64 512, i64 %614
  %616 = select i1 %611, i64 0, i64 %615
  %617 = icmp slt i64 %616, 0
  %618 = sext i32 %N to i64
  %619 = icmp slt i64 %618, 0
  %620 = sext i32 %N to i64
  %621 = icmp sgt i64 %620, 512
  %622 = sext i32 %N to i64
  %623 = select i1 %621, i64 512, i64 %622
  %624 = select i1 %619, i64 0, i64 %623
  %625 = select i1 %617, i64 0, i64 %624
  %626 = trunc i64 %625 to i32
  %627 = icmp sgt i32 %626, 512
  %628 = sext i32 %N to i64
  %629 = icmp slt i64 %628, 0
  %630 = sext i32 %N to i64
  %631 = icmp sgt i64 %630, 512
  %632 = sext i32 %N to i64
  %633 = select i1 %631, i64 512, i64 %632
  %634 = select i1 %629, i64 0, i64 %633
  %635 = icmp slt i64 %634, 0
  %636 = sext i32 %N to i64
  %637 = icmp slt i64 %636, 0
  %638 = sext i32 %N to i64
  %639 = icmp sgt i64 %638, 512
  %640 = sext i32 %N to i64
  %641 = select i1 %639, i64 512, i64 %640
  %642 = select i1 %637, i64 0, i64 %641
  %643 = select i1 %635, i64 0, i64 %642
  %644 = trunc i64 %643 to i32
  %645 = select i1 %627, i32 512, i32 %644
  %646 = select i1 %609, i32 0, i32 %645
  %647 = add i32 %646, 31
  %648 = sdiv i32 %647, 32
  %649 = sub i32 0, %647
  %650 = select i1 false, i32 %649, i32 %648
  br label %for.cond150

for.cond130:                                      ; preds = %for.body131, %for.body127
  %j133 = phi i32 [ 0, %for.body127 ], [ %664, %for.body131 ]
  %651 = icmp slt i32 %j133, 0
  br i1 %651, label %for.body131, label %for.end132

for.body131:                                      ; preds = %for.cond130
  %652 = icmp slt i32 %j133, %N
  %x134 = select i1 %652, float 0.000000e+00, float 0.000000e+00
  %653 = sext i32 %i129 to i64
  %654 = mul nsw i64 %653, 512
  %655 = sext i32 %j133 to i64
  %656 = add nsw i64 %654, %655
  %657 = getelementptr inbounds float, ptr %X_f, i64 %656
  store float %x134, ptr %657, align 4
  %658 = fmul float %x134, %x134
  %659 = sext i32 %i129 to i64
  %660 = mul nsw i64 %659, 512
  %661 = sext i32 %j133 to i64
  %662 = add nsw i64 %660, %661
  %663 = getelementptr inbounds float, ptr %sq, i64 %662
  store float %658, ptr %663, align 4
  %664 = add nsw i32 %j133, 1
  br label %for.cond130, !llvm.loop !31

for.end132:                                       ; preds = %for.cond130
  %665 = mul i32 %bx, 4
  %666 = add i32 %665, %i129
  %667 = icmp sle i32 0, %666
  %668 = mul i32 %bx, 4
  %669 = add i32 %668, %i129
  %670 = icmp slt i32 %669, %M
  %671 = and i1 %667, %670
  br i1 %671, label %if.then135, label %if.else136

if.then135:                                       ; preds = %for.end132
  %672 = sub i32 %tl_hi5, 0
  br label %for.cond138

if.else136:                                       ; preds = %for.end132
  %673 = sub i32 %tl_hi5, 0
  br label %for.cond142

if.end137:                                        ; preds = %for.end144, %for.end140
  %674 = sub i32 512, %tl_hi5
  br label %for.cond146

for.cond138:                                      ; preds = %for.body139, %if.then135
  %j5 = phi i32 [ 0, %if.then135 ], [ %698, %for.body139 ]
  %675 = icmp slt i32 %j5, %672
  br i1 %675, label %for.body139, label %for.end140

for.body139:                                      ; preds = %for.cond138
  %676 = mul i32 %bx, 4
  %677 = add i32 %676, %i129
  %678 = sext i32 %677 to i64
  %679 = sext i32 %N to i64
  %680 = mul nsw i64 %678, %679
  %681 = add i32 0, %j5
  %682 = sext i32 %681 to i64
  %683 = add nsw i64 %680, %682
  %684 = getelementptr inbounds float, ptr %X, i64 %683
  %x141 = load float, ptr %684, align 4
  %685 = sext i32 %i129 to i64
  %686 = mul nsw i64 %685, 512
  %687 = add i32 0, %j5
  %688 = sext i32 %687 to i64
  %689 = add nsw i64 %686, %688
  %690 = getelementptr inbounds float, ptr %X_f, i64 %689
  store float %x141, ptr %690, align 4
  %691 = fmul float %x141, %x141
  %692 = sext i32 %i129 to i64
  %693 = mul nsw i64 %692, 512
  %694 = add i32 0, %j5
  %695 = sext i32 %694 to i64
  %696 = add nsw i64 %693, %695
  %697 = getelementptr inbounds float, ptr %sq, i64 %696
  store float %691, ptr %697, align 4
  %698 = add nsw i32 %j5, 1
  br label %for.cond138, !llvm.loop !32

for.end140:                                       ; preds = %for.cond138
  br label %if.end137

for.cond142:                                      ; preds = %for.body143, %if.else136
  %j5145 = phi i32 [ 0, %if.else136 ], [ %712, %for.body143 ]
  %699 = icmp slt i32 %j5145, %673
  br i1 %699, label %for.body143, label %for.end144

for.body143:                                      ; preds = %for.cond142
  %700 = sext i32 %i129 to i64
  %701 = mul nsw i64 %700, 512
  %702 = add i32 0, %j5145
  %703 = sext i32 %702 to i64
  %704 = add nsw i64 %701, %703
  %705 = getelementptr inbounds float, ptr %X_f, i64 %704
  store float 0.000000e+00, ptr %705, align 4
  %706 = sext i32 %i129 to i64
  %707 = mul nsw i64 %706, 512
  %708 = add i32 0, %j5145
  %709 = sext i32 %708 to i64
  %710 = add nsw i64 %707, %709
  %711 = getelementptr inbounds float, ptr %sq, i64 %710
  store float 0.000000e+00, ptr %711, align 4
  %712 = add nsw i32 %j5145, 1
  br label %for.cond142, !llvm.loop !33

for.end144:                                       ; preds = %for.cond142
  br label %if.end137

for.cond146:                                      ; preds = %for.body147, %if.end137
  %j5149 = phi i32 [ 0, %if.end137 ], [ %726, %for.body147 ]
  %713 = icmp slt i32 %j5149, %674
  br i1 %713, label %for.body147, label %for.end148

for.body147:                                      ; preds = %for.cond146
  %714 = sext i32 %i129 to i64
  %715 = mul nsw i64 %714, 512
  %716 = add i32 %tl_hi5, %j5149
  %717 = sext i32 %716 to i64
  %718 = add nsw i64 %715, %717
  %719 = getelementptr inbounds float, ptr %X_f, i64 %718
  store float 0.000000e+00, ptr %719, align 4
  %720 = sext i32 %i129 to i64
  %721 = mul nsw i64 %720, 512
  %722 = add i32 %tl_hi5, %j5149
  %723 = sext i32 %722 to i64
  %724 = add nsw i64 %721, %723
  %725 = getelementptr inbounds float, ptr %sq, i64 %724
  store float 0.000000e+00, ptr %725, align 4
  %726 = add nsw i32 %j5149, 1
  br label %for.cond146, !llvm.loop !34

for.end148:                                       ; preds = %for.cond146
  %727 = add nsw i32 %i129, 1
  br label %for.cond126, !llvm.loop !35

for.cond150:                                      ; preds = %for.end191, %for.end128
  %i3 = phi i32 [ 0, %for.end128 ], [ %928, %for.end191 ]
  %728 = icmp slt i32 %i3, 4
  br i1 %728, label %for.body151, label %for.end152

for.body151:                                      ; preds = %for.cond150
  br label %for.cond153

for.end152:                                       ; preds = %for.cond150
  %729 = sext i32 %N to i64
  %730 = icmp slt i64 %729, 0
  %731 = sext i32 %N to i64
  %732 = icmp sgt i64 %731, 512
  %733 = sext i32 %N to i64
  %734 = select i1 %732, i64 512, i64 %733
  %735 = select i1 %730, i64 0, i64 %734
  %736 = icmp slt i64 %735, 0
  %737 = sext i32 %N to i64
  %738 = icmp slt i64 %737, 0
  %739 = sext i32 %N to i64
  %740 = icmp sgt i64 %739, 512
  %741 = sext i32 %N to i64
  %742 = select i1 %740, i64 512, i64 %741
  %743 = select i1 %738, i64 0, i64 %742
  %744 = select i1 %736, i64 0, i64 %743
  %745 = trunc i64 %744 to i32
  %746 = icmp slt i32 %745, 0
  %747 = sext i32 %N to i64
  %748 = icmp slt i64 %747, 0
  %749 = sext i32 %N to i64
  %750 = icmp sgt i64 %749, 512
  %751 = sext i32 %N to i64
  %752 = select i1 %750, i64 512, i64 %751
  %753 = select i1 %748, i64 0, i64 %752
  %754 = icmp slt i64 %753, 0
  %755 = sext i32 %N to i64
  %756 = icmp slt i64 %755, 0
  %757 = sext i32 %N to i64
  %758 = icmp sgt i64 %757, 512
  %759 = sext i32 %N to i64
  %760 = select i1 %758, i64 512, i64 %759
  %761 = select i1 %756, i64 0, i64 %760
  %762 = select i1 %754, i64 0, i64 %761
  %763 = trunc i64 %762 to i32
  %764 = icmp sgt i32 %763, 512
  %765 = sext i32 %N to i64
  %766 = icmp slt i64 %765, 0
  %767 = sext i32 %N to i64
  %768 = icmp sgt i64 %767, 512
  %769 = sext i32 %N to i64
  %770 = select i1 %768, i64 512, i64 %769
  %771 = select i1 %766, i64 0, i64 %770
  %772 = icmp slt i64 %771, 0
  %773 = sext i32 %N to i64
  %774 = icmp slt i64 %773, 0
  %775 = sext i32 %N to i64
  %776 = icmp sgt i64 %775, 512
  %777 = sext i32 %N to i64
  %778 = select i1 %776, i64 512, i64 %777
  %779 = select i1 %774, i64 0, i64 %778
  %780 = select i1 %772, i64 0, i64 %779
  %781 = trunc i64 %780 to i32
  %782 = select i1 %764, i32 512, i32 %781
  %783 = select i1 %746, i32 0, i32 %782
  %784 = add i32 %783, 31
  %785 = sdiv i32 %784, 32
  %786 = sub i32 0, %784
  %787 = select i1 false, i32 %786, i32 %785
  br label %for.cond193

for.cond153:                                      ; preds = %for.body154, %for.body151
  %lane2 = phi i32 [ 0, %for.body151 ], [ %797, %for.body154 ]
  %788 = icmp slt i32 %lane2, 32
  br i1 %788, label %for.body154, label %for.end155

for.body154:                                      ; preds = %for.cond153
  %789 = sext i32 %i3 to i64
  %790 = mul nsw i64 %789, 512
  %791 = sext i32 %lane2 to i64
  %792 = add nsw i64 %790, %791
  %793 = getelementptr inbounds float, ptr %X_f, i64 %792
  %794 = load float, ptr %793, align 4
  %795 = sext i32 %lane2 to i64
  %796 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %795
  store float %794, ptr %796, align 4
  %797 = add nsw i32 %lane2, 1
  br label %for.cond153, !llvm.loop !36

for.end155:                                       ; preds = %for.cond153
  %798 = sub i32 %650, 1
  %799 = icmp slt i32 %798, 0
  %800 = sub i32 %650, 1
  %801 = select i1 %799, i32 0, i32 %800
  %tl_steps5 = select i1 true, i32 %801, i32 15
  %802 = sdiv i32 %tl_steps5, 2
  %803 = sub i32 0, %tl_steps5
  %804 = select i1 false, i32 %803, i32 %802
  br label %for.cond156

for.cond156:                                      ; preds = %for.end161, %for.end155
  %red46 = phi i32 [ 0, %for.end155 ], [ %836, %for.end161 ]
  %805 = icmp slt i32 %red46, %804
  br i1 %805, label %for.body157, label %for.end158

for.body157:                                      ; preds = %for.cond156
  br label %for.cond159

for.end158:                                       ; preds = %for.cond156
  %806 = srem i32 %tl_steps5, 2
  %807 = icmp eq i32 %806, 1
  br i1 %807, label %if.then163, label %if.else164

for.cond159:                                      ; preds = %for.body160, %for.body157
  %lane2162 = phi i32 [ 0, %for.body157 ], [ %835, %for.body160 ]
  %808 = icmp slt i32 %lane2162, 32
  br i1 %808, label %for.body160, label %for.end161

for.body160:                                      ; preds = %for.cond159
  %809 = sext i32 %lane2162 to i64
  %810 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %809
  %811 = load float, ptr %810, align 4
  %812 = sext i32 %i3 to i64
  %813 = mul nsw i64 %812, 512
  %814 = mul i32 2, %red46
  %815 = add i32 %814, 1
  %816 = mul i32 %815, 32
  %817 = add i32 %816, %lane2162
  %818 = sext i32 %817 to i64
  %819 = add nsw i64 %813, %818
  %820 = getelementptr inbounds float, ptr %X_f, i64 %819
  %821 = load float, ptr %820, align 4
  %tl_pair47 = fadd float %811, %821
  %822 = sext i32 %i3 to i64
  %823 = mul nsw i64 %822, 512
  %824 = mul i32 2, %red46
  %825 = add i32 %824, 2
  %826 = mul i32 %825, 32
  %827 = add i32 %826, %lane2162
  %828 = sext i32 %827 to i64
  %829 = add nsw i64 %823, %828
  %830 = getelementptr inbounds float, ptr %X_f, i64 %829
  %831 = load float, ptr %830, align 4
  %832 = fadd float %tl_pair47, %831
  %833 = sext i32 %lane2162 to i64
  %834 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %833
  store float %832, ptr %834, align 4
  %835 = add nsw i32 %lane2162, 1
  br label %for.cond159, !llvm.loop !37

for.end161:                                       ; preds = %for.cond159
  %836 = add nsw i32 %red46, 1
  br label %for.cond156, !llvm.loop !38

if.then163:                                       ; preds = %for.end158
  br label %for.cond166

if.else164:                                       ; preds = %for.end158
  br label %if.end165

if.end165:                                        ; preds = %if.else164, %for.end168
  %837 = icmp slt i32 %tl_steps5, 15
  br i1 %837, label %if.then170, label %if.else171

for.cond166:                                      ; preds = %for.body167, %if.then163
  %lane2169 = phi i32 [ 0, %if.then163 ], [ %853, %for.body167 ]
  %838 = icmp slt i32 %lane2169, 32
  br i1 %838, label %for.body167, label %for.end168

for.body167:                                      ; preds = %for.cond166
  %839 = sext i32 %lane2169 to i64
  %840 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %839
  %841 = load float, ptr %840, align 4
  %842 = sext i32 %i3 to i64
  %843 = mul nsw i64 %842, 512
  %844 = mul i32 %tl_steps5, 32
  %845 = add i32 %844, %lane2169
  %846 = sext i32 %845 to i64
  %847 = add nsw i64 %843, %846
  %848 = getelementptr inbounds float, ptr %X_f, i64 %847
  %849 = load float, ptr %848, align 4
  %850 = fadd float %841, %849
  %851 = sext i32 %lane2169 to i64
  %852 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %851
  store float %850, ptr %852, align 4
  %853 = add nsw i32 %lane2169, 1
  br label %for.cond166, !llvm.loop !39

for.end168:                                       ; preds = %for.cond166
  br label %if.end165

if.then170:                                       ; preds = %if.end165
  %854 = getelementptr inbounds float, ptr %tl_lanes_24, i64 0
  %855 = load float, ptr %854, align 4
  %856 = fadd float %855, 0.000000e+00
  %857 = getelementptr inbounds float, ptr %tl_lanes_24, i64 0
  store float %856, ptr %857, align 4
  br label %if.end172

if.else171:                                       ; preds = %if.end165
  br label %if.end172

if.end172:                                        ; preds = %if.else171, %if.then170
  br label %for.cond173

for.cond173:                                      ; preds = %for.body174, %if.end172
  %lane2176 = phi i32 [ 0, %if.end172 ], [ %869, %for.body174 ]
  %858 = icmp slt i32 %lane2176, 16
  br i1 %858, label %for.body174, label %for.end175

for.body174:                                      ; preds = %for.cond173
  %859 = sext i32 %lane2176 to i64
  %860 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %859
  %861 = load float, ptr %860, align 4
  %862 = add i32 %lane2176, 16
  %863 = sext i32 %862 to i64
  %864 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %863
  %865 = load float, ptr %864, align 4
  %866 = fadd float %861, %865
  %867 = sext i32 %lane2176 to i64
  %868 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %867
  store float %866, ptr %868, align 4
  %869 = add nsw i32 %lane2176, 1
  br label %for.cond173, !llvm.loop !40

for.end175:                                       ; preds = %for.cond173
  br label %for.cond177

for.cond177:                                      ; preds = %for.body178, %for.end175
  %lane2180 = phi i32 [ 0, %for.end175 ], [ %881, %for.body178 ]
  %870 = icmp slt i32 %lane2180, 8
  br i1 %870, label %for.body178, label %for.end179

for.body178:                                      ; preds = %for.cond177
  %871 = sext i32 %lane2180 to i64
  %872 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %871
  %873 = load float, ptr %872, align 4
  %874 = add i32 %lane2180, 8
  %875 = sext i32 %874 to i64
  %876 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %875
  %877 = load float, ptr %876, align 4
  %878 = fadd float %873, %877
  %879 = sext i32 %lane2180 to i64
  %880 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %879
  store float %878, ptr %880, align 4
  %881 = add nsw i32 %lane2180, 1
  br label %for.cond177, !llvm.loop !41

for.end179:                                       ; preds = %for.cond177
  br label %for.cond181

for.cond181:                                      ; preds = %for.body182, %for.end179
  %lane2184 = phi i32 [ 0, %for.end179 ], [ %893, %for.body182 ]
  %882 = icmp slt i32 %lane2184, 4
  br i1 %882, label %for.body182, label %for.end183

for.body182:                                      ; preds = %for.cond181
  %883 = sext i32 %lane2184 to i64
  %884 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %883
  %885 = load float, ptr %884, align 4
  %886 = add i32 %lane2184, 4
  %887 = sext i32 %886 to i64
  %888 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %887
  %889 = load float, ptr %888, align 4
  %890 = fadd float %885, %889
  %891 = sext i32 %lane2184 to i64
  %892 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %891
  store float %890, ptr %892, align 4
  %893 = add nsw i32 %lane2184, 1
  br label %for.cond181, !llvm.loop !42

for.end183:                                       ; preds = %for.cond181
  br label %for.cond185

for.cond185:                                      ; preds = %for.body186, %for.end183
  %lane2188 = phi i32 [ 0, %for.end183 ], [ %905, %for.body186 ]
  %894 = icmp slt i32 %lane2188, 2
  br i1 %894, label %for.body186, label %for.end187

for.body186:                                      ; preds = %for.cond185
  %895 = sext i32 %lane2188 to i64
  %896 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %895
  %897 = load float, ptr %896, align 4
  %898 = add i32 %lane2188, 2
  %899 = sext i32 %898 to i64
  %900 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %899
  %901 = load float, ptr %900, align 4
  %902 = fadd float %897, %901
  %903 = sext i32 %lane2188 to i64
  %904 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %903
  store float %902, ptr %904, align 4
  %905 = add nsw i32 %lane2188, 1
  br label %for.cond185, !llvm.loop !43

for.end187:                                       ; preds = %for.cond185
  br label %for.cond189

for.cond189:                                      ; preds = %for.body190, %for.end187
  %lane2192 = phi i32 [ 0, %for.end187 ], [ %917, %for.body190 ]
  %906 = icmp slt i32 %lane2192, 1
  br i1 %906, label %for.body190, label %for.end191

for.body190:                                      ; preds = %for.cond189
  %907 = sext i32 %lane2192 to i64
  %908 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %907
  %909 = load float, ptr %908, align 4
  %910 = add i32 %lane2192, 1
  %911 = sext i32 %910 to i64
  %912 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %911
  %913 = load float, ptr %912, align 4
  %914 = fadd float %909, %913
  %915 = sext i32 %lane2192 to i64
  %916 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %915
  store float %914, ptr %916, align 4
  %917 = add nsw i32 %lane2192, 1
  br label %for.cond189, !llvm.loop !44

for.end191:                                       ; preds = %for.cond189
  %918 = sext i32 %i3 to i64
  %919 = getelementptr inbounds float, ptr %mean, i64 %918
  store float 0.000000e+00, ptr %919, align 4
  %920 = sext i32 %i3 to i64
  %921 = getelementptr inbounds float, ptr %mean, i64 %920
  %922 = load float, ptr %921, align 4
  %923 = getelementptr inbounds float, ptr %tl_lanes_24, i64 0
  %924 = load float, ptr %923, align 4
  %925 = fadd float %922, %924
  %926 = sext i32 %i3 to i64
  %927 = getelementptr inbounds float, ptr %mean, i64 %926
  store float %925, ptr %927, align 4
  %928 = add nsw i32 %i3, 1
  br label %for.cond150, !llvm.loop !45

for.cond193:                                      ; preds = %for.end234, %for.end152
  %i5 = phi i32 [ 0, %for.end152 ], [ %1070, %for.end234 ]
  %929 = icmp slt i32 %i5, 4
  br i1 %929, label %for.body194, label %for.end195

for.body194:                                      ; preds = %for.cond193
  br label %for.cond196

for.end195:                                       ; preds = %for.cond193
  br label %for.cond236

for.cond196:                                      ; preds = %for.body197, %for.body194
  %lane3 = phi i32 [ 0, %for.body194 ], [ %939, %for.body197 ]
  %930 = icmp slt i32 %lane3, 32
  br i1 %930, label %for.body197, label %for.end198

for.body197:                                      ; preds = %for.cond196
  %931 = sext i32 %i5 to i64
  %932 = mul nsw i64 %931, 512
  %933 = sext i32 %lane3 to i64
  %934 = add nsw i64 %932, %933
  %935 = getelementptr inbounds float, ptr %sq, i64 %934
  %936 = load float, ptr %935, align 4
  %937 = sext i32 %lane3 to i64
  %938 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %937
  store float %936, ptr %938, align 4
  %939 = add nsw i32 %lane3, 1
  br label %for.cond196, !llvm.loop !46

for.end198:                                       ; preds = %for.cond196
  %940 = sub i32 %787, 1
  %941 = icmp slt i32 %940, 0
  %942 = sub i32 %787, 1
  %943 = select i1 %941, i32 0, i32 %942
  %tl_steps7 = select i1 true, i32 %943, i32 15
  %944 = sdiv i32 %tl_steps7, 2
  %945 = sub i32 0, %tl_steps7
  %946 = select i1 false, i32 %945, i32 %944
  br label %for.cond199

for.cond199:                                      ; preds = %for.end204, %for.end198
  %red48 = phi i32 [ 0, %for.end198 ], [ %978, %for.end204 ]
  %947 = icmp slt i32 %red48, %946
  br i1 %947, label %for.body200, label %for.end201

for.body200:                                      ; preds = %for.cond199
  br label %for.cond202

for.end201:                                       ; preds = %for.cond199
  %948 = srem i32 %tl_steps7, 2
  %949 = icmp eq i32 %948, 1
  br i1 %949, label %if.then206, label %if.else207

for.cond202:                                      ; preds = %for.body203, %for.body200
  %lane3205 = phi i32 [ 0, %for.body200 ], [ %977, %for.body203 ]
  %950 = icmp slt i32 %lane3205, 32
  br i1 %950, label %for.body203, label %for.end204

for.body203:                                      ; preds = %for.cond202
  %951 = sext i32 %lane3205 to i64
  %952 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %951
  %953 = load float, ptr %952, align 4
  %954 = sext i32 %i5 to i64
  %955 = mul nsw i64 %954, 512
  %956 = mul i32 2, %red48
  %957 = add i32 %956, 1
  %958 = mul i32 %957, 32
  %959 = add i32 %958, %lane3205
  %960 = sext i32 %959 to i64
  %961 = add nsw i64 %955, %960
  %962 = getelementptr inbounds float, ptr %sq, i64 %961
  %963 = load float, ptr %962, align 4
  %tl_pair49 = fadd float %953, %963
  %964 = sext i32 %i5 to i64
  %965 = mul nsw i64 %964, 512
  %966 = mul i32 2, %red48
  %967 = add i32 %966, 2
  %968 = mul i32 %967, 32
  %969 = add i32 %968, %lane3205
  %970 = sext i32 %969 to i64
  %971 = add nsw i64 %965, %970
  %972 = getelementptr inbounds float, ptr %sq, i64 %971
  %973 = load float, ptr %972, align 4
  %974 = fadd float %tl_pair49, %973
  %975 = sext i32 %lane3205 to i64
  %976 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %975
  store float %974, ptr %976, align 4
  %977 = add nsw i32 %lane3205, 1
  br label %for.cond202, !llvm.loop !47

for.end204:                                       ; preds = %for.cond202
  %978 = add nsw i32 %red48, 1
  br label %for.cond199, !llvm.loop !48

if.then206:                                       ; preds = %for.end201
  br label %for.cond209

if.else207:                                       ; preds = %for.end201
  br label %if.end208

if.end208:                                        ; preds = %if.else207, %for.end211
  %979 = icmp slt i32 %tl_steps7, 15
  br i1 %979, label %if.then213, label %if.else214

for.cond209:                                      ; preds = %for.body210, %if.then206
  %lane3212 = phi i32 [ 0, %if.then206 ], [ %995, %for.body210 ]
  %980 = icmp slt i32 %lane3212, 32
  br i1 %980, label %for.body210, label %for.end211

for.body210:                                      ; preds = %for.cond209
  %981 = sext i32 %lane3212 to i64
  %982 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %981
  %983 = load float, ptr %982, align 4
  %984 = sext i32 %i5 to i64
  %985 = mul nsw i64 %984, 512
  %986 = mul i32 %tl_steps7, 32
  %987 = add i32 %986, %lane3212
  %988 = sext i32 %987 to i64
  %989 = add nsw i64 %985, %988
  %990 = getelementptr inbounds float, ptr %sq, i64 %989
  %991 = load float, ptr %990, align 4
  %992 = fadd float %983, %991
  %993 = sext i32 %lane3212 to i64
  %994 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %993
  store float %992, ptr %994, align 4
  %995 = add nsw i32 %lane3212, 1
  br label %for.cond209, !llvm.loop !49

for.end211:                                       ; preds = %for.cond209
  br label %if.end208

if.then213:                                       ; preds = %if.end208
  %996 = getelementptr inbounds float, ptr %tl_lanes_25, i64 0
  %997 = load float, ptr %996, align 4
  %998 = fadd float %997, 0.000000e+00
  %999 = getelementptr inbounds float, ptr %tl_lanes_25, i64 0
  store float %998, ptr %999, align 4
  br label %if.end215

if.else214:                                       ; preds = %if.end208
  br label %if.end215

if.end215:                                        ; preds = %if.else214, %if.then213
  br label %for.cond216

for.cond216:                                      ; preds = %for.body217, %if.end215
  %lane3219 = phi i32 [ 0, %if.end215 ], [ %1011, %for.body217 ]
  %1000 = icmp slt i32 %lane3219, 16
  br i1 %1000, label %for.body217, label %for.end218

for.body217:                                      ; preds = %for.cond216
  %1001 = sext i32 %lane3219 to i64
  %1002 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %1001
  %1003 = load float, ptr %1002, align 4
  %1004 = add i32 %lane3219, 16
  %1005 = sext i32 %1004 to i64
  %1006 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %1005
  %1007 = load float, ptr %1006, align 4
  %1008 = fadd float %1003, %1007
  %1009 = sext i32 %lane3219 to i64
  %1010 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %1009
  store float %1008, ptr %1010, align 4
  %1011 = add nsw i32 %lane3219, 1
  br label %for.cond216, !llvm.loop !50

for.end218:                                       ; preds = %for.cond216
  br label %for.cond220

for.cond220:                                      ; preds = %for.body221, %for.end218
  %lane3223 = phi i32 [ 0, %for.end218 ], [ %1023, %for.body221 ]
  %1012 = icmp slt i32 %lane3223, 8
  br i1 %1012, label %for.body221, label %for.end222

for.body221:                                      ; preds = %for.cond220
  %1013 = sext i32 %lane3223 to i64
  %1014 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %1013
  %1015 = load float, ptr %1014, align 4
  %1016 = add i32 %lane3223, 8
  %1017 = sext i32 %1016 to i64
  %1018 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %1017
  %1019 = load float, ptr %1018, align 4
  %1020 = fadd float %1015, %1019
  %1021 = sext i32 %lane3223 to i64
  %1022 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %1021
  store float %1020, ptr %1022, align 4
  %1023 = add nsw i32 %lane3223, 1
  br label %for.cond220, !llvm.loop !51

for.end222:                                       ; preds = %for.cond220
  br label %for.cond224

for.cond224:                                      ; preds = %for.body225, %for.end222
  %lane3227 = phi i32 [ 0, %for.end222 ], [ %1035, %for.body225 ]
  %1024 = icmp slt i32 %lane3227, 4
  br i1 %1024, label %for.body225, label %for.end226

for.body225:                                      ; preds = %for.cond224
  %1025 = sext i32 %lane3227 to i64
  %1026 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %1025
  %1027 = load float, ptr %1026, align 4
  %1028 = add i32 %lane3227, 4
  %1029 = sext i32 %1028 to i64
  %1030 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %1029
  %1031 = load float, ptr %1030, align 4
  %1032 = fadd float %1027, %1031
  %1033 = sext i32 %lane3227 to i64
  %1034 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %1033
  store float %1032, ptr %1034, align 4
  %1035 = add nsw i32 %lane3227, 1
  br label %for.cond224, !llvm.loop !52

for.end226:                                       ; preds = %for.cond224
  br label %for.cond228

for.cond228:                                      ; preds = %for.body229, %for.end226
  %lane3231 = phi i32 [ 0, %for.end226 ], [ %1047, %for.body229 ]
  %1036 = icmp slt i32 %lane3231, 2
  br i1 %1036, label %for.body229, label %for.end230

for.body229:                                      ; preds = %for.cond228
  %1037 = sext i32 %lane3231 to i64
  %1038 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %1037
  %1039 = load float, ptr %1038, align 4
  %1040 = add i32 %lane3231, 2
  %1041 = sext i32 %1040 to i64
  %1042 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %1041
  %1043 = load float, ptr %1042, align 4
  %1044 = fadd float %1039, %1043
  %1045 = sext i32 %lane3231 to i64
  %1046 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %1045
  store float %1044, ptr %1046, align 4
  %1047 = add nsw i32 %lane3231, 1
  br label %for.cond228, !llvm.loop !53

for.end230:                                       ; preds = %for.cond228
  br label %for.cond232

for.cond232:                                      ; preds = %for.body233, %for.end230
  %lane3235 = phi i32 [ 0, %for.end230 ], [ %1059, %for.body233 ]
  %1048 = icmp slt i32 %lane3235, 1
  br i1 %1048, label %for.body233, label %for.end234

for.body233:                                      ; preds = %for.cond232
  %1049 = sext i32 %lane3235 to i64
  %1050 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %1049
  %1051 = load float, ptr %1050, align 4
  %1052 = add i32 %lane3235, 1
  %1053 = sext i32 %1052 to i64
  %1054 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %1053
  %1055 = load float, ptr %1054, align 4
  %1056 = fadd float %1051, %1055
  %1057 = sext i32 %lane3235 to i64
  %1058 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %1057
  store float %1056, ptr %1058, align 4
  %1059 = add nsw i32 %lane3235, 1
  br label %for.cond232, !llvm.loop !54

for.end234:                                       ; preds = %for.cond232
  %1060 = sext i32 %i5 to i64
  %1061 = getelementptr inbounds float, ptr %rstd, i64 %1060
  store float 0.000000e+00, ptr %1061, align 4
  %1062 = sext i32 %i5 to i64
  %1063 = getelementptr inbounds float, ptr %rstd, i64 %1062
  %1064 = load float, ptr %1063, align 4
  %1065 = getelementptr inbounds float, ptr %tl_lanes_25, i64 0
  %1066 = load float, ptr %1065, align 4
  %1067 = fadd float %1064, %1066
  %1068 = sext i32 %i5 to i64
  %1069 = getelementptr inbounds float, ptr %rstd, i64 %1068
  store float %1067, ptr %1069, align 4
  %1070 = add nsw i32 %i5, 1
  br label %for.cond193, !llvm.loop !55

for.cond236:                                      ; preds = %for.body237, %for.end195
  %i239 = phi i32 [ 0, %for.end195 ], [ %1100, %for.body237 ]
  %1071 = icmp slt i32 %i239, 4
  br i1 %1071, label %for.body237, label %for.end238

for.body237:                                      ; preds = %for.cond236
  %1072 = sext i32 %i239 to i64
  %1073 = getelementptr inbounds float, ptr %mean, i64 %1072
  %1074 = load float, ptr %1073, align 4
  %1075 = sitofp i32 %N to float
  %1076 = fdiv float %1074, %1075
  %1077 = sext i32 %i239 to i64
  %1078 = getelementptr inbounds float, ptr %mean, i64 %1077
  store float %1076, ptr %1078, align 4
  %1079 = sext i32 %i239 to i64
  %1080 = getelementptr inbounds float, ptr %rstd, i64 %1079
  %1081 = load float, ptr %1080, align 4
  %1082 = sitofp i32 %N to float
  %1083 = fdiv float %1081, %1082
  %1084 = sext i32 %i239 to i64
  %1085 = getelementptr inbounds float, ptr %mean, i64 %1084
  %1086 = load float, ptr %1085, align 4
  %1087 = sext i32 %i239 to i64
  %1088 = getelementptr inbounds float, ptr %mean, i64 %1087
  %1089 = load float, ptr %1088, align 4
  %1090 = fmul float %1086, %1089
  %1091 = fsub float %1083, %1090
  %1092 = call float @llvm.maxnum.f32(float %1091, float 0.000000e+00)
  %1093 = fadd float %1092, 0x3EE4F8B580000000
  %1094 = fpext float %1093 to double
  %1095 = call double @llvm.sqrt.f64(double %1094)
  %1096 = fdiv double 1.000000e+00, %1095
  %1097 = fptrunc double %1096 to float
  %1098 = sext i32 %i239 to i64
  %1099 = getelementptr inbounds float, ptr %rstd, i64 %1098
  store float %1097, ptr %1099, align 4
  %1100 = add nsw i32 %i239, 1
  br label %for.cond236, !llvm.loop !56

for.end238:                                       ; preds = %for.cond236
  br label %for.cond240

for.cond240:                                      ; preds = %if.end246, %for.end238
  %i243 = phi i32 [ 0, %for.end238 ], [ %1126, %if.end246 ]
  %1101 = icmp slt i32 %i243, 4
  br i1 %1101, label %for.body241, label %for.end242

for.body241:                                      ; preds = %for.cond240
  %1102 = sext i32 %N to i64
  %1103 = icmp slt i64 %1102, 0
  %1104 = sext i32 %N to i64
  %1105 = icmp sgt i64 %1104, 512
  %1106 = sext i32 %N to i64
  %1107 = select i1 %1105, i64 512, i64 %1106
  %1108 = select i1 %1103, i64 0, i64 %1107
  %1109 = icmp slt i64 %1108, 0
  %1110 = sext i32 %N to i64
  %1111 = icmp slt i64 %1110, 0
  %1112 = sext i32 %N to i64
  %1113 = icmp sgt i64 %1112, 512
  %1114 = sext i32 %N to i64
  %1115 = select i1 %1113, i64 512, i64 %1114
  %1116 = select i1 %1111, i64 0, i64 %1115
  %1117 = select i1 %1109, i64 0, i64 %1116
  %tl_hi7 = trunc i64 %1117 to i32
  %1118 = mul i32 %bx, 4
  %1119 = add i32 %1118, %i243
  %1120 = icmp sle i32 0, %1119
  %1121 = mul i32 %bx, 4
  %1122 = add i32 %1121, %i243
  %1123 = icmp slt i32 %1122, %M
  %1124 = and i1 %1120, %1123
  br i1 %1124, label %if.then244, label %if.else245

for.end242:                                       ; preds = %for.cond240
  br label %if.end125

if.then244:                                       ; preds = %for.body241
  %1125 = sub i32 %tl_hi7, 0
  br label %for.cond247

if.else245:                                       ; preds = %for.body241
  br label %if.end246

if.end246:                                        ; preds = %if.else245, %for.end249
  %1126 = add nsw i32 %i243, 1
  br label %for.cond240, !llvm.loop !57

for.cond247:                                      ; preds = %for.body248, %if.then244
  %j6 = phi i32 [ 0, %if.then244 ], [ %1162, %for.body248 ]
  %1127 = icmp slt i32 %j6, %1125
  br i1 %1127, label %for.body248, label %for.end249

for.body248:                                      ; preds = %for.cond247
  %1128 = sext i32 %i243 to i64
  %1129 = mul nsw i64 %1128, 512
  %1130 = add i32 0, %j6
  %1131 = sext i32 %1130 to i64
  %1132 = add nsw i64 %1129, %1131
  %1133 = getelementptr inbounds float, ptr %X_f, i64 %1132
  %1134 = load float, ptr %1133, align 4
  %1135 = sext i32 %i243 to i64
  %1136 = getelementptr inbounds float, ptr %mean, i64 %1135
  %1137 = load float, ptr %1136, align 4
  %1138 = fsub float %1134, %1137
  %1139 = sext i32 %i243 to i64
  %1140 = getelementptr inbounds float, ptr %rstd, i64 %1139
  %1141 = load float, ptr %1140, align 4
  %1142 = fmul float %1138, %1141
  %1143 = add i32 0, %j6
  %1144 = sext i32 %1143 to i64
  %1145 = getelementptr inbounds float, ptr %W, i64 %1144
  %1146 = load float, ptr %1145, align 4
  %1147 = fmul float %1142, %1146
  %1148 = add i32 0, %j6
  %1149 = sext i32 %1148 to i64
  %1150 = getelementptr inbounds float, ptr %B, i64 %1149
  %1151 = load float, ptr %1150, align 4
  %1152 = fadd float %1147, %1151
  %1153 = mul i32 %bx, 4
  %1154 = add i32 %1153, %i243
  %1155 = sext i32 %1154 to i64
  %1156 = sext i32 %N to i64
  %1157 = mul nsw i64 %1155, %1156
  %1158 = add i32 0, %j6
  %1159 = sext i32 %1158 to i64
  %1160 = add nsw i64 %1157, %1159
  %1161 = getelementptr inbounds float, ptr %Y, i64 %1160
  store float %1152, ptr %1161, align 4
  %1162 = add nsw i32 %j6, 1
  br label %for.cond247, !llvm.loop !58

for.end249:                                       ; preds = %for.cond247
  br label %if.end246

if.then250:                                       ; preds = %if.else124
  call void @llvm.memset.p0.i64(ptr align 64 %mean_r, i8 0, i64 4, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %rstd_r, i8 0, i64 4, i1 false)
  %1163 = sext i32 %N to i64
  %1164 = icmp slt i64 %1163, 0
  %1165 = sext i32 %N to i64
  %1166 = icmp sgt i64 %1165, 4096
  %1167 = sext i32 %N to i64
  %1168 = select i1 %1166, i64 4096, i64 %1167
  %1169 = select i1 %1164, i64 0, i64 %1168
  %1170 = icmp slt i64 %1169, 0
  %1171 = sext i32 %N to i64
  %1172 = icmp slt i64 %1171, 0
  %1173 = sext i32 %N to i64
  %1174 = icmp sgt i64 %1173, 4096
  %1175 = sext i32 %N to i64
  %1176 = select i1 %1174, i64 4096, i64 %1175
  %1177 = select i1 %1172, i64 0, i64 %1176
  %1178 = select i1 %1170, i64 0, i64 %1177
  %1179 = trunc i64 %1178 to i32
  %1180 = icmp slt i32 %1179, 0
  %1181 = sext i32 %N to i64
  %1182 = icmp slt i64 %1181, 0
  %1183 = sext i32 %N to i64
  %1184 = icmp sgt i64 %1183, 4096
  %1185 = sext i32 %N to i64
  %1186 = select i1 %1184, i64 4096, i64 %1185
  %1187 = select i1 %1182, i64 0, i64 %1186
  %1188 = icmp slt i64 %1187, 0
  %1189 = sext i32 %N to i64
  %1190 = icmp slt i64 %1189, 0
  %1191 = sext i32 %N to i64
  %1192 = icmp sgt i64 %1191, 4096
  %1193 = sext i32 %N to i64
  %1194 = select i1 %1192, i64 4096, i64 %1193
  %1195 = select i1 %1190, i64 0, i64 %1194
  %1196 = select i1 %1188, i64 0, i64 %1195
  %1197 = trunc i64 %1196 to i32
  %1198 = icmp sgt i32 %1197, 4096
  %1199 = sext i32 %N to i64
  %1200 = icmp slt i64 %1199, 0
  %1201 = sext i32 %N to i64
  %1202 = icmp sgt i64 %1201, 4096
  %1203 = sext i32 %N to i64
  %1204 = select i1 %1202, i64 4096, i64 %1203
  %1205 = select i1 %1200, i64 0, i64 %1204
  %1206 = icmp slt i64 %1205, 0
  %1207 = sext i32 %N to i64
  %1208 = icmp slt i64 %1207, 0
  %1209 = sext i32 %N to i64
  %1210 = icmp sgt i64 %1209, 4096
  %1211 = sext i32 %N to i64
  %1212 = select i1 %1210, i64 4096, i64 %1211
  %1213 = select i1 %1208, i64 0, i64 %1212
  %1214 = select i1 %1206, i64 0, i64 %1213
  %1215 = trunc i64 %1214 to i32
  %1216 = select i1 %1198, i32 4096, i32 %1215
  %1217 = select i1 %1180, i32 0, i32 %1216
  %1218 = add i32 %1217, 31
  %1219 = sdiv i32 %1218, 32
  %1220 = sub i32 0, %1218
  %1221 = select i1 false, i32 %1220, i32 %1219
  br label %for.cond253

if.else251:                                       ; preds = %if.else124
  br label %for.cond407

if.end252:                                        ; preds = %for.end544, %for.end255
  br label %if.end125

for.cond253:                                      ; preds = %for.end399, %if.then250
  %r256 = phi i32 [ 0, %if.then250 ], [ %1923, %for.end399 ]
  %1222 = icmp slt i32 %r256, 4
  br i1 %1222, label %for.body254, label %for.end255

for.body254:                                      ; preds = %for.cond253
  br label %for.cond257

for.end255:                                       ; preds = %for.cond253
  br label %if.end252

for.cond257:                                      ; preds = %if.end268, %for.body254
  %i260 = phi i32 [ 0, %for.body254 ], [ %1265, %if.end268 ]
  %1223 = icmp slt i32 %i260, 1
  br i1 %1223, label %for.body258, label %for.end259

for.body258:                                      ; preds = %for.cond257
  %1224 = sext i32 %N to i64
  %1225 = icmp slt i64 %1224, 0
  %1226 = sext i32 %N to i64
  %1227 = icmp sgt i64 %1226, 4096
  %1228 = sext i32 %N to i64
  %1229 = select i1 %1227, i64 4096, i64 %1228
  %1230 = select i1 %1225, i64 0, i64 %1229
  %1231 = icmp slt i64 %1230, 0
  %1232 = sext i32 %N to i64
  %1233 = icmp slt i64 %1232, 0
  %1234 = sext i32 %N to i64
  %1235 = icmp sgt i64 %1234, 4096
  %1236 = sext i32 %N to i64
  %1237 = select i1 %1235, i64 4096, i64 %1236
  %1238 = select i1 %1233, i64 0, i64 %1237
  %1239 = select i1 %1231, i64 0, i64 %1238
  %tl_hi9 = trunc i64 %1239 to i32
  br label %for.cond261

for.end259:                                       ; preds = %for.cond257
  br label %for.cond277

for.cond261:                                      ; preds = %for.body262, %for.body258
  %j264 = phi i32 [ 0, %for.body258 ], [ %1253, %for.body262 ]
  %1240 = icmp slt i32 %j264, 0
  br i1 %1240, label %for.body262, label %for.end263

for.body262:                                      ; preds = %for.cond261
  %1241 = icmp slt i32 %j264, %N
  %x265 = select i1 %1241, float 0.000000e+00, float 0.000000e+00
  %1242 = sext i32 %i260 to i64
  %1243 = mul nsw i64 %1242, 4096
  %1244 = sext i32 %j264 to i64
  %1245 = add nsw i64 %1243, %1244
  %1246 = getelementptr inbounds float, ptr %X_r, i64 %1245
  store float %x265, ptr %1246, align 4
  %1247 = fmul float %x265, %x265
  %1248 = sext i32 %i260 to i64
  %1249 = mul nsw i64 %1248, 4096
  %1250 = sext i32 %j264 to i64
  %1251 = add nsw i64 %1249, %1250
  %1252 = getelementptr inbounds float, ptr %sq_r, i64 %1251
  store float %1247, ptr %1252, align 4
  %1253 = add nsw i32 %j264, 1
  br label %for.cond261, !llvm.loop !59

for.end263:                                       ; preds = %for.cond261
  %1254 = mul i32 %bx, 4
  %1255 = add i32 %1254, %r256
  %1256 = add i32 %1255, %i260
  %1257 = icmp sle i32 0, %1256
  %1258 = mul i32 %bx, 4
  %1259 = add i32 %1258, %r256
  %1260 = add i32 %1259, %i260
  %1261 = icmp slt i32 %1260, %M
  %1262 = and i1 %1257, %1261
  br i1 %1262, label %if.then266, label %if.else267

if.then266:                                       ; preds = %for.end263
  %1263 = sub i32 %tl_hi9, 0
  br label %for.cond269

if.else267:                                       ; preds = %for.end263
  %1264 = sub i32 %tl_hi9, 0
  br label %for.cond273

if.end268:                                        ; preds = %for.end275, %for.end271
  %1265 = add nsw i32 %i260, 1
  br label %for.cond257, !llvm.loop !60

for.cond269:                                      ; preds = %for.body270, %if.then266
  %j7 = phi i32 [ 0, %if.then266 ], [ %1290, %for.body270 ]
  %1266 = icmp slt i32 %j7, %1263
  br i1 %1266, label %for.body270, label %for.end271

for.body270:                                      ; preds = %for.cond269
  %1267 = mul i32 %bx, 4
  %1268 = add i32 %1267, %r256
  %1269 = add i32 %1268, %i260
  %1270 = sext i32 %1269 to i64
  %1271 = sext i32 %N to i64
  %1272 = mul nsw i64 %1270, %1271
  %1273 = add i32 0, %j7
  %1274 = sext i32 %1273 to i64
  %1275 = add nsw i64 %1272, %1274
  %1276 = getelementptr inbounds float, ptr %X, i64 %1275
  %x272 = load float, ptr %1276, align 4
  %1277 = sext i32 %i260 to i64
  %1278 = mul nsw i64 %1277, 4096
  %1279 = add i32 0, %j7
  %1280 = sext i32 %1279 to i64
  %1281 = add nsw i64 %1278, %1280
  %1282 = getelementptr inbounds float, ptr %X_r, i64 %1281
  store float %x272, ptr %1282, align 4
  %1283 = fmul float %x272, %x272
  %1284 = sext i32 %i260 to i64
  %1285 = mul nsw i64 %1284, 4096
  %1286 = add i32 0, %j7
  %1287 = sext i32 %1286 to i64
  %1288 = add nsw i64 %1285, %1287
  %1289 = getelementptr inbounds float, ptr %sq_r, i64 %1288
  store float %1283, ptr %1289, align 4
  %1290 = add nsw i32 %j7, 1
  br label %for.cond269, !llvm.loop !61

for.end271:                                       ; preds = %for.cond269
  br label %if.end268

for.cond273:                                      ; preds = %for.body274, %if.else267
  %j7276 = phi i32 [ 0, %if.else267 ], [ %1304, %for.body274 ]
  %1291 = icmp slt i32 %j7276, %1264
  br i1 %1291, label %for.body274, label %for.end275

for.body274:                                      ; preds = %for.cond273
  %1292 = sext i32 %i260 to i64
  %1293 = mul nsw i64 %1292, 4096
  %1294 = add i32 0, %j7276
  %1295 = sext i32 %1294 to i64
  %1296 = add nsw i64 %1293, %1295
  %1297 = getelementptr inbounds float, ptr %X_r, i64 %1296
  store float 0.000000e+00, ptr %1297, align 4
  %1298 = sext i32 %i260 to i64
  %1299 = mul nsw i64 %1298, 4096
  %1300 = add i32 0, %j7276
  %1301 = sext i32 %1300 to i64
  %1302 = add nsw i64 %1299, %1301
  %1303 = getelementptr inbounds float, ptr %sq_r, i64 %1302
  store float 0.000000e+00, ptr %1303, align 4
  %1304 = add nsw i32 %j7276, 1
  br label %for.cond273, !llvm.loop !62

for.end275:                                       ; preds = %for.cond273
  br label %if.end268

for.cond277:                                      ; preds = %for.end333, %for.end259
  %i6 = phi i32 [ 0, %for.end259 ], [ %1585, %for.end333 ]
  %1305 = icmp slt i32 %i6, 1
  br i1 %1305, label %for.body278, label %for.end279

for.body278:                                      ; preds = %for.cond277
  br label %for.cond280

for.end279:                                       ; preds = %for.cond277
  br label %for.cond335

for.cond280:                                      ; preds = %for.end285, %for.body278
  %tl_r8 = phi i32 [ 0, %for.body278 ], [ %1379, %for.end285 ]
  %1306 = icmp slt i32 %tl_r8, 1
  br i1 %1306, label %for.body281, label %for.end282

for.body281:                                      ; preds = %for.cond280
  %1307 = sext i32 %N to i64
  %1308 = icmp slt i64 %1307, 0
  %1309 = sext i32 %N to i64
  %1310 = icmp sgt i64 %1309, 4096
  %1311 = sext i32 %N to i64
  %1312 = select i1 %1310, i64 4096, i64 %1311
  %1313 = select i1 %1308, i64 0, i64 %1312
  %1314 = icmp slt i64 %1313, 0
  %1315 = sext i32 %N to i64
  %1316 = icmp slt i64 %1315, 0
  %1317 = sext i32 %N to i64
  %1318 = icmp sgt i64 %1317, 4096
  %1319 = sext i32 %N to i64
  %1320 = select i1 %1318, i64 4096, i64 %1319
  %1321 = select i1 %1316, i64 0, i64 %1320
  %1322 = select i1 %1314, i64 0, i64 %1321
  %1323 = trunc i64 %1322 to i32
  %1324 = icmp slt i32 %1323, 0
  %1325 = sext i32 %N to i64
  %1326 = icmp slt i64 %1325, 0
  %1327 = sext i32 %N to i64
  %1328 = icmp sgt i64 %1327, 4096
  %1329 = sext i32 %N to i64
  %1330 = select i1 %1328, i64 4096, i64 %1329
  %1331 = select i1 %1326, i64 0, i64 %1330
  %1332 = icmp slt i64 %1331, 0
  %1333 = sext i32 %N to i64
  %1334 = icmp slt i64 %1333, 0
  %1335 = sext i32 %N to i64
  %1336 = icmp sgt i64 %1335, 4096
  %1337 = sext i32 %N to i64
  %1338 = select i1 %1336, i64 4096, i64 %1337
  %1339 = select i1 %1334, i64 0, i64 %1338
  %1340 = select i1 %1332, i64 0, i64 %1339
  %1341 = trunc i64 %1340 to i32
  %1342 = icmp sgt i32 %1341, 4096
  %1343 = sext i32 %N to i64
  %1344 = icmp slt i64 %1343, 0
  %1345 = sext i32 %N to i64
  %1346 = icmp sgt i64 %1345, 4096
  %1347 = sext i32 %N to i64
  %1348 = select i1 %1346, i64 4096, i64 %1347
  %1349 = select i1 %1344, i64 0, i64 %1348
  %1350 = icmp slt i64 %1349, 0
  %1351 = sext i32 %N to i64
  %1352 = icmp slt i64 %1351, 0
  %1353 = sext i32 %N to i64
  %1354 = icmp sgt i64 %1353, 4096
  %1355 = sext i32 %N to i64
  %1356 = select i1 %1354, i64 4096, i64 %1355
  %1357 = select i1 %1352, i64 0, i64 %1356
  %1358 = select i1 %1350, i64 0, i64 %1357
  %1359 = trunc i64 %1358 to i32
  %1360 = select i1 %1342, i32 4096, i32 %1359
  %tl_pad_from9 = select i1 %1324, i32 0, i32 %1360
  %1361 = mul i32 %1221, 32
  %1362 = icmp slt i32 %1361, 32
  %1363 = mul i32 %1221, 32
  %1364 = select i1 %1362, i32 32, i32 %1363
  %1365 = icmp slt i32 %1364, 4096
  %1366 = mul i32 %1221, 32
  %1367 = icmp slt i32 %1366, 32
  %1368 = mul i32 %1221, 32
  %1369 = select i1 %1367, i32 32, i32 %1368
  %1370 = select i1 %1365, i32 %1369, i32 4096
  %tl_pad_n11 = sub i32 %1370, %tl_pad_from9
  br label %for.cond283

for.end282:                                       ; preds = %for.cond280
  br label %for.cond286

for.cond283:                                      ; preds = %for.body284, %for.body281
  %tl_pad_k12 = phi i32 [ 0, %for.body281 ], [ %1378, %for.body284 ]
  %1371 = icmp slt i32 %tl_pad_k12, %tl_pad_n11
  br i1 %1371, label %for.body284, label %for.end285

for.body284:                                      ; preds = %for.cond283
  %1372 = sext i32 %tl_r8 to i64
  %1373 = mul nsw i64 %1372, 4096
  %1374 = add i32 %tl_pad_from9, %tl_pad_k12
  %1375 = sext i32 %1374 to i64
  %1376 = add nsw i64 %1373, %1375
  %1377 = getelementptr inbounds float, ptr %X_r, i64 %1376
  store float 0.000000e+00, ptr %1377, align 4
  %1378 = add nsw i32 %tl_pad_k12, 1
  br label %for.cond283, !llvm.loop !63

for.end285:                                       ; preds = %for.cond283
  %1379 = add nsw i32 %tl_r8, 1
  br label %for.cond280, !llvm.loop !64

for.cond286:                                      ; preds = %for.body287, %for.end282
  %lane4 = phi i32 [ 0, %for.end282 ], [ %1389, %for.body287 ]
  %1380 = icmp slt i32 %lane4, 32
  br i1 %1380, label %for.body287, label %for.end288

for.body287:                                      ; preds = %for.cond286
  %1381 = sext i32 %i6 to i64
  %1382 = mul nsw i64 %1381, 4096
  %1383 = sext i32 %lane4 to i64
  %1384 = add nsw i64 %1382, %1383
  %1385 = getelementptr inbounds float, ptr %X_r, i64 %1384
  %1386 = load float, ptr %1385, align 4
  %1387 = sext i32 %lane4 to i64
  %1388 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1387
  store float %1386, ptr %1388, align 4
  %1389 = add nsw i32 %lane4, 1
  br label %for.cond286, !llvm.loop !65

for.end288:                                       ; preds = %for.cond286
  %1390 = sub i32 %1221, 1
  %1391 = icmp slt i32 %1390, 0
  %1392 = sub i32 %1221, 1
  %1393 = select i1 %1391, i32 0, i32 %1392
  %tl_steps14 = select i1 true, i32 %1393, i32 127
  %1394 = icmp eq i32 %tl_steps14, 127
  br i1 %1394, label %if.then289, label %if.else290

if.then289:                                       ; preds = %for.end288
  br label %for.cond292

if.else290:                                       ; preds = %for.end288
  br label %if.end291

if.end291:                                        ; preds = %if.else290, %for.end294
  %1395 = sdiv i32 %tl_steps14, 2
  %1396 = sub i32 0, %tl_steps14
  %1397 = select i1 false, i32 %1396, i32 %1395
  br label %for.cond298

for.cond292:                                      ; preds = %for.end297, %if.then289
  %tl_r15 = phi i32 [ 0, %if.then289 ], [ %1461, %for.end297 ]
  %1398 = icmp slt i32 %tl_r15, 1
  br i1 %1398, label %for.body293, label %for.end294

for.body293:                                      ; preds = %for.cond292
  %1399 = sext i32 %N to i64
  %1400 = icmp slt i64 %1399, 0
  %1401 = sext i32 %N to i64
  %1402 = icmp sgt i64 %1401, 4096
  %1403 = sext i32 %N to i64
  %1404 = select i1 %1402, i64 4096, i64 %1403
  %1405 = select i1 %1400, i64 0, i64 %1404
  %1406 = icmp slt i64 %1405, 0
  %1407 = sext i32 %N to i64
  %1408 = icmp slt i64 %1407, 0
  %1409 = sext i32 %N to i64
  %1410 = icmp sgt i64 %1409, 4096
  %1411 = sext i32 %N to i64
  %1412 = select i1 %1410, i64 4096, i64 %1411
  %1413 = select i1 %1408, i64 0, i64 %1412
  %1414 = select i1 %1406, i64 0, i64 %1413
  %1415 = trunc i64 %1414 to i32
  %1416 = icmp slt i32 %1415, 0
  %1417 = sext i32 %N to i64
  %1418 = icmp slt i64 %1417, 0
  %1419 = sext i32 %N to i64
  %1420 = icmp sgt i64 %1419, 4096
  %1421 = sext i32 %N to i64
  %1422 = select i1 %1420, i64 4096, i64 %1421
  %1423 = select i1 %1418, i64 0, i64 %1422
  %1424 = icmp slt i64 %1423, 0
  %1425 = sext i32 %N to i64
  %1426 = icmp slt i64 %1425, 0
  %1427 = sext i32 %N to i64
  %1428 = icmp sgt i64 %1427, 4096
  %1429 = sext i32 %N to i64
  %1430 = select i1 %1428, i64 4096, i64 %1429
  %1431 = select i1 %1426, i64 0, i64 %1430
  %1432 = select i1 %1424, i64 0, i64 %1431
  %1433 = trunc i64 %1432 to i32
  %1434 = icmp sgt i32 %1433, 4096
  %1435 = sext i32 %N to i64
  %1436 = icmp slt i64 %1435, 0
  %1437 = sext i32 %N to i64
  %1438 = icmp sgt i64 %1437, 4096
  %1439 = sext i32 %N to i64
  %1440 = select i1 %1438, i64 4096, i64 %1439
  %1441 = select i1 %1436, i64 0, i64 %1440
  %1442 = icmp slt i64 %1441, 0
  %1443 = sext i32 %N to i64
  %1444 = icmp slt i64 %1443, 0
  %1445 = sext i32 %N to i64
  %1446 = icmp sgt i64 %1445, 4096
  %1447 = sext i32 %N to i64
  %1448 = select i1 %1446, i64 4096, i64 %1447
  %1449 = select i1 %1444, i64 0, i64 %1448
  %1450 = select i1 %1442, i64 0, i64 %1449
  %1451 = trunc i64 %1450 to i32
  %1452 = select i1 %1434, i32 4096, i32 %1451
  %tl_pad_from16 = select i1 %1416, i32 0, i32 %1452
  %tl_pad_n18 = sub i32 4096, %tl_pad_from16
  br label %for.cond295

for.end294:                                       ; preds = %for.cond292
  br label %if.end291

for.cond295:                                      ; preds = %for.body296, %for.body293
  %tl_pad_k19 = phi i32 [ 0, %for.body293 ], [ %1460, %for.body296 ]
  %1453 = icmp slt i32 %tl_pad_k19, %tl_pad_n18
  br i1 %1453, label %for.body296, label %for.end297

for.body296:                                      ; preds = %for.cond295
  %1454 = sext i32 %tl_r15 to i64
  %1455 = mul nsw i64 %1454, 4096
  %1456 = add i32 %tl_pad_from16, %tl_pad_k19
  %1457 = sext i32 %1456 to i64
  %1458 = add nsw i64 %1455, %1457
  %1459 = getelementptr inbounds float, ptr %X_r, i64 %1458
  store float 0.000000e+00, ptr %1459, align 4
  %1460 = add nsw i32 %tl_pad_k19, 1
  br label %for.cond295, !llvm.loop !66

for.end297:                                       ; preds = %for.cond295
  %1461 = add nsw i32 %tl_r15, 1
  br label %for.cond292, !llvm.loop !67

for.cond298:                                      ; preds = %for.end303, %if.end291
  %red50 = phi i32 [ 0, %if.end291 ], [ %1493, %for.end303 ]
  %1462 = icmp slt i32 %red50, %1397
  br i1 %1462, label %for.body299, label %for.end300

for.body299:                                      ; preds = %for.cond298
  br label %for.cond301

for.end300:                                       ; preds = %for.cond298
  %1463 = srem i32 %tl_steps14, 2
  %1464 = icmp eq i32 %1463, 1
  br i1 %1464, label %if.then305, label %if.else306

for.cond301:                                      ; preds = %for.body302, %for.body299
  %lane4304 = phi i32 [ 0, %for.body299 ], [ %1492, %for.body302 ]
  %1465 = icmp slt i32 %lane4304, 32
  br i1 %1465, label %for.body302, label %for.end303

for.body302:                                      ; preds = %for.cond301
  %1466 = sext i32 %lane4304 to i64
  %1467 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1466
  %1468 = load float, ptr %1467, align 4
  %1469 = sext i32 %i6 to i64
  %1470 = mul nsw i64 %1469, 4096
  %1471 = mul i32 2, %red50
  %1472 = add i32 %1471, 1
  %1473 = mul i32 %1472, 32
  %1474 = add i32 %1473, %lane4304
  %1475 = sext i32 %1474 to i64
  %1476 = add nsw i64 %1470, %1475
  %1477 = getelementptr inbounds float, ptr %X_r, i64 %1476
  %1478 = load float, ptr %1477, align 4
  %tl_pair51 = fadd float %1468, %1478
  %1479 = sext i32 %i6 to i64
  %1480 = mul nsw i64 %1479, 4096
  %1481 = mul i32 2, %red50
  %1482 = add i32 %1481, 2
  %1483 = mul i32 %1482, 32
  %1484 = add i32 %1483, %lane4304
  %1485 = sext i32 %1484 to i64
  %1486 = add nsw i64 %1480, %1485
  %1487 = getelementptr inbounds float, ptr %X_r, i64 %1486
  %1488 = load float, ptr %1487, align 4
  %1489 = fadd float %tl_pair51, %1488
  %1490 = sext i32 %lane4304 to i64
  %1491 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1490
  store float %1489, ptr %1491, align 4
  %1492 = add nsw i32 %lane4304, 1
  br label %for.cond301, !llvm.loop !68

for.end303:                                       ; preds = %for.cond301
  %1493 = add nsw i32 %red50, 1
  br label %for.cond298, !llvm.loop !69

if.then305:                                       ; preds = %for.end300
  br label %for.cond308

if.else306:                                       ; preds = %for.end300
  br label %if.end307

if.end307:                                        ; preds = %if.else306, %for.end310
  %1494 = icmp slt i32 %tl_steps14, 127
  br i1 %1494, label %if.then312, label %if.else313

for.cond308:                                      ; preds = %for.body309, %if.then305
  %lane4311 = phi i32 [ 0, %if.then305 ], [ %1510, %for.body309 ]
  %1495 = icmp slt i32 %lane4311, 32
  br i1 %1495, label %for.body309, label %for.end310

for.body309:                                      ; preds = %for.cond308
  %1496 = sext i32 %lane4311 to i64
  %1497 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1496
  %1498 = load float, ptr %1497, align 4
  %1499 = sext i32 %i6 to i64
  %1500 = mul nsw i64 %1499, 4096
  %1501 = mul i32 %tl_steps14, 32
  %1502 = add i32 %1501, %lane4311
  %1503 = sext i32 %1502 to i64
  %1504 = add nsw i64 %1500, %1503
  %1505 = getelementptr inbounds float, ptr %X_r, i64 %1504
  %1506 = load float, ptr %1505, align 4
  %1507 = fadd float %1498, %1506
  %1508 = sext i32 %lane4311 to i64
  %1509 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1508
  store float %1507, ptr %1509, align 4
  %1510 = add nsw i32 %lane4311, 1
  br label %for.cond308, !llvm.loop !70

for.end310:                                       ; preds = %for.cond308
  br label %if.end307

if.then312:                                       ; preds = %if.end307
  %1511 = getelementptr inbounds float, ptr %tl_lanes_26, i64 0
  %1512 = load float, ptr %1511, align 4
  %1513 = fadd float %1512, 0.000000e+00
  %1514 = getelementptr inbounds float, ptr %tl_lanes_26, i64 0
  store float %1513, ptr %1514, align 4
  br label %if.end314

if.else313:                                       ; preds = %if.end307
  br label %if.end314

if.end314:                                        ; preds = %if.else313, %if.then312
  br label %for.cond315

for.cond315:                                      ; preds = %for.body316, %if.end314
  %lane4318 = phi i32 [ 0, %if.end314 ], [ %1526, %for.body316 ]
  %1515 = icmp slt i32 %lane4318, 16
  br i1 %1515, label %for.body316, label %for.end317

for.body316:                                      ; preds = %for.cond315
  %1516 = sext i32 %lane4318 to i64
  %1517 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1516
  %1518 = load float, ptr %1517, align 4
  %1519 = add i32 %lane4318, 16
  %1520 = sext i32 %1519 to i64
  %1521 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1520
  %1522 = load float, ptr %1521, align 4
  %1523 = fadd float %1518, %1522
  %1524 = sext i32 %lane4318 to i64
  %1525 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1524
  store float %1523, ptr %1525, align 4
  %1526 = add nsw i32 %lane4318, 1
  br label %for.cond315, !llvm.loop !71

for.end317:                                       ; preds = %for.cond315
  br label %for.cond319

for.cond319:                                      ; preds = %for.body320, %for.end317
  %lane4322 = phi i32 [ 0, %for.end317 ], [ %1538, %for.body320 ]
  %1527 = icmp slt i32 %lane4322, 8
  br i1 %1527, label %for.body320, label %for.end321

for.body320:                                      ; preds = %for.cond319
  %1528 = sext i32 %lane4322 to i64
  %1529 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1528
  %1530 = load float, ptr %1529, align 4
  %1531 = add i32 %lane4322, 8
  %1532 = sext i32 %1531 to i64
  %1533 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1532
  %1534 = load float, ptr %1533, align 4
  %1535 = fadd float %1530, %1534
  %1536 = sext i32 %lane4322 to i64
  %1537 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1536
  store float %1535, ptr %1537, align 4
  %1538 = add nsw i32 %lane4322, 1
  br label %for.cond319, !llvm.loop !72

for.end321:                                       ; preds = %for.cond319
  br label %for.cond323

for.cond323:                                      ; preds = %for.body324, %for.end321
  %lane4326 = phi i32 [ 0, %for.end321 ], [ %1550, %for.body324 ]
  %1539 = icmp slt i32 %lane4326, 4
  br i1 %1539, label %for.body324, label %for.end325

for.body324:                                      ; preds = %for.cond323
  %1540 = sext i32 %lane4326 to i64
  %1541 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1540
  %1542 = load float, ptr %1541, align 4
  %1543 = add i32 %lane4326, 4
  %1544 = sext i32 %1543 to i64
  %1545 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1544
  %1546 = load float, ptr %1545, align 4
  %1547 = fadd float %1542, %1546
  %1548 = sext i32 %lane4326 to i64
  %1549 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1548
  store float %1547, ptr %1549, align 4
  %1550 = add nsw i32 %lane4326, 1
  br label %for.cond323, !llvm.loop !73

for.end325:                                       ; preds = %for.cond323
  br label %for.cond327

for.cond327:                                      ; preds = %for.body328, %for.end325
  %lane4330 = phi i32 [ 0, %for.end325 ], [ %1562, %for.body328 ]
  %1551 = icmp slt i32 %lane4330, 2
  br i1 %1551, label %for.body328, label %for.end329

for.body328:                                      ; preds = %for.cond327
  %1552 = sext i32 %lane4330 to i64
  %1553 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1552
  %1554 = load float, ptr %1553, align 4
  %1555 = add i32 %lane4330, 2
  %1556 = sext i32 %1555 to i64
  %1557 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1556
  %1558 = load float, ptr %1557, align 4
  %1559 = fadd float %1554, %1558
  %1560 = sext i32 %lane4330 to i64
  %1561 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1560
  store float %1559, ptr %1561, align 4
  %1562 = add nsw i32 %lane4330, 1
  br label %for.cond327, !llvm.loop !74

for.end329:                                       ; preds = %for.cond327
  br label %for.cond331

for.cond331:                                      ; preds = %for.body332, %for.end329
  %lane4334 = phi i32 [ 0, %for.end329 ], [ %1574, %for.body332 ]
  %1563 = icmp slt i32 %lane4334, 1
  br i1 %1563, label %for.body332, label %for.end333

for.body332:                                      ; preds = %for.cond331
  %1564 = sext i32 %lane4334 to i64
  %1565 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1564
  %1566 = load float, ptr %1565, align 4
  %1567 = add i32 %lane4334, 1
  %1568 = sext i32 %1567 to i64
  %1569 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1568
  %1570 = load float, ptr %1569, align 4
  %1571 = fadd float %1566, %1570
  %1572 = sext i32 %lane4334 to i64
  %1573 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1572
  store float %1571, ptr %1573, align 4
  %1574 = add nsw i32 %lane4334, 1
  br label %for.cond331, !llvm.loop !75

for.end333:                                       ; preds = %for.cond331
  %1575 = sext i32 %i6 to i64
  %1576 = getelementptr inbounds float, ptr %mean_r, i64 %1575
  store float 0.000000e+00, ptr %1576, align 4
  %1577 = sext i32 %i6 to i64
  %1578 = getelementptr inbounds float, ptr %mean_r, i64 %1577
  %1579 = load float, ptr %1578, align 4
  %1580 = getelementptr inbounds float, ptr %tl_lanes_26, i64 0
  %1581 = load float, ptr %1580, align 4
  %1582 = fadd float %1579, %1581
  %1583 = sext i32 %i6 to i64
  %1584 = getelementptr inbounds float, ptr %mean_r, i64 %1583
  store float %1582, ptr %1584, align 4
  %1585 = add nsw i32 %i6, 1
  br label %for.cond277, !llvm.loop !76

for.cond335:                                      ; preds = %for.end391, %for.end279
  %i7 = phi i32 [ 0, %for.end279 ], [ %1866, %for.end391 ]
  %1586 = icmp slt i32 %i7, 1
  br i1 %1586, label %for.body336, label %for.end337

for.body336:                                      ; preds = %for.cond335
  br label %for.cond338

for.end337:                                       ; preds = %for.cond335
  br label %for.cond393

for.cond338:                                      ; preds = %for.end343, %for.body336
  %tl_r20 = phi i32 [ 0, %for.body336 ], [ %1660, %for.end343 ]
  %1587 = icmp slt i32 %tl_r20, 1
  br i1 %1587, label %for.body339, label %for.end340

for.body339:                                      ; preds = %for.cond338
  %1588 = sext i32 %N to i64
  %1589 = icmp slt i64 %1588, 0
  %1590 = sext i32 %N to i64
  %1591 = icmp sgt i64 %1590, 4096
  %1592 = sext i32 %N to i64
  %1593 = select i1 %1591, i64 4096, i64 %1592
  %1594 = select i1 %1589, i64 0, i64 %1593
  %1595 = icmp slt i64 %1594, 0
  %1596 = sext i32 %N to i64
  %1597 = icmp slt i64 %1596, 0
  %1598 = sext i32 %N to i64
  %1599 = icmp sgt i64 %1598, 4096
  %1600 = sext i32 %N to i64
  %1601 = select i1 %1599, i64 4096, i64 %1600
  %1602 = select i1 %1597, i64 0, i64 %1601
  %1603 = select i1 %1595, i64 0, i64 %1602
  %1604 = trunc i64 %1603 to i32
  %1605 = icmp slt i32 %1604, 0
  %1606 = sext i32 %N to i64
  %1607 = icmp slt i64 %1606, 0
  %1608 = sext i32 %N to i64
  %1609 = icmp sgt i64 %1608, 4096
  %1610 = sext i32 %N to i64
  %1611 = select i1 %1609, i64 4096, i64 %1610
  %1612 = select i1 %1607, i64 0, i64 %1611
  %1613 = icmp slt i64 %1612, 0
  %1614 = sext i32 %N to i64
  %1615 = icmp slt i64 %1614, 0
  %1616 = sext i32 %N to i64
  %1617 = icmp sgt i64 %1616, 4096
  %1618 = sext i32 %N to i64
  %1619 = select i1 %1617, i64 4096, i64 %1618
  %1620 = select i1 %1615, i64 0, i64 %1619
  %1621 = select i1 %1613, i64 0, i64 %1620
  %1622 = trunc i64 %1621 to i32
  %1623 = icmp sgt i32 %1622, 4096
  %1624 = sext i32 %N to i64
  %1625 = icmp slt i64 %1624, 0
  %1626 = sext i32 %N to i64
  %1627 = icmp sgt i64 %1626, 4096
  %1628 = sext i32 %N to i64
  %1629 = select i1 %1627, i64 4096, i64 %1628
  %1630 = select i1 %1625, i64 0, i64 %1629
  %1631 = icmp slt i64 %1630, 0
  %1632 = sext i32 %N to i64
  %1633 = icmp slt i64 %1632, 0
  %1634 = sext i32 %N to i64
  %1635 = icmp sgt i64 %1634, 4096
  %1636 = sext i32 %N to i64
  %1637 = select i1 %1635, i64 4096, i64 %1636
  %1638 = select i1 %1633, i64 0, i64 %1637
  %1639 = select i1 %1631, i64 0, i64 %1638
  %1640 = trunc i64 %1639 to i32
  %1641 = select i1 %1623, i32 4096, i32 %1640
  %tl_pad_from21 = select i1 %1605, i32 0, i32 %1641
  %1642 = mul i32 %1221, 32
  %1643 = icmp slt i32 %1642, 32
  %1644 = mul i32 %1221, 32
  %1645 = select i1 %1643, i32 32, i32 %1644
  %1646 = icmp slt i32 %1645, 4096
  %1647 = mul i32 %1221, 32
  %1648 = icmp slt i32 %1647, 32
  %1649 = mul i32 %1221, 32
  %1650 = select i1 %1648, i32 32, i32 %1649
  %1651 = select i1 %1646, i32 %1650, i32 4096
  %tl_pad_n23 = sub i32 %1651, %tl_pad_from21
  br label %for.cond341

for.end340:                                       ; preds = %for.cond338
  br label %for.cond344

for.cond341:                                      ; preds = %for.body342, %for.body339
  %tl_pad_k24 = phi i32 [ 0, %for.body339 ], [ %1659, %for.body342 ]
  %1652 = icmp slt i32 %tl_pad_k24, %tl_pad_n23
  br i1 %1652, label %for.body342, label %for.end343

for.body342:                                      ; preds = %for.cond341
  %1653 = sext i32 %tl_r20 to i64
  %1654 = mul nsw i64 %1653, 4096
  %1655 = add i32 %tl_pad_from21, %tl_pad_k24
  %1656 = sext i32 %1655 to i64
  %1657 = add nsw i64 %1654, %1656
  %1658 = getelementptr inbounds float, ptr %sq_r, i64 %1657
  store float 0.000000e+00, ptr %1658, align 4
  %1659 = add nsw i32 %tl_pad_k24, 1
  br label %for.cond341, !llvm.loop !77

for.end343:                                       ; preds = %for.cond341
  %1660 = add nsw i32 %tl_r20, 1
  br label %for.cond338, !llvm.loop !78

for.cond344:                                      ; preds = %for.body345, %for.end340
  %lane5 = phi i32 [ 0, %for.end340 ], [ %1670, %for.body345 ]
  %1661 = icmp slt i32 %lane5, 32
  br i1 %1661, label %for.body345, label %for.end346

for.body345:                                      ; preds = %for.cond344
  %1662 = sext i32 %i7 to i64
  %1663 = mul nsw i64 %1662, 4096
  %1664 = sext i32 %lane5 to i64
  %1665 = add nsw i64 %1663, %1664
  %1666 = getelementptr inbounds float, ptr %sq_r, i64 %1665
  %1667 = load float, ptr %1666, align 4
  %1668 = sext i32 %lane5 to i64
  %1669 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1668
  store float %1667, ptr %1669, align 4
  %1670 = add nsw i32 %lane5, 1
  br label %for.cond344, !llvm.loop !79

for.end346:                                       ; preds = %for.cond344
  %1671 = sub i32 %1221, 1
  %1672 = icmp slt i32 %1671, 0
  %1673 = sub i32 %1221, 1
  %1674 = select i1 %1672, i32 0, i32 %1673
  %tl_steps26 = select i1 true, i32 %1674, i32 127
  %1675 = icmp eq i32 %tl_steps26, 127
  br i1 %1675, label %if.then347, label %if.else348

if.then347:                                       ; preds = %for.end346
  br label %for.cond350

if.else348:                                       ; preds = %for.end346
  br label %if.end349

if.end349:                                        ; preds = %if.else348, %for.end352
  %1676 = sdiv i32 %tl_steps26, 2
  %1677 = sub i32 0, %tl_steps26
  %1678 = select i1 false, i32 %1677, i32 %1676
  br label %for.cond356

for.cond350:                                      ; preds = %for.end355, %if.then347
  %tl_r27 = phi i32 [ 0, %if.then347 ], [ %1742, %for.end355 ]
  %1679 = icmp slt i32 %tl_r27, 1
  br i1 %1679, label %for.body351, label %for.end352

for.body351:                                      ; preds = %for.cond350
  %1680 = sext i32 %N to i64
  %1681 = icmp slt i64 %1680, 0
  %1682 = sext i32 %N to i64
  %1683 = icmp sgt i64 %1682, 4096
  %1684 = sext i32 %N to i64
  %1685 = select i1 %1683, i64 4096, i64 %1684
  %1686 = select i1 %1681, i64 0, i64 %1685
  %1687 = icmp slt i64 %1686, 0
  %1688 = sext i32 %N to i64
  %1689 = icmp slt i64 %1688, 0
  %1690 = sext i32 %N to i64
  %1691 = icmp sgt i64 %1690, 4096
  %1692 = sext i32 %N to i64
  %1693 = select i1 %1691, i64 4096, i64 %1692
  %1694 = select i1 %1689, i64 0, i64 %1693
  %1695 = select i1 %1687, i64 0, i64 %1694
  %1696 = trunc i64 %1695 to i32
  %1697 = icmp slt i32 %1696, 0
  %1698 = sext i32 %N to i64
  %1699 = icmp slt i64 %1698, 0
  %1700 = sext i32 %N to i64
  %1701 = icmp sgt i64 %1700, 4096
  %1702 = sext i32 %N to i64
  %1703 = select i1 %1701, i64 4096, i64 %1702
  %1704 = select i1 %1699, i64 0, i64 %1703
  %1705 = icmp slt i64 %1704, 0
  %1706 = sext i32 %N to i64
  %1707 = icmp slt i64 %1706, 0
  %1708 = sext i32 %N to i64
  %1709 = icmp sgt i64 %1708, 4096
  %1710 = sext i32 %N to i64
  %1711 = select i1 %1709, i64 4096, i64 %1710
  %1712 = select i1 %1707, i64 0, i64 %1711
  %1713 = select i1 %1705, i64 0, i64 %1712
  %1714 = trunc i64 %1713 to i32
  %1715 = icmp sgt i32 %1714, 4096
  %1716 = sext i32 %N to i64
  %1717 = icmp slt i64 %1716, 0
  %1718 = sext i32 %N to i64
  %1719 = icmp sgt i64 %1718, 4096
  %1720 = sext i32 %N to i64
  %1721 = select i1 %1719, i64 4096, i64 %1720
  %1722 = select i1 %1717, i64 0, i64 %1721
  %1723 = icmp slt i64 %1722, 0
  %1724 = sext i32 %N to i64
  %1725 = icmp slt i64 %1724, 0
  %1726 = sext i32 %N to i64
  %1727 = icmp sgt i64 %1726, 4096
  %1728 = sext i32 %N to i64
  %1729 = select i1 %1727, i64 4096, i64 %1728
  %1730 = select i1 %1725, i64 0, i64 %1729
  %1731 = select i1 %1723, i64 0, i64 %1730
  %1732 = trunc i64 %1731 to i32
  %1733 = select i1 %1715, i32 4096, i32 %1732
  %tl_pad_from28 = select i1 %1697, i32 0, i32 %1733
  %tl_pad_n30 = sub i32 4096, %tl_pad_from28
  br label %for.cond353

for.end352:                                       ; preds = %for.cond350
  br label %if.end349

for.cond353:                                      ; preds = %for.body354, %for.body351
  %tl_pad_k31 = phi i32 [ 0, %for.body351 ], [ %1741, %for.body354 ]
  %1734 = icmp slt i32 %tl_pad_k31, %tl_pad_n30
  br i1 %1734, label %for.body354, label %for.end355

for.body354:                                      ; preds = %for.cond353
  %1735 = sext i32 %tl_r27 to i64
  %1736 = mul nsw i64 %1735, 4096
  %1737 = add i32 %tl_pad_from28, %tl_pad_k31
  %1738 = sext i32 %1737 to i64
  %1739 = add nsw i64 %1736, %1738
  %1740 = getelementptr inbounds float, ptr %sq_r, i64 %1739
  store float 0.000000e+00, ptr %1740, align 4
  %1741 = add nsw i32 %tl_pad_k31, 1
  br label %for.cond353, !llvm.loop !80

for.end355:                                       ; preds = %for.cond353
  %1742 = add nsw i32 %tl_r27, 1
  br label %for.cond350, !llvm.loop !81

for.cond356:                                      ; preds = %for.end361, %if.end349
  %red52 = phi i32 [ 0, %if.end349 ], [ %1774, %for.end361 ]
  %1743 = icmp slt i32 %red52, %1678
  br i1 %1743, label %for.body357, label %for.end358

for.body357:                                      ; preds = %for.cond356
  br label %for.cond359

for.end358:                                       ; preds = %for.cond356
  %1744 = srem i32 %tl_steps26, 2
  %1745 = icmp eq i32 %1744, 1
  br i1 %1745, label %if.then363, label %if.else364

for.cond359:                                      ; preds = %for.body360, %for.body357
  %lane5362 = phi i32 [ 0, %for.body357 ], [ %1773, %for.body360 ]
  %1746 = icmp slt i32 %lane5362, 32
  br i1 %1746, label %for.body360, label %for.end361

for.body360:                                      ; preds = %for.cond359
  %1747 = sext i32 %lane5362 to i64
  %1748 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1747
  %1749 = load float, ptr %1748, align 4
  %1750 = sext i32 %i7 to i64
  %1751 = mul nsw i64 %1750, 4096
  %1752 = mul i32 2, %red52
  %1753 = add i32 %1752, 1
  %1754 = mul i32 %1753, 32
  %1755 = add i32 %1754, %lane5362
  %1756 = sext i32 %1755 to i64
  %1757 = add nsw i64 %1751, %1756
  %1758 = getelementptr inbounds float, ptr %sq_r, i64 %1757
  %1759 = load float, ptr %1758, align 4
  %tl_pair53 = fadd float %1749, %1759
  %1760 = sext i32 %i7 to i64
  %1761 = mul nsw i64 %1760, 4096
  %1762 = mul i32 2, %red52
  %1763 = add i32 %1762, 2
  %1764 = mul i32 %1763, 32
  %1765 = add i32 %1764, %lane5362
  %1766 = sext i32 %1765 to i64
  %1767 = add nsw i64 %1761, %1766
  %1768 = getelementptr inbounds float, ptr %sq_r, i64 %1767
  %1769 = load float, ptr %1768, align 4
  %1770 = fadd float %tl_pair53, %1769
  %1771 = sext i32 %lane5362 to i64
  %1772 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1771
  store float %1770, ptr %1772, align 4
  %1773 = add nsw i32 %lane5362, 1
  br label %for.cond359, !llvm.loop !82

for.end361:                                       ; preds = %for.cond359
  %1774 = add nsw i32 %red52, 1
  br label %for.cond356, !llvm.loop !83

if.then363:                                       ; preds = %for.end358
  br label %for.cond366

if.else364:                                       ; preds = %for.end358
  br label %if.end365

if.end365:                                        ; preds = %if.else364, %for.end368
  %1775 = icmp slt i32 %tl_steps26, 127
  br i1 %1775, label %if.then370, label %if.else371

for.cond366:                                      ; preds = %for.body367, %if.then363
  %lane5369 = phi i32 [ 0, %if.then363 ], [ %1791, %for.body367 ]
  %1776 = icmp slt i32 %lane5369, 32
  br i1 %1776, label %for.body367, label %for.end368

for.body367:                                      ; preds = %for.cond366
  %1777 = sext i32 %lane5369 to i64
  %1778 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1777
  %1779 = load float, ptr %1778, align 4
  %1780 = sext i32 %i7 to i64
  %1781 = mul nsw i64 %1780, 4096
  %1782 = mul i32 %tl_steps26, 32
  %1783 = add i32 %1782, %lane5369
  %1784 = sext i32 %1783 to i64
  %1785 = add nsw i64 %1781, %1784
  %1786 = getelementptr inbounds float, ptr %sq_r, i64 %1785
  %1787 = load float, ptr %1786, align 4
  %1788 = fadd float %1779, %1787
  %1789 = sext i32 %lane5369 to i64
  %1790 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1789
  store float %1788, ptr %1790, align 4
  %1791 = add nsw i32 %lane5369, 1
  br label %for.cond366, !llvm.loop !84

for.end368:                                       ; preds = %for.cond366
  br label %if.end365

if.then370:                                       ; preds = %if.end365
  %1792 = getelementptr inbounds float, ptr %tl_lanes_27, i64 0
  %1793 = load float, ptr %1792, align 4
  %1794 = fadd float %1793, 0.000000e+00
  %1795 = getelementptr inbounds float, ptr %tl_lanes_27, i64 0
  store float %1794, ptr %1795, align 4
  br label %if.end372

if.else371:                                       ; preds = %if.end365
  br label %if.end372

if.end372:                                        ; preds = %if.else371, %if.then370
  br label %for.cond373

for.cond373:                                      ; preds = %for.body374, %if.end372
  %lane5376 = phi i32 [ 0, %if.end372 ], [ %1807, %for.body374 ]
  %1796 = icmp slt i32 %lane5376, 16
  br i1 %1796, label %for.body374, label %for.end375

for.body374:                                      ; preds = %for.cond373
  %1797 = sext i32 %lane5376 to i64
  %1798 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1797
  %1799 = load float, ptr %1798, align 4
  %1800 = add i32 %lane5376, 16
  %1801 = sext i32 %1800 to i64
  %1802 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1801
  %1803 = load float, ptr %1802, align 4
  %1804 = fadd float %1799, %1803
  %1805 = sext i32 %lane5376 to i64
  %1806 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1805
  store float %1804, ptr %1806, align 4
  %1807 = add nsw i32 %lane5376, 1
  br label %for.cond373, !llvm.loop !85

for.end375:                                       ; preds = %for.cond373
  br label %for.cond377

for.cond377:                                      ; preds = %for.body378, %for.end375
  %lane5380 = phi i32 [ 0, %for.end375 ], [ %1819, %for.body378 ]
  %1808 = icmp slt i32 %lane5380, 8
  br i1 %1808, label %for.body378, label %for.end379

for.body378:                                      ; preds = %for.cond377
  %1809 = sext i32 %lane5380 to i64
  %1810 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1809
  %1811 = load float, ptr %1810, align 4
  %1812 = add i32 %lane5380, 8
  %1813 = sext i32 %1812 to i64
  %1814 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1813
  %1815 = load float, ptr %1814, align 4
  %1816 = fadd float %1811, %1815
  %1817 = sext i32 %lane5380 to i64
  %1818 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1817
  store float %1816, ptr %1818, align 4
  %1819 = add nsw i32 %lane5380, 1
  br label %for.cond377, !llvm.loop !86

for.end379:                                       ; preds = %for.cond377
  br label %for.cond381

for.cond381:                                      ; preds = %for.body382, %for.end379
  %lane5384 = phi i32 [ 0, %for.end379 ], [ %1831, %for.body382 ]
  %1820 = icmp slt i32 %lane5384, 4
  br i1 %1820, label %for.body382, label %for.end383

for.body382:                                      ; preds = %for.cond381
  %1821 = sext i32 %lane5384 to i64
  %1822 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1821
  %1823 = load float, ptr %1822, align 4
  %1824 = add i32 %lane5384, 4
  %1825 = sext i32 %1824 to i64
  %1826 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1825
  %1827 = load float, ptr %1826, align 4
  %1828 = fadd float %1823, %1827
  %1829 = sext i32 %lane5384 to i64
  %1830 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1829
  store float %1828, ptr %1830, align 4
  %1831 = add nsw i32 %lane5384, 1
  br label %for.cond381, !llvm.loop !87

for.end383:                                       ; preds = %for.cond381
  br label %for.cond385

for.cond385:                                      ; preds = %for.body386, %for.end383
  %lane5388 = phi i32 [ 0, %for.end383 ], [ %1843, %for.body386 ]
  %1832 = icmp slt i32 %lane5388, 2
  br i1 %1832, label %for.body386, label %for.end387

for.body386:                                      ; preds = %for.cond385
  %1833 = sext i32 %lane5388 to i64
  %1834 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1833
  %1835 = load float, ptr %1834, align 4
  %1836 = add i32 %lane5388, 2
  %1837 = sext i32 %1836 to i64
  %1838 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1837
  %1839 = load float, ptr %1838, align 4
  %1840 = fadd float %1835, %1839
  %1841 = sext i32 %lane5388 to i64
  %1842 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1841
  store float %1840, ptr %1842, align 4
  %1843 = add nsw i32 %lane5388, 1
  br label %for.cond385, !llvm.loop !88

for.end387:                                       ; preds = %for.cond385
  br label %for.cond389

for.cond389:                                      ; preds = %for.body390, %for.end387
  %lane5392 = phi i32 [ 0, %for.end387 ], [ %1855, %for.body390 ]
  %1844 = icmp slt i32 %lane5392, 1
  br i1 %1844, label %for.body390, label %for.end391

for.body390:                                      ; preds = %for.cond389
  %1845 = sext i32 %lane5392 to i64
  %1846 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1845
  %1847 = load float, ptr %1846, align 4
  %1848 = add i32 %lane5392, 1
  %1849 = sext i32 %1848 to i64
  %1850 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1849
  %1851 = load float, ptr %1850, align 4
  %1852 = fadd float %1847, %1851
  %1853 = sext i32 %lane5392 to i64
  %1854 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1853
  store float %1852, ptr %1854, align 4
  %1855 = add nsw i32 %lane5392, 1
  br label %for.cond389, !llvm.loop !89

for.end391:                                       ; preds = %for.cond389
  %1856 = sext i32 %i7 to i64
  %1857 = getelementptr inbounds float, ptr %rstd_r, i64 %1856
  store float 0.000000e+00, ptr %1857, align 4
  %1858 = sext i32 %i7 to i64
  %1859 = getelementptr inbounds float, ptr %rstd_r, i64 %1858
  %1860 = load float, ptr %1859, align 4
  %1861 = getelementptr inbounds float, ptr %tl_lanes_27, i64 0
  %1862 = load float, ptr %1861, align 4
  %1863 = fadd float %1860, %1862
  %1864 = sext i32 %i7 to i64
  %1865 = getelementptr inbounds float, ptr %rstd_r, i64 %1864
  store float %1863, ptr %1865, align 4
  %1866 = add nsw i32 %i7, 1
  br label %for.cond335, !llvm.loop !90

for.cond393:                                      ; preds = %for.body394, %for.end337
  %i396 = phi i32 [ 0, %for.end337 ], [ %1896, %for.body394 ]
  %1867 = icmp slt i32 %i396, 1
  br i1 %1867, label %for.body394, label %for.end395

for.body394:                                      ; preds = %for.cond393
  %1868 = sext i32 %i396 to i64
  %1869 = getelementptr inbounds float, ptr %mean_r, i64 %1868
  %1870 = load float, ptr %1869, align 4
  %1871 = sitofp i32 %N to float
  %1872 = fdiv float %1870, %1871
  %1873 = sext i32 %i396 to i64
  %1874 = getelementptr inbounds float, ptr %mean_r, i64 %1873
  store float %1872, ptr %1874, align 4
  %1875 = sext i32 %i396 to i64
  %1876 = getelementptr inbounds float, ptr %rstd_r, i64 %1875
  %1877 = load float, ptr %1876, align 4
  %1878 = sitofp i32 %N to float
  %1879 = fdiv float %1877, %1878
  %1880 = sext i32 %i396 to i64
  %1881 = getelementptr inbounds float, ptr %mean_r, i64 %1880
  %1882 = load float, ptr %1881, align 4
  %1883 = sext i32 %i396 to i64
  %1884 = getelementptr inbounds float, ptr %mean_r, i64 %1883
  %1885 = load float, ptr %1884, align 4
  %1886 = fmul float %1882, %1885
  %1887 = fsub float %1879, %1886
  %1888 = call float @llvm.maxnum.f32(float %1887, float 0.000000e+00)
  %1889 = fadd float %1888, 0x3EE4F8B580000000
  %1890 = fpext float %1889 to double
  %1891 = call double @llvm.sqrt.f64(double %1890)
  %1892 = fdiv double 1.000000e+00, %1891
  %1893 = fptrunc double %1892 to float
  %1894 = sext i32 %i396 to i64
  %1895 = getelementptr inbounds float, ptr %rstd_r, i64 %1894
  store float %1893, ptr %1895, align 4
  %1896 = add nsw i32 %i396, 1
  br label %for.cond393, !llvm.loop !91

for.end395:                                       ; preds = %for.cond393
  br label %for.cond397

for.cond397:                                      ; preds = %if.end403, %for.end395
  %i400 = phi i32 [ 0, %for.end395 ], [ %1925, %if.end403 ]
  %1897 = icmp slt i32 %i400, 1
  br i1 %1897, label %for.body398, label %for.end399

for.body398:                                      ; preds = %for.cond397
  %1898 = sext i32 %N to i64
  %1899 = icmp slt i64 %1898, 0
  %1900 = sext i32 %N to i64
  %1901 = icmp sgt i64 %1900, 4096
  %1902 = sext i32 %N to i64
  %1903 = select i1 %1901, i64 4096, i64 %1902
  %1904 = select i1 %1899, i64 0, i64 %1903
  %1905 = icmp slt i64 %1904, 0
  %1906 = sext i32 %N to i64
  %1907 = icmp slt i64 %1906, 0
  %1908 = sext i32 %N to i64
  %1909 = icmp sgt i64 %1908, 4096
  %1910 = sext i32 %N to i64
  %1911 = select i1 %1909, i64 4096, i64 %1910
  %1912 = select i1 %1907, i64 0, i64 %1911
  %1913 = select i1 %1905, i64 0, i64 %1912
  %tl_hi11 = trunc i64 %1913 to i32
  %1914 = mul i32 %bx, 4
  %1915 = add i32 %1914, %r256
  %1916 = add i32 %1915, %i400
  %1917 = icmp sle i32 0, %1916
  %1918 = mul i32 %bx, 4
  %1919 = add i32 %1918, %r256
  %1920 = add i32 %1919, %i400
  %1921 = icmp slt i32 %1920, %M
  %1922 = and i1 %1917, %1921
  br i1 %1922, label %if.then401, label %if.else402

for.end399:                                       ; preds = %for.cond397
  %1923 = add nsw i32 %r256, 1
  br label %for.cond253, !llvm.loop !92

if.then401:                                       ; preds = %for.body398
  %1924 = sub i32 %tl_hi11, 0
  br label %for.cond404

if.else402:                                       ; preds = %for.body398
  br label %if.end403

if.end403:                                        ; preds = %if.else402, %for.end406
  %1925 = add nsw i32 %i400, 1
  br label %for.cond397, !llvm.loop !93

for.cond404:                                      ; preds = %for.body405, %if.then401
  %j8 = phi i32 [ 0, %if.then401 ], [ %1960, %for.body405 ]
  %1926 = icmp slt i32 %j8, %1924
  br i1 %1926, label %for.body405, label %for.end406

for.body405:                                      ; preds = %for.cond404
  %1927 = sext i32 %i400 to i64
  %1928 = mul nsw i64 %1927, 4096
  %1929 = add i32 0, %j8
  %1930 = sext i32 %1929 to i64
  %1931 = add nsw i64 %1928, %1930
  %1932 = getelementptr inbounds float, ptr %X_r, i64 %1931
  %1933 = load float, ptr %1932, align 4
  %1934 = getelementptr inbounds float, ptr %mean_r, i64 0
  %1935 = load float, ptr %1934, align 4
  %1936 = fsub float %1933, %1935
  %1937 = getelementptr inbounds float, ptr %rstd_r, i64 0
  %1938 = load float, ptr %1937, align 4
  %1939 = fmul float %1936, %1938
  %1940 = add i32 0, %j8
  %1941 = sext i32 %1940 to i64
  %1942 = getelementptr inbounds float, ptr %W, i64 %1941
  %1943 = load float, ptr %1942, align 4
  %1944 = fmul float %1939, %1943
  %1945 = add i32 0, %j8
  %1946 = sext i32 %1945 to i64
  %1947 = getelementptr inbounds float, ptr %B, i64 %1946
  %1948 = load float, ptr %1947, align 4
  %1949 = fadd float %1944, %1948
  %1950 = mul i32 %bx, 4
  %1951 = add i32 %1950, %r256
  %1952 = add i32 %1951, %i400
  %1953 = sext i32 %1952 to i64
  %1954 = sext i32 %N to i64
  %1955 = mul nsw i64 %1953, %1954
  %1956 = add i32 0, %j8
  %1957 = sext i32 %1956 to i64
  %1958 = add nsw i64 %1955, %1957
  %1959 = getelementptr inbounds float, ptr %Y, i64 %1958
  store float %1949, ptr %1959, align 4
  %1960 = add nsw i32 %j8, 1
  br label %for.cond404, !llvm.loop !94

for.end406:                                       ; preds = %for.cond404
  br label %if.end403

for.cond407:                                      ; preds = %for.body408, %if.else251
  %i11 = phi i32 [ 0, %if.else251 ], [ %1964, %for.body408 ]
  %1961 = icmp slt i32 %i11, 4
  br i1 %1961, label %for.body408, label %for.end409

for.body408:                                      ; preds = %for.cond407
  %1962 = sext i32 %i11 to i64
  %1963 = getelementptr inbounds float, ptr %mean, i64 %1962
  store float 0.000000e+00, ptr %1963, align 4
  %1964 = add nsw i32 %i11, 1
  br label %for.cond407, !llvm.loop !95

for.end409:                                       ; preds = %for.cond407
  br label %for.cond410

for.cond410:                                      ; preds = %for.body411, %for.end409
  %i11413 = phi i32 [ 0, %for.end409 ], [ %1968, %for.body411 ]
  %1965 = icmp slt i32 %i11413, 4
  br i1 %1965, label %for.body411, label %for.end412

for.body411:                                      ; preds = %for.cond410
  %1966 = sext i32 %i11413 to i64
  %1967 = getelementptr inbounds float, ptr %rstd, i64 %1966
  store float 0.000000e+00, ptr %1967, align 4
  %1968 = add nsw i32 %i11413, 1
  br label %for.cond410, !llvm.loop !96

for.end412:                                       ; preds = %for.cond410
  %1969 = sext i32 %N to i64
  %1970 = sdiv i64 %1969, 512
  %1971 = sub i64 0, %1969
  %1972 = select i1 false, i64 %1971, i64 %1970
  %1973 = srem i64 %1969, 512
  %1974 = icmp ne i64 %1973, 0
  %1975 = icmp slt i64 %1969, 0
  %1976 = icmp eq i1 %1975, false
  %1977 = and i1 %1974, %1976
  %1978 = zext i1 %1977 to i64
  %1979 = add i64 %1972, %1978
  %1980 = trunc i64 %1979 to i32
  %1981 = sext i32 %N to i64
  %1982 = sdiv i64 %1981, 512
  %1983 = sub i64 0, %1981
  %1984 = select i1 false, i64 %1983, i64 %1982
  %1985 = srem i64 %1981, 512
  %1986 = icmp ne i64 %1985, 0
  %1987 = icmp slt i64 %1981, 0
  %1988 = icmp eq i1 %1987, false
  %1989 = and i1 %1986, %1988
  %1990 = zext i1 %1989 to i64
  %1991 = add i64 %1984, %1990
  %1992 = trunc i64 %1991 to i32
  br label %for.cond414

for.cond414:                                      ; preds = %for.end503, %for.end412
  %c = phi i32 [ 0, %for.end412 ], [ %2307, %for.end503 ]
  %1993 = icmp slt i32 %c, %1980
  br i1 %1993, label %for.body415, label %for.end416

for.body415:                                      ; preds = %for.cond414
  %1994 = mul i32 %bx, 4
  %1995 = icmp sle i32 0, %1994
  %1996 = mul i32 %bx, 4
  %1997 = sext i32 %1996 to i64
  %1998 = add i64 %1997, 4
  %1999 = sext i32 %M to i64
  %2000 = icmp sle i64 %1998, %1999
  %2001 = and i1 %1995, %2000
  %2002 = mul i32 %c, 512
  %2003 = icmp sle i32 0, %2002
  %2004 = mul i32 %c, 512
  %2005 = sext i32 %2004 to i64
  %2006 = add i64 %2005, 512
  %2007 = sext i32 %N to i64
  %2008 = icmp sle i64 %2006, %2007
  %2009 = and i1 %2003, %2008
  %2010 = and i1 %2001, %2009
  br i1 %2010, label %if.then417, label %if.else418

for.end416:                                       ; preds = %for.cond414
  br label %for.cond538

if.then417:                                       ; preds = %for.body415
  br label %for.cond420

if.else418:                                       ; preds = %for.body415
  br label %for.cond433

if.end419:                                        ; preds = %for.end435, %for.end422
  br label %for.cond455

for.cond420:                                      ; preds = %for.end432, %if.then417
  %i11423 = phi i32 [ 0, %if.then417 ], [ %2046, %for.end432 ]
  %2011 = icmp slt i32 %i11423, 4
  br i1 %2011, label %for.body421, label %for.end422

for.body421:                                      ; preds = %for.cond420
  %2012 = add i32 %c, 1
  %2013 = icmp slt i32 %2012, %1992
  br i1 %2013, label %if.then424, label %if.else425

for.end422:                                       ; preds = %for.cond420
  br label %if.end419

if.then424:                                       ; preds = %for.body421
  br label %for.cond427

if.else425:                                       ; preds = %for.body421
  br label %if.end426

if.end426:                                        ; preds = %if.else425, %for.end429
  br label %for.cond430

for.cond427:                                      ; preds = %for.body428, %if.then424
  %pf = phi i32 [ 0, %if.then424 ], [ %2027, %for.body428 ]
  %2014 = icmp slt i32 %pf, 32
  br i1 %2014, label %for.body428, label %for.end429

for.body428:                                      ; preds = %for.cond427
  %2015 = mul i32 %bx, 4
  %2016 = add i32 %2015, %i11423
  %2017 = sext i32 %2016 to i64
  %2018 = sext i32 %N to i64
  %2019 = mul i64 %2017, %2018
  %2020 = add i32 %c, 1
  %2021 = mul i32 %2020, 512
  %2022 = mul i32 %pf, 16
  %2023 = add i32 %2021, %2022
  %2024 = sext i32 %2023 to i64
  %2025 = add i64 %2019, %2024
  %2026 = getelementptr float, ptr %X, i64 %2025
  call void @llvm.prefetch.p0(ptr %2026, i32 0, i32 0, i32 1)
  %2027 = add nsw i32 %pf, 1
  br label %for.cond427, !llvm.loop !97

for.end429:                                       ; preds = %for.cond427
  br label %if.end426

for.cond430:                                      ; preds = %for.body431, %if.end426
  %j1 = phi i32 [ 0, %if.end426 ], [ %2045, %for.body431 ]
  %2028 = icmp slt i32 %j1, 512
  br i1 %2028, label %for.body431, label %for.end432

for.body431:                                      ; preds = %for.cond430
  %2029 = mul i32 %bx, 4
  %2030 = add i32 %2029, %i11423
  %2031 = sext i32 %2030 to i64
  %2032 = sext i32 %N to i64
  %2033 = mul nsw i64 %2031, %2032
  %2034 = mul i32 %c, 512
  %2035 = add i32 %2034, %j1
  %2036 = sext i32 %2035 to i64
  %2037 = add nsw i64 %2033, %2036
  %2038 = getelementptr inbounds float, ptr %X, i64 %2037
  %2039 = load float, ptr %2038, align 4
  %2040 = sext i32 %i11423 to i64
  %2041 = mul nsw i64 %2040, 512
  %2042 = sext i32 %j1 to i64
  %2043 = add nsw i64 %2041, %2042
  %2044 = getelementptr inbounds float, ptr %X_f, i64 %2043
  store float %2039, ptr %2044, align 4
  %2045 = add nsw i32 %j1, 1
  br label %for.cond430, !llvm.loop !98

for.end432:                                       ; preds = %for.cond430
  %2046 = add nsw i32 %i11423, 1
  br label %for.cond420, !llvm.loop !99

for.cond433:                                      ; preds = %for.end453, %if.else418
  %i11436 = phi i32 [ 0, %if.else418 ], [ %2155, %for.end453 ]
  %2047 = icmp slt i32 %i11436, 4
  br i1 %2047, label %for.body434, label %for.end435

for.body434:                                      ; preds = %for.cond433
  %2048 = mul i32 %c, 512
  %2049 = sext i32 %2048 to i64
  %2050 = sub i64 0, %2049
  %2051 = icmp slt i64 %2050, 0
  %2052 = mul i32 %c, 512
  %2053 = sext i32 %2052 to i64
  %2054 = sub i64 0, %2053
  %2055 = icmp sgt i64 %2054, 512
  %2056 = mul i32 %c, 512
  %2057 = sext i32 %2056 to i64
  %2058 = sub i64 0, %2057
  %2059 = select i1 %2055, i64 512, i64 %2058
  %2060 = select i1 %2051, i64 0, i64 %2059
  %tl_lo12 = trunc i64 %2060 to i32
  %2061 = sext i32 %N to i64
  %2062 = mul i32 %c, 512
  %2063 = sext i32 %2062 to i64
  %2064 = sub i64 %2061, %2063
  %2065 = icmp slt i64 %2064, 0
  %2066 = sext i32 %N to i64
  %2067 = mul i32 %c, 512
  %2068 = sext i32 %2067 to i64
  %2069 = sub i64 %2066, %2068
  %2070 = icmp sgt i64 %2069, 512
  %2071 = sext i32 %N to i64
  %2072 = mul i32 %c, 512
  %2073 = sext i32 %2072 to i64
  %2074 = sub i64 %2071, %2073
  %2075 = select i1 %2070, i64 512, i64 %2074
  %2076 = select i1 %2065, i64 0, i64 %2075
  %2077 = sext i32 %tl_lo12 to i64
  %2078 = icmp slt i64 %2076, %2077
  %2079 = sext i32 %tl_lo12 to i64
  %2080 = sext i32 %N to i64
  %2081 = mul i32 %c, 512
  %2082 = sext i32 %2081 to i64
  %2083 = sub i64 %2080, %2082
  %2084 = icmp slt i64 %2083, 0
  %2085 = sext i32 %N to i64
  %2086 = mul i32 %c, 512
  %2087 = sext i32 %2086 to i64
  %2088 = sub i64 %2085, %2087
  %2089 = icmp sgt i64 %2088, 512
  %2090 = sext i32 %N to i64
  %2091 = mul i32 %c, 512
  %2092 = sext i32 %2091 to i64
  %2093 = sub i64 %2090, %2092
  %2094 = select i1 %2089, i64 512, i64 %2093
  %2095 = select i1 %2084, i64 0, i64 %2094
  %2096 = select i1 %2078, i64 %2079, i64 %2095
  %tl_hi13 = trunc i64 %2096 to i32
  br label %for.cond437

for.end435:                                       ; preds = %for.cond433
  br label %if.end419

for.cond437:                                      ; preds = %for.body438, %for.body434
  %j1440 = phi i32 [ 0, %for.body434 ], [ %2103, %for.body438 ]
  %2097 = icmp slt i32 %j1440, %tl_lo12
  br i1 %2097, label %for.body438, label %for.end439

for.body438:                                      ; preds = %for.cond437
  %2098 = sext i32 %i11436 to i64
  %2099 = mul nsw i64 %2098, 512
  %2100 = sext i32 %j1440 to i64
  %2101 = add nsw i64 %2099, %2100
  %2102 = getelementptr inbounds float, ptr %X_f, i64 %2101
  store float 0.000000e+00, ptr %2102, align 4
  %2103 = add nsw i32 %j1440, 1
  br label %for.cond437, !llvm.loop !100

for.end439:                                       ; preds = %for.cond437
  %2104 = mul i32 %bx, 4
  %2105 = sext i32 %2104 to i64
  %2106 = sext i32 %i11436 to i64
  %2107 = add i64 %2105, %2106
  %2108 = icmp sle i64 0, %2107
  %2109 = mul i32 %bx, 4
  %2110 = sext i32 %2109 to i64
  %2111 = sext i32 %i11436 to i64
  %2112 = add i64 %2110, %2111
  %2113 = sext i32 %M to i64
  %2114 = icmp slt i64 %2112, %2113
  %2115 = and i1 %2108, %2114
  br i1 %2115, label %if.then441, label %if.else442

if.then441:                                       ; preds = %for.end439
  %2116 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond444

if.else442:                                       ; preds = %for.end439
  %2117 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond447

if.end443:                                        ; preds = %for.end449, %for.end446
  %2118 = sub i32 512, %tl_hi13
  br label %for.cond451

for.cond444:                                      ; preds = %for.body445, %if.then441
  %j11 = phi i32 [ 0, %if.then441 ], [ %2138, %for.body445 ]
  %2119 = icmp slt i32 %j11, %2116
  br i1 %2119, label %for.body445, label %for.end446

for.body445:                                      ; preds = %for.cond444
  %2120 = mul i32 %bx, 4
  %2121 = add i32 %2120, %i11436
  %2122 = sext i32 %2121 to i64
  %2123 = sext i32 %N to i64
  %2124 = mul nsw i64 %2122, %2123
  %2125 = mul i32 %c, 512
  %2126 = add i32 %tl_lo12, %j11
  %2127 = add i32 %2125, %2126
  %2128 = sext i32 %2127 to i64
  %2129 = add nsw i64 %2124, %2128
  %2130 = getelementptr inbounds float, ptr %X, i64 %2129
  %2131 = load float, ptr %2130, align 4
  %2132 = sext i32 %i11436 to i64
  %2133 = mul nsw i64 %2132, 512
  %2134 = add i32 %tl_lo12, %j11
  %2135 = sext i32 %2134 to i64
  %2136 = add nsw i64 %2133, %2135
  %2137 = getelementptr inbounds float, ptr %X_f, i64 %2136
  store float %2131, ptr %2137, align 4
  %2138 = add nsw i32 %j11, 1
  br label %for.cond444, !llvm.loop !101

for.end446:                                       ; preds = %for.cond444
  br label %if.end443

for.cond447:                                      ; preds = %for.body448, %if.else442
  %j11450 = phi i32 [ 0, %if.else442 ], [ %2146, %for.body448 ]
  %2139 = icmp slt i32 %j11450, %2117
  br i1 %2139, label %for.body448, label %for.end449

for.body448:                                      ; preds = %for.cond447
  %2140 = sext i32 %i11436 to i64
  %2141 = mul nsw i64 %2140, 512
  %2142 = add i32 %tl_lo12, %j11450
  %2143 = sext i32 %2142 to i64
  %2144 = add nsw i64 %2141, %2143
  %2145 = getelementptr inbounds float, ptr %X_f, i64 %2144
  store float 0.000000e+00, ptr %2145, align 4
  %2146 = add nsw i32 %j11450, 1
  br label %for.cond447, !llvm.loop !102

for.end449:                                       ; preds = %for.cond447
  br label %if.end443

for.cond451:                                      ; preds = %for.body452, %if.end443
  %j11454 = phi i32 [ 0, %if.end443 ], [ %2154, %for.body452 ]
  %2147 = icmp slt i32 %j11454, %2118
  br i1 %2147, label %for.body452, label %for.end453

for.body452:                                      ; preds = %for.cond451
  %2148 = sext i32 %i11436 to i64
  %2149 = mul nsw i64 %2148, 512
  %2150 = add i32 %tl_hi13, %j11454
  %2151 = sext i32 %2150 to i64
  %2152 = add nsw i64 %2149, %2151
  %2153 = getelementptr inbounds float, ptr %X_f, i64 %2152
  store float 0.000000e+00, ptr %2153, align 4
  %2154 = add nsw i32 %j11454, 1
  br label %for.cond451, !llvm.loop !103

for.end453:                                       ; preds = %for.cond451
  %2155 = add nsw i32 %i11436, 1
  br label %for.cond433, !llvm.loop !104

for.cond455:                                      ; preds = %for.end461, %if.end419
  %i458 = phi i32 [ 0, %if.end419 ], [ %2180, %for.end461 ]
  %2156 = icmp slt i32 %i458, 4
  br i1 %2156, label %for.body456, label %for.end457

for.body456:                                      ; preds = %for.cond455
  br label %for.cond459

for.end457:                                       ; preds = %for.cond455
  br label %for.cond464

for.cond459:                                      ; preds = %for.body460, %for.body456
  %j462 = phi i32 [ 0, %for.body456 ], [ %2179, %for.body460 ]
  %2157 = icmp slt i32 %j462, 512
  br i1 %2157, label %for.body460, label %for.end461

for.body460:                                      ; preds = %for.cond459
  %2158 = mul i32 %c, 512
  %2159 = add i32 %2158, %j462
  %2160 = icmp slt i32 %2159, %N
  %2161 = sext i32 %i458 to i64
  %2162 = mul nsw i64 %2161, 512
  %2163 = sext i32 %j462 to i64
  %2164 = add nsw i64 %2162, %2163
  %2165 = call i64 @llvm.umin.i64(i64 %2164, i64 2047)
  %2166 = getelementptr inbounds float, ptr %X_f, i64 %2165
  %2167 = load float, ptr %2166, align 4
  %x463 = select i1 %2160, float %2167, float 0.000000e+00
  %2168 = sext i32 %i458 to i64
  %2169 = mul nsw i64 %2168, 512
  %2170 = sext i32 %j462 to i64
  %2171 = add nsw i64 %2169, %2170
  %2172 = getelementptr inbounds float, ptr %X_f, i64 %2171
  store float %x463, ptr %2172, align 4
  %2173 = fmul float %x463, %x463
  %2174 = sext i32 %i458 to i64
  %2175 = mul nsw i64 %2174, 512
  %2176 = sext i32 %j462 to i64
  %2177 = add nsw i64 %2175, %2176
  %2178 = getelementptr inbounds float, ptr %sq, i64 %2177
  store float %2173, ptr %2178, align 4
  %2179 = add nsw i32 %j462, 1
  br label %for.cond459, !llvm.loop !105

for.end461:                                       ; preds = %for.cond459
  %2180 = add nsw i32 %i458, 1
  br label %for.cond455, !llvm.loop !106

for.cond464:                                      ; preds = %for.end499, %for.end457
  %i9 = phi i32 [ 0, %for.end457 ], [ %2305, %for.end499 ]
  %2181 = icmp slt i32 %i9, 4
  br i1 %2181, label %for.body465, label %for.end466

for.body465:                                      ; preds = %for.cond464
  br label %for.cond467

for.end466:                                       ; preds = %for.cond464
  br label %for.cond501

for.cond467:                                      ; preds = %for.body468, %for.body465
  %lane6 = phi i32 [ 0, %for.body465 ], [ %2191, %for.body468 ]
  %2182 = icmp slt i32 %lane6, 32
  br i1 %2182, label %for.body468, label %for.end469

for.body468:                                      ; preds = %for.cond467
  %2183 = sext i32 %i9 to i64
  %2184 = mul nsw i64 %2183, 512
  %2185 = sext i32 %lane6 to i64
  %2186 = add nsw i64 %2184, %2185
  %2187 = getelementptr inbounds float, ptr %X_f, i64 %2186
  %2188 = load float, ptr %2187, align 4
  %2189 = sext i32 %lane6 to i64
  %2190 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2189
  store float %2188, ptr %2190, align 4
  %2191 = add nsw i32 %lane6, 1
  br label %for.cond467, !llvm.loop !107

for.end469:                                       ; preds = %for.cond467
  br label %for.cond470

for.cond470:                                      ; preds = %for.end475, %for.end469
  %red54 = phi i32 [ 0, %for.end469 ], [ %2221, %for.end475 ]
  %2192 = icmp slt i32 %red54, 7
  br i1 %2192, label %for.body471, label %for.end472

for.body471:                                      ; preds = %for.cond470
  br label %for.cond473

for.end472:                                       ; preds = %for.cond470
  br label %for.cond477

for.cond473:                                      ; preds = %for.body474, %for.body471
  %lane6476 = phi i32 [ 0, %for.body471 ], [ %2220, %for.body474 ]
  %2193 = icmp slt i32 %lane6476, 32
  br i1 %2193, label %for.body474, label %for.end475

for.body474:                                      ; preds = %for.cond473
  %2194 = sext i32 %lane6476 to i64
  %2195 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2194
  %2196 = load float, ptr %2195, align 4
  %2197 = sext i32 %i9 to i64
  %2198 = mul nsw i64 %2197, 512
  %2199 = mul i32 2, %red54
  %2200 = add i32 %2199, 1
  %2201 = mul i32 %2200, 32
  %2202 = add i32 %2201, %lane6476
  %2203 = sext i32 %2202 to i64
  %2204 = add nsw i64 %2198, %2203
  %2205 = getelementptr inbounds float, ptr %X_f, i64 %2204
  %2206 = load float, ptr %2205, align 4
  %tl_pair55 = fadd float %2196, %2206
  %2207 = sext i32 %i9 to i64
  %2208 = mul nsw i64 %2207, 512
  %2209 = mul i32 2, %red54
  %2210 = add i32 %2209, 2
  %2211 = mul i32 %2210, 32
  %2212 = add i32 %2211, %lane6476
  %2213 = sext i32 %2212 to i64
  %2214 = add nsw i64 %2208, %2213
  %2215 = getelementptr inbounds float, ptr %X_f, i64 %2214
  %2216 = load float, ptr %2215, align 4
  %2217 = fadd float %tl_pair55, %2216
  %2218 = sext i32 %lane6476 to i64
  %2219 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2218
  store float %2217, ptr %2219, align 4
  %2220 = add nsw i32 %lane6476, 1
  br label %for.cond473, !llvm.loop !108

for.end475:                                       ; preds = %for.cond473
  %2221 = add nsw i32 %red54, 1
  br label %for.cond470, !llvm.loop !109

for.cond477:                                      ; preds = %for.body478, %for.end472
  %lane6480 = phi i32 [ 0, %for.end472 ], [ %2236, %for.body478 ]
  %2222 = icmp slt i32 %lane6480, 32
  br i1 %2222, label %for.body478, label %for.end479

for.body478:                                      ; preds = %for.cond477
  %2223 = sext i32 %lane6480 to i64
  %2224 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2223
  %2225 = load float, ptr %2224, align 4
  %2226 = sext i32 %i9 to i64
  %2227 = mul nsw i64 %2226, 512
  %2228 = add i32 480, %lane6480
  %2229 = sext i32 %2228 to i64
  %2230 = add nsw i64 %2227, %2229
  %2231 = getelementptr inbounds float, ptr %X_f, i64 %2230
  %2232 = load float, ptr %2231, align 4
  %2233 = fadd float %2225, %2232
  %2234 = sext i32 %lane6480 to i64
  %2235 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2234
  store float %2233, ptr %2235, align 4
  %2236 = add nsw i32 %lane6480, 1
  br label %for.cond477, !llvm.loop !110

for.end479:                                       ; preds = %for.cond477
  br label %for.cond481

for.cond481:                                      ; preds = %for.body482, %for.end479
  %lane6484 = phi i32 [ 0, %for.end479 ], [ %2248, %for.body482 ]
  %2237 = icmp slt i32 %lane6484, 16
  br i1 %2237, label %for.body482, label %for.end483

for.body482:                                      ; preds = %for.cond481
  %2238 = sext i32 %lane6484 to i64
  %2239 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2238
  %2240 = load float, ptr %2239, align 4
  %2241 = add i32 %lane6484, 16
  %2242 = sext i32 %2241 to i64
  %2243 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2242
  %2244 = load float, ptr %2243, align 4
  %2245 = fadd float %2240, %2244
  %2246 = sext i32 %lane6484 to i64
  %2247 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2246
  store float %2245, ptr %2247, align 4
  %2248 = add nsw i32 %lane6484, 1
  br label %for.cond481, !llvm.loop !111

for.end483:                                       ; preds = %for.cond481
  br label %for.cond485

for.cond485:                                      ; preds = %for.body486, %for.end483
  %lane6488 = phi i32 [ 0, %for.end483 ], [ %2260, %for.body486 ]
  %2249 = icmp slt i32 %lane6488, 8
  br i1 %2249, label %for.body486, label %for.end487

for.body486:                                      ; preds = %for.cond485
  %2250 = sext i32 %lane6488 to i64
  %2251 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2250
  %2252 = load float, ptr %2251, align 4
  %2253 = add i32 %lane6488, 8
  %2254 = sext i32 %2253 to i64
  %2255 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2254
  %2256 = load float, ptr %2255, align 4
  %2257 = fadd float %2252, %2256
  %2258 = sext i32 %lane6488 to i64
  %2259 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2258
  store float %2257, ptr %2259, align 4
  %2260 = add nsw i32 %lane6488, 1
  br label %for.cond485, !llvm.loop !112

for.end487:                                       ; preds = %for.cond485
  br label %for.cond489

for.cond489:                                      ; preds = %for.body490, %for.end487
  %lane6492 = phi i32 [ 0, %for.end487 ], [ %2272, %for.body490 ]
  %2261 = icmp slt i32 %lane6492, 4
  br i1 %2261, label %for.body490, label %for.end491

for.body490:                                      ; preds = %for.cond489
  %2262 = sext i32 %lane6492 to i64
  %2263 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2262
  %2264 = load float, ptr %2263, align 4
  %2265 = add i32 %lane6492, 4
  %2266 = sext i32 %2265 to i64
  %2267 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2266
  %2268 = load float, ptr %2267, align 4
  %2269 = fadd float %2264, %2268
  %2270 = sext i32 %lane6492 to i64
  %2271 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2270
  store float %2269, ptr %2271, align 4
  %2272 = add nsw i32 %lane6492, 1
  br label %for.cond489, !llvm.loop !113

for.end491:                                       ; preds = %for.cond489
  br label %for.cond493

for.cond493:                                      ; preds = %for.body494, %for.end491
  %lane6496 = phi i32 [ 0, %for.end491 ], [ %2284, %for.body494 ]
  %2273 = icmp slt i32 %lane6496, 2
  br i1 %2273, label %for.body494, label %for.end495

for.body494:                                      ; preds = %for.cond493
  %2274 = sext i32 %lane6496 to i64
  %2275 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2274
  %2276 = load float, ptr %2275, align 4
  %2277 = add i32 %lane6496, 2
  %2278 = sext i32 %2277 to i64
  %2279 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2278
  %2280 = load float, ptr %2279, align 4
  %2281 = fadd float %2276, %2280
  %2282 = sext i32 %lane6496 to i64
  %2283 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2282
  store float %2281, ptr %2283, align 4
  %2284 = add nsw i32 %lane6496, 1
  br label %for.cond493, !llvm.loop !114

for.end495:                                       ; preds = %for.cond493
  br label %for.cond497

for.cond497:                                      ; preds = %for.body498, %for.end495
  %lane6500 = phi i32 [ 0, %for.end495 ], [ %2296, %for.body498 ]
  %2285 = icmp slt i32 %lane6500, 1
  br i1 %2285, label %for.body498, label %for.end499

for.body498:                                      ; preds = %for.cond497
  %2286 = sext i32 %lane6500 to i64
  %2287 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2286
  %2288 = load float, ptr %2287, align 4
  %2289 = add i32 %lane6500, 1
  %2290 = sext i32 %2289 to i64
  %2291 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2290
  %2292 = load float, ptr %2291, align 4
  %2293 = fadd float %2288, %2292
  %2294 = sext i32 %lane6500 to i64
  %2295 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2294
  store float %2293, ptr %2295, align 4
  %2296 = add nsw i32 %lane6500, 1
  br label %for.cond497, !llvm.loop !115

for.end499:                                       ; preds = %for.cond497
  %2297 = sext i32 %i9 to i64
  %2298 = getelementptr inbounds float, ptr %mean, i64 %2297
  %2299 = load float, ptr %2298, align 4
  %2300 = getelementptr inbounds float, ptr %tl_lanes_28, i64 0
  %2301 = load float, ptr %2300, align 4
  %2302 = fadd float %2299, %2301
  %2303 = sext i32 %i9 to i64
  %2304 = getelementptr inbounds float, ptr %mean, i64 %2303
  store float %2302, ptr %2304, align 4
  %2305 = add nsw i32 %i9, 1
  br label %for.cond464, !llvm.loop !116

for.cond501:                                      ; preds = %for.end536, %for.end466
  %i10 = phi i32 [ 0, %for.end466 ], [ %2431, %for.end536 ]
  %2306 = icmp slt i32 %i10, 4
  br i1 %2306, label %for.body502, label %for.end503

for.body502:                                      ; preds = %for.cond501
  br label %for.cond504

for.end503:                                       ; preds = %for.cond501
  %2307 = add nsw i32 %c, 1
  br label %for.cond414, !llvm.loop !117

for.cond504:                                      ; preds = %for.body505, %for.body502
  %lane7 = phi i32 [ 0, %for.body502 ], [ %2317, %for.body505 ]
  %2308 = icmp slt i32 %lane7, 32
  br i1 %2308, label %for.body505, label %for.end506

for.body505:                                      ; preds = %for.cond504
  %2309 = sext i32 %i10 to i64
  %2310 = mul nsw i64 %2309, 512
  %2311 = sext i32 %lane7 to i64
  %2312 = add nsw i64 %2310, %2311
  %2313 = getelementptr inbounds float, ptr %sq, i64 %2312
  %2314 = load float, ptr %2313, align 4
  %2315 = sext i32 %lane7 to i64
  %2316 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2315
  store float %2314, ptr %2316, align 4
  %2317 = add nsw i32 %lane7, 1
  br label %for.cond504, !llvm.loop !118

for.end506:                                       ; preds = %for.cond504
  br label %for.cond507

for.cond507:                                      ; preds = %for.end512, %for.end506
  %red56 = phi i32 [ 0, %for.end506 ], [ %2347, %for.end512 ]
  %2318 = icmp slt i32 %red56, 7
  br i1 %2318, label %for.body508, label %for.end509

for.body508:                                      ; preds = %for.cond507
  br label %for.cond510

for.end509:                                       ; preds = %for.cond507
  br label %for.cond514

for.cond510:                                      ; preds = %for.body511, %for.body508
  %lane7513 = phi i32 [ 0, %for.body508 ], [ %2346, %for.body511 ]
  %2319 = icmp slt i32 %lane7513, 32
  br i1 %2319, label %for.body511, label %for.end512

for.body511:                                      ; preds = %for.cond510
  %2320 = sext i32 %lane7513 to i64
  %2321 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2320
  %2322 = load float, ptr %2321, align 4
  %2323 = sext i32 %i10 to i64
  %2324 = mul nsw i64 %2323, 512
  %2325 = mul i32 2, %red56
  %2326 = add i32 %2325, 1
  %2327 = mul i32 %2326, 32
  %2328 = add i32 %2327, %lane7513
  %2329 = sext i32 %2328 to i64
  %2330 = add nsw i64 %2324, %2329
  %2331 = getelementptr inbounds float, ptr %sq, i64 %2330
  %2332 = load float, ptr %2331, align 4
  %tl_pair57 = fadd float %2322, %2332
  %2333 = sext i32 %i10 to i64
  %2334 = mul nsw i64 %2333, 512
  %2335 = mul i32 2, %red56
  %2336 = add i32 %2335, 2
  %2337 = mul i32 %2336, 32
  %2338 = add i32 %2337, %lane7513
  %2339 = sext i32 %2338 to i64
  %2340 = add nsw i64 %2334, %2339
  %2341 = getelementptr inbounds float, ptr %sq, i64 %2340
  %2342 = load float, ptr %2341, align 4
  %2343 = fadd float %tl_pair57, %2342
  %2344 = sext i32 %lane7513 to i64
  %2345 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2344
  store float %2343, ptr %2345, align 4
  %2346 = add nsw i32 %lane7513, 1
  br label %for.cond510, !llvm.loop !119

for.end512:                                       ; preds = %for.cond510
  %2347 = add nsw i32 %red56, 1
  br label %for.cond507, !llvm.loop !120

for.cond514:                                      ; preds = %for.body515, %for.end509
  %lane7517 = phi i32 [ 0, %for.end509 ], [ %2362, %for.body515 ]
  %2348 = icmp slt i32 %lane7517, 32
  br i1 %2348, label %for.body515, label %for.end516

for.body515:                                      ; preds = %for.cond514
  %2349 = sext i32 %lane7517 to i64
  %2350 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2349
  %2351 = load float, ptr %2350, align 4
  %2352 = sext i32 %i10 to i64
  %2353 = mul nsw i64 %2352, 512
  %2354 = add i32 480, %lane7517
  %2355 = sext i32 %2354 to i64
  %2356 = add nsw i64 %2353, %2355
  %2357 = getelementptr inbounds float, ptr %sq, i64 %2356
  %2358 = load float, ptr %2357, align 4
  %2359 = fadd float %2351, %2358
  %2360 = sext i32 %lane7517 to i64
  %2361 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2360
  store float %2359, ptr %2361, align 4
  %2362 = add nsw i32 %lane7517, 1
  br label %for.cond514, !llvm.loop !121

for.end516:                                       ; preds = %for.cond514
  br label %for.cond518

for.cond518:                                      ; preds = %for.body519, %for.end516
  %lane7521 = phi i32 [ 0, %for.end516 ], [ %2374, %for.body519 ]
  %2363 = icmp slt i32 %lane7521, 16
  br i1 %2363, label %for.body519, label %for.end520

for.body519:                                      ; preds = %for.cond518
  %2364 = sext i32 %lane7521 to i64
  %2365 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2364
  %2366 = load float, ptr %2365, align 4
  %2367 = add i32 %lane7521, 16
  %2368 = sext i32 %2367 to i64
  %2369 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2368
  %2370 = load float, ptr %2369, align 4
  %2371 = fadd float %2366, %2370
  %2372 = sext i32 %lane7521 to i64
  %2373 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2372
  store float %2371, ptr %2373, align 4
  %2374 = add nsw i32 %lane7521, 1
  br label %for.cond518, !llvm.loop !122

for.end520:                                       ; preds = %for.cond518
  br label %for.cond522

for.cond522:                                      ; preds = %for.body523, %for.end520
  %lane7525 = phi i32 [ 0, %for.end520 ], [ %2386, %for.body523 ]
  %2375 = icmp slt i32 %lane7525, 8
  br i1 %2375, label %for.body523, label %for.end524

for.body523:                                      ; preds = %for.cond522
  %2376 = sext i32 %lane7525 to i64
  %2377 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2376
  %2378 = load float, ptr %2377, align 4
  %2379 = add i32 %lane7525, 8
  %2380 = sext i32 %2379 to i64
  %2381 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2380
  %2382 = load float, ptr %2381, align 4
  %2383 = fadd float %2378, %2382
  %2384 = sext i32 %lane7525 to i64
  %2385 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2384
  store float %2383, ptr %2385, align 4
  %2386 = add nsw i32 %lane7525, 1
  br label %for.cond522, !llvm.loop !123

for.end524:                                       ; preds = %for.cond522
  br label %for.cond526

for.cond526:                                      ; preds = %for.body527, %for.end524
  %lane7529 = phi i32 [ 0, %for.end524 ], [ %2398, %for.body527 ]
  %2387 = icmp slt i32 %lane7529, 4
  br i1 %2387, label %for.body527, label %for.end528

for.body527:                                      ; preds = %for.cond526
  %2388 = sext i32 %lane7529 to i64
  %2389 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2388
  %2390 = load float, ptr %2389, align 4
  %2391 = add i32 %lane7529, 4
  %2392 = sext i32 %2391 to i64
  %2393 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2392
  %2394 = load float, ptr %2393, align 4
  %2395 = fadd float %2390, %2394
  %2396 = sext i32 %lane7529 to i64
  %2397 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2396
  store float %2395, ptr %2397, align 4
  %2398 = add nsw i32 %lane7529, 1
  br label %for.cond526, !llvm.loop !124

for.end528:                                       ; preds = %for.cond526
  br label %for.cond530

for.cond530:                                      ; preds = %for.body531, %for.end528
  %lane7533 = phi i32 [ 0, %for.end528 ], [ %2410, %for.body531 ]
  %2399 = icmp slt i32 %lane7533, 2
  br i1 %2399, label %for.body531, label %for.end532

for.body531:                                      ; preds = %for.cond530
  %2400 = sext i32 %lane7533 to i64
  %2401 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2400
  %2402 = load float, ptr %2401, align 4
  %2403 = add i32 %lane7533, 2
  %2404 = sext i32 %2403 to i64
  %2405 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2404
  %2406 = load float, ptr %2405, align 4
  %2407 = fadd float %2402, %2406
  %2408 = sext i32 %lane7533 to i64
  %2409 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2408
  store float %2407, ptr %2409, align 4
  %2410 = add nsw i32 %lane7533, 1
  br label %for.cond530, !llvm.loop !125

for.end532:                                       ; preds = %for.cond530
  br label %for.cond534

for.cond534:                                      ; preds = %for.body535, %for.end532
  %lane7537 = phi i32 [ 0, %for.end532 ], [ %2422, %for.body535 ]
  %2411 = icmp slt i32 %lane7537, 1
  br i1 %2411, label %for.body535, label %for.end536

for.body535:                                      ; preds = %for.cond534
  %2412 = sext i32 %lane7537 to i64
  %2413 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2412
  %2414 = load float, ptr %2413, align 4
  %2415 = add i32 %lane7537, 1
  %2416 = sext i32 %2415 to i64
  %2417 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2416
  %2418 = load float, ptr %2417, align 4
  %2419 = fadd float %2414, %2418
  %2420 = sext i32 %lane7537 to i64
  %2421 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2420
  store float %2419, ptr %2421, align 4
  %2422 = add nsw i32 %lane7537, 1
  br label %for.cond534, !llvm.loop !126

for.end536:                                       ; preds = %for.cond534
  %2423 = sext i32 %i10 to i64
  %2424 = getelementptr inbounds float, ptr %rstd, i64 %2423
  %2425 = load float, ptr %2424, align 4
  %2426 = getelementptr inbounds float, ptr %tl_lanes_29, i64 0
  %2427 = load float, ptr %2426, align 4
  %2428 = fadd float %2425, %2427
  %2429 = sext i32 %i10 to i64
  %2430 = getelementptr inbounds float, ptr %rstd, i64 %2429
  store float %2428, ptr %2430, align 4
  %2431 = add nsw i32 %i10, 1
  br label %for.cond501, !llvm.loop !127

for.cond538:                                      ; preds = %for.body539, %for.end416
  %i541 = phi i32 [ 0, %for.end416 ], [ %2461, %for.body539 ]
  %2432 = icmp slt i32 %i541, 4
  br i1 %2432, label %for.body539, label %for.end540

for.body539:                                      ; preds = %for.cond538
  %2433 = sext i32 %i541 to i64
  %2434 = getelementptr inbounds float, ptr %mean, i64 %2433
  %2435 = load float, ptr %2434, align 4
  %2436 = sitofp i32 %N to float
  %2437 = fdiv float %2435, %2436
  %2438 = sext i32 %i541 to i64
  %2439 = getelementptr inbounds float, ptr %mean, i64 %2438
  store float %2437, ptr %2439, align 4
  %2440 = sext i32 %i541 to i64
  %2441 = getelementptr inbounds float, ptr %rstd, i64 %2440
  %2442 = load float, ptr %2441, align 4
  %2443 = sitofp i32 %N to float
  %2444 = fdiv float %2442, %2443
  %2445 = sext i32 %i541 to i64
  %2446 = getelementptr inbounds float, ptr %mean, i64 %2445
  %2447 = load float, ptr %2446, align 4
  %2448 = sext i32 %i541 to i64
  %2449 = getelementptr inbounds float, ptr %mean, i64 %2448
  %2450 = load float, ptr %2449, align 4
  %2451 = fmul float %2447, %2450
  %2452 = fsub float %2444, %2451
  %2453 = call float @llvm.maxnum.f32(float %2452, float 0.000000e+00)
  %2454 = fadd float %2453, 0x3EE4F8B580000000
  %2455 = fpext float %2454 to double
  %2456 = call double @llvm.sqrt.f64(double %2455)
  %2457 = fdiv double 1.000000e+00, %2456
  %2458 = fptrunc double %2457 to float
  %2459 = sext i32 %i541 to i64
  %2460 = getelementptr inbounds float, ptr %rstd, i64 %2459
  store float %2458, ptr %2460, align 4
  %2461 = add nsw i32 %i541, 1
  br label %for.cond538, !llvm.loop !128

for.end540:                                       ; preds = %for.cond538
  %2462 = sext i32 %N to i64
  %2463 = sdiv i64 %2462, 512
  %2464 = sub i64 0, %2462
  %2465 = select i1 false, i64 %2464, i64 %2463
  %2466 = srem i64 %2462, 512
  %2467 = icmp ne i64 %2466, 0
  %2468 = icmp slt i64 %2462, 0
  %2469 = icmp eq i1 %2468, false
  %2470 = and i1 %2467, %2469
  %2471 = zext i1 %2470 to i64
  %2472 = add i64 %2465, %2471
  %2473 = trunc i64 %2472 to i32
  %2474 = sext i32 %N to i64
  %2475 = sdiv i64 %2474, 512
  %2476 = sub i64 0, %2474
  %2477 = select i1 false, i64 %2476, i64 %2475
  %2478 = srem i64 %2474, 512
  %2479 = icmp ne i64 %2478, 0
  %2480 = icmp slt i64 %2474, 0
  %2481 = icmp eq i1 %2480, false
  %2482 = and i1 %2479, %2481
  %2483 = zext i1 %2482 to i64
  %2484 = add i64 %2477, %2483
  %2485 = trunc i64 %2484 to i32
  br label %for.cond542

for.cond542:                                      ; preds = %if.end594, %for.end540
  %c545 = phi i32 [ 0, %for.end540 ], [ %2793, %if.end594 ]
  %2486 = icmp slt i32 %c545, %2473
  br i1 %2486, label %for.body543, label %for.end544

for.body543:                                      ; preds = %for.cond542
  %2487 = sub i32 %2485, 1
  %t = sub i32 %2487, %c545
  %2488 = mul i32 %bx, 4
  %2489 = icmp sle i32 0, %2488
  %2490 = mul i32 %bx, 4
  %2491 = sext i32 %2490 to i64
  %2492 = add i64 %2491, 4
  %2493 = sext i32 %M to i64
  %2494 = icmp sle i64 %2492, %2493
  %2495 = and i1 %2489, %2494
  %2496 = mul i32 %t, 512
  %2497 = icmp sle i32 0, %2496
  %2498 = mul i32 %t, 512
  %2499 = sext i32 %2498 to i64
  %2500 = add i64 %2499, 512
  %2501 = sext i32 %N to i64
  %2502 = icmp sle i64 %2500, %2501
  %2503 = and i1 %2497, %2502
  %2504 = and i1 %2495, %2503
  br i1 %2504, label %if.then546, label %if.else547

for.end544:                                       ; preds = %for.cond542
  br label %if.end252

if.then546:                                       ; preds = %for.body543
  br label %for.cond549

if.else547:                                       ; preds = %for.body543
  br label %for.cond555

if.end548:                                        ; preds = %for.end557, %for.end551
  br label %for.cond577

for.cond549:                                      ; preds = %for.end554, %if.then546
  %i12 = phi i32 [ 0, %if.then546 ], [ %2524, %for.end554 ]
  %2505 = icmp slt i32 %i12, 4
  br i1 %2505, label %for.body550, label %for.end551

for.body550:                                      ; preds = %for.cond549
  br label %for.cond552

for.end551:                                       ; preds = %for.cond549
  br label %if.end548

for.cond552:                                      ; preds = %for.body553, %for.body550
  %j2 = phi i32 [ 0, %for.body550 ], [ %2523, %for.body553 ]
  %2506 = icmp slt i32 %j2, 512
  br i1 %2506, label %for.body553, label %for.end554

for.body553:                                      ; preds = %for.cond552
  %2507 = mul i32 %bx, 4
  %2508 = add i32 %2507, %i12
  %2509 = sext i32 %2508 to i64
  %2510 = sext i32 %N to i64
  %2511 = mul nsw i64 %2509, %2510
  %2512 = mul i32 %t, 512
  %2513 = add i32 %2512, %j2
  %2514 = sext i32 %2513 to i64
  %2515 = add nsw i64 %2511, %2514
  %2516 = getelementptr inbounds float, ptr %X, i64 %2515
  %2517 = load float, ptr %2516, align 4
  %2518 = sext i32 %i12 to i64
  %2519 = mul nsw i64 %2518, 512
  %2520 = sext i32 %j2 to i64
  %2521 = add nsw i64 %2519, %2520
  %2522 = getelementptr inbounds float, ptr %X_f, i64 %2521
  store float %2517, ptr %2522, align 4
  %2523 = add nsw i32 %j2, 1
  br label %for.cond552, !llvm.loop !129

for.end554:                                       ; preds = %for.cond552
  %2524 = add nsw i32 %i12, 1
  br label %for.cond549, !llvm.loop !130

for.cond555:                                      ; preds = %for.end575, %if.else547
  %i12558 = phi i32 [ 0, %if.else547 ], [ %2633, %for.end575 ]
  %2525 = icmp slt i32 %i12558, 4
  br i1 %2525, label %for.body556, label %for.end557

for.body556:                                      ; preds = %for.cond555
  %2526 = mul i32 %t, 512
  %2527 = sext i32 %2526 to i64
  %2528 = sub i64 0, %2527
  %2529 = icmp slt i64 %2528, 0
  %2530 = mul i32 %t, 512
  %2531 = sext i32 %2530 to i64
  %2532 = sub i64 0, %2531
  %2533 = icmp sgt i64 %2532, 512
  %2534 = mul i32 %t, 512
  %2535 = sext i32 %2534 to i64
  %2536 = sub i64 0, %2535
  %2537 = select i1 %2533, i64 512, i64 %2536
  %2538 = select i1 %2529, i64 0, i64 %2537
  %tl_lo14 = trunc i64 %2538 to i32
  %2539 = sext i32 %N to i64
  %2540 = mul i32 %t, 512
  %2541 = sext i32 %2540 to i64
  %2542 = sub i64 %2539, %2541
  %2543 = icmp slt i64 %2542, 0
  %2544 = sext i32 %N to i64
  %2545 = mul i32 %t, 512
  %2546 = sext i32 %2545 to i64
  %2547 = sub i64 %2544, %2546
  %2548 = icmp sgt i64 %2547, 512
  %2549 = sext i32 %N to i64
  %2550 = mul i32 %t, 512
  %2551 = sext i32 %2550 to i64
  %2552 = sub i64 %2549, %2551
  %2553 = select i1 %2548, i64 512, i64 %2552
  %2554 = select i1 %2543, i64 0, i64 %2553
  %2555 = sext i32 %tl_lo14 to i64
  %2556 = icmp slt i64 %2554, %2555
  %2557 = sext i32 %tl_lo14 to i64
  %2558 = sext i32 %N to i64
  %2559 = mul i32 %t, 512
  %2560 = sext i32 %2559 to i64
  %2561 = sub i64 %2558, %2560
  %2562 = icmp slt i64 %2561, 0
  %2563 = sext i32 %N to i64
  %2564 = mul i32 %t, 512
  %2565 = sext i32 %2564 to i64
  %2566 = sub i64 %2563, %2565
  %2567 = icmp sgt i64 %2566, 512
  %2568 = sext i32 %N to i64
  %2569 = mul i32 %t, 512
  %2570 = sext i32 %2569 to i64
  %2571 = sub i64 %2568, %2570
  %2572 = select i1 %2567, i64 512, i64 %2571
  %2573 = select i1 %2562, i64 0, i64 %2572
  %2574 = select i1 %2556, i64 %2557, i64 %2573
  %tl_hi15 = trunc i64 %2574 to i32
  br label %for.cond559

for.end557:                                       ; preds = %for.cond555
  br label %if.end548

for.cond559:                                      ; preds = %for.body560, %for.body556
  %j2562 = phi i32 [ 0, %for.body556 ], [ %2581, %for.body560 ]
  %2575 = icmp slt i32 %j2562, %tl_lo14
  br i1 %2575, label %for.body560, label %for.end561

for.body560:                                      ; preds = %for.cond559
  %2576 = sext i32 %i12558 to i64
  %2577 = mul nsw i64 %2576, 512
  %2578 = sext i32 %j2562 to i64
  %2579 = add nsw i64 %2577, %2578
  %2580 = getelementptr inbounds float, ptr %X_f, i64 %2579
  store float 0.000000e+00, ptr %2580, align 4
  %2581 = add nsw i32 %j2562, 1
  br label %for.cond559, !llvm.loop !131

for.end561:                                       ; preds = %for.cond559
  %2582 = mul i32 %bx, 4
  %2583 = sext i32 %2582 to i64
  %2584 = sext i32 %i12558 to i64
  %2585 = add i64 %2583, %2584
  %2586 = icmp sle i64 0, %2585
  %2587 = mul i32 %bx, 4
  %2588 = sext i32 %2587 to i64
  %2589 = sext i32 %i12558 to i64
  %2590 = add i64 %2588, %2589
  %2591 = sext i32 %M to i64
  %2592 = icmp slt i64 %2590, %2591
  %2593 = and i1 %2586, %2592
  br i1 %2593, label %if.then563, label %if.else564

if.then563:                                       ; preds = %for.end561
  %2594 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond566

if.else564:                                       ; preds = %for.end561
  %2595 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond569

if.end565:                                        ; preds = %for.end571, %for.end568
  %2596 = sub i32 512, %tl_hi15
  br label %for.cond573

for.cond566:                                      ; preds = %for.body567, %if.then563
  %j21 = phi i32 [ 0, %if.then563 ], [ %2616, %for.body567 ]
  %2597 = icmp slt i32 %j21, %2594
  br i1 %2597, label %for.body567, label %for.end568

for.body567:                                      ; preds = %for.cond566
  %2598 = mul i32 %bx, 4
  %2599 = add i32 %2598, %i12558
  %2600 = sext i32 %2599 to i64
  %2601 = sext i32 %N to i64
  %2602 = mul nsw i64 %2600, %2601
  %2603 = mul i32 %t, 512
  %2604 = add i32 %tl_lo14, %j21
  %2605 = add i32 %2603, %2604
  %2606 = sext i32 %2605 to i64
  %2607 = add nsw i64 %2602, %2606
  %2608 = getelementptr inbounds float, ptr %X, i64 %2607
  %2609 = load float, ptr %2608, align 4
  %2610 = sext i32 %i12558 to i64
  %2611 = mul nsw i64 %2610, 512
  %2612 = add i32 %tl_lo14, %j21
  %2613 = sext i32 %2612 to i64
  %2614 = add nsw i64 %2611, %2613
  %2615 = getelementptr inbounds float, ptr %X_f, i64 %2614
  store float %2609, ptr %2615, align 4
  %2616 = add nsw i32 %j21, 1
  br label %for.cond566, !llvm.loop !132

for.end568:                                       ; preds = %for.cond566
  br label %if.end565

for.cond569:                                      ; preds = %for.body570, %if.else564
  %j21572 = phi i32 [ 0, %if.else564 ], [ %2624, %for.body570 ]
  %2617 = icmp slt i32 %j21572, %2595
  br i1 %2617, label %for.body570, label %for.end571

for.body570:                                      ; preds = %for.cond569
  %2618 = sext i32 %i12558 to i64
  %2619 = mul nsw i64 %2618, 512
  %2620 = add i32 %tl_lo14, %j21572
  %2621 = sext i32 %2620 to i64
  %2622 = add nsw i64 %2619, %2621
  %2623 = getelementptr inbounds float, ptr %X_f, i64 %2622
  store float 0.000000e+00, ptr %2623, align 4
  %2624 = add nsw i32 %j21572, 1
  br label %for.cond569, !llvm.loop !133

for.end571:                                       ; preds = %for.cond569
  br label %if.end565

for.cond573:                                      ; preds = %for.body574, %if.end565
  %j21576 = phi i32 [ 0, %if.end565 ], [ %2632, %for.body574 ]
  %2625 = icmp slt i32 %j21576, %2596
  br i1 %2625, label %for.body574, label %for.end575

for.body574:                                      ; preds = %for.cond573
  %2626 = sext i32 %i12558 to i64
  %2627 = mul nsw i64 %2626, 512
  %2628 = add i32 %tl_hi15, %j21576
  %2629 = sext i32 %2628 to i64
  %2630 = add nsw i64 %2627, %2629
  %2631 = getelementptr inbounds float, ptr %X_f, i64 %2630
  store float 0.000000e+00, ptr %2631, align 4
  %2632 = add nsw i32 %j21576, 1
  br label %for.cond573, !llvm.loop !134

for.end575:                                       ; preds = %for.cond573
  %2633 = add nsw i32 %i12558, 1
  br label %for.cond555, !llvm.loop !135

for.cond577:                                      ; preds = %for.end590, %if.end548
  %i580 = phi i32 [ 0, %if.end548 ], [ %2792, %for.end590 ]
  %2634 = icmp slt i32 %i580, 4
  br i1 %2634, label %for.body578, label %for.end579

for.body578:                                      ; preds = %for.cond577
  %2635 = mul i32 %t, 512
  %2636 = sext i32 %2635 to i64
  %2637 = sub i64 0, %2636
  %2638 = icmp slt i64 %2637, 0
  %2639 = mul i32 %t, 512
  %2640 = sext i32 %2639 to i64
  %2641 = sub i64 0, %2640
  %2642 = icmp sgt i64 %2641, 512
  %2643 = mul i32 %t, 512
  %2644 = sext i32 %2643 to i64
  %2645 = sub i64 0, %2644
  %2646 = select i1 %2642, i64 512, i64 %2645
  %2647 = select i1 %2638, i64 0, i64 %2646
  %tl_lo16 = trunc i64 %2647 to i32
  %2648 = sext i32 %N to i64
  %2649 = mul i32 %t, 512
  %2650 = sext i32 %2649 to i64
  %2651 = sub i64 %2648, %2650
  %2652 = icmp slt i64 %2651, 0
  %2653 = sext i32 %N to i64
  %2654 = mul i32 %t, 512
  %2655 = sext i32 %2654 to i64
  %2656 = sub i64 %2653, %2655
  %2657 = icmp sgt i64 %2656, 512
  %2658 = sext i32 %N to i64
  %2659 = mul i32 %t, 512
  %2660 = sext i32 %2659 to i64
  %2661 = sub i64 %2658, %2660
  %2662 = select i1 %2657, i64 512, i64 %2661
  %2663 = select i1 %2652, i64 0, i64 %2662
  %2664 = sext i32 %tl_lo16 to i64
  %2665 = icmp slt i64 %2663, %2664
  %2666 = sext i32 %tl_lo16 to i64
  %2667 = sext i32 %N to i64
  %2668 = mul i32 %t, 512
  %2669 = sext i32 %2668 to i64
  %2670 = sub i64 %2667, %2669
  %2671 = icmp slt i64 %2670, 0
  %2672 = sext i32 %N to i64
  %2673 = mul i32 %t, 512
  %2674 = sext i32 %2673 to i64
  %2675 = sub i64 %2672, %2674
  %2676 = icmp sgt i64 %2675, 512
  %2677 = sext i32 %N to i64
  %2678 = mul i32 %t, 512
  %2679 = sext i32 %2678 to i64
  %2680 = sub i64 %2677, %2679
  %2681 = select i1 %2676, i64 512, i64 %2680
  %2682 = select i1 %2671, i64 0, i64 %2681
  %2683 = select i1 %2665, i64 %2666, i64 %2682
  %tl_hi17 = trunc i64 %2683 to i32
  br label %for.cond581

for.end579:                                       ; preds = %for.cond577
  %2684 = mul i32 %bx, 4
  %2685 = icmp sle i32 0, %2684
  %2686 = mul i32 %bx, 4
  %2687 = sext i32 %2686 to i64
  %2688 = add i64 %2687, 4
  %2689 = sext i32 %M to i64
  %2690 = icmp sle i64 %2688, %2689
  %2691 = and i1 %2685, %2690
  %2692 = mul i32 %t, 512
  %2693 = icmp sle i32 0, %2692
  %2694 = mul i32 %t, 512
  %2695 = sext i32 %2694 to i64
  %2696 = add i64 %2695, 512
  %2697 = sext i32 %N to i64
  %2698 = icmp sle i64 %2696, %2697
  %2699 = and i1 %2693, %2698
  %2700 = and i1 %2691, %2699
  br i1 %2700, label %if.then592, label %if.else593

for.cond581:                                      ; preds = %for.body582, %for.body578
  %j584 = phi i32 [ 0, %for.body578 ], [ %2723, %for.body582 ]
  %2701 = icmp slt i32 %j584, %tl_lo16
  br i1 %2701, label %for.body582, label %for.end583

for.body582:                                      ; preds = %for.cond581
  %2702 = sext i32 %i580 to i64
  %2703 = mul nsw i64 %2702, 512
  %2704 = sext i32 %j584 to i64
  %2705 = add nsw i64 %2703, %2704
  %2706 = getelementptr inbounds float, ptr %X_f, i64 %2705
  %2707 = load float, ptr %2706, align 4
  %2708 = sext i32 %i580 to i64
  %2709 = getelementptr inbounds float, ptr %mean, i64 %2708
  %2710 = load float, ptr %2709, align 4
  %2711 = fsub float %2707, %2710
  %2712 = sext i32 %i580 to i64
  %2713 = getelementptr inbounds float, ptr %rstd, i64 %2712
  %2714 = load float, ptr %2713, align 4
  %2715 = fmul float %2711, %2714
  %2716 = fmul float %2715, 0.000000e+00
  %2717 = fadd float %2716, 0.000000e+00
  %2718 = sext i32 %i580 to i64
  %2719 = mul nsw i64 %2718, 512
  %2720 = sext i32 %j584 to i64
  %2721 = add nsw i64 %2719, %2720
  %2722 = getelementptr inbounds float, ptr %X_f, i64 %2721
  store float %2717, ptr %2722, align 4
  %2723 = add nsw i32 %j584, 1
  br label %for.cond581, !llvm.loop !136

for.end583:                                       ; preds = %for.cond581
  %2724 = sub i32 %tl_hi17, %tl_lo16
  br label %for.cond585

for.cond585:                                      ; preds = %for.body586, %for.end583
  %j9 = phi i32 [ 0, %for.end583 ], [ %2765, %for.body586 ]
  %2725 = icmp slt i32 %j9, %2724
  br i1 %2725, label %for.body586, label %for.end587

for.body586:                                      ; preds = %for.cond585
  %2726 = sext i32 %i580 to i64
  %2727 = mul nsw i64 %2726, 512
  %2728 = add i32 %tl_lo16, %j9
  %2729 = sext i32 %2728 to i64
  %2730 = add nsw i64 %2727, %2729
  %2731 = getelementptr inbounds float, ptr %X_f, i64 %2730
  %2732 = load float, ptr %2731, align 4
  %2733 = sext i32 %i580 to i64
  %2734 = getelementptr inbounds float, ptr %mean, i64 %2733
  %2735 = load float, ptr %2734, align 4
  %2736 = fsub float %2732, %2735
  %2737 = sext i32 %i580 to i64
  %2738 = getelementptr inbounds float, ptr %rstd, i64 %2737
  %2739 = load float, ptr %2738, align 4
  %2740 = fmul float %2736, %2739
  %2741 = mul i32 %t, 512
  %2742 = sext i32 %2741 to i64
  %2743 = sext i32 %tl_lo16 to i64
  %2744 = sext i32 %j9 to i64
  %2745 = add i64 %2743, %2744
  %2746 = add i64 %2742, %2745
  %2747 = getelementptr inbounds float, ptr %W, i64 %2746
  %2748 = load float, ptr %2747, align 4
  %2749 = fmul float %2740, %2748
  %2750 = mul i32 %t, 512
  %2751 = sext i32 %2750 to i64
  %2752 = sext i32 %tl_lo16 to i64
  %2753 = sext i32 %j9 to i64
  %2754 = add i64 %2752, %2753
  %2755 = add i64 %2751, %2754
  %2756 = getelementptr inbounds float, ptr %B, i64 %2755
  %2757 = load float, ptr %2756, align 4
  %2758 = fadd float %2749, %2757
  %2759 = sext i32 %i580 to i64
  %2760 = mul nsw i64 %2759, 512
  %2761 = add i32 %tl_lo16, %j9
  %2762 = sext i32 %2761 to i64
  %2763 = add nsw i64 %2760, %2762
  %2764 = getelementptr inbounds float, ptr %X_f, i64 %2763
  store float %2758, ptr %2764, align 4
  %2765 = add nsw i32 %j9, 1
  br label %for.cond585, !llvm.loop !137

for.end587:                                       ; preds = %for.cond585
  %2766 = sub i32 512, %tl_hi17
  br label %for.cond588

for.cond588:                                      ; preds = %for.body589, %for.end587
  %j9591 = phi i32 [ 0, %for.end587 ], [ %2791, %for.body589 ]
  %2767 = icmp slt i32 %j9591, %2766
  br i1 %2767, label %for.body589, label %for.end590

for.body589:                                      ; preds = %for.cond588
  %2768 = sext i32 %i580 to i64
  %2769 = mul nsw i64 %2768, 512
  %2770 = add i32 %tl_hi17, %j9591
  %2771 = sext i32 %2770 to i64
  %2772 = add nsw i64 %2769, %2771
  %2773 = getelementptr inbounds float, ptr %X_f, i64 %2772
  %2774 = load float, ptr %2773, align 4
  %2775 = sext i32 %i580 to i64
  %2776 = getelementptr inbounds float, ptr %mean, i64 %2775
  %2777 = load float, ptr %2776, align 4
  %2778 = fsub float %2774, %2777
  %2779 = sext i32 %i580 to i64
  %2780 = getelementptr inbounds float, ptr %rstd, i64 %2779
  %2781 = load float, ptr %2780, align 4
  %2782 = fmul float %2778, %2781
  %2783 = fmul float %2782, 0.000000e+00
  %2784 = fadd float %2783, 0.000000e+00
  %2785 = sext i32 %i580 to i64
  %2786 = mul nsw i64 %2785, 512
  %2787 = add i32 %tl_hi17, %j9591
  %2788 = sext i32 %2787 to i64
  %2789 = add nsw i64 %2786, %2788
  %2790 = getelementptr inbounds float, ptr %X_f, i64 %2789
  store float %2784, ptr %2790, align 4
  %2791 = add nsw i32 %j9591, 1
  br label %for.cond588, !llvm.loop !138

for.end590:                                       ; preds = %for.cond588
  %2792 = add nsw i32 %i580, 1
  br label %for.cond577, !llvm.loop !139

if.then592:                                       ; preds = %for.end579
  br label %for.cond595

if.else593:                                       ; preds = %for.end579
  br label %for.cond606

if.end594:                                        ; preds = %for.end608, %for.end597
  %2793 = add nsw i32 %c545, 1
  br label %for.cond542, !llvm.loop !140

for.cond595:                                      ; preds = %if.end601, %if.then592
  %i12598 = phi i32 [ 0, %if.then592 ], [ %2813, %if.end601 ]
  %2794 = icmp slt i32 %i12598, 4
  br i1 %2794, label %for.body596, label %for.end597

for.body596:                                      ; preds = %for.cond595
  %2795 = sext i32 %M to i64
  %2796 = sext i32 %N to i64
  %2797 = mul i64 %2795, %2796
  %2798 = icmp sge i64 %2797, 8388608
  br i1 %2798, label %if.then599, label %if.else600

for.end597:                                       ; preds = %for.cond595
  br label %if.end594

if.then599:                                       ; preds = %for.body596
  %2799 = mul i32 %bx, 4
  %2800 = add i32 %2799, %i12598
  %2801 = sext i32 %2800 to i64
  %2802 = sext i32 %N to i64
  %2803 = mul nsw i64 %2801, %2802
  %2804 = mul i32 %t, 512
  %2805 = add i32 %2804, 0
  %2806 = sext i32 %2805 to i64
  %2807 = add nsw i64 %2803, %2806
  %2808 = getelementptr inbounds float, ptr %Y, i64 %2807
  %2809 = sext i32 %i12598 to i64
  %2810 = mul nsw i64 %2809, 512
  %2811 = add nsw i64 %2810, 0
  %2812 = getelementptr inbounds float, ptr %X_f, i64 %2811
  call void @tilec_rt_stream(ptr %2808, ptr %2812, i64 2048)
  br label %if.end601

if.else600:                                       ; preds = %for.body596
  br label %for.cond602

if.end601:                                        ; preds = %for.end604, %if.then599
  %2813 = add nsw i32 %i12598, 1
  br label %for.cond595, !llvm.loop !141

for.cond602:                                      ; preds = %for.body603, %if.else600
  %j2605 = phi i32 [ 0, %if.else600 ], [ %2831, %for.body603 ]
  %2814 = icmp slt i32 %j2605, 512
  br i1 %2814, label %for.body603, label %for.end604

for.body603:                                      ; preds = %for.cond602
  %2815 = sext i32 %i12598 to i64
  %2816 = mul nsw i64 %2815, 512
  %2817 = sext i32 %j2605 to i64
  %2818 = add nsw i64 %2816, %2817
  %2819 = getelementptr inbounds float, ptr %X_f, i64 %2818
  %2820 = load float, ptr %2819, align 4
  %2821 = mul i32 %bx, 4
  %2822 = add i32 %2821, %i12598
  %2823 = sext i32 %2822 to i64
  %2824 = sext i32 %N to i64
  %2825 = mul nsw i64 %2823, %2824
  %2826 = mul i32 %t, 512
  %2827 = add i32 %2826, %j2605
  %2828 = sext i32 %2827 to i64
  %2829 = add nsw i64 %2825, %2828
  %2830 = getelementptr inbounds float, ptr %Y, i64 %2829
  store float %2820, ptr %2830, align 4
  %2831 = add nsw i32 %j2605, 1
  br label %for.cond602, !llvm.loop !142

for.end604:                                       ; preds = %for.cond602
  br label %if.end601

for.cond606:                                      ; preds = %for.end612, %if.else593
  %i12609 = phi i32 [ 0, %if.else593 ], [ %2859, %for.end612 ]
  %2832 = icmp slt i32 %i12609, 4
  br i1 %2832, label %for.body607, label %for.end608

for.body607:                                      ; preds = %for.cond606
  br label %for.cond610

for.end608:                                       ; preds = %for.cond606
  br label %if.end594

for.cond610:                                      ; preds = %if.end616, %for.body607
  %j2613 = phi i32 [ 0, %for.body607 ], [ %2876, %if.end616 ]
  %2833 = icmp slt i32 %j2613, 512
  br i1 %2833, label %for.body611, label %for.end612

for.body611:                                      ; preds = %for.cond610
  %2834 = mul i32 %bx, 4
  %2835 = sext i32 %2834 to i64
  %2836 = sext i32 %i12609 to i64
  %2837 = add i64 %2835, %2836
  %2838 = icmp sle i64 0, %2837
  %2839 = mul i32 %bx, 4
  %2840 = sext i32 %2839 to i64
  %2841 = sext i32 %i12609 to i64
  %2842 = add i64 %2840, %2841
  %2843 = sext i32 %M to i64
  %2844 = icmp slt i64 %2842, %2843
  %2845 = and i1 %2838, %2844
  %2846 = mul i32 %t, 512
  %2847 = sext i32 %2846 to i64
  %2848 = sext i32 %j2613 to i64
  %2849 = add i64 %2847, %2848
  %2850 = icmp sle i64 0, %2849
  %2851 = mul i32 %t, 512
  %2852 = sext i32 %2851 to i64
  %2853 = sext i32 %j2613 to i64
  %2854 = add i64 %2852, %2853
  %2855 = sext i32 %N to i64
  %2856 = icmp slt i64 %2854, %2855
  %2857 = and i1 %2850, %2856
  %2858 = and i1 %2845, %2857
  br i1 %2858, label %if.then614, label %if.else615

for.end612:                                       ; preds = %for.cond610
  %2859 = add nsw i32 %i12609, 1
  br label %for.cond606, !llvm.loop !143

if.then614:                                       ; preds = %for.body611
  %2860 = sext i32 %i12609 to i64
  %2861 = mul nsw i64 %2860, 512
  %2862 = sext i32 %j2613 to i64
  %2863 = add nsw i64 %2861, %2862
  %2864 = getelementptr inbounds float, ptr %X_f, i64 %2863
  %2865 = load float, ptr %2864, align 4
  %2866 = mul i32 %bx, 4
  %2867 = add i32 %2866, %i12609
  %2868 = sext i32 %2867 to i64
  %2869 = sext i32 %N to i64
  %2870 = mul nsw i64 %2868, %2869
  %2871 = mul i32 %t, 512
  %2872 = add i32 %2871, %j2613
  %2873 = sext i32 %2872 to i64
  %2874 = add nsw i64 %2870, %2873
  %2875 = getelementptr inbounds float, ptr %Y, i64 %2874
  store float %2865, ptr %2875, align 4
  br label %if.end616

if.else615:                                       ; preds = %for.body611
  br label %if.end616

if.end616:                                        ; preds = %if.else615, %if.then614
  %2876 = add nsw i32 %j2613, 1
  br label %for.cond610, !llvm.loop !144
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nounwind
define internal void @layernorm_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_layernorm, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_layernorm, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_layernorm, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_layernorm, ptr %ctx, i32 0, i32 3
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %tilec_args_layernorm, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_layernorm, ptr %ctx, i32 0, i32 5
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %tilec_args_layernorm, ptr %ctx, i32 0, i32 6
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
  call void @layernorm_block(ptr %1, ptr %3, ptr %5, ptr %7, i32 %9, i32 %11, i32 %24)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_layernorm(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_layernorm, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_layernorm, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_layernorm, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_layernorm, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds ptr, ptr %args, i64 3
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds %tilec_args_layernorm, ptr %a, i32 0, i32 3
  store ptr %12, ptr %13, align 8
  %14 = getelementptr inbounds i64, ptr %dims, i64 0
  %15 = load i64, ptr %14, align 8
  %M = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_layernorm, ptr %a, i32 0, i32 4
  store i32 %M, ptr %16, align 4
  %17 = getelementptr inbounds i64, ptr %dims, i64 1
  %18 = load i64, ptr %17, align 8
  %N = trunc i64 %18 to i32
  %19 = getelementptr inbounds %tilec_args_layernorm, ptr %a, i32 0, i32 5
  store i32 %N, ptr %19, align 4
  %20 = getelementptr inbounds %tilec_args_layernorm, ptr %a, i32 0, i32 6
  %21 = icmp sle i32 %N, 256
  %22 = select i1 %21, i32 16, i32 4
  %23 = sext i32 %M to i64
  %24 = sext i32 %22 to i64
  %25 = icmp eq i64 %24, 0
  %26 = icmp eq i64 %24, -1
  %27 = or i1 %25, %26
  %28 = select i1 %27, i64 1, i64 %24
  %29 = sdiv i64 %23, %28
  %30 = sub i64 0, %23
  %31 = select i1 %26, i64 %30, i64 %29
  %32 = icmp eq i64 %24, 0
  %33 = icmp eq i64 %24, -1
  %34 = or i1 %32, %33
  %35 = select i1 %34, i64 1, i64 %24
  %36 = srem i64 %23, %35
  %37 = icmp ne i64 %36, 0
  %38 = icmp slt i64 %23, 0
  %39 = icmp slt i64 %24, 0
  %40 = icmp eq i1 %38, %39
  %41 = and i1 %37, %40
  %42 = zext i1 %41 to i64
  %43 = add i64 %31, %42
  %44 = trunc i64 %43 to i32
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [3 x i64], ptr %20, i64 0, i64 0
  store i64 %45, ptr %46, align 8
  %47 = icmp sgt i64 %45, 0
  %48 = mul i64 1, %45
  %49 = getelementptr inbounds [3 x i64], ptr %20, i64 0, i64 1
  store i64 1, ptr %49, align 8
  %50 = and i1 %47, true
  %51 = mul i64 %48, 1
  %52 = getelementptr inbounds [3 x i64], ptr %20, i64 0, i64 2
  store i64 1, ptr %52, align 8
  %53 = and i1 %50, true
  %54 = mul i64 %51, 1
  br i1 %53, label %run, label %empty

run:                                              ; preds = %body
  %55 = call i32 @tilec_rt_run_blocks(i64 %54, i32 %nworkers, ptr @layernorm_task, ptr %a)
  ret i32 %55

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

attributes #0 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.vectorize.enable", i1 true}
!3 = distinct !{!3, !1, !2}
!4 = distinct !{!4, !1, !2}
!5 = distinct !{!5, !1, !2}
!6 = distinct !{!6, !1}
!7 = distinct !{!7, !1, !2}
!8 = distinct !{!8, !1, !2}
!9 = distinct !{!9, !1}
!10 = distinct !{!10, !1, !2}
!11 = distinct !{!11, !1}
!12 = distinct !{!12, !1}
!13 = distinct !{!13, !1}
!14 = distinct !{!14, !1}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !1}
!17 = distinct !{!17, !1, !2}
!18 = distinct !{!18, !1, !2}
!19 = distinct !{!19, !1}
!20 = distinct !{!20, !1, !2}
!21 = distinct !{!21, !1}
!22 = distinct !{!22, !1}
!23 = distinct !{!23, !1}
!24 = distinct !{!24, !1}
!25 = distinct !{!25, !1}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !1, !2}
!28 = distinct !{!28, !1, !2}
!29 = distinct !{!29, !1, !2}
!30 = distinct !{!30, !1}
!31 = distinct !{!31, !1, !2}
!32 = distinct !{!32, !1, !2}
!33 = distinct !{!33, !1, !2}
!34 = distinct !{!34, !1, !2}
!35 = distinct !{!35, !1}
!36 = distinct !{!36, !1, !2}
!37 = distinct !{!37, !1, !2}
!38 = distinct !{!38, !1}
!39 = distinct !{!39, !1, !2}
!40 = distinct !{!40, !1}
!41 = distinct !{!41, !1}
!42 = distinct !{!42, !1}
!43 = distinct !{!43, !1}
!44 = distinct !{!44, !1}
!45 = distinct !{!45, !1}
!46 = distinct !{!46, !1, !2}
!47 = distinct !{!47, !1, !2}
!48 = distinct !{!48, !1}
!49 = distinct !{!49, !1, !2}
!50 = distinct !{!50, !1}
!51 = distinct !{!51, !1}
!52 = distinct !{!52, !1}
!53 = distinct !{!53, !1}
!54 = distinct !{!54, !1}
!55 = distinct !{!55, !1}
!56 = distinct !{!56, !1, !2}
!57 = distinct !{!57, !1}
!58 = distinct !{!58, !1, !2}
!59 = distinct !{!59, !1, !2}
!60 = distinct !{!60, !1}
!61 = distinct !{!61, !1, !2}
!62 = distinct !{!62, !1, !2}
!63 = distinct !{!63, !1, !2}
!64 = distinct !{!64, !1}
!65 = distinct !{!65, !1, !2}
!66 = distinct !{!66, !1, !2}
!67 = distinct !{!67, !1}
!68 = distinct !{!68, !1, !2}
!69 = distinct !{!69, !1}
!70 = distinct !{!70, !1, !2}
!71 = distinct !{!71, !1}
!72 = distinct !{!72, !1}
!73 = distinct !{!73, !1}
!74 = distinct !{!74, !1}
!75 = distinct !{!75, !1}
!76 = distinct !{!76, !1}
!77 = distinct !{!77, !1, !2}
!78 = distinct !{!78, !1}
!79 = distinct !{!79, !1, !2}
!80 = distinct !{!80, !1, !2}
!81 = distinct !{!81, !1}
!82 = distinct !{!82, !1, !2}
!83 = distinct !{!83, !1}
!84 = distinct !{!84, !1, !2}
!85 = distinct !{!85, !1}
!86 = distinct !{!86, !1}
!87 = distinct !{!87, !1}
!88 = distinct !{!88, !1}
!89 = distinct !{!89, !1}
!90 = distinct !{!90, !1}
!91 = distinct !{!91, !1, !2}
!92 = distinct !{!92, !1}
!93 = distinct !{!93, !1}
!94 = distinct !{!94, !1, !2}
!95 = distinct !{!95, !1, !2}
!96 = distinct !{!96, !1, !2}
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
!107 = distinct !{!107, !1, !2}
!108 = distinct !{!108, !1, !2}
!109 = distinct !{!109, !1}
!110 = distinct !{!110, !1, !2}
!111 = distinct !{!111, !1}
!112 = distinct !{!112, !1}
!113 = distinct !{!113, !1}
!114 = distinct !{!114, !1}
!115 = distinct !{!115, !1}
!116 = distinct !{!116, !1}
!117 = distinct !{!117, !1}
!118 = distinct !{!118, !1, !2}
!119 = distinct !{!119, !1, !2}
!120 = distinct !{!120, !1}
!121 = distinct !{!121, !1, !2}
!122 = distinct !{!122, !1}
!123 = distinct !{!123, !1}
!124 = distinct !{!124, !1}
!125 = distinct !{!125, !1}
!126 = distinct !{!126, !1}
!127 = distinct !{!127, !1}
!128 = distinct !{!128, !1, !2}
!129 = distinct !{!129, !1, !2}
!130 = distinct !{!130, !1}
!131 = distinct !{!131, !1, !2}
!132 = distinct !{!132, !1, !2}
!133 = distinct !{!133, !1, !2}
!134 = distinct !{!134, !1, !2}
!135 = distinct !{!135, !1}
!136 = distinct !{!136, !1, !2}
!137 = distinct !{!137, !1, !2}
!138 = distinct !{!138, !1, !2}
!139 = distinct !{!139, !1}
!140 = distinct !{!140, !1}
!141 = distinct !{!141, !1}
!142 = distinct !{!142, !1}
!143 = distinct !{!143, !1}
!144 = distinct !{!144, !1}
