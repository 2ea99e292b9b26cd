; ModuleID = 'softmax.tile'
source_filename = "softmax.tile"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%tilec_args_softmax = type { ptr, ptr, i32, i32, [3 x i64] }

; Function Attrs: nounwind
define internal void @softmax_block(ptr noalias %X, ptr noalias %Y, i32 %M, i32 %N, i32 %bx) #0 {
entry:
  %tl_lanes_13 = alloca [32 x float], align 64
  %tl_lanes_14 = alloca [32 x float], align 64
  %X_s = alloca [8192 x float], align 64
  %m_s = alloca [32 x float], align 64
  %l_s = alloca [32 x float], align 64
  %X_f = alloca [2048 x float], align 64
  %m = alloca [4 x float], align 64
  %l = alloca [4 x float], align 64
  %tl_lanes_15 = alloca [32 x float], align 64
  %tl_lanes_16 = alloca [32 x float], align 64
  %tl_lanes_17 = alloca [32 x float], align 64
  %tl_lanes_18 = alloca [32 x float], align 64
  %X_r = alloca [4096 x float], align 64
  %m_r = alloca [1 x float], align 64
  %l_r = alloca [1 x float], align 64
  %tl_lanes_19 = alloca [32 x float], align 64
  %tl_lanes_20 = alloca [32 x float], align 64
  %m_prev = alloca [4 x float], align 64
  %tile_sum = alloca [4 x float], align 64
  br label %body

body:                                             ; preds = %entry
  %0 = icmp sle i32 %N, 256
  br i1 %0, label %if.then, label %if.else

if.then:                                          ; preds = %body
  call void @llvm.memset.p0.i64(ptr align 64 %m_s, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %l_s, i8 0, i64 128, i1 false)
  br label %for.cond

if.else:                                          ; preds = %body
  call void @llvm.memset.p0.i64(ptr align 64 %X_f, i8 0, i64 8192, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %m, i8 0, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %l, i8 0, i64 16, i1 false)
  %1 = icmp sle i32 %N, 512
  br i1 %1, label %if.then133, label %if.else134

if.end:                                           ; preds = %if.end135, %for.end125
  ret void

for.cond:                                         ; preds = %for.end16, %if.then
  %i = phi i32 [ 0, %if.then ], [ %131, %for.end16 ]
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
  %80 = select i1 %79, float 0.000000e+00, float 0xFFF0000000000000
  %81 = sext i32 %i to i64
  %82 = mul nsw i64 %81, 256
  %83 = sext i32 %j to i64
  %84 = add nsw i64 %82, %83
  %85 = getelementptr inbounds float, ptr %X_s, i64 %84
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
  %j3 = phi i32 [ 0, %if.then4 ], [ %114, %for.body8 ]
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
  %108 = sext i32 %i to i64
  %109 = mul nsw i64 %108, 256
  %110 = add i32 0, %j3
  %111 = sext i32 %110 to i64
  %112 = add nsw i64 %109, %111
  %113 = getelementptr inbounds float, ptr %X_s, i64 %112
  store float %107, ptr %113, align 4
  %114 = add nsw i32 %j3, 1
  br label %for.cond7, !llvm.loop !3

for.end9:                                         ; preds = %for.cond7
  br label %if.end6

for.cond10:                                       ; preds = %for.body11, %if.else5
  %j313 = phi i32 [ 0, %if.else5 ], [ %122, %for.body11 ]
  %115 = icmp slt i32 %j313, %95
  br i1 %115, label %for.body11, label %for.end12

for.body11:                                       ; preds = %for.cond10
  %116 = sext i32 %i to i64
  %117 = mul nsw i64 %116, 256
  %118 = add i32 0, %j313
  %119 = sext i32 %118 to i64
  %120 = add nsw i64 %117, %119
  %121 = getelementptr inbounds float, ptr %X_s, i64 %120
  store float 0.000000e+00, ptr %121, align 4
  %122 = add nsw i32 %j313, 1
  br label %for.cond10, !llvm.loop !4

for.end12:                                        ; preds = %for.cond10
  br label %if.end6

for.cond14:                                       ; preds = %for.body15, %if.end6
  %j317 = phi i32 [ 0, %if.end6 ], [ %130, %for.body15 ]
  %123 = icmp slt i32 %j317, %96
  br i1 %123, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  %124 = sext i32 %i to i64
  %125 = mul nsw i64 %124, 256
  %126 = add i32 %tl_hi1, %j317
  %127 = sext i32 %126 to i64
  %128 = add nsw i64 %125, %127
  %129 = getelementptr inbounds float, ptr %X_s, i64 %128
  store float 0xFFF0000000000000, ptr %129, align 4
  %130 = add nsw i32 %j317, 1
  br label %for.cond14, !llvm.loop !5

for.end16:                                        ; preds = %for.cond14
  %131 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !6

for.cond18:                                       ; preds = %for.end65, %for.end
  %i1 = phi i32 [ 0, %for.end ], [ %329, %for.end65 ]
  %132 = icmp slt i32 %i1, 32
  br i1 %132, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  br label %for.cond21

for.end20:                                        ; preds = %for.cond18
  br label %for.cond69

for.cond21:                                       ; preds = %for.body22, %for.body19
  %lane = phi i32 [ 0, %for.body19 ], [ %157, %for.body22 ]
  %133 = icmp slt i32 %lane, 32
  br i1 %133, label %for.body22, label %for.end23

for.body22:                                       ; preds = %for.cond21
  %134 = sext i32 %i1 to i64
  %135 = mul nsw i64 %134, 256
  %136 = sext i32 %lane to i64
  %137 = add nsw i64 %135, %136
  %138 = getelementptr inbounds float, ptr %X_s, i64 %137
  %139 = load float, ptr %138, align 4
  %140 = sext i32 %i1 to i64
  %141 = mul nsw i64 %140, 256
  %142 = sext i32 %lane to i64
  %143 = add nsw i64 %141, %142
  %144 = getelementptr inbounds float, ptr %X_s, i64 %143
  %145 = load float, ptr %144, align 4
  %146 = fcmp une float %139, %145
  %147 = sext i32 %i1 to i64
  %148 = mul nsw i64 %147, 256
  %149 = sext i32 %lane to i64
  %150 = add nsw i64 %148, %149
  %151 = call i64 @llvm.umin.i64(i64 %150, i64 8191)
  %152 = getelementptr inbounds float, ptr %X_s, i64 %151
  %153 = load float, ptr %152, align 4
  %154 = select i1 %146, float 0xFFF0000000000000, float %153
  %155 = sext i32 %lane to i64
  %156 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %155
  store float %154, ptr %156, align 4
  %157 = add nsw i32 %lane, 1
  br label %for.cond21, !llvm.loop !7

for.end23:                                        ; preds = %for.cond21
  %158 = sub i32 %77, 1
  %159 = icmp slt i32 %158, 0
  %160 = sub i32 %77, 1
  %161 = select i1 %159, i32 0, i32 %160
  %tl_steps1 = select i1 true, i32 %161, i32 7
  %162 = sdiv i32 %tl_steps1, 2
  %163 = sub i32 0, %tl_steps1
  %164 = select i1 false, i32 %163, i32 %162
  br label %for.cond24

for.cond24:                                       ; preds = %for.end29, %for.end23
  %red48 = phi i32 [ 0, %for.end23 ], [ %224, %for.end29 ]
  %165 = icmp slt i32 %red48, %164
  br i1 %165, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  br label %for.cond27

for.end26:                                        ; preds = %for.cond24
  %166 = srem i32 %tl_steps1, 2
  %167 = icmp eq i32 %166, 1
  br i1 %167, label %if.then31, label %if.else32

for.cond27:                                       ; preds = %for.body28, %for.body25
  %lane30 = phi i32 [ 0, %for.body25 ], [ %223, %for.body28 ]
  %168 = icmp slt i32 %lane30, 32
  br i1 %168, label %for.body28, label %for.end29

for.body28:                                       ; preds = %for.cond27
  %169 = sext i32 %i1 to i64
  %170 = mul nsw i64 %169, 256
  %171 = mul i32 2, %red48
  %172 = add i32 %171, 1
  %173 = mul i32 %172, 32
  %174 = add i32 %173, %lane30
  %175 = sext i32 %174 to i64
  %176 = add nsw i64 %170, %175
  %177 = getelementptr inbounds float, ptr %X_s, i64 %176
  %178 = load float, ptr %177, align 4
  %179 = sext i32 %lane30 to i64
  %180 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %179
  %181 = load float, ptr %180, align 4
  %182 = fcmp ogt float %178, %181
  %183 = sext i32 %i1 to i64
  %184 = mul nsw i64 %183, 256
  %185 = mul i32 2, %red48
  %186 = add i32 %185, 1
  %187 = mul i32 %186, 32
  %188 = add i32 %187, %lane30
  %189 = sext i32 %188 to i64
  %190 = add nsw i64 %184, %189
  %191 = call i64 @llvm.umin.i64(i64 %190, i64 8191)
  %192 = getelementptr inbounds float, ptr %X_s, i64 %191
  %193 = load float, ptr %192, align 4
  %194 = sext i32 %lane30 to i64
  %195 = call i64 @llvm.umin.i64(i64 %194, i64 31)
  %196 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %195
  %197 = load float, ptr %196, align 4
  %tl_pair49 = select i1 %182, float %193, float %197
  %198 = sext i32 %i1 to i64
  %199 = mul nsw i64 %198, 256
  %200 = mul i32 2, %red48
  %201 = add i32 %200, 2
  %202 = mul i32 %201, 32
  %203 = add i32 %202, %lane30
  %204 = sext i32 %203 to i64
  %205 = add nsw i64 %199, %204
  %206 = getelementptr inbounds float, ptr %X_s, i64 %205
  %207 = load float, ptr %206, align 4
  %208 = fcmp ogt float %207, %tl_pair49
  %209 = sext i32 %i1 to i64
  %210 = mul nsw i64 %209, 256
  %211 = mul i32 2, %red48
  %212 = add i32 %211, 2
  %213 = mul i32 %212, 32
  %214 = add i32 %213, %lane30
  %215 = sext i32 %214 to i64
  %216 = add nsw i64 %210, %215
  %217 = call i64 @llvm.umin.i64(i64 %216, i64 8191)
  %218 = getelementptr inbounds float, ptr %X_s, i64 %217
  %219 = load float, ptr %218, align 4
  %220 = select i1 %208, float %219, float %tl_pair49
  %221 = sext i32 %lane30 to i64
  %222 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %221
  store float %220, ptr %222, align 4
  %223 = add nsw i32 %lane30, 1
  br label %for.cond27, !llvm.loop !8

for.end29:                                        ; preds = %for.cond27
  %224 = add nsw i32 %red48, 1
  br label %for.cond24, !llvm.loop !9

if.then31:                                        ; preds = %for.end26
  br label %for.cond34

if.else32:                                        ; preds = %for.end26
  br label %if.end33

if.end33:                                         ; preds = %if.else32, %for.end36
  %225 = icmp slt i32 %tl_steps1, 7
  br i1 %225, label %if.then38, label %if.else39

for.cond34:                                       ; preds = %for.body35, %if.then31
  %lane37 = phi i32 [ 0, %if.then31 ], [ %255, %for.body35 ]
  %226 = icmp slt i32 %lane37, 32
  br i1 %226, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  %227 = sext i32 %i1 to i64
  %228 = mul nsw i64 %227, 256
  %229 = mul i32 %tl_steps1, 32
  %230 = add i32 %229, %lane37
  %231 = sext i32 %230 to i64
  %232 = add nsw i64 %228, %231
  %233 = getelementptr inbounds float, ptr %X_s, i64 %232
  %234 = load float, ptr %233, align 4
  %235 = sext i32 %lane37 to i64
  %236 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %235
  %237 = load float, ptr %236, align 4
  %238 = fcmp ogt float %234, %237
  %239 = sext i32 %i1 to i64
  %240 = mul nsw i64 %239, 256
  %241 = mul i32 %tl_steps1, 32
  %242 = add i32 %241, %lane37
  %243 = sext i32 %242 to i64
  %244 = add nsw i64 %240, %243
  %245 = call i64 @llvm.umin.i64(i64 %244, i64 8191)
  %246 = getelementptr inbounds float, ptr %X_s, i64 %245
  %247 = load float, ptr %246, align 4
  %248 = sext i32 %lane37 to i64
  %249 = call i64 @llvm.umin.i64(i64 %248, i64 31)
  %250 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %249
  %251 = load float, ptr %250, align 4
  %252 = select i1 %238, float %247, float %251
  %253 = sext i32 %lane37 to i64
  %254 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %253
  store float %252, ptr %254, align 4
  %255 = add nsw i32 %lane37, 1
  br label %for.cond34, !llvm.loop !10

for.end36:                                        ; preds = %for.cond34
  br label %if.end33

if.then38:                                        ; preds = %if.end33
  %256 = getelementptr inbounds float, ptr %tl_lanes_13, i64 0
  %257 = load float, ptr %256, align 4
  %258 = fcmp ogt float 0xFFF0000000000000, %257
  %259 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %260 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %259
  %261 = load float, ptr %260, align 4
  %262 = select i1 %258, float 0xFFF0000000000000, float %261
  %263 = getelementptr inbounds float, ptr %tl_lanes_13, i64 0
  store float %262, ptr %263, align 4
  br label %if.end40

if.else39:                                        ; preds = %if.end33
  br label %if.end40

if.end40:                                         ; preds = %if.else39, %if.then38
  br label %for.cond41

for.cond41:                                       ; preds = %for.body42, %if.end40
  %lane44 = phi i32 [ 0, %if.end40 ], [ %274, %for.body42 ]
  %264 = icmp slt i32 %lane44, 16
  br i1 %264, label %for.body42, label %for.end43

for.body42:                                       ; preds = %for.cond41
  %265 = sext i32 %lane44 to i64
  %266 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %265
  %lane_acc = load float, ptr %266, align 4
  %267 = add i32 %lane44, 16
  %268 = sext i32 %267 to i64
  %269 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %268
  %lane_next = load float, ptr %269, align 4
  %270 = fcmp ogt float %lane_next, %lane_acc
  %271 = select i1 %270, float %lane_next, float %lane_acc
  %272 = sext i32 %lane44 to i64
  %273 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %272
  store float %271, ptr %273, align 4
  %274 = add nsw i32 %lane44, 1
  br label %for.cond41, !llvm.loop !11

for.end43:                                        ; preds = %for.cond41
  br label %for.cond45

for.cond45:                                       ; preds = %for.body46, %for.end43
  %lane48 = phi i32 [ 0, %for.end43 ], [ %285, %for.body46 ]
  %275 = icmp slt i32 %lane48, 8
  br i1 %275, label %for.body46, label %for.end47

for.body46:                                       ; preds = %for.cond45
  %276 = sext i32 %lane48 to i64
  %277 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %276
  %lane_acc49 = load float, ptr %277, align 4
  %278 = add i32 %lane48, 8
  %279 = sext i32 %278 to i64
  %280 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %279
  %lane_next50 = load float, ptr %280, align 4
  %281 = fcmp ogt float %lane_next50, %lane_acc49
  %282 = select i1 %281, float %lane_next50, float %lane_acc49
  %283 = sext i32 %lane48 to i64
  %284 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %283
  store float %282, ptr %284, align 4
  %285 = add nsw i32 %lane48, 1
  br label %for.cond45, !llvm.loop !12

for.end47:                                        ; preds = %for.cond45
  br label %for.cond51

for.cond51:                                       ; preds = %for.body52, %for.end47
  %lane54 = phi i32 [ 0, %for.end47 ], [ %296, %for.body52 ]
  %286 = icmp slt i32 %lane54, 4
  br i1 %286, label %for.body52, label %for.end53

for.body52:                                       ; preds = %for.cond51
  %287 = sext i32 %lane54 to i64
  %288 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %287
  %lane_acc55 = load float, ptr %288, align 4
  %289 = add i32 %lane54, 4
  %290 = sext i32 %289 to i64
  %291 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %290
  %lane_next56 = load float, ptr %291, align 4
  %292 = fcmp ogt float %lane_next56, %lane_acc55
  %293 = select i1 %292, float %lane_next56, float %lane_acc55
  %294 = sext i32 %lane54 to i64
  %295 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %294
  store float %293, ptr %295, align 4
  %296 = add nsw i32 %lane54, 1
  br label %for.cond51, !llvm.loop !13

for.end53:                                        ; preds = %for.cond51
  br label %for.cond57

for.cond57:                                       ; preds = %for.body58, %for.end53
  %lane60 = phi i32 [ 0, %for.end53 ], [ %307, %for.body58 ]
  %297 = icmp slt i32 %lane60, 2
  br i1 %297, label %for.body58, label %for.end59

for.body58:                                       ; preds = %for.cond57
  %298 = sext i32 %lane60 to i64
  %299 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %298
  %lane_acc61 = load float, ptr %299, align 4
  %300 = add i32 %lane60, 2
  %301 = sext i32 %300 to i64
  %302 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %301
  %lane_next62 = load float, ptr %302, align 4
  %303 = fcmp ogt float %lane_next62, %lane_acc61
  %304 = select i1 %303, float %lane_next62, float %lane_acc61
  %305 = sext i32 %lane60 to i64
  %306 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %305
  store float %304, ptr %306, align 4
  %307 = add nsw i32 %lane60, 1
  br label %for.cond57, !llvm.loop !14

for.end59:                                        ; preds = %for.cond57
  br label %for.cond63

for.cond63:                                       ; preds = %for.body64, %for.end59
  %lane66 = phi i32 [ 0, %for.end59 ], [ %318, %for.body64 ]
  %308 = icmp slt i32 %lane66, 1
  br i1 %308, label %for.body64, label %for.end65

for.body64:                                       ; preds = %for.cond63
  %309 = sext i32 %lane66 to i64
  %310 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %309
  %lane_acc67 = load float, ptr %310, align 4
  %311 = add i32 %lane66, 1
  %312 = sext i32 %311 to i64
  %313 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %312
  %lane_next68 = load float, ptr %313, align 4
  %314 = fcmp ogt float %lane_next68, %lane_acc67
  %315 = select i1 %314, float %lane_next68, float %lane_acc67
  %316 = sext i32 %lane66 to i64
  %317 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %316
  store float %315, ptr %317, align 4
  %318 = add nsw i32 %lane66, 1
  br label %for.cond63, !llvm.loop !15

for.end65:                                        ; preds = %for.cond63
  %319 = sext i32 %i1 to i64
  %320 = getelementptr inbounds float, ptr %m_s, i64 %319
  store float 0xFFF0000000000000, ptr %320, align 4
  %321 = sext i32 %i1 to i64
  %322 = getelementptr inbounds float, ptr %m_s, i64 %321
  %323 = load float, ptr %322, align 4
  %324 = getelementptr inbounds float, ptr %tl_lanes_13, i64 0
  %325 = load float, ptr %324, align 4
  %326 = call float @llvm.maxnum.f32(float %323, float %325)
  %327 = sext i32 %i1 to i64
  %328 = getelementptr inbounds float, ptr %m_s, i64 %327
  store float %326, ptr %328, align 4
  %329 = add nsw i32 %i1, 1
  br label %for.cond18, !llvm.loop !16

for.cond69:                                       ; preds = %for.end79, %for.end20
  %i72 = phi i32 [ 0, %for.end20 ], [ %475, %for.end79 ]
  %330 = icmp slt i32 %i72, 32
  br i1 %330, label %for.body70, label %for.end71

for.body70:                                       ; preds = %for.cond69
  %331 = sext i32 %N to i64
  %332 = icmp slt i64 %331, 0
  %333 = sext i32 %N to i64
  %334 = icmp sgt i64 %333, 256
  %335 = sext i32 %N to i64
  %336 = select i1 %334, i64 256, i64 %335
  %337 = select i1 %332, i64 0, i64 %336
  %338 = icmp slt i64 %337, 0
  %339 = sext i32 %N to i64
  %340 = icmp slt i64 %339, 0
  %341 = sext i32 %N to i64
  %342 = icmp sgt i64 %341, 256
  %343 = sext i32 %N to i64
  %344 = select i1 %342, i64 256, i64 %343
  %345 = select i1 %340, i64 0, i64 %344
  %346 = select i1 %338, i64 0, i64 %345
  %347 = trunc i64 %346 to i32
  %348 = icmp slt i32 %347, 0
  %349 = sext i32 %N to i64
  %350 = icmp slt i64 %349, 0
  %351 = sext i32 %N to i64
  %352 = icmp sgt i64 %351, 256
  %353 = sext i32 %N to i64
  %354 = select i1 %352, i64 256, i64 %353
  %355 = select i1 %350, i64 0, i64 %354
  %356 = icmp slt i64 %355, 0
  %357 = sext i32 %N to i64
  %358 = icmp slt i64 %357, 0
  %359 = sext i32 %N to i64
  %360 = icmp sgt i64 %359, 256
  %361 = sext i32 %N to i64
  %362 = select i1 %360, i64 256, i64 %361
  %363 = select i1 %358, i64 0, i64 %362
  %364 = select i1 %356, i64 0, i64 %363
  %365 = trunc i64 %364 to i32
  %366 = icmp sgt i32 %365, 256
  %367 = sext i32 %N to i64
  %368 = icmp slt i64 %367, 0
  %369 = sext i32 %N to i64
  %370 = icmp sgt i64 %369, 256
  %371 = sext i32 %N to i64
  %372 = select i1 %370, i64 256, i64 %371
  %373 = select i1 %368, i64 0, i64 %372
  %374 = icmp slt i64 %373, 0
  %375 = sext i32 %N to i64
  %376 = icmp slt i64 %375, 0
  %377 = sext i32 %N to i64
  %378 = icmp sgt i64 %377, 256
  %379 = sext i32 %N to i64
  %380 = select i1 %378, i64 256, i64 %379
  %381 = select i1 %376, i64 0, i64 %380
  %382 = select i1 %374, i64 0, i64 %381
  %383 = trunc i64 %382 to i32
  %384 = select i1 %366, i32 256, i32 %383
  %tl_cols2 = select i1 %348, i32 0, i32 %384
  br label %for.cond73

for.end71:                                        ; preds = %for.cond69
  %385 = sext i32 %N to i64
  %386 = icmp slt i64 %385, 0
  %387 = sext i32 %N to i64
  %388 = icmp sgt i64 %387, 256
  %389 = sext i32 %N to i64
  %390 = select i1 %388, i64 256, i64 %389
  %391 = select i1 %386, i64 0, i64 %390
  %392 = icmp slt i64 %391, 0
  %393 = sext i32 %N to i64
  %394 = icmp slt i64 %393, 0
  %395 = sext i32 %N to i64
  %396 = icmp sgt i64 %395, 256
  %397 = sext i32 %N to i64
  %398 = select i1 %396, i64 256, i64 %397
  %399 = select i1 %394, i64 0, i64 %398
  %400 = select i1 %392, i64 0, i64 %399
  %401 = trunc i64 %400 to i32
  %402 = icmp slt i32 %401, 0
  %403 = sext i32 %N to i64
  %404 = icmp slt i64 %403, 0
  %405 = sext i32 %N to i64
  %406 = icmp sgt i64 %405, 256
  %407 = sext i32 %N to i64
  %408 = select i1 %406, i64 256, i64 %407
  %409 = select i1 %404, i64 0, i64 %408
  %410 = icmp slt i64 %409, 0
  %411 = sext i32 %N to i64
  %412 = icmp slt i64 %411, 0
  %413 = sext i32 %N to i64
  %414 = icmp sgt i64 %413, 256
  %415 = sext i32 %N to i64
  %416 = select i1 %414, i64 256, i64 %415
  %417 = select i1 %412, i64 0, i64 %416
  %418 = select i1 %410, i64 0, i64 %417
  %419 = trunc i64 %418 to i32
  %420 = icmp sgt i32 %419, 256
  %421 = sext i32 %N to i64
  %422 = icmp slt i64 %421, 0
  %423 = sext i32 %N to i64
  %424 = icmp sgt i64 %423, 256
  %425 = sext i32 %N to i64
  %426 = select i1 %424, i64 256, i64 %425
  %427 = select i1 %422, i64 0, i64 %426
  %428 = icmp slt i64 %427, 0
  %429 = sext i32 %N to i64
  %430 = icmp slt i64 %429, 0
  %431 = sext i32 %N to i64
  %432 = icmp sgt i64 %431, 256
  %433 = sext i32 %N to i64
  %434 = select i1 %432, i64 256, i64 %433
  %435 = select i1 %430, i64 0, i64 %434
  %436 = select i1 %428, i64 0, i64 %435
  %437 = trunc i64 %436 to i32
  %438 = select i1 %420, i32 256, i32 %437
  %439 = select i1 %402, i32 0, i32 %438
  %440 = add i32 %439, 31
  %441 = sdiv i32 %440, 32
  %442 = sub i32 0, %440
  %443 = select i1 false, i32 %442, i32 %441
  br label %for.cond80

for.cond73:                                       ; preds = %for.body74, %for.body70
  %j76 = phi i32 [ 0, %for.body70 ], [ %461, %for.body74 ]
  %444 = icmp slt i32 %j76, %tl_cols2
  br i1 %444, label %for.body74, label %for.end75

for.body74:                                       ; preds = %for.cond73
  %445 = sext i32 %i72 to i64
  %446 = mul nsw i64 %445, 256
  %447 = sext i32 %j76 to i64
  %448 = add nsw i64 %446, %447
  %449 = getelementptr inbounds float, ptr %X_s, i64 %448
  %450 = load float, ptr %449, align 4
  %451 = sext i32 %i72 to i64
  %452 = getelementptr inbounds float, ptr %m_s, i64 %451
  %453 = load float, ptr %452, align 4
  %454 = fsub float %450, %453
  %455 = call float @tilec_expf(float %454)
  %456 = sext i32 %i72 to i64
  %457 = mul nsw i64 %456, 256
  %458 = sext i32 %j76 to i64
  %459 = add nsw i64 %457, %458
  %460 = getelementptr inbounds float, ptr %X_s, i64 %459
  store float %455, ptr %460, align 4
  %461 = add nsw i32 %j76, 1
  br label %for.cond73, !llvm.loop !17

for.end75:                                        ; preds = %for.cond73
  %462 = sext i32 %i72 to i64
  %463 = getelementptr inbounds float, ptr %m_s, i64 %462
  %464 = load float, ptr %463, align 4
  %465 = fsub float 0xFFF0000000000000, %464
  %tl_col4 = call float @tilec_expf(float %465)
  %466 = sub i32 256, %tl_cols2
  br label %for.cond77

for.cond77:                                       ; preds = %for.body78, %for.end75
  %j31 = phi i32 [ 0, %for.end75 ], [ %474, %for.body78 ]
  %467 = icmp slt i32 %j31, %466
  br i1 %467, label %for.body78, label %for.end79

for.body78:                                       ; preds = %for.cond77
  %468 = sext i32 %i72 to i64
  %469 = mul nsw i64 %468, 256
  %470 = add i32 %tl_cols2, %j31
  %471 = sext i32 %470 to i64
  %472 = add nsw i64 %469, %471
  %473 = getelementptr inbounds float, ptr %X_s, i64 %472
  store float %tl_col4, ptr %473, align 4
  %474 = add nsw i32 %j31, 1
  br label %for.cond77, !llvm.loop !18

for.end79:                                        ; preds = %for.cond77
  %475 = add nsw i32 %i72, 1
  br label %for.cond69, !llvm.loop !19

for.cond80:                                       ; preds = %for.end121, %for.end71
  %i2 = phi i32 [ 0, %for.end71 ], [ %625, %for.end121 ]
  %476 = icmp slt i32 %i2, 32
  br i1 %476, label %for.body81, label %for.end82

for.body81:                                       ; preds = %for.cond80
  br label %for.cond83

for.end82:                                        ; preds = %for.cond80
  br label %for.cond123

for.cond83:                                       ; preds = %for.body84, %for.body81
  %lane1 = phi i32 [ 0, %for.body81 ], [ %486, %for.body84 ]
  %477 = icmp slt i32 %lane1, 32
  br i1 %477, label %for.body84, label %for.end85

for.body84:                                       ; preds = %for.cond83
  %478 = sext i32 %i2 to i64
  %479 = mul nsw i64 %478, 256
  %480 = sext i32 %lane1 to i64
  %481 = add nsw i64 %479, %480
  %482 = getelementptr inbounds float, ptr %X_s, i64 %481
  %483 = load float, ptr %482, align 4
  %484 = sext i32 %lane1 to i64
  %485 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %484
  store float %483, ptr %485, align 4
  %486 = add nsw i32 %lane1, 1
  br label %for.cond83, !llvm.loop !20

for.end85:                                        ; preds = %for.cond83
  %487 = sext i32 %i2 to i64
  %488 = getelementptr inbounds float, ptr %m_s, i64 %487
  %489 = load float, ptr %488, align 4
  %490 = fsub float 0xFFF0000000000000, %489
  %tl_pad5 = call float @tilec_expf(float %490)
  %491 = fadd float %tl_pad5, %tl_pad5
  %492 = fcmp oeq float %491, %tl_pad5
  %493 = fcmp une float %tl_pad5, %tl_pad5
  %494 = or i1 %492, %493
  %495 = sub i32 %443, 1
  %496 = icmp slt i32 %495, 0
  %497 = sub i32 %443, 1
  %498 = select i1 %496, i32 0, i32 %497
  %tl_steps6 = select i1 %494, i32 %498, i32 7
  %499 = sdiv i32 %tl_steps6, 2
  %500 = sub i32 0, %tl_steps6
  %501 = select i1 false, i32 %500, i32 %499
  br label %for.cond86

for.cond86:                                       ; preds = %for.end91, %for.end85
  %red50 = phi i32 [ 0, %for.end85 ], [ %533, %for.end91 ]
  %502 = icmp slt i32 %red50, %501
  br i1 %502, label %for.body87, label %for.end88

for.body87:                                       ; preds = %for.cond86
  br label %for.cond89

for.end88:                                        ; preds = %for.cond86
  %503 = srem i32 %tl_steps6, 2
  %504 = icmp eq i32 %503, 1
  br i1 %504, label %if.then93, label %if.else94

for.cond89:                                       ; preds = %for.body90, %for.body87
  %lane192 = phi i32 [ 0, %for.body87 ], [ %532, %for.body90 ]
  %505 = icmp slt i32 %lane192, 32
  br i1 %505, label %for.body90, label %for.end91

for.body90:                                       ; preds = %for.cond89
  %506 = sext i32 %lane192 to i64
  %507 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %506
  %508 = load float, ptr %507, align 4
  %509 = sext i32 %i2 to i64
  %510 = mul nsw i64 %509, 256
  %511 = mul i32 2, %red50
  %512 = add i32 %511, 1
  %513 = mul i32 %512, 32
  %514 = add i32 %513, %lane192
  %515 = sext i32 %514 to i64
  %516 = add nsw i64 %510, %515
  %517 = getelementptr inbounds float, ptr %X_s, i64 %516
  %518 = load float, ptr %517, align 4
  %tl_pair51 = fadd float %508, %518
  %519 = sext i32 %i2 to i64
  %520 = mul nsw i64 %519, 256
  %521 = mul i32 2, %red50
  %522 = add i32 %521, 2
  %523 = mul i32 %522, 32
  %524 = add i32 %523, %lane192
  %525 = sext i32 %524 to i64
  %526 = add nsw i64 %520, %525
  %527 = getelementptr inbounds float, ptr %X_s, i64 %526
  %528 = load float, ptr %527, align 4
  %529 = fadd float %tl_pair51, %528
  %530 = sext i32 %lane192 to i64
  %531 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %530
  store float %529, ptr %531, align 4
  %532 = add nsw i32 %lane192, 1
  br label %for.cond89, !llvm.loop !21

