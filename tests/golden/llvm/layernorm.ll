; ModuleID = 'layernorm.tile'
source_filename = "layernorm.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_layernorm = type { ptr, ptr, ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: noinline nounwind
define internal void @layernorm_block(ptr noalias %X, ptr noalias %W, ptr noalias %B, ptr noalias %Y, i32 %M, i32 %N, i32 %bx) #0 {
entry:
  %tl_lanes_22 = alloca [32 x float], align 64
  %tl_lanes_23 = alloca [32 x float], align 64
  %X_s = alloca [4096 x float], align 64
  %sq_s = alloca [4096 x float], align 64
  %mean_s = alloca [16 x float], align 64
  %rstd_s = alloca [16 x float], align 64
  %tl_stream0 = alloca [1024 x float], align 64
  %X_f = alloca [2048 x float], align 64
  %sq = alloca [2048 x float], align 64
  %mean = alloca [4 x float], align 64
  %rstd = alloca [4 x float], align 64
  %tl_lanes_24 = alloca [32 x float], align 64
  %tl_lanes_25 = alloca [32 x float], align 64
  %tl_stream7 = alloca [1024 x float], align 64
  %tl_lanes_26 = alloca [32 x float], align 64
  %tl_lanes_27 = alloca [32 x float], align 64
  %X_r = alloca [4096 x float], align 64
  %sq_r = alloca [4096 x float], align 64
  %mean_r = alloca [1 x float], align 64
  %rstd_r = alloca [1 x float], align 64
  %tl_stream14 = alloca [1024 x float], align 64
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
  %2 = sext i32 %N to i64
  %3 = icmp slt i64 %2, 0
  %4 = sext i32 %N to i64
  %5 = icmp sgt i64 %4, 256
  %6 = sext i32 %N to i64
  %7 = select i1 %5, i64 256, i64 %6
  %8 = select i1 %3, i64 0, i64 %7
  %9 = icmp slt i64 %8, 0
  %10 = sext i32 %N to i64
  %11 = icmp slt i64 %10, 0
  %12 = sext i32 %N to i64
  %13 = icmp sgt i64 %12, 256
  %14 = sext i32 %N to i64
  %15 = select i1 %13, i64 256, i64 %14
  %16 = select i1 %11, i64 0, i64 %15
  %17 = select i1 %9, i64 0, i64 %16
  %18 = trunc i64 %17 to i32
  %19 = icmp slt i32 %18, 0
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
  %37 = icmp sgt i32 %36, 256
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
  %55 = select i1 %37, i32 256, i32 %54
  %56 = select i1 %19, i32 0, i32 %55
  %57 = add i32 %56, 31
  %58 = sdiv i32 %57, 32
  %59 = sub i32 0, %57
  %60 = select i1 false, i32 %59, i32 %58
  br label %for.cond

if.else:                                          ; preds = %body
  call void @llvm.memset.p0.i64(ptr align 64 %X_f, i8 0, i64 8192, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %sq, i8 0, i64 8192, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %mean, i8 0, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %rstd, i8 0, i64 16, i1 false)
  %61 = icmp sle i32 %N, 512
  br i1 %61, label %if.then129, label %if.else130

if.end:                                           ; preds = %if.end131, %for.end
  ret void

for.cond:                                         ; preds = %for.end127, %if.then
  %i = phi i32 [ 0, %if.then ], [ %558, %for.end127 ]
  %62 = icmp slt i32 %i, 16
  br i1 %62, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %63 = sext i32 %N to i64
  %64 = icmp slt i64 %63, 0
  %65 = sext i32 %N to i64
  %66 = icmp sgt i64 %65, 256
  %67 = sext i32 %N to i64
  %68 = select i1 %66, i64 256, i64 %67
  %69 = select i1 %64, i64 0, i64 %68
  %70 = icmp slt i64 %69, 0
  %71 = sext i32 %N to i64
  %72 = icmp slt i64 %71, 0
  %73 = sext i32 %N to i64
  %74 = icmp sgt i64 %73, 256
  %75 = sext i32 %N to i64
  %76 = select i1 %74, i64 256, i64 %75
  %77 = select i1 %72, i64 0, i64 %76
  %78 = select i1 %70, i64 0, i64 %77
  %tl_hi1 = trunc i64 %78 to i32
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  br label %if.end

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
  %100 = add i32 %i, 1
  %101 = icmp slt i32 %100, 16
  br i1 %101, label %if.then7, label %if.else8

if.else5:                                         ; preds = %for.end3
  %102 = sub i32 %tl_hi1, 0
  br label %for.cond17

if.end6:                                          ; preds = %for.end19, %for.end15
  %103 = sub i32 256, %tl_hi1
  br label %for.cond21

if.then7:                                         ; preds = %if.then4
  %104 = sub i32 %tl_hi1, 0
  %105 = add i32 %104, 15
  %106 = sdiv i32 %105, 16
  %107 = sub i32 0, %105
  %108 = select i1 false, i32 %107, i32 %106
  br label %for.cond10

if.else8:                                         ; preds = %if.then4
  br label %if.end9

if.end9:                                          ; preds = %if.else8, %for.end12
  %109 = sub i32 %tl_hi1, 0
  br label %for.cond13

for.cond10:                                       ; preds = %for.body11, %if.then7
  %pf = phi i32 [ 0, %if.then7 ], [ %122, %for.body11 ]
  %110 = icmp slt i32 %pf, %108
  br i1 %110, label %for.body11, label %for.end12

for.body11:                                       ; preds = %for.cond10
  %111 = mul i32 %bx, 16
  %112 = add i32 %i, 1
  %113 = add i32 %111, %112
  %114 = sext i32 %113 to i64
  %115 = sext i32 %N to i64
  %116 = mul i64 %114, %115
  %117 = mul i32 %pf, 16
  %118 = add i32 0, %117
  %119 = sext i32 %118 to i64
  %120 = add i64 %116, %119
  %121 = getelementptr float, ptr %X, i64 %120
  call void @llvm.prefetch.p0(ptr %121, i32 0, i32 3, i32 1)
  %122 = add nsw i32 %pf, 1
  br label %for.cond10, !llvm.loop !3

for.end12:                                        ; preds = %for.cond10
  br label %if.end9

for.cond13:                                       ; preds = %for.body14, %if.end9
  %j3 = phi i32 [ 0, %if.end9 ], [ %146, %for.body14 ]
  %123 = icmp slt i32 %j3, %109
  br i1 %123, label %for.body14, label %for.end15

for.body14:                                       ; preds = %for.cond13
  %124 = mul i32 %bx, 16
  %125 = add i32 %124, %i
  %126 = sext i32 %125 to i64
  %127 = sext i32 %N to i64
  %128 = mul nsw i64 %126, %127
  %129 = add i32 0, %j3
  %130 = sext i32 %129 to i64
  %131 = add nsw i64 %128, %130
  %132 = getelementptr inbounds float, ptr %X, i64 %131
  %x16 = load float, ptr %132, align 4
  %133 = sext i32 %i to i64
  %134 = mul nsw i64 %133, 256
  %135 = add i32 0, %j3
  %136 = sext i32 %135 to i64
  %137 = add nsw i64 %134, %136
  %138 = getelementptr inbounds float, ptr %X_s, i64 %137
  store float %x16, ptr %138, align 4
  %139 = fmul float %x16, %x16
  %140 = sext i32 %i to i64
  %141 = mul nsw i64 %140, 256
  %142 = add i32 0, %j3
  %143 = sext i32 %142 to i64
  %144 = add nsw i64 %141, %143
  %145 = getelementptr inbounds float, ptr %sq_s, i64 %144
  store float %139, ptr %145, align 4
  %146 = add nsw i32 %j3, 1
  br label %for.cond13, !llvm.loop !4

for.end15:                                        ; preds = %for.cond13
  br label %if.end6

for.cond17:                                       ; preds = %for.body18, %if.else5
  %j320 = phi i32 [ 0, %if.else5 ], [ %160, %for.body18 ]
  %147 = icmp slt i32 %j320, %102
  br i1 %147, label %for.body18, label %for.end19

for.body18:                                       ; preds = %for.cond17
  %148 = sext i32 %i to i64
  %149 = mul nsw i64 %148, 256
  %150 = add i32 0, %j320
  %151 = sext i32 %150 to i64
  %152 = add nsw i64 %149, %151
  %153 = getelementptr inbounds float, ptr %X_s, i64 %152
  store float 0.000000e+00, ptr %153, align 4
  %154 = sext i32 %i to i64
  %155 = mul nsw i64 %154, 256
  %156 = add i32 0, %j320
  %157 = sext i32 %156 to i64
  %158 = add nsw i64 %155, %157
  %159 = getelementptr inbounds float, ptr %sq_s, i64 %158
  store float 0.000000e+00, ptr %159, align 4
  %160 = add nsw i32 %j320, 1
  br label %for.cond17, !llvm.loop !5

for.end19:                                        ; preds = %for.cond17
  br label %if.end6

for.cond21:                                       ; preds = %for.body22, %if.end6
  %j324 = phi i32 [ 0, %if.end6 ], [ %174, %for.body22 ]
  %161 = icmp slt i32 %j324, %103
  br i1 %161, label %for.body22, label %for.end23

for.body22:                                       ; preds = %for.cond21
  %162 = sext i32 %i to i64
  %163 = mul nsw i64 %162, 256
  %164 = add i32 %tl_hi1, %j324
  %165 = sext i32 %164 to i64
  %166 = add nsw i64 %163, %165
  %167 = getelementptr inbounds float, ptr %X_s, i64 %166
  store float 0.000000e+00, ptr %167, align 4
  %168 = sext i32 %i to i64
  %169 = mul nsw i64 %168, 256
  %170 = add i32 %tl_hi1, %j324
  %171 = sext i32 %170 to i64
  %172 = add nsw i64 %169, %171
  %173 = getelementptr inbounds float, ptr %sq_s, i64 %172
  store float 0.000000e+00, ptr %173, align 4
  %174 = add nsw i32 %j324, 1
  br label %for.cond21, !llvm.loop !6

for.end23:                                        ; preds = %for.cond21
  %175 = call i64 @llvm.smax.i64(i64 32, i64 0)
  %176 = mul nuw i64 %175, 4
  %177 = getelementptr inbounds float, ptr %tl_lanes_22, i64 0
  %178 = sext i32 %i to i64
  %179 = mul nsw i64 %178, 256
  %180 = add nsw i64 %179, 0
  %181 = getelementptr inbounds float, ptr %X_s, i64 %180
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %177, ptr align 4 %181, i64 %176, i1 false)
  %182 = sub i32 %60, 1
  %183 = icmp slt i32 %182, 0
  %184 = sub i32 %60, 1
  %185 = select i1 %183, i32 0, i32 %184
  %tl_steps1 = select i1 true, i32 %185, i32 7
  %186 = icmp eq i32 %tl_steps1, 7
  br i1 %186, label %if.then25, label %if.else26

if.then25:                                        ; preds = %for.end23
  br label %for.cond28

if.else26:                                        ; preds = %for.end23
  br label %for.cond34

if.end27:                                         ; preds = %if.end44, %for.end30
  br label %for.cond45

for.cond28:                                       ; preds = %for.end33, %if.then25
  %red = phi i32 [ 0, %if.then25 ], [ %205, %for.end33 ]
  %187 = icmp slt i32 %red, 7
  br i1 %187, label %for.body29, label %for.end30

for.body29:                                       ; preds = %for.cond28
  br label %for.cond31

for.end30:                                        ; preds = %for.cond28
  br label %if.end27

for.cond31:                                       ; preds = %for.body32, %for.body29
  %lane = phi i32 [ 0, %for.body29 ], [ %204, %for.body32 ]
  %188 = icmp slt i32 %lane, 32
  br i1 %188, label %for.body32, label %for.end33

for.body32:                                       ; preds = %for.cond31
  %189 = sext i32 %lane to i64
  %190 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %189
  %191 = load float, ptr %190, align 4
  %192 = sext i32 %i to i64
  %193 = mul nsw i64 %192, 256
  %194 = add i32 %red, 1
  %195 = mul i32 %194, 32
  %196 = add i32 %195, %lane
  %197 = sext i32 %196 to i64
  %198 = add nsw i64 %193, %197
  %199 = getelementptr inbounds float, ptr %X_s, i64 %198
  %200 = load float, ptr %199, align 4
  %201 = fadd float %191, %200
  %202 = sext i32 %lane to i64
  %203 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %202
  store float %201, ptr %203, align 4
  %204 = add nsw i32 %lane, 1
  br label %for.cond31, !llvm.loop !7

for.end33:                                        ; preds = %for.cond31
  %205 = add nsw i32 %red, 1
  br label %for.cond28, !llvm.loop !8

for.cond34:                                       ; preds = %for.end40, %if.else26
  %red37 = phi i32 [ 0, %if.else26 ], [ %225, %for.end40 ]
  %206 = icmp slt i32 %red37, %tl_steps1
  br i1 %206, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  br label %for.cond38

for.end36:                                        ; preds = %for.cond34
  %207 = icmp slt i32 %tl_steps1, 7
  br i1 %207, label %if.then42, label %if.else43

for.cond38:                                       ; preds = %for.body39, %for.body35
  %lane41 = phi i32 [ 0, %for.body35 ], [ %224, %for.body39 ]
  %208 = icmp slt i32 %lane41, 32
  br i1 %208, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %209 = sext i32 %lane41 to i64
  %210 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %209
  %211 = load float, ptr %210, align 4
  %212 = sext i32 %i to i64
  %213 = mul nsw i64 %212, 256
  %214 = add i32 %red37, 1
  %215 = mul i32 %214, 32
  %216 = add i32 %215, %lane41
  %217 = sext i32 %216 to i64
  %218 = add nsw i64 %213, %217
  %219 = getelementptr inbounds float, ptr %X_s, i64 %218
  %220 = load float, ptr %219, align 4
  %221 = fadd float %211, %220
  %222 = sext i32 %lane41 to i64
  %223 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %222
  store float %221, ptr %223, align 4
  %224 = add nsw i32 %lane41, 1
  br label %for.cond38, !llvm.loop !9

for.end40:                                        ; preds = %for.cond38
  %225 = add nsw i32 %red37, 1
  br label %for.cond34, !llvm.loop !10

if.then42:                                        ; preds = %for.end36
  %226 = getelementptr inbounds float, ptr %tl_lanes_22, i64 0
  %227 = load float, ptr %226, align 4
  %228 = fadd float %227, 0.000000e+00
  %229 = getelementptr inbounds float, ptr %tl_lanes_22, i64 0
  store float %228, ptr %229, align 4
  br label %if.end44

if.else43:                                        ; preds = %for.end36
  br label %if.end44

if.end44:                                         ; preds = %if.else43, %if.then42
  br label %if.end27

for.cond45:                                       ; preds = %for.body46, %if.end27
  %lane48 = phi i32 [ 0, %if.end27 ], [ %241, %for.body46 ]
  %230 = icmp slt i32 %lane48, 16
  br i1 %230, label %for.body46, label %for.end47

for.body46:                                       ; preds = %for.cond45
  %231 = sext i32 %lane48 to i64
  %232 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %231
  %233 = load float, ptr %232, align 4
  %234 = add i32 %lane48, 16
  %235 = sext i32 %234 to i64
  %236 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %235
  %237 = load float, ptr %236, align 4
  %238 = fadd float %233, %237
  %239 = sext i32 %lane48 to i64
  %240 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %239
  store float %238, ptr %240, align 4
  %241 = add nsw i32 %lane48, 1
  br label %for.cond45, !llvm.loop !11

for.end47:                                        ; preds = %for.cond45
  br label %for.cond49

for.cond49:                                       ; preds = %for.body50, %for.end47
  %lane52 = phi i32 [ 0, %for.end47 ], [ %253, %for.body50 ]
  %242 = icmp slt i32 %lane52, 8
  br i1 %242, label %for.body50, label %for.end51

for.body50:                                       ; preds = %for.cond49
  %243 = sext i32 %lane52 to i64
  %244 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %243
  %245 = load float, ptr %244, align 4
  %246 = add i32 %lane52, 8
  %247 = sext i32 %246 to i64
  %248 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %247
  %249 = load float, ptr %248, align 4
  %250 = fadd float %245, %249
  %251 = sext i32 %lane52 to i64
  %252 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %251
  store float %250, ptr %252, align 4
  %253 = add nsw i32 %lane52, 1
  br label %for.cond49, !llvm.loop !12

for.end51:                                        ; preds = %for.cond49
  br label %for.cond53

for.cond53:                                       ; preds = %for.body54, %for.end51
  %lane56 = phi i32 [ 0, %for.end51 ], [ %265, %for.body54 ]
  %254 = icmp slt i32 %lane56, 4
  br i1 %254, label %for.body54, label %for.end55

for.body54:                                       ; preds = %for.cond53
  %255 = sext i32 %lane56 to i64
  %256 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %255
  %257 = load float, ptr %256, align 4
  %258 = add i32 %lane56, 4
  %259 = sext i32 %258 to i64
  %260 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %259
  %261 = load float, ptr %260, align 4
  %262 = fadd float %257, %261
  %263 = sext i32 %lane56 to i64
  %264 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %263
  store float %262, ptr %264, align 4
  %265 = add nsw i32 %lane56, 1
  br label %for.cond53, !llvm.loop !13

for.end55:                                        ; preds = %for.cond53
  br label %for.cond57

for.cond57:                                       ; preds = %for.body58, %for.end55
  %lane60 = phi i32 [ 0, %for.end55 ], [ %277, %for.body58 ]
  %266 = icmp slt i32 %lane60, 2
  br i1 %266, label %for.body58, label %for.end59

for.body58:                                       ; preds = %for.cond57
  %267 = sext i32 %lane60 to i64
  %268 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %267
  %269 = load float, ptr %268, align 4
  %270 = add i32 %lane60, 2
  %271 = sext i32 %270 to i64
  %272 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %271
  %273 = load float, ptr %272, align 4
  %274 = fadd float %269, %273
  %275 = sext i32 %lane60 to i64
  %276 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %275
  store float %274, ptr %276, align 4
  %277 = add nsw i32 %lane60, 1
  br label %for.cond57, !llvm.loop !14

for.end59:                                        ; preds = %for.cond57
  br label %for.cond61

for.cond61:                                       ; preds = %for.body62, %for.end59
  %lane64 = phi i32 [ 0, %for.end59 ], [ %289, %for.body62 ]
  %278 = icmp slt i32 %lane64, 1
  br i1 %278, label %for.body62, label %for.end63

for.body62:                                       ; preds = %for.cond61
  %279 = sext i32 %lane64 to i64
  %280 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %279
  %281 = load float, ptr %280, align 4
  %282 = add i32 %lane64, 1
  %283 = sext i32 %282 to i64
  %284 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %283
  %285 = load float, ptr %284, align 4
  %286 = fadd float %281, %285
  %287 = sext i32 %lane64 to i64
  %288 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %287
  store float %286, ptr %288, align 4
  %289 = add nsw i32 %lane64, 1
  br label %for.cond61, !llvm.loop !15

for.end63:                                        ; preds = %for.cond61
  %290 = sext i32 %i to i64
  %291 = getelementptr inbounds float, ptr %mean_s, i64 %290
  store float 0.000000e+00, ptr %291, align 4
  %292 = sext i32 %i to i64
  %293 = getelementptr inbounds float, ptr %mean_s, i64 %292
  %294 = load float, ptr %293, align 4
  %295 = getelementptr inbounds float, ptr %tl_lanes_22, i64 0
  %296 = load float, ptr %295, align 4
  %297 = fadd float %294, %296
  %298 = sext i32 %i to i64
  %299 = getelementptr inbounds float, ptr %mean_s, i64 %298
  store float %297, ptr %299, align 4
  %300 = call i64 @llvm.smax.i64(i64 32, i64 0)
  %301 = mul nuw i64 %300, 4
  %302 = getelementptr inbounds float, ptr %tl_lanes_23, i64 0
  %303 = sext i32 %i to i64
  %304 = mul nsw i64 %303, 256
  %305 = add nsw i64 %304, 0
  %306 = getelementptr inbounds float, ptr %sq_s, i64 %305
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %302, ptr align 4 %306, i64 %301, i1 false)
  %307 = sub i32 %60, 1
  %308 = icmp slt i32 %307, 0
  %309 = sub i32 %60, 1
  %310 = select i1 %308, i32 0, i32 %309
  %tl_steps3 = select i1 true, i32 %310, i32 7
  %311 = icmp eq i32 %tl_steps3, 7
  br i1 %311, label %if.then65, label %if.else66

if.then65:                                        ; preds = %for.end63
  br label %for.cond68

if.else66:                                        ; preds = %for.end63
  br label %for.cond74

if.end67:                                         ; preds = %if.end84, %for.end70
  br label %for.cond85

for.cond68:                                       ; preds = %for.end73, %if.then65
  %red1 = phi i32 [ 0, %if.then65 ], [ %330, %for.end73 ]
  %312 = icmp slt i32 %red1, 7
  br i1 %312, label %for.body69, label %for.end70

for.body69:                                       ; preds = %for.cond68
  br label %for.cond71

for.end70:                                        ; preds = %for.cond68
  br label %if.end67

for.cond71:                                       ; preds = %for.body72, %for.body69
  %lane1 = phi i32 [ 0, %for.body69 ], [ %329, %for.body72 ]
  %313 = icmp slt i32 %lane1, 32
  br i1 %313, label %for.body72, label %for.end73

for.body72:                                       ; preds = %for.cond71
  %314 = sext i32 %lane1 to i64
  %315 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %314
  %316 = load float, ptr %315, align 4
  %317 = sext i32 %i to i64
  %318 = mul nsw i64 %317, 256
  %319 = add i32 %red1, 1
  %320 = mul i32 %319, 32
  %321 = add i32 %320, %lane1
  %322 = sext i32 %321 to i64
  %323 = add nsw i64 %318, %322
  %324 = getelementptr inbounds float, ptr %sq_s, i64 %323
  %325 = load float, ptr %324, align 4
  %326 = fadd float %316, %325
  %327 = sext i32 %lane1 to i64
  %328 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %327
  store float %326, ptr %328, align 4
  %329 = add nsw i32 %lane1, 1
  br label %for.cond71, !llvm.loop !16

for.end73:                                        ; preds = %for.cond71
  %330 = add nsw i32 %red1, 1
  br label %for.cond68, !llvm.loop !17

for.cond74:                                       ; preds = %for.end80, %if.else66
  %red177 = phi i32 [ 0, %if.else66 ], [ %350, %for.end80 ]
  %331 = icmp slt i32 %red177, %tl_steps3
  br i1 %331, label %for.body75, label %for.end76

for.body75:                                       ; preds = %for.cond74
  br label %for.cond78

for.end76:                                        ; preds = %for.cond74
  %332 = icmp slt i32 %tl_steps3, 7
  br i1 %332, label %if.then82, label %if.else83

for.cond78:                                       ; preds = %for.body79, %for.body75
  %lane181 = phi i32 [ 0, %for.body75 ], [ %349, %for.body79 ]
  %333 = icmp slt i32 %lane181, 32
  br i1 %333, label %for.body79, label %for.end80

for.body79:                                       ; preds = %for.cond78
  %334 = sext i32 %lane181 to i64
  %335 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %334
  %336 = load float, ptr %335, align 4
  %337 = sext i32 %i to i64
  %338 = mul nsw i64 %337, 256
  %339 = add i32 %red177, 1
  %340 = mul i32 %339, 32
  %341 = add i32 %340, %lane181
  %342 = sext i32 %341 to i64
  %343 = add nsw i64 %338, %342
  %344 = getelementptr inbounds float, ptr %sq_s, i64 %343
  %345 = load float, ptr %344, align 4
  %346 = fadd float %336, %345
  %347 = sext i32 %lane181 to i64
  %348 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %347
  store float %346, ptr %348, align 4
  %349 = add nsw i32 %lane181, 1
  br label %for.cond78, !llvm.loop !18

for.end80:                                        ; preds = %for.cond78
  %350 = add nsw i32 %red177, 1
  br label %for.cond74, !llvm.loop !19

if.then82:                                        ; preds = %for.end76
  %351 = getelementptr inbounds float, ptr %tl_lanes_23, i64 0
  %352 = load float, ptr %351, align 4
  %353 = fadd float %352, 0.000000e+00
  %354 = getelementptr inbounds float, ptr %tl_lanes_23, i64 0
  store float %353, ptr %354, align 4
  br label %if.end84

if.else83:                                        ; preds = %for.end76
  br label %if.end84

if.end84:                                         ; preds = %if.else83, %if.then82
  br label %if.end67

for.cond85:                                       ; preds = %for.body86, %if.end67
  %lane188 = phi i32 [ 0, %if.end67 ], [ %366, %for.body86 ]
  %355 = icmp slt i32 %lane188, 16
  br i1 %355, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  %356 = sext i32 %lane188 to i64
  %357 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %356
  %358 = load float, ptr %357, align 4
  %359 = add i32 %lane188, 16
  %360 = sext i32 %359 to i64
  %361 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %360
  %362 = load float, ptr %361, align 4
  %363 = fadd float %358, %362
  %364 = sext i32 %lane188 to i64
  %365 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %364
  store float %363, ptr %365, align 4
  %366 = add nsw i32 %lane188, 1
  br label %for.cond85, !llvm.loop !20

for.end87:                                        ; preds = %for.cond85
  br label %for.cond89

for.cond89:                                       ; preds = %for.body90, %for.end87
  %lane192 = phi i32 [ 0, %for.end87 ], [ %378, %for.body90 ]
  %367 = icmp slt i32 %lane192, 8
  br i1 %367, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %368 = sext i32 %lane192 to i64
  %369 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %368
  %370 = load float, ptr %369, align 4
  %371 = add i32 %lane192, 8
  %372 = sext i32 %371 to i64
  %373 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %372
  %374 = load float, ptr %373, align 4
  %375 = fadd float %370, %374
  %376 = sext i32 %lane192 to i64
  %377 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %376
  store float %375, ptr %377, align 4
  %378 = add nsw i32 %lane192, 1
  br label %for.cond89, !llvm.loop !21

