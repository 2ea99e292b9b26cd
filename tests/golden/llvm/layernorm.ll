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
  br label %for.cond405

if.end258:                                        ; preds = %for.end524, %for.end261
  br label %if.end130

for.cond259:                                      ; preds = %for.end397, %if.then256
  %r262 = phi i32 [ 0, %if.then256 ], [ %1740, %for.end397 ]
  %1082 = icmp slt i32 %r262, 4
  br i1 %1082, label %for.body260, label %for.end261

for.body260:                                      ; preds = %for.cond259
  br label %for.cond263

for.end261:                                       ; preds = %for.cond259
  br label %if.end258

for.cond263:                                      ; preds = %if.end274, %for.body260
  %i266 = phi i32 [ 0, %for.body260 ], [ %1126, %if.end274 ]
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
  br label %for.cond289

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
  %1123 = add i32 %r262, 1
  %1124 = icmp slt i32 %1123, 4
  br i1 %1124, label %if.then275, label %if.else276

if.else273:                                       ; preds = %for.end269
  %1125 = sub i32 %tl_hi9, 0
  br label %for.cond285

if.end274:                                        ; preds = %for.end287, %for.end283
  %1126 = add nsw i32 %i266, 1
  br label %for.cond263, !llvm.loop !59

if.then275:                                       ; preds = %if.then272
  %1127 = sub i32 %tl_hi9, 0
  %1128 = add i32 %1127, 15
  %1129 = sdiv i32 %1128, 16
  %1130 = sub i32 0, %1128
  %1131 = select i1 false, i32 %1130, i32 %1129
  br label %for.cond278

if.else276:                                       ; preds = %if.then272
  br label %if.end277

if.end277:                                        ; preds = %if.else276, %for.end280
  %1132 = sub i32 %tl_hi9, 0
  br label %for.cond281

for.cond278:                                      ; preds = %for.body279, %if.then275
  %pf2 = phi i32 [ 0, %if.then275 ], [ %1146, %for.body279 ]
  %1133 = icmp slt i32 %pf2, %1131
  br i1 %1133, label %for.body279, label %for.end280

for.body279:                                      ; preds = %for.cond278
  %1134 = mul i32 %bx, 4
  %1135 = add i32 %r262, 1
  %1136 = add i32 %1134, %1135
  %1137 = add i32 %1136, %i266
  %1138 = sext i32 %1137 to i64
  %1139 = sext i32 %N to i64
  %1140 = mul i64 %1138, %1139
  %1141 = mul i32 %pf2, 16
  %1142 = add i32 0, %1141
  %1143 = sext i32 %1142 to i64
  %1144 = add i64 %1140, %1143
  %1145 = getelementptr float, ptr %X, i64 %1144
  call void @llvm.prefetch.p0(ptr %1145, i32 0, i32 3, i32 1)
  %1146 = add nsw i32 %pf2, 1
  br label %for.cond278, !llvm.loop !60

for.end280:                                       ; preds = %for.cond278
  br label %if.end277

for.cond281:                                      ; preds = %for.body282, %if.end277
  %j5 = phi i32 [ 0, %if.end277 ], [ %1171, %for.body282 ]
  %1147 = icmp slt i32 %j5, %1132
  br i1 %1147, label %for.body282, label %for.end283

for.body282:                                      ; preds = %for.cond281
  %1148 = mul i32 %bx, 4
  %1149 = add i32 %1148, %r262
  %1150 = add i32 %1149, %i266
  %1151 = sext i32 %1150 to i64
  %1152 = sext i32 %N to i64
  %1153 = mul nsw i64 %1151, %1152
  %1154 = add i32 0, %j5
  %1155 = sext i32 %1154 to i64
  %1156 = add nsw i64 %1153, %1155
  %1157 = getelementptr inbounds float, ptr %X, i64 %1156
  %x284 = load float, ptr %1157, align 4
  %1158 = sext i32 %i266 to i64
  %1159 = mul nsw i64 %1158, 4096
  %1160 = add i32 0, %j5
  %1161 = sext i32 %1160 to i64
  %1162 = add nsw i64 %1159, %1161
  %1163 = getelementptr inbounds float, ptr %X_r, i64 %1162
  store float %x284, ptr %1163, align 4
  %1164 = fmul float %x284, %x284
  %1165 = sext i32 %i266 to i64
  %1166 = mul nsw i64 %1165, 4096
  %1167 = add i32 0, %j5
  %1168 = sext i32 %1167 to i64
  %1169 = add nsw i64 %1166, %1168
  %1170 = getelementptr inbounds float, ptr %sq_r, i64 %1169
  store float %1164, ptr %1170, align 4
  %1171 = add nsw i32 %j5, 1
  br label %for.cond281, !llvm.loop !61

for.end283:                                       ; preds = %for.cond281
  br label %if.end274

for.cond285:                                      ; preds = %for.body286, %if.else273
  %j5288 = phi i32 [ 0, %if.else273 ], [ %1185, %for.body286 ]
  %1172 = icmp slt i32 %j5288, %1125
  br i1 %1172, label %for.body286, label %for.end287

for.body286:                                      ; preds = %for.cond285
  %1173 = sext i32 %i266 to i64
  %1174 = mul nsw i64 %1173, 4096
  %1175 = add i32 0, %j5288
  %1176 = sext i32 %1175 to i64
  %1177 = add nsw i64 %1174, %1176
  %1178 = getelementptr inbounds float, ptr %X_r, i64 %1177
  store float 0.000000e+00, ptr %1178, align 4
  %1179 = sext i32 %i266 to i64
  %1180 = mul nsw i64 %1179, 4096
  %1181 = add i32 0, %j5288
  %1182 = sext i32 %1181 to i64
  %1183 = add nsw i64 %1180, %1182
  %1184 = getelementptr inbounds float, ptr %sq_r, i64 %1183
  store float 0.000000e+00, ptr %1184, align 4
  %1185 = add nsw i32 %j5288, 1
  br label %for.cond285, !llvm.loop !62

for.end287:                                       ; preds = %for.cond285
  br label %if.end274

for.cond289:                                      ; preds = %for.end338, %for.end265
  %i6 = phi i32 [ 0, %for.end265 ], [ %1434, %for.end338 ]
  %1186 = icmp slt i32 %i6, 1
  br i1 %1186, label %for.body290, label %for.end291

for.body290:                                      ; preds = %for.cond289
  br label %for.cond292

for.end291:                                       ; preds = %for.cond289
  br label %for.cond340

for.cond292:                                      ; preds = %for.end297, %for.body290
  %tl_r8 = phi i32 [ 0, %for.body290 ], [ %1260, %for.end297 ]
  %1187 = icmp slt i32 %tl_r8, 1
  br i1 %1187, label %for.body293, label %for.end294

for.body293:                                      ; preds = %for.cond292
  %1188 = sext i32 %N to i64
  %1189 = icmp slt i64 %1188, 0
  %1190 = sext i32 %N to i64
  %1191 = icmp sgt i64 %1190, 4096
  %1192 = sext i32 %N to i64
  %1193 = select i1 %1191, i64 4096, i64 %1192
  %1194 = select i1 %1189, i64 0, i64 %1193
  %1195 = icmp slt i64 %1194, 0
  %1196 = sext i32 %N to i64
  %1197 = icmp slt i64 %1196, 0
  %1198 = sext i32 %N to i64
  %1199 = icmp sgt i64 %1198, 4096
  %1200 = sext i32 %N to i64
  %1201 = select i1 %1199, i64 4096, i64 %1200
  %1202 = select i1 %1197, i64 0, i64 %1201
  %1203 = select i1 %1195, i64 0, i64 %1202
  %1204 = trunc i64 %1203 to i32
  %1205 = icmp slt i32 %1204, 0
  %1206 = sext i32 %N to i64
  %1207 = icmp slt i64 %1206, 0
  %1208 = sext i32 %N to i64
  %1209 = icmp sgt i64 %1208, 4096
  %1210 = sext i32 %N to i64
  %1211 = select i1 %1209, i64 4096, i64 %1210
  %1212 = select i1 %1207, i64 0, i64 %1211
  %1213 = icmp slt i64 %1212, 0
  %1214 = sext i32 %N to i64
  %1215 = icmp slt i64 %1214, 0
  %1216 = sext i32 %N to i64
  %1217 = icmp sgt i64 %1216, 4096
  %1218 = sext i32 %N to i64
  %1219 = select i1 %1217, i64 4096, i64 %1218
  %1220 = select i1 %1215, i64 0, i64 %1219
  %1221 = select i1 %1213, i64 0, i64 %1220
  %1222 = trunc i64 %1221 to i32
  %1223 = icmp sgt i32 %1222, 4096
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
  %1240 = trunc i64 %1239 to i32
  %1241 = select i1 %1223, i32 4096, i32 %1240
  %tl_pad_from9 = select i1 %1205, i32 0, i32 %1241
  %1242 = mul i32 %1081, 32
  %1243 = icmp slt i32 %1242, 32
  %1244 = mul i32 %1081, 32
  %1245 = select i1 %1243, i32 32, i32 %1244
  %1246 = icmp slt i32 %1245, 4096
  %1247 = mul i32 %1081, 32
  %1248 = icmp slt i32 %1247, 32
  %1249 = mul i32 %1081, 32
  %1250 = select i1 %1248, i32 32, i32 %1249
  %1251 = select i1 %1246, i32 %1250, i32 4096
  %tl_pad_n11 = sub i32 %1251, %tl_pad_from9
  br label %for.cond295

for.end294:                                       ; preds = %for.cond292
  br label %for.cond298

for.cond295:                                      ; preds = %for.body296, %for.body293
  %tl_pad_k12 = phi i32 [ 0, %for.body293 ], [ %1259, %for.body296 ]
  %1252 = icmp slt i32 %tl_pad_k12, %tl_pad_n11
  br i1 %1252, label %for.body296, label %for.end297

for.body296:                                      ; preds = %for.cond295
  %1253 = sext i32 %tl_r8 to i64
  %1254 = mul nsw i64 %1253, 4096
  %1255 = add i32 %tl_pad_from9, %tl_pad_k12
  %1256 = sext i32 %1255 to i64
  %1257 = add nsw i64 %1254, %1256
  %1258 = getelementptr inbounds float, ptr %X_r, i64 %1257
  store float 0.000000e+00, ptr %1258, align 4
  %1259 = add nsw i32 %tl_pad_k12, 1
  br label %for.cond295, !llvm.loop !63

for.end297:                                       ; preds = %for.cond295
  %1260 = add nsw i32 %tl_r8, 1
  br label %for.cond292, !llvm.loop !64

for.cond298:                                      ; preds = %for.body299, %for.end294
  %lane4 = phi i32 [ 0, %for.end294 ], [ %1270, %for.body299 ]
  %1261 = icmp slt i32 %lane4, 32
  br i1 %1261, label %for.body299, label %for.end300

for.body299:                                      ; preds = %for.cond298
  %1262 = sext i32 %i6 to i64
  %1263 = mul nsw i64 %1262, 4096
  %1264 = sext i32 %lane4 to i64
  %1265 = add nsw i64 %1263, %1264
  %1266 = getelementptr inbounds float, ptr %X_r, i64 %1265
  %1267 = load float, ptr %1266, align 4
  %1268 = sext i32 %lane4 to i64
  %1269 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1268
  store float %1267, ptr %1269, align 4
  %1270 = add nsw i32 %lane4, 1
  br label %for.cond298, !llvm.loop !65

for.end300:                                       ; preds = %for.cond298
  %1271 = sub i32 %1081, 1
  %1272 = icmp slt i32 %1271, 0
  %1273 = sub i32 %1081, 1
  %1274 = select i1 %1272, i32 0, i32 %1273
  %tl_steps14 = select i1 true, i32 %1274, i32 127
  %1275 = icmp eq i32 %tl_steps14, 127
  br i1 %1275, label %if.then301, label %if.else302

if.then301:                                       ; preds = %for.end300
  br label %for.cond304

if.else302:                                       ; preds = %for.end300
  br label %if.end303

if.end303:                                        ; preds = %if.else302, %for.end306
  br label %for.cond310

for.cond304:                                      ; preds = %for.end309, %if.then301
  %tl_r15 = phi i32 [ 0, %if.then301 ], [ %1339, %for.end309 ]
  %1276 = icmp slt i32 %tl_r15, 1
  br i1 %1276, label %for.body305, label %for.end306

for.body305:                                      ; preds = %for.cond304
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
  %1294 = icmp slt i32 %1293, 0
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
  %1312 = icmp sgt i32 %1311, 4096
  %1313 = sext i32 %N to i64
  %1314 = icmp slt i64 %1313, 0
  %1315 = sext i32 %N to i64
  %1316 = icmp sgt i64 %1315, 4096
  %1317 = sext i32 %N to i64
  %1318 = select i1 %1316, i64 4096, i64 %1317
  %1319 = select i1 %1314, i64 0, i64 %1318
  %1320 = icmp slt i64 %1319, 0
  %1321 = sext i32 %N to i64
  %1322 = icmp slt i64 %1321, 0
  %1323 = sext i32 %N to i64
  %1324 = icmp sgt i64 %1323, 4096
  %1325 = sext i32 %N to i64
  %1326 = select i1 %1324, i64 4096, i64 %1325
  %1327 = select i1 %1322, i64 0, i64 %1326
  %1328 = select i1 %1320, i64 0, i64 %1327
  %1329 = trunc i64 %1328 to i32
  %1330 = select i1 %1312, i32 4096, i32 %1329
  %tl_pad_from16 = select i1 %1294, i32 0, i32 %1330
  %tl_pad_n18 = sub i32 4096, %tl_pad_from16
  br label %for.cond307

for.end306:                                       ; preds = %for.cond304
  br label %if.end303

for.cond307:                                      ; preds = %for.body308, %for.body305
  %tl_pad_k19 = phi i32 [ 0, %for.body305 ], [ %1338, %for.body308 ]
  %1331 = icmp slt i32 %tl_pad_k19, %tl_pad_n18
  br i1 %1331, label %for.body308, label %for.end309

