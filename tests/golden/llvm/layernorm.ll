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
  br i1 %2, label %if.then131, label %if.else132

if.end:                                           ; preds = %if.end133, %for.end115
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

for.cond19:                                       ; preds = %for.end64, %for.end
  %i1 = phi i32 [ 0, %for.end ], [ %344, %for.end64 ]
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
  br label %for.cond66

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
  %230 = icmp eq i32 %tl_steps1, 7
  br i1 %230, label %if.then25, label %if.else26

if.then25:                                        ; preds = %for.end24
  br label %for.cond28

if.else26:                                        ; preds = %for.end24
  br label %for.cond35

if.end27:                                         ; preds = %if.end45, %for.end30
  br label %for.cond46

for.cond28:                                       ; preds = %for.end33, %if.then25
  %red = phi i32 [ 0, %if.then25 ], [ %249, %for.end33 ]
  %231 = icmp slt i32 %red, 7
  br i1 %231, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  br label %for.cond31

for.end30:                                        ; preds = %for.cond28
  br label %if.end27

for.cond31:                                       ; preds = %for.body32, %for.body29
  %lane34 = phi i32 [ 0, %for.body29 ], [ %248, %for.body32 ]
  %232 = icmp slt i32 %lane34, 32
  br i1 %232, label %for.body32, label %for.end33

for.body32:                                       ; preds = %for.cond31
  %233 = sext i32 %lane34 to i64
  %234 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %233
  %235 = load float, ptr %234, align 4
  %236 = sext i32 %i1 to i64
  %237 = mul nsw i64 %236, 256
  %238 = add i32 %red, 1
  %239 = mul i32 %238, 32
  %240 = add i32 %239, %lane34
  %241 = sext i32 %240 to i64
  %242 = add nsw i64 %237, %241
  %243 = getelementptr inbounds float, ptr %X_s, i64 %242
  %244 = load float, ptr %243, align 4
  %245 = fadd float %235, %244
  %246 = sext i32 %lane34 to i64
  %247 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %246
  store float %245, ptr %247, align 4
  %248 = add nsw i32 %lane34, 1
  br label %for.cond31, !llvm.loop !8

for.end33:                                        ; preds = %for.cond31
  %249 = add nsw i32 %red, 1
  br label %for.cond28, !llvm.loop !9

for.cond35:                                       ; preds = %for.end41, %if.else26
  %red38 = phi i32 [ 0, %if.else26 ], [ %269, %for.end41 ]
  %250 = icmp slt i32 %red38, %tl_steps1
  br i1 %250, label %for.body36, label %for.end37

for.body36:                                       ; preds = %for.cond35
  br label %for.cond39

for.end37:                                        ; preds = %for.cond35
  %251 = icmp slt i32 %tl_steps1, 7
  br i1 %251, label %if.then43, label %if.else44

for.cond39:                                       ; preds = %for.body40, %for.body36
  %lane42 = phi i32 [ 0, %for.body36 ], [ %268, %for.body40 ]
  %252 = icmp slt i32 %lane42, 32
  br i1 %252, label %for.body40, label %for.end41

for.body40:                                       ; preds = %for.cond39
  %253 = sext i32 %lane42 to i64
  %254 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %253
  %255 = load float, ptr %254, align 4
  %256 = sext i32 %i1 to i64
  %257 = mul nsw i64 %256, 256
  %258 = add i32 %red38, 1
  %259 = mul i32 %258, 32
  %260 = add i32 %259, %lane42
  %261 = sext i32 %260 to i64
  %262 = add nsw i64 %257, %261
  %263 = getelementptr inbounds float, ptr %X_s, i64 %262
  %264 = load float, ptr %263, align 4
  %265 = fadd float %255, %264
  %266 = sext i32 %lane42 to i64
  %267 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %266
  store float %265, ptr %267, align 4
  %268 = add nsw i32 %lane42, 1
  br label %for.cond39, !llvm.loop !10

for.end41:                                        ; preds = %for.cond39
  %269 = add nsw i32 %red38, 1
  br label %for.cond35, !llvm.loop !11

if.then43:                                        ; preds = %for.end37
  %270 = getelementptr inbounds float, ptr %tl_lanes_22, i64 0
  %271 = load float, ptr %270, align 4
  %272 = fadd float %271, 0.000000e+00
  %273 = getelementptr inbounds float, ptr %tl_lanes_22, i64 0
  store float %272, ptr %273, align 4
  br label %if.end45

if.else44:                                        ; preds = %for.end37
  br label %if.end45

if.end45:                                         ; preds = %if.else44, %if.then43
  br label %if.end27

for.cond46:                                       ; preds = %for.body47, %if.end27
  %lane49 = phi i32 [ 0, %if.end27 ], [ %285, %for.body47 ]
  %274 = icmp slt i32 %lane49, 16
  br i1 %274, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %275 = sext i32 %lane49 to i64
  %276 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %275
  %277 = load float, ptr %276, align 4
  %278 = add i32 %lane49, 16
  %279 = sext i32 %278 to i64
  %280 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %279
  %281 = load float, ptr %280, align 4
  %282 = fadd float %277, %281
  %283 = sext i32 %lane49 to i64
  %284 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %283
  store float %282, ptr %284, align 4
  %285 = add nsw i32 %lane49, 1
  br label %for.cond46, !llvm.loop !12

for.end48:                                        ; preds = %for.cond46
  br label %for.cond50

for.cond50:                                       ; preds = %for.body51, %for.end48
  %lane53 = phi i32 [ 0, %for.end48 ], [ %297, %for.body51 ]
  %286 = icmp slt i32 %lane53, 8
  br i1 %286, label %for.body51, label %for.end52

for.body51:                                       ; preds = %for.cond50
  %287 = sext i32 %lane53 to i64
  %288 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %287
  %289 = load float, ptr %288, align 4
  %290 = add i32 %lane53, 8
  %291 = sext i32 %290 to i64
  %292 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %291
  %293 = load float, ptr %292, align 4
  %294 = fadd float %289, %293
  %295 = sext i32 %lane53 to i64
  %296 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %295
  store float %294, ptr %296, align 4
  %297 = add nsw i32 %lane53, 1
  br label %for.cond50, !llvm.loop !13

for.end52:                                        ; preds = %for.cond50
  br label %for.cond54

for.cond54:                                       ; preds = %for.body55, %for.end52
  %lane57 = phi i32 [ 0, %for.end52 ], [ %309, %for.body55 ]
  %298 = icmp slt i32 %lane57, 4
  br i1 %298, label %for.body55, label %for.end56

for.body55:                                       ; preds = %for.cond54
  %299 = sext i32 %lane57 to i64
  %300 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %299
  %301 = load float, ptr %300, align 4
  %302 = add i32 %lane57, 4
  %303 = sext i32 %302 to i64
  %304 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %303
  %305 = load float, ptr %304, align 4
  %306 = fadd float %301, %305
  %307 = sext i32 %lane57 to i64
  %308 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %307
  store float %306, ptr %308, align 4
  %309 = add nsw i32 %lane57, 1
  br label %for.cond54, !llvm.loop !14

for.end56:                                        ; preds = %for.cond54
  br label %for.cond58

for.cond58:                                       ; preds = %for.body59, %for.end56
  %lane61 = phi i32 [ 0, %for.end56 ], [ %321, %for.body59 ]
  %310 = icmp slt i32 %lane61, 2
  br i1 %310, label %for.body59, label %for.end60

for.body59:                                       ; preds = %for.cond58
  %311 = sext i32 %lane61 to i64
  %312 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %311
  %313 = load float, ptr %312, align 4
  %314 = add i32 %lane61, 2
  %315 = sext i32 %314 to i64
  %316 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %315
  %317 = load float, ptr %316, align 4
  %318 = fadd float %313, %317
  %319 = sext i32 %lane61 to i64
  %320 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %319
  store float %318, ptr %320, align 4
  %321 = add nsw i32 %lane61, 1
  br label %for.cond58, !llvm.loop !15

for.end60:                                        ; preds = %for.cond58
  br label %for.cond62

for.cond62:                                       ; preds = %for.body63, %for.end60
  %lane65 = phi i32 [ 0, %for.end60 ], [ %333, %for.body63 ]
  %322 = icmp slt i32 %lane65, 1
  br i1 %322, label %for.body63, label %for.end64

for.body63:                                       ; preds = %for.cond62
  %323 = sext i32 %lane65 to i64
  %324 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %323
  %325 = load float, ptr %324, align 4
  %326 = add i32 %lane65, 1
  %327 = sext i32 %326 to i64
  %328 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %327
  %329 = load float, ptr %328, align 4
  %330 = fadd float %325, %329
  %331 = sext i32 %lane65 to i64
  %332 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %331
  store float %330, ptr %332, align 4
  %333 = add nsw i32 %lane65, 1
  br label %for.cond62, !llvm.loop !16

for.end64:                                        ; preds = %for.cond62
  %334 = sext i32 %i1 to i64
  %335 = getelementptr inbounds float, ptr %mean_s, i64 %334
  store float 0.000000e+00, ptr %335, align 4
  %336 = sext i32 %i1 to i64
  %337 = getelementptr inbounds float, ptr %mean_s, i64 %336
  %338 = load float, ptr %337, align 4
  %339 = getelementptr inbounds float, ptr %tl_lanes_22, i64 0
  %340 = load float, ptr %339, align 4
  %341 = fadd float %338, %340
  %342 = sext i32 %i1 to i64
  %343 = getelementptr inbounds float, ptr %mean_s, i64 %342
  store float %341, ptr %343, align 4
  %344 = add nsw i32 %i1, 1
  br label %for.cond19, !llvm.loop !17

for.cond66:                                       ; preds = %for.end111, %for.end21
  %i2 = phi i32 [ 0, %for.end21 ], [ %474, %for.end111 ]
  %345 = icmp slt i32 %i2, 16
  br i1 %345, label %for.body67, label %for.end68

for.body67:                                       ; preds = %for.cond66
  br label %for.cond69

for.end68:                                        ; preds = %for.cond66
  br label %for.cond113

for.cond69:                                       ; preds = %for.body70, %for.body67
  %lane1 = phi i32 [ 0, %for.body67 ], [ %355, %for.body70 ]
  %346 = icmp slt i32 %lane1, 32
  br i1 %346, label %for.body70, label %for.end71

for.body70:                                       ; preds = %for.cond69
  %347 = sext i32 %i2 to i64
  %348 = mul nsw i64 %347, 256
  %349 = sext i32 %lane1 to i64
  %350 = add nsw i64 %348, %349
  %351 = getelementptr inbounds float, ptr %sq_s, i64 %350
  %352 = load float, ptr %351, align 4
  %353 = sext i32 %lane1 to i64
  %354 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %353
  store float %352, ptr %354, align 4
  %355 = add nsw i32 %lane1, 1
  br label %for.cond69, !llvm.loop !18

for.end71:                                        ; preds = %for.cond69
  %356 = sub i32 %215, 1
  %357 = icmp slt i32 %356, 0
  %358 = sub i32 %215, 1
  %359 = select i1 %357, i32 0, i32 %358
  %tl_steps3 = select i1 true, i32 %359, i32 7
  %360 = icmp eq i32 %tl_steps3, 7
  br i1 %360, label %if.then72, label %if.else73

if.then72:                                        ; preds = %for.end71
  br label %for.cond75

if.else73:                                        ; preds = %for.end71
  br label %for.cond82

if.end74:                                         ; preds = %if.end92, %for.end77
  br label %for.cond93

for.cond75:                                       ; preds = %for.end80, %if.then72
  %red1 = phi i32 [ 0, %if.then72 ], [ %379, %for.end80 ]
  %361 = icmp slt i32 %red1, 7
  br i1 %361, label %for.body76, label %for.end77

for.body76:                                       ; preds = %for.cond75
  br label %for.cond78

for.end77:                                        ; preds = %for.cond75
  br label %if.end74

for.cond78:                                       ; preds = %for.body79, %for.body76
  %lane181 = phi i32 [ 0, %for.body76 ], [ %378, %for.body79 ]
  %362 = icmp slt i32 %lane181, 32
  br i1 %362, label %for.body79, label %for.end80

for.body79:                                       ; preds = %for.cond78
  %363 = sext i32 %lane181 to i64
  %364 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %363
  %365 = load float, ptr %364, align 4
  %366 = sext i32 %i2 to i64
  %367 = mul nsw i64 %366, 256
  %368 = add i32 %red1, 1
  %369 = mul i32 %368, 32
  %370 = add i32 %369, %lane181
  %371 = sext i32 %370 to i64
  %372 = add nsw i64 %367, %371
  %373 = getelementptr inbounds float, ptr %sq_s, i64 %372
  %374 = load float, ptr %373, align 4
  %375 = fadd float %365, %374
  %376 = sext i32 %lane181 to i64
  %377 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %376
  store float %375, ptr %377, align 4
  %378 = add nsw i32 %lane181, 1
  br label %for.cond78, !llvm.loop !19

for.end80:                                        ; preds = %for.cond78
  %379 = add nsw i32 %red1, 1
  br label %for.cond75, !llvm.loop !20

for.cond82:                                       ; preds = %for.end88, %if.else73
  %red185 = phi i32 [ 0, %if.else73 ], [ %399, %for.end88 ]
  %380 = icmp slt i32 %red185, %tl_steps3
  br i1 %380, label %for.body83, label %for.end84

for.body83:                                       ; preds = %for.cond82
  br label %for.cond86

for.end84:                                        ; preds = %for.cond82
  %381 = icmp slt i32 %tl_steps3, 7
  br i1 %381, label %if.then90, label %if.else91

for.cond86:                                       ; preds = %for.body87, %for.body83
  %lane189 = phi i32 [ 0, %for.body83 ], [ %398, %for.body87 ]
  %382 = icmp slt i32 %lane189, 32
  br i1 %382, label %for.body87, label %for.end88

for.body87:                                       ; preds = %for.cond86
  %383 = sext i32 %lane189 to i64
  %384 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %383
  %385 = load float, ptr %384, align 4
  %386 = sext i32 %i2 to i64
  %387 = mul nsw i64 %386, 256
  %388 = add i32 %red185, 1
  %389 = mul i32 %388, 32
  %390 = add i32 %389, %lane189
  %391 = sext i32 %390 to i64
  %392 = add nsw i64 %387, %391
  %393 = getelementptr inbounds float, ptr %sq_s, i64 %392
  %394 = load float, ptr %393, align 4
  %395 = fadd float %385, %394
  %396 = sext i32 %lane189 to i64
  %397 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %396
  store float %395, ptr %397, align 4
  %398 = add nsw i32 %lane189, 1
  br label %for.cond86, !llvm.loop !21

for.end88:                                        ; preds = %for.cond86
  %399 = add nsw i32 %red185, 1
  br label %for.cond82, !llvm.loop !22

if.then90:                                        ; preds = %for.end84
  %400 = getelementptr inbounds float, ptr %tl_lanes_23, i64 0
  %401 = load float, ptr %400, align 4
  %402 = fadd float %401, 0.000000e+00
  %403 = getelementptr inbounds float, ptr %tl_lanes_23, i64 0
  store float %402, ptr %403, align 4
  br label %if.end92

if.else91:                                        ; preds = %for.end84
  br label %if.end92

if.end92:                                         ; preds = %if.else91, %if.then90
  br label %if.end74

for.cond93:                                       ; preds = %for.body94, %if.end74
  %lane196 = phi i32 [ 0, %if.end74 ], [ %415, %for.body94 ]
  %404 = icmp slt i32 %lane196, 16
  br i1 %404, label %for.body94, label %for.end95

for.body94:                                       ; preds = %for.cond93
  %405 = sext i32 %lane196 to i64
  %406 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %405
  %407 = load float, ptr %406, align 4
  %408 = add i32 %lane196, 16
  %409 = sext i32 %408 to i64
  %410 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %409
  %411 = load float, ptr %410, align 4
  %412 = fadd float %407, %411
  %413 = sext i32 %lane196 to i64
  %414 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %413
  store float %412, ptr %414, align 4
  %415 = add nsw i32 %lane196, 1
  br label %for.cond93, !llvm.loop !23

for.end95:                                        ; preds = %for.cond93
  br label %for.cond97

for.cond97:                                       ; preds = %for.body98, %for.end95
  %lane1100 = phi i32 [ 0, %for.end95 ], [ %427, %for.body98 ]
  %416 = icmp slt i32 %lane1100, 8
  br i1 %416, label %for.body98, label %for.end99

for.body98:                                       ; preds = %for.cond97
  %417 = sext i32 %lane1100 to i64
  %418 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %417
  %419 = load float, ptr %418, align 4
  %420 = add i32 %lane1100, 8
  %421 = sext i32 %420 to i64
  %422 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %421
  %423 = load float, ptr %422, align 4
  %424 = fadd float %419, %423
  %425 = sext i32 %lane1100 to i64
  %426 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %425
  store float %424, ptr %426, align 4
  %427 = add nsw i32 %lane1100, 1
  br label %for.cond97, !llvm.loop !24

for.end99:                                        ; preds = %for.cond97
  br label %for.cond101

for.cond101:                                      ; preds = %for.body102, %for.end99
  %lane1104 = phi i32 [ 0, %for.end99 ], [ %439, %for.body102 ]
  %428 = icmp slt i32 %lane1104, 4
  br i1 %428, label %for.body102, label %for.end103

for.body102:                                      ; preds = %for.cond101
  %429 = sext i32 %lane1104 to i64
  %430 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %429
  %431 = load float, ptr %430, align 4
  %432 = add i32 %lane1104, 4
  %433 = sext i32 %432 to i64
  %434 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %433
  %435 = load float, ptr %434, align 4
  %436 = fadd float %431, %435
  %437 = sext i32 %lane1104 to i64
  %438 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %437
  store float %436, ptr %438, align 4
  %439 = add nsw i32 %lane1104, 1
  br label %for.cond101, !llvm.loop !25

for.end103:                                       ; preds = %for.cond101
  br label %for.cond105

for.cond105:                                      ; preds = %for.body106, %for.end103
  %lane1108 = phi i32 [ 0, %for.end103 ], [ %451, %for.body106 ]
  %440 = icmp slt i32 %lane1108, 2
  br i1 %440, label %for.body106, label %for.end107

for.body106:                                      ; preds = %for.cond105
  %441 = sext i32 %lane1108 to i64
  %442 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %441
  %443 = load float, ptr %442, align 4
  %444 = add i32 %lane1108, 2
  %445 = sext i32 %444 to i64
  %446 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %445
  %447 = load float, ptr %446, align 4
  %448 = fadd float %443, %447
  %449 = sext i32 %lane1108 to i64
  %450 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %449
  store float %448, ptr %450, align 4
  %451 = add nsw i32 %lane1108, 1
  br label %for.cond105, !llvm.loop !26

for.end107:                                       ; preds = %for.cond105
  br label %for.cond109

for.cond109:                                      ; preds = %for.body110, %for.end107
  %lane1112 = phi i32 [ 0, %for.end107 ], [ %463, %for.body110 ]
  %452 = icmp slt i32 %lane1112, 1
  br i1 %452, label %for.body110, label %for.end111

for.body110:                                      ; preds = %for.cond109
  %453 = sext i32 %lane1112 to i64
  %454 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %453
  %455 = load float, ptr %454, align 4
  %456 = add i32 %lane1112, 1
  %457 = sext i32 %456 to i64
  %458 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %457
  %459 = load float, ptr %458, align 4
  %460 = fadd float %455, %459
  %461 = sext i32 %lane1112 to i64
  %462 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %461
  store float %460, ptr %462, align 4
  %463 = add nsw i32 %lane1112, 1
  br label %for.cond109, !llvm.loop !27

for.end111:                                       ; preds = %for.cond109
  %464 = sext i32 %i2 to i64
  %465 = getelementptr inbounds float, ptr %rstd_s, i64 %464
  store float 0.000000e+00, ptr %465, align 4
  %466 = sext i32 %i2 to i64
  %467 = getelementptr inbounds float, ptr %rstd_s, i64 %466
  %468 = load float, ptr %467, align 4
  %469 = getelementptr inbounds float, ptr %tl_lanes_23, i64 0
  %470 = load float, ptr %469, align 4
  %471 = fadd float %468, %470
  %472 = sext i32 %i2 to i64
  %473 = getelementptr inbounds float, ptr %rstd_s, i64 %472
  store float %471, ptr %473, align 4
  %474 = add nsw i32 %i2, 1
  br label %for.cond66, !llvm.loop !28

for.cond113:                                      ; preds = %for.end129, %for.end68
  %i116 = phi i32 [ 0, %for.end68 ], [ %549, %for.end129 ]
  %475 = icmp slt i32 %i116, 16
  br i1 %475, label %for.body114, label %for.end115

for.body114:                                      ; preds = %for.cond113
  %476 = sext i32 %N to i64
  %477 = icmp slt i64 %476, 0
  %478 = sext i32 %N to i64
  %479 = icmp sgt i64 %478, 256
  %480 = sext i32 %N to i64
  %481 = select i1 %479, i64 256, i64 %480
  %482 = select i1 %477, i64 0, i64 %481
  %483 = icmp slt i64 %482, 0
  %484 = sext i32 %N to i64
  %485 = icmp slt i64 %484, 0
  %486 = sext i32 %N to i64
  %487 = icmp sgt i64 %486, 256
  %488 = sext i32 %N to i64
  %489 = select i1 %487, i64 256, i64 %488
  %490 = select i1 %485, i64 0, i64 %489
  %491 = select i1 %483, i64 0, i64 %490
  %tl_hi3 = trunc i64 %491 to i32
  br label %for.cond117

for.end115:                                       ; preds = %for.cond113
  br label %if.end

for.cond117:                                      ; preds = %for.body118, %for.body114
  %j120 = phi i32 [ 0, %for.body114 ], [ %493, %for.body118 ]
  %492 = icmp slt i32 %j120, 0
  br i1 %492, label %for.body118, label %for.end119

for.body118:                                      ; preds = %for.cond117
  %493 = add nsw i32 %j120, 1
  br label %for.cond117, !llvm.loop !29

for.end119:                                       ; preds = %for.cond117
  %494 = sub i32 %tl_hi3, 0
  %495 = sext i32 %i116 to i64
  %496 = getelementptr inbounds float, ptr %mean_s, i64 %495
  %497 = load float, ptr %496, align 4
  %mu = fmul float %497, %inv_n
  %498 = sext i32 %i116 to i64
  %499 = getelementptr inbounds float, ptr %rstd_s, i64 %498
  %500 = load float, ptr %499, align 4
  %501 = fmul float %500, %inv_n
  %502 = fmul float %mu, %mu
  %503 = fsub float %501, %502
  %504 = call float @llvm.maxnum.f32(float %503, float 0.000000e+00)
  %505 = fadd float %504, 0x3EE4F8B580000000
  %506 = fpext float %505 to double
  %507 = call double @llvm.sqrt.f64(double %506)
  %508 = fdiv double 1.000000e+00, %507
  %r = fptrunc double %508 to float
  br label %for.cond121

for.cond121:                                      ; preds = %if.end126, %for.end119
  %j4 = phi i32 [ 0, %for.end119 ], [ %546, %if.end126 ]
  %509 = icmp slt i32 %j4, %494
  br i1 %509, label %for.body122, label %for.end123

for.body122:                                      ; preds = %for.cond121
  %510 = mul i32 %bx, 16
  %511 = add i32 %510, %i116
  %512 = icmp sle i32 0, %511
  %513 = mul i32 %bx, 16
  %514 = add i32 %513, %i116
  %515 = icmp slt i32 %514, %M
  %516 = and i1 %512, %515
  br i1 %516, label %if.then124, label %if.else125

