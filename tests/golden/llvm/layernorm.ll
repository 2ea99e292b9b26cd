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
  br i1 %61, label %if.then128, label %if.else129

if.end:                                           ; preds = %if.end130, %for.end
  ret void

for.cond:                                         ; preds = %for.end126, %if.then
  %i = phi i32 [ 0, %if.then ], [ %504, %for.end126 ]
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
  %463 = sub i32 %tl_hi3, 0
  br label %for.cond117

for.cond117:                                      ; preds = %if.end123, %for.end115
  %j3120 = phi i32 [ 0, %for.end115 ], [ %501, %if.end123 ]
  %464 = icmp slt i32 %j3120, %463
  br i1 %464, label %for.body118, label %for.end119

for.body118:                                      ; preds = %for.cond117
  %465 = mul i32 %bx, 16
  %466 = add i32 %465, %i
  %467 = icmp sle i32 0, %466
  %468 = mul i32 %bx, 16
  %469 = add i32 %468, %i
  %470 = icmp slt i32 %469, %M
  %471 = and i1 %467, %470
  br i1 %471, label %if.then121, label %if.else122

for.end119:                                       ; preds = %for.cond117
  %472 = sub i32 256, %tl_hi3
  br label %for.cond124

if.then121:                                       ; preds = %for.body118
  %473 = sext i32 %i to i64
  %474 = mul nsw i64 %473, 256
  %475 = add i32 0, %j3120
  %476 = sext i32 %475 to i64
  %477 = add nsw i64 %474, %476
  %478 = getelementptr inbounds float, ptr %X_s, i64 %477
  %479 = load float, ptr %478, align 4
  %480 = fsub float %479, %mu
  %481 = fmul float %480, %r
  %482 = add i32 0, %j3120
  %483 = sext i32 %482 to i64
  %484 = getelementptr inbounds float, ptr %W, i64 %483
  %485 = load float, ptr %484, align 4
  %486 = fmul float %481, %485
  %487 = add i32 0, %j3120
  %488 = sext i32 %487 to i64
  %489 = getelementptr inbounds float, ptr %B, i64 %488
  %490 = load float, ptr %489, align 4
  %491 = fadd float %486, %490
  %492 = mul i32 %bx, 16
  %493 = add i32 %492, %i
  %494 = sext i32 %493 to i64
  %495 = sext i32 %N to i64
  %496 = mul nsw i64 %494, %495
  %497 = add i32 0, %j3120
  %498 = sext i32 %497 to i64
  %499 = add nsw i64 %496, %498
  %500 = getelementptr inbounds float, ptr %Y, i64 %499
  store float %491, ptr %500, align 4
  br label %if.end123

if.else122:                                       ; preds = %for.body118
  br label %if.end123

if.end123:                                        ; preds = %if.else122, %if.then121
  %501 = add nsw i32 %j3120, 1
  br label %for.cond117, !llvm.loop !28

for.cond124:                                      ; preds = %for.body125, %for.end119
  %j3127 = phi i32 [ 0, %for.end119 ], [ %503, %for.body125 ]
  %502 = icmp slt i32 %j3127, %472
  br i1 %502, label %for.body125, label %for.end126

for.body125:                                      ; preds = %for.cond124
  %503 = add nsw i32 %j3127, 1
  br label %for.cond124, !llvm.loop !29

for.end126:                                       ; preds = %for.cond124
  %504 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !30

if.then128:                                       ; preds = %if.else
  %505 = sext i32 %N to i64
  %506 = icmp slt i64 %505, 0
  %507 = sext i32 %N to i64
  %508 = icmp sgt i64 %507, 512
  %509 = sext i32 %N to i64
  %510 = select i1 %508, i64 512, i64 %509
  %511 = select i1 %506, i64 0, i64 %510
  %512 = icmp slt i64 %511, 0
  %513 = sext i32 %N to i64
  %514 = icmp slt i64 %513, 0
  %515 = sext i32 %N to i64
  %516 = icmp sgt i64 %515, 512
  %517 = sext i32 %N to i64
  %518 = select i1 %516, i64 512, i64 %517
  %519 = select i1 %514, i64 0, i64 %518
  %520 = select i1 %512, i64 0, i64 %519
  %521 = trunc i64 %520 to i32
  %522 = icmp slt i32 %521, 0
  %523 = sext i32 %N to i64
  %524 = icmp slt i64 %523, 0
  %525 = sext i32 %N to i64
  %526 = icmp sgt i64 %525, 512
  %527 = sext i32 %N to i64
  %528 = select i1 %526, i64 512, i64 %527
  %529 = select i1 %524, i64 0, i64 %528
  %530 = icmp slt i64 %529, 0
  %531 = sext i32 %N to i64
  %532 = icmp slt i64 %531, 0
  %533 = sext i32 %N to i64
  %534 = icmp sgt i64 %533, 512
  %535 = sext i32 %N to i64
  %536 = select i1 %534, i64 512, i64 %535
  %537 = select i1 %532, i64 0, i64 %536
  %538 = select i1 %530, i64 0, i64 %537
  %539 = trunc i64 %538 to i32
  %540 = icmp sgt i32 %539, 512
  %541 = sext i32 %N to i64
  %542 = icmp slt i64 %541, 0
  %543 = sext i32 %N to i64
  %544 = icmp sgt i64 %543, 512
  %545 = sext i32 %N to i64
  %546 = select i1 %544, i64 512, i64 %545
  %547 = select i1 %542, i64 0, i64 %546
  %548 = icmp slt i64 %547, 0
  %549 = sext i32 %N to i64
  %550 = icmp slt i64 %549, 0
  %551 = sext i32 %N to i64
  %552 = icmp sgt i64 %551, 512
  %553 = sext i32 %N to i64
  %554 = select i1 %552, i64 512, i64 %553
  %555 = select i1 %550, i64 0, i64 %554
  %556 = select i1 %548, i64 0, i64 %555
  %557 = trunc i64 %556 to i32
  %558 = select i1 %540, i32 512, i32 %557
  %559 = select i1 %522, i32 0, i32 %558
  %560 = add i32 %559, 31
  %561 = sdiv i32 %560, 32
  %562 = sub i32 0, %560
  %563 = select i1 false, i32 %562, i32 %561
  br label %for.cond131

if.else129:                                       ; preds = %if.else
  %564 = icmp sle i32 %N, 4096
  br i1 %564, label %if.then256, label %if.else257

if.end130:                                        ; preds = %if.end258, %for.end133
  br label %if.end

for.cond131:                                      ; preds = %if.end251, %if.then128
  %i134 = phi i32 [ 0, %if.then128 ], [ %986, %if.end251 ]
  %565 = icmp slt i32 %i134, 4
  br i1 %565, label %for.body132, label %for.end133

for.body132:                                      ; preds = %for.cond131
  %566 = sext i32 %N to i64
  %567 = icmp slt i64 %566, 0
  %568 = sext i32 %N to i64
  %569 = icmp sgt i64 %568, 512
  %570 = sext i32 %N to i64
  %571 = select i1 %569, i64 512, i64 %570
  %572 = select i1 %567, i64 0, i64 %571
  %573 = icmp slt i64 %572, 0
  %574 = sext i32 %N to i64
  %575 = icmp slt i64 %574, 0
  %576 = sext i32 %N to i64
  %577 = icmp sgt i64 %576, 512
  %578 = sext i32 %N to i64
  %579 = select i1 %577, i64 512, i64 %578
  %580 = select i1 %575, i64 0, i64 %579
  %581 = select i1 %573, i64 0, i64 %580
  %tl_hi5 = trunc i64 %581 to i32
  br label %for.cond135

for.end133:                                       ; preds = %for.cond131
  br label %if.end130

for.cond135:                                      ; preds = %for.body136, %for.body132
  %j138 = phi i32 [ 0, %for.body132 ], [ %595, %for.body136 ]
  %582 = icmp slt i32 %j138, 0
  br i1 %582, label %for.body136, label %for.end137

for.body136:                                      ; preds = %for.cond135
  %583 = icmp slt i32 %j138, %N
  %x139 = select i1 %583, float 0.000000e+00, float 0.000000e+00
  %584 = sext i32 %i134 to i64
  %585 = mul nsw i64 %584, 512
  %586 = sext i32 %j138 to i64
  %587 = add nsw i64 %585, %586
  %588 = getelementptr inbounds float, ptr %X_f, i64 %587
  store float %x139, ptr %588, align 4
  %589 = fmul float %x139, %x139
  %590 = sext i32 %i134 to i64
  %591 = mul nsw i64 %590, 512
  %592 = sext i32 %j138 to i64
  %593 = add nsw i64 %591, %592
  %594 = getelementptr inbounds float, ptr %sq, i64 %593
  store float %589, ptr %594, align 4
  %595 = add nsw i32 %j138, 1
  br label %for.cond135, !llvm.loop !31

for.end137:                                       ; preds = %for.cond135
  %596 = mul i32 %bx, 4
  %597 = add i32 %596, %i134
  %598 = icmp sle i32 0, %597
  %599 = mul i32 %bx, 4
  %600 = add i32 %599, %i134
  %601 = icmp slt i32 %600, %M
  %602 = and i1 %598, %601
  br i1 %602, label %if.then140, label %if.else141

if.then140:                                       ; preds = %for.end137
  %603 = add i32 %i134, 1
  %604 = icmp slt i32 %603, 4
  br i1 %604, label %if.then143, label %if.else144

if.else141:                                       ; preds = %for.end137
  %605 = sub i32 %tl_hi5, 0
  br label %for.cond153

if.end142:                                        ; preds = %for.end155, %for.end151
  %606 = sub i32 512, %tl_hi5
  br label %for.cond157

if.then143:                                       ; preds = %if.then140
  %607 = sub i32 %tl_hi5, 0
  %608 = add i32 %607, 15
  %609 = sdiv i32 %608, 16
  %610 = sub i32 0, %608
  %611 = select i1 false, i32 %610, i32 %609
  br label %for.cond146

if.else144:                                       ; preds = %if.then140
  br label %if.end145

if.end145:                                        ; preds = %if.else144, %for.end148
  %612 = sub i32 %tl_hi5, 0
  br label %for.cond149

for.cond146:                                      ; preds = %for.body147, %if.then143
  %pf1 = phi i32 [ 0, %if.then143 ], [ %625, %for.body147 ]
  %613 = icmp slt i32 %pf1, %611
  br i1 %613, label %for.body147, label %for.end148

for.body147:                                      ; preds = %for.cond146
  %614 = mul i32 %bx, 4
  %615 = add i32 %i134, 1
  %616 = add i32 %614, %615
  %617 = sext i32 %616 to i64
  %618 = sext i32 %N to i64
  %619 = mul i64 %617, %618
  %620 = mul i32 %pf1, 16
  %621 = add i32 0, %620
  %622 = sext i32 %621 to i64
  %623 = add i64 %619, %622
  %624 = getelementptr float, ptr %X, i64 %623
  call void @llvm.prefetch.p0(ptr %624, i32 0, i32 3, i32 1)
  %625 = add nsw i32 %pf1, 1
  br label %for.cond146, !llvm.loop !32

for.end148:                                       ; preds = %for.cond146
  br label %if.end145

for.cond149:                                      ; preds = %for.body150, %if.end145
  %j4 = phi i32 [ 0, %if.end145 ], [ %649, %for.body150 ]
  %626 = icmp slt i32 %j4, %612
  br i1 %626, label %for.body150, label %for.end151

for.body150:                                      ; preds = %for.cond149
  %627 = mul i32 %bx, 4
  %628 = add i32 %627, %i134
  %629 = sext i32 %628 to i64
  %630 = sext i32 %N to i64
  %631 = mul nsw i64 %629, %630
  %632 = add i32 0, %j4
  %633 = sext i32 %632 to i64
  %634 = add nsw i64 %631, %633
  %635 = getelementptr inbounds float, ptr %X, i64 %634
  %x152 = load float, ptr %635, align 4
  %636 = sext i32 %i134 to i64
  %637 = mul nsw i64 %636, 512
  %638 = add i32 0, %j4
  %639 = sext i32 %638 to i64
  %640 = add nsw i64 %637, %639
  %641 = getelementptr inbounds float, ptr %X_f, i64 %640
  store float %x152, ptr %641, align 4
  %642 = fmul float %x152, %x152
  %643 = sext i32 %i134 to i64
  %644 = mul nsw i64 %643, 512
  %645 = add i32 0, %j4
  %646 = sext i32 %645 to i64
  %647 = add nsw i64 %644, %646
  %648 = getelementptr inbounds float, ptr %sq, i64 %647
  store float %642, ptr %648, align 4
  %649 = add nsw i32 %j4, 1
  br label %for.cond149, !llvm.loop !33

for.end151:                                       ; preds = %for.cond149
  br label %if.end142

for.cond153:                                      ; preds = %for.body154, %if.else141
  %j4156 = phi i32 [ 0, %if.else141 ], [ %663, %for.body154 ]
  %650 = icmp slt i32 %j4156, %605
  br i1 %650, label %for.body154, label %for.end155

for.body154:                                      ; preds = %for.cond153
  %651 = sext i32 %i134 to i64
  %652 = mul nsw i64 %651, 512
  %653 = add i32 0, %j4156
  %654 = sext i32 %653 to i64
  %655 = add nsw i64 %652, %654
  %656 = getelementptr inbounds float, ptr %X_f, i64 %655
  store float 0.000000e+00, ptr %656, align 4
  %657 = sext i32 %i134 to i64
  %658 = mul nsw i64 %657, 512
  %659 = add i32 0, %j4156
  %660 = sext i32 %659 to i64
  %661 = add nsw i64 %658, %660
  %662 = getelementptr inbounds float, ptr %sq, i64 %661
  store float 0.000000e+00, ptr %662, align 4
  %663 = add nsw i32 %j4156, 1
  br label %for.cond153, !llvm.loop !34

for.end155:                                       ; preds = %for.cond153
  br label %if.end142

for.cond157:                                      ; preds = %for.body158, %if.end142
  %j4160 = phi i32 [ 0, %if.end142 ], [ %677, %for.body158 ]
  %664 = icmp slt i32 %j4160, %606
  br i1 %664, label %for.body158, label %for.end159

for.body158:                                      ; preds = %for.cond157
  %665 = sext i32 %i134 to i64
  %666 = mul nsw i64 %665, 512
  %667 = add i32 %tl_hi5, %j4160
  %668 = sext i32 %667 to i64
  %669 = add nsw i64 %666, %668
  %670 = getelementptr inbounds float, ptr %X_f, i64 %669
  store float 0.000000e+00, ptr %670, align 4
  %671 = sext i32 %i134 to i64
  %672 = mul nsw i64 %671, 512
  %673 = add i32 %tl_hi5, %j4160
  %674 = sext i32 %673 to i64
  %675 = add nsw i64 %672, %674
  %676 = getelementptr inbounds float, ptr %sq, i64 %675
  store float 0.000000e+00, ptr %676, align 4
  %677 = add nsw i32 %j4160, 1
  br label %for.cond157, !llvm.loop !35

for.end159:                                       ; preds = %for.cond157
  br label %for.cond161

for.cond161:                                      ; preds = %for.body162, %for.end159
  %lane2 = phi i32 [ 0, %for.end159 ], [ %687, %for.body162 ]
  %678 = icmp slt i32 %lane2, 32
  br i1 %678, label %for.body162, label %for.end163

for.body162:                                      ; preds = %for.cond161
  %679 = sext i32 %i134 to i64
  %680 = mul nsw i64 %679, 512
  %681 = sext i32 %lane2 to i64
  %682 = add nsw i64 %680, %681
  %683 = getelementptr inbounds float, ptr %X_f, i64 %682
  %684 = load float, ptr %683, align 4
  %685 = sext i32 %lane2 to i64
  %686 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %685
  store float %684, ptr %686, align 4
  %687 = add nsw i32 %lane2, 1
  br label %for.cond161, !llvm.loop !36

for.end163:                                       ; preds = %for.cond161
  %688 = sub i32 %563, 1
  %689 = icmp slt i32 %688, 0
  %690 = sub i32 %563, 1
  %691 = select i1 %689, i32 0, i32 %690
  %tl_steps5 = select i1 true, i32 %691, i32 15
  %692 = icmp eq i32 %tl_steps5, 15
  br i1 %692, label %if.then164, label %if.else165

if.then164:                                       ; preds = %for.end163
  br label %for.cond167

if.else165:                                       ; preds = %for.end163
  br label %for.cond174

if.end166:                                        ; preds = %if.end184, %for.end169
  br label %for.cond185

for.cond167:                                      ; preds = %for.end172, %if.then164
  %red2 = phi i32 [ 0, %if.then164 ], [ %711, %for.end172 ]
  %693 = icmp slt i32 %red2, 15
  br i1 %693, label %for.body168, label %for.end169

for.body168:                                      ; preds = %for.cond167
  br label %for.cond170

for.end169:                                       ; preds = %for.cond167
  br label %if.end166

for.cond170:                                      ; preds = %for.body171, %for.body168
  %lane2173 = phi i32 [ 0, %for.body168 ], [ %710, %for.body171 ]
  %694 = icmp slt i32 %lane2173, 32
  br i1 %694, label %for.body171, label %for.end172

for.body171:                                      ; preds = %for.cond170
  %695 = sext i32 %lane2173 to i64
  %696 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %695
  %697 = load float, ptr %696, align 4
  %698 = sext i32 %i134 to i64
  %699 = mul nsw i64 %698, 512
  %700 = add i32 %red2, 1
  %701 = mul i32 %700, 32
  %702 = add i32 %701, %lane2173
  %703 = sext i32 %702 to i64
  %704 = add nsw i64 %699, %703
  %705 = getelementptr inbounds float, ptr %X_f, i64 %704
  %706 = load float, ptr %705, align 4
  %707 = fadd float %697, %706
  %708 = sext i32 %lane2173 to i64
  %709 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %708
  store float %707, ptr %709, align 4
  %710 = add nsw i32 %lane2173, 1
  br label %for.cond170, !llvm.loop !37

for.end172:                                       ; preds = %for.cond170
  %711 = add nsw i32 %red2, 1
  br label %for.cond167, !llvm.loop !38

for.cond174:                                      ; preds = %for.end180, %if.else165
  %red2177 = phi i32 [ 0, %if.else165 ], [ %731, %for.end180 ]
  %712 = icmp slt i32 %red2177, %tl_steps5
  br i1 %712, label %for.body175, label %for.end176

for.body175:                                      ; preds = %for.cond174
  br label %for.cond178

for.end176:                                       ; preds = %for.cond174
  %713 = icmp slt i32 %tl_steps5, 15
  br i1 %713, label %if.then182, label %if.else183

for.cond178:                                      ; preds = %for.body179, %for.body175
  %lane2181 = phi i32 [ 0, %for.body175 ], [ %730, %for.body179 ]
  %714 = icmp slt i32 %lane2181, 32
  br i1 %714, label %for.body179, label %for.end180

for.body179:                                      ; preds = %for.cond178
  %715 = sext i32 %lane2181 to i64
  %716 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %715
  %717 = load float, ptr %716, align 4
  %718 = sext i32 %i134 to i64
  %719 = mul nsw i64 %718, 512
  %720 = add i32 %red2177, 1
  %721 = mul i32 %720, 32
  %722 = add i32 %721, %lane2181
  %723 = sext i32 %722 to i64
  %724 = add nsw i64 %719, %723
  %725 = getelementptr inbounds float, ptr %X_f, i64 %724
  %726 = load float, ptr %725, align 4
  %727 = fadd float %717, %726
  %728 = sext i32 %lane2181 to i64
  %729 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %728
  store float %727, ptr %729, align 4
  %730 = add nsw i32 %lane2181, 1
  br label %for.cond178, !llvm.loop !39

for.end180:                                       ; preds = %for.cond178
  %731 = add nsw i32 %red2177, 1
  br label %for.cond174, !llvm.loop !40

if.then182:                                       ; preds = %for.end176
  %732 = getelementptr inbounds float, ptr %tl_lanes_24, i64 0
  %733 = load float, ptr %732, align 4
  %734 = fadd float %733, 0.000000e+00
  %735 = getelementptr inbounds float, ptr %tl_lanes_24, i64 0
  store float %734, ptr %735, align 4
  br label %if.end184

if.else183:                                       ; preds = %for.end176
  br label %if.end184

if.end184:                                        ; preds = %if.else183, %if.then182
  br label %if.end166

