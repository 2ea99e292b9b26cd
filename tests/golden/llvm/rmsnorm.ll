; ModuleID = 'rmsnorm.tile'
source_filename = "rmsnorm.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_rmsnorm = type { ptr, ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @rmsnorm_block(ptr noalias %X, ptr noalias %W, ptr noalias %Y, i32 %M, i32 %N, i32 %bx) #0 {
entry:
  %tl_lanes_15 = alloca [32 x float], align 64
  %sq_s = alloca [8192 x float], align 64
  %ss_s = alloca [32 x float], align 64
  %ss = alloca [4 x float], align 64
  %tl_lanes_16 = alloca [32 x float], align 64
  %sq = alloca [2048 x float], align 64
  %tl_lanes_17 = alloca [32 x float], align 64
  %sq_r = alloca [4096 x float], align 64
  %ss_r = alloca [1 x float], align 64
  %tl_lanes_18 = alloca [32 x float], align 64
  %X_f = alloca [2048 x float], align 64
  br label %body

body:                                             ; preds = %entry
  %0 = icmp sle i32 %N, 256
  br i1 %0, label %if.then, label %if.else

if.then:                                          ; preds = %body
  call void @llvm.memset.p0.i64(ptr align 64 %ss_s, i8 0, i64 128, i1 false)
  br label %for.cond

if.else:                                          ; preds = %body
  call void @llvm.memset.p0.i64(ptr align 64 %ss, i8 0, i64 16, i1 false)
  %1 = icmp sle i32 %N, 512
  br i1 %1, label %if.then71, label %if.else72

if.end:                                           ; preds = %if.end73, %for.end63
  ret void

for.cond:                                         ; preds = %for.end16, %if.then
  %i = phi i32 [ 0, %if.then ], [ %142, %for.end16 ]
  %2 = icmp slt i32 %i, 32
  br i1 %2, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %3 = sext i32 %N to i64
  %4 = icmp slt i64 %3, 0
  %5 = sext i32 %N to i64
  %6 = icmp sgt i64 %5, 256
  %7 = sext i32 %N to i64
  %8 = select i1 %6, i64 256, i64 %7
  %9 = select i1 %4, i64 0, i64 %8
  %10 = icmp slt i64 %9, 0
  %11 = sext i32 %N to i64
  %12 = icmp slt i64 %11, 0
  %13 = sext i32 %N to i64
  %14 = icmp sgt i64 %13, 256
  %15 = sext i32 %N to i64
  %16 = select i1 %14, i64 256, i64 %15
  %17 = select i1 %12, i64 0, i64 %16
  %18 = select i1 %10, i64 0, i64 %17
  %tl_hi1 = trunc i64 %18 to i32
  br label %for.cond1

for.end:                                          ; preds = %for.cond
  %19 = sext i32 %N to i64
  %20 = icmp slt i64 %19, 0
  %21 = sext i32 %N to i64
  %22 = icmp sgt i64 %21, 256
  %23 = sext i32 %N to i64
  %24 = select i1 %22, i64 256, i64 %23
  %25 = select i1 %20, i64 0, i64 %24
  %26 = icmp slt i64 %25, 0
  %27 = sext i32 %N to i64
  %28 = icmp slt i64 %27, 0
  %29 = sext i32 %N to i64
  %30 = icmp sgt i64 %29, 256
  %31 = sext i32 %N to i64
  %32 = select i1 %30, i64 256, i64 %31
  %33 = select i1 %28, i64 0, i64 %32
  %34 = select i1 %26, i64 0, i64 %33
  %35 = trunc i64 %34 to i32
  %36 = icmp slt i32 %35, 0
  %37 = sext i32 %N to i64
  %38 = icmp slt i64 %37, 0
  %39 = sext i32 %N to i64
  %40 = icmp sgt i64 %39, 256
  %41 = sext i32 %N to i64
  %42 = select i1 %40, i64 256, i64 %41
  %43 = select i1 %38, i64 0, i64 %42
  %44 = icmp slt i64 %43, 0
  %45 = sext i32 %N to i64
  %46 = icmp slt i64 %45, 0
  %47 = sext i32 %N to i64
  %48 = icmp sgt i64 %47, 256
  %49 = sext i32 %N to i64
  %50 = select i1 %48, i64 256, i64 %49
  %51 = select i1 %46, i64 0, i64 %50
  %52 = select i1 %44, i64 0, i64 %51
  %53 = trunc i64 %52 to i32
  %54 = icmp sgt i32 %53, 256
  %55 = sext i32 %N to i64
  %56 = icmp slt i64 %55, 0
  %57 = sext i32 %N to i64
  %58 = icmp sgt i64 %57, 256
  %59 = sext i32 %N to i64
  %60 = select i1 %58, i64 256, i64 %59
  %61 = select i1 %56, i64 0, i64 %60
  %62 = icmp slt i64 %61, 0
  %63 = sext i32 %N to i64
  %64 = icmp slt i64 %63, 0
  %65 = sext i32 %N to i64
  %66 = icmp sgt i64 %65, 256
  %67 = sext i32 %N to i64
  %68 = select i1 %66, i64 256, i64 %67
  %69 = select i1 %64, i64 0, i64 %68
  %70 = select i1 %62, i64 0, i64 %69
  %71 = trunc i64 %70 to i32
  %72 = select i1 %54, i32 256, i32 %71
  %73 = select i1 %36, i32 0, i32 %72
  %74 = add i32 %73, 31
  %75 = sdiv i32 %74, 32
  %76 = sub i32 0, %74
  %77 = select i1 false, i32 %76, i32 %75
  br label %for.cond18

for.cond1:                                        ; preds = %for.body2, %for.body
  %j = phi i32 [ 0, %for.body ], [ %86, %for.body2 ]
  %78 = icmp slt i32 %j, 0
  br i1 %78, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %79 = icmp slt i32 %j, %N
  %80 = select i1 %79, float 0.000000e+00, float 0.000000e+00
  %81 = sext i32 %i to i64
  %82 = mul nsw i64 %81, 256
  %83 = sext i32 %j to i64
  %84 = add nsw i64 %82, %83
  %85 = getelementptr inbounds float, ptr %sq_s, i64 %84
  store float %80, ptr %85, align 4
  %86 = add nsw i32 %j, 1
  br label %for.cond1, !llvm.loop !0

for.end3:                                         ; preds = %for.cond1
  %87 = mul i32 %bx, 32
  %88 = add i32 %87, %i
  %89 = icmp sle i32 0, %88
  %90 = mul i32 %bx, 32
  %91 = add i32 %90, %i
  %92 = icmp slt i32 %91, %M
  %93 = and i1 %89, %92
  br i1 %93, label %if.then4, label %if.else5

if.then4:                                         ; preds = %for.end3
  %94 = sub i32 %tl_hi1, 0
  br label %for.cond7

if.else5:                                         ; preds = %for.end3
  %95 = sub i32 %tl_hi1, 0
  br label %for.cond10

if.end6:                                          ; preds = %for.end12, %for.end9
  %96 = sub i32 256, %tl_hi1
  br label %for.cond14

for.cond7:                                        ; preds = %for.body8, %if.then4
  %j3 = phi i32 [ 0, %if.then4 ], [ %125, %for.body8 ]
  %97 = icmp slt i32 %j3, %94
  br i1 %97, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  %98 = mul i32 %bx, 32
  %99 = add i32 %98, %i
  %100 = sext i32 %99 to i64
  %101 = sext i32 %N to i64
  %102 = mul nsw i64 %100, %101
  %103 = add i32 0, %j3
  %104 = sext i32 %103 to i64
  %105 = add nsw i64 %102, %104
  %106 = getelementptr inbounds float, ptr %X, i64 %105
  %107 = load float, ptr %106, align 4
  %108 = mul i32 %bx, 32
  %109 = add i32 %108, %i
  %110 = sext i32 %109 to i64
  %111 = sext i32 %N to i64
  %112 = mul nsw i64 %110, %111
  %113 = add i32 0, %j3
  %114 = sext i32 %113 to i64
  %115 = add nsw i64 %112, %114
  %116 = getelementptr inbounds float, ptr %X, i64 %115
  %117 = load float, ptr %116, align 4
  %118 = fmul float %107, %117
  %119 = sext i32 %i to i64
  %120 = mul nsw i64 %119, 256
  %121 = add i32 0, %j3
  %122 = sext i32 %121 to i64
  %123 = add nsw i64 %120, %122
  %124 = getelementptr inbounds float, ptr %sq_s, i64 %123
  store float %118, ptr %124, align 4
  %125 = add nsw i32 %j3, 1
  br label %for.cond7, !llvm.loop !3

for.end9:                                         ; preds = %for.cond7
  br label %if.end6

for.cond10:                                       ; preds = %for.body11, %if.else5
  %j313 = phi i32 [ 0, %if.else5 ], [ %133, %for.body11 ]
  %126 = icmp slt i32 %j313, %95
  br i1 %126, label %for.body11, label %for.end12

for.body11:                                       ; preds = %for.cond10
  %127 = sext i32 %i to i64
  %128 = mul nsw i64 %127, 256
  %129 = add i32 0, %j313
  %130 = sext i32 %129 to i64
  %131 = add nsw i64 %128, %130
  %132 = getelementptr inbounds float, ptr %sq_s, i64 %131
  store float 0.000000e+00, ptr %132, align 4
  %133 = add nsw i32 %j313, 1
  br label %for.cond10, !llvm.loop !4

for.end12:                                        ; preds = %for.cond10
  br label %if.end6

for.cond14:                                       ; preds = %for.body15, %if.end6
  %j317 = phi i32 [ 0, %if.end6 ], [ %141, %for.body15 ]
  %134 = icmp slt i32 %j317, %96
  br i1 %134, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  %135 = sext i32 %i to i64
  %136 = mul nsw i64 %135, 256
  %137 = add i32 %tl_hi1, %j317
  %138 = sext i32 %137 to i64
  %139 = add nsw i64 %136, %138
  %140 = getelementptr inbounds float, ptr %sq_s, i64 %139
  store float 0.000000e+00, ptr %140, align 4
  %141 = add nsw i32 %j317, 1
  br label %for.cond14, !llvm.loop !5

for.end16:                                        ; preds = %for.cond14
  %142 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !6

for.cond18:                                       ; preds = %for.end59, %for.end
  %i1 = phi i32 [ 0, %for.end ], [ %284, %for.end59 ]
  %143 = icmp slt i32 %i1, 32
  br i1 %143, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  br label %for.cond21

for.end20:                                        ; preds = %for.cond18
  br label %for.cond61

for.cond21:                                       ; preds = %for.body22, %for.body19
  %lane = phi i32 [ 0, %for.body19 ], [ %153, %for.body22 ]
  %144 = icmp slt i32 %lane, 32
  br i1 %144, label %for.body22, label %for.end23

for.body22:                                       ; preds = %for.cond21
  %145 = sext i32 %i1 to i64
  %146 = mul nsw i64 %145, 256
  %147 = sext i32 %lane to i64
  %148 = add nsw i64 %146, %147
  %149 = getelementptr inbounds float, ptr %sq_s, i64 %148
  %150 = load float, ptr %149, align 4
  %151 = sext i32 %lane to i64
  %152 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %151
  store float %150, ptr %152, align 4
  %153 = add nsw i32 %lane, 1
  br label %for.cond21, !llvm.loop !7

for.end23:                                        ; preds = %for.cond21
  %154 = sub i32 %77, 1
  %155 = icmp slt i32 %154, 0
  %156 = sub i32 %77, 1
  %157 = select i1 %155, i32 0, i32 %156
  %tl_steps1 = select i1 true, i32 %157, i32 7
  %158 = sdiv i32 %tl_steps1, 2
  %159 = sub i32 0, %tl_steps1
  %160 = select i1 false, i32 %159, i32 %158
  br label %for.cond24

for.cond24:                                       ; preds = %for.end29, %for.end23
  %red21 = phi i32 [ 0, %for.end23 ], [ %192, %for.end29 ]
  %161 = icmp slt i32 %red21, %160
  br i1 %161, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  br label %for.cond27

for.end26:                                        ; preds = %for.cond24
  %162 = srem i32 %tl_steps1, 2
  %163 = icmp eq i32 %162, 1
  br i1 %163, label %if.then31, label %if.else32

for.cond27:                                       ; preds = %for.body28, %for.body25
  %lane30 = phi i32 [ 0, %for.body25 ], [ %191, %for.body28 ]
  %164 = icmp slt i32 %lane30, 32
  br i1 %164, label %for.body28, label %for.end29

for.body28:                                       ; preds = %for.cond27
  %165 = sext i32 %lane30 to i64
  %166 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %165
  %167 = load float, ptr %166, align 4
  %168 = sext i32 %i1 to i64
  %169 = mul nsw i64 %168, 256
  %170 = mul i32 2, %red21
  %171 = add i32 %170, 1
  %172 = mul i32 %171, 32
  %173 = add i32 %172, %lane30
  %174 = sext i32 %173 to i64
  %175 = add nsw i64 %169, %174
  %176 = getelementptr inbounds float, ptr %sq_s, i64 %175
  %177 = load float, ptr %176, align 4
  %tl_pair22 = fadd float %167, %177
  %178 = sext i32 %i1 to i64
  %179 = mul nsw i64 %178, 256
  %180 = mul i32 2, %red21
  %181 = add i32 %180, 2
  %182 = mul i32 %181, 32
  %183 = add i32 %182, %lane30
  %184 = sext i32 %183 to i64
  %185 = add nsw i64 %179, %184
  %186 = getelementptr inbounds float, ptr %sq_s, i64 %185
  %187 = load float, ptr %186, align 4
  %188 = fadd float %tl_pair22, %187
  %189 = sext i32 %lane30 to i64
  %190 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %189
  store float %188, ptr %190, align 4
  %191 = add nsw i32 %lane30, 1
  br label %for.cond27, !llvm.loop !8

for.end29:                                        ; preds = %for.cond27
  %192 = add nsw i32 %red21, 1
  br label %for.cond24, !llvm.loop !9

if.then31:                                        ; preds = %for.end26
  br label %for.cond34

if.else32:                                        ; preds = %for.end26
  br label %if.end33

if.end33:                                         ; preds = %if.else32, %for.end36
  %193 = icmp slt i32 %tl_steps1, 7
  br i1 %193, label %if.then38, label %if.else39

for.cond34:                                       ; preds = %for.body35, %if.then31
  %lane37 = phi i32 [ 0, %if.then31 ], [ %209, %for.body35 ]
  %194 = icmp slt i32 %lane37, 32
  br i1 %194, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  %195 = sext i32 %lane37 to i64
  %196 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %195
  %197 = load float, ptr %196, align 4
  %198 = sext i32 %i1 to i64
  %199 = mul nsw i64 %198, 256
  %200 = mul i32 %tl_steps1, 32
  %201 = add i32 %200, %lane37
  %202 = sext i32 %201 to i64
  %203 = add nsw i64 %199, %202
  %204 = getelementptr inbounds float, ptr %sq_s, i64 %203
  %205 = load float, ptr %204, align 4
  %206 = fadd float %197, %205
  %207 = sext i32 %lane37 to i64
  %208 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %207
  store float %206, ptr %208, align 4
  %209 = add nsw i32 %lane37, 1
  br label %for.cond34, !llvm.loop !10

for.end36:                                        ; preds = %for.cond34
  br label %if.end33

if.then38:                                        ; preds = %if.end33
  %210 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %211 = load float, ptr %210, align 4
  %212 = fadd float %211, 0.000000e+00
  %213 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  store float %212, ptr %213, align 4
  br label %if.end40

if.else39:                                        ; preds = %if.end33
  br label %if.end40

if.end40:                                         ; preds = %if.else39, %if.then38
  br label %for.cond41

for.cond41:                                       ; preds = %for.body42, %if.end40
  %lane44 = phi i32 [ 0, %if.end40 ], [ %225, %for.body42 ]
  %214 = icmp slt i32 %lane44, 16
  br i1 %214, label %for.body42, label %for.end43

for.body42:                                       ; preds = %for.cond41
  %215 = sext i32 %lane44 to i64
  %216 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %215
  %217 = load float, ptr %216, align 4
  %218 = add i32 %lane44, 16
  %219 = sext i32 %218 to i64
  %220 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %219
  %221 = load float, ptr %220, align 4
  %222 = fadd float %217, %221
  %223 = sext i32 %lane44 to i64
  %224 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %223
  store float %222, ptr %224, align 4
  %225 = add nsw i32 %lane44, 1
  br label %for.cond41, !llvm.loop !11

for.end43:                                        ; preds = %for.cond41
  br label %for.cond45

for.cond45:                                       ; preds = %for.body46, %for.end43
  %lane48 = phi i32 [ 0, %for.end43 ], [ %237, %for.body46 ]
  %226 = icmp slt i32 %lane48, 8
  br i1 %226, label %for.body46, label %for.end47

for.body46:                                       ; preds = %for.cond45
  %227 = sext i32 %lane48 to i64
  %228 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %227
  %229 = load float, ptr %228, align 4
  %230 = add i32 %lane48, 8
  %231 = sext i32 %230 to i64
  %232 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %231
  %233 = load float, ptr %232, align 4
  %234 = fadd float %229, %233
  %235 = sext i32 %lane48 to i64
  %236 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %235
  store float %234, ptr %236, align 4
  %237 = add nsw i32 %lane48, 1
  br label %for.cond45, !llvm.loop !12

for.end47:                                        ; preds = %for.cond45
  br label %for.cond49

for.cond49:                                       ; preds = %for.body50, %for.end47
  %lane52 = phi i32 [ 0, %for.end47 ], [ %249, %for.body50 ]
  %238 = icmp slt i32 %lane52, 4
  br i1 %238, label %for.body50, label %for.end51

for.body50:                                       ; preds = %for.cond49
  %239 = sext i32 %lane52 to i64
  %240 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %239
  %241 = load float, ptr %240, align 4
  %242 = add i32 %lane52, 4
  %243 = sext i32 %242 to i64
  %244 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %243
  %245 = load float, ptr %244, align 4
  %246 = fadd float %241, %245
  %247 = sext i32 %lane52 to i64
  %248 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %247
  store float %246, ptr %248, align 4
  %249 = add nsw i32 %lane52, 1
  br label %for.cond49, !llvm.loop !13