for.body308:                                      ; preds = %for.cond307
  %1332 = sext i32 %tl_r15 to i64
  %1333 = mul nsw i64 %1332, 4096
  %1334 = add i32 %tl_pad_from16, %tl_pad_k19
  %1335 = sext i32 %1334 to i64
  %1336 = add nsw i64 %1333, %1335
  %1337 = getelementptr inbounds float, ptr %X_r, i64 %1336
  store float 0.000000e+00, ptr %1337, align 4
  %1338 = add nsw i32 %tl_pad_k19, 1
  br label %for.cond307, !llvm.loop !66

for.end309:                                       ; preds = %for.cond307
  %1339 = add nsw i32 %tl_r15, 1
  br label %for.cond304, !llvm.loop !67

for.cond310:                                      ; preds = %for.end315, %if.end303
  %red4 = phi i32 [ 0, %if.end303 ], [ %1359, %for.end315 ]
  %1340 = icmp slt i32 %red4, %tl_steps14
  br i1 %1340, label %for.body311, label %for.end312

for.body311:                                      ; preds = %for.cond310
  br label %for.cond313

for.end312:                                       ; preds = %for.cond310
  %1341 = icmp slt i32 %tl_steps14, 127
  br i1 %1341, label %if.then317, label %if.else318

for.cond313:                                      ; preds = %for.body314, %for.body311
  %lane4316 = phi i32 [ 0, %for.body311 ], [ %1358, %for.body314 ]
  %1342 = icmp slt i32 %lane4316, 32
  br i1 %1342, label %for.body314, label %for.end315

for.body314:                                      ; preds = %for.cond313
  %1343 = sext i32 %lane4316 to i64
  %1344 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1343
  %1345 = load float, ptr %1344, align 4
  %1346 = sext i32 %i6 to i64
  %1347 = mul nsw i64 %1346, 4096
  %1348 = add i32 %red4, 1
  %1349 = mul i32 %1348, 32
  %1350 = add i32 %1349, %lane4316
  %1351 = sext i32 %1350 to i64
  %1352 = add nsw i64 %1347, %1351
  %1353 = getelementptr inbounds float, ptr %X_r, i64 %1352
  %1354 = load float, ptr %1353, align 4
  %1355 = fadd float %1345, %1354
  %1356 = sext i32 %lane4316 to i64
  %1357 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1356
  store float %1355, ptr %1357, align 4
  %1358 = add nsw i32 %lane4316, 1
  br label %for.cond313, !llvm.loop !68

for.end315:                                       ; preds = %for.cond313
  %1359 = add nsw i32 %red4, 1
  br label %for.cond310, !llvm.loop !69

if.then317:                                       ; preds = %for.end312
  %1360 = getelementptr inbounds float, ptr %tl_lanes_26, i64 0
  %1361 = load float, ptr %1360, align 4
  %1362 = fadd float %1361, 0.000000e+00
  %1363 = getelementptr inbounds float, ptr %tl_lanes_26, i64 0
  store float %1362, ptr %1363, align 4
  br label %if.end319

if.else318:                                       ; preds = %for.end312
  br label %if.end319

if.end319:                                        ; preds = %if.else318, %if.then317
  br label %for.cond320

for.cond320:                                      ; preds = %for.body321, %if.end319
  %lane4323 = phi i32 [ 0, %if.end319 ], [ %1375, %for.body321 ]
  %1364 = icmp slt i32 %lane4323, 16
  br i1 %1364, label %for.body321, label %for.end322

for.body321:                                      ; preds = %for.cond320
  %1365 = sext i32 %lane4323 to i64
  %1366 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1365
  %1367 = load float, ptr %1366, align 4
  %1368 = add i32 %lane4323, 16
  %1369 = sext i32 %1368 to i64
  %1370 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1369
  %1371 = load float, ptr %1370, align 4
  %1372 = fadd float %1367, %1371
  %1373 = sext i32 %lane4323 to i64
  %1374 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1373
  store float %1372, ptr %1374, align 4
  %1375 = add nsw i32 %lane4323, 1
  br label %for.cond320, !llvm.loop !70

for.end322:                                       ; preds = %for.cond320
  br label %for.cond324

for.cond324:                                      ; preds = %for.body325, %for.end322
  %lane4327 = phi i32 [ 0, %for.end322 ], [ %1387, %for.body325 ]
  %1376 = icmp slt i32 %lane4327, 8
  br i1 %1376, label %for.body325, label %for.end326

for.body325:                                      ; preds = %for.cond324
  %1377 = sext i32 %lane4327 to i64
  %1378 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1377
  %1379 = load float, ptr %1378, align 4
  %1380 = add i32 %lane4327, 8
  %1381 = sext i32 %1380 to i64
  %1382 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1381
  %1383 = load float, ptr %1382, align 4
  %1384 = fadd float %1379, %1383
  %1385 = sext i32 %lane4327 to i64
  %1386 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1385
  store float %1384, ptr %1386, align 4
  %1387 = add nsw i32 %lane4327, 1
  br label %for.cond324, !llvm.loop !71

for.end326:                                       ; preds = %for.cond324
  br label %for.cond328

for.cond328:                                      ; preds = %for.body329, %for.end326
  %lane4331 = phi i32 [ 0, %for.end326 ], [ %1399, %for.body329 ]
  %1388 = icmp slt i32 %lane4331, 4
  br i1 %1388, label %for.body329, label %for.end330

for.body329:                                      ; preds = %for.cond328
  %1389 = sext i32 %lane4331 to i64
  %1390 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1389
  %1391 = load float, ptr %1390, align 4
  %1392 = add i32 %lane4331, 4
  %1393 = sext i32 %1392 to i64
  %1394 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1393
  %1395 = load float, ptr %1394, align 4
  %1396 = fadd float %1391, %1395
  %1397 = sext i32 %lane4331 to i64
  %1398 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1397
  store float %1396, ptr %1398, align 4
  %1399 = add nsw i32 %lane4331, 1
  br label %for.cond328, !llvm.loop !72

for.end330:                                       ; preds = %for.cond328
  br label %for.cond332

for.cond332:                                      ; preds = %for.body333, %for.end330
  %lane4335 = phi i32 [ 0, %for.end330 ], [ %1411, %for.body333 ]
  %1400 = icmp slt i32 %lane4335, 2
  br i1 %1400, label %for.body333, label %for.end334

for.body333:                                      ; preds = %for.cond332
  %1401 = sext i32 %lane4335 to i64
  %1402 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1401
  %1403 = load float, ptr %1402, align 4
  %1404 = add i32 %lane4335, 2
  %1405 = sext i32 %1404 to i64
  %1406 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1405
  %1407 = load float, ptr %1406, align 4
  %1408 = fadd float %1403, %1407
  %1409 = sext i32 %lane4335 to i64
  %1410 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1409
  store float %1408, ptr %1410, align 4
  %1411 = add nsw i32 %lane4335, 1
  br label %for.cond332, !llvm.loop !73

for.end334:                                       ; preds = %for.cond332
  br label %for.cond336

for.cond336:                                      ; preds = %for.body337, %for.end334
  %lane4339 = phi i32 [ 0, %for.end334 ], [ %1423, %for.body337 ]
  %1412 = icmp slt i32 %lane4339, 1
  br i1 %1412, label %for.body337, label %for.end338

for.body337:                                      ; preds = %for.cond336
  %1413 = sext i32 %lane4339 to i64
  %1414 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1413
  %1415 = load float, ptr %1414, align 4
  %1416 = add i32 %lane4339, 1
  %1417 = sext i32 %1416 to i64
  %1418 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1417
  %1419 = load float, ptr %1418, align 4
  %1420 = fadd float %1415, %1419
  %1421 = sext i32 %lane4339 to i64
  %1422 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1421
  store float %1420, ptr %1422, align 4
  %1423 = add nsw i32 %lane4339, 1
  br label %for.cond336, !llvm.loop !74

for.end338:                                       ; preds = %for.cond336
  %1424 = sext i32 %i6 to i64
  %1425 = getelementptr inbounds float, ptr %mean_r, i64 %1424
  store float 0.000000e+00, ptr %1425, align 4
  %1426 = sext i32 %i6 to i64
  %1427 = getelementptr inbounds float, ptr %mean_r, i64 %1426
  %1428 = load float, ptr %1427, align 4
  %1429 = getelementptr inbounds float, ptr %tl_lanes_26, i64 0
  %1430 = load float, ptr %1429, align 4
  %1431 = fadd float %1428, %1430
  %1432 = sext i32 %i6 to i64
  %1433 = getelementptr inbounds float, ptr %mean_r, i64 %1432
  store float %1431, ptr %1433, align 4
  %1434 = add nsw i32 %i6, 1
  br label %for.cond289, !llvm.loop !75

for.cond340:                                      ; preds = %for.end389, %for.end291
  %i7 = phi i32 [ 0, %for.end291 ], [ %1683, %for.end389 ]
  %1435 = icmp slt i32 %i7, 1
  br i1 %1435, label %for.body341, label %for.end342

for.body341:                                      ; preds = %for.cond340
  br label %for.cond343

for.end342:                                       ; preds = %for.cond340
  br label %for.cond391

for.cond343:                                      ; preds = %for.end348, %for.body341
  %tl_r20 = phi i32 [ 0, %for.body341 ], [ %1509, %for.end348 ]
  %1436 = icmp slt i32 %tl_r20, 1
  br i1 %1436, label %for.body344, label %for.end345

for.body344:                                      ; preds = %for.cond343
  %1437 = sext i32 %N to i64
  %1438 = icmp slt i64 %1437, 0
  %1439 = sext i32 %N to i64
  %1440 = icmp sgt i64 %1439, 4096
  %1441 = sext i32 %N to i64
  %1442 = select i1 %1440, i64 4096, i64 %1441
  %1443 = select i1 %1438, i64 0, i64 %1442
  %1444 = icmp slt i64 %1443, 0
  %1445 = sext i32 %N to i64
  %1446 = icmp slt i64 %1445, 0
  %1447 = sext i32 %N to i64
  %1448 = icmp sgt i64 %1447, 4096
  %1449 = sext i32 %N to i64
  %1450 = select i1 %1448, i64 4096, i64 %1449
  %1451 = select i1 %1446, i64 0, i64 %1450
  %1452 = select i1 %1444, i64 0, i64 %1451
  %1453 = trunc i64 %1452 to i32
  %1454 = icmp slt i32 %1453, 0
  %1455 = sext i32 %N to i64
  %1456 = icmp slt i64 %1455, 0
  %1457 = sext i32 %N to i64
  %1458 = icmp sgt i64 %1457, 4096
  %1459 = sext i32 %N to i64
  %1460 = select i1 %1458, i64 4096, i64 %1459
  %1461 = select i1 %1456, i64 0, i64 %1460
  %1462 = icmp slt i64 %1461, 0
  %1463 = sext i32 %N to i64
  %1464 = icmp slt i64 %1463, 0
  %1465 = sext i32 %N to i64
  %1466 = icmp sgt i64 %1465, 4096
  %1467 = sext i32 %N to i64
  %1468 = select i1 %1466, i64 4096, i64 %1467
  %1469 = select i1 %1464, i64 0, i64 %1468
  %1470 = select i1 %1462, i64 0, i64 %1469
  %1471 = trunc i64 %1470 to i32
  %1472 = icmp sgt i32 %1471, 4096
  %1473 = sext i32 %N to i64
  %1474 = icmp slt i64 %1473, 0
  %1475 = sext i32 %N to i64
  %1476 = icmp sgt i64 %1475, 4096
  %1477 = sext i32 %N to i64
  %1478 = select i1 %1476, i64 4096, i64 %1477
  %1479 = select i1 %1474, i64 0, i64 %1478
  %1480 = icmp slt i64 %1479, 0
  %1481 = sext i32 %N to i64
  %1482 = icmp slt i64 %1481, 0
  %1483 = sext i32 %N to i64
  %1484 = icmp sgt i64 %1483, 4096
  %1485 = sext i32 %N to i64
  %1486 = select i1 %1484, i64 4096, i64 %1485
  %1487 = select i1 %1482, i64 0, i64 %1486
  %1488 = select i1 %1480, i64 0, i64 %1487
  %1489 = trunc i64 %1488 to i32
  %1490 = select i1 %1472, i32 4096, i32 %1489
  %tl_pad_from21 = select i1 %1454, i32 0, i32 %1490
  %1491 = mul i32 %1081, 32
  %1492 = icmp slt i32 %1491, 32
  %1493 = mul i32 %1081, 32
  %1494 = select i1 %1492, i32 32, i32 %1493
  %1495 = icmp slt i32 %1494, 4096
  %1496 = mul i32 %1081, 32
  %1497 = icmp slt i32 %1496, 32
  %1498 = mul i32 %1081, 32
  %1499 = select i1 %1497, i32 32, i32 %1498
  %1500 = select i1 %1495, i32 %1499, i32 4096
  %tl_pad_n23 = sub i32 %1500, %tl_pad_from21
  br label %for.cond346

for.end345:                                       ; preds = %for.cond343
  br label %for.cond349

for.cond346:                                      ; preds = %for.body347, %for.body344
  %tl_pad_k24 = phi i32 [ 0, %for.body344 ], [ %1508, %for.body347 ]
  %1501 = icmp slt i32 %tl_pad_k24, %tl_pad_n23
  br i1 %1501, label %for.body347, label %for.end348

for.body347:                                      ; preds = %for.cond346
  %1502 = sext i32 %tl_r20 to i64
  %1503 = mul nsw i64 %1502, 4096
  %1504 = add i32 %tl_pad_from21, %tl_pad_k24
  %1505 = sext i32 %1504 to i64
  %1506 = add nsw i64 %1503, %1505
  %1507 = getelementptr inbounds float, ptr %sq_r, i64 %1506
  store float 0.000000e+00, ptr %1507, align 4
  %1508 = add nsw i32 %tl_pad_k24, 1
  br label %for.cond346, !llvm.loop !76

for.end348:                                       ; preds = %for.cond346
  %1509 = add nsw i32 %tl_r20, 1
  br label %for.cond343, !llvm.loop !77

for.cond349:                                      ; preds = %for.body350, %for.end345
  %lane5 = phi i32 [ 0, %for.end345 ], [ %1519, %for.body350 ]
  %1510 = icmp slt i32 %lane5, 32
  br i1 %1510, label %for.body350, label %for.end351