for.cond185:                                      ; preds = %for.body186, %if.end166
  %lane2188 = phi i32 [ 0, %if.end166 ], [ %747, %for.body186 ]
  %736 = icmp slt i32 %lane2188, 16
  br i1 %736, label %for.body186, label %for.end187

for.body186:                                      ; preds = %for.cond185
  %737 = sext i32 %lane2188 to i64
  %738 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %737
  %739 = load float, ptr %738, align 4
  %740 = add i32 %lane2188, 16
  %741 = sext i32 %740 to i64
  %742 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %741
  %743 = load float, ptr %742, align 4
  %744 = fadd float %739, %743
  %745 = sext i32 %lane2188 to i64
  %746 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %745
  store float %744, ptr %746, align 4
  %747 = add nsw i32 %lane2188, 1
  br label %for.cond185, !llvm.loop !41

for.end187:                                       ; preds = %for.cond185
  br label %for.cond189

for.cond189:                                      ; preds = %for.body190, %for.end187
  %lane2192 = phi i32 [ 0, %for.end187 ], [ %759, %for.body190 ]
  %748 = icmp slt i32 %lane2192, 8
  br i1 %748, label %for.body190, label %for.end191

for.body190:                                      ; preds = %for.cond189
  %749 = sext i32 %lane2192 to i64
  %750 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %749
  %751 = load float, ptr %750, align 4
  %752 = add i32 %lane2192, 8
  %753 = sext i32 %752 to i64
  %754 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %753
  %755 = load float, ptr %754, align 4
  %756 = fadd float %751, %755
  %757 = sext i32 %lane2192 to i64
  %758 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %757
  store float %756, ptr %758, align 4
  %759 = add nsw i32 %lane2192, 1
  br label %for.cond189, !llvm.loop !42

for.end191:                                       ; preds = %for.cond189
  br label %for.cond193

for.cond193:                                      ; preds = %for.body194, %for.end191
  %lane2196 = phi i32 [ 0, %for.end191 ], [ %771, %for.body194 ]
  %760 = icmp slt i32 %lane2196, 4
  br i1 %760, label %for.body194, label %for.end195

for.body194:                                      ; preds = %for.cond193
  %761 = sext i32 %lane2196 to i64
  %762 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %761
  %763 = load float, ptr %762, align 4
  %764 = add i32 %lane2196, 4
  %765 = sext i32 %764 to i64
  %766 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %765
  %767 = load float, ptr %766, align 4
  %768 = fadd float %763, %767
  %769 = sext i32 %lane2196 to i64
  %770 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %769
  store float %768, ptr %770, align 4
  %771 = add nsw i32 %lane2196, 1
  br label %for.cond193, !llvm.loop !43

for.end195:                                       ; preds = %for.cond193
  br label %for.cond197

for.cond197:                                      ; preds = %for.body198, %for.end195
  %lane2200 = phi i32 [ 0, %for.end195 ], [ %783, %for.body198 ]
  %772 = icmp slt i32 %lane2200, 2
  br i1 %772, label %for.body198, label %for.end199

for.body198:                                      ; preds = %for.cond197
  %773 = sext i32 %lane2200 to i64
  %774 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %773
  %775 = load float, ptr %774, align 4
  %776 = add i32 %lane2200, 2
  %777 = sext i32 %776 to i64
  %778 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %777
  %779 = load float, ptr %778, align 4
  %780 = fadd float %775, %779
  %781 = sext i32 %lane2200 to i64
  %782 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %781
  store float %780, ptr %782, align 4
  %783 = add nsw i32 %lane2200, 1
  br label %for.cond197, !llvm.loop !44

for.end199:                                       ; preds = %for.cond197
  br label %for.cond201

for.cond201:                                      ; preds = %for.body202, %for.end199
  %lane2204 = phi i32 [ 0, %for.end199 ], [ %795, %for.body202 ]
  %784 = icmp slt i32 %lane2204, 1
  br i1 %784, label %for.body202, label %for.end203

for.body202:                                      ; preds = %for.cond201
  %785 = sext i32 %lane2204 to i64
  %786 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %785
  %787 = load float, ptr %786, align 4
  %788 = add i32 %lane2204, 1
  %789 = sext i32 %788 to i64
  %790 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %789
  %791 = load float, ptr %790, align 4
  %792 = fadd float %787, %791
  %793 = sext i32 %lane2204 to i64
  %794 = getelementptr inbounds float, ptr %tl_lanes_24, i64 %793
  store float %792, ptr %794, align 4
  %795 = add nsw i32 %lane2204, 1
  br label %for.cond201, !llvm.loop !45

for.end203:                                       ; preds = %for.cond201
  %796 = sext i32 %i134 to i64
  %797 = getelementptr inbounds float, ptr %mean, i64 %796
  store float 0.000000e+00, ptr %797, align 4
  %798 = sext i32 %i134 to i64
  %799 = getelementptr inbounds float, ptr %mean, i64 %798
  %800 = load float, ptr %799, align 4
  %801 = getelementptr inbounds float, ptr %tl_lanes_24, i64 0
  %802 = load float, ptr %801, align 4
  %803 = fadd float %800, %802
  %804 = sext i32 %i134 to i64
  %805 = getelementptr inbounds float, ptr %mean, i64 %804
  store float %803, ptr %805, align 4
  br label %for.cond205

for.cond205:                                      ; preds = %for.body206, %for.end203
  %lane3 = phi i32 [ 0, %for.end203 ], [ %815, %for.body206 ]
  %806 = icmp slt i32 %lane3, 32
  br i1 %806, label %for.body206, label %for.end207

for.body206:                                      ; preds = %for.cond205
  %807 = sext i32 %i134 to i64
  %808 = mul nsw i64 %807, 512
  %809 = sext i32 %lane3 to i64
  %810 = add nsw i64 %808, %809
  %811 = getelementptr inbounds float, ptr %sq, i64 %810
  %812 = load float, ptr %811, align 4
  %813 = sext i32 %lane3 to i64
  %814 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %813
  store float %812, ptr %814, align 4
  %815 = add nsw i32 %lane3, 1
  br label %for.cond205, !llvm.loop !46

for.end207:                                       ; preds = %for.cond205
  %816 = sub i32 %563, 1
  %817 = icmp slt i32 %816, 0
  %818 = sub i32 %563, 1
  %819 = select i1 %817, i32 0, i32 %818
  %tl_steps7 = select i1 true, i32 %819, i32 15
  %820 = icmp eq i32 %tl_steps7, 15
  br i1 %820, label %if.then208, label %if.else209

if.then208:                                       ; preds = %for.end207
  br label %for.cond211

if.else209:                                       ; preds = %for.end207
  br label %for.cond218

if.end210:                                        ; preds = %if.end228, %for.end213
  br label %for.cond229

for.cond211:                                      ; preds = %for.end216, %if.then208
  %red3 = phi i32 [ 0, %if.then208 ], [ %839, %for.end216 ]
  %821 = icmp slt i32 %red3, 15
  br i1 %821, label %for.body212, label %for.end213

for.body212:                                      ; preds = %for.cond211
  br label %for.cond214

for.end213:                                       ; preds = %for.cond211
  br label %if.end210

for.cond214:                                      ; preds = %for.body215, %for.body212
  %lane3217 = phi i32 [ 0, %for.body212 ], [ %838, %for.body215 ]
  %822 = icmp slt i32 %lane3217, 32
  br i1 %822, label %for.body215, label %for.end216

for.body215:                                      ; preds = %for.cond214
  %823 = sext i32 %lane3217 to i64
  %824 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %823
  %825 = load float, ptr %824, align 4
  %826 = sext i32 %i134 to i64
  %827 = mul nsw i64 %826, 512
  %828 = add i32 %red3, 1
  %829 = mul i32 %828, 32
  %830 = add i32 %829, %lane3217
  %831 = sext i32 %830 to i64
  %832 = add nsw i64 %827, %831
  %833 = getelementptr inbounds float, ptr %sq, i64 %832
  %834 = load float, ptr %833, align 4
  %835 = fadd float %825, %834
  %836 = sext i32 %lane3217 to i64
  %837 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %836
  store float %835, ptr %837, align 4
  %838 = add nsw i32 %lane3217, 1
  br label %for.cond214, !llvm.loop !47

for.end216:                                       ; preds = %for.cond214
  %839 = add nsw i32 %red3, 1
  br label %for.cond211, !llvm.loop !48

for.cond218:                                      ; preds = %for.end224, %if.else209
  %red3221 = phi i32 [ 0, %if.else209 ], [ %859, %for.end224 ]
  %840 = icmp slt i32 %red3221, %tl_steps7
  br i1 %840, label %for.body219, label %for.end220

for.body219:                                      ; preds = %for.cond218
  br label %for.cond222

for.end220:                                       ; preds = %for.cond218
  %841 = icmp slt i32 %tl_steps7, 15
  br i1 %841, label %if.then226, label %if.else227

for.cond222:                                      ; preds = %for.body223, %for.body219
  %lane3225 = phi i32 [ 0, %for.body219 ], [ %858, %for.body223 ]
  %842 = icmp slt i32 %lane3225, 32
  br i1 %842, label %for.body223, label %for.end224

for.body223:                                      ; preds = %for.cond222
  %843 = sext i32 %lane3225 to i64
  %844 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %843
  %845 = load float, ptr %844, align 4
  %846 = sext i32 %i134 to i64
  %847 = mul nsw i64 %846, 512
  %848 = add i32 %red3221, 1
  %849 = mul i32 %848, 32
  %850 = add i32 %849, %lane3225
  %851 = sext i32 %850 to i64
  %852 = add nsw i64 %847, %851
  %853 = getelementptr inbounds float, ptr %sq, i64 %852
  %854 = load float, ptr %853, align 4
  %855 = fadd float %845, %854
  %856 = sext i32 %lane3225 to i64
  %857 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %856
  store float %855, ptr %857, align 4
  %858 = add nsw i32 %lane3225, 1
  br label %for.cond222, !llvm.loop !49

for.end224:                                       ; preds = %for.cond222
  %859 = add nsw i32 %red3221, 1
  br label %for.cond218, !llvm.loop !50

if.then226:                                       ; preds = %for.end220
  %860 = getelementptr inbounds float, ptr %tl_lanes_25, i64 0
  %861 = load float, ptr %860, align 4
  %862 = fadd float %861, 0.000000e+00
  %863 = getelementptr inbounds float, ptr %tl_lanes_25, i64 0
  store float %862, ptr %863, align 4
  br label %if.end228

if.else227:                                       ; preds = %for.end220
  br label %if.end228

if.end228:                                        ; preds = %if.else227, %if.then226
  br label %if.end210

for.cond229:                                      ; preds = %for.body230, %if.end210
  %lane3232 = phi i32 [ 0, %if.end210 ], [ %875, %for.body230 ]
  %864 = icmp slt i32 %lane3232, 16
  br i1 %864, label %for.body230, label %for.end231

for.body230:                                      ; preds = %for.cond229
  %865 = sext i32 %lane3232 to i64
  %866 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %865
  %867 = load float, ptr %866, align 4
  %868 = add i32 %lane3232, 16
  %869 = sext i32 %868 to i64
  %870 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %869
  %871 = load float, ptr %870, align 4
  %872 = fadd float %867, %871
  %873 = sext i32 %lane3232 to i64
  %874 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %873
  store float %872, ptr %874, align 4
  %875 = add nsw i32 %lane3232, 1
  br label %for.cond229, !llvm.loop !51

for.end231:                                       ; preds = %for.cond229
  br label %for.cond233

for.cond233:                                      ; preds = %for.body234, %for.end231
  %lane3236 = phi i32 [ 0, %for.end231 ], [ %887, %for.body234 ]
  %876 = icmp slt i32 %lane3236, 8
  br i1 %876, label %for.body234, label %for.end235

for.body234:                                      ; preds = %for.cond233
  %877 = sext i32 %lane3236 to i64
  %878 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %877
  %879 = load float, ptr %878, align 4
  %880 = add i32 %lane3236, 8
  %881 = sext i32 %880 to i64
  %882 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %881
  %883 = load float, ptr %882, align 4
  %884 = fadd float %879, %883
  %885 = sext i32 %lane3236 to i64
  %886 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %885
  store float %884, ptr %886, align 4
  %887 = add nsw i32 %lane3236, 1
  br label %for.cond233, !llvm.loop !52

for.end235:                                       ; preds = %for.cond233
  br label %for.cond237

for.cond237:                                      ; preds = %for.body238, %for.end235
  %lane3240 = phi i32 [ 0, %for.end235 ], [ %899, %for.body238 ]
  %888 = icmp slt i32 %lane3240, 4
  br i1 %888, label %for.body238, label %for.end239

for.body238:                                      ; preds = %for.cond237
  %889 = sext i32 %lane3240 to i64
  %890 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %889
  %891 = load float, ptr %890, align 4
  %892 = add i32 %lane3240, 4
  %893 = sext i32 %892 to i64
  %894 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %893
  %895 = load float, ptr %894, align 4
  %896 = fadd float %891, %895
  %897 = sext i32 %lane3240 to i64
  %898 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %897
  store float %896, ptr %898, align 4
  %899 = add nsw i32 %lane3240, 1
  br label %for.cond237, !llvm.loop !53

for.end239:                                       ; preds = %for.cond237
  br label %for.cond241

for.cond241:                                      ; preds = %for.body242, %for.end239
  %lane3244 = phi i32 [ 0, %for.end239 ], [ %911, %for.body242 ]
  %900 = icmp slt i32 %lane3244, 2
  br i1 %900, label %for.body242, label %for.end243

for.body242:                                      ; preds = %for.cond241
  %901 = sext i32 %lane3244 to i64
  %902 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %901
  %903 = load float, ptr %902, align 4
  %904 = add i32 %lane3244, 2
  %905 = sext i32 %904 to i64
  %906 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %905
  %907 = load float, ptr %906, align 4
  %908 = fadd float %903, %907
  %909 = sext i32 %lane3244 to i64
  %910 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %909
  store float %908, ptr %910, align 4
  %911 = add nsw i32 %lane3244, 1
  br label %for.cond241, !llvm.loop !54

for.end243:                                       ; preds = %for.cond241
  br label %for.cond245

for.cond245:                                      ; preds = %for.body246, %for.end243
  %lane3248 = phi i32 [ 0, %for.end243 ], [ %923, %for.body246 ]
  %912 = icmp slt i32 %lane3248, 1
  br i1 %912, label %for.body246, label %for.end247

for.body246:                                      ; preds = %for.cond245
  %913 = sext i32 %lane3248 to i64
  %914 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %913
  %915 = load float, ptr %914, align 4
  %916 = add i32 %lane3248, 1
  %917 = sext i32 %916 to i64
  %918 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %917
  %919 = load float, ptr %918, align 4
  %920 = fadd float %915, %919
  %921 = sext i32 %lane3248 to i64
  %922 = getelementptr inbounds float, ptr %tl_lanes_25, i64 %921
  store float %920, ptr %922, align 4
  %923 = add nsw i32 %lane3248, 1
  br label %for.cond245, !llvm.loop !55

for.end247:                                       ; preds = %for.cond245
  %924 = sext i32 %i134 to i64
  %925 = getelementptr inbounds float, ptr %rstd, i64 %924
  store float 0.000000e+00, ptr %925, align 4
  %926 = sext i32 %i134 to i64
  %927 = getelementptr inbounds float, ptr %rstd, i64 %926
  %928 = load float, ptr %927, align 4
  %929 = getelementptr inbounds float, ptr %tl_lanes_25, i64 0
  %930 = load float, ptr %929, align 4
  %931 = fadd float %928, %930
  %932 = sext i32 %i134 to i64
  %933 = getelementptr inbounds float, ptr %rstd, i64 %932
  store float %931, ptr %933, align 4
  %934 = sext i32 %i134 to i64
  %935 = getelementptr inbounds float, ptr %mean, i64 %934
  %936 = load float, ptr %935, align 4
  %937 = sitofp i32 %N to float
  %938 = fdiv float %936, %937
  %939 = sext i32 %i134 to i64
  %940 = getelementptr inbounds float, ptr %mean, i64 %939
  store float %938, ptr %940, align 4
  %941 = sext i32 %i134 to i64
  %942 = getelementptr inbounds float, ptr %rstd, i64 %941
  %943 = load float, ptr %942, align 4
  %944 = sitofp i32 %N to float
  %945 = fdiv float %943, %944
  %946 = sext i32 %i134 to i64
  %947 = getelementptr inbounds float, ptr %mean, i64 %946
  %948 = load float, ptr %947, align 4
  %949 = sext i32 %i134 to i64
  %950 = getelementptr inbounds float, ptr %mean, i64 %949
  %951 = load float, ptr %950, align 4
  %952 = fmul float %948, %951
  %953 = fsub float %945, %952
  %954 = call float @llvm.maxnum.f32(float %953, float 0.000000e+00)
  %955 = fadd float %954, 0x3EE4F8B580000000
  %956 = fpext float %955 to double
  %957 = call double @llvm.sqrt.f64(double %956)
  %958 = fdiv double 1.000000e+00, %957
  %959 = fptrunc double %958 to float
  %960 = sext i32 %i134 to i64
  %961 = getelementptr inbounds float, ptr %rstd, i64 %960
  store float %959, ptr %961, align 4
  %962 = sext i32 %N to i64
  %963 = icmp slt i64 %962, 0
  %964 = sext i32 %N to i64
  %965 = icmp sgt i64 %964, 512
  %966 = sext i32 %N to i64
  %967 = select i1 %965, i64 512, i64 %966
  %968 = select i1 %963, i64 0, i64 %967
  %969 = icmp slt i64 %968, 0
  %970 = sext i32 %N to i64
  %971 = icmp slt i64 %970, 0
  %972 = sext i32 %N to i64
  %973 = icmp sgt i64 %972, 512
  %974 = sext i32 %N to i64
  %975 = select i1 %973, i64 512, i64 %974
  %976 = select i1 %971, i64 0, i64 %975
  %977 = select i1 %969, i64 0, i64 %976
  %tl_hi7 = trunc i64 %977 to i32
  %978 = mul i32 %bx, 4
  %979 = add i32 %978, %i134
  %980 = icmp sle i32 0, %979
  %981 = mul i32 %bx, 4
  %982 = add i32 %981, %i134
  %983 = icmp slt i32 %982, %M
  %984 = and i1 %980, %983
  br i1 %984, label %if.then249, label %if.else250

if.then249:                                       ; preds = %for.end247
  %985 = sub i32 %tl_hi7, 0
  br label %for.cond252

if.else250:                                       ; preds = %for.end247
  br label %if.end251

if.end251:                                        ; preds = %if.else250, %for.end254
  %986 = add nsw i32 %i134, 1
  br label %for.cond131, !llvm.loop !56

for.cond252:                                      ; preds = %for.body253, %if.then249
  %j4255 = phi i32 [ 0, %if.then249 ], [ %1022, %for.body253 ]
  %987 = icmp slt i32 %j4255, %985
  br i1 %987, label %for.body253, label %for.end254

for.body253:                                      ; preds = %for.cond252
  %988 = sext i32 %i134 to i64
  %989 = mul nsw i64 %988, 512
  %990 = add i32 0, %j4255
  %991 = sext i32 %990 to i64
  %992 = add nsw i64 %989, %991
  %993 = getelementptr inbounds float, ptr %X_f, i64 %992
  %994 = load float, ptr %993, align 4
  %995 = sext i32 %i134 to i64
  %996 = getelementptr inbounds float, ptr %mean, i64 %995
  %997 = load float, ptr %996, align 4
  %998 = fsub float %994, %997
  %999 = sext i32 %i134 to i64
  %1000 = getelementptr inbounds float, ptr %rstd, i64 %999
  %1001 = load float, ptr %1000, align 4
  %1002 = fmul float %998, %1001
  %1003 = add i32 0, %j4255
  %1004 = sext i32 %1003 to i64
  %1005 = getelementptr inbounds float, ptr %W, i64 %1004
  %1006 = load float, ptr %1005, align 4
  %1007 = fmul float %1002, %1006
  %1008 = add i32 0, %j4255
  %1009 = sext i32 %1008 to i64
  %1010 = getelementptr inbounds float, ptr %B, i64 %1009
  %1011 = load float, ptr %1010, align 4
  %1012 = fadd float %1007, %1011
  %1013 = mul i32 %bx, 4
  %1014 = add i32 %1013, %i134
  %1015 = sext i32 %1014 to i64
  %1016 = sext i32 %N to i64
  %1017 = mul nsw i64 %1015, %1016
  %1018 = add i32 0, %j4255
  %1019 = sext i32 %1018 to i64
  %1020 = add nsw i64 %1017, %1019
  %1021 = getelementptr inbounds float, ptr %Y, i64 %1020
  store float %1012, ptr %1021, align 4
  %1022 = add nsw i32 %j4255, 1
  br label %for.cond252, !llvm.loop !57

