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
  br i1 %1, label %if.then79, label %if.else80

if.end:                                           ; preds = %if.end81, %for.end71
  ret void

for.cond:                                         ; preds = %for.end16, %if.then
  %i = phi i32 [ 0, %if.then ], [ %72, %for.end16 ]
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
  br label %for.cond18

for.cond1:                                        ; preds = %for.body2, %for.body
  %j = phi i32 [ 0, %for.body ], [ %27, %for.body2 ]
  %19 = icmp slt i32 %j, 0
  br i1 %19, label %for.body2, label %for.end3

for.body2:                                        ; preds = %for.cond1
  %20 = icmp slt i32 %j, %N
  %21 = select i1 %20, float 0.000000e+00, float 0xFFF0000000000000
  %22 = sext i32 %i to i64
  %23 = mul nsw i64 %22, 256
  %24 = sext i32 %j to i64
  %25 = add nsw i64 %23, %24
  %26 = getelementptr inbounds float, ptr %X_s, i64 %25
  store float %21, ptr %26, align 4
  %27 = add nsw i32 %j, 1
  br label %for.cond1, !llvm.loop !0

for.end3:                                         ; preds = %for.cond1
  %28 = mul i32 %bx, 32
  %29 = add i32 %28, %i
  %30 = icmp sle i32 0, %29
  %31 = mul i32 %bx, 32
  %32 = add i32 %31, %i
  %33 = icmp slt i32 %32, %M
  %34 = and i1 %30, %33
  br i1 %34, label %if.then4, label %if.else5

if.then4:                                         ; preds = %for.end3
  %35 = sub i32 %tl_hi1, 0
  br label %for.cond7

if.else5:                                         ; preds = %for.end3
  %36 = sub i32 %tl_hi1, 0
  br label %for.cond10

if.end6:                                          ; preds = %for.end12, %for.end9
  %37 = sub i32 256, %tl_hi1
  br label %for.cond14

for.cond7:                                        ; preds = %for.body8, %if.then4
  %j3 = phi i32 [ 0, %if.then4 ], [ %55, %for.body8 ]
  %38 = icmp slt i32 %j3, %35
  br i1 %38, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  %39 = mul i32 %bx, 32
  %40 = add i32 %39, %i
  %41 = sext i32 %40 to i64
  %42 = sext i32 %N to i64
  %43 = mul nsw i64 %41, %42
  %44 = add i32 0, %j3
  %45 = sext i32 %44 to i64
  %46 = add nsw i64 %43, %45
  %47 = getelementptr inbounds float, ptr %X, i64 %46
  %48 = load float, ptr %47, align 4
  %49 = sext i32 %i to i64
  %50 = mul nsw i64 %49, 256
  %51 = add i32 0, %j3
  %52 = sext i32 %51 to i64
  %53 = add nsw i64 %50, %52
  %54 = getelementptr inbounds float, ptr %X_s, i64 %53
  store float %48, ptr %54, align 4
  %55 = add nsw i32 %j3, 1
  br label %for.cond7, !llvm.loop !3

for.end9:                                         ; preds = %for.cond7
  br label %if.end6

for.cond10:                                       ; preds = %for.body11, %if.else5
  %j313 = phi i32 [ 0, %if.else5 ], [ %63, %for.body11 ]
  %56 = icmp slt i32 %j313, %36
  br i1 %56, label %for.body11, label %for.end12

for.body11:                                       ; preds = %for.cond10
  %57 = sext i32 %i to i64
  %58 = mul nsw i64 %57, 256
  %59 = add i32 0, %j313
  %60 = sext i32 %59 to i64
  %61 = add nsw i64 %58, %60
  %62 = getelementptr inbounds float, ptr %X_s, i64 %61
  store float 0.000000e+00, ptr %62, align 4
  %63 = add nsw i32 %j313, 1
  br label %for.cond10, !llvm.loop !4

for.end12:                                        ; preds = %for.cond10
  br label %if.end6

for.cond14:                                       ; preds = %for.body15, %if.end6
  %j317 = phi i32 [ 0, %if.end6 ], [ %71, %for.body15 ]
  %64 = icmp slt i32 %j317, %37
  br i1 %64, label %for.body15, label %for.end16

for.body15:                                       ; preds = %for.cond14
  %65 = sext i32 %i to i64
  %66 = mul nsw i64 %65, 256
  %67 = add i32 %tl_hi1, %j317
  %68 = sext i32 %67 to i64
  %69 = add nsw i64 %66, %68
  %70 = getelementptr inbounds float, ptr %X_s, i64 %69
  store float 0xFFF0000000000000, ptr %70, align 4
  %71 = add nsw i32 %j317, 1
  br label %for.cond14, !llvm.loop !5

for.end16:                                        ; preds = %for.cond14
  %72 = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !6

for.cond18:                                       ; preds = %for.end36, %for.end
  %i1 = phi i32 [ 0, %for.end ], [ %253, %for.end36 ]
  %73 = icmp slt i32 %i1, 32
  br i1 %73, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  br label %for.cond21

for.end20:                                        ; preds = %for.cond18
  br label %for.cond38

for.cond21:                                       ; preds = %for.body22, %for.body19
  %lane = phi i32 [ 0, %for.body19 ], [ %83, %for.body22 ]
  %74 = icmp slt i32 %lane, 32
  br i1 %74, label %for.body22, label %for.end23

for.body22:                                       ; preds = %for.cond21
  %75 = sext i32 %i1 to i64
  %76 = mul nsw i64 %75, 256
  %77 = sext i32 %lane to i64
  %78 = add nsw i64 %76, %77
  %79 = getelementptr inbounds float, ptr %X_s, i64 %78
  %80 = load float, ptr %79, align 4
  %81 = sext i32 %lane to i64
  %82 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %81
  store float %80, ptr %82, align 4
  %83 = add nsw i32 %lane, 1
  br label %for.cond21, !llvm.loop !7

for.end23:                                        ; preds = %for.cond21
  %84 = sext i32 %N to i64
  %85 = icmp slt i64 %84, 0
  %86 = sext i32 %N to i64
  %87 = icmp sgt i64 %86, 256
  %88 = sext i32 %N to i64
  %89 = select i1 %87, i64 256, i64 %88
  %90 = select i1 %85, i64 0, i64 %89
  %91 = icmp slt i64 %90, 0
  %92 = sext i32 %N to i64
  %93 = icmp slt i64 %92, 0
  %94 = sext i32 %N to i64
  %95 = icmp sgt i64 %94, 256
  %96 = sext i32 %N to i64
  %97 = select i1 %95, i64 256, i64 %96
  %98 = select i1 %93, i64 0, i64 %97
  %99 = select i1 %91, i64 0, i64 %98
  %100 = trunc i64 %99 to i32
  %101 = icmp slt i32 %100, 0
  %102 = sext i32 %N to i64
  %103 = icmp slt i64 %102, 0
  %104 = sext i32 %N to i64
  %105 = icmp sgt i64 %104, 256
  %106 = sext i32 %N to i64
  %107 = select i1 %105, i64 256, i64 %106
  %108 = select i1 %103, i64 0, i64 %107
  %109 = icmp slt i64 %108, 0
  %110 = sext i32 %N to i64
  %111 = icmp slt i64 %110, 0
  %112 = sext i32 %N to i64
  %113 = icmp sgt i64 %112, 256
  %114 = sext i32 %N to i64
  %115 = select i1 %113, i64 256, i64 %114
  %116 = select i1 %111, i64 0, i64 %115
  %117 = select i1 %109, i64 0, i64 %116
  %118 = trunc i64 %117 to i32
  %119 = icmp sgt i32 %118, 256
  %120 = sext i32 %N to i64
  %121 = icmp slt i64 %120, 0
  %122 = sext i32 %N to i64
  %123 = icmp sgt i64 %122, 256
  %124 = sext i32 %N to i64
  %125 = select i1 %123, i64 256, i64 %124
  %126 = select i1 %121, i64 0, i64 %125
  %127 = icmp slt i64 %126, 0
  %128 = sext i32 %N to i64
  %129 = icmp slt i64 %128, 0
  %130 = sext i32 %N to i64
  %131 = icmp sgt i64 %130, 256
  %132 = sext i32 %N to i64
  %133 = select i1 %131, i64 256, i64 %132
  %134 = select i1 %129, i64 0, i64 %133
  %135 = select i1 %127, i64 0, i64 %134
  %136 = trunc i64 %135 to i32
  %137 = select i1 %119, i32 256, i32 %136
  %138 = select i1 %101, i32 0, i32 %137
  %139 = add i32 %138, 31
  %140 = sdiv i32 %139, 32
  %141 = sub i32 0, %139
  %142 = select i1 false, i32 %141, i32 %140
  %143 = sub i32 %142, 1
  %144 = icmp slt i32 %143, 0
  %145 = sext i32 %N to i64
  %146 = icmp slt i64 %145, 0
  %147 = sext i32 %N to i64
  %148 = icmp sgt i64 %147, 256
  %149 = sext i32 %N to i64
  %150 = select i1 %148, i64 256, i64 %149
  %151 = select i1 %146, i64 0, i64 %150
  %152 = icmp slt i64 %151, 0
  %153 = sext i32 %N to i64
  %154 = icmp slt i64 %153, 0
  %155 = sext i32 %N to i64
  %156 = icmp sgt i64 %155, 256
  %157 = sext i32 %N to i64
  %158 = select i1 %156, i64 256, i64 %157
  %159 = select i1 %154, i64 0, i64 %158
  %160 = select i1 %152, i64 0, i64 %159
  %161 = trunc i64 %160 to i32
  %162 = icmp slt i32 %161, 0
  %163 = sext i32 %N to i64
  %164 = icmp slt i64 %163, 0
  %165 = sext i32 %N to i64
  %166 = icmp sgt i64 %165, 256
  %167 = sext i32 %N to i64
  %168 = select i1 %166, i64 256, i64 %167
  %169 = select i1 %164, i64 0, i64 %168
  %170 = icmp slt i64 %169, 0
  %171 = sext i32 %N to i64
  %172 = icmp slt i64 %171, 0
  %173 = sext i32 %N to i64
  %174 = icmp sgt i64 %173, 256
  %175 = sext i32 %N to i64
  %176 = select i1 %174, i64 256, i64 %175
  %177 = select i1 %172, i64 0, i64 %176
  %178 = select i1 %170, i64 0, i64 %177
  %179 = trunc i64 %178 to i32
  %180 = icmp sgt i32 %179, 256
  %181 = sext i32 %N to i64
  %182 = icmp slt i64 %181, 0
  %183 = sext i32 %N to i64
  %184 = icmp sgt i64 %183, 256
  %185 = sext i32 %N to i64
  %186 = select i1 %184, i64 256, i64 %185
  %187 = select i1 %182, i64 0, i64 %186
  %188 = icmp slt i64 %187, 0
  %189 = sext i32 %N to i64
  %190 = icmp slt i64 %189, 0
  %191 = sext i32 %N to i64
  %192 = icmp sgt i64 %191, 256
  %193 = sext i32 %N to i64
  %194 = select i1 %192, i64 256, i64 %193
  %195 = select i1 %190, i64 0, i64 %194
  %196 = select i1 %188, i64 0, i64 %195
  %197 = trunc i64 %196 to i32
  %198 = select i1 %180, i32 256, i32 %197
  %199 = select i1 %162, i32 0, i32 %198
  %200 = add i32 %199, 31
  %201 = sdiv i32 %200, 32
  %202 = sub i32 0, %200
  %203 = select i1 false, i32 %202, i32 %201
  %204 = sub i32 %203, 1
  %205 = select i1 %144, i32 0, i32 %204
  %tl_steps1 = select i1 true, i32 %205, i32 7
  br label %for.cond24

for.cond24:                                       ; preds = %for.end29, %for.end23
  %red = phi i32 [ 0, %for.end23 ], [ %226, %for.end29 ]
  %206 = icmp slt i32 %red, %tl_steps1
  br i1 %206, label %for.body25, label %for.end26

for.body25:                                       ; preds = %for.cond24
  br label %for.cond27

for.end26:                                        ; preds = %for.cond24
  %207 = icmp slt i32 %tl_steps1, 7
  br i1 %207, label %if.then31, label %if.else32

for.cond27:                                       ; preds = %for.body28, %for.body25
  %lane30 = phi i32 [ 0, %for.body25 ], [ %225, %for.body28 ]
  %208 = icmp slt i32 %lane30, 32
  br i1 %208, label %for.body28, label %for.end29

for.body28:                                       ; preds = %for.cond27
  %209 = sext i32 %lane30 to i64
  %210 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %209
  %lane_acc = load float, ptr %210, align 4
  %211 = sext i32 %i1 to i64
  %212 = mul nsw i64 %211, 256
  %213 = add i32 %red, 1
  %214 = mul i32 %213, 32
  %215 = add i32 %214, %lane30
  %216 = sext i32 %215 to i64
  %217 = add nsw i64 %212, %216
  %218 = getelementptr inbounds float, ptr %X_s, i64 %217
  %lane_next = load float, ptr %218, align 4
  %219 = fcmp une float %lane_next, %lane_next
  %220 = fcmp ogt float %lane_acc, %lane_next
  %221 = select i1 %220, float %lane_acc, float %lane_next
  %222 = select i1 %219, float %lane_acc, float %221
  %223 = sext i32 %lane30 to i64
  %224 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %223
  store float %222, ptr %224, align 4
  %225 = add nsw i32 %lane30, 1
  br label %for.cond27, !llvm.loop !8

for.end29:                                        ; preds = %for.cond27
  %226 = add nsw i32 %red, 1
  br label %for.cond24, !llvm.loop !9

if.then31:                                        ; preds = %for.end26
  %227 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %228 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %227
  %229 = load float, ptr %228, align 4
  %230 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %231 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %230
  %232 = load float, ptr %231, align 4
  %233 = fcmp ogt float %232, 0xFFF0000000000000
  %234 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %235 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %234
  %236 = load float, ptr %235, align 4
  %237 = select i1 %233, float %236, float 0xFFF0000000000000
  %238 = select i1 false, float %229, float %237
  %239 = getelementptr inbounds float, ptr %tl_lanes_13, i64 0
  store float %238, ptr %239, align 4
  br label %if.end33

if.else32:                                        ; preds = %for.end26
  br label %if.end33

if.end33:                                         ; preds = %if.else32, %if.then31
  %240 = sext i32 %i1 to i64
  %241 = getelementptr inbounds float, ptr %m_s, i64 %240
  store float 0xFFF0000000000000, ptr %241, align 4
  br label %for.cond34

for.cond34:                                       ; preds = %for.body35, %if.end33
  %lane37 = phi i32 [ 0, %if.end33 ], [ %252, %for.body35 ]
  %242 = icmp slt i32 %lane37, 32
  br i1 %242, label %for.body35, label %for.end36

for.body35:                                       ; preds = %for.cond34
  %243 = sext i32 %i1 to i64
  %244 = getelementptr inbounds float, ptr %m_s, i64 %243
  %245 = load float, ptr %244, align 4
  %246 = sext i32 %lane37 to i64
  %247 = getelementptr inbounds float, ptr %tl_lanes_13, i64 %246
  %248 = load float, ptr %247, align 4
  %249 = call float @llvm.maxnum.f32(float %245, float %248)
  %250 = sext i32 %i1 to i64
  %251 = getelementptr inbounds float, ptr %m_s, i64 %250
  store float %249, ptr %251, align 4
  %252 = add nsw i32 %lane37, 1
  br label %for.cond34, !llvm.loop !10

for.end36:                                        ; preds = %for.cond34
  %253 = add nsw i32 %i1, 1
  br label %for.cond18, !llvm.loop !11

for.cond38:                                       ; preds = %for.end48, %for.end20
  %i41 = phi i32 [ 0, %for.end20 ], [ %340, %for.end48 ]
  %254 = icmp slt i32 %i41, 32
  br i1 %254, label %for.body39, label %for.end40

for.body39:                                       ; preds = %for.cond38
  %255 = sext i32 %N to i64
  %256 = icmp slt i64 %255, 0
  %257 = sext i32 %N to i64
  %258 = icmp sgt i64 %257, 256
  %259 = sext i32 %N to i64
  %260 = select i1 %258, i64 256, i64 %259
  %261 = select i1 %256, i64 0, i64 %260
  %262 = icmp slt i64 %261, 0
  %263 = sext i32 %N to i64
  %264 = icmp slt i64 %263, 0
  %265 = sext i32 %N to i64
  %266 = icmp sgt i64 %265, 256
  %267 = sext i32 %N to i64
  %268 = select i1 %266, i64 256, i64 %267
  %269 = select i1 %264, i64 0, i64 %268
  %270 = select i1 %262, i64 0, i64 %269
  %271 = trunc i64 %270 to i32
  %272 = icmp slt i32 %271, 0
  %273 = sext i32 %N to i64
  %274 = icmp slt i64 %273, 0
  %275 = sext i32 %N to i64
  %276 = icmp sgt i64 %275, 256
  %277 = sext i32 %N to i64
  %278 = select i1 %276, i64 256, i64 %277
  %279 = select i1 %274, i64 0, i64 %278
  %280 = icmp slt i64 %279, 0
  %281 = sext i32 %N to i64
  %282 = icmp slt i64 %281, 0
  %283 = sext i32 %N to i64
  %284 = icmp sgt i64 %283, 256
  %285 = sext i32 %N to i64
  %286 = select i1 %284, i64 256, i64 %285
  %287 = select i1 %282, i64 0, i64 %286
  %288 = select i1 %280, i64 0, i64 %287
  %289 = trunc i64 %288 to i32
  %290 = icmp sgt i32 %289, 256
  %291 = sext i32 %N to i64
  %292 = icmp slt i64 %291, 0
  %293 = sext i32 %N to i64
  %294 = icmp sgt i64 %293, 256
  %295 = sext i32 %N to i64
  %296 = select i1 %294, i64 256, i64 %295
  %297 = select i1 %292, i64 0, i64 %296
  %298 = icmp slt i64 %297, 0
  %299 = sext i32 %N to i64
  %300 = icmp slt i64 %299, 0
  %301 = sext i32 %N to i64
  %302 = icmp sgt i64 %301, 256
  %303 = sext i32 %N to i64
  %304 = select i1 %302, i64 256, i64 %303
  %305 = select i1 %300, i64 0, i64 %304
  %306 = select i1 %298, i64 0, i64 %305
  %307 = trunc i64 %306 to i32
  %308 = select i1 %290, i32 256, i32 %307
  %tl_cols2 = select i1 %272, i32 0, i32 %308
  br label %for.cond42

for.end40:                                        ; preds = %for.cond38
  br label %for.cond49

for.cond42:                                       ; preds = %for.body43, %for.body39
  %j45 = phi i32 [ 0, %for.body39 ], [ %326, %for.body43 ]
  %309 = icmp slt i32 %j45, %tl_cols2
  br i1 %309, label %for.body43, label %for.end44

for.body43:                                       ; preds = %for.cond42
  %310 = sext i32 %i41 to i64
  %311 = mul nsw i64 %310, 256
  %312 = sext i32 %j45 to i64
  %313 = add nsw i64 %311, %312
  %314 = getelementptr inbounds float, ptr %X_s, i64 %313
  %315 = load float, ptr %314, align 4
  %316 = sext i32 %i41 to i64
  %317 = getelementptr inbounds float, ptr %m_s, i64 %316
  %318 = load float, ptr %317, align 4
  %319 = fsub float %315, %318
  %320 = call float @tilec_expf(float %319)
  %321 = sext i32 %i41 to i64
  %322 = mul nsw i64 %321, 256
  %323 = sext i32 %j45 to i64
  %324 = add nsw i64 %322, %323
  %325 = getelementptr inbounds float, ptr %X_s, i64 %324
  store float %320, ptr %325, align 4
  %326 = add nsw i32 %j45, 1
  br label %for.cond42, !llvm.loop !12

for.end44:                                        ; preds = %for.cond42
  %327 = sext i32 %i41 to i64
  %328 = getelementptr inbounds float, ptr %m_s, i64 %327
  %329 = load float, ptr %328, align 4
  %330 = fsub float 0xFFF0000000000000, %329
  %tl_col4 = call float @tilec_expf(float %330)
  %331 = sub i32 256, %tl_cols2
  br label %for.cond46

for.cond46:                                       ; preds = %for.body47, %for.end44
  %j31 = phi i32 [ 0, %for.end44 ], [ %339, %for.body47 ]
  %332 = icmp slt i32 %j31, %331
  br i1 %332, label %for.body47, label %for.end48

for.body47:                                       ; preds = %for.cond46
  %333 = sext i32 %i41 to i64
  %334 = mul nsw i64 %333, 256
  %335 = add i32 %tl_cols2, %j31
  %336 = sext i32 %335 to i64
  %337 = add nsw i64 %334, %336
  %338 = getelementptr inbounds float, ptr %X_s, i64 %337
  store float %tl_col4, ptr %338, align 4
  %339 = add nsw i32 %j31, 1
  br label %for.cond46, !llvm.loop !13

for.end48:                                        ; preds = %for.cond46
  %340 = add nsw i32 %i41, 1
  br label %for.cond38, !llvm.loop !14

for.cond49:                                       ; preds = %for.end67, %for.end40
  %i2 = phi i32 [ 0, %for.end40 ], [ %519, %for.end67 ]
  %341 = icmp slt i32 %i2, 32
  br i1 %341, label %for.body50, label %for.end51

for.body50:                                       ; preds = %for.cond49
  br label %for.cond52

for.end51:                                        ; preds = %for.cond49
  br label %for.cond69

for.cond52:                                       ; preds = %for.body53, %for.body50
  %lane1 = phi i32 [ 0, %for.body50 ], [ %351, %for.body53 ]
  %342 = icmp slt i32 %lane1, 32
  br i1 %342, label %for.body53, label %for.end54

for.body53:                                       ; preds = %for.cond52
  %343 = sext i32 %i2 to i64
  %344 = mul nsw i64 %343, 256
  %345 = sext i32 %lane1 to i64
  %346 = add nsw i64 %344, %345
  %347 = getelementptr inbounds float, ptr %X_s, i64 %346
  %348 = load float, ptr %347, align 4
  %349 = sext i32 %lane1 to i64
  %350 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %349
  store float %348, ptr %350, align 4
  %351 = add nsw i32 %lane1, 1
  br label %for.cond52, !llvm.loop !15

for.end54:                                        ; preds = %for.cond52
  %352 = sext i32 %i2 to i64
  %353 = getelementptr inbounds float, ptr %m_s, i64 %352
  %354 = load float, ptr %353, align 4
  %355 = fsub float 0xFFF0000000000000, %354
  %tl_pad5 = call float @tilec_expf(float %355)
  %356 = fadd float %tl_pad5, %tl_pad5
  %357 = fcmp oeq float %356, %tl_pad5
  %358 = fcmp une float %tl_pad5, %tl_pad5
  %359 = or i1 %357, %358
  %360 = sext i32 %N to i64
  %361 = icmp slt i64 %360, 0
  %362 = sext i32 %N to i64
  %363 = icmp sgt i64 %362, 256
  %364 = sext i32 %N to i64
  %365 = select i1 %363, i64 256, i64 %364
  %366 = select i1 %361, i64 0, i64 %365
  %367 = icmp slt i64 %366, 0
  %368 = sext i32 %N to i64
  %369 = icmp slt i64 %368, 0
  %370 = sext i32 %N to i64
  %371 = icmp sgt i64 %370, 256
  %372 = sext i32 %N to i64
  %373 = select i1 %371, i64 256, i64 %372
  %374 = select i1 %369, i64 0, i64 %373
  %375 = select i1 %367, i64 0, i64 %374
  %376 = trunc i64 %375 to i32
  %377 = icmp slt i32 %376, 0
  %378 = sext i32 %N to i64
  %379 = icmp slt i64 %378, 0
  %380 = sext i32 %N to i64
  %381 = icmp sgt i64 %380, 256
  %382 = sext i32 %N to i64
  %383 = select i1 %381, i64 256, i64 %382
  %384 = select i1 %379, i64 0, i64 %383
  %385 = icmp slt i64 %384, 0
  %386 = sext i32 %N to i64
  %387 = icmp slt i64 %386, 0
  %388 = sext i32 %N to i64
  %389 = icmp sgt i64 %388, 256
  %390 = sext i32 %N to i64
  %391 = select i1 %389, i64 256, i64 %390
  %392 = select i1 %387, i64 0, i64 %391
  %393 = select i1 %385, i64 0, i64 %392
  %394 = trunc i64 %393 to i32
  %395 = icmp sgt i32 %394, 256
  %396 = sext i32 %N to i64
  %397 = icmp slt i64 %396, 0
  %398 = sext i32 %N to i64
  %399 = icmp sgt i64 %398, 256
  %400 = sext i32 %N to i64
  %401 = select i1 %399, i64 256, i64 %400
  %402 = select i1 %397, i64 0, i64 %401
  %403 = icmp slt i64 %402, 0
  %404 = sext i32 %N to i64
  %405 = icmp slt i64 %404, 0
  %406 = sext i32 %N to i64
  %407 = icmp sgt i64 %406, 256
  %408 = sext i32 %N to i64
  %409 = select i1 %407, i64 256, i64 %408
  %410 = select i1 %405, i64 0, i64 %409
  %411 = select i1 %403, i64 0, i64 %410
  %412 = trunc i64 %411 to i32
  %413 = select i1 %395, i32 256, i32 %412
  %414 = select i1 %377, i32 0, i32 %413
  %415 = add i32 %414, 31
  %416 = sdiv i32 %415, 32
  %417 = sub i32 0, %415
  %418 = select i1 false, i32 %417, i32 %416
  %419 = sub i32 %418, 1
  %420 = icmp slt i32 %419, 0
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
  %438 = icmp slt i32 %437, 0
  %439 = sext i32 %N to i64
  %440 = icmp slt i64 %439, 0
  %441 = sext i32 %N to i64
  %442 = icmp sgt i64 %441, 256
  %443 = sext i32 %N to i64
  %444 = select i1 %442, i64 256, i64 %443
  %445 = select i1 %440, i64 0, i64 %444
  %446 = icmp slt i64 %445, 0
  %447 = sext i32 %N to i64
  %448 = icmp slt i64 %447, 0
  %449 = sext i32 %N to i64
  %450 = icmp sgt i64 %449, 256
  %451 = sext i32 %N to i64
  %452 = select i1 %450, i64 256, i64 %451
  %453 = select i1 %448, i64 0, i64 %452
  %454 = select i1 %446, i64 0, i64 %453
  %455 = trunc i64 %454 to i32
  %456 = icmp sgt i32 %455, 256
  %457 = sext i32 %N to i64
  %458 = icmp slt i64 %457, 0
  %459 = sext i32 %N to i64
  %460 = icmp sgt i64 %459, 256
  %461 = sext i32 %N to i64
  %462 = select i1 %460, i64 256, i64 %461
  %463 = select i1 %458, i64 0, i64 %462
  %464 = icmp slt i64 %463, 0
  %465 = sext i32 %N to i64
  %466 = icmp slt i64 %465, 0
  %467 = sext i32 %N to i64
  %468 = icmp sgt i64 %467, 256
  %469 = sext i32 %N to i64
  %470 = select i1 %468, i64 256, i64 %469
  %471 = select i1 %466, i64 0, i64 %470
  %472 = select i1 %464, i64 0, i64 %471
  %473 = trunc i64 %472 to i32
  %474 = select i1 %456, i32 256, i32 %473
  %475 = select i1 %438, i32 0, i32 %474
  %476 = add i32 %475, 31
  %477 = sdiv i32 %476, 32
  %478 = sub i32 0, %476
  %479 = select i1 false, i32 %478, i32 %477
  %480 = sub i32 %479, 1
  %481 = select i1 %420, i32 0, i32 %480
  %tl_steps6 = select i1 %359, i32 %481, i32 7
  br label %for.cond55

for.cond55:                                       ; preds = %for.end60, %for.end54
  %red1 = phi i32 [ 0, %for.end54 ], [ %501, %for.end60 ]
  %482 = icmp slt i32 %red1, %tl_steps6
  br i1 %482, label %for.body56, label %for.end57

for.body56:                                       ; preds = %for.cond55
  br label %for.cond58

for.end57:                                        ; preds = %for.cond55
  %483 = icmp slt i32 %tl_steps6, 7
  br i1 %483, label %if.then62, label %if.else63

for.cond58:                                       ; preds = %for.body59, %for.body56
  %lane161 = phi i32 [ 0, %for.body56 ], [ %500, %for.body59 ]
  %484 = icmp slt i32 %lane161, 32
  br i1 %484, label %for.body59, label %for.end60

for.body59:                                       ; preds = %for.cond58
  %485 = sext i32 %lane161 to i64
  %486 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %485
  %487 = load float, ptr %486, align 4
  %488 = sext i32 %i2 to i64
  %489 = mul nsw i64 %488, 256
  %490 = add i32 %red1, 1
  %491 = mul i32 %490, 32
  %492 = add i32 %491, %lane161
  %493 = sext i32 %492 to i64
  %494 = add nsw i64 %489, %493
  %495 = getelementptr inbounds float, ptr %X_s, i64 %494
  %496 = load float, ptr %495, align 4
  %497 = fadd float %487, %496
  %498 = sext i32 %lane161 to i64
  %499 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %498
  store float %497, ptr %499, align 4
  %500 = add nsw i32 %lane161, 1
  br label %for.cond58, !llvm.loop !16

for.end60:                                        ; preds = %for.cond58
  %501 = add nsw i32 %red1, 1
  br label %for.cond55, !llvm.loop !17

if.then62:                                        ; preds = %for.end57
  %502 = getelementptr inbounds float, ptr %tl_lanes_14, i64 0
  %503 = load float, ptr %502, align 4
  %504 = fadd float %503, %tl_pad5
  %505 = getelementptr inbounds float, ptr %tl_lanes_14, i64 0
  store float %504, ptr %505, align 4
  br label %if.end64

if.else63:                                        ; preds = %for.end57
  br label %if.end64

if.end64:                                         ; preds = %if.else63, %if.then62
  %506 = sext i32 %i2 to i64
  %507 = getelementptr inbounds float, ptr %l_s, i64 %506
  store float 0.000000e+00, ptr %507, align 4
  br label %for.cond65