for.body350:                                      ; preds = %for.cond349
  %1511 = sext i32 %i7 to i64
  %1512 = mul nsw i64 %1511, 4096
  %1513 = sext i32 %lane5 to i64
  %1514 = add nsw i64 %1512, %1513
  %1515 = getelementptr inbounds float, ptr %sq_r, i64 %1514
  %1516 = load float, ptr %1515, align 4
  %1517 = sext i32 %lane5 to i64
  %1518 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1517
  store float %1516, ptr %1518, align 4
  %1519 = add nsw i32 %lane5, 1
  br label %for.cond349, !llvm.loop !78

for.end351:                                       ; preds = %for.cond349
  %1520 = sub i32 %1081, 1
  %1521 = icmp slt i32 %1520, 0
  %1522 = sub i32 %1081, 1
  %1523 = select i1 %1521, i32 0, i32 %1522
  %tl_steps26 = select i1 true, i32 %1523, i32 127
  %1524 = icmp eq i32 %tl_steps26, 127
  br i1 %1524, label %if.then352, label %if.else353

if.then352:                                       ; preds = %for.end351
  br label %for.cond355

if.else353:                                       ; preds = %for.end351
  br label %if.end354

if.end354:                                        ; preds = %if.else353, %for.end357
  br label %for.cond361

for.cond355:                                      ; preds = %for.end360, %if.then352
  %tl_r27 = phi i32 [ 0, %if.then352 ], [ %1588, %for.end360 ]
  %1525 = icmp slt i32 %tl_r27, 1
  br i1 %1525, label %for.body356, label %for.end357

for.body356:                                      ; preds = %for.cond355
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
  %1543 = icmp slt i32 %1542, 0
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
  %1561 = icmp sgt i32 %1560, 4096
  %1562 = sext i32 %N to i64
  %1563 = icmp slt i64 %1562, 0
  %1564 = sext i32 %N to i64
  %1565 = icmp sgt i64 %1564, 4096
  %1566 = sext i32 %N to i64
  %1567 = select i1 %1565, i64 4096, i64 %1566
  %1568 = select i1 %1563, i64 0, i64 %1567
  %1569 = icmp slt i64 %1568, 0
  %1570 = sext i32 %N to i64
  %1571 = icmp slt i64 %1570, 0
  %1572 = sext i32 %N to i64
  %1573 = icmp sgt i64 %1572, 4096
  %1574 = sext i32 %N to i64
  %1575 = select i1 %1573, i64 4096, i64 %1574
  %1576 = select i1 %1571, i64 0, i64 %1575
  %1577 = select i1 %1569, i64 0, i64 %1576
  %1578 = trunc i64 %1577 to i32
  %1579 = select i1 %1561, i32 4096, i32 %1578
  %tl_pad_from28 = select i1 %1543, i32 0, i32 %1579
  %tl_pad_n30 = sub i32 4096, %tl_pad_from28
  br label %for.cond358

for.end357:                                       ; preds = %for.cond355
  br label %if.end354

for.cond358:                                      ; preds = %for.body359, %for.body356
  %tl_pad_k31 = phi i32 [ 0, %for.body356 ], [ %1587, %for.body359 ]
  %1580 = icmp slt i32 %tl_pad_k31, %tl_pad_n30
  br i1 %1580, label %for.body359, label %for.end360

for.body359:                                      ; preds = %for.cond358
  %1581 = sext i32 %tl_r27 to i64
  %1582 = mul nsw i64 %1581, 4096
  %1583 = add i32 %tl_pad_from28, %tl_pad_k31
  %1584 = sext i32 %1583 to i64
  %1585 = add nsw i64 %1582, %1584
  %1586 = getelementptr inbounds float, ptr %sq_r, i64 %1585
  store float 0.000000e+00, ptr %1586, align 4
  %1587 = add nsw i32 %tl_pad_k31, 1
  br label %for.cond358, !llvm.loop !79

for.end360:                                       ; preds = %for.cond358
  %1588 = add nsw i32 %tl_r27, 1
  br label %for.cond355, !llvm.loop !80

for.cond361:                                      ; preds = %for.end366, %if.end354
  %red5 = phi i32 [ 0, %if.end354 ], [ %1608, %for.end366 ]
  %1589 = icmp slt i32 %red5, %tl_steps26
  br i1 %1589, label %for.body362, label %for.end363

for.body362:                                      ; preds = %for.cond361
  br label %for.cond364

for.end363:                                       ; preds = %for.cond361
  %1590 = icmp slt i32 %tl_steps26, 127
  br i1 %1590, label %if.then368, label %if.else369

for.cond364:                                      ; preds = %for.body365, %for.body362
  %lane5367 = phi i32 [ 0, %for.body362 ], [ %1607, %for.body365 ]
  %1591 = icmp slt i32 %lane5367, 32
  br i1 %1591, label %for.body365, label %for.end366

for.body365:                                      ; preds = %for.cond364
  %1592 = sext i32 %lane5367 to i64
  %1593 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1592
  %1594 = load float, ptr %1593, align 4
  %1595 = sext i32 %i7 to i64
  %1596 = mul nsw i64 %1595, 4096
  %1597 = add i32 %red5, 1
  %1598 = mul i32 %1597, 32
  %1599 = add i32 %1598, %lane5367
  %1600 = sext i32 %1599 to i64
  %1601 = add nsw i64 %1596, %1600
  %1602 = getelementptr inbounds float, ptr %sq_r, i64 %1601
  %1603 = load float, ptr %1602, align 4
  %1604 = fadd float %1594, %1603
  %1605 = sext i32 %lane5367 to i64
  %1606 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1605
  store float %1604, ptr %1606, align 4
  %1607 = add nsw i32 %lane5367, 1
  br label %for.cond364, !llvm.loop !81

for.end366:                                       ; preds = %for.cond364
  %1608 = add nsw i32 %red5, 1
  br label %for.cond361, !llvm.loop !82

if.then368:                                       ; preds = %for.end363
  %1609 = getelementptr inbounds float, ptr %tl_lanes_27, i64 0
  %1610 = load float, ptr %1609, align 4
  %1611 = fadd float %1610, 0.000000e+00
  %1612 = getelementptr inbounds float, ptr %tl_lanes_27, i64 0
  store float %1611, ptr %1612, align 4
  br label %if.end370

if.else369:                                       ; preds = %for.end363
  br label %if.end370

if.end370:                                        ; preds = %if.else369, %if.then368
  br label %for.cond371

for.cond371:                                      ; preds = %for.body372, %if.end370
  %lane5374 = phi i32 [ 0, %if.end370 ], [ %1624, %for.body372 ]
  %1613 = icmp slt i32 %lane5374, 16
  br i1 %1613, label %for.body372, label %for.end373

for.body372:                                      ; preds = %for.cond371
  %1614 = sext i32 %lane5374 to i64
  %1615 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1614
  %1616 = load float, ptr %1615, align 4
  %1617 = add i32 %lane5374, 16
  %1618 = sext i32 %1617 to i64
  %1619 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1618
  %1620 = load float, ptr %1619, align 4
  %1621 = fadd float %1616, %1620
  %1622 = sext i32 %lane5374 to i64
  %1623 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1622
  store float %1621, ptr %1623, align 4
  %1624 = add nsw i32 %lane5374, 1
  br label %for.cond371, !llvm.loop !83

for.end373:                                       ; preds = %for.cond371
  br label %for.cond375

for.cond375:                                      ; preds = %for.body376, %for.end373
  %lane5378 = phi i32 [ 0, %for.end373 ], [ %1636, %for.body376 ]
  %1625 = icmp slt i32 %lane5378, 8
  br i1 %1625, label %for.body376, label %for.end377

for.body376:                                      ; preds = %for.cond375
  %1626 = sext i32 %lane5378 to i64
  %1627 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1626
  %1628 = load float, ptr %1627, align 4
  %1629 = add i32 %lane5378, 8
  %1630 = sext i32 %1629 to i64
  %1631 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1630
  %1632 = load float, ptr %1631, align 4
  %1633 = fadd float %1628, %1632
  %1634 = sext i32 %lane5378 to i64
  %1635 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1634
  store float %1633, ptr %1635, align 4
  %1636 = add nsw i32 %lane5378, 1
  br label %for.cond375, !llvm.loop !84

for.end377:                                       ; preds = %for.cond375
  br label %for.cond379

for.cond379:                                      ; preds = %for.body380, %for.end377
  %lane5382 = phi i32 [ 0, %for.end377 ], [ %1648, %for.body380 ]
  %1637 = icmp slt i32 %lane5382, 4
  br i1 %1637, label %for.body380, label %for.end381

for.body380:                                      ; preds = %for.cond379
  %1638 = sext i32 %lane5382 to i64
  %1639 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1638
  %1640 = load float, ptr %1639, align 4
  %1641 = add i32 %lane5382, 4
  %1642 = sext i32 %1641 to i64
  %1643 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1642
  %1644 = load float, ptr %1643, align 4
  %1645 = fadd float %1640, %1644
  %1646 = sext i32 %lane5382 to i64
  %1647 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1646
  store float %1645, ptr %1647, align 4
  %1648 = add nsw i32 %lane5382, 1
  br label %for.cond379, !llvm.loop !85

for.end381:                                       ; preds = %for.cond379
  br label %for.cond383

for.cond383:                                      ; preds = %for.body384, %for.end381
  %lane5386 = phi i32 [ 0, %for.end381 ], [ %1660, %for.body384 ]
  %1649 = icmp slt i32 %lane5386, 2
  br i1 %1649, label %for.body384, label %for.end385

for.body384:                                      ; preds = %for.cond383
  %1650 = sext i32 %lane5386 to i64
  %1651 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1650
  %1652 = load float, ptr %1651, align 4
  %1653 = add i32 %lane5386, 2
  %1654 = sext i32 %1653 to i64
  %1655 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1654
  %1656 = load float, ptr %1655, align 4
  %1657 = fadd float %1652, %1656
  %1658 = sext i32 %lane5386 to i64
  %1659 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1658
  store float %1657, ptr %1659, align 4
  %1660 = add nsw i32 %lane5386, 1
  br label %for.cond383, !llvm.loop !86

for.end385:                                       ; preds = %for.cond383
  br label %for.cond387

for.cond387:                                      ; preds = %for.body388, %for.end385
  %lane5390 = phi i32 [ 0, %for.end385 ], [ %1672, %for.body388 ]
  %1661 = icmp slt i32 %lane5390, 1
  br i1 %1661, label %for.body388, label %for.end389

for.body388:                                      ; preds = %for.cond387
  %1662 = sext i32 %lane5390 to i64
  %1663 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1662
  %1664 = load float, ptr %1663, align 4
  %1665 = add i32 %lane5390, 1
  %1666 = sext i32 %1665 to i64
  %1667 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1666
  %1668 = load float, ptr %1667, align 4
  %1669 = fadd float %1664, %1668
  %1670 = sext i32 %lane5390 to i64
  %1671 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1670
  store float %1669, ptr %1671, align 4
  %1672 = add nsw i32 %lane5390, 1
  br label %for.cond387, !llvm.loop !87

for.end389:                                       ; preds = %for.cond387
  %1673 = sext i32 %i7 to i64
  %1674 = getelementptr inbounds float, ptr %rstd_r, i64 %1673
  store float 0.000000e+00, ptr %1674, align 4
  %1675 = sext i32 %i7 to i64
  %1676 = getelementptr inbounds float, ptr %rstd_r, i64 %1675
  %1677 = load float, ptr %1676, align 4
  %1678 = getelementptr inbounds float, ptr %tl_lanes_27, i64 0
  %1679 = load float, ptr %1678, align 4
  %1680 = fadd float %1677, %1679
  %1681 = sext i32 %i7 to i64
  %1682 = getelementptr inbounds float, ptr %rstd_r, i64 %1681
  store float %1680, ptr %1682, align 4
  %1683 = add nsw i32 %i7, 1
  br label %for.cond340, !llvm.loop !88

for.cond391:                                      ; preds = %for.body392, %for.end342
  %i394 = phi i32 [ 0, %for.end342 ], [ %1713, %for.body392 ]
  %1684 = icmp slt i32 %i394, 1
  br i1 %1684, label %for.body392, label %for.end393

for.body392:                                      ; preds = %for.cond391
  %1685 = sext i32 %i394 to i64
  %1686 = getelementptr inbounds float, ptr %mean_r, i64 %1685
  %1687 = load float, ptr %1686, align 4
  %1688 = sitofp i32 %N to float
  %1689 = fdiv float %1687, %1688
  %1690 = sext i32 %i394 to i64
  %1691 = getelementptr inbounds float, ptr %mean_r, i64 %1690
  store float %1689, ptr %1691, align 4
  %1692 = sext i32 %i394 to i64
  %1693 = getelementptr inbounds float, ptr %rstd_r, i64 %1692
  %1694 = load float, ptr %1693, align 4
  %1695 = sitofp i32 %N to float
  %1696 = fdiv float %1694, %1695
  %1697 = sext i32 %i394 to i64
  %1698 = getelementptr inbounds float, ptr %mean_r, i64 %1697
  %1699 = load float, ptr %1698, align 4
  %1700 = sext i32 %i394 to i64
  %1701 = getelementptr inbounds float, ptr %mean_r, i64 %1700
  %1702 = load float, ptr %1701, align 4
  %1703 = fmul float %1699, %1702
  %1704 = fsub float %1696, %1703
  %1705 = call float @llvm.maxnum.f32(float %1704, float 0.000000e+00)
  %1706 = fadd float %1705, 0x3EE4F8B580000000
  %1707 = fpext float %1706 to double
  %1708 = call double @llvm.sqrt.f64(double %1707)
  %1709 = fdiv double 1.000000e+00, %1708
  %1710 = fptrunc double %1709 to float
  %1711 = sext i32 %i394 to i64
  %1712 = getelementptr inbounds float, ptr %rstd_r, i64 %1711
  store float %1710, ptr %1712, align 4
  %1713 = add nsw i32 %i394, 1
  br label %for.cond391, !llvm.loop !89

for.end393:                                       ; preds = %for.cond391
  br label %for.cond395

for.cond395:                                      ; preds = %if.end401, %for.end393
  %i398 = phi i32 [ 0, %for.end393 ], [ %1742, %if.end401 ]
  %1714 = icmp slt i32 %i398, 1
  br i1 %1714, label %for.body396, label %for.end397

