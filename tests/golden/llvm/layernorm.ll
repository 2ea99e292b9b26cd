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
  %tl_stream0 = alloca [1024 x float], align 64
  %tl_lanes_26 = alloca [32 x float], align 64
  %tl_lanes_27 = alloca [32 x float], align 64
  %X_r = alloca [4096 x float], align 64
  %sq_r = alloca [4096 x float], align 64
  %mean_r = alloca [1 x float], align 64
  %rstd_r = alloca [1 x float], align 64
  %tl_stream7 = alloca [1024 x float], align 64
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
  br i1 %564, label %if.then265, label %if.else266

if.end130:                                        ; preds = %if.end267, %for.end133
  br label %if.end

for.cond131:                                      ; preds = %if.end251, %if.then128
  %i134 = phi i32 [ 0, %if.then128 ], [ %989, %if.end251 ]
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
  %985 = sext i32 %M to i64
  %986 = sext i32 %N to i64
  %987 = mul i64 %985, %986
  %988 = icmp sge i64 %987, 8388608
  br i1 %988, label %if.then252, label %if.else253

if.else250:                                       ; preds = %for.end247
  br label %if.end251

if.end251:                                        ; preds = %if.else250, %if.end254
  %989 = add nsw i32 %i134, 1
  br label %for.cond131, !llvm.loop !56

if.then252:                                       ; preds = %if.then249
  %tl_sn1 = sub i32 %tl_hi7, 0
  %990 = sext i32 %tl_sn1 to i64
  %991 = sdiv i64 %990, 1024
  %992 = sub i64 0, %990
  %993 = select i1 false, i64 %992, i64 %991
  %994 = srem i64 %990, 1024
  %995 = icmp ne i64 %994, 0
  %996 = icmp slt i64 %990, 0
  %997 = icmp eq i1 %996, false
  %998 = and i1 %995, %997
  %999 = zext i1 %998 to i64
  %1000 = add i64 %993, %999
  %1001 = trunc i64 %1000 to i32
  br label %for.cond255

if.else253:                                       ; preds = %if.then249
  %1002 = sub i32 %tl_hi7, 0
  br label %for.cond261

if.end254:                                        ; preds = %for.end263, %for.end257
  br label %if.end251

for.cond255:                                      ; preds = %for.end260, %if.then252
  %tl_c2 = phi i32 [ 0, %if.then252 ], [ %1052, %for.end260 ]
  %1003 = icmp slt i32 %tl_c2, %1001
  br i1 %1003, label %for.body256, label %for.end257

for.body256:                                      ; preds = %for.cond255
  %tl_sb3 = mul i32 %tl_c2, 1024
  %1004 = sub i32 %tl_sn1, %tl_sb3
  %1005 = icmp slt i32 %1004, 1024
  %1006 = sub i32 %tl_sn1, %tl_sb3
  %tl_sm4 = select i1 %1005, i32 %1006, i32 1024
  br label %for.cond258

for.end257:                                       ; preds = %for.cond255
  br label %if.end254

for.cond258:                                      ; preds = %for.body259, %for.body256
  %tl_c5 = phi i32 [ 0, %for.body256 ], [ %1038, %for.body259 ]
  %1007 = icmp slt i32 %tl_c5, %tl_sm4
  br i1 %1007, label %for.body259, label %for.end260

for.body259:                                      ; preds = %for.cond258
  %1008 = sext i32 %i134 to i64
  %1009 = mul nsw i64 %1008, 512
  %1010 = add i32 %tl_sb3, %tl_c5
  %1011 = add i32 0, %1010
  %1012 = sext i32 %1011 to i64
  %1013 = add nsw i64 %1009, %1012
  %1014 = getelementptr inbounds float, ptr %X_f, i64 %1013
  %1015 = load float, ptr %1014, align 4
  %1016 = sext i32 %i134 to i64
  %1017 = getelementptr inbounds float, ptr %mean, i64 %1016
  %1018 = load float, ptr %1017, align 4
  %1019 = fsub float %1015, %1018
  %1020 = sext i32 %i134 to i64
  %1021 = getelementptr inbounds float, ptr %rstd, i64 %1020
  %1022 = load float, ptr %1021, align 4
  %1023 = fmul float %1019, %1022
  %1024 = add i32 %tl_sb3, %tl_c5
  %1025 = add i32 0, %1024
  %1026 = sext i32 %1025 to i64
  %1027 = getelementptr inbounds float, ptr %W, i64 %1026
  %1028 = load float, ptr %1027, align 4
  %1029 = fmul float %1023, %1028
  %1030 = add i32 %tl_sb3, %tl_c5
  %1031 = add i32 0, %1030
  %1032 = sext i32 %1031 to i64
  %1033 = getelementptr inbounds float, ptr %B, i64 %1032
  %1034 = load float, ptr %1033, align 4
  %1035 = fadd float %1029, %1034
  %1036 = sext i32 %tl_c5 to i64
  %1037 = getelementptr inbounds float, ptr %tl_stream0, i64 %1036
  store float %1035, ptr %1037, align 4
  %1038 = add nsw i32 %tl_c5, 1
  br label %for.cond258, !llvm.loop !57

for.end260:                                       ; preds = %for.cond258
  %1039 = sext i32 %tl_sm4 to i64
  %1040 = mul i32 %bx, 4
  %1041 = add i32 %1040, %i134
  %1042 = sext i32 %1041 to i64
  %1043 = sext i32 %N to i64
  %1044 = mul nsw i64 %1042, %1043
  %1045 = add i32 %tl_sb3, 0
  %1046 = add i32 0, %1045
  %1047 = sext i32 %1046 to i64
  %1048 = add nsw i64 %1044, %1047
  %1049 = getelementptr inbounds float, ptr %Y, i64 %1048
  %1050 = getelementptr inbounds float, ptr %tl_stream0, i64 0
  %1051 = mul i64 %1039, 4
  call void @tilec_rt_stream(ptr %1049, ptr %1050, i64 %1051)
  %1052 = add nsw i32 %tl_c2, 1
  br label %for.cond255, !llvm.loop !58

for.cond261:                                      ; preds = %for.body262, %if.else253
  %j4264 = phi i32 [ 0, %if.else253 ], [ %1088, %for.body262 ]
  %1053 = icmp slt i32 %j4264, %1002
  br i1 %1053, label %for.body262, label %for.end263

for.body262:                                      ; preds = %for.cond261
  %1054 = sext i32 %i134 to i64
  %1055 = mul nsw i64 %1054, 512
  %1056 = add i32 0, %j4264
  %1057 = sext i32 %1056 to i64
  %1058 = add nsw i64 %1055, %1057
  %1059 = getelementptr inbounds float, ptr %X_f, i64 %1058
  %1060 = load float, ptr %1059, align 4
  %1061 = sext i32 %i134 to i64
  %1062 = getelementptr inbounds float, ptr %mean, i64 %1061
  %1063 = load float, ptr %1062, align 4
  %1064 = fsub float %1060, %1063
  %1065 = sext i32 %i134 to i64
  %1066 = getelementptr inbounds float, ptr %rstd, i64 %1065
  %1067 = load float, ptr %1066, align 4
  %1068 = fmul float %1064, %1067
  %1069 = add i32 0, %j4264
  %1070 = sext i32 %1069 to i64
  %1071 = getelementptr inbounds float, ptr %W, i64 %1070
  %1072 = load float, ptr %1071, align 4
  %1073 = fmul float %1068, %1072
  %1074 = add i32 0, %j4264
  %1075 = sext i32 %1074 to i64
  %1076 = getelementptr inbounds float, ptr %B, i64 %1075
  %1077 = load float, ptr %1076, align 4
  %1078 = fadd float %1073, %1077
  %1079 = mul i32 %bx, 4
  %1080 = add i32 %1079, %i134
  %1081 = sext i32 %1080 to i64
  %1082 = sext i32 %N to i64
  %1083 = mul nsw i64 %1081, %1082
  %1084 = add i32 0, %j4264
  %1085 = sext i32 %1084 to i64
  %1086 = add nsw i64 %1083, %1085
  %1087 = getelementptr inbounds float, ptr %Y, i64 %1086
  store float %1078, ptr %1087, align 4
  %1088 = add nsw i32 %j4264, 1
  br label %for.cond261, !llvm.loop !59

for.end263:                                       ; preds = %for.cond261
  br label %if.end254

if.then265:                                       ; preds = %if.else129
  call void @llvm.memset.p0.i64(ptr align 64 %mean_r, i8 0, i64 4, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %rstd_r, i8 0, i64 4, i1 false)
  %1089 = sext i32 %N to i64
  %1090 = icmp slt i64 %1089, 0
  %1091 = sext i32 %N to i64
  %1092 = icmp sgt i64 %1091, 4096
  %1093 = sext i32 %N to i64
  %1094 = select i1 %1092, i64 4096, i64 %1093
  %1095 = select i1 %1090, i64 0, i64 %1094
  %1096 = icmp slt i64 %1095, 0
  %1097 = sext i32 %N to i64
  %1098 = icmp slt i64 %1097, 0
  %1099 = sext i32 %N to i64
  %1100 = icmp sgt i64 %1099, 4096
  %1101 = sext i32 %N to i64
  %1102 = select i1 %1100, i64 4096, i64 %1101
  %1103 = select i1 %1098, i64 0, i64 %1102
  %1104 = select i1 %1096, i64 0, i64 %1103
  %1105 = trunc i64 %1104 to i32
  %1106 = icmp slt i32 %1105, 0
  %1107 = sext i32 %N to i64
  %1108 = icmp slt i64 %1107, 0
  %1109 = sext i32 %N to i64
  %1110 = icmp sgt i64 %1109, 4096
  %1111 = sext i32 %N to i64
  %1112 = select i1 %1110, i64 4096, i64 %1111
  %1113 = select i1 %1108, i64 0, i64 %1112
  %1114 = icmp slt i64 %1113, 0
  %1115 = sext i32 %N to i64
  %1116 = icmp slt i64 %1115, 0
  %1117 = sext i32 %N to i64
  %1118 = icmp sgt i64 %1117, 4096
  %1119 = sext i32 %N to i64
  %1120 = select i1 %1118, i64 4096, i64 %1119
  %1121 = select i1 %1116, i64 0, i64 %1120
  %1122 = select i1 %1114, i64 0, i64 %1121
  %1123 = trunc i64 %1122 to i32
  %1124 = icmp sgt i32 %1123, 4096
  %1125 = sext i32 %N to i64
  %1126 = icmp slt i64 %1125, 0
  %1127 = sext i32 %N to i64
  %1128 = icmp sgt i64 %1127, 4096
  %1129 = sext i32 %N to i64
  %1130 = select i1 %1128, i64 4096, i64 %1129
  %1131 = select i1 %1126, i64 0, i64 %1130
  %1132 = icmp slt i64 %1131, 0
  %1133 = sext i32 %N to i64
  %1134 = icmp slt i64 %1133, 0
  %1135 = sext i32 %N to i64
  %1136 = icmp sgt i64 %1135, 4096
  %1137 = sext i32 %N to i64
  %1138 = select i1 %1136, i64 4096, i64 %1137
  %1139 = select i1 %1134, i64 0, i64 %1138
  %1140 = select i1 %1132, i64 0, i64 %1139
  %1141 = trunc i64 %1140 to i32
  %1142 = select i1 %1124, i32 4096, i32 %1141
  %1143 = select i1 %1106, i32 0, i32 %1142
  %1144 = add i32 %1143, 31
  %1145 = sdiv i32 %1144, 32
  %1146 = sub i32 0, %1144
  %1147 = select i1 false, i32 %1146, i32 %1145
  br label %for.cond268

if.else266:                                       ; preds = %if.else129
  br label %for.cond417

if.end267:                                        ; preds = %for.end536, %for.end270
  br label %if.end130

for.cond268:                                      ; preds = %for.end400, %if.then265
  %r271 = phi i32 [ 0, %if.then265 ], [ %1785, %for.end400 ]
  %1148 = icmp slt i32 %r271, 4
  br i1 %1148, label %for.body269, label %for.end270

for.body269:                                      ; preds = %for.cond268
  br label %for.cond272

for.end270:                                       ; preds = %for.cond268
  br label %if.end267

for.cond272:                                      ; preds = %if.end283, %for.body269
  %i275 = phi i32 [ 0, %for.body269 ], [ %1191, %if.end283 ]
  %1149 = icmp slt i32 %i275, 1
  br i1 %1149, label %for.body273, label %for.end274

for.body273:                                      ; preds = %for.cond272
  %1150 = sext i32 %N to i64
  %1151 = icmp slt i64 %1150, 0
  %1152 = sext i32 %N to i64
  %1153 = icmp sgt i64 %1152, 4096
  %1154 = sext i32 %N to i64
  %1155 = select i1 %1153, i64 4096, i64 %1154
  %1156 = select i1 %1151, i64 0, i64 %1155
  %1157 = icmp slt i64 %1156, 0
  %1158 = sext i32 %N to i64
  %1159 = icmp slt i64 %1158, 0
  %1160 = sext i32 %N to i64
  %1161 = icmp sgt i64 %1160, 4096
  %1162 = sext i32 %N to i64
  %1163 = select i1 %1161, i64 4096, i64 %1162
  %1164 = select i1 %1159, i64 0, i64 %1163
  %1165 = select i1 %1157, i64 0, i64 %1164
  %tl_hi9 = trunc i64 %1165 to i32
  br label %for.cond276

for.end274:                                       ; preds = %for.cond272
  br label %for.cond292

for.cond276:                                      ; preds = %for.body277, %for.body273
  %j279 = phi i32 [ 0, %for.body273 ], [ %1179, %for.body277 ]
  %1166 = icmp slt i32 %j279, 0
  br i1 %1166, label %for.body277, label %for.end278

for.body277:                                      ; preds = %for.cond276
  %1167 = icmp slt i32 %j279, %N
  %x280 = select i1 %1167, float 0.000000e+00, float 0.000000e+00
  %1168 = sext i32 %i275 to i64
  %1169 = mul nsw i64 %1168, 4096
  %1170 = sext i32 %j279 to i64
  %1171 = add nsw i64 %1169, %1170
  %1172 = getelementptr inbounds float, ptr %X_r, i64 %1171
  store float %x280, ptr %1172, align 4
  %1173 = fmul float %x280, %x280
  %1174 = sext i32 %i275 to i64
  %1175 = mul nsw i64 %1174, 4096
  %1176 = sext i32 %j279 to i64
  %1177 = add nsw i64 %1175, %1176
  %1178 = getelementptr inbounds float, ptr %sq_r, i64 %1177
  store float %1173, ptr %1178, align 4
  %1179 = add nsw i32 %j279, 1
  br label %for.cond276, !llvm.loop !60

for.end278:                                       ; preds = %for.cond276
  %1180 = mul i32 %bx, 4
  %1181 = add i32 %1180, %r271
  %1182 = add i32 %1181, %i275
  %1183 = icmp sle i32 0, %1182
  %1184 = mul i32 %bx, 4
  %1185 = add i32 %1184, %r271
  %1186 = add i32 %1185, %i275
  %1187 = icmp slt i32 %1186, %M
  %1188 = and i1 %1183, %1187
  br i1 %1188, label %if.then281, label %if.else282

if.then281:                                       ; preds = %for.end278
  %1189 = sub i32 %tl_hi9, 0
  br label %for.cond284

if.else282:                                       ; preds = %for.end278
  %1190 = sub i32 %tl_hi9, 0
  br label %for.cond288

if.end283:                                        ; preds = %for.end290, %for.end286
  %1191 = add nsw i32 %i275, 1
  br label %for.cond272, !llvm.loop !61

for.cond284:                                      ; preds = %for.body285, %if.then281
  %j5 = phi i32 [ 0, %if.then281 ], [ %1216, %for.body285 ]
  %1192 = icmp slt i32 %j5, %1189
  br i1 %1192, label %for.body285, label %for.end286

for.body285:                                      ; preds = %for.cond284
  %1193 = mul i32 %bx, 4
  %1194 = add i32 %1193, %r271
  %1195 = add i32 %1194, %i275
  %1196 = sext i32 %1195 to i64
  %1197 = sext i32 %N to i64
  %1198 = mul nsw i64 %1196, %1197
  %1199 = add i32 0, %j5
  %1200 = sext i32 %1199 to i64
  %1201 = add nsw i64 %1198, %1200
  %1202 = getelementptr inbounds float, ptr %X, i64 %1201
  %x287 = load float, ptr %1202, align 4
  %1203 = sext i32 %i275 to i64
  %1204 = mul nsw i64 %1203, 4096
  %1205 = add i32 0, %j5
  %1206 = sext i32 %1205 to i64
  %1207 = add nsw i64 %1204, %1206
  %1208 = getelementptr inbounds float, ptr %X_r, i64 %1207
  store float %x287, ptr %1208, align 4
  %1209 = fmul float %x287, %x287
  %1210 = sext i32 %i275 to i64
  %1211 = mul nsw i64 %1210, 4096
  %1212 = add i32 0, %j5
  %1213 = sext i32 %1212 to i64
  %1214 = add nsw i64 %1211, %1213
  %1215 = getelementptr inbounds float, ptr %sq_r, i64 %1214
  store float %1209, ptr %1215, align 4
  %1216 = add nsw i32 %j5, 1
  br label %for.cond284, !llvm.loop !62