for.cond65:                                       ; preds = %for.body66, %if.end64
  %lane168 = phi i32 [ 0, %if.end64 ], [ %518, %for.body66 ]
  %508 = icmp slt i32 %lane168, 32
  br i1 %508, label %for.body66, label %for.end67

for.body66:                                       ; preds = %for.cond65
  %509 = sext i32 %i2 to i64
  %510 = getelementptr inbounds float, ptr %l_s, i64 %509
  %511 = load float, ptr %510, align 4
  %512 = sext i32 %lane168 to i64
  %513 = getelementptr inbounds float, ptr %tl_lanes_14, i64 %512
  %514 = load float, ptr %513, align 4
  %515 = fadd float %511, %514
  %516 = sext i32 %i2 to i64
  %517 = getelementptr inbounds float, ptr %l_s, i64 %516
  store float %515, ptr %517, align 4
  %518 = add nsw i32 %lane168, 1
  br label %for.cond65, !llvm.loop !18

for.end67:                                        ; preds = %for.cond65
  %519 = add nsw i32 %i2, 1
  br label %for.cond49, !llvm.loop !19

for.cond69:                                       ; preds = %if.end75, %for.end51
  %i72 = phi i32 [ 0, %for.end51 ], [ %545, %if.end75 ]
  %520 = icmp slt i32 %i72, 32
  br i1 %520, label %for.body70, label %for.end71

for.body70:                                       ; preds = %for.cond69
  %521 = sext i32 %N to i64
  %522 = icmp slt i64 %521, 0
  %523 = sext i32 %N to i64
  %524 = icmp sgt i64 %523, 256
  %525 = sext i32 %N to i64
  %526 = select i1 %524, i64 256, i64 %525
  %527 = select i1 %522, i64 0, i64 %526
  %528 = icmp slt i64 %527, 0
  %529 = sext i32 %N to i64
  %530 = icmp slt i64 %529, 0
  %531 = sext i32 %N to i64
  %532 = icmp sgt i64 %531, 256
  %533 = sext i32 %N to i64
  %534 = select i1 %532, i64 256, i64 %533
  %535 = select i1 %530, i64 0, i64 %534
  %536 = select i1 %528, i64 0, i64 %535
  %tl_hi3 = trunc i64 %536 to i32
  %537 = mul i32 %bx, 32
  %538 = add i32 %537, %i72
  %539 = icmp sle i32 0, %538
  %540 = mul i32 %bx, 32
  %541 = add i32 %540, %i72
  %542 = icmp slt i32 %541, %M
  %543 = and i1 %539, %542
  br i1 %543, label %if.then73, label %if.else74

for.end71:                                        ; preds = %for.cond69
  br label %if.end

if.then73:                                        ; preds = %for.body70
  %544 = sub i32 %tl_hi3, 0
  br label %for.cond76

if.else74:                                        ; preds = %for.body70
  br label %if.end75

if.end75:                                         ; preds = %if.else74, %for.end78
  %545 = add nsw i32 %i72, 1
  br label %for.cond69, !llvm.loop !20

for.cond76:                                       ; preds = %for.body77, %if.then73
  %j4 = phi i32 [ 0, %if.then73 ], [ %568, %for.body77 ]
  %546 = icmp slt i32 %j4, %544
  br i1 %546, label %for.body77, label %for.end78

for.body77:                                       ; preds = %for.cond76
  %547 = sext i32 %i72 to i64
  %548 = mul nsw i64 %547, 256
  %549 = add i32 0, %j4
  %550 = sext i32 %549 to i64
  %551 = add nsw i64 %548, %550
  %552 = getelementptr inbounds float, ptr %X_s, i64 %551
  %553 = load float, ptr %552, align 4
  %554 = sext i32 %i72 to i64
  %555 = getelementptr inbounds float, ptr %l_s, i64 %554
  %556 = load float, ptr %555, align 4
  %557 = fdiv float 1.000000e+00, %556
  %558 = fmul float %553, %557
  %559 = mul i32 %bx, 32
  %560 = add i32 %559, %i72
  %561 = sext i32 %560 to i64
  %562 = sext i32 %N to i64
  %563 = mul nsw i64 %561, %562
  %564 = add i32 0, %j4
  %565 = sext i32 %564 to i64
  %566 = add nsw i64 %563, %565
  %567 = getelementptr inbounds float, ptr %Y, i64 %566
  store float %558, ptr %567, align 4
  %568 = add nsw i32 %j4, 1
  br label %for.cond76, !llvm.loop !21

for.end78:                                        ; preds = %for.cond76
  br label %if.end75

if.then79:                                        ; preds = %if.else
  br label %for.cond82

if.else80:                                        ; preds = %if.else
  %569 = icmp sle i32 %N, 4096
  br i1 %569, label %if.then165, label %if.else166

if.end81:                                         ; preds = %if.end167, %for.end157
  br label %if.end

for.cond82:                                       ; preds = %for.end102, %if.then79
  %i85 = phi i32 [ 0, %if.then79 ], [ %640, %for.end102 ]
  %570 = icmp slt i32 %i85, 4
  br i1 %570, label %for.body83, label %for.end84

for.body83:                                       ; preds = %for.cond82
  %571 = sext i32 %N to i64
  %572 = icmp slt i64 %571, 0
  %573 = sext i32 %N to i64
  %574 = icmp sgt i64 %573, 512
  %575 = sext i32 %N to i64
  %576 = select i1 %574, i64 512, i64 %575
  %577 = select i1 %572, i64 0, i64 %576
  %578 = icmp slt i64 %577, 0
  %579 = sext i32 %N to i64
  %580 = icmp slt i64 %579, 0
  %581 = sext i32 %N to i64
  %582 = icmp sgt i64 %581, 512
  %583 = sext i32 %N to i64
  %584 = select i1 %582, i64 512, i64 %583
  %585 = select i1 %580, i64 0, i64 %584
  %586 = select i1 %578, i64 0, i64 %585
  %tl_hi5 = trunc i64 %586 to i32
  br label %for.cond86

for.end84:                                        ; preds = %for.cond82
  br label %for.cond104

for.cond86:                                       ; preds = %for.body87, %for.body83
  %j89 = phi i32 [ 0, %for.body83 ], [ %595, %for.body87 ]
  %587 = icmp slt i32 %j89, 0
  br i1 %587, label %for.body87, label %for.end88

for.body87:                                       ; preds = %for.cond86
  %588 = icmp slt i32 %j89, %N
  %589 = select i1 %588, float 0.000000e+00, float 0xFFF0000000000000
  %590 = sext i32 %i85 to i64
  %591 = mul nsw i64 %590, 512
  %592 = sext i32 %j89 to i64
  %593 = add nsw i64 %591, %592
  %594 = getelementptr inbounds float, ptr %X_f, i64 %593
  store float %589, ptr %594, align 4
  %595 = add nsw i32 %j89, 1
  br label %for.cond86, !llvm.loop !22

for.end88:                                        ; preds = %for.cond86
  %596 = mul i32 %bx, 4
  %597 = add i32 %596, %i85
  %598 = icmp sle i32 0, %597
  %599 = mul i32 %bx, 4
  %600 = add i32 %599, %i85
  %601 = icmp slt i32 %600, %M
  %602 = and i1 %598, %601
  br i1 %602, label %if.then90, label %if.else91

if.then90:                                        ; preds = %for.end88
  %603 = sub i32 %tl_hi5, 0
  br label %for.cond93

if.else91:                                        ; preds = %for.end88
  %604 = sub i32 %tl_hi5, 0
  br label %for.cond96

if.end92:                                         ; preds = %for.end98, %for.end95
  %605 = sub i32 512, %tl_hi5
  br label %for.cond100

for.cond93:                                       ; preds = %for.body94, %if.then90
  %j5 = phi i32 [ 0, %if.then90 ], [ %623, %for.body94 ]
  %606 = icmp slt i32 %j5, %603
  br i1 %606, label %for.body94, label %for.end95

for.body94:                                       ; preds = %for.cond93
  %607 = mul i32 %bx, 4
  %608 = add i32 %607, %i85
  %609 = sext i32 %608 to i64
  %610 = sext i32 %N to i64
  %611 = mul nsw i64 %609, %610
  %612 = add i32 0, %j5
  %613 = sext i32 %612 to i64
  %614 = add nsw i64 %611, %613
  %615 = getelementptr inbounds float, ptr %X, i64 %614
  %616 = load float, ptr %615, align 4
  %617 = sext i32 %i85 to i64
  %618 = mul nsw i64 %617, 512
  %619 = add i32 0, %j5
  %620 = sext i32 %619 to i64
  %621 = add nsw i64 %618, %620
  %622 = getelementptr inbounds float, ptr %X_f, i64 %621
  store float %616, ptr %622, align 4
  %623 = add nsw i32 %j5, 1
  br label %for.cond93, !llvm.loop !23

for.end95:                                        ; preds = %for.cond93
  br label %if.end92

for.cond96:                                       ; preds = %for.body97, %if.else91
  %j599 = phi i32 [ 0, %if.else91 ], [ %631, %for.body97 ]
  %624 = icmp slt i32 %j599, %604
  br i1 %624, label %for.body97, label %for.end98

for.body97:                                       ; preds = %for.cond96
  %625 = sext i32 %i85 to i64
  %626 = mul nsw i64 %625, 512
  %627 = add i32 0, %j599
  %628 = sext i32 %627 to i64
  %629 = add nsw i64 %626, %628
  %630 = getelementptr inbounds float, ptr %X_f, i64 %629
  store float 0.000000e+00, ptr %630, align 4
  %631 = add nsw i32 %j599, 1
  br label %for.cond96, !llvm.loop !24

for.end98:                                        ; preds = %for.cond96
  br label %if.end92

for.cond100:                                      ; preds = %for.body101, %if.end92
  %j5103 = phi i32 [ 0, %if.end92 ], [ %639, %for.body101 ]
  %632 = icmp slt i32 %j5103, %605
  br i1 %632, label %for.body101, label %for.end102

for.body101:                                      ; preds = %for.cond100
  %633 = sext i32 %i85 to i64
  %634 = mul nsw i64 %633, 512
  %635 = add i32 %tl_hi5, %j5103
  %636 = sext i32 %635 to i64
  %637 = add nsw i64 %634, %636
  %638 = getelementptr inbounds float, ptr %X_f, i64 %637
  store float 0xFFF0000000000000, ptr %638, align 4
  %639 = add nsw i32 %j5103, 1
  br label %for.cond100, !llvm.loop !25

for.end102:                                       ; preds = %for.cond100
  %640 = add nsw i32 %i85, 1
  br label %for.cond82, !llvm.loop !26

for.cond104:                                      ; preds = %for.end122, %for.end84
  %i3 = phi i32 [ 0, %for.end84 ], [ %821, %for.end122 ]
  %641 = icmp slt i32 %i3, 4
  br i1 %641, label %for.body105, label %for.end106

for.body105:                                      ; preds = %for.cond104
  br label %for.cond107

for.end106:                                       ; preds = %for.cond104
  br label %for.cond124

for.cond107:                                      ; preds = %for.body108, %for.body105
  %lane2 = phi i32 [ 0, %for.body105 ], [ %651, %for.body108 ]
  %642 = icmp slt i32 %lane2, 32
  br i1 %642, label %for.body108, label %for.end109

for.body108:                                      ; preds = %for.cond107
  %643 = sext i32 %i3 to i64
  %644 = mul nsw i64 %643, 512
  %645 = sext i32 %lane2 to i64
  %646 = add nsw i64 %644, %645
  %647 = getelementptr inbounds float, ptr %X_f, i64 %646
  %648 = load float, ptr %647, align 4
  %649 = sext i32 %lane2 to i64
  %650 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %649
  store float %648, ptr %650, align 4
  %651 = add nsw i32 %lane2, 1
  br label %for.cond107, !llvm.loop !27

for.end109:                                       ; preds = %for.cond107
  %652 = sext i32 %N to i64
  %653 = icmp slt i64 %652, 0
  %654 = sext i32 %N to i64
  %655 = icmp sgt i64 %654, 512
  %656 = sext i32 %N to i64
  %657 = select i1 %655, i64 512, i64 %656
  %658 = select i1 %653, i64 0, i64 %657
  %659 = icmp slt i64 %658, 0
  %660 = sext i32 %N to i64
  %661 = icmp slt i64 %660, 0
  %662 = sext i32 %N to i64
  %663 = icmp sgt i64 %662, 512
  %664 = sext i32 %N to i64
  %665 = select i1 %663, i64 512, i64 %664
  %666 = select i1 %661, i64 0, i64 %665
  %667 = select i1 %659, i64 0, i64 %666
  %668 = trunc i64 %667 to i32
  %669 = icmp slt i32 %668, 0
  %670 = sext i32 %N to i64
  %671 = icmp slt i64 %670, 0
  %672 = sext i32 %N to i64
  %673 = icmp sgt i64 %672, 512
  %674 = sext i32 %N to i64
  %675 = select i1 %673, i64 512, i64 %674
  %676 = select i1 %671, i64 0, i64 %675
  %677 = icmp slt i64 %676, 0
  %678 = sext i32 %N to i64
  %679 = icmp slt i64 %678, 0
  %680 = sext i32 %N to i64
  %681 = icmp sgt i64 %680, 512
  %682 = sext i32 %N to i64
  %683 = select i1 %681, i64 512, i64 %682
  %684 = select i1 %679, i64 0, i64 %683
  %685 = select i1 %677, i64 0, i64 %684
  %686 = trunc i64 %685 to i32
  %687 = icmp sgt i32 %686, 512
  %688 = sext i32 %N to i64
  %689 = icmp slt i64 %688, 0
  %690 = sext i32 %N to i64
  %691 = icmp sgt i64 %690, 512
  %692 = sext i32 %N to i64
  %693 = select i1 %691, i64 512, i64 %692
  %694 = select i1 %689, i64 0, i64 %693
  %695 = icmp slt i64 %694, 0
  %696 = sext i32 %N to i64
  %697 = icmp slt i64 %696, 0
  %698 = sext i32 %N to i64
  %699 = icmp sgt i64 %698, 512
  %700 = sext i32 %N to i64
  %701 = select i1 %699, i64 512, i64 %700
  %702 = select i1 %697, i64 0, i64 %701
  %703 = select i1 %695, i64 0, i64 %702
  %704 = trunc i64 %703 to i32
  %705 = select i1 %687, i32 512, i32 %704
  %706 = select i1 %669, i32 0, i32 %705
  %707 = add i32 %706, 31
  %708 = sdiv i32 %707, 32
  %709 = sub i32 0, %707
  %710 = select i1 false, i32 %709, i32 %708
  %711 = sub i32 %710, 1
  %712 = icmp slt i32 %711, 0
  %713 = sext i32 %N to i64
  %714 = icmp slt i64 %713, 0
  %715 = sext i32 %N to i64
  %716 = icmp sgt i64 %715, 512
  %717 = sext i32 %N to i64
  %718 = select i1 %716, i64 512, i64 %717
  %719 = select i1 %714, i64 0, i64 %718
  %720 = icmp slt i64 %719, 0
  %721 = sext i32 %N to i64
  %722 = icmp slt i64 %721, 0
  %723 = sext i32 %N to i64
  %724 = icmp sgt i64 %723, 512
  %725 = sext i32 %N to i64
  %726 = select i1 %724, i64 512, i64 %725
  %727 = select i1 %722, i64 0, i64 %726
  %728 = select i1 %720, i64 0, i64 %727
  %729 = trunc i64 %728 to i32
  %730 = icmp slt i32 %729, 0
  %731 = sext i32 %N to i64
  %732 = icmp slt i64 %731, 0
  %733 = sext i32 %N to i64
  %734 = icmp sgt i64 %733, 512
  %735 = sext i32 %N to i64
  %736 = select i1 %734, i64 512, i64 %735
  %737 = select i1 %732, i64 0, i64 %736
  %738 = icmp slt i64 %737, 0
  %739 = sext i32 %N to i64
  %740 = icmp slt i64 %739, 0
  %741 = sext i32 %N to i64
  %742 = icmp sgt i64 %741, 512
  %743 = sext i32 %N to i64
  %744 = select i1 %742, i64 512, i64 %743
  %745 = select i1 %740, i64 0, i64 %744
  %746 = select i1 %738, i64 0, i64 %745
  %747 = trunc i64 %746 to i32
  %748 = icmp sgt i32 %747, 512
  %749 = sext i32 %N to i64
  %750 = icmp slt i64 %749, 0
  %751 = sext i32 %N to i64
  %752 = icmp sgt i64 %751, 512
  %753 = sext i32 %N to i64
  %754 = select i1 %752, i64 512, i64 %753
  %755 = select i1 %750, i64 0, i64 %754
  %756 = icmp slt i64 %755, 0
  %757 = sext i32 %N to i64
  %758 = icmp slt i64 %757, 0
  %759 = sext i32 %N to i64
  %760 = icmp sgt i64 %759, 512
  %761 = sext i32 %N to i64
  %762 = select i1 %760, i64 512, i64 %761
  %763 = select i1 %758, i64 0, i64 %762
  %764 = select i1 %756, i64 0, i64 %763
  %765 = trunc i64 %764 to i32
  %766 = select i1 %748, i32 512, i32 %765
  %767 = select i1 %730, i32 0, i32 %766
  %768 = add i32 %767, 31
  %769 = sdiv i32 %768, 32
  %770 = sub i32 0, %768
  %771 = select i1 false, i32 %770, i32 %769
  %772 = sub i32 %771, 1
  %773 = select i1 %712, i32 0, i32 %772
  %tl_steps8 = select i1 true, i32 %773, i32 15
  br label %for.cond110

for.cond110:                                      ; preds = %for.end115, %for.end109
  %red2 = phi i32 [ 0, %for.end109 ], [ %794, %for.end115 ]
  %774 = icmp slt i32 %red2, %tl_steps8
  br i1 %774, label %for.body111, label %for.end112

for.body111:                                      ; preds = %for.cond110
  br label %for.cond113

for.end112:                                       ; preds = %for.cond110
  %775 = icmp slt i32 %tl_steps8, 15
  br i1 %775, label %if.then117, label %if.else118

for.cond113:                                      ; preds = %for.body114, %for.body111
  %lane2116 = phi i32 [ 0, %for.body111 ], [ %793, %for.body114 ]
  %776 = icmp slt i32 %lane2116, 32
  br i1 %776, label %for.body114, label %for.end115

for.body114:                                      ; preds = %for.cond113
  %777 = sext i32 %lane2116 to i64
  %778 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %777
  %lane_acc1 = load float, ptr %778, align 4
  %779 = sext i32 %i3 to i64
  %780 = mul nsw i64 %779, 512
  %781 = add i32 %red2, 1
  %782 = mul i32 %781, 32
  %783 = add i32 %782, %lane2116
  %784 = sext i32 %783 to i64
  %785 = add nsw i64 %780, %784
  %786 = getelementptr inbounds float, ptr %X_f, i64 %785
  %lane_next1 = load float, ptr %786, align 4
  %787 = fcmp une float %lane_next1, %lane_next1
  %788 = fcmp ogt float %lane_acc1, %lane_next1
  %789 = select i1 %788, float %lane_acc1, float %lane_next1
  %790 = select i1 %787, float %lane_acc1, float %789
  %791 = sext i32 %lane2116 to i64
  %792 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %791
  store float %790, ptr %792, align 4
  %793 = add nsw i32 %lane2116, 1
  br label %for.cond113, !llvm.loop !28

for.end115:                                       ; preds = %for.cond113
  %794 = add nsw i32 %red2, 1
  br label %for.cond110, !llvm.loop !29

if.then117:                                       ; preds = %for.end112
  %795 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %796 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %795
  %797 = load float, ptr %796, align 4
  %798 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %799 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %798
  %800 = load float, ptr %799, align 4
  %801 = fcmp ogt float %800, 0xFFF0000000000000
  %802 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %803 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %802
  %804 = load float, ptr %803, align 4
  %805 = select i1 %801, float %804, float 0xFFF0000000000000
  %806 = select i1 false, float %797, float %805
  %807 = getelementptr inbounds float, ptr %tl_lanes_15, i64 0
  store float %806, ptr %807, align 4
  br label %if.end119

if.else118:                                       ; preds = %for.end112
  br label %if.end119

if.end119:                                        ; preds = %if.else118, %if.then117
  %808 = sext i32 %i3 to i64
  %809 = getelementptr inbounds float, ptr %m, i64 %808
  store float 0xFFF0000000000000, ptr %809, align 4
  br label %for.cond120

for.cond120:                                      ; preds = %for.body121, %if.end119
  %lane2123 = phi i32 [ 0, %if.end119 ], [ %820, %for.body121 ]
  %810 = icmp slt i32 %lane2123, 32
  br i1 %810, label %for.body121, label %for.end122

for.body121:                                      ; preds = %for.cond120
  %811 = sext i32 %i3 to i64
  %812 = getelementptr inbounds float, ptr %m, i64 %811
  %813 = load float, ptr %812, align 4
  %814 = sext i32 %lane2123 to i64
  %815 = getelementptr inbounds float, ptr %tl_lanes_15, i64 %814
  %816 = load float, ptr %815, align 4
  %817 = call float @llvm.maxnum.f32(float %813, float %816)
  %818 = sext i32 %i3 to i64
  %819 = getelementptr inbounds float, ptr %m, i64 %818
  store float %817, ptr %819, align 4
  %820 = add nsw i32 %lane2123, 1
  br label %for.cond120, !llvm.loop !30

for.end122:                                       ; preds = %for.cond120
  %821 = add nsw i32 %i3, 1
  br label %for.cond104, !llvm.loop !31

for.cond124:                                      ; preds = %for.end134, %for.end106
  %i127 = phi i32 [ 0, %for.end106 ], [ %908, %for.end134 ]
  %822 = icmp slt i32 %i127, 4
  br i1 %822, label %for.body125, label %for.end126

for.body125:                                      ; preds = %for.cond124
  %823 = sext i32 %N to i64
  %824 = icmp slt i64 %823, 0
  %825 = sext i32 %N to i64
  %826 = icmp sgt i64 %825, 512
  %827 = sext i32 %N to i64
  %828 = select i1 %826, i64 512, i64 %827
  %829 = select i1 %824, i64 0, i64 %828
  %830 = icmp slt i64 %829, 0
  %831 = sext i32 %N to i64
  %832 = icmp slt i64 %831, 0
  %833 = sext i32 %N to i64
  %834 = icmp sgt i64 %833, 512
  %835 = sext i32 %N to i64
  %836 = select i1 %834, i64 512, i64 %835
  %837 = select i1 %832, i64 0, i64 %836
  %838 = select i1 %830, i64 0, i64 %837
  %839 = trunc i64 %838 to i32
  %840 = icmp slt i32 %839, 0
  %841 = sext i32 %N to i64
  %842 = icmp slt i64 %841, 0
  %843 = sext i32 %N to i64
  %844 = icmp sgt i64 %843, 512
  %845 = sext i32 %N to i64
  %846 = select i1 %844, i64 512, i64 %845
  %847 = select i1 %842, i64 0, i64 %846
  %848 = icmp slt i64 %847, 0
  %849 = sext i32 %N to i64
  %850 = icmp slt i64 %849, 0
  %851 = sext i32 %N to i64
  %852 = icmp sgt i64 %851, 512
  %853 = sext i32 %N to i64
  %854 = select i1 %852, i64 512, i64 %853
  %855 = select i1 %850, i64 0, i64 %854
  %856 = select i1 %848, i64 0, i64 %855
  %857 = trunc i64 %856 to i32
  %858 = icmp sgt i32 %857, 512
  %859 = sext i32 %N to i64
  %860 = icmp slt i64 %859, 0
  %861 = sext i32 %N to i64
  %862 = icmp sgt i64 %861, 512
  %863 = sext i32 %N to i64
  %864 = select i1 %862, i64 512, i64 %863
  %865 = select i1 %860, i64 0, i64 %864
  %866 = icmp slt i64 %865, 0
  %867 = sext i32 %N to i64
  %868 = icmp slt i64 %867, 0
  %869 = sext i32 %N to i64
  %870 = icmp sgt i64 %869, 512
  %871 = sext i32 %N to i64
  %872 = select i1 %870, i64 512, i64 %871
  %873 = select i1 %868, i64 0, i64 %872
  %874 = select i1 %866, i64 0, i64 %873
  %875 = trunc i64 %874 to i32
  %876 = select i1 %858, i32 512, i32 %875
  %tl_cols9 = select i1 %840, i32 0, i32 %876
  br label %for.cond128

for.end126:                                       ; preds = %for.cond124
  br label %for.cond135

for.cond128:                                      ; preds = %for.body129, %for.body125
  %j131 = phi i32 [ 0, %for.body125 ], [ %894, %for.body129 ]
  %877 = icmp slt i32 %j131, %tl_cols9
  br i1 %877, label %for.body129, label %for.end130

for.body129:                                      ; preds = %for.cond128
  %878 = sext i32 %i127 to i64
  %879 = mul nsw i64 %878, 512
  %880 = sext i32 %j131 to i64
  %881 = add nsw i64 %879, %880
  %882 = getelementptr inbounds float, ptr %X_f, i64 %881
  %883 = load float, ptr %882, align 4
  %884 = sext i32 %i127 to i64
  %885 = getelementptr inbounds float, ptr %m, i64 %884
  %886 = load float, ptr %885, align 4
  %887 = fsub float %883, %886
  %888 = call float @tilec_expf(float %887)
  %889 = sext i32 %i127 to i64
  %890 = mul nsw i64 %889, 512
  %891 = sext i32 %j131 to i64
  %892 = add nsw i64 %890, %891
  %893 = getelementptr inbounds float, ptr %X_f, i64 %892
  store float %888, ptr %893, align 4
  %894 = add nsw i32 %j131, 1
  br label %for.cond128, !llvm.loop !32

for.end130:                                       ; preds = %for.cond128
  %895 = sext i32 %i127 to i64
  %896 = getelementptr inbounds float, ptr %m, i64 %895
  %897 = load float, ptr %896, align 4
  %898 = fsub float 0xFFF0000000000000, %897
  %tl_col11 = call float @tilec_expf(float %898)
  %899 = sub i32 512, %tl_cols9
  br label %for.cond132

for.cond132:                                      ; preds = %for.body133, %for.end130
  %j10 = phi i32 [ 0, %for.end130 ], [ %907, %for.body133 ]
  %900 = icmp slt i32 %j10, %899
  br i1 %900, label %for.body133, label %for.end134

for.body133:                                      ; preds = %for.cond132
  %901 = sext i32 %i127 to i64
  %902 = mul nsw i64 %901, 512
  %903 = add i32 %tl_cols9, %j10
  %904 = sext i32 %903 to i64
  %905 = add nsw i64 %902, %904
  %906 = getelementptr inbounds float, ptr %X_f, i64 %905
  store float %tl_col11, ptr %906, align 4
  %907 = add nsw i32 %j10, 1
  br label %for.cond132, !llvm.loop !33

for.end134:                                       ; preds = %for.cond132
  %908 = add nsw i32 %i127, 1
  br label %for.cond124, !llvm.loop !34

for.cond135:                                      ; preds = %for.end153, %for.end126
  %i5 = phi i32 [ 0, %for.end126 ], [ %1087, %for.end153 ]
  %909 = icmp slt i32 %i5, 4
  br i1 %909, label %for.body136, label %for.end137

for.body136:                                      ; preds = %for.cond135
  br label %for.cond138

for.end137:                                       ; preds = %for.cond135
  br label %for.cond155

for.cond138:                                      ; preds = %for.body139, %for.body136
  %lane3 = phi i32 [ 0, %for.body136 ], [ %919, %for.body139 ]
  %910 = icmp slt i32 %lane3, 32
  br i1 %910, label %for.body139, label %for.end140

for.body139:                                      ; preds = %for.cond138
  %911 = sext i32 %i5 to i64
  %912 = mul nsw i64 %911, 512
  %913 = sext i32 %lane3 to i64
  %914 = add nsw i64 %912, %913
  %915 = getelementptr inbounds float, ptr %X_f, i64 %914
  %916 = load float, ptr %915, align 4
  %917 = sext i32 %lane3 to i64
  %918 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %917
  store float %916, ptr %918, align 4
  %919 = add nsw i32 %lane3, 1
  br label %for.cond138, !llvm.loop !35

