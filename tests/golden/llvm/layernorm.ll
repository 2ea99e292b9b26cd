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
  br i1 %2, label %if.then109, label %if.else110

if.end:                                           ; preds = %if.end111, %for.end93
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

for.cond19:                                       ; preds = %for.end53, %for.end
  %i1 = phi i32 [ 0, %for.end ], [ %324, %for.end53 ]
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
  br label %for.cond55

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
  br label %for.cond35

for.cond35:                                       ; preds = %for.body36, %if.end34
  %lane38 = phi i32 [ 0, %if.end34 ], [ %265, %for.body36 ]
  %254 = icmp slt i32 %lane38, 16
  br i1 %254, label %for.body36, label %for.end37

for.body36:                                       ; preds = %for.cond35
  %255 = sext i32 %lane38 to i64
  %256 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %255
  %257 = load float, ptr %256, align 4
  %258 = add i32 %lane38, 16
  %259 = sext i32 %258 to i64
  %260 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %259
  %261 = load float, ptr %260, align 4
  %262 = fadd float %257, %261
  %263 = sext i32 %lane38 to i64
  %264 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %263
  store float %262, ptr %264, align 4
  %265 = add nsw i32 %lane38, 1
  br label %for.cond35, !llvm.loop !10

for.end37:                                        ; preds = %for.cond35
  br label %for.cond39

for.cond39:                                       ; preds = %for.body40, %for.end37
  %lane42 = phi i32 [ 0, %for.end37 ], [ %277, %for.body40 ]
  %266 = icmp slt i32 %lane42, 8
  br i1 %266, label %for.body40, label %for.end41

for.body40:                                       ; preds = %for.cond39
  %267 = sext i32 %lane42 to i64
  %268 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %267
  %269 = load float, ptr %268, align 4
  %270 = add i32 %lane42, 8
  %271 = sext i32 %270 to i64
  %272 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %271
  %273 = load float, ptr %272, align 4
  %274 = fadd float %269, %273
  %275 = sext i32 %lane42 to i64
  %276 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %275
  store float %274, ptr %276, align 4
  %277 = add nsw i32 %lane42, 1
  br label %for.cond39, !llvm.loop !11

for.end41:                                        ; preds = %for.cond39
  br label %for.cond43

for.cond43:                                       ; preds = %for.body44, %for.end41
  %lane46 = phi i32 [ 0, %for.end41 ], [ %289, %for.body44 ]
  %278 = icmp slt i32 %lane46, 4
  br i1 %278, label %for.body44, label %for.end45

for.body44:                                       ; preds = %for.cond43
  %279 = sext i32 %lane46 to i64
  %280 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %279
  %281 = load float, ptr %280, align 4
  %282 = add i32 %lane46, 4
  %283 = sext i32 %282 to i64
  %284 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %283
  %285 = load float, ptr %284, align 4
  %286 = fadd float %281, %285
  %287 = sext i32 %lane46 to i64
  %288 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %287
  store float %286, ptr %288, align 4
  %289 = add nsw i32 %lane46, 1
  br label %for.cond43, !llvm.loop !12

for.end45:                                        ; preds = %for.cond43
  br label %for.cond47

for.cond47:                                       ; preds = %for.body48, %for.end45
  %lane50 = phi i32 [ 0, %for.end45 ], [ %301, %for.body48 ]
  %290 = icmp slt i32 %lane50, 2
  br i1 %290, label %for.body48, label %for.end49

for.body48:                                       ; preds = %for.cond47
  %291 = sext i32 %lane50 to i64
  %292 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %291
  %293 = load float, ptr %292, align 4
  %294 = add i32 %lane50, 2
  %295 = sext i32 %294 to i64
  %296 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %295
  %297 = load float, ptr %296, align 4
  %298 = fadd float %293, %297
  %299 = sext i32 %lane50 to i64
  %300 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %299
  store float %298, ptr %300, align 4
  %301 = add nsw i32 %lane50, 1
  br label %for.cond47, !llvm.loop !13

for.end49:                                        ; preds = %for.cond47
  br label %for.cond51

for.cond51:                                       ; preds = %for.body52, %for.end49
  %lane54 = phi i32 [ 0, %for.end49 ], [ %313, %for.body52 ]
  %302 = icmp slt i32 %lane54, 1
  br i1 %302, label %for.body52, label %for.end53

for.body52:                                       ; preds = %for.cond51
  %303 = sext i32 %lane54 to i64
  %304 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %303
  %305 = load float, ptr %304, align 4
  %306 = add i32 %lane54, 1
  %307 = sext i32 %306 to i64
  %308 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %307
  %309 = load float, ptr %308, align 4
  %310 = fadd float %305, %309
  %311 = sext i32 %lane54 to i64
  %312 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %311
  store float %310, ptr %312, align 4
  %313 = add nsw i32 %lane54, 1
  br label %for.cond51, !llvm.loop !14

for.end53:                                        ; preds = %for.cond51
  %314 = sext i32 %i1 to i64
  %315 = getelementptr inbounds float, ptr %mean_s, i64 %314
  store float 0.000000e+00, ptr %315, align 4
  %316 = sext i32 %i1 to i64
  %317 = getelementptr inbounds float, ptr %mean_s, i64 %316
  %318 = load float, ptr %317, align 4
  %319 = getelementptr inbounds float, ptr %tl_lanes_22, i64 0
  %320 = load float, ptr %319, align 4
  %321 = fadd float %318, %320
  %322 = sext i32 %i1 to i64
  %323 = getelementptr inbounds float, ptr %mean_s, i64 %322
  store float %321, ptr %323, align 4
  %324 = add nsw i32 %i1, 1
  br label %for.cond19, !llvm.loop !15

for.cond55:                                       ; preds = %for.end89, %for.end21
  %i2 = phi i32 [ 0, %for.end21 ], [ %434, %for.end89 ]
  %325 = icmp slt i32 %i2, 16
  br i1 %325, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  br label %for.cond58

for.end57:                                        ; preds = %for.cond55
  br label %for.cond91

for.cond58:                                       ; preds = %for.body59, %for.body56
  %lane1 = phi i32 [ 0, %for.body56 ], [ %335, %for.body59 ]
  %326 = icmp slt i32 %lane1, 32
  br i1 %326, label %for.body59, label %for.end60

for.body59:                                       ; preds = %for.cond58
  %327 = sext i32 %i2 to i64
  %328 = mul nsw i64 %327, 256
  %329 = sext i32 %lane1 to i64
  %330 = add nsw i64 %328, %329
  %331 = getelementptr inbounds float, ptr %sq_s, i64 %330
  %332 = load float, ptr %331, align 4
  %333 = sext i32 %lane1 to i64
  %334 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %333
  store float %332, ptr %334, align 4
  %335 = add nsw i32 %lane1, 1
  br label %for.cond58, !llvm.loop !16

for.end60:                                        ; preds = %for.cond58
  %336 = sub i32 %215, 1
  %337 = icmp slt i32 %336, 0
  %338 = sub i32 %215, 1
  %339 = select i1 %337, i32 0, i32 %338
  %tl_steps3 = select i1 true, i32 %339, i32 7
  br label %for.cond61

for.cond61:                                       ; preds = %for.end66, %for.end60
  %red1 = phi i32 [ 0, %for.end60 ], [ %359, %for.end66 ]
  %340 = icmp slt i32 %red1, %tl_steps3
  br i1 %340, label %for.body62, label %for.end63

for.body62:                                       ; preds = %for.cond61
  br label %for.cond64

for.end63:                                        ; preds = %for.cond61
  %341 = icmp slt i32 %tl_steps3, 7
  br i1 %341, label %if.then68, label %if.else69

for.cond64:                                       ; preds = %for.body65, %for.body62
  %lane167 = phi i32 [ 0, %for.body62 ], [ %358, %for.body65 ]
  %342 = icmp slt i32 %lane167, 32
  br i1 %342, label %for.body65, label %for.end66

for.body65:                                       ; preds = %for.cond64
  %343 = sext i32 %lane167 to i64
  %344 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %343
  %345 = load float, ptr %344, align 4
  %346 = sext i32 %i2 to i64
  %347 = mul nsw i64 %346, 256
  %348 = add i32 %red1, 1
  %349 = mul i32 %348, 32
  %350 = add i32 %349, %lane167
  %351 = sext i32 %350 to i64
  %352 = add nsw i64 %347, %351
  %353 = getelementptr inbounds float, ptr %sq_s, i64 %352
  %354 = load float, ptr %353, align 4
  %355 = fadd float %345, %354
  %356 = sext i32 %lane167 to i64
  %357 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %356
  store float %355, ptr %357, align 4
  %358 = add nsw i32 %lane167, 1
  br label %for.cond64, !llvm.loop !17

for.end66:                                        ; preds = %for.cond64
  %359 = add nsw i32 %red1, 1
  br label %for.cond61, !llvm.loop !18

if.then68:                                        ; preds = %for.end63
  %360 = getelementptr inbounds float, ptr %tl_lanes_23, i64 0
  %361 = load float, ptr %360, align 4
  %362 = fadd float %361, 0.000000e+00
  %363 = getelementptr inbounds float, ptr %tl_lanes_23, i64 0
  store float %362, ptr %363, align 4
  br label %if.end70

if.else69:                                        ; preds = %for.end63
  br label %if.end70

if.end70:                                         ; preds = %if.else69, %if.then68
  br label %for.cond71

for.cond71:                                       ; preds = %for.body72, %if.end70
  %lane174 = phi i32 [ 0, %if.end70 ], [ %375, %for.body72 ]
  %364 = icmp slt i32 %lane174, 16
  br i1 %364, label %for.body72, label %for.end73

for.body72:                                       ; preds = %for.cond71
  %365 = sext i32 %lane174 to i64
  %366 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %365
  %367 = load float, ptr %366, align 4
  %368 = add i32 %lane174, 16
  %369 = sext i32 %368 to i64
  %370 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %369
  %371 = load float, ptr %370, align 4
  %372 = fadd float %367, %371
  %373 = sext i32 %lane174 to i64
  %374 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %373
  store float %372, ptr %374, align 4
  %375 = add nsw i32 %lane174, 1
  br label %for.cond71, !llvm.loop !19

for.end73:                                        ; preds = %for.cond71
  br label %for.cond75

for.cond75:                                       ; preds = %for.body76, %for.end73
  %lane178 = phi i32 [ 0, %for.end73 ], [ %387, %for.body76 ]
  %376 = icmp slt i32 %lane178, 8
  br i1 %376, label %for.body76, label %for.end77

for.body76:                                       ; preds = %for.cond75
  %377 = sext i32 %lane178 to i64
  %378 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %377
  %379 = load float, ptr %378, align 4
  %380 = add i32 %lane178, 8
  %381 = sext i32 %380 to i64
  %382 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %381
  %383 = load float, ptr %382, align 4
  %384 = fadd float %379, %383
  %385 = sext i32 %lane178 to i64
  %386 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %385
  store float %384, ptr %386, align 4
  %387 = add nsw i32 %lane178, 1
  br label %for.cond75, !llvm.loop !20

for.end77:                                        ; preds = %for.cond75
  br label %for.cond79

for.cond79:                                       ; preds = %for.body80, %for.end77
  %lane182 = phi i32 [ 0, %for.end77 ], [ %399, %for.body80 ]
  %388 = icmp slt i32 %lane182, 4
  br i1 %388, label %for.body80, label %for.end81

for.body80:                                       ; preds = %for.cond79
  %389 = sext i32 %lane182 to i64
  %390 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %389
  %391 = load float, ptr %390, align 4
  %392 = add i32 %lane182, 4
  %393 = sext i32 %392 to i64
  %394 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %393
  %395 = load float, ptr %394, align 4
  %396 = fadd float %391, %395
  %397 = sext i32 %lane182 to i64
  %398 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %397
  store float %396, ptr %398, align 4
  %399 = add nsw i32 %lane182, 1
  br label %for.cond79, !llvm.loop !21

for.end81:                                        ; preds = %for.cond79
  br label %for.cond83

for.cond83:                                       ; preds = %for.body84, %for.end81
  %lane186 = phi i32 [ 0, %for.end81 ], [ %411, %for.body84 ]
  %400 = icmp slt i32 %lane186, 2
  br i1 %400, label %for.body84, label %for.end85

for.body84:                                       ; preds = %for.cond83
  %401 = sext i32 %lane186 to i64
  %402 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %401
  %403 = load float, ptr %402, align 4
  %404 = add i32 %lane186, 2
  %405 = sext i32 %404 to i64
  %406 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %405
  %407 = load float, ptr %406, align 4
  %408 = fadd float %403, %407
  %409 = sext i32 %lane186 to i64
  %410 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %409
  store float %408, ptr %410, align 4
  %411 = add nsw i32 %lane186, 1
  br label %for.cond83, !llvm.loop !22

for.end85:                                        ; preds = %for.cond83
  br label %for.cond87

for.cond87:                                       ; preds = %for.body88, %for.end85
  %lane190 = phi i32 [ 0, %for.end85 ], [ %423, %for.body88 ]
  %412 = icmp slt i32 %lane190, 1
  br i1 %412, label %for.body88, label %for.end89

for.body88:                                       ; preds = %for.cond87
  %413 = sext i32 %lane190 to i64
  %414 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %413
  %415 = load float, ptr %414, align 4
  %416 = add i32 %lane190, 1
  %417 = sext i32 %416 to i64
  %418 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %417
  %419 = load float, ptr %418, align 4
  %420 = fadd float %415, %419
  %421 = sext i32 %lane190 to i64
  %422 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %421
  store float %420, ptr %422, align 4
  %423 = add nsw i32 %lane190, 1
  br label %for.cond87, !llvm.loop !23

for.end89:                                        ; preds = %for.cond87
  %424 = sext i32 %i2 to i64
  %425 = getelementptr inbounds float, ptr %rstd_s, i64 %424
  store float 0.000000e+00, ptr %425, align 4
  %426 = sext i32 %i2 to i64
  %427 = getelementptr inbounds float, ptr %rstd_s, i64 %426
  %428 = load float, ptr %427, align 4
  %429 = getelementptr inbounds float, ptr %tl_lanes_23, i64 0
  %430 = load float, ptr %429, align 4
  %431 = fadd float %428, %430
  %432 = sext i32 %i2 to i64
  %433 = getelementptr inbounds float, ptr %rstd_s, i64 %432
  store float %431, ptr %433, align 4
  %434 = add nsw i32 %i2, 1
  br label %for.cond55, !llvm.loop !24

for.cond91:                                       ; preds = %for.end107, %for.end57
  %i94 = phi i32 [ 0, %for.end57 ], [ %509, %for.end107 ]
  %435 = icmp slt i32 %i94, 16
  br i1 %435, label %for.body92, label %for.end93

for.body92:                                       ; preds = %for.cond91
  %436 = sext i32 %N to i64
  %437 = icmp slt i64 %436, 0
  %438 = sext i32 %N to i64
  %439 = icmp sgt i64 %438, 256
  %440 = sext i32 %N to i64
  %441 = select i1 %439, i64 256, i64 %440
  %442 = select i1 %437, i64 0, i64 %441
  %443 = icmp slt i64 %442, 0
  %444 = sext i32 %N to i64
  %445 = icmp slt i64 %444, 0
  %446 = sext i32 %N to i64
  %447 = icmp sgt i64 %446, 256
  %448 = sext i32 %N to i64
  %449 = select i1 %447, i64 256, i64 %448
  %450 = select i1 %445, i64 0, i64 %449
  %451 = select i1 %443, i64 0, i64 %450
  %tl_hi3 = trunc i64 %451 to i32
  br label %for.cond95

for.end93:                                        ; preds = %for.cond91
  br label %if.end

for.cond95:                                       ; preds = %for.body96, %for.body92
  %j98 = phi i32 [ 0, %for.body92 ], [ %453, %for.body96 ]
  %452 = icmp slt i32 %j98, 0
  br i1 %452, label %for.body96, label %for.end97

for.body96:                                       ; preds = %for.cond95
  %453 = add nsw i32 %j98, 1
  br label %for.cond95, !llvm.loop !25

for.end97:                                        ; preds = %for.cond95
  %454 = sub i32 %tl_hi3, 0
  br label %for.cond99

for.cond99:                                       ; preds = %if.end104, %for.end97
  %j4 = phi i32 [ 0, %for.end97 ], [ %506, %if.end104 ]
  %455 = icmp slt i32 %j4, %454
  br i1 %455, label %for.body100, label %for.end101

for.body100:                                      ; preds = %for.cond99
  %456 = sext i32 %i94 to i64
  %457 = getelementptr inbounds float, ptr %mean_s, i64 %456
  %458 = load float, ptr %457, align 4
  %mu = fmul float %458, %inv_n
  %459 = sext i32 %i94 to i64
  %460 = getelementptr inbounds float, ptr %rstd_s, i64 %459
  %461 = load float, ptr %460, align 4
  %462 = fmul float %461, %inv_n
  %463 = fmul float %mu, %mu
  %464 = fsub float %462, %463
  %465 = call float @llvm.maxnum.f32(float %464, float 0.000000e+00)
  %466 = fadd float %465, 0x3EE4F8B580000000
  %467 = fpext float %466 to double
  %468 = call double @llvm.sqrt.f64(double %467)
  %469 = fdiv double 1.000000e+00, %468
  %r = fptrunc double %469 to float
  %470 = mul i32 %bx, 16
  %471 = add i32 %470, %i94
  %472 = icmp sle i32 0, %471
  %473 = mul i32 %bx, 16
  %474 = add i32 %473, %i94
  %475 = icmp slt i32 %474, %M
  %476 = and i1 %472, %475
  br i1 %476, label %if.then102, label %if.else103

for.end101:                                       ; preds = %for.cond99
  %477 = sub i32 256, %tl_hi3
  br label %for.cond105

if.then102:                                       ; preds = %for.body100
  %478 = sext i32 %i94 to i64
  %479 = mul nsw i64 %478, 256
  %480 = add i32 0, %j4
  %481 = sext i32 %480 to i64
  %482 = add nsw i64 %479, %481
  %483 = getelementptr inbounds float, ptr %X_s, i64 %482
  %484 = load float, ptr %483, align 4
  %485 = fsub float %484, %mu
  %486 = fmul float %485, %r
  %487 = add i32 0, %j4
  %488 = sext i32 %487 to i64
  %489 = getelementptr inbounds float, ptr %W, i64 %488
  %490 = load float, ptr %489, align 4
  %491 = fmul float %486, %490
  %492 = add i32 0, %j4
  %493 = sext i32 %492 to i64
  %494 = getelementptr inbounds float, ptr %B, i64 %493
  %495 = load float, ptr %494, align 4
  %496 = fadd float %491, %495
  %497 = mul i32 %bx, 16
  %498 = add i32 %497, %i94
  %499 = sext i32 %498 to i64
  %500 = sext i32 %N to i64
  %501 = mul nsw i64 %499, %500
  %502 = add i32 0, %j4
  %503 = sext i32 %502 to i64
  %504 = add nsw i64 %501, %503
  %505 = getelementptr inbounds float, ptr %Y, i64 %504
  store float %496, ptr %505, align 4
  br label %if.end104

if.else103:                                       ; preds = %for.body100
  br label %if.end104

if.end104:                                        ; preds = %if.else103, %if.then102
  %506 = add nsw i32 %j4, 1
  br label %for.cond99, !llvm.loop !26

for.cond105:                                      ; preds = %for.body106, %for.end101
  %j4108 = phi i32 [ 0, %for.end101 ], [ %508, %for.body106 ]
  %507 = icmp slt i32 %j4108, %477
  br i1 %507, label %for.body106, label %for.end107

for.body106:                                      ; preds = %for.cond105
  %508 = add nsw i32 %j4108, 1
  br label %for.cond105, !llvm.loop !27

for.end107:                                       ; preds = %for.cond105
  %509 = add nsw i32 %i94, 1
  br label %for.cond91, !llvm.loop !28

if.then109:                                       ; preds = %if.else
  br label %for.cond112

if.else110:                                       ; preds = %if.else
  %510 = icmp sle i32 %N, 4096
  br i1 %510, label %if.then222, label %if.else223

if.end111:                                        ; preds = %if.end224, %for.end214
  br label %if.end

for.cond112:                                      ; preds = %for.end134, %if.then109
  %i115 = phi i32 [ 0, %if.then109 ], [ %663, %for.end134 ]
  %511 = icmp slt i32 %i115, 4
  br i1 %511, label %for.body113, label %for.end114

for.body113:                                      ; preds = %for.cond112
  %512 = sext i32 %N to i64
  %513 = icmp slt i64 %512, 0
  %514 = sext i32 %N to i64
  %515 = icmp sgt i64 %514, 512
  %516 = sext i32 %N to i64
  %517 = select i1 %515, i64 512, i64 %516
  %518 = select i1 %513, i64 0, i64 %517
  %519 = icmp slt i64 %518, 0
  %520 = sext i32 %N to i64
  %521 = icmp slt i64 %520, 0
  %522 = sext i32 %N to i64
  %523 = icmp sgt i64 %522, 512
  %524 = sext i32 %N to i64
  %525 = select i1 %523, i64 512, i64 %524
  %526 = select i1 %521, i64 0, i64 %525
  %527 = select i1 %519, i64 0, i64 %526
  %tl_hi5 = trunc i64 %527 to i32
  br label %for.cond116