for.end51:                                        ; preds = %for.cond49
  br label %for.cond53

for.cond53:                                       ; preds = %for.body54, %for.end51
  %lane56 = phi i32 [ 0, %for.end51 ], [ %261, %for.body54 ]
  %250 = icmp slt i32 %lane56, 2
  br i1 %250, label %for.body54, label %for.end55

for.body54:                                       ; preds = %for.cond53
  %251 = sext i32 %lane56 to i64
  %252 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %251
  %253 = load float, ptr %252, align 4
  %254 = add i32 %lane56, 2
  %255 = sext i32 %254 to i64
  %256 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %255
  %257 = load float, ptr %256, align 4
  %258 = fadd float %253, %257
  %259 = sext i32 %lane56 to i64
  %260 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %259
  store float %258, ptr %260, align 4
  %261 = add nsw i32 %lane56, 1
  br label %for.cond53, !llvm.loop !14

for.end55:                                        ; preds = %for.cond53
  br label %for.cond57

for.cond57:                                       ; preds = %for.body58, %for.end55
  %lane60 = phi i32 [ 0, %for.end55 ], [ %273, %for.body58 ]
  %262 = icmp slt i32 %lane60, 1
  br i1 %262, label %for.body58, label %for.end59

for.body58:                                       ; preds = %for.cond57
  %263 = sext i32 %lane60 to i64
  %264 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %263
  %265 = load float, ptr %264, align 4
  %266 = add i32 %lane60, 1
  %267 = sext i32 %266 to i64
  %268 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %267
  %269 = load float, ptr %268, align 4
  %270 = fadd float %265, %269
  %271 = sext i32 %lane60 to i64
  %272 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %271
  store float %270, ptr %272, align 4
  %273 = add nsw i32 %lane60, 1
  br label %for.cond57, !llvm.loop !15

for.end59:                                        ; preds = %for.cond57
  %274 = sext i32 %i1 to i64
  %275 = getelementptr inbounds float, ptr %ss_s, i64 %274
  store float 0.000000e+00, ptr %275, align 4
  %276 = sext i32 %i1 to i64
  %277 = getelementptr inbounds float, ptr %ss_s, i64 %276
  %278 = load float, ptr %277, align 4
  %279 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %280 = load float, ptr %279, align 4
  %281 = fadd float %278, %280
  %282 = sext i32 %i1 to i64
  %283 = getelementptr inbounds float, ptr %ss_s, i64 %282
  store float %281, ptr %283, align 4
  %284 = add nsw i32 %i1, 1
  br label %for.cond18, !llvm.loop !16

for.cond61:                                       ; preds = %if.end67, %for.end20
  %i64 = phi i32 [ 0, %for.end20 ], [ %310, %if.end67 ]
  %285 = icmp slt i32 %i64, 32
  br i1 %285, label %for.body62, label %for.end63

for.body62:                                       ; preds = %for.cond61
  %286 = sext i32 %N to i64
  %287 = icmp slt i64 %286, 0
  %288 = sext i32 %N to i64
  %289 = icmp sgt i64 %288, 256
  %290 = sext i32 %N to i64
  %291 = select i1 %289, i64 256, i64 %290
  %292 = select i1 %287, i64 0, i64 %291
  %293 = icmp slt i64 %292, 0
  %294 = sext i32 %N to i64
  %295 = icmp slt i64 %294, 0
  %296 = sext i32 %N to i64
  %297 = icmp sgt i64 %296, 256
  %298 = sext i32 %N to i64
  %299 = select i1 %297, i64 256, i64 %298
  %300 = select i1 %295, i64 0, i64 %299
  %301 = select i1 %293, i64 0, i64 %300
  %tl_hi3 = trunc i64 %301 to i32
  %302 = mul i32 %bx, 32
  %303 = add i32 %302, %i64
  %304 = icmp sle i32 0, %303
  %305 = mul i32 %bx, 32
  %306 = add i32 %305, %i64
  %307 = icmp slt i32 %306, %M
  %308 = and i1 %304, %307
  br i1 %308, label %if.then65, label %if.else66

for.end63:                                        ; preds = %for.cond61
  br label %if.end

if.then65:                                        ; preds = %for.body62
  %309 = sub i32 %tl_hi3, 0
  br label %for.cond68

if.else66:                                        ; preds = %for.body62
  br label %if.end67

if.end67:                                         ; preds = %if.else66, %for.end70
  %310 = add nsw i32 %i64, 1
  br label %for.cond61, !llvm.loop !17

for.cond68:                                       ; preds = %for.body69, %if.then65
  %j4 = phi i32 [ 0, %if.then65 ], [ %347, %for.body69 ]
  %311 = icmp slt i32 %j4, %309
  br i1 %311, label %for.body69, label %for.end70

for.body69:                                       ; preds = %for.cond68
  %312 = mul i32 %bx, 32
  %313 = add i32 %312, %i64
  %314 = sext i32 %313 to i64
  %315 = sext i32 %N to i64
  %316 = mul nsw i64 %314, %315
  %317 = add i32 0, %j4
  %318 = sext i32 %317 to i64
  %319 = add nsw i64 %316, %318
  %320 = getelementptr inbounds float, ptr %X, i64 %319
  %321 = load float, ptr %320, align 4
  %322 = sext i32 %i64 to i64
  %323 = getelementptr inbounds float, ptr %ss_s, i64 %322
  %324 = load float, ptr %323, align 4
  %325 = sitofp i32 %N to float
  %326 = fdiv float %324, %325
  %327 = fadd float %326, 0x3EB0C6F7A0000000
  %328 = fpext float %327 to double
  %329 = call double @llvm.sqrt.f64(double %328)
  %330 = fdiv double 1.000000e+00, %329
  %331 = fptrunc double %330 to float
  %332 = fmul float %321, %331
  %333 = add i32 0, %j4
  %334 = sext i32 %333 to i64
  %335 = getelementptr inbounds float, ptr %W, i64 %334
  %336 = load float, ptr %335, align 4
  %337 = fmul float %332, %336
  %338 = mul i32 %bx, 32
  %339 = add i32 %338, %i64
  %340 = sext i32 %339 to i64
  %341 = sext i32 %N to i64
  %342 = mul nsw i64 %340, %341
  %343 = add i32 0, %j4
  %344 = sext i32 %343 to i64
  %345 = add nsw i64 %342, %344
  %346 = getelementptr inbounds float, ptr %Y, i64 %345
  store float %337, ptr %346, align 4
  %347 = add nsw i32 %j4, 1
  br label %for.cond68, !llvm.loop !18

for.end70:                                        ; preds = %for.cond68
  br label %if.end67

if.then71:                                        ; preds = %if.else
  br label %for.cond74

if.else72:                                        ; preds = %if.else
  %348 = icmp sle i32 %N, 4096
  br i1 %348, label %if.then149, label %if.else150

if.end73:                                         ; preds = %if.end151, %for.end141
  br label %if.end

for.cond74:                                       ; preds = %for.end94, %if.then71
  %i77 = phi i32 [ 0, %if.then71 ], [ %489, %for.end94 ]
  %349 = icmp slt i32 %i77, 4
  br i1 %349, label %for.body75, label %for.end76

for.body75:                                       ; preds = %for.cond74
  %350 = sext i32 %N to i64
  %351 = icmp slt i64 %350, 0
  %352 = sext i32 %N to i64
  %353 = icmp sgt i64 %352, 512
  %354 = sext i32 %N to i64
  %355 = select i1 %353, i64 512, i64 %354
  %356 = select i1 %351, i64 0, i64 %355
  %357 = icmp slt i64 %356, 0
  %358 = sext i32 %N to i64
  %359 = icmp slt i64 %358, 0
  %360 = sext i32 %N to i64
  %361 = icmp sgt i64 %360, 512
  %362 = sext i32 %N to i64
  %363 = select i1 %361, i64 512, i64 %362
  %364 = select i1 %359, i64 0, i64 %363
  %365 = select i1 %357, i64 0, i64 %364
  %tl_hi5 = trunc i64 %365 to i32
  br label %for.cond78

for.end76:                                        ; preds = %for.cond74
  %366 = sext i32 %N to i64
  %367 = icmp slt i64 %366, 0
  %368 = sext i32 %N to i64
  %369 = icmp sgt i64 %368, 512
  %370 = sext i32 %N to i64
  %371 = select i1 %369, i64 512, i64 %370
  %372 = select i1 %367, i64 0, i64 %371
  %373 = icmp slt i64 %372, 0
  %374 = sext i32 %N to i64
  %375 = icmp slt i64 %374, 0
  %376 = sext i32 %N to i64
  %377 = icmp sgt i64 %376, 512
  %378 = sext i32 %N to i64
  %379 = select i1 %377, i64 512, i64 %378
  %380 = select i1 %375, i64 0, i64 %379
  %381 = select i1 %373, i64 0, i64 %380
  %382 = trunc i64 %381 to i32
  %383 = icmp slt i32 %382, 0
  %384 = sext i32 %N to i64
  %385 = icmp slt i64 %384, 0
  %386 = sext i32 %N to i64
  %387 = icmp sgt i64 %386, 512
  %388 = sext i32 %N to i64
  %389 = select i1 %387, i64 512, i64 %388
  %390 = select i1 %385, i64 0, i64 %389
  %391 = icmp slt i64 %390, 0
  %392 = sext i32 %N to i64
  %393 = icmp slt i64 %392, 0
  %394 = sext i32 %N to i64
  %395 = icmp sgt i64 %394, 512
  %396 = sext i32 %N to i64
  %397 = select i1 %395, i64 512, i64 %396
  %398 = select i1 %393, i64 0, i64 %397
  %399 = select i1 %391, i64 0, i64 %398
  %400 = trunc i64 %399 to i32
  %401 = icmp sgt i32 %400, 512
  %402 = sext i32 %N to i64
  %403 = icmp slt i64 %402, 0
  %404 = sext i32 %N to i64
  %405 = icmp sgt i64 %404, 512
  %406 = sext i32 %N to i64
  %407 = select i1 %405, i64 512, i64 %406
  %408 = select i1 %403, i64 0, i64 %407
  %409 = icmp slt i64 %408, 0
  %410 = sext i32 %N to i64
  %411 = icmp slt i64 %410, 0
  %412 = sext i32 %N to i64
  %413 = icmp sgt i64 %412, 512
  %414 = sext i32 %N to i64
  %415 = select i1 %413, i64 512, i64 %414
  %416 = select i1 %411, i64 0, i64 %415
  %417 = select i1 %409, i64 0, i64 %416
  %418 = trunc i64 %417 to i32
  %419 = select i1 %401, i32 512, i32 %418
  %420 = select i1 %383, i32 0, i32 %419
  %421 = add i32 %420, 31
  %422 = sdiv i32 %421, 32
  %423 = sub i32 0, %421
  %424 = select i1 false, i32 %423, i32 %422
  br label %for.cond96

for.cond78:                                       ; preds = %for.body79, %for.body75
  %j81 = phi i32 [ 0, %for.body75 ], [ %433, %for.body79 ]
  %425 = icmp slt i32 %j81, 0
  br i1 %425, label %for.body79, label %for.end80

for.body79:                                       ; preds = %for.cond78
  %426 = icmp slt i32 %j81, %N
  %427 = select i1 %426, float 0.000000e+00, float 0.000000e+00
  %428 = sext i32 %i77 to i64
  %429 = mul nsw i64 %428, 512
  %430 = sext i32 %j81 to i64
  %431 = add nsw i64 %429, %430
  %432 = getelementptr inbounds float, ptr %sq, i64 %431
  store float %427, ptr %432, align 4
  %433 = add nsw i32 %j81, 1
  br label %for.cond78, !llvm.loop !19

for.end80:                                        ; preds = %for.cond78
  %434 = mul i32 %bx, 4
  %435 = add i32 %434, %i77
  %436 = icmp sle i32 0, %435
  %437 = mul i32 %bx, 4
  %438 = add i32 %437, %i77
  %439 = icmp slt i32 %438, %M
  %440 = and i1 %436, %439
  br i1 %440, label %if.then82, label %if.else83

if.then82:                                        ; preds = %for.end80
  %441 = sub i32 %tl_hi5, 0
  br label %for.cond85

if.else83:                                        ; preds = %for.end80
  %442 = sub i32 %tl_hi5, 0
  br label %for.cond88

if.end84:                                         ; preds = %for.end90, %for.end87
  %443 = sub i32 512, %tl_hi5
  br label %for.cond92

for.cond85:                                       ; preds = %for.body86, %if.then82
  %j5 = phi i32 [ 0, %if.then82 ], [ %472, %for.body86 ]
  %444 = icmp slt i32 %j5, %441
  br i1 %444, label %for.body86, label %for.end87

for.body86:                                       ; preds = %for.cond85
  %445 = mul i32 %bx, 4
  %446 = add i32 %445, %i77
  %447 = sext i32 %446 to i64
  %448 = sext i32 %N to i64
  %449 = mul nsw i64 %447, %448
  %450 = add i32 0, %j5
  %451 = sext i32 %450 to i64
  %452 = add nsw i64 %449, %451
  %453 = getelementptr inbounds float, ptr %X, i64 %452
  %454 = load float, ptr %453, align 4
  %455 = mul i32 %bx, 4
  %456 = add i32 %455, %i77
  %457 = sext i32 %456 to i64
  %458 = sext i32 %N to i64
  %459 = mul nsw i64 %457, %458
  %460 = add i32 0, %j5
  %461 = sext i32 %460 to i64
  %462 = add nsw i64 %459, %461
  %463 = getelementptr inbounds float, ptr %X, i64 %462
  %464 = load float, ptr %463, align 4
  %465 = fmul float %454, %464
  %466 = sext i32 %i77 to i64
  %467 = mul nsw i64 %466, 512
  %468 = add i32 0, %j5
  %469 = sext i32 %468 to i64
  %470 = add nsw i64 %467, %469
  %471 = getelementptr inbounds float, ptr %sq, i64 %470
  store float %465, ptr %471, align 4
  %472 = add nsw i32 %j5, 1
  br label %for.cond85, !llvm.loop !20

for.end87:                                        ; preds = %for.cond85
  br label %if.end84

for.cond88:                                       ; preds = %for.body89, %if.else83
  %j591 = phi i32 [ 0, %if.else83 ], [ %480, %for.body89 ]
  %473 = icmp slt i32 %j591, %442
  br i1 %473, label %for.body89, label %for.end90

for.body89:                                       ; preds = %for.cond88
  %474 = sext i32 %i77 to i64
  %475 = mul nsw i64 %474, 512
  %476 = add i32 0, %j591
  %477 = sext i32 %476 to i64
  %478 = add nsw i64 %475, %477
  %479 = getelementptr inbounds float, ptr %sq, i64 %478
  store float 0.000000e+00, ptr %479, align 4
  %480 = add nsw i32 %j591, 1
  br label %for.cond88, !llvm.loop !21

for.end90:                                        ; preds = %for.cond88
  br label %if.end84

for.cond92:                                       ; preds = %for.body93, %if.end84
  %j595 = phi i32 [ 0, %if.end84 ], [ %488, %for.body93 ]
  %481 = icmp slt i32 %j595, %443
  br i1 %481, label %for.body93, label %for.end94

for.body93:                                       ; preds = %for.cond92
  %482 = sext i32 %i77 to i64
  %483 = mul nsw i64 %482, 512
  %484 = add i32 %tl_hi5, %j595
  %485 = sext i32 %484 to i64
  %486 = add nsw i64 %483, %485
  %487 = getelementptr inbounds float, ptr %sq, i64 %486
  store float 0.000000e+00, ptr %487, align 4
  %488 = add nsw i32 %j595, 1
  br label %for.cond92, !llvm.loop !22

for.end94:                                        ; preds = %for.cond92
  %489 = add nsw i32 %i77, 1
  br label %for.cond74, !llvm.loop !23

for.cond96:                                       ; preds = %for.end137, %for.end76
  %i2 = phi i32 [ 0, %for.end76 ], [ %631, %for.end137 ]
  %490 = icmp slt i32 %i2, 4
  br i1 %490, label %for.body97, label %for.end98

for.body97:                                       ; preds = %for.cond96
  br label %for.cond99

for.end98:                                        ; preds = %for.cond96
  br label %for.cond139

for.cond99:                                       ; preds = %for.body100, %for.body97
  %lane1 = phi i32 [ 0, %for.body97 ], [ %500, %for.body100 ]
  %491 = icmp slt i32 %lane1, 32
  br i1 %491, label %for.body100, label %for.end101

for.body100:                                      ; preds = %for.cond99
  %492 = sext i32 %i2 to i64
  %493 = mul nsw i64 %492, 512
  %494 = sext i32 %lane1 to i64
  %495 = add nsw i64 %493, %494
  %496 = getelementptr inbounds float, ptr %sq, i64 %495
  %497 = load float, ptr %496, align 4
  %498 = sext i32 %lane1 to i64
  %499 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %498
  store float %497, ptr %499, align 4
  %500 = add nsw i32 %lane1, 1
  br label %for.cond99, !llvm.loop !24

for.end101:                                       ; preds = %for.cond99
  %501 = sub i32 %424, 1
  %502 = icmp slt i32 %501, 0
  %503 = sub i32 %424, 1
  %504 = select i1 %502, i32 0, i32 %503
  %tl_steps3 = select i1 true, i32 %504, i32 15
  %505 = sdiv i32 %tl_steps3, 2
  %506 = sub i32 0, %tl_steps3
  %507 = select i1 false, i32 %506, i32 %505
  br label %for.cond102

for.cond102:                                      ; preds = %for.end107, %for.end101
  %red23 = phi i32 [ 0, %for.end101 ], [ %539, %for.end107 ]
  %508 = icmp slt i32 %red23, %507
  br i1 %508, label %for.body103, label %for.end104

for.body103:                                      ; preds = %for.cond102
  br label %for.cond105

for.end104:                                       ; preds = %for.cond102
  %509 = srem i32 %tl_steps3, 2
  %510 = icmp eq i32 %509, 1
  br i1 %510, label %if.then109, label %if.else110