for.end123:                                       ; preds = %for.cond121
  %517 = sub i32 256, %tl_hi3
  br label %for.cond127

if.then124:                                       ; preds = %for.body122
  %518 = sext i32 %i116 to i64
  %519 = mul nsw i64 %518, 256
  %520 = add i32 0, %j4
  %521 = sext i32 %520 to i64
  %522 = add nsw i64 %519, %521
  %523 = getelementptr inbounds float, ptr %X_s, i64 %522
  %524 = load float, ptr %523, align 4
  %525 = fsub float %524, %mu
  %526 = fmul float %525, %r
  %527 = add i32 0, %j4
  %528 = sext i32 %527 to i64
  %529 = getelementptr inbounds float, ptr %W, i64 %528
  %530 = load float, ptr %529, align 4
  %531 = fmul float %526, %530
  %532 = add i32 0, %j4
  %533 = sext i32 %532 to i64
  %534 = getelementptr inbounds float, ptr %B, i64 %533
  %535 = load float, ptr %534, align 4
  %536 = fadd float %531, %535
  %537 = mul i32 %bx, 16
  %538 = add i32 %537, %i116
  %539 = sext i32 %538 to i64
  %540 = sext i32 %N to i64
  %541 = mul nsw i64 %539, %540
  %542 = add i32 0, %j4
  %543 = sext i32 %542 to i64
  %544 = add nsw i64 %541, %543
  %545 = getelementptr inbounds float, ptr %Y, i64 %544
  store float %536, ptr %545, align 4
  br label %if.end126

if.else125:                                       ; preds = %for.body122
  br label %if.end126

if.end126:                                        ; preds = %if.else125, %if.then124
  %546 = add nsw i32 %j4, 1
  br label %for.cond121, !llvm.loop !30

for.cond127:                                      ; preds = %for.body128, %for.end123
  %j4130 = phi i32 [ 0, %for.end123 ], [ %548, %for.body128 ]
  %547 = icmp slt i32 %j4130, %517
  br i1 %547, label %for.body128, label %for.end129

for.body128:                                      ; preds = %for.cond127
  %548 = add nsw i32 %j4130, 1
  br label %for.cond127, !llvm.loop !31

for.end129:                                       ; preds = %for.cond127
  %549 = add nsw i32 %i116, 1
  br label %for.cond113, !llvm.loop !32

if.then131:                                       ; preds = %if.else
  br label %for.cond134

if.else132:                                       ; preds = %if.else
  %550 = icmp sle i32 %N, 4096
  br i1 %550, label %if.then266, label %if.else267

if.end133:                                        ; preds = %if.end268, %for.end258
  br label %if.end

for.cond134:                                      ; preds = %for.end156, %if.then131
  %i137 = phi i32 [ 0, %if.then131 ], [ %703, %for.end156 ]
  %551 = icmp slt i32 %i137, 4
  br i1 %551, label %for.body135, label %for.end136

for.body135:                                      ; preds = %for.cond134
  %552 = sext i32 %N to i64
  %553 = icmp slt i64 %552, 0
  %554 = sext i32 %N to i64
  %555 = icmp sgt i64 %554, 512
  %556 = sext i32 %N to i64
  %557 = select i1 %555, i64 512, i64 %556
  %558 = select i1 %553, i64 0, i64 %557
  %559 = icmp slt i64 %558, 0
  %560 = sext i32 %N to i64
  %561 = icmp slt i64 %560, 0
  %562 = sext i32 %N to i64
  %563 = icmp sgt i64 %562, 512
  %564 = sext i32 %N to i64
  %565 = select i1 %563, i64 512, i64 %564
  %566 = select i1 %561, i64 0, i64 %565
  %567 = select i1 %559, i64 0, i64 %566
  %tl_hi5 = trunc i64 %567 to i32
  br label %for.cond138

for.end136:                                       ; preds = %for.cond134
  %568 = sext i32 %N to i64
  %569 = icmp slt i64 %568, 0
  %570 = sext i32 %N to i64
  %571 = icmp sgt i64 %570, 512
  %572 = sext i32 %N to i64
  %573 = select i1 %571, i64 512, i64 %572
  %574 = select i1 %569, i64 0, i64 %573
  %575 = icmp slt i64 %574, 0
  %576 = sext i32 %N to i64
  %577 = icmp slt i64 %576, 0
  %578 = sext i32 %N to i64
  %579 = icmp sgt i64 %578, 512
  %580 = sext i32 %N to i64
  %581 = select i1 %579, i64 512, i64 %580
  %582 = select i1 %577, i64 0, i64 %581
  %583 = select i1 %575, i64 0, i64 %582
  %584 = trunc i64 %583 to i32
  %585 = icmp slt i32 %584, 0
  %586 = sext i32 %N to i64
  %587 = icmp slt i64 %586, 0
  %588 = sext i32 %N to i64
  %589 = icmp sgt i64 %588, 512
  %590 = sext i32 %N to i64
  %591 = select i1 %589, i64 512, i64 %590
  %592 = select i1 %587, i64 0, i64 %591
  %593 = icmp slt i64 %592, 0
  %594 = sext i32 %N to i64
  %595 = icmp slt i64 %594, 0
  %596 = sext i32 %N to i64
  %597 = icmp sgt i64 %596, 512
  %598 = sext i32 %N to i64
  %599 = select i1 %597, i64 512, i64 %598
  %600 = select i1 %595, i64 0, i64 %599
  %601 = select i1 %593, i64 0, i64 %600
  %602 = trunc i64 %601 to i32
  %603 = icmp sgt i32 %602, 512
  %604 = sext i32 %N to i64
  %605 = icmp slt i64 %604, 0
  %606 = sext i32 %N to i64
  %607 = icmp sgt i64 %606, 512
  %608 = sext i32 %N to i64
  %609 = select i1 %607, i64 512, i64 %608
  %610 = select i1 %605, i64 0, i64 %609
  %611 = icmp slt i64 %610, 0
  %612 = sext i32 %N to i64
  %613 = icmp slt i64 %612, 0
  %614 = sext i32 %N to i64
  %615 = icmp sgt i64 %614, 512
  %616 = sext i32 %N to i64
  %617 = select i1 %615, i64 512, i64 %616
  %618 = select i1 %613, i64 0, i64 %617
  %619 = select i1 %611, i64 0, i64 %618
  %620 = trunc i64 %619 to i32
  %621 = select i1 %603, i32 512, i32 %620
  %622 = select i1 %585, i32 0, i32 %621
  %623 = add i32 %622, 31
  %624 = sdiv i32 %623, 32
  %625 = sub i32 0, %623
  %626 = select i1 false, i32 %625, i32 %624
  br label %for.cond158

for.cond138:                                      ; preds = %for.body139, %for.body135
  %j141 = phi i32 [ 0, %for.body135 ], [ %640, %for.body139 ]
  %627 = icmp slt i32 %j141, 0
  br i1 %627, label %for.body139, label %for.end140

for.body139:                                      ; preds = %for.cond138
  %628 = icmp slt i32 %j141, %N
  %x142 = select i1 %628, float 0.000000e+00, float 0.000000e+00
  %629 = sext i32 %i137 to i64
  %630 = mul nsw i64 %629, 512
  %631 = sext i32 %j141 to i64
  %632 = add nsw i64 %630, %631
  %633 = getelementptr inbounds float, ptr %X_f, i64 %632
  store float %x142, ptr %633, align 4
  %634 = fmul float %x142, %x142
  %635 = sext i32 %i137 to i64
  %636 = mul nsw i64 %635, 512
  %637 = sext i32 %j141 to i64
  %638 = add nsw i64 %636, %637
  %639 = getelementptr inbounds float, ptr %sq, i64 %638
  store float %634, ptr %639, align 4
  %640 = add nsw i32 %j141, 1
  br label %for.cond138, !llvm.loop !33

for.end140:                                       ; preds = %for.cond138
  %641 = mul i32 %bx, 4
  %642 = add i32 %641, %i137
  %643 = icmp sle i32 0, %642
  %644 = mul i32 %bx, 4
  %645 = add i32 %644, %i137
  %646 = icmp slt i32 %645, %M
  %647 = and i1 %643, %646
  br i1 %647, label %if.then143, label %if.else144

if.then143:                                       ; preds = %for.end140
  %648 = sub i32 %tl_hi5, 0
  br label %for.cond146

if.else144:                                       ; preds = %for.end140
  %649 = sub i32 %tl_hi5, 0
  br label %for.cond150

if.end145:                                        ; preds = %for.end152, %for.end148
  %650 = sub i32 512, %tl_hi5
  br label %for.cond154

for.cond146:                                      ; preds = %for.body147, %if.then143
  %j5 = phi i32 [ 0, %if.then143 ], [ %674, %for.body147 ]
  %651 = icmp slt i32 %j5, %648
  br i1 %651, label %for.body147, label %for.end148

for.body147:                                      ; preds = %for.cond146
  %652 = mul i32 %bx, 4
  %653 = add i32 %652, %i137
  %654 = sext i32 %653 to i64
  %655 = sext i32 %N to i64
  %656 = mul nsw i64 %654, %655
  %657 = add i32 0, %j5
  %658 = sext i32 %657 to i64
  %659 = add nsw i64 %656, %658
  %660 = getelementptr inbounds float, ptr %X, i64 %659
  %x149 = load float, ptr %660, align 4
  %661 = sext i32 %i137 to i64
  %662 = mul nsw i64 %661, 512
  %663 = add i32 0, %j5
  %664 = sext i32 %663 to i64
  %665 = add nsw i64 %662, %664
  %666 = getelementptr inbounds float, ptr %X_f, i64 %665
  store float %x149, ptr %666, align 4
  %667 = fmul float %x149, %x149
  %668 = sext i32 %i137 to i64
  %669 = mul nsw i64 %668, 512
  %670 = add i32 0, %j5
  %671 = sext i32 %670 to i64
  %672 = add nsw i64 %669, %671
  %673 = getelementptr inbounds float, ptr %sq, i64 %672
  store float %667, ptr %673, align 4
  %674 = add nsw i32 %j5, 1
  br label %for.cond146, !llvm.loop !34

for.end148:                                       ; preds = %for.cond146
  br label %if.end145

for.cond150:                                      ; preds = %for.body151, %if.else144
  %j5153 = phi i32 [ 0, %if.else144 ], [ %688, %for.body151 ]
  %675 = icmp slt i32 %j5153, %649
  br i1 %675, label %for.body151, label %for.end152

for.body151:                                      ; preds = %for.cond150
  %676 = sext i32 %i137 to i64
  %677 = mul nsw i64 %676, 512
  %678 = add i32 0, %j5153
  %679 = sext i32 %678 to i64
  %680 = add nsw i64 %677, %679
  %681 = getelementptr inbounds float, ptr %X_f, i64 %680
  store float 0.000000e+00, ptr %681, align 4
  %682 = sext i32 %i137 to i64
  %683 = mul nsw i64 %682, 512
  %684 = add i32 0, %j5153
  %685 = sext i32 %684 to i64
  %686 = add nsw i64 %683, %685
  %687 = getelementptr inbounds float, ptr %sq, i64 %686
  store float 0.000000e+00, ptr %687, align 4
  %688 = add nsw i32 %j5153, 1
  br label %for.cond150, !llvm.loop !35

for.end152:                                       ; preds = %for.cond150
  br label %if.end145

for.cond154:                                      ; preds = %for.body155, %if.end145
  %j5157 = phi i32 [ 0, %if.end145 ], [ %702, %for.body155 ]
  %689 = icmp slt i32 %j5157, %650
  br i1 %689, label %for.body155, label %for.end156

for.body155:                                      ; preds = %for.cond154
  %690 = sext i32 %i137 to i64
  %691 = mul nsw i64 %690, 512
  %692 = add i32 %tl_hi5, %j5157
  %693 = sext i32 %692 to i64
  %694 = add nsw i64 %691, %693
  %695 = getelementptr inbounds float, ptr %X_f, i64 %694
  store float 0.000000e+00, ptr %695, align 4
  %696 = sext i32 %i137 to i64
  %697 = mul nsw i64 %696, 512
  %698 = add i32 %tl_hi5, %j5157
  %699 = sext i32 %698 to i64
  %700 = add nsw i64 %697, %699
  %701 = getelementptr inbounds float, ptr %sq, i64 %700
  store float 0.000000e+00, ptr %701, align 4
  %702 = add nsw i32 %j5157, 1
  br label %for.cond154, !llvm.loop !36

for.end156:                                       ; preds = %for.cond154
  %703 = add nsw i32 %i137, 1
  br label %for.cond134, !llvm.loop !37

for.cond158:                                      ; preds = %for.end203, %for.end136
  %i3 = phi i32 [ 0, %for.end136 ], [ %892, %for.end203 ]
  %704 = icmp slt i32 %i3, 4
  br i1 %704, label %for.body159, label %for.end160

for.body159:                                      ; preds = %for.cond158
  br label %for.cond161

for.end160:                                       ; preds = %for.cond158
  %705 = sext i32 %N to i64
  %706 = icmp slt i64 %705, 0
  %707 = sext i32 %N to i64
  %708 = icmp sgt i64 %707, 512
  %709 = sext i32 %N to i64
  %710 = select i1 %708, i64 512, i64 %709
  %711 = select i1 %706, i64 0, i64 %710
  %712 = icmp slt i64 %711, 0
  %713 = sext i32 %N to i64
  %714 = icmp slt i64 %713, 0
  %715 = sext i32 %N to i64
  %716 = icmp sgt i64 %715, 512
  %717 = sext i32 %N to i64
  %718 = select i1 %716, i64 512, i64 %717
  %719 = select i1 %714, i64 0, i64 %718
  %720 = select i1 %712, i64 0, i64 %719
  %721 = trunc i64 %720 to i32
  %722 = icmp slt i32 %721, 0
  %723 = sext i32 %N to i64
  %724 = icmp slt i64 %723, 0
  %725 = sext i32 %N to i64
  %726 = icmp sgt i64 %725, 512
  %727 = sext i32 %N to i64
  %728 = select i1 %726, i64 512, i64 %727
  %729 = select i1 %724, i64 0, i64 %728
  %730 = icmp slt i64 %729, 0
  %731 = sext i32 %N to i64
  %732 = icmp slt i64 %731, 0
  %733 = sext i32 %N to i64
  %734 = icmp sgt i64 %733, 512
  %735 = sext i32 %N to i64
  %736 = select i1 %734, i64 512, i64 %735
  %737 = select i1 %732, i64 0, i64 %736
  %738 = select i1 %730, i64 0, i64 %737
  %739 = trunc i64 %738 to i32
  %740 = icmp sgt i32 %739, 512
  %741 = sext i32 %N to i64
  %742 = icmp slt i64 %741, 0
  %743 = sext i32 %N to i64
  %744 = icmp sgt i64 %743, 512
  %745 = sext i32 %N to i64
  %746 = select i1 %744, i64 512, i64 %745
  %747 = select i1 %742, i64 0, i64 %746
  %748 = icmp slt i64 %747, 0
  %749 = sext i32 %N to i64
  %750 = icmp slt i64 %749, 0
  %751 = sext i32 %N to i64
  %752 = icmp sgt i64 %751, 512
  %753 = sext i32 %N to i64
  %754 = select i1 %752, i64 512, i64 %753
  %755 = select i1 %750, i64 0, i64 %754
  %756 = select i1 %748, i64 0, i64 %755
  %757 = trunc i64 %756 to i32
  %758 = select i1 %740, i32 512, i32 %757
  %759 = select i1 %722, i32 0, i32 %758
  %760 = add i32 %759, 31
  %761 = sdiv i32 %760, 32
  %762 = sub i32 0, %760
  %763 = select i1 false, i32 %762, i32 %761
  br label %for.cond205

for.cond161:                                      ; preds = %for.body162, %for.body159
  %lane2 = phi i32 [ 0, %for.body159 ], [ %773, %for.body162 ]
  %764 = icmp slt i32 %lane2, 32
  br i1 %764, label %for.body162, label %for.end163

for.body162:                                      ; preds = %for.cond161
  %765 = sext i32 %i3 to i64
  %766 = mul nsw i64 %765, 512
  %767 = sext i32 %lane2 to i64
  %768 = add nsw i64 %766, %767
  %769 = getelementptr inbounds float, ptr %X_f, i64 %768
  %770 = load float, ptr %769, align 4
  %771 = sext i32 %lane2 to i64
  %772 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %771
  store float %770, ptr %772, align 4
  %773 = add nsw i32 %lane2, 1
  br label %for.cond161, !llvm.loop !38

for.end163:                                       ; preds = %for.cond161
  %774 = sub i32 %626, 1
  %775 = icmp slt i32 %774, 0
  %776 = sub i32 %626, 1
  %777 = select i1 %775, i32 0, i32 %776
  %tl_steps5 = select i1 true, i32 %777, i32 15
  %778 = icmp eq i32 %tl_steps5, 15
  br i1 %778, label %if.then164, label %if.else165

if.then164:                                       ; preds = %for.end163
  br label %for.cond167

if.else165:                                       ; preds = %for.end163
  br label %for.cond174

if.end166:                                        ; preds = %if.end184, %for.end169
  br label %for.cond185

for.cond167:                                      ; preds = %for.end172, %if.then164
  %red2 = phi i32 [ 0, %if.then164 ], [ %797, %for.end172 ]
  %779 = icmp slt i32 %red2, 15
  br i1 %779, label %for.body168, label %for.end169

for.body168:                                      ; preds = %for.cond167
  br label %for.cond170

for.end169:                                       ; preds = %for.cond167
  br label %if.end166

for.cond170:                                      ; preds = %for.body171, %for.body168
  %lane2173 = phi i32 [ 0, %for.body168 ], [ %796, %for.body171 ]
  %780 = icmp slt i32 %lane2173, 32
  br i1 %780, label %for.body171, label %for.end172

for.body171:                                      ; preds = %for.cond170
  %781 = sext i32 %lane2173 to i64
  %782 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %781
  %783 = load float, ptr %782, align 4
  %784 = sext i32 %i3 to i64
  %785 = mul nsw i64 %784, 512
  %786 = add i32 %red2, 1
  %787 = mul i32 %786, 32
  %788 = add i32 %787, %lane2173
  %789 = sext i32 %788 to i64
  %790 = add nsw i64 %785, %789
  %791 = getelementptr inbounds float, ptr %X_f, i64 %790
  %792 = load float, ptr %791, align 4
  %793 = fadd float %783, %792
  %794 = sext i32 %lane2173 to i64
  %795 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %794
  store float %793, ptr %795, align 4
  %796 = add nsw i32 %lane2173, 1
  br label %for.cond170, !llvm.loop !39

for.end172:                                       ; preds = %for.cond170
  %797 = add nsw i32 %red2, 1
  br label %for.cond167, !llvm.loop !40

for.cond174:                                      ; preds = %for.end180, %if.else165
  %red2177 = phi i32 [ 0, %if.else165 ], [ %817, %for.end180 ]
  %798 = icmp slt i32 %red2177, %tl_steps5
  br i1 %798, label %for.body175, label %for.end176

for.body175:                                      ; preds = %for.cond174
  br label %for.cond178

for.end176:                                       ; preds = %for.cond174
  %799 = icmp slt i32 %tl_steps5, 15
  br i1 %799, label %if.then182, label %if.else183

for.cond178:                                      ; preds = %for.body179, %for.body175
  %lane2181 = phi i32 [ 0, %for.body175 ], [ %816, %for.body179 ]
  %800 = icmp slt i32 %lane2181, 32
  br i1 %800, label %for.body179, label %for.end180

for.body179:                                      ; preds = %for.cond178
  %801 = sext i32 %lane2181 to i64
  %802 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %801
  %803 = load float, ptr %802, align 4
  %804 = sext i32 %i3 to i64
  %805 = mul nsw i64 %804, 512
  %806 = add i32 %red2177, 1
  %807 = mul i32 %806, 32
  %808 = add i32 %807, %lane2181
  %809 = sext i32 %808 to i64
  %810 = add nsw i64 %805, %809
  %811 = getelementptr inbounds float, ptr %X_f, i64 %810
  %812 = load float, ptr %811, align 4
  %813 = fadd float %803, %812
  %814 = sext i32 %lane2181 to i64
  %815 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %814
  store float %813, ptr %815, align 4
  %816 = add nsw i32 %lane2181, 1
  br label %for.cond178, !llvm.loop !41

for.end180:                                       ; preds = %for.cond178
  %817 = add nsw i32 %red2177, 1
  br label %for.cond174, !llvm.loop !42

if.then182:                                       ; preds = %for.end176
  %818 = getelementptr inbounds float, ptr %tl_lanes_24, i64 0
  %819 = load float, ptr %818, align 4
  %820 = fadd float %819, 0.000000e+00
  %821 = getelementptr inbounds float, ptr %tl_lanes_24, i64 0
  store float %820, ptr %821, align 4
  br label %if.end184

if.else183:                                       ; preds = %for.end176
  br label %if.end184

if.end184:                                        ; preds = %if.else183, %if.then182
  br label %if.end166

for.cond185:                                      ; preds = %for.body186, %if.end166
  %lane2188 = phi i32 [ 0, %if.end166 ], [ %833, %for.body186 ]
  %822 = icmp slt i32 %lane2188, 16
  br i1 %822, label %for.body186, label %for.end187

for.body186:                                      ; preds = %for.cond185
  %823 = sext i32 %lane2188 to i64
  %824 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %823
  %825 = load float, ptr %824, align 4
  %826 = add i32 %lane2188, 16
  %827 = sext i32 %826 to i64
  %828 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %827
  %829 = load float, ptr %828, align 4
  %830 = fadd float %825, %829
  %831 = sext i32 %lane2188 to i64
  %832 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %831
  store float %830, ptr %832, align 4
  %833 = add nsw i32 %lane2188, 1
  br label %for.cond185, !llvm.loop !43

for.end187:                                       ; preds = %for.cond185
  br label %for.cond189

for.cond189:                                      ; preds = %for.body190, %for.end187
  %lane2192 = phi i32 [ 0, %for.end187 ], [ %845, %for.body190 ]
  %834 = icmp slt i32 %lane2192, 8
  br i1 %834, label %for.body190, label %for.end191

for.body190:                                      ; preds = %for.cond189
  %835 = sext i32 %lane2192 to i64
  %836 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %835
  %837 = load float, ptr %836, align 4
  %838 = add i32 %lane2192, 8
  %839 = sext i32 %838 to i64
  %840 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %839
  %841 = load float, ptr %840, align 4
  %842 = fadd float %837, %841
  %843 = sext i32 %lane2192 to i64
  %844 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %843
  store float %842, ptr %844, align 4
  %845 = add nsw i32 %lane2192, 1
  br label %for.cond189, !llvm.loop !44

for.end191:                                       ; preds = %for.cond189
  br label %for.cond193

for.cond193:                                      ; preds = %for.body194, %for.end191
  %lane2196 = phi i32 [ 0, %for.end191 ], [ %857, %for.body194 ]
  %846 = icmp slt i32 %lane2196, 4
  br i1 %846, label %for.body194, label %for.end195