for.end114:                                       ; preds = %for.cond112
  %528 = sext i32 %N to i64
  %529 = icmp slt i64 %528, 0
  %530 = sext i32 %N to i64
  %531 = icmp sgt i64 %530, 512
  %532 = sext i32 %N to i64
  %533 = select i1 %531, i64 512, i64 %532
  %534 = select i1 %529, i64 0, i64 %533
  %535 = icmp slt i64 %534, 0
  %536 = sext i32 %N to i64
  %537 = icmp slt i64 %536, 0
  %538 = sext i32 %N to i64
  %539 = icmp sgt i64 %538, 512
  %540 = sext i32 %N to i64
  %541 = select i1 %539, i64 512, i64 %540
  %542 = select i1 %537, i64 0, i64 %541
  %543 = select i1 %535, i64 0, i64 %542
  %544 = trunc i64 %543 to i32
  %545 = icmp slt i32 %544, 0
  %546 = sext i32 %N to i64
  %547 = icmp slt i64 %546, 0
  %548 = sext i32 %N to i64
  %549 = icmp sgt i64 %548, 512
  %550 = sext i32 %N to i64
  %551 = select i1 %549, i64 512, i64 %550
  %552 = select i1 %547, i64 0, i64 %551
  %553 = icmp slt i64 %552, 0
  %554 = sext i32 %N to i64
  %555 = icmp slt i64 %554, 0
  %556 = sext i32 %N to i64
  %557 = icmp sgt i64 %556, 512
  %558 = sext i32 %N to i64
  %559 = select i1 %557, i64 512, i64 %558
  %560 = select i1 %555, i64 0, i64 %559
  %561 = select i1 %553, i64 0, i64 %560
  %562 = trunc i64 %561 to i32
  %563 = icmp sgt i32 %562, 512
  %564 = sext i32 %N to i64
  %565 = icmp slt i64 %564, 0
  %566 = sext i32 %N to i64
  %567 = icmp sgt i64 %566, 512
  %568 = sext i32 %N to i64
  %569 = select i1 %567, i64 512, i64 %568
  %570 = select i1 %565, i64 0, i64 %569
  %571 = icmp slt i64 %570, 0
  %572 = sext i32 %N to i64
  %573 = icmp slt i64 %572, 0
  %574 = sext i32 %N to i64
  %575 = icmp sgt i64 %574, 512
  %576 = sext i32 %N to i64
  %577 = select i1 %575, i64 512, i64 %576
  %578 = select i1 %573, i64 0, i64 %577
  %579 = select i1 %571, i64 0, i64 %578
  %580 = trunc i64 %579 to i32
  %581 = select i1 %563, i32 512, i32 %580
  %582 = select i1 %545, i32 0, i32 %581
  %583 = add i32 %582, 31
  %584 = sdiv i32 %583, 32
  %585 = sub i32 0, %583
  %586 = select i1 false, i32 %585, i32 %584
  br label %for.cond136

for.cond116:                                      ; preds = %for.body117, %for.body113
  %j119 = phi i32 [ 0, %for.body113 ], [ %600, %for.body117 ]
  %587 = icmp slt i32 %j119, 0
  br i1 %587, label %for.body117, label %for.end118

for.body117:                                      ; preds = %for.cond116
  %588 = icmp slt i32 %j119, %N
  %x120 = select i1 %588, float 0.000000e+00, float 0.000000e+00
  %589 = sext i32 %i115 to i64
  %590 = mul nsw i64 %589, 512
  %591 = sext i32 %j119 to i64
  %592 = add nsw i64 %590, %591
  %593 = getelementptr inbounds float, ptr %X_f, i64 %592
  store float %x120, ptr %593, align 4
  %594 = fmul float %x120, %x120
  %595 = sext i32 %i115 to i64
  %596 = mul nsw i64 %595, 512
  %597 = sext i32 %j119 to i64
  %598 = add nsw i64 %596, %597
  %599 = getelementptr inbounds float, ptr %sq, i64 %598
  store float %594, ptr %599, align 4
  %600 = add nsw i32 %j119, 1
  br label %for.cond116, !llvm.loop !29

for.end118:                                       ; preds = %for.cond116
  %601 = mul i32 %bx, 4
  %602 = add i32 %601, %i115
  %603 = icmp sle i32 0, %602
  %604 = mul i32 %bx, 4
  %605 = add i32 %604, %i115
  %606 = icmp slt i32 %605, %M
  %607 = and i1 %603, %606
  br i1 %607, label %if.then121, label %if.else122

if.then121:                                       ; preds = %for.end118
  %608 = sub i32 %tl_hi5, 0
  br label %for.cond124

if.else122:                                       ; preds = %for.end118
  %609 = sub i32 %tl_hi5, 0
  br label %for.cond128

if.end123:                                        ; preds = %for.end130, %for.end126
  %610 = sub i32 512, %tl_hi5
  br label %for.cond132

for.cond124:                                      ; preds = %for.body125, %if.then121
  %j5 = phi i32 [ 0, %if.then121 ], [ %634, %for.body125 ]
  %611 = icmp slt i32 %j5, %608
  br i1 %611, label %for.body125, label %for.end126

for.body125:                                      ; preds = %for.cond124
  %612 = mul i32 %bx, 4
  %613 = add i32 %612, %i115
  %614 = sext i32 %613 to i64
  %615 = sext i32 %N to i64
  %616 = mul nsw i64 %614, %615
  %617 = add i32 0, %j5
  %618 = sext i32 %617 to i64
  %619 = add nsw i64 %616, %618
  %620 = getelementptr inbounds float, ptr %X, i64 %619
  %x127 = load float, ptr %620, align 4
  %621 = sext i32 %i115 to i64
  %622 = mul nsw i64 %621, 512
  %623 = add i32 0, %j5
  %624 = sext i32 %623 to i64
  %625 = add nsw i64 %622, %624
  %626 = getelementptr inbounds float, ptr %X_f, i64 %625
  store float %x127, ptr %626, align 4
  %627 = fmul float %x127, %x127
  %628 = sext i32 %i115 to i64
  %629 = mul nsw i64 %628, 512
  %630 = add i32 0, %j5
  %631 = sext i32 %630 to i64
  %632 = add nsw i64 %629, %631
  %633 = getelementptr inbounds float, ptr %sq, i64 %632
  store float %627, ptr %633, align 4
  %634 = add nsw i32 %j5, 1
  br label %for.cond124, !llvm.loop !30

for.end126:                                       ; preds = %for.cond124
  br label %if.end123

for.cond128:                                      ; preds = %for.body129, %if.else122
  %j5131 = phi i32 [ 0, %if.else122 ], [ %648, %for.body129 ]
  %635 = icmp slt i32 %j5131, %609
  br i1 %635, label %for.body129, label %for.end130

for.body129:                                      ; preds = %for.cond128
  %636 = sext i32 %i115 to i64
  %637 = mul nsw i64 %636, 512
  %638 = add i32 0, %j5131
  %639 = sext i32 %638 to i64
  %640 = add nsw i64 %637, %639
  %641 = getelementptr inbounds float, ptr %X_f, i64 %640
  store float 0.000000e+00, ptr %641, align 4
  %642 = sext i32 %i115 to i64
  %643 = mul nsw i64 %642, 512
  %644 = add i32 0, %j5131
  %645 = sext i32 %644 to i64
  %646 = add nsw i64 %643, %645
  %647 = getelementptr inbounds float, ptr %sq, i64 %646
  store float 0.000000e+00, ptr %647, align 4
  %648 = add nsw i32 %j5131, 1
  br label %for.cond128, !llvm.loop !31

for.end130:                                       ; preds = %for.cond128
  br label %if.end123

for.cond132:                                      ; preds = %for.body133, %if.end123
  %j5135 = phi i32 [ 0, %if.end123 ], [ %662, %for.body133 ]
  %649 = icmp slt i32 %j5135, %610
  br i1 %649, label %for.body133, label %for.end134

for.body133:                                      ; preds = %for.cond132
  %650 = sext i32 %i115 to i64
  %651 = mul nsw i64 %650, 512
  %652 = add i32 %tl_hi5, %j5135
  %653 = sext i32 %652 to i64
  %654 = add nsw i64 %651, %653
  %655 = getelementptr inbounds float, ptr %X_f, i64 %654
  store float 0.000000e+00, ptr %655, align 4
  %656 = sext i32 %i115 to i64
  %657 = mul nsw i64 %656, 512
  %658 = add i32 %tl_hi5, %j5135
  %659 = sext i32 %658 to i64
  %660 = add nsw i64 %657, %659
  %661 = getelementptr inbounds float, ptr %sq, i64 %660
  store float 0.000000e+00, ptr %661, align 4
  %662 = add nsw i32 %j5135, 1
  br label %for.cond132, !llvm.loop !32

for.end134:                                       ; preds = %for.cond132
  %663 = add nsw i32 %i115, 1
  br label %for.cond112, !llvm.loop !33

for.cond136:                                      ; preds = %for.end170, %for.end114
  %i3 = phi i32 [ 0, %for.end114 ], [ %832, %for.end170 ]
  %664 = icmp slt i32 %i3, 4
  br i1 %664, label %for.body137, label %for.end138

for.body137:                                      ; preds = %for.cond136
  br label %for.cond139

for.end138:                                       ; preds = %for.cond136
  %665 = sext i32 %N to i64
  %666 = icmp slt i64 %665, 0
  %667 = sext i32 %N to i64
  %668 = icmp sgt i64 %667, 512
  %669 = sext i32 %N to i64
  %670 = select i1 %668, i64 512, i64 %669
  %671 = select i1 %666, i64 0, i64 %670
  %672 = icmp slt i64 %671, 0
  %673 = sext i32 %N to i64
  %674 = icmp slt i64 %673, 0
  %675 = sext i32 %N to i64
  %676 = icmp sgt i64 %675, 512
  %677 = sext i32 %N to i64
  %678 = select i1 %676, i64 512, i64 %677
  %679 = select i1 %674, i64 0, i64 %678
  %680 = select i1 %672, i64 0, i64 %679
  %681 = trunc i64 %680 to i32
  %682 = icmp slt i32 %681, 0
  %683 = sext i32 %N to i64
  %684 = icmp slt i64 %683, 0
  %685 = sext i32 %N to i64
  %686 = icmp sgt i64 %685, 512
  %687 = sext i32 %N to i64
  %688 = select i1 %686, i64 512, i64 %687
  %689 = select i1 %684, i64 0, i64 %688
  %690 = icmp slt i64 %689, 0
  %691 = sext i32 %N to i64
  %692 = icmp slt i64 %691, 0
  %693 = sext i32 %N to i64
  %694 = icmp sgt i64 %693, 512
  %695 = sext i32 %N to i64
  %696 = select i1 %694, i64 512, i64 %695
  %697 = select i1 %692, i64 0, i64 %696
  %698 = select i1 %690, i64 0, i64 %697
  %699 = trunc i64 %698 to i32
  %700 = icmp sgt i32 %699, 512
  %701 = sext i32 %N to i64
  %702 = icmp slt i64 %701, 0
  %703 = sext i32 %N to i64
  %704 = icmp sgt i64 %703, 512
  %705 = sext i32 %N to i64
  %706 = select i1 %704, i64 512, i64 %705
  %707 = select i1 %702, i64 0, i64 %706
  %708 = icmp slt i64 %707, 0
  %709 = sext i32 %N to i64
  %710 = icmp slt i64 %709, 0
  %711 = sext i32 %N to i64
  %712 = icmp sgt i64 %711, 512
  %713 = sext i32 %N to i64
  %714 = select i1 %712, i64 512, i64 %713
  %715 = select i1 %710, i64 0, i64 %714
  %716 = select i1 %708, i64 0, i64 %715
  %717 = trunc i64 %716 to i32
  %718 = select i1 %700, i32 512, i32 %717
  %719 = select i1 %682, i32 0, i32 %718
  %720 = add i32 %719, 31
  %721 = sdiv i32 %720, 32
  %722 = sub i32 0, %720
  %723 = select i1 false, i32 %722, i32 %721
  br label %for.cond172

for.cond139:                                      ; preds = %for.body140, %for.body137
  %lane2 = phi i32 [ 0, %for.body137 ], [ %733, %for.body140 ]
  %724 = icmp slt i32 %lane2, 32
  br i1 %724, label %for.body140, label %for.end141

for.body140:                                      ; preds = %for.cond139
  %725 = sext i32 %i3 to i64
  %726 = mul nsw i64 %725, 512
  %727 = sext i32 %lane2 to i64
  %728 = add nsw i64 %726, %727
  %729 = getelementptr inbounds float, ptr %X_f, i64 %728
  %730 = load float, ptr %729, align 4
  %731 = sext i32 %lane2 to i64
  %732 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %731
  store float %730, ptr %732, align 4
  %733 = add nsw i32 %lane2, 1
  br label %for.cond139, !llvm.loop !34

for.end141:                                       ; preds = %for.cond139
  %734 = sub i32 %586, 1
  %735 = icmp slt i32 %734, 0
  %736 = sub i32 %586, 1
  %737 = select i1 %735, i32 0, i32 %736
  %tl_steps5 = select i1 true, i32 %737, i32 15
  br label %for.cond142

for.cond142:                                      ; preds = %for.end147, %for.end141
  %red2 = phi i32 [ 0, %for.end141 ], [ %757, %for.end147 ]
  %738 = icmp slt i32 %red2, %tl_steps5
  br i1 %738, label %for.body143, label %for.end144

for.body143:                                      ; preds = %for.cond142
  br label %for.cond145

for.end144:                                       ; preds = %for.cond142
  %739 = icmp slt i32 %tl_steps5, 15
  br i1 %739, label %if.then149, label %if.else150

for.cond145:                                      ; preds = %for.body146, %for.body143
  %lane2148 = phi i32 [ 0, %for.body143 ], [ %756, %for.body146 ]
  %740 = icmp slt i32 %lane2148, 32
  br i1 %740, label %for.body146, label %for.end147

for.body146:                                      ; preds = %for.cond145
  %741 = sext i32 %lane2148 to i64
  %742 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %741
  %743 = load float, ptr %742, align 4
  %744 = sext i32 %i3 to i64
  %745 = mul nsw i64 %744, 512
  %746 = add i32 %red2, 1
  %747 = mul i32 %746, 32
  %748 = add i32 %747, %lane2148
  %749 = sext i32 %748 to i64
  %750 = add nsw i64 %745, %749
  %751 = getelementptr inbounds float, ptr %X_f, i64 %750
  %752 = load float, ptr %751, align 4
  %753 = fadd float %743, %752
  %754 = sext i32 %lane2148 to i64
  %755 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %754
  store float %753, ptr %755, align 4
  %756 = add nsw i32 %lane2148, 1
  br label %for.cond145, !llvm.loop !35

for.end147:                                       ; preds = %for.cond145
  %757 = add nsw i32 %red2, 1
  br label %for.cond142, !llvm.loop !36

if.then149:                                       ; preds = %for.end144
  %758 = getelementptr inbounds float, ptr %tl_lanes_24, i64 0
  %759 = load float, ptr %758, align 4
  %760 = fadd float %759, 0.000000e+00
  %761 = getelementptr inbounds float, ptr %tl_lanes_24, i64 0
  store float %760, ptr %761, align 4
  br label %if.end151

if.else150:                                       ; preds = %for.end144
  br label %if.end151

if.end151:                                        ; preds = %if.else150, %if.then149
  br label %for.cond152

for.cond152:                                      ; preds = %for.body153, %if.end151
  %lane2155 = phi i32 [ 0, %if.end151 ], [ %773, %for.body153 ]
  %762 = icmp slt i32 %lane2155, 16
  br i1 %762, label %for.body153, label %for.end154

for.body153:                                      ; preds = %for.cond152
  %763 = sext i32 %lane2155 to i64
  %764 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %763
  %765 = load float, ptr %764, align 4
  %766 = add i32 %lane2155, 16
  %767 = sext i32 %766 to i64
  %768 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %767
  %769 = load float, ptr %768, align 4
  %770 = fadd float %765, %769
  %771 = sext i32 %lane2155 to i64
  %772 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %771
  store float %770, ptr %772, align 4
  %773 = add nsw i32 %lane2155, 1
  br label %for.cond152, !llvm.loop !37

for.end154:                                       ; preds = %for.cond152
  br label %for.cond156

for.cond156:                                      ; preds = %for.body157, %for.end154
  %lane2159 = phi i32 [ 0, %for.end154 ], [ %785, %for.body157 ]
  %774 = icmp slt i32 %lane2159, 8
  br i1 %774, label %for.body157, label %for.end158

for.body157:                                      ; preds = %for.cond156
  %775 = sext i32 %lane2159 to i64
  %776 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %775
  %777 = load float, ptr %776, align 4
  %778 = add i32 %lane2159, 8
  %779 = sext i32 %778 to i64
  %780 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %779
  %781 = load float, ptr %780, align 4
  %782 = fadd float %777, %781
  %783 = sext i32 %lane2159 to i64
  %784 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %783
  store float %782, ptr %784, align 4
  %785 = add nsw i32 %lane2159, 1
  br label %for.cond156, !llvm.loop !38

for.end158:                                       ; preds = %for.cond156
  br label %for.cond160

for.cond160:                                      ; preds = %for.body161, %for.end158
  %lane2163 = phi i32 [ 0, %for.end158 ], [ %797, %for.body161 ]
  %786 = icmp slt i32 %lane2163, 4
  br i1 %786, label %for.body161, label %for.end162

for.body161:                                      ; preds = %for.cond160
  %787 = sext i32 %lane2163 to i64
  %788 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %787
  %789 = load float, ptr %788, align 4
  %790 = add i32 %lane2163, 4
  %791 = sext i32 %790 to i64
  %792 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %791
  %793 = load float, ptr %792, align 4
  %794 = fadd float %789, %793
  %795 = sext i32 %lane2163 to i64
  %796 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %795
  store float %794, ptr %796, align 4
  %797 = add nsw i32 %lane2163, 1
  br label %for.cond160, !llvm.loop !39

for.end162:                                       ; preds = %for.cond160
  br label %for.cond164

for.cond164:                                      ; preds = %for.body165, %for.end162
  %lane2167 = phi i32 [ 0, %for.end162 ], [ %809, %for.body165 ]
  %798 = icmp slt i32 %lane2167, 2
  br i1 %798, label %for.body165, label %for.end166

for.body165:                                      ; preds = %for.cond164
  %799 = sext i32 %lane2167 to i64
  %800 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %799
  %801 = load float, ptr %800, align 4
  %802 = add i32 %lane2167, 2
  %803 = sext i32 %802 to i64
  %804 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %803
  %805 = load float, ptr %804, align 4
  %806 = fadd float %801, %805
  %807 = sext i32 %lane2167 to i64
  %808 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %807
  store float %806, ptr %808, align 4
  %809 = add nsw i32 %lane2167, 1
  br label %for.cond164, !llvm.loop !40

for.end166:                                       ; preds = %for.cond164
  br label %for.cond168

for.cond168:                                      ; preds = %for.body169, %for.end166
  %lane2171 = phi i32 [ 0, %for.end166 ], [ %821, %for.body169 ]
  %810 = icmp slt i32 %lane2171, 1
  br i1 %810, label %for.body169, label %for.end170

for.body169:                                      ; preds = %for.cond168
  %811 = sext i32 %lane2171 to i64
  %812 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %811
  %813 = load float, ptr %812, align 4
  %814 = add i32 %lane2171, 1
  %815 = sext i32 %814 to i64
  %816 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %815
  %817 = load float, ptr %816, align 4
  %818 = fadd float %813, %817
  %819 = sext i32 %lane2171 to i64
  %820 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %819
  store float %818, ptr %820, align 4
  %821 = add nsw i32 %lane2171, 1
  br label %for.cond168, !llvm.loop !41

for.end170:                                       ; preds = %for.cond168
  %822 = sext i32 %i3 to i64
  %823 = getelementptr inbounds float, ptr %mean, i64 %822
  store float 0.000000e+00, ptr %823, align 4
  %824 = sext i32 %i3 to i64
  %825 = getelementptr inbounds float, ptr %mean, i64 %824
  %826 = load float, ptr %825, align 4
  %827 = getelementptr inbounds float, ptr %tl_lanes_24, i64 0
  %828 = load float, ptr %827, align 4
  %829 = fadd float %826, %828
  %830 = sext i32 %i3 to i64
  %831 = getelementptr inbounds float, ptr %mean, i64 %830
  store float %829, ptr %831, align 4
  %832 = add nsw i32 %i3, 1
  br label %for.cond136, !llvm.loop !42

for.cond172:                                      ; preds = %for.end206, %for.end138
  %i5 = phi i32 [ 0, %for.end138 ], [ %942, %for.end206 ]
  %833 = icmp slt i32 %i5, 4
  br i1 %833, label %for.body173, label %for.end174

for.body173:                                      ; preds = %for.cond172
  br label %for.cond175

for.end174:                                       ; preds = %for.cond172
  br label %for.cond208

for.cond175:                                      ; preds = %for.body176, %for.body173
  %lane3 = phi i32 [ 0, %for.body173 ], [ %843, %for.body176 ]
  %834 = icmp slt i32 %lane3, 32
  br i1 %834, label %for.body176, label %for.end177

for.body176:                                      ; preds = %for.cond175
  %835 = sext i32 %i5 to i64
  %836 = mul nsw i64 %835, 512
  %837 = sext i32 %lane3 to i64
  %838 = add nsw i64 %836, %837
  %839 = getelementptr inbounds float, ptr %sq, i64 %838
  %840 = load float, ptr %839, align 4
  %841 = sext i32 %lane3 to i64
  %842 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %841
  store float %840, ptr %842, align 4
  %843 = add nsw i32 %lane3, 1
  br label %for.cond175, !llvm.loop !43

for.end177:                                       ; preds = %for.cond175
  %844 = sub i32 %723, 1
  %845 = icmp slt i32 %844, 0
  %846 = sub i32 %723, 1
  %847 = select i1 %845, i32 0, i32 %846
  %tl_steps7 = select i1 true, i32 %847, i32 15
  br label %for.cond178

for.cond178:                                      ; preds = %for.end183, %for.end177
  %red3 = phi i32 [ 0, %for.end177 ], [ %867, %for.end183 ]
  %848 = icmp slt i32 %red3, %tl_steps7
  br i1 %848, label %for.body179, label %for.end180

for.body179:                                      ; preds = %for.cond178
  br label %for.cond181

for.end180:                                       ; preds = %for.cond178
  %849 = icmp slt i32 %tl_steps7, 15
  br i1 %849, label %if.then185, label %if.else186

for.cond181:                                      ; preds = %for.body182, %for.body179
  %lane3184 = phi i32 [ 0, %for.body179 ], [ %866, %for.body182 ]
  %850 = icmp slt i32 %lane3184, 32
  br i1 %850, label %for.body182, label %for.end183