for.cond105:                                      ; preds = %for.body106, %for.body103
  %lane1108 = phi i32 [ 0, %for.body103 ], [ %538, %for.body106 ]
  %511 = icmp slt i32 %lane1108, 32
  br i1 %511, label %for.body106, label %for.end107

for.body106:                                      ; preds = %for.cond105
  %512 = sext i32 %lane1108 to i64
  %513 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %512
  %514 = load float, ptr %513, align 4
  %515 = sext i32 %i2 to i64
  %516 = mul nsw i64 %515, 512
  %517 = mul i32 2, %red23
  %518 = add i32 %517, 1
  %519 = mul i32 %518, 32
  %520 = add i32 %519, %lane1108
  %521 = sext i32 %520 to i64
  %522 = add nsw i64 %516, %521
  %523 = getelementptr inbounds float, ptr %sq, i64 %522
  %524 = load float, ptr %523, align 4
  %tl_pair24 = fadd float %514, %524
  %525 = sext i32 %i2 to i64
  %526 = mul nsw i64 %525, 512
  %527 = mul i32 2, %red23
  %528 = add i32 %527, 2
  %529 = mul i32 %528, 32
  %530 = add i32 %529, %lane1108
  %531 = sext i32 %530 to i64
  %532 = add nsw i64 %526, %531
  %533 = getelementptr inbounds float, ptr %sq, i64 %532
  %534 = load float, ptr %533, align 4
  %535 = fadd float %tl_pair24, %534
  %536 = sext i32 %lane1108 to i64
  %537 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %536
  store float %535, ptr %537, align 4
  %538 = add nsw i32 %lane1108, 1
  br label %for.cond105, !llvm.loop !25

for.end107:                                       ; preds = %for.cond105
  %539 = add nsw i32 %red23, 1
  br label %for.cond102, !llvm.loop !26

if.then109:                                       ; preds = %for.end104
  br label %for.cond112

if.else110:                                       ; preds = %for.end104
  br label %if.end111

if.end111:                                        ; preds = %if.else110, %for.end114
  %540 = icmp slt i32 %tl_steps3, 15
  br i1 %540, label %if.then116, label %if.else117

for.cond112:                                      ; preds = %for.body113, %if.then109
  %lane1115 = phi i32 [ 0, %if.then109 ], [ %556, %for.body113 ]
  %541 = icmp slt i32 %lane1115, 32
  br i1 %541, label %for.body113, label %for.end114

for.body113:                                      ; preds = %for.cond112
  %542 = sext i32 %lane1115 to i64
  %543 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %542
  %544 = load float, ptr %543, align 4
  %545 = sext i32 %i2 to i64
  %546 = mul nsw i64 %545, 512
  %547 = mul i32 %tl_steps3, 32
  %548 = add i32 %547, %lane1115
  %549 = sext i32 %548 to i64
  %550 = add nsw i64 %546, %549
  %551 = getelementptr inbounds float, ptr %sq, i64 %550
  %552 = load float, ptr %551, align 4
  %553 = fadd float %544, %552
  %554 = sext i32 %lane1115 to i64
  %555 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %554
  store float %553, ptr %555, align 4
  %556 = add nsw i32 %lane1115, 1
  br label %for.cond112, !llvm.loop !27

for.end114:                                       ; preds = %for.cond112
  br label %if.end111

if.then116:                                       ; preds = %if.end111
  %557 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  %558 = load float, ptr %557, align 4
  %559 = fadd float %558, 0.000000e+00
  %560 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  store float %559, ptr %560, align 4
  br label %if.end118

if.else117:                                       ; preds = %if.end111
  br label %if.end118

if.end118:                                        ; preds = %if.else117, %if.then116
  br label %for.cond119

for.cond119:                                      ; preds = %for.body120, %if.end118
  %lane1122 = phi i32 [ 0, %if.end118 ], [ %572, %for.body120 ]
  %561 = icmp slt i32 %lane1122, 16
  br i1 %561, label %for.body120, label %for.end121

for.body120:                                      ; preds = %for.cond119
  %562 = sext i32 %lane1122 to i64
  %563 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %562
  %564 = load float, ptr %563, align 4
  %565 = add i32 %lane1122, 16
  %566 = sext i32 %565 to i64
  %567 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %566
  %568 = load float, ptr %567, align 4
  %569 = fadd float %564, %568
  %570 = sext i32 %lane1122 to i64
  %571 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %570
  store float %569, ptr %571, align 4
  %572 = add nsw i32 %lane1122, 1
  br label %for.cond119, !llvm.loop !28

for.end121:                                       ; preds = %for.cond119
  br label %for.cond123

for.cond123:                                      ; preds = %for.body124, %for.end121
  %lane1126 = phi i32 [ 0, %for.end121 ], [ %584, %for.body124 ]
  %573 = icmp slt i32 %lane1126, 8
  br i1 %573, label %for.body124, label %for.end125

for.body124:                                      ; preds = %for.cond123
  %574 = sext i32 %lane1126 to i64
  %575 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %574
  %576 = load float, ptr %575, align 4
  %577 = add i32 %lane1126, 8
  %578 = sext i32 %577 to i64
  %579 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %578
  %580 = load float, ptr %579, align 4
  %581 = fadd float %576, %580
  %582 = sext i32 %lane1126 to i64
  %583 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %582
  store float %581, ptr %583, align 4
  %584 = add nsw i32 %lane1126, 1
  br label %for.cond123, !llvm.loop !29

for.end125:                                       ; preds = %for.cond123
  br label %for.cond127

for.cond127:                                      ; preds = %for.body128, %for.end125
  %lane1130 = phi i32 [ 0, %for.end125 ], [ %596, %for.body128 ]
  %585 = icmp slt i32 %lane1130, 4
  br i1 %585, label %for.body128, label %for.end129

for.body128:                                      ; preds = %for.cond127
  %586 = sext i32 %lane1130 to i64
  %587 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %586
  %588 = load float, ptr %587, align 4
  %589 = add i32 %lane1130, 4
  %590 = sext i32 %589 to i64
  %591 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %590
  %592 = load float, ptr %591, align 4
  %593 = fadd float %588, %592
  %594 = sext i32 %lane1130 to i64
  %595 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %594
  store float %593, ptr %595, align 4
  %596 = add nsw i32 %lane1130, 1
  br label %for.cond127, !llvm.loop !30

for.end129:                                       ; preds = %for.cond127
  br label %for.cond131

for.cond131:                                      ; preds = %for.body132, %for.end129
  %lane1134 = phi i32 [ 0, %for.end129 ], [ %608, %for.body132 ]
  %597 = icmp slt i32 %lane1134, 2
  br i1 %597, label %for.body132, label %for.end133

for.body132:                                      ; preds = %for.cond131
  %598 = sext i32 %lane1134 to i64
  %599 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %598
  %600 = load float, ptr %599, align 4
  %601 = add i32 %lane1134, 2
  %602 = sext i32 %601 to i64
  %603 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %602
  %604 = load float, ptr %603, align 4
  %605 = fadd float %600, %604
  %606 = sext i32 %lane1134 to i64
  %607 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %606
  store float %605, ptr %607, align 4
  %608 = add nsw i32 %lane1134, 1
  br label %for.cond131, !llvm.loop !31

for.end133:                                       ; preds = %for.cond131
  br label %for.cond135

for.cond135:                                      ; preds = %for.body136, %for.end133
  %lane1138 = phi i32 [ 0, %for.end133 ], [ %620, %for.body136 ]
  %609 = icmp slt i32 %lane1138, 1
  br i1 %609, label %for.body136, label %for.end137

for.body136:                                      ; preds = %for.cond135
  %610 = sext i32 %lane1138 to i64
  %611 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %610
  %612 = load float, ptr %611, align 4
  %613 = add i32 %lane1138, 1
  %614 = sext i32 %613 to i64
  %615 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %614
  %616 = load float, ptr %615, align 4
  %617 = fadd float %612, %616
  %618 = sext i32 %lane1138 to i64
  %619 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %618
  store float %617, ptr %619, align 4
  %620 = add nsw i32 %lane1138, 1
  br label %for.cond135, !llvm.loop !32

for.end137:                                       ; preds = %for.cond135
  %621 = sext i32 %i2 to i64
  %622 = getelementptr inbounds float, ptr %ss, i64 %621
  store float 0.000000e+00, ptr %622, align 4
  %623 = sext i32 %i2 to i64
  %624 = getelementptr inbounds float, ptr %ss, i64 %623
  %625 = load float, ptr %624, align 4
  %626 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  %627 = load float, ptr %626, align 4
  %628 = fadd float %625, %627
  %629 = sext i32 %i2 to i64
  %630 = getelementptr inbounds float, ptr %ss, i64 %629
  store float %628, ptr %630, align 4
  %631 = add nsw i32 %i2, 1
  br label %for.cond96, !llvm.loop !33

for.cond139:                                      ; preds = %if.end145, %for.end98
  %i142 = phi i32 [ 0, %for.end98 ], [ %657, %if.end145 ]
  %632 = icmp slt i32 %i142, 4
  br i1 %632, label %for.body140, label %for.end141

for.body140:                                      ; preds = %for.cond139
  %633 = sext i32 %N to i64
  %634 = icmp slt i64 %633, 0
  %635 = sext i32 %N to i64
  %636 = icmp sgt i64 %635, 512
  %637 = sext i32 %N to i64
  %638 = select i1 %636, i64 512, i64 %637
  %639 = select i1 %634, i64 0, i64 %638
  %640 = icmp slt i64 %639, 0
  %641 = sext i32 %N to i64
  %642 = icmp slt i64 %641, 0
  %643 = sext i32 %N to i64
  %644 = icmp sgt i64 %643, 512
  %645 = sext i32 %N to i64
  %646 = select i1 %644, i64 512, i64 %645
  %647 = select i1 %642, i64 0, i64 %646
  %648 = select i1 %640, i64 0, i64 %647
  %tl_hi7 = trunc i64 %648 to i32
  %649 = mul i32 %bx, 4
  %650 = add i32 %649, %i142
  %651 = icmp sle i32 0, %650
  %652 = mul i32 %bx, 4
  %653 = add i32 %652, %i142
  %654 = icmp slt i32 %653, %M
  %655 = and i1 %651, %654
  br i1 %655, label %if.then143, label %if.else144

for.end141:                                       ; preds = %for.cond139
  br label %if.end73

if.then143:                                       ; preds = %for.body140
  %656 = sub i32 %tl_hi7, 0
  br label %for.cond146

if.else144:                                       ; preds = %for.body140
  br label %if.end145

if.end145:                                        ; preds = %if.else144, %for.end148
  %657 = add nsw i32 %i142, 1
  br label %for.cond139, !llvm.loop !34

for.cond146:                                      ; preds = %for.body147, %if.then143
  %j6 = phi i32 [ 0, %if.then143 ], [ %694, %for.body147 ]
  %658 = icmp slt i32 %j6, %656
  br i1 %658, label %for.body147, label %for.end148

for.body147:                                      ; preds = %for.cond146
  %659 = mul i32 %bx, 4
  %660 = add i32 %659, %i142
  %661 = sext i32 %660 to i64
  %662 = sext i32 %N to i64
  %663 = mul nsw i64 %661, %662
  %664 = add i32 0, %j6
  %665 = sext i32 %664 to i64
  %666 = add nsw i64 %663, %665
  %667 = getelementptr inbounds float, ptr %X, i64 %666
  %668 = load float, ptr %667, align 4
  %669 = sext i32 %i142 to i64
  %670 = getelementptr inbounds float, ptr %ss, i64 %669
  %671 = load float, ptr %670, align 4
  %672 = sitofp i32 %N to float
  %673 = fdiv float %671, %672
  %674 = fadd float %673, 0x3EB0C6F7A0000000
  %675 = fpext float %674 to double
  %676 = call double @llvm.sqrt.f64(double %675)
  %677 = fdiv double 1.000000e+00, %676
  %678 = fptrunc double %677 to float
  %679 = fmul float %668, %678
  %680 = add i32 0, %j6
  %681 = sext i32 %680 to i64
  %682 = getelementptr inbounds float, ptr %W, i64 %681
  %683 = load float, ptr %682, align 4
  %684 = fmul float %679, %683
  %685 = mul i32 %bx, 4
  %686 = add i32 %685, %i142
  %687 = sext i32 %686 to i64
  %688 = sext i32 %N to i64
  %689 = mul nsw i64 %687, %688
  %690 = add i32 0, %j6
  %691 = sext i32 %690 to i64
  %692 = add nsw i64 %689, %691
  %693 = getelementptr inbounds float, ptr %Y, i64 %692
  store float %684, ptr %693, align 4
  %694 = add nsw i32 %j6, 1
  br label %for.cond146, !llvm.loop !35

for.end148:                                       ; preds = %for.cond146
  br label %if.end145

if.then149:                                       ; preds = %if.else72
  call void @llvm.memset.p0.i64(ptr align 64 %ss_r, i8 0, i64 4, i1 false)
  %695 = sext i32 %N to i64
  %696 = icmp slt i64 %695, 0
  %697 = sext i32 %N to i64
  %698 = icmp sgt i64 %697, 4096
  %699 = sext i32 %N to i64
  %700 = select i1 %698, i64 4096, i64 %699
  %701 = select i1 %696, i64 0, i64 %700
  %702 = icmp slt i64 %701, 0
  %703 = sext i32 %N to i64
  %704 = icmp slt i64 %703, 0
  %705 = sext i32 %N to i64
  %706 = icmp sgt i64 %705, 4096
  %707 = sext i32 %N to i64
  %708 = select i1 %706, i64 4096, i64 %707
  %709 = select i1 %704, i64 0, i64 %708
  %710 = select i1 %702, i64 0, i64 %709
  %711 = trunc i64 %710 to i32
  %712 = icmp slt i32 %711, 0
  %713 = sext i32 %N to i64
  %714 = icmp slt i64 %713, 0
  %715 = sext i32 %N to i64
  %716 = icmp sgt i64 %715, 4096
  %717 = sext i32 %N to i64
  %718 = select i1 %716, i64 4096, i64 %717
  %719 = select i1 %714, i64 0, i64 %718
  %720 = icmp slt i64 %719, 0
  %721 = sext i32 %N to i64
  %722 = icmp slt i64 %721, 0
  %723 = sext i32 %N to i64
  %724 = icmp sgt i64 %723, 4096
  %725 = sext i32 %N to i64
  %726 = select i1 %724, i64 4096, i64 %725
  %727 = select i1 %722, i64 0, i64 %726
  %728 = select i1 %720, i64 0, i64 %727
  %729 = trunc i64 %728 to i32
  %730 = icmp sgt i32 %729, 4096
  %731 = sext i32 %N to i64
  %732 = icmp slt i64 %731, 0
  %733 = sext i32 %N to i64
  %734 = icmp sgt i64 %733, 4096
  %735 = sext i32 %N to i64
  %736 = select i1 %734, i64 4096, i64 %735
  %737 = select i1 %732, i64 0, i64 %736
  %738 = icmp slt i64 %737, 0
  %739 = sext i32 %N to i64
  %740 = icmp slt i64 %739, 0
  %741 = sext i32 %N to i64
  %742 = icmp sgt i64 %741, 4096
  %743 = sext i32 %N to i64
  %744 = select i1 %742, i64 4096, i64 %743
  %745 = select i1 %740, i64 0, i64 %744
  %746 = select i1 %738, i64 0, i64 %745
  %747 = trunc i64 %746 to i32
  %748 = select i1 %730, i32 4096, i32 %747
  %749 = select i1 %712, i32 0, i32 %748
  %750 = add i32 %749, 31
  %751 = sdiv i32 %750, 32
  %752 = sub i32 0, %750
  %753 = select i1 false, i32 %752, i32 %751
  br label %for.cond152

if.else150:                                       ; preds = %if.else72
  call void @llvm.memset.p0.i64(ptr align 64 %X_f, i8 0, i64 8192, i1 false)
  br label %for.cond241

if.end151:                                        ; preds = %for.end336, %for.end154
  br label %if.end73

for.cond152:                                      ; preds = %for.end233, %if.then149
  %r = phi i32 [ 0, %if.then149 ], [ %1139, %for.end233 ]
  %754 = icmp slt i32 %r, 4
  br i1 %754, label %for.body153, label %for.end154

for.body153:                                      ; preds = %for.cond152
  br label %for.cond155

for.end154:                                       ; preds = %for.cond152
  br label %if.end151

for.cond155:                                      ; preds = %if.end165, %for.body153
  %i158 = phi i32 [ 0, %for.body153 ], [ %792, %if.end165 ]
  %755 = icmp slt i32 %i158, 1
  br i1 %755, label %for.body156, label %for.end157

for.body156:                                      ; preds = %for.cond155
  %756 = sext i32 %N to i64
  %757 = icmp slt i64 %756, 0
  %758 = sext i32 %N to i64
  %759 = icmp sgt i64 %758, 4096
  %760 = sext i32 %N to i64
  %761 = select i1 %759, i64 4096, i64 %760
  %762 = select i1 %757, i64 0, i64 %761
  %763 = icmp slt i64 %762, 0
  %764 = sext i32 %N to i64
  %765 = icmp slt i64 %764, 0
  %766 = sext i32 %N to i64
  %767 = icmp sgt i64 %766, 4096
  %768 = sext i32 %N to i64
  %769 = select i1 %767, i64 4096, i64 %768
  %770 = select i1 %765, i64 0, i64 %769
  %771 = select i1 %763, i64 0, i64 %770
  %tl_hi9 = trunc i64 %771 to i32
  br label %for.cond159

for.end157:                                       ; preds = %for.cond155
  br label %for.cond173

for.cond159:                                      ; preds = %for.body160, %for.body156
  %j162 = phi i32 [ 0, %for.body156 ], [ %780, %for.body160 ]
  %772 = icmp slt i32 %j162, 0
  br i1 %772, label %for.body160, label %for.end161

for.body160:                                      ; preds = %for.cond159
  %773 = icmp slt i32 %j162, %N
  %774 = select i1 %773, float 0.000000e+00, float 0.000000e+00
  %775 = sext i32 %i158 to i64
  %776 = mul nsw i64 %775, 4096
  %777 = sext i32 %j162 to i64
  %778 = add nsw i64 %776, %777
  %779 = getelementptr inbounds float, ptr %sq_r, i64 %778
  store float %774, ptr %779, align 4
  %780 = add nsw i32 %j162, 1
  br label %for.cond159, !llvm.loop !36

