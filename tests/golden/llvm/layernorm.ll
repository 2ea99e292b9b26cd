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
  br i1 %61, label %if.then137, label %if.else138

if.end:                                           ; preds = %if.end139, %for.end
  ret void

for.cond:                                         ; preds = %for.end135, %if.then
  %i = phi i32 [ 0, %if.then ], [ %564, %for.end135 ]
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
  br label %for.cond25

for.cond25:                                       ; preds = %for.body26, %for.end23
  %lane = phi i32 [ 0, %for.end23 ], [ %184, %for.body26 ]
  %175 = icmp slt i32 %lane, 32
  br i1 %175, label %for.body26, label %for.end27

for.body26:                                       ; preds = %for.cond25
  %176 = sext i32 %i to i64
  %177 = mul nsw i64 %176, 256
  %178 = sext i32 %lane to i64
  %179 = add nsw i64 %177, %178
  %180 = getelementptr inbounds float, ptr %X_s, i64 %179
  %181 = load float, ptr %180, align 4
  %182 = sext i32 %lane to i64
  %183 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %182
  store float %181, ptr %183, align 4
  %184 = add nsw i32 %lane, 1
  br label %for.cond25, !llvm.loop !7

for.end27:                                        ; preds = %for.cond25
  %185 = sub i32 %60, 1
  %186 = icmp slt i32 %185, 0
  %187 = sub i32 %60, 1
  %188 = select i1 %186, i32 0, i32 %187
  %tl_steps1 = select i1 true, i32 %188, i32 7
  %189 = icmp eq i32 %tl_steps1, 7
  br i1 %189, label %if.then28, label %if.else29

if.then28:                                        ; preds = %for.end27
  br label %for.cond31

if.else29:                                        ; preds = %for.end27
  br label %for.cond38

if.end30:                                         ; preds = %if.end48, %for.end33
  br label %for.cond49

for.cond31:                                       ; preds = %for.end36, %if.then28
  %red = phi i32 [ 0, %if.then28 ], [ %208, %for.end36 ]
  %190 = icmp slt i32 %red, 7
  br i1 %190, label %for.body32, label %for.end33

for.body32:                                       ; preds = %for.cond31
  br label %for.cond34

for.end33:                                        ; preds = %for.cond31
  br label %if.end30

for.cond34:                                       ; preds = %for.body35, %for.body32
  %lane37 = phi i32 [ 0, %for.body32 ], [ %207, %for.body35 ]
  %191 = icmp slt i32 %lane37, 32
  br i1 %191, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  %192 = sext i32 %lane37 to i64
  %193 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %192
  %194 = load float, ptr %193, align 4
  %195 = sext i32 %i to i64
  %196 = mul nsw i64 %195, 256
  %197 = add i32 %red, 1
  %198 = mul i32 %197, 32
  %199 = add i32 %198, %lane37
  %200 = sext i32 %199 to i64
  %201 = add nsw i64 %196, %200
  %202 = getelementptr inbounds float, ptr %X_s, i64 %201
  %203 = load float, ptr %202, align 4
  %204 = fadd float %194, %203
  %205 = sext i32 %lane37 to i64
  %206 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %205
  store float %204, ptr %206, align 4
  %207 = add nsw i32 %lane37, 1
  br label %for.cond34, !llvm.loop !8

for.end36:                                        ; preds = %for.cond34
  %208 = add nsw i32 %red, 1
  br label %for.cond31, !llvm.loop !9

for.cond38:                                       ; preds = %for.end44, %if.else29
  %red41 = phi i32 [ 0, %if.else29 ], [ %228, %for.end44 ]
  %209 = icmp slt i32 %red41, %tl_steps1
  br i1 %209, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  br label %for.cond42

for.end40:                                        ; preds = %for.cond38
  %210 = icmp slt i32 %tl_steps1, 7
  br i1 %210, label %if.then46, label %if.else47

for.cond42:                                       ; preds = %for.body43, %for.body39
  %lane45 = phi i32 [ 0, %for.body39 ], [ %227, %for.body43 ]
  %211 = icmp slt i32 %lane45, 32
  br i1 %211, label %for.body43, label %for.end44

for.body43:                                       ; preds = %for.cond42
  %212 = sext i32 %lane45 to i64
  %213 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %212
  %214 = load float, ptr %213, align 4
  %215 = sext i32 %i to i64
  %216 = mul nsw i64 %215, 256
  %217 = add i32 %red41, 1
  %218 = mul i32 %217, 32
  %219 = add i32 %218, %lane45
  %220 = sext i32 %219 to i64
  %221 = add nsw i64 %216, %220
  %222 = getelementptr inbounds float, ptr %X_s, i64 %221
  %223 = load float, ptr %222, align 4
  %224 = fadd float %214, %223
  %225 = sext i32 %lane45 to i64
  %226 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %225
  store float %224, ptr %226, align 4
  %227 = add nsw i32 %lane45, 1
  br label %for.cond42, !llvm.loop !10

for.end44:                                        ; preds = %for.cond42
  %228 = add nsw i32 %red41, 1
  br label %for.cond38, !llvm.loop !11

if.then46:                                        ; preds = %for.end40
  %229 = getelementptr inbounds float, ptr %tl_lanes_22, i64 0
  %230 = load float, ptr %229, align 4
  %231 = fadd float %230, 0.000000e+00
  %232 = getelementptr inbounds float, ptr %tl_lanes_22, i64 0
  store float %231, ptr %232, align 4
  br label %if.end48

if.else47:                                        ; preds = %for.end40
  br label %if.end48

if.end48:                                         ; preds = %if.else47, %if.then46
  br label %if.end30

for.cond49:                                       ; preds = %for.body50, %if.end30
  %lane52 = phi i32 [ 0, %if.end30 ], [ %244, %for.body50 ]
  %233 = icmp slt i32 %lane52, 16
  br i1 %233, label %for.body50, label %for.end51

for.body50:                                       ; preds = %for.cond49
  %234 = sext i32 %lane52 to i64
  %235 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %234
  %236 = load float, ptr %235, align 4
  %237 = add i32 %lane52, 16
  %238 = sext i32 %237 to i64
  %239 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %238
  %240 = load float, ptr %239, align 4
  %241 = fadd float %236, %240
  %242 = sext i32 %lane52 to i64
  %243 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %242
  store float %241, ptr %243, align 4
  %244 = add nsw i32 %lane52, 1
  br label %for.cond49, !llvm.loop !12

for.end51:                                        ; preds = %for.cond49
  br label %for.cond53

for.cond53:                                       ; preds = %for.body54, %for.end51
  %lane56 = phi i32 [ 0, %for.end51 ], [ %256, %for.body54 ]
  %245 = icmp slt i32 %lane56, 8
  br i1 %245, label %for.body54, label %for.end55

for.body54:                                       ; preds = %for.cond53
  %246 = sext i32 %lane56 to i64
  %247 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %246
  %248 = load float, ptr %247, align 4
  %249 = add i32 %lane56, 8
  %250 = sext i32 %249 to i64
  %251 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %250
  %252 = load float, ptr %251, align 4
  %253 = fadd float %248, %252
  %254 = sext i32 %lane56 to i64
  %255 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %254
  store float %253, ptr %255, align 4
  %256 = add nsw i32 %lane56, 1
  br label %for.cond53, !llvm.loop !13

for.end55:                                        ; preds = %for.cond53
  br label %for.cond57

for.cond57:                                       ; preds = %for.body58, %for.end55
  %lane60 = phi i32 [ 0, %for.end55 ], [ %268, %for.body58 ]
  %257 = icmp slt i32 %lane60, 4
  br i1 %257, label %for.body58, label %for.end59

for.body58:                                       ; preds = %for.cond57
  %258 = sext i32 %lane60 to i64
  %259 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %258
  %260 = load float, ptr %259, align 4
  %261 = add i32 %lane60, 4
  %262 = sext i32 %261 to i64
  %263 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %262
  %264 = load float, ptr %263, align 4
  %265 = fadd float %260, %264
  %266 = sext i32 %lane60 to i64
  %267 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %266
  store float %265, ptr %267, align 4
  %268 = add nsw i32 %lane60, 1
  br label %for.cond57, !llvm.loop !14

for.end59:                                        ; preds = %for.cond57
  br label %for.cond61

for.cond61:                                       ; preds = %for.body62, %for.end59
  %lane64 = phi i32 [ 0, %for.end59 ], [ %280, %for.body62 ]
  %269 = icmp slt i32 %lane64, 2
  br i1 %269, label %for.body62, label %for.end63

for.body62:                                       ; preds = %for.cond61
  %270 = sext i32 %lane64 to i64
  %271 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %270
  %272 = load float, ptr %271, align 4
  %273 = add i32 %lane64, 2
  %274 = sext i32 %273 to i64
  %275 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %274
  %276 = load float, ptr %275, align 4
  %277 = fadd float %272, %276
  %278 = sext i32 %lane64 to i64
  %279 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %278
  store float %277, ptr %279, align 4
  %280 = add nsw i32 %lane64, 1
  br label %for.cond61, !llvm.loop !15

for.end63:                                        ; preds = %for.cond61
  br label %for.cond65

for.cond65:                                       ; preds = %for.body66, %for.end63
  %lane68 = phi i32 [ 0, %for.end63 ], [ %292, %for.body66 ]
  %281 = icmp slt i32 %lane68, 1
  br i1 %281, label %for.body66, label %for.end67

for.body66:                                       ; preds = %for.cond65
  %282 = sext i32 %lane68 to i64
  %283 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %282
  %284 = load float, ptr %283, align 4
  %285 = add i32 %lane68, 1
  %286 = sext i32 %285 to i64
  %287 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %286
  %288 = load float, ptr %287, align 4
  %289 = fadd float %284, %288
  %290 = sext i32 %lane68 to i64
  %291 = getelementptr inbounds float, ptr %tl_lanes_22, i64 %290
  store float %289, ptr %291, align 4
  %292 = add nsw i32 %lane68, 1
  br label %for.cond65, !llvm.loop !16

for.end67:                                        ; preds = %for.cond65
  %293 = sext i32 %i to i64
  %294 = getelementptr inbounds float, ptr %mean_s, i64 %293
  store float 0.000000e+00, ptr %294, align 4
  %295 = sext i32 %i to i64
  %296 = getelementptr inbounds float, ptr %mean_s, i64 %295
  %297 = load float, ptr %296, align 4
  %298 = getelementptr inbounds float, ptr %tl_lanes_22, i64 0
  %299 = load float, ptr %298, align 4
  %300 = fadd float %297, %299
  %301 = sext i32 %i to i64
  %302 = getelementptr inbounds float, ptr %mean_s, i64 %301
  store float %300, ptr %302, align 4
  br label %for.cond69

for.cond69:                                       ; preds = %for.body70, %for.end67
  %lane1 = phi i32 [ 0, %for.end67 ], [ %312, %for.body70 ]
  %303 = icmp slt i32 %lane1, 32
  br i1 %303, label %for.body70, label %for.end71

for.body70:                                       ; preds = %for.cond69
  %304 = sext i32 %i to i64
  %305 = mul nsw i64 %304, 256
  %306 = sext i32 %lane1 to i64
  %307 = add nsw i64 %305, %306
  %308 = getelementptr inbounds float, ptr %sq_s, i64 %307
  %309 = load float, ptr %308, align 4
  %310 = sext i32 %lane1 to i64
  %311 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %310
  store float %309, ptr %311, align 4
  %312 = add nsw i32 %lane1, 1
  br label %for.cond69, !llvm.loop !17

for.end71:                                        ; preds = %for.cond69
  %313 = sub i32 %60, 1
  %314 = icmp slt i32 %313, 0
  %315 = sub i32 %60, 1
  %316 = select i1 %314, i32 0, i32 %315
  %tl_steps3 = select i1 true, i32 %316, i32 7
  %317 = icmp eq i32 %tl_steps3, 7
  br i1 %317, label %if.then72, label %if.else73

if.then72:                                        ; preds = %for.end71
  br label %for.cond75

if.else73:                                        ; preds = %for.end71
  br label %for.cond82

if.end74:                                         ; preds = %if.end92, %for.end77
  br label %for.cond93

for.cond75:                                       ; preds = %for.end80, %if.then72
  %red1 = phi i32 [ 0, %if.then72 ], [ %336, %for.end80 ]
  %318 = icmp slt i32 %red1, 7
  br i1 %318, label %for.body76, label %for.end77

for.body76:                                       ; preds = %for.cond75
  br label %for.cond78

for.end77:                                        ; preds = %for.cond75
  br label %if.end74

for.cond78:                                       ; preds = %for.body79, %for.body76
  %lane181 = phi i32 [ 0, %for.body76 ], [ %335, %for.body79 ]
  %319 = icmp slt i32 %lane181, 32
  br i1 %319, label %for.body79, label %for.end80

for.body79:                                       ; preds = %for.cond78
  %320 = sext i32 %lane181 to i64
  %321 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %320
  %322 = load float, ptr %321, align 4
  %323 = sext i32 %i to i64
  %324 = mul nsw i64 %323, 256
  %325 = add i32 %red1, 1
  %326 = mul i32 %325, 32
  %327 = add i32 %326, %lane181
  %328 = sext i32 %327 to i64
  %329 = add nsw i64 %324, %328
  %330 = getelementptr inbounds float, ptr %sq_s, i64 %329
  %331 = load float, ptr %330, align 4
  %332 = fadd float %322, %331
  %333 = sext i32 %lane181 to i64
  %334 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %333
  store float %332, ptr %334, align 4
  %335 = add nsw i32 %lane181, 1
  br label %for.cond78, !llvm.loop !18

for.end80:                                        ; preds = %for.cond78
  %336 = add nsw i32 %red1, 1
  br label %for.cond75, !llvm.loop !19

for.cond82:                                       ; preds = %for.end88, %if.else73
  %red185 = phi i32 [ 0, %if.else73 ], [ %356, %for.end88 ]
  %337 = icmp slt i32 %red185, %tl_steps3
  br i1 %337, label %for.body83, label %for.end84

for.body83:                                       ; preds = %for.cond82
  br label %for.cond86

for.end84:                                        ; preds = %for.cond82
  %338 = icmp slt i32 %tl_steps3, 7
  br i1 %338, label %if.then90, label %if.else91

for.cond86:                                       ; preds = %for.body87, %for.body83
  %lane189 = phi i32 [ 0, %for.body83 ], [ %355, %for.body87 ]
  %339 = icmp slt i32 %lane189, 32
  br i1 %339, label %for.body87, label %for.end88

for.body87:                                       ; preds = %for.cond86
  %340 = sext i32 %lane189 to i64
  %341 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %340
  %342 = load float, ptr %341, align 4
  %343 = sext i32 %i to i64
  %344 = mul nsw i64 %343, 256
  %345 = add i32 %red185, 1
  %346 = mul i32 %345, 32
  %347 = add i32 %346, %lane189
  %348 = sext i32 %347 to i64
  %349 = add nsw i64 %344, %348
  %350 = getelementptr inbounds float, ptr %sq_s, i64 %349
  %351 = load float, ptr %350, align 4
  %352 = fadd float %342, %351
  %353 = sext i32 %lane189 to i64
  %354 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %353
  store float %352, ptr %354, align 4
  %355 = add nsw i32 %lane189, 1
  br label %for.cond86, !llvm.loop !20

for.end88:                                        ; preds = %for.cond86
  %356 = add nsw i32 %red185, 1
  br label %for.cond82, !llvm.loop !21

if.then90:                                        ; preds = %for.end84
  %357 = getelementptr inbounds float, ptr %tl_lanes_23, i64 0
  %358 = load float, ptr %357, align 4
  %359 = fadd float %358, 0.000000e+00
  %360 = getelementptr inbounds float, ptr %tl_lanes_23, i64 0
  store float %359, ptr %360, align 4
  br label %if.end92

if.else91:                                        ; preds = %for.end84
  br label %if.end92

if.end92:                                         ; preds = %if.else91, %if.then90
  br label %if.end74

for.cond93:                                       ; preds = %for.body94, %if.end74
  %lane196 = phi i32 [ 0, %if.end74 ], [ %372, %for.body94 ]
  %361 = icmp slt i32 %lane196, 16
  br i1 %361, label %for.body94, label %for.end95

for.body94:                                       ; preds = %for.cond93
  %362 = sext i32 %lane196 to i64
  %363 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %362
  %364 = load float, ptr %363, align 4
  %365 = add i32 %lane196, 16
  %366 = sext i32 %365 to i64
  %367 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %366
  %368 = load float, ptr %367, align 4
  %369 = fadd float %364, %368
  %370 = sext i32 %lane196 to i64
  %371 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %370
  store float %369, ptr %371, align 4
  %372 = add nsw i32 %lane196, 1
  br label %for.cond93, !llvm.loop !22

for.end95:                                        ; preds = %for.cond93
  br label %for.cond97

for.cond97:                                       ; preds = %for.body98, %for.end95
  %lane1100 = phi i32 [ 0, %for.end95 ], [ %384, %for.body98 ]
  %373 = icmp slt i32 %lane1100, 8
  br i1 %373, label %for.body98, label %for.end99

for.body98:                                       ; preds = %for.cond97
  %374 = sext i32 %lane1100 to i64
  %375 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %374
  %376 = load float, ptr %375, align 4
  %377 = add i32 %lane1100, 8
  %378 = sext i32 %377 to i64
  %379 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %378
  %380 = load float, ptr %379, align 4
  %381 = fadd float %376, %380
  %382 = sext i32 %lane1100 to i64
  %383 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %382
  store float %381, ptr %383, align 4
  %384 = add nsw i32 %lane1100, 1
  br label %for.cond97, !llvm.loop !23

for.end99:                                        ; preds = %for.cond97
  br label %for.cond101

for.cond101:                                      ; preds = %for.body102, %for.end99
  %lane1104 = phi i32 [ 0, %for.end99 ], [ %396, %for.body102 ]
  %385 = icmp slt i32 %lane1104, 4
  br i1 %385, label %for.body102, label %for.end103

for.body102:                                      ; preds = %for.cond101
  %386 = sext i32 %lane1104 to i64
  %387 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %386
  %388 = load float, ptr %387, align 4
  %389 = add i32 %lane1104, 4
  %390 = sext i32 %389 to i64
  %391 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %390
  %392 = load float, ptr %391, align 4
  %393 = fadd float %388, %392
  %394 = sext i32 %lane1104 to i64
  %395 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %394
  store float %393, ptr %395, align 4
  %396 = add nsw i32 %lane1104, 1
  br label %for.cond101, !llvm.loop !24

for.end103:                                       ; preds = %for.cond101
  br label %for.cond105

for.cond105:                                      ; preds = %for.body106, %for.end103
  %lane1108 = phi i32 [ 0, %for.end103 ], [ %408, %for.body106 ]
  %397 = icmp slt i32 %lane1108, 2
  br i1 %397, label %for.body106, label %for.end107

for.body106:                                      ; preds = %for.cond105
  %398 = sext i32 %lane1108 to i64
  %399 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %398
  %400 = load float, ptr %399, align 4
  %401 = add i32 %lane1108, 2
  %402 = sext i32 %401 to i64
  %403 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %402
  %404 = load float, ptr %403, align 4
  %405 = fadd float %400, %404
  %406 = sext i32 %lane1108 to i64
  %407 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %406
  store float %405, ptr %407, align 4
  %408 = add nsw i32 %lane1108, 1
  br label %for.cond105, !llvm.loop !25

for.end107:                                       ; preds = %for.cond105
  br label %for.cond109

for.cond109:                                      ; preds = %for.body110, %for.end107
  %lane1112 = phi i32 [ 0, %for.end107 ], [ %420, %for.body110 ]
  %409 = icmp slt i32 %lane1112, 1
  br i1 %409, label %for.body110, label %for.end111

for.body110:                                      ; preds = %for.cond109
  %410 = sext i32 %lane1112 to i64
  %411 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %410
  %412 = load float, ptr %411, align 4
  %413 = add i32 %lane1112, 1
  %414 = sext i32 %413 to i64
  %415 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %414
  %416 = load float, ptr %415, align 4
  %417 = fadd float %412, %416
  %418 = sext i32 %lane1112 to i64
  %419 = getelementptr inbounds float, ptr %tl_lanes_23, i64 %418
  store float %417, ptr %419, align 4
  %420 = add nsw i32 %lane1112, 1
  br label %for.cond109, !llvm.loop !26

for.end111:                                       ; preds = %for.cond109
  %421 = sext i32 %i to i64
  %422 = getelementptr inbounds float, ptr %rstd_s, i64 %421
  store float 0.000000e+00, ptr %422, align 4
  %423 = sext i32 %i to i64
  %424 = getelementptr inbounds float, ptr %rstd_s, i64 %423
  %425 = load float, ptr %424, align 4
  %426 = getelementptr inbounds float, ptr %tl_lanes_23, i64 0
  %427 = load float, ptr %426, align 4
  %428 = fadd float %425, %427
  %429 = sext i32 %i to i64
  %430 = getelementptr inbounds float, ptr %rstd_s, i64 %429
  store float %428, ptr %430, align 4
  %431 = sext i32 %N to i64
  %432 = icmp slt i64 %431, 0
  %433 = sext i32 %N to i64
  %434 = icmp sgt i64 %433, 256
  %435 = sext i32 %N to i64
  %436 = select i1 %434, i64 256, i64 %435
  %437 = select i1 %432, i64 0, i64 %436
  %438 = icmp slt i64 %437, 0
  %439 = sext i32 %N to i64
  %440 = icmp slt i64 %439, 0
  %441 = sext i32 %N to i64
  %442 = icmp sgt i64 %441, 256
  %443 = sext i32 %N to i64
  %444 = select i1 %442, i64 256, i64 %443
  %445 = select i1 %440, i64 0, i64 %444
  %446 = select i1 %438, i64 0, i64 %445
  %tl_hi3 = trunc i64 %446 to i32
  br label %for.cond113

for.cond113:                                      ; preds = %for.body114, %for.end111
  %j116 = phi i32 [ 0, %for.end111 ], [ %448, %for.body114 ]
  %447 = icmp slt i32 %j116, 0
  br i1 %447, label %for.body114, label %for.end115

for.body114:                                      ; preds = %for.cond113
  %448 = add nsw i32 %j116, 1
  br label %for.cond113, !llvm.loop !27

for.end115:                                       ; preds = %for.cond113
  %449 = sext i32 %i to i64
  %450 = getelementptr inbounds float, ptr %mean_s, i64 %449
  %451 = load float, ptr %450, align 4
  %mu = fmul float %451, %inv_n
  %452 = sext i32 %i to i64
  %453 = getelementptr inbounds float, ptr %rstd_s, i64 %452
  %454 = load float, ptr %453, align 4
  %455 = fmul float %454, %inv_n
  %456 = fmul float %mu, %mu
  %457 = fsub float %455, %456
  %458 = call float @llvm.maxnum.f32(float %457, float 0.000000e+00)
  %459 = fadd float %458, 0x3EE4F8B580000000
  %460 = fpext float %459 to double
  %461 = call double @llvm.sqrt.f64(double %460)
  %462 = fdiv double 1.000000e+00, %461
  %r = fptrunc double %462 to float
  %463 = mul i32 %bx, 16
  %464 = add i32 %463, %i
  %465 = icmp sle i32 0, %464
  %466 = mul i32 %bx, 16
  %467 = add i32 %466, %i
  %468 = icmp slt i32 %467, %M
  %469 = and i1 %465, %468
  br i1 %469, label %if.then117, label %if.else118

if.then117:                                       ; preds = %for.end115
  %470 = sext i32 %M to i64
  %471 = sext i32 %N to i64
  %472 = mul i64 %470, %471
  %473 = icmp sge i64 %472, 8388608
  br i1 %473, label %if.then120, label %if.else121

if.else118:                                       ; preds = %for.end115
  br label %if.end119

if.end119:                                        ; preds = %if.else118, %if.end122
  %474 = sub i32 256, %tl_hi3
  br label %for.cond133

if.then120:                                       ; preds = %if.then117
  %tl_sn1 = sub i32 %tl_hi3, 0
  %475 = sext i32 %tl_sn1 to i64
  %476 = sdiv i64 %475, 1024
  %477 = sub i64 0, %475
  %478 = select i1 false, i64 %477, i64 %476
  %479 = srem i64 %475, 1024
  %480 = icmp ne i64 %479, 0
  %481 = icmp slt i64 %475, 0
  %482 = icmp eq i1 %481, false
  %483 = and i1 %480, %482
  %484 = zext i1 %483 to i64
  %485 = add i64 %478, %484
  %486 = trunc i64 %485 to i32
  br label %for.cond123

if.else121:                                       ; preds = %if.then117
  %487 = sub i32 %tl_hi3, 0
  br label %for.cond129

if.end122:                                        ; preds = %for.end131, %for.end125
  br label %if.end119

for.cond123:                                      ; preds = %for.end128, %if.then120
  %tl_c2 = phi i32 [ 0, %if.then120 ], [ %531, %for.end128 ]
  %488 = icmp slt i32 %tl_c2, %486
  br i1 %488, label %for.body124, label %for.end125