for.end254:                                       ; preds = %for.cond252
  br label %if.end251

if.then256:                                       ; preds = %if.else129
  call void @llvm.memset.p0.i64(ptr align 64 %mean_r, i8 0, i64 4, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %rstd_r, i8 0, i64 4, i1 false)
  %1023 = sext i32 %N to i64
  %1024 = icmp slt i64 %1023, 0
  %1025 = sext i32 %N to i64
  %1026 = icmp sgt i64 %1025, 4096
  %1027 = sext i32 %N to i64
  %1028 = select i1 %1026, i64 4096, i64 %1027
  %1029 = select i1 %1024, i64 0, i64 %1028
  %1030 = icmp slt i64 %1029, 0
  %1031 = sext i32 %N to i64
  %1032 = icmp slt i64 %1031, 0
  %1033 = sext i32 %N to i64
  %1034 = icmp sgt i64 %1033, 4096
  %1035 = sext i32 %N to i64
  %1036 = select i1 %1034, i64 4096, i64 %1035
  %1037 = select i1 %1032, i64 0, i64 %1036
  %1038 = select i1 %1030, i64 0, i64 %1037
  %1039 = trunc i64 %1038 to i32
  %1040 = icmp slt i32 %1039, 0
  %1041 = sext i32 %N to i64
  %1042 = icmp slt i64 %1041, 0
  %1043 = sext i32 %N to i64
  %1044 = icmp sgt i64 %1043, 4096
  %1045 = sext i32 %N to i64
  %1046 = select i1 %1044, i64 4096, i64 %1045
  %1047 = select i1 %1042, i64 0, i64 %1046
  %1048 = icmp slt i64 %1047, 0
  %1049 = sext i32 %N to i64
  %1050 = icmp slt i64 %1049, 0
  %1051 = sext i32 %N to i64
  %1052 = icmp sgt i64 %1051, 4096
  %1053 = sext i32 %N to i64
  %1054 = select i1 %1052, i64 4096, i64 %1053
  %1055 = select i1 %1050, i64 0, i64 %1054
  %1056 = select i1 %1048, i64 0, i64 %1055
  %1057 = trunc i64 %1056 to i32
  %1058 = icmp sgt i32 %1057, 4096
  %1059 = sext i32 %N to i64
  %1060 = icmp slt i64 %1059, 0
  %1061 = sext i32 %N to i64
  %1062 = icmp sgt i64 %1061, 4096
  %1063 = sext i32 %N to i64
  %1064 = select i1 %1062, i64 4096, i64 %1063
  %1065 = select i1 %1060, i64 0, i64 %1064
  %1066 = icmp slt i64 %1065, 0
  %1067 = sext i32 %N to i64
  %1068 = icmp slt i64 %1067, 0
  %1069 = sext i32 %N to i64
  %1070 = icmp sgt i64 %1069, 4096
  %1071 = sext i32 %N to i64
  %1072 = select i1 %1070, i64 4096, i64 %1071
  %1073 = select i1 %1068, i64 0, i64 %1072
  %1074 = select i1 %1066, i64 0, i64 %1073
  %1075 = trunc i64 %1074 to i32
  %1076 = select i1 %1058, i32 4096, i32 %1075
  %1077 = select i1 %1040, i32 0, i32 %1076
  %1078 = add i32 %1077, 31
  %1079 = sdiv i32 %1078, 32
  %1080 = sub i32 0, %1078
  %1081 = select i1 false, i32 %1080, i32 %1079
  br label %for.cond259

if.else257:                                       ; preds = %if.else129
  br label %for.cond399

if.end258:                                        ; preds = %for.end518, %for.end261
  br label %if.end130

for.cond259:                                      ; preds = %for.end391, %if.then256
  %r262 = phi i32 [ 0, %if.then256 ], [ %1719, %for.end391 ]
  %1082 = icmp slt i32 %r262, 4
  br i1 %1082, label %for.body260, label %for.end261

for.body260:                                      ; preds = %for.cond259
  br label %for.cond263

for.end261:                                       ; preds = %for.cond259
  br label %if.end258

for.cond263:                                      ; preds = %if.end274, %for.body260
  %i266 = phi i32 [ 0, %for.body260 ], [ %1125, %if.end274 ]
  %1083 = icmp slt i32 %i266, 1
  br i1 %1083, label %for.body264, label %for.end265

for.body264:                                      ; preds = %for.cond263
  %1084 = sext i32 %N to i64
  %1085 = icmp slt i64 %1084, 0
  %1086 = sext i32 %N to i64
  %1087 = icmp sgt i64 %1086, 4096
  %1088 = sext i32 %N to i64
  %1089 = select i1 %1087, i64 4096, i64 %1088
  %1090 = select i1 %1085, i64 0, i64 %1089
  %1091 = icmp slt i64 %1090, 0
  %1092 = sext i32 %N to i64
  %1093 = icmp slt i64 %1092, 0
  %1094 = sext i32 %N to i64
  %1095 = icmp sgt i64 %1094, 4096
  %1096 = sext i32 %N to i64
  %1097 = select i1 %1095, i64 4096, i64 %1096
  %1098 = select i1 %1093, i64 0, i64 %1097
  %1099 = select i1 %1091, i64 0, i64 %1098
  %tl_hi9 = trunc i64 %1099 to i32
  br label %for.cond267

for.end265:                                       ; preds = %for.cond263
  br label %for.cond283

for.cond267:                                      ; preds = %for.body268, %for.body264
  %j270 = phi i32 [ 0, %for.body264 ], [ %1113, %for.body268 ]
  %1100 = icmp slt i32 %j270, 0
  br i1 %1100, label %for.body268, label %for.end269

for.body268:                                      ; preds = %for.cond267
  %1101 = icmp slt i32 %j270, %N
  %x271 = select i1 %1101, float 0.000000e+00, float 0.000000e+00
  %1102 = sext i32 %i266 to i64
  %1103 = mul nsw i64 %1102, 4096
  %1104 = sext i32 %j270 to i64
  %1105 = add nsw i64 %1103, %1104
  %1106 = getelementptr inbounds float, ptr %X_r, i64 %1105
  store float %x271, ptr %1106, align 4
  %1107 = fmul float %x271, %x271
  %1108 = sext i32 %i266 to i64
  %1109 = mul nsw i64 %1108, 4096
  %1110 = sext i32 %j270 to i64
  %1111 = add nsw i64 %1109, %1110
  %1112 = getelementptr inbounds float, ptr %sq_r, i64 %1111
  store float %1107, ptr %1112, align 4
  %1113 = add nsw i32 %j270, 1
  br label %for.cond267, !llvm.loop !58

for.end269:                                       ; preds = %for.cond267
  %1114 = mul i32 %bx, 4
  %1115 = add i32 %1114, %r262
  %1116 = add i32 %1115, %i266
  %1117 = icmp sle i32 0, %1116
  %1118 = mul i32 %bx, 4
  %1119 = add i32 %1118, %r262
  %1120 = add i32 %1119, %i266
  %1121 = icmp slt i32 %1120, %M
  %1122 = and i1 %1117, %1121
  br i1 %1122, label %if.then272, label %if.else273

if.then272:                                       ; preds = %for.end269
  %1123 = sub i32 %tl_hi9, 0
  br label %for.cond275

if.else273:                                       ; preds = %for.end269
  %1124 = sub i32 %tl_hi9, 0
  br label %for.cond279

if.end274:                                        ; preds = %for.end281, %for.end277
  %1125 = add nsw i32 %i266, 1
  br label %for.cond263, !llvm.loop !59

for.cond275:                                      ; preds = %for.body276, %if.then272
  %j5 = phi i32 [ 0, %if.then272 ], [ %1150, %for.body276 ]
  %1126 = icmp slt i32 %j5, %1123
  br i1 %1126, label %for.body276, label %for.end277

for.body276:                                      ; preds = %for.cond275
  %1127 = mul i32 %bx, 4
  %1128 = add i32 %1127, %r262
  %1129 = add i32 %1128, %i266
  %1130 = sext i32 %1129 to i64
  %1131 = sext i32 %N to i64
  %1132 = mul nsw i64 %1130, %1131
  %1133 = add i32 0, %j5
  %1134 = sext i32 %1133 to i64
  %1135 = add nsw i64 %1132, %1134
  %1136 = getelementptr inbounds float, ptr %X, i64 %1135
  %x278 = load float, ptr %1136, align 4
  %1137 = sext i32 %i266 to i64
  %1138 = mul nsw i64 %1137, 4096
  %1139 = add i32 0, %j5
  %1140 = sext i32 %1139 to i64
  %1141 = add nsw i64 %1138, %1140
  %1142 = getelementptr inbounds float, ptr %X_r, i64 %1141
  store float %x278, ptr %1142, align 4
  %1143 = fmul float %x278, %x278
  %1144 = sext i32 %i266 to i64
  %1145 = mul nsw i64 %1144, 4096
  %1146 = add i32 0, %j5
  %1147 = sext i32 %1146 to i64
  %1148 = add nsw i64 %1145, %1147
  %1149 = getelementptr inbounds float, ptr %sq_r, i64 %1148
  store float %1143, ptr %1149, align 4
  %1150 = add nsw i32 %j5, 1
  br label %for.cond275, !llvm.loop !60

for.end277:                                       ; preds = %for.cond275
  br label %if.end274

for.cond279:                                      ; preds = %for.body280, %if.else273
  %j5282 = phi i32 [ 0, %if.else273 ], [ %1164, %for.body280 ]
  %1151 = icmp slt i32 %j5282, %1124
  br i1 %1151, label %for.body280, label %for.end281

for.body280:                                      ; preds = %for.cond279
  %1152 = sext i32 %i266 to i64
  %1153 = mul nsw i64 %1152, 4096
  %1154 = add i32 0, %j5282
  %1155 = sext i32 %1154 to i64
  %1156 = add nsw i64 %1153, %1155
  %1157 = getelementptr inbounds float, ptr %X_r, i64 %1156
  store float 0.000000e+00, ptr %1157, align 4
  %1158 = sext i32 %i266 to i64
  %1159 = mul nsw i64 %1158, 4096
  %1160 = add i32 0, %j5282
  %1161 = sext i32 %1160 to i64
  %1162 = add nsw i64 %1159, %1161
  %1163 = getelementptr inbounds float, ptr %sq_r, i64 %1162
  store float 0.000000e+00, ptr %1163, align 4
  %1164 = add nsw i32 %j5282, 1
  br label %for.cond279, !llvm.loop !61

for.end281:                                       ; preds = %for.cond279
  br label %if.end274

for.cond283:                                      ; preds = %for.end332, %for.end265
  %i6 = phi i32 [ 0, %for.end265 ], [ %1413, %for.end332 ]
  %1165 = icmp slt i32 %i6, 1
  br i1 %1165, label %for.body284, label %for.end285

for.body284:                                      ; preds = %for.cond283
  br label %for.cond286

for.end285:                                       ; preds = %for.cond283
  br label %for.cond334

for.cond286:                                      ; preds = %for.end291, %for.body284
  %tl_r8 = phi i32 [ 0, %for.body284 ], [ %1239, %for.end291 ]
  %1166 = icmp slt i32 %tl_r8, 1
  br i1 %1166, label %for.body287, label %for.end288

for.body287:                                      ; preds = %for.cond286
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
  %1184 = icmp slt i32 %1183, 0
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
  %1202 = icmp sgt i32 %1201, 4096
  %1203 = sext i32 %N to i64
  %1204 = icmp slt i64 %1203, 0
  %1205 = sext i32 %N to i64
  %1206 = icmp sgt i64 %1205, 4096
  %1207 = sext i32 %N to i64
  %1208 = select i1 %1206, i64 4096, i64 %1207
  %1209 = select i1 %1204, i64 0, i64 %1208
  %1210 = icmp slt i64 %1209, 0
  %1211 = sext i32 %N to i64
  %1212 = icmp slt i64 %1211, 0
  %1213 = sext i32 %N to i64
  %1214 = icmp sgt i64 %1213, 4096
  %1215 = sext i32 %N to i64
  %1216 = select i1 %1214, i64 4096, i64 %1215
  %1217 = select i1 %1212, i64 0, i64 %1216
  %1218 = select i1 %1210, i64 0, i64 %1217
  %1219 = trunc i64 %1218 to i32
  %1220 = select i1 %1202, i32 4096, i32 %1219
  %tl_pad_from9 = select i1 %1184, i32 0, i32 %1220
  %1221 = mul i32 %1081, 32
  %1222 = icmp slt i32 %1221, 32
  %1223 = mul i32 %1081, 32
  %1224 = select i1 %1222, i32 32, i32 %1223
  %1225 = icmp slt i32 %1224, 4096
  %1226 = mul i32 %1081, 32
  %1227 = icmp slt i32 %1226, 32
  %1228 = mul i32 %1081, 32
  %1229 = select i1 %1227, i32 32, i32 %1228
  %1230 = select i1 %1225, i32 %1229, i32 4096
  %tl_pad_n11 = sub i32 %1230, %tl_pad_from9
  br label %for.cond289

for.end288:                                       ; preds = %for.cond286
  br label %for.cond292

for.cond289:                                      ; preds = %for.body290, %for.body287
  %tl_pad_k12 = phi i32 [ 0, %for.body287 ], [ %1238, %for.body290 ]
  %1231 = icmp slt i32 %tl_pad_k12, %tl_pad_n11
  br i1 %1231, label %for.body290, label %for.end291

for.body290:                                      ; preds = %for.cond289
  %1232 = sext i32 %tl_r8 to i64
  %1233 = mul nsw i64 %1232, 4096
  %1234 = add i32 %tl_pad_from9, %tl_pad_k12
  %1235 = sext i32 %1234 to i64
  %1236 = add nsw i64 %1233, %1235
  %1237 = getelementptr inbounds float, ptr %X_r, i64 %1236
  store float 0.000000e+00, ptr %1237, align 4
  %1238 = add nsw i32 %tl_pad_k12, 1
  br label %for.cond289, !llvm.loop !62

for.end291:                                       ; preds = %for.cond289
  %1239 = add nsw i32 %tl_r8, 1
  br label %for.cond286, !llvm.loop !63

for.cond292:                                      ; preds = %for.body293, %for.end288
  %lane4 = phi i32 [ 0, %for.end288 ], [ %1249, %for.body293 ]
  %1240 = icmp slt i32 %lane4, 32
  br i1 %1240, label %for.body293, label %for.end294

for.body293:                                      ; preds = %for.cond292
  %1241 = sext i32 %i6 to i64
  %1242 = mul nsw i64 %1241, 4096
  %1243 = sext i32 %lane4 to i64
  %1244 = add nsw i64 %1242, %1243
  %1245 = getelementptr inbounds float, ptr %X_r, i64 %1244
  %1246 = load float, ptr %1245, align 4
  %1247 = sext i32 %lane4 to i64
  %1248 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1247
  store float %1246, ptr %1248, align 4
  %1249 = add nsw i32 %lane4, 1
  br label %for.cond292, !llvm.loop !64

for.end294:                                       ; preds = %for.cond292
  %1250 = sub i32 %1081, 1
  %1251 = icmp slt i32 %1250, 0
  %1252 = sub i32 %1081, 1
  %1253 = select i1 %1251, i32 0, i32 %1252
  %tl_steps14 = select i1 true, i32 %1253, i32 127
  %1254 = icmp eq i32 %tl_steps14, 127
  br i1 %1254, label %if.then295, label %if.else296

if.then295:                                       ; preds = %for.end294
  br label %for.cond298

if.else296:                                       ; preds = %for.end294
  br label %if.end297

if.end297:                                        ; preds = %if.else296, %for.end300
  br label %for.cond304

for.cond298:                                      ; preds = %for.end303, %if.then295
  %tl_r15 = phi i32 [ 0, %if.then295 ], [ %1318, %for.end303 ]
  %1255 = icmp slt i32 %tl_r15, 1
  br i1 %1255, label %for.body299, label %for.end300

for.body299:                                      ; preds = %for.cond298
  %1256 = sext i32 %N to i64
  %1257 = icmp slt i64 %1256, 0
  %1258 = sext i32 %N to i64
  %1259 = icmp sgt i64 %1258, 4096
  %1260 = sext i32 %N to i64
  %1261 = select i1 %1259, i64 4096, i64 %1260
  %1262 = select i1 %1257, i64 0, i64 %1261
  %1263 = icmp slt i64 %1262, 0
  %1264 = sext i32 %N to i64
  %1265 = icmp slt i64 %1264, 0
  %1266 = sext i32 %N to i64
  %1267 = icmp sgt i64 %1266, 4096
  %1268 = sext i32 %N to i64
  %1269 = select i1 %1267, i64 4096, i64 %1268
  %1270 = select i1 %1265, i64 0, i64 %1269
  %1271 = select i1 %1263, i64 0, i64 %1270
  %1272 = trunc i64 %1271 to i32
  %1273 = icmp slt i32 %1272, 0
  %1274 = sext i32 %N to i64
  %1275 = icmp slt i64 %1274, 0
  %1276 = sext i32 %N to i64
  %1277 = icmp sgt i64 %1276, 4096
  %1278 = sext i32 %N to i64
  %1279 = select i1 %1277, i64 4096, i64 %1278
  %1280 = select i1 %1275, i64 0, i64 %1279
  %1281 = icmp slt i64 %1280, 0
  %1282 = sext i32 %N to i64
  %1283 = icmp slt i64 %1282, 0
  %1284 = sext i32 %N to i64
  %1285 = icmp sgt i64 %1284, 4096
  %1286 = sext i32 %N to i64
  %1287 = select i1 %1285, i64 4096, i64 %1286
  %1288 = select i1 %1283, i64 0, i64 %1287
  %1289 = select i1 %1281, i64 0, i64 %1288
  %1290 = trunc i64 %1289 to i32
  %1291 = icmp sgt i32 %1290, 4096
  %1292 = sext i32 %N to i64
  %1293 = icmp slt i64 %1292, 0
  %1294 = sext i32 %N to i64
  %1295 = icmp sgt i64 %1294, 4096
  %1296 = sext i32 %N to i64
  %1297 = select i1 %1295, i64 4096, i64 %1296
  %1298 = select i1 %1293, i64 0, i64 %1297
  %1299 = icmp slt i64 %1298, 0
  %1300 = sext i32 %N to i64
  %1301 = icmp slt i64 %1300, 0
  %1302 = sext i32 %N to i64
  %1303 = icmp sgt i64 %1302, 4096
  %1304 = sext i32 %N to i64
  %1305 = select i1 %1303, i64 4096, i64 %1304
  %1306 = select i1 %1301, i64 0, i64 %1305
  %1307 = select i1 %1299, i64 0, i64 %1306
  %1308 = trunc i64 %1307 to i32
  %1309 = select i1 %1291, i32 4096, i32 %1308
  %tl_pad_from16 = select i1 %1273, i32 0, i32 %1309
  %tl_pad_n18 = sub i32 4096, %tl_pad_from16
  br label %for.cond301

for.end300:                                       ; preds = %for.cond298
  br label %if.end297

for.cond301:                                      ; preds = %for.body302, %for.body299
  %tl_pad_k19 = phi i32 [ 0, %for.body299 ], [ %1317, %for.body302 ]
  %1310 = icmp slt i32 %tl_pad_k19, %tl_pad_n18
  br i1 %1310, label %for.body302, label %for.end303

for.body302:                                      ; preds = %for.cond301
  %1311 = sext i32 %tl_r15 to i64
  %1312 = mul nsw i64 %1311, 4096
  %1313 = add i32 %tl_pad_from16, %tl_pad_k19
  %1314 = sext i32 %1313 to i64
  %1315 = add nsw i64 %1312, %1314
  %1316 = getelementptr inbounds float, ptr %X_r, i64 %1315
  store float 0.000000e+00, ptr %1316, align 4
  %1317 = add nsw i32 %tl_pad_k19, 1
  br label %for.cond301, !llvm.loop !65

for.end303:                                       ; preds = %for.cond301
  %1318 = add nsw i32 %tl_r15, 1
  br label %for.cond298, !llvm.loop !66