for.end161:                                       ; preds = %for.cond159
  %781 = mul i32 %bx, 4
  %782 = add i32 %781, %r
  %783 = add i32 %782, %i158
  %784 = icmp sle i32 0, %783
  %785 = mul i32 %bx, 4
  %786 = add i32 %785, %r
  %787 = add i32 %786, %i158
  %788 = icmp slt i32 %787, %M
  %789 = and i1 %784, %788
  br i1 %789, label %if.then163, label %if.else164

if.then163:                                       ; preds = %for.end161
  %790 = sub i32 %tl_hi9, 0
  br label %for.cond166

if.else164:                                       ; preds = %for.end161
  %791 = sub i32 %tl_hi9, 0
  br label %for.cond169

if.end165:                                        ; preds = %for.end171, %for.end168
  %792 = add nsw i32 %i158, 1
  br label %for.cond155, !llvm.loop !37

for.cond166:                                      ; preds = %for.body167, %if.then163
  %j7 = phi i32 [ 0, %if.then163 ], [ %823, %for.body167 ]
  %793 = icmp slt i32 %j7, %790
  br i1 %793, label %for.body167, label %for.end168

for.body167:                                      ; preds = %for.cond166
  %794 = mul i32 %bx, 4
  %795 = add i32 %794, %r
  %796 = add i32 %795, %i158
  %797 = sext i32 %796 to i64
  %798 = sext i32 %N to i64
  %799 = mul nsw i64 %797, %798
  %800 = add i32 0, %j7
  %801 = sext i32 %800 to i64
  %802 = add nsw i64 %799, %801
  %803 = getelementptr inbounds float, ptr %X, i64 %802
  %804 = load float, ptr %803, align 4
  %805 = mul i32 %bx, 4
  %806 = add i32 %805, %r
  %807 = add i32 %806, %i158
  %808 = sext i32 %807 to i64
  %809 = sext i32 %N to i64
  %810 = mul nsw i64 %808, %809
  %811 = add i32 0, %j7
  %812 = sext i32 %811 to i64
  %813 = add nsw i64 %810, %812
  %814 = getelementptr inbounds float, ptr %X, i64 %813
  %815 = load float, ptr %814, align 4
  %816 = fmul float %804, %815
  %817 = sext i32 %i158 to i64
  %818 = mul nsw i64 %817, 4096
  %819 = add i32 0, %j7
  %820 = sext i32 %819 to i64
  %821 = add nsw i64 %818, %820
  %822 = getelementptr inbounds float, ptr %sq_r, i64 %821
  store float %816, ptr %822, align 4
  %823 = add nsw i32 %j7, 1
  br label %for.cond166, !llvm.loop !38

for.end168:                                       ; preds = %for.cond166
  br label %if.end165

for.cond169:                                      ; preds = %for.body170, %if.else164
  %j7172 = phi i32 [ 0, %if.else164 ], [ %831, %for.body170 ]
  %824 = icmp slt i32 %j7172, %791
  br i1 %824, label %for.body170, label %for.end171

for.body170:                                      ; preds = %for.cond169
  %825 = sext i32 %i158 to i64
  %826 = mul nsw i64 %825, 4096
  %827 = add i32 0, %j7172
  %828 = sext i32 %827 to i64
  %829 = add nsw i64 %826, %828
  %830 = getelementptr inbounds float, ptr %sq_r, i64 %829
  store float 0.000000e+00, ptr %830, align 4
  %831 = add nsw i32 %j7172, 1
  br label %for.cond169, !llvm.loop !39

for.end171:                                       ; preds = %for.cond169
  br label %if.end165

for.cond173:                                      ; preds = %for.end229, %for.end157
  %i3 = phi i32 [ 0, %for.end157 ], [ %1112, %for.end229 ]
  %832 = icmp slt i32 %i3, 1
  br i1 %832, label %for.body174, label %for.end175

for.body174:                                      ; preds = %for.cond173
  br label %for.cond176

for.end175:                                       ; preds = %for.cond173
  br label %for.cond231

for.cond176:                                      ; preds = %for.end181, %for.body174
  %tl_r4 = phi i32 [ 0, %for.body174 ], [ %906, %for.end181 ]
  %833 = icmp slt i32 %tl_r4, 1
  br i1 %833, label %for.body177, label %for.end178

for.body177:                                      ; preds = %for.cond176
  %834 = sext i32 %N to i64
  %835 = icmp slt i64 %834, 0
  %836 = sext i32 %N to i64
  %837 = icmp sgt i64 %836, 4096
  %838 = sext i32 %N to i64
  %839 = select i1 %837, i64 4096, i64 %838
  %840 = select i1 %835, i64 0, i64 %839
  %841 = icmp slt i64 %840, 0
  %842 = sext i32 %N to i64
  %843 = icmp slt i64 %842, 0
  %844 = sext i32 %N to i64
  %845 = icmp sgt i64 %844, 4096
  %846 = sext i32 %N to i64
  %847 = select i1 %845, i64 4096, i64 %846
  %848 = select i1 %843, i64 0, i64 %847
  %849 = select i1 %841, i64 0, i64 %848
  %850 = trunc i64 %849 to i32
  %851 = icmp slt i32 %850, 0
  %852 = sext i32 %N to i64
  %853 = icmp slt i64 %852, 0
  %854 = sext i32 %N to i64
  %855 = icmp sgt i64 %854, 4096
  %856 = sext i32 %N to i64
  %857 = select i1 %855, i64 4096, i64 %856
  %858 = select i1 %853, i64 0, i64 %857
  %859 = icmp slt i64 %858, 0
  %860 = sext i32 %N to i64
  %861 = icmp slt i64 %860, 0
  %862 = sext i32 %N to i64
  %863 = icmp sgt i64 %862, 4096
  %864 = sext i32 %N to i64
  %865 = select i1 %863, i64 4096, i64 %864
  %866 = select i1 %861, i64 0, i64 %865
  %867 = select i1 %859, i64 0, i64 %866
  %868 = trunc i64 %867 to i32
  %869 = icmp sgt i32 %868, 4096
  %870 = sext i32 %N to i64
  %871 = icmp slt i64 %870, 0
  %872 = sext i32 %N to i64
  %873 = icmp sgt i64 %872, 4096
  %874 = sext i32 %N to i64
  %875 = select i1 %873, i64 4096, i64 %874
  %876 = select i1 %871, i64 0, i64 %875
  %877 = icmp slt i64 %876, 0
  %878 = sext i32 %N to i64
  %879 = icmp slt i64 %878, 0
  %880 = sext i32 %N to i64
  %881 = icmp sgt i64 %880, 4096
  %882 = sext i32 %N to i64
  %883 = select i1 %881, i64 4096, i64 %882
  %884 = select i1 %879, i64 0, i64 %883
  %885 = select i1 %877, i64 0, i64 %884
  %886 = trunc i64 %885 to i32
  %887 = select i1 %869, i32 4096, i32 %886
  %tl_pad_from5 = select i1 %851, i32 0, i32 %887
  %888 = mul i32 %753, 32
  %889 = icmp slt i32 %888, 32
  %890 = mul i32 %753, 32
  %891 = select i1 %889, i32 32, i32 %890
  %892 = icmp slt i32 %891, 4096
  %893 = mul i32 %753, 32
  %894 = icmp slt i32 %893, 32
  %895 = mul i32 %753, 32
  %896 = select i1 %894, i32 32, i32 %895
  %897 = select i1 %892, i32 %896, i32 4096
  %tl_pad_n7 = sub i32 %897, %tl_pad_from5
  br label %for.cond179

for.end178:                                       ; preds = %for.cond176
  br label %for.cond182

for.cond179:                                      ; preds = %for.body180, %for.body177
  %tl_pad_k8 = phi i32 [ 0, %for.body177 ], [ %905, %for.body180 ]
  %898 = icmp slt i32 %tl_pad_k8, %tl_pad_n7
  br i1 %898, label %for.body180, label %for.end181

for.body180:                                      ; preds = %for.cond179
  %899 = sext i32 %tl_r4 to i64
  %900 = mul nsw i64 %899, 4096
  %901 = add i32 %tl_pad_from5, %tl_pad_k8
  %902 = sext i32 %901 to i64
  %903 = add nsw i64 %900, %902
  %904 = getelementptr inbounds float, ptr %sq_r, i64 %903
  store float 0.000000e+00, ptr %904, align 4
  %905 = add nsw i32 %tl_pad_k8, 1
  br label %for.cond179, !llvm.loop !40

for.end181:                                       ; preds = %for.cond179
  %906 = add nsw i32 %tl_r4, 1
  br label %for.cond176, !llvm.loop !41

for.cond182:                                      ; preds = %for.body183, %for.end178
  %lane2 = phi i32 [ 0, %for.end178 ], [ %916, %for.body183 ]
  %907 = icmp slt i32 %lane2, 32
  br i1 %907, label %for.body183, label %for.end184

for.body183:                                      ; preds = %for.cond182
  %908 = sext i32 %i3 to i64
  %909 = mul nsw i64 %908, 4096
  %910 = sext i32 %lane2 to i64
  %911 = add nsw i64 %909, %910
  %912 = getelementptr inbounds float, ptr %sq_r, i64 %911
  %913 = load float, ptr %912, align 4
  %914 = sext i32 %lane2 to i64
  %915 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %914
  store float %913, ptr %915, align 4
  %916 = add nsw i32 %lane2, 1
  br label %for.cond182, !llvm.loop !42

for.end184:                                       ; preds = %for.cond182
  %917 = sub i32 %753, 1
  %918 = icmp slt i32 %917, 0
  %919 = sub i32 %753, 1
  %920 = select i1 %918, i32 0, i32 %919
  %tl_steps10 = select i1 true, i32 %920, i32 127
  %921 = icmp eq i32 %tl_steps10, 127
  br i1 %921, label %if.then185, label %if.else186

if.then185:                                       ; preds = %for.end184
  br label %for.cond188

if.else186:                                       ; preds = %for.end184
  br label %if.end187

if.end187:                                        ; preds = %if.else186, %for.end190
  %922 = sdiv i32 %tl_steps10, 2
  %923 = sub i32 0, %tl_steps10
  %924 = select i1 false, i32 %923, i32 %922
  br label %for.cond194

for.cond188:                                      ; preds = %for.end193, %if.then185
  %tl_r11 = phi i32 [ 0, %if.then185 ], [ %988, %for.end193 ]
  %925 = icmp slt i32 %tl_r11, 1
  br i1 %925, label %for.body189, label %for.end190

for.body189:                                      ; preds = %for.cond188
  %926 = sext i32 %N to i64
  %927 = icmp slt i64 %926, 0
  %928 = sext i32 %N to i64
  %929 = icmp sgt i64 %928, 4096
  %930 = sext i32 %N to i64
  %931 = select i1 %929, i64 4096, i64 %930
  %932 = select i1 %927, i64 0, i64 %931
  %933 = icmp slt i64 %932, 0
  %934 = sext i32 %N to i64
  %935 = icmp slt i64 %934, 0
  %936 = sext i32 %N to i64
  %937 = icmp sgt i64 %936, 4096
  %938 = sext i32 %N to i64
  %939 = select i1 %937, i64 4096, i64 %938
  %940 = select i1 %935, i64 0, i64 %939
  %941 = select i1 %933, i64 0, i64 %940
  %942 = trunc i64 %941 to i32
  %943 = icmp slt i32 %942, 0
  %944 = sext i32 %N to i64
  %945 = icmp slt i64 %944, 0
  %946 = sext i32 %N to i64
  %947 = icmp sgt i64 %946, 4096
  %948 = sext i32 %N to i64
  %949 = select i1 %947, i64 4096, i64 %948
  %950 = select i1 %945, i64 0, i64 %949
  %951 = icmp slt i64 %950, 0
  %952 = sext i32 %N to i64
  %953 = icmp slt i64 %952, 0
  %954 = sext i32 %N to i64
  %955 = icmp sgt i64 %954, 4096
  %956 = sext i32 %N to i64
  %957 = select i1 %955, i64 4096, i64 %956
  %958 = select i1 %953, i64 0, i64 %957
  %959 = select i1 %951, i64 0, i64 %958
  %960 = trunc i64 %959 to i32
  %961 = icmp sgt i32 %960, 4096
  %962 = sext i32 %N to i64
  %963 = icmp slt i64 %962, 0
  %964 = sext i32 %N to i64
  %965 = icmp sgt i64 %964, 4096
  %966 = sext i32 %N to i64
  %967 = select i1 %965, i64 4096, i64 %966
  %968 = select i1 %963, i64 0, i64 %967
  %969 = icmp slt i64 %968, 0
  %970 = sext i32 %N to i64
  %971 = icmp slt i64 %970, 0
  %972 = sext i32 %N to i64
  %973 = icmp sgt i64 %972, 4096
  %974 = sext i32 %N to i64
  %975 = select i1 %973, i64 4096, i64 %974
  %976 = select i1 %971, i64 0, i64 %975
  %977 = select i1 %969, i64 0, i64 %976
  %978 = trunc i64 %977 to i32
  %979 = select i1 %961, i32 4096, i32 %978
  %tl_pad_from12 = select i1 %943, i32 0, i32 %979
  %tl_pad_n14 = sub i32 4096, %tl_pad_from12
  br label %for.cond191

for.end190:                                       ; preds = %for.cond188
  br label %if.end187

for.cond191:                                      ; preds = %for.body192, %for.body189
  %tl_pad_k15 = phi i32 [ 0, %for.body189 ], [ %987, %for.body192 ]
  %980 = icmp slt i32 %tl_pad_k15, %tl_pad_n14
  br i1 %980, label %for.body192, label %for.end193

for.body192:                                      ; preds = %for.cond191
  %981 = sext i32 %tl_r11 to i64
  %982 = mul nsw i64 %981, 4096
  %983 = add i32 %tl_pad_from12, %tl_pad_k15
  %984 = sext i32 %983 to i64
  %985 = add nsw i64 %982, %984
  %986 = getelementptr inbounds float, ptr %sq_r, i64 %985
  store float 0.000000e+00, ptr %986, align 4
  %987 = add nsw i32 %tl_pad_k15, 1
  br label %for.cond191, !llvm.loop !43

for.end193:                                       ; preds = %for.cond191
  %988 = add nsw i32 %tl_r11, 1
  br label %for.cond188, !llvm.loop !44

for.cond194:                                      ; preds = %for.end199, %if.end187
  %red25 = phi i32 [ 0, %if.end187 ], [ %1020, %for.end199 ]
  %989 = icmp slt i32 %red25, %924
  br i1 %989, label %for.body195, label %for.end196

for.body195:                                      ; preds = %for.cond194
  br label %for.cond197

for.end196:                                       ; preds = %for.cond194
  %990 = srem i32 %tl_steps10, 2
  %991 = icmp eq i32 %990, 1
  br i1 %991, label %if.then201, label %if.else202

for.cond197:                                      ; preds = %for.body198, %for.body195
  %lane2200 = phi i32 [ 0, %for.body195 ], [ %1019, %for.body198 ]
  %992 = icmp slt i32 %lane2200, 32
  br i1 %992, label %for.body198, label %for.end199

for.body198:                                      ; preds = %for.cond197
  %993 = sext i32 %lane2200 to i64
  %994 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %993
  %995 = load float, ptr %994, align 4
  %996 = sext i32 %i3 to i64
  %997 = mul nsw i64 %996, 4096
  %998 = mul i32 2, %red25
  %999 = add i32 %998, 1
  %1000 = mul i32 %999, 32
  %1001 = add i32 %1000, %lane2200
  %1002 = sext i32 %1001 to i64
  %1003 = add nsw i64 %997, %1002
  %1004 = getelementptr inbounds float, ptr %sq_r, i64 %1003
  %1005 = load float, ptr %1004, align 4
  %tl_pair26 = fadd float %995, %1005
  %1006 = sext i32 %i3 to i64
  %1007 = mul nsw i64 %1006, 4096
  %1008 = mul i32 2, %red25
  %1009 = add i32 %1008, 2
  %1010 = mul i32 %1009, 32
  %1011 = add i32 %1010, %lane2200
  %1012 = sext i32 %1011 to i64
  %1013 = add nsw i64 %1007, %1012
  %1014 = getelementptr inbounds float, ptr %sq_r, i64 %1013
  %1015 = load float, ptr %1014, align 4
  %1016 = fadd float %tl_pair26, %1015
  %1017 = sext i32 %lane2200 to i64
  %1018 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1017
  store float %1016, ptr %1018, align 4
  %1019 = add nsw i32 %lane2200, 1
  br label %for.cond197, !llvm.loop !45

for.end199:                                       ; preds = %for.cond197
  %1020 = add nsw i32 %red25, 1
  br label %for.cond194, !llvm.loop !46

if.then201:                                       ; preds = %for.end196
  br label %for.cond204

if.else202:                                       ; preds = %for.end196
  br label %if.end203

if.end203:                                        ; preds = %if.else202, %for.end206
  %1021 = icmp slt i32 %tl_steps10, 127
  br i1 %1021, label %if.then208, label %if.else209

for.cond204:                                      ; preds = %for.body205, %if.then201
  %lane2207 = phi i32 [ 0, %if.then201 ], [ %1037, %for.body205 ]
  %1022 = icmp slt i32 %lane2207, 32
  br i1 %1022, label %for.body205, label %for.end206

for.body205:                                      ; preds = %for.cond204
  %1023 = sext i32 %lane2207 to i64
  %1024 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1023
  %1025 = load float, ptr %1024, align 4
  %1026 = sext i32 %i3 to i64
  %1027 = mul nsw i64 %1026, 4096
  %1028 = mul i32 %tl_steps10, 32
  %1029 = add i32 %1028, %lane2207
  %1030 = sext i32 %1029 to i64
  %1031 = add nsw i64 %1027, %1030
  %1032 = getelementptr inbounds float, ptr %sq_r, i64 %1031
  %1033 = load float, ptr %1032, align 4
  %1034 = fadd float %1025, %1033
  %1035 = sext i32 %lane2207 to i64
  %1036 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1035
  store float %1034, ptr %1036, align 4
  %1037 = add nsw i32 %lane2207, 1
  br label %for.cond204, !llvm.loop !47