for.body194:                                      ; preds = %for.cond193
  %847 = sext i32 %lane2196 to i64
  %848 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %847
  %849 = load float, ptr %848, align 4
  %850 = add i32 %lane2196, 4
  %851 = sext i32 %850 to i64
  %852 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %851
  %853 = load float, ptr %852, align 4
  %854 = fadd float %849, %853
  %855 = sext i32 %lane2196 to i64
  %856 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %855
  store float %854, ptr %856, align 4
  %857 = add nsw i32 %lane2196, 1
  br label %for.cond193, !llvm.loop !45

for.end195:                                       ; preds = %for.cond193
  br label %for.cond197

for.cond197:                                      ; preds = %for.body198, %for.end195
  %lane2200 = phi i32 [ 0, %for.end195 ], [ %869, %for.body198 ]
  %858 = icmp slt i32 %lane2200, 2
  br i1 %858, label %for.body198, label %for.end199

for.body198:                                      ; preds = %for.cond197
  %859 = sext i32 %lane2200 to i64
  %860 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %859
  %861 = load float, ptr %860, align 4
  %862 = add i32 %lane2200, 2
  %863 = sext i32 %862 to i64
  %864 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %863
  %865 = load float, ptr %864, align 4
  %866 = fadd float %861, %865
  %867 = sext i32 %lane2200 to i64
  %868 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %867
  store float %866, ptr %868, align 4
  %869 = add nsw i32 %lane2200, 1
  br label %for.cond197, !llvm.loop !46

for.end199:                                       ; preds = %for.cond197
  br label %for.cond201

for.cond201:                                      ; preds = %for.body202, %for.end199
  %lane2204 = phi i32 [ 0, %for.end199 ], [ %881, %for.body202 ]
  %870 = icmp slt i32 %lane2204, 1
  br i1 %870, label %for.body202, label %for.end203

for.body202:                                      ; preds = %for.cond201
  %871 = sext i32 %lane2204 to i64
  %872 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %871
  %873 = load float, ptr %872, align 4
  %874 = add i32 %lane2204, 1
  %875 = sext i32 %874 to i64
  %876 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %875
  %877 = load float, ptr %876, align 4
  %878 = fadd float %873, %877
  %879 = sext i32 %lane2204 to i64
  %880 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %879
  store float %878, ptr %880, align 4
  %881 = add nsw i32 %lane2204, 1
  br label %for.cond201, !llvm.loop !47

for.end203:                                       ; preds = %for.cond201
  %882 = sext i32 %i3 to i64
  %883 = getelementptr inbounds float, ptr %mean, i64 %882
  store float 0.000000e+00, ptr %883, align 4
  %884 = sext i32 %i3 to i64
  %885 = getelementptr inbounds float, ptr %mean, i64 %884
  %886 = load float, ptr %885, align 4
  %887 = getelementptr inbounds float, ptr %tl_lanes_24, i64 0
  %888 = load float, ptr %887, align 4
  %889 = fadd float %886, %888
  %890 = sext i32 %i3 to i64
  %891 = getelementptr inbounds float, ptr %mean, i64 %890
  store float %889, ptr %891, align 4
  %892 = add nsw i32 %i3, 1
  br label %for.cond158, !llvm.loop !48

for.cond205:                                      ; preds = %for.end250, %for.end160
  %i5 = phi i32 [ 0, %for.end160 ], [ %1022, %for.end250 ]
  %893 = icmp slt i32 %i5, 4
  br i1 %893, label %for.body206, label %for.end207

for.body206:                                      ; preds = %for.cond205
  br label %for.cond208

for.end207:                                       ; preds = %for.cond205
  br label %for.cond252

for.cond208:                                      ; preds = %for.body209, %for.body206
  %lane3 = phi i32 [ 0, %for.body206 ], [ %903, %for.body209 ]
  %894 = icmp slt i32 %lane3, 32
  br i1 %894, label %for.body209, label %for.end210

for.body209:                                      ; preds = %for.cond208
  %895 = sext i32 %i5 to i64
  %896 = mul nsw i64 %895, 512
  %897 = sext i32 %lane3 to i64
  %898 = add nsw i64 %896, %897
  %899 = getelementptr inbounds float, ptr %sq, i64 %898
  %900 = load float, ptr %899, align 4
  %901 = sext i32 %lane3 to i64
  %902 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %901
  store float %900, ptr %902, align 4
  %903 = add nsw i32 %lane3, 1
  br label %for.cond208, !llvm.loop !49

for.end210:                                       ; preds = %for.cond208
  %904 = sub i32 %763, 1
  %905 = icmp slt i32 %904, 0
  %906 = sub i32 %763, 1
  %907 = select i1 %905, i32 0, i32 %906
  %tl_steps7 = select i1 true, i32 %907, i32 15
  %908 = icmp eq i32 %tl_steps7, 15
  br i1 %908, label %if.then211, label %if.else212

if.then211:                                       ; preds = %for.end210
  br label %for.cond214

if.else212:                                       ; preds = %for.end210
  br label %for.cond221

if.end213:                                        ; preds = %if.end231, %for.end216
  br label %for.cond232

for.cond214:                                      ; preds = %for.end219, %if.then211
  %red3 = phi i32 [ 0, %if.then211 ], [ %927, %for.end219 ]
  %909 = icmp slt i32 %red3, 15
  br i1 %909, label %for.body215, label %for.end216

for.body215:                                      ; preds = %for.cond214
  br label %for.cond217

for.end216:                                       ; preds = %for.cond214
  br label %if.end213

for.cond217:                                      ; preds = %for.body218, %for.body215
  %lane3220 = phi i32 [ 0, %for.body215 ], [ %926, %for.body218 ]
  %910 = icmp slt i32 %lane3220, 32
  br i1 %910, label %for.body218, label %for.end219

for.body218:                                      ; preds = %for.cond217
  %911 = sext i32 %lane3220 to i64
  %912 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %911
  %913 = load float, ptr %912, align 4
  %914 = sext i32 %i5 to i64
  %915 = mul nsw i64 %914, 512
  %916 = add i32 %red3, 1
  %917 = mul i32 %916, 32
  %918 = add i32 %917, %lane3220
  %919 = sext i32 %918 to i64
  %920 = add nsw i64 %915, %919
  %921 = getelementptr inbounds float, ptr %sq, i64 %920
  %922 = load float, ptr %921, align 4
  %923 = fadd float %913, %922
  %924 = sext i32 %lane3220 to i64
  %925 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %924
  store float %923, ptr %925, align 4
  %926 = add nsw i32 %lane3220, 1
  br label %for.cond217, !llvm.loop !50

for.end219:                                       ; preds = %for.cond217
  %927 = add nsw i32 %red3, 1
  br label %for.cond214, !llvm.loop !51

for.cond221:                                      ; preds = %for.end227, %if.else212
  %red3224 = phi i32 [ 0, %if.else212 ], [ %947, %for.end227 ]
  %928 = icmp slt i32 %red3224, %tl_steps7
  br i1 %928, label %for.body222, label %for.end223

for.body222:                                      ; preds = %for.cond221
  br label %for.cond225

for.end223:                                       ; preds = %for.cond221
  %929 = icmp slt i32 %tl_steps7, 15
  br i1 %929, label %if.then229, label %if.else230

for.cond225:                                      ; preds = %for.body226, %for.body222
  %lane3228 = phi i32 [ 0, %for.body222 ], [ %946, %for.body226 ]
  %930 = icmp slt i32 %lane3228, 32
  br i1 %930, label %for.body226, label %for.end227

for.body226:                                      ; preds = %for.cond225
  %931 = sext i32 %lane3228 to i64
  %932 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %931
  %933 = load float, ptr %932, align 4
  %934 = sext i32 %i5 to i64
  %935 = mul nsw i64 %934, 512
  %936 = add i32 %red3224, 1
  %937 = mul i32 %936, 32
  %938 = add i32 %937, %lane3228
  %939 = sext i32 %938 to i64
  %940 = add nsw i64 %935, %939
  %941 = getelementptr inbounds float, ptr %sq, i64 %940
  %942 = load float, ptr %941, align 4
  %943 = fadd float %933, %942
  %944 = sext i32 %lane3228 to i64
  %945 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %944
  store float %943, ptr %945, align 4
  %946 = add nsw i32 %lane3228, 1
  br label %for.cond225, !llvm.loop !52

for.end227:                                       ; preds = %for.cond225
  %947 = add nsw i32 %red3224, 1
  br label %for.cond221, !llvm.loop !53

if.then229:                                       ; preds = %for.end223
  %948 = getelementptr inbounds float, ptr %tl_lanes_25, i64 0
  %949 = load float, ptr %948, align 4
  %950 = fadd float %949, 0.000000e+00
  %951 = getelementptr inbounds float, ptr %tl_lanes_25, i64 0
  store float %950, ptr %951, align 4
  br label %if.end231

if.else230:                                       ; preds = %for.end223
  br label %if.end231

if.end231:                                        ; preds = %if.else230, %if.then229
  br label %if.end213

for.cond232:                                      ; preds = %for.body233, %if.end213
  %lane3235 = phi i32 [ 0, %if.end213 ], [ %963, %for.body233 ]
  %952 = icmp slt i32 %lane3235, 16
  br i1 %952, label %for.body233, label %for.end234

for.body233:                                      ; preds = %for.cond232
  %953 = sext i32 %lane3235 to i64
  %954 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %953
  %955 = load float, ptr %954, align 4
  %956 = add i32 %lane3235, 16
  %957 = sext i32 %956 to i64
  %958 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %957
  %959 = load float, ptr %958, align 4
  %960 = fadd float %955, %959
  %961 = sext i32 %lane3235 to i64
  %962 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %961
  store float %960, ptr %962, align 4
  %963 = add nsw i32 %lane3235, 1
  br label %for.cond232, !llvm.loop !54

for.end234:                                       ; preds = %for.cond232
  br label %for.cond236

for.cond236:                                      ; preds = %for.body237, %for.end234
  %lane3239 = phi i32 [ 0, %for.end234 ], [ %975, %for.body237 ]
  %964 = icmp slt i32 %lane3239, 8
  br i1 %964, label %for.body237, label %for.end238

for.body237:                                      ; preds = %for.cond236
  %965 = sext i32 %lane3239 to i64
  %966 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %965
  %967 = load float, ptr %966, align 4
  %968 = add i32 %lane3239, 8
  %969 = sext i32 %968 to i64
  %970 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %969
  %971 = load float, ptr %970, align 4
  %972 = fadd float %967, %971
  %973 = sext i32 %lane3239 to i64
  %974 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %973
  store float %972, ptr %974, align 4
  %975 = add nsw i32 %lane3239, 1
  br label %for.cond236, !llvm.loop !55

for.end238:                                       ; preds = %for.cond236
  br label %for.cond240

for.cond240:                                      ; preds = %for.body241, %for.end238
  %lane3243 = phi i32 [ 0, %for.end238 ], [ %987, %for.body241 ]
  %976 = icmp slt i32 %lane3243, 4
  br i1 %976, label %for.body241, label %for.end242

for.body241:                                      ; preds = %for.cond240
  %977 = sext i32 %lane3243 to i64
  %978 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %977
  %979 = load float, ptr %978, align 4
  %980 = add i32 %lane3243, 4
  %981 = sext i32 %980 to i64
  %982 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %981
  %983 = load float, ptr %982, align 4
  %984 = fadd float %979, %983
  %985 = sext i32 %lane3243 to i64
  %986 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %985
  store float %984, ptr %986, align 4
  %987 = add nsw i32 %lane3243, 1
  br label %for.cond240, !llvm.loop !56

for.end242:                                       ; preds = %for.cond240
  br label %for.cond244

for.cond244:                                      ; preds = %for.body245, %for.end242
  %lane3247 = phi i32 [ 0, %for.end242 ], [ %999, %for.body245 ]
  %988 = icmp slt i32 %lane3247, 2
  br i1 %988, label %for.body245, label %for.end246

for.body245:                                      ; preds = %for.cond244
  %989 = sext i32 %lane3247 to i64
  %990 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %989
  %991 = load float, ptr %990, align 4
  %992 = add i32 %lane3247, 2
  %993 = sext i32 %992 to i64
  %994 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %993
  %995 = load float, ptr %994, align 4
  %996 = fadd float %991, %995
  %997 = sext i32 %lane3247 to i64
  %998 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %997
  store float %996, ptr %998, align 4
  %999 = add nsw i32 %lane3247, 1
  br label %for.cond244, !llvm.loop !57

for.end246:                                       ; preds = %for.cond244
  br label %for.cond248

for.cond248:                                      ; preds = %for.body249, %for.end246
  %lane3251 = phi i32 [ 0, %for.end246 ], [ %1011, %for.body249 ]
  %1000 = icmp slt i32 %lane3251, 1
  br i1 %1000, label %for.body249, label %for.end250

for.body249:                                      ; preds = %for.cond248
  %1001 = sext i32 %lane3251 to i64
  %1002 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %1001
  %1003 = load float, ptr %1002, align 4
  %1004 = add i32 %lane3251, 1
  %1005 = sext i32 %1004 to i64
  %1006 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %1005
  %1007 = load float, ptr %1006, align 4
  %1008 = fadd float %1003, %1007
  %1009 = sext i32 %lane3251 to i64
  %1010 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %1009
  store float %1008, ptr %1010, align 4
  %1011 = add nsw i32 %lane3251, 1
  br label %for.cond248, !llvm.loop !58

for.end250:                                       ; preds = %for.cond248
  %1012 = sext i32 %i5 to i64
  %1013 = getelementptr inbounds float, ptr %rstd, i64 %1012
  store float 0.000000e+00, ptr %1013, align 4
  %1014 = sext i32 %i5 to i64
  %1015 = getelementptr inbounds float, ptr %rstd, i64 %1014
  %1016 = load float, ptr %1015, align 4
  %1017 = getelementptr inbounds float, ptr %tl_lanes_25, i64 0
  %1018 = load float, ptr %1017, align 4
  %1019 = fadd float %1016, %1018
  %1020 = sext i32 %i5 to i64
  %1021 = getelementptr inbounds float, ptr %rstd, i64 %1020
  store float %1019, ptr %1021, align 4
  %1022 = add nsw i32 %i5, 1
  br label %for.cond205, !llvm.loop !59

for.cond252:                                      ; preds = %for.body253, %for.end207
  %i255 = phi i32 [ 0, %for.end207 ], [ %1052, %for.body253 ]
  %1023 = icmp slt i32 %i255, 4
  br i1 %1023, label %for.body253, label %for.end254

for.body253:                                      ; preds = %for.cond252
  %1024 = sext i32 %i255 to i64
  %1025 = getelementptr inbounds float, ptr %mean, i64 %1024
  %1026 = load float, ptr %1025, align 4
  %1027 = sitofp i32 %N to float
  %1028 = fdiv float %1026, %1027
  %1029 = sext i32 %i255 to i64
  %1030 = getelementptr inbounds float, ptr %mean, i64 %1029
  store float %1028, ptr %1030, align 4
  %1031 = sext i32 %i255 to i64
  %1032 = getelementptr inbounds float, ptr %rstd, i64 %1031
  %1033 = load float, ptr %1032, align 4
  %1034 = sitofp i32 %N to float
  %1035 = fdiv float %1033, %1034
  %1036 = sext i32 %i255 to i64
  %1037 = getelementptr inbounds float, ptr %mean, i64 %1036
  %1038 = load float, ptr %1037, align 4
  %1039 = sext i32 %i255 to i64
  %1040 = getelementptr inbounds float, ptr %mean, i64 %1039
  %1041 = load float, ptr %1040, align 4
  %1042 = fmul float %1038, %1041
  %1043 = fsub float %1035, %1042
  %1044 = call float @llvm.maxnum.f32(float %1043, float 0.000000e+00)
  %1045 = fadd float %1044, 0x3EE4F8B580000000
  %1046 = fpext float %1045 to double
  %1047 = call double @llvm.sqrt.f64(double %1046)
  %1048 = fdiv double 1.000000e+00, %1047
  %1049 = fptrunc double %1048 to float
  %1050 = sext i32 %i255 to i64
  %1051 = getelementptr inbounds float, ptr %rstd, i64 %1050
  store float %1049, ptr %1051, align 4
  %1052 = add nsw i32 %i255, 1
  br label %for.cond252, !llvm.loop !60

for.end254:                                       ; preds = %for.cond252
  br label %for.cond256

for.cond256:                                      ; preds = %if.end262, %for.end254
  %i259 = phi i32 [ 0, %for.end254 ], [ %1078, %if.end262 ]
  %1053 = icmp slt i32 %i259, 4
  br i1 %1053, label %for.body257, label %for.end258

for.body257:                                      ; preds = %for.cond256
  %1054 = sext i32 %N to i64
  %1055 = icmp slt i64 %1054, 0
  %1056 = sext i32 %N to i64
  %1057 = icmp sgt i64 %1056, 512
  %1058 = sext i32 %N to i64
  %1059 = select i1 %1057, i64 512, i64 %1058
  %1060 = select i1 %1055, i64 0, i64 %1059
  %1061 = icmp slt i64 %1060, 0
  %1062 = sext i32 %N to i64
  %1063 = icmp slt i64 %1062, 0
  %1064 = sext i32 %N to i64
  %1065 = icmp sgt i64 %1064, 512
  %1066 = sext i32 %N to i64
  %1067 = select i1 %1065, i64 512, i64 %1066
  %1068 = select i1 %1063, i64 0, i64 %1067
  %1069 = select i1 %1061, i64 0, i64 %1068
  %tl_hi7 = trunc i64 %1069 to i32
  %1070 = mul i32 %bx, 4
  %1071 = add i32 %1070, %i259
  %1072 = icmp sle i32 0, %1071
  %1073 = mul i32 %bx, 4
  %1074 = add i32 %1073, %i259
  %1075 = icmp slt i32 %1074, %M
  %1076 = and i1 %1072, %1075
  br i1 %1076, label %if.then260, label %if.else261

for.end258:                                       ; preds = %for.cond256
  br label %if.end133

if.then260:                                       ; preds = %for.body257
  %1077 = sub i32 %tl_hi7, 0
  br label %for.cond263

if.else261:                                       ; preds = %for.body257
  br label %if.end262

if.end262:                                        ; preds = %if.else261, %for.end265
  %1078 = add nsw i32 %i259, 1
  br label %for.cond256, !llvm.loop !61

for.cond263:                                      ; preds = %for.body264, %if.then260
  %j6 = phi i32 [ 0, %if.then260 ], [ %1114, %for.body264 ]
  %1079 = icmp slt i32 %j6, %1077
  br i1 %1079, label %for.body264, label %for.end265

for.body264:                                      ; preds = %for.cond263
  %1080 = sext i32 %i259 to i64
  %1081 = mul nsw i64 %1080, 512
  %1082 = add i32 0, %j6
  %1083 = sext i32 %1082 to i64
  %1084 = add nsw i64 %1081, %1083
  %1085 = getelementptr inbounds float, ptr %X_f, i64 %1084
  %1086 = load float, ptr %1085, align 4
  %1087 = sext i32 %i259 to i64
  %1088 = getelementptr inbounds float, ptr %mean, i64 %1087
  %1089 = load float, ptr %1088, align 4
  %1090 = fsub float %1086, %1089
  %1091 = sext i32 %i259 to i64
  %1092 = getelementptr inbounds float, ptr %rstd, i64 %1091
  %1093 = load float, ptr %1092, align 4
  %1094 = fmul float %1090, %1093
  %1095 = add i32 0, %j6
  %1096 = sext i32 %1095 to i64
  %1097 = getelementptr inbounds float, ptr %W, i64 %1096
  %1098 = load float, ptr %1097, align 4
  %1099 = fmul float %1094, %1098
  %1100 = add i32 0, %j6
  %1101 = sext i32 %1100 to i64
  %1102 = getelementptr inbounds float, ptr %B, i64 %1101
  %1103 = load float, ptr %1102, align 4
  %1104 = fadd float %1099, %1103
  %1105 = mul i32 %bx, 4
  %1106 = add i32 %1105, %i259
  %1107 = sext i32 %1106 to i64
  %1108 = sext i32 %N to i64
  %1109 = mul nsw i64 %1107, %1108
  %1110 = add i32 0, %j6
  %1111 = sext i32 %1110 to i64
  %1112 = add nsw i64 %1109, %1111
  %1113 = getelementptr inbounds float, ptr %Y, i64 %1112
  store float %1104, ptr %1113, align 4
  %1114 = add nsw i32 %j6, 1
  br label %for.cond263, !llvm.loop !62

for.end265:                                       ; preds = %for.cond263
  br label %if.end262

if.then266:                                       ; preds = %if.else132
  call void @llvm.memset.p0.i64(ptr align 64 %mean_r, i8 0, i64 4, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %rstd_r, i8 0, i64 4, i1 false)
  %1115 = sext i32 %N to i64
  %1116 = icmp slt i64 %1115, 0
  %1117 = sext i32 %N to i64
  %1118 = icmp sgt i64 %1117, 4096
  %1119 = sext i32 %N to i64
  %1120 = select i1 %1118, i64 4096, i64 %1119
  %1121 = select i1 %1116, i64 0, i64 %1120
  %1122 = icmp slt i64 %1121, 0
  %1123 = sext i32 %N to i64
  %1124 = icmp slt i64 %1123, 0
  %1125 = sext i32 %N to i64
  %1126 = icmp sgt i64 %1125, 4096
  %1127 = sext i32 %N to i64
  %1128 = select i1 %1126, i64 4096, i64 %1127
  %1129 = select i1 %1124, i64 0, i64 %1128
  %1130 = select i1 %1122, i64 0, i64 %1129
  %1131 = trunc i64 %1130 to i32
  %1132 = icmp slt i32 %1131, 0
  %1133 = sext i32 %N to i64
  %1134 = icmp slt i64 %1133, 0
  %1135 = sext i32 %N to i64
  %1136 = icmp sgt i64 %1135, 4096
  %1137 = sext i32 %N to i64
  %1138 = select i1 %1136, i64 4096, i64 %1137
  %1139 = select i1 %1134, i64 0, i64 %1138
  %1140 = icmp slt i64 %1139, 0
  %1141 = sext i32 %N to i64
  %1142 = icmp slt i64 %1141, 0
  %1143 = sext i32 %N to i64
  %1144 = icmp sgt i64 %1143, 4096
  %1145 = sext i32 %N to i64
  %1146 = select i1 %1144, i64 4096, i64 %1145
  %1147 = select i1 %1142, i64 0, i64 %1146
  %1148 = select i1 %1140, i64 0, i64 %1147
  %1149 = trunc i64 %1148 to i32
  %1150 = icmp sgt i32 %1149, 4096
  %1151 = sext i32 %N to i64
  %1152 = icmp slt i64 %1151, 0
  %1153 = sext i32 %N to i64
  %1154 = icmp sgt i64 %1153, 4096
  %1155 = sext i32 %N to i64
  %1156 = select i1 %1154, i64 4096, i64 %1155
  %1157 = select i1 %1152, i64 0, i64 %1156
  %1158 = icmp slt i64 %1157, 0
  %1159 = sext i32 %N to i64
  %1160 = icmp slt i64 %1159, 0
  %1161 = sext i32 %N to i64
  %1162 = icmp sgt i64 %1161, 4096
  %1163 = sext i32 %N to i64
  %1164 = select i1 %1162, i64 4096, i64 %1163
  %1165 = select i1 %1160, i64 0, i64 %1164
  %1166 = select i1 %1158, i64 0, i64 %1165
  %1167 = trunc i64 %1166 to i32
  %1168 = select i1 %1150, i32 4096, i32 %1167
  %1169 = select i1 %1132, i32 0, i32 %1168
  %1170 = add i32 %1169, 31
  %1171 = sdiv i32 %1170, 32
  %1172 = sub i32 0, %1170
  %1173 = select i1 false, i32 %1172, i32 %1171
  br label %for.cond269