for.end91:                                        ; preds = %for.cond89
  %533 = add nsw i32 %red50, 1
  br label %for.cond86, !llvm.loop !22

if.then93:                                        ; preds = %for.end88
  br label %for.cond96

if.else94:                                        ; preds = %for.end88
  br label %if.end95

if.end95:                                         ; preds = %if.else94, %for.end98
  %534 = icmp slt i32 %tl_steps6, 7
  br i1 %534, label %if.then100, label %if.else101

for.cond96:                                       ; preds = %for.body97, %if.then93
  %lane199 = phi i32 [ 0, %if.then93 ], [ %550, %for.body97 ]
  %535 = icmp slt i32 %lane199, 32
  br i1 %535, label %for.body97, label %for.end98

for.body97:                                       ; preds = %for.cond96
  %536 = sext i32 %lane199 to i64
  %537 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %536
  %538 = load float, ptr %537, align 4
  %539 = sext i32 %i2 to i64
  %540 = mul nsw i64 %539, 256
  %541 = mul i32 %tl_steps6, 32
  %542 = add i32 %541, %lane199
  %543 = sext i32 %542 to i64
  %544 = add nsw i64 %540, %543
  %545 = getelementptr inbounds float, ptr %X_s, i64 %544
  %546 = load float, ptr %545, align 4
  %547 = fadd float %538, %546
  %548 = sext i32 %lane199 to i64
  %549 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %548
  store float %547, ptr %549, align 4
  %550 = add nsw i32 %lane199, 1
  br label %for.cond96, !llvm.loop !23

for.end98:                                        ; preds = %for.cond96
  br label %if.end95

if.then100:                                       ; preds = %if.end95
  %551 = getelementptr inbounds float, ptr %tl_lanes_14, i64 0
  %552 = load float, ptr %551, align 4
  %553 = fadd float %552, %tl_pad5
  %554 = getelementptr inbounds float, ptr %tl_lanes_14, i64 0
  store float %553, ptr %554, align 4
  br label %if.end102

if.else101:                                       ; preds = %if.end95
  br label %if.end102

if.end102:                                        ; preds = %if.else101, %if.then100
  br label %for.cond103

for.cond103:                                      ; preds = %for.body104, %if.end102
  %lane1106 = phi i32 [ 0, %if.end102 ], [ %566, %for.body104 ]
  %555 = icmp slt i32 %lane1106, 16
  br i1 %555, label %for.body104, label %for.end105

for.body104:                                      ; preds = %for.cond103
  %556 = sext i32 %lane1106 to i64
  %557 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %556
  %558 = load float, ptr %557, align 4
  %559 = add i32 %lane1106, 16
  %560 = sext i32 %559 to i64
  %561 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %560
  %562 = load float, ptr %561, align 4
  %563 = fadd float %558, %562
  %564 = sext i32 %lane1106 to i64
  %565 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %564
  store float %563, ptr %565, align 4
  %566 = add nsw i32 %lane1106, 1
  br label %for.cond103, !llvm.loop !24

for.end105:                                       ; preds = %for.cond103
  br label %for.cond107

for.cond107:                                      ; preds = %for.body108, %for.end105
  %lane1110 = phi i32 [ 0, %for.end105 ], [ %578, %for.body108 ]
  %567 = icmp slt i32 %lane1110, 8
  br i1 %567, label %for.body108, label %for.end109

for.body108:                                      ; preds = %for.cond107
  %568 = sext i32 %lane1110 to i64
  %569 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %568
  %570 = load float, ptr %569, align 4
  %571 = add i32 %lane1110, 8
  %572 = sext i32 %571 to i64
  %573 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %572
  %574 = load float, ptr %573, align 4
  %575 = fadd float %570, %574
  %576 = sext i32 %lane1110 to i64
  %577 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %576
  store float %575, ptr %577, align 4
  %578 = add nsw i32 %lane1110, 1
  br label %for.cond107, !llvm.loop !25

for.end109:                                       ; preds = %for.cond107
  br label %for.cond111

for.cond111:                                      ; preds = %for.body112, %for.end109
  %lane1114 = phi i32 [ 0, %for.end109 ], [ %590, %for.body112 ]
  %579 = icmp slt i32 %lane1114, 4
  br i1 %579, label %for.body112, label %for.end113

for.body112:                                      ; preds = %for.cond111
  %580 = sext i32 %lane1114 to i64
  %581 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %580
  %582 = load float, ptr %581, align 4
  %583 = add i32 %lane1114, 4
  %584 = sext i32 %583 to i64
  %585 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %584
  %586 = load float, ptr %585, align 4
  %587 = fadd float %582, %586
  %588 = sext i32 %lane1114 to i64
  %589 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %588
  store float %587, ptr %589, align 4
  %590 = add nsw i32 %lane1114, 1
  br label %for.cond111, !llvm.loop !26

for.end113:                                       ; preds = %for.cond111
  br label %for.cond115

for.cond115:                                      ; preds = %for.body116, %for.end113
  %lane1118 = phi i32 [ 0, %for.end113 ], [ %602, %for.body116 ]
  %591 = icmp slt i32 %lane1118, 2
  br i1 %591, label %for.body116, label %for.end117

for.body116:                                      ; preds = %for.cond115
  %592 = sext i32 %lane1118 to i64
  %593 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %592
  %594 = load float, ptr %593, align 4
  %595 = add i32 %lane1118, 2
  %596 = sext i32 %595 to i64
  %597 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %596
  %598 = load float, ptr %597, align 4
  %599 = fadd float %594, %598
  %600 = sext i32 %lane1118 to i64
  %601 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %600
  store float %599, ptr %601, align 4
  %602 = add nsw i32 %lane1118, 1
  br label %for.cond115, !llvm.loop !27

for.end117:                                       ; preds = %for.cond115
  br label %for.cond119

for.cond119:                                      ; preds = %for.body120, %for.end117
  %lane1122 = phi i32 [ 0, %for.end117 ], [ %614, %for.body120 ]
  %603 = icmp slt i32 %lane1122, 1
  br i1 %603, label %for.body120, label %for.end121

for.body120:                                      ; preds = %for.cond119
  %604 = sext i32 %lane1122 to i64
  %605 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %604
  %606 = load float, ptr %605, align 4
  %607 = add i32 %lane1122, 1
  %608 = sext i32 %607 to i64
  %609 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %608
  %610 = load float, ptr %609, align 4
  %611 = fadd float %606, %610
  %612 = sext i32 %lane1122 to i64
  %613 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %612
  store float %611, ptr %613, align 4
  %614 = add nsw i32 %lane1122, 1
  br label %for.cond119, !llvm.loop !28

for.end121:                                       ; preds = %for.cond119
  %615 = sext i32 %i2 to i64
  %616 = getelementptr inbounds float, ptr %l_s, i64 %615
  store float 0.000000e+00, ptr %616, align 4
  %617 = sext i32 %i2 to i64
  %618 = getelementptr inbounds float, ptr %l_s, i64 %617
  %619 = load float, ptr %618, align 4
  %620 = getelementptr inbounds float, ptr %tl_lanes_14, i64 0
  %621 = load float, ptr %620, align 4
  %622 = fadd float %619, %621
  %623 = sext i32 %i2 to i64
  %624 = getelementptr inbounds float, ptr %l_s, i64 %623
  store float %622, ptr %624, align 4
  %625 = add nsw i32 %i2, 1
  br label %for.cond80, !llvm.loop !29

for.cond123:                                      ; preds = %if.end129, %for.end82
  %i126 = phi i32 [ 0, %for.end82 ], [ %651, %if.end129 ]
  %626 = icmp slt i32 %i126, 32
  br i1 %626, label %for.body124, label %for.end125

for.body124:                                      ; preds = %for.cond123
  %627 = sext i32 %N to i64
  %628 = icmp slt i64 %627, 0
  %629 = sext i32 %N to i64
  %630 = icmp sgt i64 %629, 256
  %631 = sext i32 %N to i64
  %632 = select i1 %630, i64 256, i64 %631
  %633 = select i1 %628, i64 0, i64 %632
  %634 = icmp slt i64 %633, 0
  %635 = sext i32 %N to i64
  %636 = icmp slt i64 %635, 0
  %637 = sext i32 %N to i64
  %638 = icmp sgt i64 %637, 256
  %639 = sext i32 %N to i64
  %640 = select i1 %638, i64 256, i64 %639
  %641 = select i1 %636, i64 0, i64 %640
  %642 = select i1 %634, i64 0, i64 %641
  %tl_hi3 = trunc i64 %642 to i32
  %643 = mul i32 %bx, 32
  %644 = add i32 %643, %i126
  %645 = icmp sle i32 0, %644
  %646 = mul i32 %bx, 32
  %647 = add i32 %646, %i126
  %648 = icmp slt i32 %647, %M
  %649 = and i1 %645, %648
  br i1 %649, label %if.then127, label %if.else128

for.end125:                                       ; preds = %for.cond123
  br label %if.end

if.then127:                                       ; preds = %for.body124
  %650 = sub i32 %tl_hi3, 0
  br label %for.cond130

if.else128:                                       ; preds = %for.body124
  br label %if.end129

if.end129:                                        ; preds = %if.else128, %for.end132
  %651 = add nsw i32 %i126, 1
  br label %for.cond123, !llvm.loop !30

for.cond130:                                      ; preds = %for.body131, %if.then127
  %j4 = phi i32 [ 0, %if.then127 ], [ %674, %for.body131 ]
  %652 = icmp slt i32 %j4, %650
  br i1 %652, label %for.body131, label %for.end132

for.body131:                                      ; preds = %for.cond130
  %653 = sext i32 %i126 to i64
  %654 = mul nsw i64 %653, 256
  %655 = add i32 0, %j4
  %656 = sext i32 %655 to i64
  %657 = add nsw i64 %654, %656
  %658 = getelementptr inbounds float, ptr %X_s, i64 %657
  %659 = load float, ptr %658, align 4
  %660 = sext i32 %i126 to i64
  %661 = getelementptr inbounds float, ptr %l_s, i64 %660
  %662 = load float, ptr %661, align 4
  %663 = fdiv float 1.000000e+00, %662
  %664 = fmul float %659, %663
  %665 = mul i32 %bx, 32
  %666 = add i32 %665, %i126
  %667 = sext i32 %666 to i64
  %668 = sext i32 %N to i64
  %669 = mul nsw i64 %667, %668
  %670 = add i32 0, %j4
  %671 = sext i32 %670 to i64
  %672 = add nsw i64 %669, %671
  %673 = getelementptr inbounds float, ptr %Y, i64 %672
  store float %664, ptr %673, align 4
  %674 = add nsw i32 %j4, 1
  br label %for.cond130, !llvm.loop !31

for.end132:                                       ; preds = %for.cond130
  br label %if.end129

if.then133:                                       ; preds = %if.else
  br label %for.cond136

if.else134:                                       ; preds = %if.else
  %675 = icmp sle i32 %N, 4096
  br i1 %675, label %if.then273, label %if.else274

if.end135:                                        ; preds = %if.end275, %for.end265
  br label %if.end

for.cond136:                                      ; preds = %for.end156, %if.then133
  %i139 = phi i32 [ 0, %if.then133 ], [ %805, %for.end156 ]
  %676 = icmp slt i32 %i139, 4
  br i1 %676, label %for.body137, label %for.end138

for.body137:                                      ; preds = %for.cond136
  %677 = sext i32 %N to i64
  %678 = icmp slt i64 %677, 0
  %679 = sext i32 %N to i64
  %680 = icmp sgt i64 %679, 512
  %681 = sext i32 %N to i64
  %682 = select i1 %680, i64 512, i64 %681
  %683 = select i1 %678, i64 0, i64 %682
  %684 = icmp slt i64 %683, 0
  %685 = sext i32 %N to i64
  %686 = icmp slt i64 %685, 0
  %687 = sext i32 %N to i64
  %688 = icmp sgt i64 %687, 512
  %689 = sext i32 %N to i64
  %690 = select i1 %688, i64 512, i64 %689
  %691 = select i1 %686, i64 0, i64 %690
  %692 = select i1 %684, i64 0, i64 %691
  %tl_hi5 = trunc i64 %692 to i32
  br label %for.cond140

for.end138:                                       ; preds = %for.cond136
  %693 = sext i32 %N to i64
  %694 = icmp slt i64 %693, 0
  %695 = sext i32 %N to i64
  %696 = icmp sgt i64 %695, 512
  %697 = sext i32 %N to i64
  %698 = select i1 %696, i64 512, i64 %697
  %699 = select i1 %694, i64 0, i64 %698
  %700 = icmp slt i64 %699, 0
  %701 = sext i32 %N to i64
  %702 = icmp slt i64 %701, 0
  %703 = sext i32 %N to i64
  %704 = icmp sgt i64 %703, 512
  %705 = sext i32 %N to i64
  %706 = select i1 %704, i64 512, i64 %705
  %707 = select i1 %702, i64 0, i64 %706
  %708 = select i1 %700, i64 0, i64 %707
  %709 = trunc i64 %708 to i32
  %710 = icmp slt i32 %709, 0
  %711 = sext i32 %N to i64
  %712 = icmp slt i64 %711, 0
  %713 = sext i32 %N to i64
  %714 = icmp sgt i64 %713, 512
  %715 = sext i32 %N to i64
  %716 = select i1 %714, i64 512, i64 %715
  %717 = select i1 %712, i64 0, i64 %716
  %718 = icmp slt i64 %717, 0
  %719 = sext i32 %N to i64
  %720 = icmp slt i64 %719, 0
  %721 = sext i32 %N to i64
  %722 = icmp sgt i64 %721, 512
  %723 = sext i32 %N to i64
  %724 = select i1 %722, i64 512, i64 %723
  %725 = select i1 %720, i64 0, i64 %724
  %726 = select i1 %718, i64 0, i64 %725
  %727 = trunc i64 %726 to i32
  %728 = icmp sgt i32 %727, 512
  %729 = sext i32 %N to i64
  %730 = icmp slt i64 %729, 0
  %731 = sext i32 %N to i64
  %732 = icmp sgt i64 %731, 512
  %733 = sext i32 %N to i64
  %734 = select i1 %732, i64 512, i64 %733
  %735 = select i1 %730, i64 0, i64 %734
  %736 = icmp slt i64 %735, 0
  %737 = sext i32 %N to i64
  %738 = icmp slt i64 %737, 0
  %739 = sext i32 %N to i64
  %740 = icmp sgt i64 %739, 512
  %741 = sext i32 %N to i64
  %742 = select i1 %740, i64 512, i64 %741
  %743 = select i1 %738, i64 0, i64 %742
  %744 = select i1 %736, i64 0, i64 %743
  %745 = trunc i64 %744 to i32
  %746 = select i1 %728, i32 512, i32 %745
  %747 = select i1 %710, i32 0, i32 %746
  %748 = add i32 %747, 31
  %749 = sdiv i32 %748, 32
  %750 = sub i32 0, %748
  %751 = select i1 false, i32 %750, i32 %749
  br label %for.cond158

for.cond140:                                      ; preds = %for.body141, %for.body137
  %j143 = phi i32 [ 0, %for.body137 ], [ %760, %for.body141 ]
  %752 = icmp slt i32 %j143, 0
  br i1 %752, label %for.body141, label %for.end142

for.body141:                                      ; preds = %for.cond140
  %753 = icmp slt i32 %j143, %N
  %754 = select i1 %753, float 0.000000e+00, float 0xFFF0000000000000
  %755 = sext i32 %i139 to i64
  %756 = mul nsw i64 %755, 512
  %757 = sext i32 %j143 to i64
  %758 = add nsw i64 %756, %757
  %759 = getelementptr inbounds float, ptr %X_f, i64 %758
  store float %754, ptr %759, align 4
  %760 = add nsw i32 %j143, 1
  br label %for.cond140, !llvm.loop !32

for.end142:                                       ; preds = %for.cond140
  %761 = mul i32 %bx, 4
  %762 = add i32 %761, %i139
  %763 = icmp sle i32 0, %762
  %764 = mul i32 %bx, 4
  %765 = add i32 %764, %i139
  %766 = icmp slt i32 %765, %M
  %767 = and i1 %763, %766
  br i1 %767, label %if.then144, label %if.else145

if.then144:                                       ; preds = %for.end142
  %768 = sub i32 %tl_hi5, 0
  br label %for.cond147

if.else145:                                       ; preds = %for.end142
  %769 = sub i32 %tl_hi5, 0
  br label %for.cond150

if.end146:                                        ; preds = %for.end152, %for.end149
  %770 = sub i32 512, %tl_hi5
  br label %for.cond154

for.cond147:                                      ; preds = %for.body148, %if.then144
  %j5 = phi i32 [ 0, %if.then144 ], [ %788, %for.body148 ]
  %771 = icmp slt i32 %j5, %768
  br i1 %771, label %for.body148, label %for.end149

for.body148:                                      ; preds = %for.cond147
  %772 = mul i32 %bx, 4
  %773 = add i32 %772, %i139
  %774 = sext i32 %773 to i64
  %775 = sext i32 %N to i64
  %776 = mul nsw i64 %774, %775
  %777 = add i32 0, %j5
  %778 = sext i32 %777 to i64
  %779 = add nsw i64 %776, %778
  %780 = getelementptr inbounds float, ptr %X, i64 %779
  %781 = load float, ptr %780, align 4
  %782 = sext i32 %i139 to i64
  %783 = mul nsw i64 %782, 512
  %784 = add i32 0, %j5
  %785 = sext i32 %784 to i64
  %786 = add nsw i64 %783, %785
  %787 = getelementptr inbounds float, ptr %X_f, i64 %786
  store float %781, ptr %787, align 4
  %788 = add nsw i32 %j5, 1
  br label %for.cond147, !llvm.loop !33

for.end149:                                       ; preds = %for.cond147
  br label %if.end146

for.cond150:                                      ; preds = %for.body151, %if.else145
  %j5153 = phi i32 [ 0, %if.else145 ], [ %796, %for.body151 ]
  %789 = icmp slt i32 %j5153, %769
  br i1 %789, label %for.body151, label %for.end152

for.body151:                                      ; preds = %for.cond150
  %790 = sext i32 %i139 to i64
  %791 = mul nsw i64 %790, 512
  %792 = add i32 0, %j5153
  %793 = sext i32 %792 to i64
  %794 = add nsw i64 %791, %793
  %795 = getelementptr inbounds float, ptr %X_f, i64 %794
  store float 0.000000e+00, ptr %795, align 4
  %796 = add nsw i32 %j5153, 1
  br label %for.cond150, !llvm.loop !34

for.end152:                                       ; preds = %for.cond150
  br label %if.end146

for.cond154:                                      ; preds = %for.body155, %if.end146
  %j5157 = phi i32 [ 0, %if.end146 ], [ %804, %for.body155 ]
  %797 = icmp slt i32 %j5157, %770
  br i1 %797, label %for.body155, label %for.end156

for.body155:                                      ; preds = %for.cond154
  %798 = sext i32 %i139 to i64
  %799 = mul nsw i64 %798, 512
  %800 = add i32 %tl_hi5, %j5157
  %801 = sext i32 %800 to i64
  %802 = add nsw i64 %799, %801
  %803 = getelementptr inbounds float, ptr %X_f, i64 %802
  store float 0xFFF0000000000000, ptr %803, align 4
  %804 = add nsw i32 %j5157, 1
  br label %for.cond154, !llvm.loop !35

for.end156:                                       ; preds = %for.cond154
  %805 = add nsw i32 %i139, 1
  br label %for.cond136, !llvm.loop !36

for.cond158:                                      ; preds = %for.end205, %for.end138
  %i3 = phi i32 [ 0, %for.end138 ], [ %1003, %for.end205 ]
  %806 = icmp slt i32 %i3, 4
  br i1 %806, label %for.body159, label %for.end160

for.body159:                                      ; preds = %for.cond158
  br label %for.cond161

for.end160:                                       ; preds = %for.cond158
  br label %for.cond209

for.cond161:                                      ; preds = %for.body162, %for.body159
  %lane2 = phi i32 [ 0, %for.body159 ], [ %831, %for.body162 ]
  %807 = icmp slt i32 %lane2, 32
  br i1 %807, label %for.body162, label %for.end163

for.body162:                                      ; preds = %for.cond161
  %808 = sext i32 %i3 to i64
  %809 = mul nsw i64 %808, 512
  %810 = sext i32 %lane2 to i64
  %811 = add nsw i64 %809, %810
  %812 = getelementptr inbounds float, ptr %X_f, i64 %811
  %813 = load float, ptr %812, align 4
  %814 = sext i32 %i3 to i64
  %815 = mul nsw i64 %814, 512
  %816 = sext i32 %lane2 to i64
  %817 = add nsw i64 %815, %816
  %818 = getelementptr inbounds float, ptr %X_f, i64 %817
  %819 = load float, ptr %818, align 4
  %820 = fcmp une float %813, %819
  %821 = sext i32 %i3 to i64
  %822 = mul nsw i64 %821, 512
  %823 = sext i32 %lane2 to i64
  %824 = add nsw i64 %822, %823
  %825 = call i64 @llvm.umin.i64(i64 %824, i64 2047)
  %826 = getelementptr inbounds float, ptr %X_f, i64 %825
  %827 = load float, ptr %826, align 4
  %828 = select i1 %820, float 0xFFF0000000000000, float %827
  %829 = sext i32 %lane2 to i64
  %830 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %829
  store float %828, ptr %830, align 4
  %831 = add nsw i32 %lane2, 1
  br label %for.cond161, !llvm.loop !37

for.end163:                                       ; preds = %for.cond161
  %832 = sub i32 %751, 1
  %833 = icmp slt i32 %832, 0
  %834 = sub i32 %751, 1
  %835 = select i1 %833, i32 0, i32 %834
  %tl_steps8 = select i1 true, i32 %835, i32 15
  %836 = sdiv i32 %tl_steps8, 2
  %837 = sub i32 0, %tl_steps8
  %838 = select i1 false, i32 %837, i32 %836
  br label %for.cond164

for.cond164:                                      ; preds = %for.end169, %for.end163
  %red52 = phi i32 [ 0, %for.end163 ], [ %898, %for.end169 ]
  %839 = icmp slt i32 %red52, %838
  br i1 %839, label %for.body165, label %for.end166

for.body165:                                      ; preds = %for.cond164
  br label %for.cond167

for.end166:                                       ; preds = %for.cond164
  %840 = srem i32 %tl_steps8, 2
  %841 = icmp eq i32 %840, 1
  br i1 %841, label %if.then171, label %if.else172

for.cond167:                                      ; preds = %for.body168, %for.body165
  %lane2170 = phi i32 [ 0, %for.body165 ], [ %897, %for.body168 ]
  %842 = icmp slt i32 %lane2170, 32
  br i1 %842, label %for.body168, label %for.end169

for.body168:                                      ; preds = %for.cond167
  %843 = sext i32 %i3 to i64
  %844 = mul nsw i64 %843, 512
  %845 = mul i32 2, %red52
  %846 = add i32 %845, 1
  %847 = mul i32 %846, 32
  %848 = add i32 %847, %lane2170
  %849 = sext i32 %848 to i64
  %850 = add nsw i64 %844, %849
  %851 = getelementptr inbounds float, ptr %X_f, i64 %850
  %852 = load float, ptr %851, align 4
  %853 = sext i32 %lane2170 to i64
  %854 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %853
  %855 = load float, ptr %854, align 4
  %856 = fcmp ogt float %852, %855
  %857 = sext i32 %i3 to i64
  %858 = mul nsw i64 %857, 512
  %859 = mul i32 2, %red52
  %860 = add i32 %859, 1
  %861 = mul i32 %860, 32
  %862 = add i32 %861, %lane2170
  %863 = sext i32 %862 to i64
  %864 = add nsw i64 %858, %863
  %865 = call i64 @llvm.umin.i64(i64 %864, i64 2047)
  %866 = getelementptr inbounds float, ptr %X_f, i64 %865
  %867 = load float, ptr %866, align 4
  %868 = sext i32 %lane2170 to i64
  %869 = call i64 @llvm.umin.i64(i64 %868, i64 31)
  %870 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %869
  %871 = load float, ptr %870, align 4
  %tl_pair53 = select i1 %856, float %867, float %871
  %872 = sext i32 %i3 to i64
  %873 = mul nsw i64 %872, 512
  %874 = mul i32 2, %red52
  %875 = add i32 %874, 2
  %876 = mul i32 %875, 32
  %877 = add i32 %876, %lane2170
  %878 = sext i32 %877 to i64
  %879 = add nsw i64 %873, %878
  %880 = getelementptr inbounds float, ptr %X_f, i64 %879
  %881 = load float, ptr %880, align 4
  %882 = fcmp ogt float %881, %tl_pair53
  %883 = sext i32 %i3 to i64
  %884 = mul nsw i64 %883, 512
  %885 = mul i32 2, %red52
  %886 = add i32 %885, 2
  %887 = mul i32 %886, 32
  %888 = add i32 %887, %lane2170
  %889 = sext i32 %888 to i64
  %890 = add nsw i64 %884, %889
  %891 = call i64 @llvm.umin.i64(i64 %890, i64 2047)
  %892 = getelementptr inbounds float, ptr %X_f, i64 %891
  %893 = load float, ptr %892, align 4
  %894 = select i1 %882, float %893, float %tl_pair53
  %895 = sext i32 %lane2170 to i64
  %896 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %895
  store float %894, ptr %896, align 4
  %897 = add nsw i32 %lane2170, 1
  br label %for.cond167, !llvm.loop !38

for.end169:                                       ; preds = %for.cond167
  %898 = add nsw i32 %red52, 1
  br label %for.cond164, !llvm.loop !39

if.then171:                                       ; preds = %for.end166
  br label %for.cond174

if.else172:                                       ; preds = %for.end166
  br label %if.end173

if.end173:                                        ; preds = %if.else172, %for.end176
  %899 = icmp slt i32 %tl_steps8, 15
  br i1 %899, label %if.then178, label %if.else179

for.cond174:                                      ; preds = %for.body175, %if.then171
  %lane2177 = phi i32 [ 0, %if.then171 ], [ %929, %for.body175 ]
  %900 = icmp slt i32 %lane2177, 32
  br i1 %900, label %for.body175, label %for.end176

for.body175:                                      ; preds = %for.cond174
  %901 = sext i32 %i3 to i64
  %902 = mul nsw i64 %901, 512
  %903 = mul i32 %tl_steps8, 32
  %904 = add i32 %903, %lane2177
  %905 = sext i32 %904 to i64
  %906 = add nsw i64 %902, %905
  %907 = getelementptr inbounds float, ptr %X_f, i64 %906
  %908 = load float, ptr %907, align 4
  %909 = sext i32 %lane2177 to i64
  %910 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %909
  %911 = load float, ptr %910, align 4
  %912 = fcmp ogt float %908, %911
  %913 = sext i32 %i3 to i64
  %914 = mul nsw i64 %913, 512
  %915 = mul i32 %tl_steps8, 32
  %916 = add i32 %915, %lane2177
  %917 = sext i32 %916 to i64
  %918 = add nsw i64 %914, %917
  %919 = call i64 @llvm.umin.i64(i64 %918, i64 2047)
  %920 = getelementptr inbounds float, ptr %X_f, i64 %919
  %921 = load float, ptr %920, align 4
  %922 = sext i32 %lane2177 to i64
  %923 = call i64 @llvm.umin.i64(i64 %922, i64 31)
  %924 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %923
  %925 = load float, ptr %924, align 4
  %926 = select i1 %912, float %921, float %925
  %927 = sext i32 %lane2177 to i64
  %928 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %927
  store float %926, ptr %928, align 4
  %929 = add nsw i32 %lane2177, 1
  br label %for.cond174, !llvm.loop !40

for.end176:                                       ; preds = %for.cond174
  br label %if.end173

if.then178:                                       ; preds = %if.end173
  %930 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %931 = load float, ptr %930, align 4
  %932 = fcmp ogt float 0xFFF0000000000000, %931
  %933 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %934 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %933
  %935 = load float, ptr %934, align 4
  %936 = select i1 %932, float 0xFFF0000000000000, float %935
  %937 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  store float %936, ptr %937, align 4
  br label %if.end180

if.else179:                                       ; preds = %if.end173
  br label %if.end180

if.end180:                                        ; preds = %if.else179, %if.then178
  br label %for.cond181

for.cond181:                                      ; preds = %for.body182, %if.end180
  %lane2184 = phi i32 [ 0, %if.end180 ], [ %948, %for.body182 ]
  %938 = icmp slt i32 %lane2184, 16
  br i1 %938, label %for.body182, label %for.end183

for.body182:                                      ; preds = %for.cond181
  %939 = sext i32 %lane2184 to i64
  %940 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %939
  %lane_acc1 = load float, ptr %940, align 4
  %941 = add i32 %lane2184, 16
  %942 = sext i32 %941 to i64
  %943 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %942
  %lane_next1 = load float, ptr %943, align 4
  %944 = fcmp ogt float %lane_next1, %lane_acc1
  %945 = select i1 %944, float %lane_next1, float %lane_acc1
  %946 = sext i32 %lane2184 to i64
  %947 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %946
  store float %945, ptr %947, align 4
  %948 = add nsw i32 %lane2184, 1
  br label %for.cond181, !llvm.loop !41

for.end183:                                       ; preds = %for.cond181
  br label %for.cond185

for.cond185:                                      ; preds = %for.body186, %for.end183
  %lane2188 = phi i32 [ 0, %for.end183 ], [ %959, %for.body186 ]
  %949 = icmp slt i32 %lane2188, 8
  br i1 %949, label %for.body186, label %for.end187

for.body186:                                      ; preds = %for.cond185
  %950 = sext i32 %lane2188 to i64
  %951 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %950
  %lane_acc1189 = load float, ptr %951, align 4
  %952 = add i32 %lane2188, 8
  %953 = sext i32 %952 to i64
  %954 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %953
  %lane_next1190 = load float, ptr %954, align 4
  %955 = fcmp ogt float %lane_next1190, %lane_acc1189
  %956 = select i1 %955, float %lane_next1190, float %lane_acc1189
  %957 = sext i32 %lane2188 to i64
  %958 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %957
  store float %956, ptr %958, align 4
  %959 = add nsw i32 %lane2188, 1
  br label %for.cond185, !llvm.loop !42

for.end187:                                       ; preds = %for.cond185
  br label %for.cond191

for.cond191:                                      ; preds = %for.body192, %for.end187
  %lane2194 = phi i32 [ 0, %for.end187 ], [ %970, %for.body192 ]
  %960 = icmp slt i32 %lane2194, 4
  br i1 %960, label %for.body192, label %for.end193