for.end91:                                        ; preds = %for.cond89
  br label %for.cond93

for.cond93:                                       ; preds = %for.body94, %for.end91
  %lane196 = phi i32 [ 0, %for.end91 ], [ %390, %for.body94 ]
  %379 = icmp slt i32 %lane196, 4
  br i1 %379, label %for.body94, label %for.end95

for.body94:                                       ; preds = %for.cond93
  %380 = sext i32 %lane196 to i64
  %381 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %380
  %382 = load float, ptr %381, align 4
  %383 = add i32 %lane196, 4
  %384 = sext i32 %383 to i64
  %385 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %384
  %386 = load float, ptr %385, align 4
  %387 = fadd float %382, %386
  %388 = sext i32 %lane196 to i64
  %389 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %388
  store float %387, ptr %389, align 4
  %390 = add nsw i32 %lane196, 1
  br label %for.cond93, !llvm.loop !22

for.end95:                                        ; preds = %for.cond93
  br label %for.cond97

for.cond97:                                       ; preds = %for.body98, %for.end95
  %lane1100 = phi i32 [ 0, %for.end95 ], [ %402, %for.body98 ]
  %391 = icmp slt i32 %lane1100, 2
  br i1 %391, label %for.body98, label %for.end99

for.body98:                                       ; preds = %for.cond97
  %392 = sext i32 %lane1100 to i64
  %393 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %392
  %394 = load float, ptr %393, align 4
  %395 = add i32 %lane1100, 2
  %396 = sext i32 %395 to i64
  %397 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %396
  %398 = load float, ptr %397, align 4
  %399 = fadd float %394, %398
  %400 = sext i32 %lane1100 to i64
  %401 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %400
  store float %399, ptr %401, align 4
  %402 = add nsw i32 %lane1100, 1
  br label %for.cond97, !llvm.loop !23

for.end99:                                        ; preds = %for.cond97
  br label %for.cond101

for.cond101:                                      ; preds = %for.body102, %for.end99
  %lane1104 = phi i32 [ 0, %for.end99 ], [ %414, %for.body102 ]
  %403 = icmp slt i32 %lane1104, 1
  br i1 %403, label %for.body102, label %for.end103

for.body102:                                      ; preds = %for.cond101
  %404 = sext i32 %lane1104 to i64
  %405 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %404
  %406 = load float, ptr %405, align 4
  %407 = add i32 %lane1104, 1
  %408 = sext i32 %407 to i64
  %409 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %408
  %410 = load float, ptr %409, align 4
  %411 = fadd float %406, %410
  %412 = sext i32 %lane1104 to i64
  %413 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %412
  store float %411, ptr %413, align 4
  %414 = add nsw i32 %lane1104, 1
  br label %for.cond101, !llvm.loop !24

for.end103:                                       ; preds = %for.cond101
  %415 = sext i32 %i to i64
  %416 = getelementptr inbounds float, ptr %rstd_s, i64 %415
  store float 0.000000e+00, ptr %416, align 4
  %417 = sext i32 %i to i64
  %418 = getelementptr inbounds float, ptr %rstd_s, i64 %417
  %419 = load float, ptr %418, align 4
  %420 = getelementptr inbounds float, ptr %tl_lanes_23, i64 0
  %421 = load float, ptr %420, align 4
  %422 = fadd float %419, %421
  %423 = sext i32 %i to i64
  %424 = getelementptr inbounds float, ptr %rstd_s, i64 %423
  store float %422, ptr %424, align 4
  %425 = sext i32 %N to i64
  %426 = icmp slt i64 %425, 0
  %427 = sext i32 %N to i64
  %428 = icmp sgt i64 %427, 256
  %429 = sext i32 %N to i64
  %430 = select i1 %428, i64 256, i64 %429
  %431 = select i1 %426, i64 0, i64 %430
  %432 = icmp slt i64 %431, 0
  %433 = sext i32 %N to i64
  %434 = icmp slt i64 %433, 0
  %435 = sext i32 %N to i64
  %436 = icmp sgt i64 %435, 256
  %437 = sext i32 %N to i64
  %438 = select i1 %436, i64 256, i64 %437
  %439 = select i1 %434, i64 0, i64 %438
  %440 = select i1 %432, i64 0, i64 %439
  %tl_hi3 = trunc i64 %440 to i32
  br label %for.cond105

for.cond105:                                      ; preds = %for.body106, %for.end103
  %j108 = phi i32 [ 0, %for.end103 ], [ %442, %for.body106 ]
  %441 = icmp slt i32 %j108, 0
  br i1 %441, label %for.body106, label %for.end107

for.body106:                                      ; preds = %for.cond105
  %442 = add nsw i32 %j108, 1
  br label %for.cond105, !llvm.loop !25

for.end107:                                       ; preds = %for.cond105
  %443 = sext i32 %i to i64
  %444 = getelementptr inbounds float, ptr %mean_s, i64 %443
  %445 = load float, ptr %444, align 4
  %mu = fmul float %445, %inv_n
  %446 = sext i32 %i to i64
  %447 = getelementptr inbounds float, ptr %rstd_s, i64 %446
  %448 = load float, ptr %447, align 4
  %449 = fmul float %448, %inv_n
  %450 = fmul float %mu, %mu
  %451 = fsub float %449, %450
  %452 = call float @llvm.maxnum.f32(float %451, float 0.000000e+00)
  %453 = fadd float %452, 0x3EE4F8B580000000
  %454 = fpext float %453 to double
  %455 = call double @llvm.sqrt.f64(double %454)
  %456 = fdiv double 1.000000e+00, %455
  %r = fptrunc double %456 to float
  %457 = mul i32 %bx, 16
  %458 = add i32 %457, %i
  %459 = icmp sle i32 0, %458
  %460 = mul i32 %bx, 16
  %461 = add i32 %460, %i
  %462 = icmp slt i32 %461, %M
  %463 = and i1 %459, %462
  br i1 %463, label %if.then109, label %if.else110

if.then109:                                       ; preds = %for.end107
  %464 = sext i32 %M to i64
  %465 = sext i32 %N to i64
  %466 = mul i64 %464, %465
  %467 = icmp sge i64 %466, 8388608
  br i1 %467, label %if.then112, label %if.else113

if.else110:                                       ; preds = %for.end107
  br label %if.end111

if.end111:                                        ; preds = %if.else110, %if.end114
  %468 = sub i32 256, %tl_hi3
  br label %for.cond125

if.then112:                                       ; preds = %if.then109
  %tl_sn1 = sub i32 %tl_hi3, 0
  %469 = sext i32 %tl_sn1 to i64
  %470 = sdiv i64 %469, 1024
  %471 = sub i64 0, %469
  %472 = select i1 false, i64 %471, i64 %470
  %473 = srem i64 %469, 1024
  %474 = icmp ne i64 %473, 0
  %475 = icmp slt i64 %469, 0
  %476 = icmp eq i1 %475, false
  %477 = and i1 %474, %476
  %478 = zext i1 %477 to i64
  %479 = add i64 %472, %478
  %480 = trunc i64 %479 to i32
  br label %for.cond115

if.else113:                                       ; preds = %if.then109
  %481 = sub i32 %tl_hi3, 0
  br label %for.cond121

if.end114:                                        ; preds = %for.end123, %for.end117
  br label %if.end111

for.cond115:                                      ; preds = %for.end120, %if.then112
  %tl_c2 = phi i32 [ 0, %if.then112 ], [ %525, %for.end120 ]
  %482 = icmp slt i32 %tl_c2, %480
  br i1 %482, label %for.body116, label %for.end117

for.body116:                                      ; preds = %for.cond115
  %tl_sb3 = mul i32 %tl_c2, 1024
  %483 = sub i32 %tl_sn1, %tl_sb3
  %484 = icmp slt i32 %483, 1024
  %485 = sub i32 %tl_sn1, %tl_sb3
  %tl_sm4 = select i1 %484, i32 %485, i32 1024
  br label %for.cond118

for.end117:                                       ; preds = %for.cond115
  br label %if.end114

for.cond118:                                      ; preds = %for.body119, %for.body116
  %tl_c5 = phi i32 [ 0, %for.body116 ], [ %511, %for.body119 ]
  %486 = icmp slt i32 %tl_c5, %tl_sm4
  br i1 %486, label %for.body119, label %for.end120

for.body119:                                      ; preds = %for.cond118
  %487 = sext i32 %i to i64
  %488 = mul nsw i64 %487, 256
  %489 = add i32 %tl_sb3, %tl_c5
  %490 = add i32 0, %489
  %491 = sext i32 %490 to i64
  %492 = add nsw i64 %488, %491
  %493 = getelementptr inbounds float, ptr %X_s, i64 %492
  %494 = load float, ptr %493, align 4
  %495 = fsub float %494, %mu
  %496 = fmul float %495, %r
  %497 = add i32 %tl_sb3, %tl_c5
  %498 = add i32 0, %497
  %499 = sext i32 %498 to i64
  %500 = getelementptr inbounds float, ptr %W, i64 %499
  %501 = load float, ptr %500, align 4
  %502 = fmul float %496, %501
  %503 = add i32 %tl_sb3, %tl_c5
  %504 = add i32 0, %503
  %505 = sext i32 %504 to i64
  %506 = getelementptr inbounds float, ptr %B, i64 %505
  %507 = load float, ptr %506, align 4
  %508 = fadd float %502, %507
  %509 = sext i32 %tl_c5 to i64
  %510 = getelementptr inbounds float, ptr %tl_stream0, i64 %509
  store float %508, ptr %510, align 4
  %511 = add nsw i32 %tl_c5, 1
  br label %for.cond118, !llvm.loop !26

for.end120:                                       ; preds = %for.cond118
  %512 = sext i32 %tl_sm4 to i64
  %513 = mul i32 %bx, 16
  %514 = add i32 %513, %i
  %515 = sext i32 %514 to i64
  %516 = sext i32 %N to i64
  %517 = mul nsw i64 %515, %516
  %518 = add i32 %tl_sb3, 0
  %519 = add i32 0, %518
  %520 = sext i32 %519 to i64
  %521 = add nsw i64 %517, %520
  %522 = getelementptr inbounds float, ptr %Y, i64 %521
  %523 = getelementptr inbounds float, ptr %tl_stream0, i64 0
  %524 = mul i64 %512, 4
  call void @tilec_rt_stream(ptr %522, ptr %523, i64 %524)
  %525 = add nsw i32 %tl_c2, 1
  br label %for.cond115, !llvm.loop !27

for.cond121:                                      ; preds = %for.body122, %if.else113
  %j3124 = phi i32 [ 0, %if.else113 ], [ %555, %for.body122 ]
  %526 = icmp slt i32 %j3124, %481
  br i1 %526, label %for.body122, label %for.end123

for.body122:                                      ; preds = %for.cond121
  %527 = sext i32 %i to i64
  %528 = mul nsw i64 %527, 256
  %529 = add i32 0, %j3124
  %530 = sext i32 %529 to i64
  %531 = add nsw i64 %528, %530
  %532 = getelementptr inbounds float, ptr %X_s, i64 %531
  %533 = load float, ptr %532, align 4
  %534 = fsub float %533, %mu
  %535 = fmul float %534, %r
  %536 = add i32 0, %j3124
  %537 = sext i32 %536 to i64
  %538 = getelementptr inbounds float, ptr %W, i64 %537
  %539 = load float, ptr %538, align 4
  %540 = fmul float %535, %539
  %541 = add i32 0, %j3124
  %542 = sext i32 %541 to i64
  %543 = getelementptr inbounds float, ptr %B, i64 %542
  %544 = load float, ptr %543, align 4
  %545 = fadd float %540, %544
  %546 = mul i32 %bx, 16
  %547 = add i32 %546, %i
  %548 = sext i32 %547 to i64
  %549 = sext i32 %N to i64
  %550 = mul nsw i64 %548, %549
  %551 = add i32 0, %j3124
  %552 = sext i32 %551 to i64
  %553 = add nsw i64 %550, %552
  %554 = getelementptr inbounds float, ptr %Y, i64 %553
  store float %545, ptr %554, align 4
  %555 = add nsw i32 %j3124, 1
  br label %for.cond121, !llvm.loop !28

for.end123:                                       ; preds = %for.cond121
  br label %if.end114

for.cond125:                                      ; preds = %for.body126, %if.end111
  %j3128 = phi i32 [ 0, %if.end111 ], [ %557, %for.body126 ]
  %556 = icmp slt i32 %j3128, %468
  br i1 %556, label %for.body126, label %for.end127

for.body126:                                      ; preds = %for.cond125
  %557 = add nsw i32 %j3128, 1
  br label %for.cond125, !llvm.loop !29

for.end127:                                       ; preds = %for.cond125
  %558 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !30

if.then129:                                       ; preds = %if.else
  %559 = sext i32 %N to i64
  %560 = icmp slt i64 %559, 0
  %561 = sext i32 %N to i64
  %562 = icmp sgt i64 %561, 512
  %563 = sext i32 %N to i64
  %564 = select i1 %562, i64 512, i64 %563
  %565 = select i1 %560, i64 0, i64 %564
  %566 = icmp slt i64 %565, 0
  %567 = sext i32 %N to i64
  %568 = icmp slt i64 %567, 0
  %569 = sext i32 %N to i64
  %570 = icmp sgt i64 %569, 512
  %571 = sext i32 %N to i64
  %572 = select i1 %570, i64 512, i64 %571
  %573 = select i1 %568, i64 0, i64 %572
  %574 = select i1 %566, i64 0, i64 %573
  %575 = trunc i64 %574 to i32
  %576 = icmp slt i32 %575, 0
  %577 = sext i32 %N to i64
  %578 = icmp slt i64 %577, 0
  %579 = sext i32 %N to i64
  %580 = icmp sgt i64 %579, 512
  %581 = sext i32 %N to i64
  %582 = select i1 %580, i64 512, i64 %581
  %583 = select i1 %578, i64 0, i64 %582
  %584 = icmp slt i64 %583, 0
  %585 = sext i32 %N to i64
  %586 = icmp slt i64 %585, 0
  %587 = sext i32 %N to i64
  %588 = icmp sgt i64 %587, 512
  %589 = sext i32 %N to i64
  %590 = select i1 %588, i64 512, i64 %589
  %591 = select i1 %586, i64 0, i64 %590
  %592 = select i1 %584, i64 0, i64 %591
  %593 = trunc i64 %592 to i32
  %594 = icmp sgt i32 %593, 512
  %595 = sext i32 %N to i64
  %596 = icmp slt i64 %595, 0
  %597 = sext i32 %N to i64
  %598 = icmp sgt i64 %597, 512
  %599 = sext i32 %N to i64
  %600 = select i1 %598, i64 512, i64 %599
  %601 = select i1 %596, i64 0, i64 %600
  %602 = icmp slt i64 %601, 0
  %603 = sext i32 %N to i64
  %604 = icmp slt i64 %603, 0
  %605 = sext i32 %N to i64
  %606 = icmp sgt i64 %605, 512
  %607 = sext i32 %N to i64
  %608 = select i1 %606, i64 512, i64 %607
  %609 = select i1 %604, i64 0, i64 %608
  %610 = select i1 %602, i64 0, i64 %609
  %611 = trunc i64 %610 to i32
  %612 = select i1 %594, i32 512, i32 %611
  %613 = select i1 %576, i32 0, i32 %612
  %614 = add i32 %613, 31
  %615 = sdiv i32 %614, 32
  %616 = sub i32 0, %614
  %617 = select i1 false, i32 %616, i32 %615
  br label %for.cond132

if.else130:                                       ; preds = %if.else
  %618 = icmp sle i32 %N, 4096
  br i1 %618, label %if.then258, label %if.else259

if.end131:                                        ; preds = %if.end260, %for.end134
  br label %if.end

for.cond132:                                      ; preds = %if.end244, %if.then129
  %i135 = phi i32 [ 0, %if.then129 ], [ %1037, %if.end244 ]
  %619 = icmp slt i32 %i135, 4
  br i1 %619, label %for.body133, label %for.end134

for.body133:                                      ; preds = %for.cond132
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
  %tl_hi5 = trunc i64 %635 to i32
  br label %for.cond136

for.end134:                                       ; preds = %for.cond132
  br label %if.end131

for.cond136:                                      ; preds = %for.body137, %for.body133
  %j139 = phi i32 [ 0, %for.body133 ], [ %649, %for.body137 ]
  %636 = icmp slt i32 %j139, 0
  br i1 %636, label %for.body137, label %for.end138

for.body137:                                      ; preds = %for.cond136
  %637 = icmp slt i32 %j139, %N
  %x140 = select i1 %637, float 0.000000e+00, float 0.000000e+00
  %638 = sext i32 %i135 to i64
  %639 = mul nsw i64 %638, 512
  %640 = sext i32 %j139 to i64
  %641 = add nsw i64 %639, %640
  %642 = getelementptr inbounds float, ptr %X_f, i64 %641
  store float %x140, ptr %642, align 4
  %643 = fmul float %x140, %x140
  %644 = sext i32 %i135 to i64
  %645 = mul nsw i64 %644, 512
  %646 = sext i32 %j139 to i64
  %647 = add nsw i64 %645, %646
  %648 = getelementptr inbounds float, ptr %sq, i64 %647
  store float %643, ptr %648, align 4
  %649 = add nsw i32 %j139, 1
  br label %for.cond136, !llvm.loop !31

for.end138:                                       ; preds = %for.cond136
  %650 = mul i32 %bx, 4
  %651 = add i32 %650, %i135
  %652 = icmp sle i32 0, %651
  %653 = mul i32 %bx, 4
  %654 = add i32 %653, %i135
  %655 = icmp slt i32 %654, %M
  %656 = and i1 %652, %655
  br i1 %656, label %if.then141, label %if.else142

if.then141:                                       ; preds = %for.end138
  %657 = add i32 %i135, 1
  %658 = icmp slt i32 %657, 4
  br i1 %658, label %if.then144, label %if.else145

if.else142:                                       ; preds = %for.end138
  %659 = sub i32 %tl_hi5, 0
  br label %for.cond154

if.end143:                                        ; preds = %for.end156, %for.end152
  %660 = sub i32 512, %tl_hi5
  br label %for.cond158

if.then144:                                       ; preds = %if.then141
  %661 = sub i32 %tl_hi5, 0
  %662 = add i32 %661, 15
  %663 = sdiv i32 %662, 16
  %664 = sub i32 0, %662
  %665 = select i1 false, i32 %664, i32 %663
  br label %for.cond147

if.else145:                                       ; preds = %if.then141
  br label %if.end146

if.end146:                                        ; preds = %if.else145, %for.end149
  %666 = sub i32 %tl_hi5, 0
  br label %for.cond150

for.cond147:                                      ; preds = %for.body148, %if.then144
  %pf1 = phi i32 [ 0, %if.then144 ], [ %679, %for.body148 ]
  %667 = icmp slt i32 %pf1, %665
  br i1 %667, label %for.body148, label %for.end149

for.body148:                                      ; preds = %for.cond147
  %668 = mul i32 %bx, 4
  %669 = add i32 %i135, 1
  %670 = add i32 %668, %669
  %671 = sext i32 %670 to i64
  %672 = sext i32 %N to i64
  %673 = mul i64 %671, %672
  %674 = mul i32 %pf1, 16
  %675 = add i32 0, %674
  %676 = sext i32 %675 to i64
  %677 = add i64 %673, %676
  %678 = getelementptr float, ptr %X, i64 %677
  call void @llvm.prefetch.p0(ptr %678, i32 0, i32 3, i32 1)
  %679 = add nsw i32 %pf1, 1
  br label %for.cond147, !llvm.loop !32

for.end149:                                       ; preds = %for.cond147
  br label %if.end146

for.cond150:                                      ; preds = %for.body151, %if.end146
  %j4 = phi i32 [ 0, %if.end146 ], [ %703, %for.body151 ]
  %680 = icmp slt i32 %j4, %666
  br i1 %680, label %for.body151, label %for.end152

for.body151:                                      ; preds = %for.cond150
  %681 = mul i32 %bx, 4
  %682 = add i32 %681, %i135
  %683 = sext i32 %682 to i64
  %684 = sext i32 %N to i64
  %685 = mul nsw i64 %683, %684
  %686 = add i32 0, %j4
  %687 = sext i32 %686 to i64
  %688 = add nsw i64 %685, %687
  %689 = getelementptr inbounds float, ptr %X, i64 %688
  %x153 = load float, ptr %689, align 4
  %690 = sext i32 %i135 to i64
  %691 = mul nsw i64 %690, 512
  %692 = add i32 0, %j4
  %693 = sext i32 %692 to i64
  %694 = add nsw i64 %691, %693
  %695 = getelementptr inbounds float, ptr %X_f, i64 %694
  store float %x153, ptr %695, align 4
  %696 = fmul float %x153, %x153
  %697 = sext i32 %i135 to i64
  %698 = mul nsw i64 %697, 512
  %699 = add i32 0, %j4
  %700 = sext i32 %699 to i64
  %701 = add nsw i64 %698, %700
  %702 = getelementptr inbounds float, ptr %sq, i64 %701
  store float %696, ptr %702, align 4
  %703 = add nsw i32 %j4, 1
  br label %for.cond150, !llvm.loop !33

for.end152:                                       ; preds = %for.cond150
  br label %if.end143

for.cond154:                                      ; preds = %for.body155, %if.else142
  %j4157 = phi i32 [ 0, %if.else142 ], [ %717, %for.body155 ]
  %704 = icmp slt i32 %j4157, %659
  br i1 %704, label %for.body155, label %for.end156

for.body155:                                      ; preds = %for.cond154
  %705 = sext i32 %i135 to i64
  %706 = mul nsw i64 %705, 512
  %707 = add i32 0, %j4157
  %708 = sext i32 %707 to i64
  %709 = add nsw i64 %706, %708
  %710 = getelementptr inbounds float, ptr %X_f, i64 %709
  store float 0.000000e+00, ptr %710, align 4
  %711 = sext i32 %i135 to i64
  %712 = mul nsw i64 %711, 512
  %713 = add i32 0, %j4157
  %714 = sext i32 %713 to i64
  %715 = add nsw i64 %712, %714
  %716 = getelementptr inbounds float, ptr %sq, i64 %715
  store float 0.000000e+00, ptr %716, align 4
  %717 = add nsw i32 %j4157, 1
  br label %for.cond154, !llvm.loop !34

for.end156:                                       ; preds = %for.cond154
  br label %if.end143

for.cond158:                                      ; preds = %for.body159, %if.end143
  %j4161 = phi i32 [ 0, %if.end143 ], [ %731, %for.body159 ]
  %718 = icmp slt i32 %j4161, %660
  br i1 %718, label %for.body159, label %for.end160

for.body159:                                      ; preds = %for.cond158
  %719 = sext i32 %i135 to i64
  %720 = mul nsw i64 %719, 512
  %721 = add i32 %tl_hi5, %j4161
  %722 = sext i32 %721 to i64
  %723 = add nsw i64 %720, %722
  %724 = getelementptr inbounds float, ptr %X_f, i64 %723
  store float 0.000000e+00, ptr %724, align 4
  %725 = sext i32 %i135 to i64
  %726 = mul nsw i64 %725, 512
  %727 = add i32 %tl_hi5, %j4161
  %728 = sext i32 %727 to i64
  %729 = add nsw i64 %726, %728
  %730 = getelementptr inbounds float, ptr %sq, i64 %729
  store float 0.000000e+00, ptr %730, align 4
  %731 = add nsw i32 %j4161, 1
  br label %for.cond158, !llvm.loop !35

for.end160:                                       ; preds = %for.cond158
  %732 = call i64 @llvm.smax.i64(i64 32, i64 0)
  %733 = mul nuw i64 %732, 4
  %734 = getelementptr inbounds float, ptr %tl_lanes_24, i64 0
  %735 = sext i32 %i135 to i64
  %736 = mul nsw i64 %735, 512
  %737 = add nsw i64 %736, 0
  %738 = getelementptr inbounds float, ptr %X_f, i64 %737
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %734, ptr align 4 %738, i64 %733, i1 false)
  %739 = sub i32 %617, 1
  %740 = icmp slt i32 %739, 0
  %741 = sub i32 %617, 1
  %742 = select i1 %740, i32 0, i32 %741
  %tl_steps5 = select i1 true, i32 %742, i32 15
  %743 = icmp eq i32 %tl_steps5, 15
  br i1 %743, label %if.then162, label %if.else163

if.then162:                                       ; preds = %for.end160
  br label %for.cond165

if.else163:                                       ; preds = %for.end160
  br label %for.cond171

if.end164:                                        ; preds = %if.end181, %for.end167
  br label %for.cond182

for.cond165:                                      ; preds = %for.end170, %if.then162
  %red2 = phi i32 [ 0, %if.then162 ], [ %762, %for.end170 ]
  %744 = icmp slt i32 %red2, 15
  br i1 %744, label %for.body166, label %for.end167

for.body166:                                      ; preds = %for.cond165
  br label %for.cond168

for.end167:                                       ; preds = %for.cond165
  br label %if.end164

for.cond168:                                      ; preds = %for.body169, %for.body166
  %lane2 = phi i32 [ 0, %for.body166 ], [ %761, %for.body169 ]
  %745 = icmp slt i32 %lane2, 32
  br i1 %745, label %for.body169, label %for.end170