if.else267:                                       ; preds = %if.else132
  br label %for.cond409

if.end268:                                        ; preds = %for.end538, %for.end271
  br label %if.end133

for.cond269:                                      ; preds = %for.end401, %if.then266
  %r272 = phi i32 [ 0, %if.then266 ], [ %1811, %for.end401 ]
  %1174 = icmp slt i32 %r272, 4
  br i1 %1174, label %for.body270, label %for.end271

for.body270:                                      ; preds = %for.cond269
  br label %for.cond273

for.end271:                                       ; preds = %for.cond269
  br label %if.end268

for.cond273:                                      ; preds = %if.end284, %for.body270
  %i276 = phi i32 [ 0, %for.body270 ], [ %1217, %if.end284 ]
  %1175 = icmp slt i32 %i276, 1
  br i1 %1175, label %for.body274, label %for.end275

for.body274:                                      ; preds = %for.cond273
  %1176 = sext i32 %N to i64
  %1177 = icmp slt i64 %1176, 0
  %1178 = sext i32 %N to i64
  %1179 = icmp sgt i64 %1178, 4096
  %1180 = sext i32 %N to i64
  %1181 = select i1 %1179, i64 4096, i64 %1180
  %1182 = select i1 %1177, i64 0, i64 %1181
  %1183 = icmp slt i64 %1182, 0
  %1184 = sext i32 %N to i64
  %1185 = icmp slt i64 %1184, 0
  %1186 = sext i32 %N to i64
  %1187 = icmp sgt i64 %1186, 4096
  %1188 = sext i32 %N to i64
  %1189 = select i1 %1187, i64 4096, i64 %1188
  %1190 = select i1 %1185, i64 0, i64 %1189
  %1191 = select i1 %1183, i64 0, i64 %1190
  %tl_hi9 = trunc i64 %1191 to i32
  br label %for.cond277

for.end275:                                       ; preds = %for.cond273
  br label %for.cond293

for.cond277:                                      ; preds = %for.body278, %for.body274
  %j280 = phi i32 [ 0, %for.body274 ], [ %1205, %for.body278 ]
  %1192 = icmp slt i32 %j280, 0
  br i1 %1192, label %for.body278, label %for.end279

for.body278:                                      ; preds = %for.cond277
  %1193 = icmp slt i32 %j280, %N
  %x281 = select i1 %1193, float 0.000000e+00, float 0.000000e+00
  %1194 = sext i32 %i276 to i64
  %1195 = mul nsw i64 %1194, 4096
  %1196 = sext i32 %j280 to i64
  %1197 = add nsw i64 %1195, %1196
  %1198 = getelementptr inbounds float, ptr %X_r, i64 %1197
  store float %x281, ptr %1198, align 4
  %1199 = fmul float %x281, %x281
  %1200 = sext i32 %i276 to i64
  %1201 = mul nsw i64 %1200, 4096
  %1202 = sext i32 %j280 to i64
  %1203 = add nsw i64 %1201, %1202
  %1204 = getelementptr inbounds float, ptr %sq_r, i64 %1203
  store float %1199, ptr %1204, align 4
  %1205 = add nsw i32 %j280, 1
  br label %for.cond277, !llvm.loop !63

for.end279:                                       ; preds = %for.cond277
  %1206 = mul i32 %bx, 4
  %1207 = add i32 %1206, %r272
  %1208 = add i32 %1207, %i276
  %1209 = icmp sle i32 0, %1208
  %1210 = mul i32 %bx, 4
  %1211 = add i32 %1210, %r272
  %1212 = add i32 %1211, %i276
  %1213 = icmp slt i32 %1212, %M
  %1214 = and i1 %1209, %1213
  br i1 %1214, label %if.then282, label %if.else283

if.then282:                                       ; preds = %for.end279
  %1215 = sub i32 %tl_hi9, 0
  br label %for.cond285

if.else283:                                       ; preds = %for.end279
  %1216 = sub i32 %tl_hi9, 0
  br label %for.cond289

if.end284:                                        ; preds = %for.end291, %for.end287
  %1217 = add nsw i32 %i276, 1
  br label %for.cond273, !llvm.loop !64

for.cond285:                                      ; preds = %for.body286, %if.then282
  %j7 = phi i32 [ 0, %if.then282 ], [ %1242, %for.body286 ]
  %1218 = icmp slt i32 %j7, %1215
  br i1 %1218, label %for.body286, label %for.end287

for.body286:                                      ; preds = %for.cond285
  %1219 = mul i32 %bx, 4
  %1220 = add i32 %1219, %r272
  %1221 = add i32 %1220, %i276
  %1222 = sext i32 %1221 to i64
  %1223 = sext i32 %N to i64
  %1224 = mul nsw i64 %1222, %1223
  %1225 = add i32 0, %j7
  %1226 = sext i32 %1225 to i64
  %1227 = add nsw i64 %1224, %1226
  %1228 = getelementptr inbounds float, ptr %X, i64 %1227
  %x288 = load float, ptr %1228, align 4
  %1229 = sext i32 %i276 to i64
  %1230 = mul nsw i64 %1229, 4096
  %1231 = add i32 0, %j7
  %1232 = sext i32 %1231 to i64
  %1233 = add nsw i64 %1230, %1232
  %1234 = getelementptr inbounds float, ptr %X_r, i64 %1233
  store float %x288, ptr %1234, align 4
  %1235 = fmul float %x288, %x288
  %1236 = sext i32 %i276 to i64
  %1237 = mul nsw i64 %1236, 4096
  %1238 = add i32 0, %j7
  %1239 = sext i32 %1238 to i64
  %1240 = add nsw i64 %1237, %1239
  %1241 = getelementptr inbounds float, ptr %sq_r, i64 %1240
  store float %1235, ptr %1241, align 4
  %1242 = add nsw i32 %j7, 1
  br label %for.cond285, !llvm.loop !65

for.end287:                                       ; preds = %for.cond285
  br label %if.end284

for.cond289:                                      ; preds = %for.body290, %if.else283
  %j7292 = phi i32 [ 0, %if.else283 ], [ %1256, %for.body290 ]
  %1243 = icmp slt i32 %j7292, %1216
  br i1 %1243, label %for.body290, label %for.end291

for.body290:                                      ; preds = %for.cond289
  %1244 = sext i32 %i276 to i64
  %1245 = mul nsw i64 %1244, 4096
  %1246 = add i32 0, %j7292
  %1247 = sext i32 %1246 to i64
  %1248 = add nsw i64 %1245, %1247
  %1249 = getelementptr inbounds float, ptr %X_r, i64 %1248
  store float 0.000000e+00, ptr %1249, align 4
  %1250 = sext i32 %i276 to i64
  %1251 = mul nsw i64 %1250, 4096
  %1252 = add i32 0, %j7292
  %1253 = sext i32 %1252 to i64
  %1254 = add nsw i64 %1251, %1253
  %1255 = getelementptr inbounds float, ptr %sq_r, i64 %1254
  store float 0.000000e+00, ptr %1255, align 4
  %1256 = add nsw i32 %j7292, 1
  br label %for.cond289, !llvm.loop !66

for.end291:                                       ; preds = %for.cond289
  br label %if.end284

for.cond293:                                      ; preds = %for.end342, %for.end275
  %i6 = phi i32 [ 0, %for.end275 ], [ %1505, %for.end342 ]
  %1257 = icmp slt i32 %i6, 1
  br i1 %1257, label %for.body294, label %for.end295

for.body294:                                      ; preds = %for.cond293
  br label %for.cond296

for.end295:                                       ; preds = %for.cond293
  br label %for.cond344

for.cond296:                                      ; preds = %for.end301, %for.body294
  %tl_r8 = phi i32 [ 0, %for.body294 ], [ %1331, %for.end301 ]
  %1258 = icmp slt i32 %tl_r8, 1
  br i1 %1258, label %for.body297, label %for.end298

for.body297:                                      ; preds = %for.cond296
  %1259 = sext i32 %N to i64
  %1260 = icmp slt i64 %1259, 0
  %1261 = sext i32 %N to i64
  %1262 = icmp sgt i64 %1261, 4096
  %1263 = sext i32 %N to i64
  %1264 = select i1 %1262, i64 4096, i64 %1263
  %1265 = select i1 %1260, i64 0, i64 %1264
  %1266 = icmp slt i64 %1265, 0
  %1267 = sext i32 %N to i64
  %1268 = icmp slt i64 %1267, 0
  %1269 = sext i32 %N to i64
  %1270 = icmp sgt i64 %1269, 4096
  %1271 = sext i32 %N to i64
  %1272 = select i1 %1270, i64 4096, i64 %1271
  %1273 = select i1 %1268, i64 0, i64 %1272
  %1274 = select i1 %1266, i64 0, i64 %1273
  %1275 = trunc i64 %1274 to i32
  %1276 = icmp slt i32 %1275, 0
  %1277 = sext i32 %N to i64
  %1278 = icmp slt i64 %1277, 0
  %1279 = sext i32 %N to i64
  %1280 = icmp sgt i64 %1279, 4096
  %1281 = sext i32 %N to i64
  %1282 = select i1 %1280, i64 4096, i64 %1281
  %1283 = select i1 %1278, i64 0, i64 %1282
  %1284 = icmp slt i64 %1283, 0
  %1285 = sext i32 %N to i64
  %1286 = icmp slt i64 %1285, 0
  %1287 = sext i32 %N to i64
  %1288 = icmp sgt i64 %1287, 4096
  %1289 = sext i32 %N to i64
  %1290 = select i1 %1288, i64 4096, i64 %1289
  %1291 = select i1 %1286, i64 0, i64 %1290
  %1292 = select i1 %1284, i64 0, i64 %1291
  %1293 = trunc i64 %1292 to i32
  %1294 = icmp sgt i32 %1293, 4096
  %1295 = sext i32 %N to i64
  %1296 = icmp slt i64 %1295, 0
  %1297 = sext i32 %N to i64
  %1298 = icmp sgt i64 %1297, 4096
  %1299 = sext i32 %N to i64
  %1300 = select i1 %1298, i64 4096, i64 %1299
  %1301 = select i1 %1296, i64 0, i64 %1300
  %1302 = icmp slt i64 %1301, 0
  %1303 = sext i32 %N to i64
  %1304 = icmp slt i64 %1303, 0
  %1305 = sext i32 %N to i64
  %1306 = icmp sgt i64 %1305, 4096
  %1307 = sext i32 %N to i64
  %1308 = select i1 %1306, i64 4096, i64 %1307
  %1309 = select i1 %1304, i64 0, i64 %1308
  %1310 = select i1 %1302, i64 0, i64 %1309
  %1311 = trunc i64 %1310 to i32
  %1312 = select i1 %1294, i32 4096, i32 %1311
  %tl_pad_from9 = select i1 %1276, i32 0, i32 %1312
  %1313 = mul i32 %1173, 32
  %1314 = icmp slt i32 %1313, 32
  %1315 = mul i32 %1173, 32
  %1316 = select i1 %1314, i32 32, i32 %1315
  %1317 = icmp slt i32 %1316, 4096
  %1318 = mul i32 %1173, 32
  %1319 = icmp slt i32 %1318, 32
  %1320 = mul i32 %1173, 32
  %1321 = select i1 %1319, i32 32, i32 %1320
  %1322 = select i1 %1317, i32 %1321, i32 4096
  %tl_pad_n11 = sub i32 %1322, %tl_pad_from9
  br label %for.cond299

for.end298:                                       ; preds = %for.cond296
  br label %for.cond302

for.cond299:                                      ; preds = %for.body300, %for.body297
  %tl_pad_k12 = phi i32 [ 0, %for.body297 ], [ %1330, %for.body300 ]
  %1323 = icmp slt i32 %tl_pad_k12, %tl_pad_n11
  br i1 %1323, label %for.body300, label %for.end301

for.body300:                                      ; preds = %for.cond299
  %1324 = sext i32 %tl_r8 to i64
  %1325 = mul nsw i64 %1324, 4096
  %1326 = add i32 %tl_pad_from9, %tl_pad_k12
  %1327 = sext i32 %1326 to i64
  %1328 = add nsw i64 %1325, %1327
  %1329 = getelementptr inbounds float, ptr %X_r, i64 %1328
  store float 0.000000e+00, ptr %1329, align 4
  %1330 = add nsw i32 %tl_pad_k12, 1
  br label %for.cond299, !llvm.loop !67

for.end301:                                       ; preds = %for.cond299
  %1331 = add nsw i32 %tl_r8, 1
  br label %for.cond296, !llvm.loop !68

for.cond302:                                      ; preds = %for.body303, %for.end298
  %lane4 = phi i32 [ 0, %for.end298 ], [ %1341, %for.body303 ]
  %1332 = icmp slt i32 %lane4, 32
  br i1 %1332, label %for.body303, label %for.end304

for.body303:                                      ; preds = %for.cond302
  %1333 = sext i32 %i6 to i64
  %1334 = mul nsw i64 %1333, 4096
  %1335 = sext i32 %lane4 to i64
  %1336 = add nsw i64 %1334, %1335
  %1337 = getelementptr inbounds float, ptr %X_r, i64 %1336
  %1338 = load float, ptr %1337, align 4
  %1339 = sext i32 %lane4 to i64
  %1340 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1339
  store float %1338, ptr %1340, align 4
  %1341 = add nsw i32 %lane4, 1
  br label %for.cond302, !llvm.loop !69

for.end304:                                       ; preds = %for.cond302
  %1342 = sub i32 %1173, 1
  %1343 = icmp slt i32 %1342, 0
  %1344 = sub i32 %1173, 1
  %1345 = select i1 %1343, i32 0, i32 %1344
  %tl_steps14 = select i1 true, i32 %1345, i32 127
  %1346 = icmp eq i32 %tl_steps14, 127
  br i1 %1346, label %if.then305, label %if.else306

if.then305:                                       ; preds = %for.end304
  br label %for.cond308

if.else306:                                       ; preds = %for.end304
  br label %if.end307

if.end307:                                        ; preds = %if.else306, %for.end310
  br label %for.cond314

for.cond308:                                      ; preds = %for.end313, %if.then305
  %tl_r15 = phi i32 [ 0, %if.then305 ], [ %1410, %for.end313 ]
  %1347 = icmp slt i32 %tl_r15, 1
  br i1 %1347, label %for.body309, label %for.end310

for.body309:                                      ; preds = %for.cond308
  %1348 = sext i32 %N to i64
  %1349 = icmp slt i64 %1348, 0
  %1350 = sext i32 %N to i64
  %1351 = icmp sgt i64 %1350, 4096
  %1352 = sext i32 %N to i64
  %1353 = select i1 %1351, i64 4096, i64 %1352
  %1354 = select i1 %1349, i64 0, i64 %1353
  %1355 = icmp slt i64 %1354, 0
  %1356 = sext i32 %N to i64
  %1357 = icmp slt i64 %1356, 0
  %1358 = sext i32 %N to i64
  %1359 = icmp sgt i64 %1358, 4096
  %1360 = sext i32 %N to i64
  %1361 = select i1 %1359, i64 4096, i64 %1360
  %1362 = select i1 %1357, i64 0, i64 %1361
  %1363 = select i1 %1355, i64 0, i64 %1362
  %1364 = trunc i64 %1363 to i32
  %1365 = icmp slt i32 %1364, 0
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
  %1383 = icmp sgt i32 %1382, 4096
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
  %1401 = select i1 %1383, i32 4096, i32 %1400
  %tl_pad_from16 = select i1 %1365, i32 0, i32 %1401
  %tl_pad_n18 = sub i32 4096, %tl_pad_from16
  br label %for.cond311

for.end310:                                       ; preds = %for.cond308
  br label %if.end307

for.cond311:                                      ; preds = %for.body312, %for.body309
  %tl_pad_k19 = phi i32 [ 0, %for.body309 ], [ %1409, %for.body312 ]
  %1402 = icmp slt i32 %tl_pad_k19, %tl_pad_n18
  br i1 %1402, label %for.body312, label %for.end313

for.body312:                                      ; preds = %for.cond311
  %1403 = sext i32 %tl_r15 to i64
  %1404 = mul nsw i64 %1403, 4096
  %1405 = add i32 %tl_pad_from16, %tl_pad_k19
  %1406 = sext i32 %1405 to i64
  %1407 = add nsw i64 %1404, %1406
  %1408 = getelementptr inbounds float, ptr %X_r, i64 %1407
  store float 0.000000e+00, ptr %1408, align 4
  %1409 = add nsw i32 %tl_pad_k19, 1
  br label %for.cond311, !llvm.loop !70

for.end313:                                       ; preds = %for.cond311
  %1410 = add nsw i32 %tl_r15, 1
  br label %for.cond308, !llvm.loop !71

for.cond314:                                      ; preds = %for.end319, %if.end307
  %red4 = phi i32 [ 0, %if.end307 ], [ %1430, %for.end319 ]
  %1411 = icmp slt i32 %red4, %tl_steps14
  br i1 %1411, label %for.body315, label %for.end316

for.body315:                                      ; preds = %for.cond314
  br label %for.cond317

for.end316:                                       ; preds = %for.cond314
  %1412 = icmp slt i32 %tl_steps14, 127
  br i1 %1412, label %if.then321, label %if.else322

for.cond317:                                      ; preds = %for.body318, %for.body315
  %lane4320 = phi i32 [ 0, %for.body315 ], [ %1429, %for.body318 ]
  %1413 = icmp slt i32 %lane4320, 32
  br i1 %1413, label %for.body318, label %for.end319

for.body318:                                      ; preds = %for.cond317
  %1414 = sext i32 %lane4320 to i64
  %1415 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1414
  %1416 = load float, ptr %1415, align 4
  %1417 = sext i32 %i6 to i64
  %1418 = mul nsw i64 %1417, 4096
  %1419 = add i32 %red4, 1
  %1420 = mul i32 %1419, 32
  %1421 = add i32 %1420, %lane4320
  %1422 = sext i32 %1421 to i64
  %1423 = add nsw i64 %1418, %1422
  %1424 = getelementptr inbounds float, ptr %X_r, i64 %1423
  %1425 = load float, ptr %1424, align 4
  %1426 = fadd float %1416, %1425
  %1427 = sext i32 %lane4320 to i64
  %1428 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1427
  store float %1426, ptr %1428, align 4
  %1429 = add nsw i32 %lane4320, 1
  br label %for.cond317, !llvm.loop !72

for.end319:                                       ; preds = %for.cond317
  %1430 = add nsw i32 %red4, 1
  br label %for.cond314, !llvm.loop !73

if.then321:                                       ; preds = %for.end316
  %1431 = getelementptr inbounds float, ptr %tl_lanes_26, i64 0
  %1432 = load float, ptr %1431, align 4
  %1433 = fadd float %1432, 0.000000e+00
  %1434 = getelementptr inbounds float, ptr %tl_lanes_26, i64 0
  store float %1433, ptr %1434, align 4
  br label %if.end323

if.else322:                                       ; preds = %for.end316
  br label %if.end323

if.end323:                                        ; preds = %if.else322, %if.then321
  br label %for.cond324

for.cond324:                                      ; preds = %for.body325, %if.end323
  %lane4327 = phi i32 [ 0, %if.end323 ], [ %1446, %for.body325 ]
  %1435 = icmp slt i32 %lane4327, 16
  br i1 %1435, label %for.body325, label %for.end326

for.body325:                                      ; preds = %for.cond324
  %1436 = sext i32 %lane4327 to i64
  %1437 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1436
  %1438 = load float, ptr %1437, align 4
  %1439 = add i32 %lane4327, 16
  %1440 = sext i32 %1439 to i64
  %1441 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1440
  %1442 = load float, ptr %1441, align 4
  %1443 = fadd float %1438, %1442
  %1444 = sext i32 %lane4327 to i64
  %1445 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1444
  store float %1443, ptr %1445, align 4
  %1446 = add nsw i32 %lane4327, 1
  br label %for.cond324, !llvm.loop !74

for.end326:                                       ; preds = %for.cond324
  br label %for.cond328

for.cond328:                                      ; preds = %for.body329, %for.end326
  %lane4331 = phi i32 [ 0, %for.end326 ], [ %1458, %for.body329 ]
  %1447 = icmp slt i32 %lane4331, 8
  br i1 %1447, label %for.body329, label %for.end330

for.body329:                                      ; preds = %for.cond328
  %1448 = sext i32 %lane4331 to i64
  %1449 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1448
  %1450 = load float, ptr %1449, align 4
  %1451 = add i32 %lane4331, 8
  %1452 = sext i32 %1451 to i64
  %1453 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1452
  %1454 = load float, ptr %1453, align 4
  %1455 = fadd float %1450, %1454
  %1456 = sext i32 %lane4331 to i64
  %1457 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1456
  store float %1455, ptr %1457, align 4
  %1458 = add nsw i32 %lane4331, 1
  br label %for.cond328, !llvm.loop !75

for.end330:                                       ; preds = %for.cond328
  br label %for.cond332

for.cond332:                                      ; preds = %for.body333, %for.end330
  %lane4335 = phi i32 [ 0, %for.end330 ], [ %1470, %for.body333 ]
  %1459 = icmp slt i32 %lane4335, 4
  br i1 %1459, label %for.body333, label %for.end334

for.body333:                                      ; preds = %for.cond332
  %1460 = sext i32 %lane4335 to i64
  %1461 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1460
  %1462 = load float, ptr %1461, align 4
  %1463 = add i32 %lane4335, 4
  %1464 = sext i32 %1463 to i64
  %1465 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1464
  %1466 = load float, ptr %1465, align 4
  %1467 = fadd float %1462, %1466
  %1468 = sext i32 %lane4335 to i64
  %1469 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1468
  store float %1467, ptr %1469, align 4
  %1470 = add nsw i32 %lane4335, 1
  br label %for.cond332, !llvm.loop !76

for.end334:                                       ; preds = %for.cond332
  br label %for.cond336

for.cond336:                                      ; preds = %for.body337, %for.end334
  %lane4339 = phi i32 [ 0, %for.end334 ], [ %1482, %for.body337 ]
  %1471 = icmp slt i32 %lane4339, 2
  br i1 %1471, label %for.body337, label %for.end338

for.body337:                                      ; preds = %for.cond336
  %1472 = sext i32 %lane4339 to i64
  %1473 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1472
  %1474 = load float, ptr %1473, align 4
  %1475 = add i32 %lane4339, 2
  %1476 = sext i32 %1475 to i64
  %1477 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1476
  %1478 = load float, ptr %1477, align 4
  %1479 = fadd float %1474, %1478
  %1480 = sext i32 %lane4339 to i64
  %1481 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1480
  store float %1479, ptr %1481, align 4
  %1482 = add nsw i32 %lane4339, 1
  br label %for.cond336, !llvm.loop !77

for.end338:                                       ; preds = %for.cond336
  br label %for.cond340

for.cond340:                                      ; preds = %for.body341, %for.end338
  %lane4343 = phi i32 [ 0, %for.end338 ], [ %1494, %for.body341 ]
  %1483 = icmp slt i32 %lane4343, 1
  br i1 %1483, label %for.body341, label %for.end342