for.body124:                                      ; preds = %for.cond123
  %tl_sb3 = mul i32 %tl_c2, 1024
  %489 = sub i32 %tl_sn1, %tl_sb3
  %490 = icmp slt i32 %489, 1024
  %491 = sub i32 %tl_sn1, %tl_sb3
  %tl_sm4 = select i1 %490, i32 %491, i32 1024
  br label %for.cond126

for.end125:                                       ; preds = %for.cond123
  br label %if.end122

for.cond126:                                      ; preds = %for.body127, %for.body124
  %tl_c5 = phi i32 [ 0, %for.body124 ], [ %517, %for.body127 ]
  %492 = icmp slt i32 %tl_c5, %tl_sm4
  br i1 %492, label %for.body127, label %for.end128

for.body127:                                      ; preds = %for.cond126
  %493 = sext i32 %i to i64
  %494 = mul nsw i64 %493, 256
  %495 = add i32 %tl_sb3, %tl_c5
  %496 = add i32 0, %495
  %497 = sext i32 %496 to i64
  %498 = add nsw i64 %494, %497
  %499 = getelementptr inbounds float, ptr %X_s, i64 %498
  %500 = load float, ptr %499, align 4
  %501 = fsub float %500, %mu
  %502 = fmul float %501, %r
  %503 = add i32 %tl_sb3, %tl_c5
  %504 = add i32 0, %503
  %505 = sext i32 %504 to i64
  %506 = getelementptr inbounds float, ptr %W, i64 %505
  %507 = load float, ptr %506, align 4
  %508 = fmul float %502, %507
  %509 = add i32 %tl_sb3, %tl_c5
  %510 = add i32 0, %509
  %511 = sext i32 %510 to i64
  %512 = getelementptr inbounds float, ptr %B, i64 %511
  %513 = load float, ptr %512, align 4
  %514 = fadd float %508, %513
  %515 = sext i32 %tl_c5 to i64
  %516 = getelementptr inbounds float, ptr %tl_stream0, i64 %515
  store float %514, ptr %516, align 4
  %517 = add nsw i32 %tl_c5, 1
  br label %for.cond126, !llvm.loop !28

for.end128:                                       ; preds = %for.cond126
  %518 = sext i32 %tl_sm4 to i64
  %519 = mul i32 %bx, 16
  %520 = add i32 %519, %i
  %521 = sext i32 %520 to i64
  %522 = sext i32 %N to i64
  %523 = mul nsw i64 %521, %522
  %524 = add i32 %tl_sb3, 0
  %525 = add i32 0, %524
  %526 = sext i32 %525 to i64
  %527 = add nsw i64 %523, %526
  %528 = getelementptr inbounds float, ptr %Y, i64 %527
  %529 = getelementptr inbounds float, ptr %tl_stream0, i64 0
  %530 = mul i64 %518, 4
  call void @tilec_rt_stream(ptr %528, ptr %529, i64 %530)
  %531 = add nsw i32 %tl_c2, 1
  br label %for.cond123, !llvm.loop !29

for.cond129:                                      ; preds = %for.body130, %if.else121
  %j3132 = phi i32 [ 0, %if.else121 ], [ %561, %for.body130 ]
  %532 = icmp slt i32 %j3132, %487
  br i1 %532, label %for.body130, label %for.end131

for.body130:                                      ; preds = %for.cond129
  %533 = sext i32 %i to i64
  %534 = mul nsw i64 %533, 256
  %535 = add i32 0, %j3132
  %536 = sext i32 %535 to i64
  %537 = add nsw i64 %534, %536
  %538 = getelementptr inbounds float, ptr %X_s, i64 %537
  %539 = load float, ptr %538, align 4
  %540 = fsub float %539, %mu
  %541 = fmul float %540, %r
  %542 = add i32 0, %j3132
  %543 = sext i32 %542 to i64
  %544 = getelementptr inbounds float, ptr %W, i64 %543
  %545 = load float, ptr %544, align 4
  %546 = fmul float %541, %545
  %547 = add i32 0, %j3132
  %548 = sext i32 %547 to i64
  %549 = getelementptr inbounds float, ptr %B, i64 %548
  %550 = load float, ptr %549, align 4
  %551 = fadd float %546, %550
  %552 = mul i32 %bx, 16
  %553 = add i32 %552, %i
  %554 = sext i32 %553 to i64
  %555 = sext i32 %N to i64
  %556 = mul nsw i64 %554, %555
  %557 = add i32 0, %j3132
  %558 = sext i32 %557 to i64
  %559 = add nsw i64 %556, %558
  %560 = getelementptr inbounds float, ptr %Y, i64 %559
  store float %551, ptr %560, align 4
  %561 = add nsw i32 %j3132, 1
  br label %for.cond129, !llvm.loop !30

for.end131:                                       ; preds = %for.cond129
  br label %if.end122

for.cond133:                                      ; preds = %for.body134, %if.end119
  %j3136 = phi i32 [ 0, %if.end119 ], [ %563, %for.body134 ]
  %562 = icmp slt i32 %j3136, %474
  br i1 %562, label %for.body134, label %for.end135

for.body134:                                      ; preds = %for.cond133
  %563 = add nsw i32 %j3136, 1
  br label %for.cond133, !llvm.loop !31

for.end135:                                       ; preds = %for.cond133
  %564 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !32

if.then137:                                       ; preds = %if.else
  %565 = sext i32 %N to i64
  %566 = icmp slt i64 %565, 0
  %567 = sext i32 %N to i64
  %568 = icmp sgt i64 %567, 512
  %569 = sext i32 %N to i64
  %570 = select i1 %568, i64 512, i64 %569
  %571 = select i1 %566, i64 0, i64 %570
  %572 = icmp slt i64 %571, 0
  %573 = sext i32 %N to i64
  %574 = icmp slt i64 %573, 0
  %575 = sext i32 %N to i64
  %576 = icmp sgt i64 %575, 512
  %577 = sext i32 %N to i64
  %578 = select i1 %576, i64 512, i64 %577
  %579 = select i1 %574, i64 0, i64 %578
  %580 = select i1 %572, i64 0, i64 %579
  %581 = trunc i64 %580 to i32
  %582 = icmp slt i32 %581, 0
  %583 = sext i32 %N to i64
  %584 = icmp slt i64 %583, 0
  %585 = sext i32 %N to i64
  %586 = icmp sgt i64 %585, 512
  %587 = sext i32 %N to i64
  %588 = select i1 %586, i64 512, i64 %587
  %589 = select i1 %584, i64 0, i64 %588
  %590 = icmp slt i64 %589, 0
  %591 = sext i32 %N to i64
  %592 = icmp slt i64 %591, 0
  %593 = sext i32 %N to i64
  %594 = icmp sgt i64 %593, 512
  %595 = sext i32 %N to i64
  %596 = select i1 %594, i64 512, i64 %595
  %597 = select i1 %592, i64 0, i64 %596
  %598 = select i1 %590, i64 0, i64 %597
  %599 = trunc i64 %598 to i32
  %600 = icmp sgt i32 %599, 512
  %601 = sext i32 %N to i64
  %602 = icmp slt i64 %601, 0
  %603 = sext i32 %N to i64
  %604 = icmp sgt i64 %603, 512
  %605 = sext i32 %N to i64
  %606 = select i1 %604, i64 512, i64 %605
  %607 = select i1 %602, i64 0, i64 %606
  %608 = icmp slt i64 %607, 0
  %609 = sext i32 %N to i64
  %610 = icmp slt i64 %609, 0
  %611 = sext i32 %N to i64
  %612 = icmp sgt i64 %611, 512
  %613 = sext i32 %N to i64
  %614 = select i1 %612, i64 512, i64 %613
  %615 = select i1 %610, i64 0, i64 %614
  %616 = select i1 %608, i64 0, i64 %615
  %617 = trunc i64 %616 to i32
  %618 = select i1 %600, i32 512, i32 %617
  %619 = select i1 %582, i32 0, i32 %618
  %620 = add i32 %619, 31
  %621 = sdiv i32 %620, 32
  %622 = sub i32 0, %620
  %623 = select i1 false, i32 %622, i32 %621
  br label %for.cond140

if.else138:                                       ; preds = %if.else
  %624 = icmp sle i32 %N, 4096
  br i1 %624, label %if.then274, label %if.else275

if.end139:                                        ; preds = %if.end276, %for.end142
  br label %if.end

for.cond140:                                      ; preds = %if.end260, %if.then137
  %i143 = phi i32 [ 0, %if.then137 ], [ %1049, %if.end260 ]
  %625 = icmp slt i32 %i143, 4
  br i1 %625, label %for.body141, label %for.end142

for.body141:                                      ; preds = %for.cond140
  %626 = sext i32 %N to i64
  %627 = icmp slt i64 %626, 0
  %628 = sext i32 %N to i64
  %629 = icmp sgt i64 %628, 512
  %630 = sext i32 %N to i64
  %631 = select i1 %629, i64 512, i64 %630
  %632 = select i1 %627, i64 0, i64 %631
  %633 = icmp slt i64 %632, 0
  %634 = sext i32 %N to i64
  %635 = icmp slt i64 %634, 0
  %636 = sext i32 %N to i64
  %637 = icmp sgt i64 %636, 512
  %638 = sext i32 %N to i64
  %639 = select i1 %637, i64 512, i64 %638
  %640 = select i1 %635, i64 0, i64 %639
  %641 = select i1 %633, i64 0, i64 %640
  %tl_hi5 = trunc i64 %641 to i32
  br label %for.cond144

for.end142:                                       ; preds = %for.cond140
  br label %if.end139

for.cond144:                                      ; preds = %for.body145, %for.body141
  %j147 = phi i32 [ 0, %for.body141 ], [ %655, %for.body145 ]
  %642 = icmp slt i32 %j147, 0
  br i1 %642, label %for.body145, label %for.end146

for.body145:                                      ; preds = %for.cond144
  %643 = icmp slt i32 %j147, %N
  %x148 = select i1 %643, float 0.000000e+00, float 0.000000e+00
  %644 = sext i32 %i143 to i64
  %645 = mul nsw i64 %644, 512
  %646 = sext i32 %j147 to i64
  %647 = add nsw i64 %645, %646
  %648 = getelementptr inbounds float, ptr %X_f, i64 %647
  store float %x148, ptr %648, align 4
  %649 = fmul float %x148, %x148
  %650 = sext i32 %i143 to i64
  %651 = mul nsw i64 %650, 512
  %652 = sext i32 %j147 to i64
  %653 = add nsw i64 %651, %652
  %654 = getelementptr inbounds float, ptr %sq, i64 %653
  store float %649, ptr %654, align 4
  %655 = add nsw i32 %j147, 1
  br label %for.cond144, !llvm.loop !33

for.end146:                                       ; preds = %for.cond144
  %656 = mul i32 %bx, 4
  %657 = add i32 %656, %i143
  %658 = icmp sle i32 0, %657
  %659 = mul i32 %bx, 4
  %660 = add i32 %659, %i143
  %661 = icmp slt i32 %660, %M
  %662 = and i1 %658, %661
  br i1 %662, label %if.then149, label %if.else150

if.then149:                                       ; preds = %for.end146
  %663 = add i32 %i143, 1
  %664 = icmp slt i32 %663, 4
  br i1 %664, label %if.then152, label %if.else153

if.else150:                                       ; preds = %for.end146
  %665 = sub i32 %tl_hi5, 0
  br label %for.cond162

if.end151:                                        ; preds = %for.end164, %for.end160
  %666 = sub i32 512, %tl_hi5
  br label %for.cond166

if.then152:                                       ; preds = %if.then149
  %667 = sub i32 %tl_hi5, 0
  %668 = add i32 %667, 15
  %669 = sdiv i32 %668, 16
  %670 = sub i32 0, %668
  %671 = select i1 false, i32 %670, i32 %669
  br label %for.cond155

if.else153:                                       ; preds = %if.then149
  br label %if.end154

if.end154:                                        ; preds = %if.else153, %for.end157
  %672 = sub i32 %tl_hi5, 0
  br label %for.cond158

for.cond155:                                      ; preds = %for.body156, %if.then152
  %pf1 = phi i32 [ 0, %if.then152 ], [ %685, %for.body156 ]
  %673 = icmp slt i32 %pf1, %671
  br i1 %673, label %for.body156, label %for.end157

for.body156:                                      ; preds = %for.cond155
  %674 = mul i32 %bx, 4
  %675 = add i32 %i143, 1
  %676 = add i32 %674, %675
  %677 = sext i32 %676 to i64
  %678 = sext i32 %N to i64
  %679 = mul i64 %677, %678
  %680 = mul i32 %pf1, 16
  %681 = add i32 0, %680
  %682 = sext i32 %681 to i64
  %683 = add i64 %679, %682
  %684 = getelementptr float, ptr %X, i64 %683
  call void @llvm.prefetch.p0(ptr %684, i32 0, i32 3, i32 1)
  %685 = add nsw i32 %pf1, 1
  br label %for.cond155, !llvm.loop !34

for.end157:                                       ; preds = %for.cond155
  br label %if.end154

for.cond158:                                      ; preds = %for.body159, %if.end154
  %j4 = phi i32 [ 0, %if.end154 ], [ %709, %for.body159 ]
  %686 = icmp slt i32 %j4, %672
  br i1 %686, label %for.body159, label %for.end160

for.body159:                                      ; preds = %for.cond158
  %687 = mul i32 %bx, 4
  %688 = add i32 %687, %i143
  %689 = sext i32 %688 to i64
  %690 = sext i32 %N to i64
  %691 = mul nsw i64 %689, %690
  %692 = add i32 0, %j4
  %693 = sext i32 %692 to i64
  %694 = add nsw i64 %691, %693
  %695 = getelementptr inbounds float, ptr %X, i64 %694
  %x161 = load float, ptr %695, align 4
  %696 = sext i32 %i143 to i64
  %697 = mul nsw i64 %696, 512
  %698 = add i32 0, %j4
  %699 = sext i32 %698 to i64
  %700 = add nsw i64 %697, %699
  %701 = getelementptr inbounds float, ptr %X_f, i64 %700
  store float %x161, ptr %701, align 4
  %702 = fmul float %x161, %x161
  %703 = sext i32 %i143 to i64
  %704 = mul nsw i64 %703, 512
  %705 = add i32 0, %j4
  %706 = sext i32 %705 to i64
  %707 = add nsw i64 %704, %706
  %708 = getelementptr inbounds float, ptr %sq, i64 %707
  store float %702, ptr %708, align 4
  %709 = add nsw i32 %j4, 1
  br label %for.cond158, !llvm.loop !35

for.end160:                                       ; preds = %for.cond158
  br label %if.end151

for.cond162:                                      ; preds = %for.body163, %if.else150
  %j4165 = phi i32 [ 0, %if.else150 ], [ %723, %for.body163 ]
  %710 = icmp slt i32 %j4165, %665
  br i1 %710, label %for.body163, label %for.end164

for.body163:                                      ; preds = %for.cond162
  %711 = sext i32 %i143 to i64
  %712 = mul nsw i64 %711, 512
  %713 = add i32 0, %j4165
  %714 = sext i32 %713 to i64
  %715 = add nsw i64 %712, %714
  %716 = getelementptr inbounds float, ptr %X_f, i64 %715
  store float 0.000000e+00, ptr %716, align 4
  %717 = sext i32 %i143 to i64
  %718 = mul nsw i64 %717, 512
  %719 = add i32 0, %j4165
  %720 = sext i32 %719 to i64
  %721 = add nsw i64 %718, %720
  %722 = getelementptr inbounds float, ptr %sq, i64 %721
  store float 0.000000e+00, ptr %722, align 4
  %723 = add nsw i32 %j4165, 1
  br label %for.cond162, !llvm.loop !36

for.end164:                                       ; preds = %for.cond162
  br label %if.end151

for.cond166:                                      ; preds = %for.body167, %if.end151
  %j4169 = phi i32 [ 0, %if.end151 ], [ %737, %for.body167 ]
  %724 = icmp slt i32 %j4169, %666
  br i1 %724, label %for.body167, label %for.end168

for.body167:                                      ; preds = %for.cond166
  %725 = sext i32 %i143 to i64
  %726 = mul nsw i64 %725, 512
  %727 = add i32 %tl_hi5, %j4169
  %728 = sext i32 %727 to i64
  %729 = add nsw i64 %726, %728
  %730 = getelementptr inbounds float, ptr %X_f, i64 %729
  store float 0.000000e+00, ptr %730, align 4
  %731 = sext i32 %i143 to i64
  %732 = mul nsw i64 %731, 512
  %733 = add i32 %tl_hi5, %j4169
  %734 = sext i32 %733 to i64
  %735 = add nsw i64 %732, %734
  %736 = getelementptr inbounds float, ptr %sq, i64 %735
  store float 0.000000e+00, ptr %736, align 4
  %737 = add nsw i32 %j4169, 1
  br label %for.cond166, !llvm.loop !37

for.end168:                                       ; preds = %for.cond166
  br label %for.cond170

for.cond170:                                      ; preds = %for.body171, %for.end168
  %lane2 = phi i32 [ 0, %for.end168 ], [ %747, %for.body171 ]
  %738 = icmp slt i32 %lane2, 32
  br i1 %738, label %for.body171, label %for.end172

for.body171:                                      ; preds = %for.cond170
  %739 = sext i32 %i143 to i64
  %740 = mul nsw i64 %739, 512
  %741 = sext i32 %lane2 to i64
  %742 = add nsw i64 %740, %741
  %743 = getelementptr inbounds float, ptr %X_f, i64 %742
  %744 = load float, ptr %743, align 4
  %745 = sext i32 %lane2 to i64
  %746 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %745
  store float %744, ptr %746, align 4
  %747 = add nsw i32 %lane2, 1
  br label %for.cond170, !llvm.loop !38

for.end172:                                       ; preds = %for.cond170
  %748 = sub i32 %623, 1
  %749 = icmp slt i32 %748, 0
  %750 = sub i32 %623, 1
  %751 = select i1 %749, i32 0, i32 %750
  %tl_steps5 = select i1 true, i32 %751, i32 15
  %752 = icmp eq i32 %tl_steps5, 15
  br i1 %752, label %if.then173, label %if.else174

if.then173:                                       ; preds = %for.end172
  br label %for.cond176

if.else174:                                       ; preds = %for.end172
  br label %for.cond183

if.end175:                                        ; preds = %if.end193, %for.end178
  br label %for.cond194

for.cond176:                                      ; preds = %for.end181, %if.then173
  %red2 = phi i32 [ 0, %if.then173 ], [ %771, %for.end181 ]
  %753 = icmp slt i32 %red2, 15
  br i1 %753, label %for.body177, label %for.end178

for.body177:                                      ; preds = %for.cond176
  br label %for.cond179

for.end178:                                       ; preds = %for.cond176
  br label %if.end175

for.cond179:                                      ; preds = %for.body180, %for.body177
  %lane2182 = phi i32 [ 0, %for.body177 ], [ %770, %for.body180 ]
  %754 = icmp slt i32 %lane2182, 32
  br i1 %754, label %for.body180, label %for.end181

for.body180:                                      ; preds = %for.cond179
  %755 = sext i32 %lane2182 to i64
  %756 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %755
  %757 = load float, ptr %756, align 4
  %758 = sext i32 %i143 to i64
  %759 = mul nsw i64 %758, 512
  %760 = add i32 %red2, 1
  %761 = mul i32 %760, 32
  %762 = add i32 %761, %lane2182
  %763 = sext i32 %762 to i64
  %764 = add nsw i64 %759, %763
  %765 = getelementptr inbounds float, ptr %X_f, i64 %764
  %766 = load float, ptr %765, align 4
  %767 = fadd float %757, %766
  %768 = sext i32 %lane2182 to i64
  %769 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %768
  store float %767, ptr %769, align 4
  %770 = add nsw i32 %lane2182, 1
  br label %for.cond179, !llvm.loop !39

for.end181:                                       ; preds = %for.cond179
  %771 = add nsw i32 %red2, 1
  br label %for.cond176, !llvm.loop !40

for.cond183:                                      ; preds = %for.end189, %if.else174
  %red2186 = phi i32 [ 0, %if.else174 ], [ %791, %for.end189 ]
  %772 = icmp slt i32 %red2186, %tl_steps5
  br i1 %772, label %for.body184, label %for.end185

for.body184:                                      ; preds = %for.cond183
  br label %for.cond187

for.end185:                                       ; preds = %for.cond183
  %773 = icmp slt i32 %tl_steps5, 15
  br i1 %773, label %if.then191, label %if.else192

for.cond187:                                      ; preds = %for.body188, %for.body184
  %lane2190 = phi i32 [ 0, %for.body184 ], [ %790, %for.body188 ]
  %774 = icmp slt i32 %lane2190, 32
  br i1 %774, label %for.body188, label %for.end189

for.body188:                                      ; preds = %for.cond187
  %775 = sext i32 %lane2190 to i64
  %776 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %775
  %777 = load float, ptr %776, align 4
  %778 = sext i32 %i143 to i64
  %779 = mul nsw i64 %778, 512
  %780 = add i32 %red2186, 1
  %781 = mul i32 %780, 32
  %782 = add i32 %781, %lane2190
  %783 = sext i32 %782 to i64
  %784 = add nsw i64 %779, %783
  %785 = getelementptr inbounds float, ptr %X_f, i64 %784
  %786 = load float, ptr %785, align 4
  %787 = fadd float %777, %786
  %788 = sext i32 %lane2190 to i64
  %789 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %788
  store float %787, ptr %789, align 4
  %790 = add nsw i32 %lane2190, 1
  br label %for.cond187, !llvm.loop !41

for.end189:                                       ; preds = %for.cond187
  %791 = add nsw i32 %red2186, 1
  br label %for.cond183, !llvm.loop !42

if.then191:                                       ; preds = %for.end185
  %792 = getelementptr inbounds float, ptr %tl_lanes_24, i64 0
  %793 = load float, ptr %792, align 4
  %794 = fadd float %793, 0.000000e+00
  %795 = getelementptr inbounds float, ptr %tl_lanes_24, i64 0
  store float %794, ptr %795, align 4
  br label %if.end193

if.else192:                                       ; preds = %for.end185
  br label %if.end193

if.end193:                                        ; preds = %if.else192, %if.then191
  br label %if.end175

for.cond194:                                      ; preds = %for.body195, %if.end175
  %lane2197 = phi i32 [ 0, %if.end175 ], [ %807, %for.body195 ]
  %796 = icmp slt i32 %lane2197, 16
  br i1 %796, label %for.body195, label %for.end196

for.body195:                                      ; preds = %for.cond194
  %797 = sext i32 %lane2197 to i64
  %798 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %797
  %799 = load float, ptr %798, align 4
  %800 = add i32 %lane2197, 16
  %801 = sext i32 %800 to i64
  %802 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %801
  %803 = load float, ptr %802, align 4
  %804 = fadd float %799, %803
  %805 = sext i32 %lane2197 to i64
  %806 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %805
  store float %804, ptr %806, align 4
  %807 = add nsw i32 %lane2197, 1
  br label %for.cond194, !llvm.loop !43

for.end196:                                       ; preds = %for.cond194
  br label %for.cond198

for.cond198:                                      ; preds = %for.body199, %for.end196
  %lane2201 = phi i32 [ 0, %for.end196 ], [ %819, %for.body199 ]
  %808 = icmp slt i32 %lane2201, 8
  br i1 %808, label %for.body199, label %for.end200

for.body199:                                      ; preds = %for.cond198
  %809 = sext i32 %lane2201 to i64
  %810 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %809
  %811 = load float, ptr %810, align 4
  %812 = add i32 %lane2201, 8
  %813 = sext i32 %812 to i64
  %814 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %813
  %815 = load float, ptr %814, align 4
  %816 = fadd float %811, %815
  %817 = sext i32 %lane2201 to i64
  %818 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %817
  store float %816, ptr %818, align 4
  %819 = add nsw i32 %lane2201, 1
  br label %for.cond198, !llvm.loop !44

for.end200:                                       ; preds = %for.cond198
  br label %for.cond202

for.cond202:                                      ; preds = %for.body203, %for.end200
  %lane2205 = phi i32 [ 0, %for.end200 ], [ %831, %for.body203 ]
  %820 = icmp slt i32 %lane2205, 4
  br i1 %820, label %for.body203, label %for.end204

for.body203:                                      ; preds = %for.cond202
  %821 = sext i32 %lane2205 to i64
  %822 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %821
  %823 = load float, ptr %822, align 4
  %824 = add i32 %lane2205, 4
  %825 = sext i32 %824 to i64
  %826 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %825
  %827 = load float, ptr %826, align 4
  %828 = fadd float %823, %827
  %829 = sext i32 %lane2205 to i64
  %830 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %829
  store float %828, ptr %830, align 4
  %831 = add nsw i32 %lane2205, 1
  br label %for.cond202, !llvm.loop !45