for.body169:                                      ; preds = %for.cond168
  %746 = sext i32 %lane2 to i64
  %747 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %746
  %748 = load float, ptr %747, align 4
  %749 = sext i32 %i135 to i64
  %750 = mul nsw i64 %749, 512
  %751 = add i32 %red2, 1
  %752 = mul i32 %751, 32
  %753 = add i32 %752, %lane2
  %754 = sext i32 %753 to i64
  %755 = add nsw i64 %750, %754
  %756 = getelementptr inbounds float, ptr %X_f, i64 %755
  %757 = load float, ptr %756, align 4
  %758 = fadd float %748, %757
  %759 = sext i32 %lane2 to i64
  %760 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %759
  store float %758, ptr %760, align 4
  %761 = add nsw i32 %lane2, 1
  br label %for.cond168, !llvm.loop !36

for.end170:                                       ; preds = %for.cond168
  %762 = add nsw i32 %red2, 1
  br label %for.cond165, !llvm.loop !37

for.cond171:                                      ; preds = %for.end177, %if.else163
  %red2174 = phi i32 [ 0, %if.else163 ], [ %782, %for.end177 ]
  %763 = icmp slt i32 %red2174, %tl_steps5
  br i1 %763, label %for.body172, label %for.end173

for.body172:                                      ; preds = %for.cond171
  br label %for.cond175

for.end173:                                       ; preds = %for.cond171
  %764 = icmp slt i32 %tl_steps5, 15
  br i1 %764, label %if.then179, label %if.else180

for.cond175:                                      ; preds = %for.body176, %for.body172
  %lane2178 = phi i32 [ 0, %for.body172 ], [ %781, %for.body176 ]
  %765 = icmp slt i32 %lane2178, 32
  br i1 %765, label %for.body176, label %for.end177

for.body176:                                      ; preds = %for.cond175
  %766 = sext i32 %lane2178 to i64
  %767 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %766
  %768 = load float, ptr %767, align 4
  %769 = sext i32 %i135 to i64
  %770 = mul nsw i64 %769, 512
  %771 = add i32 %red2174, 1
  %772 = mul i32 %771, 32
  %773 = add i32 %772, %lane2178
  %774 = sext i32 %773 to i64
  %775 = add nsw i64 %770, %774
  %776 = getelementptr inbounds float, ptr %X_f, i64 %775
  %777 = load float, ptr %776, align 4
  %778 = fadd float %768, %777
  %779 = sext i32 %lane2178 to i64
  %780 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %779
  store float %778, ptr %780, align 4
  %781 = add nsw i32 %lane2178, 1
  br label %for.cond175, !llvm.loop !38

for.end177:                                       ; preds = %for.cond175
  %782 = add nsw i32 %red2174, 1
  br label %for.cond171, !llvm.loop !39

if.then179:                                       ; preds = %for.end173
  %783 = getelementptr inbounds float, ptr %tl_lanes_24, i64 0
  %784 = load float, ptr %783, align 4
  %785 = fadd float %784, 0.000000e+00
  %786 = getelementptr inbounds float, ptr %tl_lanes_24, i64 0
  store float %785, ptr %786, align 4
  br label %if.end181

if.else180:                                       ; preds = %for.end173
  br label %if.end181

if.end181:                                        ; preds = %if.else180, %if.then179
  br label %if.end164

for.cond182:                                      ; preds = %for.body183, %if.end164
  %lane2185 = phi i32 [ 0, %if.end164 ], [ %798, %for.body183 ]
  %787 = icmp slt i32 %lane2185, 16
  br i1 %787, label %for.body183, label %for.end184

for.body183:                                      ; preds = %for.cond182
  %788 = sext i32 %lane2185 to i64
  %789 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %788
  %790 = load float, ptr %789, align 4
  %791 = add i32 %lane2185, 16
  %792 = sext i32 %791 to i64
  %793 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %792
  %794 = load float, ptr %793, align 4
  %795 = fadd float %790, %794
  %796 = sext i32 %lane2185 to i64
  %797 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %796
  store float %795, ptr %797, align 4
  %798 = add nsw i32 %lane2185, 1
  br label %for.cond182, !llvm.loop !40

for.end184:                                       ; preds = %for.cond182
  br label %for.cond186

for.cond186:                                      ; preds = %for.body187, %for.end184
  %lane2189 = phi i32 [ 0, %for.end184 ], [ %810, %for.body187 ]
  %799 = icmp slt i32 %lane2189, 8
  br i1 %799, label %for.body187, label %for.end188

for.body187:                                      ; preds = %for.cond186
  %800 = sext i32 %lane2189 to i64
  %801 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %800
  %802 = load float, ptr %801, align 4
  %803 = add i32 %lane2189, 8
  %804 = sext i32 %803 to i64
  %805 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %804
  %806 = load float, ptr %805, align 4
  %807 = fadd float %802, %806
  %808 = sext i32 %lane2189 to i64
  %809 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %808
  store float %807, ptr %809, align 4
  %810 = add nsw i32 %lane2189, 1
  br label %for.cond186, !llvm.loop !41

for.end188:                                       ; preds = %for.cond186
  br label %for.cond190

for.cond190:                                      ; preds = %for.body191, %for.end188
  %lane2193 = phi i32 [ 0, %for.end188 ], [ %822, %for.body191 ]
  %811 = icmp slt i32 %lane2193, 4
  br i1 %811, label %for.body191, label %for.end192

for.body191:                                      ; preds = %for.cond190
  %812 = sext i32 %lane2193 to i64
  %813 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %812
  %814 = load float, ptr %813, align 4
  %815 = add i32 %lane2193, 4
  %816 = sext i32 %815 to i64
  %817 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %816
  %818 = load float, ptr %817, align 4
  %819 = fadd float %814, %818
  %820 = sext i32 %lane2193 to i64
  %821 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %820
  store float %819, ptr %821, align 4
  %822 = add nsw i32 %lane2193, 1
  br label %for.cond190, !llvm.loop !42

for.end192:                                       ; preds = %for.cond190
  br label %for.cond194

for.cond194:                                      ; preds = %for.body195, %for.end192
  %lane2197 = phi i32 [ 0, %for.end192 ], [ %834, %for.body195 ]
  %823 = icmp slt i32 %lane2197, 2
  br i1 %823, label %for.body195, label %for.end196

for.body195:                                      ; preds = %for.cond194
  %824 = sext i32 %lane2197 to i64
  %825 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %824
  %826 = load float, ptr %825, align 4
  %827 = add i32 %lane2197, 2
  %828 = sext i32 %827 to i64
  %829 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %828
  %830 = load float, ptr %829, align 4
  %831 = fadd float %826, %830
  %832 = sext i32 %lane2197 to i64
  %833 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %832
  store float %831, ptr %833, align 4
  %834 = add nsw i32 %lane2197, 1
  br label %for.cond194, !llvm.loop !43

for.end196:                                       ; preds = %for.cond194
  br label %for.cond198

for.cond198:                                      ; preds = %for.body199, %for.end196
  %lane2201 = phi i32 [ 0, %for.end196 ], [ %846, %for.body199 ]
  %835 = icmp slt i32 %lane2201, 1
  br i1 %835, label %for.body199, label %for.end200

for.body199:                                      ; preds = %for.cond198
  %836 = sext i32 %lane2201 to i64
  %837 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %836
  %838 = load float, ptr %837, align 4
  %839 = add i32 %lane2201, 1
  %840 = sext i32 %839 to i64
  %841 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %840
  %842 = load float, ptr %841, align 4
  %843 = fadd float %838, %842
  %844 = sext i32 %lane2201 to i64
  %845 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %844
  store float %843, ptr %845, align 4
  %846 = add nsw i32 %lane2201, 1
  br label %for.cond198, !llvm.loop !44

for.end200:                                       ; preds = %for.cond198
  %847 = sext i32 %i135 to i64
  %848 = getelementptr inbounds float, ptr %mean, i64 %847
  store float 0.000000e+00, ptr %848, align 4
  %849 = sext i32 %i135 to i64
  %850 = getelementptr inbounds float, ptr %mean, i64 %849
  %851 = load float, ptr %850, align 4
  %852 = getelementptr inbounds float, ptr %tl_lanes_24, i64 0
  %853 = load float, ptr %852, align 4
  %854 = fadd float %851, %853
  %855 = sext i32 %i135 to i64
  %856 = getelementptr inbounds float, ptr %mean, i64 %855
  store float %854, ptr %856, align 4
  %857 = call i64 @llvm.smax.i64(i64 32, i64 0)
  %858 = mul nuw i64 %857, 4
  %859 = getelementptr inbounds float, ptr %tl_lanes_25, i64 0
  %860 = sext i32 %i135 to i64
  %861 = mul nsw i64 %860, 512
  %862 = add nsw i64 %861, 0
  %863 = getelementptr inbounds float, ptr %sq, i64 %862
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %859, ptr align 4 %863, i64 %858, i1 false)
  %864 = sub i32 %617, 1
  %865 = icmp slt i32 %864, 0
  %866 = sub i32 %617, 1
  %867 = select i1 %865, i32 0, i32 %866
  %tl_steps7 = select i1 true, i32 %867, i32 15
  %868 = icmp eq i32 %tl_steps7, 15
  br i1 %868, label %if.then202, label %if.else203

if.then202:                                       ; preds = %for.end200
  br label %for.cond205

if.else203:                                       ; preds = %for.end200
  br label %for.cond211

if.end204:                                        ; preds = %if.end221, %for.end207
  br label %for.cond222

for.cond205:                                      ; preds = %for.end210, %if.then202
  %red3 = phi i32 [ 0, %if.then202 ], [ %887, %for.end210 ]
  %869 = icmp slt i32 %red3, 15
  br i1 %869, label %for.body206, label %for.end207

for.body206:                                      ; preds = %for.cond205
  br label %for.cond208

for.end207:                                       ; preds = %for.cond205
  br label %if.end204

for.cond208:                                      ; preds = %for.body209, %for.body206
  %lane3 = phi i32 [ 0, %for.body206 ], [ %886, %for.body209 ]
  %870 = icmp slt i32 %lane3, 32
  br i1 %870, label %for.body209, label %for.end210

for.body209:                                      ; preds = %for.cond208
  %871 = sext i32 %lane3 to i64
  %872 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %871
  %873 = load float, ptr %872, align 4
  %874 = sext i32 %i135 to i64
  %875 = mul nsw i64 %874, 512
  %876 = add i32 %red3, 1
  %877 = mul i32 %876, 32
  %878 = add i32 %877, %lane3
  %879 = sext i32 %878 to i64
  %880 = add nsw i64 %875, %879
  %881 = getelementptr inbounds float, ptr %sq, i64 %880
  %882 = load float, ptr %881, align 4
  %883 = fadd float %873, %882
  %884 = sext i32 %lane3 to i64
  %885 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %884
  store float %883, ptr %885, align 4
  %886 = add nsw i32 %lane3, 1
  br label %for.cond208, !llvm.loop !45

for.end210:                                       ; preds = %for.cond208
  %887 = add nsw i32 %red3, 1
  br label %for.cond205, !llvm.loop !46

for.cond211:                                      ; preds = %for.end217, %if.else203
  %red3214 = phi i32 [ 0, %if.else203 ], [ %907, %for.end217 ]
  %888 = icmp slt i32 %red3214, %tl_steps7
  br i1 %888, label %for.body212, label %for.end213

for.body212:                                      ; preds = %for.cond211
  br label %for.cond215

for.end213:                                       ; preds = %for.cond211
  %889 = icmp slt i32 %tl_steps7, 15
  br i1 %889, label %if.then219, label %if.else220

for.cond215:                                      ; preds = %for.body216, %for.body212
  %lane3218 = phi i32 [ 0, %for.body212 ], [ %906, %for.body216 ]
  %890 = icmp slt i32 %lane3218, 32
  br i1 %890, label %for.body216, label %for.end217

for.body216:                                      ; preds = %for.cond215
  %891 = sext i32 %lane3218 to i64
  %892 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %891
  %893 = load float, ptr %892, align 4
  %894 = sext i32 %i135 to i64
  %895 = mul nsw i64 %894, 512
  %896 = add i32 %red3214, 1
  %897 = mul i32 %896, 32
  %898 = add i32 %897, %lane3218
  %899 = sext i32 %898 to i64
  %900 = add nsw i64 %895, %899
  %901 = getelementptr inbounds float, ptr %sq, i64 %900
  %902 = load float, ptr %901, align 4
  %903 = fadd float %893, %902
  %904 = sext i32 %lane3218 to i64
  %905 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %904
  store float %903, ptr %905, align 4
  %906 = add nsw i32 %lane3218, 1
  br label %for.cond215, !llvm.loop !47

for.end217:                                       ; preds = %for.cond215
  %907 = add nsw i32 %red3214, 1
  br label %for.cond211, !llvm.loop !48

if.then219:                                       ; preds = %for.end213
  %908 = getelementptr inbounds float, ptr %tl_lanes_25, i64 0
  %909 = load float, ptr %908, align 4
  %910 = fadd float %909, 0.000000e+00
  %911 = getelementptr inbounds float, ptr %tl_lanes_25, i64 0
  store float %910, ptr %911, align 4
  br label %if.end221

if.else220:                                       ; preds = %for.end213
  br label %if.end221

if.end221:                                        ; preds = %if.else220, %if.then219
  br label %if.end204

for.cond222:                                      ; preds = %for.body223, %if.end204
  %lane3225 = phi i32 [ 0, %if.end204 ], [ %923, %for.body223 ]
  %912 = icmp slt i32 %lane3225, 16
  br i1 %912, label %for.body223, label %for.end224

for.body223:                                      ; preds = %for.cond222
  %913 = sext i32 %lane3225 to i64
  %914 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %913
  %915 = load float, ptr %914, align 4
  %916 = add i32 %lane3225, 16
  %917 = sext i32 %916 to i64
  %918 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %917
  %919 = load float, ptr %918, align 4
  %920 = fadd float %915, %919
  %921 = sext i32 %lane3225 to i64
  %922 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %921
  store float %920, ptr %922, align 4
  %923 = add nsw i32 %lane3225, 1
  br label %for.cond222, !llvm.loop !49

for.end224:                                       ; preds = %for.cond222
  br label %for.cond226

for.cond226:                                      ; preds = %for.body227, %for.end224
  %lane3229 = phi i32 [ 0, %for.end224 ], [ %935, %for.body227 ]
  %924 = icmp slt i32 %lane3229, 8
  br i1 %924, label %for.body227, label %for.end228

for.body227:                                      ; preds = %for.cond226
  %925 = sext i32 %lane3229 to i64
  %926 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %925
  %927 = load float, ptr %926, align 4
  %928 = add i32 %lane3229, 8
  %929 = sext i32 %928 to i64
  %930 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %929
  %931 = load float, ptr %930, align 4
  %932 = fadd float %927, %931
  %933 = sext i32 %lane3229 to i64
  %934 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %933
  store float %932, ptr %934, align 4
  %935 = add nsw i32 %lane3229, 1
  br label %for.cond226, !llvm.loop !50

for.end228:                                       ; preds = %for.cond226
  br label %for.cond230

for.cond230:                                      ; preds = %for.body231, %for.end228
  %lane3233 = phi i32 [ 0, %for.end228 ], [ %947, %for.body231 ]
  %936 = icmp slt i32 %lane3233, 4
  br i1 %936, label %for.body231, label %for.end232

for.body231:                                      ; preds = %for.cond230
  %937 = sext i32 %lane3233 to i64
  %938 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %937
  %939 = load float, ptr %938, align 4
  %940 = add i32 %lane3233, 4
  %941 = sext i32 %940 to i64
  %942 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %941
  %943 = load float, ptr %942, align 4
  %944 = fadd float %939, %943
  %945 = sext i32 %lane3233 to i64
  %946 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %945
  store float %944, ptr %946, align 4
  %947 = add nsw i32 %lane3233, 1
  br label %for.cond230, !llvm.loop !51

for.end232:                                       ; preds = %for.cond230
  br label %for.cond234

for.cond234:                                      ; preds = %for.body235, %for.end232
  %lane3237 = phi i32 [ 0, %for.end232 ], [ %959, %for.body235 ]
  %948 = icmp slt i32 %lane3237, 2
  br i1 %948, label %for.body235, label %for.end236

for.body235:                                      ; preds = %for.cond234
  %949 = sext i32 %lane3237 to i64
  %950 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %949
  %951 = load float, ptr %950, align 4
  %952 = add i32 %lane3237, 2
  %953 = sext i32 %952 to i64
  %954 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %953
  %955 = load float, ptr %954, align 4
  %956 = fadd float %951, %955
  %957 = sext i32 %lane3237 to i64
  %958 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %957
  store float %956, ptr %958, align 4
  %959 = add nsw i32 %lane3237, 1
  br label %for.cond234, !llvm.loop !52

for.end236:                                       ; preds = %for.cond234
  br label %for.cond238

for.cond238:                                      ; preds = %for.body239, %for.end236
  %lane3241 = phi i32 [ 0, %for.end236 ], [ %971, %for.body239 ]
  %960 = icmp slt i32 %lane3241, 1
  br i1 %960, label %for.body239, label %for.end240

for.body239:                                      ; preds = %for.cond238
  %961 = sext i32 %lane3241 to i64
  %962 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %961
  %963 = load float, ptr %962, align 4
  %964 = add i32 %lane3241, 1
  %965 = sext i32 %964 to i64
  %966 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %965
  %967 = load float, ptr %966, align 4
  %968 = fadd float %963, %967
  %969 = sext i32 %lane3241 to i64
  %970 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %969
  store float %968, ptr %970, align 4
  %971 = add nsw i32 %lane3241, 1
  br label %for.cond238, !llvm.loop !53

for.end240:                                       ; preds = %for.cond238
  %972 = sext i32 %i135 to i64
  %973 = getelementptr inbounds float, ptr %rstd, i64 %972
  store float 0.000000e+00, ptr %973, align 4
  %974 = sext i32 %i135 to i64
  %975 = getelementptr inbounds float, ptr %rstd, i64 %974
  %976 = load float, ptr %975, align 4
  %977 = getelementptr inbounds float, ptr %tl_lanes_25, i64 0
  %978 = load float, ptr %977, align 4
  %979 = fadd float %976, %978
  %980 = sext i32 %i135 to i64
  %981 = getelementptr inbounds float, ptr %rstd, i64 %980
  store float %979, ptr %981, align 4
  %982 = sext i32 %i135 to i64
  %983 = getelementptr inbounds float, ptr %mean, i64 %982
  %984 = load float, ptr %983, align 4
  %985 = sitofp i32 %N to float
  %986 = fdiv float %984, %985
  %987 = sext i32 %i135 to i64
  %988 = getelementptr inbounds float, ptr %mean, i64 %987
  store float %986, ptr %988, align 4
  %989 = sext i32 %i135 to i64
  %990 = getelementptr inbounds float, ptr %rstd, i64 %989
  %991 = load float, ptr %990, align 4
  %992 = sitofp i32 %N to float
  %993 = fdiv float %991, %992
  %994 = sext i32 %i135 to i64
  %995 = getelementptr inbounds float, ptr %mean, i64 %994
  %996 = load float, ptr %995, align 4
  %997 = sext i32 %i135 to i64
  %998 = getelementptr inbounds float, ptr %mean, i64 %997
  %999 = load float, ptr %998, align 4
  %1000 = fmul float %996, %999
  %1001 = fsub float %993, %1000
  %1002 = call float @llvm.maxnum.f32(float %1001, float 0.000000e+00)
  %1003 = fadd float %1002, 0x3EE4F8B580000000
  %1004 = fpext float %1003 to double
  %1005 = call double @llvm.sqrt.f64(double %1004)
  %1006 = fdiv double 1.000000e+00, %1005
  %1007 = fptrunc double %1006 to float
  %1008 = sext i32 %i135 to i64
  %1009 = getelementptr inbounds float, ptr %rstd, i64 %1008
  store float %1007, ptr %1009, align 4
  %1010 = sext i32 %N to i64
  %1011 = icmp slt i64 %1010, 0
  %1012 = sext i32 %N to i64
  %1013 = icmp sgt i64 %1012, 512
  %1014 = sext i32 %N to i64
  %1015 = select i1 %1013, i64 512, i64 %1014
  %1016 = select i1 %1011, i64 0, i64 %1015
  %1017 = icmp slt i64 %1016, 0
  %1018 = sext i32 %N to i64
  %1019 = icmp slt i64 %1018, 0
  %1020 = sext i32 %N to i64
  %1021 = icmp sgt i64 %1020, 512
  %1022 = sext i32 %N to i64
  %1023 = select i1 %1021, i64 512, i64 %1022
  %1024 = select i1 %1019, i64 0, i64 %1023
  %1025 = select i1 %1017, i64 0, i64 %1024
  %tl_hi7 = trunc i64 %1025 to i32
  %1026 = mul i32 %bx, 4
  %1027 = add i32 %1026, %i135
  %1028 = icmp sle i32 0, %1027
  %1029 = mul i32 %bx, 4
  %1030 = add i32 %1029, %i135
  %1031 = icmp slt i32 %1030, %M
  %1032 = and i1 %1028, %1031
  br i1 %1032, label %if.then242, label %if.else243

if.then242:                                       ; preds = %for.end240
  %1033 = sext i32 %M to i64
  %1034 = sext i32 %N to i64
  %1035 = mul i64 %1033, %1034
  %1036 = icmp sge i64 %1035, 8388608
  br i1 %1036, label %if.then245, label %if.else246

if.else243:                                       ; preds = %for.end240
  br label %if.end244

if.end244:                                        ; preds = %if.else243, %if.end247
  %1037 = add nsw i32 %i135, 1
  br label %for.cond132, !llvm.loop !54

if.then245:                                       ; preds = %if.then242
  %tl_sn8 = sub i32 %tl_hi7, 0
  %1038 = sext i32 %tl_sn8 to i64
  %1039 = sdiv i64 %1038, 1024
  %1040 = sub i64 0, %1038
  %1041 = select i1 false, i64 %1040, i64 %1039
  %1042 = srem i64 %1038, 1024
  %1043 = icmp ne i64 %1042, 0
  %1044 = icmp slt i64 %1038, 0
  %1045 = icmp eq i1 %1044, false
  %1046 = and i1 %1043, %1045
  %1047 = zext i1 %1046 to i64
  %1048 = add i64 %1041, %1047
  %1049 = trunc i64 %1048 to i32
  br label %for.cond248

if.else246:                                       ; preds = %if.then242
  %1050 = sub i32 %tl_hi7, 0
  br label %for.cond254

if.end247:                                        ; preds = %for.end256, %for.end250
  br label %if.end244

for.cond248:                                      ; preds = %for.end253, %if.then245
  %tl_c9 = phi i32 [ 0, %if.then245 ], [ %1100, %for.end253 ]
  %1051 = icmp slt i32 %tl_c9, %1049
  br i1 %1051, label %for.body249, label %for.end250

for.body249:                                      ; preds = %for.cond248
  %tl_sb10 = mul i32 %tl_c9, 1024
  %1052 = sub i32 %tl_sn8, %tl_sb10
  %1053 = icmp slt i32 %1052, 1024
  %1054 = sub i32 %tl_sn8, %tl_sb10
  %tl_sm11 = select i1 %1053, i32 %1054, i32 1024
  br label %for.cond251

for.end250:                                       ; preds = %for.cond248
  br label %if.end247

for.cond251:                                      ; preds = %for.body252, %for.body249
  %tl_c12 = phi i32 [ 0, %for.body249 ], [ %1086, %for.body252 ]
  %1055 = icmp slt i32 %tl_c12, %tl_sm11
  br i1 %1055, label %for.body252, label %for.end253

for.body252:                                      ; preds = %for.cond251
  %1056 = sext i32 %i135 to i64
  %1057 = mul nsw i64 %1056, 512
  %1058 = add i32 %tl_sb10, %tl_c12
  %1059 = add i32 0, %1058
  %1060 = sext i32 %1059 to i64
  %1061 = add nsw i64 %1057, %1060
  %1062 = getelementptr inbounds float, ptr %X_f, i64 %1061
  %1063 = load float, ptr %1062, align 4
  %1064 = sext i32 %i135 to i64
  %1065 = getelementptr inbounds float, ptr %mean, i64 %1064
  %1066 = load float, ptr %1065, align 4
  %1067 = fsub float %1063, %1066
  %1068 = sext i32 %i135 to i64
  %1069 = getelementptr inbounds float, ptr %rstd, i64 %1068
  %1070 = load float, ptr %1069, align 4
  %1071 = fmul float %1067, %1070
  %1072 = add i32 %tl_sb10, %tl_c12
  %1073 = add i32 0, %1072
  %1074 = sext i32 %1073 to i64
  %1075 = getelementptr inbounds float, ptr %W, i64 %1074
  %1076 = load float, ptr %1075, align 4
  %1077 = fmul float %1071, %1076
  %1078 = add i32 %tl_sb10, %tl_c12
  %1079 = add i32 0, %1078
  %1080 = sext i32 %1079 to i64
  %1081 = getelementptr inbounds float, ptr %B, i64 %1080
  %1082 = load float, ptr %1081, align 4
  %1083 = fadd float %1077, %1082
  %1084 = sext i32 %tl_c12 to i64
  %1085 = getelementptr inbounds float, ptr %tl_stream7, i64 %1084
  store float %1083, ptr %1085, align 4
  %1086 = add nsw i32 %tl_c12, 1
  br label %for.cond251, !llvm.loop !55

for.end253:                                       ; preds = %for.cond251
  %1087 = sext i32 %tl_sm11 to i64
  %1088 = mul i32 %bx, 4
  %1089 = add i32 %1088, %i135
  %1090 = sext i32 %1089 to i64
  %1091 = sext i32 %N to i64
  %1092 = mul nsw i64 %1090, %1091
  %1093 = add i32 %tl_sb10, 0
  %1094 = add i32 0, %1093
  %1095 = sext i32 %1094 to i64
  %1096 = add nsw i64 %1092, %1095
  %1097 = getelementptr inbounds float, ptr %Y, i64 %1096
  %1098 = getelementptr inbounds float, ptr %tl_stream7, i64 0
  %1099 = mul i64 %1087, 4
  call void @tilec_rt_stream(ptr %1097, ptr %1098, i64 %1099)
  %1100 = add nsw i32 %tl_c9, 1
  br label %for.cond248, !llvm.loop !56