for.cond304:                                      ; preds = %for.end309, %if.end297
  %red4 = phi i32 [ 0, %if.end297 ], [ %1338, %for.end309 ]
  %1319 = icmp slt i32 %red4, %tl_steps14
  br i1 %1319, label %for.body305, label %for.end306

for.body305:                                      ; preds = %for.cond304
  br label %for.cond307

for.end306:                                       ; preds = %for.cond304
  %1320 = icmp slt i32 %tl_steps14, 127
  br i1 %1320, label %if.then311, label %if.else312

for.cond307:                                      ; preds = %for.body308, %for.body305
  %lane4310 = phi i32 [ 0, %for.body305 ], [ %1337, %for.body308 ]
  %1321 = icmp slt i32 %lane4310, 32
  br i1 %1321, label %for.body308, label %for.end309

for.body308:                                      ; preds = %for.cond307
  %1322 = sext i32 %lane4310 to i64
  %1323 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1322
  %1324 = load float, ptr %1323, align 4
  %1325 = sext i32 %i6 to i64
  %1326 = mul nsw i64 %1325, 4096
  %1327 = add i32 %red4, 1
  %1328 = mul i32 %1327, 32
  %1329 = add i32 %1328, %lane4310
  %1330 = sext i32 %1329 to i64
  %1331 = add nsw i64 %1326, %1330
  %1332 = getelementptr inbounds float, ptr %X_r, i64 %1331
  %1333 = load float, ptr %1332, align 4
  %1334 = fadd float %1324, %1333
  %1335 = sext i32 %lane4310 to i64
  %1336 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1335
  store float %1334, ptr %1336, align 4
  %1337 = add nsw i32 %lane4310, 1
  br label %for.cond307, !llvm.loop !67

for.end309:                                       ; preds = %for.cond307
  %1338 = add nsw i32 %red4, 1
  br label %for.cond304, !llvm.loop !68

if.then311:                                       ; preds = %for.end306
  %1339 = getelementptr inbounds float, ptr %tl_lanes_26, i64 0
  %1340 = load float, ptr %1339, align 4
  %1341 = fadd float %1340, 0.000000e+00
  %1342 = getelementptr inbounds float, ptr %tl_lanes_26, i64 0
  store float %1341, ptr %1342, align 4
  br label %if.end313

if.else312:                                       ; preds = %for.end306
  br label %if.end313

if.end313:                                        ; preds = %if.else312, %if.then311
  br label %for.cond314

for.cond314:                                      ; preds = %for.body315, %if.end313
  %lane4317 = phi i32 [ 0, %if.end313 ], [ %1354, %for.body315 ]
  %1343 = icmp slt i32 %lane4317, 16
  br i1 %1343, label %for.body315, label %for.end316

for.body315:                                      ; preds = %for.cond314
  %1344 = sext i32 %lane4317 to i64
  %1345 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1344
  %1346 = load float, ptr %1345, align 4
  %1347 = add i32 %lane4317, 16
  %1348 = sext i32 %1347 to i64
  %1349 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1348
  %1350 = load float, ptr %1349, align 4
  %1351 = fadd float %1346, %1350
  %1352 = sext i32 %lane4317 to i64
  %1353 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1352
  store float %1351, ptr %1353, align 4
  %1354 = add nsw i32 %lane4317, 1
  br label %for.cond314, !llvm.loop !69

for.end316:                                       ; preds = %for.cond314
  br label %for.cond318

for.cond318:                                      ; preds = %for.body319, %for.end316
  %lane4321 = phi i32 [ 0, %for.end316 ], [ %1366, %for.body319 ]
  %1355 = icmp slt i32 %lane4321, 8
  br i1 %1355, label %for.body319, label %for.end320

for.body319:                                      ; preds = %for.cond318
  %1356 = sext i32 %lane4321 to i64
  %1357 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1356
  %1358 = load float, ptr %1357, align 4
  %1359 = add i32 %lane4321, 8
  %1360 = sext i32 %1359 to i64
  %1361 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1360
  %1362 = load float, ptr %1361, align 4
  %1363 = fadd float %1358, %1362
  %1364 = sext i32 %lane4321 to i64
  %1365 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1364
  store float %1363, ptr %1365, align 4
  %1366 = add nsw i32 %lane4321, 1
  br label %for.cond318, !llvm.loop !70

for.end320:                                       ; preds = %for.cond318
  br label %for.cond322

for.cond322:                                      ; preds = %for.body323, %for.end320
  %lane4325 = phi i32 [ 0, %for.end320 ], [ %1378, %for.body323 ]
  %1367 = icmp slt i32 %lane4325, 4
  br i1 %1367, label %for.body323, label %for.end324

for.body323:                                      ; preds = %for.cond322
  %1368 = sext i32 %lane4325 to i64
  %1369 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1368
  %1370 = load float, ptr %1369, align 4
  %1371 = add i32 %lane4325, 4
  %1372 = sext i32 %1371 to i64
  %1373 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1372
  %1374 = load float, ptr %1373, align 4
  %1375 = fadd float %1370, %1374
  %1376 = sext i32 %lane4325 to i64
  %1377 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1376
  store float %1375, ptr %1377, align 4
  %1378 = add nsw i32 %lane4325, 1
  br label %for.cond322, !llvm.loop !71

for.end324:                                       ; preds = %for.cond322
  br label %for.cond326

for.cond326:                                      ; preds = %for.body327, %for.end324
  %lane4329 = phi i32 [ 0, %for.end324 ], [ %1390, %for.body327 ]
  %1379 = icmp slt i32 %lane4329, 2
  br i1 %1379, label %for.body327, label %for.end328

for.body327:                                      ; preds = %for.cond326
  %1380 = sext i32 %lane4329 to i64
  %1381 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1380
  %1382 = load float, ptr %1381, align 4
  %1383 = add i32 %lane4329, 2
  %1384 = sext i32 %1383 to i64
  %1385 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1384
  %1386 = load float, ptr %1385, align 4
  %1387 = fadd float %1382, %1386
  %1388 = sext i32 %lane4329 to i64
  %1389 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1388
  store float %1387, ptr %1389, align 4
  %1390 = add nsw i32 %lane4329, 1
  br label %for.cond326, !llvm.loop !72

for.end328:                                       ; preds = %for.cond326
  br label %for.cond330

for.cond330:                                      ; preds = %for.body331, %for.end328
  %lane4333 = phi i32 [ 0, %for.end328 ], [ %1402, %for.body331 ]
  %1391 = icmp slt i32 %lane4333, 1
  br i1 %1391, label %for.body331, label %for.end332

for.body331:                                      ; preds = %for.cond330
  %1392 = sext i32 %lane4333 to i64
  %1393 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1392
  %1394 = load float, ptr %1393, align 4
  %1395 = add i32 %lane4333, 1
  %1396 = sext i32 %1395 to i64
  %1397 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1396
  %1398 = load float, ptr %1397, align 4
  %1399 = fadd float %1394, %1398
  %1400 = sext i32 %lane4333 to i64
  %1401 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1400
  store float %1399, ptr %1401, align 4
  %1402 = add nsw i32 %lane4333, 1
  br label %for.cond330, !llvm.loop !73

for.end332:                                       ; preds = %for.cond330
  %1403 = sext i32 %i6 to i64
  %1404 = getelementptr inbounds float, ptr %mean_r, i64 %1403
  store float 0.000000e+00, ptr %1404, align 4
  %1405 = sext i32 %i6 to i64
  %1406 = getelementptr inbounds float, ptr %mean_r, i64 %1405
  %1407 = load float, ptr %1406, align 4
  %1408 = getelementptr inbounds float, ptr %tl_lanes_26, i64 0
  %1409 = load float, ptr %1408, align 4
  %1410 = fadd float %1407, %1409
  %1411 = sext i32 %i6 to i64
  %1412 = getelementptr inbounds float, ptr %mean_r, i64 %1411
  store float %1410, ptr %1412, align 4
  %1413 = add nsw i32 %i6, 1
  br label %for.cond283, !llvm.loop !74

for.cond334:                                      ; preds = %for.end383, %for.end285
  %i7 = phi i32 [ 0, %for.end285 ], [ %1662, %for.end383 ]
  %1414 = icmp slt i32 %i7, 1
  br i1 %1414, label %for.body335, label %for.end336

for.body335:                                      ; preds = %for.cond334
  br label %for.cond337

for.end336:                                       ; preds = %for.cond334
  br label %for.cond385

for.cond337:                                      ; preds = %for.end342, %for.body335
  %tl_r20 = phi i32 [ 0, %for.body335 ], [ %1488, %for.end342 ]
  %1415 = icmp slt i32 %tl_r20, 1
  br i1 %1415, label %for.body338, label %for.end339

for.body338:                                      ; preds = %for.cond337
  %1416 = sext i32 %N to i64
  %1417 = icmp slt i64 %1416, 0
  %1418 = sext i32 %N to i64
  %1419 = icmp sgt i64 %1418, 4096
  %1420 = sext i32 %N to i64
  %1421 = select i1 %1419, i64 4096, i64 %1420
  %1422 = select i1 %1417, i64 0, i64 %1421
  %1423 = icmp slt i64 %1422, 0
  %1424 = sext i32 %N to i64
  %1425 = icmp slt i64 %1424, 0
  %1426 = sext i32 %N to i64
  %1427 = icmp sgt i64 %1426, 4096
  %1428 = sext i32 %N to i64
  %1429 = select i1 %1427, i64 4096, i64 %1428
  %1430 = select i1 %1425, i64 0, i64 %1429
  %1431 = select i1 %1423, i64 0, i64 %1430
  %1432 = trunc i64 %1431 to i32
  %1433 = icmp slt i32 %1432, 0
  %1434 = sext i32 %N to i64
  %1435 = icmp slt i64 %1434, 0
  %1436 = sext i32 %N to i64
  %1437 = icmp sgt i64 %1436, 4096
  %1438 = sext i32 %N to i64
  %1439 = select i1 %1437, i64 4096, i64 %1438
  %1440 = select i1 %1435, i64 0, i64 %1439
  %1441 = icmp slt i64 %1440, 0
  %1442 = sext i32 %N to i64
  %1443 = icmp slt i64 %1442, 0
  %1444 = sext i32 %N to i64
  %1445 = icmp sgt i64 %1444, 4096
  %1446 = sext i32 %N to i64
  %1447 = select i1 %1445, i64 4096, i64 %1446
  %1448 = select i1 %1443, i64 0, i64 %1447
  %1449 = select i1 %1441, i64 0, i64 %1448
  %1450 = trunc i64 %1449 to i32
  %1451 = icmp sgt i32 %1450, 4096
  %1452 = sext i32 %N to i64
  %1453 = icmp slt i64 %1452, 0
  %1454 = sext i32 %N to i64
  %1455 = icmp sgt i64 %1454, 4096
  %1456 = sext i32 %N to i64
  %1457 = select i1 %1455, i64 4096, i64 %1456
  %1458 = select i1 %1453, i64 0, i64 %1457
  %1459 = icmp slt i64 %1458, 0
  %1460 = sext i32 %N to i64
  %1461 = icmp slt i64 %1460, 0
  %1462 = sext i32 %N to i64
  %1463 = icmp sgt i64 %1462, 4096
  %1464 = sext i32 %N to i64
  %1465 = select i1 %1463, i64 4096, i64 %1464
  %1466 = select i1 %1461, i64 0, i64 %1465
  %1467 = select i1 %1459, i64 0, i64 %1466
  %1468 = trunc i64 %1467 to i32
  %1469 = select i1 %1451, i32 4096, i32 %1468
  %tl_pad_from21 = select i1 %1433, i32 0, i32 %1469
  %1470 = mul i32 %1081, 32
  %1471 = icmp slt i32 %1470, 32
  %1472 = mul i32 %1081, 32
  %1473 = select i1 %1471, i32 32, i32 %1472
  %1474 = icmp slt i32 %1473, 4096
  %1475 = mul i32 %1081, 32
  %1476 = icmp slt i32 %1475, 32
  %1477 = mul i32 %1081, 32
  %1478 = select i1 %1476, i32 32, i32 %1477
  %1479 = select i1 %1474, i32 %1478, i32 4096
  %tl_pad_n23 = sub i32 %1479, %tl_pad_from21
  br label %for.cond340

for.end339:                                       ; preds = %for.cond337
  br label %for.cond343

for.cond340:                                      ; preds = %for.body341, %for.body338
  %tl_pad_k24 = phi i32 [ 0, %for.body338 ], [ %1487, %for.body341 ]
  %1480 = icmp slt i32 %tl_pad_k24, %tl_pad_n23
  br i1 %1480, label %for.body341, label %for.end342

for.body341:                                      ; preds = %for.cond340
  %1481 = sext i32 %tl_r20 to i64
  %1482 = mul nsw i64 %1481, 4096
  %1483 = add i32 %tl_pad_from21, %tl_pad_k24
  %1484 = sext i32 %1483 to i64
  %1485 = add nsw i64 %1482, %1484
  %1486 = getelementptr inbounds float, ptr %sq_r, i64 %1485
  store float 0.000000e+00, ptr %1486, align 4
  %1487 = add nsw i32 %tl_pad_k24, 1
  br label %for.cond340, !llvm.loop !75

for.end342:                                       ; preds = %for.cond340
  %1488 = add nsw i32 %tl_r20, 1
  br label %for.cond337, !llvm.loop !76

for.cond343:                                      ; preds = %for.body344, %for.end339
  %lane5 = phi i32 [ 0, %for.end339 ], [ %1498, %for.body344 ]
  %1489 = icmp slt i32 %lane5, 32
  br i1 %1489, label %for.body344, label %for.end345

for.body344:                                      ; preds = %for.cond343
  %1490 = sext i32 %i7 to i64
  %1491 = mul nsw i64 %1490, 4096
  %1492 = sext i32 %lane5 to i64
  %1493 = add nsw i64 %1491, %1492
  %1494 = getelementptr inbounds float, ptr %sq_r, i64 %1493
  %1495 = load float, ptr %1494, align 4
  %1496 = sext i32 %lane5 to i64
  %1497 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1496
  store float %1495, ptr %1497, align 4
  %1498 = add nsw i32 %lane5, 1
  br label %for.cond343, !llvm.loop !77

for.end345:                                       ; preds = %for.cond343
  %1499 = sub i32 %1081, 1
  %1500 = icmp slt i32 %1499, 0
  %1501 = sub i32 %1081, 1
  %1502 = select i1 %1500, i32 0, i32 %1501
  %tl_steps26 = select i1 true, i32 %1502, i32 127
  %1503 = icmp eq i32 %tl_steps26, 127
  br i1 %1503, label %if.then346, label %if.else347

if.then346:                                       ; preds = %for.end345
  br label %for.cond349

if.else347:                                       ; preds = %for.end345
  br label %if.end348

if.end348:                                        ; preds = %if.else347, %for.end351
  br label %for.cond355

for.cond349:                                      ; preds = %for.end354, %if.then346
  %tl_r27 = phi i32 [ 0, %if.then346 ], [ %1567, %for.end354 ]
  %1504 = icmp slt i32 %tl_r27, 1
  br i1 %1504, label %for.body350, label %for.end351

for.body350:                                      ; preds = %for.cond349
  %1505 = sext i32 %N to i64
  %1506 = icmp slt i64 %1505, 0
  %1507 = sext i32 %N to i64
  %1508 = icmp sgt i64 %1507, 4096
  %1509 = sext i32 %N to i64
  %1510 = select i1 %1508, i64 4096, i64 %1509
  %1511 = select i1 %1506, i64 0, i64 %1510
  %1512 = icmp slt i64 %1511, 0
  %1513 = sext i32 %N to i64
  %1514 = icmp slt i64 %1513, 0
  %1515 = sext i32 %N to i64
  %1516 = icmp sgt i64 %1515, 4096
  %1517 = sext i32 %N to i64
  %1518 = select i1 %1516, i64 4096, i64 %1517
  %1519 = select i1 %1514, i64 0, i64 %1518
  %1520 = select i1 %1512, i64 0, i64 %1519
  %1521 = trunc i64 %1520 to i32
  %1522 = icmp slt i32 %1521, 0
  %1523 = sext i32 %N to i64
  %1524 = icmp slt i64 %1523, 0
  %1525 = sext i32 %N to i64
  %1526 = icmp sgt i64 %1525, 4096
  %1527 = sext i32 %N to i64
  %1528 = select i1 %1526, i64 4096, i64 %1527
  %1529 = select i1 %1524, i64 0, i64 %1528
  %1530 = icmp slt i64 %1529, 0
  %1531 = sext i32 %N to i64
  %1532 = icmp slt i64 %1531, 0
  %1533 = sext i32 %N to i64
  %1534 = icmp sgt i64 %1533, 4096
  %1535 = sext i32 %N to i64
  %1536 = select i1 %1534, i64 4096, i64 %1535
  %1537 = select i1 %1532, i64 0, i64 %1536
  %1538 = select i1 %1530, i64 0, i64 %1537
  %1539 = trunc i64 %1538 to i32
  %1540 = icmp sgt i32 %1539, 4096
  %1541 = sext i32 %N to i64
  %1542 = icmp slt i64 %1541, 0
  %1543 = sext i32 %N to i64
  %1544 = icmp sgt i64 %1543, 4096
  %1545 = sext i32 %N to i64
  %1546 = select i1 %1544, i64 4096, i64 %1545
  %1547 = select i1 %1542, i64 0, i64 %1546
  %1548 = icmp slt i64 %1547, 0
  %1549 = sext i32 %N to i64
  %1550 = icmp slt i64 %1549, 0
  %1551 = sext i32 %N to i64
  %1552 = icmp sgt i64 %1551, 4096
  %1553 = sext i32 %N to i64
  %1554 = select i1 %1552, i64 4096, i64 %1553
  %1555 = select i1 %1550, i64 0, i64 %1554
  %1556 = select i1 %1548, i64 0, i64 %1555
  %1557 = trunc i64 %1556 to i32
  %1558 = select i1 %1540, i32 4096, i32 %1557
  %tl_pad_from28 = select i1 %1522, i32 0, i32 %1558
  %tl_pad_n30 = sub i32 4096, %tl_pad_from28
  br label %for.cond352

for.end351:                                       ; preds = %for.cond349
  br label %if.end348

for.cond352:                                      ; preds = %for.body353, %for.body350
  %tl_pad_k31 = phi i32 [ 0, %for.body350 ], [ %1566, %for.body353 ]
  %1559 = icmp slt i32 %tl_pad_k31, %tl_pad_n30
  br i1 %1559, label %for.body353, label %for.end354

for.body353:                                      ; preds = %for.cond352
  %1560 = sext i32 %tl_r27 to i64
  %1561 = mul nsw i64 %1560, 4096
  %1562 = add i32 %tl_pad_from28, %tl_pad_k31
  %1563 = sext i32 %1562 to i64
  %1564 = add nsw i64 %1561, %1563
  %1565 = getelementptr inbounds float, ptr %sq_r, i64 %1564
  store float 0.000000e+00, ptr %1565, align 4
  %1566 = add nsw i32 %tl_pad_k31, 1
  br label %for.cond352, !llvm.loop !78

for.end354:                                       ; preds = %for.cond352
  %1567 = add nsw i32 %tl_r27, 1
  br label %for.cond349, !llvm.loop !79

for.cond355:                                      ; preds = %for.end360, %if.end348
  %red5 = phi i32 [ 0, %if.end348 ], [ %1587, %for.end360 ]
  %1568 = icmp slt i32 %red5, %tl_steps26
  br i1 %1568, label %for.body356, label %for.end357

for.body356:                                      ; preds = %for.cond355
  br label %for.cond358

for.end357:                                       ; preds = %for.cond355
  %1569 = icmp slt i32 %tl_steps26, 127
  br i1 %1569, label %if.then362, label %if.else363

for.cond358:                                      ; preds = %for.body359, %for.body356
  %lane5361 = phi i32 [ 0, %for.body356 ], [ %1586, %for.body359 ]
  %1570 = icmp slt i32 %lane5361, 32
  br i1 %1570, label %for.body359, label %for.end360