for.body182:                                      ; preds = %for.cond181
  %851 = sext i32 %lane3184 to i64
  %852 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %851
  %853 = load float, ptr %852, align 4
  %854 = sext i32 %i5 to i64
  %855 = mul nsw i64 %854, 512
  %856 = add i32 %red3, 1
  %857 = mul i32 %856, 32
  %858 = add i32 %857, %lane3184
  %859 = sext i32 %858 to i64
  %860 = add nsw i64 %855, %859
  %861 = getelementptr inbounds float, ptr %sq, i64 %860
  %862 = load float, ptr %861, align 4
  %863 = fadd float %853, %862
  %864 = sext i32 %lane3184 to i64
  %865 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %864
  store float %863, ptr %865, align 4
  %866 = add nsw i32 %lane3184, 1
  br label %for.cond181, !llvm.loop !44

for.end183:                                       ; preds = %for.cond181
  %867 = add nsw i32 %red3, 1
  br label %for.cond178, !llvm.loop !45

if.then185:                                       ; preds = %for.end180
  %868 = getelementptr inbounds float, ptr %tl_lanes_25, i64 0
  %869 = load float, ptr %868, align 4
  %870 = fadd float %869, 0.000000e+00
  %871 = getelementptr inbounds float, ptr %tl_lanes_25, i64 0
  store float %870, ptr %871, align 4
  br label %if.end187

if.else186:                                       ; preds = %for.end180
  br label %if.end187

if.end187:                                        ; preds = %if.else186, %if.then185
  br label %for.cond188

for.cond188:                                      ; preds = %for.body189, %if.end187
  %lane3191 = phi i32 [ 0, %if.end187 ], [ %883, %for.body189 ]
  %872 = icmp slt i32 %lane3191, 16
  br i1 %872, label %for.body189, label %for.end190

for.body189:                                      ; preds = %for.cond188
  %873 = sext i32 %lane3191 to i64
  %874 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %873
  %875 = load float, ptr %874, align 4
  %876 = add i32 %lane3191, 16
  %877 = sext i32 %876 to i64
  %878 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %877
  %879 = load float, ptr %878, align 4
  %880 = fadd float %875, %879
  %881 = sext i32 %lane3191 to i64
  %882 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %881
  store float %880, ptr %882, align 4
  %883 = add nsw i32 %lane3191, 1
  br label %for.cond188, !llvm.loop !46

for.end190:                                       ; preds = %for.cond188
  br label %for.cond192

for.cond192:                                      ; preds = %for.body193, %for.end190
  %lane3195 = phi i32 [ 0, %for.end190 ], [ %895, %for.body193 ]
  %884 = icmp slt i32 %lane3195, 8
  br i1 %884, label %for.body193, label %for.end194

for.body193:                                      ; preds = %for.cond192
  %885 = sext i32 %lane3195 to i64
  %886 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %885
  %887 = load float, ptr %886, align 4
  %888 = add i32 %lane3195, 8
  %889 = sext i32 %888 to i64
  %890 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %889
  %891 = load float, ptr %890, align 4
  %892 = fadd float %887, %891
  %893 = sext i32 %lane3195 to i64
  %894 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %893
  store float %892, ptr %894, align 4
  %895 = add nsw i32 %lane3195, 1
  br label %for.cond192, !llvm.loop !47

for.end194:                                       ; preds = %for.cond192
  br label %for.cond196

for.cond196:                                      ; preds = %for.body197, %for.end194
  %lane3199 = phi i32 [ 0, %for.end194 ], [ %907, %for.body197 ]
  %896 = icmp slt i32 %lane3199, 4
  br i1 %896, label %for.body197, label %for.end198

for.body197:                                      ; preds = %for.cond196
  %897 = sext i32 %lane3199 to i64
  %898 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %897
  %899 = load float, ptr %898, align 4
  %900 = add i32 %lane3199, 4
  %901 = sext i32 %900 to i64
  %902 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %901
  %903 = load float, ptr %902, align 4
  %904 = fadd float %899, %903
  %905 = sext i32 %lane3199 to i64
  %906 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %905
  store float %904, ptr %906, align 4
  %907 = add nsw i32 %lane3199, 1
  br label %for.cond196, !llvm.loop !48

for.end198:                                       ; preds = %for.cond196
  br label %for.cond200

for.cond200:                                      ; preds = %for.body201, %for.end198
  %lane3203 = phi i32 [ 0, %for.end198 ], [ %919, %for.body201 ]
  %908 = icmp slt i32 %lane3203, 2
  br i1 %908, label %for.body201, label %for.end202

for.body201:                                      ; preds = %for.cond200
  %909 = sext i32 %lane3203 to i64
  %910 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %909
  %911 = load float, ptr %910, align 4
  %912 = add i32 %lane3203, 2
  %913 = sext i32 %912 to i64
  %914 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %913
  %915 = load float, ptr %914, align 4
  %916 = fadd float %911, %915
  %917 = sext i32 %lane3203 to i64
  %918 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %917
  store float %916, ptr %918, align 4
  %919 = add nsw i32 %lane3203, 1
  br label %for.cond200, !llvm.loop !49

for.end202:                                       ; preds = %for.cond200
  br label %for.cond204

for.cond204:                                      ; preds = %for.body205, %for.end202
  %lane3207 = phi i32 [ 0, %for.end202 ], [ %931, %for.body205 ]
  %920 = icmp slt i32 %lane3207, 1
  br i1 %920, label %for.body205, label %for.end206

for.body205:                                      ; preds = %for.cond204
  %921 = sext i32 %lane3207 to i64
  %922 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %921
  %923 = load float, ptr %922, align 4
  %924 = add i32 %lane3207, 1
  %925 = sext i32 %924 to i64
  %926 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %925
  %927 = load float, ptr %926, align 4
  %928 = fadd float %923, %927
  %929 = sext i32 %lane3207 to i64
  %930 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %929
  store float %928, ptr %930, align 4
  %931 = add nsw i32 %lane3207, 1
  br label %for.cond204, !llvm.loop !50

for.end206:                                       ; preds = %for.cond204
  %932 = sext i32 %i5 to i64
  %933 = getelementptr inbounds float, ptr %rstd, i64 %932
  store float 0.000000e+00, ptr %933, align 4
  %934 = sext i32 %i5 to i64
  %935 = getelementptr inbounds float, ptr %rstd, i64 %934
  %936 = load float, ptr %935, align 4
  %937 = getelementptr inbounds float, ptr %tl_lanes_25, i64 0
  %938 = load float, ptr %937, align 4
  %939 = fadd float %936, %938
  %940 = sext i32 %i5 to i64
  %941 = getelementptr inbounds float, ptr %rstd, i64 %940
  store float %939, ptr %941, align 4
  %942 = add nsw i32 %i5, 1
  br label %for.cond172, !llvm.loop !51

for.cond208:                                      ; preds = %for.body209, %for.end174
  %i211 = phi i32 [ 0, %for.end174 ], [ %972, %for.body209 ]
  %943 = icmp slt i32 %i211, 4
  br i1 %943, label %for.body209, label %for.end210

for.body209:                                      ; preds = %for.cond208
  %944 = sext i32 %i211 to i64
  %945 = getelementptr inbounds float, ptr %mean, i64 %944
  %946 = load float, ptr %945, align 4
  %947 = sitofp i32 %N to float
  %948 = fdiv float %946, %947
  %949 = sext i32 %i211 to i64
  %950 = getelementptr inbounds float, ptr %mean, i64 %949
  store float %948, ptr %950, align 4
  %951 = sext i32 %i211 to i64
  %952 = getelementptr inbounds float, ptr %rstd, i64 %951
  %953 = load float, ptr %952, align 4
  %954 = sitofp i32 %N to float
  %955 = fdiv float %953, %954
  %956 = sext i32 %i211 to i64
  %957 = getelementptr inbounds float, ptr %mean, i64 %956
  %958 = load float, ptr %957, align 4
  %959 = sext i32 %i211 to i64
  %960 = getelementptr inbounds float, ptr %mean, i64 %959
  %961 = load float, ptr %960, align 4
  %962 = fmul float %958, %961
  %963 = fsub float %955, %962
  %964 = call float @llvm.maxnum.f32(float %963, float 0.000000e+00)
  %965 = fadd float %964, 0x3EE4F8B580000000
  %966 = fpext float %965 to double
  %967 = call double @llvm.sqrt.f64(double %966)
  %968 = fdiv double 1.000000e+00, %967
  %969 = fptrunc double %968 to float
  %970 = sext i32 %i211 to i64
  %971 = getelementptr inbounds float, ptr %rstd, i64 %970
  store float %969, ptr %971, align 4
  %972 = add nsw i32 %i211, 1
  br label %for.cond208, !llvm.loop !52

for.end210:                                       ; preds = %for.cond208
  br label %for.cond212

for.cond212:                                      ; preds = %if.end218, %for.end210
  %i215 = phi i32 [ 0, %for.end210 ], [ %998, %if.end218 ]
  %973 = icmp slt i32 %i215, 4
  br i1 %973, label %for.body213, label %for.end214

for.body213:                                      ; preds = %for.cond212
  %974 = sext i32 %N to i64
  %975 = icmp slt i64 %974, 0
  %976 = sext i32 %N to i64
  %977 = icmp sgt i64 %976, 512
  %978 = sext i32 %N to i64
  %979 = select i1 %977, i64 512, i64 %978
  %980 = select i1 %975, i64 0, i64 %979
  %981 = icmp slt i64 %980, 0
  %982 = sext i32 %N to i64
  %983 = icmp slt i64 %982, 0
  %984 = sext i32 %N to i64
  %985 = icmp sgt i64 %984, 512
  %986 = sext i32 %N to i64
  %987 = select i1 %985, i64 512, i64 %986
  %988 = select i1 %983, i64 0, i64 %987
  %989 = select i1 %981, i64 0, i64 %988
  %tl_hi7 = trunc i64 %989 to i32
  %990 = mul i32 %bx, 4
  %991 = add i32 %990, %i215
  %992 = icmp sle i32 0, %991
  %993 = mul i32 %bx, 4
  %994 = add i32 %993, %i215
  %995 = icmp slt i32 %994, %M
  %996 = and i1 %992, %995
  br i1 %996, label %if.then216, label %if.else217

for.end214:                                       ; preds = %for.cond212
  br label %if.end111

if.then216:                                       ; preds = %for.body213
  %997 = sub i32 %tl_hi7, 0
  br label %for.cond219

if.else217:                                       ; preds = %for.body213
  br label %if.end218

if.end218:                                        ; preds = %if.else217, %for.end221
  %998 = add nsw i32 %i215, 1
  br label %for.cond212, !llvm.loop !53

for.cond219:                                      ; preds = %for.body220, %if.then216
  %j6 = phi i32 [ 0, %if.then216 ], [ %1034, %for.body220 ]
  %999 = icmp slt i32 %j6, %997
  br i1 %999, label %for.body220, label %for.end221

for.body220:                                      ; preds = %for.cond219
  %1000 = sext i32 %i215 to i64
  %1001 = mul nsw i64 %1000, 512
  %1002 = add i32 0, %j6
  %1003 = sext i32 %1002 to i64
  %1004 = add nsw i64 %1001, %1003
  %1005 = getelementptr inbounds float, ptr %X_f, i64 %1004
  %1006 = load float, ptr %1005, align 4
  %1007 = sext i32 %i215 to i64
  %1008 = getelementptr inbounds float, ptr %mean, i64 %1007
  %1009 = load float, ptr %1008, align 4
  %1010 = fsub float %1006, %1009
  %1011 = sext i32 %i215 to i64
  %1012 = getelementptr inbounds float, ptr %rstd, i64 %1011
  %1013 = load float, ptr %1012, align 4
  %1014 = fmul float %1010, %1013
  %1015 = add i32 0, %j6
  %1016 = sext i32 %1015 to i64
  %1017 = getelementptr inbounds float, ptr %W, i64 %1016
  %1018 = load float, ptr %1017, align 4
  %1019 = fmul float %1014, %1018
  %1020 = add i32 0, %j6
  %1021 = sext i32 %1020 to i64
  %1022 = getelementptr inbounds float, ptr %B, i64 %1021
  %1023 = load float, ptr %1022, align 4
  %1024 = fadd float %1019, %1023
  %1025 = mul i32 %bx, 4
  %1026 = add i32 %1025, %i215
  %1027 = sext i32 %1026 to i64
  %1028 = sext i32 %N to i64
  %1029 = mul nsw i64 %1027, %1028
  %1030 = add i32 0, %j6
  %1031 = sext i32 %1030 to i64
  %1032 = add nsw i64 %1029, %1031
  %1033 = getelementptr inbounds float, ptr %Y, i64 %1032
  store float %1024, ptr %1033, align 4
  %1034 = add nsw i32 %j6, 1
  br label %for.cond219, !llvm.loop !54

for.end221:                                       ; preds = %for.cond219
  br label %if.end218

if.then222:                                       ; preds = %if.else110
  call void @llvm.memset.p0.i64(ptr align 64 %mean_r, i8 0, i64 4, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %rstd_r, i8 0, i64 4, i1 false)
  %1035 = sext i32 %N to i64
  %1036 = icmp slt i64 %1035, 0
  %1037 = sext i32 %N to i64
  %1038 = icmp sgt i64 %1037, 4096
  %1039 = sext i32 %N to i64
  %1040 = select i1 %1038, i64 4096, i64 %1039
  %1041 = select i1 %1036, i64 0, i64 %1040
  %1042 = icmp slt i64 %1041, 0
  %1043 = sext i32 %N to i64
  %1044 = icmp slt i64 %1043, 0
  %1045 = sext i32 %N to i64
  %1046 = icmp sgt i64 %1045, 4096
  %1047 = sext i32 %N to i64
  %1048 = select i1 %1046, i64 4096, i64 %1047
  %1049 = select i1 %1044, i64 0, i64 %1048
  %1050 = select i1 %1042, i64 0, i64 %1049
  %1051 = trunc i64 %1050 to i32
  %1052 = icmp slt i32 %1051, 0
  %1053 = sext i32 %N to i64
  %1054 = icmp slt i64 %1053, 0
  %1055 = sext i32 %N to i64
  %1056 = icmp sgt i64 %1055, 4096
  %1057 = sext i32 %N to i64
  %1058 = select i1 %1056, i64 4096, i64 %1057
  %1059 = select i1 %1054, i64 0, i64 %1058
  %1060 = icmp slt i64 %1059, 0
  %1061 = sext i32 %N to i64
  %1062 = icmp slt i64 %1061, 0
  %1063 = sext i32 %N to i64
  %1064 = icmp sgt i64 %1063, 4096
  %1065 = sext i32 %N to i64
  %1066 = select i1 %1064, i64 4096, i64 %1065
  %1067 = select i1 %1062, i64 0, i64 %1066
  %1068 = select i1 %1060, i64 0, i64 %1067
  %1069 = trunc i64 %1068 to i32
  %1070 = icmp sgt i32 %1069, 4096
  %1071 = sext i32 %N to i64
  %1072 = icmp slt i64 %1071, 0
  %1073 = sext i32 %N to i64
  %1074 = icmp sgt i64 %1073, 4096
  %1075 = sext i32 %N to i64
  %1076 = select i1 %1074, i64 4096, i64 %1075
  %1077 = select i1 %1072, i64 0, i64 %1076
  %1078 = icmp slt i64 %1077, 0
  %1079 = sext i32 %N to i64
  %1080 = icmp slt i64 %1079, 0
  %1081 = sext i32 %N to i64
  %1082 = icmp sgt i64 %1081, 4096
  %1083 = sext i32 %N to i64
  %1084 = select i1 %1082, i64 4096, i64 %1083
  %1085 = select i1 %1080, i64 0, i64 %1084
  %1086 = select i1 %1078, i64 0, i64 %1085
  %1087 = trunc i64 %1086 to i32
  %1088 = select i1 %1070, i32 4096, i32 %1087
  %1089 = select i1 %1052, i32 0, i32 %1088
  %1090 = add i32 %1089, 31
  %1091 = sdiv i32 %1090, 32
  %1092 = sub i32 0, %1090
  %1093 = select i1 false, i32 %1092, i32 %1091
  br label %for.cond225

if.else223:                                       ; preds = %if.else110
  br label %for.cond365

if.end224:                                        ; preds = %for.end494, %for.end227
  br label %if.end111

for.cond225:                                      ; preds = %for.end357, %if.then222
  %r228 = phi i32 [ 0, %if.then222 ], [ %1731, %for.end357 ]
  %1094 = icmp slt i32 %r228, 4
  br i1 %1094, label %for.body226, label %for.end227

for.body226:                                      ; preds = %for.cond225
  br label %for.cond229

for.end227:                                       ; preds = %for.cond225
  br label %if.end224

for.cond229:                                      ; preds = %if.end240, %for.body226
  %i232 = phi i32 [ 0, %for.body226 ], [ %1137, %if.end240 ]
  %1095 = icmp slt i32 %i232, 1
  br i1 %1095, label %for.body230, label %for.end231

for.body230:                                      ; preds = %for.cond229
  %1096 = sext i32 %N to i64
  %1097 = icmp slt i64 %1096, 0
  %1098 = sext i32 %N to i64
  %1099 = icmp sgt i64 %1098, 4096
  %1100 = sext i32 %N to i64
  %1101 = select i1 %1099, i64 4096, i64 %1100
  %1102 = select i1 %1097, i64 0, i64 %1101
  %1103 = icmp slt i64 %1102, 0
  %1104 = sext i32 %N to i64
  %1105 = icmp slt i64 %1104, 0
  %1106 = sext i32 %N to i64
  %1107 = icmp sgt i64 %1106, 4096
  %1108 = sext i32 %N to i64
  %1109 = select i1 %1107, i64 4096, i64 %1108
  %1110 = select i1 %1105, i64 0, i64 %1109
  %1111 = select i1 %1103, i64 0, i64 %1110
  %tl_hi9 = trunc i64 %1111 to i32
  br label %for.cond233

for.end231:                                       ; preds = %for.cond229
  br label %for.cond249

for.cond233:                                      ; preds = %for.body234, %for.body230
  %j236 = phi i32 [ 0, %for.body230 ], [ %1125, %for.body234 ]
  %1112 = icmp slt i32 %j236, 0
  br i1 %1112, label %for.body234, label %for.end235

for.body234:                                      ; preds = %for.cond233
  %1113 = icmp slt i32 %j236, %N
  %x237 = select i1 %1113, float 0.000000e+00, float 0.000000e+00
  %1114 = sext i32 %i232 to i64
  %1115 = mul nsw i64 %1114, 4096
  %1116 = sext i32 %j236 to i64
  %1117 = add nsw i64 %1115, %1116
  %1118 = getelementptr inbounds float, ptr %X_r, i64 %1117
  store float %x237, ptr %1118, align 4
  %1119 = fmul float %x237, %x237
  %1120 = sext i32 %i232 to i64
  %1121 = mul nsw i64 %1120, 4096
  %1122 = sext i32 %j236 to i64
  %1123 = add nsw i64 %1121, %1122
  %1124 = getelementptr inbounds float, ptr %sq_r, i64 %1123
  store float %1119, ptr %1124, align 4
  %1125 = add nsw i32 %j236, 1
  br label %for.cond233, !llvm.loop !55

for.end235:                                       ; preds = %for.cond233
  %1126 = mul i32 %bx, 4
  %1127 = add i32 %1126, %r228
  %1128 = add i32 %1127, %i232
  %1129 = icmp sle i32 0, %1128
  %1130 = mul i32 %bx, 4
  %1131 = add i32 %1130, %r228
  %1132 = add i32 %1131, %i232
  %1133 = icmp slt i32 %1132, %M
  %1134 = and i1 %1129, %1133
  br i1 %1134, label %if.then238, label %if.else239

if.then238:                                       ; preds = %for.end235
  %1135 = sub i32 %tl_hi9, 0
  br label %for.cond241

if.else239:                                       ; preds = %for.end235
  %1136 = sub i32 %tl_hi9, 0
  br label %for.cond245

if.end240:                                        ; preds = %for.end247, %for.end243
  %1137 = add nsw i32 %i232, 1
  br label %for.cond229, !llvm.loop !56

for.cond241:                                      ; preds = %for.body242, %if.then238
  %j7 = phi i32 [ 0, %if.then238 ], [ %1162, %for.body242 ]
  %1138 = icmp slt i32 %j7, %1135
  br i1 %1138, label %for.body242, label %for.end243

for.body242:                                      ; preds = %for.cond241
  %1139 = mul i32 %bx, 4
  %1140 = add i32 %1139, %r228
  %1141 = add i32 %1140, %i232
  %1142 = sext i32 %1141 to i64
  %1143 = sext i32 %N to i64
  %1144 = mul nsw i64 %1142, %1143
  %1145 = add i32 0, %j7
  %1146 = sext i32 %1145 to i64
  %1147 = add nsw i64 %1144, %1146
  %1148 = getelementptr inbounds float, ptr %X, i64 %1147
  %x244 = load float, ptr %1148, align 4
  %1149 = sext i32 %i232 to i64
  %1150 = mul nsw i64 %1149, 4096
  %1151 = add i32 0, %j7
  %1152 = sext i32 %1151 to i64
  %1153 = add nsw i64 %1150, %1152
  %1154 = getelementptr inbounds float, ptr %X_r, i64 %1153
  store float %x244, ptr %1154, align 4
  %1155 = fmul float %x244, %x244
  %1156 = sext i32 %i232 to i64
  %1157 = mul nsw i64 %1156, 4096
  %1158 = add i32 0, %j7
  %1159 = sext i32 %1158 to i64
  %1160 = add nsw i64 %1157, %1159
  %1161 = getelementptr inbounds float, ptr %sq_r, i64 %1160
  store float %1155, ptr %1161, align 4
  %1162 = add nsw i32 %j7, 1
  br label %for.cond241, !llvm.loop !57

for.end243:                                       ; preds = %for.cond241
  br label %if.end240

for.cond245:                                      ; preds = %for.body246, %if.else239
  %j7248 = phi i32 [ 0, %if.else239 ], [ %1176, %for.body246 ]
  %1163 = icmp slt i32 %j7248, %1136
  br i1 %1163, label %for.body246, label %for.end247

for.body246:                                      ; preds = %for.cond245
  %1164 = sext i32 %i232 to i64
  %1165 = mul nsw i64 %1164, 4096
  %1166 = add i32 0, %j7248
  %1167 = sext i32 %1166 to i64
  %1168 = add nsw i64 %1165, %1167
  %1169 = getelementptr inbounds float, ptr %X_r, i64 %1168
  store float 0.000000e+00, ptr %1169, align 4
  %1170 = sext i32 %i232 to i64
  %1171 = mul nsw i64 %1170, 4096
  %1172 = add i32 0, %j7248
  %1173 = sext i32 %1172 to i64
  %1174 = add nsw i64 %1171, %1173
  %1175 = getelementptr inbounds float, ptr %sq_r, i64 %1174
  store float 0.000000e+00, ptr %1175, align 4
  %1176 = add nsw i32 %j7248, 1
  br label %for.cond245, !llvm.loop !58