for.cond254:                                      ; preds = %for.body255, %if.else246
  %j4257 = phi i32 [ 0, %if.else246 ], [ %1136, %for.body255 ]
  %1101 = icmp slt i32 %j4257, %1050
  br i1 %1101, label %for.body255, label %for.end256

for.body255:                                      ; preds = %for.cond254
  %1102 = sext i32 %i135 to i64
  %1103 = mul nsw i64 %1102, 512
  %1104 = add i32 0, %j4257
  %1105 = sext i32 %1104 to i64
  %1106 = add nsw i64 %1103, %1105
  %1107 = getelementptr inbounds float, ptr %X_f, i64 %1106
  %1108 = load float, ptr %1107, align 4
  %1109 = sext i32 %i135 to i64
  %1110 = getelementptr inbounds float, ptr %mean, i64 %1109
  %1111 = load float, ptr %1110, align 4
  %1112 = fsub float %1108, %1111
  %1113 = sext i32 %i135 to i64
  %1114 = getelementptr inbounds float, ptr %rstd, i64 %1113
  %1115 = load float, ptr %1114, align 4
  %1116 = fmul float %1112, %1115
  %1117 = add i32 0, %j4257
  %1118 = sext i32 %1117 to i64
  %1119 = getelementptr inbounds float, ptr %W, i64 %1118
  %1120 = load float, ptr %1119, align 4
  %1121 = fmul float %1116, %1120
  %1122 = add i32 0, %j4257
  %1123 = sext i32 %1122 to i64
  %1124 = getelementptr inbounds float, ptr %B, i64 %1123
  %1125 = load float, ptr %1124, align 4
  %1126 = fadd float %1121, %1125
  %1127 = mul i32 %bx, 4
  %1128 = add i32 %1127, %i135
  %1129 = sext i32 %1128 to i64
  %1130 = sext i32 %N to i64
  %1131 = mul nsw i64 %1129, %1130
  %1132 = add i32 0, %j4257
  %1133 = sext i32 %1132 to i64
  %1134 = add nsw i64 %1131, %1133
  %1135 = getelementptr inbounds float, ptr %Y, i64 %1134
  store float %1126, ptr %1135, align 4
  %1136 = add nsw i32 %j4257, 1
  br label %for.cond254, !llvm.loop !57

for.end256:                                       ; preds = %for.cond254
  br label %if.end247

if.then258:                                       ; preds = %if.else130
  call void @llvm.memset.p0.i64(ptr align 64 %mean_r, i8 0, i64 4, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %rstd_r, i8 0, i64 4, i1 false)
  %1137 = sext i32 %N to i64
  %1138 = icmp slt i64 %1137, 0
  %1139 = sext i32 %N to i64
  %1140 = icmp sgt i64 %1139, 4096
  %1141 = sext i32 %N to i64
  %1142 = select i1 %1140, i64 4096, i64 %1141
  %1143 = select i1 %1138, i64 0, i64 %1142
  %1144 = icmp slt i64 %1143, 0
  %1145 = sext i32 %N to i64
  %1146 = icmp slt i64 %1145, 0
  %1147 = sext i32 %N to i64
  %1148 = icmp sgt i64 %1147, 4096
  %1149 = sext i32 %N to i64
  %1150 = select i1 %1148, i64 4096, i64 %1149
  %1151 = select i1 %1146, i64 0, i64 %1150
  %1152 = select i1 %1144, i64 0, i64 %1151
  %1153 = trunc i64 %1152 to i32
  %1154 = icmp slt i32 %1153, 0
  %1155 = sext i32 %N to i64
  %1156 = icmp slt i64 %1155, 0
  %1157 = sext i32 %N to i64
  %1158 = icmp sgt i64 %1157, 4096
  %1159 = sext i32 %N to i64
  %1160 = select i1 %1158, i64 4096, i64 %1159
  %1161 = select i1 %1156, i64 0, i64 %1160
  %1162 = icmp slt i64 %1161, 0
  %1163 = sext i32 %N to i64
  %1164 = icmp slt i64 %1163, 0
  %1165 = sext i32 %N to i64
  %1166 = icmp sgt i64 %1165, 4096
  %1167 = sext i32 %N to i64
  %1168 = select i1 %1166, i64 4096, i64 %1167
  %1169 = select i1 %1164, i64 0, i64 %1168
  %1170 = select i1 %1162, i64 0, i64 %1169
  %1171 = trunc i64 %1170 to i32
  %1172 = icmp sgt i32 %1171, 4096
  %1173 = sext i32 %N to i64
  %1174 = icmp slt i64 %1173, 0
  %1175 = sext i32 %N to i64
  %1176 = icmp sgt i64 %1175, 4096
  %1177 = sext i32 %N to i64
  %1178 = select i1 %1176, i64 4096, i64 %1177
  %1179 = select i1 %1174, i64 0, i64 %1178
  %1180 = icmp slt i64 %1179, 0
  %1181 = sext i32 %N to i64
  %1182 = icmp slt i64 %1181, 0
  %1183 = sext i32 %N to i64
  %1184 = icmp sgt i64 %1183, 4096
  %1185 = sext i32 %N to i64
  %1186 = select i1 %1184, i64 4096, i64 %1185
  %1187 = select i1 %1182, i64 0, i64 %1186
  %1188 = select i1 %1180, i64 0, i64 %1187
  %1189 = trunc i64 %1188 to i32
  %1190 = select i1 %1172, i32 4096, i32 %1189
  %1191 = select i1 %1154, i32 0, i32 %1190
  %1192 = add i32 %1191, 31
  %1193 = sdiv i32 %1192, 32
  %1194 = sub i32 0, %1192
  %1195 = select i1 false, i32 %1194, i32 %1193
  br label %for.cond261

if.else259:                                       ; preds = %if.else130
  br label %for.cond402

if.end260:                                        ; preds = %for.end495, %for.end263
  br label %if.end131

for.cond261:                                      ; preds = %for.end385, %if.then258
  %r264 = phi i32 [ 0, %if.then258 ], [ %1827, %for.end385 ]
  %1196 = icmp slt i32 %r264, 4
  br i1 %1196, label %for.body262, label %for.end263

for.body262:                                      ; preds = %for.cond261
  br label %for.cond265

for.end263:                                       ; preds = %for.cond261
  br label %if.end260

for.cond265:                                      ; preds = %if.end276, %for.body262
  %i268 = phi i32 [ 0, %for.body262 ], [ %1239, %if.end276 ]
  %1197 = icmp slt i32 %i268, 1
  br i1 %1197, label %for.body266, label %for.end267

for.body266:                                      ; preds = %for.cond265
  %1198 = sext i32 %N to i64
  %1199 = icmp slt i64 %1198, 0
  %1200 = sext i32 %N to i64
  %1201 = icmp sgt i64 %1200, 4096
  %1202 = sext i32 %N to i64
  %1203 = select i1 %1201, i64 4096, i64 %1202
  %1204 = select i1 %1199, i64 0, i64 %1203
  %1205 = icmp slt i64 %1204, 0
  %1206 = sext i32 %N to i64
  %1207 = icmp slt i64 %1206, 0
  %1208 = sext i32 %N to i64
  %1209 = icmp sgt i64 %1208, 4096
  %1210 = sext i32 %N to i64
  %1211 = select i1 %1209, i64 4096, i64 %1210
  %1212 = select i1 %1207, i64 0, i64 %1211
  %1213 = select i1 %1205, i64 0, i64 %1212
  %tl_hi9 = trunc i64 %1213 to i32
  br label %for.cond269

for.end267:                                       ; preds = %for.cond265
  br label %for.cond285

for.cond269:                                      ; preds = %for.body270, %for.body266
  %j272 = phi i32 [ 0, %for.body266 ], [ %1227, %for.body270 ]
  %1214 = icmp slt i32 %j272, 0
  br i1 %1214, label %for.body270, label %for.end271

for.body270:                                      ; preds = %for.cond269
  %1215 = icmp slt i32 %j272, %N
  %x273 = select i1 %1215, float 0.000000e+00, float 0.000000e+00
  %1216 = sext i32 %i268 to i64
  %1217 = mul nsw i64 %1216, 4096
  %1218 = sext i32 %j272 to i64
  %1219 = add nsw i64 %1217, %1218
  %1220 = getelementptr inbounds float, ptr %X_r, i64 %1219
  store float %x273, ptr %1220, align 4
  %1221 = fmul float %x273, %x273
  %1222 = sext i32 %i268 to i64
  %1223 = mul nsw i64 %1222, 4096
  %1224 = sext i32 %j272 to i64
  %1225 = add nsw i64 %1223, %1224
  %1226 = getelementptr inbounds float, ptr %sq_r, i64 %1225
  store float %1221, ptr %1226, align 4
  %1227 = add nsw i32 %j272, 1
  br label %for.cond269, !llvm.loop !58

for.end271:                                       ; preds = %for.cond269
  %1228 = mul i32 %bx, 4
  %1229 = add i32 %1228, %r264
  %1230 = add i32 %1229, %i268
  %1231 = icmp sle i32 0, %1230
  %1232 = mul i32 %bx, 4
  %1233 = add i32 %1232, %r264
  %1234 = add i32 %1233, %i268
  %1235 = icmp slt i32 %1234, %M
  %1236 = and i1 %1231, %1235
  br i1 %1236, label %if.then274, label %if.else275

if.then274:                                       ; preds = %for.end271
  %1237 = sub i32 %tl_hi9, 0
  br label %for.cond277

if.else275:                                       ; preds = %for.end271
  %1238 = sub i32 %tl_hi9, 0
  br label %for.cond281

if.end276:                                        ; preds = %for.end283, %for.end279
  %1239 = add nsw i32 %i268, 1
  br label %for.cond265, !llvm.loop !59

for.cond277:                                      ; preds = %for.body278, %if.then274
  %j5 = phi i32 [ 0, %if.then274 ], [ %1264, %for.body278 ]
  %1240 = icmp slt i32 %j5, %1237
  br i1 %1240, label %for.body278, label %for.end279

for.body278:                                      ; preds = %for.cond277
  %1241 = mul i32 %bx, 4
  %1242 = add i32 %1241, %r264
  %1243 = add i32 %1242, %i268
  %1244 = sext i32 %1243 to i64
  %1245 = sext i32 %N to i64
  %1246 = mul nsw i64 %1244, %1245
  %1247 = add i32 0, %j5
  %1248 = sext i32 %1247 to i64
  %1249 = add nsw i64 %1246, %1248
  %1250 = getelementptr inbounds float, ptr %X, i64 %1249
  %x280 = load float, ptr %1250, align 4
  %1251 = sext i32 %i268 to i64
  %1252 = mul nsw i64 %1251, 4096
  %1253 = add i32 0, %j5
  %1254 = sext i32 %1253 to i64
  %1255 = add nsw i64 %1252, %1254
  %1256 = getelementptr inbounds float, ptr %X_r, i64 %1255
  store float %x280, ptr %1256, align 4
  %1257 = fmul float %x280, %x280
  %1258 = sext i32 %i268 to i64
  %1259 = mul nsw i64 %1258, 4096
  %1260 = add i32 0, %j5
  %1261 = sext i32 %1260 to i64
  %1262 = add nsw i64 %1259, %1261
  %1263 = getelementptr inbounds float, ptr %sq_r, i64 %1262
  store float %1257, ptr %1263, align 4
  %1264 = add nsw i32 %j5, 1
  br label %for.cond277, !llvm.loop !60

for.end279:                                       ; preds = %for.cond277
  br label %if.end276

for.cond281:                                      ; preds = %for.body282, %if.else275
  %j5284 = phi i32 [ 0, %if.else275 ], [ %1278, %for.body282 ]
  %1265 = icmp slt i32 %j5284, %1238
  br i1 %1265, label %for.body282, label %for.end283

for.body282:                                      ; preds = %for.cond281
  %1266 = sext i32 %i268 to i64
  %1267 = mul nsw i64 %1266, 4096
  %1268 = add i32 0, %j5284
  %1269 = sext i32 %1268 to i64
  %1270 = add nsw i64 %1267, %1269
  %1271 = getelementptr inbounds float, ptr %X_r, i64 %1270
  store float 0.000000e+00, ptr %1271, align 4
  %1272 = sext i32 %i268 to i64
  %1273 = mul nsw i64 %1272, 4096
  %1274 = add i32 0, %j5284
  %1275 = sext i32 %1274 to i64
  %1276 = add nsw i64 %1273, %1275
  %1277 = getelementptr inbounds float, ptr %sq_r, i64 %1276
  store float 0.000000e+00, ptr %1277, align 4
  %1278 = add nsw i32 %j5284, 1
  br label %for.cond281, !llvm.loop !61

for.end283:                                       ; preds = %for.cond281
  br label %if.end276

for.cond285:                                      ; preds = %for.end330, %for.end267
  %i6 = phi i32 [ 0, %for.end267 ], [ %1524, %for.end330 ]
  %1279 = icmp slt i32 %i6, 1
  br i1 %1279, label %for.body286, label %for.end287

for.body286:                                      ; preds = %for.cond285
  br label %for.cond288

for.end287:                                       ; preds = %for.cond285
  br label %for.cond332

for.cond288:                                      ; preds = %for.end293, %for.body286
  %tl_r8 = phi i32 [ 0, %for.body286 ], [ %1365, %for.end293 ]
  %1280 = icmp slt i32 %tl_r8, 1
  br i1 %1280, label %for.body289, label %for.end290

for.body289:                                      ; preds = %for.cond288
  %1281 = sext i32 %N to i64
  %1282 = icmp slt i64 %1281, 0
  %1283 = sext i32 %N to i64
  %1284 = icmp sgt i64 %1283, 4096
  %1285 = sext i32 %N to i64
  %1286 = select i1 %1284, i64 4096, i64 %1285
  %1287 = select i1 %1282, i64 0, i64 %1286
  %1288 = icmp slt i64 %1287, 0
  %1289 = sext i32 %N to i64
  %1290 = icmp slt i64 %1289, 0
  %1291 = sext i32 %N to i64
  %1292 = icmp sgt i64 %1291, 4096
  %1293 = sext i32 %N to i64
  %1294 = select i1 %1292, i64 4096, i64 %1293
  %1295 = select i1 %1290, i64 0, i64 %1294
  %1296 = select i1 %1288, i64 0, i64 %1295
  %1297 = trunc i64 %1296 to i32
  %1298 = icmp slt i32 %1297, 0
  %1299 = sext i32 %N to i64
  %1300 = icmp slt i64 %1299, 0
  %1301 = sext i32 %N to i64
  %1302 = icmp sgt i64 %1301, 4096
  %1303 = sext i32 %N to i64
  %1304 = select i1 %1302, i64 4096, i64 %1303
  %1305 = select i1 %1300, i64 0, i64 %1304
  %1306 = icmp slt i64 %1305, 0
  %1307 = sext i32 %N to i64
  %1308 = icmp slt i64 %1307, 0
  %1309 = sext i32 %N to i64
  %1310 = icmp sgt i64 %1309, 4096
  %1311 = sext i32 %N to i64
  %1312 = select i1 %1310, i64 4096, i64 %1311
  %1313 = select i1 %1308, i64 0, i64 %1312
  %1314 = select i1 %1306, i64 0, i64 %1313
  %1315 = trunc i64 %1314 to i32
  %1316 = icmp sgt i32 %1315, 4096
  %1317 = sext i32 %N to i64
  %1318 = icmp slt i64 %1317, 0
  %1319 = sext i32 %N to i64
  %1320 = icmp sgt i64 %1319, 4096
  %1321 = sext i32 %N to i64
  %1322 = select i1 %1320, i64 4096, i64 %1321
  %1323 = select i1 %1318, i64 0, i64 %1322
  %1324 = icmp slt i64 %1323, 0
  %1325 = sext i32 %N to i64
  %1326 = icmp slt i64 %1325, 0
  %1327 = sext i32 %N to i64
  %1328 = icmp sgt i64 %1327, 4096
  %1329 = sext i32 %N to i64
  %1330 = select i1 %1328, i64 4096, i64 %1329
  %1331 = select i1 %1326, i64 0, i64 %1330
  %1332 = select i1 %1324, i64 0, i64 %1331
  %1333 = trunc i64 %1332 to i32
  %1334 = select i1 %1316, i32 4096, i32 %1333
  %tl_pad_from9 = select i1 %1298, i32 0, i32 %1334
  %1335 = mul i32 %1195, 32
  %1336 = icmp slt i32 %1335, 32
  %1337 = mul i32 %1195, 32
  %1338 = select i1 %1336, i32 32, i32 %1337
  %1339 = icmp slt i32 %1338, 4096
  %1340 = mul i32 %1195, 32
  %1341 = icmp slt i32 %1340, 32
  %1342 = mul i32 %1195, 32
  %1343 = select i1 %1341, i32 32, i32 %1342
  %1344 = select i1 %1339, i32 %1343, i32 4096
  %tl_pad_n11 = sub i32 %1344, %tl_pad_from9
  br label %for.cond291

for.end290:                                       ; preds = %for.cond288
  %1345 = call i64 @llvm.smax.i64(i64 32, i64 0)
  %1346 = mul nuw i64 %1345, 4
  %1347 = getelementptr inbounds float, ptr %tl_lanes_26, i64 0
  %1348 = sext i32 %i6 to i64
  %1349 = mul nsw i64 %1348, 4096
  %1350 = add nsw i64 %1349, 0
  %1351 = getelementptr inbounds float, ptr %X_r, i64 %1350
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %1347, ptr align 4 %1351, i64 %1346, i1 false)
  %1352 = sub i32 %1195, 1
  %1353 = icmp slt i32 %1352, 0
  %1354 = sub i32 %1195, 1
  %1355 = select i1 %1353, i32 0, i32 %1354
  %tl_steps14 = select i1 true, i32 %1355, i32 127
  %1356 = icmp eq i32 %tl_steps14, 127
  br i1 %1356, label %if.then294, label %if.else295

for.cond291:                                      ; preds = %for.body292, %for.body289
  %tl_pad_k12 = phi i32 [ 0, %for.body289 ], [ %1364, %for.body292 ]
  %1357 = icmp slt i32 %tl_pad_k12, %tl_pad_n11
  br i1 %1357, label %for.body292, label %for.end293

for.body292:                                      ; preds = %for.cond291
  %1358 = sext i32 %tl_r8 to i64
  %1359 = mul nsw i64 %1358, 4096
  %1360 = add i32 %tl_pad_from9, %tl_pad_k12
  %1361 = sext i32 %1360 to i64
  %1362 = add nsw i64 %1359, %1361
  %1363 = getelementptr inbounds float, ptr %X_r, i64 %1362
  store float 0.000000e+00, ptr %1363, align 4
  %1364 = add nsw i32 %tl_pad_k12, 1
  br label %for.cond291, !llvm.loop !62

for.end293:                                       ; preds = %for.cond291
  %1365 = add nsw i32 %tl_r8, 1
  br label %for.cond288, !llvm.loop !63

if.then294:                                       ; preds = %for.end290
  br label %for.cond297

if.else295:                                       ; preds = %for.end290
  br label %if.end296

if.end296:                                        ; preds = %if.else295, %for.end299
  br label %for.cond303

for.cond297:                                      ; preds = %for.end302, %if.then294
  %tl_r15 = phi i32 [ 0, %if.then294 ], [ %1429, %for.end302 ]
  %1366 = icmp slt i32 %tl_r15, 1
  br i1 %1366, label %for.body298, label %for.end299

for.body298:                                      ; preds = %for.cond297
  %1367 = sext i32 %N to i64
  %1368 = icmp slt i64 %1367, 0
  %1369 = sext i32 %N to i64
  %1370 = icmp sgt i64 %1369, 4096
  %1371 = sext i32 %N to i64
  %1372 = select i1 %1370, i64 4096, i64 %1371
  %1373 = select i1 %1368, i64 0, i64 %1372
  %1374 = icmp slt i64 %1373, 0
  %1375 = sext i32 %N to i64
  %1376 = icmp slt i64 %1375, 0
  %1377 = sext i32 %N to i64
  %1378 = icmp sgt i64 %1377, 4096
  %1379 = sext i32 %N to i64
  %1380 = select i1 %1378, i64 4096, i64 %1379
  %1381 = select i1 %1376, i64 0, i64 %1380
  %1382 = select i1 %1374, i64 0, i64 %1381
  %1383 = trunc i64 %1382 to i32
  %1384 = icmp slt i32 %1383, 0
  %1385 = sext i32 %N to i64
  %1386 = icmp slt i64 %1385, 0
  %1387 = sext i32 %N to i64
  %1388 = icmp sgt i64 %1387, 4096
  %1389 = sext i32 %N to i64
  %1390 = select i1 %1388, i64 4096, i64 %1389
  %1391 = select i1 %1386, i64 0, i64 %1390
  %1392 = icmp slt i64 %1391, 0
  %1393 = sext i32 %N to i64
  %1394 = icmp slt i64 %1393, 0
  %1395 = sext i32 %N to i64
  %1396 = icmp sgt i64 %1395, 4096
  %1397 = sext i32 %N to i64
  %1398 = select i1 %1396, i64 4096, i64 %1397
  %1399 = select i1 %1394, i64 0, i64 %1398
  %1400 = select i1 %1392, i64 0, i64 %1399
  %1401 = trunc i64 %1400 to i32
  %1402 = icmp sgt i32 %1401, 4096
  %1403 = sext i32 %N to i64
  %1404 = icmp slt i64 %1403, 0
  %1405 = sext i32 %N to i64
  %1406 = icmp sgt i64 %1405, 4096
  %1407 = sext i32 %N to i64
  %1408 = select i1 %1406, i64 4096, i64 %1407
  %1409 = select i1 %1404, i64 0, i64 %1408
  %1410 = icmp slt i64 %1409, 0
  %1411 = sext i32 %N to i64
  %1412 = icmp slt i64 %1411, 0
  %1413 = sext i32 %N to i64
  %1414 = icmp sgt i64 %1413, 4096
  %1415 = sext i32 %N to i64
  %1416 = select i1 %1414, i64 4096, i64 %1415
  %1417 = select i1 %1412, i64 0, i64 %1416
  %1418 = select i1 %1410, i64 0, i64 %1417
  %1419 = trunc i64 %1418 to i32
  %1420 = select i1 %1402, i32 4096, i32 %1419
  %tl_pad_from16 = select i1 %1384, i32 0, i32 %1420
  %tl_pad_n18 = sub i32 4096, %tl_pad_from16
  br label %for.cond300

for.end299:                                       ; preds = %for.cond297
  br label %if.end296

for.cond300:                                      ; preds = %for.body301, %for.body298
  %tl_pad_k19 = phi i32 [ 0, %for.body298 ], [ %1428, %for.body301 ]
  %1421 = icmp slt i32 %tl_pad_k19, %tl_pad_n18
  br i1 %1421, label %for.body301, label %for.end302

for.body301:                                      ; preds = %for.cond300
  %1422 = sext i32 %tl_r15 to i64
  %1423 = mul nsw i64 %1422, 4096
  %1424 = add i32 %tl_pad_from16, %tl_pad_k19
  %1425 = sext i32 %1424 to i64
  %1426 = add nsw i64 %1423, %1425
  %1427 = getelementptr inbounds float, ptr %X_r, i64 %1426
  store float 0.000000e+00, ptr %1427, align 4
  %1428 = add nsw i32 %tl_pad_k19, 1
  br label %for.cond300, !llvm.loop !64

for.end302:                                       ; preds = %for.cond300
  %1429 = add nsw i32 %tl_r15, 1
  br label %for.cond297, !llvm.loop !65

for.cond303:                                      ; preds = %for.end308, %if.end296
  %red4 = phi i32 [ 0, %if.end296 ], [ %1449, %for.end308 ]
  %1430 = icmp slt i32 %red4, %tl_steps14
  br i1 %1430, label %for.body304, label %for.end305

for.body304:                                      ; preds = %for.cond303
  br label %for.cond306

for.end305:                                       ; preds = %for.cond303
  %1431 = icmp slt i32 %tl_steps14, 127
  br i1 %1431, label %if.then309, label %if.else310

for.cond306:                                      ; preds = %for.body307, %for.body304
  %lane4 = phi i32 [ 0, %for.body304 ], [ %1448, %for.body307 ]
  %1432 = icmp slt i32 %lane4, 32
  br i1 %1432, label %for.body307, label %for.end308

for.body307:                                      ; preds = %for.cond306
  %1433 = sext i32 %lane4 to i64
  %1434 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1433
  %1435 = load float, ptr %1434, align 4
  %1436 = sext i32 %i6 to i64
  %1437 = mul nsw i64 %1436, 4096
  %1438 = add i32 %red4, 1
  %1439 = mul i32 %1438, 32
  %1440 = add i32 %1439, %lane4
  %1441 = sext i32 %1440 to i64
  %1442 = add nsw i64 %1437, %1441
  %1443 = getelementptr inbounds float, ptr %X_r, i64 %1442
  %1444 = load float, ptr %1443, align 4
  %1445 = fadd float %1435, %1444
  %1446 = sext i32 %lane4 to i64
  %1447 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1446
  store float %1445, ptr %1447, align 4
  %1448 = add nsw i32 %lane4, 1
  br label %for.cond306, !llvm.loop !66

for.end308:                                       ; preds = %for.cond306
  %1449 = add nsw i32 %red4, 1
  br label %for.cond303, !llvm.loop !67