for.end206:                                       ; preds = %for.cond204
  br label %if.end203

if.then208:                                       ; preds = %if.end203
  %1038 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  %1039 = load float, ptr %1038, align 4
  %1040 = fadd float %1039, 0.000000e+00
  %1041 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  store float %1040, ptr %1041, align 4
  br label %if.end210

if.else209:                                       ; preds = %if.end203
  br label %if.end210

if.end210:                                        ; preds = %if.else209, %if.then208
  br label %for.cond211

for.cond211:                                      ; preds = %for.body212, %if.end210
  %lane2214 = phi i32 [ 0, %if.end210 ], [ %1053, %for.body212 ]
  %1042 = icmp slt i32 %lane2214, 16
  br i1 %1042, label %for.body212, label %for.end213

for.body212:                                      ; preds = %for.cond211
  %1043 = sext i32 %lane2214 to i64
  %1044 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1043
  %1045 = load float, ptr %1044, align 4
  %1046 = add i32 %lane2214, 16
  %1047 = sext i32 %1046 to i64
  %1048 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1047
  %1049 = load float, ptr %1048, align 4
  %1050 = fadd float %1045, %1049
  %1051 = sext i32 %lane2214 to i64
  %1052 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1051
  store float %1050, ptr %1052, align 4
  %1053 = add nsw i32 %lane2214, 1
  br label %for.cond211, !llvm.loop !48

for.end213:                                       ; preds = %for.cond211
  br label %for.cond215

for.cond215:                                      ; preds = %for.body216, %for.end213
  %lane2218 = phi i32 [ 0, %for.end213 ], [ %1065, %for.body216 ]
  %1054 = icmp slt i32 %lane2218, 8
  br i1 %1054, label %for.body216, label %for.end217

for.body216:                                      ; preds = %for.cond215
  %1055 = sext i32 %lane2218 to i64
  %1056 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1055
  %1057 = load float, ptr %1056, align 4
  %1058 = add i32 %lane2218, 8
  %1059 = sext i32 %1058 to i64
  %1060 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1059
  %1061 = load float, ptr %1060, align 4
  %1062 = fadd float %1057, %1061
  %1063 = sext i32 %lane2218 to i64
  %1064 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1063
  store float %1062, ptr %1064, align 4
  %1065 = add nsw i32 %lane2218, 1
  br label %for.cond215, !llvm.loop !49

for.end217:                                       ; preds = %for.cond215
  br label %for.cond219

for.cond219:                                      ; preds = %for.body220, %for.end217
  %lane2222 = phi i32 [ 0, %for.end217 ], [ %1077, %for.body220 ]
  %1066 = icmp slt i32 %lane2222, 4
  br i1 %1066, label %for.body220, label %for.end221

for.body220:                                      ; preds = %for.cond219
  %1067 = sext i32 %lane2222 to i64
  %1068 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1067
  %1069 = load float, ptr %1068, align 4
  %1070 = add i32 %lane2222, 4
  %1071 = sext i32 %1070 to i64
  %1072 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1071
  %1073 = load float, ptr %1072, align 4
  %1074 = fadd float %1069, %1073
  %1075 = sext i32 %lane2222 to i64
  %1076 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1075
  store float %1074, ptr %1076, align 4
  %1077 = add nsw i32 %lane2222, 1
  br label %for.cond219, !llvm.loop !50

for.end221:                                       ; preds = %for.cond219
  br label %for.cond223

for.cond223:                                      ; preds = %for.body224, %for.end221
  %lane2226 = phi i32 [ 0, %for.end221 ], [ %1089, %for.body224 ]
  %1078 = icmp slt i32 %lane2226, 2
  br i1 %1078, label %for.body224, label %for.end225

for.body224:                                      ; preds = %for.cond223
  %1079 = sext i32 %lane2226 to i64
  %1080 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1079
  %1081 = load float, ptr %1080, align 4
  %1082 = add i32 %lane2226, 2
  %1083 = sext i32 %1082 to i64
  %1084 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1083
  %1085 = load float, ptr %1084, align 4
  %1086 = fadd float %1081, %1085
  %1087 = sext i32 %lane2226 to i64
  %1088 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1087
  store float %1086, ptr %1088, align 4
  %1089 = add nsw i32 %lane2226, 1
  br label %for.cond223, !llvm.loop !51

for.end225:                                       ; preds = %for.cond223
  br label %for.cond227

for.cond227:                                      ; preds = %for.body228, %for.end225
  %lane2230 = phi i32 [ 0, %for.end225 ], [ %1101, %for.body228 ]
  %1090 = icmp slt i32 %lane2230, 1
  br i1 %1090, label %for.body228, label %for.end229

for.body228:                                      ; preds = %for.cond227
  %1091 = sext i32 %lane2230 to i64
  %1092 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1091
  %1093 = load float, ptr %1092, align 4
  %1094 = add i32 %lane2230, 1
  %1095 = sext i32 %1094 to i64
  %1096 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1095
  %1097 = load float, ptr %1096, align 4
  %1098 = fadd float %1093, %1097
  %1099 = sext i32 %lane2230 to i64
  %1100 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1099
  store float %1098, ptr %1100, align 4
  %1101 = add nsw i32 %lane2230, 1
  br label %for.cond227, !llvm.loop !52

for.end229:                                       ; preds = %for.cond227
  %1102 = sext i32 %i3 to i64
  %1103 = getelementptr inbounds float, ptr %ss_r, i64 %1102
  store float 0.000000e+00, ptr %1103, align 4
  %1104 = sext i32 %i3 to i64
  %1105 = getelementptr inbounds float, ptr %ss_r, i64 %1104
  %1106 = load float, ptr %1105, align 4
  %1107 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  %1108 = load float, ptr %1107, align 4
  %1109 = fadd float %1106, %1108
  %1110 = sext i32 %i3 to i64
  %1111 = getelementptr inbounds float, ptr %ss_r, i64 %1110
  store float %1109, ptr %1111, align 4
  %1112 = add nsw i32 %i3, 1
  br label %for.cond173, !llvm.loop !53

for.cond231:                                      ; preds = %if.end237, %for.end175
  %i234 = phi i32 [ 0, %for.end175 ], [ %1141, %if.end237 ]
  %1113 = icmp slt i32 %i234, 1
  br i1 %1113, label %for.body232, label %for.end233

for.body232:                                      ; preds = %for.cond231
  %1114 = sext i32 %N to i64
  %1115 = icmp slt i64 %1114, 0
  %1116 = sext i32 %N to i64
  %1117 = icmp sgt i64 %1116, 4096
  %1118 = sext i32 %N to i64
  %1119 = select i1 %1117, i64 4096, i64 %1118
  %1120 = select i1 %1115, i64 0, i64 %1119
  %1121 = icmp slt i64 %1120, 0
  %1122 = sext i32 %N to i64
  %1123 = icmp slt i64 %1122, 0
  %1124 = sext i32 %N to i64
  %1125 = icmp sgt i64 %1124, 4096
  %1126 = sext i32 %N to i64
  %1127 = select i1 %1125, i64 4096, i64 %1126
  %1128 = select i1 %1123, i64 0, i64 %1127
  %1129 = select i1 %1121, i64 0, i64 %1128
  %tl_hi11 = trunc i64 %1129 to i32
  %1130 = mul i32 %bx, 4
  %1131 = add i32 %1130, %r
  %1132 = add i32 %1131, %i234
  %1133 = icmp sle i32 0, %1132
  %1134 = mul i32 %bx, 4
  %1135 = add i32 %1134, %r
  %1136 = add i32 %1135, %i234
  %1137 = icmp slt i32 %1136, %M
  %1138 = and i1 %1133, %1137
  br i1 %1138, label %if.then235, label %if.else236

for.end233:                                       ; preds = %for.cond231
  %1139 = add nsw i32 %r, 1
  br label %for.cond152, !llvm.loop !54

if.then235:                                       ; preds = %for.body232
  %1140 = sub i32 %tl_hi11, 0
  br label %for.cond238

if.else236:                                       ; preds = %for.body232
  br label %if.end237

if.end237:                                        ; preds = %if.else236, %for.end240
  %1141 = add nsw i32 %i234, 1
  br label %for.cond231, !llvm.loop !55

for.cond238:                                      ; preds = %for.body239, %if.then235
  %j8 = phi i32 [ 0, %if.then235 ], [ %1179, %for.body239 ]
  %1142 = icmp slt i32 %j8, %1140
  br i1 %1142, label %for.body239, label %for.end240

for.body239:                                      ; preds = %for.cond238
  %1143 = mul i32 %bx, 4
  %1144 = add i32 %1143, %r
  %1145 = add i32 %1144, %i234
  %1146 = sext i32 %1145 to i64
  %1147 = sext i32 %N to i64
  %1148 = mul nsw i64 %1146, %1147
  %1149 = add i32 0, %j8
  %1150 = sext i32 %1149 to i64
  %1151 = add nsw i64 %1148, %1150
  %1152 = getelementptr inbounds float, ptr %X, i64 %1151
  %1153 = load float, ptr %1152, align 4
  %1154 = getelementptr inbounds float, ptr %ss_r, i64 0
  %1155 = load float, ptr %1154, align 4
  %1156 = sitofp i32 %N to float
  %1157 = fdiv float %1155, %1156
  %1158 = fadd float %1157, 0x3EB0C6F7A0000000
  %1159 = fpext float %1158 to double
  %1160 = call double @llvm.sqrt.f64(double %1159)
  %1161 = fdiv double 1.000000e+00, %1160
  %1162 = fptrunc double %1161 to float
  %1163 = fmul float %1153, %1162
  %1164 = add i32 0, %j8
  %1165 = sext i32 %1164 to i64
  %1166 = getelementptr inbounds float, ptr %W, i64 %1165
  %1167 = load float, ptr %1166, align 4
  %1168 = fmul float %1163, %1167
  %1169 = mul i32 %bx, 4
  %1170 = add i32 %1169, %r
  %1171 = add i32 %1170, %i234
  %1172 = sext i32 %1171 to i64
  %1173 = sext i32 %N to i64
  %1174 = mul nsw i64 %1172, %1173
  %1175 = add i32 0, %j8
  %1176 = sext i32 %1175 to i64
  %1177 = add nsw i64 %1174, %1176
  %1178 = getelementptr inbounds float, ptr %Y, i64 %1177
  store float %1168, ptr %1178, align 4
  %1179 = add nsw i32 %j8, 1
  br label %for.cond238, !llvm.loop !56

for.end240:                                       ; preds = %for.cond238
  br label %if.end237

for.cond241:                                      ; preds = %for.body242, %if.else150
  %i6 = phi i32 [ 0, %if.else150 ], [ %1183, %for.body242 ]
  %1180 = icmp slt i32 %i6, 4
  br i1 %1180, label %for.body242, label %for.end243

for.body242:                                      ; preds = %for.cond241
  %1181 = sext i32 %i6 to i64
  %1182 = getelementptr inbounds float, ptr %ss, i64 %1181
  store float 0.000000e+00, ptr %1182, align 4
  %1183 = add nsw i32 %i6, 1
  br label %for.cond241, !llvm.loop !57

for.end243:                                       ; preds = %for.cond241
  %1184 = sext i32 %N to i64
  %1185 = sdiv i64 %1184, 512
  %1186 = sub i64 0, %1184
  %1187 = select i1 false, i64 %1186, i64 %1185
  %1188 = srem i64 %1184, 512
  %1189 = icmp ne i64 %1188, 0
  %1190 = icmp slt i64 %1184, 0
  %1191 = icmp eq i1 %1190, false
  %1192 = and i1 %1189, %1191
  %1193 = zext i1 %1192 to i64
  %1194 = add i64 %1187, %1193
  %1195 = trunc i64 %1194 to i32
  %1196 = sext i32 %N to i64
  %1197 = sdiv i64 %1196, 512
  %1198 = sub i64 0, %1196
  %1199 = select i1 false, i64 %1198, i64 %1197
  %1200 = srem i64 %1196, 512
  %1201 = icmp ne i64 %1200, 0
  %1202 = icmp slt i64 %1196, 0
  %1203 = icmp eq i1 %1202, false
  %1204 = and i1 %1201, %1203
  %1205 = zext i1 %1204 to i64
  %1206 = add i64 %1199, %1205
  %1207 = trunc i64 %1206 to i32
  br label %for.cond244

for.cond244:                                      ; preds = %for.end295, %for.end243
  %c = phi i32 [ 0, %for.end243 ], [ %1400, %for.end295 ]
  %1208 = icmp slt i32 %c, %1195
  br i1 %1208, label %for.body245, label %for.end246

for.body245:                                      ; preds = %for.cond244
  %1209 = mul i32 %bx, 4
  %1210 = icmp sle i32 0, %1209
  %1211 = mul i32 %bx, 4
  %1212 = sext i32 %1211 to i64
  %1213 = add i64 %1212, 4
  %1214 = sext i32 %M to i64
  %1215 = icmp sle i64 %1213, %1214
  %1216 = and i1 %1210, %1215
  %1217 = mul i32 %c, 512
  %1218 = icmp sle i32 0, %1217
  %1219 = mul i32 %c, 512
  %1220 = sext i32 %1219 to i64
  %1221 = add i64 %1220, 512
  %1222 = sext i32 %N to i64
  %1223 = icmp sle i64 %1221, %1222
  %1224 = and i1 %1218, %1223
  %1225 = and i1 %1216, %1224
  br i1 %1225, label %if.then247, label %if.else248

for.end246:                                       ; preds = %for.cond244
  br label %for.cond330

if.then247:                                       ; preds = %for.body245
  br label %for.cond250

if.else248:                                       ; preds = %for.body245
  br label %for.cond263

if.end249:                                        ; preds = %for.end265, %for.end252
  br label %for.cond285

for.cond250:                                      ; preds = %for.end262, %if.then247
  %i6253 = phi i32 [ 0, %if.then247 ], [ %1261, %for.end262 ]
  %1226 = icmp slt i32 %i6253, 4
  br i1 %1226, label %for.body251, label %for.end252

for.body251:                                      ; preds = %for.cond250
  %1227 = add i32 %c, 1
  %1228 = icmp slt i32 %1227, %1207
  br i1 %1228, label %if.then254, label %if.else255

for.end252:                                       ; preds = %for.cond250
  br label %if.end249

if.then254:                                       ; preds = %for.body251
  br label %for.cond257

if.else255:                                       ; preds = %for.body251
  br label %if.end256

if.end256:                                        ; preds = %if.else255, %for.end259
  br label %for.cond260

for.cond257:                                      ; preds = %for.body258, %if.then254
  %pf = phi i32 [ 0, %if.then254 ], [ %1242, %for.body258 ]
  %1229 = icmp slt i32 %pf, 32
  br i1 %1229, label %for.body258, label %for.end259

for.body258:                                      ; preds = %for.cond257
  %1230 = mul i32 %bx, 4
  %1231 = add i32 %1230, %i6253
  %1232 = sext i32 %1231 to i64
  %1233 = sext i32 %N to i64
  %1234 = mul i64 %1232, %1233
  %1235 = add i32 %c, 1
  %1236 = mul i32 %1235, 512
  %1237 = mul i32 %pf, 16
  %1238 = add i32 %1236, %1237
  %1239 = sext i32 %1238 to i64
  %1240 = add i64 %1234, %1239
  %1241 = getelementptr float, ptr %X, i64 %1240
  call void @llvm.prefetch.p0(ptr %1241, i32 0, i32 0, i32 1)
  %1242 = add nsw i32 %pf, 1
  br label %for.cond257, !llvm.loop !58

for.end259:                                       ; preds = %for.cond257
  br label %if.end256

for.cond260:                                      ; preds = %for.body261, %if.end256
  %j1 = phi i32 [ 0, %if.end256 ], [ %1260, %for.body261 ]
  %1243 = icmp slt i32 %j1, 512
  br i1 %1243, label %for.body261, label %for.end262

for.body261:                                      ; preds = %for.cond260
  %1244 = mul i32 %bx, 4
  %1245 = add i32 %1244, %i6253
  %1246 = sext i32 %1245 to i64
  %1247 = sext i32 %N to i64
  %1248 = mul nsw i64 %1246, %1247
  %1249 = mul i32 %c, 512
  %1250 = add i32 %1249, %j1
  %1251 = sext i32 %1250 to i64
  %1252 = add nsw i64 %1248, %1251
  %1253 = getelementptr inbounds float, ptr %X, i64 %1252
  %1254 = load float, ptr %1253, align 4
  %1255 = sext i32 %i6253 to i64
  %1256 = mul nsw i64 %1255, 512
  %1257 = sext i32 %j1 to i64
  %1258 = add nsw i64 %1256, %1257
  %1259 = getelementptr inbounds float, ptr %X_f, i64 %1258
  store float %1254, ptr %1259, align 4
  %1260 = add nsw i32 %j1, 1
  br label %for.cond260, !llvm.loop !59

for.end262:                                       ; preds = %for.cond260
  %1261 = add nsw i32 %i6253, 1
  br label %for.cond250, !llvm.loop !60

for.cond263:                                      ; preds = %for.end283, %if.else248
  %i6266 = phi i32 [ 0, %if.else248 ], [ %1370, %for.end283 ]
  %1262 = icmp slt i32 %i6266, 4
  br i1 %1262, label %for.body264, label %for.end265