for.body341:                                      ; preds = %for.cond340
  %1484 = sext i32 %lane4343 to i64
  %1485 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1484
  %1486 = load float, ptr %1485, align 4
  %1487 = add i32 %lane4343, 1
  %1488 = sext i32 %1487 to i64
  %1489 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1488
  %1490 = load float, ptr %1489, align 4
  %1491 = fadd float %1486, %1490
  %1492 = sext i32 %lane4343 to i64
  %1493 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1492
  store float %1491, ptr %1493, align 4
  %1494 = add nsw i32 %lane4343, 1
  br label %for.cond340, !llvm.loop !78

for.end342:                                       ; preds = %for.cond340
  %1495 = sext i32 %i6 to i64
  %1496 = getelementptr inbounds float, ptr %mean_r, i64 %1495
  store float 0.000000e+00, ptr %1496, align 4
  %1497 = sext i32 %i6 to i64
  %1498 = getelementptr inbounds float, ptr %mean_r, i64 %1497
  %1499 = load float, ptr %1498, align 4
  %1500 = getelementptr inbounds float, ptr %tl_lanes_26, i64 0
  %1501 = load float, ptr %1500, align 4
  %1502 = fadd float %1499, %1501
  %1503 = sext i32 %i6 to i64
  %1504 = getelementptr inbounds float, ptr %mean_r, i64 %1503
  store float %1502, ptr %1504, align 4
  %1505 = add nsw i32 %i6, 1
  br label %for.cond293, !llvm.loop !79

for.cond344:                                      ; preds = %for.end393, %for.end295
  %i7 = phi i32 [ 0, %for.end295 ], [ %1754, %for.end393 ]
  %1506 = icmp slt i32 %i7, 1
  br i1 %1506, label %for.body345, label %for.end346

for.body345:                                      ; preds = %for.cond344
  br label %for.cond347

for.end346:                                       ; preds = %for.cond344
  br label %for.cond395

for.cond347:                                      ; preds = %for.end352, %for.body345
  %tl_r20 = phi i32 [ 0, %for.body345 ], [ %1580, %for.end352 ]
  %1507 = icmp slt i32 %tl_r20, 1
  br i1 %1507, label %for.body348, label %for.end349

for.body348:                                      ; preds = %for.cond347
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
  %tl_pad_from21 = select i1 %1525, i32 0, i32 %1561
  %1562 = mul i32 %1173, 32
  %1563 = icmp slt i32 %1562, 32
  %1564 = mul i32 %1173, 32
  %1565 = select i1 %1563, i32 32, i32 %1564
  %1566 = icmp slt i32 %1565, 4096
  %1567 = mul i32 %1173, 32
  %1568 = icmp slt i32 %1567, 32
  %1569 = mul i32 %1173, 32
  %1570 = select i1 %1568, i32 32, i32 %1569
  %1571 = select i1 %1566, i32 %1570, i32 4096
  %tl_pad_n23 = sub i32 %1571, %tl_pad_from21
  br label %for.cond350

for.end349:                                       ; preds = %for.cond347
  br label %for.cond353

for.cond350:                                      ; preds = %for.body351, %for.body348
  %tl_pad_k24 = phi i32 [ 0, %for.body348 ], [ %1579, %for.body351 ]
  %1572 = icmp slt i32 %tl_pad_k24, %tl_pad_n23
  br i1 %1572, label %for.body351, label %for.end352

for.body351:                                      ; preds = %for.cond350
  %1573 = sext i32 %tl_r20 to i64
  %1574 = mul nsw i64 %1573, 4096
  %1575 = add i32 %tl_pad_from21, %tl_pad_k24
  %1576 = sext i32 %1575 to i64
  %1577 = add nsw i64 %1574, %1576
  %1578 = getelementptr inbounds float, ptr %sq_r, i64 %1577
  store float 0.000000e+00, ptr %1578, align 4
  %1579 = add nsw i32 %tl_pad_k24, 1
  br label %for.cond350, !llvm.loop !80

for.end352:                                       ; preds = %for.cond350
  %1580 = add nsw i32 %tl_r20, 1
  br label %for.cond347, !llvm.loop !81

for.cond353:                                      ; preds = %for.body354, %for.end349
  %lane5 = phi i32 [ 0, %for.end349 ], [ %1590, %for.body354 ]
  %1581 = icmp slt i32 %lane5, 32
  br i1 %1581, label %for.body354, label %for.end355

for.body354:                                      ; preds = %for.cond353
  %1582 = sext i32 %i7 to i64
  %1583 = mul nsw i64 %1582, 4096
  %1584 = sext i32 %lane5 to i64
  %1585 = add nsw i64 %1583, %1584
  %1586 = getelementptr inbounds float, ptr %sq_r, i64 %1585
  %1587 = load float, ptr %1586, align 4
  %1588 = sext i32 %lane5 to i64
  %1589 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1588
  store float %1587, ptr %1589, align 4
  %1590 = add nsw i32 %lane5, 1
  br label %for.cond353, !llvm.loop !82

for.end355:                                       ; preds = %for.cond353
  %1591 = sub i32 %1173, 1
  %1592 = icmp slt i32 %1591, 0
  %1593 = sub i32 %1173, 1
  %1594 = select i1 %1592, i32 0, i32 %1593
  %tl_steps26 = select i1 true, i32 %1594, i32 127
  %1595 = icmp eq i32 %tl_steps26, 127
  br i1 %1595, label %if.then356, label %if.else357

if.then356:                                       ; preds = %for.end355
  br label %for.cond359

if.else357:                                       ; preds = %for.end355
  br label %if.end358

if.end358:                                        ; preds = %if.else357, %for.end361
  br label %for.cond365

for.cond359:                                      ; preds = %for.end364, %if.then356
  %tl_r27 = phi i32 [ 0, %if.then356 ], [ %1659, %for.end364 ]
  %1596 = icmp slt i32 %tl_r27, 1
  br i1 %1596, label %for.body360, label %for.end361

for.body360:                                      ; preds = %for.cond359
  %1597 = sext i32 %N to i64
  %1598 = icmp slt i64 %1597, 0
  %1599 = sext i32 %N to i64
  %1600 = icmp sgt i64 %1599, 4096
  %1601 = sext i32 %N to i64
  %1602 = select i1 %1600, i64 4096, i64 %1601
  %1603 = select i1 %1598, i64 0, i64 %1602
  %1604 = icmp slt i64 %1603, 0
  %1605 = sext i32 %N to i64
  %1606 = icmp slt i64 %1605, 0
  %1607 = sext i32 %N to i64
  %1608 = icmp sgt i64 %1607, 4096
  %1609 = sext i32 %N to i64
  %1610 = select i1 %1608, i64 4096, i64 %1609
  %1611 = select i1 %1606, i64 0, i64 %1610
  %1612 = select i1 %1604, i64 0, i64 %1611
  %1613 = trunc i64 %1612 to i32
  %1614 = icmp slt i32 %1613, 0
  %1615 = sext i32 %N to i64
  %1616 = icmp slt i64 %1615, 0
  %1617 = sext i32 %N to i64
  %1618 = icmp sgt i64 %1617, 4096
  %1619 = sext i32 %N to i64
  %1620 = select i1 %1618, i64 4096, i64 %1619
  %1621 = select i1 %1616, i64 0, i64 %1620
  %1622 = icmp slt i64 %1621, 0
  %1623 = sext i32 %N to i64
  %1624 = icmp slt i64 %1623, 0
  %1625 = sext i32 %N to i64
  %1626 = icmp sgt i64 %1625, 4096
  %1627 = sext i32 %N to i64
  %1628 = select i1 %1626, i64 4096, i64 %1627
  %1629 = select i1 %1624, i64 0, i64 %1628
  %1630 = select i1 %1622, i64 0, i64 %1629
  %1631 = trunc i64 %1630 to i32
  %1632 = icmp sgt i32 %1631, 4096
  %1633 = sext i32 %N to i64
  %1634 = icmp slt i64 %1633, 0
  %1635 = sext i32 %N to i64
  %1636 = icmp sgt i64 %1635, 4096
  %1637 = sext i32 %N to i64
  %1638 = select i1 %1636, i64 4096, i64 %1637
  %1639 = select i1 %1634, i64 0, i64 %1638
  %1640 = icmp slt i64 %1639, 0
  %1641 = sext i32 %N to i64
  %1642 = icmp slt i64 %1641, 0
  %1643 = sext i32 %N to i64
  %1644 = icmp sgt i64 %1643, 4096
  %1645 = sext i32 %N to i64
  %1646 = select i1 %1644, i64 4096, i64 %1645
  %1647 = select i1 %1642, i64 0, i64 %1646
  %1648 = select i1 %1640, i64 0, i64 %1647
  %1649 = trunc i64 %1648 to i32
  %1650 = select i1 %1632, i32 4096, i32 %1649
  %tl_pad_from28 = select i1 %1614, i32 0, i32 %1650
  %tl_pad_n30 = sub i32 4096, %tl_pad_from28
  br label %for.cond362

for.end361:                                       ; preds = %for.cond359
  br label %if.end358

for.cond362:                                      ; preds = %for.body363, %for.body360
  %tl_pad_k31 = phi i32 [ 0, %for.body360 ], [ %1658, %for.body363 ]
  %1651 = icmp slt i32 %tl_pad_k31, %tl_pad_n30
  br i1 %1651, label %for.body363, label %for.end364

for.body363:                                      ; preds = %for.cond362
  %1652 = sext i32 %tl_r27 to i64
  %1653 = mul nsw i64 %1652, 4096
  %1654 = add i32 %tl_pad_from28, %tl_pad_k31
  %1655 = sext i32 %1654 to i64
  %1656 = add nsw i64 %1653, %1655
  %1657 = getelementptr inbounds float, ptr %sq_r, i64 %1656
  store float 0.000000e+00, ptr %1657, align 4
  %1658 = add nsw i32 %tl_pad_k31, 1
  br label %for.cond362, !llvm.loop !83

for.end364:                                       ; preds = %for.cond362
  %1659 = add nsw i32 %tl_r27, 1
  br label %for.cond359, !llvm.loop !84

for.cond365:                                      ; preds = %for.end370, %if.end358
  %red5 = phi i32 [ 0, %if.end358 ], [ %1679, %for.end370 ]
  %1660 = icmp slt i32 %red5, %tl_steps26
  br i1 %1660, label %for.body366, label %for.end367

for.body366:                                      ; preds = %for.cond365
  br label %for.cond368

for.end367:                                       ; preds = %for.cond365
  %1661 = icmp slt i32 %tl_steps26, 127
  br i1 %1661, label %if.then372, label %if.else373

for.cond368:                                      ; preds = %for.body369, %for.body366
  %lane5371 = phi i32 [ 0, %for.body366 ], [ %1678, %for.body369 ]
  %1662 = icmp slt i32 %lane5371, 32
  br i1 %1662, label %for.body369, label %for.end370

for.body369:                                      ; preds = %for.cond368
  %1663 = sext i32 %lane5371 to i64
  %1664 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1663
  %1665 = load float, ptr %1664, align 4
  %1666 = sext i32 %i7 to i64
  %1667 = mul nsw i64 %1666, 4096
  %1668 = add i32 %red5, 1
  %1669 = mul i32 %1668, 32
  %1670 = add i32 %1669, %lane5371
  %1671 = sext i32 %1670 to i64
  %1672 = add nsw i64 %1667, %1671
  %1673 = getelementptr inbounds float, ptr %sq_r, i64 %1672
  %1674 = load float, ptr %1673, align 4
  %1675 = fadd float %1665, %1674
  %1676 = sext i32 %lane5371 to i64
  %1677 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1676
  store float %1675, ptr %1677, align 4
  %1678 = add nsw i32 %lane5371, 1
  br label %for.cond368, !llvm.loop !85

for.end370:                                       ; preds = %for.cond368
  %1679 = add nsw i32 %red5, 1
  br label %for.cond365, !llvm.loop !86

if.then372:                                       ; preds = %for.end367
  %1680 = getelementptr inbounds float, ptr %tl_lanes_27, i64 0
  %1681 = load float, ptr %1680, align 4
  %1682 = fadd float %1681, 0.000000e+00
  %1683 = getelementptr inbounds float, ptr %tl_lanes_27, i64 0
  store float %1682, ptr %1683, align 4
  br label %if.end374

if.else373:                                       ; preds = %for.end367
  br label %if.end374

if.end374:                                        ; preds = %if.else373, %if.then372
  br label %for.cond375

for.cond375:                                      ; preds = %for.body376, %if.end374
  %lane5378 = phi i32 [ 0, %if.end374 ], [ %1695, %for.body376 ]
  %1684 = icmp slt i32 %lane5378, 16
  br i1 %1684, label %for.body376, label %for.end377

for.body376:                                      ; preds = %for.cond375
  %1685 = sext i32 %lane5378 to i64
  %1686 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1685
  %1687 = load float, ptr %1686, align 4
  %1688 = add i32 %lane5378, 16
  %1689 = sext i32 %1688 to i64
  %1690 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1689
  %1691 = load float, ptr %1690, align 4
  %1692 = fadd float %1687, %1691
  %1693 = sext i32 %lane5378 to i64
  %1694 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1693
  store float %1692, ptr %1694, align 4
  %1695 = add nsw i32 %lane5378, 1
  br label %for.cond375, !llvm.loop !87

for.end377:                                       ; preds = %for.cond375
  br label %for.cond379

for.cond379:                                      ; preds = %for.body380, %for.end377
  %lane5382 = phi i32 [ 0, %for.end377 ], [ %1707, %for.body380 ]
  %1696 = icmp slt i32 %lane5382, 8
  br i1 %1696, label %for.body380, label %for.end381

for.body380:                                      ; preds = %for.cond379
  %1697 = sext i32 %lane5382 to i64
  %1698 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1697
  %1699 = load float, ptr %1698, align 4
  %1700 = add i32 %lane5382, 8
  %1701 = sext i32 %1700 to i64
  %1702 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1701
  %1703 = load float, ptr %1702, align 4
  %1704 = fadd float %1699, %1703
  %1705 = sext i32 %lane5382 to i64
  %1706 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1705
  store float %1704, ptr %1706, align 4
  %1707 = add nsw i32 %lane5382, 1
  br label %for.cond379, !llvm.loop !88

for.end381:                                       ; preds = %for.cond379
  br label %for.cond383

for.cond383:                                      ; preds = %for.body384, %for.end381
  %lane5386 = phi i32 [ 0, %for.end381 ], [ %1719, %for.body384 ]
  %1708 = icmp slt i32 %lane5386, 4
  br i1 %1708, label %for.body384, label %for.end385

for.body384:                                      ; preds = %for.cond383
  %1709 = sext i32 %lane5386 to i64
  %1710 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1709
  %1711 = load float, ptr %1710, align 4
  %1712 = add i32 %lane5386, 4
  %1713 = sext i32 %1712 to i64
  %1714 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1713
  %1715 = load float, ptr %1714, align 4
  %1716 = fadd float %1711, %1715
  %1717 = sext i32 %lane5386 to i64
  %1718 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1717
  store float %1716, ptr %1718, align 4
  %1719 = add nsw i32 %lane5386, 1
  br label %for.cond383, !llvm.loop !89

for.end385:                                       ; preds = %for.cond383
  br label %for.cond387

for.cond387:                                      ; preds = %for.body388, %for.end385
  %lane5390 = phi i32 [ 0, %for.end385 ], [ %1731, %for.body388 ]
  %1720 = icmp slt i32 %lane5390, 2
  br i1 %1720, label %for.body388, label %for.end389

for.body388:                                      ; preds = %for.cond387
  %1721 = sext i32 %lane5390 to i64
  %1722 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1721
  %1723 = load float, ptr %1722, align 4
  %1724 = add i32 %lane5390, 2
  %1725 = sext i32 %1724 to i64
  %1726 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1725
  %1727 = load float, ptr %1726, align 4
  %1728 = fadd float %1723, %1727
  %1729 = sext i32 %lane5390 to i64
  %1730 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1729
  store float %1728, ptr %1730, align 4
  %1731 = add nsw i32 %lane5390, 1
  br label %for.cond387, !llvm.loop !90

for.end389:                                       ; preds = %for.cond387
  br label %for.cond391

for.cond391:                                      ; preds = %for.body392, %for.end389
  %lane5394 = phi i32 [ 0, %for.end389 ], [ %1743, %for.body392 ]
  %1732 = icmp slt i32 %lane5394, 1
  br i1 %1732, label %for.body392, label %for.end393

for.body392:                                      ; preds = %for.cond391
  %1733 = sext i32 %lane5394 to i64
  %1734 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1733
  %1735 = load float, ptr %1734, align 4
  %1736 = add i32 %lane5394, 1
  %1737 = sext i32 %1736 to i64
  %1738 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1737
  %1739 = load float, ptr %1738, align 4
  %1740 = fadd float %1735, %1739
  %1741 = sext i32 %lane5394 to i64
  %1742 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1741
  store float %1740, ptr %1742, align 4
  %1743 = add nsw i32 %lane5394, 1
  br label %for.cond391, !llvm.loop !91

for.end393:                                       ; preds = %for.cond391
  %1744 = sext i32 %i7 to i64
  %1745 = getelementptr inbounds float, ptr %rstd_r, i64 %1744
  store float 0.000000e+00, ptr %1745, align 4
  %1746 = sext i32 %i7 to i64
  %1747 = getelementptr inbounds float, ptr %rstd_r, i64 %1746
  %1748 = load float, ptr %1747, align 4
  %1749 = getelementptr inbounds float, ptr %tl_lanes_27, i64 0
  %1750 = load float, ptr %1749, align 4
  %1751 = fadd float %1748, %1750
  %1752 = sext i32 %i7 to i64
  %1753 = getelementptr inbounds float, ptr %rstd_r, i64 %1752
  store float %1751, ptr %1753, align 4
  %1754 = add nsw i32 %i7, 1
  br label %for.cond344, !llvm.loop !92

for.cond395:                                      ; preds = %for.body396, %for.end346
  %i398 = phi i32 [ 0, %for.end346 ], [ %1784, %for.body396 ]
  %1755 = icmp slt i32 %i398, 1
  br i1 %1755, label %for.body396, label %for.end397

for.body396:                                      ; preds = %for.cond395
  %1756 = sext i32 %i398 to i64
  %1757 = getelementptr inbounds float, ptr %mean_r, i64 %1756
  %1758 = load float, ptr %1757, align 4
  %1759 = sitofp i32 %N to float
  %1760 = fdiv float %1758, %1759
  %1761 = sext i32 %i398 to i64
  %1762 = getelementptr inbounds float, ptr %mean_r, i64 %1761
  store float %1760, ptr %1762, align 4
  %1763 = sext i32 %i398 to i64
  %1764 = getelementptr inbounds float, ptr %rstd_r, i64 %1763
  %1765 = load float, ptr %1764, align 4
  %1766 = sitofp i32 %N to float
  %1767 = fdiv float %1765, %1766
  %1768 = sext i32 %i398 to i64
  %1769 = getelementptr inbounds float, ptr %mean_r, i64 %1768
  %1770 = load float, ptr %1769, align 4
  %1771 = sext i32 %i398 to i64
  %1772 = getelementptr inbounds float, ptr %mean_r, i64 %1771
  %1773 = load float, ptr %1772, align 4
  %1774 = fmul float %1770, %1773
  %1775 = fsub float %1767, %1774
  %1776 = call float @llvm.maxnum.f32(float %1775, float 0.000000e+00)
  %1777 = fadd float %1776, 0x3EE4F8B580000000
  %1778 = fpext float %1777 to double
  %1779 = call double @llvm.sqrt.f64(double %1778)
  %1780 = fdiv double 1.000000e+00, %1779
  %1781 = fptrunc double %1780 to float
  %1782 = sext i32 %i398 to i64
  %1783 = getelementptr inbounds float, ptr %rstd_r, i64 %1782
  store float %1781, ptr %1783, align 4
  %1784 = add nsw i32 %i398, 1
  br label %for.cond395, !llvm.loop !93

for.end397:                                       ; preds = %for.cond395
  br label %for.cond399

for.cond399:                                      ; preds = %if.end405, %for.end397
  %i402 = phi i32 [ 0, %for.end397 ], [ %1813, %if.end405 ]
  %1785 = icmp slt i32 %i402, 1
  br i1 %1785, label %for.body400, label %for.end401

for.body400:                                      ; preds = %for.cond399
  %1786 = sext i32 %N to i64
  %1787 = icmp slt i64 %1786, 0
  %1788 = sext i32 %N to i64
  %1789 = icmp sgt i64 %1788, 4096
  %1790 = sext i32 %N to i64
  %1791 = select i1 %1789, i64 4096, i64 %1790
  %1792 = select i1 %1787, i64 0, i64 %1791
  %1793 = icmp slt i64 %1792, 0
  %1794 = sext i32 %N to i64
  %1795 = icmp slt i64 %1794, 0
  %1796 = sext i32 %N to i64
  %1797 = icmp sgt i64 %1796, 4096
  %1798 = sext i32 %N to i64
  %1799 = select i1 %1797, i64 4096, i64 %1798
  %1800 = select i1 %1795, i64 0, i64 %1799
  %1801 = select i1 %1793, i64 0, i64 %1800
  %tl_hi11 = trunc i64 %1801 to i32
  %1802 = mul i32 %bx, 4
  %1803 = add i32 %1802, %r272
  %1804 = add i32 %1803, %i402
  %1805 = icmp sle i32 0, %1804
  %1806 = mul i32 %bx, 4
  %1807 = add i32 %1806, %r272
  %1808 = add i32 %1807, %i402
  %1809 = icmp slt i32 %1808, %M
  %1810 = and i1 %1805, %1809
  br i1 %1810, label %if.then403, label %if.else404

for.end401:                                       ; preds = %for.cond399
  %1811 = add nsw i32 %r272, 1
  br label %for.cond269, !llvm.loop !94

if.then403:                                       ; preds = %for.body400
  %1812 = sub i32 %tl_hi11, 0
  br label %for.cond406

if.else404:                                       ; preds = %for.body400
  br label %if.end405

if.end405:                                        ; preds = %if.else404, %for.end408
  %1813 = add nsw i32 %i402, 1
  br label %for.cond399, !llvm.loop !95

for.cond406:                                      ; preds = %for.body407, %if.then403
  %j8 = phi i32 [ 0, %if.then403 ], [ %1848, %for.body407 ]
  %1814 = icmp slt i32 %j8, %1812
  br i1 %1814, label %for.body407, label %for.end408

for.body407:                                      ; preds = %for.cond406
  %1815 = sext i32 %i402 to i64
  %1816 = mul nsw i64 %1815, 4096
  %1817 = add i32 0, %j8
  %1818 = sext i32 %1817 to i64
  %1819 = add nsw i64 %1816, %1818
  %1820 = getelementptr inbounds float, ptr %X_r, i64 %1819
  %1821 = load float, ptr %1820, align 4
  %1822 = getelementptr inbounds float, ptr %mean_r, i64 0
  %1823 = load float, ptr %1822, align 4
  %1824 = fsub float %1821, %1823
  %1825 = getelementptr inbounds float, ptr %rstd_r, i64 0
  %1826 = load float, ptr %1825, align 4
  %1827 = fmul float %1824, %1826
  %1828 = add i32 0, %j8
  %1829 = sext i32 %1828 to i64
  %1830 = getelementptr inbounds float, ptr %W, i64 %1829
  %1831 = load float, ptr %1830, align 4
  %1832 = fmul float %1827, %1831
  %1833 = add i32 0, %j8
  %1834 = sext i32 %1833 to i64
  %1835 = getelementptr inbounds float, ptr %B, i64 %1834
  %1836 = load float, ptr %1835, align 4
  %1837 = fadd float %1832, %1836
  %1838 = mul i32 %bx, 4
  %1839 = add i32 %1838, %r272
  %1840 = add i32 %1839, %i402
  %1841 = sext i32 %1840 to i64
  %1842 = sext i32 %N to i64
  %1843 = mul nsw i64 %1841, %1842
  %1844 = add i32 0, %j8
  %1845 = sext i32 %1844 to i64
  %1846 = add nsw i64 %1843, %1845
  %1847 = getelementptr inbounds float, ptr %Y, i64 %1846
  store float %1837, ptr %1847, align 4
  %1848 = add nsw i32 %j8, 1
  br label %for.cond406, !llvm.loop !96