for.body359:                                      ; preds = %for.cond358
  %1571 = sext i32 %lane5361 to i64
  %1572 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1571
  %1573 = load float, ptr %1572, align 4
  %1574 = sext i32 %i7 to i64
  %1575 = mul nsw i64 %1574, 4096
  %1576 = add i32 %red5, 1
  %1577 = mul i32 %1576, 32
  %1578 = add i32 %1577, %lane5361
  %1579 = sext i32 %1578 to i64
  %1580 = add nsw i64 %1575, %1579
  %1581 = getelementptr inbounds float, ptr %sq_r, i64 %1580
  %1582 = load float, ptr %1581, align 4
  %1583 = fadd float %1573, %1582
  %1584 = sext i32 %lane5361 to i64
  %1585 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1584
  store float %1583, ptr %1585, align 4
  %1586 = add nsw i32 %lane5361, 1
  br label %for.cond358, !llvm.loop !80

for.end360:                                       ; preds = %for.cond358
  %1587 = add nsw i32 %red5, 1
  br label %for.cond355, !llvm.loop !81

if.then362:                                       ; preds = %for.end357
  %1588 = getelementptr inbounds float, ptr %tl_lanes_27, i64 0
  %1589 = load float, ptr %1588, align 4
  %1590 = fadd float %1589, 0.000000e+00
  %1591 = getelementptr inbounds float, ptr %tl_lanes_27, i64 0
  store float %1590, ptr %1591, align 4
  br label %if.end364

if.else363:                                       ; preds = %for.end357
  br label %if.end364

if.end364:                                        ; preds = %if.else363, %if.then362
  br label %for.cond365

for.cond365:                                      ; preds = %for.body366, %if.end364
  %lane5368 = phi i32 [ 0, %if.end364 ], [ %1603, %for.body366 ]
  %1592 = icmp slt i32 %lane5368, 16
  br i1 %1592, label %for.body366, label %for.end367

for.body366:                                      ; preds = %for.cond365
  %1593 = sext i32 %lane5368 to i64
  %1594 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1593
  %1595 = load float, ptr %1594, align 4
  %1596 = add i32 %lane5368, 16
  %1597 = sext i32 %1596 to i64
  %1598 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1597
  %1599 = load float, ptr %1598, align 4
  %1600 = fadd float %1595, %1599
  %1601 = sext i32 %lane5368 to i64
  %1602 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1601
  store float %1600, ptr %1602, align 4
  %1603 = add nsw i32 %lane5368, 1
  br label %for.cond365, !llvm.loop !82

for.end367:                                       ; preds = %for.cond365
  br label %for.cond369

for.cond369:                                      ; preds = %for.body370, %for.end367
  %lane5372 = phi i32 [ 0, %for.end367 ], [ %1615, %for.body370 ]
  %1604 = icmp slt i32 %lane5372, 8
  br i1 %1604, label %for.body370, label %for.end371

for.body370:                                      ; preds = %for.cond369
  %1605 = sext i32 %lane5372 to i64
  %1606 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1605
  %1607 = load float, ptr %1606, align 4
  %1608 = add i32 %lane5372, 8
  %1609 = sext i32 %1608 to i64
  %1610 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1609
  %1611 = load float, ptr %1610, align 4
  %1612 = fadd float %1607, %1611
  %1613 = sext i32 %lane5372 to i64
  %1614 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1613
  store float %1612, ptr %1614, align 4
  %1615 = add nsw i32 %lane5372, 1
  br label %for.cond369, !llvm.loop !83

for.end371:                                       ; preds = %for.cond369
  br label %for.cond373

for.cond373:                                      ; preds = %for.body374, %for.end371
  %lane5376 = phi i32 [ 0, %for.end371 ], [ %1627, %for.body374 ]
  %1616 = icmp slt i32 %lane5376, 4
  br i1 %1616, label %for.body374, label %for.end375

for.body374:                                      ; preds = %for.cond373
  %1617 = sext i32 %lane5376 to i64
  %1618 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1617
  %1619 = load float, ptr %1618, align 4
  %1620 = add i32 %lane5376, 4
  %1621 = sext i32 %1620 to i64
  %1622 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1621
  %1623 = load float, ptr %1622, align 4
  %1624 = fadd float %1619, %1623
  %1625 = sext i32 %lane5376 to i64
  %1626 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1625
  store float %1624, ptr %1626, align 4
  %1627 = add nsw i32 %lane5376, 1
  br label %for.cond373, !llvm.loop !84

for.end375:                                       ; preds = %for.cond373
  br label %for.cond377

for.cond377:                                      ; preds = %for.body378, %for.end375
  %lane5380 = phi i32 [ 0, %for.end375 ], [ %1639, %for.body378 ]
  %1628 = icmp slt i32 %lane5380, 2
  br i1 %1628, label %for.body378, label %for.end379

for.body378:                                      ; preds = %for.cond377
  %1629 = sext i32 %lane5380 to i64
  %1630 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1629
  %1631 = load float, ptr %1630, align 4
  %1632 = add i32 %lane5380, 2
  %1633 = sext i32 %1632 to i64
  %1634 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1633
  %1635 = load float, ptr %1634, align 4
  %1636 = fadd float %1631, %1635
  %1637 = sext i32 %lane5380 to i64
  %1638 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1637
  store float %1636, ptr %1638, align 4
  %1639 = add nsw i32 %lane5380, 1
  br label %for.cond377, !llvm.loop !85

for.end379:                                       ; preds = %for.cond377
  br label %for.cond381

for.cond381:                                      ; preds = %for.body382, %for.end379
  %lane5384 = phi i32 [ 0, %for.end379 ], [ %1651, %for.body382 ]
  %1640 = icmp slt i32 %lane5384, 1
  br i1 %1640, label %for.body382, label %for.end383

for.body382:                                      ; preds = %for.cond381
  %1641 = sext i32 %lane5384 to i64
  %1642 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1641
  %1643 = load float, ptr %1642, align 4
  %1644 = add i32 %lane5384, 1
  %1645 = sext i32 %1644 to i64
  %1646 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1645
  %1647 = load float, ptr %1646, align 4
  %1648 = fadd float %1643, %1647
  %1649 = sext i32 %lane5384 to i64
  %1650 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1649
  store float %1648, ptr %1650, align 4
  %1651 = add nsw i32 %lane5384, 1
  br label %for.cond381, !llvm.loop !86

for.end383:                                       ; preds = %for.cond381
  %1652 = sext i32 %i7 to i64
  %1653 = getelementptr inbounds float, ptr %rstd_r, i64 %1652
  store float 0.000000e+00, ptr %1653, align 4
  %1654 = sext i32 %i7 to i64
  %1655 = getelementptr inbounds float, ptr %rstd_r, i64 %1654
  %1656 = load float, ptr %1655, align 4
  %1657 = getelementptr inbounds float, ptr %tl_lanes_27, i64 0
  %1658 = load float, ptr %1657, align 4
  %1659 = fadd float %1656, %1658
  %1660 = sext i32 %i7 to i64
  %1661 = getelementptr inbounds float, ptr %rstd_r, i64 %1660
  store float %1659, ptr %1661, align 4
  %1662 = add nsw i32 %i7, 1
  br label %for.cond334, !llvm.loop !87

for.cond385:                                      ; preds = %for.body386, %for.end336
  %i388 = phi i32 [ 0, %for.end336 ], [ %1692, %for.body386 ]
  %1663 = icmp slt i32 %i388, 1
  br i1 %1663, label %for.body386, label %for.end387

for.body386:                                      ; preds = %for.cond385
  %1664 = sext i32 %i388 to i64
  %1665 = getelementptr inbounds float, ptr %mean_r, i64 %1664
  %1666 = load float, ptr %1665, align 4
  %1667 = sitofp i32 %N to float
  %1668 = fdiv float %1666, %1667
  %1669 = sext i32 %i388 to i64
  %1670 = getelementptr inbounds float, ptr %mean_r, i64 %1669
  store float %1668, ptr %1670, align 4
  %1671 = sext i32 %i388 to i64
  %1672 = getelementptr inbounds float, ptr %rstd_r, i64 %1671
  %1673 = load float, ptr %1672, align 4
  %1674 = sitofp i32 %N to float
  %1675 = fdiv float %1673, %1674
  %1676 = sext i32 %i388 to i64
  %1677 = getelementptr inbounds float, ptr %mean_r, i64 %1676
  %1678 = load float, ptr %1677, align 4
  %1679 = sext i32 %i388 to i64
  %1680 = getelementptr inbounds float, ptr %mean_r, i64 %1679
  %1681 = load float, ptr %1680, align 4
  %1682 = fmul float %1678, %1681
  %1683 = fsub float %1675, %1682
  %1684 = call float @llvm.maxnum.f32(float %1683, float 0.000000e+00)
  %1685 = fadd float %1684, 0x3EE4F8B580000000
  %1686 = fpext float %1685 to double
  %1687 = call double @llvm.sqrt.f64(double %1686)
  %1688 = fdiv double 1.000000e+00, %1687
  %1689 = fptrunc double %1688 to float
  %1690 = sext i32 %i388 to i64
  %1691 = getelementptr inbounds float, ptr %rstd_r, i64 %1690
  store float %1689, ptr %1691, align 4
  %1692 = add nsw i32 %i388, 1
  br label %for.cond385, !llvm.loop !88

for.end387:                                       ; preds = %for.cond385
  br label %for.cond389

for.cond389:                                      ; preds = %if.end395, %for.end387
  %i392 = phi i32 [ 0, %for.end387 ], [ %1721, %if.end395 ]
  %1693 = icmp slt i32 %i392, 1
  br i1 %1693, label %for.body390, label %for.end391

for.body390:                                      ; preds = %for.cond389
  %1694 = sext i32 %N to i64
  %1695 = icmp slt i64 %1694, 0
  %1696 = sext i32 %N to i64
  %1697 = icmp sgt i64 %1696, 4096
  %1698 = sext i32 %N to i64
  %1699 = select i1 %1697, i64 4096, i64 %1698
  %1700 = select i1 %1695, i64 0, i64 %1699
  %1701 = icmp slt i64 %1700, 0
  %1702 = sext i32 %N to i64
  %1703 = icmp slt i64 %1702, 0
  %1704 = sext i32 %N to i64
  %1705 = icmp sgt i64 %1704, 4096
  %1706 = sext i32 %N to i64
  %1707 = select i1 %1705, i64 4096, i64 %1706
  %1708 = select i1 %1703, i64 0, i64 %1707
  %1709 = select i1 %1701, i64 0, i64 %1708
  %tl_hi11 = trunc i64 %1709 to i32
  %1710 = mul i32 %bx, 4
  %1711 = add i32 %1710, %r262
  %1712 = add i32 %1711, %i392
  %1713 = icmp sle i32 0, %1712
  %1714 = mul i32 %bx, 4
  %1715 = add i32 %1714, %r262
  %1716 = add i32 %1715, %i392
  %1717 = icmp slt i32 %1716, %M
  %1718 = and i1 %1713, %1717
  br i1 %1718, label %if.then393, label %if.else394

for.end391:                                       ; preds = %for.cond389
  %1719 = add nsw i32 %r262, 1
  br label %for.cond259, !llvm.loop !89

if.then393:                                       ; preds = %for.body390
  %1720 = sub i32 %tl_hi11, 0
  br label %for.cond396

if.else394:                                       ; preds = %for.body390
  br label %if.end395

if.end395:                                        ; preds = %if.else394, %for.end398
  %1721 = add nsw i32 %i392, 1
  br label %for.cond389, !llvm.loop !90

for.cond396:                                      ; preds = %for.body397, %if.then393
  %j6 = phi i32 [ 0, %if.then393 ], [ %1756, %for.body397 ]
  %1722 = icmp slt i32 %j6, %1720
  br i1 %1722, label %for.body397, label %for.end398

for.body397:                                      ; preds = %for.cond396
  %1723 = sext i32 %i392 to i64
  %1724 = mul nsw i64 %1723, 4096
  %1725 = add i32 0, %j6
  %1726 = sext i32 %1725 to i64
  %1727 = add nsw i64 %1724, %1726
  %1728 = getelementptr inbounds float, ptr %X_r, i64 %1727
  %1729 = load float, ptr %1728, align 4
  %1730 = getelementptr inbounds float, ptr %mean_r, i64 0
  %1731 = load float, ptr %1730, align 4
  %1732 = fsub float %1729, %1731
  %1733 = getelementptr inbounds float, ptr %rstd_r, i64 0
  %1734 = load float, ptr %1733, align 4
  %1735 = fmul float %1732, %1734
  %1736 = add i32 0, %j6
  %1737 = sext i32 %1736 to i64
  %1738 = getelementptr inbounds float, ptr %W, i64 %1737
  %1739 = load float, ptr %1738, align 4
  %1740 = fmul float %1735, %1739
  %1741 = add i32 0, %j6
  %1742 = sext i32 %1741 to i64
  %1743 = getelementptr inbounds float, ptr %B, i64 %1742
  %1744 = load float, ptr %1743, align 4
  %1745 = fadd float %1740, %1744
  %1746 = mul i32 %bx, 4
  %1747 = add i32 %1746, %r262
  %1748 = add i32 %1747, %i392
  %1749 = sext i32 %1748 to i64
  %1750 = sext i32 %N to i64
  %1751 = mul nsw i64 %1749, %1750
  %1752 = add i32 0, %j6
  %1753 = sext i32 %1752 to i64
  %1754 = add nsw i64 %1751, %1753
  %1755 = getelementptr inbounds float, ptr %Y, i64 %1754
  store float %1745, ptr %1755, align 4
  %1756 = add nsw i32 %j6, 1
  br label %for.cond396, !llvm.loop !91

for.end398:                                       ; preds = %for.cond396
  br label %if.end395

for.cond399:                                      ; preds = %for.body400, %if.else257
  %i11 = phi i32 [ 0, %if.else257 ], [ %1762, %for.body400 ]
  %1757 = icmp slt i32 %i11, 4
  br i1 %1757, label %for.body400, label %for.end401

for.body400:                                      ; preds = %for.cond399
  %1758 = sext i32 %i11 to i64
  %1759 = getelementptr inbounds float, ptr %mean, i64 %1758
  store float 0.000000e+00, ptr %1759, align 4
  %1760 = sext i32 %i11 to i64
  %1761 = getelementptr inbounds float, ptr %rstd, i64 %1760
  store float 0.000000e+00, ptr %1761, align 4
  %1762 = add nsw i32 %i11, 1
  br label %for.cond399, !llvm.loop !92

for.end401:                                       ; preds = %for.cond399
  %1763 = sext i32 %N to i64
  %1764 = sdiv i64 %1763, 512
  %1765 = sub i64 0, %1763
  %1766 = select i1 false, i64 %1765, i64 %1764
  %1767 = srem i64 %1763, 512
  %1768 = icmp ne i64 %1767, 0
  %1769 = icmp slt i64 %1763, 0
  %1770 = icmp eq i1 %1769, false
  %1771 = and i1 %1768, %1770
  %1772 = zext i1 %1771 to i64
  %1773 = add i64 %1766, %1772
  %1774 = trunc i64 %1773 to i32
  %1775 = sext i32 %N to i64
  %1776 = sdiv i64 %1775, 512
  %1777 = sub i64 0, %1775
  %1778 = select i1 false, i64 %1777, i64 %1776
  %1779 = srem i64 %1775, 512
  %1780 = icmp ne i64 %1779, 0
  %1781 = icmp slt i64 %1775, 0
  %1782 = icmp eq i1 %1781, false
  %1783 = and i1 %1780, %1782
  %1784 = zext i1 %1783 to i64
  %1785 = add i64 %1778, %1784
  %1786 = trunc i64 %1785 to i32
  br label %for.cond402

for.cond402:                                      ; preds = %for.end445, %for.end401
  %c = phi i32 [ 0, %for.end401 ], [ %1951, %for.end445 ]
  %1787 = icmp slt i32 %c, %1774
  br i1 %1787, label %for.body403, label %for.end404

for.body403:                                      ; preds = %for.cond402
  %1788 = mul i32 %bx, 4
  %1789 = icmp sle i32 0, %1788
  %1790 = mul i32 %bx, 4
  %1791 = sext i32 %1790 to i64
  %1792 = add i64 %1791, 4
  %1793 = sext i32 %M to i64
  %1794 = icmp sle i64 %1792, %1793
  %1795 = and i1 %1789, %1794
  %1796 = mul i32 %c, 512
  %1797 = icmp sle i32 0, %1796
  %1798 = mul i32 %c, 512
  %1799 = sext i32 %1798 to i64
  %1800 = add i64 %1799, 512
  %1801 = sext i32 %N to i64
  %1802 = icmp sle i64 %1800, %1801
  %1803 = and i1 %1797, %1802
  %1804 = and i1 %1795, %1803
  br i1 %1804, label %if.then405, label %if.else406

for.end404:                                       ; preds = %for.cond402
  br label %for.cond512

if.then405:                                       ; preds = %for.body403
  br label %for.cond408

if.else406:                                       ; preds = %for.body403
  br label %for.cond421

if.end407:                                        ; preds = %for.end423, %for.end410
  br label %for.cond443

for.cond408:                                      ; preds = %for.end420, %if.then405
  %i11411 = phi i32 [ 0, %if.then405 ], [ %1840, %for.end420 ]
  %1805 = icmp slt i32 %i11411, 4
  br i1 %1805, label %for.body409, label %for.end410

for.body409:                                      ; preds = %for.cond408
  %1806 = add i32 %c, 1
  %1807 = icmp slt i32 %1806, %1786
  br i1 %1807, label %if.then412, label %if.else413

for.end410:                                       ; preds = %for.cond408
  br label %if.end407

if.then412:                                       ; preds = %for.body409
  br label %for.cond415

if.else413:                                       ; preds = %for.body409
  br label %if.end414

if.end414:                                        ; preds = %if.else413, %for.end417
  br label %for.cond418

for.cond415:                                      ; preds = %for.body416, %if.then412
  %pf2 = phi i32 [ 0, %if.then412 ], [ %1821, %for.body416 ]
  %1808 = icmp slt i32 %pf2, 32
  br i1 %1808, label %for.body416, label %for.end417

for.body416:                                      ; preds = %for.cond415
  %1809 = mul i32 %bx, 4
  %1810 = add i32 %1809, %i11411
  %1811 = sext i32 %1810 to i64
  %1812 = sext i32 %N to i64
  %1813 = mul i64 %1811, %1812
  %1814 = add i32 %c, 1
  %1815 = mul i32 %1814, 512
  %1816 = mul i32 %pf2, 16
  %1817 = add i32 %1815, %1816
  %1818 = sext i32 %1817 to i64
  %1819 = add i64 %1813, %1818
  %1820 = getelementptr float, ptr %X, i64 %1819
  call void @llvm.prefetch.p0(ptr %1820, i32 0, i32 3, i32 1)
  %1821 = add nsw i32 %pf2, 1
  br label %for.cond415, !llvm.loop !93

for.end417:                                       ; preds = %for.cond415
  br label %if.end414

for.cond418:                                      ; preds = %for.body419, %if.end414
  %j1 = phi i32 [ 0, %if.end414 ], [ %1839, %for.body419 ]
  %1822 = icmp slt i32 %j1, 512
  br i1 %1822, label %for.body419, label %for.end420

for.body419:                                      ; preds = %for.cond418
  %1823 = mul i32 %bx, 4
  %1824 = add i32 %1823, %i11411
  %1825 = sext i32 %1824 to i64
  %1826 = sext i32 %N to i64
  %1827 = mul nsw i64 %1825, %1826
  %1828 = mul i32 %c, 512
  %1829 = add i32 %1828, %j1
  %1830 = sext i32 %1829 to i64
  %1831 = add nsw i64 %1827, %1830
  %1832 = getelementptr inbounds float, ptr %X, i64 %1831
  %1833 = load float, ptr %1832, align 4
  %1834 = sext i32 %i11411 to i64
  %1835 = mul nsw i64 %1834, 512
  %1836 = sext i32 %j1 to i64
  %1837 = add nsw i64 %1835, %1836
  %1838 = getelementptr inbounds float, ptr %X_f, i64 %1837
  store float %1833, ptr %1838, align 4
  %1839 = add nsw i32 %j1, 1
  br label %for.cond418, !llvm.loop !94

for.end420:                                       ; preds = %for.cond418
  %1840 = add nsw i32 %i11411, 1
  br label %for.cond408, !llvm.loop !95

for.cond421:                                      ; preds = %for.end441, %if.else406
  %i11424 = phi i32 [ 0, %if.else406 ], [ %1949, %for.end441 ]
  %1841 = icmp slt i32 %i11424, 4
  br i1 %1841, label %for.body422, label %for.end423