for.end204:                                       ; preds = %for.cond202
  br label %for.cond206

for.cond206:                                      ; preds = %for.body207, %for.end204
  %lane2209 = phi i32 [ 0, %for.end204 ], [ %843, %for.body207 ]
  %832 = icmp slt i32 %lane2209, 2
  br i1 %832, label %for.body207, label %for.end208

for.body207:                                      ; preds = %for.cond206
  %833 = sext i32 %lane2209 to i64
  %834 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %833
  %835 = load float, ptr %834, align 4
  %836 = add i32 %lane2209, 2
  %837 = sext i32 %836 to i64
  %838 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %837
  %839 = load float, ptr %838, align 4
  %840 = fadd float %835, %839
  %841 = sext i32 %lane2209 to i64
  %842 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %841
  store float %840, ptr %842, align 4
  %843 = add nsw i32 %lane2209, 1
  br label %for.cond206, !llvm.loop !46

for.end208:                                       ; preds = %for.cond206
  br label %for.cond210

for.cond210:                                      ; preds = %for.body211, %for.end208
  %lane2213 = phi i32 [ 0, %for.end208 ], [ %855, %for.body211 ]
  %844 = icmp slt i32 %lane2213, 1
  br i1 %844, label %for.body211, label %for.end212

for.body211:                                      ; preds = %for.cond210
  %845 = sext i32 %lane2213 to i64
  %846 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %845
  %847 = load float, ptr %846, align 4
  %848 = add i32 %lane2213, 1
  %849 = sext i32 %848 to i64
  %850 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %849
  %851 = load float, ptr %850, align 4
  %852 = fadd float %847, %851
  %853 = sext i32 %lane2213 to i64
  %854 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %853
  store float %852, ptr %854, align 4
  %855 = add nsw i32 %lane2213, 1
  br label %for.cond210, !llvm.loop !47

for.end212:                                       ; preds = %for.cond210
  %856 = sext i32 %i143 to i64
  %857 = getelementptr inbounds float, ptr %mean, i64 %856
  store float 0.000000e+00, ptr %857, align 4
  %858 = sext i32 %i143 to i64
  %859 = getelementptr inbounds float, ptr %mean, i64 %858
  %860 = load float, ptr %859, align 4
  %861 = getelementptr inbounds float, ptr %tl_lanes_24, i64 0
  %862 = load float, ptr %861, align 4
  %863 = fadd float %860, %862
  %864 = sext i32 %i143 to i64
  %865 = getelementptr inbounds float, ptr %mean, i64 %864
  store float %863, ptr %865, align 4
  br label %for.cond214

for.cond214:                                      ; preds = %for.body215, %for.end212
  %lane3 = phi i32 [ 0, %for.end212 ], [ %875, %for.body215 ]
  %866 = icmp slt i32 %lane3, 32
  br i1 %866, label %for.body215, label %for.end216

for.body215:                                      ; preds = %for.cond214
  %867 = sext i32 %i143 to i64
  %868 = mul nsw i64 %867, 512
  %869 = sext i32 %lane3 to i64
  %870 = add nsw i64 %868, %869
  %871 = getelementptr inbounds float, ptr %sq, i64 %870
  %872 = load float, ptr %871, align 4
  %873 = sext i32 %lane3 to i64
  %874 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %873
  store float %872, ptr %874, align 4
  %875 = add nsw i32 %lane3, 1
  br label %for.cond214, !llvm.loop !48

for.end216:                                       ; preds = %for.cond214
  %876 = sub i32 %623, 1
  %877 = icmp slt i32 %876, 0
  %878 = sub i32 %623, 1
  %879 = select i1 %877, i32 0, i32 %878
  %tl_steps7 = select i1 true, i32 %879, i32 15
  %880 = icmp eq i32 %tl_steps7, 15
  br i1 %880, label %if.then217, label %if.else218

if.then217:                                       ; preds = %for.end216
  br label %for.cond220

if.else218:                                       ; preds = %for.end216
  br label %for.cond227

if.end219:                                        ; preds = %if.end237, %for.end222
  br label %for.cond238

for.cond220:                                      ; preds = %for.end225, %if.then217
  %red3 = phi i32 [ 0, %if.then217 ], [ %899, %for.end225 ]
  %881 = icmp slt i32 %red3, 15
  br i1 %881, label %for.body221, label %for.end222

for.body221:                                      ; preds = %for.cond220
  br label %for.cond223

for.end222:                                       ; preds = %for.cond220
  br label %if.end219

for.cond223:                                      ; preds = %for.body224, %for.body221
  %lane3226 = phi i32 [ 0, %for.body221 ], [ %898, %for.body224 ]
  %882 = icmp slt i32 %lane3226, 32
  br i1 %882, label %for.body224, label %for.end225

for.body224:                                      ; preds = %for.cond223
  %883 = sext i32 %lane3226 to i64
  %884 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %883
  %885 = load float, ptr %884, align 4
  %886 = sext i32 %i143 to i64
  %887 = mul nsw i64 %886, 512
  %888 = add i32 %red3, 1
  %889 = mul i32 %888, 32
  %890 = add i32 %889, %lane3226
  %891 = sext i32 %890 to i64
  %892 = add nsw i64 %887, %891
  %893 = getelementptr inbounds float, ptr %sq, i64 %892
  %894 = load float, ptr %893, align 4
  %895 = fadd float %885, %894
  %896 = sext i32 %lane3226 to i64
  %897 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %896
  store float %895, ptr %897, align 4
  %898 = add nsw i32 %lane3226, 1
  br label %for.cond223, !llvm.loop !49

for.end225:                                       ; preds = %for.cond223
  %899 = add nsw i32 %red3, 1
  br label %for.cond220, !llvm.loop !50

for.cond227:                                      ; preds = %for.end233, %if.else218
  %red3230 = phi i32 [ 0, %if.else218 ], [ %919, %for.end233 ]
  %900 = icmp slt i32 %red3230, %tl_steps7
  br i1 %900, label %for.body228, label %for.end229

for.body228:                                      ; preds = %for.cond227
  br label %for.cond231

for.end229:                                       ; preds = %for.cond227
  %901 = icmp slt i32 %tl_steps7, 15
  br i1 %901, label %if.then235, label %if.else236

for.cond231:                                      ; preds = %for.body232, %for.body228
  %lane3234 = phi i32 [ 0, %for.body228 ], [ %918, %for.body232 ]
  %902 = icmp slt i32 %lane3234, 32
  br i1 %902, label %for.body232, label %for.end233

for.body232:                                      ; preds = %for.cond231
  %903 = sext i32 %lane3234 to i64
  %904 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %903
  %905 = load float, ptr %904, align 4
  %906 = sext i32 %i143 to i64
  %907 = mul nsw i64 %906, 512
  %908 = add i32 %red3230, 1
  %909 = mul i32 %908, 32
  %910 = add i32 %909, %lane3234
  %911 = sext i32 %910 to i64
  %912 = add nsw i64 %907, %911
  %913 = getelementptr inbounds float, ptr %sq, i64 %912
  %914 = load float, ptr %913, align 4
  %915 = fadd float %905, %914
  %916 = sext i32 %lane3234 to i64
  %917 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %916
  store float %915, ptr %917, align 4
  %918 = add nsw i32 %lane3234, 1
  br label %for.cond231, !llvm.loop !51

for.end233:                                       ; preds = %for.cond231
  %919 = add nsw i32 %red3230, 1
  br label %for.cond227, !llvm.loop !52

if.then235:                                       ; preds = %for.end229
  %920 = getelementptr inbounds float, ptr %tl_lanes_25, i64 0
  %921 = load float, ptr %920, align 4
  %922 = fadd float %921, 0.000000e+00
  %923 = getelementptr inbounds float, ptr %tl_lanes_25, i64 0
  store float %922, ptr %923, align 4
  br label %if.end237

if.else236:                                       ; preds = %for.end229
  br label %if.end237

if.end237:                                        ; preds = %if.else236, %if.then235
  br label %if.end219

for.cond238:                                      ; preds = %for.body239, %if.end219
  %lane3241 = phi i32 [ 0, %if.end219 ], [ %935, %for.body239 ]
  %924 = icmp slt i32 %lane3241, 16
  br i1 %924, label %for.body239, label %for.end240

for.body239:                                      ; preds = %for.cond238
  %925 = sext i32 %lane3241 to i64
  %926 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %925
  %927 = load float, ptr %926, align 4
  %928 = add i32 %lane3241, 16
  %929 = sext i32 %928 to i64
  %930 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %929
  %931 = load float, ptr %930, align 4
  %932 = fadd float %927, %931
  %933 = sext i32 %lane3241 to i64
  %934 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %933
  store float %932, ptr %934, align 4
  %935 = add nsw i32 %lane3241, 1
  br label %for.cond238, !llvm.loop !53

for.end240:                                       ; preds = %for.cond238
  br label %for.cond242

for.cond242:                                      ; preds = %for.body243, %for.end240
  %lane3245 = phi i32 [ 0, %for.end240 ], [ %947, %for.body243 ]
  %936 = icmp slt i32 %lane3245, 8
  br i1 %936, label %for.body243, label %for.end244

for.body243:                                      ; preds = %for.cond242
  %937 = sext i32 %lane3245 to i64
  %938 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %937
  %939 = load float, ptr %938, align 4
  %940 = add i32 %lane3245, 8
  %941 = sext i32 %940 to i64
  %942 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %941
  %943 = load float, ptr %942, align 4
  %944 = fadd float %939, %943
  %945 = sext i32 %lane3245 to i64
  %946 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %945
  store float %944, ptr %946, align 4
  %947 = add nsw i32 %lane3245, 1
  br label %for.cond242, !llvm.loop !54

for.end244:                                       ; preds = %for.cond242
  br label %for.cond246

for.cond246:                                      ; preds = %for.body247, %for.end244
  %lane3249 = phi i32 [ 0, %for.end244 ], [ %959, %for.body247 ]
  %948 = icmp slt i32 %lane3249, 4
  br i1 %948, label %for.body247, label %for.end248

for.body247:                                      ; preds = %for.cond246
  %949 = sext i32 %lane3249 to i64
  %950 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %949
  %951 = load float, ptr %950, align 4
  %952 = add i32 %lane3249, 4
  %953 = sext i32 %952 to i64
  %954 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %953
  %955 = load float, ptr %954, align 4
  %956 = fadd float %951, %955
  %957 = sext i32 %lane3249 to i64
  %958 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %957
  store float %956, ptr %958, align 4
  %959 = add nsw i32 %lane3249, 1
  br label %for.cond246, !llvm.loop !55

for.end248:                                       ; preds = %for.cond246
  br label %for.cond250

for.cond250:                                      ; preds = %for.body251, %for.end248
  %lane3253 = phi i32 [ 0, %for.end248 ], [ %971, %for.body251 ]
  %960 = icmp slt i32 %lane3253, 2
  br i1 %960, label %for.body251, label %for.end252

for.body251:                                      ; preds = %for.cond250
  %961 = sext i32 %lane3253 to i64
  %962 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %961
  %963 = load float, ptr %962, align 4
  %964 = add i32 %lane3253, 2
  %965 = sext i32 %964 to i64
  %966 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %965
  %967 = load float, ptr %966, align 4
  %968 = fadd float %963, %967
  %969 = sext i32 %lane3253 to i64
  %970 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %969
  store float %968, ptr %970, align 4
  %971 = add nsw i32 %lane3253, 1
  br label %for.cond250, !llvm.loop !56

for.end252:                                       ; preds = %for.cond250
  br label %for.cond254

for.cond254:                                      ; preds = %for.body255, %for.end252
  %lane3257 = phi i32 [ 0, %for.end252 ], [ %983, %for.body255 ]
  %972 = icmp slt i32 %lane3257, 1
  br i1 %972, label %for.body255, label %for.end256

for.body255:                                      ; preds = %for.cond254
  %973 = sext i32 %lane3257 to i64
  %974 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %973
  %975 = load float, ptr %974, align 4
  %976 = add i32 %lane3257, 1
  %977 = sext i32 %976 to i64
  %978 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %977
  %979 = load float, ptr %978, align 4
  %980 = fadd float %975, %979
  %981 = sext i32 %lane3257 to i64
  %982 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %981
  store float %980, ptr %982, align 4
  %983 = add nsw i32 %lane3257, 1
  br label %for.cond254, !llvm.loop !57

for.end256:                                       ; preds = %for.cond254
  %984 = sext i32 %i143 to i64
  %985 = getelementptr inbounds float, ptr %rstd, i64 %984
  store float 0.000000e+00, ptr %985, align 4
  %986 = sext i32 %i143 to i64
  %987 = getelementptr inbounds float, ptr %rstd, i64 %986
  %988 = load float, ptr %987, align 4
  %989 = getelementptr inbounds float, ptr %tl_lanes_25, i64 0
  %990 = load float, ptr %989, align 4
  %991 = fadd float %988, %990
  %992 = sext i32 %i143 to i64
  %993 = getelementptr inbounds float, ptr %rstd, i64 %992
  store float %991, ptr %993, align 4
  %994 = sext i32 %i143 to i64
  %995 = getelementptr inbounds float, ptr %mean, i64 %994
  %996 = load float, ptr %995, align 4
  %997 = sitofp i32 %N to float
  %998 = fdiv float %996, %997
  %999 = sext i32 %i143 to i64
  %1000 = getelementptr inbounds float, ptr %mean, i64 %999
  store float %998, ptr %1000, align 4
  %1001 = sext i32 %i143 to i64
  %1002 = getelementptr inbounds float, ptr %rstd, i64 %1001
  %1003 = load float, ptr %1002, align 4
  %1004 = sitofp i32 %N to float
  %1005 = fdiv float %1003, %1004
  %1006 = sext i32 %i143 to i64
  %1007 = getelementptr inbounds float, ptr %mean, i64 %1006
  %1008 = load float, ptr %1007, align 4
  %1009 = sext i32 %i143 to i64
  %1010 = getelementptr inbounds float, ptr %mean, i64 %1009
  %1011 = load float, ptr %1010, align 4
  %1012 = fmul float %1008, %1011
  %1013 = fsub float %1005, %1012
  %1014 = call float @llvm.maxnum.f32(float %1013, float 0.000000e+00)
  %1015 = fadd float %1014, 0x3EE4F8B580000000
  %1016 = fpext float %1015 to double
  %1017 = call double @llvm.sqrt.f64(double %1016)
  %1018 = fdiv double 1.000000e+00, %1017
  %1019 = fptrunc double %1018 to float
  %1020 = sext i32 %i143 to i64
  %1021 = getelementptr inbounds float, ptr %rstd, i64 %1020
  store float %1019, ptr %1021, align 4
  %1022 = sext i32 %N to i64
  %1023 = icmp slt i64 %1022, 0
  %1024 = sext i32 %N to i64
  %1025 = icmp sgt i64 %1024, 512
  %1026 = sext i32 %N to i64
  %1027 = select i1 %1025, i64 512, i64 %1026
  %1028 = select i1 %1023, i64 0, i64 %1027
  %1029 = icmp slt i64 %1028, 0
  %1030 = sext i32 %N to i64
  %1031 = icmp slt i64 %1030, 0
  %1032 = sext i32 %N to i64
  %1033 = icmp sgt i64 %1032, 512
  %1034 = sext i32 %N to i64
  %1035 = select i1 %1033, i64 512, i64 %1034
  %1036 = select i1 %1031, i64 0, i64 %1035
  %1037 = select i1 %1029, i64 0, i64 %1036
  %tl_hi7 = trunc i64 %1037 to i32
  %1038 = mul i32 %bx, 4
  %1039 = add i32 %1038, %i143
  %1040 = icmp sle i32 0, %1039
  %1041 = mul i32 %bx, 4
  %1042 = add i32 %1041, %i143
  %1043 = icmp slt i32 %1042, %M
  %1044 = and i1 %1040, %1043
  br i1 %1044, label %if.then258, label %if.else259

if.then258:                                       ; preds = %for.end256
  %1045 = sext i32 %M to i64
  %1046 = sext i32 %N to i64
  %1047 = mul i64 %1045, %1046
  %1048 = icmp sge i64 %1047, 8388608
  br i1 %1048, label %if.then261, label %if.else262

if.else259:                                       ; preds = %for.end256
  br label %if.end260

if.end260:                                        ; preds = %if.else259, %if.end263
  %1049 = add nsw i32 %i143, 1
  br label %for.cond140, !llvm.loop !58

if.then261:                                       ; preds = %if.then258
  %tl_sn8 = sub i32 %tl_hi7, 0
  %1050 = sext i32 %tl_sn8 to i64
  %1051 = sdiv i64 %1050, 1024
  %1052 = sub i64 0, %1050
  %1053 = select i1 false, i64 %1052, i64 %1051
  %1054 = srem i64 %1050, 1024
  %1055 = icmp ne i64 %1054, 0
  %1056 = icmp slt i64 %1050, 0
  %1057 = icmp eq i1 %1056, false
  %1058 = and i1 %1055, %1057
  %1059 = zext i1 %1058 to i64
  %1060 = add i64 %1053, %1059
  %1061 = trunc i64 %1060 to i32
  br label %for.cond264

if.else262:                                       ; preds = %if.then258
  %1062 = sub i32 %tl_hi7, 0
  br label %for.cond270

if.end263:                                        ; preds = %for.end272, %for.end266
  br label %if.end260

for.cond264:                                      ; preds = %for.end269, %if.then261
  %tl_c9 = phi i32 [ 0, %if.then261 ], [ %1112, %for.end269 ]
  %1063 = icmp slt i32 %tl_c9, %1061
  br i1 %1063, label %for.body265, label %for.end266

for.body265:                                      ; preds = %for.cond264
  %tl_sb10 = mul i32 %tl_c9, 1024
  %1064 = sub i32 %tl_sn8, %tl_sb10
  %1065 = icmp slt i32 %1064, 1024
  %1066 = sub i32 %tl_sn8, %tl_sb10
  %tl_sm11 = select i1 %1065, i32 %1066, i32 1024
  br label %for.cond267

for.end266:                                       ; preds = %for.cond264
  br label %if.end263

for.cond267:                                      ; preds = %for.body268, %for.body265
  %tl_c12 = phi i32 [ 0, %for.body265 ], [ %1098, %for.body268 ]
  %1067 = icmp slt i32 %tl_c12, %tl_sm11
  br i1 %1067, label %for.body268, label %for.end269

for.body268:                                      ; preds = %for.cond267
  %1068 = sext i32 %i143 to i64
  %1069 = mul nsw i64 %1068, 512
  %1070 = add i32 %tl_sb10, %tl_c12
  %1071 = add i32 0, %1070
  %1072 = sext i32 %1071 to i64
  %1073 = add nsw i64 %1069, %1072
  %1074 = getelementptr inbounds float, ptr %X_f, i64 %1073
  %1075 = load float, ptr %1074, align 4
  %1076 = sext i32 %i143 to i64
  %1077 = getelementptr inbounds float, ptr %mean, i64 %1076
  %1078 = load float, ptr %1077, align 4
  %1079 = fsub float %1075, %1078
  %1080 = sext i32 %i143 to i64
  %1081 = getelementptr inbounds float, ptr %rstd, i64 %1080
  %1082 = load float, ptr %1081, align 4
  %1083 = fmul float %1079, %1082
  %1084 = add i32 %tl_sb10, %tl_c12
  %1085 = add i32 0, %1084
  %1086 = sext i32 %1085 to i64
  %1087 = getelementptr inbounds float, ptr %W, i64 %1086
  %1088 = load float, ptr %1087, align 4
  %1089 = fmul float %1083, %1088
  %1090 = add i32 %tl_sb10, %tl_c12
  %1091 = add i32 0, %1090
  %1092 = sext i32 %1091 to i64
  %1093 = getelementptr inbounds float, ptr %B, i64 %1092
  %1094 = load float, ptr %1093, align 4
  %1095 = fadd float %1089, %1094
  %1096 = sext i32 %tl_c12 to i64
  %1097 = getelementptr inbounds float, ptr %tl_stream7, i64 %1096
  store float %1095, ptr %1097, align 4
  %1098 = add nsw i32 %tl_c12, 1
  br label %for.cond267, !llvm.loop !59

for.end269:                                       ; preds = %for.cond267
  %1099 = sext i32 %tl_sm11 to i64
  %1100 = mul i32 %bx, 4
  %1101 = add i32 %1100, %i143
  %1102 = sext i32 %1101 to i64
  %1103 = sext i32 %N to i64
  %1104 = mul nsw i64 %1102, %1103
  %1105 = add i32 %tl_sb10, 0
  %1106 = add i32 0, %1105
  %1107 = sext i32 %1106 to i64
  %1108 = add nsw i64 %1104, %1107
  %1109 = getelementptr inbounds float, ptr %Y, i64 %1108
  %1110 = getelementptr inbounds float, ptr %tl_stream7, i64 0
  %1111 = mul i64 %1099, 4
  call void @tilec_rt_stream(ptr %1109, ptr %1110, i64 %1111)
  %1112 = add nsw i32 %tl_c9, 1
  br label %for.cond264, !llvm.loop !60

for.cond270:                                      ; preds = %for.body271, %if.else262
  %j4273 = phi i32 [ 0, %if.else262 ], [ %1148, %for.body271 ]
  %1113 = icmp slt i32 %j4273, %1062
  br i1 %1113, label %for.body271, label %for.end272

for.body271:                                      ; preds = %for.cond270
  %1114 = sext i32 %i143 to i64
  %1115 = mul nsw i64 %1114, 512
  %1116 = add i32 0, %j4273
  %1117 = sext i32 %1116 to i64
  %1118 = add nsw i64 %1115, %1117
  %1119 = getelementptr inbounds float, ptr %X_f, i64 %1118
  %1120 = load float, ptr %1119, align 4
  %1121 = sext i32 %i143 to i64
  %1122 = getelementptr inbounds float, ptr %mean, i64 %1121
  %1123 = load float, ptr %1122, align 4
  %1124 = fsub float %1120, %1123
  %1125 = sext i32 %i143 to i64
  %1126 = getelementptr inbounds float, ptr %rstd, i64 %1125
  %1127 = load float, ptr %1126, align 4
  %1128 = fmul float %1124, %1127
  %1129 = add i32 0, %j4273
  %1130 = sext i32 %1129 to i64
  %1131 = getelementptr inbounds float, ptr %W, i64 %1130
  %1132 = load float, ptr %1131, align 4
  %1133 = fmul float %1128, %1132
  %1134 = add i32 0, %j4273
  %1135 = sext i32 %1134 to i64
  %1136 = getelementptr inbounds float, ptr %B, i64 %1135
  %1137 = load float, ptr %1136, align 4
  %1138 = fadd float %1133, %1137
  %1139 = mul i32 %bx, 4
  %1140 = add i32 %1139, %i143
  %1141 = sext i32 %1140 to i64
  %1142 = sext i32 %N to i64
  %1143 = mul nsw i64 %1141, %1142
  %1144 = add i32 0, %j4273
  %1145 = sext i32 %1144 to i64
  %1146 = add nsw i64 %1143, %1145
  %1147 = getelementptr inbounds float, ptr %Y, i64 %1146
  store float %1138, ptr %1147, align 4
  %1148 = add nsw i32 %j4273, 1
  br label %for.cond270, !llvm.loop !61

for.end272:                                       ; preds = %for.cond270
  br label %if.end263

