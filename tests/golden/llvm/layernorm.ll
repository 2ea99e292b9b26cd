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

for.cond19:                                       ; preds = %for.end37, %for.end
  %i1 = phi i32 [ 0, %for.end ], [ %267, %for.end37 ]
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
  br label %for.cond39

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
  %i2 = phi i32 [ 0, %for.end21 ], [ %320, %for.end57 ]
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
  %279 = sub i32 %215, 1
  %280 = icmp slt i32 %279, 0
  %281 = sub i32 %215, 1
  %282 = select i1 %280, i32 0, i32 %281
  %tl_steps3 = select i1 true, i32 %282, i32 7
  br label %for.cond45

for.cond45:                                       ; preds = %for.end50, %for.end44
  %red1 = phi i32 [ 0, %for.end44 ], [ %302, %for.end50 ]
  %283 = icmp slt i32 %red1, %tl_steps3
  br i1 %283, label %for.body46, label %for.end47

for.body46:                                       ; preds = %for.cond45
  br label %for.cond48

for.end47:                                        ; preds = %for.cond45
  %284 = icmp slt i32 %tl_steps3, 7
  br i1 %284, label %if.then52, label %if.else53

for.cond48:                                       ; preds = %for.body49, %for.body46
  %lane151 = phi i32 [ 0, %for.body46 ], [ %301, %for.body49 ]
  %285 = icmp slt i32 %lane151, 32
  br i1 %285, label %for.body49, label %for.end50

for.body49:                                       ; preds = %for.cond48
  %286 = sext i32 %lane151 to i64
  %287 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %286
  %288 = load float, ptr %287, align 4
  %289 = sext i32 %i2 to i64
  %290 = mul nsw i64 %289, 256
  %291 = add i32 %red1, 1
  %292 = mul i32 %291, 32
  %293 = add i32 %292, %lane151
  %294 = sext i32 %293 to i64
  %295 = add nsw i64 %290, %294
  %296 = getelementptr inbounds float, ptr %sq_s, i64 %295
  %297 = load float, ptr %296, align 4
  %298 = fadd float %288, %297
  %299 = sext i32 %lane151 to i64
  %300 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %299
  store float %298, ptr %300, align 4
  %301 = add nsw i32 %lane151, 1
  br label %for.cond48, !llvm.loop !13

for.end50:                                        ; preds = %for.cond48
  %302 = add nsw i32 %red1, 1
  br label %for.cond45, !llvm.loop !14

if.then52:                                        ; preds = %for.end47
  %303 = getelementptr inbounds float, ptr %tl_lanes_23, i64 0
  %304 = load float, ptr %303, align 4
  %305 = fadd float %304, 0.000000e+00
  %306 = getelementptr inbounds float, ptr %tl_lanes_23, i64 0
  store float %305, ptr %306, align 4
  br label %if.end54

if.else53:                                        ; preds = %for.end47
  br label %if.end54

if.end54:                                         ; preds = %if.else53, %if.then52
  %307 = sext i32 %i2 to i64
  %308 = getelementptr inbounds float, ptr %rstd_s, i64 %307
  store float 0.000000e+00, ptr %308, align 4
  br label %for.cond55

for.cond55:                                       ; preds = %for.body56, %if.end54
  %lane158 = phi i32 [ 0, %if.end54 ], [ %319, %for.body56 ]
  %309 = icmp slt i32 %lane158, 32
  br i1 %309, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  %310 = sext i32 %i2 to i64
  %311 = getelementptr inbounds float, ptr %rstd_s, i64 %310
  %312 = load float, ptr %311, align 4
  %313 = sext i32 %lane158 to i64
  %314 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %313
  %315 = load float, ptr %314, align 4
  %316 = fadd float %312, %315
  %317 = sext i32 %i2 to i64
  %318 = getelementptr inbounds float, ptr %rstd_s, i64 %317
  store float %316, ptr %318, align 4
  %319 = add nsw i32 %lane158, 1
  br label %for.cond55, !llvm.loop !15

for.end57:                                        ; preds = %for.cond55
  %320 = add nsw i32 %i2, 1
  br label %for.cond39, !llvm.loop !16

for.cond59:                                       ; preds = %for.end75, %for.end41
  %i62 = phi i32 [ 0, %for.end41 ], [ %395, %for.end75 ]
  %321 = icmp slt i32 %i62, 16
  br i1 %321, label %for.body60, label %for.end61

for.body60:                                       ; preds = %for.cond59
  %322 = sext i32 %N to i64
  %323 = icmp slt i64 %322, 0
  %324 = sext i32 %N to i64
  %325 = icmp sgt i64 %324, 256
  %326 = sext i32 %N to i64
  %327 = select i1 %325, i64 256, i64 %326
  %328 = select i1 %323, i64 0, i64 %327
  %329 = icmp slt i64 %328, 0
  %330 = sext i32 %N to i64
  %331 = icmp slt i64 %330, 0
  %332 = sext i32 %N to i64
  %333 = icmp sgt i64 %332, 256
  %334 = sext i32 %N to i64
  %335 = select i1 %333, i64 256, i64 %334
  %336 = select i1 %331, i64 0, i64 %335
  %337 = select i1 %329, i64 0, i64 %336
  %tl_hi3 = trunc i64 %337 to i32
  br label %for.cond63

for.end61:                                        ; preds = %for.cond59
  br label %if.end

for.cond63:                                       ; preds = %for.body64, %for.body60
  %j66 = phi i32 [ 0, %for.body60 ], [ %339, %for.body64 ]
  %338 = icmp slt i32 %j66, 0
  br i1 %338, label %for.body64, label %for.end65

for.body64:                                       ; preds = %for.cond63
  %339 = add nsw i32 %j66, 1
  br label %for.cond63, !llvm.loop !17

for.end65:                                        ; preds = %for.cond63
  %340 = sub i32 %tl_hi3, 0
  br label %for.cond67

for.cond67:                                       ; preds = %if.end72, %for.end65
  %j4 = phi i32 [ 0, %for.end65 ], [ %392, %if.end72 ]
  %341 = icmp slt i32 %j4, %340
  br i1 %341, label %for.body68, label %for.end69

for.body68:                                       ; preds = %for.cond67
  %342 = sext i32 %i62 to i64
  %343 = getelementptr inbounds float, ptr %mean_s, i64 %342
  %344 = load float, ptr %343, align 4
  %mu = fmul float %344, %inv_n
  %345 = sext i32 %i62 to i64
  %346 = getelementptr inbounds float, ptr %rstd_s, i64 %345
  %347 = load float, ptr %346, align 4
  %348 = fmul float %347, %inv_n
  %349 = fmul float %mu, %mu
  %350 = fsub float %348, %349
  %351 = call float @llvm.maxnum.f32(float %350, float 0.000000e+00)
  %352 = fadd float %351, 0x3EE4F8B580000000
  %353 = fpext float %352 to double
  %354 = call double @llvm.sqrt.f64(double %353)
  %355 = fdiv double 1.000000e+00, %354
  %r = fptrunc double %355 to float
  %356 = mul i32 %bx, 16
  %357 = add i32 %356, %i62
  %358 = icmp sle i32 0, %357
  %359 = mul i32 %bx, 16
  %360 = add i32 %359, %i62
  %361 = icmp slt i32 %360, %M
  %362 = and i1 %358, %361
  br i1 %362, label %if.then70, label %if.else71

for.end69:                                        ; preds = %for.cond67
  %363 = sub i32 256, %tl_hi3
  br label %for.cond73

if.then70:                                        ; preds = %for.body68
  %364 = sext i32 %i62 to i64
  %365 = mul nsw i64 %364, 256
  %366 = add i32 0, %j4
  %367 = sext i32 %366 to i64
  %368 = add nsw i64 %365, %367
  %369 = getelementptr inbounds float, ptr %X_s, i64 %368
  %370 = load float, ptr %369, align 4
  %371 = fsub float %370, %mu
  %372 = fmul float %371, %r
  %373 = add i32 0, %j4
  %374 = sext i32 %373 to i64
  %375 = getelementptr inbounds float, ptr %W, i64 %374
  %376 = load float, ptr %375, align 4
  %377 = fmul float %372, %376
  %378 = add i32 0, %j4
  %379 = sext i32 %378 to i64
  %380 = getelementptr inbounds float, ptr %B, i64 %379
  %381 = load float, ptr %380, align 4
  %382 = fadd float %377, %381
  %383 = mul i32 %bx, 16
  %384 = add i32 %383, %i62
  %385 = sext i32 %384 to i64
  %386 = sext i32 %N to i64
  %387 = mul nsw i64 %385, %386
  %388 = add i32 0, %j4
  %389 = sext i32 %388 to i64
  %390 = add nsw i64 %387, %389
  %391 = getelementptr inbounds float, ptr %Y, i64 %390
  store float %382, ptr %391, align 4
  br label %if.end72

if.else71:                                        ; preds = %for.body68
  br label %if.end72

if.end72:                                         ; preds = %if.else71, %if.then70
  %392 = add nsw i32 %j4, 1
  br label %for.cond67, !llvm.loop !18

for.cond73:                                       ; preds = %for.body74, %for.end69
  %j476 = phi i32 [ 0, %for.end69 ], [ %394, %for.body74 ]
  %393 = icmp slt i32 %j476, %363
  br i1 %393, label %for.body74, label %for.end75

for.body74:                                       ; preds = %for.cond73
  %394 = add nsw i32 %j476, 1
  br label %for.cond73, !llvm.loop !19

for.end75:                                        ; preds = %for.cond73
  %395 = add nsw i32 %i62, 1
  br label %for.cond59, !llvm.loop !20

if.then77:                                        ; preds = %if.else
  br label %for.cond80

if.else78:                                        ; preds = %if.else
  %396 = icmp sle i32 %N, 4096
  br i1 %396, label %if.then158, label %if.else159

if.end79:                                         ; preds = %if.end160, %for.end150
  br label %if.end

for.cond80:                                       ; preds = %for.end102, %if.then77
  %i83 = phi i32 [ 0, %if.then77 ], [ %549, %for.end102 ]
  %397 = icmp slt i32 %i83, 4
  br i1 %397, label %for.body81, label %for.end82

for.body81:                                       ; preds = %for.cond80
  %398 = sext i32 %N to i64
  %399 = icmp slt i64 %398, 0
  %400 = sext i32 %N to i64
  %401 = icmp sgt i64 %400, 512
  %402 = sext i32 %N to i64
  %403 = select i1 %401, i64 512, i64 %402
  %404 = select i1 %399, i64 0, i64 %403
  %405 = icmp slt i64 %404, 0
  %406 = sext i32 %N to i64
  %407 = icmp slt i64 %406, 0
  %408 = sext i32 %N to i64
  %409 = icmp sgt i64 %408, 512
  %410 = sext i32 %N to i64
  %411 = select i1 %409, i64 512, i64 %410
  %412 = select i1 %407, i64 0, i64 %411
  %413 = select i1 %405, i64 0, i64 %412
  %tl_hi5 = trunc i64 %413 to i32
  br label %for.cond84

for.end82:                                        ; preds = %for.cond80
  %414 = sext i32 %N to i64
  %415 = icmp slt i64 %414, 0
  %416 = sext i32 %N to i64
  %417 = icmp sgt i64 %416, 512
  %418 = sext i32 %N to i64
  %419 = select i1 %417, i64 512, i64 %418
  %420 = select i1 %415, i64 0, i64 %419
  %421 = icmp slt i64 %420, 0
  %422 = sext i32 %N to i64
  %423 = icmp slt i64 %422, 0
  %424 = sext i32 %N to i64
  %425 = icmp sgt i64 %424, 512
  %426 = sext i32 %N to i64
  %427 = select i1 %425, i64 512, i64 %426
  %428 = select i1 %423, i64 0, i64 %427
  %429 = select i1 %421, i64 0, i64 %428
  %430 = trunc i64 %429 to i32
  %431 = icmp slt i32 %430, 0
  %432 = sext i32 %N to i64
  %433 = icmp slt i64 %432, 0
  %434 = sext i32 %N to i64
  %435 = icmp sgt i64 %434, 512
  %436 = sext i32 %N to i64
  %437 = select i1 %435, i64 512, i64 %436
  %438 = select i1 %433, i64 0, i64 %437
  %439 = icmp slt i64 %438, 0
  %440 = sext i32 %N to i64
  %441 = icmp slt i64 %440, 0
  %442 = sext i32 %N to i64
  %443 = icmp sgt i64 %442, 512
  %444 = sext i32 %N to i64
  %445 = select i1 %443, i64 512, i64 %444
  %446 = select i1 %441, i64 0, i64 %445
  %447 = select i1 %439, i64 0, i64 %446
  %448 = trunc i64 %447 to i32
  %449 = icmp sgt i32 %448, 512
  %450 = sext i32 %N to i64
  %451 = icmp slt i64 %450, 0
  %452 = sext i32 %N to i64
  %453 = icmp sgt i64 %452, 512
  %454 = sext i32 %N to i64
  %455 = select i1 %453, i64 512, i64 %454
  %456 = select i1 %451, i64 0, i64 %455
  %457 = icmp slt i64 %456, 0
  %458 = sext i32 %N to i64
  %459 = icmp slt i64 %458, 0
  %460 = sext i32 %N to i64
  %461 = icmp sgt i64 %460, 512
  %462 = sext i32 %N to i64
  %463 = select i1 %461, i64 512, i64 %462
  %464 = select i1 %459, i64 0, i64 %463
  %465 = select i1 %457, i64 0, i64 %464
  %466 = trunc i64 %465 to i32
  %467 = select i1 %449, i32 512, i32 %466
  %468 = select i1 %431, i32 0, i32 %467
  %469 = add i32 %468, 31
  %470 = sdiv i32 %469, 32
  %471 = sub i32 0, %469
  %472 = select i1 false, i32 %471, i32 %470
  br label %for.cond104

for.cond84:                                       ; preds = %for.body85, %for.body81
  %j87 = phi i32 [ 0, %for.body81 ], [ %486, %for.body85 ]
  %473 = icmp slt i32 %j87, 0
  br i1 %473, label %for.body85, label %for.end86

for.body85:                                       ; preds = %for.cond84
  %474 = icmp slt i32 %j87, %N
  %x88 = select i1 %474, float 0.000000e+00, float 0.000000e+00
  %475 = sext i32 %i83 to i64
  %476 = mul nsw i64 %475, 512
  %477 = sext i32 %j87 to i64
  %478 = add nsw i64 %476, %477
  %479 = getelementptr inbounds float, ptr %X_f, i64 %478
  store float %x88, ptr %479, align 4
  %480 = fmul float %x88, %x88
  %481 = sext i32 %i83 to i64
  %482 = mul nsw i64 %481, 512
  %483 = sext i32 %j87 to i64
  %484 = add nsw i64 %482, %483
  %485 = getelementptr inbounds float, ptr %sq, i64 %484
  store float %480, ptr %485, align 4
  %486 = add nsw i32 %j87, 1
  br label %for.cond84, !llvm.loop !21

for.end86:                                        ; preds = %for.cond84
  %487 = mul i32 %bx, 4
  %488 = add i32 %487, %i83
  %489 = icmp sle i32 0, %488
  %490 = mul i32 %bx, 4
  %491 = add i32 %490, %i83
  %492 = icmp slt i32 %491, %M
  %493 = and i1 %489, %492
  br i1 %493, label %if.then89, label %if.else90

if.then89:                                        ; preds = %for.end86
  %494 = sub i32 %tl_hi5, 0
  br label %for.cond92

if.else90:                                        ; preds = %for.end86
  %495 = sub i32 %tl_hi5, 0
  br label %for.cond96

if.end91:                                         ; preds = %for.end98, %for.end94
  %496 = sub i32 512, %tl_hi5
  br label %for.cond100

for.cond92:                                       ; preds = %for.body93, %if.then89
  %j5 = phi i32 [ 0, %if.then89 ], [ %520, %for.body93 ]
  %497 = icmp slt i32 %j5, %494
  br i1 %497, label %for.body93, label %for.end94

for.body93:                                       ; preds = %for.cond92
  %498 = mul i32 %bx, 4
  %499 = add i32 %498, %i83
  %500 = sext i32 %499 to i64
  %501 = sext i32 %N to i64
  %502 = mul nsw i64 %500, %501
  %503 = add i32 0, %j5
  %504 = sext i32 %503 to i64
  %505 = add nsw i64 %502, %504
  %506 = getelementptr inbounds float, ptr %X, i64 %505
  %x95 = load float, ptr %506, align 4
  %507 = sext i32 %i83 to i64
  %508 = mul nsw i64 %507, 512
  %509 = add i32 0, %j5
  %510 = sext i32 %509 to i64
  %511 = add nsw i64 %508, %510
  %512 = getelementptr inbounds float, ptr %X_f, i64 %511
  store float %x95, ptr %512, align 4
  %513 = fmul float %x95, %x95
  %514 = sext i32 %i83 to i64
  %515 = mul nsw i64 %514, 512
  %516 = add i32 0, %j5
  %517 = sext i32 %516 to i64
  %518 = add nsw i64 %515, %517
  %519 = getelementptr inbounds float, ptr %sq, i64 %518
  store float %513, ptr %519, align 4
  %520 = add nsw i32 %j5, 1
  br label %for.cond92, !llvm.loop !22

for.end94:                                        ; preds = %for.cond92
  br label %if.end91

for.cond96:                                       ; preds = %for.body97, %if.else90
  %j599 = phi i32 [ 0, %if.else90 ], [ %534, %for.body97 ]
  %521 = icmp slt i32 %j599, %495
  br i1 %521, label %for.body97, label %for.end98

for.body97:                                       ; preds = %for.cond96
  %522 = sext i32 %i83 to i64
  %523 = mul nsw i64 %522, 512
  %524 = add i32 0, %j599
  %525 = sext i32 %524 to i64
  %526 = add nsw i64 %523, %525
  %527 = getelementptr inbounds float, ptr %X_f, i64 %526
  store float 0.000000e+00, ptr %527, align 4
  %528 = sext i32 %i83 to i64
  %529 = mul nsw i64 %528, 512
  %530 = add i32 0, %j599
  %531 = sext i32 %530 to i64
  %532 = add nsw i64 %529, %531
  %533 = getelementptr inbounds float, ptr %sq, i64 %532
  store float 0.000000e+00, ptr %533, align 4
  %534 = add nsw i32 %j599, 1
  br label %for.cond96, !llvm.loop !23

for.end98:                                        ; preds = %for.cond96
  br label %if.end91

for.cond100:                                      ; preds = %for.body101, %if.end91
  %j5103 = phi i32 [ 0, %if.end91 ], [ %548, %for.body101 ]
  %535 = icmp slt i32 %j5103, %496
  br i1 %535, label %for.body101, label %for.end102

for.body101:                                      ; preds = %for.cond100
  %536 = sext i32 %i83 to i64
  %537 = mul nsw i64 %536, 512
  %538 = add i32 %tl_hi5, %j5103
  %539 = sext i32 %538 to i64
  %540 = add nsw i64 %537, %539
  %541 = getelementptr inbounds float, ptr %X_f, i64 %540
  store float 0.000000e+00, ptr %541, align 4
  %542 = sext i32 %i83 to i64
  %543 = mul nsw i64 %542, 512
  %544 = add i32 %tl_hi5, %j5103
  %545 = sext i32 %544 to i64
  %546 = add nsw i64 %543, %545
  %547 = getelementptr inbounds float, ptr %sq, i64 %546
  store float 0.000000e+00, ptr %547, align 4
  %548 = add nsw i32 %j5103, 1
  br label %for.cond100, !llvm.loop !24

for.end102:                                       ; preds = %for.cond100
  %549 = add nsw i32 %i83, 1
  br label %for.cond80, !llvm.loop !25

for.cond104:                                      ; preds = %for.end122, %for.end82
  %i3 = phi i32 [ 0, %for.end82 ], [ %661, %for.end122 ]
  %550 = icmp slt i32 %i3, 4
  br i1 %550, label %for.body105, label %for.end106

for.body105:                                      ; preds = %for.cond104
  br label %for.cond107

for.end106:                                       ; preds = %for.cond104
  %551 = sext i32 %N to i64
  %552 = icmp slt i64 %551, 0
  %553 = sext i32 %N to i64
  %554 = icmp sgt i64 %553, 512
  %555 = sext i32 %N to i64
  %556 = select i1 %554, i64 512, i64 %555
  %557 = select i1 %552, i64 0, i64 %556
  %558 = icmp slt i64 %557, 0
  %559 = sext i32 %N to i64
  %560 = icmp slt i64 %559, 0
  %561 = sext i32 %N to i64
  %562 = icmp sgt i64 %561, 512
  %563 = sext i32 %N to i64
  %564 = select i1 %562, i64 512, i64 %563
  %565 = select i1 %560, i64 0, i64 %564
  %566 = select i1 %558, i64 0, i64 %565
  %567 = trunc i64 %566 to i32
  %568 = icmp slt i32 %567, 0
  %569 = sext i32 %N to i64
  %570 = icmp slt i64 %569, 0
  %571 = sext i32 %N to i64
  %572 = icmp sgt i64 %571, 512
  %573 = sext i32 %N to i64
  %574 = select i1 %572, i64 512, i64 %573
  %575 = select i1 %570, i64 0, i64 %574
  %576 = icmp slt i64 %575, 0
  %577 = sext i32 %N to i64
  %578 = icmp slt i64 %577, 0
  %579 = sext i32 %N to i64
  %580 = icmp sgt i64 %579, 512
  %581 = sext i32 %N to i64
  %582 = select i1 %580, i64 512, i64 %581
  %583 = select i1 %578, i64 0, i64 %582
  %584 = select i1 %576, i64 0, i64 %583
  %585 = trunc i64 %584 to i32
  %586 = icmp sgt i32 %585, 512
  %587 = sext i32 %N to i64
  %588 = icmp slt i64 %587, 0
  %589 = sext i32 %N to i64
  %590 = icmp sgt i64 %589, 512
  %591 = sext i32 %N to i64
  %592 = select i1 %590, i64 512, i64 %591
  %593 = select i1 %588, i64 0, i64 %592
  %594 = icmp slt i64 %593, 0
  %595 = sext i32 %N to i64
  %596 = icmp slt i64 %595, 0
  %597 = sext i32 %N to i64
  %598 = icmp sgt i64 %597, 512
  %599 = sext i32 %N to i64
  %600 = select i1 %598, i64 512, i64 %599
  %601 = select i1 %596, i64 0, i64 %600
  %602 = select i1 %594, i64 0, i64 %601
  %603 = trunc i64 %602 to i32
  %604 = select i1 %586, i32 512, i32 %603
  %605 = select i1 %568, i32 0, i32 %604
  %606 = add i32 %605, 31
  %607 = sdiv i32 %606, 32
  %608 = sub i32 0, %606
  %609 = select i1 false, i32 %608, i32 %607
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
  %620 = sub i32 %472, 1
  %621 = icmp slt i32 %620, 0
  %622 = sub i32 %472, 1
  %623 = select i1 %621, i32 0, i32 %622
  %tl_steps5 = select i1 true, i32 %623, i32 15
  br label %for.cond110

for.cond110:                                      ; preds = %for.end115, %for.end109
  %red2 = phi i32 [ 0, %for.end109 ], [ %643, %for.end115 ]
  %624 = icmp slt i32 %red2, %tl_steps5
  br i1 %624, label %for.body111, label %for.end112

for.body111:                                      ; preds = %for.cond110
  br label %for.cond113

for.end112:                                       ; preds = %for.cond110
  %625 = icmp slt i32 %tl_steps5, 15
  br i1 %625, label %if.then117, label %if.else118

for.cond113:                                      ; preds = %for.body114, %for.body111
  %lane2116 = phi i32 [ 0, %for.body111 ], [ %642, %for.body114 ]
  %626 = icmp slt i32 %lane2116, 32
  br i1 %626, label %for.body114, label %for.end115

for.body114:                                      ; preds = %for.cond113
  %627 = sext i32 %lane2116 to i64
  %628 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %627
  %629 = load float, ptr %628, align 4
  %630 = sext i32 %i3 to i64
  %631 = mul nsw i64 %630, 512
  %632 = add i32 %red2, 1
  %633 = mul i32 %632, 32
  %634 = add i32 %633, %lane2116
  %635 = sext i32 %634 to i64
  %636 = add nsw i64 %631, %635
  %637 = getelementptr inbounds float, ptr %X_f, i64 %636
  %638 = load float, ptr %637, align 4
  %639 = fadd float %629, %638
  %640 = sext i32 %lane2116 to i64
  %641 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %640
  store float %639, ptr %641, align 4
  %642 = add nsw i32 %lane2116, 1
  br label %for.cond113, !llvm.loop !27