for.body422:                                      ; preds = %for.cond421
  %1842 = mul i32 %c, 512
  %1843 = sext i32 %1842 to i64
  %1844 = sub i64 0, %1843
  %1845 = icmp slt i64 %1844, 0
  %1846 = mul i32 %c, 512
  %1847 = sext i32 %1846 to i64
  %1848 = sub i64 0, %1847
  %1849 = icmp sgt i64 %1848, 512
  %1850 = mul i32 %c, 512
  %1851 = sext i32 %1850 to i64
  %1852 = sub i64 0, %1851
  %1853 = select i1 %1849, i64 512, i64 %1852
  %1854 = select i1 %1845, i64 0, i64 %1853
  %tl_lo12 = trunc i64 %1854 to i32
  %1855 = sext i32 %N to i64
  %1856 = mul i32 %c, 512
  %1857 = sext i32 %1856 to i64
  %1858 = sub i64 %1855, %1857
  %1859 = icmp slt i64 %1858, 0
  %1860 = sext i32 %N to i64
  %1861 = mul i32 %c, 512
  %1862 = sext i32 %1861 to i64
  %1863 = sub i64 %1860, %1862
  %1864 = icmp sgt i64 %1863, 512
  %1865 = sext i32 %N to i64
  %1866 = mul i32 %c, 512
  %1867 = sext i32 %1866 to i64
  %1868 = sub i64 %1865, %1867
  %1869 = select i1 %1864, i64 512, i64 %1868
  %1870 = select i1 %1859, i64 0, i64 %1869
  %1871 = sext i32 %tl_lo12 to i64
  %1872 = icmp slt i64 %1870, %1871
  %1873 = sext i32 %tl_lo12 to i64
  %1874 = sext i32 %N to i64
  %1875 = mul i32 %c, 512
  %1876 = sext i32 %1875 to i64
  %1877 = sub i64 %1874, %1876
  %1878 = icmp slt i64 %1877, 0
  %1879 = sext i32 %N to i64
  %1880 = mul i32 %c, 512
  %1881 = sext i32 %1880 to i64
  %1882 = sub i64 %1879, %1881
  %1883 = icmp sgt i64 %1882, 512
  %1884 = sext i32 %N to i64
  %1885 = mul i32 %c, 512
  %1886 = sext i32 %1885 to i64
  %1887 = sub i64 %1884, %1886
  %1888 = select i1 %1883, i64 512, i64 %1887
  %1889 = select i1 %1878, i64 0, i64 %1888
  %1890 = select i1 %1872, i64 %1873, i64 %1889
  %tl_hi13 = trunc i64 %1890 to i32
  br label %for.cond425

for.end423:                                       ; preds = %for.cond421
  br label %if.end407

for.cond425:                                      ; preds = %for.body426, %for.body422
  %j1428 = phi i32 [ 0, %for.body422 ], [ %1897, %for.body426 ]
  %1891 = icmp slt i32 %j1428, %tl_lo12
  br i1 %1891, label %for.body426, label %for.end427

for.body426:                                      ; preds = %for.cond425
  %1892 = sext i32 %i11424 to i64
  %1893 = mul nsw i64 %1892, 512
  %1894 = sext i32 %j1428 to i64
  %1895 = add nsw i64 %1893, %1894
  %1896 = getelementptr inbounds float, ptr %X_f, i64 %1895
  store float 0.000000e+00, ptr %1896, align 4
  %1897 = add nsw i32 %j1428, 1
  br label %for.cond425, !llvm.loop !96

for.end427:                                       ; preds = %for.cond425
  %1898 = mul i32 %bx, 4
  %1899 = sext i32 %1898 to i64
  %1900 = sext i32 %i11424 to i64
  %1901 = add i64 %1899, %1900
  %1902 = icmp sle i64 0, %1901
  %1903 = mul i32 %bx, 4
  %1904 = sext i32 %1903 to i64
  %1905 = sext i32 %i11424 to i64
  %1906 = add i64 %1904, %1905
  %1907 = sext i32 %M to i64
  %1908 = icmp slt i64 %1906, %1907
  %1909 = and i1 %1902, %1908
  br i1 %1909, label %if.then429, label %if.else430

if.then429:                                       ; preds = %for.end427
  %1910 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond432

if.else430:                                       ; preds = %for.end427
  %1911 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond435

if.end431:                                        ; preds = %for.end437, %for.end434
  %1912 = sub i32 512, %tl_hi13
  br label %for.cond439

for.cond432:                                      ; preds = %for.body433, %if.then429
  %j11 = phi i32 [ 0, %if.then429 ], [ %1932, %for.body433 ]
  %1913 = icmp slt i32 %j11, %1910
  br i1 %1913, label %for.body433, label %for.end434

for.body433:                                      ; preds = %for.cond432
  %1914 = mul i32 %bx, 4
  %1915 = add i32 %1914, %i11424
  %1916 = sext i32 %1915 to i64
  %1917 = sext i32 %N to i64
  %1918 = mul nsw i64 %1916, %1917
  %1919 = mul i32 %c, 512
  %1920 = add i32 %tl_lo12, %j11
  %1921 = add i32 %1919, %1920
  %1922 = sext i32 %1921 to i64
  %1923 = add nsw i64 %1918, %1922
  %1924 = getelementptr inbounds float, ptr %X, i64 %1923
  %1925 = load float, ptr %1924, align 4
  %1926 = sext i32 %i11424 to i64
  %1927 = mul nsw i64 %1926, 512
  %1928 = add i32 %tl_lo12, %j11
  %1929 = sext i32 %1928 to i64
  %1930 = add nsw i64 %1927, %1929
  %1931 = getelementptr inbounds float, ptr %X_f, i64 %1930
  store float %1925, ptr %1931, align 4
  %1932 = add nsw i32 %j11, 1
  br label %for.cond432, !llvm.loop !97

for.end434:                                       ; preds = %for.cond432
  br label %if.end431

for.cond435:                                      ; preds = %for.body436, %if.else430
  %j11438 = phi i32 [ 0, %if.else430 ], [ %1940, %for.body436 ]
  %1933 = icmp slt i32 %j11438, %1911
  br i1 %1933, label %for.body436, label %for.end437

for.body436:                                      ; preds = %for.cond435
  %1934 = sext i32 %i11424 to i64
  %1935 = mul nsw i64 %1934, 512
  %1936 = add i32 %tl_lo12, %j11438
  %1937 = sext i32 %1936 to i64
  %1938 = add nsw i64 %1935, %1937
  %1939 = getelementptr inbounds float, ptr %X_f, i64 %1938
  store float 0.000000e+00, ptr %1939, align 4
  %1940 = add nsw i32 %j11438, 1
  br label %for.cond435, !llvm.loop !98

for.end437:                                       ; preds = %for.cond435
  br label %if.end431

for.cond439:                                      ; preds = %for.body440, %if.end431
  %j11442 = phi i32 [ 0, %if.end431 ], [ %1948, %for.body440 ]
  %1941 = icmp slt i32 %j11442, %1912
  br i1 %1941, label %for.body440, label %for.end441

for.body440:                                      ; preds = %for.cond439
  %1942 = sext i32 %i11424 to i64
  %1943 = mul nsw i64 %1942, 512
  %1944 = add i32 %tl_hi13, %j11442
  %1945 = sext i32 %1944 to i64
  %1946 = add nsw i64 %1943, %1945
  %1947 = getelementptr inbounds float, ptr %X_f, i64 %1946
  store float 0.000000e+00, ptr %1947, align 4
  %1948 = add nsw i32 %j11442, 1
  br label %for.cond439, !llvm.loop !99

for.end441:                                       ; preds = %for.cond439
  %1949 = add nsw i32 %i11424, 1
  br label %for.cond421, !llvm.loop !100

for.cond443:                                      ; preds = %for.end510, %if.end407
  %i446 = phi i32 [ 0, %if.end407 ], [ %2169, %for.end510 ]
  %1950 = icmp slt i32 %i446, 4
  br i1 %1950, label %for.body444, label %for.end445

for.body444:                                      ; preds = %for.cond443
  br label %for.cond447

for.end445:                                       ; preds = %for.cond443
  %1951 = add nsw i32 %c, 1
  br label %for.cond402, !llvm.loop !101

for.cond447:                                      ; preds = %for.body448, %for.body444
  %j450 = phi i32 [ 0, %for.body444 ], [ %1974, %for.body448 ]
  %1952 = icmp slt i32 %j450, 512
  br i1 %1952, label %for.body448, label %for.end449

for.body448:                                      ; preds = %for.cond447
  %1953 = mul i32 %c, 512
  %1954 = add i32 %1953, %j450
  %1955 = icmp slt i32 %1954, %N
  %1956 = sext i32 %i446 to i64
  %1957 = mul nsw i64 %1956, 512
  %1958 = sext i32 %j450 to i64
  %1959 = add nsw i64 %1957, %1958
  %1960 = call i64 @llvm.umin.i64(i64 %1959, i64 2047)
  %1961 = getelementptr inbounds float, ptr %X_f, i64 %1960
  %1962 = load float, ptr %1961, align 4
  %x451 = select i1 %1955, float %1962, float 0.000000e+00
  %1963 = sext i32 %i446 to i64
  %1964 = mul nsw i64 %1963, 512
  %1965 = sext i32 %j450 to i64
  %1966 = add nsw i64 %1964, %1965
  %1967 = getelementptr inbounds float, ptr %X_f, i64 %1966
  store float %x451, ptr %1967, align 4
  %1968 = fmul float %x451, %x451
  %1969 = sext i32 %i446 to i64
  %1970 = mul nsw i64 %1969, 512
  %1971 = sext i32 %j450 to i64
  %1972 = add nsw i64 %1970, %1971
  %1973 = getelementptr inbounds float, ptr %sq, i64 %1972
  store float %1968, ptr %1973, align 4
  %1974 = add nsw i32 %j450, 1
  br label %for.cond447, !llvm.loop !102

for.end449:                                       ; preds = %for.cond447
  br label %for.cond452

for.cond452:                                      ; preds = %for.body453, %for.end449
  %lane6 = phi i32 [ 0, %for.end449 ], [ %1984, %for.body453 ]
  %1975 = icmp slt i32 %lane6, 32
  br i1 %1975, label %for.body453, label %for.end454

for.body453:                                      ; preds = %for.cond452
  %1976 = sext i32 %i446 to i64
  %1977 = mul nsw i64 %1976, 512
  %1978 = sext i32 %lane6 to i64
  %1979 = add nsw i64 %1977, %1978
  %1980 = getelementptr inbounds float, ptr %X_f, i64 %1979
  %1981 = load float, ptr %1980, align 4
  %1982 = sext i32 %lane6 to i64
  %1983 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %1982
  store float %1981, ptr %1983, align 4
  %1984 = add nsw i32 %lane6, 1
  br label %for.cond452, !llvm.loop !103

for.end454:                                       ; preds = %for.cond452
  br label %for.cond455

for.cond455:                                      ; preds = %for.end460, %for.end454
  %red6 = phi i32 [ 0, %for.end454 ], [ %2003, %for.end460 ]
  %1985 = icmp slt i32 %red6, 15
  br i1 %1985, label %for.body456, label %for.end457

for.body456:                                      ; preds = %for.cond455
  br label %for.cond458

for.end457:                                       ; preds = %for.cond455
  br label %for.cond462

for.cond458:                                      ; preds = %for.body459, %for.body456
  %lane6461 = phi i32 [ 0, %for.body456 ], [ %2002, %for.body459 ]
  %1986 = icmp slt i32 %lane6461, 32
  br i1 %1986, label %for.body459, label %for.end460

for.body459:                                      ; preds = %for.cond458
  %1987 = sext i32 %lane6461 to i64
  %1988 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %1987
  %1989 = load float, ptr %1988, align 4
  %1990 = sext i32 %i446 to i64
  %1991 = mul nsw i64 %1990, 512
  %1992 = add i32 %red6, 1
  %1993 = mul i32 %1992, 32
  %1994 = add i32 %1993, %lane6461
  %1995 = sext i32 %1994 to i64
  %1996 = add nsw i64 %1991, %1995
  %1997 = getelementptr inbounds float, ptr %X_f, i64 %1996
  %1998 = load float, ptr %1997, align 4
  %1999 = fadd float %1989, %1998
  %2000 = sext i32 %lane6461 to i64
  %2001 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2000
  store float %1999, ptr %2001, align 4
  %2002 = add nsw i32 %lane6461, 1
  br label %for.cond458, !llvm.loop !104

for.end460:                                       ; preds = %for.cond458
  %2003 = add nsw i32 %red6, 1
  br label %for.cond455, !llvm.loop !105

for.cond462:                                      ; preds = %for.body463, %for.end457
  %lane6465 = phi i32 [ 0, %for.end457 ], [ %2015, %for.body463 ]
  %2004 = icmp slt i32 %lane6465, 16
  br i1 %2004, label %for.body463, label %for.end464

for.body463:                                      ; preds = %for.cond462
  %2005 = sext i32 %lane6465 to i64
  %2006 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2005
  %2007 = load float, ptr %2006, align 4
  %2008 = add i32 %lane6465, 16
  %2009 = sext i32 %2008 to i64
  %2010 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2009
  %2011 = load float, ptr %2010, align 4
  %2012 = fadd float %2007, %2011
  %2013 = sext i32 %lane6465 to i64
  %2014 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2013
  store float %2012, ptr %2014, align 4
  %2015 = add nsw i32 %lane6465, 1
  br label %for.cond462, !llvm.loop !106

for.end464:                                       ; preds = %for.cond462
  br label %for.cond466

for.cond466:                                      ; preds = %for.body467, %for.end464
  %lane6469 = phi i32 [ 0, %for.end464 ], [ %2027, %for.body467 ]
  %2016 = icmp slt i32 %lane6469, 8
  br i1 %2016, label %for.body467, label %for.end468

for.body467:                                      ; preds = %for.cond466
  %2017 = sext i32 %lane6469 to i64
  %2018 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2017
  %2019 = load float, ptr %2018, align 4
  %2020 = add i32 %lane6469, 8
  %2021 = sext i32 %2020 to i64
  %2022 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2021
  %2023 = load float, ptr %2022, align 4
  %2024 = fadd float %2019, %2023
  %2025 = sext i32 %lane6469 to i64
  %2026 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2025
  store float %2024, ptr %2026, align 4
  %2027 = add nsw i32 %lane6469, 1
  br label %for.cond466, !llvm.loop !107

for.end468:                                       ; preds = %for.cond466
  br label %for.cond470

for.cond470:                                      ; preds = %for.body471, %for.end468
  %lane6473 = phi i32 [ 0, %for.end468 ], [ %2039, %for.body471 ]
  %2028 = icmp slt i32 %lane6473, 4
  br i1 %2028, label %for.body471, label %for.end472

for.body471:                                      ; preds = %for.cond470
  %2029 = sext i32 %lane6473 to i64
  %2030 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2029
  %2031 = load float, ptr %2030, align 4
  %2032 = add i32 %lane6473, 4
  %2033 = sext i32 %2032 to i64
  %2034 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2033
  %2035 = load float, ptr %2034, align 4
  %2036 = fadd float %2031, %2035
  %2037 = sext i32 %lane6473 to i64
  %2038 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2037
  store float %2036, ptr %2038, align 4
  %2039 = add nsw i32 %lane6473, 1
  br label %for.cond470, !llvm.loop !108

for.end472:                                       ; preds = %for.cond470
  br label %for.cond474

for.cond474:                                      ; preds = %for.body475, %for.end472
  %lane6477 = phi i32 [ 0, %for.end472 ], [ %2051, %for.body475 ]
  %2040 = icmp slt i32 %lane6477, 2
  br i1 %2040, label %for.body475, label %for.end476

for.body475:                                      ; preds = %for.cond474
  %2041 = sext i32 %lane6477 to i64
  %2042 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2041
  %2043 = load float, ptr %2042, align 4
  %2044 = add i32 %lane6477, 2
  %2045 = sext i32 %2044 to i64
  %2046 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2045
  %2047 = load float, ptr %2046, align 4
  %2048 = fadd float %2043, %2047
  %2049 = sext i32 %lane6477 to i64
  %2050 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2049
  store float %2048, ptr %2050, align 4
  %2051 = add nsw i32 %lane6477, 1
  br label %for.cond474, !llvm.loop !109

for.end476:                                       ; preds = %for.cond474
  br label %for.cond478

for.cond478:                                      ; preds = %for.body479, %for.end476
  %lane6481 = phi i32 [ 0, %for.end476 ], [ %2063, %for.body479 ]
  %2052 = icmp slt i32 %lane6481, 1
  br i1 %2052, label %for.body479, label %for.end480

for.body479:                                      ; preds = %for.cond478
  %2053 = sext i32 %lane6481 to i64
  %2054 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2053
  %2055 = load float, ptr %2054, align 4
  %2056 = add i32 %lane6481, 1
  %2057 = sext i32 %2056 to i64
  %2058 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2057
  %2059 = load float, ptr %2058, align 4
  %2060 = fadd float %2055, %2059
  %2061 = sext i32 %lane6481 to i64
  %2062 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2061
  store float %2060, ptr %2062, align 4
  %2063 = add nsw i32 %lane6481, 1
  br label %for.cond478, !llvm.loop !110

for.end480:                                       ; preds = %for.cond478
  %2064 = sext i32 %i446 to i64
  %2065 = getelementptr inbounds float, ptr %mean, i64 %2064
  %2066 = load float, ptr %2065, align 4
  %2067 = getelementptr inbounds float, ptr %tl_lanes_28, i64 0
  %2068 = load float, ptr %2067, align 4
  %2069 = fadd float %2066, %2068
  %2070 = sext i32 %i446 to i64
  %2071 = getelementptr inbounds float, ptr %mean, i64 %2070
  store float %2069, ptr %2071, align 4
  br label %for.cond482

for.cond482:                                      ; preds = %for.body483, %for.end480
  %lane7 = phi i32 [ 0, %for.end480 ], [ %2081, %for.body483 ]
  %2072 = icmp slt i32 %lane7, 32
  br i1 %2072, label %for.body483, label %for.end484

for.body483:                                      ; preds = %for.cond482
  %2073 = sext i32 %i446 to i64
  %2074 = mul nsw i64 %2073, 512
  %2075 = sext i32 %lane7 to i64
  %2076 = add nsw i64 %2074, %2075
  %2077 = getelementptr inbounds float, ptr %sq, i64 %2076
  %2078 = load float, ptr %2077, align 4
  %2079 = sext i32 %lane7 to i64
  %2080 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2079
  store float %2078, ptr %2080, align 4
  %2081 = add nsw i32 %lane7, 1
  br label %for.cond482, !llvm.loop !111

for.end484:                                       ; preds = %for.cond482
  br label %for.cond485

for.cond485:                                      ; preds = %for.end490, %for.end484
  %red7 = phi i32 [ 0, %for.end484 ], [ %2100, %for.end490 ]
  %2082 = icmp slt i32 %red7, 15
  br i1 %2082, label %for.body486, label %for.end487

for.body486:                                      ; preds = %for.cond485
  br label %for.cond488

for.end487:                                       ; preds = %for.cond485
  br label %for.cond492

for.cond488:                                      ; preds = %for.body489, %for.body486
  %lane7491 = phi i32 [ 0, %for.body486 ], [ %2099, %for.body489 ]
  %2083 = icmp slt i32 %lane7491, 32
  br i1 %2083, label %for.body489, label %for.end490

for.body489:                                      ; preds = %for.cond488
  %2084 = sext i32 %lane7491 to i64
  %2085 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2084
  %2086 = load float, ptr %2085, align 4
  %2087 = sext i32 %i446 to i64
  %2088 = mul nsw i64 %2087, 512
  %2089 = add i32 %red7, 1
  %2090 = mul i32 %2089, 32
  %2091 = add i32 %2090, %lane7491
  %2092 = sext i32 %2091 to i64
  %2093 = add nsw i64 %2088, %2092
  %2094 = getelementptr inbounds float, ptr %sq, i64 %2093
  %2095 = load float, ptr %2094, align 4
  %2096 = fadd float %2086, %2095
  %2097 = sext i32 %lane7491 to i64
  %2098 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2097
  store float %2096, ptr %2098, align 4
  %2099 = add nsw i32 %lane7491, 1
  br label %for.cond488, !llvm.loop !112

for.end490:                                       ; preds = %for.cond488
  %2100 = add nsw i32 %red7, 1
  br label %for.cond485, !llvm.loop !113

for.cond492:                                      ; preds = %for.body493, %for.end487
  %lane7495 = phi i32 [ 0, %for.end487 ], [ %2112, %for.body493 ]
  %2101 = icmp slt i32 %lane7495, 16
  br i1 %2101, label %for.body493, label %for.end494