for.end408:                                       ; preds = %for.cond406
  br label %if.end405

for.cond409:                                      ; preds = %for.body410, %if.else267
  %i11 = phi i32 [ 0, %if.else267 ], [ %1852, %for.body410 ]
  %1849 = icmp slt i32 %i11, 4
  br i1 %1849, label %for.body410, label %for.end411

for.body410:                                      ; preds = %for.cond409
  %1850 = sext i32 %i11 to i64
  %1851 = getelementptr inbounds float, ptr %mean, i64 %1850
  store float 0.000000e+00, ptr %1851, align 4
  %1852 = add nsw i32 %i11, 1
  br label %for.cond409, !llvm.loop !97

for.end411:                                       ; preds = %for.cond409
  br label %for.cond412

for.cond412:                                      ; preds = %for.body413, %for.end411
  %i11415 = phi i32 [ 0, %for.end411 ], [ %1856, %for.body413 ]
  %1853 = icmp slt i32 %i11415, 4
  br i1 %1853, label %for.body413, label %for.end414

for.body413:                                      ; preds = %for.cond412
  %1854 = sext i32 %i11415 to i64
  %1855 = getelementptr inbounds float, ptr %rstd, i64 %1854
  store float 0.000000e+00, ptr %1855, align 4
  %1856 = add nsw i32 %i11415, 1
  br label %for.cond412, !llvm.loop !98

for.end414:                                       ; preds = %for.cond412
  %1857 = sext i32 %N to i64
  %1858 = sdiv i64 %1857, 512
  %1859 = sub i64 0, %1857
  %1860 = select i1 false, i64 %1859, i64 %1858
  %1861 = srem i64 %1857, 512
  %1862 = icmp ne i64 %1861, 0
  %1863 = icmp slt i64 %1857, 0
  %1864 = icmp eq i1 %1863, false
  %1865 = and i1 %1862, %1864
  %1866 = zext i1 %1865 to i64
  %1867 = add i64 %1860, %1866
  %1868 = trunc i64 %1867 to i32
  %1869 = sext i32 %N to i64
  %1870 = sdiv i64 %1869, 512
  %1871 = sub i64 0, %1869
  %1872 = select i1 false, i64 %1871, i64 %1870
  %1873 = srem i64 %1869, 512
  %1874 = icmp ne i64 %1873, 0
  %1875 = icmp slt i64 %1869, 0
  %1876 = icmp eq i1 %1875, false
  %1877 = and i1 %1874, %1876
  %1878 = zext i1 %1877 to i64
  %1879 = add i64 %1872, %1878
  %1880 = trunc i64 %1879 to i32
  br label %for.cond416

for.cond416:                                      ; preds = %for.end501, %for.end414
  %c = phi i32 [ 0, %for.end414 ], [ %2169, %for.end501 ]
  %1881 = icmp slt i32 %c, %1868
  br i1 %1881, label %for.body417, label %for.end418

for.body417:                                      ; preds = %for.cond416
  %1882 = mul i32 %bx, 4
  %1883 = icmp sle i32 0, %1882
  %1884 = mul i32 %bx, 4
  %1885 = sext i32 %1884 to i64
  %1886 = add i64 %1885, 4
  %1887 = sext i32 %M to i64
  %1888 = icmp sle i64 %1886, %1887
  %1889 = and i1 %1883, %1888
  %1890 = mul i32 %c, 512
  %1891 = icmp sle i32 0, %1890
  %1892 = mul i32 %c, 512
  %1893 = sext i32 %1892 to i64
  %1894 = add i64 %1893, 512
  %1895 = sext i32 %N to i64
  %1896 = icmp sle i64 %1894, %1895
  %1897 = and i1 %1891, %1896
  %1898 = and i1 %1889, %1897
  br i1 %1898, label %if.then419, label %if.else420

for.end418:                                       ; preds = %for.cond416
  br label %for.cond532

if.then419:                                       ; preds = %for.body417
  br label %for.cond422

if.else420:                                       ; preds = %for.body417
  br label %for.cond435

if.end421:                                        ; preds = %for.end437, %for.end424
  br label %for.cond457

for.cond422:                                      ; preds = %for.end434, %if.then419
  %i11425 = phi i32 [ 0, %if.then419 ], [ %1934, %for.end434 ]
  %1899 = icmp slt i32 %i11425, 4
  br i1 %1899, label %for.body423, label %for.end424

for.body423:                                      ; preds = %for.cond422
  %1900 = add i32 %c, 1
  %1901 = icmp slt i32 %1900, %1880
  br i1 %1901, label %if.then426, label %if.else427

for.end424:                                       ; preds = %for.cond422
  br label %if.end421

if.then426:                                       ; preds = %for.body423
  br label %for.cond429

if.else427:                                       ; preds = %for.body423
  br label %if.end428

if.end428:                                        ; preds = %if.else427, %for.end431
  br label %for.cond432

for.cond429:                                      ; preds = %for.body430, %if.then426
  %pf = phi i32 [ 0, %if.then426 ], [ %1915, %for.body430 ]
  %1902 = icmp slt i32 %pf, 32
  br i1 %1902, label %for.body430, label %for.end431

for.body430:                                      ; preds = %for.cond429
  %1903 = mul i32 %bx, 4
  %1904 = add i32 %1903, %i11425
  %1905 = sext i32 %1904 to i64
  %1906 = sext i32 %N to i64
  %1907 = mul i64 %1905, %1906
  %1908 = add i32 %c, 1
  %1909 = mul i32 %1908, 512
  %1910 = mul i32 %pf, 16
  %1911 = add i32 %1909, %1910
  %1912 = sext i32 %1911 to i64
  %1913 = add i64 %1907, %1912
  %1914 = getelementptr float, ptr %X, i64 %1913
  call void @llvm.prefetch.p0(ptr %1914, i32 0, i32 0, i32 1)
  %1915 = add nsw i32 %pf, 1
  br label %for.cond429, !llvm.loop !99

for.end431:                                       ; preds = %for.cond429
  br label %if.end428

for.cond432:                                      ; preds = %for.body433, %if.end428
  %j1 = phi i32 [ 0, %if.end428 ], [ %1933, %for.body433 ]
  %1916 = icmp slt i32 %j1, 512
  br i1 %1916, label %for.body433, label %for.end434

for.body433:                                      ; preds = %for.cond432
  %1917 = mul i32 %bx, 4
  %1918 = add i32 %1917, %i11425
  %1919 = sext i32 %1918 to i64
  %1920 = sext i32 %N to i64
  %1921 = mul nsw i64 %1919, %1920
  %1922 = mul i32 %c, 512
  %1923 = add i32 %1922, %j1
  %1924 = sext i32 %1923 to i64
  %1925 = add nsw i64 %1921, %1924
  %1926 = getelementptr inbounds float, ptr %X, i64 %1925
  %1927 = load float, ptr %1926, align 4
  %1928 = sext i32 %i11425 to i64
  %1929 = mul nsw i64 %1928, 512
  %1930 = sext i32 %j1 to i64
  %1931 = add nsw i64 %1929, %1930
  %1932 = getelementptr inbounds float, ptr %X_f, i64 %1931
  store float %1927, ptr %1932, align 4
  %1933 = add nsw i32 %j1, 1
  br label %for.cond432, !llvm.loop !100

for.end434:                                       ; preds = %for.cond432
  %1934 = add nsw i32 %i11425, 1
  br label %for.cond422, !llvm.loop !101

for.cond435:                                      ; preds = %for.end455, %if.else420
  %i11438 = phi i32 [ 0, %if.else420 ], [ %2043, %for.end455 ]
  %1935 = icmp slt i32 %i11438, 4
  br i1 %1935, label %for.body436, label %for.end437

for.body436:                                      ; preds = %for.cond435
  %1936 = mul i32 %c, 512
  %1937 = sext i32 %1936 to i64
  %1938 = sub i64 0, %1937
  %1939 = icmp slt i64 %1938, 0
  %1940 = mul i32 %c, 512
  %1941 = sext i32 %1940 to i64
  %1942 = sub i64 0, %1941
  %1943 = icmp sgt i64 %1942, 512
  %1944 = mul i32 %c, 512
  %1945 = sext i32 %1944 to i64
  %1946 = sub i64 0, %1945
  %1947 = select i1 %1943, i64 512, i64 %1946
  %1948 = select i1 %1939, i64 0, i64 %1947
  %tl_lo12 = trunc i64 %1948 to i32
  %1949 = sext i32 %N to i64
  %1950 = mul i32 %c, 512
  %1951 = sext i32 %1950 to i64
  %1952 = sub i64 %1949, %1951
  %1953 = icmp slt i64 %1952, 0
  %1954 = sext i32 %N to i64
  %1955 = mul i32 %c, 512
  %1956 = sext i32 %1955 to i64
  %1957 = sub i64 %1954, %1956
  %1958 = icmp sgt i64 %1957, 512
  %1959 = sext i32 %N to i64
  %1960 = mul i32 %c, 512
  %1961 = sext i32 %1960 to i64
  %1962 = sub i64 %1959, %1961
  %1963 = select i1 %1958, i64 512, i64 %1962
  %1964 = select i1 %1953, i64 0, i64 %1963
  %1965 = sext i32 %tl_lo12 to i64
  %1966 = icmp slt i64 %1964, %1965
  %1967 = sext i32 %tl_lo12 to i64
  %1968 = sext i32 %N to i64
  %1969 = mul i32 %c, 512
  %1970 = sext i32 %1969 to i64
  %1971 = sub i64 %1968, %1970
  %1972 = icmp slt i64 %1971, 0
  %1973 = sext i32 %N to i64
  %1974 = mul i32 %c, 512
  %1975 = sext i32 %1974 to i64
  %1976 = sub i64 %1973, %1975
  %1977 = icmp sgt i64 %1976, 512
  %1978 = sext i32 %N to i64
  %1979 = mul i32 %c, 512
  %1980 = sext i32 %1979 to i64
  %1981 = sub i64 %1978, %1980
  %1982 = select i1 %1977, i64 512, i64 %1981
  %1983 = select i1 %1972, i64 0, i64 %1982
  %1984 = select i1 %1966, i64 %1967, i64 %1983
  %tl_hi13 = trunc i64 %1984 to i32
  br label %for.cond439

for.end437:                                       ; preds = %for.cond435
  br label %if.end421

for.cond439:                                      ; preds = %for.body440, %for.body436
  %j1442 = phi i32 [ 0, %for.body436 ], [ %1991, %for.body440 ]
  %1985 = icmp slt i32 %j1442, %tl_lo12
  br i1 %1985, label %for.body440, label %for.end441

for.body440:                                      ; preds = %for.cond439
  %1986 = sext i32 %i11438 to i64
  %1987 = mul nsw i64 %1986, 512
  %1988 = sext i32 %j1442 to i64
  %1989 = add nsw i64 %1987, %1988
  %1990 = getelementptr inbounds float, ptr %X_f, i64 %1989
  store float 0.000000e+00, ptr %1990, align 4
  %1991 = add nsw i32 %j1442, 1
  br label %for.cond439, !llvm.loop !102

for.end441:                                       ; preds = %for.cond439
  %1992 = mul i32 %bx, 4
  %1993 = sext i32 %1992 to i64
  %1994 = sext i32 %i11438 to i64
  %1995 = add i64 %1993, %1994
  %1996 = icmp sle i64 0, %1995
  %1997 = mul i32 %bx, 4
  %1998 = sext i32 %1997 to i64
  %1999 = sext i32 %i11438 to i64
  %2000 = add i64 %1998, %1999
  %2001 = sext i32 %M to i64
  %2002 = icmp slt i64 %2000, %2001
  %2003 = and i1 %1996, %2002
  br i1 %2003, label %if.then443, label %if.else444

if.then443:                                       ; preds = %for.end441
  %2004 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond446

if.else444:                                       ; preds = %for.end441
  %2005 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond449

if.end445:                                        ; preds = %for.end451, %for.end448
  %2006 = sub i32 512, %tl_hi13
  br label %for.cond453

for.cond446:                                      ; preds = %for.body447, %if.then443
  %j11 = phi i32 [ 0, %if.then443 ], [ %2026, %for.body447 ]
  %2007 = icmp slt i32 %j11, %2004
  br i1 %2007, label %for.body447, label %for.end448

for.body447:                                      ; preds = %for.cond446
  %2008 = mul i32 %bx, 4
  %2009 = add i32 %2008, %i11438
  %2010 = sext i32 %2009 to i64
  %2011 = sext i32 %N to i64
  %2012 = mul nsw i64 %2010, %2011
  %2013 = mul i32 %c, 512
  %2014 = add i32 %tl_lo12, %j11
  %2015 = add i32 %2013, %2014
  %2016 = sext i32 %2015 to i64
  %2017 = add nsw i64 %2012, %2016
  %2018 = getelementptr inbounds float, ptr %X, i64 %2017
  %2019 = load float, ptr %2018, align 4
  %2020 = sext i32 %i11438 to i64
  %2021 = mul nsw i64 %2020, 512
  %2022 = add i32 %tl_lo12, %j11
  %2023 = sext i32 %2022 to i64
  %2024 = add nsw i64 %2021, %2023
  %2025 = getelementptr inbounds float, ptr %X_f, i64 %2024
  store float %2019, ptr %2025, align 4
  %2026 = add nsw i32 %j11, 1
  br label %for.cond446, !llvm.loop !103

for.end448:                                       ; preds = %for.cond446
  br label %if.end445

for.cond449:                                      ; preds = %for.body450, %if.else444
  %j11452 = phi i32 [ 0, %if.else444 ], [ %2034, %for.body450 ]
  %2027 = icmp slt i32 %j11452, %2005
  br i1 %2027, label %for.body450, label %for.end451

for.body450:                                      ; preds = %for.cond449
  %2028 = sext i32 %i11438 to i64
  %2029 = mul nsw i64 %2028, 512
  %2030 = add i32 %tl_lo12, %j11452
  %2031 = sext i32 %2030 to i64
  %2032 = add nsw i64 %2029, %2031
  %2033 = getelementptr inbounds float, ptr %X_f, i64 %2032
  store float 0.000000e+00, ptr %2033, align 4
  %2034 = add nsw i32 %j11452, 1
  br label %for.cond449, !llvm.loop !104

for.end451:                                       ; preds = %for.cond449
  br label %if.end445

for.cond453:                                      ; preds = %for.body454, %if.end445
  %j11456 = phi i32 [ 0, %if.end445 ], [ %2042, %for.body454 ]
  %2035 = icmp slt i32 %j11456, %2006
  br i1 %2035, label %for.body454, label %for.end455

for.body454:                                      ; preds = %for.cond453
  %2036 = sext i32 %i11438 to i64
  %2037 = mul nsw i64 %2036, 512
  %2038 = add i32 %tl_hi13, %j11456
  %2039 = sext i32 %2038 to i64
  %2040 = add nsw i64 %2037, %2039
  %2041 = getelementptr inbounds float, ptr %X_f, i64 %2040
  store float 0.000000e+00, ptr %2041, align 4
  %2042 = add nsw i32 %j11456, 1
  br label %for.cond453, !llvm.loop !105

for.end455:                                       ; preds = %for.cond453
  %2043 = add nsw i32 %i11438, 1
  br label %for.cond435, !llvm.loop !106

for.cond457:                                      ; preds = %for.end463, %if.end421
  %i460 = phi i32 [ 0, %if.end421 ], [ %2068, %for.end463 ]
  %2044 = icmp slt i32 %i460, 4
  br i1 %2044, label %for.body458, label %for.end459

for.body458:                                      ; preds = %for.cond457
  br label %for.cond461

for.end459:                                       ; preds = %for.cond457
  br label %for.cond466

for.cond461:                                      ; preds = %for.body462, %for.body458
  %j464 = phi i32 [ 0, %for.body458 ], [ %2067, %for.body462 ]
  %2045 = icmp slt i32 %j464, 512
  br i1 %2045, label %for.body462, label %for.end463

for.body462:                                      ; preds = %for.cond461
  %2046 = mul i32 %c, 512
  %2047 = add i32 %2046, %j464
  %2048 = icmp slt i32 %2047, %N
  %2049 = sext i32 %i460 to i64
  %2050 = mul nsw i64 %2049, 512
  %2051 = sext i32 %j464 to i64
  %2052 = add nsw i64 %2050, %2051
  %2053 = call i64 @llvm.umin.i64(i64 %2052, i64 2047)
  %2054 = getelementptr inbounds float, ptr %X_f, i64 %2053
  %2055 = load float, ptr %2054, align 4
  %x465 = select i1 %2048, float %2055, float 0.000000e+00
  %2056 = sext i32 %i460 to i64
  %2057 = mul nsw i64 %2056, 512
  %2058 = sext i32 %j464 to i64
  %2059 = add nsw i64 %2057, %2058
  %2060 = getelementptr inbounds float, ptr %X_f, i64 %2059
  store float %x465, ptr %2060, align 4
  %2061 = fmul float %x465, %x465
  %2062 = sext i32 %i460 to i64
  %2063 = mul nsw i64 %2062, 512
  %2064 = sext i32 %j464 to i64
  %2065 = add nsw i64 %2063, %2064
  %2066 = getelementptr inbounds float, ptr %sq, i64 %2065
  store float %2061, ptr %2066, align 4
  %2067 = add nsw i32 %j464, 1
  br label %for.cond461, !llvm.loop !107

for.end463:                                       ; preds = %for.cond461
  %2068 = add nsw i32 %i460, 1
  br label %for.cond457, !llvm.loop !108

for.cond466:                                      ; preds = %for.end497, %for.end459
  %i9 = phi i32 [ 0, %for.end459 ], [ %2167, %for.end497 ]
  %2069 = icmp slt i32 %i9, 4
  br i1 %2069, label %for.body467, label %for.end468

for.body467:                                      ; preds = %for.cond466
  br label %for.cond469

for.end468:                                       ; preds = %for.cond466
  br label %for.cond499

for.cond469:                                      ; preds = %for.body470, %for.body467
  %lane6 = phi i32 [ 0, %for.body467 ], [ %2079, %for.body470 ]
  %2070 = icmp slt i32 %lane6, 32
  br i1 %2070, label %for.body470, label %for.end471

for.body470:                                      ; preds = %for.cond469
  %2071 = sext i32 %i9 to i64
  %2072 = mul nsw i64 %2071, 512
  %2073 = sext i32 %lane6 to i64
  %2074 = add nsw i64 %2072, %2073
  %2075 = getelementptr inbounds float, ptr %X_f, i64 %2074
  %2076 = load float, ptr %2075, align 4
  %2077 = sext i32 %lane6 to i64
  %2078 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2077
  store float %2076, ptr %2078, align 4
  %2079 = add nsw i32 %lane6, 1
  br label %for.cond469, !llvm.loop !109

for.end471:                                       ; preds = %for.cond469
  br label %for.cond472

for.cond472:                                      ; preds = %for.end477, %for.end471
  %red6 = phi i32 [ 0, %for.end471 ], [ %2098, %for.end477 ]
  %2080 = icmp slt i32 %red6, 15
  br i1 %2080, label %for.body473, label %for.end474

for.body473:                                      ; preds = %for.cond472
  br label %for.cond475

for.end474:                                       ; preds = %for.cond472
  br label %for.cond479

for.cond475:                                      ; preds = %for.body476, %for.body473
  %lane6478 = phi i32 [ 0, %for.body473 ], [ %2097, %for.body476 ]
  %2081 = icmp slt i32 %lane6478, 32
  br i1 %2081, label %for.body476, label %for.end477

for.body476:                                      ; preds = %for.cond475
  %2082 = sext i32 %lane6478 to i64
  %2083 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2082
  %2084 = load float, ptr %2083, align 4
  %2085 = sext i32 %i9 to i64
  %2086 = mul nsw i64 %2085, 512
  %2087 = add i32 %red6, 1
  %2088 = mul i32 %2087, 32
  %2089 = add i32 %2088, %lane6478
  %2090 = sext i32 %2089 to i64
  %2091 = add nsw i64 %2086, %2090
  %2092 = getelementptr inbounds float, ptr %X_f, i64 %2091
  %2093 = load float, ptr %2092, align 4
  %2094 = fadd float %2084, %2093
  %2095 = sext i32 %lane6478 to i64
  %2096 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2095
  store float %2094, ptr %2096, align 4
  %2097 = add nsw i32 %lane6478, 1
  br label %for.cond475, !llvm.loop !110

for.end477:                                       ; preds = %for.cond475
  %2098 = add nsw i32 %red6, 1
  br label %for.cond472, !llvm.loop !111

for.cond479:                                      ; preds = %for.body480, %for.end474
  %lane6482 = phi i32 [ 0, %for.end474 ], [ %2110, %for.body480 ]
  %2099 = icmp slt i32 %lane6482, 16
  br i1 %2099, label %for.body480, label %for.end481

for.body480:                                      ; preds = %for.cond479
  %2100 = sext i32 %lane6482 to i64
  %2101 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2100
  %2102 = load float, ptr %2101, align 4
  %2103 = add i32 %lane6482, 16
  %2104 = sext i32 %2103 to i64
  %2105 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2104
  %2106 = load float, ptr %2105, align 4
  %2107 = fadd float %2102, %2106
  %2108 = sext i32 %lane6482 to i64
  %2109 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2108
  store float %2107, ptr %2109, align 4
  %2110 = add nsw i32 %lane6482, 1
  br label %for.cond479, !llvm.loop !112

for.end481:                                       ; preds = %for.cond479
  br label %for.cond483

for.cond483:                                      ; preds = %for.body484, %for.end481
  %lane6486 = phi i32 [ 0, %for.end481 ], [ %2122, %for.body484 ]
  %2111 = icmp slt i32 %lane6486, 8
  br i1 %2111, label %for.body484, label %for.end485

for.body484:                                      ; preds = %for.cond483
  %2112 = sext i32 %lane6486 to i64
  %2113 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2112
  %2114 = load float, ptr %2113, align 4
  %2115 = add i32 %lane6486, 8
  %2116 = sext i32 %2115 to i64
  %2117 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2116
  %2118 = load float, ptr %2117, align 4
  %2119 = fadd float %2114, %2118
  %2120 = sext i32 %lane6486 to i64
  %2121 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2120
  store float %2119, ptr %2121, align 4
  %2122 = add nsw i32 %lane6486, 1
  br label %for.cond483, !llvm.loop !113

for.end485:                                       ; preds = %for.cond483
  br label %for.cond487

for.cond487:                                      ; preds = %for.body488, %for.end485
  %lane6490 = phi i32 [ 0, %for.end485 ], [ %2134, %for.body488 ]
  %2123 = icmp slt i32 %lane6490, 4
  br i1 %2123, label %for.body488, label %for.end489