for.end140:                                       ; preds = %for.cond138
  %920 = sext i32 %i5 to i64
  %921 = getelementptr inbounds float, ptr %m, i64 %920
  %922 = load float, ptr %921, align 4
  %923 = fsub float 0xFFF0000000000000, %922
  %tl_pad12 = call float @tilec_expf(float %923)
  %924 = fadd float %tl_pad12, %tl_pad12
  %925 = fcmp oeq float %924, %tl_pad12
  %926 = fcmp une float %tl_pad12, %tl_pad12
  %927 = or i1 %925, %926
  %928 = sext i32 %N to i64
  %929 = icmp slt i64 %928, 0
  %930 = sext i32 %N to i64
  %931 = icmp sgt i64 %930, 512
  %932 = sext i32 %N to i64
  %933 = select i1 %931, i64 512, i64 %932
  %934 = select i1 %929, i64 0, i64 %933
  %935 = icmp slt i64 %934, 0
  %936 = sext i32 %N to i64
  %937 = icmp slt i64 %936, 0
  %938 = sext i32 %N to i64
  %939 = icmp sgt i64 %938, 512
  %940 = sext i32 %N to i64
  %941 = select i1 %939, i64 512, i64 %940
  %942 = select i1 %937, i64 0, i64 %941
  %943 = select i1 %935, i64 0, i64 %942
  %944 = trunc i64 %943 to i32
  %945 = icmp slt i32 %944, 0
  %946 = sext i32 %N to i64
  %947 = icmp slt i64 %946, 0
  %948 = sext i32 %N to i64
  %949 = icmp sgt i64 %948, 512
  %950 = sext i32 %N to i64
  %951 = select i1 %949, i64 512, i64 %950
  %952 = select i1 %947, i64 0, i64 %951
  %953 = icmp slt i64 %952, 0
  %954 = sext i32 %N to i64
  %955 = icmp slt i64 %954, 0
  %956 = sext i32 %N to i64
  %957 = icmp sgt i64 %956, 512
  %958 = sext i32 %N to i64
  %959 = select i1 %957, i64 512, i64 %958
  %960 = select i1 %955, i64 0, i64 %959
  %961 = select i1 %953, i64 0, i64 %960
  %962 = trunc i64 %961 to i32
  %963 = icmp sgt i32 %962, 512
  %964 = sext i32 %N to i64
  %965 = icmp slt i64 %964, 0
  %966 = sext i32 %N to i64
  %967 = icmp sgt i64 %966, 512
  %968 = sext i32 %N to i64
  %969 = select i1 %967, i64 512, i64 %968
  %970 = select i1 %965, i64 0, i64 %969
  %971 = icmp slt i64 %970, 0
  %972 = sext i32 %N to i64
  %973 = icmp slt i64 %972, 0
  %974 = sext i32 %N to i64
  %975 = icmp sgt i64 %974, 512
  %976 = sext i32 %N to i64
  %977 = select i1 %975, i64 512, i64 %976
  %978 = select i1 %973, i64 0, i64 %977
  %979 = select i1 %971, i64 0, i64 %978
  %980 = trunc i64 %979 to i32
  %981 = select i1 %963, i32 512, i32 %980
  %982 = select i1 %945, i32 0, i32 %981
  %983 = add i32 %982, 31
  %984 = sdiv i32 %983, 32
  %985 = sub i32 0, %983
  %986 = select i1 false, i32 %985, i32 %984
  %987 = sub i32 %986, 1
  %988 = icmp slt i32 %987, 0
  %989 = sext i32 %N to i64
  %990 = icmp slt i64 %989, 0
  %991 = sext i32 %N to i64
  %992 = icmp sgt i64 %991, 512
  %993 = sext i32 %N to i64
  %994 = select i1 %992, i64 512, i64 %993
  %995 = select i1 %990, i64 0, i64 %994
  %996 = icmp slt i64 %995, 0
  %997 = sext i32 %N to i64
  %998 = icmp slt i64 %997, 0
  %999 = sext i32 %N to i64
  %1000 = icmp sgt i64 %999, 512
  %1001 = sext i32 %N to i64
  %1002 = select i1 %1000, i64 512, i64 %1001
  %1003 = select i1 %998, i64 0, i64 %1002
  %1004 = select i1 %996, i64 0, i64 %1003
  %1005 = trunc i64 %1004 to i32
  %1006 = icmp slt i32 %1005, 0
  %1007 = sext i32 %N to i64
  %1008 = icmp slt i64 %1007, 0
  %1009 = sext i32 %N to i64
  %1010 = icmp sgt i64 %1009, 512
  %1011 = sext i32 %N to i64
  %1012 = select i1 %1010, i64 512, i64 %1011
  %1013 = select i1 %1008, i64 0, i64 %1012
  %1014 = icmp slt i64 %1013, 0
  %1015 = sext i32 %N to i64
  %1016 = icmp slt i64 %1015, 0
  %1017 = sext i32 %N to i64
  %1018 = icmp sgt i64 %1017, 512
  %1019 = sext i32 %N to i64
  %1020 = select i1 %1018, i64 512, i64 %1019
  %1021 = select i1 %1016, i64 0, i64 %1020
  %1022 = select i1 %1014, i64 0, i64 %1021
  %1023 = trunc i64 %1022 to i32
  %1024 = icmp sgt i32 %1023, 512
  %1025 = sext i32 %N to i64
  %1026 = icmp slt i64 %1025, 0
  %1027 = sext i32 %N to i64
  %1028 = icmp sgt i64 %1027, 512
  %1029 = sext i32 %N to i64
  %1030 = select i1 %1028, i64 512, i64 %1029
  %1031 = select i1 %1026, i64 0, i64 %1030
  %1032 = icmp slt i64 %1031, 0
  %1033 = sext i32 %N to i64
  %1034 = icmp slt i64 %1033, 0
  %1035 = sext i32 %N to i64
  %1036 = icmp sgt i64 %1035, 512
  %1037 = sext i32 %N to i64
  %1038 = select i1 %1036, i64 512, i64 %1037
  %1039 = select i1 %1034, i64 0, i64 %1038
  %1040 = select i1 %1032, i64 0, i64 %1039
  %1041 = trunc i64 %1040 to i32
  %1042 = select i1 %1024, i32 512, i32 %1041
  %1043 = select i1 %1006, i32 0, i32 %1042
  %1044 = add i32 %1043, 31
  %1045 = sdiv i32 %1044, 32
  %1046 = sub i32 0, %1044
  %1047 = select i1 false, i32 %1046, i32 %1045
  %1048 = sub i32 %1047, 1
  %1049 = select i1 %988, i32 0, i32 %1048
  %tl_steps13 = select i1 %927, i32 %1049, i32 15
  br label %for.cond141

for.cond141:                                      ; preds = %for.end146, %for.end140
  %red3 = phi i32 [ 0, %for.end140 ], [ %1069, %for.end146 ]
  %1050 = icmp slt i32 %red3, %tl_steps13
  br i1 %1050, label %for.body142, label %for.end143

for.body142:                                      ; preds = %for.cond141
  br label %for.cond144

for.end143:                                       ; preds = %for.cond141
  %1051 = icmp slt i32 %tl_steps13, 15
  br i1 %1051, label %if.then148, label %if.else149

for.cond144:                                      ; preds = %for.body145, %for.body142
  %lane3147 = phi i32 [ 0, %for.body142 ], [ %1068, %for.body145 ]
  %1052 = icmp slt i32 %lane3147, 32
  br i1 %1052, label %for.body145, label %for.end146

for.body145:                                      ; preds = %for.cond144
  %1053 = sext i32 %lane3147 to i64
  %1054 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1053
  %1055 = load float, ptr %1054, align 4
  %1056 = sext i32 %i5 to i64
  %1057 = mul nsw i64 %1056, 512
  %1058 = add i32 %red3, 1
  %1059 = mul i32 %1058, 32
  %1060 = add i32 %1059, %lane3147
  %1061 = sext i32 %1060 to i64
  %1062 = add nsw i64 %1057, %1061
  %1063 = getelementptr inbounds float, ptr %X_f, i64 %1062
  %1064 = load float, ptr %1063, align 4
  %1065 = fadd float %1055, %1064
  %1066 = sext i32 %lane3147 to i64
  %1067 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1066
  store float %1065, ptr %1067, align 4
  %1068 = add nsw i32 %lane3147, 1
  br label %for.cond144, !llvm.loop !36

for.end146:                                       ; preds = %for.cond144
  %1069 = add nsw i32 %red3, 1
  br label %for.cond141, !llvm.loop !37

if.then148:                                       ; preds = %for.end143
  %1070 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  %1071 = load float, ptr %1070, align 4
  %1072 = fadd float %1071, %tl_pad12
  %1073 = getelementptr inbounds float, ptr %tl_lanes_16, i64 0
  store float %1072, ptr %1073, align 4
  br label %if.end150

if.else149:                                       ; preds = %for.end143
  br label %if.end150

if.end150:                                        ; preds = %if.else149, %if.then148
  %1074 = sext i32 %i5 to i64
  %1075 = getelementptr inbounds float, ptr %l, i64 %1074
  store float 0.000000e+00, ptr %1075, align 4
  br label %for.cond151

for.cond151:                                      ; preds = %for.body152, %if.end150
  %lane3154 = phi i32 [ 0, %if.end150 ], [ %1086, %for.body152 ]
  %1076 = icmp slt i32 %lane3154, 32
  br i1 %1076, label %for.body152, label %for.end153

for.body152:                                      ; preds = %for.cond151
  %1077 = sext i32 %i5 to i64
  %1078 = getelementptr inbounds float, ptr %l, i64 %1077
  %1079 = load float, ptr %1078, align 4
  %1080 = sext i32 %lane3154 to i64
  %1081 = getelementptr inbounds float, ptr %tl_lanes_16, i64 %1080
  %1082 = load float, ptr %1081, align 4
  %1083 = fadd float %1079, %1082
  %1084 = sext i32 %i5 to i64
  %1085 = getelementptr inbounds float, ptr %l, i64 %1084
  store float %1083, ptr %1085, align 4
  %1086 = add nsw i32 %lane3154, 1
  br label %for.cond151, !llvm.loop !38

for.end153:                                       ; preds = %for.cond151
  %1087 = add nsw i32 %i5, 1
  br label %for.cond135, !llvm.loop !39

for.cond155:                                      ; preds = %if.end161, %for.end137
  %i158 = phi i32 [ 0, %for.end137 ], [ %1113, %if.end161 ]
  %1088 = icmp slt i32 %i158, 4
  br i1 %1088, label %for.body156, label %for.end157

for.body156:                                      ; preds = %for.cond155
  %1089 = sext i32 %N to i64
  %1090 = icmp slt i64 %1089, 0
  %1091 = sext i32 %N to i64
  %1092 = icmp sgt i64 %1091, 512
  %1093 = sext i32 %N to i64
  %1094 = select i1 %1092, i64 512, i64 %1093
  %1095 = select i1 %1090, i64 0, i64 %1094
  %1096 = icmp slt i64 %1095, 0
  %1097 = sext i32 %N to i64
  %1098 = icmp slt i64 %1097, 0
  %1099 = sext i32 %N to i64
  %1100 = icmp sgt i64 %1099, 512
  %1101 = sext i32 %N to i64
  %1102 = select i1 %1100, i64 512, i64 %1101
  %1103 = select i1 %1098, i64 0, i64 %1102
  %1104 = select i1 %1096, i64 0, i64 %1103
  %tl_hi7 = trunc i64 %1104 to i32
  %1105 = mul i32 %bx, 4
  %1106 = add i32 %1105, %i158
  %1107 = icmp sle i32 0, %1106
  %1108 = mul i32 %bx, 4
  %1109 = add i32 %1108, %i158
  %1110 = icmp slt i32 %1109, %M
  %1111 = and i1 %1107, %1110
  br i1 %1111, label %if.then159, label %if.else160

for.end157:                                       ; preds = %for.cond155
  br label %if.end81

if.then159:                                       ; preds = %for.body156
  %1112 = sub i32 %tl_hi7, 0
  br label %for.cond162

if.else160:                                       ; preds = %for.body156
  br label %if.end161

if.end161:                                        ; preds = %if.else160, %for.end164
  %1113 = add nsw i32 %i158, 1
  br label %for.cond155, !llvm.loop !40

for.cond162:                                      ; preds = %for.body163, %if.then159
  %j6 = phi i32 [ 0, %if.then159 ], [ %1136, %for.body163 ]
  %1114 = icmp slt i32 %j6, %1112
  br i1 %1114, label %for.body163, label %for.end164

for.body163:                                      ; preds = %for.cond162
  %1115 = sext i32 %i158 to i64
  %1116 = mul nsw i64 %1115, 512
  %1117 = add i32 0, %j6
  %1118 = sext i32 %1117 to i64
  %1119 = add nsw i64 %1116, %1118
  %1120 = getelementptr inbounds float, ptr %X_f, i64 %1119
  %1121 = load float, ptr %1120, align 4
  %1122 = sext i32 %i158 to i64
  %1123 = getelementptr inbounds float, ptr %l, i64 %1122
  %1124 = load float, ptr %1123, align 4
  %1125 = fdiv float 1.000000e+00, %1124
  %1126 = fmul float %1121, %1125
  %1127 = mul i32 %bx, 4
  %1128 = add i32 %1127, %i158
  %1129 = sext i32 %1128 to i64
  %1130 = sext i32 %N to i64
  %1131 = mul nsw i64 %1129, %1130
  %1132 = add i32 0, %j6
  %1133 = sext i32 %1132 to i64
  %1134 = add nsw i64 %1131, %1133
  %1135 = getelementptr inbounds float, ptr %Y, i64 %1134
  store float %1126, ptr %1135, align 4
  %1136 = add nsw i32 %j6, 1
  br label %for.cond162, !llvm.loop !41

for.end164:                                       ; preds = %for.cond162
  br label %if.end161

if.then165:                                       ; preds = %if.else80
  call void @llvm.memset.p0.i64(ptr align 64 %m_r, i8 0, i64 4, i1 false)
  call void @llvm.memset.p0.i64(ptr align 64 %l_r, i8 0, i64 4, i1 false)
  br label %for.cond168

if.else166:                                       ; preds = %if.else80
  call void @llvm.memset.p0.i64(ptr align 64 %tile_sum, i8 0, i64 16, i1 false)
  br label %for.cond283

if.end167:                                        ; preds = %for.end391, %for.end279
  br label %if.end81

for.cond168:                                      ; preds = %for.end269, %if.then165
  %r = phi i32 [ 0, %if.then165 ], [ %2417, %for.end269 ]
  %1137 = icmp slt i32 %r, 4
  br i1 %1137, label %for.body169, label %for.end170

for.body169:                                      ; preds = %for.cond168
  br label %for.cond171

for.end170:                                       ; preds = %for.cond168
  br label %for.cond277

for.cond171:                                      ; preds = %if.end181, %for.body169
  %i174 = phi i32 [ 0, %for.body169 ], [ %1175, %if.end181 ]
  %1138 = icmp slt i32 %i174, 1
  br i1 %1138, label %for.body172, label %for.end173

for.body172:                                      ; preds = %for.cond171
  %1139 = sext i32 %N to i64
  %1140 = icmp slt i64 %1139, 0
  %1141 = sext i32 %N to i64
  %1142 = icmp sgt i64 %1141, 4096
  %1143 = sext i32 %N to i64
  %1144 = select i1 %1142, i64 4096, i64 %1143
  %1145 = select i1 %1140, i64 0, i64 %1144
  %1146 = icmp slt i64 %1145, 0
  %1147 = sext i32 %N to i64
  %1148 = icmp slt i64 %1147, 0
  %1149 = sext i32 %N to i64
  %1150 = icmp sgt i64 %1149, 4096
  %1151 = sext i32 %N to i64
  %1152 = select i1 %1150, i64 4096, i64 %1151
  %1153 = select i1 %1148, i64 0, i64 %1152
  %1154 = select i1 %1146, i64 0, i64 %1153
  %tl_hi9 = trunc i64 %1154 to i32
  br label %for.cond175

for.end173:                                       ; preds = %for.cond171
  br label %for.cond189

for.cond175:                                      ; preds = %for.body176, %for.body172
  %j178 = phi i32 [ 0, %for.body172 ], [ %1163, %for.body176 ]
  %1155 = icmp slt i32 %j178, 0
  br i1 %1155, label %for.body176, label %for.end177

for.body176:                                      ; preds = %for.cond175
  %1156 = icmp slt i32 %j178, %N
  %1157 = select i1 %1156, float 0.000000e+00, float 0xFFF0000000000000
  %1158 = sext i32 %i174 to i64
  %1159 = mul nsw i64 %1158, 4096
  %1160 = sext i32 %j178 to i64
  %1161 = add nsw i64 %1159, %1160
  %1162 = getelementptr inbounds float, ptr %X_r, i64 %1161
  store float %1157, ptr %1162, align 4
  %1163 = add nsw i32 %j178, 1
  br label %for.cond175, !llvm.loop !42

for.end177:                                       ; preds = %for.cond175
  %1164 = mul i32 %bx, 4
  %1165 = add i32 %1164, %r
  %1166 = add i32 %1165, %i174
  %1167 = icmp sle i32 0, %1166
  %1168 = mul i32 %bx, 4
  %1169 = add i32 %1168, %r
  %1170 = add i32 %1169, %i174
  %1171 = icmp slt i32 %1170, %M
  %1172 = and i1 %1167, %1171
  br i1 %1172, label %if.then179, label %if.else180

if.then179:                                       ; preds = %for.end177
  %1173 = sub i32 %tl_hi9, 0
  br label %for.cond182

if.else180:                                       ; preds = %for.end177
  %1174 = sub i32 %tl_hi9, 0
  br label %for.cond185

if.end181:                                        ; preds = %for.end187, %for.end184
  %1175 = add nsw i32 %i174, 1
  br label %for.cond171, !llvm.loop !43

for.cond182:                                      ; preds = %for.body183, %if.then179
  %j7 = phi i32 [ 0, %if.then179 ], [ %1194, %for.body183 ]
  %1176 = icmp slt i32 %j7, %1173
  br i1 %1176, label %for.body183, label %for.end184

for.body183:                                      ; preds = %for.cond182
  %1177 = mul i32 %bx, 4
  %1178 = add i32 %1177, %r
  %1179 = add i32 %1178, %i174
  %1180 = sext i32 %1179 to i64
  %1181 = sext i32 %N to i64
  %1182 = mul nsw i64 %1180, %1181
  %1183 = add i32 0, %j7
  %1184 = sext i32 %1183 to i64
  %1185 = add nsw i64 %1182, %1184
  %1186 = getelementptr inbounds float, ptr %X, i64 %1185
  %1187 = load float, ptr %1186, align 4
  %1188 = sext i32 %i174 to i64
  %1189 = mul nsw i64 %1188, 4096
  %1190 = add i32 0, %j7
  %1191 = sext i32 %1190 to i64
  %1192 = add nsw i64 %1189, %1191
  %1193 = getelementptr inbounds float, ptr %X_r, i64 %1192
  store float %1187, ptr %1193, align 4
  %1194 = add nsw i32 %j7, 1
  br label %for.cond182, !llvm.loop !44

for.end184:                                       ; preds = %for.cond182
  br label %if.end181

for.cond185:                                      ; preds = %for.body186, %if.else180
  %j7188 = phi i32 [ 0, %if.else180 ], [ %1202, %for.body186 ]
  %1195 = icmp slt i32 %j7188, %1174
  br i1 %1195, label %for.body186, label %for.end187

for.body186:                                      ; preds = %for.cond185
  %1196 = sext i32 %i174 to i64
  %1197 = mul nsw i64 %1196, 4096
  %1198 = add i32 0, %j7188
  %1199 = sext i32 %1198 to i64
  %1200 = add nsw i64 %1197, %1199
  %1201 = getelementptr inbounds float, ptr %X_r, i64 %1200
  store float 0.000000e+00, ptr %1201, align 4
  %1202 = add nsw i32 %j7188, 1
  br label %for.cond185, !llvm.loop !45

for.end187:                                       ; preds = %for.cond185
  br label %if.end181

for.cond189:                                      ; preds = %for.end222, %for.end173
  %i6 = phi i32 [ 0, %for.end173 ], [ %1758, %for.end222 ]
  %1203 = icmp slt i32 %i6, 1
  br i1 %1203, label %for.body190, label %for.end191

for.body190:                                      ; preds = %for.cond189
  br label %for.cond192

for.end191:                                       ; preds = %for.cond189
  br label %for.cond224

for.cond192:                                      ; preds = %for.end197, %for.body190
  %tl_r14 = phi i32 [ 0, %for.body190 ], [ %1513, %for.end197 ]
  %1204 = icmp slt i32 %tl_r14, 1
  br i1 %1204, label %for.body193, label %for.end194

for.body193:                                      ; preds = %for.cond192
  %1205 = sext i32 %N to i64
  %1206 = icmp slt i64 %1205, 0
  %1207 = sext i32 %N to i64
  %1208 = icmp sgt i64 %1207, 4096
  %1209 = sext i32 %N to i64
  %1210 = select i1 %1208, i64 4096, i64 %1209
  %1211 = select i1 %1206, i64 0, i64 %1210
  %1212 = icmp slt i64 %1211, 0
  %1213 = sext i32 %N to i64
  %1214 = icmp slt i64 %1213, 0
  %1215 = sext i32 %N to i64
  %1216 = icmp sgt i64 %1215, 4096
  %1217 = sext i32 %N to i64
  %1218 = select i1 %1216, i64 4096, i64 %1217
  %1219 = select i1 %1214, i64 0, i64 %1218
  %1220 = select i1 %1212, i64 0, i64 %1219
  %1221 = trunc i64 %1220 to i32
  %1222 = icmp slt i32 %1221, 0
  %1223 = sext i32 %N to i64
  %1224 = icmp slt i64 %1223, 0
  %1225 = sext i32 %N to i64
  %1226 = icmp sgt i64 %1225, 4096
  %1227 = sext i32 %N to i64
  %1228 = select i1 %1226, i64 4096, i64 %1227
  %1229 = select i1 %1224, i64 0, i64 %1228
  %1230 = icmp slt i64 %1229, 0
  %1231 = sext i32 %N to i64
  %1232 = icmp slt i64 %1231, 0
  %1233 = sext i32 %N to i64
  %1234 = icmp sgt i64 %1233, 4096
  %1235 = sext i32 %N to i64
  %1236 = select i1 %1234, i64 4096, i64 %1235
  %1237 = select i1 %1232, i64 0, i64 %1236
  %1238 = select i1 %1230, i64 0, i64 %1237
  %1239 = trunc i64 %1238 to i32
  %1240 = icmp sgt i32 %1239, 4096
  %1241 = sext i32 %N to i64
  %1242 = icmp slt i64 %1241, 0
  %1243 = sext i32 %N to i64
  %1244 = icmp sgt i64 %1243, 4096
  %1245 = sext i32 %N to i64
  %1246 = select i1 %1244, i64 4096, i64 %1245
  %1247 = select i1 %1242, i64 0, i64 %1246
  %1248 = icmp slt i64 %1247, 0
  %1249 = sext i32 %N to i64
  %1250 = icmp slt i64 %1249, 0
  %1251 = sext i32 %N to i64
  %1252 = icmp sgt i64 %1251, 4096
  %1253 = sext i32 %N to i64
  %1254 = select i1 %1252, i64 4096, i64 %1253
  %1255 = select i1 %1250, i64 0, i64 %1254
  %1256 = select i1 %1248, i64 0, i64 %1255
  %1257 = trunc i64 %1256 to i32
  %1258 = select i1 %1240, i32 4096, i32 %1257
  %tl_pad_from15 = select i1 %1222, i32 0, i32 %1258
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
  %1313 = select i1 %1276, i32 0, i32 %1312
  %1314 = add i32 %1313, 31
  %1315 = sdiv i32 %1314, 32
  %1316 = sub i32 0, %1314
  %1317 = select i1 false, i32 %1316, i32 %1315
  %1318 = mul i32 %1317, 32
  %1319 = icmp slt i32 %1318, 32
  %1320 = sext i32 %N to i64
  %1321 = icmp slt i64 %1320, 0
  %1322 = sext i32 %N to i64
  %1323 = icmp sgt i64 %1322, 4096
  %1324 = sext i32 %N to i64
  %1325 = select i1 %1323, i64 4096, i64 %1324
  %1326 = select i1 %1321, i64 0, i64 %1325
  %1327 = icmp slt i64 %1326, 0
  %1328 = sext i32 %N to i64
  %1329 = icmp slt i64 %1328, 0
  %1330 = sext i32 %N to i64
  %1331 = icmp sgt i64 %1330, 4096
  %1332 = sext i32 %N to i64
  %1333 = select i1 %1331, i64 4096, i64 %1332
  %1334 = select i1 %1329, i64 0, i64 %1333
  %1335 = select i1 %1327, i64 0, i64 %1334
  %1336 = trunc i64 %1335 to i32
  %1337 = icmp slt i32 %1336, 0
  %1338 = sext i32 %N to i64
  %1339 = icmp slt i64 %1338, 0
  %1340 = sext i32 %N to i64
  %1341 = icmp sgt i64 %1340, 4096
  %1342 = sext i32 %N to i64
  %1343 = select i1 %1341, i64 4096, i64 %1342
  %1344 = select i1 %1339, i64 0, i64 %1343
  %1345 = icmp slt i64 %1344, 0
  %1346 = sext i32 %N to i64
  %1347 = icmp slt i64 %1346, 0
  %1348 = sext i32 %N to i64
  %1349 = icmp sgt i64 %1348, 4096
  %1350 = sext i32 %N to i64
  %1351 = select i1 %1349, i64 4096, i64 %1350
  %1352 = select i1 %1347, i64 0, i64 %1351
  %1353 = select i1 %1345, i64 0, i64 %1352
  %1354 = trunc i64 %1353 to i32
  %1355 = icmp sgt i32 %1354, 4096
  %1356 = sext i32 %N to i64
  %1357 = icmp slt i64 %1356, 0
  %1358 = sext i32 %N to i64
  %1359 = icmp sgt i64 %1358, 4096
  %1360 = sext i32 %N to i64
  %1361 = select i1 %1359, i64 4096, i64 %1360
  %1362 = select i1 %1357, i64 0, i64 %1361
  %1363 = icmp slt i64 %1362, 0
  %1364 = sext i32 %N to i64
  %1365 = icmp slt i64 %1364, 0
  %1366 = sext i32 %N to i64
  %1367 = icmp sgt i64 %1366, 4096
  %1368 = sext i32 %N to i64
  %1369 = select i1 %1367, i64 4096, i64 %1368
  %1370 = select i1 %1365, i64 0, i64 %1369
  %1371 = select i1 %1363, i64 0, i64 %1370
  %1372 = trunc i64 %1371 to i32
  %1373 = select i1 %1355, i32 4096, i32 %1372
  %1374 = select i1 %1337, i32 0, i32 %1373
  %1375 = add i32 %1374, 31
  %1376 = sdiv i32 %1375, 32
  %1377 = sub i32 0, %1375
  %1378 = select i1 false, i32 %1377, i32 %1376
  %1379 = mul i32 %1378, 32
  %1380 = select i1 %1319, i32 32, i32 %1379
  %1381 = icmp slt i32 %1380, 4096
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
  %1436 = select i1 %1399, i32 0, i32 %1435
  %1437 = add i32 %1436, 31
  %1438 = sdiv i32 %1437, 32
  %1439 = sub i32 0, %1437
  %1440 = select i1 false, i32 %1439, i32 %1438
  %1441 = mul i32 %1440, 32
  %1442 = icmp slt i32 %1441, 32
  %1443 = sext i32 %N to i64
  %1444 = icmp slt i64 %1443, 0
  %1445 = sext i32 %N to i64
  %1446 = icmp sgt i64 %1445, 4096
  %1447 = sext i32 %N to i64
  %1448 = select i1 %1446, i64 4096, i64 %1447
  %1449 = select i1 %1444, i64 0, i64 %1448
  %1450 = icmp slt i64 %1449, 0
  %1451 = sext i32 %N to i64
  %1452 = icmp slt i64 %1451, 0
  %1453 = sext i32 %N to i64
  %1454 = icmp sgt i64 %1453, 4096
  %1455 = sext i32 %N to i64
  %1456 = select i1 %1454, i64 4096, i64 %1455
  %1457 = select i1 %1452, i64 0, i64 %1456
  %1458 = select i1 %1450, i64 0, i64 %1457
  %1459 = trunc i64 %1458 to i32
  %1460 = icmp slt i32 %1459, 0
  %1461 = sext i32 %N to i64
  %1462 = icmp slt i64 %1461, 0
  %1463 = sext i32 %N to i64
  %1464 = icmp sgt i64 %1463, 4096
  %1465 = sext i32 %N to i64
  %1466 = select i1 %1464, i64 4096, i64 %1465
  %1467 = select i1 %1462, i64 0, i64 %1466
  %1468 = icmp slt i64 %1467, 0
  %1469 = sext i32 %N to i64
  %1470 = icmp slt i64 %1469, 0
  %1471 = sext i32 %N to i64
  %1472 = icmp sgt i64 %1471, 4096
  %1473 = sext i32 %N to i64
  %1474 = select i1 %1472, i64 4096, i64 %1473
  %1475 = select i1 %1470, i64 0, i64 %1474
  %1476 = select i1 %1468, i64 0, i64 %1475
  %1477 = trunc i64 %1476 to i32
  %1478 = icmp sgt i32 %1477, 4096
  %1479 = sext i32 %N to i64
  %1480 = icmp slt i64 %1479, 0
  %1481 = sext i32 %N to i64
  %1482 = icmp sgt i64 %1481, 4096
  %1483 = sext i32 %N to i64
  %1484 = select i1 %1482, i64 4096, i64 %1483
  %1485 = select i1 %1480, i64 0, i64 %1484
  %1486 = icmp slt i64 %1485, 0
  %1487 = sext i32 %N to i64
  %1488 = icmp slt i64 %1487, 0
  %1489 = sext i32 %N to i64
  %1490 = icmp sgt i64 %1489, 4096
  %1491 = sext i32 %N to i64
  %1492 = select i1 %1490, i64 4096, i64 %1491
  %1493 = select i1 %1488, i64 0, i64 %1492
  %1494 = select i1 %1486, i64 0, i64 %1493
  %1495 = trunc i64 %1494 to i32
  %1496 = select i1 %1478, i32 4096, i32 %1495
  %1497 = select i1 %1460, i32 0, i32 %1496
  %1498 = add i32 %1497, 31
  %1499 = sdiv i32 %1498, 32
  %1500 = sub i32 0, %1498
  %1501 = select i1 false, i32 %1500, i32 %1499
  %1502 = mul i32 %1501, 32
  %1503 = select i1 %1442, i32 32, i32 %1502
  %1504 = select i1 %1381, i32 %1503, i32 4096
  %tl_pad_n17 = sub i32 %1504, %tl_pad_from15
  br label %for.cond195

for.end194:                                       ; preds = %for.cond192
  br label %for.cond198

for.cond195:                                      ; preds = %for.body196, %for.body193
  %tl_pad_k18 = phi i32 [ 0, %for.body193 ], [ %1512, %for.body196 ]
  %1505 = icmp slt i32 %tl_pad_k18, %tl_pad_n17
  br i1 %1505, label %for.body196, label %for.end197

for.body196:                                      ; preds = %for.cond195
  %1506 = sext i32 %tl_r14 to i64
  %1507 = mul nsw i64 %1506, 4096
  %1508 = add i32 %tl_pad_from15, %tl_pad_k18
  %1509 = sext i32 %1508 to i64
  %1510 = add nsw i64 %1507, %1509
  %1511 = getelementptr inbounds float, ptr %X_r, i64 %1510
  store float 0xFFF0000000000000, ptr %1511, align 4
  %1512 = add nsw i32 %tl_pad_k18, 1
  br label %for.cond195, !llvm.loop !46

for.end197:                                       ; preds = %for.cond195
  %1513 = add nsw i32 %tl_r14, 1
  br label %for.cond192, !llvm.loop !47

for.cond198:                                      ; preds = %for.body199, %for.end194
  %lane4 = phi i32 [ 0, %for.end194 ], [ %1523, %for.body199 ]
  %1514 = icmp slt i32 %lane4, 32
  br i1 %1514, label %for.body199, label %for.end200