for.end286:                                       ; preds = %for.cond284
  br label %if.end283

for.cond288:                                      ; preds = %for.body289, %if.else282
  %j5291 = phi i32 [ 0, %if.else282 ], [ %1230, %for.body289 ]
  %1217 = icmp slt i32 %j5291, %1190
  br i1 %1217, label %for.body289, label %for.end290

for.body289:                                      ; preds = %for.cond288
  %1218 = sext i32 %i275 to i64
  %1219 = mul nsw i64 %1218, 4096
  %1220 = add i32 0, %j5291
  %1221 = sext i32 %1220 to i64
  %1222 = add nsw i64 %1219, %1221
  %1223 = getelementptr inbounds float, ptr %X_r, i64 %1222
  store float 0.000000e+00, ptr %1223, align 4
  %1224 = sext i32 %i275 to i64
  %1225 = mul nsw i64 %1224, 4096
  %1226 = add i32 0, %j5291
  %1227 = sext i32 %1226 to i64
  %1228 = add nsw i64 %1225, %1227
  %1229 = getelementptr inbounds float, ptr %sq_r, i64 %1228
  store float 0.000000e+00, ptr %1229, align 4
  %1230 = add nsw i32 %j5291, 1
  br label %for.cond288, !llvm.loop !63

for.end290:                                       ; preds = %for.cond288
  br label %if.end283

for.cond292:                                      ; preds = %for.end341, %for.end274
  %i6 = phi i32 [ 0, %for.end274 ], [ %1479, %for.end341 ]
  %1231 = icmp slt i32 %i6, 1
  br i1 %1231, label %for.body293, label %for.end294

for.body293:                                      ; preds = %for.cond292
  br label %for.cond295

for.end294:                                       ; preds = %for.cond292
  br label %for.cond343

for.cond295:                                      ; preds = %for.end300, %for.body293
  %tl_r8 = phi i32 [ 0, %for.body293 ], [ %1305, %for.end300 ]
  %1232 = icmp slt i32 %tl_r8, 1
  br i1 %1232, label %for.body296, label %for.end297

for.body296:                                      ; preds = %for.cond295
  %1233 = sext i32 %N to i64
  %1234 = icmp slt i64 %1233, 0
  %1235 = sext i32 %N to i64
  %1236 = icmp sgt i64 %1235, 4096
  %1237 = sext i32 %N to i64
  %1238 = select i1 %1236, i64 4096, i64 %1237
  %1239 = select i1 %1234, i64 0, i64 %1238
  %1240 = icmp slt i64 %1239, 0
  %1241 = sext i32 %N to i64
  %1242 = icmp slt i64 %1241, 0
  %1243 = sext i32 %N to i64
  %1244 = icmp sgt i64 %1243, 4096
  %1245 = sext i32 %N to i64
  %1246 = select i1 %1244, i64 4096, i64 %1245
  %1247 = select i1 %1242, i64 0, i64 %1246
  %1248 = select i1 %1240, i64 0, i64 %1247
  %1249 = trunc i64 %1248 to i32
  %1250 = icmp slt i32 %1249, 0
  %1251 = sext i32 %N to i64
  %1252 = icmp slt i64 %1251, 0
  %1253 = sext i32 %N to i64
  %1254 = icmp sgt i64 %1253, 4096
  %1255 = sext i32 %N to i64
  %1256 = select i1 %1254, i64 4096, i64 %1255
  %1257 = select i1 %1252, i64 0, i64 %1256
  %1258 = icmp slt i64 %1257, 0
  %1259 = sext i32 %N to i64
  %1260 = icmp slt i64 %1259, 0
  %1261 = sext i32 %N to i64
  %1262 = icmp sgt i64 %1261, 4096
  %1263 = sext i32 %N to i64
  %1264 = select i1 %1262, i64 4096, i64 %1263
  %1265 = select i1 %1260, i64 0, i64 %1264
  %1266 = select i1 %1258, i64 0, i64 %1265
  %1267 = trunc i64 %1266 to i32
  %1268 = icmp sgt i32 %1267, 4096
  %1269 = sext i32 %N to i64
  %1270 = icmp slt i64 %1269, 0
  %1271 = sext i32 %N to i64
  %1272 = icmp sgt i64 %1271, 4096
  %1273 = sext i32 %N to i64
  %1274 = select i1 %1272, i64 4096, i64 %1273
  %1275 = select i1 %1270, i64 0, i64 %1274
  %1276 = icmp slt i64 %1275, 0
  %1277 = sext i32 %N to i64
  %1278 = icmp slt i64 %1277, 0
  %1279 = sext i32 %N to i64
  %1280 = icmp sgt i64 %1279, 4096
  %1281 = sext i32 %N to i64
  %1282 = select i1 %1280, i64 4096, i64 %1281
  %1283 = select i1 %1278, i64 0, i64 %1282
  %1284 = select i1 %1276, i64 0, i64 %1283
  %1285 = trunc i64 %1284 to i32
  %1286 = select i1 %1268, i32 4096, i32 %1285
  %tl_pad_from9 = select i1 %1250, i32 0, i32 %1286
  %1287 = mul i32 %1147, 32
  %1288 = icmp slt i32 %1287, 32
  %1289 = mul i32 %1147, 32
  %1290 = select i1 %1288, i32 32, i32 %1289
  %1291 = icmp slt i32 %1290, 4096
  %1292 = mul i32 %1147, 32
  %1293 = icmp slt i32 %1292, 32
  %1294 = mul i32 %1147, 32
  %1295 = select i1 %1293, i32 32, i32 %1294
  %1296 = select i1 %1291, i32 %1295, i32 4096
  %tl_pad_n11 = sub i32 %1296, %tl_pad_from9
  br label %for.cond298

for.end297:                                       ; preds = %for.cond295
  br label %for.cond301

for.cond298:                                      ; preds = %for.body299, %for.body296
  %tl_pad_k12 = phi i32 [ 0, %for.body296 ], [ %1304, %for.body299 ]
  %1297 = icmp slt i32 %tl_pad_k12, %tl_pad_n11
  br i1 %1297, label %for.body299, label %for.end300

for.body299:                                      ; preds = %for.cond298
  %1298 = sext i32 %tl_r8 to i64
  %1299 = mul nsw i64 %1298, 4096
  %1300 = add i32 %tl_pad_from9, %tl_pad_k12
  %1301 = sext i32 %1300 to i64
  %1302 = add nsw i64 %1299, %1301
  %1303 = getelementptr inbounds float, ptr %X_r, i64 %1302
  store float 0.000000e+00, ptr %1303, align 4
  %1304 = add nsw i32 %tl_pad_k12, 1
  br label %for.cond298, !llvm.loop !64

for.end300:                                       ; preds = %for.cond298
  %1305 = add nsw i32 %tl_r8, 1
  br label %for.cond295, !llvm.loop !65

for.cond301:                                      ; preds = %for.body302, %for.end297
  %lane4 = phi i32 [ 0, %for.end297 ], [ %1315, %for.body302 ]
  %1306 = icmp slt i32 %lane4, 32
  br i1 %1306, label %for.body302, label %for.end303

for.body302:                                      ; preds = %for.cond301
  %1307 = sext i32 %i6 to i64
  %1308 = mul nsw i64 %1307, 4096
  %1309 = sext i32 %lane4 to i64
  %1310 = add nsw i64 %1308, %1309
  %1311 = getelementptr inbounds float, ptr %X_r, i64 %1310
  %1312 = load float, ptr %1311, align 4
  %1313 = sext i32 %lane4 to i64
  %1314 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1313
  store float %1312, ptr %1314, align 4
  %1315 = add nsw i32 %lane4, 1
  br label %for.cond301, !llvm.loop !66

for.end303:                                       ; preds = %for.cond301
  %1316 = sub i32 %1147, 1
  %1317 = icmp slt i32 %1316, 0
  %1318 = sub i32 %1147, 1
  %1319 = select i1 %1317, i32 0, i32 %1318
  %tl_steps14 = select i1 true, i32 %1319, i32 127
  %1320 = icmp eq i32 %tl_steps14, 127
  br i1 %1320, label %if.then304, label %if.else305

if.then304:                                       ; preds = %for.end303
  br label %for.cond307

if.else305:                                       ; preds = %for.end303
  br label %if.end306

if.end306:                                        ; preds = %if.else305, %for.end309
  br label %for.cond313

for.cond307:                                      ; preds = %for.end312, %if.then304
  %tl_r15 = phi i32 [ 0, %if.then304 ], [ %1384, %for.end312 ]
  %1321 = icmp slt i32 %tl_r15, 1
  br i1 %1321, label %for.body308, label %for.end309

for.body308:                                      ; preds = %for.cond307
  %1322 = sext i32 %N to i64
  %1323 = icmp slt i64 %1322, 0
  %1324 = sext i32 %N to i64
  %1325 = icmp sgt i64 %1324, 4096
  %1326 = sext i32 %N to i64
  %1327 = select i1 %1325, i64 4096, i64 %1326
  %1328 = select i1 %1323, i64 0, i64 %1327
  %1329 = icmp slt i64 %1328, 0
  %1330 = sext i32 %N to i64
  %1331 = icmp slt i64 %1330, 0
  %1332 = sext i32 %N to i64
  %1333 = icmp sgt i64 %1332, 4096
  %1334 = sext i32 %N to i64
  %1335 = select i1 %1333, i64 4096, i64 %1334
  %1336 = select i1 %1331, i64 0, i64 %1335
  %1337 = select i1 %1329, i64 0, i64 %1336
  %1338 = trunc i64 %1337 to i32
  %1339 = icmp slt i32 %1338, 0
  %1340 = sext i32 %N to i64
  %1341 = icmp slt i64 %1340, 0
  %1342 = sext i32 %N to i64
  %1343 = icmp sgt i64 %1342, 4096
  %1344 = sext i32 %N to i64
  %1345 = select i1 %1343, i64 4096, i64 %1344
  %1346 = select i1 %1341, i64 0, i64 %1345
  %1347 = icmp slt i64 %1346, 0
  %1348 = sext i32 %N to i64
  %1349 = icmp slt i64 %1348, 0
  %1350 = sext i32 %N to i64
  %1351 = icmp sgt i64 %1350, 4096
  %1352 = sext i32 %N to i64
  %1353 = select i1 %1351, i64 4096, i64 %1352
  %1354 = select i1 %1349, i64 0, i64 %1353
  %1355 = select i1 %1347, i64 0, i64 %1354
  %1356 = trunc i64 %1355 to i32
  %1357 = icmp sgt i32 %1356, 4096
  %1358 = sext i32 %N to i64
  %1359 = icmp slt i64 %1358, 0
  %1360 = sext i32 %N to i64
  %1361 = icmp sgt i64 %1360, 4096
  %1362 = sext i32 %N to i64
  %1363 = select i1 %1361, i64 4096, i64 %1362
  %1364 = select i1 %1359, i64 0, i64 %1363
  %1365 = icmp slt i64 %1364, 0
  %1366 = sext i32 %N to i64
  %1367 = icmp slt i64 %1366, 0
  %1368 = sext i32 %N to i64
  %1369 = icmp sgt i64 %1368, 4096
  %1370 = sext i32 %N to i64
  %1371 = select i1 %1369, i64 4096, i64 %1370
  %1372 = select i1 %1367, i64 0, i64 %1371
  %1373 = select i1 %1365, i64 0, i64 %1372
  %1374 = trunc i64 %1373 to i32
  %1375 = select i1 %1357, i32 4096, i32 %1374
  %tl_pad_from16 = select i1 %1339, i32 0, i32 %1375
  %tl_pad_n18 = sub i32 4096, %tl_pad_from16
  br label %for.cond310

for.end309:                                       ; preds = %for.cond307
  br label %if.end306

for.cond310:                                      ; preds = %for.body311, %for.body308
  %tl_pad_k19 = phi i32 [ 0, %for.body308 ], [ %1383, %for.body311 ]
  %1376 = icmp slt i32 %tl_pad_k19, %tl_pad_n18
  br i1 %1376, label %for.body311, label %for.end312

for.body311:                                      ; preds = %for.cond310
  %1377 = sext i32 %tl_r15 to i64
  %1378 = mul nsw i64 %1377, 4096
  %1379 = add i32 %tl_pad_from16, %tl_pad_k19
  %1380 = sext i32 %1379 to i64
  %1381 = add nsw i64 %1378, %1380
  %1382 = getelementptr inbounds float, ptr %X_r, i64 %1381
  store float 0.000000e+00, ptr %1382, align 4
  %1383 = add nsw i32 %tl_pad_k19, 1
  br label %for.cond310, !llvm.loop !67

for.end312:                                       ; preds = %for.cond310
  %1384 = add nsw i32 %tl_r15, 1
  br label %for.cond307, !llvm.loop !68

for.cond313:                                      ; preds = %for.end318, %if.end306
  %red4 = phi i32 [ 0, %if.end306 ], [ %1404, %for.end318 ]
  %1385 = icmp slt i32 %red4, %tl_steps14
  br i1 %1385, label %for.body314, label %for.end315

for.body314:                                      ; preds = %for.cond313
  br label %for.cond316

for.end315:                                       ; preds = %for.cond313
  %1386 = icmp slt i32 %tl_steps14, 127
  br i1 %1386, label %if.then320, label %if.else321

for.cond316:                                      ; preds = %for.body317, %for.body314
  %lane4319 = phi i32 [ 0, %for.body314 ], [ %1403, %for.body317 ]
  %1387 = icmp slt i32 %lane4319, 32
  br i1 %1387, label %for.body317, label %for.end318

for.body317:                                      ; preds = %for.cond316
  %1388 = sext i32 %lane4319 to i64
  %1389 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1388
  %1390 = load float, ptr %1389, align 4
  %1391 = sext i32 %i6 to i64
  %1392 = mul nsw i64 %1391, 4096
  %1393 = add i32 %red4, 1
  %1394 = mul i32 %1393, 32
  %1395 = add i32 %1394, %lane4319
  %1396 = sext i32 %1395 to i64
  %1397 = add nsw i64 %1392, %1396
  %1398 = getelementptr inbounds float, ptr %X_r, i64 %1397
  %1399 = load float, ptr %1398, align 4
  %1400 = fadd float %1390, %1399
  %1401 = sext i32 %lane4319 to i64
  %1402 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1401
  store float %1400, ptr %1402, align 4
  %1403 = add nsw i32 %lane4319, 1
  br label %for.cond316, !llvm.loop !69

for.end318:                                       ; preds = %for.cond316
  %1404 = add nsw i32 %red4, 1
  br label %for.cond313, !llvm.loop !70

if.then320:                                       ; preds = %for.end315
  %1405 = getelementptr inbounds float, ptr %tl_lanes_26, i64 0
  %1406 = load float, ptr %1405, align 4
  %1407 = fadd float %1406, 0.000000e+00
  %1408 = getelementptr inbounds float, ptr %tl_lanes_26, i64 0
  store float %1407, ptr %1408, align 4
  br label %if.end322

if.else321:                                       ; preds = %for.end315
  br label %if.end322

if.end322:                                        ; preds = %if.else321, %if.then320
  br label %for.cond323

for.cond323:                                      ; preds = %for.body324, %if.end322
  %lane4326 = phi i32 [ 0, %if.end322 ], [ %1420, %for.body324 ]
  %1409 = icmp slt i32 %lane4326, 16
  br i1 %1409, label %for.body324, label %for.end325

for.body324:                                      ; preds = %for.cond323
  %1410 = sext i32 %lane4326 to i64
  %1411 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1410
  %1412 = load float, ptr %1411, align 4
  %1413 = add i32 %lane4326, 16
  %1414 = sext i32 %1413 to i64
  %1415 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1414
  %1416 = load float, ptr %1415, align 4
  %1417 = fadd float %1412, %1416
  %1418 = sext i32 %lane4326 to i64
  %1419 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1418
  store float %1417, ptr %1419, align 4
  %1420 = add nsw i32 %lane4326, 1
  br label %for.cond323, !llvm.loop !71

for.end325:                                       ; preds = %for.cond323
  br label %for.cond327

for.cond327:                                      ; preds = %for.body328, %for.end325
  %lane4330 = phi i32 [ 0, %for.end325 ], [ %1432, %for.body328 ]
  %1421 = icmp slt i32 %lane4330, 8
  br i1 %1421, label %for.body328, label %for.end329

