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

for.cond376:                                      ; preds = %if.end428, %for.end374
  %c379 = phi i32 [ 0, %for.end374 ], [ %2221, %if.end428 ]
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
  br label %for.cond411

for.cond383:                                      ; preds = %for.end388, %if.then380
  %i12 = phi i32 [ 0, %if.then380 ], [ %1952, %for.end388 ]
  %1933 = icmp slt i32 %i12, 4
  br i1 %1933, label %for.body384, label %for.end385

for.body384:                                      ; preds = %for.cond383
  br label %for.cond386

for.end385:                                       ; preds = %for.cond383
  br label %if.end382

for.cond386:                                      ; preds = %for.body387, %for.body384
  %j2 = phi i32 [ 0, %for.body384 ], [ %1951, %for.body387 ]
  %1934 = icmp slt i32 %j2, 512
  br i1 %1934, label %for.body387, label %for.end388

for.body387:                                      ; preds = %for.cond386
  %1935 = mul i32 %bx, 4
  %1936 = add i32 %1935, %i12
  %1937 = sext i32 %1936 to i64
  %1938 = sext i32 %N to i64
  %1939 = mul nsw i64 %1937, %1938
  %1940 = mul i32 %t, 512
  %1941 = add i32 %1940, %j2
  %1942 = sext i32 %1941 to i64
  %1943 = add nsw i64 %1939, %1942
  %1944 = getelementptr inbounds float, ptr %X, i64 %1943
  %1945 = load float, ptr %1944, align 4
  %1946 = sext i32 %i12 to i64
  %1947 = mul nsw i64 %1946, 512
  %1948 = sext i32 %j2 to i64
  %1949 = add nsw i64 %1947, %1948
  %1950 = getelementptr inbounds float, ptr %X_f, i64 %1949
  store float %1945, ptr %1950, align 4
  %1951 = add nsw i32 %j2, 1
  br label %for.cond386, !llvm.loop !93

for.end388:                                       ; preds = %for.cond386
  %1952 = add nsw i32 %i12, 1
  br label %for.cond383, !llvm.loop !94

for.cond389:                                      ; preds = %for.end409, %if.else381
  %i12392 = phi i32 [ 0, %if.else381 ], [ %2061, %for.end409 ]
  %1953 = icmp slt i32 %i12392, 4
  br i1 %1953, label %for.body390, label %for.end391

for.body390:                                      ; preds = %for.cond389
  %1954 = mul i32 %t, 512
  %1955 = sext i32 %1954 to i64
  %1956 = sub i64 0, %1955
  %1957 = icmp slt i64 %1956, 0
  %1958 = mul i32 %t, 512
  %1959 = sext i32 %1958 to i64
  %1960 = sub i64 0, %1959
  %1961 = icmp sgt i64 %1960, 512
  %1962 = mul i32 %t, 512
  %1963 = sext i32 %1962 to i64
  %1964 = sub i64 0, %1963
  %1965 = select i1 %1961, i64 512, i64 %1964
  %1966 = select i1 %1957, i64 0, i64 %1965
  %tl_lo14 = trunc i64 %1966 to i32
  %1967 = sext i32 %N to i64
  %1968 = mul i32 %t, 512
  %1969 = sext i32 %1968 to i64
  %1970 = sub i64 %1967, %1969
  %1971 = icmp slt i64 %1970, 0
  %1972 = sext i32 %N to i64
  %1973 = mul i32 %t, 512
  %1974 = sext i32 %1973 to i64
  %1975 = sub i64 %1972, %1974
  %1976 = icmp sgt i64 %1975, 512
  %1977 = sext i32 %N to i64
  %1978 = mul i32 %t, 512
  %1979 = sext i32 %1978 to i64
  %1980 = sub i64 %1977, %1979
  %1981 = select i1 %1976, i64 512, i64 %1980
  %1982 = select i1 %1971, i64 0, i64 %1981
  %1983 = sext i32 %tl_lo14 to i64
  %1984 = icmp slt i64 %1982, %1983
  %1985 = sext i32 %tl_lo14 to i64
  %1986 = sext i32 %N to i64
  %1987 = mul i32 %t, 512
  %1988 = sext i32 %1987 to i64
  %1989 = sub i64 %1986, %1988
  %1990 = icmp slt i64 %1989, 0
  %1991 = sext i32 %N to i64
  %1992 = mul i32 %t, 512
  %1993 = sext i32 %1992 to i64
  %1994 = sub i64 %1991, %1993
  %1995 = icmp sgt i64 %1994, 512
  %1996 = sext i32 %N to i64
  %1997 = mul i32 %t, 512
  %1998 = sext i32 %1997 to i64
  %1999 = sub i64 %1996, %1998
  %2000 = select i1 %1995, i64 512, i64 %1999
  %2001 = select i1 %1990, i64 0, i64 %2000
  %2002 = select i1 %1984, i64 %1985, i64 %2001
  %tl_hi15 = trunc i64 %2002 to i32
  br label %for.cond393