for.body192:                                      ; preds = %for.cond191
  %961 = sext i32 %lane2194 to i64
  %962 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %961
  %lane_acc1195 = load float, ptr %962, align 4
  %963 = add i32 %lane2194, 4
  %964 = sext i32 %963 to i64
  %965 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %964
  %lane_next1196 = load float, ptr %965, align 4
  %966 = fcmp ogt float %lane_next1196, %lane_acc1195
  %967 = select i1 %966, float %lane_next1196, float %lane_acc1195
  %968 = sext i32 %lane2194 to i64
  %969 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %968
  store float %967, ptr %969, align 4
  %970 = add nsw i32 %lane2194, 1
  br label %for.cond191, !llvm.loop !43

for.end193:                                       ; preds = %for.cond191
  br label %for.cond197

for.cond197:                                      ; preds = %for.body198, %for.end193
  %lane2200 = phi i32 [ 0, %for.end193 ], [ %981, %for.body198 ]
  %971 = icmp slt i32 %lane2200, 2
  br i1 %971, label %for.body198, label %for.end199

for.body198:                                      ; preds = %for.cond197
  %972 = sext i32 %lane2200 to i64
  %973 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %972
  %lane_acc1201 = load float, ptr %973, align 4
  %974 = add i32 %lane2200, 2
  %975 = sext i32 %974 to i64
  %976 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %975
  %lane_next1202 = load float, ptr %976, align 4
  %977 = fcmp ogt float %lane_next1202, %lane_acc1201
  %978 = select i1 %977, float %lane_next1202, float %lane_acc1201
  %979 = sext i32 %lane2200 to i64
  %980 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %979
  store float %978, ptr %980, align 4
  %981 = add nsw i32 %lane2200, 1
  br label %for.cond197, !llvm.loop !44

for.end199:                                       ; preds = %for.cond197
  br label %for.cond203

for.cond203:                                      ; preds = %for.body204, %for.end199
  %lane2206 = phi i32 [ 0, %for.end199 ], [ %992, %for.body204 ]
  %982 = icmp slt i32 %lane2206, 1
  br i1 %982, label %for.body204, label %for.end205

for.body204:                                      ; preds = %for.cond203
  %983 = sext i32 %lane2206 to i64
  %984 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %983
  %lane_acc1207 = load float, ptr %984, align 4
  %985 = add i32 %lane2206, 1
  %986 = sext i32 %985 to i64
  %987 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %986
  %lane_next1208 = load float, ptr %987, align 4
  %988 = fcmp ogt float %lane_next1208, %lane_acc1207
  %989 = select i1 %988, float %lane_next1208, float %lane_acc1207
  %990 = sext i32 %lane2206 to i64
  %991 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %990
  store float %989, ptr %991, align 4
  %992 = add nsw i32 %lane2206, 1
  br label %for.cond203, !llvm.loop !45

for.end205:                                       ; preds = %for.cond203
  %993 = sext i32 %i3 to i64
  %994 = getelementptr inbounds float, ptr %m, i64 %993
  store float 0xFFF0000000000000, ptr %994, align 4
  %995 = sext i32 %i3 to i64
  %996 = getelementptr inbounds float, ptr %m, i64 %995
  %997 = load float, ptr %996, align 4
  %998 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  %999 = load float, ptr %998, align 4
  %1000 = call float @llvm.maxnum.f32(float %997, float %999)
  %1001 = sext i32 %i3 to i64
  %1002 = getelementptr inbounds float, ptr %m, i64 %1001
  store float %1000, ptr %1002, align 4
  %1003 = add nsw i32 %i3, 1
  br label %for.cond158, !llvm.loop !46

for.cond209:                                      ; preds = %for.end219, %for.end160
  %i212 = phi i32 [ 0, %for.end160 ], [ %1149, %for.end219 ]
  %1004 = icmp slt i32 %i212, 4
  br i1 %1004, label %for.body210, label %for.end211

for.body210:                                      ; preds = %for.cond209
  %1005 = sext i32 %N to i64
  %1006 = icmp slt i64 %1005, 0
  %1007 = sext i32 %N to i64
  %1008 = icmp sgt i64 %1007, 512
  %1009 = sext i32 %N to i64
  %1010 = select i1 %1008, i64 512, i64 %1009
  %1011 = select i1 %1006, i64 0, i64 %1010
  %1012 = icmp slt i64 %1011, 0
  %1013 = sext i32 %N to i64
  %1014 = icmp slt i64 %1013, 0
  %1015 = sext i32 %N to i64
  %1016 = icmp sgt i64 %1015, 512
  %1017 = sext i32 %N to i64
  %1018 = select i1 %1016, i64 512, i64 %1017
  %1019 = select i1 %1014, i64 0, i64 %1018
  %1020 = select i1 %1012, i64 0, i64 %1019
  %1021 = trunc i64 %1020 to i32
  %1022 = icmp slt i32 %1021, 0
  %1023 = sext i32 %N to i64
  %1024 = icmp slt i64 %1023, 0
  %1025 = sext i32 %N to i64
  %1026 = icmp sgt i64 %1025, 512
  %1027 = sext i32 %N to i64
  %1028 = select i1 %1026, i64 512, i64 %1027
  %1029 = select i1 %1024, i64 0, i64 %1028
  %1030 = icmp slt i64 %1029, 0
  %1031 = sext i32 %N to i64
  %1032 = icmp slt i64 %1031, 0
  %1033 = sext i32 %N to i64
  %1034 = icmp sgt i64 %1033, 512
  %1035 = sext i32 %N to i64
  %1036 = select i1 %1034, i64 512, i64 %1035
  %1037 = select i1 %1032, i64 0, i64 %1036
  %1038 = select i1 %1030, i64 0, i64 %1037
  %1039 = trunc i64 %1038 to i32
  %1040 = icmp sgt i32 %1039, 512
  %1041 = sext i32 %N to i64
  %1042 = icmp slt i64 %1041, 0
  %1043 = sext i32 %N to i64
  %1044 = icmp sgt i64 %1043, 512
  %1045 = sext i32 %N to i64
  %1046 = select i1 %1044, i64 512, i64 %1045
  %1047 = select i1 %1042, i64 0, i64 %1046
  %1048 = icmp slt i64 %1047, 0
  %1049 = sext i32 %N to i64
  %1050 = icmp slt i64 %1049, 0
  %1051 = sext i32 %N to i64
  %1052 = icmp sgt i64 %1051, 512
  %1053 = sext i32 %N to i64
  %1054 = select i1 %1052, i64 512, i64 %1053
  %1055 = select i1 %1050, i64 0, i64 %1054
  %1056 = select i1 %1048, i64 0, i64 %1055
  %1057 = trunc i64 %1056 to i32
  %1058 = select i1 %1040, i32 512, i32 %1057
  %tl_cols9 = select i1 %1022, i32 0, i32 %1058
  br label %for.cond213

for.end211:                                       ; preds = %for.cond209
  %1059 = sext i32 %N to i64
  %1060 = icmp slt i64 %1059, 0
  %1061 = sext i32 %N to i64
  %1062 = icmp sgt i64 %1061, 512
  %1063 = sext i32 %N to i64
  %1064 = select i1 %1062, i64 512, i64 %1063
  %1065 = select i1 %1060, i64 0, i64 %1064
  %1066 = icmp slt i64 %1065, 0
  %1067 = sext i32 %N to i64
  %1068 = icmp slt i64 %1067, 0
  %1069 = sext i32 %N to i64
  %1070 = icmp sgt i64 %1069, 512
  %1071 = sext i32 %N to i64
  %1072 = select i1 %1070, i64 512, i64 %1071
  %1073 = select i1 %1068, i64 0, i64 %1072
  %1074 = select i1 %1066, i64 0, i64 %1073
  %1075 = trunc i64 %1074 to i32
  %1076 = icmp slt i32 %1075, 0
  %1077 = sext i32 %N to i64
  %1078 = icmp slt i64 %1077, 0
  %1079 = sext i32 %N to i64
  %1080 = icmp sgt i64 %1079, 512
  %1081 = sext i32 %N to i64
  %1082 = select i1 %1080, i64 512, i64 %1081
  %1083 = select i1 %1078, i64 0, i64 %1082
  %1084 = icmp slt i64 %1083, 0
  %1085 = sext i32 %N to i64
  %1086 = icmp slt i64 %1085, 0
  %1087 = sext i32 %N to i64
  %1088 = icmp sgt i64 %1087, 512
  %1089 = sext i32 %N to i64
  %1090 = select i1 %1088, i64 512, i64 %1089
  %1091 = select i1 %1086, i64 0, i64 %1090
  %1092 = select i1 %1084, i64 0, i64 %1091
  %1093 = trunc i64 %1092 to i32
  %1094 = icmp sgt i32 %1093, 512
  %1095 = sext i32 %N to i64
  %1096 = icmp slt i64 %1095, 0
  %1097 = sext i32 %N to i64
  %1098 = icmp sgt i64 %1097, 512
  %1099 = sext i32 %N to i64
  %1100 = select i1 %1098, i64 512, i64 %1099
  %1101 = select i1 %1096, i64 0, i64 %1100
  %1102 = icmp slt i64 %1101, 0
  %1103 = sext i32 %N to i64
  %1104 = icmp slt i64 %1103, 0
  %1105 = sext i32 %N to i64
  %1106 = icmp sgt i64 %1105, 512
  %1107 = sext i32 %N to i64
  %1108 = select i1 %1106, i64 512, i64 %1107
  %1109 = select i1 %1104, i64 0, i64 %1108
  %1110 = select i1 %1102, i64 0, i64 %1109
  %1111 = trunc i64 %1110 to i32
  %1112 = select i1 %1094, i32 512, i32 %1111
  %1113 = select i1 %1076, i32 0, i32 %1112
  %1114 = add i32 %1113, 31
  %1115 = sdiv i32 %1114, 32
  %1116 = sub i32 0, %1114
  %1117 = select i1 false, i32 %1116, i32 %1115
  br label %for.cond220

for.cond213:                                      ; preds = %for.body214, %for.body210
  %j216 = phi i32 [ 0, %for.body210 ], [ %1135, %for.body214 ]
  %1118 = icmp slt i32 %j216, %tl_cols9
  br i1 %1118, label %for.body214, label %for.end215

for.body214:                                      ; preds = %for.cond213
  %1119 = sext i32 %i212 to i64
  %1120 = mul nsw i64 %1119, 512
  %1121 = sext i32 %j216 to i64
  %1122 = add nsw i64 %1120, %1121
  %1123 = getelementptr inbounds float, ptr %X_f, i64 %1122
  %1124 = load float, ptr %1123, align 4
  %1125 = sext i32 %i212 to i64
  %1126 = getelementptr inbounds float, ptr %m, i64 %1125
  %1127 = load float, ptr %1126, align 4
  %1128 = fsub float %1124, %1127
  %1129 = call float @tilec_expf(float %1128)
  %1130 = sext i32 %i212 to i64
  %1131 = mul nsw i64 %1130, 512
  %1132 = sext i32 %j216 to i64
  %1133 = add nsw i64 %1131, %1132
  %1134 = getelementptr inbounds float, ptr %X_f, i64 %1133
  store float %1129, ptr %1134, align 4
  %1135 = add nsw i32 %j216, 1
  br label %for.cond213, !llvm.loop !47

for.end215:                                       ; preds = %for.cond213
  %1136 = sext i32 %i212 to i64
  %1137 = getelementptr inbounds float, ptr %m, i64 %1136
  %1138 = load float, ptr %1137, align 4
  %1139 = fsub float 0xFFF0000000000000, %1138
  %tl_col11 = call float @tilec_expf(float %1139)
  %1140 = sub i32 512, %tl_cols9
  br label %for.cond217

for.cond217:                                      ; preds = %for.body218, %for.end215
  %j10 = phi i32 [ 0, %for.end215 ], [ %1148, %for.body218 ]
  %1141 = icmp slt i32 %j10, %1140
  br i1 %1141, label %for.body218, label %for.end219

for.body218:                                      ; preds = %for.cond217
  %1142 = sext i32 %i212 to i64
  %1143 = mul nsw i64 %1142, 512
  %1144 = add i32 %tl_cols9, %j10
  %1145 = sext i32 %1144 to i64
  %1146 = add nsw i64 %1143, %1145
  %1147 = getelementptr inbounds float, ptr %X_f, i64 %1146
  store float %tl_col11, ptr %1147, align 4
  %1148 = add nsw i32 %j10, 1
  br label %for.cond217, !llvm.loop !48

for.end219:                                       ; preds = %for.cond217
  %1149 = add nsw i32 %i212, 1
  br label %for.cond209, !llvm.loop !49

for.cond220:                                      ; preds = %for.end261, %for.end211
  %i5 = phi i32 [ 0, %for.end211 ], [ %1299, %for.end261 ]
  %1150 = icmp slt i32 %i5, 4
  br i1 %1150, label %for.body221, label %for.end222

for.body221:                                      ; preds = %for.cond220
  br label %for.cond223

for.end222:                                       ; preds = %for.cond220
  br label %for.cond263

for.cond223:                                      ; preds = %for.body224, %for.body221
  %lane3 = phi i32 [ 0, %for.body221 ], [ %1160, %for.body224 ]
  %1151 = icmp slt i32 %lane3, 32
  br i1 %1151, label %for.body224, label %for.end225

for.body224:                                      ; preds = %for.cond223
  %1152 = sext i32 %i5 to i64
  %1153 = mul nsw i64 %1152, 512
  %1154 = sext i32 %lane3 to i64
  %1155 = add nsw i64 %1153, %1154
  %1156 = getelementptr inbounds float, ptr %X_f, i64 %1155
  %1157 = load float, ptr %1156, align 4
  %1158 = sext i32 %lane3 to i64
  %1159 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1158
  store float %1157, ptr %1159, align 4
  %1160 = add nsw i32 %lane3, 1
  br label %for.cond223, !llvm.loop !50

for.end225:                                       ; preds = %for.cond223
  %1161 = sext i32 %i5 to i64
  %1162 = getelementptr inbounds float, ptr %m, i64 %1161
  %1163 = load float, ptr %1162, align 4
  %1164 = fsub float 0xFFF0000000000000, %1163
  %tl_pad12 = call float @tilec_expf(float %1164)
  %1165 = fadd float %tl_pad12, %tl_pad12
  %1166 = fcmp oeq float %1165, %tl_pad12
  %1167 = fcmp une float %tl_pad12, %tl_pad12
  %1168 = or i1 %1166, %1167
  %1169 = sub i32 %1117, 1
  %1170 = icmp slt i32 %1169, 0
  %1171 = sub i32 %1117, 1
  %1172 = select i1 %1170, i32 0, i32 %1171
  %tl_steps13 = select i1 %1168, i32 %1172, i32 15
  %1173 = sdiv i32 %tl_steps13, 2
  %1174 = sub i32 0, %tl_steps13
  %1175 = select i1 false, i32 %1174, i32 %1173
  br label %for.cond226

for.cond226:                                      ; preds = %for.end231, %for.end225
  %red54 = phi i32 [ 0, %for.end225 ], [ %1207, %for.end231 ]
  %1176 = icmp slt i32 %red54, %1175
  br i1 %1176, label %for.body227, label %for.end228

for.body227:                                      ; preds = %for.cond226
  br label %for.cond229

for.end228:                                       ; preds = %for.cond226
  %1177 = srem i32 %tl_steps13, 2
  %1178 = icmp eq i32 %1177, 1
  br i1 %1178, label %if.then233, label %if.else234

for.cond229:                                      ; preds = %for.body230, %for.body227
  %lane3232 = phi i32 [ 0, %for.body227 ], [ %1206, %for.body230 ]
  %1179 = icmp slt i32 %lane3232, 32
  br i1 %1179, label %for.body230, label %for.end231

for.body230:                                      ; preds = %for.cond229
  %1180 = sext i32 %lane3232 to i64
  %1181 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1180
  %1182 = load float, ptr %1181, align 4
  %1183 = sext i32 %i5 to i64
  %1184 = mul nsw i64 %1183, 512
  %1185 = mul i32 2, %red54
  %1186 = add i32 %1185, 1
  %1187 = mul i32 %1186, 32
  %1188 = add i32 %1187, %lane3232
  %1189 = sext i32 %1188 to i64
  %1190 = add nsw i64 %1184, %1189
  %1191 = getelementptr inbounds float, ptr %X_f, i64 %1190
  %1192 = load float, ptr %1191, align 4
  %tl_pair55 = fadd float %1182, %1192
  %1193 = sext i32 %i5 to i64
  %1194 = mul nsw i64 %1193, 512
  %1195 = mul i32 2, %red54
  %1196 = add i32 %1195, 2
  %1197 = mul i32 %1196, 32
  %1198 = add i32 %1197, %lane3232
  %1199 = sext i32 %1198 to i64
  %1200 = add nsw i64 %1194, %1199
  %1201 = getelementptr inbounds float, ptr %X_f, i64 %1200
  %1202 = load float, ptr %1201, align 4
  %1203 = fadd float %tl_pair55, %1202
  %1204 = sext i32 %lane3232 to i64
  %1205 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1204
  store float %1203, ptr %1205, align 4
  %1206 = add nsw i32 %lane3232, 1
  br label %for.cond229, !llvm.loop !51

for.end231:                                       ; preds = %for.cond229
  %1207 = add nsw i32 %red54, 1
  br label %for.cond226, !llvm.loop !52

if.then233:                                       ; preds = %for.end228
  br label %for.cond236

if.else234:                                       ; preds = %for.end228
  br label %if.end235

if.end235:                                        ; preds = %if.else234, %for.end238
  %1208 = icmp slt i32 %tl_steps13, 15
  br i1 %1208, label %if.then240, label %if.else241

for.cond236:                                      ; preds = %for.body237, %if.then233
  %lane3239 = phi i32 [ 0, %if.then233 ], [ %1224, %for.body237 ]
  %1209 = icmp slt i32 %lane3239, 32
  br i1 %1209, label %for.body237, label %for.end238

for.body237:                                      ; preds = %for.cond236
  %1210 = sext i32 %lane3239 to i64
  %1211 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1210
  %1212 = load float, ptr %1211, align 4
  %1213 = sext i32 %i5 to i64
  %1214 = mul nsw i64 %1213, 512
  %1215 = mul i32 %tl_steps13, 32
  %1216 = add i32 %1215, %lane3239
  %1217 = sext i32 %1216 to i64
  %1218 = add nsw i64 %1214, %1217
  %1219 = getelementptr inbounds float, ptr %X_f, i64 %1218
  %1220 = load float, ptr %1219, align 4
  %1221 = fadd float %1212, %1220
  %1222 = sext i32 %lane3239 to i64
  %1223 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1222
  store float %1221, ptr %1223, align 4
  %1224 = add nsw i32 %lane3239, 1
  br label %for.cond236, !llvm.loop !53

for.end238:                                       ; preds = %for.cond236
  br label %if.end235

if.then240:                                       ; preds = %if.end235
  %1225 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  %1226 = load float, ptr %1225, align 4
  %1227 = fadd float %1226, %tl_pad12
  %1228 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  store float %1227, ptr %1228, align 4
  br label %if.end242

if.else241:                                       ; preds = %if.end235
  br label %if.end242

if.end242:                                        ; preds = %if.else241, %if.then240
  br label %for.cond243

for.cond243:                                      ; preds = %for.body244, %if.end242
  %lane3246 = phi i32 [ 0, %if.end242 ], [ %1240, %for.body244 ]
  %1229 = icmp slt i32 %lane3246, 16
  br i1 %1229, label %for.body244, label %for.end245

for.body244:                                      ; preds = %for.cond243
  %1230 = sext i32 %lane3246 to i64
  %1231 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1230
  %1232 = load float, ptr %1231, align 4
  %1233 = add i32 %lane3246, 16
  %1234 = sext i32 %1233 to i64
  %1235 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1234
  %1236 = load float, ptr %1235, align 4
  %1237 = fadd float %1232, %1236
  %1238 = sext i32 %lane3246 to i64
  %1239 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1238
  store float %1237, ptr %1239, align 4
  %1240 = add nsw i32 %lane3246, 1
  br label %for.cond243, !llvm.loop !54

for.end245:                                       ; preds = %for.cond243
  br label %for.cond247

for.cond247:                                      ; preds = %for.body248, %for.end245
  %lane3250 = phi i32 [ 0, %for.end245 ], [ %1252, %for.body248 ]
  %1241 = icmp slt i32 %lane3250, 8
  br i1 %1241, label %for.body248, label %for.end249

for.body248:                                      ; preds = %for.cond247
  %1242 = sext i32 %lane3250 to i64
  %1243 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1242
  %1244 = load float, ptr %1243, align 4
  %1245 = add i32 %lane3250, 8
  %1246 = sext i32 %1245 to i64
  %1247 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1246
  %1248 = load float, ptr %1247, align 4
  %1249 = fadd float %1244, %1248
  %1250 = sext i32 %lane3250 to i64
  %1251 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1250
  store float %1249, ptr %1251, align 4
  %1252 = add nsw i32 %lane3250, 1
  br label %for.cond247, !llvm.loop !55

for.end249:                                       ; preds = %for.cond247
  br label %for.cond251

for.cond251:                                      ; preds = %for.body252, %for.end249
  %lane3254 = phi i32 [ 0, %for.end249 ], [ %1264, %for.body252 ]
  %1253 = icmp slt i32 %lane3254, 4
  br i1 %1253, label %for.body252, label %for.end253

for.body252:                                      ; preds = %for.cond251
  %1254 = sext i32 %lane3254 to i64
  %1255 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1254
  %1256 = load float, ptr %1255, align 4
  %1257 = add i32 %lane3254, 4
  %1258 = sext i32 %1257 to i64
  %1259 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1258
  %1260 = load float, ptr %1259, align 4
  %1261 = fadd float %1256, %1260
  %1262 = sext i32 %lane3254 to i64
  %1263 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1262
  store float %1261, ptr %1263, align 4
  %1264 = add nsw i32 %lane3254, 1
  br label %for.cond251, !llvm.loop !56

for.end253:                                       ; preds = %for.cond251
  br label %for.cond255

for.cond255:                                      ; preds = %for.body256, %for.end253
  %lane3258 = phi i32 [ 0, %for.end253 ], [ %1276, %for.body256 ]
  %1265 = icmp slt i32 %lane3258, 2
  br i1 %1265, label %for.body256, label %for.end257

for.body256:                                      ; preds = %for.cond255
  %1266 = sext i32 %lane3258 to i64
  %1267 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1266
  %1268 = load float, ptr %1267, align 4
  %1269 = add i32 %lane3258, 2
  %1270 = sext i32 %1269 to i64
  %1271 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1270
  %1272 = load float, ptr %1271, align 4
  %1273 = fadd float %1268, %1272
  %1274 = sext i32 %lane3258 to i64
  %1275 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1274
  store float %1273, ptr %1275, align 4
  %1276 = add nsw i32 %lane3258, 1
  br label %for.cond255, !llvm.loop !57

for.end257:                                       ; preds = %for.cond255
  br label %for.cond259

for.cond259:                                      ; preds = %for.body260, %for.end257
  %lane3262 = phi i32 [ 0, %for.end257 ], [ %1288, %for.body260 ]
  %1277 = icmp slt i32 %lane3262, 1
  br i1 %1277, label %for.body260, label %for.end261

for.body260:                                      ; preds = %for.cond259
  %1278 = sext i32 %lane3262 to i64
  %1279 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1278
  %1280 = load float, ptr %1279, align 4
  %1281 = add i32 %lane3262, 1
  %1282 = sext i32 %1281 to i64
  %1283 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1282
  %1284 = load float, ptr %1283, align 4
  %1285 = fadd float %1280, %1284
  %1286 = sext i32 %lane3262 to i64
  %1287 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1286
  store float %1285, ptr %1287, align 4
  %1288 = add nsw i32 %lane3262, 1
  br label %for.cond259, !llvm.loop !58

for.end261:                                       ; preds = %for.cond259
  %1289 = sext i32 %i5 to i64
  %1290 = getelementptr inbounds float, ptr %l, i64 %1289
  store float 0.000000e+00, ptr %1290, align 4
  %1291 = sext i32 %i5 to i64
  %1292 = getelementptr inbounds float, ptr %l, i64 %1291
  %1293 = load float, ptr %1292, align 4
  %1294 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  %1295 = load float, ptr %1294, align 4
  %1296 = fadd float %1293, %1295
  %1297 = sext i32 %i5 to i64
  %1298 = getelementptr inbounds float, ptr %l, i64 %1297
  store float %1296, ptr %1298, align 4
  %1299 = add nsw i32 %i5, 1
  br label %for.cond220, !llvm.loop !59

for.cond263:                                      ; preds = %if.end269, %for.end222
  %i266 = phi i32 [ 0, %for.end222 ], [ %1325, %if.end269 ]
  %1300 = icmp slt i32 %i266, 4
  br i1 %1300, label %for.body264, label %for.end265

for.body264:                                      ; preds = %for.cond263
  %1301 = sext i32 %N to i64
  %1302 = icmp slt i64 %1301, 0
  %1303 = sext i32 %N to i64
  %1304 = icmp sgt i64 %1303, 512
  %1305 = sext i32 %N to i64
  %1306 = select i1 %1304, i64 512, i64 %1305
  %1307 = select i1 %1302, i64 0, i64 %1306
  %1308 = icmp slt i64 %1307, 0
  %1309 = sext i32 %N to i64
  %1310 = icmp slt i64 %1309, 0
  %1311 = sext i32 %N to i64
  %1312 = icmp sgt i64 %1311, 512
  %1313 = sext i32 %N to i64
  %1314 = select i1 %1312, i64 512, i64 %1313
  %1315 = select i1 %1310, i64 0, i64 %1314
  %1316 = select i1 %1308, i64 0, i64 %1315
  %tl_hi7 = trunc i64 %1316 to i32
  %1317 = mul i32 %bx, 4
  %1318 = add i32 %1317, %i266
  %1319 = icmp sle i32 0, %1318
  %1320 = mul i32 %bx, 4
  %1321 = add i32 %1320, %i266
  %1322 = icmp slt i32 %1321, %M
  %1323 = and i1 %1319, %1322
  br i1 %1323, label %if.then267, label %if.else268

for.end265:                                       ; preds = %for.cond263
  br label %if.end135

if.then267:                                       ; preds = %for.body264
  %1324 = sub i32 %tl_hi7, 0
  br label %for.cond270

if.else268:                                       ; preds = %for.body264
  br label %if.end269

if.end269:                                        ; preds = %if.else268, %for.end272
  %1325 = add nsw i32 %i266, 1
  br label %for.cond263, !llvm.loop !60

for.cond270:                                      ; preds = %for.body271, %if.then267
  %j6 = phi i32 [ 0, %if.then267 ], [ %1348, %for.body271 ]
  %1326 = icmp slt i32 %j6, %1324
  br i1 %1326, label %for.body271, label %for.end272

for.body271:                                      ; preds = %for.cond270
  %1327 = sext i32 %i266 to i64
  %1328 = mul nsw i64 %1327, 512
  %1329 = add i32 0, %j6
  %1330 = sext i32 %1329 to i64
  %1331 = add nsw i64 %1328, %1330
  %1332 = getelementptr inbounds float, ptr %X_f, i64 %1331
  %1333 = load float, ptr %1332, align 4
  %1334 = sext i32 %i266 to i64
  %1335 = getelementptr inbounds float, ptr %l, i64 %1334
  %1336 = load float, ptr %1335, align 4
  %1337 = fdiv float 1.000000e+00, %1336
  %1338 = fmul float %1333, %1337
  %1339 = mul i32 %bx, 4
  %1340 = add i32 %1339, %i266
  %1341 = sext i32 %1340 to i64
  %1342 = sext i32 %N to i64
  %1343 = mul nsw i64 %1341, %1342
  %1344 = add i32 0, %j6
  %1345 = sext i32 %1344 to i64
  %1346 = add nsw i64 %1343, %1345
  %1347 = getelementptr inbounds float, ptr %Y, i64 %1346
  store float %1338, ptr %1347, align 4
  %1348 = add nsw i32 %j6, 1
  br label %for.cond270, !llvm.loop !61

for.end272:                                       ; preds = %for.cond270
  br label %if.end269

if.then273:                                       ; preds = %if.else134
  call void @llvm.memset.p0.i64(ptr align 64 %m_r, i8 0, i64 4, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %l_r, i8 0, i64 4, i1 false)
  %1349 = sext i32 %N to i64
  %1350 = icmp slt i64 %1349, 0
  %1351 = sext i32 %N to i64
  %1352 = icmp sgt i64 %1351, 4096
  %1353 = sext i32 %N to i64
  %1354 = select i1 %1352, i64 4096, i64 %1353
  %1355 = select i1 %1350, i64 0, i64 %1354
  %1356 = icmp slt i64 %1355, 0
  %1357 = sext i32 %N to i64
  %1358 = icmp slt i64 %1357, 0
  %1359 = sext i32 %N to i64
  %1360 = icmp sgt i64 %1359, 4096
  %1361 = sext i32 %N to i64
  %1362 = select i1 %1360, i64 4096, i64 %1361
  %1363 = select i1 %1358, i64 0, i64 %1362
  %1364 = select i1 %1356, i64 0, i64 %1363
  %1365 = trunc i64 %1364 to i32
  %1366 = icmp slt i32 %1365, 0
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
  %1384 = icmp sgt i32 %1383, 4096
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
  %1402 = select i1 %1384, i32 4096, i32 %1401
  %1403 = select i1 %1366, i32 0, i32 %1402
  %1404 = add i32 %1403, 31
  %1405 = sdiv i32 %1404, 32
  %1406 = sub i32 0, %1404
  %1407 = select i1 false, i32 %1406, i32 %1405
  br label %for.cond276

if.else274:                                       ; preds = %if.else134
  call void @llvm.memset.p0.i64(ptr align 64 %tile_sum, i8 0, i64 16, i1 false)
  br label %for.cond439

if.end275:                                        ; preds = %for.end601, %for.end278
  br label %if.end135

for.cond276:                                      ; preds = %for.end431, %if.then273
  %r = phi i32 [ 0, %if.then273 ], [ %2204, %for.end431 ]
  %1408 = icmp slt i32 %r, 4
  br i1 %1408, label %for.body277, label %for.end278

for.body277:                                      ; preds = %for.cond276
  br label %for.cond279

for.end278:                                       ; preds = %for.cond276
  br label %if.end275

for.cond279:                                      ; preds = %if.end289, %for.body277
  %i282 = phi i32 [ 0, %for.body277 ], [ %1446, %if.end289 ]
  %1409 = icmp slt i32 %i282, 1
  br i1 %1409, label %for.body280, label %for.end281

for.body280:                                      ; preds = %for.cond279
  %1410 = sext i32 %N to i64
  %1411 = icmp slt i64 %1410, 0
  %1412 = sext i32 %N to i64
  %1413 = icmp sgt i64 %1412, 4096
  %1414 = sext i32 %N to i64
  %1415 = select i1 %1413, i64 4096, i64 %1414
  %1416 = select i1 %1411, i64 0, i64 %1415
  %1417 = icmp slt i64 %1416, 0
  %1418 = sext i32 %N to i64
  %1419 = icmp slt i64 %1418, 0
  %1420 = sext i32 %N to i64
  %1421 = icmp sgt i64 %1420, 4096
  %1422 = sext i32 %N to i64
  %1423 = select i1 %1421, i64 4096, i64 %1422
  %1424 = select i1 %1419, i64 0, i64 %1423
  %1425 = select i1 %1417, i64 0, i64 %1424
  %tl_hi9 = trunc i64 %1425 to i32
  br label %for.cond283