for.end115:                                       ; preds = %for.cond113
  %643 = add nsw i32 %red2, 1
  br label %for.cond110, !llvm.loop !28

if.then117:                                       ; preds = %for.end112
  %644 = getelementptr inbounds float, ptr %tl_lanes_24, i64 0
  %645 = load float, ptr %644, align 4
  %646 = fadd float %645, 0.000000e+00
  %647 = getelementptr inbounds float, ptr %tl_lanes_24, i64 0
  store float %646, ptr %647, align 4
  br label %if.end119

if.else118:                                       ; preds = %for.end112
  br label %if.end119

if.end119:                                        ; preds = %if.else118, %if.then117
  %648 = sext i32 %i3 to i64
  %649 = getelementptr inbounds float, ptr %mean, i64 %648
  store float 0.000000e+00, ptr %649, align 4
  br label %for.cond120

for.cond120:                                      ; preds = %for.body121, %if.end119
  %lane2123 = phi i32 [ 0, %if.end119 ], [ %660, %for.body121 ]
  %650 = icmp slt i32 %lane2123, 32
  br i1 %650, label %for.body121, label %for.end122

for.body121:                                      ; preds = %for.cond120
  %651 = sext i32 %i3 to i64
  %652 = getelementptr inbounds float, ptr %mean, i64 %651
  %653 = load float, ptr %652, align 4
  %654 = sext i32 %lane2123 to i64
  %655 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %654
  %656 = load float, ptr %655, align 4
  %657 = fadd float %653, %656
  %658 = sext i32 %i3 to i64
  %659 = getelementptr inbounds float, ptr %mean, i64 %658
  store float %657, ptr %659, align 4
  %660 = add nsw i32 %lane2123, 1
  br label %for.cond120, !llvm.loop !29

for.end122:                                       ; preds = %for.cond120
  %661 = add nsw i32 %i3, 1
  br label %for.cond104, !llvm.loop !30

for.cond124:                                      ; preds = %for.end142, %for.end106
  %i5 = phi i32 [ 0, %for.end106 ], [ %714, %for.end142 ]
  %662 = icmp slt i32 %i5, 4
  br i1 %662, label %for.body125, label %for.end126

for.body125:                                      ; preds = %for.cond124
  br label %for.cond127

for.end126:                                       ; preds = %for.cond124
  br label %for.cond144

for.cond127:                                      ; preds = %for.body128, %for.body125
  %lane3 = phi i32 [ 0, %for.body125 ], [ %672, %for.body128 ]
  %663 = icmp slt i32 %lane3, 32
  br i1 %663, label %for.body128, label %for.end129

for.body128:                                      ; preds = %for.cond127
  %664 = sext i32 %i5 to i64
  %665 = mul nsw i64 %664, 512
  %666 = sext i32 %lane3 to i64
  %667 = add nsw i64 %665, %666
  %668 = getelementptr inbounds float, ptr %sq, i64 %667
  %669 = load float, ptr %668, align 4
  %670 = sext i32 %lane3 to i64
  %671 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %670
  store float %669, ptr %671, align 4
  %672 = add nsw i32 %lane3, 1
  br label %for.cond127, !llvm.loop !31

for.end129:                                       ; preds = %for.cond127
  %673 = sub i32 %609, 1
  %674 = icmp slt i32 %673, 0
  %675 = sub i32 %609, 1
  %676 = select i1 %674, i32 0, i32 %675
  %tl_steps7 = select i1 true, i32 %676, i32 15
  br label %for.cond130

for.cond130:                                      ; preds = %for.end135, %for.end129
  %red3 = phi i32 [ 0, %for.end129 ], [ %696, %for.end135 ]
  %677 = icmp slt i32 %red3, %tl_steps7
  br i1 %677, label %for.body131, label %for.end132

for.body131:                                      ; preds = %for.cond130
  br label %for.cond133

for.end132:                                       ; preds = %for.cond130
  %678 = icmp slt i32 %tl_steps7, 15
  br i1 %678, label %if.then137, label %if.else138

for.cond133:                                      ; preds = %for.body134, %for.body131
  %lane3136 = phi i32 [ 0, %for.body131 ], [ %695, %for.body134 ]
  %679 = icmp slt i32 %lane3136, 32
  br i1 %679, label %for.body134, label %for.end135

for.body134:                                      ; preds = %for.cond133
  %680 = sext i32 %lane3136 to i64
  %681 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %680
  %682 = load float, ptr %681, align 4
  %683 = sext i32 %i5 to i64
  %684 = mul nsw i64 %683, 512
  %685 = add i32 %red3, 1
  %686 = mul i32 %685, 32
  %687 = add i32 %686, %lane3136
  %688 = sext i32 %687 to i64
  %689 = add nsw i64 %684, %688
  %690 = getelementptr inbounds float, ptr %sq, i64 %689
  %691 = load float, ptr %690, align 4
  %692 = fadd float %682, %691
  %693 = sext i32 %lane3136 to i64
  %694 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %693
  store float %692, ptr %694, align 4
  %695 = add nsw i32 %lane3136, 1
  br label %for.cond133, !llvm.loop !32

for.end135:                                       ; preds = %for.cond133
  %696 = add nsw i32 %red3, 1
  br label %for.cond130, !llvm.loop !33

if.then137:                                       ; preds = %for.end132
  %697 = getelementptr inbounds float, ptr %tl_lanes_25, i64 0
  %698 = load float, ptr %697, align 4
  %699 = fadd float %698, 0.000000e+00
  %700 = getelementptr inbounds float, ptr %tl_lanes_25, i64 0
  store float %699, ptr %700, align 4
  br label %if.end139

if.else138:                                       ; preds = %for.end132
  br label %if.end139

if.end139:                                        ; preds = %if.else138, %if.then137
  %701 = sext i32 %i5 to i64
  %702 = getelementptr inbounds float, ptr %rstd, i64 %701
  store float 0.000000e+00, ptr %702, align 4
  br label %for.cond140

for.cond140:                                      ; preds = %for.body141, %if.end139
  %lane3143 = phi i32 [ 0, %if.end139 ], [ %713, %for.body141 ]
  %703 = icmp slt i32 %lane3143, 32
  br i1 %703, label %for.body141, label %for.end142

for.body141:                                      ; preds = %for.cond140
  %704 = sext i32 %i5 to i64
  %705 = getelementptr inbounds float, ptr %rstd, i64 %704
  %706 = load float, ptr %705, align 4
  %707 = sext i32 %lane3143 to i64
  %708 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %707
  %709 = load float, ptr %708, align 4
  %710 = fadd float %706, %709
  %711 = sext i32 %i5 to i64
  %712 = getelementptr inbounds float, ptr %rstd, i64 %711
  store float %710, ptr %712, align 4
  %713 = add nsw i32 %lane3143, 1
  br label %for.cond140, !llvm.loop !34

for.end142:                                       ; preds = %for.cond140
  %714 = add nsw i32 %i5, 1
  br label %for.cond124, !llvm.loop !35

for.cond144:                                      ; preds = %for.body145, %for.end126
  %i147 = phi i32 [ 0, %for.end126 ], [ %744, %for.body145 ]
  %715 = icmp slt i32 %i147, 4
  br i1 %715, label %for.body145, label %for.end146

for.body145:                                      ; preds = %for.cond144
  %716 = sext i32 %i147 to i64
  %717 = getelementptr inbounds float, ptr %mean, i64 %716
  %718 = load float, ptr %717, align 4
  %719 = sitofp i32 %N to float
  %720 = fdiv float %718, %719
  %721 = sext i32 %i147 to i64
  %722 = getelementptr inbounds float, ptr %mean, i64 %721
  store float %720, ptr %722, align 4
  %723 = sext i32 %i147 to i64
  %724 = getelementptr inbounds float, ptr %rstd, i64 %723
  %725 = load float, ptr %724, align 4
  %726 = sitofp i32 %N to float
  %727 = fdiv float %725, %726
  %728 = sext i32 %i147 to i64
  %729 = getelementptr inbounds float, ptr %mean, i64 %728
  %730 = load float, ptr %729, align 4
  %731 = sext i32 %i147 to i64
  %732 = getelementptr inbounds float, ptr %mean, i64 %731
  %733 = load float, ptr %732, align 4
  %734 = fmul float %730, %733
  %735 = fsub float %727, %734
  %736 = call float @llvm.maxnum.f32(float %735, float 0.000000e+00)
  %737 = fadd float %736, 0x3EE4F8B580000000
  %738 = fpext float %737 to double
  %739 = call double @llvm.sqrt.f64(double %738)
  %740 = fdiv double 1.000000e+00, %739
  %741 = fptrunc double %740 to float
  %742 = sext i32 %i147 to i64
  %743 = getelementptr inbounds float, ptr %rstd, i64 %742
  store float %741, ptr %743, align 4
  %744 = add nsw i32 %i147, 1
  br label %for.cond144, !llvm.loop !36

for.end146:                                       ; preds = %for.cond144
  br label %for.cond148

for.cond148:                                      ; preds = %if.end154, %for.end146
  %i151 = phi i32 [ 0, %for.end146 ], [ %770, %if.end154 ]
  %745 = icmp slt i32 %i151, 4
  br i1 %745, label %for.body149, label %for.end150

for.body149:                                      ; preds = %for.cond148
  %746 = sext i32 %N to i64
  %747 = icmp slt i64 %746, 0
  %748 = sext i32 %N to i64
  %749 = icmp sgt i64 %748, 512
  %750 = sext i32 %N to i64
  %751 = select i1 %749, i64 512, i64 %750
  %752 = select i1 %747, i64 0, i64 %751
  %753 = icmp slt i64 %752, 0
  %754 = sext i32 %N to i64
  %755 = icmp slt i64 %754, 0
  %756 = sext i32 %N to i64
  %757 = icmp sgt i64 %756, 512
  %758 = sext i32 %N to i64
  %759 = select i1 %757, i64 512, i64 %758
  %760 = select i1 %755, i64 0, i64 %759
  %761 = select i1 %753, i64 0, i64 %760
  %tl_hi7 = trunc i64 %761 to i32
  %762 = mul i32 %bx, 4
  %763 = add i32 %762, %i151
  %764 = icmp sle i32 0, %763
  %765 = mul i32 %bx, 4
  %766 = add i32 %765, %i151
  %767 = icmp slt i32 %766, %M
  %768 = and i1 %764, %767
  br i1 %768, label %if.then152, label %if.else153

for.end150:                                       ; preds = %for.cond148
  br label %if.end79

if.then152:                                       ; preds = %for.body149
  %769 = sub i32 %tl_hi7, 0
  br label %for.cond155

if.else153:                                       ; preds = %for.body149
  br label %if.end154

if.end154:                                        ; preds = %if.else153, %for.end157
  %770 = add nsw i32 %i151, 1
  br label %for.cond148, !llvm.loop !37

for.cond155:                                      ; preds = %for.body156, %if.then152
  %j6 = phi i32 [ 0, %if.then152 ], [ %806, %for.body156 ]
  %771 = icmp slt i32 %j6, %769
  br i1 %771, label %for.body156, label %for.end157

for.body156:                                      ; preds = %for.cond155
  %772 = sext i32 %i151 to i64
  %773 = mul nsw i64 %772, 512
  %774 = add i32 0, %j6
  %775 = sext i32 %774 to i64
  %776 = add nsw i64 %773, %775
  %777 = getelementptr inbounds float, ptr %X_f, i64 %776
  %778 = load float, ptr %777, align 4
  %779 = sext i32 %i151 to i64
  %780 = getelementptr inbounds float, ptr %mean, i64 %779
  %781 = load float, ptr %780, align 4
  %782 = fsub float %778, %781
  %783 = sext i32 %i151 to i64
  %784 = getelementptr inbounds float, ptr %rstd, i64 %783
  %785 = load float, ptr %784, align 4
  %786 = fmul float %782, %785
  %787 = add i32 0, %j6
  %788 = sext i32 %787 to i64
  %789 = getelementptr inbounds float, ptr %W, i64 %788
  %790 = load float, ptr %789, align 4
  %791 = fmul float %786, %790
  %792 = add i32 0, %j6
  %793 = sext i32 %792 to i64
  %794 = getelementptr inbounds float, ptr %B, i64 %793
  %795 = load float, ptr %794, align 4
  %796 = fadd float %791, %795
  %797 = mul i32 %bx, 4
  %798 = add i32 %797, %i151
  %799 = sext i32 %798 to i64
  %800 = sext i32 %N to i64
  %801 = mul nsw i64 %799, %800
  %802 = add i32 0, %j6
  %803 = sext i32 %802 to i64
  %804 = add nsw i64 %801, %803
  %805 = getelementptr inbounds float, ptr %Y, i64 %804
  store float %796, ptr %805, align 4
  %806 = add nsw i32 %j6, 1
  br label %for.cond155, !llvm.loop !38

for.end157:                                       ; preds = %for.cond155
  br label %if.end154

if.then158:                                       ; preds = %if.else78
  call void @llvm.memset.p0.i64(ptr align 64 %X_r, i8 0, i64 16384, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %sq_r, i8 0, i64 16384, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %mean_r, i8 0, i64 4, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %rstd_r, i8 0, i64 4, i1 false)
  %807 = sext i32 %N to i64
  %808 = icmp slt i64 %807, 0
  %809 = sext i32 %N to i64
  %810 = icmp sgt i64 %809, 4096
  %811 = sext i32 %N to i64
  %812 = select i1 %810, i64 4096, i64 %811
  %813 = select i1 %808, i64 0, i64 %812
  %814 = icmp slt i64 %813, 0
  %815 = sext i32 %N to i64
  %816 = icmp slt i64 %815, 0
  %817 = sext i32 %N to i64
  %818 = icmp sgt i64 %817, 4096
  %819 = sext i32 %N to i64
  %820 = select i1 %818, i64 4096, i64 %819
  %821 = select i1 %816, i64 0, i64 %820
  %822 = select i1 %814, i64 0, i64 %821
  %823 = trunc i64 %822 to i32
  %824 = icmp slt i32 %823, 0
  %825 = sext i32 %N to i64
  %826 = icmp slt i64 %825, 0
  %827 = sext i32 %N to i64
  %828 = icmp sgt i64 %827, 4096
  %829 = sext i32 %N to i64
  %830 = select i1 %828, i64 4096, i64 %829
  %831 = select i1 %826, i64 0, i64 %830
  %832 = icmp slt i64 %831, 0
  %833 = sext i32 %N to i64
  %834 = icmp slt i64 %833, 0
  %835 = sext i32 %N to i64
  %836 = icmp sgt i64 %835, 4096
  %837 = sext i32 %N to i64
  %838 = select i1 %836, i64 4096, i64 %837
  %839 = select i1 %834, i64 0, i64 %838
  %840 = select i1 %832, i64 0, i64 %839
  %841 = trunc i64 %840 to i32
  %842 = icmp sgt i32 %841, 4096
  %843 = sext i32 %N to i64
  %844 = icmp slt i64 %843, 0
  %845 = sext i32 %N to i64
  %846 = icmp sgt i64 %845, 4096
  %847 = sext i32 %N to i64
  %848 = select i1 %846, i64 4096, i64 %847
  %849 = select i1 %844, i64 0, i64 %848
  %850 = icmp slt i64 %849, 0
  %851 = sext i32 %N to i64
  %852 = icmp slt i64 %851, 0
  %853 = sext i32 %N to i64
  %854 = icmp sgt i64 %853, 4096
  %855 = sext i32 %N to i64
  %856 = select i1 %854, i64 4096, i64 %855
  %857 = select i1 %852, i64 0, i64 %856
  %858 = select i1 %850, i64 0, i64 %857
  %859 = trunc i64 %858 to i32
  %860 = select i1 %842, i32 4096, i32 %859
  %861 = select i1 %824, i32 0, i32 %860
  %862 = add i32 %861, 31
  %863 = sdiv i32 %862, 32
  %864 = sub i32 0, %862
  %865 = select i1 false, i32 %864, i32 %863
  br label %for.cond161

if.else159:                                       ; preds = %if.else78
  br label %for.cond281

if.end160:                                        ; preds = %for.end378, %for.end277
  br label %if.end79

for.cond161:                                      ; preds = %for.end261, %if.then158
  %r164 = phi i32 [ 0, %if.then158 ], [ %1389, %for.end261 ]
  %866 = icmp slt i32 %r164, 4
  br i1 %866, label %for.body162, label %for.end163

for.body162:                                      ; preds = %for.cond161
  br label %for.cond165

for.end163:                                       ; preds = %for.cond161
  br label %for.cond269

for.cond165:                                      ; preds = %if.end176, %for.body162
  %i168 = phi i32 [ 0, %for.body162 ], [ %909, %if.end176 ]
  %867 = icmp slt i32 %i168, 1
  br i1 %867, label %for.body166, label %for.end167

for.body166:                                      ; preds = %for.cond165
  %868 = sext i32 %N to i64
  %869 = icmp slt i64 %868, 0
  %870 = sext i32 %N to i64
  %871 = icmp sgt i64 %870, 4096
  %872 = sext i32 %N to i64
  %873 = select i1 %871, i64 4096, i64 %872
  %874 = select i1 %869, i64 0, i64 %873
  %875 = icmp slt i64 %874, 0
  %876 = sext i32 %N to i64
  %877 = icmp slt i64 %876, 0
  %878 = sext i32 %N to i64
  %879 = icmp sgt i64 %878, 4096
  %880 = sext i32 %N to i64
  %881 = select i1 %879, i64 4096, i64 %880
  %882 = select i1 %877, i64 0, i64 %881
  %883 = select i1 %875, i64 0, i64 %882
  %tl_hi9 = trunc i64 %883 to i32
  br label %for.cond169

for.end167:                                       ; preds = %for.cond165
  br label %for.cond185

for.cond169:                                      ; preds = %for.body170, %for.body166
  %j172 = phi i32 [ 0, %for.body166 ], [ %897, %for.body170 ]
  %884 = icmp slt i32 %j172, 0
  br i1 %884, label %for.body170, label %for.end171

for.body170:                                      ; preds = %for.cond169
  %885 = icmp slt i32 %j172, %N
  %x173 = select i1 %885, float 0.000000e+00, float 0.000000e+00
  %886 = sext i32 %i168 to i64
  %887 = mul nsw i64 %886, 4096
  %888 = sext i32 %j172 to i64
  %889 = add nsw i64 %887, %888
  %890 = getelementptr inbounds float, ptr %X_r, i64 %889
  store float %x173, ptr %890, align 4
  %891 = fmul float %x173, %x173
  %892 = sext i32 %i168 to i64
  %893 = mul nsw i64 %892, 4096
  %894 = sext i32 %j172 to i64
  %895 = add nsw i64 %893, %894
  %896 = getelementptr inbounds float, ptr %sq_r, i64 %895
  store float %891, ptr %896, align 4
  %897 = add nsw i32 %j172, 1
  br label %for.cond169, !llvm.loop !39

for.end171:                                       ; preds = %for.cond169
  %898 = mul i32 %bx, 4
  %899 = add i32 %898, %r164
  %900 = add i32 %899, %i168
  %901 = icmp sle i32 0, %900
  %902 = mul i32 %bx, 4
  %903 = add i32 %902, %r164
  %904 = add i32 %903, %i168
  %905 = icmp slt i32 %904, %M
  %906 = and i1 %901, %905
  br i1 %906, label %if.then174, label %if.else175

if.then174:                                       ; preds = %for.end171
  %907 = sub i32 %tl_hi9, 0
  br label %for.cond177

if.else175:                                       ; preds = %for.end171
  %908 = sub i32 %tl_hi9, 0
  br label %for.cond181

if.end176:                                        ; preds = %for.end183, %for.end179
  %909 = add nsw i32 %i168, 1
  br label %for.cond165, !llvm.loop !40

for.cond177:                                      ; preds = %for.body178, %if.then174
  %j7 = phi i32 [ 0, %if.then174 ], [ %934, %for.body178 ]
  %910 = icmp slt i32 %j7, %907
  br i1 %910, label %for.body178, label %for.end179

for.body178:                                      ; preds = %for.cond177
  %911 = mul i32 %bx, 4
  %912 = add i32 %911, %r164
  %913 = add i32 %912, %i168
  %914 = sext i32 %913 to i64
  %915 = sext i32 %N to i64
  %916 = mul nsw i64 %914, %915
  %917 = add i32 0, %j7
  %918 = sext i32 %917 to i64
  %919 = add nsw i64 %916, %918
  %920 = getelementptr inbounds float, ptr %X, i64 %919
  %x180 = load float, ptr %920, align 4
  %921 = sext i32 %i168 to i64
  %922 = mul nsw i64 %921, 4096
  %923 = add i32 0, %j7
  %924 = sext i32 %923 to i64
  %925 = add nsw i64 %922, %924
  %926 = getelementptr inbounds float, ptr %X_r, i64 %925
  store float %x180, ptr %926, align 4
  %927 = fmul float %x180, %x180
  %928 = sext i32 %i168 to i64
  %929 = mul nsw i64 %928, 4096
  %930 = add i32 0, %j7
  %931 = sext i32 %930 to i64
  %932 = add nsw i64 %929, %931
  %933 = getelementptr inbounds float, ptr %sq_r, i64 %932
  store float %927, ptr %933, align 4
  %934 = add nsw i32 %j7, 1
  br label %for.cond177, !llvm.loop !41

for.end179:                                       ; preds = %for.cond177
  br label %if.end176

for.cond181:                                      ; preds = %for.body182, %if.else175
  %j7184 = phi i32 [ 0, %if.else175 ], [ %948, %for.body182 ]
  %935 = icmp slt i32 %j7184, %908
  br i1 %935, label %for.body182, label %for.end183

for.body182:                                      ; preds = %for.cond181
  %936 = sext i32 %i168 to i64
  %937 = mul nsw i64 %936, 4096
  %938 = add i32 0, %j7184
  %939 = sext i32 %938 to i64
  %940 = add nsw i64 %937, %939
  %941 = getelementptr inbounds float, ptr %X_r, i64 %940
  store float 0.000000e+00, ptr %941, align 4
  %942 = sext i32 %i168 to i64
  %943 = mul nsw i64 %942, 4096
  %944 = add i32 0, %j7184
  %945 = sext i32 %944 to i64
  %946 = add nsw i64 %943, %945
  %947 = getelementptr inbounds float, ptr %sq_r, i64 %946
  store float 0.000000e+00, ptr %947, align 4
  %948 = add nsw i32 %j7184, 1
  br label %for.cond181, !llvm.loop !42

for.end183:                                       ; preds = %for.cond181
  br label %if.end176

for.cond185:                                      ; preds = %for.end218, %for.end167
  %i6 = phi i32 [ 0, %for.end167 ], [ %1140, %for.end218 ]
  %949 = icmp slt i32 %i6, 1
  br i1 %949, label %for.body186, label %for.end187

for.body186:                                      ; preds = %for.cond185
  br label %for.cond188

for.end187:                                       ; preds = %for.cond185
  br label %for.cond220

for.cond188:                                      ; preds = %for.end193, %for.body186
  %tl_r8 = phi i32 [ 0, %for.body186 ], [ %1023, %for.end193 ]
  %950 = icmp slt i32 %tl_r8, 1
  br i1 %950, label %for.body189, label %for.end190