for.end391:                                       ; preds = %for.cond389
  br label %if.end382

for.cond393:                                      ; preds = %for.body394, %for.body390
  %j2396 = phi i32 [ 0, %for.body390 ], [ %2009, %for.body394 ]
  %2003 = icmp slt i32 %j2396, %tl_lo14
  br i1 %2003, label %for.body394, label %for.end395

for.body394:                                      ; preds = %for.cond393
  %2004 = sext i32 %i12392 to i64
  %2005 = mul nsw i64 %2004, 512
  %2006 = sext i32 %j2396 to i64
  %2007 = add nsw i64 %2005, %2006
  %2008 = getelementptr inbounds float, ptr %X_f, i64 %2007
  store float 0.000000e+00, ptr %2008, align 4
  %2009 = add nsw i32 %j2396, 1
  br label %for.cond393, !llvm.loop !95

for.end395:                                       ; preds = %for.cond393
  %2010 = mul i32 %bx, 4
  %2011 = sext i32 %2010 to i64
  %2012 = sext i32 %i12392 to i64
  %2013 = add i64 %2011, %2012
  %2014 = icmp sle i64 0, %2013
  %2015 = mul i32 %bx, 4
  %2016 = sext i32 %2015 to i64
  %2017 = sext i32 %i12392 to i64
  %2018 = add i64 %2016, %2017
  %2019 = sext i32 %M to i64
  %2020 = icmp slt i64 %2018, %2019
  %2021 = and i1 %2014, %2020
  br i1 %2021, label %if.then397, label %if.else398

if.then397:                                       ; preds = %for.end395
  %2022 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond400

if.else398:                                       ; preds = %for.end395
  %2023 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond403

if.end399:                                        ; preds = %for.end405, %for.end402
  %2024 = sub i32 512, %tl_hi15
  br label %for.cond407

for.cond400:                                      ; preds = %for.body401, %if.then397
  %j21 = phi i32 [ 0, %if.then397 ], [ %2044, %for.body401 ]
  %2025 = icmp slt i32 %j21, %2022
  br i1 %2025, label %for.body401, label %for.end402

for.body401:                                      ; preds = %for.cond400
  %2026 = mul i32 %bx, 4
  %2027 = add i32 %2026, %i12392
  %2028 = sext i32 %2027 to i64
  %2029 = sext i32 %N to i64
  %2030 = mul nsw i64 %2028, %2029
  %2031 = mul i32 %t, 512
  %2032 = add i32 %tl_lo14, %j21
  %2033 = add i32 %2031, %2032
  %2034 = sext i32 %2033 to i64
  %2035 = add nsw i64 %2030, %2034
  %2036 = getelementptr inbounds float, ptr %X, i64 %2035
  %2037 = load float, ptr %2036, align 4
  %2038 = sext i32 %i12392 to i64
  %2039 = mul nsw i64 %2038, 512
  %2040 = add i32 %tl_lo14, %j21
  %2041 = sext i32 %2040 to i64
  %2042 = add nsw i64 %2039, %2041
  %2043 = getelementptr inbounds float, ptr %X_f, i64 %2042
  store float %2037, ptr %2043, align 4
  %2044 = add nsw i32 %j21, 1
  br label %for.cond400, !llvm.loop !96