for.end281:                                       ; preds = %for.cond279
  br label %for.cond297

for.cond283:                                      ; preds = %for.body284, %for.body280
  %j286 = phi i32 [ 0, %for.body280 ], [ %1434, %for.body284 ]
  %1426 = icmp slt i32 %j286, 0
  br i1 %1426, label %for.body284, label %for.end285

for.body284:                                      ; preds = %for.cond283
  %1427 = icmp slt i32 %j286, %N
  %1428 = select i1 %1427, float 0.000000e+00, float 0xFFF0000000000000
  %1429 = sext i32 %i282 to i64
  %1430 = mul nsw i64 %1429, 4096
  %1431 = sext i32 %j286 to i64
  %1432 = add nsw i64 %1430, %1431
  %1433 = getelementptr inbounds float, ptr %X_r, i64 %1432
  store float %1428, ptr %1433, align 4
  %1434 = add nsw i32 %j286, 1
  br label %for.cond283, !llvm.loop !62

for.end285:                                       ; preds = %for.cond283
  %1435 = mul i32 %bx, 4
  %1436 = add i32 %1435, %r
  %1437 = add i32 %1436, %i282
  %1438 = icmp sle i32 0, %1437
  %1439 = mul i32 %bx, 4
  %1440 = add i32 %1439, %r
  %1441 = add i32 %1440, %i282
  %1442 = icmp slt i32 %1441, %M
  %1443 = and i1 %1438, %1442
  br i1 %1443, label %if.then287, label %if.else288

if.then287:                                       ; preds = %for.end285
  %1444 = sub i32 %tl_hi9, 0
  br label %for.cond290

if.else288:                                       ; preds = %for.end285
  %1445 = sub i32 %tl_hi9, 0
  br label %for.cond293

if.end289:                                        ; preds = %for.end295, %for.end292
  %1446 = add nsw i32 %i282, 1
  br label %for.cond279, !llvm.loop !63

for.cond290:                                      ; preds = %for.body291, %if.then287
  %j7 = phi i32 [ 0, %if.then287 ], [ %1465, %for.body291 ]
  %1447 = icmp slt i32 %j7, %1444
  br i1 %1447, label %for.body291, label %for.end292

for.body291:                                      ; preds = %for.cond290
  %1448 = mul i32 %bx, 4
  %1449 = add i32 %1448, %r
  %1450 = add i32 %1449, %i282
  %1451 = sext i32 %1450 to i64
  %1452 = sext i32 %N to i64
  %1453 = mul nsw i64 %1451, %1452
  %1454 = add i32 0, %j7
  %1455 = sext i32 %1454 to i64
  %1456 = add nsw i64 %1453, %1455
  %1457 = getelementptr inbounds float, ptr %X, i64 %1456
  %1458 = load float, ptr %1457, align 4
  %1459 = sext i32 %i282 to i64
  %1460 = mul nsw i64 %1459, 4096
  %1461 = add i32 0, %j7
  %1462 = sext i32 %1461 to i64
  %1463 = add nsw i64 %1460, %1462
  %1464 = getelementptr inbounds float, ptr %X_r, i64 %1463
  store float %1458, ptr %1464, align 4
  %1465 = add nsw i32 %j7, 1
  br label %for.cond290, !llvm.loop !64

for.end292:                                       ; preds = %for.cond290
  br label %if.end289

for.cond293:                                      ; preds = %for.body294, %if.else288
  %j7296 = phi i32 [ 0, %if.else288 ], [ %1473, %for.body294 ]
  %1466 = icmp slt i32 %j7296, %1445
  br i1 %1466, label %for.body294, label %for.end295

for.body294:                                      ; preds = %for.cond293
  %1467 = sext i32 %i282 to i64
  %1468 = mul nsw i64 %1467, 4096
  %1469 = add i32 0, %j7296
  %1470 = sext i32 %1469 to i64
  %1471 = add nsw i64 %1468, %1470
  %1472 = getelementptr inbounds float, ptr %X_r, i64 %1471
  store float 0.000000e+00, ptr %1472, align 4
  %1473 = add nsw i32 %j7296, 1
  br label %for.cond293, !llvm.loop !65

for.end295:                                       ; preds = %for.cond293
  br label %if.end289

for.cond297:                                      ; preds = %for.end359, %for.end281
  %i6 = phi i32 [ 0, %for.end281 ], [ %1810, %for.end359 ]
  %1474 = icmp slt i32 %i6, 1
  br i1 %1474, label %for.body298, label %for.end299

for.body298:                                      ; preds = %for.cond297
  br label %for.cond300

for.end299:                                       ; preds = %for.cond297
  br label %for.cond363

for.cond300:                                      ; preds = %for.end305, %for.body298
  %tl_r14 = phi i32 [ 0, %for.body298 ], [ %1548, %for.end305 ]
  %1475 = icmp slt i32 %tl_r14, 1
  br i1 %1475, label %for.body301, label %for.end302

for.body301:                                      ; preds = %for.cond300
  %1476 = sext i32 %N to i64
  %1477 = icmp slt i64 %1476, 0
  %1478 = sext i32 %N to i64
  %1479 = icmp sgt i64 %1478, 4096
  %1480 = sext i32 %N to i64
  %1481 = select i1 %1479, i64 4096, i64 %1480
  %1482 = select i1 %1477, i64 0, i64 %1481
  %1483 = icmp slt i64 %1482, 0
  %1484 = sext i32 %N to i64
  %1485 = icmp slt i64 %1484, 0
  %1486 = sext i32 %N to i64
  %1487 = icmp sgt i64 %1486, 4096
  %1488 = sext i32 %N to i64
  %1489 = select i1 %1487, i64 4096, i64 %1488
  %1490 = select i1 %1485, i64 0, i64 %1489
  %1491 = select i1 %1483, i64 0, i64 %1490
  %1492 = trunc i64 %1491 to i32
  %1493 = icmp slt i32 %1492, 0
  %1494 = sext i32 %N to i64
  %1495 = icmp slt i64 %1494, 0
  %1496 = sext i32 %N to i64
  %1497 = icmp sgt i64 %1496, 4096
  %1498 = sext i32 %N to i64
  %1499 = select i1 %1497, i64 4096, i64 %1498
  %1500 = select i1 %1495, i64 0, i64 %1499
  %1501 = icmp slt i64 %1500, 0
  %1502 = sext i32 %N to i64
  %1503 = icmp slt i64 %1502, 0
  %1504 = sext i32 %N to i64
  %1505 = icmp sgt i64 %1504, 4096
  %1506 = sext i32 %N to i64
  %1507 = select i1 %1505, i64 4096, i64 %1506
  %1508 = select i1 %1503, i64 0, i64 %1507
  %1509 = select i1 %1501, i64 0, i64 %1508
  %1510 = trunc i64 %1509 to i32
  %1511 = icmp sgt i32 %1510, 4096
  %1512 = sext i32 %N to i64
  %1513 = icmp slt i64 %1512, 0
  %1514 = sext i32 %N to i64
  %1515 = icmp sgt i64 %1514, 4096
  %1516 = sext i32 %N to i64
  %1517 = select i1 %1515, i64 4096, i64 %1516
  %1518 = select i1 %1513, i64 0, i64 %1517
  %1519 = icmp slt i64 %1518, 0
  %1520 = sext i32 %N to i64
  %1521 = icmp slt i64 %1520, 0
  %1522 = sext i32 %N to i64
  %1523 = icmp sgt i64 %1522, 4096
  %1524 = sext i32 %N to i64
  %1525 = select i1 %1523, i64 4096, i64 %1524
  %1526 = select i1 %1521, i64 0, i64 %1525
  %1527 = select i1 %1519, i64 0, i64 %1526
  %1528 = trunc i64 %1527 to i32
  %1529 = select i1 %1511, i32 4096, i32 %1528
  %tl_pad_from15 = select i1 %1493, i32 0, i32 %1529
  %1530 = mul i32 %1407, 32
  %1531 = icmp slt i32 %1530, 32
  %1532 = mul i32 %1407, 32
  %1533 = select i1 %1531, i32 32, i32 %1532
  %1534 = icmp slt i32 %1533, 4096
  %1535 = mul i32 %1407, 32
  %1536 = icmp slt i32 %1535, 32
  %1537 = mul i32 %1407, 32
  %1538 = select i1 %1536, i32 32, i32 %1537
  %1539 = select i1 %1534, i32 %1538, i32 4096
  %tl_pad_n17 = sub i32 %1539, %tl_pad_from15
  br label %for.cond303

for.end302:                                       ; preds = %for.cond300
  br label %for.cond306

for.cond303:                                      ; preds = %for.body304, %for.body301
  %tl_pad_k18 = phi i32 [ 0, %for.body301 ], [ %1547, %for.body304 ]
  %1540 = icmp slt i32 %tl_pad_k18, %tl_pad_n17
  br i1 %1540, label %for.body304, label %for.end305

for.body304:                                      ; preds = %for.cond303
  %1541 = sext i32 %tl_r14 to i64
  %1542 = mul nsw i64 %1541, 4096
  %1543 = add i32 %tl_pad_from15, %tl_pad_k18
  %1544 = sext i32 %1543 to i64
  %1545 = add nsw i64 %1542, %1544
  %1546 = getelementptr inbounds float, ptr %X_r, i64 %1545
  store float 0xFFF0000000000000, ptr %1546, align 4
  %1547 = add nsw i32 %tl_pad_k18, 1
  br label %for.cond303, !llvm.loop !66

for.end305:                                       ; preds = %for.cond303
  %1548 = add nsw i32 %tl_r14, 1
  br label %for.cond300, !llvm.loop !67

for.cond306:                                      ; preds = %for.body307, %for.end302
  %lane4 = phi i32 [ 0, %for.end302 ], [ %1573, %for.body307 ]
  %1549 = icmp slt i32 %lane4, 32
  br i1 %1549, label %for.body307, label %for.end308

for.body307:                                      ; preds = %for.cond306
  %1550 = sext i32 %i6 to i64
  %1551 = mul nsw i64 %1550, 4096
  %1552 = sext i32 %lane4 to i64
  %1553 = add nsw i64 %1551, %1552
  %1554 = getelementptr inbounds float, ptr %X_r, i64 %1553
  %1555 = load float, ptr %1554, align 4
  %1556 = sext i32 %i6 to i64
  %1557 = mul nsw i64 %1556, 4096
  %1558 = sext i32 %lane4 to i64
  %1559 = add nsw i64 %1557, %1558
  %1560 = getelementptr inbounds float, ptr %X_r, i64 %1559
  %1561 = load float, ptr %1560, align 4
  %1562 = fcmp une float %1555, %1561
  %1563 = sext i32 %i6 to i64
  %1564 = mul nsw i64 %1563, 4096
  %1565 = sext i32 %lane4 to i64
  %1566 = add nsw i64 %1564, %1565
  %1567 = call i64 @llvm.umin.i64(i64 %1566, i64 4095)
  %1568 = getelementptr inbounds float, ptr %X_r, i64 %1567
  %1569 = load float, ptr %1568, align 4
  %1570 = select i1 %1562, float 0xFFF0000000000000, float %1569
  %1571 = sext i32 %lane4 to i64
  %1572 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1571
  store float %1570, ptr %1572, align 4
  %1573 = add nsw i32 %lane4, 1
  br label %for.cond306, !llvm.loop !68

for.end308:                                       ; preds = %for.cond306
  %1574 = sub i32 %1407, 1
  %1575 = icmp slt i32 %1574, 0
  %1576 = sub i32 %1407, 1
  %1577 = select i1 %1575, i32 0, i32 %1576
  %tl_steps20 = select i1 true, i32 %1577, i32 127
  %1578 = icmp eq i32 %tl_steps20, 127
  br i1 %1578, label %if.then309, label %if.else310

if.then309:                                       ; preds = %for.end308
  br label %for.cond312

if.else310:                                       ; preds = %for.end308
  br label %if.end311

if.end311:                                        ; preds = %if.else310, %for.end314
  %1579 = sdiv i32 %tl_steps20, 2
  %1580 = sub i32 0, %tl_steps20
  %1581 = select i1 false, i32 %1580, i32 %1579
  br label %for.cond318

for.cond312:                                      ; preds = %for.end317, %if.then309
  %tl_r21 = phi i32 [ 0, %if.then309 ], [ %1645, %for.end317 ]
  %1582 = icmp slt i32 %tl_r21, 1
  br i1 %1582, label %for.body313, label %for.end314

for.body313:                                      ; preds = %for.cond312
  %1583 = sext i32 %N to i64
  %1584 = icmp slt i64 %1583, 0
  %1585 = sext i32 %N to i64
  %1586 = icmp sgt i64 %1585, 4096
  %1587 = sext i32 %N to i64
  %1588 = select i1 %1586, i64 4096, i64 %1587
  %1589 = select i1 %1584, i64 0, i64 %1588
  %1590 = icmp slt i64 %1589, 0
  %1591 = sext i32 %N to i64
  %1592 = icmp slt i64 %1591, 0
  %1593 = sext i32 %N to i64
  %1594 = icmp sgt i64 %1593, 4096
  %1595 = sext i32 %N to i64
  %1596 = select i1 %1594, i64 4096, i64 %1595
  %1597 = select i1 %1592, i64 0, i64 %1596
  %1598 = select i1 %1590, i64 0, i64 %1597
  %1599 = trunc i64 %1598 to i32
  %1600 = icmp slt i32 %1599, 0
  %1601 = sext i32 %N to i64
  %1602 = icmp slt i64 %1601, 0
  %1603 = sext i32 %N to i64
  %1604 = icmp sgt i64 %1603, 4096
  %1605 = sext i32 %N to i64
  %1606 = select i1 %1604, i64 4096, i64 %1605
  %1607 = select i1 %1602, i64 0, i64 %1606
  %1608 = icmp slt i64 %1607, 0
  %1609 = sext i32 %N to i64
  %1610 = icmp slt i64 %1609, 0
  %1611 = sext i32 %N to i64
  %1612 = icmp sgt i64 %1611, 4096
  %1613 = sext i32 %N to i64
  %1614 = select i1 %1612, i64 4096, i64 %1613
  %1615 = select i1 %1610, i64 0, i64 %1614
  %1616 = select i1 %1608, i64 0, i64 %1615
  %1617 = trunc i64 %1616 to i32
  %1618 = icmp sgt i32 %1617, 4096
  %1619 = sext i32 %N to i64
  %1620 = icmp slt i64 %1619, 0
  %1621 = sext i32 %N to i64
  %1622 = icmp sgt i64 %1621, 4096
  %1623 = sext i32 %N to i64
  %1624 = select i1 %1622, i64 4096, i64 %1623
  %1625 = select i1 %1620, i64 0, i64 %1624
  %1626 = icmp slt i64 %1625, 0
  %1627 = sext i32 %N to i64
  %1628 = icmp slt i64 %1627, 0
  %1629 = sext i32 %N to i64
  %1630 = icmp sgt i64 %1629, 4096
  %1631 = sext i32 %N to i64
  %1632 = select i1 %1630, i64 4096, i64 %1631
  %1633 = select i1 %1628, i64 0, i64 %1632
  %1634 = select i1 %1626, i64 0, i64 %1633
  %1635 = trunc i64 %1634 to i32
  %1636 = select i1 %1618, i32 4096, i32 %1635
  %tl_pad_from22 = select i1 %1600, i32 0, i32 %1636
  %tl_pad_n24 = sub i32 4096, %tl_pad_from22
  br label %for.cond315

for.end314:                                       ; preds = %for.cond312
  br label %if.end311

for.cond315:                                      ; preds = %for.body316, %for.body313
  %tl_pad_k25 = phi i32 [ 0, %for.body313 ], [ %1644, %for.body316 ]
  %1637 = icmp slt i32 %tl_pad_k25, %tl_pad_n24
  br i1 %1637, label %for.body316, label %for.end317

for.body316:                                      ; preds = %for.cond315
  %1638 = sext i32 %tl_r21 to i64
  %1639 = mul nsw i64 %1638, 4096
  %1640 = add i32 %tl_pad_from22, %tl_pad_k25
  %1641 = sext i32 %1640 to i64
  %1642 = add nsw i64 %1639, %1641
  %1643 = getelementptr inbounds float, ptr %X_r, i64 %1642
  store float 0xFFF0000000000000, ptr %1643, align 4
  %1644 = add nsw i32 %tl_pad_k25, 1
  br label %for.cond315, !llvm.loop !69

for.end317:                                       ; preds = %for.cond315
  %1645 = add nsw i32 %tl_r21, 1
  br label %for.cond312, !llvm.loop !70

for.cond318:                                      ; preds = %for.end323, %if.end311
  %red56 = phi i32 [ 0, %if.end311 ], [ %1705, %for.end323 ]
  %1646 = icmp slt i32 %red56, %1581
  br i1 %1646, label %for.body319, label %for.end320

for.body319:                                      ; preds = %for.cond318
  br label %for.cond321

for.end320:                                       ; preds = %for.cond318
  %1647 = srem i32 %tl_steps20, 2
  %1648 = icmp eq i32 %1647, 1
  br i1 %1648, label %if.then325, label %if.else326

for.cond321:                                      ; preds = %for.body322, %for.body319
  %lane4324 = phi i32 [ 0, %for.body319 ], [ %1704, %for.body322 ]
  %1649 = icmp slt i32 %lane4324, 32
  br i1 %1649, label %for.body322, label %for.end323

for.body322:                                      ; preds = %for.cond321
  %1650 = sext i32 %i6 to i64
  %1651 = mul nsw i64 %1650, 4096
  %1652 = mul i32 2, %red56
  %1653 = add i32 %1652, 1
  %1654 = mul i32 %1653, 32
  %1655 = add i32 %1654, %lane4324
  %1656 = sext i32 %1655 to i64
  %1657 = add nsw i64 %1651, %1656
  %1658 = getelementptr inbounds float, ptr %X_r, i64 %1657
  %1659 = load float, ptr %1658, align 4
  %1660 = sext i32 %lane4324 to i64
  %1661 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1660
  %1662 = load float, ptr %1661, align 4
  %1663 = fcmp ogt float %1659, %1662
  %1664 = sext i32 %i6 to i64
  %1665 = mul nsw i64 %1664, 4096
  %1666 = mul i32 2, %red56
  %1667 = add i32 %1666, 1
  %1668 = mul i32 %1667, 32
  %1669 = add i32 %1668, %lane4324
  %1670 = sext i32 %1669 to i64
  %1671 = add nsw i64 %1665, %1670
  %1672 = call i64 @llvm.umin.i64(i64 %1671, i64 4095)
  %1673 = getelementptr inbounds float, ptr %X_r, i64 %1672
  %1674 = load float, ptr %1673, align 4
  %1675 = sext i32 %lane4324 to i64
  %1676 = call i64 @llvm.umin.i64(i64 %1675, i64 31)
  %1677 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1676
  %1678 = load float, ptr %1677, align 4
  %tl_pair57 = select i1 %1663, float %1674, float %1678
  %1679 = sext i32 %i6 to i64
  %1680 = mul nsw i64 %1679, 4096
  %1681 = mul i32 2, %red56
  %1682 = add i32 %1681, 2
  %1683 = mul i32 %1682, 32
  %1684 = add i32 %1683, %lane4324
  %1685 = sext i32 %1684 to i64
  %1686 = add nsw i64 %1680, %1685
  %1687 = getelementptr inbounds float, ptr %X_r, i64 %1686
  %1688 = load float, ptr %1687, align 4
  %1689 = fcmp ogt float %1688, %tl_pair57
  %1690 = sext i32 %i6 to i64
  %1691 = mul nsw i64 %1690, 4096
  %1692 = mul i32 2, %red56
  %1693 = add i32 %1692, 2
  %1694 = mul i32 %1693, 32
  %1695 = add i32 %1694, %lane4324
  %1696 = sext i32 %1695 to i64
  %1697 = add nsw i64 %1691, %1696
  %1698 = call i64 @llvm.umin.i64(i64 %1697, i64 4095)
  %1699 = getelementptr inbounds float, ptr %X_r, i64 %1698
  %1700 = load float, ptr %1699, align 4
  %1701 = select i1 %1689, float %1700, float %tl_pair57
  %1702 = sext i32 %lane4324 to i64
  %1703 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1702
  store float %1701, ptr %1703, align 4
  %1704 = add nsw i32 %lane4324, 1
  br label %for.cond321, !llvm.loop !71

for.end323:                                       ; preds = %for.cond321
  %1705 = add nsw i32 %red56, 1
  br label %for.cond318, !llvm.loop !72

if.then325:                                       ; preds = %for.end320
  br label %for.cond328

if.else326:                                       ; preds = %for.end320
  br label %if.end327

if.end327:                                        ; preds = %if.else326, %for.end330
  %1706 = icmp slt i32 %tl_steps20, 127
  br i1 %1706, label %if.then332, label %if.else333

for.cond328:                                      ; preds = %for.body329, %if.then325
  %lane4331 = phi i32 [ 0, %if.then325 ], [ %1736, %for.body329 ]
  %1707 = icmp slt i32 %lane4331, 32
  br i1 %1707, label %for.body329, label %for.end330

for.body329:                                      ; preds = %for.cond328
  %1708 = sext i32 %i6 to i64
  %1709 = mul nsw i64 %1708, 4096
  %1710 = mul i32 %tl_steps20, 32
  %1711 = add i32 %1710, %lane4331
  %1712 = sext i32 %1711 to i64
  %1713 = add nsw i64 %1709, %1712
  %1714 = getelementptr inbounds float, ptr %X_r, i64 %1713
  %1715 = load float, ptr %1714, align 4
  %1716 = sext i32 %lane4331 to i64
  %1717 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1716
  %1718 = load float, ptr %1717, align 4
  %1719 = fcmp ogt float %1715, %1718
  %1720 = sext i32 %i6 to i64
  %1721 = mul nsw i64 %1720, 4096
  %1722 = mul i32 %tl_steps20, 32
  %1723 = add i32 %1722, %lane4331
  %1724 = sext i32 %1723 to i64
  %1725 = add nsw i64 %1721, %1724
  %1726 = call i64 @llvm.umin.i64(i64 %1725, i64 4095)
  %1727 = getelementptr inbounds float, ptr %X_r, i64 %1726
  %1728 = load float, ptr %1727, align 4
  %1729 = sext i32 %lane4331 to i64
  %1730 = call i64 @llvm.umin.i64(i64 %1729, i64 31)
  %1731 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1730
  %1732 = load float, ptr %1731, align 4
  %1733 = select i1 %1719, float %1728, float %1732
  %1734 = sext i32 %lane4331 to i64
  %1735 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1734
  store float %1733, ptr %1735, align 4
  %1736 = add nsw i32 %lane4331, 1
  br label %for.cond328, !llvm.loop !73

for.end330:                                       ; preds = %for.cond328
  br label %if.end327

if.then332:                                       ; preds = %if.end327
  %1737 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  %1738 = load float, ptr %1737, align 4
  %1739 = fcmp ogt float 0xFFF0000000000000, %1738
  %1740 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %1741 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1740
  %1742 = load float, ptr %1741, align 4
  %1743 = select i1 %1739, float 0xFFF0000000000000, float %1742
  %1744 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  store float %1743, ptr %1744, align 4
  br label %if.end334

if.else333:                                       ; preds = %if.end327
  br label %if.end334

if.end334:                                        ; preds = %if.else333, %if.then332
  br label %for.cond335

for.cond335:                                      ; preds = %for.body336, %if.end334
  %lane4338 = phi i32 [ 0, %if.end334 ], [ %1755, %for.body336 ]
  %1745 = icmp slt i32 %lane4338, 16
  br i1 %1745, label %for.body336, label %for.end337

for.body336:                                      ; preds = %for.cond335
  %1746 = sext i32 %lane4338 to i64
  %1747 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1746
  %lane_acc2 = load float, ptr %1747, align 4
  %1748 = add i32 %lane4338, 16
  %1749 = sext i32 %1748 to i64
  %1750 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1749
  %lane_next2 = load float, ptr %1750, align 4
  %1751 = fcmp ogt float %lane_next2, %lane_acc2
  %1752 = select i1 %1751, float %lane_next2, float %lane_acc2
  %1753 = sext i32 %lane4338 to i64
  %1754 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1753
  store float %1752, ptr %1754, align 4
  %1755 = add nsw i32 %lane4338, 1
  br label %for.cond335, !llvm.loop !74

for.end337:                                       ; preds = %for.cond335
  br label %for.cond339

for.cond339:                                      ; preds = %for.body340, %for.end337
  %lane4342 = phi i32 [ 0, %for.end337 ], [ %1766, %for.body340 ]
  %1756 = icmp slt i32 %lane4342, 8
  br i1 %1756, label %for.body340, label %for.end341

for.body340:                                      ; preds = %for.cond339
  %1757 = sext i32 %lane4342 to i64
  %1758 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1757
  %lane_acc2343 = load float, ptr %1758, align 4
  %1759 = add i32 %lane4342, 8
  %1760 = sext i32 %1759 to i64
  %1761 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1760
  %lane_next2344 = load float, ptr %1761, align 4
  %1762 = fcmp ogt float %lane_next2344, %lane_acc2343
  %1763 = select i1 %1762, float %lane_next2344, float %lane_acc2343
  %1764 = sext i32 %lane4342 to i64
  %1765 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1764
  store float %1763, ptr %1765, align 4
  %1766 = add nsw i32 %lane4342, 1
  br label %for.cond339, !llvm.loop !75

for.end341:                                       ; preds = %for.cond339
  br label %for.cond345

for.cond345:                                      ; preds = %for.body346, %for.end341
  %lane4348 = phi i32 [ 0, %for.end341 ], [ %1777, %for.body346 ]
  %1767 = icmp slt i32 %lane4348, 4
  br i1 %1767, label %for.body346, label %for.end347

for.body346:                                      ; preds = %for.cond345
  %1768 = sext i32 %lane4348 to i64
  %1769 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1768
  %lane_acc2349 = load float, ptr %1769, align 4
  %1770 = add i32 %lane4348, 4
  %1771 = sext i32 %1770 to i64
  %1772 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1771
  %lane_next2350 = load float, ptr %1772, align 4
  %1773 = fcmp ogt float %lane_next2350, %lane_acc2349
  %1774 = select i1 %1773, float %lane_next2350, float %lane_acc2349
  %1775 = sext i32 %lane4348 to i64
  %1776 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1775
  store float %1774, ptr %1776, align 4
  %1777 = add nsw i32 %lane4348, 1
  br label %for.cond345, !llvm.loop !76

for.end347:                                       ; preds = %for.cond345
  br label %for.cond351

for.cond351:                                      ; preds = %for.body352, %for.end347
  %lane4354 = phi i32 [ 0, %for.end347 ], [ %1788, %for.body352 ]
  %1778 = icmp slt i32 %lane4354, 2
  br i1 %1778, label %for.body352, label %for.end353

for.body352:                                      ; preds = %for.cond351
  %1779 = sext i32 %lane4354 to i64
  %1780 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1779
  %lane_acc2355 = load float, ptr %1780, align 4
  %1781 = add i32 %lane4354, 2
  %1782 = sext i32 %1781 to i64
  %1783 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1782
  %lane_next2356 = load float, ptr %1783, align 4
  %1784 = fcmp ogt float %lane_next2356, %lane_acc2355
  %1785 = select i1 %1784, float %lane_next2356, float %lane_acc2355
  %1786 = sext i32 %lane4354 to i64
  %1787 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1786
  store float %1785, ptr %1787, align 4
  %1788 = add nsw i32 %lane4354, 1
  br label %for.cond351, !llvm.loop !77

for.end353:                                       ; preds = %for.cond351
  br label %for.cond357

for.cond357:                                      ; preds = %for.body358, %for.end353
  %lane4360 = phi i32 [ 0, %for.end353 ], [ %1799, %for.body358 ]
  %1789 = icmp slt i32 %lane4360, 1
  br i1 %1789, label %for.body358, label %for.end359

for.body358:                                      ; preds = %for.cond357
  %1790 = sext i32 %lane4360 to i64
  %1791 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1790
  %lane_acc2361 = load float, ptr %1791, align 4
  %1792 = add i32 %lane4360, 1
  %1793 = sext i32 %1792 to i64
  %1794 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1793
  %lane_next2362 = load float, ptr %1794, align 4
  %1795 = fcmp ogt float %lane_next2362, %lane_acc2361
  %1796 = select i1 %1795, float %lane_next2362, float %lane_acc2361
  %1797 = sext i32 %lane4360 to i64
  %1798 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1797
  store float %1796, ptr %1798, align 4
  %1799 = add nsw i32 %lane4360, 1
  br label %for.cond357, !llvm.loop !78

for.end359:                                       ; preds = %for.cond357
  %1800 = sext i32 %i6 to i64
  %1801 = getelementptr inbounds float, ptr %m_r, i64 %1800
  store float 0xFFF0000000000000, ptr %1801, align 4
  %1802 = sext i32 %i6 to i64
  %1803 = getelementptr inbounds float, ptr %m_r, i64 %1802
  %1804 = load float, ptr %1803, align 4
  %1805 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  %1806 = load float, ptr %1805, align 4
  %1807 = call float @llvm.maxnum.f32(float %1804, float %1806)
  %1808 = sext i32 %i6 to i64
  %1809 = getelementptr inbounds float, ptr %m_r, i64 %1808
  store float %1807, ptr %1809, align 4
  %1810 = add nsw i32 %i6, 1
  br label %for.cond297, !llvm.loop !79

for.cond363:                                      ; preds = %for.end369, %for.end299
  %i366 = phi i32 [ 0, %for.end299 ], [ %1883, %for.end369 ]
  %1811 = icmp slt i32 %i366, 1
  br i1 %1811, label %for.body364, label %for.end365

for.body364:                                      ; preds = %for.cond363
  %1812 = sext i32 %N to i64
  %1813 = icmp slt i64 %1812, 0
  %1814 = sext i32 %N to i64
  %1815 = icmp sgt i64 %1814, 4096
  %1816 = sext i32 %N to i64
  %1817 = select i1 %1815, i64 4096, i64 %1816
  %1818 = select i1 %1813, i64 0, i64 %1817
  %1819 = icmp slt i64 %1818, 0
  %1820 = sext i32 %N to i64
  %1821 = icmp slt i64 %1820, 0
  %1822 = sext i32 %N to i64
  %1823 = icmp sgt i64 %1822, 4096
  %1824 = sext i32 %N to i64
  %1825 = select i1 %1823, i64 4096, i64 %1824
  %1826 = select i1 %1821, i64 0, i64 %1825
  %1827 = select i1 %1819, i64 0, i64 %1826
  %1828 = trunc i64 %1827 to i32
  %1829 = icmp slt i32 %1828, 0
  %1830 = sext i32 %N to i64
  %1831 = icmp slt i64 %1830, 0
  %1832 = sext i32 %N to i64
  %1833 = icmp sgt i64 %1832, 4096
  %1834 = sext i32 %N to i64
  %1835 = select i1 %1833, i64 4096, i64 %1834
  %1836 = select i1 %1831, i64 0, i64 %1835
  %1837 = icmp slt i64 %1836, 0
  %1838 = sext i32 %N to i64
  %1839 = icmp slt i64 %1838, 0
  %1840 = sext i32 %N to i64
  %1841 = icmp sgt i64 %1840, 4096
  %1842 = sext i32 %N to i64
  %1843 = select i1 %1841, i64 4096, i64 %1842
  %1844 = select i1 %1839, i64 0, i64 %1843
  %1845 = select i1 %1837, i64 0, i64 %1844
  %1846 = trunc i64 %1845 to i32
  %1847 = icmp sgt i32 %1846, 4096
  %1848 = sext i32 %N to i64
  %1849 = icmp slt i64 %1848, 0
  %1850 = sext i32 %N to i64
  %1851 = icmp sgt i64 %1850, 4096
  %1852 = sext i32 %N to i64
  %1853 = select i1 %1851, i64 4096, i64 %1852
  %1854 = select i1 %1849, i64 0, i64 %1853
  %1855 = icmp slt i64 %1854, 0
  %1856 = sext i32 %N to i64
  %1857 = icmp slt i64 %1856, 0
  %1858 = sext i32 %N to i64
  %1859 = icmp sgt i64 %1858, 4096
  %1860 = sext i32 %N to i64
  %1861 = select i1 %1859, i64 4096, i64 %1860
  %1862 = select i1 %1857, i64 0, i64 %1861
  %1863 = select i1 %1855, i64 0, i64 %1862
  %1864 = trunc i64 %1863 to i32
  %1865 = select i1 %1847, i32 4096, i32 %1864
  %tl_cols26 = select i1 %1829, i32 0, i32 %1865
  br label %for.cond367