for.body189:                                      ; preds = %for.cond188
  %951 = sext i32 %N to i64
  %952 = icmp slt i64 %951, 0
  %953 = sext i32 %N to i64
  %954 = icmp sgt i64 %953, 4096
  %955 = sext i32 %N to i64
  %956 = select i1 %954, i64 4096, i64 %955
  %957 = select i1 %952, i64 0, i64 %956
  %958 = icmp slt i64 %957, 0
  %959 = sext i32 %N to i64
  %960 = icmp slt i64 %959, 0
  %961 = sext i32 %N to i64
  %962 = icmp sgt i64 %961, 4096
  %963 = sext i32 %N to i64
  %964 = select i1 %962, i64 4096, i64 %963
  %965 = select i1 %960, i64 0, i64 %964
  %966 = select i1 %958, i64 0, i64 %965
  %967 = trunc i64 %966 to i32
  %968 = icmp slt i32 %967, 0
  %969 = sext i32 %N to i64
  %970 = icmp slt i64 %969, 0
  %971 = sext i32 %N to i64
  %972 = icmp sgt i64 %971, 4096
  %973 = sext i32 %N to i64
  %974 = select i1 %972, i64 4096, i64 %973
  %975 = select i1 %970, i64 0, i64 %974
  %976 = icmp slt i64 %975, 0
  %977 = sext i32 %N to i64
  %978 = icmp slt i64 %977, 0
  %979 = sext i32 %N to i64
  %980 = icmp sgt i64 %979, 4096
  %981 = sext i32 %N to i64
  %982 = select i1 %980, i64 4096, i64 %981
  %983 = select i1 %978, i64 0, i64 %982
  %984 = select i1 %976, i64 0, i64 %983
  %985 = trunc i64 %984 to i32
  %986 = icmp sgt i32 %985, 4096
  %987 = sext i32 %N to i64
  %988 = icmp slt i64 %987, 0
  %989 = sext i32 %N to i64
  %990 = icmp sgt i64 %989, 4096
  %991 = sext i32 %N to i64
  %992 = select i1 %990, i64 4096, i64 %991
  %993 = select i1 %988, i64 0, i64 %992
  %994 = icmp slt i64 %993, 0
  %995 = sext i32 %N to i64
  %996 = icmp slt i64 %995, 0
  %997 = sext i32 %N to i64
  %998 = icmp sgt i64 %997, 4096
  %999 = sext i32 %N to i64
  %1000 = select i1 %998, i64 4096, i64 %999
  %1001 = select i1 %996, i64 0, i64 %1000
  %1002 = select i1 %994, i64 0, i64 %1001
  %1003 = trunc i64 %1002 to i32
  %1004 = select i1 %986, i32 4096, i32 %1003
  %tl_pad_from9 = select i1 %968, i32 0, i32 %1004
  %1005 = mul i32 %865, 32
  %1006 = icmp slt i32 %1005, 32
  %1007 = mul i32 %865, 32
  %1008 = select i1 %1006, i32 32, i32 %1007
  %1009 = icmp slt i32 %1008, 4096
  %1010 = mul i32 %865, 32
  %1011 = icmp slt i32 %1010, 32
  %1012 = mul i32 %865, 32
  %1013 = select i1 %1011, i32 32, i32 %1012
  %1014 = select i1 %1009, i32 %1013, i32 4096
  %tl_pad_n11 = sub i32 %1014, %tl_pad_from9
  br label %for.cond191

for.end190:                                       ; preds = %for.cond188
  br label %for.cond194

for.cond191:                                      ; preds = %for.body192, %for.body189
  %tl_pad_k12 = phi i32 [ 0, %for.body189 ], [ %1022, %for.body192 ]
  %1015 = icmp slt i32 %tl_pad_k12, %tl_pad_n11
  br i1 %1015, label %for.body192, label %for.end193

for.body192:                                      ; preds = %for.cond191
  %1016 = sext i32 %tl_r8 to i64
  %1017 = mul nsw i64 %1016, 4096
  %1018 = add i32 %tl_pad_from9, %tl_pad_k12
  %1019 = sext i32 %1018 to i64
  %1020 = add nsw i64 %1017, %1019
  %1021 = getelementptr inbounds float, ptr %X_r, i64 %1020
  store float 0.000000e+00, ptr %1021, align 4
  %1022 = add nsw i32 %tl_pad_k12, 1
  br label %for.cond191, !llvm.loop !43

for.end193:                                       ; preds = %for.cond191
  %1023 = add nsw i32 %tl_r8, 1
  br label %for.cond188, !llvm.loop !44

for.cond194:                                      ; preds = %for.body195, %for.end190
  %lane4 = phi i32 [ 0, %for.end190 ], [ %1033, %for.body195 ]
  %1024 = icmp slt i32 %lane4, 32
  br i1 %1024, label %for.body195, label %for.end196

for.body195:                                      ; preds = %for.cond194
  %1025 = sext i32 %i6 to i64
  %1026 = mul nsw i64 %1025, 4096
  %1027 = sext i32 %lane4 to i64
  %1028 = add nsw i64 %1026, %1027
  %1029 = getelementptr inbounds float, ptr %X_r, i64 %1028
  %1030 = load float, ptr %1029, align 4
  %1031 = sext i32 %lane4 to i64
  %1032 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1031
  store float %1030, ptr %1032, align 4
  %1033 = add nsw i32 %lane4, 1
  br label %for.cond194, !llvm.loop !45

for.end196:                                       ; preds = %for.cond194
  %1034 = sub i32 %865, 1
  %1035 = icmp slt i32 %1034, 0
  %1036 = sub i32 %865, 1
  %1037 = select i1 %1035, i32 0, i32 %1036
  %tl_steps14 = select i1 true, i32 %1037, i32 127
  %1038 = icmp eq i32 %tl_steps14, 127
  br i1 %1038, label %if.then197, label %if.else198

if.then197:                                       ; preds = %for.end196
  br label %for.cond200

if.else198:                                       ; preds = %for.end196
  br label %if.end199

if.end199:                                        ; preds = %if.else198, %for.end202
  br label %for.cond206

for.cond200:                                      ; preds = %for.end205, %if.then197
  %tl_r15 = phi i32 [ 0, %if.then197 ], [ %1102, %for.end205 ]
  %1039 = icmp slt i32 %tl_r15, 1
  br i1 %1039, label %for.body201, label %for.end202

for.body201:                                      ; preds = %for.cond200
  %1040 = sext i32 %N to i64
  %1041 = icmp slt i64 %1040, 0
  %1042 = sext i32 %N to i64
  %1043 = icmp sgt i64 %1042, 4096
  %1044 = sext i32 %N to i64
  %1045 = select i1 %1043, i64 4096, i64 %1044
  %1046 = select i1 %1041, i64 0, i64 %1045
  %1047 = icmp slt i64 %1046, 0
  %1048 = sext i32 %N to i64
  %1049 = icmp slt i64 %1048, 0
  %1050 = sext i32 %N to i64
  %1051 = icmp sgt i64 %1050, 4096
  %1052 = sext i32 %N to i64
  %1053 = select i1 %1051, i64 4096, i64 %1052
  %1054 = select i1 %1049, i64 0, i64 %1053
  %1055 = select i1 %1047, i64 0, i64 %1054
  %1056 = trunc i64 %1055 to i32
  %1057 = icmp slt i32 %1056, 0
  %1058 = sext i32 %N to i64
  %1059 = icmp slt i64 %1058, 0
  %1060 = sext i32 %N to i64
  %1061 = icmp sgt i64 %1060, 4096
  %1062 = sext i32 %N to i64
  %1063 = select i1 %1061, i64 4096, i64 %1062
  %1064 = select i1 %1059, i64 0, i64 %1063
  %1065 = icmp slt i64 %1064, 0
  %1066 = sext i32 %N to i64
  %1067 = icmp slt i64 %1066, 0
  %1068 = sext i32 %N to i64
  %1069 = icmp sgt i64 %1068, 4096
  %1070 = sext i32 %N to i64
  %1071 = select i1 %1069, i64 4096, i64 %1070
  %1072 = select i1 %1067, i64 0, i64 %1071
  %1073 = select i1 %1065, i64 0, i64 %1072
  %1074 = trunc i64 %1073 to i32
  %1075 = icmp sgt i32 %1074, 4096
  %1076 = sext i32 %N to i64
  %1077 = icmp slt i64 %1076, 0
  %1078 = sext i32 %N to i64
  %1079 = icmp sgt i64 %1078, 4096
  %1080 = sext i32 %N to i64
  %1081 = select i1 %1079, i64 4096, i64 %1080
  %1082 = select i1 %1077, i64 0, i64 %1081
  %1083 = icmp slt i64 %1082, 0
  %1084 = sext i32 %N to i64
  %1085 = icmp slt i64 %1084, 0
  %1086 = sext i32 %N to i64
  %1087 = icmp sgt i64 %1086, 4096
  %1088 = sext i32 %N to i64
  %1089 = select i1 %1087, i64 4096, i64 %1088
  %1090 = select i1 %1085, i64 0, i64 %1089
  %1091 = select i1 %1083, i64 0, i64 %1090
  %1092 = trunc i64 %1091 to i32
  %1093 = select i1 %1075, i32 4096, i32 %1092
  %tl_pad_from16 = select i1 %1057, i32 0, i32 %1093
  %tl_pad_n18 = sub i32 4096, %tl_pad_from16
  br label %for.cond203

for.end202:                                       ; preds = %for.cond200
  br label %if.end199

for.cond203:                                      ; preds = %for.body204, %for.body201
  %tl_pad_k19 = phi i32 [ 0, %for.body201 ], [ %1101, %for.body204 ]
  %1094 = icmp slt i32 %tl_pad_k19, %tl_pad_n18
  br i1 %1094, label %for.body204, label %for.end205

for.body204:                                      ; preds = %for.cond203
  %1095 = sext i32 %tl_r15 to i64
  %1096 = mul nsw i64 %1095, 4096
  %1097 = add i32 %tl_pad_from16, %tl_pad_k19
  %1098 = sext i32 %1097 to i64
  %1099 = add nsw i64 %1096, %1098
  %1100 = getelementptr inbounds float, ptr %X_r, i64 %1099
  store float 0.000000e+00, ptr %1100, align 4
  %1101 = add nsw i32 %tl_pad_k19, 1
  br label %for.cond203, !llvm.loop !46

for.end205:                                       ; preds = %for.cond203
  %1102 = add nsw i32 %tl_r15, 1
  br label %for.cond200, !llvm.loop !47

for.cond206:                                      ; preds = %for.end211, %if.end199
  %red4 = phi i32 [ 0, %if.end199 ], [ %1122, %for.end211 ]
  %1103 = icmp slt i32 %red4, %tl_steps14
  br i1 %1103, label %for.body207, label %for.end208

for.body207:                                      ; preds = %for.cond206
  br label %for.cond209

for.end208:                                       ; preds = %for.cond206
  %1104 = icmp slt i32 %tl_steps14, 127
  br i1 %1104, label %if.then213, label %if.else214

for.cond209:                                      ; preds = %for.body210, %for.body207
  %lane4212 = phi i32 [ 0, %for.body207 ], [ %1121, %for.body210 ]
  %1105 = icmp slt i32 %lane4212, 32
  br i1 %1105, label %for.body210, label %for.end211

for.body210:                                      ; preds = %for.cond209
  %1106 = sext i32 %lane4212 to i64
  %1107 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1106
  %1108 = load float, ptr %1107, align 4
  %1109 = sext i32 %i6 to i64
  %1110 = mul nsw i64 %1109, 4096
  %1111 = add i32 %red4, 1
  %1112 = mul i32 %1111, 32
  %1113 = add i32 %1112, %lane4212
  %1114 = sext i32 %1113 to i64
  %1115 = add nsw i64 %1110, %1114
  %1116 = getelementptr inbounds float, ptr %X_r, i64 %1115
  %1117 = load float, ptr %1116, align 4
  %1118 = fadd float %1108, %1117
  %1119 = sext i32 %lane4212 to i64
  %1120 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1119
  store float %1118, ptr %1120, align 4
  %1121 = add nsw i32 %lane4212, 1
  br label %for.cond209, !llvm.loop !48

for.end211:                                       ; preds = %for.cond209
  %1122 = add nsw i32 %red4, 1
  br label %for.cond206, !llvm.loop !49

if.then213:                                       ; preds = %for.end208
  %1123 = getelementptr inbounds float, ptr %tl_lanes_26, i64 0
  %1124 = load float, ptr %1123, align 4
  %1125 = fadd float %1124, 0.000000e+00
  %1126 = getelementptr inbounds float, ptr %tl_lanes_26, i64 0
  store float %1125, ptr %1126, align 4
  br label %if.end215

if.else214:                                       ; preds = %for.end208
  br label %if.end215

if.end215:                                        ; preds = %if.else214, %if.then213
  %1127 = sext i32 %i6 to i64
  %1128 = getelementptr inbounds float, ptr %mean_r, i64 %1127
  store float 0.000000e+00, ptr %1128, align 4
  br label %for.cond216

for.cond216:                                      ; preds = %for.body217, %if.end215
  %lane4219 = phi i32 [ 0, %if.end215 ], [ %1139, %for.body217 ]
  %1129 = icmp slt i32 %lane4219, 32
  br i1 %1129, label %for.body217, label %for.end218

for.body217:                                      ; preds = %for.cond216
  %1130 = sext i32 %i6 to i64
  %1131 = getelementptr inbounds float, ptr %mean_r, i64 %1130
  %1132 = load float, ptr %1131, align 4
  %1133 = sext i32 %lane4219 to i64
  %1134 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1133
  %1135 = load float, ptr %1134, align 4
  %1136 = fadd float %1132, %1135
  %1137 = sext i32 %i6 to i64
  %1138 = getelementptr inbounds float, ptr %mean_r, i64 %1137
  store float %1136, ptr %1138, align 4
  %1139 = add nsw i32 %lane4219, 1
  br label %for.cond216, !llvm.loop !50

for.end218:                                       ; preds = %for.cond216
  %1140 = add nsw i32 %i6, 1
  br label %for.cond185, !llvm.loop !51

for.cond220:                                      ; preds = %for.end253, %for.end187
  %i7 = phi i32 [ 0, %for.end187 ], [ %1332, %for.end253 ]
  %1141 = icmp slt i32 %i7, 1
  br i1 %1141, label %for.body221, label %for.end222

for.body221:                                      ; preds = %for.cond220
  br label %for.cond223

for.end222:                                       ; preds = %for.cond220
  br label %for.cond255

for.cond223:                                      ; preds = %for.end228, %for.body221
  %tl_r20 = phi i32 [ 0, %for.body221 ], [ %1215, %for.end228 ]
  %1142 = icmp slt i32 %tl_r20, 1
  br i1 %1142, label %for.body224, label %for.end225

for.body224:                                      ; preds = %for.cond223
  %1143 = sext i32 %N to i64
  %1144 = icmp slt i64 %1143, 0
  %1145 = sext i32 %N to i64
  %1146 = icmp sgt i64 %1145, 4096
  %1147 = sext i32 %N to i64
  %1148 = select i1 %1146, i64 4096, i64 %1147
  %1149 = select i1 %1144, i64 0, i64 %1148
  %1150 = icmp slt i64 %1149, 0
  %1151 = sext i32 %N to i64
  %1152 = icmp slt i64 %1151, 0
  %1153 = sext i32 %N to i64
  %1154 = icmp sgt i64 %1153, 4096
  %1155 = sext i32 %N to i64
  %1156 = select i1 %1154, i64 4096, i64 %1155
  %1157 = select i1 %1152, i64 0, i64 %1156
  %1158 = select i1 %1150, i64 0, i64 %1157
  %1159 = trunc i64 %1158 to i32
  %1160 = icmp slt i32 %1159, 0
  %1161 = sext i32 %N to i64
  %1162 = icmp slt i64 %1161, 0
  %1163 = sext i32 %N to i64
  %1164 = icmp sgt i64 %1163, 4096
  %1165 = sext i32 %N to i64
  %1166 = select i1 %1164, i64 4096, i64 %1165
  %1167 = select i1 %1162, i64 0, i64 %1166
  %1168 = icmp slt i64 %1167, 0
  %1169 = sext i32 %N to i64
  %1170 = icmp slt i64 %1169, 0
  %1171 = sext i32 %N to i64
  %1172 = icmp sgt i64 %1171, 4096
  %1173 = sext i32 %N to i64
  %1174 = select i1 %1172, i64 4096, i64 %1173
  %1175 = select i1 %1170, i64 0, i64 %1174
  %1176 = select i1 %1168, i64 0, i64 %1175
  %1177 = trunc i64 %1176 to i32
  %1178 = icmp sgt i32 %1177, 4096
  %1179 = sext i32 %N to i64
  %1180 = icmp slt i64 %1179, 0
  %1181 = sext i32 %N to i64
  %1182 = icmp sgt i64 %1181, 4096
  %1183 = sext i32 %N to i64
  %1184 = select i1 %1182, i64 4096, i64 %1183
  %1185 = select i1 %1180, i64 0, i64 %1184
  %1186 = icmp slt i64 %1185, 0
  %1187 = sext i32 %N to i64
  %1188 = icmp slt i64 %1187, 0
  %1189 = sext i32 %N to i64
  %1190 = icmp sgt i64 %1189, 4096
  %1191 = sext i32 %N to i64
  %1192 = select i1 %1190, i64 4096, i64 %1191
  %1193 = select i1 %1188, i64 0, i64 %1192
  %1194 = select i1 %1186, i64 0, i64 %1193
  %1195 = trunc i64 %1194 to i32
  %1196 = select i1 %1178, i32 4096, i32 %1195
  %tl_pad_from21 = select i1 %1160, i32 0, i32 %1196
  %1197 = mul i32 %865, 32
  %1198 = icmp slt i32 %1197, 32
  %1199 = mul i32 %865, 32
  %1200 = select i1 %1198, i32 32, i32 %1199
  %1201 = icmp slt i32 %1200, 4096
  %1202 = mul i32 %865, 32
  %1203 = icmp slt i32 %1202, 32
  %1204 = mul i32 %865, 32
  %1205 = select i1 %1203, i32 32, i32 %1204
  %1206 = select i1 %1201, i32 %1205, i32 4096
  %tl_pad_n23 = sub i32 %1206, %tl_pad_from21
  br label %for.cond226

for.end225:                                       ; preds = %for.cond223
  br label %for.cond229

for.cond226:                                      ; preds = %for.body227, %for.body224
  %tl_pad_k24 = phi i32 [ 0, %for.body224 ], [ %1214, %for.body227 ]
  %1207 = icmp slt i32 %tl_pad_k24, %tl_pad_n23
  br i1 %1207, label %for.body227, label %for.end228

for.body227:                                      ; preds = %for.cond226
  %1208 = sext i32 %tl_r20 to i64
  %1209 = mul nsw i64 %1208, 4096
  %1210 = add i32 %tl_pad_from21, %tl_pad_k24
  %1211 = sext i32 %1210 to i64
  %1212 = add nsw i64 %1209, %1211
  %1213 = getelementptr inbounds float, ptr %sq_r, i64 %1212
  store float 0.000000e+00, ptr %1213, align 4
  %1214 = add nsw i32 %tl_pad_k24, 1
  br label %for.cond226, !llvm.loop !52

for.end228:                                       ; preds = %for.cond226
  %1215 = add nsw i32 %tl_r20, 1
  br label %for.cond223, !llvm.loop !53

for.cond229:                                      ; preds = %for.body230, %for.end225
  %lane5 = phi i32 [ 0, %for.end225 ], [ %1225, %for.body230 ]
  %1216 = icmp slt i32 %lane5, 32
  br i1 %1216, label %for.body230, label %for.end231

for.body230:                                      ; preds = %for.cond229
  %1217 = sext i32 %i7 to i64
  %1218 = mul nsw i64 %1217, 4096
  %1219 = sext i32 %lane5 to i64
  %1220 = add nsw i64 %1218, %1219
  %1221 = getelementptr inbounds float, ptr %sq_r, i64 %1220
  %1222 = load float, ptr %1221, align 4
  %1223 = sext i32 %lane5 to i64
  %1224 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1223
  store float %1222, ptr %1224, align 4
  %1225 = add nsw i32 %lane5, 1
  br label %for.cond229, !llvm.loop !54

for.end231:                                       ; preds = %for.cond229
  %1226 = sub i32 %865, 1
  %1227 = icmp slt i32 %1226, 0
  %1228 = sub i32 %865, 1
  %1229 = select i1 %1227, i32 0, i32 %1228
  %tl_steps26 = select i1 true, i32 %1229, i32 127
  %1230 = icmp eq i32 %tl_steps26, 127
  br i1 %1230, label %if.then232, label %if.else233

if.then232:                                       ; preds = %for.end231
  br label %for.cond235

if.else233:                                       ; preds = %for.end231
  br label %if.end234

if.end234:                                        ; preds = %if.else233, %for.end237
  br label %for.cond241

for.cond235:                                      ; preds = %for.end240, %if.then232
  %tl_r27 = phi i32 [ 0, %if.then232 ], [ %1294, %for.end240 ]
  %1231 = icmp slt i32 %tl_r27, 1
  br i1 %1231, label %for.body236, label %for.end237

for.body236:                                      ; preds = %for.cond235
  %1232 = sext i32 %N to i64
  %1233 = icmp slt i64 %1232, 0
  %1234 = sext i32 %N to i64
  %1235 = icmp sgt i64 %1234, 4096
  %1236 = sext i32 %N to i64
  %1237 = select i1 %1235, i64 4096, i64 %1236
  %1238 = select i1 %1233, i64 0, i64 %1237
  %1239 = icmp slt i64 %1238, 0
  %1240 = sext i32 %N to i64
  %1241 = icmp slt i64 %1240, 0
  %1242 = sext i32 %N to i64
  %1243 = icmp sgt i64 %1242, 4096
  %1244 = sext i32 %N to i64
  %1245 = select i1 %1243, i64 4096, i64 %1244
  %1246 = select i1 %1241, i64 0, i64 %1245
  %1247 = select i1 %1239, i64 0, i64 %1246
  %1248 = trunc i64 %1247 to i32
  %1249 = icmp slt i32 %1248, 0
  %1250 = sext i32 %N to i64
  %1251 = icmp slt i64 %1250, 0
  %1252 = sext i32 %N to i64
  %1253 = icmp sgt i64 %1252, 4096
  %1254 = sext i32 %N to i64
  %1255 = select i1 %1253, i64 4096, i64 %1254
  %1256 = select i1 %1251, i64 0, i64 %1255
  %1257 = icmp slt i64 %1256, 0
  %1258 = sext i32 %N to i64
  %1259 = icmp slt i64 %1258, 0
  %1260 = sext i32 %N to i64
  %1261 = icmp sgt i64 %1260, 4096
  %1262 = sext i32 %N to i64
  %1263 = select i1 %1261, i64 4096, i64 %1262
  %1264 = select i1 %1259, i64 0, i64 %1263
  %1265 = select i1 %1257, i64 0, i64 %1264
  %1266 = trunc i64 %1265 to i32
  %1267 = icmp sgt i32 %1266, 4096
  %1268 = sext i32 %N to i64
  %1269 = icmp slt i64 %1268, 0
  %1270 = sext i32 %N to i64
  %1271 = icmp sgt i64 %1270, 4096
  %1272 = sext i32 %N to i64
  %1273 = select i1 %1271, i64 4096, i64 %1272
  %1274 = select i1 %1269, i64 0, i64 %1273
  %1275 = icmp slt i64 %1274, 0
  %1276 = sext i32 %N to i64
  %1277 = icmp slt i64 %1276, 0
  %1278 = sext i32 %N to i64
  %1279 = icmp sgt i64 %1278, 4096
  %1280 = sext i32 %N to i64
  %1281 = select i1 %1279, i64 4096, i64 %1280
  %1282 = select i1 %1277, i64 0, i64 %1281
  %1283 = select i1 %1275, i64 0, i64 %1282
  %1284 = trunc i64 %1283 to i32
  %1285 = select i1 %1267, i32 4096, i32 %1284
  %tl_pad_from28 = select i1 %1249, i32 0, i32 %1285
  %tl_pad_n30 = sub i32 4096, %tl_pad_from28
  br label %for.cond238

for.end237:                                       ; preds = %for.cond235
  br label %if.end234

for.cond238:                                      ; preds = %for.body239, %for.body236
  %tl_pad_k31 = phi i32 [ 0, %for.body236 ], [ %1293, %for.body239 ]
  %1286 = icmp slt i32 %tl_pad_k31, %tl_pad_n30
  br i1 %1286, label %for.body239, label %for.end240

for.body239:                                      ; preds = %for.cond238
  %1287 = sext i32 %tl_r27 to i64
  %1288 = mul nsw i64 %1287, 4096
  %1289 = add i32 %tl_pad_from28, %tl_pad_k31
  %1290 = sext i32 %1289 to i64
  %1291 = add nsw i64 %1288, %1290
  %1292 = getelementptr inbounds float, ptr %sq_r, i64 %1291
  store float 0.000000e+00, ptr %1292, align 4
  %1293 = add nsw i32 %tl_pad_k31, 1
  br label %for.cond238, !llvm.loop !55

for.end240:                                       ; preds = %for.cond238
  %1294 = add nsw i32 %tl_r27, 1
  br label %for.cond235, !llvm.loop !56

for.cond241:                                      ; preds = %for.end246, %if.end234
  %red5 = phi i32 [ 0, %if.end234 ], [ %1314, %for.end246 ]
  %1295 = icmp slt i32 %red5, %tl_steps26
  br i1 %1295, label %for.body242, label %for.end243