if.then274:                                       ; preds = %if.else138
  call void @llvm.memset.p0.i64(ptr align 64 %mean_r, i8 0, i64 4, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %rstd_r, i8 0, i64 4, i1 false)
  %1149 = sext i32 %N to i64
  %1150 = icmp slt i64 %1149, 0
  %1151 = sext i32 %N to i64
  %1152 = icmp sgt i64 %1151, 4096
  %1153 = sext i32 %N to i64
  %1154 = select i1 %1152, i64 4096, i64 %1153
  %1155 = select i1 %1150, i64 0, i64 %1154
  %1156 = icmp slt i64 %1155, 0
  %1157 = sext i32 %N to i64
  %1158 = icmp slt i64 %1157, 0
  %1159 = sext i32 %N to i64
  %1160 = icmp sgt i64 %1159, 4096
  %1161 = sext i32 %N to i64
  %1162 = select i1 %1160, i64 4096, i64 %1161
  %1163 = select i1 %1158, i64 0, i64 %1162
  %1164 = select i1 %1156, i64 0, i64 %1163
  %1165 = trunc i64 %1164 to i32
  %1166 = icmp slt i32 %1165, 0
  %1167 = sext i32 %N to i64
  %1168 = icmp slt i64 %1167, 0
  %1169 = sext i32 %N to i64
  %1170 = icmp sgt i64 %1169, 4096
  %1171 = sext i32 %N to i64
  %1172 = select i1 %1170, i64 4096, i64 %1171
  %1173 = select i1 %1168, i64 0, i64 %1172
  %1174 = icmp slt i64 %1173, 0
  %1175 = sext i32 %N to i64
  %1176 = icmp slt i64 %1175, 0
  %1177 = sext i32 %N to i64
  %1178 = icmp sgt i64 %1177, 4096
  %1179 = sext i32 %N to i64
  %1180 = select i1 %1178, i64 4096, i64 %1179
  %1181 = select i1 %1176, i64 0, i64 %1180
  %1182 = select i1 %1174, i64 0, i64 %1181
  %1183 = trunc i64 %1182 to i32
  %1184 = icmp sgt i32 %1183, 4096
  %1185 = sext i32 %N to i64
  %1186 = icmp slt i64 %1185, 0
  %1187 = sext i32 %N to i64
  %1188 = icmp sgt i64 %1187, 4096
  %1189 = sext i32 %N to i64
  %1190 = select i1 %1188, i64 4096, i64 %1189
  %1191 = select i1 %1186, i64 0, i64 %1190
  %1192 = icmp slt i64 %1191, 0
  %1193 = sext i32 %N to i64
  %1194 = icmp slt i64 %1193, 0
  %1195 = sext i32 %N to i64
  %1196 = icmp sgt i64 %1195, 4096
  %1197 = sext i32 %N to i64
  %1198 = select i1 %1196, i64 4096, i64 %1197
  %1199 = select i1 %1194, i64 0, i64 %1198
  %1200 = select i1 %1192, i64 0, i64 %1199
  %1201 = trunc i64 %1200 to i32
  %1202 = select i1 %1184, i32 4096, i32 %1201
  %1203 = select i1 %1166, i32 0, i32 %1202
  %1204 = add i32 %1203, 31
  %1205 = sdiv i32 %1204, 32
  %1206 = sub i32 0, %1204
  %1207 = select i1 false, i32 %1206, i32 %1205
  br label %for.cond277

if.else275:                                       ; preds = %if.else138
  br label %for.cond426

if.end276:                                        ; preds = %for.end545, %for.end279
  br label %if.end139

for.cond277:                                      ; preds = %for.end409, %if.then274
  %r280 = phi i32 [ 0, %if.then274 ], [ %1845, %for.end409 ]
  %1208 = icmp slt i32 %r280, 4
  br i1 %1208, label %for.body278, label %for.end279

for.body278:                                      ; preds = %for.cond277
  br label %for.cond281

for.end279:                                       ; preds = %for.cond277
  br label %if.end276

for.cond281:                                      ; preds = %if.end292, %for.body278
  %i284 = phi i32 [ 0, %for.body278 ], [ %1251, %if.end292 ]
  %1209 = icmp slt i32 %i284, 1
  br i1 %1209, label %for.body282, label %for.end283

for.body282:                                      ; preds = %for.cond281
  %1210 = sext i32 %N to i64
  %1211 = icmp slt i64 %1210, 0
  %1212 = sext i32 %N to i64
  %1213 = icmp sgt i64 %1212, 4096
  %1214 = sext i32 %N to i64
  %1215 = select i1 %1213, i64 4096, i64 %1214
  %1216 = select i1 %1211, i64 0, i64 %1215
  %1217 = icmp slt i64 %1216, 0
  %1218 = sext i32 %N to i64
  %1219 = icmp slt i64 %1218, 0
  %1220 = sext i32 %N to i64
  %1221 = icmp sgt i64 %1220, 4096
  %1222 = sext i32 %N to i64
  %1223 = select i1 %1221, i64 4096, i64 %1222
  %1224 = select i1 %1219, i64 0, i64 %1223
  %1225 = select i1 %1217, i64 0, i64 %1224
  %tl_hi9 = trunc i64 %1225 to i32
  br label %for.cond285

for.end283:                                       ; preds = %for.cond281
  br label %for.cond301

for.cond285:                                      ; preds = %for.body286, %for.body282
  %j288 = phi i32 [ 0, %for.body282 ], [ %1239, %for.body286 ]
  %1226 = icmp slt i32 %j288, 0
  br i1 %1226, label %for.body286, label %for.end287

for.body286:                                      ; preds = %for.cond285
  %1227 = icmp slt i32 %j288, %N
  %x289 = select i1 %1227, float 0.000000e+00, float 0.000000e+00
  %1228 = sext i32 %i284 to i64
  %1229 = mul nsw i64 %1228, 4096
  %1230 = sext i32 %j288 to i64
  %1231 = add nsw i64 %1229, %1230
  %1232 = getelementptr inbounds float, ptr %X_r, i64 %1231
  store float %x289, ptr %1232, align 4
  %1233 = fmul float %x289, %x289
  %1234 = sext i32 %i284 to i64
  %1235 = mul nsw i64 %1234, 4096
  %1236 = sext i32 %j288 to i64
  %1237 = add nsw i64 %1235, %1236
  %1238 = getelementptr inbounds float, ptr %sq_r, i64 %1237
  store float %1233, ptr %1238, align 4
  %1239 = add nsw i32 %j288, 1
  br label %for.cond285, !llvm.loop !62

for.end287:                                       ; preds = %for.cond285
  %1240 = mul i32 %bx, 4
  %1241 = add i32 %1240, %r280
  %1242 = add i32 %1241, %i284
  %1243 = icmp sle i32 0, %1242
  %1244 = mul i32 %bx, 4
  %1245 = add i32 %1244, %r280
  %1246 = add i32 %1245, %i284
  %1247 = icmp slt i32 %1246, %M
  %1248 = and i1 %1243, %1247
  br i1 %1248, label %if.then290, label %if.else291

if.then290:                                       ; preds = %for.end287
  %1249 = sub i32 %tl_hi9, 0
  br label %for.cond293

if.else291:                                       ; preds = %for.end287
  %1250 = sub i32 %tl_hi9, 0
  br label %for.cond297

if.end292:                                        ; preds = %for.end299, %for.end295
  %1251 = add nsw i32 %i284, 1
  br label %for.cond281, !llvm.loop !63

for.cond293:                                      ; preds = %for.body294, %if.then290
  %j5 = phi i32 [ 0, %if.then290 ], [ %1276, %for.body294 ]
  %1252 = icmp slt i32 %j5, %1249
  br i1 %1252, label %for.body294, label %for.end295

for.body294:                                      ; preds = %for.cond293
  %1253 = mul i32 %bx, 4
  %1254 = add i32 %1253, %r280
  %1255 = add i32 %1254, %i284
  %1256 = sext i32 %1255 to i64
  %1257 = sext i32 %N to i64
  %1258 = mul nsw i64 %1256, %1257
  %1259 = add i32 0, %j5
  %1260 = sext i32 %1259 to i64
  %1261 = add nsw i64 %1258, %1260
  %1262 = getelementptr inbounds float, ptr %X, i64 %1261
  %x296 = load float, ptr %1262, align 4
  %1263 = sext i32 %i284 to i64
  %1264 = mul nsw i64 %1263, 4096
  %1265 = add i32 0, %j5
  %1266 = sext i32 %1265 to i64
  %1267 = add nsw i64 %1264, %1266
  %1268 = getelementptr inbounds float, ptr %X_r, i64 %1267
  store float %x296, ptr %1268, align 4
  %1269 = fmul float %x296, %x296
  %1270 = sext i32 %i284 to i64
  %1271 = mul nsw i64 %1270, 4096
  %1272 = add i32 0, %j5
  %1273 = sext i32 %1272 to i64
  %1274 = add nsw i64 %1271, %1273
  %1275 = getelementptr inbounds float, ptr %sq_r, i64 %1274
  store float %1269, ptr %1275, align 4
  %1276 = add nsw i32 %j5, 1
  br label %for.cond293, !llvm.loop !64

for.end295:                                       ; preds = %for.cond293
  br label %if.end292

for.cond297:                                      ; preds = %for.body298, %if.else291
  %j5300 = phi i32 [ 0, %if.else291 ], [ %1290, %for.body298 ]
  %1277 = icmp slt i32 %j5300, %1250
  br i1 %1277, label %for.body298, label %for.end299

for.body298:                                      ; preds = %for.cond297
  %1278 = sext i32 %i284 to i64
  %1279 = mul nsw i64 %1278, 4096
  %1280 = add i32 0, %j5300
  %1281 = sext i32 %1280 to i64
  %1282 = add nsw i64 %1279, %1281
  %1283 = getelementptr inbounds float, ptr %X_r, i64 %1282
  store float 0.000000e+00, ptr %1283, align 4
  %1284 = sext i32 %i284 to i64
  %1285 = mul nsw i64 %1284, 4096
  %1286 = add i32 0, %j5300
  %1287 = sext i32 %1286 to i64
  %1288 = add nsw i64 %1285, %1287
  %1289 = getelementptr inbounds float, ptr %sq_r, i64 %1288
  store float 0.000000e+00, ptr %1289, align 4
  %1290 = add nsw i32 %j5300, 1
  br label %for.cond297, !llvm.loop !65

for.end299:                                       ; preds = %for.cond297
  br label %if.end292

for.cond301:                                      ; preds = %for.end350, %for.end283
  %i6 = phi i32 [ 0, %for.end283 ], [ %1539, %for.end350 ]
  %1291 = icmp slt i32 %i6, 1
  br i1 %1291, label %for.body302, label %for.end303

for.body302:                                      ; preds = %for.cond301
  br label %for.cond304

for.end303:                                       ; preds = %for.cond301
  br label %for.cond352

for.cond304:                                      ; preds = %for.end309, %for.body302
  %tl_r8 = phi i32 [ 0, %for.body302 ], [ %1365, %for.end309 ]
  %1292 = icmp slt i32 %tl_r8, 1
  br i1 %1292, label %for.body305, label %for.end306

for.body305:                                      ; preds = %for.cond304
  %1293 = sext i32 %N to i64
  %1294 = icmp slt i64 %1293, 0
  %1295 = sext i32 %N to i64
  %1296 = icmp sgt i64 %1295, 4096
  %1297 = sext i32 %N to i64
  %1298 = select i1 %1296, i64 4096, i64 %1297
  %1299 = select i1 %1294, i64 0, i64 %1298
  %1300 = icmp slt i64 %1299, 0
  %1301 = sext i32 %N to i64
  %1302 = icmp slt i64 %1301, 0
  %1303 = sext i32 %N to i64
  %1304 = icmp sgt i64 %1303, 4096
  %1305 = sext i32 %N to i64
  %1306 = select i1 %1304, i64 4096, i64 %1305
  %1307 = select i1 %1302, i64 0, i64 %1306
  %1308 = select i1 %1300, i64 0, i64 %1307
  %1309 = trunc i64 %1308 to i32
  %1310 = icmp slt i32 %1309, 0
  %1311 = sext i32 %N to i64
  %1312 = icmp slt i64 %1311, 0
  %1313 = sext i32 %N to i64
  %1314 = icmp sgt i64 %1313, 4096
  %1315 = sext i32 %N to i64
  %1316 = select i1 %1314, i64 4096, i64 %1315
  %1317 = select i1 %1312, i64 0, i64 %1316
  %1318 = icmp slt i64 %1317, 0
  %1319 = sext i32 %N to i64
  %1320 = icmp slt i64 %1319, 0
  %1321 = sext i32 %N to i64
  %1322 = icmp sgt i64 %1321, 4096
  %1323 = sext i32 %N to i64
  %1324 = select i1 %1322, i64 4096, i64 %1323
  %1325 = select i1 %1320, i64 0, i64 %1324
  %1326 = select i1 %1318, i64 0, i64 %1325
  %1327 = trunc i64 %1326 to i32
  %1328 = icmp sgt i32 %1327, 4096
  %1329 = sext i32 %N to i64
  %1330 = icmp slt i64 %1329, 0
  %1331 = sext i32 %N to i64
  %1332 = icmp sgt i64 %1331, 4096
  %1333 = sext i32 %N to i64
  %1334 = select i1 %1332, i64 4096, i64 %1333
  %1335 = select i1 %1330, i64 0, i64 %1334
  %1336 = icmp slt i64 %1335, 0
  %1337 = sext i32 %N to i64
  %1338 = icmp slt i64 %1337, 0
  %1339 = sext i32 %N to i64
  %1340 = icmp sgt i64 %1339, 4096
  %1341 = sext i32 %N to i64
  %1342 = select i1 %1340, i64 4096, i64 %1341
  %1343 = select i1 %1338, i64 0, i64 %1342
  %1344 = select i1 %1336, i64 0, i64 %1343
  %1345 = trunc i64 %1344 to i32
  %1346 = select i1 %1328, i32 4096, i32 %1345
  %tl_pad_from9 = select i1 %1310, i32 0, i32 %1346
  %1347 = mul i32 %1207, 32
  %1348 = icmp slt i32 %1347, 32
  %1349 = mul i32 %1207, 32
  %1350 = select i1 %1348, i32 32, i32 %1349
  %1351 = icmp slt i32 %1350, 4096
  %1352 = mul i32 %1207, 32
  %1353 = icmp slt i32 %1352, 32
  %1354 = mul i32 %1207, 32
  %1355 = select i1 %1353, i32 32, i32 %1354
  %1356 = select i1 %1351, i32 %1355, i32 4096
  %tl_pad_n11 = sub i32 %1356, %tl_pad_from9
  br label %for.cond307

for.end306:                                       ; preds = %for.cond304
  br label %for.cond310

for.cond307:                                      ; preds = %for.body308, %for.body305
  %tl_pad_k12 = phi i32 [ 0, %for.body305 ], [ %1364, %for.body308 ]
  %1357 = icmp slt i32 %tl_pad_k12, %tl_pad_n11
  br i1 %1357, label %for.body308, label %for.end309

for.body308:                                      ; preds = %for.cond307
  %1358 = sext i32 %tl_r8 to i64
  %1359 = mul nsw i64 %1358, 4096
  %1360 = add i32 %tl_pad_from9, %tl_pad_k12
  %1361 = sext i32 %1360 to i64
  %1362 = add nsw i64 %1359, %1361
  %1363 = getelementptr inbounds float, ptr %X_r, i64 %1362
  store float 0.000000e+00, ptr %1363, align 4
  %1364 = add nsw i32 %tl_pad_k12, 1
  br label %for.cond307, !llvm.loop !66

for.end309:                                       ; preds = %for.cond307
  %1365 = add nsw i32 %tl_r8, 1
  br label %for.cond304, !llvm.loop !67

for.cond310:                                      ; preds = %for.body311, %for.end306
  %lane4 = phi i32 [ 0, %for.end306 ], [ %1375, %for.body311 ]
  %1366 = icmp slt i32 %lane4, 32
  br i1 %1366, label %for.body311, label %for.end312

for.body311:                                      ; preds = %for.cond310
  %1367 = sext i32 %i6 to i64
  %1368 = mul nsw i64 %1367, 4096
  %1369 = sext i32 %lane4 to i64
  %1370 = add nsw i64 %1368, %1369
  %1371 = getelementptr inbounds float, ptr %X_r, i64 %1370
  %1372 = load float, ptr %1371, align 4
  %1373 = sext i32 %lane4 to i64
  %1374 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1373
  store float %1372, ptr %1374, align 4
  %1375 = add nsw i32 %lane4, 1
  br label %for.cond310, !llvm.loop !68

for.end312:                                       ; preds = %for.cond310
  %1376 = sub i32 %1207, 1
  %1377 = icmp slt i32 %1376, 0
  %1378 = sub i32 %1207, 1
  %1379 = select i1 %1377, i32 0, i32 %1378
  %tl_steps14 = select i1 true, i32 %1379, i32 127
  %1380 = icmp eq i32 %tl_steps14, 127
  br i1 %1380, label %if.then313, label %if.else314

if.then313:                                       ; preds = %for.end312
  br label %for.cond316

if.else314:                                       ; preds = %for.end312
  br label %if.end315

if.end315:                                        ; preds = %if.else314, %for.end318
  br label %for.cond322

for.cond316:                                      ; preds = %for.end321, %if.then313
  %tl_r15 = phi i32 [ 0, %if.then313 ], [ %1444, %for.end321 ]
  %1381 = icmp slt i32 %tl_r15, 1
  br i1 %1381, label %for.body317, label %for.end318

for.body317:                                      ; preds = %for.cond316
  %1382 = sext i32 %N to i64
  %1383 = icmp slt i64 %1382, 0
  %1384 = sext i32 %N to i64
  %1385 = icmp sgt i64 %1384, 4096
  %1386 = sext i32 %N to i64
  %1387 = select i1 %1385, i64 4096, i64 %1386
  %1388 = select i1 %1383, i64 0, i64 %1387
  %1389 = icmp slt i64 %1388, 0
  %1390 = sext i32 %N to i64
  %1391 = icmp slt i64 %1390, 0
  %1392 = sext i32 %N to i64
  %1393 = icmp sgt i64 %1392, 4096
  %1394 = sext i32 %N to i64
  %1395 = select i1 %1393, i64 4096, i64 %1394
  %1396 = select i1 %1391, i64 0, i64 %1395
  %1397 = select i1 %1389, i64 0, i64 %1396
  %1398 = trunc i64 %1397 to i32
  %1399 = icmp slt i32 %1398, 0
  %1400 = sext i32 %N to i64
  %1401 = icmp slt i64 %1400, 0
  %1402 = sext i32 %N to i64
  %1403 = icmp sgt i64 %1402, 4096
  %1404 = sext i32 %N to i64
  %1405 = select i1 %1403, i64 4096, i64 %1404
  %1406 = select i1 %1401, i64 0, i64 %1405
  %1407 = icmp slt i64 %1406, 0
  %1408 = sext i32 %N to i64
  %1409 = icmp slt i64 %1408, 0
  %1410 = sext i32 %N to i64
  %1411 = icmp sgt i64 %1410, 4096
  %1412 = sext i32 %N to i64
  %1413 = select i1 %1411, i64 4096, i64 %1412
  %1414 = select i1 %1409, i64 0, i64 %1413
  %1415 = select i1 %1407, i64 0, i64 %1414
  %1416 = trunc i64 %1415 to i32
  %1417 = icmp sgt i32 %1416, 4096
  %1418 = sext i32 %N to i64
  %1419 = icmp slt i64 %1418, 0
  %1420 = sext i32 %N to i64
  %1421 = icmp sgt i64 %1420, 4096
  %1422 = sext i32 %N to i64
  %1423 = select i1 %1421, i64 4096, i64 %1422
  %1424 = select i1 %1419, i64 0, i64 %1423
  %1425 = icmp slt i64 %1424, 0
  %1426 = sext i32 %N to i64
  %1427 = icmp slt i64 %1426, 0
  %1428 = sext i32 %N to i64
  %1429 = icmp sgt i64 %1428, 4096
  %1430 = sext i32 %N to i64
  %1431 = select i1 %1429, i64 4096, i64 %1430
  %1432 = select i1 %1427, i64 0, i64 %1431
  %1433 = select i1 %1425, i64 0, i64 %1432
  %1434 = trunc i64 %1433 to i32
  %1435 = select i1 %1417, i32 4096, i32 %1434
  %tl_pad_from16 = select i1 %1399, i32 0, i32 %1435
  %tl_pad_n18 = sub i32 4096, %tl_pad_from16
  br label %for.cond319

for.end318:                                       ; preds = %for.cond316
  br label %if.end315

for.cond319:                                      ; preds = %for.body320, %for.body317
  %tl_pad_k19 = phi i32 [ 0, %for.body317 ], [ %1443, %for.body320 ]
  %1436 = icmp slt i32 %tl_pad_k19, %tl_pad_n18
  br i1 %1436, label %for.body320, label %for.end321

for.body320:                                      ; preds = %for.cond319
  %1437 = sext i32 %tl_r15 to i64
  %1438 = mul nsw i64 %1437, 4096
  %1439 = add i32 %tl_pad_from16, %tl_pad_k19
  %1440 = sext i32 %1439 to i64
  %1441 = add nsw i64 %1438, %1440
  %1442 = getelementptr inbounds float, ptr %X_r, i64 %1441
  store float 0.000000e+00, ptr %1442, align 4
  %1443 = add nsw i32 %tl_pad_k19, 1
  br label %for.cond319, !llvm.loop !69

for.end321:                                       ; preds = %for.cond319
  %1444 = add nsw i32 %tl_r15, 1
  br label %for.cond316, !llvm.loop !70

for.cond322:                                      ; preds = %for.end327, %if.end315
  %red4 = phi i32 [ 0, %if.end315 ], [ %1464, %for.end327 ]
  %1445 = icmp slt i32 %red4, %tl_steps14
  br i1 %1445, label %for.body323, label %for.end324

for.body323:                                      ; preds = %for.cond322
  br label %for.cond325

for.end324:                                       ; preds = %for.cond322
  %1446 = icmp slt i32 %tl_steps14, 127
  br i1 %1446, label %if.then329, label %if.else330

for.cond325:                                      ; preds = %for.body326, %for.body323
  %lane4328 = phi i32 [ 0, %for.body323 ], [ %1463, %for.body326 ]
  %1447 = icmp slt i32 %lane4328, 32
  br i1 %1447, label %for.body326, label %for.end327

for.body326:                                      ; preds = %for.cond325
  %1448 = sext i32 %lane4328 to i64
  %1449 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1448
  %1450 = load float, ptr %1449, align 4
  %1451 = sext i32 %i6 to i64
  %1452 = mul nsw i64 %1451, 4096
  %1453 = add i32 %red4, 1
  %1454 = mul i32 %1453, 32
  %1455 = add i32 %1454, %lane4328
  %1456 = sext i32 %1455 to i64
  %1457 = add nsw i64 %1452, %1456
  %1458 = getelementptr inbounds float, ptr %X_r, i64 %1457
  %1459 = load float, ptr %1458, align 4
  %1460 = fadd float %1450, %1459
  %1461 = sext i32 %lane4328 to i64
  %1462 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1461
  store float %1460, ptr %1462, align 4
  %1463 = add nsw i32 %lane4328, 1
  br label %for.cond325, !llvm.loop !71

for.end327:                                       ; preds = %for.cond325
  %1464 = add nsw i32 %red4, 1
  br label %for.cond322, !llvm.loop !72

if.then329:                                       ; preds = %for.end324
  %1465 = getelementptr inbounds float, ptr %tl_lanes_26, i64 0
  %1466 = load float, ptr %1465, align 4
  %1467 = fadd float %1466, 0.000000e+00
  %1468 = getelementptr inbounds float, ptr %tl_lanes_26, i64 0
  store float %1467, ptr %1468, align 4
  br label %if.end331

if.else330:                                       ; preds = %for.end324
  br label %if.end331

if.end331:                                        ; preds = %if.else330, %if.then329
  br label %for.cond332

for.cond332:                                      ; preds = %for.body333, %if.end331
  %lane4335 = phi i32 [ 0, %if.end331 ], [ %1480, %for.body333 ]
  %1469 = icmp slt i32 %lane4335, 16
  br i1 %1469, label %for.body333, label %for.end334

for.body333:                                      ; preds = %for.cond332
  %1470 = sext i32 %lane4335 to i64
  %1471 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1470
  %1472 = load float, ptr %1471, align 4
  %1473 = add i32 %lane4335, 16
  %1474 = sext i32 %1473 to i64
  %1475 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1474
  %1476 = load float, ptr %1475, align 4
  %1477 = fadd float %1472, %1476
  %1478 = sext i32 %lane4335 to i64
  %1479 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1478
  store float %1477, ptr %1479, align 4
  %1480 = add nsw i32 %lane4335, 1
  br label %for.cond332, !llvm.loop !73

for.end334:                                       ; preds = %for.cond332
  br label %for.cond336

for.cond336:                                      ; preds = %for.body337, %for.end334
  %lane4339 = phi i32 [ 0, %for.end334 ], [ %1492, %for.body337 ]
  %1481 = icmp slt i32 %lane4339, 8
  br i1 %1481, label %for.body337, label %for.end338

for.body337:                                      ; preds = %for.cond336
  %1482 = sext i32 %lane4339 to i64
  %1483 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1482
  %1484 = load float, ptr %1483, align 4
  %1485 = add i32 %lane4339, 8
  %1486 = sext i32 %1485 to i64
  %1487 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1486
  %1488 = load float, ptr %1487, align 4
  %1489 = fadd float %1484, %1488
  %1490 = sext i32 %lane4339 to i64
  %1491 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1490
  store float %1489, ptr %1491, align 4
  %1492 = add nsw i32 %lane4339, 1
  br label %for.cond336, !llvm.loop !74

for.end338:                                       ; preds = %for.cond336
  br label %for.cond340

for.cond340:                                      ; preds = %for.body341, %for.end338
  %lane4343 = phi i32 [ 0, %for.end338 ], [ %1504, %for.body341 ]
  %1493 = icmp slt i32 %lane4343, 4
  br i1 %1493, label %for.body341, label %for.end342

for.body341:                                      ; preds = %for.cond340
  %1494 = sext i32 %lane4343 to i64
  %1495 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1494
  %1496 = load float, ptr %1495, align 4
  %1497 = add i32 %lane4343, 4
  %1498 = sext i32 %1497 to i64
  %1499 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1498
  %1500 = load float, ptr %1499, align 4
  %1501 = fadd float %1496, %1500
  %1502 = sext i32 %lane4343 to i64
  %1503 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1502
  store float %1501, ptr %1503, align 4
  %1504 = add nsw i32 %lane4343, 1
  br label %for.cond340, !llvm.loop !75

