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
  %W_f = alloca [512 x float], align 64
  %B_f = alloca [512 x float], align 64
  br label %body

body:                                             ; preds = %entry
  %0 = sitofp i32 %N to float
  %inv_n = fdiv float 1.000000e+00, %0
  %1 = icmp sle i32 %N, 256
  br i1 %1, label %if.then, label %if.else

if.then:                                          ; preds = %body
  call void @llvm.memset.p0.i64(ptr align 64 %X_s, i8 0, i64 16384, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %sq_s, i8 0, i64 16384, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %mean_s, i8 0, i64 64, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %rstd_s, i8 0, i64 64, i1 false)
  br label %for.cond

if.else:                                          ; preds = %body
  call void @llvm.memset.p0.i64(ptr align 64 %X_f, i8 0, i64 8192, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %sq, i8 0, i64 8192, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %mean, i8 0, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %rstd, i8 0, i64 16, i1 false)
  %2 = icmp sle i32 %N, 512
  br i1 %2, label %if.then77, label %if.else78

if.end:                                           ; preds = %if.end79, %for.end61
  ret void

for.cond:                                         ; preds = %for.end17, %if.then
  %i = phi i32 [ 0, %if.then ], [ %96, %for.end17 ]
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
  br label %for.cond19

for.cond1:                                        ; preds = %for.body2, %for.body
  %j = phi i32 [ 0, %for.body ], [ %33, %for.body2 ]
  %20 = icmp slt i32 %j, 0
  br i1 %20, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %21 = icmp slt i32 %j, %N
  %x = select i1 %21, float 0.000000e+00, float 0.000000e+00
  %22 = sext i32 %i to i64
  %23 = mul nsw i64 %22, 256
  %24 = sext i32 %j to i64
  %25 = add nsw i64 %23, %24
  %26 = getelementptr inbounds float, ptr %X_s, i64 %25
  store float %x, ptr %26, align 4
  %27 = fmul float %x, %x
  %28 = sext i32 %i to i64
  %29 = mul nsw i64 %28, 256
  %30 = sext i32 %j to i64
  %31 = add nsw i64 %29, %30
  %32 = getelementptr inbounds float, ptr %sq_s, i64 %31
  store float %27, ptr %32, align 4
  %33 = add nsw i32 %j, 1
  br label %for.cond1, !llvm.loop !0

for.end3:                                         ; preds = %for.cond1
  %34 = mul i32 %bx, 16
  %35 = add i32 %34, %i
  %36 = icmp sle i32 0, %35
  %37 = mul i32 %bx, 16
  %38 = add i32 %37, %i
  %39 = icmp slt i32 %38, %M
  %40 = and i1 %36, %39
  br i1 %40, label %if.then4, label %if.else5

if.then4:                                         ; preds = %for.end3
  %41 = sub i32 %tl_hi1, 0
  br label %for.cond7

if.else5:                                         ; preds = %for.end3
  %42 = sub i32 %tl_hi1, 0
  br label %for.cond11

if.end6:                                          ; preds = %for.end13, %for.end9
  %43 = sub i32 256, %tl_hi1
  br label %for.cond15

for.cond7:                                        ; preds = %for.body8, %if.then4
  %j3 = phi i32 [ 0, %if.then4 ], [ %67, %for.body8 ]
  %44 = icmp slt i32 %j3, %41
  br i1 %44, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  %45 = mul i32 %bx, 16
  %46 = add i32 %45, %i
  %47 = sext i32 %46 to i64
  %48 = sext i32 %N to i64
  %49 = mul nsw i64 %47, %48
  %50 = add i32 0, %j3
  %51 = sext i32 %50 to i64
  %52 = add nsw i64 %49, %51
  %53 = getelementptr inbounds float, ptr %X, i64 %52
  %x10 = load float, ptr %53, align 4
  %54 = sext i32 %i to i64
  %55 = mul nsw i64 %54, 256
  %56 = add i32 0, %j3
  %57 = sext i32 %56 to i64
  %58 = add nsw i64 %55, %57
  %59 = getelementptr inbounds float, ptr %X_s, i64 %58
  store float %x10, ptr %59, align 4
  %60 = fmul float %x10, %x10
  %61 = sext i32 %i to i64
  %62 = mul nsw i64 %61, 256
  %63 = add i32 0, %j3
  %64 = sext i32 %63 to i64
  %65 = add nsw i64 %62, %64
  %66 = getelementptr inbounds float, ptr %sq_s, i64 %65
  store float %60, ptr %66, align 4
  %67 = add nsw i32 %j3, 1
  br label %for.cond7, !llvm.loop !3

for.end9:                                         ; preds = %for.cond7
  br label %if.end6

for.cond11:                                       ; preds = %for.body12, %if.else5
  %j314 = phi i32 [ 0, %if.else5 ], [ %81, %for.body12 ]
  %68 = icmp slt i32 %j314, %42
  br i1 %68, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %69 = sext i32 %i to i64
  %70 = mul nsw i64 %69, 256
  %71 = add i32 0, %j314
  %72 = sext i32 %71 to i64
  %73 = add nsw i64 %70, %72
  %74 = getelementptr inbounds float, ptr %X_s, i64 %73
  store float 0.000000e+00, ptr %74, align 4
  %75 = sext i32 %i to i64
  %76 = mul nsw i64 %75, 256
  %77 = add i32 0, %j314
  %78 = sext i32 %77 to i64
  %79 = add nsw i64 %76, %78
  %80 = getelementptr inbounds float, ptr %sq_s, i64 %79
  store float 0.000000e+00, ptr %80, align 4
  %81 = add nsw i32 %j314, 1
  br label %for.cond11, !llvm.loop !4

for.end13:                                        ; preds = %for.cond11
  br label %if.end6

for.cond15:                                       ; preds = %for.body16, %if.end6
  %j318 = phi i32 [ 0, %if.end6 ], [ %95, %for.body16 ]
  %82 = icmp slt i32 %j318, %43
  br i1 %82, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  %83 = sext i32 %i to i64
  %84 = mul nsw i64 %83, 256
  %85 = add i32 %tl_hi1, %j318
  %86 = sext i32 %85 to i64
  %87 = add nsw i64 %84, %86
  %88 = getelementptr inbounds float, ptr %X_s, i64 %87
  store float 0.000000e+00, ptr %88, align 4
  %89 = sext i32 %i to i64
  %90 = mul nsw i64 %89, 256
  %91 = add i32 %tl_hi1, %j318
  %92 = sext i32 %91 to i64
  %93 = add nsw i64 %90, %92
  %94 = getelementptr inbounds float, ptr %sq_s, i64 %93
  store float 0.000000e+00, ptr %94, align 4
  %95 = add nsw i32 %j318, 1
  br label %for.cond15, !llvm.loop !5

for.end17:                                        ; preds = %for.cond15
  %96 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !6

for.cond19:                                       ; preds = %for.end37, %for.end
  %i1 = phi i32 [ 0, %for.end ], [ %267, %for.end37 ]
  %97 = icmp slt i32 %i1, 16
  br i1 %97, label %for.body20, label %for.end21

for.body20:                                       ; preds = %for.cond19
  br label %for.cond22

for.end21:                                        ; preds = %for.cond19
  br label %for.cond39

for.cond22:                                       ; preds = %for.body23, %for.body20
  %lane = phi i32 [ 0, %for.body20 ], [ %107, %for.body23 ]
  %98 = icmp slt i32 %lane, 32
  br i1 %98, label %for.body23, label %for.end24

for.body23:                                       ; preds = %for.cond22
  %99 = sext i32 %i1 to i64
  %100 = mul nsw i64 %99, 256
  %101 = sext i32 %lane to i64
  %102 = add nsw i64 %100, %101
  %103 = getelementptr inbounds float, ptr %X_s, i64 %102
  %104 = load float, ptr %103, align 4
  %105 = sext i32 %lane to i64
  %106 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %105
  store float %104, ptr %106, align 4
  %107 = add nsw i32 %lane, 1
  br label %for.cond22, !llvm.loop !7

for.end24:                                        ; preds = %for.cond22
  %108 = sext i32 %N to i64
  %109 = icmp slt i64 %108, 0
  %110 = sext i32 %N to i64
  %111 = icmp sgt i64 %110, 256
  %112 = sext i32 %N to i64
  %113 = select i1 %111, i64 256, i64 %112
  %114 = select i1 %109, i64 0, i64 %113
  %115 = icmp slt i64 %114, 0
  %116 = sext i32 %N to i64
  %117 = icmp slt i64 %116, 0
  %118 = sext i32 %N to i64
  %119 = icmp sgt i64 %118, 256
  %120 = sext i32 %N to i64
  %121 = select i1 %119, i64 256, i64 %120
  %122 = select i1 %117, i64 0, i64 %121
  %123 = select i1 %115, i64 0, i64 %122
  %124 = trunc i64 %123 to i32
  %125 = icmp slt i32 %124, 0
  %126 = sext i32 %N to i64
  %127 = icmp slt i64 %126, 0
  %128 = sext i32 %N to i64
  %129 = icmp sgt i64 %128, 256
  %130 = sext i32 %N to i64
  %131 = select i1 %129, i64 256, i64 %130
  %132 = select i1 %127, i64 0, i64 %131
  %133 = icmp slt i64 %132, 0
  %134 = sext i32 %N to i64
  %135 = icmp slt i64 %134, 0
  %136 = sext i32 %N to i64
  %137 = icmp sgt i64 %136, 256
  %138 = sext i32 %N to i64
  %139 = select i1 %137, i64 256, i64 %138
  %140 = select i1 %135, i64 0, i64 %139
  %141 = select i1 %133, i64 0, i64 %140
  %142 = trunc i64 %141 to i32
  %143 = icmp sgt i32 %142, 256
  %144 = sext i32 %N to i64
  %145 = icmp slt i64 %144, 0
  %146 = sext i32 %N to i64
  %147 = icmp sgt i64 %146, 256
  %148 = sext i32 %N to i64
  %149 = select i1 %147, i64 256, i64 %148
  %150 = select i1 %145, i64 0, i64 %149
  %151 = icmp slt i64 %150, 0
  %152 = sext i32 %N to i64
  %153 = icmp slt i64 %152, 0
  %154 = sext i32 %N to i64
  %155 = icmp sgt i64 %154, 256
  %156 = sext i32 %N to i64
  %157 = select i1 %155, i64 256, i64 %156
  %158 = select i1 %153, i64 0, i64 %157
  %159 = select i1 %151, i64 0, i64 %158
  %160 = trunc i64 %159 to i32
  %161 = select i1 %143, i32 256, i32 %160
  %162 = select i1 %125, i32 0, i32 %161
  %163 = add i32 %162, 31
  %164 = sdiv i32 %163, 32
  %165 = sub i32 0, %163
  %166 = select i1 false, i32 %165, i32 %164
  %167 = sub i32 %166, 1
  %168 = icmp slt i32 %167, 0
  %169 = sext i32 %N to i64
  %170 = icmp slt i64 %169, 0
  %171 = sext i32 %N to i64
  %172 = icmp sgt i64 %171, 256
  %173 = sext i32 %N to i64
  %174 = select i1 %172, i64 256, i64 %173
  %175 = select i1 %170, i64 0, i64 %174
  %176 = icmp slt i64 %175, 0
  %177 = sext i32 %N to i64
  %178 = icmp slt i64 %177, 0
  %179 = sext i32 %N to i64
  %180 = icmp sgt i64 %179, 256
  %181 = sext i32 %N to i64
  %182 = select i1 %180, i64 256, i64 %181
  %183 = select i1 %178, i64 0, i64 %182
  %184 = select i1 %176, i64 0, i64 %183
  %185 = trunc i64 %184 to i32
  %186 = icmp slt i32 %185, 0
  %187 = sext i32 %N to i64
  %188 = icmp slt i64 %187, 0
  %189 = sext i32 %N to i64
  %190 = icmp sgt i64 %189, 256
  %191 = sext i32 %N to i64
  %192 = select i1 %190, i64 256, i64 %191
  %193 = select i1 %188, i64 0, i64 %192
  %194 = icmp slt i64 %193, 0
  %195 = sext i32 %N to i64
  %196 = icmp slt i64 %195, 0
  %197 = sext i32 %N to i64
  %198 = icmp sgt i64 %197, 256
  %199 = sext i32 %N to i64
  %200 = select i1 %198, i64 256, i64 %199
  %201 = select i1 %196, i64 0, i64 %200
  %202 = select i1 %194, i64 0, i64 %201
  %203 = trunc i64 %202 to i32
  %204 = icmp sgt i32 %203, 256
  %205 = sext i32 %N to i64
  %206 = icmp slt i64 %205, 0
  %207 = sext i32 %N to i64
  %208 = icmp sgt i64 %207, 256
  %209 = sext i32 %N to i64
  %210 = select i1 %208, i64 256, i64 %209
  %211 = select i1 %206, i64 0, i64 %210
  %212 = icmp slt i64 %211, 0
  %213 = sext i32 %N to i64
  %214 = icmp slt i64 %213, 0
  %215 = sext i32 %N to i64
  %216 = icmp sgt i64 %215, 256
  %217 = sext i32 %N to i64
  %218 = select i1 %216, i64 256, i64 %217
  %219 = select i1 %214, i64 0, i64 %218
  %220 = select i1 %212, i64 0, i64 %219
  %221 = trunc i64 %220 to i32
  %222 = select i1 %204, i32 256, i32 %221
  %223 = select i1 %186, i32 0, i32 %222
  %224 = add i32 %223, 31
  %225 = sdiv i32 %224, 32
  %226 = sub i32 0, %224
  %227 = select i1 false, i32 %226, i32 %225
  %228 = sub i32 %227, 1
  %229 = select i1 %168, i32 0, i32 %228
  %tl_steps1 = select i1 true, i32 %229, i32 7
  br label %for.cond25

for.cond25:                                       ; preds = %for.end30, %for.end24
  %red = phi i32 [ 0, %for.end24 ], [ %249, %for.end30 ]
  %230 = icmp slt i32 %red, %tl_steps1
  br i1 %230, label %for.body26, label %for.end27

for.body26:                                       ; preds = %for.cond25
  br label %for.cond28

for.end27:                                        ; preds = %for.cond25
  %231 = icmp slt i32 %tl_steps1, 7
  br i1 %231, label %if.then32, label %if.else33

for.cond28:                                       ; preds = %for.body29, %for.body26
  %lane31 = phi i32 [ 0, %for.body26 ], [ %248, %for.body29 ]
  %232 = icmp slt i32 %lane31, 32
  br i1 %232, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  %233 = sext i32 %lane31 to i64
  %234 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %233
  %235 = load float, ptr %234, align 4
  %236 = sext i32 %i1 to i64
  %237 = mul nsw i64 %236, 256
  %238 = add i32 %red, 1
  %239 = mul i32 %238, 32
  %240 = add i32 %239, %lane31
  %241 = sext i32 %240 to i64
  %242 = add nsw i64 %237, %241
  %243 = getelementptr inbounds float, ptr %X_s, i64 %242
  %244 = load float, ptr %243, align 4
  %245 = fadd float %235, %244
  %246 = sext i32 %lane31 to i64
  %247 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %246
  store float %245, ptr %247, align 4
  %248 = add nsw i32 %lane31, 1
  br label %for.cond28, !llvm.loop !8

for.end30:                                        ; preds = %for.cond28
  %249 = add nsw i32 %red, 1
  br label %for.cond25, !llvm.loop !9

if.then32:                                        ; preds = %for.end27
  %250 = getelementptr inbounds float, ptr %tl_lanes_22, i64 0
  %251 = load float, ptr %250, align 4
  %252 = fadd float %251, 0.000000e+00
  %253 = getelementptr inbounds float, ptr %tl_lanes_22, i64 0
  store float %252, ptr %253, align 4
  br label %if.end34

if.else33:                                        ; preds = %for.end27
  br label %if.end34

if.end34:                                         ; preds = %if.else33, %if.then32
  %254 = sext i32 %i1 to i64
  %255 = getelementptr inbounds float, ptr %mean_s, i64 %254
  store float 0.000000e+00, ptr %255, align 4
  br label %for.cond35

for.cond35:                                       ; preds = %for.body36, %if.end34
  %lane38 = phi i32 [ 0, %if.end34 ], [ %266, %for.body36 ]
  %256 = icmp slt i32 %lane38, 32
  br i1 %256, label %for.body36, label %for.end37

for.body36:                                       ; preds = %for.cond35
  %257 = sext i32 %i1 to i64
  %258 = getelementptr inbounds float, ptr %mean_s, i64 %257
  %259 = load float, ptr %258, align 4
  %260 = sext i32 %lane38 to i64
  %261 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %260
  %262 = load float, ptr %261, align 4
  %263 = fadd float %259, %262
  %264 = sext i32 %i1 to i64
  %265 = getelementptr inbounds float, ptr %mean_s, i64 %264
  store float %263, ptr %265, align 4
  %266 = add nsw i32 %lane38, 1
  br label %for.cond35, !llvm.loop !10

for.end37:                                        ; preds = %for.cond35
  %267 = add nsw i32 %i1, 1
  br label %for.cond19, !llvm.loop !11

for.cond39:                                       ; preds = %for.end57, %for.end21
  %i2 = phi i32 [ 0, %for.end21 ], [ %438, %for.end57 ]
  %268 = icmp slt i32 %i2, 16
  br i1 %268, label %for.body40, label %for.end41

for.body40:                                       ; preds = %for.cond39
  br label %for.cond42

for.end41:                                        ; preds = %for.cond39
  br label %for.cond59

for.cond42:                                       ; preds = %for.body43, %for.body40
  %lane1 = phi i32 [ 0, %for.body40 ], [ %278, %for.body43 ]
  %269 = icmp slt i32 %lane1, 32
  br i1 %269, label %for.body43, label %for.end44

for.body43:                                       ; preds = %for.cond42
  %270 = sext i32 %i2 to i64
  %271 = mul nsw i64 %270, 256
  %272 = sext i32 %lane1 to i64
  %273 = add nsw i64 %271, %272
  %274 = getelementptr inbounds float, ptr %sq_s, i64 %273
  %275 = load float, ptr %274, align 4
  %276 = sext i32 %lane1 to i64
  %277 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %276
  store float %275, ptr %277, align 4
  %278 = add nsw i32 %lane1, 1
  br label %for.cond42, !llvm.loop !12

for.end44:                                        ; preds = %for.cond42
  %279 = sext i32 %N to i64
  %280 = icmp slt i64 %279, 0
  %281 = sext i32 %N to i64
  %282 = icmp sgt i64 %281, 256
  %283 = sext i32 %N to i64
  %284 = select i1 %282, i64 256, i64 %283
  %285 = select i1 %280, i64 0, i64 %284
  %286 = icmp slt i64 %285, 0
  %287 = sext i32 %N to i64
  %288 = icmp slt i64 %287, 0
  %289 = sext i32 %N to i64
  %290 = icmp sgt i64 %289, 256
  %291 = sext i32 %N to i64
  %292 = select i1 %290, i64 256, i64 %291
  %293 = select i1 %288, i64 0, i64 %292
  %294 = select i1 %286, i64 0, i64 %293
  %295 = trunc i64 %294 to i32
  %296 = icmp slt i32 %295, 0
  %297 = sext i32 %N to i64
  %298 = icmp slt i64 %297, 0
  %299 = sext i32 %N to i64
  %300 = icmp sgt i64 %299, 256
  %301 = sext i32 %N to i64
  %302 = select i1 %300, i64 256, i64 %301
  %303 = select i1 %298, i64 0, i64 %302
  %304 = icmp slt i64 %303, 0
  %305 = sext i32 %N to i64
  %306 = icmp slt i64 %305, 0
  %307 = sext i32 %N to i64
  %308 = icmp sgt i64 %307, 256
  %309 = sext i32 %N to i64
  %310 = select i1 %308, i64 256, i64 %309
  %311 = select i1 %306, i64 0, i64 %310
  %312 = select i1 %304, i64 0, i64 %311
  %313 = trunc i64 %312 to i32
  %314 = icmp sgt i32 %313, 256
  %315 = sext i32 %N to i64
  %316 = icmp slt i64 %315, 0
  %317 = sext i32 %N to i64
  %318 = icmp sgt i64 %317, 256
  %319 = sext i32 %N to i64
  %320 = select i1 %318, i64 256, i64 %319
  %321 = select i1 %316, i64 0, i64 %320
  %322 = icmp slt i64 %321, 0
  %323 = sext i32 %N to i64
  %324 = icmp slt i64 %323, 0
  %325 = sext i32 %N to i64
  %326 = icmp sgt i64 %325, 256
  %327 = sext i32 %N to i64
  %328 = select i1 %326, i64 256, i64 %327
  %329 = select i1 %324, i64 0, i64 %328
  %330 = select i1 %322, i64 0, i64 %329
  %331 = trunc i64 %330 to i32
  %332 = select i1 %314, i32 256, i32 %331
  %333 = select i1 %296, i32 0, i32 %332
  %334 = add i32 %333, 31
  %335 = sdiv i32 %334, 32
  %336 = sub i32 0, %334
  %337 = select i1 false, i32 %336, i32 %335
  %338 = sub i32 %337, 1
  %339 = icmp slt i32 %338, 0
  %340 = sext i32 %N to i64
  %341 = icmp slt i64 %340, 0
  %342 = sext i32 %N to i64
  %343 = icmp sgt i64 %342, 256
  %344 = sext i32 %N to i64
  %345 = select i1 %343, i64 256, i64 %344
  %346 = select i1 %341, i64 0, i64 %345
  %347 = icmp slt i64 %346, 0
  %348 = sext i32 %N to i64
  %349 = icmp slt i64 %348, 0
  %350 = sext i32 %N to i64
  %351 = icmp sgt i64 %350, 256
  %352 = sext i32 %N to i64
  %353 = select i1 %351, i64 256, i64 %352
  %354 = select i1 %349, i64 0, i64 %353
  %355 = select i1 %347, i64 0, i64 %354
  %356 = trunc i64 %355 to i32
  %357 = icmp slt i32 %356, 0
  %358 = sext i32 %N to i64
  %359 = icmp slt i64 %358, 0
  %360 = sext i32 %N to i64
  %361 = icmp sgt i64 %360, 256
  %362 = sext i32 %N to i64
  %363 = select i1 %361, i64 256, i64 %362
  %364 = select i1 %359, i64 0, i64 %363
  %365 = icmp slt i64 %364, 0
  %366 = sext i32 %N to i64
  %367 = icmp slt i64 %366, 0
  %368 = sext i32 %N to i64
  %369 = icmp sgt i64 %368, 256
  %370 = sext i32 %N to i64
  %371 = select i1 %369, i64 256, i64 %370
  %372 = select i1 %367, i64 0, i64 %371
  %373 = select i1 %365, i64 0, i64 %372
  %374 = trunc i64 %373 to i32
  %375 = icmp sgt i32 %374, 256
  %376 = sext i32 %N to i64
  %377 = icmp slt i64 %376, 0
  %378 = sext i32 %N to i64
  %379 = icmp sgt i64 %378, 256
  %380 = sext i32 %N to i64
  %381 = select i1 %379, i64 256, i64 %380
  %382 = select i1 %377, i64 0, i64 %381
  %383 = icmp slt i64 %382, 0
  %384 = sext i32 %N to i64
  %385 = icmp slt i64 %384, 0
  %386 = sext i32 %N to i64
  %387 = icmp sgt i64 %386, 256
  %388 = sext i32 %N to i64
  %389 = select i1 %387, i64 256, i64 %388
  %390 = select i1 %385, i64 0, i64 %389
  %391 = select i1 %383, i64 0, i64 %390
  %392 = trunc i64 %391 to i32
  %393 = select i1 %375, i32 256, i32 %392
  %394 = select i1 %357, i32 0, i32 %393
  %395 = add i32 %394, 31
  %396 = sdiv i32 %395, 32
  %397 = sub i32 0, %395
  %398 = select i1 false, i32 %397, i32 %396
  %399 = sub i32 %398, 1
  %400 = select i1 %339, i32 0, i32 %399
  %tl_steps3 = select i1 true, i32 %400, i32 7
  br label %for.cond45

for.cond45:                                       ; preds = %for.end50, %for.end44
  %red1 = phi i32 [ 0, %for.end44 ], [ %420, %for.end50 ]
  %401 = icmp slt i32 %red1, %tl_steps3
  br i1 %401, label %for.body46, label %for.end47

for.body46:                                       ; preds = %for.cond45
  br label %for.cond48

for.end47:                                        ; preds = %for.cond45
  %402 = icmp slt i32 %tl_steps3, 7
  br i1 %402, label %if.then52, label %if.else53

for.cond48:                                       ; preds = %for.body49, %for.body46
  %lane151 = phi i32 [ 0, %for.body46 ], [ %419, %for.body49 ]
  %403 = icmp slt i32 %lane151, 32
  br i1 %403, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %404 = sext i32 %lane151 to i64
  %405 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %404
  %406 = load float, ptr %405, align 4
  %407 = sext i32 %i2 to i64
  %408 = mul nsw i64 %407, 256
  %409 = add i32 %red1, 1
  %410 = mul i32 %409, 32
  %411 = add i32 %410, %lane151
  %412 = sext i32 %411 to i64
  %413 = add nsw i64 %408, %412
  %414 = getelementptr inbounds float, ptr %sq_s, i64 %413
  %415 = load float, ptr %414, align 4
  %416 = fadd float %406, %415
  %417 = sext i32 %lane151 to i64
  %418 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %417
  store float %416, ptr %418, align 4
  %419 = add nsw i32 %lane151, 1
  br label %for.cond48, !llvm.loop !13

for.end50:                                        ; preds = %for.cond48
  %420 = add nsw i32 %red1, 1
  br label %for.cond45, !llvm.loop !14

if.then52:                                        ; preds = %for.end47
  %421 = getelementptr inbounds float, ptr %tl_lanes_23, i64 0
  %422 = load float, ptr %421, align 4
  %423 = fadd float %422, 0.000000e+00
  %424 = getelementptr inbounds float, ptr %tl_lanes_23, i64 0
  store float %423, ptr %424, align 4
  br label %if.end54

if.else53:                                        ; preds = %for.end47
  br label %if.end54

if.end54:                                         ; preds = %if.else53, %if.then52
  %425 = sext i32 %i2 to i64
  %426 = getelementptr inbounds float, ptr %rstd_s, i64 %425
  store float 0.000000e+00, ptr %426, align 4
  br label %for.cond55

for.cond55:                                       ; preds = %for.body56, %if.end54
  %lane158 = phi i32 [ 0, %if.end54 ], [ %437, %for.body56 ]
  %427 = icmp slt i32 %lane158, 32
  br i1 %427, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  %428 = sext i32 %i2 to i64
  %429 = getelementptr inbounds float, ptr %rstd_s, i64 %428
  %430 = load float, ptr %429, align 4
  %431 = sext i32 %lane158 to i64
  %432 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %431
  %433 = load float, ptr %432, align 4
  %434 = fadd float %430, %433
  %435 = sext i32 %i2 to i64
  %436 = getelementptr inbounds float, ptr %rstd_s, i64 %435
  store float %434, ptr %436, align 4
  %437 = add nsw i32 %lane158, 1
  br label %for.cond55, !llvm.loop !15

for.end57:                                        ; preds = %for.cond55
  %438 = add nsw i32 %i2, 1
  br label %for.cond39, !llvm.loop !16

for.cond59:                                       ; preds = %for.end75, %for.end41
  %i62 = phi i32 [ 0, %for.end41 ], [ %513, %for.end75 ]
  %439 = icmp slt i32 %i62, 16
  br i1 %439, label %for.body60, label %for.end61

for.body60:                                       ; preds = %for.cond59
  %440 = sext i32 %N to i64
  %441 = icmp slt i64 %440, 0
  %442 = sext i32 %N to i64
  %443 = icmp sgt i64 %442, 256
  %444 = sext i32 %N to i64
  %445 = select i1 %443, i64 256, i64 %444
  %446 = select i1 %441, i64 0, i64 %445
  %447 = icmp slt i64 %446, 0
  %448 = sext i32 %N to i64
  %449 = icmp slt i64 %448, 0
  %450 = sext i32 %N to i64
  %451 = icmp sgt i64 %450, 256
  %452 = sext i32 %N to i64
  %453 = select i1 %451, i64 256, i64 %452
  %454 = select i1 %449, i64 0, i64 %453
  %455 = select i1 %447, i64 0, i64 %454
  %tl_hi3 = trunc i64 %455 to i32
  br label %for.cond63

for.end61:                                        ; preds = %for.cond59
  br label %if.end

for.cond63:                                       ; preds = %for.body64, %for.body60
  %j66 = phi i32 [ 0, %for.body60 ], [ %457, %for.body64 ]
  %456 = icmp slt i32 %j66, 0
  br i1 %456, label %for.body64, label %for.end65

for.body64:                                       ; preds = %for.cond63
  %457 = add nsw i32 %j66, 1
  br label %for.cond63, !llvm.loop !17

for.end65:                                        ; preds = %for.cond63
  %458 = sub i32 %tl_hi3, 0
  br label %for.cond67

for.cond67:                                       ; preds = %if.end72, %for.end65
  %j4 = phi i32 [ 0, %for.end65 ], [ %510, %if.end72 ]
  %459 = icmp slt i32 %j4, %458
  br i1 %459, label %for.body68, label %for.end69

for.body68:                                       ; preds = %for.cond67
  %460 = sext i32 %i62 to i64
  %461 = getelementptr inbounds float, ptr %mean_s, i64 %460
  %462 = load float, ptr %461, align 4
  %mu = fmul float %462, %inv_n
  %463 = sext i32 %i62 to i64
  %464 = getelementptr inbounds float, ptr %rstd_s, i64 %463
  %465 = load float, ptr %464, align 4
  %466 = fmul float %465, %inv_n
  %467 = fmul float %mu, %mu
  %468 = fsub float %466, %467
  %469 = call float @llvm.maxnum.f32(float %468, float 0.000000e+00)
  %470 = fadd float %469, 0x3EE4F8B580000000
  %471 = fpext float %470 to double
  %472 = call double @llvm.sqrt.f64(double %471)
  %473 = fdiv double 1.000000e+00, %472
  %r = fptrunc double %473 to float
  %474 = mul i32 %bx, 16
  %475 = add i32 %474, %i62
  %476 = icmp sle i32 0, %475
  %477 = mul i32 %bx, 16
  %478 = add i32 %477, %i62
  %479 = icmp slt i32 %478, %M
  %480 = and i1 %476, %479
  br i1 %480, label %if.then70, label %if.else71

for.end69:                                        ; preds = %for.cond67
  %481 = sub i32 256, %tl_hi3
  br label %for.cond73

if.then70:                                        ; preds = %for.body68
  %482 = sext i32 %i62 to i64
  %483 = mul nsw i64 %482, 256
  %484 = add i32 0, %j4
  %485 = sext i32 %484 to i64
  %486 = add nsw i64 %483, %485
  %487 = getelementptr inbounds float, ptr %X_s, i64 %486
  %488 = load float, ptr %487, align 4
  %489 = fsub float %488, %mu
  %490 = fmul float %489, %r
  %491 = add i32 0, %j4
  %492 = sext i32 %491 to i64
  %493 = getelementptr inbounds float, ptr %W, i64 %492
  %494 = load float, ptr %493, align 4
  %495 = fmul float %490, %494
  %496 = add i32 0, %j4
  %497 = sext i32 %496 to i64
  %498 = getelementptr inbounds float, ptr %B, i64 %497
  %499 = load float, ptr %498, align 4
  %500 = fadd float %495, %499
  %501 = mul i32 %bx, 16
  %502 = add i32 %501, %i62
  %503 = sext i32 %502 to i64
  %504 = sext i32 %N to i64
  %505 = mul nsw i64 %503, %504
  %506 = add i32 0, %j4
  %507 = sext i32 %506 to i64
  %508 = add nsw i64 %505, %507
  %509 = getelementptr inbounds float, ptr %Y, i64 %508
  store float %500, ptr %509, align 4
  br label %if.end72

if.else71:                                        ; preds = %for.body68
  br label %if.end72

if.end72:                                         ; preds = %if.else71, %if.then70
  %510 = add nsw i32 %j4, 1
  br label %for.cond67, !llvm.loop !18

for.cond73:                                       ; preds = %for.body74, %for.end69
  %j476 = phi i32 [ 0, %for.end69 ], [ %512, %for.body74 ]
  %511 = icmp slt i32 %j476, %481
  br i1 %511, label %for.body74, label %for.end75

for.body74:                                       ; preds = %for.cond73
  %512 = add nsw i32 %j476, 1
  br label %for.cond73, !llvm.loop !19

for.end75:                                        ; preds = %for.cond73
  %513 = add nsw i32 %i62, 1
  br label %for.cond59, !llvm.loop !20

if.then77:                                        ; preds = %if.else
  br label %for.cond80

if.else78:                                        ; preds = %if.else
  %514 = icmp sle i32 %N, 4096
  br i1 %514, label %if.then158, label %if.else159

if.end79:                                         ; preds = %if.end160, %for.end150
  br label %if.end

for.cond80:                                       ; preds = %for.end102, %if.then77
  %i83 = phi i32 [ 0, %if.then77 ], [ %608, %for.end102 ]
  %515 = icmp slt i32 %i83, 4
  br i1 %515, label %for.body81, label %for.end82

for.body81:                                       ; preds = %for.cond80
  %516 = sext i32 %N to i64
  %517 = icmp slt i64 %516, 0
  %518 = sext i32 %N to i64
  %519 = icmp sgt i64 %518, 512
  %520 = sext i32 %N to i64
  %521 = select i1 %519, i64 512, i64 %520
  %522 = select i1 %517, i64 0, i64 %521
  %523 = icmp slt i64 %522, 0
  %524 = sext i32 %N to i64
  %525 = icmp slt i64 %524, 0
  %526 = sext i32 %N to i64
  %527 = icmp sgt i64 %526, 512
  %528 = sext i32 %N to i64
  %529 = select i1 %527, i64 512, i64 %528
  %530 = select i1 %525, i64 0, i64 %529
  %531 = select i1 %523, i64 0, i64 %530
  %tl_hi5 = trunc i64 %531 to i32
  br label %for.cond84

for.end82:                                        ; preds = %for.cond80
  br label %for.cond104

for.cond84:                                       ; preds = %for.body85, %for.body81
  %j87 = phi i32 [ 0, %for.body81 ], [ %545, %for.body85 ]
  %532 = icmp slt i32 %j87, 0
  br i1 %532, label %for.body85, label %for.end86

for.body85:                                       ; preds = %for.cond84
  %533 = icmp slt i32 %j87, %N
  %x88 = select i1 %533, float 0.000000e+00, float 0.000000e+00
  %534 = sext i32 %i83 to i64
  %535 = mul nsw i64 %534, 512
  %536 = sext i32 %j87 to i64
  %537 = add nsw i64 %535, %536
  %538 = getelementptr inbounds float, ptr %X_f, i64 %537
  store float %x88, ptr %538, align 4
  %539 = fmul float %x88, %x88
  %540 = sext i32 %i83 to i64
  %541 = mul nsw i64 %540, 512
  %542 = sext i32 %j87 to i64
  %543 = add nsw i64 %541, %542
  %544 = getelementptr inbounds float, ptr %sq, i64 %543
  store float %539, ptr %544, align 4
  %545 = add nsw i32 %j87, 1
  br label %for.cond84, !llvm.loop !21

for.end86:                                        ; preds = %for.cond84
  %546 = mul i32 %bx, 4
  %547 = add i32 %546, %i83
  %548 = icmp sle i32 0, %547
  %549 = mul i32 %bx, 4
  %550 = add i32 %549, %i83
  %551 = icmp slt i32 %550, %M
  %552 = and i1 %548, %551
  br i1 %552, label %if.then89, label %if.else90

if.then89:                                        ; preds = %for.end86
  %553 = sub i32 %tl_hi5, 0
  br label %for.cond92

if.else90:                                        ; preds = %for.end86
  %554 = sub i32 %tl_hi5, 0
  br label %for.cond96

if.end91:                                         ; preds = %for.end98, %for.end94
  %555 = sub i32 512, %tl_hi5
  br label %for.cond100

for.cond92:                                       ; preds = %for.body93, %if.then89
  %j5 = phi i32 [ 0, %if.then89 ], [ %579, %for.body93 ]
  %556 = icmp slt i32 %j5, %553
  br i1 %556, label %for.body93, label %for.end94

for.body93:                                       ; preds = %for.cond92
  %557 = mul i32 %bx, 4
  %558 = add i32 %557, %i83
  %559 = sext i32 %558 to i64
  %560 = sext i32 %N to i64
  %561 = mul nsw i64 %559, %560
  %562 = add i32 0, %j5
  %563 = sext i32 %562 to i64
  %564 = add nsw i64 %561, %563
  %565 = getelementptr inbounds float, ptr %X, i64 %564
  %x95 = load float, ptr %565, align 4
  %566 = sext i32 %i83 to i64
  %567 = mul nsw i64 %566, 512
  %568 = add i32 0, %j5
  %569 = sext i32 %568 to i64
  %570 = add nsw i64 %567, %569
  %571 = getelementptr inbounds float, ptr %X_f, i64 %570
  store float %x95, ptr %571, align 4
  %572 = fmul float %x95, %x95
  %573 = sext i32 %i83 to i64
  %574 = mul nsw i64 %573, 512
  %575 = add i32 0, %j5
  %576 = sext i32 %575 to i64
  %577 = add nsw i64 %574, %576
  %578 = getelementptr inbounds float, ptr %sq, i64 %577
  store float %572, ptr %578, align 4
  %579 = add nsw i32 %j5, 1
  br label %for.cond92, !llvm.loop !22

for.end94:                                        ; preds = %for.cond92
  br label %if.end91

for.cond96:                                       ; preds = %for.body97, %if.else90
  %j599 = phi i32 [ 0, %if.else90 ], [ %593, %for.body97 ]
  %580 = icmp slt i32 %j599, %554
  br i1 %580, label %for.body97, label %for.end98

for.body97:                                       ; preds = %for.cond96
  %581 = sext i32 %i83 to i64
  %582 = mul nsw i64 %581, 512
  %583 = add i32 0, %j599
  %584 = sext i32 %583 to i64
  %585 = add nsw i64 %582, %584
  %586 = getelementptr inbounds float, ptr %X_f, i64 %585
  store float 0.000000e+00, ptr %586, align 4
  %587 = sext i32 %i83 to i64
  %588 = mul nsw i64 %587, 512
  %589 = add i32 0, %j599
  %590 = sext i32 %589 to i64
  %591 = add nsw i64 %588, %590
  %592 = getelementptr inbounds float, ptr %sq, i64 %591
  store float 0.000000e+00, ptr %592, align 4
  %593 = add nsw i32 %j599, 1
  br label %for.cond96, !llvm.loop !23

for.end98:                                        ; preds = %for.cond96
  br label %if.end91

for.cond100:                                      ; preds = %for.body101, %if.end91
  %j5103 = phi i32 [ 0, %if.end91 ], [ %607, %for.body101 ]
  %594 = icmp slt i32 %j5103, %555
  br i1 %594, label %for.body101, label %for.end102

for.body101:                                      ; preds = %for.cond100
  %595 = sext i32 %i83 to i64
  %596 = mul nsw i64 %595, 512
  %597 = add i32 %tl_hi5, %j5103
  %598 = sext i32 %597 to i64
  %599 = add nsw i64 %596, %598
  %600 = getelementptr inbounds float, ptr %X_f, i64 %599
  store float 0.000000e+00, ptr %600, align 4
  %601 = sext i32 %i83 to i64
  %602 = mul nsw i64 %601, 512
  %603 = add i32 %tl_hi5, %j5103
  %604 = sext i32 %603 to i64
  %605 = add nsw i64 %602, %604
  %606 = getelementptr inbounds float, ptr %sq, i64 %605
  store float 0.000000e+00, ptr %606, align 4
  %607 = add nsw i32 %j5103, 1
  br label %for.cond100, !llvm.loop !24

for.end102:                                       ; preds = %for.cond100
  %608 = add nsw i32 %i83, 1
  br label %for.cond80, !llvm.loop !25

for.cond104:                                      ; preds = %for.end122, %for.end82
  %i3 = phi i32 [ 0, %for.end82 ], [ %779, %for.end122 ]
  %609 = icmp slt i32 %i3, 4
  br i1 %609, label %for.body105, label %for.end106

for.body105:                                      ; preds = %for.cond104
  br label %for.cond107

for.end106:                                       ; preds = %for.cond104
  br label %for.cond124

for.cond107:                                      ; preds = %for.body108, %for.body105
  %lane2 = phi i32 [ 0, %for.body105 ], [ %619, %for.body108 ]
  %610 = icmp slt i32 %lane2, 32
  br i1 %610, label %for.body108, label %for.end109

for.body108:                                      ; preds = %for.cond107
  %611 = sext i32 %i3 to i64
  %612 = mul nsw i64 %611, 512
  %613 = sext i32 %lane2 to i64
  %614 = add nsw i64 %612, %613
  %615 = getelementptr inbounds float, ptr %X_f, i64 %614
  %616 = load float, ptr %615, align 4
  %617 = sext i32 %lane2 to i64
  %618 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %617
  store float %616, ptr %618, align 4
  %619 = add nsw i32 %lane2, 1
  br label %for.cond107, !llvm.loop !26

for.end109:                                       ; preds = %for.cond107
  %620 = sext i32 %N to i64
  %621 = icmp slt i64 %620, 0
  %622 = sext i32 %N to i64
  %623 = icmp sgt i64 %622, 512
  %624 = sext i32 %N to i64
  %625 = select i1 %623, i64 512, i64 %624
  %626 = select i1 %621, i64 0, i64 %625
  %627 = icmp slt i64 %626, 0
  %628 = sext i32 %N to i64
  %629 = icmp slt i64 %628, 0
  %630 = sext i32 %N to i64
  %631 = icmp sgt i64 %630, 512
  %632 = sext i32 %N to i64
  %633 = select i1 %631, i64 512, i64 %632
  %634 = select i1 %629, i64 0, i64 %633
  %635 = select i1 %627, i64 0, i64 %634
  %636 = trunc i64 %635 to i32
  %637 = icmp slt i32 %636, 0
  %638 = sext i32 %N to i64
  %639 = icmp slt i64 %638, 0
  %640 = sext i32 %N to i64
  %641 = icmp sgt i64 %640, 512
  %642 = sext i32 %N to i64
  %643 = select i1 %641, i64 512, i64 %642
  %644 = select i1 %639, i64 0, i64 %643
  %645 = icmp slt i64 %644, 0
  %646 = sext i32 %N to i64
  %647 = icmp slt i64 %646, 0
  %648 = sext i32 %N to i64
  %649 = icmp sgt i64 %648, 512
  %650 = sext i32 %N to i64
  %651 = select i1 %649, i64 512, i64 %650
  %652 = select i1 %647, i64 0, i64 %651
  %653 = select i1 %645, i64 0, i64 %652
  %654 = trunc i64 %653 to i32
  %655 = icmp sgt i32 %654, 512
  %656 = sext i32 %N to i64
  %657 = icmp slt i64 %656, 0
  %658 = sext i32 %N to i64
  %659 = icmp sgt i64 %658, 512
  %660 = sext i32 %N to i64
  %661 = select i1 %659, i64 512, i64 %660
  %662 = select i1 %657, i64 0, i64 %661
  %663 = icmp slt i64 %662, 0
  %664 = sext i32 %N to i64
  %665 = icmp slt i64 %664, 0
  %666 = sext i32 %N to i64
  %667 = icmp sgt i64 %666, 512
  %668 = sext i32 %N to i64
  %669 = select i1 %667, i64 512, i64 %668
  %670 = select i1 %665, i64 0, i64 %669
  %671 = select i1 %663, i64 0, i64 %670
  %672 = trunc i64 %671 to i32
  %673 = select i1 %655, i32 512, i32 %672
  %674 = select i1 %637, i32 0, i32 %673
  %675 = add i32 %674, 31
  %676 = sdiv i32 %675, 32
  %677 = sub i32 0, %675
  %678 = select i1 false, i32 %677, i32 %676
  %679 = sub i32 %678, 1
  %680 = icmp slt i32 %679, 0
  %681 = sext i32 %N to i64
  %682 = icmp slt i64 %681, 0
  %683 = sext i32 %N to i64
  %684 = icmp sgt i64 %683, 512
  %685 = sext i32 %N to i64
  %686 = select i1 %684, i64 512, i64 %685
  %687 = select i1 %682, i64 0, i64 %686
  %688 = icmp slt i64 %687, 0
  %689 = sext i32 %N to i64
  %690 = icmp slt i64 %689, 0
  %691 = sext i32 %N to i64
  %692 = icmp sgt i64 %691, 512
  %693 = sext i32 %N to i64
  %694 = select i1 %692, i64 512, i64 %693
  %695 = select i1 %690, i64 0, i64 %694
  %696 = select i1 %688, i64 0, i64 %695
  %697 = trunc i64 %696 to i32
  %698 = icmp slt i32 %697, 0
  %699 = sext i32 %N to i64
  %700 = icmp slt i64 %699, 0
  %701 = sext i32 %N to i64
  %702 = icmp sgt i64 %701, 512
  %703 = sext i32 %N to i64
  %704 = select i1 %702, i64 512, i64 %703
  %705 = select i1 %700, i64 0, i64 %704
  %706 = icmp slt i64 %705, 0
  %707 = sext i32 %N to i64
  %708 = icmp slt i64 %707, 0
  %709 = sext i32 %N to i64
  %710 = icmp sgt i64 %709, 512
  %711 = sext i32 %N to i64
  %712 = select i1 %710, i64 512, i64 %711
  %713 = select i1 %708, i64 0, i64 %712
  %714 = select i1 %706, i64 0, i64 %713
  %715 = trunc i64 %714 to i32
  %716 = icmp sgt i32 %715, 512
  %717 = sext i32 %N to i64
  %718 = icmp slt i64 %717, 0
  %719 = sext i32 %N to i64
  %720 = icmp sgt i64 %719, 512
  %721 = sext i32 %N to i64
  %722 = select i1 %720, i64 512, i64 %721
  %723 = select i1 %718, i64 0, i64 %722
  %724 = icmp slt i64 %723, 0
  %725 = sext i32 %N to i64
  %726 = icmp slt i64 %725, 0
  %727 = sext i32 %N to i64
  %728 = icmp sgt i64 %727, 512
  %729 = sext i32 %N to i64
  %730 = select i1 %728, i64 512, i64 %729
  %731 = select i1 %726, i64 0, i64 %730
  %732 = select i1 %724, i64 0, i64 %731
  %733 = trunc i64 %732 to i32
  %734 = select i1 %716, i32 512, i32 %733
  %735 = select i1 %698, i32 0, i32 %734
  %736 = add i32 %735, 31
  %737 = sdiv i32 %736, 32
  %738 = sub i32 0, %736
  %739 = select i1 false, i32 %738, i32 %737
  %740 = sub i32 %739, 1
  %741 = select i1 %680, i32 0, i32 %740
  %tl_steps5 = select i1 true, i32 %741, i32 15
  br label %for.cond110

for.cond110:                                      ; preds = %for.end115, %for.end109
  %red2 = phi i32 [ 0, %for.end109 ], [ %761, %for.end115 ]
  %742 = icmp slt i32 %red2, %tl_steps5
  br i1 %742, label %for.body111, label %for.end112

for.body111:                                      ; preds = %for.cond110
  br label %for.cond113

for.end112:                                       ; preds = %for.cond110
  %743 = icmp slt i32 %tl_steps5, 15
  br i1 %743, label %if.then117, label %if.else118

for.cond113:                                      ; preds = %for.body114, %for.body111
  %lane2116 = phi i32 [ 0, %for.body111 ], [ %760, %for.body114 ]
  %744 = icmp slt i32 %lane2116, 32
  br i1 %744, label %for.body114, label %for.end115

for.body114:                                      ; preds = %for.cond113
  %745 = sext i32 %lane2116 to i64
  %746 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %745
  %747 = load float, ptr %746, align 4
  %748 = sext i32 %i3 to i64
  %749 = mul nsw i64 %748, 512
  %750 = add i32 %red2, 1
  %751 = mul i32 %750, 32
  %752 = add i32 %751, %lane2116
  %753 = sext i32 %752 to i64
  %754 = add nsw i64 %749, %753
  %755 = getelementptr inbounds float, ptr %X_f, i64 %754
  %756 = load float, ptr %755, align 4
  %757 = fadd float %747, %756
  %758 = sext i32 %lane2116 to i64
  %759 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %758
  store float %757, ptr %759, align 4
  %760 = add nsw i32 %lane2116, 1
  br label %for.cond113, !llvm.loop !27

for.end115:                                       ; preds = %for.cond113
  %761 = add nsw i32 %red2, 1
  br label %for.cond110, !llvm.loop !28

if.then117:                                       ; preds = %for.end112
  %762 = getelementptr inbounds float, ptr %tl_lanes_24, i64 0
  %763 = load float, ptr %762, align 4
  %764 = fadd float %763, 0.000000e+00
  %765 = getelementptr inbounds float, ptr %tl_lanes_24, i64 0
  store float %764, ptr %765, align 4
  br label %if.end119

if.else118:                                       ; preds = %for.end112
  br label %if.end119

if.end119:                                        ; preds = %if.else118, %if.then117
  %766 = sext i32 %i3 to i64
  %767 = getelementptr inbounds float, ptr %mean, i64 %766
  store float 0.000000e+00, ptr %767, align 4
  br label %for.cond120

for.cond120:                                      ; preds = %for.body121, %if.end119
  %lane2123 = phi i32 [ 0, %if.end119 ], [ %778, %for.body121 ]
  %768 = icmp slt i32 %lane2123, 32
  br i1 %768, label %for.body121, label %for.end122

for.body121:                                      ; preds = %for.cond120
  %769 = sext i32 %i3 to i64
  %770 = getelementptr inbounds float, ptr %mean, i64 %769
  %771 = load float, ptr %770, align 4
  %772 = sext i32 %lane2123 to i64
  %773 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %772
  %774 = load float, ptr %773, align 4
  %775 = fadd float %771, %774
  %776 = sext i32 %i3 to i64
  %777 = getelementptr inbounds float, ptr %mean, i64 %776
  store float %775, ptr %777, align 4
  %778 = add nsw i32 %lane2123, 1
  br label %for.cond120, !llvm.loop !29

for.end122:                                       ; preds = %for.cond120
  %779 = add nsw i32 %i3, 1
  br label %for.cond104, !llvm.loop !30

for.cond124:                                      ; preds = %for.end142, %for.end106
  %i5 = phi i32 [ 0, %for.end106 ], [ %950, %for.end142 ]
  %780 = icmp slt i32 %i5, 4
  br i1 %780, label %for.body125, label %for.end126

for.body125:                                      ; preds = %for.cond124
  br label %for.cond127

for.end126:                                       ; preds = %for.cond124
  br label %for.cond144

for.cond127:                                      ; preds = %for.body128, %for.body125
  %lane3 = phi i32 [ 0, %for.body125 ], [ %790, %for.body128 ]
  %781 = icmp slt i32 %lane3, 32
  br i1 %781, label %for.body128, label %for.end129

for.body128:                                      ; preds = %for.cond127
  %782 = sext i32 %i5 to i64
  %783 = mul nsw i64 %782, 512
  %784 = sext i32 %lane3 to i64
  %785 = add nsw i64 %783, %784
  %786 = getelementptr inbounds float, ptr %sq, i64 %785
  %787 = load float, ptr %786, align 4
  %788 = sext i32 %lane3 to i64
  %789 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %788
  store float %787, ptr %789, align 4
  %790 = add nsw i32 %lane3, 1
  br label %for.cond127, !llvm.loop !31

for.end129:                                       ; preds = %for.cond127
  %791 = sext i32 %N to i64
  %792 = icmp slt i64 %791, 0
  %793 = sext i32 %N to i64
  %794 = icmp sgt i64 %793, 512
  %795 = sext i32 %N to i64
  %796 = select i1 %794, i64 512, i64 %795
  %797 = select i1 %792, i64 0, i64 %796
  %798 = icmp slt i64 %797, 0
  %799 = sext i32 %N to i64
  %800 = icmp slt i64 %799, 0
  %801 = sext i32 %N to i64
  %802 = icmp sgt i64 %801, 512
  %803 = sext i32 %N to i64
  %804 = select i1 %802, i64 512, i64 %803
  %805 = select i1 %800, i64 0, i64 %804
  %806 = select i1 %798, i64 0, i64 %805
  %807 = trunc i64 %806 to i32
  %808 = icmp slt i32 %807, 0
  %809 = sext i32 %N to i64
  %810 = icmp slt i64 %809, 0
  %811 = sext i32 %N to i64
  %812 = icmp sgt i64 %811, 512
  %813 = sext i32 %N to i64
  %814 = select i1 %812, i64 512, i64 %813
  %815 = select i1 %810, i64 0, i64 %814
  %816 = icmp slt i64 %815, 0
  %817 = sext i32 %N to i64
  %818 = icmp slt i64 %817, 0
  %819 = sext i32 %N to i64
  %820 = icmp sgt i64 %819, 512
  %821 = sext i32 %N to i64
  %822 = select i1 %820, i64 512, i64 %821
  %823 = select i1 %818, i64 0, i64 %822
  %824 = select i1 %816, i64 0, i64 %823
  %825 = trunc i64 %824 to i32
  %826 = icmp sgt i32 %825, 512
  %827 = sext i32 %N to i64
  %828 = icmp slt i64 %827, 0
  %829 = sext i32 %N to i64
  %830 = icmp sgt i64 %829, 512
  %831 = sext i32 %N to i64
  %832 = select i1 %830, i64 512, i64 %831
  %833 = select i1 %828, i64 0, i64 %832
  %834 = icmp slt i64 %833, 0
  %835 = sext i32 %N to i64
  %836 = icmp slt i64 %835, 0
  %837 = sext i32 %N to i64
  %838 = icmp sgt i64 %837, 512
  %839 = sext i32 %N to i64
  %840 = select i1 %838, i64 512, i64 %839
  %841 = select i1 %836, i64 0, i64 %840
  %842 = select i1 %834, i64 0, i64 %841
  %843 = trunc i64 %842 to i32
  %844 = select i1 %826, i32 512, i32 %843
  %845 = select i1 %808, i32 0, i32 %844
  %846 = add i32 %845, 31
  %847 = sdiv i32 %846, 32
  %848 = sub i32 0, %846
  %849 = select i1 false, i32 %848, i32 %847
  %850 = sub i32 %849, 1
  %851 = icmp slt i32 %850, 0
  %852 = sext i32 %N to i64
  %853 = icmp slt i64 %852, 0
  %854 = sext i32 %N to i64
  %855 = icmp sgt i64 %854, 512
  %856 = sext i32 %N to i64
  %857 = select i1 %855, i64 512, i64 %856
  %858 = select i1 %853, i64 0, i64 %857
  %859 = icmp slt i64 %858, 0
  %860 = sext i32 %N to i64
  %861 = icmp slt i64 %860, 0
  %862 = sext i32 %N to i64
  %863 = icmp sgt i64 %862, 512
  %864 = sext i32 %N to i64
  %865 = select i1 %863, i64 512, i64 %864
  %866 = select i1 %861, i64 0, i64 %865
  %867 = select i1 %859, i64 0, i64 %866
  %868 = trunc i64 %867 to i32
  %869 = icmp slt i32 %868, 0
  %870 = sext i32 %N to i64
  %871 = icmp slt i64 %870, 0
  %872 = sext i32 %N to i64
  %873 = icmp sgt i64 %872, 512
  %874 = sext i32 %N to i64
  %875 = select i1 %873, i64 512, i64 %874
  %876 = select i1 %871, i64 0, i64 %875
  %877 = icmp slt i64 %876, 0
  %878 = sext i32 %N to i64
  %879 = icmp slt i64 %878, 0
  %880 = sext i32 %N to i64
  %881 = icmp sgt i64 %880, 512
  %882 = sext i32 %N to i64
  %883 = select i1 %881, i64 512, i64 %882
  %884 = select i1 %879, i64 0, i64 %883
  %885 = select i1 %877, i64 0, i64 %884
  %886 = trunc i64 %885 to i32
  %887 = icmp sgt i32 %886, 512
  %888 = sext i32 %N to i64
  %889 = icmp slt i64 %888, 0
  %890 = sext i32 %N to i64
  %891 = icmp sgt i64 %890, 512
  %892 = sext i32 %N to i64
  %893 = select i1 %891, i64 512, i64 %892
  %894 = select i1 %889, i64 0, i64 %893
  %895 = icmp slt i64 %894, 0
  %896 = sext i32 %N to i64
  %897 = icmp slt i64 %896, 0
  %898 = sext i32 %N to i64
  %899 = icmp sgt i64 %898, 512
  %900 = sext i32 %N to i64
  %901 = select i1 %899, i64 512, i64 %900
  %902 = select i1 %897, i64 0, i64 %901
  %903 = select i1 %895, i64 0, i64 %902
  %904 = trunc i64 %903 to i32
  %905 = select i1 %887, i32 512, i32 %904
  %906 = select i1 %869, i32 0, i32 %905
  %907 = add i32 %906, 31
  %908 = sdiv i32 %907, 32
  %909 = sub i32 0, %907
  %910 = select i1 false, i32 %909, i32 %908
  %911 = sub i32 %910, 1
  %912 = select i1 %851, i32 0, i32 %911
  %tl_steps7 = select i1 true, i32 %912, i32 15
  br label %for.cond130

for.cond130:                                      ; preds = %for.end135, %for.end129
  %red3 = phi i32 [ 0, %for.end129 ], [ %932, %for.end135 ]
  %913 = icmp slt i32 %red3, %tl_steps7
  br i1 %913, label %for.body131, label %for.end132

for.body131:                                      ; preds = %for.cond130
  br label %for.cond133

for.end132:                                       ; preds = %for.cond130
  %914 = icmp slt i32 %tl_steps7, 15
  br i1 %914, label %if.then137, label %if.else138

for.cond133:                                      ; preds = %for.body134, %for.body131
  %lane3136 = phi i32 [ 0, %for.body131 ], [ %931, %for.body134 ]
  %915 = icmp slt i32 %lane3136, 32
  br i1 %915, label %for.body134, label %for.end135

for.body134:                                      ; preds = %for.cond133
  %916 = sext i32 %lane3136 to i64
  %917 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %916
  %918 = load float, ptr %917, align 4
  %919 = sext i32 %i5 to i64
  %920 = mul nsw i64 %919, 512
  %921 = add i32 %red3, 1
  %922 = mul i32 %921, 32
  %923 = add i32 %922, %lane3136
  %924 = sext i32 %923 to i64
  %925 = add nsw i64 %920, %924
  %926 = getelementptr inbounds float, ptr %sq, i64 %925
  %927 = load float, ptr %926, align 4
  %928 = fadd float %918, %927
  %929 = sext i32 %lane3136 to i64
  %930 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %929
  store float %928, ptr %930, align 4
  %931 = add nsw i32 %lane3136, 1
  br label %for.cond133, !llvm.loop !32

for.end135:                                       ; preds = %for.cond133
  %932 = add nsw i32 %red3, 1
  br label %for.cond130, !llvm.loop !33

if.then137:                                       ; preds = %for.end132
  %933 = getelementptr inbounds float, ptr %tl_lanes_25, i64 0
  %934 = load float, ptr %933, align 4
  %935 = fadd float %934, 0.000000e+00
  %936 = getelementptr inbounds float, ptr %tl_lanes_25, i64 0
  store float %935, ptr %936, align 4
  br label %if.end139

if.else138:                                       ; preds = %for.end132
  br label %if.end139

if.end139:                                        ; preds = %if.else138, %if.then137
  %937 = sext i32 %i5 to i64
  %938 = getelementptr inbounds float, ptr %rstd, i64 %937
  store float 0.000000e+00, ptr %938, align 4
  br label %for.cond140

for.cond140:                                      ; preds = %for.body141, %if.end139
  %lane3143 = phi i32 [ 0, %if.end139 ], [ %949, %for.body141 ]
  %939 = icmp slt i32 %lane3143, 32
  br i1 %939, label %for.body141, label %for.end142

for.body141:                                      ; preds = %for.cond140
  %940 = sext i32 %i5 to i64
  %941 = getelementptr inbounds float, ptr %rstd, i64 %940
  %942 = load float, ptr %941, align 4
  %943 = sext i32 %lane3143 to i64
  %944 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %943
  %945 = load float, ptr %944, align 4
  %946 = fadd float %942, %945
  %947 = sext i32 %i5 to i64
  %948 = getelementptr inbounds float, ptr %rstd, i64 %947
  store float %946, ptr %948, align 4
  %949 = add nsw i32 %lane3143, 1
  br label %for.cond140, !llvm.loop !34

for.end142:                                       ; preds = %for.cond140
  %950 = add nsw i32 %i5, 1
  br label %for.cond124, !llvm.loop !35

for.cond144:                                      ; preds = %for.body145, %for.end126
  %i147 = phi i32 [ 0, %for.end126 ], [ %980, %for.body145 ]
  %951 = icmp slt i32 %i147, 4
  br i1 %951, label %for.body145, label %for.end146

for.body145:                                      ; preds = %for.cond144
  %952 = sext i32 %i147 to i64
  %953 = getelementptr inbounds float, ptr %mean, i64 %952
  %954 = load float, ptr %953, align 4
  %955 = sitofp i32 %N to float
  %956 = fdiv float %954, %955
  %957 = sext i32 %i147 to i64
  %958 = getelementptr inbounds float, ptr %mean, i64 %957
  store float %956, ptr %958, align 4
  %959 = sext i32 %i147 to i64
  %960 = getelementptr inbounds float, ptr %rstd, i64 %959
  %961 = load float, ptr %960, align 4
  %962 = sitofp i32 %N to float
  %963 = fdiv float %961, %962
  %964 = sext i32 %i147 to i64
  %965 = getelementptr inbounds float, ptr %mean, i64 %964
  %966 = load float, ptr %965, align 4
  %967 = sext i32 %i147 to i64
  %968 = getelementptr inbounds float, ptr %mean, i64 %967
  %969 = load float, ptr %968, align 4
  %970 = fmul float %966, %969
  %971 = fsub float %963, %970
  %972 = call float @llvm.maxnum.f32(float %971, float 0.000000e+00)
  %973 = fadd float %972, 0x3EE4F8B580000000
  %974 = fpext float %973 to double
  %975 = call double @llvm.sqrt.f64(double %974)
  %976 = fdiv double 1.000000e+00, %975
  %977 = fptrunc double %976 to float
  %978 = sext i32 %i147 to i64
  %979 = getelementptr inbounds float, ptr %rstd, i64 %978
  store float %977, ptr %979, align 4
  %980 = add nsw i32 %i147, 1
  br label %for.cond144, !llvm.loop !36

for.end146:                                       ; preds = %for.cond144
  br label %for.cond148

for.cond148:                                      ; preds = %if.end154, %for.end146
  %i151 = phi i32 [ 0, %for.end146 ], [ %1006, %if.end154 ]
  %981 = icmp slt i32 %i151, 4
  br i1 %981, label %for.body149, label %for.end150

for.body149:                                      ; preds = %for.cond148
  %982 = sext i32 %N to i64
  %983 = icmp slt i64 %982, 0
  %984 = sext i32 %N to i64
  %985 = icmp sgt i64 %984, 512
  %986 = sext i32 %N to i64
  %987 = select i1 %985, i64 512, i64 %986
  %988 = select i1 %983, i64 0, i64 %987
  %989 = icmp slt i64 %988, 0
  %990 = sext i32 %N to i64
  %991 = icmp slt i64 %990, 0
  %992 = sext i32 %N to i64
  %993 = icmp sgt i64 %992, 512
  %994 = sext i32 %N to i64
  %995 = select i1 %993, i64 512, i64 %994
  %996 = select i1 %991, i64 0, i64 %995
  %997 = select i1 %989, i64 0, i64 %996
  %tl_hi7 = trunc i64 %997 to i32
  %998 = mul i32 %bx, 4
  %999 = add i32 %998, %i151
  %1000 = icmp sle i32 0, %999
  %1001 = mul i32 %bx, 4
  %1002 = add i32 %1001, %i151
  %1003 = icmp slt i32 %1002, %M
  %1004 = and i1 %1000, %1003
  br i1 %1004, label %if.then152, label %if.else153

for.end150:                                       ; preds = %for.cond148
  br label %if.end79

if.then152:                                       ; preds = %for.body149
  %1005 = sub i32 %tl_hi7, 0
  br label %for.cond155

if.else153:                                       ; preds = %for.body149
  br label %if.end154

if.end154:                                        ; preds = %if.else153, %for.end157
  %1006 = add nsw i32 %i151, 1
  br label %for.cond148, !llvm.loop !37

for.cond155:                                      ; preds = %for.body156, %if.then152
  %j6 = phi i32 [ 0, %if.then152 ], [ %1042, %for.body156 ]
  %1007 = icmp slt i32 %j6, %1005
  br i1 %1007, label %for.body156, label %for.end157

for.body156:                                      ; preds = %for.cond155
  %1008 = sext i32 %i151 to i64
  %1009 = mul nsw i64 %1008, 512
  %1010 = add i32 0, %j6
  %1011 = sext i32 %1010 to i64
  %1012 = add nsw i64 %1009, %1011
  %1013 = getelementptr inbounds float, ptr %X_f, i64 %1012
  %1014 = load float, ptr %1013, align 4
  %1015 = sext i32 %i151 to i64
  %1016 = getelementptr inbounds float, ptr %mean, i64 %1015
  %1017 = load float, ptr %1016, align 4
  %1018 = fsub float %1014, %1017
  %1019 = sext i32 %i151 to i64
  %1020 = getelementptr inbounds float, ptr %rstd, i64 %1019
  %1021 = load float, ptr %1020, align 4
  %1022 = fmul float %1018, %1021
  %1023 = add i32 0, %j6
  %1024 = sext i32 %1023 to i64
  %1025 = getelementptr inbounds float, ptr %W, i64 %1024
  %1026 = load float, ptr %1025, align 4
  %1027 = fmul float %1022, %1026
  %1028 = add i32 0, %j6
  %1029 = sext i32 %1028 to i64
  %1030 = getelementptr inbounds float, ptr %B, i64 %1029
  %1031 = load float, ptr %1030, align 4
  %1032 = fadd float %1027, %1031
  %1033 = mul i32 %bx, 4
  %1034 = add i32 %1033, %i151
  %1035 = sext i32 %1034 to i64
  %1036 = sext i32 %N to i64
  %1037 = mul nsw i64 %1035, %1036
  %1038 = add i32 0, %j6
  %1039 = sext i32 %1038 to i64
  %1040 = add nsw i64 %1037, %1039
  %1041 = getelementptr inbounds float, ptr %Y, i64 %1040
  store float %1032, ptr %1041, align 4
  %1042 = add nsw i32 %j6, 1
  br label %for.cond155, !llvm.loop !38

for.end157:                                       ; preds = %for.cond155
  br label %if.end154

if.then158:                                       ; preds = %if.else78
  call void @llvm.memset.p0.i64(ptr align 64 %X_r, i8 0, i64 16384, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %sq_r, i8 0, i64 16384, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %mean_r, i8 0, i64 4, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %rstd_r, i8 0, i64 4, i1 false)
  br label %for.cond161

if.else159:                                       ; preds = %if.else78
  br label %for.cond281

if.end160:                                        ; preds = %for.end378, %for.end277
  br label %if.end79

for.cond161:                                      ; preds = %for.end261, %if.then158
  %r164 = phi i32 [ 0, %if.then158 ], [ %2274, %for.end261 ]
  %1043 = icmp slt i32 %r164, 4
  br i1 %1043, label %for.body162, label %for.end163

for.body162:                                      ; preds = %for.cond161
  br label %for.cond165

for.end163:                                       ; preds = %for.cond161
  br label %for.cond269

for.cond165:                                      ; preds = %if.end176, %for.body162
  %i168 = phi i32 [ 0, %for.body162 ], [ %1086, %if.end176 ]
  %1044 = icmp slt i32 %i168, 1
  br i1 %1044, label %for.body166, label %for.end167

for.body166:                                      ; preds = %for.cond165
  %1045 = sext i32 %N to i64
  %1046 = icmp slt i64 %1045, 0
  %1047 = sext i32 %N to i64
  %1048 = icmp sgt i64 %1047, 4096
  %1049 = sext i32 %N to i64
  %1050 = select i1 %1048, i64 4096, i64 %1049
  %1051 = select i1 %1046, i64 0, i64 %1050
  %1052 = icmp slt i64 %1051, 0
  %1053 = sext i32 %N to i64
  %1054 = icmp slt i64 %1053, 0
  %1055 = sext i32 %N to i64
  %1056 = icmp sgt i64 %1055, 4096
  %1057 = sext i32 %N to i64
  %1058 = select i1 %1056, i64 4096, i64 %1057
  %1059 = select i1 %1054, i64 0, i64 %1058
  %1060 = select i1 %1052, i64 0, i64 %1059
  %tl_hi9 = trunc i64 %1060 to i32
  br label %for.cond169

for.end167:                                       ; preds = %for.cond165
  br label %for.cond185

for.cond169:                                      ; preds = %for.body170, %for.body166
  %j172 = phi i32 [ 0, %for.body166 ], [ %1074, %for.body170 ]
  %1061 = icmp slt i32 %j172, 0
  br i1 %1061, label %for.body170, label %for.end171

for.body170:                                      ; preds = %for.cond169
  %1062 = icmp slt i32 %j172, %N
  %x173 = select i1 %1062, float 0.000000e+00, float 0.000000e+00
  %1063 = sext i32 %i168 to i64
  %1064 = mul nsw i64 %1063, 4096
  %1065 = sext i32 %j172 to i64
  %1066 = add nsw i64 %1064, %1065
  %1067 = getelementptr inbounds float, ptr %X_r, i64 %1066
  store float %x173, ptr %1067, align 4
  %1068 = fmul float %x173, %x173
  %1069 = sext i32 %i168 to i64
  %1070 = mul nsw i64 %1069, 4096
  %1071 = sext i32 %j172 to i64
  %1072 = add nsw i64 %1070, %1071
  %1073 = getelementptr inbounds float, ptr %sq_r, i64 %1072
  store float %1068, ptr %1073, align 4
  %1074 = add nsw i32 %j172, 1
  br label %for.cond169, !llvm.loop !39

for.end171:                                       ; preds = %for.cond169
  %1075 = mul i32 %bx, 4
  %1076 = add i32 %1075, %r164
  %1077 = add i32 %1076, %i168
  %1078 = icmp sle i32 0, %1077
  %1079 = mul i32 %bx, 4
  %1080 = add i32 %1079, %r164
  %1081 = add i32 %1080, %i168
  %1082 = icmp slt i32 %1081, %M
  %1083 = and i1 %1078, %1082
  br i1 %1083, label %if.then174, label %if.else175

if.then174:                                       ; preds = %for.end171
  %1084 = sub i32 %tl_hi9, 0
  br label %for.cond177

if.else175:                                       ; preds = %for.end171
  %1085 = sub i32 %tl_hi9, 0
  br label %for.cond181

if.end176:                                        ; preds = %for.end183, %for.end179
  %1086 = add nsw i32 %i168, 1
  br label %for.cond165, !llvm.loop !40

for.cond177:                                      ; preds = %for.body178, %if.then174
  %j7 = phi i32 [ 0, %if.then174 ], [ %1111, %for.body178 ]
  %1087 = icmp slt i32 %j7, %1084
  br i1 %1087, label %for.body178, label %for.end179

for.body178:                                      ; preds = %for.cond177
  %1088 = mul i32 %bx, 4
  %1089 = add i32 %1088, %r164
  %1090 = add i32 %1089, %i168
  %1091 = sext i32 %1090 to i64
  %1092 = sext i32 %N to i64
  %1093 = mul nsw i64 %1091, %1092
  %1094 = add i32 0, %j7
  %1095 = sext i32 %1094 to i64
  %1096 = add nsw i64 %1093, %1095
  %1097 = getelementptr inbounds float, ptr %X, i64 %1096
  %x180 = load float, ptr %1097, align 4
  %1098 = sext i32 %i168 to i64
  %1099 = mul nsw i64 %1098, 4096
  %1100 = add i32 0, %j7
  %1101 = sext i32 %1100 to i64
  %1102 = add nsw i64 %1099, %1101
  %1103 = getelementptr inbounds float, ptr %X_r, i64 %1102
  store float %x180, ptr %1103, align 4
  %1104 = fmul float %x180, %x180
  %1105 = sext i32 %i168 to i64
  %1106 = mul nsw i64 %1105, 4096
  %1107 = add i32 0, %j7
  %1108 = sext i32 %1107 to i64
  %1109 = add nsw i64 %1106, %1108
  %1110 = getelementptr inbounds float, ptr %sq_r, i64 %1109
  store float %1104, ptr %1110, align 4
  %1111 = add nsw i32 %j7, 1
  br label %for.cond177, !llvm.loop !41

for.end179:                                       ; preds = %for.cond177
  br label %if.end176

for.cond181:                                      ; preds = %for.body182, %if.else175
  %j7184 = phi i32 [ 0, %if.else175 ], [ %1125, %for.body182 ]
  %1112 = icmp slt i32 %j7184, %1085
  br i1 %1112, label %for.body182, label %for.end183

for.body182:                                      ; preds = %for.cond181
  %1113 = sext i32 %i168 to i64
  %1114 = mul nsw i64 %1113, 4096
  %1115 = add i32 0, %j7184
  %1116 = sext i32 %1115 to i64
  %1117 = add nsw i64 %1114, %1116
  %1118 = getelementptr inbounds float, ptr %X_r, i64 %1117
  store float 0.000000e+00, ptr %1118, align 4
  %1119 = sext i32 %i168 to i64
  %1120 = mul nsw i64 %1119, 4096
  %1121 = add i32 0, %j7184
  %1122 = sext i32 %1121 to i64
  %1123 = add nsw i64 %1120, %1122
  %1124 = getelementptr inbounds float, ptr %sq_r, i64 %1123
  store float 0.000000e+00, ptr %1124, align 4
  %1125 = add nsw i32 %j7184, 1
  br label %for.cond181, !llvm.loop !42

for.end183:                                       ; preds = %for.cond181
  br label %if.end176

for.cond185:                                      ; preds = %for.end218, %for.end167
  %i6 = phi i32 [ 0, %for.end167 ], [ %1671, %for.end218 ]
  %1126 = icmp slt i32 %i6, 1
  br i1 %1126, label %for.body186, label %for.end187

for.body186:                                      ; preds = %for.cond185
  br label %for.cond188

for.end187:                                       ; preds = %for.cond185
  br label %for.cond220

for.cond188:                                      ; preds = %for.end193, %for.body186
  %tl_r8 = phi i32 [ 0, %for.body186 ], [ %1436, %for.end193 ]
  %1127 = icmp slt i32 %tl_r8, 1
  br i1 %1127, label %for.body189, label %for.end190

for.body189:                                      ; preds = %for.cond188
  %1128 = sext i32 %N to i64
  %1129 = icmp slt i64 %1128, 0
  %1130 = sext i32 %N to i64
  %1131 = icmp sgt i64 %1130, 4096
  %1132 = sext i32 %N to i64
  %1133 = select i1 %1131, i64 4096, i64 %1132
  %1134 = select i1 %1129, i64 0, i64 %1133
  %1135 = icmp slt i64 %1134, 0
  %1136 = sext i32 %N to i64
  %1137 = icmp slt i64 %1136, 0
  %1138 = sext i32 %N to i64
  %1139 = icmp sgt i64 %1138, 4096
  %1140 = sext i32 %N to i64
  %1141 = select i1 %1139, i64 4096, i64 %1140
  %1142 = select i1 %1137, i64 0, i64 %1141
  %1143 = select i1 %1135, i64 0, i64 %1142
  %1144 = trunc i64 %1143 to i32
  %1145 = icmp slt i32 %1144, 0
  %1146 = sext i32 %N to i64
  %1147 = icmp slt i64 %1146, 0
  %1148 = sext i32 %N to i64
  %1149 = icmp sgt i64 %1148, 4096
  %1150 = sext i32 %N to i64
  %1151 = select i1 %1149, i64 4096, i64 %1150
  %1152 = select i1 %1147, i64 0, i64 %1151
  %1153 = icmp slt i64 %1152, 0
  %1154 = sext i32 %N to i64
  %1155 = icmp slt i64 %1154, 0
  %1156 = sext i32 %N to i64
  %1157 = icmp sgt i64 %1156, 4096
  %1158 = sext i32 %N to i64
  %1159 = select i1 %1157, i64 4096, i64 %1158
  %1160 = select i1 %1155, i64 0, i64 %1159
  %1161 = select i1 %1153, i64 0, i64 %1160
  %1162 = trunc i64 %1161 to i32
  %1163 = icmp sgt i32 %1162, 4096
  %1164 = sext i32 %N to i64
  %1165 = icmp slt i64 %1164, 0
  %1166 = sext i32 %N to i64
  %1167 = icmp sgt i64 %1166, 4096
  %1168 = sext i32 %N to i64
  %1169 = select i1 %1167, i64 4096, i64 %1168
  %1170 = select i1 %1165, i64 0, i64 %1169
  %1171 = icmp slt i64 %1170, 0
  %1172 = sext i32 %N to i64
  %1173 = icmp slt i64 %1172, 0
  %1174 = sext i32 %N to i64
  %1175 = icmp sgt i64 %1174, 4096
  %1176 = sext i32 %N to i64
  %1177 = select i1 %1175, i64 4096, i64 %1176
  %1178 = select i1 %1173, i64 0, i64 %1177
  %1179 = select i1 %1171, i64 0, i64 %1178
  %1180 = trunc i64 %1179 to i32
  %1181 = select i1 %1163, i32 4096, i32 %1180
  %tl_pad_from9 = select i1 %1145, i32 0, i32 %1181
  %1182 = sext i32 %N to i64
  %1183 = icmp slt i64 %1182, 0
  %1184 = sext i32 %N to i64
  %1185 = icmp sgt i64 %1184, 4096
  %1186 = sext i32 %N to i64
  %1187 = select i1 %1185, i64 4096, i64 %1186
  %1188 = select i1 %1183, i64 0, i64 %1187
  %1189 = icmp slt i64 %1188, 0
  %1190 = sext i32 %N to i64
  %1191 = icmp slt i64 %1190, 0
  %1192 = sext i32 %N to i64
  %1193 = icmp sgt i64 %1192, 4096
  %1194 = sext i32 %N to i64
  %1195 = select i1 %1193, i64 4096, i64 %1194
  %1196 = select i1 %1191, i64 0, i64 %1195
  %1197 = select i1 %1189, i64 0, i64 %1196
  %1198 = trunc i64 %1197 to i32
  %1199 = icmp slt i32 %1198, 0
  %1200 = sext i32 %N to i64
  %1201 = icmp slt i64 %1200, 0
  %1202 = sext i32 %N to i64
  %1203 = icmp sgt i64 %1202, 4096
  %1204 = sext i32 %N to i64
  %1205 = select i1 %1203, i64 4096, i64 %1204
  %1206 = select i1 %1201, i64 0, i64 %1205
  %1207 = icmp slt i64 %1206, 0
  %1208 = sext i32 %N to i64
  %1209 = icmp slt i64 %1208, 0
  %1210 = sext i32 %N to i64
  %1211 = icmp sgt i64 %1210, 4096
  %1212 = sext i32 %N to i64
  %1213 = select i1 %1211, i64 4096, i64 %1212
  %1214 = select i1 %1209, i64 0, i64 %1213
  %1215 = select i1 %1207, i64 0, i64 %1214
  %1216 = trunc i64 %1215 to i32
  %1217 = icmp sgt i32 %1216, 4096
  %1218 = sext i32 %N to i64
  %1219 = icmp slt i64 %1218, 0
  %1220 = sext i32 %N to i64
  %1221 = icmp sgt i64 %1220, 4096
  %1222 = sext i32 %N to i64
  %1223 = select i1 %1221, i64 4096, i64 %1222
  %1224 = select i1 %1219, i64 0, i64 %1223
  %1225 = icmp slt i64 %1224, 0
  %1226 = sext i32 %N to i64
  %1227 = icmp slt i64 %1226, 0
  %1228 = sext i32 %N to i64
  %1229 = icmp sgt i64 %1228, 4096
  %1230 = sext i32 %N to i64
  %1231 = select i1 %1229, i64 4096, i64 %1230
  %1232 = select i1 %1227, i64 0, i64 %1231
  %1233 = select i1 %1225, i64 0, i64 %1232
  %1234 = trunc i64 %1233 to i32
  %1235 = select i1 %1217, i32 4096, i32 %1234
  %1236 = select i1 %1199, i32 0, i32 %1235
  %1237 = add i32 %1236, 31
  %1238 = sdiv i32 %1237, 32
  %1239 = sub i32 0, %1237
  %1240 = select i1 false, i32 %1239, i32 %1238
  %1241 = mul i32 %1240, 32
  %1242 = icmp slt i32 %1241, 32
  %1243 = sext i32 %N to i64
  %1244 = icmp slt i64 %1243, 0
  %1245 = sext i32 %N to i64
  %1246 = icmp sgt i64 %1245, 4096
  %1247 = sext i32 %N to i64
  %1248 = select i1 %1246, i64 4096, i64 %1247
  %1249 = select i1 %1244, i64 0, i64 %1248
  %1250 = icmp slt i64 %1249, 0
  %1251 = sext i32 %N to i64
  %1252 = icmp slt i64 %1251, 0
  %1253 = sext i32 %N to i64
  %1254 = icmp sgt i64 %1253, 4096
  %1255 = sext i32 %N to i64
  %1256 = select i1 %1254, i64 4096, i64 %1255
  %1257 = select i1 %1252, i64 0, i64 %1256
  %1258 = select i1 %1250, i64 0, i64 %1257
  %1259 = trunc i64 %1258 to i32
  %1260 = icmp slt i32 %1259, 0
  %1261 = sext i32 %N to i64
  %1262 = icmp slt i64 %1261, 0
  %1263 = sext i32 %N to i64
  %1264 = icmp sgt i64 %1263, 4096
  %1265 = sext i32 %N to i64
  %1266 = select i1 %1264, i64 4096, i64 %1265
  %1267 = select i1 %1262, i64 0, i64 %1266
  %1268 = icmp slt i64 %1267, 0
  %1269 = sext i32 %N to i64
  %1270 = icmp slt i64 %1269, 0
  %1271 = sext i32 %N to i64
  %1272 = icmp sgt i64 %1271, 4096
  %1273 = sext i32 %N to i64
  %1274 = select i1 %1272, i64 4096, i64 %1273
  %1275 = select i1 %1270, i64 0, i64 %1274
  %1276 = select i1 %1268, i64 0, i64 %1275
  %1277 = trunc i64 %1276 to i32
  %1278 = icmp sgt i32 %1277, 4096
  %1279 = sext i32 %N to i64
  %1280 = icmp slt i64 %1279, 0
  %1281 = sext i32 %N to i64
  %1282 = icmp sgt i64 %1281, 4096
  %1283 = sext i32 %N to i64
  %1284 = select i1 %1282, i64 4096, i64 %1283
  %1285 = select i1 %1280, i64 0, i64 %1284
  %1286 = icmp slt i64 %1285, 0
  %1287 = sext i32 %N to i64
  %1288 = icmp slt i64 %1287, 0
  %1289 = sext i32 %N to i64
  %1290 = icmp sgt i64 %1289, 4096
  %1291 = sext i32 %N to i64
  %1292 = select i1 %1290, i64 4096, i64 %1291
  %1293 = select i1 %1288, i64 0, i64 %1292
  %1294 = select i1 %1286, i64 0, i64 %1293
  %1295 = trunc i64 %1294 to i32
  %1296 = select i1 %1278, i32 4096, i32 %1295
  %1297 = select i1 %1260, i32 0, i32 %1296
  %1298 = add i32 %1297, 31
  %1299 = sdiv i32 %1298, 32
  %1300 = sub i32 0, %1298
  %1301 = select i1 false, i32 %1300, i32 %1299
  %1302 = mul i32 %1301, 32
  %1303 = select i1 %1242, i32 32, i32 %1302
  %1304 = icmp slt i32 %1303, 4096
  %1305 = sext i32 %N to i64
  %1306 = icmp slt i64 %1305, 0
  %1307 = sext i32 %N to i64
  %1308 = icmp sgt i64 %1307, 4096
  %1309 = sext i32 %N to i64
  %1310 = select i1 %1308, i64 4096, i64 %1309
  %1311 = select i1 %1306, i64 0, i64 %1310
  %1312 = icmp slt i64 %1311, 0
  %1313 = sext i32 %N to i64
  %1314 = icmp slt i64 %1313, 0
  %1315 = sext i32 %N to i64
  %1316 = icmp sgt i64 %1315, 4096
  %1317 = sext i32 %N to i64
  %1318 = select i1 %1316, i64 4096, i64 %1317
  %1319 = select i1 %1314, i64 0, i64 %1318
  %1320 = select i1 %1312, i64 0, i64 %1319
  %1321 = trunc i64 %1320 to i32
  %1322 = icmp slt i32 %1321, 0
  %1323 = sext i32 %N to i64
  %1324 = icmp slt i64 %1323, 0
  %1325 = sext i32 %N to i64
  %1326 = icmp sgt i64 %1325, 4096
  %1327 = sext i32 %N to i64
  %1328 = select i1 %1326, i64 4096, i64 %1327
  %1329 = select i1 %1324, i64 0, i64 %1328
  %1330 = icmp slt i64 %1329, 0
  %1331 = sext i32 %N to i64
  %1332 = icmp slt i64 %1331, 0
  %1333 = sext i32 %N to i64
  %1334 = icmp sgt i64 %1333, 4096
  %1335 = sext i32 %N to i64
  %1336 = select i1 %1334, i64 4096, i64 %1335
  %1337 = select i1 %1332, i64 0, i64 %1336
  %1338 = select i1 %1330, i64 0, i64 %1337
  %1339 = trunc i64 %1338 to i32
  %1340 = icmp sgt i32 %1339, 4096
  %1341 = sext i32 %N to i64
  %1342 = icmp slt i64 %1341, 0
  %1343 = sext i32 %N to i64
  %1344 = icmp sgt i64 %1343, 4096
  %1345 = sext i32 %N to i64
  %1346 = select i1 %1344, i64 4096, i64 %1345
  %1347 = select i1 %1342, i64 0, i64 %1346
  %1348 = icmp slt i64 %1347, 0
  %1349 = sext i32 %N to i64
  %1350 = icmp slt i64 %1349, 0
  %1351 = sext i32 %N to i64
  %1352 = icmp sgt i64 %1351, 4096
  %1353 = sext i32 %N to i64
  %1354 = select i1 %1352, i64 4096, i64 %1353
  %1355 = select i1 %1350, i64 0, i64 %1354
  %1356 = select i1 %1348, i64 0, i64 %1355
  %1357 = trunc i64 %1356 to i32
  %1358 = select i1 %1340, i32 4096, i32 %1357
  %1359 = select i1 %1322, i32 0, i32 %1358
  %1360 = add i32 %1359, 31
  %1361 = sdiv i32 %1360, 32
  %1362 = sub i32 0, %1360
  %1363 = select i1 false, i32 %1362, i32 %1361
  %1364 = mul i32 %1363, 32
  %1365 = icmp slt i32 %1364, 32
  %1366 = sext i32 %N to i64
  %1367 = icmp slt i64 %1366, 0
  %1368 = sext i32 %N to i64
  %1369 = icmp sgt i64 %1368, 4096
  %1370 = sext i32 %N to i64
  %1371 = select i1 %1369, i64 4096, i64 %1370
  %1372 = select i1 %1367, i64 0, i64 %1371
  %1373 = icmp slt i64 %1372, 0
  %1374 = sext i32 %N to i64
  %1375 = icmp slt i64 %1374, 0
  %1376 = sext i32 %N to i64
  %1377 = icmp sgt i64 %1376, 4096
  %1378 = sext i32 %N to i64
  %1379 = select i1 %1377, i64 4096, i64 %1378
  %1380 = select i1 %1375, i64 0, i64 %1379
  %1381 = select i1 %1373, i64 0, i64 %1380
  %1382 = trunc i64 %1381 to i32
  %1383 = icmp slt i32 %1382, 0
  %1384 = sext i32 %N to i64
  %1385 = icmp slt i64 %1384, 0
  %1386 = sext i32 %N to i64
  %1387 = icmp sgt i64 %1386, 4096
  %1388 = sext i32 %N to i64
  %1389 = select i1 %1387, i64 4096, i64 %1388
  %1390 = select i1 %1385, i64 0, i64 %1389
  %1391 = icmp slt i64 %1390, 0
  %1392 = sext i32 %N to i64
  %1393 = icmp slt i64 %1392, 0
  %1394 = sext i32 %N to i64
  %1395 = icmp sgt i64 %1394, 4096
  %1396 = sext i32 %N to i64
  %1397 = select i1 %1395, i64 4096, i64 %1396
  %1398 = select i1 %1393, i64 0, i64 %1397
  %1399 = select i1 %1391, i64 0, i64 %1398
  %1400 = trunc i64 %1399 to i32
  %1401 = icmp sgt i32 %1400, 4096
  %1402 = sext i32 %N to i64
  %1403 = icmp slt i64 %1402, 0
  %1404 = sext i32 %N to i64
  %1405 = icmp sgt i64 %1404, 4096
  %1406 = sext i32 %N to i64
  %1407 = select i1 %1405, i64 4096, i64 %1406
  %1408 = select i1 %1403, i64 0, i64 %1407
  %1409 = icmp slt i64 %1408, 0
  %1410 = sext i32 %N to i64
  %1411 = icmp slt i64 %1410, 0
  %1412 = sext i32 %N to i64
  %1413 = icmp sgt i64 %1412, 4096
  %1414 = sext i32 %N to i64
  %1415 = select i1 %1413, i64 4096, i64 %1414
  %1416 = select i1 %1411, i64 0, i64 %1415
  %1417 = select i1 %1409, i64 0, i64 %1416
  %1418 = trunc i64 %1417 to i32
  %1419 = select i1 %1401, i32 4096, i32 %1418
  %1420 = select i1 %1383, i32 0, i32 %1419
  %1421 = add i32 %1420, 31
  %1422 = sdiv i32 %1421, 32
  %1423 = sub i32 0, %1421
  %1424 = select i1 false, i32 %1423, i32 %1422
  %1425 = mul i32 %1424, 32
  %1426 = select i1 %1365, i32 32, i32 %1425
  %1427 = select i1 %1304, i32 %1426, i32 4096
  %tl_pad_n11 = sub i32 %1427, %tl_pad_from9
  br label %for.cond191

for.end190:                                       ; preds = %for.cond188
  br label %for.cond194

for.cond191:                                      ; preds = %for.body192, %for.body189
  %tl_pad_k12 = phi i32 [ 0, %for.body189 ], [ %1435, %for.body192 ]
  %1428 = icmp slt i32 %tl_pad_k12, %tl_pad_n11
  br i1 %1428, label %for.body192, label %for.end193

for.body192:                                      ; preds = %for.cond191
  %1429 = sext i32 %tl_r8 to i64
  %1430 = mul nsw i64 %1429, 4096
  %1431 = add i32 %tl_pad_from9, %tl_pad_k12
  %1432 = sext i32 %1431 to i64
  %1433 = add nsw i64 %1430, %1432
  %1434 = getelementptr inbounds float, ptr %X_r, i64 %1433
  store float 0.000000e+00, ptr %1434, align 4
  %1435 = add nsw i32 %tl_pad_k12, 1
  br label %for.cond191, !llvm.loop !43

for.end193:                                       ; preds = %for.cond191
  %1436 = add nsw i32 %tl_r8, 1
  br label %for.cond188, !llvm.loop !44

for.cond194:                                      ; preds = %for.body195, %for.end190
  %lane4 = phi i32 [ 0, %for.end190 ], [ %1446, %for.body195 ]
  %1437 = icmp slt i32 %lane4, 32
  br i1 %1437, label %for.body195, label %for.end196

for.body195:                                      ; preds = %for.cond194
  %1438 = sext i32 %i6 to i64
  %1439 = mul nsw i64 %1438, 4096
  %1440 = sext i32 %lane4 to i64
  %1441 = add nsw i64 %1439, %1440
  %1442 = getelementptr inbounds float, ptr %X_r, i64 %1441
  %1443 = load float, ptr %1442, align 4
  %1444 = sext i32 %lane4 to i64
  %1445 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1444
  store float %1443, ptr %1445, align 4
  %1446 = add nsw i32 %lane4, 1
  br label %for.cond194, !llvm.loop !45

for.end196:                                       ; preds = %for.cond194
  %1447 = sext i32 %N to i64
  %1448 = icmp slt i64 %1447, 0
  %1449 = sext i32 %N to i64
  %1450 = icmp sgt i64 %1449, 4096
  %1451 = sext i32 %N to i64
  %1452 = select i1 %1450, i64 4096, i64 %1451
  %1453 = select i1 %1448, i64 0, i64 %1452
  %1454 = icmp slt i64 %1453, 0
  %1455 = sext i32 %N to i64
  %1456 = icmp slt i64 %1455, 0
  %1457 = sext i32 %N to i64
  %1458 = icmp sgt i64 %1457, 4096
  %1459 = sext i32 %N to i64
  %1460 = select i1 %1458, i64 4096, i64 %1459
  %1461 = select i1 %1456, i64 0, i64 %1460
  %1462 = select i1 %1454, i64 0, i64 %1461
  %1463 = trunc i64 %1462 to i32
  %1464 = icmp slt i32 %1463, 0
  %1465 = sext i32 %N to i64
  %1466 = icmp slt i64 %1465, 0
  %1467 = sext i32 %N to i64
  %1468 = icmp sgt i64 %1467, 4096
  %1469 = sext i32 %N to i64
  %1470 = select i1 %1468, i64 4096, i64 %1469
  %1471 = select i1 %1466, i64 0, i64 %1470
  %1472 = icmp slt i64 %1471, 0
  %1473 = sext i32 %N to i64
  %1474 = icmp slt i64 %1473, 0
  %1475 = sext i32 %N to i64
  %1476 = icmp sgt i64 %1475, 4096
  %1477 = sext i32 %N to i64
  %1478 = select i1 %1476, i64 4096, i64 %1477
  %1479 = select i1 %1474, i64 0, i64 %1478
  %1480 = select i1 %1472, i64 0, i64 %1479
  %1481 = trunc i64 %1480 to i32
  %1482 = icmp sgt i32 %1481, 4096
  %1483 = sext i32 %N to i64
  %1484 = icmp slt i64 %1483, 0
  %1485 = sext i32 %N to i64
  %1486 = icmp sgt i64 %1485, 4096
  %1487 = sext i32 %N to i64
  %1488 = select i1 %1486, i64 4096, i64 %1487
  %1489 = select i1 %1484, i64 0, i64 %1488
  %1490 = icmp slt i64 %1489, 0
  %1491 = sext i32 %N to i64
  %1492 = icmp slt i64 %1491, 0
  %1493 = sext i32 %N to i64
  %1494 = icmp sgt i64 %1493, 4096
  %1495 = sext i32 %N to i64
  %1496 = select i1 %1494, i64 4096, i64 %1495
  %1497 = select i1 %1492, i64 0, i64 %1496
  %1498 = select i1 %1490, i64 0, i64 %1497
  %1499 = trunc i64 %1498 to i32
  %1500 = select i1 %1482, i32 4096, i32 %1499
  %1501 = select i1 %1464, i32 0, i32 %1500
  %1502 = add i32 %1501, 31
  %1503 = sdiv i32 %1502, 32
  %1504 = sub i32 0, %1502
  %1505 = select i1 false, i32 %1504, i32 %1503
  %1506 = sub i32 %1505, 1
  %1507 = icmp slt i32 %1506, 0
  %1508 = sext i32 %N to i64
  %1509 = icmp slt i64 %1508, 0
  %1510 = sext i32 %N to i64
  %1511 = icmp sgt i64 %1510, 4096
  %1512 = sext i32 %N to i64
  %1513 = select i1 %1511, i64 4096, i64 %1512
  %1514 = select i1 %1509, i64 0, i64 %1513
  %1515 = icmp slt i64 %1514, 0
  %1516 = sext i32 %N to i64
  %1517 = icmp slt i64 %1516, 0
  %1518 = sext i32 %N to i64
  %1519 = icmp sgt i64 %1518, 4096
  %1520 = sext i32 %N to i64
  %1521 = select i1 %1519, i64 4096, i64 %1520
  %1522 = select i1 %1517, i64 0, i64 %1521
  %1523 = select i1 %1515, i64 0, i64 %1522
  %1524 = trunc i64 %1523 to i32
  %1525 = icmp slt i32 %1524, 0
  %1526 = sext i32 %N to i64
  %1527 = icmp slt i64 %1526, 0
  %1528 = sext i32 %N to i64
  %1529 = icmp sgt i64 %1528, 4096
  %1530 = sext i32 %N to i64
  %1531 = select i1 %1529, i64 4096, i64 %1530
  %1532 = select i1 %1527, i64 0, i64 %1531
  %1533 = icmp slt i64 %1532, 0
  %1534 = sext i32 %N to i64
  %1535 = icmp slt i64 %1534, 0
  %1536 = sext i32 %N to i64
  %1537 = icmp sgt i64 %1536, 4096
  %1538 = sext i32 %N to i64
  %1539 = select i1 %1537, i64 4096, i64 %1538
  %1540 = select i1 %1535, i64 0, i64 %1539
  %1541 = select i1 %1533, i64 0, i64 %1540
  %1542 = trunc i64 %1541 to i32
  %1543 = icmp sgt i32 %1542, 4096
  %1544 = sext i32 %N to i64
  %1545 = icmp slt i64 %1544, 0
  %1546 = sext i32 %N to i64
  %1547 = icmp sgt i64 %1546, 4096
  %1548 = sext i32 %N to i64
  %1549 = select i1 %1547, i64 4096, i64 %1548
  %1550 = select i1 %1545, i64 0, i64 %1549
  %1551 = icmp slt i64 %1550, 0
  %1552 = sext i32 %N to i64
  %1553 = icmp slt i64 %1552, 0
  %1554 = sext i32 %N to i64
  %1555 = icmp sgt i64 %1554, 4096
  %1556 = sext i32 %N to i64
  %1557 = select i1 %1555, i64 4096, i64 %1556
  %1558 = select i1 %1553, i64 0, i64 %1557
  %1559 = select i1 %1551, i64 0, i64 %1558
  %1560 = trunc i64 %1559 to i32
  %1561 = select i1 %1543, i32 4096, i32 %1560
  %1562 = select i1 %1525, i32 0, i32 %1561
  %1563 = add i32 %1562, 31
  %1564 = sdiv i32 %1563, 32
  %1565 = sub i32 0, %1563
  %1566 = select i1 false, i32 %1565, i32 %1564
  %1567 = sub i32 %1566, 1
  %1568 = select i1 %1507, i32 0, i32 %1567
  %tl_steps14 = select i1 true, i32 %1568, i32 127
  %1569 = icmp eq i32 %tl_steps14, 127
  br i1 %1569, label %if.then197, label %if.else198

if.then197:                                       ; preds = %for.end196
  br label %for.cond200

if.else198:                                       ; preds = %for.end196
  br label %if.end199

if.end199:                                        ; preds = %if.else198, %for.end202
  br label %for.cond206

for.cond200:                                      ; preds = %for.end205, %if.then197
  %tl_r15 = phi i32 [ 0, %if.then197 ], [ %1633, %for.end205 ]
  %1570 = icmp slt i32 %tl_r15, 1
  br i1 %1570, label %for.body201, label %for.end202

for.body201:                                      ; preds = %for.cond200
  %1571 = sext i32 %N to i64
  %1572 = icmp slt i64 %1571, 0
  %1573 = sext i32 %N to i64
  %1574 = icmp sgt i64 %1573, 4096
  %1575 = sext i32 %N to i64
  %1576 = select i1 %1574, i64 4096, i64 %1575
  %1577 = select i1 %1572, i64 0, i64 %1576
  %1578 = icmp slt i64 %1577, 0
  %1579 = sext i32 %N to i64
  %1580 = icmp slt i64 %1579, 0
  %1581 = sext i32 %N to i64
  %1582 = icmp sgt i64 %1581, 4096
  %1583 = sext i32 %N to i64
  %1584 = select i1 %1582, i64 4096, i64 %1583
  %1585 = select i1 %1580, i64 0, i64 %1584
  %1586 = select i1 %1578, i64 0, i64 %1585
  %1587 = trunc i64 %1586 to i32
  %1588 = icmp slt i32 %1587, 0
  %1589 = sext i32 %N to i64
  %1590 = icmp slt i64 %1589, 0
  %1591 = sext i32 %N to i64
  %1592 = icmp sgt i64 %1591, 4096
  %1593 = sext i32 %N to i64
  %1594 = select i1 %1592, i64 4096, i64 %1593
  %1595 = select i1 %1590, i64 0, i64 %1594
  %1596 = icmp slt i64 %1595, 0
  %1597 = sext i32 %N to i64
  %1598 = icmp slt i64 %1597, 0
  %1599 = sext i32 %N to i64
  %1600 = icmp sgt i64 %1599, 4096
  %1601 = sext i32 %N to i64
  %1602 = select i1 %1600, i64 4096, i64 %1601
  %1603 = select i1 %1598, i64 0, i64 %1602
  %1604 = select i1 %1596, i64 0, i64 %1603
  %1605 = trunc i64 %1604 to i32
  %1606 = icmp sgt i32 %1605, 4096
  %1607 = sext i32 %N to i64
  %1608 = icmp slt i64 %1607, 0
  %1609 = sext i32 %N to i64
  %1610 = icmp sgt i64 %1609, 4096
  %1611 = sext i32 %N to i64
  %1612 = select i1 %1610, i64 4096, i64 %1611
  %1613 = select i1 %1608, i64 0, i64 %1612
  %1614 = icmp slt i64 %1613, 0
  %1615 = sext i32 %N to i64
  %1616 = icmp slt i64 %1615, 0
  %1617 = sext i32 %N to i64
  %1618 = icmp sgt i64 %1617, 4096
  %1619 = sext i32 %N to i64
  %1620 = select i1 %1618, i64 4096, i64 %1619
  %1621 = select i1 %1616, i64 0, i64 %1620
  %1622 = select i1 %1614, i64 0, i64 %1621
  %1623 = trunc i64 %1622 to i32
  %1624 = select i1 %1606, i32 4096, i32 %1623
  %tl_pad_from16 = select i1 %1588, i32 0, i32 %1624
  %tl_pad_n18 = sub i32 4096, %tl_pad_from16
  br label %for.cond203

for.end202:                                       ; preds = %for.cond200
  br label %if.end199

for.cond203:                                      ; preds = %for.body204, %for.body201
  %tl_pad_k19 = phi i32 [ 0, %for.body201 ], [ %1632, %for.body204 ]
  %1625 = icmp slt i32 %tl_pad_k19, %tl_pad_n18
  br i1 %1625, label %for.body204, label %for.end205

for.body204:                                      ; preds = %for.cond203
  %1626 = sext i32 %tl_r15 to i64
  %1627 = mul nsw i64 %1626, 4096
  %1628 = add i32 %tl_pad_from16, %tl_pad_k19
  %1629 = sext i32 %1628 to i64
  %1630 = add nsw i64 %1627, %1629
  %1631 = getelementptr inbounds float, ptr %X_r, i64 %1630
  store float 0.000000e+00, ptr %1631, align 4
  %1632 = add nsw i32 %tl_pad_k19, 1
  br label %for.cond203, !llvm.loop !46

for.end205:                                       ; preds = %for.cond203
  %1633 = add nsw i32 %tl_r15, 1
  br label %for.cond200, !llvm.loop !47

for.cond206:                                      ; preds = %for.end211, %if.end199
  %red4 = phi i32 [ 0, %if.end199 ], [ %1653, %for.end211 ]
  %1634 = icmp slt i32 %red4, %tl_steps14
  br i1 %1634, label %for.body207, label %for.end208

for.body207:                                      ; preds = %for.cond206
  br label %for.cond209

for.end208:                                       ; preds = %for.cond206
  %1635 = icmp slt i32 %tl_steps14, 127
  br i1 %1635, label %if.then213, label %if.else214

for.cond209:                                      ; preds = %for.body210, %for.body207
  %lane4212 = phi i32 [ 0, %for.body207 ], [ %1652, %for.body210 ]
  %1636 = icmp slt i32 %lane4212, 32
  br i1 %1636, label %for.body210, label %for.end211

for.body210:                                      ; preds = %for.cond209
  %1637 = sext i32 %lane4212 to i64
  %1638 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1637
  %1639 = load float, ptr %1638, align 4
  %1640 = sext i32 %i6 to i64
  %1641 = mul nsw i64 %1640, 4096
  %1642 = add i32 %red4, 1
  %1643 = mul i32 %1642, 32
  %1644 = add i32 %1643, %lane4212
  %1645 = sext i32 %1644 to i64
  %1646 = add nsw i64 %1641, %1645
  %1647 = getelementptr inbounds float, ptr %X_r, i64 %1646
  %1648 = load float, ptr %1647, align 4
  %1649 = fadd float %1639, %1648
  %1650 = sext i32 %lane4212 to i64
  %1651 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1650
  store float %1649, ptr %1651, align 4
  %1652 = add nsw i32 %lane4212, 1
  br label %for.cond209, !llvm.loop !48

for.end211:                                       ; preds = %for.cond209
  %1653 = add nsw i32 %red4, 1
  br label %for.cond206, !llvm.loop !49

if.then213:                                       ; preds = %for.end208
  %1654 = getelementptr inbounds float, ptr %tl_lanes_26, i64 0
  %1655 = load float, ptr %1654, align 4
  %1656 = fadd float %1655, 0.000000e+00
  %1657 = getelementptr inbounds float, ptr %tl_lanes_26, i64 0
  store float %1656, ptr %1657, align 4
  br label %if.end215

if.else214:                                       ; preds = %for.end208
  br label %if.end215

if.end215:                                        ; preds = %if.else214, %if.then213
  %1658 = sext i32 %i6 to i64
  %1659 = getelementptr inbounds float, ptr %mean_r, i64 %1658
  store float 0.000000e+00, ptr %1659, align 4
  br label %for.cond216

for.cond216:                                      ; preds = %for.body217, %if.end215
  %lane4219 = phi i32 [ 0, %if.end215 ], [ %1670, %for.body217 ]
  %1660 = icmp slt i32 %lane4219, 32
  br i1 %1660, label %for.body217, label %for.end218

for.body217:                                      ; preds = %for.cond216
  %1661 = sext i32 %i6 to i64
  %1662 = getelementptr inbounds float, ptr %mean_r, i64 %1661
  %1663 = load float, ptr %1662, align 4
  %1664 = sext i32 %lane4219 to i64
  %1665 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1664
  %1666 = load float, ptr %1665, align 4
  %1667 = fadd float %1663, %1666
  %1668 = sext i32 %i6 to i64
  %1669 = getelementptr inbounds float, ptr %mean_r, i64 %1668
  store float %1667, ptr %1669, align 4
  %1670 = add nsw i32 %lane4219, 1
  br label %for.cond216, !llvm.loop !50

for.end218:                                       ; preds = %for.cond216
  %1671 = add nsw i32 %i6, 1
  br label %for.cond185, !llvm.loop !51

for.cond220:                                      ; preds = %for.end253, %for.end187
  %i7 = phi i32 [ 0, %for.end187 ], [ %2217, %for.end253 ]
  %1672 = icmp slt i32 %i7, 1
  br i1 %1672, label %for.body221, label %for.end222

for.body221:                                      ; preds = %for.cond220
  br label %for.cond223

for.end222:                                       ; preds = %for.cond220
  br label %for.cond255

for.cond223:                                      ; preds = %for.end228, %for.body221
  %tl_r20 = phi i32 [ 0, %for.body221 ], [ %1982, %for.end228 ]
  %1673 = icmp slt i32 %tl_r20, 1
  br i1 %1673, label %for.body224, label %for.end225

for.body224:                                      ; preds = %for.cond223
  %1674 = sext i32 %N to i64
  %1675 = icmp slt i64 %1674, 0
  %1676 = sext i32 %N to i64
  %1677 = icmp sgt i64 %1676, 4096
  %1678 = sext i32 %N to i64
  %1679 = select i1 %1677, i64 4096, i64 %1678
  %1680 = select i1 %1675, i64 0, i64 %1679
  %1681 = icmp slt i64 %1680, 0
  %1682 = sext i32 %N to i64
  %1683 = icmp slt i64 %1682, 0
  %1684 = sext i32 %N to i64
  %1685 = icmp sgt i64 %1684, 4096
  %1686 = sext i32 %N to i64
  %1687 = select i1 %1685, i64 4096, i64 %1686
  %1688 = select i1 %1683, i64 0, i64 %1687
  %1689 = select i1 %1681, i64 0, i64 %1688
  %1690 = trunc i64 %1689 to i32
  %1691 = icmp slt i32 %1690, 0
  %1692 = sext i32 %N to i64
  %1693 = icmp slt i64 %1692, 0
  %1694 = sext i32 %N to i64
  %1695 = icmp sgt i64 %1694, 4096
  %1696 = sext i32 %N to i64
  %1697 = select i1 %1695, i64 4096, i64 %1696
  %1698 = select i1 %1693, i64 0, i64 %1697
  %1699 = icmp slt i64 %1698, 0
  %1700 = sext i32 %N to i64
  %1701 = icmp slt i64 %1700, 0
  %1702 = sext i32 %N to i64
  %1703 = icmp sgt i64 %1702, 4096
  %1704 = sext i32 %N to i64
  %1705 = select i1 %1703, i64 4096, i64 %1704
  %1706 = select i1 %1701, i64 0, i64 %1705
  %1707 = select i1 %1699, i64 0, i64 %1706
  %1708 = trunc i64 %1707 to i32
  %1709 = icmp sgt i32 %1708, 4096
  %1710 = sext i32 %N to i64
  %1711 = icmp slt i64 %1710, 0
  %1712 = sext i32 %N to i64
  %1713 = icmp sgt i64 %1712, 4096
  %1714 = sext i32 %N to i64
  %1715 = select i1 %1713, i64 4096, i64 %1714
  %1716 = select i1 %1711, i64 0, i64 %1715
  %1717 = icmp slt i64 %1716, 0
  %1718 = sext i32 %N to i64
  %1719 = icmp slt i64 %1718, 0
  %1720 = sext i32 %N to i64
  %1721 = icmp sgt i64 %1720, 4096
  %1722 = sext i32 %N to i64
  %1723 = select i1 %1721, i64 4096, i64 %1722
  %1724 = select i1 %1719, i64 0, i64 %1723
  %1725 = select i1 %1717, i64 0, i64 %1724
  %1726 = trunc i64 %1725 to i32
  %1727 = select i1 %1709, i32 4096, i32 %1726
  %tl_pad_from21 = select i1 %1691, i32 0, i32 %1727
  %1728 = sext i32 %N to i64
  %1729 = icmp slt i64 %1728, 0
  %1730 = sext i32 %N to i64
  %1731 = icmp sgt i64 %1730, 4096
  %1732 = sext i32 %N to i64
  %1733 = select i1 %1731, i64 4096, i64 %1732
  %1734 = select i1 %1729, i64 0, i64 %1733
  %1735 = icmp slt i64 %1734, 0
  %1736 = sext i32 %N to i64
  %1737 = icmp slt i64 %1736, 0
  %1738 = sext i32 %N to i64
  %1739 = icmp sgt i64 %1738, 4096
  %1740 = sext i32 %N to i64
  %1741 = select i1 %1739, i64 4096, i64 %1740
  %1742 = select i1 %1737, i64 0, i64 %1741
  %1743 = select i1 %1735, i64 0, i64 %1742
  %1744 = trunc i64 %1743 to i32
  %1745 = icmp slt i32 %1744, 0
  %1746 = sext i32 %N to i64
  %1747 = icmp slt i64 %1746, 0
  %1748 = sext i32 %N to i64
  %1749 = icmp sgt i64 %1748, 4096
  %1750 = sext i32 %N to i64
  %1751 = select i1 %1749, i64 4096, i64 %1750
  %1752 = select i1 %1747, i64 0, i64 %1751
  %1753 = icmp slt i64 %1752, 0
  %1754 = sext i32 %N to i64
  %1755 = icmp slt i64 %1754, 0
  %1756 = sext i32 %N to i64
  %1757 = icmp sgt i64 %1756, 4096
  %1758 = sext i32 %N to i64
  %1759 = select i1 %1757, i64 4096, i64 %1758
  %1760 = select i1 %1755, i64 0, i64 %1759
  %1761 = select i1 %1753, i64 0, i64 %1760
  %1762 = trunc i64 %1761 to i32
  %1763 = icmp sgt i32 %1762, 4096
  %1764 = sext i32 %N to i64
  %1765 = icmp slt i64 %1764, 0
  %1766 = sext i32 %N to i64
  %1767 = icmp sgt i64 %1766, 4096
  %1768 = sext i32 %N to i64
  %1769 = select i1 %1767, i64 4096, i64 %1768
  %1770 = select i1 %1765, i64 0, i64 %1769
  %1771 = icmp slt i64 %1770, 0
  %1772 = sext i32 %N to i64
  %1773 = icmp slt i64 %1772, 0
  %1774 = sext i32 %N to i64
  %1775 = icmp sgt i64 %1774, 4096
  %1776 = sext i32 %N to i64
  %1777 = select i1 %1775, i64 4096, i64 %1776
  %1778 = select i1 %1773, i64 0, i64 %1777
  %1779 = select i1 %1771, i64 0, i64 %1778
  %1780 = trunc i64 %1779 to i32
  %1781 = select i1 %1763, i32 4096, i32 %1780
  %1782 = select i1 %1745, i32 0, i32 %1781
  %1783 = add i32 %1782, 31
  %1784 = sdiv i32 %1783, 32
  %1785 = sub i32 0, %1783
  %1786 = select i1 false, i32 %1785, i32 %1784
  %1787 = mul i32 %1786, 32
  %1788 = icmp slt i32 %1787, 32
  %1789 = sext i32 %N to i64
  %1790 = icmp slt i64 %1789, 0
  %1791 = sext i32 %N to i64
  %1792 = icmp sgt i64 %1791, 4096
  %1793 = sext i32 %N to i64
  %1794 = select i1 %1792, i64 4096, i64 %1793
  %1795 = select i1 %1790, i64 0, i64 %1794
  %1796 = icmp slt i64 %1795, 0
  %1797 = sext i32 %N to i64
  %1798 = icmp slt i64 %1797, 0
  %1799 = sext i32 %N to i64
  %1800 = icmp sgt i64 %1799, 4096
  %1801 = sext i32 %N to i64
  %1802 = select i1 %1800, i64 4096, i64 %1801
  %1803 = select i1 %1798, i64 0, i64 %1802
  %1804 = select i1 %1796, i64 0, i64 %1803
  %1805 = trunc i64 %1804 to i32
  %1806 = icmp slt i32 %1805, 0
  %1807 = sext i32 %N to i64
  %1808 = icmp slt i64 %1807, 0
  %1809 = sext i32 %N to i64
  %1810 = icmp sgt i64 %1809, 4096
  %1811 = sext i32 %N to i64
  %1812 = select i1 %1810, i64 4096, i64 %1811
  %1813 = select i1 %1808, i64 0, i64 %1812
  %1814 = icmp slt i64 %1813, 0
  %1815 = sext i32 %N to i64
  %1816 = icmp slt i64 %1815, 0
  %1817 = sext i32 %N to i64
  %1818 = icmp sgt i64 %1817, 4096
  %1819 = sext i32 %N to i64
  %1820 = select i1 %1818, i64 4096, i64 %1819
  %1821 = select i1 %1816, i64 0, i64 %1820
  %1822 = select i1 %1814, i64 0, i64 %1821
  %1823 = trunc i64 %1822 to i32
  %1824 = icmp sgt i32 %1823, 4096
  %1825 = sext i32 %N to i64
  %1826 = icmp slt i64 %1825, 0
  %1827 = sext i32 %N to i64
  %1828 = icmp sgt i64 %1827, 4096
  %1829 = sext i32 %N to i64
  %1830 = select i1 %1828, i64 4096, i64 %1829
  %1831 = select i1 %1826, i64 0, i64 %1830
  %1832 = icmp slt i64 %1831, 0
  %1833 = sext i32 %N to i64
  %1834 = icmp slt i64 %1833, 0
  %1835 = sext i32 %N to i64
  %1836 = icmp sgt i64 %1835, 4096
  %1837 = sext i32 %N to i64
  %1838 = select i1 %1836, i64 4096, i64 %1837
  %1839 = select i1 %1834, i64 0, i64 %1838
  %1840 = select i1 %1832, i64 0, i64 %1839
  %1841 = trunc i64 %1840 to i32
  %1842 = select i1 %1824, i32 4096, i32 %1841
  %1843 = select i1 %1806, i32 0, i32 %1842
  %1844 = add i32 %1843, 31
  %1845 = sdiv i32 %1844, 32
  %1846 = sub i32 0, %1844
  %1847 = select i1 false, i32 %1846, i32 %1845
  %1848 = mul i32 %1847, 32
  %1849 = select i1 %1788, i32 32, i32 %1848
  %1850 = icmp slt i32 %1849, 4096
  %1851 = sext i32 %N to i64
  %1852 = icmp slt i64 %1851, 0
  %1853 = sext i32 %N to i64
  %1854 = icmp sgt i64 %1853, 4096
  %1855 = sext i32 %N to i64
  %1856 = select i1 %1854, i64 4096, i64 %1855
  %1857 = select i1 %1852, i64 0, i64 %1856
  %1858 = icmp slt i64 %1857, 0
  %1859 = sext i32 %N to i64
  %1860 = icmp slt i64 %1859, 0
  %1861 = sext i32 %N to i64
  %1862 = icmp sgt i64 %1861, 4096
  %1863 = sext i32 %N to i64
  %1864 = select i1 %1862, i64 4096, i64 %1863
  %1865 = select i1 %1860, i64 0, i64 %1864
  %1866 = select i1 %1858, i64 0, i64 %1865
  %1867 = trunc i64 %1866 to i32
  %1868 = icmp slt i32 %1867, 0
  %1869 = sext i32 %N to i64
  %1870 = icmp slt i64 %1869, 0
  %1871 = sext i32 %N to i64
  %1872 = icmp sgt i64 %1871, 4096
  %1873 = sext i32 %N to i64
  %1874 = select i1 %1872, i64 4096, i64 %1873
  %1875 = select i1 %1870, i64 0, i64 %1874
  %1876 = icmp slt i64 %1875, 0
  %1877 = sext i32 %N to i64
  %1878 = icmp slt i64 %1877, 0
  %1879 = sext i32 %N to i64
  %1880 = icmp sgt i64 %1879, 4096
  %1881 = sext i32 %N to i64
  %1882 = select i1 %1880, i64 4096, i64 %1881
  %1883 = select i1 %1878, i64 0, i64 %1882
  %1884 = select i1 %1876, i64 0, i64 %1883
  %1885 = trunc i64 %1884 to i32
  %1886 = icmp sgt i32 %1885, 4096
  %1887 = sext i32 %N to i64
  %1888 = icmp slt i64 %1887, 0
  %1889 = sext i32 %N to i64
  %1890 = icmp sgt i64 %1889, 4096
  %1891 = sext i32 %N to i64
  %1892 = select i1 %1890, i64 4096, i64 %1891
  %1893 = select i1 %1888, i64 0, i64 %1892
  %1894 = icmp slt i64 %1893, 0
  %1895 = sext i32 %N to i64
  %1896 = icmp slt i64 %1895, 0
  %1897 = sext i32 %N to i64
  %1898 = icmp sgt i64 %1897, 4096
  %1899 = sext i32 %N to i64
  %1900 = select i1 %1898, i64 4096, i64 %1899
  %1901 = select i1 %1896, i64 0, i64 %1900
  %1902 = select i1 %1894, i64 0, i64 %1901
  %1903 = trunc i64 %1902 to i32
  %1904 = select i1 %1886, i32 4096, i32 %1903
  %1905 = select i1 %1868, i32 0, i32 %1904
  %1906 = add i32 %1905, 31
  %1907 = sdiv i32 %1906, 32
  %1908 = sub i32 0, %1906
  %1909 = select i1 false, i32 %1908, i32 %1907
  %1910 = mul i32 %1909, 32
  %1911 = icmp slt i32 %1910, 32
  %1912 = sext i32 %N to i64
  %1913 = icmp slt i64 %1912, 0
  %1914 = sext i32 %N to i64
  %1915 = icmp sgt i64 %1914, 4096
  %1916 = sext i32 %N to i64
  %1917 = select i1 %1915, i64 4096, i64 %1916
  %1918 = select i1 %1913, i64 0, i64 %1917
  %1919 = icmp slt i64 %1918, 0
  %1920 = sext i32 %N to i64
  %1921 = icmp slt i64 %1920, 0
  %1922 = sext i32 %N to i64
  %1923 = icmp sgt i64 %1922, 4096
  %1924 = sext i32 %N to i64
  %1925 = select i1 %1923, i64 4096, i64 %1924
  %1926 = select i1 %1921, i64 0, i64 %1925
  %1927 = select i1 %1919, i64 0, i64 %1926
  %1928 = trunc i64 %1927 to i32
  %1929 = icmp slt i32 %1928, 0
  %1930 = sext i32 %N to i64
  %1931 = icmp slt i64 %1930, 0
  %1932 = sext i32 %N to i64
  %1933 = icmp sgt i64 %1932, 4096
  %1934 = sext i32 %N to i64
  %1935 = select i1 %1933, i64 4096, i64 %1934
  %1936 = select i1 %1931, i64 0, i64 %1935
  %1937 = icmp slt i64 %1936, 0
  %1938 = sext i32 %N to i64
  %1939 = icmp slt i64 %1938, 0
  %1940 = sext i32 %N to i64
  %1941 = icmp sgt i64 %1940, 4096
  %1942 = sext i32 %N to i64
  %1943 = select i1 %1941, i64 4096, i64 %1942
  %1944 = select i1 %1939, i64 0, i64 %1943
  %1945 = select i1 %1937, i64 0, i64 %1944
  %1946 = trunc i64 %1945 to i32
  %1947 = icmp sgt i32 %1946, 4096
  %1948 = sext i32 %N to i64
  %1949 = icmp slt i64 %1948, 0
  %1950 = sext i32 %N to i64
  %1951 = icmp sgt i64 %1950, 4096
  %1952 = sext i32 %N to i64
  %1953 = select i1 %1951, i64 4096, i64 %1952
  %1954 = select i1 %1949, i64 0, i64 %1953
  %1955 = icmp slt i64 %1954, 0
  %1956 = sext i32 %N to i64
  %1957 = icmp slt i64 %1956, 0
  %1958 = sext i32 %N to i64
  %1959 = icmp sgt i64 %1958, 4096
  %1960 = sext i32 %N to i64
  %1961 = select i1 %1959, i64 4096, i64 %1960
  %1962 = select i1 %1957, i64 0, i64 %1961
  %1963 = select i1 %1955, i64 0, i64 %1962
  %1964 = trunc i64 %1963 to i32
  %1965 = select i1 %1947, i32 4096, i32 %1964
  %1966 = select i1 %1929, i32 0, i32 %1965
  %1967 = add i32 %1966, 31
  %1968 = sdiv i32 %1967, 32
  %1969 = sub i32 0, %1967
  %1970 = select i1 false, i32 %1969, i32 %1968
  %1971 = mul i32 %1970, 32
  %1972 = select i1 %1911, i32 32, i32 %1971
  %1973 = select i1 %1850, i32 %1972, i32 4096
  %tl_pad_n23 = sub i32 %1973, %tl_pad_from21
  br label %for.cond226

for.end225:                                       ; preds = %for.cond223
  br label %for.cond229

for.cond226:                                      ; preds = %for.body227, %for.body224
  %tl_pad_k24 = phi i32 [ 0, %for.body224 ], [ %1981, %for.body227 ]
  %1974 = icmp slt i32 %tl_pad_k24, %tl_pad_n23
  br i1 %1974, label %for.body227, label %for.end228

for.body227:                                      ; preds = %for.cond226
  %1975 = sext i32 %tl_r20 to i64
  %1976 = mul nsw i64 %1975, 4096
  %1977 = add i32 %tl_pad_from21, %tl_pad_k24
  %1978 = sext i32 %1977 to i64
  %1979 = add nsw i64 %1976, %1978
  %1980 = getelementptr inbounds float, ptr %sq_r, i64 %1979
  store float 0.000000e+00, ptr %1980, align 4
  %1981 = add nsw i32 %tl_pad_k24, 1
  br label %for.cond226, !llvm.loop !52

for.end228:                                       ; preds = %for.cond226
  %1982 = add nsw i32 %tl_r20, 1
  br label %for.cond223, !llvm.loop !53

for.cond229:                                      ; preds = %for.body230, %for.end225
  %lane5 = phi i32 [ 0, %for.end225 ], [ %1992, %for.body230 ]
  %1983 = icmp slt i32 %lane5, 32
  br i1 %1983, label %for.body230, label %for.end231

for.body230:                                      ; preds = %for.cond229
  %1984 = sext i32 %i7 to i64
  %1985 = mul nsw i64 %1984, 4096
  %1986 = sext i32 %lane5 to i64
  %1987 = add nsw i64 %1985, %1986
  %1988 = getelementptr inbounds float, ptr %sq_r, i64 %1987
  %1989 = load float, ptr %1988, align 4
  %1990 = sext i32 %lane5 to i64
  %1991 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1990
  store float %1989, ptr %1991, align 4
  %1992 = add nsw i32 %lane5, 1
  br label %for.cond229, !llvm.loop !54

for.end231:                                       ; preds = %for.cond229
  %1993 = sext i32 %N to i64
  %1994 = icmp slt i64 %1993, 0
  %1995 = sext i32 %N to i64
  %1996 = icmp sgt i64 %1995, 4096
  %1997 = sext i32 %N to i64
  %1998 = select i1 %1996, i64 4096, i64 %1997
  %1999 = select i1 %1994, i64 0, i64 %1998
  %2000 = icmp slt i64 %1999, 0
  %2001 = sext i32 %N to i64
  %2002 = icmp slt i64 %2001, 0
  %2003 = sext i32 %N to i64
  %2004 = icmp sgt i64 %2003, 4096
  %2005 = sext i32 %N to i64
  %2006 = select i1 %2004, i64 4096, i64 %2005
  %2007 = select i1 %2002, i64 0, i64 %2006
  %2008 = select i1 %2000, i64 0, i64 %2007
  %2009 = trunc i64 %2008 to i32
  %2010 = icmp slt i32 %2009, 0
  %2011 = sext i32 %N to i64
  %2012 = icmp slt i64 %2011, 0
  %2013 = sext i32 %N to i64
  %2014 = icmp sgt i64 %2013, 4096
  %2015 = sext i32 %N to i64
  %2016 = select i1 %2014, i64 4096, i64 %2015
  %2017 = select i1 %2012, i64 0, i64 %2016
  %2018 = icmp slt i64 %2017, 0
  %2019 = sext i32 %N to i64
  %2020 = icmp slt i64 %2019, 0
  %2021 = sext i32 %N to i64
  %2022 = icmp sgt i64 %2021, 4096
  %2023 = sext i32 %N to i64
  %2024 = select i1 %2022, i64 4096, i64 %2023
  %2025 = select i1 %2020, i64 0, i64 %2024
  %2026 = select i1 %2018, i64 0, i64 %2025
  %2027 = trunc i64 %2026 to i32
  %2028 = icmp sgt i32 %2027, 4096
  %2029 = sext i32 %N to i64
  %2030 = icmp slt i64 %2029, 0
  %2031 = sext i32 %N to i64
  %2032 = icmp sgt i64 %2031, 4096
  %2033 = sext i32 %N to i64
  %2034 = select i1 %2032, i64 4096, i64 %2033
  %2035 = select i1 %2030, i64 0, i64 %2034
  %2036 = icmp slt i64 %2035, 0
  %2037 = sext i32 %N to i64
  %2038 = icmp slt i64 %2037, 0
  %2039 = sext i32 %N to i64
  %2040 = icmp sgt i64 %2039, 4096
  %2041 = sext i32 %N to i64
  %2042 = select i1 %2040, i64 4096, i64 %2041
  %2043 = select i1 %2038, i64 0, i64 %2042
  %2044 = select i1 %2036, i64 0, i64 %2043
  %2045 = trunc i64 %2044 to i32
  %2046 = select i1 %2028, i32 4096, i32 %2045
  %2047 = select i1 %2010, i32 0, i32 %2046
  %2048 = add i32 %2047, 31
  %2049 = sdiv i32 %2048, 32
  %2050 = sub i32 0, %2048
  %2051 = select i1 false, i32 %2050, i32 %2049
  %2052 = sub i32 %2051, 1
  %2053 = icmp slt i32 %2052, 0
  %2054 = sext i32 %N to i64
  %2055 = icmp slt i64 %2054, 0
  %2056 = sext i32 %N to i64
  %2057 = icmp sgt i64 %2056, 4096
  %2058 = sext i32 %N to i64
  %2059 = select i1 %2057, i64 4096, i64 %2058
  %2060 = select i1 %2055, i64 0, i64 %2059
  %2061 = icmp slt i64 %2060, 0
  %2062 = sext i32 %N to i64
  %2063 = icmp slt i64 %2062, 0
  %2064 = sext i32 %N to i64
  %2065 = icmp sgt i64 %2064, 4096
  %2066 = sext i32 %N to i64
  %2067 = select i1 %2065, i64 4096, i64 %2066
  %2068 = select i1 %2063, i64 0, i64 %2067
  %2069 = select i1 %2061, i64 0, i64 %2068
  %2070 = trunc i64 %2069 to i32
  %2071 = icmp slt i32 %2070, 0
  %2072 = sext i32 %N to i64
  %2073 = icmp slt i64 %2072, 0
  %2074 = sext i32 %N to i64
  %2075 = icmp sgt i64 %2074, 4096
  %2076 = sext i32 %N to i64
  %2077 = select i1 %2075, i64 4096, i64 %2076
  %2078 = select i1 %2073, i64 0, i64 %2077
  %2079 = icmp slt i64 %2078, 0
  %2080 = sext i32 %N to i64
  %2081 = icmp slt i64 %2080, 0
  %2082 = sext i32 %N to i64
  %2083 = icmp sgt i64 %2082, 4096
  %2084 = sext i32 %N to i64
  %2085 = select i1 %2083, i64 4096, i64 %2084
  %2086 = select i1 %2081, i64 0, i64 %2085
  %2087 = select i1 %2079, i64 0, i64 %2086
  %2088 = trunc i64 %2087 to i32
  %2089 = icmp sgt i32 %2088, 4096
  %2090 = sext i32 %N to i64
  %2091 = icmp slt i64 %2090, 0
  %2092 = sext i32 %N to i64
  %2093 = icmp sgt i64 %2092, 4096
  %2094 = sext i32 %N to i64
  %2095 = select i1 %2093, i64 4096, i64 %2094
  %2096 = select i1 %2091, i64 0, i64 %2095
  %2097 = icmp slt i64 %2096, 0
  %2098 = sext i32 %N to i64
  %2099 = icmp slt i64 %2098, 0
  %2100 = sext i32 %N to i64
  %2101 = icmp sgt i64 %2100, 4096
  %2102 = sext i32 %N to i64
  %2103 = select i1 %2101, i64 4096, i64 %2102
  %2104 = select i1 %2099, i64 0, i64 %2103
  %2105 = select i1 %2097, i64 0, i64 %2104
  %2106 = trunc i64 %2105 to i32
  %2107 = select i1 %2089, i32 4096, i32 %2106
  %2108 = select i1 %2071, i32 0, i32 %2107
  %2109 = add i32 %2108, 31
  %2110 = sdiv i32 %2109, 32
  %2111 = sub i32 0, %2109
  %2112 = select i1 false, i32 %2111, i32 %2110
  %2113 = sub i32 %2112, 1
  %2114 = select i1 %2053, i32 0, i32 %2113
  %tl_steps26 = select i1 true, i32 %2114, i32 127
  %2115 = icmp eq i32 %tl_steps26, 127
  br i1 %2115, label %if.then232, label %if.else233

if.then232:                                       ; preds = %for.end231
  br label %for.cond235

if.else233:                                       ; preds = %for.end231
  br label %if.end234

if.end234:                                        ; preds = %if.else233, %for.end237
  br label %for.cond241

for.cond235:                                      ; preds = %for.end240, %if.then232
  %tl_r27 = phi i32 [ 0, %if.then232 ], [ %2179, %for.end240 ]
  %2116 = icmp slt i32 %tl_r27, 1
  br i1 %2116, label %for.body236, label %for.end237

for.body236:                                      ; preds = %for.cond235
  %2117 = sext i32 %N to i64
  %2118 = icmp slt i64 %2117, 0
  %2119 = sext i32 %N to i64
  %2120 = icmp sgt i64 %2119, 4096
  %2121 = sext i32 %N to i64
  %2122 = select i1 %2120, i64 4096, i64 %2121
  %2123 = select i1 %2118, i64 0, i64 %2122
  %2124 = icmp slt i64 %2123, 0
  %2125 = sext i32 %N to i64
  %2126 = icmp slt i64 %2125, 0
  %2127 = sext i32 %N to i64
  %2128 = icmp sgt i64 %2127, 4096
  %2129 = sext i32 %N to i64
  %2130 = select i1 %2128, i64 4096, i64 %2129
  %2131 = select i1 %2126, i64 0, i64 %2130
  %2132 = select i1 %2124, i64 0, i64 %2131
  %2133 = trunc i64 %2132 to i32
  %2134 = icmp slt i32 %2133, 0
  %2135 = sext i32 %N to i64
  %2136 = icmp slt i64 %2135, 0
  %2137 = sext i32 %N to i64
  %2138 = icmp sgt i64 %2137, 4096
  %2139 = sext i32 %N to i64
  %2140 = select i1 %2138, i64 4096, i64 %2139
  %2141 = select i1 %2136, i64 0, i64 %2140
  %2142 = icmp slt i64 %2141, 0
  %2143 = sext i32 %N to i64
  %2144 = icmp slt i64 %2143, 0
  %2145 = sext i32 %N to i64
  %2146 = icmp sgt i64 %2145, 4096
  %2147 = sext i32 %N to i64
  %2148 = select i1 %2146, i64 4096, i64 %2147
  %2149 = select i1 %2144, i64 0, i64 %2148
  %2150 = select i1 %2142, i64 0, i64 %2149
  %2151 = trunc i64 %2150 to i32
  %2152 = icmp sgt i32 %2151, 4096
  %2153 = sext i32 %N to i64
  %2154 = icmp slt i64 %2153, 0
  %2155 = sext i32 %N to i64
  %2156 = icmp sgt i64 %2155, 4096
  %2157 = sext i32 %N to i64
  %2158 = select i1 %2156, i64 4096, i64 %2157
  %2159 = select i1 %2154, i64 0, i64 %2158
  %2160 = icmp slt i64 %2159, 0
  %2161 = sext i32 %N to i64
  %2162 = icmp slt i64 %2161, 0
  %2163 = sext i32 %N to i64
  %2164 = icmp sgt i64 %2163, 4096
  %2165 = sext i32 %N to i64
  %2166 = select i1 %2164, i64 4096, i64 %2165
  %2167 = select i1 %2162, i64 0, i64 %2166
  %2168 = select i1 %2160, i64 0, i64 %2167
  %2169 = trunc i64 %2168 to i32
  %2170 = select i1 %2152, i32 4096, i32 %2169
  %tl_pad_from28 = select i1 %2134, i32 0, i32 %2170
  %tl_pad_n30 = sub i32 4096, %tl_pad_from28
  br label %for.cond238

for.end237:                                       ; preds = %for.cond235
  br label %if.end234

for.cond238:                                      ; preds = %for.body239, %for.body236
  %tl_pad_k31 = phi i32 [ 0, %for.body236 ], [ %2178, %for.body239 ]
  %2171 = icmp slt i32 %tl_pad_k31, %tl_pad_n30
  br i1 %2171, label %for.body239, label %for.end240

for.body239:                                      ; preds = %for.cond238
  %2172 = sext i32 %tl_r27 to i64
  %2173 = mul nsw i64 %2172, 4096
  %2174 = add i32 %tl_pad_from28, %tl_pad_k31
  %2175 = sext i32 %2174 to i64
  %2176 = add nsw i64 %2173, %2175
  %2177 = getelementptr inbounds float, ptr %sq_r, i64 %2176
  store float 0.000000e+00, ptr %2177, align 4
  %2178 = add nsw i32 %tl_pad_k31, 1
  br label %for.cond238, !llvm.loop !55

for.end240:                                       ; preds = %for.cond238
  %2179 = add nsw i32 %tl_r27, 1
  br label %for.cond235, !llvm.loop !56

for.cond241:                                      ; preds = %for.end246, %if.end234
  %red5 = phi i32 [ 0, %if.end234 ], [ %2199, %for.end246 ]
  %2180 = icmp slt i32 %red5, %tl_steps26
  br i1 %2180, label %for.body242, label %for.end243

for.body242:                                      ; preds = %for.cond241
  br label %for.cond244

for.end243:                                       ; preds = %for.cond241
  %2181 = icmp slt i32 %tl_steps26, 127
  br i1 %2181, label %if.then248, label %if.else249

for.cond244:                                      ; preds = %for.body245, %for.body242
  %lane5247 = phi i32 [ 0, %for.body242 ], [ %2198, %for.body245 ]
  %2182 = icmp slt i32 %lane5247, 32
  br i1 %2182, label %for.body245, label %for.end246

for.body245:                                      ; preds = %for.cond244
  %2183 = sext i32 %lane5247 to i64
  %2184 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %2183
  %2185 = load float, ptr %2184, align 4
  %2186 = sext i32 %i7 to i64
  %2187 = mul nsw i64 %2186, 4096
  %2188 = add i32 %red5, 1
  %2189 = mul i32 %2188, 32
  %2190 = add i32 %2189, %lane5247
  %2191 = sext i32 %2190 to i64
  %2192 = add nsw i64 %2187, %2191
  %2193 = getelementptr inbounds float, ptr %sq_r, i64 %2192
  %2194 = load float, ptr %2193, align 4
  %2195 = fadd float %2185, %2194
  %2196 = sext i32 %lane5247 to i64
  %2197 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %2196
  store float %2195, ptr %2197, align 4
  %2198 = add nsw i32 %lane5247, 1
  br label %for.cond244, !llvm.loop !57

for.end246:                                       ; preds = %for.cond244
  %2199 = add nsw i32 %red5, 1
  br label %for.cond241, !llvm.loop !58

if.then248:                                       ; preds = %for.end243
  %2200 = getelementptr inbounds float, ptr %tl_lanes_27, i64 0
  %2201 = load float, ptr %2200, align 4
  %2202 = fadd float %2201, 0.000000e+00
  %2203 = getelementptr inbounds float, ptr %tl_lanes_27, i64 0
  store float %2202, ptr %2203, align 4
  br label %if.end250

if.else249:                                       ; preds = %for.end243
  br label %if.end250

if.end250:                                        ; preds = %if.else249, %if.then248
  %2204 = sext i32 %i7 to i64
  %2205 = getelementptr inbounds float, ptr %rstd_r, i64 %2204
  store float 0.000000e+00, ptr %2205, align 4
  br label %for.cond251

for.cond251:                                      ; preds = %for.body252, %if.end250
  %lane5254 = phi i32 [ 0, %if.end250 ], [ %2216, %for.body252 ]
  %2206 = icmp slt i32 %lane5254, 32
  br i1 %2206, label %for.body252, label %for.end253

for.body252:                                      ; preds = %for.cond251
  %2207 = sext i32 %i7 to i64
  %2208 = getelementptr inbounds float, ptr %rstd_r, i64 %2207
  %2209 = load float, ptr %2208, align 4
  %2210 = sext i32 %lane5254 to i64
  %2211 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %2210
  %2212 = load float, ptr %2211, align 4
  %2213 = fadd float %2209, %2212
  %2214 = sext i32 %i7 to i64
  %2215 = getelementptr inbounds float, ptr %rstd_r, i64 %2214
  store float %2213, ptr %2215, align 4
  %2216 = add nsw i32 %lane5254, 1
  br label %for.cond251, !llvm.loop !59

for.end253:                                       ; preds = %for.cond251
  %2217 = add nsw i32 %i7, 1
  br label %for.cond220, !llvm.loop !60

for.cond255:                                      ; preds = %for.body256, %for.end222
  %i258 = phi i32 [ 0, %for.end222 ], [ %2247, %for.body256 ]
  %2218 = icmp slt i32 %i258, 1
  br i1 %2218, label %for.body256, label %for.end257

for.body256:                                      ; preds = %for.cond255
  %2219 = sext i32 %i258 to i64
  %2220 = getelementptr inbounds float, ptr %mean_r, i64 %2219
  %2221 = load float, ptr %2220, align 4
  %2222 = sitofp i32 %N to float
  %2223 = fdiv float %2221, %2222
  %2224 = sext i32 %i258 to i64
  %2225 = getelementptr inbounds float, ptr %mean_r, i64 %2224
  store float %2223, ptr %2225, align 4
  %2226 = sext i32 %i258 to i64
  %2227 = getelementptr inbounds float, ptr %rstd_r, i64 %2226
  %2228 = load float, ptr %2227, align 4
  %2229 = sitofp i32 %N to float
  %2230 = fdiv float %2228, %2229
  %2231 = sext i32 %i258 to i64
  %2232 = getelementptr inbounds float, ptr %mean_r, i64 %2231
  %2233 = load float, ptr %2232, align 4
  %2234 = sext i32 %i258 to i64
  %2235 = getelementptr inbounds float, ptr %mean_r, i64 %2234
  %2236 = load float, ptr %2235, align 4
  %2237 = fmul float %2233, %2236
  %2238 = fsub float %2230, %2237
  %2239 = call float @llvm.maxnum.f32(float %2238, float 0.000000e+00)
  %2240 = fadd float %2239, 0x3EE4F8B580000000
  %2241 = fpext float %2240 to double
  %2242 = call double @llvm.sqrt.f64(double %2241)
  %2243 = fdiv double 1.000000e+00, %2242
  %2244 = fptrunc double %2243 to float
  %2245 = sext i32 %i258 to i64
  %2246 = getelementptr inbounds float, ptr %rstd_r, i64 %2245
  store float %2244, ptr %2246, align 4
  %2247 = add nsw i32 %i258, 1
  br label %for.cond255, !llvm.loop !61

for.end257:                                       ; preds = %for.cond255
  br label %for.cond259

for.cond259:                                      ; preds = %if.end265, %for.end257
  %i262 = phi i32 [ 0, %for.end257 ], [ %2276, %if.end265 ]
  %2248 = icmp slt i32 %i262, 1
  br i1 %2248, label %for.body260, label %for.end261

for.body260:                                      ; preds = %for.cond259
  %2249 = sext i32 %N to i64
  %2250 = icmp slt i64 %2249, 0
  %2251 = sext i32 %N to i64
  %2252 = icmp sgt i64 %2251, 4096
  %2253 = sext i32 %N to i64
  %2254 = select i1 %2252, i64 4096, i64 %2253
  %2255 = select i1 %2250, i64 0, i64 %2254
  %2256 = icmp slt i64 %2255, 0
  %2257 = sext i32 %N to i64
  %2258 = icmp slt i64 %2257, 0
  %2259 = sext i32 %N to i64
  %2260 = icmp sgt i64 %2259, 4096
  %2261 = sext i32 %N to i64
  %2262 = select i1 %2260, i64 4096, i64 %2261
  %2263 = select i1 %2258, i64 0, i64 %2262
  %2264 = select i1 %2256, i64 0, i64 %2263
  %tl_hi11 = trunc i64 %2264 to i32
  %2265 = mul i32 %bx, 4
  %2266 = add i32 %2265, %r164
  %2267 = add i32 %2266, %i262
  %2268 = icmp sle i32 0, %2267
  %2269 = mul i32 %bx, 4
  %2270 = add i32 %2269, %r164
  %2271 = add i32 %2270, %i262
  %2272 = icmp slt i32 %2271, %M
  %2273 = and i1 %2268, %2272
  br i1 %2273, label %if.then263, label %if.else264

for.end261:                                       ; preds = %for.cond259
  %2274 = add nsw i32 %r164, 1
  br label %for.cond161, !llvm.loop !62

if.then263:                                       ; preds = %for.body260
  %2275 = sub i32 %tl_hi11, 0
  br label %for.cond266

if.else264:                                       ; preds = %for.body260
  br label %if.end265

if.end265:                                        ; preds = %if.else264, %for.end268
  %2276 = add nsw i32 %i262, 1
  br label %for.cond259, !llvm.loop !63

for.cond266:                                      ; preds = %for.body267, %if.then263
  %j8 = phi i32 [ 0, %if.then263 ], [ %2311, %for.body267 ]
  %2277 = icmp slt i32 %j8, %2275
  br i1 %2277, label %for.body267, label %for.end268

for.body267:                                      ; preds = %for.cond266
  %2278 = sext i32 %i262 to i64
  %2279 = mul nsw i64 %2278, 4096
  %2280 = add i32 0, %j8
  %2281 = sext i32 %2280 to i64
  %2282 = add nsw i64 %2279, %2281
  %2283 = getelementptr inbounds float, ptr %X_r, i64 %2282
  %2284 = load float, ptr %2283, align 4
  %2285 = getelementptr inbounds float, ptr %mean_r, i64 0
  %2286 = load float, ptr %2285, align 4
  %2287 = fsub float %2284, %2286
  %2288 = getelementptr inbounds float, ptr %rstd_r, i64 0
  %2289 = load float, ptr %2288, align 4
  %2290 = fmul float %2287, %2289
  %2291 = add i32 0, %j8
  %2292 = sext i32 %2291 to i64
  %2293 = getelementptr inbounds float, ptr %W, i64 %2292
  %2294 = load float, ptr %2293, align 4
  %2295 = fmul float %2290, %2294
  %2296 = add i32 0, %j8
  %2297 = sext i32 %2296 to i64
  %2298 = getelementptr inbounds float, ptr %B, i64 %2297
  %2299 = load float, ptr %2298, align 4
  %2300 = fadd float %2295, %2299
  %2301 = mul i32 %bx, 4
  %2302 = add i32 %2301, %r164
  %2303 = add i32 %2302, %i262
  %2304 = sext i32 %2303 to i64
  %2305 = sext i32 %N to i64
  %2306 = mul nsw i64 %2304, %2305
  %2307 = add i32 0, %j8
  %2308 = sext i32 %2307 to i64
  %2309 = add nsw i64 %2306, %2308
  %2310 = getelementptr inbounds float, ptr %Y, i64 %2309
  store float %2300, ptr %2310, align 4
  %2311 = add nsw i32 %j8, 1
  br label %for.cond266, !llvm.loop !64

for.end268:                                       ; preds = %for.cond266
  br label %if.end265

for.cond269:                                      ; preds = %for.end274, %for.end163
  %tl_r32 = phi i32 [ 0, %for.end163 ], [ %2375, %for.end274 ]
  %2312 = icmp slt i32 %tl_r32, 1
  br i1 %2312, label %for.body270, label %for.end271

for.body270:                                      ; preds = %for.cond269
  %2313 = sext i32 %N to i64
  %2314 = icmp slt i64 %2313, 0
  %2315 = sext i32 %N to i64
  %2316 = icmp sgt i64 %2315, 4096
  %2317 = sext i32 %N to i64
  %2318 = select i1 %2316, i64 4096, i64 %2317
  %2319 = select i1 %2314, i64 0, i64 %2318
  %2320 = icmp slt i64 %2319, 0
  %2321 = sext i32 %N to i64
  %2322 = icmp slt i64 %2321, 0
  %2323 = sext i32 %N to i64
  %2324 = icmp sgt i64 %2323, 4096
  %2325 = sext i32 %N to i64
  %2326 = select i1 %2324, i64 4096, i64 %2325
  %2327 = select i1 %2322, i64 0, i64 %2326
  %2328 = select i1 %2320, i64 0, i64 %2327
  %2329 = trunc i64 %2328 to i32
  %2330 = icmp slt i32 %2329, 0
  %2331 = sext i32 %N to i64
  %2332 = icmp slt i64 %2331, 0
  %2333 = sext i32 %N to i64
  %2334 = icmp sgt i64 %2333, 4096
  %2335 = sext i32 %N to i64
  %2336 = select i1 %2334, i64 4096, i64 %2335
  %2337 = select i1 %2332, i64 0, i64 %2336
  %2338 = icmp slt i64 %2337, 0
  %2339 = sext i32 %N to i64
  %2340 = icmp slt i64 %2339, 0
  %2341 = sext i32 %N to i64
  %2342 = icmp sgt i64 %2341, 4096
  %2343 = sext i32 %N to i64
  %2344 = select i1 %2342, i64 4096, i64 %2343
  %2345 = select i1 %2340, i64 0, i64 %2344
  %2346 = select i1 %2338, i64 0, i64 %2345
  %2347 = trunc i64 %2346 to i32
  %2348 = icmp sgt i32 %2347, 4096
  %2349 = sext i32 %N to i64
  %2350 = icmp slt i64 %2349, 0
  %2351 = sext i32 %N to i64
  %2352 = icmp sgt i64 %2351, 4096
  %2353 = sext i32 %N to i64
  %2354 = select i1 %2352, i64 4096, i64 %2353
  %2355 = select i1 %2350, i64 0, i64 %2354
  %2356 = icmp slt i64 %2355, 0
  %2357 = sext i32 %N to i64
  %2358 = icmp slt i64 %2357, 0
  %2359 = sext i32 %N to i64
  %2360 = icmp sgt i64 %2359, 4096
  %2361 = sext i32 %N to i64
  %2362 = select i1 %2360, i64 4096, i64 %2361
  %2363 = select i1 %2358, i64 0, i64 %2362
  %2364 = select i1 %2356, i64 0, i64 %2363
  %2365 = trunc i64 %2364 to i32
  %2366 = select i1 %2348, i32 4096, i32 %2365
  %tl_pad_from33 = select i1 %2330, i32 0, i32 %2366
  %tl_pad_n35 = sub i32 4096, %tl_pad_from33
  br label %for.cond272

for.end271:                                       ; preds = %for.cond269
  br label %for.cond275

for.cond272:                                      ; preds = %for.body273, %for.body270
  %tl_pad_k36 = phi i32 [ 0, %for.body270 ], [ %2374, %for.body273 ]
  %2367 = icmp slt i32 %tl_pad_k36, %tl_pad_n35
  br i1 %2367, label %for.body273, label %for.end274

for.body273:                                      ; preds = %for.cond272
  %2368 = sext i32 %tl_r32 to i64
  %2369 = mul nsw i64 %2368, 4096
  %2370 = add i32 %tl_pad_from33, %tl_pad_k36
  %2371 = sext i32 %2370 to i64
  %2372 = add nsw i64 %2369, %2371
  %2373 = getelementptr inbounds float, ptr %X_r, i64 %2372
  store float 0.000000e+00, ptr %2373, align 4
  %2374 = add nsw i32 %tl_pad_k36, 1
  br label %for.cond272, !llvm.loop !65

for.end274:                                       ; preds = %for.cond272
  %2375 = add nsw i32 %tl_r32, 1
  br label %for.cond269, !llvm.loop !66

for.cond275:                                      ; preds = %for.end280, %for.end271
  %tl_r37 = phi i32 [ 0, %for.end271 ], [ %2439, %for.end280 ]
  %2376 = icmp slt i32 %tl_r37, 1
  br i1 %2376, label %for.body276, label %for.end277

for.body276:                                      ; preds = %for.cond275
  %2377 = sext i32 %N to i64
  %2378 = icmp slt i64 %2377, 0
  %2379 = sext i32 %N to i64
  %2380 = icmp sgt i64 %2379, 4096
  %2381 = sext i32 %N to i64
  %2382 = select i1 %2380, i64 4096, i64 %2381
  %2383 = select i1 %2378, i64 0, i64 %2382
  %2384 = icmp slt i64 %2383, 0
  %2385 = sext i32 %N to i64
  %2386 = icmp slt i64 %2385, 0
  %2387 = sext i32 %N to i64
  %2388 = icmp sgt i64 %2387, 4096
  %2389 = sext i32 %N to i64
  %2390 = select i1 %2388, i64 4096, i64 %2389
  %2391 = select i1 %2386, i64 0, i64 %2390
  %2392 = select i1 %2384, i64 0, i64 %2391
  %2393 = trunc i64 %2392 to i32
  %2394 = icmp slt i32 %2393, 0
  %2395 = sext i32 %N to i64
  %2396 = icmp slt i64 %2395, 0
  %2397 = sext i32 %N to i64
  %2398 = icmp sgt i64 %2397, 4096
  %2399 = sext i32 %N to i64
  %2400 = select i1 %2398, i64 4096, i64 %2399
  %2401 = select i1 %2396, i64 0, i64 %2400
  %2402 = icmp slt i64 %2401, 0
  %2403 = sext i32 %N to i64
  %2404 = icmp slt i64 %2403, 0
  %2405 = sext i32 %N to i64
  %2406 = icmp sgt i64 %2405, 4096
  %2407 = sext i32 %N to i64
  %2408 = select i1 %2406, i64 4096, i64 %2407
  %2409 = select i1 %2404, i64 0, i64 %2408
  %2410 = select i1 %2402, i64 0, i64 %2409
  %2411 = trunc i64 %2410 to i32
  %2412 = icmp sgt i32 %2411, 4096
  %2413 = sext i32 %N to i64
  %2414 = icmp slt i64 %2413, 0
  %2415 = sext i32 %N to i64
  %2416 = icmp sgt i64 %2415, 4096
  %2417 = sext i32 %N to i64
  %2418 = select i1 %2416, i64 4096, i64 %2417
  %2419 = select i1 %2414, i64 0, i64 %2418
  %2420 = icmp slt i64 %2419, 0
  %2421 = sext i32 %N to i64
  %2422 = icmp slt i64 %2421, 0
  %2423 = sext i32 %N to i64
  %2424 = icmp sgt i64 %2423, 4096
  %2425 = sext i32 %N to i64
  %2426 = select i1 %2424, i64 4096, i64 %2425
  %2427 = select i1 %2422, i64 0, i64 %2426
  %2428 = select i1 %2420, i64 0, i64 %2427
  %2429 = trunc i64 %2428 to i32
  %2430 = select i1 %2412, i32 4096, i32 %2429
  %tl_pad_from38 = select i1 %2394, i32 0, i32 %2430
  %tl_pad_n40 = sub i32 4096, %tl_pad_from38
  br label %for.cond278

for.end277:                                       ; preds = %for.cond275
  br label %if.end160

for.cond278:                                      ; preds = %for.body279, %for.body276
  %tl_pad_k41 = phi i32 [ 0, %for.body276 ], [ %2438, %for.body279 ]
  %2431 = icmp slt i32 %tl_pad_k41, %tl_pad_n40
  br i1 %2431, label %for.body279, label %for.end280

for.body279:                                      ; preds = %for.cond278
  %2432 = sext i32 %tl_r37 to i64
  %2433 = mul nsw i64 %2432, 4096
  %2434 = add i32 %tl_pad_from38, %tl_pad_k41
  %2435 = sext i32 %2434 to i64
  %2436 = add nsw i64 %2433, %2435
  %2437 = getelementptr inbounds float, ptr %sq_r, i64 %2436
  store float 0.000000e+00, ptr %2437, align 4
  %2438 = add nsw i32 %tl_pad_k41, 1
  br label %for.cond278, !llvm.loop !67

for.end280:                                       ; preds = %for.cond278
  %2439 = add nsw i32 %tl_r37, 1
  br label %for.cond275, !llvm.loop !68

for.cond281:                                      ; preds = %for.body282, %if.else159
  %i11 = phi i32 [ 0, %if.else159 ], [ %2443, %for.body282 ]
  %2440 = icmp slt i32 %i11, 4
  br i1 %2440, label %for.body282, label %for.end283

for.body282:                                      ; preds = %for.cond281
  %2441 = sext i32 %i11 to i64
  %2442 = getelementptr inbounds float, ptr %mean, i64 %2441
  store float 0.000000e+00, ptr %2442, align 4
  %2443 = add nsw i32 %i11, 1
  br label %for.cond281, !llvm.loop !69

for.end283:                                       ; preds = %for.cond281
  br label %for.cond284

for.cond284:                                      ; preds = %for.body285, %for.end283
  %i11287 = phi i32 [ 0, %for.end283 ], [ %2447, %for.body285 ]
  %2444 = icmp slt i32 %i11287, 4
  br i1 %2444, label %for.body285, label %for.end286

for.body285:                                      ; preds = %for.cond284
  %2445 = sext i32 %i11287 to i64
  %2446 = getelementptr inbounds float, ptr %rstd, i64 %2445
  store float 0.000000e+00, ptr %2446, align 4
  %2447 = add nsw i32 %i11287, 1
  br label %for.cond284, !llvm.loop !70

for.end286:                                       ; preds = %for.cond284
  %2448 = sext i32 %N to i64
  %2449 = sdiv i64 %2448, 512
  %2450 = sub i64 0, %2448
  %2451 = select i1 false, i64 %2450, i64 %2449
  %2452 = srem i64 %2448, 512
  %2453 = icmp ne i64 %2452, 0
  %2454 = icmp slt i64 %2448, 0
  %2455 = icmp eq i1 %2454, false
  %2456 = and i1 %2453, %2455
  %2457 = zext i1 %2456 to i64
  %2458 = add i64 %2451, %2457
  %2459 = trunc i64 %2458 to i32
  br label %for.cond288

for.cond288:                                      ; preds = %for.end357, %for.end286
  %c = phi i32 [ 0, %for.end286 ], [ %2703, %for.end357 ]
  %2460 = icmp slt i32 %c, %2459
  br i1 %2460, label %for.body289, label %for.end290

for.body289:                                      ; preds = %for.cond288
  %2461 = mul i32 %bx, 4
  %2462 = icmp sle i32 0, %2461
  %2463 = mul i32 %bx, 4
  %2464 = sext i32 %2463 to i64
  %2465 = add i64 %2464, 4
  %2466 = sext i32 %M to i64
  %2467 = icmp sle i64 %2465, %2466
  %2468 = and i1 %2462, %2467
  %2469 = mul i32 %c, 512
  %2470 = icmp sle i32 0, %2469
  %2471 = mul i32 %c, 512
  %2472 = sext i32 %2471 to i64
  %2473 = add i64 %2472, 512
  %2474 = sext i32 %N to i64
  %2475 = icmp sle i64 %2473, %2474
  %2476 = and i1 %2470, %2475
  %2477 = and i1 %2468, %2476
  br i1 %2477, label %if.then291, label %if.else292

for.end290:                                       ; preds = %for.cond288
  br label %for.cond372

if.then291:                                       ; preds = %for.body289
  br label %for.cond294

if.else292:                                       ; preds = %for.body289
  br label %for.cond307

if.end293:                                        ; preds = %for.end309, %for.end296
  br label %for.cond329

for.cond294:                                      ; preds = %for.end306, %if.then291
  %i11297 = phi i32 [ 0, %if.then291 ], [ %2525, %for.end306 ]
  %2478 = icmp slt i32 %i11297, 4
  br i1 %2478, label %for.body295, label %for.end296

for.body295:                                      ; preds = %for.cond294
  %2479 = add i32 %c, 1
  %2480 = sext i32 %N to i64
  %2481 = sdiv i64 %2480, 512
  %2482 = sub i64 0, %2480
  %2483 = select i1 false, i64 %2482, i64 %2481
  %2484 = srem i64 %2480, 512
  %2485 = icmp ne i64 %2484, 0
  %2486 = icmp slt i64 %2480, 0
  %2487 = icmp eq i1 %2486, false
  %2488 = and i1 %2485, %2487
  %2489 = zext i1 %2488 to i64
  %2490 = add i64 %2483, %2489
  %2491 = trunc i64 %2490 to i32
  %2492 = icmp slt i32 %2479, %2491
  br i1 %2492, label %if.then298, label %if.else299

for.end296:                                       ; preds = %for.cond294
  br label %if.end293

if.then298:                                       ; preds = %for.body295
  br label %for.cond301

if.else299:                                       ; preds = %for.body295
  br label %if.end300

if.end300:                                        ; preds = %if.else299, %for.end303
  br label %for.cond304

for.cond301:                                      ; preds = %for.body302, %if.then298
  %pf = phi i32 [ 0, %if.then298 ], [ %2506, %for.body302 ]
  %2493 = icmp slt i32 %pf, 32
  br i1 %2493, label %for.body302, label %for.end303

for.body302:                                      ; preds = %for.cond301
  %2494 = mul i32 %bx, 4
  %2495 = add i32 %2494, %i11297
  %2496 = sext i32 %2495 to i64
  %2497 = sext i32 %N to i64
  %2498 = mul i64 %2496, %2497
  %2499 = add i32 %c, 1
  %2500 = mul i32 %2499, 512
  %2501 = mul i32 %pf, 16
  %2502 = add i32 %2500, %2501
  %2503 = sext i32 %2502 to i64
  %2504 = add i64 %2498, %2503
  %2505 = getelementptr float, ptr %X, i64 %2504
  call void @llvm.prefetch.p0(ptr %2505, i32 0, i32 0, i32 1)
  %2506 = add nsw i32 %pf, 1
  br label %for.cond301, !llvm.loop !71

for.end303:                                       ; preds = %for.cond301
  br label %if.end300

for.cond304:                                      ; preds = %for.body305, %if.end300
  %j1 = phi i32 [ 0, %if.end300 ], [ %2524, %for.body305 ]
  %2507 = icmp slt i32 %j1, 512
  br i1 %2507, label %for.body305, label %for.end306

for.body305:                                      ; preds = %for.cond304
  %2508 = mul i32 %bx, 4
  %2509 = add i32 %2508, %i11297
  %2510 = sext i32 %2509 to i64
  %2511 = sext i32 %N to i64
  %2512 = mul nsw i64 %2510, %2511
  %2513 = mul i32 %c, 512
  %2514 = add i32 %2513, %j1
  %2515 = sext i32 %2514 to i64
  %2516 = add nsw i64 %2512, %2515
  %2517 = getelementptr inbounds float, ptr %X, i64 %2516
  %2518 = load float, ptr %2517, align 4
  %2519 = sext i32 %i11297 to i64
  %2520 = mul nsw i64 %2519, 512
  %2521 = sext i32 %j1 to i64
  %2522 = add nsw i64 %2520, %2521
  %2523 = getelementptr inbounds float, ptr %X_f, i64 %2522
  store float %2518, ptr %2523, align 4
  %2524 = add nsw i32 %j1, 1
  br label %for.cond304, !llvm.loop !72

for.end306:                                       ; preds = %for.cond304
  %2525 = add nsw i32 %i11297, 1
  br label %for.cond294, !llvm.loop !73

for.cond307:                                      ; preds = %for.end327, %if.else292
  %i11310 = phi i32 [ 0, %if.else292 ], [ %2634, %for.end327 ]
  %2526 = icmp slt i32 %i11310, 4
  br i1 %2526, label %for.body308, label %for.end309

for.body308:                                      ; preds = %for.cond307
  %2527 = mul i32 %c, 512
  %2528 = sext i32 %2527 to i64
  %2529 = sub i64 0, %2528
  %2530 = icmp slt i64 %2529, 0
  %2531 = mul i32 %c, 512
  %2532 = sext i32 %2531 to i64
  %2533 = sub i64 0, %2532
  %2534 = icmp sgt i64 %2533, 512
  %2535 = mul i32 %c, 512
  %2536 = sext i32 %2535 to i64
  %2537 = sub i64 0, %2536
  %2538 = select i1 %2534, i64 512, i64 %2537
  %2539 = select i1 %2530, i64 0, i64 %2538
  %tl_lo12 = trunc i64 %2539 to i32
  %2540 = sext i32 %N to i64
  %2541 = mul i32 %c, 512
  %2542 = sext i32 %2541 to i64
  %2543 = sub i64 %2540, %2542
  %2544 = icmp slt i64 %2543, 0
  %2545 = sext i32 %N to i64
  %2546 = mul i32 %c, 512
  %2547 = sext i32 %2546 to i64
  %2548 = sub i64 %2545, %2547
  %2549 = icmp sgt i64 %2548, 512
  %2550 = sext i32 %N to i64
  %2551 = mul i32 %c, 512
  %2552 = sext i32 %2551 to i64
  %2553 = sub i64 %2550, %2552
  %2554 = select i1 %2549, i64 512, i64 %2553
  %2555 = select i1 %2544, i64 0, i64 %2554
  %2556 = sext i32 %tl_lo12 to i64
  %2557 = icmp slt i64 %2555, %2556
  %2558 = sext i32 %tl_lo12 to i64
  %2559 = sext i32 %N to i64
  %2560 = mul i32 %c, 512
  %2561 = sext i32 %2560 to i64
  %2562 = sub i64 %2559, %2561
  %2563 = icmp slt i64 %2562, 0
  %2564 = sext i32 %N to i64
  %2565 = mul i32 %c, 512
  %2566 = sext i32 %2565 to i64
  %2567 = sub i64 %2564, %2566
  %2568 = icmp sgt i64 %2567, 512
  %2569 = sext i32 %N to i64
  %2570 = mul i32 %c, 512
  %2571 = sext i32 %2570 to i64
  %2572 = sub i64 %2569, %2571
  %2573 = select i1 %2568, i64 512, i64 %2572
  %2574 = select i1 %2563, i64 0, i64 %2573
  %2575 = select i1 %2557, i64 %2558, i64 %2574
  %tl_hi13 = trunc i64 %2575 to i32
  br label %for.cond311

for.end309:                                       ; preds = %for.cond307
  br label %if.end293

for.cond311:                                      ; preds = %for.body312, %for.body308
  %j1314 = phi i32 [ 0, %for.body308 ], [ %2582, %for.body312 ]
  %2576 = icmp slt i32 %j1314, %tl_lo12
  br i1 %2576, label %for.body312, label %for.end313

for.body312:                                      ; preds = %for.cond311
  %2577 = sext i32 %i11310 to i64
  %2578 = mul nsw i64 %2577, 512
  %2579 = sext i32 %j1314 to i64
  %2580 = add nsw i64 %2578, %2579
  %2581 = getelementptr inbounds float, ptr %X_f, i64 %2580
  store float 0.000000e+00, ptr %2581, align 4
  %2582 = add nsw i32 %j1314, 1
  br label %for.cond311, !llvm.loop !74

for.end313:                                       ; preds = %for.cond311
  %2583 = mul i32 %bx, 4
  %2584 = sext i32 %2583 to i64
  %2585 = sext i32 %i11310 to i64
  %2586 = add i64 %2584, %2585
  %2587 = icmp sle i64 0, %2586
  %2588 = mul i32 %bx, 4
  %2589 = sext i32 %2588 to i64
  %2590 = sext i32 %i11310 to i64
  %2591 = add i64 %2589, %2590
  %2592 = sext i32 %M to i64
  %2593 = icmp slt i64 %2591, %2592
  %2594 = and i1 %2587, %2593
  br i1 %2594, label %if.then315, label %if.else316

if.then315:                                       ; preds = %for.end313
  %2595 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond318

if.else316:                                       ; preds = %for.end313
  %2596 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond321

if.end317:                                        ; preds = %for.end323, %for.end320
  %2597 = sub i32 512, %tl_hi13
  br label %for.cond325

for.cond318:                                      ; preds = %for.body319, %if.then315
  %j11 = phi i32 [ 0, %if.then315 ], [ %2617, %for.body319 ]
  %2598 = icmp slt i32 %j11, %2595
  br i1 %2598, label %for.body319, label %for.end320

for.body319:                                      ; preds = %for.cond318
  %2599 = mul i32 %bx, 4
  %2600 = add i32 %2599, %i11310
  %2601 = sext i32 %2600 to i64
  %2602 = sext i32 %N to i64
  %2603 = mul nsw i64 %2601, %2602
  %2604 = mul i32 %c, 512
  %2605 = add i32 %tl_lo12, %j11
  %2606 = add i32 %2604, %2605
  %2607 = sext i32 %2606 to i64
  %2608 = add nsw i64 %2603, %2607
  %2609 = getelementptr inbounds float, ptr %X, i64 %2608
  %2610 = load float, ptr %2609, align 4
  %2611 = sext i32 %i11310 to i64
  %2612 = mul nsw i64 %2611, 512
  %2613 = add i32 %tl_lo12, %j11
  %2614 = sext i32 %2613 to i64
  %2615 = add nsw i64 %2612, %2614
  %2616 = getelementptr inbounds float, ptr %X_f, i64 %2615
  store float %2610, ptr %2616, align 4
  %2617 = add nsw i32 %j11, 1
  br label %for.cond318, !llvm.loop !75

for.end320:                                       ; preds = %for.cond318
  br label %if.end317

for.cond321:                                      ; preds = %for.body322, %if.else316
  %j11324 = phi i32 [ 0, %if.else316 ], [ %2625, %for.body322 ]
  %2618 = icmp slt i32 %j11324, %2596
  br i1 %2618, label %for.body322, label %for.end323

for.body322:                                      ; preds = %for.cond321
  %2619 = sext i32 %i11310 to i64
  %2620 = mul nsw i64 %2619, 512
  %2621 = add i32 %tl_lo12, %j11324
  %2622 = sext i32 %2621 to i64
  %2623 = add nsw i64 %2620, %2622
  %2624 = getelementptr inbounds float, ptr %X_f, i64 %2623
  store float 0.000000e+00, ptr %2624, align 4
  %2625 = add nsw i32 %j11324, 1
  br label %for.cond321, !llvm.loop !76

for.end323:                                       ; preds = %for.cond321
  br label %if.end317

for.cond325:                                      ; preds = %for.body326, %if.end317
  %j11328 = phi i32 [ 0, %if.end317 ], [ %2633, %for.body326 ]
  %2626 = icmp slt i32 %j11328, %2597
  br i1 %2626, label %for.body326, label %for.end327

for.body326:                                      ; preds = %for.cond325
  %2627 = sext i32 %i11310 to i64
  %2628 = mul nsw i64 %2627, 512
  %2629 = add i32 %tl_hi13, %j11328
  %2630 = sext i32 %2629 to i64
  %2631 = add nsw i64 %2628, %2630
  %2632 = getelementptr inbounds float, ptr %X_f, i64 %2631
  store float 0.000000e+00, ptr %2632, align 4
  %2633 = add nsw i32 %j11328, 1
  br label %for.cond325, !llvm.loop !77

for.end327:                                       ; preds = %for.cond325
  %2634 = add nsw i32 %i11310, 1
  br label %for.cond307, !llvm.loop !78

for.cond329:                                      ; preds = %for.end335, %if.end293
  %i332 = phi i32 [ 0, %if.end293 ], [ %2659, %for.end335 ]
  %2635 = icmp slt i32 %i332, 4
  br i1 %2635, label %for.body330, label %for.end331

for.body330:                                      ; preds = %for.cond329
  br label %for.cond333

for.end331:                                       ; preds = %for.cond329
  br label %for.cond338

for.cond333:                                      ; preds = %for.body334, %for.body330
  %j336 = phi i32 [ 0, %for.body330 ], [ %2658, %for.body334 ]
  %2636 = icmp slt i32 %j336, 512
  br i1 %2636, label %for.body334, label %for.end335

for.body334:                                      ; preds = %for.cond333
  %2637 = mul i32 %c, 512
  %2638 = add i32 %2637, %j336
  %2639 = icmp slt i32 %2638, %N
  %2640 = sext i32 %i332 to i64
  %2641 = mul nsw i64 %2640, 512
  %2642 = sext i32 %j336 to i64
  %2643 = add nsw i64 %2641, %2642
  %2644 = call i64 @llvm.umin.i64(i64 %2643, i64 2047)
  %2645 = getelementptr inbounds float, ptr %X_f, i64 %2644
  %2646 = load float, ptr %2645, align 4
  %x337 = select i1 %2639, float %2646, float 0.000000e+00
  %2647 = sext i32 %i332 to i64
  %2648 = mul nsw i64 %2647, 512
  %2649 = sext i32 %j336 to i64
  %2650 = add nsw i64 %2648, %2649
  %2651 = getelementptr inbounds float, ptr %X_f, i64 %2650
  store float %x337, ptr %2651, align 4
  %2652 = fmul float %x337, %x337
  %2653 = sext i32 %i332 to i64
  %2654 = mul nsw i64 %2653, 512
  %2655 = sext i32 %j336 to i64
  %2656 = add nsw i64 %2654, %2655
  %2657 = getelementptr inbounds float, ptr %sq, i64 %2656
  store float %2652, ptr %2657, align 4
  %2658 = add nsw i32 %j336, 1
  br label %for.cond333, !llvm.loop !79

for.end335:                                       ; preds = %for.cond333
  %2659 = add nsw i32 %i332, 1
  br label %for.cond329, !llvm.loop !80

for.cond338:                                      ; preds = %for.end353, %for.end331
  %i9 = phi i32 [ 0, %for.end331 ], [ %2701, %for.end353 ]
  %2660 = icmp slt i32 %i9, 4
  br i1 %2660, label %for.body339, label %for.end340

for.body339:                                      ; preds = %for.cond338
  br label %for.cond341

for.end340:                                       ; preds = %for.cond338
  br label %for.cond355

for.cond341:                                      ; preds = %for.body342, %for.body339
  %lane6 = phi i32 [ 0, %for.body339 ], [ %2670, %for.body342 ]
  %2661 = icmp slt i32 %lane6, 32
  br i1 %2661, label %for.body342, label %for.end343

for.body342:                                      ; preds = %for.cond341
  %2662 = sext i32 %i9 to i64
  %2663 = mul nsw i64 %2662, 512
  %2664 = sext i32 %lane6 to i64
  %2665 = add nsw i64 %2663, %2664
  %2666 = getelementptr inbounds float, ptr %X_f, i64 %2665
  %2667 = load float, ptr %2666, align 4
  %2668 = sext i32 %lane6 to i64
  %2669 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2668
  store float %2667, ptr %2669, align 4
  %2670 = add nsw i32 %lane6, 1
  br label %for.cond341, !llvm.loop !81

for.end343:                                       ; preds = %for.cond341
  br label %for.cond344

for.cond344:                                      ; preds = %for.end349, %for.end343
  %red6 = phi i32 [ 0, %for.end343 ], [ %2689, %for.end349 ]
  %2671 = icmp slt i32 %red6, 15
  br i1 %2671, label %for.body345, label %for.end346

for.body345:                                      ; preds = %for.cond344
  br label %for.cond347

for.end346:                                       ; preds = %for.cond344
  br label %for.cond351

for.cond347:                                      ; preds = %for.body348, %for.body345
  %lane6350 = phi i32 [ 0, %for.body345 ], [ %2688, %for.body348 ]
  %2672 = icmp slt i32 %lane6350, 32
  br i1 %2672, label %for.body348, label %for.end349

for.body348:                                      ; preds = %for.cond347
  %2673 = sext i32 %lane6350 to i64
  %2674 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2673
  %2675 = load float, ptr %2674, align 4
  %2676 = sext i32 %i9 to i64
  %2677 = mul nsw i64 %2676, 512
  %2678 = add i32 %red6, 1
  %2679 = mul i32 %2678, 32
  %2680 = add i32 %2679, %lane6350
  %2681 = sext i32 %2680 to i64
  %2682 = add nsw i64 %2677, %2681
  %2683 = getelementptr inbounds float, ptr %X_f, i64 %2682
  %2684 = load float, ptr %2683, align 4
  %2685 = fadd float %2675, %2684
  %2686 = sext i32 %lane6350 to i64
  %2687 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2686
  store float %2685, ptr %2687, align 4
  %2688 = add nsw i32 %lane6350, 1
  br label %for.cond347, !llvm.loop !82

for.end349:                                       ; preds = %for.cond347
  %2689 = add nsw i32 %red6, 1
  br label %for.cond344, !llvm.loop !83

for.cond351:                                      ; preds = %for.body352, %for.end346
  %lane6354 = phi i32 [ 0, %for.end346 ], [ %2700, %for.body352 ]
  %2690 = icmp slt i32 %lane6354, 32
  br i1 %2690, label %for.body352, label %for.end353

for.body352:                                      ; preds = %for.cond351
  %2691 = sext i32 %i9 to i64
  %2692 = getelementptr inbounds float, ptr %mean, i64 %2691
  %2693 = load float, ptr %2692, align 4
  %2694 = sext i32 %lane6354 to i64
  %2695 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2694
  %2696 = load float, ptr %2695, align 4
  %2697 = fadd float %2693, %2696
  %2698 = sext i32 %i9 to i64
  %2699 = getelementptr inbounds float, ptr %mean, i64 %2698
  store float %2697, ptr %2699, align 4
  %2700 = add nsw i32 %lane6354, 1
  br label %for.cond351, !llvm.loop !84

for.end353:                                       ; preds = %for.cond351
  %2701 = add nsw i32 %i9, 1
  br label %for.cond338, !llvm.loop !85

for.cond355:                                      ; preds = %for.end370, %for.end340
  %i10 = phi i32 [ 0, %for.end340 ], [ %2744, %for.end370 ]
  %2702 = icmp slt i32 %i10, 4
  br i1 %2702, label %for.body356, label %for.end357

for.body356:                                      ; preds = %for.cond355
  br label %for.cond358

for.end357:                                       ; preds = %for.cond355
  %2703 = add nsw i32 %c, 1
  br label %for.cond288, !llvm.loop !86

for.cond358:                                      ; preds = %for.body359, %for.body356
  %lane7 = phi i32 [ 0, %for.body356 ], [ %2713, %for.body359 ]
  %2704 = icmp slt i32 %lane7, 32
  br i1 %2704, label %for.body359, label %for.end360

for.body359:                                      ; preds = %for.cond358
  %2705 = sext i32 %i10 to i64
  %2706 = mul nsw i64 %2705, 512
  %2707 = sext i32 %lane7 to i64
  %2708 = add nsw i64 %2706, %2707
  %2709 = getelementptr inbounds float, ptr %sq, i64 %2708
  %2710 = load float, ptr %2709, align 4
  %2711 = sext i32 %lane7 to i64
  %2712 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2711
  store float %2710, ptr %2712, align 4
  %2713 = add nsw i32 %lane7, 1
  br label %for.cond358, !llvm.loop !87

for.end360:                                       ; preds = %for.cond358
  br label %for.cond361

for.cond361:                                      ; preds = %for.end366, %for.end360
  %red7 = phi i32 [ 0, %for.end360 ], [ %2732, %for.end366 ]
  %2714 = icmp slt i32 %red7, 15
  br i1 %2714, label %for.body362, label %for.end363

for.body362:                                      ; preds = %for.cond361
  br label %for.cond364

for.end363:                                       ; preds = %for.cond361
  br label %for.cond368

for.cond364:                                      ; preds = %for.body365, %for.body362
  %lane7367 = phi i32 [ 0, %for.body362 ], [ %2731, %for.body365 ]
  %2715 = icmp slt i32 %lane7367, 32
  br i1 %2715, label %for.body365, label %for.end366

for.body365:                                      ; preds = %for.cond364
  %2716 = sext i32 %lane7367 to i64
  %2717 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2716
  %2718 = load float, ptr %2717, align 4
  %2719 = sext i32 %i10 to i64
  %2720 = mul nsw i64 %2719, 512
  %2721 = add i32 %red7, 1
  %2722 = mul i32 %2721, 32
  %2723 = add i32 %2722, %lane7367
  %2724 = sext i32 %2723 to i64
  %2725 = add nsw i64 %2720, %2724
  %2726 = getelementptr inbounds float, ptr %sq, i64 %2725
  %2727 = load float, ptr %2726, align 4
  %2728 = fadd float %2718, %2727
  %2729 = sext i32 %lane7367 to i64
  %2730 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2729
  store float %2728, ptr %2730, align 4
  %2731 = add nsw i32 %lane7367, 1
  br label %for.cond364, !llvm.loop !88

for.end366:                                       ; preds = %for.cond364
  %2732 = add nsw i32 %red7, 1
  br label %for.cond361, !llvm.loop !89

for.cond368:                                      ; preds = %for.body369, %for.end363
  %lane7371 = phi i32 [ 0, %for.end363 ], [ %2743, %for.body369 ]
  %2733 = icmp slt i32 %lane7371, 32
  br i1 %2733, label %for.body369, label %for.end370

for.body369:                                      ; preds = %for.cond368
  %2734 = sext i32 %i10 to i64
  %2735 = getelementptr inbounds float, ptr %rstd, i64 %2734
  %2736 = load float, ptr %2735, align 4
  %2737 = sext i32 %lane7371 to i64
  %2738 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2737
  %2739 = load float, ptr %2738, align 4
  %2740 = fadd float %2736, %2739
  %2741 = sext i32 %i10 to i64
  %2742 = getelementptr inbounds float, ptr %rstd, i64 %2741
  store float %2740, ptr %2742, align 4
  %2743 = add nsw i32 %lane7371, 1
  br label %for.cond368, !llvm.loop !90

for.end370:                                       ; preds = %for.cond368
  %2744 = add nsw i32 %i10, 1
  br label %for.cond355, !llvm.loop !91

for.cond372:                                      ; preds = %for.body373, %for.end290
  %i375 = phi i32 [ 0, %for.end290 ], [ %2774, %for.body373 ]
  %2745 = icmp slt i32 %i375, 4
  br i1 %2745, label %for.body373, label %for.end374

for.body373:                                      ; preds = %for.cond372
  %2746 = sext i32 %i375 to i64
  %2747 = getelementptr inbounds float, ptr %mean, i64 %2746
  %2748 = load float, ptr %2747, align 4
  %2749 = sitofp i32 %N to float
  %2750 = fdiv float %2748, %2749
  %2751 = sext i32 %i375 to i64
  %2752 = getelementptr inbounds float, ptr %mean, i64 %2751
  store float %2750, ptr %2752, align 4
  %2753 = sext i32 %i375 to i64
  %2754 = getelementptr inbounds float, ptr %rstd, i64 %2753
  %2755 = load float, ptr %2754, align 4
  %2756 = sitofp i32 %N to float
  %2757 = fdiv float %2755, %2756
  %2758 = sext i32 %i375 to i64
  %2759 = getelementptr inbounds float, ptr %mean, i64 %2758
  %2760 = load float, ptr %2759, align 4
  %2761 = sext i32 %i375 to i64
  %2762 = getelementptr inbounds float, ptr %mean, i64 %2761
  %2763 = load float, ptr %2762, align 4
  %2764 = fmul float %2760, %2763
  %2765 = fsub float %2757, %2764
  %2766 = call float @llvm.maxnum.f32(float %2765, float 0.000000e+00)
  %2767 = fadd float %2766, 0x3EE4F8B580000000
  %2768 = fpext float %2767 to double
  %2769 = call double @llvm.sqrt.f64(double %2768)
  %2770 = fdiv double 1.000000e+00, %2769
  %2771 = fptrunc double %2770 to float
  %2772 = sext i32 %i375 to i64
  %2773 = getelementptr inbounds float, ptr %rstd, i64 %2772
  store float %2771, ptr %2773, align 4
  %2774 = add nsw i32 %i375, 1
  br label %for.cond372, !llvm.loop !92

for.end374:                                       ; preds = %for.cond372
  %2775 = sext i32 %N to i64
  %2776 = sdiv i64 %2775, 512
  %2777 = sub i64 0, %2775
  %2778 = select i1 false, i64 %2777, i64 %2776
  %2779 = srem i64 %2775, 512
  %2780 = icmp ne i64 %2779, 0
  %2781 = icmp slt i64 %2775, 0
  %2782 = icmp eq i1 %2781, false
  %2783 = and i1 %2780, %2782
  %2784 = zext i1 %2783 to i64
  %2785 = add i64 %2778, %2784
  %2786 = trunc i64 %2785 to i32
  br label %for.cond376

for.cond376:                                      ; preds = %if.end458, %for.end374
  %c379 = phi i32 [ 0, %for.end374 ], [ %5293, %if.end458 ]
  %2787 = icmp slt i32 %c379, %2786
  br i1 %2787, label %for.body377, label %for.end378

for.body377:                                      ; preds = %for.cond376
  %2788 = sext i32 %N to i64
  %2789 = sdiv i64 %2788, 512
  %2790 = sub i64 0, %2788
  %2791 = select i1 false, i64 %2790, i64 %2789
  %2792 = srem i64 %2788, 512
  %2793 = icmp ne i64 %2792, 0
  %2794 = icmp slt i64 %2788, 0
  %2795 = icmp eq i1 %2794, false
  %2796 = and i1 %2793, %2795
  %2797 = zext i1 %2796 to i64
  %2798 = add i64 %2791, %2797
  %2799 = trunc i64 %2798 to i32
  %2800 = sub i32 %2799, 1
  %t = sub i32 %2800, %c379
  %2801 = mul i32 %bx, 4
  %2802 = icmp sle i32 0, %2801
  %2803 = mul i32 %bx, 4
  %2804 = sext i32 %2803 to i64
  %2805 = add i64 %2804, 4
  %2806 = sext i32 %M to i64
  %2807 = icmp sle i64 %2805, %2806
  %2808 = and i1 %2802, %2807
  %2809 = mul i32 %t, 512
  %2810 = icmp sle i32 0, %2809
  %2811 = mul i32 %t, 512
  %2812 = sext i32 %2811 to i64
  %2813 = add i64 %2812, 512
  %2814 = sext i32 %N to i64
  %2815 = icmp sle i64 %2813, %2814
  %2816 = and i1 %2810, %2815
  %2817 = and i1 %2808, %2816
  br i1 %2817, label %if.then380, label %if.else381

for.end378:                                       ; preds = %for.cond376
  br label %if.end160

if.then380:                                       ; preds = %for.body377
  br label %for.cond383

if.else381:                                       ; preds = %for.body377
  br label %for.cond389

if.end382:                                        ; preds = %for.end391, %for.end385
  %2818 = mul i32 %t, 512
  %2819 = icmp sle i32 0, %2818
  %2820 = mul i32 %t, 512
  %2821 = sext i32 %2820 to i64
  %2822 = add i64 %2821, 512
  %2823 = sext i32 %N to i64
  %2824 = icmp sle i64 %2822, %2823
  %2825 = and i1 %2819, %2824
  br i1 %2825, label %if.then411, label %if.else412

for.cond383:                                      ; preds = %for.end388, %if.then380
  %i12 = phi i32 [ 0, %if.then380 ], [ %2845, %for.end388 ]
  %2826 = icmp slt i32 %i12, 4
  br i1 %2826, label %for.body384, label %for.end385

for.body384:                                      ; preds = %for.cond383
  br label %for.cond386

for.end385:                                       ; preds = %for.cond383
  br label %if.end382

for.cond386:                                      ; preds = %for.body387, %for.body384
  %j2 = phi i32 [ 0, %for.body384 ], [ %2844, %for.body387 ]
  %2827 = icmp slt i32 %j2, 512
  br i1 %2827, label %for.body387, label %for.end388

for.body387:                                      ; preds = %for.cond386
  %2828 = mul i32 %bx, 4
  %2829 = add i32 %2828, %i12
  %2830 = sext i32 %2829 to i64
  %2831 = sext i32 %N to i64
  %2832 = mul nsw i64 %2830, %2831
  %2833 = mul i32 %t, 512
  %2834 = add i32 %2833, %j2
  %2835 = sext i32 %2834 to i64
  %2836 = add nsw i64 %2832, %2835
  %2837 = getelementptr inbounds float, ptr %X, i64 %2836
  %2838 = load float, ptr %2837, align 4
  %2839 = sext i32 %i12 to i64
  %2840 = mul nsw i64 %2839, 512
  %2841 = sext i32 %j2 to i64
  %2842 = add nsw i64 %2840, %2841
  %2843 = getelementptr inbounds float, ptr %X_f, i64 %2842
  store float %2838, ptr %2843, align 4
  %2844 = add nsw i32 %j2, 1
  br label %for.cond386, !llvm.loop !93

for.end388:                                       ; preds = %for.cond386
  %2845 = add nsw i32 %i12, 1
  br label %for.cond383, !llvm.loop !94

for.cond389:                                      ; preds = %for.end409, %if.else381
  %i12392 = phi i32 [ 0, %if.else381 ], [ %2954, %for.end409 ]
  %2846 = icmp slt i32 %i12392, 4
  br i1 %2846, label %for.body390, label %for.end391

for.body390:                                      ; preds = %for.cond389
  %2847 = mul i32 %t, 512
  %2848 = sext i32 %2847 to i64
  %2849 = sub i64 0, %2848
  %2850 = icmp slt i64 %2849, 0
  %2851 = mul i32 %t, 512
  %2852 = sext i32 %2851 to i64
  %2853 = sub i64 0, %2852
  %2854 = icmp sgt i64 %2853, 512
  %2855 = mul i32 %t, 512
  %2856 = sext i32 %2855 to i64
  %2857 = sub i64 0, %2856
  %2858 = select i1 %2854, i64 512, i64 %2857
  %2859 = select i1 %2850, i64 0, i64 %2858
  %tl_lo14 = trunc i64 %2859 to i32
  %2860 = sext i32 %N to i64
  %2861 = mul i32 %t, 512
  %2862 = sext i32 %2861 to i64
  %2863 = sub i64 %2860, %2862
  %2864 = icmp slt i64 %2863, 0
  %2865 = sext i32 %N to i64
  %2866 = mul i32 %t, 512
  %2867 = sext i32 %2866 to i64
  %2868 = sub i64 %2865, %2867
  %2869 = icmp sgt i64 %2868, 512
  %2870 = sext i32 %N to i64
  %2871 = mul i32 %t, 512
  %2872 = sext i32 %2871 to i64
  %2873 = sub i64 %2870, %2872
  %2874 = select i1 %2869, i64 512, i64 %2873
  %2875 = select i1 %2864, i64 0, i64 %2874
  %2876 = sext i32 %tl_lo14 to i64
  %2877 = icmp slt i64 %2875, %2876
  %2878 = sext i32 %tl_lo14 to i64
  %2879 = sext i32 %N to i64
  %2880 = mul i32 %t, 512
  %2881 = sext i32 %2880 to i64
  %2882 = sub i64 %2879, %2881
  %2883 = icmp slt i64 %2882, 0
  %2884 = sext i32 %N to i64
  %2885 = mul i32 %t, 512
  %2886 = sext i32 %2885 to i64
  %2887 = sub i64 %2884, %2886
  %2888 = icmp sgt i64 %2887, 512
  %2889 = sext i32 %N to i64
  %2890 = mul i32 %t, 512
  %2891 = sext i32 %2890 to i64
  %2892 = sub i64 %2889, %2891
  %2893 = select i1 %2888, i64 512, i64 %2892
  %2894 = select i1 %2883, i64 0, i64 %2893
  %2895 = select i1 %2877, i64 %2878, i64 %2894
  %tl_hi15 = trunc i64 %2895 to i32
  br label %for.cond393

for.end391:                                       ; preds = %for.cond389
  br label %if.end382

for.cond393:                                      ; preds = %for.body394, %for.body390
  %j2396 = phi i32 [ 0, %for.body390 ], [ %2902, %for.body394 ]
  %2896 = icmp slt i32 %j2396, %tl_lo14
  br i1 %2896, label %for.body394, label %for.end395

for.body394:                                      ; preds = %for.cond393
  %2897 = sext i32 %i12392 to i64
  %2898 = mul nsw i64 %2897, 512
  %2899 = sext i32 %j2396 to i64
  %2900 = add nsw i64 %2898, %2899
  %2901 = getelementptr inbounds float, ptr %X_f, i64 %2900
  store float 0.000000e+00, ptr %2901, align 4
  %2902 = add nsw i32 %j2396, 1
  br label %for.cond393, !llvm.loop !95

for.end395:                                       ; preds = %for.cond393
  %2903 = mul i32 %bx, 4
  %2904 = sext i32 %2903 to i64
  %2905 = sext i32 %i12392 to i64
  %2906 = add i64 %2904, %2905
  %2907 = icmp sle i64 0, %2906
  %2908 = mul i32 %bx, 4
  %2909 = sext i32 %2908 to i64
  %2910 = sext i32 %i12392 to i64
  %2911 = add i64 %2909, %2910
  %2912 = sext i32 %M to i64
  %2913 = icmp slt i64 %2911, %2912
  %2914 = and i1 %2907, %2913
  br i1 %2914, label %if.then397, label %if.else398

if.then397:                                       ; preds = %for.end395
  %2915 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond400

if.else398:                                       ; preds = %for.end395
  %2916 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond403

if.end399:                                        ; preds = %for.end405, %for.end402
  %2917 = sub i32 512, %tl_hi15
  br label %for.cond407

for.cond400:                                      ; preds = %for.body401, %if.then397
  %j21 = phi i32 [ 0, %if.then397 ], [ %2937, %for.body401 ]
  %2918 = icmp slt i32 %j21, %2915
  br i1 %2918, label %for.body401, label %for.end402

for.body401:                                      ; preds = %for.cond400
  %2919 = mul i32 %bx, 4
  %2920 = add i32 %2919, %i12392
  %2921 = sext i32 %2920 to i64
  %2922 = sext i32 %N to i64
  %2923 = mul nsw i64 %2921, %2922
  %2924 = mul i32 %t, 512
  %2925 = add i32 %tl_lo14, %j21
  %2926 = add i32 %2924, %2925
  %2927 = sext i32 %2926 to i64
  %2928 = add nsw i64 %2923, %2927
  %2929 = getelementptr inbounds float, ptr %X, i64 %2928
  %2930 = load float, ptr %2929, align 4
  %2931 = sext i32 %i12392 to i64
  %2932 = mul nsw i64 %2931, 512
  %2933 = add i32 %tl_lo14, %j21
  %2934 = sext i32 %2933 to i64
  %2935 = add nsw i64 %2932, %2934
  %2936 = getelementptr inbounds float, ptr %X_f, i64 %2935
  store float %2930, ptr %2936, align 4
  %2937 = add nsw i32 %j21, 1
  br label %for.cond400, !llvm.loop !96

for.end402:                                       ; preds = %for.cond400
  br label %if.end399

for.cond403:                                      ; preds = %for.body404, %if.else398
  %j21406 = phi i32 [ 0, %if.else398 ], [ %2945, %for.body404 ]
  %2938 = icmp slt i32 %j21406, %2916
  br i1 %2938, label %for.body404, label %for.end405

for.body404:                                      ; preds = %for.cond403
  %2939 = sext i32 %i12392 to i64
  %2940 = mul nsw i64 %2939, 512
  %2941 = add i32 %tl_lo14, %j21406
  %2942 = sext i32 %2941 to i64
  %2943 = add nsw i64 %2940, %2942
  %2944 = getelementptr inbounds float, ptr %X_f, i64 %2943
  store float 0.000000e+00, ptr %2944, align 4
  %2945 = add nsw i32 %j21406, 1
  br label %for.cond403, !llvm.loop !97

for.end405:                                       ; preds = %for.cond403
  br label %if.end399

for.cond407:                                      ; preds = %for.body408, %if.end399
  %j21410 = phi i32 [ 0, %if.end399 ], [ %2953, %for.body408 ]
  %2946 = icmp slt i32 %j21410, %2917
  br i1 %2946, label %for.body408, label %for.end409

for.body408:                                      ; preds = %for.cond407
  %2947 = sext i32 %i12392 to i64
  %2948 = mul nsw i64 %2947, 512
  %2949 = add i32 %tl_hi15, %j21410
  %2950 = sext i32 %2949 to i64
  %2951 = add nsw i64 %2948, %2950
  %2952 = getelementptr inbounds float, ptr %X_f, i64 %2951
  store float 0.000000e+00, ptr %2952, align 4
  %2953 = add nsw i32 %j21410, 1
  br label %for.cond407, !llvm.loop !98

for.end409:                                       ; preds = %for.cond407
  %2954 = add nsw i32 %i12392, 1
  br label %for.cond389, !llvm.loop !99

if.then411:                                       ; preds = %if.end382
  br label %for.cond414

if.else412:                                       ; preds = %if.end382
  %2955 = mul i32 %t, 512
  %2956 = sext i32 %2955 to i64
  %2957 = sub i64 0, %2956
  %2958 = icmp slt i64 %2957, 0
  %2959 = mul i32 %t, 512
  %2960 = sext i32 %2959 to i64
  %2961 = sub i64 0, %2960
  %2962 = icmp sgt i64 %2961, 512
  %2963 = mul i32 %t, 512
  %2964 = sext i32 %2963 to i64
  %2965 = sub i64 0, %2964
  %2966 = select i1 %2962, i64 512, i64 %2965
  %2967 = select i1 %2958, i64 0, i64 %2966
  %tl_lo16 = trunc i64 %2967 to i32
  %2968 = sext i32 %N to i64
  %2969 = mul i32 %t, 512
  %2970 = sext i32 %2969 to i64
  %2971 = sub i64 %2968, %2970
  %2972 = icmp slt i64 %2971, 0
  %2973 = sext i32 %N to i64
  %2974 = mul i32 %t, 512
  %2975 = sext i32 %2974 to i64
  %2976 = sub i64 %2973, %2975
  %2977 = icmp sgt i64 %2976, 512
  %2978 = sext i32 %N to i64
  %2979 = mul i32 %t, 512
  %2980 = sext i32 %2979 to i64
  %2981 = sub i64 %2978, %2980
  %2982 = select i1 %2977, i64 512, i64 %2981
  %2983 = select i1 %2972, i64 0, i64 %2982
  %2984 = sext i32 %tl_lo16 to i64
  %2985 = icmp slt i64 %2983, %2984
  %2986 = sext i32 %tl_lo16 to i64
  %2987 = sext i32 %N to i64
  %2988 = mul i32 %t, 512
  %2989 = sext i32 %2988 to i64
  %2990 = sub i64 %2987, %2989
  %2991 = icmp slt i64 %2990, 0
  %2992 = sext i32 %N to i64
  %2993 = mul i32 %t, 512
  %2994 = sext i32 %2993 to i64
  %2995 = sub i64 %2992, %2994
  %2996 = icmp sgt i64 %2995, 512
  %2997 = sext i32 %N to i64
  %2998 = mul i32 %t, 512
  %2999 = sext i32 %2998 to i64
  %3000 = sub i64 %2997, %2999
  %3001 = select i1 %2996, i64 512, i64 %3000
  %3002 = select i1 %2991, i64 0, i64 %3001
  %3003 = select i1 %2985, i64 %2986, i64 %3002
  %tl_hi17 = trunc i64 %3003 to i32
  br label %for.cond418

if.end413:                                        ; preds = %for.end424, %for.end416
  %3004 = mul i32 %t, 512
  %3005 = icmp sle i32 0, %3004
  %3006 = mul i32 %t, 512
  %3007 = sext i32 %3006 to i64
  %3008 = add i64 %3007, 512
  %3009 = sext i32 %N to i64
  %3010 = icmp sle i64 %3008, %3009
  %3011 = and i1 %3005, %3010
  br i1 %3011, label %if.then425, label %if.else426

for.cond414:                                      ; preds = %for.body415, %if.then411
  %i12417 = phi i32 [ 0, %if.then411 ], [ %3020, %for.body415 ]
  %3012 = icmp slt i32 %i12417, 512
  br i1 %3012, label %for.body415, label %for.end416

for.body415:                                      ; preds = %for.cond414
  %3013 = mul i32 %t, 512
  %3014 = add i32 %3013, %i12417
  %3015 = sext i32 %3014 to i64
  %3016 = getelementptr inbounds float, ptr %W, i64 %3015
  %3017 = load float, ptr %3016, align 4
  %3018 = sext i32 %i12417 to i64
  %3019 = getelementptr inbounds float, ptr %W_f, i64 %3018
  store float %3017, ptr %3019, align 4
  %3020 = add nsw i32 %i12417, 1
  br label %for.cond414, !llvm.loop !100

for.end416:                                       ; preds = %for.cond414
  br label %if.end413

for.cond418:                                      ; preds = %for.body419, %if.else412
  %i12421 = phi i32 [ 0, %if.else412 ], [ %3024, %for.body419 ]
  %3021 = icmp slt i32 %i12421, %tl_lo16
  br i1 %3021, label %for.body419, label %for.end420

for.body419:                                      ; preds = %for.cond418
  %3022 = sext i32 %i12421 to i64
  %3023 = getelementptr inbounds float, ptr %W_f, i64 %3022
  store float 0.000000e+00, ptr %3023, align 4
  %3024 = add nsw i32 %i12421, 1
  br label %for.cond418, !llvm.loop !101

for.end420:                                       ; preds = %for.cond418
  %3025 = sub i32 %tl_hi17, %tl_lo16
  br label %for.cond422

for.cond422:                                      ; preds = %for.body423, %for.end420
  %i121 = phi i32 [ 0, %for.end420 ], [ %3036, %for.body423 ]
  %3026 = icmp slt i32 %i121, %3025
  br i1 %3026, label %for.body423, label %for.end424

for.body423:                                      ; preds = %for.cond422
  %3027 = mul i32 %t, 512
  %3028 = add i32 %tl_lo16, %i121
  %3029 = add i32 %3027, %3028
  %3030 = sext i32 %3029 to i64
  %3031 = getelementptr inbounds float, ptr %W, i64 %3030
  %3032 = load float, ptr %3031, align 4
  %3033 = add i32 %tl_lo16, %i121
  %3034 = sext i32 %3033 to i64
  %3035 = getelementptr inbounds float, ptr %W_f, i64 %3034
  store float %3032, ptr %3035, align 4
  %3036 = add nsw i32 %i121, 1
  br label %for.cond422, !llvm.loop !102

for.end424:                                       ; preds = %for.cond422
  br label %if.end413

if.then425:                                       ; preds = %if.end413
  br label %for.cond428

if.else426:                                       ; preds = %if.end413
  %3037 = mul i32 %t, 512
  %3038 = sext i32 %3037 to i64
  %3039 = sub i64 0, %3038
  %3040 = icmp slt i64 %3039, 0
  %3041 = mul i32 %t, 512
  %3042 = sext i32 %3041 to i64
  %3043 = sub i64 0, %3042
  %3044 = icmp sgt i64 %3043, 512
  %3045 = mul i32 %t, 512
  %3046 = sext i32 %3045 to i64
  %3047 = sub i64 0, %3046
  %3048 = select i1 %3044, i64 512, i64 %3047
  %3049 = select i1 %3040, i64 0, i64 %3048
  %tl_lo18 = trunc i64 %3049 to i32
  %3050 = sext i32 %N to i64
  %3051 = mul i32 %t, 512
  %3052 = sext i32 %3051 to i64
  %3053 = sub i64 %3050, %3052
  %3054 = icmp slt i64 %3053, 0
  %3055 = sext i32 %N to i64
  %3056 = mul i32 %t, 512
  %3057 = sext i32 %3056 to i64
  %3058 = sub i64 %3055, %3057
  %3059 = icmp sgt i64 %3058, 512
  %3060 = sext i32 %N to i64
  %3061 = mul i32 %t, 512
  %3062 = sext i32 %3061 to i64
  %3063 = sub i64 %3060, %3062
  %3064 = select i1 %3059, i64 512, i64 %3063
  %3065 = select i1 %3054, i64 0, i64 %3064
  %3066 = sext i32 %tl_lo18 to i64
  %3067 = icmp slt i64 %3065, %3066
  %3068 = sext i32 %tl_lo18 to i64
  %3069 = sext i32 %N to i64
  %3070 = mul i32 %t, 512
  %3071 = sext i32 %3070 to i64
  %3072 = sub i64 %3069, %3071
  %3073 = icmp slt i64 %3072, 0
  %3074 = sext i32 %N to i64
  %3075 = mul i32 %t, 512
  %3076 = sext i32 %3075 to i64
  %3077 = sub i64 %3074, %3076
  %3078 = icmp sgt i64 %3077, 512
  %3079 = sext i32 %N to i64
  %3080 = mul i32 %t, 512
  %3081 = sext i32 %3080 to i64
  %3082 = sub i64 %3079, %3081
  %3083 = select i1 %3078, i64 512, i64 %3082
  %3084 = select i1 %3073, i64 0, i64 %3083
  %3085 = select i1 %3067, i64 %3068, i64 %3084
  %tl_hi19 = trunc i64 %3085 to i32
  br label %for.cond432

if.end427:                                        ; preds = %for.end438, %for.end430
  %3086 = sext i32 %N to i64
  %3087 = sext i32 %N to i64
  %3088 = sdiv i64 %3087, 512
  %3089 = sub i64 0, %3087
  %3090 = select i1 false, i64 %3089, i64 %3088
  %3091 = srem i64 %3087, 512
  %3092 = icmp ne i64 %3091, 0
  %3093 = icmp slt i64 %3087, 0
  %3094 = icmp eq i1 %3093, false
  %3095 = and i1 %3092, %3094
  %3096 = zext i1 %3095 to i64
  %3097 = add i64 %3090, %3096
  %3098 = trunc i64 %3097 to i32
  %3099 = sub i32 %3098, 1
  %3100 = sub i32 %3099, %c379
  %3101 = mul i32 %3100, 512
  %3102 = sext i32 %3101 to i64
  %3103 = sub i64 %3086, %3102
  %3104 = icmp slt i64 %3103, 0
  %3105 = sext i32 %N to i64
  %3106 = sext i32 %N to i64
  %3107 = sdiv i64 %3106, 512
  %3108 = sub i64 0, %3106
  %3109 = select i1 false, i64 %3108, i64 %3107
  %3110 = srem i64 %3106, 512
  %3111 = icmp ne i64 %3110, 0
  %3112 = icmp slt i64 %3106, 0
  %3113 = icmp eq i1 %3112, false
  %3114 = and i1 %3111, %3113
  %3115 = zext i1 %3114 to i64
  %3116 = add i64 %3109, %3115
  %3117 = trunc i64 %3116 to i32
  %3118 = sub i32 %3117, 1
  %3119 = sub i32 %3118, %c379
  %3120 = mul i32 %3119, 512
  %3121 = sext i32 %3120 to i64
  %3122 = sub i64 %3105, %3121
  %3123 = icmp sgt i64 %3122, 512
  %3124 = sext i32 %N to i64
  %3125 = sext i32 %N to i64
  %3126 = sdiv i64 %3125, 512
  %3127 = sub i64 0, %3125
  %3128 = select i1 false, i64 %3127, i64 %3126
  %3129 = srem i64 %3125, 512
  %3130 = icmp ne i64 %3129, 0
  %3131 = icmp slt i64 %3125, 0
  %3132 = icmp eq i1 %3131, false
  %3133 = and i1 %3130, %3132
  %3134 = zext i1 %3133 to i64
  %3135 = add i64 %3128, %3134
  %3136 = trunc i64 %3135 to i32
  %3137 = sub i32 %3136, 1
  %3138 = sub i32 %3137, %c379
  %3139 = mul i32 %3138, 512
  %3140 = sext i32 %3139 to i64
  %3141 = sub i64 %3124, %3140
  %3142 = select i1 %3123, i64 512, i64 %3141
  %3143 = select i1 %3104, i64 0, i64 %3142
  %3144 = sext i32 %N to i64
  %3145 = sdiv i64 %3144, 512
  %3146 = sub i64 0, %3144
  %3147 = select i1 false, i64 %3146, i64 %3145
  %3148 = srem i64 %3144, 512
  %3149 = icmp ne i64 %3148, 0
  %3150 = icmp slt i64 %3144, 0
  %3151 = icmp eq i1 %3150, false
  %3152 = and i1 %3149, %3151
  %3153 = zext i1 %3152 to i64
  %3154 = add i64 %3147, %3153
  %3155 = trunc i64 %3154 to i32
  %3156 = sub i32 %3155, 1
  %3157 = sub i32 %3156, %c379
  %3158 = mul i32 %3157, 512
  %3159 = sext i32 %3158 to i64
  %3160 = sub i64 0, %3159
  %3161 = icmp slt i64 %3160, 0
  %3162 = sext i32 %N to i64
  %3163 = sdiv i64 %3162, 512
  %3164 = sub i64 0, %3162
  %3165 = select i1 false, i64 %3164, i64 %3163
  %3166 = srem i64 %3162, 512
  %3167 = icmp ne i64 %3166, 0
  %3168 = icmp slt i64 %3162, 0
  %3169 = icmp eq i1 %3168, false
  %3170 = and i1 %3167, %3169
  %3171 = zext i1 %3170 to i64
  %3172 = add i64 %3165, %3171
  %3173 = trunc i64 %3172 to i32
  %3174 = sub i32 %3173, 1
  %3175 = sub i32 %3174, %c379
  %3176 = mul i32 %3175, 512
  %3177 = sext i32 %3176 to i64
  %3178 = sub i64 0, %3177
  %3179 = icmp sgt i64 %3178, 512
  %3180 = sext i32 %N to i64
  %3181 = sdiv i64 %3180, 512
  %3182 = sub i64 0, %3180
  %3183 = select i1 false, i64 %3182, i64 %3181
  %3184 = srem i64 %3180, 512
  %3185 = icmp ne i64 %3184, 0
  %3186 = icmp slt i64 %3180, 0
  %3187 = icmp eq i1 %3186, false
  %3188 = and i1 %3185, %3187
  %3189 = zext i1 %3188 to i64
  %3190 = add i64 %3183, %3189
  %3191 = trunc i64 %3190 to i32
  %3192 = sub i32 %3191, 1
  %3193 = sub i32 %3192, %c379
  %3194 = mul i32 %3193, 512
  %3195 = sext i32 %3194 to i64
  %3196 = sub i64 0, %3195
  %3197 = select i1 %3179, i64 512, i64 %3196
  %3198 = select i1 %3161, i64 0, i64 %3197
  %3199 = trunc i64 %3198 to i32
  %3200 = sext i32 %3199 to i64
  %3201 = icmp slt i64 %3143, %3200
  %3202 = sext i32 %N to i64
  %3203 = sdiv i64 %3202, 512
  %3204 = sub i64 0, %3202
  %3205 = select i1 false, i64 %3204, i64 %3203
  %3206 = srem i64 %3202, 512
  %3207 = icmp ne i64 %3206, 0
  %3208 = icmp slt i64 %3202, 0
  %3209 = icmp eq i1 %3208, false
  %3210 = and i1 %3207, %3209
  %3211 = zext i1 %3210 to i64
  %3212 = add i64 %3205, %3211
  %3213 = trunc i64 %3212 to i32
  %3214 = sub i32 %3213, 1
  %3215 = sub i32 %3214, %c379
  %3216 = mul i32 %3215, 512
  %3217 = sext i32 %3216 to i64
  %3218 = sub i64 0, %3217
  %3219 = icmp slt i64 %3218, 0
  %3220 = sext i32 %N to i64
  %3221 = sdiv i64 %3220, 512
  %3222 = sub i64 0, %3220
  %3223 = select i1 false, i64 %3222, i64 %3221
  %3224 = srem i64 %3220, 512
  %3225 = icmp ne i64 %3224, 0
  %3226 = icmp slt i64 %3220, 0
  %3227 = icmp eq i1 %3226, false
  %3228 = and i1 %3225, %3227
  %3229 = zext i1 %3228 to i64
  %3230 = add i64 %3223, %3229
  %3231 = trunc i64 %3230 to i32
  %3232 = sub i32 %3231, 1
  %3233 = sub i32 %3232, %c379
  %3234 = mul i32 %3233, 512
  %3235 = sext i32 %3234 to i64
  %3236 = sub i64 0, %3235
  %3237 = icmp sgt i64 %3236, 512
  %3238 = sext i32 %N to i64
  %3239 = sdiv i64 %3238, 512
  %3240 = sub i64 0, %3238
  %3241 = select i1 false, i64 %3240, i64 %3239
  %3242 = srem i64 %3238, 512
  %3243 = icmp ne i64 %3242, 0
  %3244 = icmp slt i64 %3238, 0
  %3245 = icmp eq i1 %3244, false
  %3246 = and i1 %3243, %3245
  %3247 = zext i1 %3246 to i64
  %3248 = add i64 %3241, %3247
  %3249 = trunc i64 %3248 to i32
  %3250 = sub i32 %3249, 1
  %3251 = sub i32 %3250, %c379
  %3252 = mul i32 %3251, 512
  %3253 = sext i32 %3252 to i64
  %3254 = sub i64 0, %3253
  %3255 = select i1 %3237, i64 512, i64 %3254
  %3256 = select i1 %3219, i64 0, i64 %3255
  %3257 = trunc i64 %3256 to i32
  %3258 = sext i32 %3257 to i64
  %3259 = sext i32 %N to i64
  %3260 = sext i32 %N to i64
  %3261 = sdiv i64 %3260, 512
  %3262 = sub i64 0, %3260
  %3263 = select i1 false, i64 %3262, i64 %3261
  %3264 = srem i64 %3260, 512
  %3265 = icmp ne i64 %3264, 0
  %3266 = icmp slt i64 %3260, 0
  %3267 = icmp eq i1 %3266, false
  %3268 = and i1 %3265, %3267
  %3269 = zext i1 %3268 to i64
  %3270 = add i64 %3263, %3269
  %3271 = trunc i64 %3270 to i32
  %3272 = sub i32 %3271, 1
  %3273 = sub i32 %3272, %c379
  %3274 = mul i32 %3273, 512
  %3275 = sext i32 %3274 to i64
  %3276 = sub i64 %3259, %3275
  %3277 = icmp slt i64 %3276, 0
  %3278 = sext i32 %N to i64
  %3279 = sext i32 %N to i64
  %3280 = sdiv i64 %3279, 512
  %3281 = sub i64 0, %3279
  %3282 = select i1 false, i64 %3281, i64 %3280
  %3283 = srem i64 %3279, 512
  %3284 = icmp ne i64 %3283, 0
  %3285 = icmp slt i64 %3279, 0
  %3286 = icmp eq i1 %3285, false
  %3287 = and i1 %3284, %3286
  %3288 = zext i1 %3287 to i64
  %3289 = add i64 %3282, %3288
  %3290 = trunc i64 %3289 to i32
  %3291 = sub i32 %3290, 1
  %3292 = sub i32 %3291, %c379
  %3293 = mul i32 %3292, 512
  %3294 = sext i32 %3293 to i64
  %3295 = sub i64 %3278, %3294
  %3296 = icmp sgt i64 %3295, 512
  %3297 = sext i32 %N to i64
  %3298 = sext i32 %N to i64
  %3299 = sdiv i64 %3298, 512
  %3300 = sub i64 0, %3298
  %3301 = select i1 false, i64 %3300, i64 %3299
  %3302 = srem i64 %3298, 512
  %3303 = icmp ne i64 %3302, 0
  %3304 = icmp slt i64 %3298, 0
  %3305 = icmp eq i1 %3304, false
  %3306 = and i1 %3303, %3305
  %3307 = zext i1 %3306 to i64
  %3308 = add i64 %3301, %3307
  %3309 = trunc i64 %3308 to i32
  %3310 = sub i32 %3309, 1
  %3311 = sub i32 %3310, %c379
  %3312 = mul i32 %3311, 512
  %3313 = sext i32 %3312 to i64
  %3314 = sub i64 %3297, %3313
  %3315 = select i1 %3296, i64 512, i64 %3314
  %3316 = select i1 %3277, i64 0, i64 %3315
  %3317 = select i1 %3201, i64 %3258, i64 %3316
  %3318 = trunc i64 %3317 to i32
  %3319 = icmp slt i32 %3318, 0
  %3320 = sext i32 %N to i64
  %3321 = sext i32 %N to i64
  %3322 = sdiv i64 %3321, 512
  %3323 = sub i64 0, %3321
  %3324 = select i1 false, i64 %3323, i64 %3322
  %3325 = srem i64 %3321, 512
  %3326 = icmp ne i64 %3325, 0
  %3327 = icmp slt i64 %3321, 0
  %3328 = icmp eq i1 %3327, false
  %3329 = and i1 %3326, %3328
  %3330 = zext i1 %3329 to i64
  %3331 = add i64 %3324, %3330
  %3332 = trunc i64 %3331 to i32
  %3333 = sub i32 %3332, 1
  %3334 = sub i32 %3333, %c379
  %3335 = mul i32 %3334, 512
  %3336 = sext i32 %3335 to i64
  %3337 = sub i64 %3320, %3336
  %3338 = icmp slt i64 %3337, 0
  %3339 = sext i32 %N to i64
  %3340 = sext i32 %N to i64
  %3341 = sdiv i64 %3340, 512
  %3342 = sub i64 0, %3340
  %3343 = select i1 false, i64 %3342, i64 %3341
  %3344 = srem i64 %3340, 512
  %3345 = icmp ne i64 %3344, 0
  %3346 = icmp slt i64 %3340, 0
  %3347 = icmp eq i1 %3346, false
  %3348 = and i1 %3345, %3347
  %3349 = zext i1 %3348 to i64
  %3350 = add i64 %3343, %3349
  %3351 = trunc i64 %3350 to i32
  %3352 = sub i32 %3351, 1
  %3353 = sub i32 %3352, %c379
  %3354 = mul i32 %3353, 512
  %3355 = sext i32 %3354 to i64
  %3356 = sub i64 %3339, %3355
  %3357 = icmp sgt i64 %3356, 512
  %3358 = sext i32 %N to i64
  %3359 = sext i32 %N to i64
  %3360 = sdiv i64 %3359, 512
  %3361 = sub i64 0, %3359
  %3362 = select i1 false, i64 %3361, i64 %3360
  %3363 = srem i64 %3359, 512
  %3364 = icmp ne i64 %3363, 0
  %3365 = icmp slt i64 %3359, 0
  %3366 = icmp eq i1 %3365, false
  %3367 = and i1 %3364, %3366
  %3368 = zext i1 %3367 to i64
  %3369 = add i64 %3362, %3368
  %3370 = trunc i64 %3369 to i32
  %3371 = sub i32 %3370, 1
  %3372 = sub i32 %3371, %c379
  %3373 = mul i32 %3372, 512
  %3374 = sext i32 %3373 to i64
  %3375 = sub i64 %3358, %3374
  %3376 = select i1 %3357, i64 512, i64 %3375
  %3377 = select i1 %3338, i64 0, i64 %3376
  %3378 = sext i32 %N to i64
  %3379 = sdiv i64 %3378, 512
  %3380 = sub i64 0, %3378
  %3381 = select i1 false, i64 %3380, i64 %3379
  %3382 = srem i64 %3378, 512
  %3383 = icmp ne i64 %3382, 0
  %3384 = icmp slt i64 %3378, 0
  %3385 = icmp eq i1 %3384, false
  %3386 = and i1 %3383, %3385
  %3387 = zext i1 %3386 to i64
  %3388 = add i64 %3381, %3387
  %3389 = trunc i64 %3388 to i32
  %3390 = sub i32 %3389, 1
  %3391 = sub i32 %3390, %c379
  %3392 = mul i32 %3391, 512
  %3393 = sext i32 %3392 to i64
  %3394 = sub i64 0, %3393
  %3395 = icmp slt i64 %3394, 0
  %3396 = sext i32 %N to i64
  %3397 = sdiv i64 %3396, 512
  %3398 = sub i64 0, %3396
  %3399 = select i1 false, i64 %3398, i64 %3397
  %3400 = srem i64 %3396, 512
  %3401 = icmp ne i64 %3400, 0
  %3402 = icmp slt i64 %3396, 0
  %3403 = icmp eq i1 %3402, false
  %3404 = and i1 %3401, %3403
  %3405 = zext i1 %3404 to i64
  %3406 = add i64 %3399, %3405
  %3407 = trunc i64 %3406 to i32
  %3408 = sub i32 %3407, 1
  %3409 = sub i32 %3408, %c379
  %3410 = mul i32 %3409, 512
  %3411 = sext i32 %3410 to i64
  %3412 = sub i64 0, %3411
  %3413 = icmp sgt i64 %3412, 512
  %3414 = sext i32 %N to i64
  %3415 = sdiv i64 %3414, 512
  %3416 = sub i64 0, %3414
  %3417 = select i1 false, i64 %3416, i64 %3415
  %3418 = srem i64 %3414, 512
  %3419 = icmp ne i64 %3418, 0
  %3420 = icmp slt i64 %3414, 0
  %3421 = icmp eq i1 %3420, false
  %3422 = and i1 %3419, %3421
  %3423 = zext i1 %3422 to i64
  %3424 = add i64 %3417, %3423
  %3425 = trunc i64 %3424 to i32
  %3426 = sub i32 %3425, 1
  %3427 = sub i32 %3426, %c379
  %3428 = mul i32 %3427, 512
  %3429 = sext i32 %3428 to i64
  %3430 = sub i64 0, %3429
  %3431 = select i1 %3413, i64 512, i64 %3430
  %3432 = select i1 %3395, i64 0, i64 %3431
  %3433 = trunc i64 %3432 to i32
  %3434 = sext i32 %3433 to i64
  %3435 = icmp slt i64 %3377, %3434
  %3436 = sext i32 %N to i64
  %3437 = sdiv i64 %3436, 512
  %3438 = sub i64 0, %3436
  %3439 = select i1 false, i64 %3438, i64 %3437
  %3440 = srem i64 %3436, 512
  %3441 = icmp ne i64 %3440, 0
  %3442 = icmp slt i64 %3436, 0
  %3443 = icmp eq i1 %3442, false
  %3444 = and i1 %3441, %3443
  %3445 = zext i1 %3444 to i64
  %3446 = add i64 %3439, %3445
  %3447 = trunc i64 %3446 to i32
  %3448 = sub i32 %3447, 1
  %3449 = sub i32 %3448, %c379
  %3450 = mul i32 %3449, 512
  %3451 = sext i32 %3450 to i64
  %3452 = sub i64 0, %3451
  %3453 = icmp slt i64 %3452, 0
  %3454 = sext i32 %N to i64
  %3455 = sdiv i64 %3454, 512
  %3456 = sub i64 0, %3454
  %3457 = select i1 false, i64 %3456, i64 %3455
  %3458 = srem i64 %3454, 512
  %3459 = icmp ne i64 %3458, 0
  %3460 = icmp slt i64 %3454, 0
  %3461 = icmp eq i1 %3460, false
  %3462 = and i1 %3459, %3461
  %3463 = zext i1 %3462 to i64
  %3464 = add i64 %3457, %3463
  %3465 = trunc i64 %3464 to i32
  %3466 = sub i32 %3465, 1
  %3467 = sub i32 %3466, %c379
  %3468 = mul i32 %3467, 512
  %3469 = sext i32 %3468 to i64
  %3470 = sub i64 0, %3469
  %3471 = icmp sgt i64 %3470, 512
  %3472 = sext i32 %N to i64
  %3473 = sdiv i64 %3472, 512
  %3474 = sub i64 0, %3472
  %3475 = select i1 false, i64 %3474, i64 %3473
  %3476 = srem i64 %3472, 512
  %3477 = icmp ne i64 %3476, 0
  %3478 = icmp slt i64 %3472, 0
  %3479 = icmp eq i1 %3478, false
  %3480 = and i1 %3477, %3479
  %3481 = zext i1 %3480 to i64
  %3482 = add i64 %3475, %3481
  %3483 = trunc i64 %3482 to i32
  %3484 = sub i32 %3483, 1
  %3485 = sub i32 %3484, %c379
  %3486 = mul i32 %3485, 512
  %3487 = sext i32 %3486 to i64
  %3488 = sub i64 0, %3487
  %3489 = select i1 %3471, i64 512, i64 %3488
  %3490 = select i1 %3453, i64 0, i64 %3489
  %3491 = trunc i64 %3490 to i32
  %3492 = sext i32 %3491 to i64
  %3493 = sext i32 %N to i64
  %3494 = sext i32 %N to i64
  %3495 = sdiv i64 %3494, 512
  %3496 = sub i64 0, %3494
  %3497 = select i1 false, i64 %3496, i64 %3495
  %3498 = srem i64 %3494, 512
  %3499 = icmp ne i64 %3498, 0
  %3500 = icmp slt i64 %3494, 0
  %3501 = icmp eq i1 %3500, false
  %3502 = and i1 %3499, %3501
  %3503 = zext i1 %3502 to i64
  %3504 = add i64 %3497, %3503
  %3505 = trunc i64 %3504 to i32
  %3506 = sub i32 %3505, 1
  %3507 = sub i32 %3506, %c379
  %3508 = mul i32 %3507, 512
  %3509 = sext i32 %3508 to i64
  %3510 = sub i64 %3493, %3509
  %3511 = icmp slt i64 %3510, 0
  %3512 = sext i32 %N to i64
  %3513 = sext i32 %N to i64
  %3514 = sdiv i64 %3513, 512
  %3515 = sub i64 0, %3513
  %3516 = select i1 false, i64 %3515, i64 %3514
  %3517 = srem i64 %3513, 512
  %3518 = icmp ne i64 %3517, 0
  %3519 = icmp slt i64 %3513, 0
  %3520 = icmp eq i1 %3519, false
  %3521 = and i1 %3518, %3520
  %3522 = zext i1 %3521 to i64
  %3523 = add i64 %3516, %3522
  %3524 = trunc i64 %3523 to i32
  %3525 = sub i32 %3524, 1
  %3526 = sub i32 %3525, %c379
  %3527 = mul i32 %3526, 512
  %3528 = sext i32 %3527 to i64
  %3529 = sub i64 %3512, %3528
  %3530 = icmp sgt i64 %3529, 512
  %3531 = sext i32 %N to i64
  %3532 = sext i32 %N to i64
  %3533 = sdiv i64 %3532, 512
  %3534 = sub i64 0, %3532
  %3535 = select i1 false, i64 %3534, i64 %3533
  %3536 = srem i64 %3532, 512
  %3537 = icmp ne i64 %3536, 0
  %3538 = icmp slt i64 %3532, 0
  %3539 = icmp eq i1 %3538, false
  %3540 = and i1 %3537, %3539
  %3541 = zext i1 %3540 to i64
  %3542 = add i64 %3535, %3541
  %3543 = trunc i64 %3542 to i32
  %3544 = sub i32 %3543, 1
  %3545 = sub i32 %3544, %c379
  %3546 = mul i32 %3545, 512
  %3547 = sext i32 %3546 to i64
  %3548 = sub i64 %3531, %3547
  %3549 = select i1 %3530, i64 512, i64 %3548
  %3550 = select i1 %3511, i64 0, i64 %3549
  %3551 = select i1 %3435, i64 %3492, i64 %3550
  %3552 = trunc i64 %3551 to i32
  %3553 = icmp sgt i32 %3552, 512
  %3554 = sext i32 %N to i64
  %3555 = sext i32 %N to i64
  %3556 = sdiv i64 %3555, 512
  %3557 = sub i64 0, %3555
  %3558 = select i1 false, i64 %3557, i64 %3556
  %3559 = srem i64 %3555, 512
  %3560 = icmp ne i64 %3559, 0
  %3561 = icmp slt i64 %3555, 0
  %3562 = icmp eq i1 %3561, false
  %3563 = and i1 %3560, %3562
  %3564 = zext i1 %3563 to i64
  %3565 = add i64 %3558, %3564
  %3566 = trunc i64 %3565 to i32
  %3567 = sub i32 %3566, 1
  %3568 = sub i32 %3567, %c379
  %3569 = mul i32 %3568, 512
  %3570 = sext i32 %3569 to i64
  %3571 = sub i64 %3554, %3570
  %3572 = icmp slt i64 %3571, 0
  %3573 = sext i32 %N to i64
  %3574 = sext i32 %N to i64
  %3575 = sdiv i64 %3574, 512
  %3576 = sub i64 0, %3574
  %3577 = select i1 false, i64 %3576, i64 %3575
  %3578 = srem i64 %3574, 512
  %3579 = icmp ne i64 %3578, 0
  %3580 = icmp slt i64 %3574, 0
  %3581 = icmp eq i1 %3580, false
  %3582 = and i1 %3579, %3581
  %3583 = zext i1 %3582 to i64
  %3584 = add i64 %3577, %3583
  %3585 = trunc i64 %3584 to i32
  %3586 = sub i32 %3585, 1
  %3587 = sub i32 %3586, %c379
  %3588 = mul i32 %3587, 512
  %3589 = sext i32 %3588 to i64
  %3590 = sub i64 %3573, %3589
  %3591 = icmp sgt i64 %3590, 512
  %3592 = sext i32 %N to i64
  %3593 = sext i32 %N to i64
  %3594 = sdiv i64 %3593, 512
  %3595 = sub i64 0, %3593
  %3596 = select i1 false, i64 %3595, i64 %3594
  %3597 = srem i64 %3593, 512
  %3598 = icmp ne i64 %3597, 0
  %3599 = icmp slt i64 %3593, 0
  %3600 = icmp eq i1 %3599, false
  %3601 = and i1 %3598, %3600
  %3602 = zext i1 %3601 to i64
  %3603 = add i64 %3596, %3602
  %3604 = trunc i64 %3603 to i32
  %3605 = sub i32 %3604, 1
  %3606 = sub i32 %3605, %c379
  %3607 = mul i32 %3606, 512
  %3608 = sext i32 %3607 to i64
  %3609 = sub i64 %3592, %3608
  %3610 = select i1 %3591, i64 512, i64 %3609
  %3611 = select i1 %3572, i64 0, i64 %3610
  %3612 = sext i32 %N to i64
  %3613 = sdiv i64 %3612, 512
  %3614 = sub i64 0, %3612
  %3615 = select i1 false, i64 %3614, i64 %3613
  %3616 = srem i64 %3612, 512
  %3617 = icmp ne i64 %3616, 0
  %3618 = icmp slt i64 %3612, 0
  %3619 = icmp eq i1 %3618, false
  %3620 = and i1 %3617, %3619
  %3621 = zext i1 %3620 to i64
  %3622 = add i64 %3615, %3621
  %3623 = trunc i64 %3622 to i32
  %3624 = sub i32 %3623, 1
  %3625 = sub i32 %3624, %c379
  %3626 = mul i32 %3625, 512
  %3627 = sext i32 %3626 to i64
  %3628 = sub i64 0, %3627
  %3629 = icmp slt i64 %3628, 0
  %3630 = sext i32 %N to i64
  %3631 = sdiv i64 %3630, 512
  %3632 = sub i64 0, %3630
  %3633 = select i1 false, i64 %3632, i64 %3631
  %3634 = srem i64 %3630, 512
  %3635 = icmp ne i64 %3634, 0
  %3636 = icmp slt i64 %3630, 0
  %3637 = icmp eq i1 %3636, false
  %3638 = and i1 %3635, %3637
  %3639 = zext i1 %3638 to i64
  %3640 = add i64 %3633, %3639
  %3641 = trunc i64 %3640 to i32
  %3642 = sub i32 %3641, 1
  %3643 = sub i32 %3642, %c379
  %3644 = mul i32 %3643, 512
  %3645 = sext i32 %3644 to i64
  %3646 = sub i64 0, %3645
  %3647 = icmp sgt i64 %3646, 512
  %3648 = sext i32 %N to i64
  %3649 = sdiv i64 %3648, 512
  %3650 = sub i64 0, %3648
  %3651 = select i1 false, i64 %3650, i64 %3649
  %3652 = srem i64 %3648, 512
  %3653 = icmp ne i64 %3652, 0
  %3654 = icmp slt i64 %3648, 0
  %3655 = icmp eq i1 %3654, false
  %3656 = and i1 %3653, %3655
  %3657 = zext i1 %3656 to i64
  %3658 = add i64 %3651, %3657
  %3659 = trunc i64 %3658 to i32
  %3660 = sub i32 %3659, 1
  %3661 = sub i32 %3660, %c379
  %3662 = mul i32 %3661, 512
  %3663 = sext i32 %3662 to i64
  %3664 = sub i64 0, %3663
  %3665 = select i1 %3647, i64 512, i64 %3664
  %3666 = select i1 %3629, i64 0, i64 %3665
  %3667 = trunc i64 %3666 to i32
  %3668 = sext i32 %3667 to i64
  %3669 = icmp slt i64 %3611, %3668
  %3670 = sext i32 %N to i64
  %3671 = sdiv i64 %3670, 512
  %3672 = sub i64 0, %3670
  %3673 = select i1 false, i64 %3672, i64 %3671
  %3674 = srem i64 %3670, 512
  %3675 = icmp ne i64 %3674, 0
  %3676 = icmp slt i64 %3670, 0
  %3677 = icmp eq i1 %3676, false
  %3678 = and i1 %3675, %3677
  %3679 = zext i1 %3678 to i64
  %3680 = add i64 %3673, %3679
  %3681 = trunc i64 %3680 to i32
  %3682 = sub i32 %3681, 1
  %3683 = sub i32 %3682, %c379
  %3684 = mul i32 %3683, 512
  %3685 = sext i32 %3684 to i64
  %3686 = sub i64 0, %3685
  %3687 = icmp slt i64 %3686, 0
  %3688 = sext i32 %N to i64
  %3689 = sdiv i64 %3688, 512
  %3690 = sub i64 0, %3688
  %3691 = select i1 false, i64 %3690, i64 %3689
  %3692 = srem i64 %3688, 512
  %3693 = icmp ne i64 %3692, 0
  %3694 = icmp slt i64 %3688, 0
  %3695 = icmp eq i1 %3694, false
  %3696 = and i1 %3693, %3695
  %3697 = zext i1 %3696 to i64
  %3698 = add i64 %3691, %3697
  %3699 = trunc i64 %3698 to i32
  %3700 = sub i32 %3699, 1
  %3701 = sub i32 %3700, %c379
  %3702 = mul i32 %3701, 512
  %3703 = sext i32 %3702 to i64
  %3704 = sub i64 0, %3703
  %3705 = icmp sgt i64 %3704, 512
  %3706 = sext i32 %N to i64
  %3707 = sdiv i64 %3706, 512
  %3708 = sub i64 0, %3706
  %3709 = select i1 false, i64 %3708, i64 %3707
  %3710 = srem i64 %3706, 512
  %3711 = icmp ne i64 %3710, 0
  %3712 = icmp slt i64 %3706, 0
  %3713 = icmp eq i1 %3712, false
  %3714 = and i1 %3711, %3713
  %3715 = zext i1 %3714 to i64
  %3716 = add i64 %3709, %3715
  %3717 = trunc i64 %3716 to i32
  %3718 = sub i32 %3717, 1
  %3719 = sub i32 %3718, %c379
  %3720 = mul i32 %3719, 512
  %3721 = sext i32 %3720 to i64
  %3722 = sub i64 0, %3721
  %3723 = select i1 %3705, i64 512, i64 %3722
  %3724 = select i1 %3687, i64 0, i64 %3723
  %3725 = trunc i64 %3724 to i32
  %3726 = sext i32 %3725 to i64
  %3727 = sext i32 %N to i64
  %3728 = sext i32 %N to i64
  %3729 = sdiv i64 %3728, 512
  %3730 = sub i64 0, %3728
  %3731 = select i1 false, i64 %3730, i64 %3729
  %3732 = srem i64 %3728, 512
  %3733 = icmp ne i64 %3732, 0
  %3734 = icmp slt i64 %3728, 0
  %3735 = icmp eq i1 %3734, false
  %3736 = and i1 %3733, %3735
  %3737 = zext i1 %3736 to i64
  %3738 = add i64 %3731, %3737
  %3739 = trunc i64 %3738 to i32
  %3740 = sub i32 %3739, 1
  %3741 = sub i32 %3740, %c379
  %3742 = mul i32 %3741, 512
  %3743 = sext i32 %3742 to i64
  %3744 = sub i64 %3727, %3743
  %3745 = icmp slt i64 %3744, 0
  %3746 = sext i32 %N to i64
  %3747 = sext i32 %N to i64
  %3748 = sdiv i64 %3747, 512
  %3749 = sub i64 0, %3747
  %3750 = select i1 false, i64 %3749, i64 %3748
  %3751 = srem i64 %3747, 512
  %3752 = icmp ne i64 %3751, 0
  %3753 = icmp slt i64 %3747, 0
  %3754 = icmp eq i1 %3753, false
  %3755 = and i1 %3752, %3754
  %3756 = zext i1 %3755 to i64
  %3757 = add i64 %3750, %3756
  %3758 = trunc i64 %3757 to i32
  %3759 = sub i32 %3758, 1
  %3760 = sub i32 %3759, %c379
  %3761 = mul i32 %3760, 512
  %3762 = sext i32 %3761 to i64
  %3763 = sub i64 %3746, %3762
  %3764 = icmp sgt i64 %3763, 512
  %3765 = sext i32 %N to i64
  %3766 = sext i32 %N to i64
  %3767 = sdiv i64 %3766, 512
  %3768 = sub i64 0, %3766
  %3769 = select i1 false, i64 %3768, i64 %3767
  %3770 = srem i64 %3766, 512
  %3771 = icmp ne i64 %3770, 0
  %3772 = icmp slt i64 %3766, 0
  %3773 = icmp eq i1 %3772, false
  %3774 = and i1 %3771, %3773
  %3775 = zext i1 %3774 to i64
  %3776 = add i64 %3769, %3775
  %3777 = trunc i64 %3776 to i32
  %3778 = sub i32 %3777, 1
  %3779 = sub i32 %3778, %c379
  %3780 = mul i32 %3779, 512
  %3781 = sext i32 %3780 to i64
  %3782 = sub i64 %3765, %3781
  %3783 = select i1 %3764, i64 512, i64 %3782
  %3784 = select i1 %3745, i64 0, i64 %3783
  %3785 = select i1 %3669, i64 %3726, i64 %3784
  %3786 = trunc i64 %3785 to i32
  %3787 = select i1 %3553, i32 512, i32 %3786
  %tl_pad_from42 = select i1 %3319, i32 0, i32 %3787
  %tl_pad_n44 = sub i32 512, %tl_pad_from42
  br label %for.cond439

for.cond428:                                      ; preds = %for.body429, %if.then425
  %i12431 = phi i32 [ 0, %if.then425 ], [ %3796, %for.body429 ]
  %3788 = icmp slt i32 %i12431, 512
  br i1 %3788, label %for.body429, label %for.end430

for.body429:                                      ; preds = %for.cond428
  %3789 = mul i32 %t, 512
  %3790 = add i32 %3789, %i12431
  %3791 = sext i32 %3790 to i64
  %3792 = getelementptr inbounds float, ptr %B, i64 %3791
  %3793 = load float, ptr %3792, align 4
  %3794 = sext i32 %i12431 to i64
  %3795 = getelementptr inbounds float, ptr %B_f, i64 %3794
  store float %3793, ptr %3795, align 4
  %3796 = add nsw i32 %i12431, 1
  br label %for.cond428, !llvm.loop !103

for.end430:                                       ; preds = %for.cond428
  br label %if.end427

for.cond432:                                      ; preds = %for.body433, %if.else426
  %i12435 = phi i32 [ 0, %if.else426 ], [ %3800, %for.body433 ]
  %3797 = icmp slt i32 %i12435, %tl_lo18
  br i1 %3797, label %for.body433, label %for.end434

for.body433:                                      ; preds = %for.cond432
  %3798 = sext i32 %i12435 to i64
  %3799 = getelementptr inbounds float, ptr %B_f, i64 %3798
  store float 0.000000e+00, ptr %3799, align 4
  %3800 = add nsw i32 %i12435, 1
  br label %for.cond432, !llvm.loop !104

for.end434:                                       ; preds = %for.cond432
  %3801 = sub i32 %tl_hi19, %tl_lo18
  br label %for.cond436

for.cond436:                                      ; preds = %for.body437, %for.end434
  %i122 = phi i32 [ 0, %for.end434 ], [ %3812, %for.body437 ]
  %3802 = icmp slt i32 %i122, %3801
  br i1 %3802, label %for.body437, label %for.end438

for.body437:                                      ; preds = %for.cond436
  %3803 = mul i32 %t, 512
  %3804 = add i32 %tl_lo18, %i122
  %3805 = add i32 %3803, %3804
  %3806 = sext i32 %3805 to i64
  %3807 = getelementptr inbounds float, ptr %B, i64 %3806
  %3808 = load float, ptr %3807, align 4
  %3809 = add i32 %tl_lo18, %i122
  %3810 = sext i32 %3809 to i64
  %3811 = getelementptr inbounds float, ptr %B_f, i64 %3810
  store float %3808, ptr %3811, align 4
  %3812 = add nsw i32 %i122, 1
  br label %for.cond436, !llvm.loop !105

for.end438:                                       ; preds = %for.cond436
  br label %if.end427

for.cond439:                                      ; preds = %for.body440, %if.end427
  %tl_pad_k45 = phi i32 [ 0, %if.end427 ], [ %3817, %for.body440 ]
  %3813 = icmp slt i32 %tl_pad_k45, %tl_pad_n44
  br i1 %3813, label %for.body440, label %for.end441

for.body440:                                      ; preds = %for.cond439
  %3814 = add i32 %tl_pad_from42, %tl_pad_k45
  %3815 = sext i32 %3814 to i64
  %3816 = getelementptr inbounds float, ptr %W_f, i64 %3815
  store float 0.000000e+00, ptr %3816, align 4
  %3817 = add nsw i32 %tl_pad_k45, 1
  br label %for.cond439, !llvm.loop !106

for.end441:                                       ; preds = %for.cond439
  %3818 = sext i32 %N to i64
  %3819 = sext i32 %N to i64
  %3820 = sdiv i64 %3819, 512
  %3821 = sub i64 0, %3819
  %3822 = select i1 false, i64 %3821, i64 %3820
  %3823 = srem i64 %3819, 512
  %3824 = icmp ne i64 %3823, 0
  %3825 = icmp slt i64 %3819, 0
  %3826 = icmp eq i1 %3825, false
  %3827 = and i1 %3824, %3826
  %3828 = zext i1 %3827 to i64
  %3829 = add i64 %3822, %3828
  %3830 = trunc i64 %3829 to i32
  %3831 = sub i32 %3830, 1
  %3832 = sub i32 %3831, %c379
  %3833 = mul i32 %3832, 512
  %3834 = sext i32 %3833 to i64
  %3835 = sub i64 %3818, %3834
  %3836 = icmp slt i64 %3835, 0
  %3837 = sext i32 %N to i64
  %3838 = sext i32 %N to i64
  %3839 = sdiv i64 %3838, 512
  %3840 = sub i64 0, %3838
  %3841 = select i1 false, i64 %3840, i64 %3839
  %3842 = srem i64 %3838, 512
  %3843 = icmp ne i64 %3842, 0
  %3844 = icmp slt i64 %3838, 0
  %3845 = icmp eq i1 %3844, false
  %3846 = and i1 %3843, %3845
  %3847 = zext i1 %3846 to i64
  %3848 = add i64 %3841, %3847
  %3849 = trunc i64 %3848 to i32
  %3850 = sub i32 %3849, 1
  %3851 = sub i32 %3850, %c379
  %3852 = mul i32 %3851, 512
  %3853 = sext i32 %3852 to i64
  %3854 = sub i64 %3837, %3853
  %3855 = icmp sgt i64 %3854, 512
  %3856 = sext i32 %N to i64
  %3857 = sext i32 %N to i64
  %3858 = sdiv i64 %3857, 512
  %3859 = sub i64 0, %3857
  %3860 = select i1 false, i64 %3859, i64 %3858
  %3861 = srem i64 %3857, 512
  %3862 = icmp ne i64 %3861, 0
  %3863 = icmp slt i64 %3857, 0
  %3864 = icmp eq i1 %3863, false
  %3865 = and i1 %3862, %3864
  %3866 = zext i1 %3865 to i64
  %3867 = add i64 %3860, %3866
  %3868 = trunc i64 %3867 to i32
  %3869 = sub i32 %3868, 1
  %3870 = sub i32 %3869, %c379
  %3871 = mul i32 %3870, 512
  %3872 = sext i32 %3871 to i64
  %3873 = sub i64 %3856, %3872
  %3874 = select i1 %3855, i64 512, i64 %3873
  %3875 = select i1 %3836, i64 0, i64 %3874
  %3876 = sext i32 %N to i64
  %3877 = sdiv i64 %3876, 512
  %3878 = sub i64 0, %3876
  %3879 = select i1 false, i64 %3878, i64 %3877
  %3880 = srem i64 %3876, 512
  %3881 = icmp ne i64 %3880, 0
  %3882 = icmp slt i64 %3876, 0
  %3883 = icmp eq i1 %3882, false
  %3884 = and i1 %3881, %3883
  %3885 = zext i1 %3884 to i64
  %3886 = add i64 %3879, %3885
  %3887 = trunc i64 %3886 to i32
  %3888 = sub i32 %3887, 1
  %3889 = sub i32 %3888, %c379
  %3890 = mul i32 %3889, 512
  %3891 = sext i32 %3890 to i64
  %3892 = sub i64 0, %3891
  %3893 = icmp slt i64 %3892, 0
  %3894 = sext i32 %N to i64
  %3895 = sdiv i64 %3894, 512
  %3896 = sub i64 0, %3894
  %3897 = select i1 false, i64 %3896, i64 %3895
  %3898 = srem i64 %3894, 512
  %3899 = icmp ne i64 %3898, 0
  %3900 = icmp slt i64 %3894, 0
  %3901 = icmp eq i1 %3900, false
  %3902 = and i1 %3899, %3901
  %3903 = zext i1 %3902 to i64
  %3904 = add i64 %3897, %3903
  %3905 = trunc i64 %3904 to i32
  %3906 = sub i32 %3905, 1
  %3907 = sub i32 %3906, %c379
  %3908 = mul i32 %3907, 512
  %3909 = sext i32 %3908 to i64
  %3910 = sub i64 0, %3909
  %3911 = icmp sgt i64 %3910, 512
  %3912 = sext i32 %N to i64
  %3913 = sdiv i64 %3912, 512
  %3914 = sub i64 0, %3912
  %3915 = select i1 false, i64 %3914, i64 %3913
  %3916 = srem i64 %3912, 512
  %3917 = icmp ne i64 %3916, 0
  %3918 = icmp slt i64 %3912, 0
  %3919 = icmp eq i1 %3918, false
  %3920 = and i1 %3917, %3919
  %3921 = zext i1 %3920 to i64
  %3922 = add i64 %3915, %3921
  %3923 = trunc i64 %3922 to i32
  %3924 = sub i32 %3923, 1
  %3925 = sub i32 %3924, %c379
  %3926 = mul i32 %3925, 512
  %3927 = sext i32 %3926 to i64
  %3928 = sub i64 0, %3927
  %3929 = select i1 %3911, i64 512, i64 %3928
  %3930 = select i1 %3893, i64 0, i64 %3929
  %3931 = trunc i64 %3930 to i32
  %3932 = sext i32 %3931 to i64
  %3933 = icmp slt i64 %3875, %3932
  %3934 = sext i32 %N to i64
  %3935 = sdiv i64 %3934, 512
  %3936 = sub i64 0, %3934
  %3937 = select i1 false, i64 %3936, i64 %3935
  %3938 = srem i64 %3934, 512
  %3939 = icmp ne i64 %3938, 0
  %3940 = icmp slt i64 %3934, 0
  %3941 = icmp eq i1 %3940, false
  %3942 = and i1 %3939, %3941
  %3943 = zext i1 %3942 to i64
  %3944 = add i64 %3937, %3943
  %3945 = trunc i64 %3944 to i32
  %3946 = sub i32 %3945, 1
  %3947 = sub i32 %3946, %c379
  %3948 = mul i32 %3947, 512
  %3949 = sext i32 %3948 to i64
  %3950 = sub i64 0, %3949
  %3951 = icmp slt i64 %3950, 0
  %3952 = sext i32 %N to i64
  %3953 = sdiv i64 %3952, 512
  %3954 = sub i64 0, %3952
  %3955 = select i1 false, i64 %3954, i64 %3953
  %3956 = srem i64 %3952, 512
  %3957 = icmp ne i64 %3956, 0
  %3958 = icmp slt i64 %3952, 0
  %3959 = icmp eq i1 %3958, false
  %3960 = and i1 %3957, %3959
  %3961 = zext i1 %3960 to i64
  %3962 = add i64 %3955, %3961
  %3963 = trunc i64 %3962 to i32
  %3964 = sub i32 %3963, 1
  %3965 = sub i32 %3964, %c379
  %3966 = mul i32 %3965, 512
  %3967 = sext i32 %3966 to i64
  %3968 = sub i64 0, %3967
  %3969 = icmp sgt i64 %3968, 512
  %3970 = sext i32 %N to i64
  %3971 = sdiv i64 %3970, 512
  %3972 = sub i64 0, %3970
  %3973 = select i1 false, i64 %3972, i64 %3971
  %3974 = srem i64 %3970, 512
  %3975 = icmp ne i64 %3974, 0
  %3976 = icmp slt i64 %3970, 0
  %3977 = icmp eq i1 %3976, false
  %3978 = and i1 %3975, %3977
  %3979 = zext i1 %3978 to i64
  %3980 = add i64 %3973, %3979
  %3981 = trunc i64 %3980 to i32
  %3982 = sub i32 %3981, 1
  %3983 = sub i32 %3982, %c379
  %3984 = mul i32 %3983, 512
  %3985 = sext i32 %3984 to i64
  %3986 = sub i64 0, %3985
  %3987 = select i1 %3969, i64 512, i64 %3986
  %3988 = select i1 %3951, i64 0, i64 %3987
  %3989 = trunc i64 %3988 to i32
  %3990 = sext i32 %3989 to i64
  %3991 = sext i32 %N to i64
  %3992 = sext i32 %N to i64
  %3993 = sdiv i64 %3992, 512
  %3994 = sub i64 0, %3992
  %3995 = select i1 false, i64 %3994, i64 %3993
  %3996 = srem i64 %3992, 512
  %3997 = icmp ne i64 %3996, 0
  %3998 = icmp slt i64 %3992, 0
  %3999 = icmp eq i1 %3998, false
  %4000 = and i1 %3997, %3999
  %4001 = zext i1 %4000 to i64
  %4002 = add i64 %3995, %4001
  %4003 = trunc i64 %4002 to i32
  %4004 = sub i32 %4003, 1
  %4005 = sub i32 %4004, %c379
  %4006 = mul i32 %4005, 512
  %4007 = sext i32 %4006 to i64
  %4008 = sub i64 %3991, %4007
  %4009 = icmp slt i64 %4008, 0
  %4010 = sext i32 %N to i64
  %4011 = sext i32 %N to i64
  %4012 = sdiv i64 %4011, 512
  %4013 = sub i64 0, %4011
  %4014 = select i1 false, i64 %4013, i64 %4012
  %4015 = srem i64 %4011, 512
  %4016 = icmp ne i64 %4015, 0
  %4017 = icmp slt i64 %4011, 0
  %4018 = icmp eq i1 %4017, false
  %4019 = and i1 %4016, %4018
  %4020 = zext i1 %4019 to i64
  %4021 = add i64 %4014, %4020
  %4022 = trunc i64 %4021 to i32
  %4023 = sub i32 %4022, 1
  %4024 = sub i32 %4023, %c379
  %4025 = mul i32 %4024, 512
  %4026 = sext i32 %4025 to i64
  %4027 = sub i64 %4010, %4026
  %4028 = icmp sgt i64 %4027, 512
  %4029 = sext i32 %N to i64
  %4030 = sext i32 %N to i64
  %4031 = sdiv i64 %4030, 512
  %4032 = sub i64 0, %4030
  %4033 = select i1 false, i64 %4032, i64 %4031
  %4034 = srem i64 %4030, 512
  %4035 = icmp ne i64 %4034, 0
  %4036 = icmp slt i64 %4030, 0
  %4037 = icmp eq i1 %4036, false
  %4038 = and i1 %4035, %4037
  %4039 = zext i1 %4038 to i64
  %4040 = add i64 %4033, %4039
  %4041 = trunc i64 %4040 to i32
  %4042 = sub i32 %4041, 1
  %4043 = sub i32 %4042, %c379
  %4044 = mul i32 %4043, 512
  %4045 = sext i32 %4044 to i64
  %4046 = sub i64 %4029, %4045
  %4047 = select i1 %4028, i64 512, i64 %4046
  %4048 = select i1 %4009, i64 0, i64 %4047
  %4049 = select i1 %3933, i64 %3990, i64 %4048
  %4050 = trunc i64 %4049 to i32
  %4051 = icmp slt i32 %4050, 0
  %4052 = sext i32 %N to i64
  %4053 = sext i32 %N to i64
  %4054 = sdiv i64 %4053, 512
  %4055 = sub i64 0, %4053
  %4056 = select i1 false, i64 %4055, i64 %4054
  %4057 = srem i64 %4053, 512
  %4058 = icmp ne i64 %4057, 0
  %4059 = icmp slt i64 %4053, 0
  %4060 = icmp eq i1 %4059, false
  %4061 = and i1 %4058, %4060
  %4062 = zext i1 %4061 to i64
  %4063 = add i64 %4056, %4062
  %4064 = trunc i64 %4063 to i32
  %4065 = sub i32 %4064, 1
  %4066 = sub i32 %4065, %c379
  %4067 = mul i32 %4066, 512
  %4068 = sext i32 %4067 to i64
  %4069 = sub i64 %4052, %4068
  %4070 = icmp slt i64 %4069, 0
  %4071 = sext i32 %N to i64
  %4072 = sext i32 %N to i64
  %4073 = sdiv i64 %4072, 512
  %4074 = sub i64 0, %4072
  %4075 = select i1 false, i64 %4074, i64 %4073
  %4076 = srem i64 %4072, 512
  %4077 = icmp ne i64 %4076, 0
  %4078 = icmp slt i64 %4072, 0
  %4079 = icmp eq i1 %4078, false
  %4080 = and i1 %4077, %4079
  %4081 = zext i1 %4080 to i64
  %4082 = add i64 %4075, %4081
  %4083 = trunc i64 %4082 to i32
  %4084 = sub i32 %4083, 1
  %4085 = sub i32 %4084, %c379
  %4086 = mul i32 %4085, 512
  %4087 = sext i32 %4086 to i64
  %4088 = sub i64 %4071, %4087
  %4089 = icmp sgt i64 %4088, 512
  %4090 = sext i32 %N to i64
  %4091 = sext i32 %N to i64
  %4092 = sdiv i64 %4091, 512
  %4093 = sub i64 0, %4091
  %4094 = select i1 false, i64 %4093, i64 %4092
  %4095 = srem i64 %4091, 512
  %4096 = icmp ne i64 %4095, 0
  %4097 = icmp slt i64 %4091, 0
  %4098 = icmp eq i1 %4097, false
  %4099 = and i1 %4096, %4098
  %4100 = zext i1 %4099 to i64
  %4101 = add i64 %4094, %4100
  %4102 = trunc i64 %4101 to i32
  %4103 = sub i32 %4102, 1
  %4104 = sub i32 %4103, %c379
  %4105 = mul i32 %4104, 512
  %4106 = sext i32 %4105 to i64
  %4107 = sub i64 %4090, %4106
  %4108 = select i1 %4089, i64 512, i64 %4107
  %4109 = select i1 %4070, i64 0, i64 %4108
  %4110 = sext i32 %N to i64
  %4111 = sdiv i64 %4110, 512
  %4112 = sub i64 0, %4110
  %4113 = select i1 false, i64 %4112, i64 %4111
  %4114 = srem i64 %4110, 512
  %4115 = icmp ne i64 %4114, 0
  %4116 = icmp slt i64 %4110, 0
  %4117 = icmp eq i1 %4116, false
  %4118 = and i1 %4115, %4117
  %4119 = zext i1 %4118 to i64
  %4120 = add i64 %4113, %4119
  %4121 = trunc i64 %4120 to i32
  %4122 = sub i32 %4121, 1
  %4123 = sub i32 %4122, %c379
  %4124 = mul i32 %4123, 512
  %4125 = sext i32 %4124 to i64
  %4126 = sub i64 0, %4125
  %4127 = icmp slt i64 %4126, 0
  %4128 = sext i32 %N to i64
  %4129 = sdiv i64 %4128, 512
  %4130 = sub i64 0, %4128
  %4131 = select i1 false, i64 %4130, i64 %4129
  %4132 = srem i64 %4128, 512
  %4133 = icmp ne i64 %4132, 0
  %4134 = icmp slt i64 %4128, 0
  %4135 = icmp eq i1 %4134, false
  %4136 = and i1 %4133, %4135
  %4137 = zext i1 %4136 to i64
  %4138 = add i64 %4131, %4137
  %4139 = trunc i64 %4138 to i32
  %4140 = sub i32 %4139, 1
  %4141 = sub i32 %4140, %c379
  %4142 = mul i32 %4141, 512
  %4143 = sext i32 %4142 to i64
  %4144 = sub i64 0, %4143
  %4145 = icmp sgt i64 %4144, 512
  %4146 = sext i32 %N to i64
  %4147 = sdiv i64 %4146, 512
  %4148 = sub i64 0, %4146
  %4149 = select i1 false, i64 %4148, i64 %4147
  %4150 = srem i64 %4146, 512
  %4151 = icmp ne i64 %4150, 0
  %4152 = icmp slt i64 %4146, 0
  %4153 = icmp eq i1 %4152, false
  %4154 = and i1 %4151, %4153
  %4155 = zext i1 %4154 to i64
  %4156 = add i64 %4149, %4155
  %4157 = trunc i64 %4156 to i32
  %4158 = sub i32 %4157, 1
  %4159 = sub i32 %4158, %c379
  %4160 = mul i32 %4159, 512
  %4161 = sext i32 %4160 to i64
  %4162 = sub i64 0, %4161
  %4163 = select i1 %4145, i64 512, i64 %4162
  %4164 = select i1 %4127, i64 0, i64 %4163
  %4165 = trunc i64 %4164 to i32
  %4166 = sext i32 %4165 to i64
  %4167 = icmp slt i64 %4109, %4166
  %4168 = sext i32 %N to i64
  %4169 = sdiv i64 %4168, 512
  %4170 = sub i64 0, %4168
  %4171 = select i1 false, i64 %4170, i64 %4169
  %4172 = srem i64 %4168, 512
  %4173 = icmp ne i64 %4172, 0
  %4174 = icmp slt i64 %4168, 0
  %4175 = icmp eq i1 %4174, false
  %4176 = and i1 %4173, %4175
  %4177 = zext i1 %4176 to i64
  %4178 = add i64 %4171, %4177
  %4179 = trunc i64 %4178 to i32
  %4180 = sub i32 %4179, 1
  %4181 = sub i32 %4180, %c379
  %4182 = mul i32 %4181, 512
  %4183 = sext i32 %4182 to i64
  %4184 = sub i64 0, %4183
  %4185 = icmp slt i64 %4184, 0
  %4186 = sext i32 %N to i64
  %4187 = sdiv i64 %4186, 512
  %4188 = sub i64 0, %4186
  %4189 = select i1 false, i64 %4188, i64 %4187
  %4190 = srem i64 %4186, 512
  %4191 = icmp ne i64 %4190, 0
  %4192 = icmp slt i64 %4186, 0
  %4193 = icmp eq i1 %4192, false
  %4194 = and i1 %4191, %4193
  %4195 = zext i1 %4194 to i64
  %4196 = add i64 %4189, %4195
  %4197 = trunc i64 %4196 to i32
  %4198 = sub i32 %4197, 1
  %4199 = sub i32 %4198, %c379
  %4200 = mul i32 %4199, 512
  %4201 = sext i32 %4200 to i64
  %4202 = sub i64 0, %4201
  %4203 = icmp sgt i64 %4202, 512
  %4204 = sext i32 %N to i64
  %4205 = sdiv i64 %4204, 512
  %4206 = sub i64 0, %4204
  %4207 = select i1 false, i64 %4206, i64 %4205
  %4208 = srem i64 %4204, 512
  %4209 = icmp ne i64 %4208, 0
  %4210 = icmp slt i64 %4204, 0
  %4211 = icmp eq i1 %4210, false
  %4212 = and i1 %4209, %4211
  %4213 = zext i1 %4212 to i64
  %4214 = add i64 %4207, %4213
  %4215 = trunc i64 %4214 to i32
  %4216 = sub i32 %4215, 1
  %4217 = sub i32 %4216, %c379
  %4218 = mul i32 %4217, 512
  %4219 = sext i32 %4218 to i64
  %4220 = sub i64 0, %4219
  %4221 = select i1 %4203, i64 512, i64 %4220
  %4222 = select i1 %4185, i64 0, i64 %4221
  %4223 = trunc i64 %4222 to i32
  %4224 = sext i32 %4223 to i64
  %4225 = sext i32 %N to i64
  %4226 = sext i32 %N to i64
  %4227 = sdiv i64 %4226, 512
  %4228 = sub i64 0, %4226
  %4229 = select i1 false, i64 %4228, i64 %4227
  %4230 = srem i64 %4226, 512
  %4231 = icmp ne i64 %4230, 0
  %4232 = icmp slt i64 %4226, 0
  %4233 = icmp eq i1 %4232, false
  %4234 = and i1 %4231, %4233
  %4235 = zext i1 %4234 to i64
  %4236 = add i64 %4229, %4235
  %4237 = trunc i64 %4236 to i32
  %4238 = sub i32 %4237, 1
  %4239 = sub i32 %4238, %c379
  %4240 = mul i32 %4239, 512
  %4241 = sext i32 %4240 to i64
  %4242 = sub i64 %4225, %4241
  %4243 = icmp slt i64 %4242, 0
  %4244 = sext i32 %N to i64
  %4245 = sext i32 %N to i64
  %4246 = sdiv i64 %4245, 512
  %4247 = sub i64 0, %4245
  %4248 = select i1 false, i64 %4247, i64 %4246
  %4249 = srem i64 %4245, 512
  %4250 = icmp ne i64 %4249, 0
  %4251 = icmp slt i64 %4245, 0
  %4252 = icmp eq i1 %4251, false
  %4253 = and i1 %4250, %4252
  %4254 = zext i1 %4253 to i64
  %4255 = add i64 %4248, %4254
  %4256 = trunc i64 %4255 to i32
  %4257 = sub i32 %4256, 1
  %4258 = sub i32 %4257, %c379
  %4259 = mul i32 %4258, 512
  %4260 = sext i32 %4259 to i64
  %4261 = sub i64 %4244, %4260
  %4262 = icmp sgt i64 %4261, 512
  %4263 = sext i32 %N to i64
  %4264 = sext i32 %N to i64
  %4265 = sdiv i64 %4264, 512
  %4266 = sub i64 0, %4264
  %4267 = select i1 false, i64 %4266, i64 %4265
  %4268 = srem i64 %4264, 512
  %4269 = icmp ne i64 %4268, 0
  %4270 = icmp slt i64 %4264, 0
  %4271 = icmp eq i1 %4270, false
  %4272 = and i1 %4269, %4271
  %4273 = zext i1 %4272 to i64
  %4274 = add i64 %4267, %4273
  %4275 = trunc i64 %4274 to i32
  %4276 = sub i32 %4275, 1
  %4277 = sub i32 %4276, %c379
  %4278 = mul i32 %4277, 512
  %4279 = sext i32 %4278 to i64
  %4280 = sub i64 %4263, %4279
  %4281 = select i1 %4262, i64 512, i64 %4280
  %4282 = select i1 %4243, i64 0, i64 %4281
  %4283 = select i1 %4167, i64 %4224, i64 %4282
  %4284 = trunc i64 %4283 to i32
  %4285 = icmp sgt i32 %4284, 512
  %4286 = sext i32 %N to i64
  %4287 = sext i32 %N to i64
  %4288 = sdiv i64 %4287, 512
  %4289 = sub i64 0, %4287
  %4290 = select i1 false, i64 %4289, i64 %4288
  %4291 = srem i64 %4287, 512
  %4292 = icmp ne i64 %4291, 0
  %4293 = icmp slt i64 %4287, 0
  %4294 = icmp eq i1 %4293, false
  %4295 = and i1 %4292, %4294
  %4296 = zext i1 %4295 to i64
  %4297 = add i64 %4290, %4296
  %4298 = trunc i64 %4297 to i32
  %4299 = sub i32 %4298, 1
  %4300 = sub i32 %4299, %c379
  %4301 = mul i32 %4300, 512
  %4302 = sext i32 %4301 to i64
  %4303 = sub i64 %4286, %4302
  %4304 = icmp slt i64 %4303, 0
  %4305 = sext i32 %N to i64
  %4306 = sext i32 %N to i64
  %4307 = sdiv i64 %4306, 512
  %4308 = sub i64 0, %4306
  %4309 = select i1 false, i64 %4308, i64 %4307
  %4310 = srem i64 %4306, 512
  %4311 = icmp ne i64 %4310, 0
  %4312 = icmp slt i64 %4306, 0
  %4313 = icmp eq i1 %4312, false
  %4314 = and i1 %4311, %4313
  %4315 = zext i1 %4314 to i64
  %4316 = add i64 %4309, %4315
  %4317 = trunc i64 %4316 to i32
  %4318 = sub i32 %4317, 1
  %4319 = sub i32 %4318, %c379
  %4320 = mul i32 %4319, 512
  %4321 = sext i32 %4320 to i64
  %4322 = sub i64 %4305, %4321
  %4323 = icmp sgt i64 %4322, 512
  %4324 = sext i32 %N to i64
  %4325 = sext i32 %N to i64
  %4326 = sdiv i64 %4325, 512
  %4327 = sub i64 0, %4325
  %4328 = select i1 false, i64 %4327, i64 %4326
  %4329 = srem i64 %4325, 512
  %4330 = icmp ne i64 %4329, 0
  %4331 = icmp slt i64 %4325, 0
  %4332 = icmp eq i1 %4331, false
  %4333 = and i1 %4330, %4332
  %4334 = zext i1 %4333 to i64
  %4335 = add i64 %4328, %4334
  %4336 = trunc i64 %4335 to i32
  %4337 = sub i32 %4336, 1
  %4338 = sub i32 %4337, %c379
  %4339 = mul i32 %4338, 512
  %4340 = sext i32 %4339 to i64
  %4341 = sub i64 %4324, %4340
  %4342 = select i1 %4323, i64 512, i64 %4341
  %4343 = select i1 %4304, i64 0, i64 %4342
  %4344 = sext i32 %N to i64
  %4345 = sdiv i64 %4344, 512
  %4346 = sub i64 0, %4344
  %4347 = select i1 false, i64 %4346, i64 %4345
  %4348 = srem i64 %4344, 512
  %4349 = icmp ne i64 %4348, 0
  %4350 = icmp slt i64 %4344, 0
  %4351 = icmp eq i1 %4350, false
  %4352 = and i1 %4349, %4351
  %4353 = zext i1 %4352 to i64
  %4354 = add i64 %4347, %4353
  %4355 = trunc i64 %4354 to i32
  %4356 = sub i32 %4355, 1
  %4357 = sub i32 %4356, %c379
  %4358 = mul i32 %4357, 512
  %4359 = sext i32 %4358 to i64
  %4360 = sub i64 0, %4359
  %4361 = icmp slt i64 %4360, 0
  %4362 = sext i32 %N to i64
  %4363 = sdiv i64 %4362, 512
  %4364 = sub i64 0, %4362
  %4365 = select i1 false, i64 %4364, i64 %4363
  %4366 = srem i64 %4362, 512
  %4367 = icmp ne i64 %4366, 0
  %4368 = icmp slt i64 %4362, 0
  %4369 = icmp eq i1 %4368, false
  %4370 = and i1 %4367, %4369
  %4371 = zext i1 %4370 to i64
  %4372 = add i64 %4365, %4371
  %4373 = trunc i64 %4372 to i32
  %4374 = sub i32 %4373, 1
  %4375 = sub i32 %4374, %c379
  %4376 = mul i32 %4375, 512
  %4377 = sext i32 %4376 to i64
  %4378 = sub i64 0, %4377
  %4379 = icmp sgt i64 %4378, 512
  %4380 = sext i32 %N to i64
  %4381 = sdiv i64 %4380, 512
  %4382 = sub i64 0, %4380
  %4383 = select i1 false, i64 %4382, i64 %4381
  %4384 = srem i64 %4380, 512
  %4385 = icmp ne i64 %4384, 0
  %4386 = icmp slt i64 %4380, 0
  %4387 = icmp eq i1 %4386, false
  %4388 = and i1 %4385, %4387
  %4389 = zext i1 %4388 to i64
  %4390 = add i64 %4383, %4389
  %4391 = trunc i64 %4390 to i32
  %4392 = sub i32 %4391, 1
  %4393 = sub i32 %4392, %c379
  %4394 = mul i32 %4393, 512
  %4395 = sext i32 %4394 to i64
  %4396 = sub i64 0, %4395
  %4397 = select i1 %4379, i64 512, i64 %4396
  %4398 = select i1 %4361, i64 0, i64 %4397
  %4399 = trunc i64 %4398 to i32
  %4400 = sext i32 %4399 to i64
  %4401 = icmp slt i64 %4343, %4400
  %4402 = sext i32 %N to i64
  %4403 = sdiv i64 %4402, 512
  %4404 = sub i64 0, %4402
  %4405 = select i1 false, i64 %4404, i64 %4403
  %4406 = srem i64 %4402, 512
  %4407 = icmp ne i64 %4406, 0
  %4408 = icmp slt i64 %4402, 0
  %4409 = icmp eq i1 %4408, false
  %4410 = and i1 %4407, %4409
  %4411 = zext i1 %4410 to i64
  %4412 = add i64 %4405, %4411
  %4413 = trunc i64 %4412 to i32
  %4414 = sub i32 %4413, 1
  %4415 = sub i32 %4414, %c379
  %4416 = mul i32 %4415, 512
  %4417 = sext i32 %4416 to i64
  %4418 = sub i64 0, %4417
  %4419 = icmp slt i64 %4418, 0
  %4420 = sext i32 %N to i64
  %4421 = sdiv i64 %4420, 512
  %4422 = sub i64 0, %4420
  %4423 = select i1 false, i64 %4422, i64 %4421
  %4424 = srem i64 %4420, 512
  %4425 = icmp ne i64 %4424, 0
  %4426 = icmp slt i64 %4420, 0
  %4427 = icmp eq i1 %4426, false
  %4428 = and i1 %4425, %4427
  %4429 = zext i1 %4428 to i64
  %4430 = add i64 %4423, %4429
  %4431 = trunc i64 %4430 to i32
  %4432 = sub i32 %4431, 1
  %4433 = sub i32 %4432, %c379
  %4434 = mul i32 %4433, 512
  %4435 = sext i32 %4434 to i64
  %4436 = sub i64 0, %4435
  %4437 = icmp sgt i64 %4436, 512
  %4438 = sext i32 %N to i64
  %4439 = sdiv i64 %4438, 512
  %4440 = sub i64 0, %4438
  %4441 = select i1 false, i64 %4440, i64 %4439
  %4442 = srem i64 %4438, 512
  %4443 = icmp ne i64 %4442, 0
  %4444 = icmp slt i64 %4438, 0
  %4445 = icmp eq i1 %4444, false
  %4446 = and i1 %4443, %4445
  %4447 = zext i1 %4446 to i64
  %4448 = add i64 %4441, %4447
  %4449 = trunc i64 %4448 to i32
  %4450 = sub i32 %4449, 1
  %4451 = sub i32 %4450, %c379
  %4452 = mul i32 %4451, 512
  %4453 = sext i32 %4452 to i64
  %4454 = sub i64 0, %4453
  %4455 = select i1 %4437, i64 512, i64 %4454
  %4456 = select i1 %4419, i64 0, i64 %4455
  %4457 = trunc i64 %4456 to i32
  %4458 = sext i32 %4457 to i64
  %4459 = sext i32 %N to i64
  %4460 = sext i32 %N to i64
  %4461 = sdiv i64 %4460, 512
  %4462 = sub i64 0, %4460
  %4463 = select i1 false, i64 %4462, i64 %4461
  %4464 = srem i64 %4460, 512
  %4465 = icmp ne i64 %4464, 0
  %4466 = icmp slt i64 %4460, 0
  %4467 = icmp eq i1 %4466, false
  %4468 = and i1 %4465, %4467
  %4469 = zext i1 %4468 to i64
  %4470 = add i64 %4463, %4469
  %4471 = trunc i64 %4470 to i32
  %4472 = sub i32 %4471, 1
  %4473 = sub i32 %4472, %c379
  %4474 = mul i32 %4473, 512
  %4475 = sext i32 %4474 to i64
  %4476 = sub i64 %4459, %4475
  %4477 = icmp slt i64 %4476, 0
  %4478 = sext i32 %N to i64
  %4479 = sext i32 %N to i64
  %4480 = sdiv i64 %4479, 512
  %4481 = sub i64 0, %4479
  %4482 = select i1 false, i64 %4481, i64 %4480
  %4483 = srem i64 %4479, 512
  %4484 = icmp ne i64 %4483, 0
  %4485 = icmp slt i64 %4479, 0
  %4486 = icmp eq i1 %4485, false
  %4487 = and i1 %4484, %4486
  %4488 = zext i1 %4487 to i64
  %4489 = add i64 %4482, %4488
  %4490 = trunc i64 %4489 to i32
  %4491 = sub i32 %4490, 1
  %4492 = sub i32 %4491, %c379
  %4493 = mul i32 %4492, 512
  %4494 = sext i32 %4493 to i64
  %4495 = sub i64 %4478, %4494
  %4496 = icmp sgt i64 %4495, 512
  %4497 = sext i32 %N to i64
  %4498 = sext i32 %N to i64
  %4499 = sdiv i64 %4498, 512
  %4500 = sub i64 0, %4498
  %4501 = select i1 false, i64 %4500, i64 %4499
  %4502 = srem i64 %4498, 512
  %4503 = icmp ne i64 %4502, 0
  %4504 = icmp slt i64 %4498, 0
  %4505 = icmp eq i1 %4504, false
  %4506 = and i1 %4503, %4505
  %4507 = zext i1 %4506 to i64
  %4508 = add i64 %4501, %4507
  %4509 = trunc i64 %4508 to i32
  %4510 = sub i32 %4509, 1
  %4511 = sub i32 %4510, %c379
  %4512 = mul i32 %4511, 512
  %4513 = sext i32 %4512 to i64
  %4514 = sub i64 %4497, %4513
  %4515 = select i1 %4496, i64 512, i64 %4514
  %4516 = select i1 %4477, i64 0, i64 %4515
  %4517 = select i1 %4401, i64 %4458, i64 %4516
  %4518 = trunc i64 %4517 to i32
  %4519 = select i1 %4285, i32 512, i32 %4518
  %tl_pad_from46 = select i1 %4051, i32 0, i32 %4519
  %tl_pad_n48 = sub i32 512, %tl_pad_from46
  br label %for.cond442

for.cond442:                                      ; preds = %for.body443, %for.end441
  %tl_pad_k49 = phi i32 [ 0, %for.end441 ], [ %4524, %for.body443 ]
  %4520 = icmp slt i32 %tl_pad_k49, %tl_pad_n48
  br i1 %4520, label %for.body443, label %for.end444

for.body443:                                      ; preds = %for.cond442
  %4521 = add i32 %tl_pad_from46, %tl_pad_k49
  %4522 = sext i32 %4521 to i64
  %4523 = getelementptr inbounds float, ptr %B_f, i64 %4522
  store float 0.000000e+00, ptr %4523, align 4
  %4524 = add nsw i32 %tl_pad_k49, 1
  br label %for.cond442, !llvm.loop !107

for.end444:                                       ; preds = %for.cond442
  br label %for.cond445

for.cond445:                                      ; preds = %for.end455, %for.end444
  %i448 = phi i32 [ 0, %for.end444 ], [ %5292, %for.end455 ]
  %4525 = icmp slt i32 %i448, 4
  br i1 %4525, label %for.body446, label %for.end447

for.body446:                                      ; preds = %for.cond445
  %4526 = sext i32 %N to i64
  %4527 = sext i32 %N to i64
  %4528 = sdiv i64 %4527, 512
  %4529 = sub i64 0, %4527
  %4530 = select i1 false, i64 %4529, i64 %4528
  %4531 = srem i64 %4527, 512
  %4532 = icmp ne i64 %4531, 0
  %4533 = icmp slt i64 %4527, 0
  %4534 = icmp eq i1 %4533, false
  %4535 = and i1 %4532, %4534
  %4536 = zext i1 %4535 to i64
  %4537 = add i64 %4530, %4536
  %4538 = trunc i64 %4537 to i32
  %4539 = sub i32 %4538, 1
  %4540 = sub i32 %4539, %c379
  %4541 = mul i32 %4540, 512
  %4542 = sext i32 %4541 to i64
  %4543 = sub i64 %4526, %4542
  %4544 = icmp slt i64 %4543, 0
  %4545 = sext i32 %N to i64
  %4546 = sext i32 %N to i64
  %4547 = sdiv i64 %4546, 512
  %4548 = sub i64 0, %4546
  %4549 = select i1 false, i64 %4548, i64 %4547
  %4550 = srem i64 %4546, 512
  %4551 = icmp ne i64 %4550, 0
  %4552 = icmp slt i64 %4546, 0
  %4553 = icmp eq i1 %4552, false
  %4554 = and i1 %4551, %4553
  %4555 = zext i1 %4554 to i64
  %4556 = add i64 %4549, %4555
  %4557 = trunc i64 %4556 to i32
  %4558 = sub i32 %4557, 1
  %4559 = sub i32 %4558, %c379
  %4560 = mul i32 %4559, 512
  %4561 = sext i32 %4560 to i64
  %4562 = sub i64 %4545, %4561
  %4563 = icmp sgt i64 %4562, 512
  %4564 = sext i32 %N to i64
  %4565 = sext i32 %N to i64
  %4566 = sdiv i64 %4565, 512
  %4567 = sub i64 0, %4565
  %4568 = select i1 false, i64 %4567, i64 %4566
  %4569 = srem i64 %4565, 512
  %4570 = icmp ne i64 %4569, 0
  %4571 = icmp slt i64 %4565, 0
  %4572 = icmp eq i1 %4571, false
  %4573 = and i1 %4570, %4572
  %4574 = zext i1 %4573 to i64
  %4575 = add i64 %4568, %4574
  %4576 = trunc i64 %4575 to i32
  %4577 = sub i32 %4576, 1
  %4578 = sub i32 %4577, %c379
  %4579 = mul i32 %4578, 512
  %4580 = sext i32 %4579 to i64
  %4581 = sub i64 %4564, %4580
  %4582 = select i1 %4563, i64 512, i64 %4581
  %4583 = select i1 %4544, i64 0, i64 %4582
  %4584 = sext i32 %N to i64
  %4585 = sdiv i64 %4584, 512
  %4586 = sub i64 0, %4584
  %4587 = select i1 false, i64 %4586, i64 %4585
  %4588 = srem i64 %4584, 512
  %4589 = icmp ne i64 %4588, 0
  %4590 = icmp slt i64 %4584, 0
  %4591 = icmp eq i1 %4590, false
  %4592 = and i1 %4589, %4591
  %4593 = zext i1 %4592 to i64
  %4594 = add i64 %4587, %4593
  %4595 = trunc i64 %4594 to i32
  %4596 = sub i32 %4595, 1
  %4597 = sub i32 %4596, %c379
  %4598 = mul i32 %4597, 512
  %4599 = sext i32 %4598 to i64
  %4600 = sub i64 0, %4599
  %4601 = icmp slt i64 %4600, 0
  %4602 = sext i32 %N to i64
  %4603 = sdiv i64 %4602, 512
  %4604 = sub i64 0, %4602
  %4605 = select i1 false, i64 %4604, i64 %4603
  %4606 = srem i64 %4602, 512
  %4607 = icmp ne i64 %4606, 0
  %4608 = icmp slt i64 %4602, 0
  %4609 = icmp eq i1 %4608, false
  %4610 = and i1 %4607, %4609
  %4611 = zext i1 %4610 to i64
  %4612 = add i64 %4605, %4611
  %4613 = trunc i64 %4612 to i32
  %4614 = sub i32 %4613, 1
  %4615 = sub i32 %4614, %c379
  %4616 = mul i32 %4615, 512
  %4617 = sext i32 %4616 to i64
  %4618 = sub i64 0, %4617
  %4619 = icmp sgt i64 %4618, 512
  %4620 = sext i32 %N to i64
  %4621 = sdiv i64 %4620, 512
  %4622 = sub i64 0, %4620
  %4623 = select i1 false, i64 %4622, i64 %4621
  %4624 = srem i64 %4620, 512
  %4625 = icmp ne i64 %4624, 0
  %4626 = icmp slt i64 %4620, 0
  %4627 = icmp eq i1 %4626, false
  %4628 = and i1 %4625, %4627
  %4629 = zext i1 %4628 to i64
  %4630 = add i64 %4623, %4629
  %4631 = trunc i64 %4630 to i32
  %4632 = sub i32 %4631, 1
  %4633 = sub i32 %4632, %c379
  %4634 = mul i32 %4633, 512
  %4635 = sext i32 %4634 to i64
  %4636 = sub i64 0, %4635
  %4637 = select i1 %4619, i64 512, i64 %4636
  %4638 = select i1 %4601, i64 0, i64 %4637
  %4639 = trunc i64 %4638 to i32
  %4640 = sext i32 %4639 to i64
  %4641 = icmp slt i64 %4583, %4640
  %4642 = sext i32 %N to i64
  %4643 = sdiv i64 %4642, 512
  %4644 = sub i64 0, %4642
  %4645 = select i1 false, i64 %4644, i64 %4643
  %4646 = srem i64 %4642, 512
  %4647 = icmp ne i64 %4646, 0
  %4648 = icmp slt i64 %4642, 0
  %4649 = icmp eq i1 %4648, false
  %4650 = and i1 %4647, %4649
  %4651 = zext i1 %4650 to i64
  %4652 = add i64 %4645, %4651
  %4653 = trunc i64 %4652 to i32
  %4654 = sub i32 %4653, 1
  %4655 = sub i32 %4654, %c379
  %4656 = mul i32 %4655, 512
  %4657 = sext i32 %4656 to i64
  %4658 = sub i64 0, %4657
  %4659 = icmp slt i64 %4658, 0
  %4660 = sext i32 %N to i64
  %4661 = sdiv i64 %4660, 512
  %4662 = sub i64 0, %4660
  %4663 = select i1 false, i64 %4662, i64 %4661
  %4664 = srem i64 %4660, 512
  %4665 = icmp ne i64 %4664, 0
  %4666 = icmp slt i64 %4660, 0
  %4667 = icmp eq i1 %4666, false
  %4668 = and i1 %4665, %4667
  %4669 = zext i1 %4668 to i64
  %4670 = add i64 %4663, %4669
  %4671 = trunc i64 %4670 to i32
  %4672 = sub i32 %4671, 1
  %4673 = sub i32 %4672, %c379
  %4674 = mul i32 %4673, 512
  %4675 = sext i32 %4674 to i64
  %4676 = sub i64 0, %4675
  %4677 = icmp sgt i64 %4676, 512
  %4678 = sext i32 %N to i64
  %4679 = sdiv i64 %4678, 512
  %4680 = sub i64 0, %4678
  %4681 = select i1 false, i64 %4680, i64 %4679
  %4682 = srem i64 %4678, 512
  %4683 = icmp ne i64 %4682, 0
  %4684 = icmp slt i64 %4678, 0
  %4685 = icmp eq i1 %4684, false
  %4686 = and i1 %4683, %4685
  %4687 = zext i1 %4686 to i64
  %4688 = add i64 %4681, %4687
  %4689 = trunc i64 %4688 to i32
  %4690 = sub i32 %4689, 1
  %4691 = sub i32 %4690, %c379
  %4692 = mul i32 %4691, 512
  %4693 = sext i32 %4692 to i64
  %4694 = sub i64 0, %4693
  %4695 = select i1 %4677, i64 512, i64 %4694
  %4696 = select i1 %4659, i64 0, i64 %4695
  %4697 = trunc i64 %4696 to i32
  %4698 = sext i32 %4697 to i64
  %4699 = sext i32 %N to i64
  %4700 = sext i32 %N to i64
  %4701 = sdiv i64 %4700, 512
  %4702 = sub i64 0, %4700
  %4703 = select i1 false, i64 %4702, i64 %4701
  %4704 = srem i64 %4700, 512
  %4705 = icmp ne i64 %4704, 0
  %4706 = icmp slt i64 %4700, 0
  %4707 = icmp eq i1 %4706, false
  %4708 = and i1 %4705, %4707
  %4709 = zext i1 %4708 to i64
  %4710 = add i64 %4703, %4709
  %4711 = trunc i64 %4710 to i32
  %4712 = sub i32 %4711, 1
  %4713 = sub i32 %4712, %c379
  %4714 = mul i32 %4713, 512
  %4715 = sext i32 %4714 to i64
  %4716 = sub i64 %4699, %4715
  %4717 = icmp slt i64 %4716, 0
  %4718 = sext i32 %N to i64
  %4719 = sext i32 %N to i64
  %4720 = sdiv i64 %4719, 512
  %4721 = sub i64 0, %4719
  %4722 = select i1 false, i64 %4721, i64 %4720
  %4723 = srem i64 %4719, 512
  %4724 = icmp ne i64 %4723, 0
  %4725 = icmp slt i64 %4719, 0
  %4726 = icmp eq i1 %4725, false
  %4727 = and i1 %4724, %4726
  %4728 = zext i1 %4727 to i64
  %4729 = add i64 %4722, %4728
  %4730 = trunc i64 %4729 to i32
  %4731 = sub i32 %4730, 1
  %4732 = sub i32 %4731, %c379
  %4733 = mul i32 %4732, 512
  %4734 = sext i32 %4733 to i64
  %4735 = sub i64 %4718, %4734
  %4736 = icmp sgt i64 %4735, 512
  %4737 = sext i32 %N to i64
  %4738 = sext i32 %N to i64
  %4739 = sdiv i64 %4738, 512
  %4740 = sub i64 0, %4738
  %4741 = select i1 false, i64 %4740, i64 %4739
  %4742 = srem i64 %4738, 512
  %4743 = icmp ne i64 %4742, 0
  %4744 = icmp slt i64 %4738, 0
  %4745 = icmp eq i1 %4744, false
  %4746 = and i1 %4743, %4745
  %4747 = zext i1 %4746 to i64
  %4748 = add i64 %4741, %4747
  %4749 = trunc i64 %4748 to i32
  %4750 = sub i32 %4749, 1
  %4751 = sub i32 %4750, %c379
  %4752 = mul i32 %4751, 512
  %4753 = sext i32 %4752 to i64
  %4754 = sub i64 %4737, %4753
  %4755 = select i1 %4736, i64 512, i64 %4754
  %4756 = select i1 %4717, i64 0, i64 %4755
  %4757 = select i1 %4641, i64 %4698, i64 %4756
  %4758 = trunc i64 %4757 to i32
  %4759 = icmp slt i32 %4758, 0
  %4760 = sext i32 %N to i64
  %4761 = sext i32 %N to i64
  %4762 = sdiv i64 %4761, 512
  %4763 = sub i64 0, %4761
  %4764 = select i1 false, i64 %4763, i64 %4762
  %4765 = srem i64 %4761, 512
  %4766 = icmp ne i64 %4765, 0
  %4767 = icmp slt i64 %4761, 0
  %4768 = icmp eq i1 %4767, false
  %4769 = and i1 %4766, %4768
  %4770 = zext i1 %4769 to i64
  %4771 = add i64 %4764, %4770
  %4772 = trunc i64 %4771 to i32
  %4773 = sub i32 %4772, 1
  %4774 = sub i32 %4773, %c379
  %4775 = mul i32 %4774, 512
  %4776 = sext i32 %4775 to i64
  %4777 = sub i64 %4760, %4776
  %4778 = icmp slt i64 %4777, 0
  %4779 = sext i32 %N to i64
  %4780 = sext i32 %N to i64
  %4781 = sdiv i64 %4780, 512
  %4782 = sub i64 0, %4780
  %4783 = select i1 false, i64 %4782, i64 %4781
  %4784 = srem i64 %4780, 512
  %4785 = icmp ne i64 %4784, 0
  %4786 = icmp slt i64 %4780, 0
  %4787 = icmp eq i1 %4786, false
  %4788 = and i1 %4785, %4787
  %4789 = zext i1 %4788 to i64
  %4790 = add i64 %4783, %4789
  %4791 = trunc i64 %4790 to i32
  %4792 = sub i32 %4791, 1
  %4793 = sub i32 %4792, %c379
  %4794 = mul i32 %4793, 512
  %4795 = sext i32 %4794 to i64
  %4796 = sub i64 %4779, %4795
  %4797 = icmp sgt i64 %4796, 512
  %4798 = sext i32 %N to i64
  %4799 = sext i32 %N to i64
  %4800 = sdiv i64 %4799, 512
  %4801 = sub i64 0, %4799
  %4802 = select i1 false, i64 %4801, i64 %4800
  %4803 = srem i64 %4799, 512
  %4804 = icmp ne i64 %4803, 0
  %4805 = icmp slt i64 %4799, 0
  %4806 = icmp eq i1 %4805, false
  %4807 = and i1 %4804, %4806
  %4808 = zext i1 %4807 to i64
  %4809 = add i64 %4802, %4808
  %4810 = trunc i64 %4809 to i32
  %4811 = sub i32 %4810, 1
  %4812 = sub i32 %4811, %c379
  %4813 = mul i32 %4812, 512
  %4814 = sext i32 %4813 to i64
  %4815 = sub i64 %4798, %4814
  %4816 = select i1 %4797, i64 512, i64 %4815
  %4817 = select i1 %4778, i64 0, i64 %4816
  %4818 = sext i32 %N to i64
  %4819 = sdiv i64 %4818, 512
  %4820 = sub i64 0, %4818
  %4821 = select i1 false, i64 %4820, i64 %4819
  %4822 = srem i64 %4818, 512
  %4823 = icmp ne i64 %4822, 0
  %4824 = icmp slt i64 %4818, 0
  %4825 = icmp eq i1 %4824, false
  %4826 = and i1 %4823, %4825
  %4827 = zext i1 %4826 to i64
  %4828 = add i64 %4821, %4827
  %4829 = trunc i64 %4828 to i32
  %4830 = sub i32 %4829, 1
  %4831 = sub i32 %4830, %c379
  %4832 = mul i32 %4831, 512
  %4833 = sext i32 %4832 to i64
  %4834 = sub i64 0, %4833
  %4835 = icmp slt i64 %4834, 0
  %4836 = sext i32 %N to i64
  %4837 = sdiv i64 %4836, 512
  %4838 = sub i64 0, %4836
  %4839 = select i1 false, i64 %4838, i64 %4837
  %4840 = srem i64 %4836, 512
  %4841 = icmp ne i64 %4840, 0
  %4842 = icmp slt i64 %4836, 0
  %4843 = icmp eq i1 %4842, false
  %4844 = and i1 %4841, %4843
  %4845 = zext i1 %4844 to i64
  %4846 = add i64 %4839, %4845
  %4847 = trunc i64 %4846 to i32
  %4848 = sub i32 %4847, 1
  %4849 = sub i32 %4848, %c379
  %4850 = mul i32 %4849, 512
  %4851 = sext i32 %4850 to i64
  %4852 = sub i64 0, %4851
  %4853 = icmp sgt i64 %4852, 512
  %4854 = sext i32 %N to i64
  %4855 = sdiv i64 %4854, 512
  %4856 = sub i64 0, %4854
  %4857 = select i1 false, i64 %4856, i64 %4855
  %4858 = srem i64 %4854, 512
  %4859 = icmp ne i64 %4858, 0
  %4860 = icmp slt i64 %4854, 0
  %4861 = icmp eq i1 %4860, false
  %4862 = and i1 %4859, %4861
  %4863 = zext i1 %4862 to i64
  %4864 = add i64 %4857, %4863
  %4865 = trunc i64 %4864 to i32
  %4866 = sub i32 %4865, 1
  %4867 = sub i32 %4866, %c379
  %4868 = mul i32 %4867, 512
  %4869 = sext i32 %4868 to i64
  %4870 = sub i64 0, %4869
  %4871 = select i1 %4853, i64 512, i64 %4870
  %4872 = select i1 %4835, i64 0, i64 %4871
  %4873 = trunc i64 %4872 to i32
  %4874 = sext i32 %4873 to i64
  %4875 = icmp slt i64 %4817, %4874
  %4876 = sext i32 %N to i64
  %4877 = sdiv i64 %4876, 512
  %4878 = sub i64 0, %4876
  %4879 = select i1 false, i64 %4878, i64 %4877
  %4880 = srem i64 %4876, 512
  %4881 = icmp ne i64 %4880, 0
  %4882 = icmp slt i64 %4876, 0
  %4883 = icmp eq i1 %4882, false
  %4884 = and i1 %4881, %4883
  %4885 = zext i1 %4884 to i64
  %4886 = add i64 %4879, %4885
  %4887 = trunc i64 %4886 to i32
  %4888 = sub i32 %4887, 1
  %4889 = sub i32 %4888, %c379
  %4890 = mul i32 %4889, 512
  %4891 = sext i32 %4890 to i64
  %4892 = sub i64 0, %4891
  %4893 = icmp slt i64 %4892, 0
  %4894 = sext i32 %N to i64
  %4895 = sdiv i64 %4894, 512
  %4896 = sub i64 0, %4894
  %4897 = select i1 false, i64 %4896, i64 %4895
  %4898 = srem i64 %4894, 512
  %4899 = icmp ne i64 %4898, 0
  %4900 = icmp slt i64 %4894, 0
  %4901 = icmp eq i1 %4900, false
  %4902 = and i1 %4899, %4901
  %4903 = zext i1 %4902 to i64
  %4904 = add i64 %4897, %4903
  %4905 = trunc i64 %4904 to i32
  %4906 = sub i32 %4905, 1
  %4907 = sub i32 %4906, %c379
  %4908 = mul i32 %4907, 512
  %4909 = sext i32 %4908 to i64
  %4910 = sub i64 0, %4909
  %4911 = icmp sgt i64 %4910, 512
  %4912 = sext i32 %N to i64
  %4913 = sdiv i64 %4912, 512
  %4914 = sub i64 0, %4912
  %4915 = select i1 false, i64 %4914, i64 %4913
  %4916 = srem i64 %4912, 512
  %4917 = icmp ne i64 %4916, 0
  %4918 = icmp slt i64 %4912, 0
  %4919 = icmp eq i1 %4918, false
  %4920 = and i1 %4917, %4919
  %4921 = zext i1 %4920 to i64
  %4922 = add i64 %4915, %4921
  %4923 = trunc i64 %4922 to i32
  %4924 = sub i32 %4923, 1
  %4925 = sub i32 %4924, %c379
  %4926 = mul i32 %4925, 512
  %4927 = sext i32 %4926 to i64
  %4928 = sub i64 0, %4927
  %4929 = select i1 %4911, i64 512, i64 %4928
  %4930 = select i1 %4893, i64 0, i64 %4929
  %4931 = trunc i64 %4930 to i32
  %4932 = sext i32 %4931 to i64
  %4933 = sext i32 %N to i64
  %4934 = sext i32 %N to i64
  %4935 = sdiv i64 %4934, 512
  %4936 = sub i64 0, %4934
  %4937 = select i1 false, i64 %4936, i64 %4935
  %4938 = srem i64 %4934, 512
  %4939 = icmp ne i64 %4938, 0
  %4940 = icmp slt i64 %4934, 0
  %4941 = icmp eq i1 %4940, false
  %4942 = and i1 %4939, %4941
  %4943 = zext i1 %4942 to i64
  %4944 = add i64 %4937, %4943
  %4945 = trunc i64 %4944 to i32
  %4946 = sub i32 %4945, 1
  %4947 = sub i32 %4946, %c379
  %4948 = mul i32 %4947, 512
  %4949 = sext i32 %4948 to i64
  %4950 = sub i64 %4933, %4949
  %4951 = icmp slt i64 %4950, 0
  %4952 = sext i32 %N to i64
  %4953 = sext i32 %N to i64
  %4954 = sdiv i64 %4953, 512
  %4955 = sub i64 0, %4953
  %4956 = select i1 false, i64 %4955, i64 %4954
  %4957 = srem i64 %4953, 512
  %4958 = icmp ne i64 %4957, 0
  %4959 = icmp slt i64 %4953, 0
  %4960 = icmp eq i1 %4959, false
  %4961 = and i1 %4958, %4960
  %4962 = zext i1 %4961 to i64
  %4963 = add i64 %4956, %4962
  %4964 = trunc i64 %4963 to i32
  %4965 = sub i32 %4964, 1
  %4966 = sub i32 %4965, %c379
  %4967 = mul i32 %4966, 512
  %4968 = sext i32 %4967 to i64
  %4969 = sub i64 %4952, %4968
  %4970 = icmp sgt i64 %4969, 512
  %4971 = sext i32 %N to i64
  %4972 = sext i32 %N to i64
  %4973 = sdiv i64 %4972, 512
  %4974 = sub i64 0, %4972
  %4975 = select i1 false, i64 %4974, i64 %4973
  %4976 = srem i64 %4972, 512
  %4977 = icmp ne i64 %4976, 0
  %4978 = icmp slt i64 %4972, 0
  %4979 = icmp eq i1 %4978, false
  %4980 = and i1 %4977, %4979
  %4981 = zext i1 %4980 to i64
  %4982 = add i64 %4975, %4981
  %4983 = trunc i64 %4982 to i32
  %4984 = sub i32 %4983, 1
  %4985 = sub i32 %4984, %c379
  %4986 = mul i32 %4985, 512
  %4987 = sext i32 %4986 to i64
  %4988 = sub i64 %4971, %4987
  %4989 = select i1 %4970, i64 512, i64 %4988
  %4990 = select i1 %4951, i64 0, i64 %4989
  %4991 = select i1 %4875, i64 %4932, i64 %4990
  %4992 = trunc i64 %4991 to i32
  %4993 = icmp sgt i32 %4992, 512
  %4994 = sext i32 %N to i64
  %4995 = sext i32 %N to i64
  %4996 = sdiv i64 %4995, 512
  %4997 = sub i64 0, %4995
  %4998 = select i1 false, i64 %4997, i64 %4996
  %4999 = srem i64 %4995, 512
  %5000 = icmp ne i64 %4999, 0
  %5001 = icmp slt i64 %4995, 0
  %5002 = icmp eq i1 %5001, false
  %5003 = and i1 %5000, %5002
  %5004 = zext i1 %5003 to i64
  %5005 = add i64 %4998, %5004
  %5006 = trunc i64 %5005 to i32
  %5007 = sub i32 %5006, 1
  %5008 = sub i32 %5007, %c379
  %5009 = mul i32 %5008, 512
  %5010 = sext i32 %5009 to i64
  %5011 = sub i64 %4994, %5010
  %5012 = icmp slt i64 %5011, 0
  %5013 = sext i32 %N to i64
  %5014 = sext i32 %N to i64
  %5015 = sdiv i64 %5014, 512
  %5016 = sub i64 0, %5014
  %5017 = select i1 false, i64 %5016, i64 %5015
  %5018 = srem i64 %5014, 512
  %5019 = icmp ne i64 %5018, 0
  %5020 = icmp slt i64 %5014, 0
  %5021 = icmp eq i1 %5020, false
  %5022 = and i1 %5019, %5021
  %5023 = zext i1 %5022 to i64
  %5024 = add i64 %5017, %5023
  %5025 = trunc i64 %5024 to i32
  %5026 = sub i32 %5025, 1
  %5027 = sub i32 %5026, %c379
  %5028 = mul i32 %5027, 512
  %5029 = sext i32 %5028 to i64
  %5030 = sub i64 %5013, %5029
  %5031 = icmp sgt i64 %5030, 512
  %5032 = sext i32 %N to i64
  %5033 = sext i32 %N to i64
  %5034 = sdiv i64 %5033, 512
  %5035 = sub i64 0, %5033
  %5036 = select i1 false, i64 %5035, i64 %5034
  %5037 = srem i64 %5033, 512
  %5038 = icmp ne i64 %5037, 0
  %5039 = icmp slt i64 %5033, 0
  %5040 = icmp eq i1 %5039, false
  %5041 = and i1 %5038, %5040
  %5042 = zext i1 %5041 to i64
  %5043 = add i64 %5036, %5042
  %5044 = trunc i64 %5043 to i32
  %5045 = sub i32 %5044, 1
  %5046 = sub i32 %5045, %c379
  %5047 = mul i32 %5046, 512
  %5048 = sext i32 %5047 to i64
  %5049 = sub i64 %5032, %5048
  %5050 = select i1 %5031, i64 512, i64 %5049
  %5051 = select i1 %5012, i64 0, i64 %5050
  %5052 = sext i32 %N to i64
  %5053 = sdiv i64 %5052, 512
  %5054 = sub i64 0, %5052
  %5055 = select i1 false, i64 %5054, i64 %5053
  %5056 = srem i64 %5052, 512
  %5057 = icmp ne i64 %5056, 0
  %5058 = icmp slt i64 %5052, 0
  %5059 = icmp eq i1 %5058, false
  %5060 = and i1 %5057, %5059
  %5061 = zext i1 %5060 to i64
  %5062 = add i64 %5055, %5061
  %5063 = trunc i64 %5062 to i32
  %5064 = sub i32 %5063, 1
  %5065 = sub i32 %5064, %c379
  %5066 = mul i32 %5065, 512
  %5067 = sext i32 %5066 to i64
  %5068 = sub i64 0, %5067
  %5069 = icmp slt i64 %5068, 0
  %5070 = sext i32 %N to i64
  %5071 = sdiv i64 %5070, 512
  %5072 = sub i64 0, %5070
  %5073 = select i1 false, i64 %5072, i64 %5071
  %5074 = srem i64 %5070, 512
  %5075 = icmp ne i64 %5074, 0
  %5076 = icmp slt i64 %5070, 0
  %5077 = icmp eq i1 %5076, false
  %5078 = and i1 %5075, %5077
  %5079 = zext i1 %5078 to i64
  %5080 = add i64 %5073, %5079
  %5081 = trunc i64 %5080 to i32
  %5082 = sub i32 %5081, 1
  %5083 = sub i32 %5082, %c379
  %5084 = mul i32 %5083, 512
  %5085 = sext i32 %5084 to i64
  %5086 = sub i64 0, %5085
  %5087 = icmp sgt i64 %5086, 512
  %5088 = sext i32 %N to i64
  %5089 = sdiv i64 %5088, 512
  %5090 = sub i64 0, %5088
  %5091 = select i1 false, i64 %5090, i64 %5089
  %5092 = srem i64 %5088, 512
  %5093 = icmp ne i64 %5092, 0
  %5094 = icmp slt i64 %5088, 0
  %5095 = icmp eq i1 %5094, false
  %5096 = and i1 %5093, %5095
  %5097 = zext i1 %5096 to i64
  %5098 = add i64 %5091, %5097
  %5099 = trunc i64 %5098 to i32
  %5100 = sub i32 %5099, 1
  %5101 = sub i32 %5100, %c379
  %5102 = mul i32 %5101, 512
  %5103 = sext i32 %5102 to i64
  %5104 = sub i64 0, %5103
  %5105 = select i1 %5087, i64 512, i64 %5104
  %5106 = select i1 %5069, i64 0, i64 %5105
  %5107 = trunc i64 %5106 to i32
  %5108 = sext i32 %5107 to i64
  %5109 = icmp slt i64 %5051, %5108
  %5110 = sext i32 %N to i64
  %5111 = sdiv i64 %5110, 512
  %5112 = sub i64 0, %5110
  %5113 = select i1 false, i64 %5112, i64 %5111
  %5114 = srem i64 %5110, 512
  %5115 = icmp ne i64 %5114, 0
  %5116 = icmp slt i64 %5110, 0
  %5117 = icmp eq i1 %5116, false
  %5118 = and i1 %5115, %5117
  %5119 = zext i1 %5118 to i64
  %5120 = add i64 %5113, %5119
  %5121 = trunc i64 %5120 to i32
  %5122 = sub i32 %5121, 1
  %5123 = sub i32 %5122, %c379
  %5124 = mul i32 %5123, 512
  %5125 = sext i32 %5124 to i64
  %5126 = sub i64 0, %5125
  %5127 = icmp slt i64 %5126, 0
  %5128 = sext i32 %N to i64
  %5129 = sdiv i64 %5128, 512
  %5130 = sub i64 0, %5128
  %5131 = select i1 false, i64 %5130, i64 %5129
  %5132 = srem i64 %5128, 512
  %5133 = icmp ne i64 %5132, 0
  %5134 = icmp slt i64 %5128, 0
  %5135 = icmp eq i1 %5134, false
  %5136 = and i1 %5133, %5135
  %5137 = zext i1 %5136 to i64
  %5138 = add i64 %5131, %5137
  %5139 = trunc i64 %5138 to i32
  %5140 = sub i32 %5139, 1
  %5141 = sub i32 %5140, %c379
  %5142 = mul i32 %5141, 512
  %5143 = sext i32 %5142 to i64
  %5144 = sub i64 0, %5143
  %5145 = icmp sgt i64 %5144, 512
  %5146 = sext i32 %N to i64
  %5147 = sdiv i64 %5146, 512
  %5148 = sub i64 0, %5146
  %5149 = select i1 false, i64 %5148, i64 %5147
  %5150 = srem i64 %5146, 512
  %5151 = icmp ne i64 %5150, 0
  %5152 = icmp slt i64 %5146, 0
  %5153 = icmp eq i1 %5152, false
  %5154 = and i1 %5151, %5153
  %5155 = zext i1 %5154 to i64
  %5156 = add i64 %5149, %5155
  %5157 = trunc i64 %5156 to i32
  %5158 = sub i32 %5157, 1
  %5159 = sub i32 %5158, %c379
  %5160 = mul i32 %5159, 512
  %5161 = sext i32 %5160 to i64
  %5162 = sub i64 0, %5161
  %5163 = select i1 %5145, i64 512, i64 %5162
  %5164 = select i1 %5127, i64 0, i64 %5163
  %5165 = trunc i64 %5164 to i32
  %5166 = sext i32 %5165 to i64
  %5167 = sext i32 %N to i64
  %5168 = sext i32 %N to i64
  %5169 = sdiv i64 %5168, 512
  %5170 = sub i64 0, %5168
  %5171 = select i1 false, i64 %5170, i64 %5169
  %5172 = srem i64 %5168, 512
  %5173 = icmp ne i64 %5172, 0
  %5174 = icmp slt i64 %5168, 0
  %5175 = icmp eq i1 %5174, false
  %5176 = and i1 %5173, %5175
  %5177 = zext i1 %5176 to i64
  %5178 = add i64 %5171, %5177
  %5179 = trunc i64 %5178 to i32
  %5180 = sub i32 %5179, 1
  %5181 = sub i32 %5180, %c379
  %5182 = mul i32 %5181, 512
  %5183 = sext i32 %5182 to i64
  %5184 = sub i64 %5167, %5183
  %5185 = icmp slt i64 %5184, 0
  %5186 = sext i32 %N to i64
  %5187 = sext i32 %N to i64
  %5188 = sdiv i64 %5187, 512
  %5189 = sub i64 0, %5187
  %5190 = select i1 false, i64 %5189, i64 %5188
  %5191 = srem i64 %5187, 512
  %5192 = icmp ne i64 %5191, 0
  %5193 = icmp slt i64 %5187, 0
  %5194 = icmp eq i1 %5193, false
  %5195 = and i1 %5192, %5194
  %5196 = zext i1 %5195 to i64
  %5197 = add i64 %5190, %5196
  %5198 = trunc i64 %5197 to i32
  %5199 = sub i32 %5198, 1
  %5200 = sub i32 %5199, %c379
  %5201 = mul i32 %5200, 512
  %5202 = sext i32 %5201 to i64
  %5203 = sub i64 %5186, %5202
  %5204 = icmp sgt i64 %5203, 512
  %5205 = sext i32 %N to i64
  %5206 = sext i32 %N to i64
  %5207 = sdiv i64 %5206, 512
  %5208 = sub i64 0, %5206
  %5209 = select i1 false, i64 %5208, i64 %5207
  %5210 = srem i64 %5206, 512
  %5211 = icmp ne i64 %5210, 0
  %5212 = icmp slt i64 %5206, 0
  %5213 = icmp eq i1 %5212, false
  %5214 = and i1 %5211, %5213
  %5215 = zext i1 %5214 to i64
  %5216 = add i64 %5209, %5215
  %5217 = trunc i64 %5216 to i32
  %5218 = sub i32 %5217, 1
  %5219 = sub i32 %5218, %c379
  %5220 = mul i32 %5219, 512
  %5221 = sext i32 %5220 to i64
  %5222 = sub i64 %5205, %5221
  %5223 = select i1 %5204, i64 512, i64 %5222
  %5224 = select i1 %5185, i64 0, i64 %5223
  %5225 = select i1 %5109, i64 %5166, i64 %5224
  %5226 = trunc i64 %5225 to i32
  %5227 = select i1 %4993, i32 512, i32 %5226
  %tl_cols50 = select i1 %4759, i32 0, i32 %5227
  br label %for.cond449

for.end447:                                       ; preds = %for.cond445
  %5228 = mul i32 %bx, 4
  %5229 = icmp sle i32 0, %5228
  %5230 = mul i32 %bx, 4
  %5231 = sext i32 %5230 to i64
  %5232 = add i64 %5231, 4
  %5233 = sext i32 %M to i64
  %5234 = icmp sle i64 %5232, %5233
  %5235 = and i1 %5229, %5234
  %5236 = mul i32 %t, 512
  %5237 = icmp sle i32 0, %5236
  %5238 = mul i32 %t, 512
  %5239 = sext i32 %5238 to i64
  %5240 = add i64 %5239, 512
  %5241 = sext i32 %N to i64
  %5242 = icmp sle i64 %5240, %5241
  %5243 = and i1 %5237, %5242
  %5244 = and i1 %5235, %5243
  br i1 %5244, label %if.then456, label %if.else457

for.cond449:                                      ; preds = %for.body450, %for.body446
  %j452 = phi i32 [ 0, %for.body446 ], [ %5273, %for.body450 ]
  %5245 = icmp slt i32 %j452, %tl_cols50
  br i1 %5245, label %for.body450, label %for.end451

for.body450:                                      ; preds = %for.cond449
  %5246 = sext i32 %i448 to i64
  %5247 = mul nsw i64 %5246, 512
  %5248 = sext i32 %j452 to i64
  %5249 = add nsw i64 %5247, %5248
  %5250 = getelementptr inbounds float, ptr %X_f, i64 %5249
  %5251 = load float, ptr %5250, align 4
  %5252 = sext i32 %i448 to i64
  %5253 = getelementptr inbounds float, ptr %mean, i64 %5252
  %5254 = load float, ptr %5253, align 4
  %5255 = fsub float %5251, %5254
  %5256 = sext i32 %i448 to i64
  %5257 = getelementptr inbounds float, ptr %rstd, i64 %5256
  %5258 = load float, ptr %5257, align 4
  %5259 = fmul float %5255, %5258
  %5260 = sext i32 %j452 to i64
  %5261 = getelementptr inbounds float, ptr %W_f, i64 %5260
  %5262 = load float, ptr %5261, align 4
  %5263 = fmul float %5259, %5262
  %5264 = sext i32 %j452 to i64
  %5265 = getelementptr inbounds float, ptr %B_f, i64 %5264
  %5266 = load float, ptr %5265, align 4
  %5267 = fadd float %5263, %5266
  %5268 = sext i32 %i448 to i64
  %5269 = mul nsw i64 %5268, 512
  %5270 = sext i32 %j452 to i64
  %5271 = add nsw i64 %5269, %5270
  %5272 = getelementptr inbounds float, ptr %X_f, i64 %5271
  store float %5267, ptr %5272, align 4
  %5273 = add nsw i32 %j452, 1
  br label %for.cond449, !llvm.loop !108

for.end451:                                       ; preds = %for.cond449
  %5274 = sext i32 %i448 to i64
  %5275 = getelementptr inbounds float, ptr %mean, i64 %5274
  %5276 = load float, ptr %5275, align 4
  %5277 = fsub float 0.000000e+00, %5276
  %5278 = sext i32 %i448 to i64
  %5279 = getelementptr inbounds float, ptr %rstd, i64 %5278
  %5280 = load float, ptr %5279, align 4
  %5281 = fmul float %5277, %5280
  %5282 = fmul float %5281, 0.000000e+00
  %tl_col52 = fadd float %5282, 0.000000e+00
  %5283 = sub i32 512, %tl_cols50
  br label %for.cond453

for.cond453:                                      ; preds = %for.body454, %for.end451
  %j51 = phi i32 [ 0, %for.end451 ], [ %5291, %for.body454 ]
  %5284 = icmp slt i32 %j51, %5283
  br i1 %5284, label %for.body454, label %for.end455

for.body454:                                      ; preds = %for.cond453
  %5285 = sext i32 %i448 to i64
  %5286 = mul nsw i64 %5285, 512
  %5287 = add i32 %tl_cols50, %j51
  %5288 = sext i32 %5287 to i64
  %5289 = add nsw i64 %5286, %5288
  %5290 = getelementptr inbounds float, ptr %X_f, i64 %5289
  store float %tl_col52, ptr %5290, align 4
  %5291 = add nsw i32 %j51, 1
  br label %for.cond453, !llvm.loop !109

for.end455:                                       ; preds = %for.cond453
  %5292 = add nsw i32 %i448, 1
  br label %for.cond445, !llvm.loop !110

if.then456:                                       ; preds = %for.end447
  br label %for.cond459

if.else457:                                       ; preds = %for.end447
  br label %for.cond470

if.end458:                                        ; preds = %for.end472, %for.end461
  %5293 = add nsw i32 %c379, 1
  br label %for.cond376, !llvm.loop !111

for.cond459:                                      ; preds = %if.end465, %if.then456
  %i12462 = phi i32 [ 0, %if.then456 ], [ %5313, %if.end465 ]
  %5294 = icmp slt i32 %i12462, 4
  br i1 %5294, label %for.body460, label %for.end461

for.body460:                                      ; preds = %for.cond459
  %5295 = sext i32 %M to i64
  %5296 = sext i32 %N to i64
  %5297 = mul i64 %5295, %5296
  %5298 = icmp sge i64 %5297, 8388608
  br i1 %5298, label %if.then463, label %if.else464

for.end461:                                       ; preds = %for.cond459
  br label %if.end458

if.then463:                                       ; preds = %for.body460
  %5299 = mul i32 %bx, 4
  %5300 = add i32 %5299, %i12462
  %5301 = sext i32 %5300 to i64
  %5302 = sext i32 %N to i64
  %5303 = mul nsw i64 %5301, %5302
  %5304 = mul i32 %t, 512
  %5305 = add i32 %5304, 0
  %5306 = sext i32 %5305 to i64
  %5307 = add nsw i64 %5303, %5306
  %5308 = getelementptr inbounds float, ptr %Y, i64 %5307
  %5309 = sext i32 %i12462 to i64
  %5310 = mul nsw i64 %5309, 512
  %5311 = add nsw i64 %5310, 0
  %5312 = getelementptr inbounds float, ptr %X_f, i64 %5311
  call void @tilec_rt_stream(ptr %5308, ptr %5312, i64 2048)
  br label %if.end465

if.else464:                                       ; preds = %for.body460
  br label %for.cond466

if.end465:                                        ; preds = %for.end468, %if.then463
  %5313 = add nsw i32 %i12462, 1
  br label %for.cond459, !llvm.loop !112

for.cond466:                                      ; preds = %for.body467, %if.else464
  %j2469 = phi i32 [ 0, %if.else464 ], [ %5331, %for.body467 ]
  %5314 = icmp slt i32 %j2469, 512
  br i1 %5314, label %for.body467, label %for.end468

for.body467:                                      ; preds = %for.cond466
  %5315 = sext i32 %i12462 to i64
  %5316 = mul nsw i64 %5315, 512
  %5317 = sext i32 %j2469 to i64
  %5318 = add nsw i64 %5316, %5317
  %5319 = getelementptr inbounds float, ptr %X_f, i64 %5318
  %5320 = load float, ptr %5319, align 4
  %5321 = mul i32 %bx, 4
  %5322 = add i32 %5321, %i12462
  %5323 = sext i32 %5322 to i64
  %5324 = sext i32 %N to i64
  %5325 = mul nsw i64 %5323, %5324
  %5326 = mul i32 %t, 512
  %5327 = add i32 %5326, %j2469
  %5328 = sext i32 %5327 to i64
  %5329 = add nsw i64 %5325, %5328
  %5330 = getelementptr inbounds float, ptr %Y, i64 %5329
  store float %5320, ptr %5330, align 4
  %5331 = add nsw i32 %j2469, 1
  br label %for.cond466, !llvm.loop !113

for.end468:                                       ; preds = %for.cond466
  br label %if.end465

for.cond470:                                      ; preds = %for.end476, %if.else457
  %i12473 = phi i32 [ 0, %if.else457 ], [ %5359, %for.end476 ]
  %5332 = icmp slt i32 %i12473, 4
  br i1 %5332, label %for.body471, label %for.end472

for.body471:                                      ; preds = %for.cond470
  br label %for.cond474

for.end472:                                       ; preds = %for.cond470
  br label %if.end458

for.cond474:                                      ; preds = %if.end480, %for.body471
  %j2477 = phi i32 [ 0, %for.body471 ], [ %5376, %if.end480 ]
  %5333 = icmp slt i32 %j2477, 512
  br i1 %5333, label %for.body475, label %for.end476

for.body475:                                      ; preds = %for.cond474
  %5334 = mul i32 %bx, 4
  %5335 = sext i32 %5334 to i64
  %5336 = sext i32 %i12473 to i64
  %5337 = add i64 %5335, %5336
  %5338 = icmp sle i64 0, %5337
  %5339 = mul i32 %bx, 4
  %5340 = sext i32 %5339 to i64
  %5341 = sext i32 %i12473 to i64
  %5342 = add i64 %5340, %5341
  %5343 = sext i32 %M to i64
  %5344 = icmp slt i64 %5342, %5343
  %5345 = and i1 %5338, %5344
  %5346 = mul i32 %t, 512
  %5347 = sext i32 %5346 to i64
  %5348 = sext i32 %j2477 to i64
  %5349 = add i64 %5347, %5348
  %5350 = icmp sle i64 0, %5349
  %5351 = mul i32 %t, 512
  %5352 = sext i32 %5351 to i64
  %5353 = sext i32 %j2477 to i64
  %5354 = add i64 %5352, %5353
  %5355 = sext i32 %N to i64
  %5356 = icmp slt i64 %5354, %5355
  %5357 = and i1 %5350, %5356
  %5358 = and i1 %5345, %5357
  br i1 %5358, label %if.then478, label %if.else479

for.end476:                                       ; preds = %for.cond474
  %5359 = add nsw i32 %i12473, 1
  br label %for.cond470, !llvm.loop !114

if.then478:                                       ; preds = %for.body475
  %5360 = sext i32 %i12473 to i64
  %5361 = mul nsw i64 %5360, 512
  %5362 = sext i32 %j2477 to i64
  %5363 = add nsw i64 %5361, %5362
  %5364 = getelementptr inbounds float, ptr %X_f, i64 %5363
  %5365 = load float, ptr %5364, align 4
  %5366 = mul i32 %bx, 4
  %5367 = add i32 %5366, %i12473
  %5368 = sext i32 %5367 to i64
  %5369 = sext i32 %N to i64
  %5370 = mul nsw i64 %5368, %5369
  %5371 = mul i32 %t, 512
  %5372 = add i32 %5371, %j2477
  %5373 = sext i32 %5372 to i64
  %5374 = add nsw i64 %5370, %5373
  %5375 = getelementptr inbounds float, ptr %Y, i64 %5374
  store float %5365, ptr %5375, align 4
  br label %if.end480

if.else479:                                       ; preds = %for.body475
  br label %if.end480

if.end480:                                        ; preds = %if.else479, %if.then478
  %5376 = add nsw i32 %j2477, 1
  br label %for.cond474, !llvm.loop !115
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
!10 = distinct !{!10, !1}
!11 = distinct !{!11, !1}
!12 = distinct !{!12, !1, !2}
!13 = distinct !{!13, !1, !2}
!14 = distinct !{!14, !1}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !1}
!17 = distinct !{!17, !1, !2}
!18 = distinct !{!18, !1, !2}
!19 = distinct !{!19, !1, !2}
!20 = distinct !{!20, !1}
!21 = distinct !{!21, !1, !2}
!22 = distinct !{!22, !1, !2}
!23 = distinct !{!23, !1, !2}
!24 = distinct !{!24, !1, !2}
!25 = distinct !{!25, !1}
!26 = distinct !{!26, !1, !2}
!27 = distinct !{!27, !1, !2}
!28 = distinct !{!28, !1}
!29 = distinct !{!29, !1}
!30 = distinct !{!30, !1}
!31 = distinct !{!31, !1, !2}
!32 = distinct !{!32, !1, !2}
!33 = distinct !{!33, !1}
!34 = distinct !{!34, !1}
!35 = distinct !{!35, !1}
!36 = distinct !{!36, !1, !2}
!37 = distinct !{!37, !1}
!38 = distinct !{!38, !1, !2}
!39 = distinct !{!39, !1, !2}
!40 = distinct !{!40, !1}
!41 = distinct !{!41, !1, !2}
!42 = distinct !{!42, !1, !2}
!43 = distinct !{!43, !1, !2}
!44 = distinct !{!44, !1}
!45 = distinct !{!45, !1, !2}
!46 = distinct !{!46, !1, !2}
!47 = distinct !{!47, !1}
!48 = distinct !{!48, !1, !2}
!49 = distinct !{!49, !1}
!50 = distinct !{!50, !1}
!51 = distinct !{!51, !1}
!52 = distinct !{!52, !1, !2}
!53 = distinct !{!53, !1}
!54 = distinct !{!54, !1, !2}
!55 = distinct !{!55, !1, !2}
!56 = distinct !{!56, !1}
!57 = distinct !{!57, !1, !2}
!58 = distinct !{!58, !1}
!59 = distinct !{!59, !1}
!60 = distinct !{!60, !1}
!61 = distinct !{!61, !1, !2}
!62 = distinct !{!62, !1}
!63 = distinct !{!63, !1}
!64 = distinct !{!64, !1, !2}
!65 = distinct !{!65, !1, !2}
!66 = distinct !{!66, !1}
!67 = distinct !{!67, !1, !2}
!68 = distinct !{!68, !1}
!69 = distinct !{!69, !1, !2}
!70 = distinct !{!70, !1, !2}
!71 = distinct !{!71, !1}
!72 = distinct !{!72, !1, !2}
!73 = distinct !{!73, !1}
!74 = distinct !{!74, !1, !2}
!75 = distinct !{!75, !1, !2}
!76 = distinct !{!76, !1, !2}
!77 = distinct !{!77, !1, !2}
!78 = distinct !{!78, !1}
!79 = distinct !{!79, !1, !2}
!80 = distinct !{!80, !1}
!81 = distinct !{!81, !1, !2}
!82 = distinct !{!82, !1, !2}
!83 = distinct !{!83, !1}
!84 = distinct !{!84, !1}
!85 = distinct !{!85, !1}
!86 = distinct !{!86, !1}
!87 = distinct !{!87, !1, !2}
!88 = distinct !{!88, !1, !2}
!89 = distinct !{!89, !1}
!90 = distinct !{!90, !1}
!91 = distinct !{!91, !1}
!92 = distinct !{!92, !1, !2}
!93 = distinct !{!93, !1, !2}
!94 = distinct !{!94, !1}
!95 = distinct !{!95, !1, !2}
!96 = distinct !{!96, !1, !2}
!97 = distinct !{!97, !1, !2}
!98 = distinct !{!98, !1, !2}
!99 = distinct !{!99, !1}
!100 = distinct !{!100, !1, !2}
!101 = distinct !{!101, !1, !2}
!102 = distinct !{!102, !1, !2}
!103 = distinct !{!103, !1, !2}
!104 = distinct !{!104, !1, !2}
!105 = distinct !{!105, !1, !2}
!106 = distinct !{!106, !1, !2}
!107 = distinct !{!107, !1, !2}
!108 = distinct !{!108, !1, !2}
!109 = distinct !{!109, !1, !2}
!110 = distinct !{!110, !1}
!111 = distinct !{!111, !1}
!112 = distinct !{!112, !1}
!113 = distinct !{!113, !1}
!114 = distinct !{!114, !1}
!115 = distinct !{!115, !1}