for.body396:                                      ; preds = %for.cond395
  %1715 = sext i32 %N to i64
  %1716 = icmp slt i64 %1715, 0
  %1717 = sext i32 %N to i64
  %1718 = icmp sgt i64 %1717, 4096
  %1719 = sext i32 %N to i64
  %1720 = select i1 %1718, i64 4096, i64 %1719
  %1721 = select i1 %1716, i64 0, i64 %1720
  %1722 = icmp slt i64 %1721, 0
  %1723 = sext i32 %N to i64
  %1724 = icmp slt i64 %1723, 0
  %1725 = sext i32 %N to i64
  %1726 = icmp sgt i64 %1725, 4096
  %1727 = sext i32 %N to i64
  %1728 = select i1 %1726, i64 4096, i64 %1727
  %1729 = select i1 %1724, i64 0, i64 %1728
  %1730 = select i1 %1722, i64 0, i64 %1729
  %tl_hi11 = trunc i64 %1730 to i32
  %1731 = mul i32 %bx, 4
  %1732 = add i32 %1731, %r262
  %1733 = add i32 %1732, %i398
  %1734 = icmp sle i32 0, %1733
  %1735 = mul i32 %bx, 4
  %1736 = add i32 %1735, %r262
  %1737 = add i32 %1736, %i398
  %1738 = icmp slt i32 %1737, %M
  %1739 = and i1 %1734, %1738
  br i1 %1739, label %if.then399, label %if.else400

for.end397:                                       ; preds = %for.cond395
  %1740 = add nsw i32 %r262, 1
  br label %for.cond259, !llvm.loop !90

if.then399:                                       ; preds = %for.body396
  %1741 = sub i32 %tl_hi11, 0
  br label %for.cond402

if.else400:                                       ; preds = %for.body396
  br label %if.end401

if.end401:                                        ; preds = %if.else400, %for.end404
  %1742 = add nsw i32 %i398, 1
  br label %for.cond395, !llvm.loop !91

for.cond402:                                      ; preds = %for.body403, %if.then399
  %j6 = phi i32 [ 0, %if.then399 ], [ %1777, %for.body403 ]
  %1743 = icmp slt i32 %j6, %1741
  br i1 %1743, label %for.body403, label %for.end404

for.body403:                                      ; preds = %for.cond402
  %1744 = sext i32 %i398 to i64
  %1745 = mul nsw i64 %1744, 4096
  %1746 = add i32 0, %j6
  %1747 = sext i32 %1746 to i64
  %1748 = add nsw i64 %1745, %1747
  %1749 = getelementptr inbounds float, ptr %X_r, i64 %1748
  %1750 = load float, ptr %1749, align 4
  %1751 = getelementptr inbounds float, ptr %mean_r, i64 0
  %1752 = load float, ptr %1751, align 4
  %1753 = fsub float %1750, %1752
  %1754 = getelementptr inbounds float, ptr %rstd_r, i64 0
  %1755 = load float, ptr %1754, align 4
  %1756 = fmul float %1753, %1755
  %1757 = add i32 0, %j6
  %1758 = sext i32 %1757 to i64
  %1759 = getelementptr inbounds float, ptr %W, i64 %1758
  %1760 = load float, ptr %1759, align 4
  %1761 = fmul float %1756, %1760
  %1762 = add i32 0, %j6
  %1763 = sext i32 %1762 to i64
  %1764 = getelementptr inbounds float, ptr %B, i64 %1763
  %1765 = load float, ptr %1764, align 4
  %1766 = fadd float %1761, %1765
  %1767 = mul i32 %bx, 4
  %1768 = add i32 %1767, %r262
  %1769 = add i32 %1768, %i398
  %1770 = sext i32 %1769 to i64
  %1771 = sext i32 %N to i64
  %1772 = mul nsw i64 %1770, %1771
  %1773 = add i32 0, %j6
  %1774 = sext i32 %1773 to i64
  %1775 = add nsw i64 %1772, %1774
  %1776 = getelementptr inbounds float, ptr %Y, i64 %1775
  store float %1766, ptr %1776, align 4
  %1777 = add nsw i32 %j6, 1
  br label %for.cond402, !llvm.loop !92

for.end404:                                       ; preds = %for.cond402
  br label %if.end401

for.cond405:                                      ; preds = %for.body406, %if.else257
  %i11 = phi i32 [ 0, %if.else257 ], [ %1783, %for.body406 ]
  %1778 = icmp slt i32 %i11, 4
  br i1 %1778, label %for.body406, label %for.end407

for.body406:                                      ; preds = %for.cond405
  %1779 = sext i32 %i11 to i64
  %1780 = getelementptr inbounds float, ptr %mean, i64 %1779
  store float 0.000000e+00, ptr %1780, align 4
  %1781 = sext i32 %i11 to i64
  %1782 = getelementptr inbounds float, ptr %rstd, i64 %1781
  store float 0.000000e+00, ptr %1782, align 4
  %1783 = add nsw i32 %i11, 1
  br label %for.cond405, !llvm.loop !93

for.end407:                                       ; preds = %for.cond405
  %1784 = sext i32 %N to i64
  %1785 = sdiv i64 %1784, 512
  %1786 = sub i64 0, %1784
  %1787 = select i1 false, i64 %1786, i64 %1785
  %1788 = srem i64 %1784, 512
  %1789 = icmp ne i64 %1788, 0
  %1790 = icmp slt i64 %1784, 0
  %1791 = icmp eq i1 %1790, false
  %1792 = and i1 %1789, %1791
  %1793 = zext i1 %1792 to i64
  %1794 = add i64 %1787, %1793
  %1795 = trunc i64 %1794 to i32
  %1796 = sext i32 %N to i64
  %1797 = sdiv i64 %1796, 512
  %1798 = sub i64 0, %1796
  %1799 = select i1 false, i64 %1798, i64 %1797
  %1800 = srem i64 %1796, 512
  %1801 = icmp ne i64 %1800, 0
  %1802 = icmp slt i64 %1796, 0
  %1803 = icmp eq i1 %1802, false
  %1804 = and i1 %1801, %1803
  %1805 = zext i1 %1804 to i64
  %1806 = add i64 %1799, %1805
  %1807 = trunc i64 %1806 to i32
  br label %for.cond408

for.cond408:                                      ; preds = %for.end451, %for.end407
  %c = phi i32 [ 0, %for.end407 ], [ %1972, %for.end451 ]
  %1808 = icmp slt i32 %c, %1795
  br i1 %1808, label %for.body409, label %for.end410

for.body409:                                      ; preds = %for.cond408
  %1809 = mul i32 %bx, 4
  %1810 = icmp sle i32 0, %1809
  %1811 = mul i32 %bx, 4
  %1812 = sext i32 %1811 to i64
  %1813 = add i64 %1812, 4
  %1814 = sext i32 %M to i64
  %1815 = icmp sle i64 %1813, %1814
  %1816 = and i1 %1810, %1815
  %1817 = mul i32 %c, 512
  %1818 = icmp sle i32 0, %1817
  %1819 = mul i32 %c, 512
  %1820 = sext i32 %1819 to i64
  %1821 = add i64 %1820, 512
  %1822 = sext i32 %N to i64
  %1823 = icmp sle i64 %1821, %1822
  %1824 = and i1 %1818, %1823
  %1825 = and i1 %1816, %1824
  br i1 %1825, label %if.then411, label %if.else412

for.end410:                                       ; preds = %for.cond408
  br label %for.cond518

if.then411:                                       ; preds = %for.body409
  br label %for.cond414

if.else412:                                       ; preds = %for.body409
  br label %for.cond427

if.end413:                                        ; preds = %for.end429, %for.end416
  br label %for.cond449

for.cond414:                                      ; preds = %for.end426, %if.then411
  %i11417 = phi i32 [ 0, %if.then411 ], [ %1861, %for.end426 ]
  %1826 = icmp slt i32 %i11417, 4
  br i1 %1826, label %for.body415, label %for.end416

for.body415:                                      ; preds = %for.cond414
  %1827 = add i32 %c, 1
  %1828 = icmp slt i32 %1827, %1807
  br i1 %1828, label %if.then418, label %if.else419

for.end416:                                       ; preds = %for.cond414
  br label %if.end413

if.then418:                                       ; preds = %for.body415
  br label %for.cond421

if.else419:                                       ; preds = %for.body415
  br label %if.end420

if.end420:                                        ; preds = %if.else419, %for.end423
  br label %for.cond424

for.cond421:                                      ; preds = %for.body422, %if.then418
  %pf3 = phi i32 [ 0, %if.then418 ], [ %1842, %for.body422 ]
  %1829 = icmp slt i32 %pf3, 32
  br i1 %1829, label %for.body422, label %for.end423

for.body422:                                      ; preds = %for.cond421
  %1830 = mul i32 %bx, 4
  %1831 = add i32 %1830, %i11417
  %1832 = sext i32 %1831 to i64
  %1833 = sext i32 %N to i64
  %1834 = mul i64 %1832, %1833
  %1835 = add i32 %c, 1
  %1836 = mul i32 %1835, 512
  %1837 = mul i32 %pf3, 16
  %1838 = add i32 %1836, %1837
  %1839 = sext i32 %1838 to i64
  %1840 = add i64 %1834, %1839
  %1841 = getelementptr float, ptr %X, i64 %1840
  call void @llvm.prefetch.p0(ptr %1841, i32 0, i32 3, i32 1)
  %1842 = add nsw i32 %pf3, 1
  br label %for.cond421, !llvm.loop !94

for.end423:                                       ; preds = %for.cond421
  br label %if.end420

for.cond424:                                      ; preds = %for.body425, %if.end420
  %j1 = phi i32 [ 0, %if.end420 ], [ %1860, %for.body425 ]
  %1843 = icmp slt i32 %j1, 512
  br i1 %1843, label %for.body425, label %for.end426

for.body425:                                      ; preds = %for.cond424
  %1844 = mul i32 %bx, 4
  %1845 = add i32 %1844, %i11417
  %1846 = sext i32 %1845 to i64
  %1847 = sext i32 %N to i64
  %1848 = mul nsw i64 %1846, %1847
  %1849 = mul i32 %c, 512
  %1850 = add i32 %1849, %j1
  %1851 = sext i32 %1850 to i64
  %1852 = add nsw i64 %1848, %1851
  %1853 = getelementptr inbounds float, ptr %X, i64 %1852
  %1854 = load float, ptr %1853, align 4
  %1855 = sext i32 %i11417 to i64
  %1856 = mul nsw i64 %1855, 512
  %1857 = sext i32 %j1 to i64
  %1858 = add nsw i64 %1856, %1857
  %1859 = getelementptr inbounds float, ptr %X_f, i64 %1858
  store float %1854, ptr %1859, align 4
  %1860 = add nsw i32 %j1, 1
  br label %for.cond424, !llvm.loop !95

for.end426:                                       ; preds = %for.cond424
  %1861 = add nsw i32 %i11417, 1
  br label %for.cond414, !llvm.loop !96

for.cond427:                                      ; preds = %for.end447, %if.else412
  %i11430 = phi i32 [ 0, %if.else412 ], [ %1970, %for.end447 ]
  %1862 = icmp slt i32 %i11430, 4
  br i1 %1862, label %for.body428, label %for.end429

for.body428:                                      ; preds = %for.cond427
  %1863 = mul i32 %c, 512
  %1864 = sext i32 %1863 to i64
  %1865 = sub i64 0, %1864
  %1866 = icmp slt i64 %1865, 0
  %1867 = mul i32 %c, 512
  %1868 = sext i32 %1867 to i64
  %1869 = sub i64 0, %1868
  %1870 = icmp sgt i64 %1869, 512
  %1871 = mul i32 %c, 512
  %1872 = sext i32 %1871 to i64
  %1873 = sub i64 0, %1872
  %1874 = select i1 %1870, i64 512, i64 %1873
  %1875 = select i1 %1866, i64 0, i64 %1874
  %tl_lo12 = trunc i64 %1875 to i32
  %1876 = sext i32 %N to i64
  %1877 = mul i32 %c, 512
  %1878 = sext i32 %1877 to i64
  %1879 = sub i64 %1876, %1878
  %1880 = icmp slt i64 %1879, 0
  %1881 = sext i32 %N to i64
  %1882 = mul i32 %c, 512
  %1883 = sext i32 %1882 to i64
  %1884 = sub i64 %1881, %1883
  %1885 = icmp sgt i64 %1884, 512
  %1886 = sext i32 %N to i64
  %1887 = mul i32 %c, 512
  %1888 = sext i32 %1887 to i64
  %1889 = sub i64 %1886, %1888
  %1890 = select i1 %1885, i64 512, i64 %1889
  %1891 = select i1 %1880, i64 0, i64 %1890
  %1892 = sext i32 %tl_lo12 to i64
  %1893 = icmp slt i64 %1891, %1892
  %1894 = sext i32 %tl_lo12 to i64
  %1895 = sext i32 %N to i64
  %1896 = mul i32 %c, 512
  %1897 = sext i32 %1896 to i64
  %1898 = sub i64 %1895, %1897
  %1899 = icmp slt i64 %1898, 0
  %1900 = sext i32 %N to i64
  %1901 = mul i32 %c, 512
  %1902 = sext i32 %1901 to i64
  %1903 = sub i64 %1900, %1902
  %1904 = icmp sgt i64 %1903, 512
  %1905 = sext i32 %N to i64
  %1906 = mul i32 %c, 512
  %1907 = sext i32 %1906 to i64
  %1908 = sub i64 %1905, %1907
  %1909 = select i1 %1904, i64 512, i64 %1908
  %1910 = select i1 %1899, i64 0, i64 %1909
  %1911 = select i1 %1893, i64 %1894, i64 %1910
  %tl_hi13 = trunc i64 %1911 to i32
  br label %for.cond431

for.end429:                                       ; preds = %for.cond427
  br label %if.end413

for.cond431:                                      ; preds = %for.body432, %for.body428
  %j1434 = phi i32 [ 0, %for.body428 ], [ %1918, %for.body432 ]
  %1912 = icmp slt i32 %j1434, %tl_lo12
  br i1 %1912, label %for.body432, label %for.end433