for.body328:                                      ; preds = %for.cond327
  %1422 = sext i32 %lane4330 to i64
  %1423 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1422
  %1424 = load float, ptr %1423, align 4
  %1425 = add i32 %lane4330, 8
  %1426 = sext i32 %1425 to i64
  %1427 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1426
  %1428 = load float, ptr %1427, align 4
  %1429 = fadd float %1424, %1428
  %1430 = sext i32 %lane4330 to i64
  %1431 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1430
  store float %1429, ptr %1431, align 4
  %1432 = add nsw i32 %lane4330, 1
  br label %for.cond327, !llvm.loop !72

for.end329:                                       ; preds = %for.cond327
  br label %for.cond331

for.cond331:                                      ; preds = %for.body332, %for.end329
  %lane4334 = phi i32 [ 0, %for.end329 ], [ %1444, %for.body332 ]
  %1433 = icmp slt i32 %lane4334, 4
  br i1 %1433, label %for.body332, label %for.end333

for.body332:                                      ; preds = %for.cond331
  %1434 = sext i32 %lane4334 to i64
  %1435 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1434
  %1436 = load float, ptr %1435, align 4
  %1437 = add i32 %lane4334, 4
  %1438 = sext i32 %1437 to i64
  %1439 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1438
  %1440 = load float, ptr %1439, align 4
  %1441 = fadd float %1436, %1440
  %1442 = sext i32 %lane4334 to i64
  %1443 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1442
  store float %1441, ptr %1443, align 4
  %1444 = add nsw i32 %lane4334, 1
  br label %for.cond331, !llvm.loop !73

for.end333:                                       ; preds = %for.cond331
  br label %for.cond335

for.cond335:                                      ; preds = %for.body336, %for.end333
  %lane4338 = phi i32 [ 0, %for.end333 ], [ %1456, %for.body336 ]
  %1445 = icmp slt i32 %lane4338, 2
  br i1 %1445, label %for.body336, label %for.end337

for.body336:                                      ; preds = %for.cond335
  %1446 = sext i32 %lane4338 to i64
  %1447 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1446
  %1448 = load float, ptr %1447, align 4
  %1449 = add i32 %lane4338, 2
  %1450 = sext i32 %1449 to i64
  %1451 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1450
  %1452 = load float, ptr %1451, align 4
  %1453 = fadd float %1448, %1452
  %1454 = sext i32 %lane4338 to i64
  %1455 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1454
  store float %1453, ptr %1455, align 4
  %1456 = add nsw i32 %lane4338, 1
  br label %for.cond335, !llvm.loop !74

for.end337:                                       ; preds = %for.cond335
  br label %for.cond339

for.cond339:                                      ; preds = %for.body340, %for.end337
  %lane4342 = phi i32 [ 0, %for.end337 ], [ %1468, %for.body340 ]
  %1457 = icmp slt i32 %lane4342, 1
  br i1 %1457, label %for.body340, label %for.end341

for.body340:                                      ; preds = %for.cond339
  %1458 = sext i32 %lane4342 to i64
  %1459 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1458
  %1460 = load float, ptr %1459, align 4
  %1461 = add i32 %lane4342, 1
  %1462 = sext i32 %1461 to i64
  %1463 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1462
  %1464 = load float, ptr %1463, align 4
  %1465 = fadd float %1460, %1464
  %1466 = sext i32 %lane4342 to i64
  %1467 = getelementptr inbounds float, ptr %tl_lanes_26, i64 %1466
  store float %1465, ptr %1467, align 4
  %1468 = add nsw i32 %lane4342, 1
  br label %for.cond339, !llvm.loop !75

for.end341:                                       ; preds = %for.cond339
  %1469 = sext i32 %i6 to i64
  %1470 = getelementptr inbounds float, ptr %mean_r, i64 %1469
  store float 0.000000e+00, ptr %1470, align 4
  %1471 = sext i32 %i6 to i64
  %1472 = getelementptr inbounds float, ptr %mean_r, i64 %1471
  %1473 = load float, ptr %1472, align 4
  %1474 = getelementptr inbounds float, ptr %tl_lanes_26, i64 0
  %1475 = load float, ptr %1474, align 4
  %1476 = fadd float %1473, %1475
  %1477 = sext i32 %i6 to i64
  %1478 = getelementptr inbounds float, ptr %mean_r, i64 %1477
  store float %1476, ptr %1478, align 4
  %1479 = add nsw i32 %i6, 1
  br label %for.cond292, !llvm.loop !76

for.cond343:                                      ; preds = %for.end392, %for.end294
  %i7 = phi i32 [ 0, %for.end294 ], [ %1728, %for.end392 ]
  %1480 = icmp slt i32 %i7, 1
  br i1 %1480, label %for.body344, label %for.end345

for.body344:                                      ; preds = %for.cond343
  br label %for.cond346

for.end345:                                       ; preds = %for.cond343
  br label %for.cond394

for.cond346:                                      ; preds = %for.end351, %for.body344
  %tl_r20 = phi i32 [ 0, %for.body344 ], [ %1554, %for.end351 ]
  %1481 = icmp slt i32 %tl_r20, 1
  br i1 %1481, label %for.body347, label %for.end348

for.body347:                                      ; preds = %for.cond346
  %1482 = sext i32 %N to i64
  %1483 = icmp slt i64 %1482, 0
  %1484 = sext i32 %N to i64
  %1485 = icmp sgt i64 %1484, 4096
  %1486 = sext i32 %N to i64
  %1487 = select i1 %1485, i64 4096, i64 %1486
  %1488 = select i1 %1483, i64 0, i64 %1487
  %1489 = icmp slt i64 %1488, 0
  %1490 = sext i32 %N to i64
  %1491 = icmp slt i64 %1490, 0
  %1492 = sext i32 %N to i64
  %1493 = icmp sgt i64 %1492, 4096
  %1494 = sext i32 %N to i64
  %1495 = select i1 %1493, i64 4096, i64 %1494
  %1496 = select i1 %1491, i64 0, i64 %1495
  %1497 = select i1 %1489, i64 0, i64 %1496
  %1498 = trunc i64 %1497 to i32
  %1499 = icmp slt i32 %1498, 0
  %1500 = sext i32 %N to i64
  %1501 = icmp slt i64 %1500, 0
  %1502 = sext i32 %N to i64
  %1503 = icmp sgt i64 %1502, 4096
  %1504 = sext i32 %N to i64
  %1505 = select i1 %1503, i64 4096, i64 %1504
  %1506 = select i1 %1501, i64 0, i64 %1505
  %1507 = icmp slt i64 %1506, 0
  %1508 = sext i32 %N to i64
  %1509 = icmp slt i64 %1508, 0
  %1510 = sext i32 %N to i64
  %1511 = icmp sgt i64 %1510, 4096
  %1512 = sext i32 %N to i64
  %1513 = select i1 %1511, i64 4096, i64 %1512
  %1514 = select i1 %1509, i64 0, i64 %1513
  %1515 = select i1 %1507, i64 0, i64 %1514
  %1516 = trunc i64 %1515 to i32
  %1517 = icmp sgt i32 %1516, 4096
  %1518 = sext i32 %N to i64
  %1519 = icmp slt i64 %1518, 0
  %1520 = sext i32 %N to i64
  %1521 = icmp sgt i64 %1520, 4096
  %1522 = sext i32 %N to i64
  %1523 = select i1 %1521, i64 4096, i64 %1522
  %1524 = select i1 %1519, i64 0, i64 %1523
  %1525 = icmp slt i64 %1524, 0
  %1526 = sext i32 %N to i64
  %1527 = icmp slt i64 %1526, 0
  %1528 = sext i32 %N to i64
  %1529 = icmp sgt i64 %1528, 4096
  %1530 = sext i32 %N to i64
  %1531 = select i1 %1529, i64 4096, i64 %1530
  %1532 = select i1 %1527, i64 0, i64 %1531
  %1533 = select i1 %1525, i64 0, i64 %1532
  %1534 = trunc i64 %1533 to i32
  %1535 = select i1 %1517, i32 4096, i32 %1534
  %tl_pad_from21 = select i1 %1499, i32 0, i32 %1535
  %1536 = mul i32 %1147, 32
  %1537 = icmp slt i32 %1536, 32
  %1538 = mul i32 %1147, 32
  %1539 = select i1 %1537, i32 32, i32 %1538
  %1540 = icmp slt i32 %1539, 4096
  %1541 = mul i32 %1147, 32
  %1542 = icmp slt i32 %1541, 32
  %1543 = mul i32 %1147, 32
  %1544 = select i1 %1542, i32 32, i32 %1543
  %1545 = select i1 %1540, i32 %1544, i32 4096
  %tl_pad_n23 = sub i32 %1545, %tl_pad_from21
  br label %for.cond349

for.end348:                                       ; preds = %for.cond346
  br label %for.cond352

for.cond349:                                      ; preds = %for.body350, %for.body347
  %tl_pad_k24 = phi i32 [ 0, %for.body347 ], [ %1553, %for.body350 ]
  %1546 = icmp slt i32 %tl_pad_k24, %tl_pad_n23
  br i1 %1546, label %for.body350, label %for.end351

for.body350:                                      ; preds = %for.cond349
  %1547 = sext i32 %tl_r20 to i64
  %1548 = mul nsw i64 %1547, 4096
  %1549 = add i32 %tl_pad_from21, %tl_pad_k24
  %1550 = sext i32 %1549 to i64
  %1551 = add nsw i64 %1548, %1550
  %1552 = getelementptr inbounds float, ptr %sq_r, i64 %1551
  store float 0.000000e+00, ptr %1552, align 4
  %1553 = add nsw i32 %tl_pad_k24, 1
  br label %for.cond349, !llvm.loop !77

for.end351:                                       ; preds = %for.cond349
  %1554 = add nsw i32 %tl_r20, 1
  br label %for.cond346, !llvm.loop !78

for.cond352:                                      ; preds = %for.body353, %for.end348
  %lane5 = phi i32 [ 0, %for.end348 ], [ %1564, %for.body353 ]
  %1555 = icmp slt i32 %lane5, 32
  br i1 %1555, label %for.body353, label %for.end354

for.body353:                                      ; preds = %for.cond352
  %1556 = sext i32 %i7 to i64
  %1557 = mul nsw i64 %1556, 4096
  %1558 = sext i32 %lane5 to i64
  %1559 = add nsw i64 %1557, %1558
  %1560 = getelementptr inbounds float, ptr %sq_r, i64 %1559
  %1561 = load float, ptr %1560, align 4
  %1562 = sext i32 %lane5 to i64
  %1563 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1562
  store float %1561, ptr %1563, align 4
  %1564 = add nsw i32 %lane5, 1
  br label %for.cond352, !llvm.loop !79

for.end354:                                       ; preds = %for.cond352
  %1565 = sub i32 %1147, 1
  %1566 = icmp slt i32 %1565, 0
  %1567 = sub i32 %1147, 1
  %1568 = select i1 %1566, i32 0, i32 %1567
  %tl_steps26 = select i1 true, i32 %1568, i32 127
  %1569 = icmp eq i32 %tl_steps26, 127
  br i1 %1569, label %if.then355, label %if.else356

if.then355:                                       ; preds = %for.end354
  br label %for.cond358

if.else356:                                       ; preds = %for.end354
  br label %if.end357

if.end357:                                        ; preds = %if.else356, %for.end360
  br label %for.cond364

for.cond358:                                      ; preds = %for.end363, %if.then355
  %tl_r27 = phi i32 [ 0, %if.then355 ], [ %1633, %for.end363 ]
  %1570 = icmp slt i32 %tl_r27, 1
  br i1 %1570, label %for.body359, label %for.end360

for.body359:                                      ; preds = %for.cond358
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
  %tl_pad_from28 = select i1 %1588, i32 0, i32 %1624
  %tl_pad_n30 = sub i32 4096, %tl_pad_from28
  br label %for.cond361

for.end360:                                       ; preds = %for.cond358
  br label %if.end357

for.cond361:                                      ; preds = %for.body362, %for.body359
  %tl_pad_k31 = phi i32 [ 0, %for.body359 ], [ %1632, %for.body362 ]
  %1625 = icmp slt i32 %tl_pad_k31, %tl_pad_n30
  br i1 %1625, label %for.body362, label %for.end363

for.body362:                                      ; preds = %for.cond361
  %1626 = sext i32 %tl_r27 to i64
  %1627 = mul nsw i64 %1626, 4096
  %1628 = add i32 %tl_pad_from28, %tl_pad_k31
  %1629 = sext i32 %1628 to i64
  %1630 = add nsw i64 %1627, %1629
  %1631 = getelementptr inbounds float, ptr %sq_r, i64 %1630
  store float 0.000000e+00, ptr %1631, align 4
  %1632 = add nsw i32 %tl_pad_k31, 1
  br label %for.cond361, !llvm.loop !80

for.end363:                                       ; preds = %for.cond361
  %1633 = add nsw i32 %tl_r27, 1
  br label %for.cond358, !llvm.loop !81

for.cond364:                                      ; preds = %for.end369, %if.end357
  %red5 = phi i32 [ 0, %if.end357 ], [ %1653, %for.end369 ]
  %1634 = icmp slt i32 %red5, %tl_steps26
  br i1 %1634, label %for.body365, label %for.end366

for.body365:                                      ; preds = %for.cond364
  br label %for.cond367

for.end366:                                       ; preds = %for.cond364
  %1635 = icmp slt i32 %tl_steps26, 127
  br i1 %1635, label %if.then371, label %if.else372

for.cond367:                                      ; preds = %for.body368, %for.body365
  %lane5370 = phi i32 [ 0, %for.body365 ], [ %1652, %for.body368 ]
  %1636 = icmp slt i32 %lane5370, 32
  br i1 %1636, label %for.body368, label %for.end369

for.body368:                                      ; preds = %for.cond367
  %1637 = sext i32 %lane5370 to i64
  %1638 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1637
  %1639 = load float, ptr %1638, align 4
  %1640 = sext i32 %i7 to i64
  %1641 = mul nsw i64 %1640, 4096
  %1642 = add i32 %red5, 1
  %1643 = mul i32 %1642, 32
  %1644 = add i32 %1643, %lane5370
  %1645 = sext i32 %1644 to i64
  %1646 = add nsw i64 %1641, %1645
  %1647 = getelementptr inbounds float, ptr %sq_r, i64 %1646
  %1648 = load float, ptr %1647, align 4
  %1649 = fadd float %1639, %1648
  %1650 = sext i32 %lane5370 to i64
  %1651 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1650
  store float %1649, ptr %1651, align 4
  %1652 = add nsw i32 %lane5370, 1
  br label %for.cond367, !llvm.loop !82

for.end369:                                       ; preds = %for.cond367
  %1653 = add nsw i32 %red5, 1
  br label %for.cond364, !llvm.loop !83

if.then371:                                       ; preds = %for.end366
  %1654 = getelementptr inbounds float, ptr %tl_lanes_27, i64 0
  %1655 = load float, ptr %1654, align 4
  %1656 = fadd float %1655, 0.000000e+00
  %1657 = getelementptr inbounds float, ptr %tl_lanes_27, i64 0
  store float %1656, ptr %1657, align 4
  br label %if.end373

if.else372:                                       ; preds = %for.end366
  br label %if.end373

if.end373:                                        ; preds = %if.else372, %if.then371
  br label %for.cond374

for.cond374:                                      ; preds = %for.body375, %if.end373
  %lane5377 = phi i32 [ 0, %if.end373 ], [ %1669, %for.body375 ]
  %1658 = icmp slt i32 %lane5377, 16
  br i1 %1658, label %for.body375, label %for.end376

for.body375:                                      ; preds = %for.cond374
  %1659 = sext i32 %lane5377 to i64
  %1660 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1659
  %1661 = load float, ptr %1660, align 4
  %1662 = add i32 %lane5377, 16
  %1663 = sext i32 %1662 to i64
  %1664 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1663
  %1665 = load float, ptr %1664, align 4
  %1666 = fadd float %1661, %1665
  %1667 = sext i32 %lane5377 to i64
  %1668 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1667
  store float %1666, ptr %1668, align 4
  %1669 = add nsw i32 %lane5377, 1
  br label %for.cond374, !llvm.loop !84

for.end376:                                       ; preds = %for.cond374
  br label %for.cond378

for.cond378:                                      ; preds = %for.body379, %for.end376
  %lane5381 = phi i32 [ 0, %for.end376 ], [ %1681, %for.body379 ]
  %1670 = icmp slt i32 %lane5381, 8
  br i1 %1670, label %for.body379, label %for.end380

for.body379:                                      ; preds = %for.cond378
  %1671 = sext i32 %lane5381 to i64
  %1672 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1671
  %1673 = load float, ptr %1672, align 4
  %1674 = add i32 %lane5381, 8
  %1675 = sext i32 %1674 to i64
  %1676 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1675
  %1677 = load float, ptr %1676, align 4
  %1678 = fadd float %1673, %1677
  %1679 = sext i32 %lane5381 to i64
  %1680 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1679
  store float %1678, ptr %1680, align 4
  %1681 = add nsw i32 %lane5381, 1
  br label %for.cond378, !llvm.loop !85