for.body493:                                      ; preds = %for.cond492
  %2102 = sext i32 %lane7495 to i64
  %2103 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2102
  %2104 = load float, ptr %2103, align 4
  %2105 = add i32 %lane7495, 16
  %2106 = sext i32 %2105 to i64
  %2107 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2106
  %2108 = load float, ptr %2107, align 4
  %2109 = fadd float %2104, %2108
  %2110 = sext i32 %lane7495 to i64
  %2111 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2110
  store float %2109, ptr %2111, align 4
  %2112 = add nsw i32 %lane7495, 1
  br label %for.cond492, !llvm.loop !114

for.end494:                                       ; preds = %for.cond492
  br label %for.cond496

for.cond496:                                      ; preds = %for.body497, %for.end494
  %lane7499 = phi i32 [ 0, %for.end494 ], [ %2124, %for.body497 ]
  %2113 = icmp slt i32 %lane7499, 8
  br i1 %2113, label %for.body497, label %for.end498

for.body497:                                      ; preds = %for.cond496
  %2114 = sext i32 %lane7499 to i64
  %2115 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2114
  %2116 = load float, ptr %2115, align 4
  %2117 = add i32 %lane7499, 8
  %2118 = sext i32 %2117 to i64
  %2119 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2118
  %2120 = load float, ptr %2119, align 4
  %2121 = fadd float %2116, %2120
  %2122 = sext i32 %lane7499 to i64
  %2123 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2122
  store float %2121, ptr %2123, align 4
  %2124 = add nsw i32 %lane7499, 1
  br label %for.cond496, !llvm.loop !115

for.end498:                                       ; preds = %for.cond496
  br label %for.cond500

for.cond500:                                      ; preds = %for.body501, %for.end498
  %lane7503 = phi i32 [ 0, %for.end498 ], [ %2136, %for.body501 ]
  %2125 = icmp slt i32 %lane7503, 4
  br i1 %2125, label %for.body501, label %for.end502

for.body501:                                      ; preds = %for.cond500
  %2126 = sext i32 %lane7503 to i64
  %2127 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2126
  %2128 = load float, ptr %2127, align 4
  %2129 = add i32 %lane7503, 4
  %2130 = sext i32 %2129 to i64
  %2131 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2130
  %2132 = load float, ptr %2131, align 4
  %2133 = fadd float %2128, %2132
  %2134 = sext i32 %lane7503 to i64
  %2135 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2134
  store float %2133, ptr %2135, align 4
  %2136 = add nsw i32 %lane7503, 1
  br label %for.cond500, !llvm.loop !116

for.end502:                                       ; preds = %for.cond500
  br label %for.cond504

for.cond504:                                      ; preds = %for.body505, %for.end502
  %lane7507 = phi i32 [ 0, %for.end502 ], [ %2148, %for.body505 ]
  %2137 = icmp slt i32 %lane7507, 2
  br i1 %2137, label %for.body505, label %for.end506

for.body505:                                      ; preds = %for.cond504
  %2138 = sext i32 %lane7507 to i64
  %2139 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2138
  %2140 = load float, ptr %2139, align 4
  %2141 = add i32 %lane7507, 2
  %2142 = sext i32 %2141 to i64
  %2143 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2142
  %2144 = load float, ptr %2143, align 4
  %2145 = fadd float %2140, %2144
  %2146 = sext i32 %lane7507 to i64
  %2147 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2146
  store float %2145, ptr %2147, align 4
  %2148 = add nsw i32 %lane7507, 1
  br label %for.cond504, !llvm.loop !117

for.end506:                                       ; preds = %for.cond504
  br label %for.cond508

for.cond508:                                      ; preds = %for.body509, %for.end506
  %lane7511 = phi i32 [ 0, %for.end506 ], [ %2160, %for.body509 ]
  %2149 = icmp slt i32 %lane7511, 1
  br i1 %2149, label %for.body509, label %for.end510

for.body509:                                      ; preds = %for.cond508
  %2150 = sext i32 %lane7511 to i64
  %2151 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2150
  %2152 = load float, ptr %2151, align 4
  %2153 = add i32 %lane7511, 1
  %2154 = sext i32 %2153 to i64
  %2155 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2154
  %2156 = load float, ptr %2155, align 4
  %2157 = fadd float %2152, %2156
  %2158 = sext i32 %lane7511 to i64
  %2159 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2158
  store float %2157, ptr %2159, align 4
  %2160 = add nsw i32 %lane7511, 1
  br label %for.cond508, !llvm.loop !118

for.end510:                                       ; preds = %for.cond508
  %2161 = sext i32 %i446 to i64
  %2162 = getelementptr inbounds float, ptr %rstd, i64 %2161
  %2163 = load float, ptr %2162, align 4
  %2164 = getelementptr inbounds float, ptr %tl_lanes_29, i64 0
  %2165 = load float, ptr %2164, align 4
  %2166 = fadd float %2163, %2165
  %2167 = sext i32 %i446 to i64
  %2168 = getelementptr inbounds float, ptr %rstd, i64 %2167
  store float %2166, ptr %2168, align 4
  %2169 = add nsw i32 %i446, 1
  br label %for.cond443, !llvm.loop !119

for.cond512:                                      ; preds = %for.body513, %for.end404
  %i515 = phi i32 [ 0, %for.end404 ], [ %2199, %for.body513 ]
  %2170 = icmp slt i32 %i515, 4
  br i1 %2170, label %for.body513, label %for.end514

for.body513:                                      ; preds = %for.cond512
  %2171 = sext i32 %i515 to i64
  %2172 = getelementptr inbounds float, ptr %mean, i64 %2171
  %2173 = load float, ptr %2172, align 4
  %2174 = sitofp i32 %N to float
  %2175 = fdiv float %2173, %2174
  %2176 = sext i32 %i515 to i64
  %2177 = getelementptr inbounds float, ptr %mean, i64 %2176
  store float %2175, ptr %2177, align 4
  %2178 = sext i32 %i515 to i64
  %2179 = getelementptr inbounds float, ptr %rstd, i64 %2178
  %2180 = load float, ptr %2179, align 4
  %2181 = sitofp i32 %N to float
  %2182 = fdiv float %2180, %2181
  %2183 = sext i32 %i515 to i64
  %2184 = getelementptr inbounds float, ptr %mean, i64 %2183
  %2185 = load float, ptr %2184, align 4
  %2186 = sext i32 %i515 to i64
  %2187 = getelementptr inbounds float, ptr %mean, i64 %2186
  %2188 = load float, ptr %2187, align 4
  %2189 = fmul float %2185, %2188
  %2190 = fsub float %2182, %2189
  %2191 = call float @llvm.maxnum.f32(float %2190, float 0.000000e+00)
  %2192 = fadd float %2191, 0x3EE4F8B580000000
  %2193 = fpext float %2192 to double
  %2194 = call double @llvm.sqrt.f64(double %2193)
  %2195 = fdiv double 1.000000e+00, %2194
  %2196 = fptrunc double %2195 to float
  %2197 = sext i32 %i515 to i64
  %2198 = getelementptr inbounds float, ptr %rstd, i64 %2197
  store float %2196, ptr %2198, align 4
  %2199 = add nsw i32 %i515, 1
  br label %for.cond512, !llvm.loop !120

for.end514:                                       ; preds = %for.cond512
  %2200 = sext i32 %N to i64
  %2201 = sdiv i64 %2200, 512
  %2202 = sub i64 0, %2200
  %2203 = select i1 false, i64 %2202, i64 %2201
  %2204 = srem i64 %2200, 512
  %2205 = icmp ne i64 %2204, 0
  %2206 = icmp slt i64 %2200, 0
  %2207 = icmp eq i1 %2206, false
  %2208 = and i1 %2205, %2207
  %2209 = zext i1 %2208 to i64
  %2210 = add i64 %2203, %2209
  %2211 = trunc i64 %2210 to i32
  %2212 = sext i32 %N to i64
  %2213 = sdiv i64 %2212, 512
  %2214 = sub i64 0, %2212
  %2215 = select i1 false, i64 %2214, i64 %2213
  %2216 = srem i64 %2212, 512
  %2217 = icmp ne i64 %2216, 0
  %2218 = icmp slt i64 %2212, 0
  %2219 = icmp eq i1 %2218, false
  %2220 = and i1 %2217, %2219
  %2221 = zext i1 %2220 to i64
  %2222 = add i64 %2215, %2221
  %2223 = trunc i64 %2222 to i32
  br label %for.cond516

for.cond516:                                      ; preds = %if.end574, %for.end514
  %c519 = phi i32 [ 0, %for.end514 ], [ %2547, %if.end574 ]
  %2224 = icmp slt i32 %c519, %2211
  br i1 %2224, label %for.body517, label %for.end518

for.body517:                                      ; preds = %for.cond516
  %2225 = sub i32 %2223, 1
  %t = sub i32 %2225, %c519
  %2226 = mul i32 %bx, 4
  %2227 = icmp sle i32 0, %2226
  %2228 = mul i32 %bx, 4
  %2229 = sext i32 %2228 to i64
  %2230 = add i64 %2229, 4
  %2231 = sext i32 %M to i64
  %2232 = icmp sle i64 %2230, %2231
  %2233 = and i1 %2227, %2232
  %2234 = mul i32 %t, 512
  %2235 = icmp sle i32 0, %2234
  %2236 = mul i32 %t, 512
  %2237 = sext i32 %2236 to i64
  %2238 = add i64 %2237, 512
  %2239 = sext i32 %N to i64
  %2240 = icmp sle i64 %2238, %2239
  %2241 = and i1 %2235, %2240
  %2242 = and i1 %2233, %2241
  br i1 %2242, label %if.then520, label %if.else521

for.end518:                                       ; preds = %for.cond516
  br label %if.end258

if.then520:                                       ; preds = %for.body517
  br label %for.cond523

if.else521:                                       ; preds = %for.body517
  br label %for.cond535

if.end522:                                        ; preds = %for.end537, %for.end525
  br label %for.cond557

for.cond523:                                      ; preds = %for.end534, %if.then520
  %i12 = phi i32 [ 0, %if.then520 ], [ %2278, %for.end534 ]
  %2243 = icmp slt i32 %i12, 4
  br i1 %2243, label %for.body524, label %for.end525

for.body524:                                      ; preds = %for.cond523
  %2244 = add i32 %i12, 1
  %2245 = icmp slt i32 %2244, 4
  br i1 %2245, label %if.then526, label %if.else527

for.end525:                                       ; preds = %for.cond523
  br label %if.end522

if.then526:                                       ; preds = %for.body524
  br label %for.cond529

if.else527:                                       ; preds = %for.body524
  br label %if.end528

if.end528:                                        ; preds = %if.else527, %for.end531
  br label %for.cond532

for.cond529:                                      ; preds = %for.body530, %if.then526
  %pf3 = phi i32 [ 0, %if.then526 ], [ %2259, %for.body530 ]
  %2246 = icmp slt i32 %pf3, 32
  br i1 %2246, label %for.body530, label %for.end531

for.body530:                                      ; preds = %for.cond529
  %2247 = mul i32 %bx, 4
  %2248 = add i32 %i12, 1
  %2249 = add i32 %2247, %2248
  %2250 = sext i32 %2249 to i64
  %2251 = sext i32 %N to i64
  %2252 = mul i64 %2250, %2251
  %2253 = mul i32 %t, 512
  %2254 = mul i32 %pf3, 16
  %2255 = add i32 %2253, %2254
  %2256 = sext i32 %2255 to i64
  %2257 = add i64 %2252, %2256
  %2258 = getelementptr float, ptr %X, i64 %2257
  call void @llvm.prefetch.p0(ptr %2258, i32 0, i32 3, i32 1)
  %2259 = add nsw i32 %pf3, 1
  br label %for.cond529, !llvm.loop !121

for.end531:                                       ; preds = %for.cond529
  br label %if.end528

for.cond532:                                      ; preds = %for.body533, %if.end528
  %j2 = phi i32 [ 0, %if.end528 ], [ %2277, %for.body533 ]
  %2260 = icmp slt i32 %j2, 512
  br i1 %2260, label %for.body533, label %for.end534

for.body533:                                      ; preds = %for.cond532
  %2261 = mul i32 %bx, 4
  %2262 = add i32 %2261, %i12
  %2263 = sext i32 %2262 to i64
  %2264 = sext i32 %N to i64
  %2265 = mul nsw i64 %2263, %2264
  %2266 = mul i32 %t, 512
  %2267 = add i32 %2266, %j2
  %2268 = sext i32 %2267 to i64
  %2269 = add nsw i64 %2265, %2268
  %2270 = getelementptr inbounds float, ptr %X, i64 %2269
  %2271 = load float, ptr %2270, align 4
  %2272 = sext i32 %i12 to i64
  %2273 = mul nsw i64 %2272, 512
  %2274 = sext i32 %j2 to i64
  %2275 = add nsw i64 %2273, %2274
  %2276 = getelementptr inbounds float, ptr %X_f, i64 %2275
  store float %2271, ptr %2276, align 4
  %2277 = add nsw i32 %j2, 1
  br label %for.cond532, !llvm.loop !122

for.end534:                                       ; preds = %for.cond532
  %2278 = add nsw i32 %i12, 1
  br label %for.cond523, !llvm.loop !123

for.cond535:                                      ; preds = %for.end555, %if.else521
  %i12538 = phi i32 [ 0, %if.else521 ], [ %2387, %for.end555 ]
  %2279 = icmp slt i32 %i12538, 4
  br i1 %2279, label %for.body536, label %for.end537

for.body536:                                      ; preds = %for.cond535
  %2280 = mul i32 %t, 512
  %2281 = sext i32 %2280 to i64
  %2282 = sub i64 0, %2281
  %2283 = icmp slt i64 %2282, 0
  %2284 = mul i32 %t, 512
  %2285 = sext i32 %2284 to i64
  %2286 = sub i64 0, %2285
  %2287 = icmp sgt i64 %2286, 512
  %2288 = mul i32 %t, 512
  %2289 = sext i32 %2288 to i64
  %2290 = sub i64 0, %2289
  %2291 = select i1 %2287, i64 512, i64 %2290
  %2292 = select i1 %2283, i64 0, i64 %2291
  %tl_lo14 = trunc i64 %2292 to i32
  %2293 = sext i32 %N to i64
  %2294 = mul i32 %t, 512
  %2295 = sext i32 %2294 to i64
  %2296 = sub i64 %2293, %2295
  %2297 = icmp slt i64 %2296, 0
  %2298 = sext i32 %N to i64
  %2299 = mul i32 %t, 512
  %2300 = sext i32 %2299 to i64
  %2301 = sub i64 %2298, %2300
  %2302 = icmp sgt i64 %2301, 512
  %2303 = sext i32 %N to i64
  %2304 = mul i32 %t, 512
  %2305 = sext i32 %2304 to i64
  %2306 = sub i64 %2303, %2305
  %2307 = select i1 %2302, i64 512, i64 %2306
  %2308 = select i1 %2297, i64 0, i64 %2307
  %2309 = sext i32 %tl_lo14 to i64
  %2310 = icmp slt i64 %2308, %2309
  %2311 = sext i32 %tl_lo14 to i64
  %2312 = sext i32 %N to i64
  %2313 = mul i32 %t, 512
  %2314 = sext i32 %2313 to i64
  %2315 = sub i64 %2312, %2314
  %2316 = icmp slt i64 %2315, 0
  %2317 = sext i32 %N to i64
  %2318 = mul i32 %t, 512
  %2319 = sext i32 %2318 to i64
  %2320 = sub i64 %2317, %2319
  %2321 = icmp sgt i64 %2320, 512
  %2322 = sext i32 %N to i64
  %2323 = mul i32 %t, 512
  %2324 = sext i32 %2323 to i64
  %2325 = sub i64 %2322, %2324
  %2326 = select i1 %2321, i64 512, i64 %2325
  %2327 = select i1 %2316, i64 0, i64 %2326
  %2328 = select i1 %2310, i64 %2311, i64 %2327
  %tl_hi15 = trunc i64 %2328 to i32
  br label %for.cond539

for.end537:                                       ; preds = %for.cond535
  br label %if.end522

for.cond539:                                      ; preds = %for.body540, %for.body536
  %j2542 = phi i32 [ 0, %for.body536 ], [ %2335, %for.body540 ]
  %2329 = icmp slt i32 %j2542, %tl_lo14
  br i1 %2329, label %for.body540, label %for.end541

for.body540:                                      ; preds = %for.cond539
  %2330 = sext i32 %i12538 to i64
  %2331 = mul nsw i64 %2330, 512
  %2332 = sext i32 %j2542 to i64
  %2333 = add nsw i64 %2331, %2332
  %2334 = getelementptr inbounds float, ptr %X_f, i64 %2333
  store float 0.000000e+00, ptr %2334, align 4
  %2335 = add nsw i32 %j2542, 1
  br label %for.cond539, !llvm.loop !124

for.end541:                                       ; preds = %for.cond539
  %2336 = mul i32 %bx, 4
  %2337 = sext i32 %2336 to i64
  %2338 = sext i32 %i12538 to i64
  %2339 = add i64 %2337, %2338
  %2340 = icmp sle i64 0, %2339
  %2341 = mul i32 %bx, 4
  %2342 = sext i32 %2341 to i64
  %2343 = sext i32 %i12538 to i64
  %2344 = add i64 %2342, %2343
  %2345 = sext i32 %M to i64
  %2346 = icmp slt i64 %2344, %2345
  %2347 = and i1 %2340, %2346
  br i1 %2347, label %if.then543, label %if.else544

if.then543:                                       ; preds = %for.end541
  %2348 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond546

if.else544:                                       ; preds = %for.end541
  %2349 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond549

if.end545:                                        ; preds = %for.end551, %for.end548
  %2350 = sub i32 512, %tl_hi15
  br label %for.cond553

for.cond546:                                      ; preds = %for.body547, %if.then543
  %j21 = phi i32 [ 0, %if.then543 ], [ %2370, %for.body547 ]
  %2351 = icmp slt i32 %j21, %2348
  br i1 %2351, label %for.body547, label %for.end548

for.body547:                                      ; preds = %for.cond546
  %2352 = mul i32 %bx, 4
  %2353 = add i32 %2352, %i12538
  %2354 = sext i32 %2353 to i64
  %2355 = sext i32 %N to i64
  %2356 = mul nsw i64 %2354, %2355
  %2357 = mul i32 %t, 512
  %2358 = add i32 %tl_lo14, %j21
  %2359 = add i32 %2357, %2358
  %2360 = sext i32 %2359 to i64
  %2361 = add nsw i64 %2356, %2360
  %2362 = getelementptr inbounds float, ptr %X, i64 %2361
  %2363 = load float, ptr %2362, align 4
  %2364 = sext i32 %i12538 to i64
  %2365 = mul nsw i64 %2364, 512
  %2366 = add i32 %tl_lo14, %j21
  %2367 = sext i32 %2366 to i64
  %2368 = add nsw i64 %2365, %2367
  %2369 = getelementptr inbounds float, ptr %X_f, i64 %2368
  store float %2363, ptr %2369, align 4
  %2370 = add nsw i32 %j21, 1
  br label %for.cond546, !llvm.loop !125

for.end548:                                       ; preds = %for.cond546
  br label %if.end545

for.cond549:                                      ; preds = %for.body550, %if.else544
  %j21552 = phi i32 [ 0, %if.else544 ], [ %2378, %for.body550 ]
  %2371 = icmp slt i32 %j21552, %2349
  br i1 %2371, label %for.body550, label %for.end551

for.body550:                                      ; preds = %for.cond549
  %2372 = sext i32 %i12538 to i64
  %2373 = mul nsw i64 %2372, 512
  %2374 = add i32 %tl_lo14, %j21552
  %2375 = sext i32 %2374 to i64
  %2376 = add nsw i64 %2373, %2375
  %2377 = getelementptr inbounds float, ptr %X_f, i64 %2376
  store float 0.000000e+00, ptr %2377, align 4
  %2378 = add nsw i32 %j21552, 1
  br label %for.cond549, !llvm.loop !126

for.end551:                                       ; preds = %for.cond549
  br label %if.end545

for.cond553:                                      ; preds = %for.body554, %if.end545
  %j21556 = phi i32 [ 0, %if.end545 ], [ %2386, %for.body554 ]
  %2379 = icmp slt i32 %j21556, %2350
  br i1 %2379, label %for.body554, label %for.end555