for.body432:                                      ; preds = %for.cond431
  %1913 = sext i32 %i11430 to i64
  %1914 = mul nsw i64 %1913, 512
  %1915 = sext i32 %j1434 to i64
  %1916 = add nsw i64 %1914, %1915
  %1917 = getelementptr inbounds float, ptr %X_f, i64 %1916
  store float 0.000000e+00, ptr %1917, align 4
  %1918 = add nsw i32 %j1434, 1
  br label %for.cond431, !llvm.loop !97

for.end433:                                       ; preds = %for.cond431
  %1919 = mul i32 %bx, 4
  %1920 = sext i32 %1919 to i64
  %1921 = sext i32 %i11430 to i64
  %1922 = add i64 %1920, %1921
  %1923 = icmp sle i64 0, %1922
  %1924 = mul i32 %bx, 4
  %1925 = sext i32 %1924 to i64
  %1926 = sext i32 %i11430 to i64
  %1927 = add i64 %1925, %1926
  %1928 = sext i32 %M to i64
  %1929 = icmp slt i64 %1927, %1928
  %1930 = and i1 %1923, %1929
  br i1 %1930, label %if.then435, label %if.else436

if.then435:                                       ; preds = %for.end433
  %1931 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond438

if.else436:                                       ; preds = %for.end433
  %1932 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond441

if.end437:                                        ; preds = %for.end443, %for.end440
  %1933 = sub i32 512, %tl_hi13
  br label %for.cond445

for.cond438:                                      ; preds = %for.body439, %if.then435
  %j11 = phi i32 [ 0, %if.then435 ], [ %1953, %for.body439 ]
  %1934 = icmp slt i32 %j11, %1931
  br i1 %1934, label %for.body439, label %for.end440

for.body439:                                      ; preds = %for.cond438
  %1935 = mul i32 %bx, 4
  %1936 = add i32 %1935, %i11430
  %1937 = sext i32 %1936 to i64
  %1938 = sext i32 %N to i64
  %1939 = mul nsw i64 %1937, %1938
  %1940 = mul i32 %c, 512
  %1941 = add i32 %tl_lo12, %j11
  %1942 = add i32 %1940, %1941
  %1943 = sext i32 %1942 to i64
  %1944 = add nsw i64 %1939, %1943
  %1945 = getelementptr inbounds float, ptr %X, i64 %1944
  %1946 = load float, ptr %1945, align 4
  %1947 = sext i32 %i11430 to i64
  %1948 = mul nsw i64 %1947, 512
  %1949 = add i32 %tl_lo12, %j11
  %1950 = sext i32 %1949 to i64
  %1951 = add nsw i64 %1948, %1950
  %1952 = getelementptr inbounds float, ptr %X_f, i64 %1951
  store float %1946, ptr %1952, align 4
  %1953 = add nsw i32 %j11, 1
  br label %for.cond438, !llvm.loop !98

for.end440:                                       ; preds = %for.cond438
  br label %if.end437

for.cond441:                                      ; preds = %for.body442, %if.else436
  %j11444 = phi i32 [ 0, %if.else436 ], [ %1961, %for.body442 ]
  %1954 = icmp slt i32 %j11444, %1932
  br i1 %1954, label %for.body442, label %for.end443

for.body442:                                      ; preds = %for.cond441
  %1955 = sext i32 %i11430 to i64
  %1956 = mul nsw i64 %1955, 512
  %1957 = add i32 %tl_lo12, %j11444
  %1958 = sext i32 %1957 to i64
  %1959 = add nsw i64 %1956, %1958
  %1960 = getelementptr inbounds float, ptr %X_f, i64 %1959
  store float 0.000000e+00, ptr %1960, align 4
  %1961 = add nsw i32 %j11444, 1
  br label %for.cond441, !llvm.loop !99

for.end443:                                       ; preds = %for.cond441
  br label %if.end437

for.cond445:                                      ; preds = %for.body446, %if.end437
  %j11448 = phi i32 [ 0, %if.end437 ], [ %1969, %for.body446 ]
  %1962 = icmp slt i32 %j11448, %1933
  br i1 %1962, label %for.body446, label %for.end447

for.body446:                                      ; preds = %for.cond445
  %1963 = sext i32 %i11430 to i64
  %1964 = mul nsw i64 %1963, 512
  %1965 = add i32 %tl_hi13, %j11448
  %1966 = sext i32 %1965 to i64
  %1967 = add nsw i64 %1964, %1966
  %1968 = getelementptr inbounds float, ptr %X_f, i64 %1967
  store float 0.000000e+00, ptr %1968, align 4
  %1969 = add nsw i32 %j11448, 1
  br label %for.cond445, !llvm.loop !100

for.end447:                                       ; preds = %for.cond445
  %1970 = add nsw i32 %i11430, 1
  br label %for.cond427, !llvm.loop !101

for.cond449:                                      ; preds = %for.end516, %if.end413
  %i452 = phi i32 [ 0, %if.end413 ], [ %2190, %for.end516 ]
  %1971 = icmp slt i32 %i452, 4
  br i1 %1971, label %for.body450, label %for.end451

for.body450:                                      ; preds = %for.cond449
  br label %for.cond453

for.end451:                                       ; preds = %for.cond449
  %1972 = add nsw i32 %c, 1
  br label %for.cond408, !llvm.loop !102

for.cond453:                                      ; preds = %for.body454, %for.body450
  %j456 = phi i32 [ 0, %for.body450 ], [ %1995, %for.body454 ]
  %1973 = icmp slt i32 %j456, 512
  br i1 %1973, label %for.body454, label %for.end455

for.body454:                                      ; preds = %for.cond453
  %1974 = mul i32 %c, 512
  %1975 = add i32 %1974, %j456
  %1976 = icmp slt i32 %1975, %N
  %1977 = sext i32 %i452 to i64
  %1978 = mul nsw i64 %1977, 512
  %1979 = sext i32 %j456 to i64
  %1980 = add nsw i64 %1978, %1979
  %1981 = call i64 @llvm.umin.i64(i64 %1980, i64 2047)
  %1982 = getelementptr inbounds float, ptr %X_f, i64 %1981
  %1983 = load float, ptr %1982, align 4
  %x457 = select i1 %1976, float %1983, float 0.000000e+00
  %1984 = sext i32 %i452 to i64
  %1985 = mul nsw i64 %1984, 512
  %1986 = sext i32 %j456 to i64
  %1987 = add nsw i64 %1985, %1986
  %1988 = getelementptr inbounds float, ptr %X_f, i64 %1987
  store float %x457, ptr %1988, align 4
  %1989 = fmul float %x457, %x457
  %1990 = sext i32 %i452 to i64
  %1991 = mul nsw i64 %1990, 512
  %1992 = sext i32 %j456 to i64
  %1993 = add nsw i64 %1991, %1992
  %1994 = getelementptr inbounds float, ptr %sq, i64 %1993
  store float %1989, ptr %1994, align 4
  %1995 = add nsw i32 %j456, 1
  br label %for.cond453, !llvm.loop !103

for.end455:                                       ; preds = %for.cond453
  br label %for.cond458

for.cond458:                                      ; preds = %for.body459, %for.end455
  %lane6 = phi i32 [ 0, %for.end455 ], [ %2005, %for.body459 ]
  %1996 = icmp slt i32 %lane6, 32
  br i1 %1996, label %for.body459, label %for.end460

for.body459:                                      ; preds = %for.cond458
  %1997 = sext i32 %i452 to i64
  %1998 = mul nsw i64 %1997, 512
  %1999 = sext i32 %lane6 to i64
  %2000 = add nsw i64 %1998, %1999
  %2001 = getelementptr inbounds float, ptr %X_f, i64 %2000
  %2002 = load float, ptr %2001, align 4
  %2003 = sext i32 %lane6 to i64
  %2004 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2003
  store float %2002, ptr %2004, align 4
  %2005 = add nsw i32 %lane6, 1
  br label %for.cond458, !llvm.loop !104

for.end460:                                       ; preds = %for.cond458
  br label %for.cond461

for.cond461:                                      ; preds = %for.end466, %for.end460
  %red6 = phi i32 [ 0, %for.end460 ], [ %2024, %for.end466 ]
  %2006 = icmp slt i32 %red6, 15
  br i1 %2006, label %for.body462, label %for.end463

for.body462:                                      ; preds = %for.cond461
  br label %for.cond464

for.end463:                                       ; preds = %for.cond461
  br label %for.cond468

for.cond464:                                      ; preds = %for.body465, %for.body462
  %lane6467 = phi i32 [ 0, %for.body462 ], [ %2023, %for.body465 ]
  %2007 = icmp slt i32 %lane6467, 32
  br i1 %2007, label %for.body465, label %for.end466

for.body465:                                      ; preds = %for.cond464
  %2008 = sext i32 %lane6467 to i64
  %2009 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2008
  %2010 = load float, ptr %2009, align 4
  %2011 = sext i32 %i452 to i64
  %2012 = mul nsw i64 %2011, 512
  %2013 = add i32 %red6, 1
  %2014 = mul i32 %2013, 32
  %2015 = add i32 %2014, %lane6467
  %2016 = sext i32 %2015 to i64
  %2017 = add nsw i64 %2012, %2016
  %2018 = getelementptr inbounds float, ptr %X_f, i64 %2017
  %2019 = load float, ptr %2018, align 4
  %2020 = fadd float %2010, %2019
  %2021 = sext i32 %lane6467 to i64
  %2022 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2021
  store float %2020, ptr %2022, align 4
  %2023 = add nsw i32 %lane6467, 1
  br label %for.cond464, !llvm.loop !105

for.end466:                                       ; preds = %for.cond464
  %2024 = add nsw i32 %red6, 1
  br label %for.cond461, !llvm.loop !106

for.cond468:                                      ; preds = %for.body469, %for.end463
  %lane6471 = phi i32 [ 0, %for.end463 ], [ %2036, %for.body469 ]
  %2025 = icmp slt i32 %lane6471, 16
  br i1 %2025, label %for.body469, label %for.end470

for.body469:                                      ; preds = %for.cond468
  %2026 = sext i32 %lane6471 to i64
  %2027 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2026
  %2028 = load float, ptr %2027, align 4
  %2029 = add i32 %lane6471, 16
  %2030 = sext i32 %2029 to i64
  %2031 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2030
  %2032 = load float, ptr %2031, align 4
  %2033 = fadd float %2028, %2032
  %2034 = sext i32 %lane6471 to i64
  %2035 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2034
  store float %2033, ptr %2035, align 4
  %2036 = add nsw i32 %lane6471, 1
  br label %for.cond468, !llvm.loop !107

for.end470:                                       ; preds = %for.cond468
  br label %for.cond472

for.cond472:                                      ; preds = %for.body473, %for.end470
  %lane6475 = phi i32 [ 0, %for.end470 ], [ %2048, %for.body473 ]
  %2037 = icmp slt i32 %lane6475, 8
  br i1 %2037, label %for.body473, label %for.end474

for.body473:                                      ; preds = %for.cond472
  %2038 = sext i32 %lane6475 to i64
  %2039 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2038
  %2040 = load float, ptr %2039, align 4
  %2041 = add i32 %lane6475, 8
  %2042 = sext i32 %2041 to i64
  %2043 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2042
  %2044 = load float, ptr %2043, align 4
  %2045 = fadd float %2040, %2044
  %2046 = sext i32 %lane6475 to i64
  %2047 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2046
  store float %2045, ptr %2047, align 4
  %2048 = add nsw i32 %lane6475, 1
  br label %for.cond472, !llvm.loop !108

for.end474:                                       ; preds = %for.cond472
  br label %for.cond476

for.cond476:                                      ; preds = %for.body477, %for.end474
  %lane6479 = phi i32 [ 0, %for.end474 ], [ %2060, %for.body477 ]
  %2049 = icmp slt i32 %lane6479, 4
  br i1 %2049, label %for.body477, label %for.end478

for.body477:                                      ; preds = %for.cond476
  %2050 = sext i32 %lane6479 to i64
  %2051 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2050
  %2052 = load float, ptr %2051, align 4
  %2053 = add i32 %lane6479, 4
  %2054 = sext i32 %2053 to i64
  %2055 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2054
  %2056 = load float, ptr %2055, align 4
  %2057 = fadd float %2052, %2056
  %2058 = sext i32 %lane6479 to i64
  %2059 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2058
  store float %2057, ptr %2059, align 4
  %2060 = add nsw i32 %lane6479, 1
  br label %for.cond476, !llvm.loop !109

for.end478:                                       ; preds = %for.cond476
  br label %for.cond480

for.cond480:                                      ; preds = %for.body481, %for.end478
  %lane6483 = phi i32 [ 0, %for.end478 ], [ %2072, %for.body481 ]
  %2061 = icmp slt i32 %lane6483, 2
  br i1 %2061, label %for.body481, label %for.end482

for.body481:                                      ; preds = %for.cond480
  %2062 = sext i32 %lane6483 to i64
  %2063 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2062
  %2064 = load float, ptr %2063, align 4
  %2065 = add i32 %lane6483, 2
  %2066 = sext i32 %2065 to i64
  %2067 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2066
  %2068 = load float, ptr %2067, align 4
  %2069 = fadd float %2064, %2068
  %2070 = sext i32 %lane6483 to i64
  %2071 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2070
  store float %2069, ptr %2071, align 4
  %2072 = add nsw i32 %lane6483, 1
  br label %for.cond480, !llvm.loop !110

for.end482:                                       ; preds = %for.cond480
  br label %for.cond484

for.cond484:                                      ; preds = %for.body485, %for.end482
  %lane6487 = phi i32 [ 0, %for.end482 ], [ %2084, %for.body485 ]
  %2073 = icmp slt i32 %lane6487, 1
  br i1 %2073, label %for.body485, label %for.end486

for.body485:                                      ; preds = %for.cond484
  %2074 = sext i32 %lane6487 to i64
  %2075 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2074
  %2076 = load float, ptr %2075, align 4
  %2077 = add i32 %lane6487, 1
  %2078 = sext i32 %2077 to i64
  %2079 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2078
  %2080 = load float, ptr %2079, align 4
  %2081 = fadd float %2076, %2080
  %2082 = sext i32 %lane6487 to i64
  %2083 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2082
  store float %2081, ptr %2083, align 4
  %2084 = add nsw i32 %lane6487, 1
  br label %for.cond484, !llvm.loop !111