for.end342:                                       ; preds = %for.cond340
  br label %for.cond344

for.cond344:                                      ; preds = %for.body345, %for.end342
  %lane4347 = phi i32 [ 0, %for.end342 ], [ %1516, %for.body345 ]
  %1505 = icmp slt i32 %lane4347, 2
  br i1 %1505, label %for.body345, label %for.end346

for.body345:                                      ; preds = %for.cond344
  %1506 = sext i32 %lane4347 to i64
  %1507 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1506
  %1508 = load float, ptr %1507, align 4
  %1509 = add i32 %lane4347, 2
  %1510 = sext i32 %1509 to i64
  %1511 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1510
  %1512 = load float, ptr %1511, align 4
  %1513 = fadd float %1508, %1512
  %1514 = sext i32 %lane4347 to i64
  %1515 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1514
  store float %1513, ptr %1515, align 4
  %1516 = add nsw i32 %lane4347, 1
  br label %for.cond344, !llvm.loop !76

for.end346:                                       ; preds = %for.cond344
  br label %for.cond348

for.cond348:                                      ; preds = %for.body349, %for.end346
  %lane4351 = phi i32 [ 0, %for.end346 ], [ %1528, %for.body349 ]
  %1517 = icmp slt i32 %lane4351, 1
  br i1 %1517, label %for.body349, label %for.end350

for.body349:                                      ; preds = %for.cond348
  %1518 = sext i32 %lane4351 to i64
  %1519 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1518
  %1520 = load float, ptr %1519, align 4
  %1521 = add i32 %lane4351, 1
  %1522 = sext i32 %1521 to i64
  %1523 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1522
  %1524 = load float, ptr %1523, align 4
  %1525 = fadd float %1520, %1524
  %1526 = sext i32 %lane4351 to i64
  %1527 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1526
  store float %1525, ptr %1527, align 4
  %1528 = add nsw i32 %lane4351, 1
  br label %for.cond348, !llvm.loop !77

for.end350:                                       ; preds = %for.cond348
  %1529 = sext i32 %i6 to i64
  %1530 = getelementptr inbounds float, ptr %mean_r, i64 %1529
  store float 0.000000e+00, ptr %1530, align 4
  %1531 = sext i32 %i6 to i64
  %1532 = getelementptr inbounds float, ptr %mean_r, i64 %1531
  %1533 = load float, ptr %1532, align 4
  %1534 = getelementptr inbounds float, ptr %tl_lanes_26, i64 0
  %1535 = load float, ptr %1534, align 4
  %1536 = fadd float %1533, %1535
  %1537 = sext i32 %i6 to i64
  %1538 = getelementptr inbounds float, ptr %mean_r, i64 %1537
  store float %1536, ptr %1538, align 4
  %1539 = add nsw i32 %i6, 1
  br label %for.cond301, !llvm.loop !78

for.cond352:                                      ; preds = %for.end401, %for.end303
  %i7 = phi i32 [ 0, %for.end303 ], [ %1788, %for.end401 ]
  %1540 = icmp slt i32 %i7, 1
  br i1 %1540, label %for.body353, label %for.end354

for.body353:                                      ; preds = %for.cond352
  br label %for.cond355

for.end354:                                       ; preds = %for.cond352
  br label %for.cond403

for.cond355:                                      ; preds = %for.end360, %for.body353
  %tl_r20 = phi i32 [ 0, %for.body353 ], [ %1614, %for.end360 ]
  %1541 = icmp slt i32 %tl_r20, 1
  br i1 %1541, label %for.body356, label %for.end357

for.body356:                                      ; preds = %for.cond355
  %1542 = sext i32 %N to i64
  %1543 = icmp slt i64 %1542, 0
  %1544 = sext i32 %N to i64
  %1545 = icmp sgt i64 %1544, 4096
  %1546 = sext i32 %N to i64
  %1547 = select i1 %1545, i64 4096, i64 %1546
  %1548 = select i1 %1543, i64 0, i64 %1547
  %1549 = icmp slt i64 %1548, 0
  %1550 = sext i32 %N to i64
  %1551 = icmp slt i64 %1550, 0
  %1552 = sext i32 %N to i64
  %1553 = icmp sgt i64 %1552, 4096
  %1554 = sext i32 %N to i64
  %1555 = select i1 %1553, i64 4096, i64 %1554
  %1556 = select i1 %1551, i64 0, i64 %1555
  %1557 = select i1 %1549, i64 0, i64 %1556
  %1558 = trunc i64 %1557 to i32
  %1559 = icmp slt i32 %1558, 0
  %1560 = sext i32 %N to i64
  %1561 = icmp slt i64 %1560, 0
  %1562 = sext i32 %N to i64
  %1563 = icmp sgt i64 %1562, 4096
  %1564 = sext i32 %N to i64
  %1565 = select i1 %1563, i64 4096, i64 %1564
  %1566 = select i1 %1561, i64 0, i64 %1565
  %1567 = icmp slt i64 %1566, 0
  %1568 = sext i32 %N to i64
  %1569 = icmp slt i64 %1568, 0
  %1570 = sext i32 %N to i64
  %1571 = icmp sgt i64 %1570, 4096
  %1572 = sext i32 %N to i64
  %1573 = select i1 %1571, i64 4096, i64 %1572
  %1574 = select i1 %1569, i64 0, i64 %1573
  %1575 = select i1 %1567, i64 0, i64 %1574
  %1576 = trunc i64 %1575 to i32
  %1577 = icmp sgt i32 %1576, 4096
  %1578 = sext i32 %N to i64
  %1579 = icmp slt i64 %1578, 0
  %1580 = sext i32 %N to i64
  %1581 = icmp sgt i64 %1580, 4096
  %1582 = sext i32 %N to i64
  %1583 = select i1 %1581, i64 4096, i64 %1582
  %1584 = select i1 %1579, i64 0, i64 %1583
  %1585 = icmp slt i64 %1584, 0
  %1586 = sext i32 %N to i64
  %1587 = icmp slt i64 %1586, 0
  %1588 = sext i32 %N to i64
  %1589 = icmp sgt i64 %1588, 4096
  %1590 = sext i32 %N to i64
  %1591 = select i1 %1589, i64 4096, i64 %1590
  %1592 = select i1 %1587, i64 0, i64 %1591
  %1593 = select i1 %1585, i64 0, i64 %1592
  %1594 = trunc i64 %1593 to i32
  %1595 = select i1 %1577, i32 4096, i32 %1594
  %tl_pad_from21 = select i1 %1559, i32 0, i32 %1595
  %1596 = mul i32 %1207, 32
  %1597 = icmp slt i32 %1596, 32
  %1598 = mul i32 %1207, 32
  %1599 = select i1 %1597, i32 32, i32 %1598
  %1600 = icmp slt i32 %1599, 4096
  %1601 = mul i32 %1207, 32
  %1602 = icmp slt i32 %1601, 32
  %1603 = mul i32 %1207, 32
  %1604 = select i1 %1602, i32 32, i32 %1603
  %1605 = select i1 %1600, i32 %1604, i32 4096
  %tl_pad_n23 = sub i32 %1605, %tl_pad_from21
  br label %for.cond358

for.end357:                                       ; preds = %for.cond355
  br label %for.cond361

for.cond358:                                      ; preds = %for.body359, %for.body356
  %tl_pad_k24 = phi i32 [ 0, %for.body356 ], [ %1613, %for.body359 ]
  %1606 = icmp slt i32 %tl_pad_k24, %tl_pad_n23
  br i1 %1606, label %for.body359, label %for.end360

for.body359:                                      ; preds = %for.cond358
  %1607 = sext i32 %tl_r20 to i64
  %1608 = mul nsw i64 %1607, 4096
  %1609 = add i32 %tl_pad_from21, %tl_pad_k24
  %1610 = sext i32 %1609 to i64
  %1611 = add nsw i64 %1608, %1610
  %1612 = getelementptr inbounds float, ptr %sq_r, i64 %1611
  store float 0.000000e+00, ptr %1612, align 4
  %1613 = add nsw i32 %tl_pad_k24, 1
  br label %for.cond358, !llvm.loop !79

for.end360:                                       ; preds = %for.cond358
  %1614 = add nsw i32 %tl_r20, 1
  br label %for.cond355, !llvm.loop !80

for.cond361:                                      ; preds = %for.body362, %for.end357
  %lane5 = phi i32 [ 0, %for.end357 ], [ %1624, %for.body362 ]
  %1615 = icmp slt i32 %lane5, 32
  br i1 %1615, label %for.body362, label %for.end363

for.body362:                                      ; preds = %for.cond361
  %1616 = sext i32 %i7 to i64
  %1617 = mul nsw i64 %1616, 4096
  %1618 = sext i32 %lane5 to i64
  %1619 = add nsw i64 %1617, %1618
  %1620 = getelementptr inbounds float, ptr %sq_r, i64 %1619
  %1621 = load float, ptr %1620, align 4
  %1622 = sext i32 %lane5 to i64
  %1623 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1622
  store float %1621, ptr %1623, align 4
  %1624 = add nsw i32 %lane5, 1
  br label %for.cond361, !llvm.loop !81

for.end363:                                       ; preds = %for.cond361
  %1625 = sub i32 %1207, 1
  %1626 = icmp slt i32 %1625, 0
  %1627 = sub i32 %1207, 1
  %1628 = select i1 %1626, i32 0, i32 %1627
  %tl_steps26 = select i1 true, i32 %1628, i32 127
  %1629 = icmp eq i32 %tl_steps26, 127
  br i1 %1629, label %if.then364, label %if.else365

if.then364:                                       ; preds = %for.end363
  br label %for.cond367

if.else365:                                       ; preds = %for.end363
  br label %if.end366

if.end366:                                        ; preds = %if.else365, %for.end369
  br label %for.cond373

for.cond367:                                      ; preds = %for.end372, %if.then364
  %tl_r27 = phi i32 [ 0, %if.then364 ], [ %1693, %for.end372 ]
  %1630 = icmp slt i32 %tl_r27, 1
  br i1 %1630, label %for.body368, label %for.end369

for.body368:                                      ; preds = %for.cond367
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
  %1648 = icmp slt i32 %1647, 0
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
  %1666 = icmp sgt i32 %1665, 4096
  %1667 = sext i32 %N to i64
  %1668 = icmp slt i64 %1667, 0
  %1669 = sext i32 %N to i64
  %1670 = icmp sgt i64 %1669, 4096
  %1671 = sext i32 %N to i64
  %1672 = select i1 %1670, i64 4096, i64 %1671
  %1673 = select i1 %1668, i64 0, i64 %1672
  %1674 = icmp slt i64 %1673, 0
  %1675 = sext i32 %N to i64
  %1676 = icmp slt i64 %1675, 0
  %1677 = sext i32 %N to i64
  %1678 = icmp sgt i64 %1677, 4096
  %1679 = sext i32 %N to i64
  %1680 = select i1 %1678, i64 4096, i64 %1679
  %1681 = select i1 %1676, i64 0, i64 %1680
  %1682 = select i1 %1674, i64 0, i64 %1681
  %1683 = trunc i64 %1682 to i32
  %1684 = select i1 %1666, i32 4096, i32 %1683
  %tl_pad_from28 = select i1 %1648, i32 0, i32 %1684
  %tl_pad_n30 = sub i32 4096, %tl_pad_from28
  br label %for.cond370

for.end369:                                       ; preds = %for.cond367
  br label %if.end366

for.cond370:                                      ; preds = %for.body371, %for.body368
  %tl_pad_k31 = phi i32 [ 0, %for.body368 ], [ %1692, %for.body371 ]
  %1685 = icmp slt i32 %tl_pad_k31, %tl_pad_n30
  br i1 %1685, label %for.body371, label %for.end372

for.body371:                                      ; preds = %for.cond370
  %1686 = sext i32 %tl_r27 to i64
  %1687 = mul nsw i64 %1686, 4096
  %1688 = add i32 %tl_pad_from28, %tl_pad_k31
  %1689 = sext i32 %1688 to i64
  %1690 = add nsw i64 %1687, %1689
  %1691 = getelementptr inbounds float, ptr %sq_r, i64 %1690
  store float 0.000000e+00, ptr %1691, align 4
  %1692 = add nsw i32 %tl_pad_k31, 1
  br label %for.cond370, !llvm.loop !82

for.end372:                                       ; preds = %for.cond370
  %1693 = add nsw i32 %tl_r27, 1
  br label %for.cond367, !llvm.loop !83

for.cond373:                                      ; preds = %for.end378, %if.end366
  %red5 = phi i32 [ 0, %if.end366 ], [ %1713, %for.end378 ]
  %1694 = icmp slt i32 %red5, %tl_steps26
  br i1 %1694, label %for.body374, label %for.end375

for.body374:                                      ; preds = %for.cond373
  br label %for.cond376

for.end375:                                       ; preds = %for.cond373
  %1695 = icmp slt i32 %tl_steps26, 127
  br i1 %1695, label %if.then380, label %if.else381

for.cond376:                                      ; preds = %for.body377, %for.body374
  %lane5379 = phi i32 [ 0, %for.body374 ], [ %1712, %for.body377 ]
  %1696 = icmp slt i32 %lane5379, 32
  br i1 %1696, label %for.body377, label %for.end378

for.body377:                                      ; preds = %for.cond376
  %1697 = sext i32 %lane5379 to i64
  %1698 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1697
  %1699 = load float, ptr %1698, align 4
  %1700 = sext i32 %i7 to i64
  %1701 = mul nsw i64 %1700, 4096
  %1702 = add i32 %red5, 1
  %1703 = mul i32 %1702, 32
  %1704 = add i32 %1703, %lane5379
  %1705 = sext i32 %1704 to i64
  %1706 = add nsw i64 %1701, %1705
  %1707 = getelementptr inbounds float, ptr %sq_r, i64 %1706
  %1708 = load float, ptr %1707, align 4
  %1709 = fadd float %1699, %1708
  %1710 = sext i32 %lane5379 to i64
  %1711 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1710
  store float %1709, ptr %1711, align 4
  %1712 = add nsw i32 %lane5379, 1
  br label %for.cond376, !llvm.loop !84

for.end378:                                       ; preds = %for.cond376
  %1713 = add nsw i32 %red5, 1
  br label %for.cond373, !llvm.loop !85

if.then380:                                       ; preds = %for.end375
  %1714 = getelementptr inbounds float, ptr %tl_lanes_27, i64 0
  %1715 = load float, ptr %1714, align 4
  %1716 = fadd float %1715, 0.000000e+00
  %1717 = getelementptr inbounds float, ptr %tl_lanes_27, i64 0
  store float %1716, ptr %1717, align 4
  br label %if.end382

if.else381:                                       ; preds = %for.end375
  br label %if.end382

if.end382:                                        ; preds = %if.else381, %if.then380
  br label %for.cond383

for.cond383:                                      ; preds = %for.body384, %if.end382
  %lane5386 = phi i32 [ 0, %if.end382 ], [ %1729, %for.body384 ]
  %1718 = icmp slt i32 %lane5386, 16
  br i1 %1718, label %for.body384, label %for.end385

for.body384:                                      ; preds = %for.cond383
  %1719 = sext i32 %lane5386 to i64
  %1720 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1719
  %1721 = load float, ptr %1720, align 4
  %1722 = add i32 %lane5386, 16
  %1723 = sext i32 %1722 to i64
  %1724 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1723
  %1725 = load float, ptr %1724, align 4
  %1726 = fadd float %1721, %1725
  %1727 = sext i32 %lane5386 to i64
  %1728 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1727
  store float %1726, ptr %1728, align 4
  %1729 = add nsw i32 %lane5386, 1
  br label %for.cond383, !llvm.loop !86

for.end385:                                       ; preds = %for.cond383
  br label %for.cond387

for.cond387:                                      ; preds = %for.body388, %for.end385
  %lane5390 = phi i32 [ 0, %for.end385 ], [ %1741, %for.body388 ]
  %1730 = icmp slt i32 %lane5390, 8
  br i1 %1730, label %for.body388, label %for.end389

for.body388:                                      ; preds = %for.cond387
  %1731 = sext i32 %lane5390 to i64
  %1732 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1731
  %1733 = load float, ptr %1732, align 4
  %1734 = add i32 %lane5390, 8
  %1735 = sext i32 %1734 to i64
  %1736 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1735
  %1737 = load float, ptr %1736, align 4
  %1738 = fadd float %1733, %1737
  %1739 = sext i32 %lane5390 to i64
  %1740 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1739
  store float %1738, ptr %1740, align 4
  %1741 = add nsw i32 %lane5390, 1
  br label %for.cond387, !llvm.loop !87

for.end389:                                       ; preds = %for.cond387
  br label %for.cond391

for.cond391:                                      ; preds = %for.body392, %for.end389
  %lane5394 = phi i32 [ 0, %for.end389 ], [ %1753, %for.body392 ]
  %1742 = icmp slt i32 %lane5394, 4
  br i1 %1742, label %for.body392, label %for.end393

for.body392:                                      ; preds = %for.cond391
  %1743 = sext i32 %lane5394 to i64
  %1744 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1743
  %1745 = load float, ptr %1744, align 4
  %1746 = add i32 %lane5394, 4
  %1747 = sext i32 %1746 to i64
  %1748 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1747
  %1749 = load float, ptr %1748, align 4
  %1750 = fadd float %1745, %1749
  %1751 = sext i32 %lane5394 to i64
  %1752 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1751
  store float %1750, ptr %1752, align 4
  %1753 = add nsw i32 %lane5394, 1
  br label %for.cond391, !llvm.loop !88

for.end393:                                       ; preds = %for.cond391
  br label %for.cond395

for.cond395:                                      ; preds = %for.body396, %for.end393
  %lane5398 = phi i32 [ 0, %for.end393 ], [ %1765, %for.body396 ]
  %1754 = icmp slt i32 %lane5398, 2
  br i1 %1754, label %for.body396, label %for.end397

for.body396:                                      ; preds = %for.cond395
  %1755 = sext i32 %lane5398 to i64
  %1756 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1755
  %1757 = load float, ptr %1756, align 4
  %1758 = add i32 %lane5398, 2
  %1759 = sext i32 %1758 to i64
  %1760 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1759
  %1761 = load float, ptr %1760, align 4
  %1762 = fadd float %1757, %1761
  %1763 = sext i32 %lane5398 to i64
  %1764 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1763
  store float %1762, ptr %1764, align 4
  %1765 = add nsw i32 %lane5398, 1
  br label %for.cond395, !llvm.loop !89

for.end397:                                       ; preds = %for.cond395
  br label %for.cond399

for.cond399:                                      ; preds = %for.body400, %for.end397
  %lane5402 = phi i32 [ 0, %for.end397 ], [ %1777, %for.body400 ]
  %1766 = icmp slt i32 %lane5402, 1
  br i1 %1766, label %for.body400, label %for.end401

for.body400:                                      ; preds = %for.cond399
  %1767 = sext i32 %lane5402 to i64
  %1768 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1767
  %1769 = load float, ptr %1768, align 4
  %1770 = add i32 %lane5402, 1
  %1771 = sext i32 %1770 to i64
  %1772 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1771
  %1773 = load float, ptr %1772, align 4
  %1774 = fadd float %1769, %1773
  %1775 = sext i32 %lane5402 to i64
  %1776 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1775
  store float %1774, ptr %1776, align 4
  %1777 = add nsw i32 %lane5402, 1
  br label %for.cond399, !llvm.loop !90

for.end401:                                       ; preds = %for.cond399
  %1778 = sext i32 %i7 to i64
  %1779 = getelementptr inbounds float, ptr %rstd_r, i64 %1778
  store float 0.000000e+00, ptr %1779, align 4
  %1780 = sext i32 %i7 to i64
  %1781 = getelementptr inbounds float, ptr %rstd_r, i64 %1780
  %1782 = load float, ptr %1781, align 4
  %1783 = getelementptr inbounds float, ptr %tl_lanes_27, i64 0
  %1784 = load float, ptr %1783, align 4
  %1785 = fadd float %1782, %1784
  %1786 = sext i32 %i7 to i64
  %1787 = getelementptr inbounds float, ptr %rstd_r, i64 %1786
  store float %1785, ptr %1787, align 4
  %1788 = add nsw i32 %i7, 1
  br label %for.cond352, !llvm.loop !91

for.cond403:                                      ; preds = %for.body404, %for.end354
  %i406 = phi i32 [ 0, %for.end354 ], [ %1818, %for.body404 ]
  %1789 = icmp slt i32 %i406, 1
  br i1 %1789, label %for.body404, label %for.end405

for.body404:                                      ; preds = %for.cond403
  %1790 = sext i32 %i406 to i64
  %1791 = getelementptr inbounds float, ptr %mean_r, i64 %1790
  %1792 = load float, ptr %1791, align 4
  %1793 = sitofp i32 %N to float
  %1794 = fdiv float %1792, %1793
  %1795 = sext i32 %i406 to i64
  %1796 = getelementptr inbounds float, ptr %mean_r, i64 %1795
  store float %1794, ptr %1796, align 4
  %1797 = sext i32 %i406 to i64
  %1798 = getelementptr inbounds float, ptr %rstd_r, i64 %1797
  %1799 = load float, ptr %1798, align 4
  %1800 = sitofp i32 %N to float
  %1801 = fdiv float %1799, %1800
  %1802 = sext i32 %i406 to i64
  %1803 = getelementptr inbounds float, ptr %mean_r, i64 %1802
  %1804 = load float, ptr %1803, align 4
  %1805 = sext i32 %i406 to i64
  %1806 = getelementptr inbounds float, ptr %mean_r, i64 %1805
  %1807 = load float, ptr %1806, align 4
  %1808 = fmul float %1804, %1807
  %1809 = fsub float %1801, %1808
  %1810 = call float @llvm.maxnum.f32(float %1809, float 0.000000e+00)
  %1811 = fadd float %1810, 0x3EE4F8B580000000
  %1812 = fpext float %1811 to double
  %1813 = call double @llvm.sqrt.f64(double %1812)
  %1814 = fdiv double 1.000000e+00, %1813
  %1815 = fptrunc double %1814 to float
  %1816 = sext i32 %i406 to i64
  %1817 = getelementptr inbounds float, ptr %rstd_r, i64 %1816
  store float %1815, ptr %1817, align 4
  %1818 = add nsw i32 %i406, 1
  br label %for.cond403, !llvm.loop !92

for.end405:                                       ; preds = %for.cond403
  br label %for.cond407

for.cond407:                                      ; preds = %if.end413, %for.end405
  %i410 = phi i32 [ 0, %for.end405 ], [ %1850, %if.end413 ]
  %1819 = icmp slt i32 %i410, 1
  br i1 %1819, label %for.body408, label %for.end409

for.body408:                                      ; preds = %for.cond407
  %1820 = sext i32 %N to i64
  %1821 = icmp slt i64 %1820, 0
  %1822 = sext i32 %N to i64
  %1823 = icmp sgt i64 %1822, 4096
  %1824 = sext i32 %N to i64
  %1825 = select i1 %1823, i64 4096, i64 %1824
  %1826 = select i1 %1821, i64 0, i64 %1825
  %1827 = icmp slt i64 %1826, 0
  %1828 = sext i32 %N to i64
  %1829 = icmp slt i64 %1828, 0
  %1830 = sext i32 %N to i64
  %1831 = icmp sgt i64 %1830, 4096
  %1832 = sext i32 %N to i64
  %1833 = select i1 %1831, i64 4096, i64 %1832
  %1834 = select i1 %1829, i64 0, i64 %1833
  %1835 = select i1 %1827, i64 0, i64 %1834
  %tl_hi11 = trunc i64 %1835 to i32
  %1836 = mul i32 %bx, 4
  %1837 = add i32 %1836, %r280
  %1838 = add i32 %1837, %i410
  %1839 = icmp sle i32 0, %1838
  %1840 = mul i32 %bx, 4
  %1841 = add i32 %1840, %r280
  %1842 = add i32 %1841, %i410
  %1843 = icmp slt i32 %1842, %M
  %1844 = and i1 %1839, %1843
  br i1 %1844, label %if.then411, label %if.else412

for.end409:                                       ; preds = %for.cond407
  %1845 = add nsw i32 %r280, 1
  br label %for.cond277, !llvm.loop !93

if.then411:                                       ; preds = %for.body408
  %1846 = sext i32 %M to i64
  %1847 = sext i32 %N to i64
  %1848 = mul i64 %1846, %1847
  %1849 = icmp sge i64 %1848, 8388608
  br i1 %1849, label %if.then414, label %if.else415

if.else412:                                       ; preds = %for.body408
  br label %if.end413

if.end413:                                        ; preds = %if.else412, %if.end416
  %1850 = add nsw i32 %i410, 1
  br label %for.cond407, !llvm.loop !94