for.body199:                                      ; preds = %for.cond198
  %1515 = sext i32 %i6 to i64
  %1516 = mul nsw i64 %1515, 4096
  %1517 = sext i32 %lane4 to i64
  %1518 = add nsw i64 %1516, %1517
  %1519 = getelementptr inbounds float, ptr %X_r, i64 %1518
  %1520 = load float, ptr %1519, align 4
  %1521 = sext i32 %lane4 to i64
  %1522 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1521
  store float %1520, ptr %1522, align 4
  %1523 = add nsw i32 %lane4, 1
  br label %for.cond198, !llvm.loop !48

for.end200:                                       ; preds = %for.cond198
  %1524 = sext i32 %N to i64
  %1525 = icmp slt i64 %1524, 0
  %1526 = sext i32 %N to i64
  %1527 = icmp sgt i64 %1526, 4096
  %1528 = sext i32 %N to i64
  %1529 = select i1 %1527, i64 4096, i64 %1528
  %1530 = select i1 %1525, i64 0, i64 %1529
  %1531 = icmp slt i64 %1530, 0
  %1532 = sext i32 %N to i64
  %1533 = icmp slt i64 %1532, 0
  %1534 = sext i32 %N to i64
  %1535 = icmp sgt i64 %1534, 4096
  %1536 = sext i32 %N to i64
  %1537 = select i1 %1535, i64 4096, i64 %1536
  %1538 = select i1 %1533, i64 0, i64 %1537
  %1539 = select i1 %1531, i64 0, i64 %1538
  %1540 = trunc i64 %1539 to i32
  %1541 = icmp slt i32 %1540, 0
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
  %1559 = icmp sgt i32 %1558, 4096
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
  %1577 = select i1 %1559, i32 4096, i32 %1576
  %1578 = select i1 %1541, i32 0, i32 %1577
  %1579 = add i32 %1578, 31
  %1580 = sdiv i32 %1579, 32
  %1581 = sub i32 0, %1579
  %1582 = select i1 false, i32 %1581, i32 %1580
  %1583 = sub i32 %1582, 1
  %1584 = icmp slt i32 %1583, 0
  %1585 = sext i32 %N to i64
  %1586 = icmp slt i64 %1585, 0
  %1587 = sext i32 %N to i64
  %1588 = icmp sgt i64 %1587, 4096
  %1589 = sext i32 %N to i64
  %1590 = select i1 %1588, i64 4096, i64 %1589
  %1591 = select i1 %1586, i64 0, i64 %1590
  %1592 = icmp slt i64 %1591, 0
  %1593 = sext i32 %N to i64
  %1594 = icmp slt i64 %1593, 0
  %1595 = sext i32 %N to i64
  %1596 = icmp sgt i64 %1595, 4096
  %1597 = sext i32 %N to i64
  %1598 = select i1 %1596, i64 4096, i64 %1597
  %1599 = select i1 %1594, i64 0, i64 %1598
  %1600 = select i1 %1592, i64 0, i64 %1599
  %1601 = trunc i64 %1600 to i32
  %1602 = icmp slt i32 %1601, 0
  %1603 = sext i32 %N to i64
  %1604 = icmp slt i64 %1603, 0
  %1605 = sext i32 %N to i64
  %1606 = icmp sgt i64 %1605, 4096
  %1607 = sext i32 %N to i64
  %1608 = select i1 %1606, i64 4096, i64 %1607
  %1609 = select i1 %1604, i64 0, i64 %1608
  %1610 = icmp slt i64 %1609, 0
  %1611 = sext i32 %N to i64
  %1612 = icmp slt i64 %1611, 0
  %1613 = sext i32 %N to i64
  %1614 = icmp sgt i64 %1613, 4096
  %1615 = sext i32 %N to i64
  %1616 = select i1 %1614, i64 4096, i64 %1615
  %1617 = select i1 %1612, i64 0, i64 %1616
  %1618 = select i1 %1610, i64 0, i64 %1617
  %1619 = trunc i64 %1618 to i32
  %1620 = icmp sgt i32 %1619, 4096
  %1621 = sext i32 %N to i64
  %1622 = icmp slt i64 %1621, 0
  %1623 = sext i32 %N to i64
  %1624 = icmp sgt i64 %1623, 4096
  %1625 = sext i32 %N to i64
  %1626 = select i1 %1624, i64 4096, i64 %1625
  %1627 = select i1 %1622, i64 0, i64 %1626
  %1628 = icmp slt i64 %1627, 0
  %1629 = sext i32 %N to i64
  %1630 = icmp slt i64 %1629, 0
  %1631 = sext i32 %N to i64
  %1632 = icmp sgt i64 %1631, 4096
  %1633 = sext i32 %N to i64
  %1634 = select i1 %1632, i64 4096, i64 %1633
  %1635 = select i1 %1630, i64 0, i64 %1634
  %1636 = select i1 %1628, i64 0, i64 %1635
  %1637 = trunc i64 %1636 to i32
  %1638 = select i1 %1620, i32 4096, i32 %1637
  %1639 = select i1 %1602, i32 0, i32 %1638
  %1640 = add i32 %1639, 31
  %1641 = sdiv i32 %1640, 32
  %1642 = sub i32 0, %1640
  %1643 = select i1 false, i32 %1642, i32 %1641
  %1644 = sub i32 %1643, 1
  %1645 = select i1 %1584, i32 0, i32 %1644
  %tl_steps20 = select i1 true, i32 %1645, i32 127
  %1646 = icmp eq i32 %tl_steps20, 127
  br i1 %1646, label %if.then201, label %if.else202

if.then201:                                       ; preds = %for.end200
  br label %for.cond204

if.else202:                                       ; preds = %for.end200
  br label %if.end203

if.end203:                                        ; preds = %if.else202, %for.end206
  br label %for.cond210

for.cond204:                                      ; preds = %for.end209, %if.then201
  %tl_r21 = phi i32 [ 0, %if.then201 ], [ %1710, %for.end209 ]
  %1647 = icmp slt i32 %tl_r21, 1
  br i1 %1647, label %for.body205, label %for.end206

for.body205:                                      ; preds = %for.cond204
  %1648 = sext i32 %N to i64
  %1649 = icmp slt i64 %1648, 0
  %1650 = sext i32 %N to i64
  %1651 = icmp sgt i64 %1650, 4096
  %1652 = sext i32 %N to i64
  %1653 = select i1 %1651, i64 4096, i64 %1652
  %1654 = select i1 %1649, i64 0, i64 %1653
  %1655 = icmp slt i64 %1654, 0
  %1656 = sext i32 %N to i64
  %1657 = icmp slt i64 %1656, 0
  %1658 = sext i32 %N to i64
  %1659 = icmp sgt i64 %1658, 4096
  %1660 = sext i32 %N to i64
  %1661 = select i1 %1659, i64 4096, i64 %1660
  %1662 = select i1 %1657, i64 0, i64 %1661
  %1663 = select i1 %1655, i64 0, i64 %1662
  %1664 = trunc i64 %1663 to i32
  %1665 = icmp slt i32 %1664, 0
  %1666 = sext i32 %N to i64
  %1667 = icmp slt i64 %1666, 0
  %1668 = sext i32 %N to i64
  %1669 = icmp sgt i64 %1668, 4096
  %1670 = sext i32 %N to i64
  %1671 = select i1 %1669, i64 4096, i64 %1670
  %1672 = select i1 %1667, i64 0, i64 %1671
  %1673 = icmp slt i64 %1672, 0
  %1674 = sext i32 %N to i64
  %1675 = icmp slt i64 %1674, 0
  %1676 = sext i32 %N to i64
  %1677 = icmp sgt i64 %1676, 4096
  %1678 = sext i32 %N to i64
  %1679 = select i1 %1677, i64 4096, i64 %1678
  %1680 = select i1 %1675, i64 0, i64 %1679
  %1681 = select i1 %1673, i64 0, i64 %1680
  %1682 = trunc i64 %1681 to i32
  %1683 = icmp sgt i32 %1682, 4096
  %1684 = sext i32 %N to i64
  %1685 = icmp slt i64 %1684, 0
  %1686 = sext i32 %N to i64
  %1687 = icmp sgt i64 %1686, 4096
  %1688 = sext i32 %N to i64
  %1689 = select i1 %1687, i64 4096, i64 %1688
  %1690 = select i1 %1685, i64 0, i64 %1689
  %1691 = icmp slt i64 %1690, 0
  %1692 = sext i32 %N to i64
  %1693 = icmp slt i64 %1692, 0
  %1694 = sext i32 %N to i64
  %1695 = icmp sgt i64 %1694, 4096
  %1696 = sext i32 %N to i64
  %1697 = select i1 %1695, i64 4096, i64 %1696
  %1698 = select i1 %1693, i64 0, i64 %1697
  %1699 = select i1 %1691, i64 0, i64 %1698
  %1700 = trunc i64 %1699 to i32
  %1701 = select i1 %1683, i32 4096, i32 %1700
  %tl_pad_from22 = select i1 %1665, i32 0, i32 %1701
  %tl_pad_n24 = sub i32 4096, %tl_pad_from22
  br label %for.cond207

for.end206:                                       ; preds = %for.cond204
  br label %if.end203

for.cond207:                                      ; preds = %for.body208, %for.body205
  %tl_pad_k25 = phi i32 [ 0, %for.body205 ], [ %1709, %for.body208 ]
  %1702 = icmp slt i32 %tl_pad_k25, %tl_pad_n24
  br i1 %1702, label %for.body208, label %for.end209

for.body208:                                      ; preds = %for.cond207
  %1703 = sext i32 %tl_r21 to i64
  %1704 = mul nsw i64 %1703, 4096
  %1705 = add i32 %tl_pad_from22, %tl_pad_k25
  %1706 = sext i32 %1705 to i64
  %1707 = add nsw i64 %1704, %1706
  %1708 = getelementptr inbounds float, ptr %X_r, i64 %1707
  store float 0xFFF0000000000000, ptr %1708, align 4
  %1709 = add nsw i32 %tl_pad_k25, 1
  br label %for.cond207, !llvm.loop !49

for.end209:                                       ; preds = %for.cond207
  %1710 = add nsw i32 %tl_r21, 1
  br label %for.cond204, !llvm.loop !50

for.cond210:                                      ; preds = %for.end215, %if.end203
  %red4 = phi i32 [ 0, %if.end203 ], [ %1731, %for.end215 ]
  %1711 = icmp slt i32 %red4, %tl_steps20
  br i1 %1711, label %for.body211, label %for.end212

for.body211:                                      ; preds = %for.cond210
  br label %for.cond213

for.end212:                                       ; preds = %for.cond210
  %1712 = icmp slt i32 %tl_steps20, 127
  br i1 %1712, label %if.then217, label %if.else218

for.cond213:                                      ; preds = %for.body214, %for.body211
  %lane4216 = phi i32 [ 0, %for.body211 ], [ %1730, %for.body214 ]
  %1713 = icmp slt i32 %lane4216, 32
  br i1 %1713, label %for.body214, label %for.end215

for.body214:                                      ; preds = %for.cond213
  %1714 = sext i32 %lane4216 to i64
  %1715 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1714
  %lane_acc2 = load float, ptr %1715, align 4
  %1716 = sext i32 %i6 to i64
  %1717 = mul nsw i64 %1716, 4096
  %1718 = add i32 %red4, 1
  %1719 = mul i32 %1718, 32
  %1720 = add i32 %1719, %lane4216
  %1721 = sext i32 %1720 to i64
  %1722 = add nsw i64 %1717, %1721
  %1723 = getelementptr inbounds float, ptr %X_r, i64 %1722
  %lane_next2 = load float, ptr %1723, align 4
  %1724 = fcmp une float %lane_next2, %lane_next2
  %1725 = fcmp ogt float %lane_acc2, %lane_next2
  %1726 = select i1 %1725, float %lane_acc2, float %lane_next2
  %1727 = select i1 %1724, float %lane_acc2, float %1726
  %1728 = sext i32 %lane4216 to i64
  %1729 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1728
  store float %1727, ptr %1729, align 4
  %1730 = add nsw i32 %lane4216, 1
  br label %for.cond213, !llvm.loop !51

for.end215:                                       ; preds = %for.cond213
  %1731 = add nsw i32 %red4, 1
  br label %for.cond210, !llvm.loop !52

if.then217:                                       ; preds = %for.end212
  %1732 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %1733 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1732
  %1734 = load float, ptr %1733, align 4
  %1735 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %1736 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1735
  %1737 = load float, ptr %1736, align 4
  %1738 = fcmp ogt float %1737, 0xFFF0000000000000
  %1739 = call i64 @llvm.umin.i64(i64 0, i64 31)
  %1740 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1739
  %1741 = load float, ptr %1740, align 4
  %1742 = select i1 %1738, float %1741, float 0xFFF0000000000000
  %1743 = select i1 false, float %1734, float %1742
  %1744 = getelementptr inbounds float, ptr %tl_lanes_17, i64 0
  store float %1743, ptr %1744, align 4
  br label %if.end219

if.else218:                                       ; preds = %for.end212
  br label %if.end219

if.end219:                                        ; preds = %if.else218, %if.then217
  %1745 = sext i32 %i6 to i64
  %1746 = getelementptr inbounds float, ptr %m_r, i64 %1745
  store float 0xFFF0000000000000, ptr %1746, align 4
  br label %for.cond220

for.cond220:                                      ; preds = %for.body221, %if.end219
  %lane4223 = phi i32 [ 0, %if.end219 ], [ %1757, %for.body221 ]
  %1747 = icmp slt i32 %lane4223, 32
  br i1 %1747, label %for.body221, label %for.end222

for.body221:                                      ; preds = %for.cond220
  %1748 = sext i32 %i6 to i64
  %1749 = getelementptr inbounds float, ptr %m_r, i64 %1748
  %1750 = load float, ptr %1749, align 4
  %1751 = sext i32 %lane4223 to i64
  %1752 = getelementptr inbounds float, ptr %tl_lanes_17, i64 %1751
  %1753 = load float, ptr %1752, align 4
  %1754 = call float @llvm.maxnum.f32(float %1750, float %1753)
  %1755 = sext i32 %i6 to i64
  %1756 = getelementptr inbounds float, ptr %m_r, i64 %1755
  store float %1754, ptr %1756, align 4
  %1757 = add nsw i32 %lane4223, 1
  br label %for.cond220, !llvm.loop !53

for.end222:                                       ; preds = %for.cond220
  %1758 = add nsw i32 %i6, 1
  br label %for.cond189, !llvm.loop !54

for.cond224:                                      ; preds = %for.end230, %for.end191
  %i227 = phi i32 [ 0, %for.end191 ], [ %1831, %for.end230 ]
  %1759 = icmp slt i32 %i227, 1
  br i1 %1759, label %for.body225, label %for.end226

for.body225:                                      ; preds = %for.cond224
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
  %1776 = trunc i64 %1775 to i32
  %1777 = icmp slt i32 %1776, 0
  %1778 = sext i32 %N to i64
  %1779 = icmp slt i64 %1778, 0
  %1780 = sext i32 %N to i64
  %1781 = icmp sgt i64 %1780, 4096
  %1782 = sext i32 %N to i64
  %1783 = select i1 %1781, i64 4096, i64 %1782
  %1784 = select i1 %1779, i64 0, i64 %1783
  %1785 = icmp slt i64 %1784, 0
  %1786 = sext i32 %N to i64
  %1787 = icmp slt i64 %1786, 0
  %1788 = sext i32 %N to i64
  %1789 = icmp sgt i64 %1788, 4096
  %1790 = sext i32 %N to i64
  %1791 = select i1 %1789, i64 4096, i64 %1790
  %1792 = select i1 %1787, i64 0, i64 %1791
  %1793 = select i1 %1785, i64 0, i64 %1792
  %1794 = trunc i64 %1793 to i32
  %1795 = icmp sgt i32 %1794, 4096
  %1796 = sext i32 %N to i64
  %1797 = icmp slt i64 %1796, 0
  %1798 = sext i32 %N to i64
  %1799 = icmp sgt i64 %1798, 4096
  %1800 = sext i32 %N to i64
  %1801 = select i1 %1799, i64 4096, i64 %1800
  %1802 = select i1 %1797, i64 0, i64 %1801
  %1803 = icmp slt i64 %1802, 0
  %1804 = sext i32 %N to i64
  %1805 = icmp slt i64 %1804, 0
  %1806 = sext i32 %N to i64
  %1807 = icmp sgt i64 %1806, 4096
  %1808 = sext i32 %N to i64
  %1809 = select i1 %1807, i64 4096, i64 %1808
  %1810 = select i1 %1805, i64 0, i64 %1809
  %1811 = select i1 %1803, i64 0, i64 %1810
  %1812 = trunc i64 %1811 to i32
  %1813 = select i1 %1795, i32 4096, i32 %1812
  %tl_cols26 = select i1 %1777, i32 0, i32 %1813
  br label %for.cond228

for.end226:                                       ; preds = %for.cond224
  br label %for.cond232

for.cond228:                                      ; preds = %for.body229, %for.body225
  %j231 = phi i32 [ 0, %for.body225 ], [ %1830, %for.body229 ]
  %1814 = icmp slt i32 %j231, %tl_cols26
  br i1 %1814, label %for.body229, label %for.end230

for.body229:                                      ; preds = %for.cond228
  %1815 = sext i32 %i227 to i64
  %1816 = mul nsw i64 %1815, 4096
  %1817 = sext i32 %j231 to i64
  %1818 = add nsw i64 %1816, %1817
  %1819 = getelementptr inbounds float, ptr %X_r, i64 %1818
  %1820 = load float, ptr %1819, align 4
  %1821 = getelementptr inbounds float, ptr %m_r, i64 0
  %1822 = load float, ptr %1821, align 4
  %1823 = fsub float %1820, %1822
  %1824 = call float @tilec_expf(float %1823)
  %1825 = sext i32 %i227 to i64
  %1826 = mul nsw i64 %1825, 4096
  %1827 = sext i32 %j231 to i64
  %1828 = add nsw i64 %1826, %1827
  %1829 = getelementptr inbounds float, ptr %X_r, i64 %1828
  store float %1824, ptr %1829, align 4
  %1830 = add nsw i32 %j231, 1
  br label %for.cond228, !llvm.loop !55

for.end230:                                       ; preds = %for.cond228
  %1831 = add nsw i32 %i227, 1
  br label %for.cond224, !llvm.loop !56

for.cond232:                                      ; preds = %for.end265, %for.end226
  %i7 = phi i32 [ 0, %for.end226 ], [ %2390, %for.end265 ]
  %1832 = icmp slt i32 %i7, 1
  br i1 %1832, label %for.body233, label %for.end234

for.body233:                                      ; preds = %for.cond232
  br label %for.cond235

for.end234:                                       ; preds = %for.cond232
  br label %for.cond267

for.cond235:                                      ; preds = %for.end240, %for.body233
  %tl_r28 = phi i32 [ 0, %for.body233 ], [ %2145, %for.end240 ]
  %1833 = icmp slt i32 %tl_r28, 1
  br i1 %1833, label %for.body236, label %for.end237

for.body236:                                      ; preds = %for.cond235
  %1834 = sext i32 %N to i64
  %1835 = icmp slt i64 %1834, 0
  %1836 = sext i32 %N to i64
  %1837 = icmp sgt i64 %1836, 4096
  %1838 = sext i32 %N to i64
  %1839 = select i1 %1837, i64 4096, i64 %1838
  %1840 = select i1 %1835, i64 0, i64 %1839
  %1841 = icmp slt i64 %1840, 0
  %1842 = sext i32 %N to i64
  %1843 = icmp slt i64 %1842, 0
  %1844 = sext i32 %N to i64
  %1845 = icmp sgt i64 %1844, 4096
  %1846 = sext i32 %N to i64
  %1847 = select i1 %1845, i64 4096, i64 %1846
  %1848 = select i1 %1843, i64 0, i64 %1847
  %1849 = select i1 %1841, i64 0, i64 %1848
  %1850 = trunc i64 %1849 to i32
  %1851 = icmp slt i32 %1850, 0
  %1852 = sext i32 %N to i64
  %1853 = icmp slt i64 %1852, 0
  %1854 = sext i32 %N to i64
  %1855 = icmp sgt i64 %1854, 4096
  %1856 = sext i32 %N to i64
  %1857 = select i1 %1855, i64 4096, i64 %1856
  %1858 = select i1 %1853, i64 0, i64 %1857
  %1859 = icmp slt i64 %1858, 0
  %1860 = sext i32 %N to i64
  %1861 = icmp slt i64 %1860, 0
  %1862 = sext i32 %N to i64
  %1863 = icmp sgt i64 %1862, 4096
  %1864 = sext i32 %N to i64
  %1865 = select i1 %1863, i64 4096, i64 %1864
  %1866 = select i1 %1861, i64 0, i64 %1865
  %1867 = select i1 %1859, i64 0, i64 %1866
  %1868 = trunc i64 %1867 to i32
  %1869 = icmp sgt i32 %1868, 4096
  %1870 = sext i32 %N to i64
  %1871 = icmp slt i64 %1870, 0
  %1872 = sext i32 %N to i64
  %1873 = icmp sgt i64 %1872, 4096
  %1874 = sext i32 %N to i64
  %1875 = select i1 %1873, i64 4096, i64 %1874
  %1876 = select i1 %1871, i64 0, i64 %1875
  %1877 = icmp slt i64 %1876, 0
  %1878 = sext i32 %N to i64
  %1879 = icmp slt i64 %1878, 0
  %1880 = sext i32 %N to i64
  %1881 = icmp sgt i64 %1880, 4096
  %1882 = sext i32 %N to i64
  %1883 = select i1 %1881, i64 4096, i64 %1882
  %1884 = select i1 %1879, i64 0, i64 %1883
  %1885 = select i1 %1877, i64 0, i64 %1884
  %1886 = trunc i64 %1885 to i32
  %1887 = select i1 %1869, i32 4096, i32 %1886
  %tl_pad_from29 = select i1 %1851, i32 0, i32 %1887
  %1888 = getelementptr inbounds float, ptr %m_r, i64 0
  %1889 = load float, ptr %1888, align 4
  %1890 = fsub float 0xFFF0000000000000, %1889
  %tl_pad_v30 = call float @tilec_expf(float %1890)
  %1891 = sext i32 %N to i64
  %1892 = icmp slt i64 %1891, 0
  %1893 = sext i32 %N to i64
  %1894 = icmp sgt i64 %1893, 4096
  %1895 = sext i32 %N to i64
  %1896 = select i1 %1894, i64 4096, i64 %1895
  %1897 = select i1 %1892, i64 0, i64 %1896
  %1898 = icmp slt i64 %1897, 0
  %1899 = sext i32 %N to i64
  %1900 = icmp slt i64 %1899, 0
  %1901 = sext i32 %N to i64
  %1902 = icmp sgt i64 %1901, 4096
  %1903 = sext i32 %N to i64
  %1904 = select i1 %1902, i64 4096, i64 %1903
  %1905 = select i1 %1900, i64 0, i64 %1904
  %1906 = select i1 %1898, i64 0, i64 %1905
  %1907 = trunc i64 %1906 to i32
  %1908 = icmp slt i32 %1907, 0
  %1909 = sext i32 %N to i64
  %1910 = icmp slt i64 %1909, 0
  %1911 = sext i32 %N to i64
  %1912 = icmp sgt i64 %1911, 4096
  %1913 = sext i32 %N to i64
  %1914 = select i1 %1912, i64 4096, i64 %1913
  %1915 = select i1 %1910, i64 0, i64 %1914
  %1916 = icmp slt i64 %1915, 0
  %1917 = sext i32 %N to i64
  %1918 = icmp slt i64 %1917, 0
  %1919 = sext i32 %N to i64
  %1920 = icmp sgt i64 %1919, 4096
  %1921 = sext i32 %N to i64
  %1922 = select i1 %1920, i64 4096, i64 %1921
  %1923 = select i1 %1918, i64 0, i64 %1922
  %1924 = select i1 %1916, i64 0, i64 %1923
  %1925 = trunc i64 %1924 to i32
  %1926 = icmp sgt i32 %1925, 4096
  %1927 = sext i32 %N to i64
  %1928 = icmp slt i64 %1927, 0
  %1929 = sext i32 %N to i64
  %1930 = icmp sgt i64 %1929, 4096
  %1931 = sext i32 %N to i64
  %1932 = select i1 %1930, i64 4096, i64 %1931
  %1933 = select i1 %1928, i64 0, i64 %1932
  %1934 = icmp slt i64 %1933, 0
  %1935 = sext i32 %N to i64
  %1936 = icmp slt i64 %1935, 0
  %1937 = sext i32 %N to i64
  %1938 = icmp sgt i64 %1937, 4096
  %1939 = sext i32 %N to i64
  %1940 = select i1 %1938, i64 4096, i64 %1939
  %1941 = select i1 %1936, i64 0, i64 %1940
  %1942 = select i1 %1934, i64 0, i64 %1941
  %1943 = trunc i64 %1942 to i32
  %1944 = select i1 %1926, i32 4096, i32 %1943
  %1945 = select i1 %1908, i32 0, i32 %1944
  %1946 = add i32 %1945, 31
  %1947 = sdiv i32 %1946, 32
  %1948 = sub i32 0, %1946
  %1949 = select i1 false, i32 %1948, i32 %1947
  %1950 = mul i32 %1949, 32
  %1951 = icmp slt i32 %1950, 32
  %1952 = sext i32 %N to i64
  %1953 = icmp slt i64 %1952, 0
  %1954 = sext i32 %N to i64
  %1955 = icmp sgt i64 %1954, 4096
  %1956 = sext i32 %N to i64
  %1957 = select i1 %1955, i64 4096, i64 %1956
  %1958 = select i1 %1953, i64 0, i64 %1957
  %1959 = icmp slt i64 %1958, 0
  %1960 = sext i32 %N to i64
  %1961 = icmp slt i64 %1960, 0
  %1962 = sext i32 %N to i64
  %1963 = icmp sgt i64 %1962, 4096
  %1964 = sext i32 %N to i64
  %1965 = select i1 %1963, i64 4096, i64 %1964
  %1966 = select i1 %1961, i64 0, i64 %1965
  %1967 = select i1 %1959, i64 0, i64 %1966
  %1968 = trunc i64 %1967 to i32
  %1969 = icmp slt i32 %1968, 0
  %1970 = sext i32 %N to i64
  %1971 = icmp slt i64 %1970, 0
  %1972 = sext i32 %N to i64
  %1973 = icmp sgt i64 %1972, 4096
  %1974 = sext i32 %N to i64
  %1975 = select i1 %1973, i64 4096, i64 %1974
  %1976 = select i1 %1971, i64 0, i64 %1975
  %1977 = icmp slt i64 %1976, 0
  %1978 = sext i32 %N to i64
  %1979 = icmp slt i64 %1978, 0
  %1980 = sext i32 %N to i64
  %1981 = icmp sgt i64 %1980, 4096
  %1982 = sext i32 %N to i64
  %1983 = select i1 %1981, i64 4096, i64 %1982
  %1984 = select i1 %1979, i64 0, i64 %1983
  %1985 = select i1 %1977, i64 0, i64 %1984
  %1986 = trunc i64 %1985 to i32
  %1987 = icmp sgt i32 %1986, 4096
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
  %2005 = select i1 %1987, i32 4096, i32 %2004
  %2006 = select i1 %1969, i32 0, i32 %2005
  %2007 = add i32 %2006, 31
  %2008 = sdiv i32 %2007, 32
  %2009 = sub i32 0, %2007
  %2010 = select i1 false, i32 %2009, i32 %2008
  %2011 = mul i32 %2010, 32
  %2012 = select i1 %1951, i32 32, i32 %2011
  %2013 = icmp slt i32 %2012, 4096
  %2014 = sext i32 %N to i64
  %2015 = icmp slt i64 %2014, 0
  %2016 = sext i32 %N to i64
  %2017 = icmp sgt i64 %2016, 4096
  %2018 = sext i32 %N to i64
  %2019 = select i1 %2017, i64 4096, i64 %2018
  %2020 = select i1 %2015, i64 0, i64 %2019
  %2021 = icmp slt i64 %2020, 0
  %2022 = sext i32 %N to i64
  %2023 = icmp slt i64 %2022, 0
  %2024 = sext i32 %N to i64
  %2025 = icmp sgt i64 %2024, 4096
  %2026 = sext i32 %N to i64
  %2027 = select i1 %2025, i64 4096, i64 %2026
  %2028 = select i1 %2023, i64 0, i64 %2027
  %2029 = select i1 %2021, i64 0, i64 %2028
  %2030 = trunc i64 %2029 to i32
  %2031 = icmp slt i32 %2030, 0
  %2032 = sext i32 %N to i64
  %2033 = icmp slt i64 %2032, 0
  %2034 = sext i32 %N to i64
  %2035 = icmp sgt i64 %2034, 4096
  %2036 = sext i32 %N to i64
  %2037 = select i1 %2035, i64 4096, i64 %2036
  %2038 = select i1 %2033, i64 0, i64 %2037
  %2039 = icmp slt i64 %2038, 0
  %2040 = sext i32 %N to i64
  %2041 = icmp slt i64 %2040, 0
  %2042 = sext i32 %N to i64
  %2043 = icmp sgt i64 %2042, 4096
  %2044 = sext i32 %N to i64
  %2045 = select i1 %2043, i64 4096, i64 %2044
  %2046 = select i1 %2041, i64 0, i64 %2045
  %2047 = select i1 %2039, i64 0, i64 %2046
  %2048 = trunc i64 %2047 to i32
  %2049 = icmp sgt i32 %2048, 4096
  %2050 = sext i32 %N to i64
  %2051 = icmp slt i64 %2050, 0
  %2052 = sext i32 %N to i64
  %2053 = icmp sgt i64 %2052, 4096
  %2054 = sext i32 %N to i64
  %2055 = select i1 %2053, i64 4096, i64 %2054
  %2056 = select i1 %2051, i64 0, i64 %2055
  %2057 = icmp slt i64 %2056, 0
  %2058 = sext i32 %N to i64
  %2059 = icmp slt i64 %2058, 0
  %2060 = sext i32 %N to i64
  %2061 = icmp sgt i64 %2060, 4096
  %2062 = sext i32 %N to i64
  %2063 = select i1 %2061, i64 4096, i64 %2062
  %2064 = select i1 %2059, i64 0, i64 %2063
  %2065 = select i1 %2057, i64 0, i64 %2064
  %2066 = trunc i64 %2065 to i32
  %2067 = select i1 %2049, i32 4096, i32 %2066
  %2068 = select i1 %2031, i32 0, i32 %2067
  %2069 = add i32 %2068, 31
  %2070 = sdiv i32 %2069, 32
  %2071 = sub i32 0, %2069
  %2072 = select i1 false, i32 %2071, i32 %2070
  %2073 = mul i32 %2072, 32
  %2074 = icmp slt i32 %2073, 32
  %2075 = sext i32 %N to i64
  %2076 = icmp slt i64 %2075, 0
  %2077 = sext i32 %N to i64
  %2078 = icmp sgt i64 %2077, 4096
  %2079 = sext i32 %N to i64
  %2080 = select i1 %2078, i64 4096, i64 %2079
  %2081 = select i1 %2076, i64 0, i64 %2080
  %2082 = icmp slt i64 %2081, 0
  %2083 = sext i32 %N to i64
  %2084 = icmp slt i64 %2083, 0
  %2085 = sext i32 %N to i64
  %2086 = icmp sgt i64 %2085, 4096
  %2087 = sext i32 %N to i64
  %2088 = select i1 %2086, i64 4096, i64 %2087
  %2089 = select i1 %2084, i64 0, i64 %2088
  %2090 = select i1 %2082, i64 0, i64 %2089
  %2091 = trunc i64 %2090 to i32
  %2092 = icmp slt i32 %2091, 0
  %2093 = sext i32 %N to i64
  %2094 = icmp slt i64 %2093, 0
  %2095 = sext i32 %N to i64
  %2096 = icmp sgt i64 %2095, 4096
  %2097 = sext i32 %N to i64
  %2098 = select i1 %2096, i64 4096, i64 %2097
  %2099 = select i1 %2094, i64 0, i64 %2098
  %2100 = icmp slt i64 %2099, 0
  %2101 = sext i32 %N to i64
  %2102 = icmp slt i64 %2101, 0
  %2103 = sext i32 %N to i64
  %2104 = icmp sgt i64 %2103, 4096
  %2105 = sext i32 %N to i64
  %2106 = select i1 %2104, i64 4096, i64 %2105
  %2107 = select i1 %2102, i64 0, i64 %2106
  %2108 = select i1 %2100, i64 0, i64 %2107
  %2109 = trunc i64 %2108 to i32
  %2110 = icmp sgt i32 %2109, 4096
  %2111 = sext i32 %N to i64
  %2112 = icmp slt i64 %2111, 0
  %2113 = sext i32 %N to i64
  %2114 = icmp sgt i64 %2113, 4096
  %2115 = sext i32 %N to i64
  %2116 = select i1 %2114, i64 4096, i64 %2115
  %2117 = select i1 %2112, i64 0, i64 %2116
  %2118 = icmp slt i64 %2117, 0
  %2119 = sext i32 %N to i64
  %2120 = icmp slt i64 %2119, 0
  %2121 = sext i32 %N to i64
  %2122 = icmp sgt i64 %2121, 4096
  %2123 = sext i32 %N to i64
  %2124 = select i1 %2122, i64 4096, i64 %2123
  %2125 = select i1 %2120, i64 0, i64 %2124
  %2126 = select i1 %2118, i64 0, i64 %2125
  %2127 = trunc i64 %2126 to i32
  %2128 = select i1 %2110, i32 4096, i32 %2127
  %2129 = select i1 %2092, i32 0, i32 %2128
  %2130 = add i32 %2129, 31
  %2131 = sdiv i32 %2130, 32
  %2132 = sub i32 0, %2130
  %2133 = select i1 false, i32 %2132, i32 %2131
  %2134 = mul i32 %2133, 32
  %2135 = select i1 %2074, i32 32, i32 %2134
  %2136 = select i1 %2013, i32 %2135, i32 4096
  %tl_pad_n31 = sub i32 %2136, %tl_pad_from29
  br label %for.cond238