for.end402:                                       ; preds = %for.cond400
  br label %if.end399

for.cond403:                                      ; preds = %for.body404, %if.else398
  %j21406 = phi i32 [ 0, %if.else398 ], [ %2052, %for.body404 ]
  %2045 = icmp slt i32 %j21406, %2023
  br i1 %2045, label %for.body404, label %for.end405

for.body404:                                      ; preds = %for.cond403
  %2046 = sext i32 %i12392 to i64
  %2047 = mul nsw i64 %2046, 512
  %2048 = add i32 %tl_lo14, %j21406
  %2049 = sext i32 %2048 to i64
  %2050 = add nsw i64 %2047, %2049
  %2051 = getelementptr inbounds float, ptr %X_f, i64 %2050
  store float 0.000000e+00, ptr %2051, align 4
  %2052 = add nsw i32 %j21406, 1
  br label %for.cond403, !llvm.loop !97

for.end405:                                       ; preds = %for.cond403
  br label %if.end399

for.cond407:                                      ; preds = %for.body408, %if.end399
  %j21410 = phi i32 [ 0, %if.end399 ], [ %2060, %for.body408 ]
  %2053 = icmp slt i32 %j21410, %2024
  br i1 %2053, label %for.body408, label %for.end409

for.body408:                                      ; preds = %for.cond407
  %2054 = sext i32 %i12392 to i64
  %2055 = mul nsw i64 %2054, 512
  %2056 = add i32 %tl_hi15, %j21410
  %2057 = sext i32 %2056 to i64
  %2058 = add nsw i64 %2055, %2057
  %2059 = getelementptr inbounds float, ptr %X_f, i64 %2058
  store float 0.000000e+00, ptr %2059, align 4
  %2060 = add nsw i32 %j21410, 1
  br label %for.cond407, !llvm.loop !98

for.end409:                                       ; preds = %for.cond407
  %2061 = add nsw i32 %i12392, 1
  br label %for.cond389, !llvm.loop !99

for.cond411:                                      ; preds = %for.end424, %if.end382
  %i414 = phi i32 [ 0, %if.end382 ], [ %2220, %for.end424 ]
  %2062 = icmp slt i32 %i414, 4
  br i1 %2062, label %for.body412, label %for.end413