for.end380:                                       ; preds = %for.cond378
  br label %for.cond382

for.cond382:                                      ; preds = %for.body383, %for.end380
  %lane5385 = phi i32 [ 0, %for.end380 ], [ %1693, %for.body383 ]
  %1682 = icmp slt i32 %lane5385, 4
  br i1 %1682, label %for.body383, label %for.end384

for.body383:                                      ; preds = %for.cond382
  %1683 = sext i32 %lane5385 to i64
  %1684 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1683
  %1685 = load float, ptr %1684, align 4
  %1686 = add i32 %lane5385, 4
  %1687 = sext i32 %1686 to i64
  %1688 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1687
  %1689 = load float, ptr %1688, align 4
  %1690 = fadd float %1685, %1689
  %1691 = sext i32 %lane5385 to i64
  %1692 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1691
  store float %1690, ptr %1692, align 4
  %1693 = add nsw i32 %lane5385, 1
  br label %for.cond382, !llvm.loop !86

for.end384:                                       ; preds = %for.cond382
  br label %for.cond386

for.cond386:                                      ; preds = %for.body387, %for.end384
  %lane5389 = phi i32 [ 0, %for.end384 ], [ %1705, %for.body387 ]
  %1694 = icmp slt i32 %lane5389, 2
  br i1 %1694, label %for.body387, label %for.end388

for.body387:                                      ; preds = %for.cond386
  %1695 = sext i32 %lane5389 to i64
  %1696 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1695
  %1697 = load float, ptr %1696, align 4
  %1698 = add i32 %lane5389, 2
  %1699 = sext i32 %1698 to i64
  %1700 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1699
  %1701 = load float, ptr %1700, align 4
  %1702 = fadd float %1697, %1701
  %1703 = sext i32 %lane5389 to i64
  %1704 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1703
  store float %1702, ptr %1704, align 4
  %1705 = add nsw i32 %lane5389, 1
  br label %for.cond386, !llvm.loop !87

for.end388:                                       ; preds = %for.cond386
  br label %for.cond390

for.cond390:                                      ; preds = %for.body391, %for.end388
  %lane5393 = phi i32 [ 0, %for.end388 ], [ %1717, %for.body391 ]
  %1706 = icmp slt i32 %lane5393, 1
  br i1 %1706, label %for.body391, label %for.end392

for.body391:                                      ; preds = %for.cond390
  %1707 = sext i32 %lane5393 to i64
  %1708 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1707
  %1709 = load float, ptr %1708, align 4
  %1710 = add i32 %lane5393, 1
  %1711 = sext i32 %1710 to i64
  %1712 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1711
  %1713 = load float, ptr %1712, align 4
  %1714 = fadd float %1709, %1713
  %1715 = sext i32 %lane5393 to i64
  %1716 = getelementptr inbounds float, ptr %tl_lanes_27, i64 %1715
  store float %1714, ptr %1716, align 4
  %1717 = add nsw i32 %lane5393, 1
  br label %for.cond390, !llvm.loop !88

for.end392:                                       ; preds = %for.cond390
  %1718 = sext i32 %i7 to i64
  %1719 = getelementptr inbounds float, ptr %rstd_r, i64 %1718
  store float 0.000000e+00, ptr %1719, align 4
  %1720 = sext i32 %i7 to i64
  %1721 = getelementptr inbounds float, ptr %rstd_r, i64 %1720
  %1722 = load float, ptr %1721, align 4
  %1723 = getelementptr inbounds float, ptr %tl_lanes_27, i64 0
  %1724 = load float, ptr %1723, align 4
  %1725 = fadd float %1722, %1724
  %1726 = sext i32 %i7 to i64
  %1727 = getelementptr inbounds float, ptr %rstd_r, i64 %1726
  store float %1725, ptr %1727, align 4
  %1728 = add nsw i32 %i7, 1
  br label %for.cond343, !llvm.loop !89

for.cond394:                                      ; preds = %for.body395, %for.end345
  %i397 = phi i32 [ 0, %for.end345 ], [ %1758, %for.body395 ]
  %1729 = icmp slt i32 %i397, 1
  br i1 %1729, label %for.body395, label %for.end396

for.body395:                                      ; preds = %for.cond394
  %1730 = sext i32 %i397 to i64
  %1731 = getelementptr inbounds float, ptr %mean_r, i64 %1730
  %1732 = load float, ptr %1731, align 4
  %1733 = sitofp i32 %N to float
  %1734 = fdiv float %1732, %1733
  %1735 = sext i32 %i397 to i64
  %1736 = getelementptr inbounds float, ptr %mean_r, i64 %1735
  store float %1734, ptr %1736, align 4
  %1737 = sext i32 %i397 to i64
  %1738 = getelementptr inbounds float, ptr %rstd_r, i64 %1737
  %1739 = load float, ptr %1738, align 4
  %1740 = sitofp i32 %N to float
  %1741 = fdiv float %1739, %1740
  %1742 = sext i32 %i397 to i64
  %1743 = getelementptr inbounds float, ptr %mean_r, i64 %1742
  %1744 = load float, ptr %1743, align 4
  %1745 = sext i32 %i397 to i64
  %1746 = getelementptr inbounds float, ptr %mean_r, i64 %1745
  %1747 = load float, ptr %1746, align 4
  %1748 = fmul float %1744, %1747
  %1749 = fsub float %1741, %1748
  %1750 = call float @llvm.maxnum.f32(float %1749, float 0.000000e+00)
  %1751 = fadd float %1750, 0x3EE4F8B580000000
  %1752 = fpext float %1751 to double
  %1753 = call double @llvm.sqrt.f64(double %1752)
  %1754 = fdiv double 1.000000e+00, %1753
  %1755 = fptrunc double %1754 to float
  %1756 = sext i32 %i397 to i64
  %1757 = getelementptr inbounds float, ptr %rstd_r, i64 %1756
  store float %1755, ptr %1757, align 4
  %1758 = add nsw i32 %i397, 1
  br label %for.cond394, !llvm.loop !90

for.end396:                                       ; preds = %for.cond394
  br label %for.cond398

for.cond398:                                      ; preds = %if.end404, %for.end396
  %i401 = phi i32 [ 0, %for.end396 ], [ %1790, %if.end404 ]
  %1759 = icmp slt i32 %i401, 1
  br i1 %1759, label %for.body399, label %for.end400

for.body399:                                      ; preds = %for.cond398
  %1760 = sext i32 %N to i64
  %1761 = icmp slt i64 %1760, 0
  %1762 = sext i32 %N to i64
  %1763 = icmp sgt i64 %1762, 4096
  %1764 = sext i32 %N to i64
  %1765 = select i1 %1763, i64 4096, i64 %1764
  %1766 = select i1 %1761, i64 0, i64 %1765
  %1767 = icmp slt i64 %1766, 0
  %1768 = sext i32 %N to i64
  %1769 = icmp slt i64 %1768, 0
  %1770 = sext i32 %N to i64
  %1771 = icmp sgt i64 %1770, 4096
  %1772 = sext i32 %N to i64
  %1773 = select i1 %1771, i64 4096, i64 %1772
  %1774 = select i1 %1769, i64 0, i64 %1773
  %1775 = select i1 %1767, i64 0, i64 %1774
  %tl_hi11 = trunc i64 %1775 to i32
  %1776 = mul i32 %bx, 4
  %1777 = add i32 %1776, %r271
  %1778 = add i32 %1777, %i401
  %1779 = icmp sle i32 0, %1778
  %1780 = mul i32 %bx, 4
  %1781 = add i32 %1780, %r271
  %1782 = add i32 %1781, %i401
  %1783 = icmp slt i32 %1782, %M
  %1784 = and i1 %1779, %1783
  br i1 %1784, label %if.then402, label %if.else403

for.end400:                                       ; preds = %for.cond398
  %1785 = add nsw i32 %r271, 1
  br label %for.cond268, !llvm.loop !91

if.then402:                                       ; preds = %for.body399
  %1786 = sext i32 %M to i64
  %1787 = sext i32 %N to i64
  %1788 = mul i64 %1786, %1787
  %1789 = icmp sge i64 %1788, 8388608
  br i1 %1789, label %if.then405, label %if.else406

if.else403:                                       ; preds = %for.body399
  br label %if.end404

if.end404:                                        ; preds = %if.else403, %if.end407
  %1790 = add nsw i32 %i401, 1
  br label %for.cond398, !llvm.loop !92

if.then405:                                       ; preds = %if.then402
  %tl_sn8 = sub i32 %tl_hi11, 0
  %1791 = sext i32 %tl_sn8 to i64
  %1792 = sdiv i64 %1791, 1024
  %1793 = sub i64 0, %1791
  %1794 = select i1 false, i64 %1793, i64 %1792
  %1795 = srem i64 %1791, 1024
  %1796 = icmp ne i64 %1795, 0
  %1797 = icmp slt i64 %1791, 0
  %1798 = icmp eq i1 %1797, false
  %1799 = and i1 %1796, %1798
  %1800 = zext i1 %1799 to i64
  %1801 = add i64 %1794, %1800
  %1802 = trunc i64 %1801 to i32
  br label %for.cond408

if.else406:                                       ; preds = %if.then402
  %1803 = sub i32 %tl_hi11, 0
  br label %for.cond414

if.end407:                                        ; preds = %for.end416, %for.end410
  br label %if.end404

for.cond408:                                      ; preds = %for.end413, %if.then405
  %tl_c9 = phi i32 [ 0, %if.then405 ], [ %1852, %for.end413 ]
  %1804 = icmp slt i32 %tl_c9, %1802
  br i1 %1804, label %for.body409, label %for.end410

for.body409:                                      ; preds = %for.cond408
  %tl_sb10 = mul i32 %tl_c9, 1024
  %1805 = sub i32 %tl_sn8, %tl_sb10
  %1806 = icmp slt i32 %1805, 1024
  %1807 = sub i32 %tl_sn8, %tl_sb10
  %tl_sm11 = select i1 %1806, i32 %1807, i32 1024
  br label %for.cond411

for.end410:                                       ; preds = %for.cond408
  br label %if.end407

for.cond411:                                      ; preds = %for.body412, %for.body409
  %tl_c12 = phi i32 [ 0, %for.body409 ], [ %1837, %for.body412 ]
  %1808 = icmp slt i32 %tl_c12, %tl_sm11
  br i1 %1808, label %for.body412, label %for.end413

for.body412:                                      ; preds = %for.cond411
  %1809 = sext i32 %i401 to i64
  %1810 = mul nsw i64 %1809, 4096
  %1811 = add i32 %tl_sb10, %tl_c12
  %1812 = add i32 0, %1811
  %1813 = sext i32 %1812 to i64
  %1814 = add nsw i64 %1810, %1813
  %1815 = getelementptr inbounds float, ptr %X_r, i64 %1814
  %1816 = load float, ptr %1815, align 4
  %1817 = getelementptr inbounds float, ptr %mean_r, i64 0
  %1818 = load float, ptr %1817, align 4
  %1819 = fsub float %1816, %1818
  %1820 = getelementptr inbounds float, ptr %rstd_r, i64 0
  %1821 = load float, ptr %1820, align 4
  %1822 = fmul float %1819, %1821
  %1823 = add i32 %tl_sb10, %tl_c12
  %1824 = add i32 0, %1823
  %1825 = sext i32 %1824 to i64
  %1826 = getelementptr inbounds float, ptr %W, i64 %1825
  %1827 = load float, ptr %1826, align 4
  %1828 = fmul float %1822, %1827
  %1829 = add i32 %tl_sb10, %tl_c12
  %1830 = add i32 0, %1829
  %1831 = sext i32 %1830 to i64
  %1832 = getelementptr inbounds float, ptr %B, i64 %1831
  %1833 = load float, ptr %1832, align 4
  %1834 = fadd float %1828, %1833
  %1835 = sext i32 %tl_c12 to i64
  %1836 = getelementptr inbounds float, ptr %tl_stream7, i64 %1835
  store float %1834, ptr %1836, align 4
  %1837 = add nsw i32 %tl_c12, 1
  br label %for.cond411, !llvm.loop !93

for.end413:                                       ; preds = %for.cond411
  %1838 = sext i32 %tl_sm11 to i64
  %1839 = mul i32 %bx, 4
  %1840 = add i32 %1839, %r271
  %1841 = add i32 %1840, %i401
  %1842 = sext i32 %1841 to i64
  %1843 = sext i32 %N to i64
  %1844 = mul nsw i64 %1842, %1843
  %1845 = add i32 %tl_sb10, 0
  %1846 = add i32 0, %1845
  %1847 = sext i32 %1846 to i64
  %1848 = add nsw i64 %1844, %1847
  %1849 = getelementptr inbounds float, ptr %Y, i64 %1848
  %1850 = getelementptr inbounds float, ptr %tl_stream7, i64 0
  %1851 = mul i64 %1838, 4
  call void @tilec_rt_stream(ptr %1849, ptr %1850, i64 %1851)
  %1852 = add nsw i32 %tl_c9, 1
  br label %for.cond408, !llvm.loop !94

for.cond414:                                      ; preds = %for.body415, %if.else406
  %j6 = phi i32 [ 0, %if.else406 ], [ %1887, %for.body415 ]
  %1853 = icmp slt i32 %j6, %1803
  br i1 %1853, label %for.body415, label %for.end416

for.body415:                                      ; preds = %for.cond414
  %1854 = sext i32 %i401 to i64
  %1855 = mul nsw i64 %1854, 4096
  %1856 = add i32 0, %j6
  %1857 = sext i32 %1856 to i64
  %1858 = add nsw i64 %1855, %1857
  %1859 = getelementptr inbounds float, ptr %X_r, i64 %1858
  %1860 = load float, ptr %1859, align 4
  %1861 = getelementptr inbounds float, ptr %mean_r, i64 0
  %1862 = load float, ptr %1861, align 4
  %1863 = fsub float %1860, %1862
  %1864 = getelementptr inbounds float, ptr %rstd_r, i64 0
  %1865 = load float, ptr %1864, align 4
  %1866 = fmul float %1863, %1865
  %1867 = add i32 0, %j6
  %1868 = sext i32 %1867 to i64
  %1869 = getelementptr inbounds float, ptr %W, i64 %1868
  %1870 = load float, ptr %1869, align 4
  %1871 = fmul float %1866, %1870
  %1872 = add i32 0, %j6
  %1873 = sext i32 %1872 to i64
  %1874 = getelementptr inbounds float, ptr %B, i64 %1873
  %1875 = load float, ptr %1874, align 4
  %1876 = fadd float %1871, %1875
  %1877 = mul i32 %bx, 4
  %1878 = add i32 %1877, %r271
  %1879 = add i32 %1878, %i401
  %1880 = sext i32 %1879 to i64
  %1881 = sext i32 %N to i64
  %1882 = mul nsw i64 %1880, %1881
  %1883 = add i32 0, %j6
  %1884 = sext i32 %1883 to i64
  %1885 = add nsw i64 %1882, %1884
  %1886 = getelementptr inbounds float, ptr %Y, i64 %1885
  store float %1876, ptr %1886, align 4
  %1887 = add nsw i32 %j6, 1
  br label %for.cond414, !llvm.loop !95

for.end416:                                       ; preds = %for.cond414
  br label %if.end407

for.cond417:                                      ; preds = %for.body418, %if.else266
  %i11 = phi i32 [ 0, %if.else266 ], [ %1893, %for.body418 ]
  %1888 = icmp slt i32 %i11, 4
  br i1 %1888, label %for.body418, label %for.end419

for.body418:                                      ; preds = %for.cond417
  %1889 = sext i32 %i11 to i64
  %1890 = getelementptr inbounds float, ptr %mean, i64 %1889
  store float 0.000000e+00, ptr %1890, align 4
  %1891 = sext i32 %i11 to i64
  %1892 = getelementptr inbounds float, ptr %rstd, i64 %1891
  store float 0.000000e+00, ptr %1892, align 4
  %1893 = add nsw i32 %i11, 1
  br label %for.cond417, !llvm.loop !96

for.end419:                                       ; preds = %for.cond417
  %1894 = sext i32 %N to i64
  %1895 = sdiv i64 %1894, 512
  %1896 = sub i64 0, %1894
  %1897 = select i1 false, i64 %1896, i64 %1895
  %1898 = srem i64 %1894, 512
  %1899 = icmp ne i64 %1898, 0
  %1900 = icmp slt i64 %1894, 0
  %1901 = icmp eq i1 %1900, false
  %1902 = and i1 %1899, %1901
  %1903 = zext i1 %1902 to i64
  %1904 = add i64 %1897, %1903
  %1905 = trunc i64 %1904 to i32
  %1906 = sext i32 %N to i64
  %1907 = sdiv i64 %1906, 512
  %1908 = sub i64 0, %1906
  %1909 = select i1 false, i64 %1908, i64 %1907
  %1910 = srem i64 %1906, 512
  %1911 = icmp ne i64 %1910, 0
  %1912 = icmp slt i64 %1906, 0
  %1913 = icmp eq i1 %1912, false
  %1914 = and i1 %1911, %1913
  %1915 = zext i1 %1914 to i64
  %1916 = add i64 %1909, %1915
  %1917 = trunc i64 %1916 to i32
  br label %for.cond420