for.end237:                                       ; preds = %for.cond235
  br label %for.cond241

for.cond238:                                      ; preds = %for.body239, %for.body236
  %tl_pad_k32 = phi i32 [ 0, %for.body236 ], [ %2144, %for.body239 ]
  %2137 = icmp slt i32 %tl_pad_k32, %tl_pad_n31
  br i1 %2137, label %for.body239, label %for.end240

for.body239:                                      ; preds = %for.cond238
  %2138 = sext i32 %tl_r28 to i64
  %2139 = mul nsw i64 %2138, 4096
  %2140 = add i32 %tl_pad_from29, %tl_pad_k32
  %2141 = sext i32 %2140 to i64
  %2142 = add nsw i64 %2139, %2141
  %2143 = getelementptr inbounds float, ptr %X_r, i64 %2142
  store float %tl_pad_v30, ptr %2143, align 4
  %2144 = add nsw i32 %tl_pad_k32, 1
  br label %for.cond238, !llvm.loop !57

for.end240:                                       ; preds = %for.cond238
  %2145 = add nsw i32 %tl_r28, 1
  br label %for.cond235, !llvm.loop !58

for.cond241:                                      ; preds = %for.body242, %for.end237
  %lane5 = phi i32 [ 0, %for.end237 ], [ %2155, %for.body242 ]
  %2146 = icmp slt i32 %lane5, 32
  br i1 %2146, label %for.body242, label %for.end243

for.body242:                                      ; preds = %for.cond241
  %2147 = sext i32 %i7 to i64
  %2148 = mul nsw i64 %2147, 4096
  %2149 = sext i32 %lane5 to i64
  %2150 = add nsw i64 %2148, %2149
  %2151 = getelementptr inbounds float, ptr %X_r, i64 %2150
  %2152 = load float, ptr %2151, align 4
  %2153 = sext i32 %lane5 to i64
  %2154 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %2153
  store float %2152, ptr %2154, align 4
  %2155 = add nsw i32 %lane5, 1
  br label %for.cond241, !llvm.loop !59

for.end243:                                       ; preds = %for.cond241
  %2156 = getelementptr inbounds float, ptr %m_r, i64 0
  %2157 = load float, ptr %2156, align 4
  %2158 = fsub float 0xFFF0000000000000, %2157
  %tl_pad33 = call float @tilec_expf(float %2158)
  %2159 = fadd float %tl_pad33, %tl_pad33
  %2160 = fcmp oeq float %2159, %tl_pad33
  %2161 = fcmp une float %tl_pad33, %tl_pad33
  %2162 = or i1 %2160, %2161
  %2163 = sext i32 %N to i64
  %2164 = icmp slt i64 %2163, 0
  %2165 = sext i32 %N to i64
  %2166 = icmp sgt i64 %2165, 4096
  %2167 = sext i32 %N to i64
  %2168 = select i1 %2166, i64 4096, i64 %2167
  %2169 = select i1 %2164, i64 0, i64 %2168
  %2170 = icmp slt i64 %2169, 0
  %2171 = sext i32 %N to i64
  %2172 = icmp slt i64 %2171, 0
  %2173 = sext i32 %N to i64
  %2174 = icmp sgt i64 %2173, 4096
  %2175 = sext i32 %N to i64
  %2176 = select i1 %2174, i64 4096, i64 %2175
  %2177 = select i1 %2172, i64 0, i64 %2176
  %2178 = select i1 %2170, i64 0, i64 %2177
  %2179 = trunc i64 %2178 to i32
  %2180 = icmp slt i32 %2179, 0
  %2181 = sext i32 %N to i64
  %2182 = icmp slt i64 %2181, 0
  %2183 = sext i32 %N to i64
  %2184 = icmp sgt i64 %2183, 4096
  %2185 = sext i32 %N to i64
  %2186 = select i1 %2184, i64 4096, i64 %2185
  %2187 = select i1 %2182, i64 0, i64 %2186
  %2188 = icmp slt i64 %2187, 0
  %2189 = sext i32 %N to i64
  %2190 = icmp slt i64 %2189, 0
  %2191 = sext i32 %N to i64
  %2192 = icmp sgt i64 %2191, 4096
  %2193 = sext i32 %N to i64
  %2194 = select i1 %2192, i64 4096, i64 %2193
  %2195 = select i1 %2190, i64 0, i64 %2194
  %2196 = select i1 %2188, i64 0, i64 %2195
  %2197 = trunc i64 %2196 to i32
  %2198 = icmp sgt i32 %2197, 4096
  %2199 = sext i32 %N to i64
  %2200 = icmp slt i64 %2199, 0
  %2201 = sext i32 %N to i64
  %2202 = icmp sgt i64 %2201, 4096
  %2203 = sext i32 %N to i64
  %2204 = select i1 %2202, i64 4096, i64 %2203
  %2205 = select i1 %2200, i64 0, i64 %2204
  %2206 = icmp slt i64 %2205, 0
  %2207 = sext i32 %N to i64
  %2208 = icmp slt i64 %2207, 0
  %2209 = sext i32 %N to i64
  %2210 = icmp sgt i64 %2209, 4096
  %2211 = sext i32 %N to i64
  %2212 = select i1 %2210, i64 4096, i64 %2211
  %2213 = select i1 %2208, i64 0, i64 %2212
  %2214 = select i1 %2206, i64 0, i64 %2213
  %2215 = trunc i64 %2214 to i32
  %2216 = select i1 %2198, i32 4096, i32 %2215
  %2217 = select i1 %2180, i32 0, i32 %2216
  %2218 = add i32 %2217, 31
  %2219 = sdiv i32 %2218, 32
  %2220 = sub i32 0, %2218
  %2221 = select i1 false, i32 %2220, i32 %2219
  %2222 = sub i32 %2221, 1
  %2223 = icmp slt i32 %2222, 0
  %2224 = sext i32 %N to i64
  %2225 = icmp slt i64 %2224, 0
  %2226 = sext i32 %N to i64
  %2227 = icmp sgt i64 %2226, 4096
  %2228 = sext i32 %N to i64
  %2229 = select i1 %2227, i64 4096, i64 %2228
  %2230 = select i1 %2225, i64 0, i64 %2229
  %2231 = icmp slt i64 %2230, 0
  %2232 = sext i32 %N to i64
  %2233 = icmp slt i64 %2232, 0
  %2234 = sext i32 %N to i64
  %2235 = icmp sgt i64 %2234, 4096
  %2236 = sext i32 %N to i64
  %2237 = select i1 %2235, i64 4096, i64 %2236
  %2238 = select i1 %2233, i64 0, i64 %2237
  %2239 = select i1 %2231, i64 0, i64 %2238
  %2240 = trunc i64 %2239 to i32
  %2241 = icmp slt i32 %2240, 0
  %2242 = sext i32 %N to i64
  %2243 = icmp slt i64 %2242, 0
  %2244 = sext i32 %N to i64
  %2245 = icmp sgt i64 %2244, 4096
  %2246 = sext i32 %N to i64
  %2247 = select i1 %2245, i64 4096, i64 %2246
  %2248 = select i1 %2243, i64 0, i64 %2247
  %2249 = icmp slt i64 %2248, 0
  %2250 = sext i32 %N to i64
  %2251 = icmp slt i64 %2250, 0
  %2252 = sext i32 %N to i64
  %2253 = icmp sgt i64 %2252, 4096
  %2254 = sext i32 %N to i64
  %2255 = select i1 %2253, i64 4096, i64 %2254
  %2256 = select i1 %2251, i64 0, i64 %2255
  %2257 = select i1 %2249, i64 0, i64 %2256
  %2258 = trunc i64 %2257 to i32
  %2259 = icmp sgt i32 %2258, 4096
  %2260 = sext i32 %N to i64
  %2261 = icmp slt i64 %2260, 0
  %2262 = sext i32 %N to i64
  %2263 = icmp sgt i64 %2262, 4096
  %2264 = sext i32 %N to i64
  %2265 = select i1 %2263, i64 4096, i64 %2264
  %2266 = select i1 %2261, i64 0, i64 %2265
  %2267 = icmp slt i64 %2266, 0
  %2268 = sext i32 %N to i64
  %2269 = icmp slt i64 %2268, 0
  %2270 = sext i32 %N to i64
  %2271 = icmp sgt i64 %2270, 4096
  %2272 = sext i32 %N to i64
  %2273 = select i1 %2271, i64 4096, i64 %2272
  %2274 = select i1 %2269, i64 0, i64 %2273
  %2275 = select i1 %2267, i64 0, i64 %2274
  %2276 = trunc i64 %2275 to i32
  %2277 = select i1 %2259, i32 4096, i32 %2276
  %2278 = select i1 %2241, i32 0, i32 %2277
  %2279 = add i32 %2278, 31
  %2280 = sdiv i32 %2279, 32
  %2281 = sub i32 0, %2279
  %2282 = select i1 false, i32 %2281, i32 %2280
  %2283 = sub i32 %2282, 1
  %2284 = select i1 %2223, i32 0, i32 %2283
  %tl_steps34 = select i1 %2162, i32 %2284, i32 127
  %2285 = icmp eq i32 %tl_steps34, 127
  br i1 %2285, label %if.then244, label %if.else245

if.then244:                                       ; preds = %for.end243
  br label %for.cond247

if.else245:                                       ; preds = %for.end243
  br label %if.end246

if.end246:                                        ; preds = %if.else245, %for.end249
  br label %for.cond253

for.cond247:                                      ; preds = %for.end252, %if.then244
  %tl_r35 = phi i32 [ 0, %if.then244 ], [ %2352, %for.end252 ]
  %2286 = icmp slt i32 %tl_r35, 1
  br i1 %2286, label %for.body248, label %for.end249

for.body248:                                      ; preds = %for.cond247
  %2287 = sext i32 %N to i64
  %2288 = icmp slt i64 %2287, 0
  %2289 = sext i32 %N to i64
  %2290 = icmp sgt i64 %2289, 4096
  %2291 = sext i32 %N to i64
  %2292 = select i1 %2290, i64 4096, i64 %2291
  %2293 = select i1 %2288, i64 0, i64 %2292
  %2294 = icmp slt i64 %2293, 0
  %2295 = sext i32 %N to i64
  %2296 = icmp slt i64 %2295, 0
  %2297 = sext i32 %N to i64
  %2298 = icmp sgt i64 %2297, 4096
  %2299 = sext i32 %N to i64
  %2300 = select i1 %2298, i64 4096, i64 %2299
  %2301 = select i1 %2296, i64 0, i64 %2300
  %2302 = select i1 %2294, i64 0, i64 %2301
  %2303 = trunc i64 %2302 to i32
  %2304 = icmp slt i32 %2303, 0
  %2305 = sext i32 %N to i64
  %2306 = icmp slt i64 %2305, 0
  %2307 = sext i32 %N to i64
  %2308 = icmp sgt i64 %2307, 4096
  %2309 = sext i32 %N to i64
  %2310 = select i1 %2308, i64 4096, i64 %2309
  %2311 = select i1 %2306, i64 0, i64 %2310
  %2312 = icmp slt i64 %2311, 0
  %2313 = sext i32 %N to i64
  %2314 = icmp slt i64 %2313, 0
  %2315 = sext i32 %N to i64
  %2316 = icmp sgt i64 %2315, 4096
  %2317 = sext i32 %N to i64
  %2318 = select i1 %2316, i64 4096, i64 %2317
  %2319 = select i1 %2314, i64 0, i64 %2318
  %2320 = select i1 %2312, i64 0, i64 %2319
  %2321 = trunc i64 %2320 to i32
  %2322 = icmp sgt i32 %2321, 4096
  %2323 = sext i32 %N to i64
  %2324 = icmp slt i64 %2323, 0
  %2325 = sext i32 %N to i64
  %2326 = icmp sgt i64 %2325, 4096
  %2327 = sext i32 %N to i64
  %2328 = select i1 %2326, i64 4096, i64 %2327
  %2329 = select i1 %2324, i64 0, i64 %2328
  %2330 = icmp slt i64 %2329, 0
  %2331 = sext i32 %N to i64
  %2332 = icmp slt i64 %2331, 0
  %2333 = sext i32 %N to i64
  %2334 = icmp sgt i64 %2333, 4096
  %2335 = sext i32 %N to i64
  %2336 = select i1 %2334, i64 4096, i64 %2335
  %2337 = select i1 %2332, i64 0, i64 %2336
  %2338 = select i1 %2330, i64 0, i64 %2337
  %2339 = trunc i64 %2338 to i32
  %2340 = select i1 %2322, i32 4096, i32 %2339
  %tl_pad_from36 = select i1 %2304, i32 0, i32 %2340
  %2341 = getelementptr inbounds float, ptr %m_r, i64 0
  %2342 = load float, ptr %2341, align 4
  %2343 = fsub float 0xFFF0000000000000, %2342
  %tl_pad_v37 = call float @tilec_expf(float %2343)
  %tl_pad_n38 = sub i32 4096, %tl_pad_from36
  br label %for.cond250

for.end249:                                       ; preds = %for.cond247
  br label %if.end246

for.cond250:                                      ; preds = %for.body251, %for.body248
  %tl_pad_k39 = phi i32 [ 0, %for.body248 ], [ %2351, %for.body251 ]
  %2344 = icmp slt i32 %tl_pad_k39, %tl_pad_n38
  br i1 %2344, label %for.body251, label %for.end252

for.body251:                                      ; preds = %for.cond250
  %2345 = sext i32 %tl_r35 to i64
  %2346 = mul nsw i64 %2345, 4096
  %2347 = add i32 %tl_pad_from36, %tl_pad_k39
  %2348 = sext i32 %2347 to i64
  %2349 = add nsw i64 %2346, %2348
  %2350 = getelementptr inbounds float, ptr %X_r, i64 %2349
  store float %tl_pad_v37, ptr %2350, align 4
  %2351 = add nsw i32 %tl_pad_k39, 1
  br label %for.cond250, !llvm.loop !60

for.end252:                                       ; preds = %for.cond250
  %2352 = add nsw i32 %tl_r35, 1
  br label %for.cond247, !llvm.loop !61

for.cond253:                                      ; preds = %for.end258, %if.end246
  %red5 = phi i32 [ 0, %if.end246 ], [ %2372, %for.end258 ]
  %2353 = icmp slt i32 %red5, %tl_steps34
  br i1 %2353, label %for.body254, label %for.end255

for.body254:                                      ; preds = %for.cond253
  br label %for.cond256

for.end255:                                       ; preds = %for.cond253
  %2354 = icmp slt i32 %tl_steps34, 127
  br i1 %2354, label %if.then260, label %if.else261

for.cond256:                                      ; preds = %for.body257, %for.body254
  %lane5259 = phi i32 [ 0, %for.body254 ], [ %2371, %for.body257 ]
  %2355 = icmp slt i32 %lane5259, 32
  br i1 %2355, label %for.body257, label %for.end258

for.body257:                                      ; preds = %for.cond256
  %2356 = sext i32 %lane5259 to i64
  %2357 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %2356
  %2358 = load float, ptr %2357, align 4
  %2359 = sext i32 %i7 to i64
  %2360 = mul nsw i64 %2359, 4096
  %2361 = add i32 %red5, 1
  %2362 = mul i32 %2361, 32
  %2363 = add i32 %2362, %lane5259
  %2364 = sext i32 %2363 to i64
  %2365 = add nsw i64 %2360, %2364
  %2366 = getelementptr inbounds float, ptr %X_r, i64 %2365
  %2367 = load float, ptr %2366, align 4
  %2368 = fadd float %2358, %2367
  %2369 = sext i32 %lane5259 to i64
  %2370 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %2369
  store float %2368, ptr %2370, align 4
  %2371 = add nsw i32 %lane5259, 1
  br label %for.cond256, !llvm.loop !62

for.end258:                                       ; preds = %for.cond256
  %2372 = add nsw i32 %red5, 1
  br label %for.cond253, !llvm.loop !63

if.then260:                                       ; preds = %for.end255
  %2373 = getelementptr inbounds float, ptr %tl_lanes_18, i64 0
  %2374 = load float, ptr %2373, align 4
  %2375 = fadd float %2374, %tl_pad33
  %2376 = getelementptr inbounds float, ptr %tl_lanes_18, i64 0
  store float %2375, ptr %2376, align 4
  br label %if.end262

if.else261:                                       ; preds = %for.end255
  br label %if.end262

if.end262:                                        ; preds = %if.else261, %if.then260
  %2377 = sext i32 %i7 to i64
  %2378 = getelementptr inbounds float, ptr %l_r, i64 %2377
  store float 0.000000e+00, ptr %2378, align 4
  br label %for.cond263

for.cond263:                                      ; preds = %for.body264, %if.end262
  %lane5266 = phi i32 [ 0, %if.end262 ], [ %2389, %for.body264 ]
  %2379 = icmp slt i32 %lane5266, 32
  br i1 %2379, label %for.body264, label %for.end265

for.body264:                                      ; preds = %for.cond263
  %2380 = sext i32 %i7 to i64
  %2381 = getelementptr inbounds float, ptr %l_r, i64 %2380
  %2382 = load float, ptr %2381, align 4
  %2383 = sext i32 %lane5266 to i64
  %2384 = getelementptr inbounds float, ptr %tl_lanes_18, i64 %2383
  %2385 = load float, ptr %2384, align 4
  %2386 = fadd float %2382, %2385
  %2387 = sext i32 %i7 to i64
  %2388 = getelementptr inbounds float, ptr %l_r, i64 %2387
  store float %2386, ptr %2388, align 4
  %2389 = add nsw i32 %lane5266, 1
  br label %for.cond263, !llvm.loop !64

for.end265:                                       ; preds = %for.cond263
  %2390 = add nsw i32 %i7, 1
  br label %for.cond232, !llvm.loop !65

for.cond267:                                      ; preds = %if.end273, %for.end234
  %i270 = phi i32 [ 0, %for.end234 ], [ %2419, %if.end273 ]
  %2391 = icmp slt i32 %i270, 1
  br i1 %2391, label %for.body268, label %for.end269

for.body268:                                      ; preds = %for.cond267
  %2392 = sext i32 %N to i64
  %2393 = icmp slt i64 %2392, 0
  %2394 = sext i32 %N to i64
  %2395 = icmp sgt i64 %2394, 4096
  %2396 = sext i32 %N to i64
  %2397 = select i1 %2395, i64 4096, i64 %2396
  %2398 = select i1 %2393, i64 0, i64 %2397
  %2399 = icmp slt i64 %2398, 0
  %2400 = sext i32 %N to i64
  %2401 = icmp slt i64 %2400, 0
  %2402 = sext i32 %N to i64
  %2403 = icmp sgt i64 %2402, 4096
  %2404 = sext i32 %N to i64
  %2405 = select i1 %2403, i64 4096, i64 %2404
  %2406 = select i1 %2401, i64 0, i64 %2405
  %2407 = select i1 %2399, i64 0, i64 %2406
  %tl_hi11 = trunc i64 %2407 to i32
  %2408 = mul i32 %bx, 4
  %2409 = add i32 %2408, %r
  %2410 = add i32 %2409, %i270
  %2411 = icmp sle i32 0, %2410
  %2412 = mul i32 %bx, 4
  %2413 = add i32 %2412, %r
  %2414 = add i32 %2413, %i270
  %2415 = icmp slt i32 %2414, %M
  %2416 = and i1 %2411, %2415
  br i1 %2416, label %if.then271, label %if.else272

for.end269:                                       ; preds = %for.cond267
  %2417 = add nsw i32 %r, 1
  br label %for.cond168, !llvm.loop !66

if.then271:                                       ; preds = %for.body268
  %2418 = sub i32 %tl_hi11, 0
  br label %for.cond274

if.else272:                                       ; preds = %for.body268
  br label %if.end273

if.end273:                                        ; preds = %if.else272, %for.end276
  %2419 = add nsw i32 %i270, 1
  br label %for.cond267, !llvm.loop !67

for.cond274:                                      ; preds = %for.body275, %if.then271
  %j8 = phi i32 [ 0, %if.then271 ], [ %2442, %for.body275 ]
  %2420 = icmp slt i32 %j8, %2418
  br i1 %2420, label %for.body275, label %for.end276

for.body275:                                      ; preds = %for.cond274
  %2421 = sext i32 %i270 to i64
  %2422 = mul nsw i64 %2421, 4096
  %2423 = add i32 0, %j8
  %2424 = sext i32 %2423 to i64
  %2425 = add nsw i64 %2422, %2424
  %2426 = getelementptr inbounds float, ptr %X_r, i64 %2425
  %2427 = load float, ptr %2426, align 4
  %2428 = getelementptr inbounds float, ptr %l_r, i64 0
  %2429 = load float, ptr %2428, align 4
  %2430 = fdiv float 1.000000e+00, %2429
  %2431 = fmul float %2427, %2430
  %2432 = mul i32 %bx, 4
  %2433 = add i32 %2432, %r
  %2434 = add i32 %2433, %i270
  %2435 = sext i32 %2434 to i64
  %2436 = sext i32 %N to i64
  %2437 = mul nsw i64 %2435, %2436
  %2438 = add i32 0, %j8
  %2439 = sext i32 %2438 to i64
  %2440 = add nsw i64 %2437, %2439
  %2441 = getelementptr inbounds float, ptr %Y, i64 %2440
  store float %2431, ptr %2441, align 4
  %2442 = add nsw i32 %j8, 1
  br label %for.cond274, !llvm.loop !68

for.end276:                                       ; preds = %for.cond274
  br label %if.end273

for.cond277:                                      ; preds = %for.end282, %for.end170
  %tl_r40 = phi i32 [ 0, %for.end170 ], [ %2509, %for.end282 ]
  %2443 = icmp slt i32 %tl_r40, 1
  br i1 %2443, label %for.body278, label %for.end279

for.body278:                                      ; preds = %for.cond277
  %2444 = sext i32 %N to i64
  %2445 = icmp slt i64 %2444, 0
  %2446 = sext i32 %N to i64
  %2447 = icmp sgt i64 %2446, 4096
  %2448 = sext i32 %N to i64
  %2449 = select i1 %2447, i64 4096, i64 %2448
  %2450 = select i1 %2445, i64 0, i64 %2449
  %2451 = icmp slt i64 %2450, 0
  %2452 = sext i32 %N to i64
  %2453 = icmp slt i64 %2452, 0
  %2454 = sext i32 %N to i64
  %2455 = icmp sgt i64 %2454, 4096
  %2456 = sext i32 %N to i64
  %2457 = select i1 %2455, i64 4096, i64 %2456
  %2458 = select i1 %2453, i64 0, i64 %2457
  %2459 = select i1 %2451, i64 0, i64 %2458
  %2460 = trunc i64 %2459 to i32
  %2461 = icmp slt i32 %2460, 0
  %2462 = sext i32 %N to i64
  %2463 = icmp slt i64 %2462, 0
  %2464 = sext i32 %N to i64
  %2465 = icmp sgt i64 %2464, 4096
  %2466 = sext i32 %N to i64
  %2467 = select i1 %2465, i64 4096, i64 %2466
  %2468 = select i1 %2463, i64 0, i64 %2467
  %2469 = icmp slt i64 %2468, 0
  %2470 = sext i32 %N to i64
  %2471 = icmp slt i64 %2470, 0
  %2472 = sext i32 %N to i64
  %2473 = icmp sgt i64 %2472, 4096
  %2474 = sext i32 %N to i64
  %2475 = select i1 %2473, i64 4096, i64 %2474
  %2476 = select i1 %2471, i64 0, i64 %2475
  %2477 = select i1 %2469, i64 0, i64 %2476
  %2478 = trunc i64 %2477 to i32
  %2479 = icmp sgt i32 %2478, 4096
  %2480 = sext i32 %N to i64
  %2481 = icmp slt i64 %2480, 0
  %2482 = sext i32 %N to i64
  %2483 = icmp sgt i64 %2482, 4096
  %2484 = sext i32 %N to i64
  %2485 = select i1 %2483, i64 4096, i64 %2484
  %2486 = select i1 %2481, i64 0, i64 %2485
  %2487 = icmp slt i64 %2486, 0
  %2488 = sext i32 %N to i64
  %2489 = icmp slt i64 %2488, 0
  %2490 = sext i32 %N to i64
  %2491 = icmp sgt i64 %2490, 4096
  %2492 = sext i32 %N to i64
  %2493 = select i1 %2491, i64 4096, i64 %2492
  %2494 = select i1 %2489, i64 0, i64 %2493
  %2495 = select i1 %2487, i64 0, i64 %2494
  %2496 = trunc i64 %2495 to i32
  %2497 = select i1 %2479, i32 4096, i32 %2496
  %tl_pad_from41 = select i1 %2461, i32 0, i32 %2497
  %2498 = getelementptr inbounds float, ptr %m_r, i64 0
  %2499 = load float, ptr %2498, align 4
  %2500 = fsub float 0xFFF0000000000000, %2499
  %tl_pad_v42 = call float @tilec_expf(float %2500)
  %tl_pad_n43 = sub i32 4096, %tl_pad_from41
  br label %for.cond280

for.end279:                                       ; preds = %for.cond277
  br label %if.end167

for.cond280:                                      ; preds = %for.body281, %for.body278
  %tl_pad_k44 = phi i32 [ 0, %for.body278 ], [ %2508, %for.body281 ]
  %2501 = icmp slt i32 %tl_pad_k44, %tl_pad_n43
  br i1 %2501, label %for.body281, label %for.end282

for.body281:                                      ; preds = %for.cond280
  %2502 = sext i32 %tl_r40 to i64
  %2503 = mul nsw i64 %2502, 4096
  %2504 = add i32 %tl_pad_from41, %tl_pad_k44
  %2505 = sext i32 %2504 to i64
  %2506 = add nsw i64 %2503, %2505
  %2507 = getelementptr inbounds float, ptr %X_r, i64 %2506
  store float %tl_pad_v42, ptr %2507, align 4
  %2508 = add nsw i32 %tl_pad_k44, 1
  br label %for.cond280, !llvm.loop !69

for.end282:                                       ; preds = %for.cond280
  %2509 = add nsw i32 %tl_r40, 1
  br label %for.cond277, !llvm.loop !70

for.cond283:                                      ; preds = %for.body284, %if.else166
  %i11 = phi i32 [ 0, %if.else166 ], [ %2513, %for.body284 ]
  %2510 = icmp slt i32 %i11, 4
  br i1 %2510, label %for.body284, label %for.end285

for.body284:                                      ; preds = %for.cond283
  %2511 = sext i32 %i11 to i64
  %2512 = getelementptr inbounds float, ptr %m, i64 %2511
  store float 0xFFF0000000000000, ptr %2512, align 4
  %2513 = add nsw i32 %i11, 1
  br label %for.cond283, !llvm.loop !71