for.end486:                                       ; preds = %for.cond484
  %2085 = sext i32 %i452 to i64
  %2086 = getelementptr inbounds float, ptr %mean, i64 %2085
  %2087 = load float, ptr %2086, align 4
  %2088 = getelementptr inbounds float, ptr %tl_lanes_28, i64 0
  %2089 = load float, ptr %2088, align 4
  %2090 = fadd float %2087, %2089
  %2091 = sext i32 %i452 to i64
  %2092 = getelementptr inbounds float, ptr %mean, i64 %2091
  store float %2090, ptr %2092, align 4
  br label %for.cond488

for.cond488:                                      ; preds = %for.body489, %for.end486
  %lane7 = phi i32 [ 0, %for.end486 ], [ %2102, %for.body489 ]
  %2093 = icmp slt i32 %lane7, 32
  br i1 %2093, label %for.body489, label %for.end490

for.body489:                                      ; preds = %for.cond488
  %2094 = sext i32 %i452 to i64
  %2095 = mul nsw i64 %2094, 512
  %2096 = sext i32 %lane7 to i64
  %2097 = add nsw i64 %2095, %2096
  %2098 = getelementptr inbounds float, ptr %sq, i64 %2097
  %2099 = load float, ptr %2098, align 4
  %2100 = sext i32 %lane7 to i64
  %2101 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2100
  store float %2099, ptr %2101, align 4
  %2102 = add nsw i32 %lane7, 1
  br label %for.cond488, !llvm.loop !112

for.end490:                                       ; preds = %for.cond488
  br label %for.cond491

for.cond491:                                      ; preds = %for.end496, %for.end490
  %red7 = phi i32 [ 0, %for.end490 ], [ %2121, %for.end496 ]
  %2103 = icmp slt i32 %red7, 15
  br i1 %2103, label %for.body492, label %for.end493

for.body492:                                      ; preds = %for.cond491
  br label %for.cond494

for.end493:                                       ; preds = %for.cond491
  br label %for.cond498

for.cond494:                                      ; preds = %for.body495, %for.body492
  %lane7497 = phi i32 [ 0, %for.body492 ], [ %2120, %for.body495 ]
  %2104 = icmp slt i32 %lane7497, 32
  br i1 %2104, label %for.body495, label %for.end496

for.body495:                                      ; preds = %for.cond494
  %2105 = sext i32 %lane7497 to i64
  %2106 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2105
  %2107 = load float, ptr %2106, align 4
  %2108 = sext i32 %i452 to i64
  %2109 = mul nsw i64 %2108, 512
  %2110 = add i32 %red7, 1
  %2111 = mul i32 %2110, 32
  %2112 = add i32 %2111, %lane7497
  %2113 = sext i32 %2112 to i64
  %2114 = add nsw i64 %2109, %2113
  %2115 = getelementptr inbounds float, ptr %sq, i64 %2114
  %2116 = load float, ptr %2115, align 4
  %2117 = fadd float %2107, %2116
  %2118 = sext i32 %lane7497 to i64
  %2119 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2118
  store float %2117, ptr %2119, align 4
  %2120 = add nsw i32 %lane7497, 1
  br label %for.cond494, !llvm.loop !113

for.end496:                                       ; preds = %for.cond494
  %2121 = add nsw i32 %red7, 1
  br label %for.cond491, !llvm.loop !114

for.cond498:                                      ; preds = %for.body499, %for.end493
  %lane7501 = phi i32 [ 0, %for.end493 ], [ %2133, %for.body499 ]
  %2122 = icmp slt i32 %lane7501, 16
  br i1 %2122, label %for.body499, label %for.end500

for.body499:                                      ; preds = %for.cond498
  %2123 = sext i32 %lane7501 to i64
  %2124 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2123
  %2125 = load float, ptr %2124, align 4
  %2126 = add i32 %lane7501, 16
  %2127 = sext i32 %2126 to i64
  %2128 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2127
  %2129 = load float, ptr %2128, align 4
  %2130 = fadd float %2125, %2129
  %2131 = sext i32 %lane7501 to i64
  %2132 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2131
  store float %2130, ptr %2132, align 4
  %2133 = add nsw i32 %lane7501, 1
  br label %for.cond498, !llvm.loop !115

for.end500:                                       ; preds = %for.cond498
  br label %for.cond502

for.cond502:                                      ; preds = %for.body503, %for.end500
  %lane7505 = phi i32 [ 0, %for.end500 ], [ %2145, %for.body503 ]
  %2134 = icmp slt i32 %lane7505, 8
  br i1 %2134, label %for.body503, label %for.end504

for.body503:                                      ; preds = %for.cond502
  %2135 = sext i32 %lane7505 to i64
  %2136 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2135
  %2137 = load float, ptr %2136, align 4
  %2138 = add i32 %lane7505, 8
  %2139 = sext i32 %2138 to i64
  %2140 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2139
  %2141 = load float, ptr %2140, align 4
  %2142 = fadd float %2137, %2141
  %2143 = sext i32 %lane7505 to i64
  %2144 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2143
  store float %2142, ptr %2144, align 4
  %2145 = add nsw i32 %lane7505, 1
  br label %for.cond502, !llvm.loop !116

for.end504:                                       ; preds = %for.cond502
  br label %for.cond506

for.cond506:                                      ; preds = %for.body507, %for.end504
  %lane7509 = phi i32 [ 0, %for.end504 ], [ %2157, %for.body507 ]
  %2146 = icmp slt i32 %lane7509, 4
  br i1 %2146, label %for.body507, label %for.end508

for.body507:                                      ; preds = %for.cond506
  %2147 = sext i32 %lane7509 to i64
  %2148 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2147
  %2149 = load float, ptr %2148, align 4
  %2150 = add i32 %lane7509, 4
  %2151 = sext i32 %2150 to i64
  %2152 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2151
  %2153 = load float, ptr %2152, align 4
  %2154 = fadd float %2149, %2153
  %2155 = sext i32 %lane7509 to i64
  %2156 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2155
  store float %2154, ptr %2156, align 4
  %2157 = add nsw i32 %lane7509, 1
  br label %for.cond506, !llvm.loop !117

for.end508:                                       ; preds = %for.cond506
  br label %for.cond510

for.cond510:                                      ; preds = %for.body511, %for.end508
  %lane7513 = phi i32 [ 0, %for.end508 ], [ %2169, %for.body511 ]
  %2158 = icmp slt i32 %lane7513, 2
  br i1 %2158, label %for.body511, label %for.end512

for.body511:                                      ; preds = %for.cond510
  %2159 = sext i32 %lane7513 to i64
  %2160 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2159
  %2161 = load float, ptr %2160, align 4
  %2162 = add i32 %lane7513, 2
  %2163 = sext i32 %2162 to i64
  %2164 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2163
  %2165 = load float, ptr %2164, align 4
  %2166 = fadd float %2161, %2165
  %2167 = sext i32 %lane7513 to i64
  %2168 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2167
  store float %2166, ptr %2168, align 4
  %2169 = add nsw i32 %lane7513, 1
  br label %for.cond510, !llvm.loop !118

for.end512:                                       ; preds = %for.cond510
  br label %for.cond514

for.cond514:                                      ; preds = %for.body515, %for.end512
  %lane7517 = phi i32 [ 0, %for.end512 ], [ %2181, %for.body515 ]
  %2170 = icmp slt i32 %lane7517, 1
  br i1 %2170, label %for.body515, label %for.end516

for.body515:                                      ; preds = %for.cond514
  %2171 = sext i32 %lane7517 to i64
  %2172 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2171
  %2173 = load float, ptr %2172, align 4
  %2174 = add i32 %lane7517, 1
  %2175 = sext i32 %2174 to i64
  %2176 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2175
  %2177 = load float, ptr %2176, align 4
  %2178 = fadd float %2173, %2177
  %2179 = sext i32 %lane7517 to i64
  %2180 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2179
  store float %2178, ptr %2180, align 4
  %2181 = add nsw i32 %lane7517, 1
  br label %for.cond514, !llvm.loop !119

for.end516:                                       ; preds = %for.cond514
  %2182 = sext i32 %i452 to i64
  %2183 = getelementptr inbounds float, ptr %rstd, i64 %2182
  %2184 = load float, ptr %2183, align 4
  %2185 = getelementptr inbounds float, ptr %tl_lanes_29, i64 0
  %2186 = load float, ptr %2185, align 4
  %2187 = fadd float %2184, %2186
  %2188 = sext i32 %i452 to i64
  %2189 = getelementptr inbounds float, ptr %rstd, i64 %2188
  store float %2187, ptr %2189, align 4
  %2190 = add nsw i32 %i452, 1
  br label %for.cond449, !llvm.loop !120

for.cond518:                                      ; preds = %for.body519, %for.end410
  %i521 = phi i32 [ 0, %for.end410 ], [ %2220, %for.body519 ]
  %2191 = icmp slt i32 %i521, 4
  br i1 %2191, label %for.body519, label %for.end520

for.body519:                                      ; preds = %for.cond518
  %2192 = sext i32 %i521 to i64
  %2193 = getelementptr inbounds float, ptr %mean, i64 %2192
  %2194 = load float, ptr %2193, align 4
  %2195 = sitofp i32 %N to float
  %2196 = fdiv float %2194, %2195
  %2197 = sext i32 %i521 to i64
  %2198 = getelementptr inbounds float, ptr %mean, i64 %2197
  store float %2196, ptr %2198, align 4
  %2199 = sext i32 %i521 to i64
  %2200 = getelementptr inbounds float, ptr %rstd, i64 %2199
  %2201 = load float, ptr %2200, align 4
  %2202 = sitofp i32 %N to float
  %2203 = fdiv float %2201, %2202
  %2204 = sext i32 %i521 to i64
  %2205 = getelementptr inbounds float, ptr %mean, i64 %2204
  %2206 = load float, ptr %2205, align 4
  %2207 = sext i32 %i521 to i64
  %2208 = getelementptr inbounds float, ptr %mean, i64 %2207
  %2209 = load float, ptr %2208, align 4
  %2210 = fmul float %2206, %2209
  %2211 = fsub float %2203, %2210
  %2212 = call float @llvm.maxnum.f32(float %2211, float 0.000000e+00)
  %2213 = fadd float %2212, 0x3EE4F8B580000000
  %2214 = fpext float %2213 to double
  %2215 = call double @llvm.sqrt.f64(double %2214)
  %2216 = fdiv double 1.000000e+00, %2215
  %2217 = fptrunc double %2216 to float
  %2218 = sext i32 %i521 to i64
  %2219 = getelementptr inbounds float, ptr %rstd, i64 %2218
  store float %2217, ptr %2219, align 4
  %2220 = add nsw i32 %i521, 1
  br label %for.cond518, !llvm.loop !121

for.end520:                                       ; preds = %for.cond518
  %2221 = sext i32 %N to i64
  %2222 = sdiv i64 %2221, 512
  %2223 = sub i64 0, %2221
  %2224 = select i1 false, i64 %2223, i64 %2222
  %2225 = srem i64 %2221, 512
  %2226 = icmp ne i64 %2225, 0
  %2227 = icmp slt i64 %2221, 0
  %2228 = icmp eq i1 %2227, false
  %2229 = and i1 %2226, %2228
  %2230 = zext i1 %2229 to i64
  %2231 = add i64 %2224, %2230
  %2232 = trunc i64 %2231 to i32
  %2233 = sext i32 %N to i64
  %2234 = sdiv i64 %2233, 512
  %2235 = sub i64 0, %2233
  %2236 = select i1 false, i64 %2235, i64 %2234
  %2237 = srem i64 %2233, 512
  %2238 = icmp ne i64 %2237, 0
  %2239 = icmp slt i64 %2233, 0
  %2240 = icmp eq i1 %2239, false
  %2241 = and i1 %2238, %2240
  %2242 = zext i1 %2241 to i64
  %2243 = add i64 %2236, %2242
  %2244 = trunc i64 %2243 to i32
  br label %for.cond522

for.cond522:                                      ; preds = %if.end580, %for.end520
  %c525 = phi i32 [ 0, %for.end520 ], [ %2568, %if.end580 ]
  %2245 = icmp slt i32 %c525, %2232
  br i1 %2245, label %for.body523, label %for.end524

for.body523:                                      ; preds = %for.cond522
  %2246 = sub i32 %2244, 1
  %t = sub i32 %2246, %c525
  %2247 = mul i32 %bx, 4
  %2248 = icmp sle i32 0, %2247
  %2249 = mul i32 %bx, 4
  %2250 = sext i32 %2249 to i64
  %2251 = add i64 %2250, 4
  %2252 = sext i32 %M to i64
  %2253 = icmp sle i64 %2251, %2252
  %2254 = and i1 %2248, %2253
  %2255 = mul i32 %t, 512
  %2256 = icmp sle i32 0, %2255
  %2257 = mul i32 %t, 512
  %2258 = sext i32 %2257 to i64
  %2259 = add i64 %2258, 512
  %2260 = sext i32 %N to i64
  %2261 = icmp sle i64 %2259, %2260
  %2262 = and i1 %2256, %2261
  %2263 = and i1 %2254, %2262
  br i1 %2263, label %if.then526, label %if.else527

for.end524:                                       ; preds = %for.cond522
  br label %if.end258

if.then526:                                       ; preds = %for.body523
  br label %for.cond529

if.else527:                                       ; preds = %for.body523
  br label %for.cond541

if.end528:                                        ; preds = %for.end543, %for.end531
  br label %for.cond563

for.cond529:                                      ; preds = %for.end540, %if.then526
  %i12 = phi i32 [ 0, %if.then526 ], [ %2299, %for.end540 ]
  %2264 = icmp slt i32 %i12, 4
  br i1 %2264, label %for.body530, label %for.end531

for.body530:                                      ; preds = %for.cond529
  %2265 = add i32 %i12, 1
  %2266 = icmp slt i32 %2265, 4
  br i1 %2266, label %if.then532, label %if.else533

for.end531:                                       ; preds = %for.cond529
  br label %if.end528

if.then532:                                       ; preds = %for.body530
  br label %for.cond535

if.else533:                                       ; preds = %for.body530
  br label %if.end534

if.end534:                                        ; preds = %if.else533, %for.end537
  br label %for.cond538