for.body412:                                      ; preds = %for.cond411
  %2063 = mul i32 %t, 512
  %2064 = sext i32 %2063 to i64
  %2065 = sub i64 0, %2064
  %2066 = icmp slt i64 %2065, 0
  %2067 = mul i32 %t, 512
  %2068 = sext i32 %2067 to i64
  %2069 = sub i64 0, %2068
  %2070 = icmp sgt i64 %2069, 512
  %2071 = mul i32 %t, 512
  %2072 = sext i32 %2071 to i64
  %2073 = sub i64 0, %2072
  %2074 = select i1 %2070, i64 512, i64 %2073
  %2075 = select i1 %2066, i64 0, i64 %2074
  %tl_lo16 = trunc i64 %2075 to i32
  %2076 = sext i32 %N to i64
  %2077 = mul i32 %t, 512
  %2078 = sext i32 %2077 to i64
  %2079 = sub i64 %2076, %2078
  %2080 = icmp slt i64 %2079, 0
  %2081 = sext i32 %N to i64
  %2082 = mul i32 %t, 512
  %2083 = sext i32 %2082 to i64
  %2084 = sub i64 %2081, %2083
  %2085 = icmp sgt i64 %2084, 512
  %2086 = sext i32 %N to i64
  %2087 = mul i32 %t, 512
  %2088 = sext i32 %2087 to i64
  %2089 = sub i64 %2086, %2088
  %2090 = select i1 %2085, i64 512, i64 %2089
  %2091 = select i1 %2080, i64 0, i64 %2090
  %2092 = sext i32 %tl_lo16 to i64
  %2093 = icmp slt i64 %2091, %2092
  %2094 = sext i32 %tl_lo16 to i64
  %2095 = sext i32 %N to i64
  %2096 = mul i32 %t, 512
  %2097 = sext i32 %2096 to i64
  %2098 = sub i64 %2095, %2097
  %2099 = icmp slt i64 %2098, 0
  %2100 = sext i32 %N to i64
  %2101 = mul i32 %t, 512
  %2102 = sext i32 %2101 to i64
  %2103 = sub i64 %2100, %2102
  %2104 = icmp sgt i64 %2103, 512
  %2105 = sext i32 %N to i64
  %2106 = mul i32 %t, 512
  %2107 = sext i32 %2106 to i64
  %2108 = sub i64 %2105, %2107
  %2109 = select i1 %2104, i64 512, i64 %2108
  %2110 = select i1 %2099, i64 0, i64 %2109
  %2111 = select i1 %2093, i64 %2094, i64 %2110
  %tl_hi17 = trunc i64 %2111 to i32
  br label %for.cond415

for.end413:                                       ; preds = %for.cond411
  %2112 = mul i32 %bx, 4
  %2113 = icmp sle i32 0, %2112
  %2114 = mul i32 %bx, 4
  %2115 = sext i32 %2114 to i64
  %2116 = add i64 %2115, 4
  %2117 = sext i32 %M to i64
  %2118 = icmp sle i64 %2116, %2117
  %2119 = and i1 %2113, %2118
  %2120 = mul i32 %t, 512
  %2121 = icmp sle i32 0, %2120
  %2122 = mul i32 %t, 512
  %2123 = sext i32 %2122 to i64
  %2124 = add i64 %2123, 512
  %2125 = sext i32 %N to i64
  %2126 = icmp sle i64 %2124, %2125
  %2127 = and i1 %2121, %2126
  %2128 = and i1 %2119, %2127
  br i1 %2128, label %if.then426, label %if.else427

for.cond415:                                      ; preds = %for.body416, %for.body412
  %j418 = phi i32 [ 0, %for.body412 ], [ %2151, %for.body416 ]
  %2129 = icmp slt i32 %j418, %tl_lo16
  br i1 %2129, label %for.body416, label %for.end417

for.body416:                                      ; preds = %for.cond415
  %2130 = sext i32 %i414 to i64
  %2131 = mul nsw i64 %2130, 512
  %2132 = sext i32 %j418 to i64
  %2133 = add nsw i64 %2131, %2132
  %2134 = getelementptr inbounds float, ptr %X_f, i64 %2133
  %2135 = load float, ptr %2134, align 4
  %2136 = sext i32 %i414 to i64
  %2137 = getelementptr inbounds float, ptr %mean, i64 %2136
  %2138 = load float, ptr %2137, align 4
  %2139 = fsub float %2135, %2138
  %2140 = sext i32 %i414 to i64
  %2141 = getelementptr inbounds float, ptr %rstd, i64 %2140
  %2142 = load float, ptr %2141, align 4
  %2143 = fmul float %2139, %2142
  %2144 = fmul float %2143, 0.000000e+00
  %2145 = fadd float %2144, 0.000000e+00
  %2146 = sext i32 %i414 to i64
  %2147 = mul nsw i64 %2146, 512
  %2148 = sext i32 %j418 to i64
  %2149 = add nsw i64 %2147, %2148
  %2150 = getelementptr inbounds float, ptr %X_f, i64 %2149
  store float %2145, ptr %2150, align 4
  %2151 = add nsw i32 %j418, 1
  br label %for.cond415, !llvm.loop !100