for.body554:                                      ; preds = %for.cond553
  %2380 = sext i32 %i12538 to i64
  %2381 = mul nsw i64 %2380, 512
  %2382 = add i32 %tl_hi15, %j21556
  %2383 = sext i32 %2382 to i64
  %2384 = add nsw i64 %2381, %2383
  %2385 = getelementptr inbounds float, ptr %X_f, i64 %2384
  store float 0.000000e+00, ptr %2385, align 4
  %2386 = add nsw i32 %j21556, 1
  br label %for.cond553, !llvm.loop !127

for.end555:                                       ; preds = %for.cond553
  %2387 = add nsw i32 %i12538, 1
  br label %for.cond535, !llvm.loop !128

for.cond557:                                      ; preds = %for.end570, %if.end522
  %i560 = phi i32 [ 0, %if.end522 ], [ %2546, %for.end570 ]
  %2388 = icmp slt i32 %i560, 4
  br i1 %2388, label %for.body558, label %for.end559

for.body558:                                      ; preds = %for.cond557
  %2389 = mul i32 %t, 512
  %2390 = sext i32 %2389 to i64
  %2391 = sub i64 0, %2390
  %2392 = icmp slt i64 %2391, 0
  %2393 = mul i32 %t, 512
  %2394 = sext i32 %2393 to i64
  %2395 = sub i64 0, %2394
  %2396 = icmp sgt i64 %2395, 512
  %2397 = mul i32 %t, 512
  %2398 = sext i32 %2397 to i64
  %2399 = sub i64 0, %2398
  %2400 = select i1 %2396, i64 512, i64 %2399
  %2401 = select i1 %2392, i64 0, i64 %2400
  %tl_lo16 = trunc i64 %2401 to i32
  %2402 = sext i32 %N to i64
  %2403 = mul i32 %t, 512
  %2404 = sext i32 %2403 to i64
  %2405 = sub i64 %2402, %2404
  %2406 = icmp slt i64 %2405, 0
  %2407 = sext i32 %N to i64
  %2408 = mul i32 %t, 512
  %2409 = sext i32 %2408 to i64
  %2410 = sub i64 %2407, %2409
  %2411 = icmp sgt i64 %2410, 512
  %2412 = sext i32 %N to i64
  %2413 = mul i32 %t, 512
  %2414 = sext i32 %2413 to i64
  %2415 = sub i64 %2412, %2414
  %2416 = select i1 %2411, i64 512, i64 %2415
  %2417 = select i1 %2406, i64 0, i64 %2416
  %2418 = sext i32 %tl_lo16 to i64
  %2419 = icmp slt i64 %2417, %2418
  %2420 = sext i32 %tl_lo16 to i64
  %2421 = sext i32 %N to i64
  %2422 = mul i32 %t, 512
  %2423 = sext i32 %2422 to i64
  %2424 = sub i64 %2421, %2423
  %2425 = icmp slt i64 %2424, 0
  %2426 = sext i32 %N to i64
  %2427 = mul i32 %t, 512
  %2428 = sext i32 %2427 to i64
  %2429 = sub i64 %2426, %2428
  %2430 = icmp sgt i64 %2429, 512
  %2431 = sext i32 %N to i64
  %2432 = mul i32 %t, 512
  %2433 = sext i32 %2432 to i64
  %2434 = sub i64 %2431, %2433
  %2435 = select i1 %2430, i64 512, i64 %2434
  %2436 = select i1 %2425, i64 0, i64 %2435
  %2437 = select i1 %2419, i64 %2420, i64 %2436
  %tl_hi17 = trunc i64 %2437 to i32
  br label %for.cond561

for.end559:                                       ; preds = %for.cond557
  %2438 = mul i32 %bx, 4
  %2439 = icmp sle i32 0, %2438
  %2440 = mul i32 %bx, 4
  %2441 = sext i32 %2440 to i64
  %2442 = add i64 %2441, 4
  %2443 = sext i32 %M to i64
  %2444 = icmp sle i64 %2442, %2443
  %2445 = and i1 %2439, %2444
  %2446 = mul i32 %t, 512
  %2447 = icmp sle i32 0, %2446
  %2448 = mul i32 %t, 512
  %2449 = sext i32 %2448 to i64
  %2450 = add i64 %2449, 512
  %2451 = sext i32 %N to i64
  %2452 = icmp sle i64 %2450, %2451
  %2453 = and i1 %2447, %2452
  %2454 = and i1 %2445, %2453
  br i1 %2454, label %if.then572, label %if.else573

for.cond561:                                      ; preds = %for.body562, %for.body558
  %j564 = phi i32 [ 0, %for.body558 ], [ %2477, %for.body562 ]
  %2455 = icmp slt i32 %j564, %tl_lo16
  br i1 %2455, label %for.body562, label %for.end563

for.body562:                                      ; preds = %for.cond561
  %2456 = sext i32 %i560 to i64
  %2457 = mul nsw i64 %2456, 512
  %2458 = sext i32 %j564 to i64
  %2459 = add nsw i64 %2457, %2458
  %2460 = getelementptr inbounds float, ptr %X_f, i64 %2459
  %2461 = load float, ptr %2460, align 4
  %2462 = sext i32 %i560 to i64
  %2463 = getelementptr inbounds float, ptr %mean, i64 %2462
  %2464 = load float, ptr %2463, align 4
  %2465 = fsub float %2461, %2464
  %2466 = sext i32 %i560 to i64
  %2467 = getelementptr inbounds float, ptr %rstd, i64 %2466
  %2468 = load float, ptr %2467, align 4
  %2469 = fmul float %2465, %2468
  %2470 = fmul float %2469, 0.000000e+00
  %2471 = fadd float %2470, 0.000000e+00
  %2472 = sext i32 %i560 to i64
  %2473 = mul nsw i64 %2472, 512
  %2474 = sext i32 %j564 to i64
  %2475 = add nsw i64 %2473, %2474
  %2476 = getelementptr inbounds float, ptr %X_f, i64 %2475
  store float %2471, ptr %2476, align 4
  %2477 = add nsw i32 %j564, 1
  br label %for.cond561, !llvm.loop !129

for.end563:                                       ; preds = %for.cond561
  %2478 = sub i32 %tl_hi17, %tl_lo16
  br label %for.cond565

for.cond565:                                      ; preds = %for.body566, %for.end563
  %j7 = phi i32 [ 0, %for.end563 ], [ %2519, %for.body566 ]
  %2479 = icmp slt i32 %j7, %2478
  br i1 %2479, label %for.body566, label %for.end567

for.body566:                                      ; preds = %for.cond565
  %2480 = sext i32 %i560 to i64
  %2481 = mul nsw i64 %2480, 512
  %2482 = add i32 %tl_lo16, %j7
  %2483 = sext i32 %2482 to i64
  %2484 = add nsw i64 %2481, %2483
  %2485 = getelementptr inbounds float, ptr %X_f, i64 %2484
  %2486 = load float, ptr %2485, align 4
  %2487 = sext i32 %i560 to i64
  %2488 = getelementptr inbounds float, ptr %mean, i64 %2487
  %2489 = load float, ptr %2488, align 4
  %2490 = fsub float %2486, %2489
  %2491 = sext i32 %i560 to i64
  %2492 = getelementptr inbounds float, ptr %rstd, i64 %2491
  %2493 = load float, ptr %2492, align 4
  %2494 = fmul float %2490, %2493
  %2495 = mul i32 %t, 512
  %2496 = sext i32 %2495 to i64
  %2497 = sext i32 %tl_lo16 to i64
  %2498 = sext i32 %j7 to i64
  %2499 = add i64 %2497, %2498
  %2500 = add i64 %2496, %2499
  %2501 = getelementptr inbounds float, ptr %W, i64 %2500
  %2502 = load float, ptr %2501, align 4
  %2503 = fmul float %2494, %2502
  %2504 = mul i32 %t, 512
  %2505 = sext i32 %2504 to i64
  %2506 = sext i32 %tl_lo16 to i64
  %2507 = sext i32 %j7 to i64
  %2508 = add i64 %2506, %2507
  %2509 = add i64 %2505, %2508
  %2510 = getelementptr inbounds float, ptr %B, i64 %2509
  %2511 = load float, ptr %2510, align 4
  %2512 = fadd float %2503, %2511
  %2513 = sext i32 %i560 to i64
  %2514 = mul nsw i64 %2513, 512
  %2515 = add i32 %tl_lo16, %j7
  %2516 = sext i32 %2515 to i64
  %2517 = add nsw i64 %2514, %2516
  %2518 = getelementptr inbounds float, ptr %X_f, i64 %2517
  store float %2512, ptr %2518, align 4
  %2519 = add nsw i32 %j7, 1
  br label %for.cond565, !llvm.loop !130

for.end567:                                       ; preds = %for.cond565
  %2520 = sub i32 512, %tl_hi17
  br label %for.cond568

for.cond568:                                      ; preds = %for.body569, %for.end567
  %j7571 = phi i32 [ 0, %for.end567 ], [ %2545, %for.body569 ]
  %2521 = icmp slt i32 %j7571, %2520
  br i1 %2521, label %for.body569, label %for.end570

for.body569:                                      ; preds = %for.cond568
  %2522 = sext i32 %i560 to i64
  %2523 = mul nsw i64 %2522, 512
  %2524 = add i32 %tl_hi17, %j7571
  %2525 = sext i32 %2524 to i64
  %2526 = add nsw i64 %2523, %2525
  %2527 = getelementptr inbounds float, ptr %X_f, i64 %2526
  %2528 = load float, ptr %2527, align 4
  %2529 = sext i32 %i560 to i64
  %2530 = getelementptr inbounds float, ptr %mean, i64 %2529
  %2531 = load float, ptr %2530, align 4
  %2532 = fsub float %2528, %2531
  %2533 = sext i32 %i560 to i64
  %2534 = getelementptr inbounds float, ptr %rstd, i64 %2533
  %2535 = load float, ptr %2534, align 4
  %2536 = fmul float %2532, %2535
  %2537 = fmul float %2536, 0.000000e+00
  %2538 = fadd float %2537, 0.000000e+00
  %2539 = sext i32 %i560 to i64
  %2540 = mul nsw i64 %2539, 512
  %2541 = add i32 %tl_hi17, %j7571
  %2542 = sext i32 %2541 to i64
  %2543 = add nsw i64 %2540, %2542
  %2544 = getelementptr inbounds float, ptr %X_f, i64 %2543
  store float %2538, ptr %2544, align 4
  %2545 = add nsw i32 %j7571, 1
  br label %for.cond568, !llvm.loop !131

for.end570:                                       ; preds = %for.cond568
  %2546 = add nsw i32 %i560, 1
  br label %for.cond557, !llvm.loop !132

if.then572:                                       ; preds = %for.end559
  br label %for.cond575

if.else573:                                       ; preds = %for.end559
  br label %for.cond586

if.end574:                                        ; preds = %for.end588, %for.end577
  %2547 = add nsw i32 %c519, 1
  br label %for.cond516, !llvm.loop !133

for.cond575:                                      ; preds = %if.end581, %if.then572
  %i12578 = phi i32 [ 0, %if.then572 ], [ %2567, %if.end581 ]
  %2548 = icmp slt i32 %i12578, 4
  br i1 %2548, label %for.body576, label %for.end577

for.body576:                                      ; preds = %for.cond575
  %2549 = sext i32 %M to i64
  %2550 = sext i32 %N to i64
  %2551 = mul i64 %2549, %2550
  %2552 = icmp sge i64 %2551, 8388608
  br i1 %2552, label %if.then579, label %if.else580

for.end577:                                       ; preds = %for.cond575
  br label %if.end574

if.then579:                                       ; preds = %for.body576
  %2553 = mul i32 %bx, 4
  %2554 = add i32 %2553, %i12578
  %2555 = sext i32 %2554 to i64
  %2556 = sext i32 %N to i64
  %2557 = mul nsw i64 %2555, %2556
  %2558 = mul i32 %t, 512
  %2559 = add i32 %2558, 0
  %2560 = sext i32 %2559 to i64
  %2561 = add nsw i64 %2557, %2560
  %2562 = getelementptr inbounds float, ptr %Y, i64 %2561
  %2563 = sext i32 %i12578 to i64
  %2564 = mul nsw i64 %2563, 512
  %2565 = add nsw i64 %2564, 0
  %2566 = getelementptr inbounds float, ptr %X_f, i64 %2565
  call void @tilec_rt_stream(ptr %2562, ptr %2566, i64 2048)
  br label %if.end581

if.else580:                                       ; preds = %for.body576
  br label %for.cond582

if.end581:                                        ; preds = %for.end584, %if.then579
  %2567 = add nsw i32 %i12578, 1
  br label %for.cond575, !llvm.loop !134

for.cond582:                                      ; preds = %for.body583, %if.else580
  %j2585 = phi i32 [ 0, %if.else580 ], [ %2585, %for.body583 ]
  %2568 = icmp slt i32 %j2585, 512
  br i1 %2568, label %for.body583, label %for.end584

for.body583:                                      ; preds = %for.cond582
  %2569 = sext i32 %i12578 to i64
  %2570 = mul nsw i64 %2569, 512
  %2571 = sext i32 %j2585 to i64
  %2572 = add nsw i64 %2570, %2571
  %2573 = getelementptr inbounds float, ptr %X_f, i64 %2572
  %2574 = load float, ptr %2573, align 4
  %2575 = mul i32 %bx, 4
  %2576 = add i32 %2575, %i12578
  %2577 = sext i32 %2576 to i64
  %2578 = sext i32 %N to i64
  %2579 = mul nsw i64 %2577, %2578
  %2580 = mul i32 %t, 512
  %2581 = add i32 %2580, %j2585
  %2582 = sext i32 %2581 to i64
  %2583 = add nsw i64 %2579, %2582
  %2584 = getelementptr inbounds float, ptr %Y, i64 %2583
  store float %2574, ptr %2584, align 4
  %2585 = add nsw i32 %j2585, 1
  br label %for.cond582, !llvm.loop !135

for.end584:                                       ; preds = %for.cond582
  br label %if.end581

for.cond586:                                      ; preds = %for.end592, %if.else573
  %i12589 = phi i32 [ 0, %if.else573 ], [ %2613, %for.end592 ]
  %2586 = icmp slt i32 %i12589, 4
  br i1 %2586, label %for.body587, label %for.end588

for.body587:                                      ; preds = %for.cond586
  br label %for.cond590

for.end588:                                       ; preds = %for.cond586
  br label %if.end574

for.cond590:                                      ; preds = %if.end596, %for.body587
  %j2593 = phi i32 [ 0, %for.body587 ], [ %2630, %if.end596 ]
  %2587 = icmp slt i32 %j2593, 512
  br i1 %2587, label %for.body591, label %for.end592

for.body591:                                      ; preds = %for.cond590
  %2588 = mul i32 %bx, 4
  %2589 = sext i32 %2588 to i64
  %2590 = sext i32 %i12589 to i64
  %2591 = add i64 %2589, %2590
  %2592 = icmp sle i64 0, %2591
  %2593 = mul i32 %bx, 4
  %2594 = sext i32 %2593 to i64
  %2595 = sext i32 %i12589 to i64
  %2596 = add i64 %2594, %2595
  %2597 = sext i32 %M to i64
  %2598 = icmp slt i64 %2596, %2597
  %2599 = and i1 %2592, %2598
  %2600 = mul i32 %t, 512
  %2601 = sext i32 %2600 to i64
  %2602 = sext i32 %j2593 to i64
  %2603 = add i64 %2601, %2602
  %2604 = icmp sle i64 0, %2603
  %2605 = mul i32 %t, 512
  %2606 = sext i32 %2605 to i64
  %2607 = sext i32 %j2593 to i64
  %2608 = add i64 %2606, %2607
  %2609 = sext i32 %N to i64
  %2610 = icmp slt i64 %2608, %2609
  %2611 = and i1 %2604, %2610
  %2612 = and i1 %2599, %2611
  br i1 %2612, label %if.then594, label %if.else595

for.end592:                                       ; preds = %for.cond590
  %2613 = add nsw i32 %i12589, 1
  br label %for.cond586, !llvm.loop !136

if.then594:                                       ; preds = %for.body591
  %2614 = sext i32 %i12589 to i64
  %2615 = mul nsw i64 %2614, 512
  %2616 = sext i32 %j2593 to i64
  %2617 = add nsw i64 %2615, %2616
  %2618 = getelementptr inbounds float, ptr %X_f, i64 %2617
  %2619 = load float, ptr %2618, align 4
  %2620 = mul i32 %bx, 4
  %2621 = add i32 %2620, %i12589
  %2622 = sext i32 %2621 to i64
  %2623 = sext i32 %N to i64
  %2624 = mul nsw i64 %2622, %2623
  %2625 = mul i32 %t, 512
  %2626 = add i32 %2625, %j2593
  %2627 = sext i32 %2626 to i64
  %2628 = add nsw i64 %2624, %2627
  %2629 = getelementptr inbounds float, ptr %Y, i64 %2628
  store float %2619, ptr %2629, align 4
  br label %if.end596

if.else595:                                       ; preds = %for.body591
  br label %if.end596

if.end596:                                        ; preds = %if.else595, %if.then594
  %2630 = add nsw i32 %j2593, 1
  br label %for.cond590, !llvm.loop !137
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #3

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
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!29 = distinct !{!29, !1, !2}
!30 = distinct !{!30, !1}
!31 = distinct !{!31, !1, !2}
!32 = distinct !{!32, !1}
!33 = distinct !{!33, !1, !2}
!34 = distinct !{!34, !1, !2}
!35 = distinct !{!35, !1, !2}
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
!56 = distinct !{!56, !1}
!57 = distinct !{!57, !1, !2}
!58 = distinct !{!58, !1, !2}
!59 = distinct !{!59, !1}
!60 = distinct !{!60, !1, !2}
!61 = distinct !{!61, !1, !2}
!62 = distinct !{!62, !1, !2}
!63 = distinct !{!63, !1}
!64 = distinct !{!64, !1, !2}
!65 = distinct !{!65, !1, !2}
!66 = distinct !{!66, !1}
!67 = distinct !{!67, !1, !2}
!68 = distinct !{!68, !1}
!69 = distinct !{!69, !1}
!70 = distinct !{!70, !1}
!71 = distinct !{!71, !1}
!72 = distinct !{!72, !1}
!73 = distinct !{!73, !1}
!74 = distinct !{!74, !1}
!75 = distinct !{!75, !1, !2}
!76 = distinct !{!76, !1}
!77 = distinct !{!77, !1, !2}
!78 = distinct !{!78, !1, !2}
!79 = distinct !{!79, !1}
!80 = distinct !{!80, !1, !2}
!81 = distinct !{!81, !1}
!82 = distinct !{!82, !1}
!83 = distinct !{!83, !1}
!84 = distinct !{!84, !1}
!85 = distinct !{!85, !1}
!86 = distinct !{!86, !1}
!87 = distinct !{!87, !1}
!88 = distinct !{!88, !1, !2}
!89 = distinct !{!89, !1}
!90 = distinct !{!90, !1}
!91 = distinct !{!91, !1, !2}
!92 = distinct !{!92, !1, !2}
!93 = distinct !{!93, !1}
!94 = distinct !{!94, !1, !2}
!95 = distinct !{!95, !1}
!96 = distinct !{!96, !1, !2}
!97 = distinct !{!97, !1, !2}
!98 = distinct !{!98, !1, !2}
!99 = distinct !{!99, !1, !2}
!100 = distinct !{!100, !1}
!101 = distinct !{!101, !1}
!102 = distinct !{!102, !1, !2}
!103 = distinct !{!103, !1, !2}
!104 = distinct !{!104, !1, !2}
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
!121 = distinct !{!121, !1}
!122 = distinct !{!122, !1, !2}
!123 = distinct !{!123, !1}
!124 = distinct !{!124, !1, !2}
!125 = distinct !{!125, !1, !2}
!126 = distinct !{!126, !1, !2}
!127 = distinct !{!127, !1, !2}
!128 = distinct !{!128, !1}
!129 = distinct !{!129, !1, !2}
!130 = distinct !{!130, !1, !2}
!131 = distinct !{!131, !1, !2}
!132 = distinct !{!132, !1}
!133 = distinct !{!133, !1}
!134 = distinct !{!134, !1}
!135 = distinct !{!135, !1}
!136 = distinct !{!136, !1}
!137 = distinct !{!137, !1}