for.body242:                                      ; preds = %for.cond241
  br label %for.cond244

for.end243:                                       ; preds = %for.cond241
  %1296 = icmp slt i32 %tl_steps26, 127
  br i1 %1296, label %if.then248, label %if.else249

for.cond244:                                      ; preds = %for.body245, %for.body242
  %lane5247 = phi i32 [ 0, %for.body242 ], [ %1313, %for.body245 ]
  %1297 = icmp slt i32 %lane5247, 32
  br i1 %1297, label %for.body245, label %for.end246

for.body245:                                      ; preds = %for.cond244
  %1298 = sext i32 %lane5247 to i64
  %1299 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1298
  %1300 = load float, ptr %1299, align 4
  %1301 = sext i32 %i7 to i64
  %1302 = mul nsw i64 %1301, 4096
  %1303 = add i32 %red5, 1
  %1304 = mul i32 %1303, 32
  %1305 = add i32 %1304, %lane5247
  %1306 = sext i32 %1305 to i64
  %1307 = add nsw i64 %1302, %1306
  %1308 = getelementptr inbounds float, ptr %sq_r, i64 %1307
  %1309 = load float, ptr %1308, align 4
  %1310 = fadd float %1300, %1309
  %1311 = sext i32 %lane5247 to i64
  %1312 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1311
  store float %1310, ptr %1312, align 4
  %1313 = add nsw i32 %lane5247, 1
  br label %for.cond244, !llvm.loop !57

for.end246:                                       ; preds = %for.cond244
  %1314 = add nsw i32 %red5, 1
  br label %for.cond241, !llvm.loop !58

if.then248:                                       ; preds = %for.end243
  %1315 = getelementptr inbounds float, ptr %tl_lanes_27, i64 0
  %1316 = load float, ptr %1315, align 4
  %1317 = fadd float %1316, 0.000000e+00
  %1318 = getelementptr inbounds float, ptr %tl_lanes_27, i64 0
  store float %1317, ptr %1318, align 4
  br label %if.end250

if.else249:                                       ; preds = %for.end243
  br label %if.end250

if.end250:                                        ; preds = %if.else249, %if.then248
  %1319 = sext i32 %i7 to i64
  %1320 = getelementptr inbounds float, ptr %rstd_r, i64 %1319
  store float 0.000000e+00, ptr %1320, align 4
  br label %for.cond251

for.cond251:                                      ; preds = %for.body252, %if.end250
  %lane5254 = phi i32 [ 0, %if.end250 ], [ %1331, %for.body252 ]
  %1321 = icmp slt i32 %lane5254, 32
  br i1 %1321, label %for.body252, label %for.end253

for.body252:                                      ; preds = %for.cond251
  %1322 = sext i32 %i7 to i64
  %1323 = getelementptr inbounds float, ptr %rstd_r, i64 %1322
  %1324 = load float, ptr %1323, align 4
  %1325 = sext i32 %lane5254 to i64
  %1326 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1325
  %1327 = load float, ptr %1326, align 4
  %1328 = fadd float %1324, %1327
  %1329 = sext i32 %i7 to i64
  %1330 = getelementptr inbounds float, ptr %rstd_r, i64 %1329
  store float %1328, ptr %1330, align 4
  %1331 = add nsw i32 %lane5254, 1
  br label %for.cond251, !llvm.loop !59

for.end253:                                       ; preds = %for.cond251
  %1332 = add nsw i32 %i7, 1
  br label %for.cond220, !llvm.loop !60

for.cond255:                                      ; preds = %for.body256, %for.end222
  %i258 = phi i32 [ 0, %for.end222 ], [ %1362, %for.body256 ]
  %1333 = icmp slt i32 %i258, 1
  br i1 %1333, label %for.body256, label %for.end257

for.body256:                                      ; preds = %for.cond255
  %1334 = sext i32 %i258 to i64
  %1335 = getelementptr inbounds float, ptr %mean_r, i64 %1334
  %1336 = load float, ptr %1335, align 4
  %1337 = sitofp i32 %N to float
  %1338 = fdiv float %1336, %1337
  %1339 = sext i32 %i258 to i64
  %1340 = getelementptr inbounds float, ptr %mean_r, i64 %1339
  store float %1338, ptr %1340, align 4
  %1341 = sext i32 %i258 to i64
  %1342 = getelementptr inbounds float, ptr %rstd_r, i64 %1341
  %1343 = load float, ptr %1342, align 4
  %1344 = sitofp i32 %N to float
  %1345 = fdiv float %1343, %1344
  %1346 = sext i32 %i258 to i64
  %1347 = getelementptr inbounds float, ptr %mean_r, i64 %1346
  %1348 = load float, ptr %1347, align 4
  %1349 = sext i32 %i258 to i64
  %1350 = getelementptr inbounds float, ptr %mean_r, i64 %1349
  %1351 = load float, ptr %1350, align 4
  %1352 = fmul float %1348, %1351
  %1353 = fsub float %1345, %1352
  %1354 = call float @llvm.maxnum.f32(float %1353, float 0.000000e+00)
  %1355 = fadd float %1354, 0x3EE4F8B580000000
  %1356 = fpext float %1355 to double
  %1357 = call double @llvm.sqrt.f64(double %1356)
  %1358 = fdiv double 1.000000e+00, %1357
  %1359 = fptrunc double %1358 to float
  %1360 = sext i32 %i258 to i64
  %1361 = getelementptr inbounds float, ptr %rstd_r, i64 %1360
  store float %1359, ptr %1361, align 4
  %1362 = add nsw i32 %i258, 1
  br label %for.cond255, !llvm.loop !61

for.end257:                                       ; preds = %for.cond255
  br label %for.cond259

for.cond259:                                      ; preds = %if.end265, %for.end257
  %i262 = phi i32 [ 0, %for.end257 ], [ %1391, %if.end265 ]
  %1363 = icmp slt i32 %i262, 1
  br i1 %1363, label %for.body260, label %for.end261

for.body260:                                      ; preds = %for.cond259
  %1364 = sext i32 %N to i64
  %1365 = icmp slt i64 %1364, 0
  %1366 = sext i32 %N to i64
  %1367 = icmp sgt i64 %1366, 4096
  %1368 = sext i32 %N to i64
  %1369 = select i1 %1367, i64 4096, i64 %1368
  %1370 = select i1 %1365, i64 0, i64 %1369
  %1371 = icmp slt i64 %1370, 0
  %1372 = sext i32 %N to i64
  %1373 = icmp slt i64 %1372, 0
  %1374 = sext i32 %N to i64
  %1375 = icmp sgt i64 %1374, 4096
  %1376 = sext i32 %N to i64
  %1377 = select i1 %1375, i64 4096, i64 %1376
  %1378 = select i1 %1373, i64 0, i64 %1377
  %1379 = select i1 %1371, i64 0, i64 %1378
  %tl_hi11 = trunc i64 %1379 to i32
  %1380 = mul i32 %bx, 4
  %1381 = add i32 %1380, %r164
  %1382 = add i32 %1381, %i262
  %1383 = icmp sle i32 0, %1382
  %1384 = mul i32 %bx, 4
  %1385 = add i32 %1384, %r164
  %1386 = add i32 %1385, %i262
  %1387 = icmp slt i32 %1386, %M
  %1388 = and i1 %1383, %1387
  br i1 %1388, label %if.then263, label %if.else264

for.end261:                                       ; preds = %for.cond259
  %1389 = add nsw i32 %r164, 1
  br label %for.cond161, !llvm.loop !62

if.then263:                                       ; preds = %for.body260
  %1390 = sub i32 %tl_hi11, 0
  br label %for.cond266

if.else264:                                       ; preds = %for.body260
  br label %if.end265

if.end265:                                        ; preds = %if.else264, %for.end268
  %1391 = add nsw i32 %i262, 1
  br label %for.cond259, !llvm.loop !63

for.cond266:                                      ; preds = %for.body267, %if.then263
  %j8 = phi i32 [ 0, %if.then263 ], [ %1426, %for.body267 ]
  %1392 = icmp slt i32 %j8, %1390
  br i1 %1392, label %for.body267, label %for.end268

for.body267:                                      ; preds = %for.cond266
  %1393 = sext i32 %i262 to i64
  %1394 = mul nsw i64 %1393, 4096
  %1395 = add i32 0, %j8
  %1396 = sext i32 %1395 to i64
  %1397 = add nsw i64 %1394, %1396
  %1398 = getelementptr inbounds float, ptr %X_r, i64 %1397
  %1399 = load float, ptr %1398, align 4
  %1400 = getelementptr inbounds float, ptr %mean_r, i64 0
  %1401 = load float, ptr %1400, align 4
  %1402 = fsub float %1399, %1401
  %1403 = getelementptr inbounds float, ptr %rstd_r, i64 0
  %1404 = load float, ptr %1403, align 4
  %1405 = fmul float %1402, %1404
  %1406 = add i32 0, %j8
  %1407 = sext i32 %1406 to i64
  %1408 = getelementptr inbounds float, ptr %W, i64 %1407
  %1409 = load float, ptr %1408, align 4
  %1410 = fmul float %1405, %1409
  %1411 = add i32 0, %j8
  %1412 = sext i32 %1411 to i64
  %1413 = getelementptr inbounds float, ptr %B, i64 %1412
  %1414 = load float, ptr %1413, align 4
  %1415 = fadd float %1410, %1414
  %1416 = mul i32 %bx, 4
  %1417 = add i32 %1416, %r164
  %1418 = add i32 %1417, %i262
  %1419 = sext i32 %1418 to i64
  %1420 = sext i32 %N to i64
  %1421 = mul nsw i64 %1419, %1420
  %1422 = add i32 0, %j8
  %1423 = sext i32 %1422 to i64
  %1424 = add nsw i64 %1421, %1423
  %1425 = getelementptr inbounds float, ptr %Y, i64 %1424
  store float %1415, ptr %1425, align 4
  %1426 = add nsw i32 %j8, 1
  br label %for.cond266, !llvm.loop !64

for.end268:                                       ; preds = %for.cond266
  br label %if.end265

for.cond269:                                      ; preds = %for.end274, %for.end163
  %tl_r32 = phi i32 [ 0, %for.end163 ], [ %1490, %for.end274 ]
  %1427 = icmp slt i32 %tl_r32, 1
  br i1 %1427, label %for.body270, label %for.end271

for.body270:                                      ; preds = %for.cond269
  %1428 = sext i32 %N to i64
  %1429 = icmp slt i64 %1428, 0
  %1430 = sext i32 %N to i64
  %1431 = icmp sgt i64 %1430, 4096
  %1432 = sext i32 %N to i64
  %1433 = select i1 %1431, i64 4096, i64 %1432
  %1434 = select i1 %1429, i64 0, i64 %1433
  %1435 = icmp slt i64 %1434, 0
  %1436 = sext i32 %N to i64
  %1437 = icmp slt i64 %1436, 0
  %1438 = sext i32 %N to i64
  %1439 = icmp sgt i64 %1438, 4096
  %1440 = sext i32 %N to i64
  %1441 = select i1 %1439, i64 4096, i64 %1440
  %1442 = select i1 %1437, i64 0, i64 %1441
  %1443 = select i1 %1435, i64 0, i64 %1442
  %1444 = trunc i64 %1443 to i32
  %1445 = icmp slt i32 %1444, 0
  %1446 = sext i32 %N to i64
  %1447 = icmp slt i64 %1446, 0
  %1448 = sext i32 %N to i64
  %1449 = icmp sgt i64 %1448, 4096
  %1450 = sext i32 %N to i64
  %1451 = select i1 %1449, i64 4096, i64 %1450
  %1452 = select i1 %1447, i64 0, i64 %1451
  %1453 = icmp slt i64 %1452, 0
  %1454 = sext i32 %N to i64
  %1455 = icmp slt i64 %1454, 0
  %1456 = sext i32 %N to i64
  %1457 = icmp sgt i64 %1456, 4096
  %1458 = sext i32 %N to i64
  %1459 = select i1 %1457, i64 4096, i64 %1458
  %1460 = select i1 %1455, i64 0, i64 %1459
  %1461 = select i1 %1453, i64 0, i64 %1460
  %1462 = trunc i64 %1461 to i32
  %1463 = icmp sgt i32 %1462, 4096
  %1464 = sext i32 %N to i64
  %1465 = icmp slt i64 %1464, 0
  %1466 = sext i32 %N to i64
  %1467 = icmp sgt i64 %1466, 4096
  %1468 = sext i32 %N to i64
  %1469 = select i1 %1467, i64 4096, i64 %1468
  %1470 = select i1 %1465, i64 0, i64 %1469
  %1471 = icmp slt i64 %1470, 0
  %1472 = sext i32 %N to i64
  %1473 = icmp slt i64 %1472, 0
  %1474 = sext i32 %N to i64
  %1475 = icmp sgt i64 %1474, 4096
  %1476 = sext i32 %N to i64
  %1477 = select i1 %1475, i64 4096, i64 %1476
  %1478 = select i1 %1473, i64 0, i64 %1477
  %1479 = select i1 %1471, i64 0, i64 %1478
  %1480 = trunc i64 %1479 to i32
  %1481 = select i1 %1463, i32 4096, i32 %1480
  %tl_pad_from33 = select i1 %1445, i32 0, i32 %1481
  %tl_pad_n35 = sub i32 4096, %tl_pad_from33
  br label %for.cond272

for.end271:                                       ; preds = %for.cond269
  br label %for.cond275

for.cond272:                                      ; preds = %for.body273, %for.body270
  %tl_pad_k36 = phi i32 [ 0, %for.body270 ], [ %1489, %for.body273 ]
  %1482 = icmp slt i32 %tl_pad_k36, %tl_pad_n35
  br i1 %1482, label %for.body273, label %for.end274

for.body273:                                      ; preds = %for.cond272
  %1483 = sext i32 %tl_r32 to i64
  %1484 = mul nsw i64 %1483, 4096
  %1485 = add i32 %tl_pad_from33, %tl_pad_k36
  %1486 = sext i32 %1485 to i64
  %1487 = add nsw i64 %1484, %1486
  %1488 = getelementptr inbounds float, ptr %X_r, i64 %1487
  store float 0.000000e+00, ptr %1488, align 4
  %1489 = add nsw i32 %tl_pad_k36, 1
  br label %for.cond272, !llvm.loop !65

for.end274:                                       ; preds = %for.cond272
  %1490 = add nsw i32 %tl_r32, 1
  br label %for.cond269, !llvm.loop !66

for.cond275:                                      ; preds = %for.end280, %for.end271
  %tl_r37 = phi i32 [ 0, %for.end271 ], [ %1554, %for.end280 ]
  %1491 = icmp slt i32 %tl_r37, 1
  br i1 %1491, label %for.body276, label %for.end277

for.body276:                                      ; preds = %for.cond275
  %1492 = sext i32 %N to i64
  %1493 = icmp slt i64 %1492, 0
  %1494 = sext i32 %N to i64
  %1495 = icmp sgt i64 %1494, 4096
  %1496 = sext i32 %N to i64
  %1497 = select i1 %1495, i64 4096, i64 %1496
  %1498 = select i1 %1493, i64 0, i64 %1497
  %1499 = icmp slt i64 %1498, 0
  %1500 = sext i32 %N to i64
  %1501 = icmp slt i64 %1500, 0
  %1502 = sext i32 %N to i64
  %1503 = icmp sgt i64 %1502, 4096
  %1504 = sext i32 %N to i64
  %1505 = select i1 %1503, i64 4096, i64 %1504
  %1506 = select i1 %1501, i64 0, i64 %1505
  %1507 = select i1 %1499, i64 0, i64 %1506
  %1508 = trunc i64 %1507 to i32
  %1509 = icmp slt i32 %1508, 0
  %1510 = sext i32 %N to i64
  %1511 = icmp slt i64 %1510, 0
  %1512 = sext i32 %N to i64
  %1513 = icmp sgt i64 %1512, 4096
  %1514 = sext i32 %N to i64
  %1515 = select i1 %1513, i64 4096, i64 %1514
  %1516 = select i1 %1511, i64 0, i64 %1515
  %1517 = icmp slt i64 %1516, 0
  %1518 = sext i32 %N to i64
  %1519 = icmp slt i64 %1518, 0
  %1520 = sext i32 %N to i64
  %1521 = icmp sgt i64 %1520, 4096
  %1522 = sext i32 %N to i64
  %1523 = select i1 %1521, i64 4096, i64 %1522
  %1524 = select i1 %1519, i64 0, i64 %1523
  %1525 = select i1 %1517, i64 0, i64 %1524
  %1526 = trunc i64 %1525 to i32
  %1527 = icmp sgt i32 %1526, 4096
  %1528 = sext i32 %N to i64
  %1529 = icmp slt i64 %1528, 0
  %1530 = sext i32 %N to i64
  %1531 = icmp sgt i64 %1530, 4096
  %1532 = sext i32 %N to i64
  %1533 = select i1 %1531, i64 4096, i64 %1532
  %1534 = select i1 %1529, i64 0, i64 %1533
  %1535 = icmp slt i64 %1534, 0
  %1536 = sext i32 %N to i64
  %1537 = icmp slt i64 %1536, 0
  %1538 = sext i32 %N to i64
  %1539 = icmp sgt i64 %1538, 4096
  %1540 = sext i32 %N to i64
  %1541 = select i1 %1539, i64 4096, i64 %1540
  %1542 = select i1 %1537, i64 0, i64 %1541
  %1543 = select i1 %1535, i64 0, i64 %1542
  %1544 = trunc i64 %1543 to i32
  %1545 = select i1 %1527, i32 4096, i32 %1544
  %tl_pad_from38 = select i1 %1509, i32 0, i32 %1545
  %tl_pad_n40 = sub i32 4096, %tl_pad_from38
  br label %for.cond278

for.end277:                                       ; preds = %for.cond275
  br label %if.end160

for.cond278:                                      ; preds = %for.body279, %for.body276
  %tl_pad_k41 = phi i32 [ 0, %for.body276 ], [ %1553, %for.body279 ]
  %1546 = icmp slt i32 %tl_pad_k41, %tl_pad_n40
  br i1 %1546, label %for.body279, label %for.end280

for.body279:                                      ; preds = %for.cond278
  %1547 = sext i32 %tl_r37 to i64
  %1548 = mul nsw i64 %1547, 4096
  %1549 = add i32 %tl_pad_from38, %tl_pad_k41
  %1550 = sext i32 %1549 to i64
  %1551 = add nsw i64 %1548, %1550
  %1552 = getelementptr inbounds float, ptr %sq_r, i64 %1551
  store float 0.000000e+00, ptr %1552, align 4
  %1553 = add nsw i32 %tl_pad_k41, 1
  br label %for.cond278, !llvm.loop !67

for.end280:                                       ; preds = %for.cond278
  %1554 = add nsw i32 %tl_r37, 1
  br label %for.cond275, !llvm.loop !68

for.cond281:                                      ; preds = %for.body282, %if.else159
  %i11 = phi i32 [ 0, %if.else159 ], [ %1558, %for.body282 ]
  %1555 = icmp slt i32 %i11, 4
  br i1 %1555, label %for.body282, label %for.end283

for.body282:                                      ; preds = %for.cond281
  %1556 = sext i32 %i11 to i64
  %1557 = getelementptr inbounds float, ptr %mean, i64 %1556
  store float 0.000000e+00, ptr %1557, align 4
  %1558 = add nsw i32 %i11, 1
  br label %for.cond281, !llvm.loop !69

for.end283:                                       ; preds = %for.cond281
  br label %for.cond284

for.cond284:                                      ; preds = %for.body285, %for.end283
  %i11287 = phi i32 [ 0, %for.end283 ], [ %1562, %for.body285 ]
  %1559 = icmp slt i32 %i11287, 4
  br i1 %1559, label %for.body285, label %for.end286

for.body285:                                      ; preds = %for.cond284
  %1560 = sext i32 %i11287 to i64
  %1561 = getelementptr inbounds float, ptr %rstd, i64 %1560
  store float 0.000000e+00, ptr %1561, align 4
  %1562 = add nsw i32 %i11287, 1
  br label %for.cond284, !llvm.loop !70

for.end286:                                       ; preds = %for.cond284
  %1563 = sext i32 %N to i64
  %1564 = sdiv i64 %1563, 512
  %1565 = sub i64 0, %1563
  %1566 = select i1 false, i64 %1565, i64 %1564
  %1567 = srem i64 %1563, 512
  %1568 = icmp ne i64 %1567, 0
  %1569 = icmp slt i64 %1563, 0
  %1570 = icmp eq i1 %1569, false
  %1571 = and i1 %1568, %1570
  %1572 = zext i1 %1571 to i64
  %1573 = add i64 %1566, %1572
  %1574 = trunc i64 %1573 to i32
  %1575 = sext i32 %N to i64
  %1576 = sdiv i64 %1575, 512
  %1577 = sub i64 0, %1575
  %1578 = select i1 false, i64 %1577, i64 %1576
  %1579 = srem i64 %1575, 512
  %1580 = icmp ne i64 %1579, 0
  %1581 = icmp slt i64 %1575, 0
  %1582 = icmp eq i1 %1581, false
  %1583 = and i1 %1580, %1582
  %1584 = zext i1 %1583 to i64
  %1585 = add i64 %1578, %1584
  %1586 = trunc i64 %1585 to i32
  br label %for.cond288

for.cond288:                                      ; preds = %for.end357, %for.end286
  %c = phi i32 [ 0, %for.end286 ], [ %1818, %for.end357 ]
  %1587 = icmp slt i32 %c, %1574
  br i1 %1587, label %for.body289, label %for.end290

for.body289:                                      ; preds = %for.cond288
  %1588 = mul i32 %bx, 4
  %1589 = icmp sle i32 0, %1588
  %1590 = mul i32 %bx, 4
  %1591 = sext i32 %1590 to i64
  %1592 = add i64 %1591, 4
  %1593 = sext i32 %M to i64
  %1594 = icmp sle i64 %1592, %1593
  %1595 = and i1 %1589, %1594
  %1596 = mul i32 %c, 512
  %1597 = icmp sle i32 0, %1596
  %1598 = mul i32 %c, 512
  %1599 = sext i32 %1598 to i64
  %1600 = add i64 %1599, 512
  %1601 = sext i32 %N to i64
  %1602 = icmp sle i64 %1600, %1601
  %1603 = and i1 %1597, %1602
  %1604 = and i1 %1595, %1603
  br i1 %1604, label %if.then291, label %if.else292

for.end290:                                       ; preds = %for.cond288
  br label %for.cond372

if.then291:                                       ; preds = %for.body289
  br label %for.cond294

if.else292:                                       ; preds = %for.body289
  br label %for.cond307

if.end293:                                        ; preds = %for.end309, %for.end296
  br label %for.cond329

for.cond294:                                      ; preds = %for.end306, %if.then291
  %i11297 = phi i32 [ 0, %if.then291 ], [ %1640, %for.end306 ]
  %1605 = icmp slt i32 %i11297, 4
  br i1 %1605, label %for.body295, label %for.end296

for.body295:                                      ; preds = %for.cond294
  %1606 = add i32 %c, 1
  %1607 = icmp slt i32 %1606, %1586
  br i1 %1607, label %if.then298, label %if.else299

for.end296:                                       ; preds = %for.cond294
  br label %if.end293

if.then298:                                       ; preds = %for.body295
  br label %for.cond301

if.else299:                                       ; preds = %for.body295
  br label %if.end300

if.end300:                                        ; preds = %if.else299, %for.end303
  br label %for.cond304

for.cond301:                                      ; preds = %for.body302, %if.then298
  %pf = phi i32 [ 0, %if.then298 ], [ %1621, %for.body302 ]
  %1608 = icmp slt i32 %pf, 32
  br i1 %1608, label %for.body302, label %for.end303

for.body302:                                      ; preds = %for.cond301
  %1609 = mul i32 %bx, 4
  %1610 = add i32 %1609, %i11297
  %1611 = sext i32 %1610 to i64
  %1612 = sext i32 %N to i64
  %1613 = mul i64 %1611, %1612
  %1614 = add i32 %c, 1
  %1615 = mul i32 %1614, 512
  %1616 = mul i32 %pf, 16
  %1617 = add i32 %1615, %1616
  %1618 = sext i32 %1617 to i64
  %1619 = add i64 %1613, %1618
  %1620 = getelementptr float, ptr %X, i64 %1619
  call void @llvm.prefetch.p0(ptr %1620, i32 0, i32 0, i32 1)
  %1621 = add nsw i32 %pf, 1
  br label %for.cond301, !llvm.loop !71