if.then414:                                       ; preds = %if.then411
  %tl_sn15 = sub i32 %tl_hi11, 0
  %1851 = sext i32 %tl_sn15 to i64
  %1852 = sdiv i64 %1851, 1024
  %1853 = sub i64 0, %1851
  %1854 = select i1 false, i64 %1853, i64 %1852
  %1855 = srem i64 %1851, 1024
  %1856 = icmp ne i64 %1855, 0
  %1857 = icmp slt i64 %1851, 0
  %1858 = icmp eq i1 %1857, false
  %1859 = and i1 %1856, %1858
  %1860 = zext i1 %1859 to i64
  %1861 = add i64 %1854, %1860
  %1862 = trunc i64 %1861 to i32
  br label %for.cond417

if.else415:                                       ; preds = %if.then411
  %1863 = sub i32 %tl_hi11, 0
  br label %for.cond423

if.end416:                                        ; preds = %for.end425, %for.end419
  br label %if.end413

for.cond417:                                      ; preds = %for.end422, %if.then414
  %tl_c16 = phi i32 [ 0, %if.then414 ], [ %1912, %for.end422 ]
  %1864 = icmp slt i32 %tl_c16, %1862
  br i1 %1864, label %for.body418, label %for.end419

for.body418:                                      ; preds = %for.cond417
  %tl_sb17 = mul i32 %tl_c16, 1024
  %1865 = sub i32 %tl_sn15, %tl_sb17
  %1866 = icmp slt i32 %1865, 1024
  %1867 = sub i32 %tl_sn15, %tl_sb17
  %tl_sm18 = select i1 %1866, i32 %1867, i32 1024
  br label %for.cond420

for.end419:                                       ; preds = %for.cond417
  br label %if.end416

for.cond420:                                      ; preds = %for.body421, %for.body418
  %tl_c19 = phi i32 [ 0, %for.body418 ], [ %1897, %for.body421 ]
  %1868 = icmp slt i32 %tl_c19, %tl_sm18
  br i1 %1868, label %for.body421, label %for.end422

for.body421:                                      ; preds = %for.cond420
  %1869 = sext i32 %i410 to i64
  %1870 = mul nsw i64 %1869, 4096
  %1871 = add i32 %tl_sb17, %tl_c19
  %1872 = add i32 0, %1871
  %1873 = sext i32 %1872 to i64
  %1874 = add nsw i64 %1870, %1873
  %1875 = getelementptr inbounds float, ptr %X_r, i64 %1874
  %1876 = load float, ptr %1875, align 4
  %1877 = getelementptr inbounds float, ptr %mean_r, i64 0
  %1878 = load float, ptr %1877, align 4
  %1879 = fsub float %1876, %1878
  %1880 = getelementptr inbounds float, ptr %rstd_r, i64 0
  %1881 = load float, ptr %1880, align 4
  %1882 = fmul float %1879, %1881
  %1883 = add i32 %tl_sb17, %tl_c19
  %1884 = add i32 0, %1883
  %1885 = sext i32 %1884 to i64
  %1886 = getelementptr inbounds float, ptr %W, i64 %1885
  %1887 = load float, ptr %1886, align 4
  %1888 = fmul float %1882, %1887
  %1889 = add i32 %tl_sb17, %tl_c19
  %1890 = add i32 0, %1889
  %1891 = sext i32 %1890 to i64
  %1892 = getelementptr inbounds float, ptr %B, i64 %1891
  %1893 = load float, ptr %1892, align 4
  %1894 = fadd float %1888, %1893
  %1895 = sext i32 %tl_c19 to i64
  %1896 = getelementptr inbounds float, ptr %tl_stream14, i64 %1895
  store float %1894, ptr %1896, align 4
  %1897 = add nsw i32 %tl_c19, 1
  br label %for.cond420, !llvm.loop !95

for.end422:                                       ; preds = %for.cond420
  %1898 = sext i32 %tl_sm18 to i64
  %1899 = mul i32 %bx, 4
  %1900 = add i32 %1899, %r280
  %1901 = add i32 %1900, %i410
  %1902 = sext i32 %1901 to i64
  %1903 = sext i32 %N to i64
  %1904 = mul nsw i64 %1902, %1903
  %1905 = add i32 %tl_sb17, 0
  %1906 = add i32 0, %1905
  %1907 = sext i32 %1906 to i64
  %1908 = add nsw i64 %1904, %1907
  %1909 = getelementptr inbounds float, ptr %Y, i64 %1908
  %1910 = getelementptr inbounds float, ptr %tl_stream14, i64 0
  %1911 = mul i64 %1898, 4
  call void @tilec_rt_stream(ptr %1909, ptr %1910, i64 %1911)
  %1912 = add nsw i32 %tl_c16, 1
  br label %for.cond417, !llvm.loop !96

for.cond423:                                      ; preds = %for.body424, %if.else415
  %j6 = phi i32 [ 0, %if.else415 ], [ %1947, %for.body424 ]
  %1913 = icmp slt i32 %j6, %1863
  br i1 %1913, label %for.body424, label %for.end425

for.body424:                                      ; preds = %for.cond423
  %1914 = sext i32 %i410 to i64
  %1915 = mul nsw i64 %1914, 4096
  %1916 = add i32 0, %j6
  %1917 = sext i32 %1916 to i64
  %1918 = add nsw i64 %1915, %1917
  %1919 = getelementptr inbounds float, ptr %X_r, i64 %1918
  %1920 = load float, ptr %1919, align 4
  %1921 = getelementptr inbounds float, ptr %mean_r, i64 0
  %1922 = load float, ptr %1921, align 4
  %1923 = fsub float %1920, %1922
  %1924 = getelementptr inbounds float, ptr %rstd_r, i64 0
  %1925 = load float, ptr %1924, align 4
  %1926 = fmul float %1923, %1925
  %1927 = add i32 0, %j6
  %1928 = sext i32 %1927 to i64
  %1929 = getelementptr inbounds float, ptr %W, i64 %1928
  %1930 = load float, ptr %1929, align 4
  %1931 = fmul float %1926, %1930
  %1932 = add i32 0, %j6
  %1933 = sext i32 %1932 to i64
  %1934 = getelementptr inbounds float, ptr %B, i64 %1933
  %1935 = load float, ptr %1934, align 4
  %1936 = fadd float %1931, %1935
  %1937 = mul i32 %bx, 4
  %1938 = add i32 %1937, %r280
  %1939 = add i32 %1938, %i410
  %1940 = sext i32 %1939 to i64
  %1941 = sext i32 %N to i64
  %1942 = mul nsw i64 %1940, %1941
  %1943 = add i32 0, %j6
  %1944 = sext i32 %1943 to i64
  %1945 = add nsw i64 %1942, %1944
  %1946 = getelementptr inbounds float, ptr %Y, i64 %1945
  store float %1936, ptr %1946, align 4
  %1947 = add nsw i32 %j6, 1
  br label %for.cond423, !llvm.loop !97

for.end425:                                       ; preds = %for.cond423
  br label %if.end416

for.cond426:                                      ; preds = %for.body427, %if.else275
  %i11 = phi i32 [ 0, %if.else275 ], [ %1953, %for.body427 ]
  %1948 = icmp slt i32 %i11, 4
  br i1 %1948, label %for.body427, label %for.end428

for.body427:                                      ; preds = %for.cond426
  %1949 = sext i32 %i11 to i64
  %1950 = getelementptr inbounds float, ptr %mean, i64 %1949
  store float 0.000000e+00, ptr %1950, align 4
  %1951 = sext i32 %i11 to i64
  %1952 = getelementptr inbounds float, ptr %rstd, i64 %1951
  store float 0.000000e+00, ptr %1952, align 4
  %1953 = add nsw i32 %i11, 1
  br label %for.cond426, !llvm.loop !98

for.end428:                                       ; preds = %for.cond426
  %1954 = sext i32 %N to i64
  %1955 = sdiv i64 %1954, 512
  %1956 = sub i64 0, %1954
  %1957 = select i1 false, i64 %1956, i64 %1955
  %1958 = srem i64 %1954, 512
  %1959 = icmp ne i64 %1958, 0
  %1960 = icmp slt i64 %1954, 0
  %1961 = icmp eq i1 %1960, false
  %1962 = and i1 %1959, %1961
  %1963 = zext i1 %1962 to i64
  %1964 = add i64 %1957, %1963
  %1965 = trunc i64 %1964 to i32
  %1966 = sext i32 %N to i64
  %1967 = sdiv i64 %1966, 512
  %1968 = sub i64 0, %1966
  %1969 = select i1 false, i64 %1968, i64 %1967
  %1970 = srem i64 %1966, 512
  %1971 = icmp ne i64 %1970, 0
  %1972 = icmp slt i64 %1966, 0
  %1973 = icmp eq i1 %1972, false
  %1974 = and i1 %1971, %1973
  %1975 = zext i1 %1974 to i64
  %1976 = add i64 %1969, %1975
  %1977 = trunc i64 %1976 to i32
  br label %for.cond429

for.cond429:                                      ; preds = %for.end472, %for.end428
  %c = phi i32 [ 0, %for.end428 ], [ %2142, %for.end472 ]
  %1978 = icmp slt i32 %c, %1965
  br i1 %1978, label %for.body430, label %for.end431

for.body430:                                      ; preds = %for.cond429
  %1979 = mul i32 %bx, 4
  %1980 = icmp sle i32 0, %1979
  %1981 = mul i32 %bx, 4
  %1982 = sext i32 %1981 to i64
  %1983 = add i64 %1982, 4
  %1984 = sext i32 %M to i64
  %1985 = icmp sle i64 %1983, %1984
  %1986 = and i1 %1980, %1985
  %1987 = mul i32 %c, 512
  %1988 = icmp sle i32 0, %1987
  %1989 = mul i32 %c, 512
  %1990 = sext i32 %1989 to i64
  %1991 = add i64 %1990, 512
  %1992 = sext i32 %N to i64
  %1993 = icmp sle i64 %1991, %1992
  %1994 = and i1 %1988, %1993
  %1995 = and i1 %1986, %1994
  br i1 %1995, label %if.then432, label %if.else433

for.end431:                                       ; preds = %for.cond429
  br label %for.cond539

if.then432:                                       ; preds = %for.body430
  br label %for.cond435

if.else433:                                       ; preds = %for.body430
  br label %for.cond448

if.end434:                                        ; preds = %for.end450, %for.end437
  br label %for.cond470

for.cond435:                                      ; preds = %for.end447, %if.then432
  %i11438 = phi i32 [ 0, %if.then432 ], [ %2031, %for.end447 ]
  %1996 = icmp slt i32 %i11438, 4
  br i1 %1996, label %for.body436, label %for.end437

for.body436:                                      ; preds = %for.cond435
  %1997 = add i32 %c, 1
  %1998 = icmp slt i32 %1997, %1977
  br i1 %1998, label %if.then439, label %if.else440

for.end437:                                       ; preds = %for.cond435
  br label %if.end434

if.then439:                                       ; preds = %for.body436
  br label %for.cond442

if.else440:                                       ; preds = %for.body436
  br label %if.end441

if.end441:                                        ; preds = %if.else440, %for.end444
  br label %for.cond445

for.cond442:                                      ; preds = %for.body443, %if.then439
  %pf2 = phi i32 [ 0, %if.then439 ], [ %2012, %for.body443 ]
  %1999 = icmp slt i32 %pf2, 32
  br i1 %1999, label %for.body443, label %for.end444

for.body443:                                      ; preds = %for.cond442
  %2000 = mul i32 %bx, 4
  %2001 = add i32 %2000, %i11438
  %2002 = sext i32 %2001 to i64
  %2003 = sext i32 %N to i64
  %2004 = mul i64 %2002, %2003
  %2005 = add i32 %c, 1
  %2006 = mul i32 %2005, 512
  %2007 = mul i32 %pf2, 16
  %2008 = add i32 %2006, %2007
  %2009 = sext i32 %2008 to i64
  %2010 = add i64 %2004, %2009
  %2011 = getelementptr float, ptr %X, i64 %2010
  call void @llvm.prefetch.p0(ptr %2011, i32 0, i32 3, i32 1)
  %2012 = add nsw i32 %pf2, 1
  br label %for.cond442, !llvm.loop !99

for.end444:                                       ; preds = %for.cond442
  br label %if.end441

for.cond445:                                      ; preds = %for.body446, %if.end441
  %j1 = phi i32 [ 0, %if.end441 ], [ %2030, %for.body446 ]
  %2013 = icmp slt i32 %j1, 512
  br i1 %2013, label %for.body446, label %for.end447

for.body446:                                      ; preds = %for.cond445
  %2014 = mul i32 %bx, 4
  %2015 = add i32 %2014, %i11438
  %2016 = sext i32 %2015 to i64
  %2017 = sext i32 %N to i64
  %2018 = mul nsw i64 %2016, %2017
  %2019 = mul i32 %c, 512
  %2020 = add i32 %2019, %j1
  %2021 = sext i32 %2020 to i64
  %2022 = add nsw i64 %2018, %2021
  %2023 = getelementptr inbounds float, ptr %X, i64 %2022
  %2024 = load float, ptr %2023, align 4
  %2025 = sext i32 %i11438 to i64
  %2026 = mul nsw i64 %2025, 512
  %2027 = sext i32 %j1 to i64
  %2028 = add nsw i64 %2026, %2027
  %2029 = getelementptr inbounds float, ptr %X_f, i64 %2028
  store float %2024, ptr %2029, align 4
  %2030 = add nsw i32 %j1, 1
  br label %for.cond445, !llvm.loop !100

for.end447:                                       ; preds = %for.cond445
  %2031 = add nsw i32 %i11438, 1
  br label %for.cond435, !llvm.loop !101

for.cond448:                                      ; preds = %for.end468, %if.else433
  %i11451 = phi i32 [ 0, %if.else433 ], [ %2140, %for.end468 ]
  %2032 = icmp slt i32 %i11451, 4
  br i1 %2032, label %for.body449, label %for.end450

for.body449:                                      ; preds = %for.cond448
  %2033 = mul i32 %c, 512
  %2034 = sext i32 %2033 to i64
  %2035 = sub i64 0, %2034
  %2036 = icmp slt i64 %2035, 0
  %2037 = mul i32 %c, 512
  %2038 = sext i32 %2037 to i64
  %2039 = sub i64 0, %2038
  %2040 = icmp sgt i64 %2039, 512
  %2041 = mul i32 %c, 512
  %2042 = sext i32 %2041 to i64
  %2043 = sub i64 0, %2042
  %2044 = select i1 %2040, i64 512, i64 %2043
  %2045 = select i1 %2036, i64 0, i64 %2044
  %tl_lo12 = trunc i64 %2045 to i32
  %2046 = sext i32 %N to i64
  %2047 = mul i32 %c, 512
  %2048 = sext i32 %2047 to i64
  %2049 = sub i64 %2046, %2048
  %2050 = icmp slt i64 %2049, 0
  %2051 = sext i32 %N to i64
  %2052 = mul i32 %c, 512
  %2053 = sext i32 %2052 to i64
  %2054 = sub i64 %2051, %2053
  %2055 = icmp sgt i64 %2054, 512
  %2056 = sext i32 %N to i64
  %2057 = mul i32 %c, 512
  %2058 = sext i32 %2057 to i64
  %2059 = sub i64 %2056, %2058
  %2060 = select i1 %2055, i64 512, i64 %2059
  %2061 = select i1 %2050, i64 0, i64 %2060
  %2062 = sext i32 %tl_lo12 to i64
  %2063 = icmp slt i64 %2061, %2062
  %2064 = sext i32 %tl_lo12 to i64
  %2065 = sext i32 %N to i64
  %2066 = mul i32 %c, 512
  %2067 = sext i32 %2066 to i64
  %2068 = sub i64 %2065, %2067
  %2069 = icmp slt i64 %2068, 0
  %2070 = sext i32 %N to i64
  %2071 = mul i32 %c, 512
  %2072 = sext i32 %2071 to i64
  %2073 = sub i64 %2070, %2072
  %2074 = icmp sgt i64 %2073, 512
  %2075 = sext i32 %N to i64
  %2076 = mul i32 %c, 512
  %2077 = sext i32 %2076 to i64
  %2078 = sub i64 %2075, %2077
  %2079 = select i1 %2074, i64 512, i64 %2078
  %2080 = select i1 %2069, i64 0, i64 %2079
  %2081 = select i1 %2063, i64 %2064, i64 %2080
  %tl_hi13 = trunc i64 %2081 to i32
  br label %for.cond452

for.end450:                                       ; preds = %for.cond448
  br label %if.end434

for.cond452:                                      ; preds = %for.body453, %for.body449
  %j1455 = phi i32 [ 0, %for.body449 ], [ %2088, %for.body453 ]
  %2082 = icmp slt i32 %j1455, %tl_lo12
  br i1 %2082, label %for.body453, label %for.end454

for.body453:                                      ; preds = %for.cond452
  %2083 = sext i32 %i11451 to i64
  %2084 = mul nsw i64 %2083, 512
  %2085 = sext i32 %j1455 to i64
  %2086 = add nsw i64 %2084, %2085
  %2087 = getelementptr inbounds float, ptr %X_f, i64 %2086
  store float 0.000000e+00, ptr %2087, align 4
  %2088 = add nsw i32 %j1455, 1
  br label %for.cond452, !llvm.loop !103

for.end454:                                       ; preds = %for.cond452
  %2089 = mul i32 %bx, 4
  %2090 = sext i32 %2089 to i64
  %2091 = sext i32 %i11451 to i64
  %2092 = add i64 %2090, %2091
  %2093 = icmp sle i64 0, %2092
  %2094 = mul i32 %bx, 4
  %2095 = sext i32 %2094 to i64
  %2096 = sext i32 %i11451 to i64
  %2097 = add i64 %2095, %2096
  %2098 = sext i32 %M to i64
  %2099 = icmp slt i64 %2097, %2098
  %2100 = and i1 %2093, %2099
  br i1 %2100, label %if.then456, label %if.else457

if.then456:                                       ; preds = %for.end454
  %2101 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond459

if.else457:                                       ; preds = %for.end454
  %2102 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond462

if.end458:                                        ; preds = %for.end464, %for.end461
  %2103 = sub i32 512, %tl_hi13
  br label %for.cond466

for.cond459:                                      ; preds = %for.body460, %if.then456
  %j11 = phi i32 [ 0, %if.then456 ], [ %2123, %for.body460 ]
  %2104 = icmp slt i32 %j11, %2101
  br i1 %2104, label %for.body460, label %for.end461

for.body460:                                      ; preds = %for.cond459
  %2105 = mul i32 %bx, 4
  %2106 = add i32 %2105, %i11451
  %2107 = sext i32 %2106 to i64
  %2108 = sext i32 %N to i64
  %2109 = mul nsw i64 %2107, %2108
  %2110 = mul i32 %c, 512
  %2111 = add i32 %tl_lo12, %j11
  %2112 = add i32 %2110, %2111
  %2113 = sext i32 %2112 to i64
  %2114 = add nsw i64 %2109, %2113
  %2115 = getelementptr inbounds float, ptr %X, i64 %2114
  %2116 = load float, ptr %2115, align 4
  %2117 = sext i32 %i11451 to i64
  %2118 = mul nsw i64 %2117, 512
  %2119 = add i32 %tl_lo12, %j11
  %2120 = sext i32 %2119 to i64
  %2121 = add nsw i64 %2118, %2120
  %2122 = getelementptr inbounds float, ptr %X_f, i64 %2121
  store float %2116, ptr %2122, align 4
  %2123 = add nsw i32 %j11, 1
  br label %for.cond459, !llvm.loop !104

for.end461:                                       ; preds = %for.cond459
  br label %if.end458

for.cond462:                                      ; preds = %for.body463, %if.else457
  %j11465 = phi i32 [ 0, %if.else457 ], [ %2131, %for.body463 ]
  %2124 = icmp slt i32 %j11465, %2102
  br i1 %2124, label %for.body463, label %for.end464

for.body463:                                      ; preds = %for.cond462
  %2125 = sext i32 %i11451 to i64
  %2126 = mul nsw i64 %2125, 512
  %2127 = add i32 %tl_lo12, %j11465
  %2128 = sext i32 %2127 to i64
  %2129 = add nsw i64 %2126, %2128
  %2130 = getelementptr inbounds float, ptr %X_f, i64 %2129
  store float 0.000000e+00, ptr %2130, align 4
  %2131 = add nsw i32 %j11465, 1
  br label %for.cond462, !llvm.loop !105

for.end464:                                       ; preds = %for.cond462
  br label %if.end458

for.cond466:                                      ; preds = %for.body467, %if.end458
  %j11469 = phi i32 [ 0, %if.end458 ], [ %2139, %for.body467 ]
  %2132 = icmp slt i32 %j11469, %2103
  br i1 %2132, label %for.body467, label %for.end468

for.body467:                                      ; preds = %for.cond466
  %2133 = sext i32 %i11451 to i64
  %2134 = mul nsw i64 %2133, 512
  %2135 = add i32 %tl_hi13, %j11469
  %2136 = sext i32 %2135 to i64
  %2137 = add nsw i64 %2134, %2136
  %2138 = getelementptr inbounds float, ptr %X_f, i64 %2137
  store float 0.000000e+00, ptr %2138, align 4
  %2139 = add nsw i32 %j11469, 1
  br label %for.cond466, !llvm.loop !106

for.end468:                                       ; preds = %for.cond466
  %2140 = add nsw i32 %i11451, 1
  br label %for.cond448, !llvm.loop !107

for.cond470:                                      ; preds = %for.end537, %if.end434
  %i473 = phi i32 [ 0, %if.end434 ], [ %2360, %for.end537 ]
  %2141 = icmp slt i32 %i473, 4
  br i1 %2141, label %for.body471, label %for.end472

for.body471:                                      ; preds = %for.cond470
  br label %for.cond474

for.end472:                                       ; preds = %for.cond470
  %2142 = add nsw i32 %c, 1
  br label %for.cond429, !llvm.loop !108

for.cond474:                                      ; preds = %for.body475, %for.body471
  %j477 = phi i32 [ 0, %for.body471 ], [ %2165, %for.body475 ]
  %2143 = icmp slt i32 %j477, 512
  br i1 %2143, label %for.body475, label %for.end476

for.body475:                                      ; preds = %for.cond474
  %2144 = mul i32 %c, 512
  %2145 = add i32 %2144, %j477
  %2146 = icmp slt i32 %2145, %N
  %2147 = sext i32 %i473 to i64
  %2148 = mul nsw i64 %2147, 512
  %2149 = sext i32 %j477 to i64
  %2150 = add nsw i64 %2148, %2149
  %2151 = call i64 @llvm.umin.i64(i64 %2150, i64 2047)
  %2152 = getelementptr inbounds float, ptr %X_f, i64 %2151
  %2153 = load float, ptr %2152, align 4
  %x478 = select i1 %2146, float %2153, float 0.000000e+00
  %2154 = sext i32 %i473 to i64
  %2155 = mul nsw i64 %2154, 512
  %2156 = sext i32 %j477 to i64
  %2157 = add nsw i64 %2155, %2156
  %2158 = getelementptr inbounds float, ptr %X_f, i64 %2157
  store float %x478, ptr %2158, align 4
  %2159 = fmul float %x478, %x478
  %2160 = sext i32 %i473 to i64
  %2161 = mul nsw i64 %2160, 512
  %2162 = sext i32 %j477 to i64
  %2163 = add nsw i64 %2161, %2162
  %2164 = getelementptr inbounds float, ptr %sq, i64 %2163
  store float %2159, ptr %2164, align 4
  %2165 = add nsw i32 %j477, 1
  br label %for.cond474, !llvm.loop !109

for.end476:                                       ; preds = %for.cond474
  br label %for.cond479

for.cond479:                                      ; preds = %for.body480, %for.end476
  %lane6 = phi i32 [ 0, %for.end476 ], [ %2175, %for.body480 ]
  %2166 = icmp slt i32 %lane6, 32
  br i1 %2166, label %for.body480, label %for.end481

for.body480:                                      ; preds = %for.cond479
  %2167 = sext i32 %i473 to i64
  %2168 = mul nsw i64 %2167, 512
  %2169 = sext i32 %lane6 to i64
  %2170 = add nsw i64 %2168, %2169
  %2171 = getelementptr inbounds float, ptr %X_f, i64 %2170
  %2172 = load float, ptr %2171, align 4
  %2173 = sext i32 %lane6 to i64
  %2174 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2173
  store float %2172, ptr %2174, align 4
  %2175 = add nsw i32 %lane6, 1
  br label %for.cond479, !llvm.loop !110

for.end481:                                       ; preds = %for.cond479
  br label %for.cond482

for.cond482:                                      ; preds = %for.end487, %for.end481
  %red6 = phi i32 [ 0, %for.end481 ], [ %2194, %for.end487 ]
  %2176 = icmp slt i32 %red6, 15
  br i1 %2176, label %for.body483, label %for.end484

for.body483:                                      ; preds = %for.cond482
  br label %for.cond485