for.end365:                                       ; preds = %for.cond363
  br label %for.cond371

for.cond367:                                      ; preds = %for.body368, %for.body364
  %j370 = phi i32 [ 0, %for.body364 ], [ %1882, %for.body368 ]
  %1866 = icmp slt i32 %j370, %tl_cols26
  br i1 %1866, label %for.body368, label %for.end369

for.body368:                                      ; preds = %for.cond367
  %1867 = sext i32 %i366 to i64
  %1868 = mul nsw i64 %1867, 4096
  %1869 = sext i32 %j370 to i64
  %1870 = add nsw i64 %1868, %1869
  %1871 = getelementptr inbounds float, ptr %X_r, i64 %1870
  %1872 = load float, ptr %1871, align 4
  %1873 = getelementptr inbounds float, ptr %m_r, i64 0
  %1874 = load float, ptr %1873, align 4
  %1875 = fsub float %1872, %1874
  %1876 = call float @tilec_expf(float %1875)
  %1877 = sext i32 %i366 to i64
  %1878 = mul nsw i64 %1877, 4096
  %1879 = sext i32 %j370 to i64
  %1880 = add nsw i64 %1878, %1879
  %1881 = getelementptr inbounds float, ptr %X_r, i64 %1880
  store float %1876, ptr %1881, align 4
  %1882 = add nsw i32 %j370, 1
  br label %for.cond367, !llvm.loop !80

for.end369:                                       ; preds = %for.cond367
  %1883 = add nsw i32 %i366, 1
  br label %for.cond363, !llvm.loop !81

for.cond371:                                      ; preds = %for.end427, %for.end365
  %i7 = phi i32 [ 0, %for.end365 ], [ %2177, %for.end427 ]
  %1884 = icmp slt i32 %i7, 1
  br i1 %1884, label %for.body372, label %for.end373

for.body372:                                      ; preds = %for.cond371
  br label %for.cond374

for.end373:                                       ; preds = %for.cond371
  br label %for.cond429

for.cond374:                                      ; preds = %for.end379, %for.body372
  %tl_r28 = phi i32 [ 0, %for.body372 ], [ %1961, %for.end379 ]
  %1885 = icmp slt i32 %tl_r28, 1
  br i1 %1885, label %for.body375, label %for.end376

for.body375:                                      ; preds = %for.cond374
  %1886 = sext i32 %N to i64
  %1887 = icmp slt i64 %1886, 0
  %1888 = sext i32 %N to i64
  %1889 = icmp sgt i64 %1888, 4096
  %1890 = sext i32 %N to i64
  %1891 = select i1 %1889, i64 4096, i64 %1890
  %1892 = select i1 %1887, i64 0, i64 %1891
  %1893 = icmp slt i64 %1892, 0
  %1894 = sext i32 %N to i64
  %1895 = icmp slt i64 %1894, 0
  %1896 = sext i32 %N to i64
  %1897 = icmp sgt i64 %1896, 4096
  %1898 = sext i32 %N to i64
  %1899 = select i1 %1897, i64 4096, i64 %1898
  %1900 = select i1 %1895, i64 0, i64 %1899
  %1901 = select i1 %1893, i64 0, i64 %1900
  %1902 = trunc i64 %1901 to i32
  %1903 = icmp slt i32 %1902, 0
  %1904 = sext i32 %N to i64
  %1905 = icmp slt i64 %1904, 0
  %1906 = sext i32 %N to i64
  %1907 = icmp sgt i64 %1906, 4096
  %1908 = sext i32 %N to i64
  %1909 = select i1 %1907, i64 4096, i64 %1908
  %1910 = select i1 %1905, i64 0, i64 %1909
  %1911 = icmp slt i64 %1910, 0
  %1912 = sext i32 %N to i64
  %1913 = icmp slt i64 %1912, 0
  %1914 = sext i32 %N to i64
  %1915 = icmp sgt i64 %1914, 4096
  %1916 = sext i32 %N to i64
  %1917 = select i1 %1915, i64 4096, i64 %1916
  %1918 = select i1 %1913, i64 0, i64 %1917
  %1919 = select i1 %1911, i64 0, i64 %1918
  %1920 = trunc i64 %1919 to i32
  %1921 = icmp sgt i32 %1920, 4096
  %1922 = sext i32 %N to i64
  %1923 = icmp slt i64 %1922, 0
  %1924 = sext i32 %N to i64
  %1925 = icmp sgt i64 %1924, 4096
  %1926 = sext i32 %N to i64
  %1927 = select i1 %1925, i64 4096, i64 %1926
  %1928 = select i1 %1923, i64 0, i64 %1927
  %1929 = icmp slt i64 %1928, 0
  %1930 = sext i32 %N to i64
  %1931 = icmp slt i64 %1930, 0
  %1932 = sext i32 %N to i64
  %1933 = icmp sgt i64 %1932, 4096
  %1934 = sext i32 %N to i64
  %1935 = select i1 %1933, i64 4096, i64 %1934
  %1936 = select i1 %1931, i64 0, i64 %1935
  %1937 = select i1 %1929, i64 0, i64 %1936
  %1938 = trunc i64 %1937 to i32
  %1939 = select i1 %1921, i32 4096, i32 %1938
  %tl_pad_from29 = select i1 %1903, i32 0, i32 %1939
  %1940 = getelementptr inbounds float, ptr %m_r, i64 0
  %1941 = load float, ptr %1940, align 4
  %1942 = fsub float 0xFFF0000000000000, %1941
  %tl_pad_v30 = call float @tilec_expf(float %1942)
  %1943 = mul i32 %1407, 32
  %1944 = icmp slt i32 %1943, 32
  %1945 = mul i32 %1407, 32
  %1946 = select i1 %1944, i32 32, i32 %1945
  %1947 = icmp slt i32 %1946, 4096
  %1948 = mul i32 %1407, 32
  %1949 = icmp slt i32 %1948, 32
  %1950 = mul i32 %1407, 32
  %1951 = select i1 %1949, i32 32, i32 %1950
  %1952 = select i1 %1947, i32 %1951, i32 4096
  %tl_pad_n31 = sub i32 %1952, %tl_pad_from29
  br label %for.cond377

for.end376:                                       ; preds = %for.cond374
  br label %for.cond380

for.cond377:                                      ; preds = %for.body378, %for.body375
  %tl_pad_k32 = phi i32 [ 0, %for.body375 ], [ %1960, %for.body378 ]
  %1953 = icmp slt i32 %tl_pad_k32, %tl_pad_n31
  br i1 %1953, label %for.body378, label %for.end379

for.body378:                                      ; preds = %for.cond377
  %1954 = sext i32 %tl_r28 to i64
  %1955 = mul nsw i64 %1954, 4096
  %1956 = add i32 %tl_pad_from29, %tl_pad_k32
  %1957 = sext i32 %1956 to i64
  %1958 = add nsw i64 %1955, %1957
  %1959 = getelementptr inbounds float, ptr %X_r, i64 %1958
  store float %tl_pad_v30, ptr %1959, align 4
  %1960 = add nsw i32 %tl_pad_k32, 1
  br label %for.cond377, !llvm.loop !82

for.end379:                                       ; preds = %for.cond377
  %1961 = add nsw i32 %tl_r28, 1
  br label %for.cond374, !llvm.loop !83

for.cond380:                                      ; preds = %for.body381, %for.end376
  %lane5 = phi i32 [ 0, %for.end376 ], [ %1971, %for.body381 ]
  %1962 = icmp slt i32 %lane5, 32
  br i1 %1962, label %for.body381, label %for.end382

for.body381:                                      ; preds = %for.cond380
  %1963 = sext i32 %i7 to i64
  %1964 = mul nsw i64 %1963, 4096
  %1965 = sext i32 %lane5 to i64
  %1966 = add nsw i64 %1964, %1965
  %1967 = getelementptr inbounds float, ptr %X_r, i64 %1966
  %1968 = load float, ptr %1967, align 4
  %1969 = sext i32 %lane5 to i64
  %1970 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %1969
  store float %1968, ptr %1970, align 4
  %1971 = add nsw i32 %lane5, 1
  br label %for.cond380, !llvm.loop !84

for.end382:                                       ; preds = %for.cond380
  %1972 = getelementptr inbounds float, ptr %m_r, i64 0
  %1973 = load float, ptr %1972, align 4
  %1974 = fsub float 0xFFF0000000000000, %1973
  %tl_pad33 = call float @tilec_expf(float %1974)
  %1975 = fadd float %tl_pad33, %tl_pad33
  %1976 = fcmp oeq float %1975, %tl_pad33
  %1977 = fcmp une float %tl_pad33, %tl_pad33
  %1978 = or i1 %1976, %1977
  %1979 = sub i32 %1407, 1
  %1980 = icmp slt i32 %1979, 0
  %1981 = sub i32 %1407, 1
  %1982 = select i1 %1980, i32 0, i32 %1981
  %tl_steps34 = select i1 %1978, i32 %1982, i32 127
  %1983 = icmp eq i32 %tl_steps34, 127
  br i1 %1983, label %if.then383, label %if.else384

if.then383:                                       ; preds = %for.end382
  br label %for.cond386

if.else384:                                       ; preds = %for.end382
  br label %if.end385

if.end385:                                        ; preds = %if.else384, %for.end388
  %1984 = sdiv i32 %tl_steps34, 2
  %1985 = sub i32 0, %tl_steps34
  %1986 = select i1 false, i32 %1985, i32 %1984
  br label %for.cond392

for.cond386:                                      ; preds = %for.end391, %if.then383
  %tl_r35 = phi i32 [ 0, %if.then383 ], [ %2053, %for.end391 ]
  %1987 = icmp slt i32 %tl_r35, 1
  br i1 %1987, label %for.body387, label %for.end388

for.body387:                                      ; preds = %for.cond386
  %1988 = sext i32 %N to i64
  %1989 = icmp slt i64 %1988, 0
  %1990 = sext i32 %N to i64
  %1991 = icmp sgt i64 %1990, 4096
  %1992 = sext i32 %N to i64
  %1993 = select i1 %1991, i64 4096, i64 %1992
  %1994 = select i1 %1989, i64 0, i64 %1993
  %1995 = icmp slt i64 %1994, 0
  %1996 = sext i32 %N to i64
  %1997 = icmp slt i64 %1996, 0
  %1998 = sext i32 %N to i64
  %1999 = icmp sgt i64 %1998, 4096
  %2000 = sext i32 %N to i64
  %2001 = select i1 %1999, i64 4096, i64 %2000
  %2002 = select i1 %1997, i64 0, i64 %2001
  %2003 = select i1 %1995, i64 0, i64 %2002
  %2004 = trunc i64 %2003 to i32
  %2005 = icmp slt i32 %2004, 0
  %2006 = sext i32 %N to i64
  %2007 = icmp slt i64 %2006, 0
  %2008 = sext i32 %N to i64
  %2009 = icmp sgt i64 %2008, 4096
  %2010 = sext i32 %N to i64
  %2011 = select i1 %2009, i64 4096, i64 %2010
  %2012 = select i1 %2007, i64 0, i64 %2011
  %2013 = icmp slt i64 %2012, 0
  %2014 = sext i32 %N to i64
  %2015 = icmp slt i64 %2014, 0
  %2016 = sext i32 %N to i64
  %2017 = icmp sgt i64 %2016, 4096
  %2018 = sext i32 %N to i64
  %2019 = select i1 %2017, i64 4096, i64 %2018
  %2020 = select i1 %2015, i64 0, i64 %2019
  %2021 = select i1 %2013, i64 0, i64 %2020
  %2022 = trunc i64 %2021 to i32
  %2023 = icmp sgt i32 %2022, 4096
  %2024 = sext i32 %N to i64
  %2025 = icmp slt i64 %2024, 0
  %2026 = sext i32 %N to i64
  %2027 = icmp sgt i64 %2026, 4096
  %2028 = sext i32 %N to i64
  %2029 = select i1 %2027, i64 4096, i64 %2028
  %2030 = select i1 %2025, i64 0, i64 %2029
  %2031 = icmp slt i64 %2030, 0
  %2032 = sext i32 %N to i64
  %2033 = icmp slt i64 %2032, 0
  %2034 = sext i32 %N to i64
  %2035 = icmp sgt i64 %2034, 4096
  %2036 = sext i32 %N to i64
  %2037 = select i1 %2035, i64 4096, i64 %2036
  %2038 = select i1 %2033, i64 0, i64 %2037
  %2039 = select i1 %2031, i64 0, i64 %2038
  %2040 = trunc i64 %2039 to i32
  %2041 = select i1 %2023, i32 4096, i32 %2040
  %tl_pad_from36 = select i1 %2005, i32 0, i32 %2041
  %2042 = getelementptr inbounds float, ptr %m_r, i64 0
  %2043 = load float, ptr %2042, align 4
  %2044 = fsub float 0xFFF0000000000000, %2043
  %tl_pad_v37 = call float @tilec_expf(float %2044)
  %tl_pad_n38 = sub i32 4096, %tl_pad_from36
  br label %for.cond389

for.end388:                                       ; preds = %for.cond386
  br label %if.end385

for.cond389:                                      ; preds = %for.body390, %for.body387
  %tl_pad_k39 = phi i32 [ 0, %for.body387 ], [ %2052, %for.body390 ]
  %2045 = icmp slt i32 %tl_pad_k39, %tl_pad_n38
  br i1 %2045, label %for.body390, label %for.end391

for.body390:                                      ; preds = %for.cond389
  %2046 = sext i32 %tl_r35 to i64
  %2047 = mul nsw i64 %2046, 4096
  %2048 = add i32 %tl_pad_from36, %tl_pad_k39
  %2049 = sext i32 %2048 to i64
  %2050 = add nsw i64 %2047, %2049
  %2051 = getelementptr inbounds float, ptr %X_r, i64 %2050
  store float %tl_pad_v37, ptr %2051, align 4
  %2052 = add nsw i32 %tl_pad_k39, 1
  br label %for.cond389, !llvm.loop !85

for.end391:                                       ; preds = %for.cond389
  %2053 = add nsw i32 %tl_r35, 1
  br label %for.cond386, !llvm.loop !86

for.cond392:                                      ; preds = %for.end397, %if.end385
  %red58 = phi i32 [ 0, %if.end385 ], [ %2085, %for.end397 ]
  %2054 = icmp slt i32 %red58, %1986
  br i1 %2054, label %for.body393, label %for.end394

for.body393:                                      ; preds = %for.cond392
  br label %for.cond395

for.end394:                                       ; preds = %for.cond392
  %2055 = srem i32 %tl_steps34, 2
  %2056 = icmp eq i32 %2055, 1
  br i1 %2056, label %if.then399, label %if.else400

for.cond395:                                      ; preds = %for.body396, %for.body393
  %lane5398 = phi i32 [ 0, %for.body393 ], [ %2084, %for.body396 ]
  %2057 = icmp slt i32 %lane5398, 32
  br i1 %2057, label %for.body396, label %for.end397

for.body396:                                      ; preds = %for.cond395
  %2058 = sext i32 %lane5398 to i64
  %2059 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %2058
  %2060 = load float, ptr %2059, align 4
  %2061 = sext i32 %i7 to i64
  %2062 = mul nsw i64 %2061, 4096
  %2063 = mul i32 2, %red58
  %2064 = add i32 %2063, 1
  %2065 = mul i32 %2064, 32
  %2066 = add i32 %2065, %lane5398
  %2067 = sext i32 %2066 to i64
  %2068 = add nsw i64 %2062, %2067
  %2069 = getelementptr inbounds float, ptr %X_r, i64 %2068
  %2070 = load float, ptr %2069, align 4
  %tl_pair59 = fadd float %2060, %2070
  %2071 = sext i32 %i7 to i64
  %2072 = mul nsw i64 %2071, 4096
  %2073 = mul i32 2, %red58
  %2074 = add i32 %2073, 2
  %2075 = mul i32 %2074, 32
  %2076 = add i32 %2075, %lane5398
  %2077 = sext i32 %2076 to i64
  %2078 = add nsw i64 %2072, %2077
  %2079 = getelementptr inbounds float, ptr %X_r, i64 %2078
  %2080 = load float, ptr %2079, align 4
  %2081 = fadd float %tl_pair59, %2080
  %2082 = sext i32 %lane5398 to i64
  %2083 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %2082
  store float %2081, ptr %2083, align 4
  %2084 = add nsw i32 %lane5398, 1
  br label %for.cond395, !llvm.loop !87

for.end397:                                       ; preds = %for.cond395
  %2085 = add nsw i32 %red58, 1
  br label %for.cond392, !llvm.loop !88

if.then399:                                       ; preds = %for.end394
  br label %for.cond402

if.else400:                                       ; preds = %for.end394
  br label %if.end401

if.end401:                                        ; preds = %if.else400, %for.end404
  %2086 = icmp slt i32 %tl_steps34, 127
  br i1 %2086, label %if.then406, label %if.else407

for.cond402:                                      ; preds = %for.body403, %if.then399
  %lane5405 = phi i32 [ 0, %if.then399 ], [ %2102, %for.body403 ]
  %2087 = icmp slt i32 %lane5405, 32
  br i1 %2087, label %for.body403, label %for.end404

for.body403:                                      ; preds = %for.cond402
  %2088 = sext i32 %lane5405 to i64
  %2089 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %2088
  %2090 = load float, ptr %2089, align 4
  %2091 = sext i32 %i7 to i64
  %2092 = mul nsw i64 %2091, 4096
  %2093 = mul i32 %tl_steps34, 32
  %2094 = add i32 %2093, %lane5405
  %2095 = sext i32 %2094 to i64
  %2096 = add nsw i64 %2092, %2095
  %2097 = getelementptr inbounds float, ptr %X_r, i64 %2096
  %2098 = load float, ptr %2097, align 4
  %2099 = fadd float %2090, %2098
  %2100 = sext i32 %lane5405 to i64
  %2101 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %2100
  store float %2099, ptr %2101, align 4
  %2102 = add nsw i32 %lane5405, 1
  br label %for.cond402, !llvm.loop !89

for.end404:                                       ; preds = %for.cond402
  br label %if.end401

if.then406:                                       ; preds = %if.end401
  %2103 = getelementptr inbounds float, ptr %tl_lanes_18, i64 0
  %2104 = load float, ptr %2103, align 4
  %2105 = fadd float %2104, %tl_pad33
  %2106 = getelementptr inbounds float, ptr %tl_lanes_18, i64 0
  store float %2105, ptr %2106, align 4
  br label %if.end408

if.else407:                                       ; preds = %if.end401
  br label %if.end408

if.end408:                                        ; preds = %if.else407, %if.then406
  br label %for.cond409

for.cond409:                                      ; preds = %for.body410, %if.end408
  %lane5412 = phi i32 [ 0, %if.end408 ], [ %2118, %for.body410 ]
  %2107 = icmp slt i32 %lane5412, 16
  br i1 %2107, label %for.body410, label %for.end411

for.body410:                                      ; preds = %for.cond409
  %2108 = sext i32 %lane5412 to i64
  %2109 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %2108
  %2110 = load float, ptr %2109, align 4
  %2111 = add i32 %lane5412, 16
  %2112 = sext i32 %2111 to i64
  %2113 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %2112
  %2114 = load float, ptr %2113, align 4
  %2115 = fadd float %2110, %2114
  %2116 = sext i32 %lane5412 to i64
  %2117 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %2116
  store float %2115, ptr %2117, align 4
  %2118 = add nsw i32 %lane5412, 1
  br label %for.cond409, !llvm.loop !90

for.end411:                                       ; preds = %for.cond409
  br label %for.cond413

for.cond413:                                      ; preds = %for.body414, %for.end411
  %lane5416 = phi i32 [ 0, %for.end411 ], [ %2130, %for.body414 ]
  %2119 = icmp slt i32 %lane5416, 8
  br i1 %2119, label %for.body414, label %for.end415

for.body414:                                      ; preds = %for.cond413
  %2120 = sext i32 %lane5416 to i64
  %2121 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %2120
  %2122 = load float, ptr %2121, align 4
  %2123 = add i32 %lane5416, 8
  %2124 = sext i32 %2123 to i64
  %2125 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %2124
  %2126 = load float, ptr %2125, align 4
  %2127 = fadd float %2122, %2126
  %2128 = sext i32 %lane5416 to i64
  %2129 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %2128
  store float %2127, ptr %2129, align 4
  %2130 = add nsw i32 %lane5416, 1
  br label %for.cond413, !llvm.loop !91

for.end415:                                       ; preds = %for.cond413
  br label %for.cond417

for.cond417:                                      ; preds = %for.body418, %for.end415
  %lane5420 = phi i32 [ 0, %for.end415 ], [ %2142, %for.body418 ]
  %2131 = icmp slt i32 %lane5420, 4
  br i1 %2131, label %for.body418, label %for.end419

for.body418:                                      ; preds = %for.cond417
  %2132 = sext i32 %lane5420 to i64
  %2133 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %2132
  %2134 = load float, ptr %2133, align 4
  %2135 = add i32 %lane5420, 4
  %2136 = sext i32 %2135 to i64
  %2137 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %2136
  %2138 = load float, ptr %2137, align 4
  %2139 = fadd float %2134, %2138
  %2140 = sext i32 %lane5420 to i64
  %2141 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %2140
  store float %2139, ptr %2141, align 4
  %2142 = add nsw i32 %lane5420, 1
  br label %for.cond417, !llvm.loop !92

for.end419:                                       ; preds = %for.cond417
  br label %for.cond421

for.cond421:                                      ; preds = %for.body422, %for.end419
  %lane5424 = phi i32 [ 0, %for.end419 ], [ %2154, %for.body422 ]
  %2143 = icmp slt i32 %lane5424, 2
  br i1 %2143, label %for.body422, label %for.end423

for.body422:                                      ; preds = %for.cond421
  %2144 = sext i32 %lane5424 to i64
  %2145 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %2144
  %2146 = load float, ptr %2145, align 4
  %2147 = add i32 %lane5424, 2
  %2148 = sext i32 %2147 to i64
  %2149 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %2148
  %2150 = load float, ptr %2149, align 4
  %2151 = fadd float %2146, %2150
  %2152 = sext i32 %lane5424 to i64
  %2153 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %2152
  store float %2151, ptr %2153, align 4
  %2154 = add nsw i32 %lane5424, 1
  br label %for.cond421, !llvm.loop !93

for.end423:                                       ; preds = %for.cond421
  br label %for.cond425

for.cond425:                                      ; preds = %for.body426, %for.end423
  %lane5428 = phi i32 [ 0, %for.end423 ], [ %2166, %for.body426 ]
  %2155 = icmp slt i32 %lane5428, 1
  br i1 %2155, label %for.body426, label %for.end427

for.body426:                                      ; preds = %for.cond425
  %2156 = sext i32 %lane5428 to i64
  %2157 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %2156
  %2158 = load float, ptr %2157, align 4
  %2159 = add i32 %lane5428, 1
  %2160 = sext i32 %2159 to i64
  %2161 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %2160
  %2162 = load float, ptr %2161, align 4
  %2163 = fadd float %2158, %2162
  %2164 = sext i32 %lane5428 to i64
  %2165 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %2164
  store float %2163, ptr %2165, align 4
  %2166 = add nsw i32 %lane5428, 1
  br label %for.cond425, !llvm.loop !94

for.end427:                                       ; preds = %for.cond425
  %2167 = sext i32 %i7 to i64
  %2168 = getelementptr inbounds float, ptr %l_r, i64 %2167
  store float 0.000000e+00, ptr %2168, align 4
  %2169 = sext i32 %i7 to i64
  %2170 = getelementptr inbounds float, ptr %l_r, i64 %2169
  %2171 = load float, ptr %2170, align 4
  %2172 = getelementptr inbounds float, ptr %tl_lanes_18, i64 0
  %2173 = load float, ptr %2172, align 4
  %2174 = fadd float %2171, %2173
  %2175 = sext i32 %i7 to i64
  %2176 = getelementptr inbounds float, ptr %l_r, i64 %2175
  store float %2174, ptr %2176, align 4
  %2177 = add nsw i32 %i7, 1
  br label %for.cond371, !llvm.loop !95

for.cond429:                                      ; preds = %if.end435, %for.end373
  %i432 = phi i32 [ 0, %for.end373 ], [ %2206, %if.end435 ]
  %2178 = icmp slt i32 %i432, 1
  br i1 %2178, label %for.body430, label %for.end431

for.body430:                                      ; preds = %for.cond429
  %2179 = sext i32 %N to i64
  %2180 = icmp slt i64 %2179, 0
  %2181 = sext i32 %N to i64
  %2182 = icmp sgt i64 %2181, 4096
  %2183 = sext i32 %N to i64
  %2184 = select i1 %2182, i64 4096, i64 %2183
  %2185 = select i1 %2180, i64 0, i64 %2184
  %2186 = icmp slt i64 %2185, 0
  %2187 = sext i32 %N to i64
  %2188 = icmp slt i64 %2187, 0
  %2189 = sext i32 %N to i64
  %2190 = icmp sgt i64 %2189, 4096
  %2191 = sext i32 %N to i64
  %2192 = select i1 %2190, i64 4096, i64 %2191
  %2193 = select i1 %2188, i64 0, i64 %2192
  %2194 = select i1 %2186, i64 0, i64 %2193
  %tl_hi11 = trunc i64 %2194 to i32
  %2195 = mul i32 %bx, 4
  %2196 = add i32 %2195, %r
  %2197 = add i32 %2196, %i432
  %2198 = icmp sle i32 0, %2197
  %2199 = mul i32 %bx, 4
  %2200 = add i32 %2199, %r
  %2201 = add i32 %2200, %i432
  %2202 = icmp slt i32 %2201, %M
  %2203 = and i1 %2198, %2202
  br i1 %2203, label %if.then433, label %if.else434

for.end431:                                       ; preds = %for.cond429
  %2204 = add nsw i32 %r, 1
  br label %for.cond276, !llvm.loop !96

if.then433:                                       ; preds = %for.body430
  %2205 = sub i32 %tl_hi11, 0
  br label %for.cond436

if.else434:                                       ; preds = %for.body430
  br label %if.end435

if.end435:                                        ; preds = %if.else434, %for.end438
  %2206 = add nsw i32 %i432, 1
  br label %for.cond429, !llvm.loop !97

for.cond436:                                      ; preds = %for.body437, %if.then433
  %j8 = phi i32 [ 0, %if.then433 ], [ %2229, %for.body437 ]
  %2207 = icmp slt i32 %j8, %2205
  br i1 %2207, label %for.body437, label %for.end438

for.body437:                                      ; preds = %for.cond436
  %2208 = sext i32 %i432 to i64
  %2209 = mul nsw i64 %2208, 4096
  %2210 = add i32 0, %j8
  %2211 = sext i32 %2210 to i64
  %2212 = add nsw i64 %2209, %2211
  %2213 = getelementptr inbounds float, ptr %X_r, i64 %2212
  %2214 = load float, ptr %2213, align 4
  %2215 = getelementptr inbounds float, ptr %l_r, i64 0
  %2216 = load float, ptr %2215, align 4
  %2217 = fdiv float 1.000000e+00, %2216
  %2218 = fmul float %2214, %2217
  %2219 = mul i32 %bx, 4
  %2220 = add i32 %2219, %r
  %2221 = add i32 %2220, %i432
  %2222 = sext i32 %2221 to i64
  %2223 = sext i32 %N to i64
  %2224 = mul nsw i64 %2222, %2223
  %2225 = add i32 0, %j8
  %2226 = sext i32 %2225 to i64
  %2227 = add nsw i64 %2224, %2226
  %2228 = getelementptr inbounds float, ptr %Y, i64 %2227
  store float %2218, ptr %2228, align 4
  %2229 = add nsw i32 %j8, 1
  br label %for.cond436, !llvm.loop !98

for.end438:                                       ; preds = %for.cond436
  br label %if.end435

for.cond439:                                      ; preds = %for.body440, %if.else274
  %i11 = phi i32 [ 0, %if.else274 ], [ %2233, %for.body440 ]
  %2230 = icmp slt i32 %i11, 4
  br i1 %2230, label %for.body440, label %for.end441

for.body440:                                      ; preds = %for.cond439
  %2231 = sext i32 %i11 to i64
  %2232 = getelementptr inbounds float, ptr %m, i64 %2231
  store float 0xFFF0000000000000, ptr %2232, align 4
  %2233 = add nsw i32 %i11, 1
  br label %for.cond439, !llvm.loop !99

for.end441:                                       ; preds = %for.cond439
  br label %for.cond442

for.cond442:                                      ; preds = %for.body443, %for.end441
  %i11445 = phi i32 [ 0, %for.end441 ], [ %2237, %for.body443 ]
  %2234 = icmp slt i32 %i11445, 4
  br i1 %2234, label %for.body443, label %for.end444

for.body443:                                      ; preds = %for.cond442
  %2235 = sext i32 %i11445 to i64
  %2236 = getelementptr inbounds float, ptr %l, i64 %2235
  store float 0.000000e+00, ptr %2236, align 4
  %2237 = add nsw i32 %i11445, 1
  br label %for.cond442, !llvm.loop !100

for.end444:                                       ; preds = %for.cond442
  %2238 = sext i32 %N to i64
  %2239 = sdiv i64 %2238, 512
  %2240 = sub i64 0, %2238
  %2241 = select i1 false, i64 %2240, i64 %2239
  %2242 = srem i64 %2238, 512
  %2243 = icmp ne i64 %2242, 0
  %2244 = icmp slt i64 %2238, 0
  %2245 = icmp eq i1 %2244, false
  %2246 = and i1 %2243, %2245
  %2247 = zext i1 %2246 to i64
  %2248 = add i64 %2241, %2247
  %2249 = trunc i64 %2248 to i32
  %2250 = sext i32 %N to i64
  %2251 = sdiv i64 %2250, 512
  %2252 = sub i64 0, %2250
  %2253 = select i1 false, i64 %2252, i64 %2251
  %2254 = srem i64 %2250, 512
  %2255 = icmp ne i64 %2254, 0
  %2256 = icmp slt i64 %2250, 0
  %2257 = icmp eq i1 %2256, false
  %2258 = and i1 %2255, %2257
  %2259 = zext i1 %2258 to i64
  %2260 = add i64 %2253, %2259
  %2261 = trunc i64 %2260 to i32
  br label %for.cond446