if.then309:                                       ; preds = %for.end305
  %1450 = getelementptr inbounds float, ptr %tl_lanes_26, i64 0
  %1451 = load float, ptr %1450, align 4
  %1452 = fadd float %1451, 0.000000e+00
  %1453 = getelementptr inbounds float, ptr %tl_lanes_26, i64 0
  store float %1452, ptr %1453, align 4
  br label %if.end311

if.else310:                                       ; preds = %for.end305
  br label %if.end311

if.end311:                                        ; preds = %if.else310, %if.then309
  br label %for.cond312

for.cond312:                                      ; preds = %for.body313, %if.end311
  %lane4315 = phi i32 [ 0, %if.end311 ], [ %1465, %for.body313 ]
  %1454 = icmp slt i32 %lane4315, 16
  br i1 %1454, label %for.body313, label %for.end314

for.body313:                                      ; preds = %for.cond312
  %1455 = sext i32 %lane4315 to i64
  %1456 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1455
  %1457 = load float, ptr %1456, align 4
  %1458 = add i32 %lane4315, 16
  %1459 = sext i32 %1458 to i64
  %1460 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1459
  %1461 = load float, ptr %1460, align 4
  %1462 = fadd float %1457, %1461
  %1463 = sext i32 %lane4315 to i64
  %1464 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1463
  store float %1462, ptr %1464, align 4
  %1465 = add nsw i32 %lane4315, 1
  br label %for.cond312, !llvm.loop !68

for.end314:                                       ; preds = %for.cond312
  br label %for.cond316

for.cond316:                                      ; preds = %for.body317, %for.end314
  %lane4319 = phi i32 [ 0, %for.end314 ], [ %1477, %for.body317 ]
  %1466 = icmp slt i32 %lane4319, 8
  br i1 %1466, label %for.body317, label %for.end318

for.body317:                                      ; preds = %for.cond316
  %1467 = sext i32 %lane4319 to i64
  %1468 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1467
  %1469 = load float, ptr %1468, align 4
  %1470 = add i32 %lane4319, 8
  %1471 = sext i32 %1470 to i64
  %1472 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1471
  %1473 = load float, ptr %1472, align 4
  %1474 = fadd float %1469, %1473
  %1475 = sext i32 %lane4319 to i64
  %1476 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1475
  store float %1474, ptr %1476, align 4
  %1477 = add nsw i32 %lane4319, 1
  br label %for.cond316, !llvm.loop !69

for.end318:                                       ; preds = %for.cond316
  br label %for.cond320

for.cond320:                                      ; preds = %for.body321, %for.end318
  %lane4323 = phi i32 [ 0, %for.end318 ], [ %1489, %for.body321 ]
  %1478 = icmp slt i32 %lane4323, 4
  br i1 %1478, label %for.body321, label %for.end322

for.body321:                                      ; preds = %for.cond320
  %1479 = sext i32 %lane4323 to i64
  %1480 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1479
  %1481 = load float, ptr %1480, align 4
  %1482 = add i32 %lane4323, 4
  %1483 = sext i32 %1482 to i64
  %1484 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1483
  %1485 = load float, ptr %1484, align 4
  %1486 = fadd float %1481, %1485
  %1487 = sext i32 %lane4323 to i64
  %1488 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1487
  store float %1486, ptr %1488, align 4
  %1489 = add nsw i32 %lane4323, 1
  br label %for.cond320, !llvm.loop !70

for.end322:                                       ; preds = %for.cond320
  br label %for.cond324

for.cond324:                                      ; preds = %for.body325, %for.end322
  %lane4327 = phi i32 [ 0, %for.end322 ], [ %1501, %for.body325 ]
  %1490 = icmp slt i32 %lane4327, 2
  br i1 %1490, label %for.body325, label %for.end326

for.body325:                                      ; preds = %for.cond324
  %1491 = sext i32 %lane4327 to i64
  %1492 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1491
  %1493 = load float, ptr %1492, align 4
  %1494 = add i32 %lane4327, 2
  %1495 = sext i32 %1494 to i64
  %1496 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1495
  %1497 = load float, ptr %1496, align 4
  %1498 = fadd float %1493, %1497
  %1499 = sext i32 %lane4327 to i64
  %1500 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1499
  store float %1498, ptr %1500, align 4
  %1501 = add nsw i32 %lane4327, 1
  br label %for.cond324, !llvm.loop !71

for.end326:                                       ; preds = %for.cond324
  br label %for.cond328

for.cond328:                                      ; preds = %for.body329, %for.end326
  %lane4331 = phi i32 [ 0, %for.end326 ], [ %1513, %for.body329 ]
  %1502 = icmp slt i32 %lane4331, 1
  br i1 %1502, label %for.body329, label %for.end330

for.body329:                                      ; preds = %for.cond328
  %1503 = sext i32 %lane4331 to i64
  %1504 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1503
  %1505 = load float, ptr %1504, align 4
  %1506 = add i32 %lane4331, 1
  %1507 = sext i32 %1506 to i64
  %1508 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1507
  %1509 = load float, ptr %1508, align 4
  %1510 = fadd float %1505, %1509
  %1511 = sext i32 %lane4331 to i64
  %1512 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1511
  store float %1510, ptr %1512, align 4
  %1513 = add nsw i32 %lane4331, 1
  br label %for.cond328, !llvm.loop !72

for.end330:                                       ; preds = %for.cond328
  %1514 = sext i32 %i6 to i64
  %1515 = getelementptr inbounds float, ptr %mean_r, i64 %1514
  store float 0.000000e+00, ptr %1515, align 4
  %1516 = sext i32 %i6 to i64
  %1517 = getelementptr inbounds float, ptr %mean_r, i64 %1516
  %1518 = load float, ptr %1517, align 4
  %1519 = getelementptr inbounds float, ptr %tl_lanes_26, i64 0
  %1520 = load float, ptr %1519, align 4
  %1521 = fadd float %1518, %1520
  %1522 = sext i32 %i6 to i64
  %1523 = getelementptr inbounds float, ptr %mean_r, i64 %1522
  store float %1521, ptr %1523, align 4
  %1524 = add nsw i32 %i6, 1
  br label %for.cond285, !llvm.loop !73

for.cond332:                                      ; preds = %for.end377, %for.end287
  %i7 = phi i32 [ 0, %for.end287 ], [ %1770, %for.end377 ]
  %1525 = icmp slt i32 %i7, 1
  br i1 %1525, label %for.body333, label %for.end334

for.body333:                                      ; preds = %for.cond332
  br label %for.cond335

for.end334:                                       ; preds = %for.cond332
  br label %for.cond379

for.cond335:                                      ; preds = %for.end340, %for.body333
  %tl_r20 = phi i32 [ 0, %for.body333 ], [ %1611, %for.end340 ]
  %1526 = icmp slt i32 %tl_r20, 1
  br i1 %1526, label %for.body336, label %for.end337

for.body336:                                      ; preds = %for.cond335
  %1527 = sext i32 %N to i64
  %1528 = icmp slt i64 %1527, 0
  %1529 = sext i32 %N to i64
  %1530 = icmp sgt i64 %1529, 4096
  %1531 = sext i32 %N to i64
  %1532 = select i1 %1530, i64 4096, i64 %1531
  %1533 = select i1 %1528, i64 0, i64 %1532
  %1534 = icmp slt i64 %1533, 0
  %1535 = sext i32 %N to i64
  %1536 = icmp slt i64 %1535, 0
  %1537 = sext i32 %N to i64
  %1538 = icmp sgt i64 %1537, 4096
  %1539 = sext i32 %N to i64
  %1540 = select i1 %1538, i64 4096, i64 %1539
  %1541 = select i1 %1536, i64 0, i64 %1540
  %1542 = select i1 %1534, i64 0, i64 %1541
  %1543 = trunc i64 %1542 to i32
  %1544 = icmp slt i32 %1543, 0
  %1545 = sext i32 %N to i64
  %1546 = icmp slt i64 %1545, 0
  %1547 = sext i32 %N to i64
  %1548 = icmp sgt i64 %1547, 4096
  %1549 = sext i32 %N to i64
  %1550 = select i1 %1548, i64 4096, i64 %1549
  %1551 = select i1 %1546, i64 0, i64 %1550
  %1552 = icmp slt i64 %1551, 0
  %1553 = sext i32 %N to i64
  %1554 = icmp slt i64 %1553, 0
  %1555 = sext i32 %N to i64
  %1556 = icmp sgt i64 %1555, 4096
  %1557 = sext i32 %N to i64
  %1558 = select i1 %1556, i64 4096, i64 %1557
  %1559 = select i1 %1554, i64 0, i64 %1558
  %1560 = select i1 %1552, i64 0, i64 %1559
  %1561 = trunc i64 %1560 to i32
  %1562 = icmp sgt i32 %1561, 4096
  %1563 = sext i32 %N to i64
  %1564 = icmp slt i64 %1563, 0
  %1565 = sext i32 %N to i64
  %1566 = icmp sgt i64 %1565, 4096
  %1567 = sext i32 %N to i64
  %1568 = select i1 %1566, i64 4096, i64 %1567
  %1569 = select i1 %1564, i64 0, i64 %1568
  %1570 = icmp slt i64 %1569, 0
  %1571 = sext i32 %N to i64
  %1572 = icmp slt i64 %1571, 0
  %1573 = sext i32 %N to i64
  %1574 = icmp sgt i64 %1573, 4096
  %1575 = sext i32 %N to i64
  %1576 = select i1 %1574, i64 4096, i64 %1575
  %1577 = select i1 %1572, i64 0, i64 %1576
  %1578 = select i1 %1570, i64 0, i64 %1577
  %1579 = trunc i64 %1578 to i32
  %1580 = select i1 %1562, i32 4096, i32 %1579
  %tl_pad_from21 = select i1 %1544, i32 0, i32 %1580
  %1581 = mul i32 %1195, 32
  %1582 = icmp slt i32 %1581, 32
  %1583 = mul i32 %1195, 32
  %1584 = select i1 %1582, i32 32, i32 %1583
  %1585 = icmp slt i32 %1584, 4096
  %1586 = mul i32 %1195, 32
  %1587 = icmp slt i32 %1586, 32
  %1588 = mul i32 %1195, 32
  %1589 = select i1 %1587, i32 32, i32 %1588
  %1590 = select i1 %1585, i32 %1589, i32 4096
  %tl_pad_n23 = sub i32 %1590, %tl_pad_from21
  br label %for.cond338

for.end337:                                       ; preds = %for.cond335
  %1591 = call i64 @llvm.smax.i64(i64 32, i64 0)
  %1592 = mul nuw i64 %1591, 4
  %1593 = getelementptr inbounds float, ptr %tl_lanes_27, i64 0
  %1594 = sext i32 %i7 to i64
  %1595 = mul nsw i64 %1594, 4096
  %1596 = add nsw i64 %1595, 0
  %1597 = getelementptr inbounds float, ptr %sq_r, i64 %1596
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %1593, ptr align 4 %1597, i64 %1592, i1 false)
  %1598 = sub i32 %1195, 1
  %1599 = icmp slt i32 %1598, 0
  %1600 = sub i32 %1195, 1
  %1601 = select i1 %1599, i32 0, i32 %1600
  %tl_steps26 = select i1 true, i32 %1601, i32 127
  %1602 = icmp eq i32 %tl_steps26, 127
  br i1 %1602, label %if.then341, label %if.else342

for.cond338:                                      ; preds = %for.body339, %for.body336
  %tl_pad_k24 = phi i32 [ 0, %for.body336 ], [ %1610, %for.body339 ]
  %1603 = icmp slt i32 %tl_pad_k24, %tl_pad_n23
  br i1 %1603, label %for.body339, label %for.end340

for.body339:                                      ; preds = %for.cond338
  %1604 = sext i32 %tl_r20 to i64
  %1605 = mul nsw i64 %1604, 4096
  %1606 = add i32 %tl_pad_from21, %tl_pad_k24
  %1607 = sext i32 %1606 to i64
  %1608 = add nsw i64 %1605, %1607
  %1609 = getelementptr inbounds float, ptr %sq_r, i64 %1608
  store float 0.000000e+00, ptr %1609, align 4
  %1610 = add nsw i32 %tl_pad_k24, 1
  br label %for.cond338, !llvm.loop !74

for.end340:                                       ; preds = %for.cond338
  %1611 = add nsw i32 %tl_r20, 1
  br label %for.cond335, !llvm.loop !75

if.then341:                                       ; preds = %for.end337
  br label %for.cond344

if.else342:                                       ; preds = %for.end337
  br label %if.end343

if.end343:                                        ; preds = %if.else342, %for.end346
  br label %for.cond350

for.cond344:                                      ; preds = %for.end349, %if.then341
  %tl_r27 = phi i32 [ 0, %if.then341 ], [ %1675, %for.end349 ]
  %1612 = icmp slt i32 %tl_r27, 1
  br i1 %1612, label %for.body345, label %for.end346

for.body345:                                      ; preds = %for.cond344
  %1613 = sext i32 %N to i64
  %1614 = icmp slt i64 %1613, 0
  %1615 = sext i32 %N to i64
  %1616 = icmp sgt i64 %1615, 4096
  %1617 = sext i32 %N to i64
  %1618 = select i1 %1616, i64 4096, i64 %1617
  %1619 = select i1 %1614, i64 0, i64 %1618
  %1620 = icmp slt i64 %1619, 0
  %1621 = sext i32 %N to i64
  %1622 = icmp slt i64 %1621, 0
  %1623 = sext i32 %N to i64
  %1624 = icmp sgt i64 %1623, 4096
  %1625 = sext i32 %N to i64
  %1626 = select i1 %1624, i64 4096, i64 %1625
  %1627 = select i1 %1622, i64 0, i64 %1626
  %1628 = select i1 %1620, i64 0, i64 %1627
  %1629 = trunc i64 %1628 to i32
  %1630 = icmp slt i32 %1629, 0
  %1631 = sext i32 %N to i64
  %1632 = icmp slt i64 %1631, 0
  %1633 = sext i32 %N to i64
  %1634 = icmp sgt i64 %1633, 4096
  %1635 = sext i32 %N to i64
  %1636 = select i1 %1634, i64 4096, i64 %1635
  %1637 = select i1 %1632, i64 0, i64 %1636
  %1638 = icmp slt i64 %1637, 0
  %1639 = sext i32 %N to i64
  %1640 = icmp slt i64 %1639, 0
  %1641 = sext i32 %N to i64
  %1642 = icmp sgt i64 %1641, 4096
  %1643 = sext i32 %N to i64
  %1644 = select i1 %1642, i64 4096, i64 %1643
  %1645 = select i1 %1640, i64 0, i64 %1644
  %1646 = select i1 %1638, i64 0, i64 %1645
  %1647 = trunc i64 %1646 to i32
  %1648 = icmp sgt i32 %1647, 4096
  %1649 = sext i32 %N to i64
  %1650 = icmp slt i64 %1649, 0
  %1651 = sext i32 %N to i64
  %1652 = icmp sgt i64 %1651, 4096
  %1653 = sext i32 %N to i64
  %1654 = select i1 %1652, i64 4096, i64 %1653
  %1655 = select i1 %1650, i64 0, i64 %1654
  %1656 = icmp slt i64 %1655, 0
  %1657 = sext i32 %N to i64
  %1658 = icmp slt i64 %1657, 0
  %1659 = sext i32 %N to i64
  %1660 = icmp sgt i64 %1659, 4096
  %1661 = sext i32 %N to i64
  %1662 = select i1 %1660, i64 4096, i64 %1661
  %1663 = select i1 %1658, i64 0, i64 %1662
  %1664 = select i1 %1656, i64 0, i64 %1663
  %1665 = trunc i64 %1664 to i32
  %1666 = select i1 %1648, i32 4096, i32 %1665
  %tl_pad_from28 = select i1 %1630, i32 0, i32 %1666
  %tl_pad_n30 = sub i32 4096, %tl_pad_from28
  br label %for.cond347

for.end346:                                       ; preds = %for.cond344
  br label %if.end343

for.cond347:                                      ; preds = %for.body348, %for.body345
  %tl_pad_k31 = phi i32 [ 0, %for.body345 ], [ %1674, %for.body348 ]
  %1667 = icmp slt i32 %tl_pad_k31, %tl_pad_n30
  br i1 %1667, label %for.body348, label %for.end349

for.body348:                                      ; preds = %for.cond347
  %1668 = sext i32 %tl_r27 to i64
  %1669 = mul nsw i64 %1668, 4096
  %1670 = add i32 %tl_pad_from28, %tl_pad_k31
  %1671 = sext i32 %1670 to i64
  %1672 = add nsw i64 %1669, %1671
  %1673 = getelementptr inbounds float, ptr %sq_r, i64 %1672
  store float 0.000000e+00, ptr %1673, align 4
  %1674 = add nsw i32 %tl_pad_k31, 1
  br label %for.cond347, !llvm.loop !76

for.end349:                                       ; preds = %for.cond347
  %1675 = add nsw i32 %tl_r27, 1
  br label %for.cond344, !llvm.loop !77

for.cond350:                                      ; preds = %for.end355, %if.end343
  %red5 = phi i32 [ 0, %if.end343 ], [ %1695, %for.end355 ]
  %1676 = icmp slt i32 %red5, %tl_steps26
  br i1 %1676, label %for.body351, label %for.end352

for.body351:                                      ; preds = %for.cond350
  br label %for.cond353

for.end352:                                       ; preds = %for.cond350
  %1677 = icmp slt i32 %tl_steps26, 127
  br i1 %1677, label %if.then356, label %if.else357

for.cond353:                                      ; preds = %for.body354, %for.body351
  %lane5 = phi i32 [ 0, %for.body351 ], [ %1694, %for.body354 ]
  %1678 = icmp slt i32 %lane5, 32
  br i1 %1678, label %for.body354, label %for.end355

for.body354:                                      ; preds = %for.cond353
  %1679 = sext i32 %lane5 to i64
  %1680 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1679
  %1681 = load float, ptr %1680, align 4
  %1682 = sext i32 %i7 to i64
  %1683 = mul nsw i64 %1682, 4096
  %1684 = add i32 %red5, 1
  %1685 = mul i32 %1684, 32
  %1686 = add i32 %1685, %lane5
  %1687 = sext i32 %1686 to i64
  %1688 = add nsw i64 %1683, %1687
  %1689 = getelementptr inbounds float, ptr %sq_r, i64 %1688
  %1690 = load float, ptr %1689, align 4
  %1691 = fadd float %1681, %1690
  %1692 = sext i32 %lane5 to i64
  %1693 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1692
  store float %1691, ptr %1693, align 4
  %1694 = add nsw i32 %lane5, 1
  br label %for.cond353, !llvm.loop !78

for.end355:                                       ; preds = %for.cond353
  %1695 = add nsw i32 %red5, 1
  br label %for.cond350, !llvm.loop !79

if.then356:                                       ; preds = %for.end352
  %1696 = getelementptr inbounds float, ptr %tl_lanes_27, i64 0
  %1697 = load float, ptr %1696, align 4
  %1698 = fadd float %1697, 0.000000e+00
  %1699 = getelementptr inbounds float, ptr %tl_lanes_27, i64 0
  store float %1698, ptr %1699, align 4
  br label %if.end358

if.else357:                                       ; preds = %for.end352
  br label %if.end358

if.end358:                                        ; preds = %if.else357, %if.then356
  br label %for.cond359

for.cond359:                                      ; preds = %for.body360, %if.end358
  %lane5362 = phi i32 [ 0, %if.end358 ], [ %1711, %for.body360 ]
  %1700 = icmp slt i32 %lane5362, 16
  br i1 %1700, label %for.body360, label %for.end361

for.body360:                                      ; preds = %for.cond359
  %1701 = sext i32 %lane5362 to i64
  %1702 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1701
  %1703 = load float, ptr %1702, align 4
  %1704 = add i32 %lane5362, 16
  %1705 = sext i32 %1704 to i64
  %1706 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1705
  %1707 = load float, ptr %1706, align 4
  %1708 = fadd float %1703, %1707
  %1709 = sext i32 %lane5362 to i64
  %1710 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1709
  store float %1708, ptr %1710, align 4
  %1711 = add nsw i32 %lane5362, 1
  br label %for.cond359, !llvm.loop !80

for.end361:                                       ; preds = %for.cond359
  br label %for.cond363

for.cond363:                                      ; preds = %for.body364, %for.end361
  %lane5366 = phi i32 [ 0, %for.end361 ], [ %1723, %for.body364 ]
  %1712 = icmp slt i32 %lane5366, 8
  br i1 %1712, label %for.body364, label %for.end365

for.body364:                                      ; preds = %for.cond363
  %1713 = sext i32 %lane5366 to i64
  %1714 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1713
  %1715 = load float, ptr %1714, align 4
  %1716 = add i32 %lane5366, 8
  %1717 = sext i32 %1716 to i64
  %1718 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1717
  %1719 = load float, ptr %1718, align 4
  %1720 = fadd float %1715, %1719
  %1721 = sext i32 %lane5366 to i64
  %1722 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1721
  store float %1720, ptr %1722, align 4
  %1723 = add nsw i32 %lane5366, 1
  br label %for.cond363, !llvm.loop !81

for.end365:                                       ; preds = %for.cond363
  br label %for.cond367

for.cond367:                                      ; preds = %for.body368, %for.end365
  %lane5370 = phi i32 [ 0, %for.end365 ], [ %1735, %for.body368 ]
  %1724 = icmp slt i32 %lane5370, 4
  br i1 %1724, label %for.body368, label %for.end369

for.body368:                                      ; preds = %for.cond367
  %1725 = sext i32 %lane5370 to i64
  %1726 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1725
  %1727 = load float, ptr %1726, align 4
  %1728 = add i32 %lane5370, 4
  %1729 = sext i32 %1728 to i64
  %1730 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1729
  %1731 = load float, ptr %1730, align 4
  %1732 = fadd float %1727, %1731
  %1733 = sext i32 %lane5370 to i64
  %1734 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1733
  store float %1732, ptr %1734, align 4
  %1735 = add nsw i32 %lane5370, 1
  br label %for.cond367, !llvm.loop !82

for.end369:                                       ; preds = %for.cond367
  br label %for.cond371

for.cond371:                                      ; preds = %for.body372, %for.end369
  %lane5374 = phi i32 [ 0, %for.end369 ], [ %1747, %for.body372 ]
  %1736 = icmp slt i32 %lane5374, 2
  br i1 %1736, label %for.body372, label %for.end373

for.body372:                                      ; preds = %for.cond371
  %1737 = sext i32 %lane5374 to i64
  %1738 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1737
  %1739 = load float, ptr %1738, align 4
  %1740 = add i32 %lane5374, 2
  %1741 = sext i32 %1740 to i64
  %1742 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1741
  %1743 = load float, ptr %1742, align 4
  %1744 = fadd float %1739, %1743
  %1745 = sext i32 %lane5374 to i64
  %1746 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1745
  store float %1744, ptr %1746, align 4
  %1747 = add nsw i32 %lane5374, 1
  br label %for.cond371, !llvm.loop !83

for.end373:                                       ; preds = %for.cond371
  br label %for.cond375

for.cond375:                                      ; preds = %for.body376, %for.end373
  %lane5378 = phi i32 [ 0, %for.end373 ], [ %1759, %for.body376 ]
  %1748 = icmp slt i32 %lane5378, 1
  br i1 %1748, label %for.body376, label %for.end377

for.body376:                                      ; preds = %for.cond375
  %1749 = sext i32 %lane5378 to i64
  %1750 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1749
  %1751 = load float, ptr %1750, align 4
  %1752 = add i32 %lane5378, 1
  %1753 = sext i32 %1752 to i64
  %1754 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1753
  %1755 = load float, ptr %1754, align 4
  %1756 = fadd float %1751, %1755
  %1757 = sext i32 %lane5378 to i64
  %1758 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1757
  store float %1756, ptr %1758, align 4
  %1759 = add nsw i32 %lane5378, 1
  br label %for.cond375, !llvm.loop !84

for.end377:                                       ; preds = %for.cond375
  %1760 = sext i32 %i7 to i64
  %1761 = getelementptr inbounds float, ptr %rstd_r, i64 %1760
  store float 0.000000e+00, ptr %1761, align 4
  %1762 = sext i32 %i7 to i64
  %1763 = getelementptr inbounds float, ptr %rstd_r, i64 %1762
  %1764 = load float, ptr %1763, align 4
  %1765 = getelementptr inbounds float, ptr %tl_lanes_27, i64 0
  %1766 = load float, ptr %1765, align 4
  %1767 = fadd float %1764, %1766
  %1768 = sext i32 %i7 to i64
  %1769 = getelementptr inbounds float, ptr %rstd_r, i64 %1768
  store float %1767, ptr %1769, align 4
  %1770 = add nsw i32 %i7, 1
  br label %for.cond332, !llvm.loop !85

for.cond379:                                      ; preds = %for.body380, %for.end334
  %i382 = phi i32 [ 0, %for.end334 ], [ %1800, %for.body380 ]
  %1771 = icmp slt i32 %i382, 1
  br i1 %1771, label %for.body380, label %for.end381