for.end484:                                       ; preds = %for.cond482
  br label %for.cond489

for.cond485:                                      ; preds = %for.body486, %for.body483
  %lane6488 = phi i32 [ 0, %for.body483 ], [ %2193, %for.body486 ]
  %2177 = icmp slt i32 %lane6488, 32
  br i1 %2177, label %for.body486, label %for.end487

for.body486:                                      ; preds = %for.cond485
  %2178 = sext i32 %lane6488 to i64
  %2179 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2178
  %2180 = load float, ptr %2179, align 4
  %2181 = sext i32 %i473 to i64
  %2182 = mul nsw i64 %2181, 512
  %2183 = add i32 %red6, 1
  %2184 = mul i32 %2183, 32
  %2185 = add i32 %2184, %lane6488
  %2186 = sext i32 %2185 to i64
  %2187 = add nsw i64 %2182, %2186
  %2188 = getelementptr inbounds float, ptr %X_f, i64 %2187
  %2189 = load float, ptr %2188, align 4
  %2190 = fadd float %2180, %2189
  %2191 = sext i32 %lane6488 to i64
  %2192 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2191
  store float %2190, ptr %2192, align 4
  %2193 = add nsw i32 %lane6488, 1
  br label %for.cond485, !llvm.loop !111

for.end487:                                       ; preds = %for.cond485
  %2194 = add nsw i32 %red6, 1
  br label %for.cond482, !llvm.loop !112

for.cond489:                                      ; preds = %for.body490, %for.end484
  %lane6492 = phi i32 [ 0, %for.end484 ], [ %2206, %for.body490 ]
  %2195 = icmp slt i32 %lane6492, 16
  br i1 %2195, label %for.body490, label %for.end491

for.body490:                                      ; preds = %for.cond489
  %2196 = sext i32 %lane6492 to i64
  %2197 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2196
  %2198 = load float, ptr %2197, align 4
  %2199 = add i32 %lane6492, 16
  %2200 = sext i32 %2199 to i64
  %2201 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2200
  %2202 = load float, ptr %2201, align 4
  %2203 = fadd float %2198, %2202
  %2204 = sext i32 %lane6492 to i64
  %2205 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2204
  store float %2203, ptr %2205, align 4
  %2206 = add nsw i32 %lane6492, 1
  br label %for.cond489, !llvm.loop !113

for.end491:                                       ; preds = %for.cond489
  br label %for.cond493

for.cond493:                                      ; preds = %for.body494, %for.end491
  %lane6496 = phi i32 [ 0, %for.end491 ], [ %2218, %for.body494 ]
  %2207 = icmp slt i32 %lane6496, 8
  br i1 %2207, label %for.body494, label %for.end495

for.body494:                                      ; preds = %for.cond493
  %2208 = sext i32 %lane6496 to i64
  %2209 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2208
  %2210 = load float, ptr %2209, align 4
  %2211 = add i32 %lane6496, 8
  %2212 = sext i32 %2211 to i64
  %2213 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2212
  %2214 = load float, ptr %2213, align 4
  %2215 = fadd float %2210, %2214
  %2216 = sext i32 %lane6496 to i64
  %2217 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2216
  store float %2215, ptr %2217, align 4
  %2218 = add nsw i32 %lane6496, 1
  br label %for.cond493, !llvm.loop !114

for.end495:                                       ; preds = %for.cond493
  br label %for.cond497

for.cond497:                                      ; preds = %for.body498, %for.end495
  %lane6500 = phi i32 [ 0, %for.end495 ], [ %2230, %for.body498 ]
  %2219 = icmp slt i32 %lane6500, 4
  br i1 %2219, label %for.body498, label %for.end499

for.body498:                                      ; preds = %for.cond497
  %2220 = sext i32 %lane6500 to i64
  %2221 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2220
  %2222 = load float, ptr %2221, align 4
  %2223 = add i32 %lane6500, 4
  %2224 = sext i32 %2223 to i64
  %2225 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2224
  %2226 = load float, ptr %2225, align 4
  %2227 = fadd float %2222, %2226
  %2228 = sext i32 %lane6500 to i64
  %2229 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2228
  store float %2227, ptr %2229, align 4
  %2230 = add nsw i32 %lane6500, 1
  br label %for.cond497, !llvm.loop !115

for.end499:                                       ; preds = %for.cond497
  br label %for.cond501

for.cond501:                                      ; preds = %for.body502, %for.end499
  %lane6504 = phi i32 [ 0, %for.end499 ], [ %2242, %for.body502 ]
  %2231 = icmp slt i32 %lane6504, 2
  br i1 %2231, label %for.body502, label %for.end503

for.body502:                                      ; preds = %for.cond501
  %2232 = sext i32 %lane6504 to i64
  %2233 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2232
  %2234 = load float, ptr %2233, align 4
  %2235 = add i32 %lane6504, 2
  %2236 = sext i32 %2235 to i64
  %2237 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2236
  %2238 = load float, ptr %2237, align 4
  %2239 = fadd float %2234, %2238
  %2240 = sext i32 %lane6504 to i64
  %2241 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2240
  store float %2239, ptr %2241, align 4
  %2242 = add nsw i32 %lane6504, 1
  br label %for.cond501, !llvm.loop !116

for.end503:                                       ; preds = %for.cond501
  br label %for.cond505

for.cond505:                                      ; preds = %for.body506, %for.end503
  %lane6508 = phi i32 [ 0, %for.end503 ], [ %2254, %for.body506 ]
  %2243 = icmp slt i32 %lane6508, 1
  br i1 %2243, label %for.body506, label %for.end507

for.body506:                                      ; preds = %for.cond505
  %2244 = sext i32 %lane6508 to i64
  %2245 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2244
  %2246 = load float, ptr %2245, align 4
  %2247 = add i32 %lane6508, 1
  %2248 = sext i32 %2247 to i64
  %2249 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2248
  %2250 = load float, ptr %2249, align 4
  %2251 = fadd float %2246, %2250
  %2252 = sext i32 %lane6508 to i64
  %2253 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2252
  store float %2251, ptr %2253, align 4
  %2254 = add nsw i32 %lane6508, 1
  br label %for.cond505, !llvm.loop !117

for.end507:                                       ; preds = %for.cond505
  %2255 = sext i32 %i473 to i64
  %2256 = getelementptr inbounds float, ptr %mean, i64 %2255
  %2257 = load float, ptr %2256, align 4
  %2258 = getelementptr inbounds float, ptr %tl_lanes_28, i64 0
  %2259 = load float, ptr %2258, align 4
  %2260 = fadd float %2257, %2259
  %2261 = sext i32 %i473 to i64
  %2262 = getelementptr inbounds float, ptr %mean, i64 %2261
  store float %2260, ptr %2262, align 4
  br label %for.cond509

for.cond509:                                      ; preds = %for.body510, %for.end507
  %lane7 = phi i32 [ 0, %for.end507 ], [ %2272, %for.body510 ]
  %2263 = icmp slt i32 %lane7, 32
  br i1 %2263, label %for.body510, label %for.end511

for.body510:                                      ; preds = %for.cond509
  %2264 = sext i32 %i473 to i64
  %2265 = mul nsw i64 %2264, 512
  %2266 = sext i32 %lane7 to i64
  %2267 = add nsw i64 %2265, %2266
  %2268 = getelementptr inbounds float, ptr %sq, i64 %2267
  %2269 = load float, ptr %2268, align 4
  %2270 = sext i32 %lane7 to i64
  %2271 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2270
  store float %2269, ptr %2271, align 4
  %2272 = add nsw i32 %lane7, 1
  br label %for.cond509, !llvm.loop !118

for.end511:                                       ; preds = %for.cond509
  br label %for.cond512

for.cond512:                                      ; preds = %for.end517, %for.end511
  %red7 = phi i32 [ 0, %for.end511 ], [ %2291, %for.end517 ]
  %2273 = icmp slt i32 %red7, 15
  br i1 %2273, label %for.body513, label %for.end514

for.body513:                                      ; preds = %for.cond512
  br label %for.cond515

for.end514:                                       ; preds = %for.cond512
  br label %for.cond519

for.cond515:                                      ; preds = %for.body516, %for.body513
  %lane7518 = phi i32 [ 0, %for.body513 ], [ %2290, %for.body516 ]
  %2274 = icmp slt i32 %lane7518, 32
  br i1 %2274, label %for.body516, label %for.end517

for.body516:                                      ; preds = %for.cond515
  %2275 = sext i32 %lane7518 to i64
  %2276 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2275
  %2277 = load float, ptr %2276, align 4
  %2278 = sext i32 %i473 to i64
  %2279 = mul nsw i64 %2278, 512
  %2280 = add i32 %red7, 1
  %2281 = mul i32 %2280, 32
  %2282 = add i32 %2281, %lane7518
  %2283 = sext i32 %2282 to i64
  %2284 = add nsw i64 %2279, %2283
  %2285 = getelementptr inbounds float, ptr %sq, i64 %2284
  %2286 = load float, ptr %2285, align 4
  %2287 = fadd float %2277, %2286
  %2288 = sext i32 %lane7518 to i64
  %2289 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2288
  store float %2287, ptr %2289, align 4
  %2290 = add nsw i32 %lane7518, 1
  br label %for.cond515, !llvm.loop !119

for.end517:                                       ; preds = %for.cond515
  %2291 = add nsw i32 %red7, 1
  br label %for.cond512, !llvm.loop !120

for.cond519:                                      ; preds = %for.body520, %for.end514
  %lane7522 = phi i32 [ 0, %for.end514 ], [ %2303, %for.body520 ]
  %2292 = icmp slt i32 %lane7522, 16
  br i1 %2292, label %for.body520, label %for.end521

for.body520:                                      ; preds = %for.cond519
  %2293 = sext i32 %lane7522 to i64
  %2294 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2293
  %2295 = load float, ptr %2294, align 4
  %2296 = add i32 %lane7522, 16
  %2297 = sext i32 %2296 to i64
  %2298 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2297
  %2299 = load float, ptr %2298, align 4
  %2300 = fadd float %2295, %2299
  %2301 = sext i32 %lane7522 to i64
  %2302 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2301
  store float %2300, ptr %2302, align 4
  %2303 = add nsw i32 %lane7522, 1
  br label %for.cond519, !llvm.loop !121

for.end521:                                       ; preds = %for.cond519
  br label %for.cond523

for.cond523:                                      ; preds = %for.body524, %for.end521
  %lane7526 = phi i32 [ 0, %for.end521 ], [ %2315, %for.body524 ]
  %2304 = icmp slt i32 %lane7526, 8
  br i1 %2304, label %for.body524, label %for.end525

for.body524:                                      ; preds = %for.cond523
  %2305 = sext i32 %lane7526 to i64
  %2306 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2305
  %2307 = load float, ptr %2306, align 4
  %2308 = add i32 %lane7526, 8
  %2309 = sext i32 %2308 to i64
  %2310 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2309
  %2311 = load float, ptr %2310, align 4
  %2312 = fadd float %2307, %2311
  %2313 = sext i32 %lane7526 to i64
  %2314 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2313
  store float %2312, ptr %2314, align 4
  %2315 = add nsw i32 %lane7526, 1
  br label %for.cond523, !llvm.loop !122

for.end525:                                       ; preds = %for.cond523
  br label %for.cond527

for.cond527:                                      ; preds = %for.body528, %for.end525
  %lane7530 = phi i32 [ 0, %for.end525 ], [ %2327, %for.body528 ]
  %2316 = icmp slt i32 %lane7530, 4
  br i1 %2316, label %for.body528, label %for.end529

for.body528:                                      ; preds = %for.cond527
  %2317 = sext i32 %lane7530 to i64
  %2318 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2317
  %2319 = load float, ptr %2318, align 4
  %2320 = add i32 %lane7530, 4
  %2321 = sext i32 %2320 to i64
  %2322 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2321
  %2323 = load float, ptr %2322, align 4
  %2324 = fadd float %2319, %2323
  %2325 = sext i32 %lane7530 to i64
  %2326 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2325
  store float %2324, ptr %2326, align 4
  %2327 = add nsw i32 %lane7530, 1
  br label %for.cond527, !llvm.loop !123

for.end529:                                       ; preds = %for.cond527
  br label %for.cond531

for.cond531:                                      ; preds = %for.body532, %for.end529
  %lane7534 = phi i32 [ 0, %for.end529 ], [ %2339, %for.body532 ]
  %2328 = icmp slt i32 %lane7534, 2
  br i1 %2328, label %for.body532, label %for.end533

for.body532:                                      ; preds = %for.cond531
  %2329 = sext i32 %lane7534 to i64
  %2330 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2329
  %2331 = load float, ptr %2330, align 4
  %2332 = add i32 %lane7534, 2
  %2333 = sext i32 %2332 to i64
  %2334 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2333
  %2335 = load float, ptr %2334, align 4
  %2336 = fadd float %2331, %2335
  %2337 = sext i32 %lane7534 to i64
  %2338 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2337
  store float %2336, ptr %2338, align 4
  %2339 = add nsw i32 %lane7534, 1
  br label %for.cond531, !llvm.loop !124

for.end533:                                       ; preds = %for.cond531
  br label %for.cond535

for.cond535:                                      ; preds = %for.body536, %for.end533
  %lane7538 = phi i32 [ 0, %for.end533 ], [ %2351, %for.body536 ]
  %2340 = icmp slt i32 %lane7538, 1
  br i1 %2340, label %for.body536, label %for.end537

for.body536:                                      ; preds = %for.cond535
  %2341 = sext i32 %lane7538 to i64
  %2342 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2341
  %2343 = load float, ptr %2342, align 4
  %2344 = add i32 %lane7538, 1
  %2345 = sext i32 %2344 to i64
  %2346 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2345
  %2347 = load float, ptr %2346, align 4
  %2348 = fadd float %2343, %2347
  %2349 = sext i32 %lane7538 to i64
  %2350 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2349
  store float %2348, ptr %2350, align 4
  %2351 = add nsw i32 %lane7538, 1
  br label %for.cond535, !llvm.loop !125

for.end537:                                       ; preds = %for.cond535
  %2352 = sext i32 %i473 to i64
  %2353 = getelementptr inbounds float, ptr %rstd, i64 %2352
  %2354 = load float, ptr %2353, align 4
  %2355 = getelementptr inbounds float, ptr %tl_lanes_29, i64 0
  %2356 = load float, ptr %2355, align 4
  %2357 = fadd float %2354, %2356
  %2358 = sext i32 %i473 to i64
  %2359 = getelementptr inbounds float, ptr %rstd, i64 %2358
  store float %2357, ptr %2359, align 4
  %2360 = add nsw i32 %i473, 1
  br label %for.cond470, !llvm.loop !126

for.cond539:                                      ; preds = %for.body540, %for.end431
  %i542 = phi i32 [ 0, %for.end431 ], [ %2390, %for.body540 ]
  %2361 = icmp slt i32 %i542, 4
  br i1 %2361, label %for.body540, label %for.end541

for.body540:                                      ; preds = %for.cond539
  %2362 = sext i32 %i542 to i64
  %2363 = getelementptr inbounds float, ptr %mean, i64 %2362
  %2364 = load float, ptr %2363, align 4
  %2365 = sitofp i32 %N to float
  %2366 = fdiv float %2364, %2365
  %2367 = sext i32 %i542 to i64
  %2368 = getelementptr inbounds float, ptr %mean, i64 %2367
  store float %2366, ptr %2368, align 4
  %2369 = sext i32 %i542 to i64
  %2370 = getelementptr inbounds float, ptr %rstd, i64 %2369
  %2371 = load float, ptr %2370, align 4
  %2372 = sitofp i32 %N to float
  %2373 = fdiv float %2371, %2372
  %2374 = sext i32 %i542 to i64
  %2375 = getelementptr inbounds float, ptr %mean, i64 %2374
  %2376 = load float, ptr %2375, align 4
  %2377 = sext i32 %i542 to i64
  %2378 = getelementptr inbounds float, ptr %mean, i64 %2377
  %2379 = load float, ptr %2378, align 4
  %2380 = fmul float %2376, %2379
  %2381 = fsub float %2373, %2380
  %2382 = call float @llvm.maxnum.f32(float %2381, float 0.000000e+00)
  %2383 = fadd float %2382, 0x3EE4F8B580000000
  %2384 = fpext float %2383 to double
  %2385 = call double @llvm.sqrt.f64(double %2384)
  %2386 = fdiv double 1.000000e+00, %2385
  %2387 = fptrunc double %2386 to float
  %2388 = sext i32 %i542 to i64
  %2389 = getelementptr inbounds float, ptr %rstd, i64 %2388
  store float %2387, ptr %2389, align 4
  %2390 = add nsw i32 %i542, 1
  br label %for.cond539, !llvm.loop !127

for.end541:                                       ; preds = %for.cond539
  %2391 = sext i32 %N to i64
  %2392 = sdiv i64 %2391, 512
  %2393 = sub i64 0, %2391
  %2394 = select i1 false, i64 %2393, i64 %2392
  %2395 = srem i64 %2391, 512
  %2396 = icmp ne i64 %2395, 0
  %2397 = icmp slt i64 %2391, 0
  %2398 = icmp eq i1 %2397, false
  %2399 = and i1 %2396, %2398
  %2400 = zext i1 %2399 to i64
  %2401 = add i64 %2394, %2400
  %2402 = trunc i64 %2401 to i32
  %2403 = sext i32 %N to i64
  %2404 = sdiv i64 %2403, 512
  %2405 = sub i64 0, %2403
  %2406 = select i1 false, i64 %2405, i64 %2404
  %2407 = srem i64 %2403, 512
  %2408 = icmp ne i64 %2407, 0
  %2409 = icmp slt i64 %2403, 0
  %2410 = icmp eq i1 %2409, false
  %2411 = and i1 %2408, %2410
  %2412 = zext i1 %2411 to i64
  %2413 = add i64 %2406, %2412
  %2414 = trunc i64 %2413 to i32
  br label %for.cond543

for.cond543:                                      ; preds = %if.end601, %for.end541
  %c546 = phi i32 [ 0, %for.end541 ], [ %2738, %if.end601 ]
  %2415 = icmp slt i32 %c546, %2402
  br i1 %2415, label %for.body544, label %for.end545

for.body544:                                      ; preds = %for.cond543
  %2416 = sub i32 %2414, 1
  %t = sub i32 %2416, %c546
  %2417 = mul i32 %bx, 4
  %2418 = icmp sle i32 0, %2417
  %2419 = mul i32 %bx, 4
  %2420 = sext i32 %2419 to i64
  %2421 = add i64 %2420, 4
  %2422 = sext i32 %M to i64
  %2423 = icmp sle i64 %2421, %2422
  %2424 = and i1 %2418, %2423
  %2425 = mul i32 %t, 512
  %2426 = icmp sle i32 0, %2425
  %2427 = mul i32 %t, 512
  %2428 = sext i32 %2427 to i64
  %2429 = add i64 %2428, 512
  %2430 = sext i32 %N to i64
  %2431 = icmp sle i64 %2429, %2430
  %2432 = and i1 %2426, %2431
  %2433 = and i1 %2424, %2432
  br i1 %2433, label %if.then547, label %if.else548

for.end545:                                       ; preds = %for.cond543
  br label %if.end276

if.then547:                                       ; preds = %for.body544
  br label %for.cond550

if.else548:                                       ; preds = %for.body544
  br label %for.cond562

if.end549:                                        ; preds = %for.end564, %for.end552
  br label %for.cond584

for.cond550:                                      ; preds = %for.end561, %if.then547
  %i12 = phi i32 [ 0, %if.then547 ], [ %2469, %for.end561 ]
  %2434 = icmp slt i32 %i12, 4
  br i1 %2434, label %for.body551, label %for.end552

for.body551:                                      ; preds = %for.cond550
  %2435 = add i32 %i12, 1
  %2436 = icmp slt i32 %2435, 4
  br i1 %2436, label %if.then553, label %if.else554

for.end552:                                       ; preds = %for.cond550
  br label %if.end549

if.then553:                                       ; preds = %for.body551
  br label %for.cond556

if.else554:                                       ; preds = %for.body551
  br label %if.end555

if.end555:                                        ; preds = %if.else554, %for.end558
  br label %for.cond559

for.cond556:                                      ; preds = %for.body557, %if.then553
  %pf3 = phi i32 [ 0, %if.then553 ], [ %2450, %for.body557 ]
  %2437 = icmp slt i32 %pf3, 32
  br i1 %2437, label %for.body557, label %for.end558

for.body557:                                      ; preds = %for.cond556
  %2438 = mul i32 %bx, 4
  %2439 = add i32 %i12, 1
  %2440 = add i32 %2438, %2439
  %2441 = sext i32 %2440 to i64
  %2442 = sext i32 %N to i64
  %2443 = mul i64 %2441, %2442
  %2444 = mul i32 %t, 512
  %2445 = mul i32 %pf3, 16
  %2446 = add i32 %2444, %2445
  %2447 = sext i32 %2446 to i64
  %2448 = add i64 %2443, %2447
  %2449 = getelementptr float, ptr %X, i64 %2448
  call void @llvm.prefetch.p0(ptr %2449, i32 0, i32 3, i32 1)
  %2450 = add nsw i32 %pf3, 1
  br label %for.cond556, !llvm.loop !128

for.end558:                                       ; preds = %for.cond556
  br label %if.end555

for.cond559:                                      ; preds = %for.body560, %if.end555
  %j2 = phi i32 [ 0, %if.end555 ], [ %2468, %for.body560 ]
  %2451 = icmp slt i32 %j2, 512
  br i1 %2451, label %for.body560, label %for.end561

for.body560:                                      ; preds = %for.cond559
  %2452 = mul i32 %bx, 4
  %2453 = add i32 %2452, %i12
  %2454 = sext i32 %2453 to i64
  %2455 = sext i32 %N to i64
  %2456 = mul nsw i64 %2454, %2455
  %2457 = mul i32 %t, 512
  %2458 = add i32 %2457, %j2
  %2459 = sext i32 %2458 to i64
  %2460 = add nsw i64 %2456, %2459
  %2461 = getelementptr inbounds float, ptr %X, i64 %2460
  %2462 = load float, ptr %2461, align 4
  %2463 = sext i32 %i12 to i64
  %2464 = mul nsw i64 %2463, 512
  %2465 = sext i32 %j2 to i64
  %2466 = add nsw i64 %2464, %2465
  %2467 = getelementptr inbounds float, ptr %X_f, i64 %2466
  store float %2462, ptr %2467, align 4
  %2468 = add nsw i32 %j2, 1
  br label %for.cond559, !llvm.loop !129

for.end561:                                       ; preds = %for.cond559
  %2469 = add nsw i32 %i12, 1
  br label %for.cond550, !llvm.loop !130

for.cond562:                                      ; preds = %for.end582, %if.else548
  %i12565 = phi i32 [ 0, %if.else548 ], [ %2578, %for.end582 ]
  %2470 = icmp slt i32 %i12565, 4
  br i1 %2470, label %for.body563, label %for.end564

for.body563:                                      ; preds = %for.cond562
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
  %tl_lo14 = trunc i64 %2483 to i32
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
  %2500 = sext i32 %tl_lo14 to i64
  %2501 = icmp slt i64 %2499, %2500
  %2502 = sext i32 %tl_lo14 to i64
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
  %tl_hi15 = trunc i64 %2519 to i32
  br label %for.cond566

for.end564:                                       ; preds = %for.cond562
  br label %if.end549

for.cond566:                                      ; preds = %for.body567, %for.body563
  %j2569 = phi i32 [ 0, %for.body563 ], [ %2526, %for.body567 ]
  %2520 = icmp slt i32 %j2569, %tl_lo14
  br i1 %2520, label %for.body567, label %for.end568

for.body567:                                      ; preds = %for.cond566
  %2521 = sext i32 %i12565 to i64
  %2522 = mul nsw i64 %2521, 512
  %2523 = sext i32 %j2569 to i64
  %2524 = add nsw i64 %2522, %2523
  %2525 = getelementptr inbounds float, ptr %X_f, i64 %2524
  store float 0.000000e+00, ptr %2525, align 4
  %2526 = add nsw i32 %j2569, 1
  br label %for.cond566, !llvm.loop !131

for.end568:                                       ; preds = %for.cond566
  %2527 = mul i32 %bx, 4
  %2528 = sext i32 %2527 to i64
  %2529 = sext i32 %i12565 to i64
  %2530 = add i64 %2528, %2529
  %2531 = icmp sle i64 0, %2530
  %2532 = mul i32 %bx, 4
  %2533 = sext i32 %2532 to i64
  %2534 = sext i32 %i12565 to i64
  %2535 = add i64 %2533, %2534
  %2536 = sext i32 %M to i64
  %2537 = icmp slt i64 %2535, %2536
  %2538 = and i1 %2531, %2537
  br i1 %2538, label %if.then570, label %if.else571

if.then570:                                       ; preds = %for.end568
  %2539 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond573

if.else571:                                       ; preds = %for.end568
  %2540 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond576