for.body264:                                      ; preds = %for.cond263
  %1263 = mul i32 %c, 512
  %1264 = sext i32 %1263 to i64
  %1265 = sub i64 0, %1264
  %1266 = icmp slt i64 %1265, 0
  %1267 = mul i32 %c, 512
  %1268 = sext i32 %1267 to i64
  %1269 = sub i64 0, %1268
  %1270 = icmp sgt i64 %1269, 512
  %1271 = mul i32 %c, 512
  %1272 = sext i32 %1271 to i64
  %1273 = sub i64 0, %1272
  %1274 = select i1 %1270, i64 512, i64 %1273
  %1275 = select i1 %1266, i64 0, i64 %1274
  %tl_lo12 = trunc i64 %1275 to i32
  %1276 = sext i32 %N to i64
  %1277 = mul i32 %c, 512
  %1278 = sext i32 %1277 to i64
  %1279 = sub i64 %1276, %1278
  %1280 = icmp slt i64 %1279, 0
  %1281 = sext i32 %N to i64
  %1282 = mul i32 %c, 512
  %1283 = sext i32 %1282 to i64
  %1284 = sub i64 %1281, %1283
  %1285 = icmp sgt i64 %1284, 512
  %1286 = sext i32 %N to i64
  %1287 = mul i32 %c, 512
  %1288 = sext i32 %1287 to i64
  %1289 = sub i64 %1286, %1288
  %1290 = select i1 %1285, i64 512, i64 %1289
  %1291 = select i1 %1280, i64 0, i64 %1290
  %1292 = sext i32 %tl_lo12 to i64
  %1293 = icmp slt i64 %1291, %1292
  %1294 = sext i32 %tl_lo12 to i64
  %1295 = sext i32 %N to i64
  %1296 = mul i32 %c, 512
  %1297 = sext i32 %1296 to i64
  %1298 = sub i64 %1295, %1297
  %1299 = icmp slt i64 %1298, 0
  %1300 = sext i32 %N to i64
  %1301 = mul i32 %c, 512
  %1302 = sext i32 %1301 to i64
  %1303 = sub i64 %1300, %1302
  %1304 = icmp sgt i64 %1303, 512
  %1305 = sext i32 %N to i64
  %1306 = mul i32 %c, 512
  %1307 = sext i32 %1306 to i64
  %1308 = sub i64 %1305, %1307
  %1309 = select i1 %1304, i64 512, i64 %1308
  %1310 = select i1 %1299, i64 0, i64 %1309
  %1311 = select i1 %1293, i64 %1294, i64 %1310
  %tl_hi13 = trunc i64 %1311 to i32
  br label %for.cond267

for.end265:                                       ; preds = %for.cond263
  br label %if.end249

for.cond267:                                      ; preds = %for.body268, %for.body264
  %j1270 = phi i32 [ 0, %for.body264 ], [ %1318, %for.body268 ]
  %1312 = icmp slt i32 %j1270, %tl_lo12
  br i1 %1312, label %for.body268, label %for.end269

for.body268:                                      ; preds = %for.cond267
  %1313 = sext i32 %i6266 to i64
  %1314 = mul nsw i64 %1313, 512
  %1315 = sext i32 %j1270 to i64
  %1316 = add nsw i64 %1314, %1315
  %1317 = getelementptr inbounds float, ptr %X_f, i64 %1316
  store float 0.000000e+00, ptr %1317, align 4
  %1318 = add nsw i32 %j1270, 1
  br label %for.cond267, !llvm.loop !61

for.end269:                                       ; preds = %for.cond267
  %1319 = mul i32 %bx, 4
  %1320 = sext i32 %1319 to i64
  %1321 = sext i32 %i6266 to i64
  %1322 = add i64 %1320, %1321
  %1323 = icmp sle i64 0, %1322
  %1324 = mul i32 %bx, 4
  %1325 = sext i32 %1324 to i64
  %1326 = sext i32 %i6266 to i64
  %1327 = add i64 %1325, %1326
  %1328 = sext i32 %M to i64
  %1329 = icmp slt i64 %1327, %1328
  %1330 = and i1 %1323, %1329
  br i1 %1330, label %if.then271, label %if.else272

if.then271:                                       ; preds = %for.end269
  %1331 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond274

if.else272:                                       ; preds = %for.end269
  %1332 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond277

if.end273:                                        ; preds = %for.end279, %for.end276
  %1333 = sub i32 512, %tl_hi13
  br label %for.cond281

for.cond274:                                      ; preds = %for.body275, %if.then271
  %j11 = phi i32 [ 0, %if.then271 ], [ %1353, %for.body275 ]
  %1334 = icmp slt i32 %j11, %1331
  br i1 %1334, label %for.body275, label %for.end276

for.body275:                                      ; preds = %for.cond274
  %1335 = mul i32 %bx, 4
  %1336 = add i32 %1335, %i6266
  %1337 = sext i32 %1336 to i64
  %1338 = sext i32 %N to i64
  %1339 = mul nsw i64 %1337, %1338
  %1340 = mul i32 %c, 512
  %1341 = add i32 %tl_lo12, %j11
  %1342 = add i32 %1340, %1341
  %1343 = sext i32 %1342 to i64
  %1344 = add nsw i64 %1339, %1343
  %1345 = getelementptr inbounds float, ptr %X, i64 %1344
  %1346 = load float, ptr %1345, align 4
  %1347 = sext i32 %i6266 to i64
  %1348 = mul nsw i64 %1347, 512
  %1349 = add i32 %tl_lo12, %j11
  %1350 = sext i32 %1349 to i64
  %1351 = add nsw i64 %1348, %1350
  %1352 = getelementptr inbounds float, ptr %X_f, i64 %1351
  store float %1346, ptr %1352, align 4
  %1353 = add nsw i32 %j11, 1
  br label %for.cond274, !llvm.loop !62

for.end276:                                       ; preds = %for.cond274
  br label %if.end273

for.cond277:                                      ; preds = %for.body278, %if.else272
  %j11280 = phi i32 [ 0, %if.else272 ], [ %1361, %for.body278 ]
  %1354 = icmp slt i32 %j11280, %1332
  br i1 %1354, label %for.body278, label %for.end279

for.body278:                                      ; preds = %for.cond277
  %1355 = sext i32 %i6266 to i64
  %1356 = mul nsw i64 %1355, 512
  %1357 = add i32 %tl_lo12, %j11280
  %1358 = sext i32 %1357 to i64
  %1359 = add nsw i64 %1356, %1358
  %1360 = getelementptr inbounds float, ptr %X_f, i64 %1359
  store float 0.000000e+00, ptr %1360, align 4
  %1361 = add nsw i32 %j11280, 1
  br label %for.cond277, !llvm.loop !63

for.end279:                                       ; preds = %for.cond277
  br label %if.end273

for.cond281:                                      ; preds = %for.body282, %if.end273
  %j11284 = phi i32 [ 0, %if.end273 ], [ %1369, %for.body282 ]
  %1362 = icmp slt i32 %j11284, %1333
  br i1 %1362, label %for.body282, label %for.end283

for.body282:                                      ; preds = %for.cond281
  %1363 = sext i32 %i6266 to i64
  %1364 = mul nsw i64 %1363, 512
  %1365 = add i32 %tl_hi13, %j11284
  %1366 = sext i32 %1365 to i64
  %1367 = add nsw i64 %1364, %1366
  %1368 = getelementptr inbounds float, ptr %X_f, i64 %1367
  store float 0.000000e+00, ptr %1368, align 4
  %1369 = add nsw i32 %j11284, 1
  br label %for.cond281, !llvm.loop !64

for.end283:                                       ; preds = %for.cond281
  %1370 = add nsw i32 %i6266, 1
  br label %for.cond263, !llvm.loop !65

for.cond285:                                      ; preds = %for.end291, %if.end249
  %i288 = phi i32 [ 0, %if.end249 ], [ %1398, %for.end291 ]
  %1371 = icmp slt i32 %i288, 4
  br i1 %1371, label %for.body286, label %for.end287

for.body286:                                      ; preds = %for.cond285
  br label %for.cond289

for.end287:                                       ; preds = %for.cond285
  br label %for.cond293

for.cond289:                                      ; preds = %for.body290, %for.body286
  %j292 = phi i32 [ 0, %for.body286 ], [ %1397, %for.body290 ]
  %1372 = icmp slt i32 %j292, 512
  br i1 %1372, label %for.body290, label %for.end291

for.body290:                                      ; preds = %for.cond289
  %1373 = mul i32 %c, 512
  %1374 = add i32 %1373, %j292
  %1375 = icmp slt i32 %1374, %N
  %1376 = sext i32 %i288 to i64
  %1377 = mul nsw i64 %1376, 512
  %1378 = sext i32 %j292 to i64
  %1379 = add nsw i64 %1377, %1378
  %1380 = call i64 @llvm.umin.i64(i64 %1379, i64 2047)
  %1381 = getelementptr inbounds float, ptr %X_f, i64 %1380
  %1382 = load float, ptr %1381, align 4
  %1383 = sext i32 %i288 to i64
  %1384 = mul nsw i64 %1383, 512
  %1385 = sext i32 %j292 to i64
  %1386 = add nsw i64 %1384, %1385
  %1387 = call i64 @llvm.umin.i64(i64 %1386, i64 2047)
  %1388 = getelementptr inbounds float, ptr %X_f, i64 %1387
  %1389 = load float, ptr %1388, align 4
  %1390 = fmul float %1382, %1389
  %1391 = select i1 %1375, float %1390, float 0.000000e+00
  %1392 = sext i32 %i288 to i64
  %1393 = mul nsw i64 %1392, 512
  %1394 = sext i32 %j292 to i64
  %1395 = add nsw i64 %1393, %1394
  %1396 = getelementptr inbounds float, ptr %X_f, i64 %1395
  store float %1391, ptr %1396, align 4
  %1397 = add nsw i32 %j292, 1
  br label %for.cond289, !llvm.loop !66

for.end291:                                       ; preds = %for.cond289
  %1398 = add nsw i32 %i288, 1
  br label %for.cond285, !llvm.loop !67

for.cond293:                                      ; preds = %for.end328, %for.end287
  %i5 = phi i32 [ 0, %for.end287 ], [ %1524, %for.end328 ]
  %1399 = icmp slt i32 %i5, 4
  br i1 %1399, label %for.body294, label %for.end295

for.body294:                                      ; preds = %for.cond293
  br label %for.cond296

for.end295:                                       ; preds = %for.cond293
  %1400 = add nsw i32 %c, 1
  br label %for.cond244, !llvm.loop !68

for.cond296:                                      ; preds = %for.body297, %for.body294
  %lane3 = phi i32 [ 0, %for.body294 ], [ %1410, %for.body297 ]
  %1401 = icmp slt i32 %lane3, 32
  br i1 %1401, label %for.body297, label %for.end298

for.body297:                                      ; preds = %for.cond296
  %1402 = sext i32 %i5 to i64
  %1403 = mul nsw i64 %1402, 512
  %1404 = sext i32 %lane3 to i64
  %1405 = add nsw i64 %1403, %1404
  %1406 = getelementptr inbounds float, ptr %X_f, i64 %1405
  %1407 = load float, ptr %1406, align 4
  %1408 = sext i32 %lane3 to i64
  %1409 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1408
  store float %1407, ptr %1409, align 4
  %1410 = add nsw i32 %lane3, 1
  br label %for.cond296, !llvm.loop !69

for.end298:                                       ; preds = %for.cond296
  br label %for.cond299

for.cond299:                                      ; preds = %for.end304, %for.end298
  %red27 = phi i32 [ 0, %for.end298 ], [ %1440, %for.end304 ]
  %1411 = icmp slt i32 %red27, 7
  br i1 %1411, label %for.body300, label %for.end301

for.body300:                                      ; preds = %for.cond299
  br label %for.cond302

for.end301:                                       ; preds = %for.cond299
  br label %for.cond306

for.cond302:                                      ; preds = %for.body303, %for.body300
  %lane3305 = phi i32 [ 0, %for.body300 ], [ %1439, %for.body303 ]
  %1412 = icmp slt i32 %lane3305, 32
  br i1 %1412, label %for.body303, label %for.end304

for.body303:                                      ; preds = %for.cond302
  %1413 = sext i32 %lane3305 to i64
  %1414 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1413
  %1415 = load float, ptr %1414, align 4
  %1416 = sext i32 %i5 to i64
  %1417 = mul nsw i64 %1416, 512
  %1418 = mul i32 2, %red27
  %1419 = add i32 %1418, 1
  %1420 = mul i32 %1419, 32
  %1421 = add i32 %1420, %lane3305
  %1422 = sext i32 %1421 to i64
  %1423 = add nsw i64 %1417, %1422
  %1424 = getelementptr inbounds float, ptr %X_f, i64 %1423
  %1425 = load float, ptr %1424, align 4
  %tl_pair28 = fadd float %1415, %1425
  %1426 = sext i32 %i5 to i64
  %1427 = mul nsw i64 %1426, 512
  %1428 = mul i32 2, %red27
  %1429 = add i32 %1428, 2
  %1430 = mul i32 %1429, 32
  %1431 = add i32 %1430, %lane3305
  %1432 = sext i32 %1431 to i64
  %1433 = add nsw i64 %1427, %1432
  %1434 = getelementptr inbounds float, ptr %X_f, i64 %1433
  %1435 = load float, ptr %1434, align 4
  %1436 = fadd float %tl_pair28, %1435
  %1437 = sext i32 %lane3305 to i64
  %1438 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1437
  store float %1436, ptr %1438, align 4
  %1439 = add nsw i32 %lane3305, 1
  br label %for.cond302, !llvm.loop !70

for.end304:                                       ; preds = %for.cond302
  %1440 = add nsw i32 %red27, 1
  br label %for.cond299, !llvm.loop !71

for.cond306:                                      ; preds = %for.body307, %for.end301
  %lane3309 = phi i32 [ 0, %for.end301 ], [ %1455, %for.body307 ]
  %1441 = icmp slt i32 %lane3309, 32
  br i1 %1441, label %for.body307, label %for.end308

for.body307:                                      ; preds = %for.cond306
  %1442 = sext i32 %lane3309 to i64
  %1443 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1442
  %1444 = load float, ptr %1443, align 4
  %1445 = sext i32 %i5 to i64
  %1446 = mul nsw i64 %1445, 512
  %1447 = add i32 480, %lane3309
  %1448 = sext i32 %1447 to i64
  %1449 = add nsw i64 %1446, %1448
  %1450 = getelementptr inbounds float, ptr %X_f, i64 %1449
  %1451 = load float, ptr %1450, align 4
  %1452 = fadd float %1444, %1451
  %1453 = sext i32 %lane3309 to i64
  %1454 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1453
  store float %1452, ptr %1454, align 4
  %1455 = add nsw i32 %lane3309, 1
  br label %for.cond306, !llvm.loop !72

for.end308:                                       ; preds = %for.cond306
  br label %for.cond310

for.cond310:                                      ; preds = %for.body311, %for.end308
  %lane3313 = phi i32 [ 0, %for.end308 ], [ %1467, %for.body311 ]
  %1456 = icmp slt i32 %lane3313, 16
  br i1 %1456, label %for.body311, label %for.end312

for.body311:                                      ; preds = %for.cond310
  %1457 = sext i32 %lane3313 to i64
  %1458 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1457
  %1459 = load float, ptr %1458, align 4
  %1460 = add i32 %lane3313, 16
  %1461 = sext i32 %1460 to i64
  %1462 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1461
  %1463 = load float, ptr %1462, align 4
  %1464 = fadd float %1459, %1463
  %1465 = sext i32 %lane3313 to i64
  %1466 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1465
  store float %1464, ptr %1466, align 4
  %1467 = add nsw i32 %lane3313, 1
  br label %for.cond310, !llvm.loop !73

for.end312:                                       ; preds = %for.cond310
  br label %for.cond314

for.cond314:                                      ; preds = %for.body315, %for.end312
  %lane3317 = phi i32 [ 0, %for.end312 ], [ %1479, %for.body315 ]
  %1468 = icmp slt i32 %lane3317, 8
  br i1 %1468, label %for.body315, label %for.end316

for.body315:                                      ; preds = %for.cond314
  %1469 = sext i32 %lane3317 to i64
  %1470 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1469
  %1471 = load float, ptr %1470, align 4
  %1472 = add i32 %lane3317, 8
  %1473 = sext i32 %1472 to i64
  %1474 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1473
  %1475 = load float, ptr %1474, align 4
  %1476 = fadd float %1471, %1475
  %1477 = sext i32 %lane3317 to i64
  %1478 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1477
  store float %1476, ptr %1478, align 4
  %1479 = add nsw i32 %lane3317, 1
  br label %for.cond314, !llvm.loop !74

for.end316:                                       ; preds = %for.cond314
  br label %for.cond318

for.cond318:                                      ; preds = %for.body319, %for.end316
  %lane3321 = phi i32 [ 0, %for.end316 ], [ %1491, %for.body319 ]
  %1480 = icmp slt i32 %lane3321, 4
  br i1 %1480, label %for.body319, label %for.end320

for.body319:                                      ; preds = %for.cond318
  %1481 = sext i32 %lane3321 to i64
  %1482 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1481
  %1483 = load float, ptr %1482, align 4
  %1484 = add i32 %lane3321, 4
  %1485 = sext i32 %1484 to i64
  %1486 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1485
  %1487 = load float, ptr %1486, align 4
  %1488 = fadd float %1483, %1487
  %1489 = sext i32 %lane3321 to i64
  %1490 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1489
  store float %1488, ptr %1490, align 4
  %1491 = add nsw i32 %lane3321, 1
  br label %for.cond318, !llvm.loop !75

for.end320:                                       ; preds = %for.cond318
  br label %for.cond322

for.cond322:                                      ; preds = %for.body323, %for.end320
  %lane3325 = phi i32 [ 0, %for.end320 ], [ %1503, %for.body323 ]
  %1492 = icmp slt i32 %lane3325, 2
  br i1 %1492, label %for.body323, label %for.end324

for.body323:                                      ; preds = %for.cond322
  %1493 = sext i32 %lane3325 to i64
  %1494 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1493
  %1495 = load float, ptr %1494, align 4
  %1496 = add i32 %lane3325, 2
  %1497 = sext i32 %1496 to i64
  %1498 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1497
  %1499 = load float, ptr %1498, align 4
  %1500 = fadd float %1495, %1499
  %1501 = sext i32 %lane3325 to i64
  %1502 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1501
  store float %1500, ptr %1502, align 4
  %1503 = add nsw i32 %lane3325, 1
  br label %for.cond322, !llvm.loop !76

for.end324:                                       ; preds = %for.cond322
  br label %for.cond326

for.cond326:                                      ; preds = %for.body327, %for.end324
  %lane3329 = phi i32 [ 0, %for.end324 ], [ %1515, %for.body327 ]
  %1504 = icmp slt i32 %lane3329, 1
  br i1 %1504, label %for.body327, label %for.end328