for.end417:                                       ; preds = %for.cond415
  %2152 = sub i32 %tl_hi17, %tl_lo16
  br label %for.cond419

for.cond419:                                      ; preds = %for.body420, %for.end417
  %j9 = phi i32 [ 0, %for.end417 ], [ %2193, %for.body420 ]
  %2153 = icmp slt i32 %j9, %2152
  br i1 %2153, label %for.body420, label %for.end421

for.body420:                                      ; preds = %for.cond419
  %2154 = sext i32 %i414 to i64
  %2155 = mul nsw i64 %2154, 512
  %2156 = add i32 %tl_lo16, %j9
  %2157 = sext i32 %2156 to i64
  %2158 = add nsw i64 %2155, %2157
  %2159 = getelementptr inbounds float, ptr %X_f, i64 %2158
  %2160 = load float, ptr %2159, align 4
  %2161 = sext i32 %i414 to i64
  %2162 = getelementptr inbounds float, ptr %mean, i64 %2161
  %2163 = load float, ptr %2162, align 4
  %2164 = fsub float %2160, %2163
  %2165 = sext i32 %i414 to i64
  %2166 = getelementptr inbounds float, ptr %rstd, i64 %2165
  %2167 = load float, ptr %2166, align 4
  %2168 = fmul float %2164, %2167
  %2169 = mul i32 %t, 512
  %2170 = sext i32 %2169 to i64
  %2171 = sext i32 %tl_lo16 to i64
  %2172 = sext i32 %j9 to i64
  %2173 = add i64 %2171, %2172
  %2174 = add i64 %2170, %2173
  %2175 = getelementptr inbounds float, ptr %W, i64 %2174
  %2176 = load float, ptr %2175, align 4
  %2177 = fmul float %2168, %2176
  %2178 = mul i32 %t, 512
  %2179 = sext i32 %2178 to i64
  %2180 = sext i32 %tl_lo16 to i64
  %2181 = sext i32 %j9 to i64
  %2182 = add i64 %2180, %2181
  %2183 = add i64 %2179, %2182
  %2184 = getelementptr inbounds float, ptr %B, i64 %2183
  %2185 = load float, ptr %2184, align 4
  %2186 = fadd float %2177, %2185
  %2187 = sext i32 %i414 to i64
  %2188 = mul nsw i64 %2187, 512
  %2189 = add i32 %tl_lo16, %j9
  %2190 = sext i32 %2189 to i64
  %2191 = add nsw i64 %2188, %2190
  %2192 = getelementptr inbounds float, ptr %X_f, i64 %2191
  store float %2186, ptr %2192, align 4
  %2193 = add nsw i32 %j9, 1
  br label %for.cond419, !llvm.loop !101

for.end421:                                       ; preds = %for.cond419
  %2194 = sub i32 512, %tl_hi17
  br label %for.cond422

for.cond422:                                      ; preds = %for.body423, %for.end421
  %j9425 = phi i32 [ 0, %for.end421 ], [ %2219, %for.body423 ]
  %2195 = icmp slt i32 %j9425, %2194
  br i1 %2195, label %for.body423, label %for.end424

for.body423:                                      ; preds = %for.cond422
  %2196 = sext i32 %i414 to i64
  %2197 = mul nsw i64 %2196, 512
  %2198 = add i32 %tl_hi17, %j9425
  %2199 = sext i32 %2198 to i64
  %2200 = add nsw i64 %2197, %2199
  %2201 = getelementptr inbounds float, ptr %X_f, i64 %2200
  %2202 = load float, ptr %2201, align 4
  %2203 = sext i32 %i414 to i64
  %2204 = getelementptr inbounds float, ptr %mean, i64 %2203
  %2205 = load float, ptr %2204, align 4
  %2206 = fsub float %2202, %2205
  %2207 = sext i32 %i414 to i64
  %2208 = getelementptr inbounds float, ptr %rstd, i64 %2207
  %2209 = load float, ptr %2208, align 4
  %2210 = fmul float %2206, %2209
  %2211 = fmul float %2210, 0.000000e+00
  %2212 = fadd float %2211, 0.000000e+00
  %2213 = sext i32 %i414 to i64
  %2214 = mul nsw i64 %2213, 512
  %2215 = add i32 %tl_hi17, %j9425
  %2216 = sext i32 %2215 to i64
  %2217 = add nsw i64 %2214, %2216
  %2218 = getelementptr inbounds float, ptr %X_f, i64 %2217
  store float %2212, ptr %2218, align 4
  %2219 = add nsw i32 %j9425, 1
  br label %for.cond422, !llvm.loop !102