for.cond535:                                      ; preds = %for.body536, %if.then532
  %pf4 = phi i32 [ 0, %if.then532 ], [ %2280, %for.body536 ]
  %2267 = icmp slt i32 %pf4, 32
  br i1 %2267, label %for.body536, label %for.end537

for.body536:                                      ; preds = %for.cond535
  %2268 = mul i32 %bx, 4
  %2269 = add i32 %i12, 1
  %2270 = add i32 %2268, %2269
  %2271 = sext i32 %2270 to i64
  %2272 = sext i32 %N to i64
  %2273 = mul i64 %2271, %2272
  %2274 = mul i32 %t, 512
  %2275 = mul i32 %pf4, 16
  %2276 = add i32 %2274, %2275
  %2277 = sext i32 %2276 to i64
  %2278 = add i64 %2273, %2277
  %2279 = getelementptr float, ptr %X, i64 %2278
  call void @llvm.prefetch.p0(ptr %2279, i32 0, i32 3, i32 1)
  %2280 = add nsw i32 %pf4, 1
  br label %for.cond535, !llvm.loop !122

for.end537:                                       ; preds = %for.cond535
  br label %if.end534

for.cond538:                                      ; preds = %for.body539, %if.end534
  %j2 = phi i32 [ 0, %if.end534 ], [ %2298, %for.body539 ]
  %2281 = icmp slt i32 %j2, 512
  br i1 %2281, label %for.body539, label %for.end540

for.body539:                                      ; preds = %for.cond538
  %2282 = mul i32 %bx, 4
  %2283 = add i32 %2282, %i12
  %2284 = sext i32 %2283 to i64
  %2285 = sext i32 %N to i64
  %2286 = mul nsw i64 %2284, %2285
  %2287 = mul i32 %t, 512
  %2288 = add i32 %2287, %j2
  %2289 = sext i32 %2288 to i64
  %2290 = add nsw i64 %2286, %2289
  %2291 = getelementptr inbounds float, ptr %X, i64 %2290
  %2292 = load float, ptr %2291, align 4
  %2293 = sext i32 %i12 to i64
  %2294 = mul nsw i64 %2293, 512
  %2295 = sext i32 %j2 to i64
  %2296 = add nsw i64 %2294, %2295
  %2297 = getelementptr inbounds float, ptr %X_f, i64 %2296
  store float %2292, ptr %2297, align 4
  %2298 = add nsw i32 %j2, 1
  br label %for.cond538, !llvm.loop !123

for.end540:                                       ; preds = %for.cond538
  %2299 = add nsw i32 %i12, 1
  br label %for.cond529, !llvm.loop !124

for.cond541:                                      ; preds = %for.end561, %if.else527
  %i12544 = phi i32 [ 0, %if.else527 ], [ %2408, %for.end561 ]
  %2300 = icmp slt i32 %i12544, 4
  br i1 %2300, label %for.body542, label %for.end543

for.body542:                                      ; preds = %for.cond541
  %2301 = mul i32 %t, 512
  %2302 = sext i32 %2301 to i64
  %2303 = sub i64 0, %2302
  %2304 = icmp slt i64 %2303, 0
  %2305 = mul i32 %t, 512
  %2306 = sext i32 %2305 to i64
  %2307 = sub i64 0, %2306
  %2308 = icmp sgt i64 %2307, 512
  %2309 = mul i32 %t, 512
  %2310 = sext i32 %2309 to i64
  %2311 = sub i64 0, %2310
  %2312 = select i1 %2308, i64 512, i64 %2311
  %2313 = select i1 %2304, i64 0, i64 %2312
  %tl_lo14 = trunc i64 %2313 to i32
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
  %2330 = sext i32 %tl_lo14 to i64
  %2331 = icmp slt i64 %2329, %2330
  %2332 = sext i32 %tl_lo14 to i64
  %2333 = sext i32 %N to i64
  %2334 = mul i32 %t, 512
  %2335 = sext i32 %2334 to i64
  %2336 = sub i64 %2333, %2335
  %2337 = icmp slt i64 %2336, 0
  %2338 = sext i32 %N to i64
  %2339 = mul i32 %t, 512
  %2340 = sext i32 %2339 to i64
  %2341 = sub i64 %2338, %2340
  %2342 = icmp sgt i64 %2341, 512
  %2343 = sext i32 %N to i64
  %2344 = mul i32 %t, 512
  %2345 = sext i32 %2344 to i64
  %2346 = sub i64 %2343, %2345
  %2347 = select i1 %2342, i64 512, i64 %2346
  %2348 = select i1 %2337, i64 0, i64 %2347
  %2349 = select i1 %2331, i64 %2332, i64 %2348
  %tl_hi15 = trunc i64 %2349 to i32
  br label %for.cond545

for.end543:                                       ; preds = %for.cond541
  br label %if.end528

for.cond545:                                      ; preds = %for.body546, %for.body542
  %j2548 = phi i32 [ 0, %for.body542 ], [ %2356, %for.body546 ]
  %2350 = icmp slt i32 %j2548, %tl_lo14
  br i1 %2350, label %for.body546, label %for.end547

for.body546:                                      ; preds = %for.cond545
  %2351 = sext i32 %i12544 to i64
  %2352 = mul nsw i64 %2351, 512
  %2353 = sext i32 %j2548 to i64
  %2354 = add nsw i64 %2352, %2353
  %2355 = getelementptr inbounds float, ptr %X_f, i64 %2354
  store float 0.000000e+00, ptr %2355, align 4
  %2356 = add nsw i32 %j2548, 1
  br label %for.cond545, !llvm.loop !125

for.end547:                                       ; preds = %for.cond545
  %2357 = mul i32 %bx, 4
  %2358 = sext i32 %2357 to i64
  %2359 = sext i32 %i12544 to i64
  %2360 = add i64 %2358, %2359
  %2361 = icmp sle i64 0, %2360
  %2362 = mul i32 %bx, 4
  %2363 = sext i32 %2362 to i64
  %2364 = sext i32 %i12544 to i64
  %2365 = add i64 %2363, %2364
  %2366 = sext i32 %M to i64
  %2367 = icmp slt i64 %2365, %2366
  %2368 = and i1 %2361, %2367
  br i1 %2368, label %if.then549, label %if.else550

if.then549:                                       ; preds = %for.end547
  %2369 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond552

if.else550:                                       ; preds = %for.end547
  %2370 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond555

if.end551:                                        ; preds = %for.end557, %for.end554
  %2371 = sub i32 512, %tl_hi15
  br label %for.cond559

for.cond552:                                      ; preds = %for.body553, %if.then549
  %j21 = phi i32 [ 0, %if.then549 ], [ %2391, %for.body553 ]
  %2372 = icmp slt i32 %j21, %2369
  br i1 %2372, label %for.body553, label %for.end554

for.body553:                                      ; preds = %for.cond552
  %2373 = mul i32 %bx, 4
  %2374 = add i32 %2373, %i12544
  %2375 = sext i32 %2374 to i64
  %2376 = sext i32 %N to i64
  %2377 = mul nsw i64 %2375, %2376
  %2378 = mul i32 %t, 512
  %2379 = add i32 %tl_lo14, %j21
  %2380 = add i32 %2378, %2379
  %2381 = sext i32 %2380 to i64
  %2382 = add nsw i64 %2377, %2381
  %2383 = getelementptr inbounds float, ptr %X, i64 %2382
  %2384 = load float, ptr %2383, align 4
  %2385 = sext i32 %i12544 to i64
  %2386 = mul nsw i64 %2385, 512
  %2387 = add i32 %tl_lo14, %j21
  %2388 = sext i32 %2387 to i64
  %2389 = add nsw i64 %2386, %2388
  %2390 = getelementptr inbounds float, ptr %X_f, i64 %2389
  store float %2384, ptr %2390, align 4
  %2391 = add nsw i32 %j21, 1
  br label %for.cond552, !llvm.loop !126

for.end554:                                       ; preds = %for.cond552
  br label %if.end551

for.cond555:                                      ; preds = %for.body556, %if.else550
  %j21558 = phi i32 [ 0, %if.else550 ], [ %2399, %for.body556 ]
  %2392 = icmp slt i32 %j21558, %2370
  br i1 %2392, label %for.body556, label %for.end557

for.body556:                                      ; preds = %for.cond555
  %2393 = sext i32 %i12544 to i64
  %2394 = mul nsw i64 %2393, 512
  %2395 = add i32 %tl_lo14, %j21558
  %2396 = sext i32 %2395 to i64
  %2397 = add nsw i64 %2394, %2396
  %2398 = getelementptr inbounds float, ptr %X_f, i64 %2397
  store float 0.000000e+00, ptr %2398, align 4
  %2399 = add nsw i32 %j21558, 1
  br label %for.cond555, !llvm.loop !127

for.end557:                                       ; preds = %for.cond555
  br label %if.end551

for.cond559:                                      ; preds = %for.body560, %if.end551
  %j21562 = phi i32 [ 0, %if.end551 ], [ %2407, %for.body560 ]
  %2400 = icmp slt i32 %j21562, %2371
  br i1 %2400, label %for.body560, label %for.end561

for.body560:                                      ; preds = %for.cond559
  %2401 = sext i32 %i12544 to i64
  %2402 = mul nsw i64 %2401, 512
  %2403 = add i32 %tl_hi15, %j21562
  %2404 = sext i32 %2403 to i64
  %2405 = add nsw i64 %2402, %2404
  %2406 = getelementptr inbounds float, ptr %X_f, i64 %2405
  store float 0.000000e+00, ptr %2406, align 4
  %2407 = add nsw i32 %j21562, 1
  br label %for.cond559, !llvm.loop !128

for.end561:                                       ; preds = %for.cond559
  %2408 = add nsw i32 %i12544, 1
  br label %for.cond541, !llvm.loop !129

for.cond563:                                      ; preds = %for.end576, %if.end528
  %i566 = phi i32 [ 0, %if.end528 ], [ %2567, %for.end576 ]
  %2409 = icmp slt i32 %i566, 4
  br i1 %2409, label %for.body564, label %for.end565

for.body564:                                      ; preds = %for.cond563
  %2410 = mul i32 %t, 512
  %2411 = sext i32 %2410 to i64
  %2412 = sub i64 0, %2411
  %2413 = icmp slt i64 %2412, 0
  %2414 = mul i32 %t, 512
  %2415 = sext i32 %2414 to i64
  %2416 = sub i64 0, %2415
  %2417 = icmp sgt i64 %2416, 512
  %2418 = mul i32 %t, 512
  %2419 = sext i32 %2418 to i64
  %2420 = sub i64 0, %2419
  %2421 = select i1 %2417, i64 512, i64 %2420
  %2422 = select i1 %2413, i64 0, i64 %2421
  %tl_lo16 = trunc i64 %2422 to i32
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
  %2439 = sext i32 %tl_lo16 to i64
  %2440 = icmp slt i64 %2438, %2439
  %2441 = sext i32 %tl_lo16 to i64
  %2442 = sext i32 %N to i64
  %2443 = mul i32 %t, 512
  %2444 = sext i32 %2443 to i64
  %2445 = sub i64 %2442, %2444
  %2446 = icmp slt i64 %2445, 0
  %2447 = sext i32 %N to i64
  %2448 = mul i32 %t, 512
  %2449 = sext i32 %2448 to i64
  %2450 = sub i64 %2447, %2449
  %2451 = icmp sgt i64 %2450, 512
  %2452 = sext i32 %N to i64
  %2453 = mul i32 %t, 512
  %2454 = sext i32 %2453 to i64
  %2455 = sub i64 %2452, %2454
  %2456 = select i1 %2451, i64 512, i64 %2455
  %2457 = select i1 %2446, i64 0, i64 %2456
  %2458 = select i1 %2440, i64 %2441, i64 %2457
  %tl_hi17 = trunc i64 %2458 to i32
  br label %for.cond567

for.end565:                                       ; preds = %for.cond563
  %2459 = mul i32 %bx, 4
  %2460 = icmp sle i32 0, %2459
  %2461 = mul i32 %bx, 4
  %2462 = sext i32 %2461 to i64
  %2463 = add i64 %2462, 4
  %2464 = sext i32 %M to i64
  %2465 = icmp sle i64 %2463, %2464
  %2466 = and i1 %2460, %2465
  %2467 = mul i32 %t, 512
  %2468 = icmp sle i32 0, %2467
  %2469 = mul i32 %t, 512
  %2470 = sext i32 %2469 to i64
  %2471 = add i64 %2470, 512
  %2472 = sext i32 %N to i64
  %2473 = icmp sle i64 %2471, %2472
  %2474 = and i1 %2468, %2473
  %2475 = and i1 %2466, %2474
  br i1 %2475, label %if.then578, label %if.else579

for.cond567:                                      ; preds = %for.body568, %for.body564
  %j570 = phi i32 [ 0, %for.body564 ], [ %2498, %for.body568 ]
  %2476 = icmp slt i32 %j570, %tl_lo16
  br i1 %2476, label %for.body568, label %for.end569

for.body568:                                      ; preds = %for.cond567
  %2477 = sext i32 %i566 to i64
  %2478 = mul nsw i64 %2477, 512
  %2479 = sext i32 %j570 to i64
  %2480 = add nsw i64 %2478, %2479
  %2481 = getelementptr inbounds float, ptr %X_f, i64 %2480
  %2482 = load float, ptr %2481, align 4
  %2483 = sext i32 %i566 to i64
  %2484 = getelementptr inbounds float, ptr %mean, i64 %2483
  %2485 = load float, ptr %2484, align 4
  %2486 = fsub float %2482, %2485
  %2487 = sext i32 %i566 to i64
  %2488 = getelementptr inbounds float, ptr %rstd, i64 %2487
  %2489 = load float, ptr %2488, align 4
  %2490 = fmul float %2486, %2489
  %2491 = fmul float %2490, 0.000000e+00
  %2492 = fadd float %2491, 0.000000e+00
  %2493 = sext i32 %i566 to i64
  %2494 = mul nsw i64 %2493, 512
  %2495 = sext i32 %j570 to i64
  %2496 = add nsw i64 %2494, %2495
  %2497 = getelementptr inbounds float, ptr %X_f, i64 %2496
  store float %2492, ptr %2497, align 4
  %2498 = add nsw i32 %j570, 1
  br label %for.cond567, !llvm.loop !130