for.end303:                                       ; preds = %for.cond301
  br label %if.end300

for.cond304:                                      ; preds = %for.body305, %if.end300
  %j1 = phi i32 [ 0, %if.end300 ], [ %1639, %for.body305 ]
  %1622 = icmp slt i32 %j1, 512
  br i1 %1622, label %for.body305, label %for.end306

for.body305:                                      ; preds = %for.cond304
  %1623 = mul i32 %bx, 4
  %1624 = add i32 %1623, %i11297
  %1625 = sext i32 %1624 to i64
  %1626 = sext i32 %N to i64
  %1627 = mul nsw i64 %1625, %1626
  %1628 = mul i32 %c, 512
  %1629 = add i32 %1628, %j1
  %1630 = sext i32 %1629 to i64
  %1631 = add nsw i64 %1627, %1630
  %1632 = getelementptr inbounds float, ptr %X, i64 %1631
  %1633 = load float, ptr %1632, align 4
  %1634 = sext i32 %i11297 to i64
  %1635 = mul nsw i64 %1634, 512
  %1636 = sext i32 %j1 to i64
  %1637 = add nsw i64 %1635, %1636
  %1638 = getelementptr inbounds float, ptr %X_f, i64 %1637
  store float %1633, ptr %1638, align 4
  %1639 = add nsw i32 %j1, 1
  br label %for.cond304, !llvm.loop !72

for.end306:                                       ; preds = %for.cond304
  %1640 = add nsw i32 %i11297, 1
  br label %for.cond294, !llvm.loop !73

for.cond307:                                      ; preds = %for.end327, %if.else292
  %i11310 = phi i32 [ 0, %if.else292 ], [ %1749, %for.end327 ]
  %1641 = icmp slt i32 %i11310, 4
  br i1 %1641, label %for.body308, label %for.end309

for.body308:                                      ; preds = %for.cond307
  %1642 = mul i32 %c, 512
  %1643 = sext i32 %1642 to i64
  %1644 = sub i64 0, %1643
  %1645 = icmp slt i64 %1644, 0
  %1646 = mul i32 %c, 512
  %1647 = sext i32 %1646 to i64
  %1648 = sub i64 0, %1647
  %1649 = icmp sgt i64 %1648, 512
  %1650 = mul i32 %c, 512
  %1651 = sext i32 %1650 to i64
  %1652 = sub i64 0, %1651
  %1653 = select i1 %1649, i64 512, i64 %1652
  %1654 = select i1 %1645, i64 0, i64 %1653
  %tl_lo12 = trunc i64 %1654 to i32
  %1655 = sext i32 %N to i64
  %1656 = mul i32 %c, 512
  %1657 = sext i32 %1656 to i64
  %1658 = sub i64 %1655, %1657
  %1659 = icmp slt i64 %1658, 0
  %1660 = sext i32 %N to i64
  %1661 = mul i32 %c, 512
  %1662 = sext i32 %1661 to i64
  %1663 = sub i64 %1660, %1662
  %1664 = icmp sgt i64 %1663, 512
  %1665 = sext i32 %N to i64
  %1666 = mul i32 %c, 512
  %1667 = sext i32 %1666 to i64
  %1668 = sub i64 %1665, %1667
  %1669 = select i1 %1664, i64 512, i64 %1668
  %1670 = select i1 %1659, i64 0, i64 %1669
  %1671 = sext i32 %tl_lo12 to i64
  %1672 = icmp slt i64 %1670, %1671
  %1673 = sext i32 %tl_lo12 to i64
  %1674 = sext i32 %N to i64
  %1675 = mul i32 %c, 512
  %1676 = sext i32 %1675 to i64
  %1677 = sub i64 %1674, %1676
  %1678 = icmp slt i64 %1677, 0
  %1679 = sext i32 %N to i64
  %1680 = mul i32 %c, 512
  %1681 = sext i32 %1680 to i64
  %1682 = sub i64 %1679, %1681
  %1683 = icmp sgt i64 %1682, 512
  %1684 = sext i32 %N to i64
  %1685 = mul i32 %c, 512
  %1686 = sext i32 %1685 to i64
  %1687 = sub i64 %1684, %1686
  %1688 = select i1 %1683, i64 512, i64 %1687
  %1689 = select i1 %1678, i64 0, i64 %1688
  %1690 = select i1 %1672, i64 %1673, i64 %1689
  %tl_hi13 = trunc i64 %1690 to i32
  br label %for.cond311

for.end309:                                       ; preds = %for.cond307
  br label %if.end293

for.cond311:                                      ; preds = %for.body312, %for.body308
  %j1314 = phi i32 [ 0, %for.body308 ], [ %1697, %for.body312 ]
  %1691 = icmp slt i32 %j1314, %tl_lo12
  br i1 %1691, label %for.body312, label %for.end313

for.body312:                                      ; preds = %for.cond311
  %1692 = sext i32 %i11310 to i64
  %1693 = mul nsw i64 %1692, 512
  %1694 = sext i32 %j1314 to i64
  %1695 = add nsw i64 %1693, %1694
  %1696 = getelementptr inbounds float, ptr %X_f, i64 %1695
  store float 0.000000e+00, ptr %1696, align 4
  %1697 = add nsw i32 %j1314, 1
  br label %for.cond311, !llvm.loop !74

for.end313:                                       ; preds = %for.cond311
  %1698 = mul i32 %bx, 4
  %1699 = sext i32 %1698 to i64
  %1700 = sext i32 %i11310 to i64
  %1701 = add i64 %1699, %1700
  %1702 = icmp sle i64 0, %1701
  %1703 = mul i32 %bx, 4
  %1704 = sext i32 %1703 to i64
  %1705 = sext i32 %i11310 to i64
  %1706 = add i64 %1704, %1705
  %1707 = sext i32 %M to i64
  %1708 = icmp slt i64 %1706, %1707
  %1709 = and i1 %1702, %1708
  br i1 %1709, label %if.then315, label %if.else316

if.then315:                                       ; preds = %for.end313
  %1710 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond318

if.else316:                                       ; preds = %for.end313
  %1711 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond321

if.end317:                                        ; preds = %for.end323, %for.end320
  %1712 = sub i32 512, %tl_hi13
  br label %for.cond325

for.cond318:                                      ; preds = %for.body319, %if.then315
  %j11 = phi i32 [ 0, %if.then315 ], [ %1732, %for.body319 ]
  %1713 = icmp slt i32 %j11, %1710
  br i1 %1713, label %for.body319, label %for.end320

for.body319:                                      ; preds = %for.cond318
  %1714 = mul i32 %bx, 4
  %1715 = add i32 %1714, %i11310
  %1716 = sext i32 %1715 to i64
  %1717 = sext i32 %N to i64
  %1718 = mul nsw i64 %1716, %1717
  %1719 = mul i32 %c, 512
  %1720 = add i32 %tl_lo12, %j11
  %1721 = add i32 %1719, %1720
  %1722 = sext i32 %1721 to i64
  %1723 = add nsw i64 %1718, %1722
  %1724 = getelementptr inbounds float, ptr %X, i64 %1723
  %1725 = load float, ptr %1724, align 4
  %1726 = sext i32 %i11310 to i64
  %1727 = mul nsw i64 %1726, 512
  %1728 = add i32 %tl_lo12, %j11
  %1729 = sext i32 %1728 to i64
  %1730 = add nsw i64 %1727, %1729
  %1731 = getelementptr inbounds float, ptr %X_f, i64 %1730
  store float %1725, ptr %1731, align 4
  %1732 = add nsw i32 %j11, 1
  br label %for.cond318, !llvm.loop !75

for.end320:                                       ; preds = %for.cond318
  br label %if.end317

for.cond321:                                      ; preds = %for.body322, %if.else316
  %j11324 = phi i32 [ 0, %if.else316 ], [ %1740, %for.body322 ]
  %1733 = icmp slt i32 %j11324, %1711
  br i1 %1733, label %for.body322, label %for.end323

for.body322:                                      ; preds = %for.cond321
  %1734 = sext i32 %i11310 to i64
  %1735 = mul nsw i64 %1734, 512
  %1736 = add i32 %tl_lo12, %j11324
  %1737 = sext i32 %1736 to i64
  %1738 = add nsw i64 %1735, %1737
  %1739 = getelementptr inbounds float, ptr %X_f, i64 %1738
  store float 0.000000e+00, ptr %1739, align 4
  %1740 = add nsw i32 %j11324, 1
  br label %for.cond321, !llvm.loop !76

for.end323:                                       ; preds = %for.cond321
  br label %if.end317

for.cond325:                                      ; preds = %for.body326, %if.end317
  %j11328 = phi i32 [ 0, %if.end317 ], [ %1748, %for.body326 ]
  %1741 = icmp slt i32 %j11328, %1712
  br i1 %1741, label %for.body326, label %for.end327

for.body326:                                      ; preds = %for.cond325
  %1742 = sext i32 %i11310 to i64
  %1743 = mul nsw i64 %1742, 512
  %1744 = add i32 %tl_hi13, %j11328
  %1745 = sext i32 %1744 to i64
  %1746 = add nsw i64 %1743, %1745
  %1747 = getelementptr inbounds float, ptr %X_f, i64 %1746
  store float 0.000000e+00, ptr %1747, align 4
  %1748 = add nsw i32 %j11328, 1
  br label %for.cond325, !llvm.loop !77

for.end327:                                       ; preds = %for.cond325
  %1749 = add nsw i32 %i11310, 1
  br label %for.cond307, !llvm.loop !78

for.cond329:                                      ; preds = %for.end335, %if.end293
  %i332 = phi i32 [ 0, %if.end293 ], [ %1774, %for.end335 ]
  %1750 = icmp slt i32 %i332, 4
  br i1 %1750, label %for.body330, label %for.end331

for.body330:                                      ; preds = %for.cond329
  br label %for.cond333

for.end331:                                       ; preds = %for.cond329
  br label %for.cond338

for.cond333:                                      ; preds = %for.body334, %for.body330
  %j336 = phi i32 [ 0, %for.body330 ], [ %1773, %for.body334 ]
  %1751 = icmp slt i32 %j336, 512
  br i1 %1751, label %for.body334, label %for.end335

for.body334:                                      ; preds = %for.cond333
  %1752 = mul i32 %c, 512
  %1753 = add i32 %1752, %j336
  %1754 = icmp slt i32 %1753, %N
  %1755 = sext i32 %i332 to i64
  %1756 = mul nsw i64 %1755, 512
  %1757 = sext i32 %j336 to i64
  %1758 = add nsw i64 %1756, %1757
  %1759 = call i64 @llvm.umin.i64(i64 %1758, i64 2047)
  %1760 = getelementptr inbounds float, ptr %X_f, i64 %1759
  %1761 = load float, ptr %1760, align 4
  %x337 = select i1 %1754, float %1761, float 0.000000e+00
  %1762 = sext i32 %i332 to i64
  %1763 = mul nsw i64 %1762, 512
  %1764 = sext i32 %j336 to i64
  %1765 = add nsw i64 %1763, %1764
  %1766 = getelementptr inbounds float, ptr %X_f, i64 %1765
  store float %x337, ptr %1766, align 4
  %1767 = fmul float %x337, %x337
  %1768 = sext i32 %i332 to i64
  %1769 = mul nsw i64 %1768, 512
  %1770 = sext i32 %j336 to i64
  %1771 = add nsw i64 %1769, %1770
  %1772 = getelementptr inbounds float, ptr %sq, i64 %1771
  store float %1767, ptr %1772, align 4
  %1773 = add nsw i32 %j336, 1
  br label %for.cond333, !llvm.loop !79

for.end335:                                       ; preds = %for.cond333
  %1774 = add nsw i32 %i332, 1
  br label %for.cond329, !llvm.loop !80

for.cond338:                                      ; preds = %for.end353, %for.end331
  %i9 = phi i32 [ 0, %for.end331 ], [ %1816, %for.end353 ]
  %1775 = icmp slt i32 %i9, 4
  br i1 %1775, label %for.body339, label %for.end340

for.body339:                                      ; preds = %for.cond338
  br label %for.cond341

for.end340:                                       ; preds = %for.cond338
  br label %for.cond355

for.cond341:                                      ; preds = %for.body342, %for.body339
  %lane6 = phi i32 [ 0, %for.body339 ], [ %1785, %for.body342 ]
  %1776 = icmp slt i32 %lane6, 32
  br i1 %1776, label %for.body342, label %for.end343

for.body342:                                      ; preds = %for.cond341
  %1777 = sext i32 %i9 to i64
  %1778 = mul nsw i64 %1777, 512
  %1779 = sext i32 %lane6 to i64
  %1780 = add nsw i64 %1778, %1779
  %1781 = getelementptr inbounds float, ptr %X_f, i64 %1780
  %1782 = load float, ptr %1781, align 4
  %1783 = sext i32 %lane6 to i64
  %1784 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %1783
  store float %1782, ptr %1784, align 4
  %1785 = add nsw i32 %lane6, 1
  br label %for.cond341, !llvm.loop !81

for.end343:                                       ; preds = %for.cond341
  br label %for.cond344

for.cond344:                                      ; preds = %for.end349, %for.end343
  %red6 = phi i32 [ 0, %for.end343 ], [ %1804, %for.end349 ]
  %1786 = icmp slt i32 %red6, 15
  br i1 %1786, label %for.body345, label %for.end346

for.body345:                                      ; preds = %for.cond344
  br label %for.cond347

for.end346:                                       ; preds = %for.cond344
  br label %for.cond351

for.cond347:                                      ; preds = %for.body348, %for.body345
  %lane6350 = phi i32 [ 0, %for.body345 ], [ %1803, %for.body348 ]
  %1787 = icmp slt i32 %lane6350, 32
  br i1 %1787, label %for.body348, label %for.end349

for.body348:                                      ; preds = %for.cond347
  %1788 = sext i32 %lane6350 to i64
  %1789 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %1788
  %1790 = load float, ptr %1789, align 4
  %1791 = sext i32 %i9 to i64
  %1792 = mul nsw i64 %1791, 512
  %1793 = add i32 %red6, 1
  %1794 = mul i32 %1793, 32
  %1795 = add i32 %1794, %lane6350
  %1796 = sext i32 %1795 to i64
  %1797 = add nsw i64 %1792, %1796
  %1798 = getelementptr inbounds float, ptr %X_f, i64 %1797
  %1799 = load float, ptr %1798, align 4
  %1800 = fadd float %1790, %1799
  %1801 = sext i32 %lane6350 to i64
  %1802 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %1801
  store float %1800, ptr %1802, align 4
  %1803 = add nsw i32 %lane6350, 1
  br label %for.cond347, !llvm.loop !82

for.end349:                                       ; preds = %for.cond347
  %1804 = add nsw i32 %red6, 1
  br label %for.cond344, !llvm.loop !83

for.cond351:                                      ; preds = %for.body352, %for.end346
  %lane6354 = phi i32 [ 0, %for.end346 ], [ %1815, %for.body352 ]
  %1805 = icmp slt i32 %lane6354, 32
  br i1 %1805, label %for.body352, label %for.end353

for.body352:                                      ; preds = %for.cond351
  %1806 = sext i32 %i9 to i64
  %1807 = getelementptr inbounds float, ptr %mean, i64 %1806
  %1808 = load float, ptr %1807, align 4
  %1809 = sext i32 %lane6354 to i64
  %1810 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %1809
  %1811 = load float, ptr %1810, align 4
  %1812 = fadd float %1808, %1811
  %1813 = sext i32 %i9 to i64
  %1814 = getelementptr inbounds float, ptr %mean, i64 %1813
  store float %1812, ptr %1814, align 4
  %1815 = add nsw i32 %lane6354, 1
  br label %for.cond351, !llvm.loop !84

for.end353:                                       ; preds = %for.cond351
  %1816 = add nsw i32 %i9, 1
  br label %for.cond338, !llvm.loop !85

for.cond355:                                      ; preds = %for.end370, %for.end340
  %i10 = phi i32 [ 0, %for.end340 ], [ %1859, %for.end370 ]
  %1817 = icmp slt i32 %i10, 4
  br i1 %1817, label %for.body356, label %for.end357

for.body356:                                      ; preds = %for.cond355
  br label %for.cond358

for.end357:                                       ; preds = %for.cond355
  %1818 = add nsw i32 %c, 1
  br label %for.cond288, !llvm.loop !86

for.cond358:                                      ; preds = %for.body359, %for.body356
  %lane7 = phi i32 [ 0, %for.body356 ], [ %1828, %for.body359 ]
  %1819 = icmp slt i32 %lane7, 32
  br i1 %1819, label %for.body359, label %for.end360

for.body359:                                      ; preds = %for.cond358
  %1820 = sext i32 %i10 to i64
  %1821 = mul nsw i64 %1820, 512
  %1822 = sext i32 %lane7 to i64
  %1823 = add nsw i64 %1821, %1822
  %1824 = getelementptr inbounds float, ptr %sq, i64 %1823
  %1825 = load float, ptr %1824, align 4
  %1826 = sext i32 %lane7 to i64
  %1827 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %1826
  store float %1825, ptr %1827, align 4
  %1828 = add nsw i32 %lane7, 1
  br label %for.cond358, !llvm.loop !87

for.end360:                                       ; preds = %for.cond358
  br label %for.cond361

for.cond361:                                      ; preds = %for.end366, %for.end360
  %red7 = phi i32 [ 0, %for.end360 ], [ %1847, %for.end366 ]
  %1829 = icmp slt i32 %red7, 15
  br i1 %1829, label %for.body362, label %for.end363

for.body362:                                      ; preds = %for.cond361
  br label %for.cond364

for.end363:                                       ; preds = %for.cond361
  br label %for.cond368

for.cond364:                                      ; preds = %for.body365, %for.body362
  %lane7367 = phi i32 [ 0, %for.body362 ], [ %1846, %for.body365 ]
  %1830 = icmp slt i32 %lane7367, 32
  br i1 %1830, label %for.body365, label %for.end366

for.body365:                                      ; preds = %for.cond364
  %1831 = sext i32 %lane7367 to i64
  %1832 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %1831
  %1833 = load float, ptr %1832, align 4
  %1834 = sext i32 %i10 to i64
  %1835 = mul nsw i64 %1834, 512
  %1836 = add i32 %red7, 1
  %1837 = mul i32 %1836, 32
  %1838 = add i32 %1837, %lane7367
  %1839 = sext i32 %1838 to i64
  %1840 = add nsw i64 %1835, %1839
  %1841 = getelementptr inbounds float, ptr %sq, i64 %1840
  %1842 = load float, ptr %1841, align 4
  %1843 = fadd float %1833, %1842
  %1844 = sext i32 %lane7367 to i64
  %1845 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %1844
  store float %1843, ptr %1845, align 4
  %1846 = add nsw i32 %lane7367, 1
  br label %for.cond364, !llvm.loop !88

for.end366:                                       ; preds = %for.cond364
  %1847 = add nsw i32 %red7, 1
  br label %for.cond361, !llvm.loop !89

for.cond368:                                      ; preds = %for.body369, %for.end363
  %lane7371 = phi i32 [ 0, %for.end363 ], [ %1858, %for.body369 ]
  %1848 = icmp slt i32 %lane7371, 32
  br i1 %1848, label %for.body369, label %for.end370

for.body369:                                      ; preds = %for.cond368
  %1849 = sext i32 %i10 to i64
  %1850 = getelementptr inbounds float, ptr %rstd, i64 %1849
  %1851 = load float, ptr %1850, align 4
  %1852 = sext i32 %lane7371 to i64
  %1853 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %1852
  %1854 = load float, ptr %1853, align 4
  %1855 = fadd float %1851, %1854
  %1856 = sext i32 %i10 to i64
  %1857 = getelementptr inbounds float, ptr %rstd, i64 %1856
  store float %1855, ptr %1857, align 4
  %1858 = add nsw i32 %lane7371, 1
  br label %for.cond368, !llvm.loop !90

for.end370:                                       ; preds = %for.cond368
  %1859 = add nsw i32 %i10, 1
  br label %for.cond355, !llvm.loop !91

for.cond372:                                      ; preds = %for.body373, %for.end290
  %i375 = phi i32 [ 0, %for.end290 ], [ %1889, %for.body373 ]
  %1860 = icmp slt i32 %i375, 4
  br i1 %1860, label %for.body373, label %for.end374

for.body373:                                      ; preds = %for.cond372
  %1861 = sext i32 %i375 to i64
  %1862 = getelementptr inbounds float, ptr %mean, i64 %1861
  %1863 = load float, ptr %1862, align 4
  %1864 = sitofp i32 %N to float
  %1865 = fdiv float %1863, %1864
  %1866 = sext i32 %i375 to i64
  %1867 = getelementptr inbounds float, ptr %mean, i64 %1866
  store float %1865, ptr %1867, align 4
  %1868 = sext i32 %i375 to i64
  %1869 = getelementptr inbounds float, ptr %rstd, i64 %1868
  %1870 = load float, ptr %1869, align 4
  %1871 = sitofp i32 %N to float
  %1872 = fdiv float %1870, %1871
  %1873 = sext i32 %i375 to i64
  %1874 = getelementptr inbounds float, ptr %mean, i64 %1873
  %1875 = load float, ptr %1874, align 4
  %1876 = sext i32 %i375 to i64
  %1877 = getelementptr inbounds float, ptr %mean, i64 %1876
  %1878 = load float, ptr %1877, align 4
  %1879 = fmul float %1875, %1878
  %1880 = fsub float %1872, %1879
  %1881 = call float @llvm.maxnum.f32(float %1880, float 0.000000e+00)
  %1882 = fadd float %1881, 0x3EE4F8B580000000
  %1883 = fpext float %1882 to double
  %1884 = call double @llvm.sqrt.f64(double %1883)
  %1885 = fdiv double 1.000000e+00, %1884
  %1886 = fptrunc double %1885 to float
  %1887 = sext i32 %i375 to i64
  %1888 = getelementptr inbounds float, ptr %rstd, i64 %1887
  store float %1886, ptr %1888, align 4
  %1889 = add nsw i32 %i375, 1
  br label %for.cond372, !llvm.loop !92

for.end374:                                       ; preds = %for.cond372
  %1890 = sext i32 %N to i64
  %1891 = sdiv i64 %1890, 512
  %1892 = sub i64 0, %1890
  %1893 = select i1 false, i64 %1892, i64 %1891
  %1894 = srem i64 %1890, 512
  %1895 = icmp ne i64 %1894, 0
  %1896 = icmp slt i64 %1890, 0
  %1897 = icmp eq i1 %1896, false
  %1898 = and i1 %1895, %1897
  %1899 = zext i1 %1898 to i64
  %1900 = add i64 %1893, %1899
  %1901 = trunc i64 %1900 to i32
  %1902 = sext i32 %N to i64
  %1903 = sdiv i64 %1902, 512
  %1904 = sub i64 0, %1902
  %1905 = select i1 false, i64 %1904, i64 %1903
  %1906 = srem i64 %1902, 512
  %1907 = icmp ne i64 %1906, 0
  %1908 = icmp slt i64 %1902, 0
  %1909 = icmp eq i1 %1908, false
  %1910 = and i1 %1907, %1909
  %1911 = zext i1 %1910 to i64
  %1912 = add i64 %1905, %1911
  %1913 = trunc i64 %1912 to i32
  br label %for.cond376

for.cond376:                                      ; preds = %if.end458, %for.end374
  %c379 = phi i32 [ 0, %for.end374 ], [ %3112, %if.end458 ]
  %1914 = icmp slt i32 %c379, %1901
  br i1 %1914, label %for.body377, label %for.end378

for.body377:                                      ; preds = %for.cond376
  %1915 = sub i32 %1913, 1
  %t = sub i32 %1915, %c379
  %1916 = mul i32 %bx, 4
  %1917 = icmp sle i32 0, %1916
  %1918 = mul i32 %bx, 4
  %1919 = sext i32 %1918 to i64
  %1920 = add i64 %1919, 4
  %1921 = sext i32 %M to i64
  %1922 = icmp sle i64 %1920, %1921
  %1923 = and i1 %1917, %1922
  %1924 = mul i32 %t, 512
  %1925 = icmp sle i32 0, %1924
  %1926 = mul i32 %t, 512
  %1927 = sext i32 %1926 to i64
  %1928 = add i64 %1927, 512
  %1929 = sext i32 %N to i64
  %1930 = icmp sle i64 %1928, %1929
  %1931 = and i1 %1925, %1930
  %1932 = and i1 %1923, %1931
  br i1 %1932, label %if.then380, label %if.else381