for.end285:                                       ; preds = %for.cond283
  br label %for.cond286

for.cond286:                                      ; preds = %for.body287, %for.end285
  %i11289 = phi i32 [ 0, %for.end285 ], [ %2517, %for.body287 ]
  %2514 = icmp slt i32 %i11289, 4
  br i1 %2514, label %for.body287, label %for.end288

for.body287:                                      ; preds = %for.cond286
  %2515 = sext i32 %i11289 to i64
  %2516 = getelementptr inbounds float, ptr %l, i64 %2515
  store float 0.000000e+00, ptr %2516, align 4
  %2517 = add nsw i32 %i11289, 1
  br label %for.cond286, !llvm.loop !72

for.end288:                                       ; preds = %for.cond286
  %2518 = sext i32 %N to i64
  %2519 = sdiv i64 %2518, 512
  %2520 = sub i64 0, %2518
  %2521 = select i1 false, i64 %2520, i64 %2519
  %2522 = srem i64 %2518, 512
  %2523 = icmp ne i64 %2522, 0
  %2524 = icmp slt i64 %2518, 0
  %2525 = icmp eq i1 %2524, false
  %2526 = and i1 %2523, %2525
  %2527 = zext i1 %2526 to i64
  %2528 = add i64 %2521, %2527
  %2529 = trunc i64 %2528 to i32
  br label %for.cond290

for.cond290:                                      ; preds = %for.end387, %for.end288
  %c = phi i32 [ 0, %for.end288 ], [ %2871, %for.end387 ]
  %2530 = icmp slt i32 %c, %2529
  br i1 %2530, label %for.body291, label %for.end292

for.body291:                                      ; preds = %for.cond290
  %2531 = mul i32 %bx, 4
  %2532 = icmp sle i32 0, %2531
  %2533 = mul i32 %bx, 4
  %2534 = sext i32 %2533 to i64
  %2535 = add i64 %2534, 4
  %2536 = sext i32 %M to i64
  %2537 = icmp sle i64 %2535, %2536
  %2538 = and i1 %2532, %2537
  %2539 = mul i32 %c, 512
  %2540 = icmp sle i32 0, %2539
  %2541 = mul i32 %c, 512
  %2542 = sext i32 %2541 to i64
  %2543 = add i64 %2542, 512
  %2544 = sext i32 %N to i64
  %2545 = icmp sle i64 %2543, %2544
  %2546 = and i1 %2540, %2545
  %2547 = and i1 %2538, %2546
  br i1 %2547, label %if.then293, label %if.else294

for.end292:                                       ; preds = %for.cond290
  %2548 = sext i32 %N to i64
  %2549 = sdiv i64 %2548, 512
  %2550 = sub i64 0, %2548
  %2551 = select i1 false, i64 %2550, i64 %2549
  %2552 = srem i64 %2548, 512
  %2553 = icmp ne i64 %2552, 0
  %2554 = icmp slt i64 %2548, 0
  %2555 = icmp eq i1 %2554, false
  %2556 = and i1 %2553, %2555
  %2557 = zext i1 %2556 to i64
  %2558 = add i64 %2551, %2557
  %2559 = trunc i64 %2558 to i32
  br label %for.cond389

if.then293:                                       ; preds = %for.body291
  br label %for.cond296

if.else294:                                       ; preds = %for.body291
  br label %for.cond309

if.end295:                                        ; preds = %for.end311, %for.end298
  br label %for.cond331

for.cond296:                                      ; preds = %for.end308, %if.then293
  %i11299 = phi i32 [ 0, %if.then293 ], [ %2607, %for.end308 ]
  %2560 = icmp slt i32 %i11299, 4
  br i1 %2560, label %for.body297, label %for.end298

for.body297:                                      ; preds = %for.cond296
  %2561 = add i32 %c, 1
  %2562 = sext i32 %N to i64
  %2563 = sdiv i64 %2562, 512
  %2564 = sub i64 0, %2562
  %2565 = select i1 false, i64 %2564, i64 %2563
  %2566 = srem i64 %2562, 512
  %2567 = icmp ne i64 %2566, 0
  %2568 = icmp slt i64 %2562, 0
  %2569 = icmp eq i1 %2568, false
  %2570 = and i1 %2567, %2569
  %2571 = zext i1 %2570 to i64
  %2572 = add i64 %2565, %2571
  %2573 = trunc i64 %2572 to i32
  %2574 = icmp slt i32 %2561, %2573
  br i1 %2574, label %if.then300, label %if.else301

for.end298:                                       ; preds = %for.cond296
  br label %if.end295

if.then300:                                       ; preds = %for.body297
  br label %for.cond303

if.else301:                                       ; preds = %for.body297
  br label %if.end302

if.end302:                                        ; preds = %if.else301, %for.end305
  br label %for.cond306

for.cond303:                                      ; preds = %for.body304, %if.then300
  %pf = phi i32 [ 0, %if.then300 ], [ %2588, %for.body304 ]
  %2575 = icmp slt i32 %pf, 32
  br i1 %2575, label %for.body304, label %for.end305

for.body304:                                      ; preds = %for.cond303
  %2576 = mul i32 %bx, 4
  %2577 = add i32 %2576, %i11299
  %2578 = sext i32 %2577 to i64
  %2579 = sext i32 %N to i64
  %2580 = mul i64 %2578, %2579
  %2581 = add i32 %c, 1
  %2582 = mul i32 %2581, 512
  %2583 = mul i32 %pf, 16
  %2584 = add i32 %2582, %2583
  %2585 = sext i32 %2584 to i64
  %2586 = add i64 %2580, %2585
  %2587 = getelementptr float, ptr %X, i64 %2586
  call void @llvm.prefetch.p0(ptr %2587, i32 0, i32 0, i32 1)
  %2588 = add nsw i32 %pf, 1
  br label %for.cond303, !llvm.loop !73

for.end305:                                       ; preds = %for.cond303
  br label %if.end302

for.cond306:                                      ; preds = %for.body307, %if.end302
  %j1 = phi i32 [ 0, %if.end302 ], [ %2606, %for.body307 ]
  %2589 = icmp slt i32 %j1, 512
  br i1 %2589, label %for.body307, label %for.end308

for.body307:                                      ; preds = %for.cond306
  %2590 = mul i32 %bx, 4
  %2591 = add i32 %2590, %i11299
  %2592 = sext i32 %2591 to i64
  %2593 = sext i32 %N to i64
  %2594 = mul nsw i64 %2592, %2593
  %2595 = mul i32 %c, 512
  %2596 = add i32 %2595, %j1
  %2597 = sext i32 %2596 to i64
  %2598 = add nsw i64 %2594, %2597
  %2599 = getelementptr inbounds float, ptr %X, i64 %2598
  %2600 = load float, ptr %2599, align 4
  %2601 = sext i32 %i11299 to i64
  %2602 = mul nsw i64 %2601, 512
  %2603 = sext i32 %j1 to i64
  %2604 = add nsw i64 %2602, %2603
  %2605 = getelementptr inbounds float, ptr %X_f, i64 %2604
  store float %2600, ptr %2605, align 4
  %2606 = add nsw i32 %j1, 1
  br label %for.cond306, !llvm.loop !74

for.end308:                                       ; preds = %for.cond306
  %2607 = add nsw i32 %i11299, 1
  br label %for.cond296, !llvm.loop !75

for.cond309:                                      ; preds = %for.end329, %if.else294
  %i11312 = phi i32 [ 0, %if.else294 ], [ %2716, %for.end329 ]
  %2608 = icmp slt i32 %i11312, 4
  br i1 %2608, label %for.body310, label %for.end311

for.body310:                                      ; preds = %for.cond309
  %2609 = mul i32 %c, 512
  %2610 = sext i32 %2609 to i64
  %2611 = sub i64 0, %2610
  %2612 = icmp slt i64 %2611, 0
  %2613 = mul i32 %c, 512
  %2614 = sext i32 %2613 to i64
  %2615 = sub i64 0, %2614
  %2616 = icmp sgt i64 %2615, 512
  %2617 = mul i32 %c, 512
  %2618 = sext i32 %2617 to i64
  %2619 = sub i64 0, %2618
  %2620 = select i1 %2616, i64 512, i64 %2619
  %2621 = select i1 %2612, i64 0, i64 %2620
  %tl_lo12 = trunc i64 %2621 to i32
  %2622 = sext i32 %N to i64
  %2623 = mul i32 %c, 512
  %2624 = sext i32 %2623 to i64
  %2625 = sub i64 %2622, %2624
  %2626 = icmp slt i64 %2625, 0
  %2627 = sext i32 %N to i64
  %2628 = mul i32 %c, 512
  %2629 = sext i32 %2628 to i64
  %2630 = sub i64 %2627, %2629
  %2631 = icmp sgt i64 %2630, 512
  %2632 = sext i32 %N to i64
  %2633 = mul i32 %c, 512
  %2634 = sext i32 %2633 to i64
  %2635 = sub i64 %2632, %2634
  %2636 = select i1 %2631, i64 512, i64 %2635
  %2637 = select i1 %2626, i64 0, i64 %2636
  %2638 = sext i32 %tl_lo12 to i64
  %2639 = icmp slt i64 %2637, %2638
  %2640 = sext i32 %tl_lo12 to i64
  %2641 = sext i32 %N to i64
  %2642 = mul i32 %c, 512
  %2643 = sext i32 %2642 to i64
  %2644 = sub i64 %2641, %2643
  %2645 = icmp slt i64 %2644, 0
  %2646 = sext i32 %N to i64
  %2647 = mul i32 %c, 512
  %2648 = sext i32 %2647 to i64
  %2649 = sub i64 %2646, %2648
  %2650 = icmp sgt i64 %2649, 512
  %2651 = sext i32 %N to i64
  %2652 = mul i32 %c, 512
  %2653 = sext i32 %2652 to i64
  %2654 = sub i64 %2651, %2653
  %2655 = select i1 %2650, i64 512, i64 %2654
  %2656 = select i1 %2645, i64 0, i64 %2655
  %2657 = select i1 %2639, i64 %2640, i64 %2656
  %tl_hi13 = trunc i64 %2657 to i32
  br label %for.cond313

for.end311:                                       ; preds = %for.cond309
  br label %if.end295

for.cond313:                                      ; preds = %for.body314, %for.body310
  %j1316 = phi i32 [ 0, %for.body310 ], [ %2664, %for.body314 ]
  %2658 = icmp slt i32 %j1316, %tl_lo12
  br i1 %2658, label %for.body314, label %for.end315

for.body314:                                      ; preds = %for.cond313
  %2659 = sext i32 %i11312 to i64
  %2660 = mul nsw i64 %2659, 512
  %2661 = sext i32 %j1316 to i64
  %2662 = add nsw i64 %2660, %2661
  %2663 = getelementptr inbounds float, ptr %X_f, i64 %2662
  store float 0.000000e+00, ptr %2663, align 4
  %2664 = add nsw i32 %j1316, 1
  br label %for.cond313, !llvm.loop !76

for.end315:                                       ; preds = %for.cond313
  %2665 = mul i32 %bx, 4
  %2666 = sext i32 %2665 to i64
  %2667 = sext i32 %i11312 to i64
  %2668 = add i64 %2666, %2667
  %2669 = icmp sle i64 0, %2668
  %2670 = mul i32 %bx, 4
  %2671 = sext i32 %2670 to i64
  %2672 = sext i32 %i11312 to i64
  %2673 = add i64 %2671, %2672
  %2674 = sext i32 %M to i64
  %2675 = icmp slt i64 %2673, %2674
  %2676 = and i1 %2669, %2675
  br i1 %2676, label %if.then317, label %if.else318

if.then317:                                       ; preds = %for.end315
  %2677 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond320

if.else318:                                       ; preds = %for.end315
  %2678 = sub i32 %tl_hi13, %tl_lo12
  br label %for.cond323

if.end319:                                        ; preds = %for.end325, %for.end322
  %2679 = sub i32 512, %tl_hi13
  br label %for.cond327

for.cond320:                                      ; preds = %for.body321, %if.then317
  %j11 = phi i32 [ 0, %if.then317 ], [ %2699, %for.body321 ]
  %2680 = icmp slt i32 %j11, %2677
  br i1 %2680, label %for.body321, label %for.end322

for.body321:                                      ; preds = %for.cond320
  %2681 = mul i32 %bx, 4
  %2682 = add i32 %2681, %i11312
  %2683 = sext i32 %2682 to i64
  %2684 = sext i32 %N to i64
  %2685 = mul nsw i64 %2683, %2684
  %2686 = mul i32 %c, 512
  %2687 = add i32 %tl_lo12, %j11
  %2688 = add i32 %2686, %2687
  %2689 = sext i32 %2688 to i64
  %2690 = add nsw i64 %2685, %2689
  %2691 = getelementptr inbounds float, ptr %X, i64 %2690
  %2692 = load float, ptr %2691, align 4
  %2693 = sext i32 %i11312 to i64
  %2694 = mul nsw i64 %2693, 512
  %2695 = add i32 %tl_lo12, %j11
  %2696 = sext i32 %2695 to i64
  %2697 = add nsw i64 %2694, %2696
  %2698 = getelementptr inbounds float, ptr %X_f, i64 %2697
  store float %2692, ptr %2698, align 4
  %2699 = add nsw i32 %j11, 1
  br label %for.cond320, !llvm.loop !77

for.end322:                                       ; preds = %for.cond320
  br label %if.end319

for.cond323:                                      ; preds = %for.body324, %if.else318
  %j11326 = phi i32 [ 0, %if.else318 ], [ %2707, %for.body324 ]
  %2700 = icmp slt i32 %j11326, %2678
  br i1 %2700, label %for.body324, label %for.end325

for.body324:                                      ; preds = %for.cond323
  %2701 = sext i32 %i11312 to i64
  %2702 = mul nsw i64 %2701, 512
  %2703 = add i32 %tl_lo12, %j11326
  %2704 = sext i32 %2703 to i64
  %2705 = add nsw i64 %2702, %2704
  %2706 = getelementptr inbounds float, ptr %X_f, i64 %2705
  store float 0.000000e+00, ptr %2706, align 4
  %2707 = add nsw i32 %j11326, 1
  br label %for.cond323, !llvm.loop !78

for.end325:                                       ; preds = %for.cond323
  br label %if.end319

for.cond327:                                      ; preds = %for.body328, %if.end319
  %j11330 = phi i32 [ 0, %if.end319 ], [ %2715, %for.body328 ]
  %2708 = icmp slt i32 %j11330, %2679
  br i1 %2708, label %for.body328, label %for.end329

for.body328:                                      ; preds = %for.cond327
  %2709 = sext i32 %i11312 to i64
  %2710 = mul nsw i64 %2709, 512
  %2711 = add i32 %tl_hi13, %j11330
  %2712 = sext i32 %2711 to i64
  %2713 = add nsw i64 %2710, %2712
  %2714 = getelementptr inbounds float, ptr %X_f, i64 %2713
  store float 0.000000e+00, ptr %2714, align 4
  %2715 = add nsw i32 %j11330, 1
  br label %for.cond327, !llvm.loop !79

for.end329:                                       ; preds = %for.cond327
  %2716 = add nsw i32 %i11312, 1
  br label %for.cond309, !llvm.loop !80

for.cond331:                                      ; preds = %for.end337, %if.end295
  %i334 = phi i32 [ 0, %if.end295 ], [ %2736, %for.end337 ]
  %2717 = icmp slt i32 %i334, 4
  br i1 %2717, label %for.body332, label %for.end333

for.body332:                                      ; preds = %for.cond331
  br label %for.cond335

for.end333:                                       ; preds = %for.cond331
  br label %for.cond339

for.cond335:                                      ; preds = %for.body336, %for.body332
  %j338 = phi i32 [ 0, %for.body332 ], [ %2735, %for.body336 ]
  %2718 = icmp slt i32 %j338, 512
  br i1 %2718, label %for.body336, label %for.end337

for.body336:                                      ; preds = %for.cond335
  %2719 = mul i32 %c, 512
  %2720 = add i32 %2719, %j338
  %2721 = icmp slt i32 %2720, %N
  %2722 = sext i32 %i334 to i64
  %2723 = mul nsw i64 %2722, 512
  %2724 = sext i32 %j338 to i64
  %2725 = add nsw i64 %2723, %2724
  %2726 = call i64 @llvm.umin.i64(i64 %2725, i64 2047)
  %2727 = getelementptr inbounds float, ptr %X_f, i64 %2726
  %2728 = load float, ptr %2727, align 4
  %2729 = select i1 %2721, float %2728, float 0xFFF0000000000000
  %2730 = sext i32 %i334 to i64
  %2731 = mul nsw i64 %2730, 512
  %2732 = sext i32 %j338 to i64
  %2733 = add nsw i64 %2731, %2732
  %2734 = getelementptr inbounds float, ptr %X_f, i64 %2733
  store float %2729, ptr %2734, align 4
  %2735 = add nsw i32 %j338, 1
  br label %for.cond335, !llvm.loop !81

for.end337:                                       ; preds = %for.cond335
  %2736 = add nsw i32 %i334, 1
  br label %for.cond331, !llvm.loop !82

for.cond339:                                      ; preds = %for.body340, %for.end333
  %i11342 = phi i32 [ 0, %for.end333 ], [ %2743, %for.body340 ]
  %2737 = icmp slt i32 %i11342, 4
  br i1 %2737, label %for.body340, label %for.end341

for.body340:                                      ; preds = %for.cond339
  %2738 = sext i32 %i11342 to i64
  %2739 = getelementptr inbounds float, ptr %m, i64 %2738
  %2740 = load float, ptr %2739, align 4
  %2741 = sext i32 %i11342 to i64
  %2742 = getelementptr inbounds float, ptr %m_prev, i64 %2741
  store float %2740, ptr %2742, align 4
  %2743 = add nsw i32 %i11342, 1
  br label %for.cond339, !llvm.loop !83

for.end341:                                       ; preds = %for.cond339
  br label %for.cond343

for.cond343:                                      ; preds = %for.end358, %for.end341
  %i9 = phi i32 [ 0, %for.end341 ], [ %2786, %for.end358 ]
  %2744 = icmp slt i32 %i9, 4
  br i1 %2744, label %for.body344, label %for.end345

for.body344:                                      ; preds = %for.cond343
  br label %for.cond346

for.end345:                                       ; preds = %for.cond343
  br label %for.cond360

for.cond346:                                      ; preds = %for.body347, %for.body344
  %lane6 = phi i32 [ 0, %for.body344 ], [ %2754, %for.body347 ]
  %2745 = icmp slt i32 %lane6, 32
  br i1 %2745, label %for.body347, label %for.end348

for.body347:                                      ; preds = %for.cond346
  %2746 = sext i32 %i9 to i64
  %2747 = mul nsw i64 %2746, 512
  %2748 = sext i32 %lane6 to i64
  %2749 = add nsw i64 %2747, %2748
  %2750 = getelementptr inbounds float, ptr %X_f, i64 %2749
  %2751 = load float, ptr %2750, align 4
  %2752 = sext i32 %lane6 to i64
  %2753 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2752
  store float %2751, ptr %2753, align 4
  %2754 = add nsw i32 %lane6, 1
  br label %for.cond346, !llvm.loop !84

for.end348:                                       ; preds = %for.cond346
  br label %for.cond349

for.cond349:                                      ; preds = %for.end354, %for.end348
  %red6 = phi i32 [ 0, %for.end348 ], [ %2774, %for.end354 ]
  %2755 = icmp slt i32 %red6, 15
  br i1 %2755, label %for.body350, label %for.end351

for.body350:                                      ; preds = %for.cond349
  br label %for.cond352

for.end351:                                       ; preds = %for.cond349
  br label %for.cond356

for.cond352:                                      ; preds = %for.body353, %for.body350
  %lane6355 = phi i32 [ 0, %for.body350 ], [ %2773, %for.body353 ]
  %2756 = icmp slt i32 %lane6355, 32
  br i1 %2756, label %for.body353, label %for.end354

for.body353:                                      ; preds = %for.cond352
  %2757 = sext i32 %lane6355 to i64
  %2758 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2757
  %lane_acc3 = load float, ptr %2758, align 4
  %2759 = sext i32 %i9 to i64
  %2760 = mul nsw i64 %2759, 512
  %2761 = add i32 %red6, 1
  %2762 = mul i32 %2761, 32
  %2763 = add i32 %2762, %lane6355
  %2764 = sext i32 %2763 to i64
  %2765 = add nsw i64 %2760, %2764
  %2766 = getelementptr inbounds float, ptr %X_f, i64 %2765
  %lane_next3 = load float, ptr %2766, align 4
  %2767 = fcmp une float %lane_next3, %lane_next3
  %2768 = fcmp ogt float %lane_acc3, %lane_next3
  %2769 = select i1 %2768, float %lane_acc3, float %lane_next3
  %2770 = select i1 %2767, float %lane_acc3, float %2769
  %2771 = sext i32 %lane6355 to i64
  %2772 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2771
  store float %2770, ptr %2772, align 4
  %2773 = add nsw i32 %lane6355, 1
  br label %for.cond352, !llvm.loop !85

for.end354:                                       ; preds = %for.cond352
  %2774 = add nsw i32 %red6, 1
  br label %for.cond349, !llvm.loop !86

for.cond356:                                      ; preds = %for.body357, %for.end351
  %lane6359 = phi i32 [ 0, %for.end351 ], [ %2785, %for.body357 ]
  %2775 = icmp slt i32 %lane6359, 32
  br i1 %2775, label %for.body357, label %for.end358

for.body357:                                      ; preds = %for.cond356
  %2776 = sext i32 %i9 to i64
  %2777 = getelementptr inbounds float, ptr %m, i64 %2776
  %2778 = load float, ptr %2777, align 4
  %2779 = sext i32 %lane6359 to i64
  %2780 = getelementptr inbounds float, ptr %tl_lanes_19, i64 %2779
  %2781 = load float, ptr %2780, align 4
  %2782 = call float @llvm.maxnum.f32(float %2778, float %2781)
  %2783 = sext i32 %i9 to i64
  %2784 = getelementptr inbounds float, ptr %m, i64 %2783
  store float %2782, ptr %2784, align 4
  %2785 = add nsw i32 %lane6359, 1
  br label %for.cond356, !llvm.loop !87

for.end358:                                       ; preds = %for.cond356
  %2786 = add nsw i32 %i9, 1
  br label %for.cond343, !llvm.loop !88

for.cond360:                                      ; preds = %for.end366, %for.end345
  %i363 = phi i32 [ 0, %for.end345 ], [ %2806, %for.end366 ]
  %2787 = icmp slt i32 %i363, 4
  br i1 %2787, label %for.body361, label %for.end362

for.body361:                                      ; preds = %for.cond360
  br label %for.cond364

for.end362:                                       ; preds = %for.cond360
  br label %for.cond368

for.cond364:                                      ; preds = %for.body365, %for.body361
  %j367 = phi i32 [ 0, %for.body361 ], [ %2805, %for.body365 ]
  %2788 = icmp slt i32 %j367, 512
  br i1 %2788, label %for.body365, label %for.end366

for.body365:                                      ; preds = %for.cond364
  %2789 = sext i32 %i363 to i64
  %2790 = mul nsw i64 %2789, 512
  %2791 = sext i32 %j367 to i64
  %2792 = add nsw i64 %2790, %2791
  %2793 = getelementptr inbounds float, ptr %X_f, i64 %2792
  %2794 = load float, ptr %2793, align 4
  %2795 = sext i32 %i363 to i64
  %2796 = getelementptr inbounds float, ptr %m, i64 %2795
  %2797 = load float, ptr %2796, align 4
  %2798 = fsub float %2794, %2797
  %2799 = call float @tilec_expf(float %2798)
  %2800 = sext i32 %i363 to i64
  %2801 = mul nsw i64 %2800, 512
  %2802 = sext i32 %j367 to i64
  %2803 = add nsw i64 %2801, %2802
  %2804 = getelementptr inbounds float, ptr %X_f, i64 %2803
  store float %2799, ptr %2804, align 4
  %2805 = add nsw i32 %j367, 1
  br label %for.cond364, !llvm.loop !89

for.end366:                                       ; preds = %for.cond364
  %2806 = add nsw i32 %i363, 1
  br label %for.cond360, !llvm.loop !90

for.cond368:                                      ; preds = %for.end383, %for.end362
  %i10 = phi i32 [ 0, %for.end362 ], [ %2850, %for.end383 ]
  %2807 = icmp slt i32 %i10, 4
  br i1 %2807, label %for.body369, label %for.end370

for.body369:                                      ; preds = %for.cond368
  br label %for.cond371

for.end370:                                       ; preds = %for.cond368
  br label %for.cond385

for.cond371:                                      ; preds = %for.body372, %for.body369
  %lane7 = phi i32 [ 0, %for.body369 ], [ %2817, %for.body372 ]
  %2808 = icmp slt i32 %lane7, 32
  br i1 %2808, label %for.body372, label %for.end373

for.body372:                                      ; preds = %for.cond371
  %2809 = sext i32 %i10 to i64
  %2810 = mul nsw i64 %2809, 512
  %2811 = sext i32 %lane7 to i64
  %2812 = add nsw i64 %2810, %2811
  %2813 = getelementptr inbounds float, ptr %X_f, i64 %2812
  %2814 = load float, ptr %2813, align 4
  %2815 = sext i32 %lane7 to i64
  %2816 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2815
  store float %2814, ptr %2816, align 4
  %2817 = add nsw i32 %lane7, 1
  br label %for.cond371, !llvm.loop !91

for.end373:                                       ; preds = %for.cond371
  br label %for.cond374

for.cond374:                                      ; preds = %for.end379, %for.end373
  %red7 = phi i32 [ 0, %for.end373 ], [ %2838, %for.end379 ]
  %2818 = icmp slt i32 %red7, 15
  br i1 %2818, label %for.body375, label %for.end376

for.body375:                                      ; preds = %for.cond374
  br label %for.cond377

for.end376:                                       ; preds = %for.cond374
  %2819 = sext i32 %i10 to i64
  %2820 = getelementptr inbounds float, ptr %tile_sum, i64 %2819
  store float 0.000000e+00, ptr %2820, align 4
  br label %for.cond381

for.cond377:                                      ; preds = %for.body378, %for.body375
  %lane7380 = phi i32 [ 0, %for.body375 ], [ %2837, %for.body378 ]
  %2821 = icmp slt i32 %lane7380, 32
  br i1 %2821, label %for.body378, label %for.end379

for.body378:                                      ; preds = %for.cond377
  %2822 = sext i32 %lane7380 to i64
  %2823 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2822
  %2824 = load float, ptr %2823, align 4
  %2825 = sext i32 %i10 to i64
  %2826 = mul nsw i64 %2825, 512
  %2827 = add i32 %red7, 1
  %2828 = mul i32 %2827, 32
  %2829 = add i32 %2828, %lane7380
  %2830 = sext i32 %2829 to i64
  %2831 = add nsw i64 %2826, %2830
  %2832 = getelementptr inbounds float, ptr %X_f, i64 %2831
  %2833 = load float, ptr %2832, align 4
  %2834 = fadd float %2824, %2833
  %2835 = sext i32 %lane7380 to i64
  %2836 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2835
  store float %2834, ptr %2836, align 4
  %2837 = add nsw i32 %lane7380, 1
  br label %for.cond377, !llvm.loop !92

for.end379:                                       ; preds = %for.cond377
  %2838 = add nsw i32 %red7, 1
  br label %for.cond374, !llvm.loop !93

for.cond381:                                      ; preds = %for.body382, %for.end376
  %lane7384 = phi i32 [ 0, %for.end376 ], [ %2849, %for.body382 ]
  %2839 = icmp slt i32 %lane7384, 32
  br i1 %2839, label %for.body382, label %for.end383

for.body382:                                      ; preds = %for.cond381
  %2840 = sext i32 %i10 to i64
  %2841 = getelementptr inbounds float, ptr %tile_sum, i64 %2840
  %2842 = load float, ptr %2841, align 4
  %2843 = sext i32 %lane7384 to i64
  %2844 = getelementptr inbounds float, ptr %tl_lanes_20, i64 %2843
  %2845 = load float, ptr %2844, align 4
  %2846 = fadd float %2842, %2845
  %2847 = sext i32 %i10 to i64
  %2848 = getelementptr inbounds float, ptr %tile_sum, i64 %2847
  store float %2846, ptr %2848, align 4
  %2849 = add nsw i32 %lane7384, 1
  br label %for.cond381, !llvm.loop !94

for.end383:                                       ; preds = %for.cond381
  %2850 = add nsw i32 %i10, 1
  br label %for.cond368, !llvm.loop !95

for.cond385:                                      ; preds = %for.body386, %for.end370
  %i388 = phi i32 [ 0, %for.end370 ], [ %2870, %for.body386 ]
  %2851 = icmp slt i32 %i388, 4
  br i1 %2851, label %for.body386, label %for.end387

for.body386:                                      ; preds = %for.cond385
  %2852 = sext i32 %i388 to i64
  %2853 = getelementptr inbounds float, ptr %l, i64 %2852
  %2854 = load float, ptr %2853, align 4
  %2855 = sext i32 %i388 to i64
  %2856 = getelementptr inbounds float, ptr %m_prev, i64 %2855
  %2857 = load float, ptr %2856, align 4
  %2858 = sext i32 %i388 to i64
  %2859 = getelementptr inbounds float, ptr %m, i64 %2858
  %2860 = load float, ptr %2859, align 4
  %2861 = fsub float %2857, %2860
  %2862 = call float @tilec_expf(float %2861)
  %2863 = fmul float %2854, %2862
  %2864 = sext i32 %i388 to i64
  %2865 = getelementptr inbounds float, ptr %tile_sum, i64 %2864
  %2866 = load float, ptr %2865, align 4
  %2867 = fadd float %2863, %2866
  %2868 = sext i32 %i388 to i64
  %2869 = getelementptr inbounds float, ptr %l, i64 %2868
  store float %2867, ptr %2869, align 4
  %2870 = add nsw i32 %i388, 1
  br label %for.cond385, !llvm.loop !96

for.end387:                                       ; preds = %for.cond385
  %2871 = add nsw i32 %c, 1
  br label %for.cond290, !llvm.loop !97

for.cond389:                                      ; preds = %if.end437, %for.end292
  %c392 = phi i32 [ 0, %for.end292 ], [ %3794, %if.end437 ]
  %2872 = icmp slt i32 %c392, %2559
  br i1 %2872, label %for.body390, label %for.end391