for.end569:                                       ; preds = %for.cond567
  %2499 = sub i32 %tl_hi17, %tl_lo16
  br label %for.cond571

for.cond571:                                      ; preds = %for.body572, %for.end569
  %j7 = phi i32 [ 0, %for.end569 ], [ %2540, %for.body572 ]
  %2500 = icmp slt i32 %j7, %2499
  br i1 %2500, label %for.body572, label %for.end573

for.body572:                                      ; preds = %for.cond571
  %2501 = sext i32 %i566 to i64
  %2502 = mul nsw i64 %2501, 512
  %2503 = add i32 %tl_lo16, %j7
  %2504 = sext i32 %2503 to i64
  %2505 = add nsw i64 %2502, %2504
  %2506 = getelementptr inbounds float, ptr %X_f, i64 %2505
  %2507 = load float, ptr %2506, align 4
  %2508 = sext i32 %i566 to i64
  %2509 = getelementptr inbounds float, ptr %mean, i64 %2508
  %2510 = load float, ptr %2509, align 4
  %2511 = fsub float %2507, %2510
  %2512 = sext i32 %i566 to i64
  %2513 = getelementptr inbounds float, ptr %rstd, i64 %2512
  %2514 = load float, ptr %2513, align 4
  %2515 = fmul float %2511, %2514
  %2516 = mul i32 %t, 512
  %2517 = sext i32 %2516 to i64
  %2518 = sext i32 %tl_lo16 to i64
  %2519 = sext i32 %j7 to i64
  %2520 = add i64 %2518, %2519
  %2521 = add i64 %2517, %2520
  %2522 = getelementptr inbounds float, ptr %W, i64 %2521
  %2523 = load float, ptr %2522, align 4
  %2524 = fmul float %2515, %2523
  %2525 = mul i32 %t, 512
  %2526 = sext i32 %2525 to i64
  %2527 = sext i32 %tl_lo16 to i64
  %2528 = sext i32 %j7 to i64
  %2529 = add i64 %2527, %2528
  %2530 = add i64 %2526, %2529
  %2531 = getelementptr inbounds float, ptr %B, i64 %2530
  %2532 = load float, ptr %2531, align 4
  %2533 = fadd float %2524, %2532
  %2534 = sext i32 %i566 to i64
  %2535 = mul nsw i64 %2534, 512
  %2536 = add i32 %tl_lo16, %j7
  %2537 = sext i32 %2536 to i64
  %2538 = add nsw i64 %2535, %2537
  %2539 = getelementptr inbounds float, ptr %X_f, i64 %2538
  store float %2533, ptr %2539, align 4
  %2540 = add nsw i32 %j7, 1
  br label %for.cond571, !llvm.loop !131

for.end573:                                       ; preds = %for.cond571
  %2541 = sub i32 512, %tl_hi17
  br label %for.cond574

for.cond574:                                      ; preds = %for.body575, %for.end573
  %j7577 = phi i32 [ 0, %for.end573 ], [ %2566, %for.body575 ]
  %2542 = icmp slt i32 %j7577, %2541
  br i1 %2542, label %for.body575, label %for.end576

for.body575:                                      ; preds = %for.cond574
  %2543 = sext i32 %i566 to i64
  %2544 = mul nsw i64 %2543, 512
  %2545 = add i32 %tl_hi17, %j7577
  %2546 = sext i32 %2545 to i64
  %2547 = add nsw i64 %2544, %2546
  %2548 = getelementptr inbounds float, ptr %X_f, i64 %2547
  %2549 = load float, ptr %2548, align 4
  %2550 = sext i32 %i566 to i64
  %2551 = getelementptr inbounds float, ptr %mean, i64 %2550
  %2552 = load float, ptr %2551, align 4
  %2553 = fsub float %2549, %2552
  %2554 = sext i32 %i566 to i64
  %2555 = getelementptr inbounds float, ptr %rstd, i64 %2554
  %2556 = load float, ptr %2555, align 4
  %2557 = fmul float %2553, %2556
  %2558 = fmul float %2557, 0.000000e+00
  %2559 = fadd float %2558, 0.000000e+00
  %2560 = sext i32 %i566 to i64
  %2561 = mul nsw i64 %2560, 512
  %2562 = add i32 %tl_hi17, %j7577
  %2563 = sext i32 %2562 to i64
  %2564 = add nsw i64 %2561, %2563
  %2565 = getelementptr inbounds float, ptr %X_f, i64 %2564
  store float %2559, ptr %2565, align 4
  %2566 = add nsw i32 %j7577, 1
  br label %for.cond574, !llvm.loop !132

for.end576:                                       ; preds = %for.cond574
  %2567 = add nsw i32 %i566, 1
  br label %for.cond563, !llvm.loop !133

if.then578:                                       ; preds = %for.end565
  br label %for.cond581

if.else579:                                       ; preds = %for.end565
  br label %for.cond592

if.end580:                                        ; preds = %for.end594, %for.end583
  %2568 = add nsw i32 %c525, 1
  br label %for.cond522, !llvm.loop !134

for.cond581:                                      ; preds = %if.end587, %if.then578
  %i12584 = phi i32 [ 0, %if.then578 ], [ %2588, %if.end587 ]
  %2569 = icmp slt i32 %i12584, 4
  br i1 %2569, label %for.body582, label %for.end583

for.body582:                                      ; preds = %for.cond581
  %2570 = sext i32 %M to i64
  %2571 = sext i32 %N to i64
  %2572 = mul i64 %2570, %2571
  %2573 = icmp sge i64 %2572, 8388608
  br i1 %2573, label %if.then585, label %if.else586

for.end583:                                       ; preds = %for.cond581
  br label %if.end580

if.then585:                                       ; preds = %for.body582
  %2574 = mul i32 %bx, 4
  %2575 = add i32 %2574, %i12584
  %2576 = sext i32 %2575 to i64
  %2577 = sext i32 %N to i64
  %2578 = mul nsw i64 %2576, %2577
  %2579 = mul i32 %t, 512
  %2580 = add i32 %2579, 0
  %2581 = sext i32 %2580 to i64
  %2582 = add nsw i64 %2578, %2581
  %2583 = getelementptr inbounds float, ptr %Y, i64 %2582
  %2584 = sext i32 %i12584 to i64
  %2585 = mul nsw i64 %2584, 512
  %2586 = add nsw i64 %2585, 0
  %2587 = getelementptr inbounds float, ptr %X_f, i64 %2586
  call void @tilec_rt_stream(ptr %2583, ptr %2587, i64 2048)
  br label %if.end587

if.else586:                                       ; preds = %for.body582
  br label %for.cond588

if.end587:                                        ; preds = %for.end590, %if.then585
  %2588 = add nsw i32 %i12584, 1
  br label %for.cond581, !llvm.loop !135

for.cond588:                                      ; preds = %for.body589, %if.else586
  %j2591 = phi i32 [ 0, %if.else586 ], [ %2606, %for.body589 ]
  %2589 = icmp slt i32 %j2591, 512
  br i1 %2589, label %for.body589, label %for.end590

for.body589:                                      ; preds = %for.cond588
  %2590 = sext i32 %i12584 to i64
  %2591 = mul nsw i64 %2590, 512
  %2592 = sext i32 %j2591 to i64
  %2593 = add nsw i64 %2591, %2592
  %2594 = getelementptr inbounds float, ptr %X_f, i64 %2593
  %2595 = load float, ptr %2594, align 4
  %2596 = mul i32 %bx, 4
  %2597 = add i32 %2596, %i12584
  %2598 = sext i32 %2597 to i64
  %2599 = sext i32 %N to i64
  %2600 = mul nsw i64 %2598, %2599
  %2601 = mul i32 %t, 512
  %2602 = add i32 %2601, %j2591
  %2603 = sext i32 %2602 to i64
  %2604 = add nsw i64 %2600, %2603
  %2605 = getelementptr inbounds float, ptr %Y, i64 %2604
  store float %2595, ptr %2605, align 4
  %2606 = add nsw i32 %j2591, 1
  br label %for.cond588, !llvm.loop !136

for.end590:                                       ; preds = %for.cond588
  br label %if.end587

for.cond592:                                      ; preds = %for.end598, %if.else579
  %i12595 = phi i32 [ 0, %if.else579 ], [ %2634, %for.end598 ]
  %2607 = icmp slt i32 %i12595, 4
  br i1 %2607, label %for.body593, label %for.end594

for.body593:                                      ; preds = %for.cond592
  br label %for.cond596

for.end594:                                       ; preds = %for.cond592
  br label %if.end580

for.cond596:                                      ; preds = %if.end602, %for.body593
  %j2599 = phi i32 [ 0, %for.body593 ], [ %2651, %if.end602 ]
  %2608 = icmp slt i32 %j2599, 512
  br i1 %2608, label %for.body597, label %for.end598

for.body597:                                      ; preds = %for.cond596
  %2609 = mul i32 %bx, 4
  %2610 = sext i32 %2609 to i64
  %2611 = sext i32 %i12595 to i64
  %2612 = add i64 %2610, %2611
  %2613 = icmp sle i64 0, %2612
  %2614 = mul i32 %bx, 4
  %2615 = sext i32 %2614 to i64
  %2616 = sext i32 %i12595 to i64
  %2617 = add i64 %2615, %2616
  %2618 = sext i32 %M to i64
  %2619 = icmp slt i64 %2617, %2618
  %2620 = and i1 %2613, %2619
  %2621 = mul i32 %t, 512
  %2622 = sext i32 %2621 to i64
  %2623 = sext i32 %j2599 to i64
  %2624 = add i64 %2622, %2623
  %2625 = icmp sle i64 0, %2624
  %2626 = mul i32 %t, 512
  %2627 = sext i32 %2626 to i64
  %2628 = sext i32 %j2599 to i64
  %2629 = add i64 %2627, %2628
  %2630 = sext i32 %N to i64
  %2631 = icmp slt i64 %2629, %2630
  %2632 = and i1 %2625, %2631
  %2633 = and i1 %2620, %2632
  br i1 %2633, label %if.then600, label %if.else601

for.end598:                                       ; preds = %for.cond596
  %2634 = add nsw i32 %i12595, 1
  br label %for.cond592, !llvm.loop !137

if.then600:                                       ; preds = %for.body597
  %2635 = sext i32 %i12595 to i64
  %2636 = mul nsw i64 %2635, 512
  %2637 = sext i32 %j2599 to i64
  %2638 = add nsw i64 %2636, %2637
  %2639 = getelementptr inbounds float, ptr %X_f, i64 %2638
  %2640 = load float, ptr %2639, align 4
  %2641 = mul i32 %bx, 4
  %2642 = add i32 %2641, %i12595
  %2643 = sext i32 %2642 to i64
  %2644 = sext i32 %N to i64
  %2645 = mul nsw i64 %2643, %2644
  %2646 = mul i32 %t, 512
  %2647 = add i32 %2646, %j2599
  %2648 = sext i32 %2647 to i64
  %2649 = add nsw i64 %2645, %2648
  %2650 = getelementptr inbounds float, ptr %Y, i64 %2649
  store float %2640, ptr %2650, align 4
  br label %if.end602

if.else601:                                       ; preds = %for.body597
  br label %if.end602

if.end602:                                        ; preds = %if.else601, %if.then600
  %2651 = add nsw i32 %j2599, 1
  br label %for.cond596, !llvm.loop !138
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
!70 = distinct !{!70, !1}
!71 = distinct !{!71, !1}
!72 = distinct !{!72, !1}
!73 = distinct !{!73, !1}
!74 = distinct !{!74, !1}
!75 = distinct !{!75, !1}
!76 = distinct !{!76, !1, !2}
!77 = distinct !{!77, !1}
!78 = distinct !{!78, !1, !2}
!79 = distinct !{!79, !1, !2}
!80 = distinct !{!80, !1}
!81 = distinct !{!81, !1, !2}
!82 = distinct !{!82, !1}
!83 = distinct !{!83, !1}
!84 = distinct !{!84, !1}
!85 = distinct !{!85, !1}
!86 = distinct !{!86, !1}
!87 = distinct !{!87, !1}
!88 = distinct !{!88, !1}
!89 = distinct !{!89, !1, !2}
!90 = distinct !{!90, !1}
!91 = distinct !{!91, !1}
!92 = distinct !{!92, !1, !2}
!93 = distinct !{!93, !1, !2}
!94 = distinct !{!94, !1}
!95 = distinct !{!95, !1, !2}
!96 = distinct !{!96, !1}
!97 = distinct !{!97, !1, !2}
!98 = distinct !{!98, !1, !2}
!99 = distinct !{!99, !1, !2}
!100 = distinct !{!100, !1, !2}
!101 = distinct !{!101, !1}
!102 = distinct !{!102, !1}
!103 = distinct !{!103, !1, !2}
!104 = distinct !{!104, !1, !2}
!105 = distinct !{!105, !1, !2}
!106 = distinct !{!106, !1}
!107 = distinct !{!107, !1}
!108 = distinct !{!108, !1}
!109 = distinct !{!109, !1}
!110 = distinct !{!110, !1}
!111 = distinct !{!111, !1}
!112 = distinct !{!112, !1, !2}
!113 = distinct !{!113, !1, !2}
!114 = distinct !{!114, !1}
!115 = distinct !{!115, !1}
!116 = distinct !{!116, !1}
!117 = distinct !{!117, !1}
!118 = distinct !{!118, !1}
!119 = distinct !{!119, !1}
!120 = distinct !{!120, !1}
!121 = distinct !{!121, !1, !2}
!122 = distinct !{!122, !1}
!123 = distinct !{!123, !1, !2}
!124 = distinct !{!124, !1}
!125 = distinct !{!125, !1, !2}
!126 = distinct !{!126, !1, !2}
!127 = distinct !{!127, !1, !2}
!128 = distinct !{!128, !1, !2}
!129 = distinct !{!129, !1}
!130 = distinct !{!130, !1, !2}
!131 = distinct !{!131, !1, !2}
!132 = distinct !{!132, !1, !2}
!133 = distinct !{!133, !1}
!134 = distinct !{!134, !1}
!135 = distinct !{!135, !1}
!136 = distinct !{!136, !1}
!137 = distinct !{!137, !1}
!138 = distinct !{!138, !1}