for.body488:                                      ; preds = %for.cond487
  %2124 = sext i32 %lane6490 to i64
  %2125 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2124
  %2126 = load float, ptr %2125, align 4
  %2127 = add i32 %lane6490, 4
  %2128 = sext i32 %2127 to i64
  %2129 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2128
  %2130 = load float, ptr %2129, align 4
  %2131 = fadd float %2126, %2130
  %2132 = sext i32 %lane6490 to i64
  %2133 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2132
  store float %2131, ptr %2133, align 4
  %2134 = add nsw i32 %lane6490, 1
  br label %for.cond487, !llvm.loop !114

for.end489:                                       ; preds = %for.cond487
  br label %for.cond491

for.cond491:                                      ; preds = %for.body492, %for.end489
  %lane6494 = phi i32 [ 0, %for.end489 ], [ %2146, %for.body492 ]
  %2135 = icmp slt i32 %lane6494, 2
  br i1 %2135, label %for.body492, label %for.end493

for.body492:                                      ; preds = %for.cond491
  %2136 = sext i32 %lane6494 to i64
  %2137 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2136
  %2138 = load float, ptr %2137, align 4
  %2139 = add i32 %lane6494, 2
  %2140 = sext i32 %2139 to i64
  %2141 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2140
  %2142 = load float, ptr %2141, align 4
  %2143 = fadd float %2138, %2142
  %2144 = sext i32 %lane6494 to i64
  %2145 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2144
  store float %2143, ptr %2145, align 4
  %2146 = add nsw i32 %lane6494, 1
  br label %for.cond491, !llvm.loop !115

for.end493:                                       ; preds = %for.cond491
  br label %for.cond495

for.cond495:                                      ; preds = %for.body496, %for.end493
  %lane6498 = phi i32 [ 0, %for.end493 ], [ %2158, %for.body496 ]
  %2147 = icmp slt i32 %lane6498, 1
  br i1 %2147, label %for.body496, label %for.end497

for.body496:                                      ; preds = %for.cond495
  %2148 = sext i32 %lane6498 to i64
  %2149 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2148
  %2150 = load float, ptr %2149, align 4
  %2151 = add i32 %lane6498, 1
  %2152 = sext i32 %2151 to i64
  %2153 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2152
  %2154 = load float, ptr %2153, align 4
  %2155 = fadd float %2150, %2154
  %2156 = sext i32 %lane6498 to i64
  %2157 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2156
  store float %2155, ptr %2157, align 4
  %2158 = add nsw i32 %lane6498, 1
  br label %for.cond495, !llvm.loop !116

for.end497:                                       ; preds = %for.cond495
  %2159 = sext i32 %i9 to i64
  %2160 = getelementptr inbounds float, ptr %mean, i64 %2159
  %2161 = load float, ptr %2160, align 4
  %2162 = getelementptr inbounds float, ptr %tl_lanes_28, i64 0
  %2163 = load float, ptr %2162, align 4
  %2164 = fadd float %2161, %2163
  %2165 = sext i32 %i9 to i64
  %2166 = getelementptr inbounds float, ptr %mean, i64 %2165
  store float %2164, ptr %2166, align 4
  %2167 = add nsw i32 %i9, 1
  br label %for.cond466, !llvm.loop !117

for.cond499:                                      ; preds = %for.end530, %for.end468
  %i10 = phi i32 [ 0, %for.end468 ], [ %2267, %for.end530 ]
  %2168 = icmp slt i32 %i10, 4
  br i1 %2168, label %for.body500, label %for.end501

for.body500:                                      ; preds = %for.cond499
  br label %for.cond502

for.end501:                                       ; preds = %for.cond499
  %2169 = add nsw i32 %c, 1
  br label %for.cond416, !llvm.loop !118

for.cond502:                                      ; preds = %for.body503, %for.body500
  %lane7 = phi i32 [ 0, %for.body500 ], [ %2179, %for.body503 ]
  %2170 = icmp slt i32 %lane7, 32
  br i1 %2170, label %for.body503, label %for.end504

for.body503:                                      ; preds = %for.cond502
  %2171 = sext i32 %i10 to i64
  %2172 = mul nsw i64 %2171, 512
  %2173 = sext i32 %lane7 to i64
  %2174 = add nsw i64 %2172, %2173
  %2175 = getelementptr inbounds float, ptr %sq, i64 %2174
  %2176 = load float, ptr %2175, align 4
  %2177 = sext i32 %lane7 to i64
  %2178 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2177
  store float %2176, ptr %2178, align 4
  %2179 = add nsw i32 %lane7, 1
  br label %for.cond502, !llvm.loop !119

for.end504:                                       ; preds = %for.cond502
  br label %for.cond505

for.cond505:                                      ; preds = %for.end510, %for.end504
  %red7 = phi i32 [ 0, %for.end504 ], [ %2198, %for.end510 ]
  %2180 = icmp slt i32 %red7, 15
  br i1 %2180, label %for.body506, label %for.end507

for.body506:                                      ; preds = %for.cond505
  br label %for.cond508

for.end507:                                       ; preds = %for.cond505
  br label %for.cond512

for.cond508:                                      ; preds = %for.body509, %for.body506
  %lane7511 = phi i32 [ 0, %for.body506 ], [ %2197, %for.body509 ]
  %2181 = icmp slt i32 %lane7511, 32
  br i1 %2181, label %for.body509, label %for.end510

for.body509:                                      ; preds = %for.cond508
  %2182 = sext i32 %lane7511 to i64
  %2183 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2182
  %2184 = load float, ptr %2183, align 4
  %2185 = sext i32 %i10 to i64
  %2186 = mul nsw i64 %2185, 512
  %2187 = add i32 %red7, 1
  %2188 = mul i32 %2187, 32
  %2189 = add i32 %2188, %lane7511
  %2190 = sext i32 %2189 to i64
  %2191 = add nsw i64 %2186, %2190
  %2192 = getelementptr inbounds float, ptr %sq, i64 %2191
  %2193 = load float, ptr %2192, align 4
  %2194 = fadd float %2184, %2193
  %2195 = sext i32 %lane7511 to i64
  %2196 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2195
  store float %2194, ptr %2196, align 4
  %2197 = add nsw i32 %lane7511, 1
  br label %for.cond508, !llvm.loop !120

for.end510:                                       ; preds = %for.cond508
  %2198 = add nsw i32 %red7, 1
  br label %for.cond505, !llvm.loop !121

for.cond512:                                      ; preds = %for.body513, %for.end507
  %lane7515 = phi i32 [ 0, %for.end507 ], [ %2210, %for.body513 ]
  %2199 = icmp slt i32 %lane7515, 16
  br i1 %2199, label %for.body513, label %for.end514

for.body513:                                      ; preds = %for.cond512
  %2200 = sext i32 %lane7515 to i64
  %2201 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2200
  %2202 = load float, ptr %2201, align 4
  %2203 = add i32 %lane7515, 16
  %2204 = sext i32 %2203 to i64
  %2205 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2204
  %2206 = load float, ptr %2205, align 4
  %2207 = fadd float %2202, %2206
  %2208 = sext i32 %lane7515 to i64
  %2209 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2208
  store float %2207, ptr %2209, align 4
  %2210 = add nsw i32 %lane7515, 1
  br label %for.cond512, !llvm.loop !122

for.end514:                                       ; preds = %for.cond512
  br label %for.cond516

for.cond516:                                      ; preds = %for.body517, %for.end514
  %lane7519 = phi i32 [ 0, %for.end514 ], [ %2222, %for.body517 ]
  %2211 = icmp slt i32 %lane7519, 8
  br i1 %2211, label %for.body517, label %for.end518

for.body517:                                      ; preds = %for.cond516
  %2212 = sext i32 %lane7519 to i64
  %2213 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2212
  %2214 = load float, ptr %2213, align 4
  %2215 = add i32 %lane7519, 8
  %2216 = sext i32 %2215 to i64
  %2217 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2216
  %2218 = load float, ptr %2217, align 4
  %2219 = fadd float %2214, %2218
  %2220 = sext i32 %lane7519 to i64
  %2221 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2220
  store float %2219, ptr %2221, align 4
  %2222 = add nsw i32 %lane7519, 1
  br label %for.cond516, !llvm.loop !123

for.end518:                                       ; preds = %for.cond516
  br label %for.cond520

for.cond520:                                      ; preds = %for.body521, %for.end518
  %lane7523 = phi i32 [ 0, %for.end518 ], [ %2234, %for.body521 ]
  %2223 = icmp slt i32 %lane7523, 4
  br i1 %2223, label %for.body521, label %for.end522

for.body521:                                      ; preds = %for.cond520
  %2224 = sext i32 %lane7523 to i64
  %2225 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2224
  %2226 = load float, ptr %2225, align 4
  %2227 = add i32 %lane7523, 4
  %2228 = sext i32 %2227 to i64
  %2229 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2228
  %2230 = load float, ptr %2229, align 4
  %2231 = fadd float %2226, %2230
  %2232 = sext i32 %lane7523 to i64
  %2233 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2232
  store float %2231, ptr %2233, align 4
  %2234 = add nsw i32 %lane7523, 1
  br label %for.cond520, !llvm.loop !124

for.end522:                                       ; preds = %for.cond520
  br label %for.cond524

for.cond524:                                      ; preds = %for.body525, %for.end522
  %lane7527 = phi i32 [ 0, %for.end522 ], [ %2246, %for.body525 ]
  %2235 = icmp slt i32 %lane7527, 2
  br i1 %2235, label %for.body525, label %for.end526

for.body525:                                      ; preds = %for.cond524
  %2236 = sext i32 %lane7527 to i64
  %2237 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2236
  %2238 = load float, ptr %2237, align 4
  %2239 = add i32 %lane7527, 2
  %2240 = sext i32 %2239 to i64
  %2241 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2240
  %2242 = load float, ptr %2241, align 4
  %2243 = fadd float %2238, %2242
  %2244 = sext i32 %lane7527 to i64
  %2245 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2244
  store float %2243, ptr %2245, align 4
  %2246 = add nsw i32 %lane7527, 1
  br label %for.cond524, !llvm.loop !125

for.end526:                                       ; preds = %for.cond524
  br label %for.cond528

for.cond528:                                      ; preds = %for.body529, %for.end526
  %lane7531 = phi i32 [ 0, %for.end526 ], [ %2258, %for.body529 ]
  %2247 = icmp slt i32 %lane7531, 1
  br i1 %2247, label %for.body529, label %for.end530

for.body529:                                      ; preds = %for.cond528
  %2248 = sext i32 %lane7531 to i64
  %2249 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2248
  %2250 = load float, ptr %2249, align 4
  %2251 = add i32 %lane7531, 1
  %2252 = sext i32 %2251 to i64
  %2253 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2252
  %2254 = load float, ptr %2253, align 4
  %2255 = fadd float %2250, %2254
  %2256 = sext i32 %lane7531 to i64
  %2257 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2256
  store float %2255, ptr %2257, align 4
  %2258 = add nsw i32 %lane7531, 1
  br label %for.cond528, !llvm.loop !126

for.end530:                                       ; preds = %for.cond528
  %2259 = sext i32 %i10 to i64
  %2260 = getelementptr inbounds float, ptr %rstd, i64 %2259
  %2261 = load float, ptr %2260, align 4
  %2262 = getelementptr inbounds float, ptr %tl_lanes_29, i64 0
  %2263 = load float, ptr %2262, align 4
  %2264 = fadd float %2261, %2263
  %2265 = sext i32 %i10 to i64
  %2266 = getelementptr inbounds float, ptr %rstd, i64 %2265
  store float %2264, ptr %2266, align 4
  %2267 = add nsw i32 %i10, 1
  br label %for.cond499, !llvm.loop !127

for.cond532:                                      ; preds = %for.body533, %for.end418
  %i535 = phi i32 [ 0, %for.end418 ], [ %2297, %for.body533 ]
  %2268 = icmp slt i32 %i535, 4
  br i1 %2268, label %for.body533, label %for.end534

for.body533:                                      ; preds = %for.cond532
  %2269 = sext i32 %i535 to i64
  %2270 = getelementptr inbounds float, ptr %mean, i64 %2269
  %2271 = load float, ptr %2270, align 4
  %2272 = sitofp i32 %N to float
  %2273 = fdiv float %2271, %2272
  %2274 = sext i32 %i535 to i64
  %2275 = getelementptr inbounds float, ptr %mean, i64 %2274
  store float %2273, ptr %2275, align 4
  %2276 = sext i32 %i535 to i64
  %2277 = getelementptr inbounds float, ptr %rstd, i64 %2276
  %2278 = load float, ptr %2277, align 4
  %2279 = sitofp i32 %N to float
  %2280 = fdiv float %2278, %2279
  %2281 = sext i32 %i535 to i64
  %2282 = getelementptr inbounds float, ptr %mean, i64 %2281
  %2283 = load float, ptr %2282, align 4
  %2284 = sext i32 %i535 to i64
  %2285 = getelementptr inbounds float, ptr %mean, i64 %2284
  %2286 = load float, ptr %2285, align 4
  %2287 = fmul float %2283, %2286
  %2288 = fsub float %2280, %2287
  %2289 = call float @llvm.maxnum.f32(float %2288, float 0.000000e+00)
  %2290 = fadd float %2289, 0x3EE4F8B580000000
  %2291 = fpext float %2290 to double
  %2292 = call double @llvm.sqrt.f64(double %2291)
  %2293 = fdiv double 1.000000e+00, %2292
  %2294 = fptrunc double %2293 to float
  %2295 = sext i32 %i535 to i64
  %2296 = getelementptr inbounds float, ptr %rstd, i64 %2295
  store float %2294, ptr %2296, align 4
  %2297 = add nsw i32 %i535, 1
  br label %for.cond532, !llvm.loop !128

for.end534:                                       ; preds = %for.cond532
  %2298 = sext i32 %N to i64
  %2299 = sdiv i64 %2298, 512
  %2300 = sub i64 0, %2298
  %2301 = select i1 false, i64 %2300, i64 %2299
  %2302 = srem i64 %2298, 512
  %2303 = icmp ne i64 %2302, 0
  %2304 = icmp slt i64 %2298, 0
  %2305 = icmp eq i1 %2304, false
  %2306 = and i1 %2303, %2305
  %2307 = zext i1 %2306 to i64
  %2308 = add i64 %2301, %2307
  %2309 = trunc i64 %2308 to i32
  %2310 = sext i32 %N to i64
  %2311 = sdiv i64 %2310, 512
  %2312 = sub i64 0, %2310
  %2313 = select i1 false, i64 %2312, i64 %2311
  %2314 = srem i64 %2310, 512
  %2315 = icmp ne i64 %2314, 0
  %2316 = icmp slt i64 %2310, 0
  %2317 = icmp eq i1 %2316, false
  %2318 = and i1 %2315, %2317
  %2319 = zext i1 %2318 to i64
  %2320 = add i64 %2313, %2319
  %2321 = trunc i64 %2320 to i32
  br label %for.cond536

for.cond536:                                      ; preds = %if.end588, %for.end534
  %c539 = phi i32 [ 0, %for.end534 ], [ %2629, %if.end588 ]
  %2322 = icmp slt i32 %c539, %2309
  br i1 %2322, label %for.body537, label %for.end538

for.body537:                                      ; preds = %for.cond536
  %2323 = sub i32 %2321, 1
  %t = sub i32 %2323, %c539
  %2324 = mul i32 %bx, 4
  %2325 = icmp sle i32 0, %2324
  %2326 = mul i32 %bx, 4
  %2327 = sext i32 %2326 to i64
  %2328 = add i64 %2327, 4
  %2329 = sext i32 %M to i64
  %2330 = icmp sle i64 %2328, %2329
  %2331 = and i1 %2325, %2330
  %2332 = mul i32 %t, 512
  %2333 = icmp sle i32 0, %2332
  %2334 = mul i32 %t, 512
  %2335 = sext i32 %2334 to i64
  %2336 = add i64 %2335, 512
  %2337 = sext i32 %N to i64
  %2338 = icmp sle i64 %2336, %2337
  %2339 = and i1 %2333, %2338
  %2340 = and i1 %2331, %2339
  br i1 %2340, label %if.then540, label %if.else541

for.end538:                                       ; preds = %for.cond536
  br label %if.end268

if.then540:                                       ; preds = %for.body537
  br label %for.cond543

if.else541:                                       ; preds = %for.body537
  br label %for.cond549

if.end542:                                        ; preds = %for.end551, %for.end545
  br label %for.cond571

for.cond543:                                      ; preds = %for.end548, %if.then540
  %i12 = phi i32 [ 0, %if.then540 ], [ %2360, %for.end548 ]
  %2341 = icmp slt i32 %i12, 4
  br i1 %2341, label %for.body544, label %for.end545

for.body544:                                      ; preds = %for.cond543
  br label %for.cond546

for.end545:                                       ; preds = %for.cond543
  br label %if.end542

for.cond546:                                      ; preds = %for.body547, %for.body544
  %j2 = phi i32 [ 0, %for.body544 ], [ %2359, %for.body547 ]
  %2342 = icmp slt i32 %j2, 512
  br i1 %2342, label %for.body547, label %for.end548

for.body547:                                      ; preds = %for.cond546
  %2343 = mul i32 %bx, 4
  %2344 = add i32 %2343, %i12
  %2345 = sext i32 %2344 to i64
  %2346 = sext i32 %N to i64
  %2347 = mul nsw i64 %2345, %2346
  %2348 = mul i32 %t, 512
  %2349 = add i32 %2348, %j2
  %2350 = sext i32 %2349 to i64
  %2351 = add nsw i64 %2347, %2350
  %2352 = getelementptr inbounds float, ptr %X, i64 %2351
  %2353 = load float, ptr %2352, align 4
  %2354 = sext i32 %i12 to i64
  %2355 = mul nsw i64 %2354, 512
  %2356 = sext i32 %j2 to i64
  %2357 = add nsw i64 %2355, %2356
  %2358 = getelementptr inbounds float, ptr %X_f, i64 %2357
  store float %2353, ptr %2358, align 4
  %2359 = add nsw i32 %j2, 1
  br label %for.cond546, !llvm.loop !129

for.end548:                                       ; preds = %for.cond546
  %2360 = add nsw i32 %i12, 1
  br label %for.cond543, !llvm.loop !130

for.cond549:                                      ; preds = %for.end569, %if.else541
  %i12552 = phi i32 [ 0, %if.else541 ], [ %2469, %for.end569 ]
  %2361 = icmp slt i32 %i12552, 4
  br i1 %2361, label %for.body550, label %for.end551

for.body550:                                      ; preds = %for.cond549
  %2362 = mul i32 %t, 512
  %2363 = sext i32 %2362 to i64
  %2364 = sub i64 0, %2363
  %2365 = icmp slt i64 %2364, 0
  %2366 = mul i32 %t, 512
  %2367 = sext i32 %2366 to i64
  %2368 = sub i64 0, %2367
  %2369 = icmp sgt i64 %2368, 512
  %2370 = mul i32 %t, 512
  %2371 = sext i32 %2370 to i64
  %2372 = sub i64 0, %2371
  %2373 = select i1 %2369, i64 512, i64 %2372
  %2374 = select i1 %2365, i64 0, i64 %2373
  %tl_lo14 = trunc i64 %2374 to i32
  %2375 = sext i32 %N to i64
  %2376 = mul i32 %t, 512
  %2377 = sext i32 %2376 to i64
  %2378 = sub i64 %2375, %2377
  %2379 = icmp slt i64 %2378, 0
  %2380 = sext i32 %N to i64
  %2381 = mul i32 %t, 512
  %2382 = sext i32 %2381 to i64
  %2383 = sub i64 %2380, %2382
  %2384 = icmp sgt i64 %2383, 512
  %2385 = sext i32 %N to i64
  %2386 = mul i32 %t, 512
  %2387 = sext i32 %2386 to i64
  %2388 = sub i64 %2385, %2387
  %2389 = select i1 %2384, i64 512, i64 %2388
  %2390 = select i1 %2379, i64 0, i64 %2389
  %2391 = sext i32 %tl_lo14 to i64
  %2392 = icmp slt i64 %2390, %2391
  %2393 = sext i32 %tl_lo14 to i64
  %2394 = sext i32 %N to i64
  %2395 = mul i32 %t, 512
  %2396 = sext i32 %2395 to i64
  %2397 = sub i64 %2394, %2396
  %2398 = icmp slt i64 %2397, 0
  %2399 = sext i32 %N to i64
  %2400 = mul i32 %t, 512
  %2401 = sext i32 %2400 to i64
  %2402 = sub i64 %2399, %2401
  %2403 = icmp sgt i64 %2402, 512
  %2404 = sext i32 %N to i64
  %2405 = mul i32 %t, 512
  %2406 = sext i32 %2405 to i64
  %2407 = sub i64 %2404, %2406
  %2408 = select i1 %2403, i64 512, i64 %2407
  %2409 = select i1 %2398, i64 0, i64 %2408
  %2410 = select i1 %2392, i64 %2393, i64 %2409
  %tl_hi15 = trunc i64 %2410 to i32
  br label %for.cond553

for.end551:                                       ; preds = %for.cond549
  br label %if.end542

for.cond553:                                      ; preds = %for.body554, %for.body550
  %j2556 = phi i32 [ 0, %for.body550 ], [ %2417, %for.body554 ]
  %2411 = icmp slt i32 %j2556, %tl_lo14
  br i1 %2411, label %for.body554, label %for.end555

for.body554:                                      ; preds = %for.cond553
  %2412 = sext i32 %i12552 to i64
  %2413 = mul nsw i64 %2412, 512
  %2414 = sext i32 %j2556 to i64
  %2415 = add nsw i64 %2413, %2414
  %2416 = getelementptr inbounds float, ptr %X_f, i64 %2415
  store float 0.000000e+00, ptr %2416, align 4
  %2417 = add nsw i32 %j2556, 1
  br label %for.cond553, !llvm.loop !131

for.end555:                                       ; preds = %for.cond553
  %2418 = mul i32 %bx, 4
  %2419 = sext i32 %2418 to i64
  %2420 = sext i32 %i12552 to i64
  %2421 = add i64 %2419, %2420
  %2422 = icmp sle i64 0, %2421
  %2423 = mul i32 %bx, 4
  %2424 = sext i32 %2423 to i64
  %2425 = sext i32 %i12552 to i64
  %2426 = add i64 %2424, %2425
  %2427 = sext i32 %M to i64
  %2428 = icmp slt i64 %2426, %2427
  %2429 = and i1 %2422, %2428
  br i1 %2429, label %if.then557, label %if.else558

if.then557:                                       ; preds = %for.end555
  %2430 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond560

if.else558:                                       ; preds = %for.end555
  %2431 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond563

if.end559:                                        ; preds = %for.end565, %for.end562
  %2432 = sub i32 512, %tl_hi15
  br label %for.cond567

for.cond560:                                      ; preds = %for.body561, %if.then557
  %j21 = phi i32 [ 0, %if.then557 ], [ %2452, %for.body561 ]
  %2433 = icmp slt i32 %j21, %2430
  br i1 %2433, label %for.body561, label %for.end562