for.end247:                                       ; preds = %for.cond245
  br label %if.end240

for.cond249:                                      ; preds = %for.end298, %for.end231
  %i6 = phi i32 [ 0, %for.end231 ], [ %1425, %for.end298 ]
  %1177 = icmp slt i32 %i6, 1
  br i1 %1177, label %for.body250, label %for.end251

for.body250:                                      ; preds = %for.cond249
  br label %for.cond252

for.end251:                                       ; preds = %for.cond249
  br label %for.cond300

for.cond252:                                      ; preds = %for.end257, %for.body250
  %tl_r8 = phi i32 [ 0, %for.body250 ], [ %1251, %for.end257 ]
  %1178 = icmp slt i32 %tl_r8, 1
  br i1 %1178, label %for.body253, label %for.end254

for.body253:                                      ; preds = %for.cond252
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
  %1196 = icmp slt i32 %1195, 0
  %1197 = sext i32 %N to i64
  %1198 = icmp slt i64 %1197, 0
  %1199 = sext i32 %N to i64
  %1200 = icmp sgt i64 %1199, 4096
  %1201 = sext i32 %N to i64
  %1202 = select i1 %1200, i64 4096, i64 %1201
  %1203 = select i1 %1198, i64 0, i64 %1202
  %1204 = icmp slt i64 %1203, 0
  %1205 = sext i32 %N to i64
  %1206 = icmp slt i64 %1205, 0
  %1207 = sext i32 %N to i64
  %1208 = icmp sgt i64 %1207, 4096
  %1209 = sext i32 %N to i64
  %1210 = select i1 %1208, i64 4096, i64 %1209
  %1211 = select i1 %1206, i64 0, i64 %1210
  %1212 = select i1 %1204, i64 0, i64 %1211
  %1213 = trunc i64 %1212 to i32
  %1214 = icmp sgt i32 %1213, 4096
  %1215 = sext i32 %N to i64
  %1216 = icmp slt i64 %1215, 0
  %1217 = sext i32 %N to i64
  %1218 = icmp sgt i64 %1217, 4096
  %1219 = sext i32 %N to i64
  %1220 = select i1 %1218, i64 4096, i64 %1219
  %1221 = select i1 %1216, i64 0, i64 %1220
  %1222 = icmp slt i64 %1221, 0
  %1223 = sext i32 %N to i64
  %1224 = icmp slt i64 %1223, 0
  %1225 = sext i32 %N to i64
  %1226 = icmp sgt i64 %1225, 4096
  %1227 = sext i32 %N to i64
  %1228 = select i1 %1226, i64 4096, i64 %1227
  %1229 = select i1 %1224, i64 0, i64 %1228
  %1230 = select i1 %1222, i64 0, i64 %1229
  %1231 = trunc i64 %1230 to i32
  %1232 = select i1 %1214, i32 4096, i32 %1231
  %tl_pad_from9 = select i1 %1196, i32 0, i32 %1232
  %1233 = mul i32 %1093, 32
  %1234 = icmp slt i32 %1233, 32
  %1235 = mul i32 %1093, 32
  %1236 = select i1 %1234, i32 32, i32 %1235
  %1237 = icmp slt i32 %1236, 4096
  %1238 = mul i32 %1093, 32
  %1239 = icmp slt i32 %1238, 32
  %1240 = mul i32 %1093, 32
  %1241 = select i1 %1239, i32 32, i32 %1240
  %1242 = select i1 %1237, i32 %1241, i32 4096
  %tl_pad_n11 = sub i32 %1242, %tl_pad_from9
  br label %for.cond255

for.end254:                                       ; preds = %for.cond252
  br label %for.cond258

for.cond255:                                      ; preds = %for.body256, %for.body253
  %tl_pad_k12 = phi i32 [ 0, %for.body253 ], [ %1250, %for.body256 ]
  %1243 = icmp slt i32 %tl_pad_k12, %tl_pad_n11
  br i1 %1243, label %for.body256, label %for.end257

for.body256:                                      ; preds = %for.cond255
  %1244 = sext i32 %tl_r8 to i64
  %1245 = mul nsw i64 %1244, 4096
  %1246 = add i32 %tl_pad_from9, %tl_pad_k12
  %1247 = sext i32 %1246 to i64
  %1248 = add nsw i64 %1245, %1247
  %1249 = getelementptr inbounds float, ptr %X_r, i64 %1248
  store float 0.000000e+00, ptr %1249, align 4
  %1250 = add nsw i32 %tl_pad_k12, 1
  br label %for.cond255, !llvm.loop !59

for.end257:                                       ; preds = %for.cond255
  %1251 = add nsw i32 %tl_r8, 1
  br label %for.cond252, !llvm.loop !60

for.cond258:                                      ; preds = %for.body259, %for.end254
  %lane4 = phi i32 [ 0, %for.end254 ], [ %1261, %for.body259 ]
  %1252 = icmp slt i32 %lane4, 32
  br i1 %1252, label %for.body259, label %for.end260

for.body259:                                      ; preds = %for.cond258
  %1253 = sext i32 %i6 to i64
  %1254 = mul nsw i64 %1253, 4096
  %1255 = sext i32 %lane4 to i64
  %1256 = add nsw i64 %1254, %1255
  %1257 = getelementptr inbounds float, ptr %X_r, i64 %1256
  %1258 = load float, ptr %1257, align 4
  %1259 = sext i32 %lane4 to i64
  %1260 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1259
  store float %1258, ptr %1260, align 4
  %1261 = add nsw i32 %lane4, 1
  br label %for.cond258, !llvm.loop !61

for.end260:                                       ; preds = %for.cond258
  %1262 = sub i32 %1093, 1
  %1263 = icmp slt i32 %1262, 0
  %1264 = sub i32 %1093, 1
  %1265 = select i1 %1263, i32 0, i32 %1264
  %tl_steps14 = select i1 true, i32 %1265, i32 127
  %1266 = icmp eq i32 %tl_steps14, 127
  br i1 %1266, label %if.then261, label %if.else262

if.then261:                                       ; preds = %for.end260
  br label %for.cond264

if.else262:                                       ; preds = %for.end260
  br label %if.end263

if.end263:                                        ; preds = %if.else262, %for.end266
  br label %for.cond270

for.cond264:                                      ; preds = %for.end269, %if.then261
  %tl_r15 = phi i32 [ 0, %if.then261 ], [ %1330, %for.end269 ]
  %1267 = icmp slt i32 %tl_r15, 1
  br i1 %1267, label %for.body265, label %for.end266

for.body265:                                      ; preds = %for.cond264
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
  %1285 = icmp slt i32 %1284, 0
  %1286 = sext i32 %N to i64
  %1287 = icmp slt i64 %1286, 0
  %1288 = sext i32 %N to i64
  %1289 = icmp sgt i64 %1288, 4096
  %1290 = sext i32 %N to i64
  %1291 = select i1 %1289, i64 4096, i64 %1290
  %1292 = select i1 %1287, i64 0, i64 %1291
  %1293 = icmp slt i64 %1292, 0
  %1294 = sext i32 %N to i64
  %1295 = icmp slt i64 %1294, 0
  %1296 = sext i32 %N to i64
  %1297 = icmp sgt i64 %1296, 4096
  %1298 = sext i32 %N to i64
  %1299 = select i1 %1297, i64 4096, i64 %1298
  %1300 = select i1 %1295, i64 0, i64 %1299
  %1301 = select i1 %1293, i64 0, i64 %1300
  %1302 = trunc i64 %1301 to i32
  %1303 = icmp sgt i32 %1302, 4096
  %1304 = sext i32 %N to i64
  %1305 = icmp slt i64 %1304, 0
  %1306 = sext i32 %N to i64
  %1307 = icmp sgt i64 %1306, 4096
  %1308 = sext i32 %N to i64
  %1309 = select i1 %1307, i64 4096, i64 %1308
  %1310 = select i1 %1305, i64 0, i64 %1309
  %1311 = icmp slt i64 %1310, 0
  %1312 = sext i32 %N to i64
  %1313 = icmp slt i64 %1312, 0
  %1314 = sext i32 %N to i64
  %1315 = icmp sgt i64 %1314, 4096
  %1316 = sext i32 %N to i64
  %1317 = select i1 %1315, i64 4096, i64 %1316
  %1318 = select i1 %1313, i64 0, i64 %1317
  %1319 = select i1 %1311, i64 0, i64 %1318
  %1320 = trunc i64 %1319 to i32
  %1321 = select i1 %1303, i32 4096, i32 %1320
  %tl_pad_from16 = select i1 %1285, i32 0, i32 %1321
  %tl_pad_n18 = sub i32 4096, %tl_pad_from16
  br label %for.cond267

for.end266:                                       ; preds = %for.cond264
  br label %if.end263

for.cond267:                                      ; preds = %for.body268, %for.body265
  %tl_pad_k19 = phi i32 [ 0, %for.body265 ], [ %1329, %for.body268 ]
  %1322 = icmp slt i32 %tl_pad_k19, %tl_pad_n18
  br i1 %1322, label %for.body268, label %for.end269

for.body268:                                      ; preds = %for.cond267
  %1323 = sext i32 %tl_r15 to i64
  %1324 = mul nsw i64 %1323, 4096
  %1325 = add i32 %tl_pad_from16, %tl_pad_k19
  %1326 = sext i32 %1325 to i64
  %1327 = add nsw i64 %1324, %1326
  %1328 = getelementptr inbounds float, ptr %X_r, i64 %1327
  store float 0.000000e+00, ptr %1328, align 4
  %1329 = add nsw i32 %tl_pad_k19, 1
  br label %for.cond267, !llvm.loop !62

for.end269:                                       ; preds = %for.cond267
  %1330 = add nsw i32 %tl_r15, 1
  br label %for.cond264, !llvm.loop !63

for.cond270:                                      ; preds = %for.end275, %if.end263
  %red4 = phi i32 [ 0, %if.end263 ], [ %1350, %for.end275 ]
  %1331 = icmp slt i32 %red4, %tl_steps14
  br i1 %1331, label %for.body271, label %for.end272

for.body271:                                      ; preds = %for.cond270
  br label %for.cond273

for.end272:                                       ; preds = %for.cond270
  %1332 = icmp slt i32 %tl_steps14, 127
  br i1 %1332, label %if.then277, label %if.else278

for.cond273:                                      ; preds = %for.body274, %for.body271
  %lane4276 = phi i32 [ 0, %for.body271 ], [ %1349, %for.body274 ]
  %1333 = icmp slt i32 %lane4276, 32
  br i1 %1333, label %for.body274, label %for.end275

for.body274:                                      ; preds = %for.cond273
  %1334 = sext i32 %lane4276 to i64
  %1335 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1334
  %1336 = load float, ptr %1335, align 4
  %1337 = sext i32 %i6 to i64
  %1338 = mul nsw i64 %1337, 4096
  %1339 = add i32 %red4, 1
  %1340 = mul i32 %1339, 32
  %1341 = add i32 %1340, %lane4276
  %1342 = sext i32 %1341 to i64
  %1343 = add nsw i64 %1338, %1342
  %1344 = getelementptr inbounds float, ptr %X_r, i64 %1343
  %1345 = load float, ptr %1344, align 4
  %1346 = fadd float %1336, %1345
  %1347 = sext i32 %lane4276 to i64
  %1348 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1347
  store float %1346, ptr %1348, align 4
  %1349 = add nsw i32 %lane4276, 1
  br label %for.cond273, !llvm.loop !64

for.end275:                                       ; preds = %for.cond273
  %1350 = add nsw i32 %red4, 1
  br label %for.cond270, !llvm.loop !65

if.then277:                                       ; preds = %for.end272
  %1351 = getelementptr inbounds float, ptr %tl_lanes_26, i64 0
  %1352 = load float, ptr %1351, align 4
  %1353 = fadd float %1352, 0.000000e+00
  %1354 = getelementptr inbounds float, ptr %tl_lanes_26, i64 0
  store float %1353, ptr %1354, align 4
  br label %if.end279

if.else278:                                       ; preds = %for.end272
  br label %if.end279

if.end279:                                        ; preds = %if.else278, %if.then277
  br label %for.cond280

for.cond280:                                      ; preds = %for.body281, %if.end279
  %lane4283 = phi i32 [ 0, %if.end279 ], [ %1366, %for.body281 ]
  %1355 = icmp slt i32 %lane4283, 16
  br i1 %1355, label %for.body281, label %for.end282

for.body281:                                      ; preds = %for.cond280
  %1356 = sext i32 %lane4283 to i64
  %1357 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1356
  %1358 = load float, ptr %1357, align 4
  %1359 = add i32 %lane4283, 16
  %1360 = sext i32 %1359 to i64
  %1361 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1360
  %1362 = load float, ptr %1361, align 4
  %1363 = fadd float %1358, %1362
  %1364 = sext i32 %lane4283 to i64
  %1365 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1364
  store float %1363, ptr %1365, align 4
  %1366 = add nsw i32 %lane4283, 1
  br label %for.cond280, !llvm.loop !66

for.end282:                                       ; preds = %for.cond280
  br label %for.cond284

for.cond284:                                      ; preds = %for.body285, %for.end282
  %lane4287 = phi i32 [ 0, %for.end282 ], [ %1378, %for.body285 ]
  %1367 = icmp slt i32 %lane4287, 8
  br i1 %1367, label %for.body285, label %for.end286

for.body285:                                      ; preds = %for.cond284
  %1368 = sext i32 %lane4287 to i64
  %1369 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1368
  %1370 = load float, ptr %1369, align 4
  %1371 = add i32 %lane4287, 8
  %1372 = sext i32 %1371 to i64
  %1373 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1372
  %1374 = load float, ptr %1373, align 4
  %1375 = fadd float %1370, %1374
  %1376 = sext i32 %lane4287 to i64
  %1377 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1376
  store float %1375, ptr %1377, align 4
  %1378 = add nsw i32 %lane4287, 1
  br label %for.cond284, !llvm.loop !67

for.end286:                                       ; preds = %for.cond284
  br label %for.cond288

for.cond288:                                      ; preds = %for.body289, %for.end286
  %lane4291 = phi i32 [ 0, %for.end286 ], [ %1390, %for.body289 ]
  %1379 = icmp slt i32 %lane4291, 4
  br i1 %1379, label %for.body289, label %for.end290

for.body289:                                      ; preds = %for.cond288
  %1380 = sext i32 %lane4291 to i64
  %1381 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1380
  %1382 = load float, ptr %1381, align 4
  %1383 = add i32 %lane4291, 4
  %1384 = sext i32 %1383 to i64
  %1385 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1384
  %1386 = load float, ptr %1385, align 4
  %1387 = fadd float %1382, %1386
  %1388 = sext i32 %lane4291 to i64
  %1389 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1388
  store float %1387, ptr %1389, align 4
  %1390 = add nsw i32 %lane4291, 1
  br label %for.cond288, !llvm.loop !68

for.end290:                                       ; preds = %for.cond288
  br label %for.cond292

for.cond292:                                      ; preds = %for.body293, %for.end290
  %lane4295 = phi i32 [ 0, %for.end290 ], [ %1402, %for.body293 ]
  %1391 = icmp slt i32 %lane4295, 2
  br i1 %1391, label %for.body293, label %for.end294

for.body293:                                      ; preds = %for.cond292
  %1392 = sext i32 %lane4295 to i64
  %1393 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1392
  %1394 = load float, ptr %1393, align 4
  %1395 = add i32 %lane4295, 2
  %1396 = sext i32 %1395 to i64
  %1397 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1396
  %1398 = load float, ptr %1397, align 4
  %1399 = fadd float %1394, %1398
  %1400 = sext i32 %lane4295 to i64
  %1401 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1400
  store float %1399, ptr %1401, align 4
  %1402 = add nsw i32 %lane4295, 1
  br label %for.cond292, !llvm.loop !69

for.end294:                                       ; preds = %for.cond292
  br label %for.cond296

for.cond296:                                      ; preds = %for.body297, %for.end294
  %lane4299 = phi i32 [ 0, %for.end294 ], [ %1414, %for.body297 ]
  %1403 = icmp slt i32 %lane4299, 1
  br i1 %1403, label %for.body297, label %for.end298

for.body297:                                      ; preds = %for.cond296
  %1404 = sext i32 %lane4299 to i64
  %1405 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1404
  %1406 = load float, ptr %1405, align 4
  %1407 = add i32 %lane4299, 1
  %1408 = sext i32 %1407 to i64
  %1409 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1408
  %1410 = load float, ptr %1409, align 4
  %1411 = fadd float %1406, %1410
  %1412 = sext i32 %lane4299 to i64
  %1413 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1412
  store float %1411, ptr %1413, align 4
  %1414 = add nsw i32 %lane4299, 1
  br label %for.cond296, !llvm.loop !70

for.end298:                                       ; preds = %for.cond296
  %1415 = sext i32 %i6 to i64
  %1416 = getelementptr inbounds float, ptr %mean_r, i64 %1415
  store float 0.000000e+00, ptr %1416, align 4
  %1417 = sext i32 %i6 to i64
  %1418 = getelementptr inbounds float, ptr %mean_r, i64 %1417
  %1419 = load float, ptr %1418, align 4
  %1420 = getelementptr inbounds float, ptr %tl_lanes_26, i64 0
  %1421 = load float, ptr %1420, align 4
  %1422 = fadd float %1419, %1421
  %1423 = sext i32 %i6 to i64
  %1424 = getelementptr inbounds float, ptr %mean_r, i64 %1423
  store float %1422, ptr %1424, align 4
  %1425 = add nsw i32 %i6, 1
  br label %for.cond249, !llvm.loop !71

for.cond300:                                      ; preds = %for.end349, %for.end251
  %i7 = phi i32 [ 0, %for.end251 ], [ %1674, %for.end349 ]
  %1426 = icmp slt i32 %i7, 1
  br i1 %1426, label %for.body301, label %for.end302

for.body301:                                      ; preds = %for.cond300
  br label %for.cond303

for.end302:                                       ; preds = %for.cond300
  br label %for.cond351

for.cond303:                                      ; preds = %for.end308, %for.body301
  %tl_r20 = phi i32 [ 0, %for.body301 ], [ %1500, %for.end308 ]
  %1427 = icmp slt i32 %tl_r20, 1
  br i1 %1427, label %for.body304, label %for.end305

for.body304:                                      ; preds = %for.cond303
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
  %tl_pad_from21 = select i1 %1445, i32 0, i32 %1481
  %1482 = mul i32 %1093, 32
  %1483 = icmp slt i32 %1482, 32
  %1484 = mul i32 %1093, 32
  %1485 = select i1 %1483, i32 32, i32 %1484
  %1486 = icmp slt i32 %1485, 4096
  %1487 = mul i32 %1093, 32
  %1488 = icmp slt i32 %1487, 32
  %1489 = mul i32 %1093, 32
  %1490 = select i1 %1488, i32 32, i32 %1489
  %1491 = select i1 %1486, i32 %1490, i32 4096
  %tl_pad_n23 = sub i32 %1491, %tl_pad_from21
  br label %for.cond306

for.end305:                                       ; preds = %for.cond303
  br label %for.cond309

for.cond306:                                      ; preds = %for.body307, %for.body304
  %tl_pad_k24 = phi i32 [ 0, %for.body304 ], [ %1499, %for.body307 ]
  %1492 = icmp slt i32 %tl_pad_k24, %tl_pad_n23
  br i1 %1492, label %for.body307, label %for.end308

for.body307:                                      ; preds = %for.cond306
  %1493 = sext i32 %tl_r20 to i64
  %1494 = mul nsw i64 %1493, 4096
  %1495 = add i32 %tl_pad_from21, %tl_pad_k24
  %1496 = sext i32 %1495 to i64
  %1497 = add nsw i64 %1494, %1496
  %1498 = getelementptr inbounds float, ptr %sq_r, i64 %1497
  store float 0.000000e+00, ptr %1498, align 4
  %1499 = add nsw i32 %tl_pad_k24, 1
  br label %for.cond306, !llvm.loop !72

for.end308:                                       ; preds = %for.cond306
  %1500 = add nsw i32 %tl_r20, 1
  br label %for.cond303, !llvm.loop !73

for.cond309:                                      ; preds = %for.body310, %for.end305
  %lane5 = phi i32 [ 0, %for.end305 ], [ %1510, %for.body310 ]
  %1501 = icmp slt i32 %lane5, 32
  br i1 %1501, label %for.body310, label %for.end311

for.body310:                                      ; preds = %for.cond309
  %1502 = sext i32 %i7 to i64
  %1503 = mul nsw i64 %1502, 4096
  %1504 = sext i32 %lane5 to i64
  %1505 = add nsw i64 %1503, %1504
  %1506 = getelementptr inbounds float, ptr %sq_r, i64 %1505
  %1507 = load float, ptr %1506, align 4
  %1508 = sext i32 %lane5 to i64
  %1509 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1508
  store float %1507, ptr %1509, align 4
  %1510 = add nsw i32 %lane5, 1
  br label %for.cond309, !llvm.loop !74

for.end311:                                       ; preds = %for.cond309
  %1511 = sub i32 %1093, 1
  %1512 = icmp slt i32 %1511, 0
  %1513 = sub i32 %1093, 1
  %1514 = select i1 %1512, i32 0, i32 %1513
  %tl_steps26 = select i1 true, i32 %1514, i32 127
  %1515 = icmp eq i32 %tl_steps26, 127
  br i1 %1515, label %if.then312, label %if.else313

if.then312:                                       ; preds = %for.end311
  br label %for.cond315

if.else313:                                       ; preds = %for.end311
  br label %if.end314

if.end314:                                        ; preds = %if.else313, %for.end317
  br label %for.cond321

for.cond315:                                      ; preds = %for.end320, %if.then312
  %tl_r27 = phi i32 [ 0, %if.then312 ], [ %1579, %for.end320 ]
  %1516 = icmp slt i32 %tl_r27, 1
  br i1 %1516, label %for.body316, label %for.end317