for.body327:                                      ; preds = %for.cond326
  %1505 = sext i32 %lane3329 to i64
  %1506 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1505
  %1507 = load float, ptr %1506, align 4
  %1508 = add i32 %lane3329, 1
  %1509 = sext i32 %1508 to i64
  %1510 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1509
  %1511 = load float, ptr %1510, align 4
  %1512 = fadd float %1507, %1511
  %1513 = sext i32 %lane3329 to i64
  %1514 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1513
  store float %1512, ptr %1514, align 4
  %1515 = add nsw i32 %lane3329, 1
  br label %for.cond326, !llvm.loop !77

for.end328:                                       ; preds = %for.cond326
  %1516 = sext i32 %i5 to i64
  %1517 = getelementptr inbounds float, ptr %ss, i64 %1516
  %1518 = load float, ptr %1517, align 4
  %1519 = getelementptr inbounds float, ptr %tl_lanes_18, i64 0
  %1520 = load float, ptr %1519, align 4
  %1521 = fadd float %1518, %1520
  %1522 = sext i32 %i5 to i64
  %1523 = getelementptr inbounds float, ptr %ss, i64 %1522
  store float %1521, ptr %1523, align 4
  %1524 = add nsw i32 %i5, 1
  br label %for.cond293, !llvm.loop !78

for.cond330:                                      ; preds = %for.body331, %for.end246
  %i333 = phi i32 [ 0, %for.end246 ], [ %1538, %for.body331 ]
  %1525 = icmp slt i32 %i333, 4
  br i1 %1525, label %for.body331, label %for.end332

for.body331:                                      ; preds = %for.cond330
  %1526 = sext i32 %i333 to i64
  %1527 = getelementptr inbounds float, ptr %ss, i64 %1526
  %1528 = load float, ptr %1527, align 4
  %1529 = sitofp i32 %N to float
  %1530 = fdiv float %1528, %1529
  %1531 = fadd float %1530, 0x3EB0C6F7A0000000
  %1532 = fpext float %1531 to double
  %1533 = call double @llvm.sqrt.f64(double %1532)
  %1534 = fdiv double 1.000000e+00, %1533
  %1535 = fptrunc double %1534 to float
  %1536 = sext i32 %i333 to i64
  %1537 = getelementptr inbounds float, ptr %ss, i64 %1536
  store float %1535, ptr %1537, align 4
  %1538 = add nsw i32 %i333, 1
  br label %for.cond330, !llvm.loop !79

for.end332:                                       ; preds = %for.cond330
  %1539 = sext i32 %N to i64
  %1540 = sdiv i64 %1539, 512
  %1541 = sub i64 0, %1539
  %1542 = select i1 false, i64 %1541, i64 %1540
  %1543 = srem i64 %1539, 512
  %1544 = icmp ne i64 %1543, 0
  %1545 = icmp slt i64 %1539, 0
  %1546 = icmp eq i1 %1545, false
  %1547 = and i1 %1544, %1546
  %1548 = zext i1 %1547 to i64
  %1549 = add i64 %1542, %1548
  %1550 = trunc i64 %1549 to i32
  %1551 = sext i32 %N to i64
  %1552 = sdiv i64 %1551, 512
  %1553 = sub i64 0, %1551
  %1554 = select i1 false, i64 %1553, i64 %1552
  %1555 = srem i64 %1551, 512
  %1556 = icmp ne i64 %1555, 0
  %1557 = icmp slt i64 %1551, 0
  %1558 = icmp eq i1 %1557, false
  %1559 = and i1 %1556, %1558
  %1560 = zext i1 %1559 to i64
  %1561 = add i64 %1554, %1560
  %1562 = trunc i64 %1561 to i32
  br label %for.cond334

for.cond334:                                      ; preds = %if.end386, %for.end332
  %c337 = phi i32 [ 0, %for.end332 ], [ %1847, %if.end386 ]
  %1563 = icmp slt i32 %c337, %1550
  br i1 %1563, label %for.body335, label %for.end336

for.body335:                                      ; preds = %for.cond334
  %1564 = sub i32 %1562, 1
  %t = sub i32 %1564, %c337
  %1565 = mul i32 %bx, 4
  %1566 = icmp sle i32 0, %1565
  %1567 = mul i32 %bx, 4
  %1568 = sext i32 %1567 to i64
  %1569 = add i64 %1568, 4
  %1570 = sext i32 %M to i64
  %1571 = icmp sle i64 %1569, %1570
  %1572 = and i1 %1566, %1571
  %1573 = mul i32 %t, 512
  %1574 = icmp sle i32 0, %1573
  %1575 = mul i32 %t, 512
  %1576 = sext i32 %1575 to i64
  %1577 = add i64 %1576, 512
  %1578 = sext i32 %N to i64
  %1579 = icmp sle i64 %1577, %1578
  %1580 = and i1 %1574, %1579
  %1581 = and i1 %1572, %1580
  br i1 %1581, label %if.then338, label %if.else339

for.end336:                                       ; preds = %for.cond334
  br label %if.end151

if.then338:                                       ; preds = %for.body335
  br label %for.cond341

if.else339:                                       ; preds = %for.body335
  br label %for.cond347

if.end340:                                        ; preds = %for.end349, %for.end343
  br label %for.cond369

for.cond341:                                      ; preds = %for.end346, %if.then338
  %i7 = phi i32 [ 0, %if.then338 ], [ %1601, %for.end346 ]
  %1582 = icmp slt i32 %i7, 4
  br i1 %1582, label %for.body342, label %for.end343

for.body342:                                      ; preds = %for.cond341
  br label %for.cond344

for.end343:                                       ; preds = %for.cond341
  br label %if.end340

for.cond344:                                      ; preds = %for.body345, %for.body342
  %j2 = phi i32 [ 0, %for.body342 ], [ %1600, %for.body345 ]
  %1583 = icmp slt i32 %j2, 512
  br i1 %1583, label %for.body345, label %for.end346

for.body345:                                      ; preds = %for.cond344
  %1584 = mul i32 %bx, 4
  %1585 = add i32 %1584, %i7
  %1586 = sext i32 %1585 to i64
  %1587 = sext i32 %N to i64
  %1588 = mul nsw i64 %1586, %1587
  %1589 = mul i32 %t, 512
  %1590 = add i32 %1589, %j2
  %1591 = sext i32 %1590 to i64
  %1592 = add nsw i64 %1588, %1591
  %1593 = getelementptr inbounds float, ptr %X, i64 %1592
  %1594 = load float, ptr %1593, align 4
  %1595 = sext i32 %i7 to i64
  %1596 = mul nsw i64 %1595, 512
  %1597 = sext i32 %j2 to i64
  %1598 = add nsw i64 %1596, %1597
  %1599 = getelementptr inbounds float, ptr %X_f, i64 %1598
  store float %1594, ptr %1599, align 4
  %1600 = add nsw i32 %j2, 1
  br label %for.cond344, !llvm.loop !80

for.end346:                                       ; preds = %for.cond344
  %1601 = add nsw i32 %i7, 1
  br label %for.cond341, !llvm.loop !81

for.cond347:                                      ; preds = %for.end367, %if.else339
  %i7350 = phi i32 [ 0, %if.else339 ], [ %1710, %for.end367 ]
  %1602 = icmp slt i32 %i7350, 4
  br i1 %1602, label %for.body348, label %for.end349

for.body348:                                      ; preds = %for.cond347
  %1603 = mul i32 %t, 512
  %1604 = sext i32 %1603 to i64
  %1605 = sub i64 0, %1604
  %1606 = icmp slt i64 %1605, 0
  %1607 = mul i32 %t, 512
  %1608 = sext i32 %1607 to i64
  %1609 = sub i64 0, %1608
  %1610 = icmp sgt i64 %1609, 512
  %1611 = mul i32 %t, 512
  %1612 = sext i32 %1611 to i64
  %1613 = sub i64 0, %1612
  %1614 = select i1 %1610, i64 512, i64 %1613
  %1615 = select i1 %1606, i64 0, i64 %1614
  %tl_lo14 = trunc i64 %1615 to i32
  %1616 = sext i32 %N to i64
  %1617 = mul i32 %t, 512
  %1618 = sext i32 %1617 to i64
  %1619 = sub i64 %1616, %1618
  %1620 = icmp slt i64 %1619, 0
  %1621 = sext i32 %N to i64
  %1622 = mul i32 %t, 512
  %1623 = sext i32 %1622 to i64
  %1624 = sub i64 %1621, %1623
  %1625 = icmp sgt i64 %1624, 512
  %1626 = sext i32 %N to i64
  %1627 = mul i32 %t, 512
  %1628 = sext i32 %1627 to i64
  %1629 = sub i64 %1626, %1628
  %1630 = select i1 %1625, i64 512, i64 %1629
  %1631 = select i1 %1620, i64 0, i64 %1630
  %1632 = sext i32 %tl_lo14 to i64
  %1633 = icmp slt i64 %1631, %1632
  %1634 = sext i32 %tl_lo14 to i64
  %1635 = sext i32 %N to i64
  %1636 = mul i32 %t, 512
  %1637 = sext i32 %1636 to i64
  %1638 = sub i64 %1635, %1637
  %1639 = icmp slt i64 %1638, 0
  %1640 = sext i32 %N to i64
  %1641 = mul i32 %t, 512
  %1642 = sext i32 %1641 to i64
  %1643 = sub i64 %1640, %1642
  %1644 = icmp sgt i64 %1643, 512
  %1645 = sext i32 %N to i64
  %1646 = mul i32 %t, 512
  %1647 = sext i32 %1646 to i64
  %1648 = sub i64 %1645, %1647
  %1649 = select i1 %1644, i64 512, i64 %1648
  %1650 = select i1 %1639, i64 0, i64 %1649
  %1651 = select i1 %1633, i64 %1634, i64 %1650
  %tl_hi15 = trunc i64 %1651 to i32
  br label %for.cond351

for.end349:                                       ; preds = %for.cond347
  br label %if.end340

for.cond351:                                      ; preds = %for.body352, %for.body348
  %j2354 = phi i32 [ 0, %for.body348 ], [ %1658, %for.body352 ]
  %1652 = icmp slt i32 %j2354, %tl_lo14
  br i1 %1652, label %for.body352, label %for.end353

for.body352:                                      ; preds = %for.cond351
  %1653 = sext i32 %i7350 to i64
  %1654 = mul nsw i64 %1653, 512
  %1655 = sext i32 %j2354 to i64
  %1656 = add nsw i64 %1654, %1655
  %1657 = getelementptr inbounds float, ptr %X_f, i64 %1656
  store float 0.000000e+00, ptr %1657, align 4
  %1658 = add nsw i32 %j2354, 1
  br label %for.cond351, !llvm.loop !82

for.end353:                                       ; preds = %for.cond351
  %1659 = mul i32 %bx, 4
  %1660 = sext i32 %1659 to i64
  %1661 = sext i32 %i7350 to i64
  %1662 = add i64 %1660, %1661
  %1663 = icmp sle i64 0, %1662
  %1664 = mul i32 %bx, 4
  %1665 = sext i32 %1664 to i64
  %1666 = sext i32 %i7350 to i64
  %1667 = add i64 %1665, %1666
  %1668 = sext i32 %M to i64
  %1669 = icmp slt i64 %1667, %1668
  %1670 = and i1 %1663, %1669
  br i1 %1670, label %if.then355, label %if.else356

if.then355:                                       ; preds = %for.end353
  %1671 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond358

if.else356:                                       ; preds = %for.end353
  %1672 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond361

if.end357:                                        ; preds = %for.end363, %for.end360
  %1673 = sub i32 512, %tl_hi15
  br label %for.cond365

for.cond358:                                      ; preds = %for.body359, %if.then355
  %j21 = phi i32 [ 0, %if.then355 ], [ %1693, %for.body359 ]
  %1674 = icmp slt i32 %j21, %1671
  br i1 %1674, label %for.body359, label %for.end360

for.body359:                                      ; preds = %for.cond358
  %1675 = mul i32 %bx, 4
  %1676 = add i32 %1675, %i7350
  %1677 = sext i32 %1676 to i64
  %1678 = sext i32 %N to i64
  %1679 = mul nsw i64 %1677, %1678
  %1680 = mul i32 %t, 512
  %1681 = add i32 %tl_lo14, %j21
  %1682 = add i32 %1680, %1681
  %1683 = sext i32 %1682 to i64
  %1684 = add nsw i64 %1679, %1683
  %1685 = getelementptr inbounds float, ptr %X, i64 %1684
  %1686 = load float, ptr %1685, align 4
  %1687 = sext i32 %i7350 to i64
  %1688 = mul nsw i64 %1687, 512
  %1689 = add i32 %tl_lo14, %j21
  %1690 = sext i32 %1689 to i64
  %1691 = add nsw i64 %1688, %1690
  %1692 = getelementptr inbounds float, ptr %X_f, i64 %1691
  store float %1686, ptr %1692, align 4
  %1693 = add nsw i32 %j21, 1
  br label %for.cond358, !llvm.loop !83

for.end360:                                       ; preds = %for.cond358
  br label %if.end357

for.cond361:                                      ; preds = %for.body362, %if.else356
  %j21364 = phi i32 [ 0, %if.else356 ], [ %1701, %for.body362 ]
  %1694 = icmp slt i32 %j21364, %1672
  br i1 %1694, label %for.body362, label %for.end363

for.body362:                                      ; preds = %for.cond361
  %1695 = sext i32 %i7350 to i64
  %1696 = mul nsw i64 %1695, 512
  %1697 = add i32 %tl_lo14, %j21364
  %1698 = sext i32 %1697 to i64
  %1699 = add nsw i64 %1696, %1698
  %1700 = getelementptr inbounds float, ptr %X_f, i64 %1699
  store float 0.000000e+00, ptr %1700, align 4
  %1701 = add nsw i32 %j21364, 1
  br label %for.cond361, !llvm.loop !84

for.end363:                                       ; preds = %for.cond361
  br label %if.end357

for.cond365:                                      ; preds = %for.body366, %if.end357
  %j21368 = phi i32 [ 0, %if.end357 ], [ %1709, %for.body366 ]
  %1702 = icmp slt i32 %j21368, %1673
  br i1 %1702, label %for.body366, label %for.end367

for.body366:                                      ; preds = %for.cond365
  %1703 = sext i32 %i7350 to i64
  %1704 = mul nsw i64 %1703, 512
  %1705 = add i32 %tl_hi15, %j21368
  %1706 = sext i32 %1705 to i64
  %1707 = add nsw i64 %1704, %1706
  %1708 = getelementptr inbounds float, ptr %X_f, i64 %1707
  store float 0.000000e+00, ptr %1708, align 4
  %1709 = add nsw i32 %j21368, 1
  br label %for.cond365, !llvm.loop !85

for.end367:                                       ; preds = %for.cond365
  %1710 = add nsw i32 %i7350, 1
  br label %for.cond347, !llvm.loop !86

for.cond369:                                      ; preds = %for.end382, %if.end340
  %i372 = phi i32 [ 0, %if.end340 ], [ %1846, %for.end382 ]
  %1711 = icmp slt i32 %i372, 4
  br i1 %1711, label %for.body370, label %for.end371

for.body370:                                      ; preds = %for.cond369
  %1712 = mul i32 %t, 512
  %1713 = sext i32 %1712 to i64
  %1714 = sub i64 0, %1713
  %1715 = icmp slt i64 %1714, 0
  %1716 = mul i32 %t, 512
  %1717 = sext i32 %1716 to i64
  %1718 = sub i64 0, %1717
  %1719 = icmp sgt i64 %1718, 512
  %1720 = mul i32 %t, 512
  %1721 = sext i32 %1720 to i64
  %1722 = sub i64 0, %1721
  %1723 = select i1 %1719, i64 512, i64 %1722
  %1724 = select i1 %1715, i64 0, i64 %1723
  %tl_lo16 = trunc i64 %1724 to i32
  %1725 = sext i32 %N to i64
  %1726 = mul i32 %t, 512
  %1727 = sext i32 %1726 to i64
  %1728 = sub i64 %1725, %1727
  %1729 = icmp slt i64 %1728, 0
  %1730 = sext i32 %N to i64
  %1731 = mul i32 %t, 512
  %1732 = sext i32 %1731 to i64
  %1733 = sub i64 %1730, %1732
  %1734 = icmp sgt i64 %1733, 512
  %1735 = sext i32 %N to i64
  %1736 = mul i32 %t, 512
  %1737 = sext i32 %1736 to i64
  %1738 = sub i64 %1735, %1737
  %1739 = select i1 %1734, i64 512, i64 %1738
  %1740 = select i1 %1729, i64 0, i64 %1739
  %1741 = sext i32 %tl_lo16 to i64
  %1742 = icmp slt i64 %1740, %1741
  %1743 = sext i32 %tl_lo16 to i64
  %1744 = sext i32 %N to i64
  %1745 = mul i32 %t, 512
  %1746 = sext i32 %1745 to i64
  %1747 = sub i64 %1744, %1746
  %1748 = icmp slt i64 %1747, 0
  %1749 = sext i32 %N to i64
  %1750 = mul i32 %t, 512
  %1751 = sext i32 %1750 to i64
  %1752 = sub i64 %1749, %1751
  %1753 = icmp sgt i64 %1752, 512
  %1754 = sext i32 %N to i64
  %1755 = mul i32 %t, 512
  %1756 = sext i32 %1755 to i64
  %1757 = sub i64 %1754, %1756
  %1758 = select i1 %1753, i64 512, i64 %1757
  %1759 = select i1 %1748, i64 0, i64 %1758
  %1760 = select i1 %1742, i64 %1743, i64 %1759
  %tl_hi17 = trunc i64 %1760 to i32
  br label %for.cond373

for.end371:                                       ; preds = %for.cond369
  %1761 = mul i32 %bx, 4
  %1762 = icmp sle i32 0, %1761
  %1763 = mul i32 %bx, 4
  %1764 = sext i32 %1763 to i64
  %1765 = add i64 %1764, 4
  %1766 = sext i32 %M to i64
  %1767 = icmp sle i64 %1765, %1766
  %1768 = and i1 %1762, %1767
  %1769 = mul i32 %t, 512
  %1770 = icmp sle i32 0, %1769
  %1771 = mul i32 %t, 512
  %1772 = sext i32 %1771 to i64
  %1773 = add i64 %1772, 512
  %1774 = sext i32 %N to i64
  %1775 = icmp sle i64 %1773, %1774
  %1776 = and i1 %1770, %1775
  %1777 = and i1 %1768, %1776
  br i1 %1777, label %if.then384, label %if.else385