for.end378:                                       ; preds = %for.cond376
  br label %if.end160

if.then380:                                       ; preds = %for.body377
  br label %for.cond383

if.else381:                                       ; preds = %for.body377
  br label %for.cond389

if.end382:                                        ; preds = %for.end391, %for.end385
  %1933 = mul i32 %t, 512
  %1934 = icmp sle i32 0, %1933
  %1935 = mul i32 %t, 512
  %1936 = sext i32 %1935 to i64
  %1937 = add i64 %1936, 512
  %1938 = sext i32 %N to i64
  %1939 = icmp sle i64 %1937, %1938
  %1940 = and i1 %1934, %1939
  br i1 %1940, label %if.then411, label %if.else412

for.cond383:                                      ; preds = %for.end388, %if.then380
  %i12 = phi i32 [ 0, %if.then380 ], [ %1960, %for.end388 ]
  %1941 = icmp slt i32 %i12, 4
  br i1 %1941, label %for.body384, label %for.end385

for.body384:                                      ; preds = %for.cond383
  br label %for.cond386

for.end385:                                       ; preds = %for.cond383
  br label %if.end382

for.cond386:                                      ; preds = %for.body387, %for.body384
  %j2 = phi i32 [ 0, %for.body384 ], [ %1959, %for.body387 ]
  %1942 = icmp slt i32 %j2, 512
  br i1 %1942, label %for.body387, label %for.end388

for.body387:                                      ; preds = %for.cond386
  %1943 = mul i32 %bx, 4
  %1944 = add i32 %1943, %i12
  %1945 = sext i32 %1944 to i64
  %1946 = sext i32 %N to i64
  %1947 = mul nsw i64 %1945, %1946
  %1948 = mul i32 %t, 512
  %1949 = add i32 %1948, %j2
  %1950 = sext i32 %1949 to i64
  %1951 = add nsw i64 %1947, %1950
  %1952 = getelementptr inbounds float, ptr %X, i64 %1951
  %1953 = load float, ptr %1952, align 4
  %1954 = sext i32 %i12 to i64
  %1955 = mul nsw i64 %1954, 512
  %1956 = sext i32 %j2 to i64
  %1957 = add nsw i64 %1955, %1956
  %1958 = getelementptr inbounds float, ptr %X_f, i64 %1957
  store float %1953, ptr %1958, align 4
  %1959 = add nsw i32 %j2, 1
  br label %for.cond386, !llvm.loop !93

for.end388:                                       ; preds = %for.cond386
  %1960 = add nsw i32 %i12, 1
  br label %for.cond383, !llvm.loop !94

for.cond389:                                      ; preds = %for.end409, %if.else381
  %i12392 = phi i32 [ 0, %if.else381 ], [ %2069, %for.end409 ]
  %1961 = icmp slt i32 %i12392, 4
  br i1 %1961, label %for.body390, label %for.end391

for.body390:                                      ; preds = %for.cond389
  %1962 = mul i32 %t, 512
  %1963 = sext i32 %1962 to i64
  %1964 = sub i64 0, %1963
  %1965 = icmp slt i64 %1964, 0
  %1966 = mul i32 %t, 512
  %1967 = sext i32 %1966 to i64
  %1968 = sub i64 0, %1967
  %1969 = icmp sgt i64 %1968, 512
  %1970 = mul i32 %t, 512
  %1971 = sext i32 %1970 to i64
  %1972 = sub i64 0, %1971
  %1973 = select i1 %1969, i64 512, i64 %1972
  %1974 = select i1 %1965, i64 0, i64 %1973
  %tl_lo14 = trunc i64 %1974 to i32
  %1975 = sext i32 %N to i64
  %1976 = mul i32 %t, 512
  %1977 = sext i32 %1976 to i64
  %1978 = sub i64 %1975, %1977
  %1979 = icmp slt i64 %1978, 0
  %1980 = sext i32 %N to i64
  %1981 = mul i32 %t, 512
  %1982 = sext i32 %1981 to i64
  %1983 = sub i64 %1980, %1982
  %1984 = icmp sgt i64 %1983, 512
  %1985 = sext i32 %N to i64
  %1986 = mul i32 %t, 512
  %1987 = sext i32 %1986 to i64
  %1988 = sub i64 %1985, %1987
  %1989 = select i1 %1984, i64 512, i64 %1988
  %1990 = select i1 %1979, i64 0, i64 %1989
  %1991 = sext i32 %tl_lo14 to i64
  %1992 = icmp slt i64 %1990, %1991
  %1993 = sext i32 %tl_lo14 to i64
  %1994 = sext i32 %N to i64
  %1995 = mul i32 %t, 512
  %1996 = sext i32 %1995 to i64
  %1997 = sub i64 %1994, %1996
  %1998 = icmp slt i64 %1997, 0
  %1999 = sext i32 %N to i64
  %2000 = mul i32 %t, 512
  %2001 = sext i32 %2000 to i64
  %2002 = sub i64 %1999, %2001
  %2003 = icmp sgt i64 %2002, 512
  %2004 = sext i32 %N to i64
  %2005 = mul i32 %t, 512
  %2006 = sext i32 %2005 to i64
  %2007 = sub i64 %2004, %2006
  %2008 = select i1 %2003, i64 512, i64 %2007
  %2009 = select i1 %1998, i64 0, i64 %2008
  %2010 = select i1 %1992, i64 %1993, i64 %2009
  %tl_hi15 = trunc i64 %2010 to i32
  br label %for.cond393

for.end391:                                       ; preds = %for.cond389
  br label %if.end382

for.cond393:                                      ; preds = %for.body394, %for.body390
  %j2396 = phi i32 [ 0, %for.body390 ], [ %2017, %for.body394 ]
  %2011 = icmp slt i32 %j2396, %tl_lo14
  br i1 %2011, label %for.body394, label %for.end395

for.body394:                                      ; preds = %for.cond393
  %2012 = sext i32 %i12392 to i64
  %2013 = mul nsw i64 %2012, 512
  %2014 = sext i32 %j2396 to i64
  %2015 = add nsw i64 %2013, %2014
  %2016 = getelementptr inbounds float, ptr %X_f, i64 %2015
  store float 0.000000e+00, ptr %2016, align 4
  %2017 = add nsw i32 %j2396, 1
  br label %for.cond393, !llvm.loop !95

for.end395:                                       ; preds = %for.cond393
  %2018 = mul i32 %bx, 4
  %2019 = sext i32 %2018 to i64
  %2020 = sext i32 %i12392 to i64
  %2021 = add i64 %2019, %2020
  %2022 = icmp sle i64 0, %2021
  %2023 = mul i32 %bx, 4
  %2024 = sext i32 %2023 to i64
  %2025 = sext i32 %i12392 to i64
  %2026 = add i64 %2024, %2025
  %2027 = sext i32 %M to i64
  %2028 = icmp slt i64 %2026, %2027
  %2029 = and i1 %2022, %2028
  br i1 %2029, label %if.then397, label %if.else398

if.then397:                                       ; preds = %for.end395
  %2030 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond400

if.else398:                                       ; preds = %for.end395
  %2031 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond403

if.end399:                                        ; preds = %for.end405, %for.end402
  %2032 = sub i32 512, %tl_hi15
  br label %for.cond407

for.cond400:                                      ; preds = %for.body401, %if.then397
  %j21 = phi i32 [ 0, %if.then397 ], [ %2052, %for.body401 ]
  %2033 = icmp slt i32 %j21, %2030
  br i1 %2033, label %for.body401, label %for.end402

for.body401:                                      ; preds = %for.cond400
  %2034 = mul i32 %bx, 4
  %2035 = add i32 %2034, %i12392
  %2036 = sext i32 %2035 to i64
  %2037 = sext i32 %N to i64
  %2038 = mul nsw i64 %2036, %2037
  %2039 = mul i32 %t, 512
  %2040 = add i32 %tl_lo14, %j21
  %2041 = add i32 %2039, %2040
  %2042 = sext i32 %2041 to i64
  %2043 = add nsw i64 %2038, %2042
  %2044 = getelementptr inbounds float, ptr %X, i64 %2043
  %2045 = load float, ptr %2044, align 4
  %2046 = sext i32 %i12392 to i64
  %2047 = mul nsw i64 %2046, 512
  %2048 = add i32 %tl_lo14, %j21
  %2049 = sext i32 %2048 to i64
  %2050 = add nsw i64 %2047, %2049
  %2051 = getelementptr inbounds float, ptr %X_f, i64 %2050
  store float %2045, ptr %2051, align 4
  %2052 = add nsw i32 %j21, 1
  br label %for.cond400, !llvm.loop !96

for.end402:                                       ; preds = %for.cond400
  br label %if.end399

for.cond403:                                      ; preds = %for.body404, %if.else398
  %j21406 = phi i32 [ 0, %if.else398 ], [ %2060, %for.body404 ]
  %2053 = icmp slt i32 %j21406, %2031
  br i1 %2053, label %for.body404, label %for.end405

for.body404:                                      ; preds = %for.cond403
  %2054 = sext i32 %i12392 to i64
  %2055 = mul nsw i64 %2054, 512
  %2056 = add i32 %tl_lo14, %j21406
  %2057 = sext i32 %2056 to i64
  %2058 = add nsw i64 %2055, %2057
  %2059 = getelementptr inbounds float, ptr %X_f, i64 %2058
  store float 0.000000e+00, ptr %2059, align 4
  %2060 = add nsw i32 %j21406, 1
  br label %for.cond403, !llvm.loop !97

for.end405:                                       ; preds = %for.cond403
  br label %if.end399

for.cond407:                                      ; preds = %for.body408, %if.end399
  %j21410 = phi i32 [ 0, %if.end399 ], [ %2068, %for.body408 ]
  %2061 = icmp slt i32 %j21410, %2032
  br i1 %2061, label %for.body408, label %for.end409

for.body408:                                      ; preds = %for.cond407
  %2062 = sext i32 %i12392 to i64
  %2063 = mul nsw i64 %2062, 512
  %2064 = add i32 %tl_hi15, %j21410
  %2065 = sext i32 %2064 to i64
  %2066 = add nsw i64 %2063, %2065
  %2067 = getelementptr inbounds float, ptr %X_f, i64 %2066
  store float 0.000000e+00, ptr %2067, align 4
  %2068 = add nsw i32 %j21410, 1
  br label %for.cond407, !llvm.loop !98

for.end409:                                       ; preds = %for.cond407
  %2069 = add nsw i32 %i12392, 1
  br label %for.cond389, !llvm.loop !99

if.then411:                                       ; preds = %if.end382
  br label %for.cond414

if.else412:                                       ; preds = %if.end382
  %2070 = mul i32 %t, 512
  %2071 = sext i32 %2070 to i64
  %2072 = sub i64 0, %2071
  %2073 = icmp slt i64 %2072, 0
  %2074 = mul i32 %t, 512
  %2075 = sext i32 %2074 to i64
  %2076 = sub i64 0, %2075
  %2077 = icmp sgt i64 %2076, 512
  %2078 = mul i32 %t, 512
  %2079 = sext i32 %2078 to i64
  %2080 = sub i64 0, %2079
  %2081 = select i1 %2077, i64 512, i64 %2080
  %2082 = select i1 %2073, i64 0, i64 %2081
  %tl_lo16 = trunc i64 %2082 to i32
  %2083 = sext i32 %N to i64
  %2084 = mul i32 %t, 512
  %2085 = sext i32 %2084 to i64
  %2086 = sub i64 %2083, %2085
  %2087 = icmp slt i64 %2086, 0
  %2088 = sext i32 %N to i64
  %2089 = mul i32 %t, 512
  %2090 = sext i32 %2089 to i64
  %2091 = sub i64 %2088, %2090
  %2092 = icmp sgt i64 %2091, 512
  %2093 = sext i32 %N to i64
  %2094 = mul i32 %t, 512
  %2095 = sext i32 %2094 to i64
  %2096 = sub i64 %2093, %2095
  %2097 = select i1 %2092, i64 512, i64 %2096
  %2098 = select i1 %2087, i64 0, i64 %2097
  %2099 = sext i32 %tl_lo16 to i64
  %2100 = icmp slt i64 %2098, %2099
  %2101 = sext i32 %tl_lo16 to i64
  %2102 = sext i32 %N to i64
  %2103 = mul i32 %t, 512
  %2104 = sext i32 %2103 to i64
  %2105 = sub i64 %2102, %2104
  %2106 = icmp slt i64 %2105, 0
  %2107 = sext i32 %N to i64
  %2108 = mul i32 %t, 512
  %2109 = sext i32 %2108 to i64
  %2110 = sub i64 %2107, %2109
  %2111 = icmp sgt i64 %2110, 512
  %2112 = sext i32 %N to i64
  %2113 = mul i32 %t, 512
  %2114 = sext i32 %2113 to i64
  %2115 = sub i64 %2112, %2114
  %2116 = select i1 %2111, i64 512, i64 %2115
  %2117 = select i1 %2106, i64 0, i64 %2116
  %2118 = select i1 %2100, i64 %2101, i64 %2117
  %tl_hi17 = trunc i64 %2118 to i32
  br label %for.cond418

if.end413:                                        ; preds = %for.end424, %for.end416
  %2119 = mul i32 %t, 512
  %2120 = icmp sle i32 0, %2119
  %2121 = mul i32 %t, 512
  %2122 = sext i32 %2121 to i64
  %2123 = add i64 %2122, 512
  %2124 = sext i32 %N to i64
  %2125 = icmp sle i64 %2123, %2124
  %2126 = and i1 %2120, %2125
  br i1 %2126, label %if.then425, label %if.else426

for.cond414:                                      ; preds = %for.body415, %if.then411
  %i12417 = phi i32 [ 0, %if.then411 ], [ %2135, %for.body415 ]
  %2127 = icmp slt i32 %i12417, 512
  br i1 %2127, label %for.body415, label %for.end416

for.body415:                                      ; preds = %for.cond414
  %2128 = mul i32 %t, 512
  %2129 = add i32 %2128, %i12417
  %2130 = sext i32 %2129 to i64
  %2131 = getelementptr inbounds float, ptr %W, i64 %2130
  %2132 = load float, ptr %2131, align 4
  %2133 = sext i32 %i12417 to i64
  %2134 = getelementptr inbounds float, ptr %W_f, i64 %2133
  store float %2132, ptr %2134, align 4
  %2135 = add nsw i32 %i12417, 1
  br label %for.cond414, !llvm.loop !100

for.end416:                                       ; preds = %for.cond414
  br label %if.end413

for.cond418:                                      ; preds = %for.body419, %if.else412
  %i12421 = phi i32 [ 0, %if.else412 ], [ %2139, %for.body419 ]
  %2136 = icmp slt i32 %i12421, %tl_lo16
  br i1 %2136, label %for.body419, label %for.end420

for.body419:                                      ; preds = %for.cond418
  %2137 = sext i32 %i12421 to i64
  %2138 = getelementptr inbounds float, ptr %W_f, i64 %2137
  store float 0.000000e+00, ptr %2138, align 4
  %2139 = add nsw i32 %i12421, 1
  br label %for.cond418, !llvm.loop !101

for.end420:                                       ; preds = %for.cond418
  %2140 = sub i32 %tl_hi17, %tl_lo16
  br label %for.cond422

for.cond422:                                      ; preds = %for.body423, %for.end420
  %i121 = phi i32 [ 0, %for.end420 ], [ %2151, %for.body423 ]
  %2141 = icmp slt i32 %i121, %2140
  br i1 %2141, label %for.body423, label %for.end424

for.body423:                                      ; preds = %for.cond422
  %2142 = mul i32 %t, 512
  %2143 = add i32 %tl_lo16, %i121
  %2144 = add i32 %2142, %2143
  %2145 = sext i32 %2144 to i64
  %2146 = getelementptr inbounds float, ptr %W, i64 %2145
  %2147 = load float, ptr %2146, align 4
  %2148 = add i32 %tl_lo16, %i121
  %2149 = sext i32 %2148 to i64
  %2150 = getelementptr inbounds float, ptr %W_f, i64 %2149
  store float %2147, ptr %2150, align 4
  %2151 = add nsw i32 %i121, 1
  br label %for.cond422, !llvm.loop !102

for.end424:                                       ; preds = %for.cond422
  br label %if.end413

if.then425:                                       ; preds = %if.end413
  br label %for.cond428

if.else426:                                       ; preds = %if.end413
  %2152 = mul i32 %t, 512
  %2153 = sext i32 %2152 to i64
  %2154 = sub i64 0, %2153
  %2155 = icmp slt i64 %2154, 0
  %2156 = mul i32 %t, 512
  %2157 = sext i32 %2156 to i64
  %2158 = sub i64 0, %2157
  %2159 = icmp sgt i64 %2158, 512
  %2160 = mul i32 %t, 512
  %2161 = sext i32 %2160 to i64
  %2162 = sub i64 0, %2161
  %2163 = select i1 %2159, i64 512, i64 %2162
  %2164 = select i1 %2155, i64 0, i64 %2163
  %tl_lo18 = trunc i64 %2164 to i32
  %2165 = sext i32 %N to i64
  %2166 = mul i32 %t, 512
  %2167 = sext i32 %2166 to i64
  %2168 = sub i64 %2165, %2167
  %2169 = icmp slt i64 %2168, 0
  %2170 = sext i32 %N to i64
  %2171 = mul i32 %t, 512
  %2172 = sext i32 %2171 to i64
  %2173 = sub i64 %2170, %2172
  %2174 = icmp sgt i64 %2173, 512
  %2175 = sext i32 %N to i64
  %2176 = mul i32 %t, 512
  %2177 = sext i32 %2176 to i64
  %2178 = sub i64 %2175, %2177
  %2179 = select i1 %2174, i64 512, i64 %2178
  %2180 = select i1 %2169, i64 0, i64 %2179
  %2181 = sext i32 %tl_lo18 to i64
  %2182 = icmp slt i64 %2180, %2181
  %2183 = sext i32 %tl_lo18 to i64
  %2184 = sext i32 %N to i64
  %2185 = mul i32 %t, 512
  %2186 = sext i32 %2185 to i64
  %2187 = sub i64 %2184, %2186
  %2188 = icmp slt i64 %2187, 0
  %2189 = sext i32 %N to i64
  %2190 = mul i32 %t, 512
  %2191 = sext i32 %2190 to i64
  %2192 = sub i64 %2189, %2191
  %2193 = icmp sgt i64 %2192, 512
  %2194 = sext i32 %N to i64
  %2195 = mul i32 %t, 512
  %2196 = sext i32 %2195 to i64
  %2197 = sub i64 %2194, %2196
  %2198 = select i1 %2193, i64 512, i64 %2197
  %2199 = select i1 %2188, i64 0, i64 %2198
  %2200 = select i1 %2182, i64 %2183, i64 %2199
  %tl_hi19 = trunc i64 %2200 to i32
  br label %for.cond432