for.body316:                                      ; preds = %for.cond315
  %1517 = sext i32 %N to i64
  %1518 = icmp slt i64 %1517, 0
  %1519 = sext i32 %N to i64
  %1520 = icmp sgt i64 %1519, 4096
  %1521 = sext i32 %N to i64
  %1522 = select i1 %1520, i64 4096, i64 %1521
  %1523 = select i1 %1518, i64 0, i64 %1522
  %1524 = icmp slt i64 %1523, 0
  %1525 = sext i32 %N to i64
  %1526 = icmp slt i64 %1525, 0
  %1527 = sext i32 %N to i64
  %1528 = icmp sgt i64 %1527, 4096
  %1529 = sext i32 %N to i64
  %1530 = select i1 %1528, i64 4096, i64 %1529
  %1531 = select i1 %1526, i64 0, i64 %1530
  %1532 = select i1 %1524, i64 0, i64 %1531
  %1533 = trunc i64 %1532 to i32
  %1534 = icmp slt i32 %1533, 0
  %1535 = sext i32 %N to i64
  %1536 = icmp slt i64 %1535, 0
  %1537 = sext i32 %N to i64
  %1538 = icmp sgt i64 %1537, 4096
  %1539 = sext i32 %N to i64
  %1540 = select i1 %1538, i64 4096, i64 %1539
  %1541 = select i1 %1536, i64 0, i64 %1540
  %1542 = icmp slt i64 %1541, 0
  %1543 = sext i32 %N to i64
  %1544 = icmp slt i64 %1543, 0
  %1545 = sext i32 %N to i64
  %1546 = icmp sgt i64 %1545, 4096
  %1547 = sext i32 %N to i64
  %1548 = select i1 %1546, i64 4096, i64 %1547
  %1549 = select i1 %1544, i64 0, i64 %1548
  %1550 = select i1 %1542, i64 0, i64 %1549
  %1551 = trunc i64 %1550 to i32
  %1552 = icmp sgt i32 %1551, 4096
  %1553 = sext i32 %N to i64
  %1554 = icmp slt i64 %1553, 0
  %1555 = sext i32 %N to i64
  %1556 = icmp sgt i64 %1555, 4096
  %1557 = sext i32 %N to i64
  %1558 = select i1 %1556, i64 4096, i64 %1557
  %1559 = select i1 %1554, i64 0, i64 %1558
  %1560 = icmp slt i64 %1559, 0
  %1561 = sext i32 %N to i64
  %1562 = icmp slt i64 %1561, 0
  %1563 = sext i32 %N to i64
  %1564 = icmp sgt i64 %1563, 4096
  %1565 = sext i32 %N to i64
  %1566 = select i1 %1564, i64 4096, i64 %1565
  %1567 = select i1 %1562, i64 0, i64 %1566
  %1568 = select i1 %1560, i64 0, i64 %1567
  %1569 = trunc i64 %1568 to i32
  %1570 = select i1 %1552, i32 4096, i32 %1569
  %tl_pad_from28 = select i1 %1534, i32 0, i32 %1570
  %tl_pad_n30 = sub i32 4096, %tl_pad_from28
  br label %for.cond318

for.end317:                                       ; preds = %for.cond315
  br label %if.end314

for.cond318:                                      ; preds = %for.body319, %for.body316
  %tl_pad_k31 = phi i32 [ 0, %for.body316 ], [ %1578, %for.body319 ]
  %1571 = icmp slt i32 %tl_pad_k31, %tl_pad_n30
  br i1 %1571, label %for.body319, label %for.end320

for.body319:                                      ; preds = %for.cond318
  %1572 = sext i32 %tl_r27 to i64
  %1573 = mul nsw i64 %1572, 4096
  %1574 = add i32 %tl_pad_from28, %tl_pad_k31
  %1575 = sext i32 %1574 to i64
  %1576 = add nsw i64 %1573, %1575
  %1577 = getelementptr inbounds float, ptr %sq_r, i64 %1576
  store float 0.000000e+00, ptr %1577, align 4
  %1578 = add nsw i32 %tl_pad_k31, 1
  br label %for.cond318, !llvm.loop !75

for.end320:                                       ; preds = %for.cond318
  %1579 = add nsw i32 %tl_r27, 1
  br label %for.cond315, !llvm.loop !76

for.cond321:                                      ; preds = %for.end326, %if.end314
  %red5 = phi i32 [ 0, %if.end314 ], [ %1599, %for.end326 ]
  %1580 = icmp slt i32 %red5, %tl_steps26
  br i1 %1580, label %for.body322, label %for.end323

for.body322:                                      ; preds = %for.cond321
  br label %for.cond324

for.end323:                                       ; preds = %for.cond321
  %1581 = icmp slt i32 %tl_steps26, 127
  br i1 %1581, label %if.then328, label %if.else329

for.cond324:                                      ; preds = %for.body325, %for.body322
  %lane5327 = phi i32 [ 0, %for.body322 ], [ %1598, %for.body325 ]
  %1582 = icmp slt i32 %lane5327, 32
  br i1 %1582, label %for.body325, label %for.end326

for.body325:                                      ; preds = %for.cond324
  %1583 = sext i32 %lane5327 to i64
  %1584 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1583
  %1585 = load float, ptr %1584, align 4
  %1586 = sext i32 %i7 to i64
  %1587 = mul nsw i64 %1586, 4096
  %1588 = add i32 %red5, 1
  %1589 = mul i32 %1588, 32
  %1590 = add i32 %1589, %lane5327
  %1591 = sext i32 %1590 to i64
  %1592 = add nsw i64 %1587, %1591
  %1593 = getelementptr inbounds float, ptr %sq_r, i64 %1592
  %1594 = load float, ptr %1593, align 4
  %1595 = fadd float %1585, %1594
  %1596 = sext i32 %lane5327 to i64
  %1597 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1596
  store float %1595, ptr %1597, align 4
  %1598 = add nsw i32 %lane5327, 1
  br label %for.cond324, !llvm.loop !77

for.end326:                                       ; preds = %for.cond324
  %1599 = add nsw i32 %red5, 1
  br label %for.cond321, !llvm.loop !78

if.then328:                                       ; preds = %for.end323
  %1600 = getelementptr inbounds float, ptr %tl_lanes_27, i64 0
  %1601 = load float, ptr %1600, align 4
  %1602 = fadd float %1601, 0.000000e+00
  %1603 = getelementptr inbounds float, ptr %tl_lanes_27, i64 0
  store float %1602, ptr %1603, align 4
  br label %if.end330

if.else329:                                       ; preds = %for.end323
  br label %if.end330

if.end330:                                        ; preds = %if.else329, %if.then328
  br label %for.cond331

for.cond331:                                      ; preds = %for.body332, %if.end330
  %lane5334 = phi i32 [ 0, %if.end330 ], [ %1615, %for.body332 ]
  %1604 = icmp slt i32 %lane5334, 16
  br i1 %1604, label %for.body332, label %for.end333

for.body332:                                      ; preds = %for.cond331
  %1605 = sext i32 %lane5334 to i64
  %1606 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1605
  %1607 = load float, ptr %1606, align 4
  %1608 = add i32 %lane5334, 16
  %1609 = sext i32 %1608 to i64
  %1610 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1609
  %1611 = load float, ptr %1610, align 4
  %1612 = fadd float %1607, %1611
  %1613 = sext i32 %lane5334 to i64
  %1614 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1613
  store float %1612, ptr %1614, align 4
  %1615 = add nsw i32 %lane5334, 1
  br label %for.cond331, !llvm.loop !79

for.end333:                                       ; preds = %for.cond331
  br label %for.cond335

for.cond335:                                      ; preds = %for.body336, %for.end333
  %lane5338 = phi i32 [ 0, %for.end333 ], [ %1627, %for.body336 ]
  %1616 = icmp slt i32 %lane5338, 8
  br i1 %1616, label %for.body336, label %for.end337

for.body336:                                      ; preds = %for.cond335
  %1617 = sext i32 %lane5338 to i64
  %1618 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1617
  %1619 = load float, ptr %1618, align 4
  %1620 = add i32 %lane5338, 8
  %1621 = sext i32 %1620 to i64
  %1622 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1621
  %1623 = load float, ptr %1622, align 4
  %1624 = fadd float %1619, %1623
  %1625 = sext i32 %lane5338 to i64
  %1626 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1625
  store float %1624, ptr %1626, align 4
  %1627 = add nsw i32 %lane5338, 1
  br label %for.cond335, !llvm.loop !80

for.end337:                                       ; preds = %for.cond335
  br label %for.cond339

for.cond339:                                      ; preds = %for.body340, %for.end337
  %lane5342 = phi i32 [ 0, %for.end337 ], [ %1639, %for.body340 ]
  %1628 = icmp slt i32 %lane5342, 4
  br i1 %1628, label %for.body340, label %for.end341

for.body340:                                      ; preds = %for.cond339
  %1629 = sext i32 %lane5342 to i64
  %1630 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1629
  %1631 = load float, ptr %1630, align 4
  %1632 = add i32 %lane5342, 4
  %1633 = sext i32 %1632 to i64
  %1634 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1633
  %1635 = load float, ptr %1634, align 4
  %1636 = fadd float %1631, %1635
  %1637 = sext i32 %lane5342 to i64
  %1638 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1637
  store float %1636, ptr %1638, align 4
  %1639 = add nsw i32 %lane5342, 1
  br label %for.cond339, !llvm.loop !81

for.end341:                                       ; preds = %for.cond339
  br label %for.cond343

for.cond343:                                      ; preds = %for.body344, %for.end341
  %lane5346 = phi i32 [ 0, %for.end341 ], [ %1651, %for.body344 ]
  %1640 = icmp slt i32 %lane5346, 2
  br i1 %1640, label %for.body344, label %for.end345

for.body344:                                      ; preds = %for.cond343
  %1641 = sext i32 %lane5346 to i64
  %1642 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1641
  %1643 = load float, ptr %1642, align 4
  %1644 = add i32 %lane5346, 2
  %1645 = sext i32 %1644 to i64
  %1646 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1645
  %1647 = load float, ptr %1646, align 4
  %1648 = fadd float %1643, %1647
  %1649 = sext i32 %lane5346 to i64
  %1650 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1649
  store float %1648, ptr %1650, align 4
  %1651 = add nsw i32 %lane5346, 1
  br label %for.cond343, !llvm.loop !82

for.end345:                                       ; preds = %for.cond343
  br label %for.cond347

for.cond347:                                      ; preds = %for.body348, %for.end345
  %lane5350 = phi i32 [ 0, %for.end345 ], [ %1663, %for.body348 ]
  %1652 = icmp slt i32 %lane5350, 1
  br i1 %1652, label %for.body348, label %for.end349

for.body348:                                      ; preds = %for.cond347
  %1653 = sext i32 %lane5350 to i64
  %1654 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1653
  %1655 = load float, ptr %1654, align 4
  %1656 = add i32 %lane5350, 1
  %1657 = sext i32 %1656 to i64
  %1658 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1657
  %1659 = load float, ptr %1658, align 4
  %1660 = fadd float %1655, %1659
  %1661 = sext i32 %lane5350 to i64
  %1662 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1661
  store float %1660, ptr %1662, align 4
  %1663 = add nsw i32 %lane5350, 1
  br label %for.cond347, !llvm.loop !83

for.end349:                                       ; preds = %for.cond347
  %1664 = sext i32 %i7 to i64
  %1665 = getelementptr inbounds float, ptr %rstd_r, i64 %1664
  store float 0.000000e+00, ptr %1665, align 4
  %1666 = sext i32 %i7 to i64
  %1667 = getelementptr inbounds float, ptr %rstd_r, i64 %1666
  %1668 = load float, ptr %1667, align 4
  %1669 = getelementptr inbounds float, ptr %tl_lanes_27, i64 0
  %1670 = load float, ptr %1669, align 4
  %1671 = fadd float %1668, %1670
  %1672 = sext i32 %i7 to i64
  %1673 = getelementptr inbounds float, ptr %rstd_r, i64 %1672
  store float %1671, ptr %1673, align 4
  %1674 = add nsw i32 %i7, 1
  br label %for.cond300, !llvm.loop !84

for.cond351:                                      ; preds = %for.body352, %for.end302
  %i354 = phi i32 [ 0, %for.end302 ], [ %1704, %for.body352 ]
  %1675 = icmp slt i32 %i354, 1
  br i1 %1675, label %for.body352, label %for.end353

for.body352:                                      ; preds = %for.cond351
  %1676 = sext i32 %i354 to i64
  %1677 = getelementptr inbounds float, ptr %mean_r, i64 %1676
  %1678 = load float, ptr %1677, align 4
  %1679 = sitofp i32 %N to float
  %1680 = fdiv float %1678, %1679
  %1681 = sext i32 %i354 to i64
  %1682 = getelementptr inbounds float, ptr %mean_r, i64 %1681
  store float %1680, ptr %1682, align 4
  %1683 = sext i32 %i354 to i64
  %1684 = getelementptr inbounds float, ptr %rstd_r, i64 %1683
  %1685 = load float, ptr %1684, align 4
  %1686 = sitofp i32 %N to float
  %1687 = fdiv float %1685, %1686
  %1688 = sext i32 %i354 to i64
  %1689 = getelementptr inbounds float, ptr %mean_r, i64 %1688
  %1690 = load float, ptr %1689, align 4
  %1691 = sext i32 %i354 to i64
  %1692 = getelementptr inbounds float, ptr %mean_r, i64 %1691
  %1693 = load float, ptr %1692, align 4
  %1694 = fmul float %1690, %1693
  %1695 = fsub float %1687, %1694
  %1696 = call float @llvm.maxnum.f32(float %1695, float 0.000000e+00)
  %1697 = fadd float %1696, 0x3EE4F8B580000000
  %1698 = fpext float %1697 to double
  %1699 = call double @llvm.sqrt.f64(double %1698)
  %1700 = fdiv double 1.000000e+00, %1699
  %1701 = fptrunc double %1700 to float
  %1702 = sext i32 %i354 to i64
  %1703 = getelementptr inbounds float, ptr %rstd_r, i64 %1702
  store float %1701, ptr %1703, align 4
  %1704 = add nsw i32 %i354, 1
  br label %for.cond351, !llvm.loop !85

for.end353:                                       ; preds = %for.cond351
  br label %for.cond355

for.cond355:                                      ; preds = %if.end361, %for.end353
  %i358 = phi i32 [ 0, %for.end353 ], [ %1733, %if.end361 ]
  %1705 = icmp slt i32 %i358, 1
  br i1 %1705, label %for.body356, label %for.end357

for.body356:                                      ; preds = %for.cond355
  %1706 = sext i32 %N to i64
  %1707 = icmp slt i64 %1706, 0
  %1708 = sext i32 %N to i64
  %1709 = icmp sgt i64 %1708, 4096
  %1710 = sext i32 %N to i64
  %1711 = select i1 %1709, i64 4096, i64 %1710
  %1712 = select i1 %1707, i64 0, i64 %1711
  %1713 = icmp slt i64 %1712, 0
  %1714 = sext i32 %N to i64
  %1715 = icmp slt i64 %1714, 0
  %1716 = sext i32 %N to i64
  %1717 = icmp sgt i64 %1716, 4096
  %1718 = sext i32 %N to i64
  %1719 = select i1 %1717, i64 4096, i64 %1718
  %1720 = select i1 %1715, i64 0, i64 %1719
  %1721 = select i1 %1713, i64 0, i64 %1720
  %tl_hi11 = trunc i64 %1721 to i32
  %1722 = mul i32 %bx, 4
  %1723 = add i32 %1722, %r228
  %1724 = add i32 %1723, %i358
  %1725 = icmp sle i32 0, %1724
  %1726 = mul i32 %bx, 4
  %1727 = add i32 %1726, %r228
  %1728 = add i32 %1727, %i358
  %1729 = icmp slt i32 %1728, %M
  %1730 = and i1 %1725, %1729
  br i1 %1730, label %if.then359, label %if.else360

for.end357:                                       ; preds = %for.cond355
  %1731 = add nsw i32 %r228, 1
  br label %for.cond225, !llvm.loop !86

if.then359:                                       ; preds = %for.body356
  %1732 = sub i32 %tl_hi11, 0
  br label %for.cond362

if.else360:                                       ; preds = %for.body356
  br label %if.end361

if.end361:                                        ; preds = %if.else360, %for.end364
  %1733 = add nsw i32 %i358, 1
  br label %for.cond355, !llvm.loop !87

for.cond362:                                      ; preds = %for.body363, %if.then359
  %j8 = phi i32 [ 0, %if.then359 ], [ %1768, %for.body363 ]
  %1734 = icmp slt i32 %j8, %1732
  br i1 %1734, label %for.body363, label %for.end364

for.body363:                                      ; preds = %for.cond362
  %1735 = sext i32 %i358 to i64
  %1736 = mul nsw i64 %1735, 4096
  %1737 = add i32 0, %j8
  %1738 = sext i32 %1737 to i64
  %1739 = add nsw i64 %1736, %1738
  %1740 = getelementptr inbounds float, ptr %X_r, i64 %1739
  %1741 = load float, ptr %1740, align 4
  %1742 = getelementptr inbounds float, ptr %mean_r, i64 0
  %1743 = load float, ptr %1742, align 4
  %1744 = fsub float %1741, %1743
  %1745 = getelementptr inbounds float, ptr %rstd_r, i64 0
  %1746 = load float, ptr %1745, align 4
  %1747 = fmul float %1744, %1746
  %1748 = add i32 0, %j8
  %1749 = sext i32 %1748 to i64
  %1750 = getelementptr inbounds float, ptr %W, i64 %1749
  %1751 = load float, ptr %1750, align 4
  %1752 = fmul float %1747, %1751
  %1753 = add i32 0, %j8
  %1754 = sext i32 %1753 to i64
  %1755 = getelementptr inbounds float, ptr %B, i64 %1754
  %1756 = load float, ptr %1755, align 4
  %1757 = fadd float %1752, %1756
  %1758 = mul i32 %bx, 4
  %1759 = add i32 %1758, %r228
  %1760 = add i32 %1759, %i358
  %1761 = sext i32 %1760 to i64
  %1762 = sext i32 %N to i64
  %1763 = mul nsw i64 %1761, %1762
  %1764 = add i32 0, %j8
  %1765 = sext i32 %1764 to i64
  %1766 = add nsw i64 %1763, %1765
  %1767 = getelementptr inbounds float, ptr %Y, i64 %1766
  store float %1757, ptr %1767, align 4
  %1768 = add nsw i32 %j8, 1
  br label %for.cond362, !llvm.loop !88

for.end364:                                       ; preds = %for.cond362
  br label %if.end361

for.cond365:                                      ; preds = %for.body366, %if.else223
  %i11 = phi i32 [ 0, %if.else223 ], [ %1772, %for.body366 ]
  %1769 = icmp slt i32 %i11, 4
  br i1 %1769, label %for.body366, label %for.end367

for.body366:                                      ; preds = %for.cond365
  %1770 = sext i32 %i11 to i64
  %1771 = getelementptr inbounds float, ptr %mean, i64 %1770
  store float 0.000000e+00, ptr %1771, align 4
  %1772 = add nsw i32 %i11, 1
  br label %for.cond365, !llvm.loop !89

for.end367:                                       ; preds = %for.cond365
  br label %for.cond368

for.cond368:                                      ; preds = %for.body369, %for.end367
  %i11371 = phi i32 [ 0, %for.end367 ], [ %1776, %for.body369 ]
  %1773 = icmp slt i32 %i11371, 4
  br i1 %1773, label %for.body369, label %for.end370

for.body369:                                      ; preds = %for.cond368
  %1774 = sext i32 %i11371 to i64
  %1775 = getelementptr inbounds float, ptr %rstd, i64 %1774
  store float 0.000000e+00, ptr %1775, align 4
  %1776 = add nsw i32 %i11371, 1
  br label %for.cond368, !llvm.loop !90

for.end370:                                       ; preds = %for.cond368
  %1777 = sext i32 %N to i64
  %1778 = sdiv i64 %1777, 512
  %1779 = sub i64 0, %1777
  %1780 = select i1 false, i64 %1779, i64 %1778
  %1781 = srem i64 %1777, 512
  %1782 = icmp ne i64 %1781, 0
  %1783 = icmp slt i64 %1777, 0
  %1784 = icmp eq i1 %1783, false
  %1785 = and i1 %1782, %1784
  %1786 = zext i1 %1785 to i64
  %1787 = add i64 %1780, %1786
  %1788 = trunc i64 %1787 to i32
  %1789 = sext i32 %N to i64
  %1790 = sdiv i64 %1789, 512
  %1791 = sub i64 0, %1789
  %1792 = select i1 false, i64 %1791, i64 %1790
  %1793 = srem i64 %1789, 512
  %1794 = icmp ne i64 %1793, 0
  %1795 = icmp slt i64 %1789, 0
  %1796 = icmp eq i1 %1795, false
  %1797 = and i1 %1794, %1796
  %1798 = zext i1 %1797 to i64
  %1799 = add i64 %1792, %1798
  %1800 = trunc i64 %1799 to i32
  br label %for.cond372

for.cond372:                                      ; preds = %for.end457, %for.end370
  %c = phi i32 [ 0, %for.end370 ], [ %2089, %for.end457 ]
  %1801 = icmp slt i32 %c, %1788
  br i1 %1801, label %for.body373, label %for.end374

for.body373:                                      ; preds = %for.cond372
  %1802 = mul i32 %bx, 4
  %1803 = icmp sle i32 0, %1802
  %1804 = mul i32 %bx, 4
  %1805 = sext i32 %1804 to i64
  %1806 = add i64 %1805, 4
  %1807 = sext i32 %M to i64
  %1808 = icmp sle i64 %1806, %1807
  %1809 = and i1 %1803, %1808
  %1810 = mul i32 %c, 512
  %1811 = icmp sle i32 0, %1810
  %1812 = mul i32 %c, 512
  %1813 = sext i32 %1812 to i64
  %1814 = add i64 %1813, 512
  %1815 = sext i32 %N to i64
  %1816 = icmp sle i64 %1814, %1815
  %1817 = and i1 %1811, %1816
  %1818 = and i1 %1809, %1817
  br i1 %1818, label %if.then375, label %if.else376