if.end572:                                        ; preds = %for.end578, %for.end575
  %2541 = sub i32 512, %tl_hi15
  br label %for.cond580

for.cond573:                                      ; preds = %for.body574, %if.then570
  %j21 = phi i32 [ 0, %if.then570 ], [ %2561, %for.body574 ]
  %2542 = icmp slt i32 %j21, %2539
  br i1 %2542, label %for.body574, label %for.end575

for.body574:                                      ; preds = %for.cond573
  %2543 = mul i32 %bx, 4
  %2544 = add i32 %2543, %i12565
  %2545 = sext i32 %2544 to i64
  %2546 = sext i32 %N to i64
  %2547 = mul nsw i64 %2545, %2546
  %2548 = mul i32 %t, 512
  %2549 = add i32 %tl_lo14, %j21
  %2550 = add i32 %2548, %2549
  %2551 = sext i32 %2550 to i64
  %2552 = add nsw i64 %2547, %2551
  %2553 = getelementptr inbounds float, ptr %X, i64 %2552
  %2554 = load float, ptr %2553, align 4
  %2555 = sext i32 %i12565 to i64
  %2556 = mul nsw i64 %2555, 512
  %2557 = add i32 %tl_lo14, %j21
  %2558 = sext i32 %2557 to i64
  %2559 = add nsw i64 %2556, %2558
  %2560 = getelementptr inbounds float, ptr %X_f, i64 %2559
  store float %2554, ptr %2560, align 4
  %2561 = add nsw i32 %j21, 1
  br label %for.cond573, !llvm.loop !132

for.end575:                                       ; preds = %for.cond573
  br label %if.end572

for.cond576:                                      ; preds = %for.body577, %if.else571
  %j21579 = phi i32 [ 0, %if.else571 ], [ %2569, %for.body577 ]
  %2562 = icmp slt i32 %j21579, %2540
  br i1 %2562, label %for.body577, label %for.end578

for.body577:                                      ; preds = %for.cond576
  %2563 = sext i32 %i12565 to i64
  %2564 = mul nsw i64 %2563, 512
  %2565 = add i32 %tl_lo14, %j21579
  %2566 = sext i32 %2565 to i64
  %2567 = add nsw i64 %2564, %2566
  %2568 = getelementptr inbounds float, ptr %X_f, i64 %2567
  store float 0.000000e+00, ptr %2568, align 4
  %2569 = add nsw i32 %j21579, 1
  br label %for.cond576, !llvm.loop !133

for.end578:                                       ; preds = %for.cond576
  br label %if.end572

for.cond580:                                      ; preds = %for.body581, %if.end572
  %j21583 = phi i32 [ 0, %if.end572 ], [ %2577, %for.body581 ]
  %2570 = icmp slt i32 %j21583, %2541
  br i1 %2570, label %for.body581, label %for.end582

for.body581:                                      ; preds = %for.cond580
  %2571 = sext i32 %i12565 to i64
  %2572 = mul nsw i64 %2571, 512
  %2573 = add i32 %tl_hi15, %j21583
  %2574 = sext i32 %2573 to i64
  %2575 = add nsw i64 %2572, %2574
  %2576 = getelementptr inbounds float, ptr %X_f, i64 %2575
  store float 0.000000e+00, ptr %2576, align 4
  %2577 = add nsw i32 %j21583, 1
  br label %for.cond580, !llvm.loop !134

for.end582:                                       ; preds = %for.cond580
  %2578 = add nsw i32 %i12565, 1
  br label %for.cond562, !llvm.loop !135

for.cond584:                                      ; preds = %for.end597, %if.end549
  %i587 = phi i32 [ 0, %if.end549 ], [ %2737, %for.end597 ]
  %2579 = icmp slt i32 %i587, 4
  br i1 %2579, label %for.body585, label %for.end586

for.body585:                                      ; preds = %for.cond584
  %2580 = mul i32 %t, 512
  %2581 = sext i32 %2580 to i64
  %2582 = sub i64 0, %2581
  %2583 = icmp slt i64 %2582, 0
  %2584 = mul i32 %t, 512
  %2585 = sext i32 %2584 to i64
  %2586 = sub i64 0, %2585
  %2587 = icmp sgt i64 %2586, 512
  %2588 = mul i32 %t, 512
  %2589 = sext i32 %2588 to i64
  %2590 = sub i64 0, %2589
  %2591 = select i1 %2587, i64 512, i64 %2590
  %2592 = select i1 %2583, i64 0, i64 %2591
  %tl_lo16 = trunc i64 %2592 to i32
  %2593 = sext i32 %N to i64
  %2594 = mul i32 %t, 512
  %2595 = sext i32 %2594 to i64
  %2596 = sub i64 %2593, %2595
  %2597 = icmp slt i64 %2596, 0
  %2598 = sext i32 %N to i64
  %2599 = mul i32 %t, 512
  %2600 = sext i32 %2599 to i64
  %2601 = sub i64 %2598, %2600
  %2602 = icmp sgt i64 %2601, 512
  %2603 = sext i32 %N to i64
  %2604 = mul i32 %t, 512
  %2605 = sext i32 %2604 to i64
  %2606 = sub i64 %2603, %2605
  %2607 = select i1 %2602, i64 512, i64 %2606
  %2608 = select i1 %2597, i64 0, i64 %2607
  %2609 = sext i32 %tl_lo16 to i64
  %2610 = icmp slt i64 %2608, %2609
  %2611 = sext i32 %tl_lo16 to i64
  %2612 = sext i32 %N to i64
  %2613 = mul i32 %t, 512
  %2614 = sext i32 %2613 to i64
  %2615 = sub i64 %2612, %2614
  %2616 = icmp slt i64 %2615, 0
  %2617 = sext i32 %N to i64
  %2618 = mul i32 %t, 512
  %2619 = sext i32 %2618 to i64
  %2620 = sub i64 %2617, %2619
  %2621 = icmp sgt i64 %2620, 512
  %2622 = sext i32 %N to i64
  %2623 = mul i32 %t, 512
  %2624 = sext i32 %2623 to i64
  %2625 = sub i64 %2622, %2624
  %2626 = select i1 %2621, i64 512, i64 %2625
  %2627 = select i1 %2616, i64 0, i64 %2626
  %2628 = select i1 %2610, i64 %2611, i64 %2627
  %tl_hi17 = trunc i64 %2628 to i32
  br label %for.cond588

for.end586:                                       ; preds = %for.cond584
  %2629 = mul i32 %bx, 4
  %2630 = icmp sle i32 0, %2629
  %2631 = mul i32 %bx, 4
  %2632 = sext i32 %2631 to i64
  %2633 = add i64 %2632, 4
  %2634 = sext i32 %M to i64
  %2635 = icmp sle i64 %2633, %2634
  %2636 = and i1 %2630, %2635
  %2637 = mul i32 %t, 512
  %2638 = icmp sle i32 0, %2637
  %2639 = mul i32 %t, 512
  %2640 = sext i32 %2639 to i64
  %2641 = add i64 %2640, 512
  %2642 = sext i32 %N to i64
  %2643 = icmp sle i64 %2641, %2642
  %2644 = and i1 %2638, %2643
  %2645 = and i1 %2636, %2644
  br i1 %2645, label %if.then599, label %if.else600

for.cond588:                                      ; preds = %for.body589, %for.body585
  %j591 = phi i32 [ 0, %for.body585 ], [ %2668, %for.body589 ]
  %2646 = icmp slt i32 %j591, %tl_lo16
  br i1 %2646, label %for.body589, label %for.end590

for.body589:                                      ; preds = %for.cond588
  %2647 = sext i32 %i587 to i64
  %2648 = mul nsw i64 %2647, 512
  %2649 = sext i32 %j591 to i64
  %2650 = add nsw i64 %2648, %2649
  %2651 = getelementptr inbounds float, ptr %X_f, i64 %2650
  %2652 = load float, ptr %2651, align 4
  %2653 = sext i32 %i587 to i64
  %2654 = getelementptr inbounds float, ptr %mean, i64 %2653
  %2655 = load float, ptr %2654, align 4
  %2656 = fsub float %2652, %2655
  %2657 = sext i32 %i587 to i64
  %2658 = getelementptr inbounds float, ptr %rstd, i64 %2657
  %2659 = load float, ptr %2658, align 4
  %2660 = fmul float %2656, %2659
  %2661 = fmul float %2660, 0.000000e+00
  %2662 = fadd float %2661, 0.000000e+00
  %2663 = sext i32 %i587 to i64
  %2664 = mul nsw i64 %2663, 512
  %2665 = sext i32 %j591 to i64
  %2666 = add nsw i64 %2664, %2665
  %2667 = getelementptr inbounds float, ptr %X_f, i64 %2666
  store float %2662, ptr %2667, align 4
  %2668 = add nsw i32 %j591, 1
  br label %for.cond588, !llvm.loop !136

for.end590:                                       ; preds = %for.cond588
  %2669 = sub i32 %tl_hi17, %tl_lo16
  br label %for.cond592

for.cond592:                                      ; preds = %for.body593, %for.end590
  %j7 = phi i32 [ 0, %for.end590 ], [ %2710, %for.body593 ]
  %2670 = icmp slt i32 %j7, %2669
  br i1 %2670, label %for.body593, label %for.end594

for.body593:                                      ; preds = %for.cond592
  %2671 = sext i32 %i587 to i64
  %2672 = mul nsw i64 %2671, 512
  %2673 = add i32 %tl_lo16, %j7
  %2674 = sext i32 %2673 to i64
  %2675 = add nsw i64 %2672, %2674
  %2676 = getelementptr inbounds float, ptr %X_f, i64 %2675
  %2677 = load float, ptr %2676, align 4
  %2678 = sext i32 %i587 to i64
  %2679 = getelementptr inbounds float, ptr %mean, i64 %2678
  %2680 = load float, ptr %2679, align 4
  %2681 = fsub float %2677, %2680
  %2682 = sext i32 %i587 to i64
  %2683 = getelementptr inbounds float, ptr %rstd, i64 %2682
  %2684 = load float, ptr %2683, align 4
  %2685 = fmul float %2681, %2684
  %2686 = mul i32 %t, 512
  %2687 = sext i32 %2686 to i64
  %2688 = sext i32 %tl_lo16 to i64
  %2689 = sext i32 %j7 to i64
  %2690 = add i64 %2688, %2689
  %2691 = add i64 %2687, %2690
  %2692 = getelementptr inbounds float, ptr %W, i64 %2691
  %2693 = load float, ptr %2692, align 4
  %2694 = fmul float %2685, %2693
  %2695 = mul i32 %t, 512
  %2696 = sext i32 %2695 to i64
  %2697 = sext i32 %tl_lo16 to i64
  %2698 = sext i32 %j7 to i64
  %2699 = add i64 %2697, %2698
  %2700 = add i64 %2696, %2699
  %2701 = getelementptr inbounds float, ptr %B, i64 %2700
  %2702 = load float, ptr %2701, align 4
  %2703 = fadd float %2694, %2702
  %2704 = sext i32 %i587 to i64
  %2705 = mul nsw i64 %2704, 512
  %2706 = add i32 %tl_lo16, %j7
  %2707 = sext i32 %2706 to i64
  %2708 = add nsw i64 %2705, %2707
  %2709 = getelementptr inbounds float, ptr %X_f, i64 %2708
  store float %2703, ptr %2709, align 4
  %2710 = add nsw i32 %j7, 1
  br label %for.cond592, !llvm.loop !137

for.end594:                                       ; preds = %for.cond592
  %2711 = sub i32 512, %tl_hi17
  br label %for.cond595

for.cond595:                                      ; preds = %for.body596, %for.end594
  %j7598 = phi i32 [ 0, %for.end594 ], [ %2736, %for.body596 ]
  %2712 = icmp slt i32 %j7598, %2711
  br i1 %2712, label %for.body596, label %for.end597

for.body596:                                      ; preds = %for.cond595
  %2713 = sext i32 %i587 to i64
  %2714 = mul nsw i64 %2713, 512
  %2715 = add i32 %tl_hi17, %j7598
  %2716 = sext i32 %2715 to i64
  %2717 = add nsw i64 %2714, %2716
  %2718 = getelementptr inbounds float, ptr %X_f, i64 %2717
  %2719 = load float, ptr %2718, align 4
  %2720 = sext i32 %i587 to i64
  %2721 = getelementptr inbounds float, ptr %mean, i64 %2720
  %2722 = load float, ptr %2721, align 4
  %2723 = fsub float %2719, %2722
  %2724 = sext i32 %i587 to i64
  %2725 = getelementptr inbounds float, ptr %rstd, i64 %2724
  %2726 = load float, ptr %2725, align 4
  %2727 = fmul float %2723, %2726
  %2728 = fmul float %2727, 0.000000e+00
  %2729 = fadd float %2728, 0.000000e+00
  %2730 = sext i32 %i587 to i64
  %2731 = mul nsw i64 %2730, 512
  %2732 = add i32 %tl_hi17, %j7598
  %2733 = sext i32 %2732 to i64
  %2734 = add nsw i64 %2731, %2733
  %2735 = getelementptr inbounds float, ptr %X_f, i64 %2734
  store float %2729, ptr %2735, align 4
  %2736 = add nsw i32 %j7598, 1
  br label %for.cond595, !llvm.loop !138

for.end597:                                       ; preds = %for.cond595
  %2737 = add nsw i32 %i587, 1
  br label %for.cond584, !llvm.loop !139

if.then599:                                       ; preds = %for.end586
  br label %for.cond602

if.else600:                                       ; preds = %for.end586
  br label %for.cond613

if.end601:                                        ; preds = %for.end615, %for.end604
  %2738 = add nsw i32 %c546, 1
  br label %for.cond543, !llvm.loop !140

for.cond602:                                      ; preds = %if.end608, %if.then599
  %i12605 = phi i32 [ 0, %if.then599 ], [ %2758, %if.end608 ]
  %2739 = icmp slt i32 %i12605, 4
  br i1 %2739, label %for.body603, label %for.end604

for.body603:                                      ; preds = %for.cond602
  %2740 = sext i32 %M to i64
  %2741 = sext i32 %N to i64
  %2742 = mul i64 %2740, %2741
  %2743 = icmp sge i64 %2742, 8388608
  br i1 %2743, label %if.then606, label %if.else607

for.end604:                                       ; preds = %for.cond602
  br label %if.end601

if.then606:                                       ; preds = %for.body603
  %2744 = mul i32 %bx, 4
  %2745 = add i32 %2744, %i12605
  %2746 = sext i32 %2745 to i64
  %2747 = sext i32 %N to i64
  %2748 = mul nsw i64 %2746, %2747
  %2749 = mul i32 %t, 512
  %2750 = add i32 %2749, 0
  %2751 = sext i32 %2750 to i64
  %2752 = add nsw i64 %2748, %2751
  %2753 = getelementptr inbounds float, ptr %Y, i64 %2752
  %2754 = sext i32 %i12605 to i64
  %2755 = mul nsw i64 %2754, 512
  %2756 = add nsw i64 %2755, 0
  %2757 = getelementptr inbounds float, ptr %X_f, i64 %2756
  call void @tilec_rt_stream(ptr %2753, ptr %2757, i64 2048)
  br label %if.end608

if.else607:                                       ; preds = %for.body603
  br label %for.cond609

if.end608:                                        ; preds = %for.end611, %if.then606
  %2758 = add nsw i32 %i12605, 1
  br label %for.cond602, !llvm.loop !141

for.cond609:                                      ; preds = %for.body610, %if.else607
  %j2612 = phi i32 [ 0, %if.else607 ], [ %2776, %for.body610 ]
  %2759 = icmp slt i32 %j2612, 512
  br i1 %2759, label %for.body610, label %for.end611

for.body610:                                      ; preds = %for.cond609
  %2760 = sext i32 %i12605 to i64
  %2761 = mul nsw i64 %2760, 512
  %2762 = sext i32 %j2612 to i64
  %2763 = add nsw i64 %2761, %2762
  %2764 = getelementptr inbounds float, ptr %X_f, i64 %2763
  %2765 = load float, ptr %2764, align 4
  %2766 = mul i32 %bx, 4
  %2767 = add i32 %2766, %i12605
  %2768 = sext i32 %2767 to i64
  %2769 = sext i32 %N to i64
  %2770 = mul nsw i64 %2768, %2769
  %2771 = mul i32 %t, 512
  %2772 = add i32 %2771, %j2612
  %2773 = sext i32 %2772 to i64
  %2774 = add nsw i64 %2770, %2773
  %2775 = getelementptr inbounds float, ptr %Y, i64 %2774
  store float %2765, ptr %2775, align 4
  %2776 = add nsw i32 %j2612, 1
  br label %for.cond609, !llvm.loop !142

for.end611:                                       ; preds = %for.cond609
  br label %if.end608

for.cond613:                                      ; preds = %for.end619, %if.else600
  %i12616 = phi i32 [ 0, %if.else600 ], [ %2804, %for.end619 ]
  %2777 = icmp slt i32 %i12616, 4
  br i1 %2777, label %for.body614, label %for.end615

for.body614:                                      ; preds = %for.cond613
  br label %for.cond617

for.end615:                                       ; preds = %for.cond613
  br label %if.end601

for.cond617:                                      ; preds = %if.end623, %for.body614
  %j2620 = phi i32 [ 0, %for.body614 ], [ %2821, %if.end623 ]
  %2778 = icmp slt i32 %j2620, 512
  br i1 %2778, label %for.body618, label %for.end619

for.body618:                                      ; preds = %for.cond617
  %2779 = mul i32 %bx, 4
  %2780 = sext i32 %2779 to i64
  %2781 = sext i32 %i12616 to i64
  %2782 = add i64 %2780, %2781
  %2783 = icmp sle i64 0, %2782
  %2784 = mul i32 %bx, 4
  %2785 = sext i32 %2784 to i64
  %2786 = sext i32 %i12616 to i64
  %2787 = add i64 %2785, %2786
  %2788 = sext i32 %M to i64
  %2789 = icmp slt i64 %2787, %2788
  %2790 = and i1 %2783, %2789
  %2791 = mul i32 %t, 512
  %2792 = sext i32 %2791 to i64
  %2793 = sext i32 %j2620 to i64
  %2794 = add i64 %2792, %2793
  %2795 = icmp sle i64 0, %2794
  %2796 = mul i32 %t, 512
  %2797 = sext i32 %2796 to i64
  %2798 = sext i32 %j2620 to i64
  %2799 = add i64 %2797, %2798
  %2800 = sext i32 %N to i64
  %2801 = icmp slt i64 %2799, %2800
  %2802 = and i1 %2795, %2801
  %2803 = and i1 %2790, %2802
  br i1 %2803, label %if.then621, label %if.else622

for.end619:                                       ; preds = %for.cond617
  %2804 = add nsw i32 %i12616, 1
  br label %for.cond613, !llvm.loop !143

if.then621:                                       ; preds = %for.body618
  %2805 = sext i32 %i12616 to i64
  %2806 = mul nsw i64 %2805, 512
  %2807 = sext i32 %j2620 to i64
  %2808 = add nsw i64 %2806, %2807
  %2809 = getelementptr inbounds float, ptr %X_f, i64 %2808
  %2810 = load float, ptr %2809, align 4
  %2811 = mul i32 %bx, 4
  %2812 = add i32 %2811, %i12616
  %2813 = sext i32 %2812 to i64
  %2814 = sext i32 %N to i64
  %2815 = mul nsw i64 %2813, %2814
  %2816 = mul i32 %t, 512
  %2817 = add i32 %2816, %j2620
  %2818 = sext i32 %2817 to i64
  %2819 = add nsw i64 %2815, %2818
  %2820 = getelementptr inbounds float, ptr %Y, i64 %2819
  store float %2810, ptr %2820, align 4
  br label %if.end623

if.else622:                                       ; preds = %for.body618
  br label %if.end623

if.end623:                                        ; preds = %if.else622, %if.then621
  %2821 = add nsw i32 %j2620, 1
  br label %for.cond617, !llvm.loop !144
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #3

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #3

; Function Attrs: nounwind
define internal void @layernorm_task(ptr %ctx, i64 %block) #4 {
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
define i32 @tilec_launch_layernorm(ptr %args, ptr %dims, ptr %self) #4 {
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

attributes #0 = { noinline nounwind "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.vectorize.enable", i1 true}
!3 = distinct !{!3, !1}
!4 = distinct !{!4, !1, !2}
!5 = distinct !{!5, !1, !2}
!6 = distinct !{!6, !1, !2}
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
!29 = distinct !{!29, !1}
!30 = distinct !{!30, !1, !2}
!31 = distinct !{!31, !1, !2}
!32 = distinct !{!32, !1}
!33 = distinct !{!33, !1, !2}
!34 = distinct !{!34, !1}
!35 = distinct !{!35, !1, !2}
!36 = distinct !{!36, !1, !2}
!37 = distinct !{!37, !1, !2}
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
!48 = distinct !{!48, !1, !2}
!49 = distinct !{!49, !1, !2}
!50 = distinct !{!50, !1}
!51 = distinct !{!51, !1, !2}
!52 = distinct !{!52, !1}
!53 = distinct !{!53, !1}
!54 = distinct !{!54, !1}
!55 = distinct !{!55, !1}
!56 = distinct !{!56, !1}
!57 = distinct !{!57, !1}
!58 = distinct !{!58, !1}
!59 = distinct !{!59, !1, !2}
!60 = distinct !{!60, !1}
!61 = distinct !{!61, !1, !2}
!62 = distinct !{!62, !1, !2}
!63 = distinct !{!63, !1}
!64 = distinct !{!64, !1, !2}
!65 = distinct !{!65, !1, !2}
!66 = distinct !{!66, !1, !2}
!67 = distinct !{!67, !1}
!68 = distinct !{!68, !1, !2}
!69 = distinct !{!69, !1, !2}
!70 = distinct !{!70, !1}
!71 = distinct !{!71, !1, !2}
!72 = distinct !{!72, !1}
!73 = distinct !{!73, !1}
!74 = distinct !{!74, !1}
!75 = distinct !{!75, !1}
!76 = distinct !{!76, !1}
!77 = distinct !{!77, !1}
!78 = distinct !{!78, !1}
!79 = distinct !{!79, !1, !2}
!80 = distinct !{!80, !1}
!81 = distinct !{!81, !1, !2}
!82 = distinct !{!82, !1, !2}
!83 = distinct !{!83, !1}
!84 = distinct !{!84, !1, !2}
!85 = distinct !{!85, !1}
!86 = distinct !{!86, !1}
!87 = distinct !{!87, !1}
!88 = distinct !{!88, !1}
!89 = distinct !{!89, !1}
!90 = distinct !{!90, !1}
!91 = distinct !{!91, !1}
!92 = distinct !{!92, !1, !2}
!93 = distinct !{!93, !1}
!94 = distinct !{!94, !1}
!95 = distinct !{!95, !1, !2}
!96 = distinct !{!96, !1}
!97 = distinct !{!97, !1, !2}
!98 = distinct !{!98, !1, !2}
!99 = distinct !{!99, !1}
!100 = distinct !{!100, !1, !2}
!101 = distinct !{!101, !1, !102}
!102 = !{!"llvm.loop.unroll.disable"}
!103 = distinct !{!103, !1, !2}
!104 = distinct !{!104, !1, !2}
!105 = distinct !{!105, !1, !2}
!106 = distinct !{!106, !1, !2}
!107 = distinct !{!107, !1, !102}
!108 = distinct !{!108, !1}
!109 = distinct !{!109, !1, !2}
!110 = distinct !{!110, !1, !2}
!111 = distinct !{!111, !1, !2}
!112 = distinct !{!112, !1}
!113 = distinct !{!113, !1}
!114 = distinct !{!114, !1}
!115 = distinct !{!115, !1}
!116 = distinct !{!116, !1}
!117 = distinct !{!117, !1}
!118 = distinct !{!118, !1, !2}
!119 = distinct !{!119, !1, !2}
!120 = distinct !{!120, !1}
!121 = distinct !{!121, !1}
!122 = distinct !{!122, !1}
!123 = distinct !{!123, !1}
!124 = distinct !{!124, !1}
!125 = distinct !{!125, !1}
!126 = distinct !{!126, !1}
!127 = distinct !{!127, !1, !2}
!128 = distinct !{!128, !1}
!129 = distinct !{!129, !1, !2}
!130 = distinct !{!130, !1, !102}
!131 = distinct !{!131, !1, !2}
!132 = distinct !{!132, !1, !2}
!133 = distinct !{!133, !1, !2}
!134 = distinct !{!134, !1, !2}
!135 = distinct !{!135, !1, !102}
!136 = distinct !{!136, !1, !2}
!137 = distinct !{!137, !1, !2}
!138 = distinct !{!138, !1, !2}
!139 = distinct !{!139, !1}
!140 = distinct !{!140, !1}
!141 = distinct !{!141, !1, !102}
!142 = distinct !{!142, !1}
!143 = distinct !{!143, !1, !102}
!144 = distinct !{!144, !1}