for.end424:                                       ; preds = %for.cond422
  %2220 = add nsw i32 %i414, 1
  br label %for.cond411, !llvm.loop !103

if.then426:                                       ; preds = %for.end413
  br label %for.cond429

if.else427:                                       ; preds = %for.end413
  br label %for.cond440

if.end428:                                        ; preds = %for.end442, %for.end431
  %2221 = add nsw i32 %c379, 1
  br label %for.cond376, !llvm.loop !104

for.cond429:                                      ; preds = %if.end435, %if.then426
  %i12432 = phi i32 [ 0, %if.then426 ], [ %2241, %if.end435 ]
  %2222 = icmp slt i32 %i12432, 4
  br i1 %2222, label %for.body430, label %for.end431

for.body430:                                      ; preds = %for.cond429
  %2223 = sext i32 %M to i64
  %2224 = sext i32 %N to i64
  %2225 = mul i64 %2223, %2224
  %2226 = icmp sge i64 %2225, 8388608
  br i1 %2226, label %if.then433, label %if.else434

for.end431:                                       ; preds = %for.cond429
  br label %if.end428

if.then433:                                       ; preds = %for.body430
  %2227 = mul i32 %bx, 4
  %2228 = add i32 %2227, %i12432
  %2229 = sext i32 %2228 to i64
  %2230 = sext i32 %N to i64
  %2231 = mul nsw i64 %2229, %2230
  %2232 = mul i32 %t, 512
  %2233 = add i32 %2232, 0
  %2234 = sext i32 %2233 to i64
  %2235 = add nsw i64 %2231, %2234
  %2236 = getelementptr inbounds float, ptr %Y, i64 %2235
  %2237 = sext i32 %i12432 to i64
  %2238 = mul nsw i64 %2237, 512
  %2239 = add nsw i64 %2238, 0
  %2240 = getelementptr inbounds float, ptr %X_f, i64 %2239
  call void @tilec_rt_stream(ptr %2236, ptr %2240, i64 2048)
  br label %if.end435

if.else434:                                       ; preds = %for.body430
  br label %for.cond436

if.end435:                                        ; preds = %for.end438, %if.then433
  %2241 = add nsw i32 %i12432, 1
  br label %for.cond429, !llvm.loop !105

for.cond436:                                      ; preds = %for.body437, %if.else434
  %j2439 = phi i32 [ 0, %if.else434 ], [ %2259, %for.body437 ]
  %2242 = icmp slt i32 %j2439, 512
  br i1 %2242, label %for.body437, label %for.end438

for.body437:                                      ; preds = %for.cond436
  %2243 = sext i32 %i12432 to i64
  %2244 = mul nsw i64 %2243, 512
  %2245 = sext i32 %j2439 to i64
  %2246 = add nsw i64 %2244, %2245
  %2247 = getelementptr inbounds float, ptr %X_f, i64 %2246
  %2248 = load float, ptr %2247, align 4
  %2249 = mul i32 %bx, 4
  %2250 = add i32 %2249, %i12432
  %2251 = sext i32 %2250 to i64
  %2252 = sext i32 %N to i64
  %2253 = mul nsw i64 %2251, %2252
  %2254 = mul i32 %t, 512
  %2255 = add i32 %2254, %j2439
  %2256 = sext i32 %2255 to i64
  %2257 = add nsw i64 %2253, %2256
  %2258 = getelementptr inbounds float, ptr %Y, i64 %2257
  store float %2248, ptr %2258, align 4
  %2259 = add nsw i32 %j2439, 1
  br label %for.cond436, !llvm.loop !106