for.end374:                                       ; preds = %for.cond372
  br label %for.cond488

if.then375:                                       ; preds = %for.body373
  br label %for.cond378

if.else376:                                       ; preds = %for.body373
  br label %for.cond391

if.end377:                                        ; preds = %for.end393, %for.end380
  br label %for.cond413

for.cond378:                                      ; preds = %for.end390, %if.then375
  %i11381 = phi i32 [ 0, %if.then375 ], [ %1854, %for.end390 ]
  %1819 = icmp slt i32 %i11381, 4
  br i1 %1819, label %for.body379, label %for.end380

for.body379:                                      ; preds = %for.cond378
  %1820 = add i32 %c, 1
  %1821 = icmp slt i32 %1820, %1800
  br i1 %1821, label %if.then382, label %if.else383

for.end380:                                       ; preds = %for.cond378
  br label %if.end377

if.then382:                                       ; preds = %for.body379
  br label %for.cond385

if.else383:                                       ; preds = %for.body379
  br label %if.end384

if.end384:                                        ; preds = %if.else383, %for.end387
  br label %for.cond388

for.cond385:                                      ; preds = %for.body386, %if.then382
  %pf = phi i32 [ 0, %if.then382 ], [ %1835, %for.body386 ]
  %1822 = icmp slt i32 %pf, 32
  br i1 %1822, label %for.body386, label %for.end387

for.body386:                                      ; preds = %for.cond385
  %1823 = mul i32 %bx, 4
  %1824 = add i32 %1823, %i11381
  %1825 = sext i32 %1824 to i64
  %1826 = sext i32 %N to i64
  %1827 = mul i64 %1825, %1826
  %1828 = add i32 %c, 1
  %1829 = mul i32 %1828, 512
  %1830 = mul i32 %pf, 16
  %1831 = add i32 %1829, %1830
  %1832 = sext i32 %1831 to i64
  %1833 = add i64 %1827, %1832
  %1834 = getelementptr float, ptr %X, i64 %1833
  call void @llvm.prefetch.p0(ptr %1834, i32 0, i32 0, i32 1)
  %1835 = add nsw i32 %pf, 1
  br label %for.cond385, !llvm.loop !91

for.end387:                                       ; preds = %for.cond385
  br label %if.end384

for.cond388:                                      ; preds = %for.body389, %if.end384
  %j1 = phi i32 [ 0, %if.end384 ], [ %1853, %for.body389 ]
  %1836 = icmp slt i32 %j1, 512
  br i1 %1836, label %for.body389, label %for.end390

for.body389:                                      ; preds = %for.cond388
  %1837 = mul i32 %bx, 4
  %1838 = add i32 %1837, %i11381
  %1839 = sext i32 %1838 to i64
  %1840 = sext i32 %N to i64
  %1841 = mul nsw i64 %1839, %1840
  %1842 = mul i32 %c, 512
  %1843 = add i32 %1842, %j1
  %1844 = sext i32 %1843 to i64
  %1845 = add nsw i64 %1841, %1844
  %1846 = getelementptr inbounds float, ptr %X, i64 %1845
  %1847 = load float, ptr %1846, align 4
  %1848 = sext i32 %i11381 to i64
  %1849 = mul nsw i64 %1848, 512
  %1850 = sext i32 %j1 to i64
  %1851 = add nsw i64 %1849, %1850
  %1852 = getelementptr inbounds float, ptr %X_f, i64 %1851
  store float %1847, ptr %1852, align 4
  %1853 = add nsw i32 %j1, 1
  br label %for.cond388, !llvm.loop !92

for.end390:                                       ; preds = %for.cond388
  %1854 = add nsw i32 %i11381, 1
  br label %for.cond378, !llvm.loop !93

for.cond391:                                      ; preds = %for.end411, %if.else376
  %i11394 = phi i32 [ 0, %if.else376 ], [ %1963, %for.end411 ]
  %1855 = icmp slt i32 %i11394, 4
  br i1 %1855, label %for.body392, label %for.end393

for.body392:                                      ; preds = %for.cond391
  %1856 = mul i32 %c, 512
  %1857 = sext i32 %1856 to i64
  %1858 = sub i64 0, %1857
  %1859 = icmp slt i64 %1858, 0
  %1860 = mul i32 %c, 512
  %1861 = sext i32 %1860 to i64
  %1862 = sub i64 0, %1861
  %1863 = icmp sgt i64 %1862, 512
  %1864 = mul i32 %c, 512
  %1865 = sext i32 %1864 to i64
  %1866 = sub i64 0, %1865
  %1867 = select i1 %1863, i64 512, i64 %1866
  %1868 = select i1 %1859, i64 0, i64 %1867
  %tl_lo12 = trunc i64 %1868 to i32
  %1869 = sext i32 %N to i64
  %1870 = mul i32 %c, 512
  %1871 = sext i32 %1870 to i64
  %1872 = sub i64 %1869, %1871
  %1873 = icmp slt i64 %1872, 0
  %1874 = sext i32 %N to i64
  %1875 = mul i32 %c, 512
  %1876 = sext i32 %1875 to i64
  %1877 = sub i64 %1874, %1876
  %1878 = icmp sgt i64 %1877, 512
  %1879 = sext i32 %N to i64
  %1880 = mul i32 %c, 512
  %1881 = sext i32 %1880 to i64
  %1882 = sub i64 %1879, %1881
  %1883 = select i1 %1878, i64 512, i64 %1882
  %1884 = select i1 %1873, i64 0, i64 %1883
  %1885 = sext i32 %tl_lo12 to i64
  %1886 = icmp slt i64 %1884, %1885
  %1887 = sext i32 %tl_lo12 to i64
  %1888 = sext i32 %N to i64
  %1889 = mul i32 %c, 512
  %1890 = sext i32 %1889 to i64
  %1891 = sub i64 %1888, %1890
  %1892 = icmp slt i64 %1891, 0
  %1893 = sext i32 %N to i64
  %1894 = mul i32 %c, 512
  %1895 = sext i32 %1894 to i64
  %1896 = sub i64 %1893, %1895
  %1897 = icmp sgt i64 %1896, 512
  %1898 = sext i32 %N to i64
  %1899 = mul i32 %c, 512
  %1900 = sext i32 %1899 to i64
  %1901 = sub i64 %1898, %1900
  %1902 = select i1 %1897, i64 512, i64 %1901
  %1903 = select i1 %1892, i64 0, i64 %1902
  %1904 = select i1 %1886, i64 %1887, i64 %1903
  %tl_hi13 = trunc i64 %1904 to i32
  br label %for.cond395

for.end393:                                       ; preds = %for.cond391
  br label %if.end377

for.cond395:                                      ; preds = %for.body396, %for.body392
  %j1398 = phi i32 [ 0, %for.body392 ], [ %1911, %for.body396 ]
  %1905 = icmp slt i32 %j1398, %tl_lo12
  br i1 %1905, label %for.body396, label %for.end397

for.body396:                                      ; preds = %for.cond395
  %1906 = sext i32 %i11394 to i64
  %1907 = mul nsw i64 %1906, 512
  %1908 = sext i32 %j1398 to i64
  %1909 = add nsw i64 %1907, %1908
  %1910 = getelementptr inbounds float, ptr %X_f, i64 %1909
  store float 0.000000e+00, ptr %1910, align 4
  %1911 = add nsw i32 %j1398, 1
  br label %for.cond395, !llvm.loop !94

for.end397:                                       ; preds = %for.cond395
  %1912 = mul i32 %bx, 4
  %1913 = sext i32 %1912 to i64
  %1914 = sext i32 %i11394 to i64
  %1915 = add i64 %1913, %1914
  %1916 = icmp sle i64 0, %1915
  %1917 = mul i32 %bx, 4
  %1918 = sext i32 %1917 to i64
  %1919 = sext i32 %i11394 to i64
  %1920 = add i64 %1918, %1919
  %1921 = sext i32 %M to i64
  %1922 = icmp slt i64 %1920, %1921
  %1923 = and i1 %1916, %1922
  br i1 %1923, label %if.then399, label %if.else400

if.then399:                                       ; preds = %for.end397
  %1924 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond402

if.else400:                                       ; preds = %for.end397
  %1925 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond405

if.end401:                                        ; preds = %for.end407, %for.end404
  %1926 = sub i32 512, %tl_hi13
  br label %for.cond409

for.cond402:                                      ; preds = %for.body403, %if.then399
  %j11 = phi i32 [ 0, %if.then399 ], [ %1946, %for.body403 ]
  %1927 = icmp slt i32 %j11, %1924
  br i1 %1927, label %for.body403, label %for.end404

for.body403:                                      ; preds = %for.cond402
  %1928 = mul i32 %bx, 4
  %1929 = add i32 %1928, %i11394
  %1930 = sext i32 %1929 to i64
  %1931 = sext i32 %N to i64
  %1932 = mul nsw i64 %1930, %1931
  %1933 = mul i32 %c, 512
  %1934 = add i32 %tl_lo12, %j11
  %1935 = add i32 %1933, %1934
  %1936 = sext i32 %1935 to i64
  %1937 = add nsw i64 %1932, %1936
  %1938 = getelementptr inbounds float, ptr %X, i64 %1937
  %1939 = load float, ptr %1938, align 4
  %1940 = sext i32 %i11394 to i64
  %1941 = mul nsw i64 %1940, 512
  %1942 = add i32 %tl_lo12, %j11
  %1943 = sext i32 %1942 to i64
  %1944 = add nsw i64 %1941, %1943
  %1945 = getelementptr inbounds float, ptr %X_f, i64 %1944
  store float %1939, ptr %1945, align 4
  %1946 = add nsw i32 %j11, 1
  br label %for.cond402, !llvm.loop !95

for.end404:                                       ; preds = %for.cond402
  br label %if.end401

for.cond405:                                      ; preds = %for.body406, %if.else400
  %j11408 = phi i32 [ 0, %if.else400 ], [ %1954, %for.body406 ]
  %1947 = icmp slt i32 %j11408, %1925
  br i1 %1947, label %for.body406, label %for.end407

for.body406:                                      ; preds = %for.cond405
  %1948 = sext i32 %i11394 to i64
  %1949 = mul nsw i64 %1948, 512
  %1950 = add i32 %tl_lo12, %j11408
  %1951 = sext i32 %1950 to i64
  %1952 = add nsw i64 %1949, %1951
  %1953 = getelementptr inbounds float, ptr %X_f, i64 %1952
  store float 0.000000e+00, ptr %1953, align 4
  %1954 = add nsw i32 %j11408, 1
  br label %for.cond405, !llvm.loop !96

for.end407:                                       ; preds = %for.cond405
  br label %if.end401

for.cond409:                                      ; preds = %for.body410, %if.end401
  %j11412 = phi i32 [ 0, %if.end401 ], [ %1962, %for.body410 ]
  %1955 = icmp slt i32 %j11412, %1926
  br i1 %1955, label %for.body410, label %for.end411

for.body410:                                      ; preds = %for.cond409
  %1956 = sext i32 %i11394 to i64
  %1957 = mul nsw i64 %1956, 512
  %1958 = add i32 %tl_hi13, %j11412
  %1959 = sext i32 %1958 to i64
  %1960 = add nsw i64 %1957, %1959
  %1961 = getelementptr inbounds float, ptr %X_f, i64 %1960
  store float 0.000000e+00, ptr %1961, align 4
  %1962 = add nsw i32 %j11412, 1
  br label %for.cond409, !llvm.loop !97

for.end411:                                       ; preds = %for.cond409
  %1963 = add nsw i32 %i11394, 1
  br label %for.cond391, !llvm.loop !98

for.cond413:                                      ; preds = %for.end419, %if.end377
  %i416 = phi i32 [ 0, %if.end377 ], [ %1988, %for.end419 ]
  %1964 = icmp slt i32 %i416, 4
  br i1 %1964, label %for.body414, label %for.end415

for.body414:                                      ; preds = %for.cond413
  br label %for.cond417

for.end415:                                       ; preds = %for.cond413
  br label %for.cond422

for.cond417:                                      ; preds = %for.body418, %for.body414
  %j420 = phi i32 [ 0, %for.body414 ], [ %1987, %for.body418 ]
  %1965 = icmp slt i32 %j420, 512
  br i1 %1965, label %for.body418, label %for.end419

for.body418:                                      ; preds = %for.cond417
  %1966 = mul i32 %c, 512
  %1967 = add i32 %1966, %j420
  %1968 = icmp slt i32 %1967, %N
  %1969 = sext i32 %i416 to i64
  %1970 = mul nsw i64 %1969, 512
  %1971 = sext i32 %j420 to i64
  %1972 = add nsw i64 %1970, %1971
  %1973 = call i64 @llvm.umin.i64(i64 %1972, i64 2047)
  %1974 = getelementptr inbounds float, ptr %X_f, i64 %1973
  %1975 = load float, ptr %1974, align 4
  %x421 = select i1 %1968, float %1975, float 0.000000e+00
  %1976 = sext i32 %i416 to i64
  %1977 = mul nsw i64 %1976, 512
  %1978 = sext i32 %j420 to i64
  %1979 = add nsw i64 %1977, %1978
  %1980 = getelementptr inbounds float, ptr %X_f, i64 %1979
  store float %x421, ptr %1980, align 4
  %1981 = fmul float %x421, %x421
  %1982 = sext i32 %i416 to i64
  %1983 = mul nsw i64 %1982, 512
  %1984 = sext i32 %j420 to i64
  %1985 = add nsw i64 %1983, %1984
  %1986 = getelementptr inbounds float, ptr %sq, i64 %1985
  store float %1981, ptr %1986, align 4
  %1987 = add nsw i32 %j420, 1
  br label %for.cond417, !llvm.loop !99

for.end419:                                       ; preds = %for.cond417
  %1988 = add nsw i32 %i416, 1
  br label %for.cond413, !llvm.loop !100

for.cond422:                                      ; preds = %for.end453, %for.end415
  %i9 = phi i32 [ 0, %for.end415 ], [ %2087, %for.end453 ]
  %1989 = icmp slt i32 %i9, 4
  br i1 %1989, label %for.body423, label %for.end424

for.body423:                                      ; preds = %for.cond422
  br label %for.cond425

for.end424:                                       ; preds = %for.cond422
  br label %for.cond455

for.cond425:                                      ; preds = %for.body426, %for.body423
  %lane6 = phi i32 [ 0, %for.body423 ], [ %1999, %for.body426 ]
  %1990 = icmp slt i32 %lane6, 32
  br i1 %1990, label %for.body426, label %for.end427

for.body426:                                      ; preds = %for.cond425
  %1991 = sext i32 %i9 to i64
  %1992 = mul nsw i64 %1991, 512
  %1993 = sext i32 %lane6 to i64
  %1994 = add nsw i64 %1992, %1993
  %1995 = getelementptr inbounds float, ptr %X_f, i64 %1994
  %1996 = load float, ptr %1995, align 4
  %1997 = sext i32 %lane6 to i64
  %1998 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %1997
  store float %1996, ptr %1998, align 4
  %1999 = add nsw i32 %lane6, 1
  br label %for.cond425, !llvm.loop !101

for.end427:                                       ; preds = %for.cond425
  br label %for.cond428

for.cond428:                                      ; preds = %for.end433, %for.end427
  %red6 = phi i32 [ 0, %for.end427 ], [ %2018, %for.end433 ]
  %2000 = icmp slt i32 %red6, 15
  br i1 %2000, label %for.body429, label %for.end430

for.body429:                                      ; preds = %for.cond428
  br label %for.cond431

for.end430:                                       ; preds = %for.cond428
  br label %for.cond435

for.cond431:                                      ; preds = %for.body432, %for.body429
  %lane6434 = phi i32 [ 0, %for.body429 ], [ %2017, %for.body432 ]
  %2001 = icmp slt i32 %lane6434, 32
  br i1 %2001, label %for.body432, label %for.end433

for.body432:                                      ; preds = %for.cond431
  %2002 = sext i32 %lane6434 to i64
  %2003 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2002
  %2004 = load float, ptr %2003, align 4
  %2005 = sext i32 %i9 to i64
  %2006 = mul nsw i64 %2005, 512
  %2007 = add i32 %red6, 1
  %2008 = mul i32 %2007, 32
  %2009 = add i32 %2008, %lane6434
  %2010 = sext i32 %2009 to i64
  %2011 = add nsw i64 %2006, %2010
  %2012 = getelementptr inbounds float, ptr %X_f, i64 %2011
  %2013 = load float, ptr %2012, align 4
  %2014 = fadd float %2004, %2013
  %2015 = sext i32 %lane6434 to i64
  %2016 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2015
  store float %2014, ptr %2016, align 4
  %2017 = add nsw i32 %lane6434, 1
  br label %for.cond431, !llvm.loop !102

for.end433:                                       ; preds = %for.cond431
  %2018 = add nsw i32 %red6, 1
  br label %for.cond428, !llvm.loop !103

for.cond435:                                      ; preds = %for.body436, %for.end430
  %lane6438 = phi i32 [ 0, %for.end430 ], [ %2030, %for.body436 ]
  %2019 = icmp slt i32 %lane6438, 16
  br i1 %2019, label %for.body436, label %for.end437

for.body436:                                      ; preds = %for.cond435
  %2020 = sext i32 %lane6438 to i64
  %2021 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2020
  %2022 = load float, ptr %2021, align 4
  %2023 = add i32 %lane6438, 16
  %2024 = sext i32 %2023 to i64
  %2025 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2024
  %2026 = load float, ptr %2025, align 4
  %2027 = fadd float %2022, %2026
  %2028 = sext i32 %lane6438 to i64
  %2029 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2028
  store float %2027, ptr %2029, align 4
  %2030 = add nsw i32 %lane6438, 1
  br label %for.cond435, !llvm.loop !104

for.end437:                                       ; preds = %for.cond435
  br label %for.cond439

for.cond439:                                      ; preds = %for.body440, %for.end437
  %lane6442 = phi i32 [ 0, %for.end437 ], [ %2042, %for.body440 ]
  %2031 = icmp slt i32 %lane6442, 8
  br i1 %2031, label %for.body440, label %for.end441

for.body440:                                      ; preds = %for.cond439
  %2032 = sext i32 %lane6442 to i64
  %2033 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2032
  %2034 = load float, ptr %2033, align 4
  %2035 = add i32 %lane6442, 8
  %2036 = sext i32 %2035 to i64
  %2037 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2036
  %2038 = load float, ptr %2037, align 4
  %2039 = fadd float %2034, %2038
  %2040 = sext i32 %lane6442 to i64
  %2041 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2040
  store float %2039, ptr %2041, align 4
  %2042 = add nsw i32 %lane6442, 1
  br label %for.cond439, !llvm.loop !105

for.end441:                                       ; preds = %for.cond439
  br label %for.cond443

for.cond443:                                      ; preds = %for.body444, %for.end441
  %lane6446 = phi i32 [ 0, %for.end441 ], [ %2054, %for.body444 ]
  %2043 = icmp slt i32 %lane6446, 4
  br i1 %2043, label %for.body444, label %for.end445

for.body444:                                      ; preds = %for.cond443
  %2044 = sext i32 %lane6446 to i64
  %2045 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2044
  %2046 = load float, ptr %2045, align 4
  %2047 = add i32 %lane6446, 4
  %2048 = sext i32 %2047 to i64
  %2049 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2048
  %2050 = load float, ptr %2049, align 4
  %2051 = fadd float %2046, %2050
  %2052 = sext i32 %lane6446 to i64
  %2053 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2052
  store float %2051, ptr %2053, align 4
  %2054 = add nsw i32 %lane6446, 1
  br label %for.cond443, !llvm.loop !106

for.end445:                                       ; preds = %for.cond443
  br label %for.cond447

for.cond447:                                      ; preds = %for.body448, %for.end445
  %lane6450 = phi i32 [ 0, %for.end445 ], [ %2066, %for.body448 ]
  %2055 = icmp slt i32 %lane6450, 2
  br i1 %2055, label %for.body448, label %for.end449

for.body448:                                      ; preds = %for.cond447
  %2056 = sext i32 %lane6450 to i64
  %2057 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2056
  %2058 = load float, ptr %2057, align 4
  %2059 = add i32 %lane6450, 2
  %2060 = sext i32 %2059 to i64
  %2061 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2060
  %2062 = load float, ptr %2061, align 4
  %2063 = fadd float %2058, %2062
  %2064 = sext i32 %lane6450 to i64
  %2065 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2064
  store float %2063, ptr %2065, align 4
  %2066 = add nsw i32 %lane6450, 1
  br label %for.cond447, !llvm.loop !107

for.end449:                                       ; preds = %for.cond447
  br label %for.cond451

for.cond451:                                      ; preds = %for.body452, %for.end449
  %lane6454 = phi i32 [ 0, %for.end449 ], [ %2078, %for.body452 ]
  %2067 = icmp slt i32 %lane6454, 1
  br i1 %2067, label %for.body452, label %for.end453

for.body452:                                      ; preds = %for.cond451
  %2068 = sext i32 %lane6454 to i64
  %2069 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2068
  %2070 = load float, ptr %2069, align 4
  %2071 = add i32 %lane6454, 1
  %2072 = sext i32 %2071 to i64
  %2073 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2072
  %2074 = load float, ptr %2073, align 4
  %2075 = fadd float %2070, %2074
  %2076 = sext i32 %lane6454 to i64
  %2077 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2076
  store float %2075, ptr %2077, align 4
  %2078 = add nsw i32 %lane6454, 1
  br label %for.cond451, !llvm.loop !108

for.end453:                                       ; preds = %for.cond451
  %2079 = sext i32 %i9 to i64
  %2080 = getelementptr inbounds float, ptr %mean, i64 %2079
  %2081 = load float, ptr %2080, align 4
  %2082 = getelementptr inbounds float, ptr %tl_lanes_28, i64 0
  %2083 = load float, ptr %2082, align 4
  %2084 = fadd float %2081, %2083
  %2085 = sext i32 %i9 to i64
  %2086 = getelementptr inbounds float, ptr %mean, i64 %2085
  store float %2084, ptr %2086, align 4
  %2087 = add nsw i32 %i9, 1
  br label %for.cond422, !llvm.loop !109

for.cond455:                                      ; preds = %for.end486, %for.end424
  %i10 = phi i32 [ 0, %for.end424 ], [ %2187, %for.end486 ]
  %2088 = icmp slt i32 %i10, 4
  br i1 %2088, label %for.body456, label %for.end457