for.cond446:                                      ; preds = %for.end597, %for.end444
  %c = phi i32 [ 0, %for.end444 ], [ %2843, %for.end597 ]
  %2262 = icmp slt i32 %c, %2249
  br i1 %2262, label %for.body447, label %for.end448

for.body447:                                      ; preds = %for.cond446
  %2263 = mul i32 %bx, 4
  %2264 = icmp sle i32 0, %2263
  %2265 = mul i32 %bx, 4
  %2266 = sext i32 %2265 to i64
  %2267 = add i64 %2266, 4
  %2268 = sext i32 %M to i64
  %2269 = icmp sle i64 %2267, %2268
  %2270 = and i1 %2264, %2269
  %2271 = mul i32 %c, 512
  %2272 = icmp sle i32 0, %2271
  %2273 = mul i32 %c, 512
  %2274 = sext i32 %2273 to i64
  %2275 = add i64 %2274, 512
  %2276 = sext i32 %N to i64
  %2277 = icmp sle i64 %2275, %2276
  %2278 = and i1 %2272, %2277
  %2279 = and i1 %2270, %2278
  br i1 %2279, label %if.then449, label %if.else450

for.end448:                                       ; preds = %for.cond446
  %2280 = sext i32 %N to i64
  %2281 = sdiv i64 %2280, 512
  %2282 = sub i64 0, %2280
  %2283 = select i1 false, i64 %2282, i64 %2281
  %2284 = srem i64 %2280, 512
  %2285 = icmp ne i64 %2284, 0
  %2286 = icmp slt i64 %2280, 0
  %2287 = icmp eq i1 %2286, false
  %2288 = and i1 %2285, %2287
  %2289 = zext i1 %2288 to i64
  %2290 = add i64 %2283, %2289
  %2291 = trunc i64 %2290 to i32
  %2292 = sext i32 %N to i64
  %2293 = sdiv i64 %2292, 512
  %2294 = sub i64 0, %2292
  %2295 = select i1 false, i64 %2294, i64 %2293
  %2296 = srem i64 %2292, 512
  %2297 = icmp ne i64 %2296, 0
  %2298 = icmp slt i64 %2292, 0
  %2299 = icmp eq i1 %2298, false
  %2300 = and i1 %2297, %2299
  %2301 = zext i1 %2300 to i64
  %2302 = add i64 %2295, %2301
  %2303 = trunc i64 %2302 to i32
  br label %for.cond599

if.then449:                                       ; preds = %for.body447
  br label %for.cond452

if.else450:                                       ; preds = %for.body447
  br label %for.cond465

if.end451:                                        ; preds = %for.end467, %for.end454
  br label %for.cond487

for.cond452:                                      ; preds = %for.end464, %if.then449
  %i11455 = phi i32 [ 0, %if.then449 ], [ %2339, %for.end464 ]
  %2304 = icmp slt i32 %i11455, 4
  br i1 %2304, label %for.body453, label %for.end454

for.body453:                                      ; preds = %for.cond452
  %2305 = add i32 %c, 1
  %2306 = icmp slt i32 %2305, %2261
  br i1 %2306, label %if.then456, label %if.else457

for.end454:                                       ; preds = %for.cond452
  br label %if.end451

if.then456:                                       ; preds = %for.body453
  br label %for.cond459

if.else457:                                       ; preds = %for.body453
  br label %if.end458

if.end458:                                        ; preds = %if.else457, %for.end461
  br label %for.cond462

for.cond459:                                      ; preds = %for.body460, %if.then456
  %pf = phi i32 [ 0, %if.then456 ], [ %2320, %for.body460 ]
  %2307 = icmp slt i32 %pf, 32
  br i1 %2307, label %for.body460, label %for.end461

for.body460:                                      ; preds = %for.cond459
  %2308 = mul i32 %bx, 4
  %2309 = add i32 %2308, %i11455
  %2310 = sext i32 %2309 to i64
  %2311 = sext i32 %N to i64
  %2312 = mul i64 %2310, %2311
  %2313 = add i32 %c, 1
  %2314 = mul i32 %2313, 512
  %2315 = mul i32 %pf, 16
  %2316 = add i32 %2314, %2315
  %2317 = sext i32 %2316 to i64
  %2318 = add i64 %2312, %2317
  %2319 = getelementptr float, ptr %X, i64 %2318
  call void @llvm.prefetch.p0(ptr %2319, i32 0, i32 0, i32 1)
  %2320 = add nsw i32 %pf, 1
  br label %for.cond459, !llvm.loop !101

for.end461:                                       ; preds = %for.cond459
  br label %if.end458

for.cond462:                                      ; preds = %for.body463, %if.end458
  %j1 = phi i32 [ 0, %if.end458 ], [ %2338, %for.body463 ]
  %2321 = icmp slt i32 %j1, 512
  br i1 %2321, label %for.body463, label %for.end464

for.body463:                                      ; preds = %for.cond462
  %2322 = mul i32 %bx, 4
  %2323 = add i32 %2322, %i11455
  %2324 = sext i32 %2323 to i64
  %2325 = sext i32 %N to i64
  %2326 = mul nsw i64 %2324, %2325
  %2327 = mul i32 %c, 512
  %2328 = add i32 %2327, %j1
  %2329 = sext i32 %2328 to i64
  %2330 = add nsw i64 %2326, %2329
  %2331 = getelementptr inbounds float, ptr %X, i64 %2330
  %2332 = load float, ptr %2331, align 4
  %2333 = sext i32 %i11455 to i64
  %2334 = mul nsw i64 %2333, 512
  %2335 = sext i32 %j1 to i64
  %2336 = add nsw i64 %2334, %2335
  %2337 = getelementptr inbounds float, ptr %X_f, i64 %2336
  store float %2332, ptr %2337, align 4
  %2338 = add nsw i32 %j1, 1
  br label %for.cond462, !llvm.loop !102

for.end464:                                       ; preds = %for.cond462
  %2339 = add nsw i32 %i11455, 1
  br label %for.cond452, !llvm.loop !103

for.cond465:                                      ; preds = %for.end485, %if.else450
  %i11468 = phi i32 [ 0, %if.else450 ], [ %2448, %for.end485 ]
  %2340 = icmp slt i32 %i11468, 4
  br i1 %2340, label %for.body466, label %for.end467

for.body466:                                      ; preds = %for.cond465
  %2341 = mul i32 %c, 512
  %2342 = sext i32 %2341 to i64
  %2343 = sub i64 0, %2342
  %2344 = icmp slt i64 %2343, 0
  %2345 = mul i32 %c, 512
  %2346 = sext i32 %2345 to i64
  %2347 = sub i64 0, %2346
  %2348 = icmp sgt i64 %2347, 512
  %2349 = mul i32 %c, 512
  %2350 = sext i32 %2349 to i64
  %2351 = sub i64 0, %2350
  %2352 = select i1 %2348, i64 512, i64 %2351
  %2353 = select i1 %2344, i64 0, i64 %2352
  %tl_lo12 = trunc i64 %2353 to i32
  %2354 = sext i32 %N to i64
  %2355 = mul i32 %c, 512
  %2356 = sext i32 %2355 to i64
  %2357 = sub i64 %2354, %2356
  %2358 = icmp slt i64 %2357, 0
  %2359 = sext i32 %N to i64
  %2360 = mul i32 %c, 512
  %2361 = sext i32 %2360 to i64
  %2362 = sub i64 %2359, %2361
  %2363 = icmp sgt i64 %2362, 512
  %2364 = sext i32 %N to i64
  %2365 = mul i32 %c, 512
  %2366 = sext i32 %2365 to i64
  %2367 = sub i64 %2364, %2366
  %2368 = select i1 %2363, i64 512, i64 %2367
  %2369 = select i1 %2358, i64 0, i64 %2368
  %2370 = sext i32 %tl_lo12 to i64
  %2371 = icmp slt i64 %2369, %2370
  %2372 = sext i32 %tl_lo12 to i64
  %2373 = sext i32 %N to i64
  %2374 = mul i32 %c, 512
  %2375 = sext i32 %2374 to i64
  %2376 = sub i64 %2373, %2375
  %2377 = icmp slt i64 %2376, 0
  %2378 = sext i32 %N to i64
  %2379 = mul i32 %c, 512
  %2380 = sext i32 %2379 to i64
  %2381 = sub i64 %2378, %2380
  %2382 = icmp sgt i64 %2381, 512
  %2383 = sext i32 %N to i64
  %2384 = mul i32 %c, 512
  %2385 = sext i32 %2384 to i64
  %2386 = sub i64 %2383, %2385
  %2387 = select i1 %2382, i64 512, i64 %2386
  %2388 = select i1 %2377, i64 0, i64 %2387
  %2389 = select i1 %2371, i64 %2372, i64 %2388
  %tl_hi13 = trunc i64 %2389 to i32
  br label %for.cond469

for.end467:                                       ; preds = %for.cond465
  br label %if.end451

for.cond469:                                      ; preds = %for.body470, %for.body466
  %j1472 = phi i32 [ 0, %for.body466 ], [ %2396, %for.body470 ]
  %2390 = icmp slt i32 %j1472, %tl_lo12
  br i1 %2390, label %for.body470, label %for.end471

for.body470:                                      ; preds = %for.cond469
  %2391 = sext i32 %i11468 to i64
  %2392 = mul nsw i64 %2391, 512
  %2393 = sext i32 %j1472 to i64
  %2394 = add nsw i64 %2392, %2393
  %2395 = getelementptr inbounds float, ptr %X_f, i64 %2394
  store float 0.000000e+00, ptr %2395, align 4
  %2396 = add nsw i32 %j1472, 1
  br label %for.cond469, !llvm.loop !104

for.end471:                                       ; preds = %for.cond469
  %2397 = mul i32 %bx, 4
  %2398 = sext i32 %2397 to i64
  %2399 = sext i32 %i11468 to i64
  %2400 = add i64 %2398, %2399
  %2401 = icmp sle i64 0, %2400
  %2402 = mul i32 %bx, 4
  %2403 = sext i32 %2402 to i64
  %2404 = sext i32 %i11468 to i64
  %2405 = add i64 %2403, %2404
  %2406 = sext i32 %M to i64
  %2407 = icmp slt i64 %2405, %2406
  %2408 = and i1 %2401, %2407
  br i1 %2408, label %if.then473, label %if.else474

if.then473:                                       ; preds = %for.end471
  %2409 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond476

if.else474:                                       ; preds = %for.end471
  %2410 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond479

if.end475:                                        ; preds = %for.end481, %for.end478
  %2411 = sub i32 512, %tl_hi13
  br label %for.cond483

for.cond476:                                      ; preds = %for.body477, %if.then473
  %j11 = phi i32 [ 0, %if.then473 ], [ %2431, %for.body477 ]
  %2412 = icmp slt i32 %j11, %2409
  br i1 %2412, label %for.body477, label %for.end478

for.body477:                                      ; preds = %for.cond476
  %2413 = mul i32 %bx, 4
  %2414 = add i32 %2413, %i11468
  %2415 = sext i32 %2414 to i64
  %2416 = sext i32 %N to i64
  %2417 = mul nsw i64 %2415, %2416
  %2418 = mul i32 %c, 512
  %2419 = add i32 %tl_lo12, %j11
  %2420 = add i32 %2418, %2419
  %2421 = sext i32 %2420 to i64
  %2422 = add nsw i64 %2417, %2421
  %2423 = getelementptr inbounds float, ptr %X, i64 %2422
  %2424 = load float, ptr %2423, align 4
  %2425 = sext i32 %i11468 to i64
  %2426 = mul nsw i64 %2425, 512
  %2427 = add i32 %tl_lo12, %j11
  %2428 = sext i32 %2427 to i64
  %2429 = add nsw i64 %2426, %2428
  %2430 = getelementptr inbounds float, ptr %X_f, i64 %2429
  store float %2424, ptr %2430, align 4
  %2431 = add nsw i32 %j11, 1
  br label %for.cond476, !llvm.loop !105

for.end478:                                       ; preds = %for.cond476
  br label %if.end475

for.cond479:                                      ; preds = %for.body480, %if.else474
  %j11482 = phi i32 [ 0, %if.else474 ], [ %2439, %for.body480 ]
  %2432 = icmp slt i32 %j11482, %2410
  br i1 %2432, label %for.body480, label %for.end481

for.body480:                                      ; preds = %for.cond479
  %2433 = sext i32 %i11468 to i64
  %2434 = mul nsw i64 %2433, 512
  %2435 = add i32 %tl_lo12, %j11482
  %2436 = sext i32 %2435 to i64
  %2437 = add nsw i64 %2434, %2436
  %2438 = getelementptr inbounds float, ptr %X_f, i64 %2437
  store float 0.000000e+00, ptr %2438, align 4
  %2439 = add nsw i32 %j11482, 1
  br label %for.cond479, !llvm.loop !106

for.end481:                                       ; preds = %for.cond479
  br label %if.end475

for.cond483:                                      ; preds = %for.body484, %if.end475
  %j11486 = phi i32 [ 0, %if.end475 ], [ %2447, %for.body484 ]
  %2440 = icmp slt i32 %j11486, %2411
  br i1 %2440, label %for.body484, label %for.end485

for.body484:                                      ; preds = %for.cond483
  %2441 = sext i32 %i11468 to i64
  %2442 = mul nsw i64 %2441, 512
  %2443 = add i32 %tl_hi13, %j11486
  %2444 = sext i32 %2443 to i64
  %2445 = add nsw i64 %2442, %2444
  %2446 = getelementptr inbounds float, ptr %X_f, i64 %2445
  store float 0.000000e+00, ptr %2446, align 4
  %2447 = add nsw i32 %j11486, 1
  br label %for.cond483, !llvm.loop !107

for.end485:                                       ; preds = %for.cond483
  %2448 = add nsw i32 %i11468, 1
  br label %for.cond465, !llvm.loop !108

for.cond487:                                      ; preds = %for.end493, %if.end451
  %i490 = phi i32 [ 0, %if.end451 ], [ %2468, %for.end493 ]
  %2449 = icmp slt i32 %i490, 4
  br i1 %2449, label %for.body488, label %for.end489

for.body488:                                      ; preds = %for.cond487
  br label %for.cond491

for.end489:                                       ; preds = %for.cond487
  br label %for.cond495

for.cond491:                                      ; preds = %for.body492, %for.body488
  %j494 = phi i32 [ 0, %for.body488 ], [ %2467, %for.body492 ]
  %2450 = icmp slt i32 %j494, 512
  br i1 %2450, label %for.body492, label %for.end493

for.body492:                                      ; preds = %for.cond491
  %2451 = mul i32 %c, 512
  %2452 = add i32 %2451, %j494
  %2453 = icmp slt i32 %2452, %N
  %2454 = sext i32 %i490 to i64
  %2455 = mul nsw i64 %2454, 512
  %2456 = sext i32 %j494 to i64
  %2457 = add nsw i64 %2455, %2456
  %2458 = call i64 @llvm.umin.i64(i64 %2457, i64 2047)
  %2459 = getelementptr inbounds float, ptr %X_f, i64 %2458
  %2460 = load float, ptr %2459, align 4
  %2461 = select i1 %2453, float %2460, float 0xFFF0000000000000
  %2462 = sext i32 %i490 to i64
  %2463 = mul nsw i64 %2462, 512
  %2464 = sext i32 %j494 to i64
  %2465 = add nsw i64 %2463, %2464
  %2466 = getelementptr inbounds float, ptr %X_f, i64 %2465
  store float %2461, ptr %2466, align 4
  %2467 = add nsw i32 %j494, 1
  br label %for.cond491, !llvm.loop !109

for.end493:                                       ; preds = %for.cond491
  %2468 = add nsw i32 %i490, 1
  br label %for.cond487, !llvm.loop !110

for.cond495:                                      ; preds = %for.body496, %for.end489
  %i11498 = phi i32 [ 0, %for.end489 ], [ %2475, %for.body496 ]
  %2469 = icmp slt i32 %i11498, 4
  br i1 %2469, label %for.body496, label %for.end497

for.body496:                                      ; preds = %for.cond495
  %2470 = sext i32 %i11498 to i64
  %2471 = getelementptr inbounds float, ptr %m, i64 %2470
  %2472 = load float, ptr %2471, align 4
  %2473 = sext i32 %i11498 to i64
  %2474 = getelementptr inbounds float, ptr %m_prev, i64 %2473
  store float %2472, ptr %2474, align 4
  %2475 = add nsw i32 %i11498, 1
  br label %for.cond495, !llvm.loop !111

for.end497:                                       ; preds = %for.cond495
  br label %for.cond499

for.cond499:                                      ; preds = %if.end546, %for.end497
  %i9 = phi i32 [ 0, %for.end497 ], [ %2661, %if.end546 ]
  %2476 = icmp slt i32 %i9, 4
  br i1 %2476, label %for.body500, label %for.end501

for.body500:                                      ; preds = %for.cond499
  %2477 = sext i32 %i9 to i64
  %2478 = getelementptr inbounds float, ptr %m, i64 %2477
  %tl_dst0 = load float, ptr %2478, align 4
  br label %for.cond502

for.end501:                                       ; preds = %for.cond499
  br label %for.cond550

for.cond502:                                      ; preds = %for.body503, %for.body500
  %lane6 = phi i32 [ 0, %for.body500 ], [ %2503, %for.body503 ]
  %2479 = icmp slt i32 %lane6, 32
  br i1 %2479, label %for.body503, label %for.end504

for.body503:                                      ; preds = %for.cond502
  %2480 = sext i32 %i9 to i64
  %2481 = mul nsw i64 %2480, 512
  %2482 = sext i32 %lane6 to i64
  %2483 = add nsw i64 %2481, %2482
  %2484 = getelementptr inbounds float, ptr %X_f, i64 %2483
  %2485 = load float, ptr %2484, align 4
  %2486 = sext i32 %i9 to i64
  %2487 = mul nsw i64 %2486, 512
  %2488 = sext i32 %lane6 to i64
  %2489 = add nsw i64 %2487, %2488
  %2490 = getelementptr inbounds float, ptr %X_f, i64 %2489
  %2491 = load float, ptr %2490, align 4
  %2492 = fcmp une float %2485, %2491
  %2493 = sext i32 %i9 to i64
  %2494 = mul nsw i64 %2493, 512
  %2495 = sext i32 %lane6 to i64
  %2496 = add nsw i64 %2494, %2495
  %2497 = call i64 @llvm.umin.i64(i64 %2496, i64 2047)
  %2498 = getelementptr inbounds float, ptr %X_f, i64 %2497
  %2499 = load float, ptr %2498, align 4
  %2500 = select i1 %2492, float 0xFFF0000000000000, float %2499
  %2501 = sext i32 %lane6 to i64
  %2502 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2501
  store float %2500, ptr %2502, align 4
  %2503 = add nsw i32 %lane6, 1
  br label %for.cond502, !llvm.loop !112

for.end504:                                       ; preds = %for.cond502
  br label %for.cond505

for.cond505:                                      ; preds = %for.end510, %for.end504
  %red60 = phi i32 [ 0, %for.end504 ], [ %2561, %for.end510 ]
  %2504 = icmp slt i32 %red60, 7
  br i1 %2504, label %for.body506, label %for.end507

for.body506:                                      ; preds = %for.cond505
  br label %for.cond508

for.end507:                                       ; preds = %for.cond505
  br label %for.cond512

for.cond508:                                      ; preds = %for.body509, %for.body506
  %lane6511 = phi i32 [ 0, %for.body506 ], [ %2560, %for.body509 ]
  %2505 = icmp slt i32 %lane6511, 32
  br i1 %2505, label %for.body509, label %for.end510

for.body509:                                      ; preds = %for.cond508
  %2506 = sext i32 %i9 to i64
  %2507 = mul nsw i64 %2506, 512
  %2508 = mul i32 2, %red60
  %2509 = add i32 %2508, 1
  %2510 = mul i32 %2509, 32
  %2511 = add i32 %2510, %lane6511
  %2512 = sext i32 %2511 to i64
  %2513 = add nsw i64 %2507, %2512
  %2514 = getelementptr inbounds float, ptr %X_f, i64 %2513
  %2515 = load float, ptr %2514, align 4
  %2516 = sext i32 %lane6511 to i64
  %2517 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2516
  %2518 = load float, ptr %2517, align 4
  %2519 = fcmp ogt float %2515, %2518
  %2520 = sext i32 %i9 to i64
  %2521 = mul nsw i64 %2520, 512
  %2522 = mul i32 2, %red60
  %2523 = add i32 %2522, 1
  %2524 = mul i32 %2523, 32
  %2525 = add i32 %2524, %lane6511
  %2526 = sext i32 %2525 to i64
  %2527 = add nsw i64 %2521, %2526
  %2528 = call i64 @llvm.umin.i64(i64 %2527, i64 2047)
  %2529 = getelementptr inbounds float, ptr %X_f, i64 %2528
  %2530 = load float, ptr %2529, align 4
  %2531 = sext i32 %lane6511 to i64
  %2532 = call i64 @llvm.umin.i64(i64 %2531, i64 31)
  %2533 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2532
  %2534 = load float, ptr %2533, align 4
  %tl_pair61 = select i1 %2519, float %2530, float %2534
  %2535 = sext i32 %i9 to i64
  %2536 = mul nsw i64 %2535, 512
  %2537 = mul i32 2, %red60
  %2538 = add i32 %2537, 2
  %2539 = mul i32 %2538, 32
  %2540 = add i32 %2539, %lane6511
  %2541 = sext i32 %2540 to i64
  %2542 = add nsw i64 %2536, %2541
  %2543 = getelementptr inbounds float, ptr %X_f, i64 %2542
  %2544 = load float, ptr %2543, align 4
  %2545 = fcmp ogt float %2544, %tl_pair61
  %2546 = sext i32 %i9 to i64
  %2547 = mul nsw i64 %2546, 512
  %2548 = mul i32 2, %red60
  %2549 = add i32 %2548, 2
  %2550 = mul i32 %2549, 32
  %2551 = add i32 %2550, %lane6511
  %2552 = sext i32 %2551 to i64
  %2553 = add nsw i64 %2547, %2552
  %2554 = call i64 @llvm.umin.i64(i64 %2553, i64 2047)
  %2555 = getelementptr inbounds float, ptr %X_f, i64 %2554
  %2556 = load float, ptr %2555, align 4
  %2557 = select i1 %2545, float %2556, float %tl_pair61
  %2558 = sext i32 %lane6511 to i64
  %2559 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2558
  store float %2557, ptr %2559, align 4
  %2560 = add nsw i32 %lane6511, 1
  br label %for.cond508, !llvm.loop !113

for.end510:                                       ; preds = %for.cond508
  %2561 = add nsw i32 %red60, 1
  br label %for.cond505, !llvm.loop !114

for.cond512:                                      ; preds = %for.body513, %for.end507
  %lane6515 = phi i32 [ 0, %for.end507 ], [ %2589, %for.body513 ]
  %2562 = icmp slt i32 %lane6515, 32
  br i1 %2562, label %for.body513, label %for.end514

for.body513:                                      ; preds = %for.cond512
  %2563 = sext i32 %i9 to i64
  %2564 = mul nsw i64 %2563, 512
  %2565 = add i32 480, %lane6515
  %2566 = sext i32 %2565 to i64
  %2567 = add nsw i64 %2564, %2566
  %2568 = getelementptr inbounds float, ptr %X_f, i64 %2567
  %2569 = load float, ptr %2568, align 4
  %2570 = sext i32 %lane6515 to i64
  %2571 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2570
  %2572 = load float, ptr %2571, align 4
  %2573 = fcmp ogt float %2569, %2572
  %2574 = sext i32 %i9 to i64
  %2575 = mul nsw i64 %2574, 512
  %2576 = add i32 480, %lane6515
  %2577 = sext i32 %2576 to i64
  %2578 = add nsw i64 %2575, %2577
  %2579 = call i64 @llvm.umin.i64(i64 %2578, i64 2047)
  %2580 = getelementptr inbounds float, ptr %X_f, i64 %2579
  %2581 = load float, ptr %2580, align 4
  %2582 = sext i32 %lane6515 to i64
  %2583 = call i64 @llvm.umin.i64(i64 %2582, i64 31)
  %2584 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2583
  %2585 = load float, ptr %2584, align 4
  %2586 = select i1 %2573, float %2581, float %2585
  %2587 = sext i32 %lane6515 to i64
  %2588 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2587
  store float %2586, ptr %2588, align 4
  %2589 = add nsw i32 %lane6515, 1
  br label %for.cond512, !llvm.loop !115

for.end514:                                       ; preds = %for.cond512
  br label %for.cond516

for.cond516:                                      ; preds = %for.body517, %for.end514
  %lane6519 = phi i32 [ 0, %for.end514 ], [ %2600, %for.body517 ]
  %2590 = icmp slt i32 %lane6519, 16
  br i1 %2590, label %for.body517, label %for.end518

for.body517:                                      ; preds = %for.cond516
  %2591 = sext i32 %lane6519 to i64
  %2592 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2591
  %lane_acc3 = load float, ptr %2592, align 4
  %2593 = add i32 %lane6519, 16
  %2594 = sext i32 %2593 to i64
  %2595 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2594
  %lane_next3 = load float, ptr %2595, align 4
  %2596 = fcmp ogt float %lane_next3, %lane_acc3
  %2597 = select i1 %2596, float %lane_next3, float %lane_acc3
  %2598 = sext i32 %lane6519 to i64
  %2599 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2598
  store float %2597, ptr %2599, align 4
  %2600 = add nsw i32 %lane6519, 1
  br label %for.cond516, !llvm.loop !116

for.end518:                                       ; preds = %for.cond516
  br label %for.cond520

for.cond520:                                      ; preds = %for.body521, %for.end518
  %lane6523 = phi i32 [ 0, %for.end518 ], [ %2611, %for.body521 ]
  %2601 = icmp slt i32 %lane6523, 8
  br i1 %2601, label %for.body521, label %for.end522

for.body521:                                      ; preds = %for.cond520
  %2602 = sext i32 %lane6523 to i64
  %2603 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2602
  %lane_acc3524 = load float, ptr %2603, align 4
  %2604 = add i32 %lane6523, 8
  %2605 = sext i32 %2604 to i64
  %2606 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2605
  %lane_next3525 = load float, ptr %2606, align 4
  %2607 = fcmp ogt float %lane_next3525, %lane_acc3524
  %2608 = select i1 %2607, float %lane_next3525, float %lane_acc3524
  %2609 = sext i32 %lane6523 to i64
  %2610 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2609
  store float %2608, ptr %2610, align 4
  %2611 = add nsw i32 %lane6523, 1
  br label %for.cond520, !llvm.loop !117

for.end522:                                       ; preds = %for.cond520
  br label %for.cond526

for.cond526:                                      ; preds = %for.body527, %for.end522
  %lane6529 = phi i32 [ 0, %for.end522 ], [ %2622, %for.body527 ]
  %2612 = icmp slt i32 %lane6529, 4
  br i1 %2612, label %for.body527, label %for.end528

for.body527:                                      ; preds = %for.cond526
  %2613 = sext i32 %lane6529 to i64
  %2614 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2613
  %lane_acc3530 = load float, ptr %2614, align 4
  %2615 = add i32 %lane6529, 4
  %2616 = sext i32 %2615 to i64
  %2617 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2616
  %lane_next3531 = load float, ptr %2617, align 4
  %2618 = fcmp ogt float %lane_next3531, %lane_acc3530
  %2619 = select i1 %2618, float %lane_next3531, float %lane_acc3530
  %2620 = sext i32 %lane6529 to i64
  %2621 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2620
  store float %2619, ptr %2621, align 4
  %2622 = add nsw i32 %lane6529, 1
  br label %for.cond526, !llvm.loop !118

for.end528:                                       ; preds = %for.cond526
  br label %for.cond532

for.cond532:                                      ; preds = %for.body533, %for.end528
  %lane6535 = phi i32 [ 0, %for.end528 ], [ %2633, %for.body533 ]
  %2623 = icmp slt i32 %lane6535, 2
  br i1 %2623, label %for.body533, label %for.end534

for.body533:                                      ; preds = %for.cond532
  %2624 = sext i32 %lane6535 to i64
  %2625 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2624
  %lane_acc3536 = load float, ptr %2625, align 4
  %2626 = add i32 %lane6535, 2
  %2627 = sext i32 %2626 to i64
  %2628 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2627
  %lane_next3537 = load float, ptr %2628, align 4
  %2629 = fcmp ogt float %lane_next3537, %lane_acc3536
  %2630 = select i1 %2629, float %lane_next3537, float %lane_acc3536
  %2631 = sext i32 %lane6535 to i64
  %2632 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2631
  store float %2630, ptr %2632, align 4
  %2633 = add nsw i32 %lane6535, 1
  br label %for.cond532, !llvm.loop !119

for.end534:                                       ; preds = %for.cond532
  br label %for.cond538

for.cond538:                                      ; preds = %for.body539, %for.end534
  %lane6541 = phi i32 [ 0, %for.end534 ], [ %2644, %for.body539 ]
  %2634 = icmp slt i32 %lane6541, 1
  br i1 %2634, label %for.body539, label %for.end540

for.body539:                                      ; preds = %for.cond538
  %2635 = sext i32 %lane6541 to i64
  %2636 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2635
  %lane_acc3542 = load float, ptr %2636, align 4
  %2637 = add i32 %lane6541, 1
  %2638 = sext i32 %2637 to i64
  %2639 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2638
  %lane_next3543 = load float, ptr %2639, align 4
  %2640 = fcmp ogt float %lane_next3543, %lane_acc3542
  %2641 = select i1 %2640, float %lane_next3543, float %lane_acc3542
  %2642 = sext i32 %lane6541 to i64
  %2643 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2642
  store float %2641, ptr %2643, align 4
  %2644 = add nsw i32 %lane6541, 1
  br label %for.cond538, !llvm.loop !120

for.end540:                                       ; preds = %for.cond538
  %2645 = sext i32 %i9 to i64
  %2646 = getelementptr inbounds float, ptr %m, i64 %2645
  %2647 = load float, ptr %2646, align 4
  %2648 = getelementptr inbounds float, ptr %tl_lanes_19, i64 0
  %2649 = load float, ptr %2648, align 4
  %2650 = call float @llvm.maxnum.f32(float %2647, float %2649)
  %2651 = sext i32 %i9 to i64
  %2652 = getelementptr inbounds float, ptr %m, i64 %2651
  store float %2650, ptr %2652, align 4
  %2653 = sext i32 %i9 to i64
  %2654 = getelementptr inbounds float, ptr %m, i64 %2653
  %2655 = load float, ptr %2654, align 4
  %2656 = fcmp oeq float %2655, 0xFFF0000000000000
  %2657 = fcmp une float %tl_dst0, %tl_dst0
  %2658 = and i1 %2656, %2657
  br i1 %2658, label %if.then544, label %if.else545