for.cond420:                                      ; preds = %for.end463, %for.end419
  %c = phi i32 [ 0, %for.end419 ], [ %2082, %for.end463 ]
  %1918 = icmp slt i32 %c, %1905
  br i1 %1918, label %for.body421, label %for.end422

for.body421:                                      ; preds = %for.cond420
  %1919 = mul i32 %bx, 4
  %1920 = icmp sle i32 0, %1919
  %1921 = mul i32 %bx, 4
  %1922 = sext i32 %1921 to i64
  %1923 = add i64 %1922, 4
  %1924 = sext i32 %M to i64
  %1925 = icmp sle i64 %1923, %1924
  %1926 = and i1 %1920, %1925
  %1927 = mul i32 %c, 512
  %1928 = icmp sle i32 0, %1927
  %1929 = mul i32 %c, 512
  %1930 = sext i32 %1929 to i64
  %1931 = add i64 %1930, 512
  %1932 = sext i32 %N to i64
  %1933 = icmp sle i64 %1931, %1932
  %1934 = and i1 %1928, %1933
  %1935 = and i1 %1926, %1934
  br i1 %1935, label %if.then423, label %if.else424

for.end422:                                       ; preds = %for.cond420
  br label %for.cond530

if.then423:                                       ; preds = %for.body421
  br label %for.cond426

if.else424:                                       ; preds = %for.body421
  br label %for.cond439

if.end425:                                        ; preds = %for.end441, %for.end428
  br label %for.cond461

for.cond426:                                      ; preds = %for.end438, %if.then423
  %i11429 = phi i32 [ 0, %if.then423 ], [ %1971, %for.end438 ]
  %1936 = icmp slt i32 %i11429, 4
  br i1 %1936, label %for.body427, label %for.end428

for.body427:                                      ; preds = %for.cond426
  %1937 = add i32 %c, 1
  %1938 = icmp slt i32 %1937, %1917
  br i1 %1938, label %if.then430, label %if.else431

for.end428:                                       ; preds = %for.cond426
  br label %if.end425

if.then430:                                       ; preds = %for.body427
  br label %for.cond433

if.else431:                                       ; preds = %for.body427
  br label %if.end432

if.end432:                                        ; preds = %if.else431, %for.end435
  br label %for.cond436

for.cond433:                                      ; preds = %for.body434, %if.then430
  %pf2 = phi i32 [ 0, %if.then430 ], [ %1952, %for.body434 ]
  %1939 = icmp slt i32 %pf2, 32
  br i1 %1939, label %for.body434, label %for.end435

for.body434:                                      ; preds = %for.cond433
  %1940 = mul i32 %bx, 4
  %1941 = add i32 %1940, %i11429
  %1942 = sext i32 %1941 to i64
  %1943 = sext i32 %N to i64
  %1944 = mul i64 %1942, %1943
  %1945 = add i32 %c, 1
  %1946 = mul i32 %1945, 512
  %1947 = mul i32 %pf2, 16
  %1948 = add i32 %1946, %1947
  %1949 = sext i32 %1948 to i64
  %1950 = add i64 %1944, %1949
  %1951 = getelementptr float, ptr %X, i64 %1950
  call void @llvm.prefetch.p0(ptr %1951, i32 0, i32 3, i32 1)
  %1952 = add nsw i32 %pf2, 1
  br label %for.cond433, !llvm.loop !97

for.end435:                                       ; preds = %for.cond433
  br label %if.end432

for.cond436:                                      ; preds = %for.body437, %if.end432
  %j1 = phi i32 [ 0, %if.end432 ], [ %1970, %for.body437 ]
  %1953 = icmp slt i32 %j1, 512
  br i1 %1953, label %for.body437, label %for.end438

for.body437:                                      ; preds = %for.cond436
  %1954 = mul i32 %bx, 4
  %1955 = add i32 %1954, %i11429
  %1956 = sext i32 %1955 to i64
  %1957 = sext i32 %N to i64
  %1958 = mul nsw i64 %1956, %1957
  %1959 = mul i32 %c, 512
  %1960 = add i32 %1959, %j1
  %1961 = sext i32 %1960 to i64
  %1962 = add nsw i64 %1958, %1961
  %1963 = getelementptr inbounds float, ptr %X, i64 %1962
  %1964 = load float, ptr %1963, align 4
  %1965 = sext i32 %i11429 to i64
  %1966 = mul nsw i64 %1965, 512
  %1967 = sext i32 %j1 to i64
  %1968 = add nsw i64 %1966, %1967
  %1969 = getelementptr inbounds float, ptr %X_f, i64 %1968
  store float %1964, ptr %1969, align 4
  %1970 = add nsw i32 %j1, 1
  br label %for.cond436, !llvm.loop !98

for.end438:                                       ; preds = %for.cond436
  %1971 = add nsw i32 %i11429, 1
  br label %for.cond426, !llvm.loop !99

for.cond439:                                      ; preds = %for.end459, %if.else424
  %i11442 = phi i32 [ 0, %if.else424 ], [ %2080, %for.end459 ]
  %1972 = icmp slt i32 %i11442, 4
  br i1 %1972, label %for.body440, label %for.end441

for.body440:                                      ; preds = %for.cond439
  %1973 = mul i32 %c, 512
  %1974 = sext i32 %1973 to i64
  %1975 = sub i64 0, %1974
  %1976 = icmp slt i64 %1975, 0
  %1977 = mul i32 %c, 512
  %1978 = sext i32 %1977 to i64
  %1979 = sub i64 0, %1978
  %1980 = icmp sgt i64 %1979, 512
  %1981 = mul i32 %c, 512
  %1982 = sext i32 %1981 to i64
  %1983 = sub i64 0, %1982
  %1984 = select i1 %1980, i64 512, i64 %1983
  %1985 = select i1 %1976, i64 0, i64 %1984
  %tl_lo12 = trunc i64 %1985 to i32
  %1986 = sext i32 %N to i64
  %1987 = mul i32 %c, 512
  %1988 = sext i32 %1987 to i64
  %1989 = sub i64 %1986, %1988
  %1990 = icmp slt i64 %1989, 0
  %1991 = sext i32 %N to i64
  %1992 = mul i32 %c, 512
  %1993 = sext i32 %1992 to i64
  %1994 = sub i64 %1991, %1993
  %1995 = icmp sgt i64 %1994, 512
  %1996 = sext i32 %N to i64
  %1997 = mul i32 %c, 512
  %1998 = sext i32 %1997 to i64
  %1999 = sub i64 %1996, %1998
  %2000 = select i1 %1995, i64 512, i64 %1999
  %2001 = select i1 %1990, i64 0, i64 %2000
  %2002 = sext i32 %tl_lo12 to i64
  %2003 = icmp slt i64 %2001, %2002
  %2004 = sext i32 %tl_lo12 to i64
  %2005 = sext i32 %N to i64
  %2006 = mul i32 %c, 512
  %2007 = sext i32 %2006 to i64
  %2008 = sub i64 %2005, %2007
  %2009 = icmp slt i64 %2008, 0
  %2010 = sext i32 %N to i64
  %2011 = mul i32 %c, 512
  %2012 = sext i32 %2011 to i64
  %2013 = sub i64 %2010, %2012
  %2014 = icmp sgt i64 %2013, 512
  %2015 = sext i32 %N to i64
  %2016 = mul i32 %c, 512
  %2017 = sext i32 %2016 to i64
  %2018 = sub i64 %2015, %2017
  %2019 = select i1 %2014, i64 512, i64 %2018
  %2020 = select i1 %2009, i64 0, i64 %2019
  %2021 = select i1 %2003, i64 %2004, i64 %2020
  %tl_hi13 = trunc i64 %2021 to i32
  br label %for.cond443

for.end441:                                       ; preds = %for.cond439
  br label %if.end425

for.cond443:                                      ; preds = %for.body444, %for.body440
  %j1446 = phi i32 [ 0, %for.body440 ], [ %2028, %for.body444 ]
  %2022 = icmp slt i32 %j1446, %tl_lo12
  br i1 %2022, label %for.body444, label %for.end445

for.body444:                                      ; preds = %for.cond443
  %2023 = sext i32 %i11442 to i64
  %2024 = mul nsw i64 %2023, 512
  %2025 = sext i32 %j1446 to i64
  %2026 = add nsw i64 %2024, %2025
  %2027 = getelementptr inbounds float, ptr %X_f, i64 %2026
  store float 0.000000e+00, ptr %2027, align 4
  %2028 = add nsw i32 %j1446, 1
  br label %for.cond443, !llvm.loop !101

for.end445:                                       ; preds = %for.cond443
  %2029 = mul i32 %bx, 4
  %2030 = sext i32 %2029 to i64
  %2031 = sext i32 %i11442 to i64
  %2032 = add i64 %2030, %2031
  %2033 = icmp sle i64 0, %2032
  %2034 = mul i32 %bx, 4
  %2035 = sext i32 %2034 to i64
  %2036 = sext i32 %i11442 to i64
  %2037 = add i64 %2035, %2036
  %2038 = sext i32 %M to i64
  %2039 = icmp slt i64 %2037, %2038
  %2040 = and i1 %2033, %2039
  br i1 %2040, label %if.then447, label %if.else448

if.then447:                                       ; preds = %for.end445
  %2041 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond450

if.else448:                                       ; preds = %for.end445
  %2042 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond453

if.end449:                                        ; preds = %for.end455, %for.end452
  %2043 = sub i32 512, %tl_hi13
  br label %for.cond457

for.cond450:                                      ; preds = %for.body451, %if.then447
  %j11 = phi i32 [ 0, %if.then447 ], [ %2063, %for.body451 ]
  %2044 = icmp slt i32 %j11, %2041
  br i1 %2044, label %for.body451, label %for.end452

for.body451:                                      ; preds = %for.cond450
  %2045 = mul i32 %bx, 4
  %2046 = add i32 %2045, %i11442
  %2047 = sext i32 %2046 to i64
  %2048 = sext i32 %N to i64
  %2049 = mul nsw i64 %2047, %2048
  %2050 = mul i32 %c, 512
  %2051 = add i32 %tl_lo12, %j11
  %2052 = add i32 %2050, %2051
  %2053 = sext i32 %2052 to i64
  %2054 = add nsw i64 %2049, %2053
  %2055 = getelementptr inbounds float, ptr %X, i64 %2054
  %2056 = load float, ptr %2055, align 4
  %2057 = sext i32 %i11442 to i64
  %2058 = mul nsw i64 %2057, 512
  %2059 = add i32 %tl_lo12, %j11
  %2060 = sext i32 %2059 to i64
  %2061 = add nsw i64 %2058, %2060
  %2062 = getelementptr inbounds float, ptr %X_f, i64 %2061
  store float %2056, ptr %2062, align 4
  %2063 = add nsw i32 %j11, 1
  br label %for.cond450, !llvm.loop !102

for.end452:                                       ; preds = %for.cond450
  br label %if.end449

for.cond453:                                      ; preds = %for.body454, %if.else448
  %j11456 = phi i32 [ 0, %if.else448 ], [ %2071, %for.body454 ]
  %2064 = icmp slt i32 %j11456, %2042
  br i1 %2064, label %for.body454, label %for.end455

for.body454:                                      ; preds = %for.cond453
  %2065 = sext i32 %i11442 to i64
  %2066 = mul nsw i64 %2065, 512
  %2067 = add i32 %tl_lo12, %j11456
  %2068 = sext i32 %2067 to i64
  %2069 = add nsw i64 %2066, %2068
  %2070 = getelementptr inbounds float, ptr %X_f, i64 %2069
  store float 0.000000e+00, ptr %2070, align 4
  %2071 = add nsw i32 %j11456, 1
  br label %for.cond453, !llvm.loop !103

for.end455:                                       ; preds = %for.cond453
  br label %if.end449

for.cond457:                                      ; preds = %for.body458, %if.end449
  %j11460 = phi i32 [ 0, %if.end449 ], [ %2079, %for.body458 ]
  %2072 = icmp slt i32 %j11460, %2043
  br i1 %2072, label %for.body458, label %for.end459

for.body458:                                      ; preds = %for.cond457
  %2073 = sext i32 %i11442 to i64
  %2074 = mul nsw i64 %2073, 512
  %2075 = add i32 %tl_hi13, %j11460
  %2076 = sext i32 %2075 to i64
  %2077 = add nsw i64 %2074, %2076
  %2078 = getelementptr inbounds float, ptr %X_f, i64 %2077
  store float 0.000000e+00, ptr %2078, align 4
  %2079 = add nsw i32 %j11460, 1
  br label %for.cond457, !llvm.loop !104

for.end459:                                       ; preds = %for.cond457
  %2080 = add nsw i32 %i11442, 1
  br label %for.cond439, !llvm.loop !105

for.cond461:                                      ; preds = %for.end528, %if.end425
  %i464 = phi i32 [ 0, %if.end425 ], [ %2300, %for.end528 ]
  %2081 = icmp slt i32 %i464, 4
  br i1 %2081, label %for.body462, label %for.end463

for.body462:                                      ; preds = %for.cond461
  br label %for.cond465

for.end463:                                       ; preds = %for.cond461
  %2082 = add nsw i32 %c, 1
  br label %for.cond420, !llvm.loop !106

for.cond465:                                      ; preds = %for.body466, %for.body462
  %j468 = phi i32 [ 0, %for.body462 ], [ %2105, %for.body466 ]
  %2083 = icmp slt i32 %j468, 512
  br i1 %2083, label %for.body466, label %for.end467

for.body466:                                      ; preds = %for.cond465
  %2084 = mul i32 %c, 512
  %2085 = add i32 %2084, %j468
  %2086 = icmp slt i32 %2085, %N
  %2087 = sext i32 %i464 to i64
  %2088 = mul nsw i64 %2087, 512
  %2089 = sext i32 %j468 to i64
  %2090 = add nsw i64 %2088, %2089
  %2091 = call i64 @llvm.umin.i64(i64 %2090, i64 2047)
  %2092 = getelementptr inbounds float, ptr %X_f, i64 %2091
  %2093 = load float, ptr %2092, align 4
  %x469 = select i1 %2086, float %2093, float 0.000000e+00
  %2094 = sext i32 %i464 to i64
  %2095 = mul nsw i64 %2094, 512
  %2096 = sext i32 %j468 to i64
  %2097 = add nsw i64 %2095, %2096
  %2098 = getelementptr inbounds float, ptr %X_f, i64 %2097
  store float %x469, ptr %2098, align 4
  %2099 = fmul float %x469, %x469
  %2100 = sext i32 %i464 to i64
  %2101 = mul nsw i64 %2100, 512
  %2102 = sext i32 %j468 to i64
  %2103 = add nsw i64 %2101, %2102
  %2104 = getelementptr inbounds float, ptr %sq, i64 %2103
  store float %2099, ptr %2104, align 4
  %2105 = add nsw i32 %j468, 1
  br label %for.cond465, !llvm.loop !107

for.end467:                                       ; preds = %for.cond465
  br label %for.cond470

for.cond470:                                      ; preds = %for.body471, %for.end467
  %lane6 = phi i32 [ 0, %for.end467 ], [ %2115, %for.body471 ]
  %2106 = icmp slt i32 %lane6, 32
  br i1 %2106, label %for.body471, label %for.end472

for.body471:                                      ; preds = %for.cond470
  %2107 = sext i32 %i464 to i64
  %2108 = mul nsw i64 %2107, 512
  %2109 = sext i32 %lane6 to i64
  %2110 = add nsw i64 %2108, %2109
  %2111 = getelementptr inbounds float, ptr %X_f, i64 %2110
  %2112 = load float, ptr %2111, align 4
  %2113 = sext i32 %lane6 to i64
  %2114 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2113
  store float %2112, ptr %2114, align 4
  %2115 = add nsw i32 %lane6, 1
  br label %for.cond470, !llvm.loop !108

for.end472:                                       ; preds = %for.cond470
  br label %for.cond473

for.cond473:                                      ; preds = %for.end478, %for.end472
  %red6 = phi i32 [ 0, %for.end472 ], [ %2134, %for.end478 ]
  %2116 = icmp slt i32 %red6, 15
  br i1 %2116, label %for.body474, label %for.end475

for.body474:                                      ; preds = %for.cond473
  br label %for.cond476

for.end475:                                       ; preds = %for.cond473
  br label %for.cond480