for.body456:                                      ; preds = %for.cond455
  br label %for.cond458

for.end457:                                       ; preds = %for.cond455
  %2089 = add nsw i32 %c, 1
  br label %for.cond372, !llvm.loop !110

for.cond458:                                      ; preds = %for.body459, %for.body456
  %lane7 = phi i32 [ 0, %for.body456 ], [ %2099, %for.body459 ]
  %2090 = icmp slt i32 %lane7, 32
  br i1 %2090, label %for.body459, label %for.end460

for.body459:                                      ; preds = %for.cond458
  %2091 = sext i32 %i10 to i64
  %2092 = mul nsw i64 %2091, 512
  %2093 = sext i32 %lane7 to i64
  %2094 = add nsw i64 %2092, %2093
  %2095 = getelementptr inbounds float, ptr %sq, i64 %2094
  %2096 = load float, ptr %2095, align 4
  %2097 = sext i32 %lane7 to i64
  %2098 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2097
  store float %2096, ptr %2098, align 4
  %2099 = add nsw i32 %lane7, 1
  br label %for.cond458, !llvm.loop !111

for.end460:                                       ; preds = %for.cond458
  br label %for.cond461

for.cond461:                                      ; preds = %for.end466, %for.end460
  %red7 = phi i32 [ 0, %for.end460 ], [ %2118, %for.end466 ]
  %2100 = icmp slt i32 %red7, 15
  br i1 %2100, label %for.body462, label %for.end463

for.body462:                                      ; preds = %for.cond461
  br label %for.cond464

for.end463:                                       ; preds = %for.cond461
  br label %for.cond468

for.cond464:                                      ; preds = %for.body465, %for.body462
  %lane7467 = phi i32 [ 0, %for.body462 ], [ %2117, %for.body465 ]
  %2101 = icmp slt i32 %lane7467, 32
  br i1 %2101, label %for.body465, label %for.end466

for.body465:                                      ; preds = %for.cond464
  %2102 = sext i32 %lane7467 to i64
  %2103 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2102
  %2104 = load float, ptr %2103, align 4
  %2105 = sext i32 %i10 to i64
  %2106 = mul nsw i64 %2105, 512
  %2107 = add i32 %red7, 1
  %2108 = mul i32 %2107, 32
  %2109 = add i32 %2108, %lane7467
  %2110 = sext i32 %2109 to i64
  %2111 = add nsw i64 %2106, %2110
  %2112 = getelementptr inbounds float, ptr %sq, i64 %2111
  %2113 = load float, ptr %2112, align 4
  %2114 = fadd float %2104, %2113
  %2115 = sext i32 %lane7467 to i64
  %2116 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2115
  store float %2114, ptr %2116, align 4
  %2117 = add nsw i32 %lane7467, 1
  br label %for.cond464, !llvm.loop !112

for.end466:                                       ; preds = %for.cond464
  %2118 = add nsw i32 %red7, 1
  br label %for.cond461, !llvm.loop !113

for.cond468:                                      ; preds = %for.body469, %for.end463
  %lane7471 = phi i32 [ 0, %for.end463 ], [ %2130, %for.body469 ]
  %2119 = icmp slt i32 %lane7471, 16
  br i1 %2119, label %for.body469, label %for.end470

for.body469:                                      ; preds = %for.cond468
  %2120 = sext i32 %lane7471 to i64
  %2121 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2120
  %2122 = load float, ptr %2121, align 4
  %2123 = add i32 %lane7471, 16
  %2124 = sext i32 %2123 to i64
  %2125 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2124
  %2126 = load float, ptr %2125, align 4
  %2127 = fadd float %2122, %2126
  %2128 = sext i32 %lane7471 to i64
  %2129 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2128
  store float %2127, ptr %2129, align 4
  %2130 = add nsw i32 %lane7471, 1
  br label %for.cond468, !llvm.loop !114

for.end470:                                       ; preds = %for.cond468
  br label %for.cond472

for.cond472:                                      ; preds = %for.body473, %for.end470
  %lane7475 = phi i32 [ 0, %for.end470 ], [ %2142, %for.body473 ]
  %2131 = icmp slt i32 %lane7475, 8
  br i1 %2131, label %for.body473, label %for.end474

for.body473:                                      ; preds = %for.cond472
  %2132 = sext i32 %lane7475 to i64
  %2133 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2132
  %2134 = load float, ptr %2133, align 4
  %2135 = add i32 %lane7475, 8
  %2136 = sext i32 %2135 to i64
  %2137 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2136
  %2138 = load float, ptr %2137, align 4
  %2139 = fadd float %2134, %2138
  %2140 = sext i32 %lane7475 to i64
  %2141 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2140
  store float %2139, ptr %2141, align 4
  %2142 = add nsw i32 %lane7475, 1
  br label %for.cond472, !llvm.loop !115

for.end474:                                       ; preds = %for.cond472
  br label %for.cond476

for.cond476:                                      ; preds = %for.body477, %for.end474
  %lane7479 = phi i32 [ 0, %for.end474 ], [ %2154, %for.body477 ]
  %2143 = icmp slt i32 %lane7479, 4
  br i1 %2143, label %for.body477, label %for.end478

for.body477:                                      ; preds = %for.cond476
  %2144 = sext i32 %lane7479 to i64
  %2145 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2144
  %2146 = load float, ptr %2145, align 4
  %2147 = add i32 %lane7479, 4
  %2148 = sext i32 %2147 to i64
  %2149 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2148
  %2150 = load float, ptr %2149, align 4
  %2151 = fadd float %2146, %2150
  %2152 = sext i32 %lane7479 to i64
  %2153 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2152
  store float %2151, ptr %2153, align 4
  %2154 = add nsw i32 %lane7479, 1
  br label %for.cond476, !llvm.loop !116

for.end478:                                       ; preds = %for.cond476
  br label %for.cond480

for.cond480:                                      ; preds = %for.body481, %for.end478
  %lane7483 = phi i32 [ 0, %for.end478 ], [ %2166, %for.body481 ]
  %2155 = icmp slt i32 %lane7483, 2
  br i1 %2155, label %for.body481, label %for.end482

for.body481:                                      ; preds = %for.cond480
  %2156 = sext i32 %lane7483 to i64
  %2157 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2156
  %2158 = load float, ptr %2157, align 4
  %2159 = add i32 %lane7483, 2
  %2160 = sext i32 %2159 to i64
  %2161 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2160
  %2162 = load float, ptr %2161, align 4
  %2163 = fadd float %2158, %2162
  %2164 = sext i32 %lane7483 to i64
  %2165 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2164
  store float %2163, ptr %2165, align 4
  %2166 = add nsw i32 %lane7483, 1
  br label %for.cond480, !llvm.loop !117

for.end482:                                       ; preds = %for.cond480
  br label %for.cond484

for.cond484:                                      ; preds = %for.body485, %for.end482
  %lane7487 = phi i32 [ 0, %for.end482 ], [ %2178, %for.body485 ]
  %2167 = icmp slt i32 %lane7487, 1
  br i1 %2167, label %for.body485, label %for.end486

for.body485:                                      ; preds = %for.cond484
  %2168 = sext i32 %lane7487 to i64
  %2169 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2168
  %2170 = load float, ptr %2169, align 4
  %2171 = add i32 %lane7487, 1
  %2172 = sext i32 %2171 to i64
  %2173 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2172
  %2174 = load float, ptr %2173, align 4
  %2175 = fadd float %2170, %2174
  %2176 = sext i32 %lane7487 to i64
  %2177 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2176
  store float %2175, ptr %2177, align 4
  %2178 = add nsw i32 %lane7487, 1
  br label %for.cond484, !llvm.loop !118

for.end486:                                       ; preds = %for.cond484
  %2179 = sext i32 %i10 to i64
  %2180 = getelementptr inbounds float, ptr %rstd, i64 %2179
  %2181 = load float, ptr %2180, align 4
  %2182 = getelementptr inbounds float, ptr %tl_lanes_29, i64 0
  %2183 = load float, ptr %2182, align 4
  %2184 = fadd float %2181, %2183
  %2185 = sext i32 %i10 to i64
  %2186 = getelementptr inbounds float, ptr %rstd, i64 %2185
  store float %2184, ptr %2186, align 4
  %2187 = add nsw i32 %i10, 1
  br label %for.cond455, !llvm.loop !119

for.cond488:                                      ; preds = %for.body489, %for.end374
  %i491 = phi i32 [ 0, %for.end374 ], [ %2217, %for.body489 ]
  %2188 = icmp slt i32 %i491, 4
  br i1 %2188, label %for.body489, label %for.end490

for.body489:                                      ; preds = %for.cond488
  %2189 = sext i32 %i491 to i64
  %2190 = getelementptr inbounds float, ptr %mean, i64 %2189
  %2191 = load float, ptr %2190, align 4
  %2192 = sitofp i32 %N to float
  %2193 = fdiv float %2191, %2192
  %2194 = sext i32 %i491 to i64
  %2195 = getelementptr inbounds float, ptr %mean, i64 %2194
  store float %2193, ptr %2195, align 4
  %2196 = sext i32 %i491 to i64
  %2197 = getelementptr inbounds float, ptr %rstd, i64 %2196
  %2198 = load float, ptr %2197, align 4
  %2199 = sitofp i32 %N to float
  %2200 = fdiv float %2198, %2199
  %2201 = sext i32 %i491 to i64
  %2202 = getelementptr inbounds float, ptr %mean, i64 %2201
  %2203 = load float, ptr %2202, align 4
  %2204 = sext i32 %i491 to i64
  %2205 = getelementptr inbounds float, ptr %mean, i64 %2204
  %2206 = load float, ptr %2205, align 4
  %2207 = fmul float %2203, %2206
  %2208 = fsub float %2200, %2207
  %2209 = call float @llvm.maxnum.f32(float %2208, float 0.000000e+00)
  %2210 = fadd float %2209, 0x3EE4F8B580000000
  %2211 = fpext float %2210 to double
  %2212 = call double @llvm.sqrt.f64(double %2211)
  %2213 = fdiv double 1.000000e+00, %2212
  %2214 = fptrunc double %2213 to float
  %2215 = sext i32 %i491 to i64
  %2216 = getelementptr inbounds float, ptr %rstd, i64 %2215
  store float %2214, ptr %2216, align 4
  %2217 = add nsw i32 %i491, 1
  br label %for.cond488, !llvm.loop !120

for.end490:                                       ; preds = %for.cond488
  %2218 = sext i32 %N to i64
  %2219 = sdiv i64 %2218, 512
  %2220 = sub i64 0, %2218
  %2221 = select i1 false, i64 %2220, i64 %2219
  %2222 = srem i64 %2218, 512
  %2223 = icmp ne i64 %2222, 0
  %2224 = icmp slt i64 %2218, 0
  %2225 = icmp eq i1 %2224, false
  %2226 = and i1 %2223, %2225
  %2227 = zext i1 %2226 to i64
  %2228 = add i64 %2221, %2227
  %2229 = trunc i64 %2228 to i32
  %2230 = sext i32 %N to i64
  %2231 = sdiv i64 %2230, 512
  %2232 = sub i64 0, %2230
  %2233 = select i1 false, i64 %2232, i64 %2231
  %2234 = srem i64 %2230, 512
  %2235 = icmp ne i64 %2234, 0
  %2236 = icmp slt i64 %2230, 0
  %2237 = icmp eq i1 %2236, false
  %2238 = and i1 %2235, %2237
  %2239 = zext i1 %2238 to i64
  %2240 = add i64 %2233, %2239
  %2241 = trunc i64 %2240 to i32
  br label %for.cond492

for.cond492:                                      ; preds = %if.end544, %for.end490
  %c495 = phi i32 [ 0, %for.end490 ], [ %2549, %if.end544 ]
  %2242 = icmp slt i32 %c495, %2229
  br i1 %2242, label %for.body493, label %for.end494

for.body493:                                      ; preds = %for.cond492
  %2243 = sub i32 %2241, 1
  %t = sub i32 %2243, %c495
  %2244 = mul i32 %bx, 4
  %2245 = icmp sle i32 0, %2244
  %2246 = mul i32 %bx, 4
  %2247 = sext i32 %2246 to i64
  %2248 = add i64 %2247, 4
  %2249 = sext i32 %M to i64
  %2250 = icmp sle i64 %2248, %2249
  %2251 = and i1 %2245, %2250
  %2252 = mul i32 %t, 512
  %2253 = icmp sle i32 0, %2252
  %2254 = mul i32 %t, 512
  %2255 = sext i32 %2254 to i64
  %2256 = add i64 %2255, 512
  %2257 = sext i32 %N to i64
  %2258 = icmp sle i64 %2256, %2257
  %2259 = and i1 %2253, %2258
  %2260 = and i1 %2251, %2259
  br i1 %2260, label %if.then496, label %if.else497

for.end494:                                       ; preds = %for.cond492
  br label %if.end224

if.then496:                                       ; preds = %for.body493
  br label %for.cond499

if.else497:                                       ; preds = %for.body493
  br label %for.cond505

if.end498:                                        ; preds = %for.end507, %for.end501
  br label %for.cond527

for.cond499:                                      ; preds = %for.end504, %if.then496
  %i12 = phi i32 [ 0, %if.then496 ], [ %2280, %for.end504 ]
  %2261 = icmp slt i32 %i12, 4
  br i1 %2261, label %for.body500, label %for.end501

for.body500:                                      ; preds = %for.cond499
  br label %for.cond502

for.end501:                                       ; preds = %for.cond499
  br label %if.end498

for.cond502:                                      ; preds = %for.body503, %for.body500
  %j2 = phi i32 [ 0, %for.body500 ], [ %2279, %for.body503 ]
  %2262 = icmp slt i32 %j2, 512
  br i1 %2262, label %for.body503, label %for.end504

for.body503:                                      ; preds = %for.cond502
  %2263 = mul i32 %bx, 4
  %2264 = add i32 %2263, %i12
  %2265 = sext i32 %2264 to i64
  %2266 = sext i32 %N to i64
  %2267 = mul nsw i64 %2265, %2266
  %2268 = mul i32 %t, 512
  %2269 = add i32 %2268, %j2
  %2270 = sext i32 %2269 to i64
  %2271 = add nsw i64 %2267, %2270
  %2272 = getelementptr inbounds float, ptr %X, i64 %2271
  %2273 = load float, ptr %2272, align 4
  %2274 = sext i32 %i12 to i64
  %2275 = mul nsw i64 %2274, 512
  %2276 = sext i32 %j2 to i64
  %2277 = add nsw i64 %2275, %2276
  %2278 = getelementptr inbounds float, ptr %X_f, i64 %2277
  store float %2273, ptr %2278, align 4
  %2279 = add nsw i32 %j2, 1
  br label %for.cond502, !llvm.loop !121

for.end504:                                       ; preds = %for.cond502
  %2280 = add nsw i32 %i12, 1
  br label %for.cond499, !llvm.loop !122

for.cond505:                                      ; preds = %for.end525, %if.else497
  %i12508 = phi i32 [ 0, %if.else497 ], [ %2389, %for.end525 ]
  %2281 = icmp slt i32 %i12508, 4
  br i1 %2281, label %for.body506, label %for.end507

for.body506:                                      ; preds = %for.cond505
  %2282 = mul i32 %t, 512
  %2283 = sext i32 %2282 to i64
  %2284 = sub i64 0, %2283
  %2285 = icmp slt i64 %2284, 0
  %2286 = mul i32 %t, 512
  %2287 = sext i32 %2286 to i64
  %2288 = sub i64 0, %2287
  %2289 = icmp sgt i64 %2288, 512
  %2290 = mul i32 %t, 512
  %2291 = sext i32 %2290 to i64
  %2292 = sub i64 0, %2291
  %2293 = select i1 %2289, i64 512, i64 %2292
  %2294 = select i1 %2285, i64 0, i64 %2293
  %tl_lo14 = trunc i64 %2294 to i32
  %2295 = sext i32 %N to i64
  %2296 = mul i32 %t, 512
  %2297 = sext i32 %2296 to i64
  %2298 = sub i64 %2295, %2297
  %2299 = icmp slt i64 %2298, 0
  %2300 = sext i32 %N to i64
  %2301 = mul i32 %t, 512
  %2302 = sext i32 %2301 to i64
  %2303 = sub i64 %2300, %2302
  %2304 = icmp sgt i64 %2303, 512
  %2305 = sext i32 %N to i64
  %2306 = mul i32 %t, 512
  %2307 = sext i32 %2306 to i64
  %2308 = sub i64 %2305, %2307
  %2309 = select i1 %2304, i64 512, i64 %2308
  %2310 = select i1 %2299, i64 0, i64 %2309
  %2311 = sext i32 %tl_lo14 to i64
  %2312 = icmp slt i64 %2310, %2311
  %2313 = sext i32 %tl_lo14 to i64
  %2314 = sext i32 %N to i64
  %2315 = mul i32 %t, 512
  %2316 = sext i32 %2315 to i64
  %2317 = sub i64 %2314, %2316
  %2318 = icmp slt i64 %2317, 0
  %2319 = sext i32 %N to i64
  %2320 = mul i32 %t, 512
  %2321 = sext i32 %2320 to i64
  %2322 = sub i64 %2319, %2321
  %2323 = icmp sgt i64 %2322, 512
  %2324 = sext i32 %N to i64
  %2325 = mul i32 %t, 512
  %2326 = sext i32 %2325 to i64
  %2327 = sub i64 %2324, %2326
  %2328 = select i1 %2323, i64 512, i64 %2327
  %2329 = select i1 %2318, i64 0, i64 %2328
  %2330 = select i1 %2312, i64 %2313, i64 %2329
  %tl_hi15 = trunc i64 %2330 to i32
  br label %for.cond509

for.end507:                                       ; preds = %for.cond505
  br label %if.end498

for.cond509:                                      ; preds = %for.body510, %for.body506
  %j2512 = phi i32 [ 0, %for.body506 ], [ %2337, %for.body510 ]
  %2331 = icmp slt i32 %j2512, %tl_lo14
  br i1 %2331, label %for.body510, label %for.end511

for.body510:                                      ; preds = %for.cond509
  %2332 = sext i32 %i12508 to i64
  %2333 = mul nsw i64 %2332, 512
  %2334 = sext i32 %j2512 to i64
  %2335 = add nsw i64 %2333, %2334
  %2336 = getelementptr inbounds float, ptr %X_f, i64 %2335
  store float 0.000000e+00, ptr %2336, align 4
  %2337 = add nsw i32 %j2512, 1
  br label %for.cond509, !llvm.loop !123

for.end511:                                       ; preds = %for.cond509
  %2338 = mul i32 %bx, 4
  %2339 = sext i32 %2338 to i64
  %2340 = sext i32 %i12508 to i64
  %2341 = add i64 %2339, %2340
  %2342 = icmp sle i64 0, %2341
  %2343 = mul i32 %bx, 4
  %2344 = sext i32 %2343 to i64
  %2345 = sext i32 %i12508 to i64
  %2346 = add i64 %2344, %2345
  %2347 = sext i32 %M to i64
  %2348 = icmp slt i64 %2346, %2347
  %2349 = and i1 %2342, %2348
  br i1 %2349, label %if.then513, label %if.else514

if.then513:                                       ; preds = %for.end511
  %2350 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond516

if.else514:                                       ; preds = %for.end511
  %2351 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond519

if.end515:                                        ; preds = %for.end521, %for.end518
  %2352 = sub i32 512, %tl_hi15
  br label %for.cond523

for.cond516:                                      ; preds = %for.body517, %if.then513
  %j21 = phi i32 [ 0, %if.then513 ], [ %2372, %for.body517 ]
  %2353 = icmp slt i32 %j21, %2350
  br i1 %2353, label %for.body517, label %for.end518

for.body517:                                      ; preds = %for.cond516
  %2354 = mul i32 %bx, 4
  %2355 = add i32 %2354, %i12508
  %2356 = sext i32 %2355 to i64
  %2357 = sext i32 %N to i64
  %2358 = mul nsw i64 %2356, %2357
  %2359 = mul i32 %t, 512
  %2360 = add i32 %tl_lo14, %j21
  %2361 = add i32 %2359, %2360
  %2362 = sext i32 %2361 to i64
  %2363 = add nsw i64 %2358, %2362
  %2364 = getelementptr inbounds float, ptr %X, i64 %2363
  %2365 = load float, ptr %2364, align 4
  %2366 = sext i32 %i12508 to i64
  %2367 = mul nsw i64 %2366, 512
  %2368 = add i32 %tl_lo14, %j21
  %2369 = sext i32 %2368 to i64
  %2370 = add nsw i64 %2367, %2369
  %2371 = getelementptr inbounds float, ptr %X_f, i64 %2370
  store float %2365, ptr %2371, align 4
  %2372 = add nsw i32 %j21, 1
  br label %for.cond516, !llvm.loop !124

for.end518:                                       ; preds = %for.cond516
  br label %if.end515

for.cond519:                                      ; preds = %for.body520, %if.else514
  %j21522 = phi i32 [ 0, %if.else514 ], [ %2380, %for.body520 ]
  %2373 = icmp slt i32 %j21522, %2351
  br i1 %2373, label %for.body520, label %for.end521

for.body520:                                      ; preds = %for.cond519
  %2374 = sext i32 %i12508 to i64
  %2375 = mul nsw i64 %2374, 512
  %2376 = add i32 %tl_lo14, %j21522
  %2377 = sext i32 %2376 to i64
  %2378 = add nsw i64 %2375, %2377
  %2379 = getelementptr inbounds float, ptr %X_f, i64 %2378
  store float 0.000000e+00, ptr %2379, align 4
  %2380 = add nsw i32 %j21522, 1
  br label %for.cond519, !llvm.loop !125

for.end521:                                       ; preds = %for.cond519
  br label %if.end515

for.cond523:                                      ; preds = %for.body524, %if.end515
  %j21526 = phi i32 [ 0, %if.end515 ], [ %2388, %for.body524 ]
  %2381 = icmp slt i32 %j21526, %2352
  br i1 %2381, label %for.body524, label %for.end525