if.then544:                                       ; preds = %for.end540
  %2659 = sext i32 %i9 to i64
  %2660 = getelementptr inbounds float, ptr %m, i64 %2659
  store float %tl_dst0, ptr %2660, align 4
  br label %for.cond547

if.else545:                                       ; preds = %for.end540
  br label %if.end546

if.end546:                                        ; preds = %if.else545, %for.end549
  %2661 = add nsw i32 %i9, 1
  br label %for.cond499, !llvm.loop !121

for.cond547:                                      ; preds = %for.body548, %if.then544
  %red6 = phi i32 [ 0, %if.then544 ], [ %2675, %for.body548 ]
  %2662 = icmp slt i32 %red6, 512
  br i1 %2662, label %for.body548, label %for.end549

for.body548:                                      ; preds = %for.cond547
  %2663 = sext i32 %i9 to i64
  %2664 = getelementptr inbounds float, ptr %m, i64 %2663
  %2665 = load float, ptr %2664, align 4
  %2666 = sext i32 %i9 to i64
  %2667 = mul nsw i64 %2666, 512
  %2668 = sext i32 %red6 to i64
  %2669 = add nsw i64 %2667, %2668
  %2670 = getelementptr inbounds float, ptr %X_f, i64 %2669
  %2671 = load float, ptr %2670, align 4
  %2672 = call float @llvm.maxnum.f32(float %2665, float %2671)
  %2673 = sext i32 %i9 to i64
  %2674 = getelementptr inbounds float, ptr %m, i64 %2673
  store float %2672, ptr %2674, align 4
  %2675 = add nsw i32 %red6, 1
  br label %for.cond547, !llvm.loop !122

for.end549:                                       ; preds = %for.cond547
  br label %if.end546

for.cond550:                                      ; preds = %for.end556, %for.end501
  %i553 = phi i32 [ 0, %for.end501 ], [ %2695, %for.end556 ]
  %2676 = icmp slt i32 %i553, 4
  br i1 %2676, label %for.body551, label %for.end552

for.body551:                                      ; preds = %for.cond550
  br label %for.cond554

for.end552:                                       ; preds = %for.cond550
  br label %for.cond558

for.cond554:                                      ; preds = %for.body555, %for.body551
  %j557 = phi i32 [ 0, %for.body551 ], [ %2694, %for.body555 ]
  %2677 = icmp slt i32 %j557, 512
  br i1 %2677, label %for.body555, label %for.end556

for.body555:                                      ; preds = %for.cond554
  %2678 = sext i32 %i553 to i64
  %2679 = mul nsw i64 %2678, 512
  %2680 = sext i32 %j557 to i64
  %2681 = add nsw i64 %2679, %2680
  %2682 = getelementptr inbounds float, ptr %X_f, i64 %2681
  %2683 = load float, ptr %2682, align 4
  %2684 = sext i32 %i553 to i64
  %2685 = getelementptr inbounds float, ptr %m, i64 %2684
  %2686 = load float, ptr %2685, align 4
  %2687 = fsub float %2683, %2686
  %2688 = call float @tilec_expf(float %2687)
  %2689 = sext i32 %i553 to i64
  %2690 = mul nsw i64 %2689, 512
  %2691 = sext i32 %j557 to i64
  %2692 = add nsw i64 %2690, %2691
  %2693 = getelementptr inbounds float, ptr %X_f, i64 %2692
  store float %2688, ptr %2693, align 4
  %2694 = add nsw i32 %j557, 1
  br label %for.cond554, !llvm.loop !123

for.end556:                                       ; preds = %for.cond554
  %2695 = add nsw i32 %i553, 1
  br label %for.cond550, !llvm.loop !124

for.cond558:                                      ; preds = %for.end593, %for.end552
  %i10 = phi i32 [ 0, %for.end552 ], [ %2822, %for.end593 ]
  %2696 = icmp slt i32 %i10, 4
  br i1 %2696, label %for.body559, label %for.end560

for.body559:                                      ; preds = %for.cond558
  br label %for.cond561

for.end560:                                       ; preds = %for.cond558
  br label %for.cond595

for.cond561:                                      ; preds = %for.body562, %for.body559
  %lane7 = phi i32 [ 0, %for.body559 ], [ %2706, %for.body562 ]
  %2697 = icmp slt i32 %lane7, 32
  br i1 %2697, label %for.body562, label %for.end563

for.body562:                                      ; preds = %for.cond561
  %2698 = sext i32 %i10 to i64
  %2699 = mul nsw i64 %2698, 512
  %2700 = sext i32 %lane7 to i64
  %2701 = add nsw i64 %2699, %2700
  %2702 = getelementptr inbounds float, ptr %X_f, i64 %2701
  %2703 = load float, ptr %2702, align 4
  %2704 = sext i32 %lane7 to i64
  %2705 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2704
  store float %2703, ptr %2705, align 4
  %2706 = add nsw i32 %lane7, 1
  br label %for.cond561, !llvm.loop !125

for.end563:                                       ; preds = %for.cond561
  br label %for.cond564

for.cond564:                                      ; preds = %for.end569, %for.end563
  %red62 = phi i32 [ 0, %for.end563 ], [ %2736, %for.end569 ]
  %2707 = icmp slt i32 %red62, 7
  br i1 %2707, label %for.body565, label %for.end566

for.body565:                                      ; preds = %for.cond564
  br label %for.cond567

for.end566:                                       ; preds = %for.cond564
  br label %for.cond571

for.cond567:                                      ; preds = %for.body568, %for.body565
  %lane7570 = phi i32 [ 0, %for.body565 ], [ %2735, %for.body568 ]
  %2708 = icmp slt i32 %lane7570, 32
  br i1 %2708, label %for.body568, label %for.end569

for.body568:                                      ; preds = %for.cond567
  %2709 = sext i32 %lane7570 to i64
  %2710 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2709
  %2711 = load float, ptr %2710, align 4
  %2712 = sext i32 %i10 to i64
  %2713 = mul nsw i64 %2712, 512
  %2714 = mul i32 2, %red62
  %2715 = add i32 %2714, 1
  %2716 = mul i32 %2715, 32
  %2717 = add i32 %2716, %lane7570
  %2718 = sext i32 %2717 to i64
  %2719 = add nsw i64 %2713, %2718
  %2720 = getelementptr inbounds float, ptr %X_f, i64 %2719
  %2721 = load float, ptr %2720, align 4
  %tl_pair63 = fadd float %2711, %2721
  %2722 = sext i32 %i10 to i64
  %2723 = mul nsw i64 %2722, 512
  %2724 = mul i32 2, %red62
  %2725 = add i32 %2724, 2
  %2726 = mul i32 %2725, 32
  %2727 = add i32 %2726, %lane7570
  %2728 = sext i32 %2727 to i64
  %2729 = add nsw i64 %2723, %2728
  %2730 = getelementptr inbounds float, ptr %X_f, i64 %2729
  %2731 = load float, ptr %2730, align 4
  %2732 = fadd float %tl_pair63, %2731
  %2733 = sext i32 %lane7570 to i64
  %2734 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2733
  store float %2732, ptr %2734, align 4
  %2735 = add nsw i32 %lane7570, 1
  br label %for.cond567, !llvm.loop !126

for.end569:                                       ; preds = %for.cond567
  %2736 = add nsw i32 %red62, 1
  br label %for.cond564, !llvm.loop !127

for.cond571:                                      ; preds = %for.body572, %for.end566
  %lane7574 = phi i32 [ 0, %for.end566 ], [ %2751, %for.body572 ]
  %2737 = icmp slt i32 %lane7574, 32
  br i1 %2737, label %for.body572, label %for.end573

for.body572:                                      ; preds = %for.cond571
  %2738 = sext i32 %lane7574 to i64
  %2739 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2738
  %2740 = load float, ptr %2739, align 4
  %2741 = sext i32 %i10 to i64
  %2742 = mul nsw i64 %2741, 512
  %2743 = add i32 480, %lane7574
  %2744 = sext i32 %2743 to i64
  %2745 = add nsw i64 %2742, %2744
  %2746 = getelementptr inbounds float, ptr %X_f, i64 %2745
  %2747 = load float, ptr %2746, align 4
  %2748 = fadd float %2740, %2747
  %2749 = sext i32 %lane7574 to i64
  %2750 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2749
  store float %2748, ptr %2750, align 4
  %2751 = add nsw i32 %lane7574, 1
  br label %for.cond571, !llvm.loop !128

for.end573:                                       ; preds = %for.cond571
  br label %for.cond575

for.cond575:                                      ; preds = %for.body576, %for.end573
  %lane7578 = phi i32 [ 0, %for.end573 ], [ %2763, %for.body576 ]
  %2752 = icmp slt i32 %lane7578, 16
  br i1 %2752, label %for.body576, label %for.end577

for.body576:                                      ; preds = %for.cond575
  %2753 = sext i32 %lane7578 to i64
  %2754 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2753
  %2755 = load float, ptr %2754, align 4
  %2756 = add i32 %lane7578, 16
  %2757 = sext i32 %2756 to i64
  %2758 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2757
  %2759 = load float, ptr %2758, align 4
  %2760 = fadd float %2755, %2759
  %2761 = sext i32 %lane7578 to i64
  %2762 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2761
  store float %2760, ptr %2762, align 4
  %2763 = add nsw i32 %lane7578, 1
  br label %for.cond575, !llvm.loop !129

for.end577:                                       ; preds = %for.cond575
  br label %for.cond579

for.cond579:                                      ; preds = %for.body580, %for.end577
  %lane7582 = phi i32 [ 0, %for.end577 ], [ %2775, %for.body580 ]
  %2764 = icmp slt i32 %lane7582, 8
  br i1 %2764, label %for.body580, label %for.end581

for.body580:                                      ; preds = %for.cond579
  %2765 = sext i32 %lane7582 to i64
  %2766 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2765
  %2767 = load float, ptr %2766, align 4
  %2768 = add i32 %lane7582, 8
  %2769 = sext i32 %2768 to i64
  %2770 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2769
  %2771 = load float, ptr %2770, align 4
  %2772 = fadd float %2767, %2771
  %2773 = sext i32 %lane7582 to i64
  %2774 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2773
  store float %2772, ptr %2774, align 4
  %2775 = add nsw i32 %lane7582, 1
  br label %for.cond579, !llvm.loop !130

for.end581:                                       ; preds = %for.cond579
  br label %for.cond583

for.cond583:                                      ; preds = %for.body584, %for.end581
  %lane7586 = phi i32 [ 0, %for.end581 ], [ %2787, %for.body584 ]
  %2776 = icmp slt i32 %lane7586, 4
  br i1 %2776, label %for.body584, label %for.end585

for.body584:                                      ; preds = %for.cond583
  %2777 = sext i32 %lane7586 to i64
  %2778 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2777
  %2779 = load float, ptr %2778, align 4
  %2780 = add i32 %lane7586, 4
  %2781 = sext i32 %2780 to i64
  %2782 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2781
  %2783 = load float, ptr %2782, align 4
  %2784 = fadd float %2779, %2783
  %2785 = sext i32 %lane7586 to i64
  %2786 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2785
  store float %2784, ptr %2786, align 4
  %2787 = add nsw i32 %lane7586, 1
  br label %for.cond583, !llvm.loop !131

for.end585:                                       ; preds = %for.cond583
  br label %for.cond587

for.cond587:                                      ; preds = %for.body588, %for.end585
  %lane7590 = phi i32 [ 0, %for.end585 ], [ %2799, %for.body588 ]
  %2788 = icmp slt i32 %lane7590, 2
  br i1 %2788, label %for.body588, label %for.end589

for.body588:                                      ; preds = %for.cond587
  %2789 = sext i32 %lane7590 to i64
  %2790 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2789
  %2791 = load float, ptr %2790, align 4
  %2792 = add i32 %lane7590, 2
  %2793 = sext i32 %2792 to i64
  %2794 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2793
  %2795 = load float, ptr %2794, align 4
  %2796 = fadd float %2791, %2795
  %2797 = sext i32 %lane7590 to i64
  %2798 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2797
  store float %2796, ptr %2798, align 4
  %2799 = add nsw i32 %lane7590, 1
  br label %for.cond587, !llvm.loop !132

for.end589:                                       ; preds = %for.cond587
  br label %for.cond591

for.cond591:                                      ; preds = %for.body592, %for.end589
  %lane7594 = phi i32 [ 0, %for.end589 ], [ %2811, %for.body592 ]
  %2800 = icmp slt i32 %lane7594, 1
  br i1 %2800, label %for.body592, label %for.end593

for.body592:                                      ; preds = %for.cond591
  %2801 = sext i32 %lane7594 to i64
  %2802 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2801
  %2803 = load float, ptr %2802, align 4
  %2804 = add i32 %lane7594, 1
  %2805 = sext i32 %2804 to i64
  %2806 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2805
  %2807 = load float, ptr %2806, align 4
  %2808 = fadd float %2803, %2807
  %2809 = sext i32 %lane7594 to i64
  %2810 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2809
  store float %2808, ptr %2810, align 4
  %2811 = add nsw i32 %lane7594, 1
  br label %for.cond591, !llvm.loop !133

for.end593:                                       ; preds = %for.cond591
  %2812 = sext i32 %i10 to i64
  %2813 = getelementptr inbounds float, ptr %tile_sum, i64 %2812
  store float 0.000000e+00, ptr %2813, align 4
  %2814 = sext i32 %i10 to i64
  %2815 = getelementptr inbounds float, ptr %tile_sum, i64 %2814
  %2816 = load float, ptr %2815, align 4
  %2817 = getelementptr inbounds float, ptr %tl_lanes_20, i64 0
  %2818 = load float, ptr %2817, align 4
  %2819 = fadd float %2816, %2818
  %2820 = sext i32 %i10 to i64
  %2821 = getelementptr inbounds float, ptr %tile_sum, i64 %2820
  store float %2819, ptr %2821, align 4
  %2822 = add nsw i32 %i10, 1
  br label %for.cond558, !llvm.loop !134

for.cond595:                                      ; preds = %for.body596, %for.end560
  %i598 = phi i32 [ 0, %for.end560 ], [ %2842, %for.body596 ]
  %2823 = icmp slt i32 %i598, 4
  br i1 %2823, label %for.body596, label %for.end597

for.body596:                                      ; preds = %for.cond595
  %2824 = sext i32 %i598 to i64
  %2825 = getelementptr inbounds float, ptr %l, i64 %2824
  %2826 = load float, ptr %2825, align 4
  %2827 = sext i32 %i598 to i64
  %2828 = getelementptr inbounds float, ptr %m_prev, i64 %2827
  %2829 = load float, ptr %2828, align 4
  %2830 = sext i32 %i598 to i64
  %2831 = getelementptr inbounds float, ptr %m, i64 %2830
  %2832 = load float, ptr %2831, align 4
  %2833 = fsub float %2829, %2832
  %2834 = call float @tilec_expf(float %2833)
  %2835 = fmul float %2826, %2834
  %2836 = sext i32 %i598 to i64
  %2837 = getelementptr inbounds float, ptr %tile_sum, i64 %2836
  %2838 = load float, ptr %2837, align 4
  %2839 = fadd float %2835, %2838
  %2840 = sext i32 %i598 to i64
  %2841 = getelementptr inbounds float, ptr %l, i64 %2840
  store float %2839, ptr %2841, align 4
  %2842 = add nsw i32 %i598, 1
  br label %for.cond595, !llvm.loop !135

for.end597:                                       ; preds = %for.cond595
  %2843 = add nsw i32 %c, 1
  br label %for.cond446, !llvm.loop !136

for.cond599:                                      ; preds = %if.end647, %for.end448
  %c602 = phi i32 [ 0, %for.end448 ], [ %3322, %if.end647 ]
  %2844 = icmp slt i32 %c602, %2291
  br i1 %2844, label %for.body600, label %for.end601

for.body600:                                      ; preds = %for.cond599
  %2845 = sub i32 %2303, 1
  %t = sub i32 %2845, %c602
  %2846 = mul i32 %bx, 4
  %2847 = icmp sle i32 0, %2846
  %2848 = mul i32 %bx, 4
  %2849 = sext i32 %2848 to i64
  %2850 = add i64 %2849, 4
  %2851 = sext i32 %M to i64
  %2852 = icmp sle i64 %2850, %2851
  %2853 = and i1 %2847, %2852
  %2854 = mul i32 %t, 512
  %2855 = icmp sle i32 0, %2854
  %2856 = mul i32 %t, 512
  %2857 = sext i32 %2856 to i64
  %2858 = add i64 %2857, 512
  %2859 = sext i32 %N to i64
  %2860 = icmp sle i64 %2858, %2859
  %2861 = and i1 %2855, %2860
  %2862 = and i1 %2853, %2861
  br i1 %2862, label %if.then603, label %if.else604

for.end601:                                       ; preds = %for.cond599
  br label %if.end275

if.then603:                                       ; preds = %for.body600
  br label %for.cond606

if.else604:                                       ; preds = %for.body600
  br label %for.cond612

if.end605:                                        ; preds = %for.end614, %for.end608
  br label %for.cond634

for.cond606:                                      ; preds = %for.end611, %if.then603
  %i12 = phi i32 [ 0, %if.then603 ], [ %2882, %for.end611 ]
  %2863 = icmp slt i32 %i12, 4
  br i1 %2863, label %for.body607, label %for.end608

for.body607:                                      ; preds = %for.cond606
  br label %for.cond609

for.end608:                                       ; preds = %for.cond606
  br label %if.end605

for.cond609:                                      ; preds = %for.body610, %for.body607
  %j2 = phi i32 [ 0, %for.body607 ], [ %2881, %for.body610 ]
  %2864 = icmp slt i32 %j2, 512
  br i1 %2864, label %for.body610, label %for.end611

for.body610:                                      ; preds = %for.cond609
  %2865 = mul i32 %bx, 4
  %2866 = add i32 %2865, %i12
  %2867 = sext i32 %2866 to i64
  %2868 = sext i32 %N to i64
  %2869 = mul nsw i64 %2867, %2868
  %2870 = mul i32 %t, 512
  %2871 = add i32 %2870, %j2
  %2872 = sext i32 %2871 to i64
  %2873 = add nsw i64 %2869, %2872
  %2874 = getelementptr inbounds float, ptr %X, i64 %2873
  %2875 = load float, ptr %2874, align 4
  %2876 = sext i32 %i12 to i64
  %2877 = mul nsw i64 %2876, 512
  %2878 = sext i32 %j2 to i64
  %2879 = add nsw i64 %2877, %2878
  %2880 = getelementptr inbounds float, ptr %X_f, i64 %2879
  store float %2875, ptr %2880, align 4
  %2881 = add nsw i32 %j2, 1
  br label %for.cond609, !llvm.loop !137

for.end611:                                       ; preds = %for.cond609
  %2882 = add nsw i32 %i12, 1
  br label %for.cond606, !llvm.loop !138

for.cond612:                                      ; preds = %for.end632, %if.else604
  %i12615 = phi i32 [ 0, %if.else604 ], [ %2991, %for.end632 ]
  %2883 = icmp slt i32 %i12615, 4
  br i1 %2883, label %for.body613, label %for.end614

for.body613:                                      ; preds = %for.cond612
  %2884 = mul i32 %t, 512
  %2885 = sext i32 %2884 to i64
  %2886 = sub i64 0, %2885
  %2887 = icmp slt i64 %2886, 0
  %2888 = mul i32 %t, 512
  %2889 = sext i32 %2888 to i64
  %2890 = sub i64 0, %2889
  %2891 = icmp sgt i64 %2890, 512
  %2892 = mul i32 %t, 512
  %2893 = sext i32 %2892 to i64
  %2894 = sub i64 0, %2893
  %2895 = select i1 %2891, i64 512, i64 %2894
  %2896 = select i1 %2887, i64 0, i64 %2895
  %tl_lo14 = trunc i64 %2896 to i32
  %2897 = sext i32 %N to i64
  %2898 = mul i32 %t, 512
  %2899 = sext i32 %2898 to i64
  %2900 = sub i64 %2897, %2899
  %2901 = icmp slt i64 %2900, 0
  %2902 = sext i32 %N to i64
  %2903 = mul i32 %t, 512
  %2904 = sext i32 %2903 to i64
  %2905 = sub i64 %2902, %2904
  %2906 = icmp sgt i64 %2905, 512
  %2907 = sext i32 %N to i64
  %2908 = mul i32 %t, 512
  %2909 = sext i32 %2908 to i64
  %2910 = sub i64 %2907, %2909
  %2911 = select i1 %2906, i64 512, i64 %2910
  %2912 = select i1 %2901, i64 0, i64 %2911
  %2913 = sext i32 %tl_lo14 to i64
  %2914 = icmp slt i64 %2912, %2913
  %2915 = sext i32 %tl_lo14 to i64
  %2916 = sext i32 %N to i64
  %2917 = mul i32 %t, 512
  %2918 = sext i32 %2917 to i64
  %2919 = sub i64 %2916, %2918
  %2920 = icmp slt i64 %2919, 0
  %2921 = sext i32 %N to i64
  %2922 = mul i32 %t, 512
  %2923 = sext i32 %2922 to i64
  %2924 = sub i64 %2921, %2923
  %2925 = icmp sgt i64 %2924, 512
  %2926 = sext i32 %N to i64
  %2927 = mul i32 %t, 512
  %2928 = sext i32 %2927 to i64
  %2929 = sub i64 %2926, %2928
  %2930 = select i1 %2925, i64 512, i64 %2929
  %2931 = select i1 %2920, i64 0, i64 %2930
  %2932 = select i1 %2914, i64 %2915, i64 %2931
  %tl_hi15 = trunc i64 %2932 to i32
  br label %for.cond616

for.end614:                                       ; preds = %for.cond612
  br label %if.end605

for.cond616:                                      ; preds = %for.body617, %for.body613
  %j2619 = phi i32 [ 0, %for.body613 ], [ %2939, %for.body617 ]
  %2933 = icmp slt i32 %j2619, %tl_lo14
  br i1 %2933, label %for.body617, label %for.end618

for.body617:                                      ; preds = %for.cond616
  %2934 = sext i32 %i12615 to i64
  %2935 = mul nsw i64 %2934, 512
  %2936 = sext i32 %j2619 to i64
  %2937 = add nsw i64 %2935, %2936
  %2938 = getelementptr inbounds float, ptr %X_f, i64 %2937
  store float 0.000000e+00, ptr %2938, align 4
  %2939 = add nsw i32 %j2619, 1
  br label %for.cond616, !llvm.loop !139

for.end618:                                       ; preds = %for.cond616
  %2940 = mul i32 %bx, 4
  %2941 = sext i32 %2940 to i64
  %2942 = sext i32 %i12615 to i64
  %2943 = add i64 %2941, %2942
  %2944 = icmp sle i64 0, %2943
  %2945 = mul i32 %bx, 4
  %2946 = sext i32 %2945 to i64
  %2947 = sext i32 %i12615 to i64
  %2948 = add i64 %2946, %2947
  %2949 = sext i32 %M to i64
  %2950 = icmp slt i64 %2948, %2949
  %2951 = and i1 %2944, %2950
  br i1 %2951, label %if.then620, label %if.else621

if.then620:                                       ; preds = %for.end618
  %2952 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond623

if.else621:                                       ; preds = %for.end618
  %2953 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond626

if.end622:                                        ; preds = %for.end628, %for.end625
  %2954 = sub i32 512, %tl_hi15
  br label %for.cond630

for.cond623:                                      ; preds = %for.body624, %if.then620
  %j21 = phi i32 [ 0, %if.then620 ], [ %2974, %for.body624 ]
  %2955 = icmp slt i32 %j21, %2952
  br i1 %2955, label %for.body624, label %for.end625

for.body624:                                      ; preds = %for.cond623
  %2956 = mul i32 %bx, 4
  %2957 = add i32 %2956, %i12615
  %2958 = sext i32 %2957 to i64
  %2959 = sext i32 %N to i64
  %2960 = mul nsw i64 %2958, %2959
  %2961 = mul i32 %t, 512
  %2962 = add i32 %tl_lo14, %j21
  %2963 = add i32 %2961, %2962
  %2964 = sext i32 %2963 to i64
  %2965 = add nsw i64 %2960, %2964
  %2966 = getelementptr inbounds float, ptr %X, i64 %2965
  %2967 = load float, ptr %2966, align 4
  %2968 = sext i32 %i12615 to i64
  %2969 = mul nsw i64 %2968, 512
  %2970 = add i32 %tl_lo14, %j21
  %2971 = sext i32 %2970 to i64
  %2972 = add nsw i64 %2969, %2971
  %2973 = getelementptr inbounds float, ptr %X_f, i64 %2972
  store float %2967, ptr %2973, align 4
  %2974 = add nsw i32 %j21, 1
  br label %for.cond623, !llvm.loop !140

for.end625:                                       ; preds = %for.cond623
  br label %if.end622

for.cond626:                                      ; preds = %for.body627, %if.else621
  %j21629 = phi i32 [ 0, %if.else621 ], [ %2982, %for.body627 ]
  %2975 = icmp slt i32 %j21629, %2953
  br i1 %2975, label %for.body627, label %for.end628

for.body627:                                      ; preds = %for.cond626
  %2976 = sext i32 %i12615 to i64
  %2977 = mul nsw i64 %2976, 512
  %2978 = add i32 %tl_lo14, %j21629
  %2979 = sext i32 %2978 to i64
  %2980 = add nsw i64 %2977, %2979
  %2981 = getelementptr inbounds float, ptr %X_f, i64 %2980
  store float 0.000000e+00, ptr %2981, align 4
  %2982 = add nsw i32 %j21629, 1
  br label %for.cond626, !llvm.loop !141

for.end628:                                       ; preds = %for.cond626
  br label %if.end622

for.cond630:                                      ; preds = %for.body631, %if.end622
  %j21633 = phi i32 [ 0, %if.end622 ], [ %2990, %for.body631 ]
  %2983 = icmp slt i32 %j21633, %2954
  br i1 %2983, label %for.body631, label %for.end632

for.body631:                                      ; preds = %for.cond630
  %2984 = sext i32 %i12615 to i64
  %2985 = mul nsw i64 %2984, 512
  %2986 = add i32 %tl_hi15, %j21633
  %2987 = sext i32 %2986 to i64
  %2988 = add nsw i64 %2985, %2987
  %2989 = getelementptr inbounds float, ptr %X_f, i64 %2988
  store float 0.000000e+00, ptr %2989, align 4
  %2990 = add nsw i32 %j21633, 1
  br label %for.cond630, !llvm.loop !142

for.end632:                                       ; preds = %for.cond630
  %2991 = add nsw i32 %i12615, 1
  br label %for.cond612, !llvm.loop !143

for.cond634:                                      ; preds = %for.end644, %if.end605
  %i637 = phi i32 [ 0, %if.end605 ], [ %3321, %for.end644 ]
  %2992 = icmp slt i32 %i637, 4
  br i1 %2992, label %for.body635, label %for.end636