for.end438:                                       ; preds = %for.cond436
  br label %if.end435

for.cond440:                                      ; preds = %for.end446, %if.else427
  %i12443 = phi i32 [ 0, %if.else427 ], [ %2287, %for.end446 ]
  %2260 = icmp slt i32 %i12443, 4
  br i1 %2260, label %for.body441, label %for.end442

for.body441:                                      ; preds = %for.cond440
  br label %for.cond444

for.end442:                                       ; preds = %for.cond440
  br label %if.end428

for.cond444:                                      ; preds = %if.end450, %for.body441
  %j2447 = phi i32 [ 0, %for.body441 ], [ %2304, %if.end450 ]
  %2261 = icmp slt i32 %j2447, 512
  br i1 %2261, label %for.body445, label %for.end446

for.body445:                                      ; preds = %for.cond444
  %2262 = mul i32 %bx, 4
  %2263 = sext i32 %2262 to i64
  %2264 = sext i32 %i12443 to i64
  %2265 = add i64 %2263, %2264
  %2266 = icmp sle i64 0, %2265
  %2267 = mul i32 %bx, 4
  %2268 = sext i32 %2267 to i64
  %2269 = sext i32 %i12443 to i64
  %2270 = add i64 %2268, %2269
  %2271 = sext i32 %M to i64
  %2272 = icmp slt i64 %2270, %2271
  %2273 = and i1 %2266, %2272
  %2274 = mul i32 %t, 512
  %2275 = sext i32 %2274 to i64
  %2276 = sext i32 %j2447 to i64
  %2277 = add i64 %2275, %2276
  %2278 = icmp sle i64 0, %2277
  %2279 = mul i32 %t, 512
  %2280 = sext i32 %2279 to i64
  %2281 = sext i32 %j2447 to i64
  %2282 = add i64 %2280, %2281
  %2283 = sext i32 %N to i64
  %2284 = icmp slt i64 %2282, %2283
  %2285 = and i1 %2278, %2284
  %2286 = and i1 %2273, %2285
  br i1 %2286, label %if.then448, label %if.else449

for.end446:                                       ; preds = %for.cond444
  %2287 = add nsw i32 %i12443, 1
  br label %for.cond440, !llvm.loop !107

if.then448:                                       ; preds = %for.body445
  %2288 = sext i32 %i12443 to i64
  %2289 = mul nsw i64 %2288, 512
  %2290 = sext i32 %j2447 to i64
  %2291 = add nsw i64 %2289, %2290
  %2292 = getelementptr inbounds float, ptr %X_f, i64 %2291
  %2293 = load float, ptr %2292, align 4
  %2294 = mul i32 %bx, 4
  %2295 = add i32 %2294, %i12443
  %2296 = sext i32 %2295 to i64
  %2297 = sext i32 %N to i64
  %2298 = mul nsw i64 %2296, %2297
  %2299 = mul i32 %t, 512
  %2300 = add i32 %2299, %j2447
  %2301 = sext i32 %2300 to i64
  %2302 = add nsw i64 %2298, %2301
  %2303 = getelementptr inbounds float, ptr %Y, i64 %2302
  store float %2293, ptr %2303, align 4
  br label %if.end450

if.else449:                                       ; preds = %for.body445
  br label %if.end450

if.end450:                                        ; preds = %if.else449, %if.then448
  %2304 = add nsw i32 %j2447, 1
  br label %for.cond444, !llvm.loop !108
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
!103 = distinct !{!103, !1}
!104 = distinct !{!104, !1}
!105 = distinct !{!105, !1}
!106 = distinct !{!106, !1}
!107 = distinct !{!107, !1}
!108 = distinct !{!108, !1}