for.body524:                                      ; preds = %for.cond523
  %2382 = sext i32 %i12508 to i64
  %2383 = mul nsw i64 %2382, 512
  %2384 = add i32 %tl_hi15, %j21526
  %2385 = sext i32 %2384 to i64
  %2386 = add nsw i64 %2383, %2385
  %2387 = getelementptr inbounds float, ptr %X_f, i64 %2386
  store float 0.000000e+00, ptr %2387, align 4
  %2388 = add nsw i32 %j21526, 1
  br label %for.cond523, !llvm.loop !126

for.end525:                                       ; preds = %for.cond523
  %2389 = add nsw i32 %i12508, 1
  br label %for.cond505, !llvm.loop !127

for.cond527:                                      ; preds = %for.end540, %if.end498
  %i530 = phi i32 [ 0, %if.end498 ], [ %2548, %for.end540 ]
  %2390 = icmp slt i32 %i530, 4
  br i1 %2390, label %for.body528, label %for.end529

for.body528:                                      ; preds = %for.cond527
  %2391 = mul i32 %t, 512
  %2392 = sext i32 %2391 to i64
  %2393 = sub i64 0, %2392
  %2394 = icmp slt i64 %2393, 0
  %2395 = mul i32 %t, 512
  %2396 = sext i32 %2395 to i64
  %2397 = sub i64 0, %2396
  %2398 = icmp sgt i64 %2397, 512
  %2399 = mul i32 %t, 512
  %2400 = sext i32 %2399 to i64
  %2401 = sub i64 0, %2400
  %2402 = select i1 %2398, i64 512, i64 %2401
  %2403 = select i1 %2394, i64 0, i64 %2402
  %tl_lo16 = trunc i64 %2403 to i32
  %2404 = sext i32 %N to i64
  %2405 = mul i32 %t, 512
  %2406 = sext i32 %2405 to i64
  %2407 = sub i64 %2404, %2406
  %2408 = icmp slt i64 %2407, 0
  %2409 = sext i32 %N to i64
  %2410 = mul i32 %t, 512
  %2411 = sext i32 %2410 to i64
  %2412 = sub i64 %2409, %2411
  %2413 = icmp sgt i64 %2412, 512
  %2414 = sext i32 %N to i64
  %2415 = mul i32 %t, 512
  %2416 = sext i32 %2415 to i64
  %2417 = sub i64 %2414, %2416
  %2418 = select i1 %2413, i64 512, i64 %2417
  %2419 = select i1 %2408, i64 0, i64 %2418
  %2420 = sext i32 %tl_lo16 to i64
  %2421 = icmp slt i64 %2419, %2420
  %2422 = sext i32 %tl_lo16 to i64
  %2423 = sext i32 %N to i64
  %2424 = mul i32 %t, 512
  %2425 = sext i32 %2424 to i64
  %2426 = sub i64 %2423, %2425
  %2427 = icmp slt i64 %2426, 0
  %2428 = sext i32 %N to i64
  %2429 = mul i32 %t, 512
  %2430 = sext i32 %2429 to i64
  %2431 = sub i64 %2428, %2430
  %2432 = icmp sgt i64 %2431, 512
  %2433 = sext i32 %N to i64
  %2434 = mul i32 %t, 512
  %2435 = sext i32 %2434 to i64
  %2436 = sub i64 %2433, %2435
  %2437 = select i1 %2432, i64 512, i64 %2436
  %2438 = select i1 %2427, i64 0, i64 %2437
  %2439 = select i1 %2421, i64 %2422, i64 %2438
  %tl_hi17 = trunc i64 %2439 to i32
  br label %for.cond531

for.end529:                                       ; preds = %for.cond527
  %2440 = mul i32 %bx, 4
  %2441 = icmp sle i32 0, %2440
  %2442 = mul i32 %bx, 4
  %2443 = sext i32 %2442 to i64
  %2444 = add i64 %2443, 4
  %2445 = sext i32 %M to i64
  %2446 = icmp sle i64 %2444, %2445
  %2447 = and i1 %2441, %2446
  %2448 = mul i32 %t, 512
  %2449 = icmp sle i32 0, %2448
  %2450 = mul i32 %t, 512
  %2451 = sext i32 %2450 to i64
  %2452 = add i64 %2451, 512
  %2453 = sext i32 %N to i64
  %2454 = icmp sle i64 %2452, %2453
  %2455 = and i1 %2449, %2454
  %2456 = and i1 %2447, %2455
  br i1 %2456, label %if.then542, label %if.else543

for.cond531:                                      ; preds = %for.body532, %for.body528
  %j534 = phi i32 [ 0, %for.body528 ], [ %2479, %for.body532 ]
  %2457 = icmp slt i32 %j534, %tl_lo16
  br i1 %2457, label %for.body532, label %for.end533

for.body532:                                      ; preds = %for.cond531
  %2458 = sext i32 %i530 to i64
  %2459 = mul nsw i64 %2458, 512
  %2460 = sext i32 %j534 to i64
  %2461 = add nsw i64 %2459, %2460
  %2462 = getelementptr inbounds float, ptr %X_f, i64 %2461
  %2463 = load float, ptr %2462, align 4
  %2464 = sext i32 %i530 to i64
  %2465 = getelementptr inbounds float, ptr %mean, i64 %2464
  %2466 = load float, ptr %2465, align 4
  %2467 = fsub float %2463, %2466
  %2468 = sext i32 %i530 to i64
  %2469 = getelementptr inbounds float, ptr %rstd, i64 %2468
  %2470 = load float, ptr %2469, align 4
  %2471 = fmul float %2467, %2470
  %2472 = fmul float %2471, 0.000000e+00
  %2473 = fadd float %2472, 0.000000e+00
  %2474 = sext i32 %i530 to i64
  %2475 = mul nsw i64 %2474, 512
  %2476 = sext i32 %j534 to i64
  %2477 = add nsw i64 %2475, %2476
  %2478 = getelementptr inbounds float, ptr %X_f, i64 %2477
  store float %2473, ptr %2478, align 4
  %2479 = add nsw i32 %j534, 1
  br label %for.cond531, !llvm.loop !128

for.end533:                                       ; preds = %for.cond531
  %2480 = sub i32 %tl_hi17, %tl_lo16
  br label %for.cond535

for.cond535:                                      ; preds = %for.body536, %for.end533
  %j9 = phi i32 [ 0, %for.end533 ], [ %2521, %for.body536 ]
  %2481 = icmp slt i32 %j9, %2480
  br i1 %2481, label %for.body536, label %for.end537

for.body536:                                      ; preds = %for.cond535
  %2482 = sext i32 %i530 to i64
  %2483 = mul nsw i64 %2482, 512
  %2484 = add i32 %tl_lo16, %j9
  %2485 = sext i32 %2484 to i64
  %2486 = add nsw i64 %2483, %2485
  %2487 = getelementptr inbounds float, ptr %X_f, i64 %2486
  %2488 = load float, ptr %2487, align 4
  %2489 = sext i32 %i530 to i64
  %2490 = getelementptr inbounds float, ptr %mean, i64 %2489
  %2491 = load float, ptr %2490, align 4
  %2492 = fsub float %2488, %2491
  %2493 = sext i32 %i530 to i64
  %2494 = getelementptr inbounds float, ptr %rstd, i64 %2493
  %2495 = load float, ptr %2494, align 4
  %2496 = fmul float %2492, %2495
  %2497 = mul i32 %t, 512
  %2498 = sext i32 %2497 to i64
  %2499 = sext i32 %tl_lo16 to i64
  %2500 = sext i32 %j9 to i64
  %2501 = add i64 %2499, %2500
  %2502 = add i64 %2498, %2501
  %2503 = getelementptr inbounds float, ptr %W, i64 %2502
  %2504 = load float, ptr %2503, align 4
  %2505 = fmul float %2496, %2504
  %2506 = mul i32 %t, 512
  %2507 = sext i32 %2506 to i64
  %2508 = sext i32 %tl_lo16 to i64
  %2509 = sext i32 %j9 to i64
  %2510 = add i64 %2508, %2509
  %2511 = add i64 %2507, %2510
  %2512 = getelementptr inbounds float, ptr %B, i64 %2511
  %2513 = load float, ptr %2512, align 4
  %2514 = fadd float %2505, %2513
  %2515 = sext i32 %i530 to i64
  %2516 = mul nsw i64 %2515, 512
  %2517 = add i32 %tl_lo16, %j9
  %2518 = sext i32 %2517 to i64
  %2519 = add nsw i64 %2516, %2518
  %2520 = getelementptr inbounds float, ptr %X_f, i64 %2519
  store float %2514, ptr %2520, align 4
  %2521 = add nsw i32 %j9, 1
  br label %for.cond535, !llvm.loop !129

for.end537:                                       ; preds = %for.cond535
  %2522 = sub i32 512, %tl_hi17
  br label %for.cond538

for.cond538:                                      ; preds = %for.body539, %for.end537
  %j9541 = phi i32 [ 0, %for.end537 ], [ %2547, %for.body539 ]
  %2523 = icmp slt i32 %j9541, %2522
  br i1 %2523, label %for.body539, label %for.end540

for.body539:                                      ; preds = %for.cond538
  %2524 = sext i32 %i530 to i64
  %2525 = mul nsw i64 %2524, 512
  %2526 = add i32 %tl_hi17, %j9541
  %2527 = sext i32 %2526 to i64
  %2528 = add nsw i64 %2525, %2527
  %2529 = getelementptr inbounds float, ptr %X_f, i64 %2528
  %2530 = load float, ptr %2529, align 4
  %2531 = sext i32 %i530 to i64
  %2532 = getelementptr inbounds float, ptr %mean, i64 %2531
  %2533 = load float, ptr %2532, align 4
  %2534 = fsub float %2530, %2533
  %2535 = sext i32 %i530 to i64
  %2536 = getelementptr inbounds float, ptr %rstd, i64 %2535
  %2537 = load float, ptr %2536, align 4
  %2538 = fmul float %2534, %2537
  %2539 = fmul float %2538, 0.000000e+00
  %2540 = fadd float %2539, 0.000000e+00
  %2541 = sext i32 %i530 to i64
  %2542 = mul nsw i64 %2541, 512
  %2543 = add i32 %tl_hi17, %j9541
  %2544 = sext i32 %2543 to i64
  %2545 = add nsw i64 %2542, %2544
  %2546 = getelementptr inbounds float, ptr %X_f, i64 %2545
  store float %2540, ptr %2546, align 4
  %2547 = add nsw i32 %j9541, 1
  br label %for.cond538, !llvm.loop !130

for.end540:                                       ; preds = %for.cond538
  %2548 = add nsw i32 %i530, 1
  br label %for.cond527, !llvm.loop !131

if.then542:                                       ; preds = %for.end529
  br label %for.cond545

if.else543:                                       ; preds = %for.end529
  br label %for.cond556

if.end544:                                        ; preds = %for.end558, %for.end547
  %2549 = add nsw i32 %c495, 1
  br label %for.cond492, !llvm.loop !132

for.cond545:                                      ; preds = %if.end551, %if.then542
  %i12548 = phi i32 [ 0, %if.then542 ], [ %2569, %if.end551 ]
  %2550 = icmp slt i32 %i12548, 4
  br i1 %2550, label %for.body546, label %for.end547

for.body546:                                      ; preds = %for.cond545
  %2551 = sext i32 %M to i64
  %2552 = sext i32 %N to i64
  %2553 = mul i64 %2551, %2552
  %2554 = icmp sge i64 %2553, 8388608
  br i1 %2554, label %if.then549, label %if.else550

for.end547:                                       ; preds = %for.cond545
  br label %if.end544

if.then549:                                       ; preds = %for.body546
  %2555 = mul i32 %bx, 4
  %2556 = add i32 %2555, %i12548
  %2557 = sext i32 %2556 to i64
  %2558 = sext i32 %N to i64
  %2559 = mul nsw i64 %2557, %2558
  %2560 = mul i32 %t, 512
  %2561 = add i32 %2560, 0
  %2562 = sext i32 %2561 to i64
  %2563 = add nsw i64 %2559, %2562
  %2564 = getelementptr inbounds float, ptr %Y, i64 %2563
  %2565 = sext i32 %i12548 to i64
  %2566 = mul nsw i64 %2565, 512
  %2567 = add nsw i64 %2566, 0
  %2568 = getelementptr inbounds float, ptr %X_f, i64 %2567
  call void @tilec_rt_stream(ptr %2564, ptr %2568, i64 2048)
  br label %if.end551

if.else550:                                       ; preds = %for.body546
  br label %for.cond552

if.end551:                                        ; preds = %for.end554, %if.then549
  %2569 = add nsw i32 %i12548, 1
  br label %for.cond545, !llvm.loop !133

for.cond552:                                      ; preds = %for.body553, %if.else550
  %j2555 = phi i32 [ 0, %if.else550 ], [ %2587, %for.body553 ]
  %2570 = icmp slt i32 %j2555, 512
  br i1 %2570, label %for.body553, label %for.end554

for.body553:                                      ; preds = %for.cond552
  %2571 = sext i32 %i12548 to i64
  %2572 = mul nsw i64 %2571, 512
  %2573 = sext i32 %j2555 to i64
  %2574 = add nsw i64 %2572, %2573
  %2575 = getelementptr inbounds float, ptr %X_f, i64 %2574
  %2576 = load float, ptr %2575, align 4
  %2577 = mul i32 %bx, 4
  %2578 = add i32 %2577, %i12548
  %2579 = sext i32 %2578 to i64
  %2580 = sext i32 %N to i64
  %2581 = mul nsw i64 %2579, %2580
  %2582 = mul i32 %t, 512
  %2583 = add i32 %2582, %j2555
  %2584 = sext i32 %2583 to i64
  %2585 = add nsw i64 %2581, %2584
  %2586 = getelementptr inbounds float, ptr %Y, i64 %2585
  store float %2576, ptr %2586, align 4
  %2587 = add nsw i32 %j2555, 1
  br label %for.cond552, !llvm.loop !134

for.end554:                                       ; preds = %for.cond552
  br label %if.end551

for.cond556:                                      ; preds = %for.end562, %if.else543
  %i12559 = phi i32 [ 0, %if.else543 ], [ %2615, %for.end562 ]
  %2588 = icmp slt i32 %i12559, 4
  br i1 %2588, label %for.body557, label %for.end558

for.body557:                                      ; preds = %for.cond556
  br label %for.cond560

for.end558:                                       ; preds = %for.cond556
  br label %if.end544

for.cond560:                                      ; preds = %if.end566, %for.body557
  %j2563 = phi i32 [ 0, %for.body557 ], [ %2632, %if.end566 ]
  %2589 = icmp slt i32 %j2563, 512
  br i1 %2589, label %for.body561, label %for.end562

for.body561:                                      ; preds = %for.cond560
  %2590 = mul i32 %bx, 4
  %2591 = sext i32 %2590 to i64
  %2592 = sext i32 %i12559 to i64
  %2593 = add i64 %2591, %2592
  %2594 = icmp sle i64 0, %2593
  %2595 = mul i32 %bx, 4
  %2596 = sext i32 %2595 to i64
  %2597 = sext i32 %i12559 to i64
  %2598 = add i64 %2596, %2597
  %2599 = sext i32 %M to i64
  %2600 = icmp slt i64 %2598, %2599
  %2601 = and i1 %2594, %2600
  %2602 = mul i32 %t, 512
  %2603 = sext i32 %2602 to i64
  %2604 = sext i32 %j2563 to i64
  %2605 = add i64 %2603, %2604
  %2606 = icmp sle i64 0, %2605
  %2607 = mul i32 %t, 512
  %2608 = sext i32 %2607 to i64
  %2609 = sext i32 %j2563 to i64
  %2610 = add i64 %2608, %2609
  %2611 = sext i32 %N to i64
  %2612 = icmp slt i64 %2610, %2611
  %2613 = and i1 %2606, %2612
  %2614 = and i1 %2601, %2613
  br i1 %2614, label %if.then564, label %if.else565

for.end562:                                       ; preds = %for.cond560
  %2615 = add nsw i32 %i12559, 1
  br label %for.cond556, !llvm.loop !135

if.then564:                                       ; preds = %for.body561
  %2616 = sext i32 %i12559 to i64
  %2617 = mul nsw i64 %2616, 512
  %2618 = sext i32 %j2563 to i64
  %2619 = add nsw i64 %2617, %2618
  %2620 = getelementptr inbounds float, ptr %X_f, i64 %2619
  %2621 = load float, ptr %2620, align 4
  %2622 = mul i32 %bx, 4
  %2623 = add i32 %2622, %i12559
  %2624 = sext i32 %2623 to i64
  %2625 = sext i32 %N to i64
  %2626 = mul nsw i64 %2624, %2625
  %2627 = mul i32 %t, 512
  %2628 = add i32 %2627, %j2563
  %2629 = sext i32 %2628 to i64
  %2630 = add nsw i64 %2626, %2629
  %2631 = getelementptr inbounds float, ptr %Y, i64 %2630
  store float %2621, ptr %2631, align 4
  br label %if.end566

if.else565:                                       ; preds = %for.body561
  br label %if.end566

if.end566:                                        ; preds = %if.else565, %if.then564
  %2632 = add nsw i32 %j2563, 1
  br label %for.cond560, !llvm.loop !136
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
!12 = distinct !{!12, !1}
!13 = distinct !{!13, !1}
!14 = distinct !{!14, !1}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !1, !2}
!17 = distinct !{!17, !1, !2}
!18 = distinct !{!18, !1}
!19 = distinct !{!19, !1}
!20 = distinct !{!20, !1}
!21 = distinct !{!21, !1}
!22 = distinct !{!22, !1}
!23 = distinct !{!23, !1}
!24 = distinct !{!24, !1}
!25 = distinct !{!25, !1, !2}
!26 = distinct !{!26, !1, !2}
!27 = distinct !{!27, !1, !2}
!28 = distinct !{!28, !1}
!29 = distinct !{!29, !1, !2}
!30 = distinct !{!30, !1, !2}
!31 = distinct !{!31, !1, !2}
!32 = distinct !{!32, !1, !2}
!33 = distinct !{!33, !1}
!34 = distinct !{!34, !1, !2}
!35 = distinct !{!35, !1, !2}
!36 = distinct !{!36, !1}
!37 = distinct !{!37, !1}
!38 = distinct !{!38, !1}
!39 = distinct !{!39, !1}
!40 = distinct !{!40, !1}
!41 = distinct !{!41, !1}
!42 = distinct !{!42, !1}
!43 = distinct !{!43, !1, !2}
!44 = distinct !{!44, !1, !2}
!45 = distinct !{!45, !1}
!46 = distinct !{!46, !1}
!47 = distinct !{!47, !1}
!48 = distinct !{!48, !1}
!49 = distinct !{!49, !1}
!50 = distinct !{!50, !1}
!51 = distinct !{!51, !1}
!52 = distinct !{!52, !1, !2}
!53 = distinct !{!53, !1}
!54 = distinct !{!54, !1, !2}
!55 = distinct !{!55, !1, !2}
!56 = distinct !{!56, !1}
!57 = distinct !{!57, !1, !2}
!58 = distinct !{!58, !1, !2}
!59 = distinct !{!59, !1, !2}
!60 = distinct !{!60, !1}
!61 = distinct !{!61, !1, !2}
!62 = distinct !{!62, !1, !2}
!63 = distinct !{!63, !1}
!64 = distinct !{!64, !1, !2}
!65 = distinct !{!65, !1}
!66 = distinct !{!66, !1}
!67 = distinct !{!67, !1}
!68 = distinct !{!68, !1}
!69 = distinct !{!69, !1}
!70 = distinct !{!70, !1}
!71 = distinct !{!71, !1}
!72 = distinct !{!72, !1, !2}
!73 = distinct !{!73, !1}
!74 = distinct !{!74, !1, !2}
!75 = distinct !{!75, !1, !2}
!76 = distinct !{!76, !1}
!77 = distinct !{!77, !1, !2}
!78 = distinct !{!78, !1}
!79 = distinct !{!79, !1}
!80 = distinct !{!80, !1}
!81 = distinct !{!81, !1}
!82 = distinct !{!82, !1}
!83 = distinct !{!83, !1}
!84 = distinct !{!84, !1}
!85 = distinct !{!85, !1, !2}
!86 = distinct !{!86, !1}
!87 = distinct !{!87, !1}
!88 = distinct !{!88, !1, !2}
!89 = distinct !{!89, !1, !2}
!90 = distinct !{!90, !1, !2}
!91 = distinct !{!91, !1}
!92 = distinct !{!92, !1, !2}
!93 = distinct !{!93, !1}
!94 = distinct !{!94, !1, !2}
!95 = distinct !{!95, !1, !2}
!96 = distinct !{!96, !1, !2}
!97 = distinct !{!97, !1, !2}
!98 = distinct !{!98, !1}
!99 = distinct !{!99, !1, !2}
!100 = distinct !{!100, !1}
!101 = distinct !{!101, !1, !2}
!102 = distinct !{!102, !1, !2}
!103 = distinct !{!103, !1}
!104 = distinct !{!104, !1}
!105 = distinct !{!105, !1}
!106 = distinct !{!106, !1}
!107 = distinct !{!107, !1}
!108 = distinct !{!108, !1}
!109 = distinct !{!109, !1}
!110 = distinct !{!110, !1}
!111 = distinct !{!111, !1, !2}
!112 = distinct !{!112, !1, !2}
!113 = distinct !{!113, !1}
!114 = distinct !{!114, !1}
!115 = distinct !{!115, !1}
!116 = distinct !{!116, !1}
!117 = distinct !{!117, !1}
!118 = distinct !{!118, !1}
!119 = distinct !{!119, !1}
!120 = distinct !{!120, !1, !2}
!121 = distinct !{!121, !1, !2}
!122 = distinct !{!122, !1}
!123 = distinct !{!123, !1, !2}
!124 = distinct !{!124, !1, !2}
!125 = distinct !{!125, !1, !2}
!126 = distinct !{!126, !1, !2}
!127 = distinct !{!127, !1}
!128 = distinct !{!128, !1, !2}
!129 = distinct !{!129, !1, !2}
!130 = distinct !{!130, !1, !2}
!131 = distinct !{!131, !1}
!132 = distinct !{!132, !1}
!133 = distinct !{!133, !1}
!134 = distinct !{!134, !1}
!135 = distinct !{!135, !1}
!136 = distinct !{!136, !1}