for.body635:                                      ; preds = %for.cond634
  %2993 = sext i32 %N to i64
  %2994 = sub i32 %2303, 1
  %2995 = sub i32 %2994, %c602
  %2996 = mul i32 %2995, 512
  %2997 = sext i32 %2996 to i64
  %2998 = sub i64 %2993, %2997
  %2999 = icmp slt i64 %2998, 0
  %3000 = sext i32 %N to i64
  %3001 = sub i32 %2303, 1
  %3002 = sub i32 %3001, %c602
  %3003 = mul i32 %3002, 512
  %3004 = sext i32 %3003 to i64
  %3005 = sub i64 %3000, %3004
  %3006 = icmp sgt i64 %3005, 512
  %3007 = sext i32 %N to i64
  %3008 = sub i32 %2303, 1
  %3009 = sub i32 %3008, %c602
  %3010 = mul i32 %3009, 512
  %3011 = sext i32 %3010 to i64
  %3012 = sub i64 %3007, %3011
  %3013 = select i1 %3006, i64 512, i64 %3012
  %3014 = select i1 %2999, i64 0, i64 %3013
  %3015 = sub i32 %2303, 1
  %3016 = sub i32 %3015, %c602
  %3017 = mul i32 %3016, 512
  %3018 = sext i32 %3017 to i64
  %3019 = sub i64 0, %3018
  %3020 = icmp slt i64 %3019, 0
  %3021 = sub i32 %2303, 1
  %3022 = sub i32 %3021, %c602
  %3023 = mul i32 %3022, 512
  %3024 = sext i32 %3023 to i64
  %3025 = sub i64 0, %3024
  %3026 = icmp sgt i64 %3025, 512
  %3027 = sub i32 %2303, 1
  %3028 = sub i32 %3027, %c602
  %3029 = mul i32 %3028, 512
  %3030 = sext i32 %3029 to i64
  %3031 = sub i64 0, %3030
  %3032 = select i1 %3026, i64 512, i64 %3031
  %3033 = select i1 %3020, i64 0, i64 %3032
  %3034 = trunc i64 %3033 to i32
  %3035 = sext i32 %3034 to i64
  %3036 = icmp slt i64 %3014, %3035
  %3037 = sub i32 %2303, 1
  %3038 = sub i32 %3037, %c602
  %3039 = mul i32 %3038, 512
  %3040 = sext i32 %3039 to i64
  %3041 = sub i64 0, %3040
  %3042 = icmp slt i64 %3041, 0
  %3043 = sub i32 %2303, 1
  %3044 = sub i32 %3043, %c602
  %3045 = mul i32 %3044, 512
  %3046 = sext i32 %3045 to i64
  %3047 = sub i64 0, %3046
  %3048 = icmp sgt i64 %3047, 512
  %3049 = sub i32 %2303, 1
  %3050 = sub i32 %3049, %c602
  %3051 = mul i32 %3050, 512
  %3052 = sext i32 %3051 to i64
  %3053 = sub i64 0, %3052
  %3054 = select i1 %3048, i64 512, i64 %3053
  %3055 = select i1 %3042, i64 0, i64 %3054
  %3056 = trunc i64 %3055 to i32
  %3057 = sext i32 %3056 to i64
  %3058 = sext i32 %N to i64
  %3059 = sub i32 %2303, 1
  %3060 = sub i32 %3059, %c602
  %3061 = mul i32 %3060, 512
  %3062 = sext i32 %3061 to i64
  %3063 = sub i64 %3058, %3062
  %3064 = icmp slt i64 %3063, 0
  %3065 = sext i32 %N to i64
  %3066 = sub i32 %2303, 1
  %3067 = sub i32 %3066, %c602
  %3068 = mul i32 %3067, 512
  %3069 = sext i32 %3068 to i64
  %3070 = sub i64 %3065, %3069
  %3071 = icmp sgt i64 %3070, 512
  %3072 = sext i32 %N to i64
  %3073 = sub i32 %2303, 1
  %3074 = sub i32 %3073, %c602
  %3075 = mul i32 %3074, 512
  %3076 = sext i32 %3075 to i64
  %3077 = sub i64 %3072, %3076
  %3078 = select i1 %3071, i64 512, i64 %3077
  %3079 = select i1 %3064, i64 0, i64 %3078
  %3080 = select i1 %3036, i64 %3057, i64 %3079
  %3081 = trunc i64 %3080 to i32
  %3082 = icmp slt i32 %3081, 0
  %3083 = sext i32 %N to i64
  %3084 = sub i32 %2303, 1
  %3085 = sub i32 %3084, %c602
  %3086 = mul i32 %3085, 512
  %3087 = sext i32 %3086 to i64
  %3088 = sub i64 %3083, %3087
  %3089 = icmp slt i64 %3088, 0
  %3090 = sext i32 %N to i64
  %3091 = sub i32 %2303, 1
  %3092 = sub i32 %3091, %c602
  %3093 = mul i32 %3092, 512
  %3094 = sext i32 %3093 to i64
  %3095 = sub i64 %3090, %3094
  %3096 = icmp sgt i64 %3095, 512
  %3097 = sext i32 %N to i64
  %3098 = sub i32 %2303, 1
  %3099 = sub i32 %3098, %c602
  %3100 = mul i32 %3099, 512
  %3101 = sext i32 %3100 to i64
  %3102 = sub i64 %3097, %3101
  %3103 = select i1 %3096, i64 512, i64 %3102
  %3104 = select i1 %3089, i64 0, i64 %3103
  %3105 = sub i32 %2303, 1
  %3106 = sub i32 %3105, %c602
  %3107 = mul i32 %3106, 512
  %3108 = sext i32 %3107 to i64
  %3109 = sub i64 0, %3108
  %3110 = icmp slt i64 %3109, 0
  %3111 = sub i32 %2303, 1
  %3112 = sub i32 %3111, %c602
  %3113 = mul i32 %3112, 512
  %3114 = sext i32 %3113 to i64
  %3115 = sub i64 0, %3114
  %3116 = icmp sgt i64 %3115, 512
  %3117 = sub i32 %2303, 1
  %3118 = sub i32 %3117, %c602
  %3119 = mul i32 %3118, 512
  %3120 = sext i32 %3119 to i64
  %3121 = sub i64 0, %3120
  %3122 = select i1 %3116, i64 512, i64 %3121
  %3123 = select i1 %3110, i64 0, i64 %3122
  %3124 = trunc i64 %3123 to i32
  %3125 = sext i32 %3124 to i64
  %3126 = icmp slt i64 %3104, %3125
  %3127 = sub i32 %2303, 1
  %3128 = sub i32 %3127, %c602
  %3129 = mul i32 %3128, 512
  %3130 = sext i32 %3129 to i64
  %3131 = sub i64 0, %3130
  %3132 = icmp slt i64 %3131, 0
  %3133 = sub i32 %2303, 1
  %3134 = sub i32 %3133, %c602
  %3135 = mul i32 %3134, 512
  %3136 = sext i32 %3135 to i64
  %3137 = sub i64 0, %3136
  %3138 = icmp sgt i64 %3137, 512
  %3139 = sub i32 %2303, 1
  %3140 = sub i32 %3139, %c602
  %3141 = mul i32 %3140, 512
  %3142 = sext i32 %3141 to i64
  %3143 = sub i64 0, %3142
  %3144 = select i1 %3138, i64 512, i64 %3143
  %3145 = select i1 %3132, i64 0, i64 %3144
  %3146 = trunc i64 %3145 to i32
  %3147 = sext i32 %3146 to i64
  %3148 = sext i32 %N to i64
  %3149 = sub i32 %2303, 1
  %3150 = sub i32 %3149, %c602
  %3151 = mul i32 %3150, 512
  %3152 = sext i32 %3151 to i64
  %3153 = sub i64 %3148, %3152
  %3154 = icmp slt i64 %3153, 0
  %3155 = sext i32 %N to i64
  %3156 = sub i32 %2303, 1
  %3157 = sub i32 %3156, %c602
  %3158 = mul i32 %3157, 512
  %3159 = sext i32 %3158 to i64
  %3160 = sub i64 %3155, %3159
  %3161 = icmp sgt i64 %3160, 512
  %3162 = sext i32 %N to i64
  %3163 = sub i32 %2303, 1
  %3164 = sub i32 %3163, %c602
  %3165 = mul i32 %3164, 512
  %3166 = sext i32 %3165 to i64
  %3167 = sub i64 %3162, %3166
  %3168 = select i1 %3161, i64 512, i64 %3167
  %3169 = select i1 %3154, i64 0, i64 %3168
  %3170 = select i1 %3126, i64 %3147, i64 %3169
  %3171 = trunc i64 %3170 to i32
  %3172 = icmp sgt i32 %3171, 512
  %3173 = sext i32 %N to i64
  %3174 = sub i32 %2303, 1
  %3175 = sub i32 %3174, %c602
  %3176 = mul i32 %3175, 512
  %3177 = sext i32 %3176 to i64
  %3178 = sub i64 %3173, %3177
  %3179 = icmp slt i64 %3178, 0
  %3180 = sext i32 %N to i64
  %3181 = sub i32 %2303, 1
  %3182 = sub i32 %3181, %c602
  %3183 = mul i32 %3182, 512
  %3184 = sext i32 %3183 to i64
  %3185 = sub i64 %3180, %3184
  %3186 = icmp sgt i64 %3185, 512
  %3187 = sext i32 %N to i64
  %3188 = sub i32 %2303, 1
  %3189 = sub i32 %3188, %c602
  %3190 = mul i32 %3189, 512
  %3191 = sext i32 %3190 to i64
  %3192 = sub i64 %3187, %3191
  %3193 = select i1 %3186, i64 512, i64 %3192
  %3194 = select i1 %3179, i64 0, i64 %3193
  %3195 = sub i32 %2303, 1
  %3196 = sub i32 %3195, %c602
  %3197 = mul i32 %3196, 512
  %3198 = sext i32 %3197 to i64
  %3199 = sub i64 0, %3198
  %3200 = icmp slt i64 %3199, 0
  %3201 = sub i32 %2303, 1
  %3202 = sub i32 %3201, %c602
  %3203 = mul i32 %3202, 512
  %3204 = sext i32 %3203 to i64
  %3205 = sub i64 0, %3204
  %3206 = icmp sgt i64 %3205, 512
  %3207 = sub i32 %2303, 1
  %3208 = sub i32 %3207, %c602
  %3209 = mul i32 %3208, 512
  %3210 = sext i32 %3209 to i64
  %3211 = sub i64 0, %3210
  %3212 = select i1 %3206, i64 512, i64 %3211
  %3213 = select i1 %3200, i64 0, i64 %3212
  %3214 = trunc i64 %3213 to i32
  %3215 = sext i32 %3214 to i64
  %3216 = icmp slt i64 %3194, %3215
  %3217 = sub i32 %2303, 1
  %3218 = sub i32 %3217, %c602
  %3219 = mul i32 %3218, 512
  %3220 = sext i32 %3219 to i64
  %3221 = sub i64 0, %3220
  %3222 = icmp slt i64 %3221, 0
  %3223 = sub i32 %2303, 1
  %3224 = sub i32 %3223, %c602
  %3225 = mul i32 %3224, 512
  %3226 = sext i32 %3225 to i64
  %3227 = sub i64 0, %3226
  %3228 = icmp sgt i64 %3227, 512
  %3229 = sub i32 %2303, 1
  %3230 = sub i32 %3229, %c602
  %3231 = mul i32 %3230, 512
  %3232 = sext i32 %3231 to i64
  %3233 = sub i64 0, %3232
  %3234 = select i1 %3228, i64 512, i64 %3233
  %3235 = select i1 %3222, i64 0, i64 %3234
  %3236 = trunc i64 %3235 to i32
  %3237 = sext i32 %3236 to i64
  %3238 = sext i32 %N to i64
  %3239 = sub i32 %2303, 1
  %3240 = sub i32 %3239, %c602
  %3241 = mul i32 %3240, 512
  %3242 = sext i32 %3241 to i64
  %3243 = sub i64 %3238, %3242
  %3244 = icmp slt i64 %3243, 0
  %3245 = sext i32 %N to i64
  %3246 = sub i32 %2303, 1
  %3247 = sub i32 %3246, %c602
  %3248 = mul i32 %3247, 512
  %3249 = sext i32 %3248 to i64
  %3250 = sub i64 %3245, %3249
  %3251 = icmp sgt i64 %3250, 512
  %3252 = sext i32 %N to i64
  %3253 = sub i32 %2303, 1
  %3254 = sub i32 %3253, %c602
  %3255 = mul i32 %3254, 512
  %3256 = sext i32 %3255 to i64
  %3257 = sub i64 %3252, %3256
  %3258 = select i1 %3251, i64 512, i64 %3257
  %3259 = select i1 %3244, i64 0, i64 %3258
  %3260 = select i1 %3216, i64 %3237, i64 %3259
  %3261 = trunc i64 %3260 to i32
  %3262 = select i1 %3172, i32 512, i32 %3261
  %tl_cols45 = select i1 %3082, i32 0, i32 %3262
  br label %for.cond638

for.end636:                                       ; preds = %for.cond634
  %3263 = mul i32 %bx, 4
  %3264 = icmp sle i32 0, %3263
  %3265 = mul i32 %bx, 4
  %3266 = sext i32 %3265 to i64
  %3267 = add i64 %3266, 4
  %3268 = sext i32 %M to i64
  %3269 = icmp sle i64 %3267, %3268
  %3270 = and i1 %3264, %3269
  %3271 = mul i32 %t, 512
  %3272 = icmp sle i32 0, %3271
  %3273 = mul i32 %t, 512
  %3274 = sext i32 %3273 to i64
  %3275 = add i64 %3274, 512
  %3276 = sext i32 %N to i64
  %3277 = icmp sle i64 %3275, %3276
  %3278 = and i1 %3272, %3277
  %3279 = and i1 %3270, %3278
  br i1 %3279, label %if.then645, label %if.else646

for.cond638:                                      ; preds = %for.body639, %for.body635
  %j641 = phi i32 [ 0, %for.body635 ], [ %3302, %for.body639 ]
  %3280 = icmp slt i32 %j641, %tl_cols45
  br i1 %3280, label %for.body639, label %for.end640

for.body639:                                      ; preds = %for.cond638
  %3281 = sext i32 %i637 to i64
  %3282 = mul nsw i64 %3281, 512
  %3283 = sext i32 %j641 to i64
  %3284 = add nsw i64 %3282, %3283
  %3285 = getelementptr inbounds float, ptr %X_f, i64 %3284
  %3286 = load float, ptr %3285, align 4
  %3287 = sext i32 %i637 to i64
  %3288 = getelementptr inbounds float, ptr %m, i64 %3287
  %3289 = load float, ptr %3288, align 4
  %3290 = fsub float %3286, %3289
  %3291 = call float @tilec_expf(float %3290)
  %3292 = sext i32 %i637 to i64
  %3293 = getelementptr inbounds float, ptr %l, i64 %3292
  %3294 = load float, ptr %3293, align 4
  %3295 = fdiv float 1.000000e+00, %3294
  %3296 = fmul float %3291, %3295
  %3297 = sext i32 %i637 to i64
  %3298 = mul nsw i64 %3297, 512
  %3299 = sext i32 %j641 to i64
  %3300 = add nsw i64 %3298, %3299
  %3301 = getelementptr inbounds float, ptr %X_f, i64 %3300
  store float %3296, ptr %3301, align 4
  %3302 = add nsw i32 %j641, 1
  br label %for.cond638, !llvm.loop !144

for.end640:                                       ; preds = %for.cond638
  %3303 = sext i32 %i637 to i64
  %3304 = getelementptr inbounds float, ptr %m, i64 %3303
  %3305 = load float, ptr %3304, align 4
  %3306 = fsub float 0.000000e+00, %3305
  %3307 = call float @tilec_expf(float %3306)
  %3308 = sext i32 %i637 to i64
  %3309 = getelementptr inbounds float, ptr %l, i64 %3308
  %3310 = load float, ptr %3309, align 4
  %3311 = fdiv float 1.000000e+00, %3310
  %tl_col47 = fmul float %3307, %3311
  %3312 = sub i32 512, %tl_cols45
  br label %for.cond642

for.cond642:                                      ; preds = %for.body643, %for.end640
  %j46 = phi i32 [ 0, %for.end640 ], [ %3320, %for.body643 ]
  %3313 = icmp slt i32 %j46, %3312
  br i1 %3313, label %for.body643, label %for.end644

for.body643:                                      ; preds = %for.cond642
  %3314 = sext i32 %i637 to i64
  %3315 = mul nsw i64 %3314, 512
  %3316 = add i32 %tl_cols45, %j46
  %3317 = sext i32 %3316 to i64
  %3318 = add nsw i64 %3315, %3317
  %3319 = getelementptr inbounds float, ptr %X_f, i64 %3318
  store float %tl_col47, ptr %3319, align 4
  %3320 = add nsw i32 %j46, 1
  br label %for.cond642, !llvm.loop !145

for.end644:                                       ; preds = %for.cond642
  %3321 = add nsw i32 %i637, 1
  br label %for.cond634, !llvm.loop !146

if.then645:                                       ; preds = %for.end636
  br label %for.cond648

if.else646:                                       ; preds = %for.end636
  br label %for.cond659

if.end647:                                        ; preds = %for.end661, %for.end650
  %3322 = add nsw i32 %c602, 1
  br label %for.cond599, !llvm.loop !147

for.cond648:                                      ; preds = %if.end654, %if.then645
  %i12651 = phi i32 [ 0, %if.then645 ], [ %3342, %if.end654 ]
  %3323 = icmp slt i32 %i12651, 4
  br i1 %3323, label %for.body649, label %for.end650

for.body649:                                      ; preds = %for.cond648
  %3324 = sext i32 %M to i64
  %3325 = sext i32 %N to i64
  %3326 = mul i64 %3324, %3325
  %3327 = icmp sge i64 %3326, 8388608
  br i1 %3327, label %if.then652, label %if.else653

for.end650:                                       ; preds = %for.cond648
  br label %if.end647

if.then652:                                       ; preds = %for.body649
  %3328 = mul i32 %bx, 4
  %3329 = add i32 %3328, %i12651
  %3330 = sext i32 %3329 to i64
  %3331 = sext i32 %N to i64
  %3332 = mul nsw i64 %3330, %3331
  %3333 = mul i32 %t, 512
  %3334 = add i32 %3333, 0
  %3335 = sext i32 %3334 to i64
  %3336 = add nsw i64 %3332, %3335
  %3337 = getelementptr inbounds float, ptr %Y, i64 %3336
  %3338 = sext i32 %i12651 to i64
  %3339 = mul nsw i64 %3338, 512
  %3340 = add nsw i64 %3339, 0
  %3341 = getelementptr inbounds float, ptr %X_f, i64 %3340
  call void @tilec_rt_stream(ptr %3337, ptr %3341, i64 2048)
  br label %if.end654

if.else653:                                       ; preds = %for.body649
  br label %for.cond655

if.end654:                                        ; preds = %for.end657, %if.then652
  %3342 = add nsw i32 %i12651, 1
  br label %for.cond648, !llvm.loop !148

for.cond655:                                      ; preds = %for.body656, %if.else653
  %j2658 = phi i32 [ 0, %if.else653 ], [ %3360, %for.body656 ]
  %3343 = icmp slt i32 %j2658, 512
  br i1 %3343, label %for.body656, label %for.end657

for.body656:                                      ; preds = %for.cond655
  %3344 = sext i32 %i12651 to i64
  %3345 = mul nsw i64 %3344, 512
  %3346 = sext i32 %j2658 to i64
  %3347 = add nsw i64 %3345, %3346
  %3348 = getelementptr inbounds float, ptr %X_f, i64 %3347
  %3349 = load float, ptr %3348, align 4
  %3350 = mul i32 %bx, 4
  %3351 = add i32 %3350, %i12651
  %3352 = sext i32 %3351 to i64
  %3353 = sext i32 %N to i64
  %3354 = mul nsw i64 %3352, %3353
  %3355 = mul i32 %t, 512
  %3356 = add i32 %3355, %j2658
  %3357 = sext i32 %3356 to i64
  %3358 = add nsw i64 %3354, %3357
  %3359 = getelementptr inbounds float, ptr %Y, i64 %3358
  store float %3349, ptr %3359, align 4
  %3360 = add nsw i32 %j2658, 1
  br label %for.cond655, !llvm.loop !149

for.end657:                                       ; preds = %for.cond655
  br label %if.end654

for.cond659:                                      ; preds = %for.end665, %if.else646
  %i12662 = phi i32 [ 0, %if.else646 ], [ %3388, %for.end665 ]
  %3361 = icmp slt i32 %i12662, 4
  br i1 %3361, label %for.body660, label %for.end661

for.body660:                                      ; preds = %for.cond659
  br label %for.cond663

for.end661:                                       ; preds = %for.cond659
  br label %if.end647

for.cond663:                                      ; preds = %if.end669, %for.body660
  %j2666 = phi i32 [ 0, %for.body660 ], [ %3405, %if.end669 ]
  %3362 = icmp slt i32 %j2666, 512
  br i1 %3362, label %for.body664, label %for.end665

for.body664:                                      ; preds = %for.cond663
  %3363 = mul i32 %bx, 4
  %3364 = sext i32 %3363 to i64
  %3365 = sext i32 %i12662 to i64
  %3366 = add i64 %3364, %3365
  %3367 = icmp sle i64 0, %3366
  %3368 = mul i32 %bx, 4
  %3369 = sext i32 %3368 to i64
  %3370 = sext i32 %i12662 to i64
  %3371 = add i64 %3369, %3370
  %3372 = sext i32 %M to i64
  %3373 = icmp slt i64 %3371, %3372
  %3374 = and i1 %3367, %3373
  %3375 = mul i32 %t, 512
  %3376 = sext i32 %3375 to i64
  %3377 = sext i32 %j2666 to i64
  %3378 = add i64 %3376, %3377
  %3379 = icmp sle i64 0, %3378
  %3380 = mul i32 %t, 512
  %3381 = sext i32 %3380 to i64
  %3382 = sext i32 %j2666 to i64
  %3383 = add i64 %3381, %3382
  %3384 = sext i32 %N to i64
  %3385 = icmp slt i64 %3383, %3384
  %3386 = and i1 %3379, %3385
  %3387 = and i1 %3374, %3386
  br i1 %3387, label %if.then667, label %if.else668

for.end665:                                       ; preds = %for.cond663
  %3388 = add nsw i32 %i12662, 1
  br label %for.cond659, !llvm.loop !150

if.then667:                                       ; preds = %for.body664
  %3389 = sext i32 %i12662 to i64
  %3390 = mul nsw i64 %3389, 512
  %3391 = sext i32 %j2666 to i64
  %3392 = add nsw i64 %3390, %3391
  %3393 = getelementptr inbounds float, ptr %X_f, i64 %3392
  %3394 = load float, ptr %3393, align 4
  %3395 = mul i32 %bx, 4
  %3396 = add i32 %3395, %i12662
  %3397 = sext i32 %3396 to i64
  %3398 = sext i32 %N to i64
  %3399 = mul nsw i64 %3397, %3398
  %3400 = mul i32 %t, 512
  %3401 = add i32 %3400, %j2666
  %3402 = sext i32 %3401 to i64
  %3403 = add nsw i64 %3399, %3402
  %3404 = getelementptr inbounds float, ptr %Y, i64 %3403
  store float %3394, ptr %3404, align 4
  br label %if.end669

if.else668:                                       ; preds = %for.body664
  br label %if.end669

if.end669:                                        ; preds = %if.else668, %if.then667
  %3405 = add nsw i32 %j2666, 1
  br label %for.cond663, !llvm.loop !151
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: alwaysinline nofree nosync nounwind willreturn
define internal float @tilec_expf(float %0) #3 {
entry:
  %1 = fcmp uno float %0, %0
  %2 = fcmp olt float %0, 8.900000e+01
  %3 = select i1 %2, float %0, float 8.900000e+01
  %4 = fcmp ogt float %0, -1.040000e+02
  %5 = select i1 %4, float %3, float 0.000000e+00
  %6 = call float @llvm.fma.f32(float %5, float 0x3FF7154760000000, float 5.000000e-01)
  %n = call float @llvm.floor.f32(float %6)
  %7 = call float @llvm.fma.f32(float %n, float 0xBFE6300000000000, float %5)
  %8 = call float @llvm.fma.f32(float %n, float 0x3F2BD01060000000, float %7)
  %9 = call float @llvm.fma.f32(float 0x3F2A0D2CE0000000, float %8, float 0x3F56E879C0000000)
  %10 = call float @llvm.fma.f32(float %9, float %8, float 0x3F81112100000000)
  %11 = call float @llvm.fma.f32(float %10, float %8, float 0x3FA5553820000000)
  %12 = call float @llvm.fma.f32(float %11, float %8, float 0x3FC5555540000000)
  %13 = call float @llvm.fma.f32(float %12, float %8, float 5.000000e-01)
  %14 = fmul float %8, %8
  %15 = call float @llvm.fma.f32(float %13, float %14, float %8)
  %16 = fadd float %15, 1.000000e+00
  %17 = fptosi float %n to i32
  %18 = ashr i32 %17, 1
  %19 = sub i32 %17, %18
  %20 = add i32 %18, 127
  %21 = shl i32 %20, 23
  %22 = add i32 %19, 127
  %23 = shl i32 %22, 23
  %24 = bitcast i32 %23 to float
  %25 = bitcast i32 %21 to float
  %26 = fmul float %16, %25
  %27 = fmul float %26, %24
  %28 = fcmp olt float %0, 0xC059FE36A0000000
  %29 = select i1 %28, float 0.000000e+00, float %27
  %30 = fcmp ogt float %0, 0x40562E4300000000
  %31 = select i1 %30, float 0x7FF0000000000000, float %29
  %32 = select i1 %1, float %0, float %31
  ret float %32
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #4

declare void @tilec_rt_stream(ptr, ptr, i64)

; Function Attrs: nounwind
define internal void @softmax_task(ptr %ctx, i64 %block) #0 {
entry:
  br label %body

body:                                             ; preds = %entry
  %0 = getelementptr inbounds %tilec_args_softmax, ptr %ctx, i32 0, i32 0
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds %tilec_args_softmax, ptr %ctx, i32 0, i32 1
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_softmax, ptr %ctx, i32 0, i32 2
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr inbounds %tilec_args_softmax, ptr %ctx, i32 0, i32 3
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %tilec_args_softmax, ptr %ctx, i32 0, i32 4
  %9 = getelementptr inbounds [3 x i64], ptr %8, i64 0, i64 0
  %10 = load i64, ptr %9, align 8
  %11 = getelementptr inbounds [3 x i64], ptr %8, i64 0, i64 1
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds [3 x i64], ptr %8, i64 0, i64 2
  %14 = load i64, ptr %13, align 8
  %15 = srem i64 %block, %10
  %16 = sdiv i64 %block, %10
  %17 = srem i64 %16, %12
  %18 = mul i64 %10, %12
  %19 = sdiv i64 %block, %18
  %20 = trunc i64 %15 to i32
  call void @softmax_block(ptr %1, ptr %3, i32 %5, i32 %7, i32 %20)
  ret void
}

; Function Attrs: nounwind
define i32 @tilec_launch_softmax(ptr %args, ptr %dims, ptr %self) #0 {
entry:
  %no_self = alloca i32, align 4
  %a = alloca %tilec_args_softmax, align 8
  br label %body

body:                                             ; preds = %entry
  store i32 0, ptr %no_self, align 4
  %0 = icmp ne ptr %self, null
  %1 = select i1 %0, ptr %self, ptr %no_self
  %nworkers = load i32, ptr %1, align 4
  %2 = getelementptr inbounds ptr, ptr %args, i64 0
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %tilec_args_softmax, ptr %a, i32 0, i32 0
  store ptr %3, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %args, i64 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %tilec_args_softmax, ptr %a, i32 0, i32 1
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds i64, ptr %dims, i64 0
  %9 = load i64, ptr %8, align 8
  %M = trunc i64 %9 to i32
  %10 = getelementptr inbounds %tilec_args_softmax, ptr %a, i32 0, i32 2
  store i32 %M, ptr %10, align 4
  %11 = getelementptr inbounds i64, ptr %dims, i64 1
  %12 = load i64, ptr %11, align 8
  %N = trunc i64 %12 to i32
  %13 = getelementptr inbounds %tilec_args_softmax, ptr %a, i32 0, i32 3
  store i32 %N, ptr %13, align 4
  %14 = getelementptr inbounds %tilec_args_softmax, ptr %a, i32 0, i32 4
  %15 = icmp sle i32 %N, 256
  %16 = select i1 %15, i32 32, i32 4
  %17 = sext i32 %M to i64
  %18 = sext i32 %16 to i64
  %19 = icmp eq i64 %18, 0
  %20 = icmp eq i64 %18, -1
  %21 = or i1 %19, %20
  %22 = select i1 %21, i64 1, i64 %18
  %23 = sdiv i64 %17, %22
  %24 = sub i64 0, %17
  %25 = select i1 %20, i64 %24, i64 %23
  %26 = icmp eq i64 %18, 0
  %27 = icmp eq i64 %18, -1
  %28 = or i1 %26, %27
  %29 = select i1 %28, i64 1, i64 %18
  %30 = srem i64 %17, %29
  %31 = icmp ne i64 %30, 0
  %32 = icmp slt i64 %17, 0
  %33 = icmp slt i64 %18, 0
  %34 = icmp eq i1 %32, %33
  %35 = and i1 %31, %34
  %36 = zext i1 %35 to i64
  %37 = add i64 %25, %36
  %38 = trunc i64 %37 to i32
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 0
  store i64 %39, ptr %40, align 8
  %41 = icmp sgt i64 %39, 0
  %42 = mul i64 1, %39
  %43 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 1
  store i64 1, ptr %43, align 8
  %44 = and i1 %41, true
  %45 = mul i64 %42, 1
  %46 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 2
  store i64 1, ptr %46, align 8
  %47 = and i1 %44, true
  %48 = mul i64 %45, 1
  br i1 %47, label %run, label %empty

run:                                              ; preds = %body
  %49 = call i32 @tilec_rt_run_blocks(i64 %48, i32 %nworkers, ptr @softmax_task, ptr %a)
  ret i32 %49

empty:                                            ; preds = %body
  ret i32 0
}

declare i32 @tilec_rt_run_blocks(i64, i32, ptr, ptr)

attributes #0 = { nounwind "target-cpu"="HOST" "target-features"="HOST" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { alwaysinline nofree nosync nounwind willreturn "target-cpu"="HOST" "target-features"="HOST" }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }

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
!17 = distinct !{!17, !1, !2}
!18 = distinct !{!18, !1, !2}
!19 = distinct !{!19, !1}
!20 = distinct !{!20, !1, !2}
!21 = distinct !{!21, !1, !2}
!22 = distinct !{!22, !1}
!23 = distinct !{!23, !1, !2}
!24 = distinct !{!24, !1}
!25 = distinct !{!25, !1}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1}
!29 = distinct !{!29, !1}
!30 = distinct !{!30, !1}
!31 = distinct !{!31, !1, !2}
!32 = distinct !{!32, !1, !2}
!33 = distinct !{!33, !1, !2}
!34 = distinct !{!34, !1, !2}
!35 = distinct !{!35, !1, !2}
!36 = distinct !{!36, !1}
!37 = distinct !{!37, !1, !2}
!38 = distinct !{!38, !1, !2}
!39 = distinct !{!39, !1}
!40 = distinct !{!40, !1, !2}
!41 = distinct !{!41, !1}
!42 = distinct !{!42, !1}
!43 = distinct !{!43, !1}
!44 = distinct !{!44, !1}
!45 = distinct !{!45, !1}
!46 = distinct !{!46, !1}
!47 = distinct !{!47, !1, !2}
!48 = distinct !{!48, !1, !2}
!49 = distinct !{!49, !1}
!50 = distinct !{!50, !1, !2}
!51 = distinct !{!51, !1, !2}
!52 = distinct !{!52, !1}
!53 = distinct !{!53, !1, !2}
!54 = distinct !{!54, !1}
!55 = distinct !{!55, !1}
!56 = distinct !{!56, !1}
!57 = distinct !{!57, !1}
!58 = distinct !{!58, !1}
!59 = distinct !{!59, !1}
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
!73 = distinct !{!73, !1, !2}
!74 = distinct !{!74, !1}
!75 = distinct !{!75, !1}
!76 = distinct !{!76, !1}
!77 = distinct !{!77, !1}
!78 = distinct !{!78, !1}
!79 = distinct !{!79, !1}
!80 = distinct !{!80, !1, !2}
!81 = distinct !{!81, !1}
!82 = distinct !{!82, !1, !2}
!83 = distinct !{!83, !1}
!84 = distinct !{!84, !1, !2}
!85 = distinct !{!85, !1, !2}
!86 = distinct !{!86, !1}
!87 = distinct !{!87, !1, !2}
!88 = distinct !{!88, !1}
!89 = distinct !{!89, !1, !2}
!90 = distinct !{!90, !1}
!91 = distinct !{!91, !1}
!92 = distinct !{!92, !1}
!93 = distinct !{!93, !1}
!94 = distinct !{!94, !1}
!95 = distinct !{!95, !1}
!96 = distinct !{!96, !1}
!97 = distinct !{!97, !1}
!98 = distinct !{!98, !1, !2}
!99 = distinct !{!99, !1, !2}
!100 = distinct !{!100, !1, !2}
!101 = distinct !{!101, !1}
!102 = distinct !{!102, !1, !2}
!103 = distinct !{!103, !1}
!104 = distinct !{!104, !1, !2}
!105 = distinct !{!105, !1, !2}
!106 = distinct !{!106, !1, !2}
!107 = distinct !{!107, !1, !2}
!108 = distinct !{!108, !1}
!109 = distinct !{!109, !1, !2}
!110 = distinct !{!110, !1}
!111 = distinct !{!111, !1, !2}
!112 = distinct !{!112, !1, !2}
!113 = distinct !{!113, !1, !2}
!114 = distinct !{!114, !1}
!115 = distinct !{!115, !1, !2}
!116 = distinct !{!116, !1}
!117 = distinct !{!117, !1}
!118 = distinct !{!118, !1}
!119 = distinct !{!119, !1}
!120 = distinct !{!120, !1}
!121 = distinct !{!121, !1}
!122 = distinct !{!122, !1}
!123 = distinct !{!123, !1, !2}
!124 = distinct !{!124, !1}
!125 = distinct !{!125, !1, !2}
!126 = distinct !{!126, !1, !2}
!127 = distinct !{!127, !1}
!128 = distinct !{!128, !1, !2}
!129 = distinct !{!129, !1}
!130 = distinct !{!130, !1}
!131 = distinct !{!131, !1}
!132 = distinct !{!132, !1}
!133 = distinct !{!133, !1}
!134 = distinct !{!134, !1}
!135 = distinct !{!135, !1, !2}
!136 = distinct !{!136, !1}
!137 = distinct !{!137, !1, !2}
!138 = distinct !{!138, !1}
!139 = distinct !{!139, !1, !2}
!140 = distinct !{!140, !1, !2}
!141 = distinct !{!141, !1, !2}
!142 = distinct !{!142, !1, !2}
!143 = distinct !{!143, !1}
!144 = distinct !{!144, !1, !2}
!145 = distinct !{!145, !1, !2}
!146 = distinct !{!146, !1}
!147 = distinct !{!147, !1}
!148 = distinct !{!148, !1}
!149 = distinct !{!149, !1}
!150 = distinct !{!150, !1}
!151 = distinct !{!151, !1}