for.body380:                                      ; preds = %for.cond379
  %1772 = sext i32 %i382 to i64
  %1773 = getelementptr inbounds float, ptr %mean_r, i64 %1772
  %1774 = load float, ptr %1773, align 4
  %1775 = sitofp i32 %N to float
  %1776 = fdiv float %1774, %1775
  %1777 = sext i32 %i382 to i64
  %1778 = getelementptr inbounds float, ptr %mean_r, i64 %1777
  store float %1776, ptr %1778, align 4
  %1779 = sext i32 %i382 to i64
  %1780 = getelementptr inbounds float, ptr %rstd_r, i64 %1779
  %1781 = load float, ptr %1780, align 4
  %1782 = sitofp i32 %N to float
  %1783 = fdiv float %1781, %1782
  %1784 = sext i32 %i382 to i64
  %1785 = getelementptr inbounds float, ptr %mean_r, i64 %1784
  %1786 = load float, ptr %1785, align 4
  %1787 = sext i32 %i382 to i64
  %1788 = getelementptr inbounds float, ptr %mean_r, i64 %1787
  %1789 = load float, ptr %1788, align 4
  %1790 = fmul float %1786, %1789
  %1791 = fsub float %1783, %1790
  %1792 = call float @llvm.maxnum.f32(float %1791, float 0.000000e+00)
  %1793 = fadd float %1792, 0x3EE4F8B580000000
  %1794 = fpext float %1793 to double
  %1795 = call double @llvm.sqrt.f64(double %1794)
  %1796 = fdiv double 1.000000e+00, %1795
  %1797 = fptrunc double %1796 to float
  %1798 = sext i32 %i382 to i64
  %1799 = getelementptr inbounds float, ptr %rstd_r, i64 %1798
  store float %1797, ptr %1799, align 4
  %1800 = add nsw i32 %i382, 1
  br label %for.cond379, !llvm.loop !86

for.end381:                                       ; preds = %for.cond379
  br label %for.cond383

for.cond383:                                      ; preds = %if.end389, %for.end381
  %i386 = phi i32 [ 0, %for.end381 ], [ %1832, %if.end389 ]
  %1801 = icmp slt i32 %i386, 1
  br i1 %1801, label %for.body384, label %for.end385

for.body384:                                      ; preds = %for.cond383
  %1802 = sext i32 %N to i64
  %1803 = icmp slt i64 %1802, 0
  %1804 = sext i32 %N to i64
  %1805 = icmp sgt i64 %1804, 4096
  %1806 = sext i32 %N to i64
  %1807 = select i1 %1805, i64 4096, i64 %1806
  %1808 = select i1 %1803, i64 0, i64 %1807
  %1809 = icmp slt i64 %1808, 0
  %1810 = sext i32 %N to i64
  %1811 = icmp slt i64 %1810, 0
  %1812 = sext i32 %N to i64
  %1813 = icmp sgt i64 %1812, 4096
  %1814 = sext i32 %N to i64
  %1815 = select i1 %1813, i64 4096, i64 %1814
  %1816 = select i1 %1811, i64 0, i64 %1815
  %1817 = select i1 %1809, i64 0, i64 %1816
  %tl_hi11 = trunc i64 %1817 to i32
  %1818 = mul i32 %bx, 4
  %1819 = add i32 %1818, %r264
  %1820 = add i32 %1819, %i386
  %1821 = icmp sle i32 0, %1820
  %1822 = mul i32 %bx, 4
  %1823 = add i32 %1822, %r264
  %1824 = add i32 %1823, %i386
  %1825 = icmp slt i32 %1824, %M
  %1826 = and i1 %1821, %1825
  br i1 %1826, label %if.then387, label %if.else388

for.end385:                                       ; preds = %for.cond383
  %1827 = add nsw i32 %r264, 1
  br label %for.cond261, !llvm.loop !87

if.then387:                                       ; preds = %for.body384
  %1828 = sext i32 %M to i64
  %1829 = sext i32 %N to i64
  %1830 = mul i64 %1828, %1829
  %1831 = icmp sge i64 %1830, 8388608
  br i1 %1831, label %if.then390, label %if.else391

if.else388:                                       ; preds = %for.body384
  br label %if.end389

if.end389:                                        ; preds = %if.else388, %if.end392
  %1832 = add nsw i32 %i386, 1
  br label %for.cond383, !llvm.loop !88

if.then390:                                       ; preds = %if.then387
  %tl_sn15 = sub i32 %tl_hi11, 0
  %1833 = sext i32 %tl_sn15 to i64
  %1834 = sdiv i64 %1833, 1024
  %1835 = sub i64 0, %1833
  %1836 = select i1 false, i64 %1835, i64 %1834
  %1837 = srem i64 %1833, 1024
  %1838 = icmp ne i64 %1837, 0
  %1839 = icmp slt i64 %1833, 0
  %1840 = icmp eq i1 %1839, false
  %1841 = and i1 %1838, %1840
  %1842 = zext i1 %1841 to i64
  %1843 = add i64 %1836, %1842
  %1844 = trunc i64 %1843 to i32
  br label %for.cond393

if.else391:                                       ; preds = %if.then387
  %1845 = sub i32 %tl_hi11, 0
  br label %for.cond399

if.end392:                                        ; preds = %for.end401, %for.end395
  br label %if.end389

for.cond393:                                      ; preds = %for.end398, %if.then390
  %tl_c16 = phi i32 [ 0, %if.then390 ], [ %1894, %for.end398 ]
  %1846 = icmp slt i32 %tl_c16, %1844
  br i1 %1846, label %for.body394, label %for.end395

for.body394:                                      ; preds = %for.cond393
  %tl_sb17 = mul i32 %tl_c16, 1024
  %1847 = sub i32 %tl_sn15, %tl_sb17
  %1848 = icmp slt i32 %1847, 1024
  %1849 = sub i32 %tl_sn15, %tl_sb17
  %tl_sm18 = select i1 %1848, i32 %1849, i32 1024
  br label %for.cond396

for.end395:                                       ; preds = %for.cond393
  br label %if.end392

for.cond396:                                      ; preds = %for.body397, %for.body394
  %tl_c19 = phi i32 [ 0, %for.body394 ], [ %1879, %for.body397 ]
  %1850 = icmp slt i32 %tl_c19, %tl_sm18
  br i1 %1850, label %for.body397, label %for.end398

for.body397:                                      ; preds = %for.cond396
  %1851 = sext i32 %i386 to i64
  %1852 = mul nsw i64 %1851, 4096
  %1853 = add i32 %tl_sb17, %tl_c19
  %1854 = add i32 0, %1853
  %1855 = sext i32 %1854 to i64
  %1856 = add nsw i64 %1852, %1855
  %1857 = getelementptr inbounds float, ptr %X_r, i64 %1856
  %1858 = load float, ptr %1857, align 4
  %1859 = getelementptr inbounds float, ptr %mean_r, i64 0
  %1860 = load float, ptr %1859, align 4
  %1861 = fsub float %1858, %1860
  %1862 = getelementptr inbounds float, ptr %rstd_r, i64 0
  %1863 = load float, ptr %1862, align 4
  %1864 = fmul float %1861, %1863
  %1865 = add i32 %tl_sb17, %tl_c19
  %1866 = add i32 0, %1865
  %1867 = sext i32 %1866 to i64
  %1868 = getelementptr inbounds float, ptr %W, i64 %1867
  %1869 = load float, ptr %1868, align 4
  %1870 = fmul float %1864, %1869
  %1871 = add i32 %tl_sb17, %tl_c19
  %1872 = add i32 0, %1871
  %1873 = sext i32 %1872 to i64
  %1874 = getelementptr inbounds float, ptr %B, i64 %1873
  %1875 = load float, ptr %1874, align 4
  %1876 = fadd float %1870, %1875
  %1877 = sext i32 %tl_c19 to i64
  %1878 = getelementptr inbounds float, ptr %tl_stream14, i64 %1877
  store float %1876, ptr %1878, align 4
  %1879 = add nsw i32 %tl_c19, 1
  br label %for.cond396, !llvm.loop !89

for.end398:                                       ; preds = %for.cond396
  %1880 = sext i32 %tl_sm18 to i64
  %1881 = mul i32 %bx, 4
  %1882 = add i32 %1881, %r264
  %1883 = add i32 %1882, %i386
  %1884 = sext i32 %1883 to i64
  %1885 = sext i32 %N to i64
  %1886 = mul nsw i64 %1884, %1885
  %1887 = add i32 %tl_sb17, 0
  %1888 = add i32 0, %1887
  %1889 = sext i32 %1888 to i64
  %1890 = add nsw i64 %1886, %1889
  %1891 = getelementptr inbounds float, ptr %Y, i64 %1890
  %1892 = getelementptr inbounds float, ptr %tl_stream14, i64 0
  %1893 = mul i64 %1880, 4
  call void @tilec_rt_stream(ptr %1891, ptr %1892, i64 %1893)
  %1894 = add nsw i32 %tl_c16, 1
  br label %for.cond393, !llvm.loop !90

for.cond399:                                      ; preds = %for.body400, %if.else391
  %j6 = phi i32 [ 0, %if.else391 ], [ %1929, %for.body400 ]
  %1895 = icmp slt i32 %j6, %1845
  br i1 %1895, label %for.body400, label %for.end401

for.body400:                                      ; preds = %for.cond399
  %1896 = sext i32 %i386 to i64
  %1897 = mul nsw i64 %1896, 4096
  %1898 = add i32 0, %j6
  %1899 = sext i32 %1898 to i64
  %1900 = add nsw i64 %1897, %1899
  %1901 = getelementptr inbounds float, ptr %X_r, i64 %1900
  %1902 = load float, ptr %1901, align 4
  %1903 = getelementptr inbounds float, ptr %mean_r, i64 0
  %1904 = load float, ptr %1903, align 4
  %1905 = fsub float %1902, %1904
  %1906 = getelementptr inbounds float, ptr %rstd_r, i64 0
  %1907 = load float, ptr %1906, align 4
  %1908 = fmul float %1905, %1907
  %1909 = add i32 0, %j6
  %1910 = sext i32 %1909 to i64
  %1911 = getelementptr inbounds float, ptr %W, i64 %1910
  %1912 = load float, ptr %1911, align 4
  %1913 = fmul float %1908, %1912
  %1914 = add i32 0, %j6
  %1915 = sext i32 %1914 to i64
  %1916 = getelementptr inbounds float, ptr %B, i64 %1915
  %1917 = load float, ptr %1916, align 4
  %1918 = fadd float %1913, %1917
  %1919 = mul i32 %bx, 4
  %1920 = add i32 %1919, %r264
  %1921 = add i32 %1920, %i386
  %1922 = sext i32 %1921 to i64
  %1923 = sext i32 %N to i64
  %1924 = mul nsw i64 %1922, %1923
  %1925 = add i32 0, %j6
  %1926 = sext i32 %1925 to i64
  %1927 = add nsw i64 %1924, %1926
  %1928 = getelementptr inbounds float, ptr %Y, i64 %1927
  store float %1918, ptr %1928, align 4
  %1929 = add nsw i32 %j6, 1
  br label %for.cond399, !llvm.loop !91

for.end401:                                       ; preds = %for.cond399
  br label %if.end392

for.cond402:                                      ; preds = %for.body403, %if.else259
  %i11 = phi i32 [ 0, %if.else259 ], [ %1935, %for.body403 ]
  %1930 = icmp slt i32 %i11, 4
  br i1 %1930, label %for.body403, label %for.end404

for.body403:                                      ; preds = %for.cond402
  %1931 = sext i32 %i11 to i64
  %1932 = getelementptr inbounds float, ptr %mean, i64 %1931
  store float 0.000000e+00, ptr %1932, align 4
  %1933 = sext i32 %i11 to i64
  %1934 = getelementptr inbounds float, ptr %rstd, i64 %1933
  store float 0.000000e+00, ptr %1934, align 4
  %1935 = add nsw i32 %i11, 1
  br label %for.cond402, !llvm.loop !92

for.end404:                                       ; preds = %for.cond402
  %1936 = sext i32 %N to i64
  %1937 = sdiv i64 %1936, 512
  %1938 = sub i64 0, %1936
  %1939 = select i1 false, i64 %1938, i64 %1937
  %1940 = srem i64 %1936, 512
  %1941 = icmp ne i64 %1940, 0
  %1942 = icmp slt i64 %1936, 0
  %1943 = icmp eq i1 %1942, false
  %1944 = and i1 %1941, %1943
  %1945 = zext i1 %1944 to i64
  %1946 = add i64 %1939, %1945
  %1947 = trunc i64 %1946 to i32
  %1948 = sext i32 %N to i64
  %1949 = sdiv i64 %1948, 512
  %1950 = sub i64 0, %1948
  %1951 = select i1 false, i64 %1950, i64 %1949
  %1952 = srem i64 %1948, 512
  %1953 = icmp ne i64 %1952, 0
  %1954 = icmp slt i64 %1948, 0
  %1955 = icmp eq i1 %1954, false
  %1956 = and i1 %1953, %1955
  %1957 = zext i1 %1956 to i64
  %1958 = add i64 %1951, %1957
  %1959 = trunc i64 %1958 to i32
  br label %for.cond405

for.cond405:                                      ; preds = %for.end430, %for.end404
  %c = phi i32 [ 0, %for.end404 ], [ %2128, %for.end430 ]
  %1960 = icmp slt i32 %c, %1947
  br i1 %1960, label %for.body406, label %for.end407

for.body406:                                      ; preds = %for.cond405
  %1961 = mul i32 %bx, 4
  %1962 = icmp sle i32 0, %1961
  %1963 = mul i32 %bx, 4
  %1964 = sext i32 %1963 to i64
  %1965 = add i64 %1964, 4
  %1966 = sext i32 %M to i64
  %1967 = icmp sle i64 %1965, %1966
  %1968 = and i1 %1962, %1967
  %1969 = mul i32 %c, 512
  %1970 = icmp sle i32 0, %1969
  %1971 = mul i32 %c, 512
  %1972 = sext i32 %1971 to i64
  %1973 = add i64 %1972, 512
  %1974 = sext i32 %N to i64
  %1975 = icmp sle i64 %1973, %1974
  %1976 = and i1 %1970, %1975
  %1977 = and i1 %1968, %1976
  br i1 %1977, label %if.then408, label %if.else409

for.end407:                                       ; preds = %for.cond405
  br label %for.cond489

if.then408:                                       ; preds = %for.body406
  br label %for.cond411

if.else409:                                       ; preds = %for.body406
  br label %for.cond421

if.end410:                                        ; preds = %for.end423, %for.end413
  br label %for.cond428

for.cond411:                                      ; preds = %if.end417, %if.then408
  %i11414 = phi i32 [ 0, %if.then408 ], [ %1997, %if.end417 ]
  %1978 = icmp slt i32 %i11414, 4
  br i1 %1978, label %for.body412, label %for.end413

for.body412:                                      ; preds = %for.cond411
  %1979 = add i32 %c, 1
  %1980 = icmp slt i32 %1979, %1959
  br i1 %1980, label %if.then415, label %if.else416

for.end413:                                       ; preds = %for.cond411
  br label %if.end410

if.then415:                                       ; preds = %for.body412
  br label %for.cond418

if.else416:                                       ; preds = %for.body412
  br label %if.end417

if.end417:                                        ; preds = %if.else416, %for.end420
  %1981 = call i64 @llvm.smax.i64(i64 512, i64 0)
  %1982 = mul nuw i64 %1981, 4
  %1983 = sext i32 %i11414 to i64
  %1984 = mul nsw i64 %1983, 512
  %1985 = add nsw i64 %1984, 0
  %1986 = getelementptr inbounds float, ptr %X_f, i64 %1985
  %1987 = mul i32 %bx, 4
  %1988 = add i32 %1987, %i11414
  %1989 = sext i32 %1988 to i64
  %1990 = sext i32 %N to i64
  %1991 = mul nsw i64 %1989, %1990
  %1992 = mul i32 %c, 512
  %1993 = add i32 %1992, 0
  %1994 = sext i32 %1993 to i64
  %1995 = add nsw i64 %1991, %1994
  %1996 = getelementptr inbounds float, ptr %X, i64 %1995
  call void @tilec_rt_copy(ptr %1986, ptr %1996, i64 %1982)
  %1997 = add nsw i32 %i11414, 1
  br label %for.cond411, !llvm.loop !93

for.cond418:                                      ; preds = %for.body419, %if.then415
  %pf2 = phi i32 [ 0, %if.then415 ], [ %2011, %for.body419 ]
  %1998 = icmp slt i32 %pf2, 32
  br i1 %1998, label %for.body419, label %for.end420

for.body419:                                      ; preds = %for.cond418
  %1999 = mul i32 %bx, 4
  %2000 = add i32 %1999, %i11414
  %2001 = sext i32 %2000 to i64
  %2002 = sext i32 %N to i64
  %2003 = mul i64 %2001, %2002
  %2004 = add i32 %c, 1
  %2005 = mul i32 %2004, 512
  %2006 = mul i32 %pf2, 16
  %2007 = add i32 %2005, %2006
  %2008 = sext i32 %2007 to i64
  %2009 = add i64 %2003, %2008
  %2010 = getelementptr float, ptr %X, i64 %2009
  call void @llvm.prefetch.p0(ptr %2010, i32 0, i32 3, i32 1)
  %2011 = add nsw i32 %pf2, 1
  br label %for.cond418, !llvm.loop !95

for.end420:                                       ; preds = %for.cond418
  br label %if.end417

for.cond421:                                      ; preds = %if.end427, %if.else409
  %i11424 = phi i32 [ 0, %if.else409 ], [ %2126, %if.end427 ]
  %2012 = icmp slt i32 %i11424, 4
  br i1 %2012, label %for.body422, label %for.end423

for.body422:                                      ; preds = %for.cond421
  %2013 = mul i32 %c, 512
  %2014 = sext i32 %2013 to i64
  %2015 = sub i64 0, %2014
  %2016 = icmp slt i64 %2015, 0
  %2017 = mul i32 %c, 512
  %2018 = sext i32 %2017 to i64
  %2019 = sub i64 0, %2018
  %2020 = icmp sgt i64 %2019, 512
  %2021 = mul i32 %c, 512
  %2022 = sext i32 %2021 to i64
  %2023 = sub i64 0, %2022
  %2024 = select i1 %2020, i64 512, i64 %2023
  %2025 = select i1 %2016, i64 0, i64 %2024
  %tl_lo12 = trunc i64 %2025 to i32
  %2026 = sext i32 %N to i64
  %2027 = mul i32 %c, 512
  %2028 = sext i32 %2027 to i64
  %2029 = sub i64 %2026, %2028
  %2030 = icmp slt i64 %2029, 0
  %2031 = sext i32 %N to i64
  %2032 = mul i32 %c, 512
  %2033 = sext i32 %2032 to i64
  %2034 = sub i64 %2031, %2033
  %2035 = icmp sgt i64 %2034, 512
  %2036 = sext i32 %N to i64
  %2037 = mul i32 %c, 512
  %2038 = sext i32 %2037 to i64
  %2039 = sub i64 %2036, %2038
  %2040 = select i1 %2035, i64 512, i64 %2039
  %2041 = select i1 %2030, i64 0, i64 %2040
  %2042 = sext i32 %tl_lo12 to i64
  %2043 = icmp slt i64 %2041, %2042
  %2044 = sext i32 %tl_lo12 to i64
  %2045 = sext i32 %N to i64
  %2046 = mul i32 %c, 512
  %2047 = sext i32 %2046 to i64
  %2048 = sub i64 %2045, %2047
  %2049 = icmp slt i64 %2048, 0
  %2050 = sext i32 %N to i64
  %2051 = mul i32 %c, 512
  %2052 = sext i32 %2051 to i64
  %2053 = sub i64 %2050, %2052
  %2054 = icmp sgt i64 %2053, 512
  %2055 = sext i32 %N to i64
  %2056 = mul i32 %c, 512
  %2057 = sext i32 %2056 to i64
  %2058 = sub i64 %2055, %2057
  %2059 = select i1 %2054, i64 512, i64 %2058
  %2060 = select i1 %2049, i64 0, i64 %2059
  %2061 = select i1 %2043, i64 %2044, i64 %2060
  %tl_hi13 = trunc i64 %2061 to i32
  %2062 = sext i32 %tl_lo12 to i64
  %2063 = sub i64 %2062, 0
  %2064 = call i64 @llvm.smax.i64(i64 %2063, i64 0)
  %2065 = mul nuw i64 %2064, 4
  %2066 = sext i32 %i11424 to i64
  %2067 = mul nsw i64 %2066, 512
  %2068 = add nsw i64 %2067, 0
  %2069 = getelementptr inbounds float, ptr %X_f, i64 %2068
  call void @llvm.memset.p0.i64(ptr align 4 %2069, i8 0, i64 %2065, i1 false)
  %2070 = mul i32 %bx, 4
  %2071 = sext i32 %2070 to i64
  %2072 = sext i32 %i11424 to i64
  %2073 = add i64 %2071, %2072
  %2074 = icmp sle i64 0, %2073
  %2075 = mul i32 %bx, 4
  %2076 = sext i32 %2075 to i64
  %2077 = sext i32 %i11424 to i64
  %2078 = add i64 %2076, %2077
  %2079 = sext i32 %M to i64
  %2080 = icmp slt i64 %2078, %2079
  %2081 = and i1 %2074, %2080
  br i1 %2081, label %if.then425, label %if.else426

for.end423:                                       ; preds = %for.cond421
  br label %if.end410

if.then425:                                       ; preds = %for.body422
  %2082 = sub i32 %tl_hi13, %tl_lo12
  %2083 = sext i32 %2082 to i64
  %2084 = sub i64 %2083, 0
  %2085 = call i64 @llvm.smax.i64(i64 %2084, i64 0)
  %2086 = mul nuw i64 %2085, 4
  %2087 = sext i32 %i11424 to i64
  %2088 = mul nsw i64 %2087, 512
  %2089 = add i32 %tl_lo12, 0
  %2090 = sext i32 %2089 to i64
  %2091 = add nsw i64 %2088, %2090
  %2092 = getelementptr inbounds float, ptr %X_f, i64 %2091
  %2093 = mul i32 %bx, 4
  %2094 = add i32 %2093, %i11424
  %2095 = sext i32 %2094 to i64
  %2096 = sext i32 %N to i64
  %2097 = mul nsw i64 %2095, %2096
  %2098 = mul i32 %c, 512
  %2099 = add i32 %tl_lo12, 0
  %2100 = add i32 %2098, %2099
  %2101 = sext i32 %2100 to i64
  %2102 = add nsw i64 %2097, %2101
  %2103 = getelementptr inbounds float, ptr %X, i64 %2102
  call void @tilec_rt_copy(ptr %2092, ptr %2103, i64 %2086)
  br label %if.end427

if.else426:                                       ; preds = %for.body422
  %2104 = sub i32 %tl_hi13, %tl_lo12
  %2105 = sext i32 %2104 to i64
  %2106 = sub i64 %2105, 0
  %2107 = call i64 @llvm.smax.i64(i64 %2106, i64 0)
  %2108 = mul nuw i64 %2107, 4
  %2109 = sext i32 %i11424 to i64
  %2110 = mul nsw i64 %2109, 512
  %2111 = add i32 %tl_lo12, 0
  %2112 = sext i32 %2111 to i64
  %2113 = add nsw i64 %2110, %2112
  %2114 = getelementptr inbounds float, ptr %X_f, i64 %2113
  call void @llvm.memset.p0.i64(ptr align 4 %2114, i8 0, i64 %2108, i1 false)
  br label %if.end427

if.end427:                                        ; preds = %if.else426, %if.then425
  %2115 = sub i32 512, %tl_hi13
  %2116 = sext i32 %2115 to i64
  %2117 = sub i64 %2116, 0
  %2118 = call i64 @llvm.smax.i64(i64 %2117, i64 0)
  %2119 = mul nuw i64 %2118, 4
  %2120 = sext i32 %i11424 to i64
  %2121 = mul nsw i64 %2120, 512
  %2122 = add i32 %tl_hi13, 0
  %2123 = sext i32 %2122 to i64
  %2124 = add nsw i64 %2121, %2123
  %2125 = getelementptr inbounds float, ptr %X_f, i64 %2124
  call void @llvm.memset.p0.i64(ptr align 4 %2125, i8 0, i64 %2119, i1 false)
  %2126 = add nsw i32 %i11424, 1
  br label %for.cond421, !llvm.loop !96

for.cond428:                                      ; preds = %for.end487, %if.end410
  %i431 = phi i32 [ 0, %if.end410 ], [ %2340, %for.end487 ]
  %2127 = icmp slt i32 %i431, 4
  br i1 %2127, label %for.body429, label %for.end430

for.body429:                                      ; preds = %for.cond428
  br label %for.cond432

for.end430:                                       ; preds = %for.cond428
  %2128 = add nsw i32 %c, 1
  br label %for.cond405, !llvm.loop !97

for.cond432:                                      ; preds = %for.body433, %for.body429
  %j435 = phi i32 [ 0, %for.body429 ], [ %2151, %for.body433 ]
  %2129 = icmp slt i32 %j435, 512
  br i1 %2129, label %for.body433, label %for.end434

for.body433:                                      ; preds = %for.cond432
  %2130 = mul i32 %c, 512
  %2131 = add i32 %2130, %j435
  %2132 = icmp slt i32 %2131, %N
  %2133 = sext i32 %i431 to i64
  %2134 = mul nsw i64 %2133, 512
  %2135 = sext i32 %j435 to i64
  %2136 = add nsw i64 %2134, %2135
  %2137 = call i64 @llvm.umin.i64(i64 %2136, i64 2047)
  %2138 = getelementptr inbounds float, ptr %X_f, i64 %2137
  %2139 = load float, ptr %2138, align 4
  %x436 = select i1 %2132, float %2139, float 0.000000e+00
  %2140 = sext i32 %i431 to i64
  %2141 = mul nsw i64 %2140, 512
  %2142 = sext i32 %j435 to i64
  %2143 = add nsw i64 %2141, %2142
  %2144 = getelementptr inbounds float, ptr %X_f, i64 %2143
  store float %x436, ptr %2144, align 4
  %2145 = fmul float %x436, %x436
  %2146 = sext i32 %i431 to i64
  %2147 = mul nsw i64 %2146, 512
  %2148 = sext i32 %j435 to i64
  %2149 = add nsw i64 %2147, %2148
  %2150 = getelementptr inbounds float, ptr %sq, i64 %2149
  store float %2145, ptr %2150, align 4
  %2151 = add nsw i32 %j435, 1
  br label %for.cond432, !llvm.loop !98