for.body390:                                      ; preds = %for.cond389
  %2873 = sext i32 %N to i64
  %2874 = sdiv i64 %2873, 512
  %2875 = sub i64 0, %2873
  %2876 = select i1 false, i64 %2875, i64 %2874
  %2877 = srem i64 %2873, 512
  %2878 = icmp ne i64 %2877, 0
  %2879 = icmp slt i64 %2873, 0
  %2880 = icmp eq i1 %2879, false
  %2881 = and i1 %2878, %2880
  %2882 = zext i1 %2881 to i64
  %2883 = add i64 %2876, %2882
  %2884 = trunc i64 %2883 to i32
  %2885 = sub i32 %2884, 1
  %t = sub i32 %2885, %c392
  %2886 = mul i32 %bx, 4
  %2887 = icmp sle i32 0, %2886
  %2888 = mul i32 %bx, 4
  %2889 = sext i32 %2888 to i64
  %2890 = add i64 %2889, 4
  %2891 = sext i32 %M to i64
  %2892 = icmp sle i64 %2890, %2891
  %2893 = and i1 %2887, %2892
  %2894 = mul i32 %t, 512
  %2895 = icmp sle i32 0, %2894
  %2896 = mul i32 %t, 512
  %2897 = sext i32 %2896 to i64
  %2898 = add i64 %2897, 512
  %2899 = sext i32 %N to i64
  %2900 = icmp sle i64 %2898, %2899
  %2901 = and i1 %2895, %2900
  %2902 = and i1 %2893, %2901
  br i1 %2902, label %if.then393, label %if.else394

for.end391:                                       ; preds = %for.cond389
  br label %if.end167

if.then393:                                       ; preds = %for.body390
  br label %for.cond396

if.else394:                                       ; preds = %for.body390
  br label %for.cond402

if.end395:                                        ; preds = %for.end404, %for.end398
  br label %for.cond424

for.cond396:                                      ; preds = %for.end401, %if.then393
  %i12 = phi i32 [ 0, %if.then393 ], [ %2922, %for.end401 ]
  %2903 = icmp slt i32 %i12, 4
  br i1 %2903, label %for.body397, label %for.end398

for.body397:                                      ; preds = %for.cond396
  br label %for.cond399

for.end398:                                       ; preds = %for.cond396
  br label %if.end395

for.cond399:                                      ; preds = %for.body400, %for.body397
  %j2 = phi i32 [ 0, %for.body397 ], [ %2921, %for.body400 ]
  %2904 = icmp slt i32 %j2, 512
  br i1 %2904, label %for.body400, label %for.end401

for.body400:                                      ; preds = %for.cond399
  %2905 = mul i32 %bx, 4
  %2906 = add i32 %2905, %i12
  %2907 = sext i32 %2906 to i64
  %2908 = sext i32 %N to i64
  %2909 = mul nsw i64 %2907, %2908
  %2910 = mul i32 %t, 512
  %2911 = add i32 %2910, %j2
  %2912 = sext i32 %2911 to i64
  %2913 = add nsw i64 %2909, %2912
  %2914 = getelementptr inbounds float, ptr %X, i64 %2913
  %2915 = load float, ptr %2914, align 4
  %2916 = sext i32 %i12 to i64
  %2917 = mul nsw i64 %2916, 512
  %2918 = sext i32 %j2 to i64
  %2919 = add nsw i64 %2917, %2918
  %2920 = getelementptr inbounds float, ptr %X_f, i64 %2919
  store float %2915, ptr %2920, align 4
  %2921 = add nsw i32 %j2, 1
  br label %for.cond399, !llvm.loop !98

for.end401:                                       ; preds = %for.cond399
  %2922 = add nsw i32 %i12, 1
  br label %for.cond396, !llvm.loop !99

for.cond402:                                      ; preds = %for.end422, %if.else394
  %i12405 = phi i32 [ 0, %if.else394 ], [ %3031, %for.end422 ]
  %2923 = icmp slt i32 %i12405, 4
  br i1 %2923, label %for.body403, label %for.end404

for.body403:                                      ; preds = %for.cond402
  %2924 = mul i32 %t, 512
  %2925 = sext i32 %2924 to i64
  %2926 = sub i64 0, %2925
  %2927 = icmp slt i64 %2926, 0
  %2928 = mul i32 %t, 512
  %2929 = sext i32 %2928 to i64
  %2930 = sub i64 0, %2929
  %2931 = icmp sgt i64 %2930, 512
  %2932 = mul i32 %t, 512
  %2933 = sext i32 %2932 to i64
  %2934 = sub i64 0, %2933
  %2935 = select i1 %2931, i64 512, i64 %2934
  %2936 = select i1 %2927, i64 0, i64 %2935
  %tl_lo14 = trunc i64 %2936 to i32
  %2937 = sext i32 %N to i64
  %2938 = mul i32 %t, 512
  %2939 = sext i32 %2938 to i64
  %2940 = sub i64 %2937, %2939
  %2941 = icmp slt i64 %2940, 0
  %2942 = sext i32 %N to i64
  %2943 = mul i32 %t, 512
  %2944 = sext i32 %2943 to i64
  %2945 = sub i64 %2942, %2944
  %2946 = icmp sgt i64 %2945, 512
  %2947 = sext i32 %N to i64
  %2948 = mul i32 %t, 512
  %2949 = sext i32 %2948 to i64
  %2950 = sub i64 %2947, %2949
  %2951 = select i1 %2946, i64 512, i64 %2950
  %2952 = select i1 %2941, i64 0, i64 %2951
  %2953 = sext i32 %tl_lo14 to i64
  %2954 = icmp slt i64 %2952, %2953
  %2955 = sext i32 %tl_lo14 to i64
  %2956 = sext i32 %N to i64
  %2957 = mul i32 %t, 512
  %2958 = sext i32 %2957 to i64
  %2959 = sub i64 %2956, %2958
  %2960 = icmp slt i64 %2959, 0
  %2961 = sext i32 %N to i64
  %2962 = mul i32 %t, 512
  %2963 = sext i32 %2962 to i64
  %2964 = sub i64 %2961, %2963
  %2965 = icmp sgt i64 %2964, 512
  %2966 = sext i32 %N to i64
  %2967 = mul i32 %t, 512
  %2968 = sext i32 %2967 to i64
  %2969 = sub i64 %2966, %2968
  %2970 = select i1 %2965, i64 512, i64 %2969
  %2971 = select i1 %2960, i64 0, i64 %2970
  %2972 = select i1 %2954, i64 %2955, i64 %2971
  %tl_hi15 = trunc i64 %2972 to i32
  br label %for.cond406

for.end404:                                       ; preds = %for.cond402
  br label %if.end395

for.cond406:                                      ; preds = %for.body407, %for.body403
  %j2409 = phi i32 [ 0, %for.body403 ], [ %2979, %for.body407 ]
  %2973 = icmp slt i32 %j2409, %tl_lo14
  br i1 %2973, label %for.body407, label %for.end408

for.body407:                                      ; preds = %for.cond406
  %2974 = sext i32 %i12405 to i64
  %2975 = mul nsw i64 %2974, 512
  %2976 = sext i32 %j2409 to i64
  %2977 = add nsw i64 %2975, %2976
  %2978 = getelementptr inbounds float, ptr %X_f, i64 %2977
  store float 0.000000e+00, ptr %2978, align 4
  %2979 = add nsw i32 %j2409, 1
  br label %for.cond406, !llvm.loop !100

for.end408:                                       ; preds = %for.cond406
  %2980 = mul i32 %bx, 4
  %2981 = sext i32 %2980 to i64
  %2982 = sext i32 %i12405 to i64
  %2983 = add i64 %2981, %2982
  %2984 = icmp sle i64 0, %2983
  %2985 = mul i32 %bx, 4
  %2986 = sext i32 %2985 to i64
  %2987 = sext i32 %i12405 to i64
  %2988 = add i64 %2986, %2987
  %2989 = sext i32 %M to i64
  %2990 = icmp slt i64 %2988, %2989
  %2991 = and i1 %2984, %2990
  br i1 %2991, label %if.then410, label %if.else411

if.then410:                                       ; preds = %for.end408
  %2992 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond413

if.else411:                                       ; preds = %for.end408
  %2993 = sub i32 %tl_hi15, %tl_lo14
  br label %for.cond416

if.end412:                                        ; preds = %for.end418, %for.end415
  %2994 = sub i32 512, %tl_hi15
  br label %for.cond420

for.cond413:                                      ; preds = %for.body414, %if.then410
  %j21 = phi i32 [ 0, %if.then410 ], [ %3014, %for.body414 ]
  %2995 = icmp slt i32 %j21, %2992
  br i1 %2995, label %for.body414, label %for.end415

for.body414:                                      ; preds = %for.cond413
  %2996 = mul i32 %bx, 4
  %2997 = add i32 %2996, %i12405
  %2998 = sext i32 %2997 to i64
  %2999 = sext i32 %N to i64
  %3000 = mul nsw i64 %2998, %2999
  %3001 = mul i32 %t, 512
  %3002 = add i32 %tl_lo14, %j21
  %3003 = add i32 %3001, %3002
  %3004 = sext i32 %3003 to i64
  %3005 = add nsw i64 %3000, %3004
  %3006 = getelementptr inbounds float, ptr %X, i64 %3005
  %3007 = load float, ptr %3006, align 4
  %3008 = sext i32 %i12405 to i64
  %3009 = mul nsw i64 %3008, 512
  %3010 = add i32 %tl_lo14, %j21
  %3011 = sext i32 %3010 to i64
  %3012 = add nsw i64 %3009, %3011
  %3013 = getelementptr inbounds float, ptr %X_f, i64 %3012
  store float %3007, ptr %3013, align 4
  %3014 = add nsw i32 %j21, 1
  br label %for.cond413, !llvm.loop !101

for.end415:                                       ; preds = %for.cond413
  br label %if.end412

for.cond416:                                      ; preds = %for.body417, %if.else411
  %j21419 = phi i32 [ 0, %if.else411 ], [ %3022, %for.body417 ]
  %3015 = icmp slt i32 %j21419, %2993
  br i1 %3015, label %for.body417, label %for.end418

for.body417:                                      ; preds = %for.cond416
  %3016 = sext i32 %i12405 to i64
  %3017 = mul nsw i64 %3016, 512
  %3018 = add i32 %tl_lo14, %j21419
  %3019 = sext i32 %3018 to i64
  %3020 = add nsw i64 %3017, %3019
  %3021 = getelementptr inbounds float, ptr %X_f, i64 %3020
  store float 0.000000e+00, ptr %3021, align 4
  %3022 = add nsw i32 %j21419, 1
  br label %for.cond416, !llvm.loop !102

for.end418:                                       ; preds = %for.cond416
  br label %if.end412

for.cond420:                                      ; preds = %for.body421, %if.end412
  %j21423 = phi i32 [ 0, %if.end412 ], [ %3030, %for.body421 ]
  %3023 = icmp slt i32 %j21423, %2994
  br i1 %3023, label %for.body421, label %for.end422

for.body421:                                      ; preds = %for.cond420
  %3024 = sext i32 %i12405 to i64
  %3025 = mul nsw i64 %3024, 512
  %3026 = add i32 %tl_hi15, %j21423
  %3027 = sext i32 %3026 to i64
  %3028 = add nsw i64 %3025, %3027
  %3029 = getelementptr inbounds float, ptr %X_f, i64 %3028
  store float 0.000000e+00, ptr %3029, align 4
  %3030 = add nsw i32 %j21423, 1
  br label %for.cond420, !llvm.loop !103

for.end422:                                       ; preds = %for.cond420
  %3031 = add nsw i32 %i12405, 1
  br label %for.cond402, !llvm.loop !104

for.cond424:                                      ; preds = %for.end434, %if.end395
  %i427 = phi i32 [ 0, %if.end395 ], [ %3793, %for.end434 ]
  %3032 = icmp slt i32 %i427, 4
  br i1 %3032, label %for.body425, label %for.end426

for.body425:                                      ; preds = %for.cond424
  %3033 = sext i32 %N to i64
  %3034 = sext i32 %N to i64
  %3035 = sdiv i64 %3034, 512
  %3036 = sub i64 0, %3034
  %3037 = select i1 false, i64 %3036, i64 %3035
  %3038 = srem i64 %3034, 512
  %3039 = icmp ne i64 %3038, 0
  %3040 = icmp slt i64 %3034, 0
  %3041 = icmp eq i1 %3040, false
  %3042 = and i1 %3039, %3041
  %3043 = zext i1 %3042 to i64
  %3044 = add i64 %3037, %3043
  %3045 = trunc i64 %3044 to i32
  %3046 = sub i32 %3045, 1
  %3047 = sub i32 %3046, %c392
  %3048 = mul i32 %3047, 512
  %3049 = sext i32 %3048 to i64
  %3050 = sub i64 %3033, %3049
  %3051 = icmp slt i64 %3050, 0
  %3052 = sext i32 %N to i64
  %3053 = sext i32 %N to i64
  %3054 = sdiv i64 %3053, 512
  %3055 = sub i64 0, %3053
  %3056 = select i1 false, i64 %3055, i64 %3054
  %3057 = srem i64 %3053, 512
  %3058 = icmp ne i64 %3057, 0
  %3059 = icmp slt i64 %3053, 0
  %3060 = icmp eq i1 %3059, false
  %3061 = and i1 %3058, %3060
  %3062 = zext i1 %3061 to i64
  %3063 = add i64 %3056, %3062
  %3064 = trunc i64 %3063 to i32
  %3065 = sub i32 %3064, 1
  %3066 = sub i32 %3065, %c392
  %3067 = mul i32 %3066, 512
  %3068 = sext i32 %3067 to i64
  %3069 = sub i64 %3052, %3068
  %3070 = icmp sgt i64 %3069, 512
  %3071 = sext i32 %N to i64
  %3072 = sext i32 %N to i64
  %3073 = sdiv i64 %3072, 512
  %3074 = sub i64 0, %3072
  %3075 = select i1 false, i64 %3074, i64 %3073
  %3076 = srem i64 %3072, 512
  %3077 = icmp ne i64 %3076, 0
  %3078 = icmp slt i64 %3072, 0
  %3079 = icmp eq i1 %3078, false
  %3080 = and i1 %3077, %3079
  %3081 = zext i1 %3080 to i64
  %3082 = add i64 %3075, %3081
  %3083 = trunc i64 %3082 to i32
  %3084 = sub i32 %3083, 1
  %3085 = sub i32 %3084, %c392
  %3086 = mul i32 %3085, 512
  %3087 = sext i32 %3086 to i64
  %3088 = sub i64 %3071, %3087
  %3089 = select i1 %3070, i64 512, i64 %3088
  %3090 = select i1 %3051, i64 0, i64 %3089
  %3091 = sext i32 %N to i64
  %3092 = sdiv i64 %3091, 512
  %3093 = sub i64 0, %3091
  %3094 = select i1 false, i64 %3093, i64 %3092
  %3095 = srem i64 %3091, 512
  %3096 = icmp ne i64 %3095, 0
  %3097 = icmp slt i64 %3091, 0
  %3098 = icmp eq i1 %3097, false
  %3099 = and i1 %3096, %3098
  %3100 = zext i1 %3099 to i64
  %3101 = add i64 %3094, %3100
  %3102 = trunc i64 %3101 to i32
  %3103 = sub i32 %3102, 1
  %3104 = sub i32 %3103, %c392
  %3105 = mul i32 %3104, 512
  %3106 = sext i32 %3105 to i64
  %3107 = sub i64 0, %3106
  %3108 = icmp slt i64 %3107, 0
  %3109 = sext i32 %N to i64
  %3110 = sdiv i64 %3109, 512
  %3111 = sub i64 0, %3109
  %3112 = select i1 false, i64 %3111, i64 %3110
  %3113 = srem i64 %3109, 512
  %3114 = icmp ne i64 %3113, 0
  %3115 = icmp slt i64 %3109, 0
  %3116 = icmp eq i1 %3115, false
  %3117 = and i1 %3114, %3116
  %3118 = zext i1 %3117 to i64
  %3119 = add i64 %3112, %3118
  %3120 = trunc i64 %3119 to i32
  %3121 = sub i32 %3120, 1
  %3122 = sub i32 %3121, %c392
  %3123 = mul i32 %3122, 512
  %3124 = sext i32 %3123 to i64
  %3125 = sub i64 0, %3124
  %3126 = icmp sgt i64 %3125, 512
  %3127 = sext i32 %N to i64
  %3128 = sdiv i64 %3127, 512
  %3129 = sub i64 0, %3127
  %3130 = select i1 false, i64 %3129, i64 %3128
  %3131 = srem i64 %3127, 512
  %3132 = icmp ne i64 %3131, 0
  %3133 = icmp slt i64 %3127, 0
  %3134 = icmp eq i1 %3133, false
  %3135 = and i1 %3132, %3134
  %3136 = zext i1 %3135 to i64
  %3137 = add i64 %3130, %3136
  %3138 = trunc i64 %3137 to i32
  %3139 = sub i32 %3138, 1
  %3140 = sub i32 %3139, %c392
  %3141 = mul i32 %3140, 512
  %3142 = sext i32 %3141 to i64
  %3143 = sub i64 0, %3142
  %3144 = select i1 %3126, i64 512, i64 %3143
  %3145 = select i1 %3108, i64 0, i64 %3144
  %3146 = trunc i64 %3145 to i32
  %3147 = sext i32 %3146 to i64
  %3148 = icmp slt i64 %3090, %3147
  %3149 = sext i32 %N to i64
  %3150 = sdiv i64 %3149, 512
  %3151 = sub i64 0, %3149
  %3152 = select i1 false, i64 %3151, i64 %3150
  %3153 = srem i64 %3149, 512
  %3154 = icmp ne i64 %3153, 0
  %3155 = icmp slt i64 %3149, 0
  %3156 = icmp eq i1 %3155, false
  %3157 = and i1 %3154, %3156
  %3158 = zext i1 %3157 to i64
  %3159 = add i64 %3152, %3158
  %3160 = trunc i64 %3159 to i32
  %3161 = sub i32 %3160, 1
  %3162 = sub i32 %3161, %c392
  %3163 = mul i32 %3162, 512
  %3164 = sext i32 %3163 to i64
  %3165 = sub i64 0, %3164
  %3166 = icmp slt i64 %3165, 0
  %3167 = sext i32 %N to i64
  %3168 = sdiv i64 %3167, 512
  %3169 = sub i64 0, %3167
  %3170 = select i1 false, i64 %3169, i64 %3168
  %3171 = srem i64 %3167, 512
  %3172 = icmp ne i64 %3171, 0
  %3173 = icmp slt i64 %3167, 0
  %3174 = icmp eq i1 %3173, false
  %3175 = and i1 %3172, %3174
  %3176 = zext i1 %3175 to i64
  %3177 = add i64 %3170, %3176
  %3178 = trunc i64 %3177 to i32
  %3179 = sub i32 %3178, 1
  %3180 = sub i32 %3179, %c392
  %3181 = mul i32 %3180, 512
  %3182 = sext i32 %3181 to i64
  %3183 = sub i64 0, %3182
  %3184 = icmp sgt i64 %3183, 512
  %3185 = sext i32 %N to i64
  %3186 = sdiv i64 %3185, 512
  %3187 = sub i64 0, %3185
  %3188 = select i1 false, i64 %3187, i64 %3186
  %3189 = srem i64 %3185, 512
  %3190 = icmp ne i64 %3189, 0
  %3191 = icmp slt i64 %3185, 0
  %3192 = icmp eq i1 %3191, false
  %3193 = and i1 %3190, %3192
  %3194 = zext i1 %3193 to i64
  %3195 = add i64 %3188, %3194
  %3196 = trunc i64 %3195 to i32
  %3197 = sub i32 %3196, 1
  %3198 = sub i32 %3197, %c392
  %3199 = mul i32 %3198, 512
  %3200 = sext i32 %3199 to i64
  %3201 = sub i64 0, %3200
  %3202 = select i1 %3184, i64 512, i64 %3201
  %3203 = select i1 %3166, i64 0, i64 %3202
  %3204 = trunc i64 %3203 to i32
  %3205 = sext i32 %3204 to i64
  %3206 = sext i32 %N to i64
  %3207 = sext i32 %N to i64
  %3208 = sdiv i64 %3207, 512
  %3209 = sub i64 0, %3207
  %3210 = select i1 false, i64 %3209, i64 %3208
  %3211 = srem i64 %3207, 512
  %3212 = icmp ne i64 %3211, 0
  %3213 = icmp slt i64 %3207, 0
  %3214 = icmp eq i1 %3213, false
  %3215 = and i1 %3212, %3214
  %3216 = zext i1 %3215 to i64
  %3217 = add i64 %3210, %3216
  %3218 = trunc i64 %3217 to i32
  %3219 = sub i32 %3218, 1
  %3220 = sub i32 %3219, %c392
  %3221 = mul i32 %3220, 512
  %3222 = sext i32 %3221 to i64
  %3223 = sub i64 %3206, %3222
  %3224 = icmp slt i64 %3223, 0
  %3225 = sext i32 %N to i64
  %3226 = sext i32 %N to i64
  %3227 = sdiv i64 %3226, 512
  %3228 = sub i64 0, %3226
  %3229 = select i1 false, i64 %3228, i64 %3227
  %3230 = srem i64 %3226, 512
  %3231 = icmp ne i64 %3230, 0
  %3232 = icmp slt i64 %3226, 0
  %3233 = icmp eq i1 %3232, false
  %3234 = and i1 %3231, %3233
  %3235 = zext i1 %3234 to i64
  %3236 = add i64 %3229, %3235
  %3237 = trunc i64 %3236 to i32
  %3238 = sub i32 %3237, 1
  %3239 = sub i32 %3238, %c392
  %3240 = mul i32 %3239, 512
  %3241 = sext i32 %3240 to i64
  %3242 = sub i64 %3225, %3241
  %3243 = icmp sgt i64 %3242, 512
  %3244 = sext i32 %N to i64
  %3245 = sext i32 %N to i64
  %3246 = sdiv i64 %3245, 512
  %3247 = sub i64 0, %3245
  %3248 = select i1 false, i64 %3247, i64 %3246
  %3249 = srem i64 %3245, 512
  %3250 = icmp ne i64 %3249, 0
  %3251 = icmp slt i64 %3245, 0
  %3252 = icmp eq i1 %3251, false
  %3253 = and i1 %3250, %3252
  %3254 = zext i1 %3253 to i64
  %3255 = add i64 %3248, %3254
  %3256 = trunc i64 %3255 to i32
  %3257 = sub i32 %3256, 1
  %3258 = sub i32 %3257, %c392
  %3259 = mul i32 %3258, 512
  %3260 = sext i32 %3259 to i64
  %3261 = sub i64 %3244, %3260
  %3262 = select i1 %3243, i64 512, i64 %3261
  %3263 = select i1 %3224, i64 0, i64 %3262
  %3264 = select i1 %3148, i64 %3205, i64 %3263
  %3265 = trunc i64 %3264 to i32
  %3266 = icmp slt i32 %3265, 0
  %3267 = sext i32 %N to i64
  %3268 = sext i32 %N to i64
  %3269 = sdiv i64 %3268, 512
  %3270 = sub i64 0, %3268
  %3271 = select i1 false, i64 %3270, i64 %3269
  %3272 = srem i64 %3268, 512
  %3273 = icmp ne i64 %3272, 0
  %3274 = icmp slt i64 %3268, 0
  %3275 = icmp eq i1 %3274, false
  %3276 = and i1 %3273, %3275
  %3277 = zext i1 %3276 to i64
  %3278 = add i64 %3271, %3277
  %3279 = trunc i64 %3278 to i32
  %3280 = sub i32 %3279, 1
  %3281 = sub i32 %3280, %c392
  %3282 = mul i32 %3281, 512
  %3283 = sext i32 %3282 to i64
  %3284 = sub i64 %3267, %3283
  %3285 = icmp slt i64 %3284, 0
  %3286 = sext i32 %N to i64
  %3287 = sext i32 %N to i64
  %3288 = sdiv i64 %3287, 512
  %3289 = sub i64 0, %3287
  %3290 = select i1 false, i64 %3289, i64 %3288
  %3291 = srem i64 %3287, 512
  %3292 = icmp ne i64 %3291, 0
  %3293 = icmp slt i64 %3287, 0
  %3294 = icmp eq i1 %3293, false
  %3295 = and i1 %3292, %3294
  %3296 = zext i1 %3295 to i64
  %3297 = add i64 %3290, %3296
  %3298 = trunc i64 %3297 to i32
  %3299 = sub i32 %3298, 1
  %3300 = sub i32 %3299, %c392
  %3301 = mul i32 %3300, 512
  %3302 = sext i32 %3301 to i64
  %3303 = sub i64 %3286, %3302
  %3304 = icmp sgt i64 %3303, 512
  %3305 = sext i32 %N to i64
  %3306 = sext i32 %N to i64
  %3307 = sdiv i64 %3306, 512
  %3308 = sub i64 0, %3306
  %3309 = select i1 false, i64 %3308, i64 %3307
  %3310 = srem i64 %3306, 512
  %3311 = icmp ne i64 %3310, 0
  %3312 = icmp slt i64 %3306, 0
  %3313 = icmp eq i1 %3312, false
  %3314 = and i1 %3311, %3313
  %3315 = zext i1 %3314 to i64
  %3316 = add i64 %3309, %3315
  %3317 = trunc i64 %3316 to i32
  %3318 = sub i32 %3317, 1
  %3319 = sub i32 %3318, %c392
  %3320 = mul i32 %3319, 512
  %3321 = sext i32 %3320 to i64
  %3322 = sub i64 %3305, %3321
  %3323 = select i1 %3304, i64 512, i64 %3322
  %3324 = select i1 %3285, i64 0, i64 %3323
  %3325 = sext i32 %N to i64
  %3326 = sdiv i64 %3325, 512
  %3327 = sub i64 0, %3325
  %3328 = select i1 false, i64 %3327, i64 %3326
  %3329 = srem i64 %3325, 512
  %3330 = icmp ne i64 %3329, 0
  %3331 = icmp slt i64 %3325, 0
  %3332 = icmp eq i1 %3331, false
  %3333 = and i1 %3330, %3332
  %3334 = zext i1 %3333 to i64
  %3335 = add i64 %3328, %3334
  %3336 = trunc i64 %3335 to i32
  %3337 = sub i32 %3336, 1
  %3338 = sub i32 %3337, %c392
  %3339 = mul i32 %3338, 512
  %3340 = sext i32 %3339 to i64
  %3341 = sub i64 0, %3340
  %3342 = icmp slt i64 %3341, 0
  %3343 = sext i32 %N to i64
  %3344 = sdiv i64 %3343, 512
  %3345 = sub i64 0, %3343
  %3346 = select i1 false, i64 %3345, i64 %3344
  %3347 = srem i64 %3343, 512
  %3348 = icmp ne i64 %3347, 0
  %3349 = icmp slt i64 %3343, 0
  %3350 = icmp eq i1 %3349, false
  %3351 = and i1 %3348, %3350
  %3352 = zext i1 %3351 to i64
  %3353 = add i64 %3346, %3352
  %3354 = trunc i64 %3353 to i32
  %3355 = sub i32 %3354, 1
  %3356 = sub i32 %3355, %c392
  %3357 = mul i32 %3356, 512
  %3358 = sext i32 %3357 to i64
  %3359 = sub i64 0, %3358
  %3360 = icmp sgt i64 %3359, 512
  %3361 = sext i32 %N to i64
  %3362 = sdiv i64 %3361, 512
  %3363 = sub i64 0, %3361
  %3364 = select i1 false, i64 %3363, i64 %3362
  %3365 = srem i64 %3361, 512
  %3366 = icmp ne i64 %3365, 0
  %3367 = icmp slt i64 %3361, 0
  %3368 = icmp eq i1 %3367, false
  %3369 = and i1 %3366, %3368
  %3370 = zext i1 %3369 to i64
  %3371 = add i64 %3364, %3370
  %3372 = trunc i64 %3371 to i32
  %3373 = sub i32 %3372, 1
  %3374 = sub i32 %3373, %c392
  %3375 = mul i32 %3374, 512
  %3376 = sext i32 %3375 to i64
  %3377 = sub i64 0, %3376
  %3378 = select i1 %3360, i64 512, i64 %3377
  %3379 = select i1 %3342, i64 0, i64 %3378
  %3380 = trunc i64 %3379 to i32
  %3381 = sext i32 %3380 to i64
  %3382 = icmp slt i64 %3324, %3381
  %3383 = sext i32 %N to i64
  %3384 = sdiv i64 %3383, 512
  %3385 = sub i64 0, %3383
  %3386 = select i1 false, i64 %3385, i64 %3384
  %3387 = srem i64 %3383, 512
  %3388 = icmp ne i64 %3387, 0
  %3389 = icmp slt i64 %3383, 0
  %3390 = icmp eq i1 %3389, false
  %3391 = and i1 %3388, %3390
  %3392 = zext i1 %3391 to i64
  %3393 = add i64 %3386, %3392
  %3394 = trunc i64 %3393 to i32
  %3395 = sub i32 %3394, 1
  %3396 = sub i32 %3395, %c392
  %3397 = mul i32 %3396, 512
  %3398 = sext i32 %3397 to i64
  %3399 = sub i64 0, %3398
  %3400 = icmp slt i64 %3399, 0
  %3401 = sext i32 %N to i64
  %3402 = sdiv i64 %3401, 512
  %3403 = sub i64 0, %3401
  %3404 = select i1 false, i64 %3403, i64 %3402
  %3405 = srem i64 %3401, 512
  %3406 = icmp ne i64 %3405, 0
  %3407 = icmp slt i64 %3401, 0
  %3408 = icmp eq i1 %3407, false
  %3409 = and i1 %3406, %3408
  %3410 = zext i1 %3409 to i64
  %3411 = add i64 %3404, %3410
  %3412 = trunc i64 %3411 to i32
  %3413 = sub i32 %3412, 1
  %3414 = sub i32 %3413, %c392
  %3415 = mul i32 %3414, 512
  %3416 = sext i32 %3415 to i64
  %3417 = sub i64 0, %3416
  %3418 = icmp sgt i64 %3417, 512
  %3419 = sext i32 %N to i64
  %3420 = sdiv i64 %3419, 512
  %3421 = sub i64 0, %3419
  %3422 = select i1 false, i64 %3421, i64 %3420
  %3423 = srem i64 %3419, 512
  %3424 = icmp ne i64 %3423, 0
  %3425 = icmp slt i64 %3419, 0
  %3426 = icmp eq i1 %3425, false
  %3427 = and i1 %3424, %3426
  %3428 = zext i1 %3427 to i64
  %3429 = add i64 %3422, %3428
  %3430 = trunc i64 %3429 to i32
  %3431 = sub i32 %3430, 1
  %3432 = sub i32 %3431, %c392
  %3433 = mul i32 %3432, 512
  %3434 = sext i32 %3433 to i64
  %3435 = sub i64 0, %3434
  %3436 = select i1 %3418, i64 512, i64 %3435
  %3437 = select i1 %3400, i64 0, i64 %3436
  %3438 = trunc i64 %3437 to i32
  %3439 = sext i32 %3438 to i64
  %3440 = sext i32 %N to i64
  %3441 = sext i32 %N to i64
  %3442 = sdiv i64 %3441, 512
  %3443 = sub i64 0, %3441
  %3444 = select i1 false, i64 %3443, i64 %3442
  %3445 = srem i64 %3441, 512
  %3446 = icmp ne i64 %3445, 0
  %3447 = icmp slt i64 %3441, 0
  %3448 = icmp eq i1 %3447, false
  %3449 = and i1 %3446, %3448
  %3450 = zext i1 %3449 to i64
  %3451 = add i64 %3444, %3450
  %3452 = trunc i64 %3451 to i32
  %3453 = sub i32 %3452, 1
  %3454 = sub i32 %3453, %c392
  %3455 = mul i32 %3454, 512
  %3456 = sext i32 %3455 to i64
  %3457 = sub i64 %3440, %3456
  %3458 = icmp slt i64 %3457, 0
  %3459 = sext i32 %N to i64
  %3460 = sext i32 %N to i64
  %3461 = sdiv i64 %3460, 512
  %3462 = sub i64 0, %3460
  %3463 = select i1 false, i64 %3462, i64 %3461
  %3464 = srem i64 %3460, 512
  %3465 = icmp ne i64 %3464, 0
  %3466 = icmp slt i64 %3460, 0
  %3467 = icmp eq i1 %3466, false
  %3468 = and i1 %3465, %3467
  %3469 = zext i1 %3468 to i64
  %3470 = add i64 %3463, %3469
  %3471 = trunc i64 %3470 to i32
  %3472 = sub i32 %3471, 1
  %3473 = sub i32 %3472, %c392
  %3474 = mul i32 %3473, 512
  %3475 = sext i32 %3474 to i64
  %3476 = sub i64 %3459, %3475
  %3477 = icmp sgt i64 %3476, 512
  %3478 = sext i32 %N to i64
  %3479 = sext i32 %N to i64
  %3480 = sdiv i64 %3479, 512
  %3481 = sub i64 0, %3479
  %3482 = select i1 false, i64 %3481, i64 %3480
  %3483 = srem i64 %3479, 512
  %3484 = icmp ne i64 %3483, 0
  %3485 = icmp slt i64 %3479, 0
  %3486 = icmp eq i1 %3485, false
  %3487 = and i1 %3484, %3486
  %3488 = zext i1 %3487 to i64
  %3489 = add i64 %3482, %3488
  %3490 = trunc i64 %3489 to i32
  %3491 = sub i32 %3490, 1
  %3492 = sub i32 %3491, %c392
  %3493 = mul i32 %3492, 512
  %3494 = sext i32 %3493 to i64
  %3495 = sub i64 %3478, %3494
  %3496 = select i1 %3477, i64 512, i64 %3495
  %3497 = select i1 %3458, i64 0, i64 %3496
  %3498 = select i1 %3382, i64 %3439, i64 %3497
  %3499 = trunc i64 %3498 to i32
  %3500 = icmp sgt i32 %3499, 512
  %3501 = sext i32 %N to i64
  %3502 = sext i32 %N to i64
  %3503 = sdiv i64 %3502, 512
  %3504 = sub i64 0, %3502
  %3505 = select i1 false, i64 %3504, i64 %3503
  %3506 = srem i64 %3502, 512
  %3507 = icmp ne i64 %3506, 0
  %3508 = icmp slt i64 %3502, 0
  %3509 = icmp eq i1 %3508, false
  %3510 = and i1 %3507, %3509
  %3511 = zext i1 %3510 to i64
  %3512 = add i64 %3505, %3511
  %3513 = trunc i64 %3512 to i32
  %3514 = sub i32 %3513, 1
  %3515 = sub i32 %3514, %c392
  %3516 = mul i32 %3515, 512
  %3517 = sext i32 %3516 to i64
  %3518 = sub i64 %3501, %3517
  %3519 = icmp slt i64 %3518, 0
  %3520 = sext i32 %N to i64
  %3521 = sext i32 %N to i64
  %3522 = sdiv i64 %3521, 512
  %3523 = sub i64 0, %3521
  %3524 = select i1 false, i64 %3523, i64 %3522
  %3525 = srem i64 %3521, 512
  %3526 = icmp ne i64 %3525, 0
  %3527 = icmp slt i64 %3521, 0
  %3528 = icmp eq i1 %3527, false
  %3529 = and i1 %3526, %3528
  %3530 = zext i1 %3529 to i64
  %3531 = add i64 %3524, %3530
  %3532 = trunc i64 %3531 to i32
  %3533 = sub i32 %3532, 1
  %3534 = sub i32 %3533, %c392
  %3535 = mul i32 %3534, 512
  %3536 = sext i32 %3535 to i64
  %3537 = sub i64 %3520, %3536
  %3538 = icmp sgt i64 %3537, 512
  %3539 = sext i32 %N to i64
  %3540 = sext i32 %N to i64
  %3541 = sdiv i64 %3540, 512
  %3542 = sub i64 0, %3540
  %3543 = select i1 false, i64 %3542, i64 %3541
  %3544 = srem i64 %3540, 512
  %3545 = icmp ne i64 %3544, 0
  %3546 = icmp slt i64 %3540, 0
  %3547 = icmp eq i1 %3546, false
  %3548 = and i1 %3545, %3547
  %3549 = zext i1 %3548 to i64
  %3550 = add i64 %3543, %3549
  %3551 = trunc i64 %3550 to i32
  %3552 = sub i32 %3551, 1
  %3553 = sub i32 %3552, %c392
  %3554 = mul i32 %3553, 512
  %3555 = sext i32 %3554 to i64
  %3556 = sub i64 %3539, %3555
  %3557 = select i1 %3538, i64 512, i64 %3556
  %3558 = select i1 %3519, i64 0, i64 %3557
  %3559 = sext i32 %N to i64
  %3560 = sdiv i64 %3559, 512
  %3561 = sub i64 0, %3559
  %3562 = select i1 false, i64 %3561, i64 %3560
  %3563 = srem i64 %3559, 512
  %3564 = icmp ne i64 %3563, 0
  %3565 = icmp slt i64 %3559, 0
  %3566 = icmp eq i1 %3565, false
  %3567 = and i1 %3564, %3566
  %3568 = zext i1 %3567 to i64
  %3569 = add i64 %3562, %3568
  %3570 = trunc i64 %3569 to i32
  %3571 = sub i32 %3570, 1
  %3572 = sub i32 %3571, %c392
  %3573 = mul i32 %3572, 512
  %3574 = sext i32 %3573 to i64
  %3575 = sub i64 0, %3574
  %3576 = icmp slt i64 %3575, 0
  %3577 = sext i32 %N to i64
  %3578 = sdiv i64 %3577, 512
  %3579 = sub i64 0, %3577
  %3580 = select i1 false, i64 %3579, i64 %3578
  %3581 = srem i64 %3577, 512
  %3582 = icmp ne i64 %3581, 0
  %3583 = icmp slt i64 %3577, 0
  %3584 = icmp eq i1 %3583, false
  %3585 = and i1 %3582, %3584
  %3586 = zext i1 %3585 to i64
  %3587 = add i64 %3580, %3586
  %3588 = trunc i64 %3587 to i32
  %3589 = sub i32 %3588, 1
  %3590 = sub i32 %3589, %c392
  %3591 = mul i32 %3590, 512
  %3592 = sext i32 %3591 to i64
  %3593 = sub i64 0, %3592
  %3594 = icmp sgt i64 %3593, 512
  %3595 = sext i32 %N to i64
  %3596 = sdiv i64 %3595, 512
  %3597 = sub i64 0, %3595
  %3598 = select i1 false, i64 %3597, i64 %3596
  %3599 = srem i64 %3595, 512
  %3600 = icmp ne i64 %3599, 0
  %3601 = icmp slt i64 %3595, 0
  %3602 = icmp eq i1 %3601, false
  %3603 = and i1 %3600, %3602
  %3604 = zext i1 %3603 to i64
  %3605 = add i64 %3598, %3604
  %3606 = trunc i64 %3605 to i32
  %3607 = sub i32 %3606, 1
  %3608 = sub i32 %3607, %c392
  %3609 = mul i32 %3608, 512
  %3610 = sext i32 %3609 to i64
  %3611 = sub i64 0, %3610
  %3612 = select i1 %3594, i64 512, i64 %3611
  %3613 = select i1 %3576, i64 0, i64 %3612
  %3614 = trunc i64 %3613 to i32
  %3615 = sext i32 %3614 to i64
  %3616 = icmp slt i64 %3558, %3615
  %3617 = sext i32 %N to i64
  %3618 = sdiv i64 %3617, 512
  %3619 = sub i64 0, %3617
  %3620 = select i1 false, i64 %3619, i64 %3618
  %3621 = srem i64 %3617, 512
  %3622 = icmp ne i64 %3621, 0
  %3623 = icmp slt i64 %3617, 0
  %3624 = icmp eq i1 %3623, false
  %3625 = and i1 %3622, %3624
  %3626 = zext i1 %3625 to i64
  %3627 = add i64 %3620, %3626
  %3628 = trunc i64 %3627 to i32
  %3629 = sub i32 %3628, 1
  %3630 = sub i32 %3629, %c392
  %3631 = mul i32 %3630, 512
  %3632 = sext i32 %3631 to i64
  %3633 = sub i64 0, %3632
  %3634 = icmp slt i64 %3633, 0
  %3635 = sext i32 %N to i64
  %3636 = sdiv i64 %3635, 512
  %3637 = sub i64 0, %3635
  %3638 = select i1 false, i64 %3637, i64 %3636
  %3639 = srem i64 %3635, 512
  %3640 = icmp ne i64 %3639, 0
  %3641 = icmp slt i64 %3635, 0
  %3642 = icmp eq i1 %3641, false
  %3643 = and i1 %3640, %3642
  %3644 = zext i1 %3643 to i64
  %3645 = add i64 %3638, %3644
  %3646 = trunc i64 %3645 to i32
  %3647 = sub i32 %3646, 1
  %3648 = sub i32 %3647, %c392
  %3649 = mul i32 %3648, 512
  %3650 = sext i32 %3649 to i64
  %3651 = sub i64 0, %3650
  %3652 = icmp sgt i64 %3651, 512
  %3653 = sext i32 %N to i64
  %3654 = sdiv i64 %3653, 512
  %3655 = sub i64 0, %3653
  %3656 = select i1 false, i64 %3655, i64 %3654
  %3657 = srem i64 %3653, 512
  %3658 = icmp ne i64 %3657, 0
  %3659 = icmp slt i64 %3653, 0
  %3660 = icmp eq i1 %3659, false
  %3661 = and i1 %3658, %3660
  %3662 = zext i1 %3661 to i64
  %3663 = add i64 %3656, %3662
  %3664 = trunc i64 %3663 to i32
  %3665 = sub i32 %3664, 1
  %3666 = sub i32 %3665, %c392
  %3667 = mul i32 %3666, 512
  %3668 = sext i32 %3667 to i64
  %3669 = sub i64 0, %3668
  %3670 = select i1 %3652, i64 512, i64 %3669
  %3671 = select i1 %3634, i64 0, i64 %3670
  %3672 = trunc i64 %3671 to i32
  %3673 = sext i32 %3672 to i64
  %3674 = sext i32 %N to i64
  %3675 = sext i32 %N to i64
  %3676 = sdiv i64 %3675, 512
  %3677 = sub i64 0, %3675
  %3678 = select i1 false, i64 %3677, i64 %3676
  %3679 = srem i64 %3675, 512
  %3680 = icmp ne i64 %3679, 0
  %3681 = icmp slt i64 %3675, 0
  %3682 = icmp eq i1 %3681, false
  %3683 = and i1 %3680, %3682
  %3684 = zext i1 %3683 to i64
  %3685 = add i64 %3678, %3684
  %3686 = trunc i64 %3685 to i32
  %3687 = sub i32 %3686, 1
  %3688 = sub i32 %3687, %c392
  %3689 = mul i32 %3688, 512
  %3690 = sext i32 %3689 to i64
  %3691 = sub i64 %3674, %3690
  %3692 = icmp slt i64 %3691, 0
  %3693 = sext i32 %N to i64
  %3694 = sext i32 %N to i64
  %3695 = sdiv i64 %3694, 512
  %3696 = sub i64 0, %3694
  %3697 = select i1 false, i64 %3696, i64 %3695
  %3698 = srem i64 %3694, 512
  %3699 = icmp ne i64 %3698, 0
  %3700 = icmp slt i64 %3694, 0
  %3701 = icmp eq i1 %3700, false
  %3702 = and i1 %3699, %3701
  %3703 = zext i1 %3702 to i64
  %3704 = add i64 %3697, %3703
  %3705 = trunc i64 %3704 to i32
  %3706 = sub i32 %3705, 1
  %3707 = sub i32 %3706, %c392
  %3708 = mul i32 %3707, 512
  %3709 = sext i32 %3708 to i64
  %3710 = sub i64 %3693, %3709
  %3711 = icmp sgt i64 %3710, 512
  %3712 = sext i32 %N to i64
  %3713 = sext i32 %N to i64
  %3714 = sdiv i64 %3713, 512
  %3715 = sub i64 0, %3713
  %3716 = select i1 false, i64 %3715, i64 %3714
  %3717 = srem i64 %3713, 512
  %3718 = icmp ne i64 %3717, 0
  %3719 = icmp slt i64 %3713, 0
  %3720 = icmp eq i1 %3719, false
  %3721 = and i1 %3718, %3720
  %3722 = zext i1 %3721 to i64
  %3723 = add i64 %3716, %3722
  %3724 = trunc i64 %3723 to i32
  %3725 = sub i32 %3724, 1
  %3726 = sub i32 %3725, %c392
  %3727 = mul i32 %3726, 512
  %3728 = sext i32 %3727 to i64
  %3729 = sub i64 %3712, %3728
  %3730 = select i1 %3711, i64 512, i64 %3729
  %3731 = select i1 %3692, i64 0, i64 %3730
  %3732 = select i1 %3616, i64 %3673, i64 %3731
  %3733 = trunc i64 %3732 to i32
  %3734 = select i1 %3500, i32 512, i32 %3733
  %tl_cols45 = select i1 %3266, i32 0, i32 %3734
  br label %for.cond428