for.cond476:                                      ; preds = %for.body477, %for.body474
  %lane6479 = phi i32 [ 0, %for.body474 ], [ %2133, %for.body477 ]
  %2117 = icmp slt i32 %lane6479, 32
  br i1 %2117, label %for.body477, label %for.end478

for.body477:                                      ; preds = %for.cond476
  %2118 = sext i32 %lane6479 to i64
  %2119 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2118
  %2120 = load float, ptr %2119, align 4
  %2121 = sext i32 %i464 to i64
  %2122 = mul nsw i64 %2121, 512
  %2123 = add i32 %red6, 1
  %2124 = mul i32 %2123, 32
  %2125 = add i32 %2124, %lane6479
  %2126 = sext i32 %2125 to i64
  %2127 = add nsw i64 %2122, %2126
  %2128 = getelementptr inbounds float, ptr %X_f, i64 %2127
  %2129 = load float, ptr %2128, align 4
  %2130 = fadd float %2120, %2129
  %2131 = sext i32 %lane6479 to i64
  %2132 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2131
  store float %2130, ptr %2132, align 4
  %2133 = add nsw i32 %lane6479, 1
  br label %for.cond476, !llvm.loop !109

for.end478:                                       ; preds = %for.cond476
  %2134 = add nsw i32 %red6, 1
  br label %for.cond473, !llvm.loop !110

for.cond480:                                      ; preds = %for.body481, %for.end475
  %lane6483 = phi i32 [ 0, %for.end475 ], [ %2146, %for.body481 ]
  %2135 = icmp slt i32 %lane6483, 16
  br i1 %2135, label %for.body481, label %for.end482

for.body481:                                      ; preds = %for.cond480
  %2136 = sext i32 %lane6483 to i64
  %2137 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2136
  %2138 = load float, ptr %2137, align 4
  %2139 = add i32 %lane6483, 16
  %2140 = sext i32 %2139 to i64
  %2141 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2140
  %2142 = load float, ptr %2141, align 4
  %2143 = fadd float %2138, %2142
  %2144 = sext i32 %lane6483 to i64
  %2145 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2144
  store float %2143, ptr %2145, align 4
  %2146 = add nsw i32 %lane6483, 1
  br label %for.cond480, !llvm.loop !111

for.end482:                                       ; preds = %for.cond480
  br label %for.cond484

for.cond484:                                      ; preds = %for.body485, %for.end482
  %lane6487 = phi i32 [ 0, %for.end482 ], [ %2158, %for.body485 ]
  %2147 = icmp slt i32 %lane6487, 8
  br i1 %2147, label %for.body485, label %for.end486

for.body485:                                      ; preds = %for.cond484
  %2148 = sext i32 %lane6487 to i64
  %2149 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2148
  %2150 = load float, ptr %2149, align 4
  %2151 = add i32 %lane6487, 8
  %2152 = sext i32 %2151 to i64
  %2153 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2152
  %2154 = load float, ptr %2153, align 4
  %2155 = fadd float %2150, %2154
  %2156 = sext i32 %lane6487 to i64
  %2157 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2156
  store float %2155, ptr %2157, align 4
  %2158 = add nsw i32 %lane6487, 1
  br label %for.cond484, !llvm.loop !112

for.end486:                                       ; preds = %for.cond484
  br label %for.cond488

for.cond488:                                      ; preds = %for.body489, %for.end486
  %lane6491 = phi i32 [ 0, %for.end486 ], [ %2170, %for.body489 ]
  %2159 = icmp slt i32 %lane6491, 4
  br i1 %2159, label %for.body489, label %for.end490

for.body489:                                      ; preds = %for.cond488
  %2160 = sext i32 %lane6491 to i64
  %2161 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2160
  %2162 = load float, ptr %2161, align 4
  %2163 = add i32 %lane6491, 4
  %2164 = sext i32 %2163 to i64
  %2165 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2164
  %2166 = load float, ptr %2165, align 4
  %2167 = fadd float %2162, %2166
  %2168 = sext i32 %lane6491 to i64
  %2169 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2168
  store float %2167, ptr %2169, align 4
  %2170 = add nsw i32 %lane6491, 1
  br label %for.cond488, !llvm.loop !113

for.end490:                                       ; preds = %for.cond488
  br label %for.cond492

for.cond492:                                      ; preds = %for.body493, %for.end490
  %lane6495 = phi i32 [ 0, %for.end490 ], [ %2182, %for.body493 ]
  %2171 = icmp slt i32 %lane6495, 2
  br i1 %2171, label %for.body493, label %for.end494

for.body493:                                      ; preds = %for.cond492
  %2172 = sext i32 %lane6495 to i64
  %2173 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2172
  %2174 = load float, ptr %2173, align 4
  %2175 = add i32 %lane6495, 2
  %2176 = sext i32 %2175 to i64
  %2177 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2176
  %2178 = load float, ptr %2177, align 4
  %2179 = fadd float %2174, %2178
  %2180 = sext i32 %lane6495 to i64
  %2181 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2180
  store float %2179, ptr %2181, align 4
  %2182 = add nsw i32 %lane6495, 1
  br label %for.cond492, !llvm.loop !114

for.end494:                                       ; preds = %for.cond492
  br label %for.cond496

for.cond496:                                      ; preds = %for.body497, %for.end494
  %lane6499 = phi i32 [ 0, %for.end494 ], [ %2194, %for.body497 ]
  %2183 = icmp slt i32 %lane6499, 1
  br i1 %2183, label %for.body497, label %for.end498

for.body497:                                      ; preds = %for.cond496
  %2184 = sext i32 %lane6499 to i64
  %2185 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2184
  %2186 = load float, ptr %2185, align 4
  %2187 = add i32 %lane6499, 1
  %2188 = sext i32 %2187 to i64
  %2189 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2188
  %2190 = load float, ptr %2189, align 4
  %2191 = fadd float %2186, %2190
  %2192 = sext i32 %lane6499 to i64
  %2193 = getelementptr inbounds float, ptr %tl_lanes_28, i64 %2192
  store float %2191, ptr %2193, align 4
  %2194 = add nsw i32 %lane6499, 1
  br label %for.cond496, !llvm.loop !115

for.end498:                                       ; preds = %for.cond496
  %2195 = sext i32 %i464 to i64
  %2196 = getelementptr inbounds float, ptr %mean, i64 %2195
  %2197 = load float, ptr %2196, align 4
  %2198 = getelementptr inbounds float, ptr %tl_lanes_28, i64 0
  %2199 = load float, ptr %2198, align 4
  %2200 = fadd float %2197, %2199
  %2201 = sext i32 %i464 to i64
  %2202 = getelementptr inbounds float, ptr %mean, i64 %2201
  store float %2200, ptr %2202, align 4
  br label %for.cond500

for.cond500:                                      ; preds = %for.body501, %for.end498
  %lane7 = phi i32 [ 0, %for.end498 ], [ %2212, %for.body501 ]
  %2203 = icmp slt i32 %lane7, 32
  br i1 %2203, label %for.body501, label %for.end502

for.body501:                                      ; preds = %for.cond500
  %2204 = sext i32 %i464 to i64
  %2205 = mul nsw i64 %2204, 512
  %2206 = sext i32 %lane7 to i64
  %2207 = add nsw i64 %2205, %2206
  %2208 = getelementptr inbounds float, ptr %sq, i64 %2207
  %2209 = load float, ptr %2208, align 4
  %2210 = sext i32 %lane7 to i64
  %2211 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2210
  store float %2209, ptr %2211, align 4
  %2212 = add nsw i32 %lane7, 1
  br label %for.cond500, !llvm.loop !116

for.end502:                                       ; preds = %for.cond500
  br label %for.cond503

for.cond503:                                      ; preds = %for.end508, %for.end502
  %red7 = phi i32 [ 0, %for.end502 ], [ %2231, %for.end508 ]
  %2213 = icmp slt i32 %red7, 15
  br i1 %2213, label %for.body504, label %for.end505

for.body504:                                      ; preds = %for.cond503
  br label %for.cond506

for.end505:                                       ; preds = %for.cond503
  br label %for.cond510

for.cond506:                                      ; preds = %for.body507, %for.body504
  %lane7509 = phi i32 [ 0, %for.body504 ], [ %2230, %for.body507 ]
  %2214 = icmp slt i32 %lane7509, 32
  br i1 %2214, label %for.body507, label %for.end508

for.body507:                                      ; preds = %for.cond506
  %2215 = sext i32 %lane7509 to i64
  %2216 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2215
  %2217 = load float, ptr %2216, align 4
  %2218 = sext i32 %i464 to i64
  %2219 = mul nsw i64 %2218, 512
  %2220 = add i32 %red7, 1
  %2221 = mul i32 %2220, 32
  %2222 = add i32 %2221, %lane7509
  %2223 = sext i32 %2222 to i64
  %2224 = add nsw i64 %2219, %2223
  %2225 = getelementptr inbounds float, ptr %sq, i64 %2224
  %2226 = load float, ptr %2225, align 4
  %2227 = fadd float %2217, %2226
  %2228 = sext i32 %lane7509 to i64
  %2229 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2228
  store float %2227, ptr %2229, align 4
  %2230 = add nsw i32 %lane7509, 1
  br label %for.cond506, !llvm.loop !117

for.end508:                                       ; preds = %for.cond506
  %2231 = add nsw i32 %red7, 1
  br label %for.cond503, !llvm.loop !118

for.cond510:                                      ; preds = %for.body511, %for.end505
  %lane7513 = phi i32 [ 0, %for.end505 ], [ %2243, %for.body511 ]
  %2232 = icmp slt i32 %lane7513, 16
  br i1 %2232, label %for.body511, label %for.end512

for.body511:                                      ; preds = %for.cond510
  %2233 = sext i32 %lane7513 to i64
  %2234 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2233
  %2235 = load float, ptr %2234, align 4
  %2236 = add i32 %lane7513, 16
  %2237 = sext i32 %2236 to i64
  %2238 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2237
  %2239 = load float, ptr %2238, align 4
  %2240 = fadd float %2235, %2239
  %2241 = sext i32 %lane7513 to i64
  %2242 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2241
  store float %2240, ptr %2242, align 4
  %2243 = add nsw i32 %lane7513, 1
  br label %for.cond510, !llvm.loop !119

for.end512:                                       ; preds = %for.cond510
  br label %for.cond514

for.cond514:                                      ; preds = %for.body515, %for.end512
  %lane7517 = phi i32 [ 0, %for.end512 ], [ %2255, %for.body515 ]
  %2244 = icmp slt i32 %lane7517, 8
  br i1 %2244, label %for.body515, label %for.end516

for.body515:                                      ; preds = %for.cond514
  %2245 = sext i32 %lane7517 to i64
  %2246 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2245
  %2247 = load float, ptr %2246, align 4
  %2248 = add i32 %lane7517, 8
  %2249 = sext i32 %2248 to i64
  %2250 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2249
  %2251 = load float, ptr %2250, align 4
  %2252 = fadd float %2247, %2251
  %2253 = sext i32 %lane7517 to i64
  %2254 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2253
  store float %2252, ptr %2254, align 4
  %2255 = add nsw i32 %lane7517, 1
  br label %for.cond514, !llvm.loop !120

for.end516:                                       ; preds = %for.cond514
  br label %for.cond518

for.cond518:                                      ; preds = %for.body519, %for.end516
  %lane7521 = phi i32 [ 0, %for.end516 ], [ %2267, %for.body519 ]
  %2256 = icmp slt i32 %lane7521, 4
  br i1 %2256, label %for.body519, label %for.end520

for.body519:                                      ; preds = %for.cond518
  %2257 = sext i32 %lane7521 to i64
  %2258 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2257
  %2259 = load float, ptr %2258, align 4
  %2260 = add i32 %lane7521, 4
  %2261 = sext i32 %2260 to i64
  %2262 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2261
  %2263 = load float, ptr %2262, align 4
  %2264 = fadd float %2259, %2263
  %2265 = sext i32 %lane7521 to i64
  %2266 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2265
  store float %2264, ptr %2266, align 4
  %2267 = add nsw i32 %lane7521, 1
  br label %for.cond518, !llvm.loop !121

for.end520:                                       ; preds = %for.cond518
  br label %for.cond522

for.cond522:                                      ; preds = %for.body523, %for.end520
  %lane7525 = phi i32 [ 0, %for.end520 ], [ %2279, %for.body523 ]
  %2268 = icmp slt i32 %lane7525, 2
  br i1 %2268, label %for.body523, label %for.end524

for.body523:                                      ; preds = %for.cond522
  %2269 = sext i32 %lane7525 to i64
  %2270 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2269
  %2271 = load float, ptr %2270, align 4
  %2272 = add i32 %lane7525, 2
  %2273 = sext i32 %2272 to i64
  %2274 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2273
  %2275 = load float, ptr %2274, align 4
  %2276 = fadd float %2271, %2275
  %2277 = sext i32 %lane7525 to i64
  %2278 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2277
  store float %2276, ptr %2278, align 4
  %2279 = add nsw i32 %lane7525, 1
  br label %for.cond522, !llvm.loop !122

for.end524:                                       ; preds = %for.cond522
  br label %for.cond526

for.cond526:                                      ; preds = %for.body527, %for.end524
  %lane7529 = phi i32 [ 0, %for.end524 ], [ %2291, %for.body527 ]
  %2280 = icmp slt i32 %lane7529, 1
  br i1 %2280, label %for.body527, label %for.end528

for.body527:                                      ; preds = %for.cond526
  %2281 = sext i32 %lane7529 to i64
  %2282 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2281
  %2283 = load float, ptr %2282, align 4
  %2284 = add i32 %lane7529, 1
  %2285 = sext i32 %2284 to i64
  %2286 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2285
  %2287 = load float, ptr %2286, align 4
  %2288 = fadd float %2283, %2287
  %2289 = sext i32 %lane7529 to i64
  %2290 = getelementptr inbounds float, ptr %tl_lanes_29, i64 %2289
  store float %2288, ptr %2290, align 4
  %2291 = add nsw i32 %lane7529, 1
  br label %for.cond526, !llvm.loop !123

for.end528:                                       ; preds = %for.cond526
  %2292 = sext i32 %i464 to i64
  %2293 = getelementptr inbounds float, ptr %rstd, i64 %2292
  %2294 = load float, ptr %2293, align 4
  %2295 = getelementptr inbounds float, ptr %tl_lanes_29, i64 0
  %2296 = load float, ptr %2295, align 4
  %2297 = fadd float %2294, %2296
  %2298 = sext i32 %i464 to i64
  %2299 = getelementptr inbounds float, ptr %rstd, i64 %2298
  store float %2297, ptr %2299, align 4
  %2300 = add nsw i32 %i464, 1
  br label %for.cond461, !llvm.loop !124

for.cond530:                                      ; preds = %for.body531, %for.end422
  %i533 = phi i32 [ 0, %for.end422 ], [ %2330, %for.body531 ]
  %2301 = icmp slt i32 %i533, 4
  br i1 %2301, label %for.body531, label %for.end532

for.body531:                                      ; preds = %for.cond530
  %2302 = sext i32 %i533 to i64
  %2303 = getelementptr inbounds float, ptr %mean, i64 %2302
  %2304 = load float, ptr %2303, align 4
  %2305 = sitofp i32 %N to float
  %2306 = fdiv float %2304, %2305
  %2307 = sext i32 %i533 to i64
  %2308 = getelementptr inbounds float, ptr %mean, i64 %2307
  store float %2306, ptr %2308, align 4
  %2309 = sext i32 %i533 to i64
  %2310 = getelementptr inbounds float, ptr %rstd, i64 %2309
  %2311 = load float, ptr %2310, align 4
  %2312 = sitofp i32 %N to float
  %2313 = fdiv float %2311, %2312
  %2314 = sext i32 %i533 to i64
  %2315 = getelementptr inbounds float, ptr %mean, i64 %2314
  %2316 = load float, ptr %2315, align 4
  %2317 = sext i32 %i533 to i64
  %2318 = getelementptr inbounds float, ptr %mean, i64 %2317
  %2319 = load float, ptr %2318, align 4
  %2320 = fmul float %2316, %2319
  %2321 = fsub float %2313, %2320
  %2322 = call float @llvm.maxnum.f32(float %2321, float 0.000000e+00)
  %2323 = fadd float %2322, 0x3EE4F8B580000000
  %2324 = fpext float %2323 to double
  %2325 = call double @llvm.sqrt.f64(double %2324)
  %2326 = fdiv double 1.000000e+00, %2325
  %2327 = fptrunc double %2326 to float
  %2328 = sext i32 %i533 to i64
  %2329 = getelementptr inbounds float, ptr %rstd, i64 %2328
  store float %2327, ptr %2329, align 4
  %2330 = add nsw i32 %i533, 1
  br label %for.cond530, !llvm.loop !125