for.cond373:                                      ; preds = %for.body374, %for.body370
  %j376 = phi i32 [ 0, %for.body370 ], [ %1795, %for.body374 ]
  %1778 = icmp slt i32 %j376, %tl_lo16
  br i1 %1778, label %for.body374, label %for.end375

for.body374:                                      ; preds = %for.cond373
  %1779 = sext i32 %i372 to i64
  %1780 = mul nsw i64 %1779, 512
  %1781 = sext i32 %j376 to i64
  %1782 = add nsw i64 %1780, %1781
  %1783 = getelementptr inbounds float, ptr %X_f, i64 %1782
  %1784 = load float, ptr %1783, align 4
  %1785 = sext i32 %i372 to i64
  %1786 = getelementptr inbounds float, ptr %ss, i64 %1785
  %1787 = load float, ptr %1786, align 4
  %1788 = fmul float %1784, %1787
  %1789 = fmul float %1788, 0.000000e+00
  %1790 = sext i32 %i372 to i64
  %1791 = mul nsw i64 %1790, 512
  %1792 = sext i32 %j376 to i64
  %1793 = add nsw i64 %1791, %1792
  %1794 = getelementptr inbounds float, ptr %X_f, i64 %1793
  store float %1789, ptr %1794, align 4
  %1795 = add nsw i32 %j376, 1
  br label %for.cond373, !llvm.loop !87

for.end375:                                       ; preds = %for.cond373
  %1796 = sub i32 %tl_hi17, %tl_lo16
  br label %for.cond377

for.cond377:                                      ; preds = %for.body378, %for.end375
  %j9 = phi i32 [ 0, %for.end375 ], [ %1824, %for.body378 ]
  %1797 = icmp slt i32 %j9, %1796
  br i1 %1797, label %for.body378, label %for.end379

for.body378:                                      ; preds = %for.cond377
  %1798 = sext i32 %i372 to i64
  %1799 = mul nsw i64 %1798, 512
  %1800 = add i32 %tl_lo16, %j9
  %1801 = sext i32 %1800 to i64
  %1802 = add nsw i64 %1799, %1801
  %1803 = getelementptr inbounds float, ptr %X_f, i64 %1802
  %1804 = load float, ptr %1803, align 4
  %1805 = sext i32 %i372 to i64
  %1806 = getelementptr inbounds float, ptr %ss, i64 %1805
  %1807 = load float, ptr %1806, align 4
  %1808 = fmul float %1804, %1807
  %1809 = mul i32 %t, 512
  %1810 = sext i32 %1809 to i64
  %1811 = sext i32 %tl_lo16 to i64
  %1812 = sext i32 %j9 to i64
  %1813 = add i64 %1811, %1812
  %1814 = add i64 %1810, %1813
  %1815 = getelementptr inbounds float, ptr %W, i64 %1814
  %1816 = load float, ptr %1815, align 4
  %1817 = fmul float %1808, %1816
  %1818 = sext i32 %i372 to i64
  %1819 = mul nsw i64 %1818, 512
  %1820 = add i32 %tl_lo16, %j9
  %1821 = sext i32 %1820 to i64
  %1822 = add nsw i64 %1819, %1821
  %1823 = getelementptr inbounds float, ptr %X_f, i64 %1822
  store float %1817, ptr %1823, align 4
  %1824 = add nsw i32 %j9, 1
  br label %for.cond377, !llvm.loop !88

for.end379:                                       ; preds = %for.cond377
  %1825 = sub i32 512, %tl_hi17
  br label %for.cond380

for.cond380:                                      ; preds = %for.body381, %for.end379
  %j9383 = phi i32 [ 0, %for.end379 ], [ %1845, %for.body381 ]
  %1826 = icmp slt i32 %j9383, %1825
  br i1 %1826, label %for.body381, label %for.end382

for.body381:                                      ; preds = %for.cond380
  %1827 = sext i32 %i372 to i64
  %1828 = mul nsw i64 %1827, 512
  %1829 = add i32 %tl_hi17, %j9383
  %1830 = sext i32 %1829 to i64
  %1831 = add nsw i64 %1828, %1830
  %1832 = getelementptr inbounds float, ptr %X_f, i64 %1831
  %1833 = load float, ptr %1832, align 4
  %1834 = sext i32 %i372 to i64
  %1835 = getelementptr inbounds float, ptr %ss, i64 %1834
  %1836 = load float, ptr %1835, align 4
  %1837 = fmul float %1833, %1836
  %1838 = fmul float %1837, 0.000000e+00
  %1839 = sext i32 %i372 to i64
  %1840 = mul nsw i64 %1839, 512
  %1841 = add i32 %tl_hi17, %j9383
  %1842 = sext i32 %1841 to i64
  %1843 = add nsw i64 %1840, %1842
  %1844 = getelementptr inbounds float, ptr %X_f, i64 %1843
  store float %1838, ptr %1844, align 4
  %1845 = add nsw i32 %j9383, 1
  br label %for.cond380, !llvm.loop !89

for.end382:                                       ; preds = %for.cond380
  %1846 = add nsw i32 %i372, 1
  br label %for.cond369, !llvm.loop !90

if.then384:                                       ; preds = %for.end371
  br label %for.cond387

if.else385:                                       ; preds = %for.end371
  br label %for.cond398

if.end386:                                        ; preds = %for.end400, %for.end389
  %1847 = add nsw i32 %c337, 1
  br label %for.cond334, !llvm.loop !91

for.cond387:                                      ; preds = %if.end393, %if.then384
  %i7390 = phi i32 [ 0, %if.then384 ], [ %1867, %if.end393 ]
  %1848 = icmp slt i32 %i7390, 4
  br i1 %1848, label %for.body388, label %for.end389

for.body388:                                      ; preds = %for.cond387
  %1849 = sext i32 %M to i64
  %1850 = sext i32 %N to i64
  %1851 = mul i64 %1849, %1850
  %1852 = icmp sge i64 %1851, 8388608
  br i1 %1852, label %if.then391, label %if.else392

for.end389:                                       ; preds = %for.cond387
  br label %if.end386

if.then391:                                       ; preds = %for.body388
  %1853 = mul i32 %bx, 4
  %1854 = add i32 %1853, %i7390
  %1855 = sext i32 %1854 to i64
  %1856 = sext i32 %N to i64
  %1857 = mul nsw i64 %1855, %1856
  %1858 = mul i32 %t, 512
  %1859 = add i32 %1858, 0
  %1860 = sext i32 %1859 to i64
  %1861 = add nsw i64 %1857, %1860
  %1862 = getelementptr inbounds float, ptr %Y, i64 %1861
  %1863 = sext i32 %i7390 to i64
  %1864 = mul nsw i64 %1863, 512
  %1865 = add nsw i64 %1864, 0
  %1866 = getelementptr inbounds float, ptr %X_f, i64 %1865
  call void @tilec_rt_stream(ptr %1862, ptr %1866, i64 2048)
  br label %if.end393

if.else392:                                       ; preds = %for.body388
  br label %for.cond394

if.end393:                                        ; preds = %for.end396, %if.then391
  %1867 = add nsw i32 %i7390, 1
  br label %for.cond387, !llvm.loop !92

for.cond394:                                      ; preds = %for.body395, %if.else392
  %j2397 = phi i32 [ 0, %if.else392 ], [ %1885, %for.body395 ]
  %1868 = icmp slt i32 %j2397, 512
  br i1 %1868, label %for.body395, label %for.end396

for.body395:                                      ; preds = %for.cond394
  %1869 = sext i32 %i7390 to i64
  %1870 = mul nsw i64 %1869, 512
  %1871 = sext i32 %j2397 to i64
  %1872 = add nsw i64 %1870, %1871
  %1873 = getelementptr inbounds float, ptr %X_f, i64 %1872
  %1874 = load float, ptr %1873, align 4
  %1875 = mul i32 %bx, 4
  %1876 = add i32 %1875, %i7390
  %1877 = sext i32 %1876 to i64
  %1878 = sext i32 %N to i64
  %1879 = mul nsw i64 %1877, %1878
  %1880 = mul i32 %t, 512
  %1881 = add i32 %1880, %j2397
  %1882 = sext i32 %1881 to i64
  %1883 = add nsw i64 %1879, %1882
  %1884 = getelementptr inbounds float, ptr %Y, i64 %1883
  store float %1874, ptr %1884, align 4
  %1885 = add nsw i32 %j2397, 1
  br label %for.cond394, !llvm.loop !93

for.end396:                                       ; preds = %for.cond394
  br label %if.end393

for.cond398:                                      ; preds = %for.end404, %if.else385
  %i7401 = phi i32 [ 0, %if.else385 ], [ %1913, %for.end404 ]
  %1886 = icmp slt i32 %i7401, 4
  br i1 %1886, label %for.body399, label %for.end400

for.body399:                                      ; preds = %for.cond398
  br label %for.cond402

for.end400:                                       ; preds = %for.cond398
  br label %if.end386

for.cond402:                                      ; preds = %if.end408, %for.body399
  %j2405 = phi i32 [ 0, %for.body399 ], [ %1930, %if.end408 ]
  %1887 = icmp slt i32 %j2405, 512
  br i1 %1887, label %for.body403, label %for.end404

for.body403:                                      ; preds = %for.cond402
  %1888 = mul i32 %bx, 4
  %1889 = sext i32 %1888 to i64
  %1890 = sext i32 %i7401 to i64
  %1891 = add i64 %1889, %1890
  %1892 = icmp sle i64 0, %1891
  %1893 = mul i32 %bx, 4
  %1894 = sext i32 %1893 to i64
  %1895 = sext i32 %i7401 to i64
  %1896 = add i64 %1894, %1895
  %1897 = sext i32 %M to i64
  %1898 = icmp slt i64 %1896, %1897
  %1899 = and i1 %1892, %1898
  %1900 = mul i32 %t, 512
  %1901 = sext i32 %1900 to i64
  %1902 = sext i32 %j2405 to i64
  %1903 = add i64 %1901, %1902
  %1904 = icmp sle i64 0, %1903
  %1905 = mul i32 %t, 512
  %1906 = sext i32 %1905 to i64
  %1907 = sext i32 %j2405 to i64
  %1908 = add i64 %1906, %1907
  %1909 = sext i32 %N to i64
  %1910 = icmp slt i64 %1908, %1909
  %1911 = and i1 %1904, %1910
  %1912 = and i1 %1899, %1911
  br i1 %1912, label %if.then406, label %if.else407

for.end404:                                       ; preds = %for.cond402
  %1913 = add nsw i32 %i7401, 1
  br label %for.cond398, !llvm.loop !94

if.then406:                                       ; preds = %for.body403
  %1914 = sext i32 %i7401 to i64
  %1915 = mul nsw i64 %1914, 512
  %1916 = sext i32 %j2405 to i64
  %1917 = add nsw i64 %1915, %1916
  %1918 = getelementptr inbounds float, ptr %X_f, i64 %1917
  %1919 = load float, ptr %1918, align 4
  %1920 = mul i32 %bx, 4
  %1921 = add i32 %1920, %i7401
  %1922 = sext i32 %1921 to i64
  %1923 = sext i32 %N to i64
  %1924 = mul nsw i64 %1922, %1923
  %1925 = mul i32 %t, 512
  %1926 = add i32 %1925, %j2405
  %1927 = sext i32 %1926 to i64
  %1928 = add nsw i64 %1924, %1927
  %1929 = getelementptr inbounds float, ptr %Y, i64 %1928
  store float %1919, ptr %1929, align 4
  br label %if.end408

if.else407:                                       ; preds = %for.body403
  br label %if.end408

if.end408:                                        ; preds = %if.else407, %if.then406
  %1930 = add nsw i32 %j2405, 1
  br label %for.cond402, !llvm.loop !95
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nounwind
define internal void @rmsnorm_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_rmsnorm, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_rmsnorm, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_rmsnorm, ptr %ctx, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %tilec_args_rmsnorm, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_rmsnorm, ptr %ctx, i32 0, i32 4
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %tilec_args_rmsnorm, ptr %ctx, i32 0, i32 5
  %11 = getelementptr inbounds [3 x i64], ptr %10, i64 0, i64 0
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds [3 x i64], ptr %10, i64 0, i64 1
  %14 = load i64, ptr %13, align 8
  %15 = getelementptr inbounds [3 x i64], ptr %10, i64 0, i64 2
  %16 = load i64, ptr %15, align 8
  %17 = srem i64 %block, %12
  %18 = sdiv i64 %block, %12
  %19 = srem i64 %18, %14
  %20 = mul i64 %12, %14
  %21 = sdiv i64 %block, %20
  %22 = trunc i64 %17 to i32
  call void @rmsnorm_block(ptr %1, ptr %3, ptr %5, i32 %7, i32 %9, i32 %22)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_rmsnorm(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_rmsnorm, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_rmsnorm, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_rmsnorm, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %args, i64 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %tilec_args_rmsnorm, ptr %a, i32 0, i32 2
  store ptr %9, ptr %10, align 8
  %11 = getelementptr inbounds i64, ptr %dims, i64 0
  %12 = load i64, ptr %11, align 8
  %M = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_rmsnorm, ptr %a, i32 0, i32 3
  store i32 %M, ptr %13, align 4
  %14 = getelementptr inbounds i64, ptr %dims, i64 1
  %15 = load i64, ptr %14, align 8
  %N = trunc i64 %15 to i32
  %16 = getelementptr inbounds %tilec_args_rmsnorm, ptr %a, i32 0, i32 4
  store i32 %N, ptr %16, align 4
  %17 = getelementptr inbounds %tilec_args_rmsnorm, ptr %a, i32 0, i32 5
  %18 = icmp sle i32 %N, 256
  %19 = select i1 %18, i32 32, i32 4
  %20 = sext i32 %M to i64
  %21 = sext i32 %19 to i64
  %22 = icmp eq i64 %21, 0
  %23 = icmp eq i64 %21, -1
  %24 = or i1 %22, %23
  %25 = select i1 %24, i64 1, i64 %21
  %26 = sdiv i64 %20, %25
  %27 = sub i64 0, %20
  %28 = select i1 %23, i64 %27, i64 %26
  %29 = icmp eq i64 %21, 0
  %30 = icmp eq i64 %21, -1
  %31 = or i1 %29, %30
  %32 = select i1 %31, i64 1, i64 %21
  %33 = srem i64 %20, %32
  %34 = icmp ne i64 %33, 0
  %35 = icmp slt i64 %20, 0
  %36 = icmp slt i64 %21, 0
  %37 = icmp eq i1 %35, %36
  %38 = and i1 %34, %37
  %39 = zext i1 %38 to i64
  %40 = add i64 %28, %39
  %41 = trunc i64 %40 to i32
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [3 x i64], ptr %17, i64 0, i64 0
  store i64 %42, ptr %43, align 8
  %44 = icmp sgt i64 %42, 0
  %45 = mul i64 1, %42
  %46 = getelementptr inbounds [3 x i64], ptr %17, i64 0, i64 1
  store i64 1, ptr %46, align 8
  %47 = and i1 %44, true
  %48 = mul i64 %45, 1
  %49 = getelementptr inbounds [3 x i64], ptr %17, i64 0, i64 2
  store i64 1, ptr %49, align 8
  %50 = and i1 %47, true
  %51 = mul i64 %48, 1
  br i1 %50, label %run, label %empty

run:                                              ; preds = %body
  %52 = call i32 @tilec_rt_run_blocks(i64 %51, i32 %nworkers, ptr @rmsnorm_task, ptr %a)
  ret i32 %52

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
!20 = distinct !{!20, !1, !2}
!21 = distinct !{!21, !1, !2}
!22 = distinct !{!22, !1, !2}
!23 = distinct !{!23, !1}
!24 = distinct !{!24, !1, !2}
!25 = distinct !{!25, !1, !2}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !1, !2}
!28 = distinct !{!28, !1}
!29 = distinct !{!29, !1}
!30 = distinct !{!30, !1}
!31 = distinct !{!31, !1}
!32 = distinct !{!32, !1}
!33 = distinct !{!33, !1}
!34 = distinct !{!34, !1}
!35 = distinct !{!35, !1, !2}
!36 = distinct !{!36, !1, !2}
!37 = distinct !{!37, !1}
!38 = distinct !{!38, !1, !2}
!39 = distinct !{!39, !1, !2}
!40 = distinct !{!40, !1, !2}
!41 = distinct !{!41, !1}
!42 = distinct !{!42, !1, !2}
!43 = distinct !{!43, !1, !2}
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
!55 = distinct !{!55, !1}
!56 = distinct !{!56, !1, !2}
!57 = distinct !{!57, !1, !2}
!58 = distinct !{!58, !1}
!59 = distinct !{!59, !1, !2}
!60 = distinct !{!60, !1}
!61 = distinct !{!61, !1, !2}
!62 = distinct !{!62, !1, !2}
!63 = distinct !{!63, !1, !2}
!64 = distinct !{!64, !1, !2}
!65 = distinct !{!65, !1}
!66 = distinct !{!66, !1, !2}
!67 = distinct !{!67, !1}
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
!79 = distinct !{!79, !1, !2}
!80 = distinct !{!80, !1, !2}
!81 = distinct !{!81, !1}
!82 = distinct !{!82, !1, !2}
!83 = distinct !{!83, !1, !2}
!84 = distinct !{!84, !1, !2}
!85 = distinct !{!85, !1, !2}
!86 = distinct !{!86, !1}
!87 = distinct !{!87, !1, !2}
!88 = distinct !{!88, !1, !2}
!89 = distinct !{!89, !1, !2}
!90 = distinct !{!90, !1}
!91 = distinct !{!91, !1}
!92 = distinct !{!92, !1}
!93 = distinct !{!93, !1}
!94 = distinct !{!94, !1}
!95 = distinct !{!95, !1}