for.body561:                                      ; preds = %for.cond560
  %2434 = mul i32 %bx, 4
  %2435 = add i32 %2434, %i12552
  %2436 = sext i32 %2435 to i64
  %2437 = sext i32 %N to i64
  %2438 = mul nsw i64 %2436, %2437
  %2439 = mul i32 %t, 512
  %2440 = add i32 %tl_lo14, %j21
  %2441 = add i32 %2439, %2440
  %2442 = sext i32 %2441 to i64
  %2443 = add nsw i64 %2438, %2442
  %2444 = getelementptr inbounds float, ptr %X, i64 %2443
  %2445 = load float, ptr %2444, align 4
  %2446 = sext i32 %i12552 to i64
  %2447 = mul nsw i64 %2446, 512
  %2448 = add i32 %tl_lo14, %j21
  %2449 = sext i32 %2448 to i64
  %2450 = add nsw i64 %2447, %2449
  %2451 = getelementptr inbounds float, ptr %X_f, i64 %2450
  store float %2445, ptr %2451, align 4
  %2452 = add nsw i32 %j21, 1
  br label %for.cond560, !llvm.loop !132

for.end562:                                       ; preds = %for.cond560
  br label %if.end559

for.cond563:                                      ; preds = %for.body564, %if.else558
  %j21566 = phi i32 [ 0, %if.else558 ], [ %2460, %for.body564 ]
  %2453 = icmp slt i32 %j21566, %2431
  br i1 %2453, label %for.body564, label %for.end565

for.body564:                                      ; preds = %for.cond563
  %2454 = sext i32 %i12552 to i64
  %2455 = mul nsw i64 %2454, 512
  %2456 = add i32 %tl_lo14, %j21566
  %2457 = sext i32 %2456 to i64
  %2458 = add nsw i64 %2455, %2457
  %2459 = getelementptr inbounds float, ptr %X_f, i64 %2458
  store float 0.000000e+00, ptr %2459, align 4
  %2460 = add nsw i32 %j21566, 1
  br label %for.cond563, !llvm.loop !133

for.end565:                                       ; preds = %for.cond563
  br label %if.end559

for.cond567:                                      ; preds = %for.body568, %if.end559
  %j21570 = phi i32 [ 0, %if.end559 ], [ %2468, %for.body568 ]
  %2461 = icmp slt i32 %j21570, %2432
  br i1 %2461, label %for.body568, label %for.end569

for.body568:                                      ; preds = %for.cond567
  %2462 = sext i32 %i12552 to i64
  %2463 = mul nsw i64 %2462, 512
  %2464 = add i32 %tl_hi15, %j21570
  %2465 = sext i32 %2464 to i64
  %2466 = add nsw i64 %2463, %2465
  %2467 = getelementptr inbounds float, ptr %X_f, i64 %2466
  store float 0.000000e+00, ptr %2467, align 4
  %2468 = add nsw i32 %j21570, 1
  br label %for.cond567, !llvm.loop !134

for.end569:                                       ; preds = %for.cond567
  %2469 = add nsw i32 %i12552, 1
  br label %for.cond549, !llvm.loop !135

for.cond571:                                      ; preds = %for.end584, %if.end542
  %i574 = phi i32 [ 0, %if.end542 ], [ %2628, %for.end584 ]
  %2470 = icmp slt i32 %i574, 4
  br i1 %2470, label %for.body572, label %for.end573

for.body572:                                      ; preds = %for.cond571
  %2471 = mul i32 %t, 512
  %2472 = sext i32 %2471 to i64
  %2473 = sub i64 0, %2472
  %2474 = icmp slt i64 %2473, 0
  %2475 = mul i32 %t, 512
  %2476 = sext i32 %2475 to i64
  %2477 = sub i64 0, %2476
  %2478 = icmp sgt i64 %2477, 512
  %2479 = mul i32 %t, 512
  %2480 = sext i32 %2479 to i64
  %2481 = sub i64 0, %2480
  %2482 = select i1 %2478, i64 512, i64 %2481
  %2483 = select i1 %2474, i64 0, i64 %2482
  %tl_lo16 = trunc i64 %2483 to i32
  %2484 = sext i32 %N to i64
  %2485 = mul i32 %t, 512
  %2486 = sext i32 %2485 to i64
  %2487 = sub i64 %2484, %2486
  %2488 = icmp slt i64 %2487, 0
  %2489 = sext i32 %N to i64
  %2490 = mul i32 %t, 512
  %2491 = sext i32 %2490 to i64
  %2492 = sub i64 %2489, %2491
  %2493 = icmp sgt i64 %2492, 512
  %2494 = sext i32 %N to i64
  %2495 = mul i32 %t, 512
  %2496 = sext i32 %2495 to i64
  %2497 = sub i64 %2494, %2496
  %2498 = select i1 %2493, i64 512, i64 %2497
  %2499 = select i1 %2488, i64 0, i64 %2498
  %2500 = sext i32 %tl_lo16 to i64
  %2501 = icmp slt i64 %2499, %2500
  %2502 = sext i32 %tl_lo16 to i64
  %2503 = sext i32 %N to i64
  %2504 = mul i32 %t, 512
  %2505 = sext i32 %2504 to i64
  %2506 = sub i64 %2503, %2505
  %2507 = icmp slt i64 %2506, 0
  %2508 = sext i32 %N to i64
  %2509 = mul i32 %t, 512
  %2510 = sext i32 %2509 to i64
  %2511 = sub i64 %2508, %2510
  %2512 = icmp sgt i64 %2511, 512
  %2513 = sext i32 %N to i64
  %2514 = mul i32 %t, 512
  %2515 = sext i32 %2514 to i64
  %2516 = sub i64 %2513, %2515
  %2517 = select i1 %2512, i64 512, i64 %2516
  %2518 = select i1 %2507, i64 0, i64 %2517
  %2519 = select i1 %2501, i64 %2502, i64 %2518
  %tl_hi17 = trunc i64 %2519 to i32
  br label %for.cond575

for.end573:                                       ; preds = %for.cond571
  %2520 = mul i32 %bx, 4
  %2521 = icmp sle i32 0, %2520
  %2522 = mul i32 %bx, 4
  %2523 = sext i32 %2522 to i64
  %2524 = add i64 %2523, 4
  %2525 = sext i32 %M to i64
  %2526 = icmp sle i64 %2524, %2525
  %2527 = and i1 %2521, %2526
  %2528 = mul i32 %t, 512
  %2529 = icmp sle i32 0, %2528
  %2530 = mul i32 %t, 512
  %2531 = sext i32 %2530 to i64
  %2532 = add i64 %2531, 512
  %2533 = sext i32 %N to i64
  %2534 = icmp sle i64 %2532, %2533
  %2535 = and i1 %2529, %2534
  %2536 = and i1 %2527, %2535
  br i1 %2536, label %if.then586, label %if.else587

for.cond575:                                      ; preds = %for.body576, %for.body572
  %j578 = phi i32 [ 0, %for.body572 ], [ %2559, %for.body576 ]
  %2537 = icmp slt i32 %j578, %tl_lo16
  br i1 %2537, label %for.body576, label %for.end577

for.body576:                                      ; preds = %for.cond575
  %2538 = sext i32 %i574 to i64
  %2539 = mul nsw i64 %2538, 512
  %2540 = sext i32 %j578 to i64
  %2541 = add nsw i64 %2539, %2540
  %2542 = getelementptr inbounds float, ptr %X_f, i64 %2541
  %2543 = load float, ptr %2542, align 4
  %2544 = sext i32 %i574 to i64
  %2545 = getelementptr inbounds float, ptr %mean, i64 %2544
  %2546 = load float, ptr %2545, align 4
  %2547 = fsub float %2543, %2546
  %2548 = sext i32 %i574 to i64
  %2549 = getelementptr inbounds float, ptr %rstd, i64 %2548
  %2550 = load float, ptr %2549, align 4
  %2551 = fmul float %2547, %2550
  %2552 = fmul float %2551, 0.000000e+00
  %2553 = fadd float %2552, 0.000000e+00
  %2554 = sext i32 %i574 to i64
  %2555 = mul nsw i64 %2554, 512
  %2556 = sext i32 %j578 to i64
  %2557 = add nsw i64 %2555, %2556
  %2558 = getelementptr inbounds float, ptr %X_f, i64 %2557
  store float %2553, ptr %2558, align 4
  %2559 = add nsw i32 %j578, 1
  br label %for.cond575, !llvm.loop !136

for.end577:                                       ; preds = %for.cond575
  %2560 = sub i32 %tl_hi17, %tl_lo16
  br label %for.cond579

for.cond579:                                      ; preds = %for.body580, %for.end577
  %j9 = phi i32 [ 0, %for.end577 ], [ %2601, %for.body580 ]
  %2561 = icmp slt i32 %j9, %2560
  br i1 %2561, label %for.body580, label %for.end581

for.body580:                                      ; preds = %for.cond579
  %2562 = sext i32 %i574 to i64
  %2563 = mul nsw i64 %2562, 512
  %2564 = add i32 %tl_lo16, %j9
  %2565 = sext i32 %2564 to i64
  %2566 = add nsw i64 %2563, %2565
  %2567 = getelementptr inbounds float, ptr %X_f, i64 %2566
  %2568 = load float, ptr %2567, align 4
  %2569 = sext i32 %i574 to i64
  %2570 = getelementptr inbounds float, ptr %mean, i64 %2569
  %2571 = load float, ptr %2570, align 4
  %2572 = fsub float %2568, %2571
  %2573 = sext i32 %i574 to i64
  %2574 = getelementptr inbounds float, ptr %rstd, i64 %2573
  %2575 = load float, ptr %2574, align 4
  %2576 = fmul float %2572, %2575
  %2577 = mul i32 %t, 512
  %2578 = sext i32 %2577 to i64
  %2579 = sext i32 %tl_lo16 to i64
  %2580 = sext i32 %j9 to i64
  %2581 = add i64 %2579, %2580
  %2582 = add i64 %2578, %2581
  %2583 = getelementptr inbounds float, ptr %W, i64 %2582
  %2584 = load float, ptr %2583, align 4
  %2585 = fmul float %2576, %2584
  %2586 = mul i32 %t, 512
  %2587 = sext i32 %2586 to i64
  %2588 = sext i32 %tl_lo16 to i64
  %2589 = sext i32 %j9 to i64
  %2590 = add i64 %2588, %2589
  %2591 = add i64 %2587, %2590
  %2592 = getelementptr inbounds float, ptr %B, i64 %2591
  %2593 = load float, ptr %2592, align 4
  %2594 = fadd float %2585, %2593
  %2595 = sext i32 %i574 to i64
  %2596 = mul nsw i64 %2595, 512
  %2597 = add i32 %tl_lo16, %j9
  %2598 = sext i32 %2597 to i64
  %2599 = add nsw i64 %2596, %2598
  %2600 = getelementptr inbounds float, ptr %X_f, i64 %2599
  store float %2594, ptr %2600, align 4
  %2601 = add nsw i32 %j9, 1
  br label %for.cond579, !llvm.loop !137

for.end581:                                       ; preds = %for.cond579
  %2602 = sub i32 512, %tl_hi17
  br label %for.cond582

for.cond582:                                      ; preds = %for.body583, %for.end581
  %j9585 = phi i32 [ 0, %for.end581 ], [ %2627, %for.body583 ]
  %2603 = icmp slt i32 %j9585, %2602
  br i1 %2603, label %for.body583, label %for.end584

for.body583:                                      ; preds = %for.cond582
  %2604 = sext i32 %i574 to i64
  %2605 = mul nsw i64 %2604, 512
  %2606 = add i32 %tl_hi17, %j9585
  %2607 = sext i32 %2606 to i64
  %2608 = add nsw i64 %2605, %2607
  %2609 = getelementptr inbounds float, ptr %X_f, i64 %2608
  %2610 = load float, ptr %2609, align 4
  %2611 = sext i32 %i574 to i64
  %2612 = getelementptr inbounds float, ptr %mean, i64 %2611
  %2613 = load float, ptr %2612, align 4
  %2614 = fsub float %2610, %2613
  %2615 = sext i32 %i574 to i64
  %2616 = getelementptr inbounds float, ptr %rstd, i64 %2615
  %2617 = load float, ptr %2616, align 4
  %2618 = fmul float %2614, %2617
  %2619 = fmul float %2618, 0.000000e+00
  %2620 = fadd float %2619, 0.000000e+00
  %2621 = sext i32 %i574 to i64
  %2622 = mul nsw i64 %2621, 512
  %2623 = add i32 %tl_hi17, %j9585
  %2624 = sext i32 %2623 to i64
  %2625 = add nsw i64 %2622, %2624
  %2626 = getelementptr inbounds float, ptr %X_f, i64 %2625
  store float %2620, ptr %2626, align 4
  %2627 = add nsw i32 %j9585, 1
  br label %for.cond582, !llvm.loop !138

for.end584:                                       ; preds = %for.cond582
  %2628 = add nsw i32 %i574, 1
  br label %for.cond571, !llvm.loop !139

if.then586:                                       ; preds = %for.end573
  br label %for.cond589

if.else587:                                       ; preds = %for.end573
  br label %for.cond600

if.end588:                                        ; preds = %for.end602, %for.end591
  %2629 = add nsw i32 %c539, 1
  br label %for.cond536, !llvm.loop !140

for.cond589:                                      ; preds = %if.end595, %if.then586
  %i12592 = phi i32 [ 0, %if.then586 ], [ %2649, %if.end595 ]
  %2630 = icmp slt i32 %i12592, 4
  br i1 %2630, label %for.body590, label %for.end591

for.body590:                                      ; preds = %for.cond589
  %2631 = sext i32 %M to i64
  %2632 = sext i32 %N to i64
  %2633 = mul i64 %2631, %2632
  %2634 = icmp sge i64 %2633, 8388608
  br i1 %2634, label %if.then593, label %if.else594

for.end591:                                       ; preds = %for.cond589
  br label %if.end588

if.then593:                                       ; preds = %for.body590
  %2635 = mul i32 %bx, 4
  %2636 = add i32 %2635, %i12592
  %2637 = sext i32 %2636 to i64
  %2638 = sext i32 %N to i64
  %2639 = mul nsw i64 %2637, %2638
  %2640 = mul i32 %t, 512
  %2641 = add i32 %2640, 0
  %2642 = sext i32 %2641 to i64
  %2643 = add nsw i64 %2639, %2642
  %2644 = getelementptr inbounds float, ptr %Y, i64 %2643
  %2645 = sext i32 %i12592 to i64
  %2646 = mul nsw i64 %2645, 512
  %2647 = add nsw i64 %2646, 0
  %2648 = getelementptr inbounds float, ptr %X_f, i64 %2647
  call void @tilec_rt_stream(ptr %2644, ptr %2648, i64 2048)
  br label %if.end595

if.else594:                                       ; preds = %for.body590
  br label %for.cond596

if.end595:                                        ; preds = %for.end598, %if.then593
  %2649 = add nsw i32 %i12592, 1
  br label %for.cond589, !llvm.loop !141

for.cond596:                                      ; preds = %for.body597, %if.else594
  %j2599 = phi i32 [ 0, %if.else594 ], [ %2667, %for.body597 ]
  %2650 = icmp slt i32 %j2599, 512
  br i1 %2650, label %for.body597, label %for.end598

for.body597:                                      ; preds = %for.cond596
  %2651 = sext i32 %i12592 to i64
  %2652 = mul nsw i64 %2651, 512
  %2653 = sext i32 %j2599 to i64
  %2654 = add nsw i64 %2652, %2653
  %2655 = getelementptr inbounds float, ptr %X_f, i64 %2654
  %2656 = load float, ptr %2655, align 4
  %2657 = mul i32 %bx, 4
  %2658 = add i32 %2657, %i12592
  %2659 = sext i32 %2658 to i64
  %2660 = sext i32 %N to i64
  %2661 = mul nsw i64 %2659, %2660
  %2662 = mul i32 %t, 512
  %2663 = add i32 %2662, %j2599
  %2664 = sext i32 %2663 to i64
  %2665 = add nsw i64 %2661, %2664
  %2666 = getelementptr inbounds float, ptr %Y, i64 %2665
  store float %2656, ptr %2666, align 4
  %2667 = add nsw i32 %j2599, 1
  br label %for.cond596, !llvm.loop !142

for.end598:                                       ; preds = %for.cond596
  br label %if.end595

for.cond600:                                      ; preds = %for.end606, %if.else587
  %i12603 = phi i32 [ 0, %if.else587 ], [ %2695, %for.end606 ]
  %2668 = icmp slt i32 %i12603, 4
  br i1 %2668, label %for.body601, label %for.end602

for.body601:                                      ; preds = %for.cond600
  br label %for.cond604

for.end602:                                       ; preds = %for.cond600
  br label %if.end588

for.cond604:                                      ; preds = %if.end610, %for.body601
  %j2607 = phi i32 [ 0, %for.body601 ], [ %2712, %if.end610 ]
  %2669 = icmp slt i32 %j2607, 512
  br i1 %2669, label %for.body605, label %for.end606

for.body605:                                      ; preds = %for.cond604
  %2670 = mul i32 %bx, 4
  %2671 = sext i32 %2670 to i64
  %2672 = sext i32 %i12603 to i64
  %2673 = add i64 %2671, %2672
  %2674 = icmp sle i64 0, %2673
  %2675 = mul i32 %bx, 4
  %2676 = sext i32 %2675 to i64
  %2677 = sext i32 %i12603 to i64
  %2678 = add i64 %2676, %2677
  %2679 = sext i32 %M to i64
  %2680 = icmp slt i64 %2678, %2679
  %2681 = and i1 %2674, %2680
  %2682 = mul i32 %t, 512
  %2683 = sext i32 %2682 to i64
  %2684 = sext i32 %j2607 to i64
  %2685 = add i64 %2683, %2684
  %2686 = icmp sle i64 0, %2685
  %2687 = mul i32 %t, 512
  %2688 = sext i32 %2687 to i64
  %2689 = sext i32 %j2607 to i64
  %2690 = add i64 %2688, %2689
  %2691 = sext i32 %N to i64
  %2692 = icmp slt i64 %2690, %2691
  %2693 = and i1 %2686, %2692
  %2694 = and i1 %2681, %2693
  br i1 %2694, label %if.then608, label %if.else609

for.end606:                                       ; preds = %for.cond604
  %2695 = add nsw i32 %i12603, 1
  br label %for.cond600, !llvm.loop !143

if.then608:                                       ; preds = %for.body605
  %2696 = sext i32 %i12603 to i64
  %2697 = mul nsw i64 %2696, 512
  %2698 = sext i32 %j2607 to i64
  %2699 = add nsw i64 %2697, %2698
  %2700 = getelementptr inbounds float, ptr %X_f, i64 %2699
  %2701 = load float, ptr %2700, align 4
  %2702 = mul i32 %bx, 4
  %2703 = add i32 %2702, %i12603
  %2704 = sext i32 %2703 to i64
  %2705 = sext i32 %N to i64
  %2706 = mul nsw i64 %2704, %2705
  %2707 = mul i32 %t, 512
  %2708 = add i32 %2707, %j2607
  %2709 = sext i32 %2708 to i64
  %2710 = add nsw i64 %2706, %2709
  %2711 = getelementptr inbounds float, ptr %Y, i64 %2710
  store float %2701, ptr %2711, align 4
  br label %if.end610

if.else609:                                       ; preds = %for.body605
  br label %if.end610

if.end610:                                        ; preds = %if.else609, %if.then608
  %2712 = add nsw i32 %j2607, 1
  br label %for.cond604, !llvm.loop !144
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
!17 = distinct !{!17, !1}
!18 = distinct !{!18, !1, !2}
!19 = distinct !{!19, !1, !2}
!20 = distinct !{!20, !1}
!21 = distinct !{!21, !1, !2}
!22 = distinct !{!22, !1}
!23 = distinct !{!23, !1}
!24 = distinct !{!24, !1}
!25 = distinct !{!25, !1}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1}
!29 = distinct !{!29, !1, !2}
!30 = distinct !{!30, !1, !2}
!31 = distinct !{!31, !1, !2}
!32 = distinct !{!32, !1}
!33 = distinct !{!33, !1, !2}
!34 = distinct !{!34, !1, !2}
!35 = distinct !{!35, !1, !2}
!36 = distinct !{!36, !1, !2}
!37 = distinct !{!37, !1}
!38 = distinct !{!38, !1, !2}
!39 = distinct !{!39, !1, !2}
!40 = distinct !{!40, !1}
!41 = distinct !{!41, !1, !2}
!42 = distinct !{!42, !1}
!43 = distinct !{!43, !1}
!44 = distinct !{!44, !1}
!45 = distinct !{!45, !1}
!46 = distinct !{!46, !1}
!47 = distinct !{!47, !1}
!48 = distinct !{!48, !1}
!49 = distinct !{!49, !1, !2}
!50 = distinct !{!50, !1, !2}
!51 = distinct !{!51, !1}
!52 = distinct !{!52, !1, !2}
!53 = distinct !{!53, !1}
!54 = distinct !{!54, !1}
!55 = distinct !{!55, !1}
!56 = distinct !{!56, !1}
!57 = distinct !{!57, !1}
!58 = distinct !{!58, !1}
!59 = distinct !{!59, !1}
!60 = distinct !{!60, !1, !2}
!61 = distinct !{!61, !1}
!62 = distinct !{!62, !1, !2}
!63 = distinct !{!63, !1, !2}
!64 = distinct !{!64, !1}
!65 = distinct !{!65, !1, !2}
!66 = distinct !{!66, !1, !2}
!67 = distinct !{!67, !1, !2}
!68 = distinct !{!68, !1}
!69 = distinct !{!69, !1, !2}
!70 = distinct !{!70, !1, !2}
!71 = distinct !{!71, !1}
!72 = distinct !{!72, !1, !2}
!73 = distinct !{!73, !1}
!74 = distinct !{!74, !1}
!75 = distinct !{!75, !1}
!76 = distinct !{!76, !1}
!77 = distinct !{!77, !1}
!78 = distinct !{!78, !1}
!79 = distinct !{!79, !1}
!80 = distinct !{!80, !1, !2}
!81 = distinct !{!81, !1}
!82 = distinct !{!82, !1, !2}
!83 = distinct !{!83, !1, !2}
!84 = distinct !{!84, !1}
!85 = distinct !{!85, !1, !2}
!86 = distinct !{!86, !1}
!87 = distinct !{!87, !1}
!88 = distinct !{!88, !1}
!89 = distinct !{!89, !1}
!90 = distinct !{!90, !1}
!91 = distinct !{!91, !1}
!92 = distinct !{!92, !1}
!93 = distinct !{!93, !1, !2}
!94 = distinct !{!94, !1}
!95 = distinct !{!95, !1}
!96 = distinct !{!96, !1, !2}
!97 = distinct !{!97, !1, !2}
!98 = distinct !{!98, !1, !2}
!99 = distinct !{!99, !1}
!100 = distinct !{!100, !1, !2}
!101 = distinct !{!101, !1}
!102 = distinct !{!102, !1, !2}
!103 = distinct !{!103, !1, !2}
!104 = distinct !{!104, !1, !2}
!105 = distinct !{!105, !1, !2}
!106 = distinct !{!106, !1}
!107 = distinct !{!107, !1, !2}
!108 = distinct !{!108, !1}
!109 = distinct !{!109, !1, !2}
!110 = distinct !{!110, !1, !2}
!111 = distinct !{!111, !1}
!112 = distinct !{!112, !1}
!113 = distinct !{!113, !1}
!114 = distinct !{!114, !1}
!115 = distinct !{!115, !1}
!116 = distinct !{!116, !1}
!117 = distinct !{!117, !1}
!118 = distinct !{!118, !1}
!119 = distinct !{!119, !1, !2}
!120 = distinct !{!120, !1, !2}
!121 = distinct !{!121, !1}
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