for.end426:                                       ; preds = %for.cond424
  %3735 = mul i32 %bx, 4
  %3736 = icmp sle i32 0, %3735
  %3737 = mul i32 %bx, 4
  %3738 = sext i32 %3737 to i64
  %3739 = add i64 %3738, 4
  %3740 = sext i32 %M to i64
  %3741 = icmp sle i64 %3739, %3740
  %3742 = and i1 %3736, %3741
  %3743 = mul i32 %t, 512
  %3744 = icmp sle i32 0, %3743
  %3745 = mul i32 %t, 512
  %3746 = sext i32 %3745 to i64
  %3747 = add i64 %3746, 512
  %3748 = sext i32 %N to i64
  %3749 = icmp sle i64 %3747, %3748
  %3750 = and i1 %3744, %3749
  %3751 = and i1 %3742, %3750
  br i1 %3751, label %if.then435, label %if.else436

for.cond428:                                      ; preds = %for.body429, %for.body425
  %j431 = phi i32 [ 0, %for.body425 ], [ %3774, %for.body429 ]
  %3752 = icmp slt i32 %j431, %tl_cols45
  br i1 %3752, label %for.body429, label %for.end430

for.body429:                                      ; preds = %for.cond428
  %3753 = sext i32 %i427 to i64
  %3754 = mul nsw i64 %3753, 512
  %3755 = sext i32 %j431 to i64
  %3756 = add nsw i64 %3754, %3755
  %3757 = getelementptr inbounds float, ptr %X_f, i64 %3756
  %3758 = load float, ptr %3757, align 4
  %3759 = sext i32 %i427 to i64
  %3760 = getelementptr inbounds float, ptr %m, i64 %3759
  %3761 = load float, ptr %3760, align 4
  %3762 = fsub float %3758, %3761
  %3763 = call float @tilec_expf(float %3762)
  %3764 = sext i32 %i427 to i64
  %3765 = getelementptr inbounds float, ptr %l, i64 %3764
  %3766 = load float, ptr %3765, align 4
  %3767 = fdiv float 1.000000e+00, %3766
  %3768 = fmul float %3763, %3767
  %3769 = sext i32 %i427 to i64
  %3770 = mul nsw i64 %3769, 512
  %3771 = sext i32 %j431 to i64
  %3772 = add nsw i64 %3770, %3771
  %3773 = getelementptr inbounds float, ptr %X_f, i64 %3772
  store float %3768, ptr %3773, align 4
  %3774 = add nsw i32 %j431, 1
  br label %for.cond428, !llvm.loop !105

for.end430:                                       ; preds = %for.cond428
  %3775 = sext i32 %i427 to i64
  %3776 = getelementptr inbounds float, ptr %m, i64 %3775
  %3777 = load float, ptr %3776, align 4
  %3778 = fsub float 0.000000e+00, %3777
  %3779 = call float @tilec_expf(float %3778)
  %3780 = sext i32 %i427 to i64
  %3781 = getelementptr inbounds float, ptr %l, i64 %3780
  %3782 = load float, ptr %3781, align 4
  %3783 = fdiv float 1.000000e+00, %3782
  %tl_col47 = fmul float %3779, %3783
  %3784 = sub i32 512, %tl_cols45
  br label %for.cond432

for.cond432:                                      ; preds = %for.body433, %for.end430
  %j46 = phi i32 [ 0, %for.end430 ], [ %3792, %for.body433 ]
  %3785 = icmp slt i32 %j46, %3784
  br i1 %3785, label %for.body433, label %for.end434

for.body433:                                      ; preds = %for.cond432
  %3786 = sext i32 %i427 to i64
  %3787 = mul nsw i64 %3786, 512
  %3788 = add i32 %tl_cols45, %j46
  %3789 = sext i32 %3788 to i64
  %3790 = add nsw i64 %3787, %3789
  %3791 = getelementptr inbounds float, ptr %X_f, i64 %3790
  store float %tl_col47, ptr %3791, align 4
  %3792 = add nsw i32 %j46, 1
  br label %for.cond432, !llvm.loop !106

for.end434:                                       ; preds = %for.cond432
  %3793 = add nsw i32 %i427, 1
  br label %for.cond424, !llvm.loop !107

if.then435:                                       ; preds = %for.end426
  br label %for.cond438

if.else436:                                       ; preds = %for.end426
  br label %for.cond449

if.end437:                                        ; preds = %for.end451, %for.end440
  %3794 = add nsw i32 %c392, 1
  br label %for.cond389, !llvm.loop !108

for.cond438:                                      ; preds = %if.end444, %if.then435
  %i12441 = phi i32 [ 0, %if.then435 ], [ %3814, %if.end444 ]
  %3795 = icmp slt i32 %i12441, 4
  br i1 %3795, label %for.body439, label %for.end440

for.body439:                                      ; preds = %for.cond438
  %3796 = sext i32 %M to i64
  %3797 = sext i32 %N to i64
  %3798 = mul i64 %3796, %3797
  %3799 = icmp sge i64 %3798, 8388608
  br i1 %3799, label %if.then442, label %if.else443

for.end440:                                       ; preds = %for.cond438
  br label %if.end437

if.then442:                                       ; preds = %for.body439
  %3800 = mul i32 %bx, 4
  %3801 = add i32 %3800, %i12441
  %3802 = sext i32 %3801 to i64
  %3803 = sext i32 %N to i64
  %3804 = mul nsw i64 %3802, %3803
  %3805 = mul i32 %t, 512
  %3806 = add i32 %3805, 0
  %3807 = sext i32 %3806 to i64
  %3808 = add nsw i64 %3804, %3807
  %3809 = getelementptr inbounds float, ptr %Y, i64 %3808
  %3810 = sext i32 %i12441 to i64
  %3811 = mul nsw i64 %3810, 512
  %3812 = add nsw i64 %3811, 0
  %3813 = getelementptr inbounds float, ptr %X_f, i64 %3812
  call void @tilec_rt_stream(ptr %3809, ptr %3813, i64 2048)
  br label %if.end444

if.else443:                                       ; preds = %for.body439
  br label %for.cond445

if.end444:                                        ; preds = %for.end447, %if.then442
  %3814 = add nsw i32 %i12441, 1
  br label %for.cond438, !llvm.loop !109

for.cond445:                                      ; preds = %for.body446, %if.else443
  %j2448 = phi i32 [ 0, %if.else443 ], [ %3832, %for.body446 ]
  %3815 = icmp slt i32 %j2448, 512
  br i1 %3815, label %for.body446, label %for.end447

for.body446:                                      ; preds = %for.cond445
  %3816 = sext i32 %i12441 to i64
  %3817 = mul nsw i64 %3816, 512
  %3818 = sext i32 %j2448 to i64
  %3819 = add nsw i64 %3817, %3818
  %3820 = getelementptr inbounds float, ptr %X_f, i64 %3819
  %3821 = load float, ptr %3820, align 4
  %3822 = mul i32 %bx, 4
  %3823 = add i32 %3822, %i12441
  %3824 = sext i32 %3823 to i64
  %3825 = sext i32 %N to i64
  %3826 = mul nsw i64 %3824, %3825
  %3827 = mul i32 %t, 512
  %3828 = add i32 %3827, %j2448
  %3829 = sext i32 %3828 to i64
  %3830 = add nsw i64 %3826, %3829
  %3831 = getelementptr inbounds float, ptr %Y, i64 %3830
  store float %3821, ptr %3831, align 4
  %3832 = add nsw i32 %j2448, 1
  br label %for.cond445, !llvm.loop !110

for.end447:                                       ; preds = %for.cond445
  br label %if.end444

for.cond449:                                      ; preds = %for.end455, %if.else436
  %i12452 = phi i32 [ 0, %if.else436 ], [ %3860, %for.end455 ]
  %3833 = icmp slt i32 %i12452, 4
  br i1 %3833, label %for.body450, label %for.end451

for.body450:                                      ; preds = %for.cond449
  br label %for.cond453

for.end451:                                       ; preds = %for.cond449
  br label %if.end437

for.cond453:                                      ; preds = %if.end459, %for.body450
  %j2456 = phi i32 [ 0, %for.body450 ], [ %3877, %if.end459 ]
  %3834 = icmp slt i32 %j2456, 512
  br i1 %3834, label %for.body454, label %for.end455

for.body454:                                      ; preds = %for.cond453
  %3835 = mul i32 %bx, 4
  %3836 = sext i32 %3835 to i64
  %3837 = sext i32 %i12452 to i64
  %3838 = add i64 %3836, %3837
  %3839 = icmp sle i64 0, %3838
  %3840 = mul i32 %bx, 4
  %3841 = sext i32 %3840 to i64
  %3842 = sext i32 %i12452 to i64
  %3843 = add i64 %3841, %3842
  %3844 = sext i32 %M to i64
  %3845 = icmp slt i64 %3843, %3844
  %3846 = and i1 %3839, %3845
  %3847 = mul i32 %t, 512
  %3848 = sext i32 %3847 to i64
  %3849 = sext i32 %j2456 to i64
  %3850 = add i64 %3848, %3849
  %3851 = icmp sle i64 0, %3850
  %3852 = mul i32 %t, 512
  %3853 = sext i32 %3852 to i64
  %3854 = sext i32 %j2456 to i64
  %3855 = add i64 %3853, %3854
  %3856 = sext i32 %N to i64
  %3857 = icmp slt i64 %3855, %3856
  %3858 = and i1 %3851, %3857
  %3859 = and i1 %3846, %3858
  br i1 %3859, label %if.then457, label %if.else458

for.end455:                                       ; preds = %for.cond453
  %3860 = add nsw i32 %i12452, 1
  br label %for.cond449, !llvm.loop !111

if.then457:                                       ; preds = %for.body454
  %3861 = sext i32 %i12452 to i64
  %3862 = mul nsw i64 %3861, 512
  %3863 = sext i32 %j2456 to i64
  %3864 = add nsw i64 %3862, %3863
  %3865 = getelementptr inbounds float, ptr %X_f, i64 %3864
  %3866 = load float, ptr %3865, align 4
  %3867 = mul i32 %bx, 4
  %3868 = add i32 %3867, %i12452
  %3869 = sext i32 %3868 to i64
  %3870 = sext i32 %N to i64
  %3871 = mul nsw i64 %3869, %3870
  %3872 = mul i32 %t, 512
  %3873 = add i32 %3872, %j2456
  %3874 = sext i32 %3873 to i64
  %3875 = add nsw i64 %3871, %3874
  %3876 = getelementptr inbounds float, ptr %Y, i64 %3875
  store float %3866, ptr %3876, align 4
  br label %if.end459

if.else458:                                       ; preds = %for.body454
  br label %if.end459

if.end459:                                        ; preds = %if.else458, %if.then457
  %3877 = add nsw i32 %j2456, 1
  br label %for.cond453, !llvm.loop !112
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
  %2 = fcmp ogt float %0, -1.040000e+02
  %3 = select i1 %2, float %0, float 0.000000e+00
  %4 = fcmp olt float %3, 8.900000e+01
  %5 = select i1 %4, float %3, float 8.900000e+01
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
!10 = distinct !{!10, !1}
!11 = distinct !{!11, !1}
!12 = distinct !{!12, !1, !2}
!13 = distinct !{!13, !1, !2}
!14 = distinct !{!14, !1}
!15 = distinct !{!15, !1, !2}
!16 = distinct !{!16, !1, !2}
!17 = distinct !{!17, !1}
!18 = distinct !{!18, !1}
!19 = distinct !{!19, !1}
!20 = distinct !{!20, !1}
!21 = distinct !{!21, !1, !2}
!22 = distinct !{!22, !1, !2}
!23 = distinct !{!23, !1, !2}
!24 = distinct !{!24, !1, !2}
!25 = distinct !{!25, !1, !2}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !1, !2}
!28 = distinct !{!28, !1, !2}
!29 = distinct !{!29, !1}
!30 = distinct !{!30, !1}
!31 = distinct !{!31, !1}
!32 = distinct !{!32, !1, !2}
!33 = distinct !{!33, !1, !2}
!34 = distinct !{!34, !1}
!35 = distinct !{!35, !1, !2}
!36 = distinct !{!36, !1, !2}
!37 = distinct !{!37, !1}
!38 = distinct !{!38, !1}
!39 = distinct !{!39, !1}
!40 = distinct !{!40, !1}
!41 = distinct !{!41, !1, !2}
!42 = distinct !{!42, !1, !2}
!43 = distinct !{!43, !1}
!44 = distinct !{!44, !1, !2}
!45 = distinct !{!45, !1, !2}
!46 = distinct !{!46, !1, !2}
!47 = distinct !{!47, !1}
!48 = distinct !{!48, !1, !2}
!49 = distinct !{!49, !1, !2}
!50 = distinct !{!50, !1}
!51 = distinct !{!51, !1, !2}
!52 = distinct !{!52, !1}
!53 = distinct !{!53, !1}
!54 = distinct !{!54, !1}
!55 = distinct !{!55, !1, !2}
!56 = distinct !{!56, !1}
!57 = distinct !{!57, !1, !2}
!58 = distinct !{!58, !1}
!59 = distinct !{!59, !1, !2}
!60 = distinct !{!60, !1, !2}
!61 = distinct !{!61, !1}
!62 = distinct !{!62, !1, !2}
!63 = distinct !{!63, !1}
!64 = distinct !{!64, !1}
!65 = distinct !{!65, !1}
!66 = distinct !{!66, !1}
!67 = distinct !{!67, !1}
!68 = distinct !{!68, !1, !2}
!69 = distinct !{!69, !1, !2}
!70 = distinct !{!70, !1}
!71 = distinct !{!71, !1, !2}
!72 = distinct !{!72, !1, !2}
!73 = distinct !{!73, !1}
!74 = distinct !{!74, !1, !2}
!75 = distinct !{!75, !1}
!76 = distinct !{!76, !1, !2}
!77 = distinct !{!77, !1, !2}
!78 = distinct !{!78, !1, !2}
!79 = distinct !{!79, !1, !2}
!80 = distinct !{!80, !1}
!81 = distinct !{!81, !1, !2}
!82 = distinct !{!82, !1}
!83 = distinct !{!83, !1, !2}
!84 = distinct !{!84, !1, !2}
!85 = distinct !{!85, !1, !2}
!86 = distinct !{!86, !1}
!87 = distinct !{!87, !1}
!88 = distinct !{!88, !1}
!89 = distinct !{!89, !1, !2}
!90 = distinct !{!90, !1}
!91 = distinct !{!91, !1, !2}
!92 = distinct !{!92, !1, !2}
!93 = distinct !{!93, !1}
!94 = distinct !{!94, !1}
!95 = distinct !{!95, !1}
!96 = distinct !{!96, !1, !2}
!97 = distinct !{!97, !1}
!98 = distinct !{!98, !1, !2}
!99 = distinct !{!99, !1}
!100 = distinct !{!100, !1, !2}
!101 = distinct !{!101, !1, !2}
!102 = distinct !{!102, !1, !2}
!103 = distinct !{!103, !1, !2}
!104 = distinct !{!104, !1}
!105 = distinct !{!105, !1, !2}
!106 = distinct !{!106, !1, !2}
!107 = distinct !{!107, !1}
!108 = distinct !{!108, !1}
!109 = distinct !{!109, !1}
!110 = distinct !{!110, !1}
!111 = distinct !{!111, !1}
!112 = distinct !{!112, !1}