for.end434:                                       ; preds = %for.cond432
  %2152 = call i64 @llvm.smax.i64(i64 32, i64 0)
  %2153 = mul nuw i64 %2152, 4
  %2154 = getelementptr inbounds float, ptr %tl_lanes_28, i64 0
  %2155 = sext i32 %i431 to i64
  %2156 = mul nsw i64 %2155, 512
  %2157 = add nsw i64 %2156, 0
  %2158 = getelementptr inbounds float, ptr %X_f, i64 %2157
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2154, ptr align 4 %2158, i64 %2153, i1 false)
  br label %for.cond437

for.cond437:                                      ; preds = %for.end442, %for.end434
  %red6 = phi i32 [ 0, %for.end434 ], [ %2177, %for.end442 ]
  %2159 = icmp slt i32 %red6, 15
  br i1 %2159, label %for.body438, label %for.end439

for.body438:                                      ; preds = %for.cond437
  br label %for.cond440

for.end439:                                       ; preds = %for.cond437
  br label %for.cond443

for.cond440:                                      ; preds = %for.body441, %for.body438
  %lane6 = phi i32 [ 0, %for.body438 ], [ %2176, %for.body441 ]
  %2160 = icmp slt i32 %lane6, 32
  br i1 %2160, label %for.body441, label %for.end442

for.body441:                                      ; preds = %for.cond440
  %2161 = sext i32 %lane6 to i64
  %2162 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2161
  %2163 = load float, ptr %2162, align 4
  %2164 = sext i32 %i431 to i64
  %2165 = mul nsw i64 %2164, 512
  %2166 = add i32 %red6, 1
  %2167 = mul i32 %2166, 32
  %2168 = add i32 %2167, %lane6
  %2169 = sext i32 %2168 to i64
  %2170 = add nsw i64 %2165, %2169
  %2171 = getelementptr inbounds float, ptr %X_f, i64 %2170
  %2172 = load float, ptr %2171, align 4
  %2173 = fadd float %2163, %2172
  %2174 = sext i32 %lane6 to i64
  %2175 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2174
  store float %2173, ptr %2175, align 4
  %2176 = add nsw i32 %lane6, 1
  br label %for.cond440, !llvm.loop !99

for.end442:                                       ; preds = %for.cond440
  %2177 = add nsw i32 %red6, 1
  br label %for.cond437, !llvm.loop !100

for.cond443:                                      ; preds = %for.body444, %for.end439
  %lane6446 = phi i32 [ 0, %for.end439 ], [ %2189, %for.body444 ]
  %2178 = icmp slt i32 %lane6446, 16
  br i1 %2178, label %for.body444, label %for.end445

for.body444:                                      ; preds = %for.cond443
  %2179 = sext i32 %lane6446 to i64
  %2180 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2179
  %2181 = load float, ptr %2180, align 4
  %2182 = add i32 %lane6446, 16
  %2183 = sext i32 %2182 to i64
  %2184 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2183
  %2185 = load float, ptr %2184, align 4
  %2186 = fadd float %2181, %2185
  %2187 = sext i32 %lane6446 to i64
  %2188 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2187
  store float %2186, ptr %2188, align 4
  %2189 = add nsw i32 %lane6446, 1
  br label %for.cond443, !llvm.loop !101

for.end445:                                       ; preds = %for.cond443
  br label %for.cond447

for.cond447:                                      ; preds = %for.body448, %for.end445
  %lane6450 = phi i32 [ 0, %for.end445 ], [ %2201, %for.body448 ]
  %2190 = icmp slt i32 %lane6450, 8
  br i1 %2190, label %for.body448, label %for.end449

for.body448:                                      ; preds = %for.cond447
  %2191 = sext i32 %lane6450 to i64
  %2192 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2191
  %2193 = load float, ptr %2192, align 4
  %2194 = add i32 %lane6450, 8
  %2195 = sext i32 %2194 to i64
  %2196 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2195
  %2197 = load float, ptr %2196, align 4
  %2198 = fadd float %2193, %2197
  %2199 = sext i32 %lane6450 to i64
  %2200 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2199
  store float %2198, ptr %2200, align 4
  %2201 = add nsw i32 %lane6450, 1
  br label %for.cond447, !llvm.loop !102

for.end449:                                       ; preds = %for.cond447
  br label %for.cond451

for.cond451:                                      ; preds = %for.body452, %for.end449
  %lane6454 = phi i32 [ 0, %for.end449 ], [ %2213, %for.body452 ]
  %2202 = icmp slt i32 %lane6454, 4
  br i1 %2202, label %for.body452, label %for.end453

for.body452:                                      ; preds = %for.cond451
  %2203 = sext i32 %lane6454 to i64
  %2204 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2203
  %2205 = load float, ptr %2204, align 4
  %2206 = add i32 %lane6454, 4
  %2207 = sext i32 %2206 to i64
  %2208 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2207
  %2209 = load float, ptr %2208, align 4
  %2210 = fadd float %2205, %2209
  %2211 = sext i32 %lane6454 to i64
  %2212 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2211
  store float %2210, ptr %2212, align 4
  %2213 = add nsw i32 %lane6454, 1
  br label %for.cond451, !llvm.loop !103

for.end453:                                       ; preds = %for.cond451
  br label %for.cond455

for.cond455:                                      ; preds = %for.body456, %for.end453
  %lane6458 = phi i32 [ 0, %for.end453 ], [ %2225, %for.body456 ]
  %2214 = icmp slt i32 %lane6458, 2
  br i1 %2214, label %for.body456, label %for.end457

for.body456:                                      ; preds = %for.cond455
  %2215 = sext i32 %lane6458 to i64
  %2216 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2215
  %2217 = load float, ptr %2216, align 4
  %2218 = add i32 %lane6458, 2
  %2219 = sext i32 %2218 to i64
  %2220 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2219
  %2221 = load float, ptr %2220, align 4
  %2222 = fadd float %2217, %2221
  %2223 = sext i32 %lane6458 to i64
  %2224 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2223
  store float %2222, ptr %2224, align 4
  %2225 = add nsw i32 %lane6458, 1
  br label %for.cond455, !llvm.loop !104

for.end457:                                       ; preds = %for.cond455
  br label %for.cond459

for.cond459:                                      ; preds = %for.body460, %for.end457
  %lane6462 = phi i32 [ 0, %for.end457 ], [ %2237, %for.body460 ]
  %2226 = icmp slt i32 %lane6462, 1
  br i1 %2226, label %for.body460, label %for.end461

for.body460:                                      ; preds = %for.cond459
  %2227 = sext i32 %lane6462 to i64
  %2228 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2227
  %2229 = load float, ptr %2228, align 4
  %2230 = add i32 %lane6462, 1
  %2231 = sext i32 %2230 to i64
  %2232 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2231
  %2233 = load float, ptr %2232, align 4
  %2234 = fadd float %2229, %2233
  %2235 = sext i32 %lane6462 to i64
  %2236 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2235
  store float %2234, ptr %2236, align 4
  %2237 = add nsw i32 %lane6462, 1
  br label %for.cond459, !llvm.loop !105

for.end461:                                       ; preds = %for.cond459
  %2238 = sext i32 %i431 to i64
  %2239 = getelementptr inbounds float, ptr %mean, i64 %2238
  %2240 = load float, ptr %2239, align 4
  %2241 = getelementptr inbounds float, ptr %tl_lanes_28, i64 0
  %2242 = load float, ptr %2241, align 4
  %2243 = fadd float %2240, %2242
  %2244 = sext i32 %i431 to i64
  %2245 = getelementptr inbounds float, ptr %mean, i64 %2244
  store float %2243, ptr %2245, align 4
  %2246 = call i64 @llvm.smax.i64(i64 32, i64 0)
  %2247 = mul nuw i64 %2246, 4
  %2248 = getelementptr inbounds float, ptr %tl_lanes_29, i64 0
  %2249 = sext i32 %i431 to i64
  %2250 = mul nsw i64 %2249, 512
  %2251 = add nsw i64 %2250, 0
  %2252 = getelementptr inbounds float, ptr %sq, i64 %2251
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2248, ptr align 4 %2252, i64 %2247, i1 false)
  br label %for.cond463

for.cond463:                                      ; preds = %for.end468, %for.end461
  %red7 = phi i32 [ 0, %for.end461 ], [ %2271, %for.end468 ]
  %2253 = icmp slt i32 %red7, 15
  br i1 %2253, label %for.body464, label %for.end465

for.body464:                                      ; preds = %for.cond463
  br label %for.cond466

for.end465:                                       ; preds = %for.cond463
  br label %for.cond469

for.cond466:                                      ; preds = %for.body467, %for.body464
  %lane7 = phi i32 [ 0, %for.body464 ], [ %2270, %for.body467 ]
  %2254 = icmp slt i32 %lane7, 32
  br i1 %2254, label %for.body467, label %for.end468

for.body467:                                      ; preds = %for.cond466
  %2255 = sext i32 %lane7 to i64
  %2256 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2255
  %2257 = load float, ptr %2256, align 4
  %2258 = sext i32 %i431 to i64
  %2259 = mul nsw i64 %2258, 512
  %2260 = add i32 %red7, 1
  %2261 = mul i32 %2260, 32
  %2262 = add i32 %2261, %lane7
  %2263 = sext i32 %2262 to i64
  %2264 = add nsw i64 %2259, %2263
  %2265 = getelementptr inbounds float, ptr %sq, i64 %2264
  %2266 = load float, ptr %2265, align 4
  %2267 = fadd float %2257, %2266
  %2268 = sext i32 %lane7 to i64
  %2269 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2268
  store float %2267, ptr %2269, align 4
  %2270 = add nsw i32 %lane7, 1
  br label %for.cond466, !llvm.loop !106

for.end468:                                       ; preds = %for.cond466
  %2271 = add nsw i32 %red7, 1
  br label %for.cond463, !llvm.loop !107

for.cond469:                                      ; preds = %for.body470, %for.end465
  %lane7472 = phi i32 [ 0, %for.end465 ], [ %2283, %for.body470 ]
  %2272 = icmp slt i32 %lane7472, 16
  br i1 %2272, label %for.body470, label %for.end471

for.body470:                                      ; preds = %for.cond469
  %2273 = sext i32 %lane7472 to i64
  %2274 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2273
  %2275 = load float, ptr %2274, align 4
  %2276 = add i32 %lane7472, 16
  %2277 = sext i32 %2276 to i64
  %2278 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2277
  %2279 = load float, ptr %2278, align 4
  %2280 = fadd float %2275, %2279
  %2281 = sext i32 %lane7472 to i64
  %2282 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2281
  store float %2280, ptr %2282, align 4
  %2283 = add nsw i32 %lane7472, 1
  br label %for.cond469, !llvm.loop !108

for.end471:                                       ; preds = %for.cond469
  br label %for.cond473

for.cond473:                                      ; preds = %for.body474, %for.end471
  %lane7476 = phi i32 [ 0, %for.end471 ], [ %2295, %for.body474 ]
  %2284 = icmp slt i32 %lane7476, 8
  br i1 %2284, label %for.body474, label %for.end475

for.body474:                                      ; preds = %for.cond473
  %2285 = sext i32 %lane7476 to i64
  %2286 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2285
  %2287 = load float, ptr %2286, align 4
  %2288 = add i32 %lane7476, 8
  %2289 = sext i32 %2288 to i64
  %2290 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2289
  %2291 = load float, ptr %2290, align 4
  %2292 = fadd float %2287, %2291
  %2293 = sext i32 %lane7476 to i64
  %2294 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2293
  store float %2292, ptr %2294, align 4
  %2295 = add nsw i32 %lane7476, 1
  br label %for.cond473, !llvm.loop !109

for.end475:                                       ; preds = %for.cond473
  br label %for.cond477

for.cond477:                                      ; preds = %for.body478, %for.end475
  %lane7480 = phi i32 [ 0, %for.end475 ], [ %2307, %for.body478 ]
  %2296 = icmp slt i32 %lane7480, 4
  br i1 %2296, label %for.body478, label %for.end479

for.body478:                                      ; preds = %for.cond477
  %2297 = sext i32 %lane7480 to i64
  %2298 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2297
  %2299 = load float, ptr %2298, align 4
  %2300 = add i32 %lane7480, 4
  %2301 = sext i32 %2300 to i64
  %2302 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2301
  %2303 = load float, ptr %2302, align 4
  %2304 = fadd float %2299, %2303
  %2305 = sext i32 %lane7480 to i64
  %2306 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2305
  store float %2304, ptr %2306, align 4
  %2307 = add nsw i32 %lane7480, 1
  br label %for.cond477, !llvm.loop !110

for.end479:                                       ; preds = %for.cond477
  br label %for.cond481

for.cond481:                                      ; preds = %for.body482, %for.end479
  %lane7484 = phi i32 [ 0, %for.end479 ], [ %2319, %for.body482 ]
  %2308 = icmp slt i32 %lane7484, 2
  br i1 %2308, label %for.body482, label %for.end483

for.body482:                                      ; preds = %for.cond481
  %2309 = sext i32 %lane7484 to i64
  %2310 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2309
  %2311 = load float, ptr %2310, align 4
  %2312 = add i32 %lane7484, 2
  %2313 = sext i32 %2312 to i64
  %2314 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2313
  %2315 = load float, ptr %2314, align 4
  %2316 = fadd float %2311, %2315
  %2317 = sext i32 %lane7484 to i64
  %2318 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2317
  store float %2316, ptr %2318, align 4
  %2319 = add nsw i32 %lane7484, 1
  br label %for.cond481, !llvm.loop !111

for.end483:                                       ; preds = %for.cond481
  br label %for.cond485

for.cond485:                                      ; preds = %for.body486, %for.end483
  %lane7488 = phi i32 [ 0, %for.end483 ], [ %2331, %for.body486 ]
  %2320 = icmp slt i32 %lane7488, 1
  br i1 %2320, label %for.body486, label %for.end487

for.body486:                                      ; preds = %for.cond485
  %2321 = sext i32 %lane7488 to i64
  %2322 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2321
  %2323 = load float, ptr %2322, align 4
  %2324 = add i32 %lane7488, 1
  %2325 = sext i32 %2324 to i64
  %2326 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2325
  %2327 = load float, ptr %2326, align 4
  %2328 = fadd float %2323, %2327
  %2329 = sext i32 %lane7488 to i64
  %2330 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2329
  store float %2328, ptr %2330, align 4
  %2331 = add nsw i32 %lane7488, 1
  br label %for.cond485, !llvm.loop !112

for.end487:                                       ; preds = %for.cond485
  %2332 = sext i32 %i431 to i64
  %2333 = getelementptr inbounds float, ptr %rstd, i64 %2332
  %2334 = load float, ptr %2333, align 4
  %2335 = getelementptr inbounds float, ptr %tl_lanes_29, i64 0
  %2336 = load float, ptr %2335, align 4
  %2337 = fadd float %2334, %2336
  %2338 = sext i32 %i431 to i64
  %2339 = getelementptr inbounds float, ptr %rstd, i64 %2338
  store float %2337, ptr %2339, align 4
  %2340 = add nsw i32 %i431, 1
  br label %for.cond428, !llvm.loop !113

for.cond489:                                      ; preds = %for.body490, %for.end407
  %i492 = phi i32 [ 0, %for.end407 ], [ %2370, %for.body490 ]
  %2341 = icmp slt i32 %i492, 4
  br i1 %2341, label %for.body490, label %for.end491

for.body490:                                      ; preds = %for.cond489
  %2342 = sext i32 %i492 to i64
  %2343 = getelementptr inbounds float, ptr %mean, i64 %2342
  %2344 = load float, ptr %2343, align 4
  %2345 = sitofp i32 %N to float
  %2346 = fdiv float %2344, %2345
  %2347 = sext i32 %i492 to i64
  %2348 = getelementptr inbounds float, ptr %mean, i64 %2347
  store float %2346, ptr %2348, align 4
  %2349 = sext i32 %i492 to i64
  %2350 = getelementptr inbounds float, ptr %rstd, i64 %2349
  %2351 = load float, ptr %2350, align 4
  %2352 = sitofp i32 %N to float
  %2353 = fdiv float %2351, %2352
  %2354 = sext i32 %i492 to i64
  %2355 = getelementptr inbounds float, ptr %mean, i64 %2354
  %2356 = load float, ptr %2355, align 4
  %2357 = sext i32 %i492 to i64
  %2358 = getelementptr inbounds float, ptr %mean, i64 %2357
  %2359 = load float, ptr %2358, align 4
  %2360 = fmul float %2356, %2359
  %2361 = fsub float %2353, %2360
  %2362 = call float @llvm.maxnum.f32(float %2361, float 0.000000e+00)
  %2363 = fadd float %2362, 0x3EE4F8B580000000
  %2364 = fpext float %2363 to double
  %2365 = call double @llvm.sqrt.f64(double %2364)
  %2366 = fdiv double 1.000000e+00, %2365
  %2367 = fptrunc double %2366 to float
  %2368 = sext i32 %i492 to i64
  %2369 = getelementptr inbounds float, ptr %rstd, i64 %2368
  store float %2367, ptr %2369, align 4
  %2370 = add nsw i32 %i492, 1
  br label %for.cond489, !llvm.loop !114

for.end491:                                       ; preds = %for.cond489
  %2371 = sext i32 %N to i64
  %2372 = sdiv i64 %2371, 512
  %2373 = sub i64 0, %2371
  %2374 = select i1 false, i64 %2373, i64 %2372
  %2375 = srem i64 %2371, 512
  %2376 = icmp ne i64 %2375, 0
  %2377 = icmp slt i64 %2371, 0
  %2378 = icmp eq i1 %2377, false
  %2379 = and i1 %2376, %2378
  %2380 = zext i1 %2379 to i64
  %2381 = add i64 %2374, %2380
  %2382 = trunc i64 %2381 to i32
  %2383 = sext i32 %N to i64
  %2384 = sdiv i64 %2383, 512
  %2385 = sub i64 0, %2383
  %2386 = select i1 false, i64 %2385, i64 %2384
  %2387 = srem i64 %2383, 512
  %2388 = icmp ne i64 %2387, 0
  %2389 = icmp slt i64 %2383, 0
  %2390 = icmp eq i1 %2389, false
  %2391 = and i1 %2388, %2390
  %2392 = zext i1 %2391 to i64
  %2393 = add i64 %2386, %2392
  %2394 = trunc i64 %2393 to i32
  br label %for.cond493

for.cond493:                                      ; preds = %if.end533, %for.end491
  %c496 = phi i32 [ 0, %for.end491 ], [ %2722, %if.end533 ]
  %2395 = icmp slt i32 %c496, %2382
  br i1 %2395, label %for.body494, label %for.end495

for.body494:                                      ; preds = %for.cond493
  %2396 = sub i32 %2394, 1
  %t = sub i32 %2396, %c496
  %2397 = mul i32 %bx, 4
  %2398 = icmp sle i32 0, %2397
  %2399 = mul i32 %bx, 4
  %2400 = sext i32 %2399 to i64
  %2401 = add i64 %2400, 4
  %2402 = sext i32 %M to i64
  %2403 = icmp sle i64 %2401, %2402
  %2404 = and i1 %2398, %2403
  %2405 = mul i32 %t, 512
  %2406 = icmp sle i32 0, %2405
  %2407 = mul i32 %t, 512
  %2408 = sext i32 %2407 to i64
  %2409 = add i64 %2408, 512
  %2410 = sext i32 %N to i64
  %2411 = icmp sle i64 %2409, %2410
  %2412 = and i1 %2406, %2411
  %2413 = and i1 %2404, %2412
  br i1 %2413, label %if.then497, label %if.else498

for.end495:                                       ; preds = %for.cond493
  br label %if.end260

if.then497:                                       ; preds = %for.body494
  br label %for.cond500

if.else498:                                       ; preds = %for.body494
  br label %for.cond509

if.end499:                                        ; preds = %for.end511, %for.end502
  br label %for.cond516

for.cond500:                                      ; preds = %if.end505, %if.then497
  %i12 = phi i32 [ 0, %if.then497 ], [ %2433, %if.end505 ]
  %2414 = icmp slt i32 %i12, 4
  br i1 %2414, label %for.body501, label %for.end502

for.body501:                                      ; preds = %for.cond500
  %2415 = add i32 %i12, 1
  %2416 = icmp slt i32 %2415, 4
  br i1 %2416, label %if.then503, label %if.else504

for.end502:                                       ; preds = %for.cond500
  br label %if.end499

if.then503:                                       ; preds = %for.body501
  br label %for.cond506

if.else504:                                       ; preds = %for.body501
  br label %if.end505

if.end505:                                        ; preds = %if.else504, %for.end508
  %2417 = call i64 @llvm.smax.i64(i64 512, i64 0)
  %2418 = mul nuw i64 %2417, 4
  %2419 = sext i32 %i12 to i64
  %2420 = mul nsw i64 %2419, 512
  %2421 = add nsw i64 %2420, 0
  %2422 = getelementptr inbounds float, ptr %X_f, i64 %2421
  %2423 = mul i32 %bx, 4
  %2424 = add i32 %2423, %i12
  %2425 = sext i32 %2424 to i64
  %2426 = sext i32 %N to i64
  %2427 = mul nsw i64 %2425, %2426
  %2428 = mul i32 %t, 512
  %2429 = add i32 %2428, 0
  %2430 = sext i32 %2429 to i64
  %2431 = add nsw i64 %2427, %2430
  %2432 = getelementptr inbounds float, ptr %X, i64 %2431
  call void @tilec_rt_copy(ptr %2422, ptr %2432, i64 %2418)
  %2433 = add nsw i32 %i12, 1
  br label %for.cond500, !llvm.loop !115

for.cond506:                                      ; preds = %for.body507, %if.then503
  %pf3 = phi i32 [ 0, %if.then503 ], [ %2447, %for.body507 ]
  %2434 = icmp slt i32 %pf3, 32
  br i1 %2434, label %for.body507, label %for.end508

for.body507:                                      ; preds = %for.cond506
  %2435 = mul i32 %bx, 4
  %2436 = add i32 %i12, 1
  %2437 = add i32 %2435, %2436
  %2438 = sext i32 %2437 to i64
  %2439 = sext i32 %N to i64
  %2440 = mul i64 %2438, %2439
  %2441 = mul i32 %t, 512
  %2442 = mul i32 %pf3, 16
  %2443 = add i32 %2441, %2442
  %2444 = sext i32 %2443 to i64
  %2445 = add i64 %2440, %2444
  %2446 = getelementptr float, ptr %X, i64 %2445
  call void @llvm.prefetch.p0(ptr %2446, i32 0, i32 3, i32 1)
  %2447 = add nsw i32 %pf3, 1
  br label %for.cond506, !llvm.loop !116

for.end508:                                       ; preds = %for.cond506
  br label %if.end505

for.cond509:                                      ; preds = %if.end515, %if.else498
  %i12512 = phi i32 [ 0, %if.else498 ], [ %2562, %if.end515 ]
  %2448 = icmp slt i32 %i12512, 4
  br i1 %2448, label %for.body510, label %for.end511

for.body510:                                      ; preds = %for.cond509
  %2449 = mul i32 %t, 512
  %2450 = sext i32 %2449 to i64
  %2451 = sub i64 0, %2450
  %2452 = icmp slt i64 %2451, 0
  %2453 = mul i32 %t, 512
  %2454 = sext i32 %2453 to i64
  %2455 = sub i64 0, %2454
  %2456 = icmp sgt i64 %2455, 512
  %2457 = mul i32 %t, 512
  %2458 = sext i32 %2457 to i64
  %2459 = sub i64 0, %2458
  %2460 = select i1 %2456, i64 512, i64 %2459
  %2461 = select i1 %2452, i64 0, i64 %2460
  %tl_lo14 = trunc i64 %2461 to i32
  %2462 = sext i32 %N to i64
  %2463 = mul i32 %t, 512
  %2464 = sext i32 %2463 to i64
  %2465 = sub i64 %2462, %2464
  %2466 = icmp slt i64 %2465, 0
  %2467 = sext i32 %N to i64
  %2468 = mul i32 %t, 512
  %2469 = sext i32 %2468 to i64
  %2470 = sub i64 %2467, %2469
  %2471 = icmp sgt i64 %2470, 512
  %2472 = sext i32 %N to i64
  %2473 = mul i32 %t, 512
  %2474 = sext i32 %2473 to i64
  %2475 = sub i64 %2472, %2474
  %2476 = select i1 %2471, i64 512, i64 %2475
  %2477 = select i1 %2466, i64 0, i64 %2476
  %2478 = sext i32 %tl_lo14 to i64
  %2479 = icmp slt i64 %2477, %2478
  %2480 = sext i32 %tl_lo14 to i64
  %2481 = sext i32 %N to i64
  %2482 = mul i32 %t, 512
  %2483 = sext i32 %2482 to i64
  %2484 = sub i64 %2481, %2483
  %2485 = icmp slt i64 %2484, 0
  %2486 = sext i32 %N to i64
  %2487 = mul i32 %t, 512
  %2488 = sext i32 %2487 to i64
  %2489 = sub i64 %2486, %2488
  %2490 = icmp sgt i64 %2489, 512
  %2491 = sext i32 %N to i64
  %2492 = mul i32 %t, 512
  %2493 = sext i32 %2492 to i64
  %2494 = sub i64 %2491, %2493
  %2495 = select i1 %2490, i64 512, i64 %2494
  %2496 = select i1 %2485, i64 0, i64 %2495
  %2497 = select i1 %2479, i64 %2480, i64 %2496
  %tl_hi15 = trunc i64 %2497 to i32
  %2498 = sext i32 %tl_lo14 to i64
  %2499 = sub i64 %2498, 0
  %2500 = call i64 @llvm.smax.i64(i64 %2499, i64 0)
  %2501 = mul nuw i64 %2500, 4
  %2502 = sext i32 %i12512 to i64
  %2503 = mul nsw i64 %2502, 512
  %2504 = add nsw i64 %2503, 0
  %2505 = getelementptr inbounds float, ptr %X_f, i64 %2504
  call void @llvm.memset.p0.i64(ptr align 4 %2505, i8 0, i64 %2501, i1 false)
  %2506 = mul i32 %bx, 4
  %2507 = sext i32 %2506 to i64
  %2508 = sext i32 %i12512 to i64
  %2509 = add i64 %2507, %2508
  %2510 = icmp sle i64 0, %2509
  %2511 = mul i32 %bx, 4
  %2512 = sext i32 %2511 to i64
  %2513 = sext i32 %i12512 to i64
  %2514 = add i64 %2512, %2513
  %2515 = sext i32 %M to i64
  %2516 = icmp slt i64 %2514, %2515
  %2517 = and i1 %2510, %2516
  br i1 %2517, label %if.then513, label %if.else514