if.end427:                                        ; preds = %for.end438, %for.end430
  %2201 = sext i32 %N to i64
  %2202 = sub i32 %1913, 1
  %2203 = sub i32 %2202, %c379
  %2204 = mul i32 %2203, 512
  %2205 = sext i32 %2204 to i64
  %2206 = sub i64 %2201, %2205
  %2207 = icmp slt i64 %2206, 0
  %2208 = sext i32 %N to i64
  %2209 = sub i32 %1913, 1
  %2210 = sub i32 %2209, %c379
  %2211 = mul i32 %2210, 512
  %2212 = sext i32 %2211 to i64
  %2213 = sub i64 %2208, %2212
  %2214 = icmp sgt i64 %2213, 512
  %2215 = sext i32 %N to i64
  %2216 = sub i32 %1913, 1
  %2217 = sub i32 %2216, %c379
  %2218 = mul i32 %2217, 512
  %2219 = sext i32 %2218 to i64
  %2220 = sub i64 %2215, %2219
  %2221 = select i1 %2214, i64 512, i64 %2220
  %2222 = select i1 %2207, i64 0, i64 %2221
  %2223 = sub i32 %1913, 1
  %2224 = sub i32 %2223, %c379
  %2225 = mul i32 %2224, 512
  %2226 = sext i32 %2225 to i64
  %2227 = sub i64 0, %2226
  %2228 = icmp slt i64 %2227, 0
  %2229 = sub i32 %1913, 1
  %2230 = sub i32 %2229, %c379
  %2231 = mul i32 %2230, 512
  %2232 = sext i32 %2231 to i64
  %2233 = sub i64 0, %2232
  %2234 = icmp sgt i64 %2233, 512
  %2235 = sub i32 %1913, 1
  %2236 = sub i32 %2235, %c379
  %2237 = mul i32 %2236, 512
  %2238 = sext i32 %2237 to i64
  %2239 = sub i64 0, %2238
  %2240 = select i1 %2234, i64 512, i64 %2239
  %2241 = select i1 %2228, i64 0, i64 %2240
  %2242 = trunc i64 %2241 to i32
  %2243 = sext i32 %2242 to i64
  %2244 = icmp slt i64 %2222, %2243
  %2245 = sub i32 %1913, 1
  %2246 = sub i32 %2245, %c379
  %2247 = mul i32 %2246, 512
  %2248 = sext i32 %2247 to i64
  %2249 = sub i64 0, %2248
  %2250 = icmp slt i64 %2249, 0
  %2251 = sub i32 %1913, 1
  %2252 = sub i32 %2251, %c379
  %2253 = mul i32 %2252, 512
  %2254 = sext i32 %2253 to i64
  %2255 = sub i64 0, %2254
  %2256 = icmp sgt i64 %2255, 512
  %2257 = sub i32 %1913, 1
  %2258 = sub i32 %2257, %c379
  %2259 = mul i32 %2258, 512
  %2260 = sext i32 %2259 to i64
  %2261 = sub i64 0, %2260
  %2262 = select i1 %2256, i64 512, i64 %2261
  %2263 = select i1 %2250, i64 0, i64 %2262
  %2264 = trunc i64 %2263 to i32
  %2265 = sext i32 %2264 to i64
  %2266 = sext i32 %N to i64
  %2267 = sub i32 %1913, 1
  %2268 = sub i32 %2267, %c379
  %2269 = mul i32 %2268, 512
  %2270 = sext i32 %2269 to i64
  %2271 = sub i64 %2266, %2270
  %2272 = icmp slt i64 %2271, 0
  %2273 = sext i32 %N to i64
  %2274 = sub i32 %1913, 1
  %2275 = sub i32 %2274, %c379
  %2276 = mul i32 %2275, 512
  %2277 = sext i32 %2276 to i64
  %2278 = sub i64 %2273, %2277
  %2279 = icmp sgt i64 %2278, 512
  %2280 = sext i32 %N to i64
  %2281 = sub i32 %1913, 1
  %2282 = sub i32 %2281, %c379
  %2283 = mul i32 %2282, 512
  %2284 = sext i32 %2283 to i64
  %2285 = sub i64 %2280, %2284
  %2286 = select i1 %2279, i64 512, i64 %2285
  %2287 = select i1 %2272, i64 0, i64 %2286
  %2288 = select i1 %2244, i64 %2265, i64 %2287
  %2289 = trunc i64 %2288 to i32
  %2290 = icmp slt i32 %2289, 0
  %2291 = sext i32 %N to i64
  %2292 = sub i32 %1913, 1
  %2293 = sub i32 %2292, %c379
  %2294 = mul i32 %2293, 512
  %2295 = sext i32 %2294 to i64
  %2296 = sub i64 %2291, %2295
  %2297 = icmp slt i64 %2296, 0
  %2298 = sext i32 %N to i64
  %2299 = sub i32 %1913, 1
  %2300 = sub i32 %2299, %c379
  %2301 = mul i32 %2300, 512
  %2302 = sext i32 %2301 to i64
  %2303 = sub i64 %2298, %2302
  %2304 = icmp sgt i64 %2303, 512
  %2305 = sext i32 %N to i64
  %2306 = sub i32 %1913, 1
  %2307 = sub i32 %2306, %c379
  %2308 = mul i32 %2307, 512
  %2309 = sext i32 %2308 to i64
  %2310 = sub i64 %2305, %2309
  %2311 = select i1 %2304, i64 512, i64 %2310
  %2312 = select i1 %2297, i64 0, i64 %2311
  %2313 = sub i32 %1913, 1
  %2314 = sub i32 %2313, %c379
  %2315 = mul i32 %2314, 512
  %2316 = sext i32 %2315 to i64
  %2317 = sub i64 0, %2316
  %2318 = icmp slt i64 %2317, 0
  %2319 = sub i32 %1913, 1
  %2320 = sub i32 %2319, %c379
  %2321 = mul i32 %2320, 512
  %2322 = sext i32 %2321 to i64
  %2323 = sub i64 0, %2322
  %2324 = icmp sgt i64 %2323, 512
  %2325 = sub i32 %1913, 1
  %2326 = sub i32 %2325, %c379
  %2327 = mul i32 %2326, 512
  %2328 = sext i32 %2327 to i64
  %2329 = sub i64 0, %2328
  %2330 = select i1 %2324, i64 512, i64 %2329
  %2331 = select i1 %2318, i64 0, i64 %2330
  %2332 = trunc i64 %2331 to i32
  %2333 = sext i32 %2332 to i64
  %2334 = icmp slt i64 %2312, %2333
  %2335 = sub i32 %1913, 1
  %2336 = sub i32 %2335, %c379
  %2337 = mul i32 %2336, 512
  %2338 = sext i32 %2337 to i64
  %2339 = sub i64 0, %2338
  %2340 = icmp slt i64 %2339, 0
  %2341 = sub i32 %1913, 1
  %2342 = sub i32 %2341, %c379
  %2343 = mul i32 %2342, 512
  %2344 = sext i32 %2343 to i64
  %2345 = sub i64 0, %2344
  %2346 = icmp sgt i64 %2345, 512
  %2347 = sub i32 %1913, 1
  %2348 = sub i32 %2347, %c379
  %2349 = mul i32 %2348, 512
  %2350 = sext i32 %2349 to i64
  %2351 = sub i64 0, %2350
  %2352 = select i1 %2346, i64 512, i64 %2351
  %2353 = select i1 %2340, i64 0, i64 %2352
  %2354 = trunc i64 %2353 to i32
  %2355 = sext i32 %2354 to i64
  %2356 = sext i32 %N to i64
  %2357 = sub i32 %1913, 1
  %2358 = sub i32 %2357, %c379
  %2359 = mul i32 %2358, 512
  %2360 = sext i32 %2359 to i64
  %2361 = sub i64 %2356, %2360
  %2362 = icmp slt i64 %2361, 0
  %2363 = sext i32 %N to i64
  %2364 = sub i32 %1913, 1
  %2365 = sub i32 %2364, %c379
  %2366 = mul i32 %2365, 512
  %2367 = sext i32 %2366 to i64
  %2368 = sub i64 %2363, %2367
  %2369 = icmp sgt i64 %2368, 512
  %2370 = sext i32 %N to i64
  %2371 = sub i32 %1913, 1
  %2372 = sub i32 %2371, %c379
  %2373 = mul i32 %2372, 512
  %2374 = sext i32 %2373 to i64
  %2375 = sub i64 %2370, %2374
  %2376 = select i1 %2369, i64 512, i64 %2375
  %2377 = select i1 %2362, i64 0, i64 %2376
  %2378 = select i1 %2334, i64 %2355, i64 %2377
  %2379 = trunc i64 %2378 to i32
  %2380 = icmp sgt i32 %2379, 512
  %2381 = sext i32 %N to i64
  %2382 = sub i32 %1913, 1
  %2383 = sub i32 %2382, %c379
  %2384 = mul i32 %2383, 512
  %2385 = sext i32 %2384 to i64
  %2386 = sub i64 %2381, %2385
  %2387 = icmp slt i64 %2386, 0
  %2388 = sext i32 %N to i64
  %2389 = sub i32 %1913, 1
  %2390 = sub i32 %2389, %c379
  %2391 = mul i32 %2390, 512
  %2392 = sext i32 %2391 to i64
  %2393 = sub i64 %2388, %2392
  %2394 = icmp sgt i64 %2393, 512
  %2395 = sext i32 %N to i64
  %2396 = sub i32 %1913, 1
  %2397 = sub i32 %2396, %c379
  %2398 = mul i32 %2397, 512
  %2399 = sext i32 %2398 to i64
  %2400 = sub i64 %2395, %2399
  %2401 = select i1 %2394, i64 512, i64 %2400
  %2402 = select i1 %2387, i64 0, i64 %2401
  %2403 = sub i32 %1913, 1
  %2404 = sub i32 %2403, %c379
  %2405 = mul i32 %2404, 512
  %2406 = sext i32 %2405 to i64
  %2407 = sub i64 0, %2406
  %2408 = icmp slt i64 %2407, 0
  %2409 = sub i32 %1913, 1
  %2410 = sub i32 %2409, %c379
  %2411 = mul i32 %2410, 512
  %2412 = sext i32 %2411 to i64
  %2413 = sub i64 0, %2412
  %2414 = icmp sgt i64 %2413, 512
  %2415 = sub i32 %1913, 1
  %2416 = sub i32 %2415, %c379
  %2417 = mul i32 %2416, 512
  %2418 = sext i32 %2417 to i64
  %2419 = sub i64 0, %2418
  %2420 = select i1 %2414, i64 512, i64 %2419
  %2421 = select i1 %2408, i64 0, i64 %2420
  %2422 = trunc i64 %2421 to i32
  %2423 = sext i32 %2422 to i64
  %2424 = icmp slt i64 %2402, %2423
  %2425 = sub i32 %1913, 1
  %2426 = sub i32 %2425, %c379
  %2427 = mul i32 %2426, 512
  %2428 = sext i32 %2427 to i64
  %2429 = sub i64 0, %2428
  %2430 = icmp slt i64 %2429, 0
  %2431 = sub i32 %1913, 1
  %2432 = sub i32 %2431, %c379
  %2433 = mul i32 %2432, 512
  %2434 = sext i32 %2433 to i64
  %2435 = sub i64 0, %2434
  %2436 = icmp sgt i64 %2435, 512
  %2437 = sub i32 %1913, 1
  %2438 = sub i32 %2437, %c379
  %2439 = mul i32 %2438, 512
  %2440 = sext i32 %2439 to i64
  %2441 = sub i64 0, %2440
  %2442 = select i1 %2436, i64 512, i64 %2441
  %2443 = select i1 %2430, i64 0, i64 %2442
  %2444 = trunc i64 %2443 to i32
  %2445 = sext i32 %2444 to i64
  %2446 = sext i32 %N to i64
  %2447 = sub i32 %1913, 1
  %2448 = sub i32 %2447, %c379
  %2449 = mul i32 %2448, 512
  %2450 = sext i32 %2449 to i64
  %2451 = sub i64 %2446, %2450
  %2452 = icmp slt i64 %2451, 0
  %2453 = sext i32 %N to i64
  %2454 = sub i32 %1913, 1
  %2455 = sub i32 %2454, %c379
  %2456 = mul i32 %2455, 512
  %2457 = sext i32 %2456 to i64
  %2458 = sub i64 %2453, %2457
  %2459 = icmp sgt i64 %2458, 512
  %2460 = sext i32 %N to i64
  %2461 = sub i32 %1913, 1
  %2462 = sub i32 %2461, %c379
  %2463 = mul i32 %2462, 512
  %2464 = sext i32 %2463 to i64
  %2465 = sub i64 %2460, %2464
  %2466 = select i1 %2459, i64 512, i64 %2465
  %2467 = select i1 %2452, i64 0, i64 %2466
  %2468 = select i1 %2424, i64 %2445, i64 %2467
  %2469 = trunc i64 %2468 to i32
  %2470 = select i1 %2380, i32 512, i32 %2469
  %tl_pad_from42 = select i1 %2290, i32 0, i32 %2470
  %tl_pad_n44 = sub i32 512, %tl_pad_from42
  br label %for.cond439

for.cond428:                                      ; preds = %for.body429, %if.then425
  %i12431 = phi i32 [ 0, %if.then425 ], [ %2479, %for.body429 ]
  %2471 = icmp slt i32 %i12431, 512
  br i1 %2471, label %for.body429, label %for.end430

for.body429:                                      ; preds = %for.cond428
  %2472 = mul i32 %t, 512
  %2473 = add i32 %2472, %i12431
  %2474 = sext i32 %2473 to i64
  %2475 = getelementptr inbounds float, ptr %B, i64 %2474
  %2476 = load float, ptr %2475, align 4
  %2477 = sext i32 %i12431 to i64
  %2478 = getelementptr inbounds float, ptr %B_f, i64 %2477
  store float %2476, ptr %2478, align 4
  %2479 = add nsw i32 %i12431, 1
  br label %for.cond428, !llvm.loop !103

for.end430:                                       ; preds = %for.cond428
  br label %if.end427

for.cond432:                                      ; preds = %for.body433, %if.else426
  %i12435 = phi i32 [ 0, %if.else426 ], [ %2483, %for.body433 ]
  %2480 = icmp slt i32 %i12435, %tl_lo18
  br i1 %2480, label %for.body433, label %for.end434

for.body433:                                      ; preds = %for.cond432
  %2481 = sext i32 %i12435 to i64
  %2482 = getelementptr inbounds float, ptr %B_f, i64 %2481
  store float 0.000000e+00, ptr %2482, align 4
  %2483 = add nsw i32 %i12435, 1
  br label %for.cond432, !llvm.loop !104

for.end434:                                       ; preds = %for.cond432
  %2484 = sub i32 %tl_hi19, %tl_lo18
  br label %for.cond436

for.cond436:                                      ; preds = %for.body437, %for.end434
  %i122 = phi i32 [ 0, %for.end434 ], [ %2495, %for.body437 ]
  %2485 = icmp slt i32 %i122, %2484
  br i1 %2485, label %for.body437, label %for.end438

for.body437:                                      ; preds = %for.cond436
  %2486 = mul i32 %t, 512
  %2487 = add i32 %tl_lo18, %i122
  %2488 = add i32 %2486, %2487
  %2489 = sext i32 %2488 to i64
  %2490 = getelementptr inbounds float, ptr %B, i64 %2489
  %2491 = load float, ptr %2490, align 4
  %2492 = add i32 %tl_lo18, %i122
  %2493 = sext i32 %2492 to i64
  %2494 = getelementptr inbounds float, ptr %B_f, i64 %2493
  store float %2491, ptr %2494, align 4
  %2495 = add nsw i32 %i122, 1
  br label %for.cond436, !llvm.loop !105

for.end438:                                       ; preds = %for.cond436
  br label %if.end427

for.cond439:                                      ; preds = %for.body440, %if.end427
  %tl_pad_k45 = phi i32 [ 0, %if.end427 ], [ %2500, %for.body440 ]
  %2496 = icmp slt i32 %tl_pad_k45, %tl_pad_n44
  br i1 %2496, label %for.body440, label %for.end441

for.body440:                                      ; preds = %for.cond439
  %2497 = add i32 %tl_pad_from42, %tl_pad_k45
  %2498 = sext i32 %2497 to i64
  %2499 = getelementptr inbounds float, ptr %W_f, i64 %2498
  store float 0.000000e+00, ptr %2499, align 4
  %2500 = add nsw i32 %tl_pad_k45, 1
  br label %for.cond439, !llvm.loop !106

for.end441:                                       ; preds = %for.cond439
  %2501 = sext i32 %N to i64
  %2502 = sub i32 %1913, 1
  %2503 = sub i32 %2502, %c379
  %2504 = mul i32 %2503, 512
  %2505 = sext i32 %2504 to i64
  %2506 = sub i64 %2501, %2505
  %2507 = icmp slt i64 %2506, 0
  %2508 = sext i32 %N to i64
  %2509 = sub i32 %1913, 1
  %2510 = sub i32 %2509, %c379
  %2511 = mul i32 %2510, 512
  %2512 = sext i32 %2511 to i64
  %2513 = sub i64 %2508, %2512
  %2514 = icmp sgt i64 %2513, 512
  %2515 = sext i32 %N to i64
  %2516 = sub i32 %1913, 1
  %2517 = sub i32 %2516, %c379
  %2518 = mul i32 %2517, 512
  %2519 = sext i32 %2518 to i64
  %2520 = sub i64 %2515, %2519
  %2521 = select i1 %2514, i64 512, i64 %2520
  %2522 = select i1 %2507, i64 0, i64 %2521
  %2523 = sub i32 %1913, 1
  %2524 = sub i32 %2523, %c379
  %2525 = mul i32 %2524, 512
  %2526 = sext i32 %2525 to i64
  %2527 = sub i64 0, %2526
  %2528 = icmp slt i64 %2527, 0
  %2529 = sub i32 %1913, 1
  %2530 = sub i32 %2529, %c379
  %2531 = mul i32 %2530, 512
  %2532 = sext i32 %2531 to i64
  %2533 = sub i64 0, %2532
  %2534 = icmp sgt i64 %2533, 512
  %2535 = sub i32 %1913, 1
  %2536 = sub i32 %2535, %c379
  %2537 = mul i32 %2536, 512
  %2538 = sext i32 %2537 to i64
  %2539 = sub i64 0, %2538
  %2540 = select i1 %2534, i64 512, i64 %2539
  %2541 = select i1 %2528, i64 0, i64 %2540
  %2542 = trunc i64 %2541 to i32
  %2543 = sext i32 %2542 to i64
  %2544 = icmp slt i64 %2522, %2543
  %2545 = sub i32 %1913, 1
  %2546 = sub i32 %2545, %c379
  %2547 = mul i32 %2546, 512
  %2548 = sext i32 %2547 to i64
  %2549 = sub i64 0, %2548
  %2550 = icmp slt i64 %2549, 0
  %2551 = sub i32 %1913, 1
  %2552 = sub i32 %2551, %c379
  %2553 = mul i32 %2552, 512
  %2554 = sext i32 %2553 to i64
  %2555 = sub i64 0, %2554
  %2556 = icmp sgt i64 %2555, 512
  %2557 = sub i32 %1913, 1
  %2558 = sub i32 %2557, %c379
  %2559 = mul i32 %2558, 512
  %2560 = sext i32 %2559 to i64
  %2561 = sub i64 0, %2560
  %2562 = select i1 %2556, i64 512, i64 %2561
  %2563 = select i1 %2550, i64 0, i64 %2562
  %2564 = trunc i64 %2563 to i32
  %2565 = sext i32 %2564 to i64
  %2566 = sext i32 %N to i64
  %2567 = sub i32 %1913, 1
  %2568 = sub i32 %2567, %c379
  %2569 = mul i32 %2568, 512
  %2570 = sext i32 %2569 to i64
  %2571 = sub i64 %2566, %2570
  %2572 = icmp slt i64 %2571, 0
  %2573 = sext i32 %N to i64
  %2574 = sub i32 %1913, 1
  %2575 = sub i32 %2574, %c379
  %2576 = mul i32 %2575, 512
  %2577 = sext i32 %2576 to i64
  %2578 = sub i64 %2573, %2577
  %2579 = icmp sgt i64 %2578, 512
  %2580 = sext i32 %N to i64
  %2581 = sub i32 %1913, 1
  %2582 = sub i32 %2581, %c379
  %2583 = mul i32 %2582, 512
  %2584 = sext i32 %2583 to i64
  %2585 = sub i64 %2580, %2584
  %2586 = select i1 %2579, i64 512, i64 %2585
  %2587 = select i1 %2572, i64 0, i64 %2586
  %2588 = select i1 %2544, i64 %2565, i64 %2587
  %2589 = trunc i64 %2588 to i32
  %2590 = icmp slt i32 %2589, 0
  %2591 = sext i32 %N to i64
  %2592 = sub i32 %1913, 1
  %2593 = sub i32 %2592, %c379
  %2594 = mul i32 %2593, 512
  %2595 = sext i32 %2594 to i64
  %2596 = sub i64 %2591, %2595
  %2597 = icmp slt i64 %2596, 0
  %2598 = sext i32 %N to i64
  %2599 = sub i32 %1913, 1
  %2600 = sub i32 %2599, %c379
  %2601 = mul i32 %2600, 512
  %2602 = sext i32 %2601 to i64
  %2603 = sub i64 %2598, %2602
  %2604 = icmp sgt i64 %2603, 512
  %2605 = sext i32 %N to i64
  %2606 = sub i32 %1913, 1
  %2607 = sub i32 %2606, %c379
  %2608 = mul i32 %2607, 512
  %2609 = sext i32 %2608 to i64
  %2610 = sub i64 %2605, %2609
  %2611 = select i1 %2604, i64 512, i64 %2610
  %2612 = select i1 %2597, i64 0, i64 %2611
  %2613 = sub i32 %1913, 1
  %2614 = sub i32 %2613, %c379
  %2615 = mul i32 %2614, 512
  %2616 = sext i32 %2615 to i64
  %2617 = sub i64 0, %2616
  %2618 = icmp slt i64 %2617, 0
  %2619 = sub i32 %1913, 1
  %2620 = sub i32 %2619, %c379
  %2621 = mul i32 %2620, 512
  %2622 = sext i32 %2621 to i64
  %2623 = sub i64 0, %2622
  %2624 = icmp sgt i64 %2623, 512
  %2625 = sub i32 %1913, 1
  %2626 = sub i32 %2625, %c379
  %2627 = mul i32 %2626, 512
  %2628 = sext i32 %2627 to i64
  %2629 = sub i64 0, %2628
  %2630 = select i1 %2624, i64 512, i64 %2629
  %2631 = select i1 %2618, i64 0, i64 %2630
  %2632 = trunc i64 %2631 to i32
  %2633 = sext i32 %2632 to i64
  %2634 = icmp slt i64 %2612, %2633
  %2635 = sub i32 %1913, 1
  %2636 = sub i32 %2635, %c379
  %2637 = mul i32 %2636, 512
  %2638 = sext i32 %2637 to i64
  %2639 = sub i64 0, %2638
  %2640 = icmp slt i64 %2639, 0
  %2641 = sub i32 %1913, 1
  %2642 = sub i32 %2641, %c379
  %2643 = mul i32 %2642, 512
  %2644 = sext i32 %2643 to i64
  %2645 = sub i64 0, %2644
  %2646 = icmp sgt i64 %2645, 512
  %2647 = sub i32 %1913, 1
  %2648 = sub i32 %2647, %c379
  %2649 = mul i32 %2648, 512
  %2650 = sext i32 %2649 to i64
  %2651 = sub i64 0, %2650
  %2652 = select i1 %2646, i64 512, i64 %2651
  %2653 = select i1 %2640, i64 0, i64 %2652
  %2654 = trunc i64 %2653 to i32
  %2655 = sext i32 %2654 to i64
  %2656 = sext i32 %N to i64
  %2657 = sub i32 %1913, 1
  %2658 = sub i32 %2657, %c379
  %2659 = mul i32 %2658, 512
  %2660 = sext i32 %2659 to i64
  %2661 = sub i64 %2656, %2660
  %2662 = icmp slt i64 %2661, 0
  %2663 = sext i32 %N to i64
  %2664 = sub i32 %1913, 1
  %2665 = sub i32 %2664, %c379
  %2666 = mul i32 %2665, 512
  %2667 = sext i32 %2666 to i64
  %2668 = sub i64 %2663, %2667
  %2669 = icmp sgt i64 %2668, 512
  %2670 = sext i32 %N to i64
  %2671 = sub i32 %1913, 1
  %2672 = sub i32 %2671, %c379
  %2673 = mul i32 %2672, 512
  %2674 = sext i32 %2673 to i64
  %2675 = sub i64 %2670, %2674
  %2676 = select i1 %2669, i64 512, i64 %2675
  %2677 = select i1 %2662, i64 0, i64 %2676
  %2678 = select i1 %2634, i64 %2655, i64 %2677
  %2679 = trunc i64 %2678 to i32
  %2680 = icmp sgt i32 %2679, 512
  %2681 = sext i32 %N to i64
  %2682 = sub i32 %1913, 1
  %2683 = sub i32 %2682, %c379
  %2684 = mul i32 %2683, 512
  %2685 = sext i32 %2684 to i64
  %2686 = sub i64 %2681, %2685
  %2687 = icmp slt i64 %2686, 0
  %2688 = sext i32 %N to i64
  %2689 = sub i32 %1913, 1
  %2690 = sub i32 %2689, %c379
  %2691 = mul i32 %2690, 512
  %2692 = sext i32 %2691 to i64
  %2693 = sub i64 %2688, %2692
  %2694 = icmp sgt i64 %2693, 512
  %2695 = sext i32 %N to i64
  %2696 = sub i32 %1913, 1
  %2697 = sub i32 %2696, %c379
  %2698 = mul i32 %2697, 512
  %2699 = sext i32 %2698 to i64
  %2700 = sub i64 %2695, %2699
  %2701 = select i1 %2694, i64 512, i64 %2700
  %2702 = select i1 %2687, i64 0, i64 %2701
  %2703 = sub i32 %1913, 1
  %2704 = sub i32 %2703, %c379
  %2705 = mul i32 %2704, 512
  %2706 = sext i32 %2705 to i64
  %2707 = sub i64 0, %2706
  %2708 = icmp slt i64 %2707, 0
  %2709 = sub i32 %1913, 1
  %2710 = sub i32 %2709, %c379
  %2711 = mul i32 %2710, 512
  %2712 = sext i32 %2711 to i64
  %2713 = sub i64 0, %2712
  %2714 = icmp sgt i64 %2713, 512
  %2715 = sub i32 %1913, 1
  %2716 = sub i32 %2715, %c379
  %2717 = mul i32 %2716, 512
  %2718 = sext i32 %2717 to i64
  %2719 = sub i64 0, %2718
  %2720 = select i1 %2714, i64 512, i64 %2719
  %2721 = select i1 %2708, i64 0, i64 %2720
  %2722 = trunc i64 %2721 to i32
  %2723 = sext i32 %2722 to i64
  %2724 = icmp slt i64 %2702, %2723
  %2725 = sub i32 %1913, 1
  %2726 = sub i32 %2725, %c379
  %2727 = mul i32 %2726, 512
  %2728 = sext i32 %2727 to i64
  %2729 = sub i64 0, %2728
  %2730 = icmp slt i64 %2729, 0
  %2731 = sub i32 %1913, 1
  %2732 = sub i32 %2731, %c379
  %2733 = mul i32 %2732, 512
  %2734 = sext i32 %2733 to i64
  %2735 = sub i64 0, %2734
  %2736 = icmp sgt i64 %2735, 512
  %2737 = sub i32 %1913, 1
  %2738 = sub i32 %2737, %c379
  %2739 = mul i32 %2738, 512
  %2740 = sext i32 %2739 to i64
  %2741 = sub i64 0, %2740
  %2742 = select i1 %2736, i64 512, i64 %2741
  %2743 = select i1 %2730, i64 0, i64 %2742
  %2744 = trunc i64 %2743 to i32
  %2745 = sext i32 %2744 to i64
  %2746 = sext i32 %N to i64
  %2747 = sub i32 %1913, 1
  %2748 = sub i32 %2747, %c379
  %2749 = mul i32 %2748, 512
  %2750 = sext i32 %2749 to i64
  %2751 = sub i64 %2746, %2750
  %2752 = icmp slt i64 %2751, 0
  %2753 = sext i32 %N to i64
  %2754 = sub i32 %1913, 1
  %2755 = sub i32 %2754, %c379
  %2756 = mul i32 %2755, 512
  %2757 = sext i32 %2756 to i64
  %2758 = sub i64 %2753, %2757
  %2759 = icmp sgt i64 %2758, 512
  %2760 = sext i32 %N to i64
  %2761 = sub i32 %1913, 1
  %2762 = sub i32 %2761, %c379
  %2763 = mul i32 %2762, 512
  %2764 = sext i32 %2763 to i64
  %2765 = sub i64 %2760, %2764
  %2766 = select i1 %2759, i64 512, i64 %2765
  %2767 = select i1 %2752, i64 0, i64 %2766
  %2768 = select i1 %2724, i64 %2745, i64 %2767
  %2769 = trunc i64 %2768 to i32
  %2770 = select i1 %2680, i32 512, i32 %2769
  %tl_pad_from46 = select i1 %2590, i32 0, i32 %2770
  %tl_pad_n48 = sub i32 512, %tl_pad_from46
  br label %for.cond442

for.cond442:                                      ; preds = %for.body443, %for.end441
  %tl_pad_k49 = phi i32 [ 0, %for.end441 ], [ %2775, %for.body443 ]
  %2771 = icmp slt i32 %tl_pad_k49, %tl_pad_n48
  br i1 %2771, label %for.body443, label %for.end444

for.body443:                                      ; preds = %for.cond442
  %2772 = add i32 %tl_pad_from46, %tl_pad_k49
  %2773 = sext i32 %2772 to i64
  %2774 = getelementptr inbounds float, ptr %B_f, i64 %2773
  store float 0.000000e+00, ptr %2774, align 4
  %2775 = add nsw i32 %tl_pad_k49, 1
  br label %for.cond442, !llvm.loop !107