for.end532:                                       ; preds = %for.cond530
  %2331 = sext i32 %N to i64
  %2332 = sdiv i64 %2331, 512
  %2333 = sub i64 0, %2331
  %2334 = select i1 false, i64 %2333, i64 %2332
  %2335 = srem i64 %2331, 512
  %2336 = icmp ne i64 %2335, 0
  %2337 = icmp slt i64 %2331, 0
  %2338 = icmp eq i1 %2337, false
  %2339 = and i1 %2336, %2338
  %2340 = zext i1 %2339 to i64
  %2341 = add i64 %2334, %2340
  %2342 = trunc i64 %2341 to i32
  %2343 = sext i32 %N to i64
  %2344 = sdiv i64 %2343, 512
  %2345 = sub i64 0, %2343
  %2346 = select i1 false, i64 %2345, i64 %2344
  %2347 = srem i64 %2343, 512
  %2348 = icmp ne i64 %2347, 0
  %2349 = icmp slt i64 %2343, 0
  %2350 = icmp eq i1 %2349, false
  %2351 = and i1 %2348, %2350
  %2352 = zext i1 %2351 to i64
  %2353 = add i64 %2346, %2352
  %2354 = trunc i64 %2353 to i32
  br label %for.cond534

for.cond534:                                      ; preds = %if.end592, %for.end532
  %c537 = phi i32 [ 0, %for.end532 ], [ %2678, %if.end592 ]
  %2355 = icmp slt i32 %c537, %2342
  br i1 %2355, label %for.body535, label %for.end536

for.body535:                                      ; preds = %for.cond534
  %2356 = sub i32 %2354, 1
  %t = sub i32 %2356, %c537
  %2357 = mul i32 %bx, 4
  %2358 = icmp sle i32 0, %2357
  %2359 = mul i32 %bx, 4
  %2360 = sext i32 %2359 to i64
  %2361 = add i64 %2360, 4
  %2362 = sext i32 %M to i64
  %2363 = icmp sle i64 %2361, %2362
  %2364 = and i1 %2358, %2363
  %2365 = mul i32 %t, 512
  %2366 = icmp sle i32 0, %2365
  %2367 = mul i32 %t, 512
  %2368 = sext i32 %2367 to i64
  %2369 = add i64 %2368, 512
  %2370 = sext i32 %N to i64
  %2371 = icmp sle i64 %2369, %2370
  %2372 = and i1 %2366, %2371
  %2373 = and i1 %2364, %2372
  br i1 %2373, label %if.then538, label %if.else539

for.end536:                                       ; preds = %for.cond534
  br label %if.end267

if.then538:                                       ; preds = %for.body535
  br label %for.cond541

if.else539:                                       ; preds = %for.body535
  br label %for.cond553

if.end540:                                        ; preds = %for.end555, %for.end543
  br label %for.cond575

for.cond541:                                      ; preds = %for.end552, %if.then538
  %i12 = phi i32 [ 0, %if.then538 ], [ %2409, %for.end552 ]
  %2374 = icmp slt i32 %i12, 4
  br i1 %2374, label %for.body542, label %for.end543

for.body542:                                      ; preds = %for.cond541
  %2375 = add i32 %i12, 1
  %2376 = icmp slt i32 %2375, 4
  br i1 %2376, label %if.then544, label %if.else545

for.end543:                                       ; preds = %for.cond541
  br label %if.end540

if.then544:                                       ; preds = %for.body542
  br label %for.cond547

if.else545:                                       ; preds = %for.body542
  br label %if.end546

if.end546:                                        ; preds = %if.else545, %for.end549
  br label %for.cond550

for.cond547:                                      ; preds = %for.body548, %if.then544
  %pf3 = phi i32 [ 0, %if.then544 ], [ %2390, %for.body548 ]
  %2377 = icmp slt i32 %pf3, 32
  br i1 %2377, label %for.body548, label %for.end549

for.body548:                                      ; preds = %for.cond547
  %2378 = mul i32 %bx, 4
  %2379 = add i32 %i12, 1
  %2380 = add i32 %2378, %2379
  %2381 = sext i32 %2380 to i64
  %2382 = sext i32 %N to i64
  %2383 = mul i64 %2381, %2382
  %2384 = mul i32 %t, 512
  %2385 = mul i32 %pf3, 16
  %2386 = add i32 %2384, %2385
  %2387 = sext i32 %2386 to i64
  %2388 = add i64 %2383, %2387
  %2389 = getelementptr float, ptr %X, i64 %2388
  call void @llvm.prefetch.p0(ptr %2389, i32 0, i32 3, i32 1)
  %2390 = add nsw i32 %pf3, 1
  br label %for.cond547, !llvm.loop !126

for.end549:                                       ; preds = %for.cond547
  br label %if.end546

for.cond550:                                      ; preds = %for.body551, %if.end546
  %j2 = phi i32 [ 0, %if.end546 ], [ %2408, %for.body551 ]
  %2391 = icmp slt i32 %j2, 512
  br i1 %2391, label %for.body551, label %for.end552

for.body551:                                      ; preds = %for.cond550
  %2392 = mul i32 %bx, 4
  %2393 = add i32 %2392, %i12
  %2394 = sext i32 %2393 to i64
  %2395 = sext i32 %N to i64
  %2396 = mul nsw i64 %2394, %2395
  %2397 = mul i32 %t, 512
  %2398 = add i32 %2397, %j2
  %2399 = sext i32 %2398 to i64
  %2400 = add nsw i64 %2396, %2399
  %2401 = getelementptr inbounds float, ptr %X, i64 %2400
  %2402 = load float, ptr %2401, align 4
  %2403 = sext i32 %i12 to i64
  %2404 = mul nsw i64 %2403, 512
  %2405 = sext i32 %j2 to i64
  %2406 = add nsw i64 %2404, %2405
  %2407 = getelementptr inbounds float, ptr %X_f, i64 %2406
  store float %2402, ptr %2407, align 4
  %2408 = add nsw i32 %j2, 1
  br label %for.cond550, !llvm.loop !127

for.end552:                                       ; preds = %for.cond550
  %2409 = add nsw i32 %i12, 1
  br label %for.cond541, !llvm.loop !128

for.cond553:                                      ; preds = %for.end573, %if.else539
  %i12556 = phi i32 [ 0, %if.else539 ], [ %2518, %for.end573 ]
  %2410 = icmp slt i32 %i12556, 4
  br i1 %2410, label %for.body554, label %for.end555

for.body554:                                      ; preds = %for.cond553
  %2411 = mul i32 %t, 512
  %2412 = sext i32 %2411 to i64
  %2413 = sub i64 0, %2412
  %2414 = icmp slt i64 %2413, 0
  %2415 = mul i32 %t, 512
  %2416 = sext i32 %2415 to i64
  %2417 = sub i64 0, %2416
  %2418 = icmp sgt i64 %2417, 512
  %2419 = mul i32 %t, 512
  %2420 = sext i32 %2419 to i64
  %2421 = sub i64 0, %2420
  %2422 = select i1 %2418, i64 512, i64 %2421
  %2423 = select i1 %2414, i64 0, i64 %2422
  %tl_lo14 = trunc i64 %2423 to i32
  %2424 = sext i32 %N to i64
  %2425 = mul i32 %t, 512
  %2426 = sext i32 %2425 to i64
  %2427 = sub i64 %2424, %2426
  %2428 = icmp slt i64 %2427, 0
  %2429 = sext i32 %N to i64
  %2430 = mul i32 %t, 512
  %2431 = sext i32 %2430 to i64
  %2432 = sub i64 %2429, %2431
  %2433 = icmp sgt i64 %2432, 512
  %2434 = sext i32 %N to i64
  %2435 = mul i32 %t, 512
  %2436 = sext i32 %2435 to i64
  %2437 = sub i64 %2434, %2436
  %2438 = select i1 %2433, i64 512, i64 %2437
  %2439 = select i1 %2428, i64 0, i64 %2438
  %2440 = sext i32 %tl_lo14 to i64
  %2441 = icmp slt i64 %2439, %2440
  %2442 = sext i32 %tl_lo14 to i64
  %2443 = sext i32 %N to i64
  %2444 = mul i32 %t, 512
  %2445 = sext i32 %2444 to i64
  %2446 = sub i64 %2443, %2445
  %2447 = icmp slt i64 %2446, 0
  %2448 = sext i32 %N to i64
  %2449 = mul i32 %t, 512
  %2450 = sext i32 %2449 to i64
  %2451 = sub i64 %2448, %2450
  %2452 = icmp sgt i64 %2451, 512
  %2453 = sext i32 %N to i64
  %2454 = mul i32 %t, 512
  %2455 = sext i32 %2454 to i64
  %2456 = sub i64 %2453, %2455
  %2457 = select i1 %2452, i64 512, i64 %2456
  %2458 = select i1 %2447, i64 0, i64 %2457
  %2459 = select i1 %2441, i64 %2442, i64 %2458
  %tl_hi15 = trunc i64 %2459 to i32
  br label %for.cond557

for.end555:                                       ; preds = %for.cond553
  br label %if.end540

for.cond557:                                      ; preds = %for.body558, %for.body554
  %j2560 = phi i32 [ 0, %for.body554 ], [ %2466, %for.body558 ]
  %2460 = icmp slt i32 %j2560, %tl_lo14
  br i1 %2460, label %for.body558, label %for.end559

for.body558:                                      ; preds = %for.cond557
  %2461 = sext i32 %i12556 to i64
  %2462 = mul nsw i64 %2461, 512
  %2463 = sext i32 %j2560 to i64
  %2464 = add nsw i64 %2462, %2463
  %2465 = getelementptr inbounds float, ptr %X_f, i64 %2464
  store float 0.000000e+00, ptr %2465, align 4
  %2466 = add nsw i32 %j2560, 1
  br label %for.cond557, !llvm.loop !129

for.end559:                                       ; preds = %for.cond557
  %2467 = mul i32 %bx, 4
  %2468 = sext i32 %2467 to i64
  %2469 = sext i32 %i12556 to i64
  %2470 = add i64 %2468, %2469
  %2471 = icmp sle i64 0, %2470
  %2472 = mul i32 %bx, 4
  %2473 = sext i32 %2472 to i64
  %2474 = sext i32 %i12556 to i64
  %2475 = add i64 %2473, %2474
  %2476 = sext i32 %M to i64
  %2477 = icmp slt i64 %2475, %2476
  %2478 = and i1 %2471, %2477
  br i1 %2478, label %if.then561, label %if.else562

if.then561:                                       ; preds = %for.end559
  %2479 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond564

if.else562:                                       ; preds = %for.end559
  %2480 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond567

if.end563:                                        ; preds = %for.end569, %for.end566
  %2481 = sub i32 512, %tl_hi15
  br label %for.cond571

for.cond564:                                      ; preds = %for.body565, %if.then561
  %j21 = phi i32 [ 0, %if.then561 ], [ %2501, %for.body565 ]
  %2482 = icmp slt i32 %j21, %2479
  br i1 %2482, label %for.body565, label %for.end566

for.body565:                                      ; preds = %for.cond564
  %2483 = mul i32 %bx, 4
  %2484 = add i32 %2483, %i12556
  %2485 = sext i32 %2484 to i64
  %2486 = sext i32 %N to i64
  %2487 = mul nsw i64 %2485, %2486
  %2488 = mul i32 %t, 512
  %2489 = add i32 %tl_lo14, %j21
  %2490 = add i32 %2488, %2489
  %2491 = sext i32 %2490 to i64
  %2492 = add nsw i64 %2487, %2491
  %2493 = getelementptr inbounds float, ptr %X, i64 %2492
  %2494 = load float, ptr %2493, align 4
  %2495 = sext i32 %i12556 to i64
  %2496 = mul nsw i64 %2495, 512
  %2497 = add i32 %tl_lo14, %j21
  %2498 = sext i32 %2497 to i64
  %2499 = add nsw i64 %2496, %2498
  %2500 = getelementptr inbounds float, ptr %X_f, i64 %2499
  store float %2494, ptr %2500, align 4
  %2501 = add nsw i32 %j21, 1
  br label %for.cond564, !llvm.loop !130

for.end566:                                       ; preds = %for.cond564
  br label %if.end563

for.cond567:                                      ; preds = %for.body568, %if.else562
  %j21570 = phi i32 [ 0, %if.else562 ], [ %2509, %for.body568 ]
  %2502 = icmp slt i32 %j21570, %2480
  br i1 %2502, label %for.body568, label %for.end569

for.body568:                                      ; preds = %for.cond567
  %2503 = sext i32 %i12556 to i64
  %2504 = mul nsw i64 %2503, 512
  %2505 = add i32 %tl_lo14, %j21570
  %2506 = sext i32 %2505 to i64
  %2507 = add nsw i64 %2504, %2506
  %2508 = getelementptr inbounds float, ptr %X_f, i64 %2507
  store float 0.000000e+00, ptr %2508, align 4
  %2509 = add nsw i32 %j21570, 1
  br label %for.cond567, !llvm.loop !131

for.end569:                                       ; preds = %for.cond567
  br label %if.end563

for.cond571:                                      ; preds = %for.body572, %if.end563
  %j21574 = phi i32 [ 0, %if.end563 ], [ %2517, %for.body572 ]
  %2510 = icmp slt i32 %j21574, %2481
  br i1 %2510, label %for.body572, label %for.end573

for.body572:                                      ; preds = %for.cond571
  %2511 = sext i32 %i12556 to i64
  %2512 = mul nsw i64 %2511, 512
  %2513 = add i32 %tl_hi15, %j21574
  %2514 = sext i32 %2513 to i64
  %2515 = add nsw i64 %2512, %2514
  %2516 = getelementptr inbounds float, ptr %X_f, i64 %2515
  store float 0.000000e+00, ptr %2516, align 4
  %2517 = add nsw i32 %j21574, 1
  br label %for.cond571, !llvm.loop !132

for.end573:                                       ; preds = %for.cond571
  %2518 = add nsw i32 %i12556, 1
  br label %for.cond553, !llvm.loop !133

for.cond575:                                      ; preds = %for.end588, %if.end540
  %i578 = phi i32 [ 0, %if.end540 ], [ %2677, %for.end588 ]
  %2519 = icmp slt i32 %i578, 4
  br i1 %2519, label %for.body576, label %for.end577

for.body576:                                      ; preds = %for.cond575
  %2520 = mul i32 %t, 512
  %2521 = sext i32 %2520 to i64
  %2522 = sub i64 0, %2521
  %2523 = icmp slt i64 %2522, 0
  %2524 = mul i32 %t, 512
  %2525 = sext i32 %2524 to i64
  %2526 = sub i64 0, %2525
  %2527 = icmp sgt i64 %2526, 512
  %2528 = mul i32 %t, 512
  %2529 = sext i32 %2528 to i64
  %2530 = sub i64 0, %2529
  %2531 = select i1 %2527, i64 512, i64 %2530
  %2532 = select i1 %2523, i64 0, i64 %2531
  %tl_lo16 = trunc i64 %2532 to i32
  %2533 = sext i32 %N to i64
  %2534 = mul i32 %t, 512
  %2535 = sext i32 %2534 to i64
  %2536 = sub i64 %2533, %2535
  %2537 = icmp slt i64 %2536, 0
  %2538 = sext i32 %N to i64
  %2539 = mul i32 %t, 512
  %2540 = sext i32 %2539 to i64
  %2541 = sub i64 %2538, %2540
  %2542 = icmp sgt i64 %2541, 512
  %2543 = sext i32 %N to i64
  %2544 = mul i32 %t, 512
  %2545 = sext i32 %2544 to i64
  %2546 = sub i64 %2543, %2545
  %2547 = select i1 %2542, i64 512, i64 %2546
  %2548 = select i1 %2537, i64 0, i64 %2547
  %2549 = sext i32 %tl_lo16 to i64
  %2550 = icmp slt i64 %2548, %2549
  %2551 = sext i32 %tl_lo16 to i64
  %2552 = sext i32 %N to i64
  %2553 = mul i32 %t, 512
  %2554 = sext i32 %2553 to i64
  %2555 = sub i64 %2552, %2554
  %2556 = icmp slt i64 %2555, 0
  %2557 = sext i32 %N to i64
  %2558 = mul i32 %t, 512
  %2559 = sext i32 %2558 to i64
  %2560 = sub i64 %2557, %2559
  %2561 = icmp sgt i64 %2560, 512
  %2562 = sext i32 %N to i64
  %2563 = mul i32 %t, 512
  %2564 = sext i32 %2563 to i64
  %2565 = sub i64 %2562, %2564
  %2566 = select i1 %2561, i64 512, i64 %2565
  %2567 = select i1 %2556, i64 0, i64 %2566
  %2568 = select i1 %2550, i64 %2551, i64 %2567
  %tl_hi17 = trunc i64 %2568 to i32
  br label %for.cond579