for.end511:                                       ; preds = %for.cond509
  br label %if.end499

if.then513:                                       ; preds = %for.body510
  %2518 = sub i32 %tl_hi15, %tl_lo14
  %2519 = sext i32 %2518 to i64
  %2520 = sub i64 %2519, 0
  %2521 = call i64 @llvm.smax.i64(i64 %2520, i64 0)
  %2522 = mul nuw i64 %2521, 4
  %2523 = sext i32 %i12512 to i64
  %2524 = mul nsw i64 %2523, 512
  %2525 = add i32 %tl_lo14, 0
  %2526 = sext i32 %2525 to i64
  %2527 = add nsw i64 %2524, %2526
  %2528 = getelementptr inbounds float, ptr %X_f, i64 %2527
  %2529 = mul i32 %bx, 4
  %2530 = add i32 %2529, %i12512
  %2531 = sext i32 %2530 to i64
  %2532 = sext i32 %N to i64
  %2533 = mul nsw i64 %2531, %2532
  %2534 = mul i32 %t, 512
  %2535 = add i32 %tl_lo14, 0
  %2536 = add i32 %2534, %2535
  %2537 = sext i32 %2536 to i64
  %2538 = add nsw i64 %2533, %2537
  %2539 = getelementptr inbounds float, ptr %X, i64 %2538
  call void @tilec_rt_copy(ptr %2528, ptr %2539, i64 %2522)
  br label %if.end515

if.else514:                                       ; preds = %for.body510
  %2540 = sub i32 %tl_hi15, %tl_lo14
  %2541 = sext i32 %2540 to i64
  %2542 = sub i64 %2541, 0
  %2543 = call i64 @llvm.smax.i64(i64 %2542, i64 0)
  %2544 = mul nuw i64 %2543, 4
  %2545 = sext i32 %i12512 to i64
  %2546 = mul nsw i64 %2545, 512
  %2547 = add i32 %tl_lo14, 0
  %2548 = sext i32 %2547 to i64
  %2549 = add nsw i64 %2546, %2548
  %2550 = getelementptr inbounds float, ptr %X_f, i64 %2549
  call void @llvm.memset.p0.i64(ptr align 4 %2550, i8 0, i64 %2544, i1 false)
  br label %if.end515

if.end515:                                        ; preds = %if.else514, %if.then513
  %2551 = sub i32 512, %tl_hi15
  %2552 = sext i32 %2551 to i64
  %2553 = sub i64 %2552, 0
  %2554 = call i64 @llvm.smax.i64(i64 %2553, i64 0)
  %2555 = mul nuw i64 %2554, 4
  %2556 = sext i32 %i12512 to i64
  %2557 = mul nsw i64 %2556, 512
  %2558 = add i32 %tl_hi15, 0
  %2559 = sext i32 %2558 to i64
  %2560 = add nsw i64 %2557, %2559
  %2561 = getelementptr inbounds float, ptr %X_f, i64 %2560
  call void @llvm.memset.p0.i64(ptr align 4 %2561, i8 0, i64 %2555, i1 false)
  %2562 = add nsw i32 %i12512, 1
  br label %for.cond509, !llvm.loop !117

for.cond516:                                      ; preds = %for.end529, %if.end499
  %i519 = phi i32 [ 0, %if.end499 ], [ %2721, %for.end529 ]
  %2563 = icmp slt i32 %i519, 4
  br i1 %2563, label %for.body517, label %for.end518

for.body517:                                      ; preds = %for.cond516
  %2564 = mul i32 %t, 512
  %2565 = sext i32 %2564 to i64
  %2566 = sub i64 0, %2565
  %2567 = icmp slt i64 %2566, 0
  %2568 = mul i32 %t, 512
  %2569 = sext i32 %2568 to i64
  %2570 = sub i64 0, %2569
  %2571 = icmp sgt i64 %2570, 512
  %2572 = mul i32 %t, 512
  %2573 = sext i32 %2572 to i64
  %2574 = sub i64 0, %2573
  %2575 = select i1 %2571, i64 512, i64 %2574
  %2576 = select i1 %2567, i64 0, i64 %2575
  %tl_lo16 = trunc i64 %2576 to i32
  %2577 = sext i32 %N to i64
  %2578 = mul i32 %t, 512
  %2579 = sext i32 %2578 to i64
  %2580 = sub i64 %2577, %2579
  %2581 = icmp slt i64 %2580, 0
  %2582 = sext i32 %N to i64
  %2583 = mul i32 %t, 512
  %2584 = sext i32 %2583 to i64
  %2585 = sub i64 %2582, %2584
  %2586 = icmp sgt i64 %2585, 512
  %2587 = sext i32 %N to i64
  %2588 = mul i32 %t, 512
  %2589 = sext i32 %2588 to i64
  %2590 = sub i64 %2587, %2589
  %2591 = select i1 %2586, i64 512, i64 %2590
  %2592 = select i1 %2581, i64 0, i64 %2591
  %2593 = sext i32 %tl_lo16 to i64
  %2594 = icmp slt i64 %2592, %2593
  %2595 = sext i32 %tl_lo16 to i64
  %2596 = sext i32 %N to i64
  %2597 = mul i32 %t, 512
  %2598 = sext i32 %2597 to i64
  %2599 = sub i64 %2596, %2598
  %2600 = icmp slt i64 %2599, 0
  %2601 = sext i32 %N to i64
  %2602 = mul i32 %t, 512
  %2603 = sext i32 %2602 to i64
  %2604 = sub i64 %2601, %2603
  %2605 = icmp sgt i64 %2604, 512
  %2606 = sext i32 %N to i64
  %2607 = mul i32 %t, 512
  %2608 = sext i32 %2607 to i64
  %2609 = sub i64 %2606, %2608
  %2610 = select i1 %2605, i64 512, i64 %2609
  %2611 = select i1 %2600, i64 0, i64 %2610
  %2612 = select i1 %2594, i64 %2595, i64 %2611
  %tl_hi17 = trunc i64 %2612 to i32
  br label %for.cond520

for.end518:                                       ; preds = %for.cond516
  %2613 = mul i32 %bx, 4
  %2614 = icmp sle i32 0, %2613
  %2615 = mul i32 %bx, 4
  %2616 = sext i32 %2615 to i64
  %2617 = add i64 %2616, 4
  %2618 = sext i32 %M to i64
  %2619 = icmp sle i64 %2617, %2618
  %2620 = and i1 %2614, %2619
  %2621 = mul i32 %t, 512
  %2622 = icmp sle i32 0, %2621
  %2623 = mul i32 %t, 512
  %2624 = sext i32 %2623 to i64
  %2625 = add i64 %2624, 512
  %2626 = sext i32 %N to i64
  %2627 = icmp sle i64 %2625, %2626
  %2628 = and i1 %2622, %2627
  %2629 = and i1 %2620, %2628
  br i1 %2629, label %if.then531, label %if.else532

for.cond520:                                      ; preds = %for.body521, %for.body517
  %j523 = phi i32 [ 0, %for.body517 ], [ %2652, %for.body521 ]
  %2630 = icmp slt i32 %j523, %tl_lo16
  br i1 %2630, label %for.body521, label %for.end522

for.body521:                                      ; preds = %for.cond520
  %2631 = sext i32 %i519 to i64
  %2632 = mul nsw i64 %2631, 512
  %2633 = sext i32 %j523 to i64
  %2634 = add nsw i64 %2632, %2633
  %2635 = getelementptr inbounds float, ptr %X_f, i64 %2634
  %2636 = load float, ptr %2635, align 4
  %2637 = sext i32 %i519 to i64
  %2638 = getelementptr inbounds float, ptr %mean, i64 %2637
  %2639 = load float, ptr %2638, align 4
  %2640 = fsub float %2636, %2639
  %2641 = sext i32 %i519 to i64
  %2642 = getelementptr inbounds float, ptr %rstd, i64 %2641
  %2643 = load float, ptr %2642, align 4
  %2644 = fmul float %2640, %2643
  %2645 = fmul float %2644, 0.000000e+00
  %2646 = fadd float %2645, 0.000000e+00
  %2647 = sext i32 %i519 to i64
  %2648 = mul nsw i64 %2647, 512
  %2649 = sext i32 %j523 to i64
  %2650 = add nsw i64 %2648, %2649
  %2651 = getelementptr inbounds float, ptr %X_f, i64 %2650
  store float %2646, ptr %2651, align 4
  %2652 = add nsw i32 %j523, 1
  br label %for.cond520, !llvm.loop !118

for.end522:                                       ; preds = %for.cond520
  %2653 = sub i32 %tl_hi17, %tl_lo16
  br label %for.cond524

for.cond524:                                      ; preds = %for.body525, %for.end522
  %j7 = phi i32 [ 0, %for.end522 ], [ %2694, %for.body525 ]
  %2654 = icmp slt i32 %j7, %2653
  br i1 %2654, label %for.body525, label %for.end526

for.body525:                                      ; preds = %for.cond524
  %2655 = sext i32 %i519 to i64
  %2656 = mul nsw i64 %2655, 512
  %2657 = add i32 %tl_lo16, %j7
  %2658 = sext i32 %2657 to i64
  %2659 = add nsw i64 %2656, %2658
  %2660 = getelementptr inbounds float, ptr %X_f, i64 %2659
  %2661 = load float, ptr %2660, align 4
  %2662 = sext i32 %i519 to i64
  %2663 = getelementptr inbounds float, ptr %mean, i64 %2662
  %2664 = load float, ptr %2663, align 4
  %2665 = fsub float %2661, %2664
  %2666 = sext i32 %i519 to i64
  %2667 = getelementptr inbounds float, ptr %rstd, i64 %2666
  %2668 = load float, ptr %2667, align 4
  %2669 = fmul float %2665, %2668
  %2670 = mul i32 %t, 512
  %2671 = sext i32 %2670 to i64
  %2672 = sext i32 %tl_lo16 to i64
  %2673 = sext i32 %j7 to i64
  %2674 = add i64 %2672, %2673
  %2675 = add i64 %2671, %2674
  %2676 = getelementptr inbounds float, ptr %W, i64 %2675
  %2677 = load float, ptr %2676, align 4
  %2678 = fmul float %2669, %2677
  %2679 = mul i32 %t, 512
  %2680 = sext i32 %2679 to i64
  %2681 = sext i32 %tl_lo16 to i64
  %2682 = sext i32 %j7 to i64
  %2683 = add i64 %2681, %2682
  %2684 = add i64 %2680, %2683
  %2685 = getelementptr inbounds float, ptr %B, i64 %2684
  %2686 = load float, ptr %2685, align 4
  %2687 = fadd float %2678, %2686
  %2688 = sext i32 %i519 to i64
  %2689 = mul nsw i64 %2688, 512
  %2690 = add i32 %tl_lo16, %j7
  %2691 = sext i32 %2690 to i64
  %2692 = add nsw i64 %2689, %2691
  %2693 = getelementptr inbounds float, ptr %X_f, i64 %2692
  store float %2687, ptr %2693, align 4
  %2694 = add nsw i32 %j7, 1
  br label %for.cond524, !llvm.loop !119

for.end526:                                       ; preds = %for.cond524
  %2695 = sub i32 512, %tl_hi17
  br label %for.cond527

for.cond527:                                      ; preds = %for.body528, %for.end526
  %j7530 = phi i32 [ 0, %for.end526 ], [ %2720, %for.body528 ]
  %2696 = icmp slt i32 %j7530, %2695
  br i1 %2696, label %for.body528, label %for.end529

for.body528:                                      ; preds = %for.cond527
  %2697 = sext i32 %i519 to i64
  %2698 = mul nsw i64 %2697, 512
  %2699 = add i32 %tl_hi17, %j7530
  %2700 = sext i32 %2699 to i64
  %2701 = add nsw i64 %2698, %2700
  %2702 = getelementptr inbounds float, ptr %X_f, i64 %2701
  %2703 = load float, ptr %2702, align 4
  %2704 = sext i32 %i519 to i64
  %2705 = getelementptr inbounds float, ptr %mean, i64 %2704
  %2706 = load float, ptr %2705, align 4
  %2707 = fsub float %2703, %2706
  %2708 = sext i32 %i519 to i64
  %2709 = getelementptr inbounds float, ptr %rstd, i64 %2708
  %2710 = load float, ptr %2709, align 4
  %2711 = fmul float %2707, %2710
  %2712 = fmul float %2711, 0.000000e+00
  %2713 = fadd float %2712, 0.000000e+00
  %2714 = sext i32 %i519 to i64
  %2715 = mul nsw i64 %2714, 512
  %2716 = add i32 %tl_hi17, %j7530
  %2717 = sext i32 %2716 to i64
  %2718 = add nsw i64 %2715, %2717
  %2719 = getelementptr inbounds float, ptr %X_f, i64 %2718
  store float %2713, ptr %2719, align 4
  %2720 = add nsw i32 %j7530, 1
  br label %for.cond527, !llvm.loop !120

for.end529:                                       ; preds = %for.cond527
  %2721 = add nsw i32 %i519, 1
  br label %for.cond516, !llvm.loop !121

if.then531:                                       ; preds = %for.end518
  br label %for.cond534

if.else532:                                       ; preds = %for.end518
  br label %for.cond541

if.end533:                                        ; preds = %for.end543, %for.end536
  %2722 = add nsw i32 %c496, 1
  br label %for.cond493, !llvm.loop !122

for.cond534:                                      ; preds = %if.end540, %if.then531
  %i12537 = phi i32 [ 0, %if.then531 ], [ %2758, %if.end540 ]
  %2723 = icmp slt i32 %i12537, 4
  br i1 %2723, label %for.body535, label %for.end536

for.body535:                                      ; preds = %for.cond534
  %2724 = sext i32 %M to i64
  %2725 = sext i32 %N to i64
  %2726 = mul i64 %2724, %2725
  %2727 = icmp sge i64 %2726, 8388608
  br i1 %2727, label %if.then538, label %if.else539

for.end536:                                       ; preds = %for.cond534
  br label %if.end533

if.then538:                                       ; preds = %for.body535
  %2728 = mul i32 %bx, 4
  %2729 = add i32 %2728, %i12537
  %2730 = sext i32 %2729 to i64
  %2731 = sext i32 %N to i64
  %2732 = mul nsw i64 %2730, %2731
  %2733 = mul i32 %t, 512
  %2734 = add i32 %2733, 0
  %2735 = sext i32 %2734 to i64
  %2736 = add nsw i64 %2732, %2735
  %2737 = getelementptr inbounds float, ptr %Y, i64 %2736
  %2738 = sext i32 %i12537 to i64
  %2739 = mul nsw i64 %2738, 512
  %2740 = add nsw i64 %2739, 0
  %2741 = getelementptr inbounds float, ptr %X_f, i64 %2740
  call void @tilec_rt_stream(ptr %2737, ptr %2741, i64 2048)
  br label %if.end540

if.else539:                                       ; preds = %for.body535
  %2742 = call i64 @llvm.smax.i64(i64 512, i64 0)
  %2743 = mul nuw i64 %2742, 4
  %2744 = mul i32 %bx, 4
  %2745 = add i32 %2744, %i12537
  %2746 = sext i32 %2745 to i64
  %2747 = sext i32 %N to i64
  %2748 = mul nsw i64 %2746, %2747
  %2749 = mul i32 %t, 512
  %2750 = add i32 %2749, 0
  %2751 = sext i32 %2750 to i64
  %2752 = add nsw i64 %2748, %2751
  %2753 = getelementptr inbounds float, ptr %Y, i64 %2752
  %2754 = sext i32 %i12537 to i64
  %2755 = mul nsw i64 %2754, 512
  %2756 = add nsw i64 %2755, 0
  %2757 = getelementptr inbounds float, ptr %X_f, i64 %2756
  call void @tilec_rt_copy(ptr %2753, ptr %2757, i64 %2743)
  br label %if.end540

if.end540:                                        ; preds = %if.else539, %if.then538
  %2758 = add nsw i32 %i12537, 1
  br label %for.cond534, !llvm.loop !123

for.cond541:                                      ; preds = %for.end547, %if.else532
  %i12544 = phi i32 [ 0, %if.else532 ], [ %2786, %for.end547 ]
  %2759 = icmp slt i32 %i12544, 4
  br i1 %2759, label %for.body542, label %for.end543

for.body542:                                      ; preds = %for.cond541
  br label %for.cond545

for.end543:                                       ; preds = %for.cond541
  br label %if.end533

for.cond545:                                      ; preds = %if.end550, %for.body542
  %j2 = phi i32 [ 0, %for.body542 ], [ %2803, %if.end550 ]
  %2760 = icmp slt i32 %j2, 512
  br i1 %2760, label %for.body546, label %for.end547

for.body546:                                      ; preds = %for.cond545
  %2761 = mul i32 %bx, 4
  %2762 = sext i32 %2761 to i64
  %2763 = sext i32 %i12544 to i64
  %2764 = add i64 %2762, %2763
  %2765 = icmp sle i64 0, %2764
  %2766 = mul i32 %bx, 4
  %2767 = sext i32 %2766 to i64
  %2768 = sext i32 %i12544 to i64
  %2769 = add i64 %2767, %2768
  %2770 = sext i32 %M to i64
  %2771 = icmp slt i64 %2769, %2770
  %2772 = and i1 %2765, %2771
  %2773 = mul i32 %t, 512
  %2774 = sext i32 %2773 to i64
  %2775 = sext i32 %j2 to i64
  %2776 = add i64 %2774, %2775
  %2777 = icmp sle i64 0, %2776
  %2778 = mul i32 %t, 512
  %2779 = sext i32 %2778 to i64
  %2780 = sext i32 %j2 to i64
  %2781 = add i64 %2779, %2780
  %2782 = sext i32 %N to i64
  %2783 = icmp slt i64 %2781, %2782
  %2784 = and i1 %2777, %2783
  %2785 = and i1 %2772, %2784
  br i1 %2785, label %if.then548, label %if.else549

for.end547:                                       ; preds = %for.cond545
  %2786 = add nsw i32 %i12544, 1
  br label %for.cond541, !llvm.loop !124

if.then548:                                       ; preds = %for.body546
  %2787 = sext i32 %i12544 to i64
  %2788 = mul nsw i64 %2787, 512
  %2789 = sext i32 %j2 to i64
  %2790 = add nsw i64 %2788, %2789
  %2791 = getelementptr inbounds float, ptr %X_f, i64 %2790
  %2792 = load float, ptr %2791, align 4
  %2793 = mul i32 %bx, 4
  %2794 = add i32 %2793, %i12544
  %2795 = sext i32 %2794 to i64
  %2796 = sext i32 %N to i64
  %2797 = mul nsw i64 %2795, %2796
  %2798 = mul i32 %t, 512
  %2799 = add i32 %2798, %j2
  %2800 = sext i32 %2799 to i64
  %2801 = add nsw i64 %2797, %2800
  %2802 = getelementptr inbounds float, ptr %Y, i64 %2801
  store float %2792, ptr %2802, align 4
  br label %if.end550

if.else549:                                       ; preds = %for.body546
  br label %if.end550

if.end550:                                        ; preds = %if.else549, %if.then548
  %2803 = add nsw i32 %j2, 1
  br label %for.cond545, !llvm.loop !125
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #3

declare void @tilec_rt_stream(ptr, ptr, i64)

declare void @tilec_rt_copy(ptr, ptr, i64)

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #3

; Function Attrs: nounwind
define internal void @layernorm_task(ptr %ctx, i64 %block) #5 {
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
define i32 @tilec_launch_layernorm(ptr %args, ptr %dims, ptr %self) #5 {
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

attributes #0 = { noinline nounwind "no-builtin-memcpy" "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind "no-builtin-memcpy" "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.vectorize.enable", i1 true}
!3 = distinct !{!3, !1}
!4 = distinct !{!4, !1, !2}
!5 = distinct !{!5, !1, !2}
!6 = distinct !{!6, !1, !2}
!7 = distinct !{!7, !1, !2}
!8 = distinct !{!8, !1}
!9 = distinct !{!9, !1, !2}
!10 = distinct !{!10, !1}
!11 = distinct !{!11, !1}
!12 = distinct !{!12, !1}
!13 = distinct !{!13, !1}
!14 = distinct !{!14, !1}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !1, !2}
!17 = distinct !{!17, !1}
!18 = distinct !{!18, !1, !2}
!19 = distinct !{!19, !1}
!20 = distinct !{!20, !1}
!21 = distinct !{!21, !1}
!22 = distinct !{!22, !1}
!23 = distinct !{!23, !1}
!24 = distinct !{!24, !1}
!25 = distinct !{!25, !1, !2}
!26 = distinct !{!26, !1, !2}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1, !2}
!29 = distinct !{!29, !1, !2}
!30 = distinct !{!30, !1}
!31 = distinct !{!31, !1, !2}
!32 = distinct !{!32, !1}
!33 = distinct !{!33, !1, !2}
!34 = distinct !{!34, !1, !2}
!35 = distinct !{!35, !1, !2}
!36 = distinct !{!36, !1, !2}
!37 = distinct !{!37, !1}
!38 = distinct !{!38, !1, !2}
!39 = distinct !{!39, !1}
!40 = distinct !{!40, !1}
!41 = distinct !{!41, !1}
!42 = distinct !{!42, !1}
!43 = distinct !{!43, !1}
!44 = distinct !{!44, !1}
!45 = distinct !{!45, !1, !2}
!46 = distinct !{!46, !1}
!47 = distinct !{!47, !1, !2}
!48 = distinct !{!48, !1}
!49 = distinct !{!49, !1}
!50 = distinct !{!50, !1}
!51 = distinct !{!51, !1}
!52 = distinct !{!52, !1}
!53 = distinct !{!53, !1}
!54 = distinct !{!54, !1}
!55 = distinct !{!55, !1, !2}
!56 = distinct !{!56, !1}
!57 = distinct !{!57, !1, !2}
!58 = distinct !{!58, !1, !2}
!59 = distinct !{!59, !1}
!60 = distinct !{!60, !1, !2}
!61 = distinct !{!61, !1, !2}
!62 = distinct !{!62, !1, !2}
!63 = distinct !{!63, !1}
!64 = distinct !{!64, !1, !2}
!65 = distinct !{!65, !1}
!66 = distinct !{!66, !1, !2}
!67 = distinct !{!67, !1}
!68 = distinct !{!68, !1}
!69 = distinct !{!69, !1}
!70 = distinct !{!70, !1}
!71 = distinct !{!71, !1}
!72 = distinct !{!72, !1}
!73 = distinct !{!73, !1}
!74 = distinct !{!74, !1, !2}
!75 = distinct !{!75, !1}
!76 = distinct !{!76, !1, !2}
!77 = distinct !{!77, !1}
!78 = distinct !{!78, !1, !2}
!79 = distinct !{!79, !1}
!80 = distinct !{!80, !1}
!81 = distinct !{!81, !1}
!82 = distinct !{!82, !1}
!83 = distinct !{!83, !1}
!84 = distinct !{!84, !1}
!85 = distinct !{!85, !1}
!86 = distinct !{!86, !1, !2}
!87 = distinct !{!87, !1}
!88 = distinct !{!88, !1}
!89 = distinct !{!89, !1, !2}
!90 = distinct !{!90, !1}
!91 = distinct !{!91, !1, !2}
!92 = distinct !{!92, !1, !2}
!93 = distinct !{!93, !1, !94}
!94 = !{!"llvm.loop.unroll.disable"}
!95 = distinct !{!95, !1}
!96 = distinct !{!96, !1, !94}
!97 = distinct !{!97, !1}
!98 = distinct !{!98, !1, !2}
!99 = distinct !{!99, !1, !2}
!100 = distinct !{!100, !1}
!101 = distinct !{!101, !1}
!102 = distinct !{!102, !1}
!103 = distinct !{!103, !1}
!104 = distinct !{!104, !1}
!105 = distinct !{!105, !1}
!106 = distinct !{!106, !1, !2}
!107 = distinct !{!107, !1}
!108 = distinct !{!108, !1}
!109 = distinct !{!109, !1}
!110 = distinct !{!110, !1}
!111 = distinct !{!111, !1}
!112 = distinct !{!112, !1}
!113 = distinct !{!113, !1}
!114 = distinct !{!114, !1, !2}
!115 = distinct !{!115, !1, !94}
!116 = distinct !{!116, !1}
!117 = distinct !{!117, !1, !94}
!118 = distinct !{!118, !1, !2}
!119 = distinct !{!119, !1, !2}
!120 = distinct !{!120, !1, !2}
!121 = distinct !{!121, !1}
!122 = distinct !{!122, !1}
!123 = distinct !{!123, !1, !94}
!124 = distinct !{!124, !1, !94}
!125 = distinct !{!125, !1}