for.end444:                                       ; preds = %for.cond442
  br label %for.cond445

for.cond445:                                      ; preds = %for.end455, %for.end444
  %i448 = phi i32 [ 0, %for.end444 ], [ %3111, %for.end455 ]
  %2776 = icmp slt i32 %i448, 4
  br i1 %2776, label %for.body446, label %for.end447

for.body446:                                      ; preds = %for.cond445
  %2777 = sext i32 %N to i64
  %2778 = sub i32 %1913, 1
  %2779 = sub i32 %2778, %c379
  %2780 = mul i32 %2779, 512
  %2781 = sext i32 %2780 to i64
  %2782 = sub i64 %2777, %2781
  %2783 = icmp slt i64 %2782, 0
  %2784 = sext i32 %N to i64
  %2785 = sub i32 %1913, 1
  %2786 = sub i32 %2785, %c379
  %2787 = mul i32 %2786, 512
  %2788 = sext i32 %2787 to i64
  %2789 = sub i64 %2784, %2788
  %2790 = icmp sgt i64 %2789, 512
  %2791 = sext i32 %N to i64
  %2792 = sub i32 %1913, 1
  %2793 = sub i32 %2792, %c379
  %2794 = mul i32 %2793, 512
  %2795 = sext i32 %2794 to i64
  %2796 = sub i64 %2791, %2795
  %2797 = select i1 %2790, i64 512, i64 %2796
  %2798 = select i1 %2783, i64 0, i64 %2797
  %2799 = sub i32 %1913, 1
  %2800 = sub i32 %2799, %c379
  %2801 = mul i32 %2800, 512
  %2802 = sext i32 %2801 to i64
  %2803 = sub i64 0, %2802
  %2804 = icmp slt i64 %2803, 0
  %2805 = sub i32 %1913, 1
  %2806 = sub i32 %2805, %c379
  %2807 = mul i32 %2806, 512
  %2808 = sext i32 %2807 to i64
  %2809 = sub i64 0, %2808
  %2810 = icmp sgt i64 %2809, 512
  %2811 = sub i32 %1913, 1
  %2812 = sub i32 %2811, %c379
  %2813 = mul i32 %2812, 512
  %2814 = sext i32 %2813 to i64
  %2815 = sub i64 0, %2814
  %2816 = select i1 %2810, i64 512, i64 %2815
  %2817 = select i1 %2804, i64 0, i64 %2816
  %2818 = trunc i64 %2817 to i32
  %2819 = sext i32 %2818 to i64
  %2820 = icmp slt i64 %2798, %2819
  %2821 = sub i32 %1913, 1
  %2822 = sub i32 %2821, %c379
  %2823 = mul i32 %2822, 512
  %2824 = sext i32 %2823 to i64
  %2825 = sub i64 0, %2824
  %2826 = icmp slt i64 %2825, 0
  %2827 = sub i32 %1913, 1
  %2828 = sub i32 %2827, %c379
  %2829 = mul i32 %2828, 512
  %2830 = sext i32 %2829 to i64
  %2831 = sub i64 0, %2830
  %2832 = icmp sgt i64 %2831, 512
  %2833 = sub i32 %1913, 1
  %2834 = sub i32 %2833, %c379
  %2835 = mul i32 %2834, 512
  %2836 = sext i32 %2835 to i64
  %2837 = sub i64 0, %2836
  %2838 = select i1 %2832, i64 512, i64 %2837
  %2839 = select i1 %2826, i64 0, i64 %2838
  %2840 = trunc i64 %2839 to i32
  %2841 = sext i32 %2840 to i64
  %2842 = sext i32 %N to i64
  %2843 = sub i32 %1913, 1
  %2844 = sub i32 %2843, %c379
  %2845 = mul i32 %2844, 512
  %2846 = sext i32 %2845 to i64
  %2847 = sub i64 %2842, %2846
  %2848 = icmp slt i64 %2847, 0
  %2849 = sext i32 %N to i64
  %2850 = sub i32 %1913, 1
  %2851 = sub i32 %2850, %c379
  %2852 = mul i32 %2851, 512
  %2853 = sext i32 %2852 to i64
  %2854 = sub i64 %2849, %2853
  %2855 = icmp sgt i64 %2854, 512
  %2856 = sext i32 %N to i64
  %2857 = sub i32 %1913, 1
  %2858 = sub i32 %2857, %c379
  %2859 = mul i32 %2858, 512
  %2860 = sext i32 %2859 to i64
  %2861 = sub i64 %2856, %2860
  %2862 = select i1 %2855, i64 512, i64 %2861
  %2863 = select i1 %2848, i64 0, i64 %2862
  %2864 = select i1 %2820, i64 %2841, i64 %2863
  %2865 = trunc i64 %2864 to i32
  %2866 = icmp slt i32 %2865, 0
  %2867 = sext i32 %N to i64
  %2868 = sub i32 %1913, 1
  %2869 = sub i32 %2868, %c379
  %2870 = mul i32 %2869, 512
  %2871 = sext i32 %2870 to i64
  %2872 = sub i64 %2867, %2871
  %2873 = icmp slt i64 %2872, 0
  %2874 = sext i32 %N to i64
  %2875 = sub i32 %1913, 1
  %2876 = sub i32 %2875, %c379
  %2877 = mul i32 %2876, 512
  %2878 = sext i32 %2877 to i64
  %2879 = sub i64 %2874, %2878
  %2880 = icmp sgt i64 %2879, 512
  %2881 = sext i32 %N to i64
  %2882 = sub i32 %1913, 1
  %2883 = sub i32 %2882, %c379
  %2884 = mul i32 %2883, 512
  %2885 = sext i32 %2884 to i64
  %2886 = sub i64 %2881, %2885
  %2887 = select i1 %2880, i64 512, i64 %2886
  %2888 = select i1 %2873, i64 0, i64 %2887
  %2889 = sub i32 %1913, 1
  %2890 = sub i32 %2889, %c379
  %2891 = mul i32 %2890, 512
  %2892 = sext i32 %2891 to i64
  %2893 = sub i64 0, %2892
  %2894 = icmp slt i64 %2893, 0
  %2895 = sub i32 %1913, 1
  %2896 = sub i32 %2895, %c379
  %2897 = mul i32 %2896, 512
  %2898 = sext i32 %2897 to i64
  %2899 = sub i64 0, %2898
  %2900 = icmp sgt i64 %2899, 512
  %2901 = sub i32 %1913, 1
  %2902 = sub i32 %2901, %c379
  %2903 = mul i32 %2902, 512
  %2904 = sext i32 %2903 to i64
  %2905 = sub i64 0, %2904
  %2906 = select i1 %2900, i64 512, i64 %2905
  %2907 = select i1 %2894, i64 0, i64 %2906
  %2908 = trunc i64 %2907 to i32
  %2909 = sext i32 %2908 to i64
  %2910 = icmp slt i64 %2888, %2909
  %2911 = sub i32 %1913, 1
  %2912 = sub i32 %2911, %c379
  %2913 = mul i32 %2912, 512
  %2914 = sext i32 %2913 to i64
  %2915 = sub i64 0, %2914
  %2916 = icmp slt i64 %2915, 0
  %2917 = sub i32 %1913, 1
  %2918 = sub i32 %2917, %c379
  %2919 = mul i32 %2918, 512
  %2920 = sext i32 %2919 to i64
  %2921 = sub i64 0, %2920
  %2922 = icmp sgt i64 %2921, 512
  %2923 = sub i32 %1913, 1
  %2924 = sub i32 %2923, %c379
  %2925 = mul i32 %2924, 512
  %2926 = sext i32 %2925 to i64
  %2927 = sub i64 0, %2926
  %2928 = select i1 %2922, i64 512, i64 %2927
  %2929 = select i1 %2916, i64 0, i64 %2928
  %2930 = trunc i64 %2929 to i32
  %2931 = sext i32 %2930 to i64
  %2932 = sext i32 %N to i64
  %2933 = sub i32 %1913, 1
  %2934 = sub i32 %2933, %c379
  %2935 = mul i32 %2934, 512
  %2936 = sext i32 %2935 to i64
  %2937 = sub i64 %2932, %2936
  %2938 = icmp slt i64 %2937, 0
  %2939 = sext i32 %N to i64
  %2940 = sub i32 %1913, 1
  %2941 = sub i32 %2940, %c379
  %2942 = mul i32 %2941, 512
  %2943 = sext i32 %2942 to i64
  %2944 = sub i64 %2939, %2943
  %2945 = icmp sgt i64 %2944, 512
  %2946 = sext i32 %N to i64
  %2947 = sub i32 %1913, 1
  %2948 = sub i32 %2947, %c379
  %2949 = mul i32 %2948, 512
  %2950 = sext i32 %2949 to i64
  %2951 = sub i64 %2946, %2950
  %2952 = select i1 %2945, i64 512, i64 %2951
  %2953 = select i1 %2938, i64 0, i64 %2952
  %2954 = select i1 %2910, i64 %2931, i64 %2953
  %2955 = trunc i64 %2954 to i32
  %2956 = icmp sgt i32 %2955, 512
  %2957 = sext i32 %N to i64
  %2958 = sub i32 %1913, 1
  %2959 = sub i32 %2958, %c379
  %2960 = mul i32 %2959, 512
  %2961 = sext i32 %2960 to i64
  %2962 = sub i64 %2957, %2961
  %2963 = icmp slt i64 %2962, 0
  %2964 = sext i32 %N to i64
  %2965 = sub i32 %1913, 1
  %2966 = sub i32 %2965, %c379
  %2967 = mul i32 %2966, 512
  %2968 = sext i32 %2967 to i64
  %2969 = sub i64 %2964, %2968
  %2970 = icmp sgt i64 %2969, 512
  %2971 = sext i32 %N to i64
  %2972 = sub i32 %1913, 1
  %2973 = sub i32 %2972, %c379
  %2974 = mul i32 %2973, 512
  %2975 = sext i32 %2974 to i64
  %2976 = sub i64 %2971, %2975
  %2977 = select i1 %2970, i64 512, i64 %2976
  %2978 = select i1 %2963, i64 0, i64 %2977
  %2979 = sub i32 %1913, 1
  %2980 = sub i32 %2979, %c379
  %2981 = mul i32 %2980, 512
  %2982 = sext i32 %2981 to i64
  %2983 = sub i64 0, %2982
  %2984 = icmp slt i64 %2983, 0
  %2985 = sub i32 %1913, 1
  %2986 = sub i32 %2985, %c379
  %2987 = mul i32 %2986, 512
  %2988 = sext i32 %2987 to i64
  %2989 = sub i64 0, %2988
  %2990 = icmp sgt i64 %2989, 512
  %2991 = sub i32 %1913, 1
  %2992 = sub i32 %2991, %c379
  %2993 = mul i32 %2992, 512
  %2994 = sext i32 %2993 to i64
  %2995 = sub i64 0, %2994
  %2996 = select i1 %2990, i64 512, i64 %2995
  %2997 = select i1 %2984, i64 0, i64 %2996
  %2998 = trunc i64 %2997 to i32
  %2999 = sext i32 %2998 to i64
  %3000 = icmp slt i64 %2978, %2999
  %3001 = sub i32 %1913, 1
  %3002 = sub i32 %3001, %c379
  %3003 = mul i32 %3002, 512
  %3004 = sext i32 %3003 to i64
  %3005 = sub i64 0, %3004
  %3006 = icmp slt i64 %3005, 0
  %3007 = sub i32 %1913, 1
  %3008 = sub i32 %3007, %c379
  %3009 = mul i32 %3008, 512
  %3010 = sext i32 %3009 to i64
  %3011 = sub i64 0, %3010
  %3012 = icmp sgt i64 %3011, 512
  %3013 = sub i32 %1913, 1
  %3014 = sub i32 %3013, %c379
  %3015 = mul i32 %3014, 512
  %3016 = sext i32 %3015 to i64
  %3017 = sub i64 0, %3016
  %3018 = select i1 %3012, i64 512, i64 %3017
  %3019 = select i1 %3006, i64 0, i64 %3018
  %3020 = trunc i64 %3019 to i32
  %3021 = sext i32 %3020 to i64
  %3022 = sext i32 %N to i64
  %3023 = sub i32 %1913, 1
  %3024 = sub i32 %3023, %c379
  %3025 = mul i32 %3024, 512
  %3026 = sext i32 %3025 to i64
  %3027 = sub i64 %3022, %3026
  %3028 = icmp slt i64 %3027, 0
  %3029 = sext i32 %N to i64
  %3030 = sub i32 %1913, 1
  %3031 = sub i32 %3030, %c379
  %3032 = mul i32 %3031, 512
  %3033 = sext i32 %3032 to i64
  %3034 = sub i64 %3029, %3033
  %3035 = icmp sgt i64 %3034, 512
  %3036 = sext i32 %N to i64
  %3037 = sub i32 %1913, 1
  %3038 = sub i32 %3037, %c379
  %3039 = mul i32 %3038, 512
  %3040 = sext i32 %3039 to i64
  %3041 = sub i64 %3036, %3040
  %3042 = select i1 %3035, i64 512, i64 %3041
  %3043 = select i1 %3028, i64 0, i64 %3042
  %3044 = select i1 %3000, i64 %3021, i64 %3043
  %3045 = trunc i64 %3044 to i32
  %3046 = select i1 %2956, i32 512, i32 %3045
  %tl_cols50 = select i1 %2866, i32 0, i32 %3046
  br label %for.cond449

for.end447:                                       ; preds = %for.cond445
  %3047 = mul i32 %bx, 4
  %3048 = icmp sle i32 0, %3047
  %3049 = mul i32 %bx, 4
  %3050 = sext i32 %3049 to i64
  %3051 = add i64 %3050, 4
  %3052 = sext i32 %M to i64
  %3053 = icmp sle i64 %3051, %3052
  %3054 = and i1 %3048, %3053
  %3055 = mul i32 %t, 512
  %3056 = icmp sle i32 0, %3055
  %3057 = mul i32 %t, 512
  %3058 = sext i32 %3057 to i64
  %3059 = add i64 %3058, 512
  %3060 = sext i32 %N to i64
  %3061 = icmp sle i64 %3059, %3060
  %3062 = and i1 %3056, %3061
  %3063 = and i1 %3054, %3062
  br i1 %3063, label %if.then456, label %if.else457

for.cond449:                                      ; preds = %for.body450, %for.body446
  %j452 = phi i32 [ 0, %for.body446 ], [ %3092, %for.body450 ]
  %3064 = icmp slt i32 %j452, %tl_cols50
  br i1 %3064, label %for.body450, label %for.end451

for.body450:                                      ; preds = %for.cond449
  %3065 = sext i32 %i448 to i64
  %3066 = mul nsw i64 %3065, 512
  %3067 = sext i32 %j452 to i64
  %3068 = add nsw i64 %3066, %3067
  %3069 = getelementptr inbounds float, ptr %X_f, i64 %3068
  %3070 = load float, ptr %3069, align 4
  %3071 = sext i32 %i448 to i64
  %3072 = getelementptr inbounds float, ptr %mean, i64 %3071
  %3073 = load float, ptr %3072, align 4
  %3074 = fsub float %3070, %3073
  %3075 = sext i32 %i448 to i64
  %3076 = getelementptr inbounds float, ptr %rstd, i64 %3075
  %3077 = load float, ptr %3076, align 4
  %3078 = fmul float %3074, %3077
  %3079 = sext i32 %j452 to i64
  %3080 = getelementptr inbounds float, ptr %W_f, i64 %3079
  %3081 = load float, ptr %3080, align 4
  %3082 = fmul float %3078, %3081
  %3083 = sext i32 %j452 to i64
  %3084 = getelementptr inbounds float, ptr %B_f, i64 %3083
  %3085 = load float, ptr %3084, align 4
  %3086 = fadd float %3082, %3085
  %3087 = sext i32 %i448 to i64
  %3088 = mul nsw i64 %3087, 512
  %3089 = sext i32 %j452 to i64
  %3090 = add nsw i64 %3088, %3089
  %3091 = getelementptr inbounds float, ptr %X_f, i64 %3090
  store float %3086, ptr %3091, align 4
  %3092 = add nsw i32 %j452, 1
  br label %for.cond449, !llvm.loop !108

for.end451:                                       ; preds = %for.cond449
  %3093 = sext i32 %i448 to i64
  %3094 = getelementptr inbounds float, ptr %mean, i64 %3093
  %3095 = load float, ptr %3094, align 4
  %3096 = fsub float 0.000000e+00, %3095
  %3097 = sext i32 %i448 to i64
  %3098 = getelementptr inbounds float, ptr %rstd, i64 %3097
  %3099 = load float, ptr %3098, align 4
  %3100 = fmul float %3096, %3099
  %3101 = fmul float %3100, 0.000000e+00
  %tl_col52 = fadd float %3101, 0.000000e+00
  %3102 = sub i32 512, %tl_cols50
  br label %for.cond453

for.cond453:                                      ; preds = %for.body454, %for.end451
  %j51 = phi i32 [ 0, %for.end451 ], [ %3110, %for.body454 ]
  %3103 = icmp slt i32 %j51, %3102
  br i1 %3103, label %for.body454, label %for.end455

for.body454:                                      ; preds = %for.cond453
  %3104 = sext i32 %i448 to i64
  %3105 = mul nsw i64 %3104, 512
  %3106 = add i32 %tl_cols50, %j51
  %3107 = sext i32 %3106 to i64
  %3108 = add nsw i64 %3105, %3107
  %3109 = getelementptr inbounds float, ptr %X_f, i64 %3108
  store float %tl_col52, ptr %3109, align 4
  %3110 = add nsw i32 %j51, 1
  br label %for.cond453, !llvm.loop !109

for.end455:                                       ; preds = %for.cond453
  %3111 = add nsw i32 %i448, 1
  br label %for.cond445, !llvm.loop !110

if.then456:                                       ; preds = %for.end447
  br label %for.cond459

if.else457:                                       ; preds = %for.end447
  br label %for.cond470

if.end458:                                        ; preds = %for.end472, %for.end461
  %3112 = add nsw i32 %c379, 1
  br label %for.cond376, !llvm.loop !111

for.cond459:                                      ; preds = %if.end465, %if.then456
  %i12462 = phi i32 [ 0, %if.then456 ], [ %3132, %if.end465 ]
  %3113 = icmp slt i32 %i12462, 4
  br i1 %3113, label %for.body460, label %for.end461

for.body460:                                      ; preds = %for.cond459
  %3114 = sext i32 %M to i64
  %3115 = sext i32 %N to i64
  %3116 = mul i64 %3114, %3115
  %3117 = icmp sge i64 %3116, 8388608
  br i1 %3117, label %if.then463, label %if.else464

for.end461:                                       ; preds = %for.cond459
  br label %if.end458

if.then463:                                       ; preds = %for.body460
  %3118 = mul i32 %bx, 4
  %3119 = add i32 %3118, %i12462
  %3120 = sext i32 %3119 to i64
  %3121 = sext i32 %N to i64
  %3122 = mul nsw i64 %3120, %3121
  %3123 = mul i32 %t, 512
  %3124 = add i32 %3123, 0
  %3125 = sext i32 %3124 to i64
  %3126 = add nsw i64 %3122, %3125
  %3127 = getelementptr inbounds float, ptr %Y, i64 %3126
  %3128 = sext i32 %i12462 to i64
  %3129 = mul nsw i64 %3128, 512
  %3130 = add nsw i64 %3129, 0
  %3131 = getelementptr inbounds float, ptr %X_f, i64 %3130
  call void @tilec_rt_stream(ptr %3127, ptr %3131, i64 2048)
  br label %if.end465

if.else464:                                       ; preds = %for.body460
  br label %for.cond466

if.end465:                                        ; preds = %for.end468, %if.then463
  %3132 = add nsw i32 %i12462, 1
  br label %for.cond459, !llvm.loop !112

for.cond466:                                      ; preds = %for.body467, %if.else464
  %j2469 = phi i32 [ 0, %if.else464 ], [ %3150, %for.body467 ]
  %3133 = icmp slt i32 %j2469, 512
  br i1 %3133, label %for.body467, label %for.end468

for.body467:                                      ; preds = %for.cond466
  %3134 = sext i32 %i12462 to i64
  %3135 = mul nsw i64 %3134, 512
  %3136 = sext i32 %j2469 to i64
  %3137 = add nsw i64 %3135, %3136
  %3138 = getelementptr inbounds float, ptr %X_f, i64 %3137
  %3139 = load float, ptr %3138, align 4
  %3140 = mul i32 %bx, 4
  %3141 = add i32 %3140, %i12462
  %3142 = sext i32 %3141 to i64
  %3143 = sext i32 %N to i64
  %3144 = mul nsw i64 %3142, %3143
  %3145 = mul i32 %t, 512
  %3146 = add i32 %3145, %j2469
  %3147 = sext i32 %3146 to i64
  %3148 = add nsw i64 %3144, %3147
  %3149 = getelementptr inbounds float, ptr %Y, i64 %3148
  store float %3139, ptr %3149, align 4
  %3150 = add nsw i32 %j2469, 1
  br label %for.cond466, !llvm.loop !113

for.end468:                                       ; preds = %for.cond466
  br label %if.end465

for.cond470:                                      ; preds = %for.end476, %if.else457
  %i12473 = phi i32 [ 0, %if.else457 ], [ %3178, %for.end476 ]
  %3151 = icmp slt i32 %i12473, 4
  br i1 %3151, label %for.body471, label %for.end472

for.body471:                                      ; preds = %for.cond470
  br label %for.cond474

for.end472:                                       ; preds = %for.cond470
  br label %if.end458

for.cond474:                                      ; preds = %if.end480, %for.body471
  %j2477 = phi i32 [ 0, %for.body471 ], [ %3195, %if.end480 ]
  %3152 = icmp slt i32 %j2477, 512
  br i1 %3152, label %for.body475, label %for.end476

for.body475:                                      ; preds = %for.cond474
  %3153 = mul i32 %bx, 4
  %3154 = sext i32 %3153 to i64
  %3155 = sext i32 %i12473 to i64
  %3156 = add i64 %3154, %3155
  %3157 = icmp sle i64 0, %3156
  %3158 = mul i32 %bx, 4
  %3159 = sext i32 %3158 to i64
  %3160 = sext i32 %i12473 to i64
  %3161 = add i64 %3159, %3160
  %3162 = sext i32 %M to i64
  %3163 = icmp slt i64 %3161, %3162
  %3164 = and i1 %3157, %3163
  %3165 = mul i32 %t, 512
  %3166 = sext i32 %3165 to i64
  %3167 = sext i32 %j2477 to i64
  %3168 = add i64 %3166, %3167
  %3169 = icmp sle i64 0, %3168
  %3170 = mul i32 %t, 512
  %3171 = sext i32 %3170 to i64
  %3172 = sext i32 %j2477 to i64
  %3173 = add i64 %3171, %3172
  %3174 = sext i32 %N to i64
  %3175 = icmp slt i64 %3173, %3174
  %3176 = and i1 %3169, %3175
  %3177 = and i1 %3164, %3176
  br i1 %3177, label %if.then478, label %if.else479

for.end476:                                       ; preds = %for.cond474
  %3178 = add nsw i32 %i12473, 1
  br label %for.cond470, !llvm.loop !114

if.then478:                                       ; preds = %for.body475
  %3179 = sext i32 %i12473 to i64
  %3180 = mul nsw i64 %3179, 512
  %3181 = sext i32 %j2477 to i64
  %3182 = add nsw i64 %3180, %3181
  %3183 = getelementptr inbounds float, ptr %X_f, i64 %3182
  %3184 = load float, ptr %3183, align 4
  %3185 = mul i32 %bx, 4
  %3186 = add i32 %3185, %i12473
  %3187 = sext i32 %3186 to i64
  %3188 = sext i32 %N to i64
  %3189 = mul nsw i64 %3187, %3188
  %3190 = mul i32 %t, 512
  %3191 = add i32 %3190, %j2477
  %3192 = sext i32 %3191 to i64
  %3193 = add nsw i64 %3189, %3192
  %3194 = getelementptr inbounds float, ptr %Y, i64 %3193
  store float %3184, ptr %3194, align 4
  br label %if.end480

if.else479:                                       ; preds = %for.body475
  br label %if.end480

if.end480:                                        ; preds = %if.else479, %if.then478
  %3195 = add nsw i32 %j2477, 1
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