for.end577:                                       ; preds = %for.cond575
  %2569 = mul i32 %bx, 4
  %2570 = icmp sle i32 0, %2569
  %2571 = mul i32 %bx, 4
  %2572 = sext i32 %2571 to i64
  %2573 = add i64 %2572, 4
  %2574 = sext i32 %M to i64
  %2575 = icmp sle i64 %2573, %2574
  %2576 = and i1 %2570, %2575
  %2577 = mul i32 %t, 512
  %2578 = icmp sle i32 0, %2577
  %2579 = mul i32 %t, 512
  %2580 = sext i32 %2579 to i64
  %2581 = add i64 %2580, 512
  %2582 = sext i32 %N to i64
  %2583 = icmp sle i64 %2581, %2582
  %2584 = and i1 %2578, %2583
  %2585 = and i1 %2576, %2584
  br i1 %2585, label %if.then590, label %if.else591

for.cond579:                                      ; preds = %for.body580, %for.body576
  %j582 = phi i32 [ 0, %for.body576 ], [ %2608, %for.body580 ]
  %2586 = icmp slt i32 %j582, %tl_lo16
  br i1 %2586, label %for.body580, label %for.end581

for.body580:                                      ; preds = %for.cond579
  %2587 = sext i32 %i578 to i64
  %2588 = mul nsw i64 %2587, 512
  %2589 = sext i32 %j582 to i64
  %2590 = add nsw i64 %2588, %2589
  %2591 = getelementptr inbounds float, ptr %X_f, i64 %2590
  %2592 = load float, ptr %2591, align 4
  %2593 = sext i32 %i578 to i64
  %2594 = getelementptr inbounds float, ptr %mean, i64 %2593
  %2595 = load float, ptr %2594, align 4
  %2596 = fsub float %2592, %2595
  %2597 = sext i32 %i578 to i64
  %2598 = getelementptr inbounds float, ptr %rstd, i64 %2597
  %2599 = load float, ptr %2598, align 4
  %2600 = fmul float %2596, %2599
  %2601 = fmul float %2600, 0.000000e+00
  %2602 = fadd float %2601, 0.000000e+00
  %2603 = sext i32 %i578 to i64
  %2604 = mul nsw i64 %2603, 512
  %2605 = sext i32 %j582 to i64
  %2606 = add nsw i64 %2604, %2605
  %2607 = getelementptr inbounds float, ptr %X_f, i64 %2606
  store float %2602, ptr %2607, align 4
  %2608 = add nsw i32 %j582, 1
  br label %for.cond579, !llvm.loop !134

for.end581:                                       ; preds = %for.cond579
  %2609 = sub i32 %tl_hi17, %tl_lo16
  br label %for.cond583

for.cond583:                                      ; preds = %for.body584, %for.end581
  %j7 = phi i32 [ 0, %for.end581 ], [ %2650, %for.body584 ]
  %2610 = icmp slt i32 %j7, %2609
  br i1 %2610, label %for.body584, label %for.end585

for.body584:                                      ; preds = %for.cond583
  %2611 = sext i32 %i578 to i64
  %2612 = mul nsw i64 %2611, 512
  %2613 = add i32 %tl_lo16, %j7
  %2614 = sext i32 %2613 to i64
  %2615 = add nsw i64 %2612, %2614
  %2616 = getelementptr inbounds float, ptr %X_f, i64 %2615
  %2617 = load float, ptr %2616, align 4
  %2618 = sext i32 %i578 to i64
  %2619 = getelementptr inbounds float, ptr %mean, i64 %2618
  %2620 = load float, ptr %2619, align 4
  %2621 = fsub float %2617, %2620
  %2622 = sext i32 %i578 to i64
  %2623 = getelementptr inbounds float, ptr %rstd, i64 %2622
  %2624 = load float, ptr %2623, align 4
  %2625 = fmul float %2621, %2624
  %2626 = mul i32 %t, 512
  %2627 = sext i32 %2626 to i64
  %2628 = sext i32 %tl_lo16 to i64
  %2629 = sext i32 %j7 to i64
  %2630 = add i64 %2628, %2629
  %2631 = add i64 %2627, %2630
  %2632 = getelementptr inbounds float, ptr %W, i64 %2631
  %2633 = load float, ptr %2632, align 4
  %2634 = fmul float %2625, %2633
  %2635 = mul i32 %t, 512
  %2636 = sext i32 %2635 to i64
  %2637 = sext i32 %tl_lo16 to i64
  %2638 = sext i32 %j7 to i64
  %2639 = add i64 %2637, %2638
  %2640 = add i64 %2636, %2639
  %2641 = getelementptr inbounds float, ptr %B, i64 %2640
  %2642 = load float, ptr %2641, align 4
  %2643 = fadd float %2634, %2642
  %2644 = sext i32 %i578 to i64
  %2645 = mul nsw i64 %2644, 512
  %2646 = add i32 %tl_lo16, %j7
  %2647 = sext i32 %2646 to i64
  %2648 = add nsw i64 %2645, %2647
  %2649 = getelementptr inbounds float, ptr %X_f, i64 %2648
  store float %2643, ptr %2649, align 4
  %2650 = add nsw i32 %j7, 1
  br label %for.cond583, !llvm.loop !135

for.end585:                                       ; preds = %for.cond583
  %2651 = sub i32 512, %tl_hi17
  br label %for.cond586

for.cond586:                                      ; preds = %for.body587, %for.end585
  %j7589 = phi i32 [ 0, %for.end585 ], [ %2676, %for.body587 ]
  %2652 = icmp slt i32 %j7589, %2651
  br i1 %2652, label %for.body587, label %for.end588

for.body587:                                      ; preds = %for.cond586
  %2653 = sext i32 %i578 to i64
  %2654 = mul nsw i64 %2653, 512
  %2655 = add i32 %tl_hi17, %j7589
  %2656 = sext i32 %2655 to i64
  %2657 = add nsw i64 %2654, %2656
  %2658 = getelementptr inbounds float, ptr %X_f, i64 %2657
  %2659 = load float, ptr %2658, align 4
  %2660 = sext i32 %i578 to i64
  %2661 = getelementptr inbounds float, ptr %mean, i64 %2660
  %2662 = load float, ptr %2661, align 4
  %2663 = fsub float %2659, %2662
  %2664 = sext i32 %i578 to i64
  %2665 = getelementptr inbounds float, ptr %rstd, i64 %2664
  %2666 = load float, ptr %2665, align 4
  %2667 = fmul float %2663, %2666
  %2668 = fmul float %2667, 0.000000e+00
  %2669 = fadd float %2668, 0.000000e+00
  %2670 = sext i32 %i578 to i64
  %2671 = mul nsw i64 %2670, 512
  %2672 = add i32 %tl_hi17, %j7589
  %2673 = sext i32 %2672 to i64
  %2674 = add nsw i64 %2671, %2673
  %2675 = getelementptr inbounds float, ptr %X_f, i64 %2674
  store float %2669, ptr %2675, align 4
  %2676 = add nsw i32 %j7589, 1
  br label %for.cond586, !llvm.loop !136

for.end588:                                       ; preds = %for.cond586
  %2677 = add nsw i32 %i578, 1
  br label %for.cond575, !llvm.loop !137

if.then590:                                       ; preds = %for.end577
  br label %for.cond593

if.else591:                                       ; preds = %for.end577
  br label %for.cond604

if.end592:                                        ; preds = %for.end606, %for.end595
  %2678 = add nsw i32 %c537, 1
  br label %for.cond534, !llvm.loop !138

for.cond593:                                      ; preds = %if.end599, %if.then590
  %i12596 = phi i32 [ 0, %if.then590 ], [ %2698, %if.end599 ]
  %2679 = icmp slt i32 %i12596, 4
  br i1 %2679, label %for.body594, label %for.end595

for.body594:                                      ; preds = %for.cond593
  %2680 = sext i32 %M to i64
  %2681 = sext i32 %N to i64
  %2682 = mul i64 %2680, %2681
  %2683 = icmp sge i64 %2682, 8388608
  br i1 %2683, label %if.then597, label %if.else598

for.end595:                                       ; preds = %for.cond593
  br label %if.end592

if.then597:                                       ; preds = %for.body594
  %2684 = mul i32 %bx, 4
  %2685 = add i32 %2684, %i12596
  %2686 = sext i32 %2685 to i64
  %2687 = sext i32 %N to i64
  %2688 = mul nsw i64 %2686, %2687
  %2689 = mul i32 %t, 512
  %2690 = add i32 %2689, 0
  %2691 = sext i32 %2690 to i64
  %2692 = add nsw i64 %2688, %2691
  %2693 = getelementptr inbounds float, ptr %Y, i64 %2692
  %2694 = sext i32 %i12596 to i64
  %2695 = mul nsw i64 %2694, 512
  %2696 = add nsw i64 %2695, 0
  %2697 = getelementptr inbounds float, ptr %X_f, i64 %2696
  call void @tilec_rt_stream(ptr %2693, ptr %2697, i64 2048)
  br label %if.end599

if.else598:                                       ; preds = %for.body594
  br label %for.cond600

if.end599:                                        ; preds = %for.end602, %if.then597
  %2698 = add nsw i32 %i12596, 1
  br label %for.cond593, !llvm.loop !139

for.cond600:                                      ; preds = %for.body601, %if.else598
  %j2603 = phi i32 [ 0, %if.else598 ], [ %2716, %for.body601 ]
  %2699 = icmp slt i32 %j2603, 512
  br i1 %2699, label %for.body601, label %for.end602

for.body601:                                      ; preds = %for.cond600
  %2700 = sext i32 %i12596 to i64
  %2701 = mul nsw i64 %2700, 512
  %2702 = sext i32 %j2603 to i64
  %2703 = add nsw i64 %2701, %2702
  %2704 = getelementptr inbounds float, ptr %X_f, i64 %2703
  %2705 = load float, ptr %2704, align 4
  %2706 = mul i32 %bx, 4
  %2707 = add i32 %2706, %i12596
  %2708 = sext i32 %2707 to i64
  %2709 = sext i32 %N to i64
  %2710 = mul nsw i64 %2708, %2709
  %2711 = mul i32 %t, 512
  %2712 = add i32 %2711, %j2603
  %2713 = sext i32 %2712 to i64
  %2714 = add nsw i64 %2710, %2713
  %2715 = getelementptr inbounds float, ptr %Y, i64 %2714
  store float %2705, ptr %2715, align 4
  %2716 = add nsw i32 %j2603, 1
  br label %for.cond600, !llvm.loop !140

for.end602:                                       ; preds = %for.cond600
  br label %if.end599

for.cond604:                                      ; preds = %for.end610, %if.else591
  %i12607 = phi i32 [ 0, %if.else591 ], [ %2744, %for.end610 ]
  %2717 = icmp slt i32 %i12607, 4
  br i1 %2717, label %for.body605, label %for.end606

for.body605:                                      ; preds = %for.cond604
  br label %for.cond608

for.end606:                                       ; preds = %for.cond604
  br label %if.end592

for.cond608:                                      ; preds = %if.end614, %for.body605
  %j2611 = phi i32 [ 0, %for.body605 ], [ %2761, %if.end614 ]
  %2718 = icmp slt i32 %j2611, 512
  br i1 %2718, label %for.body609, label %for.end610

for.body609:                                      ; preds = %for.cond608
  %2719 = mul i32 %bx, 4
  %2720 = sext i32 %2719 to i64
  %2721 = sext i32 %i12607 to i64
  %2722 = add i64 %2720, %2721
  %2723 = icmp sle i64 0, %2722
  %2724 = mul i32 %bx, 4
  %2725 = sext i32 %2724 to i64
  %2726 = sext i32 %i12607 to i64
  %2727 = add i64 %2725, %2726
  %2728 = sext i32 %M to i64
  %2729 = icmp slt i64 %2727, %2728
  %2730 = and i1 %2723, %2729
  %2731 = mul i32 %t, 512
  %2732 = sext i32 %2731 to i64
  %2733 = sext i32 %j2611 to i64
  %2734 = add i64 %2732, %2733
  %2735 = icmp sle i64 0, %2734
  %2736 = mul i32 %t, 512
  %2737 = sext i32 %2736 to i64
  %2738 = sext i32 %j2611 to i64
  %2739 = add i64 %2737, %2738
  %2740 = sext i32 %N to i64
  %2741 = icmp slt i64 %2739, %2740
  %2742 = and i1 %2735, %2741
  %2743 = and i1 %2730, %2742
  br i1 %2743, label %if.then612, label %if.else613

for.end610:                                       ; preds = %for.cond608
  %2744 = add nsw i32 %i12607, 1
  br label %for.cond604, !llvm.loop !141

if.then612:                                       ; preds = %for.body609
  %2745 = sext i32 %i12607 to i64
  %2746 = mul nsw i64 %2745, 512
  %2747 = sext i32 %j2611 to i64
  %2748 = add nsw i64 %2746, %2747
  %2749 = getelementptr inbounds float, ptr %X_f, i64 %2748
  %2750 = load float, ptr %2749, align 4
  %2751 = mul i32 %bx, 4
  %2752 = add i32 %2751, %i12607
  %2753 = sext i32 %2752 to i64
  %2754 = sext i32 %N to i64
  %2755 = mul nsw i64 %2753, %2754
  %2756 = mul i32 %t, 512
  %2757 = add i32 %2756, %j2611
  %2758 = sext i32 %2757 to i64
  %2759 = add nsw i64 %2755, %2758
  %2760 = getelementptr inbounds float, ptr %Y, i64 %2759
  store float %2750, ptr %2760, align 4
  br label %if.end614

if.else613:                                       ; preds = %for.body609
  br label %if.end614

if.end614:                                        ; preds = %if.else613, %if.then612
  %2761 = add nsw i32 %j2611, 1
  br label %for.cond608, !llvm.loop !142
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

attributes #0 = { nounwind "prefer-vector-width"="512" "target-cpu"="HOST" "target-features"="HOST" }
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
!58 = distinct !{!58, !1}
!59 = distinct !{!59, !1, !2}
!60 = distinct !{!60, !1, !2}
!61 = distinct !{!61, !1}
!62 = distinct !{!62, !1, !2}
!63 = distinct !{!63, !1, !2}
!64 = distinct !{!64, !1, !2}
!65 = distinct !{!65, !1}
!66 = distinct !{!66, !1, !2}
!67 = distinct !{!67, !1, !2}
!68 = distinct !{!68, !1}
!69 = distinct !{!69, !1, !2}
!70 = distinct !{!70, !1}
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
!84 = distinct !{!84, !1}
!85 = distinct !{!85, !1}
!86 = distinct !{!86, !1}
!87 = distinct !{!87, !1}
!88 = distinct !{!88, !1}
!89 = distinct !{!89, !1}
!90 = distinct !{!90, !1, !2}
!91 = distinct !{!91, !1}
!92 = distinct !{!92, !1}
!93 = distinct !{!93, !1, !2}
!94 = distinct !{!94, !1}
!95 = distinct !{!95, !1, !2}
!96 = distinct !{!96, !1, !2}
!97 = distinct !{!97, !1}
!98 = distinct !{!98, !1, !2}
!99 = distinct !{!99, !1, !100}
!100 = !{!"llvm.loop.unroll.disable"}
!101 = distinct !{!101, !1, !2}
!102 = distinct !{!102, !1, !2}
!103 = distinct !{!103, !1, !2}
!104 = distinct !{!104, !1, !2}
!105 = distinct !{!105, !1, !100}
!106 = distinct !{!106, !1}
!107 = distinct !{!107, !1, !2}
!108 = distinct !{!108, !1, !2}
!109 = distinct !{!109, !1, !2}
!110 = distinct !{!110, !1}
!111 = distinct !{!111, !1}
!112 = distinct !{!112, !1}
!113 = distinct !{!113, !1}
!114 = distinct !{!114, !1}
!115 = distinct !{!115, !1}
!116 = distinct !{!116, !1, !2}
!117 = distinct !{!117, !1, !2}
!118 = distinct !{!118, !1}
!119 = distinct !{!119, !1}
!120 = distinct !{!120, !1}
!121 = distinct !{!121, !1}
!122 = distinct !{!122, !1}
!123 = distinct !{!123, !1}
!124 = distinct !{!124, !1}
!125 = distinct !{!125, !1, !2}
!126 = distinct !{!126, !1}
!127 = distinct !{!127, !1, !2}
!128 = distinct !{!128, !1, !100}
!129 = distinct !{!129, !1, !2}
!130 = distinct !{!130, !1, !2}
!131 = distinct !{!131, !1, !2}
!132 = distinct !{!132, !1, !2}
!133 = distinct !{!133, !1, !100}
!134 = distinct !{!134, !1, !2}
!135 = distinct !{!135, !1, !2}
!136 = distinct !{!136, !1, !2}
!137 = distinct !{!137, !1}
!138 = distinct !{!138, !1}
!139 = distinct !{!139, !1, !100}
!140 = distinct !{!140, !1}
!141 = distinct !{!141, !1, !100}
!142 = distinct !{!142, !1}
